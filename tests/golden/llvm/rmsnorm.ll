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
  br i1 %1, label %if.then75, label %if.else76

if.end:                                           ; preds = %if.end77, %for.end67
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

for.cond18:                                       ; preds = %for.end63, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %272, %for.end63 ]
  %143 = icmp slt i32 %i1, 32
  br i1 %143, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond65

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
  %158 = icmp eq i32 %tl_steps1, 7
  br i1 %158, label %if.then24, label %if.else25

if.then24:                                        ; preds = %for.end23
  br label %for.cond27

if.else25:                                        ; preds = %for.end23
  br label %for.cond34

if.end26:                                         ; preds = %if.end44, %for.end29
  br label %for.cond45

for.cond27:                                       ; preds = %for.end32, %if.then24
  %red = phi i32 [ 0, %if.then24 ], [ %177, %for.end32 ]
  %159 = icmp slt i32 %red, 7
  br i1 %159, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  br label %for.cond30

for.end29:                                        ; preds = %for.cond27
  br label %if.end26

for.cond30:                                       ; preds = %for.body31, %for.body28
  %lane33 = phi i32 [ 0, %for.body28 ], [ %176, %for.body31 ]
  %160 = icmp slt i32 %lane33, 32
  br i1 %160, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %161 = sext i32 %lane33 to i64
  %162 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = sext i32 %i1 to i64
  %165 = mul nsw i64 %164, 256
  %166 = add i32 %red, 1
  %167 = mul i32 %166, 32
  %168 = add i32 %167, %lane33
  %169 = sext i32 %168 to i64
  %170 = add nsw i64 %165, %169
  %171 = getelementptr inbounds float, ptr %sq_s, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = fadd float %163, %172
  %174 = sext i32 %lane33 to i64
  %175 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %174
  store float %173, ptr %175, align 4
  %176 = add nsw i32 %lane33, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %177 = add nsw i32 %red, 1
  br label %for.cond27, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else25
  %red37 = phi i32 [ 0, %if.else25 ], [ %197, %for.end40 ]
  %178 = icmp slt i32 %red37, %tl_steps1
  br i1 %178, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  %179 = icmp slt i32 %tl_steps1, 7
  br i1 %179, label %if.then42, label %if.else43

for.cond38:                                       ; preds = %for.body39, %for.body35
  %lane41 = phi i32 [ 0, %for.body35 ], [ %196, %for.body39 ]
  %180 = icmp slt i32 %lane41, 32
  br i1 %180, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %181 = sext i32 %lane41 to i64
  %182 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = sext i32 %i1 to i64
  %185 = mul nsw i64 %184, 256
  %186 = add i32 %red37, 1
  %187 = mul i32 %186, 32
  %188 = add i32 %187, %lane41
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %185, %189
  %191 = getelementptr inbounds float, ptr %sq_s, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = fadd float %183, %192
  %194 = sext i32 %lane41 to i64
  %195 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %194
  store float %193, ptr %195, align 4
  %196 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %197 = add nsw i32 %red37, 1
  br label %for.cond34, !llvm.loop !11

if.then42:                                        ; preds = %for.end36
  %198 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %199 = load float, ptr %198, align 4
  %200 = fadd float %199, 0.000000e+00
  %201 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %200, ptr %201, align 4
  br label %if.end44

if.else43:                                        ; preds = %for.end36
  br label %if.end44

if.end44:                                         ; preds = %if.else43, %if.then42
  br label %if.end26

for.cond45:                                       ; preds = %for.body46, %if.end26
  %lane48 = phi i32 [ 0, %if.end26 ], [ %213, %for.body46 ]
  %202 = icmp slt i32 %lane48, 16
  br i1 %202, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %203 = sext i32 %lane48 to i64
  %204 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = add i32 %lane48, 16
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = fadd float %205, %209
  %211 = sext i32 %lane48 to i64
  %212 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %211
  store float %210, ptr %212, align 4
  %213 = add nsw i32 %lane48, 1
  br label %for.cond45, !llvm.loop !12

for.end47:                                        ; preds = %for.cond45
  br label %for.cond49

for.cond49:                                       ; preds = %for.body50, %for.end47
  %lane52 = phi i32 [ 0, %for.end47 ], [ %225, %for.body50 ]
  %214 = icmp slt i32 %lane52, 8
  br i1 %214, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %215 = sext i32 %lane52 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = add i32 %lane52, 8
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fadd float %217, %221
  %223 = sext i32 %lane52 to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %223
  store float %222, ptr %224, align 4
  %225 = add nsw i32 %lane52, 1
  br label %for.cond49, !llvm.loop !13

for.end51:                                        ; preds = %for.cond49
  br label %for.cond53

for.cond53:                                       ; preds = %for.body54, %for.end51
  %lane56 = phi i32 [ 0, %for.end51 ], [ %237, %for.body54 ]
  %226 = icmp slt i32 %lane56, 4
  br i1 %226, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %227 = sext i32 %lane56 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = add i32 %lane56, 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = fadd float %229, %233
  %235 = sext i32 %lane56 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %235
  store float %234, ptr %236, align 4
  %237 = add nsw i32 %lane56, 1
  br label %for.cond53, !llvm.loop !14

for.end55:                                        ; preds = %for.cond53
  br label %for.cond57

for.cond57:                                       ; preds = %for.body58, %for.end55
  %lane60 = phi i32 [ 0, %for.end55 ], [ %249, %for.body58 ]
  %238 = icmp slt i32 %lane60, 2
  br i1 %238, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %239 = sext i32 %lane60 to i64
  %240 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = add i32 %lane60, 2
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = fadd float %241, %245
  %247 = sext i32 %lane60 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %247
  store float %246, ptr %248, align 4
  %249 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !15

for.end59:                                        ; preds = %for.cond57
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %for.end59
  %lane64 = phi i32 [ 0, %for.end59 ], [ %261, %for.body62 ]
  %250 = icmp slt i32 %lane64, 1
  br i1 %250, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %251 = sext i32 %lane64 to i64
  %252 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = add i32 %lane64, 1
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = fadd float %253, %257
  %259 = sext i32 %lane64 to i64
  %260 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %259
  store float %258, ptr %260, align 4
  %261 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !16

for.end63:                                        ; preds = %for.cond61
  %262 = sext i32 %i1 to i64
  %263 = getelementptr inbounds float, ptr %ss_s, i64 %262
  store float 0.000000e+00, ptr %263, align 4
  %264 = sext i32 %i1 to i64
  %265 = getelementptr inbounds float, ptr %ss_s, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %268 = load float, ptr %267, align 4
  %269 = fadd float %266, %268
  %270 = sext i32 %i1 to i64
  %271 = getelementptr inbounds float, ptr %ss_s, i64 %270
  store float %269, ptr %271, align 4
  %272 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !17

for.cond65:                                       ; preds = %if.end71, %for.end20
  %i68 = phi i32 [ 0, %for.end20 ], [ %298, %if.end71 ]
  %273 = icmp slt i32 %i68, 32
  br i1 %273, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %274 = sext i32 %N to i64
  %275 = icmp slt i64 %274, 0
  %276 = sext i32 %N to i64
  %277 = icmp sgt i64 %276, 256
  %278 = sext i32 %N to i64
  %279 = select i1 %277, i64 256, i64 %278
  %280 = select i1 %275, i64 0, i64 %279
  %281 = icmp slt i64 %280, 0
  %282 = sext i32 %N to i64
  %283 = icmp slt i64 %282, 0
  %284 = sext i32 %N to i64
  %285 = icmp sgt i64 %284, 256
  %286 = sext i32 %N to i64
  %287 = select i1 %285, i64 256, i64 %286
  %288 = select i1 %283, i64 0, i64 %287
  %289 = select i1 %281, i64 0, i64 %288
  %tl_hi3 = trunc i64 %289 to i32
  %290 = mul i32 %bx, 32
  %291 = add i32 %290, %i68
  %292 = icmp sle i32 0, %291
  %293 = mul i32 %bx, 32
  %294 = add i32 %293, %i68
  %295 = icmp slt i32 %294, %M
  %296 = and i1 %292, %295
  br i1 %296, label %if.then69, label %if.else70

for.end67:                                        ; preds = %for.cond65
  br label %if.end

if.then69:                                        ; preds = %for.body66
  %297 = sub i32 %tl_hi3, 0
  br label %for.cond72

if.else70:                                        ; preds = %for.body66
  br label %if.end71

if.end71:                                         ; preds = %if.else70, %for.end74
  %298 = add nsw i32 %i68, 1
  br label %for.cond65, !llvm.loop !18

for.cond72:                                       ; preds = %for.body73, %if.then69
  %j4 = phi i32 [ 0, %if.then69 ], [ %335, %for.body73 ]
  %299 = icmp slt i32 %j4, %297
  br i1 %299, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %300 = mul i32 %bx, 32
  %301 = add i32 %300, %i68
  %302 = sext i32 %301 to i64
  %303 = sext i32 %N to i64
  %304 = mul nsw i64 %302, %303
  %305 = add i32 0, %j4
  %306 = sext i32 %305 to i64
  %307 = add nsw i64 %304, %306
  %308 = getelementptr inbounds float, ptr %X, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = sext i32 %i68 to i64
  %311 = getelementptr inbounds float, ptr %ss_s, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = sitofp i32 %N to float
  %314 = fdiv float %312, %313
  %315 = fadd float %314, 0x3EB0C6F7A0000000
  %316 = fpext float %315 to double
  %317 = call double @llvm.sqrt.f64(double %316)
  %318 = fdiv double 1.000000e+00, %317
  %319 = fptrunc double %318 to float
  %320 = fmul float %309, %319
  %321 = add i32 0, %j4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds float, ptr %W, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = fmul float %320, %324
  %326 = mul i32 %bx, 32
  %327 = add i32 %326, %i68
  %328 = sext i32 %327 to i64
  %329 = sext i32 %N to i64
  %330 = mul nsw i64 %328, %329
  %331 = add i32 0, %j4
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %330, %332
  %334 = getelementptr inbounds float, ptr %Y, i64 %333
  store float %325, ptr %334, align 4
  %335 = add nsw i32 %j4, 1
  br label %for.cond72, !llvm.loop !19

for.end74:                                        ; preds = %for.cond72
  br label %if.end71

if.then75:                                        ; preds = %if.else
  br label %for.cond78

if.else76:                                        ; preds = %if.else
  %336 = icmp sle i32 %N, 4096
  br i1 %336, label %if.then157, label %if.else158

if.end77:                                         ; preds = %if.end159, %for.end149
  br label %if.end

for.cond78:                                       ; preds = %for.end98, %if.then75
  %i81 = phi i32 [ 0, %if.then75 ], [ %477, %for.end98 ]
  %337 = icmp slt i32 %i81, 4
  br i1 %337, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %338 = sext i32 %N to i64
  %339 = icmp slt i64 %338, 0
  %340 = sext i32 %N to i64
  %341 = icmp sgt i64 %340, 512
  %342 = sext i32 %N to i64
  %343 = select i1 %341, i64 512, i64 %342
  %344 = select i1 %339, i64 0, i64 %343
  %345 = icmp slt i64 %344, 0
  %346 = sext i32 %N to i64
  %347 = icmp slt i64 %346, 0
  %348 = sext i32 %N to i64
  %349 = icmp sgt i64 %348, 512
  %350 = sext i32 %N to i64
  %351 = select i1 %349, i64 512, i64 %350
  %352 = select i1 %347, i64 0, i64 %351
  %353 = select i1 %345, i64 0, i64 %352
  %tl_hi5 = trunc i64 %353 to i32
  br label %for.cond82

for.end80:                                        ; preds = %for.cond78
  %354 = sext i32 %N to i64
  %355 = icmp slt i64 %354, 0
  %356 = sext i32 %N to i64
  %357 = icmp sgt i64 %356, 512
  %358 = sext i32 %N to i64
  %359 = select i1 %357, i64 512, i64 %358
  %360 = select i1 %355, i64 0, i64 %359
  %361 = icmp slt i64 %360, 0
  %362 = sext i32 %N to i64
  %363 = icmp slt i64 %362, 0
  %364 = sext i32 %N to i64
  %365 = icmp sgt i64 %364, 512
  %366 = sext i32 %N to i64
  %367 = select i1 %365, i64 512, i64 %366
  %368 = select i1 %363, i64 0, i64 %367
  %369 = select i1 %361, i64 0, i64 %368
  %370 = trunc i64 %369 to i32
  %371 = icmp slt i32 %370, 0
  %372 = sext i32 %N to i64
  %373 = icmp slt i64 %372, 0
  %374 = sext i32 %N to i64
  %375 = icmp sgt i64 %374, 512
  %376 = sext i32 %N to i64
  %377 = select i1 %375, i64 512, i64 %376
  %378 = select i1 %373, i64 0, i64 %377
  %379 = icmp slt i64 %378, 0
  %380 = sext i32 %N to i64
  %381 = icmp slt i64 %380, 0
  %382 = sext i32 %N to i64
  %383 = icmp sgt i64 %382, 512
  %384 = sext i32 %N to i64
  %385 = select i1 %383, i64 512, i64 %384
  %386 = select i1 %381, i64 0, i64 %385
  %387 = select i1 %379, i64 0, i64 %386
  %388 = trunc i64 %387 to i32
  %389 = icmp sgt i32 %388, 512
  %390 = sext i32 %N to i64
  %391 = icmp slt i64 %390, 0
  %392 = sext i32 %N to i64
  %393 = icmp sgt i64 %392, 512
  %394 = sext i32 %N to i64
  %395 = select i1 %393, i64 512, i64 %394
  %396 = select i1 %391, i64 0, i64 %395
  %397 = icmp slt i64 %396, 0
  %398 = sext i32 %N to i64
  %399 = icmp slt i64 %398, 0
  %400 = sext i32 %N to i64
  %401 = icmp sgt i64 %400, 512
  %402 = sext i32 %N to i64
  %403 = select i1 %401, i64 512, i64 %402
  %404 = select i1 %399, i64 0, i64 %403
  %405 = select i1 %397, i64 0, i64 %404
  %406 = trunc i64 %405 to i32
  %407 = select i1 %389, i32 512, i32 %406
  %408 = select i1 %371, i32 0, i32 %407
  %409 = add i32 %408, 31
  %410 = sdiv i32 %409, 32
  %411 = sub i32 0, %409
  %412 = select i1 false, i32 %411, i32 %410
  br label %for.cond100

for.cond82:                                       ; preds = %for.body83, %for.body79
  %j85 = phi i32 [ 0, %for.body79 ], [ %421, %for.body83 ]
  %413 = icmp slt i32 %j85, 0
  br i1 %413, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %414 = icmp slt i32 %j85, %N
  %415 = select i1 %414, float 0.000000e+00, float 0.000000e+00
  %416 = sext i32 %i81 to i64
  %417 = mul nsw i64 %416, 512
  %418 = sext i32 %j85 to i64
  %419 = add nsw i64 %417, %418
  %420 = getelementptr inbounds float, ptr %sq, i64 %419
  store float %415, ptr %420, align 4
  %421 = add nsw i32 %j85, 1
  br label %for.cond82, !llvm.loop !20

for.end84:                                        ; preds = %for.cond82
  %422 = mul i32 %bx, 4
  %423 = add i32 %422, %i81
  %424 = icmp sle i32 0, %423
  %425 = mul i32 %bx, 4
  %426 = add i32 %425, %i81
  %427 = icmp slt i32 %426, %M
  %428 = and i1 %424, %427
  br i1 %428, label %if.then86, label %if.else87

if.then86:                                        ; preds = %for.end84
  %429 = sub i32 %tl_hi5, 0
  br label %for.cond89

if.else87:                                        ; preds = %for.end84
  %430 = sub i32 %tl_hi5, 0
  br label %for.cond92

if.end88:                                         ; preds = %for.end94, %for.end91
  %431 = sub i32 512, %tl_hi5
  br label %for.cond96

for.cond89:                                       ; preds = %for.body90, %if.then86
  %j5 = phi i32 [ 0, %if.then86 ], [ %460, %for.body90 ]
  %432 = icmp slt i32 %j5, %429
  br i1 %432, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %433 = mul i32 %bx, 4
  %434 = add i32 %433, %i81
  %435 = sext i32 %434 to i64
  %436 = sext i32 %N to i64
  %437 = mul nsw i64 %435, %436
  %438 = add i32 0, %j5
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %437, %439
  %441 = getelementptr inbounds float, ptr %X, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = mul i32 %bx, 4
  %444 = add i32 %443, %i81
  %445 = sext i32 %444 to i64
  %446 = sext i32 %N to i64
  %447 = mul nsw i64 %445, %446
  %448 = add i32 0, %j5
  %449 = sext i32 %448 to i64
  %450 = add nsw i64 %447, %449
  %451 = getelementptr inbounds float, ptr %X, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = fmul float %442, %452
  %454 = sext i32 %i81 to i64
  %455 = mul nsw i64 %454, 512
  %456 = add i32 0, %j5
  %457 = sext i32 %456 to i64
  %458 = add nsw i64 %455, %457
  %459 = getelementptr inbounds float, ptr %sq, i64 %458
  store float %453, ptr %459, align 4
  %460 = add nsw i32 %j5, 1
  br label %for.cond89, !llvm.loop !21

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond92:                                       ; preds = %for.body93, %if.else87
  %j595 = phi i32 [ 0, %if.else87 ], [ %468, %for.body93 ]
  %461 = icmp slt i32 %j595, %430
  br i1 %461, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %462 = sext i32 %i81 to i64
  %463 = mul nsw i64 %462, 512
  %464 = add i32 0, %j595
  %465 = sext i32 %464 to i64
  %466 = add nsw i64 %463, %465
  %467 = getelementptr inbounds float, ptr %sq, i64 %466
  store float 0.000000e+00, ptr %467, align 4
  %468 = add nsw i32 %j595, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %if.end88

for.cond96:                                       ; preds = %for.body97, %if.end88
  %j599 = phi i32 [ 0, %if.end88 ], [ %476, %for.body97 ]
  %469 = icmp slt i32 %j599, %431
  br i1 %469, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %470 = sext i32 %i81 to i64
  %471 = mul nsw i64 %470, 512
  %472 = add i32 %tl_hi5, %j599
  %473 = sext i32 %472 to i64
  %474 = add nsw i64 %471, %473
  %475 = getelementptr inbounds float, ptr %sq, i64 %474
  store float 0.000000e+00, ptr %475, align 4
  %476 = add nsw i32 %j599, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  %477 = add nsw i32 %i81, 1
  br label %for.cond78, !llvm.loop !24

for.cond100:                                      ; preds = %for.end145, %for.end80
  %i2 = phi i32 [ 0, %for.end80 ], [ %607, %for.end145 ]
  %478 = icmp slt i32 %i2, 4
  br i1 %478, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond103

for.end102:                                       ; preds = %for.cond100
  br label %for.cond147

for.cond103:                                      ; preds = %for.body104, %for.body101
  %lane1 = phi i32 [ 0, %for.body101 ], [ %488, %for.body104 ]
  %479 = icmp slt i32 %lane1, 32
  br i1 %479, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %480 = sext i32 %i2 to i64
  %481 = mul nsw i64 %480, 512
  %482 = sext i32 %lane1 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %sq, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = sext i32 %lane1 to i64
  %487 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %486
  store float %485, ptr %487, align 4
  %488 = add nsw i32 %lane1, 1
  br label %for.cond103, !llvm.loop !25

for.end105:                                       ; preds = %for.cond103
  %489 = sub i32 %412, 1
  %490 = icmp slt i32 %489, 0
  %491 = sub i32 %412, 1
  %492 = select i1 %490, i32 0, i32 %491
  %tl_steps3 = select i1 true, i32 %492, i32 15
  %493 = icmp eq i32 %tl_steps3, 15
  br i1 %493, label %if.then106, label %if.else107

if.then106:                                       ; preds = %for.end105
  br label %for.cond109

if.else107:                                       ; preds = %for.end105
  br label %for.cond116

if.end108:                                        ; preds = %if.end126, %for.end111
  br label %for.cond127

for.cond109:                                      ; preds = %for.end114, %if.then106
  %red1 = phi i32 [ 0, %if.then106 ], [ %512, %for.end114 ]
  %494 = icmp slt i32 %red1, 15
  br i1 %494, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  br label %for.cond112

for.end111:                                       ; preds = %for.cond109
  br label %if.end108

for.cond112:                                      ; preds = %for.body113, %for.body110
  %lane1115 = phi i32 [ 0, %for.body110 ], [ %511, %for.body113 ]
  %495 = icmp slt i32 %lane1115, 32
  br i1 %495, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %496 = sext i32 %lane1115 to i64
  %497 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %496
  %498 = load float, ptr %497, align 4
  %499 = sext i32 %i2 to i64
  %500 = mul nsw i64 %499, 512
  %501 = add i32 %red1, 1
  %502 = mul i32 %501, 32
  %503 = add i32 %502, %lane1115
  %504 = sext i32 %503 to i64
  %505 = add nsw i64 %500, %504
  %506 = getelementptr inbounds float, ptr %sq, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fadd float %498, %507
  %509 = sext i32 %lane1115 to i64
  %510 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %509
  store float %508, ptr %510, align 4
  %511 = add nsw i32 %lane1115, 1
  br label %for.cond112, !llvm.loop !26

for.end114:                                       ; preds = %for.cond112
  %512 = add nsw i32 %red1, 1
  br label %for.cond109, !llvm.loop !27

for.cond116:                                      ; preds = %for.end122, %if.else107
  %red1119 = phi i32 [ 0, %if.else107 ], [ %532, %for.end122 ]
  %513 = icmp slt i32 %red1119, %tl_steps3
  br i1 %513, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  br label %for.cond120

for.end118:                                       ; preds = %for.cond116
  %514 = icmp slt i32 %tl_steps3, 15
  br i1 %514, label %if.then124, label %if.else125

for.cond120:                                      ; preds = %for.body121, %for.body117
  %lane1123 = phi i32 [ 0, %for.body117 ], [ %531, %for.body121 ]
  %515 = icmp slt i32 %lane1123, 32
  br i1 %515, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %516 = sext i32 %lane1123 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = sext i32 %i2 to i64
  %520 = mul nsw i64 %519, 512
  %521 = add i32 %red1119, 1
  %522 = mul i32 %521, 32
  %523 = add i32 %522, %lane1123
  %524 = sext i32 %523 to i64
  %525 = add nsw i64 %520, %524
  %526 = getelementptr inbounds float, ptr %sq, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = fadd float %518, %527
  %529 = sext i32 %lane1123 to i64
  %530 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %529
  store float %528, ptr %530, align 4
  %531 = add nsw i32 %lane1123, 1
  br label %for.cond120, !llvm.loop !28

for.end122:                                       ; preds = %for.cond120
  %532 = add nsw i32 %red1119, 1
  br label %for.cond116, !llvm.loop !29

if.then124:                                       ; preds = %for.end118
  %533 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %534 = load float, ptr %533, align 4
  %535 = fadd float %534, 0.000000e+00
  %536 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %535, ptr %536, align 4
  br label %if.end126

if.else125:                                       ; preds = %for.end118
  br label %if.end126

if.end126:                                        ; preds = %if.else125, %if.then124
  br label %if.end108

for.cond127:                                      ; preds = %for.body128, %if.end108
  %lane1130 = phi i32 [ 0, %if.end108 ], [ %548, %for.body128 ]
  %537 = icmp slt i32 %lane1130, 16
  br i1 %537, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %538 = sext i32 %lane1130 to i64
  %539 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = add i32 %lane1130, 16
  %542 = sext i32 %541 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = fadd float %540, %544
  %546 = sext i32 %lane1130 to i64
  %547 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %546
  store float %545, ptr %547, align 4
  %548 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !30

for.end129:                                       ; preds = %for.cond127
  br label %for.cond131

for.cond131:                                      ; preds = %for.body132, %for.end129
  %lane1134 = phi i32 [ 0, %for.end129 ], [ %560, %for.body132 ]
  %549 = icmp slt i32 %lane1134, 8
  br i1 %549, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %550 = sext i32 %lane1134 to i64
  %551 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = add i32 %lane1134, 8
  %554 = sext i32 %553 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = fadd float %552, %556
  %558 = sext i32 %lane1134 to i64
  %559 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %558
  store float %557, ptr %559, align 4
  %560 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !31

for.end133:                                       ; preds = %for.cond131
  br label %for.cond135

for.cond135:                                      ; preds = %for.body136, %for.end133
  %lane1138 = phi i32 [ 0, %for.end133 ], [ %572, %for.body136 ]
  %561 = icmp slt i32 %lane1138, 4
  br i1 %561, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %562 = sext i32 %lane1138 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %562
  %564 = load float, ptr %563, align 4
  %565 = add i32 %lane1138, 4
  %566 = sext i32 %565 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fadd float %564, %568
  %570 = sext i32 %lane1138 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %570
  store float %569, ptr %571, align 4
  %572 = add nsw i32 %lane1138, 1
  br label %for.cond135, !llvm.loop !32

for.end137:                                       ; preds = %for.cond135
  br label %for.cond139

for.cond139:                                      ; preds = %for.body140, %for.end137
  %lane1142 = phi i32 [ 0, %for.end137 ], [ %584, %for.body140 ]
  %573 = icmp slt i32 %lane1142, 2
  br i1 %573, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %574 = sext i32 %lane1142 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = add i32 %lane1142, 2
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fadd float %576, %580
  %582 = sext i32 %lane1142 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %582
  store float %581, ptr %583, align 4
  %584 = add nsw i32 %lane1142, 1
  br label %for.cond139, !llvm.loop !33

for.end141:                                       ; preds = %for.cond139
  br label %for.cond143

for.cond143:                                      ; preds = %for.body144, %for.end141
  %lane1146 = phi i32 [ 0, %for.end141 ], [ %596, %for.body144 ]
  %585 = icmp slt i32 %lane1146, 1
  br i1 %585, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %586 = sext i32 %lane1146 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = add i32 %lane1146, 1
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = fadd float %588, %592
  %594 = sext i32 %lane1146 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %594
  store float %593, ptr %595, align 4
  %596 = add nsw i32 %lane1146, 1
  br label %for.cond143, !llvm.loop !34

for.end145:                                       ; preds = %for.cond143
  %597 = sext i32 %i2 to i64
  %598 = getelementptr inbounds float, ptr %ss, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = sext i32 %i2 to i64
  %600 = getelementptr inbounds float, ptr %ss, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %603 = load float, ptr %602, align 4
  %604 = fadd float %601, %603
  %605 = sext i32 %i2 to i64
  %606 = getelementptr inbounds float, ptr %ss, i64 %605
  store float %604, ptr %606, align 4
  %607 = add nsw i32 %i2, 1
  br label %for.cond100, !llvm.loop !35

for.cond147:                                      ; preds = %if.end153, %for.end102
  %i150 = phi i32 [ 0, %for.end102 ], [ %633, %if.end153 ]
  %608 = icmp slt i32 %i150, 4
  br i1 %608, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %609 = sext i32 %N to i64
  %610 = icmp slt i64 %609, 0
  %611 = sext i32 %N to i64
  %612 = icmp sgt i64 %611, 512
  %613 = sext i32 %N to i64
  %614 = select i1 %612, i64 512, i64 %613
  %615 = select i1 %610, i64 0, i64 %614
  %616 = icmp slt i64 %615, 0
  %617 = sext i32 %N to i64
  %618 = icmp slt i64 %617, 0
  %619 = sext i32 %N to i64
  %620 = icmp sgt i64 %619, 512
  %621 = sext i32 %N to i64
  %622 = select i1 %620, i64 512, i64 %621
  %623 = select i1 %618, i64 0, i64 %622
  %624 = select i1 %616, i64 0, i64 %623
  %tl_hi7 = trunc i64 %624 to i32
  %625 = mul i32 %bx, 4
  %626 = add i32 %625, %i150
  %627 = icmp sle i32 0, %626
  %628 = mul i32 %bx, 4
  %629 = add i32 %628, %i150
  %630 = icmp slt i32 %629, %M
  %631 = and i1 %627, %630
  br i1 %631, label %if.then151, label %if.else152

for.end149:                                       ; preds = %for.cond147
  br label %if.end77

if.then151:                                       ; preds = %for.body148
  %632 = sub i32 %tl_hi7, 0
  br label %for.cond154

if.else152:                                       ; preds = %for.body148
  br label %if.end153

if.end153:                                        ; preds = %if.else152, %for.end156
  %633 = add nsw i32 %i150, 1
  br label %for.cond147, !llvm.loop !36

for.cond154:                                      ; preds = %for.body155, %if.then151
  %j6 = phi i32 [ 0, %if.then151 ], [ %670, %for.body155 ]
  %634 = icmp slt i32 %j6, %632
  br i1 %634, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %635 = mul i32 %bx, 4
  %636 = add i32 %635, %i150
  %637 = sext i32 %636 to i64
  %638 = sext i32 %N to i64
  %639 = mul nsw i64 %637, %638
  %640 = add i32 0, %j6
  %641 = sext i32 %640 to i64
  %642 = add nsw i64 %639, %641
  %643 = getelementptr inbounds float, ptr %X, i64 %642
  %644 = load float, ptr %643, align 4
  %645 = sext i32 %i150 to i64
  %646 = getelementptr inbounds float, ptr %ss, i64 %645
  %647 = load float, ptr %646, align 4
  %648 = sitofp i32 %N to float
  %649 = fdiv float %647, %648
  %650 = fadd float %649, 0x3EB0C6F7A0000000
  %651 = fpext float %650 to double
  %652 = call double @llvm.sqrt.f64(double %651)
  %653 = fdiv double 1.000000e+00, %652
  %654 = fptrunc double %653 to float
  %655 = fmul float %644, %654
  %656 = add i32 0, %j6
  %657 = sext i32 %656 to i64
  %658 = getelementptr inbounds float, ptr %W, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = fmul float %655, %659
  %661 = mul i32 %bx, 4
  %662 = add i32 %661, %i150
  %663 = sext i32 %662 to i64
  %664 = sext i32 %N to i64
  %665 = mul nsw i64 %663, %664
  %666 = add i32 0, %j6
  %667 = sext i32 %666 to i64
  %668 = add nsw i64 %665, %667
  %669 = getelementptr inbounds float, ptr %Y, i64 %668
  store float %660, ptr %669, align 4
  %670 = add nsw i32 %j6, 1
  br label %for.cond154, !llvm.loop !37

for.end156:                                       ; preds = %for.cond154
  br label %if.end153

if.then157:                                       ; preds = %if.else76
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %671 = sext i32 %N to i64
  %672 = icmp slt i64 %671, 0
  %673 = sext i32 %N to i64
  %674 = icmp sgt i64 %673, 4096
  %675 = sext i32 %N to i64
  %676 = select i1 %674, i64 4096, i64 %675
  %677 = select i1 %672, i64 0, i64 %676
  %678 = icmp slt i64 %677, 0
  %679 = sext i32 %N to i64
  %680 = icmp slt i64 %679, 0
  %681 = sext i32 %N to i64
  %682 = icmp sgt i64 %681, 4096
  %683 = sext i32 %N to i64
  %684 = select i1 %682, i64 4096, i64 %683
  %685 = select i1 %680, i64 0, i64 %684
  %686 = select i1 %678, i64 0, i64 %685
  %687 = trunc i64 %686 to i32
  %688 = icmp slt i32 %687, 0
  %689 = sext i32 %N to i64
  %690 = icmp slt i64 %689, 0
  %691 = sext i32 %N to i64
  %692 = icmp sgt i64 %691, 4096
  %693 = sext i32 %N to i64
  %694 = select i1 %692, i64 4096, i64 %693
  %695 = select i1 %690, i64 0, i64 %694
  %696 = icmp slt i64 %695, 0
  %697 = sext i32 %N to i64
  %698 = icmp slt i64 %697, 0
  %699 = sext i32 %N to i64
  %700 = icmp sgt i64 %699, 4096
  %701 = sext i32 %N to i64
  %702 = select i1 %700, i64 4096, i64 %701
  %703 = select i1 %698, i64 0, i64 %702
  %704 = select i1 %696, i64 0, i64 %703
  %705 = trunc i64 %704 to i32
  %706 = icmp sgt i32 %705, 4096
  %707 = sext i32 %N to i64
  %708 = icmp slt i64 %707, 0
  %709 = sext i32 %N to i64
  %710 = icmp sgt i64 %709, 4096
  %711 = sext i32 %N to i64
  %712 = select i1 %710, i64 4096, i64 %711
  %713 = select i1 %708, i64 0, i64 %712
  %714 = icmp slt i64 %713, 0
  %715 = sext i32 %N to i64
  %716 = icmp slt i64 %715, 0
  %717 = sext i32 %N to i64
  %718 = icmp sgt i64 %717, 4096
  %719 = sext i32 %N to i64
  %720 = select i1 %718, i64 4096, i64 %719
  %721 = select i1 %716, i64 0, i64 %720
  %722 = select i1 %714, i64 0, i64 %721
  %723 = trunc i64 %722 to i32
  %724 = select i1 %706, i32 4096, i32 %723
  %725 = select i1 %688, i32 0, i32 %724
  %726 = add i32 %725, 31
  %727 = sdiv i32 %726, 32
  %728 = sub i32 0, %726
  %729 = select i1 false, i32 %728, i32 %727
  br label %for.cond160

if.else158:                                       ; preds = %if.else76
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond242

if.end159:                                        ; preds = %for.end333, %for.end162
  br label %if.end77

for.cond160:                                      ; preds = %for.end234, %if.then157
  %r = phi i32 [ 0, %if.then157 ], [ %1083, %for.end234 ]
  %730 = icmp slt i32 %r, 4
  br i1 %730, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  br label %for.cond163

for.end162:                                       ; preds = %for.cond160
  br label %if.end159

for.cond163:                                      ; preds = %if.end173, %for.body161
  %i166 = phi i32 [ 0, %for.body161 ], [ %768, %if.end173 ]
  %731 = icmp slt i32 %i166, 1
  br i1 %731, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %732 = sext i32 %N to i64
  %733 = icmp slt i64 %732, 0
  %734 = sext i32 %N to i64
  %735 = icmp sgt i64 %734, 4096
  %736 = sext i32 %N to i64
  %737 = select i1 %735, i64 4096, i64 %736
  %738 = select i1 %733, i64 0, i64 %737
  %739 = icmp slt i64 %738, 0
  %740 = sext i32 %N to i64
  %741 = icmp slt i64 %740, 0
  %742 = sext i32 %N to i64
  %743 = icmp sgt i64 %742, 4096
  %744 = sext i32 %N to i64
  %745 = select i1 %743, i64 4096, i64 %744
  %746 = select i1 %741, i64 0, i64 %745
  %747 = select i1 %739, i64 0, i64 %746
  %tl_hi9 = trunc i64 %747 to i32
  br label %for.cond167

for.end165:                                       ; preds = %for.cond163
  br label %for.cond181

for.cond167:                                      ; preds = %for.body168, %for.body164
  %j170 = phi i32 [ 0, %for.body164 ], [ %756, %for.body168 ]
  %748 = icmp slt i32 %j170, 0
  br i1 %748, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %749 = icmp slt i32 %j170, %N
  %750 = select i1 %749, float 0.000000e+00, float 0.000000e+00
  %751 = sext i32 %i166 to i64
  %752 = mul nsw i64 %751, 4096
  %753 = sext i32 %j170 to i64
  %754 = add nsw i64 %752, %753
  %755 = getelementptr inbounds float, ptr %sq_r, i64 %754
  store float %750, ptr %755, align 4
  %756 = add nsw i32 %j170, 1
  br label %for.cond167, !llvm.loop !38

for.end169:                                       ; preds = %for.cond167
  %757 = mul i32 %bx, 4
  %758 = add i32 %757, %r
  %759 = add i32 %758, %i166
  %760 = icmp sle i32 0, %759
  %761 = mul i32 %bx, 4
  %762 = add i32 %761, %r
  %763 = add i32 %762, %i166
  %764 = icmp slt i32 %763, %M
  %765 = and i1 %760, %764
  br i1 %765, label %if.then171, label %if.else172

if.then171:                                       ; preds = %for.end169
  %766 = sub i32 %tl_hi9, 0
  br label %for.cond174

if.else172:                                       ; preds = %for.end169
  %767 = sub i32 %tl_hi9, 0
  br label %for.cond177

if.end173:                                        ; preds = %for.end179, %for.end176
  %768 = add nsw i32 %i166, 1
  br label %for.cond163, !llvm.loop !39

for.cond174:                                      ; preds = %for.body175, %if.then171
  %j7 = phi i32 [ 0, %if.then171 ], [ %799, %for.body175 ]
  %769 = icmp slt i32 %j7, %766
  br i1 %769, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %770 = mul i32 %bx, 4
  %771 = add i32 %770, %r
  %772 = add i32 %771, %i166
  %773 = sext i32 %772 to i64
  %774 = sext i32 %N to i64
  %775 = mul nsw i64 %773, %774
  %776 = add i32 0, %j7
  %777 = sext i32 %776 to i64
  %778 = add nsw i64 %775, %777
  %779 = getelementptr inbounds float, ptr %X, i64 %778
  %780 = load float, ptr %779, align 4
  %781 = mul i32 %bx, 4
  %782 = add i32 %781, %r
  %783 = add i32 %782, %i166
  %784 = sext i32 %783 to i64
  %785 = sext i32 %N to i64
  %786 = mul nsw i64 %784, %785
  %787 = add i32 0, %j7
  %788 = sext i32 %787 to i64
  %789 = add nsw i64 %786, %788
  %790 = getelementptr inbounds float, ptr %X, i64 %789
  %791 = load float, ptr %790, align 4
  %792 = fmul float %780, %791
  %793 = sext i32 %i166 to i64
  %794 = mul nsw i64 %793, 4096
  %795 = add i32 0, %j7
  %796 = sext i32 %795 to i64
  %797 = add nsw i64 %794, %796
  %798 = getelementptr inbounds float, ptr %sq_r, i64 %797
  store float %792, ptr %798, align 4
  %799 = add nsw i32 %j7, 1
  br label %for.cond174, !llvm.loop !40

for.end176:                                       ; preds = %for.cond174
  br label %if.end173

for.cond177:                                      ; preds = %for.body178, %if.else172
  %j7180 = phi i32 [ 0, %if.else172 ], [ %807, %for.body178 ]
  %800 = icmp slt i32 %j7180, %767
  br i1 %800, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %801 = sext i32 %i166 to i64
  %802 = mul nsw i64 %801, 4096
  %803 = add i32 0, %j7180
  %804 = sext i32 %803 to i64
  %805 = add nsw i64 %802, %804
  %806 = getelementptr inbounds float, ptr %sq_r, i64 %805
  store float 0.000000e+00, ptr %806, align 4
  %807 = add nsw i32 %j7180, 1
  br label %for.cond177, !llvm.loop !41

for.end179:                                       ; preds = %for.cond177
  br label %if.end173

for.cond181:                                      ; preds = %for.end230, %for.end165
  %i3 = phi i32 [ 0, %for.end165 ], [ %1056, %for.end230 ]
  %808 = icmp slt i32 %i3, 1
  br i1 %808, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  br label %for.cond184

for.end183:                                       ; preds = %for.cond181
  br label %for.cond232

for.cond184:                                      ; preds = %for.end189, %for.body182
  %tl_r4 = phi i32 [ 0, %for.body182 ], [ %882, %for.end189 ]
  %809 = icmp slt i32 %tl_r4, 1
  br i1 %809, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %810 = sext i32 %N to i64
  %811 = icmp slt i64 %810, 0
  %812 = sext i32 %N to i64
  %813 = icmp sgt i64 %812, 4096
  %814 = sext i32 %N to i64
  %815 = select i1 %813, i64 4096, i64 %814
  %816 = select i1 %811, i64 0, i64 %815
  %817 = icmp slt i64 %816, 0
  %818 = sext i32 %N to i64
  %819 = icmp slt i64 %818, 0
  %820 = sext i32 %N to i64
  %821 = icmp sgt i64 %820, 4096
  %822 = sext i32 %N to i64
  %823 = select i1 %821, i64 4096, i64 %822
  %824 = select i1 %819, i64 0, i64 %823
  %825 = select i1 %817, i64 0, i64 %824
  %826 = trunc i64 %825 to i32
  %827 = icmp slt i32 %826, 0
  %828 = sext i32 %N to i64
  %829 = icmp slt i64 %828, 0
  %830 = sext i32 %N to i64
  %831 = icmp sgt i64 %830, 4096
  %832 = sext i32 %N to i64
  %833 = select i1 %831, i64 4096, i64 %832
  %834 = select i1 %829, i64 0, i64 %833
  %835 = icmp slt i64 %834, 0
  %836 = sext i32 %N to i64
  %837 = icmp slt i64 %836, 0
  %838 = sext i32 %N to i64
  %839 = icmp sgt i64 %838, 4096
  %840 = sext i32 %N to i64
  %841 = select i1 %839, i64 4096, i64 %840
  %842 = select i1 %837, i64 0, i64 %841
  %843 = select i1 %835, i64 0, i64 %842
  %844 = trunc i64 %843 to i32
  %845 = icmp sgt i32 %844, 4096
  %846 = sext i32 %N to i64
  %847 = icmp slt i64 %846, 0
  %848 = sext i32 %N to i64
  %849 = icmp sgt i64 %848, 4096
  %850 = sext i32 %N to i64
  %851 = select i1 %849, i64 4096, i64 %850
  %852 = select i1 %847, i64 0, i64 %851
  %853 = icmp slt i64 %852, 0
  %854 = sext i32 %N to i64
  %855 = icmp slt i64 %854, 0
  %856 = sext i32 %N to i64
  %857 = icmp sgt i64 %856, 4096
  %858 = sext i32 %N to i64
  %859 = select i1 %857, i64 4096, i64 %858
  %860 = select i1 %855, i64 0, i64 %859
  %861 = select i1 %853, i64 0, i64 %860
  %862 = trunc i64 %861 to i32
  %863 = select i1 %845, i32 4096, i32 %862
  %tl_pad_from5 = select i1 %827, i32 0, i32 %863
  %864 = mul i32 %729, 32
  %865 = icmp slt i32 %864, 32
  %866 = mul i32 %729, 32
  %867 = select i1 %865, i32 32, i32 %866
  %868 = icmp slt i32 %867, 4096
  %869 = mul i32 %729, 32
  %870 = icmp slt i32 %869, 32
  %871 = mul i32 %729, 32
  %872 = select i1 %870, i32 32, i32 %871
  %873 = select i1 %868, i32 %872, i32 4096
  %tl_pad_n7 = sub i32 %873, %tl_pad_from5
  br label %for.cond187

for.end186:                                       ; preds = %for.cond184
  br label %for.cond190

for.cond187:                                      ; preds = %for.body188, %for.body185
  %tl_pad_k8 = phi i32 [ 0, %for.body185 ], [ %881, %for.body188 ]
  %874 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %874, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %875 = sext i32 %tl_r4 to i64
  %876 = mul nsw i64 %875, 4096
  %877 = add i32 %tl_pad_from5, %tl_pad_k8
  %878 = sext i32 %877 to i64
  %879 = add nsw i64 %876, %878
  %880 = getelementptr inbounds float, ptr %sq_r, i64 %879
  store float 0.000000e+00, ptr %880, align 4
  %881 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond187, !llvm.loop !42

for.end189:                                       ; preds = %for.cond187
  %882 = add nsw i32 %tl_r4, 1
  br label %for.cond184, !llvm.loop !43

for.cond190:                                      ; preds = %for.body191, %for.end186
  %lane2 = phi i32 [ 0, %for.end186 ], [ %892, %for.body191 ]
  %883 = icmp slt i32 %lane2, 32
  br i1 %883, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %884 = sext i32 %i3 to i64
  %885 = mul nsw i64 %884, 4096
  %886 = sext i32 %lane2 to i64
  %887 = add nsw i64 %885, %886
  %888 = getelementptr inbounds float, ptr %sq_r, i64 %887
  %889 = load float, ptr %888, align 4
  %890 = sext i32 %lane2 to i64
  %891 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %890
  store float %889, ptr %891, align 4
  %892 = add nsw i32 %lane2, 1
  br label %for.cond190, !llvm.loop !44

for.end192:                                       ; preds = %for.cond190
  %893 = sub i32 %729, 1
  %894 = icmp slt i32 %893, 0
  %895 = sub i32 %729, 1
  %896 = select i1 %894, i32 0, i32 %895
  %tl_steps10 = select i1 true, i32 %896, i32 127
  %897 = icmp eq i32 %tl_steps10, 127
  br i1 %897, label %if.then193, label %if.else194

if.then193:                                       ; preds = %for.end192
  br label %for.cond196

if.else194:                                       ; preds = %for.end192
  br label %if.end195

if.end195:                                        ; preds = %if.else194, %for.end198
  br label %for.cond202

for.cond196:                                      ; preds = %for.end201, %if.then193
  %tl_r11 = phi i32 [ 0, %if.then193 ], [ %961, %for.end201 ]
  %898 = icmp slt i32 %tl_r11, 1
  br i1 %898, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %899 = sext i32 %N to i64
  %900 = icmp slt i64 %899, 0
  %901 = sext i32 %N to i64
  %902 = icmp sgt i64 %901, 4096
  %903 = sext i32 %N to i64
  %904 = select i1 %902, i64 4096, i64 %903
  %905 = select i1 %900, i64 0, i64 %904
  %906 = icmp slt i64 %905, 0
  %907 = sext i32 %N to i64
  %908 = icmp slt i64 %907, 0
  %909 = sext i32 %N to i64
  %910 = icmp sgt i64 %909, 4096
  %911 = sext i32 %N to i64
  %912 = select i1 %910, i64 4096, i64 %911
  %913 = select i1 %908, i64 0, i64 %912
  %914 = select i1 %906, i64 0, i64 %913
  %915 = trunc i64 %914 to i32
  %916 = icmp slt i32 %915, 0
  %917 = sext i32 %N to i64
  %918 = icmp slt i64 %917, 0
  %919 = sext i32 %N to i64
  %920 = icmp sgt i64 %919, 4096
  %921 = sext i32 %N to i64
  %922 = select i1 %920, i64 4096, i64 %921
  %923 = select i1 %918, i64 0, i64 %922
  %924 = icmp slt i64 %923, 0
  %925 = sext i32 %N to i64
  %926 = icmp slt i64 %925, 0
  %927 = sext i32 %N to i64
  %928 = icmp sgt i64 %927, 4096
  %929 = sext i32 %N to i64
  %930 = select i1 %928, i64 4096, i64 %929
  %931 = select i1 %926, i64 0, i64 %930
  %932 = select i1 %924, i64 0, i64 %931
  %933 = trunc i64 %932 to i32
  %934 = icmp sgt i32 %933, 4096
  %935 = sext i32 %N to i64
  %936 = icmp slt i64 %935, 0
  %937 = sext i32 %N to i64
  %938 = icmp sgt i64 %937, 4096
  %939 = sext i32 %N to i64
  %940 = select i1 %938, i64 4096, i64 %939
  %941 = select i1 %936, i64 0, i64 %940
  %942 = icmp slt i64 %941, 0
  %943 = sext i32 %N to i64
  %944 = icmp slt i64 %943, 0
  %945 = sext i32 %N to i64
  %946 = icmp sgt i64 %945, 4096
  %947 = sext i32 %N to i64
  %948 = select i1 %946, i64 4096, i64 %947
  %949 = select i1 %944, i64 0, i64 %948
  %950 = select i1 %942, i64 0, i64 %949
  %951 = trunc i64 %950 to i32
  %952 = select i1 %934, i32 4096, i32 %951
  %tl_pad_from12 = select i1 %916, i32 0, i32 %952
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond199

for.end198:                                       ; preds = %for.cond196
  br label %if.end195

for.cond199:                                      ; preds = %for.body200, %for.body197
  %tl_pad_k15 = phi i32 [ 0, %for.body197 ], [ %960, %for.body200 ]
  %953 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %953, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %954 = sext i32 %tl_r11 to i64
  %955 = mul nsw i64 %954, 4096
  %956 = add i32 %tl_pad_from12, %tl_pad_k15
  %957 = sext i32 %956 to i64
  %958 = add nsw i64 %955, %957
  %959 = getelementptr inbounds float, ptr %sq_r, i64 %958
  store float 0.000000e+00, ptr %959, align 4
  %960 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond199, !llvm.loop !45

for.end201:                                       ; preds = %for.cond199
  %961 = add nsw i32 %tl_r11, 1
  br label %for.cond196, !llvm.loop !46

for.cond202:                                      ; preds = %for.end207, %if.end195
  %red2 = phi i32 [ 0, %if.end195 ], [ %981, %for.end207 ]
  %962 = icmp slt i32 %red2, %tl_steps10
  br i1 %962, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  br label %for.cond205

for.end204:                                       ; preds = %for.cond202
  %963 = icmp slt i32 %tl_steps10, 127
  br i1 %963, label %if.then209, label %if.else210

for.cond205:                                      ; preds = %for.body206, %for.body203
  %lane2208 = phi i32 [ 0, %for.body203 ], [ %980, %for.body206 ]
  %964 = icmp slt i32 %lane2208, 32
  br i1 %964, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %965 = sext i32 %lane2208 to i64
  %966 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = sext i32 %i3 to i64
  %969 = mul nsw i64 %968, 4096
  %970 = add i32 %red2, 1
  %971 = mul i32 %970, 32
  %972 = add i32 %971, %lane2208
  %973 = sext i32 %972 to i64
  %974 = add nsw i64 %969, %973
  %975 = getelementptr inbounds float, ptr %sq_r, i64 %974
  %976 = load float, ptr %975, align 4
  %977 = fadd float %967, %976
  %978 = sext i32 %lane2208 to i64
  %979 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %978
  store float %977, ptr %979, align 4
  %980 = add nsw i32 %lane2208, 1
  br label %for.cond205, !llvm.loop !47

for.end207:                                       ; preds = %for.cond205
  %981 = add nsw i32 %red2, 1
  br label %for.cond202, !llvm.loop !48

if.then209:                                       ; preds = %for.end204
  %982 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %983 = load float, ptr %982, align 4
  %984 = fadd float %983, 0.000000e+00
  %985 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %984, ptr %985, align 4
  br label %if.end211

if.else210:                                       ; preds = %for.end204
  br label %if.end211

if.end211:                                        ; preds = %if.else210, %if.then209
  br label %for.cond212

for.cond212:                                      ; preds = %for.body213, %if.end211
  %lane2215 = phi i32 [ 0, %if.end211 ], [ %997, %for.body213 ]
  %986 = icmp slt i32 %lane2215, 16
  br i1 %986, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %987 = sext i32 %lane2215 to i64
  %988 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %987
  %989 = load float, ptr %988, align 4
  %990 = add i32 %lane2215, 16
  %991 = sext i32 %990 to i64
  %992 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %991
  %993 = load float, ptr %992, align 4
  %994 = fadd float %989, %993
  %995 = sext i32 %lane2215 to i64
  %996 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %995
  store float %994, ptr %996, align 4
  %997 = add nsw i32 %lane2215, 1
  br label %for.cond212, !llvm.loop !49

for.end214:                                       ; preds = %for.cond212
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %for.end214
  %lane2219 = phi i32 [ 0, %for.end214 ], [ %1009, %for.body217 ]
  %998 = icmp slt i32 %lane2219, 8
  br i1 %998, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %999 = sext i32 %lane2219 to i64
  %1000 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %999
  %1001 = load float, ptr %1000, align 4
  %1002 = add i32 %lane2219, 8
  %1003 = sext i32 %1002 to i64
  %1004 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1003
  %1005 = load float, ptr %1004, align 4
  %1006 = fadd float %1001, %1005
  %1007 = sext i32 %lane2219 to i64
  %1008 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1007
  store float %1006, ptr %1008, align 4
  %1009 = add nsw i32 %lane2219, 1
  br label %for.cond216, !llvm.loop !50

for.end218:                                       ; preds = %for.cond216
  br label %for.cond220

for.cond220:                                      ; preds = %for.body221, %for.end218
  %lane2223 = phi i32 [ 0, %for.end218 ], [ %1021, %for.body221 ]
  %1010 = icmp slt i32 %lane2223, 4
  br i1 %1010, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1011 = sext i32 %lane2223 to i64
  %1012 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = add i32 %lane2223, 4
  %1015 = sext i32 %1014 to i64
  %1016 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = fadd float %1013, %1017
  %1019 = sext i32 %lane2223 to i64
  %1020 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1019
  store float %1018, ptr %1020, align 4
  %1021 = add nsw i32 %lane2223, 1
  br label %for.cond220, !llvm.loop !51

for.end222:                                       ; preds = %for.cond220
  br label %for.cond224

for.cond224:                                      ; preds = %for.body225, %for.end222
  %lane2227 = phi i32 [ 0, %for.end222 ], [ %1033, %for.body225 ]
  %1022 = icmp slt i32 %lane2227, 2
  br i1 %1022, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  %1023 = sext i32 %lane2227 to i64
  %1024 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1023
  %1025 = load float, ptr %1024, align 4
  %1026 = add i32 %lane2227, 2
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1027
  %1029 = load float, ptr %1028, align 4
  %1030 = fadd float %1025, %1029
  %1031 = sext i32 %lane2227 to i64
  %1032 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1031
  store float %1030, ptr %1032, align 4
  %1033 = add nsw i32 %lane2227, 1
  br label %for.cond224, !llvm.loop !52

for.end226:                                       ; preds = %for.cond224
  br label %for.cond228

for.cond228:                                      ; preds = %for.body229, %for.end226
  %lane2231 = phi i32 [ 0, %for.end226 ], [ %1045, %for.body229 ]
  %1034 = icmp slt i32 %lane2231, 1
  br i1 %1034, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %1035 = sext i32 %lane2231 to i64
  %1036 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1035
  %1037 = load float, ptr %1036, align 4
  %1038 = add i32 %lane2231, 1
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1039
  %1041 = load float, ptr %1040, align 4
  %1042 = fadd float %1037, %1041
  %1043 = sext i32 %lane2231 to i64
  %1044 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1043
  store float %1042, ptr %1044, align 4
  %1045 = add nsw i32 %lane2231, 1
  br label %for.cond228, !llvm.loop !53

for.end230:                                       ; preds = %for.cond228
  %1046 = sext i32 %i3 to i64
  %1047 = getelementptr inbounds float, ptr %ss_r, i64 %1046
  store float 0.000000e+00, ptr %1047, align 4
  %1048 = sext i32 %i3 to i64
  %1049 = getelementptr inbounds float, ptr %ss_r, i64 %1048
  %1050 = load float, ptr %1049, align 4
  %1051 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1052 = load float, ptr %1051, align 4
  %1053 = fadd float %1050, %1052
  %1054 = sext i32 %i3 to i64
  %1055 = getelementptr inbounds float, ptr %ss_r, i64 %1054
  store float %1053, ptr %1055, align 4
  %1056 = add nsw i32 %i3, 1
  br label %for.cond181, !llvm.loop !54

for.cond232:                                      ; preds = %if.end238, %for.end183
  %i235 = phi i32 [ 0, %for.end183 ], [ %1085, %if.end238 ]
  %1057 = icmp slt i32 %i235, 1
  br i1 %1057, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %1058 = sext i32 %N to i64
  %1059 = icmp slt i64 %1058, 0
  %1060 = sext i32 %N to i64
  %1061 = icmp sgt i64 %1060, 4096
  %1062 = sext i32 %N to i64
  %1063 = select i1 %1061, i64 4096, i64 %1062
  %1064 = select i1 %1059, i64 0, i64 %1063
  %1065 = icmp slt i64 %1064, 0
  %1066 = sext i32 %N to i64
  %1067 = icmp slt i64 %1066, 0
  %1068 = sext i32 %N to i64
  %1069 = icmp sgt i64 %1068, 4096
  %1070 = sext i32 %N to i64
  %1071 = select i1 %1069, i64 4096, i64 %1070
  %1072 = select i1 %1067, i64 0, i64 %1071
  %1073 = select i1 %1065, i64 0, i64 %1072
  %tl_hi11 = trunc i64 %1073 to i32
  %1074 = mul i32 %bx, 4
  %1075 = add i32 %1074, %r
  %1076 = add i32 %1075, %i235
  %1077 = icmp sle i32 0, %1076
  %1078 = mul i32 %bx, 4
  %1079 = add i32 %1078, %r
  %1080 = add i32 %1079, %i235
  %1081 = icmp slt i32 %1080, %M
  %1082 = and i1 %1077, %1081
  br i1 %1082, label %if.then236, label %if.else237

for.end234:                                       ; preds = %for.cond232
  %1083 = add nsw i32 %r, 1
  br label %for.cond160, !llvm.loop !55

if.then236:                                       ; preds = %for.body233
  %1084 = sub i32 %tl_hi11, 0
  br label %for.cond239

if.else237:                                       ; preds = %for.body233
  br label %if.end238

if.end238:                                        ; preds = %if.else237, %for.end241
  %1085 = add nsw i32 %i235, 1
  br label %for.cond232, !llvm.loop !56

for.cond239:                                      ; preds = %for.body240, %if.then236
  %j8 = phi i32 [ 0, %if.then236 ], [ %1123, %for.body240 ]
  %1086 = icmp slt i32 %j8, %1084
  br i1 %1086, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %1087 = mul i32 %bx, 4
  %1088 = add i32 %1087, %r
  %1089 = add i32 %1088, %i235
  %1090 = sext i32 %1089 to i64
  %1091 = sext i32 %N to i64
  %1092 = mul nsw i64 %1090, %1091
  %1093 = add i32 0, %j8
  %1094 = sext i32 %1093 to i64
  %1095 = add nsw i64 %1092, %1094
  %1096 = getelementptr inbounds float, ptr %X, i64 %1095
  %1097 = load float, ptr %1096, align 4
  %1098 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1099 = load float, ptr %1098, align 4
  %1100 = sitofp i32 %N to float
  %1101 = fdiv float %1099, %1100
  %1102 = fadd float %1101, 0x3EB0C6F7A0000000
  %1103 = fpext float %1102 to double
  %1104 = call double @llvm.sqrt.f64(double %1103)
  %1105 = fdiv double 1.000000e+00, %1104
  %1106 = fptrunc double %1105 to float
  %1107 = fmul float %1097, %1106
  %1108 = add i32 0, %j8
  %1109 = sext i32 %1108 to i64
  %1110 = getelementptr inbounds float, ptr %W, i64 %1109
  %1111 = load float, ptr %1110, align 4
  %1112 = fmul float %1107, %1111
  %1113 = mul i32 %bx, 4
  %1114 = add i32 %1113, %r
  %1115 = add i32 %1114, %i235
  %1116 = sext i32 %1115 to i64
  %1117 = sext i32 %N to i64
  %1118 = mul nsw i64 %1116, %1117
  %1119 = add i32 0, %j8
  %1120 = sext i32 %1119 to i64
  %1121 = add nsw i64 %1118, %1120
  %1122 = getelementptr inbounds float, ptr %Y, i64 %1121
  store float %1112, ptr %1122, align 4
  %1123 = add nsw i32 %j8, 1
  br label %for.cond239, !llvm.loop !57

for.end241:                                       ; preds = %for.cond239
  br label %if.end238

for.cond242:                                      ; preds = %for.body243, %if.else158
  %i6 = phi i32 [ 0, %if.else158 ], [ %1127, %for.body243 ]
  %1124 = icmp slt i32 %i6, 4
  br i1 %1124, label %for.body243, label %for.end244

for.body243:                                      ; preds = %for.cond242
  %1125 = sext i32 %i6 to i64
  %1126 = getelementptr inbounds float, ptr %ss, i64 %1125
  store float 0.000000e+00, ptr %1126, align 4
  %1127 = add nsw i32 %i6, 1
  br label %for.cond242, !llvm.loop !58

for.end244:                                       ; preds = %for.cond242
  %1128 = sext i32 %N to i64
  %1129 = sdiv i64 %1128, 512
  %1130 = sub i64 0, %1128
  %1131 = select i1 false, i64 %1130, i64 %1129
  %1132 = srem i64 %1128, 512
  %1133 = icmp ne i64 %1132, 0
  %1134 = icmp slt i64 %1128, 0
  %1135 = icmp eq i1 %1134, false
  %1136 = and i1 %1133, %1135
  %1137 = zext i1 %1136 to i64
  %1138 = add i64 %1131, %1137
  %1139 = trunc i64 %1138 to i32
  %1140 = sext i32 %N to i64
  %1141 = sdiv i64 %1140, 512
  %1142 = sub i64 0, %1140
  %1143 = select i1 false, i64 %1142, i64 %1141
  %1144 = srem i64 %1140, 512
  %1145 = icmp ne i64 %1144, 0
  %1146 = icmp slt i64 %1140, 0
  %1147 = icmp eq i1 %1146, false
  %1148 = and i1 %1145, %1147
  %1149 = zext i1 %1148 to i64
  %1150 = add i64 %1143, %1149
  %1151 = trunc i64 %1150 to i32
  br label %for.cond245

for.cond245:                                      ; preds = %for.end296, %for.end244
  %c = phi i32 [ 0, %for.end244 ], [ %1344, %for.end296 ]
  %1152 = icmp slt i32 %c, %1139
  br i1 %1152, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %1153 = mul i32 %bx, 4
  %1154 = icmp sle i32 0, %1153
  %1155 = mul i32 %bx, 4
  %1156 = sext i32 %1155 to i64
  %1157 = add i64 %1156, 4
  %1158 = sext i32 %M to i64
  %1159 = icmp sle i64 %1157, %1158
  %1160 = and i1 %1154, %1159
  %1161 = mul i32 %c, 512
  %1162 = icmp sle i32 0, %1161
  %1163 = mul i32 %c, 512
  %1164 = sext i32 %1163 to i64
  %1165 = add i64 %1164, 512
  %1166 = sext i32 %N to i64
  %1167 = icmp sle i64 %1165, %1166
  %1168 = and i1 %1162, %1167
  %1169 = and i1 %1160, %1168
  br i1 %1169, label %if.then248, label %if.else249

for.end247:                                       ; preds = %for.cond245
  br label %for.cond327

if.then248:                                       ; preds = %for.body246
  br label %for.cond251

if.else249:                                       ; preds = %for.body246
  br label %for.cond264

if.end250:                                        ; preds = %for.end266, %for.end253
  br label %for.cond286

for.cond251:                                      ; preds = %for.end263, %if.then248
  %i6254 = phi i32 [ 0, %if.then248 ], [ %1205, %for.end263 ]
  %1170 = icmp slt i32 %i6254, 4
  br i1 %1170, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1171 = add i32 %c, 1
  %1172 = icmp slt i32 %1171, %1151
  br i1 %1172, label %if.then255, label %if.else256

for.end253:                                       ; preds = %for.cond251
  br label %if.end250

if.then255:                                       ; preds = %for.body252
  br label %for.cond258

if.else256:                                       ; preds = %for.body252
  br label %if.end257

if.end257:                                        ; preds = %if.else256, %for.end260
  br label %for.cond261

for.cond258:                                      ; preds = %for.body259, %if.then255
  %pf = phi i32 [ 0, %if.then255 ], [ %1186, %for.body259 ]
  %1173 = icmp slt i32 %pf, 32
  br i1 %1173, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %1174 = mul i32 %bx, 4
  %1175 = add i32 %1174, %i6254
  %1176 = sext i32 %1175 to i64
  %1177 = sext i32 %N to i64
  %1178 = mul i64 %1176, %1177
  %1179 = add i32 %c, 1
  %1180 = mul i32 %1179, 512
  %1181 = mul i32 %pf, 16
  %1182 = add i32 %1180, %1181
  %1183 = sext i32 %1182 to i64
  %1184 = add i64 %1178, %1183
  %1185 = getelementptr float, ptr %X, i64 %1184
  call void @llvm.prefetch.p0(ptr %1185, i32 0, i32 0, i32 1)
  %1186 = add nsw i32 %pf, 1
  br label %for.cond258, !llvm.loop !59

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond261:                                      ; preds = %for.body262, %if.end257
  %j1 = phi i32 [ 0, %if.end257 ], [ %1204, %for.body262 ]
  %1187 = icmp slt i32 %j1, 512
  br i1 %1187, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %1188 = mul i32 %bx, 4
  %1189 = add i32 %1188, %i6254
  %1190 = sext i32 %1189 to i64
  %1191 = sext i32 %N to i64
  %1192 = mul nsw i64 %1190, %1191
  %1193 = mul i32 %c, 512
  %1194 = add i32 %1193, %j1
  %1195 = sext i32 %1194 to i64
  %1196 = add nsw i64 %1192, %1195
  %1197 = getelementptr inbounds float, ptr %X, i64 %1196
  %1198 = load float, ptr %1197, align 4
  %1199 = sext i32 %i6254 to i64
  %1200 = mul nsw i64 %1199, 512
  %1201 = sext i32 %j1 to i64
  %1202 = add nsw i64 %1200, %1201
  %1203 = getelementptr inbounds float, ptr %X_f, i64 %1202
  store float %1198, ptr %1203, align 4
  %1204 = add nsw i32 %j1, 1
  br label %for.cond261, !llvm.loop !60

for.end263:                                       ; preds = %for.cond261
  %1205 = add nsw i32 %i6254, 1
  br label %for.cond251, !llvm.loop !61

for.cond264:                                      ; preds = %for.end284, %if.else249
  %i6267 = phi i32 [ 0, %if.else249 ], [ %1314, %for.end284 ]
  %1206 = icmp slt i32 %i6267, 4
  br i1 %1206, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %1207 = mul i32 %c, 512
  %1208 = sext i32 %1207 to i64
  %1209 = sub i64 0, %1208
  %1210 = icmp slt i64 %1209, 0
  %1211 = mul i32 %c, 512
  %1212 = sext i32 %1211 to i64
  %1213 = sub i64 0, %1212
  %1214 = icmp sgt i64 %1213, 512
  %1215 = mul i32 %c, 512
  %1216 = sext i32 %1215 to i64
  %1217 = sub i64 0, %1216
  %1218 = select i1 %1214, i64 512, i64 %1217
  %1219 = select i1 %1210, i64 0, i64 %1218
  %tl_lo12 = trunc i64 %1219 to i32
  %1220 = sext i32 %N to i64
  %1221 = mul i32 %c, 512
  %1222 = sext i32 %1221 to i64
  %1223 = sub i64 %1220, %1222
  %1224 = icmp slt i64 %1223, 0
  %1225 = sext i32 %N to i64
  %1226 = mul i32 %c, 512
  %1227 = sext i32 %1226 to i64
  %1228 = sub i64 %1225, %1227
  %1229 = icmp sgt i64 %1228, 512
  %1230 = sext i32 %N to i64
  %1231 = mul i32 %c, 512
  %1232 = sext i32 %1231 to i64
  %1233 = sub i64 %1230, %1232
  %1234 = select i1 %1229, i64 512, i64 %1233
  %1235 = select i1 %1224, i64 0, i64 %1234
  %1236 = sext i32 %tl_lo12 to i64
  %1237 = icmp slt i64 %1235, %1236
  %1238 = sext i32 %tl_lo12 to i64
  %1239 = sext i32 %N to i64
  %1240 = mul i32 %c, 512
  %1241 = sext i32 %1240 to i64
  %1242 = sub i64 %1239, %1241
  %1243 = icmp slt i64 %1242, 0
  %1244 = sext i32 %N to i64
  %1245 = mul i32 %c, 512
  %1246 = sext i32 %1245 to i64
  %1247 = sub i64 %1244, %1246
  %1248 = icmp sgt i64 %1247, 512
  %1249 = sext i32 %N to i64
  %1250 = mul i32 %c, 512
  %1251 = sext i32 %1250 to i64
  %1252 = sub i64 %1249, %1251
  %1253 = select i1 %1248, i64 512, i64 %1252
  %1254 = select i1 %1243, i64 0, i64 %1253
  %1255 = select i1 %1237, i64 %1238, i64 %1254
  %tl_hi13 = trunc i64 %1255 to i32
  br label %for.cond268

for.end266:                                       ; preds = %for.cond264
  br label %if.end250

for.cond268:                                      ; preds = %for.body269, %for.body265
  %j1271 = phi i32 [ 0, %for.body265 ], [ %1262, %for.body269 ]
  %1256 = icmp slt i32 %j1271, %tl_lo12
  br i1 %1256, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %1257 = sext i32 %i6267 to i64
  %1258 = mul nsw i64 %1257, 512
  %1259 = sext i32 %j1271 to i64
  %1260 = add nsw i64 %1258, %1259
  %1261 = getelementptr inbounds float, ptr %X_f, i64 %1260
  store float 0.000000e+00, ptr %1261, align 4
  %1262 = add nsw i32 %j1271, 1
  br label %for.cond268, !llvm.loop !62

for.end270:                                       ; preds = %for.cond268
  %1263 = mul i32 %bx, 4
  %1264 = sext i32 %1263 to i64
  %1265 = sext i32 %i6267 to i64
  %1266 = add i64 %1264, %1265
  %1267 = icmp sle i64 0, %1266
  %1268 = mul i32 %bx, 4
  %1269 = sext i32 %1268 to i64
  %1270 = sext i32 %i6267 to i64
  %1271 = add i64 %1269, %1270
  %1272 = sext i32 %M to i64
  %1273 = icmp slt i64 %1271, %1272
  %1274 = and i1 %1267, %1273
  br i1 %1274, label %if.then272, label %if.else273

if.then272:                                       ; preds = %for.end270
  %1275 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond275

if.else273:                                       ; preds = %for.end270
  %1276 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond278

if.end274:                                        ; preds = %for.end280, %for.end277
  %1277 = sub i32 512, %tl_hi13
  br label %for.cond282

for.cond275:                                      ; preds = %for.body276, %if.then272
  %j11 = phi i32 [ 0, %if.then272 ], [ %1297, %for.body276 ]
  %1278 = icmp slt i32 %j11, %1275
  br i1 %1278, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1279 = mul i32 %bx, 4
  %1280 = add i32 %1279, %i6267
  %1281 = sext i32 %1280 to i64
  %1282 = sext i32 %N to i64
  %1283 = mul nsw i64 %1281, %1282
  %1284 = mul i32 %c, 512
  %1285 = add i32 %tl_lo12, %j11
  %1286 = add i32 %1284, %1285
  %1287 = sext i32 %1286 to i64
  %1288 = add nsw i64 %1283, %1287
  %1289 = getelementptr inbounds float, ptr %X, i64 %1288
  %1290 = load float, ptr %1289, align 4
  %1291 = sext i32 %i6267 to i64
  %1292 = mul nsw i64 %1291, 512
  %1293 = add i32 %tl_lo12, %j11
  %1294 = sext i32 %1293 to i64
  %1295 = add nsw i64 %1292, %1294
  %1296 = getelementptr inbounds float, ptr %X_f, i64 %1295
  store float %1290, ptr %1296, align 4
  %1297 = add nsw i32 %j11, 1
  br label %for.cond275, !llvm.loop !63

for.end277:                                       ; preds = %for.cond275
  br label %if.end274

for.cond278:                                      ; preds = %for.body279, %if.else273
  %j11281 = phi i32 [ 0, %if.else273 ], [ %1305, %for.body279 ]
  %1298 = icmp slt i32 %j11281, %1276
  br i1 %1298, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1299 = sext i32 %i6267 to i64
  %1300 = mul nsw i64 %1299, 512
  %1301 = add i32 %tl_lo12, %j11281
  %1302 = sext i32 %1301 to i64
  %1303 = add nsw i64 %1300, %1302
  %1304 = getelementptr inbounds float, ptr %X_f, i64 %1303
  store float 0.000000e+00, ptr %1304, align 4
  %1305 = add nsw i32 %j11281, 1
  br label %for.cond278, !llvm.loop !64

for.end280:                                       ; preds = %for.cond278
  br label %if.end274

for.cond282:                                      ; preds = %for.body283, %if.end274
  %j11285 = phi i32 [ 0, %if.end274 ], [ %1313, %for.body283 ]
  %1306 = icmp slt i32 %j11285, %1277
  br i1 %1306, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %1307 = sext i32 %i6267 to i64
  %1308 = mul nsw i64 %1307, 512
  %1309 = add i32 %tl_hi13, %j11285
  %1310 = sext i32 %1309 to i64
  %1311 = add nsw i64 %1308, %1310
  %1312 = getelementptr inbounds float, ptr %X_f, i64 %1311
  store float 0.000000e+00, ptr %1312, align 4
  %1313 = add nsw i32 %j11285, 1
  br label %for.cond282, !llvm.loop !65

for.end284:                                       ; preds = %for.cond282
  %1314 = add nsw i32 %i6267, 1
  br label %for.cond264, !llvm.loop !66

for.cond286:                                      ; preds = %for.end292, %if.end250
  %i289 = phi i32 [ 0, %if.end250 ], [ %1342, %for.end292 ]
  %1315 = icmp slt i32 %i289, 4
  br i1 %1315, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  br label %for.cond290

for.end288:                                       ; preds = %for.cond286
  br label %for.cond294

for.cond290:                                      ; preds = %for.body291, %for.body287
  %j293 = phi i32 [ 0, %for.body287 ], [ %1341, %for.body291 ]
  %1316 = icmp slt i32 %j293, 512
  br i1 %1316, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1317 = mul i32 %c, 512
  %1318 = add i32 %1317, %j293
  %1319 = icmp slt i32 %1318, %N
  %1320 = sext i32 %i289 to i64
  %1321 = mul nsw i64 %1320, 512
  %1322 = sext i32 %j293 to i64
  %1323 = add nsw i64 %1321, %1322
  %1324 = call i64 @llvm.umin.i64(i64 %1323, i64 2047)
  %1325 = getelementptr inbounds float, ptr %X_f, i64 %1324
  %1326 = load float, ptr %1325, align 4
  %1327 = sext i32 %i289 to i64
  %1328 = mul nsw i64 %1327, 512
  %1329 = sext i32 %j293 to i64
  %1330 = add nsw i64 %1328, %1329
  %1331 = call i64 @llvm.umin.i64(i64 %1330, i64 2047)
  %1332 = getelementptr inbounds float, ptr %X_f, i64 %1331
  %1333 = load float, ptr %1332, align 4
  %1334 = fmul float %1326, %1333
  %1335 = select i1 %1319, float %1334, float 0.000000e+00
  %1336 = sext i32 %i289 to i64
  %1337 = mul nsw i64 %1336, 512
  %1338 = sext i32 %j293 to i64
  %1339 = add nsw i64 %1337, %1338
  %1340 = getelementptr inbounds float, ptr %X_f, i64 %1339
  store float %1335, ptr %1340, align 4
  %1341 = add nsw i32 %j293, 1
  br label %for.cond290, !llvm.loop !67

for.end292:                                       ; preds = %for.cond290
  %1342 = add nsw i32 %i289, 1
  br label %for.cond286, !llvm.loop !68

for.cond294:                                      ; preds = %for.end325, %for.end288
  %i5 = phi i32 [ 0, %for.end288 ], [ %1442, %for.end325 ]
  %1343 = icmp slt i32 %i5, 4
  br i1 %1343, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  br label %for.cond297

for.end296:                                       ; preds = %for.cond294
  %1344 = add nsw i32 %c, 1
  br label %for.cond245, !llvm.loop !69

for.cond297:                                      ; preds = %for.body298, %for.body295
  %lane3 = phi i32 [ 0, %for.body295 ], [ %1354, %for.body298 ]
  %1345 = icmp slt i32 %lane3, 32
  br i1 %1345, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1346 = sext i32 %i5 to i64
  %1347 = mul nsw i64 %1346, 512
  %1348 = sext i32 %lane3 to i64
  %1349 = add nsw i64 %1347, %1348
  %1350 = getelementptr inbounds float, ptr %X_f, i64 %1349
  %1351 = load float, ptr %1350, align 4
  %1352 = sext i32 %lane3 to i64
  %1353 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1352
  store float %1351, ptr %1353, align 4
  %1354 = add nsw i32 %lane3, 1
  br label %for.cond297, !llvm.loop !70

for.end299:                                       ; preds = %for.cond297
  br label %for.cond300

for.cond300:                                      ; preds = %for.end305, %for.end299
  %red3 = phi i32 [ 0, %for.end299 ], [ %1373, %for.end305 ]
  %1355 = icmp slt i32 %red3, 15
  br i1 %1355, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  br label %for.cond303

for.end302:                                       ; preds = %for.cond300
  br label %for.cond307

for.cond303:                                      ; preds = %for.body304, %for.body301
  %lane3306 = phi i32 [ 0, %for.body301 ], [ %1372, %for.body304 ]
  %1356 = icmp slt i32 %lane3306, 32
  br i1 %1356, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1357 = sext i32 %lane3306 to i64
  %1358 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1357
  %1359 = load float, ptr %1358, align 4
  %1360 = sext i32 %i5 to i64
  %1361 = mul nsw i64 %1360, 512
  %1362 = add i32 %red3, 1
  %1363 = mul i32 %1362, 32
  %1364 = add i32 %1363, %lane3306
  %1365 = sext i32 %1364 to i64
  %1366 = add nsw i64 %1361, %1365
  %1367 = getelementptr inbounds float, ptr %X_f, i64 %1366
  %1368 = load float, ptr %1367, align 4
  %1369 = fadd float %1359, %1368
  %1370 = sext i32 %lane3306 to i64
  %1371 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1370
  store float %1369, ptr %1371, align 4
  %1372 = add nsw i32 %lane3306, 1
  br label %for.cond303, !llvm.loop !71

for.end305:                                       ; preds = %for.cond303
  %1373 = add nsw i32 %red3, 1
  br label %for.cond300, !llvm.loop !72

for.cond307:                                      ; preds = %for.body308, %for.end302
  %lane3310 = phi i32 [ 0, %for.end302 ], [ %1385, %for.body308 ]
  %1374 = icmp slt i32 %lane3310, 16
  br i1 %1374, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1375 = sext i32 %lane3310 to i64
  %1376 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1375
  %1377 = load float, ptr %1376, align 4
  %1378 = add i32 %lane3310, 16
  %1379 = sext i32 %1378 to i64
  %1380 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1379
  %1381 = load float, ptr %1380, align 4
  %1382 = fadd float %1377, %1381
  %1383 = sext i32 %lane3310 to i64
  %1384 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1383
  store float %1382, ptr %1384, align 4
  %1385 = add nsw i32 %lane3310, 1
  br label %for.cond307, !llvm.loop !73

for.end309:                                       ; preds = %for.cond307
  br label %for.cond311

for.cond311:                                      ; preds = %for.body312, %for.end309
  %lane3314 = phi i32 [ 0, %for.end309 ], [ %1397, %for.body312 ]
  %1386 = icmp slt i32 %lane3314, 8
  br i1 %1386, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %1387 = sext i32 %lane3314 to i64
  %1388 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1387
  %1389 = load float, ptr %1388, align 4
  %1390 = add i32 %lane3314, 8
  %1391 = sext i32 %1390 to i64
  %1392 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1391
  %1393 = load float, ptr %1392, align 4
  %1394 = fadd float %1389, %1393
  %1395 = sext i32 %lane3314 to i64
  %1396 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1395
  store float %1394, ptr %1396, align 4
  %1397 = add nsw i32 %lane3314, 1
  br label %for.cond311, !llvm.loop !74

for.end313:                                       ; preds = %for.cond311
  br label %for.cond315

for.cond315:                                      ; preds = %for.body316, %for.end313
  %lane3318 = phi i32 [ 0, %for.end313 ], [ %1409, %for.body316 ]
  %1398 = icmp slt i32 %lane3318, 4
  br i1 %1398, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %1399 = sext i32 %lane3318 to i64
  %1400 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1399
  %1401 = load float, ptr %1400, align 4
  %1402 = add i32 %lane3318, 4
  %1403 = sext i32 %1402 to i64
  %1404 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1403
  %1405 = load float, ptr %1404, align 4
  %1406 = fadd float %1401, %1405
  %1407 = sext i32 %lane3318 to i64
  %1408 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1407
  store float %1406, ptr %1408, align 4
  %1409 = add nsw i32 %lane3318, 1
  br label %for.cond315, !llvm.loop !75

for.end317:                                       ; preds = %for.cond315
  br label %for.cond319

for.cond319:                                      ; preds = %for.body320, %for.end317
  %lane3322 = phi i32 [ 0, %for.end317 ], [ %1421, %for.body320 ]
  %1410 = icmp slt i32 %lane3322, 2
  br i1 %1410, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1411 = sext i32 %lane3322 to i64
  %1412 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1411
  %1413 = load float, ptr %1412, align 4
  %1414 = add i32 %lane3322, 2
  %1415 = sext i32 %1414 to i64
  %1416 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1415
  %1417 = load float, ptr %1416, align 4
  %1418 = fadd float %1413, %1417
  %1419 = sext i32 %lane3322 to i64
  %1420 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1419
  store float %1418, ptr %1420, align 4
  %1421 = add nsw i32 %lane3322, 1
  br label %for.cond319, !llvm.loop !76

for.end321:                                       ; preds = %for.cond319
  br label %for.cond323

for.cond323:                                      ; preds = %for.body324, %for.end321
  %lane3326 = phi i32 [ 0, %for.end321 ], [ %1433, %for.body324 ]
  %1422 = icmp slt i32 %lane3326, 1
  br i1 %1422, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %1423 = sext i32 %lane3326 to i64
  %1424 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = add i32 %lane3326, 1
  %1427 = sext i32 %1426 to i64
  %1428 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1427
  %1429 = load float, ptr %1428, align 4
  %1430 = fadd float %1425, %1429
  %1431 = sext i32 %lane3326 to i64
  %1432 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1431
  store float %1430, ptr %1432, align 4
  %1433 = add nsw i32 %lane3326, 1
  br label %for.cond323, !llvm.loop !77

for.end325:                                       ; preds = %for.cond323
  %1434 = sext i32 %i5 to i64
  %1435 = getelementptr inbounds float, ptr %ss, i64 %1434
  %1436 = load float, ptr %1435, align 4
  %1437 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1438 = load float, ptr %1437, align 4
  %1439 = fadd float %1436, %1438
  %1440 = sext i32 %i5 to i64
  %1441 = getelementptr inbounds float, ptr %ss, i64 %1440
  store float %1439, ptr %1441, align 4
  %1442 = add nsw i32 %i5, 1
  br label %for.cond294, !llvm.loop !78

for.cond327:                                      ; preds = %for.body328, %for.end247
  %i330 = phi i32 [ 0, %for.end247 ], [ %1456, %for.body328 ]
  %1443 = icmp slt i32 %i330, 4
  br i1 %1443, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1444 = sext i32 %i330 to i64
  %1445 = getelementptr inbounds float, ptr %ss, i64 %1444
  %1446 = load float, ptr %1445, align 4
  %1447 = sitofp i32 %N to float
  %1448 = fdiv float %1446, %1447
  %1449 = fadd float %1448, 0x3EB0C6F7A0000000
  %1450 = fpext float %1449 to double
  %1451 = call double @llvm.sqrt.f64(double %1450)
  %1452 = fdiv double 1.000000e+00, %1451
  %1453 = fptrunc double %1452 to float
  %1454 = sext i32 %i330 to i64
  %1455 = getelementptr inbounds float, ptr %ss, i64 %1454
  store float %1453, ptr %1455, align 4
  %1456 = add nsw i32 %i330, 1
  br label %for.cond327, !llvm.loop !79

for.end329:                                       ; preds = %for.cond327
  %1457 = sext i32 %N to i64
  %1458 = sdiv i64 %1457, 512
  %1459 = sub i64 0, %1457
  %1460 = select i1 false, i64 %1459, i64 %1458
  %1461 = srem i64 %1457, 512
  %1462 = icmp ne i64 %1461, 0
  %1463 = icmp slt i64 %1457, 0
  %1464 = icmp eq i1 %1463, false
  %1465 = and i1 %1462, %1464
  %1466 = zext i1 %1465 to i64
  %1467 = add i64 %1460, %1466
  %1468 = trunc i64 %1467 to i32
  %1469 = sext i32 %N to i64
  %1470 = sdiv i64 %1469, 512
  %1471 = sub i64 0, %1469
  %1472 = select i1 false, i64 %1471, i64 %1470
  %1473 = srem i64 %1469, 512
  %1474 = icmp ne i64 %1473, 0
  %1475 = icmp slt i64 %1469, 0
  %1476 = icmp eq i1 %1475, false
  %1477 = and i1 %1474, %1476
  %1478 = zext i1 %1477 to i64
  %1479 = add i64 %1472, %1478
  %1480 = trunc i64 %1479 to i32
  br label %for.cond331

for.cond331:                                      ; preds = %if.end383, %for.end329
  %c334 = phi i32 [ 0, %for.end329 ], [ %1765, %if.end383 ]
  %1481 = icmp slt i32 %c334, %1468
  br i1 %1481, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1482 = sub i32 %1480, 1
  %t = sub i32 %1482, %c334
  %1483 = mul i32 %bx, 4
  %1484 = icmp sle i32 0, %1483
  %1485 = mul i32 %bx, 4
  %1486 = sext i32 %1485 to i64
  %1487 = add i64 %1486, 4
  %1488 = sext i32 %M to i64
  %1489 = icmp sle i64 %1487, %1488
  %1490 = and i1 %1484, %1489
  %1491 = mul i32 %t, 512
  %1492 = icmp sle i32 0, %1491
  %1493 = mul i32 %t, 512
  %1494 = sext i32 %1493 to i64
  %1495 = add i64 %1494, 512
  %1496 = sext i32 %N to i64
  %1497 = icmp sle i64 %1495, %1496
  %1498 = and i1 %1492, %1497
  %1499 = and i1 %1490, %1498
  br i1 %1499, label %if.then335, label %if.else336

for.end333:                                       ; preds = %for.cond331
  br label %if.end159

if.then335:                                       ; preds = %for.body332
  br label %for.cond338

if.else336:                                       ; preds = %for.body332
  br label %for.cond344

if.end337:                                        ; preds = %for.end346, %for.end340
  br label %for.cond366

for.cond338:                                      ; preds = %for.end343, %if.then335
  %i7 = phi i32 [ 0, %if.then335 ], [ %1519, %for.end343 ]
  %1500 = icmp slt i32 %i7, 4
  br i1 %1500, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  br label %for.cond341

for.end340:                                       ; preds = %for.cond338
  br label %if.end337

for.cond341:                                      ; preds = %for.body342, %for.body339
  %j2 = phi i32 [ 0, %for.body339 ], [ %1518, %for.body342 ]
  %1501 = icmp slt i32 %j2, 512
  br i1 %1501, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1502 = mul i32 %bx, 4
  %1503 = add i32 %1502, %i7
  %1504 = sext i32 %1503 to i64
  %1505 = sext i32 %N to i64
  %1506 = mul nsw i64 %1504, %1505
  %1507 = mul i32 %t, 512
  %1508 = add i32 %1507, %j2
  %1509 = sext i32 %1508 to i64
  %1510 = add nsw i64 %1506, %1509
  %1511 = getelementptr inbounds float, ptr %X, i64 %1510
  %1512 = load float, ptr %1511, align 4
  %1513 = sext i32 %i7 to i64
  %1514 = mul nsw i64 %1513, 512
  %1515 = sext i32 %j2 to i64
  %1516 = add nsw i64 %1514, %1515
  %1517 = getelementptr inbounds float, ptr %X_f, i64 %1516
  store float %1512, ptr %1517, align 4
  %1518 = add nsw i32 %j2, 1
  br label %for.cond341, !llvm.loop !80

for.end343:                                       ; preds = %for.cond341
  %1519 = add nsw i32 %i7, 1
  br label %for.cond338, !llvm.loop !81

for.cond344:                                      ; preds = %for.end364, %if.else336
  %i7347 = phi i32 [ 0, %if.else336 ], [ %1628, %for.end364 ]
  %1520 = icmp slt i32 %i7347, 4
  br i1 %1520, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1521 = mul i32 %t, 512
  %1522 = sext i32 %1521 to i64
  %1523 = sub i64 0, %1522
  %1524 = icmp slt i64 %1523, 0
  %1525 = mul i32 %t, 512
  %1526 = sext i32 %1525 to i64
  %1527 = sub i64 0, %1526
  %1528 = icmp sgt i64 %1527, 512
  %1529 = mul i32 %t, 512
  %1530 = sext i32 %1529 to i64
  %1531 = sub i64 0, %1530
  %1532 = select i1 %1528, i64 512, i64 %1531
  %1533 = select i1 %1524, i64 0, i64 %1532
  %tl_lo14 = trunc i64 %1533 to i32
  %1534 = sext i32 %N to i64
  %1535 = mul i32 %t, 512
  %1536 = sext i32 %1535 to i64
  %1537 = sub i64 %1534, %1536
  %1538 = icmp slt i64 %1537, 0
  %1539 = sext i32 %N to i64
  %1540 = mul i32 %t, 512
  %1541 = sext i32 %1540 to i64
  %1542 = sub i64 %1539, %1541
  %1543 = icmp sgt i64 %1542, 512
  %1544 = sext i32 %N to i64
  %1545 = mul i32 %t, 512
  %1546 = sext i32 %1545 to i64
  %1547 = sub i64 %1544, %1546
  %1548 = select i1 %1543, i64 512, i64 %1547
  %1549 = select i1 %1538, i64 0, i64 %1548
  %1550 = sext i32 %tl_lo14 to i64
  %1551 = icmp slt i64 %1549, %1550
  %1552 = sext i32 %tl_lo14 to i64
  %1553 = sext i32 %N to i64
  %1554 = mul i32 %t, 512
  %1555 = sext i32 %1554 to i64
  %1556 = sub i64 %1553, %1555
  %1557 = icmp slt i64 %1556, 0
  %1558 = sext i32 %N to i64
  %1559 = mul i32 %t, 512
  %1560 = sext i32 %1559 to i64
  %1561 = sub i64 %1558, %1560
  %1562 = icmp sgt i64 %1561, 512
  %1563 = sext i32 %N to i64
  %1564 = mul i32 %t, 512
  %1565 = sext i32 %1564 to i64
  %1566 = sub i64 %1563, %1565
  %1567 = select i1 %1562, i64 512, i64 %1566
  %1568 = select i1 %1557, i64 0, i64 %1567
  %1569 = select i1 %1551, i64 %1552, i64 %1568
  %tl_hi15 = trunc i64 %1569 to i32
  br label %for.cond348

for.end346:                                       ; preds = %for.cond344
  br label %if.end337

for.cond348:                                      ; preds = %for.body349, %for.body345
  %j2351 = phi i32 [ 0, %for.body345 ], [ %1576, %for.body349 ]
  %1570 = icmp slt i32 %j2351, %tl_lo14
  br i1 %1570, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1571 = sext i32 %i7347 to i64
  %1572 = mul nsw i64 %1571, 512
  %1573 = sext i32 %j2351 to i64
  %1574 = add nsw i64 %1572, %1573
  %1575 = getelementptr inbounds float, ptr %X_f, i64 %1574
  store float 0.000000e+00, ptr %1575, align 4
  %1576 = add nsw i32 %j2351, 1
  br label %for.cond348, !llvm.loop !82

for.end350:                                       ; preds = %for.cond348
  %1577 = mul i32 %bx, 4
  %1578 = sext i32 %1577 to i64
  %1579 = sext i32 %i7347 to i64
  %1580 = add i64 %1578, %1579
  %1581 = icmp sle i64 0, %1580
  %1582 = mul i32 %bx, 4
  %1583 = sext i32 %1582 to i64
  %1584 = sext i32 %i7347 to i64
  %1585 = add i64 %1583, %1584
  %1586 = sext i32 %M to i64
  %1587 = icmp slt i64 %1585, %1586
  %1588 = and i1 %1581, %1587
  br i1 %1588, label %if.then352, label %if.else353

if.then352:                                       ; preds = %for.end350
  %1589 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond355

if.else353:                                       ; preds = %for.end350
  %1590 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond358

if.end354:                                        ; preds = %for.end360, %for.end357
  %1591 = sub i32 512, %tl_hi15
  br label %for.cond362

for.cond355:                                      ; preds = %for.body356, %if.then352
  %j21 = phi i32 [ 0, %if.then352 ], [ %1611, %for.body356 ]
  %1592 = icmp slt i32 %j21, %1589
  br i1 %1592, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1593 = mul i32 %bx, 4
  %1594 = add i32 %1593, %i7347
  %1595 = sext i32 %1594 to i64
  %1596 = sext i32 %N to i64
  %1597 = mul nsw i64 %1595, %1596
  %1598 = mul i32 %t, 512
  %1599 = add i32 %tl_lo14, %j21
  %1600 = add i32 %1598, %1599
  %1601 = sext i32 %1600 to i64
  %1602 = add nsw i64 %1597, %1601
  %1603 = getelementptr inbounds float, ptr %X, i64 %1602
  %1604 = load float, ptr %1603, align 4
  %1605 = sext i32 %i7347 to i64
  %1606 = mul nsw i64 %1605, 512
  %1607 = add i32 %tl_lo14, %j21
  %1608 = sext i32 %1607 to i64
  %1609 = add nsw i64 %1606, %1608
  %1610 = getelementptr inbounds float, ptr %X_f, i64 %1609
  store float %1604, ptr %1610, align 4
  %1611 = add nsw i32 %j21, 1
  br label %for.cond355, !llvm.loop !83

for.end357:                                       ; preds = %for.cond355
  br label %if.end354

for.cond358:                                      ; preds = %for.body359, %if.else353
  %j21361 = phi i32 [ 0, %if.else353 ], [ %1619, %for.body359 ]
  %1612 = icmp slt i32 %j21361, %1590
  br i1 %1612, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1613 = sext i32 %i7347 to i64
  %1614 = mul nsw i64 %1613, 512
  %1615 = add i32 %tl_lo14, %j21361
  %1616 = sext i32 %1615 to i64
  %1617 = add nsw i64 %1614, %1616
  %1618 = getelementptr inbounds float, ptr %X_f, i64 %1617
  store float 0.000000e+00, ptr %1618, align 4
  %1619 = add nsw i32 %j21361, 1
  br label %for.cond358, !llvm.loop !84

for.end360:                                       ; preds = %for.cond358
  br label %if.end354

for.cond362:                                      ; preds = %for.body363, %if.end354
  %j21365 = phi i32 [ 0, %if.end354 ], [ %1627, %for.body363 ]
  %1620 = icmp slt i32 %j21365, %1591
  br i1 %1620, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1621 = sext i32 %i7347 to i64
  %1622 = mul nsw i64 %1621, 512
  %1623 = add i32 %tl_hi15, %j21365
  %1624 = sext i32 %1623 to i64
  %1625 = add nsw i64 %1622, %1624
  %1626 = getelementptr inbounds float, ptr %X_f, i64 %1625
  store float 0.000000e+00, ptr %1626, align 4
  %1627 = add nsw i32 %j21365, 1
  br label %for.cond362, !llvm.loop !85

for.end364:                                       ; preds = %for.cond362
  %1628 = add nsw i32 %i7347, 1
  br label %for.cond344, !llvm.loop !86

for.cond366:                                      ; preds = %for.end379, %if.end337
  %i369 = phi i32 [ 0, %if.end337 ], [ %1764, %for.end379 ]
  %1629 = icmp slt i32 %i369, 4
  br i1 %1629, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1630 = mul i32 %t, 512
  %1631 = sext i32 %1630 to i64
  %1632 = sub i64 0, %1631
  %1633 = icmp slt i64 %1632, 0
  %1634 = mul i32 %t, 512
  %1635 = sext i32 %1634 to i64
  %1636 = sub i64 0, %1635
  %1637 = icmp sgt i64 %1636, 512
  %1638 = mul i32 %t, 512
  %1639 = sext i32 %1638 to i64
  %1640 = sub i64 0, %1639
  %1641 = select i1 %1637, i64 512, i64 %1640
  %1642 = select i1 %1633, i64 0, i64 %1641
  %tl_lo16 = trunc i64 %1642 to i32
  %1643 = sext i32 %N to i64
  %1644 = mul i32 %t, 512
  %1645 = sext i32 %1644 to i64
  %1646 = sub i64 %1643, %1645
  %1647 = icmp slt i64 %1646, 0
  %1648 = sext i32 %N to i64
  %1649 = mul i32 %t, 512
  %1650 = sext i32 %1649 to i64
  %1651 = sub i64 %1648, %1650
  %1652 = icmp sgt i64 %1651, 512
  %1653 = sext i32 %N to i64
  %1654 = mul i32 %t, 512
  %1655 = sext i32 %1654 to i64
  %1656 = sub i64 %1653, %1655
  %1657 = select i1 %1652, i64 512, i64 %1656
  %1658 = select i1 %1647, i64 0, i64 %1657
  %1659 = sext i32 %tl_lo16 to i64
  %1660 = icmp slt i64 %1658, %1659
  %1661 = sext i32 %tl_lo16 to i64
  %1662 = sext i32 %N to i64
  %1663 = mul i32 %t, 512
  %1664 = sext i32 %1663 to i64
  %1665 = sub i64 %1662, %1664
  %1666 = icmp slt i64 %1665, 0
  %1667 = sext i32 %N to i64
  %1668 = mul i32 %t, 512
  %1669 = sext i32 %1668 to i64
  %1670 = sub i64 %1667, %1669
  %1671 = icmp sgt i64 %1670, 512
  %1672 = sext i32 %N to i64
  %1673 = mul i32 %t, 512
  %1674 = sext i32 %1673 to i64
  %1675 = sub i64 %1672, %1674
  %1676 = select i1 %1671, i64 512, i64 %1675
  %1677 = select i1 %1666, i64 0, i64 %1676
  %1678 = select i1 %1660, i64 %1661, i64 %1677
  %tl_hi17 = trunc i64 %1678 to i32
  br label %for.cond370

for.end368:                                       ; preds = %for.cond366
  %1679 = mul i32 %bx, 4
  %1680 = icmp sle i32 0, %1679
  %1681 = mul i32 %bx, 4
  %1682 = sext i32 %1681 to i64
  %1683 = add i64 %1682, 4
  %1684 = sext i32 %M to i64
  %1685 = icmp sle i64 %1683, %1684
  %1686 = and i1 %1680, %1685
  %1687 = mul i32 %t, 512
  %1688 = icmp sle i32 0, %1687
  %1689 = mul i32 %t, 512
  %1690 = sext i32 %1689 to i64
  %1691 = add i64 %1690, 512
  %1692 = sext i32 %N to i64
  %1693 = icmp sle i64 %1691, %1692
  %1694 = and i1 %1688, %1693
  %1695 = and i1 %1686, %1694
  br i1 %1695, label %if.then381, label %if.else382

for.cond370:                                      ; preds = %for.body371, %for.body367
  %j373 = phi i32 [ 0, %for.body367 ], [ %1713, %for.body371 ]
  %1696 = icmp slt i32 %j373, %tl_lo16
  br i1 %1696, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  %1697 = sext i32 %i369 to i64
  %1698 = mul nsw i64 %1697, 512
  %1699 = sext i32 %j373 to i64
  %1700 = add nsw i64 %1698, %1699
  %1701 = getelementptr inbounds float, ptr %X_f, i64 %1700
  %1702 = load float, ptr %1701, align 4
  %1703 = sext i32 %i369 to i64
  %1704 = getelementptr inbounds float, ptr %ss, i64 %1703
  %1705 = load float, ptr %1704, align 4
  %1706 = fmul float %1702, %1705
  %1707 = fmul float %1706, 0.000000e+00
  %1708 = sext i32 %i369 to i64
  %1709 = mul nsw i64 %1708, 512
  %1710 = sext i32 %j373 to i64
  %1711 = add nsw i64 %1709, %1710
  %1712 = getelementptr inbounds float, ptr %X_f, i64 %1711
  store float %1707, ptr %1712, align 4
  %1713 = add nsw i32 %j373, 1
  br label %for.cond370, !llvm.loop !87

for.end372:                                       ; preds = %for.cond370
  %1714 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond374

for.cond374:                                      ; preds = %for.body375, %for.end372
  %j9 = phi i32 [ 0, %for.end372 ], [ %1742, %for.body375 ]
  %1715 = icmp slt i32 %j9, %1714
  br i1 %1715, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1716 = sext i32 %i369 to i64
  %1717 = mul nsw i64 %1716, 512
  %1718 = add i32 %tl_lo16, %j9
  %1719 = sext i32 %1718 to i64
  %1720 = add nsw i64 %1717, %1719
  %1721 = getelementptr inbounds float, ptr %X_f, i64 %1720
  %1722 = load float, ptr %1721, align 4
  %1723 = sext i32 %i369 to i64
  %1724 = getelementptr inbounds float, ptr %ss, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = fmul float %1722, %1725
  %1727 = mul i32 %t, 512
  %1728 = sext i32 %1727 to i64
  %1729 = sext i32 %tl_lo16 to i64
  %1730 = sext i32 %j9 to i64
  %1731 = add i64 %1729, %1730
  %1732 = add i64 %1728, %1731
  %1733 = getelementptr inbounds float, ptr %W, i64 %1732
  %1734 = load float, ptr %1733, align 4
  %1735 = fmul float %1726, %1734
  %1736 = sext i32 %i369 to i64
  %1737 = mul nsw i64 %1736, 512
  %1738 = add i32 %tl_lo16, %j9
  %1739 = sext i32 %1738 to i64
  %1740 = add nsw i64 %1737, %1739
  %1741 = getelementptr inbounds float, ptr %X_f, i64 %1740
  store float %1735, ptr %1741, align 4
  %1742 = add nsw i32 %j9, 1
  br label %for.cond374, !llvm.loop !88

for.end376:                                       ; preds = %for.cond374
  %1743 = sub i32 512, %tl_hi17
  br label %for.cond377

for.cond377:                                      ; preds = %for.body378, %for.end376
  %j9380 = phi i32 [ 0, %for.end376 ], [ %1763, %for.body378 ]
  %1744 = icmp slt i32 %j9380, %1743
  br i1 %1744, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1745 = sext i32 %i369 to i64
  %1746 = mul nsw i64 %1745, 512
  %1747 = add i32 %tl_hi17, %j9380
  %1748 = sext i32 %1747 to i64
  %1749 = add nsw i64 %1746, %1748
  %1750 = getelementptr inbounds float, ptr %X_f, i64 %1749
  %1751 = load float, ptr %1750, align 4
  %1752 = sext i32 %i369 to i64
  %1753 = getelementptr inbounds float, ptr %ss, i64 %1752
  %1754 = load float, ptr %1753, align 4
  %1755 = fmul float %1751, %1754
  %1756 = fmul float %1755, 0.000000e+00
  %1757 = sext i32 %i369 to i64
  %1758 = mul nsw i64 %1757, 512
  %1759 = add i32 %tl_hi17, %j9380
  %1760 = sext i32 %1759 to i64
  %1761 = add nsw i64 %1758, %1760
  %1762 = getelementptr inbounds float, ptr %X_f, i64 %1761
  store float %1756, ptr %1762, align 4
  %1763 = add nsw i32 %j9380, 1
  br label %for.cond377, !llvm.loop !89

for.end379:                                       ; preds = %for.cond377
  %1764 = add nsw i32 %i369, 1
  br label %for.cond366, !llvm.loop !90

if.then381:                                       ; preds = %for.end368
  br label %for.cond384

if.else382:                                       ; preds = %for.end368
  br label %for.cond395

if.end383:                                        ; preds = %for.end397, %for.end386
  %1765 = add nsw i32 %c334, 1
  br label %for.cond331, !llvm.loop !91

for.cond384:                                      ; preds = %if.end390, %if.then381
  %i7387 = phi i32 [ 0, %if.then381 ], [ %1785, %if.end390 ]
  %1766 = icmp slt i32 %i7387, 4
  br i1 %1766, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1767 = sext i32 %M to i64
  %1768 = sext i32 %N to i64
  %1769 = mul i64 %1767, %1768
  %1770 = icmp sge i64 %1769, 8388608
  br i1 %1770, label %if.then388, label %if.else389

for.end386:                                       ; preds = %for.cond384
  br label %if.end383

if.then388:                                       ; preds = %for.body385
  %1771 = mul i32 %bx, 4
  %1772 = add i32 %1771, %i7387
  %1773 = sext i32 %1772 to i64
  %1774 = sext i32 %N to i64
  %1775 = mul nsw i64 %1773, %1774
  %1776 = mul i32 %t, 512
  %1777 = add i32 %1776, 0
  %1778 = sext i32 %1777 to i64
  %1779 = add nsw i64 %1775, %1778
  %1780 = getelementptr inbounds float, ptr %Y, i64 %1779
  %1781 = sext i32 %i7387 to i64
  %1782 = mul nsw i64 %1781, 512
  %1783 = add nsw i64 %1782, 0
  %1784 = getelementptr inbounds float, ptr %X_f, i64 %1783
  call void @tilec_rt_stream(ptr %1780, ptr %1784, i64 2048)
  br label %if.end390

if.else389:                                       ; preds = %for.body385
  br label %for.cond391

if.end390:                                        ; preds = %for.end393, %if.then388
  %1785 = add nsw i32 %i7387, 1
  br label %for.cond384, !llvm.loop !92

for.cond391:                                      ; preds = %for.body392, %if.else389
  %j2394 = phi i32 [ 0, %if.else389 ], [ %1803, %for.body392 ]
  %1786 = icmp slt i32 %j2394, 512
  br i1 %1786, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1787 = sext i32 %i7387 to i64
  %1788 = mul nsw i64 %1787, 512
  %1789 = sext i32 %j2394 to i64
  %1790 = add nsw i64 %1788, %1789
  %1791 = getelementptr inbounds float, ptr %X_f, i64 %1790
  %1792 = load float, ptr %1791, align 4
  %1793 = mul i32 %bx, 4
  %1794 = add i32 %1793, %i7387
  %1795 = sext i32 %1794 to i64
  %1796 = sext i32 %N to i64
  %1797 = mul nsw i64 %1795, %1796
  %1798 = mul i32 %t, 512
  %1799 = add i32 %1798, %j2394
  %1800 = sext i32 %1799 to i64
  %1801 = add nsw i64 %1797, %1800
  %1802 = getelementptr inbounds float, ptr %Y, i64 %1801
  store float %1792, ptr %1802, align 4
  %1803 = add nsw i32 %j2394, 1
  br label %for.cond391, !llvm.loop !93

for.end393:                                       ; preds = %for.cond391
  br label %if.end390

for.cond395:                                      ; preds = %for.end401, %if.else382
  %i7398 = phi i32 [ 0, %if.else382 ], [ %1831, %for.end401 ]
  %1804 = icmp slt i32 %i7398, 4
  br i1 %1804, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  br label %for.cond399

for.end397:                                       ; preds = %for.cond395
  br label %if.end383

for.cond399:                                      ; preds = %if.end405, %for.body396
  %j2402 = phi i32 [ 0, %for.body396 ], [ %1848, %if.end405 ]
  %1805 = icmp slt i32 %j2402, 512
  br i1 %1805, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1806 = mul i32 %bx, 4
  %1807 = sext i32 %1806 to i64
  %1808 = sext i32 %i7398 to i64
  %1809 = add i64 %1807, %1808
  %1810 = icmp sle i64 0, %1809
  %1811 = mul i32 %bx, 4
  %1812 = sext i32 %1811 to i64
  %1813 = sext i32 %i7398 to i64
  %1814 = add i64 %1812, %1813
  %1815 = sext i32 %M to i64
  %1816 = icmp slt i64 %1814, %1815
  %1817 = and i1 %1810, %1816
  %1818 = mul i32 %t, 512
  %1819 = sext i32 %1818 to i64
  %1820 = sext i32 %j2402 to i64
  %1821 = add i64 %1819, %1820
  %1822 = icmp sle i64 0, %1821
  %1823 = mul i32 %t, 512
  %1824 = sext i32 %1823 to i64
  %1825 = sext i32 %j2402 to i64
  %1826 = add i64 %1824, %1825
  %1827 = sext i32 %N to i64
  %1828 = icmp slt i64 %1826, %1827
  %1829 = and i1 %1822, %1828
  %1830 = and i1 %1817, %1829
  br i1 %1830, label %if.then403, label %if.else404

for.end401:                                       ; preds = %for.cond399
  %1831 = add nsw i32 %i7398, 1
  br label %for.cond395, !llvm.loop !94

if.then403:                                       ; preds = %for.body400
  %1832 = sext i32 %i7398 to i64
  %1833 = mul nsw i64 %1832, 512
  %1834 = sext i32 %j2402 to i64
  %1835 = add nsw i64 %1833, %1834
  %1836 = getelementptr inbounds float, ptr %X_f, i64 %1835
  %1837 = load float, ptr %1836, align 4
  %1838 = mul i32 %bx, 4
  %1839 = add i32 %1838, %i7398
  %1840 = sext i32 %1839 to i64
  %1841 = sext i32 %N to i64
  %1842 = mul nsw i64 %1840, %1841
  %1843 = mul i32 %t, 512
  %1844 = add i32 %1843, %j2402
  %1845 = sext i32 %1844 to i64
  %1846 = add nsw i64 %1842, %1845
  %1847 = getelementptr inbounds float, ptr %Y, i64 %1846
  store float %1837, ptr %1847, align 4
  br label %if.end405

if.else404:                                       ; preds = %for.body400
  br label %if.end405

if.end405:                                        ; preds = %if.else404, %if.then403
  %1848 = add nsw i32 %j2402, 1
  br label %for.cond399, !llvm.loop !95
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
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
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
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
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
