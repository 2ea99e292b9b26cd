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
  br i1 %1, label %if.then48, label %if.else49

if.end:                                           ; preds = %if.end50, %for.end40
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

for.cond18:                                       ; preds = %for.end36, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %195, %for.end36 ]
  %143 = icmp slt i32 %i1, 32
  br i1 %143, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond38

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
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red = phi i32 [ 0, %for.end23 ], [ %177, %for.end29 ]
  %158 = icmp slt i32 %red, %tl_steps1
  br i1 %158, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %159 = icmp slt i32 %tl_steps1, 7
  br i1 %159, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %176, %for.body28 ]
  %160 = icmp slt i32 %lane30, 32
  br i1 %160, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %161 = sext i32 %lane30 to i64
  %162 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = sext i32 %i1 to i64
  %165 = mul nsw i64 %164, 256
  %166 = add i32 %red, 1
  %167 = mul i32 %166, 32
  %168 = add i32 %167, %lane30
  %169 = sext i32 %168 to i64
  %170 = add nsw i64 %165, %169
  %171 = getelementptr inbounds float, ptr %sq_s, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = fadd float %163, %172
  %174 = sext i32 %lane30 to i64
  %175 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %174
  store float %173, ptr %175, align 4
  %176 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %177 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  %178 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %179 = load float, ptr %178, align 4
  %180 = fadd float %179, 0.000000e+00
  %181 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %180, ptr %181, align 4
  br label %if.end33

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %if.then31
  %182 = sext i32 %i1 to i64
  %183 = getelementptr inbounds float, ptr %ss_s, i64 %182
  store float 0.000000e+00, ptr %183, align 4
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %if.end33
  %lane37 = phi i32 [ 0, %if.end33 ], [ %194, %for.body35 ]
  %184 = icmp slt i32 %lane37, 32
  br i1 %184, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %185 = sext i32 %i1 to i64
  %186 = getelementptr inbounds float, ptr %ss_s, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = sext i32 %lane37 to i64
  %189 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %188
  %190 = load float, ptr %189, align 4
  %191 = fadd float %187, %190
  %192 = sext i32 %i1 to i64
  %193 = getelementptr inbounds float, ptr %ss_s, i64 %192
  store float %191, ptr %193, align 4
  %194 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  %195 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !11

for.cond38:                                       ; preds = %if.end44, %for.end20
  %i41 = phi i32 [ 0, %for.end20 ], [ %221, %if.end44 ]
  %196 = icmp slt i32 %i41, 32
  br i1 %196, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %197 = sext i32 %N to i64
  %198 = icmp slt i64 %197, 0
  %199 = sext i32 %N to i64
  %200 = icmp sgt i64 %199, 256
  %201 = sext i32 %N to i64
  %202 = select i1 %200, i64 256, i64 %201
  %203 = select i1 %198, i64 0, i64 %202
  %204 = icmp slt i64 %203, 0
  %205 = sext i32 %N to i64
  %206 = icmp slt i64 %205, 0
  %207 = sext i32 %N to i64
  %208 = icmp sgt i64 %207, 256
  %209 = sext i32 %N to i64
  %210 = select i1 %208, i64 256, i64 %209
  %211 = select i1 %206, i64 0, i64 %210
  %212 = select i1 %204, i64 0, i64 %211
  %tl_hi3 = trunc i64 %212 to i32
  %213 = mul i32 %bx, 32
  %214 = add i32 %213, %i41
  %215 = icmp sle i32 0, %214
  %216 = mul i32 %bx, 32
  %217 = add i32 %216, %i41
  %218 = icmp slt i32 %217, %M
  %219 = and i1 %215, %218
  br i1 %219, label %if.then42, label %if.else43

for.end40:                                        ; preds = %for.cond38
  br label %if.end

if.then42:                                        ; preds = %for.body39
  %220 = sub i32 %tl_hi3, 0
  br label %for.cond45

if.else43:                                        ; preds = %for.body39
  br label %if.end44

if.end44:                                         ; preds = %if.else43, %for.end47
  %221 = add nsw i32 %i41, 1
  br label %for.cond38, !llvm.loop !12

for.cond45:                                       ; preds = %for.body46, %if.then42
  %j4 = phi i32 [ 0, %if.then42 ], [ %258, %for.body46 ]
  %222 = icmp slt i32 %j4, %220
  br i1 %222, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %223 = mul i32 %bx, 32
  %224 = add i32 %223, %i41
  %225 = sext i32 %224 to i64
  %226 = sext i32 %N to i64
  %227 = mul nsw i64 %225, %226
  %228 = add i32 0, %j4
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %227, %229
  %231 = getelementptr inbounds float, ptr %X, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = sext i32 %i41 to i64
  %234 = getelementptr inbounds float, ptr %ss_s, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = sitofp i32 %N to float
  %237 = fdiv float %235, %236
  %238 = fadd float %237, 0x3EB0C6F7A0000000
  %239 = fpext float %238 to double
  %240 = call double @llvm.sqrt.f64(double %239)
  %241 = fdiv double 1.000000e+00, %240
  %242 = fptrunc double %241 to float
  %243 = fmul float %232, %242
  %244 = add i32 0, %j4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr %W, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = fmul float %243, %247
  %249 = mul i32 %bx, 32
  %250 = add i32 %249, %i41
  %251 = sext i32 %250 to i64
  %252 = sext i32 %N to i64
  %253 = mul nsw i64 %251, %252
  %254 = add i32 0, %j4
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %253, %255
  %257 = getelementptr inbounds float, ptr %Y, i64 %256
  store float %248, ptr %257, align 4
  %258 = add nsw i32 %j4, 1
  br label %for.cond45, !llvm.loop !13

for.end47:                                        ; preds = %for.cond45
  br label %if.end44

if.then48:                                        ; preds = %if.else
  br label %for.cond51

if.else49:                                        ; preds = %if.else
  %259 = icmp sle i32 %N, 4096
  br i1 %259, label %if.then103, label %if.else104

if.end50:                                         ; preds = %if.end105, %for.end95
  br label %if.end

for.cond51:                                       ; preds = %for.end71, %if.then48
  %i54 = phi i32 [ 0, %if.then48 ], [ %400, %for.end71 ]
  %260 = icmp slt i32 %i54, 4
  br i1 %260, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %261 = sext i32 %N to i64
  %262 = icmp slt i64 %261, 0
  %263 = sext i32 %N to i64
  %264 = icmp sgt i64 %263, 512
  %265 = sext i32 %N to i64
  %266 = select i1 %264, i64 512, i64 %265
  %267 = select i1 %262, i64 0, i64 %266
  %268 = icmp slt i64 %267, 0
  %269 = sext i32 %N to i64
  %270 = icmp slt i64 %269, 0
  %271 = sext i32 %N to i64
  %272 = icmp sgt i64 %271, 512
  %273 = sext i32 %N to i64
  %274 = select i1 %272, i64 512, i64 %273
  %275 = select i1 %270, i64 0, i64 %274
  %276 = select i1 %268, i64 0, i64 %275
  %tl_hi5 = trunc i64 %276 to i32
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  %277 = sext i32 %N to i64
  %278 = icmp slt i64 %277, 0
  %279 = sext i32 %N to i64
  %280 = icmp sgt i64 %279, 512
  %281 = sext i32 %N to i64
  %282 = select i1 %280, i64 512, i64 %281
  %283 = select i1 %278, i64 0, i64 %282
  %284 = icmp slt i64 %283, 0
  %285 = sext i32 %N to i64
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %N to i64
  %288 = icmp sgt i64 %287, 512
  %289 = sext i32 %N to i64
  %290 = select i1 %288, i64 512, i64 %289
  %291 = select i1 %286, i64 0, i64 %290
  %292 = select i1 %284, i64 0, i64 %291
  %293 = trunc i64 %292 to i32
  %294 = icmp slt i32 %293, 0
  %295 = sext i32 %N to i64
  %296 = icmp slt i64 %295, 0
  %297 = sext i32 %N to i64
  %298 = icmp sgt i64 %297, 512
  %299 = sext i32 %N to i64
  %300 = select i1 %298, i64 512, i64 %299
  %301 = select i1 %296, i64 0, i64 %300
  %302 = icmp slt i64 %301, 0
  %303 = sext i32 %N to i64
  %304 = icmp slt i64 %303, 0
  %305 = sext i32 %N to i64
  %306 = icmp sgt i64 %305, 512
  %307 = sext i32 %N to i64
  %308 = select i1 %306, i64 512, i64 %307
  %309 = select i1 %304, i64 0, i64 %308
  %310 = select i1 %302, i64 0, i64 %309
  %311 = trunc i64 %310 to i32
  %312 = icmp sgt i32 %311, 512
  %313 = sext i32 %N to i64
  %314 = icmp slt i64 %313, 0
  %315 = sext i32 %N to i64
  %316 = icmp sgt i64 %315, 512
  %317 = sext i32 %N to i64
  %318 = select i1 %316, i64 512, i64 %317
  %319 = select i1 %314, i64 0, i64 %318
  %320 = icmp slt i64 %319, 0
  %321 = sext i32 %N to i64
  %322 = icmp slt i64 %321, 0
  %323 = sext i32 %N to i64
  %324 = icmp sgt i64 %323, 512
  %325 = sext i32 %N to i64
  %326 = select i1 %324, i64 512, i64 %325
  %327 = select i1 %322, i64 0, i64 %326
  %328 = select i1 %320, i64 0, i64 %327
  %329 = trunc i64 %328 to i32
  %330 = select i1 %312, i32 512, i32 %329
  %331 = select i1 %294, i32 0, i32 %330
  %332 = add i32 %331, 31
  %333 = sdiv i32 %332, 32
  %334 = sub i32 0, %332
  %335 = select i1 false, i32 %334, i32 %333
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
  %i2 = phi i32 [ 0, %for.end53 ], [ %453, %for.end91 ]
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
  %412 = sub i32 %335, 1
  %413 = icmp slt i32 %412, 0
  %414 = sub i32 %335, 1
  %415 = select i1 %413, i32 0, i32 %414
  %tl_steps3 = select i1 true, i32 %415, i32 15
  br label %for.cond79

for.cond79:                                       ; preds = %for.end84, %for.end78
  %red1 = phi i32 [ 0, %for.end78 ], [ %435, %for.end84 ]
  %416 = icmp slt i32 %red1, %tl_steps3
  br i1 %416, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  br label %for.cond82

for.end81:                                        ; preds = %for.cond79
  %417 = icmp slt i32 %tl_steps3, 15
  br i1 %417, label %if.then86, label %if.else87

for.cond82:                                       ; preds = %for.body83, %for.body80
  %lane185 = phi i32 [ 0, %for.body80 ], [ %434, %for.body83 ]
  %418 = icmp slt i32 %lane185, 32
  br i1 %418, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %419 = sext i32 %lane185 to i64
  %420 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %419
  %421 = load float, ptr %420, align 4
  %422 = sext i32 %i2 to i64
  %423 = mul nsw i64 %422, 512
  %424 = add i32 %red1, 1
  %425 = mul i32 %424, 32
  %426 = add i32 %425, %lane185
  %427 = sext i32 %426 to i64
  %428 = add nsw i64 %423, %427
  %429 = getelementptr inbounds float, ptr %sq, i64 %428
  %430 = load float, ptr %429, align 4
  %431 = fadd float %421, %430
  %432 = sext i32 %lane185 to i64
  %433 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %432
  store float %431, ptr %433, align 4
  %434 = add nsw i32 %lane185, 1
  br label %for.cond82, !llvm.loop !20

for.end84:                                        ; preds = %for.cond82
  %435 = add nsw i32 %red1, 1
  br label %for.cond79, !llvm.loop !21

if.then86:                                        ; preds = %for.end81
  %436 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %437 = load float, ptr %436, align 4
  %438 = fadd float %437, 0.000000e+00
  %439 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %438, ptr %439, align 4
  br label %if.end88

if.else87:                                        ; preds = %for.end81
  br label %if.end88

if.end88:                                         ; preds = %if.else87, %if.then86
  %440 = sext i32 %i2 to i64
  %441 = getelementptr inbounds float, ptr %ss, i64 %440
  store float 0.000000e+00, ptr %441, align 4
  br label %for.cond89

for.cond89:                                       ; preds = %for.body90, %if.end88
  %lane192 = phi i32 [ 0, %if.end88 ], [ %452, %for.body90 ]
  %442 = icmp slt i32 %lane192, 32
  br i1 %442, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %443 = sext i32 %i2 to i64
  %444 = getelementptr inbounds float, ptr %ss, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = sext i32 %lane192 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = fadd float %445, %448
  %450 = sext i32 %i2 to i64
  %451 = getelementptr inbounds float, ptr %ss, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane192, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  %453 = add nsw i32 %i2, 1
  br label %for.cond73, !llvm.loop !23

for.cond93:                                       ; preds = %if.end99, %for.end75
  %i96 = phi i32 [ 0, %for.end75 ], [ %479, %if.end99 ]
  %454 = icmp slt i32 %i96, 4
  br i1 %454, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %455 = sext i32 %N to i64
  %456 = icmp slt i64 %455, 0
  %457 = sext i32 %N to i64
  %458 = icmp sgt i64 %457, 512
  %459 = sext i32 %N to i64
  %460 = select i1 %458, i64 512, i64 %459
  %461 = select i1 %456, i64 0, i64 %460
  %462 = icmp slt i64 %461, 0
  %463 = sext i32 %N to i64
  %464 = icmp slt i64 %463, 0
  %465 = sext i32 %N to i64
  %466 = icmp sgt i64 %465, 512
  %467 = sext i32 %N to i64
  %468 = select i1 %466, i64 512, i64 %467
  %469 = select i1 %464, i64 0, i64 %468
  %470 = select i1 %462, i64 0, i64 %469
  %tl_hi7 = trunc i64 %470 to i32
  %471 = mul i32 %bx, 4
  %472 = add i32 %471, %i96
  %473 = icmp sle i32 0, %472
  %474 = mul i32 %bx, 4
  %475 = add i32 %474, %i96
  %476 = icmp slt i32 %475, %M
  %477 = and i1 %473, %476
  br i1 %477, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end50

if.then97:                                        ; preds = %for.body94
  %478 = sub i32 %tl_hi7, 0
  br label %for.cond100

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %for.end102
  %479 = add nsw i32 %i96, 1
  br label %for.cond93, !llvm.loop !24

for.cond100:                                      ; preds = %for.body101, %if.then97
  %j6 = phi i32 [ 0, %if.then97 ], [ %516, %for.body101 ]
  %480 = icmp slt i32 %j6, %478
  br i1 %480, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %481 = mul i32 %bx, 4
  %482 = add i32 %481, %i96
  %483 = sext i32 %482 to i64
  %484 = sext i32 %N to i64
  %485 = mul nsw i64 %483, %484
  %486 = add i32 0, %j6
  %487 = sext i32 %486 to i64
  %488 = add nsw i64 %485, %487
  %489 = getelementptr inbounds float, ptr %X, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = sext i32 %i96 to i64
  %492 = getelementptr inbounds float, ptr %ss, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = sitofp i32 %N to float
  %495 = fdiv float %493, %494
  %496 = fadd float %495, 0x3EB0C6F7A0000000
  %497 = fpext float %496 to double
  %498 = call double @llvm.sqrt.f64(double %497)
  %499 = fdiv double 1.000000e+00, %498
  %500 = fptrunc double %499 to float
  %501 = fmul float %490, %500
  %502 = add i32 0, %j6
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr %W, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = fmul float %501, %505
  %507 = mul i32 %bx, 4
  %508 = add i32 %507, %i96
  %509 = sext i32 %508 to i64
  %510 = sext i32 %N to i64
  %511 = mul nsw i64 %509, %510
  %512 = add i32 0, %j6
  %513 = sext i32 %512 to i64
  %514 = add nsw i64 %511, %513
  %515 = getelementptr inbounds float, ptr %Y, i64 %514
  store float %506, ptr %515, align 4
  %516 = add nsw i32 %j6, 1
  br label %for.cond100, !llvm.loop !25

for.end102:                                       ; preds = %for.cond100
  br label %if.end99

if.then103:                                       ; preds = %if.else49
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %517 = sext i32 %N to i64
  %518 = icmp slt i64 %517, 0
  %519 = sext i32 %N to i64
  %520 = icmp sgt i64 %519, 4096
  %521 = sext i32 %N to i64
  %522 = select i1 %520, i64 4096, i64 %521
  %523 = select i1 %518, i64 0, i64 %522
  %524 = icmp slt i64 %523, 0
  %525 = sext i32 %N to i64
  %526 = icmp slt i64 %525, 0
  %527 = sext i32 %N to i64
  %528 = icmp sgt i64 %527, 4096
  %529 = sext i32 %N to i64
  %530 = select i1 %528, i64 4096, i64 %529
  %531 = select i1 %526, i64 0, i64 %530
  %532 = select i1 %524, i64 0, i64 %531
  %533 = trunc i64 %532 to i32
  %534 = icmp slt i32 %533, 0
  %535 = sext i32 %N to i64
  %536 = icmp slt i64 %535, 0
  %537 = sext i32 %N to i64
  %538 = icmp sgt i64 %537, 4096
  %539 = sext i32 %N to i64
  %540 = select i1 %538, i64 4096, i64 %539
  %541 = select i1 %536, i64 0, i64 %540
  %542 = icmp slt i64 %541, 0
  %543 = sext i32 %N to i64
  %544 = icmp slt i64 %543, 0
  %545 = sext i32 %N to i64
  %546 = icmp sgt i64 %545, 4096
  %547 = sext i32 %N to i64
  %548 = select i1 %546, i64 4096, i64 %547
  %549 = select i1 %544, i64 0, i64 %548
  %550 = select i1 %542, i64 0, i64 %549
  %551 = trunc i64 %550 to i32
  %552 = icmp sgt i32 %551, 4096
  %553 = sext i32 %N to i64
  %554 = icmp slt i64 %553, 0
  %555 = sext i32 %N to i64
  %556 = icmp sgt i64 %555, 4096
  %557 = sext i32 %N to i64
  %558 = select i1 %556, i64 4096, i64 %557
  %559 = select i1 %554, i64 0, i64 %558
  %560 = icmp slt i64 %559, 0
  %561 = sext i32 %N to i64
  %562 = icmp slt i64 %561, 0
  %563 = sext i32 %N to i64
  %564 = icmp sgt i64 %563, 4096
  %565 = sext i32 %N to i64
  %566 = select i1 %564, i64 4096, i64 %565
  %567 = select i1 %562, i64 0, i64 %566
  %568 = select i1 %560, i64 0, i64 %567
  %569 = trunc i64 %568 to i32
  %570 = select i1 %552, i32 4096, i32 %569
  %571 = select i1 %534, i32 0, i32 %570
  %572 = add i32 %571, 31
  %573 = sdiv i32 %572, 32
  %574 = sub i32 0, %572
  %575 = select i1 false, i32 %574, i32 %573
  br label %for.cond106

if.else104:                                       ; preds = %if.else49
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond178

if.end105:                                        ; preds = %for.end253, %for.end174
  br label %if.end50

for.cond106:                                      ; preds = %for.end164, %if.then103
  %r = phi i32 [ 0, %if.then103 ], [ %872, %for.end164 ]
  %576 = icmp slt i32 %r, 4
  br i1 %576, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  br label %for.cond109

for.end108:                                       ; preds = %for.cond106
  br label %for.cond172

for.cond109:                                      ; preds = %if.end119, %for.body107
  %i112 = phi i32 [ 0, %for.body107 ], [ %614, %if.end119 ]
  %577 = icmp slt i32 %i112, 1
  br i1 %577, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %578 = sext i32 %N to i64
  %579 = icmp slt i64 %578, 0
  %580 = sext i32 %N to i64
  %581 = icmp sgt i64 %580, 4096
  %582 = sext i32 %N to i64
  %583 = select i1 %581, i64 4096, i64 %582
  %584 = select i1 %579, i64 0, i64 %583
  %585 = icmp slt i64 %584, 0
  %586 = sext i32 %N to i64
  %587 = icmp slt i64 %586, 0
  %588 = sext i32 %N to i64
  %589 = icmp sgt i64 %588, 4096
  %590 = sext i32 %N to i64
  %591 = select i1 %589, i64 4096, i64 %590
  %592 = select i1 %587, i64 0, i64 %591
  %593 = select i1 %585, i64 0, i64 %592
  %tl_hi9 = trunc i64 %593 to i32
  br label %for.cond113

for.end111:                                       ; preds = %for.cond109
  br label %for.cond127

for.cond113:                                      ; preds = %for.body114, %for.body110
  %j116 = phi i32 [ 0, %for.body110 ], [ %602, %for.body114 ]
  %594 = icmp slt i32 %j116, 0
  br i1 %594, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %595 = icmp slt i32 %j116, %N
  %596 = select i1 %595, float 0.000000e+00, float 0.000000e+00
  %597 = sext i32 %i112 to i64
  %598 = mul nsw i64 %597, 4096
  %599 = sext i32 %j116 to i64
  %600 = add nsw i64 %598, %599
  %601 = getelementptr inbounds float, ptr %sq_r, i64 %600
  store float %596, ptr %601, align 4
  %602 = add nsw i32 %j116, 1
  br label %for.cond113, !llvm.loop !26

for.end115:                                       ; preds = %for.cond113
  %603 = mul i32 %bx, 4
  %604 = add i32 %603, %r
  %605 = add i32 %604, %i112
  %606 = icmp sle i32 0, %605
  %607 = mul i32 %bx, 4
  %608 = add i32 %607, %r
  %609 = add i32 %608, %i112
  %610 = icmp slt i32 %609, %M
  %611 = and i1 %606, %610
  br i1 %611, label %if.then117, label %if.else118

if.then117:                                       ; preds = %for.end115
  %612 = sub i32 %tl_hi9, 0
  br label %for.cond120

if.else118:                                       ; preds = %for.end115
  %613 = sub i32 %tl_hi9, 0
  br label %for.cond123

if.end119:                                        ; preds = %for.end125, %for.end122
  %614 = add nsw i32 %i112, 1
  br label %for.cond109, !llvm.loop !27

for.cond120:                                      ; preds = %for.body121, %if.then117
  %j7 = phi i32 [ 0, %if.then117 ], [ %645, %for.body121 ]
  %615 = icmp slt i32 %j7, %612
  br i1 %615, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %616 = mul i32 %bx, 4
  %617 = add i32 %616, %r
  %618 = add i32 %617, %i112
  %619 = sext i32 %618 to i64
  %620 = sext i32 %N to i64
  %621 = mul nsw i64 %619, %620
  %622 = add i32 0, %j7
  %623 = sext i32 %622 to i64
  %624 = add nsw i64 %621, %623
  %625 = getelementptr inbounds float, ptr %X, i64 %624
  %626 = load float, ptr %625, align 4
  %627 = mul i32 %bx, 4
  %628 = add i32 %627, %r
  %629 = add i32 %628, %i112
  %630 = sext i32 %629 to i64
  %631 = sext i32 %N to i64
  %632 = mul nsw i64 %630, %631
  %633 = add i32 0, %j7
  %634 = sext i32 %633 to i64
  %635 = add nsw i64 %632, %634
  %636 = getelementptr inbounds float, ptr %X, i64 %635
  %637 = load float, ptr %636, align 4
  %638 = fmul float %626, %637
  %639 = sext i32 %i112 to i64
  %640 = mul nsw i64 %639, 4096
  %641 = add i32 0, %j7
  %642 = sext i32 %641 to i64
  %643 = add nsw i64 %640, %642
  %644 = getelementptr inbounds float, ptr %sq_r, i64 %643
  store float %638, ptr %644, align 4
  %645 = add nsw i32 %j7, 1
  br label %for.cond120, !llvm.loop !28

for.end122:                                       ; preds = %for.cond120
  br label %if.end119

for.cond123:                                      ; preds = %for.body124, %if.else118
  %j7126 = phi i32 [ 0, %if.else118 ], [ %653, %for.body124 ]
  %646 = icmp slt i32 %j7126, %613
  br i1 %646, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %647 = sext i32 %i112 to i64
  %648 = mul nsw i64 %647, 4096
  %649 = add i32 0, %j7126
  %650 = sext i32 %649 to i64
  %651 = add nsw i64 %648, %650
  %652 = getelementptr inbounds float, ptr %sq_r, i64 %651
  store float 0.000000e+00, ptr %652, align 4
  %653 = add nsw i32 %j7126, 1
  br label %for.cond123, !llvm.loop !29

for.end125:                                       ; preds = %for.cond123
  br label %if.end119

for.cond127:                                      ; preds = %for.end160, %for.end111
  %i3 = phi i32 [ 0, %for.end111 ], [ %845, %for.end160 ]
  %654 = icmp slt i32 %i3, 1
  br i1 %654, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  br label %for.cond162

for.cond130:                                      ; preds = %for.end135, %for.body128
  %tl_r4 = phi i32 [ 0, %for.body128 ], [ %728, %for.end135 ]
  %655 = icmp slt i32 %tl_r4, 1
  br i1 %655, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %656 = sext i32 %N to i64
  %657 = icmp slt i64 %656, 0
  %658 = sext i32 %N to i64
  %659 = icmp sgt i64 %658, 4096
  %660 = sext i32 %N to i64
  %661 = select i1 %659, i64 4096, i64 %660
  %662 = select i1 %657, i64 0, i64 %661
  %663 = icmp slt i64 %662, 0
  %664 = sext i32 %N to i64
  %665 = icmp slt i64 %664, 0
  %666 = sext i32 %N to i64
  %667 = icmp sgt i64 %666, 4096
  %668 = sext i32 %N to i64
  %669 = select i1 %667, i64 4096, i64 %668
  %670 = select i1 %665, i64 0, i64 %669
  %671 = select i1 %663, i64 0, i64 %670
  %672 = trunc i64 %671 to i32
  %673 = icmp slt i32 %672, 0
  %674 = sext i32 %N to i64
  %675 = icmp slt i64 %674, 0
  %676 = sext i32 %N to i64
  %677 = icmp sgt i64 %676, 4096
  %678 = sext i32 %N to i64
  %679 = select i1 %677, i64 4096, i64 %678
  %680 = select i1 %675, i64 0, i64 %679
  %681 = icmp slt i64 %680, 0
  %682 = sext i32 %N to i64
  %683 = icmp slt i64 %682, 0
  %684 = sext i32 %N to i64
  %685 = icmp sgt i64 %684, 4096
  %686 = sext i32 %N to i64
  %687 = select i1 %685, i64 4096, i64 %686
  %688 = select i1 %683, i64 0, i64 %687
  %689 = select i1 %681, i64 0, i64 %688
  %690 = trunc i64 %689 to i32
  %691 = icmp sgt i32 %690, 4096
  %692 = sext i32 %N to i64
  %693 = icmp slt i64 %692, 0
  %694 = sext i32 %N to i64
  %695 = icmp sgt i64 %694, 4096
  %696 = sext i32 %N to i64
  %697 = select i1 %695, i64 4096, i64 %696
  %698 = select i1 %693, i64 0, i64 %697
  %699 = icmp slt i64 %698, 0
  %700 = sext i32 %N to i64
  %701 = icmp slt i64 %700, 0
  %702 = sext i32 %N to i64
  %703 = icmp sgt i64 %702, 4096
  %704 = sext i32 %N to i64
  %705 = select i1 %703, i64 4096, i64 %704
  %706 = select i1 %701, i64 0, i64 %705
  %707 = select i1 %699, i64 0, i64 %706
  %708 = trunc i64 %707 to i32
  %709 = select i1 %691, i32 4096, i32 %708
  %tl_pad_from5 = select i1 %673, i32 0, i32 %709
  %710 = mul i32 %575, 32
  %711 = icmp slt i32 %710, 32
  %712 = mul i32 %575, 32
  %713 = select i1 %711, i32 32, i32 %712
  %714 = icmp slt i32 %713, 4096
  %715 = mul i32 %575, 32
  %716 = icmp slt i32 %715, 32
  %717 = mul i32 %575, 32
  %718 = select i1 %716, i32 32, i32 %717
  %719 = select i1 %714, i32 %718, i32 4096
  %tl_pad_n7 = sub i32 %719, %tl_pad_from5
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  br label %for.cond136

for.cond133:                                      ; preds = %for.body134, %for.body131
  %tl_pad_k8 = phi i32 [ 0, %for.body131 ], [ %727, %for.body134 ]
  %720 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %720, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %721 = sext i32 %tl_r4 to i64
  %722 = mul nsw i64 %721, 4096
  %723 = add i32 %tl_pad_from5, %tl_pad_k8
  %724 = sext i32 %723 to i64
  %725 = add nsw i64 %722, %724
  %726 = getelementptr inbounds float, ptr %sq_r, i64 %725
  store float 0.000000e+00, ptr %726, align 4
  %727 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond133, !llvm.loop !30

for.end135:                                       ; preds = %for.cond133
  %728 = add nsw i32 %tl_r4, 1
  br label %for.cond130, !llvm.loop !31

for.cond136:                                      ; preds = %for.body137, %for.end132
  %lane2 = phi i32 [ 0, %for.end132 ], [ %738, %for.body137 ]
  %729 = icmp slt i32 %lane2, 32
  br i1 %729, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %730 = sext i32 %i3 to i64
  %731 = mul nsw i64 %730, 4096
  %732 = sext i32 %lane2 to i64
  %733 = add nsw i64 %731, %732
  %734 = getelementptr inbounds float, ptr %sq_r, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = sext i32 %lane2 to i64
  %737 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %736
  store float %735, ptr %737, align 4
  %738 = add nsw i32 %lane2, 1
  br label %for.cond136, !llvm.loop !32

for.end138:                                       ; preds = %for.cond136
  %739 = sub i32 %575, 1
  %740 = icmp slt i32 %739, 0
  %741 = sub i32 %575, 1
  %742 = select i1 %740, i32 0, i32 %741
  %tl_steps10 = select i1 true, i32 %742, i32 127
  %743 = icmp eq i32 %tl_steps10, 127
  br i1 %743, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end138
  br label %for.cond142

if.else140:                                       ; preds = %for.end138
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  br label %for.cond148

for.cond142:                                      ; preds = %for.end147, %if.then139
  %tl_r11 = phi i32 [ 0, %if.then139 ], [ %807, %for.end147 ]
  %744 = icmp slt i32 %tl_r11, 1
  br i1 %744, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %745 = sext i32 %N to i64
  %746 = icmp slt i64 %745, 0
  %747 = sext i32 %N to i64
  %748 = icmp sgt i64 %747, 4096
  %749 = sext i32 %N to i64
  %750 = select i1 %748, i64 4096, i64 %749
  %751 = select i1 %746, i64 0, i64 %750
  %752 = icmp slt i64 %751, 0
  %753 = sext i32 %N to i64
  %754 = icmp slt i64 %753, 0
  %755 = sext i32 %N to i64
  %756 = icmp sgt i64 %755, 4096
  %757 = sext i32 %N to i64
  %758 = select i1 %756, i64 4096, i64 %757
  %759 = select i1 %754, i64 0, i64 %758
  %760 = select i1 %752, i64 0, i64 %759
  %761 = trunc i64 %760 to i32
  %762 = icmp slt i32 %761, 0
  %763 = sext i32 %N to i64
  %764 = icmp slt i64 %763, 0
  %765 = sext i32 %N to i64
  %766 = icmp sgt i64 %765, 4096
  %767 = sext i32 %N to i64
  %768 = select i1 %766, i64 4096, i64 %767
  %769 = select i1 %764, i64 0, i64 %768
  %770 = icmp slt i64 %769, 0
  %771 = sext i32 %N to i64
  %772 = icmp slt i64 %771, 0
  %773 = sext i32 %N to i64
  %774 = icmp sgt i64 %773, 4096
  %775 = sext i32 %N to i64
  %776 = select i1 %774, i64 4096, i64 %775
  %777 = select i1 %772, i64 0, i64 %776
  %778 = select i1 %770, i64 0, i64 %777
  %779 = trunc i64 %778 to i32
  %780 = icmp sgt i32 %779, 4096
  %781 = sext i32 %N to i64
  %782 = icmp slt i64 %781, 0
  %783 = sext i32 %N to i64
  %784 = icmp sgt i64 %783, 4096
  %785 = sext i32 %N to i64
  %786 = select i1 %784, i64 4096, i64 %785
  %787 = select i1 %782, i64 0, i64 %786
  %788 = icmp slt i64 %787, 0
  %789 = sext i32 %N to i64
  %790 = icmp slt i64 %789, 0
  %791 = sext i32 %N to i64
  %792 = icmp sgt i64 %791, 4096
  %793 = sext i32 %N to i64
  %794 = select i1 %792, i64 4096, i64 %793
  %795 = select i1 %790, i64 0, i64 %794
  %796 = select i1 %788, i64 0, i64 %795
  %797 = trunc i64 %796 to i32
  %798 = select i1 %780, i32 4096, i32 %797
  %tl_pad_from12 = select i1 %762, i32 0, i32 %798
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond145

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond145:                                      ; preds = %for.body146, %for.body143
  %tl_pad_k15 = phi i32 [ 0, %for.body143 ], [ %806, %for.body146 ]
  %799 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %799, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %800 = sext i32 %tl_r11 to i64
  %801 = mul nsw i64 %800, 4096
  %802 = add i32 %tl_pad_from12, %tl_pad_k15
  %803 = sext i32 %802 to i64
  %804 = add nsw i64 %801, %803
  %805 = getelementptr inbounds float, ptr %sq_r, i64 %804
  store float 0.000000e+00, ptr %805, align 4
  %806 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond145, !llvm.loop !33

for.end147:                                       ; preds = %for.cond145
  %807 = add nsw i32 %tl_r11, 1
  br label %for.cond142, !llvm.loop !34

for.cond148:                                      ; preds = %for.end153, %if.end141
  %red2 = phi i32 [ 0, %if.end141 ], [ %827, %for.end153 ]
  %808 = icmp slt i32 %red2, %tl_steps10
  br i1 %808, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  br label %for.cond151

for.end150:                                       ; preds = %for.cond148
  %809 = icmp slt i32 %tl_steps10, 127
  br i1 %809, label %if.then155, label %if.else156

for.cond151:                                      ; preds = %for.body152, %for.body149
  %lane2154 = phi i32 [ 0, %for.body149 ], [ %826, %for.body152 ]
  %810 = icmp slt i32 %lane2154, 32
  br i1 %810, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %811 = sext i32 %lane2154 to i64
  %812 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = sext i32 %i3 to i64
  %815 = mul nsw i64 %814, 4096
  %816 = add i32 %red2, 1
  %817 = mul i32 %816, 32
  %818 = add i32 %817, %lane2154
  %819 = sext i32 %818 to i64
  %820 = add nsw i64 %815, %819
  %821 = getelementptr inbounds float, ptr %sq_r, i64 %820
  %822 = load float, ptr %821, align 4
  %823 = fadd float %813, %822
  %824 = sext i32 %lane2154 to i64
  %825 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %824
  store float %823, ptr %825, align 4
  %826 = add nsw i32 %lane2154, 1
  br label %for.cond151, !llvm.loop !35

for.end153:                                       ; preds = %for.cond151
  %827 = add nsw i32 %red2, 1
  br label %for.cond148, !llvm.loop !36

if.then155:                                       ; preds = %for.end150
  %828 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %829 = load float, ptr %828, align 4
  %830 = fadd float %829, 0.000000e+00
  %831 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %830, ptr %831, align 4
  br label %if.end157

if.else156:                                       ; preds = %for.end150
  br label %if.end157

if.end157:                                        ; preds = %if.else156, %if.then155
  %832 = sext i32 %i3 to i64
  %833 = getelementptr inbounds float, ptr %ss_r, i64 %832
  store float 0.000000e+00, ptr %833, align 4
  br label %for.cond158

for.cond158:                                      ; preds = %for.body159, %if.end157
  %lane2161 = phi i32 [ 0, %if.end157 ], [ %844, %for.body159 ]
  %834 = icmp slt i32 %lane2161, 32
  br i1 %834, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %835 = sext i32 %i3 to i64
  %836 = getelementptr inbounds float, ptr %ss_r, i64 %835
  %837 = load float, ptr %836, align 4
  %838 = sext i32 %lane2161 to i64
  %839 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %838
  %840 = load float, ptr %839, align 4
  %841 = fadd float %837, %840
  %842 = sext i32 %i3 to i64
  %843 = getelementptr inbounds float, ptr %ss_r, i64 %842
  store float %841, ptr %843, align 4
  %844 = add nsw i32 %lane2161, 1
  br label %for.cond158, !llvm.loop !37

for.end160:                                       ; preds = %for.cond158
  %845 = add nsw i32 %i3, 1
  br label %for.cond127, !llvm.loop !38

for.cond162:                                      ; preds = %if.end168, %for.end129
  %i165 = phi i32 [ 0, %for.end129 ], [ %874, %if.end168 ]
  %846 = icmp slt i32 %i165, 1
  br i1 %846, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %847 = sext i32 %N to i64
  %848 = icmp slt i64 %847, 0
  %849 = sext i32 %N to i64
  %850 = icmp sgt i64 %849, 4096
  %851 = sext i32 %N to i64
  %852 = select i1 %850, i64 4096, i64 %851
  %853 = select i1 %848, i64 0, i64 %852
  %854 = icmp slt i64 %853, 0
  %855 = sext i32 %N to i64
  %856 = icmp slt i64 %855, 0
  %857 = sext i32 %N to i64
  %858 = icmp sgt i64 %857, 4096
  %859 = sext i32 %N to i64
  %860 = select i1 %858, i64 4096, i64 %859
  %861 = select i1 %856, i64 0, i64 %860
  %862 = select i1 %854, i64 0, i64 %861
  %tl_hi11 = trunc i64 %862 to i32
  %863 = mul i32 %bx, 4
  %864 = add i32 %863, %r
  %865 = add i32 %864, %i165
  %866 = icmp sle i32 0, %865
  %867 = mul i32 %bx, 4
  %868 = add i32 %867, %r
  %869 = add i32 %868, %i165
  %870 = icmp slt i32 %869, %M
  %871 = and i1 %866, %870
  br i1 %871, label %if.then166, label %if.else167

for.end164:                                       ; preds = %for.cond162
  %872 = add nsw i32 %r, 1
  br label %for.cond106, !llvm.loop !39

if.then166:                                       ; preds = %for.body163
  %873 = sub i32 %tl_hi11, 0
  br label %for.cond169

if.else167:                                       ; preds = %for.body163
  br label %if.end168

if.end168:                                        ; preds = %if.else167, %for.end171
  %874 = add nsw i32 %i165, 1
  br label %for.cond162, !llvm.loop !40

for.cond169:                                      ; preds = %for.body170, %if.then166
  %j8 = phi i32 [ 0, %if.then166 ], [ %912, %for.body170 ]
  %875 = icmp slt i32 %j8, %873
  br i1 %875, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %876 = mul i32 %bx, 4
  %877 = add i32 %876, %r
  %878 = add i32 %877, %i165
  %879 = sext i32 %878 to i64
  %880 = sext i32 %N to i64
  %881 = mul nsw i64 %879, %880
  %882 = add i32 0, %j8
  %883 = sext i32 %882 to i64
  %884 = add nsw i64 %881, %883
  %885 = getelementptr inbounds float, ptr %X, i64 %884
  %886 = load float, ptr %885, align 4
  %887 = getelementptr inbounds float, ptr %ss_r, i64 0
  %888 = load float, ptr %887, align 4
  %889 = sitofp i32 %N to float
  %890 = fdiv float %888, %889
  %891 = fadd float %890, 0x3EB0C6F7A0000000
  %892 = fpext float %891 to double
  %893 = call double @llvm.sqrt.f64(double %892)
  %894 = fdiv double 1.000000e+00, %893
  %895 = fptrunc double %894 to float
  %896 = fmul float %886, %895
  %897 = add i32 0, %j8
  %898 = sext i32 %897 to i64
  %899 = getelementptr inbounds float, ptr %W, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = fmul float %896, %900
  %902 = mul i32 %bx, 4
  %903 = add i32 %902, %r
  %904 = add i32 %903, %i165
  %905 = sext i32 %904 to i64
  %906 = sext i32 %N to i64
  %907 = mul nsw i64 %905, %906
  %908 = add i32 0, %j8
  %909 = sext i32 %908 to i64
  %910 = add nsw i64 %907, %909
  %911 = getelementptr inbounds float, ptr %Y, i64 %910
  store float %901, ptr %911, align 4
  %912 = add nsw i32 %j8, 1
  br label %for.cond169, !llvm.loop !41

for.end171:                                       ; preds = %for.cond169
  br label %if.end168

for.cond172:                                      ; preds = %for.end177, %for.end108
  %tl_r16 = phi i32 [ 0, %for.end108 ], [ %976, %for.end177 ]
  %913 = icmp slt i32 %tl_r16, 1
  br i1 %913, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %914 = sext i32 %N to i64
  %915 = icmp slt i64 %914, 0
  %916 = sext i32 %N to i64
  %917 = icmp sgt i64 %916, 4096
  %918 = sext i32 %N to i64
  %919 = select i1 %917, i64 4096, i64 %918
  %920 = select i1 %915, i64 0, i64 %919
  %921 = icmp slt i64 %920, 0
  %922 = sext i32 %N to i64
  %923 = icmp slt i64 %922, 0
  %924 = sext i32 %N to i64
  %925 = icmp sgt i64 %924, 4096
  %926 = sext i32 %N to i64
  %927 = select i1 %925, i64 4096, i64 %926
  %928 = select i1 %923, i64 0, i64 %927
  %929 = select i1 %921, i64 0, i64 %928
  %930 = trunc i64 %929 to i32
  %931 = icmp slt i32 %930, 0
  %932 = sext i32 %N to i64
  %933 = icmp slt i64 %932, 0
  %934 = sext i32 %N to i64
  %935 = icmp sgt i64 %934, 4096
  %936 = sext i32 %N to i64
  %937 = select i1 %935, i64 4096, i64 %936
  %938 = select i1 %933, i64 0, i64 %937
  %939 = icmp slt i64 %938, 0
  %940 = sext i32 %N to i64
  %941 = icmp slt i64 %940, 0
  %942 = sext i32 %N to i64
  %943 = icmp sgt i64 %942, 4096
  %944 = sext i32 %N to i64
  %945 = select i1 %943, i64 4096, i64 %944
  %946 = select i1 %941, i64 0, i64 %945
  %947 = select i1 %939, i64 0, i64 %946
  %948 = trunc i64 %947 to i32
  %949 = icmp sgt i32 %948, 4096
  %950 = sext i32 %N to i64
  %951 = icmp slt i64 %950, 0
  %952 = sext i32 %N to i64
  %953 = icmp sgt i64 %952, 4096
  %954 = sext i32 %N to i64
  %955 = select i1 %953, i64 4096, i64 %954
  %956 = select i1 %951, i64 0, i64 %955
  %957 = icmp slt i64 %956, 0
  %958 = sext i32 %N to i64
  %959 = icmp slt i64 %958, 0
  %960 = sext i32 %N to i64
  %961 = icmp sgt i64 %960, 4096
  %962 = sext i32 %N to i64
  %963 = select i1 %961, i64 4096, i64 %962
  %964 = select i1 %959, i64 0, i64 %963
  %965 = select i1 %957, i64 0, i64 %964
  %966 = trunc i64 %965 to i32
  %967 = select i1 %949, i32 4096, i32 %966
  %tl_pad_from17 = select i1 %931, i32 0, i32 %967
  %tl_pad_n19 = sub i32 4096, %tl_pad_from17
  br label %for.cond175

for.end174:                                       ; preds = %for.cond172
  br label %if.end105

for.cond175:                                      ; preds = %for.body176, %for.body173
  %tl_pad_k20 = phi i32 [ 0, %for.body173 ], [ %975, %for.body176 ]
  %968 = icmp slt i32 %tl_pad_k20, %tl_pad_n19
  br i1 %968, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %969 = sext i32 %tl_r16 to i64
  %970 = mul nsw i64 %969, 4096
  %971 = add i32 %tl_pad_from17, %tl_pad_k20
  %972 = sext i32 %971 to i64
  %973 = add nsw i64 %970, %972
  %974 = getelementptr inbounds float, ptr %sq_r, i64 %973
  store float 0.000000e+00, ptr %974, align 4
  %975 = add nsw i32 %tl_pad_k20, 1
  br label %for.cond175, !llvm.loop !42

for.end177:                                       ; preds = %for.cond175
  %976 = add nsw i32 %tl_r16, 1
  br label %for.cond172, !llvm.loop !43

for.cond178:                                      ; preds = %for.body179, %if.else104
  %i6 = phi i32 [ 0, %if.else104 ], [ %980, %for.body179 ]
  %977 = icmp slt i32 %i6, 4
  br i1 %977, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %978 = sext i32 %i6 to i64
  %979 = getelementptr inbounds float, ptr %ss, i64 %978
  store float 0.000000e+00, ptr %979, align 4
  %980 = add nsw i32 %i6, 1
  br label %for.cond178, !llvm.loop !44

for.end180:                                       ; preds = %for.cond178
  %981 = sext i32 %N to i64
  %982 = sdiv i64 %981, 512
  %983 = sub i64 0, %981
  %984 = select i1 false, i64 %983, i64 %982
  %985 = srem i64 %981, 512
  %986 = icmp ne i64 %985, 0
  %987 = icmp slt i64 %981, 0
  %988 = icmp eq i1 %987, false
  %989 = and i1 %986, %988
  %990 = zext i1 %989 to i64
  %991 = add i64 %984, %990
  %992 = trunc i64 %991 to i32
  %993 = sext i32 %N to i64
  %994 = sdiv i64 %993, 512
  %995 = sub i64 0, %993
  %996 = select i1 false, i64 %995, i64 %994
  %997 = srem i64 %993, 512
  %998 = icmp ne i64 %997, 0
  %999 = icmp slt i64 %993, 0
  %1000 = icmp eq i1 %999, false
  %1001 = and i1 %998, %1000
  %1002 = zext i1 %1001 to i64
  %1003 = add i64 %996, %1002
  %1004 = trunc i64 %1003 to i32
  br label %for.cond181

for.cond181:                                      ; preds = %for.end232, %for.end180
  %c = phi i32 [ 0, %for.end180 ], [ %1197, %for.end232 ]
  %1005 = icmp slt i32 %c, %992
  br i1 %1005, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %1006 = mul i32 %bx, 4
  %1007 = icmp sle i32 0, %1006
  %1008 = mul i32 %bx, 4
  %1009 = sext i32 %1008 to i64
  %1010 = add i64 %1009, 4
  %1011 = sext i32 %M to i64
  %1012 = icmp sle i64 %1010, %1011
  %1013 = and i1 %1007, %1012
  %1014 = mul i32 %c, 512
  %1015 = icmp sle i32 0, %1014
  %1016 = mul i32 %c, 512
  %1017 = sext i32 %1016 to i64
  %1018 = add i64 %1017, 512
  %1019 = sext i32 %N to i64
  %1020 = icmp sle i64 %1018, %1019
  %1021 = and i1 %1015, %1020
  %1022 = and i1 %1013, %1021
  br i1 %1022, label %if.then184, label %if.else185

for.end183:                                       ; preds = %for.cond181
  br label %for.cond247

if.then184:                                       ; preds = %for.body182
  br label %for.cond187

if.else185:                                       ; preds = %for.body182
  br label %for.cond200

if.end186:                                        ; preds = %for.end202, %for.end189
  br label %for.cond222

for.cond187:                                      ; preds = %for.end199, %if.then184
  %i6190 = phi i32 [ 0, %if.then184 ], [ %1058, %for.end199 ]
  %1023 = icmp slt i32 %i6190, 4
  br i1 %1023, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %1024 = add i32 %c, 1
  %1025 = icmp slt i32 %1024, %1004
  br i1 %1025, label %if.then191, label %if.else192

for.end189:                                       ; preds = %for.cond187
  br label %if.end186

if.then191:                                       ; preds = %for.body188
  br label %for.cond194

if.else192:                                       ; preds = %for.body188
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %for.end196
  br label %for.cond197

for.cond194:                                      ; preds = %for.body195, %if.then191
  %pf = phi i32 [ 0, %if.then191 ], [ %1039, %for.body195 ]
  %1026 = icmp slt i32 %pf, 32
  br i1 %1026, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %1027 = mul i32 %bx, 4
  %1028 = add i32 %1027, %i6190
  %1029 = sext i32 %1028 to i64
  %1030 = sext i32 %N to i64
  %1031 = mul i64 %1029, %1030
  %1032 = add i32 %c, 1
  %1033 = mul i32 %1032, 512
  %1034 = mul i32 %pf, 16
  %1035 = add i32 %1033, %1034
  %1036 = sext i32 %1035 to i64
  %1037 = add i64 %1031, %1036
  %1038 = getelementptr float, ptr %X, i64 %1037
  call void @llvm.prefetch.p0(ptr %1038, i32 0, i32 0, i32 1)
  %1039 = add nsw i32 %pf, 1
  br label %for.cond194, !llvm.loop !45

for.end196:                                       ; preds = %for.cond194
  br label %if.end193

for.cond197:                                      ; preds = %for.body198, %if.end193
  %j1 = phi i32 [ 0, %if.end193 ], [ %1057, %for.body198 ]
  %1040 = icmp slt i32 %j1, 512
  br i1 %1040, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %1041 = mul i32 %bx, 4
  %1042 = add i32 %1041, %i6190
  %1043 = sext i32 %1042 to i64
  %1044 = sext i32 %N to i64
  %1045 = mul nsw i64 %1043, %1044
  %1046 = mul i32 %c, 512
  %1047 = add i32 %1046, %j1
  %1048 = sext i32 %1047 to i64
  %1049 = add nsw i64 %1045, %1048
  %1050 = getelementptr inbounds float, ptr %X, i64 %1049
  %1051 = load float, ptr %1050, align 4
  %1052 = sext i32 %i6190 to i64
  %1053 = mul nsw i64 %1052, 512
  %1054 = sext i32 %j1 to i64
  %1055 = add nsw i64 %1053, %1054
  %1056 = getelementptr inbounds float, ptr %X_f, i64 %1055
  store float %1051, ptr %1056, align 4
  %1057 = add nsw i32 %j1, 1
  br label %for.cond197, !llvm.loop !46

for.end199:                                       ; preds = %for.cond197
  %1058 = add nsw i32 %i6190, 1
  br label %for.cond187, !llvm.loop !47

for.cond200:                                      ; preds = %for.end220, %if.else185
  %i6203 = phi i32 [ 0, %if.else185 ], [ %1167, %for.end220 ]
  %1059 = icmp slt i32 %i6203, 4
  br i1 %1059, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %1060 = mul i32 %c, 512
  %1061 = sext i32 %1060 to i64
  %1062 = sub i64 0, %1061
  %1063 = icmp slt i64 %1062, 0
  %1064 = mul i32 %c, 512
  %1065 = sext i32 %1064 to i64
  %1066 = sub i64 0, %1065
  %1067 = icmp sgt i64 %1066, 512
  %1068 = mul i32 %c, 512
  %1069 = sext i32 %1068 to i64
  %1070 = sub i64 0, %1069
  %1071 = select i1 %1067, i64 512, i64 %1070
  %1072 = select i1 %1063, i64 0, i64 %1071
  %tl_lo12 = trunc i64 %1072 to i32
  %1073 = sext i32 %N to i64
  %1074 = mul i32 %c, 512
  %1075 = sext i32 %1074 to i64
  %1076 = sub i64 %1073, %1075
  %1077 = icmp slt i64 %1076, 0
  %1078 = sext i32 %N to i64
  %1079 = mul i32 %c, 512
  %1080 = sext i32 %1079 to i64
  %1081 = sub i64 %1078, %1080
  %1082 = icmp sgt i64 %1081, 512
  %1083 = sext i32 %N to i64
  %1084 = mul i32 %c, 512
  %1085 = sext i32 %1084 to i64
  %1086 = sub i64 %1083, %1085
  %1087 = select i1 %1082, i64 512, i64 %1086
  %1088 = select i1 %1077, i64 0, i64 %1087
  %1089 = sext i32 %tl_lo12 to i64
  %1090 = icmp slt i64 %1088, %1089
  %1091 = sext i32 %tl_lo12 to i64
  %1092 = sext i32 %N to i64
  %1093 = mul i32 %c, 512
  %1094 = sext i32 %1093 to i64
  %1095 = sub i64 %1092, %1094
  %1096 = icmp slt i64 %1095, 0
  %1097 = sext i32 %N to i64
  %1098 = mul i32 %c, 512
  %1099 = sext i32 %1098 to i64
  %1100 = sub i64 %1097, %1099
  %1101 = icmp sgt i64 %1100, 512
  %1102 = sext i32 %N to i64
  %1103 = mul i32 %c, 512
  %1104 = sext i32 %1103 to i64
  %1105 = sub i64 %1102, %1104
  %1106 = select i1 %1101, i64 512, i64 %1105
  %1107 = select i1 %1096, i64 0, i64 %1106
  %1108 = select i1 %1090, i64 %1091, i64 %1107
  %tl_hi13 = trunc i64 %1108 to i32
  br label %for.cond204

for.end202:                                       ; preds = %for.cond200
  br label %if.end186

for.cond204:                                      ; preds = %for.body205, %for.body201
  %j1207 = phi i32 [ 0, %for.body201 ], [ %1115, %for.body205 ]
  %1109 = icmp slt i32 %j1207, %tl_lo12
  br i1 %1109, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %1110 = sext i32 %i6203 to i64
  %1111 = mul nsw i64 %1110, 512
  %1112 = sext i32 %j1207 to i64
  %1113 = add nsw i64 %1111, %1112
  %1114 = getelementptr inbounds float, ptr %X_f, i64 %1113
  store float 0.000000e+00, ptr %1114, align 4
  %1115 = add nsw i32 %j1207, 1
  br label %for.cond204, !llvm.loop !48

for.end206:                                       ; preds = %for.cond204
  %1116 = mul i32 %bx, 4
  %1117 = sext i32 %1116 to i64
  %1118 = sext i32 %i6203 to i64
  %1119 = add i64 %1117, %1118
  %1120 = icmp sle i64 0, %1119
  %1121 = mul i32 %bx, 4
  %1122 = sext i32 %1121 to i64
  %1123 = sext i32 %i6203 to i64
  %1124 = add i64 %1122, %1123
  %1125 = sext i32 %M to i64
  %1126 = icmp slt i64 %1124, %1125
  %1127 = and i1 %1120, %1126
  br i1 %1127, label %if.then208, label %if.else209

if.then208:                                       ; preds = %for.end206
  %1128 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond211

if.else209:                                       ; preds = %for.end206
  %1129 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond214

if.end210:                                        ; preds = %for.end216, %for.end213
  %1130 = sub i32 512, %tl_hi13
  br label %for.cond218

for.cond211:                                      ; preds = %for.body212, %if.then208
  %j11 = phi i32 [ 0, %if.then208 ], [ %1150, %for.body212 ]
  %1131 = icmp slt i32 %j11, %1128
  br i1 %1131, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %1132 = mul i32 %bx, 4
  %1133 = add i32 %1132, %i6203
  %1134 = sext i32 %1133 to i64
  %1135 = sext i32 %N to i64
  %1136 = mul nsw i64 %1134, %1135
  %1137 = mul i32 %c, 512
  %1138 = add i32 %tl_lo12, %j11
  %1139 = add i32 %1137, %1138
  %1140 = sext i32 %1139 to i64
  %1141 = add nsw i64 %1136, %1140
  %1142 = getelementptr inbounds float, ptr %X, i64 %1141
  %1143 = load float, ptr %1142, align 4
  %1144 = sext i32 %i6203 to i64
  %1145 = mul nsw i64 %1144, 512
  %1146 = add i32 %tl_lo12, %j11
  %1147 = sext i32 %1146 to i64
  %1148 = add nsw i64 %1145, %1147
  %1149 = getelementptr inbounds float, ptr %X_f, i64 %1148
  store float %1143, ptr %1149, align 4
  %1150 = add nsw i32 %j11, 1
  br label %for.cond211, !llvm.loop !49

for.end213:                                       ; preds = %for.cond211
  br label %if.end210

for.cond214:                                      ; preds = %for.body215, %if.else209
  %j11217 = phi i32 [ 0, %if.else209 ], [ %1158, %for.body215 ]
  %1151 = icmp slt i32 %j11217, %1129
  br i1 %1151, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %1152 = sext i32 %i6203 to i64
  %1153 = mul nsw i64 %1152, 512
  %1154 = add i32 %tl_lo12, %j11217
  %1155 = sext i32 %1154 to i64
  %1156 = add nsw i64 %1153, %1155
  %1157 = getelementptr inbounds float, ptr %X_f, i64 %1156
  store float 0.000000e+00, ptr %1157, align 4
  %1158 = add nsw i32 %j11217, 1
  br label %for.cond214, !llvm.loop !50

for.end216:                                       ; preds = %for.cond214
  br label %if.end210

for.cond218:                                      ; preds = %for.body219, %if.end210
  %j11221 = phi i32 [ 0, %if.end210 ], [ %1166, %for.body219 ]
  %1159 = icmp slt i32 %j11221, %1130
  br i1 %1159, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %1160 = sext i32 %i6203 to i64
  %1161 = mul nsw i64 %1160, 512
  %1162 = add i32 %tl_hi13, %j11221
  %1163 = sext i32 %1162 to i64
  %1164 = add nsw i64 %1161, %1163
  %1165 = getelementptr inbounds float, ptr %X_f, i64 %1164
  store float 0.000000e+00, ptr %1165, align 4
  %1166 = add nsw i32 %j11221, 1
  br label %for.cond218, !llvm.loop !51

for.end220:                                       ; preds = %for.cond218
  %1167 = add nsw i32 %i6203, 1
  br label %for.cond200, !llvm.loop !52

for.cond222:                                      ; preds = %for.end228, %if.end186
  %i225 = phi i32 [ 0, %if.end186 ], [ %1195, %for.end228 ]
  %1168 = icmp slt i32 %i225, 4
  br i1 %1168, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond226

for.end224:                                       ; preds = %for.cond222
  br label %for.cond230

for.cond226:                                      ; preds = %for.body227, %for.body223
  %j229 = phi i32 [ 0, %for.body223 ], [ %1194, %for.body227 ]
  %1169 = icmp slt i32 %j229, 512
  br i1 %1169, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %1170 = mul i32 %c, 512
  %1171 = add i32 %1170, %j229
  %1172 = icmp slt i32 %1171, %N
  %1173 = sext i32 %i225 to i64
  %1174 = mul nsw i64 %1173, 512
  %1175 = sext i32 %j229 to i64
  %1176 = add nsw i64 %1174, %1175
  %1177 = call i64 @llvm.umin.i64(i64 %1176, i64 2047)
  %1178 = getelementptr inbounds float, ptr %X_f, i64 %1177
  %1179 = load float, ptr %1178, align 4
  %1180 = sext i32 %i225 to i64
  %1181 = mul nsw i64 %1180, 512
  %1182 = sext i32 %j229 to i64
  %1183 = add nsw i64 %1181, %1182
  %1184 = call i64 @llvm.umin.i64(i64 %1183, i64 2047)
  %1185 = getelementptr inbounds float, ptr %X_f, i64 %1184
  %1186 = load float, ptr %1185, align 4
  %1187 = fmul float %1179, %1186
  %1188 = select i1 %1172, float %1187, float 0.000000e+00
  %1189 = sext i32 %i225 to i64
  %1190 = mul nsw i64 %1189, 512
  %1191 = sext i32 %j229 to i64
  %1192 = add nsw i64 %1190, %1191
  %1193 = getelementptr inbounds float, ptr %X_f, i64 %1192
  store float %1188, ptr %1193, align 4
  %1194 = add nsw i32 %j229, 1
  br label %for.cond226, !llvm.loop !53

for.end228:                                       ; preds = %for.cond226
  %1195 = add nsw i32 %i225, 1
  br label %for.cond222, !llvm.loop !54

for.cond230:                                      ; preds = %for.end245, %for.end224
  %i5 = phi i32 [ 0, %for.end224 ], [ %1238, %for.end245 ]
  %1196 = icmp slt i32 %i5, 4
  br i1 %1196, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond233

for.end232:                                       ; preds = %for.cond230
  %1197 = add nsw i32 %c, 1
  br label %for.cond181, !llvm.loop !55

for.cond233:                                      ; preds = %for.body234, %for.body231
  %lane3 = phi i32 [ 0, %for.body231 ], [ %1207, %for.body234 ]
  %1198 = icmp slt i32 %lane3, 32
  br i1 %1198, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %1199 = sext i32 %i5 to i64
  %1200 = mul nsw i64 %1199, 512
  %1201 = sext i32 %lane3 to i64
  %1202 = add nsw i64 %1200, %1201
  %1203 = getelementptr inbounds float, ptr %X_f, i64 %1202
  %1204 = load float, ptr %1203, align 4
  %1205 = sext i32 %lane3 to i64
  %1206 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1205
  store float %1204, ptr %1206, align 4
  %1207 = add nsw i32 %lane3, 1
  br label %for.cond233, !llvm.loop !56

for.end235:                                       ; preds = %for.cond233
  br label %for.cond236

for.cond236:                                      ; preds = %for.end241, %for.end235
  %red3 = phi i32 [ 0, %for.end235 ], [ %1226, %for.end241 ]
  %1208 = icmp slt i32 %red3, 15
  br i1 %1208, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  br label %for.cond239

for.end238:                                       ; preds = %for.cond236
  br label %for.cond243

for.cond239:                                      ; preds = %for.body240, %for.body237
  %lane3242 = phi i32 [ 0, %for.body237 ], [ %1225, %for.body240 ]
  %1209 = icmp slt i32 %lane3242, 32
  br i1 %1209, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %1210 = sext i32 %lane3242 to i64
  %1211 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1210
  %1212 = load float, ptr %1211, align 4
  %1213 = sext i32 %i5 to i64
  %1214 = mul nsw i64 %1213, 512
  %1215 = add i32 %red3, 1
  %1216 = mul i32 %1215, 32
  %1217 = add i32 %1216, %lane3242
  %1218 = sext i32 %1217 to i64
  %1219 = add nsw i64 %1214, %1218
  %1220 = getelementptr inbounds float, ptr %X_f, i64 %1219
  %1221 = load float, ptr %1220, align 4
  %1222 = fadd float %1212, %1221
  %1223 = sext i32 %lane3242 to i64
  %1224 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1223
  store float %1222, ptr %1224, align 4
  %1225 = add nsw i32 %lane3242, 1
  br label %for.cond239, !llvm.loop !57

for.end241:                                       ; preds = %for.cond239
  %1226 = add nsw i32 %red3, 1
  br label %for.cond236, !llvm.loop !58

for.cond243:                                      ; preds = %for.body244, %for.end238
  %lane3246 = phi i32 [ 0, %for.end238 ], [ %1237, %for.body244 ]
  %1227 = icmp slt i32 %lane3246, 32
  br i1 %1227, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %1228 = sext i32 %i5 to i64
  %1229 = getelementptr inbounds float, ptr %ss, i64 %1228
  %1230 = load float, ptr %1229, align 4
  %1231 = sext i32 %lane3246 to i64
  %1232 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1231
  %1233 = load float, ptr %1232, align 4
  %1234 = fadd float %1230, %1233
  %1235 = sext i32 %i5 to i64
  %1236 = getelementptr inbounds float, ptr %ss, i64 %1235
  store float %1234, ptr %1236, align 4
  %1237 = add nsw i32 %lane3246, 1
  br label %for.cond243, !llvm.loop !59

for.end245:                                       ; preds = %for.cond243
  %1238 = add nsw i32 %i5, 1
  br label %for.cond230, !llvm.loop !60

for.cond247:                                      ; preds = %for.body248, %for.end183
  %i250 = phi i32 [ 0, %for.end183 ], [ %1252, %for.body248 ]
  %1239 = icmp slt i32 %i250, 4
  br i1 %1239, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %1240 = sext i32 %i250 to i64
  %1241 = getelementptr inbounds float, ptr %ss, i64 %1240
  %1242 = load float, ptr %1241, align 4
  %1243 = sitofp i32 %N to float
  %1244 = fdiv float %1242, %1243
  %1245 = fadd float %1244, 0x3EB0C6F7A0000000
  %1246 = fpext float %1245 to double
  %1247 = call double @llvm.sqrt.f64(double %1246)
  %1248 = fdiv double 1.000000e+00, %1247
  %1249 = fptrunc double %1248 to float
  %1250 = sext i32 %i250 to i64
  %1251 = getelementptr inbounds float, ptr %ss, i64 %1250
  store float %1249, ptr %1251, align 4
  %1252 = add nsw i32 %i250, 1
  br label %for.cond247, !llvm.loop !61

for.end249:                                       ; preds = %for.cond247
  %1253 = sext i32 %N to i64
  %1254 = sdiv i64 %1253, 512
  %1255 = sub i64 0, %1253
  %1256 = select i1 false, i64 %1255, i64 %1254
  %1257 = srem i64 %1253, 512
  %1258 = icmp ne i64 %1257, 0
  %1259 = icmp slt i64 %1253, 0
  %1260 = icmp eq i1 %1259, false
  %1261 = and i1 %1258, %1260
  %1262 = zext i1 %1261 to i64
  %1263 = add i64 %1256, %1262
  %1264 = trunc i64 %1263 to i32
  %1265 = sext i32 %N to i64
  %1266 = sdiv i64 %1265, 512
  %1267 = sub i64 0, %1265
  %1268 = select i1 false, i64 %1267, i64 %1266
  %1269 = srem i64 %1265, 512
  %1270 = icmp ne i64 %1269, 0
  %1271 = icmp slt i64 %1265, 0
  %1272 = icmp eq i1 %1271, false
  %1273 = and i1 %1270, %1272
  %1274 = zext i1 %1273 to i64
  %1275 = add i64 %1268, %1274
  %1276 = trunc i64 %1275 to i32
  br label %for.cond251

for.cond251:                                      ; preds = %if.end303, %for.end249
  %c254 = phi i32 [ 0, %for.end249 ], [ %1561, %if.end303 ]
  %1277 = icmp slt i32 %c254, %1264
  br i1 %1277, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1278 = sub i32 %1276, 1
  %t = sub i32 %1278, %c254
  %1279 = mul i32 %bx, 4
  %1280 = icmp sle i32 0, %1279
  %1281 = mul i32 %bx, 4
  %1282 = sext i32 %1281 to i64
  %1283 = add i64 %1282, 4
  %1284 = sext i32 %M to i64
  %1285 = icmp sle i64 %1283, %1284
  %1286 = and i1 %1280, %1285
  %1287 = mul i32 %t, 512
  %1288 = icmp sle i32 0, %1287
  %1289 = mul i32 %t, 512
  %1290 = sext i32 %1289 to i64
  %1291 = add i64 %1290, 512
  %1292 = sext i32 %N to i64
  %1293 = icmp sle i64 %1291, %1292
  %1294 = and i1 %1288, %1293
  %1295 = and i1 %1286, %1294
  br i1 %1295, label %if.then255, label %if.else256

for.end253:                                       ; preds = %for.cond251
  br label %if.end105

if.then255:                                       ; preds = %for.body252
  br label %for.cond258

if.else256:                                       ; preds = %for.body252
  br label %for.cond264

if.end257:                                        ; preds = %for.end266, %for.end260
  br label %for.cond286

for.cond258:                                      ; preds = %for.end263, %if.then255
  %i7 = phi i32 [ 0, %if.then255 ], [ %1315, %for.end263 ]
  %1296 = icmp slt i32 %i7, 4
  br i1 %1296, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  br label %for.cond261

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond261:                                      ; preds = %for.body262, %for.body259
  %j2 = phi i32 [ 0, %for.body259 ], [ %1314, %for.body262 ]
  %1297 = icmp slt i32 %j2, 512
  br i1 %1297, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %1298 = mul i32 %bx, 4
  %1299 = add i32 %1298, %i7
  %1300 = sext i32 %1299 to i64
  %1301 = sext i32 %N to i64
  %1302 = mul nsw i64 %1300, %1301
  %1303 = mul i32 %t, 512
  %1304 = add i32 %1303, %j2
  %1305 = sext i32 %1304 to i64
  %1306 = add nsw i64 %1302, %1305
  %1307 = getelementptr inbounds float, ptr %X, i64 %1306
  %1308 = load float, ptr %1307, align 4
  %1309 = sext i32 %i7 to i64
  %1310 = mul nsw i64 %1309, 512
  %1311 = sext i32 %j2 to i64
  %1312 = add nsw i64 %1310, %1311
  %1313 = getelementptr inbounds float, ptr %X_f, i64 %1312
  store float %1308, ptr %1313, align 4
  %1314 = add nsw i32 %j2, 1
  br label %for.cond261, !llvm.loop !62

for.end263:                                       ; preds = %for.cond261
  %1315 = add nsw i32 %i7, 1
  br label %for.cond258, !llvm.loop !63

for.cond264:                                      ; preds = %for.end284, %if.else256
  %i7267 = phi i32 [ 0, %if.else256 ], [ %1424, %for.end284 ]
  %1316 = icmp slt i32 %i7267, 4
  br i1 %1316, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %1317 = mul i32 %t, 512
  %1318 = sext i32 %1317 to i64
  %1319 = sub i64 0, %1318
  %1320 = icmp slt i64 %1319, 0
  %1321 = mul i32 %t, 512
  %1322 = sext i32 %1321 to i64
  %1323 = sub i64 0, %1322
  %1324 = icmp sgt i64 %1323, 512
  %1325 = mul i32 %t, 512
  %1326 = sext i32 %1325 to i64
  %1327 = sub i64 0, %1326
  %1328 = select i1 %1324, i64 512, i64 %1327
  %1329 = select i1 %1320, i64 0, i64 %1328
  %tl_lo14 = trunc i64 %1329 to i32
  %1330 = sext i32 %N to i64
  %1331 = mul i32 %t, 512
  %1332 = sext i32 %1331 to i64
  %1333 = sub i64 %1330, %1332
  %1334 = icmp slt i64 %1333, 0
  %1335 = sext i32 %N to i64
  %1336 = mul i32 %t, 512
  %1337 = sext i32 %1336 to i64
  %1338 = sub i64 %1335, %1337
  %1339 = icmp sgt i64 %1338, 512
  %1340 = sext i32 %N to i64
  %1341 = mul i32 %t, 512
  %1342 = sext i32 %1341 to i64
  %1343 = sub i64 %1340, %1342
  %1344 = select i1 %1339, i64 512, i64 %1343
  %1345 = select i1 %1334, i64 0, i64 %1344
  %1346 = sext i32 %tl_lo14 to i64
  %1347 = icmp slt i64 %1345, %1346
  %1348 = sext i32 %tl_lo14 to i64
  %1349 = sext i32 %N to i64
  %1350 = mul i32 %t, 512
  %1351 = sext i32 %1350 to i64
  %1352 = sub i64 %1349, %1351
  %1353 = icmp slt i64 %1352, 0
  %1354 = sext i32 %N to i64
  %1355 = mul i32 %t, 512
  %1356 = sext i32 %1355 to i64
  %1357 = sub i64 %1354, %1356
  %1358 = icmp sgt i64 %1357, 512
  %1359 = sext i32 %N to i64
  %1360 = mul i32 %t, 512
  %1361 = sext i32 %1360 to i64
  %1362 = sub i64 %1359, %1361
  %1363 = select i1 %1358, i64 512, i64 %1362
  %1364 = select i1 %1353, i64 0, i64 %1363
  %1365 = select i1 %1347, i64 %1348, i64 %1364
  %tl_hi15 = trunc i64 %1365 to i32
  br label %for.cond268

for.end266:                                       ; preds = %for.cond264
  br label %if.end257

for.cond268:                                      ; preds = %for.body269, %for.body265
  %j2271 = phi i32 [ 0, %for.body265 ], [ %1372, %for.body269 ]
  %1366 = icmp slt i32 %j2271, %tl_lo14
  br i1 %1366, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %1367 = sext i32 %i7267 to i64
  %1368 = mul nsw i64 %1367, 512
  %1369 = sext i32 %j2271 to i64
  %1370 = add nsw i64 %1368, %1369
  %1371 = getelementptr inbounds float, ptr %X_f, i64 %1370
  store float 0.000000e+00, ptr %1371, align 4
  %1372 = add nsw i32 %j2271, 1
  br label %for.cond268, !llvm.loop !64

for.end270:                                       ; preds = %for.cond268
  %1373 = mul i32 %bx, 4
  %1374 = sext i32 %1373 to i64
  %1375 = sext i32 %i7267 to i64
  %1376 = add i64 %1374, %1375
  %1377 = icmp sle i64 0, %1376
  %1378 = mul i32 %bx, 4
  %1379 = sext i32 %1378 to i64
  %1380 = sext i32 %i7267 to i64
  %1381 = add i64 %1379, %1380
  %1382 = sext i32 %M to i64
  %1383 = icmp slt i64 %1381, %1382
  %1384 = and i1 %1377, %1383
  br i1 %1384, label %if.then272, label %if.else273

if.then272:                                       ; preds = %for.end270
  %1385 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond275

if.else273:                                       ; preds = %for.end270
  %1386 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond278

if.end274:                                        ; preds = %for.end280, %for.end277
  %1387 = sub i32 512, %tl_hi15
  br label %for.cond282

for.cond275:                                      ; preds = %for.body276, %if.then272
  %j21 = phi i32 [ 0, %if.then272 ], [ %1407, %for.body276 ]
  %1388 = icmp slt i32 %j21, %1385
  br i1 %1388, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1389 = mul i32 %bx, 4
  %1390 = add i32 %1389, %i7267
  %1391 = sext i32 %1390 to i64
  %1392 = sext i32 %N to i64
  %1393 = mul nsw i64 %1391, %1392
  %1394 = mul i32 %t, 512
  %1395 = add i32 %tl_lo14, %j21
  %1396 = add i32 %1394, %1395
  %1397 = sext i32 %1396 to i64
  %1398 = add nsw i64 %1393, %1397
  %1399 = getelementptr inbounds float, ptr %X, i64 %1398
  %1400 = load float, ptr %1399, align 4
  %1401 = sext i32 %i7267 to i64
  %1402 = mul nsw i64 %1401, 512
  %1403 = add i32 %tl_lo14, %j21
  %1404 = sext i32 %1403 to i64
  %1405 = add nsw i64 %1402, %1404
  %1406 = getelementptr inbounds float, ptr %X_f, i64 %1405
  store float %1400, ptr %1406, align 4
  %1407 = add nsw i32 %j21, 1
  br label %for.cond275, !llvm.loop !65

for.end277:                                       ; preds = %for.cond275
  br label %if.end274

for.cond278:                                      ; preds = %for.body279, %if.else273
  %j21281 = phi i32 [ 0, %if.else273 ], [ %1415, %for.body279 ]
  %1408 = icmp slt i32 %j21281, %1386
  br i1 %1408, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1409 = sext i32 %i7267 to i64
  %1410 = mul nsw i64 %1409, 512
  %1411 = add i32 %tl_lo14, %j21281
  %1412 = sext i32 %1411 to i64
  %1413 = add nsw i64 %1410, %1412
  %1414 = getelementptr inbounds float, ptr %X_f, i64 %1413
  store float 0.000000e+00, ptr %1414, align 4
  %1415 = add nsw i32 %j21281, 1
  br label %for.cond278, !llvm.loop !66

for.end280:                                       ; preds = %for.cond278
  br label %if.end274

for.cond282:                                      ; preds = %for.body283, %if.end274
  %j21285 = phi i32 [ 0, %if.end274 ], [ %1423, %for.body283 ]
  %1416 = icmp slt i32 %j21285, %1387
  br i1 %1416, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %1417 = sext i32 %i7267 to i64
  %1418 = mul nsw i64 %1417, 512
  %1419 = add i32 %tl_hi15, %j21285
  %1420 = sext i32 %1419 to i64
  %1421 = add nsw i64 %1418, %1420
  %1422 = getelementptr inbounds float, ptr %X_f, i64 %1421
  store float 0.000000e+00, ptr %1422, align 4
  %1423 = add nsw i32 %j21285, 1
  br label %for.cond282, !llvm.loop !67

for.end284:                                       ; preds = %for.cond282
  %1424 = add nsw i32 %i7267, 1
  br label %for.cond264, !llvm.loop !68

for.cond286:                                      ; preds = %for.end299, %if.end257
  %i289 = phi i32 [ 0, %if.end257 ], [ %1560, %for.end299 ]
  %1425 = icmp slt i32 %i289, 4
  br i1 %1425, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %1426 = mul i32 %t, 512
  %1427 = sext i32 %1426 to i64
  %1428 = sub i64 0, %1427
  %1429 = icmp slt i64 %1428, 0
  %1430 = mul i32 %t, 512
  %1431 = sext i32 %1430 to i64
  %1432 = sub i64 0, %1431
  %1433 = icmp sgt i64 %1432, 512
  %1434 = mul i32 %t, 512
  %1435 = sext i32 %1434 to i64
  %1436 = sub i64 0, %1435
  %1437 = select i1 %1433, i64 512, i64 %1436
  %1438 = select i1 %1429, i64 0, i64 %1437
  %tl_lo16 = trunc i64 %1438 to i32
  %1439 = sext i32 %N to i64
  %1440 = mul i32 %t, 512
  %1441 = sext i32 %1440 to i64
  %1442 = sub i64 %1439, %1441
  %1443 = icmp slt i64 %1442, 0
  %1444 = sext i32 %N to i64
  %1445 = mul i32 %t, 512
  %1446 = sext i32 %1445 to i64
  %1447 = sub i64 %1444, %1446
  %1448 = icmp sgt i64 %1447, 512
  %1449 = sext i32 %N to i64
  %1450 = mul i32 %t, 512
  %1451 = sext i32 %1450 to i64
  %1452 = sub i64 %1449, %1451
  %1453 = select i1 %1448, i64 512, i64 %1452
  %1454 = select i1 %1443, i64 0, i64 %1453
  %1455 = sext i32 %tl_lo16 to i64
  %1456 = icmp slt i64 %1454, %1455
  %1457 = sext i32 %tl_lo16 to i64
  %1458 = sext i32 %N to i64
  %1459 = mul i32 %t, 512
  %1460 = sext i32 %1459 to i64
  %1461 = sub i64 %1458, %1460
  %1462 = icmp slt i64 %1461, 0
  %1463 = sext i32 %N to i64
  %1464 = mul i32 %t, 512
  %1465 = sext i32 %1464 to i64
  %1466 = sub i64 %1463, %1465
  %1467 = icmp sgt i64 %1466, 512
  %1468 = sext i32 %N to i64
  %1469 = mul i32 %t, 512
  %1470 = sext i32 %1469 to i64
  %1471 = sub i64 %1468, %1470
  %1472 = select i1 %1467, i64 512, i64 %1471
  %1473 = select i1 %1462, i64 0, i64 %1472
  %1474 = select i1 %1456, i64 %1457, i64 %1473
  %tl_hi17 = trunc i64 %1474 to i32
  br label %for.cond290

for.end288:                                       ; preds = %for.cond286
  %1475 = mul i32 %bx, 4
  %1476 = icmp sle i32 0, %1475
  %1477 = mul i32 %bx, 4
  %1478 = sext i32 %1477 to i64
  %1479 = add i64 %1478, 4
  %1480 = sext i32 %M to i64
  %1481 = icmp sle i64 %1479, %1480
  %1482 = and i1 %1476, %1481
  %1483 = mul i32 %t, 512
  %1484 = icmp sle i32 0, %1483
  %1485 = mul i32 %t, 512
  %1486 = sext i32 %1485 to i64
  %1487 = add i64 %1486, 512
  %1488 = sext i32 %N to i64
  %1489 = icmp sle i64 %1487, %1488
  %1490 = and i1 %1484, %1489
  %1491 = and i1 %1482, %1490
  br i1 %1491, label %if.then301, label %if.else302

for.cond290:                                      ; preds = %for.body291, %for.body287
  %j293 = phi i32 [ 0, %for.body287 ], [ %1509, %for.body291 ]
  %1492 = icmp slt i32 %j293, %tl_lo16
  br i1 %1492, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1493 = sext i32 %i289 to i64
  %1494 = mul nsw i64 %1493, 512
  %1495 = sext i32 %j293 to i64
  %1496 = add nsw i64 %1494, %1495
  %1497 = getelementptr inbounds float, ptr %X_f, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = sext i32 %i289 to i64
  %1500 = getelementptr inbounds float, ptr %ss, i64 %1499
  %1501 = load float, ptr %1500, align 4
  %1502 = fmul float %1498, %1501
  %1503 = fmul float %1502, 0.000000e+00
  %1504 = sext i32 %i289 to i64
  %1505 = mul nsw i64 %1504, 512
  %1506 = sext i32 %j293 to i64
  %1507 = add nsw i64 %1505, %1506
  %1508 = getelementptr inbounds float, ptr %X_f, i64 %1507
  store float %1503, ptr %1508, align 4
  %1509 = add nsw i32 %j293, 1
  br label %for.cond290, !llvm.loop !69

for.end292:                                       ; preds = %for.cond290
  %1510 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond294

for.cond294:                                      ; preds = %for.body295, %for.end292
  %j9 = phi i32 [ 0, %for.end292 ], [ %1538, %for.body295 ]
  %1511 = icmp slt i32 %j9, %1510
  br i1 %1511, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %1512 = sext i32 %i289 to i64
  %1513 = mul nsw i64 %1512, 512
  %1514 = add i32 %tl_lo16, %j9
  %1515 = sext i32 %1514 to i64
  %1516 = add nsw i64 %1513, %1515
  %1517 = getelementptr inbounds float, ptr %X_f, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = sext i32 %i289 to i64
  %1520 = getelementptr inbounds float, ptr %ss, i64 %1519
  %1521 = load float, ptr %1520, align 4
  %1522 = fmul float %1518, %1521
  %1523 = mul i32 %t, 512
  %1524 = sext i32 %1523 to i64
  %1525 = sext i32 %tl_lo16 to i64
  %1526 = sext i32 %j9 to i64
  %1527 = add i64 %1525, %1526
  %1528 = add i64 %1524, %1527
  %1529 = getelementptr inbounds float, ptr %W, i64 %1528
  %1530 = load float, ptr %1529, align 4
  %1531 = fmul float %1522, %1530
  %1532 = sext i32 %i289 to i64
  %1533 = mul nsw i64 %1532, 512
  %1534 = add i32 %tl_lo16, %j9
  %1535 = sext i32 %1534 to i64
  %1536 = add nsw i64 %1533, %1535
  %1537 = getelementptr inbounds float, ptr %X_f, i64 %1536
  store float %1531, ptr %1537, align 4
  %1538 = add nsw i32 %j9, 1
  br label %for.cond294, !llvm.loop !70

for.end296:                                       ; preds = %for.cond294
  %1539 = sub i32 512, %tl_hi17
  br label %for.cond297

for.cond297:                                      ; preds = %for.body298, %for.end296
  %j9300 = phi i32 [ 0, %for.end296 ], [ %1559, %for.body298 ]
  %1540 = icmp slt i32 %j9300, %1539
  br i1 %1540, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1541 = sext i32 %i289 to i64
  %1542 = mul nsw i64 %1541, 512
  %1543 = add i32 %tl_hi17, %j9300
  %1544 = sext i32 %1543 to i64
  %1545 = add nsw i64 %1542, %1544
  %1546 = getelementptr inbounds float, ptr %X_f, i64 %1545
  %1547 = load float, ptr %1546, align 4
  %1548 = sext i32 %i289 to i64
  %1549 = getelementptr inbounds float, ptr %ss, i64 %1548
  %1550 = load float, ptr %1549, align 4
  %1551 = fmul float %1547, %1550
  %1552 = fmul float %1551, 0.000000e+00
  %1553 = sext i32 %i289 to i64
  %1554 = mul nsw i64 %1553, 512
  %1555 = add i32 %tl_hi17, %j9300
  %1556 = sext i32 %1555 to i64
  %1557 = add nsw i64 %1554, %1556
  %1558 = getelementptr inbounds float, ptr %X_f, i64 %1557
  store float %1552, ptr %1558, align 4
  %1559 = add nsw i32 %j9300, 1
  br label %for.cond297, !llvm.loop !71

for.end299:                                       ; preds = %for.cond297
  %1560 = add nsw i32 %i289, 1
  br label %for.cond286, !llvm.loop !72

if.then301:                                       ; preds = %for.end288
  br label %for.cond304

if.else302:                                       ; preds = %for.end288
  br label %for.cond315

if.end303:                                        ; preds = %for.end317, %for.end306
  %1561 = add nsw i32 %c254, 1
  br label %for.cond251, !llvm.loop !73

for.cond304:                                      ; preds = %if.end310, %if.then301
  %i7307 = phi i32 [ 0, %if.then301 ], [ %1581, %if.end310 ]
  %1562 = icmp slt i32 %i7307, 4
  br i1 %1562, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %1563 = sext i32 %M to i64
  %1564 = sext i32 %N to i64
  %1565 = mul i64 %1563, %1564
  %1566 = icmp sge i64 %1565, 8388608
  br i1 %1566, label %if.then308, label %if.else309

for.end306:                                       ; preds = %for.cond304
  br label %if.end303

if.then308:                                       ; preds = %for.body305
  %1567 = mul i32 %bx, 4
  %1568 = add i32 %1567, %i7307
  %1569 = sext i32 %1568 to i64
  %1570 = sext i32 %N to i64
  %1571 = mul nsw i64 %1569, %1570
  %1572 = mul i32 %t, 512
  %1573 = add i32 %1572, 0
  %1574 = sext i32 %1573 to i64
  %1575 = add nsw i64 %1571, %1574
  %1576 = getelementptr inbounds float, ptr %Y, i64 %1575
  %1577 = sext i32 %i7307 to i64
  %1578 = mul nsw i64 %1577, 512
  %1579 = add nsw i64 %1578, 0
  %1580 = getelementptr inbounds float, ptr %X_f, i64 %1579
  call void @tilec_rt_stream(ptr %1576, ptr %1580, i64 2048)
  br label %if.end310

if.else309:                                       ; preds = %for.body305
  br label %for.cond311

if.end310:                                        ; preds = %for.end313, %if.then308
  %1581 = add nsw i32 %i7307, 1
  br label %for.cond304, !llvm.loop !74

for.cond311:                                      ; preds = %for.body312, %if.else309
  %j2314 = phi i32 [ 0, %if.else309 ], [ %1599, %for.body312 ]
  %1582 = icmp slt i32 %j2314, 512
  br i1 %1582, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %1583 = sext i32 %i7307 to i64
  %1584 = mul nsw i64 %1583, 512
  %1585 = sext i32 %j2314 to i64
  %1586 = add nsw i64 %1584, %1585
  %1587 = getelementptr inbounds float, ptr %X_f, i64 %1586
  %1588 = load float, ptr %1587, align 4
  %1589 = mul i32 %bx, 4
  %1590 = add i32 %1589, %i7307
  %1591 = sext i32 %1590 to i64
  %1592 = sext i32 %N to i64
  %1593 = mul nsw i64 %1591, %1592
  %1594 = mul i32 %t, 512
  %1595 = add i32 %1594, %j2314
  %1596 = sext i32 %1595 to i64
  %1597 = add nsw i64 %1593, %1596
  %1598 = getelementptr inbounds float, ptr %Y, i64 %1597
  store float %1588, ptr %1598, align 4
  %1599 = add nsw i32 %j2314, 1
  br label %for.cond311, !llvm.loop !75

for.end313:                                       ; preds = %for.cond311
  br label %if.end310

for.cond315:                                      ; preds = %for.end321, %if.else302
  %i7318 = phi i32 [ 0, %if.else302 ], [ %1627, %for.end321 ]
  %1600 = icmp slt i32 %i7318, 4
  br i1 %1600, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  br label %for.cond319

for.end317:                                       ; preds = %for.cond315
  br label %if.end303

for.cond319:                                      ; preds = %if.end325, %for.body316
  %j2322 = phi i32 [ 0, %for.body316 ], [ %1644, %if.end325 ]
  %1601 = icmp slt i32 %j2322, 512
  br i1 %1601, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1602 = mul i32 %bx, 4
  %1603 = sext i32 %1602 to i64
  %1604 = sext i32 %i7318 to i64
  %1605 = add i64 %1603, %1604
  %1606 = icmp sle i64 0, %1605
  %1607 = mul i32 %bx, 4
  %1608 = sext i32 %1607 to i64
  %1609 = sext i32 %i7318 to i64
  %1610 = add i64 %1608, %1609
  %1611 = sext i32 %M to i64
  %1612 = icmp slt i64 %1610, %1611
  %1613 = and i1 %1606, %1612
  %1614 = mul i32 %t, 512
  %1615 = sext i32 %1614 to i64
  %1616 = sext i32 %j2322 to i64
  %1617 = add i64 %1615, %1616
  %1618 = icmp sle i64 0, %1617
  %1619 = mul i32 %t, 512
  %1620 = sext i32 %1619 to i64
  %1621 = sext i32 %j2322 to i64
  %1622 = add i64 %1620, %1621
  %1623 = sext i32 %N to i64
  %1624 = icmp slt i64 %1622, %1623
  %1625 = and i1 %1618, %1624
  %1626 = and i1 %1613, %1625
  br i1 %1626, label %if.then323, label %if.else324

for.end321:                                       ; preds = %for.cond319
  %1627 = add nsw i32 %i7318, 1
  br label %for.cond315, !llvm.loop !76

if.then323:                                       ; preds = %for.body320
  %1628 = sext i32 %i7318 to i64
  %1629 = mul nsw i64 %1628, 512
  %1630 = sext i32 %j2322 to i64
  %1631 = add nsw i64 %1629, %1630
  %1632 = getelementptr inbounds float, ptr %X_f, i64 %1631
  %1633 = load float, ptr %1632, align 4
  %1634 = mul i32 %bx, 4
  %1635 = add i32 %1634, %i7318
  %1636 = sext i32 %1635 to i64
  %1637 = sext i32 %N to i64
  %1638 = mul nsw i64 %1636, %1637
  %1639 = mul i32 %t, 512
  %1640 = add i32 %1639, %j2322
  %1641 = sext i32 %1640 to i64
  %1642 = add nsw i64 %1638, %1641
  %1643 = getelementptr inbounds float, ptr %Y, i64 %1642
  store float %1633, ptr %1643, align 4
  br label %if.end325

if.else324:                                       ; preds = %for.body320
  br label %if.end325

if.end325:                                        ; preds = %if.else324, %if.then323
  %1644 = add nsw i32 %j2322, 1
  br label %for.cond319, !llvm.loop !77
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
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
