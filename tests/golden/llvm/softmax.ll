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
  br i1 %1, label %if.then72, label %if.else73

if.end:                                           ; preds = %if.end74, %for.end64
  ret void

for.cond:                                         ; preds = %for.end9, %if.then
  %i = phi i32 [ 0, %if.then ], [ %64, %for.end9 ]
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
  br label %for.cond11

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
  %28 = sub i32 %tl_hi1, 0
  br label %for.cond4

for.cond4:                                        ; preds = %sel.end, %for.end3
  %j3 = phi i32 [ 0, %for.end3 ], [ %55, %sel.end ]
  %29 = icmp slt i32 %j3, %28
  br i1 %29, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %30 = mul i32 %bx, 32
  %31 = add i32 %30, %i
  %32 = icmp sle i32 0, %31
  %33 = mul i32 %bx, 32
  %34 = add i32 %33, %i
  %35 = icmp slt i32 %34, %M
  %36 = and i1 %32, %35
  br i1 %36, label %sel.then, label %sel.else

for.end6:                                         ; preds = %for.cond4
  %37 = sub i32 256, %tl_hi1
  br label %for.cond7

sel.then:                                         ; preds = %for.body5
  %38 = mul i32 %bx, 32
  %39 = add i32 %38, %i
  %40 = sext i32 %39 to i64
  %41 = sext i32 %N to i64
  %42 = mul nsw i64 %40, %41
  %43 = add i32 0, %j3
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %42, %44
  %46 = getelementptr inbounds float, ptr %X, i64 %45
  %47 = load float, ptr %46, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body5
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %48 = phi float [ %47, %sel.then ], [ 0.000000e+00, %sel.else ]
  %49 = sext i32 %i to i64
  %50 = mul nsw i64 %49, 256
  %51 = add i32 0, %j3
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %50, %52
  %54 = getelementptr inbounds float, ptr %X_s, i64 %53
  store float %48, ptr %54, align 4
  %55 = add nsw i32 %j3, 1
  br label %for.cond4, !llvm.loop !3

for.cond7:                                        ; preds = %for.body8, %for.end6
  %j310 = phi i32 [ 0, %for.end6 ], [ %63, %for.body8 ]
  %56 = icmp slt i32 %j310, %37
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %57 = sext i32 %i to i64
  %58 = mul nsw i64 %57, 256
  %59 = add i32 %tl_hi1, %j310
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  %62 = getelementptr inbounds float, ptr %X_s, i64 %61
  store float 0xFFF0000000000000, ptr %62, align 4
  %63 = add nsw i32 %j310, 1
  br label %for.cond7, !llvm.loop !4

for.end9:                                         ; preds = %for.cond7
  %64 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !5

for.cond11:                                       ; preds = %for.end29, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %245, %for.end29 ]
  %65 = icmp slt i32 %i1, 32
  br i1 %65, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond14

for.end13:                                        ; preds = %for.cond11
  br label %for.cond31

for.cond14:                                       ; preds = %for.body15, %for.body12
  %lane = phi i32 [ 0, %for.body12 ], [ %75, %for.body15 ]
  %66 = icmp slt i32 %lane, 32
  br i1 %66, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %67 = sext i32 %i1 to i64
  %68 = mul nsw i64 %67, 256
  %69 = sext i32 %lane to i64
  %70 = add nsw i64 %68, %69
  %71 = getelementptr inbounds float, ptr %X_s, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = sext i32 %lane to i64
  %74 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %73
  store float %72, ptr %74, align 4
  %75 = add nsw i32 %lane, 1
  br label %for.cond14, !llvm.loop !6

for.end16:                                        ; preds = %for.cond14
  %76 = sext i32 %N to i64
  %77 = icmp slt i64 %76, 0
  %78 = sext i32 %N to i64
  %79 = icmp sgt i64 %78, 256
  %80 = sext i32 %N to i64
  %81 = select i1 %79, i64 256, i64 %80
  %82 = select i1 %77, i64 0, i64 %81
  %83 = icmp slt i64 %82, 0
  %84 = sext i32 %N to i64
  %85 = icmp slt i64 %84, 0
  %86 = sext i32 %N to i64
  %87 = icmp sgt i64 %86, 256
  %88 = sext i32 %N to i64
  %89 = select i1 %87, i64 256, i64 %88
  %90 = select i1 %85, i64 0, i64 %89
  %91 = select i1 %83, i64 0, i64 %90
  %92 = trunc i64 %91 to i32
  %93 = icmp slt i32 %92, 0
  %94 = sext i32 %N to i64
  %95 = icmp slt i64 %94, 0
  %96 = sext i32 %N to i64
  %97 = icmp sgt i64 %96, 256
  %98 = sext i32 %N to i64
  %99 = select i1 %97, i64 256, i64 %98
  %100 = select i1 %95, i64 0, i64 %99
  %101 = icmp slt i64 %100, 0
  %102 = sext i32 %N to i64
  %103 = icmp slt i64 %102, 0
  %104 = sext i32 %N to i64
  %105 = icmp sgt i64 %104, 256
  %106 = sext i32 %N to i64
  %107 = select i1 %105, i64 256, i64 %106
  %108 = select i1 %103, i64 0, i64 %107
  %109 = select i1 %101, i64 0, i64 %108
  %110 = trunc i64 %109 to i32
  %111 = icmp sgt i32 %110, 256
  %112 = sext i32 %N to i64
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %N to i64
  %115 = icmp sgt i64 %114, 256
  %116 = sext i32 %N to i64
  %117 = select i1 %115, i64 256, i64 %116
  %118 = select i1 %113, i64 0, i64 %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %N to i64
  %121 = icmp slt i64 %120, 0
  %122 = sext i32 %N to i64
  %123 = icmp sgt i64 %122, 256
  %124 = sext i32 %N to i64
  %125 = select i1 %123, i64 256, i64 %124
  %126 = select i1 %121, i64 0, i64 %125
  %127 = select i1 %119, i64 0, i64 %126
  %128 = trunc i64 %127 to i32
  %129 = select i1 %111, i32 256, i32 %128
  %130 = select i1 %93, i32 0, i32 %129
  %131 = add i32 %130, 31
  %132 = sdiv i32 %131, 32
  %133 = sub i32 0, %131
  %134 = select i1 false, i32 %133, i32 %132
  %135 = sub i32 %134, 1
  %136 = icmp slt i32 %135, 0
  %137 = sext i32 %N to i64
  %138 = icmp slt i64 %137, 0
  %139 = sext i32 %N to i64
  %140 = icmp sgt i64 %139, 256
  %141 = sext i32 %N to i64
  %142 = select i1 %140, i64 256, i64 %141
  %143 = select i1 %138, i64 0, i64 %142
  %144 = icmp slt i64 %143, 0
  %145 = sext i32 %N to i64
  %146 = icmp slt i64 %145, 0
  %147 = sext i32 %N to i64
  %148 = icmp sgt i64 %147, 256
  %149 = sext i32 %N to i64
  %150 = select i1 %148, i64 256, i64 %149
  %151 = select i1 %146, i64 0, i64 %150
  %152 = select i1 %144, i64 0, i64 %151
  %153 = trunc i64 %152 to i32
  %154 = icmp slt i32 %153, 0
  %155 = sext i32 %N to i64
  %156 = icmp slt i64 %155, 0
  %157 = sext i32 %N to i64
  %158 = icmp sgt i64 %157, 256
  %159 = sext i32 %N to i64
  %160 = select i1 %158, i64 256, i64 %159
  %161 = select i1 %156, i64 0, i64 %160
  %162 = icmp slt i64 %161, 0
  %163 = sext i32 %N to i64
  %164 = icmp slt i64 %163, 0
  %165 = sext i32 %N to i64
  %166 = icmp sgt i64 %165, 256
  %167 = sext i32 %N to i64
  %168 = select i1 %166, i64 256, i64 %167
  %169 = select i1 %164, i64 0, i64 %168
  %170 = select i1 %162, i64 0, i64 %169
  %171 = trunc i64 %170 to i32
  %172 = icmp sgt i32 %171, 256
  %173 = sext i32 %N to i64
  %174 = icmp slt i64 %173, 0
  %175 = sext i32 %N to i64
  %176 = icmp sgt i64 %175, 256
  %177 = sext i32 %N to i64
  %178 = select i1 %176, i64 256, i64 %177
  %179 = select i1 %174, i64 0, i64 %178
  %180 = icmp slt i64 %179, 0
  %181 = sext i32 %N to i64
  %182 = icmp slt i64 %181, 0
  %183 = sext i32 %N to i64
  %184 = icmp sgt i64 %183, 256
  %185 = sext i32 %N to i64
  %186 = select i1 %184, i64 256, i64 %185
  %187 = select i1 %182, i64 0, i64 %186
  %188 = select i1 %180, i64 0, i64 %187
  %189 = trunc i64 %188 to i32
  %190 = select i1 %172, i32 256, i32 %189
  %191 = select i1 %154, i32 0, i32 %190
  %192 = add i32 %191, 31
  %193 = sdiv i32 %192, 32
  %194 = sub i32 0, %192
  %195 = select i1 false, i32 %194, i32 %193
  %196 = sub i32 %195, 1
  %197 = select i1 %136, i32 0, i32 %196
  %tl_steps1 = select i1 true, i32 %197, i32 7
  br label %for.cond17

for.cond17:                                       ; preds = %for.end22, %for.end16
  %red = phi i32 [ 0, %for.end16 ], [ %218, %for.end22 ]
  %198 = icmp slt i32 %red, %tl_steps1
  br i1 %198, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  br label %for.cond20

for.end19:                                        ; preds = %for.cond17
  %199 = icmp slt i32 %tl_steps1, 7
  br i1 %199, label %if.then24, label %if.else25

for.cond20:                                       ; preds = %for.body21, %for.body18
  %lane23 = phi i32 [ 0, %for.body18 ], [ %217, %for.body21 ]
  %200 = icmp slt i32 %lane23, 32
  br i1 %200, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %201 = sext i32 %lane23 to i64
  %202 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %201
  %lane_acc = load float, ptr %202, align 4
  %203 = sext i32 %i1 to i64
  %204 = mul nsw i64 %203, 256
  %205 = add i32 %red, 1
  %206 = mul i32 %205, 32
  %207 = add i32 %206, %lane23
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %204, %208
  %210 = getelementptr inbounds float, ptr %X_s, i64 %209
  %lane_next = load float, ptr %210, align 4
  %211 = fcmp une float %lane_next, %lane_next
  %212 = fcmp ogt float %lane_acc, %lane_next
  %213 = select i1 %212, float %lane_acc, float %lane_next
  %214 = select i1 %211, float %lane_acc, float %213
  %215 = sext i32 %lane23 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %215
  store float %214, ptr %216, align 4
  %217 = add nsw i32 %lane23, 1
  br label %for.cond20, !llvm.loop !7

for.end22:                                        ; preds = %for.cond20
  %218 = add nsw i32 %red, 1
  br label %for.cond17, !llvm.loop !8

if.then24:                                        ; preds = %for.end19
  %219 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %220 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %223 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = fcmp ogt float %224, 0xFFF0000000000000
  %226 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %227 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = select i1 %225, float %228, float 0xFFF0000000000000
  %230 = select i1 false, float %221, float %229
  %231 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %230, ptr %231, align 4
  br label %if.end26

if.else25:                                        ; preds = %for.end19
  br label %if.end26

if.end26:                                         ; preds = %if.else25, %if.then24
  %232 = sext i32 %i1 to i64
  %233 = getelementptr inbounds float, ptr %m_s, i64 %232
  store float 0xFFF0000000000000, ptr %233, align 4
  br label %for.cond27

for.cond27:                                       ; preds = %for.body28, %if.end26
  %lane30 = phi i32 [ 0, %if.end26 ], [ %244, %for.body28 ]
  %234 = icmp slt i32 %lane30, 32
  br i1 %234, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %235 = sext i32 %i1 to i64
  %236 = getelementptr inbounds float, ptr %m_s, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = sext i32 %lane30 to i64
  %239 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %238
  %240 = load float, ptr %239, align 4
  %241 = call float @llvm.maxnum.f32(float %237, float %240)
  %242 = sext i32 %i1 to i64
  %243 = getelementptr inbounds float, ptr %m_s, i64 %242
  store float %241, ptr %243, align 4
  %244 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !9

for.end29:                                        ; preds = %for.cond27
  %245 = add nsw i32 %i1, 1
  br label %for.cond11, !llvm.loop !10

for.cond31:                                       ; preds = %for.end41, %for.end13
  %i34 = phi i32 [ 0, %for.end13 ], [ %332, %for.end41 ]
  %246 = icmp slt i32 %i34, 32
  br i1 %246, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %247 = sext i32 %N to i64
  %248 = icmp slt i64 %247, 0
  %249 = sext i32 %N to i64
  %250 = icmp sgt i64 %249, 256
  %251 = sext i32 %N to i64
  %252 = select i1 %250, i64 256, i64 %251
  %253 = select i1 %248, i64 0, i64 %252
  %254 = icmp slt i64 %253, 0
  %255 = sext i32 %N to i64
  %256 = icmp slt i64 %255, 0
  %257 = sext i32 %N to i64
  %258 = icmp sgt i64 %257, 256
  %259 = sext i32 %N to i64
  %260 = select i1 %258, i64 256, i64 %259
  %261 = select i1 %256, i64 0, i64 %260
  %262 = select i1 %254, i64 0, i64 %261
  %263 = trunc i64 %262 to i32
  %264 = icmp slt i32 %263, 0
  %265 = sext i32 %N to i64
  %266 = icmp slt i64 %265, 0
  %267 = sext i32 %N to i64
  %268 = icmp sgt i64 %267, 256
  %269 = sext i32 %N to i64
  %270 = select i1 %268, i64 256, i64 %269
  %271 = select i1 %266, i64 0, i64 %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %N to i64
  %274 = icmp slt i64 %273, 0
  %275 = sext i32 %N to i64
  %276 = icmp sgt i64 %275, 256
  %277 = sext i32 %N to i64
  %278 = select i1 %276, i64 256, i64 %277
  %279 = select i1 %274, i64 0, i64 %278
  %280 = select i1 %272, i64 0, i64 %279
  %281 = trunc i64 %280 to i32
  %282 = icmp sgt i32 %281, 256
  %283 = sext i32 %N to i64
  %284 = icmp slt i64 %283, 0
  %285 = sext i32 %N to i64
  %286 = icmp sgt i64 %285, 256
  %287 = sext i32 %N to i64
  %288 = select i1 %286, i64 256, i64 %287
  %289 = select i1 %284, i64 0, i64 %288
  %290 = icmp slt i64 %289, 0
  %291 = sext i32 %N to i64
  %292 = icmp slt i64 %291, 0
  %293 = sext i32 %N to i64
  %294 = icmp sgt i64 %293, 256
  %295 = sext i32 %N to i64
  %296 = select i1 %294, i64 256, i64 %295
  %297 = select i1 %292, i64 0, i64 %296
  %298 = select i1 %290, i64 0, i64 %297
  %299 = trunc i64 %298 to i32
  %300 = select i1 %282, i32 256, i32 %299
  %tl_cols2 = select i1 %264, i32 0, i32 %300
  br label %for.cond35

for.end33:                                        ; preds = %for.cond31
  br label %for.cond42

for.cond35:                                       ; preds = %for.body36, %for.body32
  %j38 = phi i32 [ 0, %for.body32 ], [ %318, %for.body36 ]
  %301 = icmp slt i32 %j38, %tl_cols2
  br i1 %301, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %302 = sext i32 %i34 to i64
  %303 = mul nsw i64 %302, 256
  %304 = sext i32 %j38 to i64
  %305 = add nsw i64 %303, %304
  %306 = getelementptr inbounds float, ptr %X_s, i64 %305
  %307 = load float, ptr %306, align 4
  %308 = sext i32 %i34 to i64
  %309 = getelementptr inbounds float, ptr %m_s, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = fsub float %307, %310
  %312 = call float @tilec_expf(float %311)
  %313 = sext i32 %i34 to i64
  %314 = mul nsw i64 %313, 256
  %315 = sext i32 %j38 to i64
  %316 = add nsw i64 %314, %315
  %317 = getelementptr inbounds float, ptr %X_s, i64 %316
  store float %312, ptr %317, align 4
  %318 = add nsw i32 %j38, 1
  br label %for.cond35, !llvm.loop !11

for.end37:                                        ; preds = %for.cond35
  %319 = sext i32 %i34 to i64
  %320 = getelementptr inbounds float, ptr %m_s, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = fsub float 0xFFF0000000000000, %321
  %tl_col4 = call float @tilec_expf(float %322)
  %323 = sub i32 256, %tl_cols2
  br label %for.cond39

for.cond39:                                       ; preds = %for.body40, %for.end37
  %j31 = phi i32 [ 0, %for.end37 ], [ %331, %for.body40 ]
  %324 = icmp slt i32 %j31, %323
  br i1 %324, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %325 = sext i32 %i34 to i64
  %326 = mul nsw i64 %325, 256
  %327 = add i32 %tl_cols2, %j31
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %326, %328
  %330 = getelementptr inbounds float, ptr %X_s, i64 %329
  store float %tl_col4, ptr %330, align 4
  %331 = add nsw i32 %j31, 1
  br label %for.cond39, !llvm.loop !12

for.end41:                                        ; preds = %for.cond39
  %332 = add nsw i32 %i34, 1
  br label %for.cond31, !llvm.loop !13

for.cond42:                                       ; preds = %for.end60, %for.end33
  %i2 = phi i32 [ 0, %for.end33 ], [ %511, %for.end60 ]
  %333 = icmp slt i32 %i2, 32
  br i1 %333, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond45

for.end44:                                        ; preds = %for.cond42
  br label %for.cond62

for.cond45:                                       ; preds = %for.body46, %for.body43
  %lane1 = phi i32 [ 0, %for.body43 ], [ %343, %for.body46 ]
  %334 = icmp slt i32 %lane1, 32
  br i1 %334, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %335 = sext i32 %i2 to i64
  %336 = mul nsw i64 %335, 256
  %337 = sext i32 %lane1 to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds float, ptr %X_s, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = sext i32 %lane1 to i64
  %342 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %341
  store float %340, ptr %342, align 4
  %343 = add nsw i32 %lane1, 1
  br label %for.cond45, !llvm.loop !14

for.end47:                                        ; preds = %for.cond45
  %344 = sext i32 %i2 to i64
  %345 = getelementptr inbounds float, ptr %m_s, i64 %344
  %346 = load float, ptr %345, align 4
  %347 = fsub float 0xFFF0000000000000, %346
  %tl_pad5 = call float @tilec_expf(float %347)
  %348 = fadd float %tl_pad5, %tl_pad5
  %349 = fcmp oeq float %348, %tl_pad5
  %350 = fcmp une float %tl_pad5, %tl_pad5
  %351 = or i1 %349, %350
  %352 = sext i32 %N to i64
  %353 = icmp slt i64 %352, 0
  %354 = sext i32 %N to i64
  %355 = icmp sgt i64 %354, 256
  %356 = sext i32 %N to i64
  %357 = select i1 %355, i64 256, i64 %356
  %358 = select i1 %353, i64 0, i64 %357
  %359 = icmp slt i64 %358, 0
  %360 = sext i32 %N to i64
  %361 = icmp slt i64 %360, 0
  %362 = sext i32 %N to i64
  %363 = icmp sgt i64 %362, 256
  %364 = sext i32 %N to i64
  %365 = select i1 %363, i64 256, i64 %364
  %366 = select i1 %361, i64 0, i64 %365
  %367 = select i1 %359, i64 0, i64 %366
  %368 = trunc i64 %367 to i32
  %369 = icmp slt i32 %368, 0
  %370 = sext i32 %N to i64
  %371 = icmp slt i64 %370, 0
  %372 = sext i32 %N to i64
  %373 = icmp sgt i64 %372, 256
  %374 = sext i32 %N to i64
  %375 = select i1 %373, i64 256, i64 %374
  %376 = select i1 %371, i64 0, i64 %375
  %377 = icmp slt i64 %376, 0
  %378 = sext i32 %N to i64
  %379 = icmp slt i64 %378, 0
  %380 = sext i32 %N to i64
  %381 = icmp sgt i64 %380, 256
  %382 = sext i32 %N to i64
  %383 = select i1 %381, i64 256, i64 %382
  %384 = select i1 %379, i64 0, i64 %383
  %385 = select i1 %377, i64 0, i64 %384
  %386 = trunc i64 %385 to i32
  %387 = icmp sgt i32 %386, 256
  %388 = sext i32 %N to i64
  %389 = icmp slt i64 %388, 0
  %390 = sext i32 %N to i64
  %391 = icmp sgt i64 %390, 256
  %392 = sext i32 %N to i64
  %393 = select i1 %391, i64 256, i64 %392
  %394 = select i1 %389, i64 0, i64 %393
  %395 = icmp slt i64 %394, 0
  %396 = sext i32 %N to i64
  %397 = icmp slt i64 %396, 0
  %398 = sext i32 %N to i64
  %399 = icmp sgt i64 %398, 256
  %400 = sext i32 %N to i64
  %401 = select i1 %399, i64 256, i64 %400
  %402 = select i1 %397, i64 0, i64 %401
  %403 = select i1 %395, i64 0, i64 %402
  %404 = trunc i64 %403 to i32
  %405 = select i1 %387, i32 256, i32 %404
  %406 = select i1 %369, i32 0, i32 %405
  %407 = add i32 %406, 31
  %408 = sdiv i32 %407, 32
  %409 = sub i32 0, %407
  %410 = select i1 false, i32 %409, i32 %408
  %411 = sub i32 %410, 1
  %412 = icmp slt i32 %411, 0
  %413 = sext i32 %N to i64
  %414 = icmp slt i64 %413, 0
  %415 = sext i32 %N to i64
  %416 = icmp sgt i64 %415, 256
  %417 = sext i32 %N to i64
  %418 = select i1 %416, i64 256, i64 %417
  %419 = select i1 %414, i64 0, i64 %418
  %420 = icmp slt i64 %419, 0
  %421 = sext i32 %N to i64
  %422 = icmp slt i64 %421, 0
  %423 = sext i32 %N to i64
  %424 = icmp sgt i64 %423, 256
  %425 = sext i32 %N to i64
  %426 = select i1 %424, i64 256, i64 %425
  %427 = select i1 %422, i64 0, i64 %426
  %428 = select i1 %420, i64 0, i64 %427
  %429 = trunc i64 %428 to i32
  %430 = icmp slt i32 %429, 0
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
  %447 = trunc i64 %446 to i32
  %448 = icmp sgt i32 %447, 256
  %449 = sext i32 %N to i64
  %450 = icmp slt i64 %449, 0
  %451 = sext i32 %N to i64
  %452 = icmp sgt i64 %451, 256
  %453 = sext i32 %N to i64
  %454 = select i1 %452, i64 256, i64 %453
  %455 = select i1 %450, i64 0, i64 %454
  %456 = icmp slt i64 %455, 0
  %457 = sext i32 %N to i64
  %458 = icmp slt i64 %457, 0
  %459 = sext i32 %N to i64
  %460 = icmp sgt i64 %459, 256
  %461 = sext i32 %N to i64
  %462 = select i1 %460, i64 256, i64 %461
  %463 = select i1 %458, i64 0, i64 %462
  %464 = select i1 %456, i64 0, i64 %463
  %465 = trunc i64 %464 to i32
  %466 = select i1 %448, i32 256, i32 %465
  %467 = select i1 %430, i32 0, i32 %466
  %468 = add i32 %467, 31
  %469 = sdiv i32 %468, 32
  %470 = sub i32 0, %468
  %471 = select i1 false, i32 %470, i32 %469
  %472 = sub i32 %471, 1
  %473 = select i1 %412, i32 0, i32 %472
  %tl_steps6 = select i1 %351, i32 %473, i32 7
  br label %for.cond48

for.cond48:                                       ; preds = %for.end53, %for.end47
  %red1 = phi i32 [ 0, %for.end47 ], [ %493, %for.end53 ]
  %474 = icmp slt i32 %red1, %tl_steps6
  br i1 %474, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  %475 = icmp slt i32 %tl_steps6, 7
  br i1 %475, label %if.then55, label %if.else56

for.cond51:                                       ; preds = %for.body52, %for.body49
  %lane154 = phi i32 [ 0, %for.body49 ], [ %492, %for.body52 ]
  %476 = icmp slt i32 %lane154, 32
  br i1 %476, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %477 = sext i32 %lane154 to i64
  %478 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = sext i32 %i2 to i64
  %481 = mul nsw i64 %480, 256
  %482 = add i32 %red1, 1
  %483 = mul i32 %482, 32
  %484 = add i32 %483, %lane154
  %485 = sext i32 %484 to i64
  %486 = add nsw i64 %481, %485
  %487 = getelementptr inbounds float, ptr %X_s, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = fadd float %479, %488
  %490 = sext i32 %lane154 to i64
  %491 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %490
  store float %489, ptr %491, align 4
  %492 = add nsw i32 %lane154, 1
  br label %for.cond51, !llvm.loop !15

for.end53:                                        ; preds = %for.cond51
  %493 = add nsw i32 %red1, 1
  br label %for.cond48, !llvm.loop !16

if.then55:                                        ; preds = %for.end50
  %494 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %495 = load float, ptr %494, align 4
  %496 = fadd float %495, %tl_pad5
  %497 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %496, ptr %497, align 4
  br label %if.end57

if.else56:                                        ; preds = %for.end50
  br label %if.end57

if.end57:                                         ; preds = %if.else56, %if.then55
  %498 = sext i32 %i2 to i64
  %499 = getelementptr inbounds float, ptr %l_s, i64 %498
  store float 0.000000e+00, ptr %499, align 4
  br label %for.cond58

for.cond58:                                       ; preds = %for.body59, %if.end57
  %lane161 = phi i32 [ 0, %if.end57 ], [ %510, %for.body59 ]
  %500 = icmp slt i32 %lane161, 32
  br i1 %500, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %501 = sext i32 %i2 to i64
  %502 = getelementptr inbounds float, ptr %l_s, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = sext i32 %lane161 to i64
  %505 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = fadd float %503, %506
  %508 = sext i32 %i2 to i64
  %509 = getelementptr inbounds float, ptr %l_s, i64 %508
  store float %507, ptr %509, align 4
  %510 = add nsw i32 %lane161, 1
  br label %for.cond58, !llvm.loop !17

for.end60:                                        ; preds = %for.cond58
  %511 = add nsw i32 %i2, 1
  br label %for.cond42, !llvm.loop !18

for.cond62:                                       ; preds = %if.end68, %for.end44
  %i65 = phi i32 [ 0, %for.end44 ], [ %537, %if.end68 ]
  %512 = icmp slt i32 %i65, 32
  br i1 %512, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %513 = sext i32 %N to i64
  %514 = icmp slt i64 %513, 0
  %515 = sext i32 %N to i64
  %516 = icmp sgt i64 %515, 256
  %517 = sext i32 %N to i64
  %518 = select i1 %516, i64 256, i64 %517
  %519 = select i1 %514, i64 0, i64 %518
  %520 = icmp slt i64 %519, 0
  %521 = sext i32 %N to i64
  %522 = icmp slt i64 %521, 0
  %523 = sext i32 %N to i64
  %524 = icmp sgt i64 %523, 256
  %525 = sext i32 %N to i64
  %526 = select i1 %524, i64 256, i64 %525
  %527 = select i1 %522, i64 0, i64 %526
  %528 = select i1 %520, i64 0, i64 %527
  %tl_hi3 = trunc i64 %528 to i32
  %529 = mul i32 %bx, 32
  %530 = add i32 %529, %i65
  %531 = icmp sle i32 0, %530
  %532 = mul i32 %bx, 32
  %533 = add i32 %532, %i65
  %534 = icmp slt i32 %533, %M
  %535 = and i1 %531, %534
  br i1 %535, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end

if.then66:                                        ; preds = %for.body63
  %536 = sub i32 %tl_hi3, 0
  br label %for.cond69

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %for.end71
  %537 = add nsw i32 %i65, 1
  br label %for.cond62, !llvm.loop !19

for.cond69:                                       ; preds = %for.body70, %if.then66
  %j4 = phi i32 [ 0, %if.then66 ], [ %560, %for.body70 ]
  %538 = icmp slt i32 %j4, %536
  br i1 %538, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %539 = sext i32 %i65 to i64
  %540 = mul nsw i64 %539, 256
  %541 = add i32 0, %j4
  %542 = sext i32 %541 to i64
  %543 = add nsw i64 %540, %542
  %544 = getelementptr inbounds float, ptr %X_s, i64 %543
  %545 = load float, ptr %544, align 4
  %546 = sext i32 %i65 to i64
  %547 = getelementptr inbounds float, ptr %l_s, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fdiv float 1.000000e+00, %548
  %550 = fmul float %545, %549
  %551 = mul i32 %bx, 32
  %552 = add i32 %551, %i65
  %553 = sext i32 %552 to i64
  %554 = sext i32 %N to i64
  %555 = mul nsw i64 %553, %554
  %556 = add i32 0, %j4
  %557 = sext i32 %556 to i64
  %558 = add nsw i64 %555, %557
  %559 = getelementptr inbounds float, ptr %Y, i64 %558
  store float %550, ptr %559, align 4
  %560 = add nsw i32 %j4, 1
  br label %for.cond69, !llvm.loop !20

for.end71:                                        ; preds = %for.cond69
  br label %if.end68

if.then72:                                        ; preds = %if.else
  br label %for.cond75

if.else73:                                        ; preds = %if.else
  %561 = icmp sle i32 %N, 4096
  br i1 %561, label %if.then154, label %if.else155

if.end74:                                         ; preds = %if.end156, %for.end146
  br label %if.end

for.cond75:                                       ; preds = %for.end91, %if.then72
  %i78 = phi i32 [ 0, %if.then72 ], [ %624, %for.end91 ]
  %562 = icmp slt i32 %i78, 4
  br i1 %562, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %563 = sext i32 %N to i64
  %564 = icmp slt i64 %563, 0
  %565 = sext i32 %N to i64
  %566 = icmp sgt i64 %565, 512
  %567 = sext i32 %N to i64
  %568 = select i1 %566, i64 512, i64 %567
  %569 = select i1 %564, i64 0, i64 %568
  %570 = icmp slt i64 %569, 0
  %571 = sext i32 %N to i64
  %572 = icmp slt i64 %571, 0
  %573 = sext i32 %N to i64
  %574 = icmp sgt i64 %573, 512
  %575 = sext i32 %N to i64
  %576 = select i1 %574, i64 512, i64 %575
  %577 = select i1 %572, i64 0, i64 %576
  %578 = select i1 %570, i64 0, i64 %577
  %tl_hi5 = trunc i64 %578 to i32
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  br label %for.cond93

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j82 = phi i32 [ 0, %for.body76 ], [ %587, %for.body80 ]
  %579 = icmp slt i32 %j82, 0
  br i1 %579, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %580 = icmp slt i32 %j82, %N
  %581 = select i1 %580, float 0.000000e+00, float 0xFFF0000000000000
  %582 = sext i32 %i78 to i64
  %583 = mul nsw i64 %582, 512
  %584 = sext i32 %j82 to i64
  %585 = add nsw i64 %583, %584
  %586 = getelementptr inbounds float, ptr %X_f, i64 %585
  store float %581, ptr %586, align 4
  %587 = add nsw i32 %j82, 1
  br label %for.cond79, !llvm.loop !21

for.end81:                                        ; preds = %for.cond79
  %588 = sub i32 %tl_hi5, 0
  br label %for.cond83

for.cond83:                                       ; preds = %sel.end88, %for.end81
  %j5 = phi i32 [ 0, %for.end81 ], [ %615, %sel.end88 ]
  %589 = icmp slt i32 %j5, %588
  br i1 %589, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %590 = mul i32 %bx, 4
  %591 = add i32 %590, %i78
  %592 = icmp sle i32 0, %591
  %593 = mul i32 %bx, 4
  %594 = add i32 %593, %i78
  %595 = icmp slt i32 %594, %M
  %596 = and i1 %592, %595
  br i1 %596, label %sel.then86, label %sel.else87

for.end85:                                        ; preds = %for.cond83
  %597 = sub i32 512, %tl_hi5
  br label %for.cond89

sel.then86:                                       ; preds = %for.body84
  %598 = mul i32 %bx, 4
  %599 = add i32 %598, %i78
  %600 = sext i32 %599 to i64
  %601 = sext i32 %N to i64
  %602 = mul nsw i64 %600, %601
  %603 = add i32 0, %j5
  %604 = sext i32 %603 to i64
  %605 = add nsw i64 %602, %604
  %606 = getelementptr inbounds float, ptr %X, i64 %605
  %607 = load float, ptr %606, align 4
  br label %sel.end88

sel.else87:                                       ; preds = %for.body84
  br label %sel.end88

sel.end88:                                        ; preds = %sel.else87, %sel.then86
  %608 = phi float [ %607, %sel.then86 ], [ 0.000000e+00, %sel.else87 ]
  %609 = sext i32 %i78 to i64
  %610 = mul nsw i64 %609, 512
  %611 = add i32 0, %j5
  %612 = sext i32 %611 to i64
  %613 = add nsw i64 %610, %612
  %614 = getelementptr inbounds float, ptr %X_f, i64 %613
  store float %608, ptr %614, align 4
  %615 = add nsw i32 %j5, 1
  br label %for.cond83, !llvm.loop !22

for.cond89:                                       ; preds = %for.body90, %for.end85
  %j592 = phi i32 [ 0, %for.end85 ], [ %623, %for.body90 ]
  %616 = icmp slt i32 %j592, %597
  br i1 %616, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %617 = sext i32 %i78 to i64
  %618 = mul nsw i64 %617, 512
  %619 = add i32 %tl_hi5, %j592
  %620 = sext i32 %619 to i64
  %621 = add nsw i64 %618, %620
  %622 = getelementptr inbounds float, ptr %X_f, i64 %621
  store float 0xFFF0000000000000, ptr %622, align 4
  %623 = add nsw i32 %j592, 1
  br label %for.cond89, !llvm.loop !23

for.end91:                                        ; preds = %for.cond89
  %624 = add nsw i32 %i78, 1
  br label %for.cond75, !llvm.loop !24

for.cond93:                                       ; preds = %for.end111, %for.end77
  %i3 = phi i32 [ 0, %for.end77 ], [ %805, %for.end111 ]
  %625 = icmp slt i32 %i3, 4
  br i1 %625, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %for.cond113

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane2 = phi i32 [ 0, %for.body94 ], [ %635, %for.body97 ]
  %626 = icmp slt i32 %lane2, 32
  br i1 %626, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %627 = sext i32 %i3 to i64
  %628 = mul nsw i64 %627, 512
  %629 = sext i32 %lane2 to i64
  %630 = add nsw i64 %628, %629
  %631 = getelementptr inbounds float, ptr %X_f, i64 %630
  %632 = load float, ptr %631, align 4
  %633 = sext i32 %lane2 to i64
  %634 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %633
  store float %632, ptr %634, align 4
  %635 = add nsw i32 %lane2, 1
  br label %for.cond96, !llvm.loop !25

for.end98:                                        ; preds = %for.cond96
  %636 = sext i32 %N to i64
  %637 = icmp slt i64 %636, 0
  %638 = sext i32 %N to i64
  %639 = icmp sgt i64 %638, 512
  %640 = sext i32 %N to i64
  %641 = select i1 %639, i64 512, i64 %640
  %642 = select i1 %637, i64 0, i64 %641
  %643 = icmp slt i64 %642, 0
  %644 = sext i32 %N to i64
  %645 = icmp slt i64 %644, 0
  %646 = sext i32 %N to i64
  %647 = icmp sgt i64 %646, 512
  %648 = sext i32 %N to i64
  %649 = select i1 %647, i64 512, i64 %648
  %650 = select i1 %645, i64 0, i64 %649
  %651 = select i1 %643, i64 0, i64 %650
  %652 = trunc i64 %651 to i32
  %653 = icmp slt i32 %652, 0
  %654 = sext i32 %N to i64
  %655 = icmp slt i64 %654, 0
  %656 = sext i32 %N to i64
  %657 = icmp sgt i64 %656, 512
  %658 = sext i32 %N to i64
  %659 = select i1 %657, i64 512, i64 %658
  %660 = select i1 %655, i64 0, i64 %659
  %661 = icmp slt i64 %660, 0
  %662 = sext i32 %N to i64
  %663 = icmp slt i64 %662, 0
  %664 = sext i32 %N to i64
  %665 = icmp sgt i64 %664, 512
  %666 = sext i32 %N to i64
  %667 = select i1 %665, i64 512, i64 %666
  %668 = select i1 %663, i64 0, i64 %667
  %669 = select i1 %661, i64 0, i64 %668
  %670 = trunc i64 %669 to i32
  %671 = icmp sgt i32 %670, 512
  %672 = sext i32 %N to i64
  %673 = icmp slt i64 %672, 0
  %674 = sext i32 %N to i64
  %675 = icmp sgt i64 %674, 512
  %676 = sext i32 %N to i64
  %677 = select i1 %675, i64 512, i64 %676
  %678 = select i1 %673, i64 0, i64 %677
  %679 = icmp slt i64 %678, 0
  %680 = sext i32 %N to i64
  %681 = icmp slt i64 %680, 0
  %682 = sext i32 %N to i64
  %683 = icmp sgt i64 %682, 512
  %684 = sext i32 %N to i64
  %685 = select i1 %683, i64 512, i64 %684
  %686 = select i1 %681, i64 0, i64 %685
  %687 = select i1 %679, i64 0, i64 %686
  %688 = trunc i64 %687 to i32
  %689 = select i1 %671, i32 512, i32 %688
  %690 = select i1 %653, i32 0, i32 %689
  %691 = add i32 %690, 31
  %692 = sdiv i32 %691, 32
  %693 = sub i32 0, %691
  %694 = select i1 false, i32 %693, i32 %692
  %695 = sub i32 %694, 1
  %696 = icmp slt i32 %695, 0
  %697 = sext i32 %N to i64
  %698 = icmp slt i64 %697, 0
  %699 = sext i32 %N to i64
  %700 = icmp sgt i64 %699, 512
  %701 = sext i32 %N to i64
  %702 = select i1 %700, i64 512, i64 %701
  %703 = select i1 %698, i64 0, i64 %702
  %704 = icmp slt i64 %703, 0
  %705 = sext i32 %N to i64
  %706 = icmp slt i64 %705, 0
  %707 = sext i32 %N to i64
  %708 = icmp sgt i64 %707, 512
  %709 = sext i32 %N to i64
  %710 = select i1 %708, i64 512, i64 %709
  %711 = select i1 %706, i64 0, i64 %710
  %712 = select i1 %704, i64 0, i64 %711
  %713 = trunc i64 %712 to i32
  %714 = icmp slt i32 %713, 0
  %715 = sext i32 %N to i64
  %716 = icmp slt i64 %715, 0
  %717 = sext i32 %N to i64
  %718 = icmp sgt i64 %717, 512
  %719 = sext i32 %N to i64
  %720 = select i1 %718, i64 512, i64 %719
  %721 = select i1 %716, i64 0, i64 %720
  %722 = icmp slt i64 %721, 0
  %723 = sext i32 %N to i64
  %724 = icmp slt i64 %723, 0
  %725 = sext i32 %N to i64
  %726 = icmp sgt i64 %725, 512
  %727 = sext i32 %N to i64
  %728 = select i1 %726, i64 512, i64 %727
  %729 = select i1 %724, i64 0, i64 %728
  %730 = select i1 %722, i64 0, i64 %729
  %731 = trunc i64 %730 to i32
  %732 = icmp sgt i32 %731, 512
  %733 = sext i32 %N to i64
  %734 = icmp slt i64 %733, 0
  %735 = sext i32 %N to i64
  %736 = icmp sgt i64 %735, 512
  %737 = sext i32 %N to i64
  %738 = select i1 %736, i64 512, i64 %737
  %739 = select i1 %734, i64 0, i64 %738
  %740 = icmp slt i64 %739, 0
  %741 = sext i32 %N to i64
  %742 = icmp slt i64 %741, 0
  %743 = sext i32 %N to i64
  %744 = icmp sgt i64 %743, 512
  %745 = sext i32 %N to i64
  %746 = select i1 %744, i64 512, i64 %745
  %747 = select i1 %742, i64 0, i64 %746
  %748 = select i1 %740, i64 0, i64 %747
  %749 = trunc i64 %748 to i32
  %750 = select i1 %732, i32 512, i32 %749
  %751 = select i1 %714, i32 0, i32 %750
  %752 = add i32 %751, 31
  %753 = sdiv i32 %752, 32
  %754 = sub i32 0, %752
  %755 = select i1 false, i32 %754, i32 %753
  %756 = sub i32 %755, 1
  %757 = select i1 %696, i32 0, i32 %756
  %tl_steps8 = select i1 true, i32 %757, i32 15
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red2 = phi i32 [ 0, %for.end98 ], [ %778, %for.end104 ]
  %758 = icmp slt i32 %red2, %tl_steps8
  br i1 %758, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  %759 = icmp slt i32 %tl_steps8, 15
  br i1 %759, label %if.then106, label %if.else107

for.cond102:                                      ; preds = %for.body103, %for.body100
  %lane2105 = phi i32 [ 0, %for.body100 ], [ %777, %for.body103 ]
  %760 = icmp slt i32 %lane2105, 32
  br i1 %760, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %761 = sext i32 %lane2105 to i64
  %762 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %761
  %lane_acc1 = load float, ptr %762, align 4
  %763 = sext i32 %i3 to i64
  %764 = mul nsw i64 %763, 512
  %765 = add i32 %red2, 1
  %766 = mul i32 %765, 32
  %767 = add i32 %766, %lane2105
  %768 = sext i32 %767 to i64
  %769 = add nsw i64 %764, %768
  %770 = getelementptr inbounds float, ptr %X_f, i64 %769
  %lane_next1 = load float, ptr %770, align 4
  %771 = fcmp une float %lane_next1, %lane_next1
  %772 = fcmp ogt float %lane_acc1, %lane_next1
  %773 = select i1 %772, float %lane_acc1, float %lane_next1
  %774 = select i1 %771, float %lane_acc1, float %773
  %775 = sext i32 %lane2105 to i64
  %776 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %775
  store float %774, ptr %776, align 4
  %777 = add nsw i32 %lane2105, 1
  br label %for.cond102, !llvm.loop !26

for.end104:                                       ; preds = %for.cond102
  %778 = add nsw i32 %red2, 1
  br label %for.cond99, !llvm.loop !27

if.then106:                                       ; preds = %for.end101
  %779 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %780 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %783 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %782
  %784 = load float, ptr %783, align 4
  %785 = fcmp ogt float %784, 0xFFF0000000000000
  %786 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %787 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %786
  %788 = load float, ptr %787, align 4
  %789 = select i1 %785, float %788, float 0xFFF0000000000000
  %790 = select i1 false, float %781, float %789
  %791 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %790, ptr %791, align 4
  br label %if.end108

if.else107:                                       ; preds = %for.end101
  br label %if.end108

if.end108:                                        ; preds = %if.else107, %if.then106
  %792 = sext i32 %i3 to i64
  %793 = getelementptr inbounds float, ptr %m, i64 %792
  store float 0xFFF0000000000000, ptr %793, align 4
  br label %for.cond109

for.cond109:                                      ; preds = %for.body110, %if.end108
  %lane2112 = phi i32 [ 0, %if.end108 ], [ %804, %for.body110 ]
  %794 = icmp slt i32 %lane2112, 32
  br i1 %794, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %795 = sext i32 %i3 to i64
  %796 = getelementptr inbounds float, ptr %m, i64 %795
  %797 = load float, ptr %796, align 4
  %798 = sext i32 %lane2112 to i64
  %799 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %798
  %800 = load float, ptr %799, align 4
  %801 = call float @llvm.maxnum.f32(float %797, float %800)
  %802 = sext i32 %i3 to i64
  %803 = getelementptr inbounds float, ptr %m, i64 %802
  store float %801, ptr %803, align 4
  %804 = add nsw i32 %lane2112, 1
  br label %for.cond109, !llvm.loop !28

for.end111:                                       ; preds = %for.cond109
  %805 = add nsw i32 %i3, 1
  br label %for.cond93, !llvm.loop !29

for.cond113:                                      ; preds = %for.end123, %for.end95
  %i116 = phi i32 [ 0, %for.end95 ], [ %892, %for.end123 ]
  %806 = icmp slt i32 %i116, 4
  br i1 %806, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %807 = sext i32 %N to i64
  %808 = icmp slt i64 %807, 0
  %809 = sext i32 %N to i64
  %810 = icmp sgt i64 %809, 512
  %811 = sext i32 %N to i64
  %812 = select i1 %810, i64 512, i64 %811
  %813 = select i1 %808, i64 0, i64 %812
  %814 = icmp slt i64 %813, 0
  %815 = sext i32 %N to i64
  %816 = icmp slt i64 %815, 0
  %817 = sext i32 %N to i64
  %818 = icmp sgt i64 %817, 512
  %819 = sext i32 %N to i64
  %820 = select i1 %818, i64 512, i64 %819
  %821 = select i1 %816, i64 0, i64 %820
  %822 = select i1 %814, i64 0, i64 %821
  %823 = trunc i64 %822 to i32
  %824 = icmp slt i32 %823, 0
  %825 = sext i32 %N to i64
  %826 = icmp slt i64 %825, 0
  %827 = sext i32 %N to i64
  %828 = icmp sgt i64 %827, 512
  %829 = sext i32 %N to i64
  %830 = select i1 %828, i64 512, i64 %829
  %831 = select i1 %826, i64 0, i64 %830
  %832 = icmp slt i64 %831, 0
  %833 = sext i32 %N to i64
  %834 = icmp slt i64 %833, 0
  %835 = sext i32 %N to i64
  %836 = icmp sgt i64 %835, 512
  %837 = sext i32 %N to i64
  %838 = select i1 %836, i64 512, i64 %837
  %839 = select i1 %834, i64 0, i64 %838
  %840 = select i1 %832, i64 0, i64 %839
  %841 = trunc i64 %840 to i32
  %842 = icmp sgt i32 %841, 512
  %843 = sext i32 %N to i64
  %844 = icmp slt i64 %843, 0
  %845 = sext i32 %N to i64
  %846 = icmp sgt i64 %845, 512
  %847 = sext i32 %N to i64
  %848 = select i1 %846, i64 512, i64 %847
  %849 = select i1 %844, i64 0, i64 %848
  %850 = icmp slt i64 %849, 0
  %851 = sext i32 %N to i64
  %852 = icmp slt i64 %851, 0
  %853 = sext i32 %N to i64
  %854 = icmp sgt i64 %853, 512
  %855 = sext i32 %N to i64
  %856 = select i1 %854, i64 512, i64 %855
  %857 = select i1 %852, i64 0, i64 %856
  %858 = select i1 %850, i64 0, i64 %857
  %859 = trunc i64 %858 to i32
  %860 = select i1 %842, i32 512, i32 %859
  %tl_cols9 = select i1 %824, i32 0, i32 %860
  br label %for.cond117

for.end115:                                       ; preds = %for.cond113
  br label %for.cond124

for.cond117:                                      ; preds = %for.body118, %for.body114
  %j120 = phi i32 [ 0, %for.body114 ], [ %878, %for.body118 ]
  %861 = icmp slt i32 %j120, %tl_cols9
  br i1 %861, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %862 = sext i32 %i116 to i64
  %863 = mul nsw i64 %862, 512
  %864 = sext i32 %j120 to i64
  %865 = add nsw i64 %863, %864
  %866 = getelementptr inbounds float, ptr %X_f, i64 %865
  %867 = load float, ptr %866, align 4
  %868 = sext i32 %i116 to i64
  %869 = getelementptr inbounds float, ptr %m, i64 %868
  %870 = load float, ptr %869, align 4
  %871 = fsub float %867, %870
  %872 = call float @tilec_expf(float %871)
  %873 = sext i32 %i116 to i64
  %874 = mul nsw i64 %873, 512
  %875 = sext i32 %j120 to i64
  %876 = add nsw i64 %874, %875
  %877 = getelementptr inbounds float, ptr %X_f, i64 %876
  store float %872, ptr %877, align 4
  %878 = add nsw i32 %j120, 1
  br label %for.cond117, !llvm.loop !30

for.end119:                                       ; preds = %for.cond117
  %879 = sext i32 %i116 to i64
  %880 = getelementptr inbounds float, ptr %m, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = fsub float 0xFFF0000000000000, %881
  %tl_col11 = call float @tilec_expf(float %882)
  %883 = sub i32 512, %tl_cols9
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end119
  %j10 = phi i32 [ 0, %for.end119 ], [ %891, %for.body122 ]
  %884 = icmp slt i32 %j10, %883
  br i1 %884, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %885 = sext i32 %i116 to i64
  %886 = mul nsw i64 %885, 512
  %887 = add i32 %tl_cols9, %j10
  %888 = sext i32 %887 to i64
  %889 = add nsw i64 %886, %888
  %890 = getelementptr inbounds float, ptr %X_f, i64 %889
  store float %tl_col11, ptr %890, align 4
  %891 = add nsw i32 %j10, 1
  br label %for.cond121, !llvm.loop !31

for.end123:                                       ; preds = %for.cond121
  %892 = add nsw i32 %i116, 1
  br label %for.cond113, !llvm.loop !32

for.cond124:                                      ; preds = %for.end142, %for.end115
  %i5 = phi i32 [ 0, %for.end115 ], [ %1071, %for.end142 ]
  %893 = icmp slt i32 %i5, 4
  br i1 %893, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  br label %for.cond144

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane3 = phi i32 [ 0, %for.body125 ], [ %903, %for.body128 ]
  %894 = icmp slt i32 %lane3, 32
  br i1 %894, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %895 = sext i32 %i5 to i64
  %896 = mul nsw i64 %895, 512
  %897 = sext i32 %lane3 to i64
  %898 = add nsw i64 %896, %897
  %899 = getelementptr inbounds float, ptr %X_f, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = sext i32 %lane3 to i64
  %902 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %901
  store float %900, ptr %902, align 4
  %903 = add nsw i32 %lane3, 1
  br label %for.cond127, !llvm.loop !33

for.end129:                                       ; preds = %for.cond127
  %904 = sext i32 %i5 to i64
  %905 = getelementptr inbounds float, ptr %m, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = fsub float 0xFFF0000000000000, %906
  %tl_pad12 = call float @tilec_expf(float %907)
  %908 = fadd float %tl_pad12, %tl_pad12
  %909 = fcmp oeq float %908, %tl_pad12
  %910 = fcmp une float %tl_pad12, %tl_pad12
  %911 = or i1 %909, %910
  %912 = sext i32 %N to i64
  %913 = icmp slt i64 %912, 0
  %914 = sext i32 %N to i64
  %915 = icmp sgt i64 %914, 512
  %916 = sext i32 %N to i64
  %917 = select i1 %915, i64 512, i64 %916
  %918 = select i1 %913, i64 0, i64 %917
  %919 = icmp slt i64 %918, 0
  %920 = sext i32 %N to i64
  %921 = icmp slt i64 %920, 0
  %922 = sext i32 %N to i64
  %923 = icmp sgt i64 %922, 512
  %924 = sext i32 %N to i64
  %925 = select i1 %923, i64 512, i64 %924
  %926 = select i1 %921, i64 0, i64 %925
  %927 = select i1 %919, i64 0, i64 %926
  %928 = trunc i64 %927 to i32
  %929 = icmp slt i32 %928, 0
  %930 = sext i32 %N to i64
  %931 = icmp slt i64 %930, 0
  %932 = sext i32 %N to i64
  %933 = icmp sgt i64 %932, 512
  %934 = sext i32 %N to i64
  %935 = select i1 %933, i64 512, i64 %934
  %936 = select i1 %931, i64 0, i64 %935
  %937 = icmp slt i64 %936, 0
  %938 = sext i32 %N to i64
  %939 = icmp slt i64 %938, 0
  %940 = sext i32 %N to i64
  %941 = icmp sgt i64 %940, 512
  %942 = sext i32 %N to i64
  %943 = select i1 %941, i64 512, i64 %942
  %944 = select i1 %939, i64 0, i64 %943
  %945 = select i1 %937, i64 0, i64 %944
  %946 = trunc i64 %945 to i32
  %947 = icmp sgt i32 %946, 512
  %948 = sext i32 %N to i64
  %949 = icmp slt i64 %948, 0
  %950 = sext i32 %N to i64
  %951 = icmp sgt i64 %950, 512
  %952 = sext i32 %N to i64
  %953 = select i1 %951, i64 512, i64 %952
  %954 = select i1 %949, i64 0, i64 %953
  %955 = icmp slt i64 %954, 0
  %956 = sext i32 %N to i64
  %957 = icmp slt i64 %956, 0
  %958 = sext i32 %N to i64
  %959 = icmp sgt i64 %958, 512
  %960 = sext i32 %N to i64
  %961 = select i1 %959, i64 512, i64 %960
  %962 = select i1 %957, i64 0, i64 %961
  %963 = select i1 %955, i64 0, i64 %962
  %964 = trunc i64 %963 to i32
  %965 = select i1 %947, i32 512, i32 %964
  %966 = select i1 %929, i32 0, i32 %965
  %967 = add i32 %966, 31
  %968 = sdiv i32 %967, 32
  %969 = sub i32 0, %967
  %970 = select i1 false, i32 %969, i32 %968
  %971 = sub i32 %970, 1
  %972 = icmp slt i32 %971, 0
  %973 = sext i32 %N to i64
  %974 = icmp slt i64 %973, 0
  %975 = sext i32 %N to i64
  %976 = icmp sgt i64 %975, 512
  %977 = sext i32 %N to i64
  %978 = select i1 %976, i64 512, i64 %977
  %979 = select i1 %974, i64 0, i64 %978
  %980 = icmp slt i64 %979, 0
  %981 = sext i32 %N to i64
  %982 = icmp slt i64 %981, 0
  %983 = sext i32 %N to i64
  %984 = icmp sgt i64 %983, 512
  %985 = sext i32 %N to i64
  %986 = select i1 %984, i64 512, i64 %985
  %987 = select i1 %982, i64 0, i64 %986
  %988 = select i1 %980, i64 0, i64 %987
  %989 = trunc i64 %988 to i32
  %990 = icmp slt i32 %989, 0
  %991 = sext i32 %N to i64
  %992 = icmp slt i64 %991, 0
  %993 = sext i32 %N to i64
  %994 = icmp sgt i64 %993, 512
  %995 = sext i32 %N to i64
  %996 = select i1 %994, i64 512, i64 %995
  %997 = select i1 %992, i64 0, i64 %996
  %998 = icmp slt i64 %997, 0
  %999 = sext i32 %N to i64
  %1000 = icmp slt i64 %999, 0
  %1001 = sext i32 %N to i64
  %1002 = icmp sgt i64 %1001, 512
  %1003 = sext i32 %N to i64
  %1004 = select i1 %1002, i64 512, i64 %1003
  %1005 = select i1 %1000, i64 0, i64 %1004
  %1006 = select i1 %998, i64 0, i64 %1005
  %1007 = trunc i64 %1006 to i32
  %1008 = icmp sgt i32 %1007, 512
  %1009 = sext i32 %N to i64
  %1010 = icmp slt i64 %1009, 0
  %1011 = sext i32 %N to i64
  %1012 = icmp sgt i64 %1011, 512
  %1013 = sext i32 %N to i64
  %1014 = select i1 %1012, i64 512, i64 %1013
  %1015 = select i1 %1010, i64 0, i64 %1014
  %1016 = icmp slt i64 %1015, 0
  %1017 = sext i32 %N to i64
  %1018 = icmp slt i64 %1017, 0
  %1019 = sext i32 %N to i64
  %1020 = icmp sgt i64 %1019, 512
  %1021 = sext i32 %N to i64
  %1022 = select i1 %1020, i64 512, i64 %1021
  %1023 = select i1 %1018, i64 0, i64 %1022
  %1024 = select i1 %1016, i64 0, i64 %1023
  %1025 = trunc i64 %1024 to i32
  %1026 = select i1 %1008, i32 512, i32 %1025
  %1027 = select i1 %990, i32 0, i32 %1026
  %1028 = add i32 %1027, 31
  %1029 = sdiv i32 %1028, 32
  %1030 = sub i32 0, %1028
  %1031 = select i1 false, i32 %1030, i32 %1029
  %1032 = sub i32 %1031, 1
  %1033 = select i1 %972, i32 0, i32 %1032
  %tl_steps13 = select i1 %911, i32 %1033, i32 15
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end129
  %red3 = phi i32 [ 0, %for.end129 ], [ %1053, %for.end135 ]
  %1034 = icmp slt i32 %red3, %tl_steps13
  br i1 %1034, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  %1035 = icmp slt i32 %tl_steps13, 15
  br i1 %1035, label %if.then137, label %if.else138

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane3136 = phi i32 [ 0, %for.body131 ], [ %1052, %for.body134 ]
  %1036 = icmp slt i32 %lane3136, 32
  br i1 %1036, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %1037 = sext i32 %lane3136 to i64
  %1038 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1037
  %1039 = load float, ptr %1038, align 4
  %1040 = sext i32 %i5 to i64
  %1041 = mul nsw i64 %1040, 512
  %1042 = add i32 %red3, 1
  %1043 = mul i32 %1042, 32
  %1044 = add i32 %1043, %lane3136
  %1045 = sext i32 %1044 to i64
  %1046 = add nsw i64 %1041, %1045
  %1047 = getelementptr inbounds float, ptr %X_f, i64 %1046
  %1048 = load float, ptr %1047, align 4
  %1049 = fadd float %1039, %1048
  %1050 = sext i32 %lane3136 to i64
  %1051 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1050
  store float %1049, ptr %1051, align 4
  %1052 = add nsw i32 %lane3136, 1
  br label %for.cond133, !llvm.loop !34

for.end135:                                       ; preds = %for.cond133
  %1053 = add nsw i32 %red3, 1
  br label %for.cond130, !llvm.loop !35

if.then137:                                       ; preds = %for.end132
  %1054 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1055 = load float, ptr %1054, align 4
  %1056 = fadd float %1055, %tl_pad12
  %1057 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1056, ptr %1057, align 4
  br label %if.end139

if.else138:                                       ; preds = %for.end132
  br label %if.end139

if.end139:                                        ; preds = %if.else138, %if.then137
  %1058 = sext i32 %i5 to i64
  %1059 = getelementptr inbounds float, ptr %l, i64 %1058
  store float 0.000000e+00, ptr %1059, align 4
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %if.end139
  %lane3143 = phi i32 [ 0, %if.end139 ], [ %1070, %for.body141 ]
  %1060 = icmp slt i32 %lane3143, 32
  br i1 %1060, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %1061 = sext i32 %i5 to i64
  %1062 = getelementptr inbounds float, ptr %l, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = sext i32 %lane3143 to i64
  %1065 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = fadd float %1063, %1066
  %1068 = sext i32 %i5 to i64
  %1069 = getelementptr inbounds float, ptr %l, i64 %1068
  store float %1067, ptr %1069, align 4
  %1070 = add nsw i32 %lane3143, 1
  br label %for.cond140, !llvm.loop !36

for.end142:                                       ; preds = %for.cond140
  %1071 = add nsw i32 %i5, 1
  br label %for.cond124, !llvm.loop !37

for.cond144:                                      ; preds = %if.end150, %for.end126
  %i147 = phi i32 [ 0, %for.end126 ], [ %1097, %if.end150 ]
  %1072 = icmp slt i32 %i147, 4
  br i1 %1072, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %1073 = sext i32 %N to i64
  %1074 = icmp slt i64 %1073, 0
  %1075 = sext i32 %N to i64
  %1076 = icmp sgt i64 %1075, 512
  %1077 = sext i32 %N to i64
  %1078 = select i1 %1076, i64 512, i64 %1077
  %1079 = select i1 %1074, i64 0, i64 %1078
  %1080 = icmp slt i64 %1079, 0
  %1081 = sext i32 %N to i64
  %1082 = icmp slt i64 %1081, 0
  %1083 = sext i32 %N to i64
  %1084 = icmp sgt i64 %1083, 512
  %1085 = sext i32 %N to i64
  %1086 = select i1 %1084, i64 512, i64 %1085
  %1087 = select i1 %1082, i64 0, i64 %1086
  %1088 = select i1 %1080, i64 0, i64 %1087
  %tl_hi7 = trunc i64 %1088 to i32
  %1089 = mul i32 %bx, 4
  %1090 = add i32 %1089, %i147
  %1091 = icmp sle i32 0, %1090
  %1092 = mul i32 %bx, 4
  %1093 = add i32 %1092, %i147
  %1094 = icmp slt i32 %1093, %M
  %1095 = and i1 %1091, %1094
  br i1 %1095, label %if.then148, label %if.else149

for.end146:                                       ; preds = %for.cond144
  br label %if.end74

if.then148:                                       ; preds = %for.body145
  %1096 = sub i32 %tl_hi7, 0
  br label %for.cond151

if.else149:                                       ; preds = %for.body145
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %for.end153
  %1097 = add nsw i32 %i147, 1
  br label %for.cond144, !llvm.loop !38

for.cond151:                                      ; preds = %for.body152, %if.then148
  %j6 = phi i32 [ 0, %if.then148 ], [ %1120, %for.body152 ]
  %1098 = icmp slt i32 %j6, %1096
  br i1 %1098, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %1099 = sext i32 %i147 to i64
  %1100 = mul nsw i64 %1099, 512
  %1101 = add i32 0, %j6
  %1102 = sext i32 %1101 to i64
  %1103 = add nsw i64 %1100, %1102
  %1104 = getelementptr inbounds float, ptr %X_f, i64 %1103
  %1105 = load float, ptr %1104, align 4
  %1106 = sext i32 %i147 to i64
  %1107 = getelementptr inbounds float, ptr %l, i64 %1106
  %1108 = load float, ptr %1107, align 4
  %1109 = fdiv float 1.000000e+00, %1108
  %1110 = fmul float %1105, %1109
  %1111 = mul i32 %bx, 4
  %1112 = add i32 %1111, %i147
  %1113 = sext i32 %1112 to i64
  %1114 = sext i32 %N to i64
  %1115 = mul nsw i64 %1113, %1114
  %1116 = add i32 0, %j6
  %1117 = sext i32 %1116 to i64
  %1118 = add nsw i64 %1115, %1117
  %1119 = getelementptr inbounds float, ptr %Y, i64 %1118
  store float %1110, ptr %1119, align 4
  %1120 = add nsw i32 %j6, 1
  br label %for.cond151, !llvm.loop !39

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

if.then154:                                       ; preds = %if.else73
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond157

if.else155:                                       ; preds = %if.else73
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond268

if.end156:                                        ; preds = %for.end376, %for.end264
  br label %if.end74

for.cond157:                                      ; preds = %for.end254, %if.then154
  %r = phi i32 [ 0, %if.then154 ], [ %2393, %for.end254 ]
  %1121 = icmp slt i32 %r, 4
  br i1 %1121, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  br label %for.cond160

for.end159:                                       ; preds = %for.cond157
  br label %for.cond262

for.cond160:                                      ; preds = %for.end170, %for.body158
  %i163 = phi i32 [ 0, %for.body158 ], [ %1159, %for.end170 ]
  %1122 = icmp slt i32 %i163, 1
  br i1 %1122, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %1123 = sext i32 %N to i64
  %1124 = icmp slt i64 %1123, 0
  %1125 = sext i32 %N to i64
  %1126 = icmp sgt i64 %1125, 4096
  %1127 = sext i32 %N to i64
  %1128 = select i1 %1126, i64 4096, i64 %1127
  %1129 = select i1 %1124, i64 0, i64 %1128
  %1130 = icmp slt i64 %1129, 0
  %1131 = sext i32 %N to i64
  %1132 = icmp slt i64 %1131, 0
  %1133 = sext i32 %N to i64
  %1134 = icmp sgt i64 %1133, 4096
  %1135 = sext i32 %N to i64
  %1136 = select i1 %1134, i64 4096, i64 %1135
  %1137 = select i1 %1132, i64 0, i64 %1136
  %1138 = select i1 %1130, i64 0, i64 %1137
  %tl_hi9 = trunc i64 %1138 to i32
  br label %for.cond164

for.end162:                                       ; preds = %for.cond160
  br label %for.cond174

for.cond164:                                      ; preds = %for.body165, %for.body161
  %j167 = phi i32 [ 0, %for.body161 ], [ %1147, %for.body165 ]
  %1139 = icmp slt i32 %j167, 0
  br i1 %1139, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %1140 = icmp slt i32 %j167, %N
  %1141 = select i1 %1140, float 0.000000e+00, float 0xFFF0000000000000
  %1142 = sext i32 %i163 to i64
  %1143 = mul nsw i64 %1142, 4096
  %1144 = sext i32 %j167 to i64
  %1145 = add nsw i64 %1143, %1144
  %1146 = getelementptr inbounds float, ptr %X_r, i64 %1145
  store float %1141, ptr %1146, align 4
  %1147 = add nsw i32 %j167, 1
  br label %for.cond164, !llvm.loop !40

for.end166:                                       ; preds = %for.cond164
  %1148 = sub i32 %tl_hi9, 0
  br label %for.cond168

for.cond168:                                      ; preds = %sel.end173, %for.end166
  %j7 = phi i32 [ 0, %for.end166 ], [ %1178, %sel.end173 ]
  %1149 = icmp slt i32 %j7, %1148
  br i1 %1149, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %1150 = mul i32 %bx, 4
  %1151 = add i32 %1150, %r
  %1152 = add i32 %1151, %i163
  %1153 = icmp sle i32 0, %1152
  %1154 = mul i32 %bx, 4
  %1155 = add i32 %1154, %r
  %1156 = add i32 %1155, %i163
  %1157 = icmp slt i32 %1156, %M
  %1158 = and i1 %1153, %1157
  br i1 %1158, label %sel.then171, label %sel.else172

for.end170:                                       ; preds = %for.cond168
  %1159 = add nsw i32 %i163, 1
  br label %for.cond160, !llvm.loop !41

sel.then171:                                      ; preds = %for.body169
  %1160 = mul i32 %bx, 4
  %1161 = add i32 %1160, %r
  %1162 = add i32 %1161, %i163
  %1163 = sext i32 %1162 to i64
  %1164 = sext i32 %N to i64
  %1165 = mul nsw i64 %1163, %1164
  %1166 = add i32 0, %j7
  %1167 = sext i32 %1166 to i64
  %1168 = add nsw i64 %1165, %1167
  %1169 = getelementptr inbounds float, ptr %X, i64 %1168
  %1170 = load float, ptr %1169, align 4
  br label %sel.end173

sel.else172:                                      ; preds = %for.body169
  br label %sel.end173

sel.end173:                                       ; preds = %sel.else172, %sel.then171
  %1171 = phi float [ %1170, %sel.then171 ], [ 0.000000e+00, %sel.else172 ]
  %1172 = sext i32 %i163 to i64
  %1173 = mul nsw i64 %1172, 4096
  %1174 = add i32 0, %j7
  %1175 = sext i32 %1174 to i64
  %1176 = add nsw i64 %1173, %1175
  %1177 = getelementptr inbounds float, ptr %X_r, i64 %1176
  store float %1171, ptr %1177, align 4
  %1178 = add nsw i32 %j7, 1
  br label %for.cond168, !llvm.loop !42

for.cond174:                                      ; preds = %for.end207, %for.end162
  %i6 = phi i32 [ 0, %for.end162 ], [ %1734, %for.end207 ]
  %1179 = icmp slt i32 %i6, 1
  br i1 %1179, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  br label %for.cond177

for.end176:                                       ; preds = %for.cond174
  br label %for.cond209

for.cond177:                                      ; preds = %for.end182, %for.body175
  %tl_r14 = phi i32 [ 0, %for.body175 ], [ %1489, %for.end182 ]
  %1180 = icmp slt i32 %tl_r14, 1
  br i1 %1180, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %1181 = sext i32 %N to i64
  %1182 = icmp slt i64 %1181, 0
  %1183 = sext i32 %N to i64
  %1184 = icmp sgt i64 %1183, 4096
  %1185 = sext i32 %N to i64
  %1186 = select i1 %1184, i64 4096, i64 %1185
  %1187 = select i1 %1182, i64 0, i64 %1186
  %1188 = icmp slt i64 %1187, 0
  %1189 = sext i32 %N to i64
  %1190 = icmp slt i64 %1189, 0
  %1191 = sext i32 %N to i64
  %1192 = icmp sgt i64 %1191, 4096
  %1193 = sext i32 %N to i64
  %1194 = select i1 %1192, i64 4096, i64 %1193
  %1195 = select i1 %1190, i64 0, i64 %1194
  %1196 = select i1 %1188, i64 0, i64 %1195
  %1197 = trunc i64 %1196 to i32
  %1198 = icmp slt i32 %1197, 0
  %1199 = sext i32 %N to i64
  %1200 = icmp slt i64 %1199, 0
  %1201 = sext i32 %N to i64
  %1202 = icmp sgt i64 %1201, 4096
  %1203 = sext i32 %N to i64
  %1204 = select i1 %1202, i64 4096, i64 %1203
  %1205 = select i1 %1200, i64 0, i64 %1204
  %1206 = icmp slt i64 %1205, 0
  %1207 = sext i32 %N to i64
  %1208 = icmp slt i64 %1207, 0
  %1209 = sext i32 %N to i64
  %1210 = icmp sgt i64 %1209, 4096
  %1211 = sext i32 %N to i64
  %1212 = select i1 %1210, i64 4096, i64 %1211
  %1213 = select i1 %1208, i64 0, i64 %1212
  %1214 = select i1 %1206, i64 0, i64 %1213
  %1215 = trunc i64 %1214 to i32
  %1216 = icmp sgt i32 %1215, 4096
  %1217 = sext i32 %N to i64
  %1218 = icmp slt i64 %1217, 0
  %1219 = sext i32 %N to i64
  %1220 = icmp sgt i64 %1219, 4096
  %1221 = sext i32 %N to i64
  %1222 = select i1 %1220, i64 4096, i64 %1221
  %1223 = select i1 %1218, i64 0, i64 %1222
  %1224 = icmp slt i64 %1223, 0
  %1225 = sext i32 %N to i64
  %1226 = icmp slt i64 %1225, 0
  %1227 = sext i32 %N to i64
  %1228 = icmp sgt i64 %1227, 4096
  %1229 = sext i32 %N to i64
  %1230 = select i1 %1228, i64 4096, i64 %1229
  %1231 = select i1 %1226, i64 0, i64 %1230
  %1232 = select i1 %1224, i64 0, i64 %1231
  %1233 = trunc i64 %1232 to i32
  %1234 = select i1 %1216, i32 4096, i32 %1233
  %tl_pad_from15 = select i1 %1198, i32 0, i32 %1234
  %1235 = sext i32 %N to i64
  %1236 = icmp slt i64 %1235, 0
  %1237 = sext i32 %N to i64
  %1238 = icmp sgt i64 %1237, 4096
  %1239 = sext i32 %N to i64
  %1240 = select i1 %1238, i64 4096, i64 %1239
  %1241 = select i1 %1236, i64 0, i64 %1240
  %1242 = icmp slt i64 %1241, 0
  %1243 = sext i32 %N to i64
  %1244 = icmp slt i64 %1243, 0
  %1245 = sext i32 %N to i64
  %1246 = icmp sgt i64 %1245, 4096
  %1247 = sext i32 %N to i64
  %1248 = select i1 %1246, i64 4096, i64 %1247
  %1249 = select i1 %1244, i64 0, i64 %1248
  %1250 = select i1 %1242, i64 0, i64 %1249
  %1251 = trunc i64 %1250 to i32
  %1252 = icmp slt i32 %1251, 0
  %1253 = sext i32 %N to i64
  %1254 = icmp slt i64 %1253, 0
  %1255 = sext i32 %N to i64
  %1256 = icmp sgt i64 %1255, 4096
  %1257 = sext i32 %N to i64
  %1258 = select i1 %1256, i64 4096, i64 %1257
  %1259 = select i1 %1254, i64 0, i64 %1258
  %1260 = icmp slt i64 %1259, 0
  %1261 = sext i32 %N to i64
  %1262 = icmp slt i64 %1261, 0
  %1263 = sext i32 %N to i64
  %1264 = icmp sgt i64 %1263, 4096
  %1265 = sext i32 %N to i64
  %1266 = select i1 %1264, i64 4096, i64 %1265
  %1267 = select i1 %1262, i64 0, i64 %1266
  %1268 = select i1 %1260, i64 0, i64 %1267
  %1269 = trunc i64 %1268 to i32
  %1270 = icmp sgt i32 %1269, 4096
  %1271 = sext i32 %N to i64
  %1272 = icmp slt i64 %1271, 0
  %1273 = sext i32 %N to i64
  %1274 = icmp sgt i64 %1273, 4096
  %1275 = sext i32 %N to i64
  %1276 = select i1 %1274, i64 4096, i64 %1275
  %1277 = select i1 %1272, i64 0, i64 %1276
  %1278 = icmp slt i64 %1277, 0
  %1279 = sext i32 %N to i64
  %1280 = icmp slt i64 %1279, 0
  %1281 = sext i32 %N to i64
  %1282 = icmp sgt i64 %1281, 4096
  %1283 = sext i32 %N to i64
  %1284 = select i1 %1282, i64 4096, i64 %1283
  %1285 = select i1 %1280, i64 0, i64 %1284
  %1286 = select i1 %1278, i64 0, i64 %1285
  %1287 = trunc i64 %1286 to i32
  %1288 = select i1 %1270, i32 4096, i32 %1287
  %1289 = select i1 %1252, i32 0, i32 %1288
  %1290 = add i32 %1289, 31
  %1291 = sdiv i32 %1290, 32
  %1292 = sub i32 0, %1290
  %1293 = select i1 false, i32 %1292, i32 %1291
  %1294 = mul i32 %1293, 32
  %1295 = icmp slt i32 %1294, 32
  %1296 = sext i32 %N to i64
  %1297 = icmp slt i64 %1296, 0
  %1298 = sext i32 %N to i64
  %1299 = icmp sgt i64 %1298, 4096
  %1300 = sext i32 %N to i64
  %1301 = select i1 %1299, i64 4096, i64 %1300
  %1302 = select i1 %1297, i64 0, i64 %1301
  %1303 = icmp slt i64 %1302, 0
  %1304 = sext i32 %N to i64
  %1305 = icmp slt i64 %1304, 0
  %1306 = sext i32 %N to i64
  %1307 = icmp sgt i64 %1306, 4096
  %1308 = sext i32 %N to i64
  %1309 = select i1 %1307, i64 4096, i64 %1308
  %1310 = select i1 %1305, i64 0, i64 %1309
  %1311 = select i1 %1303, i64 0, i64 %1310
  %1312 = trunc i64 %1311 to i32
  %1313 = icmp slt i32 %1312, 0
  %1314 = sext i32 %N to i64
  %1315 = icmp slt i64 %1314, 0
  %1316 = sext i32 %N to i64
  %1317 = icmp sgt i64 %1316, 4096
  %1318 = sext i32 %N to i64
  %1319 = select i1 %1317, i64 4096, i64 %1318
  %1320 = select i1 %1315, i64 0, i64 %1319
  %1321 = icmp slt i64 %1320, 0
  %1322 = sext i32 %N to i64
  %1323 = icmp slt i64 %1322, 0
  %1324 = sext i32 %N to i64
  %1325 = icmp sgt i64 %1324, 4096
  %1326 = sext i32 %N to i64
  %1327 = select i1 %1325, i64 4096, i64 %1326
  %1328 = select i1 %1323, i64 0, i64 %1327
  %1329 = select i1 %1321, i64 0, i64 %1328
  %1330 = trunc i64 %1329 to i32
  %1331 = icmp sgt i32 %1330, 4096
  %1332 = sext i32 %N to i64
  %1333 = icmp slt i64 %1332, 0
  %1334 = sext i32 %N to i64
  %1335 = icmp sgt i64 %1334, 4096
  %1336 = sext i32 %N to i64
  %1337 = select i1 %1335, i64 4096, i64 %1336
  %1338 = select i1 %1333, i64 0, i64 %1337
  %1339 = icmp slt i64 %1338, 0
  %1340 = sext i32 %N to i64
  %1341 = icmp slt i64 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp sgt i64 %1342, 4096
  %1344 = sext i32 %N to i64
  %1345 = select i1 %1343, i64 4096, i64 %1344
  %1346 = select i1 %1341, i64 0, i64 %1345
  %1347 = select i1 %1339, i64 0, i64 %1346
  %1348 = trunc i64 %1347 to i32
  %1349 = select i1 %1331, i32 4096, i32 %1348
  %1350 = select i1 %1313, i32 0, i32 %1349
  %1351 = add i32 %1350, 31
  %1352 = sdiv i32 %1351, 32
  %1353 = sub i32 0, %1351
  %1354 = select i1 false, i32 %1353, i32 %1352
  %1355 = mul i32 %1354, 32
  %1356 = select i1 %1295, i32 32, i32 %1355
  %1357 = icmp slt i32 %1356, 4096
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
  %1375 = icmp slt i32 %1374, 0
  %1376 = sext i32 %N to i64
  %1377 = icmp slt i64 %1376, 0
  %1378 = sext i32 %N to i64
  %1379 = icmp sgt i64 %1378, 4096
  %1380 = sext i32 %N to i64
  %1381 = select i1 %1379, i64 4096, i64 %1380
  %1382 = select i1 %1377, i64 0, i64 %1381
  %1383 = icmp slt i64 %1382, 0
  %1384 = sext i32 %N to i64
  %1385 = icmp slt i64 %1384, 0
  %1386 = sext i32 %N to i64
  %1387 = icmp sgt i64 %1386, 4096
  %1388 = sext i32 %N to i64
  %1389 = select i1 %1387, i64 4096, i64 %1388
  %1390 = select i1 %1385, i64 0, i64 %1389
  %1391 = select i1 %1383, i64 0, i64 %1390
  %1392 = trunc i64 %1391 to i32
  %1393 = icmp sgt i32 %1392, 4096
  %1394 = sext i32 %N to i64
  %1395 = icmp slt i64 %1394, 0
  %1396 = sext i32 %N to i64
  %1397 = icmp sgt i64 %1396, 4096
  %1398 = sext i32 %N to i64
  %1399 = select i1 %1397, i64 4096, i64 %1398
  %1400 = select i1 %1395, i64 0, i64 %1399
  %1401 = icmp slt i64 %1400, 0
  %1402 = sext i32 %N to i64
  %1403 = icmp slt i64 %1402, 0
  %1404 = sext i32 %N to i64
  %1405 = icmp sgt i64 %1404, 4096
  %1406 = sext i32 %N to i64
  %1407 = select i1 %1405, i64 4096, i64 %1406
  %1408 = select i1 %1403, i64 0, i64 %1407
  %1409 = select i1 %1401, i64 0, i64 %1408
  %1410 = trunc i64 %1409 to i32
  %1411 = select i1 %1393, i32 4096, i32 %1410
  %1412 = select i1 %1375, i32 0, i32 %1411
  %1413 = add i32 %1412, 31
  %1414 = sdiv i32 %1413, 32
  %1415 = sub i32 0, %1413
  %1416 = select i1 false, i32 %1415, i32 %1414
  %1417 = mul i32 %1416, 32
  %1418 = icmp slt i32 %1417, 32
  %1419 = sext i32 %N to i64
  %1420 = icmp slt i64 %1419, 0
  %1421 = sext i32 %N to i64
  %1422 = icmp sgt i64 %1421, 4096
  %1423 = sext i32 %N to i64
  %1424 = select i1 %1422, i64 4096, i64 %1423
  %1425 = select i1 %1420, i64 0, i64 %1424
  %1426 = icmp slt i64 %1425, 0
  %1427 = sext i32 %N to i64
  %1428 = icmp slt i64 %1427, 0
  %1429 = sext i32 %N to i64
  %1430 = icmp sgt i64 %1429, 4096
  %1431 = sext i32 %N to i64
  %1432 = select i1 %1430, i64 4096, i64 %1431
  %1433 = select i1 %1428, i64 0, i64 %1432
  %1434 = select i1 %1426, i64 0, i64 %1433
  %1435 = trunc i64 %1434 to i32
  %1436 = icmp slt i32 %1435, 0
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
  %1454 = icmp sgt i32 %1453, 4096
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
  %1472 = select i1 %1454, i32 4096, i32 %1471
  %1473 = select i1 %1436, i32 0, i32 %1472
  %1474 = add i32 %1473, 31
  %1475 = sdiv i32 %1474, 32
  %1476 = sub i32 0, %1474
  %1477 = select i1 false, i32 %1476, i32 %1475
  %1478 = mul i32 %1477, 32
  %1479 = select i1 %1418, i32 32, i32 %1478
  %1480 = select i1 %1357, i32 %1479, i32 4096
  %tl_pad_n17 = sub i32 %1480, %tl_pad_from15
  br label %for.cond180

for.end179:                                       ; preds = %for.cond177
  br label %for.cond183

for.cond180:                                      ; preds = %for.body181, %for.body178
  %tl_pad_k18 = phi i32 [ 0, %for.body178 ], [ %1488, %for.body181 ]
  %1481 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1481, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %1482 = sext i32 %tl_r14 to i64
  %1483 = mul nsw i64 %1482, 4096
  %1484 = add i32 %tl_pad_from15, %tl_pad_k18
  %1485 = sext i32 %1484 to i64
  %1486 = add nsw i64 %1483, %1485
  %1487 = getelementptr inbounds float, ptr %X_r, i64 %1486
  store float 0xFFF0000000000000, ptr %1487, align 4
  %1488 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond180, !llvm.loop !43

for.end182:                                       ; preds = %for.cond180
  %1489 = add nsw i32 %tl_r14, 1
  br label %for.cond177, !llvm.loop !44

for.cond183:                                      ; preds = %for.body184, %for.end179
  %lane4 = phi i32 [ 0, %for.end179 ], [ %1499, %for.body184 ]
  %1490 = icmp slt i32 %lane4, 32
  br i1 %1490, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %1491 = sext i32 %i6 to i64
  %1492 = mul nsw i64 %1491, 4096
  %1493 = sext i32 %lane4 to i64
  %1494 = add nsw i64 %1492, %1493
  %1495 = getelementptr inbounds float, ptr %X_r, i64 %1494
  %1496 = load float, ptr %1495, align 4
  %1497 = sext i32 %lane4 to i64
  %1498 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1497
  store float %1496, ptr %1498, align 4
  %1499 = add nsw i32 %lane4, 1
  br label %for.cond183, !llvm.loop !45

for.end185:                                       ; preds = %for.cond183
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
  %1517 = icmp slt i32 %1516, 0
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
  %1535 = icmp sgt i32 %1534, 4096
  %1536 = sext i32 %N to i64
  %1537 = icmp slt i64 %1536, 0
  %1538 = sext i32 %N to i64
  %1539 = icmp sgt i64 %1538, 4096
  %1540 = sext i32 %N to i64
  %1541 = select i1 %1539, i64 4096, i64 %1540
  %1542 = select i1 %1537, i64 0, i64 %1541
  %1543 = icmp slt i64 %1542, 0
  %1544 = sext i32 %N to i64
  %1545 = icmp slt i64 %1544, 0
  %1546 = sext i32 %N to i64
  %1547 = icmp sgt i64 %1546, 4096
  %1548 = sext i32 %N to i64
  %1549 = select i1 %1547, i64 4096, i64 %1548
  %1550 = select i1 %1545, i64 0, i64 %1549
  %1551 = select i1 %1543, i64 0, i64 %1550
  %1552 = trunc i64 %1551 to i32
  %1553 = select i1 %1535, i32 4096, i32 %1552
  %1554 = select i1 %1517, i32 0, i32 %1553
  %1555 = add i32 %1554, 31
  %1556 = sdiv i32 %1555, 32
  %1557 = sub i32 0, %1555
  %1558 = select i1 false, i32 %1557, i32 %1556
  %1559 = sub i32 %1558, 1
  %1560 = icmp slt i32 %1559, 0
  %1561 = sext i32 %N to i64
  %1562 = icmp slt i64 %1561, 0
  %1563 = sext i32 %N to i64
  %1564 = icmp sgt i64 %1563, 4096
  %1565 = sext i32 %N to i64
  %1566 = select i1 %1564, i64 4096, i64 %1565
  %1567 = select i1 %1562, i64 0, i64 %1566
  %1568 = icmp slt i64 %1567, 0
  %1569 = sext i32 %N to i64
  %1570 = icmp slt i64 %1569, 0
  %1571 = sext i32 %N to i64
  %1572 = icmp sgt i64 %1571, 4096
  %1573 = sext i32 %N to i64
  %1574 = select i1 %1572, i64 4096, i64 %1573
  %1575 = select i1 %1570, i64 0, i64 %1574
  %1576 = select i1 %1568, i64 0, i64 %1575
  %1577 = trunc i64 %1576 to i32
  %1578 = icmp slt i32 %1577, 0
  %1579 = sext i32 %N to i64
  %1580 = icmp slt i64 %1579, 0
  %1581 = sext i32 %N to i64
  %1582 = icmp sgt i64 %1581, 4096
  %1583 = sext i32 %N to i64
  %1584 = select i1 %1582, i64 4096, i64 %1583
  %1585 = select i1 %1580, i64 0, i64 %1584
  %1586 = icmp slt i64 %1585, 0
  %1587 = sext i32 %N to i64
  %1588 = icmp slt i64 %1587, 0
  %1589 = sext i32 %N to i64
  %1590 = icmp sgt i64 %1589, 4096
  %1591 = sext i32 %N to i64
  %1592 = select i1 %1590, i64 4096, i64 %1591
  %1593 = select i1 %1588, i64 0, i64 %1592
  %1594 = select i1 %1586, i64 0, i64 %1593
  %1595 = trunc i64 %1594 to i32
  %1596 = icmp sgt i32 %1595, 4096
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
  %1614 = select i1 %1596, i32 4096, i32 %1613
  %1615 = select i1 %1578, i32 0, i32 %1614
  %1616 = add i32 %1615, 31
  %1617 = sdiv i32 %1616, 32
  %1618 = sub i32 0, %1616
  %1619 = select i1 false, i32 %1618, i32 %1617
  %1620 = sub i32 %1619, 1
  %1621 = select i1 %1560, i32 0, i32 %1620
  %tl_steps20 = select i1 true, i32 %1621, i32 127
  %1622 = icmp eq i32 %tl_steps20, 127
  br i1 %1622, label %if.then186, label %if.else187

if.then186:                                       ; preds = %for.end185
  br label %for.cond189

if.else187:                                       ; preds = %for.end185
  br label %if.end188

if.end188:                                        ; preds = %if.else187, %for.end191
  br label %for.cond195

for.cond189:                                      ; preds = %for.end194, %if.then186
  %tl_r21 = phi i32 [ 0, %if.then186 ], [ %1686, %for.end194 ]
  %1623 = icmp slt i32 %tl_r21, 1
  br i1 %1623, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %1624 = sext i32 %N to i64
  %1625 = icmp slt i64 %1624, 0
  %1626 = sext i32 %N to i64
  %1627 = icmp sgt i64 %1626, 4096
  %1628 = sext i32 %N to i64
  %1629 = select i1 %1627, i64 4096, i64 %1628
  %1630 = select i1 %1625, i64 0, i64 %1629
  %1631 = icmp slt i64 %1630, 0
  %1632 = sext i32 %N to i64
  %1633 = icmp slt i64 %1632, 0
  %1634 = sext i32 %N to i64
  %1635 = icmp sgt i64 %1634, 4096
  %1636 = sext i32 %N to i64
  %1637 = select i1 %1635, i64 4096, i64 %1636
  %1638 = select i1 %1633, i64 0, i64 %1637
  %1639 = select i1 %1631, i64 0, i64 %1638
  %1640 = trunc i64 %1639 to i32
  %1641 = icmp slt i32 %1640, 0
  %1642 = sext i32 %N to i64
  %1643 = icmp slt i64 %1642, 0
  %1644 = sext i32 %N to i64
  %1645 = icmp sgt i64 %1644, 4096
  %1646 = sext i32 %N to i64
  %1647 = select i1 %1645, i64 4096, i64 %1646
  %1648 = select i1 %1643, i64 0, i64 %1647
  %1649 = icmp slt i64 %1648, 0
  %1650 = sext i32 %N to i64
  %1651 = icmp slt i64 %1650, 0
  %1652 = sext i32 %N to i64
  %1653 = icmp sgt i64 %1652, 4096
  %1654 = sext i32 %N to i64
  %1655 = select i1 %1653, i64 4096, i64 %1654
  %1656 = select i1 %1651, i64 0, i64 %1655
  %1657 = select i1 %1649, i64 0, i64 %1656
  %1658 = trunc i64 %1657 to i32
  %1659 = icmp sgt i32 %1658, 4096
  %1660 = sext i32 %N to i64
  %1661 = icmp slt i64 %1660, 0
  %1662 = sext i32 %N to i64
  %1663 = icmp sgt i64 %1662, 4096
  %1664 = sext i32 %N to i64
  %1665 = select i1 %1663, i64 4096, i64 %1664
  %1666 = select i1 %1661, i64 0, i64 %1665
  %1667 = icmp slt i64 %1666, 0
  %1668 = sext i32 %N to i64
  %1669 = icmp slt i64 %1668, 0
  %1670 = sext i32 %N to i64
  %1671 = icmp sgt i64 %1670, 4096
  %1672 = sext i32 %N to i64
  %1673 = select i1 %1671, i64 4096, i64 %1672
  %1674 = select i1 %1669, i64 0, i64 %1673
  %1675 = select i1 %1667, i64 0, i64 %1674
  %1676 = trunc i64 %1675 to i32
  %1677 = select i1 %1659, i32 4096, i32 %1676
  %tl_pad_from22 = select i1 %1641, i32 0, i32 %1677
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond192

for.end191:                                       ; preds = %for.cond189
  br label %if.end188

for.cond192:                                      ; preds = %for.body193, %for.body190
  %tl_pad_k25 = phi i32 [ 0, %for.body190 ], [ %1685, %for.body193 ]
  %1678 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1678, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %1679 = sext i32 %tl_r21 to i64
  %1680 = mul nsw i64 %1679, 4096
  %1681 = add i32 %tl_pad_from22, %tl_pad_k25
  %1682 = sext i32 %1681 to i64
  %1683 = add nsw i64 %1680, %1682
  %1684 = getelementptr inbounds float, ptr %X_r, i64 %1683
  store float 0xFFF0000000000000, ptr %1684, align 4
  %1685 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond192, !llvm.loop !46

for.end194:                                       ; preds = %for.cond192
  %1686 = add nsw i32 %tl_r21, 1
  br label %for.cond189, !llvm.loop !47

for.cond195:                                      ; preds = %for.end200, %if.end188
  %red4 = phi i32 [ 0, %if.end188 ], [ %1707, %for.end200 ]
  %1687 = icmp slt i32 %red4, %tl_steps20
  br i1 %1687, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  br label %for.cond198

for.end197:                                       ; preds = %for.cond195
  %1688 = icmp slt i32 %tl_steps20, 127
  br i1 %1688, label %if.then202, label %if.else203

for.cond198:                                      ; preds = %for.body199, %for.body196
  %lane4201 = phi i32 [ 0, %for.body196 ], [ %1706, %for.body199 ]
  %1689 = icmp slt i32 %lane4201, 32
  br i1 %1689, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %1690 = sext i32 %lane4201 to i64
  %1691 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1690
  %lane_acc2 = load float, ptr %1691, align 4
  %1692 = sext i32 %i6 to i64
  %1693 = mul nsw i64 %1692, 4096
  %1694 = add i32 %red4, 1
  %1695 = mul i32 %1694, 32
  %1696 = add i32 %1695, %lane4201
  %1697 = sext i32 %1696 to i64
  %1698 = add nsw i64 %1693, %1697
  %1699 = getelementptr inbounds float, ptr %X_r, i64 %1698
  %lane_next2 = load float, ptr %1699, align 4
  %1700 = fcmp une float %lane_next2, %lane_next2
  %1701 = fcmp ogt float %lane_acc2, %lane_next2
  %1702 = select i1 %1701, float %lane_acc2, float %lane_next2
  %1703 = select i1 %1700, float %lane_acc2, float %1702
  %1704 = sext i32 %lane4201 to i64
  %1705 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1704
  store float %1703, ptr %1705, align 4
  %1706 = add nsw i32 %lane4201, 1
  br label %for.cond198, !llvm.loop !48

for.end200:                                       ; preds = %for.cond198
  %1707 = add nsw i32 %red4, 1
  br label %for.cond195, !llvm.loop !49

if.then202:                                       ; preds = %for.end197
  %1708 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1709 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1708
  %1710 = load float, ptr %1709, align 4
  %1711 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1712 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1711
  %1713 = load float, ptr %1712, align 4
  %1714 = fcmp ogt float %1713, 0xFFF0000000000000
  %1715 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1716 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1715
  %1717 = load float, ptr %1716, align 4
  %1718 = select i1 %1714, float %1717, float 0xFFF0000000000000
  %1719 = select i1 false, float %1710, float %1718
  %1720 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1719, ptr %1720, align 4
  br label %if.end204

if.else203:                                       ; preds = %for.end197
  br label %if.end204

if.end204:                                        ; preds = %if.else203, %if.then202
  %1721 = sext i32 %i6 to i64
  %1722 = getelementptr inbounds float, ptr %m_r, i64 %1721
  store float 0xFFF0000000000000, ptr %1722, align 4
  br label %for.cond205

for.cond205:                                      ; preds = %for.body206, %if.end204
  %lane4208 = phi i32 [ 0, %if.end204 ], [ %1733, %for.body206 ]
  %1723 = icmp slt i32 %lane4208, 32
  br i1 %1723, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %1724 = sext i32 %i6 to i64
  %1725 = getelementptr inbounds float, ptr %m_r, i64 %1724
  %1726 = load float, ptr %1725, align 4
  %1727 = sext i32 %lane4208 to i64
  %1728 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1727
  %1729 = load float, ptr %1728, align 4
  %1730 = call float @llvm.maxnum.f32(float %1726, float %1729)
  %1731 = sext i32 %i6 to i64
  %1732 = getelementptr inbounds float, ptr %m_r, i64 %1731
  store float %1730, ptr %1732, align 4
  %1733 = add nsw i32 %lane4208, 1
  br label %for.cond205, !llvm.loop !50

for.end207:                                       ; preds = %for.cond205
  %1734 = add nsw i32 %i6, 1
  br label %for.cond174, !llvm.loop !51

for.cond209:                                      ; preds = %for.end215, %for.end176
  %i212 = phi i32 [ 0, %for.end176 ], [ %1807, %for.end215 ]
  %1735 = icmp slt i32 %i212, 1
  br i1 %1735, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  %1736 = sext i32 %N to i64
  %1737 = icmp slt i64 %1736, 0
  %1738 = sext i32 %N to i64
  %1739 = icmp sgt i64 %1738, 4096
  %1740 = sext i32 %N to i64
  %1741 = select i1 %1739, i64 4096, i64 %1740
  %1742 = select i1 %1737, i64 0, i64 %1741
  %1743 = icmp slt i64 %1742, 0
  %1744 = sext i32 %N to i64
  %1745 = icmp slt i64 %1744, 0
  %1746 = sext i32 %N to i64
  %1747 = icmp sgt i64 %1746, 4096
  %1748 = sext i32 %N to i64
  %1749 = select i1 %1747, i64 4096, i64 %1748
  %1750 = select i1 %1745, i64 0, i64 %1749
  %1751 = select i1 %1743, i64 0, i64 %1750
  %1752 = trunc i64 %1751 to i32
  %1753 = icmp slt i32 %1752, 0
  %1754 = sext i32 %N to i64
  %1755 = icmp slt i64 %1754, 0
  %1756 = sext i32 %N to i64
  %1757 = icmp sgt i64 %1756, 4096
  %1758 = sext i32 %N to i64
  %1759 = select i1 %1757, i64 4096, i64 %1758
  %1760 = select i1 %1755, i64 0, i64 %1759
  %1761 = icmp slt i64 %1760, 0
  %1762 = sext i32 %N to i64
  %1763 = icmp slt i64 %1762, 0
  %1764 = sext i32 %N to i64
  %1765 = icmp sgt i64 %1764, 4096
  %1766 = sext i32 %N to i64
  %1767 = select i1 %1765, i64 4096, i64 %1766
  %1768 = select i1 %1763, i64 0, i64 %1767
  %1769 = select i1 %1761, i64 0, i64 %1768
  %1770 = trunc i64 %1769 to i32
  %1771 = icmp sgt i32 %1770, 4096
  %1772 = sext i32 %N to i64
  %1773 = icmp slt i64 %1772, 0
  %1774 = sext i32 %N to i64
  %1775 = icmp sgt i64 %1774, 4096
  %1776 = sext i32 %N to i64
  %1777 = select i1 %1775, i64 4096, i64 %1776
  %1778 = select i1 %1773, i64 0, i64 %1777
  %1779 = icmp slt i64 %1778, 0
  %1780 = sext i32 %N to i64
  %1781 = icmp slt i64 %1780, 0
  %1782 = sext i32 %N to i64
  %1783 = icmp sgt i64 %1782, 4096
  %1784 = sext i32 %N to i64
  %1785 = select i1 %1783, i64 4096, i64 %1784
  %1786 = select i1 %1781, i64 0, i64 %1785
  %1787 = select i1 %1779, i64 0, i64 %1786
  %1788 = trunc i64 %1787 to i32
  %1789 = select i1 %1771, i32 4096, i32 %1788
  %tl_cols26 = select i1 %1753, i32 0, i32 %1789
  br label %for.cond213

for.end211:                                       ; preds = %for.cond209
  br label %for.cond217

for.cond213:                                      ; preds = %for.body214, %for.body210
  %j216 = phi i32 [ 0, %for.body210 ], [ %1806, %for.body214 ]
  %1790 = icmp slt i32 %j216, %tl_cols26
  br i1 %1790, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %1791 = sext i32 %i212 to i64
  %1792 = mul nsw i64 %1791, 4096
  %1793 = sext i32 %j216 to i64
  %1794 = add nsw i64 %1792, %1793
  %1795 = getelementptr inbounds float, ptr %X_r, i64 %1794
  %1796 = load float, ptr %1795, align 4
  %1797 = getelementptr inbounds float, ptr %m_r, i64 0
  %1798 = load float, ptr %1797, align 4
  %1799 = fsub float %1796, %1798
  %1800 = call float @tilec_expf(float %1799)
  %1801 = sext i32 %i212 to i64
  %1802 = mul nsw i64 %1801, 4096
  %1803 = sext i32 %j216 to i64
  %1804 = add nsw i64 %1802, %1803
  %1805 = getelementptr inbounds float, ptr %X_r, i64 %1804
  store float %1800, ptr %1805, align 4
  %1806 = add nsw i32 %j216, 1
  br label %for.cond213, !llvm.loop !52

for.end215:                                       ; preds = %for.cond213
  %1807 = add nsw i32 %i212, 1
  br label %for.cond209, !llvm.loop !53

for.cond217:                                      ; preds = %for.end250, %for.end211
  %i7 = phi i32 [ 0, %for.end211 ], [ %2366, %for.end250 ]
  %1808 = icmp slt i32 %i7, 1
  br i1 %1808, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  br label %for.cond220

for.end219:                                       ; preds = %for.cond217
  br label %for.cond252

for.cond220:                                      ; preds = %for.end225, %for.body218
  %tl_r28 = phi i32 [ 0, %for.body218 ], [ %2121, %for.end225 ]
  %1809 = icmp slt i32 %tl_r28, 1
  br i1 %1809, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1810 = sext i32 %N to i64
  %1811 = icmp slt i64 %1810, 0
  %1812 = sext i32 %N to i64
  %1813 = icmp sgt i64 %1812, 4096
  %1814 = sext i32 %N to i64
  %1815 = select i1 %1813, i64 4096, i64 %1814
  %1816 = select i1 %1811, i64 0, i64 %1815
  %1817 = icmp slt i64 %1816, 0
  %1818 = sext i32 %N to i64
  %1819 = icmp slt i64 %1818, 0
  %1820 = sext i32 %N to i64
  %1821 = icmp sgt i64 %1820, 4096
  %1822 = sext i32 %N to i64
  %1823 = select i1 %1821, i64 4096, i64 %1822
  %1824 = select i1 %1819, i64 0, i64 %1823
  %1825 = select i1 %1817, i64 0, i64 %1824
  %1826 = trunc i64 %1825 to i32
  %1827 = icmp slt i32 %1826, 0
  %1828 = sext i32 %N to i64
  %1829 = icmp slt i64 %1828, 0
  %1830 = sext i32 %N to i64
  %1831 = icmp sgt i64 %1830, 4096
  %1832 = sext i32 %N to i64
  %1833 = select i1 %1831, i64 4096, i64 %1832
  %1834 = select i1 %1829, i64 0, i64 %1833
  %1835 = icmp slt i64 %1834, 0
  %1836 = sext i32 %N to i64
  %1837 = icmp slt i64 %1836, 0
  %1838 = sext i32 %N to i64
  %1839 = icmp sgt i64 %1838, 4096
  %1840 = sext i32 %N to i64
  %1841 = select i1 %1839, i64 4096, i64 %1840
  %1842 = select i1 %1837, i64 0, i64 %1841
  %1843 = select i1 %1835, i64 0, i64 %1842
  %1844 = trunc i64 %1843 to i32
  %1845 = icmp sgt i32 %1844, 4096
  %1846 = sext i32 %N to i64
  %1847 = icmp slt i64 %1846, 0
  %1848 = sext i32 %N to i64
  %1849 = icmp sgt i64 %1848, 4096
  %1850 = sext i32 %N to i64
  %1851 = select i1 %1849, i64 4096, i64 %1850
  %1852 = select i1 %1847, i64 0, i64 %1851
  %1853 = icmp slt i64 %1852, 0
  %1854 = sext i32 %N to i64
  %1855 = icmp slt i64 %1854, 0
  %1856 = sext i32 %N to i64
  %1857 = icmp sgt i64 %1856, 4096
  %1858 = sext i32 %N to i64
  %1859 = select i1 %1857, i64 4096, i64 %1858
  %1860 = select i1 %1855, i64 0, i64 %1859
  %1861 = select i1 %1853, i64 0, i64 %1860
  %1862 = trunc i64 %1861 to i32
  %1863 = select i1 %1845, i32 4096, i32 %1862
  %tl_pad_from29 = select i1 %1827, i32 0, i32 %1863
  %1864 = getelementptr inbounds float, ptr %m_r, i64 0
  %1865 = load float, ptr %1864, align 4
  %1866 = fsub float 0xFFF0000000000000, %1865
  %tl_pad_v30 = call float @tilec_expf(float %1866)
  %1867 = sext i32 %N to i64
  %1868 = icmp slt i64 %1867, 0
  %1869 = sext i32 %N to i64
  %1870 = icmp sgt i64 %1869, 4096
  %1871 = sext i32 %N to i64
  %1872 = select i1 %1870, i64 4096, i64 %1871
  %1873 = select i1 %1868, i64 0, i64 %1872
  %1874 = icmp slt i64 %1873, 0
  %1875 = sext i32 %N to i64
  %1876 = icmp slt i64 %1875, 0
  %1877 = sext i32 %N to i64
  %1878 = icmp sgt i64 %1877, 4096
  %1879 = sext i32 %N to i64
  %1880 = select i1 %1878, i64 4096, i64 %1879
  %1881 = select i1 %1876, i64 0, i64 %1880
  %1882 = select i1 %1874, i64 0, i64 %1881
  %1883 = trunc i64 %1882 to i32
  %1884 = icmp slt i32 %1883, 0
  %1885 = sext i32 %N to i64
  %1886 = icmp slt i64 %1885, 0
  %1887 = sext i32 %N to i64
  %1888 = icmp sgt i64 %1887, 4096
  %1889 = sext i32 %N to i64
  %1890 = select i1 %1888, i64 4096, i64 %1889
  %1891 = select i1 %1886, i64 0, i64 %1890
  %1892 = icmp slt i64 %1891, 0
  %1893 = sext i32 %N to i64
  %1894 = icmp slt i64 %1893, 0
  %1895 = sext i32 %N to i64
  %1896 = icmp sgt i64 %1895, 4096
  %1897 = sext i32 %N to i64
  %1898 = select i1 %1896, i64 4096, i64 %1897
  %1899 = select i1 %1894, i64 0, i64 %1898
  %1900 = select i1 %1892, i64 0, i64 %1899
  %1901 = trunc i64 %1900 to i32
  %1902 = icmp sgt i32 %1901, 4096
  %1903 = sext i32 %N to i64
  %1904 = icmp slt i64 %1903, 0
  %1905 = sext i32 %N to i64
  %1906 = icmp sgt i64 %1905, 4096
  %1907 = sext i32 %N to i64
  %1908 = select i1 %1906, i64 4096, i64 %1907
  %1909 = select i1 %1904, i64 0, i64 %1908
  %1910 = icmp slt i64 %1909, 0
  %1911 = sext i32 %N to i64
  %1912 = icmp slt i64 %1911, 0
  %1913 = sext i32 %N to i64
  %1914 = icmp sgt i64 %1913, 4096
  %1915 = sext i32 %N to i64
  %1916 = select i1 %1914, i64 4096, i64 %1915
  %1917 = select i1 %1912, i64 0, i64 %1916
  %1918 = select i1 %1910, i64 0, i64 %1917
  %1919 = trunc i64 %1918 to i32
  %1920 = select i1 %1902, i32 4096, i32 %1919
  %1921 = select i1 %1884, i32 0, i32 %1920
  %1922 = add i32 %1921, 31
  %1923 = sdiv i32 %1922, 32
  %1924 = sub i32 0, %1922
  %1925 = select i1 false, i32 %1924, i32 %1923
  %1926 = mul i32 %1925, 32
  %1927 = icmp slt i32 %1926, 32
  %1928 = sext i32 %N to i64
  %1929 = icmp slt i64 %1928, 0
  %1930 = sext i32 %N to i64
  %1931 = icmp sgt i64 %1930, 4096
  %1932 = sext i32 %N to i64
  %1933 = select i1 %1931, i64 4096, i64 %1932
  %1934 = select i1 %1929, i64 0, i64 %1933
  %1935 = icmp slt i64 %1934, 0
  %1936 = sext i32 %N to i64
  %1937 = icmp slt i64 %1936, 0
  %1938 = sext i32 %N to i64
  %1939 = icmp sgt i64 %1938, 4096
  %1940 = sext i32 %N to i64
  %1941 = select i1 %1939, i64 4096, i64 %1940
  %1942 = select i1 %1937, i64 0, i64 %1941
  %1943 = select i1 %1935, i64 0, i64 %1942
  %1944 = trunc i64 %1943 to i32
  %1945 = icmp slt i32 %1944, 0
  %1946 = sext i32 %N to i64
  %1947 = icmp slt i64 %1946, 0
  %1948 = sext i32 %N to i64
  %1949 = icmp sgt i64 %1948, 4096
  %1950 = sext i32 %N to i64
  %1951 = select i1 %1949, i64 4096, i64 %1950
  %1952 = select i1 %1947, i64 0, i64 %1951
  %1953 = icmp slt i64 %1952, 0
  %1954 = sext i32 %N to i64
  %1955 = icmp slt i64 %1954, 0
  %1956 = sext i32 %N to i64
  %1957 = icmp sgt i64 %1956, 4096
  %1958 = sext i32 %N to i64
  %1959 = select i1 %1957, i64 4096, i64 %1958
  %1960 = select i1 %1955, i64 0, i64 %1959
  %1961 = select i1 %1953, i64 0, i64 %1960
  %1962 = trunc i64 %1961 to i32
  %1963 = icmp sgt i32 %1962, 4096
  %1964 = sext i32 %N to i64
  %1965 = icmp slt i64 %1964, 0
  %1966 = sext i32 %N to i64
  %1967 = icmp sgt i64 %1966, 4096
  %1968 = sext i32 %N to i64
  %1969 = select i1 %1967, i64 4096, i64 %1968
  %1970 = select i1 %1965, i64 0, i64 %1969
  %1971 = icmp slt i64 %1970, 0
  %1972 = sext i32 %N to i64
  %1973 = icmp slt i64 %1972, 0
  %1974 = sext i32 %N to i64
  %1975 = icmp sgt i64 %1974, 4096
  %1976 = sext i32 %N to i64
  %1977 = select i1 %1975, i64 4096, i64 %1976
  %1978 = select i1 %1973, i64 0, i64 %1977
  %1979 = select i1 %1971, i64 0, i64 %1978
  %1980 = trunc i64 %1979 to i32
  %1981 = select i1 %1963, i32 4096, i32 %1980
  %1982 = select i1 %1945, i32 0, i32 %1981
  %1983 = add i32 %1982, 31
  %1984 = sdiv i32 %1983, 32
  %1985 = sub i32 0, %1983
  %1986 = select i1 false, i32 %1985, i32 %1984
  %1987 = mul i32 %1986, 32
  %1988 = select i1 %1927, i32 32, i32 %1987
  %1989 = icmp slt i32 %1988, 4096
  %1990 = sext i32 %N to i64
  %1991 = icmp slt i64 %1990, 0
  %1992 = sext i32 %N to i64
  %1993 = icmp sgt i64 %1992, 4096
  %1994 = sext i32 %N to i64
  %1995 = select i1 %1993, i64 4096, i64 %1994
  %1996 = select i1 %1991, i64 0, i64 %1995
  %1997 = icmp slt i64 %1996, 0
  %1998 = sext i32 %N to i64
  %1999 = icmp slt i64 %1998, 0
  %2000 = sext i32 %N to i64
  %2001 = icmp sgt i64 %2000, 4096
  %2002 = sext i32 %N to i64
  %2003 = select i1 %2001, i64 4096, i64 %2002
  %2004 = select i1 %1999, i64 0, i64 %2003
  %2005 = select i1 %1997, i64 0, i64 %2004
  %2006 = trunc i64 %2005 to i32
  %2007 = icmp slt i32 %2006, 0
  %2008 = sext i32 %N to i64
  %2009 = icmp slt i64 %2008, 0
  %2010 = sext i32 %N to i64
  %2011 = icmp sgt i64 %2010, 4096
  %2012 = sext i32 %N to i64
  %2013 = select i1 %2011, i64 4096, i64 %2012
  %2014 = select i1 %2009, i64 0, i64 %2013
  %2015 = icmp slt i64 %2014, 0
  %2016 = sext i32 %N to i64
  %2017 = icmp slt i64 %2016, 0
  %2018 = sext i32 %N to i64
  %2019 = icmp sgt i64 %2018, 4096
  %2020 = sext i32 %N to i64
  %2021 = select i1 %2019, i64 4096, i64 %2020
  %2022 = select i1 %2017, i64 0, i64 %2021
  %2023 = select i1 %2015, i64 0, i64 %2022
  %2024 = trunc i64 %2023 to i32
  %2025 = icmp sgt i32 %2024, 4096
  %2026 = sext i32 %N to i64
  %2027 = icmp slt i64 %2026, 0
  %2028 = sext i32 %N to i64
  %2029 = icmp sgt i64 %2028, 4096
  %2030 = sext i32 %N to i64
  %2031 = select i1 %2029, i64 4096, i64 %2030
  %2032 = select i1 %2027, i64 0, i64 %2031
  %2033 = icmp slt i64 %2032, 0
  %2034 = sext i32 %N to i64
  %2035 = icmp slt i64 %2034, 0
  %2036 = sext i32 %N to i64
  %2037 = icmp sgt i64 %2036, 4096
  %2038 = sext i32 %N to i64
  %2039 = select i1 %2037, i64 4096, i64 %2038
  %2040 = select i1 %2035, i64 0, i64 %2039
  %2041 = select i1 %2033, i64 0, i64 %2040
  %2042 = trunc i64 %2041 to i32
  %2043 = select i1 %2025, i32 4096, i32 %2042
  %2044 = select i1 %2007, i32 0, i32 %2043
  %2045 = add i32 %2044, 31
  %2046 = sdiv i32 %2045, 32
  %2047 = sub i32 0, %2045
  %2048 = select i1 false, i32 %2047, i32 %2046
  %2049 = mul i32 %2048, 32
  %2050 = icmp slt i32 %2049, 32
  %2051 = sext i32 %N to i64
  %2052 = icmp slt i64 %2051, 0
  %2053 = sext i32 %N to i64
  %2054 = icmp sgt i64 %2053, 4096
  %2055 = sext i32 %N to i64
  %2056 = select i1 %2054, i64 4096, i64 %2055
  %2057 = select i1 %2052, i64 0, i64 %2056
  %2058 = icmp slt i64 %2057, 0
  %2059 = sext i32 %N to i64
  %2060 = icmp slt i64 %2059, 0
  %2061 = sext i32 %N to i64
  %2062 = icmp sgt i64 %2061, 4096
  %2063 = sext i32 %N to i64
  %2064 = select i1 %2062, i64 4096, i64 %2063
  %2065 = select i1 %2060, i64 0, i64 %2064
  %2066 = select i1 %2058, i64 0, i64 %2065
  %2067 = trunc i64 %2066 to i32
  %2068 = icmp slt i32 %2067, 0
  %2069 = sext i32 %N to i64
  %2070 = icmp slt i64 %2069, 0
  %2071 = sext i32 %N to i64
  %2072 = icmp sgt i64 %2071, 4096
  %2073 = sext i32 %N to i64
  %2074 = select i1 %2072, i64 4096, i64 %2073
  %2075 = select i1 %2070, i64 0, i64 %2074
  %2076 = icmp slt i64 %2075, 0
  %2077 = sext i32 %N to i64
  %2078 = icmp slt i64 %2077, 0
  %2079 = sext i32 %N to i64
  %2080 = icmp sgt i64 %2079, 4096
  %2081 = sext i32 %N to i64
  %2082 = select i1 %2080, i64 4096, i64 %2081
  %2083 = select i1 %2078, i64 0, i64 %2082
  %2084 = select i1 %2076, i64 0, i64 %2083
  %2085 = trunc i64 %2084 to i32
  %2086 = icmp sgt i32 %2085, 4096
  %2087 = sext i32 %N to i64
  %2088 = icmp slt i64 %2087, 0
  %2089 = sext i32 %N to i64
  %2090 = icmp sgt i64 %2089, 4096
  %2091 = sext i32 %N to i64
  %2092 = select i1 %2090, i64 4096, i64 %2091
  %2093 = select i1 %2088, i64 0, i64 %2092
  %2094 = icmp slt i64 %2093, 0
  %2095 = sext i32 %N to i64
  %2096 = icmp slt i64 %2095, 0
  %2097 = sext i32 %N to i64
  %2098 = icmp sgt i64 %2097, 4096
  %2099 = sext i32 %N to i64
  %2100 = select i1 %2098, i64 4096, i64 %2099
  %2101 = select i1 %2096, i64 0, i64 %2100
  %2102 = select i1 %2094, i64 0, i64 %2101
  %2103 = trunc i64 %2102 to i32
  %2104 = select i1 %2086, i32 4096, i32 %2103
  %2105 = select i1 %2068, i32 0, i32 %2104
  %2106 = add i32 %2105, 31
  %2107 = sdiv i32 %2106, 32
  %2108 = sub i32 0, %2106
  %2109 = select i1 false, i32 %2108, i32 %2107
  %2110 = mul i32 %2109, 32
  %2111 = select i1 %2050, i32 32, i32 %2110
  %2112 = select i1 %1989, i32 %2111, i32 4096
  %tl_pad_n31 = sub i32 %2112, %tl_pad_from29
  br label %for.cond223

for.end222:                                       ; preds = %for.cond220
  br label %for.cond226

for.cond223:                                      ; preds = %for.body224, %for.body221
  %tl_pad_k32 = phi i32 [ 0, %for.body221 ], [ %2120, %for.body224 ]
  %2113 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %2113, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %2114 = sext i32 %tl_r28 to i64
  %2115 = mul nsw i64 %2114, 4096
  %2116 = add i32 %tl_pad_from29, %tl_pad_k32
  %2117 = sext i32 %2116 to i64
  %2118 = add nsw i64 %2115, %2117
  %2119 = getelementptr inbounds float, ptr %X_r, i64 %2118
  store float %tl_pad_v30, ptr %2119, align 4
  %2120 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond223, !llvm.loop !54

for.end225:                                       ; preds = %for.cond223
  %2121 = add nsw i32 %tl_r28, 1
  br label %for.cond220, !llvm.loop !55

for.cond226:                                      ; preds = %for.body227, %for.end222
  %lane5 = phi i32 [ 0, %for.end222 ], [ %2131, %for.body227 ]
  %2122 = icmp slt i32 %lane5, 32
  br i1 %2122, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %2123 = sext i32 %i7 to i64
  %2124 = mul nsw i64 %2123, 4096
  %2125 = sext i32 %lane5 to i64
  %2126 = add nsw i64 %2124, %2125
  %2127 = getelementptr inbounds float, ptr %X_r, i64 %2126
  %2128 = load float, ptr %2127, align 4
  %2129 = sext i32 %lane5 to i64
  %2130 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2129
  store float %2128, ptr %2130, align 4
  %2131 = add nsw i32 %lane5, 1
  br label %for.cond226, !llvm.loop !56

for.end228:                                       ; preds = %for.cond226
  %2132 = getelementptr inbounds float, ptr %m_r, i64 0
  %2133 = load float, ptr %2132, align 4
  %2134 = fsub float 0xFFF0000000000000, %2133
  %tl_pad33 = call float @tilec_expf(float %2134)
  %2135 = fadd float %tl_pad33, %tl_pad33
  %2136 = fcmp oeq float %2135, %tl_pad33
  %2137 = fcmp une float %tl_pad33, %tl_pad33
  %2138 = or i1 %2136, %2137
  %2139 = sext i32 %N to i64
  %2140 = icmp slt i64 %2139, 0
  %2141 = sext i32 %N to i64
  %2142 = icmp sgt i64 %2141, 4096
  %2143 = sext i32 %N to i64
  %2144 = select i1 %2142, i64 4096, i64 %2143
  %2145 = select i1 %2140, i64 0, i64 %2144
  %2146 = icmp slt i64 %2145, 0
  %2147 = sext i32 %N to i64
  %2148 = icmp slt i64 %2147, 0
  %2149 = sext i32 %N to i64
  %2150 = icmp sgt i64 %2149, 4096
  %2151 = sext i32 %N to i64
  %2152 = select i1 %2150, i64 4096, i64 %2151
  %2153 = select i1 %2148, i64 0, i64 %2152
  %2154 = select i1 %2146, i64 0, i64 %2153
  %2155 = trunc i64 %2154 to i32
  %2156 = icmp slt i32 %2155, 0
  %2157 = sext i32 %N to i64
  %2158 = icmp slt i64 %2157, 0
  %2159 = sext i32 %N to i64
  %2160 = icmp sgt i64 %2159, 4096
  %2161 = sext i32 %N to i64
  %2162 = select i1 %2160, i64 4096, i64 %2161
  %2163 = select i1 %2158, i64 0, i64 %2162
  %2164 = icmp slt i64 %2163, 0
  %2165 = sext i32 %N to i64
  %2166 = icmp slt i64 %2165, 0
  %2167 = sext i32 %N to i64
  %2168 = icmp sgt i64 %2167, 4096
  %2169 = sext i32 %N to i64
  %2170 = select i1 %2168, i64 4096, i64 %2169
  %2171 = select i1 %2166, i64 0, i64 %2170
  %2172 = select i1 %2164, i64 0, i64 %2171
  %2173 = trunc i64 %2172 to i32
  %2174 = icmp sgt i32 %2173, 4096
  %2175 = sext i32 %N to i64
  %2176 = icmp slt i64 %2175, 0
  %2177 = sext i32 %N to i64
  %2178 = icmp sgt i64 %2177, 4096
  %2179 = sext i32 %N to i64
  %2180 = select i1 %2178, i64 4096, i64 %2179
  %2181 = select i1 %2176, i64 0, i64 %2180
  %2182 = icmp slt i64 %2181, 0
  %2183 = sext i32 %N to i64
  %2184 = icmp slt i64 %2183, 0
  %2185 = sext i32 %N to i64
  %2186 = icmp sgt i64 %2185, 4096
  %2187 = sext i32 %N to i64
  %2188 = select i1 %2186, i64 4096, i64 %2187
  %2189 = select i1 %2184, i64 0, i64 %2188
  %2190 = select i1 %2182, i64 0, i64 %2189
  %2191 = trunc i64 %2190 to i32
  %2192 = select i1 %2174, i32 4096, i32 %2191
  %2193 = select i1 %2156, i32 0, i32 %2192
  %2194 = add i32 %2193, 31
  %2195 = sdiv i32 %2194, 32
  %2196 = sub i32 0, %2194
  %2197 = select i1 false, i32 %2196, i32 %2195
  %2198 = sub i32 %2197, 1
  %2199 = icmp slt i32 %2198, 0
  %2200 = sext i32 %N to i64
  %2201 = icmp slt i64 %2200, 0
  %2202 = sext i32 %N to i64
  %2203 = icmp sgt i64 %2202, 4096
  %2204 = sext i32 %N to i64
  %2205 = select i1 %2203, i64 4096, i64 %2204
  %2206 = select i1 %2201, i64 0, i64 %2205
  %2207 = icmp slt i64 %2206, 0
  %2208 = sext i32 %N to i64
  %2209 = icmp slt i64 %2208, 0
  %2210 = sext i32 %N to i64
  %2211 = icmp sgt i64 %2210, 4096
  %2212 = sext i32 %N to i64
  %2213 = select i1 %2211, i64 4096, i64 %2212
  %2214 = select i1 %2209, i64 0, i64 %2213
  %2215 = select i1 %2207, i64 0, i64 %2214
  %2216 = trunc i64 %2215 to i32
  %2217 = icmp slt i32 %2216, 0
  %2218 = sext i32 %N to i64
  %2219 = icmp slt i64 %2218, 0
  %2220 = sext i32 %N to i64
  %2221 = icmp sgt i64 %2220, 4096
  %2222 = sext i32 %N to i64
  %2223 = select i1 %2221, i64 4096, i64 %2222
  %2224 = select i1 %2219, i64 0, i64 %2223
  %2225 = icmp slt i64 %2224, 0
  %2226 = sext i32 %N to i64
  %2227 = icmp slt i64 %2226, 0
  %2228 = sext i32 %N to i64
  %2229 = icmp sgt i64 %2228, 4096
  %2230 = sext i32 %N to i64
  %2231 = select i1 %2229, i64 4096, i64 %2230
  %2232 = select i1 %2227, i64 0, i64 %2231
  %2233 = select i1 %2225, i64 0, i64 %2232
  %2234 = trunc i64 %2233 to i32
  %2235 = icmp sgt i32 %2234, 4096
  %2236 = sext i32 %N to i64
  %2237 = icmp slt i64 %2236, 0
  %2238 = sext i32 %N to i64
  %2239 = icmp sgt i64 %2238, 4096
  %2240 = sext i32 %N to i64
  %2241 = select i1 %2239, i64 4096, i64 %2240
  %2242 = select i1 %2237, i64 0, i64 %2241
  %2243 = icmp slt i64 %2242, 0
  %2244 = sext i32 %N to i64
  %2245 = icmp slt i64 %2244, 0
  %2246 = sext i32 %N to i64
  %2247 = icmp sgt i64 %2246, 4096
  %2248 = sext i32 %N to i64
  %2249 = select i1 %2247, i64 4096, i64 %2248
  %2250 = select i1 %2245, i64 0, i64 %2249
  %2251 = select i1 %2243, i64 0, i64 %2250
  %2252 = trunc i64 %2251 to i32
  %2253 = select i1 %2235, i32 4096, i32 %2252
  %2254 = select i1 %2217, i32 0, i32 %2253
  %2255 = add i32 %2254, 31
  %2256 = sdiv i32 %2255, 32
  %2257 = sub i32 0, %2255
  %2258 = select i1 false, i32 %2257, i32 %2256
  %2259 = sub i32 %2258, 1
  %2260 = select i1 %2199, i32 0, i32 %2259
  %tl_steps34 = select i1 %2138, i32 %2260, i32 127
  %2261 = icmp eq i32 %tl_steps34, 127
  br i1 %2261, label %if.then229, label %if.else230

if.then229:                                       ; preds = %for.end228
  br label %for.cond232

if.else230:                                       ; preds = %for.end228
  br label %if.end231

if.end231:                                        ; preds = %if.else230, %for.end234
  br label %for.cond238

for.cond232:                                      ; preds = %for.end237, %if.then229
  %tl_r35 = phi i32 [ 0, %if.then229 ], [ %2328, %for.end237 ]
  %2262 = icmp slt i32 %tl_r35, 1
  br i1 %2262, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %2263 = sext i32 %N to i64
  %2264 = icmp slt i64 %2263, 0
  %2265 = sext i32 %N to i64
  %2266 = icmp sgt i64 %2265, 4096
  %2267 = sext i32 %N to i64
  %2268 = select i1 %2266, i64 4096, i64 %2267
  %2269 = select i1 %2264, i64 0, i64 %2268
  %2270 = icmp slt i64 %2269, 0
  %2271 = sext i32 %N to i64
  %2272 = icmp slt i64 %2271, 0
  %2273 = sext i32 %N to i64
  %2274 = icmp sgt i64 %2273, 4096
  %2275 = sext i32 %N to i64
  %2276 = select i1 %2274, i64 4096, i64 %2275
  %2277 = select i1 %2272, i64 0, i64 %2276
  %2278 = select i1 %2270, i64 0, i64 %2277
  %2279 = trunc i64 %2278 to i32
  %2280 = icmp slt i32 %2279, 0
  %2281 = sext i32 %N to i64
  %2282 = icmp slt i64 %2281, 0
  %2283 = sext i32 %N to i64
  %2284 = icmp sgt i64 %2283, 4096
  %2285 = sext i32 %N to i64
  %2286 = select i1 %2284, i64 4096, i64 %2285
  %2287 = select i1 %2282, i64 0, i64 %2286
  %2288 = icmp slt i64 %2287, 0
  %2289 = sext i32 %N to i64
  %2290 = icmp slt i64 %2289, 0
  %2291 = sext i32 %N to i64
  %2292 = icmp sgt i64 %2291, 4096
  %2293 = sext i32 %N to i64
  %2294 = select i1 %2292, i64 4096, i64 %2293
  %2295 = select i1 %2290, i64 0, i64 %2294
  %2296 = select i1 %2288, i64 0, i64 %2295
  %2297 = trunc i64 %2296 to i32
  %2298 = icmp sgt i32 %2297, 4096
  %2299 = sext i32 %N to i64
  %2300 = icmp slt i64 %2299, 0
  %2301 = sext i32 %N to i64
  %2302 = icmp sgt i64 %2301, 4096
  %2303 = sext i32 %N to i64
  %2304 = select i1 %2302, i64 4096, i64 %2303
  %2305 = select i1 %2300, i64 0, i64 %2304
  %2306 = icmp slt i64 %2305, 0
  %2307 = sext i32 %N to i64
  %2308 = icmp slt i64 %2307, 0
  %2309 = sext i32 %N to i64
  %2310 = icmp sgt i64 %2309, 4096
  %2311 = sext i32 %N to i64
  %2312 = select i1 %2310, i64 4096, i64 %2311
  %2313 = select i1 %2308, i64 0, i64 %2312
  %2314 = select i1 %2306, i64 0, i64 %2313
  %2315 = trunc i64 %2314 to i32
  %2316 = select i1 %2298, i32 4096, i32 %2315
  %tl_pad_from36 = select i1 %2280, i32 0, i32 %2316
  %2317 = getelementptr inbounds float, ptr %m_r, i64 0
  %2318 = load float, ptr %2317, align 4
  %2319 = fsub float 0xFFF0000000000000, %2318
  %tl_pad_v37 = call float @tilec_expf(float %2319)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond235

for.end234:                                       ; preds = %for.cond232
  br label %if.end231

for.cond235:                                      ; preds = %for.body236, %for.body233
  %tl_pad_k39 = phi i32 [ 0, %for.body233 ], [ %2327, %for.body236 ]
  %2320 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %2320, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %2321 = sext i32 %tl_r35 to i64
  %2322 = mul nsw i64 %2321, 4096
  %2323 = add i32 %tl_pad_from36, %tl_pad_k39
  %2324 = sext i32 %2323 to i64
  %2325 = add nsw i64 %2322, %2324
  %2326 = getelementptr inbounds float, ptr %X_r, i64 %2325
  store float %tl_pad_v37, ptr %2326, align 4
  %2327 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond235, !llvm.loop !57

for.end237:                                       ; preds = %for.cond235
  %2328 = add nsw i32 %tl_r35, 1
  br label %for.cond232, !llvm.loop !58

for.cond238:                                      ; preds = %for.end243, %if.end231
  %red5 = phi i32 [ 0, %if.end231 ], [ %2348, %for.end243 ]
  %2329 = icmp slt i32 %red5, %tl_steps34
  br i1 %2329, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  br label %for.cond241

for.end240:                                       ; preds = %for.cond238
  %2330 = icmp slt i32 %tl_steps34, 127
  br i1 %2330, label %if.then245, label %if.else246

for.cond241:                                      ; preds = %for.body242, %for.body239
  %lane5244 = phi i32 [ 0, %for.body239 ], [ %2347, %for.body242 ]
  %2331 = icmp slt i32 %lane5244, 32
  br i1 %2331, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %2332 = sext i32 %lane5244 to i64
  %2333 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2332
  %2334 = load float, ptr %2333, align 4
  %2335 = sext i32 %i7 to i64
  %2336 = mul nsw i64 %2335, 4096
  %2337 = add i32 %red5, 1
  %2338 = mul i32 %2337, 32
  %2339 = add i32 %2338, %lane5244
  %2340 = sext i32 %2339 to i64
  %2341 = add nsw i64 %2336, %2340
  %2342 = getelementptr inbounds float, ptr %X_r, i64 %2341
  %2343 = load float, ptr %2342, align 4
  %2344 = fadd float %2334, %2343
  %2345 = sext i32 %lane5244 to i64
  %2346 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2345
  store float %2344, ptr %2346, align 4
  %2347 = add nsw i32 %lane5244, 1
  br label %for.cond241, !llvm.loop !59

for.end243:                                       ; preds = %for.cond241
  %2348 = add nsw i32 %red5, 1
  br label %for.cond238, !llvm.loop !60

if.then245:                                       ; preds = %for.end240
  %2349 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %2350 = load float, ptr %2349, align 4
  %2351 = fadd float %2350, %tl_pad33
  %2352 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %2351, ptr %2352, align 4
  br label %if.end247

if.else246:                                       ; preds = %for.end240
  br label %if.end247

if.end247:                                        ; preds = %if.else246, %if.then245
  %2353 = sext i32 %i7 to i64
  %2354 = getelementptr inbounds float, ptr %l_r, i64 %2353
  store float 0.000000e+00, ptr %2354, align 4
  br label %for.cond248

for.cond248:                                      ; preds = %for.body249, %if.end247
  %lane5251 = phi i32 [ 0, %if.end247 ], [ %2365, %for.body249 ]
  %2355 = icmp slt i32 %lane5251, 32
  br i1 %2355, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %2356 = sext i32 %i7 to i64
  %2357 = getelementptr inbounds float, ptr %l_r, i64 %2356
  %2358 = load float, ptr %2357, align 4
  %2359 = sext i32 %lane5251 to i64
  %2360 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2359
  %2361 = load float, ptr %2360, align 4
  %2362 = fadd float %2358, %2361
  %2363 = sext i32 %i7 to i64
  %2364 = getelementptr inbounds float, ptr %l_r, i64 %2363
  store float %2362, ptr %2364, align 4
  %2365 = add nsw i32 %lane5251, 1
  br label %for.cond248, !llvm.loop !61

for.end250:                                       ; preds = %for.cond248
  %2366 = add nsw i32 %i7, 1
  br label %for.cond217, !llvm.loop !62

for.cond252:                                      ; preds = %if.end258, %for.end219
  %i255 = phi i32 [ 0, %for.end219 ], [ %2395, %if.end258 ]
  %2367 = icmp slt i32 %i255, 1
  br i1 %2367, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %2368 = sext i32 %N to i64
  %2369 = icmp slt i64 %2368, 0
  %2370 = sext i32 %N to i64
  %2371 = icmp sgt i64 %2370, 4096
  %2372 = sext i32 %N to i64
  %2373 = select i1 %2371, i64 4096, i64 %2372
  %2374 = select i1 %2369, i64 0, i64 %2373
  %2375 = icmp slt i64 %2374, 0
  %2376 = sext i32 %N to i64
  %2377 = icmp slt i64 %2376, 0
  %2378 = sext i32 %N to i64
  %2379 = icmp sgt i64 %2378, 4096
  %2380 = sext i32 %N to i64
  %2381 = select i1 %2379, i64 4096, i64 %2380
  %2382 = select i1 %2377, i64 0, i64 %2381
  %2383 = select i1 %2375, i64 0, i64 %2382
  %tl_hi11 = trunc i64 %2383 to i32
  %2384 = mul i32 %bx, 4
  %2385 = add i32 %2384, %r
  %2386 = add i32 %2385, %i255
  %2387 = icmp sle i32 0, %2386
  %2388 = mul i32 %bx, 4
  %2389 = add i32 %2388, %r
  %2390 = add i32 %2389, %i255
  %2391 = icmp slt i32 %2390, %M
  %2392 = and i1 %2387, %2391
  br i1 %2392, label %if.then256, label %if.else257

for.end254:                                       ; preds = %for.cond252
  %2393 = add nsw i32 %r, 1
  br label %for.cond157, !llvm.loop !63

if.then256:                                       ; preds = %for.body253
  %2394 = sub i32 %tl_hi11, 0
  br label %for.cond259

if.else257:                                       ; preds = %for.body253
  br label %if.end258

if.end258:                                        ; preds = %if.else257, %for.end261
  %2395 = add nsw i32 %i255, 1
  br label %for.cond252, !llvm.loop !64

for.cond259:                                      ; preds = %for.body260, %if.then256
  %j8 = phi i32 [ 0, %if.then256 ], [ %2418, %for.body260 ]
  %2396 = icmp slt i32 %j8, %2394
  br i1 %2396, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %2397 = sext i32 %i255 to i64
  %2398 = mul nsw i64 %2397, 4096
  %2399 = add i32 0, %j8
  %2400 = sext i32 %2399 to i64
  %2401 = add nsw i64 %2398, %2400
  %2402 = getelementptr inbounds float, ptr %X_r, i64 %2401
  %2403 = load float, ptr %2402, align 4
  %2404 = getelementptr inbounds float, ptr %l_r, i64 0
  %2405 = load float, ptr %2404, align 4
  %2406 = fdiv float 1.000000e+00, %2405
  %2407 = fmul float %2403, %2406
  %2408 = mul i32 %bx, 4
  %2409 = add i32 %2408, %r
  %2410 = add i32 %2409, %i255
  %2411 = sext i32 %2410 to i64
  %2412 = sext i32 %N to i64
  %2413 = mul nsw i64 %2411, %2412
  %2414 = add i32 0, %j8
  %2415 = sext i32 %2414 to i64
  %2416 = add nsw i64 %2413, %2415
  %2417 = getelementptr inbounds float, ptr %Y, i64 %2416
  store float %2407, ptr %2417, align 4
  %2418 = add nsw i32 %j8, 1
  br label %for.cond259, !llvm.loop !65

for.end261:                                       ; preds = %for.cond259
  br label %if.end258

for.cond262:                                      ; preds = %for.end267, %for.end159
  %tl_r40 = phi i32 [ 0, %for.end159 ], [ %2485, %for.end267 ]
  %2419 = icmp slt i32 %tl_r40, 1
  br i1 %2419, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %2420 = sext i32 %N to i64
  %2421 = icmp slt i64 %2420, 0
  %2422 = sext i32 %N to i64
  %2423 = icmp sgt i64 %2422, 4096
  %2424 = sext i32 %N to i64
  %2425 = select i1 %2423, i64 4096, i64 %2424
  %2426 = select i1 %2421, i64 0, i64 %2425
  %2427 = icmp slt i64 %2426, 0
  %2428 = sext i32 %N to i64
  %2429 = icmp slt i64 %2428, 0
  %2430 = sext i32 %N to i64
  %2431 = icmp sgt i64 %2430, 4096
  %2432 = sext i32 %N to i64
  %2433 = select i1 %2431, i64 4096, i64 %2432
  %2434 = select i1 %2429, i64 0, i64 %2433
  %2435 = select i1 %2427, i64 0, i64 %2434
  %2436 = trunc i64 %2435 to i32
  %2437 = icmp slt i32 %2436, 0
  %2438 = sext i32 %N to i64
  %2439 = icmp slt i64 %2438, 0
  %2440 = sext i32 %N to i64
  %2441 = icmp sgt i64 %2440, 4096
  %2442 = sext i32 %N to i64
  %2443 = select i1 %2441, i64 4096, i64 %2442
  %2444 = select i1 %2439, i64 0, i64 %2443
  %2445 = icmp slt i64 %2444, 0
  %2446 = sext i32 %N to i64
  %2447 = icmp slt i64 %2446, 0
  %2448 = sext i32 %N to i64
  %2449 = icmp sgt i64 %2448, 4096
  %2450 = sext i32 %N to i64
  %2451 = select i1 %2449, i64 4096, i64 %2450
  %2452 = select i1 %2447, i64 0, i64 %2451
  %2453 = select i1 %2445, i64 0, i64 %2452
  %2454 = trunc i64 %2453 to i32
  %2455 = icmp sgt i32 %2454, 4096
  %2456 = sext i32 %N to i64
  %2457 = icmp slt i64 %2456, 0
  %2458 = sext i32 %N to i64
  %2459 = icmp sgt i64 %2458, 4096
  %2460 = sext i32 %N to i64
  %2461 = select i1 %2459, i64 4096, i64 %2460
  %2462 = select i1 %2457, i64 0, i64 %2461
  %2463 = icmp slt i64 %2462, 0
  %2464 = sext i32 %N to i64
  %2465 = icmp slt i64 %2464, 0
  %2466 = sext i32 %N to i64
  %2467 = icmp sgt i64 %2466, 4096
  %2468 = sext i32 %N to i64
  %2469 = select i1 %2467, i64 4096, i64 %2468
  %2470 = select i1 %2465, i64 0, i64 %2469
  %2471 = select i1 %2463, i64 0, i64 %2470
  %2472 = trunc i64 %2471 to i32
  %2473 = select i1 %2455, i32 4096, i32 %2472
  %tl_pad_from41 = select i1 %2437, i32 0, i32 %2473
  %2474 = getelementptr inbounds float, ptr %m_r, i64 0
  %2475 = load float, ptr %2474, align 4
  %2476 = fsub float 0xFFF0000000000000, %2475
  %tl_pad_v42 = call float @tilec_expf(float %2476)
  %tl_pad_n43 = sub i32 4096, %tl_pad_from41
  br label %for.cond265

for.end264:                                       ; preds = %for.cond262
  br label %if.end156

for.cond265:                                      ; preds = %for.body266, %for.body263
  %tl_pad_k44 = phi i32 [ 0, %for.body263 ], [ %2484, %for.body266 ]
  %2477 = icmp slt i32 %tl_pad_k44, %tl_pad_n43
  br i1 %2477, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %2478 = sext i32 %tl_r40 to i64
  %2479 = mul nsw i64 %2478, 4096
  %2480 = add i32 %tl_pad_from41, %tl_pad_k44
  %2481 = sext i32 %2480 to i64
  %2482 = add nsw i64 %2479, %2481
  %2483 = getelementptr inbounds float, ptr %X_r, i64 %2482
  store float %tl_pad_v42, ptr %2483, align 4
  %2484 = add nsw i32 %tl_pad_k44, 1
  br label %for.cond265, !llvm.loop !66

for.end267:                                       ; preds = %for.cond265
  %2485 = add nsw i32 %tl_r40, 1
  br label %for.cond262, !llvm.loop !67

for.cond268:                                      ; preds = %for.body269, %if.else155
  %i11 = phi i32 [ 0, %if.else155 ], [ %2489, %for.body269 ]
  %2486 = icmp slt i32 %i11, 4
  br i1 %2486, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %2487 = sext i32 %i11 to i64
  %2488 = getelementptr inbounds float, ptr %m, i64 %2487
  store float 0xFFF0000000000000, ptr %2488, align 4
  %2489 = add nsw i32 %i11, 1
  br label %for.cond268, !llvm.loop !68

for.end270:                                       ; preds = %for.cond268
  br label %for.cond271

for.cond271:                                      ; preds = %for.body272, %for.end270
  %i11274 = phi i32 [ 0, %for.end270 ], [ %2493, %for.body272 ]
  %2490 = icmp slt i32 %i11274, 4
  br i1 %2490, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %2491 = sext i32 %i11274 to i64
  %2492 = getelementptr inbounds float, ptr %l, i64 %2491
  store float 0.000000e+00, ptr %2492, align 4
  %2493 = add nsw i32 %i11274, 1
  br label %for.cond271, !llvm.loop !69

for.end273:                                       ; preds = %for.cond271
  %2494 = sext i32 %N to i64
  %2495 = sdiv i64 %2494, 512
  %2496 = sub i64 0, %2494
  %2497 = select i1 false, i64 %2496, i64 %2495
  %2498 = srem i64 %2494, 512
  %2499 = icmp ne i64 %2498, 0
  %2500 = icmp slt i64 %2494, 0
  %2501 = icmp eq i1 %2500, false
  %2502 = and i1 %2499, %2501
  %2503 = zext i1 %2502 to i64
  %2504 = add i64 %2497, %2503
  %2505 = trunc i64 %2504 to i32
  br label %for.cond275

for.cond275:                                      ; preds = %for.end372, %for.end273
  %c = phi i32 [ 0, %for.end273 ], [ %2847, %for.end372 ]
  %2506 = icmp slt i32 %c, %2505
  br i1 %2506, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %2507 = mul i32 %bx, 4
  %2508 = icmp sle i32 0, %2507
  %2509 = mul i32 %bx, 4
  %2510 = sext i32 %2509 to i64
  %2511 = add i64 %2510, 4
  %2512 = sext i32 %M to i64
  %2513 = icmp sle i64 %2511, %2512
  %2514 = and i1 %2508, %2513
  %2515 = mul i32 %c, 512
  %2516 = icmp sle i32 0, %2515
  %2517 = mul i32 %c, 512
  %2518 = sext i32 %2517 to i64
  %2519 = add i64 %2518, 512
  %2520 = sext i32 %N to i64
  %2521 = icmp sle i64 %2519, %2520
  %2522 = and i1 %2516, %2521
  %2523 = and i1 %2514, %2522
  br i1 %2523, label %if.then278, label %if.else279

for.end277:                                       ; preds = %for.cond275
  %2524 = sext i32 %N to i64
  %2525 = sdiv i64 %2524, 512
  %2526 = sub i64 0, %2524
  %2527 = select i1 false, i64 %2526, i64 %2525
  %2528 = srem i64 %2524, 512
  %2529 = icmp ne i64 %2528, 0
  %2530 = icmp slt i64 %2524, 0
  %2531 = icmp eq i1 %2530, false
  %2532 = and i1 %2529, %2531
  %2533 = zext i1 %2532 to i64
  %2534 = add i64 %2527, %2533
  %2535 = trunc i64 %2534 to i32
  br label %for.cond374

if.then278:                                       ; preds = %for.body276
  br label %for.cond281

if.else279:                                       ; preds = %for.body276
  br label %for.cond294

if.end280:                                        ; preds = %for.end296, %for.end283
  br label %for.cond316

for.cond281:                                      ; preds = %for.end293, %if.then278
  %i11284 = phi i32 [ 0, %if.then278 ], [ %2583, %for.end293 ]
  %2536 = icmp slt i32 %i11284, 4
  br i1 %2536, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %2537 = add i32 %c, 1
  %2538 = sext i32 %N to i64
  %2539 = sdiv i64 %2538, 512
  %2540 = sub i64 0, %2538
  %2541 = select i1 false, i64 %2540, i64 %2539
  %2542 = srem i64 %2538, 512
  %2543 = icmp ne i64 %2542, 0
  %2544 = icmp slt i64 %2538, 0
  %2545 = icmp eq i1 %2544, false
  %2546 = and i1 %2543, %2545
  %2547 = zext i1 %2546 to i64
  %2548 = add i64 %2541, %2547
  %2549 = trunc i64 %2548 to i32
  %2550 = icmp slt i32 %2537, %2549
  br i1 %2550, label %if.then285, label %if.else286

for.end283:                                       ; preds = %for.cond281
  br label %if.end280

if.then285:                                       ; preds = %for.body282
  br label %for.cond288

if.else286:                                       ; preds = %for.body282
  br label %if.end287

if.end287:                                        ; preds = %if.else286, %for.end290
  br label %for.cond291

for.cond288:                                      ; preds = %for.body289, %if.then285
  %pf = phi i32 [ 0, %if.then285 ], [ %2564, %for.body289 ]
  %2551 = icmp slt i32 %pf, 32
  br i1 %2551, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %2552 = mul i32 %bx, 4
  %2553 = add i32 %2552, %i11284
  %2554 = sext i32 %2553 to i64
  %2555 = sext i32 %N to i64
  %2556 = mul i64 %2554, %2555
  %2557 = add i32 %c, 1
  %2558 = mul i32 %2557, 512
  %2559 = mul i32 %pf, 16
  %2560 = add i32 %2558, %2559
  %2561 = sext i32 %2560 to i64
  %2562 = add i64 %2556, %2561
  %2563 = getelementptr float, ptr %X, i64 %2562
  call void @llvm.prefetch.p0(ptr %2563, i32 0, i32 0, i32 1)
  %2564 = add nsw i32 %pf, 1
  br label %for.cond288, !llvm.loop !70

for.end290:                                       ; preds = %for.cond288
  br label %if.end287

for.cond291:                                      ; preds = %for.body292, %if.end287
  %j1 = phi i32 [ 0, %if.end287 ], [ %2582, %for.body292 ]
  %2565 = icmp slt i32 %j1, 512
  br i1 %2565, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  %2566 = mul i32 %bx, 4
  %2567 = add i32 %2566, %i11284
  %2568 = sext i32 %2567 to i64
  %2569 = sext i32 %N to i64
  %2570 = mul nsw i64 %2568, %2569
  %2571 = mul i32 %c, 512
  %2572 = add i32 %2571, %j1
  %2573 = sext i32 %2572 to i64
  %2574 = add nsw i64 %2570, %2573
  %2575 = getelementptr inbounds float, ptr %X, i64 %2574
  %2576 = load float, ptr %2575, align 4
  %2577 = sext i32 %i11284 to i64
  %2578 = mul nsw i64 %2577, 512
  %2579 = sext i32 %j1 to i64
  %2580 = add nsw i64 %2578, %2579
  %2581 = getelementptr inbounds float, ptr %X_f, i64 %2580
  store float %2576, ptr %2581, align 4
  %2582 = add nsw i32 %j1, 1
  br label %for.cond291, !llvm.loop !71

for.end293:                                       ; preds = %for.cond291
  %2583 = add nsw i32 %i11284, 1
  br label %for.cond281, !llvm.loop !72

for.cond294:                                      ; preds = %for.end314, %if.else279
  %i11297 = phi i32 [ 0, %if.else279 ], [ %2692, %for.end314 ]
  %2584 = icmp slt i32 %i11297, 4
  br i1 %2584, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %2585 = mul i32 %c, 512
  %2586 = sext i32 %2585 to i64
  %2587 = sub i64 0, %2586
  %2588 = icmp slt i64 %2587, 0
  %2589 = mul i32 %c, 512
  %2590 = sext i32 %2589 to i64
  %2591 = sub i64 0, %2590
  %2592 = icmp sgt i64 %2591, 512
  %2593 = mul i32 %c, 512
  %2594 = sext i32 %2593 to i64
  %2595 = sub i64 0, %2594
  %2596 = select i1 %2592, i64 512, i64 %2595
  %2597 = select i1 %2588, i64 0, i64 %2596
  %tl_lo12 = trunc i64 %2597 to i32
  %2598 = sext i32 %N to i64
  %2599 = mul i32 %c, 512
  %2600 = sext i32 %2599 to i64
  %2601 = sub i64 %2598, %2600
  %2602 = icmp slt i64 %2601, 0
  %2603 = sext i32 %N to i64
  %2604 = mul i32 %c, 512
  %2605 = sext i32 %2604 to i64
  %2606 = sub i64 %2603, %2605
  %2607 = icmp sgt i64 %2606, 512
  %2608 = sext i32 %N to i64
  %2609 = mul i32 %c, 512
  %2610 = sext i32 %2609 to i64
  %2611 = sub i64 %2608, %2610
  %2612 = select i1 %2607, i64 512, i64 %2611
  %2613 = select i1 %2602, i64 0, i64 %2612
  %2614 = sext i32 %tl_lo12 to i64
  %2615 = icmp slt i64 %2613, %2614
  %2616 = sext i32 %tl_lo12 to i64
  %2617 = sext i32 %N to i64
  %2618 = mul i32 %c, 512
  %2619 = sext i32 %2618 to i64
  %2620 = sub i64 %2617, %2619
  %2621 = icmp slt i64 %2620, 0
  %2622 = sext i32 %N to i64
  %2623 = mul i32 %c, 512
  %2624 = sext i32 %2623 to i64
  %2625 = sub i64 %2622, %2624
  %2626 = icmp sgt i64 %2625, 512
  %2627 = sext i32 %N to i64
  %2628 = mul i32 %c, 512
  %2629 = sext i32 %2628 to i64
  %2630 = sub i64 %2627, %2629
  %2631 = select i1 %2626, i64 512, i64 %2630
  %2632 = select i1 %2621, i64 0, i64 %2631
  %2633 = select i1 %2615, i64 %2616, i64 %2632
  %tl_hi13 = trunc i64 %2633 to i32
  br label %for.cond298

for.end296:                                       ; preds = %for.cond294
  br label %if.end280

for.cond298:                                      ; preds = %for.body299, %for.body295
  %j1301 = phi i32 [ 0, %for.body295 ], [ %2640, %for.body299 ]
  %2634 = icmp slt i32 %j1301, %tl_lo12
  br i1 %2634, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %2635 = sext i32 %i11297 to i64
  %2636 = mul nsw i64 %2635, 512
  %2637 = sext i32 %j1301 to i64
  %2638 = add nsw i64 %2636, %2637
  %2639 = getelementptr inbounds float, ptr %X_f, i64 %2638
  store float 0.000000e+00, ptr %2639, align 4
  %2640 = add nsw i32 %j1301, 1
  br label %for.cond298, !llvm.loop !73

for.end300:                                       ; preds = %for.cond298
  %2641 = mul i32 %bx, 4
  %2642 = sext i32 %2641 to i64
  %2643 = sext i32 %i11297 to i64
  %2644 = add i64 %2642, %2643
  %2645 = icmp sle i64 0, %2644
  %2646 = mul i32 %bx, 4
  %2647 = sext i32 %2646 to i64
  %2648 = sext i32 %i11297 to i64
  %2649 = add i64 %2647, %2648
  %2650 = sext i32 %M to i64
  %2651 = icmp slt i64 %2649, %2650
  %2652 = and i1 %2645, %2651
  br i1 %2652, label %if.then302, label %if.else303

if.then302:                                       ; preds = %for.end300
  %2653 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond305

if.else303:                                       ; preds = %for.end300
  %2654 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond308

if.end304:                                        ; preds = %for.end310, %for.end307
  %2655 = sub i32 512, %tl_hi13
  br label %for.cond312

for.cond305:                                      ; preds = %for.body306, %if.then302
  %j11 = phi i32 [ 0, %if.then302 ], [ %2675, %for.body306 ]
  %2656 = icmp slt i32 %j11, %2653
  br i1 %2656, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %2657 = mul i32 %bx, 4
  %2658 = add i32 %2657, %i11297
  %2659 = sext i32 %2658 to i64
  %2660 = sext i32 %N to i64
  %2661 = mul nsw i64 %2659, %2660
  %2662 = mul i32 %c, 512
  %2663 = add i32 %tl_lo12, %j11
  %2664 = add i32 %2662, %2663
  %2665 = sext i32 %2664 to i64
  %2666 = add nsw i64 %2661, %2665
  %2667 = getelementptr inbounds float, ptr %X, i64 %2666
  %2668 = load float, ptr %2667, align 4
  %2669 = sext i32 %i11297 to i64
  %2670 = mul nsw i64 %2669, 512
  %2671 = add i32 %tl_lo12, %j11
  %2672 = sext i32 %2671 to i64
  %2673 = add nsw i64 %2670, %2672
  %2674 = getelementptr inbounds float, ptr %X_f, i64 %2673
  store float %2668, ptr %2674, align 4
  %2675 = add nsw i32 %j11, 1
  br label %for.cond305, !llvm.loop !74

for.end307:                                       ; preds = %for.cond305
  br label %if.end304

for.cond308:                                      ; preds = %for.body309, %if.else303
  %j11311 = phi i32 [ 0, %if.else303 ], [ %2683, %for.body309 ]
  %2676 = icmp slt i32 %j11311, %2654
  br i1 %2676, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  %2677 = sext i32 %i11297 to i64
  %2678 = mul nsw i64 %2677, 512
  %2679 = add i32 %tl_lo12, %j11311
  %2680 = sext i32 %2679 to i64
  %2681 = add nsw i64 %2678, %2680
  %2682 = getelementptr inbounds float, ptr %X_f, i64 %2681
  store float 0.000000e+00, ptr %2682, align 4
  %2683 = add nsw i32 %j11311, 1
  br label %for.cond308, !llvm.loop !75

for.end310:                                       ; preds = %for.cond308
  br label %if.end304

for.cond312:                                      ; preds = %for.body313, %if.end304
  %j11315 = phi i32 [ 0, %if.end304 ], [ %2691, %for.body313 ]
  %2684 = icmp slt i32 %j11315, %2655
  br i1 %2684, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %2685 = sext i32 %i11297 to i64
  %2686 = mul nsw i64 %2685, 512
  %2687 = add i32 %tl_hi13, %j11315
  %2688 = sext i32 %2687 to i64
  %2689 = add nsw i64 %2686, %2688
  %2690 = getelementptr inbounds float, ptr %X_f, i64 %2689
  store float 0.000000e+00, ptr %2690, align 4
  %2691 = add nsw i32 %j11315, 1
  br label %for.cond312, !llvm.loop !76

for.end314:                                       ; preds = %for.cond312
  %2692 = add nsw i32 %i11297, 1
  br label %for.cond294, !llvm.loop !77

for.cond316:                                      ; preds = %for.end322, %if.end280
  %i319 = phi i32 [ 0, %if.end280 ], [ %2712, %for.end322 ]
  %2693 = icmp slt i32 %i319, 4
  br i1 %2693, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  br label %for.cond320

for.end318:                                       ; preds = %for.cond316
  br label %for.cond324

for.cond320:                                      ; preds = %for.body321, %for.body317
  %j323 = phi i32 [ 0, %for.body317 ], [ %2711, %for.body321 ]
  %2694 = icmp slt i32 %j323, 512
  br i1 %2694, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %2695 = mul i32 %c, 512
  %2696 = add i32 %2695, %j323
  %2697 = icmp slt i32 %2696, %N
  %2698 = sext i32 %i319 to i64
  %2699 = mul nsw i64 %2698, 512
  %2700 = sext i32 %j323 to i64
  %2701 = add nsw i64 %2699, %2700
  %2702 = call i64 @llvm.umin.i64(i64 %2701, i64 2047)
  %2703 = getelementptr inbounds float, ptr %X_f, i64 %2702
  %2704 = load float, ptr %2703, align 4
  %2705 = select i1 %2697, float %2704, float 0xFFF0000000000000
  %2706 = sext i32 %i319 to i64
  %2707 = mul nsw i64 %2706, 512
  %2708 = sext i32 %j323 to i64
  %2709 = add nsw i64 %2707, %2708
  %2710 = getelementptr inbounds float, ptr %X_f, i64 %2709
  store float %2705, ptr %2710, align 4
  %2711 = add nsw i32 %j323, 1
  br label %for.cond320, !llvm.loop !78

for.end322:                                       ; preds = %for.cond320
  %2712 = add nsw i32 %i319, 1
  br label %for.cond316, !llvm.loop !79

for.cond324:                                      ; preds = %for.body325, %for.end318
  %i11327 = phi i32 [ 0, %for.end318 ], [ %2719, %for.body325 ]
  %2713 = icmp slt i32 %i11327, 4
  br i1 %2713, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %2714 = sext i32 %i11327 to i64
  %2715 = getelementptr inbounds float, ptr %m, i64 %2714
  %2716 = load float, ptr %2715, align 4
  %2717 = sext i32 %i11327 to i64
  %2718 = getelementptr inbounds float, ptr %m_prev, i64 %2717
  store float %2716, ptr %2718, align 4
  %2719 = add nsw i32 %i11327, 1
  br label %for.cond324, !llvm.loop !80

for.end326:                                       ; preds = %for.cond324
  br label %for.cond328

for.cond328:                                      ; preds = %for.end343, %for.end326
  %i9 = phi i32 [ 0, %for.end326 ], [ %2762, %for.end343 ]
  %2720 = icmp slt i32 %i9, 4
  br i1 %2720, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond331

for.end330:                                       ; preds = %for.cond328
  br label %for.cond345

for.cond331:                                      ; preds = %for.body332, %for.body329
  %lane6 = phi i32 [ 0, %for.body329 ], [ %2730, %for.body332 ]
  %2721 = icmp slt i32 %lane6, 32
  br i1 %2721, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %2722 = sext i32 %i9 to i64
  %2723 = mul nsw i64 %2722, 512
  %2724 = sext i32 %lane6 to i64
  %2725 = add nsw i64 %2723, %2724
  %2726 = getelementptr inbounds float, ptr %X_f, i64 %2725
  %2727 = load float, ptr %2726, align 4
  %2728 = sext i32 %lane6 to i64
  %2729 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2728
  store float %2727, ptr %2729, align 4
  %2730 = add nsw i32 %lane6, 1
  br label %for.cond331, !llvm.loop !81

for.end333:                                       ; preds = %for.cond331
  br label %for.cond334

for.cond334:                                      ; preds = %for.end339, %for.end333
  %red6 = phi i32 [ 0, %for.end333 ], [ %2750, %for.end339 ]
  %2731 = icmp slt i32 %red6, 15
  br i1 %2731, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  br label %for.cond337

for.end336:                                       ; preds = %for.cond334
  br label %for.cond341

for.cond337:                                      ; preds = %for.body338, %for.body335
  %lane6340 = phi i32 [ 0, %for.body335 ], [ %2749, %for.body338 ]
  %2732 = icmp slt i32 %lane6340, 32
  br i1 %2732, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %2733 = sext i32 %lane6340 to i64
  %2734 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2733
  %lane_acc3 = load float, ptr %2734, align 4
  %2735 = sext i32 %i9 to i64
  %2736 = mul nsw i64 %2735, 512
  %2737 = add i32 %red6, 1
  %2738 = mul i32 %2737, 32
  %2739 = add i32 %2738, %lane6340
  %2740 = sext i32 %2739 to i64
  %2741 = add nsw i64 %2736, %2740
  %2742 = getelementptr inbounds float, ptr %X_f, i64 %2741
  %lane_next3 = load float, ptr %2742, align 4
  %2743 = fcmp une float %lane_next3, %lane_next3
  %2744 = fcmp ogt float %lane_acc3, %lane_next3
  %2745 = select i1 %2744, float %lane_acc3, float %lane_next3
  %2746 = select i1 %2743, float %lane_acc3, float %2745
  %2747 = sext i32 %lane6340 to i64
  %2748 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2747
  store float %2746, ptr %2748, align 4
  %2749 = add nsw i32 %lane6340, 1
  br label %for.cond337, !llvm.loop !82

for.end339:                                       ; preds = %for.cond337
  %2750 = add nsw i32 %red6, 1
  br label %for.cond334, !llvm.loop !83

for.cond341:                                      ; preds = %for.body342, %for.end336
  %lane6344 = phi i32 [ 0, %for.end336 ], [ %2761, %for.body342 ]
  %2751 = icmp slt i32 %lane6344, 32
  br i1 %2751, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %2752 = sext i32 %i9 to i64
  %2753 = getelementptr inbounds float, ptr %m, i64 %2752
  %2754 = load float, ptr %2753, align 4
  %2755 = sext i32 %lane6344 to i64
  %2756 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2755
  %2757 = load float, ptr %2756, align 4
  %2758 = call float @llvm.maxnum.f32(float %2754, float %2757)
  %2759 = sext i32 %i9 to i64
  %2760 = getelementptr inbounds float, ptr %m, i64 %2759
  store float %2758, ptr %2760, align 4
  %2761 = add nsw i32 %lane6344, 1
  br label %for.cond341, !llvm.loop !84

for.end343:                                       ; preds = %for.cond341
  %2762 = add nsw i32 %i9, 1
  br label %for.cond328, !llvm.loop !85

for.cond345:                                      ; preds = %for.end351, %for.end330
  %i348 = phi i32 [ 0, %for.end330 ], [ %2782, %for.end351 ]
  %2763 = icmp slt i32 %i348, 4
  br i1 %2763, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  br label %for.cond349

for.end347:                                       ; preds = %for.cond345
  br label %for.cond353

for.cond349:                                      ; preds = %for.body350, %for.body346
  %j352 = phi i32 [ 0, %for.body346 ], [ %2781, %for.body350 ]
  %2764 = icmp slt i32 %j352, 512
  br i1 %2764, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %2765 = sext i32 %i348 to i64
  %2766 = mul nsw i64 %2765, 512
  %2767 = sext i32 %j352 to i64
  %2768 = add nsw i64 %2766, %2767
  %2769 = getelementptr inbounds float, ptr %X_f, i64 %2768
  %2770 = load float, ptr %2769, align 4
  %2771 = sext i32 %i348 to i64
  %2772 = getelementptr inbounds float, ptr %m, i64 %2771
  %2773 = load float, ptr %2772, align 4
  %2774 = fsub float %2770, %2773
  %2775 = call float @tilec_expf(float %2774)
  %2776 = sext i32 %i348 to i64
  %2777 = mul nsw i64 %2776, 512
  %2778 = sext i32 %j352 to i64
  %2779 = add nsw i64 %2777, %2778
  %2780 = getelementptr inbounds float, ptr %X_f, i64 %2779
  store float %2775, ptr %2780, align 4
  %2781 = add nsw i32 %j352, 1
  br label %for.cond349, !llvm.loop !86

for.end351:                                       ; preds = %for.cond349
  %2782 = add nsw i32 %i348, 1
  br label %for.cond345, !llvm.loop !87

for.cond353:                                      ; preds = %for.end368, %for.end347
  %i10 = phi i32 [ 0, %for.end347 ], [ %2826, %for.end368 ]
  %2783 = icmp slt i32 %i10, 4
  br i1 %2783, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  br label %for.cond356

for.end355:                                       ; preds = %for.cond353
  br label %for.cond370

for.cond356:                                      ; preds = %for.body357, %for.body354
  %lane7 = phi i32 [ 0, %for.body354 ], [ %2793, %for.body357 ]
  %2784 = icmp slt i32 %lane7, 32
  br i1 %2784, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %2785 = sext i32 %i10 to i64
  %2786 = mul nsw i64 %2785, 512
  %2787 = sext i32 %lane7 to i64
  %2788 = add nsw i64 %2786, %2787
  %2789 = getelementptr inbounds float, ptr %X_f, i64 %2788
  %2790 = load float, ptr %2789, align 4
  %2791 = sext i32 %lane7 to i64
  %2792 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2791
  store float %2790, ptr %2792, align 4
  %2793 = add nsw i32 %lane7, 1
  br label %for.cond356, !llvm.loop !88

for.end358:                                       ; preds = %for.cond356
  br label %for.cond359

for.cond359:                                      ; preds = %for.end364, %for.end358
  %red7 = phi i32 [ 0, %for.end358 ], [ %2814, %for.end364 ]
  %2794 = icmp slt i32 %red7, 15
  br i1 %2794, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  br label %for.cond362

for.end361:                                       ; preds = %for.cond359
  %2795 = sext i32 %i10 to i64
  %2796 = getelementptr inbounds float, ptr %tile_sum, i64 %2795
  store float 0.000000e+00, ptr %2796, align 4
  br label %for.cond366

for.cond362:                                      ; preds = %for.body363, %for.body360
  %lane7365 = phi i32 [ 0, %for.body360 ], [ %2813, %for.body363 ]
  %2797 = icmp slt i32 %lane7365, 32
  br i1 %2797, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %2798 = sext i32 %lane7365 to i64
  %2799 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2798
  %2800 = load float, ptr %2799, align 4
  %2801 = sext i32 %i10 to i64
  %2802 = mul nsw i64 %2801, 512
  %2803 = add i32 %red7, 1
  %2804 = mul i32 %2803, 32
  %2805 = add i32 %2804, %lane7365
  %2806 = sext i32 %2805 to i64
  %2807 = add nsw i64 %2802, %2806
  %2808 = getelementptr inbounds float, ptr %X_f, i64 %2807
  %2809 = load float, ptr %2808, align 4
  %2810 = fadd float %2800, %2809
  %2811 = sext i32 %lane7365 to i64
  %2812 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2811
  store float %2810, ptr %2812, align 4
  %2813 = add nsw i32 %lane7365, 1
  br label %for.cond362, !llvm.loop !89

for.end364:                                       ; preds = %for.cond362
  %2814 = add nsw i32 %red7, 1
  br label %for.cond359, !llvm.loop !90

for.cond366:                                      ; preds = %for.body367, %for.end361
  %lane7369 = phi i32 [ 0, %for.end361 ], [ %2825, %for.body367 ]
  %2815 = icmp slt i32 %lane7369, 32
  br i1 %2815, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %2816 = sext i32 %i10 to i64
  %2817 = getelementptr inbounds float, ptr %tile_sum, i64 %2816
  %2818 = load float, ptr %2817, align 4
  %2819 = sext i32 %lane7369 to i64
  %2820 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2819
  %2821 = load float, ptr %2820, align 4
  %2822 = fadd float %2818, %2821
  %2823 = sext i32 %i10 to i64
  %2824 = getelementptr inbounds float, ptr %tile_sum, i64 %2823
  store float %2822, ptr %2824, align 4
  %2825 = add nsw i32 %lane7369, 1
  br label %for.cond366, !llvm.loop !91

for.end368:                                       ; preds = %for.cond366
  %2826 = add nsw i32 %i10, 1
  br label %for.cond353, !llvm.loop !92

for.cond370:                                      ; preds = %for.body371, %for.end355
  %i373 = phi i32 [ 0, %for.end355 ], [ %2846, %for.body371 ]
  %2827 = icmp slt i32 %i373, 4
  br i1 %2827, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  %2828 = sext i32 %i373 to i64
  %2829 = getelementptr inbounds float, ptr %l, i64 %2828
  %2830 = load float, ptr %2829, align 4
  %2831 = sext i32 %i373 to i64
  %2832 = getelementptr inbounds float, ptr %m_prev, i64 %2831
  %2833 = load float, ptr %2832, align 4
  %2834 = sext i32 %i373 to i64
  %2835 = getelementptr inbounds float, ptr %m, i64 %2834
  %2836 = load float, ptr %2835, align 4
  %2837 = fsub float %2833, %2836
  %2838 = call float @tilec_expf(float %2837)
  %2839 = fmul float %2830, %2838
  %2840 = sext i32 %i373 to i64
  %2841 = getelementptr inbounds float, ptr %tile_sum, i64 %2840
  %2842 = load float, ptr %2841, align 4
  %2843 = fadd float %2839, %2842
  %2844 = sext i32 %i373 to i64
  %2845 = getelementptr inbounds float, ptr %l, i64 %2844
  store float %2843, ptr %2845, align 4
  %2846 = add nsw i32 %i373, 1
  br label %for.cond370, !llvm.loop !93

for.end372:                                       ; preds = %for.cond370
  %2847 = add nsw i32 %c, 1
  br label %for.cond275, !llvm.loop !94

for.cond374:                                      ; preds = %if.end422, %for.end277
  %c377 = phi i32 [ 0, %for.end277 ], [ %3770, %if.end422 ]
  %2848 = icmp slt i32 %c377, %2535
  br i1 %2848, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %2849 = sext i32 %N to i64
  %2850 = sdiv i64 %2849, 512
  %2851 = sub i64 0, %2849
  %2852 = select i1 false, i64 %2851, i64 %2850
  %2853 = srem i64 %2849, 512
  %2854 = icmp ne i64 %2853, 0
  %2855 = icmp slt i64 %2849, 0
  %2856 = icmp eq i1 %2855, false
  %2857 = and i1 %2854, %2856
  %2858 = zext i1 %2857 to i64
  %2859 = add i64 %2852, %2858
  %2860 = trunc i64 %2859 to i32
  %2861 = sub i32 %2860, 1
  %t = sub i32 %2861, %c377
  %2862 = mul i32 %bx, 4
  %2863 = icmp sle i32 0, %2862
  %2864 = mul i32 %bx, 4
  %2865 = sext i32 %2864 to i64
  %2866 = add i64 %2865, 4
  %2867 = sext i32 %M to i64
  %2868 = icmp sle i64 %2866, %2867
  %2869 = and i1 %2863, %2868
  %2870 = mul i32 %t, 512
  %2871 = icmp sle i32 0, %2870
  %2872 = mul i32 %t, 512
  %2873 = sext i32 %2872 to i64
  %2874 = add i64 %2873, 512
  %2875 = sext i32 %N to i64
  %2876 = icmp sle i64 %2874, %2875
  %2877 = and i1 %2871, %2876
  %2878 = and i1 %2869, %2877
  br i1 %2878, label %if.then378, label %if.else379

for.end376:                                       ; preds = %for.cond374
  br label %if.end156

if.then378:                                       ; preds = %for.body375
  br label %for.cond381

if.else379:                                       ; preds = %for.body375
  br label %for.cond387

if.end380:                                        ; preds = %for.end389, %for.end383
  br label %for.cond409

for.cond381:                                      ; preds = %for.end386, %if.then378
  %i12 = phi i32 [ 0, %if.then378 ], [ %2898, %for.end386 ]
  %2879 = icmp slt i32 %i12, 4
  br i1 %2879, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  br label %for.cond384

for.end383:                                       ; preds = %for.cond381
  br label %if.end380

for.cond384:                                      ; preds = %for.body385, %for.body382
  %j2 = phi i32 [ 0, %for.body382 ], [ %2897, %for.body385 ]
  %2880 = icmp slt i32 %j2, 512
  br i1 %2880, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %2881 = mul i32 %bx, 4
  %2882 = add i32 %2881, %i12
  %2883 = sext i32 %2882 to i64
  %2884 = sext i32 %N to i64
  %2885 = mul nsw i64 %2883, %2884
  %2886 = mul i32 %t, 512
  %2887 = add i32 %2886, %j2
  %2888 = sext i32 %2887 to i64
  %2889 = add nsw i64 %2885, %2888
  %2890 = getelementptr inbounds float, ptr %X, i64 %2889
  %2891 = load float, ptr %2890, align 4
  %2892 = sext i32 %i12 to i64
  %2893 = mul nsw i64 %2892, 512
  %2894 = sext i32 %j2 to i64
  %2895 = add nsw i64 %2893, %2894
  %2896 = getelementptr inbounds float, ptr %X_f, i64 %2895
  store float %2891, ptr %2896, align 4
  %2897 = add nsw i32 %j2, 1
  br label %for.cond384, !llvm.loop !95

for.end386:                                       ; preds = %for.cond384
  %2898 = add nsw i32 %i12, 1
  br label %for.cond381, !llvm.loop !96

for.cond387:                                      ; preds = %for.end407, %if.else379
  %i12390 = phi i32 [ 0, %if.else379 ], [ %3007, %for.end407 ]
  %2899 = icmp slt i32 %i12390, 4
  br i1 %2899, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %2900 = mul i32 %t, 512
  %2901 = sext i32 %2900 to i64
  %2902 = sub i64 0, %2901
  %2903 = icmp slt i64 %2902, 0
  %2904 = mul i32 %t, 512
  %2905 = sext i32 %2904 to i64
  %2906 = sub i64 0, %2905
  %2907 = icmp sgt i64 %2906, 512
  %2908 = mul i32 %t, 512
  %2909 = sext i32 %2908 to i64
  %2910 = sub i64 0, %2909
  %2911 = select i1 %2907, i64 512, i64 %2910
  %2912 = select i1 %2903, i64 0, i64 %2911
  %tl_lo14 = trunc i64 %2912 to i32
  %2913 = sext i32 %N to i64
  %2914 = mul i32 %t, 512
  %2915 = sext i32 %2914 to i64
  %2916 = sub i64 %2913, %2915
  %2917 = icmp slt i64 %2916, 0
  %2918 = sext i32 %N to i64
  %2919 = mul i32 %t, 512
  %2920 = sext i32 %2919 to i64
  %2921 = sub i64 %2918, %2920
  %2922 = icmp sgt i64 %2921, 512
  %2923 = sext i32 %N to i64
  %2924 = mul i32 %t, 512
  %2925 = sext i32 %2924 to i64
  %2926 = sub i64 %2923, %2925
  %2927 = select i1 %2922, i64 512, i64 %2926
  %2928 = select i1 %2917, i64 0, i64 %2927
  %2929 = sext i32 %tl_lo14 to i64
  %2930 = icmp slt i64 %2928, %2929
  %2931 = sext i32 %tl_lo14 to i64
  %2932 = sext i32 %N to i64
  %2933 = mul i32 %t, 512
  %2934 = sext i32 %2933 to i64
  %2935 = sub i64 %2932, %2934
  %2936 = icmp slt i64 %2935, 0
  %2937 = sext i32 %N to i64
  %2938 = mul i32 %t, 512
  %2939 = sext i32 %2938 to i64
  %2940 = sub i64 %2937, %2939
  %2941 = icmp sgt i64 %2940, 512
  %2942 = sext i32 %N to i64
  %2943 = mul i32 %t, 512
  %2944 = sext i32 %2943 to i64
  %2945 = sub i64 %2942, %2944
  %2946 = select i1 %2941, i64 512, i64 %2945
  %2947 = select i1 %2936, i64 0, i64 %2946
  %2948 = select i1 %2930, i64 %2931, i64 %2947
  %tl_hi15 = trunc i64 %2948 to i32
  br label %for.cond391

for.end389:                                       ; preds = %for.cond387
  br label %if.end380

for.cond391:                                      ; preds = %for.body392, %for.body388
  %j2394 = phi i32 [ 0, %for.body388 ], [ %2955, %for.body392 ]
  %2949 = icmp slt i32 %j2394, %tl_lo14
  br i1 %2949, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %2950 = sext i32 %i12390 to i64
  %2951 = mul nsw i64 %2950, 512
  %2952 = sext i32 %j2394 to i64
  %2953 = add nsw i64 %2951, %2952
  %2954 = getelementptr inbounds float, ptr %X_f, i64 %2953
  store float 0.000000e+00, ptr %2954, align 4
  %2955 = add nsw i32 %j2394, 1
  br label %for.cond391, !llvm.loop !97

for.end393:                                       ; preds = %for.cond391
  %2956 = mul i32 %bx, 4
  %2957 = sext i32 %2956 to i64
  %2958 = sext i32 %i12390 to i64
  %2959 = add i64 %2957, %2958
  %2960 = icmp sle i64 0, %2959
  %2961 = mul i32 %bx, 4
  %2962 = sext i32 %2961 to i64
  %2963 = sext i32 %i12390 to i64
  %2964 = add i64 %2962, %2963
  %2965 = sext i32 %M to i64
  %2966 = icmp slt i64 %2964, %2965
  %2967 = and i1 %2960, %2966
  br i1 %2967, label %if.then395, label %if.else396

if.then395:                                       ; preds = %for.end393
  %2968 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond398

if.else396:                                       ; preds = %for.end393
  %2969 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond401

if.end397:                                        ; preds = %for.end403, %for.end400
  %2970 = sub i32 512, %tl_hi15
  br label %for.cond405

for.cond398:                                      ; preds = %for.body399, %if.then395
  %j21 = phi i32 [ 0, %if.then395 ], [ %2990, %for.body399 ]
  %2971 = icmp slt i32 %j21, %2968
  br i1 %2971, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %2972 = mul i32 %bx, 4
  %2973 = add i32 %2972, %i12390
  %2974 = sext i32 %2973 to i64
  %2975 = sext i32 %N to i64
  %2976 = mul nsw i64 %2974, %2975
  %2977 = mul i32 %t, 512
  %2978 = add i32 %tl_lo14, %j21
  %2979 = add i32 %2977, %2978
  %2980 = sext i32 %2979 to i64
  %2981 = add nsw i64 %2976, %2980
  %2982 = getelementptr inbounds float, ptr %X, i64 %2981
  %2983 = load float, ptr %2982, align 4
  %2984 = sext i32 %i12390 to i64
  %2985 = mul nsw i64 %2984, 512
  %2986 = add i32 %tl_lo14, %j21
  %2987 = sext i32 %2986 to i64
  %2988 = add nsw i64 %2985, %2987
  %2989 = getelementptr inbounds float, ptr %X_f, i64 %2988
  store float %2983, ptr %2989, align 4
  %2990 = add nsw i32 %j21, 1
  br label %for.cond398, !llvm.loop !98

for.end400:                                       ; preds = %for.cond398
  br label %if.end397

for.cond401:                                      ; preds = %for.body402, %if.else396
  %j21404 = phi i32 [ 0, %if.else396 ], [ %2998, %for.body402 ]
  %2991 = icmp slt i32 %j21404, %2969
  br i1 %2991, label %for.body402, label %for.end403

for.body402:                                      ; preds = %for.cond401
  %2992 = sext i32 %i12390 to i64
  %2993 = mul nsw i64 %2992, 512
  %2994 = add i32 %tl_lo14, %j21404
  %2995 = sext i32 %2994 to i64
  %2996 = add nsw i64 %2993, %2995
  %2997 = getelementptr inbounds float, ptr %X_f, i64 %2996
  store float 0.000000e+00, ptr %2997, align 4
  %2998 = add nsw i32 %j21404, 1
  br label %for.cond401, !llvm.loop !99

for.end403:                                       ; preds = %for.cond401
  br label %if.end397

for.cond405:                                      ; preds = %for.body406, %if.end397
  %j21408 = phi i32 [ 0, %if.end397 ], [ %3006, %for.body406 ]
  %2999 = icmp slt i32 %j21408, %2970
  br i1 %2999, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %3000 = sext i32 %i12390 to i64
  %3001 = mul nsw i64 %3000, 512
  %3002 = add i32 %tl_hi15, %j21408
  %3003 = sext i32 %3002 to i64
  %3004 = add nsw i64 %3001, %3003
  %3005 = getelementptr inbounds float, ptr %X_f, i64 %3004
  store float 0.000000e+00, ptr %3005, align 4
  %3006 = add nsw i32 %j21408, 1
  br label %for.cond405, !llvm.loop !100

for.end407:                                       ; preds = %for.cond405
  %3007 = add nsw i32 %i12390, 1
  br label %for.cond387, !llvm.loop !101

for.cond409:                                      ; preds = %for.end419, %if.end380
  %i412 = phi i32 [ 0, %if.end380 ], [ %3769, %for.end419 ]
  %3008 = icmp slt i32 %i412, 4
  br i1 %3008, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %3009 = sext i32 %N to i64
  %3010 = sext i32 %N to i64
  %3011 = sdiv i64 %3010, 512
  %3012 = sub i64 0, %3010
  %3013 = select i1 false, i64 %3012, i64 %3011
  %3014 = srem i64 %3010, 512
  %3015 = icmp ne i64 %3014, 0
  %3016 = icmp slt i64 %3010, 0
  %3017 = icmp eq i1 %3016, false
  %3018 = and i1 %3015, %3017
  %3019 = zext i1 %3018 to i64
  %3020 = add i64 %3013, %3019
  %3021 = trunc i64 %3020 to i32
  %3022 = sub i32 %3021, 1
  %3023 = sub i32 %3022, %c377
  %3024 = mul i32 %3023, 512
  %3025 = sext i32 %3024 to i64
  %3026 = sub i64 %3009, %3025
  %3027 = icmp slt i64 %3026, 0
  %3028 = sext i32 %N to i64
  %3029 = sext i32 %N to i64
  %3030 = sdiv i64 %3029, 512
  %3031 = sub i64 0, %3029
  %3032 = select i1 false, i64 %3031, i64 %3030
  %3033 = srem i64 %3029, 512
  %3034 = icmp ne i64 %3033, 0
  %3035 = icmp slt i64 %3029, 0
  %3036 = icmp eq i1 %3035, false
  %3037 = and i1 %3034, %3036
  %3038 = zext i1 %3037 to i64
  %3039 = add i64 %3032, %3038
  %3040 = trunc i64 %3039 to i32
  %3041 = sub i32 %3040, 1
  %3042 = sub i32 %3041, %c377
  %3043 = mul i32 %3042, 512
  %3044 = sext i32 %3043 to i64
  %3045 = sub i64 %3028, %3044
  %3046 = icmp sgt i64 %3045, 512
  %3047 = sext i32 %N to i64
  %3048 = sext i32 %N to i64
  %3049 = sdiv i64 %3048, 512
  %3050 = sub i64 0, %3048
  %3051 = select i1 false, i64 %3050, i64 %3049
  %3052 = srem i64 %3048, 512
  %3053 = icmp ne i64 %3052, 0
  %3054 = icmp slt i64 %3048, 0
  %3055 = icmp eq i1 %3054, false
  %3056 = and i1 %3053, %3055
  %3057 = zext i1 %3056 to i64
  %3058 = add i64 %3051, %3057
  %3059 = trunc i64 %3058 to i32
  %3060 = sub i32 %3059, 1
  %3061 = sub i32 %3060, %c377
  %3062 = mul i32 %3061, 512
  %3063 = sext i32 %3062 to i64
  %3064 = sub i64 %3047, %3063
  %3065 = select i1 %3046, i64 512, i64 %3064
  %3066 = select i1 %3027, i64 0, i64 %3065
  %3067 = sext i32 %N to i64
  %3068 = sdiv i64 %3067, 512
  %3069 = sub i64 0, %3067
  %3070 = select i1 false, i64 %3069, i64 %3068
  %3071 = srem i64 %3067, 512
  %3072 = icmp ne i64 %3071, 0
  %3073 = icmp slt i64 %3067, 0
  %3074 = icmp eq i1 %3073, false
  %3075 = and i1 %3072, %3074
  %3076 = zext i1 %3075 to i64
  %3077 = add i64 %3070, %3076
  %3078 = trunc i64 %3077 to i32
  %3079 = sub i32 %3078, 1
  %3080 = sub i32 %3079, %c377
  %3081 = mul i32 %3080, 512
  %3082 = sext i32 %3081 to i64
  %3083 = sub i64 0, %3082
  %3084 = icmp slt i64 %3083, 0
  %3085 = sext i32 %N to i64
  %3086 = sdiv i64 %3085, 512
  %3087 = sub i64 0, %3085
  %3088 = select i1 false, i64 %3087, i64 %3086
  %3089 = srem i64 %3085, 512
  %3090 = icmp ne i64 %3089, 0
  %3091 = icmp slt i64 %3085, 0
  %3092 = icmp eq i1 %3091, false
  %3093 = and i1 %3090, %3092
  %3094 = zext i1 %3093 to i64
  %3095 = add i64 %3088, %3094
  %3096 = trunc i64 %3095 to i32
  %3097 = sub i32 %3096, 1
  %3098 = sub i32 %3097, %c377
  %3099 = mul i32 %3098, 512
  %3100 = sext i32 %3099 to i64
  %3101 = sub i64 0, %3100
  %3102 = icmp sgt i64 %3101, 512
  %3103 = sext i32 %N to i64
  %3104 = sdiv i64 %3103, 512
  %3105 = sub i64 0, %3103
  %3106 = select i1 false, i64 %3105, i64 %3104
  %3107 = srem i64 %3103, 512
  %3108 = icmp ne i64 %3107, 0
  %3109 = icmp slt i64 %3103, 0
  %3110 = icmp eq i1 %3109, false
  %3111 = and i1 %3108, %3110
  %3112 = zext i1 %3111 to i64
  %3113 = add i64 %3106, %3112
  %3114 = trunc i64 %3113 to i32
  %3115 = sub i32 %3114, 1
  %3116 = sub i32 %3115, %c377
  %3117 = mul i32 %3116, 512
  %3118 = sext i32 %3117 to i64
  %3119 = sub i64 0, %3118
  %3120 = select i1 %3102, i64 512, i64 %3119
  %3121 = select i1 %3084, i64 0, i64 %3120
  %3122 = trunc i64 %3121 to i32
  %3123 = sext i32 %3122 to i64
  %3124 = icmp slt i64 %3066, %3123
  %3125 = sext i32 %N to i64
  %3126 = sdiv i64 %3125, 512
  %3127 = sub i64 0, %3125
  %3128 = select i1 false, i64 %3127, i64 %3126
  %3129 = srem i64 %3125, 512
  %3130 = icmp ne i64 %3129, 0
  %3131 = icmp slt i64 %3125, 0
  %3132 = icmp eq i1 %3131, false
  %3133 = and i1 %3130, %3132
  %3134 = zext i1 %3133 to i64
  %3135 = add i64 %3128, %3134
  %3136 = trunc i64 %3135 to i32
  %3137 = sub i32 %3136, 1
  %3138 = sub i32 %3137, %c377
  %3139 = mul i32 %3138, 512
  %3140 = sext i32 %3139 to i64
  %3141 = sub i64 0, %3140
  %3142 = icmp slt i64 %3141, 0
  %3143 = sext i32 %N to i64
  %3144 = sdiv i64 %3143, 512
  %3145 = sub i64 0, %3143
  %3146 = select i1 false, i64 %3145, i64 %3144
  %3147 = srem i64 %3143, 512
  %3148 = icmp ne i64 %3147, 0
  %3149 = icmp slt i64 %3143, 0
  %3150 = icmp eq i1 %3149, false
  %3151 = and i1 %3148, %3150
  %3152 = zext i1 %3151 to i64
  %3153 = add i64 %3146, %3152
  %3154 = trunc i64 %3153 to i32
  %3155 = sub i32 %3154, 1
  %3156 = sub i32 %3155, %c377
  %3157 = mul i32 %3156, 512
  %3158 = sext i32 %3157 to i64
  %3159 = sub i64 0, %3158
  %3160 = icmp sgt i64 %3159, 512
  %3161 = sext i32 %N to i64
  %3162 = sdiv i64 %3161, 512
  %3163 = sub i64 0, %3161
  %3164 = select i1 false, i64 %3163, i64 %3162
  %3165 = srem i64 %3161, 512
  %3166 = icmp ne i64 %3165, 0
  %3167 = icmp slt i64 %3161, 0
  %3168 = icmp eq i1 %3167, false
  %3169 = and i1 %3166, %3168
  %3170 = zext i1 %3169 to i64
  %3171 = add i64 %3164, %3170
  %3172 = trunc i64 %3171 to i32
  %3173 = sub i32 %3172, 1
  %3174 = sub i32 %3173, %c377
  %3175 = mul i32 %3174, 512
  %3176 = sext i32 %3175 to i64
  %3177 = sub i64 0, %3176
  %3178 = select i1 %3160, i64 512, i64 %3177
  %3179 = select i1 %3142, i64 0, i64 %3178
  %3180 = trunc i64 %3179 to i32
  %3181 = sext i32 %3180 to i64
  %3182 = sext i32 %N to i64
  %3183 = sext i32 %N to i64
  %3184 = sdiv i64 %3183, 512
  %3185 = sub i64 0, %3183
  %3186 = select i1 false, i64 %3185, i64 %3184
  %3187 = srem i64 %3183, 512
  %3188 = icmp ne i64 %3187, 0
  %3189 = icmp slt i64 %3183, 0
  %3190 = icmp eq i1 %3189, false
  %3191 = and i1 %3188, %3190
  %3192 = zext i1 %3191 to i64
  %3193 = add i64 %3186, %3192
  %3194 = trunc i64 %3193 to i32
  %3195 = sub i32 %3194, 1
  %3196 = sub i32 %3195, %c377
  %3197 = mul i32 %3196, 512
  %3198 = sext i32 %3197 to i64
  %3199 = sub i64 %3182, %3198
  %3200 = icmp slt i64 %3199, 0
  %3201 = sext i32 %N to i64
  %3202 = sext i32 %N to i64
  %3203 = sdiv i64 %3202, 512
  %3204 = sub i64 0, %3202
  %3205 = select i1 false, i64 %3204, i64 %3203
  %3206 = srem i64 %3202, 512
  %3207 = icmp ne i64 %3206, 0
  %3208 = icmp slt i64 %3202, 0
  %3209 = icmp eq i1 %3208, false
  %3210 = and i1 %3207, %3209
  %3211 = zext i1 %3210 to i64
  %3212 = add i64 %3205, %3211
  %3213 = trunc i64 %3212 to i32
  %3214 = sub i32 %3213, 1
  %3215 = sub i32 %3214, %c377
  %3216 = mul i32 %3215, 512
  %3217 = sext i32 %3216 to i64
  %3218 = sub i64 %3201, %3217
  %3219 = icmp sgt i64 %3218, 512
  %3220 = sext i32 %N to i64
  %3221 = sext i32 %N to i64
  %3222 = sdiv i64 %3221, 512
  %3223 = sub i64 0, %3221
  %3224 = select i1 false, i64 %3223, i64 %3222
  %3225 = srem i64 %3221, 512
  %3226 = icmp ne i64 %3225, 0
  %3227 = icmp slt i64 %3221, 0
  %3228 = icmp eq i1 %3227, false
  %3229 = and i1 %3226, %3228
  %3230 = zext i1 %3229 to i64
  %3231 = add i64 %3224, %3230
  %3232 = trunc i64 %3231 to i32
  %3233 = sub i32 %3232, 1
  %3234 = sub i32 %3233, %c377
  %3235 = mul i32 %3234, 512
  %3236 = sext i32 %3235 to i64
  %3237 = sub i64 %3220, %3236
  %3238 = select i1 %3219, i64 512, i64 %3237
  %3239 = select i1 %3200, i64 0, i64 %3238
  %3240 = select i1 %3124, i64 %3181, i64 %3239
  %3241 = trunc i64 %3240 to i32
  %3242 = icmp slt i32 %3241, 0
  %3243 = sext i32 %N to i64
  %3244 = sext i32 %N to i64
  %3245 = sdiv i64 %3244, 512
  %3246 = sub i64 0, %3244
  %3247 = select i1 false, i64 %3246, i64 %3245
  %3248 = srem i64 %3244, 512
  %3249 = icmp ne i64 %3248, 0
  %3250 = icmp slt i64 %3244, 0
  %3251 = icmp eq i1 %3250, false
  %3252 = and i1 %3249, %3251
  %3253 = zext i1 %3252 to i64
  %3254 = add i64 %3247, %3253
  %3255 = trunc i64 %3254 to i32
  %3256 = sub i32 %3255, 1
  %3257 = sub i32 %3256, %c377
  %3258 = mul i32 %3257, 512
  %3259 = sext i32 %3258 to i64
  %3260 = sub i64 %3243, %3259
  %3261 = icmp slt i64 %3260, 0
  %3262 = sext i32 %N to i64
  %3263 = sext i32 %N to i64
  %3264 = sdiv i64 %3263, 512
  %3265 = sub i64 0, %3263
  %3266 = select i1 false, i64 %3265, i64 %3264
  %3267 = srem i64 %3263, 512
  %3268 = icmp ne i64 %3267, 0
  %3269 = icmp slt i64 %3263, 0
  %3270 = icmp eq i1 %3269, false
  %3271 = and i1 %3268, %3270
  %3272 = zext i1 %3271 to i64
  %3273 = add i64 %3266, %3272
  %3274 = trunc i64 %3273 to i32
  %3275 = sub i32 %3274, 1
  %3276 = sub i32 %3275, %c377
  %3277 = mul i32 %3276, 512
  %3278 = sext i32 %3277 to i64
  %3279 = sub i64 %3262, %3278
  %3280 = icmp sgt i64 %3279, 512
  %3281 = sext i32 %N to i64
  %3282 = sext i32 %N to i64
  %3283 = sdiv i64 %3282, 512
  %3284 = sub i64 0, %3282
  %3285 = select i1 false, i64 %3284, i64 %3283
  %3286 = srem i64 %3282, 512
  %3287 = icmp ne i64 %3286, 0
  %3288 = icmp slt i64 %3282, 0
  %3289 = icmp eq i1 %3288, false
  %3290 = and i1 %3287, %3289
  %3291 = zext i1 %3290 to i64
  %3292 = add i64 %3285, %3291
  %3293 = trunc i64 %3292 to i32
  %3294 = sub i32 %3293, 1
  %3295 = sub i32 %3294, %c377
  %3296 = mul i32 %3295, 512
  %3297 = sext i32 %3296 to i64
  %3298 = sub i64 %3281, %3297
  %3299 = select i1 %3280, i64 512, i64 %3298
  %3300 = select i1 %3261, i64 0, i64 %3299
  %3301 = sext i32 %N to i64
  %3302 = sdiv i64 %3301, 512
  %3303 = sub i64 0, %3301
  %3304 = select i1 false, i64 %3303, i64 %3302
  %3305 = srem i64 %3301, 512
  %3306 = icmp ne i64 %3305, 0
  %3307 = icmp slt i64 %3301, 0
  %3308 = icmp eq i1 %3307, false
  %3309 = and i1 %3306, %3308
  %3310 = zext i1 %3309 to i64
  %3311 = add i64 %3304, %3310
  %3312 = trunc i64 %3311 to i32
  %3313 = sub i32 %3312, 1
  %3314 = sub i32 %3313, %c377
  %3315 = mul i32 %3314, 512
  %3316 = sext i32 %3315 to i64
  %3317 = sub i64 0, %3316
  %3318 = icmp slt i64 %3317, 0
  %3319 = sext i32 %N to i64
  %3320 = sdiv i64 %3319, 512
  %3321 = sub i64 0, %3319
  %3322 = select i1 false, i64 %3321, i64 %3320
  %3323 = srem i64 %3319, 512
  %3324 = icmp ne i64 %3323, 0
  %3325 = icmp slt i64 %3319, 0
  %3326 = icmp eq i1 %3325, false
  %3327 = and i1 %3324, %3326
  %3328 = zext i1 %3327 to i64
  %3329 = add i64 %3322, %3328
  %3330 = trunc i64 %3329 to i32
  %3331 = sub i32 %3330, 1
  %3332 = sub i32 %3331, %c377
  %3333 = mul i32 %3332, 512
  %3334 = sext i32 %3333 to i64
  %3335 = sub i64 0, %3334
  %3336 = icmp sgt i64 %3335, 512
  %3337 = sext i32 %N to i64
  %3338 = sdiv i64 %3337, 512
  %3339 = sub i64 0, %3337
  %3340 = select i1 false, i64 %3339, i64 %3338
  %3341 = srem i64 %3337, 512
  %3342 = icmp ne i64 %3341, 0
  %3343 = icmp slt i64 %3337, 0
  %3344 = icmp eq i1 %3343, false
  %3345 = and i1 %3342, %3344
  %3346 = zext i1 %3345 to i64
  %3347 = add i64 %3340, %3346
  %3348 = trunc i64 %3347 to i32
  %3349 = sub i32 %3348, 1
  %3350 = sub i32 %3349, %c377
  %3351 = mul i32 %3350, 512
  %3352 = sext i32 %3351 to i64
  %3353 = sub i64 0, %3352
  %3354 = select i1 %3336, i64 512, i64 %3353
  %3355 = select i1 %3318, i64 0, i64 %3354
  %3356 = trunc i64 %3355 to i32
  %3357 = sext i32 %3356 to i64
  %3358 = icmp slt i64 %3300, %3357
  %3359 = sext i32 %N to i64
  %3360 = sdiv i64 %3359, 512
  %3361 = sub i64 0, %3359
  %3362 = select i1 false, i64 %3361, i64 %3360
  %3363 = srem i64 %3359, 512
  %3364 = icmp ne i64 %3363, 0
  %3365 = icmp slt i64 %3359, 0
  %3366 = icmp eq i1 %3365, false
  %3367 = and i1 %3364, %3366
  %3368 = zext i1 %3367 to i64
  %3369 = add i64 %3362, %3368
  %3370 = trunc i64 %3369 to i32
  %3371 = sub i32 %3370, 1
  %3372 = sub i32 %3371, %c377
  %3373 = mul i32 %3372, 512
  %3374 = sext i32 %3373 to i64
  %3375 = sub i64 0, %3374
  %3376 = icmp slt i64 %3375, 0
  %3377 = sext i32 %N to i64
  %3378 = sdiv i64 %3377, 512
  %3379 = sub i64 0, %3377
  %3380 = select i1 false, i64 %3379, i64 %3378
  %3381 = srem i64 %3377, 512
  %3382 = icmp ne i64 %3381, 0
  %3383 = icmp slt i64 %3377, 0
  %3384 = icmp eq i1 %3383, false
  %3385 = and i1 %3382, %3384
  %3386 = zext i1 %3385 to i64
  %3387 = add i64 %3380, %3386
  %3388 = trunc i64 %3387 to i32
  %3389 = sub i32 %3388, 1
  %3390 = sub i32 %3389, %c377
  %3391 = mul i32 %3390, 512
  %3392 = sext i32 %3391 to i64
  %3393 = sub i64 0, %3392
  %3394 = icmp sgt i64 %3393, 512
  %3395 = sext i32 %N to i64
  %3396 = sdiv i64 %3395, 512
  %3397 = sub i64 0, %3395
  %3398 = select i1 false, i64 %3397, i64 %3396
  %3399 = srem i64 %3395, 512
  %3400 = icmp ne i64 %3399, 0
  %3401 = icmp slt i64 %3395, 0
  %3402 = icmp eq i1 %3401, false
  %3403 = and i1 %3400, %3402
  %3404 = zext i1 %3403 to i64
  %3405 = add i64 %3398, %3404
  %3406 = trunc i64 %3405 to i32
  %3407 = sub i32 %3406, 1
  %3408 = sub i32 %3407, %c377
  %3409 = mul i32 %3408, 512
  %3410 = sext i32 %3409 to i64
  %3411 = sub i64 0, %3410
  %3412 = select i1 %3394, i64 512, i64 %3411
  %3413 = select i1 %3376, i64 0, i64 %3412
  %3414 = trunc i64 %3413 to i32
  %3415 = sext i32 %3414 to i64
  %3416 = sext i32 %N to i64
  %3417 = sext i32 %N to i64
  %3418 = sdiv i64 %3417, 512
  %3419 = sub i64 0, %3417
  %3420 = select i1 false, i64 %3419, i64 %3418
  %3421 = srem i64 %3417, 512
  %3422 = icmp ne i64 %3421, 0
  %3423 = icmp slt i64 %3417, 0
  %3424 = icmp eq i1 %3423, false
  %3425 = and i1 %3422, %3424
  %3426 = zext i1 %3425 to i64
  %3427 = add i64 %3420, %3426
  %3428 = trunc i64 %3427 to i32
  %3429 = sub i32 %3428, 1
  %3430 = sub i32 %3429, %c377
  %3431 = mul i32 %3430, 512
  %3432 = sext i32 %3431 to i64
  %3433 = sub i64 %3416, %3432
  %3434 = icmp slt i64 %3433, 0
  %3435 = sext i32 %N to i64
  %3436 = sext i32 %N to i64
  %3437 = sdiv i64 %3436, 512
  %3438 = sub i64 0, %3436
  %3439 = select i1 false, i64 %3438, i64 %3437
  %3440 = srem i64 %3436, 512
  %3441 = icmp ne i64 %3440, 0
  %3442 = icmp slt i64 %3436, 0
  %3443 = icmp eq i1 %3442, false
  %3444 = and i1 %3441, %3443
  %3445 = zext i1 %3444 to i64
  %3446 = add i64 %3439, %3445
  %3447 = trunc i64 %3446 to i32
  %3448 = sub i32 %3447, 1
  %3449 = sub i32 %3448, %c377
  %3450 = mul i32 %3449, 512
  %3451 = sext i32 %3450 to i64
  %3452 = sub i64 %3435, %3451
  %3453 = icmp sgt i64 %3452, 512
  %3454 = sext i32 %N to i64
  %3455 = sext i32 %N to i64
  %3456 = sdiv i64 %3455, 512
  %3457 = sub i64 0, %3455
  %3458 = select i1 false, i64 %3457, i64 %3456
  %3459 = srem i64 %3455, 512
  %3460 = icmp ne i64 %3459, 0
  %3461 = icmp slt i64 %3455, 0
  %3462 = icmp eq i1 %3461, false
  %3463 = and i1 %3460, %3462
  %3464 = zext i1 %3463 to i64
  %3465 = add i64 %3458, %3464
  %3466 = trunc i64 %3465 to i32
  %3467 = sub i32 %3466, 1
  %3468 = sub i32 %3467, %c377
  %3469 = mul i32 %3468, 512
  %3470 = sext i32 %3469 to i64
  %3471 = sub i64 %3454, %3470
  %3472 = select i1 %3453, i64 512, i64 %3471
  %3473 = select i1 %3434, i64 0, i64 %3472
  %3474 = select i1 %3358, i64 %3415, i64 %3473
  %3475 = trunc i64 %3474 to i32
  %3476 = icmp sgt i32 %3475, 512
  %3477 = sext i32 %N to i64
  %3478 = sext i32 %N to i64
  %3479 = sdiv i64 %3478, 512
  %3480 = sub i64 0, %3478
  %3481 = select i1 false, i64 %3480, i64 %3479
  %3482 = srem i64 %3478, 512
  %3483 = icmp ne i64 %3482, 0
  %3484 = icmp slt i64 %3478, 0
  %3485 = icmp eq i1 %3484, false
  %3486 = and i1 %3483, %3485
  %3487 = zext i1 %3486 to i64
  %3488 = add i64 %3481, %3487
  %3489 = trunc i64 %3488 to i32
  %3490 = sub i32 %3489, 1
  %3491 = sub i32 %3490, %c377
  %3492 = mul i32 %3491, 512
  %3493 = sext i32 %3492 to i64
  %3494 = sub i64 %3477, %3493
  %3495 = icmp slt i64 %3494, 0
  %3496 = sext i32 %N to i64
  %3497 = sext i32 %N to i64
  %3498 = sdiv i64 %3497, 512
  %3499 = sub i64 0, %3497
  %3500 = select i1 false, i64 %3499, i64 %3498
  %3501 = srem i64 %3497, 512
  %3502 = icmp ne i64 %3501, 0
  %3503 = icmp slt i64 %3497, 0
  %3504 = icmp eq i1 %3503, false
  %3505 = and i1 %3502, %3504
  %3506 = zext i1 %3505 to i64
  %3507 = add i64 %3500, %3506
  %3508 = trunc i64 %3507 to i32
  %3509 = sub i32 %3508, 1
  %3510 = sub i32 %3509, %c377
  %3511 = mul i32 %3510, 512
  %3512 = sext i32 %3511 to i64
  %3513 = sub i64 %3496, %3512
  %3514 = icmp sgt i64 %3513, 512
  %3515 = sext i32 %N to i64
  %3516 = sext i32 %N to i64
  %3517 = sdiv i64 %3516, 512
  %3518 = sub i64 0, %3516
  %3519 = select i1 false, i64 %3518, i64 %3517
  %3520 = srem i64 %3516, 512
  %3521 = icmp ne i64 %3520, 0
  %3522 = icmp slt i64 %3516, 0
  %3523 = icmp eq i1 %3522, false
  %3524 = and i1 %3521, %3523
  %3525 = zext i1 %3524 to i64
  %3526 = add i64 %3519, %3525
  %3527 = trunc i64 %3526 to i32
  %3528 = sub i32 %3527, 1
  %3529 = sub i32 %3528, %c377
  %3530 = mul i32 %3529, 512
  %3531 = sext i32 %3530 to i64
  %3532 = sub i64 %3515, %3531
  %3533 = select i1 %3514, i64 512, i64 %3532
  %3534 = select i1 %3495, i64 0, i64 %3533
  %3535 = sext i32 %N to i64
  %3536 = sdiv i64 %3535, 512
  %3537 = sub i64 0, %3535
  %3538 = select i1 false, i64 %3537, i64 %3536
  %3539 = srem i64 %3535, 512
  %3540 = icmp ne i64 %3539, 0
  %3541 = icmp slt i64 %3535, 0
  %3542 = icmp eq i1 %3541, false
  %3543 = and i1 %3540, %3542
  %3544 = zext i1 %3543 to i64
  %3545 = add i64 %3538, %3544
  %3546 = trunc i64 %3545 to i32
  %3547 = sub i32 %3546, 1
  %3548 = sub i32 %3547, %c377
  %3549 = mul i32 %3548, 512
  %3550 = sext i32 %3549 to i64
  %3551 = sub i64 0, %3550
  %3552 = icmp slt i64 %3551, 0
  %3553 = sext i32 %N to i64
  %3554 = sdiv i64 %3553, 512
  %3555 = sub i64 0, %3553
  %3556 = select i1 false, i64 %3555, i64 %3554
  %3557 = srem i64 %3553, 512
  %3558 = icmp ne i64 %3557, 0
  %3559 = icmp slt i64 %3553, 0
  %3560 = icmp eq i1 %3559, false
  %3561 = and i1 %3558, %3560
  %3562 = zext i1 %3561 to i64
  %3563 = add i64 %3556, %3562
  %3564 = trunc i64 %3563 to i32
  %3565 = sub i32 %3564, 1
  %3566 = sub i32 %3565, %c377
  %3567 = mul i32 %3566, 512
  %3568 = sext i32 %3567 to i64
  %3569 = sub i64 0, %3568
  %3570 = icmp sgt i64 %3569, 512
  %3571 = sext i32 %N to i64
  %3572 = sdiv i64 %3571, 512
  %3573 = sub i64 0, %3571
  %3574 = select i1 false, i64 %3573, i64 %3572
  %3575 = srem i64 %3571, 512
  %3576 = icmp ne i64 %3575, 0
  %3577 = icmp slt i64 %3571, 0
  %3578 = icmp eq i1 %3577, false
  %3579 = and i1 %3576, %3578
  %3580 = zext i1 %3579 to i64
  %3581 = add i64 %3574, %3580
  %3582 = trunc i64 %3581 to i32
  %3583 = sub i32 %3582, 1
  %3584 = sub i32 %3583, %c377
  %3585 = mul i32 %3584, 512
  %3586 = sext i32 %3585 to i64
  %3587 = sub i64 0, %3586
  %3588 = select i1 %3570, i64 512, i64 %3587
  %3589 = select i1 %3552, i64 0, i64 %3588
  %3590 = trunc i64 %3589 to i32
  %3591 = sext i32 %3590 to i64
  %3592 = icmp slt i64 %3534, %3591
  %3593 = sext i32 %N to i64
  %3594 = sdiv i64 %3593, 512
  %3595 = sub i64 0, %3593
  %3596 = select i1 false, i64 %3595, i64 %3594
  %3597 = srem i64 %3593, 512
  %3598 = icmp ne i64 %3597, 0
  %3599 = icmp slt i64 %3593, 0
  %3600 = icmp eq i1 %3599, false
  %3601 = and i1 %3598, %3600
  %3602 = zext i1 %3601 to i64
  %3603 = add i64 %3596, %3602
  %3604 = trunc i64 %3603 to i32
  %3605 = sub i32 %3604, 1
  %3606 = sub i32 %3605, %c377
  %3607 = mul i32 %3606, 512
  %3608 = sext i32 %3607 to i64
  %3609 = sub i64 0, %3608
  %3610 = icmp slt i64 %3609, 0
  %3611 = sext i32 %N to i64
  %3612 = sdiv i64 %3611, 512
  %3613 = sub i64 0, %3611
  %3614 = select i1 false, i64 %3613, i64 %3612
  %3615 = srem i64 %3611, 512
  %3616 = icmp ne i64 %3615, 0
  %3617 = icmp slt i64 %3611, 0
  %3618 = icmp eq i1 %3617, false
  %3619 = and i1 %3616, %3618
  %3620 = zext i1 %3619 to i64
  %3621 = add i64 %3614, %3620
  %3622 = trunc i64 %3621 to i32
  %3623 = sub i32 %3622, 1
  %3624 = sub i32 %3623, %c377
  %3625 = mul i32 %3624, 512
  %3626 = sext i32 %3625 to i64
  %3627 = sub i64 0, %3626
  %3628 = icmp sgt i64 %3627, 512
  %3629 = sext i32 %N to i64
  %3630 = sdiv i64 %3629, 512
  %3631 = sub i64 0, %3629
  %3632 = select i1 false, i64 %3631, i64 %3630
  %3633 = srem i64 %3629, 512
  %3634 = icmp ne i64 %3633, 0
  %3635 = icmp slt i64 %3629, 0
  %3636 = icmp eq i1 %3635, false
  %3637 = and i1 %3634, %3636
  %3638 = zext i1 %3637 to i64
  %3639 = add i64 %3632, %3638
  %3640 = trunc i64 %3639 to i32
  %3641 = sub i32 %3640, 1
  %3642 = sub i32 %3641, %c377
  %3643 = mul i32 %3642, 512
  %3644 = sext i32 %3643 to i64
  %3645 = sub i64 0, %3644
  %3646 = select i1 %3628, i64 512, i64 %3645
  %3647 = select i1 %3610, i64 0, i64 %3646
  %3648 = trunc i64 %3647 to i32
  %3649 = sext i32 %3648 to i64
  %3650 = sext i32 %N to i64
  %3651 = sext i32 %N to i64
  %3652 = sdiv i64 %3651, 512
  %3653 = sub i64 0, %3651
  %3654 = select i1 false, i64 %3653, i64 %3652
  %3655 = srem i64 %3651, 512
  %3656 = icmp ne i64 %3655, 0
  %3657 = icmp slt i64 %3651, 0
  %3658 = icmp eq i1 %3657, false
  %3659 = and i1 %3656, %3658
  %3660 = zext i1 %3659 to i64
  %3661 = add i64 %3654, %3660
  %3662 = trunc i64 %3661 to i32
  %3663 = sub i32 %3662, 1
  %3664 = sub i32 %3663, %c377
  %3665 = mul i32 %3664, 512
  %3666 = sext i32 %3665 to i64
  %3667 = sub i64 %3650, %3666
  %3668 = icmp slt i64 %3667, 0
  %3669 = sext i32 %N to i64
  %3670 = sext i32 %N to i64
  %3671 = sdiv i64 %3670, 512
  %3672 = sub i64 0, %3670
  %3673 = select i1 false, i64 %3672, i64 %3671
  %3674 = srem i64 %3670, 512
  %3675 = icmp ne i64 %3674, 0
  %3676 = icmp slt i64 %3670, 0
  %3677 = icmp eq i1 %3676, false
  %3678 = and i1 %3675, %3677
  %3679 = zext i1 %3678 to i64
  %3680 = add i64 %3673, %3679
  %3681 = trunc i64 %3680 to i32
  %3682 = sub i32 %3681, 1
  %3683 = sub i32 %3682, %c377
  %3684 = mul i32 %3683, 512
  %3685 = sext i32 %3684 to i64
  %3686 = sub i64 %3669, %3685
  %3687 = icmp sgt i64 %3686, 512
  %3688 = sext i32 %N to i64
  %3689 = sext i32 %N to i64
  %3690 = sdiv i64 %3689, 512
  %3691 = sub i64 0, %3689
  %3692 = select i1 false, i64 %3691, i64 %3690
  %3693 = srem i64 %3689, 512
  %3694 = icmp ne i64 %3693, 0
  %3695 = icmp slt i64 %3689, 0
  %3696 = icmp eq i1 %3695, false
  %3697 = and i1 %3694, %3696
  %3698 = zext i1 %3697 to i64
  %3699 = add i64 %3692, %3698
  %3700 = trunc i64 %3699 to i32
  %3701 = sub i32 %3700, 1
  %3702 = sub i32 %3701, %c377
  %3703 = mul i32 %3702, 512
  %3704 = sext i32 %3703 to i64
  %3705 = sub i64 %3688, %3704
  %3706 = select i1 %3687, i64 512, i64 %3705
  %3707 = select i1 %3668, i64 0, i64 %3706
  %3708 = select i1 %3592, i64 %3649, i64 %3707
  %3709 = trunc i64 %3708 to i32
  %3710 = select i1 %3476, i32 512, i32 %3709
  %tl_cols45 = select i1 %3242, i32 0, i32 %3710
  br label %for.cond413

for.end411:                                       ; preds = %for.cond409
  %3711 = mul i32 %bx, 4
  %3712 = icmp sle i32 0, %3711
  %3713 = mul i32 %bx, 4
  %3714 = sext i32 %3713 to i64
  %3715 = add i64 %3714, 4
  %3716 = sext i32 %M to i64
  %3717 = icmp sle i64 %3715, %3716
  %3718 = and i1 %3712, %3717
  %3719 = mul i32 %t, 512
  %3720 = icmp sle i32 0, %3719
  %3721 = mul i32 %t, 512
  %3722 = sext i32 %3721 to i64
  %3723 = add i64 %3722, 512
  %3724 = sext i32 %N to i64
  %3725 = icmp sle i64 %3723, %3724
  %3726 = and i1 %3720, %3725
  %3727 = and i1 %3718, %3726
  br i1 %3727, label %if.then420, label %if.else421

for.cond413:                                      ; preds = %for.body414, %for.body410
  %j416 = phi i32 [ 0, %for.body410 ], [ %3750, %for.body414 ]
  %3728 = icmp slt i32 %j416, %tl_cols45
  br i1 %3728, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %3729 = sext i32 %i412 to i64
  %3730 = mul nsw i64 %3729, 512
  %3731 = sext i32 %j416 to i64
  %3732 = add nsw i64 %3730, %3731
  %3733 = getelementptr inbounds float, ptr %X_f, i64 %3732
  %3734 = load float, ptr %3733, align 4
  %3735 = sext i32 %i412 to i64
  %3736 = getelementptr inbounds float, ptr %m, i64 %3735
  %3737 = load float, ptr %3736, align 4
  %3738 = fsub float %3734, %3737
  %3739 = call float @tilec_expf(float %3738)
  %3740 = sext i32 %i412 to i64
  %3741 = getelementptr inbounds float, ptr %l, i64 %3740
  %3742 = load float, ptr %3741, align 4
  %3743 = fdiv float 1.000000e+00, %3742
  %3744 = fmul float %3739, %3743
  %3745 = sext i32 %i412 to i64
  %3746 = mul nsw i64 %3745, 512
  %3747 = sext i32 %j416 to i64
  %3748 = add nsw i64 %3746, %3747
  %3749 = getelementptr inbounds float, ptr %X_f, i64 %3748
  store float %3744, ptr %3749, align 4
  %3750 = add nsw i32 %j416, 1
  br label %for.cond413, !llvm.loop !102

for.end415:                                       ; preds = %for.cond413
  %3751 = sext i32 %i412 to i64
  %3752 = getelementptr inbounds float, ptr %m, i64 %3751
  %3753 = load float, ptr %3752, align 4
  %3754 = fsub float 0.000000e+00, %3753
  %3755 = call float @tilec_expf(float %3754)
  %3756 = sext i32 %i412 to i64
  %3757 = getelementptr inbounds float, ptr %l, i64 %3756
  %3758 = load float, ptr %3757, align 4
  %3759 = fdiv float 1.000000e+00, %3758
  %tl_col47 = fmul float %3755, %3759
  %3760 = sub i32 512, %tl_cols45
  br label %for.cond417

for.cond417:                                      ; preds = %for.body418, %for.end415
  %j46 = phi i32 [ 0, %for.end415 ], [ %3768, %for.body418 ]
  %3761 = icmp slt i32 %j46, %3760
  br i1 %3761, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %3762 = sext i32 %i412 to i64
  %3763 = mul nsw i64 %3762, 512
  %3764 = add i32 %tl_cols45, %j46
  %3765 = sext i32 %3764 to i64
  %3766 = add nsw i64 %3763, %3765
  %3767 = getelementptr inbounds float, ptr %X_f, i64 %3766
  store float %tl_col47, ptr %3767, align 4
  %3768 = add nsw i32 %j46, 1
  br label %for.cond417, !llvm.loop !103

for.end419:                                       ; preds = %for.cond417
  %3769 = add nsw i32 %i412, 1
  br label %for.cond409, !llvm.loop !104

if.then420:                                       ; preds = %for.end411
  br label %for.cond423

if.else421:                                       ; preds = %for.end411
  br label %for.cond434

if.end422:                                        ; preds = %for.end436, %for.end425
  %3770 = add nsw i32 %c377, 1
  br label %for.cond374, !llvm.loop !105

for.cond423:                                      ; preds = %if.end429, %if.then420
  %i12426 = phi i32 [ 0, %if.then420 ], [ %3790, %if.end429 ]
  %3771 = icmp slt i32 %i12426, 4
  br i1 %3771, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %3772 = sext i32 %M to i64
  %3773 = sext i32 %N to i64
  %3774 = mul i64 %3772, %3773
  %3775 = icmp sge i64 %3774, 8388608
  br i1 %3775, label %if.then427, label %if.else428

for.end425:                                       ; preds = %for.cond423
  br label %if.end422

if.then427:                                       ; preds = %for.body424
  %3776 = mul i32 %bx, 4
  %3777 = add i32 %3776, %i12426
  %3778 = sext i32 %3777 to i64
  %3779 = sext i32 %N to i64
  %3780 = mul nsw i64 %3778, %3779
  %3781 = mul i32 %t, 512
  %3782 = add i32 %3781, 0
  %3783 = sext i32 %3782 to i64
  %3784 = add nsw i64 %3780, %3783
  %3785 = getelementptr inbounds float, ptr %Y, i64 %3784
  %3786 = sext i32 %i12426 to i64
  %3787 = mul nsw i64 %3786, 512
  %3788 = add nsw i64 %3787, 0
  %3789 = getelementptr inbounds float, ptr %X_f, i64 %3788
  call void @tilec_rt_stream(ptr %3785, ptr %3789, i64 2048)
  br label %if.end429

if.else428:                                       ; preds = %for.body424
  br label %for.cond430

if.end429:                                        ; preds = %for.end432, %if.then427
  %3790 = add nsw i32 %i12426, 1
  br label %for.cond423, !llvm.loop !106

for.cond430:                                      ; preds = %for.body431, %if.else428
  %j2433 = phi i32 [ 0, %if.else428 ], [ %3808, %for.body431 ]
  %3791 = icmp slt i32 %j2433, 512
  br i1 %3791, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  %3792 = sext i32 %i12426 to i64
  %3793 = mul nsw i64 %3792, 512
  %3794 = sext i32 %j2433 to i64
  %3795 = add nsw i64 %3793, %3794
  %3796 = getelementptr inbounds float, ptr %X_f, i64 %3795
  %3797 = load float, ptr %3796, align 4
  %3798 = mul i32 %bx, 4
  %3799 = add i32 %3798, %i12426
  %3800 = sext i32 %3799 to i64
  %3801 = sext i32 %N to i64
  %3802 = mul nsw i64 %3800, %3801
  %3803 = mul i32 %t, 512
  %3804 = add i32 %3803, %j2433
  %3805 = sext i32 %3804 to i64
  %3806 = add nsw i64 %3802, %3805
  %3807 = getelementptr inbounds float, ptr %Y, i64 %3806
  store float %3797, ptr %3807, align 4
  %3808 = add nsw i32 %j2433, 1
  br label %for.cond430, !llvm.loop !107

for.end432:                                       ; preds = %for.cond430
  br label %if.end429

for.cond434:                                      ; preds = %for.end440, %if.else421
  %i12437 = phi i32 [ 0, %if.else421 ], [ %3836, %for.end440 ]
  %3809 = icmp slt i32 %i12437, 4
  br i1 %3809, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  br label %for.cond438

for.end436:                                       ; preds = %for.cond434
  br label %if.end422

for.cond438:                                      ; preds = %if.end444, %for.body435
  %j2441 = phi i32 [ 0, %for.body435 ], [ %3853, %if.end444 ]
  %3810 = icmp slt i32 %j2441, 512
  br i1 %3810, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %3811 = mul i32 %bx, 4
  %3812 = sext i32 %3811 to i64
  %3813 = sext i32 %i12437 to i64
  %3814 = add i64 %3812, %3813
  %3815 = icmp sle i64 0, %3814
  %3816 = mul i32 %bx, 4
  %3817 = sext i32 %3816 to i64
  %3818 = sext i32 %i12437 to i64
  %3819 = add i64 %3817, %3818
  %3820 = sext i32 %M to i64
  %3821 = icmp slt i64 %3819, %3820
  %3822 = and i1 %3815, %3821
  %3823 = mul i32 %t, 512
  %3824 = sext i32 %3823 to i64
  %3825 = sext i32 %j2441 to i64
  %3826 = add i64 %3824, %3825
  %3827 = icmp sle i64 0, %3826
  %3828 = mul i32 %t, 512
  %3829 = sext i32 %3828 to i64
  %3830 = sext i32 %j2441 to i64
  %3831 = add i64 %3829, %3830
  %3832 = sext i32 %N to i64
  %3833 = icmp slt i64 %3831, %3832
  %3834 = and i1 %3827, %3833
  %3835 = and i1 %3822, %3834
  br i1 %3835, label %if.then442, label %if.else443

for.end440:                                       ; preds = %for.cond438
  %3836 = add nsw i32 %i12437, 1
  br label %for.cond434, !llvm.loop !108

if.then442:                                       ; preds = %for.body439
  %3837 = sext i32 %i12437 to i64
  %3838 = mul nsw i64 %3837, 512
  %3839 = sext i32 %j2441 to i64
  %3840 = add nsw i64 %3838, %3839
  %3841 = getelementptr inbounds float, ptr %X_f, i64 %3840
  %3842 = load float, ptr %3841, align 4
  %3843 = mul i32 %bx, 4
  %3844 = add i32 %3843, %i12437
  %3845 = sext i32 %3844 to i64
  %3846 = sext i32 %N to i64
  %3847 = mul nsw i64 %3845, %3846
  %3848 = mul i32 %t, 512
  %3849 = add i32 %3848, %j2441
  %3850 = sext i32 %3849 to i64
  %3851 = add nsw i64 %3847, %3850
  %3852 = getelementptr inbounds float, ptr %Y, i64 %3851
  store float %3842, ptr %3852, align 4
  br label %if.end444

if.else443:                                       ; preds = %for.body439
  br label %if.end444

if.end444:                                        ; preds = %if.else443, %if.then442
  %3853 = add nsw i32 %j2441, 1
  br label %for.cond438, !llvm.loop !109
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
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
