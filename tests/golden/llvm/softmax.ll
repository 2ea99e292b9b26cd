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

for.cond18:                                       ; preds = %for.end36, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %194, %for.end36 ]
  %132 = icmp slt i32 %i1, 32
  br i1 %132, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond38

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane = phi i32 [ 0, %for.body19 ], [ %142, %for.body22 ]
  %133 = icmp slt i32 %lane, 32
  br i1 %133, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %134 = sext i32 %i1 to i64
  %135 = mul nsw i64 %134, 256
  %136 = sext i32 %lane to i64
  %137 = add nsw i64 %135, %136
  %138 = getelementptr inbounds float, ptr %X_s, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = sext i32 %lane to i64
  %141 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %140
  store float %139, ptr %141, align 4
  %142 = add nsw i32 %lane, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %143 = sub i32 %77, 1
  %144 = icmp slt i32 %143, 0
  %145 = sub i32 %77, 1
  %146 = select i1 %144, i32 0, i32 %145
  %tl_steps1 = select i1 true, i32 %146, i32 7
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red = phi i32 [ 0, %for.end23 ], [ %167, %for.end29 ]
  %147 = icmp slt i32 %red, %tl_steps1
  br i1 %147, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %148 = icmp slt i32 %tl_steps1, 7
  br i1 %148, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %166, %for.body28 ]
  %149 = icmp slt i32 %lane30, 32
  br i1 %149, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %150 = sext i32 %lane30 to i64
  %151 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %150
  %lane_acc = load float, ptr %151, align 4
  %152 = sext i32 %i1 to i64
  %153 = mul nsw i64 %152, 256
  %154 = add i32 %red, 1
  %155 = mul i32 %154, 32
  %156 = add i32 %155, %lane30
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %153, %157
  %159 = getelementptr inbounds float, ptr %X_s, i64 %158
  %lane_next = load float, ptr %159, align 4
  %160 = fcmp une float %lane_next, %lane_next
  %161 = fcmp ogt float %lane_acc, %lane_next
  %162 = select i1 %161, float %lane_acc, float %lane_next
  %163 = select i1 %160, float %lane_acc, float %162
  %164 = sext i32 %lane30 to i64
  %165 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %164
  store float %163, ptr %165, align 4
  %166 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %167 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  %168 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %169 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %172 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = fcmp ogt float %173, 0xFFF0000000000000
  %175 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %176 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = select i1 %174, float %177, float 0xFFF0000000000000
  %179 = select i1 false, float %170, float %178
  %180 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %179, ptr %180, align 4
  br label %if.end33

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %if.then31
  %181 = sext i32 %i1 to i64
  %182 = getelementptr inbounds float, ptr %m_s, i64 %181
  store float 0xFFF0000000000000, ptr %182, align 4
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %if.end33
  %lane37 = phi i32 [ 0, %if.end33 ], [ %193, %for.body35 ]
  %183 = icmp slt i32 %lane37, 32
  br i1 %183, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %184 = sext i32 %i1 to i64
  %185 = getelementptr inbounds float, ptr %m_s, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = sext i32 %lane37 to i64
  %188 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = call float @llvm.maxnum.f32(float %186, float %189)
  %191 = sext i32 %i1 to i64
  %192 = getelementptr inbounds float, ptr %m_s, i64 %191
  store float %190, ptr %192, align 4
  %193 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  %194 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !11

for.cond38:                                       ; preds = %for.end48, %for.end20
  %i41 = phi i32 [ 0, %for.end20 ], [ %340, %for.end48 ]
  %195 = icmp slt i32 %i41, 32
  br i1 %195, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %196 = sext i32 %N to i64
  %197 = icmp slt i64 %196, 0
  %198 = sext i32 %N to i64
  %199 = icmp sgt i64 %198, 256
  %200 = sext i32 %N to i64
  %201 = select i1 %199, i64 256, i64 %200
  %202 = select i1 %197, i64 0, i64 %201
  %203 = icmp slt i64 %202, 0
  %204 = sext i32 %N to i64
  %205 = icmp slt i64 %204, 0
  %206 = sext i32 %N to i64
  %207 = icmp sgt i64 %206, 256
  %208 = sext i32 %N to i64
  %209 = select i1 %207, i64 256, i64 %208
  %210 = select i1 %205, i64 0, i64 %209
  %211 = select i1 %203, i64 0, i64 %210
  %212 = trunc i64 %211 to i32
  %213 = icmp slt i32 %212, 0
  %214 = sext i32 %N to i64
  %215 = icmp slt i64 %214, 0
  %216 = sext i32 %N to i64
  %217 = icmp sgt i64 %216, 256
  %218 = sext i32 %N to i64
  %219 = select i1 %217, i64 256, i64 %218
  %220 = select i1 %215, i64 0, i64 %219
  %221 = icmp slt i64 %220, 0
  %222 = sext i32 %N to i64
  %223 = icmp slt i64 %222, 0
  %224 = sext i32 %N to i64
  %225 = icmp sgt i64 %224, 256
  %226 = sext i32 %N to i64
  %227 = select i1 %225, i64 256, i64 %226
  %228 = select i1 %223, i64 0, i64 %227
  %229 = select i1 %221, i64 0, i64 %228
  %230 = trunc i64 %229 to i32
  %231 = icmp sgt i32 %230, 256
  %232 = sext i32 %N to i64
  %233 = icmp slt i64 %232, 0
  %234 = sext i32 %N to i64
  %235 = icmp sgt i64 %234, 256
  %236 = sext i32 %N to i64
  %237 = select i1 %235, i64 256, i64 %236
  %238 = select i1 %233, i64 0, i64 %237
  %239 = icmp slt i64 %238, 0
  %240 = sext i32 %N to i64
  %241 = icmp slt i64 %240, 0
  %242 = sext i32 %N to i64
  %243 = icmp sgt i64 %242, 256
  %244 = sext i32 %N to i64
  %245 = select i1 %243, i64 256, i64 %244
  %246 = select i1 %241, i64 0, i64 %245
  %247 = select i1 %239, i64 0, i64 %246
  %248 = trunc i64 %247 to i32
  %249 = select i1 %231, i32 256, i32 %248
  %tl_cols2 = select i1 %213, i32 0, i32 %249
  br label %for.cond42

for.end40:                                        ; preds = %for.cond38
  %250 = sext i32 %N to i64
  %251 = icmp slt i64 %250, 0
  %252 = sext i32 %N to i64
  %253 = icmp sgt i64 %252, 256
  %254 = sext i32 %N to i64
  %255 = select i1 %253, i64 256, i64 %254
  %256 = select i1 %251, i64 0, i64 %255
  %257 = icmp slt i64 %256, 0
  %258 = sext i32 %N to i64
  %259 = icmp slt i64 %258, 0
  %260 = sext i32 %N to i64
  %261 = icmp sgt i64 %260, 256
  %262 = sext i32 %N to i64
  %263 = select i1 %261, i64 256, i64 %262
  %264 = select i1 %259, i64 0, i64 %263
  %265 = select i1 %257, i64 0, i64 %264
  %266 = trunc i64 %265 to i32
  %267 = icmp slt i32 %266, 0
  %268 = sext i32 %N to i64
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %N to i64
  %271 = icmp sgt i64 %270, 256
  %272 = sext i32 %N to i64
  %273 = select i1 %271, i64 256, i64 %272
  %274 = select i1 %269, i64 0, i64 %273
  %275 = icmp slt i64 %274, 0
  %276 = sext i32 %N to i64
  %277 = icmp slt i64 %276, 0
  %278 = sext i32 %N to i64
  %279 = icmp sgt i64 %278, 256
  %280 = sext i32 %N to i64
  %281 = select i1 %279, i64 256, i64 %280
  %282 = select i1 %277, i64 0, i64 %281
  %283 = select i1 %275, i64 0, i64 %282
  %284 = trunc i64 %283 to i32
  %285 = icmp sgt i32 %284, 256
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
  %302 = trunc i64 %301 to i32
  %303 = select i1 %285, i32 256, i32 %302
  %304 = select i1 %267, i32 0, i32 %303
  %305 = add i32 %304, 31
  %306 = sdiv i32 %305, 32
  %307 = sub i32 0, %305
  %308 = select i1 false, i32 %307, i32 %306
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
  %i2 = phi i32 [ 0, %for.end40 ], [ %401, %for.end67 ]
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
  %360 = sub i32 %308, 1
  %361 = icmp slt i32 %360, 0
  %362 = sub i32 %308, 1
  %363 = select i1 %361, i32 0, i32 %362
  %tl_steps6 = select i1 %359, i32 %363, i32 7
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red1 = phi i32 [ 0, %for.end54 ], [ %383, %for.end60 ]
  %364 = icmp slt i32 %red1, %tl_steps6
  br i1 %364, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  %365 = icmp slt i32 %tl_steps6, 7
  br i1 %365, label %if.then62, label %if.else63

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane161 = phi i32 [ 0, %for.body56 ], [ %382, %for.body59 ]
  %366 = icmp slt i32 %lane161, 32
  br i1 %366, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %367 = sext i32 %lane161 to i64
  %368 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %367
  %369 = load float, ptr %368, align 4
  %370 = sext i32 %i2 to i64
  %371 = mul nsw i64 %370, 256
  %372 = add i32 %red1, 1
  %373 = mul i32 %372, 32
  %374 = add i32 %373, %lane161
  %375 = sext i32 %374 to i64
  %376 = add nsw i64 %371, %375
  %377 = getelementptr inbounds float, ptr %X_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fadd float %369, %378
  %380 = sext i32 %lane161 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %lane161, 1
  br label %for.cond58, !llvm.loop !16

for.end60:                                        ; preds = %for.cond58
  %383 = add nsw i32 %red1, 1
  br label %for.cond55, !llvm.loop !17

if.then62:                                        ; preds = %for.end57
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %385 = load float, ptr %384, align 4
  %386 = fadd float %385, %tl_pad5
  %387 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %386, ptr %387, align 4
  br label %if.end64

if.else63:                                        ; preds = %for.end57
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %if.then62
  %388 = sext i32 %i2 to i64
  %389 = getelementptr inbounds float, ptr %l_s, i64 %388
  store float 0.000000e+00, ptr %389, align 4
  br label %for.cond65

for.cond65:                                       ; preds = %for.body66, %if.end64
  %lane168 = phi i32 [ 0, %if.end64 ], [ %400, %for.body66 ]
  %390 = icmp slt i32 %lane168, 32
  br i1 %390, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %391 = sext i32 %i2 to i64
  %392 = getelementptr inbounds float, ptr %l_s, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = sext i32 %lane168 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = fadd float %393, %396
  %398 = sext i32 %i2 to i64
  %399 = getelementptr inbounds float, ptr %l_s, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane168, 1
  br label %for.cond65, !llvm.loop !18

for.end67:                                        ; preds = %for.cond65
  %401 = add nsw i32 %i2, 1
  br label %for.cond49, !llvm.loop !19

for.cond69:                                       ; preds = %if.end75, %for.end51
  %i72 = phi i32 [ 0, %for.end51 ], [ %427, %if.end75 ]
  %402 = icmp slt i32 %i72, 32
  br i1 %402, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
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
  %tl_hi3 = trunc i64 %418 to i32
  %419 = mul i32 %bx, 32
  %420 = add i32 %419, %i72
  %421 = icmp sle i32 0, %420
  %422 = mul i32 %bx, 32
  %423 = add i32 %422, %i72
  %424 = icmp slt i32 %423, %M
  %425 = and i1 %421, %424
  br i1 %425, label %if.then73, label %if.else74

for.end71:                                        ; preds = %for.cond69
  br label %if.end

if.then73:                                        ; preds = %for.body70
  %426 = sub i32 %tl_hi3, 0
  br label %for.cond76

if.else74:                                        ; preds = %for.body70
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %for.end78
  %427 = add nsw i32 %i72, 1
  br label %for.cond69, !llvm.loop !20

for.cond76:                                       ; preds = %for.body77, %if.then73
  %j4 = phi i32 [ 0, %if.then73 ], [ %450, %for.body77 ]
  %428 = icmp slt i32 %j4, %426
  br i1 %428, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %429 = sext i32 %i72 to i64
  %430 = mul nsw i64 %429, 256
  %431 = add i32 0, %j4
  %432 = sext i32 %431 to i64
  %433 = add nsw i64 %430, %432
  %434 = getelementptr inbounds float, ptr %X_s, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = sext i32 %i72 to i64
  %437 = getelementptr inbounds float, ptr %l_s, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = fdiv float 1.000000e+00, %438
  %440 = fmul float %435, %439
  %441 = mul i32 %bx, 32
  %442 = add i32 %441, %i72
  %443 = sext i32 %442 to i64
  %444 = sext i32 %N to i64
  %445 = mul nsw i64 %443, %444
  %446 = add i32 0, %j4
  %447 = sext i32 %446 to i64
  %448 = add nsw i64 %445, %447
  %449 = getelementptr inbounds float, ptr %Y, i64 %448
  store float %440, ptr %449, align 4
  %450 = add nsw i32 %j4, 1
  br label %for.cond76, !llvm.loop !21

for.end78:                                        ; preds = %for.cond76
  br label %if.end75

if.then79:                                        ; preds = %if.else
  br label %for.cond82

if.else80:                                        ; preds = %if.else
  %451 = icmp sle i32 %N, 4096
  br i1 %451, label %if.then165, label %if.else166

if.end81:                                         ; preds = %if.end167, %for.end157
  br label %if.end

for.cond82:                                       ; preds = %for.end102, %if.then79
  %i85 = phi i32 [ 0, %if.then79 ], [ %581, %for.end102 ]
  %452 = icmp slt i32 %i85, 4
  br i1 %452, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %453 = sext i32 %N to i64
  %454 = icmp slt i64 %453, 0
  %455 = sext i32 %N to i64
  %456 = icmp sgt i64 %455, 512
  %457 = sext i32 %N to i64
  %458 = select i1 %456, i64 512, i64 %457
  %459 = select i1 %454, i64 0, i64 %458
  %460 = icmp slt i64 %459, 0
  %461 = sext i32 %N to i64
  %462 = icmp slt i64 %461, 0
  %463 = sext i32 %N to i64
  %464 = icmp sgt i64 %463, 512
  %465 = sext i32 %N to i64
  %466 = select i1 %464, i64 512, i64 %465
  %467 = select i1 %462, i64 0, i64 %466
  %468 = select i1 %460, i64 0, i64 %467
  %tl_hi5 = trunc i64 %468 to i32
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  %469 = sext i32 %N to i64
  %470 = icmp slt i64 %469, 0
  %471 = sext i32 %N to i64
  %472 = icmp sgt i64 %471, 512
  %473 = sext i32 %N to i64
  %474 = select i1 %472, i64 512, i64 %473
  %475 = select i1 %470, i64 0, i64 %474
  %476 = icmp slt i64 %475, 0
  %477 = sext i32 %N to i64
  %478 = icmp slt i64 %477, 0
  %479 = sext i32 %N to i64
  %480 = icmp sgt i64 %479, 512
  %481 = sext i32 %N to i64
  %482 = select i1 %480, i64 512, i64 %481
  %483 = select i1 %478, i64 0, i64 %482
  %484 = select i1 %476, i64 0, i64 %483
  %485 = trunc i64 %484 to i32
  %486 = icmp slt i32 %485, 0
  %487 = sext i32 %N to i64
  %488 = icmp slt i64 %487, 0
  %489 = sext i32 %N to i64
  %490 = icmp sgt i64 %489, 512
  %491 = sext i32 %N to i64
  %492 = select i1 %490, i64 512, i64 %491
  %493 = select i1 %488, i64 0, i64 %492
  %494 = icmp slt i64 %493, 0
  %495 = sext i32 %N to i64
  %496 = icmp slt i64 %495, 0
  %497 = sext i32 %N to i64
  %498 = icmp sgt i64 %497, 512
  %499 = sext i32 %N to i64
  %500 = select i1 %498, i64 512, i64 %499
  %501 = select i1 %496, i64 0, i64 %500
  %502 = select i1 %494, i64 0, i64 %501
  %503 = trunc i64 %502 to i32
  %504 = icmp sgt i32 %503, 512
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
  %522 = select i1 %504, i32 512, i32 %521
  %523 = select i1 %486, i32 0, i32 %522
  %524 = add i32 %523, 31
  %525 = sdiv i32 %524, 32
  %526 = sub i32 0, %524
  %527 = select i1 false, i32 %526, i32 %525
  br label %for.cond104

for.cond86:                                       ; preds = %for.body87, %for.body83
  %j89 = phi i32 [ 0, %for.body83 ], [ %536, %for.body87 ]
  %528 = icmp slt i32 %j89, 0
  br i1 %528, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %529 = icmp slt i32 %j89, %N
  %530 = select i1 %529, float 0.000000e+00, float 0xFFF0000000000000
  %531 = sext i32 %i85 to i64
  %532 = mul nsw i64 %531, 512
  %533 = sext i32 %j89 to i64
  %534 = add nsw i64 %532, %533
  %535 = getelementptr inbounds float, ptr %X_f, i64 %534
  store float %530, ptr %535, align 4
  %536 = add nsw i32 %j89, 1
  br label %for.cond86, !llvm.loop !22

for.end88:                                        ; preds = %for.cond86
  %537 = mul i32 %bx, 4
  %538 = add i32 %537, %i85
  %539 = icmp sle i32 0, %538
  %540 = mul i32 %bx, 4
  %541 = add i32 %540, %i85
  %542 = icmp slt i32 %541, %M
  %543 = and i1 %539, %542
  br i1 %543, label %if.then90, label %if.else91

if.then90:                                        ; preds = %for.end88
  %544 = sub i32 %tl_hi5, 0
  br label %for.cond93

if.else91:                                        ; preds = %for.end88
  %545 = sub i32 %tl_hi5, 0
  br label %for.cond96

if.end92:                                         ; preds = %for.end98, %for.end95
  %546 = sub i32 512, %tl_hi5
  br label %for.cond100

for.cond93:                                       ; preds = %for.body94, %if.then90
  %j5 = phi i32 [ 0, %if.then90 ], [ %564, %for.body94 ]
  %547 = icmp slt i32 %j5, %544
  br i1 %547, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %548 = mul i32 %bx, 4
  %549 = add i32 %548, %i85
  %550 = sext i32 %549 to i64
  %551 = sext i32 %N to i64
  %552 = mul nsw i64 %550, %551
  %553 = add i32 0, %j5
  %554 = sext i32 %553 to i64
  %555 = add nsw i64 %552, %554
  %556 = getelementptr inbounds float, ptr %X, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = sext i32 %i85 to i64
  %559 = mul nsw i64 %558, 512
  %560 = add i32 0, %j5
  %561 = sext i32 %560 to i64
  %562 = add nsw i64 %559, %561
  %563 = getelementptr inbounds float, ptr %X_f, i64 %562
  store float %557, ptr %563, align 4
  %564 = add nsw i32 %j5, 1
  br label %for.cond93, !llvm.loop !23

for.end95:                                        ; preds = %for.cond93
  br label %if.end92

for.cond96:                                       ; preds = %for.body97, %if.else91
  %j599 = phi i32 [ 0, %if.else91 ], [ %572, %for.body97 ]
  %565 = icmp slt i32 %j599, %545
  br i1 %565, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %566 = sext i32 %i85 to i64
  %567 = mul nsw i64 %566, 512
  %568 = add i32 0, %j599
  %569 = sext i32 %568 to i64
  %570 = add nsw i64 %567, %569
  %571 = getelementptr inbounds float, ptr %X_f, i64 %570
  store float 0.000000e+00, ptr %571, align 4
  %572 = add nsw i32 %j599, 1
  br label %for.cond96, !llvm.loop !24

for.end98:                                        ; preds = %for.cond96
  br label %if.end92

for.cond100:                                      ; preds = %for.body101, %if.end92
  %j5103 = phi i32 [ 0, %if.end92 ], [ %580, %for.body101 ]
  %573 = icmp slt i32 %j5103, %546
  br i1 %573, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %574 = sext i32 %i85 to i64
  %575 = mul nsw i64 %574, 512
  %576 = add i32 %tl_hi5, %j5103
  %577 = sext i32 %576 to i64
  %578 = add nsw i64 %575, %577
  %579 = getelementptr inbounds float, ptr %X_f, i64 %578
  store float 0xFFF0000000000000, ptr %579, align 4
  %580 = add nsw i32 %j5103, 1
  br label %for.cond100, !llvm.loop !25

for.end102:                                       ; preds = %for.cond100
  %581 = add nsw i32 %i85, 1
  br label %for.cond82, !llvm.loop !26

for.cond104:                                      ; preds = %for.end122, %for.end84
  %i3 = phi i32 [ 0, %for.end84 ], [ %644, %for.end122 ]
  %582 = icmp slt i32 %i3, 4
  br i1 %582, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  br label %for.cond124

for.cond107:                                      ; preds = %for.body108, %for.body105
  %lane2 = phi i32 [ 0, %for.body105 ], [ %592, %for.body108 ]
  %583 = icmp slt i32 %lane2, 32
  br i1 %583, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %584 = sext i32 %i3 to i64
  %585 = mul nsw i64 %584, 512
  %586 = sext i32 %lane2 to i64
  %587 = add nsw i64 %585, %586
  %588 = getelementptr inbounds float, ptr %X_f, i64 %587
  %589 = load float, ptr %588, align 4
  %590 = sext i32 %lane2 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %590
  store float %589, ptr %591, align 4
  %592 = add nsw i32 %lane2, 1
  br label %for.cond107, !llvm.loop !27

for.end109:                                       ; preds = %for.cond107
  %593 = sub i32 %527, 1
  %594 = icmp slt i32 %593, 0
  %595 = sub i32 %527, 1
  %596 = select i1 %594, i32 0, i32 %595
  %tl_steps8 = select i1 true, i32 %596, i32 15
  br label %for.cond110

for.cond110:                                      ; preds = %for.end115, %for.end109
  %red2 = phi i32 [ 0, %for.end109 ], [ %617, %for.end115 ]
  %597 = icmp slt i32 %red2, %tl_steps8
  br i1 %597, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  %598 = icmp slt i32 %tl_steps8, 15
  br i1 %598, label %if.then117, label %if.else118

for.cond113:                                      ; preds = %for.body114, %for.body111
  %lane2116 = phi i32 [ 0, %for.body111 ], [ %616, %for.body114 ]
  %599 = icmp slt i32 %lane2116, 32
  br i1 %599, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %600 = sext i32 %lane2116 to i64
  %601 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %600
  %lane_acc1 = load float, ptr %601, align 4
  %602 = sext i32 %i3 to i64
  %603 = mul nsw i64 %602, 512
  %604 = add i32 %red2, 1
  %605 = mul i32 %604, 32
  %606 = add i32 %605, %lane2116
  %607 = sext i32 %606 to i64
  %608 = add nsw i64 %603, %607
  %609 = getelementptr inbounds float, ptr %X_f, i64 %608
  %lane_next1 = load float, ptr %609, align 4
  %610 = fcmp une float %lane_next1, %lane_next1
  %611 = fcmp ogt float %lane_acc1, %lane_next1
  %612 = select i1 %611, float %lane_acc1, float %lane_next1
  %613 = select i1 %610, float %lane_acc1, float %612
  %614 = sext i32 %lane2116 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %614
  store float %613, ptr %615, align 4
  %616 = add nsw i32 %lane2116, 1
  br label %for.cond113, !llvm.loop !28

for.end115:                                       ; preds = %for.cond113
  %617 = add nsw i32 %red2, 1
  br label %for.cond110, !llvm.loop !29

if.then117:                                       ; preds = %for.end112
  %618 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %619 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %622 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fcmp ogt float %623, 0xFFF0000000000000
  %625 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %626 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = select i1 %624, float %627, float 0xFFF0000000000000
  %629 = select i1 false, float %620, float %628
  %630 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %629, ptr %630, align 4
  br label %if.end119

if.else118:                                       ; preds = %for.end112
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %if.then117
  %631 = sext i32 %i3 to i64
  %632 = getelementptr inbounds float, ptr %m, i64 %631
  store float 0xFFF0000000000000, ptr %632, align 4
  br label %for.cond120

for.cond120:                                      ; preds = %for.body121, %if.end119
  %lane2123 = phi i32 [ 0, %if.end119 ], [ %643, %for.body121 ]
  %633 = icmp slt i32 %lane2123, 32
  br i1 %633, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %634 = sext i32 %i3 to i64
  %635 = getelementptr inbounds float, ptr %m, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %lane2123 to i64
  %638 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = call float @llvm.maxnum.f32(float %636, float %639)
  %641 = sext i32 %i3 to i64
  %642 = getelementptr inbounds float, ptr %m, i64 %641
  store float %640, ptr %642, align 4
  %643 = add nsw i32 %lane2123, 1
  br label %for.cond120, !llvm.loop !30

for.end122:                                       ; preds = %for.cond120
  %644 = add nsw i32 %i3, 1
  br label %for.cond104, !llvm.loop !31

for.cond124:                                      ; preds = %for.end134, %for.end106
  %i127 = phi i32 [ 0, %for.end106 ], [ %790, %for.end134 ]
  %645 = icmp slt i32 %i127, 4
  br i1 %645, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %646 = sext i32 %N to i64
  %647 = icmp slt i64 %646, 0
  %648 = sext i32 %N to i64
  %649 = icmp sgt i64 %648, 512
  %650 = sext i32 %N to i64
  %651 = select i1 %649, i64 512, i64 %650
  %652 = select i1 %647, i64 0, i64 %651
  %653 = icmp slt i64 %652, 0
  %654 = sext i32 %N to i64
  %655 = icmp slt i64 %654, 0
  %656 = sext i32 %N to i64
  %657 = icmp sgt i64 %656, 512
  %658 = sext i32 %N to i64
  %659 = select i1 %657, i64 512, i64 %658
  %660 = select i1 %655, i64 0, i64 %659
  %661 = select i1 %653, i64 0, i64 %660
  %662 = trunc i64 %661 to i32
  %663 = icmp slt i32 %662, 0
  %664 = sext i32 %N to i64
  %665 = icmp slt i64 %664, 0
  %666 = sext i32 %N to i64
  %667 = icmp sgt i64 %666, 512
  %668 = sext i32 %N to i64
  %669 = select i1 %667, i64 512, i64 %668
  %670 = select i1 %665, i64 0, i64 %669
  %671 = icmp slt i64 %670, 0
  %672 = sext i32 %N to i64
  %673 = icmp slt i64 %672, 0
  %674 = sext i32 %N to i64
  %675 = icmp sgt i64 %674, 512
  %676 = sext i32 %N to i64
  %677 = select i1 %675, i64 512, i64 %676
  %678 = select i1 %673, i64 0, i64 %677
  %679 = select i1 %671, i64 0, i64 %678
  %680 = trunc i64 %679 to i32
  %681 = icmp sgt i32 %680, 512
  %682 = sext i32 %N to i64
  %683 = icmp slt i64 %682, 0
  %684 = sext i32 %N to i64
  %685 = icmp sgt i64 %684, 512
  %686 = sext i32 %N to i64
  %687 = select i1 %685, i64 512, i64 %686
  %688 = select i1 %683, i64 0, i64 %687
  %689 = icmp slt i64 %688, 0
  %690 = sext i32 %N to i64
  %691 = icmp slt i64 %690, 0
  %692 = sext i32 %N to i64
  %693 = icmp sgt i64 %692, 512
  %694 = sext i32 %N to i64
  %695 = select i1 %693, i64 512, i64 %694
  %696 = select i1 %691, i64 0, i64 %695
  %697 = select i1 %689, i64 0, i64 %696
  %698 = trunc i64 %697 to i32
  %699 = select i1 %681, i32 512, i32 %698
  %tl_cols9 = select i1 %663, i32 0, i32 %699
  br label %for.cond128

for.end126:                                       ; preds = %for.cond124
  %700 = sext i32 %N to i64
  %701 = icmp slt i64 %700, 0
  %702 = sext i32 %N to i64
  %703 = icmp sgt i64 %702, 512
  %704 = sext i32 %N to i64
  %705 = select i1 %703, i64 512, i64 %704
  %706 = select i1 %701, i64 0, i64 %705
  %707 = icmp slt i64 %706, 0
  %708 = sext i32 %N to i64
  %709 = icmp slt i64 %708, 0
  %710 = sext i32 %N to i64
  %711 = icmp sgt i64 %710, 512
  %712 = sext i32 %N to i64
  %713 = select i1 %711, i64 512, i64 %712
  %714 = select i1 %709, i64 0, i64 %713
  %715 = select i1 %707, i64 0, i64 %714
  %716 = trunc i64 %715 to i32
  %717 = icmp slt i32 %716, 0
  %718 = sext i32 %N to i64
  %719 = icmp slt i64 %718, 0
  %720 = sext i32 %N to i64
  %721 = icmp sgt i64 %720, 512
  %722 = sext i32 %N to i64
  %723 = select i1 %721, i64 512, i64 %722
  %724 = select i1 %719, i64 0, i64 %723
  %725 = icmp slt i64 %724, 0
  %726 = sext i32 %N to i64
  %727 = icmp slt i64 %726, 0
  %728 = sext i32 %N to i64
  %729 = icmp sgt i64 %728, 512
  %730 = sext i32 %N to i64
  %731 = select i1 %729, i64 512, i64 %730
  %732 = select i1 %727, i64 0, i64 %731
  %733 = select i1 %725, i64 0, i64 %732
  %734 = trunc i64 %733 to i32
  %735 = icmp sgt i32 %734, 512
  %736 = sext i32 %N to i64
  %737 = icmp slt i64 %736, 0
  %738 = sext i32 %N to i64
  %739 = icmp sgt i64 %738, 512
  %740 = sext i32 %N to i64
  %741 = select i1 %739, i64 512, i64 %740
  %742 = select i1 %737, i64 0, i64 %741
  %743 = icmp slt i64 %742, 0
  %744 = sext i32 %N to i64
  %745 = icmp slt i64 %744, 0
  %746 = sext i32 %N to i64
  %747 = icmp sgt i64 %746, 512
  %748 = sext i32 %N to i64
  %749 = select i1 %747, i64 512, i64 %748
  %750 = select i1 %745, i64 0, i64 %749
  %751 = select i1 %743, i64 0, i64 %750
  %752 = trunc i64 %751 to i32
  %753 = select i1 %735, i32 512, i32 %752
  %754 = select i1 %717, i32 0, i32 %753
  %755 = add i32 %754, 31
  %756 = sdiv i32 %755, 32
  %757 = sub i32 0, %755
  %758 = select i1 false, i32 %757, i32 %756
  br label %for.cond135

for.cond128:                                      ; preds = %for.body129, %for.body125
  %j131 = phi i32 [ 0, %for.body125 ], [ %776, %for.body129 ]
  %759 = icmp slt i32 %j131, %tl_cols9
  br i1 %759, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %760 = sext i32 %i127 to i64
  %761 = mul nsw i64 %760, 512
  %762 = sext i32 %j131 to i64
  %763 = add nsw i64 %761, %762
  %764 = getelementptr inbounds float, ptr %X_f, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = sext i32 %i127 to i64
  %767 = getelementptr inbounds float, ptr %m, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = fsub float %765, %768
  %770 = call float @tilec_expf(float %769)
  %771 = sext i32 %i127 to i64
  %772 = mul nsw i64 %771, 512
  %773 = sext i32 %j131 to i64
  %774 = add nsw i64 %772, %773
  %775 = getelementptr inbounds float, ptr %X_f, i64 %774
  store float %770, ptr %775, align 4
  %776 = add nsw i32 %j131, 1
  br label %for.cond128, !llvm.loop !32

for.end130:                                       ; preds = %for.cond128
  %777 = sext i32 %i127 to i64
  %778 = getelementptr inbounds float, ptr %m, i64 %777
  %779 = load float, ptr %778, align 4
  %780 = fsub float 0xFFF0000000000000, %779
  %tl_col11 = call float @tilec_expf(float %780)
  %781 = sub i32 512, %tl_cols9
  br label %for.cond132

for.cond132:                                      ; preds = %for.body133, %for.end130
  %j10 = phi i32 [ 0, %for.end130 ], [ %789, %for.body133 ]
  %782 = icmp slt i32 %j10, %781
  br i1 %782, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %783 = sext i32 %i127 to i64
  %784 = mul nsw i64 %783, 512
  %785 = add i32 %tl_cols9, %j10
  %786 = sext i32 %785 to i64
  %787 = add nsw i64 %784, %786
  %788 = getelementptr inbounds float, ptr %X_f, i64 %787
  store float %tl_col11, ptr %788, align 4
  %789 = add nsw i32 %j10, 1
  br label %for.cond132, !llvm.loop !33

for.end134:                                       ; preds = %for.cond132
  %790 = add nsw i32 %i127, 1
  br label %for.cond124, !llvm.loop !34

for.cond135:                                      ; preds = %for.end153, %for.end126
  %i5 = phi i32 [ 0, %for.end126 ], [ %851, %for.end153 ]
  %791 = icmp slt i32 %i5, 4
  br i1 %791, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  br label %for.cond138

for.end137:                                       ; preds = %for.cond135
  br label %for.cond155

for.cond138:                                      ; preds = %for.body139, %for.body136
  %lane3 = phi i32 [ 0, %for.body136 ], [ %801, %for.body139 ]
  %792 = icmp slt i32 %lane3, 32
  br i1 %792, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %793 = sext i32 %i5 to i64
  %794 = mul nsw i64 %793, 512
  %795 = sext i32 %lane3 to i64
  %796 = add nsw i64 %794, %795
  %797 = getelementptr inbounds float, ptr %X_f, i64 %796
  %798 = load float, ptr %797, align 4
  %799 = sext i32 %lane3 to i64
  %800 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %799
  store float %798, ptr %800, align 4
  %801 = add nsw i32 %lane3, 1
  br label %for.cond138, !llvm.loop !35

for.end140:                                       ; preds = %for.cond138
  %802 = sext i32 %i5 to i64
  %803 = getelementptr inbounds float, ptr %m, i64 %802
  %804 = load float, ptr %803, align 4
  %805 = fsub float 0xFFF0000000000000, %804
  %tl_pad12 = call float @tilec_expf(float %805)
  %806 = fadd float %tl_pad12, %tl_pad12
  %807 = fcmp oeq float %806, %tl_pad12
  %808 = fcmp une float %tl_pad12, %tl_pad12
  %809 = or i1 %807, %808
  %810 = sub i32 %758, 1
  %811 = icmp slt i32 %810, 0
  %812 = sub i32 %758, 1
  %813 = select i1 %811, i32 0, i32 %812
  %tl_steps13 = select i1 %809, i32 %813, i32 15
  br label %for.cond141

for.cond141:                                      ; preds = %for.end146, %for.end140
  %red3 = phi i32 [ 0, %for.end140 ], [ %833, %for.end146 ]
  %814 = icmp slt i32 %red3, %tl_steps13
  br i1 %814, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  br label %for.cond144

for.end143:                                       ; preds = %for.cond141
  %815 = icmp slt i32 %tl_steps13, 15
  br i1 %815, label %if.then148, label %if.else149

for.cond144:                                      ; preds = %for.body145, %for.body142
  %lane3147 = phi i32 [ 0, %for.body142 ], [ %832, %for.body145 ]
  %816 = icmp slt i32 %lane3147, 32
  br i1 %816, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %817 = sext i32 %lane3147 to i64
  %818 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %817
  %819 = load float, ptr %818, align 4
  %820 = sext i32 %i5 to i64
  %821 = mul nsw i64 %820, 512
  %822 = add i32 %red3, 1
  %823 = mul i32 %822, 32
  %824 = add i32 %823, %lane3147
  %825 = sext i32 %824 to i64
  %826 = add nsw i64 %821, %825
  %827 = getelementptr inbounds float, ptr %X_f, i64 %826
  %828 = load float, ptr %827, align 4
  %829 = fadd float %819, %828
  %830 = sext i32 %lane3147 to i64
  %831 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %830
  store float %829, ptr %831, align 4
  %832 = add nsw i32 %lane3147, 1
  br label %for.cond144, !llvm.loop !36

for.end146:                                       ; preds = %for.cond144
  %833 = add nsw i32 %red3, 1
  br label %for.cond141, !llvm.loop !37

if.then148:                                       ; preds = %for.end143
  %834 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %835 = load float, ptr %834, align 4
  %836 = fadd float %835, %tl_pad12
  %837 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %836, ptr %837, align 4
  br label %if.end150

if.else149:                                       ; preds = %for.end143
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %if.then148
  %838 = sext i32 %i5 to i64
  %839 = getelementptr inbounds float, ptr %l, i64 %838
  store float 0.000000e+00, ptr %839, align 4
  br label %for.cond151

for.cond151:                                      ; preds = %for.body152, %if.end150
  %lane3154 = phi i32 [ 0, %if.end150 ], [ %850, %for.body152 ]
  %840 = icmp slt i32 %lane3154, 32
  br i1 %840, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %841 = sext i32 %i5 to i64
  %842 = getelementptr inbounds float, ptr %l, i64 %841
  %843 = load float, ptr %842, align 4
  %844 = sext i32 %lane3154 to i64
  %845 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %844
  %846 = load float, ptr %845, align 4
  %847 = fadd float %843, %846
  %848 = sext i32 %i5 to i64
  %849 = getelementptr inbounds float, ptr %l, i64 %848
  store float %847, ptr %849, align 4
  %850 = add nsw i32 %lane3154, 1
  br label %for.cond151, !llvm.loop !38

for.end153:                                       ; preds = %for.cond151
  %851 = add nsw i32 %i5, 1
  br label %for.cond135, !llvm.loop !39

for.cond155:                                      ; preds = %if.end161, %for.end137
  %i158 = phi i32 [ 0, %for.end137 ], [ %877, %if.end161 ]
  %852 = icmp slt i32 %i158, 4
  br i1 %852, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %853 = sext i32 %N to i64
  %854 = icmp slt i64 %853, 0
  %855 = sext i32 %N to i64
  %856 = icmp sgt i64 %855, 512
  %857 = sext i32 %N to i64
  %858 = select i1 %856, i64 512, i64 %857
  %859 = select i1 %854, i64 0, i64 %858
  %860 = icmp slt i64 %859, 0
  %861 = sext i32 %N to i64
  %862 = icmp slt i64 %861, 0
  %863 = sext i32 %N to i64
  %864 = icmp sgt i64 %863, 512
  %865 = sext i32 %N to i64
  %866 = select i1 %864, i64 512, i64 %865
  %867 = select i1 %862, i64 0, i64 %866
  %868 = select i1 %860, i64 0, i64 %867
  %tl_hi7 = trunc i64 %868 to i32
  %869 = mul i32 %bx, 4
  %870 = add i32 %869, %i158
  %871 = icmp sle i32 0, %870
  %872 = mul i32 %bx, 4
  %873 = add i32 %872, %i158
  %874 = icmp slt i32 %873, %M
  %875 = and i1 %871, %874
  br i1 %875, label %if.then159, label %if.else160

for.end157:                                       ; preds = %for.cond155
  br label %if.end81

if.then159:                                       ; preds = %for.body156
  %876 = sub i32 %tl_hi7, 0
  br label %for.cond162

if.else160:                                       ; preds = %for.body156
  br label %if.end161

if.end161:                                        ; preds = %if.else160, %for.end164
  %877 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !40

for.cond162:                                      ; preds = %for.body163, %if.then159
  %j6 = phi i32 [ 0, %if.then159 ], [ %900, %for.body163 ]
  %878 = icmp slt i32 %j6, %876
  br i1 %878, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %879 = sext i32 %i158 to i64
  %880 = mul nsw i64 %879, 512
  %881 = add i32 0, %j6
  %882 = sext i32 %881 to i64
  %883 = add nsw i64 %880, %882
  %884 = getelementptr inbounds float, ptr %X_f, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = sext i32 %i158 to i64
  %887 = getelementptr inbounds float, ptr %l, i64 %886
  %888 = load float, ptr %887, align 4
  %889 = fdiv float 1.000000e+00, %888
  %890 = fmul float %885, %889
  %891 = mul i32 %bx, 4
  %892 = add i32 %891, %i158
  %893 = sext i32 %892 to i64
  %894 = sext i32 %N to i64
  %895 = mul nsw i64 %893, %894
  %896 = add i32 0, %j6
  %897 = sext i32 %896 to i64
  %898 = add nsw i64 %895, %897
  %899 = getelementptr inbounds float, ptr %Y, i64 %898
  store float %890, ptr %899, align 4
  %900 = add nsw i32 %j6, 1
  br label %for.cond162, !llvm.loop !41

for.end164:                                       ; preds = %for.cond162
  br label %if.end161

if.then165:                                       ; preds = %if.else80
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %901 = sext i32 %N to i64
  %902 = icmp slt i64 %901, 0
  %903 = sext i32 %N to i64
  %904 = icmp sgt i64 %903, 4096
  %905 = sext i32 %N to i64
  %906 = select i1 %904, i64 4096, i64 %905
  %907 = select i1 %902, i64 0, i64 %906
  %908 = icmp slt i64 %907, 0
  %909 = sext i32 %N to i64
  %910 = icmp slt i64 %909, 0
  %911 = sext i32 %N to i64
  %912 = icmp sgt i64 %911, 4096
  %913 = sext i32 %N to i64
  %914 = select i1 %912, i64 4096, i64 %913
  %915 = select i1 %910, i64 0, i64 %914
  %916 = select i1 %908, i64 0, i64 %915
  %917 = trunc i64 %916 to i32
  %918 = icmp slt i32 %917, 0
  %919 = sext i32 %N to i64
  %920 = icmp slt i64 %919, 0
  %921 = sext i32 %N to i64
  %922 = icmp sgt i64 %921, 4096
  %923 = sext i32 %N to i64
  %924 = select i1 %922, i64 4096, i64 %923
  %925 = select i1 %920, i64 0, i64 %924
  %926 = icmp slt i64 %925, 0
  %927 = sext i32 %N to i64
  %928 = icmp slt i64 %927, 0
  %929 = sext i32 %N to i64
  %930 = icmp sgt i64 %929, 4096
  %931 = sext i32 %N to i64
  %932 = select i1 %930, i64 4096, i64 %931
  %933 = select i1 %928, i64 0, i64 %932
  %934 = select i1 %926, i64 0, i64 %933
  %935 = trunc i64 %934 to i32
  %936 = icmp sgt i32 %935, 4096
  %937 = sext i32 %N to i64
  %938 = icmp slt i64 %937, 0
  %939 = sext i32 %N to i64
  %940 = icmp sgt i64 %939, 4096
  %941 = sext i32 %N to i64
  %942 = select i1 %940, i64 4096, i64 %941
  %943 = select i1 %938, i64 0, i64 %942
  %944 = icmp slt i64 %943, 0
  %945 = sext i32 %N to i64
  %946 = icmp slt i64 %945, 0
  %947 = sext i32 %N to i64
  %948 = icmp sgt i64 %947, 4096
  %949 = sext i32 %N to i64
  %950 = select i1 %948, i64 4096, i64 %949
  %951 = select i1 %946, i64 0, i64 %950
  %952 = select i1 %944, i64 0, i64 %951
  %953 = trunc i64 %952 to i32
  %954 = select i1 %936, i32 4096, i32 %953
  %955 = select i1 %918, i32 0, i32 %954
  %956 = add i32 %955, 31
  %957 = sdiv i32 %956, 32
  %958 = sub i32 0, %956
  %959 = select i1 false, i32 %958, i32 %957
  br label %for.cond168

if.else166:                                       ; preds = %if.else80
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond283

if.end167:                                        ; preds = %for.end391, %for.end279
  br label %if.end81

for.cond168:                                      ; preds = %for.end269, %if.then165
  %r = phi i32 [ 0, %if.then165 ], [ %1532, %for.end269 ]
  %960 = icmp slt i32 %r, 4
  br i1 %960, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  br label %for.cond171

for.end170:                                       ; preds = %for.cond168
  br label %for.cond277

for.cond171:                                      ; preds = %if.end181, %for.body169
  %i174 = phi i32 [ 0, %for.body169 ], [ %998, %if.end181 ]
  %961 = icmp slt i32 %i174, 1
  br i1 %961, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
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
  %tl_hi9 = trunc i64 %977 to i32
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %for.cond189

for.cond175:                                      ; preds = %for.body176, %for.body172
  %j178 = phi i32 [ 0, %for.body172 ], [ %986, %for.body176 ]
  %978 = icmp slt i32 %j178, 0
  br i1 %978, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %979 = icmp slt i32 %j178, %N
  %980 = select i1 %979, float 0.000000e+00, float 0xFFF0000000000000
  %981 = sext i32 %i174 to i64
  %982 = mul nsw i64 %981, 4096
  %983 = sext i32 %j178 to i64
  %984 = add nsw i64 %982, %983
  %985 = getelementptr inbounds float, ptr %X_r, i64 %984
  store float %980, ptr %985, align 4
  %986 = add nsw i32 %j178, 1
  br label %for.cond175, !llvm.loop !42

for.end177:                                       ; preds = %for.cond175
  %987 = mul i32 %bx, 4
  %988 = add i32 %987, %r
  %989 = add i32 %988, %i174
  %990 = icmp sle i32 0, %989
  %991 = mul i32 %bx, 4
  %992 = add i32 %991, %r
  %993 = add i32 %992, %i174
  %994 = icmp slt i32 %993, %M
  %995 = and i1 %990, %994
  br i1 %995, label %if.then179, label %if.else180

if.then179:                                       ; preds = %for.end177
  %996 = sub i32 %tl_hi9, 0
  br label %for.cond182

if.else180:                                       ; preds = %for.end177
  %997 = sub i32 %tl_hi9, 0
  br label %for.cond185

if.end181:                                        ; preds = %for.end187, %for.end184
  %998 = add nsw i32 %i174, 1
  br label %for.cond171, !llvm.loop !43

for.cond182:                                      ; preds = %for.body183, %if.then179
  %j7 = phi i32 [ 0, %if.then179 ], [ %1017, %for.body183 ]
  %999 = icmp slt i32 %j7, %996
  br i1 %999, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %1000 = mul i32 %bx, 4
  %1001 = add i32 %1000, %r
  %1002 = add i32 %1001, %i174
  %1003 = sext i32 %1002 to i64
  %1004 = sext i32 %N to i64
  %1005 = mul nsw i64 %1003, %1004
  %1006 = add i32 0, %j7
  %1007 = sext i32 %1006 to i64
  %1008 = add nsw i64 %1005, %1007
  %1009 = getelementptr inbounds float, ptr %X, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = sext i32 %i174 to i64
  %1012 = mul nsw i64 %1011, 4096
  %1013 = add i32 0, %j7
  %1014 = sext i32 %1013 to i64
  %1015 = add nsw i64 %1012, %1014
  %1016 = getelementptr inbounds float, ptr %X_r, i64 %1015
  store float %1010, ptr %1016, align 4
  %1017 = add nsw i32 %j7, 1
  br label %for.cond182, !llvm.loop !44

for.end184:                                       ; preds = %for.cond182
  br label %if.end181

for.cond185:                                      ; preds = %for.body186, %if.else180
  %j7188 = phi i32 [ 0, %if.else180 ], [ %1025, %for.body186 ]
  %1018 = icmp slt i32 %j7188, %997
  br i1 %1018, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %1019 = sext i32 %i174 to i64
  %1020 = mul nsw i64 %1019, 4096
  %1021 = add i32 0, %j7188
  %1022 = sext i32 %1021 to i64
  %1023 = add nsw i64 %1020, %1022
  %1024 = getelementptr inbounds float, ptr %X_r, i64 %1023
  store float 0.000000e+00, ptr %1024, align 4
  %1025 = add nsw i32 %j7188, 1
  br label %for.cond185, !llvm.loop !45

for.end187:                                       ; preds = %for.cond185
  br label %if.end181

for.cond189:                                      ; preds = %for.end222, %for.end173
  %i6 = phi i32 [ 0, %for.end173 ], [ %1227, %for.end222 ]
  %1026 = icmp slt i32 %i6, 1
  br i1 %1026, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  br label %for.cond192

for.end191:                                       ; preds = %for.cond189
  br label %for.cond224

for.cond192:                                      ; preds = %for.end197, %for.body190
  %tl_r14 = phi i32 [ 0, %for.body190 ], [ %1100, %for.end197 ]
  %1027 = icmp slt i32 %tl_r14, 1
  br i1 %1027, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %1028 = sext i32 %N to i64
  %1029 = icmp slt i64 %1028, 0
  %1030 = sext i32 %N to i64
  %1031 = icmp sgt i64 %1030, 4096
  %1032 = sext i32 %N to i64
  %1033 = select i1 %1031, i64 4096, i64 %1032
  %1034 = select i1 %1029, i64 0, i64 %1033
  %1035 = icmp slt i64 %1034, 0
  %1036 = sext i32 %N to i64
  %1037 = icmp slt i64 %1036, 0
  %1038 = sext i32 %N to i64
  %1039 = icmp sgt i64 %1038, 4096
  %1040 = sext i32 %N to i64
  %1041 = select i1 %1039, i64 4096, i64 %1040
  %1042 = select i1 %1037, i64 0, i64 %1041
  %1043 = select i1 %1035, i64 0, i64 %1042
  %1044 = trunc i64 %1043 to i32
  %1045 = icmp slt i32 %1044, 0
  %1046 = sext i32 %N to i64
  %1047 = icmp slt i64 %1046, 0
  %1048 = sext i32 %N to i64
  %1049 = icmp sgt i64 %1048, 4096
  %1050 = sext i32 %N to i64
  %1051 = select i1 %1049, i64 4096, i64 %1050
  %1052 = select i1 %1047, i64 0, i64 %1051
  %1053 = icmp slt i64 %1052, 0
  %1054 = sext i32 %N to i64
  %1055 = icmp slt i64 %1054, 0
  %1056 = sext i32 %N to i64
  %1057 = icmp sgt i64 %1056, 4096
  %1058 = sext i32 %N to i64
  %1059 = select i1 %1057, i64 4096, i64 %1058
  %1060 = select i1 %1055, i64 0, i64 %1059
  %1061 = select i1 %1053, i64 0, i64 %1060
  %1062 = trunc i64 %1061 to i32
  %1063 = icmp sgt i32 %1062, 4096
  %1064 = sext i32 %N to i64
  %1065 = icmp slt i64 %1064, 0
  %1066 = sext i32 %N to i64
  %1067 = icmp sgt i64 %1066, 4096
  %1068 = sext i32 %N to i64
  %1069 = select i1 %1067, i64 4096, i64 %1068
  %1070 = select i1 %1065, i64 0, i64 %1069
  %1071 = icmp slt i64 %1070, 0
  %1072 = sext i32 %N to i64
  %1073 = icmp slt i64 %1072, 0
  %1074 = sext i32 %N to i64
  %1075 = icmp sgt i64 %1074, 4096
  %1076 = sext i32 %N to i64
  %1077 = select i1 %1075, i64 4096, i64 %1076
  %1078 = select i1 %1073, i64 0, i64 %1077
  %1079 = select i1 %1071, i64 0, i64 %1078
  %1080 = trunc i64 %1079 to i32
  %1081 = select i1 %1063, i32 4096, i32 %1080
  %tl_pad_from15 = select i1 %1045, i32 0, i32 %1081
  %1082 = mul i32 %959, 32
  %1083 = icmp slt i32 %1082, 32
  %1084 = mul i32 %959, 32
  %1085 = select i1 %1083, i32 32, i32 %1084
  %1086 = icmp slt i32 %1085, 4096
  %1087 = mul i32 %959, 32
  %1088 = icmp slt i32 %1087, 32
  %1089 = mul i32 %959, 32
  %1090 = select i1 %1088, i32 32, i32 %1089
  %1091 = select i1 %1086, i32 %1090, i32 4096
  %tl_pad_n17 = sub i32 %1091, %tl_pad_from15
  br label %for.cond195

for.end194:                                       ; preds = %for.cond192
  br label %for.cond198

for.cond195:                                      ; preds = %for.body196, %for.body193
  %tl_pad_k18 = phi i32 [ 0, %for.body193 ], [ %1099, %for.body196 ]
  %1092 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1092, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %1093 = sext i32 %tl_r14 to i64
  %1094 = mul nsw i64 %1093, 4096
  %1095 = add i32 %tl_pad_from15, %tl_pad_k18
  %1096 = sext i32 %1095 to i64
  %1097 = add nsw i64 %1094, %1096
  %1098 = getelementptr inbounds float, ptr %X_r, i64 %1097
  store float 0xFFF0000000000000, ptr %1098, align 4
  %1099 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond195, !llvm.loop !46

for.end197:                                       ; preds = %for.cond195
  %1100 = add nsw i32 %tl_r14, 1
  br label %for.cond192, !llvm.loop !47

for.cond198:                                      ; preds = %for.body199, %for.end194
  %lane4 = phi i32 [ 0, %for.end194 ], [ %1110, %for.body199 ]
  %1101 = icmp slt i32 %lane4, 32
  br i1 %1101, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %1102 = sext i32 %i6 to i64
  %1103 = mul nsw i64 %1102, 4096
  %1104 = sext i32 %lane4 to i64
  %1105 = add nsw i64 %1103, %1104
  %1106 = getelementptr inbounds float, ptr %X_r, i64 %1105
  %1107 = load float, ptr %1106, align 4
  %1108 = sext i32 %lane4 to i64
  %1109 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1108
  store float %1107, ptr %1109, align 4
  %1110 = add nsw i32 %lane4, 1
  br label %for.cond198, !llvm.loop !48

for.end200:                                       ; preds = %for.cond198
  %1111 = sub i32 %959, 1
  %1112 = icmp slt i32 %1111, 0
  %1113 = sub i32 %959, 1
  %1114 = select i1 %1112, i32 0, i32 %1113
  %tl_steps20 = select i1 true, i32 %1114, i32 127
  %1115 = icmp eq i32 %tl_steps20, 127
  br i1 %1115, label %if.then201, label %if.else202

if.then201:                                       ; preds = %for.end200
  br label %for.cond204

if.else202:                                       ; preds = %for.end200
  br label %if.end203

if.end203:                                        ; preds = %if.else202, %for.end206
  br label %for.cond210

for.cond204:                                      ; preds = %for.end209, %if.then201
  %tl_r21 = phi i32 [ 0, %if.then201 ], [ %1179, %for.end209 ]
  %1116 = icmp slt i32 %tl_r21, 1
  br i1 %1116, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %1117 = sext i32 %N to i64
  %1118 = icmp slt i64 %1117, 0
  %1119 = sext i32 %N to i64
  %1120 = icmp sgt i64 %1119, 4096
  %1121 = sext i32 %N to i64
  %1122 = select i1 %1120, i64 4096, i64 %1121
  %1123 = select i1 %1118, i64 0, i64 %1122
  %1124 = icmp slt i64 %1123, 0
  %1125 = sext i32 %N to i64
  %1126 = icmp slt i64 %1125, 0
  %1127 = sext i32 %N to i64
  %1128 = icmp sgt i64 %1127, 4096
  %1129 = sext i32 %N to i64
  %1130 = select i1 %1128, i64 4096, i64 %1129
  %1131 = select i1 %1126, i64 0, i64 %1130
  %1132 = select i1 %1124, i64 0, i64 %1131
  %1133 = trunc i64 %1132 to i32
  %1134 = icmp slt i32 %1133, 0
  %1135 = sext i32 %N to i64
  %1136 = icmp slt i64 %1135, 0
  %1137 = sext i32 %N to i64
  %1138 = icmp sgt i64 %1137, 4096
  %1139 = sext i32 %N to i64
  %1140 = select i1 %1138, i64 4096, i64 %1139
  %1141 = select i1 %1136, i64 0, i64 %1140
  %1142 = icmp slt i64 %1141, 0
  %1143 = sext i32 %N to i64
  %1144 = icmp slt i64 %1143, 0
  %1145 = sext i32 %N to i64
  %1146 = icmp sgt i64 %1145, 4096
  %1147 = sext i32 %N to i64
  %1148 = select i1 %1146, i64 4096, i64 %1147
  %1149 = select i1 %1144, i64 0, i64 %1148
  %1150 = select i1 %1142, i64 0, i64 %1149
  %1151 = trunc i64 %1150 to i32
  %1152 = icmp sgt i32 %1151, 4096
  %1153 = sext i32 %N to i64
  %1154 = icmp slt i64 %1153, 0
  %1155 = sext i32 %N to i64
  %1156 = icmp sgt i64 %1155, 4096
  %1157 = sext i32 %N to i64
  %1158 = select i1 %1156, i64 4096, i64 %1157
  %1159 = select i1 %1154, i64 0, i64 %1158
  %1160 = icmp slt i64 %1159, 0
  %1161 = sext i32 %N to i64
  %1162 = icmp slt i64 %1161, 0
  %1163 = sext i32 %N to i64
  %1164 = icmp sgt i64 %1163, 4096
  %1165 = sext i32 %N to i64
  %1166 = select i1 %1164, i64 4096, i64 %1165
  %1167 = select i1 %1162, i64 0, i64 %1166
  %1168 = select i1 %1160, i64 0, i64 %1167
  %1169 = trunc i64 %1168 to i32
  %1170 = select i1 %1152, i32 4096, i32 %1169
  %tl_pad_from22 = select i1 %1134, i32 0, i32 %1170
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond207

for.end206:                                       ; preds = %for.cond204
  br label %if.end203

for.cond207:                                      ; preds = %for.body208, %for.body205
  %tl_pad_k25 = phi i32 [ 0, %for.body205 ], [ %1178, %for.body208 ]
  %1171 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1171, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %1172 = sext i32 %tl_r21 to i64
  %1173 = mul nsw i64 %1172, 4096
  %1174 = add i32 %tl_pad_from22, %tl_pad_k25
  %1175 = sext i32 %1174 to i64
  %1176 = add nsw i64 %1173, %1175
  %1177 = getelementptr inbounds float, ptr %X_r, i64 %1176
  store float 0xFFF0000000000000, ptr %1177, align 4
  %1178 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond207, !llvm.loop !49

for.end209:                                       ; preds = %for.cond207
  %1179 = add nsw i32 %tl_r21, 1
  br label %for.cond204, !llvm.loop !50

for.cond210:                                      ; preds = %for.end215, %if.end203
  %red4 = phi i32 [ 0, %if.end203 ], [ %1200, %for.end215 ]
  %1180 = icmp slt i32 %red4, %tl_steps20
  br i1 %1180, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  br label %for.cond213

for.end212:                                       ; preds = %for.cond210
  %1181 = icmp slt i32 %tl_steps20, 127
  br i1 %1181, label %if.then217, label %if.else218

for.cond213:                                      ; preds = %for.body214, %for.body211
  %lane4216 = phi i32 [ 0, %for.body211 ], [ %1199, %for.body214 ]
  %1182 = icmp slt i32 %lane4216, 32
  br i1 %1182, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %1183 = sext i32 %lane4216 to i64
  %1184 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1183
  %lane_acc2 = load float, ptr %1184, align 4
  %1185 = sext i32 %i6 to i64
  %1186 = mul nsw i64 %1185, 4096
  %1187 = add i32 %red4, 1
  %1188 = mul i32 %1187, 32
  %1189 = add i32 %1188, %lane4216
  %1190 = sext i32 %1189 to i64
  %1191 = add nsw i64 %1186, %1190
  %1192 = getelementptr inbounds float, ptr %X_r, i64 %1191
  %lane_next2 = load float, ptr %1192, align 4
  %1193 = fcmp une float %lane_next2, %lane_next2
  %1194 = fcmp ogt float %lane_acc2, %lane_next2
  %1195 = select i1 %1194, float %lane_acc2, float %lane_next2
  %1196 = select i1 %1193, float %lane_acc2, float %1195
  %1197 = sext i32 %lane4216 to i64
  %1198 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1197
  store float %1196, ptr %1198, align 4
  %1199 = add nsw i32 %lane4216, 1
  br label %for.cond213, !llvm.loop !51

for.end215:                                       ; preds = %for.cond213
  %1200 = add nsw i32 %red4, 1
  br label %for.cond210, !llvm.loop !52

if.then217:                                       ; preds = %for.end212
  %1201 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1202 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1201
  %1203 = load float, ptr %1202, align 4
  %1204 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1205 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1204
  %1206 = load float, ptr %1205, align 4
  %1207 = fcmp ogt float %1206, 0xFFF0000000000000
  %1208 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1209 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1208
  %1210 = load float, ptr %1209, align 4
  %1211 = select i1 %1207, float %1210, float 0xFFF0000000000000
  %1212 = select i1 false, float %1203, float %1211
  %1213 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1212, ptr %1213, align 4
  br label %if.end219

if.else218:                                       ; preds = %for.end212
  br label %if.end219

if.end219:                                        ; preds = %if.else218, %if.then217
  %1214 = sext i32 %i6 to i64
  %1215 = getelementptr inbounds float, ptr %m_r, i64 %1214
  store float 0xFFF0000000000000, ptr %1215, align 4
  br label %for.cond220

for.cond220:                                      ; preds = %for.body221, %if.end219
  %lane4223 = phi i32 [ 0, %if.end219 ], [ %1226, %for.body221 ]
  %1216 = icmp slt i32 %lane4223, 32
  br i1 %1216, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1217 = sext i32 %i6 to i64
  %1218 = getelementptr inbounds float, ptr %m_r, i64 %1217
  %1219 = load float, ptr %1218, align 4
  %1220 = sext i32 %lane4223 to i64
  %1221 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1220
  %1222 = load float, ptr %1221, align 4
  %1223 = call float @llvm.maxnum.f32(float %1219, float %1222)
  %1224 = sext i32 %i6 to i64
  %1225 = getelementptr inbounds float, ptr %m_r, i64 %1224
  store float %1223, ptr %1225, align 4
  %1226 = add nsw i32 %lane4223, 1
  br label %for.cond220, !llvm.loop !53

for.end222:                                       ; preds = %for.cond220
  %1227 = add nsw i32 %i6, 1
  br label %for.cond189, !llvm.loop !54

for.cond224:                                      ; preds = %for.end230, %for.end191
  %i227 = phi i32 [ 0, %for.end191 ], [ %1300, %for.end230 ]
  %1228 = icmp slt i32 %i227, 1
  br i1 %1228, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  %1229 = sext i32 %N to i64
  %1230 = icmp slt i64 %1229, 0
  %1231 = sext i32 %N to i64
  %1232 = icmp sgt i64 %1231, 4096
  %1233 = sext i32 %N to i64
  %1234 = select i1 %1232, i64 4096, i64 %1233
  %1235 = select i1 %1230, i64 0, i64 %1234
  %1236 = icmp slt i64 %1235, 0
  %1237 = sext i32 %N to i64
  %1238 = icmp slt i64 %1237, 0
  %1239 = sext i32 %N to i64
  %1240 = icmp sgt i64 %1239, 4096
  %1241 = sext i32 %N to i64
  %1242 = select i1 %1240, i64 4096, i64 %1241
  %1243 = select i1 %1238, i64 0, i64 %1242
  %1244 = select i1 %1236, i64 0, i64 %1243
  %1245 = trunc i64 %1244 to i32
  %1246 = icmp slt i32 %1245, 0
  %1247 = sext i32 %N to i64
  %1248 = icmp slt i64 %1247, 0
  %1249 = sext i32 %N to i64
  %1250 = icmp sgt i64 %1249, 4096
  %1251 = sext i32 %N to i64
  %1252 = select i1 %1250, i64 4096, i64 %1251
  %1253 = select i1 %1248, i64 0, i64 %1252
  %1254 = icmp slt i64 %1253, 0
  %1255 = sext i32 %N to i64
  %1256 = icmp slt i64 %1255, 0
  %1257 = sext i32 %N to i64
  %1258 = icmp sgt i64 %1257, 4096
  %1259 = sext i32 %N to i64
  %1260 = select i1 %1258, i64 4096, i64 %1259
  %1261 = select i1 %1256, i64 0, i64 %1260
  %1262 = select i1 %1254, i64 0, i64 %1261
  %1263 = trunc i64 %1262 to i32
  %1264 = icmp sgt i32 %1263, 4096
  %1265 = sext i32 %N to i64
  %1266 = icmp slt i64 %1265, 0
  %1267 = sext i32 %N to i64
  %1268 = icmp sgt i64 %1267, 4096
  %1269 = sext i32 %N to i64
  %1270 = select i1 %1268, i64 4096, i64 %1269
  %1271 = select i1 %1266, i64 0, i64 %1270
  %1272 = icmp slt i64 %1271, 0
  %1273 = sext i32 %N to i64
  %1274 = icmp slt i64 %1273, 0
  %1275 = sext i32 %N to i64
  %1276 = icmp sgt i64 %1275, 4096
  %1277 = sext i32 %N to i64
  %1278 = select i1 %1276, i64 4096, i64 %1277
  %1279 = select i1 %1274, i64 0, i64 %1278
  %1280 = select i1 %1272, i64 0, i64 %1279
  %1281 = trunc i64 %1280 to i32
  %1282 = select i1 %1264, i32 4096, i32 %1281
  %tl_cols26 = select i1 %1246, i32 0, i32 %1282
  br label %for.cond228

for.end226:                                       ; preds = %for.cond224
  br label %for.cond232

for.cond228:                                      ; preds = %for.body229, %for.body225
  %j231 = phi i32 [ 0, %for.body225 ], [ %1299, %for.body229 ]
  %1283 = icmp slt i32 %j231, %tl_cols26
  br i1 %1283, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %1284 = sext i32 %i227 to i64
  %1285 = mul nsw i64 %1284, 4096
  %1286 = sext i32 %j231 to i64
  %1287 = add nsw i64 %1285, %1286
  %1288 = getelementptr inbounds float, ptr %X_r, i64 %1287
  %1289 = load float, ptr %1288, align 4
  %1290 = getelementptr inbounds float, ptr %m_r, i64 0
  %1291 = load float, ptr %1290, align 4
  %1292 = fsub float %1289, %1291
  %1293 = call float @tilec_expf(float %1292)
  %1294 = sext i32 %i227 to i64
  %1295 = mul nsw i64 %1294, 4096
  %1296 = sext i32 %j231 to i64
  %1297 = add nsw i64 %1295, %1296
  %1298 = getelementptr inbounds float, ptr %X_r, i64 %1297
  store float %1293, ptr %1298, align 4
  %1299 = add nsw i32 %j231, 1
  br label %for.cond228, !llvm.loop !55

for.end230:                                       ; preds = %for.cond228
  %1300 = add nsw i32 %i227, 1
  br label %for.cond224, !llvm.loop !56

for.cond232:                                      ; preds = %for.end265, %for.end226
  %i7 = phi i32 [ 0, %for.end226 ], [ %1505, %for.end265 ]
  %1301 = icmp slt i32 %i7, 1
  br i1 %1301, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  br label %for.cond235

for.end234:                                       ; preds = %for.cond232
  br label %for.cond267

for.cond235:                                      ; preds = %for.end240, %for.body233
  %tl_r28 = phi i32 [ 0, %for.body233 ], [ %1378, %for.end240 ]
  %1302 = icmp slt i32 %tl_r28, 1
  br i1 %1302, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %1303 = sext i32 %N to i64
  %1304 = icmp slt i64 %1303, 0
  %1305 = sext i32 %N to i64
  %1306 = icmp sgt i64 %1305, 4096
  %1307 = sext i32 %N to i64
  %1308 = select i1 %1306, i64 4096, i64 %1307
  %1309 = select i1 %1304, i64 0, i64 %1308
  %1310 = icmp slt i64 %1309, 0
  %1311 = sext i32 %N to i64
  %1312 = icmp slt i64 %1311, 0
  %1313 = sext i32 %N to i64
  %1314 = icmp sgt i64 %1313, 4096
  %1315 = sext i32 %N to i64
  %1316 = select i1 %1314, i64 4096, i64 %1315
  %1317 = select i1 %1312, i64 0, i64 %1316
  %1318 = select i1 %1310, i64 0, i64 %1317
  %1319 = trunc i64 %1318 to i32
  %1320 = icmp slt i32 %1319, 0
  %1321 = sext i32 %N to i64
  %1322 = icmp slt i64 %1321, 0
  %1323 = sext i32 %N to i64
  %1324 = icmp sgt i64 %1323, 4096
  %1325 = sext i32 %N to i64
  %1326 = select i1 %1324, i64 4096, i64 %1325
  %1327 = select i1 %1322, i64 0, i64 %1326
  %1328 = icmp slt i64 %1327, 0
  %1329 = sext i32 %N to i64
  %1330 = icmp slt i64 %1329, 0
  %1331 = sext i32 %N to i64
  %1332 = icmp sgt i64 %1331, 4096
  %1333 = sext i32 %N to i64
  %1334 = select i1 %1332, i64 4096, i64 %1333
  %1335 = select i1 %1330, i64 0, i64 %1334
  %1336 = select i1 %1328, i64 0, i64 %1335
  %1337 = trunc i64 %1336 to i32
  %1338 = icmp sgt i32 %1337, 4096
  %1339 = sext i32 %N to i64
  %1340 = icmp slt i64 %1339, 0
  %1341 = sext i32 %N to i64
  %1342 = icmp sgt i64 %1341, 4096
  %1343 = sext i32 %N to i64
  %1344 = select i1 %1342, i64 4096, i64 %1343
  %1345 = select i1 %1340, i64 0, i64 %1344
  %1346 = icmp slt i64 %1345, 0
  %1347 = sext i32 %N to i64
  %1348 = icmp slt i64 %1347, 0
  %1349 = sext i32 %N to i64
  %1350 = icmp sgt i64 %1349, 4096
  %1351 = sext i32 %N to i64
  %1352 = select i1 %1350, i64 4096, i64 %1351
  %1353 = select i1 %1348, i64 0, i64 %1352
  %1354 = select i1 %1346, i64 0, i64 %1353
  %1355 = trunc i64 %1354 to i32
  %1356 = select i1 %1338, i32 4096, i32 %1355
  %tl_pad_from29 = select i1 %1320, i32 0, i32 %1356
  %1357 = getelementptr inbounds float, ptr %m_r, i64 0
  %1358 = load float, ptr %1357, align 4
  %1359 = fsub float 0xFFF0000000000000, %1358
  %tl_pad_v30 = call float @tilec_expf(float %1359)
  %1360 = mul i32 %959, 32
  %1361 = icmp slt i32 %1360, 32
  %1362 = mul i32 %959, 32
  %1363 = select i1 %1361, i32 32, i32 %1362
  %1364 = icmp slt i32 %1363, 4096
  %1365 = mul i32 %959, 32
  %1366 = icmp slt i32 %1365, 32
  %1367 = mul i32 %959, 32
  %1368 = select i1 %1366, i32 32, i32 %1367
  %1369 = select i1 %1364, i32 %1368, i32 4096
  %tl_pad_n31 = sub i32 %1369, %tl_pad_from29
  br label %for.cond238

for.end237:                                       ; preds = %for.cond235
  br label %for.cond241

for.cond238:                                      ; preds = %for.body239, %for.body236
  %tl_pad_k32 = phi i32 [ 0, %for.body236 ], [ %1377, %for.body239 ]
  %1370 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1370, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %1371 = sext i32 %tl_r28 to i64
  %1372 = mul nsw i64 %1371, 4096
  %1373 = add i32 %tl_pad_from29, %tl_pad_k32
  %1374 = sext i32 %1373 to i64
  %1375 = add nsw i64 %1372, %1374
  %1376 = getelementptr inbounds float, ptr %X_r, i64 %1375
  store float %tl_pad_v30, ptr %1376, align 4
  %1377 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond238, !llvm.loop !57

for.end240:                                       ; preds = %for.cond238
  %1378 = add nsw i32 %tl_r28, 1
  br label %for.cond235, !llvm.loop !58

for.cond241:                                      ; preds = %for.body242, %for.end237
  %lane5 = phi i32 [ 0, %for.end237 ], [ %1388, %for.body242 ]
  %1379 = icmp slt i32 %lane5, 32
  br i1 %1379, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %1380 = sext i32 %i7 to i64
  %1381 = mul nsw i64 %1380, 4096
  %1382 = sext i32 %lane5 to i64
  %1383 = add nsw i64 %1381, %1382
  %1384 = getelementptr inbounds float, ptr %X_r, i64 %1383
  %1385 = load float, ptr %1384, align 4
  %1386 = sext i32 %lane5 to i64
  %1387 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1386
  store float %1385, ptr %1387, align 4
  %1388 = add nsw i32 %lane5, 1
  br label %for.cond241, !llvm.loop !59

for.end243:                                       ; preds = %for.cond241
  %1389 = getelementptr inbounds float, ptr %m_r, i64 0
  %1390 = load float, ptr %1389, align 4
  %1391 = fsub float 0xFFF0000000000000, %1390
  %tl_pad33 = call float @tilec_expf(float %1391)
  %1392 = fadd float %tl_pad33, %tl_pad33
  %1393 = fcmp oeq float %1392, %tl_pad33
  %1394 = fcmp une float %tl_pad33, %tl_pad33
  %1395 = or i1 %1393, %1394
  %1396 = sub i32 %959, 1
  %1397 = icmp slt i32 %1396, 0
  %1398 = sub i32 %959, 1
  %1399 = select i1 %1397, i32 0, i32 %1398
  %tl_steps34 = select i1 %1395, i32 %1399, i32 127
  %1400 = icmp eq i32 %tl_steps34, 127
  br i1 %1400, label %if.then244, label %if.else245

if.then244:                                       ; preds = %for.end243
  br label %for.cond247

if.else245:                                       ; preds = %for.end243
  br label %if.end246

if.end246:                                        ; preds = %if.else245, %for.end249
  br label %for.cond253

for.cond247:                                      ; preds = %for.end252, %if.then244
  %tl_r35 = phi i32 [ 0, %if.then244 ], [ %1467, %for.end252 ]
  %1401 = icmp slt i32 %tl_r35, 1
  br i1 %1401, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %1402 = sext i32 %N to i64
  %1403 = icmp slt i64 %1402, 0
  %1404 = sext i32 %N to i64
  %1405 = icmp sgt i64 %1404, 4096
  %1406 = sext i32 %N to i64
  %1407 = select i1 %1405, i64 4096, i64 %1406
  %1408 = select i1 %1403, i64 0, i64 %1407
  %1409 = icmp slt i64 %1408, 0
  %1410 = sext i32 %N to i64
  %1411 = icmp slt i64 %1410, 0
  %1412 = sext i32 %N to i64
  %1413 = icmp sgt i64 %1412, 4096
  %1414 = sext i32 %N to i64
  %1415 = select i1 %1413, i64 4096, i64 %1414
  %1416 = select i1 %1411, i64 0, i64 %1415
  %1417 = select i1 %1409, i64 0, i64 %1416
  %1418 = trunc i64 %1417 to i32
  %1419 = icmp slt i32 %1418, 0
  %1420 = sext i32 %N to i64
  %1421 = icmp slt i64 %1420, 0
  %1422 = sext i32 %N to i64
  %1423 = icmp sgt i64 %1422, 4096
  %1424 = sext i32 %N to i64
  %1425 = select i1 %1423, i64 4096, i64 %1424
  %1426 = select i1 %1421, i64 0, i64 %1425
  %1427 = icmp slt i64 %1426, 0
  %1428 = sext i32 %N to i64
  %1429 = icmp slt i64 %1428, 0
  %1430 = sext i32 %N to i64
  %1431 = icmp sgt i64 %1430, 4096
  %1432 = sext i32 %N to i64
  %1433 = select i1 %1431, i64 4096, i64 %1432
  %1434 = select i1 %1429, i64 0, i64 %1433
  %1435 = select i1 %1427, i64 0, i64 %1434
  %1436 = trunc i64 %1435 to i32
  %1437 = icmp sgt i32 %1436, 4096
  %1438 = sext i32 %N to i64
  %1439 = icmp slt i64 %1438, 0
  %1440 = sext i32 %N to i64
  %1441 = icmp sgt i64 %1440, 4096
  %1442 = sext i32 %N to i64
  %1443 = select i1 %1441, i64 4096, i64 %1442
  %1444 = select i1 %1439, i64 0, i64 %1443
  %1445 = icmp slt i64 %1444, 0
  %1446 = sext i32 %N to i64
  %1447 = icmp slt i64 %1446, 0
  %1448 = sext i32 %N to i64
  %1449 = icmp sgt i64 %1448, 4096
  %1450 = sext i32 %N to i64
  %1451 = select i1 %1449, i64 4096, i64 %1450
  %1452 = select i1 %1447, i64 0, i64 %1451
  %1453 = select i1 %1445, i64 0, i64 %1452
  %1454 = trunc i64 %1453 to i32
  %1455 = select i1 %1437, i32 4096, i32 %1454
  %tl_pad_from36 = select i1 %1419, i32 0, i32 %1455
  %1456 = getelementptr inbounds float, ptr %m_r, i64 0
  %1457 = load float, ptr %1456, align 4
  %1458 = fsub float 0xFFF0000000000000, %1457
  %tl_pad_v37 = call float @tilec_expf(float %1458)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond250

for.end249:                                       ; preds = %for.cond247
  br label %if.end246

for.cond250:                                      ; preds = %for.body251, %for.body248
  %tl_pad_k39 = phi i32 [ 0, %for.body248 ], [ %1466, %for.body251 ]
  %1459 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1459, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %1460 = sext i32 %tl_r35 to i64
  %1461 = mul nsw i64 %1460, 4096
  %1462 = add i32 %tl_pad_from36, %tl_pad_k39
  %1463 = sext i32 %1462 to i64
  %1464 = add nsw i64 %1461, %1463
  %1465 = getelementptr inbounds float, ptr %X_r, i64 %1464
  store float %tl_pad_v37, ptr %1465, align 4
  %1466 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond250, !llvm.loop !60

for.end252:                                       ; preds = %for.cond250
  %1467 = add nsw i32 %tl_r35, 1
  br label %for.cond247, !llvm.loop !61

for.cond253:                                      ; preds = %for.end258, %if.end246
  %red5 = phi i32 [ 0, %if.end246 ], [ %1487, %for.end258 ]
  %1468 = icmp slt i32 %red5, %tl_steps34
  br i1 %1468, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  br label %for.cond256

for.end255:                                       ; preds = %for.cond253
  %1469 = icmp slt i32 %tl_steps34, 127
  br i1 %1469, label %if.then260, label %if.else261

for.cond256:                                      ; preds = %for.body257, %for.body254
  %lane5259 = phi i32 [ 0, %for.body254 ], [ %1486, %for.body257 ]
  %1470 = icmp slt i32 %lane5259, 32
  br i1 %1470, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %1471 = sext i32 %lane5259 to i64
  %1472 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1471
  %1473 = load float, ptr %1472, align 4
  %1474 = sext i32 %i7 to i64
  %1475 = mul nsw i64 %1474, 4096
  %1476 = add i32 %red5, 1
  %1477 = mul i32 %1476, 32
  %1478 = add i32 %1477, %lane5259
  %1479 = sext i32 %1478 to i64
  %1480 = add nsw i64 %1475, %1479
  %1481 = getelementptr inbounds float, ptr %X_r, i64 %1480
  %1482 = load float, ptr %1481, align 4
  %1483 = fadd float %1473, %1482
  %1484 = sext i32 %lane5259 to i64
  %1485 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1484
  store float %1483, ptr %1485, align 4
  %1486 = add nsw i32 %lane5259, 1
  br label %for.cond256, !llvm.loop !62

for.end258:                                       ; preds = %for.cond256
  %1487 = add nsw i32 %red5, 1
  br label %for.cond253, !llvm.loop !63

if.then260:                                       ; preds = %for.end255
  %1488 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1489 = load float, ptr %1488, align 4
  %1490 = fadd float %1489, %tl_pad33
  %1491 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1490, ptr %1491, align 4
  br label %if.end262

if.else261:                                       ; preds = %for.end255
  br label %if.end262

if.end262:                                        ; preds = %if.else261, %if.then260
  %1492 = sext i32 %i7 to i64
  %1493 = getelementptr inbounds float, ptr %l_r, i64 %1492
  store float 0.000000e+00, ptr %1493, align 4
  br label %for.cond263

for.cond263:                                      ; preds = %for.body264, %if.end262
  %lane5266 = phi i32 [ 0, %if.end262 ], [ %1504, %for.body264 ]
  %1494 = icmp slt i32 %lane5266, 32
  br i1 %1494, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1495 = sext i32 %i7 to i64
  %1496 = getelementptr inbounds float, ptr %l_r, i64 %1495
  %1497 = load float, ptr %1496, align 4
  %1498 = sext i32 %lane5266 to i64
  %1499 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1498
  %1500 = load float, ptr %1499, align 4
  %1501 = fadd float %1497, %1500
  %1502 = sext i32 %i7 to i64
  %1503 = getelementptr inbounds float, ptr %l_r, i64 %1502
  store float %1501, ptr %1503, align 4
  %1504 = add nsw i32 %lane5266, 1
  br label %for.cond263, !llvm.loop !64

for.end265:                                       ; preds = %for.cond263
  %1505 = add nsw i32 %i7, 1
  br label %for.cond232, !llvm.loop !65

for.cond267:                                      ; preds = %if.end273, %for.end234
  %i270 = phi i32 [ 0, %for.end234 ], [ %1534, %if.end273 ]
  %1506 = icmp slt i32 %i270, 1
  br i1 %1506, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1507 = sext i32 %N to i64
  %1508 = icmp slt i64 %1507, 0
  %1509 = sext i32 %N to i64
  %1510 = icmp sgt i64 %1509, 4096
  %1511 = sext i32 %N to i64
  %1512 = select i1 %1510, i64 4096, i64 %1511
  %1513 = select i1 %1508, i64 0, i64 %1512
  %1514 = icmp slt i64 %1513, 0
  %1515 = sext i32 %N to i64
  %1516 = icmp slt i64 %1515, 0
  %1517 = sext i32 %N to i64
  %1518 = icmp sgt i64 %1517, 4096
  %1519 = sext i32 %N to i64
  %1520 = select i1 %1518, i64 4096, i64 %1519
  %1521 = select i1 %1516, i64 0, i64 %1520
  %1522 = select i1 %1514, i64 0, i64 %1521
  %tl_hi11 = trunc i64 %1522 to i32
  %1523 = mul i32 %bx, 4
  %1524 = add i32 %1523, %r
  %1525 = add i32 %1524, %i270
  %1526 = icmp sle i32 0, %1525
  %1527 = mul i32 %bx, 4
  %1528 = add i32 %1527, %r
  %1529 = add i32 %1528, %i270
  %1530 = icmp slt i32 %1529, %M
  %1531 = and i1 %1526, %1530
  br i1 %1531, label %if.then271, label %if.else272

for.end269:                                       ; preds = %for.cond267
  %1532 = add nsw i32 %r, 1
  br label %for.cond168, !llvm.loop !66

if.then271:                                       ; preds = %for.body268
  %1533 = sub i32 %tl_hi11, 0
  br label %for.cond274

if.else272:                                       ; preds = %for.body268
  br label %if.end273

if.end273:                                        ; preds = %if.else272, %for.end276
  %1534 = add nsw i32 %i270, 1
  br label %for.cond267, !llvm.loop !67

for.cond274:                                      ; preds = %for.body275, %if.then271
  %j8 = phi i32 [ 0, %if.then271 ], [ %1557, %for.body275 ]
  %1535 = icmp slt i32 %j8, %1533
  br i1 %1535, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  %1536 = sext i32 %i270 to i64
  %1537 = mul nsw i64 %1536, 4096
  %1538 = add i32 0, %j8
  %1539 = sext i32 %1538 to i64
  %1540 = add nsw i64 %1537, %1539
  %1541 = getelementptr inbounds float, ptr %X_r, i64 %1540
  %1542 = load float, ptr %1541, align 4
  %1543 = getelementptr inbounds float, ptr %l_r, i64 0
  %1544 = load float, ptr %1543, align 4
  %1545 = fdiv float 1.000000e+00, %1544
  %1546 = fmul float %1542, %1545
  %1547 = mul i32 %bx, 4
  %1548 = add i32 %1547, %r
  %1549 = add i32 %1548, %i270
  %1550 = sext i32 %1549 to i64
  %1551 = sext i32 %N to i64
  %1552 = mul nsw i64 %1550, %1551
  %1553 = add i32 0, %j8
  %1554 = sext i32 %1553 to i64
  %1555 = add nsw i64 %1552, %1554
  %1556 = getelementptr inbounds float, ptr %Y, i64 %1555
  store float %1546, ptr %1556, align 4
  %1557 = add nsw i32 %j8, 1
  br label %for.cond274, !llvm.loop !68

for.end276:                                       ; preds = %for.cond274
  br label %if.end273

for.cond277:                                      ; preds = %for.end282, %for.end170
  %tl_r40 = phi i32 [ 0, %for.end170 ], [ %1624, %for.end282 ]
  %1558 = icmp slt i32 %tl_r40, 1
  br i1 %1558, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %1559 = sext i32 %N to i64
  %1560 = icmp slt i64 %1559, 0
  %1561 = sext i32 %N to i64
  %1562 = icmp sgt i64 %1561, 4096
  %1563 = sext i32 %N to i64
  %1564 = select i1 %1562, i64 4096, i64 %1563
  %1565 = select i1 %1560, i64 0, i64 %1564
  %1566 = icmp slt i64 %1565, 0
  %1567 = sext i32 %N to i64
  %1568 = icmp slt i64 %1567, 0
  %1569 = sext i32 %N to i64
  %1570 = icmp sgt i64 %1569, 4096
  %1571 = sext i32 %N to i64
  %1572 = select i1 %1570, i64 4096, i64 %1571
  %1573 = select i1 %1568, i64 0, i64 %1572
  %1574 = select i1 %1566, i64 0, i64 %1573
  %1575 = trunc i64 %1574 to i32
  %1576 = icmp slt i32 %1575, 0
  %1577 = sext i32 %N to i64
  %1578 = icmp slt i64 %1577, 0
  %1579 = sext i32 %N to i64
  %1580 = icmp sgt i64 %1579, 4096
  %1581 = sext i32 %N to i64
  %1582 = select i1 %1580, i64 4096, i64 %1581
  %1583 = select i1 %1578, i64 0, i64 %1582
  %1584 = icmp slt i64 %1583, 0
  %1585 = sext i32 %N to i64
  %1586 = icmp slt i64 %1585, 0
  %1587 = sext i32 %N to i64
  %1588 = icmp sgt i64 %1587, 4096
  %1589 = sext i32 %N to i64
  %1590 = select i1 %1588, i64 4096, i64 %1589
  %1591 = select i1 %1586, i64 0, i64 %1590
  %1592 = select i1 %1584, i64 0, i64 %1591
  %1593 = trunc i64 %1592 to i32
  %1594 = icmp sgt i32 %1593, 4096
  %1595 = sext i32 %N to i64
  %1596 = icmp slt i64 %1595, 0
  %1597 = sext i32 %N to i64
  %1598 = icmp sgt i64 %1597, 4096
  %1599 = sext i32 %N to i64
  %1600 = select i1 %1598, i64 4096, i64 %1599
  %1601 = select i1 %1596, i64 0, i64 %1600
  %1602 = icmp slt i64 %1601, 0
  %1603 = sext i32 %N to i64
  %1604 = icmp slt i64 %1603, 0
  %1605 = sext i32 %N to i64
  %1606 = icmp sgt i64 %1605, 4096
  %1607 = sext i32 %N to i64
  %1608 = select i1 %1606, i64 4096, i64 %1607
  %1609 = select i1 %1604, i64 0, i64 %1608
  %1610 = select i1 %1602, i64 0, i64 %1609
  %1611 = trunc i64 %1610 to i32
  %1612 = select i1 %1594, i32 4096, i32 %1611
  %tl_pad_from41 = select i1 %1576, i32 0, i32 %1612
  %1613 = getelementptr inbounds float, ptr %m_r, i64 0
  %1614 = load float, ptr %1613, align 4
  %1615 = fsub float 0xFFF0000000000000, %1614
  %tl_pad_v42 = call float @tilec_expf(float %1615)
  %tl_pad_n43 = sub i32 4096, %tl_pad_from41
  br label %for.cond280

for.end279:                                       ; preds = %for.cond277
  br label %if.end167

for.cond280:                                      ; preds = %for.body281, %for.body278
  %tl_pad_k44 = phi i32 [ 0, %for.body278 ], [ %1623, %for.body281 ]
  %1616 = icmp slt i32 %tl_pad_k44, %tl_pad_n43
  br i1 %1616, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %1617 = sext i32 %tl_r40 to i64
  %1618 = mul nsw i64 %1617, 4096
  %1619 = add i32 %tl_pad_from41, %tl_pad_k44
  %1620 = sext i32 %1619 to i64
  %1621 = add nsw i64 %1618, %1620
  %1622 = getelementptr inbounds float, ptr %X_r, i64 %1621
  store float %tl_pad_v42, ptr %1622, align 4
  %1623 = add nsw i32 %tl_pad_k44, 1
  br label %for.cond280, !llvm.loop !69

for.end282:                                       ; preds = %for.cond280
  %1624 = add nsw i32 %tl_r40, 1
  br label %for.cond277, !llvm.loop !70

for.cond283:                                      ; preds = %for.body284, %if.else166
  %i11 = phi i32 [ 0, %if.else166 ], [ %1628, %for.body284 ]
  %1625 = icmp slt i32 %i11, 4
  br i1 %1625, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1626 = sext i32 %i11 to i64
  %1627 = getelementptr inbounds float, ptr %m, i64 %1626
  store float 0xFFF0000000000000, ptr %1627, align 4
  %1628 = add nsw i32 %i11, 1
  br label %for.cond283, !llvm.loop !71

for.end285:                                       ; preds = %for.cond283
  br label %for.cond286

for.cond286:                                      ; preds = %for.body287, %for.end285
  %i11289 = phi i32 [ 0, %for.end285 ], [ %1632, %for.body287 ]
  %1629 = icmp slt i32 %i11289, 4
  br i1 %1629, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %1630 = sext i32 %i11289 to i64
  %1631 = getelementptr inbounds float, ptr %l, i64 %1630
  store float 0.000000e+00, ptr %1631, align 4
  %1632 = add nsw i32 %i11289, 1
  br label %for.cond286, !llvm.loop !72

for.end288:                                       ; preds = %for.cond286
  %1633 = sext i32 %N to i64
  %1634 = sdiv i64 %1633, 512
  %1635 = sub i64 0, %1633
  %1636 = select i1 false, i64 %1635, i64 %1634
  %1637 = srem i64 %1633, 512
  %1638 = icmp ne i64 %1637, 0
  %1639 = icmp slt i64 %1633, 0
  %1640 = icmp eq i1 %1639, false
  %1641 = and i1 %1638, %1640
  %1642 = zext i1 %1641 to i64
  %1643 = add i64 %1636, %1642
  %1644 = trunc i64 %1643 to i32
  %1645 = sext i32 %N to i64
  %1646 = sdiv i64 %1645, 512
  %1647 = sub i64 0, %1645
  %1648 = select i1 false, i64 %1647, i64 %1646
  %1649 = srem i64 %1645, 512
  %1650 = icmp ne i64 %1649, 0
  %1651 = icmp slt i64 %1645, 0
  %1652 = icmp eq i1 %1651, false
  %1653 = and i1 %1650, %1652
  %1654 = zext i1 %1653 to i64
  %1655 = add i64 %1648, %1654
  %1656 = trunc i64 %1655 to i32
  br label %for.cond290

for.cond290:                                      ; preds = %for.end387, %for.end288
  %c = phi i32 [ 0, %for.end288 ], [ %1998, %for.end387 ]
  %1657 = icmp slt i32 %c, %1644
  br i1 %1657, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1658 = mul i32 %bx, 4
  %1659 = icmp sle i32 0, %1658
  %1660 = mul i32 %bx, 4
  %1661 = sext i32 %1660 to i64
  %1662 = add i64 %1661, 4
  %1663 = sext i32 %M to i64
  %1664 = icmp sle i64 %1662, %1663
  %1665 = and i1 %1659, %1664
  %1666 = mul i32 %c, 512
  %1667 = icmp sle i32 0, %1666
  %1668 = mul i32 %c, 512
  %1669 = sext i32 %1668 to i64
  %1670 = add i64 %1669, 512
  %1671 = sext i32 %N to i64
  %1672 = icmp sle i64 %1670, %1671
  %1673 = and i1 %1667, %1672
  %1674 = and i1 %1665, %1673
  br i1 %1674, label %if.then293, label %if.else294

for.end292:                                       ; preds = %for.cond290
  %1675 = sext i32 %N to i64
  %1676 = sdiv i64 %1675, 512
  %1677 = sub i64 0, %1675
  %1678 = select i1 false, i64 %1677, i64 %1676
  %1679 = srem i64 %1675, 512
  %1680 = icmp ne i64 %1679, 0
  %1681 = icmp slt i64 %1675, 0
  %1682 = icmp eq i1 %1681, false
  %1683 = and i1 %1680, %1682
  %1684 = zext i1 %1683 to i64
  %1685 = add i64 %1678, %1684
  %1686 = trunc i64 %1685 to i32
  %1687 = sext i32 %N to i64
  %1688 = sdiv i64 %1687, 512
  %1689 = sub i64 0, %1687
  %1690 = select i1 false, i64 %1689, i64 %1688
  %1691 = srem i64 %1687, 512
  %1692 = icmp ne i64 %1691, 0
  %1693 = icmp slt i64 %1687, 0
  %1694 = icmp eq i1 %1693, false
  %1695 = and i1 %1692, %1694
  %1696 = zext i1 %1695 to i64
  %1697 = add i64 %1690, %1696
  %1698 = trunc i64 %1697 to i32
  br label %for.cond389

if.then293:                                       ; preds = %for.body291
  br label %for.cond296

if.else294:                                       ; preds = %for.body291
  br label %for.cond309

if.end295:                                        ; preds = %for.end311, %for.end298
  br label %for.cond331

for.cond296:                                      ; preds = %for.end308, %if.then293
  %i11299 = phi i32 [ 0, %if.then293 ], [ %1734, %for.end308 ]
  %1699 = icmp slt i32 %i11299, 4
  br i1 %1699, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1700 = add i32 %c, 1
  %1701 = icmp slt i32 %1700, %1656
  br i1 %1701, label %if.then300, label %if.else301

for.end298:                                       ; preds = %for.cond296
  br label %if.end295

if.then300:                                       ; preds = %for.body297
  br label %for.cond303

if.else301:                                       ; preds = %for.body297
  br label %if.end302

if.end302:                                        ; preds = %if.else301, %for.end305
  br label %for.cond306

for.cond303:                                      ; preds = %for.body304, %if.then300
  %pf = phi i32 [ 0, %if.then300 ], [ %1715, %for.body304 ]
  %1702 = icmp slt i32 %pf, 32
  br i1 %1702, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1703 = mul i32 %bx, 4
  %1704 = add i32 %1703, %i11299
  %1705 = sext i32 %1704 to i64
  %1706 = sext i32 %N to i64
  %1707 = mul i64 %1705, %1706
  %1708 = add i32 %c, 1
  %1709 = mul i32 %1708, 512
  %1710 = mul i32 %pf, 16
  %1711 = add i32 %1709, %1710
  %1712 = sext i32 %1711 to i64
  %1713 = add i64 %1707, %1712
  %1714 = getelementptr float, ptr %X, i64 %1713
  call void @llvm.prefetch.p0(ptr %1714, i32 0, i32 0, i32 1)
  %1715 = add nsw i32 %pf, 1
  br label %for.cond303, !llvm.loop !73

for.end305:                                       ; preds = %for.cond303
  br label %if.end302

for.cond306:                                      ; preds = %for.body307, %if.end302
  %j1 = phi i32 [ 0, %if.end302 ], [ %1733, %for.body307 ]
  %1716 = icmp slt i32 %j1, 512
  br i1 %1716, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1717 = mul i32 %bx, 4
  %1718 = add i32 %1717, %i11299
  %1719 = sext i32 %1718 to i64
  %1720 = sext i32 %N to i64
  %1721 = mul nsw i64 %1719, %1720
  %1722 = mul i32 %c, 512
  %1723 = add i32 %1722, %j1
  %1724 = sext i32 %1723 to i64
  %1725 = add nsw i64 %1721, %1724
  %1726 = getelementptr inbounds float, ptr %X, i64 %1725
  %1727 = load float, ptr %1726, align 4
  %1728 = sext i32 %i11299 to i64
  %1729 = mul nsw i64 %1728, 512
  %1730 = sext i32 %j1 to i64
  %1731 = add nsw i64 %1729, %1730
  %1732 = getelementptr inbounds float, ptr %X_f, i64 %1731
  store float %1727, ptr %1732, align 4
  %1733 = add nsw i32 %j1, 1
  br label %for.cond306, !llvm.loop !74

for.end308:                                       ; preds = %for.cond306
  %1734 = add nsw i32 %i11299, 1
  br label %for.cond296, !llvm.loop !75

for.cond309:                                      ; preds = %for.end329, %if.else294
  %i11312 = phi i32 [ 0, %if.else294 ], [ %1843, %for.end329 ]
  %1735 = icmp slt i32 %i11312, 4
  br i1 %1735, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1736 = mul i32 %c, 512
  %1737 = sext i32 %1736 to i64
  %1738 = sub i64 0, %1737
  %1739 = icmp slt i64 %1738, 0
  %1740 = mul i32 %c, 512
  %1741 = sext i32 %1740 to i64
  %1742 = sub i64 0, %1741
  %1743 = icmp sgt i64 %1742, 512
  %1744 = mul i32 %c, 512
  %1745 = sext i32 %1744 to i64
  %1746 = sub i64 0, %1745
  %1747 = select i1 %1743, i64 512, i64 %1746
  %1748 = select i1 %1739, i64 0, i64 %1747
  %tl_lo12 = trunc i64 %1748 to i32
  %1749 = sext i32 %N to i64
  %1750 = mul i32 %c, 512
  %1751 = sext i32 %1750 to i64
  %1752 = sub i64 %1749, %1751
  %1753 = icmp slt i64 %1752, 0
  %1754 = sext i32 %N to i64
  %1755 = mul i32 %c, 512
  %1756 = sext i32 %1755 to i64
  %1757 = sub i64 %1754, %1756
  %1758 = icmp sgt i64 %1757, 512
  %1759 = sext i32 %N to i64
  %1760 = mul i32 %c, 512
  %1761 = sext i32 %1760 to i64
  %1762 = sub i64 %1759, %1761
  %1763 = select i1 %1758, i64 512, i64 %1762
  %1764 = select i1 %1753, i64 0, i64 %1763
  %1765 = sext i32 %tl_lo12 to i64
  %1766 = icmp slt i64 %1764, %1765
  %1767 = sext i32 %tl_lo12 to i64
  %1768 = sext i32 %N to i64
  %1769 = mul i32 %c, 512
  %1770 = sext i32 %1769 to i64
  %1771 = sub i64 %1768, %1770
  %1772 = icmp slt i64 %1771, 0
  %1773 = sext i32 %N to i64
  %1774 = mul i32 %c, 512
  %1775 = sext i32 %1774 to i64
  %1776 = sub i64 %1773, %1775
  %1777 = icmp sgt i64 %1776, 512
  %1778 = sext i32 %N to i64
  %1779 = mul i32 %c, 512
  %1780 = sext i32 %1779 to i64
  %1781 = sub i64 %1778, %1780
  %1782 = select i1 %1777, i64 512, i64 %1781
  %1783 = select i1 %1772, i64 0, i64 %1782
  %1784 = select i1 %1766, i64 %1767, i64 %1783
  %tl_hi13 = trunc i64 %1784 to i32
  br label %for.cond313

for.end311:                                       ; preds = %for.cond309
  br label %if.end295

for.cond313:                                      ; preds = %for.body314, %for.body310
  %j1316 = phi i32 [ 0, %for.body310 ], [ %1791, %for.body314 ]
  %1785 = icmp slt i32 %j1316, %tl_lo12
  br i1 %1785, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %1786 = sext i32 %i11312 to i64
  %1787 = mul nsw i64 %1786, 512
  %1788 = sext i32 %j1316 to i64
  %1789 = add nsw i64 %1787, %1788
  %1790 = getelementptr inbounds float, ptr %X_f, i64 %1789
  store float 0.000000e+00, ptr %1790, align 4
  %1791 = add nsw i32 %j1316, 1
  br label %for.cond313, !llvm.loop !76

for.end315:                                       ; preds = %for.cond313
  %1792 = mul i32 %bx, 4
  %1793 = sext i32 %1792 to i64
  %1794 = sext i32 %i11312 to i64
  %1795 = add i64 %1793, %1794
  %1796 = icmp sle i64 0, %1795
  %1797 = mul i32 %bx, 4
  %1798 = sext i32 %1797 to i64
  %1799 = sext i32 %i11312 to i64
  %1800 = add i64 %1798, %1799
  %1801 = sext i32 %M to i64
  %1802 = icmp slt i64 %1800, %1801
  %1803 = and i1 %1796, %1802
  br i1 %1803, label %if.then317, label %if.else318

if.then317:                                       ; preds = %for.end315
  %1804 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond320

if.else318:                                       ; preds = %for.end315
  %1805 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond323

if.end319:                                        ; preds = %for.end325, %for.end322
  %1806 = sub i32 512, %tl_hi13
  br label %for.cond327

for.cond320:                                      ; preds = %for.body321, %if.then317
  %j11 = phi i32 [ 0, %if.then317 ], [ %1826, %for.body321 ]
  %1807 = icmp slt i32 %j11, %1804
  br i1 %1807, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %1808 = mul i32 %bx, 4
  %1809 = add i32 %1808, %i11312
  %1810 = sext i32 %1809 to i64
  %1811 = sext i32 %N to i64
  %1812 = mul nsw i64 %1810, %1811
  %1813 = mul i32 %c, 512
  %1814 = add i32 %tl_lo12, %j11
  %1815 = add i32 %1813, %1814
  %1816 = sext i32 %1815 to i64
  %1817 = add nsw i64 %1812, %1816
  %1818 = getelementptr inbounds float, ptr %X, i64 %1817
  %1819 = load float, ptr %1818, align 4
  %1820 = sext i32 %i11312 to i64
  %1821 = mul nsw i64 %1820, 512
  %1822 = add i32 %tl_lo12, %j11
  %1823 = sext i32 %1822 to i64
  %1824 = add nsw i64 %1821, %1823
  %1825 = getelementptr inbounds float, ptr %X_f, i64 %1824
  store float %1819, ptr %1825, align 4
  %1826 = add nsw i32 %j11, 1
  br label %for.cond320, !llvm.loop !77

for.end322:                                       ; preds = %for.cond320
  br label %if.end319

for.cond323:                                      ; preds = %for.body324, %if.else318
  %j11326 = phi i32 [ 0, %if.else318 ], [ %1834, %for.body324 ]
  %1827 = icmp slt i32 %j11326, %1805
  br i1 %1827, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %1828 = sext i32 %i11312 to i64
  %1829 = mul nsw i64 %1828, 512
  %1830 = add i32 %tl_lo12, %j11326
  %1831 = sext i32 %1830 to i64
  %1832 = add nsw i64 %1829, %1831
  %1833 = getelementptr inbounds float, ptr %X_f, i64 %1832
  store float 0.000000e+00, ptr %1833, align 4
  %1834 = add nsw i32 %j11326, 1
  br label %for.cond323, !llvm.loop !78

for.end325:                                       ; preds = %for.cond323
  br label %if.end319

for.cond327:                                      ; preds = %for.body328, %if.end319
  %j11330 = phi i32 [ 0, %if.end319 ], [ %1842, %for.body328 ]
  %1835 = icmp slt i32 %j11330, %1806
  br i1 %1835, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1836 = sext i32 %i11312 to i64
  %1837 = mul nsw i64 %1836, 512
  %1838 = add i32 %tl_hi13, %j11330
  %1839 = sext i32 %1838 to i64
  %1840 = add nsw i64 %1837, %1839
  %1841 = getelementptr inbounds float, ptr %X_f, i64 %1840
  store float 0.000000e+00, ptr %1841, align 4
  %1842 = add nsw i32 %j11330, 1
  br label %for.cond327, !llvm.loop !79

for.end329:                                       ; preds = %for.cond327
  %1843 = add nsw i32 %i11312, 1
  br label %for.cond309, !llvm.loop !80

for.cond331:                                      ; preds = %for.end337, %if.end295
  %i334 = phi i32 [ 0, %if.end295 ], [ %1863, %for.end337 ]
  %1844 = icmp slt i32 %i334, 4
  br i1 %1844, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  br label %for.cond335

for.end333:                                       ; preds = %for.cond331
  br label %for.cond339

for.cond335:                                      ; preds = %for.body336, %for.body332
  %j338 = phi i32 [ 0, %for.body332 ], [ %1862, %for.body336 ]
  %1845 = icmp slt i32 %j338, 512
  br i1 %1845, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1846 = mul i32 %c, 512
  %1847 = add i32 %1846, %j338
  %1848 = icmp slt i32 %1847, %N
  %1849 = sext i32 %i334 to i64
  %1850 = mul nsw i64 %1849, 512
  %1851 = sext i32 %j338 to i64
  %1852 = add nsw i64 %1850, %1851
  %1853 = call i64 @llvm.umin.i64(i64 %1852, i64 2047)
  %1854 = getelementptr inbounds float, ptr %X_f, i64 %1853
  %1855 = load float, ptr %1854, align 4
  %1856 = select i1 %1848, float %1855, float 0xFFF0000000000000
  %1857 = sext i32 %i334 to i64
  %1858 = mul nsw i64 %1857, 512
  %1859 = sext i32 %j338 to i64
  %1860 = add nsw i64 %1858, %1859
  %1861 = getelementptr inbounds float, ptr %X_f, i64 %1860
  store float %1856, ptr %1861, align 4
  %1862 = add nsw i32 %j338, 1
  br label %for.cond335, !llvm.loop !81

for.end337:                                       ; preds = %for.cond335
  %1863 = add nsw i32 %i334, 1
  br label %for.cond331, !llvm.loop !82

for.cond339:                                      ; preds = %for.body340, %for.end333
  %i11342 = phi i32 [ 0, %for.end333 ], [ %1870, %for.body340 ]
  %1864 = icmp slt i32 %i11342, 4
  br i1 %1864, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1865 = sext i32 %i11342 to i64
  %1866 = getelementptr inbounds float, ptr %m, i64 %1865
  %1867 = load float, ptr %1866, align 4
  %1868 = sext i32 %i11342 to i64
  %1869 = getelementptr inbounds float, ptr %m_prev, i64 %1868
  store float %1867, ptr %1869, align 4
  %1870 = add nsw i32 %i11342, 1
  br label %for.cond339, !llvm.loop !83

for.end341:                                       ; preds = %for.cond339
  br label %for.cond343

for.cond343:                                      ; preds = %for.end358, %for.end341
  %i9 = phi i32 [ 0, %for.end341 ], [ %1913, %for.end358 ]
  %1871 = icmp slt i32 %i9, 4
  br i1 %1871, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  br label %for.cond346

for.end345:                                       ; preds = %for.cond343
  br label %for.cond360

for.cond346:                                      ; preds = %for.body347, %for.body344
  %lane6 = phi i32 [ 0, %for.body344 ], [ %1881, %for.body347 ]
  %1872 = icmp slt i32 %lane6, 32
  br i1 %1872, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1873 = sext i32 %i9 to i64
  %1874 = mul nsw i64 %1873, 512
  %1875 = sext i32 %lane6 to i64
  %1876 = add nsw i64 %1874, %1875
  %1877 = getelementptr inbounds float, ptr %X_f, i64 %1876
  %1878 = load float, ptr %1877, align 4
  %1879 = sext i32 %lane6 to i64
  %1880 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1879
  store float %1878, ptr %1880, align 4
  %1881 = add nsw i32 %lane6, 1
  br label %for.cond346, !llvm.loop !84

for.end348:                                       ; preds = %for.cond346
  br label %for.cond349

for.cond349:                                      ; preds = %for.end354, %for.end348
  %red6 = phi i32 [ 0, %for.end348 ], [ %1901, %for.end354 ]
  %1882 = icmp slt i32 %red6, 15
  br i1 %1882, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  br label %for.cond352

for.end351:                                       ; preds = %for.cond349
  br label %for.cond356

for.cond352:                                      ; preds = %for.body353, %for.body350
  %lane6355 = phi i32 [ 0, %for.body350 ], [ %1900, %for.body353 ]
  %1883 = icmp slt i32 %lane6355, 32
  br i1 %1883, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1884 = sext i32 %lane6355 to i64
  %1885 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1884
  %lane_acc3 = load float, ptr %1885, align 4
  %1886 = sext i32 %i9 to i64
  %1887 = mul nsw i64 %1886, 512
  %1888 = add i32 %red6, 1
  %1889 = mul i32 %1888, 32
  %1890 = add i32 %1889, %lane6355
  %1891 = sext i32 %1890 to i64
  %1892 = add nsw i64 %1887, %1891
  %1893 = getelementptr inbounds float, ptr %X_f, i64 %1892
  %lane_next3 = load float, ptr %1893, align 4
  %1894 = fcmp une float %lane_next3, %lane_next3
  %1895 = fcmp ogt float %lane_acc3, %lane_next3
  %1896 = select i1 %1895, float %lane_acc3, float %lane_next3
  %1897 = select i1 %1894, float %lane_acc3, float %1896
  %1898 = sext i32 %lane6355 to i64
  %1899 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1898
  store float %1897, ptr %1899, align 4
  %1900 = add nsw i32 %lane6355, 1
  br label %for.cond352, !llvm.loop !85

for.end354:                                       ; preds = %for.cond352
  %1901 = add nsw i32 %red6, 1
  br label %for.cond349, !llvm.loop !86

for.cond356:                                      ; preds = %for.body357, %for.end351
  %lane6359 = phi i32 [ 0, %for.end351 ], [ %1912, %for.body357 ]
  %1902 = icmp slt i32 %lane6359, 32
  br i1 %1902, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1903 = sext i32 %i9 to i64
  %1904 = getelementptr inbounds float, ptr %m, i64 %1903
  %1905 = load float, ptr %1904, align 4
  %1906 = sext i32 %lane6359 to i64
  %1907 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1906
  %1908 = load float, ptr %1907, align 4
  %1909 = call float @llvm.maxnum.f32(float %1905, float %1908)
  %1910 = sext i32 %i9 to i64
  %1911 = getelementptr inbounds float, ptr %m, i64 %1910
  store float %1909, ptr %1911, align 4
  %1912 = add nsw i32 %lane6359, 1
  br label %for.cond356, !llvm.loop !87

for.end358:                                       ; preds = %for.cond356
  %1913 = add nsw i32 %i9, 1
  br label %for.cond343, !llvm.loop !88

for.cond360:                                      ; preds = %for.end366, %for.end345
  %i363 = phi i32 [ 0, %for.end345 ], [ %1933, %for.end366 ]
  %1914 = icmp slt i32 %i363, 4
  br i1 %1914, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  br label %for.cond364

for.end362:                                       ; preds = %for.cond360
  br label %for.cond368

for.cond364:                                      ; preds = %for.body365, %for.body361
  %j367 = phi i32 [ 0, %for.body361 ], [ %1932, %for.body365 ]
  %1915 = icmp slt i32 %j367, 512
  br i1 %1915, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %1916 = sext i32 %i363 to i64
  %1917 = mul nsw i64 %1916, 512
  %1918 = sext i32 %j367 to i64
  %1919 = add nsw i64 %1917, %1918
  %1920 = getelementptr inbounds float, ptr %X_f, i64 %1919
  %1921 = load float, ptr %1920, align 4
  %1922 = sext i32 %i363 to i64
  %1923 = getelementptr inbounds float, ptr %m, i64 %1922
  %1924 = load float, ptr %1923, align 4
  %1925 = fsub float %1921, %1924
  %1926 = call float @tilec_expf(float %1925)
  %1927 = sext i32 %i363 to i64
  %1928 = mul nsw i64 %1927, 512
  %1929 = sext i32 %j367 to i64
  %1930 = add nsw i64 %1928, %1929
  %1931 = getelementptr inbounds float, ptr %X_f, i64 %1930
  store float %1926, ptr %1931, align 4
  %1932 = add nsw i32 %j367, 1
  br label %for.cond364, !llvm.loop !89

for.end366:                                       ; preds = %for.cond364
  %1933 = add nsw i32 %i363, 1
  br label %for.cond360, !llvm.loop !90

for.cond368:                                      ; preds = %for.end383, %for.end362
  %i10 = phi i32 [ 0, %for.end362 ], [ %1977, %for.end383 ]
  %1934 = icmp slt i32 %i10, 4
  br i1 %1934, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  br label %for.cond371

for.end370:                                       ; preds = %for.cond368
  br label %for.cond385

for.cond371:                                      ; preds = %for.body372, %for.body369
  %lane7 = phi i32 [ 0, %for.body369 ], [ %1944, %for.body372 ]
  %1935 = icmp slt i32 %lane7, 32
  br i1 %1935, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1936 = sext i32 %i10 to i64
  %1937 = mul nsw i64 %1936, 512
  %1938 = sext i32 %lane7 to i64
  %1939 = add nsw i64 %1937, %1938
  %1940 = getelementptr inbounds float, ptr %X_f, i64 %1939
  %1941 = load float, ptr %1940, align 4
  %1942 = sext i32 %lane7 to i64
  %1943 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1942
  store float %1941, ptr %1943, align 4
  %1944 = add nsw i32 %lane7, 1
  br label %for.cond371, !llvm.loop !91

for.end373:                                       ; preds = %for.cond371
  br label %for.cond374

for.cond374:                                      ; preds = %for.end379, %for.end373
  %red7 = phi i32 [ 0, %for.end373 ], [ %1965, %for.end379 ]
  %1945 = icmp slt i32 %red7, 15
  br i1 %1945, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  br label %for.cond377

for.end376:                                       ; preds = %for.cond374
  %1946 = sext i32 %i10 to i64
  %1947 = getelementptr inbounds float, ptr %tile_sum, i64 %1946
  store float 0.000000e+00, ptr %1947, align 4
  br label %for.cond381

for.cond377:                                      ; preds = %for.body378, %for.body375
  %lane7380 = phi i32 [ 0, %for.body375 ], [ %1964, %for.body378 ]
  %1948 = icmp slt i32 %lane7380, 32
  br i1 %1948, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1949 = sext i32 %lane7380 to i64
  %1950 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1949
  %1951 = load float, ptr %1950, align 4
  %1952 = sext i32 %i10 to i64
  %1953 = mul nsw i64 %1952, 512
  %1954 = add i32 %red7, 1
  %1955 = mul i32 %1954, 32
  %1956 = add i32 %1955, %lane7380
  %1957 = sext i32 %1956 to i64
  %1958 = add nsw i64 %1953, %1957
  %1959 = getelementptr inbounds float, ptr %X_f, i64 %1958
  %1960 = load float, ptr %1959, align 4
  %1961 = fadd float %1951, %1960
  %1962 = sext i32 %lane7380 to i64
  %1963 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1962
  store float %1961, ptr %1963, align 4
  %1964 = add nsw i32 %lane7380, 1
  br label %for.cond377, !llvm.loop !92

for.end379:                                       ; preds = %for.cond377
  %1965 = add nsw i32 %red7, 1
  br label %for.cond374, !llvm.loop !93

for.cond381:                                      ; preds = %for.body382, %for.end376
  %lane7384 = phi i32 [ 0, %for.end376 ], [ %1976, %for.body382 ]
  %1966 = icmp slt i32 %lane7384, 32
  br i1 %1966, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %1967 = sext i32 %i10 to i64
  %1968 = getelementptr inbounds float, ptr %tile_sum, i64 %1967
  %1969 = load float, ptr %1968, align 4
  %1970 = sext i32 %lane7384 to i64
  %1971 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1970
  %1972 = load float, ptr %1971, align 4
  %1973 = fadd float %1969, %1972
  %1974 = sext i32 %i10 to i64
  %1975 = getelementptr inbounds float, ptr %tile_sum, i64 %1974
  store float %1973, ptr %1975, align 4
  %1976 = add nsw i32 %lane7384, 1
  br label %for.cond381, !llvm.loop !94

for.end383:                                       ; preds = %for.cond381
  %1977 = add nsw i32 %i10, 1
  br label %for.cond368, !llvm.loop !95

for.cond385:                                      ; preds = %for.body386, %for.end370
  %i388 = phi i32 [ 0, %for.end370 ], [ %1997, %for.body386 ]
  %1978 = icmp slt i32 %i388, 4
  br i1 %1978, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1979 = sext i32 %i388 to i64
  %1980 = getelementptr inbounds float, ptr %l, i64 %1979
  %1981 = load float, ptr %1980, align 4
  %1982 = sext i32 %i388 to i64
  %1983 = getelementptr inbounds float, ptr %m_prev, i64 %1982
  %1984 = load float, ptr %1983, align 4
  %1985 = sext i32 %i388 to i64
  %1986 = getelementptr inbounds float, ptr %m, i64 %1985
  %1987 = load float, ptr %1986, align 4
  %1988 = fsub float %1984, %1987
  %1989 = call float @tilec_expf(float %1988)
  %1990 = fmul float %1981, %1989
  %1991 = sext i32 %i388 to i64
  %1992 = getelementptr inbounds float, ptr %tile_sum, i64 %1991
  %1993 = load float, ptr %1992, align 4
  %1994 = fadd float %1990, %1993
  %1995 = sext i32 %i388 to i64
  %1996 = getelementptr inbounds float, ptr %l, i64 %1995
  store float %1994, ptr %1996, align 4
  %1997 = add nsw i32 %i388, 1
  br label %for.cond385, !llvm.loop !96

for.end387:                                       ; preds = %for.cond385
  %1998 = add nsw i32 %c, 1
  br label %for.cond290, !llvm.loop !97

for.cond389:                                      ; preds = %if.end437, %for.end292
  %c392 = phi i32 [ 0, %for.end292 ], [ %2477, %if.end437 ]
  %1999 = icmp slt i32 %c392, %1686
  br i1 %1999, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %2000 = sub i32 %1698, 1
  %t = sub i32 %2000, %c392
  %2001 = mul i32 %bx, 4
  %2002 = icmp sle i32 0, %2001
  %2003 = mul i32 %bx, 4
  %2004 = sext i32 %2003 to i64
  %2005 = add i64 %2004, 4
  %2006 = sext i32 %M to i64
  %2007 = icmp sle i64 %2005, %2006
  %2008 = and i1 %2002, %2007
  %2009 = mul i32 %t, 512
  %2010 = icmp sle i32 0, %2009
  %2011 = mul i32 %t, 512
  %2012 = sext i32 %2011 to i64
  %2013 = add i64 %2012, 512
  %2014 = sext i32 %N to i64
  %2015 = icmp sle i64 %2013, %2014
  %2016 = and i1 %2010, %2015
  %2017 = and i1 %2008, %2016
  br i1 %2017, label %if.then393, label %if.else394

for.end391:                                       ; preds = %for.cond389
  br label %if.end167

if.then393:                                       ; preds = %for.body390
  br label %for.cond396

if.else394:                                       ; preds = %for.body390
  br label %for.cond402

if.end395:                                        ; preds = %for.end404, %for.end398
  br label %for.cond424

for.cond396:                                      ; preds = %for.end401, %if.then393
  %i12 = phi i32 [ 0, %if.then393 ], [ %2037, %for.end401 ]
  %2018 = icmp slt i32 %i12, 4
  br i1 %2018, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  br label %for.cond399

for.end398:                                       ; preds = %for.cond396
  br label %if.end395

for.cond399:                                      ; preds = %for.body400, %for.body397
  %j2 = phi i32 [ 0, %for.body397 ], [ %2036, %for.body400 ]
  %2019 = icmp slt i32 %j2, 512
  br i1 %2019, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %2020 = mul i32 %bx, 4
  %2021 = add i32 %2020, %i12
  %2022 = sext i32 %2021 to i64
  %2023 = sext i32 %N to i64
  %2024 = mul nsw i64 %2022, %2023
  %2025 = mul i32 %t, 512
  %2026 = add i32 %2025, %j2
  %2027 = sext i32 %2026 to i64
  %2028 = add nsw i64 %2024, %2027
  %2029 = getelementptr inbounds float, ptr %X, i64 %2028
  %2030 = load float, ptr %2029, align 4
  %2031 = sext i32 %i12 to i64
  %2032 = mul nsw i64 %2031, 512
  %2033 = sext i32 %j2 to i64
  %2034 = add nsw i64 %2032, %2033
  %2035 = getelementptr inbounds float, ptr %X_f, i64 %2034
  store float %2030, ptr %2035, align 4
  %2036 = add nsw i32 %j2, 1
  br label %for.cond399, !llvm.loop !98

for.end401:                                       ; preds = %for.cond399
  %2037 = add nsw i32 %i12, 1
  br label %for.cond396, !llvm.loop !99

for.cond402:                                      ; preds = %for.end422, %if.else394
  %i12405 = phi i32 [ 0, %if.else394 ], [ %2146, %for.end422 ]
  %2038 = icmp slt i32 %i12405, 4
  br i1 %2038, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %2039 = mul i32 %t, 512
  %2040 = sext i32 %2039 to i64
  %2041 = sub i64 0, %2040
  %2042 = icmp slt i64 %2041, 0
  %2043 = mul i32 %t, 512
  %2044 = sext i32 %2043 to i64
  %2045 = sub i64 0, %2044
  %2046 = icmp sgt i64 %2045, 512
  %2047 = mul i32 %t, 512
  %2048 = sext i32 %2047 to i64
  %2049 = sub i64 0, %2048
  %2050 = select i1 %2046, i64 512, i64 %2049
  %2051 = select i1 %2042, i64 0, i64 %2050
  %tl_lo14 = trunc i64 %2051 to i32
  %2052 = sext i32 %N to i64
  %2053 = mul i32 %t, 512
  %2054 = sext i32 %2053 to i64
  %2055 = sub i64 %2052, %2054
  %2056 = icmp slt i64 %2055, 0
  %2057 = sext i32 %N to i64
  %2058 = mul i32 %t, 512
  %2059 = sext i32 %2058 to i64
  %2060 = sub i64 %2057, %2059
  %2061 = icmp sgt i64 %2060, 512
  %2062 = sext i32 %N to i64
  %2063 = mul i32 %t, 512
  %2064 = sext i32 %2063 to i64
  %2065 = sub i64 %2062, %2064
  %2066 = select i1 %2061, i64 512, i64 %2065
  %2067 = select i1 %2056, i64 0, i64 %2066
  %2068 = sext i32 %tl_lo14 to i64
  %2069 = icmp slt i64 %2067, %2068
  %2070 = sext i32 %tl_lo14 to i64
  %2071 = sext i32 %N to i64
  %2072 = mul i32 %t, 512
  %2073 = sext i32 %2072 to i64
  %2074 = sub i64 %2071, %2073
  %2075 = icmp slt i64 %2074, 0
  %2076 = sext i32 %N to i64
  %2077 = mul i32 %t, 512
  %2078 = sext i32 %2077 to i64
  %2079 = sub i64 %2076, %2078
  %2080 = icmp sgt i64 %2079, 512
  %2081 = sext i32 %N to i64
  %2082 = mul i32 %t, 512
  %2083 = sext i32 %2082 to i64
  %2084 = sub i64 %2081, %2083
  %2085 = select i1 %2080, i64 512, i64 %2084
  %2086 = select i1 %2075, i64 0, i64 %2085
  %2087 = select i1 %2069, i64 %2070, i64 %2086
  %tl_hi15 = trunc i64 %2087 to i32
  br label %for.cond406

for.end404:                                       ; preds = %for.cond402
  br label %if.end395

for.cond406:                                      ; preds = %for.body407, %for.body403
  %j2409 = phi i32 [ 0, %for.body403 ], [ %2094, %for.body407 ]
  %2088 = icmp slt i32 %j2409, %tl_lo14
  br i1 %2088, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %2089 = sext i32 %i12405 to i64
  %2090 = mul nsw i64 %2089, 512
  %2091 = sext i32 %j2409 to i64
  %2092 = add nsw i64 %2090, %2091
  %2093 = getelementptr inbounds float, ptr %X_f, i64 %2092
  store float 0.000000e+00, ptr %2093, align 4
  %2094 = add nsw i32 %j2409, 1
  br label %for.cond406, !llvm.loop !100

for.end408:                                       ; preds = %for.cond406
  %2095 = mul i32 %bx, 4
  %2096 = sext i32 %2095 to i64
  %2097 = sext i32 %i12405 to i64
  %2098 = add i64 %2096, %2097
  %2099 = icmp sle i64 0, %2098
  %2100 = mul i32 %bx, 4
  %2101 = sext i32 %2100 to i64
  %2102 = sext i32 %i12405 to i64
  %2103 = add i64 %2101, %2102
  %2104 = sext i32 %M to i64
  %2105 = icmp slt i64 %2103, %2104
  %2106 = and i1 %2099, %2105
  br i1 %2106, label %if.then410, label %if.else411

if.then410:                                       ; preds = %for.end408
  %2107 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond413

if.else411:                                       ; preds = %for.end408
  %2108 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond416

if.end412:                                        ; preds = %for.end418, %for.end415
  %2109 = sub i32 512, %tl_hi15
  br label %for.cond420

for.cond413:                                      ; preds = %for.body414, %if.then410
  %j21 = phi i32 [ 0, %if.then410 ], [ %2129, %for.body414 ]
  %2110 = icmp slt i32 %j21, %2107
  br i1 %2110, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %2111 = mul i32 %bx, 4
  %2112 = add i32 %2111, %i12405
  %2113 = sext i32 %2112 to i64
  %2114 = sext i32 %N to i64
  %2115 = mul nsw i64 %2113, %2114
  %2116 = mul i32 %t, 512
  %2117 = add i32 %tl_lo14, %j21
  %2118 = add i32 %2116, %2117
  %2119 = sext i32 %2118 to i64
  %2120 = add nsw i64 %2115, %2119
  %2121 = getelementptr inbounds float, ptr %X, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = sext i32 %i12405 to i64
  %2124 = mul nsw i64 %2123, 512
  %2125 = add i32 %tl_lo14, %j21
  %2126 = sext i32 %2125 to i64
  %2127 = add nsw i64 %2124, %2126
  %2128 = getelementptr inbounds float, ptr %X_f, i64 %2127
  store float %2122, ptr %2128, align 4
  %2129 = add nsw i32 %j21, 1
  br label %for.cond413, !llvm.loop !101

for.end415:                                       ; preds = %for.cond413
  br label %if.end412

for.cond416:                                      ; preds = %for.body417, %if.else411
  %j21419 = phi i32 [ 0, %if.else411 ], [ %2137, %for.body417 ]
  %2130 = icmp slt i32 %j21419, %2108
  br i1 %2130, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %2131 = sext i32 %i12405 to i64
  %2132 = mul nsw i64 %2131, 512
  %2133 = add i32 %tl_lo14, %j21419
  %2134 = sext i32 %2133 to i64
  %2135 = add nsw i64 %2132, %2134
  %2136 = getelementptr inbounds float, ptr %X_f, i64 %2135
  store float 0.000000e+00, ptr %2136, align 4
  %2137 = add nsw i32 %j21419, 1
  br label %for.cond416, !llvm.loop !102

for.end418:                                       ; preds = %for.cond416
  br label %if.end412

for.cond420:                                      ; preds = %for.body421, %if.end412
  %j21423 = phi i32 [ 0, %if.end412 ], [ %2145, %for.body421 ]
  %2138 = icmp slt i32 %j21423, %2109
  br i1 %2138, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %2139 = sext i32 %i12405 to i64
  %2140 = mul nsw i64 %2139, 512
  %2141 = add i32 %tl_hi15, %j21423
  %2142 = sext i32 %2141 to i64
  %2143 = add nsw i64 %2140, %2142
  %2144 = getelementptr inbounds float, ptr %X_f, i64 %2143
  store float 0.000000e+00, ptr %2144, align 4
  %2145 = add nsw i32 %j21423, 1
  br label %for.cond420, !llvm.loop !103

for.end422:                                       ; preds = %for.cond420
  %2146 = add nsw i32 %i12405, 1
  br label %for.cond402, !llvm.loop !104

for.cond424:                                      ; preds = %for.end434, %if.end395
  %i427 = phi i32 [ 0, %if.end395 ], [ %2476, %for.end434 ]
  %2147 = icmp slt i32 %i427, 4
  br i1 %2147, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %2148 = sext i32 %N to i64
  %2149 = sub i32 %1698, 1
  %2150 = sub i32 %2149, %c392
  %2151 = mul i32 %2150, 512
  %2152 = sext i32 %2151 to i64
  %2153 = sub i64 %2148, %2152
  %2154 = icmp slt i64 %2153, 0
  %2155 = sext i32 %N to i64
  %2156 = sub i32 %1698, 1
  %2157 = sub i32 %2156, %c392
  %2158 = mul i32 %2157, 512
  %2159 = sext i32 %2158 to i64
  %2160 = sub i64 %2155, %2159
  %2161 = icmp sgt i64 %2160, 512
  %2162 = sext i32 %N to i64
  %2163 = sub i32 %1698, 1
  %2164 = sub i32 %2163, %c392
  %2165 = mul i32 %2164, 512
  %2166 = sext i32 %2165 to i64
  %2167 = sub i64 %2162, %2166
  %2168 = select i1 %2161, i64 512, i64 %2167
  %2169 = select i1 %2154, i64 0, i64 %2168
  %2170 = sub i32 %1698, 1
  %2171 = sub i32 %2170, %c392
  %2172 = mul i32 %2171, 512
  %2173 = sext i32 %2172 to i64
  %2174 = sub i64 0, %2173
  %2175 = icmp slt i64 %2174, 0
  %2176 = sub i32 %1698, 1
  %2177 = sub i32 %2176, %c392
  %2178 = mul i32 %2177, 512
  %2179 = sext i32 %2178 to i64
  %2180 = sub i64 0, %2179
  %2181 = icmp sgt i64 %2180, 512
  %2182 = sub i32 %1698, 1
  %2183 = sub i32 %2182, %c392
  %2184 = mul i32 %2183, 512
  %2185 = sext i32 %2184 to i64
  %2186 = sub i64 0, %2185
  %2187 = select i1 %2181, i64 512, i64 %2186
  %2188 = select i1 %2175, i64 0, i64 %2187
  %2189 = trunc i64 %2188 to i32
  %2190 = sext i32 %2189 to i64
  %2191 = icmp slt i64 %2169, %2190
  %2192 = sub i32 %1698, 1
  %2193 = sub i32 %2192, %c392
  %2194 = mul i32 %2193, 512
  %2195 = sext i32 %2194 to i64
  %2196 = sub i64 0, %2195
  %2197 = icmp slt i64 %2196, 0
  %2198 = sub i32 %1698, 1
  %2199 = sub i32 %2198, %c392
  %2200 = mul i32 %2199, 512
  %2201 = sext i32 %2200 to i64
  %2202 = sub i64 0, %2201
  %2203 = icmp sgt i64 %2202, 512
  %2204 = sub i32 %1698, 1
  %2205 = sub i32 %2204, %c392
  %2206 = mul i32 %2205, 512
  %2207 = sext i32 %2206 to i64
  %2208 = sub i64 0, %2207
  %2209 = select i1 %2203, i64 512, i64 %2208
  %2210 = select i1 %2197, i64 0, i64 %2209
  %2211 = trunc i64 %2210 to i32
  %2212 = sext i32 %2211 to i64
  %2213 = sext i32 %N to i64
  %2214 = sub i32 %1698, 1
  %2215 = sub i32 %2214, %c392
  %2216 = mul i32 %2215, 512
  %2217 = sext i32 %2216 to i64
  %2218 = sub i64 %2213, %2217
  %2219 = icmp slt i64 %2218, 0
  %2220 = sext i32 %N to i64
  %2221 = sub i32 %1698, 1
  %2222 = sub i32 %2221, %c392
  %2223 = mul i32 %2222, 512
  %2224 = sext i32 %2223 to i64
  %2225 = sub i64 %2220, %2224
  %2226 = icmp sgt i64 %2225, 512
  %2227 = sext i32 %N to i64
  %2228 = sub i32 %1698, 1
  %2229 = sub i32 %2228, %c392
  %2230 = mul i32 %2229, 512
  %2231 = sext i32 %2230 to i64
  %2232 = sub i64 %2227, %2231
  %2233 = select i1 %2226, i64 512, i64 %2232
  %2234 = select i1 %2219, i64 0, i64 %2233
  %2235 = select i1 %2191, i64 %2212, i64 %2234
  %2236 = trunc i64 %2235 to i32
  %2237 = icmp slt i32 %2236, 0
  %2238 = sext i32 %N to i64
  %2239 = sub i32 %1698, 1
  %2240 = sub i32 %2239, %c392
  %2241 = mul i32 %2240, 512
  %2242 = sext i32 %2241 to i64
  %2243 = sub i64 %2238, %2242
  %2244 = icmp slt i64 %2243, 0
  %2245 = sext i32 %N to i64
  %2246 = sub i32 %1698, 1
  %2247 = sub i32 %2246, %c392
  %2248 = mul i32 %2247, 512
  %2249 = sext i32 %2248 to i64
  %2250 = sub i64 %2245, %2249
  %2251 = icmp sgt i64 %2250, 512
  %2252 = sext i32 %N to i64
  %2253 = sub i32 %1698, 1
  %2254 = sub i32 %2253, %c392
  %2255 = mul i32 %2254, 512
  %2256 = sext i32 %2255 to i64
  %2257 = sub i64 %2252, %2256
  %2258 = select i1 %2251, i64 512, i64 %2257
  %2259 = select i1 %2244, i64 0, i64 %2258
  %2260 = sub i32 %1698, 1
  %2261 = sub i32 %2260, %c392
  %2262 = mul i32 %2261, 512
  %2263 = sext i32 %2262 to i64
  %2264 = sub i64 0, %2263
  %2265 = icmp slt i64 %2264, 0
  %2266 = sub i32 %1698, 1
  %2267 = sub i32 %2266, %c392
  %2268 = mul i32 %2267, 512
  %2269 = sext i32 %2268 to i64
  %2270 = sub i64 0, %2269
  %2271 = icmp sgt i64 %2270, 512
  %2272 = sub i32 %1698, 1
  %2273 = sub i32 %2272, %c392
  %2274 = mul i32 %2273, 512
  %2275 = sext i32 %2274 to i64
  %2276 = sub i64 0, %2275
  %2277 = select i1 %2271, i64 512, i64 %2276
  %2278 = select i1 %2265, i64 0, i64 %2277
  %2279 = trunc i64 %2278 to i32
  %2280 = sext i32 %2279 to i64
  %2281 = icmp slt i64 %2259, %2280
  %2282 = sub i32 %1698, 1
  %2283 = sub i32 %2282, %c392
  %2284 = mul i32 %2283, 512
  %2285 = sext i32 %2284 to i64
  %2286 = sub i64 0, %2285
  %2287 = icmp slt i64 %2286, 0
  %2288 = sub i32 %1698, 1
  %2289 = sub i32 %2288, %c392
  %2290 = mul i32 %2289, 512
  %2291 = sext i32 %2290 to i64
  %2292 = sub i64 0, %2291
  %2293 = icmp sgt i64 %2292, 512
  %2294 = sub i32 %1698, 1
  %2295 = sub i32 %2294, %c392
  %2296 = mul i32 %2295, 512
  %2297 = sext i32 %2296 to i64
  %2298 = sub i64 0, %2297
  %2299 = select i1 %2293, i64 512, i64 %2298
  %2300 = select i1 %2287, i64 0, i64 %2299
  %2301 = trunc i64 %2300 to i32
  %2302 = sext i32 %2301 to i64
  %2303 = sext i32 %N to i64
  %2304 = sub i32 %1698, 1
  %2305 = sub i32 %2304, %c392
  %2306 = mul i32 %2305, 512
  %2307 = sext i32 %2306 to i64
  %2308 = sub i64 %2303, %2307
  %2309 = icmp slt i64 %2308, 0
  %2310 = sext i32 %N to i64
  %2311 = sub i32 %1698, 1
  %2312 = sub i32 %2311, %c392
  %2313 = mul i32 %2312, 512
  %2314 = sext i32 %2313 to i64
  %2315 = sub i64 %2310, %2314
  %2316 = icmp sgt i64 %2315, 512
  %2317 = sext i32 %N to i64
  %2318 = sub i32 %1698, 1
  %2319 = sub i32 %2318, %c392
  %2320 = mul i32 %2319, 512
  %2321 = sext i32 %2320 to i64
  %2322 = sub i64 %2317, %2321
  %2323 = select i1 %2316, i64 512, i64 %2322
  %2324 = select i1 %2309, i64 0, i64 %2323
  %2325 = select i1 %2281, i64 %2302, i64 %2324
  %2326 = trunc i64 %2325 to i32
  %2327 = icmp sgt i32 %2326, 512
  %2328 = sext i32 %N to i64
  %2329 = sub i32 %1698, 1
  %2330 = sub i32 %2329, %c392
  %2331 = mul i32 %2330, 512
  %2332 = sext i32 %2331 to i64
  %2333 = sub i64 %2328, %2332
  %2334 = icmp slt i64 %2333, 0
  %2335 = sext i32 %N to i64
  %2336 = sub i32 %1698, 1
  %2337 = sub i32 %2336, %c392
  %2338 = mul i32 %2337, 512
  %2339 = sext i32 %2338 to i64
  %2340 = sub i64 %2335, %2339
  %2341 = icmp sgt i64 %2340, 512
  %2342 = sext i32 %N to i64
  %2343 = sub i32 %1698, 1
  %2344 = sub i32 %2343, %c392
  %2345 = mul i32 %2344, 512
  %2346 = sext i32 %2345 to i64
  %2347 = sub i64 %2342, %2346
  %2348 = select i1 %2341, i64 512, i64 %2347
  %2349 = select i1 %2334, i64 0, i64 %2348
  %2350 = sub i32 %1698, 1
  %2351 = sub i32 %2350, %c392
  %2352 = mul i32 %2351, 512
  %2353 = sext i32 %2352 to i64
  %2354 = sub i64 0, %2353
  %2355 = icmp slt i64 %2354, 0
  %2356 = sub i32 %1698, 1
  %2357 = sub i32 %2356, %c392
  %2358 = mul i32 %2357, 512
  %2359 = sext i32 %2358 to i64
  %2360 = sub i64 0, %2359
  %2361 = icmp sgt i64 %2360, 512
  %2362 = sub i32 %1698, 1
  %2363 = sub i32 %2362, %c392
  %2364 = mul i32 %2363, 512
  %2365 = sext i32 %2364 to i64
  %2366 = sub i64 0, %2365
  %2367 = select i1 %2361, i64 512, i64 %2366
  %2368 = select i1 %2355, i64 0, i64 %2367
  %2369 = trunc i64 %2368 to i32
  %2370 = sext i32 %2369 to i64
  %2371 = icmp slt i64 %2349, %2370
  %2372 = sub i32 %1698, 1
  %2373 = sub i32 %2372, %c392
  %2374 = mul i32 %2373, 512
  %2375 = sext i32 %2374 to i64
  %2376 = sub i64 0, %2375
  %2377 = icmp slt i64 %2376, 0
  %2378 = sub i32 %1698, 1
  %2379 = sub i32 %2378, %c392
  %2380 = mul i32 %2379, 512
  %2381 = sext i32 %2380 to i64
  %2382 = sub i64 0, %2381
  %2383 = icmp sgt i64 %2382, 512
  %2384 = sub i32 %1698, 1
  %2385 = sub i32 %2384, %c392
  %2386 = mul i32 %2385, 512
  %2387 = sext i32 %2386 to i64
  %2388 = sub i64 0, %2387
  %2389 = select i1 %2383, i64 512, i64 %2388
  %2390 = select i1 %2377, i64 0, i64 %2389
  %2391 = trunc i64 %2390 to i32
  %2392 = sext i32 %2391 to i64
  %2393 = sext i32 %N to i64
  %2394 = sub i32 %1698, 1
  %2395 = sub i32 %2394, %c392
  %2396 = mul i32 %2395, 512
  %2397 = sext i32 %2396 to i64
  %2398 = sub i64 %2393, %2397
  %2399 = icmp slt i64 %2398, 0
  %2400 = sext i32 %N to i64
  %2401 = sub i32 %1698, 1
  %2402 = sub i32 %2401, %c392
  %2403 = mul i32 %2402, 512
  %2404 = sext i32 %2403 to i64
  %2405 = sub i64 %2400, %2404
  %2406 = icmp sgt i64 %2405, 512
  %2407 = sext i32 %N to i64
  %2408 = sub i32 %1698, 1
  %2409 = sub i32 %2408, %c392
  %2410 = mul i32 %2409, 512
  %2411 = sext i32 %2410 to i64
  %2412 = sub i64 %2407, %2411
  %2413 = select i1 %2406, i64 512, i64 %2412
  %2414 = select i1 %2399, i64 0, i64 %2413
  %2415 = select i1 %2371, i64 %2392, i64 %2414
  %2416 = trunc i64 %2415 to i32
  %2417 = select i1 %2327, i32 512, i32 %2416
  %tl_cols45 = select i1 %2237, i32 0, i32 %2417
  br label %for.cond428

for.end426:                                       ; preds = %for.cond424
  %2418 = mul i32 %bx, 4
  %2419 = icmp sle i32 0, %2418
  %2420 = mul i32 %bx, 4
  %2421 = sext i32 %2420 to i64
  %2422 = add i64 %2421, 4
  %2423 = sext i32 %M to i64
  %2424 = icmp sle i64 %2422, %2423
  %2425 = and i1 %2419, %2424
  %2426 = mul i32 %t, 512
  %2427 = icmp sle i32 0, %2426
  %2428 = mul i32 %t, 512
  %2429 = sext i32 %2428 to i64
  %2430 = add i64 %2429, 512
  %2431 = sext i32 %N to i64
  %2432 = icmp sle i64 %2430, %2431
  %2433 = and i1 %2427, %2432
  %2434 = and i1 %2425, %2433
  br i1 %2434, label %if.then435, label %if.else436

for.cond428:                                      ; preds = %for.body429, %for.body425
  %j431 = phi i32 [ 0, %for.body425 ], [ %2457, %for.body429 ]
  %2435 = icmp slt i32 %j431, %tl_cols45
  br i1 %2435, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %2436 = sext i32 %i427 to i64
  %2437 = mul nsw i64 %2436, 512
  %2438 = sext i32 %j431 to i64
  %2439 = add nsw i64 %2437, %2438
  %2440 = getelementptr inbounds float, ptr %X_f, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = sext i32 %i427 to i64
  %2443 = getelementptr inbounds float, ptr %m, i64 %2442
  %2444 = load float, ptr %2443, align 4
  %2445 = fsub float %2441, %2444
  %2446 = call float @tilec_expf(float %2445)
  %2447 = sext i32 %i427 to i64
  %2448 = getelementptr inbounds float, ptr %l, i64 %2447
  %2449 = load float, ptr %2448, align 4
  %2450 = fdiv float 1.000000e+00, %2449
  %2451 = fmul float %2446, %2450
  %2452 = sext i32 %i427 to i64
  %2453 = mul nsw i64 %2452, 512
  %2454 = sext i32 %j431 to i64
  %2455 = add nsw i64 %2453, %2454
  %2456 = getelementptr inbounds float, ptr %X_f, i64 %2455
  store float %2451, ptr %2456, align 4
  %2457 = add nsw i32 %j431, 1
  br label %for.cond428, !llvm.loop !105

for.end430:                                       ; preds = %for.cond428
  %2458 = sext i32 %i427 to i64
  %2459 = getelementptr inbounds float, ptr %m, i64 %2458
  %2460 = load float, ptr %2459, align 4
  %2461 = fsub float 0.000000e+00, %2460
  %2462 = call float @tilec_expf(float %2461)
  %2463 = sext i32 %i427 to i64
  %2464 = getelementptr inbounds float, ptr %l, i64 %2463
  %2465 = load float, ptr %2464, align 4
  %2466 = fdiv float 1.000000e+00, %2465
  %tl_col47 = fmul float %2462, %2466
  %2467 = sub i32 512, %tl_cols45
  br label %for.cond432

for.cond432:                                      ; preds = %for.body433, %for.end430
  %j46 = phi i32 [ 0, %for.end430 ], [ %2475, %for.body433 ]
  %2468 = icmp slt i32 %j46, %2467
  br i1 %2468, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %2469 = sext i32 %i427 to i64
  %2470 = mul nsw i64 %2469, 512
  %2471 = add i32 %tl_cols45, %j46
  %2472 = sext i32 %2471 to i64
  %2473 = add nsw i64 %2470, %2472
  %2474 = getelementptr inbounds float, ptr %X_f, i64 %2473
  store float %tl_col47, ptr %2474, align 4
  %2475 = add nsw i32 %j46, 1
  br label %for.cond432, !llvm.loop !106

for.end434:                                       ; preds = %for.cond432
  %2476 = add nsw i32 %i427, 1
  br label %for.cond424, !llvm.loop !107

if.then435:                                       ; preds = %for.end426
  br label %for.cond438

if.else436:                                       ; preds = %for.end426
  br label %for.cond449

if.end437:                                        ; preds = %for.end451, %for.end440
  %2477 = add nsw i32 %c392, 1
  br label %for.cond389, !llvm.loop !108

for.cond438:                                      ; preds = %if.end444, %if.then435
  %i12441 = phi i32 [ 0, %if.then435 ], [ %2497, %if.end444 ]
  %2478 = icmp slt i32 %i12441, 4
  br i1 %2478, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %2479 = sext i32 %M to i64
  %2480 = sext i32 %N to i64
  %2481 = mul i64 %2479, %2480
  %2482 = icmp sge i64 %2481, 8388608
  br i1 %2482, label %if.then442, label %if.else443

for.end440:                                       ; preds = %for.cond438
  br label %if.end437

if.then442:                                       ; preds = %for.body439
  %2483 = mul i32 %bx, 4
  %2484 = add i32 %2483, %i12441
  %2485 = sext i32 %2484 to i64
  %2486 = sext i32 %N to i64
  %2487 = mul nsw i64 %2485, %2486
  %2488 = mul i32 %t, 512
  %2489 = add i32 %2488, 0
  %2490 = sext i32 %2489 to i64
  %2491 = add nsw i64 %2487, %2490
  %2492 = getelementptr inbounds float, ptr %Y, i64 %2491
  %2493 = sext i32 %i12441 to i64
  %2494 = mul nsw i64 %2493, 512
  %2495 = add nsw i64 %2494, 0
  %2496 = getelementptr inbounds float, ptr %X_f, i64 %2495
  call void @tilec_rt_stream(ptr %2492, ptr %2496, i64 2048)
  br label %if.end444

if.else443:                                       ; preds = %for.body439
  br label %for.cond445

if.end444:                                        ; preds = %for.end447, %if.then442
  %2497 = add nsw i32 %i12441, 1
  br label %for.cond438, !llvm.loop !109

for.cond445:                                      ; preds = %for.body446, %if.else443
  %j2448 = phi i32 [ 0, %if.else443 ], [ %2515, %for.body446 ]
  %2498 = icmp slt i32 %j2448, 512
  br i1 %2498, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %2499 = sext i32 %i12441 to i64
  %2500 = mul nsw i64 %2499, 512
  %2501 = sext i32 %j2448 to i64
  %2502 = add nsw i64 %2500, %2501
  %2503 = getelementptr inbounds float, ptr %X_f, i64 %2502
  %2504 = load float, ptr %2503, align 4
  %2505 = mul i32 %bx, 4
  %2506 = add i32 %2505, %i12441
  %2507 = sext i32 %2506 to i64
  %2508 = sext i32 %N to i64
  %2509 = mul nsw i64 %2507, %2508
  %2510 = mul i32 %t, 512
  %2511 = add i32 %2510, %j2448
  %2512 = sext i32 %2511 to i64
  %2513 = add nsw i64 %2509, %2512
  %2514 = getelementptr inbounds float, ptr %Y, i64 %2513
  store float %2504, ptr %2514, align 4
  %2515 = add nsw i32 %j2448, 1
  br label %for.cond445, !llvm.loop !110

for.end447:                                       ; preds = %for.cond445
  br label %if.end444

for.cond449:                                      ; preds = %for.end455, %if.else436
  %i12452 = phi i32 [ 0, %if.else436 ], [ %2543, %for.end455 ]
  %2516 = icmp slt i32 %i12452, 4
  br i1 %2516, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  br label %for.cond453

for.end451:                                       ; preds = %for.cond449
  br label %if.end437

for.cond453:                                      ; preds = %if.end459, %for.body450
  %j2456 = phi i32 [ 0, %for.body450 ], [ %2560, %if.end459 ]
  %2517 = icmp slt i32 %j2456, 512
  br i1 %2517, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %2518 = mul i32 %bx, 4
  %2519 = sext i32 %2518 to i64
  %2520 = sext i32 %i12452 to i64
  %2521 = add i64 %2519, %2520
  %2522 = icmp sle i64 0, %2521
  %2523 = mul i32 %bx, 4
  %2524 = sext i32 %2523 to i64
  %2525 = sext i32 %i12452 to i64
  %2526 = add i64 %2524, %2525
  %2527 = sext i32 %M to i64
  %2528 = icmp slt i64 %2526, %2527
  %2529 = and i1 %2522, %2528
  %2530 = mul i32 %t, 512
  %2531 = sext i32 %2530 to i64
  %2532 = sext i32 %j2456 to i64
  %2533 = add i64 %2531, %2532
  %2534 = icmp sle i64 0, %2533
  %2535 = mul i32 %t, 512
  %2536 = sext i32 %2535 to i64
  %2537 = sext i32 %j2456 to i64
  %2538 = add i64 %2536, %2537
  %2539 = sext i32 %N to i64
  %2540 = icmp slt i64 %2538, %2539
  %2541 = and i1 %2534, %2540
  %2542 = and i1 %2529, %2541
  br i1 %2542, label %if.then457, label %if.else458

for.end455:                                       ; preds = %for.cond453
  %2543 = add nsw i32 %i12452, 1
  br label %for.cond449, !llvm.loop !111

if.then457:                                       ; preds = %for.body454
  %2544 = sext i32 %i12452 to i64
  %2545 = mul nsw i64 %2544, 512
  %2546 = sext i32 %j2456 to i64
  %2547 = add nsw i64 %2545, %2546
  %2548 = getelementptr inbounds float, ptr %X_f, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %2550 = mul i32 %bx, 4
  %2551 = add i32 %2550, %i12452
  %2552 = sext i32 %2551 to i64
  %2553 = sext i32 %N to i64
  %2554 = mul nsw i64 %2552, %2553
  %2555 = mul i32 %t, 512
  %2556 = add i32 %2555, %j2456
  %2557 = sext i32 %2556 to i64
  %2558 = add nsw i64 %2554, %2557
  %2559 = getelementptr inbounds float, ptr %Y, i64 %2558
  store float %2549, ptr %2559, align 4
  br label %if.end459

if.else458:                                       ; preds = %for.body454
  br label %if.end459

if.end459:                                        ; preds = %if.else458, %if.then457
  %2560 = add nsw i32 %j2456, 1
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
