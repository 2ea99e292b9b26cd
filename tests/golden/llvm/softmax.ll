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
  br i1 %1, label %if.then121, label %if.else122

if.end:                                           ; preds = %if.end123, %for.end113
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

for.cond75:                                       ; preds = %for.end109, %for.end66
  %i2 = phi i32 [ 0, %for.end66 ], [ %518, %for.end109 ]
  %401 = icmp slt i32 %i2, 32
  br i1 %401, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond78

for.end77:                                        ; preds = %for.cond75
  br label %for.cond111

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
  br label %for.cond81

for.cond81:                                       ; preds = %for.end86, %for.end80
  %red1 = phi i32 [ 0, %for.end80 ], [ %443, %for.end86 ]
  %424 = icmp slt i32 %red1, %tl_steps6
  br i1 %424, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  br label %for.cond84

for.end83:                                        ; preds = %for.cond81
  %425 = icmp slt i32 %tl_steps6, 7
  br i1 %425, label %if.then88, label %if.else89

for.cond84:                                       ; preds = %for.body85, %for.body82
  %lane187 = phi i32 [ 0, %for.body82 ], [ %442, %for.body85 ]
  %426 = icmp slt i32 %lane187, 32
  br i1 %426, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %427 = sext i32 %lane187 to i64
  %428 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = sext i32 %i2 to i64
  %431 = mul nsw i64 %430, 256
  %432 = add i32 %red1, 1
  %433 = mul i32 %432, 32
  %434 = add i32 %433, %lane187
  %435 = sext i32 %434 to i64
  %436 = add nsw i64 %431, %435
  %437 = getelementptr inbounds float, ptr %X_s, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = fadd float %429, %438
  %440 = sext i32 %lane187 to i64
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %440
  store float %439, ptr %441, align 4
  %442 = add nsw i32 %lane187, 1
  br label %for.cond84, !llvm.loop !20

for.end86:                                        ; preds = %for.cond84
  %443 = add nsw i32 %red1, 1
  br label %for.cond81, !llvm.loop !21

if.then88:                                        ; preds = %for.end83
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %445 = load float, ptr %444, align 4
  %446 = fadd float %445, %tl_pad5
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %446, ptr %447, align 4
  br label %if.end90

if.else89:                                        ; preds = %for.end83
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %if.then88
  br label %for.cond91

for.cond91:                                       ; preds = %for.body92, %if.end90
  %lane194 = phi i32 [ 0, %if.end90 ], [ %459, %for.body92 ]
  %448 = icmp slt i32 %lane194, 16
  br i1 %448, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %449 = sext i32 %lane194 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = add i32 %lane194, 16
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = fadd float %451, %455
  %457 = sext i32 %lane194 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  store float %456, ptr %458, align 4
  %459 = add nsw i32 %lane194, 1
  br label %for.cond91, !llvm.loop !22

for.end93:                                        ; preds = %for.cond91
  br label %for.cond95

for.cond95:                                       ; preds = %for.body96, %for.end93
  %lane198 = phi i32 [ 0, %for.end93 ], [ %471, %for.body96 ]
  %460 = icmp slt i32 %lane198, 8
  br i1 %460, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %461 = sext i32 %lane198 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = add i32 %lane198, 8
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = fadd float %463, %467
  %469 = sext i32 %lane198 to i64
  %470 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %469
  store float %468, ptr %470, align 4
  %471 = add nsw i32 %lane198, 1
  br label %for.cond95, !llvm.loop !23

for.end97:                                        ; preds = %for.cond95
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end97
  %lane1102 = phi i32 [ 0, %for.end97 ], [ %483, %for.body100 ]
  %472 = icmp slt i32 %lane1102, 4
  br i1 %472, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %473 = sext i32 %lane1102 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = add i32 %lane1102, 4
  %477 = sext i32 %476 to i64
  %478 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = fadd float %475, %479
  %481 = sext i32 %lane1102 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %481
  store float %480, ptr %482, align 4
  %483 = add nsw i32 %lane1102, 1
  br label %for.cond99, !llvm.loop !24

for.end101:                                       ; preds = %for.cond99
  br label %for.cond103

for.cond103:                                      ; preds = %for.body104, %for.end101
  %lane1106 = phi i32 [ 0, %for.end101 ], [ %495, %for.body104 ]
  %484 = icmp slt i32 %lane1106, 2
  br i1 %484, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %485 = sext i32 %lane1106 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = add i32 %lane1106, 2
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fadd float %487, %491
  %493 = sext i32 %lane1106 to i64
  %494 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %493
  store float %492, ptr %494, align 4
  %495 = add nsw i32 %lane1106, 1
  br label %for.cond103, !llvm.loop !25

for.end105:                                       ; preds = %for.cond103
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end105
  %lane1110 = phi i32 [ 0, %for.end105 ], [ %507, %for.body108 ]
  %496 = icmp slt i32 %lane1110, 1
  br i1 %496, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %497 = sext i32 %lane1110 to i64
  %498 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = add i32 %lane1110, 1
  %501 = sext i32 %500 to i64
  %502 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = fadd float %499, %503
  %505 = sext i32 %lane1110 to i64
  %506 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %505
  store float %504, ptr %506, align 4
  %507 = add nsw i32 %lane1110, 1
  br label %for.cond107, !llvm.loop !26

for.end109:                                       ; preds = %for.cond107
  %508 = sext i32 %i2 to i64
  %509 = getelementptr inbounds float, ptr %l_s, i64 %508
  store float 0.000000e+00, ptr %509, align 4
  %510 = sext i32 %i2 to i64
  %511 = getelementptr inbounds float, ptr %l_s, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %514 = load float, ptr %513, align 4
  %515 = fadd float %512, %514
  %516 = sext i32 %i2 to i64
  %517 = getelementptr inbounds float, ptr %l_s, i64 %516
  store float %515, ptr %517, align 4
  %518 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !27

for.cond111:                                      ; preds = %if.end117, %for.end77
  %i114 = phi i32 [ 0, %for.end77 ], [ %544, %if.end117 ]
  %519 = icmp slt i32 %i114, 32
  br i1 %519, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %520 = sext i32 %N to i64
  %521 = icmp slt i64 %520, 0
  %522 = sext i32 %N to i64
  %523 = icmp sgt i64 %522, 256
  %524 = sext i32 %N to i64
  %525 = select i1 %523, i64 256, i64 %524
  %526 = select i1 %521, i64 0, i64 %525
  %527 = icmp slt i64 %526, 0
  %528 = sext i32 %N to i64
  %529 = icmp slt i64 %528, 0
  %530 = sext i32 %N to i64
  %531 = icmp sgt i64 %530, 256
  %532 = sext i32 %N to i64
  %533 = select i1 %531, i64 256, i64 %532
  %534 = select i1 %529, i64 0, i64 %533
  %535 = select i1 %527, i64 0, i64 %534
  %tl_hi3 = trunc i64 %535 to i32
  %536 = mul i32 %bx, 32
  %537 = add i32 %536, %i114
  %538 = icmp sle i32 0, %537
  %539 = mul i32 %bx, 32
  %540 = add i32 %539, %i114
  %541 = icmp slt i32 %540, %M
  %542 = and i1 %538, %541
  br i1 %542, label %if.then115, label %if.else116

for.end113:                                       ; preds = %for.cond111
  br label %if.end

if.then115:                                       ; preds = %for.body112
  %543 = sub i32 %tl_hi3, 0
  br label %for.cond118

if.else116:                                       ; preds = %for.body112
  br label %if.end117

if.end117:                                        ; preds = %if.else116, %for.end120
  %544 = add nsw i32 %i114, 1
  br label %for.cond111, !llvm.loop !28

for.cond118:                                      ; preds = %for.body119, %if.then115
  %j4 = phi i32 [ 0, %if.then115 ], [ %567, %for.body119 ]
  %545 = icmp slt i32 %j4, %543
  br i1 %545, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %546 = sext i32 %i114 to i64
  %547 = mul nsw i64 %546, 256
  %548 = add i32 0, %j4
  %549 = sext i32 %548 to i64
  %550 = add nsw i64 %547, %549
  %551 = getelementptr inbounds float, ptr %X_s, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = sext i32 %i114 to i64
  %554 = getelementptr inbounds float, ptr %l_s, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = fdiv float 1.000000e+00, %555
  %557 = fmul float %552, %556
  %558 = mul i32 %bx, 32
  %559 = add i32 %558, %i114
  %560 = sext i32 %559 to i64
  %561 = sext i32 %N to i64
  %562 = mul nsw i64 %560, %561
  %563 = add i32 0, %j4
  %564 = sext i32 %563 to i64
  %565 = add nsw i64 %562, %564
  %566 = getelementptr inbounds float, ptr %Y, i64 %565
  store float %557, ptr %566, align 4
  %567 = add nsw i32 %j4, 1
  br label %for.cond118, !llvm.loop !29

for.end120:                                       ; preds = %for.cond118
  br label %if.end117

if.then121:                                       ; preds = %if.else
  br label %for.cond124

if.else122:                                       ; preds = %if.else
  %568 = icmp sle i32 %N, 4096
  br i1 %568, label %if.then249, label %if.else250

if.end123:                                        ; preds = %if.end251, %for.end241
  br label %if.end

for.cond124:                                      ; preds = %for.end144, %if.then121
  %i127 = phi i32 [ 0, %if.then121 ], [ %698, %for.end144 ]
  %569 = icmp slt i32 %i127, 4
  br i1 %569, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %570 = sext i32 %N to i64
  %571 = icmp slt i64 %570, 0
  %572 = sext i32 %N to i64
  %573 = icmp sgt i64 %572, 512
  %574 = sext i32 %N to i64
  %575 = select i1 %573, i64 512, i64 %574
  %576 = select i1 %571, i64 0, i64 %575
  %577 = icmp slt i64 %576, 0
  %578 = sext i32 %N to i64
  %579 = icmp slt i64 %578, 0
  %580 = sext i32 %N to i64
  %581 = icmp sgt i64 %580, 512
  %582 = sext i32 %N to i64
  %583 = select i1 %581, i64 512, i64 %582
  %584 = select i1 %579, i64 0, i64 %583
  %585 = select i1 %577, i64 0, i64 %584
  %tl_hi5 = trunc i64 %585 to i32
  br label %for.cond128

for.end126:                                       ; preds = %for.cond124
  %586 = sext i32 %N to i64
  %587 = icmp slt i64 %586, 0
  %588 = sext i32 %N to i64
  %589 = icmp sgt i64 %588, 512
  %590 = sext i32 %N to i64
  %591 = select i1 %589, i64 512, i64 %590
  %592 = select i1 %587, i64 0, i64 %591
  %593 = icmp slt i64 %592, 0
  %594 = sext i32 %N to i64
  %595 = icmp slt i64 %594, 0
  %596 = sext i32 %N to i64
  %597 = icmp sgt i64 %596, 512
  %598 = sext i32 %N to i64
  %599 = select i1 %597, i64 512, i64 %598
  %600 = select i1 %595, i64 0, i64 %599
  %601 = select i1 %593, i64 0, i64 %600
  %602 = trunc i64 %601 to i32
  %603 = icmp slt i32 %602, 0
  %604 = sext i32 %N to i64
  %605 = icmp slt i64 %604, 0
  %606 = sext i32 %N to i64
  %607 = icmp sgt i64 %606, 512
  %608 = sext i32 %N to i64
  %609 = select i1 %607, i64 512, i64 %608
  %610 = select i1 %605, i64 0, i64 %609
  %611 = icmp slt i64 %610, 0
  %612 = sext i32 %N to i64
  %613 = icmp slt i64 %612, 0
  %614 = sext i32 %N to i64
  %615 = icmp sgt i64 %614, 512
  %616 = sext i32 %N to i64
  %617 = select i1 %615, i64 512, i64 %616
  %618 = select i1 %613, i64 0, i64 %617
  %619 = select i1 %611, i64 0, i64 %618
  %620 = trunc i64 %619 to i32
  %621 = icmp sgt i32 %620, 512
  %622 = sext i32 %N to i64
  %623 = icmp slt i64 %622, 0
  %624 = sext i32 %N to i64
  %625 = icmp sgt i64 %624, 512
  %626 = sext i32 %N to i64
  %627 = select i1 %625, i64 512, i64 %626
  %628 = select i1 %623, i64 0, i64 %627
  %629 = icmp slt i64 %628, 0
  %630 = sext i32 %N to i64
  %631 = icmp slt i64 %630, 0
  %632 = sext i32 %N to i64
  %633 = icmp sgt i64 %632, 512
  %634 = sext i32 %N to i64
  %635 = select i1 %633, i64 512, i64 %634
  %636 = select i1 %631, i64 0, i64 %635
  %637 = select i1 %629, i64 0, i64 %636
  %638 = trunc i64 %637 to i32
  %639 = select i1 %621, i32 512, i32 %638
  %640 = select i1 %603, i32 0, i32 %639
  %641 = add i32 %640, 31
  %642 = sdiv i32 %641, 32
  %643 = sub i32 0, %641
  %644 = select i1 false, i32 %643, i32 %642
  br label %for.cond146

for.cond128:                                      ; preds = %for.body129, %for.body125
  %j131 = phi i32 [ 0, %for.body125 ], [ %653, %for.body129 ]
  %645 = icmp slt i32 %j131, 0
  br i1 %645, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %646 = icmp slt i32 %j131, %N
  %647 = select i1 %646, float 0.000000e+00, float 0xFFF0000000000000
  %648 = sext i32 %i127 to i64
  %649 = mul nsw i64 %648, 512
  %650 = sext i32 %j131 to i64
  %651 = add nsw i64 %649, %650
  %652 = getelementptr inbounds float, ptr %X_f, i64 %651
  store float %647, ptr %652, align 4
  %653 = add nsw i32 %j131, 1
  br label %for.cond128, !llvm.loop !30

for.end130:                                       ; preds = %for.cond128
  %654 = mul i32 %bx, 4
  %655 = add i32 %654, %i127
  %656 = icmp sle i32 0, %655
  %657 = mul i32 %bx, 4
  %658 = add i32 %657, %i127
  %659 = icmp slt i32 %658, %M
  %660 = and i1 %656, %659
  br i1 %660, label %if.then132, label %if.else133

if.then132:                                       ; preds = %for.end130
  %661 = sub i32 %tl_hi5, 0
  br label %for.cond135

if.else133:                                       ; preds = %for.end130
  %662 = sub i32 %tl_hi5, 0
  br label %for.cond138

if.end134:                                        ; preds = %for.end140, %for.end137
  %663 = sub i32 512, %tl_hi5
  br label %for.cond142

for.cond135:                                      ; preds = %for.body136, %if.then132
  %j5 = phi i32 [ 0, %if.then132 ], [ %681, %for.body136 ]
  %664 = icmp slt i32 %j5, %661
  br i1 %664, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %665 = mul i32 %bx, 4
  %666 = add i32 %665, %i127
  %667 = sext i32 %666 to i64
  %668 = sext i32 %N to i64
  %669 = mul nsw i64 %667, %668
  %670 = add i32 0, %j5
  %671 = sext i32 %670 to i64
  %672 = add nsw i64 %669, %671
  %673 = getelementptr inbounds float, ptr %X, i64 %672
  %674 = load float, ptr %673, align 4
  %675 = sext i32 %i127 to i64
  %676 = mul nsw i64 %675, 512
  %677 = add i32 0, %j5
  %678 = sext i32 %677 to i64
  %679 = add nsw i64 %676, %678
  %680 = getelementptr inbounds float, ptr %X_f, i64 %679
  store float %674, ptr %680, align 4
  %681 = add nsw i32 %j5, 1
  br label %for.cond135, !llvm.loop !31

for.end137:                                       ; preds = %for.cond135
  br label %if.end134

for.cond138:                                      ; preds = %for.body139, %if.else133
  %j5141 = phi i32 [ 0, %if.else133 ], [ %689, %for.body139 ]
  %682 = icmp slt i32 %j5141, %662
  br i1 %682, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %683 = sext i32 %i127 to i64
  %684 = mul nsw i64 %683, 512
  %685 = add i32 0, %j5141
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %684, %686
  %688 = getelementptr inbounds float, ptr %X_f, i64 %687
  store float 0.000000e+00, ptr %688, align 4
  %689 = add nsw i32 %j5141, 1
  br label %for.cond138, !llvm.loop !32

for.end140:                                       ; preds = %for.cond138
  br label %if.end134

for.cond142:                                      ; preds = %for.body143, %if.end134
  %j5145 = phi i32 [ 0, %if.end134 ], [ %697, %for.body143 ]
  %690 = icmp slt i32 %j5145, %663
  br i1 %690, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %691 = sext i32 %i127 to i64
  %692 = mul nsw i64 %691, 512
  %693 = add i32 %tl_hi5, %j5145
  %694 = sext i32 %693 to i64
  %695 = add nsw i64 %692, %694
  %696 = getelementptr inbounds float, ptr %X_f, i64 %695
  store float 0xFFF0000000000000, ptr %696, align 4
  %697 = add nsw i32 %j5145, 1
  br label %for.cond142, !llvm.loop !33

for.end144:                                       ; preds = %for.cond142
  %698 = add nsw i32 %i127, 1
  br label %for.cond124, !llvm.loop !34

for.cond146:                                      ; preds = %for.end188, %for.end126
  %i3 = phi i32 [ 0, %for.end126 ], [ %821, %for.end188 ]
  %699 = icmp slt i32 %i3, 4
  br i1 %699, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond149

for.end148:                                       ; preds = %for.cond146
  br label %for.cond192

for.cond149:                                      ; preds = %for.body150, %for.body147
  %lane2 = phi i32 [ 0, %for.body147 ], [ %724, %for.body150 ]
  %700 = icmp slt i32 %lane2, 32
  br i1 %700, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %701 = sext i32 %i3 to i64
  %702 = mul nsw i64 %701, 512
  %703 = sext i32 %lane2 to i64
  %704 = add nsw i64 %702, %703
  %705 = getelementptr inbounds float, ptr %X_f, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = sext i32 %i3 to i64
  %708 = mul nsw i64 %707, 512
  %709 = sext i32 %lane2 to i64
  %710 = add nsw i64 %708, %709
  %711 = getelementptr inbounds float, ptr %X_f, i64 %710
  %712 = load float, ptr %711, align 4
  %713 = fcmp une float %706, %712
  %714 = sext i32 %i3 to i64
  %715 = mul nsw i64 %714, 512
  %716 = sext i32 %lane2 to i64
  %717 = add nsw i64 %715, %716
  %718 = call i64 @llvm.umin.i64(i64 %717, i64 2047)
  %719 = getelementptr inbounds float, ptr %X_f, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = select i1 %713, float 0xFFF0000000000000, float %720
  %722 = sext i32 %lane2 to i64
  %723 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %722
  store float %721, ptr %723, align 4
  %724 = add nsw i32 %lane2, 1
  br label %for.cond149, !llvm.loop !35

for.end151:                                       ; preds = %for.cond149
  %725 = sub i32 %644, 1
  %726 = icmp slt i32 %725, 0
  %727 = sub i32 %644, 1
  %728 = select i1 %726, i32 0, i32 %727
  %tl_steps8 = select i1 true, i32 %728, i32 15
  br label %for.cond152

for.cond152:                                      ; preds = %for.end157, %for.end151
  %red2 = phi i32 [ 0, %for.end151 ], [ %747, %for.end157 ]
  %729 = icmp slt i32 %red2, %tl_steps8
  br i1 %729, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  br label %for.cond155

for.end154:                                       ; preds = %for.cond152
  %730 = icmp slt i32 %tl_steps8, 15
  br i1 %730, label %if.then159, label %if.else160

for.cond155:                                      ; preds = %for.body156, %for.body153
  %lane2158 = phi i32 [ 0, %for.body153 ], [ %746, %for.body156 ]
  %731 = icmp slt i32 %lane2158, 32
  br i1 %731, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %732 = sext i32 %lane2158 to i64
  %733 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %732
  %lane_acc1 = load float, ptr %733, align 4
  %734 = sext i32 %i3 to i64
  %735 = mul nsw i64 %734, 512
  %736 = add i32 %red2, 1
  %737 = mul i32 %736, 32
  %738 = add i32 %737, %lane2158
  %739 = sext i32 %738 to i64
  %740 = add nsw i64 %735, %739
  %741 = getelementptr inbounds float, ptr %X_f, i64 %740
  %lane_next1 = load float, ptr %741, align 4
  %742 = fcmp ogt float %lane_next1, %lane_acc1
  %743 = select i1 %742, float %lane_next1, float %lane_acc1
  %744 = sext i32 %lane2158 to i64
  %745 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %744
  store float %743, ptr %745, align 4
  %746 = add nsw i32 %lane2158, 1
  br label %for.cond155, !llvm.loop !36

for.end157:                                       ; preds = %for.cond155
  %747 = add nsw i32 %red2, 1
  br label %for.cond152, !llvm.loop !37

if.then159:                                       ; preds = %for.end154
  %748 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %749 = load float, ptr %748, align 4
  %750 = fcmp ogt float 0xFFF0000000000000, %749
  %751 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %752 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %751
  %753 = load float, ptr %752, align 4
  %754 = select i1 %750, float 0xFFF0000000000000, float %753
  %755 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %754, ptr %755, align 4
  br label %if.end161

if.else160:                                       ; preds = %for.end154
  br label %if.end161

if.end161:                                        ; preds = %if.else160, %if.then159
  br label %for.cond162

for.cond162:                                      ; preds = %for.body163, %if.end161
  %lane2165 = phi i32 [ 0, %if.end161 ], [ %766, %for.body163 ]
  %756 = icmp slt i32 %lane2165, 16
  br i1 %756, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %757 = sext i32 %lane2165 to i64
  %758 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %757
  %lane_acc1166 = load float, ptr %758, align 4
  %759 = add i32 %lane2165, 16
  %760 = sext i32 %759 to i64
  %761 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %760
  %lane_next1167 = load float, ptr %761, align 4
  %762 = fcmp ogt float %lane_next1167, %lane_acc1166
  %763 = select i1 %762, float %lane_next1167, float %lane_acc1166
  %764 = sext i32 %lane2165 to i64
  %765 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %764
  store float %763, ptr %765, align 4
  %766 = add nsw i32 %lane2165, 1
  br label %for.cond162, !llvm.loop !38

for.end164:                                       ; preds = %for.cond162
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end164
  %lane2171 = phi i32 [ 0, %for.end164 ], [ %777, %for.body169 ]
  %767 = icmp slt i32 %lane2171, 8
  br i1 %767, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %768 = sext i32 %lane2171 to i64
  %769 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %768
  %lane_acc1172 = load float, ptr %769, align 4
  %770 = add i32 %lane2171, 8
  %771 = sext i32 %770 to i64
  %772 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %771
  %lane_next1173 = load float, ptr %772, align 4
  %773 = fcmp ogt float %lane_next1173, %lane_acc1172
  %774 = select i1 %773, float %lane_next1173, float %lane_acc1172
  %775 = sext i32 %lane2171 to i64
  %776 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %775
  store float %774, ptr %776, align 4
  %777 = add nsw i32 %lane2171, 1
  br label %for.cond168, !llvm.loop !39

for.end170:                                       ; preds = %for.cond168
  br label %for.cond174

for.cond174:                                      ; preds = %for.body175, %for.end170
  %lane2177 = phi i32 [ 0, %for.end170 ], [ %788, %for.body175 ]
  %778 = icmp slt i32 %lane2177, 4
  br i1 %778, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %779 = sext i32 %lane2177 to i64
  %780 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %779
  %lane_acc1178 = load float, ptr %780, align 4
  %781 = add i32 %lane2177, 4
  %782 = sext i32 %781 to i64
  %783 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %782
  %lane_next1179 = load float, ptr %783, align 4
  %784 = fcmp ogt float %lane_next1179, %lane_acc1178
  %785 = select i1 %784, float %lane_next1179, float %lane_acc1178
  %786 = sext i32 %lane2177 to i64
  %787 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %786
  store float %785, ptr %787, align 4
  %788 = add nsw i32 %lane2177, 1
  br label %for.cond174, !llvm.loop !40

for.end176:                                       ; preds = %for.cond174
  br label %for.cond180

for.cond180:                                      ; preds = %for.body181, %for.end176
  %lane2183 = phi i32 [ 0, %for.end176 ], [ %799, %for.body181 ]
  %789 = icmp slt i32 %lane2183, 2
  br i1 %789, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %790 = sext i32 %lane2183 to i64
  %791 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %790
  %lane_acc1184 = load float, ptr %791, align 4
  %792 = add i32 %lane2183, 2
  %793 = sext i32 %792 to i64
  %794 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %793
  %lane_next1185 = load float, ptr %794, align 4
  %795 = fcmp ogt float %lane_next1185, %lane_acc1184
  %796 = select i1 %795, float %lane_next1185, float %lane_acc1184
  %797 = sext i32 %lane2183 to i64
  %798 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %797
  store float %796, ptr %798, align 4
  %799 = add nsw i32 %lane2183, 1
  br label %for.cond180, !llvm.loop !41

for.end182:                                       ; preds = %for.cond180
  br label %for.cond186

for.cond186:                                      ; preds = %for.body187, %for.end182
  %lane2189 = phi i32 [ 0, %for.end182 ], [ %810, %for.body187 ]
  %800 = icmp slt i32 %lane2189, 1
  br i1 %800, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %801 = sext i32 %lane2189 to i64
  %802 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %801
  %lane_acc1190 = load float, ptr %802, align 4
  %803 = add i32 %lane2189, 1
  %804 = sext i32 %803 to i64
  %805 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %804
  %lane_next1191 = load float, ptr %805, align 4
  %806 = fcmp ogt float %lane_next1191, %lane_acc1190
  %807 = select i1 %806, float %lane_next1191, float %lane_acc1190
  %808 = sext i32 %lane2189 to i64
  %809 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %808
  store float %807, ptr %809, align 4
  %810 = add nsw i32 %lane2189, 1
  br label %for.cond186, !llvm.loop !42

for.end188:                                       ; preds = %for.cond186
  %811 = sext i32 %i3 to i64
  %812 = getelementptr inbounds float, ptr %m, i64 %811
  store float 0xFFF0000000000000, ptr %812, align 4
  %813 = sext i32 %i3 to i64
  %814 = getelementptr inbounds float, ptr %m, i64 %813
  %815 = load float, ptr %814, align 4
  %816 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %817 = load float, ptr %816, align 4
  %818 = call float @llvm.maxnum.f32(float %815, float %817)
  %819 = sext i32 %i3 to i64
  %820 = getelementptr inbounds float, ptr %m, i64 %819
  store float %818, ptr %820, align 4
  %821 = add nsw i32 %i3, 1
  br label %for.cond146, !llvm.loop !43

for.cond192:                                      ; preds = %for.end202, %for.end148
  %i195 = phi i32 [ 0, %for.end148 ], [ %967, %for.end202 ]
  %822 = icmp slt i32 %i195, 4
  br i1 %822, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %823 = sext i32 %N to i64
  %824 = icmp slt i64 %823, 0
  %825 = sext i32 %N to i64
  %826 = icmp sgt i64 %825, 512
  %827 = sext i32 %N to i64
  %828 = select i1 %826, i64 512, i64 %827
  %829 = select i1 %824, i64 0, i64 %828
  %830 = icmp slt i64 %829, 0
  %831 = sext i32 %N to i64
  %832 = icmp slt i64 %831, 0
  %833 = sext i32 %N to i64
  %834 = icmp sgt i64 %833, 512
  %835 = sext i32 %N to i64
  %836 = select i1 %834, i64 512, i64 %835
  %837 = select i1 %832, i64 0, i64 %836
  %838 = select i1 %830, i64 0, i64 %837
  %839 = trunc i64 %838 to i32
  %840 = icmp slt i32 %839, 0
  %841 = sext i32 %N to i64
  %842 = icmp slt i64 %841, 0
  %843 = sext i32 %N to i64
  %844 = icmp sgt i64 %843, 512
  %845 = sext i32 %N to i64
  %846 = select i1 %844, i64 512, i64 %845
  %847 = select i1 %842, i64 0, i64 %846
  %848 = icmp slt i64 %847, 0
  %849 = sext i32 %N to i64
  %850 = icmp slt i64 %849, 0
  %851 = sext i32 %N to i64
  %852 = icmp sgt i64 %851, 512
  %853 = sext i32 %N to i64
  %854 = select i1 %852, i64 512, i64 %853
  %855 = select i1 %850, i64 0, i64 %854
  %856 = select i1 %848, i64 0, i64 %855
  %857 = trunc i64 %856 to i32
  %858 = icmp sgt i32 %857, 512
  %859 = sext i32 %N to i64
  %860 = icmp slt i64 %859, 0
  %861 = sext i32 %N to i64
  %862 = icmp sgt i64 %861, 512
  %863 = sext i32 %N to i64
  %864 = select i1 %862, i64 512, i64 %863
  %865 = select i1 %860, i64 0, i64 %864
  %866 = icmp slt i64 %865, 0
  %867 = sext i32 %N to i64
  %868 = icmp slt i64 %867, 0
  %869 = sext i32 %N to i64
  %870 = icmp sgt i64 %869, 512
  %871 = sext i32 %N to i64
  %872 = select i1 %870, i64 512, i64 %871
  %873 = select i1 %868, i64 0, i64 %872
  %874 = select i1 %866, i64 0, i64 %873
  %875 = trunc i64 %874 to i32
  %876 = select i1 %858, i32 512, i32 %875
  %tl_cols9 = select i1 %840, i32 0, i32 %876
  br label %for.cond196

for.end194:                                       ; preds = %for.cond192
  %877 = sext i32 %N to i64
  %878 = icmp slt i64 %877, 0
  %879 = sext i32 %N to i64
  %880 = icmp sgt i64 %879, 512
  %881 = sext i32 %N to i64
  %882 = select i1 %880, i64 512, i64 %881
  %883 = select i1 %878, i64 0, i64 %882
  %884 = icmp slt i64 %883, 0
  %885 = sext i32 %N to i64
  %886 = icmp slt i64 %885, 0
  %887 = sext i32 %N to i64
  %888 = icmp sgt i64 %887, 512
  %889 = sext i32 %N to i64
  %890 = select i1 %888, i64 512, i64 %889
  %891 = select i1 %886, i64 0, i64 %890
  %892 = select i1 %884, i64 0, i64 %891
  %893 = trunc i64 %892 to i32
  %894 = icmp slt i32 %893, 0
  %895 = sext i32 %N to i64
  %896 = icmp slt i64 %895, 0
  %897 = sext i32 %N to i64
  %898 = icmp sgt i64 %897, 512
  %899 = sext i32 %N to i64
  %900 = select i1 %898, i64 512, i64 %899
  %901 = select i1 %896, i64 0, i64 %900
  %902 = icmp slt i64 %901, 0
  %903 = sext i32 %N to i64
  %904 = icmp slt i64 %903, 0
  %905 = sext i32 %N to i64
  %906 = icmp sgt i64 %905, 512
  %907 = sext i32 %N to i64
  %908 = select i1 %906, i64 512, i64 %907
  %909 = select i1 %904, i64 0, i64 %908
  %910 = select i1 %902, i64 0, i64 %909
  %911 = trunc i64 %910 to i32
  %912 = icmp sgt i32 %911, 512
  %913 = sext i32 %N to i64
  %914 = icmp slt i64 %913, 0
  %915 = sext i32 %N to i64
  %916 = icmp sgt i64 %915, 512
  %917 = sext i32 %N to i64
  %918 = select i1 %916, i64 512, i64 %917
  %919 = select i1 %914, i64 0, i64 %918
  %920 = icmp slt i64 %919, 0
  %921 = sext i32 %N to i64
  %922 = icmp slt i64 %921, 0
  %923 = sext i32 %N to i64
  %924 = icmp sgt i64 %923, 512
  %925 = sext i32 %N to i64
  %926 = select i1 %924, i64 512, i64 %925
  %927 = select i1 %922, i64 0, i64 %926
  %928 = select i1 %920, i64 0, i64 %927
  %929 = trunc i64 %928 to i32
  %930 = select i1 %912, i32 512, i32 %929
  %931 = select i1 %894, i32 0, i32 %930
  %932 = add i32 %931, 31
  %933 = sdiv i32 %932, 32
  %934 = sub i32 0, %932
  %935 = select i1 false, i32 %934, i32 %933
  br label %for.cond203

for.cond196:                                      ; preds = %for.body197, %for.body193
  %j199 = phi i32 [ 0, %for.body193 ], [ %953, %for.body197 ]
  %936 = icmp slt i32 %j199, %tl_cols9
  br i1 %936, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %937 = sext i32 %i195 to i64
  %938 = mul nsw i64 %937, 512
  %939 = sext i32 %j199 to i64
  %940 = add nsw i64 %938, %939
  %941 = getelementptr inbounds float, ptr %X_f, i64 %940
  %942 = load float, ptr %941, align 4
  %943 = sext i32 %i195 to i64
  %944 = getelementptr inbounds float, ptr %m, i64 %943
  %945 = load float, ptr %944, align 4
  %946 = fsub float %942, %945
  %947 = call float @tilec_expf(float %946)
  %948 = sext i32 %i195 to i64
  %949 = mul nsw i64 %948, 512
  %950 = sext i32 %j199 to i64
  %951 = add nsw i64 %949, %950
  %952 = getelementptr inbounds float, ptr %X_f, i64 %951
  store float %947, ptr %952, align 4
  %953 = add nsw i32 %j199, 1
  br label %for.cond196, !llvm.loop !44

for.end198:                                       ; preds = %for.cond196
  %954 = sext i32 %i195 to i64
  %955 = getelementptr inbounds float, ptr %m, i64 %954
  %956 = load float, ptr %955, align 4
  %957 = fsub float 0xFFF0000000000000, %956
  %tl_col11 = call float @tilec_expf(float %957)
  %958 = sub i32 512, %tl_cols9
  br label %for.cond200

for.cond200:                                      ; preds = %for.body201, %for.end198
  %j10 = phi i32 [ 0, %for.end198 ], [ %966, %for.body201 ]
  %959 = icmp slt i32 %j10, %958
  br i1 %959, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %960 = sext i32 %i195 to i64
  %961 = mul nsw i64 %960, 512
  %962 = add i32 %tl_cols9, %j10
  %963 = sext i32 %962 to i64
  %964 = add nsw i64 %961, %963
  %965 = getelementptr inbounds float, ptr %X_f, i64 %964
  store float %tl_col11, ptr %965, align 4
  %966 = add nsw i32 %j10, 1
  br label %for.cond200, !llvm.loop !45

for.end202:                                       ; preds = %for.cond200
  %967 = add nsw i32 %i195, 1
  br label %for.cond192, !llvm.loop !46

for.cond203:                                      ; preds = %for.end237, %for.end194
  %i5 = phi i32 [ 0, %for.end194 ], [ %1085, %for.end237 ]
  %968 = icmp slt i32 %i5, 4
  br i1 %968, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  br label %for.cond206

for.end205:                                       ; preds = %for.cond203
  br label %for.cond239

for.cond206:                                      ; preds = %for.body207, %for.body204
  %lane3 = phi i32 [ 0, %for.body204 ], [ %978, %for.body207 ]
  %969 = icmp slt i32 %lane3, 32
  br i1 %969, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %970 = sext i32 %i5 to i64
  %971 = mul nsw i64 %970, 512
  %972 = sext i32 %lane3 to i64
  %973 = add nsw i64 %971, %972
  %974 = getelementptr inbounds float, ptr %X_f, i64 %973
  %975 = load float, ptr %974, align 4
  %976 = sext i32 %lane3 to i64
  %977 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %976
  store float %975, ptr %977, align 4
  %978 = add nsw i32 %lane3, 1
  br label %for.cond206, !llvm.loop !47

for.end208:                                       ; preds = %for.cond206
  %979 = sext i32 %i5 to i64
  %980 = getelementptr inbounds float, ptr %m, i64 %979
  %981 = load float, ptr %980, align 4
  %982 = fsub float 0xFFF0000000000000, %981
  %tl_pad12 = call float @tilec_expf(float %982)
  %983 = fadd float %tl_pad12, %tl_pad12
  %984 = fcmp oeq float %983, %tl_pad12
  %985 = fcmp une float %tl_pad12, %tl_pad12
  %986 = or i1 %984, %985
  %987 = sub i32 %935, 1
  %988 = icmp slt i32 %987, 0
  %989 = sub i32 %935, 1
  %990 = select i1 %988, i32 0, i32 %989
  %tl_steps13 = select i1 %986, i32 %990, i32 15
  br label %for.cond209

for.cond209:                                      ; preds = %for.end214, %for.end208
  %red3 = phi i32 [ 0, %for.end208 ], [ %1010, %for.end214 ]
  %991 = icmp slt i32 %red3, %tl_steps13
  br i1 %991, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  br label %for.cond212

for.end211:                                       ; preds = %for.cond209
  %992 = icmp slt i32 %tl_steps13, 15
  br i1 %992, label %if.then216, label %if.else217

for.cond212:                                      ; preds = %for.body213, %for.body210
  %lane3215 = phi i32 [ 0, %for.body210 ], [ %1009, %for.body213 ]
  %993 = icmp slt i32 %lane3215, 32
  br i1 %993, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %994 = sext i32 %lane3215 to i64
  %995 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %994
  %996 = load float, ptr %995, align 4
  %997 = sext i32 %i5 to i64
  %998 = mul nsw i64 %997, 512
  %999 = add i32 %red3, 1
  %1000 = mul i32 %999, 32
  %1001 = add i32 %1000, %lane3215
  %1002 = sext i32 %1001 to i64
  %1003 = add nsw i64 %998, %1002
  %1004 = getelementptr inbounds float, ptr %X_f, i64 %1003
  %1005 = load float, ptr %1004, align 4
  %1006 = fadd float %996, %1005
  %1007 = sext i32 %lane3215 to i64
  %1008 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1007
  store float %1006, ptr %1008, align 4
  %1009 = add nsw i32 %lane3215, 1
  br label %for.cond212, !llvm.loop !48

for.end214:                                       ; preds = %for.cond212
  %1010 = add nsw i32 %red3, 1
  br label %for.cond209, !llvm.loop !49

if.then216:                                       ; preds = %for.end211
  %1011 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1012 = load float, ptr %1011, align 4
  %1013 = fadd float %1012, %tl_pad12
  %1014 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1013, ptr %1014, align 4
  br label %if.end218

if.else217:                                       ; preds = %for.end211
  br label %if.end218

if.end218:                                        ; preds = %if.else217, %if.then216
  br label %for.cond219

for.cond219:                                      ; preds = %for.body220, %if.end218
  %lane3222 = phi i32 [ 0, %if.end218 ], [ %1026, %for.body220 ]
  %1015 = icmp slt i32 %lane3222, 16
  br i1 %1015, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %1016 = sext i32 %lane3222 to i64
  %1017 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1016
  %1018 = load float, ptr %1017, align 4
  %1019 = add i32 %lane3222, 16
  %1020 = sext i32 %1019 to i64
  %1021 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1020
  %1022 = load float, ptr %1021, align 4
  %1023 = fadd float %1018, %1022
  %1024 = sext i32 %lane3222 to i64
  %1025 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1024
  store float %1023, ptr %1025, align 4
  %1026 = add nsw i32 %lane3222, 1
  br label %for.cond219, !llvm.loop !50

for.end221:                                       ; preds = %for.cond219
  br label %for.cond223

for.cond223:                                      ; preds = %for.body224, %for.end221
  %lane3226 = phi i32 [ 0, %for.end221 ], [ %1038, %for.body224 ]
  %1027 = icmp slt i32 %lane3226, 8
  br i1 %1027, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %1028 = sext i32 %lane3226 to i64
  %1029 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1028
  %1030 = load float, ptr %1029, align 4
  %1031 = add i32 %lane3226, 8
  %1032 = sext i32 %1031 to i64
  %1033 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1032
  %1034 = load float, ptr %1033, align 4
  %1035 = fadd float %1030, %1034
  %1036 = sext i32 %lane3226 to i64
  %1037 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1036
  store float %1035, ptr %1037, align 4
  %1038 = add nsw i32 %lane3226, 1
  br label %for.cond223, !llvm.loop !51

for.end225:                                       ; preds = %for.cond223
  br label %for.cond227

for.cond227:                                      ; preds = %for.body228, %for.end225
  %lane3230 = phi i32 [ 0, %for.end225 ], [ %1050, %for.body228 ]
  %1039 = icmp slt i32 %lane3230, 4
  br i1 %1039, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %1040 = sext i32 %lane3230 to i64
  %1041 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %1043 = add i32 %lane3230, 4
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1044
  %1046 = load float, ptr %1045, align 4
  %1047 = fadd float %1042, %1046
  %1048 = sext i32 %lane3230 to i64
  %1049 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1048
  store float %1047, ptr %1049, align 4
  %1050 = add nsw i32 %lane3230, 1
  br label %for.cond227, !llvm.loop !52

for.end229:                                       ; preds = %for.cond227
  br label %for.cond231

for.cond231:                                      ; preds = %for.body232, %for.end229
  %lane3234 = phi i32 [ 0, %for.end229 ], [ %1062, %for.body232 ]
  %1051 = icmp slt i32 %lane3234, 2
  br i1 %1051, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %1052 = sext i32 %lane3234 to i64
  %1053 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1052
  %1054 = load float, ptr %1053, align 4
  %1055 = add i32 %lane3234, 2
  %1056 = sext i32 %1055 to i64
  %1057 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1056
  %1058 = load float, ptr %1057, align 4
  %1059 = fadd float %1054, %1058
  %1060 = sext i32 %lane3234 to i64
  %1061 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1060
  store float %1059, ptr %1061, align 4
  %1062 = add nsw i32 %lane3234, 1
  br label %for.cond231, !llvm.loop !53

for.end233:                                       ; preds = %for.cond231
  br label %for.cond235

for.cond235:                                      ; preds = %for.body236, %for.end233
  %lane3238 = phi i32 [ 0, %for.end233 ], [ %1074, %for.body236 ]
  %1063 = icmp slt i32 %lane3238, 1
  br i1 %1063, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %1064 = sext i32 %lane3238 to i64
  %1065 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = add i32 %lane3238, 1
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = fadd float %1066, %1070
  %1072 = sext i32 %lane3238 to i64
  %1073 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1072
  store float %1071, ptr %1073, align 4
  %1074 = add nsw i32 %lane3238, 1
  br label %for.cond235, !llvm.loop !54

for.end237:                                       ; preds = %for.cond235
  %1075 = sext i32 %i5 to i64
  %1076 = getelementptr inbounds float, ptr %l, i64 %1075
  store float 0.000000e+00, ptr %1076, align 4
  %1077 = sext i32 %i5 to i64
  %1078 = getelementptr inbounds float, ptr %l, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1081 = load float, ptr %1080, align 4
  %1082 = fadd float %1079, %1081
  %1083 = sext i32 %i5 to i64
  %1084 = getelementptr inbounds float, ptr %l, i64 %1083
  store float %1082, ptr %1084, align 4
  %1085 = add nsw i32 %i5, 1
  br label %for.cond203, !llvm.loop !55

for.cond239:                                      ; preds = %if.end245, %for.end205
  %i242 = phi i32 [ 0, %for.end205 ], [ %1111, %if.end245 ]
  %1086 = icmp slt i32 %i242, 4
  br i1 %1086, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %1087 = sext i32 %N to i64
  %1088 = icmp slt i64 %1087, 0
  %1089 = sext i32 %N to i64
  %1090 = icmp sgt i64 %1089, 512
  %1091 = sext i32 %N to i64
  %1092 = select i1 %1090, i64 512, i64 %1091
  %1093 = select i1 %1088, i64 0, i64 %1092
  %1094 = icmp slt i64 %1093, 0
  %1095 = sext i32 %N to i64
  %1096 = icmp slt i64 %1095, 0
  %1097 = sext i32 %N to i64
  %1098 = icmp sgt i64 %1097, 512
  %1099 = sext i32 %N to i64
  %1100 = select i1 %1098, i64 512, i64 %1099
  %1101 = select i1 %1096, i64 0, i64 %1100
  %1102 = select i1 %1094, i64 0, i64 %1101
  %tl_hi7 = trunc i64 %1102 to i32
  %1103 = mul i32 %bx, 4
  %1104 = add i32 %1103, %i242
  %1105 = icmp sle i32 0, %1104
  %1106 = mul i32 %bx, 4
  %1107 = add i32 %1106, %i242
  %1108 = icmp slt i32 %1107, %M
  %1109 = and i1 %1105, %1108
  br i1 %1109, label %if.then243, label %if.else244

for.end241:                                       ; preds = %for.cond239
  br label %if.end123

if.then243:                                       ; preds = %for.body240
  %1110 = sub i32 %tl_hi7, 0
  br label %for.cond246

if.else244:                                       ; preds = %for.body240
  br label %if.end245

if.end245:                                        ; preds = %if.else244, %for.end248
  %1111 = add nsw i32 %i242, 1
  br label %for.cond239, !llvm.loop !56

for.cond246:                                      ; preds = %for.body247, %if.then243
  %j6 = phi i32 [ 0, %if.then243 ], [ %1134, %for.body247 ]
  %1112 = icmp slt i32 %j6, %1110
  br i1 %1112, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %1113 = sext i32 %i242 to i64
  %1114 = mul nsw i64 %1113, 512
  %1115 = add i32 0, %j6
  %1116 = sext i32 %1115 to i64
  %1117 = add nsw i64 %1114, %1116
  %1118 = getelementptr inbounds float, ptr %X_f, i64 %1117
  %1119 = load float, ptr %1118, align 4
  %1120 = sext i32 %i242 to i64
  %1121 = getelementptr inbounds float, ptr %l, i64 %1120
  %1122 = load float, ptr %1121, align 4
  %1123 = fdiv float 1.000000e+00, %1122
  %1124 = fmul float %1119, %1123
  %1125 = mul i32 %bx, 4
  %1126 = add i32 %1125, %i242
  %1127 = sext i32 %1126 to i64
  %1128 = sext i32 %N to i64
  %1129 = mul nsw i64 %1127, %1128
  %1130 = add i32 0, %j6
  %1131 = sext i32 %1130 to i64
  %1132 = add nsw i64 %1129, %1131
  %1133 = getelementptr inbounds float, ptr %Y, i64 %1132
  store float %1124, ptr %1133, align 4
  %1134 = add nsw i32 %j6, 1
  br label %for.cond246, !llvm.loop !57

for.end248:                                       ; preds = %for.cond246
  br label %if.end245

if.then249:                                       ; preds = %if.else122
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
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
  %1152 = icmp slt i32 %1151, 0
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
  %1170 = icmp sgt i32 %1169, 4096
  %1171 = sext i32 %N to i64
  %1172 = icmp slt i64 %1171, 0
  %1173 = sext i32 %N to i64
  %1174 = icmp sgt i64 %1173, 4096
  %1175 = sext i32 %N to i64
  %1176 = select i1 %1174, i64 4096, i64 %1175
  %1177 = select i1 %1172, i64 0, i64 %1176
  %1178 = icmp slt i64 %1177, 0
  %1179 = sext i32 %N to i64
  %1180 = icmp slt i64 %1179, 0
  %1181 = sext i32 %N to i64
  %1182 = icmp sgt i64 %1181, 4096
  %1183 = sext i32 %N to i64
  %1184 = select i1 %1182, i64 4096, i64 %1183
  %1185 = select i1 %1180, i64 0, i64 %1184
  %1186 = select i1 %1178, i64 0, i64 %1185
  %1187 = trunc i64 %1186 to i32
  %1188 = select i1 %1170, i32 4096, i32 %1187
  %1189 = select i1 %1152, i32 0, i32 %1188
  %1190 = add i32 %1189, 31
  %1191 = sdiv i32 %1190, 32
  %1192 = sub i32 0, %1190
  %1193 = select i1 false, i32 %1192, i32 %1191
  br label %for.cond252

if.else250:                                       ; preds = %if.else122
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond403

if.end251:                                        ; preds = %for.end560, %for.end254
  br label %if.end123

for.cond252:                                      ; preds = %for.end395, %if.then249
  %r = phi i32 [ 0, %if.then249 ], [ %1883, %for.end395 ]
  %1194 = icmp slt i32 %r, 4
  br i1 %1194, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  br label %for.cond255

for.end254:                                       ; preds = %for.cond252
  br label %if.end251

for.cond255:                                      ; preds = %if.end265, %for.body253
  %i258 = phi i32 [ 0, %for.body253 ], [ %1232, %if.end265 ]
  %1195 = icmp slt i32 %i258, 1
  br i1 %1195, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %1196 = sext i32 %N to i64
  %1197 = icmp slt i64 %1196, 0
  %1198 = sext i32 %N to i64
  %1199 = icmp sgt i64 %1198, 4096
  %1200 = sext i32 %N to i64
  %1201 = select i1 %1199, i64 4096, i64 %1200
  %1202 = select i1 %1197, i64 0, i64 %1201
  %1203 = icmp slt i64 %1202, 0
  %1204 = sext i32 %N to i64
  %1205 = icmp slt i64 %1204, 0
  %1206 = sext i32 %N to i64
  %1207 = icmp sgt i64 %1206, 4096
  %1208 = sext i32 %N to i64
  %1209 = select i1 %1207, i64 4096, i64 %1208
  %1210 = select i1 %1205, i64 0, i64 %1209
  %1211 = select i1 %1203, i64 0, i64 %1210
  %tl_hi9 = trunc i64 %1211 to i32
  br label %for.cond259

for.end257:                                       ; preds = %for.cond255
  br label %for.cond273

for.cond259:                                      ; preds = %for.body260, %for.body256
  %j262 = phi i32 [ 0, %for.body256 ], [ %1220, %for.body260 ]
  %1212 = icmp slt i32 %j262, 0
  br i1 %1212, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %1213 = icmp slt i32 %j262, %N
  %1214 = select i1 %1213, float 0.000000e+00, float 0xFFF0000000000000
  %1215 = sext i32 %i258 to i64
  %1216 = mul nsw i64 %1215, 4096
  %1217 = sext i32 %j262 to i64
  %1218 = add nsw i64 %1216, %1217
  %1219 = getelementptr inbounds float, ptr %X_r, i64 %1218
  store float %1214, ptr %1219, align 4
  %1220 = add nsw i32 %j262, 1
  br label %for.cond259, !llvm.loop !58

for.end261:                                       ; preds = %for.cond259
  %1221 = mul i32 %bx, 4
  %1222 = add i32 %1221, %r
  %1223 = add i32 %1222, %i258
  %1224 = icmp sle i32 0, %1223
  %1225 = mul i32 %bx, 4
  %1226 = add i32 %1225, %r
  %1227 = add i32 %1226, %i258
  %1228 = icmp slt i32 %1227, %M
  %1229 = and i1 %1224, %1228
  br i1 %1229, label %if.then263, label %if.else264

if.then263:                                       ; preds = %for.end261
  %1230 = sub i32 %tl_hi9, 0
  br label %for.cond266

if.else264:                                       ; preds = %for.end261
  %1231 = sub i32 %tl_hi9, 0
  br label %for.cond269

if.end265:                                        ; preds = %for.end271, %for.end268
  %1232 = add nsw i32 %i258, 1
  br label %for.cond255, !llvm.loop !59

for.cond266:                                      ; preds = %for.body267, %if.then263
  %j7 = phi i32 [ 0, %if.then263 ], [ %1251, %for.body267 ]
  %1233 = icmp slt i32 %j7, %1230
  br i1 %1233, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %1234 = mul i32 %bx, 4
  %1235 = add i32 %1234, %r
  %1236 = add i32 %1235, %i258
  %1237 = sext i32 %1236 to i64
  %1238 = sext i32 %N to i64
  %1239 = mul nsw i64 %1237, %1238
  %1240 = add i32 0, %j7
  %1241 = sext i32 %1240 to i64
  %1242 = add nsw i64 %1239, %1241
  %1243 = getelementptr inbounds float, ptr %X, i64 %1242
  %1244 = load float, ptr %1243, align 4
  %1245 = sext i32 %i258 to i64
  %1246 = mul nsw i64 %1245, 4096
  %1247 = add i32 0, %j7
  %1248 = sext i32 %1247 to i64
  %1249 = add nsw i64 %1246, %1248
  %1250 = getelementptr inbounds float, ptr %X_r, i64 %1249
  store float %1244, ptr %1250, align 4
  %1251 = add nsw i32 %j7, 1
  br label %for.cond266, !llvm.loop !60

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

for.cond269:                                      ; preds = %for.body270, %if.else264
  %j7272 = phi i32 [ 0, %if.else264 ], [ %1259, %for.body270 ]
  %1252 = icmp slt i32 %j7272, %1231
  br i1 %1252, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %1253 = sext i32 %i258 to i64
  %1254 = mul nsw i64 %1253, 4096
  %1255 = add i32 0, %j7272
  %1256 = sext i32 %1255 to i64
  %1257 = add nsw i64 %1254, %1256
  %1258 = getelementptr inbounds float, ptr %X_r, i64 %1257
  store float 0.000000e+00, ptr %1258, align 4
  %1259 = add nsw i32 %j7272, 1
  br label %for.cond269, !llvm.loop !61

for.end271:                                       ; preds = %for.cond269
  br label %if.end265

for.cond273:                                      ; preds = %for.end330, %for.end257
  %i6 = phi i32 [ 0, %for.end257 ], [ %1521, %for.end330 ]
  %1260 = icmp slt i32 %i6, 1
  br i1 %1260, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  br label %for.cond276

for.end275:                                       ; preds = %for.cond273
  br label %for.cond334

for.cond276:                                      ; preds = %for.end281, %for.body274
  %tl_r14 = phi i32 [ 0, %for.body274 ], [ %1334, %for.end281 ]
  %1261 = icmp slt i32 %tl_r14, 1
  br i1 %1261, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %1262 = sext i32 %N to i64
  %1263 = icmp slt i64 %1262, 0
  %1264 = sext i32 %N to i64
  %1265 = icmp sgt i64 %1264, 4096
  %1266 = sext i32 %N to i64
  %1267 = select i1 %1265, i64 4096, i64 %1266
  %1268 = select i1 %1263, i64 0, i64 %1267
  %1269 = icmp slt i64 %1268, 0
  %1270 = sext i32 %N to i64
  %1271 = icmp slt i64 %1270, 0
  %1272 = sext i32 %N to i64
  %1273 = icmp sgt i64 %1272, 4096
  %1274 = sext i32 %N to i64
  %1275 = select i1 %1273, i64 4096, i64 %1274
  %1276 = select i1 %1271, i64 0, i64 %1275
  %1277 = select i1 %1269, i64 0, i64 %1276
  %1278 = trunc i64 %1277 to i32
  %1279 = icmp slt i32 %1278, 0
  %1280 = sext i32 %N to i64
  %1281 = icmp slt i64 %1280, 0
  %1282 = sext i32 %N to i64
  %1283 = icmp sgt i64 %1282, 4096
  %1284 = sext i32 %N to i64
  %1285 = select i1 %1283, i64 4096, i64 %1284
  %1286 = select i1 %1281, i64 0, i64 %1285
  %1287 = icmp slt i64 %1286, 0
  %1288 = sext i32 %N to i64
  %1289 = icmp slt i64 %1288, 0
  %1290 = sext i32 %N to i64
  %1291 = icmp sgt i64 %1290, 4096
  %1292 = sext i32 %N to i64
  %1293 = select i1 %1291, i64 4096, i64 %1292
  %1294 = select i1 %1289, i64 0, i64 %1293
  %1295 = select i1 %1287, i64 0, i64 %1294
  %1296 = trunc i64 %1295 to i32
  %1297 = icmp sgt i32 %1296, 4096
  %1298 = sext i32 %N to i64
  %1299 = icmp slt i64 %1298, 0
  %1300 = sext i32 %N to i64
  %1301 = icmp sgt i64 %1300, 4096
  %1302 = sext i32 %N to i64
  %1303 = select i1 %1301, i64 4096, i64 %1302
  %1304 = select i1 %1299, i64 0, i64 %1303
  %1305 = icmp slt i64 %1304, 0
  %1306 = sext i32 %N to i64
  %1307 = icmp slt i64 %1306, 0
  %1308 = sext i32 %N to i64
  %1309 = icmp sgt i64 %1308, 4096
  %1310 = sext i32 %N to i64
  %1311 = select i1 %1309, i64 4096, i64 %1310
  %1312 = select i1 %1307, i64 0, i64 %1311
  %1313 = select i1 %1305, i64 0, i64 %1312
  %1314 = trunc i64 %1313 to i32
  %1315 = select i1 %1297, i32 4096, i32 %1314
  %tl_pad_from15 = select i1 %1279, i32 0, i32 %1315
  %1316 = mul i32 %1193, 32
  %1317 = icmp slt i32 %1316, 32
  %1318 = mul i32 %1193, 32
  %1319 = select i1 %1317, i32 32, i32 %1318
  %1320 = icmp slt i32 %1319, 4096
  %1321 = mul i32 %1193, 32
  %1322 = icmp slt i32 %1321, 32
  %1323 = mul i32 %1193, 32
  %1324 = select i1 %1322, i32 32, i32 %1323
  %1325 = select i1 %1320, i32 %1324, i32 4096
  %tl_pad_n17 = sub i32 %1325, %tl_pad_from15
  br label %for.cond279

for.end278:                                       ; preds = %for.cond276
  br label %for.cond282

for.cond279:                                      ; preds = %for.body280, %for.body277
  %tl_pad_k18 = phi i32 [ 0, %for.body277 ], [ %1333, %for.body280 ]
  %1326 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1326, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1327 = sext i32 %tl_r14 to i64
  %1328 = mul nsw i64 %1327, 4096
  %1329 = add i32 %tl_pad_from15, %tl_pad_k18
  %1330 = sext i32 %1329 to i64
  %1331 = add nsw i64 %1328, %1330
  %1332 = getelementptr inbounds float, ptr %X_r, i64 %1331
  store float 0xFFF0000000000000, ptr %1332, align 4
  %1333 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond279, !llvm.loop !62

for.end281:                                       ; preds = %for.cond279
  %1334 = add nsw i32 %tl_r14, 1
  br label %for.cond276, !llvm.loop !63

for.cond282:                                      ; preds = %for.body283, %for.end278
  %lane4 = phi i32 [ 0, %for.end278 ], [ %1359, %for.body283 ]
  %1335 = icmp slt i32 %lane4, 32
  br i1 %1335, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %1336 = sext i32 %i6 to i64
  %1337 = mul nsw i64 %1336, 4096
  %1338 = sext i32 %lane4 to i64
  %1339 = add nsw i64 %1337, %1338
  %1340 = getelementptr inbounds float, ptr %X_r, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = sext i32 %i6 to i64
  %1343 = mul nsw i64 %1342, 4096
  %1344 = sext i32 %lane4 to i64
  %1345 = add nsw i64 %1343, %1344
  %1346 = getelementptr inbounds float, ptr %X_r, i64 %1345
  %1347 = load float, ptr %1346, align 4
  %1348 = fcmp une float %1341, %1347
  %1349 = sext i32 %i6 to i64
  %1350 = mul nsw i64 %1349, 4096
  %1351 = sext i32 %lane4 to i64
  %1352 = add nsw i64 %1350, %1351
  %1353 = call i64 @llvm.umin.i64(i64 %1352, i64 4095)
  %1354 = getelementptr inbounds float, ptr %X_r, i64 %1353
  %1355 = load float, ptr %1354, align 4
  %1356 = select i1 %1348, float 0xFFF0000000000000, float %1355
  %1357 = sext i32 %lane4 to i64
  %1358 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1357
  store float %1356, ptr %1358, align 4
  %1359 = add nsw i32 %lane4, 1
  br label %for.cond282, !llvm.loop !64

for.end284:                                       ; preds = %for.cond282
  %1360 = sub i32 %1193, 1
  %1361 = icmp slt i32 %1360, 0
  %1362 = sub i32 %1193, 1
  %1363 = select i1 %1361, i32 0, i32 %1362
  %tl_steps20 = select i1 true, i32 %1363, i32 127
  %1364 = icmp eq i32 %tl_steps20, 127
  br i1 %1364, label %if.then285, label %if.else286

if.then285:                                       ; preds = %for.end284
  br label %for.cond288

if.else286:                                       ; preds = %for.end284
  br label %if.end287

if.end287:                                        ; preds = %if.else286, %for.end290
  br label %for.cond294

for.cond288:                                      ; preds = %for.end293, %if.then285
  %tl_r21 = phi i32 [ 0, %if.then285 ], [ %1428, %for.end293 ]
  %1365 = icmp slt i32 %tl_r21, 1
  br i1 %1365, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1366 = sext i32 %N to i64
  %1367 = icmp slt i64 %1366, 0
  %1368 = sext i32 %N to i64
  %1369 = icmp sgt i64 %1368, 4096
  %1370 = sext i32 %N to i64
  %1371 = select i1 %1369, i64 4096, i64 %1370
  %1372 = select i1 %1367, i64 0, i64 %1371
  %1373 = icmp slt i64 %1372, 0
  %1374 = sext i32 %N to i64
  %1375 = icmp slt i64 %1374, 0
  %1376 = sext i32 %N to i64
  %1377 = icmp sgt i64 %1376, 4096
  %1378 = sext i32 %N to i64
  %1379 = select i1 %1377, i64 4096, i64 %1378
  %1380 = select i1 %1375, i64 0, i64 %1379
  %1381 = select i1 %1373, i64 0, i64 %1380
  %1382 = trunc i64 %1381 to i32
  %1383 = icmp slt i32 %1382, 0
  %1384 = sext i32 %N to i64
  %1385 = icmp slt i64 %1384, 0
  %1386 = sext i32 %N to i64
  %1387 = icmp sgt i64 %1386, 4096
  %1388 = sext i32 %N to i64
  %1389 = select i1 %1387, i64 4096, i64 %1388
  %1390 = select i1 %1385, i64 0, i64 %1389
  %1391 = icmp slt i64 %1390, 0
  %1392 = sext i32 %N to i64
  %1393 = icmp slt i64 %1392, 0
  %1394 = sext i32 %N to i64
  %1395 = icmp sgt i64 %1394, 4096
  %1396 = sext i32 %N to i64
  %1397 = select i1 %1395, i64 4096, i64 %1396
  %1398 = select i1 %1393, i64 0, i64 %1397
  %1399 = select i1 %1391, i64 0, i64 %1398
  %1400 = trunc i64 %1399 to i32
  %1401 = icmp sgt i32 %1400, 4096
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
  %1419 = select i1 %1401, i32 4096, i32 %1418
  %tl_pad_from22 = select i1 %1383, i32 0, i32 %1419
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond291

for.end290:                                       ; preds = %for.cond288
  br label %if.end287

for.cond291:                                      ; preds = %for.body292, %for.body289
  %tl_pad_k25 = phi i32 [ 0, %for.body289 ], [ %1427, %for.body292 ]
  %1420 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1420, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  %1421 = sext i32 %tl_r21 to i64
  %1422 = mul nsw i64 %1421, 4096
  %1423 = add i32 %tl_pad_from22, %tl_pad_k25
  %1424 = sext i32 %1423 to i64
  %1425 = add nsw i64 %1422, %1424
  %1426 = getelementptr inbounds float, ptr %X_r, i64 %1425
  store float 0xFFF0000000000000, ptr %1426, align 4
  %1427 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond291, !llvm.loop !65

for.end293:                                       ; preds = %for.cond291
  %1428 = add nsw i32 %tl_r21, 1
  br label %for.cond288, !llvm.loop !66

for.cond294:                                      ; preds = %for.end299, %if.end287
  %red4 = phi i32 [ 0, %if.end287 ], [ %1447, %for.end299 ]
  %1429 = icmp slt i32 %red4, %tl_steps20
  br i1 %1429, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  br label %for.cond297

for.end296:                                       ; preds = %for.cond294
  %1430 = icmp slt i32 %tl_steps20, 127
  br i1 %1430, label %if.then301, label %if.else302

for.cond297:                                      ; preds = %for.body298, %for.body295
  %lane4300 = phi i32 [ 0, %for.body295 ], [ %1446, %for.body298 ]
  %1431 = icmp slt i32 %lane4300, 32
  br i1 %1431, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1432 = sext i32 %lane4300 to i64
  %1433 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1432
  %lane_acc2 = load float, ptr %1433, align 4
  %1434 = sext i32 %i6 to i64
  %1435 = mul nsw i64 %1434, 4096
  %1436 = add i32 %red4, 1
  %1437 = mul i32 %1436, 32
  %1438 = add i32 %1437, %lane4300
  %1439 = sext i32 %1438 to i64
  %1440 = add nsw i64 %1435, %1439
  %1441 = getelementptr inbounds float, ptr %X_r, i64 %1440
  %lane_next2 = load float, ptr %1441, align 4
  %1442 = fcmp ogt float %lane_next2, %lane_acc2
  %1443 = select i1 %1442, float %lane_next2, float %lane_acc2
  %1444 = sext i32 %lane4300 to i64
  %1445 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1444
  store float %1443, ptr %1445, align 4
  %1446 = add nsw i32 %lane4300, 1
  br label %for.cond297, !llvm.loop !67

for.end299:                                       ; preds = %for.cond297
  %1447 = add nsw i32 %red4, 1
  br label %for.cond294, !llvm.loop !68

if.then301:                                       ; preds = %for.end296
  %1448 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1449 = load float, ptr %1448, align 4
  %1450 = fcmp ogt float 0xFFF0000000000000, %1449
  %1451 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1452 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1451
  %1453 = load float, ptr %1452, align 4
  %1454 = select i1 %1450, float 0xFFF0000000000000, float %1453
  %1455 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1454, ptr %1455, align 4
  br label %if.end303

if.else302:                                       ; preds = %for.end296
  br label %if.end303

if.end303:                                        ; preds = %if.else302, %if.then301
  br label %for.cond304

for.cond304:                                      ; preds = %for.body305, %if.end303
  %lane4307 = phi i32 [ 0, %if.end303 ], [ %1466, %for.body305 ]
  %1456 = icmp slt i32 %lane4307, 16
  br i1 %1456, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %1457 = sext i32 %lane4307 to i64
  %1458 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1457
  %lane_acc2308 = load float, ptr %1458, align 4
  %1459 = add i32 %lane4307, 16
  %1460 = sext i32 %1459 to i64
  %1461 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1460
  %lane_next2309 = load float, ptr %1461, align 4
  %1462 = fcmp ogt float %lane_next2309, %lane_acc2308
  %1463 = select i1 %1462, float %lane_next2309, float %lane_acc2308
  %1464 = sext i32 %lane4307 to i64
  %1465 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1464
  store float %1463, ptr %1465, align 4
  %1466 = add nsw i32 %lane4307, 1
  br label %for.cond304, !llvm.loop !69

for.end306:                                       ; preds = %for.cond304
  br label %for.cond310

for.cond310:                                      ; preds = %for.body311, %for.end306
  %lane4313 = phi i32 [ 0, %for.end306 ], [ %1477, %for.body311 ]
  %1467 = icmp slt i32 %lane4313, 8
  br i1 %1467, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1468 = sext i32 %lane4313 to i64
  %1469 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1468
  %lane_acc2314 = load float, ptr %1469, align 4
  %1470 = add i32 %lane4313, 8
  %1471 = sext i32 %1470 to i64
  %1472 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1471
  %lane_next2315 = load float, ptr %1472, align 4
  %1473 = fcmp ogt float %lane_next2315, %lane_acc2314
  %1474 = select i1 %1473, float %lane_next2315, float %lane_acc2314
  %1475 = sext i32 %lane4313 to i64
  %1476 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1475
  store float %1474, ptr %1476, align 4
  %1477 = add nsw i32 %lane4313, 1
  br label %for.cond310, !llvm.loop !70

for.end312:                                       ; preds = %for.cond310
  br label %for.cond316

for.cond316:                                      ; preds = %for.body317, %for.end312
  %lane4319 = phi i32 [ 0, %for.end312 ], [ %1488, %for.body317 ]
  %1478 = icmp slt i32 %lane4319, 4
  br i1 %1478, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1479 = sext i32 %lane4319 to i64
  %1480 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1479
  %lane_acc2320 = load float, ptr %1480, align 4
  %1481 = add i32 %lane4319, 4
  %1482 = sext i32 %1481 to i64
  %1483 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1482
  %lane_next2321 = load float, ptr %1483, align 4
  %1484 = fcmp ogt float %lane_next2321, %lane_acc2320
  %1485 = select i1 %1484, float %lane_next2321, float %lane_acc2320
  %1486 = sext i32 %lane4319 to i64
  %1487 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1486
  store float %1485, ptr %1487, align 4
  %1488 = add nsw i32 %lane4319, 1
  br label %for.cond316, !llvm.loop !71

for.end318:                                       ; preds = %for.cond316
  br label %for.cond322

for.cond322:                                      ; preds = %for.body323, %for.end318
  %lane4325 = phi i32 [ 0, %for.end318 ], [ %1499, %for.body323 ]
  %1489 = icmp slt i32 %lane4325, 2
  br i1 %1489, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1490 = sext i32 %lane4325 to i64
  %1491 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1490
  %lane_acc2326 = load float, ptr %1491, align 4
  %1492 = add i32 %lane4325, 2
  %1493 = sext i32 %1492 to i64
  %1494 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1493
  %lane_next2327 = load float, ptr %1494, align 4
  %1495 = fcmp ogt float %lane_next2327, %lane_acc2326
  %1496 = select i1 %1495, float %lane_next2327, float %lane_acc2326
  %1497 = sext i32 %lane4325 to i64
  %1498 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1497
  store float %1496, ptr %1498, align 4
  %1499 = add nsw i32 %lane4325, 1
  br label %for.cond322, !llvm.loop !72

for.end324:                                       ; preds = %for.cond322
  br label %for.cond328

for.cond328:                                      ; preds = %for.body329, %for.end324
  %lane4331 = phi i32 [ 0, %for.end324 ], [ %1510, %for.body329 ]
  %1500 = icmp slt i32 %lane4331, 1
  br i1 %1500, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1501 = sext i32 %lane4331 to i64
  %1502 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1501
  %lane_acc2332 = load float, ptr %1502, align 4
  %1503 = add i32 %lane4331, 1
  %1504 = sext i32 %1503 to i64
  %1505 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1504
  %lane_next2333 = load float, ptr %1505, align 4
  %1506 = fcmp ogt float %lane_next2333, %lane_acc2332
  %1507 = select i1 %1506, float %lane_next2333, float %lane_acc2332
  %1508 = sext i32 %lane4331 to i64
  %1509 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1508
  store float %1507, ptr %1509, align 4
  %1510 = add nsw i32 %lane4331, 1
  br label %for.cond328, !llvm.loop !73

for.end330:                                       ; preds = %for.cond328
  %1511 = sext i32 %i6 to i64
  %1512 = getelementptr inbounds float, ptr %m_r, i64 %1511
  store float 0xFFF0000000000000, ptr %1512, align 4
  %1513 = sext i32 %i6 to i64
  %1514 = getelementptr inbounds float, ptr %m_r, i64 %1513
  %1515 = load float, ptr %1514, align 4
  %1516 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1517 = load float, ptr %1516, align 4
  %1518 = call float @llvm.maxnum.f32(float %1515, float %1517)
  %1519 = sext i32 %i6 to i64
  %1520 = getelementptr inbounds float, ptr %m_r, i64 %1519
  store float %1518, ptr %1520, align 4
  %1521 = add nsw i32 %i6, 1
  br label %for.cond273, !llvm.loop !74

for.cond334:                                      ; preds = %for.end340, %for.end275
  %i337 = phi i32 [ 0, %for.end275 ], [ %1594, %for.end340 ]
  %1522 = icmp slt i32 %i337, 1
  br i1 %1522, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  %1523 = sext i32 %N to i64
  %1524 = icmp slt i64 %1523, 0
  %1525 = sext i32 %N to i64
  %1526 = icmp sgt i64 %1525, 4096
  %1527 = sext i32 %N to i64
  %1528 = select i1 %1526, i64 4096, i64 %1527
  %1529 = select i1 %1524, i64 0, i64 %1528
  %1530 = icmp slt i64 %1529, 0
  %1531 = sext i32 %N to i64
  %1532 = icmp slt i64 %1531, 0
  %1533 = sext i32 %N to i64
  %1534 = icmp sgt i64 %1533, 4096
  %1535 = sext i32 %N to i64
  %1536 = select i1 %1534, i64 4096, i64 %1535
  %1537 = select i1 %1532, i64 0, i64 %1536
  %1538 = select i1 %1530, i64 0, i64 %1537
  %1539 = trunc i64 %1538 to i32
  %1540 = icmp slt i32 %1539, 0
  %1541 = sext i32 %N to i64
  %1542 = icmp slt i64 %1541, 0
  %1543 = sext i32 %N to i64
  %1544 = icmp sgt i64 %1543, 4096
  %1545 = sext i32 %N to i64
  %1546 = select i1 %1544, i64 4096, i64 %1545
  %1547 = select i1 %1542, i64 0, i64 %1546
  %1548 = icmp slt i64 %1547, 0
  %1549 = sext i32 %N to i64
  %1550 = icmp slt i64 %1549, 0
  %1551 = sext i32 %N to i64
  %1552 = icmp sgt i64 %1551, 4096
  %1553 = sext i32 %N to i64
  %1554 = select i1 %1552, i64 4096, i64 %1553
  %1555 = select i1 %1550, i64 0, i64 %1554
  %1556 = select i1 %1548, i64 0, i64 %1555
  %1557 = trunc i64 %1556 to i32
  %1558 = icmp sgt i32 %1557, 4096
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
  %1576 = select i1 %1558, i32 4096, i32 %1575
  %tl_cols26 = select i1 %1540, i32 0, i32 %1576
  br label %for.cond338

for.end336:                                       ; preds = %for.cond334
  br label %for.cond342

for.cond338:                                      ; preds = %for.body339, %for.body335
  %j341 = phi i32 [ 0, %for.body335 ], [ %1593, %for.body339 ]
  %1577 = icmp slt i32 %j341, %tl_cols26
  br i1 %1577, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1578 = sext i32 %i337 to i64
  %1579 = mul nsw i64 %1578, 4096
  %1580 = sext i32 %j341 to i64
  %1581 = add nsw i64 %1579, %1580
  %1582 = getelementptr inbounds float, ptr %X_r, i64 %1581
  %1583 = load float, ptr %1582, align 4
  %1584 = getelementptr inbounds float, ptr %m_r, i64 0
  %1585 = load float, ptr %1584, align 4
  %1586 = fsub float %1583, %1585
  %1587 = call float @tilec_expf(float %1586)
  %1588 = sext i32 %i337 to i64
  %1589 = mul nsw i64 %1588, 4096
  %1590 = sext i32 %j341 to i64
  %1591 = add nsw i64 %1589, %1590
  %1592 = getelementptr inbounds float, ptr %X_r, i64 %1591
  store float %1587, ptr %1592, align 4
  %1593 = add nsw i32 %j341, 1
  br label %for.cond338, !llvm.loop !75

for.end340:                                       ; preds = %for.cond338
  %1594 = add nsw i32 %i337, 1
  br label %for.cond334, !llvm.loop !76

for.cond342:                                      ; preds = %for.end391, %for.end336
  %i7 = phi i32 [ 0, %for.end336 ], [ %1856, %for.end391 ]
  %1595 = icmp slt i32 %i7, 1
  br i1 %1595, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  br label %for.cond345

for.end344:                                       ; preds = %for.cond342
  br label %for.cond393

for.cond345:                                      ; preds = %for.end350, %for.body343
  %tl_r28 = phi i32 [ 0, %for.body343 ], [ %1672, %for.end350 ]
  %1596 = icmp slt i32 %tl_r28, 1
  br i1 %1596, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
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
  %1614 = icmp slt i32 %1613, 0
  %1615 = sext i32 %N to i64
  %1616 = icmp slt i64 %1615, 0
  %1617 = sext i32 %N to i64
  %1618 = icmp sgt i64 %1617, 4096
  %1619 = sext i32 %N to i64
  %1620 = select i1 %1618, i64 4096, i64 %1619
  %1621 = select i1 %1616, i64 0, i64 %1620
  %1622 = icmp slt i64 %1621, 0
  %1623 = sext i32 %N to i64
  %1624 = icmp slt i64 %1623, 0
  %1625 = sext i32 %N to i64
  %1626 = icmp sgt i64 %1625, 4096
  %1627 = sext i32 %N to i64
  %1628 = select i1 %1626, i64 4096, i64 %1627
  %1629 = select i1 %1624, i64 0, i64 %1628
  %1630 = select i1 %1622, i64 0, i64 %1629
  %1631 = trunc i64 %1630 to i32
  %1632 = icmp sgt i32 %1631, 4096
  %1633 = sext i32 %N to i64
  %1634 = icmp slt i64 %1633, 0
  %1635 = sext i32 %N to i64
  %1636 = icmp sgt i64 %1635, 4096
  %1637 = sext i32 %N to i64
  %1638 = select i1 %1636, i64 4096, i64 %1637
  %1639 = select i1 %1634, i64 0, i64 %1638
  %1640 = icmp slt i64 %1639, 0
  %1641 = sext i32 %N to i64
  %1642 = icmp slt i64 %1641, 0
  %1643 = sext i32 %N to i64
  %1644 = icmp sgt i64 %1643, 4096
  %1645 = sext i32 %N to i64
  %1646 = select i1 %1644, i64 4096, i64 %1645
  %1647 = select i1 %1642, i64 0, i64 %1646
  %1648 = select i1 %1640, i64 0, i64 %1647
  %1649 = trunc i64 %1648 to i32
  %1650 = select i1 %1632, i32 4096, i32 %1649
  %tl_pad_from29 = select i1 %1614, i32 0, i32 %1650
  %1651 = getelementptr inbounds float, ptr %m_r, i64 0
  %1652 = load float, ptr %1651, align 4
  %1653 = fsub float 0xFFF0000000000000, %1652
  %tl_pad_v30 = call float @tilec_expf(float %1653)
  %1654 = mul i32 %1193, 32
  %1655 = icmp slt i32 %1654, 32
  %1656 = mul i32 %1193, 32
  %1657 = select i1 %1655, i32 32, i32 %1656
  %1658 = icmp slt i32 %1657, 4096
  %1659 = mul i32 %1193, 32
  %1660 = icmp slt i32 %1659, 32
  %1661 = mul i32 %1193, 32
  %1662 = select i1 %1660, i32 32, i32 %1661
  %1663 = select i1 %1658, i32 %1662, i32 4096
  %tl_pad_n31 = sub i32 %1663, %tl_pad_from29
  br label %for.cond348

for.end347:                                       ; preds = %for.cond345
  br label %for.cond351

for.cond348:                                      ; preds = %for.body349, %for.body346
  %tl_pad_k32 = phi i32 [ 0, %for.body346 ], [ %1671, %for.body349 ]
  %1664 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1664, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1665 = sext i32 %tl_r28 to i64
  %1666 = mul nsw i64 %1665, 4096
  %1667 = add i32 %tl_pad_from29, %tl_pad_k32
  %1668 = sext i32 %1667 to i64
  %1669 = add nsw i64 %1666, %1668
  %1670 = getelementptr inbounds float, ptr %X_r, i64 %1669
  store float %tl_pad_v30, ptr %1670, align 4
  %1671 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond348, !llvm.loop !77

for.end350:                                       ; preds = %for.cond348
  %1672 = add nsw i32 %tl_r28, 1
  br label %for.cond345, !llvm.loop !78

for.cond351:                                      ; preds = %for.body352, %for.end347
  %lane5 = phi i32 [ 0, %for.end347 ], [ %1682, %for.body352 ]
  %1673 = icmp slt i32 %lane5, 32
  br i1 %1673, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1674 = sext i32 %i7 to i64
  %1675 = mul nsw i64 %1674, 4096
  %1676 = sext i32 %lane5 to i64
  %1677 = add nsw i64 %1675, %1676
  %1678 = getelementptr inbounds float, ptr %X_r, i64 %1677
  %1679 = load float, ptr %1678, align 4
  %1680 = sext i32 %lane5 to i64
  %1681 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1680
  store float %1679, ptr %1681, align 4
  %1682 = add nsw i32 %lane5, 1
  br label %for.cond351, !llvm.loop !79

for.end353:                                       ; preds = %for.cond351
  %1683 = getelementptr inbounds float, ptr %m_r, i64 0
  %1684 = load float, ptr %1683, align 4
  %1685 = fsub float 0xFFF0000000000000, %1684
  %tl_pad33 = call float @tilec_expf(float %1685)
  %1686 = fadd float %tl_pad33, %tl_pad33
  %1687 = fcmp oeq float %1686, %tl_pad33
  %1688 = fcmp une float %tl_pad33, %tl_pad33
  %1689 = or i1 %1687, %1688
  %1690 = sub i32 %1193, 1
  %1691 = icmp slt i32 %1690, 0
  %1692 = sub i32 %1193, 1
  %1693 = select i1 %1691, i32 0, i32 %1692
  %tl_steps34 = select i1 %1689, i32 %1693, i32 127
  %1694 = icmp eq i32 %tl_steps34, 127
  br i1 %1694, label %if.then354, label %if.else355

if.then354:                                       ; preds = %for.end353
  br label %for.cond357

if.else355:                                       ; preds = %for.end353
  br label %if.end356

if.end356:                                        ; preds = %if.else355, %for.end359
  br label %for.cond363

for.cond357:                                      ; preds = %for.end362, %if.then354
  %tl_r35 = phi i32 [ 0, %if.then354 ], [ %1761, %for.end362 ]
  %1695 = icmp slt i32 %tl_r35, 1
  br i1 %1695, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1696 = sext i32 %N to i64
  %1697 = icmp slt i64 %1696, 0
  %1698 = sext i32 %N to i64
  %1699 = icmp sgt i64 %1698, 4096
  %1700 = sext i32 %N to i64
  %1701 = select i1 %1699, i64 4096, i64 %1700
  %1702 = select i1 %1697, i64 0, i64 %1701
  %1703 = icmp slt i64 %1702, 0
  %1704 = sext i32 %N to i64
  %1705 = icmp slt i64 %1704, 0
  %1706 = sext i32 %N to i64
  %1707 = icmp sgt i64 %1706, 4096
  %1708 = sext i32 %N to i64
  %1709 = select i1 %1707, i64 4096, i64 %1708
  %1710 = select i1 %1705, i64 0, i64 %1709
  %1711 = select i1 %1703, i64 0, i64 %1710
  %1712 = trunc i64 %1711 to i32
  %1713 = icmp slt i32 %1712, 0
  %1714 = sext i32 %N to i64
  %1715 = icmp slt i64 %1714, 0
  %1716 = sext i32 %N to i64
  %1717 = icmp sgt i64 %1716, 4096
  %1718 = sext i32 %N to i64
  %1719 = select i1 %1717, i64 4096, i64 %1718
  %1720 = select i1 %1715, i64 0, i64 %1719
  %1721 = icmp slt i64 %1720, 0
  %1722 = sext i32 %N to i64
  %1723 = icmp slt i64 %1722, 0
  %1724 = sext i32 %N to i64
  %1725 = icmp sgt i64 %1724, 4096
  %1726 = sext i32 %N to i64
  %1727 = select i1 %1725, i64 4096, i64 %1726
  %1728 = select i1 %1723, i64 0, i64 %1727
  %1729 = select i1 %1721, i64 0, i64 %1728
  %1730 = trunc i64 %1729 to i32
  %1731 = icmp sgt i32 %1730, 4096
  %1732 = sext i32 %N to i64
  %1733 = icmp slt i64 %1732, 0
  %1734 = sext i32 %N to i64
  %1735 = icmp sgt i64 %1734, 4096
  %1736 = sext i32 %N to i64
  %1737 = select i1 %1735, i64 4096, i64 %1736
  %1738 = select i1 %1733, i64 0, i64 %1737
  %1739 = icmp slt i64 %1738, 0
  %1740 = sext i32 %N to i64
  %1741 = icmp slt i64 %1740, 0
  %1742 = sext i32 %N to i64
  %1743 = icmp sgt i64 %1742, 4096
  %1744 = sext i32 %N to i64
  %1745 = select i1 %1743, i64 4096, i64 %1744
  %1746 = select i1 %1741, i64 0, i64 %1745
  %1747 = select i1 %1739, i64 0, i64 %1746
  %1748 = trunc i64 %1747 to i32
  %1749 = select i1 %1731, i32 4096, i32 %1748
  %tl_pad_from36 = select i1 %1713, i32 0, i32 %1749
  %1750 = getelementptr inbounds float, ptr %m_r, i64 0
  %1751 = load float, ptr %1750, align 4
  %1752 = fsub float 0xFFF0000000000000, %1751
  %tl_pad_v37 = call float @tilec_expf(float %1752)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond360

for.end359:                                       ; preds = %for.cond357
  br label %if.end356

for.cond360:                                      ; preds = %for.body361, %for.body358
  %tl_pad_k39 = phi i32 [ 0, %for.body358 ], [ %1760, %for.body361 ]
  %1753 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1753, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  %1754 = sext i32 %tl_r35 to i64
  %1755 = mul nsw i64 %1754, 4096
  %1756 = add i32 %tl_pad_from36, %tl_pad_k39
  %1757 = sext i32 %1756 to i64
  %1758 = add nsw i64 %1755, %1757
  %1759 = getelementptr inbounds float, ptr %X_r, i64 %1758
  store float %tl_pad_v37, ptr %1759, align 4
  %1760 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond360, !llvm.loop !80

for.end362:                                       ; preds = %for.cond360
  %1761 = add nsw i32 %tl_r35, 1
  br label %for.cond357, !llvm.loop !81

for.cond363:                                      ; preds = %for.end368, %if.end356
  %red5 = phi i32 [ 0, %if.end356 ], [ %1781, %for.end368 ]
  %1762 = icmp slt i32 %red5, %tl_steps34
  br i1 %1762, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  br label %for.cond366

for.end365:                                       ; preds = %for.cond363
  %1763 = icmp slt i32 %tl_steps34, 127
  br i1 %1763, label %if.then370, label %if.else371

for.cond366:                                      ; preds = %for.body367, %for.body364
  %lane5369 = phi i32 [ 0, %for.body364 ], [ %1780, %for.body367 ]
  %1764 = icmp slt i32 %lane5369, 32
  br i1 %1764, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1765 = sext i32 %lane5369 to i64
  %1766 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1765
  %1767 = load float, ptr %1766, align 4
  %1768 = sext i32 %i7 to i64
  %1769 = mul nsw i64 %1768, 4096
  %1770 = add i32 %red5, 1
  %1771 = mul i32 %1770, 32
  %1772 = add i32 %1771, %lane5369
  %1773 = sext i32 %1772 to i64
  %1774 = add nsw i64 %1769, %1773
  %1775 = getelementptr inbounds float, ptr %X_r, i64 %1774
  %1776 = load float, ptr %1775, align 4
  %1777 = fadd float %1767, %1776
  %1778 = sext i32 %lane5369 to i64
  %1779 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1778
  store float %1777, ptr %1779, align 4
  %1780 = add nsw i32 %lane5369, 1
  br label %for.cond366, !llvm.loop !82

for.end368:                                       ; preds = %for.cond366
  %1781 = add nsw i32 %red5, 1
  br label %for.cond363, !llvm.loop !83

if.then370:                                       ; preds = %for.end365
  %1782 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1783 = load float, ptr %1782, align 4
  %1784 = fadd float %1783, %tl_pad33
  %1785 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1784, ptr %1785, align 4
  br label %if.end372

if.else371:                                       ; preds = %for.end365
  br label %if.end372

if.end372:                                        ; preds = %if.else371, %if.then370
  br label %for.cond373

for.cond373:                                      ; preds = %for.body374, %if.end372
  %lane5376 = phi i32 [ 0, %if.end372 ], [ %1797, %for.body374 ]
  %1786 = icmp slt i32 %lane5376, 16
  br i1 %1786, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1787 = sext i32 %lane5376 to i64
  %1788 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1787
  %1789 = load float, ptr %1788, align 4
  %1790 = add i32 %lane5376, 16
  %1791 = sext i32 %1790 to i64
  %1792 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1791
  %1793 = load float, ptr %1792, align 4
  %1794 = fadd float %1789, %1793
  %1795 = sext i32 %lane5376 to i64
  %1796 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1795
  store float %1794, ptr %1796, align 4
  %1797 = add nsw i32 %lane5376, 1
  br label %for.cond373, !llvm.loop !84

for.end375:                                       ; preds = %for.cond373
  br label %for.cond377

for.cond377:                                      ; preds = %for.body378, %for.end375
  %lane5380 = phi i32 [ 0, %for.end375 ], [ %1809, %for.body378 ]
  %1798 = icmp slt i32 %lane5380, 8
  br i1 %1798, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1799 = sext i32 %lane5380 to i64
  %1800 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1799
  %1801 = load float, ptr %1800, align 4
  %1802 = add i32 %lane5380, 8
  %1803 = sext i32 %1802 to i64
  %1804 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1803
  %1805 = load float, ptr %1804, align 4
  %1806 = fadd float %1801, %1805
  %1807 = sext i32 %lane5380 to i64
  %1808 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1807
  store float %1806, ptr %1808, align 4
  %1809 = add nsw i32 %lane5380, 1
  br label %for.cond377, !llvm.loop !85

for.end379:                                       ; preds = %for.cond377
  br label %for.cond381

for.cond381:                                      ; preds = %for.body382, %for.end379
  %lane5384 = phi i32 [ 0, %for.end379 ], [ %1821, %for.body382 ]
  %1810 = icmp slt i32 %lane5384, 4
  br i1 %1810, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %1811 = sext i32 %lane5384 to i64
  %1812 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1811
  %1813 = load float, ptr %1812, align 4
  %1814 = add i32 %lane5384, 4
  %1815 = sext i32 %1814 to i64
  %1816 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1815
  %1817 = load float, ptr %1816, align 4
  %1818 = fadd float %1813, %1817
  %1819 = sext i32 %lane5384 to i64
  %1820 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1819
  store float %1818, ptr %1820, align 4
  %1821 = add nsw i32 %lane5384, 1
  br label %for.cond381, !llvm.loop !86

for.end383:                                       ; preds = %for.cond381
  br label %for.cond385

for.cond385:                                      ; preds = %for.body386, %for.end383
  %lane5388 = phi i32 [ 0, %for.end383 ], [ %1833, %for.body386 ]
  %1822 = icmp slt i32 %lane5388, 2
  br i1 %1822, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1823 = sext i32 %lane5388 to i64
  %1824 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1823
  %1825 = load float, ptr %1824, align 4
  %1826 = add i32 %lane5388, 2
  %1827 = sext i32 %1826 to i64
  %1828 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1827
  %1829 = load float, ptr %1828, align 4
  %1830 = fadd float %1825, %1829
  %1831 = sext i32 %lane5388 to i64
  %1832 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1831
  store float %1830, ptr %1832, align 4
  %1833 = add nsw i32 %lane5388, 1
  br label %for.cond385, !llvm.loop !87

for.end387:                                       ; preds = %for.cond385
  br label %for.cond389

for.cond389:                                      ; preds = %for.body390, %for.end387
  %lane5392 = phi i32 [ 0, %for.end387 ], [ %1845, %for.body390 ]
  %1834 = icmp slt i32 %lane5392, 1
  br i1 %1834, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1835 = sext i32 %lane5392 to i64
  %1836 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1835
  %1837 = load float, ptr %1836, align 4
  %1838 = add i32 %lane5392, 1
  %1839 = sext i32 %1838 to i64
  %1840 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1839
  %1841 = load float, ptr %1840, align 4
  %1842 = fadd float %1837, %1841
  %1843 = sext i32 %lane5392 to i64
  %1844 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1843
  store float %1842, ptr %1844, align 4
  %1845 = add nsw i32 %lane5392, 1
  br label %for.cond389, !llvm.loop !88

for.end391:                                       ; preds = %for.cond389
  %1846 = sext i32 %i7 to i64
  %1847 = getelementptr inbounds float, ptr %l_r, i64 %1846
  store float 0.000000e+00, ptr %1847, align 4
  %1848 = sext i32 %i7 to i64
  %1849 = getelementptr inbounds float, ptr %l_r, i64 %1848
  %1850 = load float, ptr %1849, align 4
  %1851 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1852 = load float, ptr %1851, align 4
  %1853 = fadd float %1850, %1852
  %1854 = sext i32 %i7 to i64
  %1855 = getelementptr inbounds float, ptr %l_r, i64 %1854
  store float %1853, ptr %1855, align 4
  %1856 = add nsw i32 %i7, 1
  br label %for.cond342, !llvm.loop !89

for.cond393:                                      ; preds = %if.end399, %for.end344
  %i396 = phi i32 [ 0, %for.end344 ], [ %1885, %if.end399 ]
  %1857 = icmp slt i32 %i396, 1
  br i1 %1857, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1858 = sext i32 %N to i64
  %1859 = icmp slt i64 %1858, 0
  %1860 = sext i32 %N to i64
  %1861 = icmp sgt i64 %1860, 4096
  %1862 = sext i32 %N to i64
  %1863 = select i1 %1861, i64 4096, i64 %1862
  %1864 = select i1 %1859, i64 0, i64 %1863
  %1865 = icmp slt i64 %1864, 0
  %1866 = sext i32 %N to i64
  %1867 = icmp slt i64 %1866, 0
  %1868 = sext i32 %N to i64
  %1869 = icmp sgt i64 %1868, 4096
  %1870 = sext i32 %N to i64
  %1871 = select i1 %1869, i64 4096, i64 %1870
  %1872 = select i1 %1867, i64 0, i64 %1871
  %1873 = select i1 %1865, i64 0, i64 %1872
  %tl_hi11 = trunc i64 %1873 to i32
  %1874 = mul i32 %bx, 4
  %1875 = add i32 %1874, %r
  %1876 = add i32 %1875, %i396
  %1877 = icmp sle i32 0, %1876
  %1878 = mul i32 %bx, 4
  %1879 = add i32 %1878, %r
  %1880 = add i32 %1879, %i396
  %1881 = icmp slt i32 %1880, %M
  %1882 = and i1 %1877, %1881
  br i1 %1882, label %if.then397, label %if.else398

for.end395:                                       ; preds = %for.cond393
  %1883 = add nsw i32 %r, 1
  br label %for.cond252, !llvm.loop !90

if.then397:                                       ; preds = %for.body394
  %1884 = sub i32 %tl_hi11, 0
  br label %for.cond400

if.else398:                                       ; preds = %for.body394
  br label %if.end399

if.end399:                                        ; preds = %if.else398, %for.end402
  %1885 = add nsw i32 %i396, 1
  br label %for.cond393, !llvm.loop !91

for.cond400:                                      ; preds = %for.body401, %if.then397
  %j8 = phi i32 [ 0, %if.then397 ], [ %1908, %for.body401 ]
  %1886 = icmp slt i32 %j8, %1884
  br i1 %1886, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1887 = sext i32 %i396 to i64
  %1888 = mul nsw i64 %1887, 4096
  %1889 = add i32 0, %j8
  %1890 = sext i32 %1889 to i64
  %1891 = add nsw i64 %1888, %1890
  %1892 = getelementptr inbounds float, ptr %X_r, i64 %1891
  %1893 = load float, ptr %1892, align 4
  %1894 = getelementptr inbounds float, ptr %l_r, i64 0
  %1895 = load float, ptr %1894, align 4
  %1896 = fdiv float 1.000000e+00, %1895
  %1897 = fmul float %1893, %1896
  %1898 = mul i32 %bx, 4
  %1899 = add i32 %1898, %r
  %1900 = add i32 %1899, %i396
  %1901 = sext i32 %1900 to i64
  %1902 = sext i32 %N to i64
  %1903 = mul nsw i64 %1901, %1902
  %1904 = add i32 0, %j8
  %1905 = sext i32 %1904 to i64
  %1906 = add nsw i64 %1903, %1905
  %1907 = getelementptr inbounds float, ptr %Y, i64 %1906
  store float %1897, ptr %1907, align 4
  %1908 = add nsw i32 %j8, 1
  br label %for.cond400, !llvm.loop !92

for.end402:                                       ; preds = %for.cond400
  br label %if.end399

for.cond403:                                      ; preds = %for.body404, %if.else250
  %i11 = phi i32 [ 0, %if.else250 ], [ %1912, %for.body404 ]
  %1909 = icmp slt i32 %i11, 4
  br i1 %1909, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1910 = sext i32 %i11 to i64
  %1911 = getelementptr inbounds float, ptr %m, i64 %1910
  store float 0xFFF0000000000000, ptr %1911, align 4
  %1912 = add nsw i32 %i11, 1
  br label %for.cond403, !llvm.loop !93

for.end405:                                       ; preds = %for.cond403
  br label %for.cond406

for.cond406:                                      ; preds = %for.body407, %for.end405
  %i11409 = phi i32 [ 0, %for.end405 ], [ %1916, %for.body407 ]
  %1913 = icmp slt i32 %i11409, 4
  br i1 %1913, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1914 = sext i32 %i11409 to i64
  %1915 = getelementptr inbounds float, ptr %l, i64 %1914
  store float 0.000000e+00, ptr %1915, align 4
  %1916 = add nsw i32 %i11409, 1
  br label %for.cond406, !llvm.loop !94

for.end408:                                       ; preds = %for.cond406
  %1917 = sext i32 %N to i64
  %1918 = sdiv i64 %1917, 512
  %1919 = sub i64 0, %1917
  %1920 = select i1 false, i64 %1919, i64 %1918
  %1921 = srem i64 %1917, 512
  %1922 = icmp ne i64 %1921, 0
  %1923 = icmp slt i64 %1917, 0
  %1924 = icmp eq i1 %1923, false
  %1925 = and i1 %1922, %1924
  %1926 = zext i1 %1925 to i64
  %1927 = add i64 %1920, %1926
  %1928 = trunc i64 %1927 to i32
  %1929 = sext i32 %N to i64
  %1930 = sdiv i64 %1929, 512
  %1931 = sub i64 0, %1929
  %1932 = select i1 false, i64 %1931, i64 %1930
  %1933 = srem i64 %1929, 512
  %1934 = icmp ne i64 %1933, 0
  %1935 = icmp slt i64 %1929, 0
  %1936 = icmp eq i1 %1935, false
  %1937 = and i1 %1934, %1936
  %1938 = zext i1 %1937 to i64
  %1939 = add i64 %1932, %1938
  %1940 = trunc i64 %1939 to i32
  br label %for.cond410

for.cond410:                                      ; preds = %for.end556, %for.end408
  %c = phi i32 [ 0, %for.end408 ], [ %2428, %for.end556 ]
  %1941 = icmp slt i32 %c, %1928
  br i1 %1941, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1942 = mul i32 %bx, 4
  %1943 = icmp sle i32 0, %1942
  %1944 = mul i32 %bx, 4
  %1945 = sext i32 %1944 to i64
  %1946 = add i64 %1945, 4
  %1947 = sext i32 %M to i64
  %1948 = icmp sle i64 %1946, %1947
  %1949 = and i1 %1943, %1948
  %1950 = mul i32 %c, 512
  %1951 = icmp sle i32 0, %1950
  %1952 = mul i32 %c, 512
  %1953 = sext i32 %1952 to i64
  %1954 = add i64 %1953, 512
  %1955 = sext i32 %N to i64
  %1956 = icmp sle i64 %1954, %1955
  %1957 = and i1 %1951, %1956
  %1958 = and i1 %1949, %1957
  br i1 %1958, label %if.then413, label %if.else414

for.end412:                                       ; preds = %for.cond410
  %1959 = sext i32 %N to i64
  %1960 = sdiv i64 %1959, 512
  %1961 = sub i64 0, %1959
  %1962 = select i1 false, i64 %1961, i64 %1960
  %1963 = srem i64 %1959, 512
  %1964 = icmp ne i64 %1963, 0
  %1965 = icmp slt i64 %1959, 0
  %1966 = icmp eq i1 %1965, false
  %1967 = and i1 %1964, %1966
  %1968 = zext i1 %1967 to i64
  %1969 = add i64 %1962, %1968
  %1970 = trunc i64 %1969 to i32
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
  br label %for.cond558

if.then413:                                       ; preds = %for.body411
  br label %for.cond416

if.else414:                                       ; preds = %for.body411
  br label %for.cond429

if.end415:                                        ; preds = %for.end431, %for.end418
  br label %for.cond451

for.cond416:                                      ; preds = %for.end428, %if.then413
  %i11419 = phi i32 [ 0, %if.then413 ], [ %2018, %for.end428 ]
  %1983 = icmp slt i32 %i11419, 4
  br i1 %1983, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %1984 = add i32 %c, 1
  %1985 = icmp slt i32 %1984, %1940
  br i1 %1985, label %if.then420, label %if.else421

for.end418:                                       ; preds = %for.cond416
  br label %if.end415

if.then420:                                       ; preds = %for.body417
  br label %for.cond423

if.else421:                                       ; preds = %for.body417
  br label %if.end422

if.end422:                                        ; preds = %if.else421, %for.end425
  br label %for.cond426

for.cond423:                                      ; preds = %for.body424, %if.then420
  %pf = phi i32 [ 0, %if.then420 ], [ %1999, %for.body424 ]
  %1986 = icmp slt i32 %pf, 32
  br i1 %1986, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1987 = mul i32 %bx, 4
  %1988 = add i32 %1987, %i11419
  %1989 = sext i32 %1988 to i64
  %1990 = sext i32 %N to i64
  %1991 = mul i64 %1989, %1990
  %1992 = add i32 %c, 1
  %1993 = mul i32 %1992, 512
  %1994 = mul i32 %pf, 16
  %1995 = add i32 %1993, %1994
  %1996 = sext i32 %1995 to i64
  %1997 = add i64 %1991, %1996
  %1998 = getelementptr float, ptr %X, i64 %1997
  call void @llvm.prefetch.p0(ptr %1998, i32 0, i32 0, i32 1)
  %1999 = add nsw i32 %pf, 1
  br label %for.cond423, !llvm.loop !95

for.end425:                                       ; preds = %for.cond423
  br label %if.end422

for.cond426:                                      ; preds = %for.body427, %if.end422
  %j1 = phi i32 [ 0, %if.end422 ], [ %2017, %for.body427 ]
  %2000 = icmp slt i32 %j1, 512
  br i1 %2000, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  %2001 = mul i32 %bx, 4
  %2002 = add i32 %2001, %i11419
  %2003 = sext i32 %2002 to i64
  %2004 = sext i32 %N to i64
  %2005 = mul nsw i64 %2003, %2004
  %2006 = mul i32 %c, 512
  %2007 = add i32 %2006, %j1
  %2008 = sext i32 %2007 to i64
  %2009 = add nsw i64 %2005, %2008
  %2010 = getelementptr inbounds float, ptr %X, i64 %2009
  %2011 = load float, ptr %2010, align 4
  %2012 = sext i32 %i11419 to i64
  %2013 = mul nsw i64 %2012, 512
  %2014 = sext i32 %j1 to i64
  %2015 = add nsw i64 %2013, %2014
  %2016 = getelementptr inbounds float, ptr %X_f, i64 %2015
  store float %2011, ptr %2016, align 4
  %2017 = add nsw i32 %j1, 1
  br label %for.cond426, !llvm.loop !96

for.end428:                                       ; preds = %for.cond426
  %2018 = add nsw i32 %i11419, 1
  br label %for.cond416, !llvm.loop !97

for.cond429:                                      ; preds = %for.end449, %if.else414
  %i11432 = phi i32 [ 0, %if.else414 ], [ %2127, %for.end449 ]
  %2019 = icmp slt i32 %i11432, 4
  br i1 %2019, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %2020 = mul i32 %c, 512
  %2021 = sext i32 %2020 to i64
  %2022 = sub i64 0, %2021
  %2023 = icmp slt i64 %2022, 0
  %2024 = mul i32 %c, 512
  %2025 = sext i32 %2024 to i64
  %2026 = sub i64 0, %2025
  %2027 = icmp sgt i64 %2026, 512
  %2028 = mul i32 %c, 512
  %2029 = sext i32 %2028 to i64
  %2030 = sub i64 0, %2029
  %2031 = select i1 %2027, i64 512, i64 %2030
  %2032 = select i1 %2023, i64 0, i64 %2031
  %tl_lo12 = trunc i64 %2032 to i32
  %2033 = sext i32 %N to i64
  %2034 = mul i32 %c, 512
  %2035 = sext i32 %2034 to i64
  %2036 = sub i64 %2033, %2035
  %2037 = icmp slt i64 %2036, 0
  %2038 = sext i32 %N to i64
  %2039 = mul i32 %c, 512
  %2040 = sext i32 %2039 to i64
  %2041 = sub i64 %2038, %2040
  %2042 = icmp sgt i64 %2041, 512
  %2043 = sext i32 %N to i64
  %2044 = mul i32 %c, 512
  %2045 = sext i32 %2044 to i64
  %2046 = sub i64 %2043, %2045
  %2047 = select i1 %2042, i64 512, i64 %2046
  %2048 = select i1 %2037, i64 0, i64 %2047
  %2049 = sext i32 %tl_lo12 to i64
  %2050 = icmp slt i64 %2048, %2049
  %2051 = sext i32 %tl_lo12 to i64
  %2052 = sext i32 %N to i64
  %2053 = mul i32 %c, 512
  %2054 = sext i32 %2053 to i64
  %2055 = sub i64 %2052, %2054
  %2056 = icmp slt i64 %2055, 0
  %2057 = sext i32 %N to i64
  %2058 = mul i32 %c, 512
  %2059 = sext i32 %2058 to i64
  %2060 = sub i64 %2057, %2059
  %2061 = icmp sgt i64 %2060, 512
  %2062 = sext i32 %N to i64
  %2063 = mul i32 %c, 512
  %2064 = sext i32 %2063 to i64
  %2065 = sub i64 %2062, %2064
  %2066 = select i1 %2061, i64 512, i64 %2065
  %2067 = select i1 %2056, i64 0, i64 %2066
  %2068 = select i1 %2050, i64 %2051, i64 %2067
  %tl_hi13 = trunc i64 %2068 to i32
  br label %for.cond433

for.end431:                                       ; preds = %for.cond429
  br label %if.end415

for.cond433:                                      ; preds = %for.body434, %for.body430
  %j1436 = phi i32 [ 0, %for.body430 ], [ %2075, %for.body434 ]
  %2069 = icmp slt i32 %j1436, %tl_lo12
  br i1 %2069, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %2070 = sext i32 %i11432 to i64
  %2071 = mul nsw i64 %2070, 512
  %2072 = sext i32 %j1436 to i64
  %2073 = add nsw i64 %2071, %2072
  %2074 = getelementptr inbounds float, ptr %X_f, i64 %2073
  store float 0.000000e+00, ptr %2074, align 4
  %2075 = add nsw i32 %j1436, 1
  br label %for.cond433, !llvm.loop !98

for.end435:                                       ; preds = %for.cond433
  %2076 = mul i32 %bx, 4
  %2077 = sext i32 %2076 to i64
  %2078 = sext i32 %i11432 to i64
  %2079 = add i64 %2077, %2078
  %2080 = icmp sle i64 0, %2079
  %2081 = mul i32 %bx, 4
  %2082 = sext i32 %2081 to i64
  %2083 = sext i32 %i11432 to i64
  %2084 = add i64 %2082, %2083
  %2085 = sext i32 %M to i64
  %2086 = icmp slt i64 %2084, %2085
  %2087 = and i1 %2080, %2086
  br i1 %2087, label %if.then437, label %if.else438

if.then437:                                       ; preds = %for.end435
  %2088 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond440

if.else438:                                       ; preds = %for.end435
  %2089 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond443

if.end439:                                        ; preds = %for.end445, %for.end442
  %2090 = sub i32 512, %tl_hi13
  br label %for.cond447

for.cond440:                                      ; preds = %for.body441, %if.then437
  %j11 = phi i32 [ 0, %if.then437 ], [ %2110, %for.body441 ]
  %2091 = icmp slt i32 %j11, %2088
  br i1 %2091, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %2092 = mul i32 %bx, 4
  %2093 = add i32 %2092, %i11432
  %2094 = sext i32 %2093 to i64
  %2095 = sext i32 %N to i64
  %2096 = mul nsw i64 %2094, %2095
  %2097 = mul i32 %c, 512
  %2098 = add i32 %tl_lo12, %j11
  %2099 = add i32 %2097, %2098
  %2100 = sext i32 %2099 to i64
  %2101 = add nsw i64 %2096, %2100
  %2102 = getelementptr inbounds float, ptr %X, i64 %2101
  %2103 = load float, ptr %2102, align 4
  %2104 = sext i32 %i11432 to i64
  %2105 = mul nsw i64 %2104, 512
  %2106 = add i32 %tl_lo12, %j11
  %2107 = sext i32 %2106 to i64
  %2108 = add nsw i64 %2105, %2107
  %2109 = getelementptr inbounds float, ptr %X_f, i64 %2108
  store float %2103, ptr %2109, align 4
  %2110 = add nsw i32 %j11, 1
  br label %for.cond440, !llvm.loop !99

for.end442:                                       ; preds = %for.cond440
  br label %if.end439

for.cond443:                                      ; preds = %for.body444, %if.else438
  %j11446 = phi i32 [ 0, %if.else438 ], [ %2118, %for.body444 ]
  %2111 = icmp slt i32 %j11446, %2089
  br i1 %2111, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %2112 = sext i32 %i11432 to i64
  %2113 = mul nsw i64 %2112, 512
  %2114 = add i32 %tl_lo12, %j11446
  %2115 = sext i32 %2114 to i64
  %2116 = add nsw i64 %2113, %2115
  %2117 = getelementptr inbounds float, ptr %X_f, i64 %2116
  store float 0.000000e+00, ptr %2117, align 4
  %2118 = add nsw i32 %j11446, 1
  br label %for.cond443, !llvm.loop !100

for.end445:                                       ; preds = %for.cond443
  br label %if.end439

for.cond447:                                      ; preds = %for.body448, %if.end439
  %j11450 = phi i32 [ 0, %if.end439 ], [ %2126, %for.body448 ]
  %2119 = icmp slt i32 %j11450, %2090
  br i1 %2119, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2120 = sext i32 %i11432 to i64
  %2121 = mul nsw i64 %2120, 512
  %2122 = add i32 %tl_hi13, %j11450
  %2123 = sext i32 %2122 to i64
  %2124 = add nsw i64 %2121, %2123
  %2125 = getelementptr inbounds float, ptr %X_f, i64 %2124
  store float 0.000000e+00, ptr %2125, align 4
  %2126 = add nsw i32 %j11450, 1
  br label %for.cond447, !llvm.loop !101

for.end449:                                       ; preds = %for.cond447
  %2127 = add nsw i32 %i11432, 1
  br label %for.cond429, !llvm.loop !102

for.cond451:                                      ; preds = %for.end457, %if.end415
  %i454 = phi i32 [ 0, %if.end415 ], [ %2147, %for.end457 ]
  %2128 = icmp slt i32 %i454, 4
  br i1 %2128, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  br label %for.cond455

for.end453:                                       ; preds = %for.cond451
  br label %for.cond459

for.cond455:                                      ; preds = %for.body456, %for.body452
  %j458 = phi i32 [ 0, %for.body452 ], [ %2146, %for.body456 ]
  %2129 = icmp slt i32 %j458, 512
  br i1 %2129, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  %2130 = mul i32 %c, 512
  %2131 = add i32 %2130, %j458
  %2132 = icmp slt i32 %2131, %N
  %2133 = sext i32 %i454 to i64
  %2134 = mul nsw i64 %2133, 512
  %2135 = sext i32 %j458 to i64
  %2136 = add nsw i64 %2134, %2135
  %2137 = call i64 @llvm.umin.i64(i64 %2136, i64 2047)
  %2138 = getelementptr inbounds float, ptr %X_f, i64 %2137
  %2139 = load float, ptr %2138, align 4
  %2140 = select i1 %2132, float %2139, float 0xFFF0000000000000
  %2141 = sext i32 %i454 to i64
  %2142 = mul nsw i64 %2141, 512
  %2143 = sext i32 %j458 to i64
  %2144 = add nsw i64 %2142, %2143
  %2145 = getelementptr inbounds float, ptr %X_f, i64 %2144
  store float %2140, ptr %2145, align 4
  %2146 = add nsw i32 %j458, 1
  br label %for.cond455, !llvm.loop !103

for.end457:                                       ; preds = %for.cond455
  %2147 = add nsw i32 %i454, 1
  br label %for.cond451, !llvm.loop !104

for.cond459:                                      ; preds = %for.body460, %for.end453
  %i11462 = phi i32 [ 0, %for.end453 ], [ %2154, %for.body460 ]
  %2148 = icmp slt i32 %i11462, 4
  br i1 %2148, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %2149 = sext i32 %i11462 to i64
  %2150 = getelementptr inbounds float, ptr %m, i64 %2149
  %2151 = load float, ptr %2150, align 4
  %2152 = sext i32 %i11462 to i64
  %2153 = getelementptr inbounds float, ptr %m_prev, i64 %2152
  store float %2151, ptr %2153, align 4
  %2154 = add nsw i32 %i11462, 1
  br label %for.cond459, !llvm.loop !105

for.end461:                                       ; preds = %for.cond459
  br label %for.cond463

for.cond463:                                      ; preds = %if.end508, %for.end461
  %i9 = phi i32 [ 0, %for.end461 ], [ %2272, %if.end508 ]
  %2155 = icmp slt i32 %i9, 4
  br i1 %2155, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  %2156 = sext i32 %i9 to i64
  %2157 = getelementptr inbounds float, ptr %m, i64 %2156
  %tl_dst0 = load float, ptr %2157, align 4
  br label %for.cond466

for.end465:                                       ; preds = %for.cond463
  br label %for.cond513

for.cond466:                                      ; preds = %for.body467, %for.body464
  %lane6 = phi i32 [ 0, %for.body464 ], [ %2182, %for.body467 ]
  %2158 = icmp slt i32 %lane6, 32
  br i1 %2158, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %2159 = sext i32 %i9 to i64
  %2160 = mul nsw i64 %2159, 512
  %2161 = sext i32 %lane6 to i64
  %2162 = add nsw i64 %2160, %2161
  %2163 = getelementptr inbounds float, ptr %X_f, i64 %2162
  %2164 = load float, ptr %2163, align 4
  %2165 = sext i32 %i9 to i64
  %2166 = mul nsw i64 %2165, 512
  %2167 = sext i32 %lane6 to i64
  %2168 = add nsw i64 %2166, %2167
  %2169 = getelementptr inbounds float, ptr %X_f, i64 %2168
  %2170 = load float, ptr %2169, align 4
  %2171 = fcmp une float %2164, %2170
  %2172 = sext i32 %i9 to i64
  %2173 = mul nsw i64 %2172, 512
  %2174 = sext i32 %lane6 to i64
  %2175 = add nsw i64 %2173, %2174
  %2176 = call i64 @llvm.umin.i64(i64 %2175, i64 2047)
  %2177 = getelementptr inbounds float, ptr %X_f, i64 %2176
  %2178 = load float, ptr %2177, align 4
  %2179 = select i1 %2171, float 0xFFF0000000000000, float %2178
  %2180 = sext i32 %lane6 to i64
  %2181 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2180
  store float %2179, ptr %2181, align 4
  %2182 = add nsw i32 %lane6, 1
  br label %for.cond466, !llvm.loop !106

for.end468:                                       ; preds = %for.cond466
  br label %for.cond469

for.cond469:                                      ; preds = %for.end474, %for.end468
  %red6 = phi i32 [ 0, %for.end468 ], [ %2200, %for.end474 ]
  %2183 = icmp slt i32 %red6, 15
  br i1 %2183, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  br label %for.cond472

for.end471:                                       ; preds = %for.cond469
  br label %for.cond476

for.cond472:                                      ; preds = %for.body473, %for.body470
  %lane6475 = phi i32 [ 0, %for.body470 ], [ %2199, %for.body473 ]
  %2184 = icmp slt i32 %lane6475, 32
  br i1 %2184, label %for.body473, label %for.end474

for.body473:                                      ; preds = %for.cond472
  %2185 = sext i32 %lane6475 to i64
  %2186 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2185
  %lane_acc3 = load float, ptr %2186, align 4
  %2187 = sext i32 %i9 to i64
  %2188 = mul nsw i64 %2187, 512
  %2189 = add i32 %red6, 1
  %2190 = mul i32 %2189, 32
  %2191 = add i32 %2190, %lane6475
  %2192 = sext i32 %2191 to i64
  %2193 = add nsw i64 %2188, %2192
  %2194 = getelementptr inbounds float, ptr %X_f, i64 %2193
  %lane_next3 = load float, ptr %2194, align 4
  %2195 = fcmp ogt float %lane_next3, %lane_acc3
  %2196 = select i1 %2195, float %lane_next3, float %lane_acc3
  %2197 = sext i32 %lane6475 to i64
  %2198 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2197
  store float %2196, ptr %2198, align 4
  %2199 = add nsw i32 %lane6475, 1
  br label %for.cond472, !llvm.loop !107

for.end474:                                       ; preds = %for.cond472
  %2200 = add nsw i32 %red6, 1
  br label %for.cond469, !llvm.loop !108

for.cond476:                                      ; preds = %for.body477, %for.end471
  %lane6479 = phi i32 [ 0, %for.end471 ], [ %2211, %for.body477 ]
  %2201 = icmp slt i32 %lane6479, 16
  br i1 %2201, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2202 = sext i32 %lane6479 to i64
  %2203 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2202
  %lane_acc3480 = load float, ptr %2203, align 4
  %2204 = add i32 %lane6479, 16
  %2205 = sext i32 %2204 to i64
  %2206 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2205
  %lane_next3481 = load float, ptr %2206, align 4
  %2207 = fcmp ogt float %lane_next3481, %lane_acc3480
  %2208 = select i1 %2207, float %lane_next3481, float %lane_acc3480
  %2209 = sext i32 %lane6479 to i64
  %2210 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2209
  store float %2208, ptr %2210, align 4
  %2211 = add nsw i32 %lane6479, 1
  br label %for.cond476, !llvm.loop !109

for.end478:                                       ; preds = %for.cond476
  br label %for.cond482

for.cond482:                                      ; preds = %for.body483, %for.end478
  %lane6485 = phi i32 [ 0, %for.end478 ], [ %2222, %for.body483 ]
  %2212 = icmp slt i32 %lane6485, 8
  br i1 %2212, label %for.body483, label %for.end484

for.body483:                                      ; preds = %for.cond482
  %2213 = sext i32 %lane6485 to i64
  %2214 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2213
  %lane_acc3486 = load float, ptr %2214, align 4
  %2215 = add i32 %lane6485, 8
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2216
  %lane_next3487 = load float, ptr %2217, align 4
  %2218 = fcmp ogt float %lane_next3487, %lane_acc3486
  %2219 = select i1 %2218, float %lane_next3487, float %lane_acc3486
  %2220 = sext i32 %lane6485 to i64
  %2221 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2220
  store float %2219, ptr %2221, align 4
  %2222 = add nsw i32 %lane6485, 1
  br label %for.cond482, !llvm.loop !110

for.end484:                                       ; preds = %for.cond482
  br label %for.cond488

for.cond488:                                      ; preds = %for.body489, %for.end484
  %lane6491 = phi i32 [ 0, %for.end484 ], [ %2233, %for.body489 ]
  %2223 = icmp slt i32 %lane6491, 4
  br i1 %2223, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2224 = sext i32 %lane6491 to i64
  %2225 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2224
  %lane_acc3492 = load float, ptr %2225, align 4
  %2226 = add i32 %lane6491, 4
  %2227 = sext i32 %2226 to i64
  %2228 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2227
  %lane_next3493 = load float, ptr %2228, align 4
  %2229 = fcmp ogt float %lane_next3493, %lane_acc3492
  %2230 = select i1 %2229, float %lane_next3493, float %lane_acc3492
  %2231 = sext i32 %lane6491 to i64
  %2232 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2231
  store float %2230, ptr %2232, align 4
  %2233 = add nsw i32 %lane6491, 1
  br label %for.cond488, !llvm.loop !111

for.end490:                                       ; preds = %for.cond488
  br label %for.cond494

for.cond494:                                      ; preds = %for.body495, %for.end490
  %lane6497 = phi i32 [ 0, %for.end490 ], [ %2244, %for.body495 ]
  %2234 = icmp slt i32 %lane6497, 2
  br i1 %2234, label %for.body495, label %for.end496

for.body495:                                      ; preds = %for.cond494
  %2235 = sext i32 %lane6497 to i64
  %2236 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2235
  %lane_acc3498 = load float, ptr %2236, align 4
  %2237 = add i32 %lane6497, 2
  %2238 = sext i32 %2237 to i64
  %2239 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2238
  %lane_next3499 = load float, ptr %2239, align 4
  %2240 = fcmp ogt float %lane_next3499, %lane_acc3498
  %2241 = select i1 %2240, float %lane_next3499, float %lane_acc3498
  %2242 = sext i32 %lane6497 to i64
  %2243 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2242
  store float %2241, ptr %2243, align 4
  %2244 = add nsw i32 %lane6497, 1
  br label %for.cond494, !llvm.loop !112

for.end496:                                       ; preds = %for.cond494
  br label %for.cond500

for.cond500:                                      ; preds = %for.body501, %for.end496
  %lane6503 = phi i32 [ 0, %for.end496 ], [ %2255, %for.body501 ]
  %2245 = icmp slt i32 %lane6503, 1
  br i1 %2245, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %2246 = sext i32 %lane6503 to i64
  %2247 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2246
  %lane_acc3504 = load float, ptr %2247, align 4
  %2248 = add i32 %lane6503, 1
  %2249 = sext i32 %2248 to i64
  %2250 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2249
  %lane_next3505 = load float, ptr %2250, align 4
  %2251 = fcmp ogt float %lane_next3505, %lane_acc3504
  %2252 = select i1 %2251, float %lane_next3505, float %lane_acc3504
  %2253 = sext i32 %lane6503 to i64
  %2254 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2253
  store float %2252, ptr %2254, align 4
  %2255 = add nsw i32 %lane6503, 1
  br label %for.cond500, !llvm.loop !113

for.end502:                                       ; preds = %for.cond500
  %2256 = sext i32 %i9 to i64
  %2257 = getelementptr inbounds float, ptr %m, i64 %2256
  %2258 = load float, ptr %2257, align 4
  %2259 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2260 = load float, ptr %2259, align 4
  %2261 = call float @llvm.maxnum.f32(float %2258, float %2260)
  %2262 = sext i32 %i9 to i64
  %2263 = getelementptr inbounds float, ptr %m, i64 %2262
  store float %2261, ptr %2263, align 4
  %2264 = sext i32 %i9 to i64
  %2265 = getelementptr inbounds float, ptr %m, i64 %2264
  %2266 = load float, ptr %2265, align 4
  %2267 = fcmp oeq float %2266, 0xFFF0000000000000
  %2268 = fcmp une float %tl_dst0, %tl_dst0
  %2269 = and i1 %2267, %2268
  br i1 %2269, label %if.then506, label %if.else507

if.then506:                                       ; preds = %for.end502
  %2270 = sext i32 %i9 to i64
  %2271 = getelementptr inbounds float, ptr %m, i64 %2270
  store float %tl_dst0, ptr %2271, align 4
  br label %for.cond509

if.else507:                                       ; preds = %for.end502
  br label %if.end508

if.end508:                                        ; preds = %if.else507, %for.end511
  %2272 = add nsw i32 %i9, 1
  br label %for.cond463, !llvm.loop !114

for.cond509:                                      ; preds = %for.body510, %if.then506
  %red6512 = phi i32 [ 0, %if.then506 ], [ %2286, %for.body510 ]
  %2273 = icmp slt i32 %red6512, 512
  br i1 %2273, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %2274 = sext i32 %i9 to i64
  %2275 = getelementptr inbounds float, ptr %m, i64 %2274
  %2276 = load float, ptr %2275, align 4
  %2277 = sext i32 %i9 to i64
  %2278 = mul nsw i64 %2277, 512
  %2279 = sext i32 %red6512 to i64
  %2280 = add nsw i64 %2278, %2279
  %2281 = getelementptr inbounds float, ptr %X_f, i64 %2280
  %2282 = load float, ptr %2281, align 4
  %2283 = call float @llvm.maxnum.f32(float %2276, float %2282)
  %2284 = sext i32 %i9 to i64
  %2285 = getelementptr inbounds float, ptr %m, i64 %2284
  store float %2283, ptr %2285, align 4
  %2286 = add nsw i32 %red6512, 1
  br label %for.cond509, !llvm.loop !115

for.end511:                                       ; preds = %for.cond509
  br label %if.end508

for.cond513:                                      ; preds = %for.end519, %for.end465
  %i516 = phi i32 [ 0, %for.end465 ], [ %2306, %for.end519 ]
  %2287 = icmp slt i32 %i516, 4
  br i1 %2287, label %for.body514, label %for.end515

for.body514:                                      ; preds = %for.cond513
  br label %for.cond517

for.end515:                                       ; preds = %for.cond513
  br label %for.cond521

for.cond517:                                      ; preds = %for.body518, %for.body514
  %j520 = phi i32 [ 0, %for.body514 ], [ %2305, %for.body518 ]
  %2288 = icmp slt i32 %j520, 512
  br i1 %2288, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  %2289 = sext i32 %i516 to i64
  %2290 = mul nsw i64 %2289, 512
  %2291 = sext i32 %j520 to i64
  %2292 = add nsw i64 %2290, %2291
  %2293 = getelementptr inbounds float, ptr %X_f, i64 %2292
  %2294 = load float, ptr %2293, align 4
  %2295 = sext i32 %i516 to i64
  %2296 = getelementptr inbounds float, ptr %m, i64 %2295
  %2297 = load float, ptr %2296, align 4
  %2298 = fsub float %2294, %2297
  %2299 = call float @tilec_expf(float %2298)
  %2300 = sext i32 %i516 to i64
  %2301 = mul nsw i64 %2300, 512
  %2302 = sext i32 %j520 to i64
  %2303 = add nsw i64 %2301, %2302
  %2304 = getelementptr inbounds float, ptr %X_f, i64 %2303
  store float %2299, ptr %2304, align 4
  %2305 = add nsw i32 %j520, 1
  br label %for.cond517, !llvm.loop !116

for.end519:                                       ; preds = %for.cond517
  %2306 = add nsw i32 %i516, 1
  br label %for.cond513, !llvm.loop !117

for.cond521:                                      ; preds = %for.end552, %for.end515
  %i10 = phi i32 [ 0, %for.end515 ], [ %2407, %for.end552 ]
  %2307 = icmp slt i32 %i10, 4
  br i1 %2307, label %for.body522, label %for.end523

for.body522:                                      ; preds = %for.cond521
  br label %for.cond524

for.end523:                                       ; preds = %for.cond521
  br label %for.cond554

for.cond524:                                      ; preds = %for.body525, %for.body522
  %lane7 = phi i32 [ 0, %for.body522 ], [ %2317, %for.body525 ]
  %2308 = icmp slt i32 %lane7, 32
  br i1 %2308, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %2309 = sext i32 %i10 to i64
  %2310 = mul nsw i64 %2309, 512
  %2311 = sext i32 %lane7 to i64
  %2312 = add nsw i64 %2310, %2311
  %2313 = getelementptr inbounds float, ptr %X_f, i64 %2312
  %2314 = load float, ptr %2313, align 4
  %2315 = sext i32 %lane7 to i64
  %2316 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2315
  store float %2314, ptr %2316, align 4
  %2317 = add nsw i32 %lane7, 1
  br label %for.cond524, !llvm.loop !118

for.end526:                                       ; preds = %for.cond524
  br label %for.cond527

for.cond527:                                      ; preds = %for.end532, %for.end526
  %red7 = phi i32 [ 0, %for.end526 ], [ %2336, %for.end532 ]
  %2318 = icmp slt i32 %red7, 15
  br i1 %2318, label %for.body528, label %for.end529

for.body528:                                      ; preds = %for.cond527
  br label %for.cond530

for.end529:                                       ; preds = %for.cond527
  br label %for.cond534

for.cond530:                                      ; preds = %for.body531, %for.body528
  %lane7533 = phi i32 [ 0, %for.body528 ], [ %2335, %for.body531 ]
  %2319 = icmp slt i32 %lane7533, 32
  br i1 %2319, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2320 = sext i32 %lane7533 to i64
  %2321 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2320
  %2322 = load float, ptr %2321, align 4
  %2323 = sext i32 %i10 to i64
  %2324 = mul nsw i64 %2323, 512
  %2325 = add i32 %red7, 1
  %2326 = mul i32 %2325, 32
  %2327 = add i32 %2326, %lane7533
  %2328 = sext i32 %2327 to i64
  %2329 = add nsw i64 %2324, %2328
  %2330 = getelementptr inbounds float, ptr %X_f, i64 %2329
  %2331 = load float, ptr %2330, align 4
  %2332 = fadd float %2322, %2331
  %2333 = sext i32 %lane7533 to i64
  %2334 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2333
  store float %2332, ptr %2334, align 4
  %2335 = add nsw i32 %lane7533, 1
  br label %for.cond530, !llvm.loop !119

for.end532:                                       ; preds = %for.cond530
  %2336 = add nsw i32 %red7, 1
  br label %for.cond527, !llvm.loop !120

for.cond534:                                      ; preds = %for.body535, %for.end529
  %lane7537 = phi i32 [ 0, %for.end529 ], [ %2348, %for.body535 ]
  %2337 = icmp slt i32 %lane7537, 16
  br i1 %2337, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %2338 = sext i32 %lane7537 to i64
  %2339 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2338
  %2340 = load float, ptr %2339, align 4
  %2341 = add i32 %lane7537, 16
  %2342 = sext i32 %2341 to i64
  %2343 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2342
  %2344 = load float, ptr %2343, align 4
  %2345 = fadd float %2340, %2344
  %2346 = sext i32 %lane7537 to i64
  %2347 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2346
  store float %2345, ptr %2347, align 4
  %2348 = add nsw i32 %lane7537, 1
  br label %for.cond534, !llvm.loop !121

for.end536:                                       ; preds = %for.cond534
  br label %for.cond538

for.cond538:                                      ; preds = %for.body539, %for.end536
  %lane7541 = phi i32 [ 0, %for.end536 ], [ %2360, %for.body539 ]
  %2349 = icmp slt i32 %lane7541, 8
  br i1 %2349, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2350 = sext i32 %lane7541 to i64
  %2351 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2350
  %2352 = load float, ptr %2351, align 4
  %2353 = add i32 %lane7541, 8
  %2354 = sext i32 %2353 to i64
  %2355 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2354
  %2356 = load float, ptr %2355, align 4
  %2357 = fadd float %2352, %2356
  %2358 = sext i32 %lane7541 to i64
  %2359 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2358
  store float %2357, ptr %2359, align 4
  %2360 = add nsw i32 %lane7541, 1
  br label %for.cond538, !llvm.loop !122

for.end540:                                       ; preds = %for.cond538
  br label %for.cond542

for.cond542:                                      ; preds = %for.body543, %for.end540
  %lane7545 = phi i32 [ 0, %for.end540 ], [ %2372, %for.body543 ]
  %2361 = icmp slt i32 %lane7545, 4
  br i1 %2361, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  %2362 = sext i32 %lane7545 to i64
  %2363 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2362
  %2364 = load float, ptr %2363, align 4
  %2365 = add i32 %lane7545, 4
  %2366 = sext i32 %2365 to i64
  %2367 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2366
  %2368 = load float, ptr %2367, align 4
  %2369 = fadd float %2364, %2368
  %2370 = sext i32 %lane7545 to i64
  %2371 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2370
  store float %2369, ptr %2371, align 4
  %2372 = add nsw i32 %lane7545, 1
  br label %for.cond542, !llvm.loop !123

for.end544:                                       ; preds = %for.cond542
  br label %for.cond546

for.cond546:                                      ; preds = %for.body547, %for.end544
  %lane7549 = phi i32 [ 0, %for.end544 ], [ %2384, %for.body547 ]
  %2373 = icmp slt i32 %lane7549, 2
  br i1 %2373, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %2374 = sext i32 %lane7549 to i64
  %2375 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2374
  %2376 = load float, ptr %2375, align 4
  %2377 = add i32 %lane7549, 2
  %2378 = sext i32 %2377 to i64
  %2379 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2378
  %2380 = load float, ptr %2379, align 4
  %2381 = fadd float %2376, %2380
  %2382 = sext i32 %lane7549 to i64
  %2383 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2382
  store float %2381, ptr %2383, align 4
  %2384 = add nsw i32 %lane7549, 1
  br label %for.cond546, !llvm.loop !124

for.end548:                                       ; preds = %for.cond546
  br label %for.cond550

for.cond550:                                      ; preds = %for.body551, %for.end548
  %lane7553 = phi i32 [ 0, %for.end548 ], [ %2396, %for.body551 ]
  %2385 = icmp slt i32 %lane7553, 1
  br i1 %2385, label %for.body551, label %for.end552

for.body551:                                      ; preds = %for.cond550
  %2386 = sext i32 %lane7553 to i64
  %2387 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2386
  %2388 = load float, ptr %2387, align 4
  %2389 = add i32 %lane7553, 1
  %2390 = sext i32 %2389 to i64
  %2391 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2390
  %2392 = load float, ptr %2391, align 4
  %2393 = fadd float %2388, %2392
  %2394 = sext i32 %lane7553 to i64
  %2395 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2394
  store float %2393, ptr %2395, align 4
  %2396 = add nsw i32 %lane7553, 1
  br label %for.cond550, !llvm.loop !125

for.end552:                                       ; preds = %for.cond550
  %2397 = sext i32 %i10 to i64
  %2398 = getelementptr inbounds float, ptr %tile_sum, i64 %2397
  store float 0.000000e+00, ptr %2398, align 4
  %2399 = sext i32 %i10 to i64
  %2400 = getelementptr inbounds float, ptr %tile_sum, i64 %2399
  %2401 = load float, ptr %2400, align 4
  %2402 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2403 = load float, ptr %2402, align 4
  %2404 = fadd float %2401, %2403
  %2405 = sext i32 %i10 to i64
  %2406 = getelementptr inbounds float, ptr %tile_sum, i64 %2405
  store float %2404, ptr %2406, align 4
  %2407 = add nsw i32 %i10, 1
  br label %for.cond521, !llvm.loop !126

for.cond554:                                      ; preds = %for.body555, %for.end523
  %i557 = phi i32 [ 0, %for.end523 ], [ %2427, %for.body555 ]
  %2408 = icmp slt i32 %i557, 4
  br i1 %2408, label %for.body555, label %for.end556

for.body555:                                      ; preds = %for.cond554
  %2409 = sext i32 %i557 to i64
  %2410 = getelementptr inbounds float, ptr %l, i64 %2409
  %2411 = load float, ptr %2410, align 4
  %2412 = sext i32 %i557 to i64
  %2413 = getelementptr inbounds float, ptr %m_prev, i64 %2412
  %2414 = load float, ptr %2413, align 4
  %2415 = sext i32 %i557 to i64
  %2416 = getelementptr inbounds float, ptr %m, i64 %2415
  %2417 = load float, ptr %2416, align 4
  %2418 = fsub float %2414, %2417
  %2419 = call float @tilec_expf(float %2418)
  %2420 = fmul float %2411, %2419
  %2421 = sext i32 %i557 to i64
  %2422 = getelementptr inbounds float, ptr %tile_sum, i64 %2421
  %2423 = load float, ptr %2422, align 4
  %2424 = fadd float %2420, %2423
  %2425 = sext i32 %i557 to i64
  %2426 = getelementptr inbounds float, ptr %l, i64 %2425
  store float %2424, ptr %2426, align 4
  %2427 = add nsw i32 %i557, 1
  br label %for.cond554, !llvm.loop !127

for.end556:                                       ; preds = %for.cond554
  %2428 = add nsw i32 %c, 1
  br label %for.cond410, !llvm.loop !128

for.cond558:                                      ; preds = %if.end606, %for.end412
  %c561 = phi i32 [ 0, %for.end412 ], [ %2907, %if.end606 ]
  %2429 = icmp slt i32 %c561, %1970
  br i1 %2429, label %for.body559, label %for.end560

for.body559:                                      ; preds = %for.cond558
  %2430 = sub i32 %1982, 1
  %t = sub i32 %2430, %c561
  %2431 = mul i32 %bx, 4
  %2432 = icmp sle i32 0, %2431
  %2433 = mul i32 %bx, 4
  %2434 = sext i32 %2433 to i64
  %2435 = add i64 %2434, 4
  %2436 = sext i32 %M to i64
  %2437 = icmp sle i64 %2435, %2436
  %2438 = and i1 %2432, %2437
  %2439 = mul i32 %t, 512
  %2440 = icmp sle i32 0, %2439
  %2441 = mul i32 %t, 512
  %2442 = sext i32 %2441 to i64
  %2443 = add i64 %2442, 512
  %2444 = sext i32 %N to i64
  %2445 = icmp sle i64 %2443, %2444
  %2446 = and i1 %2440, %2445
  %2447 = and i1 %2438, %2446
  br i1 %2447, label %if.then562, label %if.else563

for.end560:                                       ; preds = %for.cond558
  br label %if.end251

if.then562:                                       ; preds = %for.body559
  br label %for.cond565

if.else563:                                       ; preds = %for.body559
  br label %for.cond571

if.end564:                                        ; preds = %for.end573, %for.end567
  br label %for.cond593

for.cond565:                                      ; preds = %for.end570, %if.then562
  %i12 = phi i32 [ 0, %if.then562 ], [ %2467, %for.end570 ]
  %2448 = icmp slt i32 %i12, 4
  br i1 %2448, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  br label %for.cond568

for.end567:                                       ; preds = %for.cond565
  br label %if.end564

for.cond568:                                      ; preds = %for.body569, %for.body566
  %j2 = phi i32 [ 0, %for.body566 ], [ %2466, %for.body569 ]
  %2449 = icmp slt i32 %j2, 512
  br i1 %2449, label %for.body569, label %for.end570

for.body569:                                      ; preds = %for.cond568
  %2450 = mul i32 %bx, 4
  %2451 = add i32 %2450, %i12
  %2452 = sext i32 %2451 to i64
  %2453 = sext i32 %N to i64
  %2454 = mul nsw i64 %2452, %2453
  %2455 = mul i32 %t, 512
  %2456 = add i32 %2455, %j2
  %2457 = sext i32 %2456 to i64
  %2458 = add nsw i64 %2454, %2457
  %2459 = getelementptr inbounds float, ptr %X, i64 %2458
  %2460 = load float, ptr %2459, align 4
  %2461 = sext i32 %i12 to i64
  %2462 = mul nsw i64 %2461, 512
  %2463 = sext i32 %j2 to i64
  %2464 = add nsw i64 %2462, %2463
  %2465 = getelementptr inbounds float, ptr %X_f, i64 %2464
  store float %2460, ptr %2465, align 4
  %2466 = add nsw i32 %j2, 1
  br label %for.cond568, !llvm.loop !129

for.end570:                                       ; preds = %for.cond568
  %2467 = add nsw i32 %i12, 1
  br label %for.cond565, !llvm.loop !130

for.cond571:                                      ; preds = %for.end591, %if.else563
  %i12574 = phi i32 [ 0, %if.else563 ], [ %2576, %for.end591 ]
  %2468 = icmp slt i32 %i12574, 4
  br i1 %2468, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %2469 = mul i32 %t, 512
  %2470 = sext i32 %2469 to i64
  %2471 = sub i64 0, %2470
  %2472 = icmp slt i64 %2471, 0
  %2473 = mul i32 %t, 512
  %2474 = sext i32 %2473 to i64
  %2475 = sub i64 0, %2474
  %2476 = icmp sgt i64 %2475, 512
  %2477 = mul i32 %t, 512
  %2478 = sext i32 %2477 to i64
  %2479 = sub i64 0, %2478
  %2480 = select i1 %2476, i64 512, i64 %2479
  %2481 = select i1 %2472, i64 0, i64 %2480
  %tl_lo14 = trunc i64 %2481 to i32
  %2482 = sext i32 %N to i64
  %2483 = mul i32 %t, 512
  %2484 = sext i32 %2483 to i64
  %2485 = sub i64 %2482, %2484
  %2486 = icmp slt i64 %2485, 0
  %2487 = sext i32 %N to i64
  %2488 = mul i32 %t, 512
  %2489 = sext i32 %2488 to i64
  %2490 = sub i64 %2487, %2489
  %2491 = icmp sgt i64 %2490, 512
  %2492 = sext i32 %N to i64
  %2493 = mul i32 %t, 512
  %2494 = sext i32 %2493 to i64
  %2495 = sub i64 %2492, %2494
  %2496 = select i1 %2491, i64 512, i64 %2495
  %2497 = select i1 %2486, i64 0, i64 %2496
  %2498 = sext i32 %tl_lo14 to i64
  %2499 = icmp slt i64 %2497, %2498
  %2500 = sext i32 %tl_lo14 to i64
  %2501 = sext i32 %N to i64
  %2502 = mul i32 %t, 512
  %2503 = sext i32 %2502 to i64
  %2504 = sub i64 %2501, %2503
  %2505 = icmp slt i64 %2504, 0
  %2506 = sext i32 %N to i64
  %2507 = mul i32 %t, 512
  %2508 = sext i32 %2507 to i64
  %2509 = sub i64 %2506, %2508
  %2510 = icmp sgt i64 %2509, 512
  %2511 = sext i32 %N to i64
  %2512 = mul i32 %t, 512
  %2513 = sext i32 %2512 to i64
  %2514 = sub i64 %2511, %2513
  %2515 = select i1 %2510, i64 512, i64 %2514
  %2516 = select i1 %2505, i64 0, i64 %2515
  %2517 = select i1 %2499, i64 %2500, i64 %2516
  %tl_hi15 = trunc i64 %2517 to i32
  br label %for.cond575

for.end573:                                       ; preds = %for.cond571
  br label %if.end564

for.cond575:                                      ; preds = %for.body576, %for.body572
  %j2578 = phi i32 [ 0, %for.body572 ], [ %2524, %for.body576 ]
  %2518 = icmp slt i32 %j2578, %tl_lo14
  br i1 %2518, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2519 = sext i32 %i12574 to i64
  %2520 = mul nsw i64 %2519, 512
  %2521 = sext i32 %j2578 to i64
  %2522 = add nsw i64 %2520, %2521
  %2523 = getelementptr inbounds float, ptr %X_f, i64 %2522
  store float 0.000000e+00, ptr %2523, align 4
  %2524 = add nsw i32 %j2578, 1
  br label %for.cond575, !llvm.loop !131

for.end577:                                       ; preds = %for.cond575
  %2525 = mul i32 %bx, 4
  %2526 = sext i32 %2525 to i64
  %2527 = sext i32 %i12574 to i64
  %2528 = add i64 %2526, %2527
  %2529 = icmp sle i64 0, %2528
  %2530 = mul i32 %bx, 4
  %2531 = sext i32 %2530 to i64
  %2532 = sext i32 %i12574 to i64
  %2533 = add i64 %2531, %2532
  %2534 = sext i32 %M to i64
  %2535 = icmp slt i64 %2533, %2534
  %2536 = and i1 %2529, %2535
  br i1 %2536, label %if.then579, label %if.else580

if.then579:                                       ; preds = %for.end577
  %2537 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond582

if.else580:                                       ; preds = %for.end577
  %2538 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond585

if.end581:                                        ; preds = %for.end587, %for.end584
  %2539 = sub i32 512, %tl_hi15
  br label %for.cond589

for.cond582:                                      ; preds = %for.body583, %if.then579
  %j21 = phi i32 [ 0, %if.then579 ], [ %2559, %for.body583 ]
  %2540 = icmp slt i32 %j21, %2537
  br i1 %2540, label %for.body583, label %for.end584

for.body583:                                      ; preds = %for.cond582
  %2541 = mul i32 %bx, 4
  %2542 = add i32 %2541, %i12574
  %2543 = sext i32 %2542 to i64
  %2544 = sext i32 %N to i64
  %2545 = mul nsw i64 %2543, %2544
  %2546 = mul i32 %t, 512
  %2547 = add i32 %tl_lo14, %j21
  %2548 = add i32 %2546, %2547
  %2549 = sext i32 %2548 to i64
  %2550 = add nsw i64 %2545, %2549
  %2551 = getelementptr inbounds float, ptr %X, i64 %2550
  %2552 = load float, ptr %2551, align 4
  %2553 = sext i32 %i12574 to i64
  %2554 = mul nsw i64 %2553, 512
  %2555 = add i32 %tl_lo14, %j21
  %2556 = sext i32 %2555 to i64
  %2557 = add nsw i64 %2554, %2556
  %2558 = getelementptr inbounds float, ptr %X_f, i64 %2557
  store float %2552, ptr %2558, align 4
  %2559 = add nsw i32 %j21, 1
  br label %for.cond582, !llvm.loop !132

for.end584:                                       ; preds = %for.cond582
  br label %if.end581

for.cond585:                                      ; preds = %for.body586, %if.else580
  %j21588 = phi i32 [ 0, %if.else580 ], [ %2567, %for.body586 ]
  %2560 = icmp slt i32 %j21588, %2538
  br i1 %2560, label %for.body586, label %for.end587

for.body586:                                      ; preds = %for.cond585
  %2561 = sext i32 %i12574 to i64
  %2562 = mul nsw i64 %2561, 512
  %2563 = add i32 %tl_lo14, %j21588
  %2564 = sext i32 %2563 to i64
  %2565 = add nsw i64 %2562, %2564
  %2566 = getelementptr inbounds float, ptr %X_f, i64 %2565
  store float 0.000000e+00, ptr %2566, align 4
  %2567 = add nsw i32 %j21588, 1
  br label %for.cond585, !llvm.loop !133

for.end587:                                       ; preds = %for.cond585
  br label %if.end581

for.cond589:                                      ; preds = %for.body590, %if.end581
  %j21592 = phi i32 [ 0, %if.end581 ], [ %2575, %for.body590 ]
  %2568 = icmp slt i32 %j21592, %2539
  br i1 %2568, label %for.body590, label %for.end591

for.body590:                                      ; preds = %for.cond589
  %2569 = sext i32 %i12574 to i64
  %2570 = mul nsw i64 %2569, 512
  %2571 = add i32 %tl_hi15, %j21592
  %2572 = sext i32 %2571 to i64
  %2573 = add nsw i64 %2570, %2572
  %2574 = getelementptr inbounds float, ptr %X_f, i64 %2573
  store float 0.000000e+00, ptr %2574, align 4
  %2575 = add nsw i32 %j21592, 1
  br label %for.cond589, !llvm.loop !134

for.end591:                                       ; preds = %for.cond589
  %2576 = add nsw i32 %i12574, 1
  br label %for.cond571, !llvm.loop !135

for.cond593:                                      ; preds = %for.end603, %if.end564
  %i596 = phi i32 [ 0, %if.end564 ], [ %2906, %for.end603 ]
  %2577 = icmp slt i32 %i596, 4
  br i1 %2577, label %for.body594, label %for.end595

for.body594:                                      ; preds = %for.cond593
  %2578 = sext i32 %N to i64
  %2579 = sub i32 %1982, 1
  %2580 = sub i32 %2579, %c561
  %2581 = mul i32 %2580, 512
  %2582 = sext i32 %2581 to i64
  %2583 = sub i64 %2578, %2582
  %2584 = icmp slt i64 %2583, 0
  %2585 = sext i32 %N to i64
  %2586 = sub i32 %1982, 1
  %2587 = sub i32 %2586, %c561
  %2588 = mul i32 %2587, 512
  %2589 = sext i32 %2588 to i64
  %2590 = sub i64 %2585, %2589
  %2591 = icmp sgt i64 %2590, 512
  %2592 = sext i32 %N to i64
  %2593 = sub i32 %1982, 1
  %2594 = sub i32 %2593, %c561
  %2595 = mul i32 %2594, 512
  %2596 = sext i32 %2595 to i64
  %2597 = sub i64 %2592, %2596
  %2598 = select i1 %2591, i64 512, i64 %2597
  %2599 = select i1 %2584, i64 0, i64 %2598
  %2600 = sub i32 %1982, 1
  %2601 = sub i32 %2600, %c561
  %2602 = mul i32 %2601, 512
  %2603 = sext i32 %2602 to i64
  %2604 = sub i64 0, %2603
  %2605 = icmp slt i64 %2604, 0
  %2606 = sub i32 %1982, 1
  %2607 = sub i32 %2606, %c561
  %2608 = mul i32 %2607, 512
  %2609 = sext i32 %2608 to i64
  %2610 = sub i64 0, %2609
  %2611 = icmp sgt i64 %2610, 512
  %2612 = sub i32 %1982, 1
  %2613 = sub i32 %2612, %c561
  %2614 = mul i32 %2613, 512
  %2615 = sext i32 %2614 to i64
  %2616 = sub i64 0, %2615
  %2617 = select i1 %2611, i64 512, i64 %2616
  %2618 = select i1 %2605, i64 0, i64 %2617
  %2619 = trunc i64 %2618 to i32
  %2620 = sext i32 %2619 to i64
  %2621 = icmp slt i64 %2599, %2620
  %2622 = sub i32 %1982, 1
  %2623 = sub i32 %2622, %c561
  %2624 = mul i32 %2623, 512
  %2625 = sext i32 %2624 to i64
  %2626 = sub i64 0, %2625
  %2627 = icmp slt i64 %2626, 0
  %2628 = sub i32 %1982, 1
  %2629 = sub i32 %2628, %c561
  %2630 = mul i32 %2629, 512
  %2631 = sext i32 %2630 to i64
  %2632 = sub i64 0, %2631
  %2633 = icmp sgt i64 %2632, 512
  %2634 = sub i32 %1982, 1
  %2635 = sub i32 %2634, %c561
  %2636 = mul i32 %2635, 512
  %2637 = sext i32 %2636 to i64
  %2638 = sub i64 0, %2637
  %2639 = select i1 %2633, i64 512, i64 %2638
  %2640 = select i1 %2627, i64 0, i64 %2639
  %2641 = trunc i64 %2640 to i32
  %2642 = sext i32 %2641 to i64
  %2643 = sext i32 %N to i64
  %2644 = sub i32 %1982, 1
  %2645 = sub i32 %2644, %c561
  %2646 = mul i32 %2645, 512
  %2647 = sext i32 %2646 to i64
  %2648 = sub i64 %2643, %2647
  %2649 = icmp slt i64 %2648, 0
  %2650 = sext i32 %N to i64
  %2651 = sub i32 %1982, 1
  %2652 = sub i32 %2651, %c561
  %2653 = mul i32 %2652, 512
  %2654 = sext i32 %2653 to i64
  %2655 = sub i64 %2650, %2654
  %2656 = icmp sgt i64 %2655, 512
  %2657 = sext i32 %N to i64
  %2658 = sub i32 %1982, 1
  %2659 = sub i32 %2658, %c561
  %2660 = mul i32 %2659, 512
  %2661 = sext i32 %2660 to i64
  %2662 = sub i64 %2657, %2661
  %2663 = select i1 %2656, i64 512, i64 %2662
  %2664 = select i1 %2649, i64 0, i64 %2663
  %2665 = select i1 %2621, i64 %2642, i64 %2664
  %2666 = trunc i64 %2665 to i32
  %2667 = icmp slt i32 %2666, 0
  %2668 = sext i32 %N to i64
  %2669 = sub i32 %1982, 1
  %2670 = sub i32 %2669, %c561
  %2671 = mul i32 %2670, 512
  %2672 = sext i32 %2671 to i64
  %2673 = sub i64 %2668, %2672
  %2674 = icmp slt i64 %2673, 0
  %2675 = sext i32 %N to i64
  %2676 = sub i32 %1982, 1
  %2677 = sub i32 %2676, %c561
  %2678 = mul i32 %2677, 512
  %2679 = sext i32 %2678 to i64
  %2680 = sub i64 %2675, %2679
  %2681 = icmp sgt i64 %2680, 512
  %2682 = sext i32 %N to i64
  %2683 = sub i32 %1982, 1
  %2684 = sub i32 %2683, %c561
  %2685 = mul i32 %2684, 512
  %2686 = sext i32 %2685 to i64
  %2687 = sub i64 %2682, %2686
  %2688 = select i1 %2681, i64 512, i64 %2687
  %2689 = select i1 %2674, i64 0, i64 %2688
  %2690 = sub i32 %1982, 1
  %2691 = sub i32 %2690, %c561
  %2692 = mul i32 %2691, 512
  %2693 = sext i32 %2692 to i64
  %2694 = sub i64 0, %2693
  %2695 = icmp slt i64 %2694, 0
  %2696 = sub i32 %1982, 1
  %2697 = sub i32 %2696, %c561
  %2698 = mul i32 %2697, 512
  %2699 = sext i32 %2698 to i64
  %2700 = sub i64 0, %2699
  %2701 = icmp sgt i64 %2700, 512
  %2702 = sub i32 %1982, 1
  %2703 = sub i32 %2702, %c561
  %2704 = mul i32 %2703, 512
  %2705 = sext i32 %2704 to i64
  %2706 = sub i64 0, %2705
  %2707 = select i1 %2701, i64 512, i64 %2706
  %2708 = select i1 %2695, i64 0, i64 %2707
  %2709 = trunc i64 %2708 to i32
  %2710 = sext i32 %2709 to i64
  %2711 = icmp slt i64 %2689, %2710
  %2712 = sub i32 %1982, 1
  %2713 = sub i32 %2712, %c561
  %2714 = mul i32 %2713, 512
  %2715 = sext i32 %2714 to i64
  %2716 = sub i64 0, %2715
  %2717 = icmp slt i64 %2716, 0
  %2718 = sub i32 %1982, 1
  %2719 = sub i32 %2718, %c561
  %2720 = mul i32 %2719, 512
  %2721 = sext i32 %2720 to i64
  %2722 = sub i64 0, %2721
  %2723 = icmp sgt i64 %2722, 512
  %2724 = sub i32 %1982, 1
  %2725 = sub i32 %2724, %c561
  %2726 = mul i32 %2725, 512
  %2727 = sext i32 %2726 to i64
  %2728 = sub i64 0, %2727
  %2729 = select i1 %2723, i64 512, i64 %2728
  %2730 = select i1 %2717, i64 0, i64 %2729
  %2731 = trunc i64 %2730 to i32
  %2732 = sext i32 %2731 to i64
  %2733 = sext i32 %N to i64
  %2734 = sub i32 %1982, 1
  %2735 = sub i32 %2734, %c561
  %2736 = mul i32 %2735, 512
  %2737 = sext i32 %2736 to i64
  %2738 = sub i64 %2733, %2737
  %2739 = icmp slt i64 %2738, 0
  %2740 = sext i32 %N to i64
  %2741 = sub i32 %1982, 1
  %2742 = sub i32 %2741, %c561
  %2743 = mul i32 %2742, 512
  %2744 = sext i32 %2743 to i64
  %2745 = sub i64 %2740, %2744
  %2746 = icmp sgt i64 %2745, 512
  %2747 = sext i32 %N to i64
  %2748 = sub i32 %1982, 1
  %2749 = sub i32 %2748, %c561
  %2750 = mul i32 %2749, 512
  %2751 = sext i32 %2750 to i64
  %2752 = sub i64 %2747, %2751
  %2753 = select i1 %2746, i64 512, i64 %2752
  %2754 = select i1 %2739, i64 0, i64 %2753
  %2755 = select i1 %2711, i64 %2732, i64 %2754
  %2756 = trunc i64 %2755 to i32
  %2757 = icmp sgt i32 %2756, 512
  %2758 = sext i32 %N to i64
  %2759 = sub i32 %1982, 1
  %2760 = sub i32 %2759, %c561
  %2761 = mul i32 %2760, 512
  %2762 = sext i32 %2761 to i64
  %2763 = sub i64 %2758, %2762
  %2764 = icmp slt i64 %2763, 0
  %2765 = sext i32 %N to i64
  %2766 = sub i32 %1982, 1
  %2767 = sub i32 %2766, %c561
  %2768 = mul i32 %2767, 512
  %2769 = sext i32 %2768 to i64
  %2770 = sub i64 %2765, %2769
  %2771 = icmp sgt i64 %2770, 512
  %2772 = sext i32 %N to i64
  %2773 = sub i32 %1982, 1
  %2774 = sub i32 %2773, %c561
  %2775 = mul i32 %2774, 512
  %2776 = sext i32 %2775 to i64
  %2777 = sub i64 %2772, %2776
  %2778 = select i1 %2771, i64 512, i64 %2777
  %2779 = select i1 %2764, i64 0, i64 %2778
  %2780 = sub i32 %1982, 1
  %2781 = sub i32 %2780, %c561
  %2782 = mul i32 %2781, 512
  %2783 = sext i32 %2782 to i64
  %2784 = sub i64 0, %2783
  %2785 = icmp slt i64 %2784, 0
  %2786 = sub i32 %1982, 1
  %2787 = sub i32 %2786, %c561
  %2788 = mul i32 %2787, 512
  %2789 = sext i32 %2788 to i64
  %2790 = sub i64 0, %2789
  %2791 = icmp sgt i64 %2790, 512
  %2792 = sub i32 %1982, 1
  %2793 = sub i32 %2792, %c561
  %2794 = mul i32 %2793, 512
  %2795 = sext i32 %2794 to i64
  %2796 = sub i64 0, %2795
  %2797 = select i1 %2791, i64 512, i64 %2796
  %2798 = select i1 %2785, i64 0, i64 %2797
  %2799 = trunc i64 %2798 to i32
  %2800 = sext i32 %2799 to i64
  %2801 = icmp slt i64 %2779, %2800
  %2802 = sub i32 %1982, 1
  %2803 = sub i32 %2802, %c561
  %2804 = mul i32 %2803, 512
  %2805 = sext i32 %2804 to i64
  %2806 = sub i64 0, %2805
  %2807 = icmp slt i64 %2806, 0
  %2808 = sub i32 %1982, 1
  %2809 = sub i32 %2808, %c561
  %2810 = mul i32 %2809, 512
  %2811 = sext i32 %2810 to i64
  %2812 = sub i64 0, %2811
  %2813 = icmp sgt i64 %2812, 512
  %2814 = sub i32 %1982, 1
  %2815 = sub i32 %2814, %c561
  %2816 = mul i32 %2815, 512
  %2817 = sext i32 %2816 to i64
  %2818 = sub i64 0, %2817
  %2819 = select i1 %2813, i64 512, i64 %2818
  %2820 = select i1 %2807, i64 0, i64 %2819
  %2821 = trunc i64 %2820 to i32
  %2822 = sext i32 %2821 to i64
  %2823 = sext i32 %N to i64
  %2824 = sub i32 %1982, 1
  %2825 = sub i32 %2824, %c561
  %2826 = mul i32 %2825, 512
  %2827 = sext i32 %2826 to i64
  %2828 = sub i64 %2823, %2827
  %2829 = icmp slt i64 %2828, 0
  %2830 = sext i32 %N to i64
  %2831 = sub i32 %1982, 1
  %2832 = sub i32 %2831, %c561
  %2833 = mul i32 %2832, 512
  %2834 = sext i32 %2833 to i64
  %2835 = sub i64 %2830, %2834
  %2836 = icmp sgt i64 %2835, 512
  %2837 = sext i32 %N to i64
  %2838 = sub i32 %1982, 1
  %2839 = sub i32 %2838, %c561
  %2840 = mul i32 %2839, 512
  %2841 = sext i32 %2840 to i64
  %2842 = sub i64 %2837, %2841
  %2843 = select i1 %2836, i64 512, i64 %2842
  %2844 = select i1 %2829, i64 0, i64 %2843
  %2845 = select i1 %2801, i64 %2822, i64 %2844
  %2846 = trunc i64 %2845 to i32
  %2847 = select i1 %2757, i32 512, i32 %2846
  %tl_cols45 = select i1 %2667, i32 0, i32 %2847
  br label %for.cond597

for.end595:                                       ; preds = %for.cond593
  %2848 = mul i32 %bx, 4
  %2849 = icmp sle i32 0, %2848
  %2850 = mul i32 %bx, 4
  %2851 = sext i32 %2850 to i64
  %2852 = add i64 %2851, 4
  %2853 = sext i32 %M to i64
  %2854 = icmp sle i64 %2852, %2853
  %2855 = and i1 %2849, %2854
  %2856 = mul i32 %t, 512
  %2857 = icmp sle i32 0, %2856
  %2858 = mul i32 %t, 512
  %2859 = sext i32 %2858 to i64
  %2860 = add i64 %2859, 512
  %2861 = sext i32 %N to i64
  %2862 = icmp sle i64 %2860, %2861
  %2863 = and i1 %2857, %2862
  %2864 = and i1 %2855, %2863
  br i1 %2864, label %if.then604, label %if.else605

for.cond597:                                      ; preds = %for.body598, %for.body594
  %j600 = phi i32 [ 0, %for.body594 ], [ %2887, %for.body598 ]
  %2865 = icmp slt i32 %j600, %tl_cols45
  br i1 %2865, label %for.body598, label %for.end599

for.body598:                                      ; preds = %for.cond597
  %2866 = sext i32 %i596 to i64
  %2867 = mul nsw i64 %2866, 512
  %2868 = sext i32 %j600 to i64
  %2869 = add nsw i64 %2867, %2868
  %2870 = getelementptr inbounds float, ptr %X_f, i64 %2869
  %2871 = load float, ptr %2870, align 4
  %2872 = sext i32 %i596 to i64
  %2873 = getelementptr inbounds float, ptr %m, i64 %2872
  %2874 = load float, ptr %2873, align 4
  %2875 = fsub float %2871, %2874
  %2876 = call float @tilec_expf(float %2875)
  %2877 = sext i32 %i596 to i64
  %2878 = getelementptr inbounds float, ptr %l, i64 %2877
  %2879 = load float, ptr %2878, align 4
  %2880 = fdiv float 1.000000e+00, %2879
  %2881 = fmul float %2876, %2880
  %2882 = sext i32 %i596 to i64
  %2883 = mul nsw i64 %2882, 512
  %2884 = sext i32 %j600 to i64
  %2885 = add nsw i64 %2883, %2884
  %2886 = getelementptr inbounds float, ptr %X_f, i64 %2885
  store float %2881, ptr %2886, align 4
  %2887 = add nsw i32 %j600, 1
  br label %for.cond597, !llvm.loop !136

for.end599:                                       ; preds = %for.cond597
  %2888 = sext i32 %i596 to i64
  %2889 = getelementptr inbounds float, ptr %m, i64 %2888
  %2890 = load float, ptr %2889, align 4
  %2891 = fsub float 0.000000e+00, %2890
  %2892 = call float @tilec_expf(float %2891)
  %2893 = sext i32 %i596 to i64
  %2894 = getelementptr inbounds float, ptr %l, i64 %2893
  %2895 = load float, ptr %2894, align 4
  %2896 = fdiv float 1.000000e+00, %2895
  %tl_col47 = fmul float %2892, %2896
  %2897 = sub i32 512, %tl_cols45
  br label %for.cond601

for.cond601:                                      ; preds = %for.body602, %for.end599
  %j46 = phi i32 [ 0, %for.end599 ], [ %2905, %for.body602 ]
  %2898 = icmp slt i32 %j46, %2897
  br i1 %2898, label %for.body602, label %for.end603

for.body602:                                      ; preds = %for.cond601
  %2899 = sext i32 %i596 to i64
  %2900 = mul nsw i64 %2899, 512
  %2901 = add i32 %tl_cols45, %j46
  %2902 = sext i32 %2901 to i64
  %2903 = add nsw i64 %2900, %2902
  %2904 = getelementptr inbounds float, ptr %X_f, i64 %2903
  store float %tl_col47, ptr %2904, align 4
  %2905 = add nsw i32 %j46, 1
  br label %for.cond601, !llvm.loop !137

for.end603:                                       ; preds = %for.cond601
  %2906 = add nsw i32 %i596, 1
  br label %for.cond593, !llvm.loop !138

if.then604:                                       ; preds = %for.end595
  br label %for.cond607

if.else605:                                       ; preds = %for.end595
  br label %for.cond618

if.end606:                                        ; preds = %for.end620, %for.end609
  %2907 = add nsw i32 %c561, 1
  br label %for.cond558, !llvm.loop !139

for.cond607:                                      ; preds = %if.end613, %if.then604
  %i12610 = phi i32 [ 0, %if.then604 ], [ %2927, %if.end613 ]
  %2908 = icmp slt i32 %i12610, 4
  br i1 %2908, label %for.body608, label %for.end609

for.body608:                                      ; preds = %for.cond607
  %2909 = sext i32 %M to i64
  %2910 = sext i32 %N to i64
  %2911 = mul i64 %2909, %2910
  %2912 = icmp sge i64 %2911, 8388608
  br i1 %2912, label %if.then611, label %if.else612

for.end609:                                       ; preds = %for.cond607
  br label %if.end606

if.then611:                                       ; preds = %for.body608
  %2913 = mul i32 %bx, 4
  %2914 = add i32 %2913, %i12610
  %2915 = sext i32 %2914 to i64
  %2916 = sext i32 %N to i64
  %2917 = mul nsw i64 %2915, %2916
  %2918 = mul i32 %t, 512
  %2919 = add i32 %2918, 0
  %2920 = sext i32 %2919 to i64
  %2921 = add nsw i64 %2917, %2920
  %2922 = getelementptr inbounds float, ptr %Y, i64 %2921
  %2923 = sext i32 %i12610 to i64
  %2924 = mul nsw i64 %2923, 512
  %2925 = add nsw i64 %2924, 0
  %2926 = getelementptr inbounds float, ptr %X_f, i64 %2925
  call void @tilec_rt_stream(ptr %2922, ptr %2926, i64 2048)
  br label %if.end613

if.else612:                                       ; preds = %for.body608
  br label %for.cond614

if.end613:                                        ; preds = %for.end616, %if.then611
  %2927 = add nsw i32 %i12610, 1
  br label %for.cond607, !llvm.loop !140

for.cond614:                                      ; preds = %for.body615, %if.else612
  %j2617 = phi i32 [ 0, %if.else612 ], [ %2945, %for.body615 ]
  %2928 = icmp slt i32 %j2617, 512
  br i1 %2928, label %for.body615, label %for.end616

for.body615:                                      ; preds = %for.cond614
  %2929 = sext i32 %i12610 to i64
  %2930 = mul nsw i64 %2929, 512
  %2931 = sext i32 %j2617 to i64
  %2932 = add nsw i64 %2930, %2931
  %2933 = getelementptr inbounds float, ptr %X_f, i64 %2932
  %2934 = load float, ptr %2933, align 4
  %2935 = mul i32 %bx, 4
  %2936 = add i32 %2935, %i12610
  %2937 = sext i32 %2936 to i64
  %2938 = sext i32 %N to i64
  %2939 = mul nsw i64 %2937, %2938
  %2940 = mul i32 %t, 512
  %2941 = add i32 %2940, %j2617
  %2942 = sext i32 %2941 to i64
  %2943 = add nsw i64 %2939, %2942
  %2944 = getelementptr inbounds float, ptr %Y, i64 %2943
  store float %2934, ptr %2944, align 4
  %2945 = add nsw i32 %j2617, 1
  br label %for.cond614, !llvm.loop !141

for.end616:                                       ; preds = %for.cond614
  br label %if.end613

for.cond618:                                      ; preds = %for.end624, %if.else605
  %i12621 = phi i32 [ 0, %if.else605 ], [ %2973, %for.end624 ]
  %2946 = icmp slt i32 %i12621, 4
  br i1 %2946, label %for.body619, label %for.end620

for.body619:                                      ; preds = %for.cond618
  br label %for.cond622

for.end620:                                       ; preds = %for.cond618
  br label %if.end606

for.cond622:                                      ; preds = %if.end628, %for.body619
  %j2625 = phi i32 [ 0, %for.body619 ], [ %2990, %if.end628 ]
  %2947 = icmp slt i32 %j2625, 512
  br i1 %2947, label %for.body623, label %for.end624

for.body623:                                      ; preds = %for.cond622
  %2948 = mul i32 %bx, 4
  %2949 = sext i32 %2948 to i64
  %2950 = sext i32 %i12621 to i64
  %2951 = add i64 %2949, %2950
  %2952 = icmp sle i64 0, %2951
  %2953 = mul i32 %bx, 4
  %2954 = sext i32 %2953 to i64
  %2955 = sext i32 %i12621 to i64
  %2956 = add i64 %2954, %2955
  %2957 = sext i32 %M to i64
  %2958 = icmp slt i64 %2956, %2957
  %2959 = and i1 %2952, %2958
  %2960 = mul i32 %t, 512
  %2961 = sext i32 %2960 to i64
  %2962 = sext i32 %j2625 to i64
  %2963 = add i64 %2961, %2962
  %2964 = icmp sle i64 0, %2963
  %2965 = mul i32 %t, 512
  %2966 = sext i32 %2965 to i64
  %2967 = sext i32 %j2625 to i64
  %2968 = add i64 %2966, %2967
  %2969 = sext i32 %N to i64
  %2970 = icmp slt i64 %2968, %2969
  %2971 = and i1 %2964, %2970
  %2972 = and i1 %2959, %2971
  br i1 %2972, label %if.then626, label %if.else627

for.end624:                                       ; preds = %for.cond622
  %2973 = add nsw i32 %i12621, 1
  br label %for.cond618, !llvm.loop !142

if.then626:                                       ; preds = %for.body623
  %2974 = sext i32 %i12621 to i64
  %2975 = mul nsw i64 %2974, 512
  %2976 = sext i32 %j2625 to i64
  %2977 = add nsw i64 %2975, %2976
  %2978 = getelementptr inbounds float, ptr %X_f, i64 %2977
  %2979 = load float, ptr %2978, align 4
  %2980 = mul i32 %bx, 4
  %2981 = add i32 %2980, %i12621
  %2982 = sext i32 %2981 to i64
  %2983 = sext i32 %N to i64
  %2984 = mul nsw i64 %2982, %2983
  %2985 = mul i32 %t, 512
  %2986 = add i32 %2985, %j2625
  %2987 = sext i32 %2986 to i64
  %2988 = add nsw i64 %2984, %2987
  %2989 = getelementptr inbounds float, ptr %Y, i64 %2988
  store float %2979, ptr %2989, align 4
  br label %if.end628

if.else627:                                       ; preds = %for.body623
  br label %if.end628

if.end628:                                        ; preds = %if.else627, %if.then626
  %2990 = add nsw i32 %j2625, 1
  br label %for.cond622, !llvm.loop !143
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
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
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
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1}
