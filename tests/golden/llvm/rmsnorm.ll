; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_15 = alloca [32 x float], align 64
  %sq_s = alloca [8192 x float], align 64
  %ss_s = alloca [32 x float], align 64
  %tl_stream0 = alloca [1024 x float], align 64
  %ss = alloca [4 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %sq = alloca [2048 x float], align 64
  %tl_stream7 = alloca [1024 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %ss_r = alloca [1 x float], align 64
  %tl_stream14 = alloca [1024 x float], align 64
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
  br i1 %60, label %if.then78, label %if.else79

if.end:                                           ; preds = %if.end80, %for.end
  ret void

for.cond:                                         ; preds = %if.end64, %if.then
  %i = phi i32 [ 0, %if.then ], [ %297, %if.end64 ]
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
  %293 = sext i32 %M to i64
  %294 = sext i32 %N to i64
  %295 = mul i64 %293, %294
  %296 = icmp sge i64 %295, 8388608
  br i1 %296, label %if.then65, label %if.else66

if.else63:                                        ; preds = %for.end60
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %if.end67
  %297 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !16

if.then65:                                        ; preds = %if.then62
  %tl_sn1 = sub i32 %tl_hi3, 0
  %298 = sext i32 %tl_sn1 to i64
  %299 = sdiv i64 %298, 1024
  %300 = sub i64 0, %298
  %301 = select i1 false, i64 %300, i64 %299
  %302 = srem i64 %298, 1024
  %303 = icmp ne i64 %302, 0
  %304 = icmp slt i64 %298, 0
  %305 = icmp eq i1 %304, false
  %306 = and i1 %303, %305
  %307 = zext i1 %306 to i64
  %308 = add i64 %301, %307
  %309 = trunc i64 %308 to i32
  br label %for.cond68

if.else66:                                        ; preds = %if.then62
  %310 = sub i32 %tl_hi3, 0
  br label %for.cond74

if.end67:                                         ; preds = %for.end76, %for.end70
  br label %if.end64

for.cond68:                                       ; preds = %for.end73, %if.then65
  %tl_c2 = phi i32 [ 0, %if.then65 ], [ %360, %for.end73 ]
  %311 = icmp slt i32 %tl_c2, %309
  br i1 %311, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %tl_sb3 = mul i32 %tl_c2, 1024
  %312 = sub i32 %tl_sn1, %tl_sb3
  %313 = icmp slt i32 %312, 1024
  %314 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %313, i32 %314, i32 1024
  br label %for.cond71

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

for.cond71:                                       ; preds = %for.body72, %for.body69
  %tl_c5 = phi i32 [ 0, %for.body69 ], [ %346, %for.body72 ]
  %315 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %315, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %316 = mul i32 %bx, 32
  %317 = add i32 %316, %i
  %318 = sext i32 %317 to i64
  %319 = sext i32 %N to i64
  %320 = mul nsw i64 %318, %319
  %321 = add i32 %tl_sb3, %tl_c5
  %322 = add i32 0, %321
  %323 = sext i32 %322 to i64
  %324 = add nsw i64 %320, %323
  %325 = getelementptr inbounds float, ptr %X, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = sext i32 %i to i64
  %328 = getelementptr inbounds float, ptr %ss_s, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = sitofp i32 %N to float
  %331 = fdiv float %329, %330
  %332 = fadd float %331, 0x3EB0C6F7A0000000
  %333 = fpext float %332 to double
  %334 = call double @llvm.sqrt.f64(double %333)
  %335 = fdiv double 1.000000e+00, %334
  %336 = fptrunc double %335 to float
  %337 = fmul float %326, %336
  %338 = add i32 %tl_sb3, %tl_c5
  %339 = add i32 0, %338
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds float, ptr %W, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = fmul float %337, %342
  %344 = sext i32 %tl_c5 to i64
  %345 = getelementptr inbounds float, ptr %tl_stream0, i64 %344
  store float %343, ptr %345, align 4
  %346 = add nsw i32 %tl_c5, 1
  br label %for.cond71, !llvm.loop !17

for.end73:                                        ; preds = %for.cond71
  %347 = sext i32 %tl_sm4 to i64
  %348 = mul i32 %bx, 32
  %349 = add i32 %348, %i
  %350 = sext i32 %349 to i64
  %351 = sext i32 %N to i64
  %352 = mul nsw i64 %350, %351
  %353 = add i32 %tl_sb3, 0
  %354 = add i32 0, %353
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %352, %355
  %357 = getelementptr inbounds float, ptr %Y, i64 %356
  %358 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %359 = mul i64 %347, 4
  call void @tilec_rt_stream(ptr %357, ptr %358, i64 %359)
  %360 = add nsw i32 %tl_c2, 1
  br label %for.cond68, !llvm.loop !18

for.cond74:                                       ; preds = %for.body75, %if.else66
  %j377 = phi i32 [ 0, %if.else66 ], [ %397, %for.body75 ]
  %361 = icmp slt i32 %j377, %310
  br i1 %361, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %362 = mul i32 %bx, 32
  %363 = add i32 %362, %i
  %364 = sext i32 %363 to i64
  %365 = sext i32 %N to i64
  %366 = mul nsw i64 %364, %365
  %367 = add i32 0, %j377
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %366, %368
  %370 = getelementptr inbounds float, ptr %X, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = sext i32 %i to i64
  %373 = getelementptr inbounds float, ptr %ss_s, i64 %372
  %374 = load float, ptr %373, align 4
  %375 = sitofp i32 %N to float
  %376 = fdiv float %374, %375
  %377 = fadd float %376, 0x3EB0C6F7A0000000
  %378 = fpext float %377 to double
  %379 = call double @llvm.sqrt.f64(double %378)
  %380 = fdiv double 1.000000e+00, %379
  %381 = fptrunc double %380 to float
  %382 = fmul float %371, %381
  %383 = add i32 0, %j377
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds float, ptr %W, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = fmul float %382, %386
  %388 = mul i32 %bx, 32
  %389 = add i32 %388, %i
  %390 = sext i32 %389 to i64
  %391 = sext i32 %N to i64
  %392 = mul nsw i64 %390, %391
  %393 = add i32 0, %j377
  %394 = sext i32 %393 to i64
  %395 = add nsw i64 %392, %394
  %396 = getelementptr inbounds float, ptr %Y, i64 %395
  store float %387, ptr %396, align 4
  %397 = add nsw i32 %j377, 1
  br label %for.cond74, !llvm.loop !19

for.end76:                                        ; preds = %for.cond74
  br label %if.end67

if.then78:                                        ; preds = %if.else
  %398 = sext i32 %N to i64
  %399 = icmp slt i64 %398, 0
  %400 = sext i32 %N to i64
  %401 = icmp sgt i64 %400, 512
  %402 = sext i32 %N to i64
  %403 = select i1 %401, i64 512, i64 %402
  %404 = select i1 %399, i64 0, i64 %403
  %405 = icmp slt i64 %404, 0
  %406 = sext i32 %N to i64
  %407 = icmp slt i64 %406, 0
  %408 = sext i32 %N to i64
  %409 = icmp sgt i64 %408, 512
  %410 = sext i32 %N to i64
  %411 = select i1 %409, i64 512, i64 %410
  %412 = select i1 %407, i64 0, i64 %411
  %413 = select i1 %405, i64 0, i64 %412
  %414 = trunc i64 %413 to i32
  %415 = icmp slt i32 %414, 0
  %416 = sext i32 %N to i64
  %417 = icmp slt i64 %416, 0
  %418 = sext i32 %N to i64
  %419 = icmp sgt i64 %418, 512
  %420 = sext i32 %N to i64
  %421 = select i1 %419, i64 512, i64 %420
  %422 = select i1 %417, i64 0, i64 %421
  %423 = icmp slt i64 %422, 0
  %424 = sext i32 %N to i64
  %425 = icmp slt i64 %424, 0
  %426 = sext i32 %N to i64
  %427 = icmp sgt i64 %426, 512
  %428 = sext i32 %N to i64
  %429 = select i1 %427, i64 512, i64 %428
  %430 = select i1 %425, i64 0, i64 %429
  %431 = select i1 %423, i64 0, i64 %430
  %432 = trunc i64 %431 to i32
  %433 = icmp sgt i32 %432, 512
  %434 = sext i32 %N to i64
  %435 = icmp slt i64 %434, 0
  %436 = sext i32 %N to i64
  %437 = icmp sgt i64 %436, 512
  %438 = sext i32 %N to i64
  %439 = select i1 %437, i64 512, i64 %438
  %440 = select i1 %435, i64 0, i64 %439
  %441 = icmp slt i64 %440, 0
  %442 = sext i32 %N to i64
  %443 = icmp slt i64 %442, 0
  %444 = sext i32 %N to i64
  %445 = icmp sgt i64 %444, 512
  %446 = sext i32 %N to i64
  %447 = select i1 %445, i64 512, i64 %446
  %448 = select i1 %443, i64 0, i64 %447
  %449 = select i1 %441, i64 0, i64 %448
  %450 = trunc i64 %449 to i32
  %451 = select i1 %433, i32 512, i32 %450
  %452 = select i1 %415, i32 0, i32 %451
  %453 = add i32 %452, 31
  %454 = sdiv i32 %453, 32
  %455 = sub i32 0, %453
  %456 = select i1 false, i32 %455, i32 %454
  br label %for.cond81

if.else79:                                        ; preds = %if.else
  %457 = icmp sle i32 %N, 4096
  br i1 %457, label %if.then163, label %if.else164

if.end80:                                         ; preds = %if.end165, %for.end83
  br label %if.end

for.cond81:                                       ; preds = %if.end149, %if.then78
  %i84 = phi i32 [ 0, %if.then78 ], [ %694, %if.end149 ]
  %458 = icmp slt i32 %i84, 4
  br i1 %458, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %459 = sext i32 %N to i64
  %460 = icmp slt i64 %459, 0
  %461 = sext i32 %N to i64
  %462 = icmp sgt i64 %461, 512
  %463 = sext i32 %N to i64
  %464 = select i1 %462, i64 512, i64 %463
  %465 = select i1 %460, i64 0, i64 %464
  %466 = icmp slt i64 %465, 0
  %467 = sext i32 %N to i64
  %468 = icmp slt i64 %467, 0
  %469 = sext i32 %N to i64
  %470 = icmp sgt i64 %469, 512
  %471 = sext i32 %N to i64
  %472 = select i1 %470, i64 512, i64 %471
  %473 = select i1 %468, i64 0, i64 %472
  %474 = select i1 %466, i64 0, i64 %473
  %tl_hi5 = trunc i64 %474 to i32
  br label %for.cond85

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond85:                                       ; preds = %for.body86, %for.body82
  %j88 = phi i32 [ 0, %for.body82 ], [ %483, %for.body86 ]
  %475 = icmp slt i32 %j88, 0
  br i1 %475, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %476 = icmp slt i32 %j88, %N
  %477 = select i1 %476, float 0.000000e+00, float 0.000000e+00
  %478 = sext i32 %i84 to i64
  %479 = mul nsw i64 %478, 512
  %480 = sext i32 %j88 to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %sq, i64 %481
  store float %477, ptr %482, align 4
  %483 = add nsw i32 %j88, 1
  br label %for.cond85, !llvm.loop !20

for.end87:                                        ; preds = %for.cond85
  %484 = mul i32 %bx, 4
  %485 = add i32 %484, %i84
  %486 = icmp sle i32 0, %485
  %487 = mul i32 %bx, 4
  %488 = add i32 %487, %i84
  %489 = icmp slt i32 %488, %M
  %490 = and i1 %486, %489
  br i1 %490, label %if.then89, label %if.else90

if.then89:                                        ; preds = %for.end87
  %491 = sub i32 %tl_hi5, 0
  br label %for.cond92

if.else90:                                        ; preds = %for.end87
  %492 = sub i32 %tl_hi5, 0
  br label %for.cond95

if.end91:                                         ; preds = %for.end97, %for.end94
  %493 = sub i32 512, %tl_hi5
  br label %for.cond99

for.cond92:                                       ; preds = %for.body93, %if.then89
  %j4 = phi i32 [ 0, %if.then89 ], [ %522, %for.body93 ]
  %494 = icmp slt i32 %j4, %491
  br i1 %494, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %495 = mul i32 %bx, 4
  %496 = add i32 %495, %i84
  %497 = sext i32 %496 to i64
  %498 = sext i32 %N to i64
  %499 = mul nsw i64 %497, %498
  %500 = add i32 0, %j4
  %501 = sext i32 %500 to i64
  %502 = add nsw i64 %499, %501
  %503 = getelementptr inbounds float, ptr %X, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = mul i32 %bx, 4
  %506 = add i32 %505, %i84
  %507 = sext i32 %506 to i64
  %508 = sext i32 %N to i64
  %509 = mul nsw i64 %507, %508
  %510 = add i32 0, %j4
  %511 = sext i32 %510 to i64
  %512 = add nsw i64 %509, %511
  %513 = getelementptr inbounds float, ptr %X, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = fmul float %504, %514
  %516 = sext i32 %i84 to i64
  %517 = mul nsw i64 %516, 512
  %518 = add i32 0, %j4
  %519 = sext i32 %518 to i64
  %520 = add nsw i64 %517, %519
  %521 = getelementptr inbounds float, ptr %sq, i64 %520
  store float %515, ptr %521, align 4
  %522 = add nsw i32 %j4, 1
  br label %for.cond92, !llvm.loop !21

for.end94:                                        ; preds = %for.cond92
  br label %if.end91

for.cond95:                                       ; preds = %for.body96, %if.else90
  %j498 = phi i32 [ 0, %if.else90 ], [ %530, %for.body96 ]
  %523 = icmp slt i32 %j498, %492
  br i1 %523, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %524 = sext i32 %i84 to i64
  %525 = mul nsw i64 %524, 512
  %526 = add i32 0, %j498
  %527 = sext i32 %526 to i64
  %528 = add nsw i64 %525, %527
  %529 = getelementptr inbounds float, ptr %sq, i64 %528
  store float 0.000000e+00, ptr %529, align 4
  %530 = add nsw i32 %j498, 1
  br label %for.cond95, !llvm.loop !22

for.end97:                                        ; preds = %for.cond95
  br label %if.end91

for.cond99:                                       ; preds = %for.body100, %if.end91
  %j4102 = phi i32 [ 0, %if.end91 ], [ %538, %for.body100 ]
  %531 = icmp slt i32 %j4102, %493
  br i1 %531, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %532 = sext i32 %i84 to i64
  %533 = mul nsw i64 %532, 512
  %534 = add i32 %tl_hi5, %j4102
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %533, %535
  %537 = getelementptr inbounds float, ptr %sq, i64 %536
  store float 0.000000e+00, ptr %537, align 4
  %538 = add nsw i32 %j4102, 1
  br label %for.cond99, !llvm.loop !23

for.end101:                                       ; preds = %for.cond99
  br label %for.cond103

for.cond103:                                      ; preds = %for.body104, %for.end101
  %lane1 = phi i32 [ 0, %for.end101 ], [ %548, %for.body104 ]
  %539 = icmp slt i32 %lane1, 32
  br i1 %539, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %540 = sext i32 %i84 to i64
  %541 = mul nsw i64 %540, 512
  %542 = sext i32 %lane1 to i64
  %543 = add nsw i64 %541, %542
  %544 = getelementptr inbounds float, ptr %sq, i64 %543
  %545 = load float, ptr %544, align 4
  %546 = sext i32 %lane1 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %546
  store float %545, ptr %547, align 4
  %548 = add nsw i32 %lane1, 1
  br label %for.cond103, !llvm.loop !24

for.end105:                                       ; preds = %for.cond103
  %549 = sub i32 %456, 1
  %550 = icmp slt i32 %549, 0
  %551 = sub i32 %456, 1
  %552 = select i1 %550, i32 0, i32 %551
  %tl_steps3 = select i1 true, i32 %552, i32 15
  %553 = icmp eq i32 %tl_steps3, 15
  br i1 %553, label %if.then106, label %if.else107

if.then106:                                       ; preds = %for.end105
  br label %for.cond109

if.else107:                                       ; preds = %for.end105
  br label %for.cond116

if.end108:                                        ; preds = %if.end126, %for.end111
  br label %for.cond127

for.cond109:                                      ; preds = %for.end114, %if.then106
  %red1 = phi i32 [ 0, %if.then106 ], [ %572, %for.end114 ]
  %554 = icmp slt i32 %red1, 15
  br i1 %554, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  br label %for.cond112

for.end111:                                       ; preds = %for.cond109
  br label %if.end108

for.cond112:                                      ; preds = %for.body113, %for.body110
  %lane1115 = phi i32 [ 0, %for.body110 ], [ %571, %for.body113 ]
  %555 = icmp slt i32 %lane1115, 32
  br i1 %555, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %556 = sext i32 %lane1115 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = sext i32 %i84 to i64
  %560 = mul nsw i64 %559, 512
  %561 = add i32 %red1, 1
  %562 = mul i32 %561, 32
  %563 = add i32 %562, %lane1115
  %564 = sext i32 %563 to i64
  %565 = add nsw i64 %560, %564
  %566 = getelementptr inbounds float, ptr %sq, i64 %565
  %567 = load float, ptr %566, align 4
  %568 = fadd float %558, %567
  %569 = sext i32 %lane1115 to i64
  %570 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %569
  store float %568, ptr %570, align 4
  %571 = add nsw i32 %lane1115, 1
  br label %for.cond112, !llvm.loop !25

for.end114:                                       ; preds = %for.cond112
  %572 = add nsw i32 %red1, 1
  br label %for.cond109, !llvm.loop !26

for.cond116:                                      ; preds = %for.end122, %if.else107
  %red1119 = phi i32 [ 0, %if.else107 ], [ %592, %for.end122 ]
  %573 = icmp slt i32 %red1119, %tl_steps3
  br i1 %573, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  br label %for.cond120

for.end118:                                       ; preds = %for.cond116
  %574 = icmp slt i32 %tl_steps3, 15
  br i1 %574, label %if.then124, label %if.else125

for.cond120:                                      ; preds = %for.body121, %for.body117
  %lane1123 = phi i32 [ 0, %for.body117 ], [ %591, %for.body121 ]
  %575 = icmp slt i32 %lane1123, 32
  br i1 %575, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %576 = sext i32 %lane1123 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %576
  %578 = load float, ptr %577, align 4
  %579 = sext i32 %i84 to i64
  %580 = mul nsw i64 %579, 512
  %581 = add i32 %red1119, 1
  %582 = mul i32 %581, 32
  %583 = add i32 %582, %lane1123
  %584 = sext i32 %583 to i64
  %585 = add nsw i64 %580, %584
  %586 = getelementptr inbounds float, ptr %sq, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = fadd float %578, %587
  %589 = sext i32 %lane1123 to i64
  %590 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %589
  store float %588, ptr %590, align 4
  %591 = add nsw i32 %lane1123, 1
  br label %for.cond120, !llvm.loop !27

for.end122:                                       ; preds = %for.cond120
  %592 = add nsw i32 %red1119, 1
  br label %for.cond116, !llvm.loop !28

if.then124:                                       ; preds = %for.end118
  %593 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %594 = load float, ptr %593, align 4
  %595 = fadd float %594, 0.000000e+00
  %596 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %595, ptr %596, align 4
  br label %if.end126

if.else125:                                       ; preds = %for.end118
  br label %if.end126

if.end126:                                        ; preds = %if.else125, %if.then124
  br label %if.end108

for.cond127:                                      ; preds = %for.body128, %if.end108
  %lane1130 = phi i32 [ 0, %if.end108 ], [ %608, %for.body128 ]
  %597 = icmp slt i32 %lane1130, 16
  br i1 %597, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %598 = sext i32 %lane1130 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = add i32 %lane1130, 16
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fadd float %600, %604
  %606 = sext i32 %lane1130 to i64
  %607 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %606
  store float %605, ptr %607, align 4
  %608 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !29

for.end129:                                       ; preds = %for.cond127
  br label %for.cond131

for.cond131:                                      ; preds = %for.body132, %for.end129
  %lane1134 = phi i32 [ 0, %for.end129 ], [ %620, %for.body132 ]
  %609 = icmp slt i32 %lane1134, 8
  br i1 %609, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %610 = sext i32 %lane1134 to i64
  %611 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = add i32 %lane1134, 8
  %614 = sext i32 %613 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fadd float %612, %616
  %618 = sext i32 %lane1134 to i64
  %619 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %618
  store float %617, ptr %619, align 4
  %620 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !30

for.end133:                                       ; preds = %for.cond131
  br label %for.cond135

for.cond135:                                      ; preds = %for.body136, %for.end133
  %lane1138 = phi i32 [ 0, %for.end133 ], [ %632, %for.body136 ]
  %621 = icmp slt i32 %lane1138, 4
  br i1 %621, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %622 = sext i32 %lane1138 to i64
  %623 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = add i32 %lane1138, 4
  %626 = sext i32 %625 to i64
  %627 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %626
  %628 = load float, ptr %627, align 4
  %629 = fadd float %624, %628
  %630 = sext i32 %lane1138 to i64
  %631 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %630
  store float %629, ptr %631, align 4
  %632 = add nsw i32 %lane1138, 1
  br label %for.cond135, !llvm.loop !31

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.body140, %for.end137
  %lane1142 = phi i32 [ 0, %for.end137 ], [ %644, %for.body140 ]
  %633 = icmp slt i32 %lane1142, 2
  br i1 %633, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %634 = sext i32 %lane1142 to i64
  %635 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = add i32 %lane1142, 2
  %638 = sext i32 %637 to i64
  %639 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = fadd float %636, %640
  %642 = sext i32 %lane1142 to i64
  %643 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %642
  store float %641, ptr %643, align 4
  %644 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !32

for.end141:                                       ; preds = %for.cond139
  br label %for.cond143

for.cond143:                                      ; preds = %for.body144, %for.end141
  %lane1146 = phi i32 [ 0, %for.end141 ], [ %656, %for.body144 ]
  %645 = icmp slt i32 %lane1146, 1
  br i1 %645, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %646 = sext i32 %lane1146 to i64
  %647 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %646
  %648 = load float, ptr %647, align 4
  %649 = add i32 %lane1146, 1
  %650 = sext i32 %649 to i64
  %651 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %650
  %652 = load float, ptr %651, align 4
  %653 = fadd float %648, %652
  %654 = sext i32 %lane1146 to i64
  %655 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %654
  store float %653, ptr %655, align 4
  %656 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !33

for.end145:                                       ; preds = %for.cond143
  %657 = sext i32 %i84 to i64
  %658 = getelementptr inbounds float, ptr %ss, i64 %657
  store float 0.000000e+00, ptr %658, align 4
  %659 = sext i32 %i84 to i64
  %660 = getelementptr inbounds float, ptr %ss, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %663 = load float, ptr %662, align 4
  %664 = fadd float %661, %663
  %665 = sext i32 %i84 to i64
  %666 = getelementptr inbounds float, ptr %ss, i64 %665
  store float %664, ptr %666, align 4
  %667 = sext i32 %N to i64
  %668 = icmp slt i64 %667, 0
  %669 = sext i32 %N to i64
  %670 = icmp sgt i64 %669, 512
  %671 = sext i32 %N to i64
  %672 = select i1 %670, i64 512, i64 %671
  %673 = select i1 %668, i64 0, i64 %672
  %674 = icmp slt i64 %673, 0
  %675 = sext i32 %N to i64
  %676 = icmp slt i64 %675, 0
  %677 = sext i32 %N to i64
  %678 = icmp sgt i64 %677, 512
  %679 = sext i32 %N to i64
  %680 = select i1 %678, i64 512, i64 %679
  %681 = select i1 %676, i64 0, i64 %680
  %682 = select i1 %674, i64 0, i64 %681
  %tl_hi7 = trunc i64 %682 to i32
  %683 = mul i32 %bx, 4
  %684 = add i32 %683, %i84
  %685 = icmp sle i32 0, %684
  %686 = mul i32 %bx, 4
  %687 = add i32 %686, %i84
  %688 = icmp slt i32 %687, %M
  %689 = and i1 %685, %688
  br i1 %689, label %if.then147, label %if.else148

if.then147:                                       ; preds = %for.end145
  %690 = sext i32 %M to i64
  %691 = sext i32 %N to i64
  %692 = mul i64 %690, %691
  %693 = icmp sge i64 %692, 8388608
  br i1 %693, label %if.then150, label %if.else151

if.else148:                                       ; preds = %for.end145
  br label %if.end149

if.end149:                                        ; preds = %if.else148, %if.end152
  %694 = add nsw i32 %i84, 1
  br label %for.cond81, !llvm.loop !34

if.then150:                                       ; preds = %if.then147
  %tl_sn8 = sub i32 %tl_hi7, 0
  %695 = sext i32 %tl_sn8 to i64
  %696 = sdiv i64 %695, 1024
  %697 = sub i64 0, %695
  %698 = select i1 false, i64 %697, i64 %696
  %699 = srem i64 %695, 1024
  %700 = icmp ne i64 %699, 0
  %701 = icmp slt i64 %695, 0
  %702 = icmp eq i1 %701, false
  %703 = and i1 %700, %702
  %704 = zext i1 %703 to i64
  %705 = add i64 %698, %704
  %706 = trunc i64 %705 to i32
  br label %for.cond153

if.else151:                                       ; preds = %if.then147
  %707 = sub i32 %tl_hi7, 0
  br label %for.cond159

if.end152:                                        ; preds = %for.end161, %for.end155
  br label %if.end149

for.cond153:                                      ; preds = %for.end158, %if.then150
  %tl_c9 = phi i32 [ 0, %if.then150 ], [ %757, %for.end158 ]
  %708 = icmp slt i32 %tl_c9, %706
  br i1 %708, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %tl_sb10 = mul i32 %tl_c9, 1024
  %709 = sub i32 %tl_sn8, %tl_sb10
  %710 = icmp slt i32 %709, 1024
  %711 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %710, i32 %711, i32 1024
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %if.end152

for.cond156:                                      ; preds = %for.body157, %for.body154
  %tl_c12 = phi i32 [ 0, %for.body154 ], [ %743, %for.body157 ]
  %712 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %712, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %713 = mul i32 %bx, 4
  %714 = add i32 %713, %i84
  %715 = sext i32 %714 to i64
  %716 = sext i32 %N to i64
  %717 = mul nsw i64 %715, %716
  %718 = add i32 %tl_sb10, %tl_c12
  %719 = add i32 0, %718
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %717, %720
  %722 = getelementptr inbounds float, ptr %X, i64 %721
  %723 = load float, ptr %722, align 4
  %724 = sext i32 %i84 to i64
  %725 = getelementptr inbounds float, ptr %ss, i64 %724
  %726 = load float, ptr %725, align 4
  %727 = sitofp i32 %N to float
  %728 = fdiv float %726, %727
  %729 = fadd float %728, 0x3EB0C6F7A0000000
  %730 = fpext float %729 to double
  %731 = call double @llvm.sqrt.f64(double %730)
  %732 = fdiv double 1.000000e+00, %731
  %733 = fptrunc double %732 to float
  %734 = fmul float %723, %733
  %735 = add i32 %tl_sb10, %tl_c12
  %736 = add i32 0, %735
  %737 = sext i32 %736 to i64
  %738 = getelementptr inbounds float, ptr %W, i64 %737
  %739 = load float, ptr %738, align 4
  %740 = fmul float %734, %739
  %741 = sext i32 %tl_c12 to i64
  %742 = getelementptr inbounds float, ptr %tl_stream7, i64 %741
  store float %740, ptr %742, align 4
  %743 = add nsw i32 %tl_c12, 1
  br label %for.cond156, !llvm.loop !35

for.end158:                                       ; preds = %for.cond156
  %744 = sext i32 %tl_sm11 to i64
  %745 = mul i32 %bx, 4
  %746 = add i32 %745, %i84
  %747 = sext i32 %746 to i64
  %748 = sext i32 %N to i64
  %749 = mul nsw i64 %747, %748
  %750 = add i32 %tl_sb10, 0
  %751 = add i32 0, %750
  %752 = sext i32 %751 to i64
  %753 = add nsw i64 %749, %752
  %754 = getelementptr inbounds float, ptr %Y, i64 %753
  %755 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %756 = mul i64 %744, 4
  call void @tilec_rt_stream(ptr %754, ptr %755, i64 %756)
  %757 = add nsw i32 %tl_c9, 1
  br label %for.cond153, !llvm.loop !36

for.cond159:                                      ; preds = %for.body160, %if.else151
  %j4162 = phi i32 [ 0, %if.else151 ], [ %794, %for.body160 ]
  %758 = icmp slt i32 %j4162, %707
  br i1 %758, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %759 = mul i32 %bx, 4
  %760 = add i32 %759, %i84
  %761 = sext i32 %760 to i64
  %762 = sext i32 %N to i64
  %763 = mul nsw i64 %761, %762
  %764 = add i32 0, %j4162
  %765 = sext i32 %764 to i64
  %766 = add nsw i64 %763, %765
  %767 = getelementptr inbounds float, ptr %X, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = sext i32 %i84 to i64
  %770 = getelementptr inbounds float, ptr %ss, i64 %769
  %771 = load float, ptr %770, align 4
  %772 = sitofp i32 %N to float
  %773 = fdiv float %771, %772
  %774 = fadd float %773, 0x3EB0C6F7A0000000
  %775 = fpext float %774 to double
  %776 = call double @llvm.sqrt.f64(double %775)
  %777 = fdiv double 1.000000e+00, %776
  %778 = fptrunc double %777 to float
  %779 = fmul float %768, %778
  %780 = add i32 0, %j4162
  %781 = sext i32 %780 to i64
  %782 = getelementptr inbounds float, ptr %W, i64 %781
  %783 = load float, ptr %782, align 4
  %784 = fmul float %779, %783
  %785 = mul i32 %bx, 4
  %786 = add i32 %785, %i84
  %787 = sext i32 %786 to i64
  %788 = sext i32 %N to i64
  %789 = mul nsw i64 %787, %788
  %790 = add i32 0, %j4162
  %791 = sext i32 %790 to i64
  %792 = add nsw i64 %789, %791
  %793 = getelementptr inbounds float, ptr %Y, i64 %792
  store float %784, ptr %793, align 4
  %794 = add nsw i32 %j4162, 1
  br label %for.cond159, !llvm.loop !37

for.end161:                                       ; preds = %for.cond159
  br label %if.end152

if.then163:                                       ; preds = %if.else79
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %795 = sext i32 %N to i64
  %796 = icmp slt i64 %795, 0
  %797 = sext i32 %N to i64
  %798 = icmp sgt i64 %797, 4096
  %799 = sext i32 %N to i64
  %800 = select i1 %798, i64 4096, i64 %799
  %801 = select i1 %796, i64 0, i64 %800
  %802 = icmp slt i64 %801, 0
  %803 = sext i32 %N to i64
  %804 = icmp slt i64 %803, 0
  %805 = sext i32 %N to i64
  %806 = icmp sgt i64 %805, 4096
  %807 = sext i32 %N to i64
  %808 = select i1 %806, i64 4096, i64 %807
  %809 = select i1 %804, i64 0, i64 %808
  %810 = select i1 %802, i64 0, i64 %809
  %811 = trunc i64 %810 to i32
  %812 = icmp slt i32 %811, 0
  %813 = sext i32 %N to i64
  %814 = icmp slt i64 %813, 0
  %815 = sext i32 %N to i64
  %816 = icmp sgt i64 %815, 4096
  %817 = sext i32 %N to i64
  %818 = select i1 %816, i64 4096, i64 %817
  %819 = select i1 %814, i64 0, i64 %818
  %820 = icmp slt i64 %819, 0
  %821 = sext i32 %N to i64
  %822 = icmp slt i64 %821, 0
  %823 = sext i32 %N to i64
  %824 = icmp sgt i64 %823, 4096
  %825 = sext i32 %N to i64
  %826 = select i1 %824, i64 4096, i64 %825
  %827 = select i1 %822, i64 0, i64 %826
  %828 = select i1 %820, i64 0, i64 %827
  %829 = trunc i64 %828 to i32
  %830 = icmp sgt i32 %829, 4096
  %831 = sext i32 %N to i64
  %832 = icmp slt i64 %831, 0
  %833 = sext i32 %N to i64
  %834 = icmp sgt i64 %833, 4096
  %835 = sext i32 %N to i64
  %836 = select i1 %834, i64 4096, i64 %835
  %837 = select i1 %832, i64 0, i64 %836
  %838 = icmp slt i64 %837, 0
  %839 = sext i32 %N to i64
  %840 = icmp slt i64 %839, 0
  %841 = sext i32 %N to i64
  %842 = icmp sgt i64 %841, 4096
  %843 = sext i32 %N to i64
  %844 = select i1 %842, i64 4096, i64 %843
  %845 = select i1 %840, i64 0, i64 %844
  %846 = select i1 %838, i64 0, i64 %845
  %847 = trunc i64 %846 to i32
  %848 = select i1 %830, i32 4096, i32 %847
  %849 = select i1 %812, i32 0, i32 %848
  %850 = add i32 %849, 31
  %851 = sdiv i32 %850, 32
  %852 = sub i32 0, %850
  %853 = select i1 false, i32 %852, i32 %851
  br label %for.cond166

if.else164:                                       ; preds = %if.else79
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond257

if.end165:                                        ; preds = %for.end345, %for.end168
  br label %if.end80

for.cond166:                                      ; preds = %for.end240, %if.then163
  %r = phi i32 [ 0, %if.then163 ], [ %1207, %for.end240 ]
  %854 = icmp slt i32 %r, 4
  br i1 %854, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  br label %for.cond169

for.end168:                                       ; preds = %for.cond166
  br label %if.end165

for.cond169:                                      ; preds = %if.end179, %for.body167
  %i172 = phi i32 [ 0, %for.body167 ], [ %892, %if.end179 ]
  %855 = icmp slt i32 %i172, 1
  br i1 %855, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %856 = sext i32 %N to i64
  %857 = icmp slt i64 %856, 0
  %858 = sext i32 %N to i64
  %859 = icmp sgt i64 %858, 4096
  %860 = sext i32 %N to i64
  %861 = select i1 %859, i64 4096, i64 %860
  %862 = select i1 %857, i64 0, i64 %861
  %863 = icmp slt i64 %862, 0
  %864 = sext i32 %N to i64
  %865 = icmp slt i64 %864, 0
  %866 = sext i32 %N to i64
  %867 = icmp sgt i64 %866, 4096
  %868 = sext i32 %N to i64
  %869 = select i1 %867, i64 4096, i64 %868
  %870 = select i1 %865, i64 0, i64 %869
  %871 = select i1 %863, i64 0, i64 %870
  %tl_hi9 = trunc i64 %871 to i32
  br label %for.cond173

for.end171:                                       ; preds = %for.cond169
  br label %for.cond187

for.cond173:                                      ; preds = %for.body174, %for.body170
  %j176 = phi i32 [ 0, %for.body170 ], [ %880, %for.body174 ]
  %872 = icmp slt i32 %j176, 0
  br i1 %872, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %873 = icmp slt i32 %j176, %N
  %874 = select i1 %873, float 0.000000e+00, float 0.000000e+00
  %875 = sext i32 %i172 to i64
  %876 = mul nsw i64 %875, 4096
  %877 = sext i32 %j176 to i64
  %878 = add nsw i64 %876, %877
  %879 = getelementptr inbounds float, ptr %sq_r, i64 %878
  store float %874, ptr %879, align 4
  %880 = add nsw i32 %j176, 1
  br label %for.cond173, !llvm.loop !38

for.end175:                                       ; preds = %for.cond173
  %881 = mul i32 %bx, 4
  %882 = add i32 %881, %r
  %883 = add i32 %882, %i172
  %884 = icmp sle i32 0, %883
  %885 = mul i32 %bx, 4
  %886 = add i32 %885, %r
  %887 = add i32 %886, %i172
  %888 = icmp slt i32 %887, %M
  %889 = and i1 %884, %888
  br i1 %889, label %if.then177, label %if.else178

if.then177:                                       ; preds = %for.end175
  %890 = sub i32 %tl_hi9, 0
  br label %for.cond180

if.else178:                                       ; preds = %for.end175
  %891 = sub i32 %tl_hi9, 0
  br label %for.cond183

if.end179:                                        ; preds = %for.end185, %for.end182
  %892 = add nsw i32 %i172, 1
  br label %for.cond169, !llvm.loop !39

for.cond180:                                      ; preds = %for.body181, %if.then177
  %j5 = phi i32 [ 0, %if.then177 ], [ %923, %for.body181 ]
  %893 = icmp slt i32 %j5, %890
  br i1 %893, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %894 = mul i32 %bx, 4
  %895 = add i32 %894, %r
  %896 = add i32 %895, %i172
  %897 = sext i32 %896 to i64
  %898 = sext i32 %N to i64
  %899 = mul nsw i64 %897, %898
  %900 = add i32 0, %j5
  %901 = sext i32 %900 to i64
  %902 = add nsw i64 %899, %901
  %903 = getelementptr inbounds float, ptr %X, i64 %902
  %904 = load float, ptr %903, align 4
  %905 = mul i32 %bx, 4
  %906 = add i32 %905, %r
  %907 = add i32 %906, %i172
  %908 = sext i32 %907 to i64
  %909 = sext i32 %N to i64
  %910 = mul nsw i64 %908, %909
  %911 = add i32 0, %j5
  %912 = sext i32 %911 to i64
  %913 = add nsw i64 %910, %912
  %914 = getelementptr inbounds float, ptr %X, i64 %913
  %915 = load float, ptr %914, align 4
  %916 = fmul float %904, %915
  %917 = sext i32 %i172 to i64
  %918 = mul nsw i64 %917, 4096
  %919 = add i32 0, %j5
  %920 = sext i32 %919 to i64
  %921 = add nsw i64 %918, %920
  %922 = getelementptr inbounds float, ptr %sq_r, i64 %921
  store float %916, ptr %922, align 4
  %923 = add nsw i32 %j5, 1
  br label %for.cond180, !llvm.loop !40

for.end182:                                       ; preds = %for.cond180
  br label %if.end179

for.cond183:                                      ; preds = %for.body184, %if.else178
  %j5186 = phi i32 [ 0, %if.else178 ], [ %931, %for.body184 ]
  %924 = icmp slt i32 %j5186, %891
  br i1 %924, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %925 = sext i32 %i172 to i64
  %926 = mul nsw i64 %925, 4096
  %927 = add i32 0, %j5186
  %928 = sext i32 %927 to i64
  %929 = add nsw i64 %926, %928
  %930 = getelementptr inbounds float, ptr %sq_r, i64 %929
  store float 0.000000e+00, ptr %930, align 4
  %931 = add nsw i32 %j5186, 1
  br label %for.cond183, !llvm.loop !41

for.end185:                                       ; preds = %for.cond183
  br label %if.end179

for.cond187:                                      ; preds = %for.end236, %for.end171
  %i3 = phi i32 [ 0, %for.end171 ], [ %1180, %for.end236 ]
  %932 = icmp slt i32 %i3, 1
  br i1 %932, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  br label %for.cond190

for.end189:                                       ; preds = %for.cond187
  br label %for.cond238

for.cond190:                                      ; preds = %for.end195, %for.body188
  %tl_r4 = phi i32 [ 0, %for.body188 ], [ %1006, %for.end195 ]
  %933 = icmp slt i32 %tl_r4, 1
  br i1 %933, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %934 = sext i32 %N to i64
  %935 = icmp slt i64 %934, 0
  %936 = sext i32 %N to i64
  %937 = icmp sgt i64 %936, 4096
  %938 = sext i32 %N to i64
  %939 = select i1 %937, i64 4096, i64 %938
  %940 = select i1 %935, i64 0, i64 %939
  %941 = icmp slt i64 %940, 0
  %942 = sext i32 %N to i64
  %943 = icmp slt i64 %942, 0
  %944 = sext i32 %N to i64
  %945 = icmp sgt i64 %944, 4096
  %946 = sext i32 %N to i64
  %947 = select i1 %945, i64 4096, i64 %946
  %948 = select i1 %943, i64 0, i64 %947
  %949 = select i1 %941, i64 0, i64 %948
  %950 = trunc i64 %949 to i32
  %951 = icmp slt i32 %950, 0
  %952 = sext i32 %N to i64
  %953 = icmp slt i64 %952, 0
  %954 = sext i32 %N to i64
  %955 = icmp sgt i64 %954, 4096
  %956 = sext i32 %N to i64
  %957 = select i1 %955, i64 4096, i64 %956
  %958 = select i1 %953, i64 0, i64 %957
  %959 = icmp slt i64 %958, 0
  %960 = sext i32 %N to i64
  %961 = icmp slt i64 %960, 0
  %962 = sext i32 %N to i64
  %963 = icmp sgt i64 %962, 4096
  %964 = sext i32 %N to i64
  %965 = select i1 %963, i64 4096, i64 %964
  %966 = select i1 %961, i64 0, i64 %965
  %967 = select i1 %959, i64 0, i64 %966
  %968 = trunc i64 %967 to i32
  %969 = icmp sgt i32 %968, 4096
  %970 = sext i32 %N to i64
  %971 = icmp slt i64 %970, 0
  %972 = sext i32 %N to i64
  %973 = icmp sgt i64 %972, 4096
  %974 = sext i32 %N to i64
  %975 = select i1 %973, i64 4096, i64 %974
  %976 = select i1 %971, i64 0, i64 %975
  %977 = icmp slt i64 %976, 0
  %978 = sext i32 %N to i64
  %979 = icmp slt i64 %978, 0
  %980 = sext i32 %N to i64
  %981 = icmp sgt i64 %980, 4096
  %982 = sext i32 %N to i64
  %983 = select i1 %981, i64 4096, i64 %982
  %984 = select i1 %979, i64 0, i64 %983
  %985 = select i1 %977, i64 0, i64 %984
  %986 = trunc i64 %985 to i32
  %987 = select i1 %969, i32 4096, i32 %986
  %tl_pad_from5 = select i1 %951, i32 0, i32 %987
  %988 = mul i32 %853, 32
  %989 = icmp slt i32 %988, 32
  %990 = mul i32 %853, 32
  %991 = select i1 %989, i32 32, i32 %990
  %992 = icmp slt i32 %991, 4096
  %993 = mul i32 %853, 32
  %994 = icmp slt i32 %993, 32
  %995 = mul i32 %853, 32
  %996 = select i1 %994, i32 32, i32 %995
  %997 = select i1 %992, i32 %996, i32 4096
  %tl_pad_n7 = sub i32 %997, %tl_pad_from5
  br label %for.cond193

for.end192:                                       ; preds = %for.cond190
  br label %for.cond196

for.cond193:                                      ; preds = %for.body194, %for.body191
  %tl_pad_k8 = phi i32 [ 0, %for.body191 ], [ %1005, %for.body194 ]
  %998 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %998, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %999 = sext i32 %tl_r4 to i64
  %1000 = mul nsw i64 %999, 4096
  %1001 = add i32 %tl_pad_from5, %tl_pad_k8
  %1002 = sext i32 %1001 to i64
  %1003 = add nsw i64 %1000, %1002
  %1004 = getelementptr inbounds float, ptr %sq_r, i64 %1003
  store float 0.000000e+00, ptr %1004, align 4
  %1005 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond193, !llvm.loop !42

for.end195:                                       ; preds = %for.cond193
  %1006 = add nsw i32 %tl_r4, 1
  br label %for.cond190, !llvm.loop !43

for.cond196:                                      ; preds = %for.body197, %for.end192
  %lane2 = phi i32 [ 0, %for.end192 ], [ %1016, %for.body197 ]
  %1007 = icmp slt i32 %lane2, 32
  br i1 %1007, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %1008 = sext i32 %i3 to i64
  %1009 = mul nsw i64 %1008, 4096
  %1010 = sext i32 %lane2 to i64
  %1011 = add nsw i64 %1009, %1010
  %1012 = getelementptr inbounds float, ptr %sq_r, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = sext i32 %lane2 to i64
  %1015 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1014
  store float %1013, ptr %1015, align 4
  %1016 = add nsw i32 %lane2, 1
  br label %for.cond196, !llvm.loop !44

for.end198:                                       ; preds = %for.cond196
  %1017 = sub i32 %853, 1
  %1018 = icmp slt i32 %1017, 0
  %1019 = sub i32 %853, 1
  %1020 = select i1 %1018, i32 0, i32 %1019
  %tl_steps10 = select i1 true, i32 %1020, i32 127
  %1021 = icmp eq i32 %tl_steps10, 127
  br i1 %1021, label %if.then199, label %if.else200

if.then199:                                       ; preds = %for.end198
  br label %for.cond202

if.else200:                                       ; preds = %for.end198
  br label %if.end201

if.end201:                                        ; preds = %if.else200, %for.end204
  br label %for.cond208

for.cond202:                                      ; preds = %for.end207, %if.then199
  %tl_r11 = phi i32 [ 0, %if.then199 ], [ %1085, %for.end207 ]
  %1022 = icmp slt i32 %tl_r11, 1
  br i1 %1022, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
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
  %tl_pad_from12 = select i1 %1040, i32 0, i32 %1076
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond205

for.end204:                                       ; preds = %for.cond202
  br label %if.end201

for.cond205:                                      ; preds = %for.body206, %for.body203
  %tl_pad_k15 = phi i32 [ 0, %for.body203 ], [ %1084, %for.body206 ]
  %1077 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %1077, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %1078 = sext i32 %tl_r11 to i64
  %1079 = mul nsw i64 %1078, 4096
  %1080 = add i32 %tl_pad_from12, %tl_pad_k15
  %1081 = sext i32 %1080 to i64
  %1082 = add nsw i64 %1079, %1081
  %1083 = getelementptr inbounds float, ptr %sq_r, i64 %1082
  store float 0.000000e+00, ptr %1083, align 4
  %1084 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond205, !llvm.loop !45

for.end207:                                       ; preds = %for.cond205
  %1085 = add nsw i32 %tl_r11, 1
  br label %for.cond202, !llvm.loop !46

for.cond208:                                      ; preds = %for.end213, %if.end201
  %red2 = phi i32 [ 0, %if.end201 ], [ %1105, %for.end213 ]
  %1086 = icmp slt i32 %red2, %tl_steps10
  br i1 %1086, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  br label %for.cond211

for.end210:                                       ; preds = %for.cond208
  %1087 = icmp slt i32 %tl_steps10, 127
  br i1 %1087, label %if.then215, label %if.else216

for.cond211:                                      ; preds = %for.body212, %for.body209
  %lane2214 = phi i32 [ 0, %for.body209 ], [ %1104, %for.body212 ]
  %1088 = icmp slt i32 %lane2214, 32
  br i1 %1088, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %1089 = sext i32 %lane2214 to i64
  %1090 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1089
  %1091 = load float, ptr %1090, align 4
  %1092 = sext i32 %i3 to i64
  %1093 = mul nsw i64 %1092, 4096
  %1094 = add i32 %red2, 1
  %1095 = mul i32 %1094, 32
  %1096 = add i32 %1095, %lane2214
  %1097 = sext i32 %1096 to i64
  %1098 = add nsw i64 %1093, %1097
  %1099 = getelementptr inbounds float, ptr %sq_r, i64 %1098
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd float %1091, %1100
  %1102 = sext i32 %lane2214 to i64
  %1103 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1102
  store float %1101, ptr %1103, align 4
  %1104 = add nsw i32 %lane2214, 1
  br label %for.cond211, !llvm.loop !47

for.end213:                                       ; preds = %for.cond211
  %1105 = add nsw i32 %red2, 1
  br label %for.cond208, !llvm.loop !48

if.then215:                                       ; preds = %for.end210
  %1106 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1107 = load float, ptr %1106, align 4
  %1108 = fadd float %1107, 0.000000e+00
  %1109 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1108, ptr %1109, align 4
  br label %if.end217

if.else216:                                       ; preds = %for.end210
  br label %if.end217

if.end217:                                        ; preds = %if.else216, %if.then215
  br label %for.cond218

for.cond218:                                      ; preds = %for.body219, %if.end217
  %lane2221 = phi i32 [ 0, %if.end217 ], [ %1121, %for.body219 ]
  %1110 = icmp slt i32 %lane2221, 16
  br i1 %1110, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %1111 = sext i32 %lane2221 to i64
  %1112 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1111
  %1113 = load float, ptr %1112, align 4
  %1114 = add i32 %lane2221, 16
  %1115 = sext i32 %1114 to i64
  %1116 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1115
  %1117 = load float, ptr %1116, align 4
  %1118 = fadd float %1113, %1117
  %1119 = sext i32 %lane2221 to i64
  %1120 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1119
  store float %1118, ptr %1120, align 4
  %1121 = add nsw i32 %lane2221, 1
  br label %for.cond218, !llvm.loop !49

for.end220:                                       ; preds = %for.cond218
  br label %for.cond222

for.cond222:                                      ; preds = %for.body223, %for.end220
  %lane2225 = phi i32 [ 0, %for.end220 ], [ %1133, %for.body223 ]
  %1122 = icmp slt i32 %lane2225, 8
  br i1 %1122, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %1123 = sext i32 %lane2225 to i64
  %1124 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1123
  %1125 = load float, ptr %1124, align 4
  %1126 = add i32 %lane2225, 8
  %1127 = sext i32 %1126 to i64
  %1128 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1127
  %1129 = load float, ptr %1128, align 4
  %1130 = fadd float %1125, %1129
  %1131 = sext i32 %lane2225 to i64
  %1132 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1131
  store float %1130, ptr %1132, align 4
  %1133 = add nsw i32 %lane2225, 1
  br label %for.cond222, !llvm.loop !50

for.end224:                                       ; preds = %for.cond222
  br label %for.cond226

for.cond226:                                      ; preds = %for.body227, %for.end224
  %lane2229 = phi i32 [ 0, %for.end224 ], [ %1145, %for.body227 ]
  %1134 = icmp slt i32 %lane2229, 4
  br i1 %1134, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %1135 = sext i32 %lane2229 to i64
  %1136 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1135
  %1137 = load float, ptr %1136, align 4
  %1138 = add i32 %lane2229, 4
  %1139 = sext i32 %1138 to i64
  %1140 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1139
  %1141 = load float, ptr %1140, align 4
  %1142 = fadd float %1137, %1141
  %1143 = sext i32 %lane2229 to i64
  %1144 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1143
  store float %1142, ptr %1144, align 4
  %1145 = add nsw i32 %lane2229, 1
  br label %for.cond226, !llvm.loop !51

for.end228:                                       ; preds = %for.cond226
  br label %for.cond230

for.cond230:                                      ; preds = %for.body231, %for.end228
  %lane2233 = phi i32 [ 0, %for.end228 ], [ %1157, %for.body231 ]
  %1146 = icmp slt i32 %lane2233, 2
  br i1 %1146, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %1147 = sext i32 %lane2233 to i64
  %1148 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1147
  %1149 = load float, ptr %1148, align 4
  %1150 = add i32 %lane2233, 2
  %1151 = sext i32 %1150 to i64
  %1152 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1151
  %1153 = load float, ptr %1152, align 4
  %1154 = fadd float %1149, %1153
  %1155 = sext i32 %lane2233 to i64
  %1156 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1155
  store float %1154, ptr %1156, align 4
  %1157 = add nsw i32 %lane2233, 1
  br label %for.cond230, !llvm.loop !52

for.end232:                                       ; preds = %for.cond230
  br label %for.cond234

for.cond234:                                      ; preds = %for.body235, %for.end232
  %lane2237 = phi i32 [ 0, %for.end232 ], [ %1169, %for.body235 ]
  %1158 = icmp slt i32 %lane2237, 1
  br i1 %1158, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %1159 = sext i32 %lane2237 to i64
  %1160 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1159
  %1161 = load float, ptr %1160, align 4
  %1162 = add i32 %lane2237, 1
  %1163 = sext i32 %1162 to i64
  %1164 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1163
  %1165 = load float, ptr %1164, align 4
  %1166 = fadd float %1161, %1165
  %1167 = sext i32 %lane2237 to i64
  %1168 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1167
  store float %1166, ptr %1168, align 4
  %1169 = add nsw i32 %lane2237, 1
  br label %for.cond234, !llvm.loop !53

for.end236:                                       ; preds = %for.cond234
  %1170 = sext i32 %i3 to i64
  %1171 = getelementptr inbounds float, ptr %ss_r, i64 %1170
  store float 0.000000e+00, ptr %1171, align 4
  %1172 = sext i32 %i3 to i64
  %1173 = getelementptr inbounds float, ptr %ss_r, i64 %1172
  %1174 = load float, ptr %1173, align 4
  %1175 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1176 = load float, ptr %1175, align 4
  %1177 = fadd float %1174, %1176
  %1178 = sext i32 %i3 to i64
  %1179 = getelementptr inbounds float, ptr %ss_r, i64 %1178
  store float %1177, ptr %1179, align 4
  %1180 = add nsw i32 %i3, 1
  br label %for.cond187, !llvm.loop !54

for.cond238:                                      ; preds = %if.end244, %for.end189
  %i241 = phi i32 [ 0, %for.end189 ], [ %1212, %if.end244 ]
  %1181 = icmp slt i32 %i241, 1
  br i1 %1181, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %1182 = sext i32 %N to i64
  %1183 = icmp slt i64 %1182, 0
  %1184 = sext i32 %N to i64
  %1185 = icmp sgt i64 %1184, 4096
  %1186 = sext i32 %N to i64
  %1187 = select i1 %1185, i64 4096, i64 %1186
  %1188 = select i1 %1183, i64 0, i64 %1187
  %1189 = icmp slt i64 %1188, 0
  %1190 = sext i32 %N to i64
  %1191 = icmp slt i64 %1190, 0
  %1192 = sext i32 %N to i64
  %1193 = icmp sgt i64 %1192, 4096
  %1194 = sext i32 %N to i64
  %1195 = select i1 %1193, i64 4096, i64 %1194
  %1196 = select i1 %1191, i64 0, i64 %1195
  %1197 = select i1 %1189, i64 0, i64 %1196
  %tl_hi11 = trunc i64 %1197 to i32
  %1198 = mul i32 %bx, 4
  %1199 = add i32 %1198, %r
  %1200 = add i32 %1199, %i241
  %1201 = icmp sle i32 0, %1200
  %1202 = mul i32 %bx, 4
  %1203 = add i32 %1202, %r
  %1204 = add i32 %1203, %i241
  %1205 = icmp slt i32 %1204, %M
  %1206 = and i1 %1201, %1205
  br i1 %1206, label %if.then242, label %if.else243

for.end240:                                       ; preds = %for.cond238
  %1207 = add nsw i32 %r, 1
  br label %for.cond166, !llvm.loop !55

if.then242:                                       ; preds = %for.body239
  %1208 = sext i32 %M to i64
  %1209 = sext i32 %N to i64
  %1210 = mul i64 %1208, %1209
  %1211 = icmp sge i64 %1210, 8388608
  br i1 %1211, label %if.then245, label %if.else246

if.else243:                                       ; preds = %for.body239
  br label %if.end244

if.end244:                                        ; preds = %if.else243, %if.end247
  %1212 = add nsw i32 %i241, 1
  br label %for.cond238, !llvm.loop !56

if.then245:                                       ; preds = %if.then242
  %tl_sn15 = sub i32 %tl_hi11, 0
  %1213 = sext i32 %tl_sn15 to i64
  %1214 = sdiv i64 %1213, 1024
  %1215 = sub i64 0, %1213
  %1216 = select i1 false, i64 %1215, i64 %1214
  %1217 = srem i64 %1213, 1024
  %1218 = icmp ne i64 %1217, 0
  %1219 = icmp slt i64 %1213, 0
  %1220 = icmp eq i1 %1219, false
  %1221 = and i1 %1218, %1220
  %1222 = zext i1 %1221 to i64
  %1223 = add i64 %1216, %1222
  %1224 = trunc i64 %1223 to i32
  br label %for.cond248

if.else246:                                       ; preds = %if.then242
  %1225 = sub i32 %tl_hi11, 0
  br label %for.cond254

if.end247:                                        ; preds = %for.end256, %for.end250
  br label %if.end244

for.cond248:                                      ; preds = %for.end253, %if.then245
  %tl_c16 = phi i32 [ 0, %if.then245 ], [ %1276, %for.end253 ]
  %1226 = icmp slt i32 %tl_c16, %1224
  br i1 %1226, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %tl_sb17 = mul i32 %tl_c16, 1024
  %1227 = sub i32 %tl_sn15, %tl_sb17
  %1228 = icmp slt i32 %1227, 1024
  %1229 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %1228, i32 %1229, i32 1024
  br label %for.cond251

for.end250:                                       ; preds = %for.cond248
  br label %if.end247

for.cond251:                                      ; preds = %for.body252, %for.body249
  %tl_c19 = phi i32 [ 0, %for.body249 ], [ %1261, %for.body252 ]
  %1230 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %1230, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1231 = mul i32 %bx, 4
  %1232 = add i32 %1231, %r
  %1233 = add i32 %1232, %i241
  %1234 = sext i32 %1233 to i64
  %1235 = sext i32 %N to i64
  %1236 = mul nsw i64 %1234, %1235
  %1237 = add i32 %tl_sb17, %tl_c19
  %1238 = add i32 0, %1237
  %1239 = sext i32 %1238 to i64
  %1240 = add nsw i64 %1236, %1239
  %1241 = getelementptr inbounds float, ptr %X, i64 %1240
  %1242 = load float, ptr %1241, align 4
  %1243 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1244 = load float, ptr %1243, align 4
  %1245 = sitofp i32 %N to float
  %1246 = fdiv float %1244, %1245
  %1247 = fadd float %1246, 0x3EB0C6F7A0000000
  %1248 = fpext float %1247 to double
  %1249 = call double @llvm.sqrt.f64(double %1248)
  %1250 = fdiv double 1.000000e+00, %1249
  %1251 = fptrunc double %1250 to float
  %1252 = fmul float %1242, %1251
  %1253 = add i32 %tl_sb17, %tl_c19
  %1254 = add i32 0, %1253
  %1255 = sext i32 %1254 to i64
  %1256 = getelementptr inbounds float, ptr %W, i64 %1255
  %1257 = load float, ptr %1256, align 4
  %1258 = fmul float %1252, %1257
  %1259 = sext i32 %tl_c19 to i64
  %1260 = getelementptr inbounds float, ptr %tl_stream14, i64 %1259
  store float %1258, ptr %1260, align 4
  %1261 = add nsw i32 %tl_c19, 1
  br label %for.cond251, !llvm.loop !57

for.end253:                                       ; preds = %for.cond251
  %1262 = sext i32 %tl_sm18 to i64
  %1263 = mul i32 %bx, 4
  %1264 = add i32 %1263, %r
  %1265 = add i32 %1264, %i241
  %1266 = sext i32 %1265 to i64
  %1267 = sext i32 %N to i64
  %1268 = mul nsw i64 %1266, %1267
  %1269 = add i32 %tl_sb17, 0
  %1270 = add i32 0, %1269
  %1271 = sext i32 %1270 to i64
  %1272 = add nsw i64 %1268, %1271
  %1273 = getelementptr inbounds float, ptr %Y, i64 %1272
  %1274 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %1275 = mul i64 %1262, 4
  call void @tilec_rt_stream(ptr %1273, ptr %1274, i64 %1275)
  %1276 = add nsw i32 %tl_c16, 1
  br label %for.cond248, !llvm.loop !58

for.cond254:                                      ; preds = %for.body255, %if.else246
  %j6 = phi i32 [ 0, %if.else246 ], [ %1314, %for.body255 ]
  %1277 = icmp slt i32 %j6, %1225
  br i1 %1277, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %1278 = mul i32 %bx, 4
  %1279 = add i32 %1278, %r
  %1280 = add i32 %1279, %i241
  %1281 = sext i32 %1280 to i64
  %1282 = sext i32 %N to i64
  %1283 = mul nsw i64 %1281, %1282
  %1284 = add i32 0, %j6
  %1285 = sext i32 %1284 to i64
  %1286 = add nsw i64 %1283, %1285
  %1287 = getelementptr inbounds float, ptr %X, i64 %1286
  %1288 = load float, ptr %1287, align 4
  %1289 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1290 = load float, ptr %1289, align 4
  %1291 = sitofp i32 %N to float
  %1292 = fdiv float %1290, %1291
  %1293 = fadd float %1292, 0x3EB0C6F7A0000000
  %1294 = fpext float %1293 to double
  %1295 = call double @llvm.sqrt.f64(double %1294)
  %1296 = fdiv double 1.000000e+00, %1295
  %1297 = fptrunc double %1296 to float
  %1298 = fmul float %1288, %1297
  %1299 = add i32 0, %j6
  %1300 = sext i32 %1299 to i64
  %1301 = getelementptr inbounds float, ptr %W, i64 %1300
  %1302 = load float, ptr %1301, align 4
  %1303 = fmul float %1298, %1302
  %1304 = mul i32 %bx, 4
  %1305 = add i32 %1304, %r
  %1306 = add i32 %1305, %i241
  %1307 = sext i32 %1306 to i64
  %1308 = sext i32 %N to i64
  %1309 = mul nsw i64 %1307, %1308
  %1310 = add i32 0, %j6
  %1311 = sext i32 %1310 to i64
  %1312 = add nsw i64 %1309, %1311
  %1313 = getelementptr inbounds float, ptr %Y, i64 %1312
  store float %1303, ptr %1313, align 4
  %1314 = add nsw i32 %j6, 1
  br label %for.cond254, !llvm.loop !59

for.end256:                                       ; preds = %for.cond254
  br label %if.end247

for.cond257:                                      ; preds = %for.body258, %if.else164
  %i6 = phi i32 [ 0, %if.else164 ], [ %1318, %for.body258 ]
  %1315 = icmp slt i32 %i6, 4
  br i1 %1315, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %1316 = sext i32 %i6 to i64
  %1317 = getelementptr inbounds float, ptr %ss, i64 %1316
  store float 0.000000e+00, ptr %1317, align 4
  %1318 = add nsw i32 %i6, 1
  br label %for.cond257, !llvm.loop !60

for.end259:                                       ; preds = %for.cond257
  %1319 = sext i32 %N to i64
  %1320 = sdiv i64 %1319, 512
  %1321 = sub i64 0, %1319
  %1322 = select i1 false, i64 %1321, i64 %1320
  %1323 = srem i64 %1319, 512
  %1324 = icmp ne i64 %1323, 0
  %1325 = icmp slt i64 %1319, 0
  %1326 = icmp eq i1 %1325, false
  %1327 = and i1 %1324, %1326
  %1328 = zext i1 %1327 to i64
  %1329 = add i64 %1322, %1328
  %1330 = trunc i64 %1329 to i32
  %1331 = sext i32 %N to i64
  %1332 = sdiv i64 %1331, 512
  %1333 = sub i64 0, %1331
  %1334 = select i1 false, i64 %1333, i64 %1332
  %1335 = srem i64 %1331, 512
  %1336 = icmp ne i64 %1335, 0
  %1337 = icmp slt i64 %1331, 0
  %1338 = icmp eq i1 %1337, false
  %1339 = and i1 %1336, %1338
  %1340 = zext i1 %1339 to i64
  %1341 = add i64 %1334, %1340
  %1342 = trunc i64 %1341 to i32
  br label %for.cond260

for.cond260:                                      ; preds = %for.end303, %for.end259
  %c = phi i32 [ 0, %for.end259 ], [ %1507, %for.end303 ]
  %1343 = icmp slt i32 %c, %1330
  br i1 %1343, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %1344 = mul i32 %bx, 4
  %1345 = icmp sle i32 0, %1344
  %1346 = mul i32 %bx, 4
  %1347 = sext i32 %1346 to i64
  %1348 = add i64 %1347, 4
  %1349 = sext i32 %M to i64
  %1350 = icmp sle i64 %1348, %1349
  %1351 = and i1 %1345, %1350
  %1352 = mul i32 %c, 512
  %1353 = icmp sle i32 0, %1352
  %1354 = mul i32 %c, 512
  %1355 = sext i32 %1354 to i64
  %1356 = add i64 %1355, 512
  %1357 = sext i32 %N to i64
  %1358 = icmp sle i64 %1356, %1357
  %1359 = and i1 %1353, %1358
  %1360 = and i1 %1351, %1359
  br i1 %1360, label %if.then263, label %if.else264

for.end262:                                       ; preds = %for.cond260
  br label %for.cond339

if.then263:                                       ; preds = %for.body261
  br label %for.cond266

if.else264:                                       ; preds = %for.body261
  br label %for.cond279

if.end265:                                        ; preds = %for.end281, %for.end268
  br label %for.cond301

for.cond266:                                      ; preds = %for.end278, %if.then263
  %i6269 = phi i32 [ 0, %if.then263 ], [ %1396, %for.end278 ]
  %1361 = icmp slt i32 %i6269, 4
  br i1 %1361, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %1362 = add i32 %c, 1
  %1363 = icmp slt i32 %1362, %1342
  br i1 %1363, label %if.then270, label %if.else271

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

if.then270:                                       ; preds = %for.body267
  br label %for.cond273

if.else271:                                       ; preds = %for.body267
  br label %if.end272

if.end272:                                        ; preds = %if.else271, %for.end275
  br label %for.cond276

for.cond273:                                      ; preds = %for.body274, %if.then270
  %pf = phi i32 [ 0, %if.then270 ], [ %1377, %for.body274 ]
  %1364 = icmp slt i32 %pf, 32
  br i1 %1364, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1365 = mul i32 %bx, 4
  %1366 = add i32 %1365, %i6269
  %1367 = sext i32 %1366 to i64
  %1368 = sext i32 %N to i64
  %1369 = mul i64 %1367, %1368
  %1370 = add i32 %c, 1
  %1371 = mul i32 %1370, 512
  %1372 = mul i32 %pf, 16
  %1373 = add i32 %1371, %1372
  %1374 = sext i32 %1373 to i64
  %1375 = add i64 %1369, %1374
  %1376 = getelementptr float, ptr %X, i64 %1375
  call void @llvm.prefetch.p0(ptr %1376, i32 0, i32 3, i32 1)
  %1377 = add nsw i32 %pf, 1
  br label %for.cond273, !llvm.loop !61

for.end275:                                       ; preds = %for.cond273
  br label %if.end272

for.cond276:                                      ; preds = %for.body277, %if.end272
  %j1 = phi i32 [ 0, %if.end272 ], [ %1395, %for.body277 ]
  %1378 = icmp slt i32 %j1, 512
  br i1 %1378, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %1379 = mul i32 %bx, 4
  %1380 = add i32 %1379, %i6269
  %1381 = sext i32 %1380 to i64
  %1382 = sext i32 %N to i64
  %1383 = mul nsw i64 %1381, %1382
  %1384 = mul i32 %c, 512
  %1385 = add i32 %1384, %j1
  %1386 = sext i32 %1385 to i64
  %1387 = add nsw i64 %1383, %1386
  %1388 = getelementptr inbounds float, ptr %X, i64 %1387
  %1389 = load float, ptr %1388, align 4
  %1390 = sext i32 %i6269 to i64
  %1391 = mul nsw i64 %1390, 512
  %1392 = sext i32 %j1 to i64
  %1393 = add nsw i64 %1391, %1392
  %1394 = getelementptr inbounds float, ptr %X_f, i64 %1393
  store float %1389, ptr %1394, align 4
  %1395 = add nsw i32 %j1, 1
  br label %for.cond276, !llvm.loop !62

for.end278:                                       ; preds = %for.cond276
  %1396 = add nsw i32 %i6269, 1
  br label %for.cond266, !llvm.loop !63

for.cond279:                                      ; preds = %for.end299, %if.else264
  %i6282 = phi i32 [ 0, %if.else264 ], [ %1505, %for.end299 ]
  %1397 = icmp slt i32 %i6282, 4
  br i1 %1397, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1398 = mul i32 %c, 512
  %1399 = sext i32 %1398 to i64
  %1400 = sub i64 0, %1399
  %1401 = icmp slt i64 %1400, 0
  %1402 = mul i32 %c, 512
  %1403 = sext i32 %1402 to i64
  %1404 = sub i64 0, %1403
  %1405 = icmp sgt i64 %1404, 512
  %1406 = mul i32 %c, 512
  %1407 = sext i32 %1406 to i64
  %1408 = sub i64 0, %1407
  %1409 = select i1 %1405, i64 512, i64 %1408
  %1410 = select i1 %1401, i64 0, i64 %1409
  %tl_lo12 = trunc i64 %1410 to i32
  %1411 = sext i32 %N to i64
  %1412 = mul i32 %c, 512
  %1413 = sext i32 %1412 to i64
  %1414 = sub i64 %1411, %1413
  %1415 = icmp slt i64 %1414, 0
  %1416 = sext i32 %N to i64
  %1417 = mul i32 %c, 512
  %1418 = sext i32 %1417 to i64
  %1419 = sub i64 %1416, %1418
  %1420 = icmp sgt i64 %1419, 512
  %1421 = sext i32 %N to i64
  %1422 = mul i32 %c, 512
  %1423 = sext i32 %1422 to i64
  %1424 = sub i64 %1421, %1423
  %1425 = select i1 %1420, i64 512, i64 %1424
  %1426 = select i1 %1415, i64 0, i64 %1425
  %1427 = sext i32 %tl_lo12 to i64
  %1428 = icmp slt i64 %1426, %1427
  %1429 = sext i32 %tl_lo12 to i64
  %1430 = sext i32 %N to i64
  %1431 = mul i32 %c, 512
  %1432 = sext i32 %1431 to i64
  %1433 = sub i64 %1430, %1432
  %1434 = icmp slt i64 %1433, 0
  %1435 = sext i32 %N to i64
  %1436 = mul i32 %c, 512
  %1437 = sext i32 %1436 to i64
  %1438 = sub i64 %1435, %1437
  %1439 = icmp sgt i64 %1438, 512
  %1440 = sext i32 %N to i64
  %1441 = mul i32 %c, 512
  %1442 = sext i32 %1441 to i64
  %1443 = sub i64 %1440, %1442
  %1444 = select i1 %1439, i64 512, i64 %1443
  %1445 = select i1 %1434, i64 0, i64 %1444
  %1446 = select i1 %1428, i64 %1429, i64 %1445
  %tl_hi13 = trunc i64 %1446 to i32
  br label %for.cond283

for.end281:                                       ; preds = %for.cond279
  br label %if.end265

for.cond283:                                      ; preds = %for.body284, %for.body280
  %j1286 = phi i32 [ 0, %for.body280 ], [ %1453, %for.body284 ]
  %1447 = icmp slt i32 %j1286, %tl_lo12
  br i1 %1447, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1448 = sext i32 %i6282 to i64
  %1449 = mul nsw i64 %1448, 512
  %1450 = sext i32 %j1286 to i64
  %1451 = add nsw i64 %1449, %1450
  %1452 = getelementptr inbounds float, ptr %X_f, i64 %1451
  store float 0.000000e+00, ptr %1452, align 4
  %1453 = add nsw i32 %j1286, 1
  br label %for.cond283, !llvm.loop !65

for.end285:                                       ; preds = %for.cond283
  %1454 = mul i32 %bx, 4
  %1455 = sext i32 %1454 to i64
  %1456 = sext i32 %i6282 to i64
  %1457 = add i64 %1455, %1456
  %1458 = icmp sle i64 0, %1457
  %1459 = mul i32 %bx, 4
  %1460 = sext i32 %1459 to i64
  %1461 = sext i32 %i6282 to i64
  %1462 = add i64 %1460, %1461
  %1463 = sext i32 %M to i64
  %1464 = icmp slt i64 %1462, %1463
  %1465 = and i1 %1458, %1464
  br i1 %1465, label %if.then287, label %if.else288

if.then287:                                       ; preds = %for.end285
  %1466 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond290

if.else288:                                       ; preds = %for.end285
  %1467 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond293

if.end289:                                        ; preds = %for.end295, %for.end292
  %1468 = sub i32 512, %tl_hi13
  br label %for.cond297

for.cond290:                                      ; preds = %for.body291, %if.then287
  %j11 = phi i32 [ 0, %if.then287 ], [ %1488, %for.body291 ]
  %1469 = icmp slt i32 %j11, %1466
  br i1 %1469, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1470 = mul i32 %bx, 4
  %1471 = add i32 %1470, %i6282
  %1472 = sext i32 %1471 to i64
  %1473 = sext i32 %N to i64
  %1474 = mul nsw i64 %1472, %1473
  %1475 = mul i32 %c, 512
  %1476 = add i32 %tl_lo12, %j11
  %1477 = add i32 %1475, %1476
  %1478 = sext i32 %1477 to i64
  %1479 = add nsw i64 %1474, %1478
  %1480 = getelementptr inbounds float, ptr %X, i64 %1479
  %1481 = load float, ptr %1480, align 4
  %1482 = sext i32 %i6282 to i64
  %1483 = mul nsw i64 %1482, 512
  %1484 = add i32 %tl_lo12, %j11
  %1485 = sext i32 %1484 to i64
  %1486 = add nsw i64 %1483, %1485
  %1487 = getelementptr inbounds float, ptr %X_f, i64 %1486
  store float %1481, ptr %1487, align 4
  %1488 = add nsw i32 %j11, 1
  br label %for.cond290, !llvm.loop !66

for.end292:                                       ; preds = %for.cond290
  br label %if.end289

for.cond293:                                      ; preds = %for.body294, %if.else288
  %j11296 = phi i32 [ 0, %if.else288 ], [ %1496, %for.body294 ]
  %1489 = icmp slt i32 %j11296, %1467
  br i1 %1489, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1490 = sext i32 %i6282 to i64
  %1491 = mul nsw i64 %1490, 512
  %1492 = add i32 %tl_lo12, %j11296
  %1493 = sext i32 %1492 to i64
  %1494 = add nsw i64 %1491, %1493
  %1495 = getelementptr inbounds float, ptr %X_f, i64 %1494
  store float 0.000000e+00, ptr %1495, align 4
  %1496 = add nsw i32 %j11296, 1
  br label %for.cond293, !llvm.loop !67

for.end295:                                       ; preds = %for.cond293
  br label %if.end289

for.cond297:                                      ; preds = %for.body298, %if.end289
  %j11300 = phi i32 [ 0, %if.end289 ], [ %1504, %for.body298 ]
  %1497 = icmp slt i32 %j11300, %1468
  br i1 %1497, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1498 = sext i32 %i6282 to i64
  %1499 = mul nsw i64 %1498, 512
  %1500 = add i32 %tl_hi13, %j11300
  %1501 = sext i32 %1500 to i64
  %1502 = add nsw i64 %1499, %1501
  %1503 = getelementptr inbounds float, ptr %X_f, i64 %1502
  store float 0.000000e+00, ptr %1503, align 4
  %1504 = add nsw i32 %j11300, 1
  br label %for.cond297, !llvm.loop !68

for.end299:                                       ; preds = %for.cond297
  %1505 = add nsw i32 %i6282, 1
  br label %for.cond279, !llvm.loop !69

for.cond301:                                      ; preds = %for.end337, %if.end265
  %i304 = phi i32 [ 0, %if.end265 ], [ %1631, %for.end337 ]
  %1506 = icmp slt i32 %i304, 4
  br i1 %1506, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  br label %for.cond305

for.end303:                                       ; preds = %for.cond301
  %1507 = add nsw i32 %c, 1
  br label %for.cond260, !llvm.loop !70

for.cond305:                                      ; preds = %for.body306, %for.body302
  %j308 = phi i32 [ 0, %for.body302 ], [ %1533, %for.body306 ]
  %1508 = icmp slt i32 %j308, 512
  br i1 %1508, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %1509 = mul i32 %c, 512
  %1510 = add i32 %1509, %j308
  %1511 = icmp slt i32 %1510, %N
  %1512 = sext i32 %i304 to i64
  %1513 = mul nsw i64 %1512, 512
  %1514 = sext i32 %j308 to i64
  %1515 = add nsw i64 %1513, %1514
  %1516 = call i64 @llvm.umin.i64(i64 %1515, i64 2047)
  %1517 = getelementptr inbounds float, ptr %X_f, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = sext i32 %i304 to i64
  %1520 = mul nsw i64 %1519, 512
  %1521 = sext i32 %j308 to i64
  %1522 = add nsw i64 %1520, %1521
  %1523 = call i64 @llvm.umin.i64(i64 %1522, i64 2047)
  %1524 = getelementptr inbounds float, ptr %X_f, i64 %1523
  %1525 = load float, ptr %1524, align 4
  %1526 = fmul float %1518, %1525
  %1527 = select i1 %1511, float %1526, float 0.000000e+00
  %1528 = sext i32 %i304 to i64
  %1529 = mul nsw i64 %1528, 512
  %1530 = sext i32 %j308 to i64
  %1531 = add nsw i64 %1529, %1530
  %1532 = getelementptr inbounds float, ptr %X_f, i64 %1531
  store float %1527, ptr %1532, align 4
  %1533 = add nsw i32 %j308, 1
  br label %for.cond305, !llvm.loop !71

for.end307:                                       ; preds = %for.cond305
  br label %for.cond309

for.cond309:                                      ; preds = %for.body310, %for.end307
  %lane3 = phi i32 [ 0, %for.end307 ], [ %1543, %for.body310 ]
  %1534 = icmp slt i32 %lane3, 32
  br i1 %1534, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1535 = sext i32 %i304 to i64
  %1536 = mul nsw i64 %1535, 512
  %1537 = sext i32 %lane3 to i64
  %1538 = add nsw i64 %1536, %1537
  %1539 = getelementptr inbounds float, ptr %X_f, i64 %1538
  %1540 = load float, ptr %1539, align 4
  %1541 = sext i32 %lane3 to i64
  %1542 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1541
  store float %1540, ptr %1542, align 4
  %1543 = add nsw i32 %lane3, 1
  br label %for.cond309, !llvm.loop !72

for.end311:                                       ; preds = %for.cond309
  br label %for.cond312

for.cond312:                                      ; preds = %for.end317, %for.end311
  %red3 = phi i32 [ 0, %for.end311 ], [ %1562, %for.end317 ]
  %1544 = icmp slt i32 %red3, 15
  br i1 %1544, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  br label %for.cond315

for.end314:                                       ; preds = %for.cond312
  br label %for.cond319

for.cond315:                                      ; preds = %for.body316, %for.body313
  %lane3318 = phi i32 [ 0, %for.body313 ], [ %1561, %for.body316 ]
  %1545 = icmp slt i32 %lane3318, 32
  br i1 %1545, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %1546 = sext i32 %lane3318 to i64
  %1547 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1546
  %1548 = load float, ptr %1547, align 4
  %1549 = sext i32 %i304 to i64
  %1550 = mul nsw i64 %1549, 512
  %1551 = add i32 %red3, 1
  %1552 = mul i32 %1551, 32
  %1553 = add i32 %1552, %lane3318
  %1554 = sext i32 %1553 to i64
  %1555 = add nsw i64 %1550, %1554
  %1556 = getelementptr inbounds float, ptr %X_f, i64 %1555
  %1557 = load float, ptr %1556, align 4
  %1558 = fadd float %1548, %1557
  %1559 = sext i32 %lane3318 to i64
  %1560 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1559
  store float %1558, ptr %1560, align 4
  %1561 = add nsw i32 %lane3318, 1
  br label %for.cond315, !llvm.loop !73

for.end317:                                       ; preds = %for.cond315
  %1562 = add nsw i32 %red3, 1
  br label %for.cond312, !llvm.loop !74

for.cond319:                                      ; preds = %for.body320, %for.end314
  %lane3322 = phi i32 [ 0, %for.end314 ], [ %1574, %for.body320 ]
  %1563 = icmp slt i32 %lane3322, 16
  br i1 %1563, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1564 = sext i32 %lane3322 to i64
  %1565 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1564
  %1566 = load float, ptr %1565, align 4
  %1567 = add i32 %lane3322, 16
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1568
  %1570 = load float, ptr %1569, align 4
  %1571 = fadd float %1566, %1570
  %1572 = sext i32 %lane3322 to i64
  %1573 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1572
  store float %1571, ptr %1573, align 4
  %1574 = add nsw i32 %lane3322, 1
  br label %for.cond319, !llvm.loop !75

for.end321:                                       ; preds = %for.cond319
  br label %for.cond323

for.cond323:                                      ; preds = %for.body324, %for.end321
  %lane3326 = phi i32 [ 0, %for.end321 ], [ %1586, %for.body324 ]
  %1575 = icmp slt i32 %lane3326, 8
  br i1 %1575, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %1576 = sext i32 %lane3326 to i64
  %1577 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1576
  %1578 = load float, ptr %1577, align 4
  %1579 = add i32 %lane3326, 8
  %1580 = sext i32 %1579 to i64
  %1581 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1580
  %1582 = load float, ptr %1581, align 4
  %1583 = fadd float %1578, %1582
  %1584 = sext i32 %lane3326 to i64
  %1585 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1584
  store float %1583, ptr %1585, align 4
  %1586 = add nsw i32 %lane3326, 1
  br label %for.cond323, !llvm.loop !76

for.end325:                                       ; preds = %for.cond323
  br label %for.cond327

for.cond327:                                      ; preds = %for.body328, %for.end325
  %lane3330 = phi i32 [ 0, %for.end325 ], [ %1598, %for.body328 ]
  %1587 = icmp slt i32 %lane3330, 4
  br i1 %1587, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1588 = sext i32 %lane3330 to i64
  %1589 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1588
  %1590 = load float, ptr %1589, align 4
  %1591 = add i32 %lane3330, 4
  %1592 = sext i32 %1591 to i64
  %1593 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1592
  %1594 = load float, ptr %1593, align 4
  %1595 = fadd float %1590, %1594
  %1596 = sext i32 %lane3330 to i64
  %1597 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1596
  store float %1595, ptr %1597, align 4
  %1598 = add nsw i32 %lane3330, 1
  br label %for.cond327, !llvm.loop !77

for.end329:                                       ; preds = %for.cond327
  br label %for.cond331

for.cond331:                                      ; preds = %for.body332, %for.end329
  %lane3334 = phi i32 [ 0, %for.end329 ], [ %1610, %for.body332 ]
  %1599 = icmp slt i32 %lane3334, 2
  br i1 %1599, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1600 = sext i32 %lane3334 to i64
  %1601 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1600
  %1602 = load float, ptr %1601, align 4
  %1603 = add i32 %lane3334, 2
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1604
  %1606 = load float, ptr %1605, align 4
  %1607 = fadd float %1602, %1606
  %1608 = sext i32 %lane3334 to i64
  %1609 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1608
  store float %1607, ptr %1609, align 4
  %1610 = add nsw i32 %lane3334, 1
  br label %for.cond331, !llvm.loop !78

for.end333:                                       ; preds = %for.cond331
  br label %for.cond335

for.cond335:                                      ; preds = %for.body336, %for.end333
  %lane3338 = phi i32 [ 0, %for.end333 ], [ %1622, %for.body336 ]
  %1611 = icmp slt i32 %lane3338, 1
  br i1 %1611, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1612 = sext i32 %lane3338 to i64
  %1613 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1612
  %1614 = load float, ptr %1613, align 4
  %1615 = add i32 %lane3338, 1
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1616
  %1618 = load float, ptr %1617, align 4
  %1619 = fadd float %1614, %1618
  %1620 = sext i32 %lane3338 to i64
  %1621 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1620
  store float %1619, ptr %1621, align 4
  %1622 = add nsw i32 %lane3338, 1
  br label %for.cond335, !llvm.loop !79

for.end337:                                       ; preds = %for.cond335
  %1623 = sext i32 %i304 to i64
  %1624 = getelementptr inbounds float, ptr %ss, i64 %1623
  %1625 = load float, ptr %1624, align 4
  %1626 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1627 = load float, ptr %1626, align 4
  %1628 = fadd float %1625, %1627
  %1629 = sext i32 %i304 to i64
  %1630 = getelementptr inbounds float, ptr %ss, i64 %1629
  store float %1628, ptr %1630, align 4
  %1631 = add nsw i32 %i304, 1
  br label %for.cond301, !llvm.loop !80

for.cond339:                                      ; preds = %for.body340, %for.end262
  %i342 = phi i32 [ 0, %for.end262 ], [ %1645, %for.body340 ]
  %1632 = icmp slt i32 %i342, 4
  br i1 %1632, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1633 = sext i32 %i342 to i64
  %1634 = getelementptr inbounds float, ptr %ss, i64 %1633
  %1635 = load float, ptr %1634, align 4
  %1636 = sitofp i32 %N to float
  %1637 = fdiv float %1635, %1636
  %1638 = fadd float %1637, 0x3EB0C6F7A0000000
  %1639 = fpext float %1638 to double
  %1640 = call double @llvm.sqrt.f64(double %1639)
  %1641 = fdiv double 1.000000e+00, %1640
  %1642 = fptrunc double %1641 to float
  %1643 = sext i32 %i342 to i64
  %1644 = getelementptr inbounds float, ptr %ss, i64 %1643
  store float %1642, ptr %1644, align 4
  %1645 = add nsw i32 %i342, 1
  br label %for.cond339, !llvm.loop !81

for.end341:                                       ; preds = %for.cond339
  %1646 = sext i32 %N to i64
  %1647 = sdiv i64 %1646, 512
  %1648 = sub i64 0, %1646
  %1649 = select i1 false, i64 %1648, i64 %1647
  %1650 = srem i64 %1646, 512
  %1651 = icmp ne i64 %1650, 0
  %1652 = icmp slt i64 %1646, 0
  %1653 = icmp eq i1 %1652, false
  %1654 = and i1 %1651, %1653
  %1655 = zext i1 %1654 to i64
  %1656 = add i64 %1649, %1655
  %1657 = trunc i64 %1656 to i32
  %1658 = sext i32 %N to i64
  %1659 = sdiv i64 %1658, 512
  %1660 = sub i64 0, %1658
  %1661 = select i1 false, i64 %1660, i64 %1659
  %1662 = srem i64 %1658, 512
  %1663 = icmp ne i64 %1662, 0
  %1664 = icmp slt i64 %1658, 0
  %1665 = icmp eq i1 %1664, false
  %1666 = and i1 %1663, %1665
  %1667 = zext i1 %1666 to i64
  %1668 = add i64 %1661, %1667
  %1669 = trunc i64 %1668 to i32
  br label %for.cond343

for.cond343:                                      ; preds = %if.end401, %for.end341
  %c346 = phi i32 [ 0, %for.end341 ], [ %1970, %if.end401 ]
  %1670 = icmp slt i32 %c346, %1657
  br i1 %1670, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1671 = sub i32 %1669, 1
  %t = sub i32 %1671, %c346
  %1672 = mul i32 %bx, 4
  %1673 = icmp sle i32 0, %1672
  %1674 = mul i32 %bx, 4
  %1675 = sext i32 %1674 to i64
  %1676 = add i64 %1675, 4
  %1677 = sext i32 %M to i64
  %1678 = icmp sle i64 %1676, %1677
  %1679 = and i1 %1673, %1678
  %1680 = mul i32 %t, 512
  %1681 = icmp sle i32 0, %1680
  %1682 = mul i32 %t, 512
  %1683 = sext i32 %1682 to i64
  %1684 = add i64 %1683, 512
  %1685 = sext i32 %N to i64
  %1686 = icmp sle i64 %1684, %1685
  %1687 = and i1 %1681, %1686
  %1688 = and i1 %1679, %1687
  br i1 %1688, label %if.then347, label %if.else348

for.end345:                                       ; preds = %for.cond343
  br label %if.end165

if.then347:                                       ; preds = %for.body344
  br label %for.cond350

if.else348:                                       ; preds = %for.body344
  br label %for.cond362

if.end349:                                        ; preds = %for.end364, %for.end352
  br label %for.cond384

for.cond350:                                      ; preds = %for.end361, %if.then347
  %i7 = phi i32 [ 0, %if.then347 ], [ %1724, %for.end361 ]
  %1689 = icmp slt i32 %i7, 4
  br i1 %1689, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1690 = add i32 %i7, 1
  %1691 = icmp slt i32 %1690, 4
  br i1 %1691, label %if.then353, label %if.else354

for.end352:                                       ; preds = %for.cond350
  br label %if.end349

if.then353:                                       ; preds = %for.body351
  br label %for.cond356

if.else354:                                       ; preds = %for.body351
  br label %if.end355

if.end355:                                        ; preds = %if.else354, %for.end358
  br label %for.cond359

for.cond356:                                      ; preds = %for.body357, %if.then353
  %pf1 = phi i32 [ 0, %if.then353 ], [ %1705, %for.body357 ]
  %1692 = icmp slt i32 %pf1, 32
  br i1 %1692, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1693 = mul i32 %bx, 4
  %1694 = add i32 %i7, 1
  %1695 = add i32 %1693, %1694
  %1696 = sext i32 %1695 to i64
  %1697 = sext i32 %N to i64
  %1698 = mul i64 %1696, %1697
  %1699 = mul i32 %t, 512
  %1700 = mul i32 %pf1, 16
  %1701 = add i32 %1699, %1700
  %1702 = sext i32 %1701 to i64
  %1703 = add i64 %1698, %1702
  %1704 = getelementptr float, ptr %X, i64 %1703
  call void @llvm.prefetch.p0(ptr %1704, i32 0, i32 3, i32 1)
  %1705 = add nsw i32 %pf1, 1
  br label %for.cond356, !llvm.loop !82

for.end358:                                       ; preds = %for.cond356
  br label %if.end355

for.cond359:                                      ; preds = %for.body360, %if.end355
  %j2 = phi i32 [ 0, %if.end355 ], [ %1723, %for.body360 ]
  %1706 = icmp slt i32 %j2, 512
  br i1 %1706, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1707 = mul i32 %bx, 4
  %1708 = add i32 %1707, %i7
  %1709 = sext i32 %1708 to i64
  %1710 = sext i32 %N to i64
  %1711 = mul nsw i64 %1709, %1710
  %1712 = mul i32 %t, 512
  %1713 = add i32 %1712, %j2
  %1714 = sext i32 %1713 to i64
  %1715 = add nsw i64 %1711, %1714
  %1716 = getelementptr inbounds float, ptr %X, i64 %1715
  %1717 = load float, ptr %1716, align 4
  %1718 = sext i32 %i7 to i64
  %1719 = mul nsw i64 %1718, 512
  %1720 = sext i32 %j2 to i64
  %1721 = add nsw i64 %1719, %1720
  %1722 = getelementptr inbounds float, ptr %X_f, i64 %1721
  store float %1717, ptr %1722, align 4
  %1723 = add nsw i32 %j2, 1
  br label %for.cond359, !llvm.loop !83

for.end361:                                       ; preds = %for.cond359
  %1724 = add nsw i32 %i7, 1
  br label %for.cond350, !llvm.loop !84

for.cond362:                                      ; preds = %for.end382, %if.else348
  %i7365 = phi i32 [ 0, %if.else348 ], [ %1833, %for.end382 ]
  %1725 = icmp slt i32 %i7365, 4
  br i1 %1725, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1726 = mul i32 %t, 512
  %1727 = sext i32 %1726 to i64
  %1728 = sub i64 0, %1727
  %1729 = icmp slt i64 %1728, 0
  %1730 = mul i32 %t, 512
  %1731 = sext i32 %1730 to i64
  %1732 = sub i64 0, %1731
  %1733 = icmp sgt i64 %1732, 512
  %1734 = mul i32 %t, 512
  %1735 = sext i32 %1734 to i64
  %1736 = sub i64 0, %1735
  %1737 = select i1 %1733, i64 512, i64 %1736
  %1738 = select i1 %1729, i64 0, i64 %1737
  %tl_lo14 = trunc i64 %1738 to i32
  %1739 = sext i32 %N to i64
  %1740 = mul i32 %t, 512
  %1741 = sext i32 %1740 to i64
  %1742 = sub i64 %1739, %1741
  %1743 = icmp slt i64 %1742, 0
  %1744 = sext i32 %N to i64
  %1745 = mul i32 %t, 512
  %1746 = sext i32 %1745 to i64
  %1747 = sub i64 %1744, %1746
  %1748 = icmp sgt i64 %1747, 512
  %1749 = sext i32 %N to i64
  %1750 = mul i32 %t, 512
  %1751 = sext i32 %1750 to i64
  %1752 = sub i64 %1749, %1751
  %1753 = select i1 %1748, i64 512, i64 %1752
  %1754 = select i1 %1743, i64 0, i64 %1753
  %1755 = sext i32 %tl_lo14 to i64
  %1756 = icmp slt i64 %1754, %1755
  %1757 = sext i32 %tl_lo14 to i64
  %1758 = sext i32 %N to i64
  %1759 = mul i32 %t, 512
  %1760 = sext i32 %1759 to i64
  %1761 = sub i64 %1758, %1760
  %1762 = icmp slt i64 %1761, 0
  %1763 = sext i32 %N to i64
  %1764 = mul i32 %t, 512
  %1765 = sext i32 %1764 to i64
  %1766 = sub i64 %1763, %1765
  %1767 = icmp sgt i64 %1766, 512
  %1768 = sext i32 %N to i64
  %1769 = mul i32 %t, 512
  %1770 = sext i32 %1769 to i64
  %1771 = sub i64 %1768, %1770
  %1772 = select i1 %1767, i64 512, i64 %1771
  %1773 = select i1 %1762, i64 0, i64 %1772
  %1774 = select i1 %1756, i64 %1757, i64 %1773
  %tl_hi15 = trunc i64 %1774 to i32
  br label %for.cond366

for.end364:                                       ; preds = %for.cond362
  br label %if.end349

for.cond366:                                      ; preds = %for.body367, %for.body363
  %j2369 = phi i32 [ 0, %for.body363 ], [ %1781, %for.body367 ]
  %1775 = icmp slt i32 %j2369, %tl_lo14
  br i1 %1775, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1776 = sext i32 %i7365 to i64
  %1777 = mul nsw i64 %1776, 512
  %1778 = sext i32 %j2369 to i64
  %1779 = add nsw i64 %1777, %1778
  %1780 = getelementptr inbounds float, ptr %X_f, i64 %1779
  store float 0.000000e+00, ptr %1780, align 4
  %1781 = add nsw i32 %j2369, 1
  br label %for.cond366, !llvm.loop !85

for.end368:                                       ; preds = %for.cond366
  %1782 = mul i32 %bx, 4
  %1783 = sext i32 %1782 to i64
  %1784 = sext i32 %i7365 to i64
  %1785 = add i64 %1783, %1784
  %1786 = icmp sle i64 0, %1785
  %1787 = mul i32 %bx, 4
  %1788 = sext i32 %1787 to i64
  %1789 = sext i32 %i7365 to i64
  %1790 = add i64 %1788, %1789
  %1791 = sext i32 %M to i64
  %1792 = icmp slt i64 %1790, %1791
  %1793 = and i1 %1786, %1792
  br i1 %1793, label %if.then370, label %if.else371

if.then370:                                       ; preds = %for.end368
  %1794 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond373

if.else371:                                       ; preds = %for.end368
  %1795 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond376

if.end372:                                        ; preds = %for.end378, %for.end375
  %1796 = sub i32 512, %tl_hi15
  br label %for.cond380

for.cond373:                                      ; preds = %for.body374, %if.then370
  %j21 = phi i32 [ 0, %if.then370 ], [ %1816, %for.body374 ]
  %1797 = icmp slt i32 %j21, %1794
  br i1 %1797, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1798 = mul i32 %bx, 4
  %1799 = add i32 %1798, %i7365
  %1800 = sext i32 %1799 to i64
  %1801 = sext i32 %N to i64
  %1802 = mul nsw i64 %1800, %1801
  %1803 = mul i32 %t, 512
  %1804 = add i32 %tl_lo14, %j21
  %1805 = add i32 %1803, %1804
  %1806 = sext i32 %1805 to i64
  %1807 = add nsw i64 %1802, %1806
  %1808 = getelementptr inbounds float, ptr %X, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = sext i32 %i7365 to i64
  %1811 = mul nsw i64 %1810, 512
  %1812 = add i32 %tl_lo14, %j21
  %1813 = sext i32 %1812 to i64
  %1814 = add nsw i64 %1811, %1813
  %1815 = getelementptr inbounds float, ptr %X_f, i64 %1814
  store float %1809, ptr %1815, align 4
  %1816 = add nsw i32 %j21, 1
  br label %for.cond373, !llvm.loop !86

for.end375:                                       ; preds = %for.cond373
  br label %if.end372

for.cond376:                                      ; preds = %for.body377, %if.else371
  %j21379 = phi i32 [ 0, %if.else371 ], [ %1824, %for.body377 ]
  %1817 = icmp slt i32 %j21379, %1795
  br i1 %1817, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1818 = sext i32 %i7365 to i64
  %1819 = mul nsw i64 %1818, 512
  %1820 = add i32 %tl_lo14, %j21379
  %1821 = sext i32 %1820 to i64
  %1822 = add nsw i64 %1819, %1821
  %1823 = getelementptr inbounds float, ptr %X_f, i64 %1822
  store float 0.000000e+00, ptr %1823, align 4
  %1824 = add nsw i32 %j21379, 1
  br label %for.cond376, !llvm.loop !87

for.end378:                                       ; preds = %for.cond376
  br label %if.end372

for.cond380:                                      ; preds = %for.body381, %if.end372
  %j21383 = phi i32 [ 0, %if.end372 ], [ %1832, %for.body381 ]
  %1825 = icmp slt i32 %j21383, %1796
  br i1 %1825, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1826 = sext i32 %i7365 to i64
  %1827 = mul nsw i64 %1826, 512
  %1828 = add i32 %tl_hi15, %j21383
  %1829 = sext i32 %1828 to i64
  %1830 = add nsw i64 %1827, %1829
  %1831 = getelementptr inbounds float, ptr %X_f, i64 %1830
  store float 0.000000e+00, ptr %1831, align 4
  %1832 = add nsw i32 %j21383, 1
  br label %for.cond380, !llvm.loop !88

for.end382:                                       ; preds = %for.cond380
  %1833 = add nsw i32 %i7365, 1
  br label %for.cond362, !llvm.loop !89

for.cond384:                                      ; preds = %for.end397, %if.end349
  %i387 = phi i32 [ 0, %if.end349 ], [ %1969, %for.end397 ]
  %1834 = icmp slt i32 %i387, 4
  br i1 %1834, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1835 = mul i32 %t, 512
  %1836 = sext i32 %1835 to i64
  %1837 = sub i64 0, %1836
  %1838 = icmp slt i64 %1837, 0
  %1839 = mul i32 %t, 512
  %1840 = sext i32 %1839 to i64
  %1841 = sub i64 0, %1840
  %1842 = icmp sgt i64 %1841, 512
  %1843 = mul i32 %t, 512
  %1844 = sext i32 %1843 to i64
  %1845 = sub i64 0, %1844
  %1846 = select i1 %1842, i64 512, i64 %1845
  %1847 = select i1 %1838, i64 0, i64 %1846
  %tl_lo16 = trunc i64 %1847 to i32
  %1848 = sext i32 %N to i64
  %1849 = mul i32 %t, 512
  %1850 = sext i32 %1849 to i64
  %1851 = sub i64 %1848, %1850
  %1852 = icmp slt i64 %1851, 0
  %1853 = sext i32 %N to i64
  %1854 = mul i32 %t, 512
  %1855 = sext i32 %1854 to i64
  %1856 = sub i64 %1853, %1855
  %1857 = icmp sgt i64 %1856, 512
  %1858 = sext i32 %N to i64
  %1859 = mul i32 %t, 512
  %1860 = sext i32 %1859 to i64
  %1861 = sub i64 %1858, %1860
  %1862 = select i1 %1857, i64 512, i64 %1861
  %1863 = select i1 %1852, i64 0, i64 %1862
  %1864 = sext i32 %tl_lo16 to i64
  %1865 = icmp slt i64 %1863, %1864
  %1866 = sext i32 %tl_lo16 to i64
  %1867 = sext i32 %N to i64
  %1868 = mul i32 %t, 512
  %1869 = sext i32 %1868 to i64
  %1870 = sub i64 %1867, %1869
  %1871 = icmp slt i64 %1870, 0
  %1872 = sext i32 %N to i64
  %1873 = mul i32 %t, 512
  %1874 = sext i32 %1873 to i64
  %1875 = sub i64 %1872, %1874
  %1876 = icmp sgt i64 %1875, 512
  %1877 = sext i32 %N to i64
  %1878 = mul i32 %t, 512
  %1879 = sext i32 %1878 to i64
  %1880 = sub i64 %1877, %1879
  %1881 = select i1 %1876, i64 512, i64 %1880
  %1882 = select i1 %1871, i64 0, i64 %1881
  %1883 = select i1 %1865, i64 %1866, i64 %1882
  %tl_hi17 = trunc i64 %1883 to i32
  br label %for.cond388

for.end386:                                       ; preds = %for.cond384
  %1884 = mul i32 %bx, 4
  %1885 = icmp sle i32 0, %1884
  %1886 = mul i32 %bx, 4
  %1887 = sext i32 %1886 to i64
  %1888 = add i64 %1887, 4
  %1889 = sext i32 %M to i64
  %1890 = icmp sle i64 %1888, %1889
  %1891 = and i1 %1885, %1890
  %1892 = mul i32 %t, 512
  %1893 = icmp sle i32 0, %1892
  %1894 = mul i32 %t, 512
  %1895 = sext i32 %1894 to i64
  %1896 = add i64 %1895, 512
  %1897 = sext i32 %N to i64
  %1898 = icmp sle i64 %1896, %1897
  %1899 = and i1 %1893, %1898
  %1900 = and i1 %1891, %1899
  br i1 %1900, label %if.then399, label %if.else400

for.cond388:                                      ; preds = %for.body389, %for.body385
  %j391 = phi i32 [ 0, %for.body385 ], [ %1918, %for.body389 ]
  %1901 = icmp slt i32 %j391, %tl_lo16
  br i1 %1901, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1902 = sext i32 %i387 to i64
  %1903 = mul nsw i64 %1902, 512
  %1904 = sext i32 %j391 to i64
  %1905 = add nsw i64 %1903, %1904
  %1906 = getelementptr inbounds float, ptr %X_f, i64 %1905
  %1907 = load float, ptr %1906, align 4
  %1908 = sext i32 %i387 to i64
  %1909 = getelementptr inbounds float, ptr %ss, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = fmul float %1907, %1910
  %1912 = fmul float %1911, 0.000000e+00
  %1913 = sext i32 %i387 to i64
  %1914 = mul nsw i64 %1913, 512
  %1915 = sext i32 %j391 to i64
  %1916 = add nsw i64 %1914, %1915
  %1917 = getelementptr inbounds float, ptr %X_f, i64 %1916
  store float %1912, ptr %1917, align 4
  %1918 = add nsw i32 %j391, 1
  br label %for.cond388, !llvm.loop !90

for.end390:                                       ; preds = %for.cond388
  %1919 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond392

for.cond392:                                      ; preds = %for.body393, %for.end390
  %j7 = phi i32 [ 0, %for.end390 ], [ %1947, %for.body393 ]
  %1920 = icmp slt i32 %j7, %1919
  br i1 %1920, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1921 = sext i32 %i387 to i64
  %1922 = mul nsw i64 %1921, 512
  %1923 = add i32 %tl_lo16, %j7
  %1924 = sext i32 %1923 to i64
  %1925 = add nsw i64 %1922, %1924
  %1926 = getelementptr inbounds float, ptr %X_f, i64 %1925
  %1927 = load float, ptr %1926, align 4
  %1928 = sext i32 %i387 to i64
  %1929 = getelementptr inbounds float, ptr %ss, i64 %1928
  %1930 = load float, ptr %1929, align 4
  %1931 = fmul float %1927, %1930
  %1932 = mul i32 %t, 512
  %1933 = sext i32 %1932 to i64
  %1934 = sext i32 %tl_lo16 to i64
  %1935 = sext i32 %j7 to i64
  %1936 = add i64 %1934, %1935
  %1937 = add i64 %1933, %1936
  %1938 = getelementptr inbounds float, ptr %W, i64 %1937
  %1939 = load float, ptr %1938, align 4
  %1940 = fmul float %1931, %1939
  %1941 = sext i32 %i387 to i64
  %1942 = mul nsw i64 %1941, 512
  %1943 = add i32 %tl_lo16, %j7
  %1944 = sext i32 %1943 to i64
  %1945 = add nsw i64 %1942, %1944
  %1946 = getelementptr inbounds float, ptr %X_f, i64 %1945
  store float %1940, ptr %1946, align 4
  %1947 = add nsw i32 %j7, 1
  br label %for.cond392, !llvm.loop !91

for.end394:                                       ; preds = %for.cond392
  %1948 = sub i32 512, %tl_hi17
  br label %for.cond395

for.cond395:                                      ; preds = %for.body396, %for.end394
  %j7398 = phi i32 [ 0, %for.end394 ], [ %1968, %for.body396 ]
  %1949 = icmp slt i32 %j7398, %1948
  br i1 %1949, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1950 = sext i32 %i387 to i64
  %1951 = mul nsw i64 %1950, 512
  %1952 = add i32 %tl_hi17, %j7398
  %1953 = sext i32 %1952 to i64
  %1954 = add nsw i64 %1951, %1953
  %1955 = getelementptr inbounds float, ptr %X_f, i64 %1954
  %1956 = load float, ptr %1955, align 4
  %1957 = sext i32 %i387 to i64
  %1958 = getelementptr inbounds float, ptr %ss, i64 %1957
  %1959 = load float, ptr %1958, align 4
  %1960 = fmul float %1956, %1959
  %1961 = fmul float %1960, 0.000000e+00
  %1962 = sext i32 %i387 to i64
  %1963 = mul nsw i64 %1962, 512
  %1964 = add i32 %tl_hi17, %j7398
  %1965 = sext i32 %1964 to i64
  %1966 = add nsw i64 %1963, %1965
  %1967 = getelementptr inbounds float, ptr %X_f, i64 %1966
  store float %1961, ptr %1967, align 4
  %1968 = add nsw i32 %j7398, 1
  br label %for.cond395, !llvm.loop !92

for.end397:                                       ; preds = %for.cond395
  %1969 = add nsw i32 %i387, 1
  br label %for.cond384, !llvm.loop !93

if.then399:                                       ; preds = %for.end386
  br label %for.cond402

if.else400:                                       ; preds = %for.end386
  br label %for.cond413

if.end401:                                        ; preds = %for.end415, %for.end404
  %1970 = add nsw i32 %c346, 1
  br label %for.cond343, !llvm.loop !94

for.cond402:                                      ; preds = %if.end408, %if.then399
  %i7405 = phi i32 [ 0, %if.then399 ], [ %1990, %if.end408 ]
  %1971 = icmp slt i32 %i7405, 4
  br i1 %1971, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1972 = sext i32 %M to i64
  %1973 = sext i32 %N to i64
  %1974 = mul i64 %1972, %1973
  %1975 = icmp sge i64 %1974, 8388608
  br i1 %1975, label %if.then406, label %if.else407

for.end404:                                       ; preds = %for.cond402
  br label %if.end401

if.then406:                                       ; preds = %for.body403
  %1976 = mul i32 %bx, 4
  %1977 = add i32 %1976, %i7405
  %1978 = sext i32 %1977 to i64
  %1979 = sext i32 %N to i64
  %1980 = mul nsw i64 %1978, %1979
  %1981 = mul i32 %t, 512
  %1982 = add i32 %1981, 0
  %1983 = sext i32 %1982 to i64
  %1984 = add nsw i64 %1980, %1983
  %1985 = getelementptr inbounds float, ptr %Y, i64 %1984
  %1986 = sext i32 %i7405 to i64
  %1987 = mul nsw i64 %1986, 512
  %1988 = add nsw i64 %1987, 0
  %1989 = getelementptr inbounds float, ptr %X_f, i64 %1988
  call void @tilec_rt_stream(ptr %1985, ptr %1989, i64 2048)
  br label %if.end408

if.else407:                                       ; preds = %for.body403
  br label %for.cond409

if.end408:                                        ; preds = %for.end411, %if.then406
  %1990 = add nsw i32 %i7405, 1
  br label %for.cond402, !llvm.loop !95

for.cond409:                                      ; preds = %for.body410, %if.else407
  %j2412 = phi i32 [ 0, %if.else407 ], [ %2008, %for.body410 ]
  %1991 = icmp slt i32 %j2412, 512
  br i1 %1991, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1992 = sext i32 %i7405 to i64
  %1993 = mul nsw i64 %1992, 512
  %1994 = sext i32 %j2412 to i64
  %1995 = add nsw i64 %1993, %1994
  %1996 = getelementptr inbounds float, ptr %X_f, i64 %1995
  %1997 = load float, ptr %1996, align 4
  %1998 = mul i32 %bx, 4
  %1999 = add i32 %1998, %i7405
  %2000 = sext i32 %1999 to i64
  %2001 = sext i32 %N to i64
  %2002 = mul nsw i64 %2000, %2001
  %2003 = mul i32 %t, 512
  %2004 = add i32 %2003, %j2412
  %2005 = sext i32 %2004 to i64
  %2006 = add nsw i64 %2002, %2005
  %2007 = getelementptr inbounds float, ptr %Y, i64 %2006
  store float %1997, ptr %2007, align 4
  %2008 = add nsw i32 %j2412, 1
  br label %for.cond409, !llvm.loop !96

for.end411:                                       ; preds = %for.cond409
  br label %if.end408

for.cond413:                                      ; preds = %for.end419, %if.else400
  %i7416 = phi i32 [ 0, %if.else400 ], [ %2036, %for.end419 ]
  %2009 = icmp slt i32 %i7416, 4
  br i1 %2009, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond417

for.end415:                                       ; preds = %for.cond413
  br label %if.end401

for.cond417:                                      ; preds = %if.end423, %for.body414
  %j2420 = phi i32 [ 0, %for.body414 ], [ %2053, %if.end423 ]
  %2010 = icmp slt i32 %j2420, 512
  br i1 %2010, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %2011 = mul i32 %bx, 4
  %2012 = sext i32 %2011 to i64
  %2013 = sext i32 %i7416 to i64
  %2014 = add i64 %2012, %2013
  %2015 = icmp sle i64 0, %2014
  %2016 = mul i32 %bx, 4
  %2017 = sext i32 %2016 to i64
  %2018 = sext i32 %i7416 to i64
  %2019 = add i64 %2017, %2018
  %2020 = sext i32 %M to i64
  %2021 = icmp slt i64 %2019, %2020
  %2022 = and i1 %2015, %2021
  %2023 = mul i32 %t, 512
  %2024 = sext i32 %2023 to i64
  %2025 = sext i32 %j2420 to i64
  %2026 = add i64 %2024, %2025
  %2027 = icmp sle i64 0, %2026
  %2028 = mul i32 %t, 512
  %2029 = sext i32 %2028 to i64
  %2030 = sext i32 %j2420 to i64
  %2031 = add i64 %2029, %2030
  %2032 = sext i32 %N to i64
  %2033 = icmp slt i64 %2031, %2032
  %2034 = and i1 %2027, %2033
  %2035 = and i1 %2022, %2034
  br i1 %2035, label %if.then421, label %if.else422

for.end419:                                       ; preds = %for.cond417
  %2036 = add nsw i32 %i7416, 1
  br label %for.cond413, !llvm.loop !97

if.then421:                                       ; preds = %for.body418
  %2037 = sext i32 %i7416 to i64
  %2038 = mul nsw i64 %2037, 512
  %2039 = sext i32 %j2420 to i64
  %2040 = add nsw i64 %2038, %2039
  %2041 = getelementptr inbounds float, ptr %X_f, i64 %2040
  %2042 = load float, ptr %2041, align 4
  %2043 = mul i32 %bx, 4
  %2044 = add i32 %2043, %i7416
  %2045 = sext i32 %2044 to i64
  %2046 = sext i32 %N to i64
  %2047 = mul nsw i64 %2045, %2046
  %2048 = mul i32 %t, 512
  %2049 = add i32 %2048, %j2420
  %2050 = sext i32 %2049 to i64
  %2051 = add nsw i64 %2047, %2050
  %2052 = getelementptr inbounds float, ptr %Y, i64 %2051
  store float %2042, ptr %2052, align 4
  br label %if.end423

if.else422:                                       ; preds = %for.body418
  br label %if.end423

if.end423:                                        ; preds = %if.else422, %if.then421
  %2053 = add nsw i32 %j2420, 1
  br label %for.cond417, !llvm.loop !98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, ptr %self) #4 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

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
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
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
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
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
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !64}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !64}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !64}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !64}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !64}
!98 = distinct !{!98, !1}
