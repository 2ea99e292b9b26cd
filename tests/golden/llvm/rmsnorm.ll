; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_15 = alloca [32 x float], align 64
  %sq_s = alloca [4096 x float], align 64
  %ss_s = alloca [16 x float], align 64
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
  call void @llvm.memset.p0.i64(ptr align 64 %ss_s, i8 0, i64 64, i1 false)
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
  br i1 %60, label %if.then70, label %if.else71

if.end:                                           ; preds = %if.end72, %for.end
  ret void

for.cond:                                         ; preds = %if.end56, %if.then
  %i = phi i32 [ 0, %if.then ], [ %296, %if.end56 ]
  %61 = icmp slt i32 %i, 16
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
  %87 = mul i32 %bx, 16
  %88 = add i32 %87, %i
  %89 = icmp sle i32 0, %88
  %90 = mul i32 %bx, 16
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
  %97 = sext i32 %96 to i64
  %98 = sub i64 %97, 0
  %99 = call i64 @llvm.smax.i64(i64 %98, i64 0)
  %100 = mul nuw i64 %99, 4
  %101 = sext i32 %i to i64
  %102 = mul nsw i64 %101, 256
  %103 = add i32 %tl_hi1, 0
  %104 = sext i32 %103 to i64
  %105 = add nsw i64 %102, %104
  %106 = getelementptr inbounds float, ptr %sq_s, i64 %105
  call void @llvm.memset.p0.i64(ptr align 4 %106, i8 0, i64 %100, i1 false)
  %107 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %108 = mul nuw i64 %107, 4
  %109 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %110 = sext i32 %i to i64
  %111 = mul nsw i64 %110, 256
  %112 = add nsw i64 %111, 0
  %113 = getelementptr inbounds float, ptr %sq_s, i64 %112
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %109, ptr align 4 %113, i64 %108, i1 false)
  %114 = sub i32 %59, 1
  %115 = icmp slt i32 %114, 0
  %116 = sub i32 %59, 1
  %117 = select i1 %115, i32 0, i32 %116
  %tl_steps1 = select i1 true, i32 %117, i32 7
  %118 = icmp eq i32 %tl_steps1, 7
  br i1 %118, label %if.then14, label %if.else15

for.cond7:                                        ; preds = %for.body8, %if.then4
  %j3 = phi i32 [ 0, %if.then4 ], [ %147, %for.body8 ]
  %119 = icmp slt i32 %j3, %94
  br i1 %119, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %120 = mul i32 %bx, 16
  %121 = add i32 %120, %i
  %122 = sext i32 %121 to i64
  %123 = sext i32 %N to i64
  %124 = mul nsw i64 %122, %123
  %125 = add i32 0, %j3
  %126 = sext i32 %125 to i64
  %127 = add nsw i64 %124, %126
  %128 = getelementptr inbounds float, ptr %X, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = mul i32 %bx, 16
  %131 = add i32 %130, %i
  %132 = sext i32 %131 to i64
  %133 = sext i32 %N to i64
  %134 = mul nsw i64 %132, %133
  %135 = add i32 0, %j3
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %134, %136
  %138 = getelementptr inbounds float, ptr %X, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fmul float %129, %139
  %141 = sext i32 %i to i64
  %142 = mul nsw i64 %141, 256
  %143 = add i32 0, %j3
  %144 = sext i32 %143 to i64
  %145 = add nsw i64 %142, %144
  %146 = getelementptr inbounds float, ptr %sq_s, i64 %145
  store float %140, ptr %146, align 4
  %147 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %for.body11, %if.else5
  %j313 = phi i32 [ 0, %if.else5 ], [ %155, %for.body11 ]
  %148 = icmp slt i32 %j313, %95
  br i1 %148, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %149 = sext i32 %i to i64
  %150 = mul nsw i64 %149, 256
  %151 = add i32 0, %j313
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %150, %152
  %154 = getelementptr inbounds float, ptr %sq_s, i64 %153
  store float 0.000000e+00, ptr %154, align 4
  %155 = add nsw i32 %j313, 1
  br label %for.cond10, !llvm.loop !4

for.end12:                                        ; preds = %for.cond10
  br label %if.end6

if.then14:                                        ; preds = %if.end6
  br label %for.cond17

if.else15:                                        ; preds = %if.end6
  br label %for.cond23

if.end16:                                         ; preds = %if.end33, %for.end19
  br label %for.cond34

for.cond17:                                       ; preds = %for.end22, %if.then14
  %red = phi i32 [ 0, %if.then14 ], [ %174, %for.end22 ]
  %156 = icmp slt i32 %red, 7
  br i1 %156, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  br label %for.cond20

for.end19:                                        ; preds = %for.cond17
  br label %if.end16

for.cond20:                                       ; preds = %for.body21, %for.body18
  %lane = phi i32 [ 0, %for.body18 ], [ %173, %for.body21 ]
  %157 = icmp slt i32 %lane, 32
  br i1 %157, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %158 = sext i32 %lane to i64
  %159 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = sext i32 %i to i64
  %162 = mul nsw i64 %161, 256
  %163 = add i32 %red, 1
  %164 = mul i32 %163, 32
  %165 = add i32 %164, %lane
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %162, %166
  %168 = getelementptr inbounds float, ptr %sq_s, i64 %167
  %169 = load float, ptr %168, align 4
  %170 = fadd float %160, %169
  %171 = sext i32 %lane to i64
  %172 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %171
  store float %170, ptr %172, align 4
  %173 = add nsw i32 %lane, 1
  br label %for.cond20, !llvm.loop !5

for.end22:                                        ; preds = %for.cond20
  %174 = add nsw i32 %red, 1
  br label %for.cond17, !llvm.loop !6

for.cond23:                                       ; preds = %for.end29, %if.else15
  %red26 = phi i32 [ 0, %if.else15 ], [ %194, %for.end29 ]
  %175 = icmp slt i32 %red26, %tl_steps1
  br i1 %175, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond27

for.end25:                                        ; preds = %for.cond23
  %176 = icmp slt i32 %tl_steps1, 7
  br i1 %176, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body24
  %lane30 = phi i32 [ 0, %for.body24 ], [ %193, %for.body28 ]
  %177 = icmp slt i32 %lane30, 32
  br i1 %177, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %178 = sext i32 %lane30 to i64
  %179 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %i to i64
  %182 = mul nsw i64 %181, 256
  %183 = add i32 %red26, 1
  %184 = mul i32 %183, 32
  %185 = add i32 %184, %lane30
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %182, %186
  %188 = getelementptr inbounds float, ptr %sq_s, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = fadd float %180, %189
  %191 = sext i32 %lane30 to i64
  %192 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %191
  store float %190, ptr %192, align 4
  %193 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !7

for.end29:                                        ; preds = %for.cond27
  %194 = add nsw i32 %red26, 1
  br label %for.cond23, !llvm.loop !8

if.then31:                                        ; preds = %for.end25
  %195 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %196 = load float, ptr %195, align 4
  %197 = fadd float %196, 0.000000e+00
  %198 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %197, ptr %198, align 4
  br label %if.end33

if.else32:                                        ; preds = %for.end25
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %if.then31
  br label %if.end16

for.cond34:                                       ; preds = %for.body35, %if.end16
  %lane37 = phi i32 [ 0, %if.end16 ], [ %210, %for.body35 ]
  %199 = icmp slt i32 %lane37, 16
  br i1 %199, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %200 = sext i32 %lane37 to i64
  %201 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = add i32 %lane37, 16
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fadd float %202, %206
  %208 = sext i32 %lane37 to i64
  %209 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %208
  store float %207, ptr %209, align 4
  %210 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !9

for.end36:                                        ; preds = %for.cond34
  br label %for.cond38

for.cond38:                                       ; preds = %for.body39, %for.end36
  %lane41 = phi i32 [ 0, %for.end36 ], [ %222, %for.body39 ]
  %211 = icmp slt i32 %lane41, 8
  br i1 %211, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %212 = sext i32 %lane41 to i64
  %213 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = add i32 %lane41, 8
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = fadd float %214, %218
  %220 = sext i32 %lane41 to i64
  %221 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %220
  store float %219, ptr %221, align 4
  %222 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  br label %for.cond42

for.cond42:                                       ; preds = %for.body43, %for.end40
  %lane45 = phi i32 [ 0, %for.end40 ], [ %234, %for.body43 ]
  %223 = icmp slt i32 %lane45, 4
  br i1 %223, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %224 = sext i32 %lane45 to i64
  %225 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = add i32 %lane45, 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = fadd float %226, %230
  %232 = sext i32 %lane45 to i64
  %233 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %232
  store float %231, ptr %233, align 4
  %234 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end44
  %lane49 = phi i32 [ 0, %for.end44 ], [ %246, %for.body47 ]
  %235 = icmp slt i32 %lane49, 2
  br i1 %235, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %236 = sext i32 %lane49 to i64
  %237 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = add i32 %lane49, 2
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = fadd float %238, %242
  %244 = sext i32 %lane49 to i64
  %245 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %244
  store float %243, ptr %245, align 4
  %246 = add nsw i32 %lane49, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end48
  %lane53 = phi i32 [ 0, %for.end48 ], [ %258, %for.body51 ]
  %247 = icmp slt i32 %lane53, 1
  br i1 %247, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %248 = sext i32 %lane53 to i64
  %249 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %248
  %250 = load float, ptr %249, align 4
  %251 = add i32 %lane53, 1
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = fadd float %250, %254
  %256 = sext i32 %lane53 to i64
  %257 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %256
  store float %255, ptr %257, align 4
  %258 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !13

for.end52:                                        ; preds = %for.cond50
  %259 = sext i32 %i to i64
  %260 = getelementptr inbounds float, ptr %ss_s, i64 %259
  store float 0.000000e+00, ptr %260, align 4
  %261 = sext i32 %i to i64
  %262 = getelementptr inbounds float, ptr %ss_s, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %265 = load float, ptr %264, align 4
  %266 = fadd float %263, %265
  %267 = sext i32 %i to i64
  %268 = getelementptr inbounds float, ptr %ss_s, i64 %267
  store float %266, ptr %268, align 4
  %269 = sext i32 %N to i64
  %270 = icmp slt i64 %269, 0
  %271 = sext i32 %N to i64
  %272 = icmp sgt i64 %271, 256
  %273 = sext i32 %N to i64
  %274 = select i1 %272, i64 256, i64 %273
  %275 = select i1 %270, i64 0, i64 %274
  %276 = icmp slt i64 %275, 0
  %277 = sext i32 %N to i64
  %278 = icmp slt i64 %277, 0
  %279 = sext i32 %N to i64
  %280 = icmp sgt i64 %279, 256
  %281 = sext i32 %N to i64
  %282 = select i1 %280, i64 256, i64 %281
  %283 = select i1 %278, i64 0, i64 %282
  %284 = select i1 %276, i64 0, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  %285 = mul i32 %bx, 16
  %286 = add i32 %285, %i
  %287 = icmp sle i32 0, %286
  %288 = mul i32 %bx, 16
  %289 = add i32 %288, %i
  %290 = icmp slt i32 %289, %M
  %291 = and i1 %287, %290
  br i1 %291, label %if.then54, label %if.else55

if.then54:                                        ; preds = %for.end52
  %292 = sext i32 %M to i64
  %293 = sext i32 %N to i64
  %294 = mul i64 %292, %293
  %295 = icmp sge i64 %294, 8388608
  br i1 %295, label %if.then57, label %if.else58

if.else55:                                        ; preds = %for.end52
  br label %if.end56

if.end56:                                         ; preds = %if.else55, %if.end59
  %296 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !14

if.then57:                                        ; preds = %if.then54
  %tl_sn1 = sub i32 %tl_hi3, 0
  %297 = sext i32 %tl_sn1 to i64
  %298 = sdiv i64 %297, 1024
  %299 = sub i64 0, %297
  %300 = select i1 false, i64 %299, i64 %298
  %301 = srem i64 %297, 1024
  %302 = icmp ne i64 %301, 0
  %303 = icmp slt i64 %297, 0
  %304 = icmp eq i1 %303, false
  %305 = and i1 %302, %304
  %306 = zext i1 %305 to i64
  %307 = add i64 %300, %306
  %308 = trunc i64 %307 to i32
  br label %for.cond60

if.else58:                                        ; preds = %if.then54
  %309 = sub i32 %tl_hi3, 0
  br label %for.cond66

if.end59:                                         ; preds = %for.end68, %for.end62
  br label %if.end56

for.cond60:                                       ; preds = %for.end65, %if.then57
  %tl_c2 = phi i32 [ 0, %if.then57 ], [ %359, %for.end65 ]
  %310 = icmp slt i32 %tl_c2, %308
  br i1 %310, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %tl_sb3 = mul i32 %tl_c2, 1024
  %311 = sub i32 %tl_sn1, %tl_sb3
  %312 = icmp slt i32 %311, 1024
  %313 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %312, i32 %313, i32 1024
  br label %for.cond63

for.end62:                                        ; preds = %for.cond60
  br label %if.end59

for.cond63:                                       ; preds = %for.body64, %for.body61
  %tl_c5 = phi i32 [ 0, %for.body61 ], [ %345, %for.body64 ]
  %314 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %314, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %315 = mul i32 %bx, 16
  %316 = add i32 %315, %i
  %317 = sext i32 %316 to i64
  %318 = sext i32 %N to i64
  %319 = mul nsw i64 %317, %318
  %320 = add i32 %tl_sb3, %tl_c5
  %321 = add i32 0, %320
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %319, %322
  %324 = getelementptr inbounds float, ptr %X, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = sext i32 %i to i64
  %327 = getelementptr inbounds float, ptr %ss_s, i64 %326
  %328 = load float, ptr %327, align 4
  %329 = sitofp i32 %N to float
  %330 = fdiv float %328, %329
  %331 = fadd float %330, 0x3EB0C6F7A0000000
  %332 = fpext float %331 to double
  %333 = call double @llvm.sqrt.f64(double %332)
  %334 = fdiv double 1.000000e+00, %333
  %335 = fptrunc double %334 to float
  %336 = fmul float %325, %335
  %337 = add i32 %tl_sb3, %tl_c5
  %338 = add i32 0, %337
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds float, ptr %W, i64 %339
  %341 = load float, ptr %340, align 4
  %342 = fmul float %336, %341
  %343 = sext i32 %tl_c5 to i64
  %344 = getelementptr inbounds float, ptr %tl_stream0, i64 %343
  store float %342, ptr %344, align 4
  %345 = add nsw i32 %tl_c5, 1
  br label %for.cond63, !llvm.loop !15

for.end65:                                        ; preds = %for.cond63
  %346 = sext i32 %tl_sm4 to i64
  %347 = mul i32 %bx, 16
  %348 = add i32 %347, %i
  %349 = sext i32 %348 to i64
  %350 = sext i32 %N to i64
  %351 = mul nsw i64 %349, %350
  %352 = add i32 %tl_sb3, 0
  %353 = add i32 0, %352
  %354 = sext i32 %353 to i64
  %355 = add nsw i64 %351, %354
  %356 = getelementptr inbounds float, ptr %Y, i64 %355
  %357 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %358 = mul i64 %346, 4
  call void @tilec_rt_stream(ptr %356, ptr %357, i64 %358)
  %359 = add nsw i32 %tl_c2, 1
  br label %for.cond60, !llvm.loop !16

for.cond66:                                       ; preds = %for.body67, %if.else58
  %j369 = phi i32 [ 0, %if.else58 ], [ %396, %for.body67 ]
  %360 = icmp slt i32 %j369, %309
  br i1 %360, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %361 = mul i32 %bx, 16
  %362 = add i32 %361, %i
  %363 = sext i32 %362 to i64
  %364 = sext i32 %N to i64
  %365 = mul nsw i64 %363, %364
  %366 = add i32 0, %j369
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %365, %367
  %369 = getelementptr inbounds float, ptr %X, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = sext i32 %i to i64
  %372 = getelementptr inbounds float, ptr %ss_s, i64 %371
  %373 = load float, ptr %372, align 4
  %374 = sitofp i32 %N to float
  %375 = fdiv float %373, %374
  %376 = fadd float %375, 0x3EB0C6F7A0000000
  %377 = fpext float %376 to double
  %378 = call double @llvm.sqrt.f64(double %377)
  %379 = fdiv double 1.000000e+00, %378
  %380 = fptrunc double %379 to float
  %381 = fmul float %370, %380
  %382 = add i32 0, %j369
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds float, ptr %W, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = fmul float %381, %385
  %387 = mul i32 %bx, 16
  %388 = add i32 %387, %i
  %389 = sext i32 %388 to i64
  %390 = sext i32 %N to i64
  %391 = mul nsw i64 %389, %390
  %392 = add i32 0, %j369
  %393 = sext i32 %392 to i64
  %394 = add nsw i64 %391, %393
  %395 = getelementptr inbounds float, ptr %Y, i64 %394
  store float %386, ptr %395, align 4
  %396 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  br label %if.end59

if.then70:                                        ; preds = %if.else
  %397 = sext i32 %N to i64
  %398 = icmp slt i64 %397, 0
  %399 = sext i32 %N to i64
  %400 = icmp sgt i64 %399, 512
  %401 = sext i32 %N to i64
  %402 = select i1 %400, i64 512, i64 %401
  %403 = select i1 %398, i64 0, i64 %402
  %404 = icmp slt i64 %403, 0
  %405 = sext i32 %N to i64
  %406 = icmp slt i64 %405, 0
  %407 = sext i32 %N to i64
  %408 = icmp sgt i64 %407, 512
  %409 = sext i32 %N to i64
  %410 = select i1 %408, i64 512, i64 %409
  %411 = select i1 %406, i64 0, i64 %410
  %412 = select i1 %404, i64 0, i64 %411
  %413 = trunc i64 %412 to i32
  %414 = icmp slt i32 %413, 0
  %415 = sext i32 %N to i64
  %416 = icmp slt i64 %415, 0
  %417 = sext i32 %N to i64
  %418 = icmp sgt i64 %417, 512
  %419 = sext i32 %N to i64
  %420 = select i1 %418, i64 512, i64 %419
  %421 = select i1 %416, i64 0, i64 %420
  %422 = icmp slt i64 %421, 0
  %423 = sext i32 %N to i64
  %424 = icmp slt i64 %423, 0
  %425 = sext i32 %N to i64
  %426 = icmp sgt i64 %425, 512
  %427 = sext i32 %N to i64
  %428 = select i1 %426, i64 512, i64 %427
  %429 = select i1 %424, i64 0, i64 %428
  %430 = select i1 %422, i64 0, i64 %429
  %431 = trunc i64 %430 to i32
  %432 = icmp sgt i32 %431, 512
  %433 = sext i32 %N to i64
  %434 = icmp slt i64 %433, 0
  %435 = sext i32 %N to i64
  %436 = icmp sgt i64 %435, 512
  %437 = sext i32 %N to i64
  %438 = select i1 %436, i64 512, i64 %437
  %439 = select i1 %434, i64 0, i64 %438
  %440 = icmp slt i64 %439, 0
  %441 = sext i32 %N to i64
  %442 = icmp slt i64 %441, 0
  %443 = sext i32 %N to i64
  %444 = icmp sgt i64 %443, 512
  %445 = sext i32 %N to i64
  %446 = select i1 %444, i64 512, i64 %445
  %447 = select i1 %442, i64 0, i64 %446
  %448 = select i1 %440, i64 0, i64 %447
  %449 = trunc i64 %448 to i32
  %450 = select i1 %432, i32 512, i32 %449
  %451 = select i1 %414, i32 0, i32 %450
  %452 = add i32 %451, 31
  %453 = sdiv i32 %452, 32
  %454 = sub i32 0, %452
  %455 = select i1 false, i32 %454, i32 %453
  br label %for.cond73

if.else71:                                        ; preds = %if.else
  %456 = icmp sle i32 %N, 4096
  br i1 %456, label %if.then147, label %if.else148

if.end72:                                         ; preds = %if.end149, %for.end75
  br label %if.end

for.cond73:                                       ; preds = %if.end133, %if.then70
  %i76 = phi i32 [ 0, %if.then70 ], [ %692, %if.end133 ]
  %457 = icmp slt i32 %i76, 4
  br i1 %457, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %458 = sext i32 %N to i64
  %459 = icmp slt i64 %458, 0
  %460 = sext i32 %N to i64
  %461 = icmp sgt i64 %460, 512
  %462 = sext i32 %N to i64
  %463 = select i1 %461, i64 512, i64 %462
  %464 = select i1 %459, i64 0, i64 %463
  %465 = icmp slt i64 %464, 0
  %466 = sext i32 %N to i64
  %467 = icmp slt i64 %466, 0
  %468 = sext i32 %N to i64
  %469 = icmp sgt i64 %468, 512
  %470 = sext i32 %N to i64
  %471 = select i1 %469, i64 512, i64 %470
  %472 = select i1 %467, i64 0, i64 %471
  %473 = select i1 %465, i64 0, i64 %472
  %tl_hi5 = trunc i64 %473 to i32
  br label %for.cond77

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

for.cond77:                                       ; preds = %for.body78, %for.body74
  %j80 = phi i32 [ 0, %for.body74 ], [ %482, %for.body78 ]
  %474 = icmp slt i32 %j80, 0
  br i1 %474, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %475 = icmp slt i32 %j80, %N
  %476 = select i1 %475, float 0.000000e+00, float 0.000000e+00
  %477 = sext i32 %i76 to i64
  %478 = mul nsw i64 %477, 512
  %479 = sext i32 %j80 to i64
  %480 = add nsw i64 %478, %479
  %481 = getelementptr inbounds float, ptr %sq, i64 %480
  store float %476, ptr %481, align 4
  %482 = add nsw i32 %j80, 1
  br label %for.cond77, !llvm.loop !18

for.end79:                                        ; preds = %for.cond77
  %483 = mul i32 %bx, 4
  %484 = add i32 %483, %i76
  %485 = icmp sle i32 0, %484
  %486 = mul i32 %bx, 4
  %487 = add i32 %486, %i76
  %488 = icmp slt i32 %487, %M
  %489 = and i1 %485, %488
  br i1 %489, label %if.then81, label %if.else82

if.then81:                                        ; preds = %for.end79
  %490 = sub i32 %tl_hi5, 0
  br label %for.cond84

if.else82:                                        ; preds = %for.end79
  %491 = sub i32 %tl_hi5, 0
  br label %for.cond87

if.end83:                                         ; preds = %for.end89, %for.end86
  %492 = sub i32 512, %tl_hi5
  %493 = sext i32 %492 to i64
  %494 = sub i64 %493, 0
  %495 = call i64 @llvm.smax.i64(i64 %494, i64 0)
  %496 = mul nuw i64 %495, 4
  %497 = sext i32 %i76 to i64
  %498 = mul nsw i64 %497, 512
  %499 = add i32 %tl_hi5, 0
  %500 = sext i32 %499 to i64
  %501 = add nsw i64 %498, %500
  %502 = getelementptr inbounds float, ptr %sq, i64 %501
  call void @llvm.memset.p0.i64(ptr align 4 %502, i8 0, i64 %496, i1 false)
  %503 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %504 = mul nuw i64 %503, 4
  %505 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %506 = sext i32 %i76 to i64
  %507 = mul nsw i64 %506, 512
  %508 = add nsw i64 %507, 0
  %509 = getelementptr inbounds float, ptr %sq, i64 %508
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %505, ptr align 4 %509, i64 %504, i1 false)
  %510 = sub i32 %455, 1
  %511 = icmp slt i32 %510, 0
  %512 = sub i32 %455, 1
  %513 = select i1 %511, i32 0, i32 %512
  %tl_steps3 = select i1 true, i32 %513, i32 15
  %514 = icmp eq i32 %tl_steps3, 15
  br i1 %514, label %if.then91, label %if.else92

for.cond84:                                       ; preds = %for.body85, %if.then81
  %j4 = phi i32 [ 0, %if.then81 ], [ %543, %for.body85 ]
  %515 = icmp slt i32 %j4, %490
  br i1 %515, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %516 = mul i32 %bx, 4
  %517 = add i32 %516, %i76
  %518 = sext i32 %517 to i64
  %519 = sext i32 %N to i64
  %520 = mul nsw i64 %518, %519
  %521 = add i32 0, %j4
  %522 = sext i32 %521 to i64
  %523 = add nsw i64 %520, %522
  %524 = getelementptr inbounds float, ptr %X, i64 %523
  %525 = load float, ptr %524, align 4
  %526 = mul i32 %bx, 4
  %527 = add i32 %526, %i76
  %528 = sext i32 %527 to i64
  %529 = sext i32 %N to i64
  %530 = mul nsw i64 %528, %529
  %531 = add i32 0, %j4
  %532 = sext i32 %531 to i64
  %533 = add nsw i64 %530, %532
  %534 = getelementptr inbounds float, ptr %X, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fmul float %525, %535
  %537 = sext i32 %i76 to i64
  %538 = mul nsw i64 %537, 512
  %539 = add i32 0, %j4
  %540 = sext i32 %539 to i64
  %541 = add nsw i64 %538, %540
  %542 = getelementptr inbounds float, ptr %sq, i64 %541
  store float %536, ptr %542, align 4
  %543 = add nsw i32 %j4, 1
  br label %for.cond84, !llvm.loop !19

for.end86:                                        ; preds = %for.cond84
  br label %if.end83

for.cond87:                                       ; preds = %for.body88, %if.else82
  %j490 = phi i32 [ 0, %if.else82 ], [ %551, %for.body88 ]
  %544 = icmp slt i32 %j490, %491
  br i1 %544, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %545 = sext i32 %i76 to i64
  %546 = mul nsw i64 %545, 512
  %547 = add i32 0, %j490
  %548 = sext i32 %547 to i64
  %549 = add nsw i64 %546, %548
  %550 = getelementptr inbounds float, ptr %sq, i64 %549
  store float 0.000000e+00, ptr %550, align 4
  %551 = add nsw i32 %j490, 1
  br label %for.cond87, !llvm.loop !20

for.end89:                                        ; preds = %for.cond87
  br label %if.end83

if.then91:                                        ; preds = %if.end83
  br label %for.cond94

if.else92:                                        ; preds = %if.end83
  br label %for.cond100

if.end93:                                         ; preds = %if.end110, %for.end96
  br label %for.cond111

for.cond94:                                       ; preds = %for.end99, %if.then91
  %red1 = phi i32 [ 0, %if.then91 ], [ %570, %for.end99 ]
  %552 = icmp slt i32 %red1, 15
  br i1 %552, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  br label %for.cond97

for.end96:                                        ; preds = %for.cond94
  br label %if.end93

for.cond97:                                       ; preds = %for.body98, %for.body95
  %lane1 = phi i32 [ 0, %for.body95 ], [ %569, %for.body98 ]
  %553 = icmp slt i32 %lane1, 32
  br i1 %553, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %554 = sext i32 %lane1 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = sext i32 %i76 to i64
  %558 = mul nsw i64 %557, 512
  %559 = add i32 %red1, 1
  %560 = mul i32 %559, 32
  %561 = add i32 %560, %lane1
  %562 = sext i32 %561 to i64
  %563 = add nsw i64 %558, %562
  %564 = getelementptr inbounds float, ptr %sq, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = fadd float %556, %565
  %567 = sext i32 %lane1 to i64
  %568 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %567
  store float %566, ptr %568, align 4
  %569 = add nsw i32 %lane1, 1
  br label %for.cond97, !llvm.loop !21

for.end99:                                        ; preds = %for.cond97
  %570 = add nsw i32 %red1, 1
  br label %for.cond94, !llvm.loop !22

for.cond100:                                      ; preds = %for.end106, %if.else92
  %red1103 = phi i32 [ 0, %if.else92 ], [ %590, %for.end106 ]
  %571 = icmp slt i32 %red1103, %tl_steps3
  br i1 %571, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  %572 = icmp slt i32 %tl_steps3, 15
  br i1 %572, label %if.then108, label %if.else109

for.cond104:                                      ; preds = %for.body105, %for.body101
  %lane1107 = phi i32 [ 0, %for.body101 ], [ %589, %for.body105 ]
  %573 = icmp slt i32 %lane1107, 32
  br i1 %573, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %574 = sext i32 %lane1107 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = sext i32 %i76 to i64
  %578 = mul nsw i64 %577, 512
  %579 = add i32 %red1103, 1
  %580 = mul i32 %579, 32
  %581 = add i32 %580, %lane1107
  %582 = sext i32 %581 to i64
  %583 = add nsw i64 %578, %582
  %584 = getelementptr inbounds float, ptr %sq, i64 %583
  %585 = load float, ptr %584, align 4
  %586 = fadd float %576, %585
  %587 = sext i32 %lane1107 to i64
  %588 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %587
  store float %586, ptr %588, align 4
  %589 = add nsw i32 %lane1107, 1
  br label %for.cond104, !llvm.loop !23

for.end106:                                       ; preds = %for.cond104
  %590 = add nsw i32 %red1103, 1
  br label %for.cond100, !llvm.loop !24

if.then108:                                       ; preds = %for.end102
  %591 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %592 = load float, ptr %591, align 4
  %593 = fadd float %592, 0.000000e+00
  %594 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %593, ptr %594, align 4
  br label %if.end110

if.else109:                                       ; preds = %for.end102
  br label %if.end110

if.end110:                                        ; preds = %if.else109, %if.then108
  br label %if.end93

for.cond111:                                      ; preds = %for.body112, %if.end93
  %lane1114 = phi i32 [ 0, %if.end93 ], [ %606, %for.body112 ]
  %595 = icmp slt i32 %lane1114, 16
  br i1 %595, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %596 = sext i32 %lane1114 to i64
  %597 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = add i32 %lane1114, 16
  %600 = sext i32 %599 to i64
  %601 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %600
  %602 = load float, ptr %601, align 4
  %603 = fadd float %598, %602
  %604 = sext i32 %lane1114 to i64
  %605 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %604
  store float %603, ptr %605, align 4
  %606 = add nsw i32 %lane1114, 1
  br label %for.cond111, !llvm.loop !25

for.end113:                                       ; preds = %for.cond111
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end113
  %lane1118 = phi i32 [ 0, %for.end113 ], [ %618, %for.body116 ]
  %607 = icmp slt i32 %lane1118, 8
  br i1 %607, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %608 = sext i32 %lane1118 to i64
  %609 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = add i32 %lane1118, 8
  %612 = sext i32 %611 to i64
  %613 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = fadd float %610, %614
  %616 = sext i32 %lane1118 to i64
  %617 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %616
  store float %615, ptr %617, align 4
  %618 = add nsw i32 %lane1118, 1
  br label %for.cond115, !llvm.loop !26

for.end117:                                       ; preds = %for.cond115
  br label %for.cond119

for.cond119:                                      ; preds = %for.body120, %for.end117
  %lane1122 = phi i32 [ 0, %for.end117 ], [ %630, %for.body120 ]
  %619 = icmp slt i32 %lane1122, 4
  br i1 %619, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %620 = sext i32 %lane1122 to i64
  %621 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %620
  %622 = load float, ptr %621, align 4
  %623 = add i32 %lane1122, 4
  %624 = sext i32 %623 to i64
  %625 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %624
  %626 = load float, ptr %625, align 4
  %627 = fadd float %622, %626
  %628 = sext i32 %lane1122 to i64
  %629 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %628
  store float %627, ptr %629, align 4
  %630 = add nsw i32 %lane1122, 1
  br label %for.cond119, !llvm.loop !27

for.end121:                                       ; preds = %for.cond119
  br label %for.cond123

for.cond123:                                      ; preds = %for.body124, %for.end121
  %lane1126 = phi i32 [ 0, %for.end121 ], [ %642, %for.body124 ]
  %631 = icmp slt i32 %lane1126, 2
  br i1 %631, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %632 = sext i32 %lane1126 to i64
  %633 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %632
  %634 = load float, ptr %633, align 4
  %635 = add i32 %lane1126, 2
  %636 = sext i32 %635 to i64
  %637 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = fadd float %634, %638
  %640 = sext i32 %lane1126 to i64
  %641 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %640
  store float %639, ptr %641, align 4
  %642 = add nsw i32 %lane1126, 1
  br label %for.cond123, !llvm.loop !28

for.end125:                                       ; preds = %for.cond123
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end125
  %lane1130 = phi i32 [ 0, %for.end125 ], [ %654, %for.body128 ]
  %643 = icmp slt i32 %lane1130, 1
  br i1 %643, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %644 = sext i32 %lane1130 to i64
  %645 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %644
  %646 = load float, ptr %645, align 4
  %647 = add i32 %lane1130, 1
  %648 = sext i32 %647 to i64
  %649 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %648
  %650 = load float, ptr %649, align 4
  %651 = fadd float %646, %650
  %652 = sext i32 %lane1130 to i64
  %653 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %652
  store float %651, ptr %653, align 4
  %654 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !29

for.end129:                                       ; preds = %for.cond127
  %655 = sext i32 %i76 to i64
  %656 = getelementptr inbounds float, ptr %ss, i64 %655
  store float 0.000000e+00, ptr %656, align 4
  %657 = sext i32 %i76 to i64
  %658 = getelementptr inbounds float, ptr %ss, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %661 = load float, ptr %660, align 4
  %662 = fadd float %659, %661
  %663 = sext i32 %i76 to i64
  %664 = getelementptr inbounds float, ptr %ss, i64 %663
  store float %662, ptr %664, align 4
  %665 = sext i32 %N to i64
  %666 = icmp slt i64 %665, 0
  %667 = sext i32 %N to i64
  %668 = icmp sgt i64 %667, 512
  %669 = sext i32 %N to i64
  %670 = select i1 %668, i64 512, i64 %669
  %671 = select i1 %666, i64 0, i64 %670
  %672 = icmp slt i64 %671, 0
  %673 = sext i32 %N to i64
  %674 = icmp slt i64 %673, 0
  %675 = sext i32 %N to i64
  %676 = icmp sgt i64 %675, 512
  %677 = sext i32 %N to i64
  %678 = select i1 %676, i64 512, i64 %677
  %679 = select i1 %674, i64 0, i64 %678
  %680 = select i1 %672, i64 0, i64 %679
  %tl_hi7 = trunc i64 %680 to i32
  %681 = mul i32 %bx, 4
  %682 = add i32 %681, %i76
  %683 = icmp sle i32 0, %682
  %684 = mul i32 %bx, 4
  %685 = add i32 %684, %i76
  %686 = icmp slt i32 %685, %M
  %687 = and i1 %683, %686
  br i1 %687, label %if.then131, label %if.else132

if.then131:                                       ; preds = %for.end129
  %688 = sext i32 %M to i64
  %689 = sext i32 %N to i64
  %690 = mul i64 %688, %689
  %691 = icmp sge i64 %690, 8388608
  br i1 %691, label %if.then134, label %if.else135

if.else132:                                       ; preds = %for.end129
  br label %if.end133

if.end133:                                        ; preds = %if.else132, %if.end136
  %692 = add nsw i32 %i76, 1
  br label %for.cond73, !llvm.loop !30

if.then134:                                       ; preds = %if.then131
  %tl_sn8 = sub i32 %tl_hi7, 0
  %693 = sext i32 %tl_sn8 to i64
  %694 = sdiv i64 %693, 1024
  %695 = sub i64 0, %693
  %696 = select i1 false, i64 %695, i64 %694
  %697 = srem i64 %693, 1024
  %698 = icmp ne i64 %697, 0
  %699 = icmp slt i64 %693, 0
  %700 = icmp eq i1 %699, false
  %701 = and i1 %698, %700
  %702 = zext i1 %701 to i64
  %703 = add i64 %696, %702
  %704 = trunc i64 %703 to i32
  br label %for.cond137

if.else135:                                       ; preds = %if.then131
  %705 = sub i32 %tl_hi7, 0
  br label %for.cond143

if.end136:                                        ; preds = %for.end145, %for.end139
  br label %if.end133

for.cond137:                                      ; preds = %for.end142, %if.then134
  %tl_c9 = phi i32 [ 0, %if.then134 ], [ %755, %for.end142 ]
  %706 = icmp slt i32 %tl_c9, %704
  br i1 %706, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %tl_sb10 = mul i32 %tl_c9, 1024
  %707 = sub i32 %tl_sn8, %tl_sb10
  %708 = icmp slt i32 %707, 1024
  %709 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %708, i32 %709, i32 1024
  br label %for.cond140

for.end139:                                       ; preds = %for.cond137
  br label %if.end136

for.cond140:                                      ; preds = %for.body141, %for.body138
  %tl_c12 = phi i32 [ 0, %for.body138 ], [ %741, %for.body141 ]
  %710 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %710, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %711 = mul i32 %bx, 4
  %712 = add i32 %711, %i76
  %713 = sext i32 %712 to i64
  %714 = sext i32 %N to i64
  %715 = mul nsw i64 %713, %714
  %716 = add i32 %tl_sb10, %tl_c12
  %717 = add i32 0, %716
  %718 = sext i32 %717 to i64
  %719 = add nsw i64 %715, %718
  %720 = getelementptr inbounds float, ptr %X, i64 %719
  %721 = load float, ptr %720, align 4
  %722 = sext i32 %i76 to i64
  %723 = getelementptr inbounds float, ptr %ss, i64 %722
  %724 = load float, ptr %723, align 4
  %725 = sitofp i32 %N to float
  %726 = fdiv float %724, %725
  %727 = fadd float %726, 0x3EB0C6F7A0000000
  %728 = fpext float %727 to double
  %729 = call double @llvm.sqrt.f64(double %728)
  %730 = fdiv double 1.000000e+00, %729
  %731 = fptrunc double %730 to float
  %732 = fmul float %721, %731
  %733 = add i32 %tl_sb10, %tl_c12
  %734 = add i32 0, %733
  %735 = sext i32 %734 to i64
  %736 = getelementptr inbounds float, ptr %W, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = fmul float %732, %737
  %739 = sext i32 %tl_c12 to i64
  %740 = getelementptr inbounds float, ptr %tl_stream7, i64 %739
  store float %738, ptr %740, align 4
  %741 = add nsw i32 %tl_c12, 1
  br label %for.cond140, !llvm.loop !31

for.end142:                                       ; preds = %for.cond140
  %742 = sext i32 %tl_sm11 to i64
  %743 = mul i32 %bx, 4
  %744 = add i32 %743, %i76
  %745 = sext i32 %744 to i64
  %746 = sext i32 %N to i64
  %747 = mul nsw i64 %745, %746
  %748 = add i32 %tl_sb10, 0
  %749 = add i32 0, %748
  %750 = sext i32 %749 to i64
  %751 = add nsw i64 %747, %750
  %752 = getelementptr inbounds float, ptr %Y, i64 %751
  %753 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %754 = mul i64 %742, 4
  call void @tilec_rt_stream(ptr %752, ptr %753, i64 %754)
  %755 = add nsw i32 %tl_c9, 1
  br label %for.cond137, !llvm.loop !32

for.cond143:                                      ; preds = %for.body144, %if.else135
  %j4146 = phi i32 [ 0, %if.else135 ], [ %792, %for.body144 ]
  %756 = icmp slt i32 %j4146, %705
  br i1 %756, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %757 = mul i32 %bx, 4
  %758 = add i32 %757, %i76
  %759 = sext i32 %758 to i64
  %760 = sext i32 %N to i64
  %761 = mul nsw i64 %759, %760
  %762 = add i32 0, %j4146
  %763 = sext i32 %762 to i64
  %764 = add nsw i64 %761, %763
  %765 = getelementptr inbounds float, ptr %X, i64 %764
  %766 = load float, ptr %765, align 4
  %767 = sext i32 %i76 to i64
  %768 = getelementptr inbounds float, ptr %ss, i64 %767
  %769 = load float, ptr %768, align 4
  %770 = sitofp i32 %N to float
  %771 = fdiv float %769, %770
  %772 = fadd float %771, 0x3EB0C6F7A0000000
  %773 = fpext float %772 to double
  %774 = call double @llvm.sqrt.f64(double %773)
  %775 = fdiv double 1.000000e+00, %774
  %776 = fptrunc double %775 to float
  %777 = fmul float %766, %776
  %778 = add i32 0, %j4146
  %779 = sext i32 %778 to i64
  %780 = getelementptr inbounds float, ptr %W, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = fmul float %777, %781
  %783 = mul i32 %bx, 4
  %784 = add i32 %783, %i76
  %785 = sext i32 %784 to i64
  %786 = sext i32 %N to i64
  %787 = mul nsw i64 %785, %786
  %788 = add i32 0, %j4146
  %789 = sext i32 %788 to i64
  %790 = add nsw i64 %787, %789
  %791 = getelementptr inbounds float, ptr %Y, i64 %790
  store float %782, ptr %791, align 4
  %792 = add nsw i32 %j4146, 1
  br label %for.cond143, !llvm.loop !33

for.end145:                                       ; preds = %for.cond143
  br label %if.end136

if.then147:                                       ; preds = %if.else71
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %793 = sext i32 %N to i64
  %794 = icmp slt i64 %793, 0
  %795 = sext i32 %N to i64
  %796 = icmp sgt i64 %795, 4096
  %797 = sext i32 %N to i64
  %798 = select i1 %796, i64 4096, i64 %797
  %799 = select i1 %794, i64 0, i64 %798
  %800 = icmp slt i64 %799, 0
  %801 = sext i32 %N to i64
  %802 = icmp slt i64 %801, 0
  %803 = sext i32 %N to i64
  %804 = icmp sgt i64 %803, 4096
  %805 = sext i32 %N to i64
  %806 = select i1 %804, i64 4096, i64 %805
  %807 = select i1 %802, i64 0, i64 %806
  %808 = select i1 %800, i64 0, i64 %807
  %809 = trunc i64 %808 to i32
  %810 = icmp slt i32 %809, 0
  %811 = sext i32 %N to i64
  %812 = icmp slt i64 %811, 0
  %813 = sext i32 %N to i64
  %814 = icmp sgt i64 %813, 4096
  %815 = sext i32 %N to i64
  %816 = select i1 %814, i64 4096, i64 %815
  %817 = select i1 %812, i64 0, i64 %816
  %818 = icmp slt i64 %817, 0
  %819 = sext i32 %N to i64
  %820 = icmp slt i64 %819, 0
  %821 = sext i32 %N to i64
  %822 = icmp sgt i64 %821, 4096
  %823 = sext i32 %N to i64
  %824 = select i1 %822, i64 4096, i64 %823
  %825 = select i1 %820, i64 0, i64 %824
  %826 = select i1 %818, i64 0, i64 %825
  %827 = trunc i64 %826 to i32
  %828 = icmp sgt i32 %827, 4096
  %829 = sext i32 %N to i64
  %830 = icmp slt i64 %829, 0
  %831 = sext i32 %N to i64
  %832 = icmp sgt i64 %831, 4096
  %833 = sext i32 %N to i64
  %834 = select i1 %832, i64 4096, i64 %833
  %835 = select i1 %830, i64 0, i64 %834
  %836 = icmp slt i64 %835, 0
  %837 = sext i32 %N to i64
  %838 = icmp slt i64 %837, 0
  %839 = sext i32 %N to i64
  %840 = icmp sgt i64 %839, 4096
  %841 = sext i32 %N to i64
  %842 = select i1 %840, i64 4096, i64 %841
  %843 = select i1 %838, i64 0, i64 %842
  %844 = select i1 %836, i64 0, i64 %843
  %845 = trunc i64 %844 to i32
  %846 = select i1 %828, i32 4096, i32 %845
  %847 = select i1 %810, i32 0, i32 %846
  %848 = add i32 %847, 31
  %849 = sdiv i32 %848, 32
  %850 = sub i32 0, %848
  %851 = select i1 false, i32 %850, i32 %849
  br label %for.cond150

if.else148:                                       ; preds = %if.else71
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  %852 = call i64 @llvm.smax.i64(i64 4, i64 0)
  %853 = mul nuw i64 %852, 4
  %854 = getelementptr inbounds float, ptr %ss, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %854, i8 0, i64 %853, i1 false)
  %855 = sext i32 %N to i64
  %856 = sdiv i64 %855, 512
  %857 = sub i64 0, %855
  %858 = select i1 false, i64 %857, i64 %856
  %859 = srem i64 %855, 512
  %860 = icmp ne i64 %859, 0
  %861 = icmp slt i64 %855, 0
  %862 = icmp eq i1 %861, false
  %863 = and i1 %860, %862
  %864 = zext i1 %863 to i64
  %865 = add i64 %858, %864
  %866 = trunc i64 %865 to i32
  %867 = sext i32 %N to i64
  %868 = sdiv i64 %867, 512
  %869 = sub i64 0, %867
  %870 = select i1 false, i64 %869, i64 %868
  %871 = srem i64 %867, 512
  %872 = icmp ne i64 %871, 0
  %873 = icmp slt i64 %867, 0
  %874 = icmp eq i1 %873, false
  %875 = and i1 %872, %874
  %876 = zext i1 %875 to i64
  %877 = add i64 %870, %876
  %878 = trunc i64 %877 to i32
  br label %for.cond237

if.end149:                                        ; preds = %for.end299, %for.end152
  br label %if.end72

for.cond150:                                      ; preds = %for.end220, %if.then147
  %r = phi i32 [ 0, %if.then147 ], [ %1229, %for.end220 ]
  %879 = icmp slt i32 %r, 4
  br i1 %879, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  br label %for.cond153

for.end152:                                       ; preds = %for.cond150
  br label %if.end149

for.cond153:                                      ; preds = %if.end163, %for.body151
  %i156 = phi i32 [ 0, %for.body151 ], [ %917, %if.end163 ]
  %880 = icmp slt i32 %i156, 1
  br i1 %880, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %881 = sext i32 %N to i64
  %882 = icmp slt i64 %881, 0
  %883 = sext i32 %N to i64
  %884 = icmp sgt i64 %883, 4096
  %885 = sext i32 %N to i64
  %886 = select i1 %884, i64 4096, i64 %885
  %887 = select i1 %882, i64 0, i64 %886
  %888 = icmp slt i64 %887, 0
  %889 = sext i32 %N to i64
  %890 = icmp slt i64 %889, 0
  %891 = sext i32 %N to i64
  %892 = icmp sgt i64 %891, 4096
  %893 = sext i32 %N to i64
  %894 = select i1 %892, i64 4096, i64 %893
  %895 = select i1 %890, i64 0, i64 %894
  %896 = select i1 %888, i64 0, i64 %895
  %tl_hi9 = trunc i64 %896 to i32
  br label %for.cond157

for.end155:                                       ; preds = %for.cond153
  br label %for.cond171

for.cond157:                                      ; preds = %for.body158, %for.body154
  %j160 = phi i32 [ 0, %for.body154 ], [ %905, %for.body158 ]
  %897 = icmp slt i32 %j160, 0
  br i1 %897, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %898 = icmp slt i32 %j160, %N
  %899 = select i1 %898, float 0.000000e+00, float 0.000000e+00
  %900 = sext i32 %i156 to i64
  %901 = mul nsw i64 %900, 4096
  %902 = sext i32 %j160 to i64
  %903 = add nsw i64 %901, %902
  %904 = getelementptr inbounds float, ptr %sq_r, i64 %903
  store float %899, ptr %904, align 4
  %905 = add nsw i32 %j160, 1
  br label %for.cond157, !llvm.loop !34

for.end159:                                       ; preds = %for.cond157
  %906 = mul i32 %bx, 4
  %907 = add i32 %906, %r
  %908 = add i32 %907, %i156
  %909 = icmp sle i32 0, %908
  %910 = mul i32 %bx, 4
  %911 = add i32 %910, %r
  %912 = add i32 %911, %i156
  %913 = icmp slt i32 %912, %M
  %914 = and i1 %909, %913
  br i1 %914, label %if.then161, label %if.else162

if.then161:                                       ; preds = %for.end159
  %915 = sub i32 %tl_hi9, 0
  br label %for.cond164

if.else162:                                       ; preds = %for.end159
  %916 = sub i32 %tl_hi9, 0
  br label %for.cond167

if.end163:                                        ; preds = %for.end169, %for.end166
  %917 = add nsw i32 %i156, 1
  br label %for.cond153, !llvm.loop !35

for.cond164:                                      ; preds = %for.body165, %if.then161
  %j5 = phi i32 [ 0, %if.then161 ], [ %948, %for.body165 ]
  %918 = icmp slt i32 %j5, %915
  br i1 %918, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %919 = mul i32 %bx, 4
  %920 = add i32 %919, %r
  %921 = add i32 %920, %i156
  %922 = sext i32 %921 to i64
  %923 = sext i32 %N to i64
  %924 = mul nsw i64 %922, %923
  %925 = add i32 0, %j5
  %926 = sext i32 %925 to i64
  %927 = add nsw i64 %924, %926
  %928 = getelementptr inbounds float, ptr %X, i64 %927
  %929 = load float, ptr %928, align 4
  %930 = mul i32 %bx, 4
  %931 = add i32 %930, %r
  %932 = add i32 %931, %i156
  %933 = sext i32 %932 to i64
  %934 = sext i32 %N to i64
  %935 = mul nsw i64 %933, %934
  %936 = add i32 0, %j5
  %937 = sext i32 %936 to i64
  %938 = add nsw i64 %935, %937
  %939 = getelementptr inbounds float, ptr %X, i64 %938
  %940 = load float, ptr %939, align 4
  %941 = fmul float %929, %940
  %942 = sext i32 %i156 to i64
  %943 = mul nsw i64 %942, 4096
  %944 = add i32 0, %j5
  %945 = sext i32 %944 to i64
  %946 = add nsw i64 %943, %945
  %947 = getelementptr inbounds float, ptr %sq_r, i64 %946
  store float %941, ptr %947, align 4
  %948 = add nsw i32 %j5, 1
  br label %for.cond164, !llvm.loop !36

for.end166:                                       ; preds = %for.cond164
  br label %if.end163

for.cond167:                                      ; preds = %for.body168, %if.else162
  %j5170 = phi i32 [ 0, %if.else162 ], [ %956, %for.body168 ]
  %949 = icmp slt i32 %j5170, %916
  br i1 %949, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %950 = sext i32 %i156 to i64
  %951 = mul nsw i64 %950, 4096
  %952 = add i32 0, %j5170
  %953 = sext i32 %952 to i64
  %954 = add nsw i64 %951, %953
  %955 = getelementptr inbounds float, ptr %sq_r, i64 %954
  store float 0.000000e+00, ptr %955, align 4
  %956 = add nsw i32 %j5170, 1
  br label %for.cond167, !llvm.loop !37

for.end169:                                       ; preds = %for.cond167
  br label %if.end163

for.cond171:                                      ; preds = %for.end216, %for.end155
  %i3 = phi i32 [ 0, %for.end155 ], [ %1202, %for.end216 ]
  %957 = icmp slt i32 %i3, 1
  br i1 %957, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond174

for.end173:                                       ; preds = %for.cond171
  br label %for.cond218

for.cond174:                                      ; preds = %for.end179, %for.body172
  %tl_r4 = phi i32 [ 0, %for.body172 ], [ %1043, %for.end179 ]
  %958 = icmp slt i32 %tl_r4, 1
  br i1 %958, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %959 = sext i32 %N to i64
  %960 = icmp slt i64 %959, 0
  %961 = sext i32 %N to i64
  %962 = icmp sgt i64 %961, 4096
  %963 = sext i32 %N to i64
  %964 = select i1 %962, i64 4096, i64 %963
  %965 = select i1 %960, i64 0, i64 %964
  %966 = icmp slt i64 %965, 0
  %967 = sext i32 %N to i64
  %968 = icmp slt i64 %967, 0
  %969 = sext i32 %N to i64
  %970 = icmp sgt i64 %969, 4096
  %971 = sext i32 %N to i64
  %972 = select i1 %970, i64 4096, i64 %971
  %973 = select i1 %968, i64 0, i64 %972
  %974 = select i1 %966, i64 0, i64 %973
  %975 = trunc i64 %974 to i32
  %976 = icmp slt i32 %975, 0
  %977 = sext i32 %N to i64
  %978 = icmp slt i64 %977, 0
  %979 = sext i32 %N to i64
  %980 = icmp sgt i64 %979, 4096
  %981 = sext i32 %N to i64
  %982 = select i1 %980, i64 4096, i64 %981
  %983 = select i1 %978, i64 0, i64 %982
  %984 = icmp slt i64 %983, 0
  %985 = sext i32 %N to i64
  %986 = icmp slt i64 %985, 0
  %987 = sext i32 %N to i64
  %988 = icmp sgt i64 %987, 4096
  %989 = sext i32 %N to i64
  %990 = select i1 %988, i64 4096, i64 %989
  %991 = select i1 %986, i64 0, i64 %990
  %992 = select i1 %984, i64 0, i64 %991
  %993 = trunc i64 %992 to i32
  %994 = icmp sgt i32 %993, 4096
  %995 = sext i32 %N to i64
  %996 = icmp slt i64 %995, 0
  %997 = sext i32 %N to i64
  %998 = icmp sgt i64 %997, 4096
  %999 = sext i32 %N to i64
  %1000 = select i1 %998, i64 4096, i64 %999
  %1001 = select i1 %996, i64 0, i64 %1000
  %1002 = icmp slt i64 %1001, 0
  %1003 = sext i32 %N to i64
  %1004 = icmp slt i64 %1003, 0
  %1005 = sext i32 %N to i64
  %1006 = icmp sgt i64 %1005, 4096
  %1007 = sext i32 %N to i64
  %1008 = select i1 %1006, i64 4096, i64 %1007
  %1009 = select i1 %1004, i64 0, i64 %1008
  %1010 = select i1 %1002, i64 0, i64 %1009
  %1011 = trunc i64 %1010 to i32
  %1012 = select i1 %994, i32 4096, i32 %1011
  %tl_pad_from5 = select i1 %976, i32 0, i32 %1012
  %1013 = mul i32 %851, 32
  %1014 = icmp slt i32 %1013, 32
  %1015 = mul i32 %851, 32
  %1016 = select i1 %1014, i32 32, i32 %1015
  %1017 = icmp slt i32 %1016, 4096
  %1018 = mul i32 %851, 32
  %1019 = icmp slt i32 %1018, 32
  %1020 = mul i32 %851, 32
  %1021 = select i1 %1019, i32 32, i32 %1020
  %1022 = select i1 %1017, i32 %1021, i32 4096
  %tl_pad_n7 = sub i32 %1022, %tl_pad_from5
  br label %for.cond177

for.end176:                                       ; preds = %for.cond174
  %1023 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %1024 = mul nuw i64 %1023, 4
  %1025 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1026 = sext i32 %i3 to i64
  %1027 = mul nsw i64 %1026, 4096
  %1028 = add nsw i64 %1027, 0
  %1029 = getelementptr inbounds float, ptr %sq_r, i64 %1028
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1025, ptr align 4 %1029, i64 %1024, i1 false)
  %1030 = sub i32 %851, 1
  %1031 = icmp slt i32 %1030, 0
  %1032 = sub i32 %851, 1
  %1033 = select i1 %1031, i32 0, i32 %1032
  %tl_steps10 = select i1 true, i32 %1033, i32 127
  %1034 = icmp eq i32 %tl_steps10, 127
  br i1 %1034, label %if.then180, label %if.else181

for.cond177:                                      ; preds = %for.body178, %for.body175
  %tl_pad_k8 = phi i32 [ 0, %for.body175 ], [ %1042, %for.body178 ]
  %1035 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %1035, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %1036 = sext i32 %tl_r4 to i64
  %1037 = mul nsw i64 %1036, 4096
  %1038 = add i32 %tl_pad_from5, %tl_pad_k8
  %1039 = sext i32 %1038 to i64
  %1040 = add nsw i64 %1037, %1039
  %1041 = getelementptr inbounds float, ptr %sq_r, i64 %1040
  store float 0.000000e+00, ptr %1041, align 4
  %1042 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond177, !llvm.loop !38

for.end179:                                       ; preds = %for.cond177
  %1043 = add nsw i32 %tl_r4, 1
  br label %for.cond174, !llvm.loop !39

if.then180:                                       ; preds = %for.end176
  br label %for.cond183

if.else181:                                       ; preds = %for.end176
  br label %if.end182

if.end182:                                        ; preds = %if.else181, %for.end185
  br label %for.cond189

for.cond183:                                      ; preds = %for.end188, %if.then180
  %tl_r11 = phi i32 [ 0, %if.then180 ], [ %1107, %for.end188 ]
  %1044 = icmp slt i32 %tl_r11, 1
  br i1 %1044, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %1045 = sext i32 %N to i64
  %1046 = icmp slt i64 %1045, 0
  %1047 = sext i32 %N to i64
  %1048 = icmp sgt i64 %1047, 4096
  %1049 = sext i32 %N to i64
  %1050 = select i1 %1048, i64 4096, i64 %1049
  %1051 = select i1 %1046, i64 0, i64 %1050
  %1052 = icmp slt i64 %1051, 0
  %1053 = sext i32 %N to i64
  %1054 = icmp slt i64 %1053, 0
  %1055 = sext i32 %N to i64
  %1056 = icmp sgt i64 %1055, 4096
  %1057 = sext i32 %N to i64
  %1058 = select i1 %1056, i64 4096, i64 %1057
  %1059 = select i1 %1054, i64 0, i64 %1058
  %1060 = select i1 %1052, i64 0, i64 %1059
  %1061 = trunc i64 %1060 to i32
  %1062 = icmp slt i32 %1061, 0
  %1063 = sext i32 %N to i64
  %1064 = icmp slt i64 %1063, 0
  %1065 = sext i32 %N to i64
  %1066 = icmp sgt i64 %1065, 4096
  %1067 = sext i32 %N to i64
  %1068 = select i1 %1066, i64 4096, i64 %1067
  %1069 = select i1 %1064, i64 0, i64 %1068
  %1070 = icmp slt i64 %1069, 0
  %1071 = sext i32 %N to i64
  %1072 = icmp slt i64 %1071, 0
  %1073 = sext i32 %N to i64
  %1074 = icmp sgt i64 %1073, 4096
  %1075 = sext i32 %N to i64
  %1076 = select i1 %1074, i64 4096, i64 %1075
  %1077 = select i1 %1072, i64 0, i64 %1076
  %1078 = select i1 %1070, i64 0, i64 %1077
  %1079 = trunc i64 %1078 to i32
  %1080 = icmp sgt i32 %1079, 4096
  %1081 = sext i32 %N to i64
  %1082 = icmp slt i64 %1081, 0
  %1083 = sext i32 %N to i64
  %1084 = icmp sgt i64 %1083, 4096
  %1085 = sext i32 %N to i64
  %1086 = select i1 %1084, i64 4096, i64 %1085
  %1087 = select i1 %1082, i64 0, i64 %1086
  %1088 = icmp slt i64 %1087, 0
  %1089 = sext i32 %N to i64
  %1090 = icmp slt i64 %1089, 0
  %1091 = sext i32 %N to i64
  %1092 = icmp sgt i64 %1091, 4096
  %1093 = sext i32 %N to i64
  %1094 = select i1 %1092, i64 4096, i64 %1093
  %1095 = select i1 %1090, i64 0, i64 %1094
  %1096 = select i1 %1088, i64 0, i64 %1095
  %1097 = trunc i64 %1096 to i32
  %1098 = select i1 %1080, i32 4096, i32 %1097
  %tl_pad_from12 = select i1 %1062, i32 0, i32 %1098
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond186

for.end185:                                       ; preds = %for.cond183
  br label %if.end182

for.cond186:                                      ; preds = %for.body187, %for.body184
  %tl_pad_k15 = phi i32 [ 0, %for.body184 ], [ %1106, %for.body187 ]
  %1099 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %1099, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %1100 = sext i32 %tl_r11 to i64
  %1101 = mul nsw i64 %1100, 4096
  %1102 = add i32 %tl_pad_from12, %tl_pad_k15
  %1103 = sext i32 %1102 to i64
  %1104 = add nsw i64 %1101, %1103
  %1105 = getelementptr inbounds float, ptr %sq_r, i64 %1104
  store float 0.000000e+00, ptr %1105, align 4
  %1106 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond186, !llvm.loop !40

for.end188:                                       ; preds = %for.cond186
  %1107 = add nsw i32 %tl_r11, 1
  br label %for.cond183, !llvm.loop !41

for.cond189:                                      ; preds = %for.end194, %if.end182
  %red2 = phi i32 [ 0, %if.end182 ], [ %1127, %for.end194 ]
  %1108 = icmp slt i32 %red2, %tl_steps10
  br i1 %1108, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  br label %for.cond192

for.end191:                                       ; preds = %for.cond189
  %1109 = icmp slt i32 %tl_steps10, 127
  br i1 %1109, label %if.then195, label %if.else196

for.cond192:                                      ; preds = %for.body193, %for.body190
  %lane2 = phi i32 [ 0, %for.body190 ], [ %1126, %for.body193 ]
  %1110 = icmp slt i32 %lane2, 32
  br i1 %1110, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %1111 = sext i32 %lane2 to i64
  %1112 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1111
  %1113 = load float, ptr %1112, align 4
  %1114 = sext i32 %i3 to i64
  %1115 = mul nsw i64 %1114, 4096
  %1116 = add i32 %red2, 1
  %1117 = mul i32 %1116, 32
  %1118 = add i32 %1117, %lane2
  %1119 = sext i32 %1118 to i64
  %1120 = add nsw i64 %1115, %1119
  %1121 = getelementptr inbounds float, ptr %sq_r, i64 %1120
  %1122 = load float, ptr %1121, align 4
  %1123 = fadd float %1113, %1122
  %1124 = sext i32 %lane2 to i64
  %1125 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1124
  store float %1123, ptr %1125, align 4
  %1126 = add nsw i32 %lane2, 1
  br label %for.cond192, !llvm.loop !42

for.end194:                                       ; preds = %for.cond192
  %1127 = add nsw i32 %red2, 1
  br label %for.cond189, !llvm.loop !43

if.then195:                                       ; preds = %for.end191
  %1128 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1129 = load float, ptr %1128, align 4
  %1130 = fadd float %1129, 0.000000e+00
  %1131 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1130, ptr %1131, align 4
  br label %if.end197

if.else196:                                       ; preds = %for.end191
  br label %if.end197

if.end197:                                        ; preds = %if.else196, %if.then195
  br label %for.cond198

for.cond198:                                      ; preds = %for.body199, %if.end197
  %lane2201 = phi i32 [ 0, %if.end197 ], [ %1143, %for.body199 ]
  %1132 = icmp slt i32 %lane2201, 16
  br i1 %1132, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %1133 = sext i32 %lane2201 to i64
  %1134 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1133
  %1135 = load float, ptr %1134, align 4
  %1136 = add i32 %lane2201, 16
  %1137 = sext i32 %1136 to i64
  %1138 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1137
  %1139 = load float, ptr %1138, align 4
  %1140 = fadd float %1135, %1139
  %1141 = sext i32 %lane2201 to i64
  %1142 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1141
  store float %1140, ptr %1142, align 4
  %1143 = add nsw i32 %lane2201, 1
  br label %for.cond198, !llvm.loop !44

for.end200:                                       ; preds = %for.cond198
  br label %for.cond202

for.cond202:                                      ; preds = %for.body203, %for.end200
  %lane2205 = phi i32 [ 0, %for.end200 ], [ %1155, %for.body203 ]
  %1144 = icmp slt i32 %lane2205, 8
  br i1 %1144, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %1145 = sext i32 %lane2205 to i64
  %1146 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = add i32 %lane2205, 8
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1149
  %1151 = load float, ptr %1150, align 4
  %1152 = fadd float %1147, %1151
  %1153 = sext i32 %lane2205 to i64
  %1154 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1153
  store float %1152, ptr %1154, align 4
  %1155 = add nsw i32 %lane2205, 1
  br label %for.cond202, !llvm.loop !45

for.end204:                                       ; preds = %for.cond202
  br label %for.cond206

for.cond206:                                      ; preds = %for.body207, %for.end204
  %lane2209 = phi i32 [ 0, %for.end204 ], [ %1167, %for.body207 ]
  %1156 = icmp slt i32 %lane2209, 4
  br i1 %1156, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %1157 = sext i32 %lane2209 to i64
  %1158 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1157
  %1159 = load float, ptr %1158, align 4
  %1160 = add i32 %lane2209, 4
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1161
  %1163 = load float, ptr %1162, align 4
  %1164 = fadd float %1159, %1163
  %1165 = sext i32 %lane2209 to i64
  %1166 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1165
  store float %1164, ptr %1166, align 4
  %1167 = add nsw i32 %lane2209, 1
  br label %for.cond206, !llvm.loop !46

for.end208:                                       ; preds = %for.cond206
  br label %for.cond210

for.cond210:                                      ; preds = %for.body211, %for.end208
  %lane2213 = phi i32 [ 0, %for.end208 ], [ %1179, %for.body211 ]
  %1168 = icmp slt i32 %lane2213, 2
  br i1 %1168, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %1169 = sext i32 %lane2213 to i64
  %1170 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1169
  %1171 = load float, ptr %1170, align 4
  %1172 = add i32 %lane2213, 2
  %1173 = sext i32 %1172 to i64
  %1174 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1173
  %1175 = load float, ptr %1174, align 4
  %1176 = fadd float %1171, %1175
  %1177 = sext i32 %lane2213 to i64
  %1178 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1177
  store float %1176, ptr %1178, align 4
  %1179 = add nsw i32 %lane2213, 1
  br label %for.cond210, !llvm.loop !47

for.end212:                                       ; preds = %for.cond210
  br label %for.cond214

for.cond214:                                      ; preds = %for.body215, %for.end212
  %lane2217 = phi i32 [ 0, %for.end212 ], [ %1191, %for.body215 ]
  %1180 = icmp slt i32 %lane2217, 1
  br i1 %1180, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %1181 = sext i32 %lane2217 to i64
  %1182 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1181
  %1183 = load float, ptr %1182, align 4
  %1184 = add i32 %lane2217, 1
  %1185 = sext i32 %1184 to i64
  %1186 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1185
  %1187 = load float, ptr %1186, align 4
  %1188 = fadd float %1183, %1187
  %1189 = sext i32 %lane2217 to i64
  %1190 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1189
  store float %1188, ptr %1190, align 4
  %1191 = add nsw i32 %lane2217, 1
  br label %for.cond214, !llvm.loop !48

for.end216:                                       ; preds = %for.cond214
  %1192 = sext i32 %i3 to i64
  %1193 = getelementptr inbounds float, ptr %ss_r, i64 %1192
  store float 0.000000e+00, ptr %1193, align 4
  %1194 = sext i32 %i3 to i64
  %1195 = getelementptr inbounds float, ptr %ss_r, i64 %1194
  %1196 = load float, ptr %1195, align 4
  %1197 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1198 = load float, ptr %1197, align 4
  %1199 = fadd float %1196, %1198
  %1200 = sext i32 %i3 to i64
  %1201 = getelementptr inbounds float, ptr %ss_r, i64 %1200
  store float %1199, ptr %1201, align 4
  %1202 = add nsw i32 %i3, 1
  br label %for.cond171, !llvm.loop !49

for.cond218:                                      ; preds = %if.end224, %for.end173
  %i221 = phi i32 [ 0, %for.end173 ], [ %1234, %if.end224 ]
  %1203 = icmp slt i32 %i221, 1
  br i1 %1203, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %1204 = sext i32 %N to i64
  %1205 = icmp slt i64 %1204, 0
  %1206 = sext i32 %N to i64
  %1207 = icmp sgt i64 %1206, 4096
  %1208 = sext i32 %N to i64
  %1209 = select i1 %1207, i64 4096, i64 %1208
  %1210 = select i1 %1205, i64 0, i64 %1209
  %1211 = icmp slt i64 %1210, 0
  %1212 = sext i32 %N to i64
  %1213 = icmp slt i64 %1212, 0
  %1214 = sext i32 %N to i64
  %1215 = icmp sgt i64 %1214, 4096
  %1216 = sext i32 %N to i64
  %1217 = select i1 %1215, i64 4096, i64 %1216
  %1218 = select i1 %1213, i64 0, i64 %1217
  %1219 = select i1 %1211, i64 0, i64 %1218
  %tl_hi11 = trunc i64 %1219 to i32
  %1220 = mul i32 %bx, 4
  %1221 = add i32 %1220, %r
  %1222 = add i32 %1221, %i221
  %1223 = icmp sle i32 0, %1222
  %1224 = mul i32 %bx, 4
  %1225 = add i32 %1224, %r
  %1226 = add i32 %1225, %i221
  %1227 = icmp slt i32 %1226, %M
  %1228 = and i1 %1223, %1227
  br i1 %1228, label %if.then222, label %if.else223

for.end220:                                       ; preds = %for.cond218
  %1229 = add nsw i32 %r, 1
  br label %for.cond150, !llvm.loop !50

if.then222:                                       ; preds = %for.body219
  %1230 = sext i32 %M to i64
  %1231 = sext i32 %N to i64
  %1232 = mul i64 %1230, %1231
  %1233 = icmp sge i64 %1232, 8388608
  br i1 %1233, label %if.then225, label %if.else226

if.else223:                                       ; preds = %for.body219
  br label %if.end224

if.end224:                                        ; preds = %if.else223, %if.end227
  %1234 = add nsw i32 %i221, 1
  br label %for.cond218, !llvm.loop !51

if.then225:                                       ; preds = %if.then222
  %tl_sn15 = sub i32 %tl_hi11, 0
  %1235 = sext i32 %tl_sn15 to i64
  %1236 = sdiv i64 %1235, 1024
  %1237 = sub i64 0, %1235
  %1238 = select i1 false, i64 %1237, i64 %1236
  %1239 = srem i64 %1235, 1024
  %1240 = icmp ne i64 %1239, 0
  %1241 = icmp slt i64 %1235, 0
  %1242 = icmp eq i1 %1241, false
  %1243 = and i1 %1240, %1242
  %1244 = zext i1 %1243 to i64
  %1245 = add i64 %1238, %1244
  %1246 = trunc i64 %1245 to i32
  br label %for.cond228

if.else226:                                       ; preds = %if.then222
  %1247 = sub i32 %tl_hi11, 0
  br label %for.cond234

if.end227:                                        ; preds = %for.end236, %for.end230
  br label %if.end224

for.cond228:                                      ; preds = %for.end233, %if.then225
  %tl_c16 = phi i32 [ 0, %if.then225 ], [ %1298, %for.end233 ]
  %1248 = icmp slt i32 %tl_c16, %1246
  br i1 %1248, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %tl_sb17 = mul i32 %tl_c16, 1024
  %1249 = sub i32 %tl_sn15, %tl_sb17
  %1250 = icmp slt i32 %1249, 1024
  %1251 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %1250, i32 %1251, i32 1024
  br label %for.cond231

for.end230:                                       ; preds = %for.cond228
  br label %if.end227

for.cond231:                                      ; preds = %for.body232, %for.body229
  %tl_c19 = phi i32 [ 0, %for.body229 ], [ %1283, %for.body232 ]
  %1252 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %1252, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %1253 = mul i32 %bx, 4
  %1254 = add i32 %1253, %r
  %1255 = add i32 %1254, %i221
  %1256 = sext i32 %1255 to i64
  %1257 = sext i32 %N to i64
  %1258 = mul nsw i64 %1256, %1257
  %1259 = add i32 %tl_sb17, %tl_c19
  %1260 = add i32 0, %1259
  %1261 = sext i32 %1260 to i64
  %1262 = add nsw i64 %1258, %1261
  %1263 = getelementptr inbounds float, ptr %X, i64 %1262
  %1264 = load float, ptr %1263, align 4
  %1265 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1266 = load float, ptr %1265, align 4
  %1267 = sitofp i32 %N to float
  %1268 = fdiv float %1266, %1267
  %1269 = fadd float %1268, 0x3EB0C6F7A0000000
  %1270 = fpext float %1269 to double
  %1271 = call double @llvm.sqrt.f64(double %1270)
  %1272 = fdiv double 1.000000e+00, %1271
  %1273 = fptrunc double %1272 to float
  %1274 = fmul float %1264, %1273
  %1275 = add i32 %tl_sb17, %tl_c19
  %1276 = add i32 0, %1275
  %1277 = sext i32 %1276 to i64
  %1278 = getelementptr inbounds float, ptr %W, i64 %1277
  %1279 = load float, ptr %1278, align 4
  %1280 = fmul float %1274, %1279
  %1281 = sext i32 %tl_c19 to i64
  %1282 = getelementptr inbounds float, ptr %tl_stream14, i64 %1281
  store float %1280, ptr %1282, align 4
  %1283 = add nsw i32 %tl_c19, 1
  br label %for.cond231, !llvm.loop !52

for.end233:                                       ; preds = %for.cond231
  %1284 = sext i32 %tl_sm18 to i64
  %1285 = mul i32 %bx, 4
  %1286 = add i32 %1285, %r
  %1287 = add i32 %1286, %i221
  %1288 = sext i32 %1287 to i64
  %1289 = sext i32 %N to i64
  %1290 = mul nsw i64 %1288, %1289
  %1291 = add i32 %tl_sb17, 0
  %1292 = add i32 0, %1291
  %1293 = sext i32 %1292 to i64
  %1294 = add nsw i64 %1290, %1293
  %1295 = getelementptr inbounds float, ptr %Y, i64 %1294
  %1296 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %1297 = mul i64 %1284, 4
  call void @tilec_rt_stream(ptr %1295, ptr %1296, i64 %1297)
  %1298 = add nsw i32 %tl_c16, 1
  br label %for.cond228, !llvm.loop !53

for.cond234:                                      ; preds = %for.body235, %if.else226
  %j6 = phi i32 [ 0, %if.else226 ], [ %1336, %for.body235 ]
  %1299 = icmp slt i32 %j6, %1247
  br i1 %1299, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %1300 = mul i32 %bx, 4
  %1301 = add i32 %1300, %r
  %1302 = add i32 %1301, %i221
  %1303 = sext i32 %1302 to i64
  %1304 = sext i32 %N to i64
  %1305 = mul nsw i64 %1303, %1304
  %1306 = add i32 0, %j6
  %1307 = sext i32 %1306 to i64
  %1308 = add nsw i64 %1305, %1307
  %1309 = getelementptr inbounds float, ptr %X, i64 %1308
  %1310 = load float, ptr %1309, align 4
  %1311 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1312 = load float, ptr %1311, align 4
  %1313 = sitofp i32 %N to float
  %1314 = fdiv float %1312, %1313
  %1315 = fadd float %1314, 0x3EB0C6F7A0000000
  %1316 = fpext float %1315 to double
  %1317 = call double @llvm.sqrt.f64(double %1316)
  %1318 = fdiv double 1.000000e+00, %1317
  %1319 = fptrunc double %1318 to float
  %1320 = fmul float %1310, %1319
  %1321 = add i32 0, %j6
  %1322 = sext i32 %1321 to i64
  %1323 = getelementptr inbounds float, ptr %W, i64 %1322
  %1324 = load float, ptr %1323, align 4
  %1325 = fmul float %1320, %1324
  %1326 = mul i32 %bx, 4
  %1327 = add i32 %1326, %r
  %1328 = add i32 %1327, %i221
  %1329 = sext i32 %1328 to i64
  %1330 = sext i32 %N to i64
  %1331 = mul nsw i64 %1329, %1330
  %1332 = add i32 0, %j6
  %1333 = sext i32 %1332 to i64
  %1334 = add nsw i64 %1331, %1333
  %1335 = getelementptr inbounds float, ptr %Y, i64 %1334
  store float %1325, ptr %1335, align 4
  %1336 = add nsw i32 %j6, 1
  br label %for.cond234, !llvm.loop !54

for.end236:                                       ; preds = %for.cond234
  br label %if.end227

for.cond237:                                      ; preds = %for.end261, %if.else148
  %c = phi i32 [ 0, %if.else148 ], [ %1505, %for.end261 ]
  %1337 = icmp slt i32 %c, %866
  br i1 %1337, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %1338 = mul i32 %bx, 4
  %1339 = icmp sle i32 0, %1338
  %1340 = mul i32 %bx, 4
  %1341 = sext i32 %1340 to i64
  %1342 = add i64 %1341, 4
  %1343 = sext i32 %M to i64
  %1344 = icmp sle i64 %1342, %1343
  %1345 = and i1 %1339, %1344
  %1346 = mul i32 %c, 512
  %1347 = icmp sle i32 0, %1346
  %1348 = mul i32 %c, 512
  %1349 = sext i32 %1348 to i64
  %1350 = add i64 %1349, 512
  %1351 = sext i32 %N to i64
  %1352 = icmp sle i64 %1350, %1351
  %1353 = and i1 %1347, %1352
  %1354 = and i1 %1345, %1353
  br i1 %1354, label %if.then240, label %if.else241

for.end239:                                       ; preds = %for.cond237
  br label %for.cond293

if.then240:                                       ; preds = %for.body238
  br label %for.cond243

if.else241:                                       ; preds = %for.body238
  br label %for.cond252

if.end242:                                        ; preds = %for.end254, %for.end245
  br label %for.cond259

for.cond243:                                      ; preds = %if.end248, %if.then240
  %i6 = phi i32 [ 0, %if.then240 ], [ %1374, %if.end248 ]
  %1355 = icmp slt i32 %i6, 4
  br i1 %1355, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %1356 = add i32 %c, 1
  %1357 = icmp slt i32 %1356, %878
  br i1 %1357, label %if.then246, label %if.else247

for.end245:                                       ; preds = %for.cond243
  br label %if.end242

if.then246:                                       ; preds = %for.body244
  br label %for.cond249

if.else247:                                       ; preds = %for.body244
  br label %if.end248

if.end248:                                        ; preds = %if.else247, %for.end251
  %1358 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %1359 = mul nuw i64 %1358, 4
  %1360 = sext i32 %i6 to i64
  %1361 = mul nsw i64 %1360, 512
  %1362 = add nsw i64 %1361, 0
  %1363 = getelementptr inbounds float, ptr %X_f, i64 %1362
  %1364 = mul i32 %bx, 4
  %1365 = add i32 %1364, %i6
  %1366 = sext i32 %1365 to i64
  %1367 = sext i32 %N to i64
  %1368 = mul nsw i64 %1366, %1367
  %1369 = mul i32 %c, 512
  %1370 = add i32 %1369, 0
  %1371 = sext i32 %1370 to i64
  %1372 = add nsw i64 %1368, %1371
  %1373 = getelementptr inbounds float, ptr %X, i64 %1372
  call void @tilec_rt_copy(ptr %1363, ptr %1373, i64 %1359)
  %1374 = add nsw i32 %i6, 1
  br label %for.cond243, !llvm.loop !55

for.cond249:                                      ; preds = %for.body250, %if.then246
  %pf = phi i32 [ 0, %if.then246 ], [ %1388, %for.body250 ]
  %1375 = icmp slt i32 %pf, 32
  br i1 %1375, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %1376 = mul i32 %bx, 4
  %1377 = add i32 %1376, %i6
  %1378 = sext i32 %1377 to i64
  %1379 = sext i32 %N to i64
  %1380 = mul i64 %1378, %1379
  %1381 = add i32 %c, 1
  %1382 = mul i32 %1381, 512
  %1383 = mul i32 %pf, 16
  %1384 = add i32 %1382, %1383
  %1385 = sext i32 %1384 to i64
  %1386 = add i64 %1380, %1385
  %1387 = getelementptr float, ptr %X, i64 %1386
  call void @llvm.prefetch.p0(ptr %1387, i32 0, i32 3, i32 1)
  %1388 = add nsw i32 %pf, 1
  br label %for.cond249, !llvm.loop !57

for.end251:                                       ; preds = %for.cond249
  br label %if.end248

for.cond252:                                      ; preds = %if.end258, %if.else241
  %i6255 = phi i32 [ 0, %if.else241 ], [ %1503, %if.end258 ]
  %1389 = icmp slt i32 %i6255, 4
  br i1 %1389, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %1390 = mul i32 %c, 512
  %1391 = sext i32 %1390 to i64
  %1392 = sub i64 0, %1391
  %1393 = icmp slt i64 %1392, 0
  %1394 = mul i32 %c, 512
  %1395 = sext i32 %1394 to i64
  %1396 = sub i64 0, %1395
  %1397 = icmp sgt i64 %1396, 512
  %1398 = mul i32 %c, 512
  %1399 = sext i32 %1398 to i64
  %1400 = sub i64 0, %1399
  %1401 = select i1 %1397, i64 512, i64 %1400
  %1402 = select i1 %1393, i64 0, i64 %1401
  %tl_lo12 = trunc i64 %1402 to i32
  %1403 = sext i32 %N to i64
  %1404 = mul i32 %c, 512
  %1405 = sext i32 %1404 to i64
  %1406 = sub i64 %1403, %1405
  %1407 = icmp slt i64 %1406, 0
  %1408 = sext i32 %N to i64
  %1409 = mul i32 %c, 512
  %1410 = sext i32 %1409 to i64
  %1411 = sub i64 %1408, %1410
  %1412 = icmp sgt i64 %1411, 512
  %1413 = sext i32 %N to i64
  %1414 = mul i32 %c, 512
  %1415 = sext i32 %1414 to i64
  %1416 = sub i64 %1413, %1415
  %1417 = select i1 %1412, i64 512, i64 %1416
  %1418 = select i1 %1407, i64 0, i64 %1417
  %1419 = sext i32 %tl_lo12 to i64
  %1420 = icmp slt i64 %1418, %1419
  %1421 = sext i32 %tl_lo12 to i64
  %1422 = sext i32 %N to i64
  %1423 = mul i32 %c, 512
  %1424 = sext i32 %1423 to i64
  %1425 = sub i64 %1422, %1424
  %1426 = icmp slt i64 %1425, 0
  %1427 = sext i32 %N to i64
  %1428 = mul i32 %c, 512
  %1429 = sext i32 %1428 to i64
  %1430 = sub i64 %1427, %1429
  %1431 = icmp sgt i64 %1430, 512
  %1432 = sext i32 %N to i64
  %1433 = mul i32 %c, 512
  %1434 = sext i32 %1433 to i64
  %1435 = sub i64 %1432, %1434
  %1436 = select i1 %1431, i64 512, i64 %1435
  %1437 = select i1 %1426, i64 0, i64 %1436
  %1438 = select i1 %1420, i64 %1421, i64 %1437
  %tl_hi13 = trunc i64 %1438 to i32
  %1439 = sext i32 %tl_lo12 to i64
  %1440 = sub i64 %1439, 0
  %1441 = call i64 @llvm.smax.i64(i64 %1440, i64 0)
  %1442 = mul nuw i64 %1441, 4
  %1443 = sext i32 %i6255 to i64
  %1444 = mul nsw i64 %1443, 512
  %1445 = add nsw i64 %1444, 0
  %1446 = getelementptr inbounds float, ptr %X_f, i64 %1445
  call void @llvm.memset.p0.i64(ptr align 4 %1446, i8 0, i64 %1442, i1 false)
  %1447 = mul i32 %bx, 4
  %1448 = sext i32 %1447 to i64
  %1449 = sext i32 %i6255 to i64
  %1450 = add i64 %1448, %1449
  %1451 = icmp sle i64 0, %1450
  %1452 = mul i32 %bx, 4
  %1453 = sext i32 %1452 to i64
  %1454 = sext i32 %i6255 to i64
  %1455 = add i64 %1453, %1454
  %1456 = sext i32 %M to i64
  %1457 = icmp slt i64 %1455, %1456
  %1458 = and i1 %1451, %1457
  br i1 %1458, label %if.then256, label %if.else257

for.end254:                                       ; preds = %for.cond252
  br label %if.end242

if.then256:                                       ; preds = %for.body253
  %1459 = sub i32 %tl_hi13, %tl_lo12
  %1460 = sext i32 %1459 to i64
  %1461 = sub i64 %1460, 0
  %1462 = call i64 @llvm.smax.i64(i64 %1461, i64 0)
  %1463 = mul nuw i64 %1462, 4
  %1464 = sext i32 %i6255 to i64
  %1465 = mul nsw i64 %1464, 512
  %1466 = add i32 %tl_lo12, 0
  %1467 = sext i32 %1466 to i64
  %1468 = add nsw i64 %1465, %1467
  %1469 = getelementptr inbounds float, ptr %X_f, i64 %1468
  %1470 = mul i32 %bx, 4
  %1471 = add i32 %1470, %i6255
  %1472 = sext i32 %1471 to i64
  %1473 = sext i32 %N to i64
  %1474 = mul nsw i64 %1472, %1473
  %1475 = mul i32 %c, 512
  %1476 = add i32 %tl_lo12, 0
  %1477 = add i32 %1475, %1476
  %1478 = sext i32 %1477 to i64
  %1479 = add nsw i64 %1474, %1478
  %1480 = getelementptr inbounds float, ptr %X, i64 %1479
  call void @tilec_rt_copy(ptr %1469, ptr %1480, i64 %1463)
  br label %if.end258

if.else257:                                       ; preds = %for.body253
  %1481 = sub i32 %tl_hi13, %tl_lo12
  %1482 = sext i32 %1481 to i64
  %1483 = sub i64 %1482, 0
  %1484 = call i64 @llvm.smax.i64(i64 %1483, i64 0)
  %1485 = mul nuw i64 %1484, 4
  %1486 = sext i32 %i6255 to i64
  %1487 = mul nsw i64 %1486, 512
  %1488 = add i32 %tl_lo12, 0
  %1489 = sext i32 %1488 to i64
  %1490 = add nsw i64 %1487, %1489
  %1491 = getelementptr inbounds float, ptr %X_f, i64 %1490
  call void @llvm.memset.p0.i64(ptr align 4 %1491, i8 0, i64 %1485, i1 false)
  br label %if.end258

if.end258:                                        ; preds = %if.else257, %if.then256
  %1492 = sub i32 512, %tl_hi13
  %1493 = sext i32 %1492 to i64
  %1494 = sub i64 %1493, 0
  %1495 = call i64 @llvm.smax.i64(i64 %1494, i64 0)
  %1496 = mul nuw i64 %1495, 4
  %1497 = sext i32 %i6255 to i64
  %1498 = mul nsw i64 %1497, 512
  %1499 = add i32 %tl_hi13, 0
  %1500 = sext i32 %1499 to i64
  %1501 = add nsw i64 %1498, %1500
  %1502 = getelementptr inbounds float, ptr %X_f, i64 %1501
  call void @llvm.memset.p0.i64(ptr align 4 %1502, i8 0, i64 %1496, i1 false)
  %1503 = add nsw i32 %i6255, 1
  br label %for.cond252, !llvm.loop !58

for.cond259:                                      ; preds = %for.end291, %if.end242
  %i262 = phi i32 [ 0, %if.end242 ], [ %1626, %for.end291 ]
  %1504 = icmp slt i32 %i262, 4
  br i1 %1504, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  br label %for.cond263

for.end261:                                       ; preds = %for.cond259
  %1505 = add nsw i32 %c, 1
  br label %for.cond237, !llvm.loop !59

for.cond263:                                      ; preds = %for.body264, %for.body260
  %j266 = phi i32 [ 0, %for.body260 ], [ %1531, %for.body264 ]
  %1506 = icmp slt i32 %j266, 512
  br i1 %1506, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1507 = mul i32 %c, 512
  %1508 = add i32 %1507, %j266
  %1509 = icmp slt i32 %1508, %N
  %1510 = sext i32 %i262 to i64
  %1511 = mul nsw i64 %1510, 512
  %1512 = sext i32 %j266 to i64
  %1513 = add nsw i64 %1511, %1512
  %1514 = call i64 @llvm.umin.i64(i64 %1513, i64 2047)
  %1515 = getelementptr inbounds float, ptr %X_f, i64 %1514
  %1516 = load float, ptr %1515, align 4
  %1517 = sext i32 %i262 to i64
  %1518 = mul nsw i64 %1517, 512
  %1519 = sext i32 %j266 to i64
  %1520 = add nsw i64 %1518, %1519
  %1521 = call i64 @llvm.umin.i64(i64 %1520, i64 2047)
  %1522 = getelementptr inbounds float, ptr %X_f, i64 %1521
  %1523 = load float, ptr %1522, align 4
  %1524 = fmul float %1516, %1523
  %1525 = select i1 %1509, float %1524, float 0.000000e+00
  %1526 = sext i32 %i262 to i64
  %1527 = mul nsw i64 %1526, 512
  %1528 = sext i32 %j266 to i64
  %1529 = add nsw i64 %1527, %1528
  %1530 = getelementptr inbounds float, ptr %X_f, i64 %1529
  store float %1525, ptr %1530, align 4
  %1531 = add nsw i32 %j266, 1
  br label %for.cond263, !llvm.loop !60

for.end265:                                       ; preds = %for.cond263
  %1532 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %1533 = mul nuw i64 %1532, 4
  %1534 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1535 = sext i32 %i262 to i64
  %1536 = mul nsw i64 %1535, 512
  %1537 = add nsw i64 %1536, 0
  %1538 = getelementptr inbounds float, ptr %X_f, i64 %1537
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1534, ptr align 4 %1538, i64 %1533, i1 false)
  br label %for.cond267

for.cond267:                                      ; preds = %for.end272, %for.end265
  %red3 = phi i32 [ 0, %for.end265 ], [ %1557, %for.end272 ]
  %1539 = icmp slt i32 %red3, 15
  br i1 %1539, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  br label %for.cond270

for.end269:                                       ; preds = %for.cond267
  br label %for.cond273

for.cond270:                                      ; preds = %for.body271, %for.body268
  %lane3 = phi i32 [ 0, %for.body268 ], [ %1556, %for.body271 ]
  %1540 = icmp slt i32 %lane3, 32
  br i1 %1540, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %1541 = sext i32 %lane3 to i64
  %1542 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1541
  %1543 = load float, ptr %1542, align 4
  %1544 = sext i32 %i262 to i64
  %1545 = mul nsw i64 %1544, 512
  %1546 = add i32 %red3, 1
  %1547 = mul i32 %1546, 32
  %1548 = add i32 %1547, %lane3
  %1549 = sext i32 %1548 to i64
  %1550 = add nsw i64 %1545, %1549
  %1551 = getelementptr inbounds float, ptr %X_f, i64 %1550
  %1552 = load float, ptr %1551, align 4
  %1553 = fadd float %1543, %1552
  %1554 = sext i32 %lane3 to i64
  %1555 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1554
  store float %1553, ptr %1555, align 4
  %1556 = add nsw i32 %lane3, 1
  br label %for.cond270, !llvm.loop !61

for.end272:                                       ; preds = %for.cond270
  %1557 = add nsw i32 %red3, 1
  br label %for.cond267, !llvm.loop !62

for.cond273:                                      ; preds = %for.body274, %for.end269
  %lane3276 = phi i32 [ 0, %for.end269 ], [ %1569, %for.body274 ]
  %1558 = icmp slt i32 %lane3276, 16
  br i1 %1558, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1559 = sext i32 %lane3276 to i64
  %1560 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1559
  %1561 = load float, ptr %1560, align 4
  %1562 = add i32 %lane3276, 16
  %1563 = sext i32 %1562 to i64
  %1564 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1563
  %1565 = load float, ptr %1564, align 4
  %1566 = fadd float %1561, %1565
  %1567 = sext i32 %lane3276 to i64
  %1568 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1567
  store float %1566, ptr %1568, align 4
  %1569 = add nsw i32 %lane3276, 1
  br label %for.cond273, !llvm.loop !63

for.end275:                                       ; preds = %for.cond273
  br label %for.cond277

for.cond277:                                      ; preds = %for.body278, %for.end275
  %lane3280 = phi i32 [ 0, %for.end275 ], [ %1581, %for.body278 ]
  %1570 = icmp slt i32 %lane3280, 8
  br i1 %1570, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %1571 = sext i32 %lane3280 to i64
  %1572 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1571
  %1573 = load float, ptr %1572, align 4
  %1574 = add i32 %lane3280, 8
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1575
  %1577 = load float, ptr %1576, align 4
  %1578 = fadd float %1573, %1577
  %1579 = sext i32 %lane3280 to i64
  %1580 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1579
  store float %1578, ptr %1580, align 4
  %1581 = add nsw i32 %lane3280, 1
  br label %for.cond277, !llvm.loop !64

for.end279:                                       ; preds = %for.cond277
  br label %for.cond281

for.cond281:                                      ; preds = %for.body282, %for.end279
  %lane3284 = phi i32 [ 0, %for.end279 ], [ %1593, %for.body282 ]
  %1582 = icmp slt i32 %lane3284, 4
  br i1 %1582, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1583 = sext i32 %lane3284 to i64
  %1584 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1583
  %1585 = load float, ptr %1584, align 4
  %1586 = add i32 %lane3284, 4
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1587
  %1589 = load float, ptr %1588, align 4
  %1590 = fadd float %1585, %1589
  %1591 = sext i32 %lane3284 to i64
  %1592 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1591
  store float %1590, ptr %1592, align 4
  %1593 = add nsw i32 %lane3284, 1
  br label %for.cond281, !llvm.loop !65

for.end283:                                       ; preds = %for.cond281
  br label %for.cond285

for.cond285:                                      ; preds = %for.body286, %for.end283
  %lane3288 = phi i32 [ 0, %for.end283 ], [ %1605, %for.body286 ]
  %1594 = icmp slt i32 %lane3288, 2
  br i1 %1594, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1595 = sext i32 %lane3288 to i64
  %1596 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1595
  %1597 = load float, ptr %1596, align 4
  %1598 = add i32 %lane3288, 2
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1599
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %1597, %1601
  %1603 = sext i32 %lane3288 to i64
  %1604 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1603
  store float %1602, ptr %1604, align 4
  %1605 = add nsw i32 %lane3288, 1
  br label %for.cond285, !llvm.loop !66

for.end287:                                       ; preds = %for.cond285
  br label %for.cond289

for.cond289:                                      ; preds = %for.body290, %for.end287
  %lane3292 = phi i32 [ 0, %for.end287 ], [ %1617, %for.body290 ]
  %1606 = icmp slt i32 %lane3292, 1
  br i1 %1606, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1607 = sext i32 %lane3292 to i64
  %1608 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1607
  %1609 = load float, ptr %1608, align 4
  %1610 = add i32 %lane3292, 1
  %1611 = sext i32 %1610 to i64
  %1612 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1611
  %1613 = load float, ptr %1612, align 4
  %1614 = fadd float %1609, %1613
  %1615 = sext i32 %lane3292 to i64
  %1616 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1615
  store float %1614, ptr %1616, align 4
  %1617 = add nsw i32 %lane3292, 1
  br label %for.cond289, !llvm.loop !67

for.end291:                                       ; preds = %for.cond289
  %1618 = sext i32 %i262 to i64
  %1619 = getelementptr inbounds float, ptr %ss, i64 %1618
  %1620 = load float, ptr %1619, align 4
  %1621 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1622 = load float, ptr %1621, align 4
  %1623 = fadd float %1620, %1622
  %1624 = sext i32 %i262 to i64
  %1625 = getelementptr inbounds float, ptr %ss, i64 %1624
  store float %1623, ptr %1625, align 4
  %1626 = add nsw i32 %i262, 1
  br label %for.cond259, !llvm.loop !68

for.cond293:                                      ; preds = %for.body294, %for.end239
  %i296 = phi i32 [ 0, %for.end239 ], [ %1640, %for.body294 ]
  %1627 = icmp slt i32 %i296, 4
  br i1 %1627, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1628 = sext i32 %i296 to i64
  %1629 = getelementptr inbounds float, ptr %ss, i64 %1628
  %1630 = load float, ptr %1629, align 4
  %1631 = sitofp i32 %N to float
  %1632 = fdiv float %1630, %1631
  %1633 = fadd float %1632, 0x3EB0C6F7A0000000
  %1634 = fpext float %1633 to double
  %1635 = call double @llvm.sqrt.f64(double %1634)
  %1636 = fdiv double 1.000000e+00, %1635
  %1637 = fptrunc double %1636 to float
  %1638 = sext i32 %i296 to i64
  %1639 = getelementptr inbounds float, ptr %ss, i64 %1638
  store float %1637, ptr %1639, align 4
  %1640 = add nsw i32 %i296, 1
  br label %for.cond293, !llvm.loop !69

for.end295:                                       ; preds = %for.cond293
  %1641 = sext i32 %N to i64
  %1642 = sdiv i64 %1641, 512
  %1643 = sub i64 0, %1641
  %1644 = select i1 false, i64 %1643, i64 %1642
  %1645 = srem i64 %1641, 512
  %1646 = icmp ne i64 %1645, 0
  %1647 = icmp slt i64 %1641, 0
  %1648 = icmp eq i1 %1647, false
  %1649 = and i1 %1646, %1648
  %1650 = zext i1 %1649 to i64
  %1651 = add i64 %1644, %1650
  %1652 = trunc i64 %1651 to i32
  %1653 = sext i32 %N to i64
  %1654 = sdiv i64 %1653, 512
  %1655 = sub i64 0, %1653
  %1656 = select i1 false, i64 %1655, i64 %1654
  %1657 = srem i64 %1653, 512
  %1658 = icmp ne i64 %1657, 0
  %1659 = icmp slt i64 %1653, 0
  %1660 = icmp eq i1 %1659, false
  %1661 = and i1 %1658, %1660
  %1662 = zext i1 %1661 to i64
  %1663 = add i64 %1656, %1662
  %1664 = trunc i64 %1663 to i32
  br label %for.cond297

for.cond297:                                      ; preds = %if.end337, %for.end295
  %c300 = phi i32 [ 0, %for.end295 ], [ %1969, %if.end337 ]
  %1665 = icmp slt i32 %c300, %1652
  br i1 %1665, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1666 = sub i32 %1664, 1
  %t = sub i32 %1666, %c300
  %1667 = mul i32 %bx, 4
  %1668 = icmp sle i32 0, %1667
  %1669 = mul i32 %bx, 4
  %1670 = sext i32 %1669 to i64
  %1671 = add i64 %1670, 4
  %1672 = sext i32 %M to i64
  %1673 = icmp sle i64 %1671, %1672
  %1674 = and i1 %1668, %1673
  %1675 = mul i32 %t, 512
  %1676 = icmp sle i32 0, %1675
  %1677 = mul i32 %t, 512
  %1678 = sext i32 %1677 to i64
  %1679 = add i64 %1678, 512
  %1680 = sext i32 %N to i64
  %1681 = icmp sle i64 %1679, %1680
  %1682 = and i1 %1676, %1681
  %1683 = and i1 %1674, %1682
  br i1 %1683, label %if.then301, label %if.else302

for.end299:                                       ; preds = %for.cond297
  br label %if.end149

if.then301:                                       ; preds = %for.body298
  br label %for.cond304

if.else302:                                       ; preds = %for.body298
  br label %for.cond313

if.end303:                                        ; preds = %for.end315, %for.end306
  br label %for.cond320

for.cond304:                                      ; preds = %if.end309, %if.then301
  %i7 = phi i32 [ 0, %if.then301 ], [ %1703, %if.end309 ]
  %1684 = icmp slt i32 %i7, 4
  br i1 %1684, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %1685 = add i32 %i7, 1
  %1686 = icmp slt i32 %1685, 4
  br i1 %1686, label %if.then307, label %if.else308

for.end306:                                       ; preds = %for.cond304
  br label %if.end303

if.then307:                                       ; preds = %for.body305
  br label %for.cond310

if.else308:                                       ; preds = %for.body305
  br label %if.end309

if.end309:                                        ; preds = %if.else308, %for.end312
  %1687 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %1688 = mul nuw i64 %1687, 4
  %1689 = sext i32 %i7 to i64
  %1690 = mul nsw i64 %1689, 512
  %1691 = add nsw i64 %1690, 0
  %1692 = getelementptr inbounds float, ptr %X_f, i64 %1691
  %1693 = mul i32 %bx, 4
  %1694 = add i32 %1693, %i7
  %1695 = sext i32 %1694 to i64
  %1696 = sext i32 %N to i64
  %1697 = mul nsw i64 %1695, %1696
  %1698 = mul i32 %t, 512
  %1699 = add i32 %1698, 0
  %1700 = sext i32 %1699 to i64
  %1701 = add nsw i64 %1697, %1700
  %1702 = getelementptr inbounds float, ptr %X, i64 %1701
  call void @tilec_rt_copy(ptr %1692, ptr %1702, i64 %1688)
  %1703 = add nsw i32 %i7, 1
  br label %for.cond304, !llvm.loop !70

for.cond310:                                      ; preds = %for.body311, %if.then307
  %pf1 = phi i32 [ 0, %if.then307 ], [ %1717, %for.body311 ]
  %1704 = icmp slt i32 %pf1, 32
  br i1 %1704, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1705 = mul i32 %bx, 4
  %1706 = add i32 %i7, 1
  %1707 = add i32 %1705, %1706
  %1708 = sext i32 %1707 to i64
  %1709 = sext i32 %N to i64
  %1710 = mul i64 %1708, %1709
  %1711 = mul i32 %t, 512
  %1712 = mul i32 %pf1, 16
  %1713 = add i32 %1711, %1712
  %1714 = sext i32 %1713 to i64
  %1715 = add i64 %1710, %1714
  %1716 = getelementptr float, ptr %X, i64 %1715
  call void @llvm.prefetch.p0(ptr %1716, i32 0, i32 3, i32 1)
  %1717 = add nsw i32 %pf1, 1
  br label %for.cond310, !llvm.loop !71

for.end312:                                       ; preds = %for.cond310
  br label %if.end309

for.cond313:                                      ; preds = %if.end319, %if.else302
  %i7316 = phi i32 [ 0, %if.else302 ], [ %1832, %if.end319 ]
  %1718 = icmp slt i32 %i7316, 4
  br i1 %1718, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %1719 = mul i32 %t, 512
  %1720 = sext i32 %1719 to i64
  %1721 = sub i64 0, %1720
  %1722 = icmp slt i64 %1721, 0
  %1723 = mul i32 %t, 512
  %1724 = sext i32 %1723 to i64
  %1725 = sub i64 0, %1724
  %1726 = icmp sgt i64 %1725, 512
  %1727 = mul i32 %t, 512
  %1728 = sext i32 %1727 to i64
  %1729 = sub i64 0, %1728
  %1730 = select i1 %1726, i64 512, i64 %1729
  %1731 = select i1 %1722, i64 0, i64 %1730
  %tl_lo14 = trunc i64 %1731 to i32
  %1732 = sext i32 %N to i64
  %1733 = mul i32 %t, 512
  %1734 = sext i32 %1733 to i64
  %1735 = sub i64 %1732, %1734
  %1736 = icmp slt i64 %1735, 0
  %1737 = sext i32 %N to i64
  %1738 = mul i32 %t, 512
  %1739 = sext i32 %1738 to i64
  %1740 = sub i64 %1737, %1739
  %1741 = icmp sgt i64 %1740, 512
  %1742 = sext i32 %N to i64
  %1743 = mul i32 %t, 512
  %1744 = sext i32 %1743 to i64
  %1745 = sub i64 %1742, %1744
  %1746 = select i1 %1741, i64 512, i64 %1745
  %1747 = select i1 %1736, i64 0, i64 %1746
  %1748 = sext i32 %tl_lo14 to i64
  %1749 = icmp slt i64 %1747, %1748
  %1750 = sext i32 %tl_lo14 to i64
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
  %1767 = select i1 %1749, i64 %1750, i64 %1766
  %tl_hi15 = trunc i64 %1767 to i32
  %1768 = sext i32 %tl_lo14 to i64
  %1769 = sub i64 %1768, 0
  %1770 = call i64 @llvm.smax.i64(i64 %1769, i64 0)
  %1771 = mul nuw i64 %1770, 4
  %1772 = sext i32 %i7316 to i64
  %1773 = mul nsw i64 %1772, 512
  %1774 = add nsw i64 %1773, 0
  %1775 = getelementptr inbounds float, ptr %X_f, i64 %1774
  call void @llvm.memset.p0.i64(ptr align 4 %1775, i8 0, i64 %1771, i1 false)
  %1776 = mul i32 %bx, 4
  %1777 = sext i32 %1776 to i64
  %1778 = sext i32 %i7316 to i64
  %1779 = add i64 %1777, %1778
  %1780 = icmp sle i64 0, %1779
  %1781 = mul i32 %bx, 4
  %1782 = sext i32 %1781 to i64
  %1783 = sext i32 %i7316 to i64
  %1784 = add i64 %1782, %1783
  %1785 = sext i32 %M to i64
  %1786 = icmp slt i64 %1784, %1785
  %1787 = and i1 %1780, %1786
  br i1 %1787, label %if.then317, label %if.else318

for.end315:                                       ; preds = %for.cond313
  br label %if.end303

if.then317:                                       ; preds = %for.body314
  %1788 = sub i32 %tl_hi15, %tl_lo14
  %1789 = sext i32 %1788 to i64
  %1790 = sub i64 %1789, 0
  %1791 = call i64 @llvm.smax.i64(i64 %1790, i64 0)
  %1792 = mul nuw i64 %1791, 4
  %1793 = sext i32 %i7316 to i64
  %1794 = mul nsw i64 %1793, 512
  %1795 = add i32 %tl_lo14, 0
  %1796 = sext i32 %1795 to i64
  %1797 = add nsw i64 %1794, %1796
  %1798 = getelementptr inbounds float, ptr %X_f, i64 %1797
  %1799 = mul i32 %bx, 4
  %1800 = add i32 %1799, %i7316
  %1801 = sext i32 %1800 to i64
  %1802 = sext i32 %N to i64
  %1803 = mul nsw i64 %1801, %1802
  %1804 = mul i32 %t, 512
  %1805 = add i32 %tl_lo14, 0
  %1806 = add i32 %1804, %1805
  %1807 = sext i32 %1806 to i64
  %1808 = add nsw i64 %1803, %1807
  %1809 = getelementptr inbounds float, ptr %X, i64 %1808
  call void @tilec_rt_copy(ptr %1798, ptr %1809, i64 %1792)
  br label %if.end319

if.else318:                                       ; preds = %for.body314
  %1810 = sub i32 %tl_hi15, %tl_lo14
  %1811 = sext i32 %1810 to i64
  %1812 = sub i64 %1811, 0
  %1813 = call i64 @llvm.smax.i64(i64 %1812, i64 0)
  %1814 = mul nuw i64 %1813, 4
  %1815 = sext i32 %i7316 to i64
  %1816 = mul nsw i64 %1815, 512
  %1817 = add i32 %tl_lo14, 0
  %1818 = sext i32 %1817 to i64
  %1819 = add nsw i64 %1816, %1818
  %1820 = getelementptr inbounds float, ptr %X_f, i64 %1819
  call void @llvm.memset.p0.i64(ptr align 4 %1820, i8 0, i64 %1814, i1 false)
  br label %if.end319

if.end319:                                        ; preds = %if.else318, %if.then317
  %1821 = sub i32 512, %tl_hi15
  %1822 = sext i32 %1821 to i64
  %1823 = sub i64 %1822, 0
  %1824 = call i64 @llvm.smax.i64(i64 %1823, i64 0)
  %1825 = mul nuw i64 %1824, 4
  %1826 = sext i32 %i7316 to i64
  %1827 = mul nsw i64 %1826, 512
  %1828 = add i32 %tl_hi15, 0
  %1829 = sext i32 %1828 to i64
  %1830 = add nsw i64 %1827, %1829
  %1831 = getelementptr inbounds float, ptr %X_f, i64 %1830
  call void @llvm.memset.p0.i64(ptr align 4 %1831, i8 0, i64 %1825, i1 false)
  %1832 = add nsw i32 %i7316, 1
  br label %for.cond313, !llvm.loop !72

for.cond320:                                      ; preds = %for.end333, %if.end303
  %i323 = phi i32 [ 0, %if.end303 ], [ %1968, %for.end333 ]
  %1833 = icmp slt i32 %i323, 4
  br i1 %1833, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %1834 = mul i32 %t, 512
  %1835 = sext i32 %1834 to i64
  %1836 = sub i64 0, %1835
  %1837 = icmp slt i64 %1836, 0
  %1838 = mul i32 %t, 512
  %1839 = sext i32 %1838 to i64
  %1840 = sub i64 0, %1839
  %1841 = icmp sgt i64 %1840, 512
  %1842 = mul i32 %t, 512
  %1843 = sext i32 %1842 to i64
  %1844 = sub i64 0, %1843
  %1845 = select i1 %1841, i64 512, i64 %1844
  %1846 = select i1 %1837, i64 0, i64 %1845
  %tl_lo16 = trunc i64 %1846 to i32
  %1847 = sext i32 %N to i64
  %1848 = mul i32 %t, 512
  %1849 = sext i32 %1848 to i64
  %1850 = sub i64 %1847, %1849
  %1851 = icmp slt i64 %1850, 0
  %1852 = sext i32 %N to i64
  %1853 = mul i32 %t, 512
  %1854 = sext i32 %1853 to i64
  %1855 = sub i64 %1852, %1854
  %1856 = icmp sgt i64 %1855, 512
  %1857 = sext i32 %N to i64
  %1858 = mul i32 %t, 512
  %1859 = sext i32 %1858 to i64
  %1860 = sub i64 %1857, %1859
  %1861 = select i1 %1856, i64 512, i64 %1860
  %1862 = select i1 %1851, i64 0, i64 %1861
  %1863 = sext i32 %tl_lo16 to i64
  %1864 = icmp slt i64 %1862, %1863
  %1865 = sext i32 %tl_lo16 to i64
  %1866 = sext i32 %N to i64
  %1867 = mul i32 %t, 512
  %1868 = sext i32 %1867 to i64
  %1869 = sub i64 %1866, %1868
  %1870 = icmp slt i64 %1869, 0
  %1871 = sext i32 %N to i64
  %1872 = mul i32 %t, 512
  %1873 = sext i32 %1872 to i64
  %1874 = sub i64 %1871, %1873
  %1875 = icmp sgt i64 %1874, 512
  %1876 = sext i32 %N to i64
  %1877 = mul i32 %t, 512
  %1878 = sext i32 %1877 to i64
  %1879 = sub i64 %1876, %1878
  %1880 = select i1 %1875, i64 512, i64 %1879
  %1881 = select i1 %1870, i64 0, i64 %1880
  %1882 = select i1 %1864, i64 %1865, i64 %1881
  %tl_hi17 = trunc i64 %1882 to i32
  br label %for.cond324

for.end322:                                       ; preds = %for.cond320
  %1883 = mul i32 %bx, 4
  %1884 = icmp sle i32 0, %1883
  %1885 = mul i32 %bx, 4
  %1886 = sext i32 %1885 to i64
  %1887 = add i64 %1886, 4
  %1888 = sext i32 %M to i64
  %1889 = icmp sle i64 %1887, %1888
  %1890 = and i1 %1884, %1889
  %1891 = mul i32 %t, 512
  %1892 = icmp sle i32 0, %1891
  %1893 = mul i32 %t, 512
  %1894 = sext i32 %1893 to i64
  %1895 = add i64 %1894, 512
  %1896 = sext i32 %N to i64
  %1897 = icmp sle i64 %1895, %1896
  %1898 = and i1 %1892, %1897
  %1899 = and i1 %1890, %1898
  br i1 %1899, label %if.then335, label %if.else336

for.cond324:                                      ; preds = %for.body325, %for.body321
  %j327 = phi i32 [ 0, %for.body321 ], [ %1917, %for.body325 ]
  %1900 = icmp slt i32 %j327, %tl_lo16
  br i1 %1900, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1901 = sext i32 %i323 to i64
  %1902 = mul nsw i64 %1901, 512
  %1903 = sext i32 %j327 to i64
  %1904 = add nsw i64 %1902, %1903
  %1905 = getelementptr inbounds float, ptr %X_f, i64 %1904
  %1906 = load float, ptr %1905, align 4
  %1907 = sext i32 %i323 to i64
  %1908 = getelementptr inbounds float, ptr %ss, i64 %1907
  %1909 = load float, ptr %1908, align 4
  %1910 = fmul float %1906, %1909
  %1911 = fmul float %1910, 0.000000e+00
  %1912 = sext i32 %i323 to i64
  %1913 = mul nsw i64 %1912, 512
  %1914 = sext i32 %j327 to i64
  %1915 = add nsw i64 %1913, %1914
  %1916 = getelementptr inbounds float, ptr %X_f, i64 %1915
  store float %1911, ptr %1916, align 4
  %1917 = add nsw i32 %j327, 1
  br label %for.cond324, !llvm.loop !73

for.end326:                                       ; preds = %for.cond324
  %1918 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond328

for.cond328:                                      ; preds = %for.body329, %for.end326
  %j7 = phi i32 [ 0, %for.end326 ], [ %1946, %for.body329 ]
  %1919 = icmp slt i32 %j7, %1918
  br i1 %1919, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1920 = sext i32 %i323 to i64
  %1921 = mul nsw i64 %1920, 512
  %1922 = add i32 %tl_lo16, %j7
  %1923 = sext i32 %1922 to i64
  %1924 = add nsw i64 %1921, %1923
  %1925 = getelementptr inbounds float, ptr %X_f, i64 %1924
  %1926 = load float, ptr %1925, align 4
  %1927 = sext i32 %i323 to i64
  %1928 = getelementptr inbounds float, ptr %ss, i64 %1927
  %1929 = load float, ptr %1928, align 4
  %1930 = fmul float %1926, %1929
  %1931 = mul i32 %t, 512
  %1932 = sext i32 %1931 to i64
  %1933 = sext i32 %tl_lo16 to i64
  %1934 = sext i32 %j7 to i64
  %1935 = add i64 %1933, %1934
  %1936 = add i64 %1932, %1935
  %1937 = getelementptr inbounds float, ptr %W, i64 %1936
  %1938 = load float, ptr %1937, align 4
  %1939 = fmul float %1930, %1938
  %1940 = sext i32 %i323 to i64
  %1941 = mul nsw i64 %1940, 512
  %1942 = add i32 %tl_lo16, %j7
  %1943 = sext i32 %1942 to i64
  %1944 = add nsw i64 %1941, %1943
  %1945 = getelementptr inbounds float, ptr %X_f, i64 %1944
  store float %1939, ptr %1945, align 4
  %1946 = add nsw i32 %j7, 1
  br label %for.cond328, !llvm.loop !74

for.end330:                                       ; preds = %for.cond328
  %1947 = sub i32 512, %tl_hi17
  br label %for.cond331

for.cond331:                                      ; preds = %for.body332, %for.end330
  %j7334 = phi i32 [ 0, %for.end330 ], [ %1967, %for.body332 ]
  %1948 = icmp slt i32 %j7334, %1947
  br i1 %1948, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1949 = sext i32 %i323 to i64
  %1950 = mul nsw i64 %1949, 512
  %1951 = add i32 %tl_hi17, %j7334
  %1952 = sext i32 %1951 to i64
  %1953 = add nsw i64 %1950, %1952
  %1954 = getelementptr inbounds float, ptr %X_f, i64 %1953
  %1955 = load float, ptr %1954, align 4
  %1956 = sext i32 %i323 to i64
  %1957 = getelementptr inbounds float, ptr %ss, i64 %1956
  %1958 = load float, ptr %1957, align 4
  %1959 = fmul float %1955, %1958
  %1960 = fmul float %1959, 0.000000e+00
  %1961 = sext i32 %i323 to i64
  %1962 = mul nsw i64 %1961, 512
  %1963 = add i32 %tl_hi17, %j7334
  %1964 = sext i32 %1963 to i64
  %1965 = add nsw i64 %1962, %1964
  %1966 = getelementptr inbounds float, ptr %X_f, i64 %1965
  store float %1960, ptr %1966, align 4
  %1967 = add nsw i32 %j7334, 1
  br label %for.cond331, !llvm.loop !75

for.end333:                                       ; preds = %for.cond331
  %1968 = add nsw i32 %i323, 1
  br label %for.cond320, !llvm.loop !76

if.then335:                                       ; preds = %for.end322
  br label %for.cond338

if.else336:                                       ; preds = %for.end322
  br label %for.cond345

if.end337:                                        ; preds = %for.end347, %for.end340
  %1969 = add nsw i32 %c300, 1
  br label %for.cond297, !llvm.loop !77

for.cond338:                                      ; preds = %if.end344, %if.then335
  %i7341 = phi i32 [ 0, %if.then335 ], [ %2005, %if.end344 ]
  %1970 = icmp slt i32 %i7341, 4
  br i1 %1970, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1971 = sext i32 %M to i64
  %1972 = sext i32 %N to i64
  %1973 = mul i64 %1971, %1972
  %1974 = icmp sge i64 %1973, 8388608
  br i1 %1974, label %if.then342, label %if.else343

for.end340:                                       ; preds = %for.cond338
  br label %if.end337

if.then342:                                       ; preds = %for.body339
  %1975 = mul i32 %bx, 4
  %1976 = add i32 %1975, %i7341
  %1977 = sext i32 %1976 to i64
  %1978 = sext i32 %N to i64
  %1979 = mul nsw i64 %1977, %1978
  %1980 = mul i32 %t, 512
  %1981 = add i32 %1980, 0
  %1982 = sext i32 %1981 to i64
  %1983 = add nsw i64 %1979, %1982
  %1984 = getelementptr inbounds float, ptr %Y, i64 %1983
  %1985 = sext i32 %i7341 to i64
  %1986 = mul nsw i64 %1985, 512
  %1987 = add nsw i64 %1986, 0
  %1988 = getelementptr inbounds float, ptr %X_f, i64 %1987
  call void @tilec_rt_stream(ptr %1984, ptr %1988, i64 2048)
  br label %if.end344

if.else343:                                       ; preds = %for.body339
  %1989 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %1990 = mul nuw i64 %1989, 4
  %1991 = mul i32 %bx, 4
  %1992 = add i32 %1991, %i7341
  %1993 = sext i32 %1992 to i64
  %1994 = sext i32 %N to i64
  %1995 = mul nsw i64 %1993, %1994
  %1996 = mul i32 %t, 512
  %1997 = add i32 %1996, 0
  %1998 = sext i32 %1997 to i64
  %1999 = add nsw i64 %1995, %1998
  %2000 = getelementptr inbounds float, ptr %Y, i64 %1999
  %2001 = sext i32 %i7341 to i64
  %2002 = mul nsw i64 %2001, 512
  %2003 = add nsw i64 %2002, 0
  %2004 = getelementptr inbounds float, ptr %X_f, i64 %2003
  call void @tilec_rt_copy(ptr %2000, ptr %2004, i64 %1990)
  br label %if.end344

if.end344:                                        ; preds = %if.else343, %if.then342
  %2005 = add nsw i32 %i7341, 1
  br label %for.cond338, !llvm.loop !78

for.cond345:                                      ; preds = %for.end351, %if.else336
  %i7348 = phi i32 [ 0, %if.else336 ], [ %2033, %for.end351 ]
  %2006 = icmp slt i32 %i7348, 4
  br i1 %2006, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  br label %for.cond349

for.end347:                                       ; preds = %for.cond345
  br label %if.end337

for.cond349:                                      ; preds = %if.end354, %for.body346
  %j2 = phi i32 [ 0, %for.body346 ], [ %2050, %if.end354 ]
  %2007 = icmp slt i32 %j2, 512
  br i1 %2007, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %2008 = mul i32 %bx, 4
  %2009 = sext i32 %2008 to i64
  %2010 = sext i32 %i7348 to i64
  %2011 = add i64 %2009, %2010
  %2012 = icmp sle i64 0, %2011
  %2013 = mul i32 %bx, 4
  %2014 = sext i32 %2013 to i64
  %2015 = sext i32 %i7348 to i64
  %2016 = add i64 %2014, %2015
  %2017 = sext i32 %M to i64
  %2018 = icmp slt i64 %2016, %2017
  %2019 = and i1 %2012, %2018
  %2020 = mul i32 %t, 512
  %2021 = sext i32 %2020 to i64
  %2022 = sext i32 %j2 to i64
  %2023 = add i64 %2021, %2022
  %2024 = icmp sle i64 0, %2023
  %2025 = mul i32 %t, 512
  %2026 = sext i32 %2025 to i64
  %2027 = sext i32 %j2 to i64
  %2028 = add i64 %2026, %2027
  %2029 = sext i32 %N to i64
  %2030 = icmp slt i64 %2028, %2029
  %2031 = and i1 %2024, %2030
  %2032 = and i1 %2019, %2031
  br i1 %2032, label %if.then352, label %if.else353

for.end351:                                       ; preds = %for.cond349
  %2033 = add nsw i32 %i7348, 1
  br label %for.cond345, !llvm.loop !79

if.then352:                                       ; preds = %for.body350
  %2034 = sext i32 %i7348 to i64
  %2035 = mul nsw i64 %2034, 512
  %2036 = sext i32 %j2 to i64
  %2037 = add nsw i64 %2035, %2036
  %2038 = getelementptr inbounds float, ptr %X_f, i64 %2037
  %2039 = load float, ptr %2038, align 4
  %2040 = mul i32 %bx, 4
  %2041 = add i32 %2040, %i7348
  %2042 = sext i32 %2041 to i64
  %2043 = sext i32 %N to i64
  %2044 = mul nsw i64 %2042, %2043
  %2045 = mul i32 %t, 512
  %2046 = add i32 %2045, %j2
  %2047 = sext i32 %2046 to i64
  %2048 = add nsw i64 %2044, %2047
  %2049 = getelementptr inbounds float, ptr %Y, i64 %2048
  store float %2039, ptr %2049, align 4
  br label %if.end354

if.else353:                                       ; preds = %for.body350
  br label %if.end354

if.end354:                                        ; preds = %if.else353, %if.then352
  %2050 = add nsw i32 %j2, 1
  br label %for.cond349, !llvm.loop !80
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #4

declare void @tilec_rt_copy(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, ptr %self) #5 {
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
  %19 = select i1 %18, i32 16, i32 4
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
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
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !56}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !56}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !56}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !56}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !56}
!79 = distinct !{!79, !1, !56}
!80 = distinct !{!80, !1}
