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
  br label %for.cond443

if.end285:                                        ; preds = %for.end578, %for.end288
  br label %if.end140

for.cond286:                                      ; preds = %for.end435, %if.then283
  %r = phi i32 [ 0, %if.then283 ], [ %1888, %for.end435 ]
  %1178 = icmp slt i32 %r, 4
  br i1 %1178, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  br label %for.cond289

for.end288:                                       ; preds = %for.cond286
  br label %if.end285

for.cond289:                                      ; preds = %if.end299, %for.body287
  %i292 = phi i32 [ 0, %for.body287 ], [ %1217, %if.end299 ]
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
  br label %for.cond313

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
  %1214 = add i32 %r, 1
  %1215 = icmp slt i32 %1214, 4
  br i1 %1215, label %if.then300, label %if.else301

if.else298:                                       ; preds = %for.end295
  %1216 = sub i32 %tl_hi9, 0
  br label %for.cond309

if.end299:                                        ; preds = %for.end311, %for.end308
  %1217 = add nsw i32 %i292, 1
  br label %for.cond289, !llvm.loop !61

if.then300:                                       ; preds = %if.then297
  %1218 = sub i32 %tl_hi9, 0
  %1219 = add i32 %1218, 15
  %1220 = sdiv i32 %1219, 16
  %1221 = sub i32 0, %1219
  %1222 = select i1 false, i32 %1221, i32 %1220
  br label %for.cond303

if.else301:                                       ; preds = %if.then297
  br label %if.end302

if.end302:                                        ; preds = %if.else301, %for.end305
  %1223 = sub i32 %tl_hi9, 0
  br label %for.cond306

for.cond303:                                      ; preds = %for.body304, %if.then300
  %pf2 = phi i32 [ 0, %if.then300 ], [ %1237, %for.body304 ]
  %1224 = icmp slt i32 %pf2, %1222
  br i1 %1224, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1225 = mul i32 %bx, 4
  %1226 = add i32 %r, 1
  %1227 = add i32 %1225, %1226
  %1228 = add i32 %1227, %i292
  %1229 = sext i32 %1228 to i64
  %1230 = sext i32 %N to i64
  %1231 = mul i64 %1229, %1230
  %1232 = mul i32 %pf2, 16
  %1233 = add i32 0, %1232
  %1234 = sext i32 %1233 to i64
  %1235 = add i64 %1231, %1234
  %1236 = getelementptr float, ptr %X, i64 %1235
  call void @llvm.prefetch.p0(ptr %1236, i32 0, i32 3, i32 1)
  %1237 = add nsw i32 %pf2, 1
  br label %for.cond303, !llvm.loop !62

for.end305:                                       ; preds = %for.cond303
  br label %if.end302

for.cond306:                                      ; preds = %for.body307, %if.end302
  %j5 = phi i32 [ 0, %if.end302 ], [ %1256, %for.body307 ]
  %1238 = icmp slt i32 %j5, %1223
  br i1 %1238, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1239 = mul i32 %bx, 4
  %1240 = add i32 %1239, %r
  %1241 = add i32 %1240, %i292
  %1242 = sext i32 %1241 to i64
  %1243 = sext i32 %N to i64
  %1244 = mul nsw i64 %1242, %1243
  %1245 = add i32 0, %j5
  %1246 = sext i32 %1245 to i64
  %1247 = add nsw i64 %1244, %1246
  %1248 = getelementptr inbounds float, ptr %X, i64 %1247
  %1249 = load float, ptr %1248, align 4
  %1250 = sext i32 %i292 to i64
  %1251 = mul nsw i64 %1250, 4096
  %1252 = add i32 0, %j5
  %1253 = sext i32 %1252 to i64
  %1254 = add nsw i64 %1251, %1253
  %1255 = getelementptr inbounds float, ptr %X_r, i64 %1254
  store float %1249, ptr %1255, align 4
  %1256 = add nsw i32 %j5, 1
  br label %for.cond306, !llvm.loop !63

for.end308:                                       ; preds = %for.cond306
  br label %if.end299

for.cond309:                                      ; preds = %for.body310, %if.else298
  %j5312 = phi i32 [ 0, %if.else298 ], [ %1264, %for.body310 ]
  %1257 = icmp slt i32 %j5312, %1216
  br i1 %1257, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1258 = sext i32 %i292 to i64
  %1259 = mul nsw i64 %1258, 4096
  %1260 = add i32 0, %j5312
  %1261 = sext i32 %1260 to i64
  %1262 = add nsw i64 %1259, %1261
  %1263 = getelementptr inbounds float, ptr %X_r, i64 %1262
  store float 0.000000e+00, ptr %1263, align 4
  %1264 = add nsw i32 %j5312, 1
  br label %for.cond309, !llvm.loop !64

for.end311:                                       ; preds = %for.cond309
  br label %if.end299

for.cond313:                                      ; preds = %for.end370, %for.end291
  %i6 = phi i32 [ 0, %for.end291 ], [ %1526, %for.end370 ]
  %1265 = icmp slt i32 %i6, 1
  br i1 %1265, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  br label %for.cond316

for.end315:                                       ; preds = %for.cond313
  br label %for.cond374

for.cond316:                                      ; preds = %for.end321, %for.body314
  %tl_r14 = phi i32 [ 0, %for.body314 ], [ %1339, %for.end321 ]
  %1266 = icmp slt i32 %tl_r14, 1
  br i1 %1266, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1267 = sext i32 %N to i64
  %1268 = icmp slt i64 %1267, 0
  %1269 = sext i32 %N to i64
  %1270 = icmp sgt i64 %1269, 4096
  %1271 = sext i32 %N to i64
  %1272 = select i1 %1270, i64 4096, i64 %1271
  %1273 = select i1 %1268, i64 0, i64 %1272
  %1274 = icmp slt i64 %1273, 0
  %1275 = sext i32 %N to i64
  %1276 = icmp slt i64 %1275, 0
  %1277 = sext i32 %N to i64
  %1278 = icmp sgt i64 %1277, 4096
  %1279 = sext i32 %N to i64
  %1280 = select i1 %1278, i64 4096, i64 %1279
  %1281 = select i1 %1276, i64 0, i64 %1280
  %1282 = select i1 %1274, i64 0, i64 %1281
  %1283 = trunc i64 %1282 to i32
  %1284 = icmp slt i32 %1283, 0
  %1285 = sext i32 %N to i64
  %1286 = icmp slt i64 %1285, 0
  %1287 = sext i32 %N to i64
  %1288 = icmp sgt i64 %1287, 4096
  %1289 = sext i32 %N to i64
  %1290 = select i1 %1288, i64 4096, i64 %1289
  %1291 = select i1 %1286, i64 0, i64 %1290
  %1292 = icmp slt i64 %1291, 0
  %1293 = sext i32 %N to i64
  %1294 = icmp slt i64 %1293, 0
  %1295 = sext i32 %N to i64
  %1296 = icmp sgt i64 %1295, 4096
  %1297 = sext i32 %N to i64
  %1298 = select i1 %1296, i64 4096, i64 %1297
  %1299 = select i1 %1294, i64 0, i64 %1298
  %1300 = select i1 %1292, i64 0, i64 %1299
  %1301 = trunc i64 %1300 to i32
  %1302 = icmp sgt i32 %1301, 4096
  %1303 = sext i32 %N to i64
  %1304 = icmp slt i64 %1303, 0
  %1305 = sext i32 %N to i64
  %1306 = icmp sgt i64 %1305, 4096
  %1307 = sext i32 %N to i64
  %1308 = select i1 %1306, i64 4096, i64 %1307
  %1309 = select i1 %1304, i64 0, i64 %1308
  %1310 = icmp slt i64 %1309, 0
  %1311 = sext i32 %N to i64
  %1312 = icmp slt i64 %1311, 0
  %1313 = sext i32 %N to i64
  %1314 = icmp sgt i64 %1313, 4096
  %1315 = sext i32 %N to i64
  %1316 = select i1 %1314, i64 4096, i64 %1315
  %1317 = select i1 %1312, i64 0, i64 %1316
  %1318 = select i1 %1310, i64 0, i64 %1317
  %1319 = trunc i64 %1318 to i32
  %1320 = select i1 %1302, i32 4096, i32 %1319
  %tl_pad_from15 = select i1 %1284, i32 0, i32 %1320
  %1321 = mul i32 %1177, 32
  %1322 = icmp slt i32 %1321, 32
  %1323 = mul i32 %1177, 32
  %1324 = select i1 %1322, i32 32, i32 %1323
  %1325 = icmp slt i32 %1324, 4096
  %1326 = mul i32 %1177, 32
  %1327 = icmp slt i32 %1326, 32
  %1328 = mul i32 %1177, 32
  %1329 = select i1 %1327, i32 32, i32 %1328
  %1330 = select i1 %1325, i32 %1329, i32 4096
  %tl_pad_n17 = sub i32 %1330, %tl_pad_from15
  br label %for.cond319

for.end318:                                       ; preds = %for.cond316
  br label %for.cond322

for.cond319:                                      ; preds = %for.body320, %for.body317
  %tl_pad_k18 = phi i32 [ 0, %for.body317 ], [ %1338, %for.body320 ]
  %1331 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1331, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1332 = sext i32 %tl_r14 to i64
  %1333 = mul nsw i64 %1332, 4096
  %1334 = add i32 %tl_pad_from15, %tl_pad_k18
  %1335 = sext i32 %1334 to i64
  %1336 = add nsw i64 %1333, %1335
  %1337 = getelementptr inbounds float, ptr %X_r, i64 %1336
  store float 0xFFF0000000000000, ptr %1337, align 4
  %1338 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond319, !llvm.loop !65

for.end321:                                       ; preds = %for.cond319
  %1339 = add nsw i32 %tl_r14, 1
  br label %for.cond316, !llvm.loop !66

for.cond322:                                      ; preds = %for.body323, %for.end318
  %lane4 = phi i32 [ 0, %for.end318 ], [ %1364, %for.body323 ]
  %1340 = icmp slt i32 %lane4, 32
  br i1 %1340, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1341 = sext i32 %i6 to i64
  %1342 = mul nsw i64 %1341, 4096
  %1343 = sext i32 %lane4 to i64
  %1344 = add nsw i64 %1342, %1343
  %1345 = getelementptr inbounds float, ptr %X_r, i64 %1344
  %1346 = load float, ptr %1345, align 4
  %1347 = sext i32 %i6 to i64
  %1348 = mul nsw i64 %1347, 4096
  %1349 = sext i32 %lane4 to i64
  %1350 = add nsw i64 %1348, %1349
  %1351 = getelementptr inbounds float, ptr %X_r, i64 %1350
  %1352 = load float, ptr %1351, align 4
  %1353 = fcmp une float %1346, %1352
  %1354 = sext i32 %i6 to i64
  %1355 = mul nsw i64 %1354, 4096
  %1356 = sext i32 %lane4 to i64
  %1357 = add nsw i64 %1355, %1356
  %1358 = call i64 @llvm.umin.i64(i64 %1357, i64 4095)
  %1359 = getelementptr inbounds float, ptr %X_r, i64 %1358
  %1360 = load float, ptr %1359, align 4
  %1361 = select i1 %1353, float 0xFFF0000000000000, float %1360
  %1362 = sext i32 %lane4 to i64
  %1363 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1362
  store float %1361, ptr %1363, align 4
  %1364 = add nsw i32 %lane4, 1
  br label %for.cond322, !llvm.loop !67

for.end324:                                       ; preds = %for.cond322
  %1365 = sub i32 %1177, 1
  %1366 = icmp slt i32 %1365, 0
  %1367 = sub i32 %1177, 1
  %1368 = select i1 %1366, i32 0, i32 %1367
  %tl_steps20 = select i1 true, i32 %1368, i32 127
  %1369 = icmp eq i32 %tl_steps20, 127
  br i1 %1369, label %if.then325, label %if.else326

if.then325:                                       ; preds = %for.end324
  br label %for.cond328

if.else326:                                       ; preds = %for.end324
  br label %if.end327

if.end327:                                        ; preds = %if.else326, %for.end330
  br label %for.cond334

for.cond328:                                      ; preds = %for.end333, %if.then325
  %tl_r21 = phi i32 [ 0, %if.then325 ], [ %1433, %for.end333 ]
  %1370 = icmp slt i32 %tl_r21, 1
  br i1 %1370, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1371 = sext i32 %N to i64
  %1372 = icmp slt i64 %1371, 0
  %1373 = sext i32 %N to i64
  %1374 = icmp sgt i64 %1373, 4096
  %1375 = sext i32 %N to i64
  %1376 = select i1 %1374, i64 4096, i64 %1375
  %1377 = select i1 %1372, i64 0, i64 %1376
  %1378 = icmp slt i64 %1377, 0
  %1379 = sext i32 %N to i64
  %1380 = icmp slt i64 %1379, 0
  %1381 = sext i32 %N to i64
  %1382 = icmp sgt i64 %1381, 4096
  %1383 = sext i32 %N to i64
  %1384 = select i1 %1382, i64 4096, i64 %1383
  %1385 = select i1 %1380, i64 0, i64 %1384
  %1386 = select i1 %1378, i64 0, i64 %1385
  %1387 = trunc i64 %1386 to i32
  %1388 = icmp slt i32 %1387, 0
  %1389 = sext i32 %N to i64
  %1390 = icmp slt i64 %1389, 0
  %1391 = sext i32 %N to i64
  %1392 = icmp sgt i64 %1391, 4096
  %1393 = sext i32 %N to i64
  %1394 = select i1 %1392, i64 4096, i64 %1393
  %1395 = select i1 %1390, i64 0, i64 %1394
  %1396 = icmp slt i64 %1395, 0
  %1397 = sext i32 %N to i64
  %1398 = icmp slt i64 %1397, 0
  %1399 = sext i32 %N to i64
  %1400 = icmp sgt i64 %1399, 4096
  %1401 = sext i32 %N to i64
  %1402 = select i1 %1400, i64 4096, i64 %1401
  %1403 = select i1 %1398, i64 0, i64 %1402
  %1404 = select i1 %1396, i64 0, i64 %1403
  %1405 = trunc i64 %1404 to i32
  %1406 = icmp sgt i32 %1405, 4096
  %1407 = sext i32 %N to i64
  %1408 = icmp slt i64 %1407, 0
  %1409 = sext i32 %N to i64
  %1410 = icmp sgt i64 %1409, 4096
  %1411 = sext i32 %N to i64
  %1412 = select i1 %1410, i64 4096, i64 %1411
  %1413 = select i1 %1408, i64 0, i64 %1412
  %1414 = icmp slt i64 %1413, 0
  %1415 = sext i32 %N to i64
  %1416 = icmp slt i64 %1415, 0
  %1417 = sext i32 %N to i64
  %1418 = icmp sgt i64 %1417, 4096
  %1419 = sext i32 %N to i64
  %1420 = select i1 %1418, i64 4096, i64 %1419
  %1421 = select i1 %1416, i64 0, i64 %1420
  %1422 = select i1 %1414, i64 0, i64 %1421
  %1423 = trunc i64 %1422 to i32
  %1424 = select i1 %1406, i32 4096, i32 %1423
  %tl_pad_from22 = select i1 %1388, i32 0, i32 %1424
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond331

for.end330:                                       ; preds = %for.cond328
  br label %if.end327

for.cond331:                                      ; preds = %for.body332, %for.body329
  %tl_pad_k25 = phi i32 [ 0, %for.body329 ], [ %1432, %for.body332 ]
  %1425 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1425, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1426 = sext i32 %tl_r21 to i64
  %1427 = mul nsw i64 %1426, 4096
  %1428 = add i32 %tl_pad_from22, %tl_pad_k25
  %1429 = sext i32 %1428 to i64
  %1430 = add nsw i64 %1427, %1429
  %1431 = getelementptr inbounds float, ptr %X_r, i64 %1430
  store float 0xFFF0000000000000, ptr %1431, align 4
  %1432 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond331, !llvm.loop !68

for.end333:                                       ; preds = %for.cond331
  %1433 = add nsw i32 %tl_r21, 1
  br label %for.cond328, !llvm.loop !69

for.cond334:                                      ; preds = %for.end339, %if.end327
  %red4 = phi i32 [ 0, %if.end327 ], [ %1452, %for.end339 ]
  %1434 = icmp slt i32 %red4, %tl_steps20
  br i1 %1434, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  br label %for.cond337

for.end336:                                       ; preds = %for.cond334
  %1435 = icmp slt i32 %tl_steps20, 127
  br i1 %1435, label %if.then341, label %if.else342

for.cond337:                                      ; preds = %for.body338, %for.body335
  %lane4340 = phi i32 [ 0, %for.body335 ], [ %1451, %for.body338 ]
  %1436 = icmp slt i32 %lane4340, 32
  br i1 %1436, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %1437 = sext i32 %lane4340 to i64
  %1438 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1437
  %lane_acc2 = load float, ptr %1438, align 4
  %1439 = sext i32 %i6 to i64
  %1440 = mul nsw i64 %1439, 4096
  %1441 = add i32 %red4, 1
  %1442 = mul i32 %1441, 32
  %1443 = add i32 %1442, %lane4340
  %1444 = sext i32 %1443 to i64
  %1445 = add nsw i64 %1440, %1444
  %1446 = getelementptr inbounds float, ptr %X_r, i64 %1445
  %lane_next2 = load float, ptr %1446, align 4
  %1447 = fcmp ogt float %lane_next2, %lane_acc2
  %1448 = select i1 %1447, float %lane_next2, float %lane_acc2
  %1449 = sext i32 %lane4340 to i64
  %1450 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1449
  store float %1448, ptr %1450, align 4
  %1451 = add nsw i32 %lane4340, 1
  br label %for.cond337, !llvm.loop !70

for.end339:                                       ; preds = %for.cond337
  %1452 = add nsw i32 %red4, 1
  br label %for.cond334, !llvm.loop !71

if.then341:                                       ; preds = %for.end336
  %1453 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1454 = load float, ptr %1453, align 4
  %1455 = fcmp ogt float 0xFFF0000000000000, %1454
  %1456 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1457 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1456
  %1458 = load float, ptr %1457, align 4
  %1459 = select i1 %1455, float 0xFFF0000000000000, float %1458
  %1460 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1459, ptr %1460, align 4
  br label %if.end343

if.else342:                                       ; preds = %for.end336
  br label %if.end343

if.end343:                                        ; preds = %if.else342, %if.then341
  br label %for.cond344

for.cond344:                                      ; preds = %for.body345, %if.end343
  %lane4347 = phi i32 [ 0, %if.end343 ], [ %1471, %for.body345 ]
  %1461 = icmp slt i32 %lane4347, 16
  br i1 %1461, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1462 = sext i32 %lane4347 to i64
  %1463 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1462
  %lane_acc2348 = load float, ptr %1463, align 4
  %1464 = add i32 %lane4347, 16
  %1465 = sext i32 %1464 to i64
  %1466 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1465
  %lane_next2349 = load float, ptr %1466, align 4
  %1467 = fcmp ogt float %lane_next2349, %lane_acc2348
  %1468 = select i1 %1467, float %lane_next2349, float %lane_acc2348
  %1469 = sext i32 %lane4347 to i64
  %1470 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1469
  store float %1468, ptr %1470, align 4
  %1471 = add nsw i32 %lane4347, 1
  br label %for.cond344, !llvm.loop !72

for.end346:                                       ; preds = %for.cond344
  br label %for.cond350

for.cond350:                                      ; preds = %for.body351, %for.end346
  %lane4353 = phi i32 [ 0, %for.end346 ], [ %1482, %for.body351 ]
  %1472 = icmp slt i32 %lane4353, 8
  br i1 %1472, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1473 = sext i32 %lane4353 to i64
  %1474 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1473
  %lane_acc2354 = load float, ptr %1474, align 4
  %1475 = add i32 %lane4353, 8
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1476
  %lane_next2355 = load float, ptr %1477, align 4
  %1478 = fcmp ogt float %lane_next2355, %lane_acc2354
  %1479 = select i1 %1478, float %lane_next2355, float %lane_acc2354
  %1480 = sext i32 %lane4353 to i64
  %1481 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1480
  store float %1479, ptr %1481, align 4
  %1482 = add nsw i32 %lane4353, 1
  br label %for.cond350, !llvm.loop !73

for.end352:                                       ; preds = %for.cond350
  br label %for.cond356

for.cond356:                                      ; preds = %for.body357, %for.end352
  %lane4359 = phi i32 [ 0, %for.end352 ], [ %1493, %for.body357 ]
  %1483 = icmp slt i32 %lane4359, 4
  br i1 %1483, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1484 = sext i32 %lane4359 to i64
  %1485 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1484
  %lane_acc2360 = load float, ptr %1485, align 4
  %1486 = add i32 %lane4359, 4
  %1487 = sext i32 %1486 to i64
  %1488 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1487
  %lane_next2361 = load float, ptr %1488, align 4
  %1489 = fcmp ogt float %lane_next2361, %lane_acc2360
  %1490 = select i1 %1489, float %lane_next2361, float %lane_acc2360
  %1491 = sext i32 %lane4359 to i64
  %1492 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1491
  store float %1490, ptr %1492, align 4
  %1493 = add nsw i32 %lane4359, 1
  br label %for.cond356, !llvm.loop !74

for.end358:                                       ; preds = %for.cond356
  br label %for.cond362

for.cond362:                                      ; preds = %for.body363, %for.end358
  %lane4365 = phi i32 [ 0, %for.end358 ], [ %1504, %for.body363 ]
  %1494 = icmp slt i32 %lane4365, 2
  br i1 %1494, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1495 = sext i32 %lane4365 to i64
  %1496 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1495
  %lane_acc2366 = load float, ptr %1496, align 4
  %1497 = add i32 %lane4365, 2
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1498
  %lane_next2367 = load float, ptr %1499, align 4
  %1500 = fcmp ogt float %lane_next2367, %lane_acc2366
  %1501 = select i1 %1500, float %lane_next2367, float %lane_acc2366
  %1502 = sext i32 %lane4365 to i64
  %1503 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1502
  store float %1501, ptr %1503, align 4
  %1504 = add nsw i32 %lane4365, 1
  br label %for.cond362, !llvm.loop !75

for.end364:                                       ; preds = %for.cond362
  br label %for.cond368

for.cond368:                                      ; preds = %for.body369, %for.end364
  %lane4371 = phi i32 [ 0, %for.end364 ], [ %1515, %for.body369 ]
  %1505 = icmp slt i32 %lane4371, 1
  br i1 %1505, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1506 = sext i32 %lane4371 to i64
  %1507 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1506
  %lane_acc2372 = load float, ptr %1507, align 4
  %1508 = add i32 %lane4371, 1
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1509
  %lane_next2373 = load float, ptr %1510, align 4
  %1511 = fcmp ogt float %lane_next2373, %lane_acc2372
  %1512 = select i1 %1511, float %lane_next2373, float %lane_acc2372
  %1513 = sext i32 %lane4371 to i64
  %1514 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1513
  store float %1512, ptr %1514, align 4
  %1515 = add nsw i32 %lane4371, 1
  br label %for.cond368, !llvm.loop !76

for.end370:                                       ; preds = %for.cond368
  %1516 = sext i32 %i6 to i64
  %1517 = getelementptr inbounds float, ptr %m_r, i64 %1516
  store float 0xFFF0000000000000, ptr %1517, align 4
  %1518 = sext i32 %i6 to i64
  %1519 = getelementptr inbounds float, ptr %m_r, i64 %1518
  %1520 = load float, ptr %1519, align 4
  %1521 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1522 = load float, ptr %1521, align 4
  %1523 = call float @llvm.maxnum.f32(float %1520, float %1522)
  %1524 = sext i32 %i6 to i64
  %1525 = getelementptr inbounds float, ptr %m_r, i64 %1524
  store float %1523, ptr %1525, align 4
  %1526 = add nsw i32 %i6, 1
  br label %for.cond313, !llvm.loop !77

for.cond374:                                      ; preds = %for.end380, %for.end315
  %i377 = phi i32 [ 0, %for.end315 ], [ %1605, %for.end380 ]
  %1527 = icmp slt i32 %i377, 1
  br i1 %1527, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1528 = sext i32 %N to i64
  %1529 = icmp slt i64 %1528, 0
  %1530 = sext i32 %N to i64
  %1531 = icmp sgt i64 %1530, 4096
  %1532 = sext i32 %N to i64
  %1533 = select i1 %1531, i64 4096, i64 %1532
  %1534 = select i1 %1529, i64 0, i64 %1533
  %1535 = icmp slt i64 %1534, 0
  %1536 = sext i32 %N to i64
  %1537 = icmp slt i64 %1536, 0
  %1538 = sext i32 %N to i64
  %1539 = icmp sgt i64 %1538, 4096
  %1540 = sext i32 %N to i64
  %1541 = select i1 %1539, i64 4096, i64 %1540
  %1542 = select i1 %1537, i64 0, i64 %1541
  %1543 = select i1 %1535, i64 0, i64 %1542
  %1544 = trunc i64 %1543 to i32
  %1545 = icmp slt i32 %1544, 0
  %1546 = sext i32 %N to i64
  %1547 = icmp slt i64 %1546, 0
  %1548 = sext i32 %N to i64
  %1549 = icmp sgt i64 %1548, 4096
  %1550 = sext i32 %N to i64
  %1551 = select i1 %1549, i64 4096, i64 %1550
  %1552 = select i1 %1547, i64 0, i64 %1551
  %1553 = icmp slt i64 %1552, 0
  %1554 = sext i32 %N to i64
  %1555 = icmp slt i64 %1554, 0
  %1556 = sext i32 %N to i64
  %1557 = icmp sgt i64 %1556, 4096
  %1558 = sext i32 %N to i64
  %1559 = select i1 %1557, i64 4096, i64 %1558
  %1560 = select i1 %1555, i64 0, i64 %1559
  %1561 = select i1 %1553, i64 0, i64 %1560
  %1562 = trunc i64 %1561 to i32
  %1563 = icmp sgt i32 %1562, 4096
  %1564 = sext i32 %N to i64
  %1565 = icmp slt i64 %1564, 0
  %1566 = sext i32 %N to i64
  %1567 = icmp sgt i64 %1566, 4096
  %1568 = sext i32 %N to i64
  %1569 = select i1 %1567, i64 4096, i64 %1568
  %1570 = select i1 %1565, i64 0, i64 %1569
  %1571 = icmp slt i64 %1570, 0
  %1572 = sext i32 %N to i64
  %1573 = icmp slt i64 %1572, 0
  %1574 = sext i32 %N to i64
  %1575 = icmp sgt i64 %1574, 4096
  %1576 = sext i32 %N to i64
  %1577 = select i1 %1575, i64 4096, i64 %1576
  %1578 = select i1 %1573, i64 0, i64 %1577
  %1579 = select i1 %1571, i64 0, i64 %1578
  %1580 = trunc i64 %1579 to i32
  %1581 = select i1 %1563, i32 4096, i32 %1580
  %tl_cols26 = select i1 %1545, i32 0, i32 %1581
  br label %for.cond378

for.end376:                                       ; preds = %for.cond374
  %1582 = getelementptr inbounds float, ptr %m_r, i64 0
  %1583 = load float, ptr %1582, align 4
  %1584 = fsub float 0xFFF0000000000000, %1583
  %tl_pad_v30 = call float @tilec_expf(float %1584)
  %1585 = getelementptr inbounds float, ptr %m_r, i64 0
  %1586 = load float, ptr %1585, align 4
  %1587 = fsub float 0xFFF0000000000000, %1586
  %tl_pad33 = call float @tilec_expf(float %1587)
  br label %for.cond382

for.cond378:                                      ; preds = %for.body379, %for.body375
  %j381 = phi i32 [ 0, %for.body375 ], [ %1604, %for.body379 ]
  %1588 = icmp slt i32 %j381, %tl_cols26
  br i1 %1588, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1589 = sext i32 %i377 to i64
  %1590 = mul nsw i64 %1589, 4096
  %1591 = sext i32 %j381 to i64
  %1592 = add nsw i64 %1590, %1591
  %1593 = getelementptr inbounds float, ptr %X_r, i64 %1592
  %1594 = load float, ptr %1593, align 4
  %1595 = getelementptr inbounds float, ptr %m_r, i64 0
  %1596 = load float, ptr %1595, align 4
  %1597 = fsub float %1594, %1596
  %1598 = call float @tilec_expf(float %1597)
  %1599 = sext i32 %i377 to i64
  %1600 = mul nsw i64 %1599, 4096
  %1601 = sext i32 %j381 to i64
  %1602 = add nsw i64 %1600, %1601
  %1603 = getelementptr inbounds float, ptr %X_r, i64 %1602
  store float %1598, ptr %1603, align 4
  %1604 = add nsw i32 %j381, 1
  br label %for.cond378, !llvm.loop !78

for.end380:                                       ; preds = %for.cond378
  %1605 = add nsw i32 %i377, 1
  br label %for.cond374, !llvm.loop !79

for.cond382:                                      ; preds = %for.end431, %for.end376
  %i7 = phi i32 [ 0, %for.end376 ], [ %1861, %for.end431 ]
  %1606 = icmp slt i32 %i7, 1
  br i1 %1606, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  br label %for.cond385

for.end384:                                       ; preds = %for.cond382
  br label %for.cond433

for.cond385:                                      ; preds = %for.end390, %for.body383
  %tl_r28 = phi i32 [ 0, %for.body383 ], [ %1680, %for.end390 ]
  %1607 = icmp slt i32 %tl_r28, 1
  br i1 %1607, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1608 = sext i32 %N to i64
  %1609 = icmp slt i64 %1608, 0
  %1610 = sext i32 %N to i64
  %1611 = icmp sgt i64 %1610, 4096
  %1612 = sext i32 %N to i64
  %1613 = select i1 %1611, i64 4096, i64 %1612
  %1614 = select i1 %1609, i64 0, i64 %1613
  %1615 = icmp slt i64 %1614, 0
  %1616 = sext i32 %N to i64
  %1617 = icmp slt i64 %1616, 0
  %1618 = sext i32 %N to i64
  %1619 = icmp sgt i64 %1618, 4096
  %1620 = sext i32 %N to i64
  %1621 = select i1 %1619, i64 4096, i64 %1620
  %1622 = select i1 %1617, i64 0, i64 %1621
  %1623 = select i1 %1615, i64 0, i64 %1622
  %1624 = trunc i64 %1623 to i32
  %1625 = icmp slt i32 %1624, 0
  %1626 = sext i32 %N to i64
  %1627 = icmp slt i64 %1626, 0
  %1628 = sext i32 %N to i64
  %1629 = icmp sgt i64 %1628, 4096
  %1630 = sext i32 %N to i64
  %1631 = select i1 %1629, i64 4096, i64 %1630
  %1632 = select i1 %1627, i64 0, i64 %1631
  %1633 = icmp slt i64 %1632, 0
  %1634 = sext i32 %N to i64
  %1635 = icmp slt i64 %1634, 0
  %1636 = sext i32 %N to i64
  %1637 = icmp sgt i64 %1636, 4096
  %1638 = sext i32 %N to i64
  %1639 = select i1 %1637, i64 4096, i64 %1638
  %1640 = select i1 %1635, i64 0, i64 %1639
  %1641 = select i1 %1633, i64 0, i64 %1640
  %1642 = trunc i64 %1641 to i32
  %1643 = icmp sgt i32 %1642, 4096
  %1644 = sext i32 %N to i64
  %1645 = icmp slt i64 %1644, 0
  %1646 = sext i32 %N to i64
  %1647 = icmp sgt i64 %1646, 4096
  %1648 = sext i32 %N to i64
  %1649 = select i1 %1647, i64 4096, i64 %1648
  %1650 = select i1 %1645, i64 0, i64 %1649
  %1651 = icmp slt i64 %1650, 0
  %1652 = sext i32 %N to i64
  %1653 = icmp slt i64 %1652, 0
  %1654 = sext i32 %N to i64
  %1655 = icmp sgt i64 %1654, 4096
  %1656 = sext i32 %N to i64
  %1657 = select i1 %1655, i64 4096, i64 %1656
  %1658 = select i1 %1653, i64 0, i64 %1657
  %1659 = select i1 %1651, i64 0, i64 %1658
  %1660 = trunc i64 %1659 to i32
  %1661 = select i1 %1643, i32 4096, i32 %1660
  %tl_pad_from29 = select i1 %1625, i32 0, i32 %1661
  %1662 = mul i32 %1177, 32
  %1663 = icmp slt i32 %1662, 32
  %1664 = mul i32 %1177, 32
  %1665 = select i1 %1663, i32 32, i32 %1664
  %1666 = icmp slt i32 %1665, 4096
  %1667 = mul i32 %1177, 32
  %1668 = icmp slt i32 %1667, 32
  %1669 = mul i32 %1177, 32
  %1670 = select i1 %1668, i32 32, i32 %1669
  %1671 = select i1 %1666, i32 %1670, i32 4096
  %tl_pad_n31 = sub i32 %1671, %tl_pad_from29
  br label %for.cond388

for.end387:                                       ; preds = %for.cond385
  br label %for.cond391

for.cond388:                                      ; preds = %for.body389, %for.body386
  %tl_pad_k32 = phi i32 [ 0, %for.body386 ], [ %1679, %for.body389 ]
  %1672 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1672, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1673 = sext i32 %tl_r28 to i64
  %1674 = mul nsw i64 %1673, 4096
  %1675 = add i32 %tl_pad_from29, %tl_pad_k32
  %1676 = sext i32 %1675 to i64
  %1677 = add nsw i64 %1674, %1676
  %1678 = getelementptr inbounds float, ptr %X_r, i64 %1677
  store float %tl_pad_v30, ptr %1678, align 4
  %1679 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond388, !llvm.loop !80

for.end390:                                       ; preds = %for.cond388
  %1680 = add nsw i32 %tl_r28, 1
  br label %for.cond385, !llvm.loop !81

for.cond391:                                      ; preds = %for.body392, %for.end387
  %lane5 = phi i32 [ 0, %for.end387 ], [ %1690, %for.body392 ]
  %1681 = icmp slt i32 %lane5, 32
  br i1 %1681, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1682 = sext i32 %i7 to i64
  %1683 = mul nsw i64 %1682, 4096
  %1684 = sext i32 %lane5 to i64
  %1685 = add nsw i64 %1683, %1684
  %1686 = getelementptr inbounds float, ptr %X_r, i64 %1685
  %1687 = load float, ptr %1686, align 4
  %1688 = sext i32 %lane5 to i64
  %1689 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1688
  store float %1687, ptr %1689, align 4
  %1690 = add nsw i32 %lane5, 1
  br label %for.cond391, !llvm.loop !82

for.end393:                                       ; preds = %for.cond391
  %1691 = fadd float %tl_pad33, %tl_pad33
  %1692 = fcmp oeq float %1691, %tl_pad33
  %1693 = fcmp une float %tl_pad33, %tl_pad33
  %1694 = or i1 %1692, %1693
  %1695 = sub i32 %1177, 1
  %1696 = icmp slt i32 %1695, 0
  %1697 = sub i32 %1177, 1
  %1698 = select i1 %1696, i32 0, i32 %1697
  %tl_steps34 = select i1 %1694, i32 %1698, i32 127
  %1699 = icmp eq i32 %tl_steps34, 127
  br i1 %1699, label %if.then394, label %if.else395

if.then394:                                       ; preds = %for.end393
  %1700 = getelementptr inbounds float, ptr %m_r, i64 0
  %1701 = load float, ptr %1700, align 4
  %1702 = fsub float 0xFFF0000000000000, %1701
  %tl_pad_v37 = call float @tilec_expf(float %1702)
  br label %for.cond397

if.else395:                                       ; preds = %for.end393
  br label %if.end396

if.end396:                                        ; preds = %if.else395, %for.end399
  br label %for.cond403

for.cond397:                                      ; preds = %for.end402, %if.then394
  %tl_r35 = phi i32 [ 0, %if.then394 ], [ %1766, %for.end402 ]
  %1703 = icmp slt i32 %tl_r35, 1
  br i1 %1703, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1704 = sext i32 %N to i64
  %1705 = icmp slt i64 %1704, 0
  %1706 = sext i32 %N to i64
  %1707 = icmp sgt i64 %1706, 4096
  %1708 = sext i32 %N to i64
  %1709 = select i1 %1707, i64 4096, i64 %1708
  %1710 = select i1 %1705, i64 0, i64 %1709
  %1711 = icmp slt i64 %1710, 0
  %1712 = sext i32 %N to i64
  %1713 = icmp slt i64 %1712, 0
  %1714 = sext i32 %N to i64
  %1715 = icmp sgt i64 %1714, 4096
  %1716 = sext i32 %N to i64
  %1717 = select i1 %1715, i64 4096, i64 %1716
  %1718 = select i1 %1713, i64 0, i64 %1717
  %1719 = select i1 %1711, i64 0, i64 %1718
  %1720 = trunc i64 %1719 to i32
  %1721 = icmp slt i32 %1720, 0
  %1722 = sext i32 %N to i64
  %1723 = icmp slt i64 %1722, 0
  %1724 = sext i32 %N to i64
  %1725 = icmp sgt i64 %1724, 4096
  %1726 = sext i32 %N to i64
  %1727 = select i1 %1725, i64 4096, i64 %1726
  %1728 = select i1 %1723, i64 0, i64 %1727
  %1729 = icmp slt i64 %1728, 0
  %1730 = sext i32 %N to i64
  %1731 = icmp slt i64 %1730, 0
  %1732 = sext i32 %N to i64
  %1733 = icmp sgt i64 %1732, 4096
  %1734 = sext i32 %N to i64
  %1735 = select i1 %1733, i64 4096, i64 %1734
  %1736 = select i1 %1731, i64 0, i64 %1735
  %1737 = select i1 %1729, i64 0, i64 %1736
  %1738 = trunc i64 %1737 to i32
  %1739 = icmp sgt i32 %1738, 4096
  %1740 = sext i32 %N to i64
  %1741 = icmp slt i64 %1740, 0
  %1742 = sext i32 %N to i64
  %1743 = icmp sgt i64 %1742, 4096
  %1744 = sext i32 %N to i64
  %1745 = select i1 %1743, i64 4096, i64 %1744
  %1746 = select i1 %1741, i64 0, i64 %1745
  %1747 = icmp slt i64 %1746, 0
  %1748 = sext i32 %N to i64
  %1749 = icmp slt i64 %1748, 0
  %1750 = sext i32 %N to i64
  %1751 = icmp sgt i64 %1750, 4096
  %1752 = sext i32 %N to i64
  %1753 = select i1 %1751, i64 4096, i64 %1752
  %1754 = select i1 %1749, i64 0, i64 %1753
  %1755 = select i1 %1747, i64 0, i64 %1754
  %1756 = trunc i64 %1755 to i32
  %1757 = select i1 %1739, i32 4096, i32 %1756
  %tl_pad_from36 = select i1 %1721, i32 0, i32 %1757
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond400

for.end399:                                       ; preds = %for.cond397
  br label %if.end396

for.cond400:                                      ; preds = %for.body401, %for.body398
  %tl_pad_k39 = phi i32 [ 0, %for.body398 ], [ %1765, %for.body401 ]
  %1758 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1758, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1759 = sext i32 %tl_r35 to i64
  %1760 = mul nsw i64 %1759, 4096
  %1761 = add i32 %tl_pad_from36, %tl_pad_k39
  %1762 = sext i32 %1761 to i64
  %1763 = add nsw i64 %1760, %1762
  %1764 = getelementptr inbounds float, ptr %X_r, i64 %1763
  store float %tl_pad_v37, ptr %1764, align 4
  %1765 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond400, !llvm.loop !83

for.end402:                                       ; preds = %for.cond400
  %1766 = add nsw i32 %tl_r35, 1
  br label %for.cond397, !llvm.loop !84

for.cond403:                                      ; preds = %for.end408, %if.end396
  %red5 = phi i32 [ 0, %if.end396 ], [ %1786, %for.end408 ]
  %1767 = icmp slt i32 %red5, %tl_steps34
  br i1 %1767, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  br label %for.cond406

for.end405:                                       ; preds = %for.cond403
  %1768 = icmp slt i32 %tl_steps34, 127
  br i1 %1768, label %if.then410, label %if.else411

for.cond406:                                      ; preds = %for.body407, %for.body404
  %lane5409 = phi i32 [ 0, %for.body404 ], [ %1785, %for.body407 ]
  %1769 = icmp slt i32 %lane5409, 32
  br i1 %1769, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1770 = sext i32 %lane5409 to i64
  %1771 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1770
  %1772 = load float, ptr %1771, align 4
  %1773 = sext i32 %i7 to i64
  %1774 = mul nsw i64 %1773, 4096
  %1775 = add i32 %red5, 1
  %1776 = mul i32 %1775, 32
  %1777 = add i32 %1776, %lane5409
  %1778 = sext i32 %1777 to i64
  %1779 = add nsw i64 %1774, %1778
  %1780 = getelementptr inbounds float, ptr %X_r, i64 %1779
  %1781 = load float, ptr %1780, align 4
  %1782 = fadd float %1772, %1781
  %1783 = sext i32 %lane5409 to i64
  %1784 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1783
  store float %1782, ptr %1784, align 4
  %1785 = add nsw i32 %lane5409, 1
  br label %for.cond406, !llvm.loop !85

for.end408:                                       ; preds = %for.cond406
  %1786 = add nsw i32 %red5, 1
  br label %for.cond403, !llvm.loop !86

if.then410:                                       ; preds = %for.end405
  %1787 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1788 = load float, ptr %1787, align 4
  %1789 = fadd float %1788, %tl_pad33
  %1790 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1789, ptr %1790, align 4
  br label %if.end412

if.else411:                                       ; preds = %for.end405
  br label %if.end412

if.end412:                                        ; preds = %if.else411, %if.then410
  br label %for.cond413

for.cond413:                                      ; preds = %for.body414, %if.end412
  %lane5416 = phi i32 [ 0, %if.end412 ], [ %1802, %for.body414 ]
  %1791 = icmp slt i32 %lane5416, 16
  br i1 %1791, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %1792 = sext i32 %lane5416 to i64
  %1793 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1792
  %1794 = load float, ptr %1793, align 4
  %1795 = add i32 %lane5416, 16
  %1796 = sext i32 %1795 to i64
  %1797 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1796
  %1798 = load float, ptr %1797, align 4
  %1799 = fadd float %1794, %1798
  %1800 = sext i32 %lane5416 to i64
  %1801 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1800
  store float %1799, ptr %1801, align 4
  %1802 = add nsw i32 %lane5416, 1
  br label %for.cond413, !llvm.loop !87

for.end415:                                       ; preds = %for.cond413
  br label %for.cond417

for.cond417:                                      ; preds = %for.body418, %for.end415
  %lane5420 = phi i32 [ 0, %for.end415 ], [ %1814, %for.body418 ]
  %1803 = icmp slt i32 %lane5420, 8
  br i1 %1803, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1804 = sext i32 %lane5420 to i64
  %1805 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1804
  %1806 = load float, ptr %1805, align 4
  %1807 = add i32 %lane5420, 8
  %1808 = sext i32 %1807 to i64
  %1809 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1808
  %1810 = load float, ptr %1809, align 4
  %1811 = fadd float %1806, %1810
  %1812 = sext i32 %lane5420 to i64
  %1813 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1812
  store float %1811, ptr %1813, align 4
  %1814 = add nsw i32 %lane5420, 1
  br label %for.cond417, !llvm.loop !88

for.end419:                                       ; preds = %for.cond417
  br label %for.cond421

for.cond421:                                      ; preds = %for.body422, %for.end419
  %lane5424 = phi i32 [ 0, %for.end419 ], [ %1826, %for.body422 ]
  %1815 = icmp slt i32 %lane5424, 4
  br i1 %1815, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1816 = sext i32 %lane5424 to i64
  %1817 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1816
  %1818 = load float, ptr %1817, align 4
  %1819 = add i32 %lane5424, 4
  %1820 = sext i32 %1819 to i64
  %1821 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = fadd float %1818, %1822
  %1824 = sext i32 %lane5424 to i64
  %1825 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1824
  store float %1823, ptr %1825, align 4
  %1826 = add nsw i32 %lane5424, 1
  br label %for.cond421, !llvm.loop !89

for.end423:                                       ; preds = %for.cond421
  br label %for.cond425

for.cond425:                                      ; preds = %for.body426, %for.end423
  %lane5428 = phi i32 [ 0, %for.end423 ], [ %1838, %for.body426 ]
  %1827 = icmp slt i32 %lane5428, 2
  br i1 %1827, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1828 = sext i32 %lane5428 to i64
  %1829 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1828
  %1830 = load float, ptr %1829, align 4
  %1831 = add i32 %lane5428, 2
  %1832 = sext i32 %1831 to i64
  %1833 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1832
  %1834 = load float, ptr %1833, align 4
  %1835 = fadd float %1830, %1834
  %1836 = sext i32 %lane5428 to i64
  %1837 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1836
  store float %1835, ptr %1837, align 4
  %1838 = add nsw i32 %lane5428, 1
  br label %for.cond425, !llvm.loop !90

for.end427:                                       ; preds = %for.cond425
  br label %for.cond429

for.cond429:                                      ; preds = %for.body430, %for.end427
  %lane5432 = phi i32 [ 0, %for.end427 ], [ %1850, %for.body430 ]
  %1839 = icmp slt i32 %lane5432, 1
  br i1 %1839, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1840 = sext i32 %lane5432 to i64
  %1841 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1840
  %1842 = load float, ptr %1841, align 4
  %1843 = add i32 %lane5432, 1
  %1844 = sext i32 %1843 to i64
  %1845 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1844
  %1846 = load float, ptr %1845, align 4
  %1847 = fadd float %1842, %1846
  %1848 = sext i32 %lane5432 to i64
  %1849 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1848
  store float %1847, ptr %1849, align 4
  %1850 = add nsw i32 %lane5432, 1
  br label %for.cond429, !llvm.loop !91

for.end431:                                       ; preds = %for.cond429
  %1851 = sext i32 %i7 to i64
  %1852 = getelementptr inbounds float, ptr %l_r, i64 %1851
  store float 0.000000e+00, ptr %1852, align 4
  %1853 = sext i32 %i7 to i64
  %1854 = getelementptr inbounds float, ptr %l_r, i64 %1853
  %1855 = load float, ptr %1854, align 4
  %1856 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1857 = load float, ptr %1856, align 4
  %1858 = fadd float %1855, %1857
  %1859 = sext i32 %i7 to i64
  %1860 = getelementptr inbounds float, ptr %l_r, i64 %1859
  store float %1858, ptr %1860, align 4
  %1861 = add nsw i32 %i7, 1
  br label %for.cond382, !llvm.loop !92

for.cond433:                                      ; preds = %if.end439, %for.end384
  %i436 = phi i32 [ 0, %for.end384 ], [ %1890, %if.end439 ]
  %1862 = icmp slt i32 %i436, 1
  br i1 %1862, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1863 = sext i32 %N to i64
  %1864 = icmp slt i64 %1863, 0
  %1865 = sext i32 %N to i64
  %1866 = icmp sgt i64 %1865, 4096
  %1867 = sext i32 %N to i64
  %1868 = select i1 %1866, i64 4096, i64 %1867
  %1869 = select i1 %1864, i64 0, i64 %1868
  %1870 = icmp slt i64 %1869, 0
  %1871 = sext i32 %N to i64
  %1872 = icmp slt i64 %1871, 0
  %1873 = sext i32 %N to i64
  %1874 = icmp sgt i64 %1873, 4096
  %1875 = sext i32 %N to i64
  %1876 = select i1 %1874, i64 4096, i64 %1875
  %1877 = select i1 %1872, i64 0, i64 %1876
  %1878 = select i1 %1870, i64 0, i64 %1877
  %tl_hi11 = trunc i64 %1878 to i32
  %1879 = mul i32 %bx, 4
  %1880 = add i32 %1879, %r
  %1881 = add i32 %1880, %i436
  %1882 = icmp sle i32 0, %1881
  %1883 = mul i32 %bx, 4
  %1884 = add i32 %1883, %r
  %1885 = add i32 %1884, %i436
  %1886 = icmp slt i32 %1885, %M
  %1887 = and i1 %1882, %1886
  br i1 %1887, label %if.then437, label %if.else438

for.end435:                                       ; preds = %for.cond433
  %1888 = add nsw i32 %r, 1
  br label %for.cond286, !llvm.loop !93

if.then437:                                       ; preds = %for.body434
  %1889 = sub i32 %tl_hi11, 0
  br label %for.cond440

if.else438:                                       ; preds = %for.body434
  br label %if.end439

if.end439:                                        ; preds = %if.else438, %for.end442
  %1890 = add nsw i32 %i436, 1
  br label %for.cond433, !llvm.loop !94

for.cond440:                                      ; preds = %for.body441, %if.then437
  %j6 = phi i32 [ 0, %if.then437 ], [ %1913, %for.body441 ]
  %1891 = icmp slt i32 %j6, %1889
  br i1 %1891, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %1892 = sext i32 %i436 to i64
  %1893 = mul nsw i64 %1892, 4096
  %1894 = add i32 0, %j6
  %1895 = sext i32 %1894 to i64
  %1896 = add nsw i64 %1893, %1895
  %1897 = getelementptr inbounds float, ptr %X_r, i64 %1896
  %1898 = load float, ptr %1897, align 4
  %1899 = getelementptr inbounds float, ptr %l_r, i64 0
  %1900 = load float, ptr %1899, align 4
  %1901 = fdiv float 1.000000e+00, %1900
  %1902 = fmul float %1898, %1901
  %1903 = mul i32 %bx, 4
  %1904 = add i32 %1903, %r
  %1905 = add i32 %1904, %i436
  %1906 = sext i32 %1905 to i64
  %1907 = sext i32 %N to i64
  %1908 = mul nsw i64 %1906, %1907
  %1909 = add i32 0, %j6
  %1910 = sext i32 %1909 to i64
  %1911 = add nsw i64 %1908, %1910
  %1912 = getelementptr inbounds float, ptr %Y, i64 %1911
  store float %1902, ptr %1912, align 4
  %1913 = add nsw i32 %j6, 1
  br label %for.cond440, !llvm.loop !95

for.end442:                                       ; preds = %for.cond440
  br label %if.end439

for.cond443:                                      ; preds = %for.body444, %if.else284
  %i11 = phi i32 [ 0, %if.else284 ], [ %1919, %for.body444 ]
  %1914 = icmp slt i32 %i11, 4
  br i1 %1914, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %1915 = sext i32 %i11 to i64
  %1916 = getelementptr inbounds float, ptr %m, i64 %1915
  store float 0xFFF0000000000000, ptr %1916, align 4
  %1917 = sext i32 %i11 to i64
  %1918 = getelementptr inbounds float, ptr %l, i64 %1917
  store float 0.000000e+00, ptr %1918, align 4
  %1919 = add nsw i32 %i11, 1
  br label %for.cond443, !llvm.loop !96

for.end445:                                       ; preds = %for.cond443
  %1920 = sext i32 %N to i64
  %1921 = sdiv i64 %1920, 512
  %1922 = sub i64 0, %1920
  %1923 = select i1 false, i64 %1922, i64 %1921
  %1924 = srem i64 %1920, 512
  %1925 = icmp ne i64 %1924, 0
  %1926 = icmp slt i64 %1920, 0
  %1927 = icmp eq i1 %1926, false
  %1928 = and i1 %1925, %1927
  %1929 = zext i1 %1928 to i64
  %1930 = add i64 %1923, %1929
  %1931 = trunc i64 %1930 to i32
  %1932 = sext i32 %N to i64
  %1933 = sdiv i64 %1932, 512
  %1934 = sub i64 0, %1932
  %1935 = select i1 false, i64 %1934, i64 %1933
  %1936 = srem i64 %1932, 512
  %1937 = icmp ne i64 %1936, 0
  %1938 = icmp slt i64 %1932, 0
  %1939 = icmp eq i1 %1938, false
  %1940 = and i1 %1937, %1939
  %1941 = zext i1 %1940 to i64
  %1942 = add i64 %1935, %1941
  %1943 = trunc i64 %1942 to i32
  br label %for.cond446

for.cond446:                                      ; preds = %for.end489, %for.end445
  %c = phi i32 [ 0, %for.end445 ], [ %2132, %for.end489 ]
  %1944 = icmp slt i32 %c, %1931
  br i1 %1944, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1945 = mul i32 %bx, 4
  %1946 = icmp sle i32 0, %1945
  %1947 = mul i32 %bx, 4
  %1948 = sext i32 %1947 to i64
  %1949 = add i64 %1948, 4
  %1950 = sext i32 %M to i64
  %1951 = icmp sle i64 %1949, %1950
  %1952 = and i1 %1946, %1951
  %1953 = mul i32 %c, 512
  %1954 = icmp sle i32 0, %1953
  %1955 = mul i32 %c, 512
  %1956 = sext i32 %1955 to i64
  %1957 = add i64 %1956, 512
  %1958 = sext i32 %N to i64
  %1959 = icmp sle i64 %1957, %1958
  %1960 = and i1 %1954, %1959
  %1961 = and i1 %1952, %1960
  br i1 %1961, label %if.then449, label %if.else450

for.end448:                                       ; preds = %for.cond446
  %1962 = sext i32 %N to i64
  %1963 = sdiv i64 %1962, 512
  %1964 = sub i64 0, %1962
  %1965 = select i1 false, i64 %1964, i64 %1963
  %1966 = srem i64 %1962, 512
  %1967 = icmp ne i64 %1966, 0
  %1968 = icmp slt i64 %1962, 0
  %1969 = icmp eq i1 %1968, false
  %1970 = and i1 %1967, %1969
  %1971 = zext i1 %1970 to i64
  %1972 = add i64 %1965, %1971
  %1973 = trunc i64 %1972 to i32
  %1974 = sext i32 %N to i64
  %1975 = sdiv i64 %1974, 512
  %1976 = sub i64 0, %1974
  %1977 = select i1 false, i64 %1976, i64 %1975
  %1978 = srem i64 %1974, 512
  %1979 = icmp ne i64 %1978, 0
  %1980 = icmp slt i64 %1974, 0
  %1981 = icmp eq i1 %1980, false
  %1982 = and i1 %1979, %1981
  %1983 = zext i1 %1982 to i64
  %1984 = add i64 %1977, %1983
  %1985 = trunc i64 %1984 to i32
  br label %for.cond576

if.then449:                                       ; preds = %for.body447
  br label %for.cond452

if.else450:                                       ; preds = %for.body447
  br label %for.cond465

if.end451:                                        ; preds = %for.end467, %for.end454
  br label %for.cond487

for.cond452:                                      ; preds = %for.end464, %if.then449
  %i11455 = phi i32 [ 0, %if.then449 ], [ %2021, %for.end464 ]
  %1986 = icmp slt i32 %i11455, 4
  br i1 %1986, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1987 = add i32 %c, 1
  %1988 = icmp slt i32 %1987, %1943
  br i1 %1988, label %if.then456, label %if.else457

for.end454:                                       ; preds = %for.cond452
  br label %if.end451

if.then456:                                       ; preds = %for.body453
  br label %for.cond459

if.else457:                                       ; preds = %for.body453
  br label %if.end458

if.end458:                                        ; preds = %if.else457, %for.end461
  br label %for.cond462

for.cond459:                                      ; preds = %for.body460, %if.then456
  %pf3 = phi i32 [ 0, %if.then456 ], [ %2002, %for.body460 ]
  %1989 = icmp slt i32 %pf3, 32
  br i1 %1989, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %1990 = mul i32 %bx, 4
  %1991 = add i32 %1990, %i11455
  %1992 = sext i32 %1991 to i64
  %1993 = sext i32 %N to i64
  %1994 = mul i64 %1992, %1993
  %1995 = add i32 %c, 1
  %1996 = mul i32 %1995, 512
  %1997 = mul i32 %pf3, 16
  %1998 = add i32 %1996, %1997
  %1999 = sext i32 %1998 to i64
  %2000 = add i64 %1994, %1999
  %2001 = getelementptr float, ptr %X, i64 %2000
  call void @llvm.prefetch.p0(ptr %2001, i32 0, i32 3, i32 1)
  %2002 = add nsw i32 %pf3, 1
  br label %for.cond459, !llvm.loop !97

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

for.cond462:                                      ; preds = %for.body463, %if.end458
  %j1 = phi i32 [ 0, %if.end458 ], [ %2020, %for.body463 ]
  %2003 = icmp slt i32 %j1, 512
  br i1 %2003, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %2004 = mul i32 %bx, 4
  %2005 = add i32 %2004, %i11455
  %2006 = sext i32 %2005 to i64
  %2007 = sext i32 %N to i64
  %2008 = mul nsw i64 %2006, %2007
  %2009 = mul i32 %c, 512
  %2010 = add i32 %2009, %j1
  %2011 = sext i32 %2010 to i64
  %2012 = add nsw i64 %2008, %2011
  %2013 = getelementptr inbounds float, ptr %X, i64 %2012
  %2014 = load float, ptr %2013, align 4
  %2015 = sext i32 %i11455 to i64
  %2016 = mul nsw i64 %2015, 512
  %2017 = sext i32 %j1 to i64
  %2018 = add nsw i64 %2016, %2017
  %2019 = getelementptr inbounds float, ptr %X_f, i64 %2018
  store float %2014, ptr %2019, align 4
  %2020 = add nsw i32 %j1, 1
  br label %for.cond462, !llvm.loop !98

for.end464:                                       ; preds = %for.cond462
  %2021 = add nsw i32 %i11455, 1
  br label %for.cond452, !llvm.loop !99

for.cond465:                                      ; preds = %for.end485, %if.else450
  %i11468 = phi i32 [ 0, %if.else450 ], [ %2130, %for.end485 ]
  %2022 = icmp slt i32 %i11468, 4
  br i1 %2022, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %2023 = mul i32 %c, 512
  %2024 = sext i32 %2023 to i64
  %2025 = sub i64 0, %2024
  %2026 = icmp slt i64 %2025, 0
  %2027 = mul i32 %c, 512
  %2028 = sext i32 %2027 to i64
  %2029 = sub i64 0, %2028
  %2030 = icmp sgt i64 %2029, 512
  %2031 = mul i32 %c, 512
  %2032 = sext i32 %2031 to i64
  %2033 = sub i64 0, %2032
  %2034 = select i1 %2030, i64 512, i64 %2033
  %2035 = select i1 %2026, i64 0, i64 %2034
  %tl_lo12 = trunc i64 %2035 to i32
  %2036 = sext i32 %N to i64
  %2037 = mul i32 %c, 512
  %2038 = sext i32 %2037 to i64
  %2039 = sub i64 %2036, %2038
  %2040 = icmp slt i64 %2039, 0
  %2041 = sext i32 %N to i64
  %2042 = mul i32 %c, 512
  %2043 = sext i32 %2042 to i64
  %2044 = sub i64 %2041, %2043
  %2045 = icmp sgt i64 %2044, 512
  %2046 = sext i32 %N to i64
  %2047 = mul i32 %c, 512
  %2048 = sext i32 %2047 to i64
  %2049 = sub i64 %2046, %2048
  %2050 = select i1 %2045, i64 512, i64 %2049
  %2051 = select i1 %2040, i64 0, i64 %2050
  %2052 = sext i32 %tl_lo12 to i64
  %2053 = icmp slt i64 %2051, %2052
  %2054 = sext i32 %tl_lo12 to i64
  %2055 = sext i32 %N to i64
  %2056 = mul i32 %c, 512
  %2057 = sext i32 %2056 to i64
  %2058 = sub i64 %2055, %2057
  %2059 = icmp slt i64 %2058, 0
  %2060 = sext i32 %N to i64
  %2061 = mul i32 %c, 512
  %2062 = sext i32 %2061 to i64
  %2063 = sub i64 %2060, %2062
  %2064 = icmp sgt i64 %2063, 512
  %2065 = sext i32 %N to i64
  %2066 = mul i32 %c, 512
  %2067 = sext i32 %2066 to i64
  %2068 = sub i64 %2065, %2067
  %2069 = select i1 %2064, i64 512, i64 %2068
  %2070 = select i1 %2059, i64 0, i64 %2069
  %2071 = select i1 %2053, i64 %2054, i64 %2070
  %tl_hi13 = trunc i64 %2071 to i32
  br label %for.cond469

for.end467:                                       ; preds = %for.cond465
  br label %if.end451

for.cond469:                                      ; preds = %for.body470, %for.body466
  %j1472 = phi i32 [ 0, %for.body466 ], [ %2078, %for.body470 ]
  %2072 = icmp slt i32 %j1472, %tl_lo12
  br i1 %2072, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %2073 = sext i32 %i11468 to i64
  %2074 = mul nsw i64 %2073, 512
  %2075 = sext i32 %j1472 to i64
  %2076 = add nsw i64 %2074, %2075
  %2077 = getelementptr inbounds float, ptr %X_f, i64 %2076
  store float 0.000000e+00, ptr %2077, align 4
  %2078 = add nsw i32 %j1472, 1
  br label %for.cond469, !llvm.loop !100

for.end471:                                       ; preds = %for.cond469
  %2079 = mul i32 %bx, 4
  %2080 = sext i32 %2079 to i64
  %2081 = sext i32 %i11468 to i64
  %2082 = add i64 %2080, %2081
  %2083 = icmp sle i64 0, %2082
  %2084 = mul i32 %bx, 4
  %2085 = sext i32 %2084 to i64
  %2086 = sext i32 %i11468 to i64
  %2087 = add i64 %2085, %2086
  %2088 = sext i32 %M to i64
  %2089 = icmp slt i64 %2087, %2088
  %2090 = and i1 %2083, %2089
  br i1 %2090, label %if.then473, label %if.else474

if.then473:                                       ; preds = %for.end471
  %2091 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond476

if.else474:                                       ; preds = %for.end471
  %2092 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond479

if.end475:                                        ; preds = %for.end481, %for.end478
  %2093 = sub i32 512, %tl_hi13
  br label %for.cond483

for.cond476:                                      ; preds = %for.body477, %if.then473
  %j11 = phi i32 [ 0, %if.then473 ], [ %2113, %for.body477 ]
  %2094 = icmp slt i32 %j11, %2091
  br i1 %2094, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2095 = mul i32 %bx, 4
  %2096 = add i32 %2095, %i11468
  %2097 = sext i32 %2096 to i64
  %2098 = sext i32 %N to i64
  %2099 = mul nsw i64 %2097, %2098
  %2100 = mul i32 %c, 512
  %2101 = add i32 %tl_lo12, %j11
  %2102 = add i32 %2100, %2101
  %2103 = sext i32 %2102 to i64
  %2104 = add nsw i64 %2099, %2103
  %2105 = getelementptr inbounds float, ptr %X, i64 %2104
  %2106 = load float, ptr %2105, align 4
  %2107 = sext i32 %i11468 to i64
  %2108 = mul nsw i64 %2107, 512
  %2109 = add i32 %tl_lo12, %j11
  %2110 = sext i32 %2109 to i64
  %2111 = add nsw i64 %2108, %2110
  %2112 = getelementptr inbounds float, ptr %X_f, i64 %2111
  store float %2106, ptr %2112, align 4
  %2113 = add nsw i32 %j11, 1
  br label %for.cond476, !llvm.loop !101

for.end478:                                       ; preds = %for.cond476
  br label %if.end475

for.cond479:                                      ; preds = %for.body480, %if.else474
  %j11482 = phi i32 [ 0, %if.else474 ], [ %2121, %for.body480 ]
  %2114 = icmp slt i32 %j11482, %2092
  br i1 %2114, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %2115 = sext i32 %i11468 to i64
  %2116 = mul nsw i64 %2115, 512
  %2117 = add i32 %tl_lo12, %j11482
  %2118 = sext i32 %2117 to i64
  %2119 = add nsw i64 %2116, %2118
  %2120 = getelementptr inbounds float, ptr %X_f, i64 %2119
  store float 0.000000e+00, ptr %2120, align 4
  %2121 = add nsw i32 %j11482, 1
  br label %for.cond479, !llvm.loop !102

for.end481:                                       ; preds = %for.cond479
  br label %if.end475

for.cond483:                                      ; preds = %for.body484, %if.end475
  %j11486 = phi i32 [ 0, %if.end475 ], [ %2129, %for.body484 ]
  %2122 = icmp slt i32 %j11486, %2093
  br i1 %2122, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %2123 = sext i32 %i11468 to i64
  %2124 = mul nsw i64 %2123, 512
  %2125 = add i32 %tl_hi13, %j11486
  %2126 = sext i32 %2125 to i64
  %2127 = add nsw i64 %2124, %2126
  %2128 = getelementptr inbounds float, ptr %X_f, i64 %2127
  store float 0.000000e+00, ptr %2128, align 4
  %2129 = add nsw i32 %j11486, 1
  br label %for.cond483, !llvm.loop !103

for.end485:                                       ; preds = %for.cond483
  %2130 = add nsw i32 %i11468, 1
  br label %for.cond465, !llvm.loop !104

for.cond487:                                      ; preds = %for.end574, %if.end451
  %i490 = phi i32 [ 0, %if.end451 ], [ %2421, %for.end574 ]
  %2131 = icmp slt i32 %i490, 4
  br i1 %2131, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  br label %for.cond491

for.end489:                                       ; preds = %for.cond487
  %2132 = add nsw i32 %c, 1
  br label %for.cond446, !llvm.loop !105

for.cond491:                                      ; preds = %for.body492, %for.body488
  %j494 = phi i32 [ 0, %for.body488 ], [ %2150, %for.body492 ]
  %2133 = icmp slt i32 %j494, 512
  br i1 %2133, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %2134 = mul i32 %c, 512
  %2135 = add i32 %2134, %j494
  %2136 = icmp slt i32 %2135, %N
  %2137 = sext i32 %i490 to i64
  %2138 = mul nsw i64 %2137, 512
  %2139 = sext i32 %j494 to i64
  %2140 = add nsw i64 %2138, %2139
  %2141 = call i64 @llvm.umin.i64(i64 %2140, i64 2047)
  %2142 = getelementptr inbounds float, ptr %X_f, i64 %2141
  %2143 = load float, ptr %2142, align 4
  %2144 = select i1 %2136, float %2143, float 0xFFF0000000000000
  %2145 = sext i32 %i490 to i64
  %2146 = mul nsw i64 %2145, 512
  %2147 = sext i32 %j494 to i64
  %2148 = add nsw i64 %2146, %2147
  %2149 = getelementptr inbounds float, ptr %X_f, i64 %2148
  store float %2144, ptr %2149, align 4
  %2150 = add nsw i32 %j494, 1
  br label %for.cond491, !llvm.loop !106

for.end493:                                       ; preds = %for.cond491
  %2151 = sext i32 %i490 to i64
  %2152 = getelementptr inbounds float, ptr %m, i64 %2151
  %2153 = load float, ptr %2152, align 4
  %2154 = sext i32 %i490 to i64
  %2155 = getelementptr inbounds float, ptr %m_prev, i64 %2154
  store float %2153, ptr %2155, align 4
  %2156 = sext i32 %i490 to i64
  %2157 = getelementptr inbounds float, ptr %m, i64 %2156
  %tl_dst0 = load float, ptr %2157, align 4
  br label %for.cond495

for.cond495:                                      ; preds = %for.body496, %for.end493
  %lane6 = phi i32 [ 0, %for.end493 ], [ %2182, %for.body496 ]
  %2158 = icmp slt i32 %lane6, 32
  br i1 %2158, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %2159 = sext i32 %i490 to i64
  %2160 = mul nsw i64 %2159, 512
  %2161 = sext i32 %lane6 to i64
  %2162 = add nsw i64 %2160, %2161
  %2163 = getelementptr inbounds float, ptr %X_f, i64 %2162
  %2164 = load float, ptr %2163, align 4
  %2165 = sext i32 %i490 to i64
  %2166 = mul nsw i64 %2165, 512
  %2167 = sext i32 %lane6 to i64
  %2168 = add nsw i64 %2166, %2167
  %2169 = getelementptr inbounds float, ptr %X_f, i64 %2168
  %2170 = load float, ptr %2169, align 4
  %2171 = fcmp une float %2164, %2170
  %2172 = sext i32 %i490 to i64
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
  br label %for.cond495, !llvm.loop !107

for.end497:                                       ; preds = %for.cond495
  br label %for.cond498

for.cond498:                                      ; preds = %for.end503, %for.end497
  %red6 = phi i32 [ 0, %for.end497 ], [ %2200, %for.end503 ]
  %2183 = icmp slt i32 %red6, 15
  br i1 %2183, label %for.body499, label %for.end500

for.body499:                                      ; preds = %for.cond498
  br label %for.cond501

for.end500:                                       ; preds = %for.cond498
  br label %for.cond505

for.cond501:                                      ; preds = %for.body502, %for.body499
  %lane6504 = phi i32 [ 0, %for.body499 ], [ %2199, %for.body502 ]
  %2184 = icmp slt i32 %lane6504, 32
  br i1 %2184, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %2185 = sext i32 %lane6504 to i64
  %2186 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2185
  %lane_acc3 = load float, ptr %2186, align 4
  %2187 = sext i32 %i490 to i64
  %2188 = mul nsw i64 %2187, 512
  %2189 = add i32 %red6, 1
  %2190 = mul i32 %2189, 32
  %2191 = add i32 %2190, %lane6504
  %2192 = sext i32 %2191 to i64
  %2193 = add nsw i64 %2188, %2192
  %2194 = getelementptr inbounds float, ptr %X_f, i64 %2193
  %lane_next3 = load float, ptr %2194, align 4
  %2195 = fcmp ogt float %lane_next3, %lane_acc3
  %2196 = select i1 %2195, float %lane_next3, float %lane_acc3
  %2197 = sext i32 %lane6504 to i64
  %2198 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2197
  store float %2196, ptr %2198, align 4
  %2199 = add nsw i32 %lane6504, 1
  br label %for.cond501, !llvm.loop !108

for.end503:                                       ; preds = %for.cond501
  %2200 = add nsw i32 %red6, 1
  br label %for.cond498, !llvm.loop !109

for.cond505:                                      ; preds = %for.body506, %for.end500
  %lane6508 = phi i32 [ 0, %for.end500 ], [ %2211, %for.body506 ]
  %2201 = icmp slt i32 %lane6508, 16
  br i1 %2201, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %2202 = sext i32 %lane6508 to i64
  %2203 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2202
  %lane_acc3509 = load float, ptr %2203, align 4
  %2204 = add i32 %lane6508, 16
  %2205 = sext i32 %2204 to i64
  %2206 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2205
  %lane_next3510 = load float, ptr %2206, align 4
  %2207 = fcmp ogt float %lane_next3510, %lane_acc3509
  %2208 = select i1 %2207, float %lane_next3510, float %lane_acc3509
  %2209 = sext i32 %lane6508 to i64
  %2210 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2209
  store float %2208, ptr %2210, align 4
  %2211 = add nsw i32 %lane6508, 1
  br label %for.cond505, !llvm.loop !110

for.end507:                                       ; preds = %for.cond505
  br label %for.cond511

for.cond511:                                      ; preds = %for.body512, %for.end507
  %lane6514 = phi i32 [ 0, %for.end507 ], [ %2222, %for.body512 ]
  %2212 = icmp slt i32 %lane6514, 8
  br i1 %2212, label %for.body512, label %for.end513

for.body512:                                      ; preds = %for.cond511
  %2213 = sext i32 %lane6514 to i64
  %2214 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2213
  %lane_acc3515 = load float, ptr %2214, align 4
  %2215 = add i32 %lane6514, 8
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2216
  %lane_next3516 = load float, ptr %2217, align 4
  %2218 = fcmp ogt float %lane_next3516, %lane_acc3515
  %2219 = select i1 %2218, float %lane_next3516, float %lane_acc3515
  %2220 = sext i32 %lane6514 to i64
  %2221 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2220
  store float %2219, ptr %2221, align 4
  %2222 = add nsw i32 %lane6514, 1
  br label %for.cond511, !llvm.loop !111

for.end513:                                       ; preds = %for.cond511
  br label %for.cond517

for.cond517:                                      ; preds = %for.body518, %for.end513
  %lane6520 = phi i32 [ 0, %for.end513 ], [ %2233, %for.body518 ]
  %2223 = icmp slt i32 %lane6520, 4
  br i1 %2223, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  %2224 = sext i32 %lane6520 to i64
  %2225 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2224
  %lane_acc3521 = load float, ptr %2225, align 4
  %2226 = add i32 %lane6520, 4
  %2227 = sext i32 %2226 to i64
  %2228 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2227
  %lane_next3522 = load float, ptr %2228, align 4
  %2229 = fcmp ogt float %lane_next3522, %lane_acc3521
  %2230 = select i1 %2229, float %lane_next3522, float %lane_acc3521
  %2231 = sext i32 %lane6520 to i64
  %2232 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2231
  store float %2230, ptr %2232, align 4
  %2233 = add nsw i32 %lane6520, 1
  br label %for.cond517, !llvm.loop !112

for.end519:                                       ; preds = %for.cond517
  br label %for.cond523

for.cond523:                                      ; preds = %for.body524, %for.end519
  %lane6526 = phi i32 [ 0, %for.end519 ], [ %2244, %for.body524 ]
  %2234 = icmp slt i32 %lane6526, 2
  br i1 %2234, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %2235 = sext i32 %lane6526 to i64
  %2236 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2235
  %lane_acc3527 = load float, ptr %2236, align 4
  %2237 = add i32 %lane6526, 2
  %2238 = sext i32 %2237 to i64
  %2239 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2238
  %lane_next3528 = load float, ptr %2239, align 4
  %2240 = fcmp ogt float %lane_next3528, %lane_acc3527
  %2241 = select i1 %2240, float %lane_next3528, float %lane_acc3527
  %2242 = sext i32 %lane6526 to i64
  %2243 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2242
  store float %2241, ptr %2243, align 4
  %2244 = add nsw i32 %lane6526, 1
  br label %for.cond523, !llvm.loop !113

for.end525:                                       ; preds = %for.cond523
  br label %for.cond529

for.cond529:                                      ; preds = %for.body530, %for.end525
  %lane6532 = phi i32 [ 0, %for.end525 ], [ %2255, %for.body530 ]
  %2245 = icmp slt i32 %lane6532, 1
  br i1 %2245, label %for.body530, label %for.end531

for.body530:                                      ; preds = %for.cond529
  %2246 = sext i32 %lane6532 to i64
  %2247 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2246
  %lane_acc3533 = load float, ptr %2247, align 4
  %2248 = add i32 %lane6532, 1
  %2249 = sext i32 %2248 to i64
  %2250 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2249
  %lane_next3534 = load float, ptr %2250, align 4
  %2251 = fcmp ogt float %lane_next3534, %lane_acc3533
  %2252 = select i1 %2251, float %lane_next3534, float %lane_acc3533
  %2253 = sext i32 %lane6532 to i64
  %2254 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2253
  store float %2252, ptr %2254, align 4
  %2255 = add nsw i32 %lane6532, 1
  br label %for.cond529, !llvm.loop !114

for.end531:                                       ; preds = %for.cond529
  %2256 = sext i32 %i490 to i64
  %2257 = getelementptr inbounds float, ptr %m, i64 %2256
  %2258 = load float, ptr %2257, align 4
  %2259 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2260 = load float, ptr %2259, align 4
  %2261 = call float @llvm.maxnum.f32(float %2258, float %2260)
  %2262 = sext i32 %i490 to i64
  %2263 = getelementptr inbounds float, ptr %m, i64 %2262
  store float %2261, ptr %2263, align 4
  %2264 = sext i32 %i490 to i64
  %2265 = getelementptr inbounds float, ptr %m, i64 %2264
  %2266 = load float, ptr %2265, align 4
  %2267 = fcmp oeq float %2266, 0xFFF0000000000000
  %2268 = fcmp une float %tl_dst0, %tl_dst0
  %2269 = and i1 %2267, %2268
  br i1 %2269, label %if.then535, label %if.else536

if.then535:                                       ; preds = %for.end531
  %2270 = sext i32 %i490 to i64
  %2271 = getelementptr inbounds float, ptr %m, i64 %2270
  store float %tl_dst0, ptr %2271, align 4
  br label %for.cond538

if.else536:                                       ; preds = %for.end531
  br label %if.end537

if.end537:                                        ; preds = %if.else536, %for.end540
  br label %for.cond542

for.cond538:                                      ; preds = %for.body539, %if.then535
  %red6541 = phi i32 [ 0, %if.then535 ], [ %2285, %for.body539 ]
  %2272 = icmp slt i32 %red6541, 512
  br i1 %2272, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2273 = sext i32 %i490 to i64
  %2274 = getelementptr inbounds float, ptr %m, i64 %2273
  %2275 = load float, ptr %2274, align 4
  %2276 = sext i32 %i490 to i64
  %2277 = mul nsw i64 %2276, 512
  %2278 = sext i32 %red6541 to i64
  %2279 = add nsw i64 %2277, %2278
  %2280 = getelementptr inbounds float, ptr %X_f, i64 %2279
  %2281 = load float, ptr %2280, align 4
  %2282 = call float @llvm.maxnum.f32(float %2275, float %2281)
  %2283 = sext i32 %i490 to i64
  %2284 = getelementptr inbounds float, ptr %m, i64 %2283
  store float %2282, ptr %2284, align 4
  %2285 = add nsw i32 %red6541, 1
  br label %for.cond538, !llvm.loop !115

for.end540:                                       ; preds = %for.cond538
  br label %if.end537

for.cond542:                                      ; preds = %for.body543, %if.end537
  %j545 = phi i32 [ 0, %if.end537 ], [ %2303, %for.body543 ]
  %2286 = icmp slt i32 %j545, 512
  br i1 %2286, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  %2287 = sext i32 %i490 to i64
  %2288 = mul nsw i64 %2287, 512
  %2289 = sext i32 %j545 to i64
  %2290 = add nsw i64 %2288, %2289
  %2291 = getelementptr inbounds float, ptr %X_f, i64 %2290
  %2292 = load float, ptr %2291, align 4
  %2293 = sext i32 %i490 to i64
  %2294 = getelementptr inbounds float, ptr %m, i64 %2293
  %2295 = load float, ptr %2294, align 4
  %2296 = fsub float %2292, %2295
  %2297 = call float @tilec_expf(float %2296)
  %2298 = sext i32 %i490 to i64
  %2299 = mul nsw i64 %2298, 512
  %2300 = sext i32 %j545 to i64
  %2301 = add nsw i64 %2299, %2300
  %2302 = getelementptr inbounds float, ptr %X_f, i64 %2301
  store float %2297, ptr %2302, align 4
  %2303 = add nsw i32 %j545, 1
  br label %for.cond542, !llvm.loop !116

for.end544:                                       ; preds = %for.cond542
  br label %for.cond546

for.cond546:                                      ; preds = %for.body547, %for.end544
  %lane7 = phi i32 [ 0, %for.end544 ], [ %2313, %for.body547 ]
  %2304 = icmp slt i32 %lane7, 32
  br i1 %2304, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %2305 = sext i32 %i490 to i64
  %2306 = mul nsw i64 %2305, 512
  %2307 = sext i32 %lane7 to i64
  %2308 = add nsw i64 %2306, %2307
  %2309 = getelementptr inbounds float, ptr %X_f, i64 %2308
  %2310 = load float, ptr %2309, align 4
  %2311 = sext i32 %lane7 to i64
  %2312 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2311
  store float %2310, ptr %2312, align 4
  %2313 = add nsw i32 %lane7, 1
  br label %for.cond546, !llvm.loop !117

for.end548:                                       ; preds = %for.cond546
  br label %for.cond549

for.cond549:                                      ; preds = %for.end554, %for.end548
  %red7 = phi i32 [ 0, %for.end548 ], [ %2332, %for.end554 ]
  %2314 = icmp slt i32 %red7, 15
  br i1 %2314, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  br label %for.cond552

for.end551:                                       ; preds = %for.cond549
  br label %for.cond556

for.cond552:                                      ; preds = %for.body553, %for.body550
  %lane7555 = phi i32 [ 0, %for.body550 ], [ %2331, %for.body553 ]
  %2315 = icmp slt i32 %lane7555, 32
  br i1 %2315, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %2316 = sext i32 %lane7555 to i64
  %2317 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2316
  %2318 = load float, ptr %2317, align 4
  %2319 = sext i32 %i490 to i64
  %2320 = mul nsw i64 %2319, 512
  %2321 = add i32 %red7, 1
  %2322 = mul i32 %2321, 32
  %2323 = add i32 %2322, %lane7555
  %2324 = sext i32 %2323 to i64
  %2325 = add nsw i64 %2320, %2324
  %2326 = getelementptr inbounds float, ptr %X_f, i64 %2325
  %2327 = load float, ptr %2326, align 4
  %2328 = fadd float %2318, %2327
  %2329 = sext i32 %lane7555 to i64
  %2330 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2329
  store float %2328, ptr %2330, align 4
  %2331 = add nsw i32 %lane7555, 1
  br label %for.cond552, !llvm.loop !118

for.end554:                                       ; preds = %for.cond552
  %2332 = add nsw i32 %red7, 1
  br label %for.cond549, !llvm.loop !119

for.cond556:                                      ; preds = %for.body557, %for.end551
  %lane7559 = phi i32 [ 0, %for.end551 ], [ %2344, %for.body557 ]
  %2333 = icmp slt i32 %lane7559, 16
  br i1 %2333, label %for.body557, label %for.end558

for.body557:                                      ; preds = %for.cond556
  %2334 = sext i32 %lane7559 to i64
  %2335 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2334
  %2336 = load float, ptr %2335, align 4
  %2337 = add i32 %lane7559, 16
  %2338 = sext i32 %2337 to i64
  %2339 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2338
  %2340 = load float, ptr %2339, align 4
  %2341 = fadd float %2336, %2340
  %2342 = sext i32 %lane7559 to i64
  %2343 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2342
  store float %2341, ptr %2343, align 4
  %2344 = add nsw i32 %lane7559, 1
  br label %for.cond556, !llvm.loop !120

for.end558:                                       ; preds = %for.cond556
  br label %for.cond560

for.cond560:                                      ; preds = %for.body561, %for.end558
  %lane7563 = phi i32 [ 0, %for.end558 ], [ %2356, %for.body561 ]
  %2345 = icmp slt i32 %lane7563, 8
  br i1 %2345, label %for.body561, label %for.end562

for.body561:                                      ; preds = %for.cond560
  %2346 = sext i32 %lane7563 to i64
  %2347 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2346
  %2348 = load float, ptr %2347, align 4
  %2349 = add i32 %lane7563, 8
  %2350 = sext i32 %2349 to i64
  %2351 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2350
  %2352 = load float, ptr %2351, align 4
  %2353 = fadd float %2348, %2352
  %2354 = sext i32 %lane7563 to i64
  %2355 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2354
  store float %2353, ptr %2355, align 4
  %2356 = add nsw i32 %lane7563, 1
  br label %for.cond560, !llvm.loop !121

for.end562:                                       ; preds = %for.cond560
  br label %for.cond564

for.cond564:                                      ; preds = %for.body565, %for.end562
  %lane7567 = phi i32 [ 0, %for.end562 ], [ %2368, %for.body565 ]
  %2357 = icmp slt i32 %lane7567, 4
  br i1 %2357, label %for.body565, label %for.end566

for.body565:                                      ; preds = %for.cond564
  %2358 = sext i32 %lane7567 to i64
  %2359 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2358
  %2360 = load float, ptr %2359, align 4
  %2361 = add i32 %lane7567, 4
  %2362 = sext i32 %2361 to i64
  %2363 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2362
  %2364 = load float, ptr %2363, align 4
  %2365 = fadd float %2360, %2364
  %2366 = sext i32 %lane7567 to i64
  %2367 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2366
  store float %2365, ptr %2367, align 4
  %2368 = add nsw i32 %lane7567, 1
  br label %for.cond564, !llvm.loop !122

for.end566:                                       ; preds = %for.cond564
  br label %for.cond568

for.cond568:                                      ; preds = %for.body569, %for.end566
  %lane7571 = phi i32 [ 0, %for.end566 ], [ %2380, %for.body569 ]
  %2369 = icmp slt i32 %lane7571, 2
  br i1 %2369, label %for.body569, label %for.end570

for.body569:                                      ; preds = %for.cond568
  %2370 = sext i32 %lane7571 to i64
  %2371 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2370
  %2372 = load float, ptr %2371, align 4
  %2373 = add i32 %lane7571, 2
  %2374 = sext i32 %2373 to i64
  %2375 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2374
  %2376 = load float, ptr %2375, align 4
  %2377 = fadd float %2372, %2376
  %2378 = sext i32 %lane7571 to i64
  %2379 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2378
  store float %2377, ptr %2379, align 4
  %2380 = add nsw i32 %lane7571, 1
  br label %for.cond568, !llvm.loop !123

for.end570:                                       ; preds = %for.cond568
  br label %for.cond572

for.cond572:                                      ; preds = %for.body573, %for.end570
  %lane7575 = phi i32 [ 0, %for.end570 ], [ %2392, %for.body573 ]
  %2381 = icmp slt i32 %lane7575, 1
  br i1 %2381, label %for.body573, label %for.end574

for.body573:                                      ; preds = %for.cond572
  %2382 = sext i32 %lane7575 to i64
  %2383 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2382
  %2384 = load float, ptr %2383, align 4
  %2385 = add i32 %lane7575, 1
  %2386 = sext i32 %2385 to i64
  %2387 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2386
  %2388 = load float, ptr %2387, align 4
  %2389 = fadd float %2384, %2388
  %2390 = sext i32 %lane7575 to i64
  %2391 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2390
  store float %2389, ptr %2391, align 4
  %2392 = add nsw i32 %lane7575, 1
  br label %for.cond572, !llvm.loop !124

for.end574:                                       ; preds = %for.cond572
  %2393 = sext i32 %i490 to i64
  %2394 = getelementptr inbounds float, ptr %tile_sum, i64 %2393
  store float 0.000000e+00, ptr %2394, align 4
  %2395 = sext i32 %i490 to i64
  %2396 = getelementptr inbounds float, ptr %tile_sum, i64 %2395
  %2397 = load float, ptr %2396, align 4
  %2398 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2399 = load float, ptr %2398, align 4
  %2400 = fadd float %2397, %2399
  %2401 = sext i32 %i490 to i64
  %2402 = getelementptr inbounds float, ptr %tile_sum, i64 %2401
  store float %2400, ptr %2402, align 4
  %2403 = sext i32 %i490 to i64
  %2404 = getelementptr inbounds float, ptr %l, i64 %2403
  %2405 = load float, ptr %2404, align 4
  %2406 = sext i32 %i490 to i64
  %2407 = getelementptr inbounds float, ptr %m_prev, i64 %2406
  %2408 = load float, ptr %2407, align 4
  %2409 = sext i32 %i490 to i64
  %2410 = getelementptr inbounds float, ptr %m, i64 %2409
  %2411 = load float, ptr %2410, align 4
  %2412 = fsub float %2408, %2411
  %2413 = call float @tilec_expf(float %2412)
  %2414 = fmul float %2405, %2413
  %2415 = sext i32 %i490 to i64
  %2416 = getelementptr inbounds float, ptr %tile_sum, i64 %2415
  %2417 = load float, ptr %2416, align 4
  %2418 = fadd float %2414, %2417
  %2419 = sext i32 %i490 to i64
  %2420 = getelementptr inbounds float, ptr %l, i64 %2419
  store float %2418, ptr %2420, align 4
  %2421 = add nsw i32 %i490, 1
  br label %for.cond487, !llvm.loop !125

for.cond576:                                      ; preds = %if.end630, %for.end448
  %c579 = phi i32 [ 0, %for.end448 ], [ %2916, %if.end630 ]
  %2422 = icmp slt i32 %c579, %1973
  br i1 %2422, label %for.body577, label %for.end578

for.body577:                                      ; preds = %for.cond576
  %2423 = sub i32 %1985, 1
  %t = sub i32 %2423, %c579
  %2424 = mul i32 %bx, 4
  %2425 = icmp sle i32 0, %2424
  %2426 = mul i32 %bx, 4
  %2427 = sext i32 %2426 to i64
  %2428 = add i64 %2427, 4
  %2429 = sext i32 %M to i64
  %2430 = icmp sle i64 %2428, %2429
  %2431 = and i1 %2425, %2430
  %2432 = mul i32 %t, 512
  %2433 = icmp sle i32 0, %2432
  %2434 = mul i32 %t, 512
  %2435 = sext i32 %2434 to i64
  %2436 = add i64 %2435, 512
  %2437 = sext i32 %N to i64
  %2438 = icmp sle i64 %2436, %2437
  %2439 = and i1 %2433, %2438
  %2440 = and i1 %2431, %2439
  br i1 %2440, label %if.then580, label %if.else581

for.end578:                                       ; preds = %for.cond576
  br label %if.end285

if.then580:                                       ; preds = %for.body577
  br label %for.cond583

if.else581:                                       ; preds = %for.body577
  br label %for.cond595

if.end582:                                        ; preds = %for.end597, %for.end585
  br label %for.cond617

for.cond583:                                      ; preds = %for.end594, %if.then580
  %i12 = phi i32 [ 0, %if.then580 ], [ %2476, %for.end594 ]
  %2441 = icmp slt i32 %i12, 4
  br i1 %2441, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2442 = add i32 %i12, 1
  %2443 = icmp slt i32 %2442, 4
  br i1 %2443, label %if.then586, label %if.else587

for.end585:                                       ; preds = %for.cond583
  br label %if.end582

if.then586:                                       ; preds = %for.body584
  br label %for.cond589

if.else587:                                       ; preds = %for.body584
  br label %if.end588

if.end588:                                        ; preds = %if.else587, %for.end591
  br label %for.cond592

for.cond589:                                      ; preds = %for.body590, %if.then586
  %pf4 = phi i32 [ 0, %if.then586 ], [ %2457, %for.body590 ]
  %2444 = icmp slt i32 %pf4, 32
  br i1 %2444, label %for.body590, label %for.end591

for.body590:                                      ; preds = %for.cond589
  %2445 = mul i32 %bx, 4
  %2446 = add i32 %i12, 1
  %2447 = add i32 %2445, %2446
  %2448 = sext i32 %2447 to i64
  %2449 = sext i32 %N to i64
  %2450 = mul i64 %2448, %2449
  %2451 = mul i32 %t, 512
  %2452 = mul i32 %pf4, 16
  %2453 = add i32 %2451, %2452
  %2454 = sext i32 %2453 to i64
  %2455 = add i64 %2450, %2454
  %2456 = getelementptr float, ptr %X, i64 %2455
  call void @llvm.prefetch.p0(ptr %2456, i32 0, i32 3, i32 1)
  %2457 = add nsw i32 %pf4, 1
  br label %for.cond589, !llvm.loop !126

for.end591:                                       ; preds = %for.cond589
  br label %if.end588

for.cond592:                                      ; preds = %for.body593, %if.end588
  %j2 = phi i32 [ 0, %if.end588 ], [ %2475, %for.body593 ]
  %2458 = icmp slt i32 %j2, 512
  br i1 %2458, label %for.body593, label %for.end594

for.body593:                                      ; preds = %for.cond592
  %2459 = mul i32 %bx, 4
  %2460 = add i32 %2459, %i12
  %2461 = sext i32 %2460 to i64
  %2462 = sext i32 %N to i64
  %2463 = mul nsw i64 %2461, %2462
  %2464 = mul i32 %t, 512
  %2465 = add i32 %2464, %j2
  %2466 = sext i32 %2465 to i64
  %2467 = add nsw i64 %2463, %2466
  %2468 = getelementptr inbounds float, ptr %X, i64 %2467
  %2469 = load float, ptr %2468, align 4
  %2470 = sext i32 %i12 to i64
  %2471 = mul nsw i64 %2470, 512
  %2472 = sext i32 %j2 to i64
  %2473 = add nsw i64 %2471, %2472
  %2474 = getelementptr inbounds float, ptr %X_f, i64 %2473
  store float %2469, ptr %2474, align 4
  %2475 = add nsw i32 %j2, 1
  br label %for.cond592, !llvm.loop !127

for.end594:                                       ; preds = %for.cond592
  %2476 = add nsw i32 %i12, 1
  br label %for.cond583, !llvm.loop !128

for.cond595:                                      ; preds = %for.end615, %if.else581
  %i12598 = phi i32 [ 0, %if.else581 ], [ %2585, %for.end615 ]
  %2477 = icmp slt i32 %i12598, 4
  br i1 %2477, label %for.body596, label %for.end597

for.body596:                                      ; preds = %for.cond595
  %2478 = mul i32 %t, 512
  %2479 = sext i32 %2478 to i64
  %2480 = sub i64 0, %2479
  %2481 = icmp slt i64 %2480, 0
  %2482 = mul i32 %t, 512
  %2483 = sext i32 %2482 to i64
  %2484 = sub i64 0, %2483
  %2485 = icmp sgt i64 %2484, 512
  %2486 = mul i32 %t, 512
  %2487 = sext i32 %2486 to i64
  %2488 = sub i64 0, %2487
  %2489 = select i1 %2485, i64 512, i64 %2488
  %2490 = select i1 %2481, i64 0, i64 %2489
  %tl_lo14 = trunc i64 %2490 to i32
  %2491 = sext i32 %N to i64
  %2492 = mul i32 %t, 512
  %2493 = sext i32 %2492 to i64
  %2494 = sub i64 %2491, %2493
  %2495 = icmp slt i64 %2494, 0
  %2496 = sext i32 %N to i64
  %2497 = mul i32 %t, 512
  %2498 = sext i32 %2497 to i64
  %2499 = sub i64 %2496, %2498
  %2500 = icmp sgt i64 %2499, 512
  %2501 = sext i32 %N to i64
  %2502 = mul i32 %t, 512
  %2503 = sext i32 %2502 to i64
  %2504 = sub i64 %2501, %2503
  %2505 = select i1 %2500, i64 512, i64 %2504
  %2506 = select i1 %2495, i64 0, i64 %2505
  %2507 = sext i32 %tl_lo14 to i64
  %2508 = icmp slt i64 %2506, %2507
  %2509 = sext i32 %tl_lo14 to i64
  %2510 = sext i32 %N to i64
  %2511 = mul i32 %t, 512
  %2512 = sext i32 %2511 to i64
  %2513 = sub i64 %2510, %2512
  %2514 = icmp slt i64 %2513, 0
  %2515 = sext i32 %N to i64
  %2516 = mul i32 %t, 512
  %2517 = sext i32 %2516 to i64
  %2518 = sub i64 %2515, %2517
  %2519 = icmp sgt i64 %2518, 512
  %2520 = sext i32 %N to i64
  %2521 = mul i32 %t, 512
  %2522 = sext i32 %2521 to i64
  %2523 = sub i64 %2520, %2522
  %2524 = select i1 %2519, i64 512, i64 %2523
  %2525 = select i1 %2514, i64 0, i64 %2524
  %2526 = select i1 %2508, i64 %2509, i64 %2525
  %tl_hi15 = trunc i64 %2526 to i32
  br label %for.cond599

for.end597:                                       ; preds = %for.cond595
  br label %if.end582

for.cond599:                                      ; preds = %for.body600, %for.body596
  %j2602 = phi i32 [ 0, %for.body596 ], [ %2533, %for.body600 ]
  %2527 = icmp slt i32 %j2602, %tl_lo14
  br i1 %2527, label %for.body600, label %for.end601

for.body600:                                      ; preds = %for.cond599
  %2528 = sext i32 %i12598 to i64
  %2529 = mul nsw i64 %2528, 512
  %2530 = sext i32 %j2602 to i64
  %2531 = add nsw i64 %2529, %2530
  %2532 = getelementptr inbounds float, ptr %X_f, i64 %2531
  store float 0.000000e+00, ptr %2532, align 4
  %2533 = add nsw i32 %j2602, 1
  br label %for.cond599, !llvm.loop !129

for.end601:                                       ; preds = %for.cond599
  %2534 = mul i32 %bx, 4
  %2535 = sext i32 %2534 to i64
  %2536 = sext i32 %i12598 to i64
  %2537 = add i64 %2535, %2536
  %2538 = icmp sle i64 0, %2537
  %2539 = mul i32 %bx, 4
  %2540 = sext i32 %2539 to i64
  %2541 = sext i32 %i12598 to i64
  %2542 = add i64 %2540, %2541
  %2543 = sext i32 %M to i64
  %2544 = icmp slt i64 %2542, %2543
  %2545 = and i1 %2538, %2544
  br i1 %2545, label %if.then603, label %if.else604

if.then603:                                       ; preds = %for.end601
  %2546 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond606

if.else604:                                       ; preds = %for.end601
  %2547 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond609

if.end605:                                        ; preds = %for.end611, %for.end608
  %2548 = sub i32 512, %tl_hi15
  br label %for.cond613

for.cond606:                                      ; preds = %for.body607, %if.then603
  %j21 = phi i32 [ 0, %if.then603 ], [ %2568, %for.body607 ]
  %2549 = icmp slt i32 %j21, %2546
  br i1 %2549, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  %2550 = mul i32 %bx, 4
  %2551 = add i32 %2550, %i12598
  %2552 = sext i32 %2551 to i64
  %2553 = sext i32 %N to i64
  %2554 = mul nsw i64 %2552, %2553
  %2555 = mul i32 %t, 512
  %2556 = add i32 %tl_lo14, %j21
  %2557 = add i32 %2555, %2556
  %2558 = sext i32 %2557 to i64
  %2559 = add nsw i64 %2554, %2558
  %2560 = getelementptr inbounds float, ptr %X, i64 %2559
  %2561 = load float, ptr %2560, align 4
  %2562 = sext i32 %i12598 to i64
  %2563 = mul nsw i64 %2562, 512
  %2564 = add i32 %tl_lo14, %j21
  %2565 = sext i32 %2564 to i64
  %2566 = add nsw i64 %2563, %2565
  %2567 = getelementptr inbounds float, ptr %X_f, i64 %2566
  store float %2561, ptr %2567, align 4
  %2568 = add nsw i32 %j21, 1
  br label %for.cond606, !llvm.loop !130

for.end608:                                       ; preds = %for.cond606
  br label %if.end605

for.cond609:                                      ; preds = %for.body610, %if.else604
  %j21612 = phi i32 [ 0, %if.else604 ], [ %2576, %for.body610 ]
  %2569 = icmp slt i32 %j21612, %2547
  br i1 %2569, label %for.body610, label %for.end611

for.body610:                                      ; preds = %for.cond609
  %2570 = sext i32 %i12598 to i64
  %2571 = mul nsw i64 %2570, 512
  %2572 = add i32 %tl_lo14, %j21612
  %2573 = sext i32 %2572 to i64
  %2574 = add nsw i64 %2571, %2573
  %2575 = getelementptr inbounds float, ptr %X_f, i64 %2574
  store float 0.000000e+00, ptr %2575, align 4
  %2576 = add nsw i32 %j21612, 1
  br label %for.cond609, !llvm.loop !131

for.end611:                                       ; preds = %for.cond609
  br label %if.end605

for.cond613:                                      ; preds = %for.body614, %if.end605
  %j21616 = phi i32 [ 0, %if.end605 ], [ %2584, %for.body614 ]
  %2577 = icmp slt i32 %j21616, %2548
  br i1 %2577, label %for.body614, label %for.end615

for.body614:                                      ; preds = %for.cond613
  %2578 = sext i32 %i12598 to i64
  %2579 = mul nsw i64 %2578, 512
  %2580 = add i32 %tl_hi15, %j21616
  %2581 = sext i32 %2580 to i64
  %2582 = add nsw i64 %2579, %2581
  %2583 = getelementptr inbounds float, ptr %X_f, i64 %2582
  store float 0.000000e+00, ptr %2583, align 4
  %2584 = add nsw i32 %j21616, 1
  br label %for.cond613, !llvm.loop !132

for.end615:                                       ; preds = %for.cond613
  %2585 = add nsw i32 %i12598, 1
  br label %for.cond595, !llvm.loop !133

for.cond617:                                      ; preds = %for.end627, %if.end582
  %i620 = phi i32 [ 0, %if.end582 ], [ %2915, %for.end627 ]
  %2586 = icmp slt i32 %i620, 4
  br i1 %2586, label %for.body618, label %for.end619

for.body618:                                      ; preds = %for.cond617
  %2587 = sext i32 %N to i64
  %2588 = sub i32 %1985, 1
  %2589 = sub i32 %2588, %c579
  %2590 = mul i32 %2589, 512
  %2591 = sext i32 %2590 to i64
  %2592 = sub i64 %2587, %2591
  %2593 = icmp slt i64 %2592, 0
  %2594 = sext i32 %N to i64
  %2595 = sub i32 %1985, 1
  %2596 = sub i32 %2595, %c579
  %2597 = mul i32 %2596, 512
  %2598 = sext i32 %2597 to i64
  %2599 = sub i64 %2594, %2598
  %2600 = icmp sgt i64 %2599, 512
  %2601 = sext i32 %N to i64
  %2602 = sub i32 %1985, 1
  %2603 = sub i32 %2602, %c579
  %2604 = mul i32 %2603, 512
  %2605 = sext i32 %2604 to i64
  %2606 = sub i64 %2601, %2605
  %2607 = select i1 %2600, i64 512, i64 %2606
  %2608 = select i1 %2593, i64 0, i64 %2607
  %2609 = sub i32 %1985, 1
  %2610 = sub i32 %2609, %c579
  %2611 = mul i32 %2610, 512
  %2612 = sext i32 %2611 to i64
  %2613 = sub i64 0, %2612
  %2614 = icmp slt i64 %2613, 0
  %2615 = sub i32 %1985, 1
  %2616 = sub i32 %2615, %c579
  %2617 = mul i32 %2616, 512
  %2618 = sext i32 %2617 to i64
  %2619 = sub i64 0, %2618
  %2620 = icmp sgt i64 %2619, 512
  %2621 = sub i32 %1985, 1
  %2622 = sub i32 %2621, %c579
  %2623 = mul i32 %2622, 512
  %2624 = sext i32 %2623 to i64
  %2625 = sub i64 0, %2624
  %2626 = select i1 %2620, i64 512, i64 %2625
  %2627 = select i1 %2614, i64 0, i64 %2626
  %2628 = trunc i64 %2627 to i32
  %2629 = sext i32 %2628 to i64
  %2630 = icmp slt i64 %2608, %2629
  %2631 = sub i32 %1985, 1
  %2632 = sub i32 %2631, %c579
  %2633 = mul i32 %2632, 512
  %2634 = sext i32 %2633 to i64
  %2635 = sub i64 0, %2634
  %2636 = icmp slt i64 %2635, 0
  %2637 = sub i32 %1985, 1
  %2638 = sub i32 %2637, %c579
  %2639 = mul i32 %2638, 512
  %2640 = sext i32 %2639 to i64
  %2641 = sub i64 0, %2640
  %2642 = icmp sgt i64 %2641, 512
  %2643 = sub i32 %1985, 1
  %2644 = sub i32 %2643, %c579
  %2645 = mul i32 %2644, 512
  %2646 = sext i32 %2645 to i64
  %2647 = sub i64 0, %2646
  %2648 = select i1 %2642, i64 512, i64 %2647
  %2649 = select i1 %2636, i64 0, i64 %2648
  %2650 = trunc i64 %2649 to i32
  %2651 = sext i32 %2650 to i64
  %2652 = sext i32 %N to i64
  %2653 = sub i32 %1985, 1
  %2654 = sub i32 %2653, %c579
  %2655 = mul i32 %2654, 512
  %2656 = sext i32 %2655 to i64
  %2657 = sub i64 %2652, %2656
  %2658 = icmp slt i64 %2657, 0
  %2659 = sext i32 %N to i64
  %2660 = sub i32 %1985, 1
  %2661 = sub i32 %2660, %c579
  %2662 = mul i32 %2661, 512
  %2663 = sext i32 %2662 to i64
  %2664 = sub i64 %2659, %2663
  %2665 = icmp sgt i64 %2664, 512
  %2666 = sext i32 %N to i64
  %2667 = sub i32 %1985, 1
  %2668 = sub i32 %2667, %c579
  %2669 = mul i32 %2668, 512
  %2670 = sext i32 %2669 to i64
  %2671 = sub i64 %2666, %2670
  %2672 = select i1 %2665, i64 512, i64 %2671
  %2673 = select i1 %2658, i64 0, i64 %2672
  %2674 = select i1 %2630, i64 %2651, i64 %2673
  %2675 = trunc i64 %2674 to i32
  %2676 = icmp slt i32 %2675, 0
  %2677 = sext i32 %N to i64
  %2678 = sub i32 %1985, 1
  %2679 = sub i32 %2678, %c579
  %2680 = mul i32 %2679, 512
  %2681 = sext i32 %2680 to i64
  %2682 = sub i64 %2677, %2681
  %2683 = icmp slt i64 %2682, 0
  %2684 = sext i32 %N to i64
  %2685 = sub i32 %1985, 1
  %2686 = sub i32 %2685, %c579
  %2687 = mul i32 %2686, 512
  %2688 = sext i32 %2687 to i64
  %2689 = sub i64 %2684, %2688
  %2690 = icmp sgt i64 %2689, 512
  %2691 = sext i32 %N to i64
  %2692 = sub i32 %1985, 1
  %2693 = sub i32 %2692, %c579
  %2694 = mul i32 %2693, 512
  %2695 = sext i32 %2694 to i64
  %2696 = sub i64 %2691, %2695
  %2697 = select i1 %2690, i64 512, i64 %2696
  %2698 = select i1 %2683, i64 0, i64 %2697
  %2699 = sub i32 %1985, 1
  %2700 = sub i32 %2699, %c579
  %2701 = mul i32 %2700, 512
  %2702 = sext i32 %2701 to i64
  %2703 = sub i64 0, %2702
  %2704 = icmp slt i64 %2703, 0
  %2705 = sub i32 %1985, 1
  %2706 = sub i32 %2705, %c579
  %2707 = mul i32 %2706, 512
  %2708 = sext i32 %2707 to i64
  %2709 = sub i64 0, %2708
  %2710 = icmp sgt i64 %2709, 512
  %2711 = sub i32 %1985, 1
  %2712 = sub i32 %2711, %c579
  %2713 = mul i32 %2712, 512
  %2714 = sext i32 %2713 to i64
  %2715 = sub i64 0, %2714
  %2716 = select i1 %2710, i64 512, i64 %2715
  %2717 = select i1 %2704, i64 0, i64 %2716
  %2718 = trunc i64 %2717 to i32
  %2719 = sext i32 %2718 to i64
  %2720 = icmp slt i64 %2698, %2719
  %2721 = sub i32 %1985, 1
  %2722 = sub i32 %2721, %c579
  %2723 = mul i32 %2722, 512
  %2724 = sext i32 %2723 to i64
  %2725 = sub i64 0, %2724
  %2726 = icmp slt i64 %2725, 0
  %2727 = sub i32 %1985, 1
  %2728 = sub i32 %2727, %c579
  %2729 = mul i32 %2728, 512
  %2730 = sext i32 %2729 to i64
  %2731 = sub i64 0, %2730
  %2732 = icmp sgt i64 %2731, 512
  %2733 = sub i32 %1985, 1
  %2734 = sub i32 %2733, %c579
  %2735 = mul i32 %2734, 512
  %2736 = sext i32 %2735 to i64
  %2737 = sub i64 0, %2736
  %2738 = select i1 %2732, i64 512, i64 %2737
  %2739 = select i1 %2726, i64 0, i64 %2738
  %2740 = trunc i64 %2739 to i32
  %2741 = sext i32 %2740 to i64
  %2742 = sext i32 %N to i64
  %2743 = sub i32 %1985, 1
  %2744 = sub i32 %2743, %c579
  %2745 = mul i32 %2744, 512
  %2746 = sext i32 %2745 to i64
  %2747 = sub i64 %2742, %2746
  %2748 = icmp slt i64 %2747, 0
  %2749 = sext i32 %N to i64
  %2750 = sub i32 %1985, 1
  %2751 = sub i32 %2750, %c579
  %2752 = mul i32 %2751, 512
  %2753 = sext i32 %2752 to i64
  %2754 = sub i64 %2749, %2753
  %2755 = icmp sgt i64 %2754, 512
  %2756 = sext i32 %N to i64
  %2757 = sub i32 %1985, 1
  %2758 = sub i32 %2757, %c579
  %2759 = mul i32 %2758, 512
  %2760 = sext i32 %2759 to i64
  %2761 = sub i64 %2756, %2760
  %2762 = select i1 %2755, i64 512, i64 %2761
  %2763 = select i1 %2748, i64 0, i64 %2762
  %2764 = select i1 %2720, i64 %2741, i64 %2763
  %2765 = trunc i64 %2764 to i32
  %2766 = icmp sgt i32 %2765, 512
  %2767 = sext i32 %N to i64
  %2768 = sub i32 %1985, 1
  %2769 = sub i32 %2768, %c579
  %2770 = mul i32 %2769, 512
  %2771 = sext i32 %2770 to i64
  %2772 = sub i64 %2767, %2771
  %2773 = icmp slt i64 %2772, 0
  %2774 = sext i32 %N to i64
  %2775 = sub i32 %1985, 1
  %2776 = sub i32 %2775, %c579
  %2777 = mul i32 %2776, 512
  %2778 = sext i32 %2777 to i64
  %2779 = sub i64 %2774, %2778
  %2780 = icmp sgt i64 %2779, 512
  %2781 = sext i32 %N to i64
  %2782 = sub i32 %1985, 1
  %2783 = sub i32 %2782, %c579
  %2784 = mul i32 %2783, 512
  %2785 = sext i32 %2784 to i64
  %2786 = sub i64 %2781, %2785
  %2787 = select i1 %2780, i64 512, i64 %2786
  %2788 = select i1 %2773, i64 0, i64 %2787
  %2789 = sub i32 %1985, 1
  %2790 = sub i32 %2789, %c579
  %2791 = mul i32 %2790, 512
  %2792 = sext i32 %2791 to i64
  %2793 = sub i64 0, %2792
  %2794 = icmp slt i64 %2793, 0
  %2795 = sub i32 %1985, 1
  %2796 = sub i32 %2795, %c579
  %2797 = mul i32 %2796, 512
  %2798 = sext i32 %2797 to i64
  %2799 = sub i64 0, %2798
  %2800 = icmp sgt i64 %2799, 512
  %2801 = sub i32 %1985, 1
  %2802 = sub i32 %2801, %c579
  %2803 = mul i32 %2802, 512
  %2804 = sext i32 %2803 to i64
  %2805 = sub i64 0, %2804
  %2806 = select i1 %2800, i64 512, i64 %2805
  %2807 = select i1 %2794, i64 0, i64 %2806
  %2808 = trunc i64 %2807 to i32
  %2809 = sext i32 %2808 to i64
  %2810 = icmp slt i64 %2788, %2809
  %2811 = sub i32 %1985, 1
  %2812 = sub i32 %2811, %c579
  %2813 = mul i32 %2812, 512
  %2814 = sext i32 %2813 to i64
  %2815 = sub i64 0, %2814
  %2816 = icmp slt i64 %2815, 0
  %2817 = sub i32 %1985, 1
  %2818 = sub i32 %2817, %c579
  %2819 = mul i32 %2818, 512
  %2820 = sext i32 %2819 to i64
  %2821 = sub i64 0, %2820
  %2822 = icmp sgt i64 %2821, 512
  %2823 = sub i32 %1985, 1
  %2824 = sub i32 %2823, %c579
  %2825 = mul i32 %2824, 512
  %2826 = sext i32 %2825 to i64
  %2827 = sub i64 0, %2826
  %2828 = select i1 %2822, i64 512, i64 %2827
  %2829 = select i1 %2816, i64 0, i64 %2828
  %2830 = trunc i64 %2829 to i32
  %2831 = sext i32 %2830 to i64
  %2832 = sext i32 %N to i64
  %2833 = sub i32 %1985, 1
  %2834 = sub i32 %2833, %c579
  %2835 = mul i32 %2834, 512
  %2836 = sext i32 %2835 to i64
  %2837 = sub i64 %2832, %2836
  %2838 = icmp slt i64 %2837, 0
  %2839 = sext i32 %N to i64
  %2840 = sub i32 %1985, 1
  %2841 = sub i32 %2840, %c579
  %2842 = mul i32 %2841, 512
  %2843 = sext i32 %2842 to i64
  %2844 = sub i64 %2839, %2843
  %2845 = icmp sgt i64 %2844, 512
  %2846 = sext i32 %N to i64
  %2847 = sub i32 %1985, 1
  %2848 = sub i32 %2847, %c579
  %2849 = mul i32 %2848, 512
  %2850 = sext i32 %2849 to i64
  %2851 = sub i64 %2846, %2850
  %2852 = select i1 %2845, i64 512, i64 %2851
  %2853 = select i1 %2838, i64 0, i64 %2852
  %2854 = select i1 %2810, i64 %2831, i64 %2853
  %2855 = trunc i64 %2854 to i32
  %2856 = select i1 %2766, i32 512, i32 %2855
  %tl_cols45 = select i1 %2676, i32 0, i32 %2856
  br label %for.cond621

for.end619:                                       ; preds = %for.cond617
  %2857 = mul i32 %bx, 4
  %2858 = icmp sle i32 0, %2857
  %2859 = mul i32 %bx, 4
  %2860 = sext i32 %2859 to i64
  %2861 = add i64 %2860, 4
  %2862 = sext i32 %M to i64
  %2863 = icmp sle i64 %2861, %2862
  %2864 = and i1 %2858, %2863
  %2865 = mul i32 %t, 512
  %2866 = icmp sle i32 0, %2865
  %2867 = mul i32 %t, 512
  %2868 = sext i32 %2867 to i64
  %2869 = add i64 %2868, 512
  %2870 = sext i32 %N to i64
  %2871 = icmp sle i64 %2869, %2870
  %2872 = and i1 %2866, %2871
  %2873 = and i1 %2864, %2872
  br i1 %2873, label %if.then628, label %if.else629

for.cond621:                                      ; preds = %for.body622, %for.body618
  %j624 = phi i32 [ 0, %for.body618 ], [ %2896, %for.body622 ]
  %2874 = icmp slt i32 %j624, %tl_cols45
  br i1 %2874, label %for.body622, label %for.end623

for.body622:                                      ; preds = %for.cond621
  %2875 = sext i32 %i620 to i64
  %2876 = mul nsw i64 %2875, 512
  %2877 = sext i32 %j624 to i64
  %2878 = add nsw i64 %2876, %2877
  %2879 = getelementptr inbounds float, ptr %X_f, i64 %2878
  %2880 = load float, ptr %2879, align 4
  %2881 = sext i32 %i620 to i64
  %2882 = getelementptr inbounds float, ptr %m, i64 %2881
  %2883 = load float, ptr %2882, align 4
  %2884 = fsub float %2880, %2883
  %2885 = call float @tilec_expf(float %2884)
  %2886 = sext i32 %i620 to i64
  %2887 = getelementptr inbounds float, ptr %l, i64 %2886
  %2888 = load float, ptr %2887, align 4
  %2889 = fdiv float 1.000000e+00, %2888
  %2890 = fmul float %2885, %2889
  %2891 = sext i32 %i620 to i64
  %2892 = mul nsw i64 %2891, 512
  %2893 = sext i32 %j624 to i64
  %2894 = add nsw i64 %2892, %2893
  %2895 = getelementptr inbounds float, ptr %X_f, i64 %2894
  store float %2890, ptr %2895, align 4
  %2896 = add nsw i32 %j624, 1
  br label %for.cond621, !llvm.loop !134

for.end623:                                       ; preds = %for.cond621
  %2897 = sext i32 %i620 to i64
  %2898 = getelementptr inbounds float, ptr %m, i64 %2897
  %2899 = load float, ptr %2898, align 4
  %2900 = fsub float 0.000000e+00, %2899
  %2901 = call float @tilec_expf(float %2900)
  %2902 = sext i32 %i620 to i64
  %2903 = getelementptr inbounds float, ptr %l, i64 %2902
  %2904 = load float, ptr %2903, align 4
  %2905 = fdiv float 1.000000e+00, %2904
  %tl_col47 = fmul float %2901, %2905
  %2906 = sub i32 512, %tl_cols45
  br label %for.cond625

for.cond625:                                      ; preds = %for.body626, %for.end623
  %j46 = phi i32 [ 0, %for.end623 ], [ %2914, %for.body626 ]
  %2907 = icmp slt i32 %j46, %2906
  br i1 %2907, label %for.body626, label %for.end627

for.body626:                                      ; preds = %for.cond625
  %2908 = sext i32 %i620 to i64
  %2909 = mul nsw i64 %2908, 512
  %2910 = add i32 %tl_cols45, %j46
  %2911 = sext i32 %2910 to i64
  %2912 = add nsw i64 %2909, %2911
  %2913 = getelementptr inbounds float, ptr %X_f, i64 %2912
  store float %tl_col47, ptr %2913, align 4
  %2914 = add nsw i32 %j46, 1
  br label %for.cond625, !llvm.loop !135

for.end627:                                       ; preds = %for.cond625
  %2915 = add nsw i32 %i620, 1
  br label %for.cond617, !llvm.loop !136

if.then628:                                       ; preds = %for.end619
  br label %for.cond631

if.else629:                                       ; preds = %for.end619
  br label %for.cond642

if.end630:                                        ; preds = %for.end644, %for.end633
  %2916 = add nsw i32 %c579, 1
  br label %for.cond576, !llvm.loop !137

for.cond631:                                      ; preds = %if.end637, %if.then628
  %i12634 = phi i32 [ 0, %if.then628 ], [ %2936, %if.end637 ]
  %2917 = icmp slt i32 %i12634, 4
  br i1 %2917, label %for.body632, label %for.end633

for.body632:                                      ; preds = %for.cond631
  %2918 = sext i32 %M to i64
  %2919 = sext i32 %N to i64
  %2920 = mul i64 %2918, %2919
  %2921 = icmp sge i64 %2920, 8388608
  br i1 %2921, label %if.then635, label %if.else636

for.end633:                                       ; preds = %for.cond631
  br label %if.end630

if.then635:                                       ; preds = %for.body632
  %2922 = mul i32 %bx, 4
  %2923 = add i32 %2922, %i12634
  %2924 = sext i32 %2923 to i64
  %2925 = sext i32 %N to i64
  %2926 = mul nsw i64 %2924, %2925
  %2927 = mul i32 %t, 512
  %2928 = add i32 %2927, 0
  %2929 = sext i32 %2928 to i64
  %2930 = add nsw i64 %2926, %2929
  %2931 = getelementptr inbounds float, ptr %Y, i64 %2930
  %2932 = sext i32 %i12634 to i64
  %2933 = mul nsw i64 %2932, 512
  %2934 = add nsw i64 %2933, 0
  %2935 = getelementptr inbounds float, ptr %X_f, i64 %2934
  call void @tilec_rt_stream(ptr %2931, ptr %2935, i64 2048)
  br label %if.end637

if.else636:                                       ; preds = %for.body632
  br label %for.cond638

if.end637:                                        ; preds = %for.end640, %if.then635
  %2936 = add nsw i32 %i12634, 1
  br label %for.cond631, !llvm.loop !138

for.cond638:                                      ; preds = %for.body639, %if.else636
  %j2641 = phi i32 [ 0, %if.else636 ], [ %2954, %for.body639 ]
  %2937 = icmp slt i32 %j2641, 512
  br i1 %2937, label %for.body639, label %for.end640

for.body639:                                      ; preds = %for.cond638
  %2938 = sext i32 %i12634 to i64
  %2939 = mul nsw i64 %2938, 512
  %2940 = sext i32 %j2641 to i64
  %2941 = add nsw i64 %2939, %2940
  %2942 = getelementptr inbounds float, ptr %X_f, i64 %2941
  %2943 = load float, ptr %2942, align 4
  %2944 = mul i32 %bx, 4
  %2945 = add i32 %2944, %i12634
  %2946 = sext i32 %2945 to i64
  %2947 = sext i32 %N to i64
  %2948 = mul nsw i64 %2946, %2947
  %2949 = mul i32 %t, 512
  %2950 = add i32 %2949, %j2641
  %2951 = sext i32 %2950 to i64
  %2952 = add nsw i64 %2948, %2951
  %2953 = getelementptr inbounds float, ptr %Y, i64 %2952
  store float %2943, ptr %2953, align 4
  %2954 = add nsw i32 %j2641, 1
  br label %for.cond638, !llvm.loop !139

for.end640:                                       ; preds = %for.cond638
  br label %if.end637

for.cond642:                                      ; preds = %for.end648, %if.else629
  %i12645 = phi i32 [ 0, %if.else629 ], [ %2982, %for.end648 ]
  %2955 = icmp slt i32 %i12645, 4
  br i1 %2955, label %for.body643, label %for.end644

for.body643:                                      ; preds = %for.cond642
  br label %for.cond646

for.end644:                                       ; preds = %for.cond642
  br label %if.end630

for.cond646:                                      ; preds = %if.end652, %for.body643
  %j2649 = phi i32 [ 0, %for.body643 ], [ %2999, %if.end652 ]
  %2956 = icmp slt i32 %j2649, 512
  br i1 %2956, label %for.body647, label %for.end648

for.body647:                                      ; preds = %for.cond646
  %2957 = mul i32 %bx, 4
  %2958 = sext i32 %2957 to i64
  %2959 = sext i32 %i12645 to i64
  %2960 = add i64 %2958, %2959
  %2961 = icmp sle i64 0, %2960
  %2962 = mul i32 %bx, 4
  %2963 = sext i32 %2962 to i64
  %2964 = sext i32 %i12645 to i64
  %2965 = add i64 %2963, %2964
  %2966 = sext i32 %M to i64
  %2967 = icmp slt i64 %2965, %2966
  %2968 = and i1 %2961, %2967
  %2969 = mul i32 %t, 512
  %2970 = sext i32 %2969 to i64
  %2971 = sext i32 %j2649 to i64
  %2972 = add i64 %2970, %2971
  %2973 = icmp sle i64 0, %2972
  %2974 = mul i32 %t, 512
  %2975 = sext i32 %2974 to i64
  %2976 = sext i32 %j2649 to i64
  %2977 = add i64 %2975, %2976
  %2978 = sext i32 %N to i64
  %2979 = icmp slt i64 %2977, %2978
  %2980 = and i1 %2973, %2979
  %2981 = and i1 %2968, %2980
  br i1 %2981, label %if.then650, label %if.else651

for.end648:                                       ; preds = %for.cond646
  %2982 = add nsw i32 %i12645, 1
  br label %for.cond642, !llvm.loop !140

if.then650:                                       ; preds = %for.body647
  %2983 = sext i32 %i12645 to i64
  %2984 = mul nsw i64 %2983, 512
  %2985 = sext i32 %j2649 to i64
  %2986 = add nsw i64 %2984, %2985
  %2987 = getelementptr inbounds float, ptr %X_f, i64 %2986
  %2988 = load float, ptr %2987, align 4
  %2989 = mul i32 %bx, 4
  %2990 = add i32 %2989, %i12645
  %2991 = sext i32 %2990 to i64
  %2992 = sext i32 %N to i64
  %2993 = mul nsw i64 %2991, %2992
  %2994 = mul i32 %t, 512
  %2995 = add i32 %2994, %j2649
  %2996 = sext i32 %2995 to i64
  %2997 = add nsw i64 %2993, %2996
  %2998 = getelementptr inbounds float, ptr %Y, i64 %2997
  store float %2988, ptr %2998, align 4
  br label %if.end652

if.else651:                                       ; preds = %for.body647
  br label %if.end652

if.end652:                                        ; preds = %if.else651, %if.then650
  %2999 = add nsw i32 %j2649, 1
  br label %for.cond646, !llvm.loop !141
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
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
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
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1}
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
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
