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
  br i1 %1, label %if.then128, label %if.else129

if.end:                                           ; preds = %if.end130, %for.end120
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

for.cond18:                                       ; preds = %for.end60, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %254, %for.end60 ]
  %132 = icmp slt i32 %i1, 32
  br i1 %132, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond64

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane = phi i32 [ 0, %for.body19 ], [ %157, %for.body22 ]
  %133 = icmp slt i32 %lane, 32
  br i1 %133, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %134 = sext i32 %i1 to i64
  %135 = mul nsw i64 %134, 256
  %136 = sext i32 %lane to i64
  %137 = add nsw i64 %135, %136
  %138 = getelementptr inbounds float, ptr %X_s, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = sext i32 %i1 to i64
  %141 = mul nsw i64 %140, 256
  %142 = sext i32 %lane to i64
  %143 = add nsw i64 %141, %142
  %144 = getelementptr inbounds float, ptr %X_s, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fcmp une float %139, %145
  %147 = sext i32 %i1 to i64
  %148 = mul nsw i64 %147, 256
  %149 = sext i32 %lane to i64
  %150 = add nsw i64 %148, %149
  %151 = call i64 @llvm.umin.i64(i64 %150, i64 8191)
  %152 = getelementptr inbounds float, ptr %X_s, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = select i1 %146, float 0xFFF0000000000000, float %153
  %155 = sext i32 %lane to i64
  %156 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %155
  store float %154, ptr %156, align 4
  %157 = add nsw i32 %lane, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %158 = sub i32 %77, 1
  %159 = icmp slt i32 %158, 0
  %160 = sub i32 %77, 1
  %161 = select i1 %159, i32 0, i32 %160
  %tl_steps1 = select i1 true, i32 %161, i32 7
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red = phi i32 [ 0, %for.end23 ], [ %180, %for.end29 ]
  %162 = icmp slt i32 %red, %tl_steps1
  br i1 %162, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %163 = icmp slt i32 %tl_steps1, 7
  br i1 %163, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %179, %for.body28 ]
  %164 = icmp slt i32 %lane30, 32
  br i1 %164, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %165 = sext i32 %lane30 to i64
  %166 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %165
  %lane_acc = load float, ptr %166, align 4
  %167 = sext i32 %i1 to i64
  %168 = mul nsw i64 %167, 256
  %169 = add i32 %red, 1
  %170 = mul i32 %169, 32
  %171 = add i32 %170, %lane30
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %168, %172
  %174 = getelementptr inbounds float, ptr %X_s, i64 %173
  %lane_next = load float, ptr %174, align 4
  %175 = fcmp ogt float %lane_next, %lane_acc
  %176 = select i1 %175, float %lane_next, float %lane_acc
  %177 = sext i32 %lane30 to i64
  %178 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %177
  store float %176, ptr %178, align 4
  %179 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %180 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  %181 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %182 = load float, ptr %181, align 4
  %183 = fcmp ogt float 0xFFF0000000000000, %182
  %184 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %185 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = select i1 %183, float 0xFFF0000000000000, float %186
  %188 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %187, ptr %188, align 4
  br label %if.end33

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %if.then31
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %if.end33
  %lane37 = phi i32 [ 0, %if.end33 ], [ %199, %for.body35 ]
  %189 = icmp slt i32 %lane37, 16
  br i1 %189, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %190 = sext i32 %lane37 to i64
  %191 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %190
  %lane_acc38 = load float, ptr %191, align 4
  %192 = add i32 %lane37, 16
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %193
  %lane_next39 = load float, ptr %194, align 4
  %195 = fcmp ogt float %lane_next39, %lane_acc38
  %196 = select i1 %195, float %lane_next39, float %lane_acc38
  %197 = sext i32 %lane37 to i64
  %198 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %197
  store float %196, ptr %198, align 4
  %199 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  br label %for.cond40

for.cond40:                                       ; preds = %for.body41, %for.end36
  %lane43 = phi i32 [ 0, %for.end36 ], [ %210, %for.body41 ]
  %200 = icmp slt i32 %lane43, 8
  br i1 %200, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %201 = sext i32 %lane43 to i64
  %202 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %201
  %lane_acc44 = load float, ptr %202, align 4
  %203 = add i32 %lane43, 8
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %204
  %lane_next45 = load float, ptr %205, align 4
  %206 = fcmp ogt float %lane_next45, %lane_acc44
  %207 = select i1 %206, float %lane_next45, float %lane_acc44
  %208 = sext i32 %lane43 to i64
  %209 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %208
  store float %207, ptr %209, align 4
  %210 = add nsw i32 %lane43, 1
  br label %for.cond40, !llvm.loop !11

for.end42:                                        ; preds = %for.cond40
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end42
  %lane49 = phi i32 [ 0, %for.end42 ], [ %221, %for.body47 ]
  %211 = icmp slt i32 %lane49, 4
  br i1 %211, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %212 = sext i32 %lane49 to i64
  %213 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %212
  %lane_acc50 = load float, ptr %213, align 4
  %214 = add i32 %lane49, 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %215
  %lane_next51 = load float, ptr %216, align 4
  %217 = fcmp ogt float %lane_next51, %lane_acc50
  %218 = select i1 %217, float %lane_next51, float %lane_acc50
  %219 = sext i32 %lane49 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %219
  store float %218, ptr %220, align 4
  %221 = add nsw i32 %lane49, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  br label %for.cond52

for.cond52:                                       ; preds = %for.body53, %for.end48
  %lane55 = phi i32 [ 0, %for.end48 ], [ %232, %for.body53 ]
  %222 = icmp slt i32 %lane55, 2
  br i1 %222, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %223 = sext i32 %lane55 to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %223
  %lane_acc56 = load float, ptr %224, align 4
  %225 = add i32 %lane55, 2
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %226
  %lane_next57 = load float, ptr %227, align 4
  %228 = fcmp ogt float %lane_next57, %lane_acc56
  %229 = select i1 %228, float %lane_next57, float %lane_acc56
  %230 = sext i32 %lane55 to i64
  %231 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %230
  store float %229, ptr %231, align 4
  %232 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  br label %for.cond58

for.cond58:                                       ; preds = %for.body59, %for.end54
  %lane61 = phi i32 [ 0, %for.end54 ], [ %243, %for.body59 ]
  %233 = icmp slt i32 %lane61, 1
  br i1 %233, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %234 = sext i32 %lane61 to i64
  %235 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %234
  %lane_acc62 = load float, ptr %235, align 4
  %236 = add i32 %lane61, 1
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %237
  %lane_next63 = load float, ptr %238, align 4
  %239 = fcmp ogt float %lane_next63, %lane_acc62
  %240 = select i1 %239, float %lane_next63, float %lane_acc62
  %241 = sext i32 %lane61 to i64
  %242 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %241
  store float %240, ptr %242, align 4
  %243 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !14

for.end60:                                        ; preds = %for.cond58
  %244 = sext i32 %i1 to i64
  %245 = getelementptr inbounds float, ptr %m_s, i64 %244
  store float 0xFFF0000000000000, ptr %245, align 4
  %246 = sext i32 %i1 to i64
  %247 = getelementptr inbounds float, ptr %m_s, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %250 = load float, ptr %249, align 4
  %251 = call float @llvm.maxnum.f32(float %248, float %250)
  %252 = sext i32 %i1 to i64
  %253 = getelementptr inbounds float, ptr %m_s, i64 %252
  store float %251, ptr %253, align 4
  %254 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !15

for.cond64:                                       ; preds = %for.end74, %for.end20
  %i67 = phi i32 [ 0, %for.end20 ], [ %400, %for.end74 ]
  %255 = icmp slt i32 %i67, 32
  br i1 %255, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
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
  %272 = trunc i64 %271 to i32
  %273 = icmp slt i32 %272, 0
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
  %290 = trunc i64 %289 to i32
  %291 = icmp sgt i32 %290, 256
  %292 = sext i32 %N to i64
  %293 = icmp slt i64 %292, 0
  %294 = sext i32 %N to i64
  %295 = icmp sgt i64 %294, 256
  %296 = sext i32 %N to i64
  %297 = select i1 %295, i64 256, i64 %296
  %298 = select i1 %293, i64 0, i64 %297
  %299 = icmp slt i64 %298, 0
  %300 = sext i32 %N to i64
  %301 = icmp slt i64 %300, 0
  %302 = sext i32 %N to i64
  %303 = icmp sgt i64 %302, 256
  %304 = sext i32 %N to i64
  %305 = select i1 %303, i64 256, i64 %304
  %306 = select i1 %301, i64 0, i64 %305
  %307 = select i1 %299, i64 0, i64 %306
  %308 = trunc i64 %307 to i32
  %309 = select i1 %291, i32 256, i32 %308
  %tl_cols2 = select i1 %273, i32 0, i32 %309
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  %310 = sext i32 %N to i64
  %311 = icmp slt i64 %310, 0
  %312 = sext i32 %N to i64
  %313 = icmp sgt i64 %312, 256
  %314 = sext i32 %N to i64
  %315 = select i1 %313, i64 256, i64 %314
  %316 = select i1 %311, i64 0, i64 %315
  %317 = icmp slt i64 %316, 0
  %318 = sext i32 %N to i64
  %319 = icmp slt i64 %318, 0
  %320 = sext i32 %N to i64
  %321 = icmp sgt i64 %320, 256
  %322 = sext i32 %N to i64
  %323 = select i1 %321, i64 256, i64 %322
  %324 = select i1 %319, i64 0, i64 %323
  %325 = select i1 %317, i64 0, i64 %324
  %326 = trunc i64 %325 to i32
  %327 = icmp slt i32 %326, 0
  %328 = sext i32 %N to i64
  %329 = icmp slt i64 %328, 0
  %330 = sext i32 %N to i64
  %331 = icmp sgt i64 %330, 256
  %332 = sext i32 %N to i64
  %333 = select i1 %331, i64 256, i64 %332
  %334 = select i1 %329, i64 0, i64 %333
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %N to i64
  %337 = icmp slt i64 %336, 0
  %338 = sext i32 %N to i64
  %339 = icmp sgt i64 %338, 256
  %340 = sext i32 %N to i64
  %341 = select i1 %339, i64 256, i64 %340
  %342 = select i1 %337, i64 0, i64 %341
  %343 = select i1 %335, i64 0, i64 %342
  %344 = trunc i64 %343 to i32
  %345 = icmp sgt i32 %344, 256
  %346 = sext i32 %N to i64
  %347 = icmp slt i64 %346, 0
  %348 = sext i32 %N to i64
  %349 = icmp sgt i64 %348, 256
  %350 = sext i32 %N to i64
  %351 = select i1 %349, i64 256, i64 %350
  %352 = select i1 %347, i64 0, i64 %351
  %353 = icmp slt i64 %352, 0
  %354 = sext i32 %N to i64
  %355 = icmp slt i64 %354, 0
  %356 = sext i32 %N to i64
  %357 = icmp sgt i64 %356, 256
  %358 = sext i32 %N to i64
  %359 = select i1 %357, i64 256, i64 %358
  %360 = select i1 %355, i64 0, i64 %359
  %361 = select i1 %353, i64 0, i64 %360
  %362 = trunc i64 %361 to i32
  %363 = select i1 %345, i32 256, i32 %362
  %364 = select i1 %327, i32 0, i32 %363
  %365 = add i32 %364, 31
  %366 = sdiv i32 %365, 32
  %367 = sub i32 0, %365
  %368 = select i1 false, i32 %367, i32 %366
  br label %for.cond75

for.cond68:                                       ; preds = %for.body69, %for.body65
  %j71 = phi i32 [ 0, %for.body65 ], [ %386, %for.body69 ]
  %369 = icmp slt i32 %j71, %tl_cols2
  br i1 %369, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %370 = sext i32 %i67 to i64
  %371 = mul nsw i64 %370, 256
  %372 = sext i32 %j71 to i64
  %373 = add nsw i64 %371, %372
  %374 = getelementptr inbounds float, ptr %X_s, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = sext i32 %i67 to i64
  %377 = getelementptr inbounds float, ptr %m_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fsub float %375, %378
  %380 = call float @tilec_expf(float %379)
  %381 = sext i32 %i67 to i64
  %382 = mul nsw i64 %381, 256
  %383 = sext i32 %j71 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds float, ptr %X_s, i64 %384
  store float %380, ptr %385, align 4
  %386 = add nsw i32 %j71, 1
  br label %for.cond68, !llvm.loop !16

for.end70:                                        ; preds = %for.cond68
  %387 = sext i32 %i67 to i64
  %388 = getelementptr inbounds float, ptr %m_s, i64 %387
  %389 = load float, ptr %388, align 4
  %390 = fsub float 0xFFF0000000000000, %389
  %tl_col4 = call float @tilec_expf(float %390)
  %391 = sub i32 256, %tl_cols2
  br label %for.cond72

for.cond72:                                       ; preds = %for.body73, %for.end70
  %j31 = phi i32 [ 0, %for.end70 ], [ %399, %for.body73 ]
  %392 = icmp slt i32 %j31, %391
  br i1 %392, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %393 = sext i32 %i67 to i64
  %394 = mul nsw i64 %393, 256
  %395 = add i32 %tl_cols2, %j31
  %396 = sext i32 %395 to i64
  %397 = add nsw i64 %394, %396
  %398 = getelementptr inbounds float, ptr %X_s, i64 %397
  store float %tl_col4, ptr %398, align 4
  %399 = add nsw i32 %j31, 1
  br label %for.cond72, !llvm.loop !17

for.end74:                                        ; preds = %for.cond72
  %400 = add nsw i32 %i67, 1
  br label %for.cond64, !llvm.loop !18

for.cond75:                                       ; preds = %for.end116, %for.end66
  %i2 = phi i32 [ 0, %for.end66 ], [ %550, %for.end116 ]
  %401 = icmp slt i32 %i2, 32
  br i1 %401, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond78

for.end77:                                        ; preds = %for.cond75
  br label %for.cond118

for.cond78:                                       ; preds = %for.body79, %for.body76
  %lane1 = phi i32 [ 0, %for.body76 ], [ %411, %for.body79 ]
  %402 = icmp slt i32 %lane1, 32
  br i1 %402, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %403 = sext i32 %i2 to i64
  %404 = mul nsw i64 %403, 256
  %405 = sext i32 %lane1 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %X_s, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = sext i32 %lane1 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %409
  store float %408, ptr %410, align 4
  %411 = add nsw i32 %lane1, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %412 = sext i32 %i2 to i64
  %413 = getelementptr inbounds float, ptr %m_s, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = fsub float 0xFFF0000000000000, %414
  %tl_pad5 = call float @tilec_expf(float %415)
  %416 = fadd float %tl_pad5, %tl_pad5
  %417 = fcmp oeq float %416, %tl_pad5
  %418 = fcmp une float %tl_pad5, %tl_pad5
  %419 = or i1 %417, %418
  %420 = sub i32 %368, 1
  %421 = icmp slt i32 %420, 0
  %422 = sub i32 %368, 1
  %423 = select i1 %421, i32 0, i32 %422
  %tl_steps6 = select i1 %419, i32 %423, i32 7
  %424 = sdiv i32 %tl_steps6, 2
  %425 = sub i32 0, %tl_steps6
  %426 = select i1 false, i32 %425, i32 %424
  br label %for.cond81

for.cond81:                                       ; preds = %for.end86, %for.end80
  %red48 = phi i32 [ 0, %for.end80 ], [ %458, %for.end86 ]
  %427 = icmp slt i32 %red48, %426
  br i1 %427, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  br label %for.cond84

for.end83:                                        ; preds = %for.cond81
  %428 = srem i32 %tl_steps6, 2
  %429 = icmp eq i32 %428, 1
  br i1 %429, label %if.then88, label %if.else89

for.cond84:                                       ; preds = %for.body85, %for.body82
  %lane187 = phi i32 [ 0, %for.body82 ], [ %457, %for.body85 ]
  %430 = icmp slt i32 %lane187, 32
  br i1 %430, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %431 = sext i32 %lane187 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = sext i32 %i2 to i64
  %435 = mul nsw i64 %434, 256
  %436 = mul i32 2, %red48
  %437 = add i32 %436, 1
  %438 = mul i32 %437, 32
  %439 = add i32 %438, %lane187
  %440 = sext i32 %439 to i64
  %441 = add nsw i64 %435, %440
  %442 = getelementptr inbounds float, ptr %X_s, i64 %441
  %443 = load float, ptr %442, align 4
  %tl_pair49 = fadd float %433, %443
  %444 = sext i32 %i2 to i64
  %445 = mul nsw i64 %444, 256
  %446 = mul i32 2, %red48
  %447 = add i32 %446, 2
  %448 = mul i32 %447, 32
  %449 = add i32 %448, %lane187
  %450 = sext i32 %449 to i64
  %451 = add nsw i64 %445, %450
  %452 = getelementptr inbounds float, ptr %X_s, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = fadd float %tl_pair49, %453
  %455 = sext i32 %lane187 to i64
  %456 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %455
  store float %454, ptr %456, align 4
  %457 = add nsw i32 %lane187, 1
  br label %for.cond84, !llvm.loop !20

for.end86:                                        ; preds = %for.cond84
  %458 = add nsw i32 %red48, 1
  br label %for.cond81, !llvm.loop !21

if.then88:                                        ; preds = %for.end83
  br label %for.cond91

if.else89:                                        ; preds = %for.end83
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %for.end93
  %459 = icmp slt i32 %tl_steps6, 7
  br i1 %459, label %if.then95, label %if.else96

for.cond91:                                       ; preds = %for.body92, %if.then88
  %lane194 = phi i32 [ 0, %if.then88 ], [ %475, %for.body92 ]
  %460 = icmp slt i32 %lane194, 32
  br i1 %460, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %461 = sext i32 %lane194 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %i2 to i64
  %465 = mul nsw i64 %464, 256
  %466 = mul i32 %tl_steps6, 32
  %467 = add i32 %466, %lane194
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = getelementptr inbounds float, ptr %X_s, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = fadd float %463, %471
  %473 = sext i32 %lane194 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %473
  store float %472, ptr %474, align 4
  %475 = add nsw i32 %lane194, 1
  br label %for.cond91, !llvm.loop !22

for.end93:                                        ; preds = %for.cond91
  br label %if.end90

if.then95:                                        ; preds = %if.end90
  %476 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %477 = load float, ptr %476, align 4
  %478 = fadd float %477, %tl_pad5
  %479 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %478, ptr %479, align 4
  br label %if.end97

if.else96:                                        ; preds = %if.end90
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %if.then95
  br label %for.cond98

for.cond98:                                       ; preds = %for.body99, %if.end97
  %lane1101 = phi i32 [ 0, %if.end97 ], [ %491, %for.body99 ]
  %480 = icmp slt i32 %lane1101, 16
  br i1 %480, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %481 = sext i32 %lane1101 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = add i32 %lane1101, 16
  %485 = sext i32 %484 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fadd float %483, %487
  %489 = sext i32 %lane1101 to i64
  %490 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %489
  store float %488, ptr %490, align 4
  %491 = add nsw i32 %lane1101, 1
  br label %for.cond98, !llvm.loop !23

for.end100:                                       ; preds = %for.cond98
  br label %for.cond102

for.cond102:                                      ; preds = %for.body103, %for.end100
  %lane1105 = phi i32 [ 0, %for.end100 ], [ %503, %for.body103 ]
  %492 = icmp slt i32 %lane1105, 8
  br i1 %492, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %493 = sext i32 %lane1105 to i64
  %494 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = add i32 %lane1105, 8
  %497 = sext i32 %496 to i64
  %498 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = fadd float %495, %499
  %501 = sext i32 %lane1105 to i64
  %502 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %501
  store float %500, ptr %502, align 4
  %503 = add nsw i32 %lane1105, 1
  br label %for.cond102, !llvm.loop !24

for.end104:                                       ; preds = %for.cond102
  br label %for.cond106

for.cond106:                                      ; preds = %for.body107, %for.end104
  %lane1109 = phi i32 [ 0, %for.end104 ], [ %515, %for.body107 ]
  %504 = icmp slt i32 %lane1109, 4
  br i1 %504, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %505 = sext i32 %lane1109 to i64
  %506 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = add i32 %lane1109, 4
  %509 = sext i32 %508 to i64
  %510 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = fadd float %507, %511
  %513 = sext i32 %lane1109 to i64
  %514 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1109, 1
  br label %for.cond106, !llvm.loop !25

for.end108:                                       ; preds = %for.cond106
  br label %for.cond110

for.cond110:                                      ; preds = %for.body111, %for.end108
  %lane1113 = phi i32 [ 0, %for.end108 ], [ %527, %for.body111 ]
  %516 = icmp slt i32 %lane1113, 2
  br i1 %516, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %517 = sext i32 %lane1113 to i64
  %518 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %517
  %519 = load float, ptr %518, align 4
  %520 = add i32 %lane1113, 2
  %521 = sext i32 %520 to i64
  %522 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %521
  %523 = load float, ptr %522, align 4
  %524 = fadd float %519, %523
  %525 = sext i32 %lane1113 to i64
  %526 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %525
  store float %524, ptr %526, align 4
  %527 = add nsw i32 %lane1113, 1
  br label %for.cond110, !llvm.loop !26

for.end112:                                       ; preds = %for.cond110
  br label %for.cond114

for.cond114:                                      ; preds = %for.body115, %for.end112
  %lane1117 = phi i32 [ 0, %for.end112 ], [ %539, %for.body115 ]
  %528 = icmp slt i32 %lane1117, 1
  br i1 %528, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %529 = sext i32 %lane1117 to i64
  %530 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %529
  %531 = load float, ptr %530, align 4
  %532 = add i32 %lane1117, 1
  %533 = sext i32 %532 to i64
  %534 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %531, %535
  %537 = sext i32 %lane1117 to i64
  %538 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %537
  store float %536, ptr %538, align 4
  %539 = add nsw i32 %lane1117, 1
  br label %for.cond114, !llvm.loop !27

for.end116:                                       ; preds = %for.cond114
  %540 = sext i32 %i2 to i64
  %541 = getelementptr inbounds float, ptr %l_s, i64 %540
  store float 0.000000e+00, ptr %541, align 4
  %542 = sext i32 %i2 to i64
  %543 = getelementptr inbounds float, ptr %l_s, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %546 = load float, ptr %545, align 4
  %547 = fadd float %544, %546
  %548 = sext i32 %i2 to i64
  %549 = getelementptr inbounds float, ptr %l_s, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !28

for.cond118:                                      ; preds = %if.end124, %for.end77
  %i121 = phi i32 [ 0, %for.end77 ], [ %576, %if.end124 ]
  %551 = icmp slt i32 %i121, 32
  br i1 %551, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %552 = sext i32 %N to i64
  %553 = icmp slt i64 %552, 0
  %554 = sext i32 %N to i64
  %555 = icmp sgt i64 %554, 256
  %556 = sext i32 %N to i64
  %557 = select i1 %555, i64 256, i64 %556
  %558 = select i1 %553, i64 0, i64 %557
  %559 = icmp slt i64 %558, 0
  %560 = sext i32 %N to i64
  %561 = icmp slt i64 %560, 0
  %562 = sext i32 %N to i64
  %563 = icmp sgt i64 %562, 256
  %564 = sext i32 %N to i64
  %565 = select i1 %563, i64 256, i64 %564
  %566 = select i1 %561, i64 0, i64 %565
  %567 = select i1 %559, i64 0, i64 %566
  %tl_hi3 = trunc i64 %567 to i32
  %568 = mul i32 %bx, 32
  %569 = add i32 %568, %i121
  %570 = icmp sle i32 0, %569
  %571 = mul i32 %bx, 32
  %572 = add i32 %571, %i121
  %573 = icmp slt i32 %572, %M
  %574 = and i1 %570, %573
  br i1 %574, label %if.then122, label %if.else123

for.end120:                                       ; preds = %for.cond118
  br label %if.end

if.then122:                                       ; preds = %for.body119
  %575 = sub i32 %tl_hi3, 0
  br label %for.cond125

if.else123:                                       ; preds = %for.body119
  br label %if.end124

if.end124:                                        ; preds = %if.else123, %for.end127
  %576 = add nsw i32 %i121, 1
  br label %for.cond118, !llvm.loop !29

for.cond125:                                      ; preds = %for.body126, %if.then122
  %j4 = phi i32 [ 0, %if.then122 ], [ %599, %for.body126 ]
  %577 = icmp slt i32 %j4, %575
  br i1 %577, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %578 = sext i32 %i121 to i64
  %579 = mul nsw i64 %578, 256
  %580 = add i32 0, %j4
  %581 = sext i32 %580 to i64
  %582 = add nsw i64 %579, %581
  %583 = getelementptr inbounds float, ptr %X_s, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = sext i32 %i121 to i64
  %586 = getelementptr inbounds float, ptr %l_s, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = fdiv float 1.000000e+00, %587
  %589 = fmul float %584, %588
  %590 = mul i32 %bx, 32
  %591 = add i32 %590, %i121
  %592 = sext i32 %591 to i64
  %593 = sext i32 %N to i64
  %594 = mul nsw i64 %592, %593
  %595 = add i32 0, %j4
  %596 = sext i32 %595 to i64
  %597 = add nsw i64 %594, %596
  %598 = getelementptr inbounds float, ptr %Y, i64 %597
  store float %589, ptr %598, align 4
  %599 = add nsw i32 %j4, 1
  br label %for.cond125, !llvm.loop !30

for.end127:                                       ; preds = %for.cond125
  br label %if.end124

if.then128:                                       ; preds = %if.else
  br label %for.cond131

if.else129:                                       ; preds = %if.else
  %600 = icmp sle i32 %N, 4096
  br i1 %600, label %if.then263, label %if.else264

if.end130:                                        ; preds = %if.end265, %for.end255
  br label %if.end

for.cond131:                                      ; preds = %for.end151, %if.then128
  %i134 = phi i32 [ 0, %if.then128 ], [ %730, %for.end151 ]
  %601 = icmp slt i32 %i134, 4
  br i1 %601, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %602 = sext i32 %N to i64
  %603 = icmp slt i64 %602, 0
  %604 = sext i32 %N to i64
  %605 = icmp sgt i64 %604, 512
  %606 = sext i32 %N to i64
  %607 = select i1 %605, i64 512, i64 %606
  %608 = select i1 %603, i64 0, i64 %607
  %609 = icmp slt i64 %608, 0
  %610 = sext i32 %N to i64
  %611 = icmp slt i64 %610, 0
  %612 = sext i32 %N to i64
  %613 = icmp sgt i64 %612, 512
  %614 = sext i32 %N to i64
  %615 = select i1 %613, i64 512, i64 %614
  %616 = select i1 %611, i64 0, i64 %615
  %617 = select i1 %609, i64 0, i64 %616
  %tl_hi5 = trunc i64 %617 to i32
  br label %for.cond135

for.end133:                                       ; preds = %for.cond131
  %618 = sext i32 %N to i64
  %619 = icmp slt i64 %618, 0
  %620 = sext i32 %N to i64
  %621 = icmp sgt i64 %620, 512
  %622 = sext i32 %N to i64
  %623 = select i1 %621, i64 512, i64 %622
  %624 = select i1 %619, i64 0, i64 %623
  %625 = icmp slt i64 %624, 0
  %626 = sext i32 %N to i64
  %627 = icmp slt i64 %626, 0
  %628 = sext i32 %N to i64
  %629 = icmp sgt i64 %628, 512
  %630 = sext i32 %N to i64
  %631 = select i1 %629, i64 512, i64 %630
  %632 = select i1 %627, i64 0, i64 %631
  %633 = select i1 %625, i64 0, i64 %632
  %634 = trunc i64 %633 to i32
  %635 = icmp slt i32 %634, 0
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
  %653 = icmp sgt i32 %652, 512
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
  %671 = select i1 %653, i32 512, i32 %670
  %672 = select i1 %635, i32 0, i32 %671
  %673 = add i32 %672, 31
  %674 = sdiv i32 %673, 32
  %675 = sub i32 0, %673
  %676 = select i1 false, i32 %675, i32 %674
  br label %for.cond153

for.cond135:                                      ; preds = %for.body136, %for.body132
  %j138 = phi i32 [ 0, %for.body132 ], [ %685, %for.body136 ]
  %677 = icmp slt i32 %j138, 0
  br i1 %677, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %678 = icmp slt i32 %j138, %N
  %679 = select i1 %678, float 0.000000e+00, float 0xFFF0000000000000
  %680 = sext i32 %i134 to i64
  %681 = mul nsw i64 %680, 512
  %682 = sext i32 %j138 to i64
  %683 = add nsw i64 %681, %682
  %684 = getelementptr inbounds float, ptr %X_f, i64 %683
  store float %679, ptr %684, align 4
  %685 = add nsw i32 %j138, 1
  br label %for.cond135, !llvm.loop !31

for.end137:                                       ; preds = %for.cond135
  %686 = mul i32 %bx, 4
  %687 = add i32 %686, %i134
  %688 = icmp sle i32 0, %687
  %689 = mul i32 %bx, 4
  %690 = add i32 %689, %i134
  %691 = icmp slt i32 %690, %M
  %692 = and i1 %688, %691
  br i1 %692, label %if.then139, label %if.else140

if.then139:                                       ; preds = %for.end137
  %693 = sub i32 %tl_hi5, 0
  br label %for.cond142

if.else140:                                       ; preds = %for.end137
  %694 = sub i32 %tl_hi5, 0
  br label %for.cond145

if.end141:                                        ; preds = %for.end147, %for.end144
  %695 = sub i32 512, %tl_hi5
  br label %for.cond149

for.cond142:                                      ; preds = %for.body143, %if.then139
  %j5 = phi i32 [ 0, %if.then139 ], [ %713, %for.body143 ]
  %696 = icmp slt i32 %j5, %693
  br i1 %696, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %697 = mul i32 %bx, 4
  %698 = add i32 %697, %i134
  %699 = sext i32 %698 to i64
  %700 = sext i32 %N to i64
  %701 = mul nsw i64 %699, %700
  %702 = add i32 0, %j5
  %703 = sext i32 %702 to i64
  %704 = add nsw i64 %701, %703
  %705 = getelementptr inbounds float, ptr %X, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = sext i32 %i134 to i64
  %708 = mul nsw i64 %707, 512
  %709 = add i32 0, %j5
  %710 = sext i32 %709 to i64
  %711 = add nsw i64 %708, %710
  %712 = getelementptr inbounds float, ptr %X_f, i64 %711
  store float %706, ptr %712, align 4
  %713 = add nsw i32 %j5, 1
  br label %for.cond142, !llvm.loop !32

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond145:                                      ; preds = %for.body146, %if.else140
  %j5148 = phi i32 [ 0, %if.else140 ], [ %721, %for.body146 ]
  %714 = icmp slt i32 %j5148, %694
  br i1 %714, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %715 = sext i32 %i134 to i64
  %716 = mul nsw i64 %715, 512
  %717 = add i32 0, %j5148
  %718 = sext i32 %717 to i64
  %719 = add nsw i64 %716, %718
  %720 = getelementptr inbounds float, ptr %X_f, i64 %719
  store float 0.000000e+00, ptr %720, align 4
  %721 = add nsw i32 %j5148, 1
  br label %for.cond145, !llvm.loop !33

for.end147:                                       ; preds = %for.cond145
  br label %if.end141

for.cond149:                                      ; preds = %for.body150, %if.end141
  %j5152 = phi i32 [ 0, %if.end141 ], [ %729, %for.body150 ]
  %722 = icmp slt i32 %j5152, %695
  br i1 %722, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %723 = sext i32 %i134 to i64
  %724 = mul nsw i64 %723, 512
  %725 = add i32 %tl_hi5, %j5152
  %726 = sext i32 %725 to i64
  %727 = add nsw i64 %724, %726
  %728 = getelementptr inbounds float, ptr %X_f, i64 %727
  store float 0xFFF0000000000000, ptr %728, align 4
  %729 = add nsw i32 %j5152, 1
  br label %for.cond149, !llvm.loop !34

for.end151:                                       ; preds = %for.cond149
  %730 = add nsw i32 %i134, 1
  br label %for.cond131, !llvm.loop !35

for.cond153:                                      ; preds = %for.end195, %for.end133
  %i3 = phi i32 [ 0, %for.end133 ], [ %853, %for.end195 ]
  %731 = icmp slt i32 %i3, 4
  br i1 %731, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond199

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane2 = phi i32 [ 0, %for.body154 ], [ %756, %for.body157 ]
  %732 = icmp slt i32 %lane2, 32
  br i1 %732, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %733 = sext i32 %i3 to i64
  %734 = mul nsw i64 %733, 512
  %735 = sext i32 %lane2 to i64
  %736 = add nsw i64 %734, %735
  %737 = getelementptr inbounds float, ptr %X_f, i64 %736
  %738 = load float, ptr %737, align 4
  %739 = sext i32 %i3 to i64
  %740 = mul nsw i64 %739, 512
  %741 = sext i32 %lane2 to i64
  %742 = add nsw i64 %740, %741
  %743 = getelementptr inbounds float, ptr %X_f, i64 %742
  %744 = load float, ptr %743, align 4
  %745 = fcmp une float %738, %744
  %746 = sext i32 %i3 to i64
  %747 = mul nsw i64 %746, 512
  %748 = sext i32 %lane2 to i64
  %749 = add nsw i64 %747, %748
  %750 = call i64 @llvm.umin.i64(i64 %749, i64 2047)
  %751 = getelementptr inbounds float, ptr %X_f, i64 %750
  %752 = load float, ptr %751, align 4
  %753 = select i1 %745, float 0xFFF0000000000000, float %752
  %754 = sext i32 %lane2 to i64
  %755 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %754
  store float %753, ptr %755, align 4
  %756 = add nsw i32 %lane2, 1
  br label %for.cond156, !llvm.loop !36

for.end158:                                       ; preds = %for.cond156
  %757 = sub i32 %676, 1
  %758 = icmp slt i32 %757, 0
  %759 = sub i32 %676, 1
  %760 = select i1 %758, i32 0, i32 %759
  %tl_steps8 = select i1 true, i32 %760, i32 15
  br label %for.cond159

for.cond159:                                      ; preds = %for.end164, %for.end158
  %red2 = phi i32 [ 0, %for.end158 ], [ %779, %for.end164 ]
  %761 = icmp slt i32 %red2, %tl_steps8
  br i1 %761, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond162

for.end161:                                       ; preds = %for.cond159
  %762 = icmp slt i32 %tl_steps8, 15
  br i1 %762, label %if.then166, label %if.else167

for.cond162:                                      ; preds = %for.body163, %for.body160
  %lane2165 = phi i32 [ 0, %for.body160 ], [ %778, %for.body163 ]
  %763 = icmp slt i32 %lane2165, 32
  br i1 %763, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %764 = sext i32 %lane2165 to i64
  %765 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %764
  %lane_acc1 = load float, ptr %765, align 4
  %766 = sext i32 %i3 to i64
  %767 = mul nsw i64 %766, 512
  %768 = add i32 %red2, 1
  %769 = mul i32 %768, 32
  %770 = add i32 %769, %lane2165
  %771 = sext i32 %770 to i64
  %772 = add nsw i64 %767, %771
  %773 = getelementptr inbounds float, ptr %X_f, i64 %772
  %lane_next1 = load float, ptr %773, align 4
  %774 = fcmp ogt float %lane_next1, %lane_acc1
  %775 = select i1 %774, float %lane_next1, float %lane_acc1
  %776 = sext i32 %lane2165 to i64
  %777 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %776
  store float %775, ptr %777, align 4
  %778 = add nsw i32 %lane2165, 1
  br label %for.cond162, !llvm.loop !37

for.end164:                                       ; preds = %for.cond162
  %779 = add nsw i32 %red2, 1
  br label %for.cond159, !llvm.loop !38

if.then166:                                       ; preds = %for.end161
  %780 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %781 = load float, ptr %780, align 4
  %782 = fcmp ogt float 0xFFF0000000000000, %781
  %783 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %784 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %783
  %785 = load float, ptr %784, align 4
  %786 = select i1 %782, float 0xFFF0000000000000, float %785
  %787 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %786, ptr %787, align 4
  br label %if.end168

if.else167:                                       ; preds = %for.end161
  br label %if.end168

if.end168:                                        ; preds = %if.else167, %if.then166
  br label %for.cond169

for.cond169:                                      ; preds = %for.body170, %if.end168
  %lane2172 = phi i32 [ 0, %if.end168 ], [ %798, %for.body170 ]
  %788 = icmp slt i32 %lane2172, 16
  br i1 %788, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %789 = sext i32 %lane2172 to i64
  %790 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %789
  %lane_acc1173 = load float, ptr %790, align 4
  %791 = add i32 %lane2172, 16
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %792
  %lane_next1174 = load float, ptr %793, align 4
  %794 = fcmp ogt float %lane_next1174, %lane_acc1173
  %795 = select i1 %794, float %lane_next1174, float %lane_acc1173
  %796 = sext i32 %lane2172 to i64
  %797 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %796
  store float %795, ptr %797, align 4
  %798 = add nsw i32 %lane2172, 1
  br label %for.cond169, !llvm.loop !39

for.end171:                                       ; preds = %for.cond169
  br label %for.cond175

for.cond175:                                      ; preds = %for.body176, %for.end171
  %lane2178 = phi i32 [ 0, %for.end171 ], [ %809, %for.body176 ]
  %799 = icmp slt i32 %lane2178, 8
  br i1 %799, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %800 = sext i32 %lane2178 to i64
  %801 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %800
  %lane_acc1179 = load float, ptr %801, align 4
  %802 = add i32 %lane2178, 8
  %803 = sext i32 %802 to i64
  %804 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %803
  %lane_next1180 = load float, ptr %804, align 4
  %805 = fcmp ogt float %lane_next1180, %lane_acc1179
  %806 = select i1 %805, float %lane_next1180, float %lane_acc1179
  %807 = sext i32 %lane2178 to i64
  %808 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %807
  store float %806, ptr %808, align 4
  %809 = add nsw i32 %lane2178, 1
  br label %for.cond175, !llvm.loop !40

for.end177:                                       ; preds = %for.cond175
  br label %for.cond181

for.cond181:                                      ; preds = %for.body182, %for.end177
  %lane2184 = phi i32 [ 0, %for.end177 ], [ %820, %for.body182 ]
  %810 = icmp slt i32 %lane2184, 4
  br i1 %810, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %811 = sext i32 %lane2184 to i64
  %812 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %811
  %lane_acc1185 = load float, ptr %812, align 4
  %813 = add i32 %lane2184, 4
  %814 = sext i32 %813 to i64
  %815 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %814
  %lane_next1186 = load float, ptr %815, align 4
  %816 = fcmp ogt float %lane_next1186, %lane_acc1185
  %817 = select i1 %816, float %lane_next1186, float %lane_acc1185
  %818 = sext i32 %lane2184 to i64
  %819 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %818
  store float %817, ptr %819, align 4
  %820 = add nsw i32 %lane2184, 1
  br label %for.cond181, !llvm.loop !41

for.end183:                                       ; preds = %for.cond181
  br label %for.cond187

for.cond187:                                      ; preds = %for.body188, %for.end183
  %lane2190 = phi i32 [ 0, %for.end183 ], [ %831, %for.body188 ]
  %821 = icmp slt i32 %lane2190, 2
  br i1 %821, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %822 = sext i32 %lane2190 to i64
  %823 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %822
  %lane_acc1191 = load float, ptr %823, align 4
  %824 = add i32 %lane2190, 2
  %825 = sext i32 %824 to i64
  %826 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %825
  %lane_next1192 = load float, ptr %826, align 4
  %827 = fcmp ogt float %lane_next1192, %lane_acc1191
  %828 = select i1 %827, float %lane_next1192, float %lane_acc1191
  %829 = sext i32 %lane2190 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %829
  store float %828, ptr %830, align 4
  %831 = add nsw i32 %lane2190, 1
  br label %for.cond187, !llvm.loop !42

for.end189:                                       ; preds = %for.cond187
  br label %for.cond193

for.cond193:                                      ; preds = %for.body194, %for.end189
  %lane2196 = phi i32 [ 0, %for.end189 ], [ %842, %for.body194 ]
  %832 = icmp slt i32 %lane2196, 1
  br i1 %832, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %833 = sext i32 %lane2196 to i64
  %834 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %833
  %lane_acc1197 = load float, ptr %834, align 4
  %835 = add i32 %lane2196, 1
  %836 = sext i32 %835 to i64
  %837 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %836
  %lane_next1198 = load float, ptr %837, align 4
  %838 = fcmp ogt float %lane_next1198, %lane_acc1197
  %839 = select i1 %838, float %lane_next1198, float %lane_acc1197
  %840 = sext i32 %lane2196 to i64
  %841 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %840
  store float %839, ptr %841, align 4
  %842 = add nsw i32 %lane2196, 1
  br label %for.cond193, !llvm.loop !43

for.end195:                                       ; preds = %for.cond193
  %843 = sext i32 %i3 to i64
  %844 = getelementptr inbounds float, ptr %m, i64 %843
  store float 0xFFF0000000000000, ptr %844, align 4
  %845 = sext i32 %i3 to i64
  %846 = getelementptr inbounds float, ptr %m, i64 %845
  %847 = load float, ptr %846, align 4
  %848 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %849 = load float, ptr %848, align 4
  %850 = call float @llvm.maxnum.f32(float %847, float %849)
  %851 = sext i32 %i3 to i64
  %852 = getelementptr inbounds float, ptr %m, i64 %851
  store float %850, ptr %852, align 4
  %853 = add nsw i32 %i3, 1
  br label %for.cond153, !llvm.loop !44

for.cond199:                                      ; preds = %for.end209, %for.end155
  %i202 = phi i32 [ 0, %for.end155 ], [ %999, %for.end209 ]
  %854 = icmp slt i32 %i202, 4
  br i1 %854, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %855 = sext i32 %N to i64
  %856 = icmp slt i64 %855, 0
  %857 = sext i32 %N to i64
  %858 = icmp sgt i64 %857, 512
  %859 = sext i32 %N to i64
  %860 = select i1 %858, i64 512, i64 %859
  %861 = select i1 %856, i64 0, i64 %860
  %862 = icmp slt i64 %861, 0
  %863 = sext i32 %N to i64
  %864 = icmp slt i64 %863, 0
  %865 = sext i32 %N to i64
  %866 = icmp sgt i64 %865, 512
  %867 = sext i32 %N to i64
  %868 = select i1 %866, i64 512, i64 %867
  %869 = select i1 %864, i64 0, i64 %868
  %870 = select i1 %862, i64 0, i64 %869
  %871 = trunc i64 %870 to i32
  %872 = icmp slt i32 %871, 0
  %873 = sext i32 %N to i64
  %874 = icmp slt i64 %873, 0
  %875 = sext i32 %N to i64
  %876 = icmp sgt i64 %875, 512
  %877 = sext i32 %N to i64
  %878 = select i1 %876, i64 512, i64 %877
  %879 = select i1 %874, i64 0, i64 %878
  %880 = icmp slt i64 %879, 0
  %881 = sext i32 %N to i64
  %882 = icmp slt i64 %881, 0
  %883 = sext i32 %N to i64
  %884 = icmp sgt i64 %883, 512
  %885 = sext i32 %N to i64
  %886 = select i1 %884, i64 512, i64 %885
  %887 = select i1 %882, i64 0, i64 %886
  %888 = select i1 %880, i64 0, i64 %887
  %889 = trunc i64 %888 to i32
  %890 = icmp sgt i32 %889, 512
  %891 = sext i32 %N to i64
  %892 = icmp slt i64 %891, 0
  %893 = sext i32 %N to i64
  %894 = icmp sgt i64 %893, 512
  %895 = sext i32 %N to i64
  %896 = select i1 %894, i64 512, i64 %895
  %897 = select i1 %892, i64 0, i64 %896
  %898 = icmp slt i64 %897, 0
  %899 = sext i32 %N to i64
  %900 = icmp slt i64 %899, 0
  %901 = sext i32 %N to i64
  %902 = icmp sgt i64 %901, 512
  %903 = sext i32 %N to i64
  %904 = select i1 %902, i64 512, i64 %903
  %905 = select i1 %900, i64 0, i64 %904
  %906 = select i1 %898, i64 0, i64 %905
  %907 = trunc i64 %906 to i32
  %908 = select i1 %890, i32 512, i32 %907
  %tl_cols9 = select i1 %872, i32 0, i32 %908
  br label %for.cond203

for.end201:                                       ; preds = %for.cond199
  %909 = sext i32 %N to i64
  %910 = icmp slt i64 %909, 0
  %911 = sext i32 %N to i64
  %912 = icmp sgt i64 %911, 512
  %913 = sext i32 %N to i64
  %914 = select i1 %912, i64 512, i64 %913
  %915 = select i1 %910, i64 0, i64 %914
  %916 = icmp slt i64 %915, 0
  %917 = sext i32 %N to i64
  %918 = icmp slt i64 %917, 0
  %919 = sext i32 %N to i64
  %920 = icmp sgt i64 %919, 512
  %921 = sext i32 %N to i64
  %922 = select i1 %920, i64 512, i64 %921
  %923 = select i1 %918, i64 0, i64 %922
  %924 = select i1 %916, i64 0, i64 %923
  %925 = trunc i64 %924 to i32
  %926 = icmp slt i32 %925, 0
  %927 = sext i32 %N to i64
  %928 = icmp slt i64 %927, 0
  %929 = sext i32 %N to i64
  %930 = icmp sgt i64 %929, 512
  %931 = sext i32 %N to i64
  %932 = select i1 %930, i64 512, i64 %931
  %933 = select i1 %928, i64 0, i64 %932
  %934 = icmp slt i64 %933, 0
  %935 = sext i32 %N to i64
  %936 = icmp slt i64 %935, 0
  %937 = sext i32 %N to i64
  %938 = icmp sgt i64 %937, 512
  %939 = sext i32 %N to i64
  %940 = select i1 %938, i64 512, i64 %939
  %941 = select i1 %936, i64 0, i64 %940
  %942 = select i1 %934, i64 0, i64 %941
  %943 = trunc i64 %942 to i32
  %944 = icmp sgt i32 %943, 512
  %945 = sext i32 %N to i64
  %946 = icmp slt i64 %945, 0
  %947 = sext i32 %N to i64
  %948 = icmp sgt i64 %947, 512
  %949 = sext i32 %N to i64
  %950 = select i1 %948, i64 512, i64 %949
  %951 = select i1 %946, i64 0, i64 %950
  %952 = icmp slt i64 %951, 0
  %953 = sext i32 %N to i64
  %954 = icmp slt i64 %953, 0
  %955 = sext i32 %N to i64
  %956 = icmp sgt i64 %955, 512
  %957 = sext i32 %N to i64
  %958 = select i1 %956, i64 512, i64 %957
  %959 = select i1 %954, i64 0, i64 %958
  %960 = select i1 %952, i64 0, i64 %959
  %961 = trunc i64 %960 to i32
  %962 = select i1 %944, i32 512, i32 %961
  %963 = select i1 %926, i32 0, i32 %962
  %964 = add i32 %963, 31
  %965 = sdiv i32 %964, 32
  %966 = sub i32 0, %964
  %967 = select i1 false, i32 %966, i32 %965
  br label %for.cond210

for.cond203:                                      ; preds = %for.body204, %for.body200
  %j206 = phi i32 [ 0, %for.body200 ], [ %985, %for.body204 ]
  %968 = icmp slt i32 %j206, %tl_cols9
  br i1 %968, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %969 = sext i32 %i202 to i64
  %970 = mul nsw i64 %969, 512
  %971 = sext i32 %j206 to i64
  %972 = add nsw i64 %970, %971
  %973 = getelementptr inbounds float, ptr %X_f, i64 %972
  %974 = load float, ptr %973, align 4
  %975 = sext i32 %i202 to i64
  %976 = getelementptr inbounds float, ptr %m, i64 %975
  %977 = load float, ptr %976, align 4
  %978 = fsub float %974, %977
  %979 = call float @tilec_expf(float %978)
  %980 = sext i32 %i202 to i64
  %981 = mul nsw i64 %980, 512
  %982 = sext i32 %j206 to i64
  %983 = add nsw i64 %981, %982
  %984 = getelementptr inbounds float, ptr %X_f, i64 %983
  store float %979, ptr %984, align 4
  %985 = add nsw i32 %j206, 1
  br label %for.cond203, !llvm.loop !45

for.end205:                                       ; preds = %for.cond203
  %986 = sext i32 %i202 to i64
  %987 = getelementptr inbounds float, ptr %m, i64 %986
  %988 = load float, ptr %987, align 4
  %989 = fsub float 0xFFF0000000000000, %988
  %tl_col11 = call float @tilec_expf(float %989)
  %990 = sub i32 512, %tl_cols9
  br label %for.cond207

for.cond207:                                      ; preds = %for.body208, %for.end205
  %j10 = phi i32 [ 0, %for.end205 ], [ %998, %for.body208 ]
  %991 = icmp slt i32 %j10, %990
  br i1 %991, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %992 = sext i32 %i202 to i64
  %993 = mul nsw i64 %992, 512
  %994 = add i32 %tl_cols9, %j10
  %995 = sext i32 %994 to i64
  %996 = add nsw i64 %993, %995
  %997 = getelementptr inbounds float, ptr %X_f, i64 %996
  store float %tl_col11, ptr %997, align 4
  %998 = add nsw i32 %j10, 1
  br label %for.cond207, !llvm.loop !46

for.end209:                                       ; preds = %for.cond207
  %999 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !47

for.cond210:                                      ; preds = %for.end251, %for.end201
  %i5 = phi i32 [ 0, %for.end201 ], [ %1149, %for.end251 ]
  %1000 = icmp slt i32 %i5, 4
  br i1 %1000, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  br label %for.cond213

for.end212:                                       ; preds = %for.cond210
  br label %for.cond253

for.cond213:                                      ; preds = %for.body214, %for.body211
  %lane3 = phi i32 [ 0, %for.body211 ], [ %1010, %for.body214 ]
  %1001 = icmp slt i32 %lane3, 32
  br i1 %1001, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %1002 = sext i32 %i5 to i64
  %1003 = mul nsw i64 %1002, 512
  %1004 = sext i32 %lane3 to i64
  %1005 = add nsw i64 %1003, %1004
  %1006 = getelementptr inbounds float, ptr %X_f, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = sext i32 %lane3 to i64
  %1009 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1008
  store float %1007, ptr %1009, align 4
  %1010 = add nsw i32 %lane3, 1
  br label %for.cond213, !llvm.loop !48

for.end215:                                       ; preds = %for.cond213
  %1011 = sext i32 %i5 to i64
  %1012 = getelementptr inbounds float, ptr %m, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = fsub float 0xFFF0000000000000, %1013
  %tl_pad12 = call float @tilec_expf(float %1014)
  %1015 = fadd float %tl_pad12, %tl_pad12
  %1016 = fcmp oeq float %1015, %tl_pad12
  %1017 = fcmp une float %tl_pad12, %tl_pad12
  %1018 = or i1 %1016, %1017
  %1019 = sub i32 %967, 1
  %1020 = icmp slt i32 %1019, 0
  %1021 = sub i32 %967, 1
  %1022 = select i1 %1020, i32 0, i32 %1021
  %tl_steps13 = select i1 %1018, i32 %1022, i32 15
  %1023 = sdiv i32 %tl_steps13, 2
  %1024 = sub i32 0, %tl_steps13
  %1025 = select i1 false, i32 %1024, i32 %1023
  br label %for.cond216

for.cond216:                                      ; preds = %for.end221, %for.end215
  %red50 = phi i32 [ 0, %for.end215 ], [ %1057, %for.end221 ]
  %1026 = icmp slt i32 %red50, %1025
  br i1 %1026, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  br label %for.cond219

for.end218:                                       ; preds = %for.cond216
  %1027 = srem i32 %tl_steps13, 2
  %1028 = icmp eq i32 %1027, 1
  br i1 %1028, label %if.then223, label %if.else224

for.cond219:                                      ; preds = %for.body220, %for.body217
  %lane3222 = phi i32 [ 0, %for.body217 ], [ %1056, %for.body220 ]
  %1029 = icmp slt i32 %lane3222, 32
  br i1 %1029, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %1030 = sext i32 %lane3222 to i64
  %1031 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1030
  %1032 = load float, ptr %1031, align 4
  %1033 = sext i32 %i5 to i64
  %1034 = mul nsw i64 %1033, 512
  %1035 = mul i32 2, %red50
  %1036 = add i32 %1035, 1
  %1037 = mul i32 %1036, 32
  %1038 = add i32 %1037, %lane3222
  %1039 = sext i32 %1038 to i64
  %1040 = add nsw i64 %1034, %1039
  %1041 = getelementptr inbounds float, ptr %X_f, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %tl_pair51 = fadd float %1032, %1042
  %1043 = sext i32 %i5 to i64
  %1044 = mul nsw i64 %1043, 512
  %1045 = mul i32 2, %red50
  %1046 = add i32 %1045, 2
  %1047 = mul i32 %1046, 32
  %1048 = add i32 %1047, %lane3222
  %1049 = sext i32 %1048 to i64
  %1050 = add nsw i64 %1044, %1049
  %1051 = getelementptr inbounds float, ptr %X_f, i64 %1050
  %1052 = load float, ptr %1051, align 4
  %1053 = fadd float %tl_pair51, %1052
  %1054 = sext i32 %lane3222 to i64
  %1055 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1054
  store float %1053, ptr %1055, align 4
  %1056 = add nsw i32 %lane3222, 1
  br label %for.cond219, !llvm.loop !49

for.end221:                                       ; preds = %for.cond219
  %1057 = add nsw i32 %red50, 1
  br label %for.cond216, !llvm.loop !50

if.then223:                                       ; preds = %for.end218
  br label %for.cond226

if.else224:                                       ; preds = %for.end218
  br label %if.end225

if.end225:                                        ; preds = %if.else224, %for.end228
  %1058 = icmp slt i32 %tl_steps13, 15
  br i1 %1058, label %if.then230, label %if.else231

for.cond226:                                      ; preds = %for.body227, %if.then223
  %lane3229 = phi i32 [ 0, %if.then223 ], [ %1074, %for.body227 ]
  %1059 = icmp slt i32 %lane3229, 32
  br i1 %1059, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %1060 = sext i32 %lane3229 to i64
  %1061 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = sext i32 %i5 to i64
  %1064 = mul nsw i64 %1063, 512
  %1065 = mul i32 %tl_steps13, 32
  %1066 = add i32 %1065, %lane3229
  %1067 = sext i32 %1066 to i64
  %1068 = add nsw i64 %1064, %1067
  %1069 = getelementptr inbounds float, ptr %X_f, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = fadd float %1062, %1070
  %1072 = sext i32 %lane3229 to i64
  %1073 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1072
  store float %1071, ptr %1073, align 4
  %1074 = add nsw i32 %lane3229, 1
  br label %for.cond226, !llvm.loop !51

for.end228:                                       ; preds = %for.cond226
  br label %if.end225

if.then230:                                       ; preds = %if.end225
  %1075 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1076 = load float, ptr %1075, align 4
  %1077 = fadd float %1076, %tl_pad12
  %1078 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1077, ptr %1078, align 4
  br label %if.end232

if.else231:                                       ; preds = %if.end225
  br label %if.end232

if.end232:                                        ; preds = %if.else231, %if.then230
  br label %for.cond233

for.cond233:                                      ; preds = %for.body234, %if.end232
  %lane3236 = phi i32 [ 0, %if.end232 ], [ %1090, %for.body234 ]
  %1079 = icmp slt i32 %lane3236, 16
  br i1 %1079, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %1080 = sext i32 %lane3236 to i64
  %1081 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = add i32 %lane3236, 16
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1084
  %1086 = load float, ptr %1085, align 4
  %1087 = fadd float %1082, %1086
  %1088 = sext i32 %lane3236 to i64
  %1089 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1088
  store float %1087, ptr %1089, align 4
  %1090 = add nsw i32 %lane3236, 1
  br label %for.cond233, !llvm.loop !52

for.end235:                                       ; preds = %for.cond233
  br label %for.cond237

for.cond237:                                      ; preds = %for.body238, %for.end235
  %lane3240 = phi i32 [ 0, %for.end235 ], [ %1102, %for.body238 ]
  %1091 = icmp slt i32 %lane3240, 8
  br i1 %1091, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %1092 = sext i32 %lane3240 to i64
  %1093 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1092
  %1094 = load float, ptr %1093, align 4
  %1095 = add i32 %lane3240, 8
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1096
  %1098 = load float, ptr %1097, align 4
  %1099 = fadd float %1094, %1098
  %1100 = sext i32 %lane3240 to i64
  %1101 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1100
  store float %1099, ptr %1101, align 4
  %1102 = add nsw i32 %lane3240, 1
  br label %for.cond237, !llvm.loop !53

for.end239:                                       ; preds = %for.cond237
  br label %for.cond241

for.cond241:                                      ; preds = %for.body242, %for.end239
  %lane3244 = phi i32 [ 0, %for.end239 ], [ %1114, %for.body242 ]
  %1103 = icmp slt i32 %lane3244, 4
  br i1 %1103, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %1104 = sext i32 %lane3244 to i64
  %1105 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = add i32 %lane3244, 4
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1108
  %1110 = load float, ptr %1109, align 4
  %1111 = fadd float %1106, %1110
  %1112 = sext i32 %lane3244 to i64
  %1113 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1112
  store float %1111, ptr %1113, align 4
  %1114 = add nsw i32 %lane3244, 1
  br label %for.cond241, !llvm.loop !54

for.end243:                                       ; preds = %for.cond241
  br label %for.cond245

for.cond245:                                      ; preds = %for.body246, %for.end243
  %lane3248 = phi i32 [ 0, %for.end243 ], [ %1126, %for.body246 ]
  %1115 = icmp slt i32 %lane3248, 2
  br i1 %1115, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %1116 = sext i32 %lane3248 to i64
  %1117 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1116
  %1118 = load float, ptr %1117, align 4
  %1119 = add i32 %lane3248, 2
  %1120 = sext i32 %1119 to i64
  %1121 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1120
  %1122 = load float, ptr %1121, align 4
  %1123 = fadd float %1118, %1122
  %1124 = sext i32 %lane3248 to i64
  %1125 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1124
  store float %1123, ptr %1125, align 4
  %1126 = add nsw i32 %lane3248, 1
  br label %for.cond245, !llvm.loop !55

for.end247:                                       ; preds = %for.cond245
  br label %for.cond249

for.cond249:                                      ; preds = %for.body250, %for.end247
  %lane3252 = phi i32 [ 0, %for.end247 ], [ %1138, %for.body250 ]
  %1127 = icmp slt i32 %lane3252, 1
  br i1 %1127, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %1128 = sext i32 %lane3252 to i64
  %1129 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1128
  %1130 = load float, ptr %1129, align 4
  %1131 = add i32 %lane3252, 1
  %1132 = sext i32 %1131 to i64
  %1133 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1132
  %1134 = load float, ptr %1133, align 4
  %1135 = fadd float %1130, %1134
  %1136 = sext i32 %lane3252 to i64
  %1137 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1136
  store float %1135, ptr %1137, align 4
  %1138 = add nsw i32 %lane3252, 1
  br label %for.cond249, !llvm.loop !56

for.end251:                                       ; preds = %for.cond249
  %1139 = sext i32 %i5 to i64
  %1140 = getelementptr inbounds float, ptr %l, i64 %1139
  store float 0.000000e+00, ptr %1140, align 4
  %1141 = sext i32 %i5 to i64
  %1142 = getelementptr inbounds float, ptr %l, i64 %1141
  %1143 = load float, ptr %1142, align 4
  %1144 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1145 = load float, ptr %1144, align 4
  %1146 = fadd float %1143, %1145
  %1147 = sext i32 %i5 to i64
  %1148 = getelementptr inbounds float, ptr %l, i64 %1147
  store float %1146, ptr %1148, align 4
  %1149 = add nsw i32 %i5, 1
  br label %for.cond210, !llvm.loop !57

for.cond253:                                      ; preds = %if.end259, %for.end212
  %i256 = phi i32 [ 0, %for.end212 ], [ %1175, %if.end259 ]
  %1150 = icmp slt i32 %i256, 4
  br i1 %1150, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %1151 = sext i32 %N to i64
  %1152 = icmp slt i64 %1151, 0
  %1153 = sext i32 %N to i64
  %1154 = icmp sgt i64 %1153, 512
  %1155 = sext i32 %N to i64
  %1156 = select i1 %1154, i64 512, i64 %1155
  %1157 = select i1 %1152, i64 0, i64 %1156
  %1158 = icmp slt i64 %1157, 0
  %1159 = sext i32 %N to i64
  %1160 = icmp slt i64 %1159, 0
  %1161 = sext i32 %N to i64
  %1162 = icmp sgt i64 %1161, 512
  %1163 = sext i32 %N to i64
  %1164 = select i1 %1162, i64 512, i64 %1163
  %1165 = select i1 %1160, i64 0, i64 %1164
  %1166 = select i1 %1158, i64 0, i64 %1165
  %tl_hi7 = trunc i64 %1166 to i32
  %1167 = mul i32 %bx, 4
  %1168 = add i32 %1167, %i256
  %1169 = icmp sle i32 0, %1168
  %1170 = mul i32 %bx, 4
  %1171 = add i32 %1170, %i256
  %1172 = icmp slt i32 %1171, %M
  %1173 = and i1 %1169, %1172
  br i1 %1173, label %if.then257, label %if.else258

for.end255:                                       ; preds = %for.cond253
  br label %if.end130

if.then257:                                       ; preds = %for.body254
  %1174 = sub i32 %tl_hi7, 0
  br label %for.cond260

if.else258:                                       ; preds = %for.body254
  br label %if.end259

if.end259:                                        ; preds = %if.else258, %for.end262
  %1175 = add nsw i32 %i256, 1
  br label %for.cond253, !llvm.loop !58

for.cond260:                                      ; preds = %for.body261, %if.then257
  %j6 = phi i32 [ 0, %if.then257 ], [ %1198, %for.body261 ]
  %1176 = icmp slt i32 %j6, %1174
  br i1 %1176, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %1177 = sext i32 %i256 to i64
  %1178 = mul nsw i64 %1177, 512
  %1179 = add i32 0, %j6
  %1180 = sext i32 %1179 to i64
  %1181 = add nsw i64 %1178, %1180
  %1182 = getelementptr inbounds float, ptr %X_f, i64 %1181
  %1183 = load float, ptr %1182, align 4
  %1184 = sext i32 %i256 to i64
  %1185 = getelementptr inbounds float, ptr %l, i64 %1184
  %1186 = load float, ptr %1185, align 4
  %1187 = fdiv float 1.000000e+00, %1186
  %1188 = fmul float %1183, %1187
  %1189 = mul i32 %bx, 4
  %1190 = add i32 %1189, %i256
  %1191 = sext i32 %1190 to i64
  %1192 = sext i32 %N to i64
  %1193 = mul nsw i64 %1191, %1192
  %1194 = add i32 0, %j6
  %1195 = sext i32 %1194 to i64
  %1196 = add nsw i64 %1193, %1195
  %1197 = getelementptr inbounds float, ptr %Y, i64 %1196
  store float %1188, ptr %1197, align 4
  %1198 = add nsw i32 %j6, 1
  br label %for.cond260, !llvm.loop !59

for.end262:                                       ; preds = %for.cond260
  br label %if.end259

if.then263:                                       ; preds = %if.else129
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
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
  %1216 = icmp slt i32 %1215, 0
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
  %1234 = icmp sgt i32 %1233, 4096
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
  %1252 = select i1 %1234, i32 4096, i32 %1251
  %1253 = select i1 %1216, i32 0, i32 %1252
  %1254 = add i32 %1253, 31
  %1255 = sdiv i32 %1254, 32
  %1256 = sub i32 0, %1254
  %1257 = select i1 false, i32 %1256, i32 %1255
  br label %for.cond266

if.else264:                                       ; preds = %if.else129
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond424

if.end265:                                        ; preds = %for.end585, %for.end268
  br label %if.end130

for.cond266:                                      ; preds = %for.end416, %if.then263
  %r = phi i32 [ 0, %if.then263 ], [ %1979, %for.end416 ]
  %1258 = icmp slt i32 %r, 4
  br i1 %1258, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  br label %for.cond269

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

for.cond269:                                      ; preds = %if.end279, %for.body267
  %i272 = phi i32 [ 0, %for.body267 ], [ %1296, %if.end279 ]
  %1259 = icmp slt i32 %i272, 1
  br i1 %1259, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
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
  %tl_hi9 = trunc i64 %1275 to i32
  br label %for.cond273

for.end271:                                       ; preds = %for.cond269
  br label %for.cond287

for.cond273:                                      ; preds = %for.body274, %for.body270
  %j276 = phi i32 [ 0, %for.body270 ], [ %1284, %for.body274 ]
  %1276 = icmp slt i32 %j276, 0
  br i1 %1276, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1277 = icmp slt i32 %j276, %N
  %1278 = select i1 %1277, float 0.000000e+00, float 0xFFF0000000000000
  %1279 = sext i32 %i272 to i64
  %1280 = mul nsw i64 %1279, 4096
  %1281 = sext i32 %j276 to i64
  %1282 = add nsw i64 %1280, %1281
  %1283 = getelementptr inbounds float, ptr %X_r, i64 %1282
  store float %1278, ptr %1283, align 4
  %1284 = add nsw i32 %j276, 1
  br label %for.cond273, !llvm.loop !60

for.end275:                                       ; preds = %for.cond273
  %1285 = mul i32 %bx, 4
  %1286 = add i32 %1285, %r
  %1287 = add i32 %1286, %i272
  %1288 = icmp sle i32 0, %1287
  %1289 = mul i32 %bx, 4
  %1290 = add i32 %1289, %r
  %1291 = add i32 %1290, %i272
  %1292 = icmp slt i32 %1291, %M
  %1293 = and i1 %1288, %1292
  br i1 %1293, label %if.then277, label %if.else278

if.then277:                                       ; preds = %for.end275
  %1294 = sub i32 %tl_hi9, 0
  br label %for.cond280

if.else278:                                       ; preds = %for.end275
  %1295 = sub i32 %tl_hi9, 0
  br label %for.cond283

if.end279:                                        ; preds = %for.end285, %for.end282
  %1296 = add nsw i32 %i272, 1
  br label %for.cond269, !llvm.loop !61

for.cond280:                                      ; preds = %for.body281, %if.then277
  %j7 = phi i32 [ 0, %if.then277 ], [ %1315, %for.body281 ]
  %1297 = icmp slt i32 %j7, %1294
  br i1 %1297, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %1298 = mul i32 %bx, 4
  %1299 = add i32 %1298, %r
  %1300 = add i32 %1299, %i272
  %1301 = sext i32 %1300 to i64
  %1302 = sext i32 %N to i64
  %1303 = mul nsw i64 %1301, %1302
  %1304 = add i32 0, %j7
  %1305 = sext i32 %1304 to i64
  %1306 = add nsw i64 %1303, %1305
  %1307 = getelementptr inbounds float, ptr %X, i64 %1306
  %1308 = load float, ptr %1307, align 4
  %1309 = sext i32 %i272 to i64
  %1310 = mul nsw i64 %1309, 4096
  %1311 = add i32 0, %j7
  %1312 = sext i32 %1311 to i64
  %1313 = add nsw i64 %1310, %1312
  %1314 = getelementptr inbounds float, ptr %X_r, i64 %1313
  store float %1308, ptr %1314, align 4
  %1315 = add nsw i32 %j7, 1
  br label %for.cond280, !llvm.loop !62

for.end282:                                       ; preds = %for.cond280
  br label %if.end279

for.cond283:                                      ; preds = %for.body284, %if.else278
  %j7286 = phi i32 [ 0, %if.else278 ], [ %1323, %for.body284 ]
  %1316 = icmp slt i32 %j7286, %1295
  br i1 %1316, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1317 = sext i32 %i272 to i64
  %1318 = mul nsw i64 %1317, 4096
  %1319 = add i32 0, %j7286
  %1320 = sext i32 %1319 to i64
  %1321 = add nsw i64 %1318, %1320
  %1322 = getelementptr inbounds float, ptr %X_r, i64 %1321
  store float 0.000000e+00, ptr %1322, align 4
  %1323 = add nsw i32 %j7286, 1
  br label %for.cond283, !llvm.loop !63

for.end285:                                       ; preds = %for.cond283
  br label %if.end279

for.cond287:                                      ; preds = %for.end344, %for.end271
  %i6 = phi i32 [ 0, %for.end271 ], [ %1585, %for.end344 ]
  %1324 = icmp slt i32 %i6, 1
  br i1 %1324, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  br label %for.cond290

for.end289:                                       ; preds = %for.cond287
  br label %for.cond348

for.cond290:                                      ; preds = %for.end295, %for.body288
  %tl_r14 = phi i32 [ 0, %for.body288 ], [ %1398, %for.end295 ]
  %1325 = icmp slt i32 %tl_r14, 1
  br i1 %1325, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1326 = sext i32 %N to i64
  %1327 = icmp slt i64 %1326, 0
  %1328 = sext i32 %N to i64
  %1329 = icmp sgt i64 %1328, 4096
  %1330 = sext i32 %N to i64
  %1331 = select i1 %1329, i64 4096, i64 %1330
  %1332 = select i1 %1327, i64 0, i64 %1331
  %1333 = icmp slt i64 %1332, 0
  %1334 = sext i32 %N to i64
  %1335 = icmp slt i64 %1334, 0
  %1336 = sext i32 %N to i64
  %1337 = icmp sgt i64 %1336, 4096
  %1338 = sext i32 %N to i64
  %1339 = select i1 %1337, i64 4096, i64 %1338
  %1340 = select i1 %1335, i64 0, i64 %1339
  %1341 = select i1 %1333, i64 0, i64 %1340
  %1342 = trunc i64 %1341 to i32
  %1343 = icmp slt i32 %1342, 0
  %1344 = sext i32 %N to i64
  %1345 = icmp slt i64 %1344, 0
  %1346 = sext i32 %N to i64
  %1347 = icmp sgt i64 %1346, 4096
  %1348 = sext i32 %N to i64
  %1349 = select i1 %1347, i64 4096, i64 %1348
  %1350 = select i1 %1345, i64 0, i64 %1349
  %1351 = icmp slt i64 %1350, 0
  %1352 = sext i32 %N to i64
  %1353 = icmp slt i64 %1352, 0
  %1354 = sext i32 %N to i64
  %1355 = icmp sgt i64 %1354, 4096
  %1356 = sext i32 %N to i64
  %1357 = select i1 %1355, i64 4096, i64 %1356
  %1358 = select i1 %1353, i64 0, i64 %1357
  %1359 = select i1 %1351, i64 0, i64 %1358
  %1360 = trunc i64 %1359 to i32
  %1361 = icmp sgt i32 %1360, 4096
  %1362 = sext i32 %N to i64
  %1363 = icmp slt i64 %1362, 0
  %1364 = sext i32 %N to i64
  %1365 = icmp sgt i64 %1364, 4096
  %1366 = sext i32 %N to i64
  %1367 = select i1 %1365, i64 4096, i64 %1366
  %1368 = select i1 %1363, i64 0, i64 %1367
  %1369 = icmp slt i64 %1368, 0
  %1370 = sext i32 %N to i64
  %1371 = icmp slt i64 %1370, 0
  %1372 = sext i32 %N to i64
  %1373 = icmp sgt i64 %1372, 4096
  %1374 = sext i32 %N to i64
  %1375 = select i1 %1373, i64 4096, i64 %1374
  %1376 = select i1 %1371, i64 0, i64 %1375
  %1377 = select i1 %1369, i64 0, i64 %1376
  %1378 = trunc i64 %1377 to i32
  %1379 = select i1 %1361, i32 4096, i32 %1378
  %tl_pad_from15 = select i1 %1343, i32 0, i32 %1379
  %1380 = mul i32 %1257, 32
  %1381 = icmp slt i32 %1380, 32
  %1382 = mul i32 %1257, 32
  %1383 = select i1 %1381, i32 32, i32 %1382
  %1384 = icmp slt i32 %1383, 4096
  %1385 = mul i32 %1257, 32
  %1386 = icmp slt i32 %1385, 32
  %1387 = mul i32 %1257, 32
  %1388 = select i1 %1386, i32 32, i32 %1387
  %1389 = select i1 %1384, i32 %1388, i32 4096
  %tl_pad_n17 = sub i32 %1389, %tl_pad_from15
  br label %for.cond293

for.end292:                                       ; preds = %for.cond290
  br label %for.cond296

for.cond293:                                      ; preds = %for.body294, %for.body291
  %tl_pad_k18 = phi i32 [ 0, %for.body291 ], [ %1397, %for.body294 ]
  %1390 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1390, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1391 = sext i32 %tl_r14 to i64
  %1392 = mul nsw i64 %1391, 4096
  %1393 = add i32 %tl_pad_from15, %tl_pad_k18
  %1394 = sext i32 %1393 to i64
  %1395 = add nsw i64 %1392, %1394
  %1396 = getelementptr inbounds float, ptr %X_r, i64 %1395
  store float 0xFFF0000000000000, ptr %1396, align 4
  %1397 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond293, !llvm.loop !64

for.end295:                                       ; preds = %for.cond293
  %1398 = add nsw i32 %tl_r14, 1
  br label %for.cond290, !llvm.loop !65

for.cond296:                                      ; preds = %for.body297, %for.end292
  %lane4 = phi i32 [ 0, %for.end292 ], [ %1423, %for.body297 ]
  %1399 = icmp slt i32 %lane4, 32
  br i1 %1399, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1400 = sext i32 %i6 to i64
  %1401 = mul nsw i64 %1400, 4096
  %1402 = sext i32 %lane4 to i64
  %1403 = add nsw i64 %1401, %1402
  %1404 = getelementptr inbounds float, ptr %X_r, i64 %1403
  %1405 = load float, ptr %1404, align 4
  %1406 = sext i32 %i6 to i64
  %1407 = mul nsw i64 %1406, 4096
  %1408 = sext i32 %lane4 to i64
  %1409 = add nsw i64 %1407, %1408
  %1410 = getelementptr inbounds float, ptr %X_r, i64 %1409
  %1411 = load float, ptr %1410, align 4
  %1412 = fcmp une float %1405, %1411
  %1413 = sext i32 %i6 to i64
  %1414 = mul nsw i64 %1413, 4096
  %1415 = sext i32 %lane4 to i64
  %1416 = add nsw i64 %1414, %1415
  %1417 = call i64 @llvm.umin.i64(i64 %1416, i64 4095)
  %1418 = getelementptr inbounds float, ptr %X_r, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = select i1 %1412, float 0xFFF0000000000000, float %1419
  %1421 = sext i32 %lane4 to i64
  %1422 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1421
  store float %1420, ptr %1422, align 4
  %1423 = add nsw i32 %lane4, 1
  br label %for.cond296, !llvm.loop !66

for.end298:                                       ; preds = %for.cond296
  %1424 = sub i32 %1257, 1
  %1425 = icmp slt i32 %1424, 0
  %1426 = sub i32 %1257, 1
  %1427 = select i1 %1425, i32 0, i32 %1426
  %tl_steps20 = select i1 true, i32 %1427, i32 127
  %1428 = icmp eq i32 %tl_steps20, 127
  br i1 %1428, label %if.then299, label %if.else300

if.then299:                                       ; preds = %for.end298
  br label %for.cond302

if.else300:                                       ; preds = %for.end298
  br label %if.end301

if.end301:                                        ; preds = %if.else300, %for.end304
  br label %for.cond308

for.cond302:                                      ; preds = %for.end307, %if.then299
  %tl_r21 = phi i32 [ 0, %if.then299 ], [ %1492, %for.end307 ]
  %1429 = icmp slt i32 %tl_r21, 1
  br i1 %1429, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %1430 = sext i32 %N to i64
  %1431 = icmp slt i64 %1430, 0
  %1432 = sext i32 %N to i64
  %1433 = icmp sgt i64 %1432, 4096
  %1434 = sext i32 %N to i64
  %1435 = select i1 %1433, i64 4096, i64 %1434
  %1436 = select i1 %1431, i64 0, i64 %1435
  %1437 = icmp slt i64 %1436, 0
  %1438 = sext i32 %N to i64
  %1439 = icmp slt i64 %1438, 0
  %1440 = sext i32 %N to i64
  %1441 = icmp sgt i64 %1440, 4096
  %1442 = sext i32 %N to i64
  %1443 = select i1 %1441, i64 4096, i64 %1442
  %1444 = select i1 %1439, i64 0, i64 %1443
  %1445 = select i1 %1437, i64 0, i64 %1444
  %1446 = trunc i64 %1445 to i32
  %1447 = icmp slt i32 %1446, 0
  %1448 = sext i32 %N to i64
  %1449 = icmp slt i64 %1448, 0
  %1450 = sext i32 %N to i64
  %1451 = icmp sgt i64 %1450, 4096
  %1452 = sext i32 %N to i64
  %1453 = select i1 %1451, i64 4096, i64 %1452
  %1454 = select i1 %1449, i64 0, i64 %1453
  %1455 = icmp slt i64 %1454, 0
  %1456 = sext i32 %N to i64
  %1457 = icmp slt i64 %1456, 0
  %1458 = sext i32 %N to i64
  %1459 = icmp sgt i64 %1458, 4096
  %1460 = sext i32 %N to i64
  %1461 = select i1 %1459, i64 4096, i64 %1460
  %1462 = select i1 %1457, i64 0, i64 %1461
  %1463 = select i1 %1455, i64 0, i64 %1462
  %1464 = trunc i64 %1463 to i32
  %1465 = icmp sgt i32 %1464, 4096
  %1466 = sext i32 %N to i64
  %1467 = icmp slt i64 %1466, 0
  %1468 = sext i32 %N to i64
  %1469 = icmp sgt i64 %1468, 4096
  %1470 = sext i32 %N to i64
  %1471 = select i1 %1469, i64 4096, i64 %1470
  %1472 = select i1 %1467, i64 0, i64 %1471
  %1473 = icmp slt i64 %1472, 0
  %1474 = sext i32 %N to i64
  %1475 = icmp slt i64 %1474, 0
  %1476 = sext i32 %N to i64
  %1477 = icmp sgt i64 %1476, 4096
  %1478 = sext i32 %N to i64
  %1479 = select i1 %1477, i64 4096, i64 %1478
  %1480 = select i1 %1475, i64 0, i64 %1479
  %1481 = select i1 %1473, i64 0, i64 %1480
  %1482 = trunc i64 %1481 to i32
  %1483 = select i1 %1465, i32 4096, i32 %1482
  %tl_pad_from22 = select i1 %1447, i32 0, i32 %1483
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond305

for.end304:                                       ; preds = %for.cond302
  br label %if.end301

for.cond305:                                      ; preds = %for.body306, %for.body303
  %tl_pad_k25 = phi i32 [ 0, %for.body303 ], [ %1491, %for.body306 ]
  %1484 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1484, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %1485 = sext i32 %tl_r21 to i64
  %1486 = mul nsw i64 %1485, 4096
  %1487 = add i32 %tl_pad_from22, %tl_pad_k25
  %1488 = sext i32 %1487 to i64
  %1489 = add nsw i64 %1486, %1488
  %1490 = getelementptr inbounds float, ptr %X_r, i64 %1489
  store float 0xFFF0000000000000, ptr %1490, align 4
  %1491 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond305, !llvm.loop !67

for.end307:                                       ; preds = %for.cond305
  %1492 = add nsw i32 %tl_r21, 1
  br label %for.cond302, !llvm.loop !68

for.cond308:                                      ; preds = %for.end313, %if.end301
  %red4 = phi i32 [ 0, %if.end301 ], [ %1511, %for.end313 ]
  %1493 = icmp slt i32 %red4, %tl_steps20
  br i1 %1493, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  br label %for.cond311

for.end310:                                       ; preds = %for.cond308
  %1494 = icmp slt i32 %tl_steps20, 127
  br i1 %1494, label %if.then315, label %if.else316

for.cond311:                                      ; preds = %for.body312, %for.body309
  %lane4314 = phi i32 [ 0, %for.body309 ], [ %1510, %for.body312 ]
  %1495 = icmp slt i32 %lane4314, 32
  br i1 %1495, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %1496 = sext i32 %lane4314 to i64
  %1497 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1496
  %lane_acc2 = load float, ptr %1497, align 4
  %1498 = sext i32 %i6 to i64
  %1499 = mul nsw i64 %1498, 4096
  %1500 = add i32 %red4, 1
  %1501 = mul i32 %1500, 32
  %1502 = add i32 %1501, %lane4314
  %1503 = sext i32 %1502 to i64
  %1504 = add nsw i64 %1499, %1503
  %1505 = getelementptr inbounds float, ptr %X_r, i64 %1504
  %lane_next2 = load float, ptr %1505, align 4
  %1506 = fcmp ogt float %lane_next2, %lane_acc2
  %1507 = select i1 %1506, float %lane_next2, float %lane_acc2
  %1508 = sext i32 %lane4314 to i64
  %1509 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1508
  store float %1507, ptr %1509, align 4
  %1510 = add nsw i32 %lane4314, 1
  br label %for.cond311, !llvm.loop !69

for.end313:                                       ; preds = %for.cond311
  %1511 = add nsw i32 %red4, 1
  br label %for.cond308, !llvm.loop !70

if.then315:                                       ; preds = %for.end310
  %1512 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1513 = load float, ptr %1512, align 4
  %1514 = fcmp ogt float 0xFFF0000000000000, %1513
  %1515 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1516 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1515
  %1517 = load float, ptr %1516, align 4
  %1518 = select i1 %1514, float 0xFFF0000000000000, float %1517
  %1519 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1518, ptr %1519, align 4
  br label %if.end317

if.else316:                                       ; preds = %for.end310
  br label %if.end317

if.end317:                                        ; preds = %if.else316, %if.then315
  br label %for.cond318

for.cond318:                                      ; preds = %for.body319, %if.end317
  %lane4321 = phi i32 [ 0, %if.end317 ], [ %1530, %for.body319 ]
  %1520 = icmp slt i32 %lane4321, 16
  br i1 %1520, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1521 = sext i32 %lane4321 to i64
  %1522 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1521
  %lane_acc2322 = load float, ptr %1522, align 4
  %1523 = add i32 %lane4321, 16
  %1524 = sext i32 %1523 to i64
  %1525 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1524
  %lane_next2323 = load float, ptr %1525, align 4
  %1526 = fcmp ogt float %lane_next2323, %lane_acc2322
  %1527 = select i1 %1526, float %lane_next2323, float %lane_acc2322
  %1528 = sext i32 %lane4321 to i64
  %1529 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1528
  store float %1527, ptr %1529, align 4
  %1530 = add nsw i32 %lane4321, 1
  br label %for.cond318, !llvm.loop !71

for.end320:                                       ; preds = %for.cond318
  br label %for.cond324

for.cond324:                                      ; preds = %for.body325, %for.end320
  %lane4327 = phi i32 [ 0, %for.end320 ], [ %1541, %for.body325 ]
  %1531 = icmp slt i32 %lane4327, 8
  br i1 %1531, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1532 = sext i32 %lane4327 to i64
  %1533 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1532
  %lane_acc2328 = load float, ptr %1533, align 4
  %1534 = add i32 %lane4327, 8
  %1535 = sext i32 %1534 to i64
  %1536 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1535
  %lane_next2329 = load float, ptr %1536, align 4
  %1537 = fcmp ogt float %lane_next2329, %lane_acc2328
  %1538 = select i1 %1537, float %lane_next2329, float %lane_acc2328
  %1539 = sext i32 %lane4327 to i64
  %1540 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1539
  store float %1538, ptr %1540, align 4
  %1541 = add nsw i32 %lane4327, 1
  br label %for.cond324, !llvm.loop !72

for.end326:                                       ; preds = %for.cond324
  br label %for.cond330

for.cond330:                                      ; preds = %for.body331, %for.end326
  %lane4333 = phi i32 [ 0, %for.end326 ], [ %1552, %for.body331 ]
  %1542 = icmp slt i32 %lane4333, 4
  br i1 %1542, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  %1543 = sext i32 %lane4333 to i64
  %1544 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1543
  %lane_acc2334 = load float, ptr %1544, align 4
  %1545 = add i32 %lane4333, 4
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1546
  %lane_next2335 = load float, ptr %1547, align 4
  %1548 = fcmp ogt float %lane_next2335, %lane_acc2334
  %1549 = select i1 %1548, float %lane_next2335, float %lane_acc2334
  %1550 = sext i32 %lane4333 to i64
  %1551 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1550
  store float %1549, ptr %1551, align 4
  %1552 = add nsw i32 %lane4333, 1
  br label %for.cond330, !llvm.loop !73

for.end332:                                       ; preds = %for.cond330
  br label %for.cond336

for.cond336:                                      ; preds = %for.body337, %for.end332
  %lane4339 = phi i32 [ 0, %for.end332 ], [ %1563, %for.body337 ]
  %1553 = icmp slt i32 %lane4339, 2
  br i1 %1553, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1554 = sext i32 %lane4339 to i64
  %1555 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1554
  %lane_acc2340 = load float, ptr %1555, align 4
  %1556 = add i32 %lane4339, 2
  %1557 = sext i32 %1556 to i64
  %1558 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1557
  %lane_next2341 = load float, ptr %1558, align 4
  %1559 = fcmp ogt float %lane_next2341, %lane_acc2340
  %1560 = select i1 %1559, float %lane_next2341, float %lane_acc2340
  %1561 = sext i32 %lane4339 to i64
  %1562 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1561
  store float %1560, ptr %1562, align 4
  %1563 = add nsw i32 %lane4339, 1
  br label %for.cond336, !llvm.loop !74

for.end338:                                       ; preds = %for.cond336
  br label %for.cond342

for.cond342:                                      ; preds = %for.body343, %for.end338
  %lane4345 = phi i32 [ 0, %for.end338 ], [ %1574, %for.body343 ]
  %1564 = icmp slt i32 %lane4345, 1
  br i1 %1564, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  %1565 = sext i32 %lane4345 to i64
  %1566 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1565
  %lane_acc2346 = load float, ptr %1566, align 4
  %1567 = add i32 %lane4345, 1
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1568
  %lane_next2347 = load float, ptr %1569, align 4
  %1570 = fcmp ogt float %lane_next2347, %lane_acc2346
  %1571 = select i1 %1570, float %lane_next2347, float %lane_acc2346
  %1572 = sext i32 %lane4345 to i64
  %1573 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1572
  store float %1571, ptr %1573, align 4
  %1574 = add nsw i32 %lane4345, 1
  br label %for.cond342, !llvm.loop !75

for.end344:                                       ; preds = %for.cond342
  %1575 = sext i32 %i6 to i64
  %1576 = getelementptr inbounds float, ptr %m_r, i64 %1575
  store float 0xFFF0000000000000, ptr %1576, align 4
  %1577 = sext i32 %i6 to i64
  %1578 = getelementptr inbounds float, ptr %m_r, i64 %1577
  %1579 = load float, ptr %1578, align 4
  %1580 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1581 = load float, ptr %1580, align 4
  %1582 = call float @llvm.maxnum.f32(float %1579, float %1581)
  %1583 = sext i32 %i6 to i64
  %1584 = getelementptr inbounds float, ptr %m_r, i64 %1583
  store float %1582, ptr %1584, align 4
  %1585 = add nsw i32 %i6, 1
  br label %for.cond287, !llvm.loop !76

for.cond348:                                      ; preds = %for.end354, %for.end289
  %i351 = phi i32 [ 0, %for.end289 ], [ %1658, %for.end354 ]
  %1586 = icmp slt i32 %i351, 1
  br i1 %1586, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1587 = sext i32 %N to i64
  %1588 = icmp slt i64 %1587, 0
  %1589 = sext i32 %N to i64
  %1590 = icmp sgt i64 %1589, 4096
  %1591 = sext i32 %N to i64
  %1592 = select i1 %1590, i64 4096, i64 %1591
  %1593 = select i1 %1588, i64 0, i64 %1592
  %1594 = icmp slt i64 %1593, 0
  %1595 = sext i32 %N to i64
  %1596 = icmp slt i64 %1595, 0
  %1597 = sext i32 %N to i64
  %1598 = icmp sgt i64 %1597, 4096
  %1599 = sext i32 %N to i64
  %1600 = select i1 %1598, i64 4096, i64 %1599
  %1601 = select i1 %1596, i64 0, i64 %1600
  %1602 = select i1 %1594, i64 0, i64 %1601
  %1603 = trunc i64 %1602 to i32
  %1604 = icmp slt i32 %1603, 0
  %1605 = sext i32 %N to i64
  %1606 = icmp slt i64 %1605, 0
  %1607 = sext i32 %N to i64
  %1608 = icmp sgt i64 %1607, 4096
  %1609 = sext i32 %N to i64
  %1610 = select i1 %1608, i64 4096, i64 %1609
  %1611 = select i1 %1606, i64 0, i64 %1610
  %1612 = icmp slt i64 %1611, 0
  %1613 = sext i32 %N to i64
  %1614 = icmp slt i64 %1613, 0
  %1615 = sext i32 %N to i64
  %1616 = icmp sgt i64 %1615, 4096
  %1617 = sext i32 %N to i64
  %1618 = select i1 %1616, i64 4096, i64 %1617
  %1619 = select i1 %1614, i64 0, i64 %1618
  %1620 = select i1 %1612, i64 0, i64 %1619
  %1621 = trunc i64 %1620 to i32
  %1622 = icmp sgt i32 %1621, 4096
  %1623 = sext i32 %N to i64
  %1624 = icmp slt i64 %1623, 0
  %1625 = sext i32 %N to i64
  %1626 = icmp sgt i64 %1625, 4096
  %1627 = sext i32 %N to i64
  %1628 = select i1 %1626, i64 4096, i64 %1627
  %1629 = select i1 %1624, i64 0, i64 %1628
  %1630 = icmp slt i64 %1629, 0
  %1631 = sext i32 %N to i64
  %1632 = icmp slt i64 %1631, 0
  %1633 = sext i32 %N to i64
  %1634 = icmp sgt i64 %1633, 4096
  %1635 = sext i32 %N to i64
  %1636 = select i1 %1634, i64 4096, i64 %1635
  %1637 = select i1 %1632, i64 0, i64 %1636
  %1638 = select i1 %1630, i64 0, i64 %1637
  %1639 = trunc i64 %1638 to i32
  %1640 = select i1 %1622, i32 4096, i32 %1639
  %tl_cols26 = select i1 %1604, i32 0, i32 %1640
  br label %for.cond352

for.end350:                                       ; preds = %for.cond348
  br label %for.cond356

for.cond352:                                      ; preds = %for.body353, %for.body349
  %j355 = phi i32 [ 0, %for.body349 ], [ %1657, %for.body353 ]
  %1641 = icmp slt i32 %j355, %tl_cols26
  br i1 %1641, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1642 = sext i32 %i351 to i64
  %1643 = mul nsw i64 %1642, 4096
  %1644 = sext i32 %j355 to i64
  %1645 = add nsw i64 %1643, %1644
  %1646 = getelementptr inbounds float, ptr %X_r, i64 %1645
  %1647 = load float, ptr %1646, align 4
  %1648 = getelementptr inbounds float, ptr %m_r, i64 0
  %1649 = load float, ptr %1648, align 4
  %1650 = fsub float %1647, %1649
  %1651 = call float @tilec_expf(float %1650)
  %1652 = sext i32 %i351 to i64
  %1653 = mul nsw i64 %1652, 4096
  %1654 = sext i32 %j355 to i64
  %1655 = add nsw i64 %1653, %1654
  %1656 = getelementptr inbounds float, ptr %X_r, i64 %1655
  store float %1651, ptr %1656, align 4
  %1657 = add nsw i32 %j355, 1
  br label %for.cond352, !llvm.loop !77

for.end354:                                       ; preds = %for.cond352
  %1658 = add nsw i32 %i351, 1
  br label %for.cond348, !llvm.loop !78

for.cond356:                                      ; preds = %for.end412, %for.end350
  %i7 = phi i32 [ 0, %for.end350 ], [ %1952, %for.end412 ]
  %1659 = icmp slt i32 %i7, 1
  br i1 %1659, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  br label %for.cond359

for.end358:                                       ; preds = %for.cond356
  br label %for.cond414

for.cond359:                                      ; preds = %for.end364, %for.body357
  %tl_r28 = phi i32 [ 0, %for.body357 ], [ %1736, %for.end364 ]
  %1660 = icmp slt i32 %tl_r28, 1
  br i1 %1660, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1661 = sext i32 %N to i64
  %1662 = icmp slt i64 %1661, 0
  %1663 = sext i32 %N to i64
  %1664 = icmp sgt i64 %1663, 4096
  %1665 = sext i32 %N to i64
  %1666 = select i1 %1664, i64 4096, i64 %1665
  %1667 = select i1 %1662, i64 0, i64 %1666
  %1668 = icmp slt i64 %1667, 0
  %1669 = sext i32 %N to i64
  %1670 = icmp slt i64 %1669, 0
  %1671 = sext i32 %N to i64
  %1672 = icmp sgt i64 %1671, 4096
  %1673 = sext i32 %N to i64
  %1674 = select i1 %1672, i64 4096, i64 %1673
  %1675 = select i1 %1670, i64 0, i64 %1674
  %1676 = select i1 %1668, i64 0, i64 %1675
  %1677 = trunc i64 %1676 to i32
  %1678 = icmp slt i32 %1677, 0
  %1679 = sext i32 %N to i64
  %1680 = icmp slt i64 %1679, 0
  %1681 = sext i32 %N to i64
  %1682 = icmp sgt i64 %1681, 4096
  %1683 = sext i32 %N to i64
  %1684 = select i1 %1682, i64 4096, i64 %1683
  %1685 = select i1 %1680, i64 0, i64 %1684
  %1686 = icmp slt i64 %1685, 0
  %1687 = sext i32 %N to i64
  %1688 = icmp slt i64 %1687, 0
  %1689 = sext i32 %N to i64
  %1690 = icmp sgt i64 %1689, 4096
  %1691 = sext i32 %N to i64
  %1692 = select i1 %1690, i64 4096, i64 %1691
  %1693 = select i1 %1688, i64 0, i64 %1692
  %1694 = select i1 %1686, i64 0, i64 %1693
  %1695 = trunc i64 %1694 to i32
  %1696 = icmp sgt i32 %1695, 4096
  %1697 = sext i32 %N to i64
  %1698 = icmp slt i64 %1697, 0
  %1699 = sext i32 %N to i64
  %1700 = icmp sgt i64 %1699, 4096
  %1701 = sext i32 %N to i64
  %1702 = select i1 %1700, i64 4096, i64 %1701
  %1703 = select i1 %1698, i64 0, i64 %1702
  %1704 = icmp slt i64 %1703, 0
  %1705 = sext i32 %N to i64
  %1706 = icmp slt i64 %1705, 0
  %1707 = sext i32 %N to i64
  %1708 = icmp sgt i64 %1707, 4096
  %1709 = sext i32 %N to i64
  %1710 = select i1 %1708, i64 4096, i64 %1709
  %1711 = select i1 %1706, i64 0, i64 %1710
  %1712 = select i1 %1704, i64 0, i64 %1711
  %1713 = trunc i64 %1712 to i32
  %1714 = select i1 %1696, i32 4096, i32 %1713
  %tl_pad_from29 = select i1 %1678, i32 0, i32 %1714
  %1715 = getelementptr inbounds float, ptr %m_r, i64 0
  %1716 = load float, ptr %1715, align 4
  %1717 = fsub float 0xFFF0000000000000, %1716
  %tl_pad_v30 = call float @tilec_expf(float %1717)
  %1718 = mul i32 %1257, 32
  %1719 = icmp slt i32 %1718, 32
  %1720 = mul i32 %1257, 32
  %1721 = select i1 %1719, i32 32, i32 %1720
  %1722 = icmp slt i32 %1721, 4096
  %1723 = mul i32 %1257, 32
  %1724 = icmp slt i32 %1723, 32
  %1725 = mul i32 %1257, 32
  %1726 = select i1 %1724, i32 32, i32 %1725
  %1727 = select i1 %1722, i32 %1726, i32 4096
  %tl_pad_n31 = sub i32 %1727, %tl_pad_from29
  br label %for.cond362

for.end361:                                       ; preds = %for.cond359
  br label %for.cond365

for.cond362:                                      ; preds = %for.body363, %for.body360
  %tl_pad_k32 = phi i32 [ 0, %for.body360 ], [ %1735, %for.body363 ]
  %1728 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1728, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1729 = sext i32 %tl_r28 to i64
  %1730 = mul nsw i64 %1729, 4096
  %1731 = add i32 %tl_pad_from29, %tl_pad_k32
  %1732 = sext i32 %1731 to i64
  %1733 = add nsw i64 %1730, %1732
  %1734 = getelementptr inbounds float, ptr %X_r, i64 %1733
  store float %tl_pad_v30, ptr %1734, align 4
  %1735 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond362, !llvm.loop !79

for.end364:                                       ; preds = %for.cond362
  %1736 = add nsw i32 %tl_r28, 1
  br label %for.cond359, !llvm.loop !80

for.cond365:                                      ; preds = %for.body366, %for.end361
  %lane5 = phi i32 [ 0, %for.end361 ], [ %1746, %for.body366 ]
  %1737 = icmp slt i32 %lane5, 32
  br i1 %1737, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1738 = sext i32 %i7 to i64
  %1739 = mul nsw i64 %1738, 4096
  %1740 = sext i32 %lane5 to i64
  %1741 = add nsw i64 %1739, %1740
  %1742 = getelementptr inbounds float, ptr %X_r, i64 %1741
  %1743 = load float, ptr %1742, align 4
  %1744 = sext i32 %lane5 to i64
  %1745 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1744
  store float %1743, ptr %1745, align 4
  %1746 = add nsw i32 %lane5, 1
  br label %for.cond365, !llvm.loop !81

for.end367:                                       ; preds = %for.cond365
  %1747 = getelementptr inbounds float, ptr %m_r, i64 0
  %1748 = load float, ptr %1747, align 4
  %1749 = fsub float 0xFFF0000000000000, %1748
  %tl_pad33 = call float @tilec_expf(float %1749)
  %1750 = fadd float %tl_pad33, %tl_pad33
  %1751 = fcmp oeq float %1750, %tl_pad33
  %1752 = fcmp une float %tl_pad33, %tl_pad33
  %1753 = or i1 %1751, %1752
  %1754 = sub i32 %1257, 1
  %1755 = icmp slt i32 %1754, 0
  %1756 = sub i32 %1257, 1
  %1757 = select i1 %1755, i32 0, i32 %1756
  %tl_steps34 = select i1 %1753, i32 %1757, i32 127
  %1758 = icmp eq i32 %tl_steps34, 127
  br i1 %1758, label %if.then368, label %if.else369

if.then368:                                       ; preds = %for.end367
  br label %for.cond371

if.else369:                                       ; preds = %for.end367
  br label %if.end370

if.end370:                                        ; preds = %if.else369, %for.end373
  %1759 = sdiv i32 %tl_steps34, 2
  %1760 = sub i32 0, %tl_steps34
  %1761 = select i1 false, i32 %1760, i32 %1759
  br label %for.cond377

for.cond371:                                      ; preds = %for.end376, %if.then368
  %tl_r35 = phi i32 [ 0, %if.then368 ], [ %1828, %for.end376 ]
  %1762 = icmp slt i32 %tl_r35, 1
  br i1 %1762, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1763 = sext i32 %N to i64
  %1764 = icmp slt i64 %1763, 0
  %1765 = sext i32 %N to i64
  %1766 = icmp sgt i64 %1765, 4096
  %1767 = sext i32 %N to i64
  %1768 = select i1 %1766, i64 4096, i64 %1767
  %1769 = select i1 %1764, i64 0, i64 %1768
  %1770 = icmp slt i64 %1769, 0
  %1771 = sext i32 %N to i64
  %1772 = icmp slt i64 %1771, 0
  %1773 = sext i32 %N to i64
  %1774 = icmp sgt i64 %1773, 4096
  %1775 = sext i32 %N to i64
  %1776 = select i1 %1774, i64 4096, i64 %1775
  %1777 = select i1 %1772, i64 0, i64 %1776
  %1778 = select i1 %1770, i64 0, i64 %1777
  %1779 = trunc i64 %1778 to i32
  %1780 = icmp slt i32 %1779, 0
  %1781 = sext i32 %N to i64
  %1782 = icmp slt i64 %1781, 0
  %1783 = sext i32 %N to i64
  %1784 = icmp sgt i64 %1783, 4096
  %1785 = sext i32 %N to i64
  %1786 = select i1 %1784, i64 4096, i64 %1785
  %1787 = select i1 %1782, i64 0, i64 %1786
  %1788 = icmp slt i64 %1787, 0
  %1789 = sext i32 %N to i64
  %1790 = icmp slt i64 %1789, 0
  %1791 = sext i32 %N to i64
  %1792 = icmp sgt i64 %1791, 4096
  %1793 = sext i32 %N to i64
  %1794 = select i1 %1792, i64 4096, i64 %1793
  %1795 = select i1 %1790, i64 0, i64 %1794
  %1796 = select i1 %1788, i64 0, i64 %1795
  %1797 = trunc i64 %1796 to i32
  %1798 = icmp sgt i32 %1797, 4096
  %1799 = sext i32 %N to i64
  %1800 = icmp slt i64 %1799, 0
  %1801 = sext i32 %N to i64
  %1802 = icmp sgt i64 %1801, 4096
  %1803 = sext i32 %N to i64
  %1804 = select i1 %1802, i64 4096, i64 %1803
  %1805 = select i1 %1800, i64 0, i64 %1804
  %1806 = icmp slt i64 %1805, 0
  %1807 = sext i32 %N to i64
  %1808 = icmp slt i64 %1807, 0
  %1809 = sext i32 %N to i64
  %1810 = icmp sgt i64 %1809, 4096
  %1811 = sext i32 %N to i64
  %1812 = select i1 %1810, i64 4096, i64 %1811
  %1813 = select i1 %1808, i64 0, i64 %1812
  %1814 = select i1 %1806, i64 0, i64 %1813
  %1815 = trunc i64 %1814 to i32
  %1816 = select i1 %1798, i32 4096, i32 %1815
  %tl_pad_from36 = select i1 %1780, i32 0, i32 %1816
  %1817 = getelementptr inbounds float, ptr %m_r, i64 0
  %1818 = load float, ptr %1817, align 4
  %1819 = fsub float 0xFFF0000000000000, %1818
  %tl_pad_v37 = call float @tilec_expf(float %1819)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond374

for.end373:                                       ; preds = %for.cond371
  br label %if.end370

for.cond374:                                      ; preds = %for.body375, %for.body372
  %tl_pad_k39 = phi i32 [ 0, %for.body372 ], [ %1827, %for.body375 ]
  %1820 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1820, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1821 = sext i32 %tl_r35 to i64
  %1822 = mul nsw i64 %1821, 4096
  %1823 = add i32 %tl_pad_from36, %tl_pad_k39
  %1824 = sext i32 %1823 to i64
  %1825 = add nsw i64 %1822, %1824
  %1826 = getelementptr inbounds float, ptr %X_r, i64 %1825
  store float %tl_pad_v37, ptr %1826, align 4
  %1827 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond374, !llvm.loop !82

for.end376:                                       ; preds = %for.cond374
  %1828 = add nsw i32 %tl_r35, 1
  br label %for.cond371, !llvm.loop !83

for.cond377:                                      ; preds = %for.end382, %if.end370
  %red52 = phi i32 [ 0, %if.end370 ], [ %1860, %for.end382 ]
  %1829 = icmp slt i32 %red52, %1761
  br i1 %1829, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  br label %for.cond380

for.end379:                                       ; preds = %for.cond377
  %1830 = srem i32 %tl_steps34, 2
  %1831 = icmp eq i32 %1830, 1
  br i1 %1831, label %if.then384, label %if.else385

for.cond380:                                      ; preds = %for.body381, %for.body378
  %lane5383 = phi i32 [ 0, %for.body378 ], [ %1859, %for.body381 ]
  %1832 = icmp slt i32 %lane5383, 32
  br i1 %1832, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1833 = sext i32 %lane5383 to i64
  %1834 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1833
  %1835 = load float, ptr %1834, align 4
  %1836 = sext i32 %i7 to i64
  %1837 = mul nsw i64 %1836, 4096
  %1838 = mul i32 2, %red52
  %1839 = add i32 %1838, 1
  %1840 = mul i32 %1839, 32
  %1841 = add i32 %1840, %lane5383
  %1842 = sext i32 %1841 to i64
  %1843 = add nsw i64 %1837, %1842
  %1844 = getelementptr inbounds float, ptr %X_r, i64 %1843
  %1845 = load float, ptr %1844, align 4
  %tl_pair53 = fadd float %1835, %1845
  %1846 = sext i32 %i7 to i64
  %1847 = mul nsw i64 %1846, 4096
  %1848 = mul i32 2, %red52
  %1849 = add i32 %1848, 2
  %1850 = mul i32 %1849, 32
  %1851 = add i32 %1850, %lane5383
  %1852 = sext i32 %1851 to i64
  %1853 = add nsw i64 %1847, %1852
  %1854 = getelementptr inbounds float, ptr %X_r, i64 %1853
  %1855 = load float, ptr %1854, align 4
  %1856 = fadd float %tl_pair53, %1855
  %1857 = sext i32 %lane5383 to i64
  %1858 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1857
  store float %1856, ptr %1858, align 4
  %1859 = add nsw i32 %lane5383, 1
  br label %for.cond380, !llvm.loop !84

for.end382:                                       ; preds = %for.cond380
  %1860 = add nsw i32 %red52, 1
  br label %for.cond377, !llvm.loop !85

if.then384:                                       ; preds = %for.end379
  br label %for.cond387

if.else385:                                       ; preds = %for.end379
  br label %if.end386

if.end386:                                        ; preds = %if.else385, %for.end389
  %1861 = icmp slt i32 %tl_steps34, 127
  br i1 %1861, label %if.then391, label %if.else392

for.cond387:                                      ; preds = %for.body388, %if.then384
  %lane5390 = phi i32 [ 0, %if.then384 ], [ %1877, %for.body388 ]
  %1862 = icmp slt i32 %lane5390, 32
  br i1 %1862, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1863 = sext i32 %lane5390 to i64
  %1864 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1863
  %1865 = load float, ptr %1864, align 4
  %1866 = sext i32 %i7 to i64
  %1867 = mul nsw i64 %1866, 4096
  %1868 = mul i32 %tl_steps34, 32
  %1869 = add i32 %1868, %lane5390
  %1870 = sext i32 %1869 to i64
  %1871 = add nsw i64 %1867, %1870
  %1872 = getelementptr inbounds float, ptr %X_r, i64 %1871
  %1873 = load float, ptr %1872, align 4
  %1874 = fadd float %1865, %1873
  %1875 = sext i32 %lane5390 to i64
  %1876 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1875
  store float %1874, ptr %1876, align 4
  %1877 = add nsw i32 %lane5390, 1
  br label %for.cond387, !llvm.loop !86

for.end389:                                       ; preds = %for.cond387
  br label %if.end386

if.then391:                                       ; preds = %if.end386
  %1878 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1879 = load float, ptr %1878, align 4
  %1880 = fadd float %1879, %tl_pad33
  %1881 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1880, ptr %1881, align 4
  br label %if.end393

if.else392:                                       ; preds = %if.end386
  br label %if.end393

if.end393:                                        ; preds = %if.else392, %if.then391
  br label %for.cond394

for.cond394:                                      ; preds = %for.body395, %if.end393
  %lane5397 = phi i32 [ 0, %if.end393 ], [ %1893, %for.body395 ]
  %1882 = icmp slt i32 %lane5397, 16
  br i1 %1882, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  %1883 = sext i32 %lane5397 to i64
  %1884 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1883
  %1885 = load float, ptr %1884, align 4
  %1886 = add i32 %lane5397, 16
  %1887 = sext i32 %1886 to i64
  %1888 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1887
  %1889 = load float, ptr %1888, align 4
  %1890 = fadd float %1885, %1889
  %1891 = sext i32 %lane5397 to i64
  %1892 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1891
  store float %1890, ptr %1892, align 4
  %1893 = add nsw i32 %lane5397, 1
  br label %for.cond394, !llvm.loop !87

for.end396:                                       ; preds = %for.cond394
  br label %for.cond398

for.cond398:                                      ; preds = %for.body399, %for.end396
  %lane5401 = phi i32 [ 0, %for.end396 ], [ %1905, %for.body399 ]
  %1894 = icmp slt i32 %lane5401, 8
  br i1 %1894, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %1895 = sext i32 %lane5401 to i64
  %1896 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1895
  %1897 = load float, ptr %1896, align 4
  %1898 = add i32 %lane5401, 8
  %1899 = sext i32 %1898 to i64
  %1900 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1899
  %1901 = load float, ptr %1900, align 4
  %1902 = fadd float %1897, %1901
  %1903 = sext i32 %lane5401 to i64
  %1904 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1903
  store float %1902, ptr %1904, align 4
  %1905 = add nsw i32 %lane5401, 1
  br label %for.cond398, !llvm.loop !88

for.end400:                                       ; preds = %for.cond398
  br label %for.cond402

for.cond402:                                      ; preds = %for.body403, %for.end400
  %lane5405 = phi i32 [ 0, %for.end400 ], [ %1917, %for.body403 ]
  %1906 = icmp slt i32 %lane5405, 4
  br i1 %1906, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1907 = sext i32 %lane5405 to i64
  %1908 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1907
  %1909 = load float, ptr %1908, align 4
  %1910 = add i32 %lane5405, 4
  %1911 = sext i32 %1910 to i64
  %1912 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1911
  %1913 = load float, ptr %1912, align 4
  %1914 = fadd float %1909, %1913
  %1915 = sext i32 %lane5405 to i64
  %1916 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1915
  store float %1914, ptr %1916, align 4
  %1917 = add nsw i32 %lane5405, 1
  br label %for.cond402, !llvm.loop !89

for.end404:                                       ; preds = %for.cond402
  br label %for.cond406

for.cond406:                                      ; preds = %for.body407, %for.end404
  %lane5409 = phi i32 [ 0, %for.end404 ], [ %1929, %for.body407 ]
  %1918 = icmp slt i32 %lane5409, 2
  br i1 %1918, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1919 = sext i32 %lane5409 to i64
  %1920 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1919
  %1921 = load float, ptr %1920, align 4
  %1922 = add i32 %lane5409, 2
  %1923 = sext i32 %1922 to i64
  %1924 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1923
  %1925 = load float, ptr %1924, align 4
  %1926 = fadd float %1921, %1925
  %1927 = sext i32 %lane5409 to i64
  %1928 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1927
  store float %1926, ptr %1928, align 4
  %1929 = add nsw i32 %lane5409, 1
  br label %for.cond406, !llvm.loop !90

for.end408:                                       ; preds = %for.cond406
  br label %for.cond410

for.cond410:                                      ; preds = %for.body411, %for.end408
  %lane5413 = phi i32 [ 0, %for.end408 ], [ %1941, %for.body411 ]
  %1930 = icmp slt i32 %lane5413, 1
  br i1 %1930, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1931 = sext i32 %lane5413 to i64
  %1932 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1931
  %1933 = load float, ptr %1932, align 4
  %1934 = add i32 %lane5413, 1
  %1935 = sext i32 %1934 to i64
  %1936 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1935
  %1937 = load float, ptr %1936, align 4
  %1938 = fadd float %1933, %1937
  %1939 = sext i32 %lane5413 to i64
  %1940 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1939
  store float %1938, ptr %1940, align 4
  %1941 = add nsw i32 %lane5413, 1
  br label %for.cond410, !llvm.loop !91

for.end412:                                       ; preds = %for.cond410
  %1942 = sext i32 %i7 to i64
  %1943 = getelementptr inbounds float, ptr %l_r, i64 %1942
  store float 0.000000e+00, ptr %1943, align 4
  %1944 = sext i32 %i7 to i64
  %1945 = getelementptr inbounds float, ptr %l_r, i64 %1944
  %1946 = load float, ptr %1945, align 4
  %1947 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1948 = load float, ptr %1947, align 4
  %1949 = fadd float %1946, %1948
  %1950 = sext i32 %i7 to i64
  %1951 = getelementptr inbounds float, ptr %l_r, i64 %1950
  store float %1949, ptr %1951, align 4
  %1952 = add nsw i32 %i7, 1
  br label %for.cond356, !llvm.loop !92

for.cond414:                                      ; preds = %if.end420, %for.end358
  %i417 = phi i32 [ 0, %for.end358 ], [ %1981, %if.end420 ]
  %1953 = icmp slt i32 %i417, 1
  br i1 %1953, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1954 = sext i32 %N to i64
  %1955 = icmp slt i64 %1954, 0
  %1956 = sext i32 %N to i64
  %1957 = icmp sgt i64 %1956, 4096
  %1958 = sext i32 %N to i64
  %1959 = select i1 %1957, i64 4096, i64 %1958
  %1960 = select i1 %1955, i64 0, i64 %1959
  %1961 = icmp slt i64 %1960, 0
  %1962 = sext i32 %N to i64
  %1963 = icmp slt i64 %1962, 0
  %1964 = sext i32 %N to i64
  %1965 = icmp sgt i64 %1964, 4096
  %1966 = sext i32 %N to i64
  %1967 = select i1 %1965, i64 4096, i64 %1966
  %1968 = select i1 %1963, i64 0, i64 %1967
  %1969 = select i1 %1961, i64 0, i64 %1968
  %tl_hi11 = trunc i64 %1969 to i32
  %1970 = mul i32 %bx, 4
  %1971 = add i32 %1970, %r
  %1972 = add i32 %1971, %i417
  %1973 = icmp sle i32 0, %1972
  %1974 = mul i32 %bx, 4
  %1975 = add i32 %1974, %r
  %1976 = add i32 %1975, %i417
  %1977 = icmp slt i32 %1976, %M
  %1978 = and i1 %1973, %1977
  br i1 %1978, label %if.then418, label %if.else419

for.end416:                                       ; preds = %for.cond414
  %1979 = add nsw i32 %r, 1
  br label %for.cond266, !llvm.loop !93

if.then418:                                       ; preds = %for.body415
  %1980 = sub i32 %tl_hi11, 0
  br label %for.cond421

if.else419:                                       ; preds = %for.body415
  br label %if.end420

if.end420:                                        ; preds = %if.else419, %for.end423
  %1981 = add nsw i32 %i417, 1
  br label %for.cond414, !llvm.loop !94

for.cond421:                                      ; preds = %for.body422, %if.then418
  %j8 = phi i32 [ 0, %if.then418 ], [ %2004, %for.body422 ]
  %1982 = icmp slt i32 %j8, %1980
  br i1 %1982, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1983 = sext i32 %i417 to i64
  %1984 = mul nsw i64 %1983, 4096
  %1985 = add i32 0, %j8
  %1986 = sext i32 %1985 to i64
  %1987 = add nsw i64 %1984, %1986
  %1988 = getelementptr inbounds float, ptr %X_r, i64 %1987
  %1989 = load float, ptr %1988, align 4
  %1990 = getelementptr inbounds float, ptr %l_r, i64 0
  %1991 = load float, ptr %1990, align 4
  %1992 = fdiv float 1.000000e+00, %1991
  %1993 = fmul float %1989, %1992
  %1994 = mul i32 %bx, 4
  %1995 = add i32 %1994, %r
  %1996 = add i32 %1995, %i417
  %1997 = sext i32 %1996 to i64
  %1998 = sext i32 %N to i64
  %1999 = mul nsw i64 %1997, %1998
  %2000 = add i32 0, %j8
  %2001 = sext i32 %2000 to i64
  %2002 = add nsw i64 %1999, %2001
  %2003 = getelementptr inbounds float, ptr %Y, i64 %2002
  store float %1993, ptr %2003, align 4
  %2004 = add nsw i32 %j8, 1
  br label %for.cond421, !llvm.loop !95

for.end423:                                       ; preds = %for.cond421
  br label %if.end420

for.cond424:                                      ; preds = %for.body425, %if.else264
  %i11 = phi i32 [ 0, %if.else264 ], [ %2008, %for.body425 ]
  %2005 = icmp slt i32 %i11, 4
  br i1 %2005, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %2006 = sext i32 %i11 to i64
  %2007 = getelementptr inbounds float, ptr %m, i64 %2006
  store float 0xFFF0000000000000, ptr %2007, align 4
  %2008 = add nsw i32 %i11, 1
  br label %for.cond424, !llvm.loop !96

for.end426:                                       ; preds = %for.cond424
  br label %for.cond427

for.cond427:                                      ; preds = %for.body428, %for.end426
  %i11430 = phi i32 [ 0, %for.end426 ], [ %2012, %for.body428 ]
  %2009 = icmp slt i32 %i11430, 4
  br i1 %2009, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %2010 = sext i32 %i11430 to i64
  %2011 = getelementptr inbounds float, ptr %l, i64 %2010
  store float 0.000000e+00, ptr %2011, align 4
  %2012 = add nsw i32 %i11430, 1
  br label %for.cond427, !llvm.loop !97

for.end429:                                       ; preds = %for.cond427
  %2013 = sext i32 %N to i64
  %2014 = sdiv i64 %2013, 512
  %2015 = sub i64 0, %2013
  %2016 = select i1 false, i64 %2015, i64 %2014
  %2017 = srem i64 %2013, 512
  %2018 = icmp ne i64 %2017, 0
  %2019 = icmp slt i64 %2013, 0
  %2020 = icmp eq i1 %2019, false
  %2021 = and i1 %2018, %2020
  %2022 = zext i1 %2021 to i64
  %2023 = add i64 %2016, %2022
  %2024 = trunc i64 %2023 to i32
  %2025 = sext i32 %N to i64
  %2026 = sdiv i64 %2025, 512
  %2027 = sub i64 0, %2025
  %2028 = select i1 false, i64 %2027, i64 %2026
  %2029 = srem i64 %2025, 512
  %2030 = icmp ne i64 %2029, 0
  %2031 = icmp slt i64 %2025, 0
  %2032 = icmp eq i1 %2031, false
  %2033 = and i1 %2030, %2032
  %2034 = zext i1 %2033 to i64
  %2035 = add i64 %2028, %2034
  %2036 = trunc i64 %2035 to i32
  br label %for.cond431

for.cond431:                                      ; preds = %for.end581, %for.end429
  %c = phi i32 [ 0, %for.end429 ], [ %2550, %for.end581 ]
  %2037 = icmp slt i32 %c, %2024
  br i1 %2037, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %2038 = mul i32 %bx, 4
  %2039 = icmp sle i32 0, %2038
  %2040 = mul i32 %bx, 4
  %2041 = sext i32 %2040 to i64
  %2042 = add i64 %2041, 4
  %2043 = sext i32 %M to i64
  %2044 = icmp sle i64 %2042, %2043
  %2045 = and i1 %2039, %2044
  %2046 = mul i32 %c, 512
  %2047 = icmp sle i32 0, %2046
  %2048 = mul i32 %c, 512
  %2049 = sext i32 %2048 to i64
  %2050 = add i64 %2049, 512
  %2051 = sext i32 %N to i64
  %2052 = icmp sle i64 %2050, %2051
  %2053 = and i1 %2047, %2052
  %2054 = and i1 %2045, %2053
  br i1 %2054, label %if.then434, label %if.else435

for.end433:                                       ; preds = %for.cond431
  %2055 = sext i32 %N to i64
  %2056 = sdiv i64 %2055, 512
  %2057 = sub i64 0, %2055
  %2058 = select i1 false, i64 %2057, i64 %2056
  %2059 = srem i64 %2055, 512
  %2060 = icmp ne i64 %2059, 0
  %2061 = icmp slt i64 %2055, 0
  %2062 = icmp eq i1 %2061, false
  %2063 = and i1 %2060, %2062
  %2064 = zext i1 %2063 to i64
  %2065 = add i64 %2058, %2064
  %2066 = trunc i64 %2065 to i32
  %2067 = sext i32 %N to i64
  %2068 = sdiv i64 %2067, 512
  %2069 = sub i64 0, %2067
  %2070 = select i1 false, i64 %2069, i64 %2068
  %2071 = srem i64 %2067, 512
  %2072 = icmp ne i64 %2071, 0
  %2073 = icmp slt i64 %2067, 0
  %2074 = icmp eq i1 %2073, false
  %2075 = and i1 %2072, %2074
  %2076 = zext i1 %2075 to i64
  %2077 = add i64 %2070, %2076
  %2078 = trunc i64 %2077 to i32
  br label %for.cond583

if.then434:                                       ; preds = %for.body432
  br label %for.cond437

if.else435:                                       ; preds = %for.body432
  br label %for.cond450

if.end436:                                        ; preds = %for.end452, %for.end439
  br label %for.cond472

for.cond437:                                      ; preds = %for.end449, %if.then434
  %i11440 = phi i32 [ 0, %if.then434 ], [ %2114, %for.end449 ]
  %2079 = icmp slt i32 %i11440, 4
  br i1 %2079, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  %2080 = add i32 %c, 1
  %2081 = icmp slt i32 %2080, %2036
  br i1 %2081, label %if.then441, label %if.else442

for.end439:                                       ; preds = %for.cond437
  br label %if.end436

if.then441:                                       ; preds = %for.body438
  br label %for.cond444

if.else442:                                       ; preds = %for.body438
  br label %if.end443

if.end443:                                        ; preds = %if.else442, %for.end446
  br label %for.cond447

for.cond444:                                      ; preds = %for.body445, %if.then441
  %pf = phi i32 [ 0, %if.then441 ], [ %2095, %for.body445 ]
  %2082 = icmp slt i32 %pf, 32
  br i1 %2082, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %2083 = mul i32 %bx, 4
  %2084 = add i32 %2083, %i11440
  %2085 = sext i32 %2084 to i64
  %2086 = sext i32 %N to i64
  %2087 = mul i64 %2085, %2086
  %2088 = add i32 %c, 1
  %2089 = mul i32 %2088, 512
  %2090 = mul i32 %pf, 16
  %2091 = add i32 %2089, %2090
  %2092 = sext i32 %2091 to i64
  %2093 = add i64 %2087, %2092
  %2094 = getelementptr float, ptr %X, i64 %2093
  call void @llvm.prefetch.p0(ptr %2094, i32 0, i32 0, i32 1)
  %2095 = add nsw i32 %pf, 1
  br label %for.cond444, !llvm.loop !98

for.end446:                                       ; preds = %for.cond444
  br label %if.end443

for.cond447:                                      ; preds = %for.body448, %if.end443
  %j1 = phi i32 [ 0, %if.end443 ], [ %2113, %for.body448 ]
  %2096 = icmp slt i32 %j1, 512
  br i1 %2096, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2097 = mul i32 %bx, 4
  %2098 = add i32 %2097, %i11440
  %2099 = sext i32 %2098 to i64
  %2100 = sext i32 %N to i64
  %2101 = mul nsw i64 %2099, %2100
  %2102 = mul i32 %c, 512
  %2103 = add i32 %2102, %j1
  %2104 = sext i32 %2103 to i64
  %2105 = add nsw i64 %2101, %2104
  %2106 = getelementptr inbounds float, ptr %X, i64 %2105
  %2107 = load float, ptr %2106, align 4
  %2108 = sext i32 %i11440 to i64
  %2109 = mul nsw i64 %2108, 512
  %2110 = sext i32 %j1 to i64
  %2111 = add nsw i64 %2109, %2110
  %2112 = getelementptr inbounds float, ptr %X_f, i64 %2111
  store float %2107, ptr %2112, align 4
  %2113 = add nsw i32 %j1, 1
  br label %for.cond447, !llvm.loop !99

for.end449:                                       ; preds = %for.cond447
  %2114 = add nsw i32 %i11440, 1
  br label %for.cond437, !llvm.loop !100

for.cond450:                                      ; preds = %for.end470, %if.else435
  %i11453 = phi i32 [ 0, %if.else435 ], [ %2223, %for.end470 ]
  %2115 = icmp slt i32 %i11453, 4
  br i1 %2115, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %2116 = mul i32 %c, 512
  %2117 = sext i32 %2116 to i64
  %2118 = sub i64 0, %2117
  %2119 = icmp slt i64 %2118, 0
  %2120 = mul i32 %c, 512
  %2121 = sext i32 %2120 to i64
  %2122 = sub i64 0, %2121
  %2123 = icmp sgt i64 %2122, 512
  %2124 = mul i32 %c, 512
  %2125 = sext i32 %2124 to i64
  %2126 = sub i64 0, %2125
  %2127 = select i1 %2123, i64 512, i64 %2126
  %2128 = select i1 %2119, i64 0, i64 %2127
  %tl_lo12 = trunc i64 %2128 to i32
  %2129 = sext i32 %N to i64
  %2130 = mul i32 %c, 512
  %2131 = sext i32 %2130 to i64
  %2132 = sub i64 %2129, %2131
  %2133 = icmp slt i64 %2132, 0
  %2134 = sext i32 %N to i64
  %2135 = mul i32 %c, 512
  %2136 = sext i32 %2135 to i64
  %2137 = sub i64 %2134, %2136
  %2138 = icmp sgt i64 %2137, 512
  %2139 = sext i32 %N to i64
  %2140 = mul i32 %c, 512
  %2141 = sext i32 %2140 to i64
  %2142 = sub i64 %2139, %2141
  %2143 = select i1 %2138, i64 512, i64 %2142
  %2144 = select i1 %2133, i64 0, i64 %2143
  %2145 = sext i32 %tl_lo12 to i64
  %2146 = icmp slt i64 %2144, %2145
  %2147 = sext i32 %tl_lo12 to i64
  %2148 = sext i32 %N to i64
  %2149 = mul i32 %c, 512
  %2150 = sext i32 %2149 to i64
  %2151 = sub i64 %2148, %2150
  %2152 = icmp slt i64 %2151, 0
  %2153 = sext i32 %N to i64
  %2154 = mul i32 %c, 512
  %2155 = sext i32 %2154 to i64
  %2156 = sub i64 %2153, %2155
  %2157 = icmp sgt i64 %2156, 512
  %2158 = sext i32 %N to i64
  %2159 = mul i32 %c, 512
  %2160 = sext i32 %2159 to i64
  %2161 = sub i64 %2158, %2160
  %2162 = select i1 %2157, i64 512, i64 %2161
  %2163 = select i1 %2152, i64 0, i64 %2162
  %2164 = select i1 %2146, i64 %2147, i64 %2163
  %tl_hi13 = trunc i64 %2164 to i32
  br label %for.cond454

for.end452:                                       ; preds = %for.cond450
  br label %if.end436

for.cond454:                                      ; preds = %for.body455, %for.body451
  %j1457 = phi i32 [ 0, %for.body451 ], [ %2171, %for.body455 ]
  %2165 = icmp slt i32 %j1457, %tl_lo12
  br i1 %2165, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  %2166 = sext i32 %i11453 to i64
  %2167 = mul nsw i64 %2166, 512
  %2168 = sext i32 %j1457 to i64
  %2169 = add nsw i64 %2167, %2168
  %2170 = getelementptr inbounds float, ptr %X_f, i64 %2169
  store float 0.000000e+00, ptr %2170, align 4
  %2171 = add nsw i32 %j1457, 1
  br label %for.cond454, !llvm.loop !101

for.end456:                                       ; preds = %for.cond454
  %2172 = mul i32 %bx, 4
  %2173 = sext i32 %2172 to i64
  %2174 = sext i32 %i11453 to i64
  %2175 = add i64 %2173, %2174
  %2176 = icmp sle i64 0, %2175
  %2177 = mul i32 %bx, 4
  %2178 = sext i32 %2177 to i64
  %2179 = sext i32 %i11453 to i64
  %2180 = add i64 %2178, %2179
  %2181 = sext i32 %M to i64
  %2182 = icmp slt i64 %2180, %2181
  %2183 = and i1 %2176, %2182
  br i1 %2183, label %if.then458, label %if.else459

if.then458:                                       ; preds = %for.end456
  %2184 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond461

if.else459:                                       ; preds = %for.end456
  %2185 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond464

if.end460:                                        ; preds = %for.end466, %for.end463
  %2186 = sub i32 512, %tl_hi13
  br label %for.cond468

for.cond461:                                      ; preds = %for.body462, %if.then458
  %j11 = phi i32 [ 0, %if.then458 ], [ %2206, %for.body462 ]
  %2187 = icmp slt i32 %j11, %2184
  br i1 %2187, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  %2188 = mul i32 %bx, 4
  %2189 = add i32 %2188, %i11453
  %2190 = sext i32 %2189 to i64
  %2191 = sext i32 %N to i64
  %2192 = mul nsw i64 %2190, %2191
  %2193 = mul i32 %c, 512
  %2194 = add i32 %tl_lo12, %j11
  %2195 = add i32 %2193, %2194
  %2196 = sext i32 %2195 to i64
  %2197 = add nsw i64 %2192, %2196
  %2198 = getelementptr inbounds float, ptr %X, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = sext i32 %i11453 to i64
  %2201 = mul nsw i64 %2200, 512
  %2202 = add i32 %tl_lo12, %j11
  %2203 = sext i32 %2202 to i64
  %2204 = add nsw i64 %2201, %2203
  %2205 = getelementptr inbounds float, ptr %X_f, i64 %2204
  store float %2199, ptr %2205, align 4
  %2206 = add nsw i32 %j11, 1
  br label %for.cond461, !llvm.loop !102

for.end463:                                       ; preds = %for.cond461
  br label %if.end460

for.cond464:                                      ; preds = %for.body465, %if.else459
  %j11467 = phi i32 [ 0, %if.else459 ], [ %2214, %for.body465 ]
  %2207 = icmp slt i32 %j11467, %2185
  br i1 %2207, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %2208 = sext i32 %i11453 to i64
  %2209 = mul nsw i64 %2208, 512
  %2210 = add i32 %tl_lo12, %j11467
  %2211 = sext i32 %2210 to i64
  %2212 = add nsw i64 %2209, %2211
  %2213 = getelementptr inbounds float, ptr %X_f, i64 %2212
  store float 0.000000e+00, ptr %2213, align 4
  %2214 = add nsw i32 %j11467, 1
  br label %for.cond464, !llvm.loop !103

for.end466:                                       ; preds = %for.cond464
  br label %if.end460

for.cond468:                                      ; preds = %for.body469, %if.end460
  %j11471 = phi i32 [ 0, %if.end460 ], [ %2222, %for.body469 ]
  %2215 = icmp slt i32 %j11471, %2186
  br i1 %2215, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  %2216 = sext i32 %i11453 to i64
  %2217 = mul nsw i64 %2216, 512
  %2218 = add i32 %tl_hi13, %j11471
  %2219 = sext i32 %2218 to i64
  %2220 = add nsw i64 %2217, %2219
  %2221 = getelementptr inbounds float, ptr %X_f, i64 %2220
  store float 0.000000e+00, ptr %2221, align 4
  %2222 = add nsw i32 %j11471, 1
  br label %for.cond468, !llvm.loop !104

for.end470:                                       ; preds = %for.cond468
  %2223 = add nsw i32 %i11453, 1
  br label %for.cond450, !llvm.loop !105

for.cond472:                                      ; preds = %for.end478, %if.end436
  %i475 = phi i32 [ 0, %if.end436 ], [ %2243, %for.end478 ]
  %2224 = icmp slt i32 %i475, 4
  br i1 %2224, label %for.body473, label %for.end474

for.body473:                                      ; preds = %for.cond472
  br label %for.cond476

for.end474:                                       ; preds = %for.cond472
  br label %for.cond480

for.cond476:                                      ; preds = %for.body477, %for.body473
  %j479 = phi i32 [ 0, %for.body473 ], [ %2242, %for.body477 ]
  %2225 = icmp slt i32 %j479, 512
  br i1 %2225, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2226 = mul i32 %c, 512
  %2227 = add i32 %2226, %j479
  %2228 = icmp slt i32 %2227, %N
  %2229 = sext i32 %i475 to i64
  %2230 = mul nsw i64 %2229, 512
  %2231 = sext i32 %j479 to i64
  %2232 = add nsw i64 %2230, %2231
  %2233 = call i64 @llvm.umin.i64(i64 %2232, i64 2047)
  %2234 = getelementptr inbounds float, ptr %X_f, i64 %2233
  %2235 = load float, ptr %2234, align 4
  %2236 = select i1 %2228, float %2235, float 0xFFF0000000000000
  %2237 = sext i32 %i475 to i64
  %2238 = mul nsw i64 %2237, 512
  %2239 = sext i32 %j479 to i64
  %2240 = add nsw i64 %2238, %2239
  %2241 = getelementptr inbounds float, ptr %X_f, i64 %2240
  store float %2236, ptr %2241, align 4
  %2242 = add nsw i32 %j479, 1
  br label %for.cond476, !llvm.loop !106

for.end478:                                       ; preds = %for.cond476
  %2243 = add nsw i32 %i475, 1
  br label %for.cond472, !llvm.loop !107

for.cond480:                                      ; preds = %for.body481, %for.end474
  %i11483 = phi i32 [ 0, %for.end474 ], [ %2250, %for.body481 ]
  %2244 = icmp slt i32 %i11483, 4
  br i1 %2244, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %2245 = sext i32 %i11483 to i64
  %2246 = getelementptr inbounds float, ptr %m, i64 %2245
  %2247 = load float, ptr %2246, align 4
  %2248 = sext i32 %i11483 to i64
  %2249 = getelementptr inbounds float, ptr %m_prev, i64 %2248
  store float %2247, ptr %2249, align 4
  %2250 = add nsw i32 %i11483, 1
  br label %for.cond480, !llvm.loop !108

for.end482:                                       ; preds = %for.cond480
  br label %for.cond484

for.cond484:                                      ; preds = %if.end529, %for.end482
  %i9 = phi i32 [ 0, %for.end482 ], [ %2368, %if.end529 ]
  %2251 = icmp slt i32 %i9, 4
  br i1 %2251, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %2252 = sext i32 %i9 to i64
  %2253 = getelementptr inbounds float, ptr %m, i64 %2252
  %tl_dst0 = load float, ptr %2253, align 4
  br label %for.cond487

for.end486:                                       ; preds = %for.cond484
  br label %for.cond534

for.cond487:                                      ; preds = %for.body488, %for.body485
  %lane6 = phi i32 [ 0, %for.body485 ], [ %2278, %for.body488 ]
  %2254 = icmp slt i32 %lane6, 32
  br i1 %2254, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %2255 = sext i32 %i9 to i64
  %2256 = mul nsw i64 %2255, 512
  %2257 = sext i32 %lane6 to i64
  %2258 = add nsw i64 %2256, %2257
  %2259 = getelementptr inbounds float, ptr %X_f, i64 %2258
  %2260 = load float, ptr %2259, align 4
  %2261 = sext i32 %i9 to i64
  %2262 = mul nsw i64 %2261, 512
  %2263 = sext i32 %lane6 to i64
  %2264 = add nsw i64 %2262, %2263
  %2265 = getelementptr inbounds float, ptr %X_f, i64 %2264
  %2266 = load float, ptr %2265, align 4
  %2267 = fcmp une float %2260, %2266
  %2268 = sext i32 %i9 to i64
  %2269 = mul nsw i64 %2268, 512
  %2270 = sext i32 %lane6 to i64
  %2271 = add nsw i64 %2269, %2270
  %2272 = call i64 @llvm.umin.i64(i64 %2271, i64 2047)
  %2273 = getelementptr inbounds float, ptr %X_f, i64 %2272
  %2274 = load float, ptr %2273, align 4
  %2275 = select i1 %2267, float 0xFFF0000000000000, float %2274
  %2276 = sext i32 %lane6 to i64
  %2277 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2276
  store float %2275, ptr %2277, align 4
  %2278 = add nsw i32 %lane6, 1
  br label %for.cond487, !llvm.loop !109

for.end489:                                       ; preds = %for.cond487
  br label %for.cond490

for.cond490:                                      ; preds = %for.end495, %for.end489
  %red6 = phi i32 [ 0, %for.end489 ], [ %2296, %for.end495 ]
  %2279 = icmp slt i32 %red6, 15
  br i1 %2279, label %for.body491, label %for.end492

for.body491:                                      ; preds = %for.cond490
  br label %for.cond493

for.end492:                                       ; preds = %for.cond490
  br label %for.cond497

for.cond493:                                      ; preds = %for.body494, %for.body491
  %lane6496 = phi i32 [ 0, %for.body491 ], [ %2295, %for.body494 ]
  %2280 = icmp slt i32 %lane6496, 32
  br i1 %2280, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %2281 = sext i32 %lane6496 to i64
  %2282 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2281
  %lane_acc3 = load float, ptr %2282, align 4
  %2283 = sext i32 %i9 to i64
  %2284 = mul nsw i64 %2283, 512
  %2285 = add i32 %red6, 1
  %2286 = mul i32 %2285, 32
  %2287 = add i32 %2286, %lane6496
  %2288 = sext i32 %2287 to i64
  %2289 = add nsw i64 %2284, %2288
  %2290 = getelementptr inbounds float, ptr %X_f, i64 %2289
  %lane_next3 = load float, ptr %2290, align 4
  %2291 = fcmp ogt float %lane_next3, %lane_acc3
  %2292 = select i1 %2291, float %lane_next3, float %lane_acc3
  %2293 = sext i32 %lane6496 to i64
  %2294 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2293
  store float %2292, ptr %2294, align 4
  %2295 = add nsw i32 %lane6496, 1
  br label %for.cond493, !llvm.loop !110

for.end495:                                       ; preds = %for.cond493
  %2296 = add nsw i32 %red6, 1
  br label %for.cond490, !llvm.loop !111

for.cond497:                                      ; preds = %for.body498, %for.end492
  %lane6500 = phi i32 [ 0, %for.end492 ], [ %2307, %for.body498 ]
  %2297 = icmp slt i32 %lane6500, 16
  br i1 %2297, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %2298 = sext i32 %lane6500 to i64
  %2299 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2298
  %lane_acc3501 = load float, ptr %2299, align 4
  %2300 = add i32 %lane6500, 16
  %2301 = sext i32 %2300 to i64
  %2302 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2301
  %lane_next3502 = load float, ptr %2302, align 4
  %2303 = fcmp ogt float %lane_next3502, %lane_acc3501
  %2304 = select i1 %2303, float %lane_next3502, float %lane_acc3501
  %2305 = sext i32 %lane6500 to i64
  %2306 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2305
  store float %2304, ptr %2306, align 4
  %2307 = add nsw i32 %lane6500, 1
  br label %for.cond497, !llvm.loop !112

for.end499:                                       ; preds = %for.cond497
  br label %for.cond503

for.cond503:                                      ; preds = %for.body504, %for.end499
  %lane6506 = phi i32 [ 0, %for.end499 ], [ %2318, %for.body504 ]
  %2308 = icmp slt i32 %lane6506, 8
  br i1 %2308, label %for.body504, label %for.end505

for.body504:                                      ; preds = %for.cond503
  %2309 = sext i32 %lane6506 to i64
  %2310 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2309
  %lane_acc3507 = load float, ptr %2310, align 4
  %2311 = add i32 %lane6506, 8
  %2312 = sext i32 %2311 to i64
  %2313 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2312
  %lane_next3508 = load float, ptr %2313, align 4
  %2314 = fcmp ogt float %lane_next3508, %lane_acc3507
  %2315 = select i1 %2314, float %lane_next3508, float %lane_acc3507
  %2316 = sext i32 %lane6506 to i64
  %2317 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2316
  store float %2315, ptr %2317, align 4
  %2318 = add nsw i32 %lane6506, 1
  br label %for.cond503, !llvm.loop !113

for.end505:                                       ; preds = %for.cond503
  br label %for.cond509

for.cond509:                                      ; preds = %for.body510, %for.end505
  %lane6512 = phi i32 [ 0, %for.end505 ], [ %2329, %for.body510 ]
  %2319 = icmp slt i32 %lane6512, 4
  br i1 %2319, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %2320 = sext i32 %lane6512 to i64
  %2321 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2320
  %lane_acc3513 = load float, ptr %2321, align 4
  %2322 = add i32 %lane6512, 4
  %2323 = sext i32 %2322 to i64
  %2324 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2323
  %lane_next3514 = load float, ptr %2324, align 4
  %2325 = fcmp ogt float %lane_next3514, %lane_acc3513
  %2326 = select i1 %2325, float %lane_next3514, float %lane_acc3513
  %2327 = sext i32 %lane6512 to i64
  %2328 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2327
  store float %2326, ptr %2328, align 4
  %2329 = add nsw i32 %lane6512, 1
  br label %for.cond509, !llvm.loop !114

for.end511:                                       ; preds = %for.cond509
  br label %for.cond515

for.cond515:                                      ; preds = %for.body516, %for.end511
  %lane6518 = phi i32 [ 0, %for.end511 ], [ %2340, %for.body516 ]
  %2330 = icmp slt i32 %lane6518, 2
  br i1 %2330, label %for.body516, label %for.end517

for.body516:                                      ; preds = %for.cond515
  %2331 = sext i32 %lane6518 to i64
  %2332 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2331
  %lane_acc3519 = load float, ptr %2332, align 4
  %2333 = add i32 %lane6518, 2
  %2334 = sext i32 %2333 to i64
  %2335 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2334
  %lane_next3520 = load float, ptr %2335, align 4
  %2336 = fcmp ogt float %lane_next3520, %lane_acc3519
  %2337 = select i1 %2336, float %lane_next3520, float %lane_acc3519
  %2338 = sext i32 %lane6518 to i64
  %2339 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2338
  store float %2337, ptr %2339, align 4
  %2340 = add nsw i32 %lane6518, 1
  br label %for.cond515, !llvm.loop !115

for.end517:                                       ; preds = %for.cond515
  br label %for.cond521

for.cond521:                                      ; preds = %for.body522, %for.end517
  %lane6524 = phi i32 [ 0, %for.end517 ], [ %2351, %for.body522 ]
  %2341 = icmp slt i32 %lane6524, 1
  br i1 %2341, label %for.body522, label %for.end523

for.body522:                                      ; preds = %for.cond521
  %2342 = sext i32 %lane6524 to i64
  %2343 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2342
  %lane_acc3525 = load float, ptr %2343, align 4
  %2344 = add i32 %lane6524, 1
  %2345 = sext i32 %2344 to i64
  %2346 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2345
  %lane_next3526 = load float, ptr %2346, align 4
  %2347 = fcmp ogt float %lane_next3526, %lane_acc3525
  %2348 = select i1 %2347, float %lane_next3526, float %lane_acc3525
  %2349 = sext i32 %lane6524 to i64
  %2350 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2349
  store float %2348, ptr %2350, align 4
  %2351 = add nsw i32 %lane6524, 1
  br label %for.cond521, !llvm.loop !116

for.end523:                                       ; preds = %for.cond521
  %2352 = sext i32 %i9 to i64
  %2353 = getelementptr inbounds float, ptr %m, i64 %2352
  %2354 = load float, ptr %2353, align 4
  %2355 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2356 = load float, ptr %2355, align 4
  %2357 = call float @llvm.maxnum.f32(float %2354, float %2356)
  %2358 = sext i32 %i9 to i64
  %2359 = getelementptr inbounds float, ptr %m, i64 %2358
  store float %2357, ptr %2359, align 4
  %2360 = sext i32 %i9 to i64
  %2361 = getelementptr inbounds float, ptr %m, i64 %2360
  %2362 = load float, ptr %2361, align 4
  %2363 = fcmp oeq float %2362, 0xFFF0000000000000
  %2364 = fcmp une float %tl_dst0, %tl_dst0
  %2365 = and i1 %2363, %2364
  br i1 %2365, label %if.then527, label %if.else528

if.then527:                                       ; preds = %for.end523
  %2366 = sext i32 %i9 to i64
  %2367 = getelementptr inbounds float, ptr %m, i64 %2366
  store float %tl_dst0, ptr %2367, align 4
  br label %for.cond530

if.else528:                                       ; preds = %for.end523
  br label %if.end529

if.end529:                                        ; preds = %if.else528, %for.end532
  %2368 = add nsw i32 %i9, 1
  br label %for.cond484, !llvm.loop !117

for.cond530:                                      ; preds = %for.body531, %if.then527
  %red6533 = phi i32 [ 0, %if.then527 ], [ %2382, %for.body531 ]
  %2369 = icmp slt i32 %red6533, 512
  br i1 %2369, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2370 = sext i32 %i9 to i64
  %2371 = getelementptr inbounds float, ptr %m, i64 %2370
  %2372 = load float, ptr %2371, align 4
  %2373 = sext i32 %i9 to i64
  %2374 = mul nsw i64 %2373, 512
  %2375 = sext i32 %red6533 to i64
  %2376 = add nsw i64 %2374, %2375
  %2377 = getelementptr inbounds float, ptr %X_f, i64 %2376
  %2378 = load float, ptr %2377, align 4
  %2379 = call float @llvm.maxnum.f32(float %2372, float %2378)
  %2380 = sext i32 %i9 to i64
  %2381 = getelementptr inbounds float, ptr %m, i64 %2380
  store float %2379, ptr %2381, align 4
  %2382 = add nsw i32 %red6533, 1
  br label %for.cond530, !llvm.loop !118

for.end532:                                       ; preds = %for.cond530
  br label %if.end529

for.cond534:                                      ; preds = %for.end540, %for.end486
  %i537 = phi i32 [ 0, %for.end486 ], [ %2402, %for.end540 ]
  %2383 = icmp slt i32 %i537, 4
  br i1 %2383, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  br label %for.cond538

for.end536:                                       ; preds = %for.cond534
  br label %for.cond542

for.cond538:                                      ; preds = %for.body539, %for.body535
  %j541 = phi i32 [ 0, %for.body535 ], [ %2401, %for.body539 ]
  %2384 = icmp slt i32 %j541, 512
  br i1 %2384, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2385 = sext i32 %i537 to i64
  %2386 = mul nsw i64 %2385, 512
  %2387 = sext i32 %j541 to i64
  %2388 = add nsw i64 %2386, %2387
  %2389 = getelementptr inbounds float, ptr %X_f, i64 %2388
  %2390 = load float, ptr %2389, align 4
  %2391 = sext i32 %i537 to i64
  %2392 = getelementptr inbounds float, ptr %m, i64 %2391
  %2393 = load float, ptr %2392, align 4
  %2394 = fsub float %2390, %2393
  %2395 = call float @tilec_expf(float %2394)
  %2396 = sext i32 %i537 to i64
  %2397 = mul nsw i64 %2396, 512
  %2398 = sext i32 %j541 to i64
  %2399 = add nsw i64 %2397, %2398
  %2400 = getelementptr inbounds float, ptr %X_f, i64 %2399
  store float %2395, ptr %2400, align 4
  %2401 = add nsw i32 %j541, 1
  br label %for.cond538, !llvm.loop !119

for.end540:                                       ; preds = %for.cond538
  %2402 = add nsw i32 %i537, 1
  br label %for.cond534, !llvm.loop !120

for.cond542:                                      ; preds = %for.end577, %for.end536
  %i10 = phi i32 [ 0, %for.end536 ], [ %2529, %for.end577 ]
  %2403 = icmp slt i32 %i10, 4
  br i1 %2403, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  br label %for.cond545

for.end544:                                       ; preds = %for.cond542
  br label %for.cond579

for.cond545:                                      ; preds = %for.body546, %for.body543
  %lane7 = phi i32 [ 0, %for.body543 ], [ %2413, %for.body546 ]
  %2404 = icmp slt i32 %lane7, 32
  br i1 %2404, label %for.body546, label %for.end547

for.body546:                                      ; preds = %for.cond545
  %2405 = sext i32 %i10 to i64
  %2406 = mul nsw i64 %2405, 512
  %2407 = sext i32 %lane7 to i64
  %2408 = add nsw i64 %2406, %2407
  %2409 = getelementptr inbounds float, ptr %X_f, i64 %2408
  %2410 = load float, ptr %2409, align 4
  %2411 = sext i32 %lane7 to i64
  %2412 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2411
  store float %2410, ptr %2412, align 4
  %2413 = add nsw i32 %lane7, 1
  br label %for.cond545, !llvm.loop !121

for.end547:                                       ; preds = %for.cond545
  br label %for.cond548

for.cond548:                                      ; preds = %for.end553, %for.end547
  %red54 = phi i32 [ 0, %for.end547 ], [ %2443, %for.end553 ]
  %2414 = icmp slt i32 %red54, 7
  br i1 %2414, label %for.body549, label %for.end550

for.body549:                                      ; preds = %for.cond548
  br label %for.cond551

for.end550:                                       ; preds = %for.cond548
  br label %for.cond555

for.cond551:                                      ; preds = %for.body552, %for.body549
  %lane7554 = phi i32 [ 0, %for.body549 ], [ %2442, %for.body552 ]
  %2415 = icmp slt i32 %lane7554, 32
  br i1 %2415, label %for.body552, label %for.end553

for.body552:                                      ; preds = %for.cond551
  %2416 = sext i32 %lane7554 to i64
  %2417 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2416
  %2418 = load float, ptr %2417, align 4
  %2419 = sext i32 %i10 to i64
  %2420 = mul nsw i64 %2419, 512
  %2421 = mul i32 2, %red54
  %2422 = add i32 %2421, 1
  %2423 = mul i32 %2422, 32
  %2424 = add i32 %2423, %lane7554
  %2425 = sext i32 %2424 to i64
  %2426 = add nsw i64 %2420, %2425
  %2427 = getelementptr inbounds float, ptr %X_f, i64 %2426
  %2428 = load float, ptr %2427, align 4
  %tl_pair55 = fadd float %2418, %2428
  %2429 = sext i32 %i10 to i64
  %2430 = mul nsw i64 %2429, 512
  %2431 = mul i32 2, %red54
  %2432 = add i32 %2431, 2
  %2433 = mul i32 %2432, 32
  %2434 = add i32 %2433, %lane7554
  %2435 = sext i32 %2434 to i64
  %2436 = add nsw i64 %2430, %2435
  %2437 = getelementptr inbounds float, ptr %X_f, i64 %2436
  %2438 = load float, ptr %2437, align 4
  %2439 = fadd float %tl_pair55, %2438
  %2440 = sext i32 %lane7554 to i64
  %2441 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2440
  store float %2439, ptr %2441, align 4
  %2442 = add nsw i32 %lane7554, 1
  br label %for.cond551, !llvm.loop !122

for.end553:                                       ; preds = %for.cond551
  %2443 = add nsw i32 %red54, 1
  br label %for.cond548, !llvm.loop !123

for.cond555:                                      ; preds = %for.body556, %for.end550
  %lane7558 = phi i32 [ 0, %for.end550 ], [ %2458, %for.body556 ]
  %2444 = icmp slt i32 %lane7558, 32
  br i1 %2444, label %for.body556, label %for.end557

for.body556:                                      ; preds = %for.cond555
  %2445 = sext i32 %lane7558 to i64
  %2446 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2445
  %2447 = load float, ptr %2446, align 4
  %2448 = sext i32 %i10 to i64
  %2449 = mul nsw i64 %2448, 512
  %2450 = add i32 480, %lane7558
  %2451 = sext i32 %2450 to i64
  %2452 = add nsw i64 %2449, %2451
  %2453 = getelementptr inbounds float, ptr %X_f, i64 %2452
  %2454 = load float, ptr %2453, align 4
  %2455 = fadd float %2447, %2454
  %2456 = sext i32 %lane7558 to i64
  %2457 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2456
  store float %2455, ptr %2457, align 4
  %2458 = add nsw i32 %lane7558, 1
  br label %for.cond555, !llvm.loop !124

for.end557:                                       ; preds = %for.cond555
  br label %for.cond559

for.cond559:                                      ; preds = %for.body560, %for.end557
  %lane7562 = phi i32 [ 0, %for.end557 ], [ %2470, %for.body560 ]
  %2459 = icmp slt i32 %lane7562, 16
  br i1 %2459, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  %2460 = sext i32 %lane7562 to i64
  %2461 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2460
  %2462 = load float, ptr %2461, align 4
  %2463 = add i32 %lane7562, 16
  %2464 = sext i32 %2463 to i64
  %2465 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2464
  %2466 = load float, ptr %2465, align 4
  %2467 = fadd float %2462, %2466
  %2468 = sext i32 %lane7562 to i64
  %2469 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2468
  store float %2467, ptr %2469, align 4
  %2470 = add nsw i32 %lane7562, 1
  br label %for.cond559, !llvm.loop !125

for.end561:                                       ; preds = %for.cond559
  br label %for.cond563

for.cond563:                                      ; preds = %for.body564, %for.end561
  %lane7566 = phi i32 [ 0, %for.end561 ], [ %2482, %for.body564 ]
  %2471 = icmp slt i32 %lane7566, 8
  br i1 %2471, label %for.body564, label %for.end565

for.body564:                                      ; preds = %for.cond563
  %2472 = sext i32 %lane7566 to i64
  %2473 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2472
  %2474 = load float, ptr %2473, align 4
  %2475 = add i32 %lane7566, 8
  %2476 = sext i32 %2475 to i64
  %2477 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2476
  %2478 = load float, ptr %2477, align 4
  %2479 = fadd float %2474, %2478
  %2480 = sext i32 %lane7566 to i64
  %2481 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2480
  store float %2479, ptr %2481, align 4
  %2482 = add nsw i32 %lane7566, 1
  br label %for.cond563, !llvm.loop !126

for.end565:                                       ; preds = %for.cond563
  br label %for.cond567

for.cond567:                                      ; preds = %for.body568, %for.end565
  %lane7570 = phi i32 [ 0, %for.end565 ], [ %2494, %for.body568 ]
  %2483 = icmp slt i32 %lane7570, 4
  br i1 %2483, label %for.body568, label %for.end569

for.body568:                                      ; preds = %for.cond567
  %2484 = sext i32 %lane7570 to i64
  %2485 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2484
  %2486 = load float, ptr %2485, align 4
  %2487 = add i32 %lane7570, 4
  %2488 = sext i32 %2487 to i64
  %2489 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2488
  %2490 = load float, ptr %2489, align 4
  %2491 = fadd float %2486, %2490
  %2492 = sext i32 %lane7570 to i64
  %2493 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2492
  store float %2491, ptr %2493, align 4
  %2494 = add nsw i32 %lane7570, 1
  br label %for.cond567, !llvm.loop !127

for.end569:                                       ; preds = %for.cond567
  br label %for.cond571

for.cond571:                                      ; preds = %for.body572, %for.end569
  %lane7574 = phi i32 [ 0, %for.end569 ], [ %2506, %for.body572 ]
  %2495 = icmp slt i32 %lane7574, 2
  br i1 %2495, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %2496 = sext i32 %lane7574 to i64
  %2497 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2496
  %2498 = load float, ptr %2497, align 4
  %2499 = add i32 %lane7574, 2
  %2500 = sext i32 %2499 to i64
  %2501 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2500
  %2502 = load float, ptr %2501, align 4
  %2503 = fadd float %2498, %2502
  %2504 = sext i32 %lane7574 to i64
  %2505 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2504
  store float %2503, ptr %2505, align 4
  %2506 = add nsw i32 %lane7574, 1
  br label %for.cond571, !llvm.loop !128

for.end573:                                       ; preds = %for.cond571
  br label %for.cond575

for.cond575:                                      ; preds = %for.body576, %for.end573
  %lane7578 = phi i32 [ 0, %for.end573 ], [ %2518, %for.body576 ]
  %2507 = icmp slt i32 %lane7578, 1
  br i1 %2507, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2508 = sext i32 %lane7578 to i64
  %2509 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2508
  %2510 = load float, ptr %2509, align 4
  %2511 = add i32 %lane7578, 1
  %2512 = sext i32 %2511 to i64
  %2513 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2512
  %2514 = load float, ptr %2513, align 4
  %2515 = fadd float %2510, %2514
  %2516 = sext i32 %lane7578 to i64
  %2517 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2516
  store float %2515, ptr %2517, align 4
  %2518 = add nsw i32 %lane7578, 1
  br label %for.cond575, !llvm.loop !129

for.end577:                                       ; preds = %for.cond575
  %2519 = sext i32 %i10 to i64
  %2520 = getelementptr inbounds float, ptr %tile_sum, i64 %2519
  store float 0.000000e+00, ptr %2520, align 4
  %2521 = sext i32 %i10 to i64
  %2522 = getelementptr inbounds float, ptr %tile_sum, i64 %2521
  %2523 = load float, ptr %2522, align 4
  %2524 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2525 = load float, ptr %2524, align 4
  %2526 = fadd float %2523, %2525
  %2527 = sext i32 %i10 to i64
  %2528 = getelementptr inbounds float, ptr %tile_sum, i64 %2527
  store float %2526, ptr %2528, align 4
  %2529 = add nsw i32 %i10, 1
  br label %for.cond542, !llvm.loop !130

for.cond579:                                      ; preds = %for.body580, %for.end544
  %i582 = phi i32 [ 0, %for.end544 ], [ %2549, %for.body580 ]
  %2530 = icmp slt i32 %i582, 4
  br i1 %2530, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2531 = sext i32 %i582 to i64
  %2532 = getelementptr inbounds float, ptr %l, i64 %2531
  %2533 = load float, ptr %2532, align 4
  %2534 = sext i32 %i582 to i64
  %2535 = getelementptr inbounds float, ptr %m_prev, i64 %2534
  %2536 = load float, ptr %2535, align 4
  %2537 = sext i32 %i582 to i64
  %2538 = getelementptr inbounds float, ptr %m, i64 %2537
  %2539 = load float, ptr %2538, align 4
  %2540 = fsub float %2536, %2539
  %2541 = call float @tilec_expf(float %2540)
  %2542 = fmul float %2533, %2541
  %2543 = sext i32 %i582 to i64
  %2544 = getelementptr inbounds float, ptr %tile_sum, i64 %2543
  %2545 = load float, ptr %2544, align 4
  %2546 = fadd float %2542, %2545
  %2547 = sext i32 %i582 to i64
  %2548 = getelementptr inbounds float, ptr %l, i64 %2547
  store float %2546, ptr %2548, align 4
  %2549 = add nsw i32 %i582, 1
  br label %for.cond579, !llvm.loop !131

for.end581:                                       ; preds = %for.cond579
  %2550 = add nsw i32 %c, 1
  br label %for.cond431, !llvm.loop !132

for.cond583:                                      ; preds = %if.end631, %for.end433
  %c586 = phi i32 [ 0, %for.end433 ], [ %3029, %if.end631 ]
  %2551 = icmp slt i32 %c586, %2066
  br i1 %2551, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2552 = sub i32 %2078, 1
  %t = sub i32 %2552, %c586
  %2553 = mul i32 %bx, 4
  %2554 = icmp sle i32 0, %2553
  %2555 = mul i32 %bx, 4
  %2556 = sext i32 %2555 to i64
  %2557 = add i64 %2556, 4
  %2558 = sext i32 %M to i64
  %2559 = icmp sle i64 %2557, %2558
  %2560 = and i1 %2554, %2559
  %2561 = mul i32 %t, 512
  %2562 = icmp sle i32 0, %2561
  %2563 = mul i32 %t, 512
  %2564 = sext i32 %2563 to i64
  %2565 = add i64 %2564, 512
  %2566 = sext i32 %N to i64
  %2567 = icmp sle i64 %2565, %2566
  %2568 = and i1 %2562, %2567
  %2569 = and i1 %2560, %2568
  br i1 %2569, label %if.then587, label %if.else588

for.end585:                                       ; preds = %for.cond583
  br label %if.end265

if.then587:                                       ; preds = %for.body584
  br label %for.cond590

if.else588:                                       ; preds = %for.body584
  br label %for.cond596

if.end589:                                        ; preds = %for.end598, %for.end592
  br label %for.cond618

for.cond590:                                      ; preds = %for.end595, %if.then587
  %i12 = phi i32 [ 0, %if.then587 ], [ %2589, %for.end595 ]
  %2570 = icmp slt i32 %i12, 4
  br i1 %2570, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  br label %for.cond593

for.end592:                                       ; preds = %for.cond590
  br label %if.end589

for.cond593:                                      ; preds = %for.body594, %for.body591
  %j2 = phi i32 [ 0, %for.body591 ], [ %2588, %for.body594 ]
  %2571 = icmp slt i32 %j2, 512
  br i1 %2571, label %for.body594, label %for.end595

for.body594:                                      ; preds = %for.cond593
  %2572 = mul i32 %bx, 4
  %2573 = add i32 %2572, %i12
  %2574 = sext i32 %2573 to i64
  %2575 = sext i32 %N to i64
  %2576 = mul nsw i64 %2574, %2575
  %2577 = mul i32 %t, 512
  %2578 = add i32 %2577, %j2
  %2579 = sext i32 %2578 to i64
  %2580 = add nsw i64 %2576, %2579
  %2581 = getelementptr inbounds float, ptr %X, i64 %2580
  %2582 = load float, ptr %2581, align 4
  %2583 = sext i32 %i12 to i64
  %2584 = mul nsw i64 %2583, 512
  %2585 = sext i32 %j2 to i64
  %2586 = add nsw i64 %2584, %2585
  %2587 = getelementptr inbounds float, ptr %X_f, i64 %2586
  store float %2582, ptr %2587, align 4
  %2588 = add nsw i32 %j2, 1
  br label %for.cond593, !llvm.loop !133

for.end595:                                       ; preds = %for.cond593
  %2589 = add nsw i32 %i12, 1
  br label %for.cond590, !llvm.loop !134

for.cond596:                                      ; preds = %for.end616, %if.else588
  %i12599 = phi i32 [ 0, %if.else588 ], [ %2698, %for.end616 ]
  %2590 = icmp slt i32 %i12599, 4
  br i1 %2590, label %for.body597, label %for.end598

for.body597:                                      ; preds = %for.cond596
  %2591 = mul i32 %t, 512
  %2592 = sext i32 %2591 to i64
  %2593 = sub i64 0, %2592
  %2594 = icmp slt i64 %2593, 0
  %2595 = mul i32 %t, 512
  %2596 = sext i32 %2595 to i64
  %2597 = sub i64 0, %2596
  %2598 = icmp sgt i64 %2597, 512
  %2599 = mul i32 %t, 512
  %2600 = sext i32 %2599 to i64
  %2601 = sub i64 0, %2600
  %2602 = select i1 %2598, i64 512, i64 %2601
  %2603 = select i1 %2594, i64 0, i64 %2602
  %tl_lo14 = trunc i64 %2603 to i32
  %2604 = sext i32 %N to i64
  %2605 = mul i32 %t, 512
  %2606 = sext i32 %2605 to i64
  %2607 = sub i64 %2604, %2606
  %2608 = icmp slt i64 %2607, 0
  %2609 = sext i32 %N to i64
  %2610 = mul i32 %t, 512
  %2611 = sext i32 %2610 to i64
  %2612 = sub i64 %2609, %2611
  %2613 = icmp sgt i64 %2612, 512
  %2614 = sext i32 %N to i64
  %2615 = mul i32 %t, 512
  %2616 = sext i32 %2615 to i64
  %2617 = sub i64 %2614, %2616
  %2618 = select i1 %2613, i64 512, i64 %2617
  %2619 = select i1 %2608, i64 0, i64 %2618
  %2620 = sext i32 %tl_lo14 to i64
  %2621 = icmp slt i64 %2619, %2620
  %2622 = sext i32 %tl_lo14 to i64
  %2623 = sext i32 %N to i64
  %2624 = mul i32 %t, 512
  %2625 = sext i32 %2624 to i64
  %2626 = sub i64 %2623, %2625
  %2627 = icmp slt i64 %2626, 0
  %2628 = sext i32 %N to i64
  %2629 = mul i32 %t, 512
  %2630 = sext i32 %2629 to i64
  %2631 = sub i64 %2628, %2630
  %2632 = icmp sgt i64 %2631, 512
  %2633 = sext i32 %N to i64
  %2634 = mul i32 %t, 512
  %2635 = sext i32 %2634 to i64
  %2636 = sub i64 %2633, %2635
  %2637 = select i1 %2632, i64 512, i64 %2636
  %2638 = select i1 %2627, i64 0, i64 %2637
  %2639 = select i1 %2621, i64 %2622, i64 %2638
  %tl_hi15 = trunc i64 %2639 to i32
  br label %for.cond600

for.end598:                                       ; preds = %for.cond596
  br label %if.end589

for.cond600:                                      ; preds = %for.body601, %for.body597
  %j2603 = phi i32 [ 0, %for.body597 ], [ %2646, %for.body601 ]
  %2640 = icmp slt i32 %j2603, %tl_lo14
  br i1 %2640, label %for.body601, label %for.end602

for.body601:                                      ; preds = %for.cond600
  %2641 = sext i32 %i12599 to i64
  %2642 = mul nsw i64 %2641, 512
  %2643 = sext i32 %j2603 to i64
  %2644 = add nsw i64 %2642, %2643
  %2645 = getelementptr inbounds float, ptr %X_f, i64 %2644
  store float 0.000000e+00, ptr %2645, align 4
  %2646 = add nsw i32 %j2603, 1
  br label %for.cond600, !llvm.loop !135

for.end602:                                       ; preds = %for.cond600
  %2647 = mul i32 %bx, 4
  %2648 = sext i32 %2647 to i64
  %2649 = sext i32 %i12599 to i64
  %2650 = add i64 %2648, %2649
  %2651 = icmp sle i64 0, %2650
  %2652 = mul i32 %bx, 4
  %2653 = sext i32 %2652 to i64
  %2654 = sext i32 %i12599 to i64
  %2655 = add i64 %2653, %2654
  %2656 = sext i32 %M to i64
  %2657 = icmp slt i64 %2655, %2656
  %2658 = and i1 %2651, %2657
  br i1 %2658, label %if.then604, label %if.else605

if.then604:                                       ; preds = %for.end602
  %2659 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond607

if.else605:                                       ; preds = %for.end602
  %2660 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond610

if.end606:                                        ; preds = %for.end612, %for.end609
  %2661 = sub i32 512, %tl_hi15
  br label %for.cond614

for.cond607:                                      ; preds = %for.body608, %if.then604
  %j21 = phi i32 [ 0, %if.then604 ], [ %2681, %for.body608 ]
  %2662 = icmp slt i32 %j21, %2659
  br i1 %2662, label %for.body608, label %for.end609

for.body608:                                      ; preds = %for.cond607
  %2663 = mul i32 %bx, 4
  %2664 = add i32 %2663, %i12599
  %2665 = sext i32 %2664 to i64
  %2666 = sext i32 %N to i64
  %2667 = mul nsw i64 %2665, %2666
  %2668 = mul i32 %t, 512
  %2669 = add i32 %tl_lo14, %j21
  %2670 = add i32 %2668, %2669
  %2671 = sext i32 %2670 to i64
  %2672 = add nsw i64 %2667, %2671
  %2673 = getelementptr inbounds float, ptr %X, i64 %2672
  %2674 = load float, ptr %2673, align 4
  %2675 = sext i32 %i12599 to i64
  %2676 = mul nsw i64 %2675, 512
  %2677 = add i32 %tl_lo14, %j21
  %2678 = sext i32 %2677 to i64
  %2679 = add nsw i64 %2676, %2678
  %2680 = getelementptr inbounds float, ptr %X_f, i64 %2679
  store float %2674, ptr %2680, align 4
  %2681 = add nsw i32 %j21, 1
  br label %for.cond607, !llvm.loop !136

for.end609:                                       ; preds = %for.cond607
  br label %if.end606

for.cond610:                                      ; preds = %for.body611, %if.else605
  %j21613 = phi i32 [ 0, %if.else605 ], [ %2689, %for.body611 ]
  %2682 = icmp slt i32 %j21613, %2660
  br i1 %2682, label %for.body611, label %for.end612

for.body611:                                      ; preds = %for.cond610
  %2683 = sext i32 %i12599 to i64
  %2684 = mul nsw i64 %2683, 512
  %2685 = add i32 %tl_lo14, %j21613
  %2686 = sext i32 %2685 to i64
  %2687 = add nsw i64 %2684, %2686
  %2688 = getelementptr inbounds float, ptr %X_f, i64 %2687
  store float 0.000000e+00, ptr %2688, align 4
  %2689 = add nsw i32 %j21613, 1
  br label %for.cond610, !llvm.loop !137

for.end612:                                       ; preds = %for.cond610
  br label %if.end606

for.cond614:                                      ; preds = %for.body615, %if.end606
  %j21617 = phi i32 [ 0, %if.end606 ], [ %2697, %for.body615 ]
  %2690 = icmp slt i32 %j21617, %2661
  br i1 %2690, label %for.body615, label %for.end616

for.body615:                                      ; preds = %for.cond614
  %2691 = sext i32 %i12599 to i64
  %2692 = mul nsw i64 %2691, 512
  %2693 = add i32 %tl_hi15, %j21617
  %2694 = sext i32 %2693 to i64
  %2695 = add nsw i64 %2692, %2694
  %2696 = getelementptr inbounds float, ptr %X_f, i64 %2695
  store float 0.000000e+00, ptr %2696, align 4
  %2697 = add nsw i32 %j21617, 1
  br label %for.cond614, !llvm.loop !138

for.end616:                                       ; preds = %for.cond614
  %2698 = add nsw i32 %i12599, 1
  br label %for.cond596, !llvm.loop !139

for.cond618:                                      ; preds = %for.end628, %if.end589
  %i621 = phi i32 [ 0, %if.end589 ], [ %3028, %for.end628 ]
  %2699 = icmp slt i32 %i621, 4
  br i1 %2699, label %for.body619, label %for.end620

for.body619:                                      ; preds = %for.cond618
  %2700 = sext i32 %N to i64
  %2701 = sub i32 %2078, 1
  %2702 = sub i32 %2701, %c586
  %2703 = mul i32 %2702, 512
  %2704 = sext i32 %2703 to i64
  %2705 = sub i64 %2700, %2704
  %2706 = icmp slt i64 %2705, 0
  %2707 = sext i32 %N to i64
  %2708 = sub i32 %2078, 1
  %2709 = sub i32 %2708, %c586
  %2710 = mul i32 %2709, 512
  %2711 = sext i32 %2710 to i64
  %2712 = sub i64 %2707, %2711
  %2713 = icmp sgt i64 %2712, 512
  %2714 = sext i32 %N to i64
  %2715 = sub i32 %2078, 1
  %2716 = sub i32 %2715, %c586
  %2717 = mul i32 %2716, 512
  %2718 = sext i32 %2717 to i64
  %2719 = sub i64 %2714, %2718
  %2720 = select i1 %2713, i64 512, i64 %2719
  %2721 = select i1 %2706, i64 0, i64 %2720
  %2722 = sub i32 %2078, 1
  %2723 = sub i32 %2722, %c586
  %2724 = mul i32 %2723, 512
  %2725 = sext i32 %2724 to i64
  %2726 = sub i64 0, %2725
  %2727 = icmp slt i64 %2726, 0
  %2728 = sub i32 %2078, 1
  %2729 = sub i32 %2728, %c586
  %2730 = mul i32 %2729, 512
  %2731 = sext i32 %2730 to i64
  %2732 = sub i64 0, %2731
  %2733 = icmp sgt i64 %2732, 512
  %2734 = sub i32 %2078, 1
  %2735 = sub i32 %2734, %c586
  %2736 = mul i32 %2735, 512
  %2737 = sext i32 %2736 to i64
  %2738 = sub i64 0, %2737
  %2739 = select i1 %2733, i64 512, i64 %2738
  %2740 = select i1 %2727, i64 0, i64 %2739
  %2741 = trunc i64 %2740 to i32
  %2742 = sext i32 %2741 to i64
  %2743 = icmp slt i64 %2721, %2742
  %2744 = sub i32 %2078, 1
  %2745 = sub i32 %2744, %c586
  %2746 = mul i32 %2745, 512
  %2747 = sext i32 %2746 to i64
  %2748 = sub i64 0, %2747
  %2749 = icmp slt i64 %2748, 0
  %2750 = sub i32 %2078, 1
  %2751 = sub i32 %2750, %c586
  %2752 = mul i32 %2751, 512
  %2753 = sext i32 %2752 to i64
  %2754 = sub i64 0, %2753
  %2755 = icmp sgt i64 %2754, 512
  %2756 = sub i32 %2078, 1
  %2757 = sub i32 %2756, %c586
  %2758 = mul i32 %2757, 512
  %2759 = sext i32 %2758 to i64
  %2760 = sub i64 0, %2759
  %2761 = select i1 %2755, i64 512, i64 %2760
  %2762 = select i1 %2749, i64 0, i64 %2761
  %2763 = trunc i64 %2762 to i32
  %2764 = sext i32 %2763 to i64
  %2765 = sext i32 %N to i64
  %2766 = sub i32 %2078, 1
  %2767 = sub i32 %2766, %c586
  %2768 = mul i32 %2767, 512
  %2769 = sext i32 %2768 to i64
  %2770 = sub i64 %2765, %2769
  %2771 = icmp slt i64 %2770, 0
  %2772 = sext i32 %N to i64
  %2773 = sub i32 %2078, 1
  %2774 = sub i32 %2773, %c586
  %2775 = mul i32 %2774, 512
  %2776 = sext i32 %2775 to i64
  %2777 = sub i64 %2772, %2776
  %2778 = icmp sgt i64 %2777, 512
  %2779 = sext i32 %N to i64
  %2780 = sub i32 %2078, 1
  %2781 = sub i32 %2780, %c586
  %2782 = mul i32 %2781, 512
  %2783 = sext i32 %2782 to i64
  %2784 = sub i64 %2779, %2783
  %2785 = select i1 %2778, i64 512, i64 %2784
  %2786 = select i1 %2771, i64 0, i64 %2785
  %2787 = select i1 %2743, i64 %2764, i64 %2786
  %2788 = trunc i64 %2787 to i32
  %2789 = icmp slt i32 %2788, 0
  %2790 = sext i32 %N to i64
  %2791 = sub i32 %2078, 1
  %2792 = sub i32 %2791, %c586
  %2793 = mul i32 %2792, 512
  %2794 = sext i32 %2793 to i64
  %2795 = sub i64 %2790, %2794
  %2796 = icmp slt i64 %2795, 0
  %2797 = sext i32 %N to i64
  %2798 = sub i32 %2078, 1
  %2799 = sub i32 %2798, %c586
  %2800 = mul i32 %2799, 512
  %2801 = sext i32 %2800 to i64
  %2802 = sub i64 %2797, %2801
  %2803 = icmp sgt i64 %2802, 512
  %2804 = sext i32 %N to i64
  %2805 = sub i32 %2078, 1
  %2806 = sub i32 %2805, %c586
  %2807 = mul i32 %2806, 512
  %2808 = sext i32 %2807 to i64
  %2809 = sub i64 %2804, %2808
  %2810 = select i1 %2803, i64 512, i64 %2809
  %2811 = select i1 %2796, i64 0, i64 %2810
  %2812 = sub i32 %2078, 1
  %2813 = sub i32 %2812, %c586
  %2814 = mul i32 %2813, 512
  %2815 = sext i32 %2814 to i64
  %2816 = sub i64 0, %2815
  %2817 = icmp slt i64 %2816, 0
  %2818 = sub i32 %2078, 1
  %2819 = sub i32 %2818, %c586
  %2820 = mul i32 %2819, 512
  %2821 = sext i32 %2820 to i64
  %2822 = sub i64 0, %2821
  %2823 = icmp sgt i64 %2822, 512
  %2824 = sub i32 %2078, 1
  %2825 = sub i32 %2824, %c586
  %2826 = mul i32 %2825, 512
  %2827 = sext i32 %2826 to i64
  %2828 = sub i64 0, %2827
  %2829 = select i1 %2823, i64 512, i64 %2828
  %2830 = select i1 %2817, i64 0, i64 %2829
  %2831 = trunc i64 %2830 to i32
  %2832 = sext i32 %2831 to i64
  %2833 = icmp slt i64 %2811, %2832
  %2834 = sub i32 %2078, 1
  %2835 = sub i32 %2834, %c586
  %2836 = mul i32 %2835, 512
  %2837 = sext i32 %2836 to i64
  %2838 = sub i64 0, %2837
  %2839 = icmp slt i64 %2838, 0
  %2840 = sub i32 %2078, 1
  %2841 = sub i32 %2840, %c586
  %2842 = mul i32 %2841, 512
  %2843 = sext i32 %2842 to i64
  %2844 = sub i64 0, %2843
  %2845 = icmp sgt i64 %2844, 512
  %2846 = sub i32 %2078, 1
  %2847 = sub i32 %2846, %c586
  %2848 = mul i32 %2847, 512
  %2849 = sext i32 %2848 to i64
  %2850 = sub i64 0, %2849
  %2851 = select i1 %2845, i64 512, i64 %2850
  %2852 = select i1 %2839, i64 0, i64 %2851
  %2853 = trunc i64 %2852 to i32
  %2854 = sext i32 %2853 to i64
  %2855 = sext i32 %N to i64
  %2856 = sub i32 %2078, 1
  %2857 = sub i32 %2856, %c586
  %2858 = mul i32 %2857, 512
  %2859 = sext i32 %2858 to i64
  %2860 = sub i64 %2855, %2859
  %2861 = icmp slt i64 %2860, 0
  %2862 = sext i32 %N to i64
  %2863 = sub i32 %2078, 1
  %2864 = sub i32 %2863, %c586
  %2865 = mul i32 %2864, 512
  %2866 = sext i32 %2865 to i64
  %2867 = sub i64 %2862, %2866
  %2868 = icmp sgt i64 %2867, 512
  %2869 = sext i32 %N to i64
  %2870 = sub i32 %2078, 1
  %2871 = sub i32 %2870, %c586
  %2872 = mul i32 %2871, 512
  %2873 = sext i32 %2872 to i64
  %2874 = sub i64 %2869, %2873
  %2875 = select i1 %2868, i64 512, i64 %2874
  %2876 = select i1 %2861, i64 0, i64 %2875
  %2877 = select i1 %2833, i64 %2854, i64 %2876
  %2878 = trunc i64 %2877 to i32
  %2879 = icmp sgt i32 %2878, 512
  %2880 = sext i32 %N to i64
  %2881 = sub i32 %2078, 1
  %2882 = sub i32 %2881, %c586
  %2883 = mul i32 %2882, 512
  %2884 = sext i32 %2883 to i64
  %2885 = sub i64 %2880, %2884
  %2886 = icmp slt i64 %2885, 0
  %2887 = sext i32 %N to i64
  %2888 = sub i32 %2078, 1
  %2889 = sub i32 %2888, %c586
  %2890 = mul i32 %2889, 512
  %2891 = sext i32 %2890 to i64
  %2892 = sub i64 %2887, %2891
  %2893 = icmp sgt i64 %2892, 512
  %2894 = sext i32 %N to i64
  %2895 = sub i32 %2078, 1
  %2896 = sub i32 %2895, %c586
  %2897 = mul i32 %2896, 512
  %2898 = sext i32 %2897 to i64
  %2899 = sub i64 %2894, %2898
  %2900 = select i1 %2893, i64 512, i64 %2899
  %2901 = select i1 %2886, i64 0, i64 %2900
  %2902 = sub i32 %2078, 1
  %2903 = sub i32 %2902, %c586
  %2904 = mul i32 %2903, 512
  %2905 = sext i32 %2904 to i64
  %2906 = sub i64 0, %2905
  %2907 = icmp slt i64 %2906, 0
  %2908 = sub i32 %2078, 1
  %2909 = sub i32 %2908, %c586
  %2910 = mul i32 %2909, 512
  %2911 = sext i32 %2910 to i64
  %2912 = sub i64 0, %2911
  %2913 = icmp sgt i64 %2912, 512
  %2914 = sub i32 %2078, 1
  %2915 = sub i32 %2914, %c586
  %2916 = mul i32 %2915, 512
  %2917 = sext i32 %2916 to i64
  %2918 = sub i64 0, %2917
  %2919 = select i1 %2913, i64 512, i64 %2918
  %2920 = select i1 %2907, i64 0, i64 %2919
  %2921 = trunc i64 %2920 to i32
  %2922 = sext i32 %2921 to i64
  %2923 = icmp slt i64 %2901, %2922
  %2924 = sub i32 %2078, 1
  %2925 = sub i32 %2924, %c586
  %2926 = mul i32 %2925, 512
  %2927 = sext i32 %2926 to i64
  %2928 = sub i64 0, %2927
  %2929 = icmp slt i64 %2928, 0
  %2930 = sub i32 %2078, 1
  %2931 = sub i32 %2930, %c586
  %2932 = mul i32 %2931, 512
  %2933 = sext i32 %2932 to i64
  %2934 = sub i64 0, %2933
  %2935 = icmp sgt i64 %2934, 512
  %2936 = sub i32 %2078, 1
  %2937 = sub i32 %2936, %c586
  %2938 = mul i32 %2937, 512
  %2939 = sext i32 %2938 to i64
  %2940 = sub i64 0, %2939
  %2941 = select i1 %2935, i64 512, i64 %2940
  %2942 = select i1 %2929, i64 0, i64 %2941
  %2943 = trunc i64 %2942 to i32
  %2944 = sext i32 %2943 to i64
  %2945 = sext i32 %N to i64
  %2946 = sub i32 %2078, 1
  %2947 = sub i32 %2946, %c586
  %2948 = mul i32 %2947, 512
  %2949 = sext i32 %2948 to i64
  %2950 = sub i64 %2945, %2949
  %2951 = icmp slt i64 %2950, 0
  %2952 = sext i32 %N to i64
  %2953 = sub i32 %2078, 1
  %2954 = sub i32 %2953, %c586
  %2955 = mul i32 %2954, 512
  %2956 = sext i32 %2955 to i64
  %2957 = sub i64 %2952, %2956
  %2958 = icmp sgt i64 %2957, 512
  %2959 = sext i32 %N to i64
  %2960 = sub i32 %2078, 1
  %2961 = sub i32 %2960, %c586
  %2962 = mul i32 %2961, 512
  %2963 = sext i32 %2962 to i64
  %2964 = sub i64 %2959, %2963
  %2965 = select i1 %2958, i64 512, i64 %2964
  %2966 = select i1 %2951, i64 0, i64 %2965
  %2967 = select i1 %2923, i64 %2944, i64 %2966
  %2968 = trunc i64 %2967 to i32
  %2969 = select i1 %2879, i32 512, i32 %2968
  %tl_cols45 = select i1 %2789, i32 0, i32 %2969
  br label %for.cond622

for.end620:                                       ; preds = %for.cond618
  %2970 = mul i32 %bx, 4
  %2971 = icmp sle i32 0, %2970
  %2972 = mul i32 %bx, 4
  %2973 = sext i32 %2972 to i64
  %2974 = add i64 %2973, 4
  %2975 = sext i32 %M to i64
  %2976 = icmp sle i64 %2974, %2975
  %2977 = and i1 %2971, %2976
  %2978 = mul i32 %t, 512
  %2979 = icmp sle i32 0, %2978
  %2980 = mul i32 %t, 512
  %2981 = sext i32 %2980 to i64
  %2982 = add i64 %2981, 512
  %2983 = sext i32 %N to i64
  %2984 = icmp sle i64 %2982, %2983
  %2985 = and i1 %2979, %2984
  %2986 = and i1 %2977, %2985
  br i1 %2986, label %if.then629, label %if.else630

for.cond622:                                      ; preds = %for.body623, %for.body619
  %j625 = phi i32 [ 0, %for.body619 ], [ %3009, %for.body623 ]
  %2987 = icmp slt i32 %j625, %tl_cols45
  br i1 %2987, label %for.body623, label %for.end624

for.body623:                                      ; preds = %for.cond622
  %2988 = sext i32 %i621 to i64
  %2989 = mul nsw i64 %2988, 512
  %2990 = sext i32 %j625 to i64
  %2991 = add nsw i64 %2989, %2990
  %2992 = getelementptr inbounds float, ptr %X_f, i64 %2991
  %2993 = load float, ptr %2992, align 4
  %2994 = sext i32 %i621 to i64
  %2995 = getelementptr inbounds float, ptr %m, i64 %2994
  %2996 = load float, ptr %2995, align 4
  %2997 = fsub float %2993, %2996
  %2998 = call float @tilec_expf(float %2997)
  %2999 = sext i32 %i621 to i64
  %3000 = getelementptr inbounds float, ptr %l, i64 %2999
  %3001 = load float, ptr %3000, align 4
  %3002 = fdiv float 1.000000e+00, %3001
  %3003 = fmul float %2998, %3002
  %3004 = sext i32 %i621 to i64
  %3005 = mul nsw i64 %3004, 512
  %3006 = sext i32 %j625 to i64
  %3007 = add nsw i64 %3005, %3006
  %3008 = getelementptr inbounds float, ptr %X_f, i64 %3007
  store float %3003, ptr %3008, align 4
  %3009 = add nsw i32 %j625, 1
  br label %for.cond622, !llvm.loop !140

for.end624:                                       ; preds = %for.cond622
  %3010 = sext i32 %i621 to i64
  %3011 = getelementptr inbounds float, ptr %m, i64 %3010
  %3012 = load float, ptr %3011, align 4
  %3013 = fsub float 0.000000e+00, %3012
  %3014 = call float @tilec_expf(float %3013)
  %3015 = sext i32 %i621 to i64
  %3016 = getelementptr inbounds float, ptr %l, i64 %3015
  %3017 = load float, ptr %3016, align 4
  %3018 = fdiv float 1.000000e+00, %3017
  %tl_col47 = fmul float %3014, %3018
  %3019 = sub i32 512, %tl_cols45
  br label %for.cond626

for.cond626:                                      ; preds = %for.body627, %for.end624
  %j46 = phi i32 [ 0, %for.end624 ], [ %3027, %for.body627 ]
  %3020 = icmp slt i32 %j46, %3019
  br i1 %3020, label %for.body627, label %for.end628

for.body627:                                      ; preds = %for.cond626
  %3021 = sext i32 %i621 to i64
  %3022 = mul nsw i64 %3021, 512
  %3023 = add i32 %tl_cols45, %j46
  %3024 = sext i32 %3023 to i64
  %3025 = add nsw i64 %3022, %3024
  %3026 = getelementptr inbounds float, ptr %X_f, i64 %3025
  store float %tl_col47, ptr %3026, align 4
  %3027 = add nsw i32 %j46, 1
  br label %for.cond626, !llvm.loop !141

for.end628:                                       ; preds = %for.cond626
  %3028 = add nsw i32 %i621, 1
  br label %for.cond618, !llvm.loop !142

if.then629:                                       ; preds = %for.end620
  br label %for.cond632

if.else630:                                       ; preds = %for.end620
  br label %for.cond643

if.end631:                                        ; preds = %for.end645, %for.end634
  %3029 = add nsw i32 %c586, 1
  br label %for.cond583, !llvm.loop !143

for.cond632:                                      ; preds = %if.end638, %if.then629
  %i12635 = phi i32 [ 0, %if.then629 ], [ %3049, %if.end638 ]
  %3030 = icmp slt i32 %i12635, 4
  br i1 %3030, label %for.body633, label %for.end634

for.body633:                                      ; preds = %for.cond632
  %3031 = sext i32 %M to i64
  %3032 = sext i32 %N to i64
  %3033 = mul i64 %3031, %3032
  %3034 = icmp sge i64 %3033, 8388608
  br i1 %3034, label %if.then636, label %if.else637

for.end634:                                       ; preds = %for.cond632
  br label %if.end631

if.then636:                                       ; preds = %for.body633
  %3035 = mul i32 %bx, 4
  %3036 = add i32 %3035, %i12635
  %3037 = sext i32 %3036 to i64
  %3038 = sext i32 %N to i64
  %3039 = mul nsw i64 %3037, %3038
  %3040 = mul i32 %t, 512
  %3041 = add i32 %3040, 0
  %3042 = sext i32 %3041 to i64
  %3043 = add nsw i64 %3039, %3042
  %3044 = getelementptr inbounds float, ptr %Y, i64 %3043
  %3045 = sext i32 %i12635 to i64
  %3046 = mul nsw i64 %3045, 512
  %3047 = add nsw i64 %3046, 0
  %3048 = getelementptr inbounds float, ptr %X_f, i64 %3047
  call void @tilec_rt_stream(ptr %3044, ptr %3048, i64 2048)
  br label %if.end638

if.else637:                                       ; preds = %for.body633
  br label %for.cond639

if.end638:                                        ; preds = %for.end641, %if.then636
  %3049 = add nsw i32 %i12635, 1
  br label %for.cond632, !llvm.loop !144

for.cond639:                                      ; preds = %for.body640, %if.else637
  %j2642 = phi i32 [ 0, %if.else637 ], [ %3067, %for.body640 ]
  %3050 = icmp slt i32 %j2642, 512
  br i1 %3050, label %for.body640, label %for.end641

for.body640:                                      ; preds = %for.cond639
  %3051 = sext i32 %i12635 to i64
  %3052 = mul nsw i64 %3051, 512
  %3053 = sext i32 %j2642 to i64
  %3054 = add nsw i64 %3052, %3053
  %3055 = getelementptr inbounds float, ptr %X_f, i64 %3054
  %3056 = load float, ptr %3055, align 4
  %3057 = mul i32 %bx, 4
  %3058 = add i32 %3057, %i12635
  %3059 = sext i32 %3058 to i64
  %3060 = sext i32 %N to i64
  %3061 = mul nsw i64 %3059, %3060
  %3062 = mul i32 %t, 512
  %3063 = add i32 %3062, %j2642
  %3064 = sext i32 %3063 to i64
  %3065 = add nsw i64 %3061, %3064
  %3066 = getelementptr inbounds float, ptr %Y, i64 %3065
  store float %3056, ptr %3066, align 4
  %3067 = add nsw i32 %j2642, 1
  br label %for.cond639, !llvm.loop !145

for.end641:                                       ; preds = %for.cond639
  br label %if.end638

for.cond643:                                      ; preds = %for.end649, %if.else630
  %i12646 = phi i32 [ 0, %if.else630 ], [ %3095, %for.end649 ]
  %3068 = icmp slt i32 %i12646, 4
  br i1 %3068, label %for.body644, label %for.end645

for.body644:                                      ; preds = %for.cond643
  br label %for.cond647

for.end645:                                       ; preds = %for.cond643
  br label %if.end631

for.cond647:                                      ; preds = %if.end653, %for.body644
  %j2650 = phi i32 [ 0, %for.body644 ], [ %3112, %if.end653 ]
  %3069 = icmp slt i32 %j2650, 512
  br i1 %3069, label %for.body648, label %for.end649

for.body648:                                      ; preds = %for.cond647
  %3070 = mul i32 %bx, 4
  %3071 = sext i32 %3070 to i64
  %3072 = sext i32 %i12646 to i64
  %3073 = add i64 %3071, %3072
  %3074 = icmp sle i64 0, %3073
  %3075 = mul i32 %bx, 4
  %3076 = sext i32 %3075 to i64
  %3077 = sext i32 %i12646 to i64
  %3078 = add i64 %3076, %3077
  %3079 = sext i32 %M to i64
  %3080 = icmp slt i64 %3078, %3079
  %3081 = and i1 %3074, %3080
  %3082 = mul i32 %t, 512
  %3083 = sext i32 %3082 to i64
  %3084 = sext i32 %j2650 to i64
  %3085 = add i64 %3083, %3084
  %3086 = icmp sle i64 0, %3085
  %3087 = mul i32 %t, 512
  %3088 = sext i32 %3087 to i64
  %3089 = sext i32 %j2650 to i64
  %3090 = add i64 %3088, %3089
  %3091 = sext i32 %N to i64
  %3092 = icmp slt i64 %3090, %3091
  %3093 = and i1 %3086, %3092
  %3094 = and i1 %3081, %3093
  br i1 %3094, label %if.then651, label %if.else652

for.end649:                                       ; preds = %for.cond647
  %3095 = add nsw i32 %i12646, 1
  br label %for.cond643, !llvm.loop !146

if.then651:                                       ; preds = %for.body648
  %3096 = sext i32 %i12646 to i64
  %3097 = mul nsw i64 %3096, 512
  %3098 = sext i32 %j2650 to i64
  %3099 = add nsw i64 %3097, %3098
  %3100 = getelementptr inbounds float, ptr %X_f, i64 %3099
  %3101 = load float, ptr %3100, align 4
  %3102 = mul i32 %bx, 4
  %3103 = add i32 %3102, %i12646
  %3104 = sext i32 %3103 to i64
  %3105 = sext i32 %N to i64
  %3106 = mul nsw i64 %3104, %3105
  %3107 = mul i32 %t, 512
  %3108 = add i32 %3107, %j2650
  %3109 = sext i32 %3108 to i64
  %3110 = add nsw i64 %3106, %3109
  %3111 = getelementptr inbounds float, ptr %Y, i64 %3110
  store float %3101, ptr %3111, align 4
  br label %if.end653

if.else652:                                       ; preds = %for.body648
  br label %if.end653

if.end653:                                        ; preds = %if.else652, %if.then651
  %3112 = add nsw i32 %j2650, 1
  br label %for.cond647, !llvm.loop !147
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
  %2 = fcmp olt float %0, 8.900000e+01
  %3 = select i1 %2, float %0, float 8.900000e+01
  %4 = fcmp ogt float %0, -1.040000e+02
  %5 = select i1 %4, float %3, float 0.000000e+00
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
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
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
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
