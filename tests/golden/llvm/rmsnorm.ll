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
  br i1 %1, label %if.then64, label %if.else65

if.end:                                           ; preds = %if.end66, %for.end56
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

for.cond18:                                       ; preds = %for.end52, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %252, %for.end52 ]
  %143 = icmp slt i32 %i1, 32
  br i1 %143, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond54

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
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %if.end33
  %lane37 = phi i32 [ 0, %if.end33 ], [ %193, %for.body35 ]
  %182 = icmp slt i32 %lane37, 16
  br i1 %182, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %183 = sext i32 %lane37 to i64
  %184 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = add i32 %lane37, 16
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = fadd float %185, %189
  %191 = sext i32 %lane37 to i64
  %192 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %191
  store float %190, ptr %192, align 4
  %193 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  br label %for.cond38

for.cond38:                                       ; preds = %for.body39, %for.end36
  %lane41 = phi i32 [ 0, %for.end36 ], [ %205, %for.body39 ]
  %194 = icmp slt i32 %lane41, 8
  br i1 %194, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %195 = sext i32 %lane41 to i64
  %196 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %195
  %197 = load float, ptr %196, align 4
  %198 = add i32 %lane41, 8
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = fadd float %197, %201
  %203 = sext i32 %lane41 to i64
  %204 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %203
  store float %202, ptr %204, align 4
  %205 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !11

for.end40:                                        ; preds = %for.cond38
  br label %for.cond42

for.cond42:                                       ; preds = %for.body43, %for.end40
  %lane45 = phi i32 [ 0, %for.end40 ], [ %217, %for.body43 ]
  %206 = icmp slt i32 %lane45, 4
  br i1 %206, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %207 = sext i32 %lane45 to i64
  %208 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = add i32 %lane45, 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = fadd float %209, %213
  %215 = sext i32 %lane45 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %215
  store float %214, ptr %216, align 4
  %217 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !12

for.end44:                                        ; preds = %for.cond42
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end44
  %lane49 = phi i32 [ 0, %for.end44 ], [ %229, %for.body47 ]
  %218 = icmp slt i32 %lane49, 2
  br i1 %218, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %219 = sext i32 %lane49 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = add i32 %lane49, 2
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %223
  %225 = load float, ptr %224, align 4
  %226 = fadd float %221, %225
  %227 = sext i32 %lane49 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %227
  store float %226, ptr %228, align 4
  %229 = add nsw i32 %lane49, 1
  br label %for.cond46, !llvm.loop !13

for.end48:                                        ; preds = %for.cond46
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end48
  %lane53 = phi i32 [ 0, %for.end48 ], [ %241, %for.body51 ]
  %230 = icmp slt i32 %lane53, 1
  br i1 %230, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %231 = sext i32 %lane53 to i64
  %232 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = add i32 %lane53, 1
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = fadd float %233, %237
  %239 = sext i32 %lane53 to i64
  %240 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %239
  store float %238, ptr %240, align 4
  %241 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !14

for.end52:                                        ; preds = %for.cond50
  %242 = sext i32 %i1 to i64
  %243 = getelementptr inbounds float, ptr %ss_s, i64 %242
  store float 0.000000e+00, ptr %243, align 4
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %ss_s, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %248 = load float, ptr %247, align 4
  %249 = fadd float %246, %248
  %250 = sext i32 %i1 to i64
  %251 = getelementptr inbounds float, ptr %ss_s, i64 %250
  store float %249, ptr %251, align 4
  %252 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !15

for.cond54:                                       ; preds = %if.end60, %for.end20
  %i57 = phi i32 [ 0, %for.end20 ], [ %278, %if.end60 ]
  %253 = icmp slt i32 %i57, 32
  br i1 %253, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %254 = sext i32 %N to i64
  %255 = icmp slt i64 %254, 0
  %256 = sext i32 %N to i64
  %257 = icmp sgt i64 %256, 256
  %258 = sext i32 %N to i64
  %259 = select i1 %257, i64 256, i64 %258
  %260 = select i1 %255, i64 0, i64 %259
  %261 = icmp slt i64 %260, 0
  %262 = sext i32 %N to i64
  %263 = icmp slt i64 %262, 0
  %264 = sext i32 %N to i64
  %265 = icmp sgt i64 %264, 256
  %266 = sext i32 %N to i64
  %267 = select i1 %265, i64 256, i64 %266
  %268 = select i1 %263, i64 0, i64 %267
  %269 = select i1 %261, i64 0, i64 %268
  %tl_hi3 = trunc i64 %269 to i32
  %270 = mul i32 %bx, 32
  %271 = add i32 %270, %i57
  %272 = icmp sle i32 0, %271
  %273 = mul i32 %bx, 32
  %274 = add i32 %273, %i57
  %275 = icmp slt i32 %274, %M
  %276 = and i1 %272, %275
  br i1 %276, label %if.then58, label %if.else59

for.end56:                                        ; preds = %for.cond54
  br label %if.end

if.then58:                                        ; preds = %for.body55
  %277 = sub i32 %tl_hi3, 0
  br label %for.cond61

if.else59:                                        ; preds = %for.body55
  br label %if.end60

if.end60:                                         ; preds = %if.else59, %for.end63
  %278 = add nsw i32 %i57, 1
  br label %for.cond54, !llvm.loop !16

for.cond61:                                       ; preds = %for.body62, %if.then58
  %j4 = phi i32 [ 0, %if.then58 ], [ %315, %for.body62 ]
  %279 = icmp slt i32 %j4, %277
  br i1 %279, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %280 = mul i32 %bx, 32
  %281 = add i32 %280, %i57
  %282 = sext i32 %281 to i64
  %283 = sext i32 %N to i64
  %284 = mul nsw i64 %282, %283
  %285 = add i32 0, %j4
  %286 = sext i32 %285 to i64
  %287 = add nsw i64 %284, %286
  %288 = getelementptr inbounds float, ptr %X, i64 %287
  %289 = load float, ptr %288, align 4
  %290 = sext i32 %i57 to i64
  %291 = getelementptr inbounds float, ptr %ss_s, i64 %290
  %292 = load float, ptr %291, align 4
  %293 = sitofp i32 %N to float
  %294 = fdiv float %292, %293
  %295 = fadd float %294, 0x3EB0C6F7A0000000
  %296 = fpext float %295 to double
  %297 = call double @llvm.sqrt.f64(double %296)
  %298 = fdiv double 1.000000e+00, %297
  %299 = fptrunc double %298 to float
  %300 = fmul float %289, %299
  %301 = add i32 0, %j4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr %W, i64 %302
  %304 = load float, ptr %303, align 4
  %305 = fmul float %300, %304
  %306 = mul i32 %bx, 32
  %307 = add i32 %306, %i57
  %308 = sext i32 %307 to i64
  %309 = sext i32 %N to i64
  %310 = mul nsw i64 %308, %309
  %311 = add i32 0, %j4
  %312 = sext i32 %311 to i64
  %313 = add nsw i64 %310, %312
  %314 = getelementptr inbounds float, ptr %Y, i64 %313
  store float %305, ptr %314, align 4
  %315 = add nsw i32 %j4, 1
  br label %for.cond61, !llvm.loop !17

for.end63:                                        ; preds = %for.cond61
  br label %if.end60

if.then64:                                        ; preds = %if.else
  br label %for.cond67

if.else65:                                        ; preds = %if.else
  %316 = icmp sle i32 %N, 4096
  br i1 %316, label %if.then135, label %if.else136

if.end66:                                         ; preds = %if.end137, %for.end127
  br label %if.end

for.cond67:                                       ; preds = %for.end87, %if.then64
  %i70 = phi i32 [ 0, %if.then64 ], [ %457, %for.end87 ]
  %317 = icmp slt i32 %i70, 4
  br i1 %317, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %318 = sext i32 %N to i64
  %319 = icmp slt i64 %318, 0
  %320 = sext i32 %N to i64
  %321 = icmp sgt i64 %320, 512
  %322 = sext i32 %N to i64
  %323 = select i1 %321, i64 512, i64 %322
  %324 = select i1 %319, i64 0, i64 %323
  %325 = icmp slt i64 %324, 0
  %326 = sext i32 %N to i64
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %N to i64
  %329 = icmp sgt i64 %328, 512
  %330 = sext i32 %N to i64
  %331 = select i1 %329, i64 512, i64 %330
  %332 = select i1 %327, i64 0, i64 %331
  %333 = select i1 %325, i64 0, i64 %332
  %tl_hi5 = trunc i64 %333 to i32
  br label %for.cond71

for.end69:                                        ; preds = %for.cond67
  %334 = sext i32 %N to i64
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %N to i64
  %337 = icmp sgt i64 %336, 512
  %338 = sext i32 %N to i64
  %339 = select i1 %337, i64 512, i64 %338
  %340 = select i1 %335, i64 0, i64 %339
  %341 = icmp slt i64 %340, 0
  %342 = sext i32 %N to i64
  %343 = icmp slt i64 %342, 0
  %344 = sext i32 %N to i64
  %345 = icmp sgt i64 %344, 512
  %346 = sext i32 %N to i64
  %347 = select i1 %345, i64 512, i64 %346
  %348 = select i1 %343, i64 0, i64 %347
  %349 = select i1 %341, i64 0, i64 %348
  %350 = trunc i64 %349 to i32
  %351 = icmp slt i32 %350, 0
  %352 = sext i32 %N to i64
  %353 = icmp slt i64 %352, 0
  %354 = sext i32 %N to i64
  %355 = icmp sgt i64 %354, 512
  %356 = sext i32 %N to i64
  %357 = select i1 %355, i64 512, i64 %356
  %358 = select i1 %353, i64 0, i64 %357
  %359 = icmp slt i64 %358, 0
  %360 = sext i32 %N to i64
  %361 = icmp slt i64 %360, 0
  %362 = sext i32 %N to i64
  %363 = icmp sgt i64 %362, 512
  %364 = sext i32 %N to i64
  %365 = select i1 %363, i64 512, i64 %364
  %366 = select i1 %361, i64 0, i64 %365
  %367 = select i1 %359, i64 0, i64 %366
  %368 = trunc i64 %367 to i32
  %369 = icmp sgt i32 %368, 512
  %370 = sext i32 %N to i64
  %371 = icmp slt i64 %370, 0
  %372 = sext i32 %N to i64
  %373 = icmp sgt i64 %372, 512
  %374 = sext i32 %N to i64
  %375 = select i1 %373, i64 512, i64 %374
  %376 = select i1 %371, i64 0, i64 %375
  %377 = icmp slt i64 %376, 0
  %378 = sext i32 %N to i64
  %379 = icmp slt i64 %378, 0
  %380 = sext i32 %N to i64
  %381 = icmp sgt i64 %380, 512
  %382 = sext i32 %N to i64
  %383 = select i1 %381, i64 512, i64 %382
  %384 = select i1 %379, i64 0, i64 %383
  %385 = select i1 %377, i64 0, i64 %384
  %386 = trunc i64 %385 to i32
  %387 = select i1 %369, i32 512, i32 %386
  %388 = select i1 %351, i32 0, i32 %387
  %389 = add i32 %388, 31
  %390 = sdiv i32 %389, 32
  %391 = sub i32 0, %389
  %392 = select i1 false, i32 %391, i32 %390
  br label %for.cond89

for.cond71:                                       ; preds = %for.body72, %for.body68
  %j74 = phi i32 [ 0, %for.body68 ], [ %401, %for.body72 ]
  %393 = icmp slt i32 %j74, 0
  br i1 %393, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %394 = icmp slt i32 %j74, %N
  %395 = select i1 %394, float 0.000000e+00, float 0.000000e+00
  %396 = sext i32 %i70 to i64
  %397 = mul nsw i64 %396, 512
  %398 = sext i32 %j74 to i64
  %399 = add nsw i64 %397, %398
  %400 = getelementptr inbounds float, ptr %sq, i64 %399
  store float %395, ptr %400, align 4
  %401 = add nsw i32 %j74, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  %402 = mul i32 %bx, 4
  %403 = add i32 %402, %i70
  %404 = icmp sle i32 0, %403
  %405 = mul i32 %bx, 4
  %406 = add i32 %405, %i70
  %407 = icmp slt i32 %406, %M
  %408 = and i1 %404, %407
  br i1 %408, label %if.then75, label %if.else76

if.then75:                                        ; preds = %for.end73
  %409 = sub i32 %tl_hi5, 0
  br label %for.cond78

if.else76:                                        ; preds = %for.end73
  %410 = sub i32 %tl_hi5, 0
  br label %for.cond81

if.end77:                                         ; preds = %for.end83, %for.end80
  %411 = sub i32 512, %tl_hi5
  br label %for.cond85

for.cond78:                                       ; preds = %for.body79, %if.then75
  %j5 = phi i32 [ 0, %if.then75 ], [ %440, %for.body79 ]
  %412 = icmp slt i32 %j5, %409
  br i1 %412, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %413 = mul i32 %bx, 4
  %414 = add i32 %413, %i70
  %415 = sext i32 %414 to i64
  %416 = sext i32 %N to i64
  %417 = mul nsw i64 %415, %416
  %418 = add i32 0, %j5
  %419 = sext i32 %418 to i64
  %420 = add nsw i64 %417, %419
  %421 = getelementptr inbounds float, ptr %X, i64 %420
  %422 = load float, ptr %421, align 4
  %423 = mul i32 %bx, 4
  %424 = add i32 %423, %i70
  %425 = sext i32 %424 to i64
  %426 = sext i32 %N to i64
  %427 = mul nsw i64 %425, %426
  %428 = add i32 0, %j5
  %429 = sext i32 %428 to i64
  %430 = add nsw i64 %427, %429
  %431 = getelementptr inbounds float, ptr %X, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = fmul float %422, %432
  %434 = sext i32 %i70 to i64
  %435 = mul nsw i64 %434, 512
  %436 = add i32 0, %j5
  %437 = sext i32 %436 to i64
  %438 = add nsw i64 %435, %437
  %439 = getelementptr inbounds float, ptr %sq, i64 %438
  store float %433, ptr %439, align 4
  %440 = add nsw i32 %j5, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  br label %if.end77

for.cond81:                                       ; preds = %for.body82, %if.else76
  %j584 = phi i32 [ 0, %if.else76 ], [ %448, %for.body82 ]
  %441 = icmp slt i32 %j584, %410
  br i1 %441, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %442 = sext i32 %i70 to i64
  %443 = mul nsw i64 %442, 512
  %444 = add i32 0, %j584
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %443, %445
  %447 = getelementptr inbounds float, ptr %sq, i64 %446
  store float 0.000000e+00, ptr %447, align 4
  %448 = add nsw i32 %j584, 1
  br label %for.cond81, !llvm.loop !20

for.end83:                                        ; preds = %for.cond81
  br label %if.end77

for.cond85:                                       ; preds = %for.body86, %if.end77
  %j588 = phi i32 [ 0, %if.end77 ], [ %456, %for.body86 ]
  %449 = icmp slt i32 %j588, %411
  br i1 %449, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %450 = sext i32 %i70 to i64
  %451 = mul nsw i64 %450, 512
  %452 = add i32 %tl_hi5, %j588
  %453 = sext i32 %452 to i64
  %454 = add nsw i64 %451, %453
  %455 = getelementptr inbounds float, ptr %sq, i64 %454
  store float 0.000000e+00, ptr %455, align 4
  %456 = add nsw i32 %j588, 1
  br label %for.cond85, !llvm.loop !21

for.end87:                                        ; preds = %for.cond85
  %457 = add nsw i32 %i70, 1
  br label %for.cond67, !llvm.loop !22

for.cond89:                                       ; preds = %for.end123, %for.end69
  %i2 = phi i32 [ 0, %for.end69 ], [ %567, %for.end123 ]
  %458 = icmp slt i32 %i2, 4
  br i1 %458, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond92

for.end91:                                        ; preds = %for.cond89
  br label %for.cond125

for.cond92:                                       ; preds = %for.body93, %for.body90
  %lane1 = phi i32 [ 0, %for.body90 ], [ %468, %for.body93 ]
  %459 = icmp slt i32 %lane1, 32
  br i1 %459, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %460 = sext i32 %i2 to i64
  %461 = mul nsw i64 %460, 512
  %462 = sext i32 %lane1 to i64
  %463 = add nsw i64 %461, %462
  %464 = getelementptr inbounds float, ptr %sq, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = sext i32 %lane1 to i64
  %467 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %466
  store float %465, ptr %467, align 4
  %468 = add nsw i32 %lane1, 1
  br label %for.cond92, !llvm.loop !23

for.end94:                                        ; preds = %for.cond92
  %469 = sub i32 %392, 1
  %470 = icmp slt i32 %469, 0
  %471 = sub i32 %392, 1
  %472 = select i1 %470, i32 0, i32 %471
  %tl_steps3 = select i1 true, i32 %472, i32 15
  br label %for.cond95

for.cond95:                                       ; preds = %for.end100, %for.end94
  %red1 = phi i32 [ 0, %for.end94 ], [ %492, %for.end100 ]
  %473 = icmp slt i32 %red1, %tl_steps3
  br i1 %473, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  %474 = icmp slt i32 %tl_steps3, 15
  br i1 %474, label %if.then102, label %if.else103

for.cond98:                                       ; preds = %for.body99, %for.body96
  %lane1101 = phi i32 [ 0, %for.body96 ], [ %491, %for.body99 ]
  %475 = icmp slt i32 %lane1101, 32
  br i1 %475, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %476 = sext i32 %lane1101 to i64
  %477 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = sext i32 %i2 to i64
  %480 = mul nsw i64 %479, 512
  %481 = add i32 %red1, 1
  %482 = mul i32 %481, 32
  %483 = add i32 %482, %lane1101
  %484 = sext i32 %483 to i64
  %485 = add nsw i64 %480, %484
  %486 = getelementptr inbounds float, ptr %sq, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fadd float %478, %487
  %489 = sext i32 %lane1101 to i64
  %490 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %489
  store float %488, ptr %490, align 4
  %491 = add nsw i32 %lane1101, 1
  br label %for.cond98, !llvm.loop !24

for.end100:                                       ; preds = %for.cond98
  %492 = add nsw i32 %red1, 1
  br label %for.cond95, !llvm.loop !25

if.then102:                                       ; preds = %for.end97
  %493 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %494 = load float, ptr %493, align 4
  %495 = fadd float %494, 0.000000e+00
  %496 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %495, ptr %496, align 4
  br label %if.end104

if.else103:                                       ; preds = %for.end97
  br label %if.end104

if.end104:                                        ; preds = %if.else103, %if.then102
  br label %for.cond105

for.cond105:                                      ; preds = %for.body106, %if.end104
  %lane1108 = phi i32 [ 0, %if.end104 ], [ %508, %for.body106 ]
  %497 = icmp slt i32 %lane1108, 16
  br i1 %497, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %498 = sext i32 %lane1108 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = add i32 %lane1108, 16
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = fadd float %500, %504
  %506 = sext i32 %lane1108 to i64
  %507 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %506
  store float %505, ptr %507, align 4
  %508 = add nsw i32 %lane1108, 1
  br label %for.cond105, !llvm.loop !26

for.end107:                                       ; preds = %for.cond105
  br label %for.cond109

for.cond109:                                      ; preds = %for.body110, %for.end107
  %lane1112 = phi i32 [ 0, %for.end107 ], [ %520, %for.body110 ]
  %509 = icmp slt i32 %lane1112, 8
  br i1 %509, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %510 = sext i32 %lane1112 to i64
  %511 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = add i32 %lane1112, 8
  %514 = sext i32 %513 to i64
  %515 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %514
  %516 = load float, ptr %515, align 4
  %517 = fadd float %512, %516
  %518 = sext i32 %lane1112 to i64
  %519 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %518
  store float %517, ptr %519, align 4
  %520 = add nsw i32 %lane1112, 1
  br label %for.cond109, !llvm.loop !27

for.end111:                                       ; preds = %for.cond109
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end111
  %lane1116 = phi i32 [ 0, %for.end111 ], [ %532, %for.body114 ]
  %521 = icmp slt i32 %lane1116, 4
  br i1 %521, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %522 = sext i32 %lane1116 to i64
  %523 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %522
  %524 = load float, ptr %523, align 4
  %525 = add i32 %lane1116, 4
  %526 = sext i32 %525 to i64
  %527 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = fadd float %524, %528
  %530 = sext i32 %lane1116 to i64
  %531 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %530
  store float %529, ptr %531, align 4
  %532 = add nsw i32 %lane1116, 1
  br label %for.cond113, !llvm.loop !28

for.end115:                                       ; preds = %for.cond113
  br label %for.cond117

for.cond117:                                      ; preds = %for.body118, %for.end115
  %lane1120 = phi i32 [ 0, %for.end115 ], [ %544, %for.body118 ]
  %533 = icmp slt i32 %lane1120, 2
  br i1 %533, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %534 = sext i32 %lane1120 to i64
  %535 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %534
  %536 = load float, ptr %535, align 4
  %537 = add i32 %lane1120, 2
  %538 = sext i32 %537 to i64
  %539 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = fadd float %536, %540
  %542 = sext i32 %lane1120 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %542
  store float %541, ptr %543, align 4
  %544 = add nsw i32 %lane1120, 1
  br label %for.cond117, !llvm.loop !29

for.end119:                                       ; preds = %for.cond117
  br label %for.cond121

for.cond121:                                      ; preds = %for.body122, %for.end119
  %lane1124 = phi i32 [ 0, %for.end119 ], [ %556, %for.body122 ]
  %545 = icmp slt i32 %lane1124, 1
  br i1 %545, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %546 = sext i32 %lane1124 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = add i32 %lane1124, 1
  %550 = sext i32 %549 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = fadd float %548, %552
  %554 = sext i32 %lane1124 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %554
  store float %553, ptr %555, align 4
  %556 = add nsw i32 %lane1124, 1
  br label %for.cond121, !llvm.loop !30

for.end123:                                       ; preds = %for.cond121
  %557 = sext i32 %i2 to i64
  %558 = getelementptr inbounds float, ptr %ss, i64 %557
  store float 0.000000e+00, ptr %558, align 4
  %559 = sext i32 %i2 to i64
  %560 = getelementptr inbounds float, ptr %ss, i64 %559
  %561 = load float, ptr %560, align 4
  %562 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %563 = load float, ptr %562, align 4
  %564 = fadd float %561, %563
  %565 = sext i32 %i2 to i64
  %566 = getelementptr inbounds float, ptr %ss, i64 %565
  store float %564, ptr %566, align 4
  %567 = add nsw i32 %i2, 1
  br label %for.cond89, !llvm.loop !31

for.cond125:                                      ; preds = %if.end131, %for.end91
  %i128 = phi i32 [ 0, %for.end91 ], [ %593, %if.end131 ]
  %568 = icmp slt i32 %i128, 4
  br i1 %568, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %569 = sext i32 %N to i64
  %570 = icmp slt i64 %569, 0
  %571 = sext i32 %N to i64
  %572 = icmp sgt i64 %571, 512
  %573 = sext i32 %N to i64
  %574 = select i1 %572, i64 512, i64 %573
  %575 = select i1 %570, i64 0, i64 %574
  %576 = icmp slt i64 %575, 0
  %577 = sext i32 %N to i64
  %578 = icmp slt i64 %577, 0
  %579 = sext i32 %N to i64
  %580 = icmp sgt i64 %579, 512
  %581 = sext i32 %N to i64
  %582 = select i1 %580, i64 512, i64 %581
  %583 = select i1 %578, i64 0, i64 %582
  %584 = select i1 %576, i64 0, i64 %583
  %tl_hi7 = trunc i64 %584 to i32
  %585 = mul i32 %bx, 4
  %586 = add i32 %585, %i128
  %587 = icmp sle i32 0, %586
  %588 = mul i32 %bx, 4
  %589 = add i32 %588, %i128
  %590 = icmp slt i32 %589, %M
  %591 = and i1 %587, %590
  br i1 %591, label %if.then129, label %if.else130

for.end127:                                       ; preds = %for.cond125
  br label %if.end66

if.then129:                                       ; preds = %for.body126
  %592 = sub i32 %tl_hi7, 0
  br label %for.cond132

if.else130:                                       ; preds = %for.body126
  br label %if.end131

if.end131:                                        ; preds = %if.else130, %for.end134
  %593 = add nsw i32 %i128, 1
  br label %for.cond125, !llvm.loop !32

for.cond132:                                      ; preds = %for.body133, %if.then129
  %j6 = phi i32 [ 0, %if.then129 ], [ %630, %for.body133 ]
  %594 = icmp slt i32 %j6, %592
  br i1 %594, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %595 = mul i32 %bx, 4
  %596 = add i32 %595, %i128
  %597 = sext i32 %596 to i64
  %598 = sext i32 %N to i64
  %599 = mul nsw i64 %597, %598
  %600 = add i32 0, %j6
  %601 = sext i32 %600 to i64
  %602 = add nsw i64 %599, %601
  %603 = getelementptr inbounds float, ptr %X, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = sext i32 %i128 to i64
  %606 = getelementptr inbounds float, ptr %ss, i64 %605
  %607 = load float, ptr %606, align 4
  %608 = sitofp i32 %N to float
  %609 = fdiv float %607, %608
  %610 = fadd float %609, 0x3EB0C6F7A0000000
  %611 = fpext float %610 to double
  %612 = call double @llvm.sqrt.f64(double %611)
  %613 = fdiv double 1.000000e+00, %612
  %614 = fptrunc double %613 to float
  %615 = fmul float %604, %614
  %616 = add i32 0, %j6
  %617 = sext i32 %616 to i64
  %618 = getelementptr inbounds float, ptr %W, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = fmul float %615, %619
  %621 = mul i32 %bx, 4
  %622 = add i32 %621, %i128
  %623 = sext i32 %622 to i64
  %624 = sext i32 %N to i64
  %625 = mul nsw i64 %623, %624
  %626 = add i32 0, %j6
  %627 = sext i32 %626 to i64
  %628 = add nsw i64 %625, %627
  %629 = getelementptr inbounds float, ptr %Y, i64 %628
  store float %620, ptr %629, align 4
  %630 = add nsw i32 %j6, 1
  br label %for.cond132, !llvm.loop !33

for.end134:                                       ; preds = %for.cond132
  br label %if.end131

if.then135:                                       ; preds = %if.else65
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %631 = sext i32 %N to i64
  %632 = icmp slt i64 %631, 0
  %633 = sext i32 %N to i64
  %634 = icmp sgt i64 %633, 4096
  %635 = sext i32 %N to i64
  %636 = select i1 %634, i64 4096, i64 %635
  %637 = select i1 %632, i64 0, i64 %636
  %638 = icmp slt i64 %637, 0
  %639 = sext i32 %N to i64
  %640 = icmp slt i64 %639, 0
  %641 = sext i32 %N to i64
  %642 = icmp sgt i64 %641, 4096
  %643 = sext i32 %N to i64
  %644 = select i1 %642, i64 4096, i64 %643
  %645 = select i1 %640, i64 0, i64 %644
  %646 = select i1 %638, i64 0, i64 %645
  %647 = trunc i64 %646 to i32
  %648 = icmp slt i32 %647, 0
  %649 = sext i32 %N to i64
  %650 = icmp slt i64 %649, 0
  %651 = sext i32 %N to i64
  %652 = icmp sgt i64 %651, 4096
  %653 = sext i32 %N to i64
  %654 = select i1 %652, i64 4096, i64 %653
  %655 = select i1 %650, i64 0, i64 %654
  %656 = icmp slt i64 %655, 0
  %657 = sext i32 %N to i64
  %658 = icmp slt i64 %657, 0
  %659 = sext i32 %N to i64
  %660 = icmp sgt i64 %659, 4096
  %661 = sext i32 %N to i64
  %662 = select i1 %660, i64 4096, i64 %661
  %663 = select i1 %658, i64 0, i64 %662
  %664 = select i1 %656, i64 0, i64 %663
  %665 = trunc i64 %664 to i32
  %666 = icmp sgt i32 %665, 4096
  %667 = sext i32 %N to i64
  %668 = icmp slt i64 %667, 0
  %669 = sext i32 %N to i64
  %670 = icmp sgt i64 %669, 4096
  %671 = sext i32 %N to i64
  %672 = select i1 %670, i64 4096, i64 %671
  %673 = select i1 %668, i64 0, i64 %672
  %674 = icmp slt i64 %673, 0
  %675 = sext i32 %N to i64
  %676 = icmp slt i64 %675, 0
  %677 = sext i32 %N to i64
  %678 = icmp sgt i64 %677, 4096
  %679 = sext i32 %N to i64
  %680 = select i1 %678, i64 4096, i64 %679
  %681 = select i1 %676, i64 0, i64 %680
  %682 = select i1 %674, i64 0, i64 %681
  %683 = trunc i64 %682 to i32
  %684 = select i1 %666, i32 4096, i32 %683
  %685 = select i1 %648, i32 0, i32 %684
  %686 = add i32 %685, 31
  %687 = sdiv i32 %686, 32
  %688 = sub i32 0, %686
  %689 = select i1 false, i32 %688, i32 %687
  br label %for.cond138

if.else136:                                       ; preds = %if.else65
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond220

if.end137:                                        ; preds = %for.end311, %for.end140
  br label %if.end66

for.cond138:                                      ; preds = %for.end212, %if.then135
  %r = phi i32 [ 0, %if.then135 ], [ %1043, %for.end212 ]
  %690 = icmp slt i32 %r, 4
  br i1 %690, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  br label %for.cond141

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond141:                                      ; preds = %if.end151, %for.body139
  %i144 = phi i32 [ 0, %for.body139 ], [ %728, %if.end151 ]
  %691 = icmp slt i32 %i144, 1
  br i1 %691, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
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
  %tl_hi9 = trunc i64 %707 to i32
  br label %for.cond145

for.end143:                                       ; preds = %for.cond141
  br label %for.cond159

for.cond145:                                      ; preds = %for.body146, %for.body142
  %j148 = phi i32 [ 0, %for.body142 ], [ %716, %for.body146 ]
  %708 = icmp slt i32 %j148, 0
  br i1 %708, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %709 = icmp slt i32 %j148, %N
  %710 = select i1 %709, float 0.000000e+00, float 0.000000e+00
  %711 = sext i32 %i144 to i64
  %712 = mul nsw i64 %711, 4096
  %713 = sext i32 %j148 to i64
  %714 = add nsw i64 %712, %713
  %715 = getelementptr inbounds float, ptr %sq_r, i64 %714
  store float %710, ptr %715, align 4
  %716 = add nsw i32 %j148, 1
  br label %for.cond145, !llvm.loop !34

for.end147:                                       ; preds = %for.cond145
  %717 = mul i32 %bx, 4
  %718 = add i32 %717, %r
  %719 = add i32 %718, %i144
  %720 = icmp sle i32 0, %719
  %721 = mul i32 %bx, 4
  %722 = add i32 %721, %r
  %723 = add i32 %722, %i144
  %724 = icmp slt i32 %723, %M
  %725 = and i1 %720, %724
  br i1 %725, label %if.then149, label %if.else150

if.then149:                                       ; preds = %for.end147
  %726 = sub i32 %tl_hi9, 0
  br label %for.cond152

if.else150:                                       ; preds = %for.end147
  %727 = sub i32 %tl_hi9, 0
  br label %for.cond155

if.end151:                                        ; preds = %for.end157, %for.end154
  %728 = add nsw i32 %i144, 1
  br label %for.cond141, !llvm.loop !35

for.cond152:                                      ; preds = %for.body153, %if.then149
  %j7 = phi i32 [ 0, %if.then149 ], [ %759, %for.body153 ]
  %729 = icmp slt i32 %j7, %726
  br i1 %729, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %730 = mul i32 %bx, 4
  %731 = add i32 %730, %r
  %732 = add i32 %731, %i144
  %733 = sext i32 %732 to i64
  %734 = sext i32 %N to i64
  %735 = mul nsw i64 %733, %734
  %736 = add i32 0, %j7
  %737 = sext i32 %736 to i64
  %738 = add nsw i64 %735, %737
  %739 = getelementptr inbounds float, ptr %X, i64 %738
  %740 = load float, ptr %739, align 4
  %741 = mul i32 %bx, 4
  %742 = add i32 %741, %r
  %743 = add i32 %742, %i144
  %744 = sext i32 %743 to i64
  %745 = sext i32 %N to i64
  %746 = mul nsw i64 %744, %745
  %747 = add i32 0, %j7
  %748 = sext i32 %747 to i64
  %749 = add nsw i64 %746, %748
  %750 = getelementptr inbounds float, ptr %X, i64 %749
  %751 = load float, ptr %750, align 4
  %752 = fmul float %740, %751
  %753 = sext i32 %i144 to i64
  %754 = mul nsw i64 %753, 4096
  %755 = add i32 0, %j7
  %756 = sext i32 %755 to i64
  %757 = add nsw i64 %754, %756
  %758 = getelementptr inbounds float, ptr %sq_r, i64 %757
  store float %752, ptr %758, align 4
  %759 = add nsw i32 %j7, 1
  br label %for.cond152, !llvm.loop !36

for.end154:                                       ; preds = %for.cond152
  br label %if.end151

for.cond155:                                      ; preds = %for.body156, %if.else150
  %j7158 = phi i32 [ 0, %if.else150 ], [ %767, %for.body156 ]
  %760 = icmp slt i32 %j7158, %727
  br i1 %760, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %761 = sext i32 %i144 to i64
  %762 = mul nsw i64 %761, 4096
  %763 = add i32 0, %j7158
  %764 = sext i32 %763 to i64
  %765 = add nsw i64 %762, %764
  %766 = getelementptr inbounds float, ptr %sq_r, i64 %765
  store float 0.000000e+00, ptr %766, align 4
  %767 = add nsw i32 %j7158, 1
  br label %for.cond155, !llvm.loop !37

for.end157:                                       ; preds = %for.cond155
  br label %if.end151

for.cond159:                                      ; preds = %for.end208, %for.end143
  %i3 = phi i32 [ 0, %for.end143 ], [ %1016, %for.end208 ]
  %768 = icmp slt i32 %i3, 1
  br i1 %768, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond162

for.end161:                                       ; preds = %for.cond159
  br label %for.cond210

for.cond162:                                      ; preds = %for.end167, %for.body160
  %tl_r4 = phi i32 [ 0, %for.body160 ], [ %842, %for.end167 ]
  %769 = icmp slt i32 %tl_r4, 1
  br i1 %769, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %770 = sext i32 %N to i64
  %771 = icmp slt i64 %770, 0
  %772 = sext i32 %N to i64
  %773 = icmp sgt i64 %772, 4096
  %774 = sext i32 %N to i64
  %775 = select i1 %773, i64 4096, i64 %774
  %776 = select i1 %771, i64 0, i64 %775
  %777 = icmp slt i64 %776, 0
  %778 = sext i32 %N to i64
  %779 = icmp slt i64 %778, 0
  %780 = sext i32 %N to i64
  %781 = icmp sgt i64 %780, 4096
  %782 = sext i32 %N to i64
  %783 = select i1 %781, i64 4096, i64 %782
  %784 = select i1 %779, i64 0, i64 %783
  %785 = select i1 %777, i64 0, i64 %784
  %786 = trunc i64 %785 to i32
  %787 = icmp slt i32 %786, 0
  %788 = sext i32 %N to i64
  %789 = icmp slt i64 %788, 0
  %790 = sext i32 %N to i64
  %791 = icmp sgt i64 %790, 4096
  %792 = sext i32 %N to i64
  %793 = select i1 %791, i64 4096, i64 %792
  %794 = select i1 %789, i64 0, i64 %793
  %795 = icmp slt i64 %794, 0
  %796 = sext i32 %N to i64
  %797 = icmp slt i64 %796, 0
  %798 = sext i32 %N to i64
  %799 = icmp sgt i64 %798, 4096
  %800 = sext i32 %N to i64
  %801 = select i1 %799, i64 4096, i64 %800
  %802 = select i1 %797, i64 0, i64 %801
  %803 = select i1 %795, i64 0, i64 %802
  %804 = trunc i64 %803 to i32
  %805 = icmp sgt i32 %804, 4096
  %806 = sext i32 %N to i64
  %807 = icmp slt i64 %806, 0
  %808 = sext i32 %N to i64
  %809 = icmp sgt i64 %808, 4096
  %810 = sext i32 %N to i64
  %811 = select i1 %809, i64 4096, i64 %810
  %812 = select i1 %807, i64 0, i64 %811
  %813 = icmp slt i64 %812, 0
  %814 = sext i32 %N to i64
  %815 = icmp slt i64 %814, 0
  %816 = sext i32 %N to i64
  %817 = icmp sgt i64 %816, 4096
  %818 = sext i32 %N to i64
  %819 = select i1 %817, i64 4096, i64 %818
  %820 = select i1 %815, i64 0, i64 %819
  %821 = select i1 %813, i64 0, i64 %820
  %822 = trunc i64 %821 to i32
  %823 = select i1 %805, i32 4096, i32 %822
  %tl_pad_from5 = select i1 %787, i32 0, i32 %823
  %824 = mul i32 %689, 32
  %825 = icmp slt i32 %824, 32
  %826 = mul i32 %689, 32
  %827 = select i1 %825, i32 32, i32 %826
  %828 = icmp slt i32 %827, 4096
  %829 = mul i32 %689, 32
  %830 = icmp slt i32 %829, 32
  %831 = mul i32 %689, 32
  %832 = select i1 %830, i32 32, i32 %831
  %833 = select i1 %828, i32 %832, i32 4096
  %tl_pad_n7 = sub i32 %833, %tl_pad_from5
  br label %for.cond165

for.end164:                                       ; preds = %for.cond162
  br label %for.cond168

for.cond165:                                      ; preds = %for.body166, %for.body163
  %tl_pad_k8 = phi i32 [ 0, %for.body163 ], [ %841, %for.body166 ]
  %834 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %834, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %835 = sext i32 %tl_r4 to i64
  %836 = mul nsw i64 %835, 4096
  %837 = add i32 %tl_pad_from5, %tl_pad_k8
  %838 = sext i32 %837 to i64
  %839 = add nsw i64 %836, %838
  %840 = getelementptr inbounds float, ptr %sq_r, i64 %839
  store float 0.000000e+00, ptr %840, align 4
  %841 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond165, !llvm.loop !38

for.end167:                                       ; preds = %for.cond165
  %842 = add nsw i32 %tl_r4, 1
  br label %for.cond162, !llvm.loop !39

for.cond168:                                      ; preds = %for.body169, %for.end164
  %lane2 = phi i32 [ 0, %for.end164 ], [ %852, %for.body169 ]
  %843 = icmp slt i32 %lane2, 32
  br i1 %843, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %844 = sext i32 %i3 to i64
  %845 = mul nsw i64 %844, 4096
  %846 = sext i32 %lane2 to i64
  %847 = add nsw i64 %845, %846
  %848 = getelementptr inbounds float, ptr %sq_r, i64 %847
  %849 = load float, ptr %848, align 4
  %850 = sext i32 %lane2 to i64
  %851 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %850
  store float %849, ptr %851, align 4
  %852 = add nsw i32 %lane2, 1
  br label %for.cond168, !llvm.loop !40

for.end170:                                       ; preds = %for.cond168
  %853 = sub i32 %689, 1
  %854 = icmp slt i32 %853, 0
  %855 = sub i32 %689, 1
  %856 = select i1 %854, i32 0, i32 %855
  %tl_steps10 = select i1 true, i32 %856, i32 127
  %857 = icmp eq i32 %tl_steps10, 127
  br i1 %857, label %if.then171, label %if.else172

if.then171:                                       ; preds = %for.end170
  br label %for.cond174

if.else172:                                       ; preds = %for.end170
  br label %if.end173

if.end173:                                        ; preds = %if.else172, %for.end176
  br label %for.cond180

for.cond174:                                      ; preds = %for.end179, %if.then171
  %tl_r11 = phi i32 [ 0, %if.then171 ], [ %921, %for.end179 ]
  %858 = icmp slt i32 %tl_r11, 1
  br i1 %858, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %859 = sext i32 %N to i64
  %860 = icmp slt i64 %859, 0
  %861 = sext i32 %N to i64
  %862 = icmp sgt i64 %861, 4096
  %863 = sext i32 %N to i64
  %864 = select i1 %862, i64 4096, i64 %863
  %865 = select i1 %860, i64 0, i64 %864
  %866 = icmp slt i64 %865, 0
  %867 = sext i32 %N to i64
  %868 = icmp slt i64 %867, 0
  %869 = sext i32 %N to i64
  %870 = icmp sgt i64 %869, 4096
  %871 = sext i32 %N to i64
  %872 = select i1 %870, i64 4096, i64 %871
  %873 = select i1 %868, i64 0, i64 %872
  %874 = select i1 %866, i64 0, i64 %873
  %875 = trunc i64 %874 to i32
  %876 = icmp slt i32 %875, 0
  %877 = sext i32 %N to i64
  %878 = icmp slt i64 %877, 0
  %879 = sext i32 %N to i64
  %880 = icmp sgt i64 %879, 4096
  %881 = sext i32 %N to i64
  %882 = select i1 %880, i64 4096, i64 %881
  %883 = select i1 %878, i64 0, i64 %882
  %884 = icmp slt i64 %883, 0
  %885 = sext i32 %N to i64
  %886 = icmp slt i64 %885, 0
  %887 = sext i32 %N to i64
  %888 = icmp sgt i64 %887, 4096
  %889 = sext i32 %N to i64
  %890 = select i1 %888, i64 4096, i64 %889
  %891 = select i1 %886, i64 0, i64 %890
  %892 = select i1 %884, i64 0, i64 %891
  %893 = trunc i64 %892 to i32
  %894 = icmp sgt i32 %893, 4096
  %895 = sext i32 %N to i64
  %896 = icmp slt i64 %895, 0
  %897 = sext i32 %N to i64
  %898 = icmp sgt i64 %897, 4096
  %899 = sext i32 %N to i64
  %900 = select i1 %898, i64 4096, i64 %899
  %901 = select i1 %896, i64 0, i64 %900
  %902 = icmp slt i64 %901, 0
  %903 = sext i32 %N to i64
  %904 = icmp slt i64 %903, 0
  %905 = sext i32 %N to i64
  %906 = icmp sgt i64 %905, 4096
  %907 = sext i32 %N to i64
  %908 = select i1 %906, i64 4096, i64 %907
  %909 = select i1 %904, i64 0, i64 %908
  %910 = select i1 %902, i64 0, i64 %909
  %911 = trunc i64 %910 to i32
  %912 = select i1 %894, i32 4096, i32 %911
  %tl_pad_from12 = select i1 %876, i32 0, i32 %912
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond177

for.end176:                                       ; preds = %for.cond174
  br label %if.end173

for.cond177:                                      ; preds = %for.body178, %for.body175
  %tl_pad_k15 = phi i32 [ 0, %for.body175 ], [ %920, %for.body178 ]
  %913 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %913, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %914 = sext i32 %tl_r11 to i64
  %915 = mul nsw i64 %914, 4096
  %916 = add i32 %tl_pad_from12, %tl_pad_k15
  %917 = sext i32 %916 to i64
  %918 = add nsw i64 %915, %917
  %919 = getelementptr inbounds float, ptr %sq_r, i64 %918
  store float 0.000000e+00, ptr %919, align 4
  %920 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond177, !llvm.loop !41

for.end179:                                       ; preds = %for.cond177
  %921 = add nsw i32 %tl_r11, 1
  br label %for.cond174, !llvm.loop !42

for.cond180:                                      ; preds = %for.end185, %if.end173
  %red2 = phi i32 [ 0, %if.end173 ], [ %941, %for.end185 ]
  %922 = icmp slt i32 %red2, %tl_steps10
  br i1 %922, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  br label %for.cond183

for.end182:                                       ; preds = %for.cond180
  %923 = icmp slt i32 %tl_steps10, 127
  br i1 %923, label %if.then187, label %if.else188

for.cond183:                                      ; preds = %for.body184, %for.body181
  %lane2186 = phi i32 [ 0, %for.body181 ], [ %940, %for.body184 ]
  %924 = icmp slt i32 %lane2186, 32
  br i1 %924, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %925 = sext i32 %lane2186 to i64
  %926 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = sext i32 %i3 to i64
  %929 = mul nsw i64 %928, 4096
  %930 = add i32 %red2, 1
  %931 = mul i32 %930, 32
  %932 = add i32 %931, %lane2186
  %933 = sext i32 %932 to i64
  %934 = add nsw i64 %929, %933
  %935 = getelementptr inbounds float, ptr %sq_r, i64 %934
  %936 = load float, ptr %935, align 4
  %937 = fadd float %927, %936
  %938 = sext i32 %lane2186 to i64
  %939 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %938
  store float %937, ptr %939, align 4
  %940 = add nsw i32 %lane2186, 1
  br label %for.cond183, !llvm.loop !43

for.end185:                                       ; preds = %for.cond183
  %941 = add nsw i32 %red2, 1
  br label %for.cond180, !llvm.loop !44

if.then187:                                       ; preds = %for.end182
  %942 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %943 = load float, ptr %942, align 4
  %944 = fadd float %943, 0.000000e+00
  %945 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %944, ptr %945, align 4
  br label %if.end189

if.else188:                                       ; preds = %for.end182
  br label %if.end189

if.end189:                                        ; preds = %if.else188, %if.then187
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %if.end189
  %lane2193 = phi i32 [ 0, %if.end189 ], [ %957, %for.body191 ]
  %946 = icmp slt i32 %lane2193, 16
  br i1 %946, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %947 = sext i32 %lane2193 to i64
  %948 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %947
  %949 = load float, ptr %948, align 4
  %950 = add i32 %lane2193, 16
  %951 = sext i32 %950 to i64
  %952 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = fadd float %949, %953
  %955 = sext i32 %lane2193 to i64
  %956 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %955
  store float %954, ptr %956, align 4
  %957 = add nsw i32 %lane2193, 1
  br label %for.cond190, !llvm.loop !45

for.end192:                                       ; preds = %for.cond190
  br label %for.cond194

for.cond194:                                      ; preds = %for.body195, %for.end192
  %lane2197 = phi i32 [ 0, %for.end192 ], [ %969, %for.body195 ]
  %958 = icmp slt i32 %lane2197, 8
  br i1 %958, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %959 = sext i32 %lane2197 to i64
  %960 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = add i32 %lane2197, 8
  %963 = sext i32 %962 to i64
  %964 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %963
  %965 = load float, ptr %964, align 4
  %966 = fadd float %961, %965
  %967 = sext i32 %lane2197 to i64
  %968 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %967
  store float %966, ptr %968, align 4
  %969 = add nsw i32 %lane2197, 1
  br label %for.cond194, !llvm.loop !46

for.end196:                                       ; preds = %for.cond194
  br label %for.cond198

for.cond198:                                      ; preds = %for.body199, %for.end196
  %lane2201 = phi i32 [ 0, %for.end196 ], [ %981, %for.body199 ]
  %970 = icmp slt i32 %lane2201, 4
  br i1 %970, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %971 = sext i32 %lane2201 to i64
  %972 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = add i32 %lane2201, 4
  %975 = sext i32 %974 to i64
  %976 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %975
  %977 = load float, ptr %976, align 4
  %978 = fadd float %973, %977
  %979 = sext i32 %lane2201 to i64
  %980 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %979
  store float %978, ptr %980, align 4
  %981 = add nsw i32 %lane2201, 1
  br label %for.cond198, !llvm.loop !47

for.end200:                                       ; preds = %for.cond198
  br label %for.cond202

for.cond202:                                      ; preds = %for.body203, %for.end200
  %lane2205 = phi i32 [ 0, %for.end200 ], [ %993, %for.body203 ]
  %982 = icmp slt i32 %lane2205, 2
  br i1 %982, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %983 = sext i32 %lane2205 to i64
  %984 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %983
  %985 = load float, ptr %984, align 4
  %986 = add i32 %lane2205, 2
  %987 = sext i32 %986 to i64
  %988 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %987
  %989 = load float, ptr %988, align 4
  %990 = fadd float %985, %989
  %991 = sext i32 %lane2205 to i64
  %992 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %991
  store float %990, ptr %992, align 4
  %993 = add nsw i32 %lane2205, 1
  br label %for.cond202, !llvm.loop !48

for.end204:                                       ; preds = %for.cond202
  br label %for.cond206

for.cond206:                                      ; preds = %for.body207, %for.end204
  %lane2209 = phi i32 [ 0, %for.end204 ], [ %1005, %for.body207 ]
  %994 = icmp slt i32 %lane2209, 1
  br i1 %994, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %995 = sext i32 %lane2209 to i64
  %996 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %995
  %997 = load float, ptr %996, align 4
  %998 = add i32 %lane2209, 1
  %999 = sext i32 %998 to i64
  %1000 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %999
  %1001 = load float, ptr %1000, align 4
  %1002 = fadd float %997, %1001
  %1003 = sext i32 %lane2209 to i64
  %1004 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1003
  store float %1002, ptr %1004, align 4
  %1005 = add nsw i32 %lane2209, 1
  br label %for.cond206, !llvm.loop !49

for.end208:                                       ; preds = %for.cond206
  %1006 = sext i32 %i3 to i64
  %1007 = getelementptr inbounds float, ptr %ss_r, i64 %1006
  store float 0.000000e+00, ptr %1007, align 4
  %1008 = sext i32 %i3 to i64
  %1009 = getelementptr inbounds float, ptr %ss_r, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1012 = load float, ptr %1011, align 4
  %1013 = fadd float %1010, %1012
  %1014 = sext i32 %i3 to i64
  %1015 = getelementptr inbounds float, ptr %ss_r, i64 %1014
  store float %1013, ptr %1015, align 4
  %1016 = add nsw i32 %i3, 1
  br label %for.cond159, !llvm.loop !50

for.cond210:                                      ; preds = %if.end216, %for.end161
  %i213 = phi i32 [ 0, %for.end161 ], [ %1045, %if.end216 ]
  %1017 = icmp slt i32 %i213, 1
  br i1 %1017, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %1018 = sext i32 %N to i64
  %1019 = icmp slt i64 %1018, 0
  %1020 = sext i32 %N to i64
  %1021 = icmp sgt i64 %1020, 4096
  %1022 = sext i32 %N to i64
  %1023 = select i1 %1021, i64 4096, i64 %1022
  %1024 = select i1 %1019, i64 0, i64 %1023
  %1025 = icmp slt i64 %1024, 0
  %1026 = sext i32 %N to i64
  %1027 = icmp slt i64 %1026, 0
  %1028 = sext i32 %N to i64
  %1029 = icmp sgt i64 %1028, 4096
  %1030 = sext i32 %N to i64
  %1031 = select i1 %1029, i64 4096, i64 %1030
  %1032 = select i1 %1027, i64 0, i64 %1031
  %1033 = select i1 %1025, i64 0, i64 %1032
  %tl_hi11 = trunc i64 %1033 to i32
  %1034 = mul i32 %bx, 4
  %1035 = add i32 %1034, %r
  %1036 = add i32 %1035, %i213
  %1037 = icmp sle i32 0, %1036
  %1038 = mul i32 %bx, 4
  %1039 = add i32 %1038, %r
  %1040 = add i32 %1039, %i213
  %1041 = icmp slt i32 %1040, %M
  %1042 = and i1 %1037, %1041
  br i1 %1042, label %if.then214, label %if.else215

for.end212:                                       ; preds = %for.cond210
  %1043 = add nsw i32 %r, 1
  br label %for.cond138, !llvm.loop !51

if.then214:                                       ; preds = %for.body211
  %1044 = sub i32 %tl_hi11, 0
  br label %for.cond217

if.else215:                                       ; preds = %for.body211
  br label %if.end216

if.end216:                                        ; preds = %if.else215, %for.end219
  %1045 = add nsw i32 %i213, 1
  br label %for.cond210, !llvm.loop !52

for.cond217:                                      ; preds = %for.body218, %if.then214
  %j8 = phi i32 [ 0, %if.then214 ], [ %1083, %for.body218 ]
  %1046 = icmp slt i32 %j8, %1044
  br i1 %1046, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %1047 = mul i32 %bx, 4
  %1048 = add i32 %1047, %r
  %1049 = add i32 %1048, %i213
  %1050 = sext i32 %1049 to i64
  %1051 = sext i32 %N to i64
  %1052 = mul nsw i64 %1050, %1051
  %1053 = add i32 0, %j8
  %1054 = sext i32 %1053 to i64
  %1055 = add nsw i64 %1052, %1054
  %1056 = getelementptr inbounds float, ptr %X, i64 %1055
  %1057 = load float, ptr %1056, align 4
  %1058 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1059 = load float, ptr %1058, align 4
  %1060 = sitofp i32 %N to float
  %1061 = fdiv float %1059, %1060
  %1062 = fadd float %1061, 0x3EB0C6F7A0000000
  %1063 = fpext float %1062 to double
  %1064 = call double @llvm.sqrt.f64(double %1063)
  %1065 = fdiv double 1.000000e+00, %1064
  %1066 = fptrunc double %1065 to float
  %1067 = fmul float %1057, %1066
  %1068 = add i32 0, %j8
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds float, ptr %W, i64 %1069
  %1071 = load float, ptr %1070, align 4
  %1072 = fmul float %1067, %1071
  %1073 = mul i32 %bx, 4
  %1074 = add i32 %1073, %r
  %1075 = add i32 %1074, %i213
  %1076 = sext i32 %1075 to i64
  %1077 = sext i32 %N to i64
  %1078 = mul nsw i64 %1076, %1077
  %1079 = add i32 0, %j8
  %1080 = sext i32 %1079 to i64
  %1081 = add nsw i64 %1078, %1080
  %1082 = getelementptr inbounds float, ptr %Y, i64 %1081
  store float %1072, ptr %1082, align 4
  %1083 = add nsw i32 %j8, 1
  br label %for.cond217, !llvm.loop !53

for.end219:                                       ; preds = %for.cond217
  br label %if.end216

for.cond220:                                      ; preds = %for.body221, %if.else136
  %i6 = phi i32 [ 0, %if.else136 ], [ %1087, %for.body221 ]
  %1084 = icmp slt i32 %i6, 4
  br i1 %1084, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1085 = sext i32 %i6 to i64
  %1086 = getelementptr inbounds float, ptr %ss, i64 %1085
  store float 0.000000e+00, ptr %1086, align 4
  %1087 = add nsw i32 %i6, 1
  br label %for.cond220, !llvm.loop !54

for.end222:                                       ; preds = %for.cond220
  %1088 = sext i32 %N to i64
  %1089 = sdiv i64 %1088, 512
  %1090 = sub i64 0, %1088
  %1091 = select i1 false, i64 %1090, i64 %1089
  %1092 = srem i64 %1088, 512
  %1093 = icmp ne i64 %1092, 0
  %1094 = icmp slt i64 %1088, 0
  %1095 = icmp eq i1 %1094, false
  %1096 = and i1 %1093, %1095
  %1097 = zext i1 %1096 to i64
  %1098 = add i64 %1091, %1097
  %1099 = trunc i64 %1098 to i32
  %1100 = sext i32 %N to i64
  %1101 = sdiv i64 %1100, 512
  %1102 = sub i64 0, %1100
  %1103 = select i1 false, i64 %1102, i64 %1101
  %1104 = srem i64 %1100, 512
  %1105 = icmp ne i64 %1104, 0
  %1106 = icmp slt i64 %1100, 0
  %1107 = icmp eq i1 %1106, false
  %1108 = and i1 %1105, %1107
  %1109 = zext i1 %1108 to i64
  %1110 = add i64 %1103, %1109
  %1111 = trunc i64 %1110 to i32
  br label %for.cond223

for.cond223:                                      ; preds = %for.end274, %for.end222
  %c = phi i32 [ 0, %for.end222 ], [ %1304, %for.end274 ]
  %1112 = icmp slt i32 %c, %1099
  br i1 %1112, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %1113 = mul i32 %bx, 4
  %1114 = icmp sle i32 0, %1113
  %1115 = mul i32 %bx, 4
  %1116 = sext i32 %1115 to i64
  %1117 = add i64 %1116, 4
  %1118 = sext i32 %M to i64
  %1119 = icmp sle i64 %1117, %1118
  %1120 = and i1 %1114, %1119
  %1121 = mul i32 %c, 512
  %1122 = icmp sle i32 0, %1121
  %1123 = mul i32 %c, 512
  %1124 = sext i32 %1123 to i64
  %1125 = add i64 %1124, 512
  %1126 = sext i32 %N to i64
  %1127 = icmp sle i64 %1125, %1126
  %1128 = and i1 %1122, %1127
  %1129 = and i1 %1120, %1128
  br i1 %1129, label %if.then226, label %if.else227

for.end225:                                       ; preds = %for.cond223
  br label %for.cond305

if.then226:                                       ; preds = %for.body224
  br label %for.cond229

if.else227:                                       ; preds = %for.body224
  br label %for.cond242

if.end228:                                        ; preds = %for.end244, %for.end231
  br label %for.cond264

for.cond229:                                      ; preds = %for.end241, %if.then226
  %i6232 = phi i32 [ 0, %if.then226 ], [ %1165, %for.end241 ]
  %1130 = icmp slt i32 %i6232, 4
  br i1 %1130, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %1131 = add i32 %c, 1
  %1132 = icmp slt i32 %1131, %1111
  br i1 %1132, label %if.then233, label %if.else234

for.end231:                                       ; preds = %for.cond229
  br label %if.end228

if.then233:                                       ; preds = %for.body230
  br label %for.cond236

if.else234:                                       ; preds = %for.body230
  br label %if.end235

if.end235:                                        ; preds = %if.else234, %for.end238
  br label %for.cond239

for.cond236:                                      ; preds = %for.body237, %if.then233
  %pf = phi i32 [ 0, %if.then233 ], [ %1146, %for.body237 ]
  %1133 = icmp slt i32 %pf, 32
  br i1 %1133, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %1134 = mul i32 %bx, 4
  %1135 = add i32 %1134, %i6232
  %1136 = sext i32 %1135 to i64
  %1137 = sext i32 %N to i64
  %1138 = mul i64 %1136, %1137
  %1139 = add i32 %c, 1
  %1140 = mul i32 %1139, 512
  %1141 = mul i32 %pf, 16
  %1142 = add i32 %1140, %1141
  %1143 = sext i32 %1142 to i64
  %1144 = add i64 %1138, %1143
  %1145 = getelementptr float, ptr %X, i64 %1144
  call void @llvm.prefetch.p0(ptr %1145, i32 0, i32 0, i32 1)
  %1146 = add nsw i32 %pf, 1
  br label %for.cond236, !llvm.loop !55

for.end238:                                       ; preds = %for.cond236
  br label %if.end235

for.cond239:                                      ; preds = %for.body240, %if.end235
  %j1 = phi i32 [ 0, %if.end235 ], [ %1164, %for.body240 ]
  %1147 = icmp slt i32 %j1, 512
  br i1 %1147, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %1148 = mul i32 %bx, 4
  %1149 = add i32 %1148, %i6232
  %1150 = sext i32 %1149 to i64
  %1151 = sext i32 %N to i64
  %1152 = mul nsw i64 %1150, %1151
  %1153 = mul i32 %c, 512
  %1154 = add i32 %1153, %j1
  %1155 = sext i32 %1154 to i64
  %1156 = add nsw i64 %1152, %1155
  %1157 = getelementptr inbounds float, ptr %X, i64 %1156
  %1158 = load float, ptr %1157, align 4
  %1159 = sext i32 %i6232 to i64
  %1160 = mul nsw i64 %1159, 512
  %1161 = sext i32 %j1 to i64
  %1162 = add nsw i64 %1160, %1161
  %1163 = getelementptr inbounds float, ptr %X_f, i64 %1162
  store float %1158, ptr %1163, align 4
  %1164 = add nsw i32 %j1, 1
  br label %for.cond239, !llvm.loop !56

for.end241:                                       ; preds = %for.cond239
  %1165 = add nsw i32 %i6232, 1
  br label %for.cond229, !llvm.loop !57

for.cond242:                                      ; preds = %for.end262, %if.else227
  %i6245 = phi i32 [ 0, %if.else227 ], [ %1274, %for.end262 ]
  %1166 = icmp slt i32 %i6245, 4
  br i1 %1166, label %for.body243, label %for.end244

for.body243:                                      ; preds = %for.cond242
  %1167 = mul i32 %c, 512
  %1168 = sext i32 %1167 to i64
  %1169 = sub i64 0, %1168
  %1170 = icmp slt i64 %1169, 0
  %1171 = mul i32 %c, 512
  %1172 = sext i32 %1171 to i64
  %1173 = sub i64 0, %1172
  %1174 = icmp sgt i64 %1173, 512
  %1175 = mul i32 %c, 512
  %1176 = sext i32 %1175 to i64
  %1177 = sub i64 0, %1176
  %1178 = select i1 %1174, i64 512, i64 %1177
  %1179 = select i1 %1170, i64 0, i64 %1178
  %tl_lo12 = trunc i64 %1179 to i32
  %1180 = sext i32 %N to i64
  %1181 = mul i32 %c, 512
  %1182 = sext i32 %1181 to i64
  %1183 = sub i64 %1180, %1182
  %1184 = icmp slt i64 %1183, 0
  %1185 = sext i32 %N to i64
  %1186 = mul i32 %c, 512
  %1187 = sext i32 %1186 to i64
  %1188 = sub i64 %1185, %1187
  %1189 = icmp sgt i64 %1188, 512
  %1190 = sext i32 %N to i64
  %1191 = mul i32 %c, 512
  %1192 = sext i32 %1191 to i64
  %1193 = sub i64 %1190, %1192
  %1194 = select i1 %1189, i64 512, i64 %1193
  %1195 = select i1 %1184, i64 0, i64 %1194
  %1196 = sext i32 %tl_lo12 to i64
  %1197 = icmp slt i64 %1195, %1196
  %1198 = sext i32 %tl_lo12 to i64
  %1199 = sext i32 %N to i64
  %1200 = mul i32 %c, 512
  %1201 = sext i32 %1200 to i64
  %1202 = sub i64 %1199, %1201
  %1203 = icmp slt i64 %1202, 0
  %1204 = sext i32 %N to i64
  %1205 = mul i32 %c, 512
  %1206 = sext i32 %1205 to i64
  %1207 = sub i64 %1204, %1206
  %1208 = icmp sgt i64 %1207, 512
  %1209 = sext i32 %N to i64
  %1210 = mul i32 %c, 512
  %1211 = sext i32 %1210 to i64
  %1212 = sub i64 %1209, %1211
  %1213 = select i1 %1208, i64 512, i64 %1212
  %1214 = select i1 %1203, i64 0, i64 %1213
  %1215 = select i1 %1197, i64 %1198, i64 %1214
  %tl_hi13 = trunc i64 %1215 to i32
  br label %for.cond246

for.end244:                                       ; preds = %for.cond242
  br label %if.end228

for.cond246:                                      ; preds = %for.body247, %for.body243
  %j1249 = phi i32 [ 0, %for.body243 ], [ %1222, %for.body247 ]
  %1216 = icmp slt i32 %j1249, %tl_lo12
  br i1 %1216, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %1217 = sext i32 %i6245 to i64
  %1218 = mul nsw i64 %1217, 512
  %1219 = sext i32 %j1249 to i64
  %1220 = add nsw i64 %1218, %1219
  %1221 = getelementptr inbounds float, ptr %X_f, i64 %1220
  store float 0.000000e+00, ptr %1221, align 4
  %1222 = add nsw i32 %j1249, 1
  br label %for.cond246, !llvm.loop !58

for.end248:                                       ; preds = %for.cond246
  %1223 = mul i32 %bx, 4
  %1224 = sext i32 %1223 to i64
  %1225 = sext i32 %i6245 to i64
  %1226 = add i64 %1224, %1225
  %1227 = icmp sle i64 0, %1226
  %1228 = mul i32 %bx, 4
  %1229 = sext i32 %1228 to i64
  %1230 = sext i32 %i6245 to i64
  %1231 = add i64 %1229, %1230
  %1232 = sext i32 %M to i64
  %1233 = icmp slt i64 %1231, %1232
  %1234 = and i1 %1227, %1233
  br i1 %1234, label %if.then250, label %if.else251

if.then250:                                       ; preds = %for.end248
  %1235 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond253

if.else251:                                       ; preds = %for.end248
  %1236 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond256

if.end252:                                        ; preds = %for.end258, %for.end255
  %1237 = sub i32 512, %tl_hi13
  br label %for.cond260

for.cond253:                                      ; preds = %for.body254, %if.then250
  %j11 = phi i32 [ 0, %if.then250 ], [ %1257, %for.body254 ]
  %1238 = icmp slt i32 %j11, %1235
  br i1 %1238, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %1239 = mul i32 %bx, 4
  %1240 = add i32 %1239, %i6245
  %1241 = sext i32 %1240 to i64
  %1242 = sext i32 %N to i64
  %1243 = mul nsw i64 %1241, %1242
  %1244 = mul i32 %c, 512
  %1245 = add i32 %tl_lo12, %j11
  %1246 = add i32 %1244, %1245
  %1247 = sext i32 %1246 to i64
  %1248 = add nsw i64 %1243, %1247
  %1249 = getelementptr inbounds float, ptr %X, i64 %1248
  %1250 = load float, ptr %1249, align 4
  %1251 = sext i32 %i6245 to i64
  %1252 = mul nsw i64 %1251, 512
  %1253 = add i32 %tl_lo12, %j11
  %1254 = sext i32 %1253 to i64
  %1255 = add nsw i64 %1252, %1254
  %1256 = getelementptr inbounds float, ptr %X_f, i64 %1255
  store float %1250, ptr %1256, align 4
  %1257 = add nsw i32 %j11, 1
  br label %for.cond253, !llvm.loop !59

for.end255:                                       ; preds = %for.cond253
  br label %if.end252

for.cond256:                                      ; preds = %for.body257, %if.else251
  %j11259 = phi i32 [ 0, %if.else251 ], [ %1265, %for.body257 ]
  %1258 = icmp slt i32 %j11259, %1236
  br i1 %1258, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %1259 = sext i32 %i6245 to i64
  %1260 = mul nsw i64 %1259, 512
  %1261 = add i32 %tl_lo12, %j11259
  %1262 = sext i32 %1261 to i64
  %1263 = add nsw i64 %1260, %1262
  %1264 = getelementptr inbounds float, ptr %X_f, i64 %1263
  store float 0.000000e+00, ptr %1264, align 4
  %1265 = add nsw i32 %j11259, 1
  br label %for.cond256, !llvm.loop !60

for.end258:                                       ; preds = %for.cond256
  br label %if.end252

for.cond260:                                      ; preds = %for.body261, %if.end252
  %j11263 = phi i32 [ 0, %if.end252 ], [ %1273, %for.body261 ]
  %1266 = icmp slt i32 %j11263, %1237
  br i1 %1266, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %1267 = sext i32 %i6245 to i64
  %1268 = mul nsw i64 %1267, 512
  %1269 = add i32 %tl_hi13, %j11263
  %1270 = sext i32 %1269 to i64
  %1271 = add nsw i64 %1268, %1270
  %1272 = getelementptr inbounds float, ptr %X_f, i64 %1271
  store float 0.000000e+00, ptr %1272, align 4
  %1273 = add nsw i32 %j11263, 1
  br label %for.cond260, !llvm.loop !61

for.end262:                                       ; preds = %for.cond260
  %1274 = add nsw i32 %i6245, 1
  br label %for.cond242, !llvm.loop !62

for.cond264:                                      ; preds = %for.end270, %if.end228
  %i267 = phi i32 [ 0, %if.end228 ], [ %1302, %for.end270 ]
  %1275 = icmp slt i32 %i267, 4
  br i1 %1275, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  br label %for.cond268

for.end266:                                       ; preds = %for.cond264
  br label %for.cond272

for.cond268:                                      ; preds = %for.body269, %for.body265
  %j271 = phi i32 [ 0, %for.body265 ], [ %1301, %for.body269 ]
  %1276 = icmp slt i32 %j271, 512
  br i1 %1276, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %1277 = mul i32 %c, 512
  %1278 = add i32 %1277, %j271
  %1279 = icmp slt i32 %1278, %N
  %1280 = sext i32 %i267 to i64
  %1281 = mul nsw i64 %1280, 512
  %1282 = sext i32 %j271 to i64
  %1283 = add nsw i64 %1281, %1282
  %1284 = call i64 @llvm.umin.i64(i64 %1283, i64 2047)
  %1285 = getelementptr inbounds float, ptr %X_f, i64 %1284
  %1286 = load float, ptr %1285, align 4
  %1287 = sext i32 %i267 to i64
  %1288 = mul nsw i64 %1287, 512
  %1289 = sext i32 %j271 to i64
  %1290 = add nsw i64 %1288, %1289
  %1291 = call i64 @llvm.umin.i64(i64 %1290, i64 2047)
  %1292 = getelementptr inbounds float, ptr %X_f, i64 %1291
  %1293 = load float, ptr %1292, align 4
  %1294 = fmul float %1286, %1293
  %1295 = select i1 %1279, float %1294, float 0.000000e+00
  %1296 = sext i32 %i267 to i64
  %1297 = mul nsw i64 %1296, 512
  %1298 = sext i32 %j271 to i64
  %1299 = add nsw i64 %1297, %1298
  %1300 = getelementptr inbounds float, ptr %X_f, i64 %1299
  store float %1295, ptr %1300, align 4
  %1301 = add nsw i32 %j271, 1
  br label %for.cond268, !llvm.loop !63

for.end270:                                       ; preds = %for.cond268
  %1302 = add nsw i32 %i267, 1
  br label %for.cond264, !llvm.loop !64

for.cond272:                                      ; preds = %for.end303, %for.end266
  %i5 = phi i32 [ 0, %for.end266 ], [ %1402, %for.end303 ]
  %1303 = icmp slt i32 %i5, 4
  br i1 %1303, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  br label %for.cond275

for.end274:                                       ; preds = %for.cond272
  %1304 = add nsw i32 %c, 1
  br label %for.cond223, !llvm.loop !65

for.cond275:                                      ; preds = %for.body276, %for.body273
  %lane3 = phi i32 [ 0, %for.body273 ], [ %1314, %for.body276 ]
  %1305 = icmp slt i32 %lane3, 32
  br i1 %1305, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1306 = sext i32 %i5 to i64
  %1307 = mul nsw i64 %1306, 512
  %1308 = sext i32 %lane3 to i64
  %1309 = add nsw i64 %1307, %1308
  %1310 = getelementptr inbounds float, ptr %X_f, i64 %1309
  %1311 = load float, ptr %1310, align 4
  %1312 = sext i32 %lane3 to i64
  %1313 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1312
  store float %1311, ptr %1313, align 4
  %1314 = add nsw i32 %lane3, 1
  br label %for.cond275, !llvm.loop !66

for.end277:                                       ; preds = %for.cond275
  br label %for.cond278

for.cond278:                                      ; preds = %for.end283, %for.end277
  %red3 = phi i32 [ 0, %for.end277 ], [ %1333, %for.end283 ]
  %1315 = icmp slt i32 %red3, 15
  br i1 %1315, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  br label %for.cond281

for.end280:                                       ; preds = %for.cond278
  br label %for.cond285

for.cond281:                                      ; preds = %for.body282, %for.body279
  %lane3284 = phi i32 [ 0, %for.body279 ], [ %1332, %for.body282 ]
  %1316 = icmp slt i32 %lane3284, 32
  br i1 %1316, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1317 = sext i32 %lane3284 to i64
  %1318 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1317
  %1319 = load float, ptr %1318, align 4
  %1320 = sext i32 %i5 to i64
  %1321 = mul nsw i64 %1320, 512
  %1322 = add i32 %red3, 1
  %1323 = mul i32 %1322, 32
  %1324 = add i32 %1323, %lane3284
  %1325 = sext i32 %1324 to i64
  %1326 = add nsw i64 %1321, %1325
  %1327 = getelementptr inbounds float, ptr %X_f, i64 %1326
  %1328 = load float, ptr %1327, align 4
  %1329 = fadd float %1319, %1328
  %1330 = sext i32 %lane3284 to i64
  %1331 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1330
  store float %1329, ptr %1331, align 4
  %1332 = add nsw i32 %lane3284, 1
  br label %for.cond281, !llvm.loop !67

for.end283:                                       ; preds = %for.cond281
  %1333 = add nsw i32 %red3, 1
  br label %for.cond278, !llvm.loop !68

for.cond285:                                      ; preds = %for.body286, %for.end280
  %lane3288 = phi i32 [ 0, %for.end280 ], [ %1345, %for.body286 ]
  %1334 = icmp slt i32 %lane3288, 16
  br i1 %1334, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1335 = sext i32 %lane3288 to i64
  %1336 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1335
  %1337 = load float, ptr %1336, align 4
  %1338 = add i32 %lane3288, 16
  %1339 = sext i32 %1338 to i64
  %1340 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = fadd float %1337, %1341
  %1343 = sext i32 %lane3288 to i64
  %1344 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1343
  store float %1342, ptr %1344, align 4
  %1345 = add nsw i32 %lane3288, 1
  br label %for.cond285, !llvm.loop !69

for.end287:                                       ; preds = %for.cond285
  br label %for.cond289

for.cond289:                                      ; preds = %for.body290, %for.end287
  %lane3292 = phi i32 [ 0, %for.end287 ], [ %1357, %for.body290 ]
  %1346 = icmp slt i32 %lane3292, 8
  br i1 %1346, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1347 = sext i32 %lane3292 to i64
  %1348 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1347
  %1349 = load float, ptr %1348, align 4
  %1350 = add i32 %lane3292, 8
  %1351 = sext i32 %1350 to i64
  %1352 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1351
  %1353 = load float, ptr %1352, align 4
  %1354 = fadd float %1349, %1353
  %1355 = sext i32 %lane3292 to i64
  %1356 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1355
  store float %1354, ptr %1356, align 4
  %1357 = add nsw i32 %lane3292, 1
  br label %for.cond289, !llvm.loop !70

for.end291:                                       ; preds = %for.cond289
  br label %for.cond293

for.cond293:                                      ; preds = %for.body294, %for.end291
  %lane3296 = phi i32 [ 0, %for.end291 ], [ %1369, %for.body294 ]
  %1358 = icmp slt i32 %lane3296, 4
  br i1 %1358, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1359 = sext i32 %lane3296 to i64
  %1360 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1359
  %1361 = load float, ptr %1360, align 4
  %1362 = add i32 %lane3296, 4
  %1363 = sext i32 %1362 to i64
  %1364 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1363
  %1365 = load float, ptr %1364, align 4
  %1366 = fadd float %1361, %1365
  %1367 = sext i32 %lane3296 to i64
  %1368 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1367
  store float %1366, ptr %1368, align 4
  %1369 = add nsw i32 %lane3296, 1
  br label %for.cond293, !llvm.loop !71

for.end295:                                       ; preds = %for.cond293
  br label %for.cond297

for.cond297:                                      ; preds = %for.body298, %for.end295
  %lane3300 = phi i32 [ 0, %for.end295 ], [ %1381, %for.body298 ]
  %1370 = icmp slt i32 %lane3300, 2
  br i1 %1370, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1371 = sext i32 %lane3300 to i64
  %1372 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1371
  %1373 = load float, ptr %1372, align 4
  %1374 = add i32 %lane3300, 2
  %1375 = sext i32 %1374 to i64
  %1376 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1375
  %1377 = load float, ptr %1376, align 4
  %1378 = fadd float %1373, %1377
  %1379 = sext i32 %lane3300 to i64
  %1380 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1379
  store float %1378, ptr %1380, align 4
  %1381 = add nsw i32 %lane3300, 1
  br label %for.cond297, !llvm.loop !72

for.end299:                                       ; preds = %for.cond297
  br label %for.cond301

for.cond301:                                      ; preds = %for.body302, %for.end299
  %lane3304 = phi i32 [ 0, %for.end299 ], [ %1393, %for.body302 ]
  %1382 = icmp slt i32 %lane3304, 1
  br i1 %1382, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %1383 = sext i32 %lane3304 to i64
  %1384 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1383
  %1385 = load float, ptr %1384, align 4
  %1386 = add i32 %lane3304, 1
  %1387 = sext i32 %1386 to i64
  %1388 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1387
  %1389 = load float, ptr %1388, align 4
  %1390 = fadd float %1385, %1389
  %1391 = sext i32 %lane3304 to i64
  %1392 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1391
  store float %1390, ptr %1392, align 4
  %1393 = add nsw i32 %lane3304, 1
  br label %for.cond301, !llvm.loop !73

for.end303:                                       ; preds = %for.cond301
  %1394 = sext i32 %i5 to i64
  %1395 = getelementptr inbounds float, ptr %ss, i64 %1394
  %1396 = load float, ptr %1395, align 4
  %1397 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1398 = load float, ptr %1397, align 4
  %1399 = fadd float %1396, %1398
  %1400 = sext i32 %i5 to i64
  %1401 = getelementptr inbounds float, ptr %ss, i64 %1400
  store float %1399, ptr %1401, align 4
  %1402 = add nsw i32 %i5, 1
  br label %for.cond272, !llvm.loop !74

for.cond305:                                      ; preds = %for.body306, %for.end225
  %i308 = phi i32 [ 0, %for.end225 ], [ %1416, %for.body306 ]
  %1403 = icmp slt i32 %i308, 4
  br i1 %1403, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %1404 = sext i32 %i308 to i64
  %1405 = getelementptr inbounds float, ptr %ss, i64 %1404
  %1406 = load float, ptr %1405, align 4
  %1407 = sitofp i32 %N to float
  %1408 = fdiv float %1406, %1407
  %1409 = fadd float %1408, 0x3EB0C6F7A0000000
  %1410 = fpext float %1409 to double
  %1411 = call double @llvm.sqrt.f64(double %1410)
  %1412 = fdiv double 1.000000e+00, %1411
  %1413 = fptrunc double %1412 to float
  %1414 = sext i32 %i308 to i64
  %1415 = getelementptr inbounds float, ptr %ss, i64 %1414
  store float %1413, ptr %1415, align 4
  %1416 = add nsw i32 %i308, 1
  br label %for.cond305, !llvm.loop !75

for.end307:                                       ; preds = %for.cond305
  %1417 = sext i32 %N to i64
  %1418 = sdiv i64 %1417, 512
  %1419 = sub i64 0, %1417
  %1420 = select i1 false, i64 %1419, i64 %1418
  %1421 = srem i64 %1417, 512
  %1422 = icmp ne i64 %1421, 0
  %1423 = icmp slt i64 %1417, 0
  %1424 = icmp eq i1 %1423, false
  %1425 = and i1 %1422, %1424
  %1426 = zext i1 %1425 to i64
  %1427 = add i64 %1420, %1426
  %1428 = trunc i64 %1427 to i32
  %1429 = sext i32 %N to i64
  %1430 = sdiv i64 %1429, 512
  %1431 = sub i64 0, %1429
  %1432 = select i1 false, i64 %1431, i64 %1430
  %1433 = srem i64 %1429, 512
  %1434 = icmp ne i64 %1433, 0
  %1435 = icmp slt i64 %1429, 0
  %1436 = icmp eq i1 %1435, false
  %1437 = and i1 %1434, %1436
  %1438 = zext i1 %1437 to i64
  %1439 = add i64 %1432, %1438
  %1440 = trunc i64 %1439 to i32
  br label %for.cond309

for.cond309:                                      ; preds = %if.end361, %for.end307
  %c312 = phi i32 [ 0, %for.end307 ], [ %1725, %if.end361 ]
  %1441 = icmp slt i32 %c312, %1428
  br i1 %1441, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1442 = sub i32 %1440, 1
  %t = sub i32 %1442, %c312
  %1443 = mul i32 %bx, 4
  %1444 = icmp sle i32 0, %1443
  %1445 = mul i32 %bx, 4
  %1446 = sext i32 %1445 to i64
  %1447 = add i64 %1446, 4
  %1448 = sext i32 %M to i64
  %1449 = icmp sle i64 %1447, %1448
  %1450 = and i1 %1444, %1449
  %1451 = mul i32 %t, 512
  %1452 = icmp sle i32 0, %1451
  %1453 = mul i32 %t, 512
  %1454 = sext i32 %1453 to i64
  %1455 = add i64 %1454, 512
  %1456 = sext i32 %N to i64
  %1457 = icmp sle i64 %1455, %1456
  %1458 = and i1 %1452, %1457
  %1459 = and i1 %1450, %1458
  br i1 %1459, label %if.then313, label %if.else314

for.end311:                                       ; preds = %for.cond309
  br label %if.end137

if.then313:                                       ; preds = %for.body310
  br label %for.cond316

if.else314:                                       ; preds = %for.body310
  br label %for.cond322

if.end315:                                        ; preds = %for.end324, %for.end318
  br label %for.cond344

for.cond316:                                      ; preds = %for.end321, %if.then313
  %i7 = phi i32 [ 0, %if.then313 ], [ %1479, %for.end321 ]
  %1460 = icmp slt i32 %i7, 4
  br i1 %1460, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  br label %for.cond319

for.end318:                                       ; preds = %for.cond316
  br label %if.end315

for.cond319:                                      ; preds = %for.body320, %for.body317
  %j2 = phi i32 [ 0, %for.body317 ], [ %1478, %for.body320 ]
  %1461 = icmp slt i32 %j2, 512
  br i1 %1461, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1462 = mul i32 %bx, 4
  %1463 = add i32 %1462, %i7
  %1464 = sext i32 %1463 to i64
  %1465 = sext i32 %N to i64
  %1466 = mul nsw i64 %1464, %1465
  %1467 = mul i32 %t, 512
  %1468 = add i32 %1467, %j2
  %1469 = sext i32 %1468 to i64
  %1470 = add nsw i64 %1466, %1469
  %1471 = getelementptr inbounds float, ptr %X, i64 %1470
  %1472 = load float, ptr %1471, align 4
  %1473 = sext i32 %i7 to i64
  %1474 = mul nsw i64 %1473, 512
  %1475 = sext i32 %j2 to i64
  %1476 = add nsw i64 %1474, %1475
  %1477 = getelementptr inbounds float, ptr %X_f, i64 %1476
  store float %1472, ptr %1477, align 4
  %1478 = add nsw i32 %j2, 1
  br label %for.cond319, !llvm.loop !76

for.end321:                                       ; preds = %for.cond319
  %1479 = add nsw i32 %i7, 1
  br label %for.cond316, !llvm.loop !77

for.cond322:                                      ; preds = %for.end342, %if.else314
  %i7325 = phi i32 [ 0, %if.else314 ], [ %1588, %for.end342 ]
  %1480 = icmp slt i32 %i7325, 4
  br i1 %1480, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1481 = mul i32 %t, 512
  %1482 = sext i32 %1481 to i64
  %1483 = sub i64 0, %1482
  %1484 = icmp slt i64 %1483, 0
  %1485 = mul i32 %t, 512
  %1486 = sext i32 %1485 to i64
  %1487 = sub i64 0, %1486
  %1488 = icmp sgt i64 %1487, 512
  %1489 = mul i32 %t, 512
  %1490 = sext i32 %1489 to i64
  %1491 = sub i64 0, %1490
  %1492 = select i1 %1488, i64 512, i64 %1491
  %1493 = select i1 %1484, i64 0, i64 %1492
  %tl_lo14 = trunc i64 %1493 to i32
  %1494 = sext i32 %N to i64
  %1495 = mul i32 %t, 512
  %1496 = sext i32 %1495 to i64
  %1497 = sub i64 %1494, %1496
  %1498 = icmp slt i64 %1497, 0
  %1499 = sext i32 %N to i64
  %1500 = mul i32 %t, 512
  %1501 = sext i32 %1500 to i64
  %1502 = sub i64 %1499, %1501
  %1503 = icmp sgt i64 %1502, 512
  %1504 = sext i32 %N to i64
  %1505 = mul i32 %t, 512
  %1506 = sext i32 %1505 to i64
  %1507 = sub i64 %1504, %1506
  %1508 = select i1 %1503, i64 512, i64 %1507
  %1509 = select i1 %1498, i64 0, i64 %1508
  %1510 = sext i32 %tl_lo14 to i64
  %1511 = icmp slt i64 %1509, %1510
  %1512 = sext i32 %tl_lo14 to i64
  %1513 = sext i32 %N to i64
  %1514 = mul i32 %t, 512
  %1515 = sext i32 %1514 to i64
  %1516 = sub i64 %1513, %1515
  %1517 = icmp slt i64 %1516, 0
  %1518 = sext i32 %N to i64
  %1519 = mul i32 %t, 512
  %1520 = sext i32 %1519 to i64
  %1521 = sub i64 %1518, %1520
  %1522 = icmp sgt i64 %1521, 512
  %1523 = sext i32 %N to i64
  %1524 = mul i32 %t, 512
  %1525 = sext i32 %1524 to i64
  %1526 = sub i64 %1523, %1525
  %1527 = select i1 %1522, i64 512, i64 %1526
  %1528 = select i1 %1517, i64 0, i64 %1527
  %1529 = select i1 %1511, i64 %1512, i64 %1528
  %tl_hi15 = trunc i64 %1529 to i32
  br label %for.cond326

for.end324:                                       ; preds = %for.cond322
  br label %if.end315

for.cond326:                                      ; preds = %for.body327, %for.body323
  %j2329 = phi i32 [ 0, %for.body323 ], [ %1536, %for.body327 ]
  %1530 = icmp slt i32 %j2329, %tl_lo14
  br i1 %1530, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %1531 = sext i32 %i7325 to i64
  %1532 = mul nsw i64 %1531, 512
  %1533 = sext i32 %j2329 to i64
  %1534 = add nsw i64 %1532, %1533
  %1535 = getelementptr inbounds float, ptr %X_f, i64 %1534
  store float 0.000000e+00, ptr %1535, align 4
  %1536 = add nsw i32 %j2329, 1
  br label %for.cond326, !llvm.loop !78

for.end328:                                       ; preds = %for.cond326
  %1537 = mul i32 %bx, 4
  %1538 = sext i32 %1537 to i64
  %1539 = sext i32 %i7325 to i64
  %1540 = add i64 %1538, %1539
  %1541 = icmp sle i64 0, %1540
  %1542 = mul i32 %bx, 4
  %1543 = sext i32 %1542 to i64
  %1544 = sext i32 %i7325 to i64
  %1545 = add i64 %1543, %1544
  %1546 = sext i32 %M to i64
  %1547 = icmp slt i64 %1545, %1546
  %1548 = and i1 %1541, %1547
  br i1 %1548, label %if.then330, label %if.else331

if.then330:                                       ; preds = %for.end328
  %1549 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond333

if.else331:                                       ; preds = %for.end328
  %1550 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond336

if.end332:                                        ; preds = %for.end338, %for.end335
  %1551 = sub i32 512, %tl_hi15
  br label %for.cond340

for.cond333:                                      ; preds = %for.body334, %if.then330
  %j21 = phi i32 [ 0, %if.then330 ], [ %1571, %for.body334 ]
  %1552 = icmp slt i32 %j21, %1549
  br i1 %1552, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %1553 = mul i32 %bx, 4
  %1554 = add i32 %1553, %i7325
  %1555 = sext i32 %1554 to i64
  %1556 = sext i32 %N to i64
  %1557 = mul nsw i64 %1555, %1556
  %1558 = mul i32 %t, 512
  %1559 = add i32 %tl_lo14, %j21
  %1560 = add i32 %1558, %1559
  %1561 = sext i32 %1560 to i64
  %1562 = add nsw i64 %1557, %1561
  %1563 = getelementptr inbounds float, ptr %X, i64 %1562
  %1564 = load float, ptr %1563, align 4
  %1565 = sext i32 %i7325 to i64
  %1566 = mul nsw i64 %1565, 512
  %1567 = add i32 %tl_lo14, %j21
  %1568 = sext i32 %1567 to i64
  %1569 = add nsw i64 %1566, %1568
  %1570 = getelementptr inbounds float, ptr %X_f, i64 %1569
  store float %1564, ptr %1570, align 4
  %1571 = add nsw i32 %j21, 1
  br label %for.cond333, !llvm.loop !79

for.end335:                                       ; preds = %for.cond333
  br label %if.end332

for.cond336:                                      ; preds = %for.body337, %if.else331
  %j21339 = phi i32 [ 0, %if.else331 ], [ %1579, %for.body337 ]
  %1572 = icmp slt i32 %j21339, %1550
  br i1 %1572, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1573 = sext i32 %i7325 to i64
  %1574 = mul nsw i64 %1573, 512
  %1575 = add i32 %tl_lo14, %j21339
  %1576 = sext i32 %1575 to i64
  %1577 = add nsw i64 %1574, %1576
  %1578 = getelementptr inbounds float, ptr %X_f, i64 %1577
  store float 0.000000e+00, ptr %1578, align 4
  %1579 = add nsw i32 %j21339, 1
  br label %for.cond336, !llvm.loop !80

for.end338:                                       ; preds = %for.cond336
  br label %if.end332

for.cond340:                                      ; preds = %for.body341, %if.end332
  %j21343 = phi i32 [ 0, %if.end332 ], [ %1587, %for.body341 ]
  %1580 = icmp slt i32 %j21343, %1551
  br i1 %1580, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1581 = sext i32 %i7325 to i64
  %1582 = mul nsw i64 %1581, 512
  %1583 = add i32 %tl_hi15, %j21343
  %1584 = sext i32 %1583 to i64
  %1585 = add nsw i64 %1582, %1584
  %1586 = getelementptr inbounds float, ptr %X_f, i64 %1585
  store float 0.000000e+00, ptr %1586, align 4
  %1587 = add nsw i32 %j21343, 1
  br label %for.cond340, !llvm.loop !81

for.end342:                                       ; preds = %for.cond340
  %1588 = add nsw i32 %i7325, 1
  br label %for.cond322, !llvm.loop !82

for.cond344:                                      ; preds = %for.end357, %if.end315
  %i347 = phi i32 [ 0, %if.end315 ], [ %1724, %for.end357 ]
  %1589 = icmp slt i32 %i347, 4
  br i1 %1589, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1590 = mul i32 %t, 512
  %1591 = sext i32 %1590 to i64
  %1592 = sub i64 0, %1591
  %1593 = icmp slt i64 %1592, 0
  %1594 = mul i32 %t, 512
  %1595 = sext i32 %1594 to i64
  %1596 = sub i64 0, %1595
  %1597 = icmp sgt i64 %1596, 512
  %1598 = mul i32 %t, 512
  %1599 = sext i32 %1598 to i64
  %1600 = sub i64 0, %1599
  %1601 = select i1 %1597, i64 512, i64 %1600
  %1602 = select i1 %1593, i64 0, i64 %1601
  %tl_lo16 = trunc i64 %1602 to i32
  %1603 = sext i32 %N to i64
  %1604 = mul i32 %t, 512
  %1605 = sext i32 %1604 to i64
  %1606 = sub i64 %1603, %1605
  %1607 = icmp slt i64 %1606, 0
  %1608 = sext i32 %N to i64
  %1609 = mul i32 %t, 512
  %1610 = sext i32 %1609 to i64
  %1611 = sub i64 %1608, %1610
  %1612 = icmp sgt i64 %1611, 512
  %1613 = sext i32 %N to i64
  %1614 = mul i32 %t, 512
  %1615 = sext i32 %1614 to i64
  %1616 = sub i64 %1613, %1615
  %1617 = select i1 %1612, i64 512, i64 %1616
  %1618 = select i1 %1607, i64 0, i64 %1617
  %1619 = sext i32 %tl_lo16 to i64
  %1620 = icmp slt i64 %1618, %1619
  %1621 = sext i32 %tl_lo16 to i64
  %1622 = sext i32 %N to i64
  %1623 = mul i32 %t, 512
  %1624 = sext i32 %1623 to i64
  %1625 = sub i64 %1622, %1624
  %1626 = icmp slt i64 %1625, 0
  %1627 = sext i32 %N to i64
  %1628 = mul i32 %t, 512
  %1629 = sext i32 %1628 to i64
  %1630 = sub i64 %1627, %1629
  %1631 = icmp sgt i64 %1630, 512
  %1632 = sext i32 %N to i64
  %1633 = mul i32 %t, 512
  %1634 = sext i32 %1633 to i64
  %1635 = sub i64 %1632, %1634
  %1636 = select i1 %1631, i64 512, i64 %1635
  %1637 = select i1 %1626, i64 0, i64 %1636
  %1638 = select i1 %1620, i64 %1621, i64 %1637
  %tl_hi17 = trunc i64 %1638 to i32
  br label %for.cond348

for.end346:                                       ; preds = %for.cond344
  %1639 = mul i32 %bx, 4
  %1640 = icmp sle i32 0, %1639
  %1641 = mul i32 %bx, 4
  %1642 = sext i32 %1641 to i64
  %1643 = add i64 %1642, 4
  %1644 = sext i32 %M to i64
  %1645 = icmp sle i64 %1643, %1644
  %1646 = and i1 %1640, %1645
  %1647 = mul i32 %t, 512
  %1648 = icmp sle i32 0, %1647
  %1649 = mul i32 %t, 512
  %1650 = sext i32 %1649 to i64
  %1651 = add i64 %1650, 512
  %1652 = sext i32 %N to i64
  %1653 = icmp sle i64 %1651, %1652
  %1654 = and i1 %1648, %1653
  %1655 = and i1 %1646, %1654
  br i1 %1655, label %if.then359, label %if.else360

for.cond348:                                      ; preds = %for.body349, %for.body345
  %j351 = phi i32 [ 0, %for.body345 ], [ %1673, %for.body349 ]
  %1656 = icmp slt i32 %j351, %tl_lo16
  br i1 %1656, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1657 = sext i32 %i347 to i64
  %1658 = mul nsw i64 %1657, 512
  %1659 = sext i32 %j351 to i64
  %1660 = add nsw i64 %1658, %1659
  %1661 = getelementptr inbounds float, ptr %X_f, i64 %1660
  %1662 = load float, ptr %1661, align 4
  %1663 = sext i32 %i347 to i64
  %1664 = getelementptr inbounds float, ptr %ss, i64 %1663
  %1665 = load float, ptr %1664, align 4
  %1666 = fmul float %1662, %1665
  %1667 = fmul float %1666, 0.000000e+00
  %1668 = sext i32 %i347 to i64
  %1669 = mul nsw i64 %1668, 512
  %1670 = sext i32 %j351 to i64
  %1671 = add nsw i64 %1669, %1670
  %1672 = getelementptr inbounds float, ptr %X_f, i64 %1671
  store float %1667, ptr %1672, align 4
  %1673 = add nsw i32 %j351, 1
  br label %for.cond348, !llvm.loop !83

for.end350:                                       ; preds = %for.cond348
  %1674 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond352

for.cond352:                                      ; preds = %for.body353, %for.end350
  %j9 = phi i32 [ 0, %for.end350 ], [ %1702, %for.body353 ]
  %1675 = icmp slt i32 %j9, %1674
  br i1 %1675, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1676 = sext i32 %i347 to i64
  %1677 = mul nsw i64 %1676, 512
  %1678 = add i32 %tl_lo16, %j9
  %1679 = sext i32 %1678 to i64
  %1680 = add nsw i64 %1677, %1679
  %1681 = getelementptr inbounds float, ptr %X_f, i64 %1680
  %1682 = load float, ptr %1681, align 4
  %1683 = sext i32 %i347 to i64
  %1684 = getelementptr inbounds float, ptr %ss, i64 %1683
  %1685 = load float, ptr %1684, align 4
  %1686 = fmul float %1682, %1685
  %1687 = mul i32 %t, 512
  %1688 = sext i32 %1687 to i64
  %1689 = sext i32 %tl_lo16 to i64
  %1690 = sext i32 %j9 to i64
  %1691 = add i64 %1689, %1690
  %1692 = add i64 %1688, %1691
  %1693 = getelementptr inbounds float, ptr %W, i64 %1692
  %1694 = load float, ptr %1693, align 4
  %1695 = fmul float %1686, %1694
  %1696 = sext i32 %i347 to i64
  %1697 = mul nsw i64 %1696, 512
  %1698 = add i32 %tl_lo16, %j9
  %1699 = sext i32 %1698 to i64
  %1700 = add nsw i64 %1697, %1699
  %1701 = getelementptr inbounds float, ptr %X_f, i64 %1700
  store float %1695, ptr %1701, align 4
  %1702 = add nsw i32 %j9, 1
  br label %for.cond352, !llvm.loop !84

for.end354:                                       ; preds = %for.cond352
  %1703 = sub i32 512, %tl_hi17
  br label %for.cond355

for.cond355:                                      ; preds = %for.body356, %for.end354
  %j9358 = phi i32 [ 0, %for.end354 ], [ %1723, %for.body356 ]
  %1704 = icmp slt i32 %j9358, %1703
  br i1 %1704, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1705 = sext i32 %i347 to i64
  %1706 = mul nsw i64 %1705, 512
  %1707 = add i32 %tl_hi17, %j9358
  %1708 = sext i32 %1707 to i64
  %1709 = add nsw i64 %1706, %1708
  %1710 = getelementptr inbounds float, ptr %X_f, i64 %1709
  %1711 = load float, ptr %1710, align 4
  %1712 = sext i32 %i347 to i64
  %1713 = getelementptr inbounds float, ptr %ss, i64 %1712
  %1714 = load float, ptr %1713, align 4
  %1715 = fmul float %1711, %1714
  %1716 = fmul float %1715, 0.000000e+00
  %1717 = sext i32 %i347 to i64
  %1718 = mul nsw i64 %1717, 512
  %1719 = add i32 %tl_hi17, %j9358
  %1720 = sext i32 %1719 to i64
  %1721 = add nsw i64 %1718, %1720
  %1722 = getelementptr inbounds float, ptr %X_f, i64 %1721
  store float %1716, ptr %1722, align 4
  %1723 = add nsw i32 %j9358, 1
  br label %for.cond355, !llvm.loop !85

for.end357:                                       ; preds = %for.cond355
  %1724 = add nsw i32 %i347, 1
  br label %for.cond344, !llvm.loop !86

if.then359:                                       ; preds = %for.end346
  br label %for.cond362

if.else360:                                       ; preds = %for.end346
  br label %for.cond373

if.end361:                                        ; preds = %for.end375, %for.end364
  %1725 = add nsw i32 %c312, 1
  br label %for.cond309, !llvm.loop !87

for.cond362:                                      ; preds = %if.end368, %if.then359
  %i7365 = phi i32 [ 0, %if.then359 ], [ %1745, %if.end368 ]
  %1726 = icmp slt i32 %i7365, 4
  br i1 %1726, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1727 = sext i32 %M to i64
  %1728 = sext i32 %N to i64
  %1729 = mul i64 %1727, %1728
  %1730 = icmp sge i64 %1729, 8388608
  br i1 %1730, label %if.then366, label %if.else367

for.end364:                                       ; preds = %for.cond362
  br label %if.end361

if.then366:                                       ; preds = %for.body363
  %1731 = mul i32 %bx, 4
  %1732 = add i32 %1731, %i7365
  %1733 = sext i32 %1732 to i64
  %1734 = sext i32 %N to i64
  %1735 = mul nsw i64 %1733, %1734
  %1736 = mul i32 %t, 512
  %1737 = add i32 %1736, 0
  %1738 = sext i32 %1737 to i64
  %1739 = add nsw i64 %1735, %1738
  %1740 = getelementptr inbounds float, ptr %Y, i64 %1739
  %1741 = sext i32 %i7365 to i64
  %1742 = mul nsw i64 %1741, 512
  %1743 = add nsw i64 %1742, 0
  %1744 = getelementptr inbounds float, ptr %X_f, i64 %1743
  call void @tilec_rt_stream(ptr %1740, ptr %1744, i64 2048)
  br label %if.end368

if.else367:                                       ; preds = %for.body363
  br label %for.cond369

if.end368:                                        ; preds = %for.end371, %if.then366
  %1745 = add nsw i32 %i7365, 1
  br label %for.cond362, !llvm.loop !88

for.cond369:                                      ; preds = %for.body370, %if.else367
  %j2372 = phi i32 [ 0, %if.else367 ], [ %1763, %for.body370 ]
  %1746 = icmp slt i32 %j2372, 512
  br i1 %1746, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1747 = sext i32 %i7365 to i64
  %1748 = mul nsw i64 %1747, 512
  %1749 = sext i32 %j2372 to i64
  %1750 = add nsw i64 %1748, %1749
  %1751 = getelementptr inbounds float, ptr %X_f, i64 %1750
  %1752 = load float, ptr %1751, align 4
  %1753 = mul i32 %bx, 4
  %1754 = add i32 %1753, %i7365
  %1755 = sext i32 %1754 to i64
  %1756 = sext i32 %N to i64
  %1757 = mul nsw i64 %1755, %1756
  %1758 = mul i32 %t, 512
  %1759 = add i32 %1758, %j2372
  %1760 = sext i32 %1759 to i64
  %1761 = add nsw i64 %1757, %1760
  %1762 = getelementptr inbounds float, ptr %Y, i64 %1761
  store float %1752, ptr %1762, align 4
  %1763 = add nsw i32 %j2372, 1
  br label %for.cond369, !llvm.loop !89

for.end371:                                       ; preds = %for.cond369
  br label %if.end368

for.cond373:                                      ; preds = %for.end379, %if.else360
  %i7376 = phi i32 [ 0, %if.else360 ], [ %1791, %for.end379 ]
  %1764 = icmp slt i32 %i7376, 4
  br i1 %1764, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  br label %for.cond377

for.end375:                                       ; preds = %for.cond373
  br label %if.end361

for.cond377:                                      ; preds = %if.end383, %for.body374
  %j2380 = phi i32 [ 0, %for.body374 ], [ %1808, %if.end383 ]
  %1765 = icmp slt i32 %j2380, 512
  br i1 %1765, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1766 = mul i32 %bx, 4
  %1767 = sext i32 %1766 to i64
  %1768 = sext i32 %i7376 to i64
  %1769 = add i64 %1767, %1768
  %1770 = icmp sle i64 0, %1769
  %1771 = mul i32 %bx, 4
  %1772 = sext i32 %1771 to i64
  %1773 = sext i32 %i7376 to i64
  %1774 = add i64 %1772, %1773
  %1775 = sext i32 %M to i64
  %1776 = icmp slt i64 %1774, %1775
  %1777 = and i1 %1770, %1776
  %1778 = mul i32 %t, 512
  %1779 = sext i32 %1778 to i64
  %1780 = sext i32 %j2380 to i64
  %1781 = add i64 %1779, %1780
  %1782 = icmp sle i64 0, %1781
  %1783 = mul i32 %t, 512
  %1784 = sext i32 %1783 to i64
  %1785 = sext i32 %j2380 to i64
  %1786 = add i64 %1784, %1785
  %1787 = sext i32 %N to i64
  %1788 = icmp slt i64 %1786, %1787
  %1789 = and i1 %1782, %1788
  %1790 = and i1 %1777, %1789
  br i1 %1790, label %if.then381, label %if.else382

for.end379:                                       ; preds = %for.cond377
  %1791 = add nsw i32 %i7376, 1
  br label %for.cond373, !llvm.loop !90

if.then381:                                       ; preds = %for.body378
  %1792 = sext i32 %i7376 to i64
  %1793 = mul nsw i64 %1792, 512
  %1794 = sext i32 %j2380 to i64
  %1795 = add nsw i64 %1793, %1794
  %1796 = getelementptr inbounds float, ptr %X_f, i64 %1795
  %1797 = load float, ptr %1796, align 4
  %1798 = mul i32 %bx, 4
  %1799 = add i32 %1798, %i7376
  %1800 = sext i32 %1799 to i64
  %1801 = sext i32 %N to i64
  %1802 = mul nsw i64 %1800, %1801
  %1803 = mul i32 %t, 512
  %1804 = add i32 %1803, %j2380
  %1805 = sext i32 %1804 to i64
  %1806 = add nsw i64 %1802, %1805
  %1807 = getelementptr inbounds float, ptr %Y, i64 %1806
  store float %1797, ptr %1807, align 4
  br label %if.end383

if.else382:                                       ; preds = %for.body378
  br label %if.end383

if.end383:                                        ; preds = %if.else382, %if.then381
  %1808 = add nsw i32 %j2380, 1
  br label %for.cond377, !llvm.loop !91
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
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
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
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
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
