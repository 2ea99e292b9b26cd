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
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 16, i1 false)
  %60 = icmp sle i32 %N, 512
  br i1 %60, label %if.then138, label %if.else139

if.end:                                           ; preds = %if.end140, %for.end
  ret void

for.cond:                                         ; preds = %if.end133, %if.then
  %i = phi i32 [ 0, %if.then ], [ %536, %if.end133 ]
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
  %94 = add i32 %i, 1
  %95 = icmp slt i32 %94, 32
  br i1 %95, label %if.then7, label %if.else8

if.else5:                                         ; preds = %for.end3
  %96 = sub i32 %tl_hi1, 0
  br label %for.cond16

if.end6:                                          ; preds = %for.end18, %for.end15
  %97 = sub i32 256, %tl_hi1
  br label %for.cond20

if.then7:                                         ; preds = %if.then4
  %98 = sub i32 %tl_hi1, 0
  %99 = add i32 %98, 15
  %100 = sdiv i32 %99, 16
  %101 = sub i32 0, %99
  %102 = select i1 false, i32 %101, i32 %100
  br label %for.cond10

if.else8:                                         ; preds = %if.then4
  br label %if.end9

if.end9:                                          ; preds = %if.else8, %for.end12
  %103 = sub i32 %tl_hi1, 0
  br label %for.cond13

for.cond10:                                       ; preds = %for.body11, %if.then7
  %pf = phi i32 [ 0, %if.then7 ], [ %116, %for.body11 ]
  %104 = icmp slt i32 %pf, %102
  br i1 %104, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %105 = mul i32 %bx, 32
  %106 = add i32 %i, 1
  %107 = add i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = sext i32 %N to i64
  %110 = mul i64 %108, %109
  %111 = mul i32 %pf, 16
  %112 = add i32 0, %111
  %113 = sext i32 %112 to i64
  %114 = add i64 %110, %113
  %115 = getelementptr float, ptr %X, i64 %114
  call void @llvm.prefetch.p0(ptr %115, i32 0, i32 3, i32 1)
  %116 = add nsw i32 %pf, 1
  br label %for.cond10, !llvm.loop !3

for.end12:                                        ; preds = %for.cond10
  br label %if.end9

for.cond13:                                       ; preds = %for.body14, %if.end9
  %j3 = phi i32 [ 0, %if.end9 ], [ %134, %for.body14 ]
  %117 = icmp slt i32 %j3, %103
  br i1 %117, label %for.body14, label %for.end15

for.body14:                                       ; preds = %for.cond13
  %118 = mul i32 %bx, 32
  %119 = add i32 %118, %i
  %120 = sext i32 %119 to i64
  %121 = sext i32 %N to i64
  %122 = mul nsw i64 %120, %121
  %123 = add i32 0, %j3
  %124 = sext i32 %123 to i64
  %125 = add nsw i64 %122, %124
  %126 = getelementptr inbounds float, ptr %X, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = sext i32 %i to i64
  %129 = mul nsw i64 %128, 256
  %130 = add i32 0, %j3
  %131 = sext i32 %130 to i64
  %132 = add nsw i64 %129, %131
  %133 = getelementptr inbounds float, ptr %X_s, i64 %132
  store float %127, ptr %133, align 4
  %134 = add nsw i32 %j3, 1
  br label %for.cond13, !llvm.loop !4

for.end15:                                        ; preds = %for.cond13
  br label %if.end6

for.cond16:                                       ; preds = %for.body17, %if.else5
  %j319 = phi i32 [ 0, %if.else5 ], [ %142, %for.body17 ]
  %135 = icmp slt i32 %j319, %96
  br i1 %135, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %136 = sext i32 %i to i64
  %137 = mul nsw i64 %136, 256
  %138 = add i32 0, %j319
  %139 = sext i32 %138 to i64
  %140 = add nsw i64 %137, %139
  %141 = getelementptr inbounds float, ptr %X_s, i64 %140
  store float 0.000000e+00, ptr %141, align 4
  %142 = add nsw i32 %j319, 1
  br label %for.cond16, !llvm.loop !5

for.end18:                                        ; preds = %for.cond16
  br label %if.end6

for.cond20:                                       ; preds = %for.body21, %if.end6
  %j323 = phi i32 [ 0, %if.end6 ], [ %150, %for.body21 ]
  %143 = icmp slt i32 %j323, %97
  br i1 %143, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %144 = sext i32 %i to i64
  %145 = mul nsw i64 %144, 256
  %146 = add i32 %tl_hi1, %j323
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %145, %147
  %149 = getelementptr inbounds float, ptr %X_s, i64 %148
  store float 0xFFF0000000000000, ptr %149, align 4
  %150 = add nsw i32 %j323, 1
  br label %for.cond20, !llvm.loop !6

for.end22:                                        ; preds = %for.cond20
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end22
  %lane = phi i32 [ 0, %for.end22 ], [ %175, %for.body25 ]
  %151 = icmp slt i32 %lane, 32
  br i1 %151, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %152 = sext i32 %i to i64
  %153 = mul nsw i64 %152, 256
  %154 = sext i32 %lane to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds float, ptr %X_s, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = sext i32 %i to i64
  %159 = mul nsw i64 %158, 256
  %160 = sext i32 %lane to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %X_s, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = fcmp une float %157, %163
  %165 = sext i32 %i to i64
  %166 = mul nsw i64 %165, 256
  %167 = sext i32 %lane to i64
  %168 = add nsw i64 %166, %167
  %169 = call i64 @llvm.umin.i64(i64 %168, i64 8191)
  %170 = getelementptr inbounds float, ptr %X_s, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = select i1 %164, float 0xFFF0000000000000, float %171
  %173 = sext i32 %lane to i64
  %174 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %173
  store float %172, ptr %174, align 4
  %175 = add nsw i32 %lane, 1
  br label %for.cond24, !llvm.loop !7

for.end26:                                        ; preds = %for.cond24
  %176 = sub i32 %59, 1
  %177 = icmp slt i32 %176, 0
  %178 = sub i32 %59, 1
  %179 = select i1 %177, i32 0, i32 %178
  %tl_steps1 = select i1 true, i32 %179, i32 7
  %180 = icmp eq i32 %tl_steps1, 7
  br i1 %180, label %if.then27, label %if.else28

if.then27:                                        ; preds = %for.end26
  br label %for.cond30

if.else28:                                        ; preds = %for.end26
  br label %for.cond37

if.end29:                                         ; preds = %if.end49, %for.end32
  br label %for.cond50

for.cond30:                                       ; preds = %for.end35, %if.then27
  %red = phi i32 [ 0, %if.then27 ], [ %198, %for.end35 ]
  %181 = icmp slt i32 %red, 7
  br i1 %181, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  br label %for.cond33

for.end32:                                        ; preds = %for.cond30
  br label %if.end29

for.cond33:                                       ; preds = %for.body34, %for.body31
  %lane36 = phi i32 [ 0, %for.body31 ], [ %197, %for.body34 ]
  %182 = icmp slt i32 %lane36, 32
  br i1 %182, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %183 = sext i32 %lane36 to i64
  %184 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %183
  %lane_acc = load float, ptr %184, align 4
  %185 = sext i32 %i to i64
  %186 = mul nsw i64 %185, 256
  %187 = add i32 %red, 1
  %188 = mul i32 %187, 32
  %189 = add i32 %188, %lane36
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %186, %190
  %192 = getelementptr inbounds float, ptr %X_s, i64 %191
  %lane_next = load float, ptr %192, align 4
  %193 = fcmp ogt float %lane_next, %lane_acc
  %194 = select i1 %193, float %lane_next, float %lane_acc
  %195 = sext i32 %lane36 to i64
  %196 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %195
  store float %194, ptr %196, align 4
  %197 = add nsw i32 %lane36, 1
  br label %for.cond33, !llvm.loop !8

for.end35:                                        ; preds = %for.cond33
  %198 = add nsw i32 %red, 1
  br label %for.cond30, !llvm.loop !9

for.cond37:                                       ; preds = %for.end43, %if.else28
  %red40 = phi i32 [ 0, %if.else28 ], [ %217, %for.end43 ]
  %199 = icmp slt i32 %red40, %tl_steps1
  br i1 %199, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  br label %for.cond41

for.end39:                                        ; preds = %for.cond37
  %200 = icmp slt i32 %tl_steps1, 7
  br i1 %200, label %if.then47, label %if.else48

for.cond41:                                       ; preds = %for.body42, %for.body38
  %lane44 = phi i32 [ 0, %for.body38 ], [ %216, %for.body42 ]
  %201 = icmp slt i32 %lane44, 32
  br i1 %201, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %202 = sext i32 %lane44 to i64
  %203 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %202
  %lane_acc45 = load float, ptr %203, align 4
  %204 = sext i32 %i to i64
  %205 = mul nsw i64 %204, 256
  %206 = add i32 %red40, 1
  %207 = mul i32 %206, 32
  %208 = add i32 %207, %lane44
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %205, %209
  %211 = getelementptr inbounds float, ptr %X_s, i64 %210
  %lane_next46 = load float, ptr %211, align 4
  %212 = fcmp ogt float %lane_next46, %lane_acc45
  %213 = select i1 %212, float %lane_next46, float %lane_acc45
  %214 = sext i32 %lane44 to i64
  %215 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %214
  store float %213, ptr %215, align 4
  %216 = add nsw i32 %lane44, 1
  br label %for.cond41, !llvm.loop !10

for.end43:                                        ; preds = %for.cond41
  %217 = add nsw i32 %red40, 1
  br label %for.cond37, !llvm.loop !11

if.then47:                                        ; preds = %for.end39
  %218 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %219 = load float, ptr %218, align 4
  %220 = fcmp ogt float 0xFFF0000000000000, %219
  %221 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %222 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = select i1 %220, float 0xFFF0000000000000, float %223
  %225 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %224, ptr %225, align 4
  br label %if.end49

if.else48:                                        ; preds = %for.end39
  br label %if.end49

if.end49:                                         ; preds = %if.else48, %if.then47
  br label %if.end29

for.cond50:                                       ; preds = %for.body51, %if.end29
  %lane53 = phi i32 [ 0, %if.end29 ], [ %236, %for.body51 ]
  %226 = icmp slt i32 %lane53, 16
  br i1 %226, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %227 = sext i32 %lane53 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %227
  %lane_acc54 = load float, ptr %228, align 4
  %229 = add i32 %lane53, 16
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %230
  %lane_next55 = load float, ptr %231, align 4
  %232 = fcmp ogt float %lane_next55, %lane_acc54
  %233 = select i1 %232, float %lane_next55, float %lane_acc54
  %234 = sext i32 %lane53 to i64
  %235 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %234
  store float %233, ptr %235, align 4
  %236 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !12

for.end52:                                        ; preds = %for.cond50
  br label %for.cond56

for.cond56:                                       ; preds = %for.body57, %for.end52
  %lane59 = phi i32 [ 0, %for.end52 ], [ %247, %for.body57 ]
  %237 = icmp slt i32 %lane59, 8
  br i1 %237, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %238 = sext i32 %lane59 to i64
  %239 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %238
  %lane_acc60 = load float, ptr %239, align 4
  %240 = add i32 %lane59, 8
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %241
  %lane_next61 = load float, ptr %242, align 4
  %243 = fcmp ogt float %lane_next61, %lane_acc60
  %244 = select i1 %243, float %lane_next61, float %lane_acc60
  %245 = sext i32 %lane59 to i64
  %246 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %245
  store float %244, ptr %246, align 4
  %247 = add nsw i32 %lane59, 1
  br label %for.cond56, !llvm.loop !13

for.end58:                                        ; preds = %for.cond56
  br label %for.cond62

for.cond62:                                       ; preds = %for.body63, %for.end58
  %lane65 = phi i32 [ 0, %for.end58 ], [ %258, %for.body63 ]
  %248 = icmp slt i32 %lane65, 4
  br i1 %248, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %249 = sext i32 %lane65 to i64
  %250 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %249
  %lane_acc66 = load float, ptr %250, align 4
  %251 = add i32 %lane65, 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %252
  %lane_next67 = load float, ptr %253, align 4
  %254 = fcmp ogt float %lane_next67, %lane_acc66
  %255 = select i1 %254, float %lane_next67, float %lane_acc66
  %256 = sext i32 %lane65 to i64
  %257 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %256
  store float %255, ptr %257, align 4
  %258 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !14

for.end64:                                        ; preds = %for.cond62
  br label %for.cond68

for.cond68:                                       ; preds = %for.body69, %for.end64
  %lane71 = phi i32 [ 0, %for.end64 ], [ %269, %for.body69 ]
  %259 = icmp slt i32 %lane71, 2
  br i1 %259, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %260 = sext i32 %lane71 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %260
  %lane_acc72 = load float, ptr %261, align 4
  %262 = add i32 %lane71, 2
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %263
  %lane_next73 = load float, ptr %264, align 4
  %265 = fcmp ogt float %lane_next73, %lane_acc72
  %266 = select i1 %265, float %lane_next73, float %lane_acc72
  %267 = sext i32 %lane71 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %267
  store float %266, ptr %268, align 4
  %269 = add nsw i32 %lane71, 1
  br label %for.cond68, !llvm.loop !15

for.end70:                                        ; preds = %for.cond68
  br label %for.cond74

for.cond74:                                       ; preds = %for.body75, %for.end70
  %lane77 = phi i32 [ 0, %for.end70 ], [ %280, %for.body75 ]
  %270 = icmp slt i32 %lane77, 1
  br i1 %270, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %271 = sext i32 %lane77 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %271
  %lane_acc78 = load float, ptr %272, align 4
  %273 = add i32 %lane77, 1
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %274
  %lane_next79 = load float, ptr %275, align 4
  %276 = fcmp ogt float %lane_next79, %lane_acc78
  %277 = select i1 %276, float %lane_next79, float %lane_acc78
  %278 = sext i32 %lane77 to i64
  %279 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %278
  store float %277, ptr %279, align 4
  %280 = add nsw i32 %lane77, 1
  br label %for.cond74, !llvm.loop !16

for.end76:                                        ; preds = %for.cond74
  %281 = sext i32 %i to i64
  %282 = getelementptr inbounds float, ptr %m_s, i64 %281
  store float 0xFFF0000000000000, ptr %282, align 4
  %283 = sext i32 %i to i64
  %284 = getelementptr inbounds float, ptr %m_s, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %287 = load float, ptr %286, align 4
  %288 = call float @llvm.maxnum.f32(float %285, float %287)
  %289 = sext i32 %i to i64
  %290 = getelementptr inbounds float, ptr %m_s, i64 %289
  store float %288, ptr %290, align 4
  %291 = sext i32 %N to i64
  %292 = icmp slt i64 %291, 0
  %293 = sext i32 %N to i64
  %294 = icmp sgt i64 %293, 256
  %295 = sext i32 %N to i64
  %296 = select i1 %294, i64 256, i64 %295
  %297 = select i1 %292, i64 0, i64 %296
  %298 = icmp slt i64 %297, 0
  %299 = sext i32 %N to i64
  %300 = icmp slt i64 %299, 0
  %301 = sext i32 %N to i64
  %302 = icmp sgt i64 %301, 256
  %303 = sext i32 %N to i64
  %304 = select i1 %302, i64 256, i64 %303
  %305 = select i1 %300, i64 0, i64 %304
  %306 = select i1 %298, i64 0, i64 %305
  %307 = trunc i64 %306 to i32
  %308 = icmp slt i32 %307, 0
  %309 = sext i32 %N to i64
  %310 = icmp slt i64 %309, 0
  %311 = sext i32 %N to i64
  %312 = icmp sgt i64 %311, 256
  %313 = sext i32 %N to i64
  %314 = select i1 %312, i64 256, i64 %313
  %315 = select i1 %310, i64 0, i64 %314
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = icmp slt i64 %317, 0
  %319 = sext i32 %N to i64
  %320 = icmp sgt i64 %319, 256
  %321 = sext i32 %N to i64
  %322 = select i1 %320, i64 256, i64 %321
  %323 = select i1 %318, i64 0, i64 %322
  %324 = select i1 %316, i64 0, i64 %323
  %325 = trunc i64 %324 to i32
  %326 = icmp sgt i32 %325, 256
  %327 = sext i32 %N to i64
  %328 = icmp slt i64 %327, 0
  %329 = sext i32 %N to i64
  %330 = icmp sgt i64 %329, 256
  %331 = sext i32 %N to i64
  %332 = select i1 %330, i64 256, i64 %331
  %333 = select i1 %328, i64 0, i64 %332
  %334 = icmp slt i64 %333, 0
  %335 = sext i32 %N to i64
  %336 = icmp slt i64 %335, 0
  %337 = sext i32 %N to i64
  %338 = icmp sgt i64 %337, 256
  %339 = sext i32 %N to i64
  %340 = select i1 %338, i64 256, i64 %339
  %341 = select i1 %336, i64 0, i64 %340
  %342 = select i1 %334, i64 0, i64 %341
  %343 = trunc i64 %342 to i32
  %344 = select i1 %326, i32 256, i32 %343
  %tl_cols2 = select i1 %308, i32 0, i32 %344
  br label %for.cond80

for.cond80:                                       ; preds = %for.body81, %for.end76
  %j83 = phi i32 [ 0, %for.end76 ], [ %362, %for.body81 ]
  %345 = icmp slt i32 %j83, %tl_cols2
  br i1 %345, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %346 = sext i32 %i to i64
  %347 = mul nsw i64 %346, 256
  %348 = sext i32 %j83 to i64
  %349 = add nsw i64 %347, %348
  %350 = getelementptr inbounds float, ptr %X_s, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = sext i32 %i to i64
  %353 = getelementptr inbounds float, ptr %m_s, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = fsub float %351, %354
  %356 = call float @tilec_expf(float %355)
  %357 = sext i32 %i to i64
  %358 = mul nsw i64 %357, 256
  %359 = sext i32 %j83 to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %X_s, i64 %360
  store float %356, ptr %361, align 4
  %362 = add nsw i32 %j83, 1
  br label %for.cond80, !llvm.loop !17

for.end82:                                        ; preds = %for.cond80
  %363 = sext i32 %i to i64
  %364 = getelementptr inbounds float, ptr %m_s, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = fsub float 0xFFF0000000000000, %365
  %tl_col4 = call float @tilec_expf(float %366)
  %367 = sub i32 256, %tl_cols2
  br label %for.cond84

for.cond84:                                       ; preds = %for.body85, %for.end82
  %j31 = phi i32 [ 0, %for.end82 ], [ %375, %for.body85 ]
  %368 = icmp slt i32 %j31, %367
  br i1 %368, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %369 = sext i32 %i to i64
  %370 = mul nsw i64 %369, 256
  %371 = add i32 %tl_cols2, %j31
  %372 = sext i32 %371 to i64
  %373 = add nsw i64 %370, %372
  %374 = getelementptr inbounds float, ptr %X_s, i64 %373
  store float %tl_col4, ptr %374, align 4
  %375 = add nsw i32 %j31, 1
  br label %for.cond84, !llvm.loop !18

for.end86:                                        ; preds = %for.cond84
  br label %for.cond87

for.cond87:                                       ; preds = %for.body88, %for.end86
  %lane1 = phi i32 [ 0, %for.end86 ], [ %385, %for.body88 ]
  %376 = icmp slt i32 %lane1, 32
  br i1 %376, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %377 = sext i32 %i to i64
  %378 = mul nsw i64 %377, 256
  %379 = sext i32 %lane1 to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds float, ptr %X_s, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = sext i32 %lane1 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %383
  store float %382, ptr %384, align 4
  %385 = add nsw i32 %lane1, 1
  br label %for.cond87, !llvm.loop !19

for.end89:                                        ; preds = %for.cond87
  %386 = sext i32 %i to i64
  %387 = getelementptr inbounds float, ptr %m_s, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = fsub float 0xFFF0000000000000, %388
  %tl_pad5 = call float @tilec_expf(float %389)
  %390 = fadd float %tl_pad5, %tl_pad5
  %391 = fcmp oeq float %390, %tl_pad5
  %392 = fcmp une float %tl_pad5, %tl_pad5
  %393 = or i1 %391, %392
  %394 = sub i32 %59, 1
  %395 = icmp slt i32 %394, 0
  %396 = sub i32 %59, 1
  %397 = select i1 %395, i32 0, i32 %396
  %tl_steps6 = select i1 %393, i32 %397, i32 7
  %398 = icmp eq i32 %tl_steps6, 7
  br i1 %398, label %if.then90, label %if.else91

if.then90:                                        ; preds = %for.end89
  br label %for.cond93

if.else91:                                        ; preds = %for.end89
  br label %for.cond100

if.end92:                                         ; preds = %if.end110, %for.end95
  br label %for.cond111

for.cond93:                                       ; preds = %for.end98, %if.then90
  %red1 = phi i32 [ 0, %if.then90 ], [ %417, %for.end98 ]
  %399 = icmp slt i32 %red1, 7
  br i1 %399, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %if.end92

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane199 = phi i32 [ 0, %for.body94 ], [ %416, %for.body97 ]
  %400 = icmp slt i32 %lane199, 32
  br i1 %400, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %401 = sext i32 %lane199 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i to i64
  %405 = mul nsw i64 %404, 256
  %406 = add i32 %red1, 1
  %407 = mul i32 %406, 32
  %408 = add i32 %407, %lane199
  %409 = sext i32 %408 to i64
  %410 = add nsw i64 %405, %409
  %411 = getelementptr inbounds float, ptr %X_s, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = fadd float %403, %412
  %414 = sext i32 %lane199 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %414
  store float %413, ptr %415, align 4
  %416 = add nsw i32 %lane199, 1
  br label %for.cond96, !llvm.loop !20

for.end98:                                        ; preds = %for.cond96
  %417 = add nsw i32 %red1, 1
  br label %for.cond93, !llvm.loop !21

for.cond100:                                      ; preds = %for.end106, %if.else91
  %red1103 = phi i32 [ 0, %if.else91 ], [ %437, %for.end106 ]
  %418 = icmp slt i32 %red1103, %tl_steps6
  br i1 %418, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  %419 = icmp slt i32 %tl_steps6, 7
  br i1 %419, label %if.then108, label %if.else109

for.cond104:                                      ; preds = %for.body105, %for.body101
  %lane1107 = phi i32 [ 0, %for.body101 ], [ %436, %for.body105 ]
  %420 = icmp slt i32 %lane1107, 32
  br i1 %420, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %421 = sext i32 %lane1107 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %i to i64
  %425 = mul nsw i64 %424, 256
  %426 = add i32 %red1103, 1
  %427 = mul i32 %426, 32
  %428 = add i32 %427, %lane1107
  %429 = sext i32 %428 to i64
  %430 = add nsw i64 %425, %429
  %431 = getelementptr inbounds float, ptr %X_s, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = fadd float %423, %432
  %434 = sext i32 %lane1107 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %434
  store float %433, ptr %435, align 4
  %436 = add nsw i32 %lane1107, 1
  br label %for.cond104, !llvm.loop !22

for.end106:                                       ; preds = %for.cond104
  %437 = add nsw i32 %red1103, 1
  br label %for.cond100, !llvm.loop !23

if.then108:                                       ; preds = %for.end102
  %438 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %439 = load float, ptr %438, align 4
  %440 = fadd float %439, %tl_pad5
  %441 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %440, ptr %441, align 4
  br label %if.end110

if.else109:                                       ; preds = %for.end102
  br label %if.end110

if.end110:                                        ; preds = %if.else109, %if.then108
  br label %if.end92

for.cond111:                                      ; preds = %for.body112, %if.end92
  %lane1114 = phi i32 [ 0, %if.end92 ], [ %453, %for.body112 ]
  %442 = icmp slt i32 %lane1114, 16
  br i1 %442, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %443 = sext i32 %lane1114 to i64
  %444 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = add i32 %lane1114, 16
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = fadd float %445, %449
  %451 = sext i32 %lane1114 to i64
  %452 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %lane1114, 1
  br label %for.cond111, !llvm.loop !24

for.end113:                                       ; preds = %for.cond111
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end113
  %lane1118 = phi i32 [ 0, %for.end113 ], [ %465, %for.body116 ]
  %454 = icmp slt i32 %lane1118, 8
  br i1 %454, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %455 = sext i32 %lane1118 to i64
  %456 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %455
  %457 = load float, ptr %456, align 4
  %458 = add i32 %lane1118, 8
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %459
  %461 = load float, ptr %460, align 4
  %462 = fadd float %457, %461
  %463 = sext i32 %lane1118 to i64
  %464 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %463
  store float %462, ptr %464, align 4
  %465 = add nsw i32 %lane1118, 1
  br label %for.cond115, !llvm.loop !25

for.end117:                                       ; preds = %for.cond115
  br label %for.cond119

for.cond119:                                      ; preds = %for.body120, %for.end117
  %lane1122 = phi i32 [ 0, %for.end117 ], [ %477, %for.body120 ]
  %466 = icmp slt i32 %lane1122, 4
  br i1 %466, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %467 = sext i32 %lane1122 to i64
  %468 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = add i32 %lane1122, 4
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %471
  %473 = load float, ptr %472, align 4
  %474 = fadd float %469, %473
  %475 = sext i32 %lane1122 to i64
  %476 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %475
  store float %474, ptr %476, align 4
  %477 = add nsw i32 %lane1122, 1
  br label %for.cond119, !llvm.loop !26

for.end121:                                       ; preds = %for.cond119
  br label %for.cond123

for.cond123:                                      ; preds = %for.body124, %for.end121
  %lane1126 = phi i32 [ 0, %for.end121 ], [ %489, %for.body124 ]
  %478 = icmp slt i32 %lane1126, 2
  br i1 %478, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %479 = sext i32 %lane1126 to i64
  %480 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = add i32 %lane1126, 2
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = fadd float %481, %485
  %487 = sext i32 %lane1126 to i64
  %488 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %487
  store float %486, ptr %488, align 4
  %489 = add nsw i32 %lane1126, 1
  br label %for.cond123, !llvm.loop !27

for.end125:                                       ; preds = %for.cond123
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end125
  %lane1130 = phi i32 [ 0, %for.end125 ], [ %501, %for.body128 ]
  %490 = icmp slt i32 %lane1130, 1
  br i1 %490, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %491 = sext i32 %lane1130 to i64
  %492 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = add i32 %lane1130, 1
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = fadd float %493, %497
  %499 = sext i32 %lane1130 to i64
  %500 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %499
  store float %498, ptr %500, align 4
  %501 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !28

for.end129:                                       ; preds = %for.cond127
  %502 = sext i32 %i to i64
  %503 = getelementptr inbounds float, ptr %l_s, i64 %502
  store float 0.000000e+00, ptr %503, align 4
  %504 = sext i32 %i to i64
  %505 = getelementptr inbounds float, ptr %l_s, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %508 = load float, ptr %507, align 4
  %509 = fadd float %506, %508
  %510 = sext i32 %i to i64
  %511 = getelementptr inbounds float, ptr %l_s, i64 %510
  store float %509, ptr %511, align 4
  %512 = sext i32 %N to i64
  %513 = icmp slt i64 %512, 0
  %514 = sext i32 %N to i64
  %515 = icmp sgt i64 %514, 256
  %516 = sext i32 %N to i64
  %517 = select i1 %515, i64 256, i64 %516
  %518 = select i1 %513, i64 0, i64 %517
  %519 = icmp slt i64 %518, 0
  %520 = sext i32 %N to i64
  %521 = icmp slt i64 %520, 0
  %522 = sext i32 %N to i64
  %523 = icmp sgt i64 %522, 256
  %524 = sext i32 %N to i64
  %525 = select i1 %523, i64 256, i64 %524
  %526 = select i1 %521, i64 0, i64 %525
  %527 = select i1 %519, i64 0, i64 %526
  %tl_hi3 = trunc i64 %527 to i32
  %528 = mul i32 %bx, 32
  %529 = add i32 %528, %i
  %530 = icmp sle i32 0, %529
  %531 = mul i32 %bx, 32
  %532 = add i32 %531, %i
  %533 = icmp slt i32 %532, %M
  %534 = and i1 %530, %533
  br i1 %534, label %if.then131, label %if.else132

if.then131:                                       ; preds = %for.end129
  %535 = sub i32 %tl_hi3, 0
  br label %for.cond134

if.else132:                                       ; preds = %for.end129
  br label %if.end133

if.end133:                                        ; preds = %if.else132, %for.end136
  %536 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !29

for.cond134:                                      ; preds = %for.body135, %if.then131
  %j3137 = phi i32 [ 0, %if.then131 ], [ %559, %for.body135 ]
  %537 = icmp slt i32 %j3137, %535
  br i1 %537, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %538 = sext i32 %i to i64
  %539 = mul nsw i64 %538, 256
  %540 = add i32 0, %j3137
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %539, %541
  %543 = getelementptr inbounds float, ptr %X_s, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = sext i32 %i to i64
  %546 = getelementptr inbounds float, ptr %l_s, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = fdiv float 1.000000e+00, %547
  %549 = fmul float %544, %548
  %550 = mul i32 %bx, 32
  %551 = add i32 %550, %i
  %552 = sext i32 %551 to i64
  %553 = sext i32 %N to i64
  %554 = mul nsw i64 %552, %553
  %555 = add i32 0, %j3137
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  %558 = getelementptr inbounds float, ptr %Y, i64 %557
  store float %549, ptr %558, align 4
  %559 = add nsw i32 %j3137, 1
  br label %for.cond134, !llvm.loop !30

for.end136:                                       ; preds = %for.cond134
  br label %if.end133

if.then138:                                       ; preds = %if.else
  %560 = sext i32 %N to i64
  %561 = icmp slt i64 %560, 0
  %562 = sext i32 %N to i64
  %563 = icmp sgt i64 %562, 512
  %564 = sext i32 %N to i64
  %565 = select i1 %563, i64 512, i64 %564
  %566 = select i1 %561, i64 0, i64 %565
  %567 = icmp slt i64 %566, 0
  %568 = sext i32 %N to i64
  %569 = icmp slt i64 %568, 0
  %570 = sext i32 %N to i64
  %571 = icmp sgt i64 %570, 512
  %572 = sext i32 %N to i64
  %573 = select i1 %571, i64 512, i64 %572
  %574 = select i1 %569, i64 0, i64 %573
  %575 = select i1 %567, i64 0, i64 %574
  %576 = trunc i64 %575 to i32
  %577 = icmp slt i32 %576, 0
  %578 = sext i32 %N to i64
  %579 = icmp slt i64 %578, 0
  %580 = sext i32 %N to i64
  %581 = icmp sgt i64 %580, 512
  %582 = sext i32 %N to i64
  %583 = select i1 %581, i64 512, i64 %582
  %584 = select i1 %579, i64 0, i64 %583
  %585 = icmp slt i64 %584, 0
  %586 = sext i32 %N to i64
  %587 = icmp slt i64 %586, 0
  %588 = sext i32 %N to i64
  %589 = icmp sgt i64 %588, 512
  %590 = sext i32 %N to i64
  %591 = select i1 %589, i64 512, i64 %590
  %592 = select i1 %587, i64 0, i64 %591
  %593 = select i1 %585, i64 0, i64 %592
  %594 = trunc i64 %593 to i32
  %595 = icmp sgt i32 %594, 512
  %596 = sext i32 %N to i64
  %597 = icmp slt i64 %596, 0
  %598 = sext i32 %N to i64
  %599 = icmp sgt i64 %598, 512
  %600 = sext i32 %N to i64
  %601 = select i1 %599, i64 512, i64 %600
  %602 = select i1 %597, i64 0, i64 %601
  %603 = icmp slt i64 %602, 0
  %604 = sext i32 %N to i64
  %605 = icmp slt i64 %604, 0
  %606 = sext i32 %N to i64
  %607 = icmp sgt i64 %606, 512
  %608 = sext i32 %N to i64
  %609 = select i1 %607, i64 512, i64 %608
  %610 = select i1 %605, i64 0, i64 %609
  %611 = select i1 %603, i64 0, i64 %610
  %612 = trunc i64 %611 to i32
  %613 = select i1 %595, i32 512, i32 %612
  %614 = select i1 %577, i32 0, i32 %613
  %615 = add i32 %614, 31
  %616 = sdiv i32 %615, 32
  %617 = sub i32 0, %615
  %618 = select i1 false, i32 %617, i32 %616
  br label %for.cond141

if.else139:                                       ; preds = %if.else
  %619 = icmp sle i32 %N, 4096
  br i1 %619, label %if.then283, label %if.else284

if.end140:                                        ; preds = %if.end285, %for.end143
  br label %if.end

for.cond141:                                      ; preds = %if.end278, %if.then138
  %i144 = phi i32 [ 0, %if.then138 ], [ %1095, %if.end278 ]
  %620 = icmp slt i32 %i144, 4
  br i1 %620, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %621 = sext i32 %N to i64
  %622 = icmp slt i64 %621, 0
  %623 = sext i32 %N to i64
  %624 = icmp sgt i64 %623, 512
  %625 = sext i32 %N to i64
  %626 = select i1 %624, i64 512, i64 %625
  %627 = select i1 %622, i64 0, i64 %626
  %628 = icmp slt i64 %627, 0
  %629 = sext i32 %N to i64
  %630 = icmp slt i64 %629, 0
  %631 = sext i32 %N to i64
  %632 = icmp sgt i64 %631, 512
  %633 = sext i32 %N to i64
  %634 = select i1 %632, i64 512, i64 %633
  %635 = select i1 %630, i64 0, i64 %634
  %636 = select i1 %628, i64 0, i64 %635
  %tl_hi5 = trunc i64 %636 to i32
  br label %for.cond145

for.end143:                                       ; preds = %for.cond141
  br label %if.end140

for.cond145:                                      ; preds = %for.body146, %for.body142
  %j148 = phi i32 [ 0, %for.body142 ], [ %645, %for.body146 ]
  %637 = icmp slt i32 %j148, 0
  br i1 %637, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %638 = icmp slt i32 %j148, %N
  %639 = select i1 %638, float 0.000000e+00, float 0xFFF0000000000000
  %640 = sext i32 %i144 to i64
  %641 = mul nsw i64 %640, 512
  %642 = sext i32 %j148 to i64
  %643 = add nsw i64 %641, %642
  %644 = getelementptr inbounds float, ptr %X_f, i64 %643
  store float %639, ptr %644, align 4
  %645 = add nsw i32 %j148, 1
  br label %for.cond145, !llvm.loop !31

for.end147:                                       ; preds = %for.cond145
  %646 = mul i32 %bx, 4
  %647 = add i32 %646, %i144
  %648 = icmp sle i32 0, %647
  %649 = mul i32 %bx, 4
  %650 = add i32 %649, %i144
  %651 = icmp slt i32 %650, %M
  %652 = and i1 %648, %651
  br i1 %652, label %if.then149, label %if.else150

if.then149:                                       ; preds = %for.end147
  %653 = add i32 %i144, 1
  %654 = icmp slt i32 %653, 4
  br i1 %654, label %if.then152, label %if.else153

if.else150:                                       ; preds = %for.end147
  %655 = sub i32 %tl_hi5, 0
  br label %for.cond161

if.end151:                                        ; preds = %for.end163, %for.end160
  %656 = sub i32 512, %tl_hi5
  br label %for.cond165

if.then152:                                       ; preds = %if.then149
  %657 = sub i32 %tl_hi5, 0
  %658 = add i32 %657, 15
  %659 = sdiv i32 %658, 16
  %660 = sub i32 0, %658
  %661 = select i1 false, i32 %660, i32 %659
  br label %for.cond155

if.else153:                                       ; preds = %if.then149
  br label %if.end154

if.end154:                                        ; preds = %if.else153, %for.end157
  %662 = sub i32 %tl_hi5, 0
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %if.then152
  %pf1 = phi i32 [ 0, %if.then152 ], [ %675, %for.body156 ]
  %663 = icmp slt i32 %pf1, %661
  br i1 %663, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %664 = mul i32 %bx, 4
  %665 = add i32 %i144, 1
  %666 = add i32 %664, %665
  %667 = sext i32 %666 to i64
  %668 = sext i32 %N to i64
  %669 = mul i64 %667, %668
  %670 = mul i32 %pf1, 16
  %671 = add i32 0, %670
  %672 = sext i32 %671 to i64
  %673 = add i64 %669, %672
  %674 = getelementptr float, ptr %X, i64 %673
  call void @llvm.prefetch.p0(ptr %674, i32 0, i32 3, i32 1)
  %675 = add nsw i32 %pf1, 1
  br label %for.cond155, !llvm.loop !32

for.end157:                                       ; preds = %for.cond155
  br label %if.end154

for.cond158:                                      ; preds = %for.body159, %if.end154
  %j4 = phi i32 [ 0, %if.end154 ], [ %693, %for.body159 ]
  %676 = icmp slt i32 %j4, %662
  br i1 %676, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %677 = mul i32 %bx, 4
  %678 = add i32 %677, %i144
  %679 = sext i32 %678 to i64
  %680 = sext i32 %N to i64
  %681 = mul nsw i64 %679, %680
  %682 = add i32 0, %j4
  %683 = sext i32 %682 to i64
  %684 = add nsw i64 %681, %683
  %685 = getelementptr inbounds float, ptr %X, i64 %684
  %686 = load float, ptr %685, align 4
  %687 = sext i32 %i144 to i64
  %688 = mul nsw i64 %687, 512
  %689 = add i32 0, %j4
  %690 = sext i32 %689 to i64
  %691 = add nsw i64 %688, %690
  %692 = getelementptr inbounds float, ptr %X_f, i64 %691
  store float %686, ptr %692, align 4
  %693 = add nsw i32 %j4, 1
  br label %for.cond158, !llvm.loop !33

for.end160:                                       ; preds = %for.cond158
  br label %if.end151

for.cond161:                                      ; preds = %for.body162, %if.else150
  %j4164 = phi i32 [ 0, %if.else150 ], [ %701, %for.body162 ]
  %694 = icmp slt i32 %j4164, %655
  br i1 %694, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %695 = sext i32 %i144 to i64
  %696 = mul nsw i64 %695, 512
  %697 = add i32 0, %j4164
  %698 = sext i32 %697 to i64
  %699 = add nsw i64 %696, %698
  %700 = getelementptr inbounds float, ptr %X_f, i64 %699
  store float 0.000000e+00, ptr %700, align 4
  %701 = add nsw i32 %j4164, 1
  br label %for.cond161, !llvm.loop !34

for.end163:                                       ; preds = %for.cond161
  br label %if.end151

for.cond165:                                      ; preds = %for.body166, %if.end151
  %j4168 = phi i32 [ 0, %if.end151 ], [ %709, %for.body166 ]
  %702 = icmp slt i32 %j4168, %656
  br i1 %702, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %703 = sext i32 %i144 to i64
  %704 = mul nsw i64 %703, 512
  %705 = add i32 %tl_hi5, %j4168
  %706 = sext i32 %705 to i64
  %707 = add nsw i64 %704, %706
  %708 = getelementptr inbounds float, ptr %X_f, i64 %707
  store float 0xFFF0000000000000, ptr %708, align 4
  %709 = add nsw i32 %j4168, 1
  br label %for.cond165, !llvm.loop !35

for.end167:                                       ; preds = %for.cond165
  br label %for.cond169

for.cond169:                                      ; preds = %for.body170, %for.end167
  %lane2 = phi i32 [ 0, %for.end167 ], [ %734, %for.body170 ]
  %710 = icmp slt i32 %lane2, 32
  br i1 %710, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %711 = sext i32 %i144 to i64
  %712 = mul nsw i64 %711, 512
  %713 = sext i32 %lane2 to i64
  %714 = add nsw i64 %712, %713
  %715 = getelementptr inbounds float, ptr %X_f, i64 %714
  %716 = load float, ptr %715, align 4
  %717 = sext i32 %i144 to i64
  %718 = mul nsw i64 %717, 512
  %719 = sext i32 %lane2 to i64
  %720 = add nsw i64 %718, %719
  %721 = getelementptr inbounds float, ptr %X_f, i64 %720
  %722 = load float, ptr %721, align 4
  %723 = fcmp une float %716, %722
  %724 = sext i32 %i144 to i64
  %725 = mul nsw i64 %724, 512
  %726 = sext i32 %lane2 to i64
  %727 = add nsw i64 %725, %726
  %728 = call i64 @llvm.umin.i64(i64 %727, i64 2047)
  %729 = getelementptr inbounds float, ptr %X_f, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = select i1 %723, float 0xFFF0000000000000, float %730
  %732 = sext i32 %lane2 to i64
  %733 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %732
  store float %731, ptr %733, align 4
  %734 = add nsw i32 %lane2, 1
  br label %for.cond169, !llvm.loop !36

for.end171:                                       ; preds = %for.cond169
  %735 = sub i32 %618, 1
  %736 = icmp slt i32 %735, 0
  %737 = sub i32 %618, 1
  %738 = select i1 %736, i32 0, i32 %737
  %tl_steps8 = select i1 true, i32 %738, i32 15
  %739 = icmp eq i32 %tl_steps8, 15
  br i1 %739, label %if.then172, label %if.else173

if.then172:                                       ; preds = %for.end171
  br label %for.cond175

if.else173:                                       ; preds = %for.end171
  br label %for.cond182

if.end174:                                        ; preds = %if.end194, %for.end177
  br label %for.cond195

for.cond175:                                      ; preds = %for.end180, %if.then172
  %red2 = phi i32 [ 0, %if.then172 ], [ %757, %for.end180 ]
  %740 = icmp slt i32 %red2, 15
  br i1 %740, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  br label %for.cond178

for.end177:                                       ; preds = %for.cond175
  br label %if.end174

for.cond178:                                      ; preds = %for.body179, %for.body176
  %lane2181 = phi i32 [ 0, %for.body176 ], [ %756, %for.body179 ]
  %741 = icmp slt i32 %lane2181, 32
  br i1 %741, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %742 = sext i32 %lane2181 to i64
  %743 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %742
  %lane_acc1 = load float, ptr %743, align 4
  %744 = sext i32 %i144 to i64
  %745 = mul nsw i64 %744, 512
  %746 = add i32 %red2, 1
  %747 = mul i32 %746, 32
  %748 = add i32 %747, %lane2181
  %749 = sext i32 %748 to i64
  %750 = add nsw i64 %745, %749
  %751 = getelementptr inbounds float, ptr %X_f, i64 %750
  %lane_next1 = load float, ptr %751, align 4
  %752 = fcmp ogt float %lane_next1, %lane_acc1
  %753 = select i1 %752, float %lane_next1, float %lane_acc1
  %754 = sext i32 %lane2181 to i64
  %755 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %754
  store float %753, ptr %755, align 4
  %756 = add nsw i32 %lane2181, 1
  br label %for.cond178, !llvm.loop !37

for.end180:                                       ; preds = %for.cond178
  %757 = add nsw i32 %red2, 1
  br label %for.cond175, !llvm.loop !38

for.cond182:                                      ; preds = %for.end188, %if.else173
  %red2185 = phi i32 [ 0, %if.else173 ], [ %776, %for.end188 ]
  %758 = icmp slt i32 %red2185, %tl_steps8
  br i1 %758, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  br label %for.cond186

for.end184:                                       ; preds = %for.cond182
  %759 = icmp slt i32 %tl_steps8, 15
  br i1 %759, label %if.then192, label %if.else193

for.cond186:                                      ; preds = %for.body187, %for.body183
  %lane2189 = phi i32 [ 0, %for.body183 ], [ %775, %for.body187 ]
  %760 = icmp slt i32 %lane2189, 32
  br i1 %760, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %761 = sext i32 %lane2189 to i64
  %762 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %761
  %lane_acc1190 = load float, ptr %762, align 4
  %763 = sext i32 %i144 to i64
  %764 = mul nsw i64 %763, 512
  %765 = add i32 %red2185, 1
  %766 = mul i32 %765, 32
  %767 = add i32 %766, %lane2189
  %768 = sext i32 %767 to i64
  %769 = add nsw i64 %764, %768
  %770 = getelementptr inbounds float, ptr %X_f, i64 %769
  %lane_next1191 = load float, ptr %770, align 4
  %771 = fcmp ogt float %lane_next1191, %lane_acc1190
  %772 = select i1 %771, float %lane_next1191, float %lane_acc1190
  %773 = sext i32 %lane2189 to i64
  %774 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %773
  store float %772, ptr %774, align 4
  %775 = add nsw i32 %lane2189, 1
  br label %for.cond186, !llvm.loop !39

for.end188:                                       ; preds = %for.cond186
  %776 = add nsw i32 %red2185, 1
  br label %for.cond182, !llvm.loop !40

if.then192:                                       ; preds = %for.end184
  %777 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %778 = load float, ptr %777, align 4
  %779 = fcmp ogt float 0xFFF0000000000000, %778
  %780 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %781 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %780
  %782 = load float, ptr %781, align 4
  %783 = select i1 %779, float 0xFFF0000000000000, float %782
  %784 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %783, ptr %784, align 4
  br label %if.end194

if.else193:                                       ; preds = %for.end184
  br label %if.end194

if.end194:                                        ; preds = %if.else193, %if.then192
  br label %if.end174

for.cond195:                                      ; preds = %for.body196, %if.end174
  %lane2198 = phi i32 [ 0, %if.end174 ], [ %795, %for.body196 ]
  %785 = icmp slt i32 %lane2198, 16
  br i1 %785, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %786 = sext i32 %lane2198 to i64
  %787 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %786
  %lane_acc1199 = load float, ptr %787, align 4
  %788 = add i32 %lane2198, 16
  %789 = sext i32 %788 to i64
  %790 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %789
  %lane_next1200 = load float, ptr %790, align 4
  %791 = fcmp ogt float %lane_next1200, %lane_acc1199
  %792 = select i1 %791, float %lane_next1200, float %lane_acc1199
  %793 = sext i32 %lane2198 to i64
  %794 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %793
  store float %792, ptr %794, align 4
  %795 = add nsw i32 %lane2198, 1
  br label %for.cond195, !llvm.loop !41

for.end197:                                       ; preds = %for.cond195
  br label %for.cond201

for.cond201:                                      ; preds = %for.body202, %for.end197
  %lane2204 = phi i32 [ 0, %for.end197 ], [ %806, %for.body202 ]
  %796 = icmp slt i32 %lane2204, 8
  br i1 %796, label %for.body202, label %for.end203

for.body202:                                      ; preds = %for.cond201
  %797 = sext i32 %lane2204 to i64
  %798 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %797
  %lane_acc1205 = load float, ptr %798, align 4
  %799 = add i32 %lane2204, 8
  %800 = sext i32 %799 to i64
  %801 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %800
  %lane_next1206 = load float, ptr %801, align 4
  %802 = fcmp ogt float %lane_next1206, %lane_acc1205
  %803 = select i1 %802, float %lane_next1206, float %lane_acc1205
  %804 = sext i32 %lane2204 to i64
  %805 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %804
  store float %803, ptr %805, align 4
  %806 = add nsw i32 %lane2204, 1
  br label %for.cond201, !llvm.loop !42

for.end203:                                       ; preds = %for.cond201
  br label %for.cond207

for.cond207:                                      ; preds = %for.body208, %for.end203
  %lane2210 = phi i32 [ 0, %for.end203 ], [ %817, %for.body208 ]
  %807 = icmp slt i32 %lane2210, 4
  br i1 %807, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %808 = sext i32 %lane2210 to i64
  %809 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %808
  %lane_acc1211 = load float, ptr %809, align 4
  %810 = add i32 %lane2210, 4
  %811 = sext i32 %810 to i64
  %812 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %811
  %lane_next1212 = load float, ptr %812, align 4
  %813 = fcmp ogt float %lane_next1212, %lane_acc1211
  %814 = select i1 %813, float %lane_next1212, float %lane_acc1211
  %815 = sext i32 %lane2210 to i64
  %816 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %815
  store float %814, ptr %816, align 4
  %817 = add nsw i32 %lane2210, 1
  br label %for.cond207, !llvm.loop !43

for.end209:                                       ; preds = %for.cond207
  br label %for.cond213

for.cond213:                                      ; preds = %for.body214, %for.end209
  %lane2216 = phi i32 [ 0, %for.end209 ], [ %828, %for.body214 ]
  %818 = icmp slt i32 %lane2216, 2
  br i1 %818, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %819 = sext i32 %lane2216 to i64
  %820 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %819
  %lane_acc1217 = load float, ptr %820, align 4
  %821 = add i32 %lane2216, 2
  %822 = sext i32 %821 to i64
  %823 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %822
  %lane_next1218 = load float, ptr %823, align 4
  %824 = fcmp ogt float %lane_next1218, %lane_acc1217
  %825 = select i1 %824, float %lane_next1218, float %lane_acc1217
  %826 = sext i32 %lane2216 to i64
  %827 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %826
  store float %825, ptr %827, align 4
  %828 = add nsw i32 %lane2216, 1
  br label %for.cond213, !llvm.loop !44

for.end215:                                       ; preds = %for.cond213
  br label %for.cond219

for.cond219:                                      ; preds = %for.body220, %for.end215
  %lane2222 = phi i32 [ 0, %for.end215 ], [ %839, %for.body220 ]
  %829 = icmp slt i32 %lane2222, 1
  br i1 %829, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %830 = sext i32 %lane2222 to i64
  %831 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %830
  %lane_acc1223 = load float, ptr %831, align 4
  %832 = add i32 %lane2222, 1
  %833 = sext i32 %832 to i64
  %834 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %833
  %lane_next1224 = load float, ptr %834, align 4
  %835 = fcmp ogt float %lane_next1224, %lane_acc1223
  %836 = select i1 %835, float %lane_next1224, float %lane_acc1223
  %837 = sext i32 %lane2222 to i64
  %838 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %837
  store float %836, ptr %838, align 4
  %839 = add nsw i32 %lane2222, 1
  br label %for.cond219, !llvm.loop !45

for.end221:                                       ; preds = %for.cond219
  %840 = sext i32 %i144 to i64
  %841 = getelementptr inbounds float, ptr %m, i64 %840
  store float 0xFFF0000000000000, ptr %841, align 4
  %842 = sext i32 %i144 to i64
  %843 = getelementptr inbounds float, ptr %m, i64 %842
  %844 = load float, ptr %843, align 4
  %845 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %846 = load float, ptr %845, align 4
  %847 = call float @llvm.maxnum.f32(float %844, float %846)
  %848 = sext i32 %i144 to i64
  %849 = getelementptr inbounds float, ptr %m, i64 %848
  store float %847, ptr %849, align 4
  %850 = sext i32 %N to i64
  %851 = icmp slt i64 %850, 0
  %852 = sext i32 %N to i64
  %853 = icmp sgt i64 %852, 512
  %854 = sext i32 %N to i64
  %855 = select i1 %853, i64 512, i64 %854
  %856 = select i1 %851, i64 0, i64 %855
  %857 = icmp slt i64 %856, 0
  %858 = sext i32 %N to i64
  %859 = icmp slt i64 %858, 0
  %860 = sext i32 %N to i64
  %861 = icmp sgt i64 %860, 512
  %862 = sext i32 %N to i64
  %863 = select i1 %861, i64 512, i64 %862
  %864 = select i1 %859, i64 0, i64 %863
  %865 = select i1 %857, i64 0, i64 %864
  %866 = trunc i64 %865 to i32
  %867 = icmp slt i32 %866, 0
  %868 = sext i32 %N to i64
  %869 = icmp slt i64 %868, 0
  %870 = sext i32 %N to i64
  %871 = icmp sgt i64 %870, 512
  %872 = sext i32 %N to i64
  %873 = select i1 %871, i64 512, i64 %872
  %874 = select i1 %869, i64 0, i64 %873
  %875 = icmp slt i64 %874, 0
  %876 = sext i32 %N to i64
  %877 = icmp slt i64 %876, 0
  %878 = sext i32 %N to i64
  %879 = icmp sgt i64 %878, 512
  %880 = sext i32 %N to i64
  %881 = select i1 %879, i64 512, i64 %880
  %882 = select i1 %877, i64 0, i64 %881
  %883 = select i1 %875, i64 0, i64 %882
  %884 = trunc i64 %883 to i32
  %885 = icmp sgt i32 %884, 512
  %886 = sext i32 %N to i64
  %887 = icmp slt i64 %886, 0
  %888 = sext i32 %N to i64
  %889 = icmp sgt i64 %888, 512
  %890 = sext i32 %N to i64
  %891 = select i1 %889, i64 512, i64 %890
  %892 = select i1 %887, i64 0, i64 %891
  %893 = icmp slt i64 %892, 0
  %894 = sext i32 %N to i64
  %895 = icmp slt i64 %894, 0
  %896 = sext i32 %N to i64
  %897 = icmp sgt i64 %896, 512
  %898 = sext i32 %N to i64
  %899 = select i1 %897, i64 512, i64 %898
  %900 = select i1 %895, i64 0, i64 %899
  %901 = select i1 %893, i64 0, i64 %900
  %902 = trunc i64 %901 to i32
  %903 = select i1 %885, i32 512, i32 %902
  %tl_cols9 = select i1 %867, i32 0, i32 %903
  br label %for.cond225

for.cond225:                                      ; preds = %for.body226, %for.end221
  %j228 = phi i32 [ 0, %for.end221 ], [ %921, %for.body226 ]
  %904 = icmp slt i32 %j228, %tl_cols9
  br i1 %904, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %905 = sext i32 %i144 to i64
  %906 = mul nsw i64 %905, 512
  %907 = sext i32 %j228 to i64
  %908 = add nsw i64 %906, %907
  %909 = getelementptr inbounds float, ptr %X_f, i64 %908
  %910 = load float, ptr %909, align 4
  %911 = sext i32 %i144 to i64
  %912 = getelementptr inbounds float, ptr %m, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = fsub float %910, %913
  %915 = call float @tilec_expf(float %914)
  %916 = sext i32 %i144 to i64
  %917 = mul nsw i64 %916, 512
  %918 = sext i32 %j228 to i64
  %919 = add nsw i64 %917, %918
  %920 = getelementptr inbounds float, ptr %X_f, i64 %919
  store float %915, ptr %920, align 4
  %921 = add nsw i32 %j228, 1
  br label %for.cond225, !llvm.loop !46

for.end227:                                       ; preds = %for.cond225
  %922 = sext i32 %i144 to i64
  %923 = getelementptr inbounds float, ptr %m, i64 %922
  %924 = load float, ptr %923, align 4
  %925 = fsub float 0xFFF0000000000000, %924
  %tl_col11 = call float @tilec_expf(float %925)
  %926 = sub i32 512, %tl_cols9
  br label %for.cond229

for.cond229:                                      ; preds = %for.body230, %for.end227
  %j10 = phi i32 [ 0, %for.end227 ], [ %934, %for.body230 ]
  %927 = icmp slt i32 %j10, %926
  br i1 %927, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %928 = sext i32 %i144 to i64
  %929 = mul nsw i64 %928, 512
  %930 = add i32 %tl_cols9, %j10
  %931 = sext i32 %930 to i64
  %932 = add nsw i64 %929, %931
  %933 = getelementptr inbounds float, ptr %X_f, i64 %932
  store float %tl_col11, ptr %933, align 4
  %934 = add nsw i32 %j10, 1
  br label %for.cond229, !llvm.loop !47

for.end231:                                       ; preds = %for.cond229
  br label %for.cond232

for.cond232:                                      ; preds = %for.body233, %for.end231
  %lane3 = phi i32 [ 0, %for.end231 ], [ %944, %for.body233 ]
  %935 = icmp slt i32 %lane3, 32
  br i1 %935, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %936 = sext i32 %i144 to i64
  %937 = mul nsw i64 %936, 512
  %938 = sext i32 %lane3 to i64
  %939 = add nsw i64 %937, %938
  %940 = getelementptr inbounds float, ptr %X_f, i64 %939
  %941 = load float, ptr %940, align 4
  %942 = sext i32 %lane3 to i64
  %943 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %942
  store float %941, ptr %943, align 4
  %944 = add nsw i32 %lane3, 1
  br label %for.cond232, !llvm.loop !48

for.end234:                                       ; preds = %for.cond232
  %945 = sext i32 %i144 to i64
  %946 = getelementptr inbounds float, ptr %m, i64 %945
  %947 = load float, ptr %946, align 4
  %948 = fsub float 0xFFF0000000000000, %947
  %tl_pad12 = call float @tilec_expf(float %948)
  %949 = fadd float %tl_pad12, %tl_pad12
  %950 = fcmp oeq float %949, %tl_pad12
  %951 = fcmp une float %tl_pad12, %tl_pad12
  %952 = or i1 %950, %951
  %953 = sub i32 %618, 1
  %954 = icmp slt i32 %953, 0
  %955 = sub i32 %618, 1
  %956 = select i1 %954, i32 0, i32 %955
  %tl_steps13 = select i1 %952, i32 %956, i32 15
  %957 = icmp eq i32 %tl_steps13, 15
  br i1 %957, label %if.then235, label %if.else236

if.then235:                                       ; preds = %for.end234
  br label %for.cond238

if.else236:                                       ; preds = %for.end234
  br label %for.cond245

if.end237:                                        ; preds = %if.end255, %for.end240
  br label %for.cond256

for.cond238:                                      ; preds = %for.end243, %if.then235
  %red3 = phi i32 [ 0, %if.then235 ], [ %976, %for.end243 ]
  %958 = icmp slt i32 %red3, 15
  br i1 %958, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  br label %for.cond241

for.end240:                                       ; preds = %for.cond238
  br label %if.end237

for.cond241:                                      ; preds = %for.body242, %for.body239
  %lane3244 = phi i32 [ 0, %for.body239 ], [ %975, %for.body242 ]
  %959 = icmp slt i32 %lane3244, 32
  br i1 %959, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %960 = sext i32 %lane3244 to i64
  %961 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %960
  %962 = load float, ptr %961, align 4
  %963 = sext i32 %i144 to i64
  %964 = mul nsw i64 %963, 512
  %965 = add i32 %red3, 1
  %966 = mul i32 %965, 32
  %967 = add i32 %966, %lane3244
  %968 = sext i32 %967 to i64
  %969 = add nsw i64 %964, %968
  %970 = getelementptr inbounds float, ptr %X_f, i64 %969
  %971 = load float, ptr %970, align 4
  %972 = fadd float %962, %971
  %973 = sext i32 %lane3244 to i64
  %974 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %973
  store float %972, ptr %974, align 4
  %975 = add nsw i32 %lane3244, 1
  br label %for.cond241, !llvm.loop !49

for.end243:                                       ; preds = %for.cond241
  %976 = add nsw i32 %red3, 1
  br label %for.cond238, !llvm.loop !50

for.cond245:                                      ; preds = %for.end251, %if.else236
  %red3248 = phi i32 [ 0, %if.else236 ], [ %996, %for.end251 ]
  %977 = icmp slt i32 %red3248, %tl_steps13
  br i1 %977, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  br label %for.cond249

for.end247:                                       ; preds = %for.cond245
  %978 = icmp slt i32 %tl_steps13, 15
  br i1 %978, label %if.then253, label %if.else254

for.cond249:                                      ; preds = %for.body250, %for.body246
  %lane3252 = phi i32 [ 0, %for.body246 ], [ %995, %for.body250 ]
  %979 = icmp slt i32 %lane3252, 32
  br i1 %979, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %980 = sext i32 %lane3252 to i64
  %981 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %980
  %982 = load float, ptr %981, align 4
  %983 = sext i32 %i144 to i64
  %984 = mul nsw i64 %983, 512
  %985 = add i32 %red3248, 1
  %986 = mul i32 %985, 32
  %987 = add i32 %986, %lane3252
  %988 = sext i32 %987 to i64
  %989 = add nsw i64 %984, %988
  %990 = getelementptr inbounds float, ptr %X_f, i64 %989
  %991 = load float, ptr %990, align 4
  %992 = fadd float %982, %991
  %993 = sext i32 %lane3252 to i64
  %994 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %993
  store float %992, ptr %994, align 4
  %995 = add nsw i32 %lane3252, 1
  br label %for.cond249, !llvm.loop !51

for.end251:                                       ; preds = %for.cond249
  %996 = add nsw i32 %red3248, 1
  br label %for.cond245, !llvm.loop !52

if.then253:                                       ; preds = %for.end247
  %997 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %998 = load float, ptr %997, align 4
  %999 = fadd float %998, %tl_pad12
  %1000 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %999, ptr %1000, align 4
  br label %if.end255

if.else254:                                       ; preds = %for.end247
  br label %if.end255

if.end255:                                        ; preds = %if.else254, %if.then253
  br label %if.end237

for.cond256:                                      ; preds = %for.body257, %if.end237
  %lane3259 = phi i32 [ 0, %if.end237 ], [ %1012, %for.body257 ]
  %1001 = icmp slt i32 %lane3259, 16
  br i1 %1001, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %1002 = sext i32 %lane3259 to i64
  %1003 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1002
  %1004 = load float, ptr %1003, align 4
  %1005 = add i32 %lane3259, 16
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1006
  %1008 = load float, ptr %1007, align 4
  %1009 = fadd float %1004, %1008
  %1010 = sext i32 %lane3259 to i64
  %1011 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1010
  store float %1009, ptr %1011, align 4
  %1012 = add nsw i32 %lane3259, 1
  br label %for.cond256, !llvm.loop !53

for.end258:                                       ; preds = %for.cond256
  br label %for.cond260

for.cond260:                                      ; preds = %for.body261, %for.end258
  %lane3263 = phi i32 [ 0, %for.end258 ], [ %1024, %for.body261 ]
  %1013 = icmp slt i32 %lane3263, 8
  br i1 %1013, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %1014 = sext i32 %lane3263 to i64
  %1015 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1014
  %1016 = load float, ptr %1015, align 4
  %1017 = add i32 %lane3263, 8
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1018
  %1020 = load float, ptr %1019, align 4
  %1021 = fadd float %1016, %1020
  %1022 = sext i32 %lane3263 to i64
  %1023 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1022
  store float %1021, ptr %1023, align 4
  %1024 = add nsw i32 %lane3263, 1
  br label %for.cond260, !llvm.loop !54

for.end262:                                       ; preds = %for.cond260
  br label %for.cond264

for.cond264:                                      ; preds = %for.body265, %for.end262
  %lane3267 = phi i32 [ 0, %for.end262 ], [ %1036, %for.body265 ]
  %1025 = icmp slt i32 %lane3267, 4
  br i1 %1025, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %1026 = sext i32 %lane3267 to i64
  %1027 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1026
  %1028 = load float, ptr %1027, align 4
  %1029 = add i32 %lane3267, 4
  %1030 = sext i32 %1029 to i64
  %1031 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1030
  %1032 = load float, ptr %1031, align 4
  %1033 = fadd float %1028, %1032
  %1034 = sext i32 %lane3267 to i64
  %1035 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1034
  store float %1033, ptr %1035, align 4
  %1036 = add nsw i32 %lane3267, 1
  br label %for.cond264, !llvm.loop !55

for.end266:                                       ; preds = %for.cond264
  br label %for.cond268

for.cond268:                                      ; preds = %for.body269, %for.end266
  %lane3271 = phi i32 [ 0, %for.end266 ], [ %1048, %for.body269 ]
  %1037 = icmp slt i32 %lane3271, 2
  br i1 %1037, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %1038 = sext i32 %lane3271 to i64
  %1039 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1038
  %1040 = load float, ptr %1039, align 4
  %1041 = add i32 %lane3271, 2
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1042
  %1044 = load float, ptr %1043, align 4
  %1045 = fadd float %1040, %1044
  %1046 = sext i32 %lane3271 to i64
  %1047 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1046
  store float %1045, ptr %1047, align 4
  %1048 = add nsw i32 %lane3271, 1
  br label %for.cond268, !llvm.loop !56

for.end270:                                       ; preds = %for.cond268
  br label %for.cond272

for.cond272:                                      ; preds = %for.body273, %for.end270
  %lane3275 = phi i32 [ 0, %for.end270 ], [ %1060, %for.body273 ]
  %1049 = icmp slt i32 %lane3275, 1
  br i1 %1049, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %1050 = sext i32 %lane3275 to i64
  %1051 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1050
  %1052 = load float, ptr %1051, align 4
  %1053 = add i32 %lane3275, 1
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1054
  %1056 = load float, ptr %1055, align 4
  %1057 = fadd float %1052, %1056
  %1058 = sext i32 %lane3275 to i64
  %1059 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1058
  store float %1057, ptr %1059, align 4
  %1060 = add nsw i32 %lane3275, 1
  br label %for.cond272, !llvm.loop !57

for.end274:                                       ; preds = %for.cond272
  %1061 = sext i32 %i144 to i64
  %1062 = getelementptr inbounds float, ptr %l, i64 %1061
  store float 0.000000e+00, ptr %1062, align 4
  %1063 = sext i32 %i144 to i64
  %1064 = getelementptr inbounds float, ptr %l, i64 %1063
  %1065 = load float, ptr %1064, align 4
  %1066 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1067 = load float, ptr %1066, align 4
  %1068 = fadd float %1065, %1067
  %1069 = sext i32 %i144 to i64
  %1070 = getelementptr inbounds float, ptr %l, i64 %1069
  store float %1068, ptr %1070, align 4
  %1071 = sext i32 %N to i64
  %1072 = icmp slt i64 %1071, 0
  %1073 = sext i32 %N to i64
  %1074 = icmp sgt i64 %1073, 512
  %1075 = sext i32 %N to i64
  %1076 = select i1 %1074, i64 512, i64 %1075
  %1077 = select i1 %1072, i64 0, i64 %1076
  %1078 = icmp slt i64 %1077, 0
  %1079 = sext i32 %N to i64
  %1080 = icmp slt i64 %1079, 0
  %1081 = sext i32 %N to i64
  %1082 = icmp sgt i64 %1081, 512
  %1083 = sext i32 %N to i64
  %1084 = select i1 %1082, i64 512, i64 %1083
  %1085 = select i1 %1080, i64 0, i64 %1084
  %1086 = select i1 %1078, i64 0, i64 %1085
  %tl_hi7 = trunc i64 %1086 to i32
  %1087 = mul i32 %bx, 4
  %1088 = add i32 %1087, %i144
  %1089 = icmp sle i32 0, %1088
  %1090 = mul i32 %bx, 4
  %1091 = add i32 %1090, %i144
  %1092 = icmp slt i32 %1091, %M
  %1093 = and i1 %1089, %1092
  br i1 %1093, label %if.then276, label %if.else277

if.then276:                                       ; preds = %for.end274
  %1094 = sub i32 %tl_hi7, 0
  br label %for.cond279

if.else277:                                       ; preds = %for.end274
  br label %if.end278

if.end278:                                        ; preds = %if.else277, %for.end281
  %1095 = add nsw i32 %i144, 1
  br label %for.cond141, !llvm.loop !58

for.cond279:                                      ; preds = %for.body280, %if.then276
  %j4282 = phi i32 [ 0, %if.then276 ], [ %1118, %for.body280 ]
  %1096 = icmp slt i32 %j4282, %1094
  br i1 %1096, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1097 = sext i32 %i144 to i64
  %1098 = mul nsw i64 %1097, 512
  %1099 = add i32 0, %j4282
  %1100 = sext i32 %1099 to i64
  %1101 = add nsw i64 %1098, %1100
  %1102 = getelementptr inbounds float, ptr %X_f, i64 %1101
  %1103 = load float, ptr %1102, align 4
  %1104 = sext i32 %i144 to i64
  %1105 = getelementptr inbounds float, ptr %l, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = fdiv float 1.000000e+00, %1106
  %1108 = fmul float %1103, %1107
  %1109 = mul i32 %bx, 4
  %1110 = add i32 %1109, %i144
  %1111 = sext i32 %1110 to i64
  %1112 = sext i32 %N to i64
  %1113 = mul nsw i64 %1111, %1112
  %1114 = add i32 0, %j4282
  %1115 = sext i32 %1114 to i64
  %1116 = add nsw i64 %1113, %1115
  %1117 = getelementptr inbounds float, ptr %Y, i64 %1116
  store float %1108, ptr %1117, align 4
  %1118 = add nsw i32 %j4282, 1
  br label %for.cond279, !llvm.loop !59

for.end281:                                       ; preds = %for.cond279
  br label %if.end278

if.then283:                                       ; preds = %if.else139
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %1119 = sext i32 %N to i64
  %1120 = icmp slt i64 %1119, 0
  %1121 = sext i32 %N to i64
  %1122 = icmp sgt i64 %1121, 4096
  %1123 = sext i32 %N to i64
  %1124 = select i1 %1122, i64 4096, i64 %1123
  %1125 = select i1 %1120, i64 0, i64 %1124
  %1126 = icmp slt i64 %1125, 0
  %1127 = sext i32 %N to i64
  %1128 = icmp slt i64 %1127, 0
  %1129 = sext i32 %N to i64
  %1130 = icmp sgt i64 %1129, 4096
  %1131 = sext i32 %N to i64
  %1132 = select i1 %1130, i64 4096, i64 %1131
  %1133 = select i1 %1128, i64 0, i64 %1132
  %1134 = select i1 %1126, i64 0, i64 %1133
  %1135 = trunc i64 %1134 to i32
  %1136 = icmp slt i32 %1135, 0
  %1137 = sext i32 %N to i64
  %1138 = icmp slt i64 %1137, 0
  %1139 = sext i32 %N to i64
  %1140 = icmp sgt i64 %1139, 4096
  %1141 = sext i32 %N to i64
  %1142 = select i1 %1140, i64 4096, i64 %1141
  %1143 = select i1 %1138, i64 0, i64 %1142
  %1144 = icmp slt i64 %1143, 0
  %1145 = sext i32 %N to i64
  %1146 = icmp slt i64 %1145, 0
  %1147 = sext i32 %N to i64
  %1148 = icmp sgt i64 %1147, 4096
  %1149 = sext i32 %N to i64
  %1150 = select i1 %1148, i64 4096, i64 %1149
  %1151 = select i1 %1146, i64 0, i64 %1150
  %1152 = select i1 %1144, i64 0, i64 %1151
  %1153 = trunc i64 %1152 to i32
  %1154 = icmp sgt i32 %1153, 4096
  %1155 = sext i32 %N to i64
  %1156 = icmp slt i64 %1155, 0
  %1157 = sext i32 %N to i64
  %1158 = icmp sgt i64 %1157, 4096
  %1159 = sext i32 %N to i64
  %1160 = select i1 %1158, i64 4096, i64 %1159
  %1161 = select i1 %1156, i64 0, i64 %1160
  %1162 = icmp slt i64 %1161, 0
  %1163 = sext i32 %N to i64
  %1164 = icmp slt i64 %1163, 0
  %1165 = sext i32 %N to i64
  %1166 = icmp sgt i64 %1165, 4096
  %1167 = sext i32 %N to i64
  %1168 = select i1 %1166, i64 4096, i64 %1167
  %1169 = select i1 %1164, i64 0, i64 %1168
  %1170 = select i1 %1162, i64 0, i64 %1169
  %1171 = trunc i64 %1170 to i32
  %1172 = select i1 %1154, i32 4096, i32 %1171
  %1173 = select i1 %1136, i32 0, i32 %1172
  %1174 = add i32 %1173, 31
  %1175 = sdiv i32 %1174, 32
  %1176 = sub i32 0, %1174
  %1177 = select i1 false, i32 %1176, i32 %1175
  br label %for.cond286

if.else284:                                       ; preds = %if.else139
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond437

if.end285:                                        ; preds = %for.end572, %for.end288
  br label %if.end140

for.cond286:                                      ; preds = %for.end429, %if.then283
  %r = phi i32 [ 0, %if.then283 ], [ %1867, %for.end429 ]
  %1178 = icmp slt i32 %r, 4
  br i1 %1178, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  br label %for.cond289

for.end288:                                       ; preds = %for.cond286
  br label %if.end285

for.cond289:                                      ; preds = %if.end299, %for.body287
  %i292 = phi i32 [ 0, %for.body287 ], [ %1216, %if.end299 ]
  %1179 = icmp slt i32 %i292, 1
  br i1 %1179, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1180 = sext i32 %N to i64
  %1181 = icmp slt i64 %1180, 0
  %1182 = sext i32 %N to i64
  %1183 = icmp sgt i64 %1182, 4096
  %1184 = sext i32 %N to i64
  %1185 = select i1 %1183, i64 4096, i64 %1184
  %1186 = select i1 %1181, i64 0, i64 %1185
  %1187 = icmp slt i64 %1186, 0
  %1188 = sext i32 %N to i64
  %1189 = icmp slt i64 %1188, 0
  %1190 = sext i32 %N to i64
  %1191 = icmp sgt i64 %1190, 4096
  %1192 = sext i32 %N to i64
  %1193 = select i1 %1191, i64 4096, i64 %1192
  %1194 = select i1 %1189, i64 0, i64 %1193
  %1195 = select i1 %1187, i64 0, i64 %1194
  %tl_hi9 = trunc i64 %1195 to i32
  br label %for.cond293

for.end291:                                       ; preds = %for.cond289
  br label %for.cond307

for.cond293:                                      ; preds = %for.body294, %for.body290
  %j296 = phi i32 [ 0, %for.body290 ], [ %1204, %for.body294 ]
  %1196 = icmp slt i32 %j296, 0
  br i1 %1196, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1197 = icmp slt i32 %j296, %N
  %1198 = select i1 %1197, float 0.000000e+00, float 0xFFF0000000000000
  %1199 = sext i32 %i292 to i64
  %1200 = mul nsw i64 %1199, 4096
  %1201 = sext i32 %j296 to i64
  %1202 = add nsw i64 %1200, %1201
  %1203 = getelementptr inbounds float, ptr %X_r, i64 %1202
  store float %1198, ptr %1203, align 4
  %1204 = add nsw i32 %j296, 1
  br label %for.cond293, !llvm.loop !60

for.end295:                                       ; preds = %for.cond293
  %1205 = mul i32 %bx, 4
  %1206 = add i32 %1205, %r
  %1207 = add i32 %1206, %i292
  %1208 = icmp sle i32 0, %1207
  %1209 = mul i32 %bx, 4
  %1210 = add i32 %1209, %r
  %1211 = add i32 %1210, %i292
  %1212 = icmp slt i32 %1211, %M
  %1213 = and i1 %1208, %1212
  br i1 %1213, label %if.then297, label %if.else298

if.then297:                                       ; preds = %for.end295
  %1214 = sub i32 %tl_hi9, 0
  br label %for.cond300

if.else298:                                       ; preds = %for.end295
  %1215 = sub i32 %tl_hi9, 0
  br label %for.cond303

if.end299:                                        ; preds = %for.end305, %for.end302
  %1216 = add nsw i32 %i292, 1
  br label %for.cond289, !llvm.loop !61

for.cond300:                                      ; preds = %for.body301, %if.then297
  %j5 = phi i32 [ 0, %if.then297 ], [ %1235, %for.body301 ]
  %1217 = icmp slt i32 %j5, %1214
  br i1 %1217, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1218 = mul i32 %bx, 4
  %1219 = add i32 %1218, %r
  %1220 = add i32 %1219, %i292
  %1221 = sext i32 %1220 to i64
  %1222 = sext i32 %N to i64
  %1223 = mul nsw i64 %1221, %1222
  %1224 = add i32 0, %j5
  %1225 = sext i32 %1224 to i64
  %1226 = add nsw i64 %1223, %1225
  %1227 = getelementptr inbounds float, ptr %X, i64 %1226
  %1228 = load float, ptr %1227, align 4
  %1229 = sext i32 %i292 to i64
  %1230 = mul nsw i64 %1229, 4096
  %1231 = add i32 0, %j5
  %1232 = sext i32 %1231 to i64
  %1233 = add nsw i64 %1230, %1232
  %1234 = getelementptr inbounds float, ptr %X_r, i64 %1233
  store float %1228, ptr %1234, align 4
  %1235 = add nsw i32 %j5, 1
  br label %for.cond300, !llvm.loop !62

for.end302:                                       ; preds = %for.cond300
  br label %if.end299

for.cond303:                                      ; preds = %for.body304, %if.else298
  %j5306 = phi i32 [ 0, %if.else298 ], [ %1243, %for.body304 ]
  %1236 = icmp slt i32 %j5306, %1215
  br i1 %1236, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1237 = sext i32 %i292 to i64
  %1238 = mul nsw i64 %1237, 4096
  %1239 = add i32 0, %j5306
  %1240 = sext i32 %1239 to i64
  %1241 = add nsw i64 %1238, %1240
  %1242 = getelementptr inbounds float, ptr %X_r, i64 %1241
  store float 0.000000e+00, ptr %1242, align 4
  %1243 = add nsw i32 %j5306, 1
  br label %for.cond303, !llvm.loop !63

for.end305:                                       ; preds = %for.cond303
  br label %if.end299

for.cond307:                                      ; preds = %for.end364, %for.end291
  %i6 = phi i32 [ 0, %for.end291 ], [ %1505, %for.end364 ]
  %1244 = icmp slt i32 %i6, 1
  br i1 %1244, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  br label %for.cond310

for.end309:                                       ; preds = %for.cond307
  br label %for.cond368

for.cond310:                                      ; preds = %for.end315, %for.body308
  %tl_r14 = phi i32 [ 0, %for.body308 ], [ %1318, %for.end315 ]
  %1245 = icmp slt i32 %tl_r14, 1
  br i1 %1245, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1246 = sext i32 %N to i64
  %1247 = icmp slt i64 %1246, 0
  %1248 = sext i32 %N to i64
  %1249 = icmp sgt i64 %1248, 4096
  %1250 = sext i32 %N to i64
  %1251 = select i1 %1249, i64 4096, i64 %1250
  %1252 = select i1 %1247, i64 0, i64 %1251
  %1253 = icmp slt i64 %1252, 0
  %1254 = sext i32 %N to i64
  %1255 = icmp slt i64 %1254, 0
  %1256 = sext i32 %N to i64
  %1257 = icmp sgt i64 %1256, 4096
  %1258 = sext i32 %N to i64
  %1259 = select i1 %1257, i64 4096, i64 %1258
  %1260 = select i1 %1255, i64 0, i64 %1259
  %1261 = select i1 %1253, i64 0, i64 %1260
  %1262 = trunc i64 %1261 to i32
  %1263 = icmp slt i32 %1262, 0
  %1264 = sext i32 %N to i64
  %1265 = icmp slt i64 %1264, 0
  %1266 = sext i32 %N to i64
  %1267 = icmp sgt i64 %1266, 4096
  %1268 = sext i32 %N to i64
  %1269 = select i1 %1267, i64 4096, i64 %1268
  %1270 = select i1 %1265, i64 0, i64 %1269
  %1271 = icmp slt i64 %1270, 0
  %1272 = sext i32 %N to i64
  %1273 = icmp slt i64 %1272, 0
  %1274 = sext i32 %N to i64
  %1275 = icmp sgt i64 %1274, 4096
  %1276 = sext i32 %N to i64
  %1277 = select i1 %1275, i64 4096, i64 %1276
  %1278 = select i1 %1273, i64 0, i64 %1277
  %1279 = select i1 %1271, i64 0, i64 %1278
  %1280 = trunc i64 %1279 to i32
  %1281 = icmp sgt i32 %1280, 4096
  %1282 = sext i32 %N to i64
  %1283 = icmp slt i64 %1282, 0
  %1284 = sext i32 %N to i64
  %1285 = icmp sgt i64 %1284, 4096
  %1286 = sext i32 %N to i64
  %1287 = select i1 %1285, i64 4096, i64 %1286
  %1288 = select i1 %1283, i64 0, i64 %1287
  %1289 = icmp slt i64 %1288, 0
  %1290 = sext i32 %N to i64
  %1291 = icmp slt i64 %1290, 0
  %1292 = sext i32 %N to i64
  %1293 = icmp sgt i64 %1292, 4096
  %1294 = sext i32 %N to i64
  %1295 = select i1 %1293, i64 4096, i64 %1294
  %1296 = select i1 %1291, i64 0, i64 %1295
  %1297 = select i1 %1289, i64 0, i64 %1296
  %1298 = trunc i64 %1297 to i32
  %1299 = select i1 %1281, i32 4096, i32 %1298
  %tl_pad_from15 = select i1 %1263, i32 0, i32 %1299
  %1300 = mul i32 %1177, 32
  %1301 = icmp slt i32 %1300, 32
  %1302 = mul i32 %1177, 32
  %1303 = select i1 %1301, i32 32, i32 %1302
  %1304 = icmp slt i32 %1303, 4096
  %1305 = mul i32 %1177, 32
  %1306 = icmp slt i32 %1305, 32
  %1307 = mul i32 %1177, 32
  %1308 = select i1 %1306, i32 32, i32 %1307
  %1309 = select i1 %1304, i32 %1308, i32 4096
  %tl_pad_n17 = sub i32 %1309, %tl_pad_from15
  br label %for.cond313

for.end312:                                       ; preds = %for.cond310
  br label %for.cond316

for.cond313:                                      ; preds = %for.body314, %for.body311
  %tl_pad_k18 = phi i32 [ 0, %for.body311 ], [ %1317, %for.body314 ]
  %1310 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1310, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %1311 = sext i32 %tl_r14 to i64
  %1312 = mul nsw i64 %1311, 4096
  %1313 = add i32 %tl_pad_from15, %tl_pad_k18
  %1314 = sext i32 %1313 to i64
  %1315 = add nsw i64 %1312, %1314
  %1316 = getelementptr inbounds float, ptr %X_r, i64 %1315
  store float 0xFFF0000000000000, ptr %1316, align 4
  %1317 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond313, !llvm.loop !64

for.end315:                                       ; preds = %for.cond313
  %1318 = add nsw i32 %tl_r14, 1
  br label %for.cond310, !llvm.loop !65

for.cond316:                                      ; preds = %for.body317, %for.end312
  %lane4 = phi i32 [ 0, %for.end312 ], [ %1343, %for.body317 ]
  %1319 = icmp slt i32 %lane4, 32
  br i1 %1319, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1320 = sext i32 %i6 to i64
  %1321 = mul nsw i64 %1320, 4096
  %1322 = sext i32 %lane4 to i64
  %1323 = add nsw i64 %1321, %1322
  %1324 = getelementptr inbounds float, ptr %X_r, i64 %1323
  %1325 = load float, ptr %1324, align 4
  %1326 = sext i32 %i6 to i64
  %1327 = mul nsw i64 %1326, 4096
  %1328 = sext i32 %lane4 to i64
  %1329 = add nsw i64 %1327, %1328
  %1330 = getelementptr inbounds float, ptr %X_r, i64 %1329
  %1331 = load float, ptr %1330, align 4
  %1332 = fcmp une float %1325, %1331
  %1333 = sext i32 %i6 to i64
  %1334 = mul nsw i64 %1333, 4096
  %1335 = sext i32 %lane4 to i64
  %1336 = add nsw i64 %1334, %1335
  %1337 = call i64 @llvm.umin.i64(i64 %1336, i64 4095)
  %1338 = getelementptr inbounds float, ptr %X_r, i64 %1337
  %1339 = load float, ptr %1338, align 4
  %1340 = select i1 %1332, float 0xFFF0000000000000, float %1339
  %1341 = sext i32 %lane4 to i64
  %1342 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1341
  store float %1340, ptr %1342, align 4
  %1343 = add nsw i32 %lane4, 1
  br label %for.cond316, !llvm.loop !66

for.end318:                                       ; preds = %for.cond316
  %1344 = sub i32 %1177, 1
  %1345 = icmp slt i32 %1344, 0
  %1346 = sub i32 %1177, 1
  %1347 = select i1 %1345, i32 0, i32 %1346
  %tl_steps20 = select i1 true, i32 %1347, i32 127
  %1348 = icmp eq i32 %tl_steps20, 127
  br i1 %1348, label %if.then319, label %if.else320

if.then319:                                       ; preds = %for.end318
  br label %for.cond322

if.else320:                                       ; preds = %for.end318
  br label %if.end321

if.end321:                                        ; preds = %if.else320, %for.end324
  br label %for.cond328

for.cond322:                                      ; preds = %for.end327, %if.then319
  %tl_r21 = phi i32 [ 0, %if.then319 ], [ %1412, %for.end327 ]
  %1349 = icmp slt i32 %tl_r21, 1
  br i1 %1349, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1350 = sext i32 %N to i64
  %1351 = icmp slt i64 %1350, 0
  %1352 = sext i32 %N to i64
  %1353 = icmp sgt i64 %1352, 4096
  %1354 = sext i32 %N to i64
  %1355 = select i1 %1353, i64 4096, i64 %1354
  %1356 = select i1 %1351, i64 0, i64 %1355
  %1357 = icmp slt i64 %1356, 0
  %1358 = sext i32 %N to i64
  %1359 = icmp slt i64 %1358, 0
  %1360 = sext i32 %N to i64
  %1361 = icmp sgt i64 %1360, 4096
  %1362 = sext i32 %N to i64
  %1363 = select i1 %1361, i64 4096, i64 %1362
  %1364 = select i1 %1359, i64 0, i64 %1363
  %1365 = select i1 %1357, i64 0, i64 %1364
  %1366 = trunc i64 %1365 to i32
  %1367 = icmp slt i32 %1366, 0
  %1368 = sext i32 %N to i64
  %1369 = icmp slt i64 %1368, 0
  %1370 = sext i32 %N to i64
  %1371 = icmp sgt i64 %1370, 4096
  %1372 = sext i32 %N to i64
  %1373 = select i1 %1371, i64 4096, i64 %1372
  %1374 = select i1 %1369, i64 0, i64 %1373
  %1375 = icmp slt i64 %1374, 0
  %1376 = sext i32 %N to i64
  %1377 = icmp slt i64 %1376, 0
  %1378 = sext i32 %N to i64
  %1379 = icmp sgt i64 %1378, 4096
  %1380 = sext i32 %N to i64
  %1381 = select i1 %1379, i64 4096, i64 %1380
  %1382 = select i1 %1377, i64 0, i64 %1381
  %1383 = select i1 %1375, i64 0, i64 %1382
  %1384 = trunc i64 %1383 to i32
  %1385 = icmp sgt i32 %1384, 4096
  %1386 = sext i32 %N to i64
  %1387 = icmp slt i64 %1386, 0
  %1388 = sext i32 %N to i64
  %1389 = icmp sgt i64 %1388, 4096
  %1390 = sext i32 %N to i64
  %1391 = select i1 %1389, i64 4096, i64 %1390
  %1392 = select i1 %1387, i64 0, i64 %1391
  %1393 = icmp slt i64 %1392, 0
  %1394 = sext i32 %N to i64
  %1395 = icmp slt i64 %1394, 0
  %1396 = sext i32 %N to i64
  %1397 = icmp sgt i64 %1396, 4096
  %1398 = sext i32 %N to i64
  %1399 = select i1 %1397, i64 4096, i64 %1398
  %1400 = select i1 %1395, i64 0, i64 %1399
  %1401 = select i1 %1393, i64 0, i64 %1400
  %1402 = trunc i64 %1401 to i32
  %1403 = select i1 %1385, i32 4096, i32 %1402
  %tl_pad_from22 = select i1 %1367, i32 0, i32 %1403
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond325

for.end324:                                       ; preds = %for.cond322
  br label %if.end321

for.cond325:                                      ; preds = %for.body326, %for.body323
  %tl_pad_k25 = phi i32 [ 0, %for.body323 ], [ %1411, %for.body326 ]
  %1404 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1404, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %1405 = sext i32 %tl_r21 to i64
  %1406 = mul nsw i64 %1405, 4096
  %1407 = add i32 %tl_pad_from22, %tl_pad_k25
  %1408 = sext i32 %1407 to i64
  %1409 = add nsw i64 %1406, %1408
  %1410 = getelementptr inbounds float, ptr %X_r, i64 %1409
  store float 0xFFF0000000000000, ptr %1410, align 4
  %1411 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond325, !llvm.loop !67

for.end327:                                       ; preds = %for.cond325
  %1412 = add nsw i32 %tl_r21, 1
  br label %for.cond322, !llvm.loop !68

for.cond328:                                      ; preds = %for.end333, %if.end321
  %red4 = phi i32 [ 0, %if.end321 ], [ %1431, %for.end333 ]
  %1413 = icmp slt i32 %red4, %tl_steps20
  br i1 %1413, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond331

for.end330:                                       ; preds = %for.cond328
  %1414 = icmp slt i32 %tl_steps20, 127
  br i1 %1414, label %if.then335, label %if.else336

for.cond331:                                      ; preds = %for.body332, %for.body329
  %lane4334 = phi i32 [ 0, %for.body329 ], [ %1430, %for.body332 ]
  %1415 = icmp slt i32 %lane4334, 32
  br i1 %1415, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1416 = sext i32 %lane4334 to i64
  %1417 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1416
  %lane_acc2 = load float, ptr %1417, align 4
  %1418 = sext i32 %i6 to i64
  %1419 = mul nsw i64 %1418, 4096
  %1420 = add i32 %red4, 1
  %1421 = mul i32 %1420, 32
  %1422 = add i32 %1421, %lane4334
  %1423 = sext i32 %1422 to i64
  %1424 = add nsw i64 %1419, %1423
  %1425 = getelementptr inbounds float, ptr %X_r, i64 %1424
  %lane_next2 = load float, ptr %1425, align 4
  %1426 = fcmp ogt float %lane_next2, %lane_acc2
  %1427 = select i1 %1426, float %lane_next2, float %lane_acc2
  %1428 = sext i32 %lane4334 to i64
  %1429 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1428
  store float %1427, ptr %1429, align 4
  %1430 = add nsw i32 %lane4334, 1
  br label %for.cond331, !llvm.loop !69

for.end333:                                       ; preds = %for.cond331
  %1431 = add nsw i32 %red4, 1
  br label %for.cond328, !llvm.loop !70

if.then335:                                       ; preds = %for.end330
  %1432 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1433 = load float, ptr %1432, align 4
  %1434 = fcmp ogt float 0xFFF0000000000000, %1433
  %1435 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1436 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1435
  %1437 = load float, ptr %1436, align 4
  %1438 = select i1 %1434, float 0xFFF0000000000000, float %1437
  %1439 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1438, ptr %1439, align 4
  br label %if.end337

if.else336:                                       ; preds = %for.end330
  br label %if.end337

if.end337:                                        ; preds = %if.else336, %if.then335
  br label %for.cond338

for.cond338:                                      ; preds = %for.body339, %if.end337
  %lane4341 = phi i32 [ 0, %if.end337 ], [ %1450, %for.body339 ]
  %1440 = icmp slt i32 %lane4341, 16
  br i1 %1440, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1441 = sext i32 %lane4341 to i64
  %1442 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1441
  %lane_acc2342 = load float, ptr %1442, align 4
  %1443 = add i32 %lane4341, 16
  %1444 = sext i32 %1443 to i64
  %1445 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1444
  %lane_next2343 = load float, ptr %1445, align 4
  %1446 = fcmp ogt float %lane_next2343, %lane_acc2342
  %1447 = select i1 %1446, float %lane_next2343, float %lane_acc2342
  %1448 = sext i32 %lane4341 to i64
  %1449 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1448
  store float %1447, ptr %1449, align 4
  %1450 = add nsw i32 %lane4341, 1
  br label %for.cond338, !llvm.loop !71

for.end340:                                       ; preds = %for.cond338
  br label %for.cond344

for.cond344:                                      ; preds = %for.body345, %for.end340
  %lane4347 = phi i32 [ 0, %for.end340 ], [ %1461, %for.body345 ]
  %1451 = icmp slt i32 %lane4347, 8
  br i1 %1451, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1452 = sext i32 %lane4347 to i64
  %1453 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1452
  %lane_acc2348 = load float, ptr %1453, align 4
  %1454 = add i32 %lane4347, 8
  %1455 = sext i32 %1454 to i64
  %1456 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1455
  %lane_next2349 = load float, ptr %1456, align 4
  %1457 = fcmp ogt float %lane_next2349, %lane_acc2348
  %1458 = select i1 %1457, float %lane_next2349, float %lane_acc2348
  %1459 = sext i32 %lane4347 to i64
  %1460 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1459
  store float %1458, ptr %1460, align 4
  %1461 = add nsw i32 %lane4347, 1
  br label %for.cond344, !llvm.loop !72

for.end346:                                       ; preds = %for.cond344
  br label %for.cond350

for.cond350:                                      ; preds = %for.body351, %for.end346
  %lane4353 = phi i32 [ 0, %for.end346 ], [ %1472, %for.body351 ]
  %1462 = icmp slt i32 %lane4353, 4
  br i1 %1462, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1463 = sext i32 %lane4353 to i64
  %1464 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1463
  %lane_acc2354 = load float, ptr %1464, align 4
  %1465 = add i32 %lane4353, 4
  %1466 = sext i32 %1465 to i64
  %1467 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1466
  %lane_next2355 = load float, ptr %1467, align 4
  %1468 = fcmp ogt float %lane_next2355, %lane_acc2354
  %1469 = select i1 %1468, float %lane_next2355, float %lane_acc2354
  %1470 = sext i32 %lane4353 to i64
  %1471 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1470
  store float %1469, ptr %1471, align 4
  %1472 = add nsw i32 %lane4353, 1
  br label %for.cond350, !llvm.loop !73

for.end352:                                       ; preds = %for.cond350
  br label %for.cond356

for.cond356:                                      ; preds = %for.body357, %for.end352
  %lane4359 = phi i32 [ 0, %for.end352 ], [ %1483, %for.body357 ]
  %1473 = icmp slt i32 %lane4359, 2
  br i1 %1473, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1474 = sext i32 %lane4359 to i64
  %1475 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1474
  %lane_acc2360 = load float, ptr %1475, align 4
  %1476 = add i32 %lane4359, 2
  %1477 = sext i32 %1476 to i64
  %1478 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1477
  %lane_next2361 = load float, ptr %1478, align 4
  %1479 = fcmp ogt float %lane_next2361, %lane_acc2360
  %1480 = select i1 %1479, float %lane_next2361, float %lane_acc2360
  %1481 = sext i32 %lane4359 to i64
  %1482 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1481
  store float %1480, ptr %1482, align 4
  %1483 = add nsw i32 %lane4359, 1
  br label %for.cond356, !llvm.loop !74

for.end358:                                       ; preds = %for.cond356
  br label %for.cond362

for.cond362:                                      ; preds = %for.body363, %for.end358
  %lane4365 = phi i32 [ 0, %for.end358 ], [ %1494, %for.body363 ]
  %1484 = icmp slt i32 %lane4365, 1
  br i1 %1484, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1485 = sext i32 %lane4365 to i64
  %1486 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1485
  %lane_acc2366 = load float, ptr %1486, align 4
  %1487 = add i32 %lane4365, 1
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1488
  %lane_next2367 = load float, ptr %1489, align 4
  %1490 = fcmp ogt float %lane_next2367, %lane_acc2366
  %1491 = select i1 %1490, float %lane_next2367, float %lane_acc2366
  %1492 = sext i32 %lane4365 to i64
  %1493 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1492
  store float %1491, ptr %1493, align 4
  %1494 = add nsw i32 %lane4365, 1
  br label %for.cond362, !llvm.loop !75

for.end364:                                       ; preds = %for.cond362
  %1495 = sext i32 %i6 to i64
  %1496 = getelementptr inbounds float, ptr %m_r, i64 %1495
  store float 0xFFF0000000000000, ptr %1496, align 4
  %1497 = sext i32 %i6 to i64
  %1498 = getelementptr inbounds float, ptr %m_r, i64 %1497
  %1499 = load float, ptr %1498, align 4
  %1500 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1501 = load float, ptr %1500, align 4
  %1502 = call float @llvm.maxnum.f32(float %1499, float %1501)
  %1503 = sext i32 %i6 to i64
  %1504 = getelementptr inbounds float, ptr %m_r, i64 %1503
  store float %1502, ptr %1504, align 4
  %1505 = add nsw i32 %i6, 1
  br label %for.cond307, !llvm.loop !76

for.cond368:                                      ; preds = %for.end374, %for.end309
  %i371 = phi i32 [ 0, %for.end309 ], [ %1584, %for.end374 ]
  %1506 = icmp slt i32 %i371, 1
  br i1 %1506, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1507 = sext i32 %N to i64
  %1508 = icmp slt i64 %1507, 0
  %1509 = sext i32 %N to i64
  %1510 = icmp sgt i64 %1509, 4096
  %1511 = sext i32 %N to i64
  %1512 = select i1 %1510, i64 4096, i64 %1511
  %1513 = select i1 %1508, i64 0, i64 %1512
  %1514 = icmp slt i64 %1513, 0
  %1515 = sext i32 %N to i64
  %1516 = icmp slt i64 %1515, 0
  %1517 = sext i32 %N to i64
  %1518 = icmp sgt i64 %1517, 4096
  %1519 = sext i32 %N to i64
  %1520 = select i1 %1518, i64 4096, i64 %1519
  %1521 = select i1 %1516, i64 0, i64 %1520
  %1522 = select i1 %1514, i64 0, i64 %1521
  %1523 = trunc i64 %1522 to i32
  %1524 = icmp slt i32 %1523, 0
  %1525 = sext i32 %N to i64
  %1526 = icmp slt i64 %1525, 0
  %1527 = sext i32 %N to i64
  %1528 = icmp sgt i64 %1527, 4096
  %1529 = sext i32 %N to i64
  %1530 = select i1 %1528, i64 4096, i64 %1529
  %1531 = select i1 %1526, i64 0, i64 %1530
  %1532 = icmp slt i64 %1531, 0
  %1533 = sext i32 %N to i64
  %1534 = icmp slt i64 %1533, 0
  %1535 = sext i32 %N to i64
  %1536 = icmp sgt i64 %1535, 4096
  %1537 = sext i32 %N to i64
  %1538 = select i1 %1536, i64 4096, i64 %1537
  %1539 = select i1 %1534, i64 0, i64 %1538
  %1540 = select i1 %1532, i64 0, i64 %1539
  %1541 = trunc i64 %1540 to i32
  %1542 = icmp sgt i32 %1541, 4096
  %1543 = sext i32 %N to i64
  %1544 = icmp slt i64 %1543, 0
  %1545 = sext i32 %N to i64
  %1546 = icmp sgt i64 %1545, 4096
  %1547 = sext i32 %N to i64
  %1548 = select i1 %1546, i64 4096, i64 %1547
  %1549 = select i1 %1544, i64 0, i64 %1548
  %1550 = icmp slt i64 %1549, 0
  %1551 = sext i32 %N to i64
  %1552 = icmp slt i64 %1551, 0
  %1553 = sext i32 %N to i64
  %1554 = icmp sgt i64 %1553, 4096
  %1555 = sext i32 %N to i64
  %1556 = select i1 %1554, i64 4096, i64 %1555
  %1557 = select i1 %1552, i64 0, i64 %1556
  %1558 = select i1 %1550, i64 0, i64 %1557
  %1559 = trunc i64 %1558 to i32
  %1560 = select i1 %1542, i32 4096, i32 %1559
  %tl_cols26 = select i1 %1524, i32 0, i32 %1560
  br label %for.cond372

for.end370:                                       ; preds = %for.cond368
  %1561 = getelementptr inbounds float, ptr %m_r, i64 0
  %1562 = load float, ptr %1561, align 4
  %1563 = fsub float 0xFFF0000000000000, %1562
  %tl_pad_v30 = call float @tilec_expf(float %1563)
  %1564 = getelementptr inbounds float, ptr %m_r, i64 0
  %1565 = load float, ptr %1564, align 4
  %1566 = fsub float 0xFFF0000000000000, %1565
  %tl_pad33 = call float @tilec_expf(float %1566)
  br label %for.cond376

for.cond372:                                      ; preds = %for.body373, %for.body369
  %j375 = phi i32 [ 0, %for.body369 ], [ %1583, %for.body373 ]
  %1567 = icmp slt i32 %j375, %tl_cols26
  br i1 %1567, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  %1568 = sext i32 %i371 to i64
  %1569 = mul nsw i64 %1568, 4096
  %1570 = sext i32 %j375 to i64
  %1571 = add nsw i64 %1569, %1570
  %1572 = getelementptr inbounds float, ptr %X_r, i64 %1571
  %1573 = load float, ptr %1572, align 4
  %1574 = getelementptr inbounds float, ptr %m_r, i64 0
  %1575 = load float, ptr %1574, align 4
  %1576 = fsub float %1573, %1575
  %1577 = call float @tilec_expf(float %1576)
  %1578 = sext i32 %i371 to i64
  %1579 = mul nsw i64 %1578, 4096
  %1580 = sext i32 %j375 to i64
  %1581 = add nsw i64 %1579, %1580
  %1582 = getelementptr inbounds float, ptr %X_r, i64 %1581
  store float %1577, ptr %1582, align 4
  %1583 = add nsw i32 %j375, 1
  br label %for.cond372, !llvm.loop !77

for.end374:                                       ; preds = %for.cond372
  %1584 = add nsw i32 %i371, 1
  br label %for.cond368, !llvm.loop !78

for.cond376:                                      ; preds = %for.end425, %for.end370
  %i7 = phi i32 [ 0, %for.end370 ], [ %1840, %for.end425 ]
  %1585 = icmp slt i32 %i7, 1
  br i1 %1585, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  br label %for.cond379

for.end378:                                       ; preds = %for.cond376
  br label %for.cond427

for.cond379:                                      ; preds = %for.end384, %for.body377
  %tl_r28 = phi i32 [ 0, %for.body377 ], [ %1659, %for.end384 ]
  %1586 = icmp slt i32 %tl_r28, 1
  br i1 %1586, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
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
  %tl_pad_from29 = select i1 %1604, i32 0, i32 %1640
  %1641 = mul i32 %1177, 32
  %1642 = icmp slt i32 %1641, 32
  %1643 = mul i32 %1177, 32
  %1644 = select i1 %1642, i32 32, i32 %1643
  %1645 = icmp slt i32 %1644, 4096
  %1646 = mul i32 %1177, 32
  %1647 = icmp slt i32 %1646, 32
  %1648 = mul i32 %1177, 32
  %1649 = select i1 %1647, i32 32, i32 %1648
  %1650 = select i1 %1645, i32 %1649, i32 4096
  %tl_pad_n31 = sub i32 %1650, %tl_pad_from29
  br label %for.cond382

for.end381:                                       ; preds = %for.cond379
  br label %for.cond385

for.cond382:                                      ; preds = %for.body383, %for.body380
  %tl_pad_k32 = phi i32 [ 0, %for.body380 ], [ %1658, %for.body383 ]
  %1651 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1651, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1652 = sext i32 %tl_r28 to i64
  %1653 = mul nsw i64 %1652, 4096
  %1654 = add i32 %tl_pad_from29, %tl_pad_k32
  %1655 = sext i32 %1654 to i64
  %1656 = add nsw i64 %1653, %1655
  %1657 = getelementptr inbounds float, ptr %X_r, i64 %1656
  store float %tl_pad_v30, ptr %1657, align 4
  %1658 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond382, !llvm.loop !79

for.end384:                                       ; preds = %for.cond382
  %1659 = add nsw i32 %tl_r28, 1
  br label %for.cond379, !llvm.loop !80

for.cond385:                                      ; preds = %for.body386, %for.end381
  %lane5 = phi i32 [ 0, %for.end381 ], [ %1669, %for.body386 ]
  %1660 = icmp slt i32 %lane5, 32
  br i1 %1660, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1661 = sext i32 %i7 to i64
  %1662 = mul nsw i64 %1661, 4096
  %1663 = sext i32 %lane5 to i64
  %1664 = add nsw i64 %1662, %1663
  %1665 = getelementptr inbounds float, ptr %X_r, i64 %1664
  %1666 = load float, ptr %1665, align 4
  %1667 = sext i32 %lane5 to i64
  %1668 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1667
  store float %1666, ptr %1668, align 4
  %1669 = add nsw i32 %lane5, 1
  br label %for.cond385, !llvm.loop !81

for.end387:                                       ; preds = %for.cond385
  %1670 = fadd float %tl_pad33, %tl_pad33
  %1671 = fcmp oeq float %1670, %tl_pad33
  %1672 = fcmp une float %tl_pad33, %tl_pad33
  %1673 = or i1 %1671, %1672
  %1674 = sub i32 %1177, 1
  %1675 = icmp slt i32 %1674, 0
  %1676 = sub i32 %1177, 1
  %1677 = select i1 %1675, i32 0, i32 %1676
  %tl_steps34 = select i1 %1673, i32 %1677, i32 127
  %1678 = icmp eq i32 %tl_steps34, 127
  br i1 %1678, label %if.then388, label %if.else389

if.then388:                                       ; preds = %for.end387
  %1679 = getelementptr inbounds float, ptr %m_r, i64 0
  %1680 = load float, ptr %1679, align 4
  %1681 = fsub float 0xFFF0000000000000, %1680
  %tl_pad_v37 = call float @tilec_expf(float %1681)
  br label %for.cond391

if.else389:                                       ; preds = %for.end387
  br label %if.end390

if.end390:                                        ; preds = %if.else389, %for.end393
  br label %for.cond397

for.cond391:                                      ; preds = %for.end396, %if.then388
  %tl_r35 = phi i32 [ 0, %if.then388 ], [ %1745, %for.end396 ]
  %1682 = icmp slt i32 %tl_r35, 1
  br i1 %1682, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1683 = sext i32 %N to i64
  %1684 = icmp slt i64 %1683, 0
  %1685 = sext i32 %N to i64
  %1686 = icmp sgt i64 %1685, 4096
  %1687 = sext i32 %N to i64
  %1688 = select i1 %1686, i64 4096, i64 %1687
  %1689 = select i1 %1684, i64 0, i64 %1688
  %1690 = icmp slt i64 %1689, 0
  %1691 = sext i32 %N to i64
  %1692 = icmp slt i64 %1691, 0
  %1693 = sext i32 %N to i64
  %1694 = icmp sgt i64 %1693, 4096
  %1695 = sext i32 %N to i64
  %1696 = select i1 %1694, i64 4096, i64 %1695
  %1697 = select i1 %1692, i64 0, i64 %1696
  %1698 = select i1 %1690, i64 0, i64 %1697
  %1699 = trunc i64 %1698 to i32
  %1700 = icmp slt i32 %1699, 0
  %1701 = sext i32 %N to i64
  %1702 = icmp slt i64 %1701, 0
  %1703 = sext i32 %N to i64
  %1704 = icmp sgt i64 %1703, 4096
  %1705 = sext i32 %N to i64
  %1706 = select i1 %1704, i64 4096, i64 %1705
  %1707 = select i1 %1702, i64 0, i64 %1706
  %1708 = icmp slt i64 %1707, 0
  %1709 = sext i32 %N to i64
  %1710 = icmp slt i64 %1709, 0
  %1711 = sext i32 %N to i64
  %1712 = icmp sgt i64 %1711, 4096
  %1713 = sext i32 %N to i64
  %1714 = select i1 %1712, i64 4096, i64 %1713
  %1715 = select i1 %1710, i64 0, i64 %1714
  %1716 = select i1 %1708, i64 0, i64 %1715
  %1717 = trunc i64 %1716 to i32
  %1718 = icmp sgt i32 %1717, 4096
  %1719 = sext i32 %N to i64
  %1720 = icmp slt i64 %1719, 0
  %1721 = sext i32 %N to i64
  %1722 = icmp sgt i64 %1721, 4096
  %1723 = sext i32 %N to i64
  %1724 = select i1 %1722, i64 4096, i64 %1723
  %1725 = select i1 %1720, i64 0, i64 %1724
  %1726 = icmp slt i64 %1725, 0
  %1727 = sext i32 %N to i64
  %1728 = icmp slt i64 %1727, 0
  %1729 = sext i32 %N to i64
  %1730 = icmp sgt i64 %1729, 4096
  %1731 = sext i32 %N to i64
  %1732 = select i1 %1730, i64 4096, i64 %1731
  %1733 = select i1 %1728, i64 0, i64 %1732
  %1734 = select i1 %1726, i64 0, i64 %1733
  %1735 = trunc i64 %1734 to i32
  %1736 = select i1 %1718, i32 4096, i32 %1735
  %tl_pad_from36 = select i1 %1700, i32 0, i32 %1736
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond394

for.end393:                                       ; preds = %for.cond391
  br label %if.end390

for.cond394:                                      ; preds = %for.body395, %for.body392
  %tl_pad_k39 = phi i32 [ 0, %for.body392 ], [ %1744, %for.body395 ]
  %1737 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1737, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  %1738 = sext i32 %tl_r35 to i64
  %1739 = mul nsw i64 %1738, 4096
  %1740 = add i32 %tl_pad_from36, %tl_pad_k39
  %1741 = sext i32 %1740 to i64
  %1742 = add nsw i64 %1739, %1741
  %1743 = getelementptr inbounds float, ptr %X_r, i64 %1742
  store float %tl_pad_v37, ptr %1743, align 4
  %1744 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond394, !llvm.loop !82

for.end396:                                       ; preds = %for.cond394
  %1745 = add nsw i32 %tl_r35, 1
  br label %for.cond391, !llvm.loop !83

for.cond397:                                      ; preds = %for.end402, %if.end390
  %red5 = phi i32 [ 0, %if.end390 ], [ %1765, %for.end402 ]
  %1746 = icmp slt i32 %red5, %tl_steps34
  br i1 %1746, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  br label %for.cond400

for.end399:                                       ; preds = %for.cond397
  %1747 = icmp slt i32 %tl_steps34, 127
  br i1 %1747, label %if.then404, label %if.else405

for.cond400:                                      ; preds = %for.body401, %for.body398
  %lane5403 = phi i32 [ 0, %for.body398 ], [ %1764, %for.body401 ]
  %1748 = icmp slt i32 %lane5403, 32
  br i1 %1748, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1749 = sext i32 %lane5403 to i64
  %1750 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1749
  %1751 = load float, ptr %1750, align 4
  %1752 = sext i32 %i7 to i64
  %1753 = mul nsw i64 %1752, 4096
  %1754 = add i32 %red5, 1
  %1755 = mul i32 %1754, 32
  %1756 = add i32 %1755, %lane5403
  %1757 = sext i32 %1756 to i64
  %1758 = add nsw i64 %1753, %1757
  %1759 = getelementptr inbounds float, ptr %X_r, i64 %1758
  %1760 = load float, ptr %1759, align 4
  %1761 = fadd float %1751, %1760
  %1762 = sext i32 %lane5403 to i64
  %1763 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1762
  store float %1761, ptr %1763, align 4
  %1764 = add nsw i32 %lane5403, 1
  br label %for.cond400, !llvm.loop !84

for.end402:                                       ; preds = %for.cond400
  %1765 = add nsw i32 %red5, 1
  br label %for.cond397, !llvm.loop !85

if.then404:                                       ; preds = %for.end399
  %1766 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1767 = load float, ptr %1766, align 4
  %1768 = fadd float %1767, %tl_pad33
  %1769 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1768, ptr %1769, align 4
  br label %if.end406

if.else405:                                       ; preds = %for.end399
  br label %if.end406

if.end406:                                        ; preds = %if.else405, %if.then404
  br label %for.cond407

for.cond407:                                      ; preds = %for.body408, %if.end406
  %lane5410 = phi i32 [ 0, %if.end406 ], [ %1781, %for.body408 ]
  %1770 = icmp slt i32 %lane5410, 16
  br i1 %1770, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %1771 = sext i32 %lane5410 to i64
  %1772 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1771
  %1773 = load float, ptr %1772, align 4
  %1774 = add i32 %lane5410, 16
  %1775 = sext i32 %1774 to i64
  %1776 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1775
  %1777 = load float, ptr %1776, align 4
  %1778 = fadd float %1773, %1777
  %1779 = sext i32 %lane5410 to i64
  %1780 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1779
  store float %1778, ptr %1780, align 4
  %1781 = add nsw i32 %lane5410, 1
  br label %for.cond407, !llvm.loop !86

for.end409:                                       ; preds = %for.cond407
  br label %for.cond411

for.cond411:                                      ; preds = %for.body412, %for.end409
  %lane5414 = phi i32 [ 0, %for.end409 ], [ %1793, %for.body412 ]
  %1782 = icmp slt i32 %lane5414, 8
  br i1 %1782, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %1783 = sext i32 %lane5414 to i64
  %1784 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1783
  %1785 = load float, ptr %1784, align 4
  %1786 = add i32 %lane5414, 8
  %1787 = sext i32 %1786 to i64
  %1788 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1787
  %1789 = load float, ptr %1788, align 4
  %1790 = fadd float %1785, %1789
  %1791 = sext i32 %lane5414 to i64
  %1792 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1791
  store float %1790, ptr %1792, align 4
  %1793 = add nsw i32 %lane5414, 1
  br label %for.cond411, !llvm.loop !87

for.end413:                                       ; preds = %for.cond411
  br label %for.cond415

for.cond415:                                      ; preds = %for.body416, %for.end413
  %lane5418 = phi i32 [ 0, %for.end413 ], [ %1805, %for.body416 ]
  %1794 = icmp slt i32 %lane5418, 4
  br i1 %1794, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  %1795 = sext i32 %lane5418 to i64
  %1796 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1795
  %1797 = load float, ptr %1796, align 4
  %1798 = add i32 %lane5418, 4
  %1799 = sext i32 %1798 to i64
  %1800 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1799
  %1801 = load float, ptr %1800, align 4
  %1802 = fadd float %1797, %1801
  %1803 = sext i32 %lane5418 to i64
  %1804 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1803
  store float %1802, ptr %1804, align 4
  %1805 = add nsw i32 %lane5418, 1
  br label %for.cond415, !llvm.loop !88

for.end417:                                       ; preds = %for.cond415
  br label %for.cond419

for.cond419:                                      ; preds = %for.body420, %for.end417
  %lane5422 = phi i32 [ 0, %for.end417 ], [ %1817, %for.body420 ]
  %1806 = icmp slt i32 %lane5422, 2
  br i1 %1806, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  %1807 = sext i32 %lane5422 to i64
  %1808 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = add i32 %lane5422, 2
  %1811 = sext i32 %1810 to i64
  %1812 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1811
  %1813 = load float, ptr %1812, align 4
  %1814 = fadd float %1809, %1813
  %1815 = sext i32 %lane5422 to i64
  %1816 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1815
  store float %1814, ptr %1816, align 4
  %1817 = add nsw i32 %lane5422, 1
  br label %for.cond419, !llvm.loop !89

for.end421:                                       ; preds = %for.cond419
  br label %for.cond423

for.cond423:                                      ; preds = %for.body424, %for.end421
  %lane5426 = phi i32 [ 0, %for.end421 ], [ %1829, %for.body424 ]
  %1818 = icmp slt i32 %lane5426, 1
  br i1 %1818, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1819 = sext i32 %lane5426 to i64
  %1820 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = add i32 %lane5426, 1
  %1823 = sext i32 %1822 to i64
  %1824 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1823
  %1825 = load float, ptr %1824, align 4
  %1826 = fadd float %1821, %1825
  %1827 = sext i32 %lane5426 to i64
  %1828 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1827
  store float %1826, ptr %1828, align 4
  %1829 = add nsw i32 %lane5426, 1
  br label %for.cond423, !llvm.loop !90

for.end425:                                       ; preds = %for.cond423
  %1830 = sext i32 %i7 to i64
  %1831 = getelementptr inbounds float, ptr %l_r, i64 %1830
  store float 0.000000e+00, ptr %1831, align 4
  %1832 = sext i32 %i7 to i64
  %1833 = getelementptr inbounds float, ptr %l_r, i64 %1832
  %1834 = load float, ptr %1833, align 4
  %1835 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1836 = load float, ptr %1835, align 4
  %1837 = fadd float %1834, %1836
  %1838 = sext i32 %i7 to i64
  %1839 = getelementptr inbounds float, ptr %l_r, i64 %1838
  store float %1837, ptr %1839, align 4
  %1840 = add nsw i32 %i7, 1
  br label %for.cond376, !llvm.loop !91

for.cond427:                                      ; preds = %if.end433, %for.end378
  %i430 = phi i32 [ 0, %for.end378 ], [ %1869, %if.end433 ]
  %1841 = icmp slt i32 %i430, 1
  br i1 %1841, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1842 = sext i32 %N to i64
  %1843 = icmp slt i64 %1842, 0
  %1844 = sext i32 %N to i64
  %1845 = icmp sgt i64 %1844, 4096
  %1846 = sext i32 %N to i64
  %1847 = select i1 %1845, i64 4096, i64 %1846
  %1848 = select i1 %1843, i64 0, i64 %1847
  %1849 = icmp slt i64 %1848, 0
  %1850 = sext i32 %N to i64
  %1851 = icmp slt i64 %1850, 0
  %1852 = sext i32 %N to i64
  %1853 = icmp sgt i64 %1852, 4096
  %1854 = sext i32 %N to i64
  %1855 = select i1 %1853, i64 4096, i64 %1854
  %1856 = select i1 %1851, i64 0, i64 %1855
  %1857 = select i1 %1849, i64 0, i64 %1856
  %tl_hi11 = trunc i64 %1857 to i32
  %1858 = mul i32 %bx, 4
  %1859 = add i32 %1858, %r
  %1860 = add i32 %1859, %i430
  %1861 = icmp sle i32 0, %1860
  %1862 = mul i32 %bx, 4
  %1863 = add i32 %1862, %r
  %1864 = add i32 %1863, %i430
  %1865 = icmp slt i32 %1864, %M
  %1866 = and i1 %1861, %1865
  br i1 %1866, label %if.then431, label %if.else432

for.end429:                                       ; preds = %for.cond427
  %1867 = add nsw i32 %r, 1
  br label %for.cond286, !llvm.loop !92

if.then431:                                       ; preds = %for.body428
  %1868 = sub i32 %tl_hi11, 0
  br label %for.cond434

if.else432:                                       ; preds = %for.body428
  br label %if.end433

if.end433:                                        ; preds = %if.else432, %for.end436
  %1869 = add nsw i32 %i430, 1
  br label %for.cond427, !llvm.loop !93

for.cond434:                                      ; preds = %for.body435, %if.then431
  %j6 = phi i32 [ 0, %if.then431 ], [ %1892, %for.body435 ]
  %1870 = icmp slt i32 %j6, %1868
  br i1 %1870, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  %1871 = sext i32 %i430 to i64
  %1872 = mul nsw i64 %1871, 4096
  %1873 = add i32 0, %j6
  %1874 = sext i32 %1873 to i64
  %1875 = add nsw i64 %1872, %1874
  %1876 = getelementptr inbounds float, ptr %X_r, i64 %1875
  %1877 = load float, ptr %1876, align 4
  %1878 = getelementptr inbounds float, ptr %l_r, i64 0
  %1879 = load float, ptr %1878, align 4
  %1880 = fdiv float 1.000000e+00, %1879
  %1881 = fmul float %1877, %1880
  %1882 = mul i32 %bx, 4
  %1883 = add i32 %1882, %r
  %1884 = add i32 %1883, %i430
  %1885 = sext i32 %1884 to i64
  %1886 = sext i32 %N to i64
  %1887 = mul nsw i64 %1885, %1886
  %1888 = add i32 0, %j6
  %1889 = sext i32 %1888 to i64
  %1890 = add nsw i64 %1887, %1889
  %1891 = getelementptr inbounds float, ptr %Y, i64 %1890
  store float %1881, ptr %1891, align 4
  %1892 = add nsw i32 %j6, 1
  br label %for.cond434, !llvm.loop !94

for.end436:                                       ; preds = %for.cond434
  br label %if.end433

for.cond437:                                      ; preds = %for.body438, %if.else284
  %i11 = phi i32 [ 0, %if.else284 ], [ %1898, %for.body438 ]
  %1893 = icmp slt i32 %i11, 4
  br i1 %1893, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  %1894 = sext i32 %i11 to i64
  %1895 = getelementptr inbounds float, ptr %m, i64 %1894
  store float 0xFFF0000000000000, ptr %1895, align 4
  %1896 = sext i32 %i11 to i64
  %1897 = getelementptr inbounds float, ptr %l, i64 %1896
  store float 0.000000e+00, ptr %1897, align 4
  %1898 = add nsw i32 %i11, 1
  br label %for.cond437, !llvm.loop !95

for.end439:                                       ; preds = %for.cond437
  %1899 = sext i32 %N to i64
  %1900 = sdiv i64 %1899, 512
  %1901 = sub i64 0, %1899
  %1902 = select i1 false, i64 %1901, i64 %1900
  %1903 = srem i64 %1899, 512
  %1904 = icmp ne i64 %1903, 0
  %1905 = icmp slt i64 %1899, 0
  %1906 = icmp eq i1 %1905, false
  %1907 = and i1 %1904, %1906
  %1908 = zext i1 %1907 to i64
  %1909 = add i64 %1902, %1908
  %1910 = trunc i64 %1909 to i32
  %1911 = sext i32 %N to i64
  %1912 = sdiv i64 %1911, 512
  %1913 = sub i64 0, %1911
  %1914 = select i1 false, i64 %1913, i64 %1912
  %1915 = srem i64 %1911, 512
  %1916 = icmp ne i64 %1915, 0
  %1917 = icmp slt i64 %1911, 0
  %1918 = icmp eq i1 %1917, false
  %1919 = and i1 %1916, %1918
  %1920 = zext i1 %1919 to i64
  %1921 = add i64 %1914, %1920
  %1922 = trunc i64 %1921 to i32
  br label %for.cond440

for.cond440:                                      ; preds = %for.end483, %for.end439
  %c = phi i32 [ 0, %for.end439 ], [ %2111, %for.end483 ]
  %1923 = icmp slt i32 %c, %1910
  br i1 %1923, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %1924 = mul i32 %bx, 4
  %1925 = icmp sle i32 0, %1924
  %1926 = mul i32 %bx, 4
  %1927 = sext i32 %1926 to i64
  %1928 = add i64 %1927, 4
  %1929 = sext i32 %M to i64
  %1930 = icmp sle i64 %1928, %1929
  %1931 = and i1 %1925, %1930
  %1932 = mul i32 %c, 512
  %1933 = icmp sle i32 0, %1932
  %1934 = mul i32 %c, 512
  %1935 = sext i32 %1934 to i64
  %1936 = add i64 %1935, 512
  %1937 = sext i32 %N to i64
  %1938 = icmp sle i64 %1936, %1937
  %1939 = and i1 %1933, %1938
  %1940 = and i1 %1931, %1939
  br i1 %1940, label %if.then443, label %if.else444

for.end442:                                       ; preds = %for.cond440
  %1941 = sext i32 %N to i64
  %1942 = sdiv i64 %1941, 512
  %1943 = sub i64 0, %1941
  %1944 = select i1 false, i64 %1943, i64 %1942
  %1945 = srem i64 %1941, 512
  %1946 = icmp ne i64 %1945, 0
  %1947 = icmp slt i64 %1941, 0
  %1948 = icmp eq i1 %1947, false
  %1949 = and i1 %1946, %1948
  %1950 = zext i1 %1949 to i64
  %1951 = add i64 %1944, %1950
  %1952 = trunc i64 %1951 to i32
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
  br label %for.cond570

if.then443:                                       ; preds = %for.body441
  br label %for.cond446

if.else444:                                       ; preds = %for.body441
  br label %for.cond459

if.end445:                                        ; preds = %for.end461, %for.end448
  br label %for.cond481

for.cond446:                                      ; preds = %for.end458, %if.then443
  %i11449 = phi i32 [ 0, %if.then443 ], [ %2000, %for.end458 ]
  %1965 = icmp slt i32 %i11449, 4
  br i1 %1965, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1966 = add i32 %c, 1
  %1967 = icmp slt i32 %1966, %1922
  br i1 %1967, label %if.then450, label %if.else451

for.end448:                                       ; preds = %for.cond446
  br label %if.end445

if.then450:                                       ; preds = %for.body447
  br label %for.cond453

if.else451:                                       ; preds = %for.body447
  br label %if.end452

if.end452:                                        ; preds = %if.else451, %for.end455
  br label %for.cond456

for.cond453:                                      ; preds = %for.body454, %if.then450
  %pf2 = phi i32 [ 0, %if.then450 ], [ %1981, %for.body454 ]
  %1968 = icmp slt i32 %pf2, 32
  br i1 %1968, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %1969 = mul i32 %bx, 4
  %1970 = add i32 %1969, %i11449
  %1971 = sext i32 %1970 to i64
  %1972 = sext i32 %N to i64
  %1973 = mul i64 %1971, %1972
  %1974 = add i32 %c, 1
  %1975 = mul i32 %1974, 512
  %1976 = mul i32 %pf2, 16
  %1977 = add i32 %1975, %1976
  %1978 = sext i32 %1977 to i64
  %1979 = add i64 %1973, %1978
  %1980 = getelementptr float, ptr %X, i64 %1979
  call void @llvm.prefetch.p0(ptr %1980, i32 0, i32 3, i32 1)
  %1981 = add nsw i32 %pf2, 1
  br label %for.cond453, !llvm.loop !96

for.end455:                                       ; preds = %for.cond453
  br label %if.end452

for.cond456:                                      ; preds = %for.body457, %if.end452
  %j1 = phi i32 [ 0, %if.end452 ], [ %1999, %for.body457 ]
  %1982 = icmp slt i32 %j1, 512
  br i1 %1982, label %for.body457, label %for.end458

for.body457:                                      ; preds = %for.cond456
  %1983 = mul i32 %bx, 4
  %1984 = add i32 %1983, %i11449
  %1985 = sext i32 %1984 to i64
  %1986 = sext i32 %N to i64
  %1987 = mul nsw i64 %1985, %1986
  %1988 = mul i32 %c, 512
  %1989 = add i32 %1988, %j1
  %1990 = sext i32 %1989 to i64
  %1991 = add nsw i64 %1987, %1990
  %1992 = getelementptr inbounds float, ptr %X, i64 %1991
  %1993 = load float, ptr %1992, align 4
  %1994 = sext i32 %i11449 to i64
  %1995 = mul nsw i64 %1994, 512
  %1996 = sext i32 %j1 to i64
  %1997 = add nsw i64 %1995, %1996
  %1998 = getelementptr inbounds float, ptr %X_f, i64 %1997
  store float %1993, ptr %1998, align 4
  %1999 = add nsw i32 %j1, 1
  br label %for.cond456, !llvm.loop !97

for.end458:                                       ; preds = %for.cond456
  %2000 = add nsw i32 %i11449, 1
  br label %for.cond446, !llvm.loop !98

for.cond459:                                      ; preds = %for.end479, %if.else444
  %i11462 = phi i32 [ 0, %if.else444 ], [ %2109, %for.end479 ]
  %2001 = icmp slt i32 %i11462, 4
  br i1 %2001, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %2002 = mul i32 %c, 512
  %2003 = sext i32 %2002 to i64
  %2004 = sub i64 0, %2003
  %2005 = icmp slt i64 %2004, 0
  %2006 = mul i32 %c, 512
  %2007 = sext i32 %2006 to i64
  %2008 = sub i64 0, %2007
  %2009 = icmp sgt i64 %2008, 512
  %2010 = mul i32 %c, 512
  %2011 = sext i32 %2010 to i64
  %2012 = sub i64 0, %2011
  %2013 = select i1 %2009, i64 512, i64 %2012
  %2014 = select i1 %2005, i64 0, i64 %2013
  %tl_lo12 = trunc i64 %2014 to i32
  %2015 = sext i32 %N to i64
  %2016 = mul i32 %c, 512
  %2017 = sext i32 %2016 to i64
  %2018 = sub i64 %2015, %2017
  %2019 = icmp slt i64 %2018, 0
  %2020 = sext i32 %N to i64
  %2021 = mul i32 %c, 512
  %2022 = sext i32 %2021 to i64
  %2023 = sub i64 %2020, %2022
  %2024 = icmp sgt i64 %2023, 512
  %2025 = sext i32 %N to i64
  %2026 = mul i32 %c, 512
  %2027 = sext i32 %2026 to i64
  %2028 = sub i64 %2025, %2027
  %2029 = select i1 %2024, i64 512, i64 %2028
  %2030 = select i1 %2019, i64 0, i64 %2029
  %2031 = sext i32 %tl_lo12 to i64
  %2032 = icmp slt i64 %2030, %2031
  %2033 = sext i32 %tl_lo12 to i64
  %2034 = sext i32 %N to i64
  %2035 = mul i32 %c, 512
  %2036 = sext i32 %2035 to i64
  %2037 = sub i64 %2034, %2036
  %2038 = icmp slt i64 %2037, 0
  %2039 = sext i32 %N to i64
  %2040 = mul i32 %c, 512
  %2041 = sext i32 %2040 to i64
  %2042 = sub i64 %2039, %2041
  %2043 = icmp sgt i64 %2042, 512
  %2044 = sext i32 %N to i64
  %2045 = mul i32 %c, 512
  %2046 = sext i32 %2045 to i64
  %2047 = sub i64 %2044, %2046
  %2048 = select i1 %2043, i64 512, i64 %2047
  %2049 = select i1 %2038, i64 0, i64 %2048
  %2050 = select i1 %2032, i64 %2033, i64 %2049
  %tl_hi13 = trunc i64 %2050 to i32
  br label %for.cond463

for.end461:                                       ; preds = %for.cond459
  br label %if.end445

for.cond463:                                      ; preds = %for.body464, %for.body460
  %j1466 = phi i32 [ 0, %for.body460 ], [ %2057, %for.body464 ]
  %2051 = icmp slt i32 %j1466, %tl_lo12
  br i1 %2051, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  %2052 = sext i32 %i11462 to i64
  %2053 = mul nsw i64 %2052, 512
  %2054 = sext i32 %j1466 to i64
  %2055 = add nsw i64 %2053, %2054
  %2056 = getelementptr inbounds float, ptr %X_f, i64 %2055
  store float 0.000000e+00, ptr %2056, align 4
  %2057 = add nsw i32 %j1466, 1
  br label %for.cond463, !llvm.loop !99

for.end465:                                       ; preds = %for.cond463
  %2058 = mul i32 %bx, 4
  %2059 = sext i32 %2058 to i64
  %2060 = sext i32 %i11462 to i64
  %2061 = add i64 %2059, %2060
  %2062 = icmp sle i64 0, %2061
  %2063 = mul i32 %bx, 4
  %2064 = sext i32 %2063 to i64
  %2065 = sext i32 %i11462 to i64
  %2066 = add i64 %2064, %2065
  %2067 = sext i32 %M to i64
  %2068 = icmp slt i64 %2066, %2067
  %2069 = and i1 %2062, %2068
  br i1 %2069, label %if.then467, label %if.else468

if.then467:                                       ; preds = %for.end465
  %2070 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond470

if.else468:                                       ; preds = %for.end465
  %2071 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond473

if.end469:                                        ; preds = %for.end475, %for.end472
  %2072 = sub i32 512, %tl_hi13
  br label %for.cond477

for.cond470:                                      ; preds = %for.body471, %if.then467
  %j11 = phi i32 [ 0, %if.then467 ], [ %2092, %for.body471 ]
  %2073 = icmp slt i32 %j11, %2070
  br i1 %2073, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %2074 = mul i32 %bx, 4
  %2075 = add i32 %2074, %i11462
  %2076 = sext i32 %2075 to i64
  %2077 = sext i32 %N to i64
  %2078 = mul nsw i64 %2076, %2077
  %2079 = mul i32 %c, 512
  %2080 = add i32 %tl_lo12, %j11
  %2081 = add i32 %2079, %2080
  %2082 = sext i32 %2081 to i64
  %2083 = add nsw i64 %2078, %2082
  %2084 = getelementptr inbounds float, ptr %X, i64 %2083
  %2085 = load float, ptr %2084, align 4
  %2086 = sext i32 %i11462 to i64
  %2087 = mul nsw i64 %2086, 512
  %2088 = add i32 %tl_lo12, %j11
  %2089 = sext i32 %2088 to i64
  %2090 = add nsw i64 %2087, %2089
  %2091 = getelementptr inbounds float, ptr %X_f, i64 %2090
  store float %2085, ptr %2091, align 4
  %2092 = add nsw i32 %j11, 1
  br label %for.cond470, !llvm.loop !100

for.end472:                                       ; preds = %for.cond470
  br label %if.end469

for.cond473:                                      ; preds = %for.body474, %if.else468
  %j11476 = phi i32 [ 0, %if.else468 ], [ %2100, %for.body474 ]
  %2093 = icmp slt i32 %j11476, %2071
  br i1 %2093, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  %2094 = sext i32 %i11462 to i64
  %2095 = mul nsw i64 %2094, 512
  %2096 = add i32 %tl_lo12, %j11476
  %2097 = sext i32 %2096 to i64
  %2098 = add nsw i64 %2095, %2097
  %2099 = getelementptr inbounds float, ptr %X_f, i64 %2098
  store float 0.000000e+00, ptr %2099, align 4
  %2100 = add nsw i32 %j11476, 1
  br label %for.cond473, !llvm.loop !101

for.end475:                                       ; preds = %for.cond473
  br label %if.end469

for.cond477:                                      ; preds = %for.body478, %if.end469
  %j11480 = phi i32 [ 0, %if.end469 ], [ %2108, %for.body478 ]
  %2101 = icmp slt i32 %j11480, %2072
  br i1 %2101, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %2102 = sext i32 %i11462 to i64
  %2103 = mul nsw i64 %2102, 512
  %2104 = add i32 %tl_hi13, %j11480
  %2105 = sext i32 %2104 to i64
  %2106 = add nsw i64 %2103, %2105
  %2107 = getelementptr inbounds float, ptr %X_f, i64 %2106
  store float 0.000000e+00, ptr %2107, align 4
  %2108 = add nsw i32 %j11480, 1
  br label %for.cond477, !llvm.loop !102

for.end479:                                       ; preds = %for.cond477
  %2109 = add nsw i32 %i11462, 1
  br label %for.cond459, !llvm.loop !103

for.cond481:                                      ; preds = %for.end568, %if.end445
  %i484 = phi i32 [ 0, %if.end445 ], [ %2400, %for.end568 ]
  %2110 = icmp slt i32 %i484, 4
  br i1 %2110, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  br label %for.cond485

for.end483:                                       ; preds = %for.cond481
  %2111 = add nsw i32 %c, 1
  br label %for.cond440, !llvm.loop !104

for.cond485:                                      ; preds = %for.body486, %for.body482
  %j488 = phi i32 [ 0, %for.body482 ], [ %2129, %for.body486 ]
  %2112 = icmp slt i32 %j488, 512
  br i1 %2112, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %2113 = mul i32 %c, 512
  %2114 = add i32 %2113, %j488
  %2115 = icmp slt i32 %2114, %N
  %2116 = sext i32 %i484 to i64
  %2117 = mul nsw i64 %2116, 512
  %2118 = sext i32 %j488 to i64
  %2119 = add nsw i64 %2117, %2118
  %2120 = call i64 @llvm.umin.i64(i64 %2119, i64 2047)
  %2121 = getelementptr inbounds float, ptr %X_f, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = select i1 %2115, float %2122, float 0xFFF0000000000000
  %2124 = sext i32 %i484 to i64
  %2125 = mul nsw i64 %2124, 512
  %2126 = sext i32 %j488 to i64
  %2127 = add nsw i64 %2125, %2126
  %2128 = getelementptr inbounds float, ptr %X_f, i64 %2127
  store float %2123, ptr %2128, align 4
  %2129 = add nsw i32 %j488, 1
  br label %for.cond485, !llvm.loop !105

for.end487:                                       ; preds = %for.cond485
  %2130 = sext i32 %i484 to i64
  %2131 = getelementptr inbounds float, ptr %m, i64 %2130
  %2132 = load float, ptr %2131, align 4
  %2133 = sext i32 %i484 to i64
  %2134 = getelementptr inbounds float, ptr %m_prev, i64 %2133
  store float %2132, ptr %2134, align 4
  %2135 = sext i32 %i484 to i64
  %2136 = getelementptr inbounds float, ptr %m, i64 %2135
  %tl_dst0 = load float, ptr %2136, align 4
  br label %for.cond489

for.cond489:                                      ; preds = %for.body490, %for.end487
  %lane6 = phi i32 [ 0, %for.end487 ], [ %2161, %for.body490 ]
  %2137 = icmp slt i32 %lane6, 32
  br i1 %2137, label %for.body490, label %for.end491

for.body490:                                      ; preds = %for.cond489
  %2138 = sext i32 %i484 to i64
  %2139 = mul nsw i64 %2138, 512
  %2140 = sext i32 %lane6 to i64
  %2141 = add nsw i64 %2139, %2140
  %2142 = getelementptr inbounds float, ptr %X_f, i64 %2141
  %2143 = load float, ptr %2142, align 4
  %2144 = sext i32 %i484 to i64
  %2145 = mul nsw i64 %2144, 512
  %2146 = sext i32 %lane6 to i64
  %2147 = add nsw i64 %2145, %2146
  %2148 = getelementptr inbounds float, ptr %X_f, i64 %2147
  %2149 = load float, ptr %2148, align 4
  %2150 = fcmp une float %2143, %2149
  %2151 = sext i32 %i484 to i64
  %2152 = mul nsw i64 %2151, 512
  %2153 = sext i32 %lane6 to i64
  %2154 = add nsw i64 %2152, %2153
  %2155 = call i64 @llvm.umin.i64(i64 %2154, i64 2047)
  %2156 = getelementptr inbounds float, ptr %X_f, i64 %2155
  %2157 = load float, ptr %2156, align 4
  %2158 = select i1 %2150, float 0xFFF0000000000000, float %2157
  %2159 = sext i32 %lane6 to i64
  %2160 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2159
  store float %2158, ptr %2160, align 4
  %2161 = add nsw i32 %lane6, 1
  br label %for.cond489, !llvm.loop !106

for.end491:                                       ; preds = %for.cond489
  br label %for.cond492

for.cond492:                                      ; preds = %for.end497, %for.end491
  %red6 = phi i32 [ 0, %for.end491 ], [ %2179, %for.end497 ]
  %2162 = icmp slt i32 %red6, 15
  br i1 %2162, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  br label %for.cond495

for.end494:                                       ; preds = %for.cond492
  br label %for.cond499

for.cond495:                                      ; preds = %for.body496, %for.body493
  %lane6498 = phi i32 [ 0, %for.body493 ], [ %2178, %for.body496 ]
  %2163 = icmp slt i32 %lane6498, 32
  br i1 %2163, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %2164 = sext i32 %lane6498 to i64
  %2165 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2164
  %lane_acc3 = load float, ptr %2165, align 4
  %2166 = sext i32 %i484 to i64
  %2167 = mul nsw i64 %2166, 512
  %2168 = add i32 %red6, 1
  %2169 = mul i32 %2168, 32
  %2170 = add i32 %2169, %lane6498
  %2171 = sext i32 %2170 to i64
  %2172 = add nsw i64 %2167, %2171
  %2173 = getelementptr inbounds float, ptr %X_f, i64 %2172
  %lane_next3 = load float, ptr %2173, align 4
  %2174 = fcmp ogt float %lane_next3, %lane_acc3
  %2175 = select i1 %2174, float %lane_next3, float %lane_acc3
  %2176 = sext i32 %lane6498 to i64
  %2177 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2176
  store float %2175, ptr %2177, align 4
  %2178 = add nsw i32 %lane6498, 1
  br label %for.cond495, !llvm.loop !107

for.end497:                                       ; preds = %for.cond495
  %2179 = add nsw i32 %red6, 1
  br label %for.cond492, !llvm.loop !108

for.cond499:                                      ; preds = %for.body500, %for.end494
  %lane6502 = phi i32 [ 0, %for.end494 ], [ %2190, %for.body500 ]
  %2180 = icmp slt i32 %lane6502, 16
  br i1 %2180, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %2181 = sext i32 %lane6502 to i64
  %2182 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2181
  %lane_acc3503 = load float, ptr %2182, align 4
  %2183 = add i32 %lane6502, 16
  %2184 = sext i32 %2183 to i64
  %2185 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2184
  %lane_next3504 = load float, ptr %2185, align 4
  %2186 = fcmp ogt float %lane_next3504, %lane_acc3503
  %2187 = select i1 %2186, float %lane_next3504, float %lane_acc3503
  %2188 = sext i32 %lane6502 to i64
  %2189 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2188
  store float %2187, ptr %2189, align 4
  %2190 = add nsw i32 %lane6502, 1
  br label %for.cond499, !llvm.loop !109

for.end501:                                       ; preds = %for.cond499
  br label %for.cond505

for.cond505:                                      ; preds = %for.body506, %for.end501
  %lane6508 = phi i32 [ 0, %for.end501 ], [ %2201, %for.body506 ]
  %2191 = icmp slt i32 %lane6508, 8
  br i1 %2191, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %2192 = sext i32 %lane6508 to i64
  %2193 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2192
  %lane_acc3509 = load float, ptr %2193, align 4
  %2194 = add i32 %lane6508, 8
  %2195 = sext i32 %2194 to i64
  %2196 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2195
  %lane_next3510 = load float, ptr %2196, align 4
  %2197 = fcmp ogt float %lane_next3510, %lane_acc3509
  %2198 = select i1 %2197, float %lane_next3510, float %lane_acc3509
  %2199 = sext i32 %lane6508 to i64
  %2200 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2199
  store float %2198, ptr %2200, align 4
  %2201 = add nsw i32 %lane6508, 1
  br label %for.cond505, !llvm.loop !110

for.end507:                                       ; preds = %for.cond505
  br label %for.cond511

for.cond511:                                      ; preds = %for.body512, %for.end507
  %lane6514 = phi i32 [ 0, %for.end507 ], [ %2212, %for.body512 ]
  %2202 = icmp slt i32 %lane6514, 4
  br i1 %2202, label %for.body512, label %for.end513

for.body512:                                      ; preds = %for.cond511
  %2203 = sext i32 %lane6514 to i64
  %2204 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2203
  %lane_acc3515 = load float, ptr %2204, align 4
  %2205 = add i32 %lane6514, 4
  %2206 = sext i32 %2205 to i64
  %2207 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2206
  %lane_next3516 = load float, ptr %2207, align 4
  %2208 = fcmp ogt float %lane_next3516, %lane_acc3515
  %2209 = select i1 %2208, float %lane_next3516, float %lane_acc3515
  %2210 = sext i32 %lane6514 to i64
  %2211 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2210
  store float %2209, ptr %2211, align 4
  %2212 = add nsw i32 %lane6514, 1
  br label %for.cond511, !llvm.loop !111

for.end513:                                       ; preds = %for.cond511
  br label %for.cond517

for.cond517:                                      ; preds = %for.body518, %for.end513
  %lane6520 = phi i32 [ 0, %for.end513 ], [ %2223, %for.body518 ]
  %2213 = icmp slt i32 %lane6520, 2
  br i1 %2213, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  %2214 = sext i32 %lane6520 to i64
  %2215 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2214
  %lane_acc3521 = load float, ptr %2215, align 4
  %2216 = add i32 %lane6520, 2
  %2217 = sext i32 %2216 to i64
  %2218 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2217
  %lane_next3522 = load float, ptr %2218, align 4
  %2219 = fcmp ogt float %lane_next3522, %lane_acc3521
  %2220 = select i1 %2219, float %lane_next3522, float %lane_acc3521
  %2221 = sext i32 %lane6520 to i64
  %2222 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2221
  store float %2220, ptr %2222, align 4
  %2223 = add nsw i32 %lane6520, 1
  br label %for.cond517, !llvm.loop !112

for.end519:                                       ; preds = %for.cond517
  br label %for.cond523

for.cond523:                                      ; preds = %for.body524, %for.end519
  %lane6526 = phi i32 [ 0, %for.end519 ], [ %2234, %for.body524 ]
  %2224 = icmp slt i32 %lane6526, 1
  br i1 %2224, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %2225 = sext i32 %lane6526 to i64
  %2226 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2225
  %lane_acc3527 = load float, ptr %2226, align 4
  %2227 = add i32 %lane6526, 1
  %2228 = sext i32 %2227 to i64
  %2229 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2228
  %lane_next3528 = load float, ptr %2229, align 4
  %2230 = fcmp ogt float %lane_next3528, %lane_acc3527
  %2231 = select i1 %2230, float %lane_next3528, float %lane_acc3527
  %2232 = sext i32 %lane6526 to i64
  %2233 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2232
  store float %2231, ptr %2233, align 4
  %2234 = add nsw i32 %lane6526, 1
  br label %for.cond523, !llvm.loop !113

for.end525:                                       ; preds = %for.cond523
  %2235 = sext i32 %i484 to i64
  %2236 = getelementptr inbounds float, ptr %m, i64 %2235
  %2237 = load float, ptr %2236, align 4
  %2238 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2239 = load float, ptr %2238, align 4
  %2240 = call float @llvm.maxnum.f32(float %2237, float %2239)
  %2241 = sext i32 %i484 to i64
  %2242 = getelementptr inbounds float, ptr %m, i64 %2241
  store float %2240, ptr %2242, align 4
  %2243 = sext i32 %i484 to i64
  %2244 = getelementptr inbounds float, ptr %m, i64 %2243
  %2245 = load float, ptr %2244, align 4
  %2246 = fcmp oeq float %2245, 0xFFF0000000000000
  %2247 = fcmp une float %tl_dst0, %tl_dst0
  %2248 = and i1 %2246, %2247
  br i1 %2248, label %if.then529, label %if.else530

if.then529:                                       ; preds = %for.end525
  %2249 = sext i32 %i484 to i64
  %2250 = getelementptr inbounds float, ptr %m, i64 %2249
  store float %tl_dst0, ptr %2250, align 4
  br label %for.cond532

if.else530:                                       ; preds = %for.end525
  br label %if.end531

if.end531:                                        ; preds = %if.else530, %for.end534
  br label %for.cond536

for.cond532:                                      ; preds = %for.body533, %if.then529
  %red6535 = phi i32 [ 0, %if.then529 ], [ %2264, %for.body533 ]
  %2251 = icmp slt i32 %red6535, 512
  br i1 %2251, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2252 = sext i32 %i484 to i64
  %2253 = getelementptr inbounds float, ptr %m, i64 %2252
  %2254 = load float, ptr %2253, align 4
  %2255 = sext i32 %i484 to i64
  %2256 = mul nsw i64 %2255, 512
  %2257 = sext i32 %red6535 to i64
  %2258 = add nsw i64 %2256, %2257
  %2259 = getelementptr inbounds float, ptr %X_f, i64 %2258
  %2260 = load float, ptr %2259, align 4
  %2261 = call float @llvm.maxnum.f32(float %2254, float %2260)
  %2262 = sext i32 %i484 to i64
  %2263 = getelementptr inbounds float, ptr %m, i64 %2262
  store float %2261, ptr %2263, align 4
  %2264 = add nsw i32 %red6535, 1
  br label %for.cond532, !llvm.loop !114

for.end534:                                       ; preds = %for.cond532
  br label %if.end531

for.cond536:                                      ; preds = %for.body537, %if.end531
  %j539 = phi i32 [ 0, %if.end531 ], [ %2282, %for.body537 ]
  %2265 = icmp slt i32 %j539, 512
  br i1 %2265, label %for.body537, label %for.end538

for.body537:                                      ; preds = %for.cond536
  %2266 = sext i32 %i484 to i64
  %2267 = mul nsw i64 %2266, 512
  %2268 = sext i32 %j539 to i64
  %2269 = add nsw i64 %2267, %2268
  %2270 = getelementptr inbounds float, ptr %X_f, i64 %2269
  %2271 = load float, ptr %2270, align 4
  %2272 = sext i32 %i484 to i64
  %2273 = getelementptr inbounds float, ptr %m, i64 %2272
  %2274 = load float, ptr %2273, align 4
  %2275 = fsub float %2271, %2274
  %2276 = call float @tilec_expf(float %2275)
  %2277 = sext i32 %i484 to i64
  %2278 = mul nsw i64 %2277, 512
  %2279 = sext i32 %j539 to i64
  %2280 = add nsw i64 %2278, %2279
  %2281 = getelementptr inbounds float, ptr %X_f, i64 %2280
  store float %2276, ptr %2281, align 4
  %2282 = add nsw i32 %j539, 1
  br label %for.cond536, !llvm.loop !115

for.end538:                                       ; preds = %for.cond536
  br label %for.cond540

for.cond540:                                      ; preds = %for.body541, %for.end538
  %lane7 = phi i32 [ 0, %for.end538 ], [ %2292, %for.body541 ]
  %2283 = icmp slt i32 %lane7, 32
  br i1 %2283, label %for.body541, label %for.end542

for.body541:                                      ; preds = %for.cond540
  %2284 = sext i32 %i484 to i64
  %2285 = mul nsw i64 %2284, 512
  %2286 = sext i32 %lane7 to i64
  %2287 = add nsw i64 %2285, %2286
  %2288 = getelementptr inbounds float, ptr %X_f, i64 %2287
  %2289 = load float, ptr %2288, align 4
  %2290 = sext i32 %lane7 to i64
  %2291 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2290
  store float %2289, ptr %2291, align 4
  %2292 = add nsw i32 %lane7, 1
  br label %for.cond540, !llvm.loop !116

for.end542:                                       ; preds = %for.cond540
  br label %for.cond543

for.cond543:                                      ; preds = %for.end548, %for.end542
  %red7 = phi i32 [ 0, %for.end542 ], [ %2311, %for.end548 ]
  %2293 = icmp slt i32 %red7, 15
  br i1 %2293, label %for.body544, label %for.end545

for.body544:                                      ; preds = %for.cond543
  br label %for.cond546

for.end545:                                       ; preds = %for.cond543
  br label %for.cond550

for.cond546:                                      ; preds = %for.body547, %for.body544
  %lane7549 = phi i32 [ 0, %for.body544 ], [ %2310, %for.body547 ]
  %2294 = icmp slt i32 %lane7549, 32
  br i1 %2294, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %2295 = sext i32 %lane7549 to i64
  %2296 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2295
  %2297 = load float, ptr %2296, align 4
  %2298 = sext i32 %i484 to i64
  %2299 = mul nsw i64 %2298, 512
  %2300 = add i32 %red7, 1
  %2301 = mul i32 %2300, 32
  %2302 = add i32 %2301, %lane7549
  %2303 = sext i32 %2302 to i64
  %2304 = add nsw i64 %2299, %2303
  %2305 = getelementptr inbounds float, ptr %X_f, i64 %2304
  %2306 = load float, ptr %2305, align 4
  %2307 = fadd float %2297, %2306
  %2308 = sext i32 %lane7549 to i64
  %2309 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2308
  store float %2307, ptr %2309, align 4
  %2310 = add nsw i32 %lane7549, 1
  br label %for.cond546, !llvm.loop !117

for.end548:                                       ; preds = %for.cond546
  %2311 = add nsw i32 %red7, 1
  br label %for.cond543, !llvm.loop !118

for.cond550:                                      ; preds = %for.body551, %for.end545
  %lane7553 = phi i32 [ 0, %for.end545 ], [ %2323, %for.body551 ]
  %2312 = icmp slt i32 %lane7553, 16
  br i1 %2312, label %for.body551, label %for.end552

for.body551:                                      ; preds = %for.cond550
  %2313 = sext i32 %lane7553 to i64
  %2314 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2313
  %2315 = load float, ptr %2314, align 4
  %2316 = add i32 %lane7553, 16
  %2317 = sext i32 %2316 to i64
  %2318 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2317
  %2319 = load float, ptr %2318, align 4
  %2320 = fadd float %2315, %2319
  %2321 = sext i32 %lane7553 to i64
  %2322 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2321
  store float %2320, ptr %2322, align 4
  %2323 = add nsw i32 %lane7553, 1
  br label %for.cond550, !llvm.loop !119

for.end552:                                       ; preds = %for.cond550
  br label %for.cond554

for.cond554:                                      ; preds = %for.body555, %for.end552
  %lane7557 = phi i32 [ 0, %for.end552 ], [ %2335, %for.body555 ]
  %2324 = icmp slt i32 %lane7557, 8
  br i1 %2324, label %for.body555, label %for.end556

for.body555:                                      ; preds = %for.cond554
  %2325 = sext i32 %lane7557 to i64
  %2326 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2325
  %2327 = load float, ptr %2326, align 4
  %2328 = add i32 %lane7557, 8
  %2329 = sext i32 %2328 to i64
  %2330 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2329
  %2331 = load float, ptr %2330, align 4
  %2332 = fadd float %2327, %2331
  %2333 = sext i32 %lane7557 to i64
  %2334 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2333
  store float %2332, ptr %2334, align 4
  %2335 = add nsw i32 %lane7557, 1
  br label %for.cond554, !llvm.loop !120

for.end556:                                       ; preds = %for.cond554
  br label %for.cond558

for.cond558:                                      ; preds = %for.body559, %for.end556
  %lane7561 = phi i32 [ 0, %for.end556 ], [ %2347, %for.body559 ]
  %2336 = icmp slt i32 %lane7561, 4
  br i1 %2336, label %for.body559, label %for.end560

for.body559:                                      ; preds = %for.cond558
  %2337 = sext i32 %lane7561 to i64
  %2338 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2337
  %2339 = load float, ptr %2338, align 4
  %2340 = add i32 %lane7561, 4
  %2341 = sext i32 %2340 to i64
  %2342 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2341
  %2343 = load float, ptr %2342, align 4
  %2344 = fadd float %2339, %2343
  %2345 = sext i32 %lane7561 to i64
  %2346 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2345
  store float %2344, ptr %2346, align 4
  %2347 = add nsw i32 %lane7561, 1
  br label %for.cond558, !llvm.loop !121

for.end560:                                       ; preds = %for.cond558
  br label %for.cond562

for.cond562:                                      ; preds = %for.body563, %for.end560
  %lane7565 = phi i32 [ 0, %for.end560 ], [ %2359, %for.body563 ]
  %2348 = icmp slt i32 %lane7565, 2
  br i1 %2348, label %for.body563, label %for.end564

for.body563:                                      ; preds = %for.cond562
  %2349 = sext i32 %lane7565 to i64
  %2350 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2349
  %2351 = load float, ptr %2350, align 4
  %2352 = add i32 %lane7565, 2
  %2353 = sext i32 %2352 to i64
  %2354 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2353
  %2355 = load float, ptr %2354, align 4
  %2356 = fadd float %2351, %2355
  %2357 = sext i32 %lane7565 to i64
  %2358 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2357
  store float %2356, ptr %2358, align 4
  %2359 = add nsw i32 %lane7565, 1
  br label %for.cond562, !llvm.loop !122

for.end564:                                       ; preds = %for.cond562
  br label %for.cond566

for.cond566:                                      ; preds = %for.body567, %for.end564
  %lane7569 = phi i32 [ 0, %for.end564 ], [ %2371, %for.body567 ]
  %2360 = icmp slt i32 %lane7569, 1
  br i1 %2360, label %for.body567, label %for.end568

for.body567:                                      ; preds = %for.cond566
  %2361 = sext i32 %lane7569 to i64
  %2362 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2361
  %2363 = load float, ptr %2362, align 4
  %2364 = add i32 %lane7569, 1
  %2365 = sext i32 %2364 to i64
  %2366 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2365
  %2367 = load float, ptr %2366, align 4
  %2368 = fadd float %2363, %2367
  %2369 = sext i32 %lane7569 to i64
  %2370 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2369
  store float %2368, ptr %2370, align 4
  %2371 = add nsw i32 %lane7569, 1
  br label %for.cond566, !llvm.loop !123

for.end568:                                       ; preds = %for.cond566
  %2372 = sext i32 %i484 to i64
  %2373 = getelementptr inbounds float, ptr %tile_sum, i64 %2372
  store float 0.000000e+00, ptr %2373, align 4
  %2374 = sext i32 %i484 to i64
  %2375 = getelementptr inbounds float, ptr %tile_sum, i64 %2374
  %2376 = load float, ptr %2375, align 4
  %2377 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2378 = load float, ptr %2377, align 4
  %2379 = fadd float %2376, %2378
  %2380 = sext i32 %i484 to i64
  %2381 = getelementptr inbounds float, ptr %tile_sum, i64 %2380
  store float %2379, ptr %2381, align 4
  %2382 = sext i32 %i484 to i64
  %2383 = getelementptr inbounds float, ptr %l, i64 %2382
  %2384 = load float, ptr %2383, align 4
  %2385 = sext i32 %i484 to i64
  %2386 = getelementptr inbounds float, ptr %m_prev, i64 %2385
  %2387 = load float, ptr %2386, align 4
  %2388 = sext i32 %i484 to i64
  %2389 = getelementptr inbounds float, ptr %m, i64 %2388
  %2390 = load float, ptr %2389, align 4
  %2391 = fsub float %2387, %2390
  %2392 = call float @tilec_expf(float %2391)
  %2393 = fmul float %2384, %2392
  %2394 = sext i32 %i484 to i64
  %2395 = getelementptr inbounds float, ptr %tile_sum, i64 %2394
  %2396 = load float, ptr %2395, align 4
  %2397 = fadd float %2393, %2396
  %2398 = sext i32 %i484 to i64
  %2399 = getelementptr inbounds float, ptr %l, i64 %2398
  store float %2397, ptr %2399, align 4
  %2400 = add nsw i32 %i484, 1
  br label %for.cond481, !llvm.loop !124

for.cond570:                                      ; preds = %if.end624, %for.end442
  %c573 = phi i32 [ 0, %for.end442 ], [ %2895, %if.end624 ]
  %2401 = icmp slt i32 %c573, %1952
  br i1 %2401, label %for.body571, label %for.end572

for.body571:                                      ; preds = %for.cond570
  %2402 = sub i32 %1964, 1
  %t = sub i32 %2402, %c573
  %2403 = mul i32 %bx, 4
  %2404 = icmp sle i32 0, %2403
  %2405 = mul i32 %bx, 4
  %2406 = sext i32 %2405 to i64
  %2407 = add i64 %2406, 4
  %2408 = sext i32 %M to i64
  %2409 = icmp sle i64 %2407, %2408
  %2410 = and i1 %2404, %2409
  %2411 = mul i32 %t, 512
  %2412 = icmp sle i32 0, %2411
  %2413 = mul i32 %t, 512
  %2414 = sext i32 %2413 to i64
  %2415 = add i64 %2414, 512
  %2416 = sext i32 %N to i64
  %2417 = icmp sle i64 %2415, %2416
  %2418 = and i1 %2412, %2417
  %2419 = and i1 %2410, %2418
  br i1 %2419, label %if.then574, label %if.else575

for.end572:                                       ; preds = %for.cond570
  br label %if.end285

if.then574:                                       ; preds = %for.body571
  br label %for.cond577

if.else575:                                       ; preds = %for.body571
  br label %for.cond589

if.end576:                                        ; preds = %for.end591, %for.end579
  br label %for.cond611

for.cond577:                                      ; preds = %for.end588, %if.then574
  %i12 = phi i32 [ 0, %if.then574 ], [ %2455, %for.end588 ]
  %2420 = icmp slt i32 %i12, 4
  br i1 %2420, label %for.body578, label %for.end579

for.body578:                                      ; preds = %for.cond577
  %2421 = add i32 %i12, 1
  %2422 = icmp slt i32 %2421, 4
  br i1 %2422, label %if.then580, label %if.else581

for.end579:                                       ; preds = %for.cond577
  br label %if.end576

if.then580:                                       ; preds = %for.body578
  br label %for.cond583

if.else581:                                       ; preds = %for.body578
  br label %if.end582

if.end582:                                        ; preds = %if.else581, %for.end585
  br label %for.cond586

for.cond583:                                      ; preds = %for.body584, %if.then580
  %pf3 = phi i32 [ 0, %if.then580 ], [ %2436, %for.body584 ]
  %2423 = icmp slt i32 %pf3, 32
  br i1 %2423, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2424 = mul i32 %bx, 4
  %2425 = add i32 %i12, 1
  %2426 = add i32 %2424, %2425
  %2427 = sext i32 %2426 to i64
  %2428 = sext i32 %N to i64
  %2429 = mul i64 %2427, %2428
  %2430 = mul i32 %t, 512
  %2431 = mul i32 %pf3, 16
  %2432 = add i32 %2430, %2431
  %2433 = sext i32 %2432 to i64
  %2434 = add i64 %2429, %2433
  %2435 = getelementptr float, ptr %X, i64 %2434
  call void @llvm.prefetch.p0(ptr %2435, i32 0, i32 3, i32 1)
  %2436 = add nsw i32 %pf3, 1
  br label %for.cond583, !llvm.loop !125

for.end585:                                       ; preds = %for.cond583
  br label %if.end582

for.cond586:                                      ; preds = %for.body587, %if.end582
  %j2 = phi i32 [ 0, %if.end582 ], [ %2454, %for.body587 ]
  %2437 = icmp slt i32 %j2, 512
  br i1 %2437, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  %2438 = mul i32 %bx, 4
  %2439 = add i32 %2438, %i12
  %2440 = sext i32 %2439 to i64
  %2441 = sext i32 %N to i64
  %2442 = mul nsw i64 %2440, %2441
  %2443 = mul i32 %t, 512
  %2444 = add i32 %2443, %j2
  %2445 = sext i32 %2444 to i64
  %2446 = add nsw i64 %2442, %2445
  %2447 = getelementptr inbounds float, ptr %X, i64 %2446
  %2448 = load float, ptr %2447, align 4
  %2449 = sext i32 %i12 to i64
  %2450 = mul nsw i64 %2449, 512
  %2451 = sext i32 %j2 to i64
  %2452 = add nsw i64 %2450, %2451
  %2453 = getelementptr inbounds float, ptr %X_f, i64 %2452
  store float %2448, ptr %2453, align 4
  %2454 = add nsw i32 %j2, 1
  br label %for.cond586, !llvm.loop !126

for.end588:                                       ; preds = %for.cond586
  %2455 = add nsw i32 %i12, 1
  br label %for.cond577, !llvm.loop !127

for.cond589:                                      ; preds = %for.end609, %if.else575
  %i12592 = phi i32 [ 0, %if.else575 ], [ %2564, %for.end609 ]
  %2456 = icmp slt i32 %i12592, 4
  br i1 %2456, label %for.body590, label %for.end591

for.body590:                                      ; preds = %for.cond589
  %2457 = mul i32 %t, 512
  %2458 = sext i32 %2457 to i64
  %2459 = sub i64 0, %2458
  %2460 = icmp slt i64 %2459, 0
  %2461 = mul i32 %t, 512
  %2462 = sext i32 %2461 to i64
  %2463 = sub i64 0, %2462
  %2464 = icmp sgt i64 %2463, 512
  %2465 = mul i32 %t, 512
  %2466 = sext i32 %2465 to i64
  %2467 = sub i64 0, %2466
  %2468 = select i1 %2464, i64 512, i64 %2467
  %2469 = select i1 %2460, i64 0, i64 %2468
  %tl_lo14 = trunc i64 %2469 to i32
  %2470 = sext i32 %N to i64
  %2471 = mul i32 %t, 512
  %2472 = sext i32 %2471 to i64
  %2473 = sub i64 %2470, %2472
  %2474 = icmp slt i64 %2473, 0
  %2475 = sext i32 %N to i64
  %2476 = mul i32 %t, 512
  %2477 = sext i32 %2476 to i64
  %2478 = sub i64 %2475, %2477
  %2479 = icmp sgt i64 %2478, 512
  %2480 = sext i32 %N to i64
  %2481 = mul i32 %t, 512
  %2482 = sext i32 %2481 to i64
  %2483 = sub i64 %2480, %2482
  %2484 = select i1 %2479, i64 512, i64 %2483
  %2485 = select i1 %2474, i64 0, i64 %2484
  %2486 = sext i32 %tl_lo14 to i64
  %2487 = icmp slt i64 %2485, %2486
  %2488 = sext i32 %tl_lo14 to i64
  %2489 = sext i32 %N to i64
  %2490 = mul i32 %t, 512
  %2491 = sext i32 %2490 to i64
  %2492 = sub i64 %2489, %2491
  %2493 = icmp slt i64 %2492, 0
  %2494 = sext i32 %N to i64
  %2495 = mul i32 %t, 512
  %2496 = sext i32 %2495 to i64
  %2497 = sub i64 %2494, %2496
  %2498 = icmp sgt i64 %2497, 512
  %2499 = sext i32 %N to i64
  %2500 = mul i32 %t, 512
  %2501 = sext i32 %2500 to i64
  %2502 = sub i64 %2499, %2501
  %2503 = select i1 %2498, i64 512, i64 %2502
  %2504 = select i1 %2493, i64 0, i64 %2503
  %2505 = select i1 %2487, i64 %2488, i64 %2504
  %tl_hi15 = trunc i64 %2505 to i32
  br label %for.cond593

for.end591:                                       ; preds = %for.cond589
  br label %if.end576

for.cond593:                                      ; preds = %for.body594, %for.body590
  %j2596 = phi i32 [ 0, %for.body590 ], [ %2512, %for.body594 ]
  %2506 = icmp slt i32 %j2596, %tl_lo14
  br i1 %2506, label %for.body594, label %for.end595

for.body594:                                      ; preds = %for.cond593
  %2507 = sext i32 %i12592 to i64
  %2508 = mul nsw i64 %2507, 512
  %2509 = sext i32 %j2596 to i64
  %2510 = add nsw i64 %2508, %2509
  %2511 = getelementptr inbounds float, ptr %X_f, i64 %2510
  store float 0.000000e+00, ptr %2511, align 4
  %2512 = add nsw i32 %j2596, 1
  br label %for.cond593, !llvm.loop !128

for.end595:                                       ; preds = %for.cond593
  %2513 = mul i32 %bx, 4
  %2514 = sext i32 %2513 to i64
  %2515 = sext i32 %i12592 to i64
  %2516 = add i64 %2514, %2515
  %2517 = icmp sle i64 0, %2516
  %2518 = mul i32 %bx, 4
  %2519 = sext i32 %2518 to i64
  %2520 = sext i32 %i12592 to i64
  %2521 = add i64 %2519, %2520
  %2522 = sext i32 %M to i64
  %2523 = icmp slt i64 %2521, %2522
  %2524 = and i1 %2517, %2523
  br i1 %2524, label %if.then597, label %if.else598

if.then597:                                       ; preds = %for.end595
  %2525 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond600

if.else598:                                       ; preds = %for.end595
  %2526 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond603

if.end599:                                        ; preds = %for.end605, %for.end602
  %2527 = sub i32 512, %tl_hi15
  br label %for.cond607

for.cond600:                                      ; preds = %for.body601, %if.then597
  %j21 = phi i32 [ 0, %if.then597 ], [ %2547, %for.body601 ]
  %2528 = icmp slt i32 %j21, %2525
  br i1 %2528, label %for.body601, label %for.end602

for.body601:                                      ; preds = %for.cond600
  %2529 = mul i32 %bx, 4
  %2530 = add i32 %2529, %i12592
  %2531 = sext i32 %2530 to i64
  %2532 = sext i32 %N to i64
  %2533 = mul nsw i64 %2531, %2532
  %2534 = mul i32 %t, 512
  %2535 = add i32 %tl_lo14, %j21
  %2536 = add i32 %2534, %2535
  %2537 = sext i32 %2536 to i64
  %2538 = add nsw i64 %2533, %2537
  %2539 = getelementptr inbounds float, ptr %X, i64 %2538
  %2540 = load float, ptr %2539, align 4
  %2541 = sext i32 %i12592 to i64
  %2542 = mul nsw i64 %2541, 512
  %2543 = add i32 %tl_lo14, %j21
  %2544 = sext i32 %2543 to i64
  %2545 = add nsw i64 %2542, %2544
  %2546 = getelementptr inbounds float, ptr %X_f, i64 %2545
  store float %2540, ptr %2546, align 4
  %2547 = add nsw i32 %j21, 1
  br label %for.cond600, !llvm.loop !129

for.end602:                                       ; preds = %for.cond600
  br label %if.end599

for.cond603:                                      ; preds = %for.body604, %if.else598
  %j21606 = phi i32 [ 0, %if.else598 ], [ %2555, %for.body604 ]
  %2548 = icmp slt i32 %j21606, %2526
  br i1 %2548, label %for.body604, label %for.end605

for.body604:                                      ; preds = %for.cond603
  %2549 = sext i32 %i12592 to i64
  %2550 = mul nsw i64 %2549, 512
  %2551 = add i32 %tl_lo14, %j21606
  %2552 = sext i32 %2551 to i64
  %2553 = add nsw i64 %2550, %2552
  %2554 = getelementptr inbounds float, ptr %X_f, i64 %2553
  store float 0.000000e+00, ptr %2554, align 4
  %2555 = add nsw i32 %j21606, 1
  br label %for.cond603, !llvm.loop !130

for.end605:                                       ; preds = %for.cond603
  br label %if.end599

for.cond607:                                      ; preds = %for.body608, %if.end599
  %j21610 = phi i32 [ 0, %if.end599 ], [ %2563, %for.body608 ]
  %2556 = icmp slt i32 %j21610, %2527
  br i1 %2556, label %for.body608, label %for.end609

for.body608:                                      ; preds = %for.cond607
  %2557 = sext i32 %i12592 to i64
  %2558 = mul nsw i64 %2557, 512
  %2559 = add i32 %tl_hi15, %j21610
  %2560 = sext i32 %2559 to i64
  %2561 = add nsw i64 %2558, %2560
  %2562 = getelementptr inbounds float, ptr %X_f, i64 %2561
  store float 0.000000e+00, ptr %2562, align 4
  %2563 = add nsw i32 %j21610, 1
  br label %for.cond607, !llvm.loop !131

for.end609:                                       ; preds = %for.cond607
  %2564 = add nsw i32 %i12592, 1
  br label %for.cond589, !llvm.loop !132

for.cond611:                                      ; preds = %for.end621, %if.end576
  %i614 = phi i32 [ 0, %if.end576 ], [ %2894, %for.end621 ]
  %2565 = icmp slt i32 %i614, 4
  br i1 %2565, label %for.body612, label %for.end613

for.body612:                                      ; preds = %for.cond611
  %2566 = sext i32 %N to i64
  %2567 = sub i32 %1964, 1
  %2568 = sub i32 %2567, %c573
  %2569 = mul i32 %2568, 512
  %2570 = sext i32 %2569 to i64
  %2571 = sub i64 %2566, %2570
  %2572 = icmp slt i64 %2571, 0
  %2573 = sext i32 %N to i64
  %2574 = sub i32 %1964, 1
  %2575 = sub i32 %2574, %c573
  %2576 = mul i32 %2575, 512
  %2577 = sext i32 %2576 to i64
  %2578 = sub i64 %2573, %2577
  %2579 = icmp sgt i64 %2578, 512
  %2580 = sext i32 %N to i64
  %2581 = sub i32 %1964, 1
  %2582 = sub i32 %2581, %c573
  %2583 = mul i32 %2582, 512
  %2584 = sext i32 %2583 to i64
  %2585 = sub i64 %2580, %2584
  %2586 = select i1 %2579, i64 512, i64 %2585
  %2587 = select i1 %2572, i64 0, i64 %2586
  %2588 = sub i32 %1964, 1
  %2589 = sub i32 %2588, %c573
  %2590 = mul i32 %2589, 512
  %2591 = sext i32 %2590 to i64
  %2592 = sub i64 0, %2591
  %2593 = icmp slt i64 %2592, 0
  %2594 = sub i32 %1964, 1
  %2595 = sub i32 %2594, %c573
  %2596 = mul i32 %2595, 512
  %2597 = sext i32 %2596 to i64
  %2598 = sub i64 0, %2597
  %2599 = icmp sgt i64 %2598, 512
  %2600 = sub i32 %1964, 1
  %2601 = sub i32 %2600, %c573
  %2602 = mul i32 %2601, 512
  %2603 = sext i32 %2602 to i64
  %2604 = sub i64 0, %2603
  %2605 = select i1 %2599, i64 512, i64 %2604
  %2606 = select i1 %2593, i64 0, i64 %2605
  %2607 = trunc i64 %2606 to i32
  %2608 = sext i32 %2607 to i64
  %2609 = icmp slt i64 %2587, %2608
  %2610 = sub i32 %1964, 1
  %2611 = sub i32 %2610, %c573
  %2612 = mul i32 %2611, 512
  %2613 = sext i32 %2612 to i64
  %2614 = sub i64 0, %2613
  %2615 = icmp slt i64 %2614, 0
  %2616 = sub i32 %1964, 1
  %2617 = sub i32 %2616, %c573
  %2618 = mul i32 %2617, 512
  %2619 = sext i32 %2618 to i64
  %2620 = sub i64 0, %2619
  %2621 = icmp sgt i64 %2620, 512
  %2622 = sub i32 %1964, 1
  %2623 = sub i32 %2622, %c573
  %2624 = mul i32 %2623, 512
  %2625 = sext i32 %2624 to i64
  %2626 = sub i64 0, %2625
  %2627 = select i1 %2621, i64 512, i64 %2626
  %2628 = select i1 %2615, i64 0, i64 %2627
  %2629 = trunc i64 %2628 to i32
  %2630 = sext i32 %2629 to i64
  %2631 = sext i32 %N to i64
  %2632 = sub i32 %1964, 1
  %2633 = sub i32 %2632, %c573
  %2634 = mul i32 %2633, 512
  %2635 = sext i32 %2634 to i64
  %2636 = sub i64 %2631, %2635
  %2637 = icmp slt i64 %2636, 0
  %2638 = sext i32 %N to i64
  %2639 = sub i32 %1964, 1
  %2640 = sub i32 %2639, %c573
  %2641 = mul i32 %2640, 512
  %2642 = sext i32 %2641 to i64
  %2643 = sub i64 %2638, %2642
  %2644 = icmp sgt i64 %2643, 512
  %2645 = sext i32 %N to i64
  %2646 = sub i32 %1964, 1
  %2647 = sub i32 %2646, %c573
  %2648 = mul i32 %2647, 512
  %2649 = sext i32 %2648 to i64
  %2650 = sub i64 %2645, %2649
  %2651 = select i1 %2644, i64 512, i64 %2650
  %2652 = select i1 %2637, i64 0, i64 %2651
  %2653 = select i1 %2609, i64 %2630, i64 %2652
  %2654 = trunc i64 %2653 to i32
  %2655 = icmp slt i32 %2654, 0
  %2656 = sext i32 %N to i64
  %2657 = sub i32 %1964, 1
  %2658 = sub i32 %2657, %c573
  %2659 = mul i32 %2658, 512
  %2660 = sext i32 %2659 to i64
  %2661 = sub i64 %2656, %2660
  %2662 = icmp slt i64 %2661, 0
  %2663 = sext i32 %N to i64
  %2664 = sub i32 %1964, 1
  %2665 = sub i32 %2664, %c573
  %2666 = mul i32 %2665, 512
  %2667 = sext i32 %2666 to i64
  %2668 = sub i64 %2663, %2667
  %2669 = icmp sgt i64 %2668, 512
  %2670 = sext i32 %N to i64
  %2671 = sub i32 %1964, 1
  %2672 = sub i32 %2671, %c573
  %2673 = mul i32 %2672, 512
  %2674 = sext i32 %2673 to i64
  %2675 = sub i64 %2670, %2674
  %2676 = select i1 %2669, i64 512, i64 %2675
  %2677 = select i1 %2662, i64 0, i64 %2676
  %2678 = sub i32 %1964, 1
  %2679 = sub i32 %2678, %c573
  %2680 = mul i32 %2679, 512
  %2681 = sext i32 %2680 to i64
  %2682 = sub i64 0, %2681
  %2683 = icmp slt i64 %2682, 0
  %2684 = sub i32 %1964, 1
  %2685 = sub i32 %2684, %c573
  %2686 = mul i32 %2685, 512
  %2687 = sext i32 %2686 to i64
  %2688 = sub i64 0, %2687
  %2689 = icmp sgt i64 %2688, 512
  %2690 = sub i32 %1964, 1
  %2691 = sub i32 %2690, %c573
  %2692 = mul i32 %2691, 512
  %2693 = sext i32 %2692 to i64
  %2694 = sub i64 0, %2693
  %2695 = select i1 %2689, i64 512, i64 %2694
  %2696 = select i1 %2683, i64 0, i64 %2695
  %2697 = trunc i64 %2696 to i32
  %2698 = sext i32 %2697 to i64
  %2699 = icmp slt i64 %2677, %2698
  %2700 = sub i32 %1964, 1
  %2701 = sub i32 %2700, %c573
  %2702 = mul i32 %2701, 512
  %2703 = sext i32 %2702 to i64
  %2704 = sub i64 0, %2703
  %2705 = icmp slt i64 %2704, 0
  %2706 = sub i32 %1964, 1
  %2707 = sub i32 %2706, %c573
  %2708 = mul i32 %2707, 512
  %2709 = sext i32 %2708 to i64
  %2710 = sub i64 0, %2709
  %2711 = icmp sgt i64 %2710, 512
  %2712 = sub i32 %1964, 1
  %2713 = sub i32 %2712, %c573
  %2714 = mul i32 %2713, 512
  %2715 = sext i32 %2714 to i64
  %2716 = sub i64 0, %2715
  %2717 = select i1 %2711, i64 512, i64 %2716
  %2718 = select i1 %2705, i64 0, i64 %2717
  %2719 = trunc i64 %2718 to i32
  %2720 = sext i32 %2719 to i64
  %2721 = sext i32 %N to i64
  %2722 = sub i32 %1964, 1
  %2723 = sub i32 %2722, %c573
  %2724 = mul i32 %2723, 512
  %2725 = sext i32 %2724 to i64
  %2726 = sub i64 %2721, %2725
  %2727 = icmp slt i64 %2726, 0
  %2728 = sext i32 %N to i64
  %2729 = sub i32 %1964, 1
  %2730 = sub i32 %2729, %c573
  %2731 = mul i32 %2730, 512
  %2732 = sext i32 %2731 to i64
  %2733 = sub i64 %2728, %2732
  %2734 = icmp sgt i64 %2733, 512
  %2735 = sext i32 %N to i64
  %2736 = sub i32 %1964, 1
  %2737 = sub i32 %2736, %c573
  %2738 = mul i32 %2737, 512
  %2739 = sext i32 %2738 to i64
  %2740 = sub i64 %2735, %2739
  %2741 = select i1 %2734, i64 512, i64 %2740
  %2742 = select i1 %2727, i64 0, i64 %2741
  %2743 = select i1 %2699, i64 %2720, i64 %2742
  %2744 = trunc i64 %2743 to i32
  %2745 = icmp sgt i32 %2744, 512
  %2746 = sext i32 %N to i64
  %2747 = sub i32 %1964, 1
  %2748 = sub i32 %2747, %c573
  %2749 = mul i32 %2748, 512
  %2750 = sext i32 %2749 to i64
  %2751 = sub i64 %2746, %2750
  %2752 = icmp slt i64 %2751, 0
  %2753 = sext i32 %N to i64
  %2754 = sub i32 %1964, 1
  %2755 = sub i32 %2754, %c573
  %2756 = mul i32 %2755, 512
  %2757 = sext i32 %2756 to i64
  %2758 = sub i64 %2753, %2757
  %2759 = icmp sgt i64 %2758, 512
  %2760 = sext i32 %N to i64
  %2761 = sub i32 %1964, 1
  %2762 = sub i32 %2761, %c573
  %2763 = mul i32 %2762, 512
  %2764 = sext i32 %2763 to i64
  %2765 = sub i64 %2760, %2764
  %2766 = select i1 %2759, i64 512, i64 %2765
  %2767 = select i1 %2752, i64 0, i64 %2766
  %2768 = sub i32 %1964, 1
  %2769 = sub i32 %2768, %c573
  %2770 = mul i32 %2769, 512
  %2771 = sext i32 %2770 to i64
  %2772 = sub i64 0, %2771
  %2773 = icmp slt i64 %2772, 0
  %2774 = sub i32 %1964, 1
  %2775 = sub i32 %2774, %c573
  %2776 = mul i32 %2775, 512
  %2777 = sext i32 %2776 to i64
  %2778 = sub i64 0, %2777
  %2779 = icmp sgt i64 %2778, 512
  %2780 = sub i32 %1964, 1
  %2781 = sub i32 %2780, %c573
  %2782 = mul i32 %2781, 512
  %2783 = sext i32 %2782 to i64
  %2784 = sub i64 0, %2783
  %2785 = select i1 %2779, i64 512, i64 %2784
  %2786 = select i1 %2773, i64 0, i64 %2785
  %2787 = trunc i64 %2786 to i32
  %2788 = sext i32 %2787 to i64
  %2789 = icmp slt i64 %2767, %2788
  %2790 = sub i32 %1964, 1
  %2791 = sub i32 %2790, %c573
  %2792 = mul i32 %2791, 512
  %2793 = sext i32 %2792 to i64
  %2794 = sub i64 0, %2793
  %2795 = icmp slt i64 %2794, 0
  %2796 = sub i32 %1964, 1
  %2797 = sub i32 %2796, %c573
  %2798 = mul i32 %2797, 512
  %2799 = sext i32 %2798 to i64
  %2800 = sub i64 0, %2799
  %2801 = icmp sgt i64 %2800, 512
  %2802 = sub i32 %1964, 1
  %2803 = sub i32 %2802, %c573
  %2804 = mul i32 %2803, 512
  %2805 = sext i32 %2804 to i64
  %2806 = sub i64 0, %2805
  %2807 = select i1 %2801, i64 512, i64 %2806
  %2808 = select i1 %2795, i64 0, i64 %2807
  %2809 = trunc i64 %2808 to i32
  %2810 = sext i32 %2809 to i64
  %2811 = sext i32 %N to i64
  %2812 = sub i32 %1964, 1
  %2813 = sub i32 %2812, %c573
  %2814 = mul i32 %2813, 512
  %2815 = sext i32 %2814 to i64
  %2816 = sub i64 %2811, %2815
  %2817 = icmp slt i64 %2816, 0
  %2818 = sext i32 %N to i64
  %2819 = sub i32 %1964, 1
  %2820 = sub i32 %2819, %c573
  %2821 = mul i32 %2820, 512
  %2822 = sext i32 %2821 to i64
  %2823 = sub i64 %2818, %2822
  %2824 = icmp sgt i64 %2823, 512
  %2825 = sext i32 %N to i64
  %2826 = sub i32 %1964, 1
  %2827 = sub i32 %2826, %c573
  %2828 = mul i32 %2827, 512
  %2829 = sext i32 %2828 to i64
  %2830 = sub i64 %2825, %2829
  %2831 = select i1 %2824, i64 512, i64 %2830
  %2832 = select i1 %2817, i64 0, i64 %2831
  %2833 = select i1 %2789, i64 %2810, i64 %2832
  %2834 = trunc i64 %2833 to i32
  %2835 = select i1 %2745, i32 512, i32 %2834
  %tl_cols45 = select i1 %2655, i32 0, i32 %2835
  br label %for.cond615

for.end613:                                       ; preds = %for.cond611
  %2836 = mul i32 %bx, 4
  %2837 = icmp sle i32 0, %2836
  %2838 = mul i32 %bx, 4
  %2839 = sext i32 %2838 to i64
  %2840 = add i64 %2839, 4
  %2841 = sext i32 %M to i64
  %2842 = icmp sle i64 %2840, %2841
  %2843 = and i1 %2837, %2842
  %2844 = mul i32 %t, 512
  %2845 = icmp sle i32 0, %2844
  %2846 = mul i32 %t, 512
  %2847 = sext i32 %2846 to i64
  %2848 = add i64 %2847, 512
  %2849 = sext i32 %N to i64
  %2850 = icmp sle i64 %2848, %2849
  %2851 = and i1 %2845, %2850
  %2852 = and i1 %2843, %2851
  br i1 %2852, label %if.then622, label %if.else623

for.cond615:                                      ; preds = %for.body616, %for.body612
  %j618 = phi i32 [ 0, %for.body612 ], [ %2875, %for.body616 ]
  %2853 = icmp slt i32 %j618, %tl_cols45
  br i1 %2853, label %for.body616, label %for.end617

for.body616:                                      ; preds = %for.cond615
  %2854 = sext i32 %i614 to i64
  %2855 = mul nsw i64 %2854, 512
  %2856 = sext i32 %j618 to i64
  %2857 = add nsw i64 %2855, %2856
  %2858 = getelementptr inbounds float, ptr %X_f, i64 %2857
  %2859 = load float, ptr %2858, align 4
  %2860 = sext i32 %i614 to i64
  %2861 = getelementptr inbounds float, ptr %m, i64 %2860
  %2862 = load float, ptr %2861, align 4
  %2863 = fsub float %2859, %2862
  %2864 = call float @tilec_expf(float %2863)
  %2865 = sext i32 %i614 to i64
  %2866 = getelementptr inbounds float, ptr %l, i64 %2865
  %2867 = load float, ptr %2866, align 4
  %2868 = fdiv float 1.000000e+00, %2867
  %2869 = fmul float %2864, %2868
  %2870 = sext i32 %i614 to i64
  %2871 = mul nsw i64 %2870, 512
  %2872 = sext i32 %j618 to i64
  %2873 = add nsw i64 %2871, %2872
  %2874 = getelementptr inbounds float, ptr %X_f, i64 %2873
  store float %2869, ptr %2874, align 4
  %2875 = add nsw i32 %j618, 1
  br label %for.cond615, !llvm.loop !133

for.end617:                                       ; preds = %for.cond615
  %2876 = sext i32 %i614 to i64
  %2877 = getelementptr inbounds float, ptr %m, i64 %2876
  %2878 = load float, ptr %2877, align 4
  %2879 = fsub float 0.000000e+00, %2878
  %2880 = call float @tilec_expf(float %2879)
  %2881 = sext i32 %i614 to i64
  %2882 = getelementptr inbounds float, ptr %l, i64 %2881
  %2883 = load float, ptr %2882, align 4
  %2884 = fdiv float 1.000000e+00, %2883
  %tl_col47 = fmul float %2880, %2884
  %2885 = sub i32 512, %tl_cols45
  br label %for.cond619

for.cond619:                                      ; preds = %for.body620, %for.end617
  %j46 = phi i32 [ 0, %for.end617 ], [ %2893, %for.body620 ]
  %2886 = icmp slt i32 %j46, %2885
  br i1 %2886, label %for.body620, label %for.end621

for.body620:                                      ; preds = %for.cond619
  %2887 = sext i32 %i614 to i64
  %2888 = mul nsw i64 %2887, 512
  %2889 = add i32 %tl_cols45, %j46
  %2890 = sext i32 %2889 to i64
  %2891 = add nsw i64 %2888, %2890
  %2892 = getelementptr inbounds float, ptr %X_f, i64 %2891
  store float %tl_col47, ptr %2892, align 4
  %2893 = add nsw i32 %j46, 1
  br label %for.cond619, !llvm.loop !134

for.end621:                                       ; preds = %for.cond619
  %2894 = add nsw i32 %i614, 1
  br label %for.cond611, !llvm.loop !135

if.then622:                                       ; preds = %for.end613
  br label %for.cond625

if.else623:                                       ; preds = %for.end613
  br label %for.cond636

if.end624:                                        ; preds = %for.end638, %for.end627
  %2895 = add nsw i32 %c573, 1
  br label %for.cond570, !llvm.loop !136

for.cond625:                                      ; preds = %if.end631, %if.then622
  %i12628 = phi i32 [ 0, %if.then622 ], [ %2915, %if.end631 ]
  %2896 = icmp slt i32 %i12628, 4
  br i1 %2896, label %for.body626, label %for.end627

for.body626:                                      ; preds = %for.cond625
  %2897 = sext i32 %M to i64
  %2898 = sext i32 %N to i64
  %2899 = mul i64 %2897, %2898
  %2900 = icmp sge i64 %2899, 8388608
  br i1 %2900, label %if.then629, label %if.else630

for.end627:                                       ; preds = %for.cond625
  br label %if.end624

if.then629:                                       ; preds = %for.body626
  %2901 = mul i32 %bx, 4
  %2902 = add i32 %2901, %i12628
  %2903 = sext i32 %2902 to i64
  %2904 = sext i32 %N to i64
  %2905 = mul nsw i64 %2903, %2904
  %2906 = mul i32 %t, 512
  %2907 = add i32 %2906, 0
  %2908 = sext i32 %2907 to i64
  %2909 = add nsw i64 %2905, %2908
  %2910 = getelementptr inbounds float, ptr %Y, i64 %2909
  %2911 = sext i32 %i12628 to i64
  %2912 = mul nsw i64 %2911, 512
  %2913 = add nsw i64 %2912, 0
  %2914 = getelementptr inbounds float, ptr %X_f, i64 %2913
  call void @tilec_rt_stream(ptr %2910, ptr %2914, i64 2048)
  br label %if.end631

if.else630:                                       ; preds = %for.body626
  br label %for.cond632

if.end631:                                        ; preds = %for.end634, %if.then629
  %2915 = add nsw i32 %i12628, 1
  br label %for.cond625, !llvm.loop !137

for.cond632:                                      ; preds = %for.body633, %if.else630
  %j2635 = phi i32 [ 0, %if.else630 ], [ %2933, %for.body633 ]
  %2916 = icmp slt i32 %j2635, 512
  br i1 %2916, label %for.body633, label %for.end634

for.body633:                                      ; preds = %for.cond632
  %2917 = sext i32 %i12628 to i64
  %2918 = mul nsw i64 %2917, 512
  %2919 = sext i32 %j2635 to i64
  %2920 = add nsw i64 %2918, %2919
  %2921 = getelementptr inbounds float, ptr %X_f, i64 %2920
  %2922 = load float, ptr %2921, align 4
  %2923 = mul i32 %bx, 4
  %2924 = add i32 %2923, %i12628
  %2925 = sext i32 %2924 to i64
  %2926 = sext i32 %N to i64
  %2927 = mul nsw i64 %2925, %2926
  %2928 = mul i32 %t, 512
  %2929 = add i32 %2928, %j2635
  %2930 = sext i32 %2929 to i64
  %2931 = add nsw i64 %2927, %2930
  %2932 = getelementptr inbounds float, ptr %Y, i64 %2931
  store float %2922, ptr %2932, align 4
  %2933 = add nsw i32 %j2635, 1
  br label %for.cond632, !llvm.loop !138

for.end634:                                       ; preds = %for.cond632
  br label %if.end631

for.cond636:                                      ; preds = %for.end642, %if.else623
  %i12639 = phi i32 [ 0, %if.else623 ], [ %2961, %for.end642 ]
  %2934 = icmp slt i32 %i12639, 4
  br i1 %2934, label %for.body637, label %for.end638

for.body637:                                      ; preds = %for.cond636
  br label %for.cond640

for.end638:                                       ; preds = %for.cond636
  br label %if.end624

for.cond640:                                      ; preds = %if.end646, %for.body637
  %j2643 = phi i32 [ 0, %for.body637 ], [ %2978, %if.end646 ]
  %2935 = icmp slt i32 %j2643, 512
  br i1 %2935, label %for.body641, label %for.end642

for.body641:                                      ; preds = %for.cond640
  %2936 = mul i32 %bx, 4
  %2937 = sext i32 %2936 to i64
  %2938 = sext i32 %i12639 to i64
  %2939 = add i64 %2937, %2938
  %2940 = icmp sle i64 0, %2939
  %2941 = mul i32 %bx, 4
  %2942 = sext i32 %2941 to i64
  %2943 = sext i32 %i12639 to i64
  %2944 = add i64 %2942, %2943
  %2945 = sext i32 %M to i64
  %2946 = icmp slt i64 %2944, %2945
  %2947 = and i1 %2940, %2946
  %2948 = mul i32 %t, 512
  %2949 = sext i32 %2948 to i64
  %2950 = sext i32 %j2643 to i64
  %2951 = add i64 %2949, %2950
  %2952 = icmp sle i64 0, %2951
  %2953 = mul i32 %t, 512
  %2954 = sext i32 %2953 to i64
  %2955 = sext i32 %j2643 to i64
  %2956 = add i64 %2954, %2955
  %2957 = sext i32 %N to i64
  %2958 = icmp slt i64 %2956, %2957
  %2959 = and i1 %2952, %2958
  %2960 = and i1 %2947, %2959
  br i1 %2960, label %if.then644, label %if.else645

for.end642:                                       ; preds = %for.cond640
  %2961 = add nsw i32 %i12639, 1
  br label %for.cond636, !llvm.loop !139

if.then644:                                       ; preds = %for.body641
  %2962 = sext i32 %i12639 to i64
  %2963 = mul nsw i64 %2962, 512
  %2964 = sext i32 %j2643 to i64
  %2965 = add nsw i64 %2963, %2964
  %2966 = getelementptr inbounds float, ptr %X_f, i64 %2965
  %2967 = load float, ptr %2966, align 4
  %2968 = mul i32 %bx, 4
  %2969 = add i32 %2968, %i12639
  %2970 = sext i32 %2969 to i64
  %2971 = sext i32 %N to i64
  %2972 = mul nsw i64 %2970, %2971
  %2973 = mul i32 %t, 512
  %2974 = add i32 %2973, %j2643
  %2975 = sext i32 %2974 to i64
  %2976 = add nsw i64 %2972, %2975
  %2977 = getelementptr inbounds float, ptr %Y, i64 %2976
  store float %2967, ptr %2977, align 4
  br label %if.end646

if.else645:                                       ; preds = %for.body641
  br label %if.end646

if.end646:                                        ; preds = %if.else645, %if.then644
  %2978 = add nsw i32 %j2643, 1
  br label %for.cond640, !llvm.loop !140
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #4 {
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
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

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
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
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
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
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
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
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
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
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
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1}
