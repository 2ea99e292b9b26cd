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
  %W_f = alloca [512 x float], align 64
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
  br i1 %1, label %if.then48, label %if.else49

if.end:                                           ; preds = %if.end50, %for.end40
  ret void

for.cond:                                         ; preds = %for.end16, %if.then
  %i = phi i32 [ 0, %if.then ], [ %83, %for.end16 ]
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
  %21 = select i1 %20, float 0.000000e+00, float 0.000000e+00
  %22 = sext i32 %i to i64
  %23 = mul nsw i64 %22, 256
  %24 = sext i32 %j to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %sq_s, i64 %25
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
  %j3 = phi i32 [ 0, %if.then4 ], [ %66, %for.body8 ]
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
  %49 = mul i32 %bx, 32
  %50 = add i32 %49, %i
  %51 = sext i32 %50 to i64
  %52 = sext i32 %N to i64
  %53 = mul nsw i64 %51, %52
  %54 = add i32 0, %j3
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %53, %55
  %57 = getelementptr inbounds float, ptr %X, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fmul float %48, %58
  %60 = sext i32 %i to i64
  %61 = mul nsw i64 %60, 256
  %62 = add i32 0, %j3
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %61, %63
  %65 = getelementptr inbounds float, ptr %sq_s, i64 %64
  store float %59, ptr %65, align 4
  %66 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %for.body11, %if.else5
  %j313 = phi i32 [ 0, %if.else5 ], [ %74, %for.body11 ]
  %67 = icmp slt i32 %j313, %36
  br i1 %67, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %68 = sext i32 %i to i64
  %69 = mul nsw i64 %68, 256
  %70 = add i32 0, %j313
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = getelementptr inbounds float, ptr %sq_s, i64 %72
  store float 0.000000e+00, ptr %73, align 4
  %74 = add nsw i32 %j313, 1
  br label %for.cond10, !llvm.loop !4

for.end12:                                        ; preds = %for.cond10
  br label %if.end6

for.cond14:                                       ; preds = %for.body15, %if.end6
  %j317 = phi i32 [ 0, %if.end6 ], [ %82, %for.body15 ]
  %75 = icmp slt i32 %j317, %37
  br i1 %75, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %76 = sext i32 %i to i64
  %77 = mul nsw i64 %76, 256
  %78 = add i32 %tl_hi1, %j317
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %77, %79
  %81 = getelementptr inbounds float, ptr %sq_s, i64 %80
  store float 0.000000e+00, ptr %81, align 4
  %82 = add nsw i32 %j317, 1
  br label %for.cond14, !llvm.loop !5

for.end16:                                        ; preds = %for.cond14
  %83 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !6

for.cond18:                                       ; preds = %for.end36, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %254, %for.end36 ]
  %84 = icmp slt i32 %i1, 32
  br i1 %84, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond38

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane = phi i32 [ 0, %for.body19 ], [ %94, %for.body22 ]
  %85 = icmp slt i32 %lane, 32
  br i1 %85, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %86 = sext i32 %i1 to i64
  %87 = mul nsw i64 %86, 256
  %88 = sext i32 %lane to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds float, ptr %sq_s, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %lane to i64
  %93 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %92
  store float %91, ptr %93, align 4
  %94 = add nsw i32 %lane, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %95 = sext i32 %N to i64
  %96 = icmp slt i64 %95, 0
  %97 = sext i32 %N to i64
  %98 = icmp sgt i64 %97, 256
  %99 = sext i32 %N to i64
  %100 = select i1 %98, i64 256, i64 %99
  %101 = select i1 %96, i64 0, i64 %100
  %102 = icmp slt i64 %101, 0
  %103 = sext i32 %N to i64
  %104 = icmp slt i64 %103, 0
  %105 = sext i32 %N to i64
  %106 = icmp sgt i64 %105, 256
  %107 = sext i32 %N to i64
  %108 = select i1 %106, i64 256, i64 %107
  %109 = select i1 %104, i64 0, i64 %108
  %110 = select i1 %102, i64 0, i64 %109
  %111 = trunc i64 %110 to i32
  %112 = icmp slt i32 %111, 0
  %113 = sext i32 %N to i64
  %114 = icmp slt i64 %113, 0
  %115 = sext i32 %N to i64
  %116 = icmp sgt i64 %115, 256
  %117 = sext i32 %N to i64
  %118 = select i1 %116, i64 256, i64 %117
  %119 = select i1 %114, i64 0, i64 %118
  %120 = icmp slt i64 %119, 0
  %121 = sext i32 %N to i64
  %122 = icmp slt i64 %121, 0
  %123 = sext i32 %N to i64
  %124 = icmp sgt i64 %123, 256
  %125 = sext i32 %N to i64
  %126 = select i1 %124, i64 256, i64 %125
  %127 = select i1 %122, i64 0, i64 %126
  %128 = select i1 %120, i64 0, i64 %127
  %129 = trunc i64 %128 to i32
  %130 = icmp sgt i32 %129, 256
  %131 = sext i32 %N to i64
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %N to i64
  %134 = icmp sgt i64 %133, 256
  %135 = sext i32 %N to i64
  %136 = select i1 %134, i64 256, i64 %135
  %137 = select i1 %132, i64 0, i64 %136
  %138 = icmp slt i64 %137, 0
  %139 = sext i32 %N to i64
  %140 = icmp slt i64 %139, 0
  %141 = sext i32 %N to i64
  %142 = icmp sgt i64 %141, 256
  %143 = sext i32 %N to i64
  %144 = select i1 %142, i64 256, i64 %143
  %145 = select i1 %140, i64 0, i64 %144
  %146 = select i1 %138, i64 0, i64 %145
  %147 = trunc i64 %146 to i32
  %148 = select i1 %130, i32 256, i32 %147
  %149 = select i1 %112, i32 0, i32 %148
  %150 = add i32 %149, 31
  %151 = sdiv i32 %150, 32
  %152 = sub i32 0, %150
  %153 = select i1 false, i32 %152, i32 %151
  %154 = sub i32 %153, 1
  %155 = icmp slt i32 %154, 0
  %156 = sext i32 %N to i64
  %157 = icmp slt i64 %156, 0
  %158 = sext i32 %N to i64
  %159 = icmp sgt i64 %158, 256
  %160 = sext i32 %N to i64
  %161 = select i1 %159, i64 256, i64 %160
  %162 = select i1 %157, i64 0, i64 %161
  %163 = icmp slt i64 %162, 0
  %164 = sext i32 %N to i64
  %165 = icmp slt i64 %164, 0
  %166 = sext i32 %N to i64
  %167 = icmp sgt i64 %166, 256
  %168 = sext i32 %N to i64
  %169 = select i1 %167, i64 256, i64 %168
  %170 = select i1 %165, i64 0, i64 %169
  %171 = select i1 %163, i64 0, i64 %170
  %172 = trunc i64 %171 to i32
  %173 = icmp slt i32 %172, 0
  %174 = sext i32 %N to i64
  %175 = icmp slt i64 %174, 0
  %176 = sext i32 %N to i64
  %177 = icmp sgt i64 %176, 256
  %178 = sext i32 %N to i64
  %179 = select i1 %177, i64 256, i64 %178
  %180 = select i1 %175, i64 0, i64 %179
  %181 = icmp slt i64 %180, 0
  %182 = sext i32 %N to i64
  %183 = icmp slt i64 %182, 0
  %184 = sext i32 %N to i64
  %185 = icmp sgt i64 %184, 256
  %186 = sext i32 %N to i64
  %187 = select i1 %185, i64 256, i64 %186
  %188 = select i1 %183, i64 0, i64 %187
  %189 = select i1 %181, i64 0, i64 %188
  %190 = trunc i64 %189 to i32
  %191 = icmp sgt i32 %190, 256
  %192 = sext i32 %N to i64
  %193 = icmp slt i64 %192, 0
  %194 = sext i32 %N to i64
  %195 = icmp sgt i64 %194, 256
  %196 = sext i32 %N to i64
  %197 = select i1 %195, i64 256, i64 %196
  %198 = select i1 %193, i64 0, i64 %197
  %199 = icmp slt i64 %198, 0
  %200 = sext i32 %N to i64
  %201 = icmp slt i64 %200, 0
  %202 = sext i32 %N to i64
  %203 = icmp sgt i64 %202, 256
  %204 = sext i32 %N to i64
  %205 = select i1 %203, i64 256, i64 %204
  %206 = select i1 %201, i64 0, i64 %205
  %207 = select i1 %199, i64 0, i64 %206
  %208 = trunc i64 %207 to i32
  %209 = select i1 %191, i32 256, i32 %208
  %210 = select i1 %173, i32 0, i32 %209
  %211 = add i32 %210, 31
  %212 = sdiv i32 %211, 32
  %213 = sub i32 0, %211
  %214 = select i1 false, i32 %213, i32 %212
  %215 = sub i32 %214, 1
  %216 = select i1 %155, i32 0, i32 %215
  %tl_steps1 = select i1 true, i32 %216, i32 7
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red = phi i32 [ 0, %for.end23 ], [ %236, %for.end29 ]
  %217 = icmp slt i32 %red, %tl_steps1
  br i1 %217, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %218 = icmp slt i32 %tl_steps1, 7
  br i1 %218, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %235, %for.body28 ]
  %219 = icmp slt i32 %lane30, 32
  br i1 %219, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %220 = sext i32 %lane30 to i64
  %221 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = sext i32 %i1 to i64
  %224 = mul nsw i64 %223, 256
  %225 = add i32 %red, 1
  %226 = mul i32 %225, 32
  %227 = add i32 %226, %lane30
  %228 = sext i32 %227 to i64
  %229 = add nsw i64 %224, %228
  %230 = getelementptr inbounds float, ptr %sq_s, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = fadd float %222, %231
  %233 = sext i32 %lane30 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %233
  store float %232, ptr %234, align 4
  %235 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %236 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  %237 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %238 = load float, ptr %237, align 4
  %239 = fadd float %238, 0.000000e+00
  %240 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %239, ptr %240, align 4
  br label %if.end33

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %if.then31
  %241 = sext i32 %i1 to i64
  %242 = getelementptr inbounds float, ptr %ss_s, i64 %241
  store float 0.000000e+00, ptr %242, align 4
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %if.end33
  %lane37 = phi i32 [ 0, %if.end33 ], [ %253, %for.body35 ]
  %243 = icmp slt i32 %lane37, 32
  br i1 %243, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %ss_s, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = sext i32 %lane37 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = fadd float %246, %249
  %251 = sext i32 %i1 to i64
  %252 = getelementptr inbounds float, ptr %ss_s, i64 %251
  store float %250, ptr %252, align 4
  %253 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  %254 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !11

for.cond38:                                       ; preds = %if.end44, %for.end20
  %i41 = phi i32 [ 0, %for.end20 ], [ %280, %if.end44 ]
  %255 = icmp slt i32 %i41, 32
  br i1 %255, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %256 = sext i32 %N to i64
  %257 = icmp slt i64 %256, 0
  %258 = sext i32 %N to i64
  %259 = icmp sgt i64 %258, 256
  %260 = sext i32 %N to i64
  %261 = select i1 %259, i64 256, i64 %260
  %262 = select i1 %257, i64 0, i64 %261
  %263 = icmp slt i64 %262, 0
  %264 = sext i32 %N to i64
  %265 = icmp slt i64 %264, 0
  %266 = sext i32 %N to i64
  %267 = icmp sgt i64 %266, 256
  %268 = sext i32 %N to i64
  %269 = select i1 %267, i64 256, i64 %268
  %270 = select i1 %265, i64 0, i64 %269
  %271 = select i1 %263, i64 0, i64 %270
  %tl_hi3 = trunc i64 %271 to i32
  %272 = mul i32 %bx, 32
  %273 = add i32 %272, %i41
  %274 = icmp sle i32 0, %273
  %275 = mul i32 %bx, 32
  %276 = add i32 %275, %i41
  %277 = icmp slt i32 %276, %M
  %278 = and i1 %274, %277
  br i1 %278, label %if.then42, label %if.else43

for.end40:                                        ; preds = %for.cond38
  br label %if.end

if.then42:                                        ; preds = %for.body39
  %279 = sub i32 %tl_hi3, 0
  br label %for.cond45

if.else43:                                        ; preds = %for.body39
  br label %if.end44

if.end44:                                         ; preds = %if.else43, %for.end47
  %280 = add nsw i32 %i41, 1
  br label %for.cond38, !llvm.loop !12

for.cond45:                                       ; preds = %for.body46, %if.then42
  %j4 = phi i32 [ 0, %if.then42 ], [ %317, %for.body46 ]
  %281 = icmp slt i32 %j4, %279
  br i1 %281, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %282 = mul i32 %bx, 32
  %283 = add i32 %282, %i41
  %284 = sext i32 %283 to i64
  %285 = sext i32 %N to i64
  %286 = mul nsw i64 %284, %285
  %287 = add i32 0, %j4
  %288 = sext i32 %287 to i64
  %289 = add nsw i64 %286, %288
  %290 = getelementptr inbounds float, ptr %X, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = sext i32 %i41 to i64
  %293 = getelementptr inbounds float, ptr %ss_s, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = sitofp i32 %N to float
  %296 = fdiv float %294, %295
  %297 = fadd float %296, 0x3EB0C6F7A0000000
  %298 = fpext float %297 to double
  %299 = call double @llvm.sqrt.f64(double %298)
  %300 = fdiv double 1.000000e+00, %299
  %301 = fptrunc double %300 to float
  %302 = fmul float %291, %301
  %303 = add i32 0, %j4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds float, ptr %W, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = fmul float %302, %306
  %308 = mul i32 %bx, 32
  %309 = add i32 %308, %i41
  %310 = sext i32 %309 to i64
  %311 = sext i32 %N to i64
  %312 = mul nsw i64 %310, %311
  %313 = add i32 0, %j4
  %314 = sext i32 %313 to i64
  %315 = add nsw i64 %312, %314
  %316 = getelementptr inbounds float, ptr %Y, i64 %315
  store float %307, ptr %316, align 4
  %317 = add nsw i32 %j4, 1
  br label %for.cond45, !llvm.loop !13

for.end47:                                        ; preds = %for.cond45
  br label %if.end44

if.then48:                                        ; preds = %if.else
  br label %for.cond51

if.else49:                                        ; preds = %if.else
  %318 = icmp sle i32 %N, 4096
  br i1 %318, label %if.then103, label %if.else104

if.end50:                                         ; preds = %if.end105, %for.end95
  br label %if.end

for.cond51:                                       ; preds = %for.end71, %if.then48
  %i54 = phi i32 [ 0, %if.then48 ], [ %400, %for.end71 ]
  %319 = icmp slt i32 %i54, 4
  br i1 %319, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %320 = sext i32 %N to i64
  %321 = icmp slt i64 %320, 0
  %322 = sext i32 %N to i64
  %323 = icmp sgt i64 %322, 512
  %324 = sext i32 %N to i64
  %325 = select i1 %323, i64 512, i64 %324
  %326 = select i1 %321, i64 0, i64 %325
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %N to i64
  %329 = icmp slt i64 %328, 0
  %330 = sext i32 %N to i64
  %331 = icmp sgt i64 %330, 512
  %332 = sext i32 %N to i64
  %333 = select i1 %331, i64 512, i64 %332
  %334 = select i1 %329, i64 0, i64 %333
  %335 = select i1 %327, i64 0, i64 %334
  %tl_hi5 = trunc i64 %335 to i32
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  br label %for.cond73

for.cond55:                                       ; preds = %for.body56, %for.body52
  %j58 = phi i32 [ 0, %for.body52 ], [ %344, %for.body56 ]
  %336 = icmp slt i32 %j58, 0
  br i1 %336, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %337 = icmp slt i32 %j58, %N
  %338 = select i1 %337, float 0.000000e+00, float 0.000000e+00
  %339 = sext i32 %i54 to i64
  %340 = mul nsw i64 %339, 512
  %341 = sext i32 %j58 to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %sq, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j58, 1
  br label %for.cond55, !llvm.loop !14

for.end57:                                        ; preds = %for.cond55
  %345 = mul i32 %bx, 4
  %346 = add i32 %345, %i54
  %347 = icmp sle i32 0, %346
  %348 = mul i32 %bx, 4
  %349 = add i32 %348, %i54
  %350 = icmp slt i32 %349, %M
  %351 = and i1 %347, %350
  br i1 %351, label %if.then59, label %if.else60

if.then59:                                        ; preds = %for.end57
  %352 = sub i32 %tl_hi5, 0
  br label %for.cond62

if.else60:                                        ; preds = %for.end57
  %353 = sub i32 %tl_hi5, 0
  br label %for.cond65

if.end61:                                         ; preds = %for.end67, %for.end64
  %354 = sub i32 512, %tl_hi5
  br label %for.cond69

for.cond62:                                       ; preds = %for.body63, %if.then59
  %j5 = phi i32 [ 0, %if.then59 ], [ %383, %for.body63 ]
  %355 = icmp slt i32 %j5, %352
  br i1 %355, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %356 = mul i32 %bx, 4
  %357 = add i32 %356, %i54
  %358 = sext i32 %357 to i64
  %359 = sext i32 %N to i64
  %360 = mul nsw i64 %358, %359
  %361 = add i32 0, %j5
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %360, %362
  %364 = getelementptr inbounds float, ptr %X, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = mul i32 %bx, 4
  %367 = add i32 %366, %i54
  %368 = sext i32 %367 to i64
  %369 = sext i32 %N to i64
  %370 = mul nsw i64 %368, %369
  %371 = add i32 0, %j5
  %372 = sext i32 %371 to i64
  %373 = add nsw i64 %370, %372
  %374 = getelementptr inbounds float, ptr %X, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = fmul float %365, %375
  %377 = sext i32 %i54 to i64
  %378 = mul nsw i64 %377, 512
  %379 = add i32 0, %j5
  %380 = sext i32 %379 to i64
  %381 = add nsw i64 %378, %380
  %382 = getelementptr inbounds float, ptr %sq, i64 %381
  store float %376, ptr %382, align 4
  %383 = add nsw i32 %j5, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  br label %if.end61

for.cond65:                                       ; preds = %for.body66, %if.else60
  %j568 = phi i32 [ 0, %if.else60 ], [ %391, %for.body66 ]
  %384 = icmp slt i32 %j568, %353
  br i1 %384, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %385 = sext i32 %i54 to i64
  %386 = mul nsw i64 %385, 512
  %387 = add i32 0, %j568
  %388 = sext i32 %387 to i64
  %389 = add nsw i64 %386, %388
  %390 = getelementptr inbounds float, ptr %sq, i64 %389
  store float 0.000000e+00, ptr %390, align 4
  %391 = add nsw i32 %j568, 1
  br label %for.cond65, !llvm.loop !16

for.end67:                                        ; preds = %for.cond65
  br label %if.end61

for.cond69:                                       ; preds = %for.body70, %if.end61
  %j572 = phi i32 [ 0, %if.end61 ], [ %399, %for.body70 ]
  %392 = icmp slt i32 %j572, %354
  br i1 %392, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %393 = sext i32 %i54 to i64
  %394 = mul nsw i64 %393, 512
  %395 = add i32 %tl_hi5, %j572
  %396 = sext i32 %395 to i64
  %397 = add nsw i64 %394, %396
  %398 = getelementptr inbounds float, ptr %sq, i64 %397
  store float 0.000000e+00, ptr %398, align 4
  %399 = add nsw i32 %j572, 1
  br label %for.cond69, !llvm.loop !17

for.end71:                                        ; preds = %for.cond69
  %400 = add nsw i32 %i54, 1
  br label %for.cond51, !llvm.loop !18

for.cond73:                                       ; preds = %for.end91, %for.end53
  %i2 = phi i32 [ 0, %for.end53 ], [ %571, %for.end91 ]
  %401 = icmp slt i32 %i2, 4
  br i1 %401, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  br label %for.cond93

for.cond76:                                       ; preds = %for.body77, %for.body74
  %lane1 = phi i32 [ 0, %for.body74 ], [ %411, %for.body77 ]
  %402 = icmp slt i32 %lane1, 32
  br i1 %402, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %403 = sext i32 %i2 to i64
  %404 = mul nsw i64 %403, 512
  %405 = sext i32 %lane1 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %sq, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = sext i32 %lane1 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %409
  store float %408, ptr %410, align 4
  %411 = add nsw i32 %lane1, 1
  br label %for.cond76, !llvm.loop !19

for.end78:                                        ; preds = %for.cond76
  %412 = sext i32 %N to i64
  %413 = icmp slt i64 %412, 0
  %414 = sext i32 %N to i64
  %415 = icmp sgt i64 %414, 512
  %416 = sext i32 %N to i64
  %417 = select i1 %415, i64 512, i64 %416
  %418 = select i1 %413, i64 0, i64 %417
  %419 = icmp slt i64 %418, 0
  %420 = sext i32 %N to i64
  %421 = icmp slt i64 %420, 0
  %422 = sext i32 %N to i64
  %423 = icmp sgt i64 %422, 512
  %424 = sext i32 %N to i64
  %425 = select i1 %423, i64 512, i64 %424
  %426 = select i1 %421, i64 0, i64 %425
  %427 = select i1 %419, i64 0, i64 %426
  %428 = trunc i64 %427 to i32
  %429 = icmp slt i32 %428, 0
  %430 = sext i32 %N to i64
  %431 = icmp slt i64 %430, 0
  %432 = sext i32 %N to i64
  %433 = icmp sgt i64 %432, 512
  %434 = sext i32 %N to i64
  %435 = select i1 %433, i64 512, i64 %434
  %436 = select i1 %431, i64 0, i64 %435
  %437 = icmp slt i64 %436, 0
  %438 = sext i32 %N to i64
  %439 = icmp slt i64 %438, 0
  %440 = sext i32 %N to i64
  %441 = icmp sgt i64 %440, 512
  %442 = sext i32 %N to i64
  %443 = select i1 %441, i64 512, i64 %442
  %444 = select i1 %439, i64 0, i64 %443
  %445 = select i1 %437, i64 0, i64 %444
  %446 = trunc i64 %445 to i32
  %447 = icmp sgt i32 %446, 512
  %448 = sext i32 %N to i64
  %449 = icmp slt i64 %448, 0
  %450 = sext i32 %N to i64
  %451 = icmp sgt i64 %450, 512
  %452 = sext i32 %N to i64
  %453 = select i1 %451, i64 512, i64 %452
  %454 = select i1 %449, i64 0, i64 %453
  %455 = icmp slt i64 %454, 0
  %456 = sext i32 %N to i64
  %457 = icmp slt i64 %456, 0
  %458 = sext i32 %N to i64
  %459 = icmp sgt i64 %458, 512
  %460 = sext i32 %N to i64
  %461 = select i1 %459, i64 512, i64 %460
  %462 = select i1 %457, i64 0, i64 %461
  %463 = select i1 %455, i64 0, i64 %462
  %464 = trunc i64 %463 to i32
  %465 = select i1 %447, i32 512, i32 %464
  %466 = select i1 %429, i32 0, i32 %465
  %467 = add i32 %466, 31
  %468 = sdiv i32 %467, 32
  %469 = sub i32 0, %467
  %470 = select i1 false, i32 %469, i32 %468
  %471 = sub i32 %470, 1
  %472 = icmp slt i32 %471, 0
  %473 = sext i32 %N to i64
  %474 = icmp slt i64 %473, 0
  %475 = sext i32 %N to i64
  %476 = icmp sgt i64 %475, 512
  %477 = sext i32 %N to i64
  %478 = select i1 %476, i64 512, i64 %477
  %479 = select i1 %474, i64 0, i64 %478
  %480 = icmp slt i64 %479, 0
  %481 = sext i32 %N to i64
  %482 = icmp slt i64 %481, 0
  %483 = sext i32 %N to i64
  %484 = icmp sgt i64 %483, 512
  %485 = sext i32 %N to i64
  %486 = select i1 %484, i64 512, i64 %485
  %487 = select i1 %482, i64 0, i64 %486
  %488 = select i1 %480, i64 0, i64 %487
  %489 = trunc i64 %488 to i32
  %490 = icmp slt i32 %489, 0
  %491 = sext i32 %N to i64
  %492 = icmp slt i64 %491, 0
  %493 = sext i32 %N to i64
  %494 = icmp sgt i64 %493, 512
  %495 = sext i32 %N to i64
  %496 = select i1 %494, i64 512, i64 %495
  %497 = select i1 %492, i64 0, i64 %496
  %498 = icmp slt i64 %497, 0
  %499 = sext i32 %N to i64
  %500 = icmp slt i64 %499, 0
  %501 = sext i32 %N to i64
  %502 = icmp sgt i64 %501, 512
  %503 = sext i32 %N to i64
  %504 = select i1 %502, i64 512, i64 %503
  %505 = select i1 %500, i64 0, i64 %504
  %506 = select i1 %498, i64 0, i64 %505
  %507 = trunc i64 %506 to i32
  %508 = icmp sgt i32 %507, 512
  %509 = sext i32 %N to i64
  %510 = icmp slt i64 %509, 0
  %511 = sext i32 %N to i64
  %512 = icmp sgt i64 %511, 512
  %513 = sext i32 %N to i64
  %514 = select i1 %512, i64 512, i64 %513
  %515 = select i1 %510, i64 0, i64 %514
  %516 = icmp slt i64 %515, 0
  %517 = sext i32 %N to i64
  %518 = icmp slt i64 %517, 0
  %519 = sext i32 %N to i64
  %520 = icmp sgt i64 %519, 512
  %521 = sext i32 %N to i64
  %522 = select i1 %520, i64 512, i64 %521
  %523 = select i1 %518, i64 0, i64 %522
  %524 = select i1 %516, i64 0, i64 %523
  %525 = trunc i64 %524 to i32
  %526 = select i1 %508, i32 512, i32 %525
  %527 = select i1 %490, i32 0, i32 %526
  %528 = add i32 %527, 31
  %529 = sdiv i32 %528, 32
  %530 = sub i32 0, %528
  %531 = select i1 false, i32 %530, i32 %529
  %532 = sub i32 %531, 1
  %533 = select i1 %472, i32 0, i32 %532
  %tl_steps3 = select i1 true, i32 %533, i32 15
  br label %for.cond79

for.cond79:                                       ; preds = %for.end84, %for.end78
  %red1 = phi i32 [ 0, %for.end78 ], [ %553, %for.end84 ]
  %534 = icmp slt i32 %red1, %tl_steps3
  br i1 %534, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  br label %for.cond82

for.end81:                                        ; preds = %for.cond79
  %535 = icmp slt i32 %tl_steps3, 15
  br i1 %535, label %if.then86, label %if.else87

for.cond82:                                       ; preds = %for.body83, %for.body80
  %lane185 = phi i32 [ 0, %for.body80 ], [ %552, %for.body83 ]
  %536 = icmp slt i32 %lane185, 32
  br i1 %536, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %537 = sext i32 %lane185 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = sext i32 %i2 to i64
  %541 = mul nsw i64 %540, 512
  %542 = add i32 %red1, 1
  %543 = mul i32 %542, 32
  %544 = add i32 %543, %lane185
  %545 = sext i32 %544 to i64
  %546 = add nsw i64 %541, %545
  %547 = getelementptr inbounds float, ptr %sq, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fadd float %539, %548
  %550 = sext i32 %lane185 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %550
  store float %549, ptr %551, align 4
  %552 = add nsw i32 %lane185, 1
  br label %for.cond82, !llvm.loop !20

for.end84:                                        ; preds = %for.cond82
  %553 = add nsw i32 %red1, 1
  br label %for.cond79, !llvm.loop !21

if.then86:                                        ; preds = %for.end81
  %554 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %555 = load float, ptr %554, align 4
  %556 = fadd float %555, 0.000000e+00
  %557 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %556, ptr %557, align 4
  br label %if.end88

if.else87:                                        ; preds = %for.end81
  br label %if.end88

if.end88:                                         ; preds = %if.else87, %if.then86
  %558 = sext i32 %i2 to i64
  %559 = getelementptr inbounds float, ptr %ss, i64 %558
  store float 0.000000e+00, ptr %559, align 4
  br label %for.cond89

for.cond89:                                       ; preds = %for.body90, %if.end88
  %lane192 = phi i32 [ 0, %if.end88 ], [ %570, %for.body90 ]
  %560 = icmp slt i32 %lane192, 32
  br i1 %560, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %561 = sext i32 %i2 to i64
  %562 = getelementptr inbounds float, ptr %ss, i64 %561
  %563 = load float, ptr %562, align 4
  %564 = sext i32 %lane192 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = fadd float %563, %566
  %568 = sext i32 %i2 to i64
  %569 = getelementptr inbounds float, ptr %ss, i64 %568
  store float %567, ptr %569, align 4
  %570 = add nsw i32 %lane192, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  %571 = add nsw i32 %i2, 1
  br label %for.cond73, !llvm.loop !23

for.cond93:                                       ; preds = %if.end99, %for.end75
  %i96 = phi i32 [ 0, %for.end75 ], [ %597, %if.end99 ]
  %572 = icmp slt i32 %i96, 4
  br i1 %572, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %573 = sext i32 %N to i64
  %574 = icmp slt i64 %573, 0
  %575 = sext i32 %N to i64
  %576 = icmp sgt i64 %575, 512
  %577 = sext i32 %N to i64
  %578 = select i1 %576, i64 512, i64 %577
  %579 = select i1 %574, i64 0, i64 %578
  %580 = icmp slt i64 %579, 0
  %581 = sext i32 %N to i64
  %582 = icmp slt i64 %581, 0
  %583 = sext i32 %N to i64
  %584 = icmp sgt i64 %583, 512
  %585 = sext i32 %N to i64
  %586 = select i1 %584, i64 512, i64 %585
  %587 = select i1 %582, i64 0, i64 %586
  %588 = select i1 %580, i64 0, i64 %587
  %tl_hi7 = trunc i64 %588 to i32
  %589 = mul i32 %bx, 4
  %590 = add i32 %589, %i96
  %591 = icmp sle i32 0, %590
  %592 = mul i32 %bx, 4
  %593 = add i32 %592, %i96
  %594 = icmp slt i32 %593, %M
  %595 = and i1 %591, %594
  br i1 %595, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end50

if.then97:                                        ; preds = %for.body94
  %596 = sub i32 %tl_hi7, 0
  br label %for.cond100

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %for.end102
  %597 = add nsw i32 %i96, 1
  br label %for.cond93, !llvm.loop !24

for.cond100:                                      ; preds = %for.body101, %if.then97
  %j6 = phi i32 [ 0, %if.then97 ], [ %634, %for.body101 ]
  %598 = icmp slt i32 %j6, %596
  br i1 %598, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %599 = mul i32 %bx, 4
  %600 = add i32 %599, %i96
  %601 = sext i32 %600 to i64
  %602 = sext i32 %N to i64
  %603 = mul nsw i64 %601, %602
  %604 = add i32 0, %j6
  %605 = sext i32 %604 to i64
  %606 = add nsw i64 %603, %605
  %607 = getelementptr inbounds float, ptr %X, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = sext i32 %i96 to i64
  %610 = getelementptr inbounds float, ptr %ss, i64 %609
  %611 = load float, ptr %610, align 4
  %612 = sitofp i32 %N to float
  %613 = fdiv float %611, %612
  %614 = fadd float %613, 0x3EB0C6F7A0000000
  %615 = fpext float %614 to double
  %616 = call double @llvm.sqrt.f64(double %615)
  %617 = fdiv double 1.000000e+00, %616
  %618 = fptrunc double %617 to float
  %619 = fmul float %608, %618
  %620 = add i32 0, %j6
  %621 = sext i32 %620 to i64
  %622 = getelementptr inbounds float, ptr %W, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fmul float %619, %623
  %625 = mul i32 %bx, 4
  %626 = add i32 %625, %i96
  %627 = sext i32 %626 to i64
  %628 = sext i32 %N to i64
  %629 = mul nsw i64 %627, %628
  %630 = add i32 0, %j6
  %631 = sext i32 %630 to i64
  %632 = add nsw i64 %629, %631
  %633 = getelementptr inbounds float, ptr %Y, i64 %632
  store float %624, ptr %633, align 4
  %634 = add nsw i32 %j6, 1
  br label %for.cond100, !llvm.loop !25

for.end102:                                       ; preds = %for.cond100
  br label %if.end99

if.then103:                                       ; preds = %if.else49
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  br label %for.cond106

if.else104:                                       ; preds = %if.else49
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond178

if.end105:                                        ; preds = %for.end253, %for.end174
  br label %if.end50

for.cond106:                                      ; preds = %for.end164, %if.then103
  %r = phi i32 [ 0, %if.then103 ], [ %1285, %for.end164 ]
  %635 = icmp slt i32 %r, 4
  br i1 %635, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  br label %for.cond109

for.end108:                                       ; preds = %for.cond106
  br label %for.cond172

for.cond109:                                      ; preds = %if.end119, %for.body107
  %i112 = phi i32 [ 0, %for.body107 ], [ %673, %if.end119 ]
  %636 = icmp slt i32 %i112, 1
  br i1 %636, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %637 = sext i32 %N to i64
  %638 = icmp slt i64 %637, 0
  %639 = sext i32 %N to i64
  %640 = icmp sgt i64 %639, 4096
  %641 = sext i32 %N to i64
  %642 = select i1 %640, i64 4096, i64 %641
  %643 = select i1 %638, i64 0, i64 %642
  %644 = icmp slt i64 %643, 0
  %645 = sext i32 %N to i64
  %646 = icmp slt i64 %645, 0
  %647 = sext i32 %N to i64
  %648 = icmp sgt i64 %647, 4096
  %649 = sext i32 %N to i64
  %650 = select i1 %648, i64 4096, i64 %649
  %651 = select i1 %646, i64 0, i64 %650
  %652 = select i1 %644, i64 0, i64 %651
  %tl_hi9 = trunc i64 %652 to i32
  br label %for.cond113

for.end111:                                       ; preds = %for.cond109
  br label %for.cond127

for.cond113:                                      ; preds = %for.body114, %for.body110
  %j116 = phi i32 [ 0, %for.body110 ], [ %661, %for.body114 ]
  %653 = icmp slt i32 %j116, 0
  br i1 %653, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %654 = icmp slt i32 %j116, %N
  %655 = select i1 %654, float 0.000000e+00, float 0.000000e+00
  %656 = sext i32 %i112 to i64
  %657 = mul nsw i64 %656, 4096
  %658 = sext i32 %j116 to i64
  %659 = add nsw i64 %657, %658
  %660 = getelementptr inbounds float, ptr %sq_r, i64 %659
  store float %655, ptr %660, align 4
  %661 = add nsw i32 %j116, 1
  br label %for.cond113, !llvm.loop !26

for.end115:                                       ; preds = %for.cond113
  %662 = mul i32 %bx, 4
  %663 = add i32 %662, %r
  %664 = add i32 %663, %i112
  %665 = icmp sle i32 0, %664
  %666 = mul i32 %bx, 4
  %667 = add i32 %666, %r
  %668 = add i32 %667, %i112
  %669 = icmp slt i32 %668, %M
  %670 = and i1 %665, %669
  br i1 %670, label %if.then117, label %if.else118

if.then117:                                       ; preds = %for.end115
  %671 = sub i32 %tl_hi9, 0
  br label %for.cond120

if.else118:                                       ; preds = %for.end115
  %672 = sub i32 %tl_hi9, 0
  br label %for.cond123

if.end119:                                        ; preds = %for.end125, %for.end122
  %673 = add nsw i32 %i112, 1
  br label %for.cond109, !llvm.loop !27

for.cond120:                                      ; preds = %for.body121, %if.then117
  %j7 = phi i32 [ 0, %if.then117 ], [ %704, %for.body121 ]
  %674 = icmp slt i32 %j7, %671
  br i1 %674, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %675 = mul i32 %bx, 4
  %676 = add i32 %675, %r
  %677 = add i32 %676, %i112
  %678 = sext i32 %677 to i64
  %679 = sext i32 %N to i64
  %680 = mul nsw i64 %678, %679
  %681 = add i32 0, %j7
  %682 = sext i32 %681 to i64
  %683 = add nsw i64 %680, %682
  %684 = getelementptr inbounds float, ptr %X, i64 %683
  %685 = load float, ptr %684, align 4
  %686 = mul i32 %bx, 4
  %687 = add i32 %686, %r
  %688 = add i32 %687, %i112
  %689 = sext i32 %688 to i64
  %690 = sext i32 %N to i64
  %691 = mul nsw i64 %689, %690
  %692 = add i32 0, %j7
  %693 = sext i32 %692 to i64
  %694 = add nsw i64 %691, %693
  %695 = getelementptr inbounds float, ptr %X, i64 %694
  %696 = load float, ptr %695, align 4
  %697 = fmul float %685, %696
  %698 = sext i32 %i112 to i64
  %699 = mul nsw i64 %698, 4096
  %700 = add i32 0, %j7
  %701 = sext i32 %700 to i64
  %702 = add nsw i64 %699, %701
  %703 = getelementptr inbounds float, ptr %sq_r, i64 %702
  store float %697, ptr %703, align 4
  %704 = add nsw i32 %j7, 1
  br label %for.cond120, !llvm.loop !28

for.end122:                                       ; preds = %for.cond120
  br label %if.end119

for.cond123:                                      ; preds = %for.body124, %if.else118
  %j7126 = phi i32 [ 0, %if.else118 ], [ %712, %for.body124 ]
  %705 = icmp slt i32 %j7126, %672
  br i1 %705, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %706 = sext i32 %i112 to i64
  %707 = mul nsw i64 %706, 4096
  %708 = add i32 0, %j7126
  %709 = sext i32 %708 to i64
  %710 = add nsw i64 %707, %709
  %711 = getelementptr inbounds float, ptr %sq_r, i64 %710
  store float 0.000000e+00, ptr %711, align 4
  %712 = add nsw i32 %j7126, 1
  br label %for.cond123, !llvm.loop !29

for.end125:                                       ; preds = %for.cond123
  br label %if.end119

for.cond127:                                      ; preds = %for.end160, %for.end111
  %i3 = phi i32 [ 0, %for.end111 ], [ %1258, %for.end160 ]
  %713 = icmp slt i32 %i3, 1
  br i1 %713, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  br label %for.cond162

for.cond130:                                      ; preds = %for.end135, %for.body128
  %tl_r4 = phi i32 [ 0, %for.body128 ], [ %1023, %for.end135 ]
  %714 = icmp slt i32 %tl_r4, 1
  br i1 %714, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %715 = sext i32 %N to i64
  %716 = icmp slt i64 %715, 0
  %717 = sext i32 %N to i64
  %718 = icmp sgt i64 %717, 4096
  %719 = sext i32 %N to i64
  %720 = select i1 %718, i64 4096, i64 %719
  %721 = select i1 %716, i64 0, i64 %720
  %722 = icmp slt i64 %721, 0
  %723 = sext i32 %N to i64
  %724 = icmp slt i64 %723, 0
  %725 = sext i32 %N to i64
  %726 = icmp sgt i64 %725, 4096
  %727 = sext i32 %N to i64
  %728 = select i1 %726, i64 4096, i64 %727
  %729 = select i1 %724, i64 0, i64 %728
  %730 = select i1 %722, i64 0, i64 %729
  %731 = trunc i64 %730 to i32
  %732 = icmp slt i32 %731, 0
  %733 = sext i32 %N to i64
  %734 = icmp slt i64 %733, 0
  %735 = sext i32 %N to i64
  %736 = icmp sgt i64 %735, 4096
  %737 = sext i32 %N to i64
  %738 = select i1 %736, i64 4096, i64 %737
  %739 = select i1 %734, i64 0, i64 %738
  %740 = icmp slt i64 %739, 0
  %741 = sext i32 %N to i64
  %742 = icmp slt i64 %741, 0
  %743 = sext i32 %N to i64
  %744 = icmp sgt i64 %743, 4096
  %745 = sext i32 %N to i64
  %746 = select i1 %744, i64 4096, i64 %745
  %747 = select i1 %742, i64 0, i64 %746
  %748 = select i1 %740, i64 0, i64 %747
  %749 = trunc i64 %748 to i32
  %750 = icmp sgt i32 %749, 4096
  %751 = sext i32 %N to i64
  %752 = icmp slt i64 %751, 0
  %753 = sext i32 %N to i64
  %754 = icmp sgt i64 %753, 4096
  %755 = sext i32 %N to i64
  %756 = select i1 %754, i64 4096, i64 %755
  %757 = select i1 %752, i64 0, i64 %756
  %758 = icmp slt i64 %757, 0
  %759 = sext i32 %N to i64
  %760 = icmp slt i64 %759, 0
  %761 = sext i32 %N to i64
  %762 = icmp sgt i64 %761, 4096
  %763 = sext i32 %N to i64
  %764 = select i1 %762, i64 4096, i64 %763
  %765 = select i1 %760, i64 0, i64 %764
  %766 = select i1 %758, i64 0, i64 %765
  %767 = trunc i64 %766 to i32
  %768 = select i1 %750, i32 4096, i32 %767
  %tl_pad_from5 = select i1 %732, i32 0, i32 %768
  %769 = sext i32 %N to i64
  %770 = icmp slt i64 %769, 0
  %771 = sext i32 %N to i64
  %772 = icmp sgt i64 %771, 4096
  %773 = sext i32 %N to i64
  %774 = select i1 %772, i64 4096, i64 %773
  %775 = select i1 %770, i64 0, i64 %774
  %776 = icmp slt i64 %775, 0
  %777 = sext i32 %N to i64
  %778 = icmp slt i64 %777, 0
  %779 = sext i32 %N to i64
  %780 = icmp sgt i64 %779, 4096
  %781 = sext i32 %N to i64
  %782 = select i1 %780, i64 4096, i64 %781
  %783 = select i1 %778, i64 0, i64 %782
  %784 = select i1 %776, i64 0, i64 %783
  %785 = trunc i64 %784 to i32
  %786 = icmp slt i32 %785, 0
  %787 = sext i32 %N to i64
  %788 = icmp slt i64 %787, 0
  %789 = sext i32 %N to i64
  %790 = icmp sgt i64 %789, 4096
  %791 = sext i32 %N to i64
  %792 = select i1 %790, i64 4096, i64 %791
  %793 = select i1 %788, i64 0, i64 %792
  %794 = icmp slt i64 %793, 0
  %795 = sext i32 %N to i64
  %796 = icmp slt i64 %795, 0
  %797 = sext i32 %N to i64
  %798 = icmp sgt i64 %797, 4096
  %799 = sext i32 %N to i64
  %800 = select i1 %798, i64 4096, i64 %799
  %801 = select i1 %796, i64 0, i64 %800
  %802 = select i1 %794, i64 0, i64 %801
  %803 = trunc i64 %802 to i32
  %804 = icmp sgt i32 %803, 4096
  %805 = sext i32 %N to i64
  %806 = icmp slt i64 %805, 0
  %807 = sext i32 %N to i64
  %808 = icmp sgt i64 %807, 4096
  %809 = sext i32 %N to i64
  %810 = select i1 %808, i64 4096, i64 %809
  %811 = select i1 %806, i64 0, i64 %810
  %812 = icmp slt i64 %811, 0
  %813 = sext i32 %N to i64
  %814 = icmp slt i64 %813, 0
  %815 = sext i32 %N to i64
  %816 = icmp sgt i64 %815, 4096
  %817 = sext i32 %N to i64
  %818 = select i1 %816, i64 4096, i64 %817
  %819 = select i1 %814, i64 0, i64 %818
  %820 = select i1 %812, i64 0, i64 %819
  %821 = trunc i64 %820 to i32
  %822 = select i1 %804, i32 4096, i32 %821
  %823 = select i1 %786, i32 0, i32 %822
  %824 = add i32 %823, 31
  %825 = sdiv i32 %824, 32
  %826 = sub i32 0, %824
  %827 = select i1 false, i32 %826, i32 %825
  %828 = mul i32 %827, 32
  %829 = icmp slt i32 %828, 32
  %830 = sext i32 %N to i64
  %831 = icmp slt i64 %830, 0
  %832 = sext i32 %N to i64
  %833 = icmp sgt i64 %832, 4096
  %834 = sext i32 %N to i64
  %835 = select i1 %833, i64 4096, i64 %834
  %836 = select i1 %831, i64 0, i64 %835
  %837 = icmp slt i64 %836, 0
  %838 = sext i32 %N to i64
  %839 = icmp slt i64 %838, 0
  %840 = sext i32 %N to i64
  %841 = icmp sgt i64 %840, 4096
  %842 = sext i32 %N to i64
  %843 = select i1 %841, i64 4096, i64 %842
  %844 = select i1 %839, i64 0, i64 %843
  %845 = select i1 %837, i64 0, i64 %844
  %846 = trunc i64 %845 to i32
  %847 = icmp slt i32 %846, 0
  %848 = sext i32 %N to i64
  %849 = icmp slt i64 %848, 0
  %850 = sext i32 %N to i64
  %851 = icmp sgt i64 %850, 4096
  %852 = sext i32 %N to i64
  %853 = select i1 %851, i64 4096, i64 %852
  %854 = select i1 %849, i64 0, i64 %853
  %855 = icmp slt i64 %854, 0
  %856 = sext i32 %N to i64
  %857 = icmp slt i64 %856, 0
  %858 = sext i32 %N to i64
  %859 = icmp sgt i64 %858, 4096
  %860 = sext i32 %N to i64
  %861 = select i1 %859, i64 4096, i64 %860
  %862 = select i1 %857, i64 0, i64 %861
  %863 = select i1 %855, i64 0, i64 %862
  %864 = trunc i64 %863 to i32
  %865 = icmp sgt i32 %864, 4096
  %866 = sext i32 %N to i64
  %867 = icmp slt i64 %866, 0
  %868 = sext i32 %N to i64
  %869 = icmp sgt i64 %868, 4096
  %870 = sext i32 %N to i64
  %871 = select i1 %869, i64 4096, i64 %870
  %872 = select i1 %867, i64 0, i64 %871
  %873 = icmp slt i64 %872, 0
  %874 = sext i32 %N to i64
  %875 = icmp slt i64 %874, 0
  %876 = sext i32 %N to i64
  %877 = icmp sgt i64 %876, 4096
  %878 = sext i32 %N to i64
  %879 = select i1 %877, i64 4096, i64 %878
  %880 = select i1 %875, i64 0, i64 %879
  %881 = select i1 %873, i64 0, i64 %880
  %882 = trunc i64 %881 to i32
  %883 = select i1 %865, i32 4096, i32 %882
  %884 = select i1 %847, i32 0, i32 %883
  %885 = add i32 %884, 31
  %886 = sdiv i32 %885, 32
  %887 = sub i32 0, %885
  %888 = select i1 false, i32 %887, i32 %886
  %889 = mul i32 %888, 32
  %890 = select i1 %829, i32 32, i32 %889
  %891 = icmp slt i32 %890, 4096
  %892 = sext i32 %N to i64
  %893 = icmp slt i64 %892, 0
  %894 = sext i32 %N to i64
  %895 = icmp sgt i64 %894, 4096
  %896 = sext i32 %N to i64
  %897 = select i1 %895, i64 4096, i64 %896
  %898 = select i1 %893, i64 0, i64 %897
  %899 = icmp slt i64 %898, 0
  %900 = sext i32 %N to i64
  %901 = icmp slt i64 %900, 0
  %902 = sext i32 %N to i64
  %903 = icmp sgt i64 %902, 4096
  %904 = sext i32 %N to i64
  %905 = select i1 %903, i64 4096, i64 %904
  %906 = select i1 %901, i64 0, i64 %905
  %907 = select i1 %899, i64 0, i64 %906
  %908 = trunc i64 %907 to i32
  %909 = icmp slt i32 %908, 0
  %910 = sext i32 %N to i64
  %911 = icmp slt i64 %910, 0
  %912 = sext i32 %N to i64
  %913 = icmp sgt i64 %912, 4096
  %914 = sext i32 %N to i64
  %915 = select i1 %913, i64 4096, i64 %914
  %916 = select i1 %911, i64 0, i64 %915
  %917 = icmp slt i64 %916, 0
  %918 = sext i32 %N to i64
  %919 = icmp slt i64 %918, 0
  %920 = sext i32 %N to i64
  %921 = icmp sgt i64 %920, 4096
  %922 = sext i32 %N to i64
  %923 = select i1 %921, i64 4096, i64 %922
  %924 = select i1 %919, i64 0, i64 %923
  %925 = select i1 %917, i64 0, i64 %924
  %926 = trunc i64 %925 to i32
  %927 = icmp sgt i32 %926, 4096
  %928 = sext i32 %N to i64
  %929 = icmp slt i64 %928, 0
  %930 = sext i32 %N to i64
  %931 = icmp sgt i64 %930, 4096
  %932 = sext i32 %N to i64
  %933 = select i1 %931, i64 4096, i64 %932
  %934 = select i1 %929, i64 0, i64 %933
  %935 = icmp slt i64 %934, 0
  %936 = sext i32 %N to i64
  %937 = icmp slt i64 %936, 0
  %938 = sext i32 %N to i64
  %939 = icmp sgt i64 %938, 4096
  %940 = sext i32 %N to i64
  %941 = select i1 %939, i64 4096, i64 %940
  %942 = select i1 %937, i64 0, i64 %941
  %943 = select i1 %935, i64 0, i64 %942
  %944 = trunc i64 %943 to i32
  %945 = select i1 %927, i32 4096, i32 %944
  %946 = select i1 %909, i32 0, i32 %945
  %947 = add i32 %946, 31
  %948 = sdiv i32 %947, 32
  %949 = sub i32 0, %947
  %950 = select i1 false, i32 %949, i32 %948
  %951 = mul i32 %950, 32
  %952 = icmp slt i32 %951, 32
  %953 = sext i32 %N to i64
  %954 = icmp slt i64 %953, 0
  %955 = sext i32 %N to i64
  %956 = icmp sgt i64 %955, 4096
  %957 = sext i32 %N to i64
  %958 = select i1 %956, i64 4096, i64 %957
  %959 = select i1 %954, i64 0, i64 %958
  %960 = icmp slt i64 %959, 0
  %961 = sext i32 %N to i64
  %962 = icmp slt i64 %961, 0
  %963 = sext i32 %N to i64
  %964 = icmp sgt i64 %963, 4096
  %965 = sext i32 %N to i64
  %966 = select i1 %964, i64 4096, i64 %965
  %967 = select i1 %962, i64 0, i64 %966
  %968 = select i1 %960, i64 0, i64 %967
  %969 = trunc i64 %968 to i32
  %970 = icmp slt i32 %969, 0
  %971 = sext i32 %N to i64
  %972 = icmp slt i64 %971, 0
  %973 = sext i32 %N to i64
  %974 = icmp sgt i64 %973, 4096
  %975 = sext i32 %N to i64
  %976 = select i1 %974, i64 4096, i64 %975
  %977 = select i1 %972, i64 0, i64 %976
  %978 = icmp slt i64 %977, 0
  %979 = sext i32 %N to i64
  %980 = icmp slt i64 %979, 0
  %981 = sext i32 %N to i64
  %982 = icmp sgt i64 %981, 4096
  %983 = sext i32 %N to i64
  %984 = select i1 %982, i64 4096, i64 %983
  %985 = select i1 %980, i64 0, i64 %984
  %986 = select i1 %978, i64 0, i64 %985
  %987 = trunc i64 %986 to i32
  %988 = icmp sgt i32 %987, 4096
  %989 = sext i32 %N to i64
  %990 = icmp slt i64 %989, 0
  %991 = sext i32 %N to i64
  %992 = icmp sgt i64 %991, 4096
  %993 = sext i32 %N to i64
  %994 = select i1 %992, i64 4096, i64 %993
  %995 = select i1 %990, i64 0, i64 %994
  %996 = icmp slt i64 %995, 0
  %997 = sext i32 %N to i64
  %998 = icmp slt i64 %997, 0
  %999 = sext i32 %N to i64
  %1000 = icmp sgt i64 %999, 4096
  %1001 = sext i32 %N to i64
  %1002 = select i1 %1000, i64 4096, i64 %1001
  %1003 = select i1 %998, i64 0, i64 %1002
  %1004 = select i1 %996, i64 0, i64 %1003
  %1005 = trunc i64 %1004 to i32
  %1006 = select i1 %988, i32 4096, i32 %1005
  %1007 = select i1 %970, i32 0, i32 %1006
  %1008 = add i32 %1007, 31
  %1009 = sdiv i32 %1008, 32
  %1010 = sub i32 0, %1008
  %1011 = select i1 false, i32 %1010, i32 %1009
  %1012 = mul i32 %1011, 32
  %1013 = select i1 %952, i32 32, i32 %1012
  %1014 = select i1 %891, i32 %1013, i32 4096
  %tl_pad_n7 = sub i32 %1014, %tl_pad_from5
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %tl_pad_k8 = phi i32 [ 0, %for.body131 ], [ %1022, %for.body134 ]
  %1015 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %1015, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %1016 = sext i32 %tl_r4 to i64
  %1017 = mul nsw i64 %1016, 4096
  %1018 = add i32 %tl_pad_from5, %tl_pad_k8
  %1019 = sext i32 %1018 to i64
  %1020 = add nsw i64 %1017, %1019
  %1021 = getelementptr inbounds float, ptr %sq_r, i64 %1020
  store float 0.000000e+00, ptr %1021, align 4
  %1022 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond133, !llvm.loop !30

for.end135:                                       ; preds = %for.cond133
  %1023 = add nsw i32 %tl_r4, 1
  br label %for.cond130, !llvm.loop !31

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane2 = phi i32 [ 0, %for.end132 ], [ %1033, %for.body137 ]
  %1024 = icmp slt i32 %lane2, 32
  br i1 %1024, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %1025 = sext i32 %i3 to i64
  %1026 = mul nsw i64 %1025, 4096
  %1027 = sext i32 %lane2 to i64
  %1028 = add nsw i64 %1026, %1027
  %1029 = getelementptr inbounds float, ptr %sq_r, i64 %1028
  %1030 = load float, ptr %1029, align 4
  %1031 = sext i32 %lane2 to i64
  %1032 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1031
  store float %1030, ptr %1032, align 4
  %1033 = add nsw i32 %lane2, 1
  br label %for.cond136, !llvm.loop !32

for.end138:                                       ; preds = %for.cond136
  %1034 = sext i32 %N to i64
  %1035 = icmp slt i64 %1034, 0
  %1036 = sext i32 %N to i64
  %1037 = icmp sgt i64 %1036, 4096
  %1038 = sext i32 %N to i64
  %1039 = select i1 %1037, i64 4096, i64 %1038
  %1040 = select i1 %1035, i64 0, i64 %1039
  %1041 = icmp slt i64 %1040, 0
  %1042 = sext i32 %N to i64
  %1043 = icmp slt i64 %1042, 0
  %1044 = sext i32 %N to i64
  %1045 = icmp sgt i64 %1044, 4096
  %1046 = sext i32 %N to i64
  %1047 = select i1 %1045, i64 4096, i64 %1046
  %1048 = select i1 %1043, i64 0, i64 %1047
  %1049 = select i1 %1041, i64 0, i64 %1048
  %1050 = trunc i64 %1049 to i32
  %1051 = icmp slt i32 %1050, 0
  %1052 = sext i32 %N to i64
  %1053 = icmp slt i64 %1052, 0
  %1054 = sext i32 %N to i64
  %1055 = icmp sgt i64 %1054, 4096
  %1056 = sext i32 %N to i64
  %1057 = select i1 %1055, i64 4096, i64 %1056
  %1058 = select i1 %1053, i64 0, i64 %1057
  %1059 = icmp slt i64 %1058, 0
  %1060 = sext i32 %N to i64
  %1061 = icmp slt i64 %1060, 0
  %1062 = sext i32 %N to i64
  %1063 = icmp sgt i64 %1062, 4096
  %1064 = sext i32 %N to i64
  %1065 = select i1 %1063, i64 4096, i64 %1064
  %1066 = select i1 %1061, i64 0, i64 %1065
  %1067 = select i1 %1059, i64 0, i64 %1066
  %1068 = trunc i64 %1067 to i32
  %1069 = icmp sgt i32 %1068, 4096
  %1070 = sext i32 %N to i64
  %1071 = icmp slt i64 %1070, 0
  %1072 = sext i32 %N to i64
  %1073 = icmp sgt i64 %1072, 4096
  %1074 = sext i32 %N to i64
  %1075 = select i1 %1073, i64 4096, i64 %1074
  %1076 = select i1 %1071, i64 0, i64 %1075
  %1077 = icmp slt i64 %1076, 0
  %1078 = sext i32 %N to i64
  %1079 = icmp slt i64 %1078, 0
  %1080 = sext i32 %N to i64
  %1081 = icmp sgt i64 %1080, 4096
  %1082 = sext i32 %N to i64
  %1083 = select i1 %1081, i64 4096, i64 %1082
  %1084 = select i1 %1079, i64 0, i64 %1083
  %1085 = select i1 %1077, i64 0, i64 %1084
  %1086 = trunc i64 %1085 to i32
  %1087 = select i1 %1069, i32 4096, i32 %1086
  %1088 = select i1 %1051, i32 0, i32 %1087
  %1089 = add i32 %1088, 31
  %1090 = sdiv i32 %1089, 32
  %1091 = sub i32 0, %1089
  %1092 = select i1 false, i32 %1091, i32 %1090
  %1093 = sub i32 %1092, 1
  %1094 = icmp slt i32 %1093, 0
  %1095 = sext i32 %N to i64
  %1096 = icmp slt i64 %1095, 0
  %1097 = sext i32 %N to i64
  %1098 = icmp sgt i64 %1097, 4096
  %1099 = sext i32 %N to i64
  %1100 = select i1 %1098, i64 4096, i64 %1099
  %1101 = select i1 %1096, i64 0, i64 %1100
  %1102 = icmp slt i64 %1101, 0
  %1103 = sext i32 %N to i64
  %1104 = icmp slt i64 %1103, 0
  %1105 = sext i32 %N to i64
  %1106 = icmp sgt i64 %1105, 4096
  %1107 = sext i32 %N to i64
  %1108 = select i1 %1106, i64 4096, i64 %1107
  %1109 = select i1 %1104, i64 0, i64 %1108
  %1110 = select i1 %1102, i64 0, i64 %1109
  %1111 = trunc i64 %1110 to i32
  %1112 = icmp slt i32 %1111, 0
  %1113 = sext i32 %N to i64
  %1114 = icmp slt i64 %1113, 0
  %1115 = sext i32 %N to i64
  %1116 = icmp sgt i64 %1115, 4096
  %1117 = sext i32 %N to i64
  %1118 = select i1 %1116, i64 4096, i64 %1117
  %1119 = select i1 %1114, i64 0, i64 %1118
  %1120 = icmp slt i64 %1119, 0
  %1121 = sext i32 %N to i64
  %1122 = icmp slt i64 %1121, 0
  %1123 = sext i32 %N to i64
  %1124 = icmp sgt i64 %1123, 4096
  %1125 = sext i32 %N to i64
  %1126 = select i1 %1124, i64 4096, i64 %1125
  %1127 = select i1 %1122, i64 0, i64 %1126
  %1128 = select i1 %1120, i64 0, i64 %1127
  %1129 = trunc i64 %1128 to i32
  %1130 = icmp sgt i32 %1129, 4096
  %1131 = sext i32 %N to i64
  %1132 = icmp slt i64 %1131, 0
  %1133 = sext i32 %N to i64
  %1134 = icmp sgt i64 %1133, 4096
  %1135 = sext i32 %N to i64
  %1136 = select i1 %1134, i64 4096, i64 %1135
  %1137 = select i1 %1132, i64 0, i64 %1136
  %1138 = icmp slt i64 %1137, 0
  %1139 = sext i32 %N to i64
  %1140 = icmp slt i64 %1139, 0
  %1141 = sext i32 %N to i64
  %1142 = icmp sgt i64 %1141, 4096
  %1143 = sext i32 %N to i64
  %1144 = select i1 %1142, i64 4096, i64 %1143
  %1145 = select i1 %1140, i64 0, i64 %1144
  %1146 = select i1 %1138, i64 0, i64 %1145
  %1147 = trunc i64 %1146 to i32
  %1148 = select i1 %1130, i32 4096, i32 %1147
  %1149 = select i1 %1112, i32 0, i32 %1148
  %1150 = add i32 %1149, 31
  %1151 = sdiv i32 %1150, 32
  %1152 = sub i32 0, %1150
  %1153 = select i1 false, i32 %1152, i32 %1151
  %1154 = sub i32 %1153, 1
  %1155 = select i1 %1094, i32 0, i32 %1154
  %tl_steps10 = select i1 true, i32 %1155, i32 127
  %1156 = icmp eq i32 %tl_steps10, 127
  br i1 %1156, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end138
  br label %for.cond142

if.else140:                                       ; preds = %for.end138
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond148

for.cond142:                                      ; preds = %for.end147, %if.then139
  %tl_r11 = phi i32 [ 0, %if.then139 ], [ %1220, %for.end147 ]
  %1157 = icmp slt i32 %tl_r11, 1
  br i1 %1157, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %1158 = sext i32 %N to i64
  %1159 = icmp slt i64 %1158, 0
  %1160 = sext i32 %N to i64
  %1161 = icmp sgt i64 %1160, 4096
  %1162 = sext i32 %N to i64
  %1163 = select i1 %1161, i64 4096, i64 %1162
  %1164 = select i1 %1159, i64 0, i64 %1163
  %1165 = icmp slt i64 %1164, 0
  %1166 = sext i32 %N to i64
  %1167 = icmp slt i64 %1166, 0
  %1168 = sext i32 %N to i64
  %1169 = icmp sgt i64 %1168, 4096
  %1170 = sext i32 %N to i64
  %1171 = select i1 %1169, i64 4096, i64 %1170
  %1172 = select i1 %1167, i64 0, i64 %1171
  %1173 = select i1 %1165, i64 0, i64 %1172
  %1174 = trunc i64 %1173 to i32
  %1175 = icmp slt i32 %1174, 0
  %1176 = sext i32 %N to i64
  %1177 = icmp slt i64 %1176, 0
  %1178 = sext i32 %N to i64
  %1179 = icmp sgt i64 %1178, 4096
  %1180 = sext i32 %N to i64
  %1181 = select i1 %1179, i64 4096, i64 %1180
  %1182 = select i1 %1177, i64 0, i64 %1181
  %1183 = icmp slt i64 %1182, 0
  %1184 = sext i32 %N to i64
  %1185 = icmp slt i64 %1184, 0
  %1186 = sext i32 %N to i64
  %1187 = icmp sgt i64 %1186, 4096
  %1188 = sext i32 %N to i64
  %1189 = select i1 %1187, i64 4096, i64 %1188
  %1190 = select i1 %1185, i64 0, i64 %1189
  %1191 = select i1 %1183, i64 0, i64 %1190
  %1192 = trunc i64 %1191 to i32
  %1193 = icmp sgt i32 %1192, 4096
  %1194 = sext i32 %N to i64
  %1195 = icmp slt i64 %1194, 0
  %1196 = sext i32 %N to i64
  %1197 = icmp sgt i64 %1196, 4096
  %1198 = sext i32 %N to i64
  %1199 = select i1 %1197, i64 4096, i64 %1198
  %1200 = select i1 %1195, i64 0, i64 %1199
  %1201 = icmp slt i64 %1200, 0
  %1202 = sext i32 %N to i64
  %1203 = icmp slt i64 %1202, 0
  %1204 = sext i32 %N to i64
  %1205 = icmp sgt i64 %1204, 4096
  %1206 = sext i32 %N to i64
  %1207 = select i1 %1205, i64 4096, i64 %1206
  %1208 = select i1 %1203, i64 0, i64 %1207
  %1209 = select i1 %1201, i64 0, i64 %1208
  %1210 = trunc i64 %1209 to i32
  %1211 = select i1 %1193, i32 4096, i32 %1210
  %tl_pad_from12 = select i1 %1175, i32 0, i32 %1211
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond145

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond145:                                      ; preds = %for.body146, %for.body143
  %tl_pad_k15 = phi i32 [ 0, %for.body143 ], [ %1219, %for.body146 ]
  %1212 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %1212, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %1213 = sext i32 %tl_r11 to i64
  %1214 = mul nsw i64 %1213, 4096
  %1215 = add i32 %tl_pad_from12, %tl_pad_k15
  %1216 = sext i32 %1215 to i64
  %1217 = add nsw i64 %1214, %1216
  %1218 = getelementptr inbounds float, ptr %sq_r, i64 %1217
  store float 0.000000e+00, ptr %1218, align 4
  %1219 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond145, !llvm.loop !33

for.end147:                                       ; preds = %for.cond145
  %1220 = add nsw i32 %tl_r11, 1
  br label %for.cond142, !llvm.loop !34

for.cond148:                                      ; preds = %for.end153, %if.end141
  %red2 = phi i32 [ 0, %if.end141 ], [ %1240, %for.end153 ]
  %1221 = icmp slt i32 %red2, %tl_steps10
  br i1 %1221, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  br label %for.cond151

for.end150:                                       ; preds = %for.cond148
  %1222 = icmp slt i32 %tl_steps10, 127
  br i1 %1222, label %if.then155, label %if.else156

for.cond151:                                      ; preds = %for.body152, %for.body149
  %lane2154 = phi i32 [ 0, %for.body149 ], [ %1239, %for.body152 ]
  %1223 = icmp slt i32 %lane2154, 32
  br i1 %1223, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %1224 = sext i32 %lane2154 to i64
  %1225 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1224
  %1226 = load float, ptr %1225, align 4
  %1227 = sext i32 %i3 to i64
  %1228 = mul nsw i64 %1227, 4096
  %1229 = add i32 %red2, 1
  %1230 = mul i32 %1229, 32
  %1231 = add i32 %1230, %lane2154
  %1232 = sext i32 %1231 to i64
  %1233 = add nsw i64 %1228, %1232
  %1234 = getelementptr inbounds float, ptr %sq_r, i64 %1233
  %1235 = load float, ptr %1234, align 4
  %1236 = fadd float %1226, %1235
  %1237 = sext i32 %lane2154 to i64
  %1238 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1237
  store float %1236, ptr %1238, align 4
  %1239 = add nsw i32 %lane2154, 1
  br label %for.cond151, !llvm.loop !35

for.end153:                                       ; preds = %for.cond151
  %1240 = add nsw i32 %red2, 1
  br label %for.cond148, !llvm.loop !36

if.then155:                                       ; preds = %for.end150
  %1241 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1242 = load float, ptr %1241, align 4
  %1243 = fadd float %1242, 0.000000e+00
  %1244 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1243, ptr %1244, align 4
  br label %if.end157

if.else156:                                       ; preds = %for.end150
  br label %if.end157

if.end157:                                        ; preds = %if.else156, %if.then155
  %1245 = sext i32 %i3 to i64
  %1246 = getelementptr inbounds float, ptr %ss_r, i64 %1245
  store float 0.000000e+00, ptr %1246, align 4
  br label %for.cond158

for.cond158:                                      ; preds = %for.body159, %if.end157
  %lane2161 = phi i32 [ 0, %if.end157 ], [ %1257, %for.body159 ]
  %1247 = icmp slt i32 %lane2161, 32
  br i1 %1247, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %1248 = sext i32 %i3 to i64
  %1249 = getelementptr inbounds float, ptr %ss_r, i64 %1248
  %1250 = load float, ptr %1249, align 4
  %1251 = sext i32 %lane2161 to i64
  %1252 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1251
  %1253 = load float, ptr %1252, align 4
  %1254 = fadd float %1250, %1253
  %1255 = sext i32 %i3 to i64
  %1256 = getelementptr inbounds float, ptr %ss_r, i64 %1255
  store float %1254, ptr %1256, align 4
  %1257 = add nsw i32 %lane2161, 1
  br label %for.cond158, !llvm.loop !37

for.end160:                                       ; preds = %for.cond158
  %1258 = add nsw i32 %i3, 1
  br label %for.cond127, !llvm.loop !38

for.cond162:                                      ; preds = %if.end168, %for.end129
  %i165 = phi i32 [ 0, %for.end129 ], [ %1287, %if.end168 ]
  %1259 = icmp slt i32 %i165, 1
  br i1 %1259, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %1260 = sext i32 %N to i64
  %1261 = icmp slt i64 %1260, 0
  %1262 = sext i32 %N to i64
  %1263 = icmp sgt i64 %1262, 4096
  %1264 = sext i32 %N to i64
  %1265 = select i1 %1263, i64 4096, i64 %1264
  %1266 = select i1 %1261, i64 0, i64 %1265
  %1267 = icmp slt i64 %1266, 0
  %1268 = sext i32 %N to i64
  %1269 = icmp slt i64 %1268, 0
  %1270 = sext i32 %N to i64
  %1271 = icmp sgt i64 %1270, 4096
  %1272 = sext i32 %N to i64
  %1273 = select i1 %1271, i64 4096, i64 %1272
  %1274 = select i1 %1269, i64 0, i64 %1273
  %1275 = select i1 %1267, i64 0, i64 %1274
  %tl_hi11 = trunc i64 %1275 to i32
  %1276 = mul i32 %bx, 4
  %1277 = add i32 %1276, %r
  %1278 = add i32 %1277, %i165
  %1279 = icmp sle i32 0, %1278
  %1280 = mul i32 %bx, 4
  %1281 = add i32 %1280, %r
  %1282 = add i32 %1281, %i165
  %1283 = icmp slt i32 %1282, %M
  %1284 = and i1 %1279, %1283
  br i1 %1284, label %if.then166, label %if.else167

for.end164:                                       ; preds = %for.cond162
  %1285 = add nsw i32 %r, 1
  br label %for.cond106, !llvm.loop !39

if.then166:                                       ; preds = %for.body163
  %1286 = sub i32 %tl_hi11, 0
  br label %for.cond169

if.else167:                                       ; preds = %for.body163
  br label %if.end168

if.end168:                                        ; preds = %if.else167, %for.end171
  %1287 = add nsw i32 %i165, 1
  br label %for.cond162, !llvm.loop !40

for.cond169:                                      ; preds = %for.body170, %if.then166
  %j8 = phi i32 [ 0, %if.then166 ], [ %1325, %for.body170 ]
  %1288 = icmp slt i32 %j8, %1286
  br i1 %1288, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %1289 = mul i32 %bx, 4
  %1290 = add i32 %1289, %r
  %1291 = add i32 %1290, %i165
  %1292 = sext i32 %1291 to i64
  %1293 = sext i32 %N to i64
  %1294 = mul nsw i64 %1292, %1293
  %1295 = add i32 0, %j8
  %1296 = sext i32 %1295 to i64
  %1297 = add nsw i64 %1294, %1296
  %1298 = getelementptr inbounds float, ptr %X, i64 %1297
  %1299 = load float, ptr %1298, align 4
  %1300 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1301 = load float, ptr %1300, align 4
  %1302 = sitofp i32 %N to float
  %1303 = fdiv float %1301, %1302
  %1304 = fadd float %1303, 0x3EB0C6F7A0000000
  %1305 = fpext float %1304 to double
  %1306 = call double @llvm.sqrt.f64(double %1305)
  %1307 = fdiv double 1.000000e+00, %1306
  %1308 = fptrunc double %1307 to float
  %1309 = fmul float %1299, %1308
  %1310 = add i32 0, %j8
  %1311 = sext i32 %1310 to i64
  %1312 = getelementptr inbounds float, ptr %W, i64 %1311
  %1313 = load float, ptr %1312, align 4
  %1314 = fmul float %1309, %1313
  %1315 = mul i32 %bx, 4
  %1316 = add i32 %1315, %r
  %1317 = add i32 %1316, %i165
  %1318 = sext i32 %1317 to i64
  %1319 = sext i32 %N to i64
  %1320 = mul nsw i64 %1318, %1319
  %1321 = add i32 0, %j8
  %1322 = sext i32 %1321 to i64
  %1323 = add nsw i64 %1320, %1322
  %1324 = getelementptr inbounds float, ptr %Y, i64 %1323
  store float %1314, ptr %1324, align 4
  %1325 = add nsw i32 %j8, 1
  br label %for.cond169, !llvm.loop !41

for.end171:                                       ; preds = %for.cond169
  br label %if.end168

for.cond172:                                      ; preds = %for.end177, %for.end108
  %tl_r16 = phi i32 [ 0, %for.end108 ], [ %1389, %for.end177 ]
  %1326 = icmp slt i32 %tl_r16, 1
  br i1 %1326, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %1327 = sext i32 %N to i64
  %1328 = icmp slt i64 %1327, 0
  %1329 = sext i32 %N to i64
  %1330 = icmp sgt i64 %1329, 4096
  %1331 = sext i32 %N to i64
  %1332 = select i1 %1330, i64 4096, i64 %1331
  %1333 = select i1 %1328, i64 0, i64 %1332
  %1334 = icmp slt i64 %1333, 0
  %1335 = sext i32 %N to i64
  %1336 = icmp slt i64 %1335, 0
  %1337 = sext i32 %N to i64
  %1338 = icmp sgt i64 %1337, 4096
  %1339 = sext i32 %N to i64
  %1340 = select i1 %1338, i64 4096, i64 %1339
  %1341 = select i1 %1336, i64 0, i64 %1340
  %1342 = select i1 %1334, i64 0, i64 %1341
  %1343 = trunc i64 %1342 to i32
  %1344 = icmp slt i32 %1343, 0
  %1345 = sext i32 %N to i64
  %1346 = icmp slt i64 %1345, 0
  %1347 = sext i32 %N to i64
  %1348 = icmp sgt i64 %1347, 4096
  %1349 = sext i32 %N to i64
  %1350 = select i1 %1348, i64 4096, i64 %1349
  %1351 = select i1 %1346, i64 0, i64 %1350
  %1352 = icmp slt i64 %1351, 0
  %1353 = sext i32 %N to i64
  %1354 = icmp slt i64 %1353, 0
  %1355 = sext i32 %N to i64
  %1356 = icmp sgt i64 %1355, 4096
  %1357 = sext i32 %N to i64
  %1358 = select i1 %1356, i64 4096, i64 %1357
  %1359 = select i1 %1354, i64 0, i64 %1358
  %1360 = select i1 %1352, i64 0, i64 %1359
  %1361 = trunc i64 %1360 to i32
  %1362 = icmp sgt i32 %1361, 4096
  %1363 = sext i32 %N to i64
  %1364 = icmp slt i64 %1363, 0
  %1365 = sext i32 %N to i64
  %1366 = icmp sgt i64 %1365, 4096
  %1367 = sext i32 %N to i64
  %1368 = select i1 %1366, i64 4096, i64 %1367
  %1369 = select i1 %1364, i64 0, i64 %1368
  %1370 = icmp slt i64 %1369, 0
  %1371 = sext i32 %N to i64
  %1372 = icmp slt i64 %1371, 0
  %1373 = sext i32 %N to i64
  %1374 = icmp sgt i64 %1373, 4096
  %1375 = sext i32 %N to i64
  %1376 = select i1 %1374, i64 4096, i64 %1375
  %1377 = select i1 %1372, i64 0, i64 %1376
  %1378 = select i1 %1370, i64 0, i64 %1377
  %1379 = trunc i64 %1378 to i32
  %1380 = select i1 %1362, i32 4096, i32 %1379
  %tl_pad_from17 = select i1 %1344, i32 0, i32 %1380
  %tl_pad_n19 = sub i32 4096, %tl_pad_from17
  br label %for.cond175

for.end174:                                       ; preds = %for.cond172
  br label %if.end105

for.cond175:                                      ; preds = %for.body176, %for.body173
  %tl_pad_k20 = phi i32 [ 0, %for.body173 ], [ %1388, %for.body176 ]
  %1381 = icmp slt i32 %tl_pad_k20, %tl_pad_n19
  br i1 %1381, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %1382 = sext i32 %tl_r16 to i64
  %1383 = mul nsw i64 %1382, 4096
  %1384 = add i32 %tl_pad_from17, %tl_pad_k20
  %1385 = sext i32 %1384 to i64
  %1386 = add nsw i64 %1383, %1385
  %1387 = getelementptr inbounds float, ptr %sq_r, i64 %1386
  store float 0.000000e+00, ptr %1387, align 4
  %1388 = add nsw i32 %tl_pad_k20, 1
  br label %for.cond175, !llvm.loop !42

for.end177:                                       ; preds = %for.cond175
  %1389 = add nsw i32 %tl_r16, 1
  br label %for.cond172, !llvm.loop !43

for.cond178:                                      ; preds = %for.body179, %if.else104
  %i6 = phi i32 [ 0, %if.else104 ], [ %1393, %for.body179 ]
  %1390 = icmp slt i32 %i6, 4
  br i1 %1390, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %1391 = sext i32 %i6 to i64
  %1392 = getelementptr inbounds float, ptr %ss, i64 %1391
  store float 0.000000e+00, ptr %1392, align 4
  %1393 = add nsw i32 %i6, 1
  br label %for.cond178, !llvm.loop !44

for.end180:                                       ; preds = %for.cond178
  %1394 = sext i32 %N to i64
  %1395 = sdiv i64 %1394, 512
  %1396 = sub i64 0, %1394
  %1397 = select i1 false, i64 %1396, i64 %1395
  %1398 = srem i64 %1394, 512
  %1399 = icmp ne i64 %1398, 0
  %1400 = icmp slt i64 %1394, 0
  %1401 = icmp eq i1 %1400, false
  %1402 = and i1 %1399, %1401
  %1403 = zext i1 %1402 to i64
  %1404 = add i64 %1397, %1403
  %1405 = trunc i64 %1404 to i32
  br label %for.cond181

for.cond181:                                      ; preds = %for.end232, %for.end180
  %c = phi i32 [ 0, %for.end180 ], [ %1610, %for.end232 ]
  %1406 = icmp slt i32 %c, %1405
  br i1 %1406, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %1407 = mul i32 %bx, 4
  %1408 = icmp sle i32 0, %1407
  %1409 = mul i32 %bx, 4
  %1410 = sext i32 %1409 to i64
  %1411 = add i64 %1410, 4
  %1412 = sext i32 %M to i64
  %1413 = icmp sle i64 %1411, %1412
  %1414 = and i1 %1408, %1413
  %1415 = mul i32 %c, 512
  %1416 = icmp sle i32 0, %1415
  %1417 = mul i32 %c, 512
  %1418 = sext i32 %1417 to i64
  %1419 = add i64 %1418, 512
  %1420 = sext i32 %N to i64
  %1421 = icmp sle i64 %1419, %1420
  %1422 = and i1 %1416, %1421
  %1423 = and i1 %1414, %1422
  br i1 %1423, label %if.then184, label %if.else185

for.end183:                                       ; preds = %for.cond181
  br label %for.cond247

if.then184:                                       ; preds = %for.body182
  br label %for.cond187

if.else185:                                       ; preds = %for.body182
  br label %for.cond200

if.end186:                                        ; preds = %for.end202, %for.end189
  br label %for.cond222

for.cond187:                                      ; preds = %for.end199, %if.then184
  %i6190 = phi i32 [ 0, %if.then184 ], [ %1471, %for.end199 ]
  %1424 = icmp slt i32 %i6190, 4
  br i1 %1424, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %1425 = add i32 %c, 1
  %1426 = sext i32 %N to i64
  %1427 = sdiv i64 %1426, 512
  %1428 = sub i64 0, %1426
  %1429 = select i1 false, i64 %1428, i64 %1427
  %1430 = srem i64 %1426, 512
  %1431 = icmp ne i64 %1430, 0
  %1432 = icmp slt i64 %1426, 0
  %1433 = icmp eq i1 %1432, false
  %1434 = and i1 %1431, %1433
  %1435 = zext i1 %1434 to i64
  %1436 = add i64 %1429, %1435
  %1437 = trunc i64 %1436 to i32
  %1438 = icmp slt i32 %1425, %1437
  br i1 %1438, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  br label %if.end186

if.then191:                                       ; preds = %for.body188
  br label %for.cond194

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %for.end196
  br label %for.cond197

for.cond194:                                      ; preds = %for.body195, %if.then191
  %pf = phi i32 [ 0, %if.then191 ], [ %1452, %for.body195 ]
  %1439 = icmp slt i32 %pf, 32
  br i1 %1439, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %1440 = mul i32 %bx, 4
  %1441 = add i32 %1440, %i6190
  %1442 = sext i32 %1441 to i64
  %1443 = sext i32 %N to i64
  %1444 = mul i64 %1442, %1443
  %1445 = add i32 %c, 1
  %1446 = mul i32 %1445, 512
  %1447 = mul i32 %pf, 16
  %1448 = add i32 %1446, %1447
  %1449 = sext i32 %1448 to i64
  %1450 = add i64 %1444, %1449
  %1451 = getelementptr float, ptr %X, i64 %1450
  call void @llvm.prefetch.p0(ptr %1451, i32 0, i32 0, i32 1)
  %1452 = add nsw i32 %pf, 1
  br label %for.cond194, !llvm.loop !45

for.end196:                                       ; preds = %for.cond194
  br label %if.end193

for.cond197:                                      ; preds = %for.body198, %if.end193
  %j1 = phi i32 [ 0, %if.end193 ], [ %1470, %for.body198 ]
  %1453 = icmp slt i32 %j1, 512
  br i1 %1453, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %1454 = mul i32 %bx, 4
  %1455 = add i32 %1454, %i6190
  %1456 = sext i32 %1455 to i64
  %1457 = sext i32 %N to i64
  %1458 = mul nsw i64 %1456, %1457
  %1459 = mul i32 %c, 512
  %1460 = add i32 %1459, %j1
  %1461 = sext i32 %1460 to i64
  %1462 = add nsw i64 %1458, %1461
  %1463 = getelementptr inbounds float, ptr %X, i64 %1462
  %1464 = load float, ptr %1463, align 4
  %1465 = sext i32 %i6190 to i64
  %1466 = mul nsw i64 %1465, 512
  %1467 = sext i32 %j1 to i64
  %1468 = add nsw i64 %1466, %1467
  %1469 = getelementptr inbounds float, ptr %X_f, i64 %1468
  store float %1464, ptr %1469, align 4
  %1470 = add nsw i32 %j1, 1
  br label %for.cond197, !llvm.loop !46

for.end199:                                       ; preds = %for.cond197
  %1471 = add nsw i32 %i6190, 1
  br label %for.cond187, !llvm.loop !47

for.cond200:                                      ; preds = %for.end220, %if.else185
  %i6203 = phi i32 [ 0, %if.else185 ], [ %1580, %for.end220 ]
  %1472 = icmp slt i32 %i6203, 4
  br i1 %1472, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %1473 = mul i32 %c, 512
  %1474 = sext i32 %1473 to i64
  %1475 = sub i64 0, %1474
  %1476 = icmp slt i64 %1475, 0
  %1477 = mul i32 %c, 512
  %1478 = sext i32 %1477 to i64
  %1479 = sub i64 0, %1478
  %1480 = icmp sgt i64 %1479, 512
  %1481 = mul i32 %c, 512
  %1482 = sext i32 %1481 to i64
  %1483 = sub i64 0, %1482
  %1484 = select i1 %1480, i64 512, i64 %1483
  %1485 = select i1 %1476, i64 0, i64 %1484
  %tl_lo12 = trunc i64 %1485 to i32
  %1486 = sext i32 %N to i64
  %1487 = mul i32 %c, 512
  %1488 = sext i32 %1487 to i64
  %1489 = sub i64 %1486, %1488
  %1490 = icmp slt i64 %1489, 0
  %1491 = sext i32 %N to i64
  %1492 = mul i32 %c, 512
  %1493 = sext i32 %1492 to i64
  %1494 = sub i64 %1491, %1493
  %1495 = icmp sgt i64 %1494, 512
  %1496 = sext i32 %N to i64
  %1497 = mul i32 %c, 512
  %1498 = sext i32 %1497 to i64
  %1499 = sub i64 %1496, %1498
  %1500 = select i1 %1495, i64 512, i64 %1499
  %1501 = select i1 %1490, i64 0, i64 %1500
  %1502 = sext i32 %tl_lo12 to i64
  %1503 = icmp slt i64 %1501, %1502
  %1504 = sext i32 %tl_lo12 to i64
  %1505 = sext i32 %N to i64
  %1506 = mul i32 %c, 512
  %1507 = sext i32 %1506 to i64
  %1508 = sub i64 %1505, %1507
  %1509 = icmp slt i64 %1508, 0
  %1510 = sext i32 %N to i64
  %1511 = mul i32 %c, 512
  %1512 = sext i32 %1511 to i64
  %1513 = sub i64 %1510, %1512
  %1514 = icmp sgt i64 %1513, 512
  %1515 = sext i32 %N to i64
  %1516 = mul i32 %c, 512
  %1517 = sext i32 %1516 to i64
  %1518 = sub i64 %1515, %1517
  %1519 = select i1 %1514, i64 512, i64 %1518
  %1520 = select i1 %1509, i64 0, i64 %1519
  %1521 = select i1 %1503, i64 %1504, i64 %1520
  %tl_hi13 = trunc i64 %1521 to i32
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %if.end186

for.cond204:                                      ; preds = %for.body205, %for.body201
  %j1207 = phi i32 [ 0, %for.body201 ], [ %1528, %for.body205 ]
  %1522 = icmp slt i32 %j1207, %tl_lo12
  br i1 %1522, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %1523 = sext i32 %i6203 to i64
  %1524 = mul nsw i64 %1523, 512
  %1525 = sext i32 %j1207 to i64
  %1526 = add nsw i64 %1524, %1525
  %1527 = getelementptr inbounds float, ptr %X_f, i64 %1526
  store float 0.000000e+00, ptr %1527, align 4
  %1528 = add nsw i32 %j1207, 1
  br label %for.cond204, !llvm.loop !48

for.end206:                                       ; preds = %for.cond204
  %1529 = mul i32 %bx, 4
  %1530 = sext i32 %1529 to i64
  %1531 = sext i32 %i6203 to i64
  %1532 = add i64 %1530, %1531
  %1533 = icmp sle i64 0, %1532
  %1534 = mul i32 %bx, 4
  %1535 = sext i32 %1534 to i64
  %1536 = sext i32 %i6203 to i64
  %1537 = add i64 %1535, %1536
  %1538 = sext i32 %M to i64
  %1539 = icmp slt i64 %1537, %1538
  %1540 = and i1 %1533, %1539
  br i1 %1540, label %if.then208, label %if.else209

if.then208:                                       ; preds = %for.end206
  %1541 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond211

if.else209:                                       ; preds = %for.end206
  %1542 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond214

if.end210:                                        ; preds = %for.end216, %for.end213
  %1543 = sub i32 512, %tl_hi13
  br label %for.cond218

for.cond211:                                      ; preds = %for.body212, %if.then208
  %j11 = phi i32 [ 0, %if.then208 ], [ %1563, %for.body212 ]
  %1544 = icmp slt i32 %j11, %1541
  br i1 %1544, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %1545 = mul i32 %bx, 4
  %1546 = add i32 %1545, %i6203
  %1547 = sext i32 %1546 to i64
  %1548 = sext i32 %N to i64
  %1549 = mul nsw i64 %1547, %1548
  %1550 = mul i32 %c, 512
  %1551 = add i32 %tl_lo12, %j11
  %1552 = add i32 %1550, %1551
  %1553 = sext i32 %1552 to i64
  %1554 = add nsw i64 %1549, %1553
  %1555 = getelementptr inbounds float, ptr %X, i64 %1554
  %1556 = load float, ptr %1555, align 4
  %1557 = sext i32 %i6203 to i64
  %1558 = mul nsw i64 %1557, 512
  %1559 = add i32 %tl_lo12, %j11
  %1560 = sext i32 %1559 to i64
  %1561 = add nsw i64 %1558, %1560
  %1562 = getelementptr inbounds float, ptr %X_f, i64 %1561
  store float %1556, ptr %1562, align 4
  %1563 = add nsw i32 %j11, 1
  br label %for.cond211, !llvm.loop !49

for.end213:                                       ; preds = %for.cond211
  br label %if.end210

for.cond214:                                      ; preds = %for.body215, %if.else209
  %j11217 = phi i32 [ 0, %if.else209 ], [ %1571, %for.body215 ]
  %1564 = icmp slt i32 %j11217, %1542
  br i1 %1564, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %1565 = sext i32 %i6203 to i64
  %1566 = mul nsw i64 %1565, 512
  %1567 = add i32 %tl_lo12, %j11217
  %1568 = sext i32 %1567 to i64
  %1569 = add nsw i64 %1566, %1568
  %1570 = getelementptr inbounds float, ptr %X_f, i64 %1569
  store float 0.000000e+00, ptr %1570, align 4
  %1571 = add nsw i32 %j11217, 1
  br label %for.cond214, !llvm.loop !50

for.end216:                                       ; preds = %for.cond214
  br label %if.end210

for.cond218:                                      ; preds = %for.body219, %if.end210
  %j11221 = phi i32 [ 0, %if.end210 ], [ %1579, %for.body219 ]
  %1572 = icmp slt i32 %j11221, %1543
  br i1 %1572, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %1573 = sext i32 %i6203 to i64
  %1574 = mul nsw i64 %1573, 512
  %1575 = add i32 %tl_hi13, %j11221
  %1576 = sext i32 %1575 to i64
  %1577 = add nsw i64 %1574, %1576
  %1578 = getelementptr inbounds float, ptr %X_f, i64 %1577
  store float 0.000000e+00, ptr %1578, align 4
  %1579 = add nsw i32 %j11221, 1
  br label %for.cond218, !llvm.loop !51

for.end220:                                       ; preds = %for.cond218
  %1580 = add nsw i32 %i6203, 1
  br label %for.cond200, !llvm.loop !52

for.cond222:                                      ; preds = %for.end228, %if.end186
  %i225 = phi i32 [ 0, %if.end186 ], [ %1608, %for.end228 ]
  %1581 = icmp slt i32 %i225, 4
  br i1 %1581, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond226

for.end224:                                       ; preds = %for.cond222
  br label %for.cond230

for.cond226:                                      ; preds = %for.body227, %for.body223
  %j229 = phi i32 [ 0, %for.body223 ], [ %1607, %for.body227 ]
  %1582 = icmp slt i32 %j229, 512
  br i1 %1582, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %1583 = mul i32 %c, 512
  %1584 = add i32 %1583, %j229
  %1585 = icmp slt i32 %1584, %N
  %1586 = sext i32 %i225 to i64
  %1587 = mul nsw i64 %1586, 512
  %1588 = sext i32 %j229 to i64
  %1589 = add nsw i64 %1587, %1588
  %1590 = call i64 @llvm.umin.i64(i64 %1589, i64 2047)
  %1591 = getelementptr inbounds float, ptr %X_f, i64 %1590
  %1592 = load float, ptr %1591, align 4
  %1593 = sext i32 %i225 to i64
  %1594 = mul nsw i64 %1593, 512
  %1595 = sext i32 %j229 to i64
  %1596 = add nsw i64 %1594, %1595
  %1597 = call i64 @llvm.umin.i64(i64 %1596, i64 2047)
  %1598 = getelementptr inbounds float, ptr %X_f, i64 %1597
  %1599 = load float, ptr %1598, align 4
  %1600 = fmul float %1592, %1599
  %1601 = select i1 %1585, float %1600, float 0.000000e+00
  %1602 = sext i32 %i225 to i64
  %1603 = mul nsw i64 %1602, 512
  %1604 = sext i32 %j229 to i64
  %1605 = add nsw i64 %1603, %1604
  %1606 = getelementptr inbounds float, ptr %X_f, i64 %1605
  store float %1601, ptr %1606, align 4
  %1607 = add nsw i32 %j229, 1
  br label %for.cond226, !llvm.loop !53

for.end228:                                       ; preds = %for.cond226
  %1608 = add nsw i32 %i225, 1
  br label %for.cond222, !llvm.loop !54

for.cond230:                                      ; preds = %for.end245, %for.end224
  %i5 = phi i32 [ 0, %for.end224 ], [ %1651, %for.end245 ]
  %1609 = icmp slt i32 %i5, 4
  br i1 %1609, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond233

for.end232:                                       ; preds = %for.cond230
  %1610 = add nsw i32 %c, 1
  br label %for.cond181, !llvm.loop !55

for.cond233:                                      ; preds = %for.body234, %for.body231
  %lane3 = phi i32 [ 0, %for.body231 ], [ %1620, %for.body234 ]
  %1611 = icmp slt i32 %lane3, 32
  br i1 %1611, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %1612 = sext i32 %i5 to i64
  %1613 = mul nsw i64 %1612, 512
  %1614 = sext i32 %lane3 to i64
  %1615 = add nsw i64 %1613, %1614
  %1616 = getelementptr inbounds float, ptr %X_f, i64 %1615
  %1617 = load float, ptr %1616, align 4
  %1618 = sext i32 %lane3 to i64
  %1619 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1618
  store float %1617, ptr %1619, align 4
  %1620 = add nsw i32 %lane3, 1
  br label %for.cond233, !llvm.loop !56

for.end235:                                       ; preds = %for.cond233
  br label %for.cond236

for.cond236:                                      ; preds = %for.end241, %for.end235
  %red3 = phi i32 [ 0, %for.end235 ], [ %1639, %for.end241 ]
  %1621 = icmp slt i32 %red3, 15
  br i1 %1621, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  br label %for.cond239

for.end238:                                       ; preds = %for.cond236
  br label %for.cond243

for.cond239:                                      ; preds = %for.body240, %for.body237
  %lane3242 = phi i32 [ 0, %for.body237 ], [ %1638, %for.body240 ]
  %1622 = icmp slt i32 %lane3242, 32
  br i1 %1622, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %1623 = sext i32 %lane3242 to i64
  %1624 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1623
  %1625 = load float, ptr %1624, align 4
  %1626 = sext i32 %i5 to i64
  %1627 = mul nsw i64 %1626, 512
  %1628 = add i32 %red3, 1
  %1629 = mul i32 %1628, 32
  %1630 = add i32 %1629, %lane3242
  %1631 = sext i32 %1630 to i64
  %1632 = add nsw i64 %1627, %1631
  %1633 = getelementptr inbounds float, ptr %X_f, i64 %1632
  %1634 = load float, ptr %1633, align 4
  %1635 = fadd float %1625, %1634
  %1636 = sext i32 %lane3242 to i64
  %1637 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1636
  store float %1635, ptr %1637, align 4
  %1638 = add nsw i32 %lane3242, 1
  br label %for.cond239, !llvm.loop !57

for.end241:                                       ; preds = %for.cond239
  %1639 = add nsw i32 %red3, 1
  br label %for.cond236, !llvm.loop !58

for.cond243:                                      ; preds = %for.body244, %for.end238
  %lane3246 = phi i32 [ 0, %for.end238 ], [ %1650, %for.body244 ]
  %1640 = icmp slt i32 %lane3246, 32
  br i1 %1640, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %1641 = sext i32 %i5 to i64
  %1642 = getelementptr inbounds float, ptr %ss, i64 %1641
  %1643 = load float, ptr %1642, align 4
  %1644 = sext i32 %lane3246 to i64
  %1645 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1644
  %1646 = load float, ptr %1645, align 4
  %1647 = fadd float %1643, %1646
  %1648 = sext i32 %i5 to i64
  %1649 = getelementptr inbounds float, ptr %ss, i64 %1648
  store float %1647, ptr %1649, align 4
  %1650 = add nsw i32 %lane3246, 1
  br label %for.cond243, !llvm.loop !59

for.end245:                                       ; preds = %for.cond243
  %1651 = add nsw i32 %i5, 1
  br label %for.cond230, !llvm.loop !60

for.cond247:                                      ; preds = %for.body248, %for.end183
  %i250 = phi i32 [ 0, %for.end183 ], [ %1665, %for.body248 ]
  %1652 = icmp slt i32 %i250, 4
  br i1 %1652, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %1653 = sext i32 %i250 to i64
  %1654 = getelementptr inbounds float, ptr %ss, i64 %1653
  %1655 = load float, ptr %1654, align 4
  %1656 = sitofp i32 %N to float
  %1657 = fdiv float %1655, %1656
  %1658 = fadd float %1657, 0x3EB0C6F7A0000000
  %1659 = fpext float %1658 to double
  %1660 = call double @llvm.sqrt.f64(double %1659)
  %1661 = fdiv double 1.000000e+00, %1660
  %1662 = fptrunc double %1661 to float
  %1663 = sext i32 %i250 to i64
  %1664 = getelementptr inbounds float, ptr %ss, i64 %1663
  store float %1662, ptr %1664, align 4
  %1665 = add nsw i32 %i250, 1
  br label %for.cond247, !llvm.loop !61

for.end249:                                       ; preds = %for.cond247
  %1666 = sext i32 %N to i64
  %1667 = sdiv i64 %1666, 512
  %1668 = sub i64 0, %1666
  %1669 = select i1 false, i64 %1668, i64 %1667
  %1670 = srem i64 %1666, 512
  %1671 = icmp ne i64 %1670, 0
  %1672 = icmp slt i64 %1666, 0
  %1673 = icmp eq i1 %1672, false
  %1674 = and i1 %1671, %1673
  %1675 = zext i1 %1674 to i64
  %1676 = add i64 %1669, %1675
  %1677 = trunc i64 %1676 to i32
  br label %for.cond251

for.cond251:                                      ; preds = %if.end316, %for.end249
  %c254 = phi i32 [ 0, %for.end249 ], [ %3382, %if.end316 ]
  %1678 = icmp slt i32 %c254, %1677
  br i1 %1678, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1679 = sext i32 %N to i64
  %1680 = sdiv i64 %1679, 512
  %1681 = sub i64 0, %1679
  %1682 = select i1 false, i64 %1681, i64 %1680
  %1683 = srem i64 %1679, 512
  %1684 = icmp ne i64 %1683, 0
  %1685 = icmp slt i64 %1679, 0
  %1686 = icmp eq i1 %1685, false
  %1687 = and i1 %1684, %1686
  %1688 = zext i1 %1687 to i64
  %1689 = add i64 %1682, %1688
  %1690 = trunc i64 %1689 to i32
  %1691 = sub i32 %1690, 1
  %t = sub i32 %1691, %c254
  %1692 = mul i32 %bx, 4
  %1693 = icmp sle i32 0, %1692
  %1694 = mul i32 %bx, 4
  %1695 = sext i32 %1694 to i64
  %1696 = add i64 %1695, 4
  %1697 = sext i32 %M to i64
  %1698 = icmp sle i64 %1696, %1697
  %1699 = and i1 %1693, %1698
  %1700 = mul i32 %t, 512
  %1701 = icmp sle i32 0, %1700
  %1702 = mul i32 %t, 512
  %1703 = sext i32 %1702 to i64
  %1704 = add i64 %1703, 512
  %1705 = sext i32 %N to i64
  %1706 = icmp sle i64 %1704, %1705
  %1707 = and i1 %1701, %1706
  %1708 = and i1 %1699, %1707
  br i1 %1708, label %if.then255, label %if.else256

for.end253:                                       ; preds = %for.cond251
  br label %if.end105

if.then255:                                       ; preds = %for.body252
  br label %for.cond258

if.else256:                                       ; preds = %for.body252
  br label %for.cond264

if.end257:                                        ; preds = %for.end266, %for.end260
  %1709 = mul i32 %t, 512
  %1710 = icmp sle i32 0, %1709
  %1711 = mul i32 %t, 512
  %1712 = sext i32 %1711 to i64
  %1713 = add i64 %1712, 512
  %1714 = sext i32 %N to i64
  %1715 = icmp sle i64 %1713, %1714
  %1716 = and i1 %1710, %1715
  br i1 %1716, label %if.then286, label %if.else287

for.cond258:                                      ; preds = %for.end263, %if.then255
  %i7 = phi i32 [ 0, %if.then255 ], [ %1736, %for.end263 ]
  %1717 = icmp slt i32 %i7, 4
  br i1 %1717, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  br label %for.cond261

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond261:                                      ; preds = %for.body262, %for.body259
  %j2 = phi i32 [ 0, %for.body259 ], [ %1735, %for.body262 ]
  %1718 = icmp slt i32 %j2, 512
  br i1 %1718, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %1719 = mul i32 %bx, 4
  %1720 = add i32 %1719, %i7
  %1721 = sext i32 %1720 to i64
  %1722 = sext i32 %N to i64
  %1723 = mul nsw i64 %1721, %1722
  %1724 = mul i32 %t, 512
  %1725 = add i32 %1724, %j2
  %1726 = sext i32 %1725 to i64
  %1727 = add nsw i64 %1723, %1726
  %1728 = getelementptr inbounds float, ptr %X, i64 %1727
  %1729 = load float, ptr %1728, align 4
  %1730 = sext i32 %i7 to i64
  %1731 = mul nsw i64 %1730, 512
  %1732 = sext i32 %j2 to i64
  %1733 = add nsw i64 %1731, %1732
  %1734 = getelementptr inbounds float, ptr %X_f, i64 %1733
  store float %1729, ptr %1734, align 4
  %1735 = add nsw i32 %j2, 1
  br label %for.cond261, !llvm.loop !62

for.end263:                                       ; preds = %for.cond261
  %1736 = add nsw i32 %i7, 1
  br label %for.cond258, !llvm.loop !63

for.cond264:                                      ; preds = %for.end284, %if.else256
  %i7267 = phi i32 [ 0, %if.else256 ], [ %1845, %for.end284 ]
  %1737 = icmp slt i32 %i7267, 4
  br i1 %1737, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %1738 = mul i32 %t, 512
  %1739 = sext i32 %1738 to i64
  %1740 = sub i64 0, %1739
  %1741 = icmp slt i64 %1740, 0
  %1742 = mul i32 %t, 512
  %1743 = sext i32 %1742 to i64
  %1744 = sub i64 0, %1743
  %1745 = icmp sgt i64 %1744, 512
  %1746 = mul i32 %t, 512
  %1747 = sext i32 %1746 to i64
  %1748 = sub i64 0, %1747
  %1749 = select i1 %1745, i64 512, i64 %1748
  %1750 = select i1 %1741, i64 0, i64 %1749
  %tl_lo14 = trunc i64 %1750 to i32
  %1751 = sext i32 %N to i64
  %1752 = mul i32 %t, 512
  %1753 = sext i32 %1752 to i64
  %1754 = sub i64 %1751, %1753
  %1755 = icmp slt i64 %1754, 0
  %1756 = sext i32 %N to i64
  %1757 = mul i32 %t, 512
  %1758 = sext i32 %1757 to i64
  %1759 = sub i64 %1756, %1758
  %1760 = icmp sgt i64 %1759, 512
  %1761 = sext i32 %N to i64
  %1762 = mul i32 %t, 512
  %1763 = sext i32 %1762 to i64
  %1764 = sub i64 %1761, %1763
  %1765 = select i1 %1760, i64 512, i64 %1764
  %1766 = select i1 %1755, i64 0, i64 %1765
  %1767 = sext i32 %tl_lo14 to i64
  %1768 = icmp slt i64 %1766, %1767
  %1769 = sext i32 %tl_lo14 to i64
  %1770 = sext i32 %N to i64
  %1771 = mul i32 %t, 512
  %1772 = sext i32 %1771 to i64
  %1773 = sub i64 %1770, %1772
  %1774 = icmp slt i64 %1773, 0
  %1775 = sext i32 %N to i64
  %1776 = mul i32 %t, 512
  %1777 = sext i32 %1776 to i64
  %1778 = sub i64 %1775, %1777
  %1779 = icmp sgt i64 %1778, 512
  %1780 = sext i32 %N to i64
  %1781 = mul i32 %t, 512
  %1782 = sext i32 %1781 to i64
  %1783 = sub i64 %1780, %1782
  %1784 = select i1 %1779, i64 512, i64 %1783
  %1785 = select i1 %1774, i64 0, i64 %1784
  %1786 = select i1 %1768, i64 %1769, i64 %1785
  %tl_hi15 = trunc i64 %1786 to i32
  br label %for.cond268

for.end266:                                       ; preds = %for.cond264
  br label %if.end257

for.cond268:                                      ; preds = %for.body269, %for.body265
  %j2271 = phi i32 [ 0, %for.body265 ], [ %1793, %for.body269 ]
  %1787 = icmp slt i32 %j2271, %tl_lo14
  br i1 %1787, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %1788 = sext i32 %i7267 to i64
  %1789 = mul nsw i64 %1788, 512
  %1790 = sext i32 %j2271 to i64
  %1791 = add nsw i64 %1789, %1790
  %1792 = getelementptr inbounds float, ptr %X_f, i64 %1791
  store float 0.000000e+00, ptr %1792, align 4
  %1793 = add nsw i32 %j2271, 1
  br label %for.cond268, !llvm.loop !64

for.end270:                                       ; preds = %for.cond268
  %1794 = mul i32 %bx, 4
  %1795 = sext i32 %1794 to i64
  %1796 = sext i32 %i7267 to i64
  %1797 = add i64 %1795, %1796
  %1798 = icmp sle i64 0, %1797
  %1799 = mul i32 %bx, 4
  %1800 = sext i32 %1799 to i64
  %1801 = sext i32 %i7267 to i64
  %1802 = add i64 %1800, %1801
  %1803 = sext i32 %M to i64
  %1804 = icmp slt i64 %1802, %1803
  %1805 = and i1 %1798, %1804
  br i1 %1805, label %if.then272, label %if.else273

if.then272:                                       ; preds = %for.end270
  %1806 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond275

if.else273:                                       ; preds = %for.end270
  %1807 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond278

if.end274:                                        ; preds = %for.end280, %for.end277
  %1808 = sub i32 512, %tl_hi15
  br label %for.cond282

for.cond275:                                      ; preds = %for.body276, %if.then272
  %j21 = phi i32 [ 0, %if.then272 ], [ %1828, %for.body276 ]
  %1809 = icmp slt i32 %j21, %1806
  br i1 %1809, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1810 = mul i32 %bx, 4
  %1811 = add i32 %1810, %i7267
  %1812 = sext i32 %1811 to i64
  %1813 = sext i32 %N to i64
  %1814 = mul nsw i64 %1812, %1813
  %1815 = mul i32 %t, 512
  %1816 = add i32 %tl_lo14, %j21
  %1817 = add i32 %1815, %1816
  %1818 = sext i32 %1817 to i64
  %1819 = add nsw i64 %1814, %1818
  %1820 = getelementptr inbounds float, ptr %X, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = sext i32 %i7267 to i64
  %1823 = mul nsw i64 %1822, 512
  %1824 = add i32 %tl_lo14, %j21
  %1825 = sext i32 %1824 to i64
  %1826 = add nsw i64 %1823, %1825
  %1827 = getelementptr inbounds float, ptr %X_f, i64 %1826
  store float %1821, ptr %1827, align 4
  %1828 = add nsw i32 %j21, 1
  br label %for.cond275, !llvm.loop !65

for.end277:                                       ; preds = %for.cond275
  br label %if.end274

for.cond278:                                      ; preds = %for.body279, %if.else273
  %j21281 = phi i32 [ 0, %if.else273 ], [ %1836, %for.body279 ]
  %1829 = icmp slt i32 %j21281, %1807
  br i1 %1829, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1830 = sext i32 %i7267 to i64
  %1831 = mul nsw i64 %1830, 512
  %1832 = add i32 %tl_lo14, %j21281
  %1833 = sext i32 %1832 to i64
  %1834 = add nsw i64 %1831, %1833
  %1835 = getelementptr inbounds float, ptr %X_f, i64 %1834
  store float 0.000000e+00, ptr %1835, align 4
  %1836 = add nsw i32 %j21281, 1
  br label %for.cond278, !llvm.loop !66

for.end280:                                       ; preds = %for.cond278
  br label %if.end274

for.cond282:                                      ; preds = %for.body283, %if.end274
  %j21285 = phi i32 [ 0, %if.end274 ], [ %1844, %for.body283 ]
  %1837 = icmp slt i32 %j21285, %1808
  br i1 %1837, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %1838 = sext i32 %i7267 to i64
  %1839 = mul nsw i64 %1838, 512
  %1840 = add i32 %tl_hi15, %j21285
  %1841 = sext i32 %1840 to i64
  %1842 = add nsw i64 %1839, %1841
  %1843 = getelementptr inbounds float, ptr %X_f, i64 %1842
  store float 0.000000e+00, ptr %1843, align 4
  %1844 = add nsw i32 %j21285, 1
  br label %for.cond282, !llvm.loop !67

for.end284:                                       ; preds = %for.cond282
  %1845 = add nsw i32 %i7267, 1
  br label %for.cond264, !llvm.loop !68

if.then286:                                       ; preds = %if.end257
  br label %for.cond289

if.else287:                                       ; preds = %if.end257
  %1846 = mul i32 %t, 512
  %1847 = sext i32 %1846 to i64
  %1848 = sub i64 0, %1847
  %1849 = icmp slt i64 %1848, 0
  %1850 = mul i32 %t, 512
  %1851 = sext i32 %1850 to i64
  %1852 = sub i64 0, %1851
  %1853 = icmp sgt i64 %1852, 512
  %1854 = mul i32 %t, 512
  %1855 = sext i32 %1854 to i64
  %1856 = sub i64 0, %1855
  %1857 = select i1 %1853, i64 512, i64 %1856
  %1858 = select i1 %1849, i64 0, i64 %1857
  %tl_lo16 = trunc i64 %1858 to i32
  %1859 = sext i32 %N to i64
  %1860 = mul i32 %t, 512
  %1861 = sext i32 %1860 to i64
  %1862 = sub i64 %1859, %1861
  %1863 = icmp slt i64 %1862, 0
  %1864 = sext i32 %N to i64
  %1865 = mul i32 %t, 512
  %1866 = sext i32 %1865 to i64
  %1867 = sub i64 %1864, %1866
  %1868 = icmp sgt i64 %1867, 512
  %1869 = sext i32 %N to i64
  %1870 = mul i32 %t, 512
  %1871 = sext i32 %1870 to i64
  %1872 = sub i64 %1869, %1871
  %1873 = select i1 %1868, i64 512, i64 %1872
  %1874 = select i1 %1863, i64 0, i64 %1873
  %1875 = sext i32 %tl_lo16 to i64
  %1876 = icmp slt i64 %1874, %1875
  %1877 = sext i32 %tl_lo16 to i64
  %1878 = sext i32 %N to i64
  %1879 = mul i32 %t, 512
  %1880 = sext i32 %1879 to i64
  %1881 = sub i64 %1878, %1880
  %1882 = icmp slt i64 %1881, 0
  %1883 = sext i32 %N to i64
  %1884 = mul i32 %t, 512
  %1885 = sext i32 %1884 to i64
  %1886 = sub i64 %1883, %1885
  %1887 = icmp sgt i64 %1886, 512
  %1888 = sext i32 %N to i64
  %1889 = mul i32 %t, 512
  %1890 = sext i32 %1889 to i64
  %1891 = sub i64 %1888, %1890
  %1892 = select i1 %1887, i64 512, i64 %1891
  %1893 = select i1 %1882, i64 0, i64 %1892
  %1894 = select i1 %1876, i64 %1877, i64 %1893
  %tl_hi17 = trunc i64 %1894 to i32
  br label %for.cond293

if.end288:                                        ; preds = %for.end299, %for.end291
  %1895 = sext i32 %N to i64
  %1896 = sext i32 %N to i64
  %1897 = sdiv i64 %1896, 512
  %1898 = sub i64 0, %1896
  %1899 = select i1 false, i64 %1898, i64 %1897
  %1900 = srem i64 %1896, 512
  %1901 = icmp ne i64 %1900, 0
  %1902 = icmp slt i64 %1896, 0
  %1903 = icmp eq i1 %1902, false
  %1904 = and i1 %1901, %1903
  %1905 = zext i1 %1904 to i64
  %1906 = add i64 %1899, %1905
  %1907 = trunc i64 %1906 to i32
  %1908 = sub i32 %1907, 1
  %1909 = sub i32 %1908, %c254
  %1910 = mul i32 %1909, 512
  %1911 = sext i32 %1910 to i64
  %1912 = sub i64 %1895, %1911
  %1913 = icmp slt i64 %1912, 0
  %1914 = sext i32 %N to i64
  %1915 = sext i32 %N to i64
  %1916 = sdiv i64 %1915, 512
  %1917 = sub i64 0, %1915
  %1918 = select i1 false, i64 %1917, i64 %1916
  %1919 = srem i64 %1915, 512
  %1920 = icmp ne i64 %1919, 0
  %1921 = icmp slt i64 %1915, 0
  %1922 = icmp eq i1 %1921, false
  %1923 = and i1 %1920, %1922
  %1924 = zext i1 %1923 to i64
  %1925 = add i64 %1918, %1924
  %1926 = trunc i64 %1925 to i32
  %1927 = sub i32 %1926, 1
  %1928 = sub i32 %1927, %c254
  %1929 = mul i32 %1928, 512
  %1930 = sext i32 %1929 to i64
  %1931 = sub i64 %1914, %1930
  %1932 = icmp sgt i64 %1931, 512
  %1933 = sext i32 %N to i64
  %1934 = sext i32 %N to i64
  %1935 = sdiv i64 %1934, 512
  %1936 = sub i64 0, %1934
  %1937 = select i1 false, i64 %1936, i64 %1935
  %1938 = srem i64 %1934, 512
  %1939 = icmp ne i64 %1938, 0
  %1940 = icmp slt i64 %1934, 0
  %1941 = icmp eq i1 %1940, false
  %1942 = and i1 %1939, %1941
  %1943 = zext i1 %1942 to i64
  %1944 = add i64 %1937, %1943
  %1945 = trunc i64 %1944 to i32
  %1946 = sub i32 %1945, 1
  %1947 = sub i32 %1946, %c254
  %1948 = mul i32 %1947, 512
  %1949 = sext i32 %1948 to i64
  %1950 = sub i64 %1933, %1949
  %1951 = select i1 %1932, i64 512, i64 %1950
  %1952 = select i1 %1913, i64 0, i64 %1951
  %1953 = sext i32 %N to i64
  %1954 = sdiv i64 %1953, 512
  %1955 = sub i64 0, %1953
  %1956 = select i1 false, i64 %1955, i64 %1954
  %1957 = srem i64 %1953, 512
  %1958 = icmp ne i64 %1957, 0
  %1959 = icmp slt i64 %1953, 0
  %1960 = icmp eq i1 %1959, false
  %1961 = and i1 %1958, %1960
  %1962 = zext i1 %1961 to i64
  %1963 = add i64 %1956, %1962
  %1964 = trunc i64 %1963 to i32
  %1965 = sub i32 %1964, 1
  %1966 = sub i32 %1965, %c254
  %1967 = mul i32 %1966, 512
  %1968 = sext i32 %1967 to i64
  %1969 = sub i64 0, %1968
  %1970 = icmp slt i64 %1969, 0
  %1971 = sext i32 %N to i64
  %1972 = sdiv i64 %1971, 512
  %1973 = sub i64 0, %1971
  %1974 = select i1 false, i64 %1973, i64 %1972
  %1975 = srem i64 %1971, 512
  %1976 = icmp ne i64 %1975, 0
  %1977 = icmp slt i64 %1971, 0
  %1978 = icmp eq i1 %1977, false
  %1979 = and i1 %1976, %1978
  %1980 = zext i1 %1979 to i64
  %1981 = add i64 %1974, %1980
  %1982 = trunc i64 %1981 to i32
  %1983 = sub i32 %1982, 1
  %1984 = sub i32 %1983, %c254
  %1985 = mul i32 %1984, 512
  %1986 = sext i32 %1985 to i64
  %1987 = sub i64 0, %1986
  %1988 = icmp sgt i64 %1987, 512
  %1989 = sext i32 %N to i64
  %1990 = sdiv i64 %1989, 512
  %1991 = sub i64 0, %1989
  %1992 = select i1 false, i64 %1991, i64 %1990
  %1993 = srem i64 %1989, 512
  %1994 = icmp ne i64 %1993, 0
  %1995 = icmp slt i64 %1989, 0
  %1996 = icmp eq i1 %1995, false
  %1997 = and i1 %1994, %1996
  %1998 = zext i1 %1997 to i64
  %1999 = add i64 %1992, %1998
  %2000 = trunc i64 %1999 to i32
  %2001 = sub i32 %2000, 1
  %2002 = sub i32 %2001, %c254
  %2003 = mul i32 %2002, 512
  %2004 = sext i32 %2003 to i64
  %2005 = sub i64 0, %2004
  %2006 = select i1 %1988, i64 512, i64 %2005
  %2007 = select i1 %1970, i64 0, i64 %2006
  %2008 = trunc i64 %2007 to i32
  %2009 = sext i32 %2008 to i64
  %2010 = icmp slt i64 %1952, %2009
  %2011 = sext i32 %N to i64
  %2012 = sdiv i64 %2011, 512
  %2013 = sub i64 0, %2011
  %2014 = select i1 false, i64 %2013, i64 %2012
  %2015 = srem i64 %2011, 512
  %2016 = icmp ne i64 %2015, 0
  %2017 = icmp slt i64 %2011, 0
  %2018 = icmp eq i1 %2017, false
  %2019 = and i1 %2016, %2018
  %2020 = zext i1 %2019 to i64
  %2021 = add i64 %2014, %2020
  %2022 = trunc i64 %2021 to i32
  %2023 = sub i32 %2022, 1
  %2024 = sub i32 %2023, %c254
  %2025 = mul i32 %2024, 512
  %2026 = sext i32 %2025 to i64
  %2027 = sub i64 0, %2026
  %2028 = icmp slt i64 %2027, 0
  %2029 = sext i32 %N to i64
  %2030 = sdiv i64 %2029, 512
  %2031 = sub i64 0, %2029
  %2032 = select i1 false, i64 %2031, i64 %2030
  %2033 = srem i64 %2029, 512
  %2034 = icmp ne i64 %2033, 0
  %2035 = icmp slt i64 %2029, 0
  %2036 = icmp eq i1 %2035, false
  %2037 = and i1 %2034, %2036
  %2038 = zext i1 %2037 to i64
  %2039 = add i64 %2032, %2038
  %2040 = trunc i64 %2039 to i32
  %2041 = sub i32 %2040, 1
  %2042 = sub i32 %2041, %c254
  %2043 = mul i32 %2042, 512
  %2044 = sext i32 %2043 to i64
  %2045 = sub i64 0, %2044
  %2046 = icmp sgt i64 %2045, 512
  %2047 = sext i32 %N to i64
  %2048 = sdiv i64 %2047, 512
  %2049 = sub i64 0, %2047
  %2050 = select i1 false, i64 %2049, i64 %2048
  %2051 = srem i64 %2047, 512
  %2052 = icmp ne i64 %2051, 0
  %2053 = icmp slt i64 %2047, 0
  %2054 = icmp eq i1 %2053, false
  %2055 = and i1 %2052, %2054
  %2056 = zext i1 %2055 to i64
  %2057 = add i64 %2050, %2056
  %2058 = trunc i64 %2057 to i32
  %2059 = sub i32 %2058, 1
  %2060 = sub i32 %2059, %c254
  %2061 = mul i32 %2060, 512
  %2062 = sext i32 %2061 to i64
  %2063 = sub i64 0, %2062
  %2064 = select i1 %2046, i64 512, i64 %2063
  %2065 = select i1 %2028, i64 0, i64 %2064
  %2066 = trunc i64 %2065 to i32
  %2067 = sext i32 %2066 to i64
  %2068 = sext i32 %N to i64
  %2069 = sext i32 %N to i64
  %2070 = sdiv i64 %2069, 512
  %2071 = sub i64 0, %2069
  %2072 = select i1 false, i64 %2071, i64 %2070
  %2073 = srem i64 %2069, 512
  %2074 = icmp ne i64 %2073, 0
  %2075 = icmp slt i64 %2069, 0
  %2076 = icmp eq i1 %2075, false
  %2077 = and i1 %2074, %2076
  %2078 = zext i1 %2077 to i64
  %2079 = add i64 %2072, %2078
  %2080 = trunc i64 %2079 to i32
  %2081 = sub i32 %2080, 1
  %2082 = sub i32 %2081, %c254
  %2083 = mul i32 %2082, 512
  %2084 = sext i32 %2083 to i64
  %2085 = sub i64 %2068, %2084
  %2086 = icmp slt i64 %2085, 0
  %2087 = sext i32 %N to i64
  %2088 = sext i32 %N to i64
  %2089 = sdiv i64 %2088, 512
  %2090 = sub i64 0, %2088
  %2091 = select i1 false, i64 %2090, i64 %2089
  %2092 = srem i64 %2088, 512
  %2093 = icmp ne i64 %2092, 0
  %2094 = icmp slt i64 %2088, 0
  %2095 = icmp eq i1 %2094, false
  %2096 = and i1 %2093, %2095
  %2097 = zext i1 %2096 to i64
  %2098 = add i64 %2091, %2097
  %2099 = trunc i64 %2098 to i32
  %2100 = sub i32 %2099, 1
  %2101 = sub i32 %2100, %c254
  %2102 = mul i32 %2101, 512
  %2103 = sext i32 %2102 to i64
  %2104 = sub i64 %2087, %2103
  %2105 = icmp sgt i64 %2104, 512
  %2106 = sext i32 %N to i64
  %2107 = sext i32 %N to i64
  %2108 = sdiv i64 %2107, 512
  %2109 = sub i64 0, %2107
  %2110 = select i1 false, i64 %2109, i64 %2108
  %2111 = srem i64 %2107, 512
  %2112 = icmp ne i64 %2111, 0
  %2113 = icmp slt i64 %2107, 0
  %2114 = icmp eq i1 %2113, false
  %2115 = and i1 %2112, %2114
  %2116 = zext i1 %2115 to i64
  %2117 = add i64 %2110, %2116
  %2118 = trunc i64 %2117 to i32
  %2119 = sub i32 %2118, 1
  %2120 = sub i32 %2119, %c254
  %2121 = mul i32 %2120, 512
  %2122 = sext i32 %2121 to i64
  %2123 = sub i64 %2106, %2122
  %2124 = select i1 %2105, i64 512, i64 %2123
  %2125 = select i1 %2086, i64 0, i64 %2124
  %2126 = select i1 %2010, i64 %2067, i64 %2125
  %2127 = trunc i64 %2126 to i32
  %2128 = icmp slt i32 %2127, 0
  %2129 = sext i32 %N to i64
  %2130 = sext i32 %N to i64
  %2131 = sdiv i64 %2130, 512
  %2132 = sub i64 0, %2130
  %2133 = select i1 false, i64 %2132, i64 %2131
  %2134 = srem i64 %2130, 512
  %2135 = icmp ne i64 %2134, 0
  %2136 = icmp slt i64 %2130, 0
  %2137 = icmp eq i1 %2136, false
  %2138 = and i1 %2135, %2137
  %2139 = zext i1 %2138 to i64
  %2140 = add i64 %2133, %2139
  %2141 = trunc i64 %2140 to i32
  %2142 = sub i32 %2141, 1
  %2143 = sub i32 %2142, %c254
  %2144 = mul i32 %2143, 512
  %2145 = sext i32 %2144 to i64
  %2146 = sub i64 %2129, %2145
  %2147 = icmp slt i64 %2146, 0
  %2148 = sext i32 %N to i64
  %2149 = sext i32 %N to i64
  %2150 = sdiv i64 %2149, 512
  %2151 = sub i64 0, %2149
  %2152 = select i1 false, i64 %2151, i64 %2150
  %2153 = srem i64 %2149, 512
  %2154 = icmp ne i64 %2153, 0
  %2155 = icmp slt i64 %2149, 0
  %2156 = icmp eq i1 %2155, false
  %2157 = and i1 %2154, %2156
  %2158 = zext i1 %2157 to i64
  %2159 = add i64 %2152, %2158
  %2160 = trunc i64 %2159 to i32
  %2161 = sub i32 %2160, 1
  %2162 = sub i32 %2161, %c254
  %2163 = mul i32 %2162, 512
  %2164 = sext i32 %2163 to i64
  %2165 = sub i64 %2148, %2164
  %2166 = icmp sgt i64 %2165, 512
  %2167 = sext i32 %N to i64
  %2168 = sext i32 %N to i64
  %2169 = sdiv i64 %2168, 512
  %2170 = sub i64 0, %2168
  %2171 = select i1 false, i64 %2170, i64 %2169
  %2172 = srem i64 %2168, 512
  %2173 = icmp ne i64 %2172, 0
  %2174 = icmp slt i64 %2168, 0
  %2175 = icmp eq i1 %2174, false
  %2176 = and i1 %2173, %2175
  %2177 = zext i1 %2176 to i64
  %2178 = add i64 %2171, %2177
  %2179 = trunc i64 %2178 to i32
  %2180 = sub i32 %2179, 1
  %2181 = sub i32 %2180, %c254
  %2182 = mul i32 %2181, 512
  %2183 = sext i32 %2182 to i64
  %2184 = sub i64 %2167, %2183
  %2185 = select i1 %2166, i64 512, i64 %2184
  %2186 = select i1 %2147, i64 0, i64 %2185
  %2187 = sext i32 %N to i64
  %2188 = sdiv i64 %2187, 512
  %2189 = sub i64 0, %2187
  %2190 = select i1 false, i64 %2189, i64 %2188
  %2191 = srem i64 %2187, 512
  %2192 = icmp ne i64 %2191, 0
  %2193 = icmp slt i64 %2187, 0
  %2194 = icmp eq i1 %2193, false
  %2195 = and i1 %2192, %2194
  %2196 = zext i1 %2195 to i64
  %2197 = add i64 %2190, %2196
  %2198 = trunc i64 %2197 to i32
  %2199 = sub i32 %2198, 1
  %2200 = sub i32 %2199, %c254
  %2201 = mul i32 %2200, 512
  %2202 = sext i32 %2201 to i64
  %2203 = sub i64 0, %2202
  %2204 = icmp slt i64 %2203, 0
  %2205 = sext i32 %N to i64
  %2206 = sdiv i64 %2205, 512
  %2207 = sub i64 0, %2205
  %2208 = select i1 false, i64 %2207, i64 %2206
  %2209 = srem i64 %2205, 512
  %2210 = icmp ne i64 %2209, 0
  %2211 = icmp slt i64 %2205, 0
  %2212 = icmp eq i1 %2211, false
  %2213 = and i1 %2210, %2212
  %2214 = zext i1 %2213 to i64
  %2215 = add i64 %2208, %2214
  %2216 = trunc i64 %2215 to i32
  %2217 = sub i32 %2216, 1
  %2218 = sub i32 %2217, %c254
  %2219 = mul i32 %2218, 512
  %2220 = sext i32 %2219 to i64
  %2221 = sub i64 0, %2220
  %2222 = icmp sgt i64 %2221, 512
  %2223 = sext i32 %N to i64
  %2224 = sdiv i64 %2223, 512
  %2225 = sub i64 0, %2223
  %2226 = select i1 false, i64 %2225, i64 %2224
  %2227 = srem i64 %2223, 512
  %2228 = icmp ne i64 %2227, 0
  %2229 = icmp slt i64 %2223, 0
  %2230 = icmp eq i1 %2229, false
  %2231 = and i1 %2228, %2230
  %2232 = zext i1 %2231 to i64
  %2233 = add i64 %2226, %2232
  %2234 = trunc i64 %2233 to i32
  %2235 = sub i32 %2234, 1
  %2236 = sub i32 %2235, %c254
  %2237 = mul i32 %2236, 512
  %2238 = sext i32 %2237 to i64
  %2239 = sub i64 0, %2238
  %2240 = select i1 %2222, i64 512, i64 %2239
  %2241 = select i1 %2204, i64 0, i64 %2240
  %2242 = trunc i64 %2241 to i32
  %2243 = sext i32 %2242 to i64
  %2244 = icmp slt i64 %2186, %2243
  %2245 = sext i32 %N to i64
  %2246 = sdiv i64 %2245, 512
  %2247 = sub i64 0, %2245
  %2248 = select i1 false, i64 %2247, i64 %2246
  %2249 = srem i64 %2245, 512
  %2250 = icmp ne i64 %2249, 0
  %2251 = icmp slt i64 %2245, 0
  %2252 = icmp eq i1 %2251, false
  %2253 = and i1 %2250, %2252
  %2254 = zext i1 %2253 to i64
  %2255 = add i64 %2248, %2254
  %2256 = trunc i64 %2255 to i32
  %2257 = sub i32 %2256, 1
  %2258 = sub i32 %2257, %c254
  %2259 = mul i32 %2258, 512
  %2260 = sext i32 %2259 to i64
  %2261 = sub i64 0, %2260
  %2262 = icmp slt i64 %2261, 0
  %2263 = sext i32 %N to i64
  %2264 = sdiv i64 %2263, 512
  %2265 = sub i64 0, %2263
  %2266 = select i1 false, i64 %2265, i64 %2264
  %2267 = srem i64 %2263, 512
  %2268 = icmp ne i64 %2267, 0
  %2269 = icmp slt i64 %2263, 0
  %2270 = icmp eq i1 %2269, false
  %2271 = and i1 %2268, %2270
  %2272 = zext i1 %2271 to i64
  %2273 = add i64 %2266, %2272
  %2274 = trunc i64 %2273 to i32
  %2275 = sub i32 %2274, 1
  %2276 = sub i32 %2275, %c254
  %2277 = mul i32 %2276, 512
  %2278 = sext i32 %2277 to i64
  %2279 = sub i64 0, %2278
  %2280 = icmp sgt i64 %2279, 512
  %2281 = sext i32 %N to i64
  %2282 = sdiv i64 %2281, 512
  %2283 = sub i64 0, %2281
  %2284 = select i1 false, i64 %2283, i64 %2282
  %2285 = srem i64 %2281, 512
  %2286 = icmp ne i64 %2285, 0
  %2287 = icmp slt i64 %2281, 0
  %2288 = icmp eq i1 %2287, false
  %2289 = and i1 %2286, %2288
  %2290 = zext i1 %2289 to i64
  %2291 = add i64 %2284, %2290
  %2292 = trunc i64 %2291 to i32
  %2293 = sub i32 %2292, 1
  %2294 = sub i32 %2293, %c254
  %2295 = mul i32 %2294, 512
  %2296 = sext i32 %2295 to i64
  %2297 = sub i64 0, %2296
  %2298 = select i1 %2280, i64 512, i64 %2297
  %2299 = select i1 %2262, i64 0, i64 %2298
  %2300 = trunc i64 %2299 to i32
  %2301 = sext i32 %2300 to i64
  %2302 = sext i32 %N to i64
  %2303 = sext i32 %N to i64
  %2304 = sdiv i64 %2303, 512
  %2305 = sub i64 0, %2303
  %2306 = select i1 false, i64 %2305, i64 %2304
  %2307 = srem i64 %2303, 512
  %2308 = icmp ne i64 %2307, 0
  %2309 = icmp slt i64 %2303, 0
  %2310 = icmp eq i1 %2309, false
  %2311 = and i1 %2308, %2310
  %2312 = zext i1 %2311 to i64
  %2313 = add i64 %2306, %2312
  %2314 = trunc i64 %2313 to i32
  %2315 = sub i32 %2314, 1
  %2316 = sub i32 %2315, %c254
  %2317 = mul i32 %2316, 512
  %2318 = sext i32 %2317 to i64
  %2319 = sub i64 %2302, %2318
  %2320 = icmp slt i64 %2319, 0
  %2321 = sext i32 %N to i64
  %2322 = sext i32 %N to i64
  %2323 = sdiv i64 %2322, 512
  %2324 = sub i64 0, %2322
  %2325 = select i1 false, i64 %2324, i64 %2323
  %2326 = srem i64 %2322, 512
  %2327 = icmp ne i64 %2326, 0
  %2328 = icmp slt i64 %2322, 0
  %2329 = icmp eq i1 %2328, false
  %2330 = and i1 %2327, %2329
  %2331 = zext i1 %2330 to i64
  %2332 = add i64 %2325, %2331
  %2333 = trunc i64 %2332 to i32
  %2334 = sub i32 %2333, 1
  %2335 = sub i32 %2334, %c254
  %2336 = mul i32 %2335, 512
  %2337 = sext i32 %2336 to i64
  %2338 = sub i64 %2321, %2337
  %2339 = icmp sgt i64 %2338, 512
  %2340 = sext i32 %N to i64
  %2341 = sext i32 %N to i64
  %2342 = sdiv i64 %2341, 512
  %2343 = sub i64 0, %2341
  %2344 = select i1 false, i64 %2343, i64 %2342
  %2345 = srem i64 %2341, 512
  %2346 = icmp ne i64 %2345, 0
  %2347 = icmp slt i64 %2341, 0
  %2348 = icmp eq i1 %2347, false
  %2349 = and i1 %2346, %2348
  %2350 = zext i1 %2349 to i64
  %2351 = add i64 %2344, %2350
  %2352 = trunc i64 %2351 to i32
  %2353 = sub i32 %2352, 1
  %2354 = sub i32 %2353, %c254
  %2355 = mul i32 %2354, 512
  %2356 = sext i32 %2355 to i64
  %2357 = sub i64 %2340, %2356
  %2358 = select i1 %2339, i64 512, i64 %2357
  %2359 = select i1 %2320, i64 0, i64 %2358
  %2360 = select i1 %2244, i64 %2301, i64 %2359
  %2361 = trunc i64 %2360 to i32
  %2362 = icmp sgt i32 %2361, 512
  %2363 = sext i32 %N to i64
  %2364 = sext i32 %N to i64
  %2365 = sdiv i64 %2364, 512
  %2366 = sub i64 0, %2364
  %2367 = select i1 false, i64 %2366, i64 %2365
  %2368 = srem i64 %2364, 512
  %2369 = icmp ne i64 %2368, 0
  %2370 = icmp slt i64 %2364, 0
  %2371 = icmp eq i1 %2370, false
  %2372 = and i1 %2369, %2371
  %2373 = zext i1 %2372 to i64
  %2374 = add i64 %2367, %2373
  %2375 = trunc i64 %2374 to i32
  %2376 = sub i32 %2375, 1
  %2377 = sub i32 %2376, %c254
  %2378 = mul i32 %2377, 512
  %2379 = sext i32 %2378 to i64
  %2380 = sub i64 %2363, %2379
  %2381 = icmp slt i64 %2380, 0
  %2382 = sext i32 %N to i64
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
  %2395 = sub i32 %2394, 1
  %2396 = sub i32 %2395, %c254
  %2397 = mul i32 %2396, 512
  %2398 = sext i32 %2397 to i64
  %2399 = sub i64 %2382, %2398
  %2400 = icmp sgt i64 %2399, 512
  %2401 = sext i32 %N to i64
  %2402 = sext i32 %N to i64
  %2403 = sdiv i64 %2402, 512
  %2404 = sub i64 0, %2402
  %2405 = select i1 false, i64 %2404, i64 %2403
  %2406 = srem i64 %2402, 512
  %2407 = icmp ne i64 %2406, 0
  %2408 = icmp slt i64 %2402, 0
  %2409 = icmp eq i1 %2408, false
  %2410 = and i1 %2407, %2409
  %2411 = zext i1 %2410 to i64
  %2412 = add i64 %2405, %2411
  %2413 = trunc i64 %2412 to i32
  %2414 = sub i32 %2413, 1
  %2415 = sub i32 %2414, %c254
  %2416 = mul i32 %2415, 512
  %2417 = sext i32 %2416 to i64
  %2418 = sub i64 %2401, %2417
  %2419 = select i1 %2400, i64 512, i64 %2418
  %2420 = select i1 %2381, i64 0, i64 %2419
  %2421 = sext i32 %N to i64
  %2422 = sdiv i64 %2421, 512
  %2423 = sub i64 0, %2421
  %2424 = select i1 false, i64 %2423, i64 %2422
  %2425 = srem i64 %2421, 512
  %2426 = icmp ne i64 %2425, 0
  %2427 = icmp slt i64 %2421, 0
  %2428 = icmp eq i1 %2427, false
  %2429 = and i1 %2426, %2428
  %2430 = zext i1 %2429 to i64
  %2431 = add i64 %2424, %2430
  %2432 = trunc i64 %2431 to i32
  %2433 = sub i32 %2432, 1
  %2434 = sub i32 %2433, %c254
  %2435 = mul i32 %2434, 512
  %2436 = sext i32 %2435 to i64
  %2437 = sub i64 0, %2436
  %2438 = icmp slt i64 %2437, 0
  %2439 = sext i32 %N to i64
  %2440 = sdiv i64 %2439, 512
  %2441 = sub i64 0, %2439
  %2442 = select i1 false, i64 %2441, i64 %2440
  %2443 = srem i64 %2439, 512
  %2444 = icmp ne i64 %2443, 0
  %2445 = icmp slt i64 %2439, 0
  %2446 = icmp eq i1 %2445, false
  %2447 = and i1 %2444, %2446
  %2448 = zext i1 %2447 to i64
  %2449 = add i64 %2442, %2448
  %2450 = trunc i64 %2449 to i32
  %2451 = sub i32 %2450, 1
  %2452 = sub i32 %2451, %c254
  %2453 = mul i32 %2452, 512
  %2454 = sext i32 %2453 to i64
  %2455 = sub i64 0, %2454
  %2456 = icmp sgt i64 %2455, 512
  %2457 = sext i32 %N to i64
  %2458 = sdiv i64 %2457, 512
  %2459 = sub i64 0, %2457
  %2460 = select i1 false, i64 %2459, i64 %2458
  %2461 = srem i64 %2457, 512
  %2462 = icmp ne i64 %2461, 0
  %2463 = icmp slt i64 %2457, 0
  %2464 = icmp eq i1 %2463, false
  %2465 = and i1 %2462, %2464
  %2466 = zext i1 %2465 to i64
  %2467 = add i64 %2460, %2466
  %2468 = trunc i64 %2467 to i32
  %2469 = sub i32 %2468, 1
  %2470 = sub i32 %2469, %c254
  %2471 = mul i32 %2470, 512
  %2472 = sext i32 %2471 to i64
  %2473 = sub i64 0, %2472
  %2474 = select i1 %2456, i64 512, i64 %2473
  %2475 = select i1 %2438, i64 0, i64 %2474
  %2476 = trunc i64 %2475 to i32
  %2477 = sext i32 %2476 to i64
  %2478 = icmp slt i64 %2420, %2477
  %2479 = sext i32 %N to i64
  %2480 = sdiv i64 %2479, 512
  %2481 = sub i64 0, %2479
  %2482 = select i1 false, i64 %2481, i64 %2480
  %2483 = srem i64 %2479, 512
  %2484 = icmp ne i64 %2483, 0
  %2485 = icmp slt i64 %2479, 0
  %2486 = icmp eq i1 %2485, false
  %2487 = and i1 %2484, %2486
  %2488 = zext i1 %2487 to i64
  %2489 = add i64 %2482, %2488
  %2490 = trunc i64 %2489 to i32
  %2491 = sub i32 %2490, 1
  %2492 = sub i32 %2491, %c254
  %2493 = mul i32 %2492, 512
  %2494 = sext i32 %2493 to i64
  %2495 = sub i64 0, %2494
  %2496 = icmp slt i64 %2495, 0
  %2497 = sext i32 %N to i64
  %2498 = sdiv i64 %2497, 512
  %2499 = sub i64 0, %2497
  %2500 = select i1 false, i64 %2499, i64 %2498
  %2501 = srem i64 %2497, 512
  %2502 = icmp ne i64 %2501, 0
  %2503 = icmp slt i64 %2497, 0
  %2504 = icmp eq i1 %2503, false
  %2505 = and i1 %2502, %2504
  %2506 = zext i1 %2505 to i64
  %2507 = add i64 %2500, %2506
  %2508 = trunc i64 %2507 to i32
  %2509 = sub i32 %2508, 1
  %2510 = sub i32 %2509, %c254
  %2511 = mul i32 %2510, 512
  %2512 = sext i32 %2511 to i64
  %2513 = sub i64 0, %2512
  %2514 = icmp sgt i64 %2513, 512
  %2515 = sext i32 %N to i64
  %2516 = sdiv i64 %2515, 512
  %2517 = sub i64 0, %2515
  %2518 = select i1 false, i64 %2517, i64 %2516
  %2519 = srem i64 %2515, 512
  %2520 = icmp ne i64 %2519, 0
  %2521 = icmp slt i64 %2515, 0
  %2522 = icmp eq i1 %2521, false
  %2523 = and i1 %2520, %2522
  %2524 = zext i1 %2523 to i64
  %2525 = add i64 %2518, %2524
  %2526 = trunc i64 %2525 to i32
  %2527 = sub i32 %2526, 1
  %2528 = sub i32 %2527, %c254
  %2529 = mul i32 %2528, 512
  %2530 = sext i32 %2529 to i64
  %2531 = sub i64 0, %2530
  %2532 = select i1 %2514, i64 512, i64 %2531
  %2533 = select i1 %2496, i64 0, i64 %2532
  %2534 = trunc i64 %2533 to i32
  %2535 = sext i32 %2534 to i64
  %2536 = sext i32 %N to i64
  %2537 = sext i32 %N to i64
  %2538 = sdiv i64 %2537, 512
  %2539 = sub i64 0, %2537
  %2540 = select i1 false, i64 %2539, i64 %2538
  %2541 = srem i64 %2537, 512
  %2542 = icmp ne i64 %2541, 0
  %2543 = icmp slt i64 %2537, 0
  %2544 = icmp eq i1 %2543, false
  %2545 = and i1 %2542, %2544
  %2546 = zext i1 %2545 to i64
  %2547 = add i64 %2540, %2546
  %2548 = trunc i64 %2547 to i32
  %2549 = sub i32 %2548, 1
  %2550 = sub i32 %2549, %c254
  %2551 = mul i32 %2550, 512
  %2552 = sext i32 %2551 to i64
  %2553 = sub i64 %2536, %2552
  %2554 = icmp slt i64 %2553, 0
  %2555 = sext i32 %N to i64
  %2556 = sext i32 %N to i64
  %2557 = sdiv i64 %2556, 512
  %2558 = sub i64 0, %2556
  %2559 = select i1 false, i64 %2558, i64 %2557
  %2560 = srem i64 %2556, 512
  %2561 = icmp ne i64 %2560, 0
  %2562 = icmp slt i64 %2556, 0
  %2563 = icmp eq i1 %2562, false
  %2564 = and i1 %2561, %2563
  %2565 = zext i1 %2564 to i64
  %2566 = add i64 %2559, %2565
  %2567 = trunc i64 %2566 to i32
  %2568 = sub i32 %2567, 1
  %2569 = sub i32 %2568, %c254
  %2570 = mul i32 %2569, 512
  %2571 = sext i32 %2570 to i64
  %2572 = sub i64 %2555, %2571
  %2573 = icmp sgt i64 %2572, 512
  %2574 = sext i32 %N to i64
  %2575 = sext i32 %N to i64
  %2576 = sdiv i64 %2575, 512
  %2577 = sub i64 0, %2575
  %2578 = select i1 false, i64 %2577, i64 %2576
  %2579 = srem i64 %2575, 512
  %2580 = icmp ne i64 %2579, 0
  %2581 = icmp slt i64 %2575, 0
  %2582 = icmp eq i1 %2581, false
  %2583 = and i1 %2580, %2582
  %2584 = zext i1 %2583 to i64
  %2585 = add i64 %2578, %2584
  %2586 = trunc i64 %2585 to i32
  %2587 = sub i32 %2586, 1
  %2588 = sub i32 %2587, %c254
  %2589 = mul i32 %2588, 512
  %2590 = sext i32 %2589 to i64
  %2591 = sub i64 %2574, %2590
  %2592 = select i1 %2573, i64 512, i64 %2591
  %2593 = select i1 %2554, i64 0, i64 %2592
  %2594 = select i1 %2478, i64 %2535, i64 %2593
  %2595 = trunc i64 %2594 to i32
  %2596 = select i1 %2362, i32 512, i32 %2595
  %tl_pad_from21 = select i1 %2128, i32 0, i32 %2596
  %tl_pad_n23 = sub i32 512, %tl_pad_from21
  br label %for.cond300

for.cond289:                                      ; preds = %for.body290, %if.then286
  %i7292 = phi i32 [ 0, %if.then286 ], [ %2605, %for.body290 ]
  %2597 = icmp slt i32 %i7292, 512
  br i1 %2597, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %2598 = mul i32 %t, 512
  %2599 = add i32 %2598, %i7292
  %2600 = sext i32 %2599 to i64
  %2601 = getelementptr inbounds float, ptr %W, i64 %2600
  %2602 = load float, ptr %2601, align 4
  %2603 = sext i32 %i7292 to i64
  %2604 = getelementptr inbounds float, ptr %W_f, i64 %2603
  store float %2602, ptr %2604, align 4
  %2605 = add nsw i32 %i7292, 1
  br label %for.cond289, !llvm.loop !69

for.end291:                                       ; preds = %for.cond289
  br label %if.end288

for.cond293:                                      ; preds = %for.body294, %if.else287
  %i7296 = phi i32 [ 0, %if.else287 ], [ %2609, %for.body294 ]
  %2606 = icmp slt i32 %i7296, %tl_lo16
  br i1 %2606, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %2607 = sext i32 %i7296 to i64
  %2608 = getelementptr inbounds float, ptr %W_f, i64 %2607
  store float 0.000000e+00, ptr %2608, align 4
  %2609 = add nsw i32 %i7296, 1
  br label %for.cond293, !llvm.loop !70

for.end295:                                       ; preds = %for.cond293
  %2610 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond297

for.cond297:                                      ; preds = %for.body298, %for.end295
  %i71 = phi i32 [ 0, %for.end295 ], [ %2621, %for.body298 ]
  %2611 = icmp slt i32 %i71, %2610
  br i1 %2611, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %2612 = mul i32 %t, 512
  %2613 = add i32 %tl_lo16, %i71
  %2614 = add i32 %2612, %2613
  %2615 = sext i32 %2614 to i64
  %2616 = getelementptr inbounds float, ptr %W, i64 %2615
  %2617 = load float, ptr %2616, align 4
  %2618 = add i32 %tl_lo16, %i71
  %2619 = sext i32 %2618 to i64
  %2620 = getelementptr inbounds float, ptr %W_f, i64 %2619
  store float %2617, ptr %2620, align 4
  %2621 = add nsw i32 %i71, 1
  br label %for.cond297, !llvm.loop !71

for.end299:                                       ; preds = %for.cond297
  br label %if.end288

for.cond300:                                      ; preds = %for.body301, %if.end288
  %tl_pad_k24 = phi i32 [ 0, %if.end288 ], [ %2626, %for.body301 ]
  %2622 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %2622, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %2623 = add i32 %tl_pad_from21, %tl_pad_k24
  %2624 = sext i32 %2623 to i64
  %2625 = getelementptr inbounds float, ptr %W_f, i64 %2624
  store float 0.000000e+00, ptr %2625, align 4
  %2626 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond300, !llvm.loop !72

for.end302:                                       ; preds = %for.cond300
  br label %for.cond303

for.cond303:                                      ; preds = %for.end313, %for.end302
  %i306 = phi i32 [ 0, %for.end302 ], [ %3381, %for.end313 ]
  %2627 = icmp slt i32 %i306, 4
  br i1 %2627, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %2628 = sext i32 %N to i64
  %2629 = sext i32 %N to i64
  %2630 = sdiv i64 %2629, 512
  %2631 = sub i64 0, %2629
  %2632 = select i1 false, i64 %2631, i64 %2630
  %2633 = srem i64 %2629, 512
  %2634 = icmp ne i64 %2633, 0
  %2635 = icmp slt i64 %2629, 0
  %2636 = icmp eq i1 %2635, false
  %2637 = and i1 %2634, %2636
  %2638 = zext i1 %2637 to i64
  %2639 = add i64 %2632, %2638
  %2640 = trunc i64 %2639 to i32
  %2641 = sub i32 %2640, 1
  %2642 = sub i32 %2641, %c254
  %2643 = mul i32 %2642, 512
  %2644 = sext i32 %2643 to i64
  %2645 = sub i64 %2628, %2644
  %2646 = icmp slt i64 %2645, 0
  %2647 = sext i32 %N to i64
  %2648 = sext i32 %N to i64
  %2649 = sdiv i64 %2648, 512
  %2650 = sub i64 0, %2648
  %2651 = select i1 false, i64 %2650, i64 %2649
  %2652 = srem i64 %2648, 512
  %2653 = icmp ne i64 %2652, 0
  %2654 = icmp slt i64 %2648, 0
  %2655 = icmp eq i1 %2654, false
  %2656 = and i1 %2653, %2655
  %2657 = zext i1 %2656 to i64
  %2658 = add i64 %2651, %2657
  %2659 = trunc i64 %2658 to i32
  %2660 = sub i32 %2659, 1
  %2661 = sub i32 %2660, %c254
  %2662 = mul i32 %2661, 512
  %2663 = sext i32 %2662 to i64
  %2664 = sub i64 %2647, %2663
  %2665 = icmp sgt i64 %2664, 512
  %2666 = sext i32 %N to i64
  %2667 = sext i32 %N to i64
  %2668 = sdiv i64 %2667, 512
  %2669 = sub i64 0, %2667
  %2670 = select i1 false, i64 %2669, i64 %2668
  %2671 = srem i64 %2667, 512
  %2672 = icmp ne i64 %2671, 0
  %2673 = icmp slt i64 %2667, 0
  %2674 = icmp eq i1 %2673, false
  %2675 = and i1 %2672, %2674
  %2676 = zext i1 %2675 to i64
  %2677 = add i64 %2670, %2676
  %2678 = trunc i64 %2677 to i32
  %2679 = sub i32 %2678, 1
  %2680 = sub i32 %2679, %c254
  %2681 = mul i32 %2680, 512
  %2682 = sext i32 %2681 to i64
  %2683 = sub i64 %2666, %2682
  %2684 = select i1 %2665, i64 512, i64 %2683
  %2685 = select i1 %2646, i64 0, i64 %2684
  %2686 = sext i32 %N to i64
  %2687 = sdiv i64 %2686, 512
  %2688 = sub i64 0, %2686
  %2689 = select i1 false, i64 %2688, i64 %2687
  %2690 = srem i64 %2686, 512
  %2691 = icmp ne i64 %2690, 0
  %2692 = icmp slt i64 %2686, 0
  %2693 = icmp eq i1 %2692, false
  %2694 = and i1 %2691, %2693
  %2695 = zext i1 %2694 to i64
  %2696 = add i64 %2689, %2695
  %2697 = trunc i64 %2696 to i32
  %2698 = sub i32 %2697, 1
  %2699 = sub i32 %2698, %c254
  %2700 = mul i32 %2699, 512
  %2701 = sext i32 %2700 to i64
  %2702 = sub i64 0, %2701
  %2703 = icmp slt i64 %2702, 0
  %2704 = sext i32 %N to i64
  %2705 = sdiv i64 %2704, 512
  %2706 = sub i64 0, %2704
  %2707 = select i1 false, i64 %2706, i64 %2705
  %2708 = srem i64 %2704, 512
  %2709 = icmp ne i64 %2708, 0
  %2710 = icmp slt i64 %2704, 0
  %2711 = icmp eq i1 %2710, false
  %2712 = and i1 %2709, %2711
  %2713 = zext i1 %2712 to i64
  %2714 = add i64 %2707, %2713
  %2715 = trunc i64 %2714 to i32
  %2716 = sub i32 %2715, 1
  %2717 = sub i32 %2716, %c254
  %2718 = mul i32 %2717, 512
  %2719 = sext i32 %2718 to i64
  %2720 = sub i64 0, %2719
  %2721 = icmp sgt i64 %2720, 512
  %2722 = sext i32 %N to i64
  %2723 = sdiv i64 %2722, 512
  %2724 = sub i64 0, %2722
  %2725 = select i1 false, i64 %2724, i64 %2723
  %2726 = srem i64 %2722, 512
  %2727 = icmp ne i64 %2726, 0
  %2728 = icmp slt i64 %2722, 0
  %2729 = icmp eq i1 %2728, false
  %2730 = and i1 %2727, %2729
  %2731 = zext i1 %2730 to i64
  %2732 = add i64 %2725, %2731
  %2733 = trunc i64 %2732 to i32
  %2734 = sub i32 %2733, 1
  %2735 = sub i32 %2734, %c254
  %2736 = mul i32 %2735, 512
  %2737 = sext i32 %2736 to i64
  %2738 = sub i64 0, %2737
  %2739 = select i1 %2721, i64 512, i64 %2738
  %2740 = select i1 %2703, i64 0, i64 %2739
  %2741 = trunc i64 %2740 to i32
  %2742 = sext i32 %2741 to i64
  %2743 = icmp slt i64 %2685, %2742
  %2744 = sext i32 %N to i64
  %2745 = sdiv i64 %2744, 512
  %2746 = sub i64 0, %2744
  %2747 = select i1 false, i64 %2746, i64 %2745
  %2748 = srem i64 %2744, 512
  %2749 = icmp ne i64 %2748, 0
  %2750 = icmp slt i64 %2744, 0
  %2751 = icmp eq i1 %2750, false
  %2752 = and i1 %2749, %2751
  %2753 = zext i1 %2752 to i64
  %2754 = add i64 %2747, %2753
  %2755 = trunc i64 %2754 to i32
  %2756 = sub i32 %2755, 1
  %2757 = sub i32 %2756, %c254
  %2758 = mul i32 %2757, 512
  %2759 = sext i32 %2758 to i64
  %2760 = sub i64 0, %2759
  %2761 = icmp slt i64 %2760, 0
  %2762 = sext i32 %N to i64
  %2763 = sdiv i64 %2762, 512
  %2764 = sub i64 0, %2762
  %2765 = select i1 false, i64 %2764, i64 %2763
  %2766 = srem i64 %2762, 512
  %2767 = icmp ne i64 %2766, 0
  %2768 = icmp slt i64 %2762, 0
  %2769 = icmp eq i1 %2768, false
  %2770 = and i1 %2767, %2769
  %2771 = zext i1 %2770 to i64
  %2772 = add i64 %2765, %2771
  %2773 = trunc i64 %2772 to i32
  %2774 = sub i32 %2773, 1
  %2775 = sub i32 %2774, %c254
  %2776 = mul i32 %2775, 512
  %2777 = sext i32 %2776 to i64
  %2778 = sub i64 0, %2777
  %2779 = icmp sgt i64 %2778, 512
  %2780 = sext i32 %N to i64
  %2781 = sdiv i64 %2780, 512
  %2782 = sub i64 0, %2780
  %2783 = select i1 false, i64 %2782, i64 %2781
  %2784 = srem i64 %2780, 512
  %2785 = icmp ne i64 %2784, 0
  %2786 = icmp slt i64 %2780, 0
  %2787 = icmp eq i1 %2786, false
  %2788 = and i1 %2785, %2787
  %2789 = zext i1 %2788 to i64
  %2790 = add i64 %2783, %2789
  %2791 = trunc i64 %2790 to i32
  %2792 = sub i32 %2791, 1
  %2793 = sub i32 %2792, %c254
  %2794 = mul i32 %2793, 512
  %2795 = sext i32 %2794 to i64
  %2796 = sub i64 0, %2795
  %2797 = select i1 %2779, i64 512, i64 %2796
  %2798 = select i1 %2761, i64 0, i64 %2797
  %2799 = trunc i64 %2798 to i32
  %2800 = sext i32 %2799 to i64
  %2801 = sext i32 %N to i64
  %2802 = sext i32 %N to i64
  %2803 = sdiv i64 %2802, 512
  %2804 = sub i64 0, %2802
  %2805 = select i1 false, i64 %2804, i64 %2803
  %2806 = srem i64 %2802, 512
  %2807 = icmp ne i64 %2806, 0
  %2808 = icmp slt i64 %2802, 0
  %2809 = icmp eq i1 %2808, false
  %2810 = and i1 %2807, %2809
  %2811 = zext i1 %2810 to i64
  %2812 = add i64 %2805, %2811
  %2813 = trunc i64 %2812 to i32
  %2814 = sub i32 %2813, 1
  %2815 = sub i32 %2814, %c254
  %2816 = mul i32 %2815, 512
  %2817 = sext i32 %2816 to i64
  %2818 = sub i64 %2801, %2817
  %2819 = icmp slt i64 %2818, 0
  %2820 = sext i32 %N to i64
  %2821 = sext i32 %N to i64
  %2822 = sdiv i64 %2821, 512
  %2823 = sub i64 0, %2821
  %2824 = select i1 false, i64 %2823, i64 %2822
  %2825 = srem i64 %2821, 512
  %2826 = icmp ne i64 %2825, 0
  %2827 = icmp slt i64 %2821, 0
  %2828 = icmp eq i1 %2827, false
  %2829 = and i1 %2826, %2828
  %2830 = zext i1 %2829 to i64
  %2831 = add i64 %2824, %2830
  %2832 = trunc i64 %2831 to i32
  %2833 = sub i32 %2832, 1
  %2834 = sub i32 %2833, %c254
  %2835 = mul i32 %2834, 512
  %2836 = sext i32 %2835 to i64
  %2837 = sub i64 %2820, %2836
  %2838 = icmp sgt i64 %2837, 512
  %2839 = sext i32 %N to i64
  %2840 = sext i32 %N to i64
  %2841 = sdiv i64 %2840, 512
  %2842 = sub i64 0, %2840
  %2843 = select i1 false, i64 %2842, i64 %2841
  %2844 = srem i64 %2840, 512
  %2845 = icmp ne i64 %2844, 0
  %2846 = icmp slt i64 %2840, 0
  %2847 = icmp eq i1 %2846, false
  %2848 = and i1 %2845, %2847
  %2849 = zext i1 %2848 to i64
  %2850 = add i64 %2843, %2849
  %2851 = trunc i64 %2850 to i32
  %2852 = sub i32 %2851, 1
  %2853 = sub i32 %2852, %c254
  %2854 = mul i32 %2853, 512
  %2855 = sext i32 %2854 to i64
  %2856 = sub i64 %2839, %2855
  %2857 = select i1 %2838, i64 512, i64 %2856
  %2858 = select i1 %2819, i64 0, i64 %2857
  %2859 = select i1 %2743, i64 %2800, i64 %2858
  %2860 = trunc i64 %2859 to i32
  %2861 = icmp slt i32 %2860, 0
  %2862 = sext i32 %N to i64
  %2863 = sext i32 %N to i64
  %2864 = sdiv i64 %2863, 512
  %2865 = sub i64 0, %2863
  %2866 = select i1 false, i64 %2865, i64 %2864
  %2867 = srem i64 %2863, 512
  %2868 = icmp ne i64 %2867, 0
  %2869 = icmp slt i64 %2863, 0
  %2870 = icmp eq i1 %2869, false
  %2871 = and i1 %2868, %2870
  %2872 = zext i1 %2871 to i64
  %2873 = add i64 %2866, %2872
  %2874 = trunc i64 %2873 to i32
  %2875 = sub i32 %2874, 1
  %2876 = sub i32 %2875, %c254
  %2877 = mul i32 %2876, 512
  %2878 = sext i32 %2877 to i64
  %2879 = sub i64 %2862, %2878
  %2880 = icmp slt i64 %2879, 0
  %2881 = sext i32 %N to i64
  %2882 = sext i32 %N to i64
  %2883 = sdiv i64 %2882, 512
  %2884 = sub i64 0, %2882
  %2885 = select i1 false, i64 %2884, i64 %2883
  %2886 = srem i64 %2882, 512
  %2887 = icmp ne i64 %2886, 0
  %2888 = icmp slt i64 %2882, 0
  %2889 = icmp eq i1 %2888, false
  %2890 = and i1 %2887, %2889
  %2891 = zext i1 %2890 to i64
  %2892 = add i64 %2885, %2891
  %2893 = trunc i64 %2892 to i32
  %2894 = sub i32 %2893, 1
  %2895 = sub i32 %2894, %c254
  %2896 = mul i32 %2895, 512
  %2897 = sext i32 %2896 to i64
  %2898 = sub i64 %2881, %2897
  %2899 = icmp sgt i64 %2898, 512
  %2900 = sext i32 %N to i64
  %2901 = sext i32 %N to i64
  %2902 = sdiv i64 %2901, 512
  %2903 = sub i64 0, %2901
  %2904 = select i1 false, i64 %2903, i64 %2902
  %2905 = srem i64 %2901, 512
  %2906 = icmp ne i64 %2905, 0
  %2907 = icmp slt i64 %2901, 0
  %2908 = icmp eq i1 %2907, false
  %2909 = and i1 %2906, %2908
  %2910 = zext i1 %2909 to i64
  %2911 = add i64 %2904, %2910
  %2912 = trunc i64 %2911 to i32
  %2913 = sub i32 %2912, 1
  %2914 = sub i32 %2913, %c254
  %2915 = mul i32 %2914, 512
  %2916 = sext i32 %2915 to i64
  %2917 = sub i64 %2900, %2916
  %2918 = select i1 %2899, i64 512, i64 %2917
  %2919 = select i1 %2880, i64 0, i64 %2918
  %2920 = sext i32 %N to i64
  %2921 = sdiv i64 %2920, 512
  %2922 = sub i64 0, %2920
  %2923 = select i1 false, i64 %2922, i64 %2921
  %2924 = srem i64 %2920, 512
  %2925 = icmp ne i64 %2924, 0
  %2926 = icmp slt i64 %2920, 0
  %2927 = icmp eq i1 %2926, false
  %2928 = and i1 %2925, %2927
  %2929 = zext i1 %2928 to i64
  %2930 = add i64 %2923, %2929
  %2931 = trunc i64 %2930 to i32
  %2932 = sub i32 %2931, 1
  %2933 = sub i32 %2932, %c254
  %2934 = mul i32 %2933, 512
  %2935 = sext i32 %2934 to i64
  %2936 = sub i64 0, %2935
  %2937 = icmp slt i64 %2936, 0
  %2938 = sext i32 %N to i64
  %2939 = sdiv i64 %2938, 512
  %2940 = sub i64 0, %2938
  %2941 = select i1 false, i64 %2940, i64 %2939
  %2942 = srem i64 %2938, 512
  %2943 = icmp ne i64 %2942, 0
  %2944 = icmp slt i64 %2938, 0
  %2945 = icmp eq i1 %2944, false
  %2946 = and i1 %2943, %2945
  %2947 = zext i1 %2946 to i64
  %2948 = add i64 %2941, %2947
  %2949 = trunc i64 %2948 to i32
  %2950 = sub i32 %2949, 1
  %2951 = sub i32 %2950, %c254
  %2952 = mul i32 %2951, 512
  %2953 = sext i32 %2952 to i64
  %2954 = sub i64 0, %2953
  %2955 = icmp sgt i64 %2954, 512
  %2956 = sext i32 %N to i64
  %2957 = sdiv i64 %2956, 512
  %2958 = sub i64 0, %2956
  %2959 = select i1 false, i64 %2958, i64 %2957
  %2960 = srem i64 %2956, 512
  %2961 = icmp ne i64 %2960, 0
  %2962 = icmp slt i64 %2956, 0
  %2963 = icmp eq i1 %2962, false
  %2964 = and i1 %2961, %2963
  %2965 = zext i1 %2964 to i64
  %2966 = add i64 %2959, %2965
  %2967 = trunc i64 %2966 to i32
  %2968 = sub i32 %2967, 1
  %2969 = sub i32 %2968, %c254
  %2970 = mul i32 %2969, 512
  %2971 = sext i32 %2970 to i64
  %2972 = sub i64 0, %2971
  %2973 = select i1 %2955, i64 512, i64 %2972
  %2974 = select i1 %2937, i64 0, i64 %2973
  %2975 = trunc i64 %2974 to i32
  %2976 = sext i32 %2975 to i64
  %2977 = icmp slt i64 %2919, %2976
  %2978 = sext i32 %N to i64
  %2979 = sdiv i64 %2978, 512
  %2980 = sub i64 0, %2978
  %2981 = select i1 false, i64 %2980, i64 %2979
  %2982 = srem i64 %2978, 512
  %2983 = icmp ne i64 %2982, 0
  %2984 = icmp slt i64 %2978, 0
  %2985 = icmp eq i1 %2984, false
  %2986 = and i1 %2983, %2985
  %2987 = zext i1 %2986 to i64
  %2988 = add i64 %2981, %2987
  %2989 = trunc i64 %2988 to i32
  %2990 = sub i32 %2989, 1
  %2991 = sub i32 %2990, %c254
  %2992 = mul i32 %2991, 512
  %2993 = sext i32 %2992 to i64
  %2994 = sub i64 0, %2993
  %2995 = icmp slt i64 %2994, 0
  %2996 = sext i32 %N to i64
  %2997 = sdiv i64 %2996, 512
  %2998 = sub i64 0, %2996
  %2999 = select i1 false, i64 %2998, i64 %2997
  %3000 = srem i64 %2996, 512
  %3001 = icmp ne i64 %3000, 0
  %3002 = icmp slt i64 %2996, 0
  %3003 = icmp eq i1 %3002, false
  %3004 = and i1 %3001, %3003
  %3005 = zext i1 %3004 to i64
  %3006 = add i64 %2999, %3005
  %3007 = trunc i64 %3006 to i32
  %3008 = sub i32 %3007, 1
  %3009 = sub i32 %3008, %c254
  %3010 = mul i32 %3009, 512
  %3011 = sext i32 %3010 to i64
  %3012 = sub i64 0, %3011
  %3013 = icmp sgt i64 %3012, 512
  %3014 = sext i32 %N to i64
  %3015 = sdiv i64 %3014, 512
  %3016 = sub i64 0, %3014
  %3017 = select i1 false, i64 %3016, i64 %3015
  %3018 = srem i64 %3014, 512
  %3019 = icmp ne i64 %3018, 0
  %3020 = icmp slt i64 %3014, 0
  %3021 = icmp eq i1 %3020, false
  %3022 = and i1 %3019, %3021
  %3023 = zext i1 %3022 to i64
  %3024 = add i64 %3017, %3023
  %3025 = trunc i64 %3024 to i32
  %3026 = sub i32 %3025, 1
  %3027 = sub i32 %3026, %c254
  %3028 = mul i32 %3027, 512
  %3029 = sext i32 %3028 to i64
  %3030 = sub i64 0, %3029
  %3031 = select i1 %3013, i64 512, i64 %3030
  %3032 = select i1 %2995, i64 0, i64 %3031
  %3033 = trunc i64 %3032 to i32
  %3034 = sext i32 %3033 to i64
  %3035 = sext i32 %N to i64
  %3036 = sext i32 %N to i64
  %3037 = sdiv i64 %3036, 512
  %3038 = sub i64 0, %3036
  %3039 = select i1 false, i64 %3038, i64 %3037
  %3040 = srem i64 %3036, 512
  %3041 = icmp ne i64 %3040, 0
  %3042 = icmp slt i64 %3036, 0
  %3043 = icmp eq i1 %3042, false
  %3044 = and i1 %3041, %3043
  %3045 = zext i1 %3044 to i64
  %3046 = add i64 %3039, %3045
  %3047 = trunc i64 %3046 to i32
  %3048 = sub i32 %3047, 1
  %3049 = sub i32 %3048, %c254
  %3050 = mul i32 %3049, 512
  %3051 = sext i32 %3050 to i64
  %3052 = sub i64 %3035, %3051
  %3053 = icmp slt i64 %3052, 0
  %3054 = sext i32 %N to i64
  %3055 = sext i32 %N to i64
  %3056 = sdiv i64 %3055, 512
  %3057 = sub i64 0, %3055
  %3058 = select i1 false, i64 %3057, i64 %3056
  %3059 = srem i64 %3055, 512
  %3060 = icmp ne i64 %3059, 0
  %3061 = icmp slt i64 %3055, 0
  %3062 = icmp eq i1 %3061, false
  %3063 = and i1 %3060, %3062
  %3064 = zext i1 %3063 to i64
  %3065 = add i64 %3058, %3064
  %3066 = trunc i64 %3065 to i32
  %3067 = sub i32 %3066, 1
  %3068 = sub i32 %3067, %c254
  %3069 = mul i32 %3068, 512
  %3070 = sext i32 %3069 to i64
  %3071 = sub i64 %3054, %3070
  %3072 = icmp sgt i64 %3071, 512
  %3073 = sext i32 %N to i64
  %3074 = sext i32 %N to i64
  %3075 = sdiv i64 %3074, 512
  %3076 = sub i64 0, %3074
  %3077 = select i1 false, i64 %3076, i64 %3075
  %3078 = srem i64 %3074, 512
  %3079 = icmp ne i64 %3078, 0
  %3080 = icmp slt i64 %3074, 0
  %3081 = icmp eq i1 %3080, false
  %3082 = and i1 %3079, %3081
  %3083 = zext i1 %3082 to i64
  %3084 = add i64 %3077, %3083
  %3085 = trunc i64 %3084 to i32
  %3086 = sub i32 %3085, 1
  %3087 = sub i32 %3086, %c254
  %3088 = mul i32 %3087, 512
  %3089 = sext i32 %3088 to i64
  %3090 = sub i64 %3073, %3089
  %3091 = select i1 %3072, i64 512, i64 %3090
  %3092 = select i1 %3053, i64 0, i64 %3091
  %3093 = select i1 %2977, i64 %3034, i64 %3092
  %3094 = trunc i64 %3093 to i32
  %3095 = icmp sgt i32 %3094, 512
  %3096 = sext i32 %N to i64
  %3097 = sext i32 %N to i64
  %3098 = sdiv i64 %3097, 512
  %3099 = sub i64 0, %3097
  %3100 = select i1 false, i64 %3099, i64 %3098
  %3101 = srem i64 %3097, 512
  %3102 = icmp ne i64 %3101, 0
  %3103 = icmp slt i64 %3097, 0
  %3104 = icmp eq i1 %3103, false
  %3105 = and i1 %3102, %3104
  %3106 = zext i1 %3105 to i64
  %3107 = add i64 %3100, %3106
  %3108 = trunc i64 %3107 to i32
  %3109 = sub i32 %3108, 1
  %3110 = sub i32 %3109, %c254
  %3111 = mul i32 %3110, 512
  %3112 = sext i32 %3111 to i64
  %3113 = sub i64 %3096, %3112
  %3114 = icmp slt i64 %3113, 0
  %3115 = sext i32 %N to i64
  %3116 = sext i32 %N to i64
  %3117 = sdiv i64 %3116, 512
  %3118 = sub i64 0, %3116
  %3119 = select i1 false, i64 %3118, i64 %3117
  %3120 = srem i64 %3116, 512
  %3121 = icmp ne i64 %3120, 0
  %3122 = icmp slt i64 %3116, 0
  %3123 = icmp eq i1 %3122, false
  %3124 = and i1 %3121, %3123
  %3125 = zext i1 %3124 to i64
  %3126 = add i64 %3119, %3125
  %3127 = trunc i64 %3126 to i32
  %3128 = sub i32 %3127, 1
  %3129 = sub i32 %3128, %c254
  %3130 = mul i32 %3129, 512
  %3131 = sext i32 %3130 to i64
  %3132 = sub i64 %3115, %3131
  %3133 = icmp sgt i64 %3132, 512
  %3134 = sext i32 %N to i64
  %3135 = sext i32 %N to i64
  %3136 = sdiv i64 %3135, 512
  %3137 = sub i64 0, %3135
  %3138 = select i1 false, i64 %3137, i64 %3136
  %3139 = srem i64 %3135, 512
  %3140 = icmp ne i64 %3139, 0
  %3141 = icmp slt i64 %3135, 0
  %3142 = icmp eq i1 %3141, false
  %3143 = and i1 %3140, %3142
  %3144 = zext i1 %3143 to i64
  %3145 = add i64 %3138, %3144
  %3146 = trunc i64 %3145 to i32
  %3147 = sub i32 %3146, 1
  %3148 = sub i32 %3147, %c254
  %3149 = mul i32 %3148, 512
  %3150 = sext i32 %3149 to i64
  %3151 = sub i64 %3134, %3150
  %3152 = select i1 %3133, i64 512, i64 %3151
  %3153 = select i1 %3114, i64 0, i64 %3152
  %3154 = sext i32 %N to i64
  %3155 = sdiv i64 %3154, 512
  %3156 = sub i64 0, %3154
  %3157 = select i1 false, i64 %3156, i64 %3155
  %3158 = srem i64 %3154, 512
  %3159 = icmp ne i64 %3158, 0
  %3160 = icmp slt i64 %3154, 0
  %3161 = icmp eq i1 %3160, false
  %3162 = and i1 %3159, %3161
  %3163 = zext i1 %3162 to i64
  %3164 = add i64 %3157, %3163
  %3165 = trunc i64 %3164 to i32
  %3166 = sub i32 %3165, 1
  %3167 = sub i32 %3166, %c254
  %3168 = mul i32 %3167, 512
  %3169 = sext i32 %3168 to i64
  %3170 = sub i64 0, %3169
  %3171 = icmp slt i64 %3170, 0
  %3172 = sext i32 %N to i64
  %3173 = sdiv i64 %3172, 512
  %3174 = sub i64 0, %3172
  %3175 = select i1 false, i64 %3174, i64 %3173
  %3176 = srem i64 %3172, 512
  %3177 = icmp ne i64 %3176, 0
  %3178 = icmp slt i64 %3172, 0
  %3179 = icmp eq i1 %3178, false
  %3180 = and i1 %3177, %3179
  %3181 = zext i1 %3180 to i64
  %3182 = add i64 %3175, %3181
  %3183 = trunc i64 %3182 to i32
  %3184 = sub i32 %3183, 1
  %3185 = sub i32 %3184, %c254
  %3186 = mul i32 %3185, 512
  %3187 = sext i32 %3186 to i64
  %3188 = sub i64 0, %3187
  %3189 = icmp sgt i64 %3188, 512
  %3190 = sext i32 %N to i64
  %3191 = sdiv i64 %3190, 512
  %3192 = sub i64 0, %3190
  %3193 = select i1 false, i64 %3192, i64 %3191
  %3194 = srem i64 %3190, 512
  %3195 = icmp ne i64 %3194, 0
  %3196 = icmp slt i64 %3190, 0
  %3197 = icmp eq i1 %3196, false
  %3198 = and i1 %3195, %3197
  %3199 = zext i1 %3198 to i64
  %3200 = add i64 %3193, %3199
  %3201 = trunc i64 %3200 to i32
  %3202 = sub i32 %3201, 1
  %3203 = sub i32 %3202, %c254
  %3204 = mul i32 %3203, 512
  %3205 = sext i32 %3204 to i64
  %3206 = sub i64 0, %3205
  %3207 = select i1 %3189, i64 512, i64 %3206
  %3208 = select i1 %3171, i64 0, i64 %3207
  %3209 = trunc i64 %3208 to i32
  %3210 = sext i32 %3209 to i64
  %3211 = icmp slt i64 %3153, %3210
  %3212 = sext i32 %N to i64
  %3213 = sdiv i64 %3212, 512
  %3214 = sub i64 0, %3212
  %3215 = select i1 false, i64 %3214, i64 %3213
  %3216 = srem i64 %3212, 512
  %3217 = icmp ne i64 %3216, 0
  %3218 = icmp slt i64 %3212, 0
  %3219 = icmp eq i1 %3218, false
  %3220 = and i1 %3217, %3219
  %3221 = zext i1 %3220 to i64
  %3222 = add i64 %3215, %3221
  %3223 = trunc i64 %3222 to i32
  %3224 = sub i32 %3223, 1
  %3225 = sub i32 %3224, %c254
  %3226 = mul i32 %3225, 512
  %3227 = sext i32 %3226 to i64
  %3228 = sub i64 0, %3227
  %3229 = icmp slt i64 %3228, 0
  %3230 = sext i32 %N to i64
  %3231 = sdiv i64 %3230, 512
  %3232 = sub i64 0, %3230
  %3233 = select i1 false, i64 %3232, i64 %3231
  %3234 = srem i64 %3230, 512
  %3235 = icmp ne i64 %3234, 0
  %3236 = icmp slt i64 %3230, 0
  %3237 = icmp eq i1 %3236, false
  %3238 = and i1 %3235, %3237
  %3239 = zext i1 %3238 to i64
  %3240 = add i64 %3233, %3239
  %3241 = trunc i64 %3240 to i32
  %3242 = sub i32 %3241, 1
  %3243 = sub i32 %3242, %c254
  %3244 = mul i32 %3243, 512
  %3245 = sext i32 %3244 to i64
  %3246 = sub i64 0, %3245
  %3247 = icmp sgt i64 %3246, 512
  %3248 = sext i32 %N to i64
  %3249 = sdiv i64 %3248, 512
  %3250 = sub i64 0, %3248
  %3251 = select i1 false, i64 %3250, i64 %3249
  %3252 = srem i64 %3248, 512
  %3253 = icmp ne i64 %3252, 0
  %3254 = icmp slt i64 %3248, 0
  %3255 = icmp eq i1 %3254, false
  %3256 = and i1 %3253, %3255
  %3257 = zext i1 %3256 to i64
  %3258 = add i64 %3251, %3257
  %3259 = trunc i64 %3258 to i32
  %3260 = sub i32 %3259, 1
  %3261 = sub i32 %3260, %c254
  %3262 = mul i32 %3261, 512
  %3263 = sext i32 %3262 to i64
  %3264 = sub i64 0, %3263
  %3265 = select i1 %3247, i64 512, i64 %3264
  %3266 = select i1 %3229, i64 0, i64 %3265
  %3267 = trunc i64 %3266 to i32
  %3268 = sext i32 %3267 to i64
  %3269 = sext i32 %N to i64
  %3270 = sext i32 %N to i64
  %3271 = sdiv i64 %3270, 512
  %3272 = sub i64 0, %3270
  %3273 = select i1 false, i64 %3272, i64 %3271
  %3274 = srem i64 %3270, 512
  %3275 = icmp ne i64 %3274, 0
  %3276 = icmp slt i64 %3270, 0
  %3277 = icmp eq i1 %3276, false
  %3278 = and i1 %3275, %3277
  %3279 = zext i1 %3278 to i64
  %3280 = add i64 %3273, %3279
  %3281 = trunc i64 %3280 to i32
  %3282 = sub i32 %3281, 1
  %3283 = sub i32 %3282, %c254
  %3284 = mul i32 %3283, 512
  %3285 = sext i32 %3284 to i64
  %3286 = sub i64 %3269, %3285
  %3287 = icmp slt i64 %3286, 0
  %3288 = sext i32 %N to i64
  %3289 = sext i32 %N to i64
  %3290 = sdiv i64 %3289, 512
  %3291 = sub i64 0, %3289
  %3292 = select i1 false, i64 %3291, i64 %3290
  %3293 = srem i64 %3289, 512
  %3294 = icmp ne i64 %3293, 0
  %3295 = icmp slt i64 %3289, 0
  %3296 = icmp eq i1 %3295, false
  %3297 = and i1 %3294, %3296
  %3298 = zext i1 %3297 to i64
  %3299 = add i64 %3292, %3298
  %3300 = trunc i64 %3299 to i32
  %3301 = sub i32 %3300, 1
  %3302 = sub i32 %3301, %c254
  %3303 = mul i32 %3302, 512
  %3304 = sext i32 %3303 to i64
  %3305 = sub i64 %3288, %3304
  %3306 = icmp sgt i64 %3305, 512
  %3307 = sext i32 %N to i64
  %3308 = sext i32 %N to i64
  %3309 = sdiv i64 %3308, 512
  %3310 = sub i64 0, %3308
  %3311 = select i1 false, i64 %3310, i64 %3309
  %3312 = srem i64 %3308, 512
  %3313 = icmp ne i64 %3312, 0
  %3314 = icmp slt i64 %3308, 0
  %3315 = icmp eq i1 %3314, false
  %3316 = and i1 %3313, %3315
  %3317 = zext i1 %3316 to i64
  %3318 = add i64 %3311, %3317
  %3319 = trunc i64 %3318 to i32
  %3320 = sub i32 %3319, 1
  %3321 = sub i32 %3320, %c254
  %3322 = mul i32 %3321, 512
  %3323 = sext i32 %3322 to i64
  %3324 = sub i64 %3307, %3323
  %3325 = select i1 %3306, i64 512, i64 %3324
  %3326 = select i1 %3287, i64 0, i64 %3325
  %3327 = select i1 %3211, i64 %3268, i64 %3326
  %3328 = trunc i64 %3327 to i32
  %3329 = select i1 %3095, i32 512, i32 %3328
  %tl_cols25 = select i1 %2861, i32 0, i32 %3329
  br label %for.cond307

for.end305:                                       ; preds = %for.cond303
  %3330 = mul i32 %bx, 4
  %3331 = icmp sle i32 0, %3330
  %3332 = mul i32 %bx, 4
  %3333 = sext i32 %3332 to i64
  %3334 = add i64 %3333, 4
  %3335 = sext i32 %M to i64
  %3336 = icmp sle i64 %3334, %3335
  %3337 = and i1 %3331, %3336
  %3338 = mul i32 %t, 512
  %3339 = icmp sle i32 0, %3338
  %3340 = mul i32 %t, 512
  %3341 = sext i32 %3340 to i64
  %3342 = add i64 %3341, 512
  %3343 = sext i32 %N to i64
  %3344 = icmp sle i64 %3342, %3343
  %3345 = and i1 %3339, %3344
  %3346 = and i1 %3337, %3345
  br i1 %3346, label %if.then314, label %if.else315

for.cond307:                                      ; preds = %for.body308, %for.body304
  %j310 = phi i32 [ 0, %for.body304 ], [ %3367, %for.body308 ]
  %3347 = icmp slt i32 %j310, %tl_cols25
  br i1 %3347, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %3348 = sext i32 %i306 to i64
  %3349 = mul nsw i64 %3348, 512
  %3350 = sext i32 %j310 to i64
  %3351 = add nsw i64 %3349, %3350
  %3352 = getelementptr inbounds float, ptr %X_f, i64 %3351
  %3353 = load float, ptr %3352, align 4
  %3354 = sext i32 %i306 to i64
  %3355 = getelementptr inbounds float, ptr %ss, i64 %3354
  %3356 = load float, ptr %3355, align 4
  %3357 = fmul float %3353, %3356
  %3358 = sext i32 %j310 to i64
  %3359 = getelementptr inbounds float, ptr %W_f, i64 %3358
  %3360 = load float, ptr %3359, align 4
  %3361 = fmul float %3357, %3360
  %3362 = sext i32 %i306 to i64
  %3363 = mul nsw i64 %3362, 512
  %3364 = sext i32 %j310 to i64
  %3365 = add nsw i64 %3363, %3364
  %3366 = getelementptr inbounds float, ptr %X_f, i64 %3365
  store float %3361, ptr %3366, align 4
  %3367 = add nsw i32 %j310, 1
  br label %for.cond307, !llvm.loop !73

for.end309:                                       ; preds = %for.cond307
  %3368 = sext i32 %i306 to i64
  %3369 = getelementptr inbounds float, ptr %ss, i64 %3368
  %3370 = load float, ptr %3369, align 4
  %3371 = fmul float 0.000000e+00, %3370
  %tl_col27 = fmul float %3371, 0.000000e+00
  %3372 = sub i32 512, %tl_cols25
  br label %for.cond311

for.cond311:                                      ; preds = %for.body312, %for.end309
  %j26 = phi i32 [ 0, %for.end309 ], [ %3380, %for.body312 ]
  %3373 = icmp slt i32 %j26, %3372
  br i1 %3373, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %3374 = sext i32 %i306 to i64
  %3375 = mul nsw i64 %3374, 512
  %3376 = add i32 %tl_cols25, %j26
  %3377 = sext i32 %3376 to i64
  %3378 = add nsw i64 %3375, %3377
  %3379 = getelementptr inbounds float, ptr %X_f, i64 %3378
  store float %tl_col27, ptr %3379, align 4
  %3380 = add nsw i32 %j26, 1
  br label %for.cond311, !llvm.loop !74

for.end313:                                       ; preds = %for.cond311
  %3381 = add nsw i32 %i306, 1
  br label %for.cond303, !llvm.loop !75

if.then314:                                       ; preds = %for.end305
  br label %for.cond317

if.else315:                                       ; preds = %for.end305
  br label %for.cond328

if.end316:                                        ; preds = %for.end330, %for.end319
  %3382 = add nsw i32 %c254, 1
  br label %for.cond251, !llvm.loop !76

for.cond317:                                      ; preds = %if.end323, %if.then314
  %i7320 = phi i32 [ 0, %if.then314 ], [ %3402, %if.end323 ]
  %3383 = icmp slt i32 %i7320, 4
  br i1 %3383, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %3384 = sext i32 %M to i64
  %3385 = sext i32 %N to i64
  %3386 = mul i64 %3384, %3385
  %3387 = icmp sge i64 %3386, 8388608
  br i1 %3387, label %if.then321, label %if.else322

for.end319:                                       ; preds = %for.cond317
  br label %if.end316

if.then321:                                       ; preds = %for.body318
  %3388 = mul i32 %bx, 4
  %3389 = add i32 %3388, %i7320
  %3390 = sext i32 %3389 to i64
  %3391 = sext i32 %N to i64
  %3392 = mul nsw i64 %3390, %3391
  %3393 = mul i32 %t, 512
  %3394 = add i32 %3393, 0
  %3395 = sext i32 %3394 to i64
  %3396 = add nsw i64 %3392, %3395
  %3397 = getelementptr inbounds float, ptr %Y, i64 %3396
  %3398 = sext i32 %i7320 to i64
  %3399 = mul nsw i64 %3398, 512
  %3400 = add nsw i64 %3399, 0
  %3401 = getelementptr inbounds float, ptr %X_f, i64 %3400
  call void @tilec_rt_stream(ptr %3397, ptr %3401, i64 2048)
  br label %if.end323

if.else322:                                       ; preds = %for.body318
  br label %for.cond324

if.end323:                                        ; preds = %for.end326, %if.then321
  %3402 = add nsw i32 %i7320, 1
  br label %for.cond317, !llvm.loop !77

for.cond324:                                      ; preds = %for.body325, %if.else322
  %j2327 = phi i32 [ 0, %if.else322 ], [ %3420, %for.body325 ]
  %3403 = icmp slt i32 %j2327, 512
  br i1 %3403, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %3404 = sext i32 %i7320 to i64
  %3405 = mul nsw i64 %3404, 512
  %3406 = sext i32 %j2327 to i64
  %3407 = add nsw i64 %3405, %3406
  %3408 = getelementptr inbounds float, ptr %X_f, i64 %3407
  %3409 = load float, ptr %3408, align 4
  %3410 = mul i32 %bx, 4
  %3411 = add i32 %3410, %i7320
  %3412 = sext i32 %3411 to i64
  %3413 = sext i32 %N to i64
  %3414 = mul nsw i64 %3412, %3413
  %3415 = mul i32 %t, 512
  %3416 = add i32 %3415, %j2327
  %3417 = sext i32 %3416 to i64
  %3418 = add nsw i64 %3414, %3417
  %3419 = getelementptr inbounds float, ptr %Y, i64 %3418
  store float %3409, ptr %3419, align 4
  %3420 = add nsw i32 %j2327, 1
  br label %for.cond324, !llvm.loop !78

for.end326:                                       ; preds = %for.cond324
  br label %if.end323

for.cond328:                                      ; preds = %for.end334, %if.else315
  %i7331 = phi i32 [ 0, %if.else315 ], [ %3448, %for.end334 ]
  %3421 = icmp slt i32 %i7331, 4
  br i1 %3421, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond332

for.end330:                                       ; preds = %for.cond328
  br label %if.end316

for.cond332:                                      ; preds = %if.end338, %for.body329
  %j2335 = phi i32 [ 0, %for.body329 ], [ %3465, %if.end338 ]
  %3422 = icmp slt i32 %j2335, 512
  br i1 %3422, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %3423 = mul i32 %bx, 4
  %3424 = sext i32 %3423 to i64
  %3425 = sext i32 %i7331 to i64
  %3426 = add i64 %3424, %3425
  %3427 = icmp sle i64 0, %3426
  %3428 = mul i32 %bx, 4
  %3429 = sext i32 %3428 to i64
  %3430 = sext i32 %i7331 to i64
  %3431 = add i64 %3429, %3430
  %3432 = sext i32 %M to i64
  %3433 = icmp slt i64 %3431, %3432
  %3434 = and i1 %3427, %3433
  %3435 = mul i32 %t, 512
  %3436 = sext i32 %3435 to i64
  %3437 = sext i32 %j2335 to i64
  %3438 = add i64 %3436, %3437
  %3439 = icmp sle i64 0, %3438
  %3440 = mul i32 %t, 512
  %3441 = sext i32 %3440 to i64
  %3442 = sext i32 %j2335 to i64
  %3443 = add i64 %3441, %3442
  %3444 = sext i32 %N to i64
  %3445 = icmp slt i64 %3443, %3444
  %3446 = and i1 %3439, %3445
  %3447 = and i1 %3434, %3446
  br i1 %3447, label %if.then336, label %if.else337

for.end334:                                       ; preds = %for.cond332
  %3448 = add nsw i32 %i7331, 1
  br label %for.cond328, !llvm.loop !79

if.then336:                                       ; preds = %for.body333
  %3449 = sext i32 %i7331 to i64
  %3450 = mul nsw i64 %3449, 512
  %3451 = sext i32 %j2335 to i64
  %3452 = add nsw i64 %3450, %3451
  %3453 = getelementptr inbounds float, ptr %X_f, i64 %3452
  %3454 = load float, ptr %3453, align 4
  %3455 = mul i32 %bx, 4
  %3456 = add i32 %3455, %i7331
  %3457 = sext i32 %3456 to i64
  %3458 = sext i32 %N to i64
  %3459 = mul nsw i64 %3457, %3458
  %3460 = mul i32 %t, 512
  %3461 = add i32 %3460, %j2335
  %3462 = sext i32 %3461 to i64
  %3463 = add nsw i64 %3459, %3462
  %3464 = getelementptr inbounds float, ptr %Y, i64 %3463
  store float %3454, ptr %3464, align 4
  br label %if.end338

if.else337:                                       ; preds = %for.body333
  br label %if.end338

if.end338:                                        ; preds = %if.else337, %if.then336
  %3465 = add nsw i32 %j2335, 1
  br label %for.cond332, !llvm.loop !80
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
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
