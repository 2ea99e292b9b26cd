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
  %1 = sext i32 %N to i64
  %2 = icmp slt i64 %1, 0
  %3 = sext i32 %N to i64
  %4 = icmp sgt i64 %3, 256
  %5 = sext i32 %N to i64
  %6 = select i1 %4, i64 256, i64 %5
  %7 = select i1 %2, i64 0, i64 %6
  %8 = icmp slt i64 %7, 0
  %9 = sext i32 %N to i64
  %10 = icmp slt i64 %9, 0
  %11 = sext i32 %N to i64
  %12 = icmp sgt i64 %11, 256
  %13 = sext i32 %N to i64
  %14 = select i1 %12, i64 256, i64 %13
  %15 = select i1 %10, i64 0, i64 %14
  %16 = select i1 %8, i64 0, i64 %15
  %17 = trunc i64 %16 to i32
  %18 = icmp slt i32 %17, 0
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
  %36 = icmp sgt i32 %35, 256
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
  %54 = select i1 %36, i32 256, i32 %53
  %55 = select i1 %18, i32 0, i32 %54
  %56 = add i32 %55, 31
  %57 = sdiv i32 %56, 32
  %58 = sub i32 0, %56
  %59 = select i1 false, i32 %58, i32 %57
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  %60 = icmp sle i32 %N, 512
  br i1 %60, label %if.then69, label %if.else70

if.end:                                           ; preds = %if.end71, %for.end
  ret void

for.cond:                                         ; preds = %if.end64, %if.then
  %i = phi i32 [ 0, %if.then ], [ %294, %if.end64 ]
  %61 = icmp slt i32 %i, 32
  br i1 %61, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %62 = sext i32 %N to i64
  %63 = icmp slt i64 %62, 0
  %64 = sext i32 %N to i64
  %65 = icmp sgt i64 %64, 256
  %66 = sext i32 %N to i64
  %67 = select i1 %65, i64 256, i64 %66
  %68 = select i1 %63, i64 0, i64 %67
  %69 = icmp slt i64 %68, 0
  %70 = sext i32 %N to i64
  %71 = icmp slt i64 %70, 0
  %72 = sext i32 %N to i64
  %73 = icmp sgt i64 %72, 256
  %74 = sext i32 %N to i64
  %75 = select i1 %73, i64 256, i64 %74
  %76 = select i1 %71, i64 0, i64 %75
  %77 = select i1 %69, i64 0, i64 %76
  %tl_hi1 = trunc i64 %77 to i32
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

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
  br label %for.cond18

for.cond18:                                       ; preds = %for.body19, %for.end16
  %lane = phi i32 [ 0, %for.end16 ], [ %151, %for.body19 ]
  %142 = icmp slt i32 %lane, 32
  br i1 %142, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %143 = sext i32 %i to i64
  %144 = mul nsw i64 %143, 256
  %145 = sext i32 %lane to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds float, ptr %sq_s, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sext i32 %lane to i64
  %150 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %149
  store float %148, ptr %150, align 4
  %151 = add nsw i32 %lane, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  %152 = sub i32 %59, 1
  %153 = icmp slt i32 %152, 0
  %154 = sub i32 %59, 1
  %155 = select i1 %153, i32 0, i32 %154
  %tl_steps1 = select i1 true, i32 %155, i32 7
  %156 = icmp eq i32 %tl_steps1, 7
  br i1 %156, label %if.then21, label %if.else22

if.then21:                                        ; preds = %for.end20
  br label %for.cond24

if.else22:                                        ; preds = %for.end20
  br label %for.cond31

if.end23:                                         ; preds = %if.end41, %for.end26
  br label %for.cond42

for.cond24:                                       ; preds = %for.end29, %if.then21
  %red = phi i32 [ 0, %if.then21 ], [ %175, %for.end29 ]
  %157 = icmp slt i32 %red, 7
  br i1 %157, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %174, %for.body28 ]
  %158 = icmp slt i32 %lane30, 32
  br i1 %158, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %159 = sext i32 %lane30 to i64
  %160 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = sext i32 %i to i64
  %163 = mul nsw i64 %162, 256
  %164 = add i32 %red, 1
  %165 = mul i32 %164, 32
  %166 = add i32 %165, %lane30
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %163, %167
  %169 = getelementptr inbounds float, ptr %sq_s, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fadd float %161, %170
  %172 = sext i32 %lane30 to i64
  %173 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %172
  store float %171, ptr %173, align 4
  %174 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !7

for.end29:                                        ; preds = %for.cond27
  %175 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !8

for.cond31:                                       ; preds = %for.end37, %if.else22
  %red34 = phi i32 [ 0, %if.else22 ], [ %195, %for.end37 ]
  %176 = icmp slt i32 %red34, %tl_steps1
  br i1 %176, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond35

for.end33:                                        ; preds = %for.cond31
  %177 = icmp slt i32 %tl_steps1, 7
  br i1 %177, label %if.then39, label %if.else40

for.cond35:                                       ; preds = %for.body36, %for.body32
  %lane38 = phi i32 [ 0, %for.body32 ], [ %194, %for.body36 ]
  %178 = icmp slt i32 %lane38, 32
  br i1 %178, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %179 = sext i32 %lane38 to i64
  %180 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = sext i32 %i to i64
  %183 = mul nsw i64 %182, 256
  %184 = add i32 %red34, 1
  %185 = mul i32 %184, 32
  %186 = add i32 %185, %lane38
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %183, %187
  %189 = getelementptr inbounds float, ptr %sq_s, i64 %188
  %190 = load float, ptr %189, align 4
  %191 = fadd float %181, %190
  %192 = sext i32 %lane38 to i64
  %193 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %192
  store float %191, ptr %193, align 4
  %194 = add nsw i32 %lane38, 1
  br label %for.cond35, !llvm.loop !9

for.end37:                                        ; preds = %for.cond35
  %195 = add nsw i32 %red34, 1
  br label %for.cond31, !llvm.loop !10

if.then39:                                        ; preds = %for.end33
  %196 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %197 = load float, ptr %196, align 4
  %198 = fadd float %197, 0.000000e+00
  %199 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %198, ptr %199, align 4
  br label %if.end41

if.else40:                                        ; preds = %for.end33
  br label %if.end41

if.end41:                                         ; preds = %if.else40, %if.then39
  br label %if.end23

for.cond42:                                       ; preds = %for.body43, %if.end23
  %lane45 = phi i32 [ 0, %if.end23 ], [ %211, %for.body43 ]
  %200 = icmp slt i32 %lane45, 16
  br i1 %200, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %201 = sext i32 %lane45 to i64
  %202 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = add i32 %lane45, 16
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = fadd float %203, %207
  %209 = sext i32 %lane45 to i64
  %210 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %209
  store float %208, ptr %210, align 4
  %211 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end44
  %lane49 = phi i32 [ 0, %for.end44 ], [ %223, %for.body47 ]
  %212 = icmp slt i32 %lane49, 8
  br i1 %212, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %213 = sext i32 %lane49 to i64
  %214 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %213
  %215 = load float, ptr %214, align 4
  %216 = add i32 %lane49, 8
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = fadd float %215, %219
  %221 = sext i32 %lane49 to i64
  %222 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %221
  store float %220, ptr %222, align 4
  %223 = add nsw i32 %lane49, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end48
  %lane53 = phi i32 [ 0, %for.end48 ], [ %235, %for.body51 ]
  %224 = icmp slt i32 %lane53, 4
  br i1 %224, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %225 = sext i32 %lane53 to i64
  %226 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = add i32 %lane53, 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = fadd float %227, %231
  %233 = sext i32 %lane53 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %233
  store float %232, ptr %234, align 4
  %235 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !13

for.end52:                                        ; preds = %for.cond50
  br label %for.cond54

for.cond54:                                       ; preds = %for.body55, %for.end52
  %lane57 = phi i32 [ 0, %for.end52 ], [ %247, %for.body55 ]
  %236 = icmp slt i32 %lane57, 2
  br i1 %236, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %237 = sext i32 %lane57 to i64
  %238 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = add i32 %lane57, 2
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = fadd float %239, %243
  %245 = sext i32 %lane57 to i64
  %246 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %245
  store float %244, ptr %246, align 4
  %247 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !14

for.end56:                                        ; preds = %for.cond54
  br label %for.cond58

for.cond58:                                       ; preds = %for.body59, %for.end56
  %lane61 = phi i32 [ 0, %for.end56 ], [ %259, %for.body59 ]
  %248 = icmp slt i32 %lane61, 1
  br i1 %248, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %249 = sext i32 %lane61 to i64
  %250 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = add i32 %lane61, 1
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = fadd float %251, %255
  %257 = sext i32 %lane61 to i64
  %258 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %257
  store float %256, ptr %258, align 4
  %259 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !15

for.end60:                                        ; preds = %for.cond58
  %260 = sext i32 %i to i64
  %261 = getelementptr inbounds float, ptr %ss_s, i64 %260
  store float 0.000000e+00, ptr %261, align 4
  %262 = sext i32 %i to i64
  %263 = getelementptr inbounds float, ptr %ss_s, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %266 = load float, ptr %265, align 4
  %267 = fadd float %264, %266
  %268 = sext i32 %i to i64
  %269 = getelementptr inbounds float, ptr %ss_s, i64 %268
  store float %267, ptr %269, align 4
  %270 = sext i32 %N to i64
  %271 = icmp slt i64 %270, 0
  %272 = sext i32 %N to i64
  %273 = icmp sgt i64 %272, 256
  %274 = sext i32 %N to i64
  %275 = select i1 %273, i64 256, i64 %274
  %276 = select i1 %271, i64 0, i64 %275
  %277 = icmp slt i64 %276, 0
  %278 = sext i32 %N to i64
  %279 = icmp slt i64 %278, 0
  %280 = sext i32 %N to i64
  %281 = icmp sgt i64 %280, 256
  %282 = sext i32 %N to i64
  %283 = select i1 %281, i64 256, i64 %282
  %284 = select i1 %279, i64 0, i64 %283
  %285 = select i1 %277, i64 0, i64 %284
  %tl_hi3 = trunc i64 %285 to i32
  %286 = mul i32 %bx, 32
  %287 = add i32 %286, %i
  %288 = icmp sle i32 0, %287
  %289 = mul i32 %bx, 32
  %290 = add i32 %289, %i
  %291 = icmp slt i32 %290, %M
  %292 = and i1 %288, %291
  br i1 %292, label %if.then62, label %if.else63

if.then62:                                        ; preds = %for.end60
  %293 = sub i32 %tl_hi3, 0
  br label %for.cond65

if.else63:                                        ; preds = %for.end60
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %for.end67
  %294 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !16

for.cond65:                                       ; preds = %for.body66, %if.then62
  %j368 = phi i32 [ 0, %if.then62 ], [ %331, %for.body66 ]
  %295 = icmp slt i32 %j368, %293
  br i1 %295, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %296 = mul i32 %bx, 32
  %297 = add i32 %296, %i
  %298 = sext i32 %297 to i64
  %299 = sext i32 %N to i64
  %300 = mul nsw i64 %298, %299
  %301 = add i32 0, %j368
  %302 = sext i32 %301 to i64
  %303 = add nsw i64 %300, %302
  %304 = getelementptr inbounds float, ptr %X, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = sext i32 %i to i64
  %307 = getelementptr inbounds float, ptr %ss_s, i64 %306
  %308 = load float, ptr %307, align 4
  %309 = sitofp i32 %N to float
  %310 = fdiv float %308, %309
  %311 = fadd float %310, 0x3EB0C6F7A0000000
  %312 = fpext float %311 to double
  %313 = call double @llvm.sqrt.f64(double %312)
  %314 = fdiv double 1.000000e+00, %313
  %315 = fptrunc double %314 to float
  %316 = fmul float %305, %315
  %317 = add i32 0, %j368
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds float, ptr %W, i64 %318
  %320 = load float, ptr %319, align 4
  %321 = fmul float %316, %320
  %322 = mul i32 %bx, 32
  %323 = add i32 %322, %i
  %324 = sext i32 %323 to i64
  %325 = sext i32 %N to i64
  %326 = mul nsw i64 %324, %325
  %327 = add i32 0, %j368
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %326, %328
  %330 = getelementptr inbounds float, ptr %Y, i64 %329
  store float %321, ptr %330, align 4
  %331 = add nsw i32 %j368, 1
  br label %for.cond65, !llvm.loop !17

for.end67:                                        ; preds = %for.cond65
  br label %if.end64

if.then69:                                        ; preds = %if.else
  %332 = sext i32 %N to i64
  %333 = icmp slt i64 %332, 0
  %334 = sext i32 %N to i64
  %335 = icmp sgt i64 %334, 512
  %336 = sext i32 %N to i64
  %337 = select i1 %335, i64 512, i64 %336
  %338 = select i1 %333, i64 0, i64 %337
  %339 = icmp slt i64 %338, 0
  %340 = sext i32 %N to i64
  %341 = icmp slt i64 %340, 0
  %342 = sext i32 %N to i64
  %343 = icmp sgt i64 %342, 512
  %344 = sext i32 %N to i64
  %345 = select i1 %343, i64 512, i64 %344
  %346 = select i1 %341, i64 0, i64 %345
  %347 = select i1 %339, i64 0, i64 %346
  %348 = trunc i64 %347 to i32
  %349 = icmp slt i32 %348, 0
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
  %366 = trunc i64 %365 to i32
  %367 = icmp sgt i32 %366, 512
  %368 = sext i32 %N to i64
  %369 = icmp slt i64 %368, 0
  %370 = sext i32 %N to i64
  %371 = icmp sgt i64 %370, 512
  %372 = sext i32 %N to i64
  %373 = select i1 %371, i64 512, i64 %372
  %374 = select i1 %369, i64 0, i64 %373
  %375 = icmp slt i64 %374, 0
  %376 = sext i32 %N to i64
  %377 = icmp slt i64 %376, 0
  %378 = sext i32 %N to i64
  %379 = icmp sgt i64 %378, 512
  %380 = sext i32 %N to i64
  %381 = select i1 %379, i64 512, i64 %380
  %382 = select i1 %377, i64 0, i64 %381
  %383 = select i1 %375, i64 0, i64 %382
  %384 = trunc i64 %383 to i32
  %385 = select i1 %367, i32 512, i32 %384
  %386 = select i1 %349, i32 0, i32 %385
  %387 = add i32 %386, 31
  %388 = sdiv i32 %387, 32
  %389 = sub i32 0, %387
  %390 = select i1 false, i32 %389, i32 %388
  br label %for.cond72

if.else70:                                        ; preds = %if.else
  %391 = icmp sle i32 %N, 4096
  br i1 %391, label %if.then145, label %if.else146

if.end71:                                         ; preds = %if.end147, %for.end74
  br label %if.end

for.cond72:                                       ; preds = %if.end140, %if.then69
  %i75 = phi i32 [ 0, %if.then69 ], [ %625, %if.end140 ]
  %392 = icmp slt i32 %i75, 4
  br i1 %392, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %393 = sext i32 %N to i64
  %394 = icmp slt i64 %393, 0
  %395 = sext i32 %N to i64
  %396 = icmp sgt i64 %395, 512
  %397 = sext i32 %N to i64
  %398 = select i1 %396, i64 512, i64 %397
  %399 = select i1 %394, i64 0, i64 %398
  %400 = icmp slt i64 %399, 0
  %401 = sext i32 %N to i64
  %402 = icmp slt i64 %401, 0
  %403 = sext i32 %N to i64
  %404 = icmp sgt i64 %403, 512
  %405 = sext i32 %N to i64
  %406 = select i1 %404, i64 512, i64 %405
  %407 = select i1 %402, i64 0, i64 %406
  %408 = select i1 %400, i64 0, i64 %407
  %tl_hi5 = trunc i64 %408 to i32
  br label %for.cond76

for.end74:                                        ; preds = %for.cond72
  br label %if.end71

for.cond76:                                       ; preds = %for.body77, %for.body73
  %j79 = phi i32 [ 0, %for.body73 ], [ %417, %for.body77 ]
  %409 = icmp slt i32 %j79, 0
  br i1 %409, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %410 = icmp slt i32 %j79, %N
  %411 = select i1 %410, float 0.000000e+00, float 0.000000e+00
  %412 = sext i32 %i75 to i64
  %413 = mul nsw i64 %412, 512
  %414 = sext i32 %j79 to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds float, ptr %sq, i64 %415
  store float %411, ptr %416, align 4
  %417 = add nsw i32 %j79, 1
  br label %for.cond76, !llvm.loop !18

for.end78:                                        ; preds = %for.cond76
  %418 = mul i32 %bx, 4
  %419 = add i32 %418, %i75
  %420 = icmp sle i32 0, %419
  %421 = mul i32 %bx, 4
  %422 = add i32 %421, %i75
  %423 = icmp slt i32 %422, %M
  %424 = and i1 %420, %423
  br i1 %424, label %if.then80, label %if.else81

if.then80:                                        ; preds = %for.end78
  %425 = sub i32 %tl_hi5, 0
  br label %for.cond83

if.else81:                                        ; preds = %for.end78
  %426 = sub i32 %tl_hi5, 0
  br label %for.cond86

if.end82:                                         ; preds = %for.end88, %for.end85
  %427 = sub i32 512, %tl_hi5
  br label %for.cond90

for.cond83:                                       ; preds = %for.body84, %if.then80
  %j4 = phi i32 [ 0, %if.then80 ], [ %456, %for.body84 ]
  %428 = icmp slt i32 %j4, %425
  br i1 %428, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %429 = mul i32 %bx, 4
  %430 = add i32 %429, %i75
  %431 = sext i32 %430 to i64
  %432 = sext i32 %N to i64
  %433 = mul nsw i64 %431, %432
  %434 = add i32 0, %j4
  %435 = sext i32 %434 to i64
  %436 = add nsw i64 %433, %435
  %437 = getelementptr inbounds float, ptr %X, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = mul i32 %bx, 4
  %440 = add i32 %439, %i75
  %441 = sext i32 %440 to i64
  %442 = sext i32 %N to i64
  %443 = mul nsw i64 %441, %442
  %444 = add i32 0, %j4
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %443, %445
  %447 = getelementptr inbounds float, ptr %X, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = fmul float %438, %448
  %450 = sext i32 %i75 to i64
  %451 = mul nsw i64 %450, 512
  %452 = add i32 0, %j4
  %453 = sext i32 %452 to i64
  %454 = add nsw i64 %451, %453
  %455 = getelementptr inbounds float, ptr %sq, i64 %454
  store float %449, ptr %455, align 4
  %456 = add nsw i32 %j4, 1
  br label %for.cond83, !llvm.loop !19

for.end85:                                        ; preds = %for.cond83
  br label %if.end82

for.cond86:                                       ; preds = %for.body87, %if.else81
  %j489 = phi i32 [ 0, %if.else81 ], [ %464, %for.body87 ]
  %457 = icmp slt i32 %j489, %426
  br i1 %457, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %458 = sext i32 %i75 to i64
  %459 = mul nsw i64 %458, 512
  %460 = add i32 0, %j489
  %461 = sext i32 %460 to i64
  %462 = add nsw i64 %459, %461
  %463 = getelementptr inbounds float, ptr %sq, i64 %462
  store float 0.000000e+00, ptr %463, align 4
  %464 = add nsw i32 %j489, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  br label %if.end82

for.cond90:                                       ; preds = %for.body91, %if.end82
  %j493 = phi i32 [ 0, %if.end82 ], [ %472, %for.body91 ]
  %465 = icmp slt i32 %j493, %427
  br i1 %465, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %466 = sext i32 %i75 to i64
  %467 = mul nsw i64 %466, 512
  %468 = add i32 %tl_hi5, %j493
  %469 = sext i32 %468 to i64
  %470 = add nsw i64 %467, %469
  %471 = getelementptr inbounds float, ptr %sq, i64 %470
  store float 0.000000e+00, ptr %471, align 4
  %472 = add nsw i32 %j493, 1
  br label %for.cond90, !llvm.loop !21

for.end92:                                        ; preds = %for.cond90
  br label %for.cond94

for.cond94:                                       ; preds = %for.body95, %for.end92
  %lane1 = phi i32 [ 0, %for.end92 ], [ %482, %for.body95 ]
  %473 = icmp slt i32 %lane1, 32
  br i1 %473, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %474 = sext i32 %i75 to i64
  %475 = mul nsw i64 %474, 512
  %476 = sext i32 %lane1 to i64
  %477 = add nsw i64 %475, %476
  %478 = getelementptr inbounds float, ptr %sq, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = sext i32 %lane1 to i64
  %481 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %480
  store float %479, ptr %481, align 4
  %482 = add nsw i32 %lane1, 1
  br label %for.cond94, !llvm.loop !22

for.end96:                                        ; preds = %for.cond94
  %483 = sub i32 %390, 1
  %484 = icmp slt i32 %483, 0
  %485 = sub i32 %390, 1
  %486 = select i1 %484, i32 0, i32 %485
  %tl_steps3 = select i1 true, i32 %486, i32 15
  %487 = icmp eq i32 %tl_steps3, 15
  br i1 %487, label %if.then97, label %if.else98

if.then97:                                        ; preds = %for.end96
  br label %for.cond100

if.else98:                                        ; preds = %for.end96
  br label %for.cond107

if.end99:                                         ; preds = %if.end117, %for.end102
  br label %for.cond118

for.cond100:                                      ; preds = %for.end105, %if.then97
  %red1 = phi i32 [ 0, %if.then97 ], [ %506, %for.end105 ]
  %488 = icmp slt i32 %red1, 15
  br i1 %488, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond103

for.end102:                                       ; preds = %for.cond100
  br label %if.end99

for.cond103:                                      ; preds = %for.body104, %for.body101
  %lane1106 = phi i32 [ 0, %for.body101 ], [ %505, %for.body104 ]
  %489 = icmp slt i32 %lane1106, 32
  br i1 %489, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %490 = sext i32 %lane1106 to i64
  %491 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %i75 to i64
  %494 = mul nsw i64 %493, 512
  %495 = add i32 %red1, 1
  %496 = mul i32 %495, 32
  %497 = add i32 %496, %lane1106
  %498 = sext i32 %497 to i64
  %499 = add nsw i64 %494, %498
  %500 = getelementptr inbounds float, ptr %sq, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fadd float %492, %501
  %503 = sext i32 %lane1106 to i64
  %504 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %503
  store float %502, ptr %504, align 4
  %505 = add nsw i32 %lane1106, 1
  br label %for.cond103, !llvm.loop !23

for.end105:                                       ; preds = %for.cond103
  %506 = add nsw i32 %red1, 1
  br label %for.cond100, !llvm.loop !24

for.cond107:                                      ; preds = %for.end113, %if.else98
  %red1110 = phi i32 [ 0, %if.else98 ], [ %526, %for.end113 ]
  %507 = icmp slt i32 %red1110, %tl_steps3
  br i1 %507, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  br label %for.cond111

for.end109:                                       ; preds = %for.cond107
  %508 = icmp slt i32 %tl_steps3, 15
  br i1 %508, label %if.then115, label %if.else116

for.cond111:                                      ; preds = %for.body112, %for.body108
  %lane1114 = phi i32 [ 0, %for.body108 ], [ %525, %for.body112 ]
  %509 = icmp slt i32 %lane1114, 32
  br i1 %509, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %510 = sext i32 %lane1114 to i64
  %511 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = sext i32 %i75 to i64
  %514 = mul nsw i64 %513, 512
  %515 = add i32 %red1110, 1
  %516 = mul i32 %515, 32
  %517 = add i32 %516, %lane1114
  %518 = sext i32 %517 to i64
  %519 = add nsw i64 %514, %518
  %520 = getelementptr inbounds float, ptr %sq, i64 %519
  %521 = load float, ptr %520, align 4
  %522 = fadd float %512, %521
  %523 = sext i32 %lane1114 to i64
  %524 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %523
  store float %522, ptr %524, align 4
  %525 = add nsw i32 %lane1114, 1
  br label %for.cond111, !llvm.loop !25

for.end113:                                       ; preds = %for.cond111
  %526 = add nsw i32 %red1110, 1
  br label %for.cond107, !llvm.loop !26

if.then115:                                       ; preds = %for.end109
  %527 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %528 = load float, ptr %527, align 4
  %529 = fadd float %528, 0.000000e+00
  %530 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %529, ptr %530, align 4
  br label %if.end117

if.else116:                                       ; preds = %for.end109
  br label %if.end117

if.end117:                                        ; preds = %if.else116, %if.then115
  br label %if.end99

for.cond118:                                      ; preds = %for.body119, %if.end99
  %lane1121 = phi i32 [ 0, %if.end99 ], [ %542, %for.body119 ]
  %531 = icmp slt i32 %lane1121, 16
  br i1 %531, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %532 = sext i32 %lane1121 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = add i32 %lane1121, 16
  %536 = sext i32 %535 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = fadd float %534, %538
  %540 = sext i32 %lane1121 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %540
  store float %539, ptr %541, align 4
  %542 = add nsw i32 %lane1121, 1
  br label %for.cond118, !llvm.loop !27

for.end120:                                       ; preds = %for.cond118
  br label %for.cond122

for.cond122:                                      ; preds = %for.body123, %for.end120
  %lane1125 = phi i32 [ 0, %for.end120 ], [ %554, %for.body123 ]
  %543 = icmp slt i32 %lane1125, 8
  br i1 %543, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %544 = sext i32 %lane1125 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = add i32 %lane1125, 8
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = fadd float %546, %550
  %552 = sext i32 %lane1125 to i64
  %553 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %552
  store float %551, ptr %553, align 4
  %554 = add nsw i32 %lane1125, 1
  br label %for.cond122, !llvm.loop !28

for.end124:                                       ; preds = %for.cond122
  br label %for.cond126

for.cond126:                                      ; preds = %for.body127, %for.end124
  %lane1129 = phi i32 [ 0, %for.end124 ], [ %566, %for.body127 ]
  %555 = icmp slt i32 %lane1129, 4
  br i1 %555, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %556 = sext i32 %lane1129 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = add i32 %lane1129, 4
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = fadd float %558, %562
  %564 = sext i32 %lane1129 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %564
  store float %563, ptr %565, align 4
  %566 = add nsw i32 %lane1129, 1
  br label %for.cond126, !llvm.loop !29

for.end128:                                       ; preds = %for.cond126
  br label %for.cond130

for.cond130:                                      ; preds = %for.body131, %for.end128
  %lane1133 = phi i32 [ 0, %for.end128 ], [ %578, %for.body131 ]
  %567 = icmp slt i32 %lane1133, 2
  br i1 %567, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %568 = sext i32 %lane1133 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = add i32 %lane1133, 2
  %572 = sext i32 %571 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = fadd float %570, %574
  %576 = sext i32 %lane1133 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %576
  store float %575, ptr %577, align 4
  %578 = add nsw i32 %lane1133, 1
  br label %for.cond130, !llvm.loop !30

for.end132:                                       ; preds = %for.cond130
  br label %for.cond134

for.cond134:                                      ; preds = %for.body135, %for.end132
  %lane1137 = phi i32 [ 0, %for.end132 ], [ %590, %for.body135 ]
  %579 = icmp slt i32 %lane1137, 1
  br i1 %579, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %580 = sext i32 %lane1137 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = add i32 %lane1137, 1
  %584 = sext i32 %583 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = fadd float %582, %586
  %588 = sext i32 %lane1137 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %588
  store float %587, ptr %589, align 4
  %590 = add nsw i32 %lane1137, 1
  br label %for.cond134, !llvm.loop !31

for.end136:                                       ; preds = %for.cond134
  %591 = sext i32 %i75 to i64
  %592 = getelementptr inbounds float, ptr %ss, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = sext i32 %i75 to i64
  %594 = getelementptr inbounds float, ptr %ss, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %597 = load float, ptr %596, align 4
  %598 = fadd float %595, %597
  %599 = sext i32 %i75 to i64
  %600 = getelementptr inbounds float, ptr %ss, i64 %599
  store float %598, ptr %600, align 4
  %601 = sext i32 %N to i64
  %602 = icmp slt i64 %601, 0
  %603 = sext i32 %N to i64
  %604 = icmp sgt i64 %603, 512
  %605 = sext i32 %N to i64
  %606 = select i1 %604, i64 512, i64 %605
  %607 = select i1 %602, i64 0, i64 %606
  %608 = icmp slt i64 %607, 0
  %609 = sext i32 %N to i64
  %610 = icmp slt i64 %609, 0
  %611 = sext i32 %N to i64
  %612 = icmp sgt i64 %611, 512
  %613 = sext i32 %N to i64
  %614 = select i1 %612, i64 512, i64 %613
  %615 = select i1 %610, i64 0, i64 %614
  %616 = select i1 %608, i64 0, i64 %615
  %tl_hi7 = trunc i64 %616 to i32
  %617 = mul i32 %bx, 4
  %618 = add i32 %617, %i75
  %619 = icmp sle i32 0, %618
  %620 = mul i32 %bx, 4
  %621 = add i32 %620, %i75
  %622 = icmp slt i32 %621, %M
  %623 = and i1 %619, %622
  br i1 %623, label %if.then138, label %if.else139

if.then138:                                       ; preds = %for.end136
  %624 = sub i32 %tl_hi7, 0
  br label %for.cond141

if.else139:                                       ; preds = %for.end136
  br label %if.end140

if.end140:                                        ; preds = %if.else139, %for.end143
  %625 = add nsw i32 %i75, 1
  br label %for.cond72, !llvm.loop !32

for.cond141:                                      ; preds = %for.body142, %if.then138
  %j4144 = phi i32 [ 0, %if.then138 ], [ %662, %for.body142 ]
  %626 = icmp slt i32 %j4144, %624
  br i1 %626, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %627 = mul i32 %bx, 4
  %628 = add i32 %627, %i75
  %629 = sext i32 %628 to i64
  %630 = sext i32 %N to i64
  %631 = mul nsw i64 %629, %630
  %632 = add i32 0, %j4144
  %633 = sext i32 %632 to i64
  %634 = add nsw i64 %631, %633
  %635 = getelementptr inbounds float, ptr %X, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i75 to i64
  %638 = getelementptr inbounds float, ptr %ss, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = sitofp i32 %N to float
  %641 = fdiv float %639, %640
  %642 = fadd float %641, 0x3EB0C6F7A0000000
  %643 = fpext float %642 to double
  %644 = call double @llvm.sqrt.f64(double %643)
  %645 = fdiv double 1.000000e+00, %644
  %646 = fptrunc double %645 to float
  %647 = fmul float %636, %646
  %648 = add i32 0, %j4144
  %649 = sext i32 %648 to i64
  %650 = getelementptr inbounds float, ptr %W, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = fmul float %647, %651
  %653 = mul i32 %bx, 4
  %654 = add i32 %653, %i75
  %655 = sext i32 %654 to i64
  %656 = sext i32 %N to i64
  %657 = mul nsw i64 %655, %656
  %658 = add i32 0, %j4144
  %659 = sext i32 %658 to i64
  %660 = add nsw i64 %657, %659
  %661 = getelementptr inbounds float, ptr %Y, i64 %660
  store float %652, ptr %661, align 4
  %662 = add nsw i32 %j4144, 1
  br label %for.cond141, !llvm.loop !33

for.end143:                                       ; preds = %for.cond141
  br label %if.end140

if.then145:                                       ; preds = %if.else70
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %663 = sext i32 %N to i64
  %664 = icmp slt i64 %663, 0
  %665 = sext i32 %N to i64
  %666 = icmp sgt i64 %665, 4096
  %667 = sext i32 %N to i64
  %668 = select i1 %666, i64 4096, i64 %667
  %669 = select i1 %664, i64 0, i64 %668
  %670 = icmp slt i64 %669, 0
  %671 = sext i32 %N to i64
  %672 = icmp slt i64 %671, 0
  %673 = sext i32 %N to i64
  %674 = icmp sgt i64 %673, 4096
  %675 = sext i32 %N to i64
  %676 = select i1 %674, i64 4096, i64 %675
  %677 = select i1 %672, i64 0, i64 %676
  %678 = select i1 %670, i64 0, i64 %677
  %679 = trunc i64 %678 to i32
  %680 = icmp slt i32 %679, 0
  %681 = sext i32 %N to i64
  %682 = icmp slt i64 %681, 0
  %683 = sext i32 %N to i64
  %684 = icmp sgt i64 %683, 4096
  %685 = sext i32 %N to i64
  %686 = select i1 %684, i64 4096, i64 %685
  %687 = select i1 %682, i64 0, i64 %686
  %688 = icmp slt i64 %687, 0
  %689 = sext i32 %N to i64
  %690 = icmp slt i64 %689, 0
  %691 = sext i32 %N to i64
  %692 = icmp sgt i64 %691, 4096
  %693 = sext i32 %N to i64
  %694 = select i1 %692, i64 4096, i64 %693
  %695 = select i1 %690, i64 0, i64 %694
  %696 = select i1 %688, i64 0, i64 %695
  %697 = trunc i64 %696 to i32
  %698 = icmp sgt i32 %697, 4096
  %699 = sext i32 %N to i64
  %700 = icmp slt i64 %699, 0
  %701 = sext i32 %N to i64
  %702 = icmp sgt i64 %701, 4096
  %703 = sext i32 %N to i64
  %704 = select i1 %702, i64 4096, i64 %703
  %705 = select i1 %700, i64 0, i64 %704
  %706 = icmp slt i64 %705, 0
  %707 = sext i32 %N to i64
  %708 = icmp slt i64 %707, 0
  %709 = sext i32 %N to i64
  %710 = icmp sgt i64 %709, 4096
  %711 = sext i32 %N to i64
  %712 = select i1 %710, i64 4096, i64 %711
  %713 = select i1 %708, i64 0, i64 %712
  %714 = select i1 %706, i64 0, i64 %713
  %715 = trunc i64 %714 to i32
  %716 = select i1 %698, i32 4096, i32 %715
  %717 = select i1 %680, i32 0, i32 %716
  %718 = add i32 %717, 31
  %719 = sdiv i32 %718, 32
  %720 = sub i32 0, %718
  %721 = select i1 false, i32 %720, i32 %719
  br label %for.cond148

if.else146:                                       ; preds = %if.else70
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond230

if.end147:                                        ; preds = %for.end318, %for.end150
  br label %if.end71

for.cond148:                                      ; preds = %for.end222, %if.then145
  %r = phi i32 [ 0, %if.then145 ], [ %1075, %for.end222 ]
  %722 = icmp slt i32 %r, 4
  br i1 %722, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  br label %for.cond151

for.end150:                                       ; preds = %for.cond148
  br label %if.end147

for.cond151:                                      ; preds = %if.end161, %for.body149
  %i154 = phi i32 [ 0, %for.body149 ], [ %760, %if.end161 ]
  %723 = icmp slt i32 %i154, 1
  br i1 %723, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %724 = sext i32 %N to i64
  %725 = icmp slt i64 %724, 0
  %726 = sext i32 %N to i64
  %727 = icmp sgt i64 %726, 4096
  %728 = sext i32 %N to i64
  %729 = select i1 %727, i64 4096, i64 %728
  %730 = select i1 %725, i64 0, i64 %729
  %731 = icmp slt i64 %730, 0
  %732 = sext i32 %N to i64
  %733 = icmp slt i64 %732, 0
  %734 = sext i32 %N to i64
  %735 = icmp sgt i64 %734, 4096
  %736 = sext i32 %N to i64
  %737 = select i1 %735, i64 4096, i64 %736
  %738 = select i1 %733, i64 0, i64 %737
  %739 = select i1 %731, i64 0, i64 %738
  %tl_hi9 = trunc i64 %739 to i32
  br label %for.cond155

for.end153:                                       ; preds = %for.cond151
  br label %for.cond169

for.cond155:                                      ; preds = %for.body156, %for.body152
  %j158 = phi i32 [ 0, %for.body152 ], [ %748, %for.body156 ]
  %740 = icmp slt i32 %j158, 0
  br i1 %740, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %741 = icmp slt i32 %j158, %N
  %742 = select i1 %741, float 0.000000e+00, float 0.000000e+00
  %743 = sext i32 %i154 to i64
  %744 = mul nsw i64 %743, 4096
  %745 = sext i32 %j158 to i64
  %746 = add nsw i64 %744, %745
  %747 = getelementptr inbounds float, ptr %sq_r, i64 %746
  store float %742, ptr %747, align 4
  %748 = add nsw i32 %j158, 1
  br label %for.cond155, !llvm.loop !34

for.end157:                                       ; preds = %for.cond155
  %749 = mul i32 %bx, 4
  %750 = add i32 %749, %r
  %751 = add i32 %750, %i154
  %752 = icmp sle i32 0, %751
  %753 = mul i32 %bx, 4
  %754 = add i32 %753, %r
  %755 = add i32 %754, %i154
  %756 = icmp slt i32 %755, %M
  %757 = and i1 %752, %756
  br i1 %757, label %if.then159, label %if.else160

if.then159:                                       ; preds = %for.end157
  %758 = sub i32 %tl_hi9, 0
  br label %for.cond162

if.else160:                                       ; preds = %for.end157
  %759 = sub i32 %tl_hi9, 0
  br label %for.cond165

if.end161:                                        ; preds = %for.end167, %for.end164
  %760 = add nsw i32 %i154, 1
  br label %for.cond151, !llvm.loop !35

for.cond162:                                      ; preds = %for.body163, %if.then159
  %j5 = phi i32 [ 0, %if.then159 ], [ %791, %for.body163 ]
  %761 = icmp slt i32 %j5, %758
  br i1 %761, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %762 = mul i32 %bx, 4
  %763 = add i32 %762, %r
  %764 = add i32 %763, %i154
  %765 = sext i32 %764 to i64
  %766 = sext i32 %N to i64
  %767 = mul nsw i64 %765, %766
  %768 = add i32 0, %j5
  %769 = sext i32 %768 to i64
  %770 = add nsw i64 %767, %769
  %771 = getelementptr inbounds float, ptr %X, i64 %770
  %772 = load float, ptr %771, align 4
  %773 = mul i32 %bx, 4
  %774 = add i32 %773, %r
  %775 = add i32 %774, %i154
  %776 = sext i32 %775 to i64
  %777 = sext i32 %N to i64
  %778 = mul nsw i64 %776, %777
  %779 = add i32 0, %j5
  %780 = sext i32 %779 to i64
  %781 = add nsw i64 %778, %780
  %782 = getelementptr inbounds float, ptr %X, i64 %781
  %783 = load float, ptr %782, align 4
  %784 = fmul float %772, %783
  %785 = sext i32 %i154 to i64
  %786 = mul nsw i64 %785, 4096
  %787 = add i32 0, %j5
  %788 = sext i32 %787 to i64
  %789 = add nsw i64 %786, %788
  %790 = getelementptr inbounds float, ptr %sq_r, i64 %789
  store float %784, ptr %790, align 4
  %791 = add nsw i32 %j5, 1
  br label %for.cond162, !llvm.loop !36

for.end164:                                       ; preds = %for.cond162
  br label %if.end161

for.cond165:                                      ; preds = %for.body166, %if.else160
  %j5168 = phi i32 [ 0, %if.else160 ], [ %799, %for.body166 ]
  %792 = icmp slt i32 %j5168, %759
  br i1 %792, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %793 = sext i32 %i154 to i64
  %794 = mul nsw i64 %793, 4096
  %795 = add i32 0, %j5168
  %796 = sext i32 %795 to i64
  %797 = add nsw i64 %794, %796
  %798 = getelementptr inbounds float, ptr %sq_r, i64 %797
  store float 0.000000e+00, ptr %798, align 4
  %799 = add nsw i32 %j5168, 1
  br label %for.cond165, !llvm.loop !37

for.end167:                                       ; preds = %for.cond165
  br label %if.end161

for.cond169:                                      ; preds = %for.end218, %for.end153
  %i3 = phi i32 [ 0, %for.end153 ], [ %1048, %for.end218 ]
  %800 = icmp slt i32 %i3, 1
  br i1 %800, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  br label %for.cond220

for.cond172:                                      ; preds = %for.end177, %for.body170
  %tl_r4 = phi i32 [ 0, %for.body170 ], [ %874, %for.end177 ]
  %801 = icmp slt i32 %tl_r4, 1
  br i1 %801, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %802 = sext i32 %N to i64
  %803 = icmp slt i64 %802, 0
  %804 = sext i32 %N to i64
  %805 = icmp sgt i64 %804, 4096
  %806 = sext i32 %N to i64
  %807 = select i1 %805, i64 4096, i64 %806
  %808 = select i1 %803, i64 0, i64 %807
  %809 = icmp slt i64 %808, 0
  %810 = sext i32 %N to i64
  %811 = icmp slt i64 %810, 0
  %812 = sext i32 %N to i64
  %813 = icmp sgt i64 %812, 4096
  %814 = sext i32 %N to i64
  %815 = select i1 %813, i64 4096, i64 %814
  %816 = select i1 %811, i64 0, i64 %815
  %817 = select i1 %809, i64 0, i64 %816
  %818 = trunc i64 %817 to i32
  %819 = icmp slt i32 %818, 0
  %820 = sext i32 %N to i64
  %821 = icmp slt i64 %820, 0
  %822 = sext i32 %N to i64
  %823 = icmp sgt i64 %822, 4096
  %824 = sext i32 %N to i64
  %825 = select i1 %823, i64 4096, i64 %824
  %826 = select i1 %821, i64 0, i64 %825
  %827 = icmp slt i64 %826, 0
  %828 = sext i32 %N to i64
  %829 = icmp slt i64 %828, 0
  %830 = sext i32 %N to i64
  %831 = icmp sgt i64 %830, 4096
  %832 = sext i32 %N to i64
  %833 = select i1 %831, i64 4096, i64 %832
  %834 = select i1 %829, i64 0, i64 %833
  %835 = select i1 %827, i64 0, i64 %834
  %836 = trunc i64 %835 to i32
  %837 = icmp sgt i32 %836, 4096
  %838 = sext i32 %N to i64
  %839 = icmp slt i64 %838, 0
  %840 = sext i32 %N to i64
  %841 = icmp sgt i64 %840, 4096
  %842 = sext i32 %N to i64
  %843 = select i1 %841, i64 4096, i64 %842
  %844 = select i1 %839, i64 0, i64 %843
  %845 = icmp slt i64 %844, 0
  %846 = sext i32 %N to i64
  %847 = icmp slt i64 %846, 0
  %848 = sext i32 %N to i64
  %849 = icmp sgt i64 %848, 4096
  %850 = sext i32 %N to i64
  %851 = select i1 %849, i64 4096, i64 %850
  %852 = select i1 %847, i64 0, i64 %851
  %853 = select i1 %845, i64 0, i64 %852
  %854 = trunc i64 %853 to i32
  %855 = select i1 %837, i32 4096, i32 %854
  %tl_pad_from5 = select i1 %819, i32 0, i32 %855
  %856 = mul i32 %721, 32
  %857 = icmp slt i32 %856, 32
  %858 = mul i32 %721, 32
  %859 = select i1 %857, i32 32, i32 %858
  %860 = icmp slt i32 %859, 4096
  %861 = mul i32 %721, 32
  %862 = icmp slt i32 %861, 32
  %863 = mul i32 %721, 32
  %864 = select i1 %862, i32 32, i32 %863
  %865 = select i1 %860, i32 %864, i32 4096
  %tl_pad_n7 = sub i32 %865, %tl_pad_from5
  br label %for.cond175

for.end174:                                       ; preds = %for.cond172
  br label %for.cond178

for.cond175:                                      ; preds = %for.body176, %for.body173
  %tl_pad_k8 = phi i32 [ 0, %for.body173 ], [ %873, %for.body176 ]
  %866 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %866, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %867 = sext i32 %tl_r4 to i64
  %868 = mul nsw i64 %867, 4096
  %869 = add i32 %tl_pad_from5, %tl_pad_k8
  %870 = sext i32 %869 to i64
  %871 = add nsw i64 %868, %870
  %872 = getelementptr inbounds float, ptr %sq_r, i64 %871
  store float 0.000000e+00, ptr %872, align 4
  %873 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond175, !llvm.loop !38

for.end177:                                       ; preds = %for.cond175
  %874 = add nsw i32 %tl_r4, 1
  br label %for.cond172, !llvm.loop !39

for.cond178:                                      ; preds = %for.body179, %for.end174
  %lane2 = phi i32 [ 0, %for.end174 ], [ %884, %for.body179 ]
  %875 = icmp slt i32 %lane2, 32
  br i1 %875, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %876 = sext i32 %i3 to i64
  %877 = mul nsw i64 %876, 4096
  %878 = sext i32 %lane2 to i64
  %879 = add nsw i64 %877, %878
  %880 = getelementptr inbounds float, ptr %sq_r, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = sext i32 %lane2 to i64
  %883 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %882
  store float %881, ptr %883, align 4
  %884 = add nsw i32 %lane2, 1
  br label %for.cond178, !llvm.loop !40

for.end180:                                       ; preds = %for.cond178
  %885 = sub i32 %721, 1
  %886 = icmp slt i32 %885, 0
  %887 = sub i32 %721, 1
  %888 = select i1 %886, i32 0, i32 %887
  %tl_steps10 = select i1 true, i32 %888, i32 127
  %889 = icmp eq i32 %tl_steps10, 127
  br i1 %889, label %if.then181, label %if.else182

if.then181:                                       ; preds = %for.end180
  br label %for.cond184

if.else182:                                       ; preds = %for.end180
  br label %if.end183

if.end183:                                        ; preds = %if.else182, %for.end186
  br label %for.cond190

for.cond184:                                      ; preds = %for.end189, %if.then181
  %tl_r11 = phi i32 [ 0, %if.then181 ], [ %953, %for.end189 ]
  %890 = icmp slt i32 %tl_r11, 1
  br i1 %890, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %891 = sext i32 %N to i64
  %892 = icmp slt i64 %891, 0
  %893 = sext i32 %N to i64
  %894 = icmp sgt i64 %893, 4096
  %895 = sext i32 %N to i64
  %896 = select i1 %894, i64 4096, i64 %895
  %897 = select i1 %892, i64 0, i64 %896
  %898 = icmp slt i64 %897, 0
  %899 = sext i32 %N to i64
  %900 = icmp slt i64 %899, 0
  %901 = sext i32 %N to i64
  %902 = icmp sgt i64 %901, 4096
  %903 = sext i32 %N to i64
  %904 = select i1 %902, i64 4096, i64 %903
  %905 = select i1 %900, i64 0, i64 %904
  %906 = select i1 %898, i64 0, i64 %905
  %907 = trunc i64 %906 to i32
  %908 = icmp slt i32 %907, 0
  %909 = sext i32 %N to i64
  %910 = icmp slt i64 %909, 0
  %911 = sext i32 %N to i64
  %912 = icmp sgt i64 %911, 4096
  %913 = sext i32 %N to i64
  %914 = select i1 %912, i64 4096, i64 %913
  %915 = select i1 %910, i64 0, i64 %914
  %916 = icmp slt i64 %915, 0
  %917 = sext i32 %N to i64
  %918 = icmp slt i64 %917, 0
  %919 = sext i32 %N to i64
  %920 = icmp sgt i64 %919, 4096
  %921 = sext i32 %N to i64
  %922 = select i1 %920, i64 4096, i64 %921
  %923 = select i1 %918, i64 0, i64 %922
  %924 = select i1 %916, i64 0, i64 %923
  %925 = trunc i64 %924 to i32
  %926 = icmp sgt i32 %925, 4096
  %927 = sext i32 %N to i64
  %928 = icmp slt i64 %927, 0
  %929 = sext i32 %N to i64
  %930 = icmp sgt i64 %929, 4096
  %931 = sext i32 %N to i64
  %932 = select i1 %930, i64 4096, i64 %931
  %933 = select i1 %928, i64 0, i64 %932
  %934 = icmp slt i64 %933, 0
  %935 = sext i32 %N to i64
  %936 = icmp slt i64 %935, 0
  %937 = sext i32 %N to i64
  %938 = icmp sgt i64 %937, 4096
  %939 = sext i32 %N to i64
  %940 = select i1 %938, i64 4096, i64 %939
  %941 = select i1 %936, i64 0, i64 %940
  %942 = select i1 %934, i64 0, i64 %941
  %943 = trunc i64 %942 to i32
  %944 = select i1 %926, i32 4096, i32 %943
  %tl_pad_from12 = select i1 %908, i32 0, i32 %944
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond187

for.end186:                                       ; preds = %for.cond184
  br label %if.end183

for.cond187:                                      ; preds = %for.body188, %for.body185
  %tl_pad_k15 = phi i32 [ 0, %for.body185 ], [ %952, %for.body188 ]
  %945 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %945, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %946 = sext i32 %tl_r11 to i64
  %947 = mul nsw i64 %946, 4096
  %948 = add i32 %tl_pad_from12, %tl_pad_k15
  %949 = sext i32 %948 to i64
  %950 = add nsw i64 %947, %949
  %951 = getelementptr inbounds float, ptr %sq_r, i64 %950
  store float 0.000000e+00, ptr %951, align 4
  %952 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond187, !llvm.loop !41

for.end189:                                       ; preds = %for.cond187
  %953 = add nsw i32 %tl_r11, 1
  br label %for.cond184, !llvm.loop !42

for.cond190:                                      ; preds = %for.end195, %if.end183
  %red2 = phi i32 [ 0, %if.end183 ], [ %973, %for.end195 ]
  %954 = icmp slt i32 %red2, %tl_steps10
  br i1 %954, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  br label %for.cond193

for.end192:                                       ; preds = %for.cond190
  %955 = icmp slt i32 %tl_steps10, 127
  br i1 %955, label %if.then197, label %if.else198

for.cond193:                                      ; preds = %for.body194, %for.body191
  %lane2196 = phi i32 [ 0, %for.body191 ], [ %972, %for.body194 ]
  %956 = icmp slt i32 %lane2196, 32
  br i1 %956, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %957 = sext i32 %lane2196 to i64
  %958 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = sext i32 %i3 to i64
  %961 = mul nsw i64 %960, 4096
  %962 = add i32 %red2, 1
  %963 = mul i32 %962, 32
  %964 = add i32 %963, %lane2196
  %965 = sext i32 %964 to i64
  %966 = add nsw i64 %961, %965
  %967 = getelementptr inbounds float, ptr %sq_r, i64 %966
  %968 = load float, ptr %967, align 4
  %969 = fadd float %959, %968
  %970 = sext i32 %lane2196 to i64
  %971 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %970
  store float %969, ptr %971, align 4
  %972 = add nsw i32 %lane2196, 1
  br label %for.cond193, !llvm.loop !43

for.end195:                                       ; preds = %for.cond193
  %973 = add nsw i32 %red2, 1
  br label %for.cond190, !llvm.loop !44

if.then197:                                       ; preds = %for.end192
  %974 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %975 = load float, ptr %974, align 4
  %976 = fadd float %975, 0.000000e+00
  %977 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %976, ptr %977, align 4
  br label %if.end199

if.else198:                                       ; preds = %for.end192
  br label %if.end199

if.end199:                                        ; preds = %if.else198, %if.then197
  br label %for.cond200

for.cond200:                                      ; preds = %for.body201, %if.end199
  %lane2203 = phi i32 [ 0, %if.end199 ], [ %989, %for.body201 ]
  %978 = icmp slt i32 %lane2203, 16
  br i1 %978, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %979 = sext i32 %lane2203 to i64
  %980 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %979
  %981 = load float, ptr %980, align 4
  %982 = add i32 %lane2203, 16
  %983 = sext i32 %982 to i64
  %984 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %983
  %985 = load float, ptr %984, align 4
  %986 = fadd float %981, %985
  %987 = sext i32 %lane2203 to i64
  %988 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %987
  store float %986, ptr %988, align 4
  %989 = add nsw i32 %lane2203, 1
  br label %for.cond200, !llvm.loop !45

for.end202:                                       ; preds = %for.cond200
  br label %for.cond204

for.cond204:                                      ; preds = %for.body205, %for.end202
  %lane2207 = phi i32 [ 0, %for.end202 ], [ %1001, %for.body205 ]
  %990 = icmp slt i32 %lane2207, 8
  br i1 %990, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %991 = sext i32 %lane2207 to i64
  %992 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %991
  %993 = load float, ptr %992, align 4
  %994 = add i32 %lane2207, 8
  %995 = sext i32 %994 to i64
  %996 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %995
  %997 = load float, ptr %996, align 4
  %998 = fadd float %993, %997
  %999 = sext i32 %lane2207 to i64
  %1000 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %999
  store float %998, ptr %1000, align 4
  %1001 = add nsw i32 %lane2207, 1
  br label %for.cond204, !llvm.loop !46

for.end206:                                       ; preds = %for.cond204
  br label %for.cond208

for.cond208:                                      ; preds = %for.body209, %for.end206
  %lane2211 = phi i32 [ 0, %for.end206 ], [ %1013, %for.body209 ]
  %1002 = icmp slt i32 %lane2211, 4
  br i1 %1002, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %1003 = sext i32 %lane2211 to i64
  %1004 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1003
  %1005 = load float, ptr %1004, align 4
  %1006 = add i32 %lane2211, 4
  %1007 = sext i32 %1006 to i64
  %1008 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1007
  %1009 = load float, ptr %1008, align 4
  %1010 = fadd float %1005, %1009
  %1011 = sext i32 %lane2211 to i64
  %1012 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1011
  store float %1010, ptr %1012, align 4
  %1013 = add nsw i32 %lane2211, 1
  br label %for.cond208, !llvm.loop !47

for.end210:                                       ; preds = %for.cond208
  br label %for.cond212

for.cond212:                                      ; preds = %for.body213, %for.end210
  %lane2215 = phi i32 [ 0, %for.end210 ], [ %1025, %for.body213 ]
  %1014 = icmp slt i32 %lane2215, 2
  br i1 %1014, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %1015 = sext i32 %lane2215 to i64
  %1016 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = add i32 %lane2215, 2
  %1019 = sext i32 %1018 to i64
  %1020 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1019
  %1021 = load float, ptr %1020, align 4
  %1022 = fadd float %1017, %1021
  %1023 = sext i32 %lane2215 to i64
  %1024 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1023
  store float %1022, ptr %1024, align 4
  %1025 = add nsw i32 %lane2215, 1
  br label %for.cond212, !llvm.loop !48

for.end214:                                       ; preds = %for.cond212
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %for.end214
  %lane2219 = phi i32 [ 0, %for.end214 ], [ %1037, %for.body217 ]
  %1026 = icmp slt i32 %lane2219, 1
  br i1 %1026, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %1027 = sext i32 %lane2219 to i64
  %1028 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1027
  %1029 = load float, ptr %1028, align 4
  %1030 = add i32 %lane2219, 1
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = fadd float %1029, %1033
  %1035 = sext i32 %lane2219 to i64
  %1036 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1035
  store float %1034, ptr %1036, align 4
  %1037 = add nsw i32 %lane2219, 1
  br label %for.cond216, !llvm.loop !49

for.end218:                                       ; preds = %for.cond216
  %1038 = sext i32 %i3 to i64
  %1039 = getelementptr inbounds float, ptr %ss_r, i64 %1038
  store float 0.000000e+00, ptr %1039, align 4
  %1040 = sext i32 %i3 to i64
  %1041 = getelementptr inbounds float, ptr %ss_r, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %1043 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1044 = load float, ptr %1043, align 4
  %1045 = fadd float %1042, %1044
  %1046 = sext i32 %i3 to i64
  %1047 = getelementptr inbounds float, ptr %ss_r, i64 %1046
  store float %1045, ptr %1047, align 4
  %1048 = add nsw i32 %i3, 1
  br label %for.cond169, !llvm.loop !50

for.cond220:                                      ; preds = %if.end226, %for.end171
  %i223 = phi i32 [ 0, %for.end171 ], [ %1077, %if.end226 ]
  %1049 = icmp slt i32 %i223, 1
  br i1 %1049, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1050 = sext i32 %N to i64
  %1051 = icmp slt i64 %1050, 0
  %1052 = sext i32 %N to i64
  %1053 = icmp sgt i64 %1052, 4096
  %1054 = sext i32 %N to i64
  %1055 = select i1 %1053, i64 4096, i64 %1054
  %1056 = select i1 %1051, i64 0, i64 %1055
  %1057 = icmp slt i64 %1056, 0
  %1058 = sext i32 %N to i64
  %1059 = icmp slt i64 %1058, 0
  %1060 = sext i32 %N to i64
  %1061 = icmp sgt i64 %1060, 4096
  %1062 = sext i32 %N to i64
  %1063 = select i1 %1061, i64 4096, i64 %1062
  %1064 = select i1 %1059, i64 0, i64 %1063
  %1065 = select i1 %1057, i64 0, i64 %1064
  %tl_hi11 = trunc i64 %1065 to i32
  %1066 = mul i32 %bx, 4
  %1067 = add i32 %1066, %r
  %1068 = add i32 %1067, %i223
  %1069 = icmp sle i32 0, %1068
  %1070 = mul i32 %bx, 4
  %1071 = add i32 %1070, %r
  %1072 = add i32 %1071, %i223
  %1073 = icmp slt i32 %1072, %M
  %1074 = and i1 %1069, %1073
  br i1 %1074, label %if.then224, label %if.else225

for.end222:                                       ; preds = %for.cond220
  %1075 = add nsw i32 %r, 1
  br label %for.cond148, !llvm.loop !51

if.then224:                                       ; preds = %for.body221
  %1076 = sub i32 %tl_hi11, 0
  br label %for.cond227

if.else225:                                       ; preds = %for.body221
  br label %if.end226

if.end226:                                        ; preds = %if.else225, %for.end229
  %1077 = add nsw i32 %i223, 1
  br label %for.cond220, !llvm.loop !52

for.cond227:                                      ; preds = %for.body228, %if.then224
  %j6 = phi i32 [ 0, %if.then224 ], [ %1115, %for.body228 ]
  %1078 = icmp slt i32 %j6, %1076
  br i1 %1078, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %1079 = mul i32 %bx, 4
  %1080 = add i32 %1079, %r
  %1081 = add i32 %1080, %i223
  %1082 = sext i32 %1081 to i64
  %1083 = sext i32 %N to i64
  %1084 = mul nsw i64 %1082, %1083
  %1085 = add i32 0, %j6
  %1086 = sext i32 %1085 to i64
  %1087 = add nsw i64 %1084, %1086
  %1088 = getelementptr inbounds float, ptr %X, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1091 = load float, ptr %1090, align 4
  %1092 = sitofp i32 %N to float
  %1093 = fdiv float %1091, %1092
  %1094 = fadd float %1093, 0x3EB0C6F7A0000000
  %1095 = fpext float %1094 to double
  %1096 = call double @llvm.sqrt.f64(double %1095)
  %1097 = fdiv double 1.000000e+00, %1096
  %1098 = fptrunc double %1097 to float
  %1099 = fmul float %1089, %1098
  %1100 = add i32 0, %j6
  %1101 = sext i32 %1100 to i64
  %1102 = getelementptr inbounds float, ptr %W, i64 %1101
  %1103 = load float, ptr %1102, align 4
  %1104 = fmul float %1099, %1103
  %1105 = mul i32 %bx, 4
  %1106 = add i32 %1105, %r
  %1107 = add i32 %1106, %i223
  %1108 = sext i32 %1107 to i64
  %1109 = sext i32 %N to i64
  %1110 = mul nsw i64 %1108, %1109
  %1111 = add i32 0, %j6
  %1112 = sext i32 %1111 to i64
  %1113 = add nsw i64 %1110, %1112
  %1114 = getelementptr inbounds float, ptr %Y, i64 %1113
  store float %1104, ptr %1114, align 4
  %1115 = add nsw i32 %j6, 1
  br label %for.cond227, !llvm.loop !53

for.end229:                                       ; preds = %for.cond227
  br label %if.end226

for.cond230:                                      ; preds = %for.body231, %if.else146
  %i6 = phi i32 [ 0, %if.else146 ], [ %1119, %for.body231 ]
  %1116 = icmp slt i32 %i6, 4
  br i1 %1116, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %1117 = sext i32 %i6 to i64
  %1118 = getelementptr inbounds float, ptr %ss, i64 %1117
  store float 0.000000e+00, ptr %1118, align 4
  %1119 = add nsw i32 %i6, 1
  br label %for.cond230, !llvm.loop !54

for.end232:                                       ; preds = %for.cond230
  %1120 = sext i32 %N to i64
  %1121 = sdiv i64 %1120, 512
  %1122 = sub i64 0, %1120
  %1123 = select i1 false, i64 %1122, i64 %1121
  %1124 = srem i64 %1120, 512
  %1125 = icmp ne i64 %1124, 0
  %1126 = icmp slt i64 %1120, 0
  %1127 = icmp eq i1 %1126, false
  %1128 = and i1 %1125, %1127
  %1129 = zext i1 %1128 to i64
  %1130 = add i64 %1123, %1129
  %1131 = trunc i64 %1130 to i32
  %1132 = sext i32 %N to i64
  %1133 = sdiv i64 %1132, 512
  %1134 = sub i64 0, %1132
  %1135 = select i1 false, i64 %1134, i64 %1133
  %1136 = srem i64 %1132, 512
  %1137 = icmp ne i64 %1136, 0
  %1138 = icmp slt i64 %1132, 0
  %1139 = icmp eq i1 %1138, false
  %1140 = and i1 %1137, %1139
  %1141 = zext i1 %1140 to i64
  %1142 = add i64 %1135, %1141
  %1143 = trunc i64 %1142 to i32
  br label %for.cond233

for.cond233:                                      ; preds = %for.end276, %for.end232
  %c = phi i32 [ 0, %for.end232 ], [ %1308, %for.end276 ]
  %1144 = icmp slt i32 %c, %1131
  br i1 %1144, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %1145 = mul i32 %bx, 4
  %1146 = icmp sle i32 0, %1145
  %1147 = mul i32 %bx, 4
  %1148 = sext i32 %1147 to i64
  %1149 = add i64 %1148, 4
  %1150 = sext i32 %M to i64
  %1151 = icmp sle i64 %1149, %1150
  %1152 = and i1 %1146, %1151
  %1153 = mul i32 %c, 512
  %1154 = icmp sle i32 0, %1153
  %1155 = mul i32 %c, 512
  %1156 = sext i32 %1155 to i64
  %1157 = add i64 %1156, 512
  %1158 = sext i32 %N to i64
  %1159 = icmp sle i64 %1157, %1158
  %1160 = and i1 %1154, %1159
  %1161 = and i1 %1152, %1160
  br i1 %1161, label %if.then236, label %if.else237

for.end235:                                       ; preds = %for.cond233
  br label %for.cond312

if.then236:                                       ; preds = %for.body234
  br label %for.cond239

if.else237:                                       ; preds = %for.body234
  br label %for.cond252

if.end238:                                        ; preds = %for.end254, %for.end241
  br label %for.cond274

for.cond239:                                      ; preds = %for.end251, %if.then236
  %i6242 = phi i32 [ 0, %if.then236 ], [ %1197, %for.end251 ]
  %1162 = icmp slt i32 %i6242, 4
  br i1 %1162, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %1163 = add i32 %c, 1
  %1164 = icmp slt i32 %1163, %1143
  br i1 %1164, label %if.then243, label %if.else244

for.end241:                                       ; preds = %for.cond239
  br label %if.end238

if.then243:                                       ; preds = %for.body240
  br label %for.cond246

if.else244:                                       ; preds = %for.body240
  br label %if.end245

if.end245:                                        ; preds = %if.else244, %for.end248
  br label %for.cond249

for.cond246:                                      ; preds = %for.body247, %if.then243
  %pf = phi i32 [ 0, %if.then243 ], [ %1178, %for.body247 ]
  %1165 = icmp slt i32 %pf, 32
  br i1 %1165, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %1166 = mul i32 %bx, 4
  %1167 = add i32 %1166, %i6242
  %1168 = sext i32 %1167 to i64
  %1169 = sext i32 %N to i64
  %1170 = mul i64 %1168, %1169
  %1171 = add i32 %c, 1
  %1172 = mul i32 %1171, 512
  %1173 = mul i32 %pf, 16
  %1174 = add i32 %1172, %1173
  %1175 = sext i32 %1174 to i64
  %1176 = add i64 %1170, %1175
  %1177 = getelementptr float, ptr %X, i64 %1176
  call void @llvm.prefetch.p0(ptr %1177, i32 0, i32 3, i32 1)
  %1178 = add nsw i32 %pf, 1
  br label %for.cond246, !llvm.loop !55

for.end248:                                       ; preds = %for.cond246
  br label %if.end245

for.cond249:                                      ; preds = %for.body250, %if.end245
  %j1 = phi i32 [ 0, %if.end245 ], [ %1196, %for.body250 ]
  %1179 = icmp slt i32 %j1, 512
  br i1 %1179, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %1180 = mul i32 %bx, 4
  %1181 = add i32 %1180, %i6242
  %1182 = sext i32 %1181 to i64
  %1183 = sext i32 %N to i64
  %1184 = mul nsw i64 %1182, %1183
  %1185 = mul i32 %c, 512
  %1186 = add i32 %1185, %j1
  %1187 = sext i32 %1186 to i64
  %1188 = add nsw i64 %1184, %1187
  %1189 = getelementptr inbounds float, ptr %X, i64 %1188
  %1190 = load float, ptr %1189, align 4
  %1191 = sext i32 %i6242 to i64
  %1192 = mul nsw i64 %1191, 512
  %1193 = sext i32 %j1 to i64
  %1194 = add nsw i64 %1192, %1193
  %1195 = getelementptr inbounds float, ptr %X_f, i64 %1194
  store float %1190, ptr %1195, align 4
  %1196 = add nsw i32 %j1, 1
  br label %for.cond249, !llvm.loop !56

for.end251:                                       ; preds = %for.cond249
  %1197 = add nsw i32 %i6242, 1
  br label %for.cond239, !llvm.loop !57

for.cond252:                                      ; preds = %for.end272, %if.else237
  %i6255 = phi i32 [ 0, %if.else237 ], [ %1306, %for.end272 ]
  %1198 = icmp slt i32 %i6255, 4
  br i1 %1198, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %1199 = mul i32 %c, 512
  %1200 = sext i32 %1199 to i64
  %1201 = sub i64 0, %1200
  %1202 = icmp slt i64 %1201, 0
  %1203 = mul i32 %c, 512
  %1204 = sext i32 %1203 to i64
  %1205 = sub i64 0, %1204
  %1206 = icmp sgt i64 %1205, 512
  %1207 = mul i32 %c, 512
  %1208 = sext i32 %1207 to i64
  %1209 = sub i64 0, %1208
  %1210 = select i1 %1206, i64 512, i64 %1209
  %1211 = select i1 %1202, i64 0, i64 %1210
  %tl_lo12 = trunc i64 %1211 to i32
  %1212 = sext i32 %N to i64
  %1213 = mul i32 %c, 512
  %1214 = sext i32 %1213 to i64
  %1215 = sub i64 %1212, %1214
  %1216 = icmp slt i64 %1215, 0
  %1217 = sext i32 %N to i64
  %1218 = mul i32 %c, 512
  %1219 = sext i32 %1218 to i64
  %1220 = sub i64 %1217, %1219
  %1221 = icmp sgt i64 %1220, 512
  %1222 = sext i32 %N to i64
  %1223 = mul i32 %c, 512
  %1224 = sext i32 %1223 to i64
  %1225 = sub i64 %1222, %1224
  %1226 = select i1 %1221, i64 512, i64 %1225
  %1227 = select i1 %1216, i64 0, i64 %1226
  %1228 = sext i32 %tl_lo12 to i64
  %1229 = icmp slt i64 %1227, %1228
  %1230 = sext i32 %tl_lo12 to i64
  %1231 = sext i32 %N to i64
  %1232 = mul i32 %c, 512
  %1233 = sext i32 %1232 to i64
  %1234 = sub i64 %1231, %1233
  %1235 = icmp slt i64 %1234, 0
  %1236 = sext i32 %N to i64
  %1237 = mul i32 %c, 512
  %1238 = sext i32 %1237 to i64
  %1239 = sub i64 %1236, %1238
  %1240 = icmp sgt i64 %1239, 512
  %1241 = sext i32 %N to i64
  %1242 = mul i32 %c, 512
  %1243 = sext i32 %1242 to i64
  %1244 = sub i64 %1241, %1243
  %1245 = select i1 %1240, i64 512, i64 %1244
  %1246 = select i1 %1235, i64 0, i64 %1245
  %1247 = select i1 %1229, i64 %1230, i64 %1246
  %tl_hi13 = trunc i64 %1247 to i32
  br label %for.cond256

for.end254:                                       ; preds = %for.cond252
  br label %if.end238

for.cond256:                                      ; preds = %for.body257, %for.body253
  %j1259 = phi i32 [ 0, %for.body253 ], [ %1254, %for.body257 ]
  %1248 = icmp slt i32 %j1259, %tl_lo12
  br i1 %1248, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %1249 = sext i32 %i6255 to i64
  %1250 = mul nsw i64 %1249, 512
  %1251 = sext i32 %j1259 to i64
  %1252 = add nsw i64 %1250, %1251
  %1253 = getelementptr inbounds float, ptr %X_f, i64 %1252
  store float 0.000000e+00, ptr %1253, align 4
  %1254 = add nsw i32 %j1259, 1
  br label %for.cond256, !llvm.loop !58

for.end258:                                       ; preds = %for.cond256
  %1255 = mul i32 %bx, 4
  %1256 = sext i32 %1255 to i64
  %1257 = sext i32 %i6255 to i64
  %1258 = add i64 %1256, %1257
  %1259 = icmp sle i64 0, %1258
  %1260 = mul i32 %bx, 4
  %1261 = sext i32 %1260 to i64
  %1262 = sext i32 %i6255 to i64
  %1263 = add i64 %1261, %1262
  %1264 = sext i32 %M to i64
  %1265 = icmp slt i64 %1263, %1264
  %1266 = and i1 %1259, %1265
  br i1 %1266, label %if.then260, label %if.else261

if.then260:                                       ; preds = %for.end258
  %1267 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond263

if.else261:                                       ; preds = %for.end258
  %1268 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond266

if.end262:                                        ; preds = %for.end268, %for.end265
  %1269 = sub i32 512, %tl_hi13
  br label %for.cond270

for.cond263:                                      ; preds = %for.body264, %if.then260
  %j11 = phi i32 [ 0, %if.then260 ], [ %1289, %for.body264 ]
  %1270 = icmp slt i32 %j11, %1267
  br i1 %1270, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1271 = mul i32 %bx, 4
  %1272 = add i32 %1271, %i6255
  %1273 = sext i32 %1272 to i64
  %1274 = sext i32 %N to i64
  %1275 = mul nsw i64 %1273, %1274
  %1276 = mul i32 %c, 512
  %1277 = add i32 %tl_lo12, %j11
  %1278 = add i32 %1276, %1277
  %1279 = sext i32 %1278 to i64
  %1280 = add nsw i64 %1275, %1279
  %1281 = getelementptr inbounds float, ptr %X, i64 %1280
  %1282 = load float, ptr %1281, align 4
  %1283 = sext i32 %i6255 to i64
  %1284 = mul nsw i64 %1283, 512
  %1285 = add i32 %tl_lo12, %j11
  %1286 = sext i32 %1285 to i64
  %1287 = add nsw i64 %1284, %1286
  %1288 = getelementptr inbounds float, ptr %X_f, i64 %1287
  store float %1282, ptr %1288, align 4
  %1289 = add nsw i32 %j11, 1
  br label %for.cond263, !llvm.loop !59

for.end265:                                       ; preds = %for.cond263
  br label %if.end262

for.cond266:                                      ; preds = %for.body267, %if.else261
  %j11269 = phi i32 [ 0, %if.else261 ], [ %1297, %for.body267 ]
  %1290 = icmp slt i32 %j11269, %1268
  br i1 %1290, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %1291 = sext i32 %i6255 to i64
  %1292 = mul nsw i64 %1291, 512
  %1293 = add i32 %tl_lo12, %j11269
  %1294 = sext i32 %1293 to i64
  %1295 = add nsw i64 %1292, %1294
  %1296 = getelementptr inbounds float, ptr %X_f, i64 %1295
  store float 0.000000e+00, ptr %1296, align 4
  %1297 = add nsw i32 %j11269, 1
  br label %for.cond266, !llvm.loop !60

for.end268:                                       ; preds = %for.cond266
  br label %if.end262

for.cond270:                                      ; preds = %for.body271, %if.end262
  %j11273 = phi i32 [ 0, %if.end262 ], [ %1305, %for.body271 ]
  %1298 = icmp slt i32 %j11273, %1269
  br i1 %1298, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %1299 = sext i32 %i6255 to i64
  %1300 = mul nsw i64 %1299, 512
  %1301 = add i32 %tl_hi13, %j11273
  %1302 = sext i32 %1301 to i64
  %1303 = add nsw i64 %1300, %1302
  %1304 = getelementptr inbounds float, ptr %X_f, i64 %1303
  store float 0.000000e+00, ptr %1304, align 4
  %1305 = add nsw i32 %j11273, 1
  br label %for.cond270, !llvm.loop !61

for.end272:                                       ; preds = %for.cond270
  %1306 = add nsw i32 %i6255, 1
  br label %for.cond252, !llvm.loop !62

for.cond274:                                      ; preds = %for.end310, %if.end238
  %i277 = phi i32 [ 0, %if.end238 ], [ %1432, %for.end310 ]
  %1307 = icmp slt i32 %i277, 4
  br i1 %1307, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  br label %for.cond278

for.end276:                                       ; preds = %for.cond274
  %1308 = add nsw i32 %c, 1
  br label %for.cond233, !llvm.loop !63

for.cond278:                                      ; preds = %for.body279, %for.body275
  %j281 = phi i32 [ 0, %for.body275 ], [ %1334, %for.body279 ]
  %1309 = icmp slt i32 %j281, 512
  br i1 %1309, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1310 = mul i32 %c, 512
  %1311 = add i32 %1310, %j281
  %1312 = icmp slt i32 %1311, %N
  %1313 = sext i32 %i277 to i64
  %1314 = mul nsw i64 %1313, 512
  %1315 = sext i32 %j281 to i64
  %1316 = add nsw i64 %1314, %1315
  %1317 = call i64 @llvm.umin.i64(i64 %1316, i64 2047)
  %1318 = getelementptr inbounds float, ptr %X_f, i64 %1317
  %1319 = load float, ptr %1318, align 4
  %1320 = sext i32 %i277 to i64
  %1321 = mul nsw i64 %1320, 512
  %1322 = sext i32 %j281 to i64
  %1323 = add nsw i64 %1321, %1322
  %1324 = call i64 @llvm.umin.i64(i64 %1323, i64 2047)
  %1325 = getelementptr inbounds float, ptr %X_f, i64 %1324
  %1326 = load float, ptr %1325, align 4
  %1327 = fmul float %1319, %1326
  %1328 = select i1 %1312, float %1327, float 0.000000e+00
  %1329 = sext i32 %i277 to i64
  %1330 = mul nsw i64 %1329, 512
  %1331 = sext i32 %j281 to i64
  %1332 = add nsw i64 %1330, %1331
  %1333 = getelementptr inbounds float, ptr %X_f, i64 %1332
  store float %1328, ptr %1333, align 4
  %1334 = add nsw i32 %j281, 1
  br label %for.cond278, !llvm.loop !64

for.end280:                                       ; preds = %for.cond278
  br label %for.cond282

for.cond282:                                      ; preds = %for.body283, %for.end280
  %lane3 = phi i32 [ 0, %for.end280 ], [ %1344, %for.body283 ]
  %1335 = icmp slt i32 %lane3, 32
  br i1 %1335, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %1336 = sext i32 %i277 to i64
  %1337 = mul nsw i64 %1336, 512
  %1338 = sext i32 %lane3 to i64
  %1339 = add nsw i64 %1337, %1338
  %1340 = getelementptr inbounds float, ptr %X_f, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = sext i32 %lane3 to i64
  %1343 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1342
  store float %1341, ptr %1343, align 4
  %1344 = add nsw i32 %lane3, 1
  br label %for.cond282, !llvm.loop !65

for.end284:                                       ; preds = %for.cond282
  br label %for.cond285

for.cond285:                                      ; preds = %for.end290, %for.end284
  %red3 = phi i32 [ 0, %for.end284 ], [ %1363, %for.end290 ]
  %1345 = icmp slt i32 %red3, 15
  br i1 %1345, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  br label %for.cond288

for.end287:                                       ; preds = %for.cond285
  br label %for.cond292

for.cond288:                                      ; preds = %for.body289, %for.body286
  %lane3291 = phi i32 [ 0, %for.body286 ], [ %1362, %for.body289 ]
  %1346 = icmp slt i32 %lane3291, 32
  br i1 %1346, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1347 = sext i32 %lane3291 to i64
  %1348 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1347
  %1349 = load float, ptr %1348, align 4
  %1350 = sext i32 %i277 to i64
  %1351 = mul nsw i64 %1350, 512
  %1352 = add i32 %red3, 1
  %1353 = mul i32 %1352, 32
  %1354 = add i32 %1353, %lane3291
  %1355 = sext i32 %1354 to i64
  %1356 = add nsw i64 %1351, %1355
  %1357 = getelementptr inbounds float, ptr %X_f, i64 %1356
  %1358 = load float, ptr %1357, align 4
  %1359 = fadd float %1349, %1358
  %1360 = sext i32 %lane3291 to i64
  %1361 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1360
  store float %1359, ptr %1361, align 4
  %1362 = add nsw i32 %lane3291, 1
  br label %for.cond288, !llvm.loop !66

for.end290:                                       ; preds = %for.cond288
  %1363 = add nsw i32 %red3, 1
  br label %for.cond285, !llvm.loop !67

for.cond292:                                      ; preds = %for.body293, %for.end287
  %lane3295 = phi i32 [ 0, %for.end287 ], [ %1375, %for.body293 ]
  %1364 = icmp slt i32 %lane3295, 16
  br i1 %1364, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %1365 = sext i32 %lane3295 to i64
  %1366 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1365
  %1367 = load float, ptr %1366, align 4
  %1368 = add i32 %lane3295, 16
  %1369 = sext i32 %1368 to i64
  %1370 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1369
  %1371 = load float, ptr %1370, align 4
  %1372 = fadd float %1367, %1371
  %1373 = sext i32 %lane3295 to i64
  %1374 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1373
  store float %1372, ptr %1374, align 4
  %1375 = add nsw i32 %lane3295, 1
  br label %for.cond292, !llvm.loop !68

for.end294:                                       ; preds = %for.cond292
  br label %for.cond296

for.cond296:                                      ; preds = %for.body297, %for.end294
  %lane3299 = phi i32 [ 0, %for.end294 ], [ %1387, %for.body297 ]
  %1376 = icmp slt i32 %lane3299, 8
  br i1 %1376, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1377 = sext i32 %lane3299 to i64
  %1378 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1377
  %1379 = load float, ptr %1378, align 4
  %1380 = add i32 %lane3299, 8
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1381
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1379, %1383
  %1385 = sext i32 %lane3299 to i64
  %1386 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1385
  store float %1384, ptr %1386, align 4
  %1387 = add nsw i32 %lane3299, 1
  br label %for.cond296, !llvm.loop !69

for.end298:                                       ; preds = %for.cond296
  br label %for.cond300

for.cond300:                                      ; preds = %for.body301, %for.end298
  %lane3303 = phi i32 [ 0, %for.end298 ], [ %1399, %for.body301 ]
  %1388 = icmp slt i32 %lane3303, 4
  br i1 %1388, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1389 = sext i32 %lane3303 to i64
  %1390 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1389
  %1391 = load float, ptr %1390, align 4
  %1392 = add i32 %lane3303, 4
  %1393 = sext i32 %1392 to i64
  %1394 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1393
  %1395 = load float, ptr %1394, align 4
  %1396 = fadd float %1391, %1395
  %1397 = sext i32 %lane3303 to i64
  %1398 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1397
  store float %1396, ptr %1398, align 4
  %1399 = add nsw i32 %lane3303, 1
  br label %for.cond300, !llvm.loop !70

for.end302:                                       ; preds = %for.cond300
  br label %for.cond304

for.cond304:                                      ; preds = %for.body305, %for.end302
  %lane3307 = phi i32 [ 0, %for.end302 ], [ %1411, %for.body305 ]
  %1400 = icmp slt i32 %lane3307, 2
  br i1 %1400, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %1401 = sext i32 %lane3307 to i64
  %1402 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1401
  %1403 = load float, ptr %1402, align 4
  %1404 = add i32 %lane3307, 2
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = fadd float %1403, %1407
  %1409 = sext i32 %lane3307 to i64
  %1410 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1409
  store float %1408, ptr %1410, align 4
  %1411 = add nsw i32 %lane3307, 1
  br label %for.cond304, !llvm.loop !71

for.end306:                                       ; preds = %for.cond304
  br label %for.cond308

for.cond308:                                      ; preds = %for.body309, %for.end306
  %lane3311 = phi i32 [ 0, %for.end306 ], [ %1423, %for.body309 ]
  %1412 = icmp slt i32 %lane3311, 1
  br i1 %1412, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  %1413 = sext i32 %lane3311 to i64
  %1414 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1413
  %1415 = load float, ptr %1414, align 4
  %1416 = add i32 %lane3311, 1
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = fadd float %1415, %1419
  %1421 = sext i32 %lane3311 to i64
  %1422 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1421
  store float %1420, ptr %1422, align 4
  %1423 = add nsw i32 %lane3311, 1
  br label %for.cond308, !llvm.loop !72

for.end310:                                       ; preds = %for.cond308
  %1424 = sext i32 %i277 to i64
  %1425 = getelementptr inbounds float, ptr %ss, i64 %1424
  %1426 = load float, ptr %1425, align 4
  %1427 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1428 = load float, ptr %1427, align 4
  %1429 = fadd float %1426, %1428
  %1430 = sext i32 %i277 to i64
  %1431 = getelementptr inbounds float, ptr %ss, i64 %1430
  store float %1429, ptr %1431, align 4
  %1432 = add nsw i32 %i277, 1
  br label %for.cond274, !llvm.loop !73

for.cond312:                                      ; preds = %for.body313, %for.end235
  %i315 = phi i32 [ 0, %for.end235 ], [ %1446, %for.body313 ]
  %1433 = icmp slt i32 %i315, 4
  br i1 %1433, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %1434 = sext i32 %i315 to i64
  %1435 = getelementptr inbounds float, ptr %ss, i64 %1434
  %1436 = load float, ptr %1435, align 4
  %1437 = sitofp i32 %N to float
  %1438 = fdiv float %1436, %1437
  %1439 = fadd float %1438, 0x3EB0C6F7A0000000
  %1440 = fpext float %1439 to double
  %1441 = call double @llvm.sqrt.f64(double %1440)
  %1442 = fdiv double 1.000000e+00, %1441
  %1443 = fptrunc double %1442 to float
  %1444 = sext i32 %i315 to i64
  %1445 = getelementptr inbounds float, ptr %ss, i64 %1444
  store float %1443, ptr %1445, align 4
  %1446 = add nsw i32 %i315, 1
  br label %for.cond312, !llvm.loop !74

for.end314:                                       ; preds = %for.cond312
  %1447 = sext i32 %N to i64
  %1448 = sdiv i64 %1447, 512
  %1449 = sub i64 0, %1447
  %1450 = select i1 false, i64 %1449, i64 %1448
  %1451 = srem i64 %1447, 512
  %1452 = icmp ne i64 %1451, 0
  %1453 = icmp slt i64 %1447, 0
  %1454 = icmp eq i1 %1453, false
  %1455 = and i1 %1452, %1454
  %1456 = zext i1 %1455 to i64
  %1457 = add i64 %1450, %1456
  %1458 = trunc i64 %1457 to i32
  %1459 = sext i32 %N to i64
  %1460 = sdiv i64 %1459, 512
  %1461 = sub i64 0, %1459
  %1462 = select i1 false, i64 %1461, i64 %1460
  %1463 = srem i64 %1459, 512
  %1464 = icmp ne i64 %1463, 0
  %1465 = icmp slt i64 %1459, 0
  %1466 = icmp eq i1 %1465, false
  %1467 = and i1 %1464, %1466
  %1468 = zext i1 %1467 to i64
  %1469 = add i64 %1462, %1468
  %1470 = trunc i64 %1469 to i32
  br label %for.cond316

for.cond316:                                      ; preds = %if.end374, %for.end314
  %c319 = phi i32 [ 0, %for.end314 ], [ %1771, %if.end374 ]
  %1471 = icmp slt i32 %c319, %1458
  br i1 %1471, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1472 = sub i32 %1470, 1
  %t = sub i32 %1472, %c319
  %1473 = mul i32 %bx, 4
  %1474 = icmp sle i32 0, %1473
  %1475 = mul i32 %bx, 4
  %1476 = sext i32 %1475 to i64
  %1477 = add i64 %1476, 4
  %1478 = sext i32 %M to i64
  %1479 = icmp sle i64 %1477, %1478
  %1480 = and i1 %1474, %1479
  %1481 = mul i32 %t, 512
  %1482 = icmp sle i32 0, %1481
  %1483 = mul i32 %t, 512
  %1484 = sext i32 %1483 to i64
  %1485 = add i64 %1484, 512
  %1486 = sext i32 %N to i64
  %1487 = icmp sle i64 %1485, %1486
  %1488 = and i1 %1482, %1487
  %1489 = and i1 %1480, %1488
  br i1 %1489, label %if.then320, label %if.else321

for.end318:                                       ; preds = %for.cond316
  br label %if.end147

if.then320:                                       ; preds = %for.body317
  br label %for.cond323

if.else321:                                       ; preds = %for.body317
  br label %for.cond335

if.end322:                                        ; preds = %for.end337, %for.end325
  br label %for.cond357

for.cond323:                                      ; preds = %for.end334, %if.then320
  %i7 = phi i32 [ 0, %if.then320 ], [ %1525, %for.end334 ]
  %1490 = icmp slt i32 %i7, 4
  br i1 %1490, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %1491 = add i32 %i7, 1
  %1492 = icmp slt i32 %1491, 4
  br i1 %1492, label %if.then326, label %if.else327

for.end325:                                       ; preds = %for.cond323
  br label %if.end322

if.then326:                                       ; preds = %for.body324
  br label %for.cond329

if.else327:                                       ; preds = %for.body324
  br label %if.end328

if.end328:                                        ; preds = %if.else327, %for.end331
  br label %for.cond332

for.cond329:                                      ; preds = %for.body330, %if.then326
  %pf1 = phi i32 [ 0, %if.then326 ], [ %1506, %for.body330 ]
  %1493 = icmp slt i32 %pf1, 32
  br i1 %1493, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  %1494 = mul i32 %bx, 4
  %1495 = add i32 %i7, 1
  %1496 = add i32 %1494, %1495
  %1497 = sext i32 %1496 to i64
  %1498 = sext i32 %N to i64
  %1499 = mul i64 %1497, %1498
  %1500 = mul i32 %t, 512
  %1501 = mul i32 %pf1, 16
  %1502 = add i32 %1500, %1501
  %1503 = sext i32 %1502 to i64
  %1504 = add i64 %1499, %1503
  %1505 = getelementptr float, ptr %X, i64 %1504
  call void @llvm.prefetch.p0(ptr %1505, i32 0, i32 3, i32 1)
  %1506 = add nsw i32 %pf1, 1
  br label %for.cond329, !llvm.loop !75

for.end331:                                       ; preds = %for.cond329
  br label %if.end328

for.cond332:                                      ; preds = %for.body333, %if.end328
  %j2 = phi i32 [ 0, %if.end328 ], [ %1524, %for.body333 ]
  %1507 = icmp slt i32 %j2, 512
  br i1 %1507, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1508 = mul i32 %bx, 4
  %1509 = add i32 %1508, %i7
  %1510 = sext i32 %1509 to i64
  %1511 = sext i32 %N to i64
  %1512 = mul nsw i64 %1510, %1511
  %1513 = mul i32 %t, 512
  %1514 = add i32 %1513, %j2
  %1515 = sext i32 %1514 to i64
  %1516 = add nsw i64 %1512, %1515
  %1517 = getelementptr inbounds float, ptr %X, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = sext i32 %i7 to i64
  %1520 = mul nsw i64 %1519, 512
  %1521 = sext i32 %j2 to i64
  %1522 = add nsw i64 %1520, %1521
  %1523 = getelementptr inbounds float, ptr %X_f, i64 %1522
  store float %1518, ptr %1523, align 4
  %1524 = add nsw i32 %j2, 1
  br label %for.cond332, !llvm.loop !76

for.end334:                                       ; preds = %for.cond332
  %1525 = add nsw i32 %i7, 1
  br label %for.cond323, !llvm.loop !77

for.cond335:                                      ; preds = %for.end355, %if.else321
  %i7338 = phi i32 [ 0, %if.else321 ], [ %1634, %for.end355 ]
  %1526 = icmp slt i32 %i7338, 4
  br i1 %1526, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1527 = mul i32 %t, 512
  %1528 = sext i32 %1527 to i64
  %1529 = sub i64 0, %1528
  %1530 = icmp slt i64 %1529, 0
  %1531 = mul i32 %t, 512
  %1532 = sext i32 %1531 to i64
  %1533 = sub i64 0, %1532
  %1534 = icmp sgt i64 %1533, 512
  %1535 = mul i32 %t, 512
  %1536 = sext i32 %1535 to i64
  %1537 = sub i64 0, %1536
  %1538 = select i1 %1534, i64 512, i64 %1537
  %1539 = select i1 %1530, i64 0, i64 %1538
  %tl_lo14 = trunc i64 %1539 to i32
  %1540 = sext i32 %N to i64
  %1541 = mul i32 %t, 512
  %1542 = sext i32 %1541 to i64
  %1543 = sub i64 %1540, %1542
  %1544 = icmp slt i64 %1543, 0
  %1545 = sext i32 %N to i64
  %1546 = mul i32 %t, 512
  %1547 = sext i32 %1546 to i64
  %1548 = sub i64 %1545, %1547
  %1549 = icmp sgt i64 %1548, 512
  %1550 = sext i32 %N to i64
  %1551 = mul i32 %t, 512
  %1552 = sext i32 %1551 to i64
  %1553 = sub i64 %1550, %1552
  %1554 = select i1 %1549, i64 512, i64 %1553
  %1555 = select i1 %1544, i64 0, i64 %1554
  %1556 = sext i32 %tl_lo14 to i64
  %1557 = icmp slt i64 %1555, %1556
  %1558 = sext i32 %tl_lo14 to i64
  %1559 = sext i32 %N to i64
  %1560 = mul i32 %t, 512
  %1561 = sext i32 %1560 to i64
  %1562 = sub i64 %1559, %1561
  %1563 = icmp slt i64 %1562, 0
  %1564 = sext i32 %N to i64
  %1565 = mul i32 %t, 512
  %1566 = sext i32 %1565 to i64
  %1567 = sub i64 %1564, %1566
  %1568 = icmp sgt i64 %1567, 512
  %1569 = sext i32 %N to i64
  %1570 = mul i32 %t, 512
  %1571 = sext i32 %1570 to i64
  %1572 = sub i64 %1569, %1571
  %1573 = select i1 %1568, i64 512, i64 %1572
  %1574 = select i1 %1563, i64 0, i64 %1573
  %1575 = select i1 %1557, i64 %1558, i64 %1574
  %tl_hi15 = trunc i64 %1575 to i32
  br label %for.cond339

for.end337:                                       ; preds = %for.cond335
  br label %if.end322

for.cond339:                                      ; preds = %for.body340, %for.body336
  %j2342 = phi i32 [ 0, %for.body336 ], [ %1582, %for.body340 ]
  %1576 = icmp slt i32 %j2342, %tl_lo14
  br i1 %1576, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1577 = sext i32 %i7338 to i64
  %1578 = mul nsw i64 %1577, 512
  %1579 = sext i32 %j2342 to i64
  %1580 = add nsw i64 %1578, %1579
  %1581 = getelementptr inbounds float, ptr %X_f, i64 %1580
  store float 0.000000e+00, ptr %1581, align 4
  %1582 = add nsw i32 %j2342, 1
  br label %for.cond339, !llvm.loop !78

for.end341:                                       ; preds = %for.cond339
  %1583 = mul i32 %bx, 4
  %1584 = sext i32 %1583 to i64
  %1585 = sext i32 %i7338 to i64
  %1586 = add i64 %1584, %1585
  %1587 = icmp sle i64 0, %1586
  %1588 = mul i32 %bx, 4
  %1589 = sext i32 %1588 to i64
  %1590 = sext i32 %i7338 to i64
  %1591 = add i64 %1589, %1590
  %1592 = sext i32 %M to i64
  %1593 = icmp slt i64 %1591, %1592
  %1594 = and i1 %1587, %1593
  br i1 %1594, label %if.then343, label %if.else344

if.then343:                                       ; preds = %for.end341
  %1595 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond346

if.else344:                                       ; preds = %for.end341
  %1596 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond349

if.end345:                                        ; preds = %for.end351, %for.end348
  %1597 = sub i32 512, %tl_hi15
  br label %for.cond353

for.cond346:                                      ; preds = %for.body347, %if.then343
  %j21 = phi i32 [ 0, %if.then343 ], [ %1617, %for.body347 ]
  %1598 = icmp slt i32 %j21, %1595
  br i1 %1598, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1599 = mul i32 %bx, 4
  %1600 = add i32 %1599, %i7338
  %1601 = sext i32 %1600 to i64
  %1602 = sext i32 %N to i64
  %1603 = mul nsw i64 %1601, %1602
  %1604 = mul i32 %t, 512
  %1605 = add i32 %tl_lo14, %j21
  %1606 = add i32 %1604, %1605
  %1607 = sext i32 %1606 to i64
  %1608 = add nsw i64 %1603, %1607
  %1609 = getelementptr inbounds float, ptr %X, i64 %1608
  %1610 = load float, ptr %1609, align 4
  %1611 = sext i32 %i7338 to i64
  %1612 = mul nsw i64 %1611, 512
  %1613 = add i32 %tl_lo14, %j21
  %1614 = sext i32 %1613 to i64
  %1615 = add nsw i64 %1612, %1614
  %1616 = getelementptr inbounds float, ptr %X_f, i64 %1615
  store float %1610, ptr %1616, align 4
  %1617 = add nsw i32 %j21, 1
  br label %for.cond346, !llvm.loop !79

for.end348:                                       ; preds = %for.cond346
  br label %if.end345

for.cond349:                                      ; preds = %for.body350, %if.else344
  %j21352 = phi i32 [ 0, %if.else344 ], [ %1625, %for.body350 ]
  %1618 = icmp slt i32 %j21352, %1596
  br i1 %1618, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1619 = sext i32 %i7338 to i64
  %1620 = mul nsw i64 %1619, 512
  %1621 = add i32 %tl_lo14, %j21352
  %1622 = sext i32 %1621 to i64
  %1623 = add nsw i64 %1620, %1622
  %1624 = getelementptr inbounds float, ptr %X_f, i64 %1623
  store float 0.000000e+00, ptr %1624, align 4
  %1625 = add nsw i32 %j21352, 1
  br label %for.cond349, !llvm.loop !80

for.end351:                                       ; preds = %for.cond349
  br label %if.end345

for.cond353:                                      ; preds = %for.body354, %if.end345
  %j21356 = phi i32 [ 0, %if.end345 ], [ %1633, %for.body354 ]
  %1626 = icmp slt i32 %j21356, %1597
  br i1 %1626, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1627 = sext i32 %i7338 to i64
  %1628 = mul nsw i64 %1627, 512
  %1629 = add i32 %tl_hi15, %j21356
  %1630 = sext i32 %1629 to i64
  %1631 = add nsw i64 %1628, %1630
  %1632 = getelementptr inbounds float, ptr %X_f, i64 %1631
  store float 0.000000e+00, ptr %1632, align 4
  %1633 = add nsw i32 %j21356, 1
  br label %for.cond353, !llvm.loop !81

for.end355:                                       ; preds = %for.cond353
  %1634 = add nsw i32 %i7338, 1
  br label %for.cond335, !llvm.loop !82

for.cond357:                                      ; preds = %for.end370, %if.end322
  %i360 = phi i32 [ 0, %if.end322 ], [ %1770, %for.end370 ]
  %1635 = icmp slt i32 %i360, 4
  br i1 %1635, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1636 = mul i32 %t, 512
  %1637 = sext i32 %1636 to i64
  %1638 = sub i64 0, %1637
  %1639 = icmp slt i64 %1638, 0
  %1640 = mul i32 %t, 512
  %1641 = sext i32 %1640 to i64
  %1642 = sub i64 0, %1641
  %1643 = icmp sgt i64 %1642, 512
  %1644 = mul i32 %t, 512
  %1645 = sext i32 %1644 to i64
  %1646 = sub i64 0, %1645
  %1647 = select i1 %1643, i64 512, i64 %1646
  %1648 = select i1 %1639, i64 0, i64 %1647
  %tl_lo16 = trunc i64 %1648 to i32
  %1649 = sext i32 %N to i64
  %1650 = mul i32 %t, 512
  %1651 = sext i32 %1650 to i64
  %1652 = sub i64 %1649, %1651
  %1653 = icmp slt i64 %1652, 0
  %1654 = sext i32 %N to i64
  %1655 = mul i32 %t, 512
  %1656 = sext i32 %1655 to i64
  %1657 = sub i64 %1654, %1656
  %1658 = icmp sgt i64 %1657, 512
  %1659 = sext i32 %N to i64
  %1660 = mul i32 %t, 512
  %1661 = sext i32 %1660 to i64
  %1662 = sub i64 %1659, %1661
  %1663 = select i1 %1658, i64 512, i64 %1662
  %1664 = select i1 %1653, i64 0, i64 %1663
  %1665 = sext i32 %tl_lo16 to i64
  %1666 = icmp slt i64 %1664, %1665
  %1667 = sext i32 %tl_lo16 to i64
  %1668 = sext i32 %N to i64
  %1669 = mul i32 %t, 512
  %1670 = sext i32 %1669 to i64
  %1671 = sub i64 %1668, %1670
  %1672 = icmp slt i64 %1671, 0
  %1673 = sext i32 %N to i64
  %1674 = mul i32 %t, 512
  %1675 = sext i32 %1674 to i64
  %1676 = sub i64 %1673, %1675
  %1677 = icmp sgt i64 %1676, 512
  %1678 = sext i32 %N to i64
  %1679 = mul i32 %t, 512
  %1680 = sext i32 %1679 to i64
  %1681 = sub i64 %1678, %1680
  %1682 = select i1 %1677, i64 512, i64 %1681
  %1683 = select i1 %1672, i64 0, i64 %1682
  %1684 = select i1 %1666, i64 %1667, i64 %1683
  %tl_hi17 = trunc i64 %1684 to i32
  br label %for.cond361

for.end359:                                       ; preds = %for.cond357
  %1685 = mul i32 %bx, 4
  %1686 = icmp sle i32 0, %1685
  %1687 = mul i32 %bx, 4
  %1688 = sext i32 %1687 to i64
  %1689 = add i64 %1688, 4
  %1690 = sext i32 %M to i64
  %1691 = icmp sle i64 %1689, %1690
  %1692 = and i1 %1686, %1691
  %1693 = mul i32 %t, 512
  %1694 = icmp sle i32 0, %1693
  %1695 = mul i32 %t, 512
  %1696 = sext i32 %1695 to i64
  %1697 = add i64 %1696, 512
  %1698 = sext i32 %N to i64
  %1699 = icmp sle i64 %1697, %1698
  %1700 = and i1 %1694, %1699
  %1701 = and i1 %1692, %1700
  br i1 %1701, label %if.then372, label %if.else373

for.cond361:                                      ; preds = %for.body362, %for.body358
  %j364 = phi i32 [ 0, %for.body358 ], [ %1719, %for.body362 ]
  %1702 = icmp slt i32 %j364, %tl_lo16
  br i1 %1702, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1703 = sext i32 %i360 to i64
  %1704 = mul nsw i64 %1703, 512
  %1705 = sext i32 %j364 to i64
  %1706 = add nsw i64 %1704, %1705
  %1707 = getelementptr inbounds float, ptr %X_f, i64 %1706
  %1708 = load float, ptr %1707, align 4
  %1709 = sext i32 %i360 to i64
  %1710 = getelementptr inbounds float, ptr %ss, i64 %1709
  %1711 = load float, ptr %1710, align 4
  %1712 = fmul float %1708, %1711
  %1713 = fmul float %1712, 0.000000e+00
  %1714 = sext i32 %i360 to i64
  %1715 = mul nsw i64 %1714, 512
  %1716 = sext i32 %j364 to i64
  %1717 = add nsw i64 %1715, %1716
  %1718 = getelementptr inbounds float, ptr %X_f, i64 %1717
  store float %1713, ptr %1718, align 4
  %1719 = add nsw i32 %j364, 1
  br label %for.cond361, !llvm.loop !83

for.end363:                                       ; preds = %for.cond361
  %1720 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond365

for.cond365:                                      ; preds = %for.body366, %for.end363
  %j7 = phi i32 [ 0, %for.end363 ], [ %1748, %for.body366 ]
  %1721 = icmp slt i32 %j7, %1720
  br i1 %1721, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1722 = sext i32 %i360 to i64
  %1723 = mul nsw i64 %1722, 512
  %1724 = add i32 %tl_lo16, %j7
  %1725 = sext i32 %1724 to i64
  %1726 = add nsw i64 %1723, %1725
  %1727 = getelementptr inbounds float, ptr %X_f, i64 %1726
  %1728 = load float, ptr %1727, align 4
  %1729 = sext i32 %i360 to i64
  %1730 = getelementptr inbounds float, ptr %ss, i64 %1729
  %1731 = load float, ptr %1730, align 4
  %1732 = fmul float %1728, %1731
  %1733 = mul i32 %t, 512
  %1734 = sext i32 %1733 to i64
  %1735 = sext i32 %tl_lo16 to i64
  %1736 = sext i32 %j7 to i64
  %1737 = add i64 %1735, %1736
  %1738 = add i64 %1734, %1737
  %1739 = getelementptr inbounds float, ptr %W, i64 %1738
  %1740 = load float, ptr %1739, align 4
  %1741 = fmul float %1732, %1740
  %1742 = sext i32 %i360 to i64
  %1743 = mul nsw i64 %1742, 512
  %1744 = add i32 %tl_lo16, %j7
  %1745 = sext i32 %1744 to i64
  %1746 = add nsw i64 %1743, %1745
  %1747 = getelementptr inbounds float, ptr %X_f, i64 %1746
  store float %1741, ptr %1747, align 4
  %1748 = add nsw i32 %j7, 1
  br label %for.cond365, !llvm.loop !84

for.end367:                                       ; preds = %for.cond365
  %1749 = sub i32 512, %tl_hi17
  br label %for.cond368

for.cond368:                                      ; preds = %for.body369, %for.end367
  %j7371 = phi i32 [ 0, %for.end367 ], [ %1769, %for.body369 ]
  %1750 = icmp slt i32 %j7371, %1749
  br i1 %1750, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1751 = sext i32 %i360 to i64
  %1752 = mul nsw i64 %1751, 512
  %1753 = add i32 %tl_hi17, %j7371
  %1754 = sext i32 %1753 to i64
  %1755 = add nsw i64 %1752, %1754
  %1756 = getelementptr inbounds float, ptr %X_f, i64 %1755
  %1757 = load float, ptr %1756, align 4
  %1758 = sext i32 %i360 to i64
  %1759 = getelementptr inbounds float, ptr %ss, i64 %1758
  %1760 = load float, ptr %1759, align 4
  %1761 = fmul float %1757, %1760
  %1762 = fmul float %1761, 0.000000e+00
  %1763 = sext i32 %i360 to i64
  %1764 = mul nsw i64 %1763, 512
  %1765 = add i32 %tl_hi17, %j7371
  %1766 = sext i32 %1765 to i64
  %1767 = add nsw i64 %1764, %1766
  %1768 = getelementptr inbounds float, ptr %X_f, i64 %1767
  store float %1762, ptr %1768, align 4
  %1769 = add nsw i32 %j7371, 1
  br label %for.cond368, !llvm.loop !85

for.end370:                                       ; preds = %for.cond368
  %1770 = add nsw i32 %i360, 1
  br label %for.cond357, !llvm.loop !86

if.then372:                                       ; preds = %for.end359
  br label %for.cond375

if.else373:                                       ; preds = %for.end359
  br label %for.cond386

if.end374:                                        ; preds = %for.end388, %for.end377
  %1771 = add nsw i32 %c319, 1
  br label %for.cond316, !llvm.loop !87

for.cond375:                                      ; preds = %if.end381, %if.then372
  %i7378 = phi i32 [ 0, %if.then372 ], [ %1791, %if.end381 ]
  %1772 = icmp slt i32 %i7378, 4
  br i1 %1772, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1773 = sext i32 %M to i64
  %1774 = sext i32 %N to i64
  %1775 = mul i64 %1773, %1774
  %1776 = icmp sge i64 %1775, 8388608
  br i1 %1776, label %if.then379, label %if.else380

for.end377:                                       ; preds = %for.cond375
  br label %if.end374

if.then379:                                       ; preds = %for.body376
  %1777 = mul i32 %bx, 4
  %1778 = add i32 %1777, %i7378
  %1779 = sext i32 %1778 to i64
  %1780 = sext i32 %N to i64
  %1781 = mul nsw i64 %1779, %1780
  %1782 = mul i32 %t, 512
  %1783 = add i32 %1782, 0
  %1784 = sext i32 %1783 to i64
  %1785 = add nsw i64 %1781, %1784
  %1786 = getelementptr inbounds float, ptr %Y, i64 %1785
  %1787 = sext i32 %i7378 to i64
  %1788 = mul nsw i64 %1787, 512
  %1789 = add nsw i64 %1788, 0
  %1790 = getelementptr inbounds float, ptr %X_f, i64 %1789
  call void @tilec_rt_stream(ptr %1786, ptr %1790, i64 2048)
  br label %if.end381

if.else380:                                       ; preds = %for.body376
  br label %for.cond382

if.end381:                                        ; preds = %for.end384, %if.then379
  %1791 = add nsw i32 %i7378, 1
  br label %for.cond375, !llvm.loop !88

for.cond382:                                      ; preds = %for.body383, %if.else380
  %j2385 = phi i32 [ 0, %if.else380 ], [ %1809, %for.body383 ]
  %1792 = icmp slt i32 %j2385, 512
  br i1 %1792, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1793 = sext i32 %i7378 to i64
  %1794 = mul nsw i64 %1793, 512
  %1795 = sext i32 %j2385 to i64
  %1796 = add nsw i64 %1794, %1795
  %1797 = getelementptr inbounds float, ptr %X_f, i64 %1796
  %1798 = load float, ptr %1797, align 4
  %1799 = mul i32 %bx, 4
  %1800 = add i32 %1799, %i7378
  %1801 = sext i32 %1800 to i64
  %1802 = sext i32 %N to i64
  %1803 = mul nsw i64 %1801, %1802
  %1804 = mul i32 %t, 512
  %1805 = add i32 %1804, %j2385
  %1806 = sext i32 %1805 to i64
  %1807 = add nsw i64 %1803, %1806
  %1808 = getelementptr inbounds float, ptr %Y, i64 %1807
  store float %1798, ptr %1808, align 4
  %1809 = add nsw i32 %j2385, 1
  br label %for.cond382, !llvm.loop !89

for.end384:                                       ; preds = %for.cond382
  br label %if.end381

for.cond386:                                      ; preds = %for.end392, %if.else373
  %i7389 = phi i32 [ 0, %if.else373 ], [ %1837, %for.end392 ]
  %1810 = icmp slt i32 %i7389, 4
  br i1 %1810, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  br label %for.cond390

for.end388:                                       ; preds = %for.cond386
  br label %if.end374

for.cond390:                                      ; preds = %if.end396, %for.body387
  %j2393 = phi i32 [ 0, %for.body387 ], [ %1854, %if.end396 ]
  %1811 = icmp slt i32 %j2393, 512
  br i1 %1811, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1812 = mul i32 %bx, 4
  %1813 = sext i32 %1812 to i64
  %1814 = sext i32 %i7389 to i64
  %1815 = add i64 %1813, %1814
  %1816 = icmp sle i64 0, %1815
  %1817 = mul i32 %bx, 4
  %1818 = sext i32 %1817 to i64
  %1819 = sext i32 %i7389 to i64
  %1820 = add i64 %1818, %1819
  %1821 = sext i32 %M to i64
  %1822 = icmp slt i64 %1820, %1821
  %1823 = and i1 %1816, %1822
  %1824 = mul i32 %t, 512
  %1825 = sext i32 %1824 to i64
  %1826 = sext i32 %j2393 to i64
  %1827 = add i64 %1825, %1826
  %1828 = icmp sle i64 0, %1827
  %1829 = mul i32 %t, 512
  %1830 = sext i32 %1829 to i64
  %1831 = sext i32 %j2393 to i64
  %1832 = add i64 %1830, %1831
  %1833 = sext i32 %N to i64
  %1834 = icmp slt i64 %1832, %1833
  %1835 = and i1 %1828, %1834
  %1836 = and i1 %1823, %1835
  br i1 %1836, label %if.then394, label %if.else395

for.end392:                                       ; preds = %for.cond390
  %1837 = add nsw i32 %i7389, 1
  br label %for.cond386, !llvm.loop !90

if.then394:                                       ; preds = %for.body391
  %1838 = sext i32 %i7389 to i64
  %1839 = mul nsw i64 %1838, 512
  %1840 = sext i32 %j2393 to i64
  %1841 = add nsw i64 %1839, %1840
  %1842 = getelementptr inbounds float, ptr %X_f, i64 %1841
  %1843 = load float, ptr %1842, align 4
  %1844 = mul i32 %bx, 4
  %1845 = add i32 %1844, %i7389
  %1846 = sext i32 %1845 to i64
  %1847 = sext i32 %N to i64
  %1848 = mul nsw i64 %1846, %1847
  %1849 = mul i32 %t, 512
  %1850 = add i32 %1849, %j2393
  %1851 = sext i32 %1850 to i64
  %1852 = add nsw i64 %1848, %1851
  %1853 = getelementptr inbounds float, ptr %Y, i64 %1852
  store float %1843, ptr %1853, align 4
  br label %if.end396

if.else395:                                       ; preds = %for.body391
  br label %if.end396

if.end396:                                        ; preds = %if.else395, %if.then394
  %1854 = add nsw i32 %j2393, 1
  br label %for.cond390, !llvm.loop !91
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
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
