; ModuleID = 'softmax.tile'
source_filename = "softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @softmax_block(ptr noalias %X, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_13 = alloca [32 x float], align 64
  %tl_lanes_14 = alloca [32 x float], align 64
  %X_s = alloca [8192 x float], align 64
  %m_s = alloca [32 x float], align 64
  %l_s = alloca [32 x float], align 64
  %tl_stream0 = alloca [1024 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %m = alloca [4 x float], align 64
  %l = alloca [4 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %tl_stream7 = alloca [1024 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %tl_lanes_18 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %m_r = alloca [1 x float], align 64
  %l_r = alloca [1 x float], align 64
  %tl_stream14 = alloca [1024 x float], align 64
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
  br i1 %60, label %if.then147, label %if.else148

if.end:                                           ; preds = %if.end149, %for.end
  ret void

for.cond:                                         ; preds = %if.end133, %if.then
  %i = phi i32 [ 0, %if.then ], [ %539, %if.end133 ]
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
  %356 = call float @tilec_expf_nonpos(float %355)
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
  %tl_col4 = call float @tilec_expf_nonpos(float %366)
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
  %tl_pad5 = call float @tilec_expf_nonpos(float %389)
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
  %535 = sext i32 %M to i64
  %536 = sext i32 %N to i64
  %537 = mul i64 %535, %536
  %538 = icmp sge i64 %537, 8388608
  br i1 %538, label %if.then134, label %if.else135

if.else132:                                       ; preds = %for.end129
  br label %if.end133

if.end133:                                        ; preds = %if.else132, %if.end136
  %539 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !29

if.then134:                                       ; preds = %if.then131
  %tl_sn1 = sub i32 %tl_hi3, 0
  %540 = sext i32 %tl_sn1 to i64
  %541 = sdiv i64 %540, 1024
  %542 = sub i64 0, %540
  %543 = select i1 false, i64 %542, i64 %541
  %544 = srem i64 %540, 1024
  %545 = icmp ne i64 %544, 0
  %546 = icmp slt i64 %540, 0
  %547 = icmp eq i1 %546, false
  %548 = and i1 %545, %547
  %549 = zext i1 %548 to i64
  %550 = add i64 %543, %549
  %551 = trunc i64 %550 to i32
  br label %for.cond137

if.else135:                                       ; preds = %if.then131
  %552 = sub i32 %tl_hi3, 0
  br label %for.cond143

if.end136:                                        ; preds = %for.end145, %for.end139
  br label %if.end133

for.cond137:                                      ; preds = %for.end142, %if.then134
  %tl_c2 = phi i32 [ 0, %if.then134 ], [ %587, %for.end142 ]
  %553 = icmp slt i32 %tl_c2, %551
  br i1 %553, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %tl_sb3 = mul i32 %tl_c2, 1024
  %554 = sub i32 %tl_sn1, %tl_sb3
  %555 = icmp slt i32 %554, 1024
  %556 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %555, i32 %556, i32 1024
  br label %for.cond140

for.end139:                                       ; preds = %for.cond137
  br label %if.end136

for.cond140:                                      ; preds = %for.body141, %for.body138
  %tl_c5 = phi i32 [ 0, %for.body138 ], [ %573, %for.body141 ]
  %557 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %557, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %558 = sext i32 %i to i64
  %559 = mul nsw i64 %558, 256
  %560 = add i32 %tl_sb3, %tl_c5
  %561 = add i32 0, %560
  %562 = sext i32 %561 to i64
  %563 = add nsw i64 %559, %562
  %564 = getelementptr inbounds float, ptr %X_s, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = sext i32 %i to i64
  %567 = getelementptr inbounds float, ptr %l_s, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fdiv float 1.000000e+00, %568
  %570 = fmul float %565, %569
  %571 = sext i32 %tl_c5 to i64
  %572 = getelementptr inbounds float, ptr %tl_stream0, i64 %571
  store float %570, ptr %572, align 4
  %573 = add nsw i32 %tl_c5, 1
  br label %for.cond140, !llvm.loop !30

for.end142:                                       ; preds = %for.cond140
  %574 = sext i32 %tl_sm4 to i64
  %575 = mul i32 %bx, 32
  %576 = add i32 %575, %i
  %577 = sext i32 %576 to i64
  %578 = sext i32 %N to i64
  %579 = mul nsw i64 %577, %578
  %580 = add i32 %tl_sb3, 0
  %581 = add i32 0, %580
  %582 = sext i32 %581 to i64
  %583 = add nsw i64 %579, %582
  %584 = getelementptr inbounds float, ptr %Y, i64 %583
  %585 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %586 = mul i64 %574, 4
  call void @tilec_rt_stream(ptr %584, ptr %585, i64 %586)
  %587 = add nsw i32 %tl_c2, 1
  br label %for.cond137, !llvm.loop !31

for.cond143:                                      ; preds = %for.body144, %if.else135
  %j3146 = phi i32 [ 0, %if.else135 ], [ %610, %for.body144 ]
  %588 = icmp slt i32 %j3146, %552
  br i1 %588, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %589 = sext i32 %i to i64
  %590 = mul nsw i64 %589, 256
  %591 = add i32 0, %j3146
  %592 = sext i32 %591 to i64
  %593 = add nsw i64 %590, %592
  %594 = getelementptr inbounds float, ptr %X_s, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = sext i32 %i to i64
  %597 = getelementptr inbounds float, ptr %l_s, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fdiv float 1.000000e+00, %598
  %600 = fmul float %595, %599
  %601 = mul i32 %bx, 32
  %602 = add i32 %601, %i
  %603 = sext i32 %602 to i64
  %604 = sext i32 %N to i64
  %605 = mul nsw i64 %603, %604
  %606 = add i32 0, %j3146
  %607 = sext i32 %606 to i64
  %608 = add nsw i64 %605, %607
  %609 = getelementptr inbounds float, ptr %Y, i64 %608
  store float %600, ptr %609, align 4
  %610 = add nsw i32 %j3146, 1
  br label %for.cond143, !llvm.loop !32

for.end145:                                       ; preds = %for.cond143
  br label %if.end136

if.then147:                                       ; preds = %if.else
  %611 = sext i32 %N to i64
  %612 = icmp slt i64 %611, 0
  %613 = sext i32 %N to i64
  %614 = icmp sgt i64 %613, 512
  %615 = sext i32 %N to i64
  %616 = select i1 %614, i64 512, i64 %615
  %617 = select i1 %612, i64 0, i64 %616
  %618 = icmp slt i64 %617, 0
  %619 = sext i32 %N to i64
  %620 = icmp slt i64 %619, 0
  %621 = sext i32 %N to i64
  %622 = icmp sgt i64 %621, 512
  %623 = sext i32 %N to i64
  %624 = select i1 %622, i64 512, i64 %623
  %625 = select i1 %620, i64 0, i64 %624
  %626 = select i1 %618, i64 0, i64 %625
  %627 = trunc i64 %626 to i32
  %628 = icmp slt i32 %627, 0
  %629 = sext i32 %N to i64
  %630 = icmp slt i64 %629, 0
  %631 = sext i32 %N to i64
  %632 = icmp sgt i64 %631, 512
  %633 = sext i32 %N to i64
  %634 = select i1 %632, i64 512, i64 %633
  %635 = select i1 %630, i64 0, i64 %634
  %636 = icmp slt i64 %635, 0
  %637 = sext i32 %N to i64
  %638 = icmp slt i64 %637, 0
  %639 = sext i32 %N to i64
  %640 = icmp sgt i64 %639, 512
  %641 = sext i32 %N to i64
  %642 = select i1 %640, i64 512, i64 %641
  %643 = select i1 %638, i64 0, i64 %642
  %644 = select i1 %636, i64 0, i64 %643
  %645 = trunc i64 %644 to i32
  %646 = icmp sgt i32 %645, 512
  %647 = sext i32 %N to i64
  %648 = icmp slt i64 %647, 0
  %649 = sext i32 %N to i64
  %650 = icmp sgt i64 %649, 512
  %651 = sext i32 %N to i64
  %652 = select i1 %650, i64 512, i64 %651
  %653 = select i1 %648, i64 0, i64 %652
  %654 = icmp slt i64 %653, 0
  %655 = sext i32 %N to i64
  %656 = icmp slt i64 %655, 0
  %657 = sext i32 %N to i64
  %658 = icmp sgt i64 %657, 512
  %659 = sext i32 %N to i64
  %660 = select i1 %658, i64 512, i64 %659
  %661 = select i1 %656, i64 0, i64 %660
  %662 = select i1 %654, i64 0, i64 %661
  %663 = trunc i64 %662 to i32
  %664 = select i1 %646, i32 512, i32 %663
  %665 = select i1 %628, i32 0, i32 %664
  %666 = add i32 %665, 31
  %667 = sdiv i32 %666, 32
  %668 = sub i32 0, %666
  %669 = select i1 false, i32 %668, i32 %667
  br label %for.cond150

if.else148:                                       ; preds = %if.else
  %670 = icmp sle i32 %N, 4096
  br i1 %670, label %if.then301, label %if.else302

if.end149:                                        ; preds = %if.end303, %for.end152
  br label %if.end

for.cond150:                                      ; preds = %if.end287, %if.then147
  %i153 = phi i32 [ 0, %if.then147 ], [ %1149, %if.end287 ]
  %671 = icmp slt i32 %i153, 4
  br i1 %671, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %672 = sext i32 %N to i64
  %673 = icmp slt i64 %672, 0
  %674 = sext i32 %N to i64
  %675 = icmp sgt i64 %674, 512
  %676 = sext i32 %N to i64
  %677 = select i1 %675, i64 512, i64 %676
  %678 = select i1 %673, i64 0, i64 %677
  %679 = icmp slt i64 %678, 0
  %680 = sext i32 %N to i64
  %681 = icmp slt i64 %680, 0
  %682 = sext i32 %N to i64
  %683 = icmp sgt i64 %682, 512
  %684 = sext i32 %N to i64
  %685 = select i1 %683, i64 512, i64 %684
  %686 = select i1 %681, i64 0, i64 %685
  %687 = select i1 %679, i64 0, i64 %686
  %tl_hi5 = trunc i64 %687 to i32
  br label %for.cond154

for.end152:                                       ; preds = %for.cond150
  br label %if.end149

for.cond154:                                      ; preds = %for.body155, %for.body151
  %j157 = phi i32 [ 0, %for.body151 ], [ %696, %for.body155 ]
  %688 = icmp slt i32 %j157, 0
  br i1 %688, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %689 = icmp slt i32 %j157, %N
  %690 = select i1 %689, float 0.000000e+00, float 0xFFF0000000000000
  %691 = sext i32 %i153 to i64
  %692 = mul nsw i64 %691, 512
  %693 = sext i32 %j157 to i64
  %694 = add nsw i64 %692, %693
  %695 = getelementptr inbounds float, ptr %X_f, i64 %694
  store float %690, ptr %695, align 4
  %696 = add nsw i32 %j157, 1
  br label %for.cond154, !llvm.loop !33

for.end156:                                       ; preds = %for.cond154
  %697 = mul i32 %bx, 4
  %698 = add i32 %697, %i153
  %699 = icmp sle i32 0, %698
  %700 = mul i32 %bx, 4
  %701 = add i32 %700, %i153
  %702 = icmp slt i32 %701, %M
  %703 = and i1 %699, %702
  br i1 %703, label %if.then158, label %if.else159

if.then158:                                       ; preds = %for.end156
  %704 = add i32 %i153, 1
  %705 = icmp slt i32 %704, 4
  br i1 %705, label %if.then161, label %if.else162

if.else159:                                       ; preds = %for.end156
  %706 = sub i32 %tl_hi5, 0
  br label %for.cond170

if.end160:                                        ; preds = %for.end172, %for.end169
  %707 = sub i32 512, %tl_hi5
  br label %for.cond174

if.then161:                                       ; preds = %if.then158
  %708 = sub i32 %tl_hi5, 0
  %709 = add i32 %708, 15
  %710 = sdiv i32 %709, 16
  %711 = sub i32 0, %709
  %712 = select i1 false, i32 %711, i32 %710
  br label %for.cond164

if.else162:                                       ; preds = %if.then158
  br label %if.end163

if.end163:                                        ; preds = %if.else162, %for.end166
  %713 = sub i32 %tl_hi5, 0
  br label %for.cond167

for.cond164:                                      ; preds = %for.body165, %if.then161
  %pf1 = phi i32 [ 0, %if.then161 ], [ %726, %for.body165 ]
  %714 = icmp slt i32 %pf1, %712
  br i1 %714, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %715 = mul i32 %bx, 4
  %716 = add i32 %i153, 1
  %717 = add i32 %715, %716
  %718 = sext i32 %717 to i64
  %719 = sext i32 %N to i64
  %720 = mul i64 %718, %719
  %721 = mul i32 %pf1, 16
  %722 = add i32 0, %721
  %723 = sext i32 %722 to i64
  %724 = add i64 %720, %723
  %725 = getelementptr float, ptr %X, i64 %724
  call void @llvm.prefetch.p0(ptr %725, i32 0, i32 3, i32 1)
  %726 = add nsw i32 %pf1, 1
  br label %for.cond164, !llvm.loop !34

for.end166:                                       ; preds = %for.cond164
  br label %if.end163

for.cond167:                                      ; preds = %for.body168, %if.end163
  %j4 = phi i32 [ 0, %if.end163 ], [ %744, %for.body168 ]
  %727 = icmp slt i32 %j4, %713
  br i1 %727, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %728 = mul i32 %bx, 4
  %729 = add i32 %728, %i153
  %730 = sext i32 %729 to i64
  %731 = sext i32 %N to i64
  %732 = mul nsw i64 %730, %731
  %733 = add i32 0, %j4
  %734 = sext i32 %733 to i64
  %735 = add nsw i64 %732, %734
  %736 = getelementptr inbounds float, ptr %X, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = sext i32 %i153 to i64
  %739 = mul nsw i64 %738, 512
  %740 = add i32 0, %j4
  %741 = sext i32 %740 to i64
  %742 = add nsw i64 %739, %741
  %743 = getelementptr inbounds float, ptr %X_f, i64 %742
  store float %737, ptr %743, align 4
  %744 = add nsw i32 %j4, 1
  br label %for.cond167, !llvm.loop !35

for.end169:                                       ; preds = %for.cond167
  br label %if.end160

for.cond170:                                      ; preds = %for.body171, %if.else159
  %j4173 = phi i32 [ 0, %if.else159 ], [ %752, %for.body171 ]
  %745 = icmp slt i32 %j4173, %706
  br i1 %745, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %746 = sext i32 %i153 to i64
  %747 = mul nsw i64 %746, 512
  %748 = add i32 0, %j4173
  %749 = sext i32 %748 to i64
  %750 = add nsw i64 %747, %749
  %751 = getelementptr inbounds float, ptr %X_f, i64 %750
  store float 0.000000e+00, ptr %751, align 4
  %752 = add nsw i32 %j4173, 1
  br label %for.cond170, !llvm.loop !36

for.end172:                                       ; preds = %for.cond170
  br label %if.end160

for.cond174:                                      ; preds = %for.body175, %if.end160
  %j4177 = phi i32 [ 0, %if.end160 ], [ %760, %for.body175 ]
  %753 = icmp slt i32 %j4177, %707
  br i1 %753, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %754 = sext i32 %i153 to i64
  %755 = mul nsw i64 %754, 512
  %756 = add i32 %tl_hi5, %j4177
  %757 = sext i32 %756 to i64
  %758 = add nsw i64 %755, %757
  %759 = getelementptr inbounds float, ptr %X_f, i64 %758
  store float 0xFFF0000000000000, ptr %759, align 4
  %760 = add nsw i32 %j4177, 1
  br label %for.cond174, !llvm.loop !37

for.end176:                                       ; preds = %for.cond174
  br label %for.cond178

for.cond178:                                      ; preds = %for.body179, %for.end176
  %lane2 = phi i32 [ 0, %for.end176 ], [ %785, %for.body179 ]
  %761 = icmp slt i32 %lane2, 32
  br i1 %761, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %762 = sext i32 %i153 to i64
  %763 = mul nsw i64 %762, 512
  %764 = sext i32 %lane2 to i64
  %765 = add nsw i64 %763, %764
  %766 = getelementptr inbounds float, ptr %X_f, i64 %765
  %767 = load float, ptr %766, align 4
  %768 = sext i32 %i153 to i64
  %769 = mul nsw i64 %768, 512
  %770 = sext i32 %lane2 to i64
  %771 = add nsw i64 %769, %770
  %772 = getelementptr inbounds float, ptr %X_f, i64 %771
  %773 = load float, ptr %772, align 4
  %774 = fcmp une float %767, %773
  %775 = sext i32 %i153 to i64
  %776 = mul nsw i64 %775, 512
  %777 = sext i32 %lane2 to i64
  %778 = add nsw i64 %776, %777
  %779 = call i64 @llvm.umin.i64(i64 %778, i64 2047)
  %780 = getelementptr inbounds float, ptr %X_f, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = select i1 %774, float 0xFFF0000000000000, float %781
  %783 = sext i32 %lane2 to i64
  %784 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %783
  store float %782, ptr %784, align 4
  %785 = add nsw i32 %lane2, 1
  br label %for.cond178, !llvm.loop !38

for.end180:                                       ; preds = %for.cond178
  %786 = sub i32 %669, 1
  %787 = icmp slt i32 %786, 0
  %788 = sub i32 %669, 1
  %789 = select i1 %787, i32 0, i32 %788
  %tl_steps8 = select i1 true, i32 %789, i32 15
  %790 = icmp eq i32 %tl_steps8, 15
  br i1 %790, label %if.then181, label %if.else182

if.then181:                                       ; preds = %for.end180
  br label %for.cond184

if.else182:                                       ; preds = %for.end180
  br label %for.cond191

if.end183:                                        ; preds = %if.end203, %for.end186
  br label %for.cond204

for.cond184:                                      ; preds = %for.end189, %if.then181
  %red2 = phi i32 [ 0, %if.then181 ], [ %808, %for.end189 ]
  %791 = icmp slt i32 %red2, 15
  br i1 %791, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond187

for.end186:                                       ; preds = %for.cond184
  br label %if.end183

for.cond187:                                      ; preds = %for.body188, %for.body185
  %lane2190 = phi i32 [ 0, %for.body185 ], [ %807, %for.body188 ]
  %792 = icmp slt i32 %lane2190, 32
  br i1 %792, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %793 = sext i32 %lane2190 to i64
  %794 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %793
  %lane_acc1 = load float, ptr %794, align 4
  %795 = sext i32 %i153 to i64
  %796 = mul nsw i64 %795, 512
  %797 = add i32 %red2, 1
  %798 = mul i32 %797, 32
  %799 = add i32 %798, %lane2190
  %800 = sext i32 %799 to i64
  %801 = add nsw i64 %796, %800
  %802 = getelementptr inbounds float, ptr %X_f, i64 %801
  %lane_next1 = load float, ptr %802, align 4
  %803 = fcmp ogt float %lane_next1, %lane_acc1
  %804 = select i1 %803, float %lane_next1, float %lane_acc1
  %805 = sext i32 %lane2190 to i64
  %806 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %805
  store float %804, ptr %806, align 4
  %807 = add nsw i32 %lane2190, 1
  br label %for.cond187, !llvm.loop !39

for.end189:                                       ; preds = %for.cond187
  %808 = add nsw i32 %red2, 1
  br label %for.cond184, !llvm.loop !40

for.cond191:                                      ; preds = %for.end197, %if.else182
  %red2194 = phi i32 [ 0, %if.else182 ], [ %827, %for.end197 ]
  %809 = icmp slt i32 %red2194, %tl_steps8
  br i1 %809, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  br label %for.cond195

for.end193:                                       ; preds = %for.cond191
  %810 = icmp slt i32 %tl_steps8, 15
  br i1 %810, label %if.then201, label %if.else202

for.cond195:                                      ; preds = %for.body196, %for.body192
  %lane2198 = phi i32 [ 0, %for.body192 ], [ %826, %for.body196 ]
  %811 = icmp slt i32 %lane2198, 32
  br i1 %811, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %812 = sext i32 %lane2198 to i64
  %813 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %812
  %lane_acc1199 = load float, ptr %813, align 4
  %814 = sext i32 %i153 to i64
  %815 = mul nsw i64 %814, 512
  %816 = add i32 %red2194, 1
  %817 = mul i32 %816, 32
  %818 = add i32 %817, %lane2198
  %819 = sext i32 %818 to i64
  %820 = add nsw i64 %815, %819
  %821 = getelementptr inbounds float, ptr %X_f, i64 %820
  %lane_next1200 = load float, ptr %821, align 4
  %822 = fcmp ogt float %lane_next1200, %lane_acc1199
  %823 = select i1 %822, float %lane_next1200, float %lane_acc1199
  %824 = sext i32 %lane2198 to i64
  %825 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %824
  store float %823, ptr %825, align 4
  %826 = add nsw i32 %lane2198, 1
  br label %for.cond195, !llvm.loop !41

for.end197:                                       ; preds = %for.cond195
  %827 = add nsw i32 %red2194, 1
  br label %for.cond191, !llvm.loop !42

if.then201:                                       ; preds = %for.end193
  %828 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %829 = load float, ptr %828, align 4
  %830 = fcmp ogt float 0xFFF0000000000000, %829
  %831 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %832 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %831
  %833 = load float, ptr %832, align 4
  %834 = select i1 %830, float 0xFFF0000000000000, float %833
  %835 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %834, ptr %835, align 4
  br label %if.end203

if.else202:                                       ; preds = %for.end193
  br label %if.end203

if.end203:                                        ; preds = %if.else202, %if.then201
  br label %if.end183

for.cond204:                                      ; preds = %for.body205, %if.end183
  %lane2207 = phi i32 [ 0, %if.end183 ], [ %846, %for.body205 ]
  %836 = icmp slt i32 %lane2207, 16
  br i1 %836, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %837 = sext i32 %lane2207 to i64
  %838 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %837
  %lane_acc1208 = load float, ptr %838, align 4
  %839 = add i32 %lane2207, 16
  %840 = sext i32 %839 to i64
  %841 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %840
  %lane_next1209 = load float, ptr %841, align 4
  %842 = fcmp ogt float %lane_next1209, %lane_acc1208
  %843 = select i1 %842, float %lane_next1209, float %lane_acc1208
  %844 = sext i32 %lane2207 to i64
  %845 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %844
  store float %843, ptr %845, align 4
  %846 = add nsw i32 %lane2207, 1
  br label %for.cond204, !llvm.loop !43

for.end206:                                       ; preds = %for.cond204
  br label %for.cond210

for.cond210:                                      ; preds = %for.body211, %for.end206
  %lane2213 = phi i32 [ 0, %for.end206 ], [ %857, %for.body211 ]
  %847 = icmp slt i32 %lane2213, 8
  br i1 %847, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %848 = sext i32 %lane2213 to i64
  %849 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %848
  %lane_acc1214 = load float, ptr %849, align 4
  %850 = add i32 %lane2213, 8
  %851 = sext i32 %850 to i64
  %852 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %851
  %lane_next1215 = load float, ptr %852, align 4
  %853 = fcmp ogt float %lane_next1215, %lane_acc1214
  %854 = select i1 %853, float %lane_next1215, float %lane_acc1214
  %855 = sext i32 %lane2213 to i64
  %856 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %855
  store float %854, ptr %856, align 4
  %857 = add nsw i32 %lane2213, 1
  br label %for.cond210, !llvm.loop !44

for.end212:                                       ; preds = %for.cond210
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %for.end212
  %lane2219 = phi i32 [ 0, %for.end212 ], [ %868, %for.body217 ]
  %858 = icmp slt i32 %lane2219, 4
  br i1 %858, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %859 = sext i32 %lane2219 to i64
  %860 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %859
  %lane_acc1220 = load float, ptr %860, align 4
  %861 = add i32 %lane2219, 4
  %862 = sext i32 %861 to i64
  %863 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %862
  %lane_next1221 = load float, ptr %863, align 4
  %864 = fcmp ogt float %lane_next1221, %lane_acc1220
  %865 = select i1 %864, float %lane_next1221, float %lane_acc1220
  %866 = sext i32 %lane2219 to i64
  %867 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %866
  store float %865, ptr %867, align 4
  %868 = add nsw i32 %lane2219, 1
  br label %for.cond216, !llvm.loop !45

for.end218:                                       ; preds = %for.cond216
  br label %for.cond222

for.cond222:                                      ; preds = %for.body223, %for.end218
  %lane2225 = phi i32 [ 0, %for.end218 ], [ %879, %for.body223 ]
  %869 = icmp slt i32 %lane2225, 2
  br i1 %869, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %870 = sext i32 %lane2225 to i64
  %871 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %870
  %lane_acc1226 = load float, ptr %871, align 4
  %872 = add i32 %lane2225, 2
  %873 = sext i32 %872 to i64
  %874 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %873
  %lane_next1227 = load float, ptr %874, align 4
  %875 = fcmp ogt float %lane_next1227, %lane_acc1226
  %876 = select i1 %875, float %lane_next1227, float %lane_acc1226
  %877 = sext i32 %lane2225 to i64
  %878 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %877
  store float %876, ptr %878, align 4
  %879 = add nsw i32 %lane2225, 1
  br label %for.cond222, !llvm.loop !46

for.end224:                                       ; preds = %for.cond222
  br label %for.cond228

for.cond228:                                      ; preds = %for.body229, %for.end224
  %lane2231 = phi i32 [ 0, %for.end224 ], [ %890, %for.body229 ]
  %880 = icmp slt i32 %lane2231, 1
  br i1 %880, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %881 = sext i32 %lane2231 to i64
  %882 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %881
  %lane_acc1232 = load float, ptr %882, align 4
  %883 = add i32 %lane2231, 1
  %884 = sext i32 %883 to i64
  %885 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %884
  %lane_next1233 = load float, ptr %885, align 4
  %886 = fcmp ogt float %lane_next1233, %lane_acc1232
  %887 = select i1 %886, float %lane_next1233, float %lane_acc1232
  %888 = sext i32 %lane2231 to i64
  %889 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %888
  store float %887, ptr %889, align 4
  %890 = add nsw i32 %lane2231, 1
  br label %for.cond228, !llvm.loop !47

for.end230:                                       ; preds = %for.cond228
  %891 = sext i32 %i153 to i64
  %892 = getelementptr inbounds float, ptr %m, i64 %891
  store float 0xFFF0000000000000, ptr %892, align 4
  %893 = sext i32 %i153 to i64
  %894 = getelementptr inbounds float, ptr %m, i64 %893
  %895 = load float, ptr %894, align 4
  %896 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %897 = load float, ptr %896, align 4
  %898 = call float @llvm.maxnum.f32(float %895, float %897)
  %899 = sext i32 %i153 to i64
  %900 = getelementptr inbounds float, ptr %m, i64 %899
  store float %898, ptr %900, align 4
  %901 = sext i32 %N to i64
  %902 = icmp slt i64 %901, 0
  %903 = sext i32 %N to i64
  %904 = icmp sgt i64 %903, 512
  %905 = sext i32 %N to i64
  %906 = select i1 %904, i64 512, i64 %905
  %907 = select i1 %902, i64 0, i64 %906
  %908 = icmp slt i64 %907, 0
  %909 = sext i32 %N to i64
  %910 = icmp slt i64 %909, 0
  %911 = sext i32 %N to i64
  %912 = icmp sgt i64 %911, 512
  %913 = sext i32 %N to i64
  %914 = select i1 %912, i64 512, i64 %913
  %915 = select i1 %910, i64 0, i64 %914
  %916 = select i1 %908, i64 0, i64 %915
  %917 = trunc i64 %916 to i32
  %918 = icmp slt i32 %917, 0
  %919 = sext i32 %N to i64
  %920 = icmp slt i64 %919, 0
  %921 = sext i32 %N to i64
  %922 = icmp sgt i64 %921, 512
  %923 = sext i32 %N to i64
  %924 = select i1 %922, i64 512, i64 %923
  %925 = select i1 %920, i64 0, i64 %924
  %926 = icmp slt i64 %925, 0
  %927 = sext i32 %N to i64
  %928 = icmp slt i64 %927, 0
  %929 = sext i32 %N to i64
  %930 = icmp sgt i64 %929, 512
  %931 = sext i32 %N to i64
  %932 = select i1 %930, i64 512, i64 %931
  %933 = select i1 %928, i64 0, i64 %932
  %934 = select i1 %926, i64 0, i64 %933
  %935 = trunc i64 %934 to i32
  %936 = icmp sgt i32 %935, 512
  %937 = sext i32 %N to i64
  %938 = icmp slt i64 %937, 0
  %939 = sext i32 %N to i64
  %940 = icmp sgt i64 %939, 512
  %941 = sext i32 %N to i64
  %942 = select i1 %940, i64 512, i64 %941
  %943 = select i1 %938, i64 0, i64 %942
  %944 = icmp slt i64 %943, 0
  %945 = sext i32 %N to i64
  %946 = icmp slt i64 %945, 0
  %947 = sext i32 %N to i64
  %948 = icmp sgt i64 %947, 512
  %949 = sext i32 %N to i64
  %950 = select i1 %948, i64 512, i64 %949
  %951 = select i1 %946, i64 0, i64 %950
  %952 = select i1 %944, i64 0, i64 %951
  %953 = trunc i64 %952 to i32
  %954 = select i1 %936, i32 512, i32 %953
  %tl_cols9 = select i1 %918, i32 0, i32 %954
  br label %for.cond234

for.cond234:                                      ; preds = %for.body235, %for.end230
  %j237 = phi i32 [ 0, %for.end230 ], [ %972, %for.body235 ]
  %955 = icmp slt i32 %j237, %tl_cols9
  br i1 %955, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %956 = sext i32 %i153 to i64
  %957 = mul nsw i64 %956, 512
  %958 = sext i32 %j237 to i64
  %959 = add nsw i64 %957, %958
  %960 = getelementptr inbounds float, ptr %X_f, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = sext i32 %i153 to i64
  %963 = getelementptr inbounds float, ptr %m, i64 %962
  %964 = load float, ptr %963, align 4
  %965 = fsub float %961, %964
  %966 = call float @tilec_expf_nonpos(float %965)
  %967 = sext i32 %i153 to i64
  %968 = mul nsw i64 %967, 512
  %969 = sext i32 %j237 to i64
  %970 = add nsw i64 %968, %969
  %971 = getelementptr inbounds float, ptr %X_f, i64 %970
  store float %966, ptr %971, align 4
  %972 = add nsw i32 %j237, 1
  br label %for.cond234, !llvm.loop !48

for.end236:                                       ; preds = %for.cond234
  %973 = sext i32 %i153 to i64
  %974 = getelementptr inbounds float, ptr %m, i64 %973
  %975 = load float, ptr %974, align 4
  %976 = fsub float 0xFFF0000000000000, %975
  %tl_col11 = call float @tilec_expf_nonpos(float %976)
  %977 = sub i32 512, %tl_cols9
  br label %for.cond238

for.cond238:                                      ; preds = %for.body239, %for.end236
  %j10 = phi i32 [ 0, %for.end236 ], [ %985, %for.body239 ]
  %978 = icmp slt i32 %j10, %977
  br i1 %978, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %979 = sext i32 %i153 to i64
  %980 = mul nsw i64 %979, 512
  %981 = add i32 %tl_cols9, %j10
  %982 = sext i32 %981 to i64
  %983 = add nsw i64 %980, %982
  %984 = getelementptr inbounds float, ptr %X_f, i64 %983
  store float %tl_col11, ptr %984, align 4
  %985 = add nsw i32 %j10, 1
  br label %for.cond238, !llvm.loop !49

for.end240:                                       ; preds = %for.cond238
  br label %for.cond241

for.cond241:                                      ; preds = %for.body242, %for.end240
  %lane3 = phi i32 [ 0, %for.end240 ], [ %995, %for.body242 ]
  %986 = icmp slt i32 %lane3, 32
  br i1 %986, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %987 = sext i32 %i153 to i64
  %988 = mul nsw i64 %987, 512
  %989 = sext i32 %lane3 to i64
  %990 = add nsw i64 %988, %989
  %991 = getelementptr inbounds float, ptr %X_f, i64 %990
  %992 = load float, ptr %991, align 4
  %993 = sext i32 %lane3 to i64
  %994 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %993
  store float %992, ptr %994, align 4
  %995 = add nsw i32 %lane3, 1
  br label %for.cond241, !llvm.loop !50

for.end243:                                       ; preds = %for.cond241
  %996 = sext i32 %i153 to i64
  %997 = getelementptr inbounds float, ptr %m, i64 %996
  %998 = load float, ptr %997, align 4
  %999 = fsub float 0xFFF0000000000000, %998
  %tl_pad12 = call float @tilec_expf_nonpos(float %999)
  %1000 = fadd float %tl_pad12, %tl_pad12
  %1001 = fcmp oeq float %1000, %tl_pad12
  %1002 = fcmp une float %tl_pad12, %tl_pad12
  %1003 = or i1 %1001, %1002
  %1004 = sub i32 %669, 1
  %1005 = icmp slt i32 %1004, 0
  %1006 = sub i32 %669, 1
  %1007 = select i1 %1005, i32 0, i32 %1006
  %tl_steps13 = select i1 %1003, i32 %1007, i32 15
  %1008 = icmp eq i32 %tl_steps13, 15
  br i1 %1008, label %if.then244, label %if.else245

if.then244:                                       ; preds = %for.end243
  br label %for.cond247

if.else245:                                       ; preds = %for.end243
  br label %for.cond254

if.end246:                                        ; preds = %if.end264, %for.end249
  br label %for.cond265

for.cond247:                                      ; preds = %for.end252, %if.then244
  %red3 = phi i32 [ 0, %if.then244 ], [ %1027, %for.end252 ]
  %1009 = icmp slt i32 %red3, 15
  br i1 %1009, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  br label %for.cond250

for.end249:                                       ; preds = %for.cond247
  br label %if.end246

for.cond250:                                      ; preds = %for.body251, %for.body248
  %lane3253 = phi i32 [ 0, %for.body248 ], [ %1026, %for.body251 ]
  %1010 = icmp slt i32 %lane3253, 32
  br i1 %1010, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %1011 = sext i32 %lane3253 to i64
  %1012 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = sext i32 %i153 to i64
  %1015 = mul nsw i64 %1014, 512
  %1016 = add i32 %red3, 1
  %1017 = mul i32 %1016, 32
  %1018 = add i32 %1017, %lane3253
  %1019 = sext i32 %1018 to i64
  %1020 = add nsw i64 %1015, %1019
  %1021 = getelementptr inbounds float, ptr %X_f, i64 %1020
  %1022 = load float, ptr %1021, align 4
  %1023 = fadd float %1013, %1022
  %1024 = sext i32 %lane3253 to i64
  %1025 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1024
  store float %1023, ptr %1025, align 4
  %1026 = add nsw i32 %lane3253, 1
  br label %for.cond250, !llvm.loop !51

for.end252:                                       ; preds = %for.cond250
  %1027 = add nsw i32 %red3, 1
  br label %for.cond247, !llvm.loop !52

for.cond254:                                      ; preds = %for.end260, %if.else245
  %red3257 = phi i32 [ 0, %if.else245 ], [ %1047, %for.end260 ]
  %1028 = icmp slt i32 %red3257, %tl_steps13
  br i1 %1028, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  br label %for.cond258

for.end256:                                       ; preds = %for.cond254
  %1029 = icmp slt i32 %tl_steps13, 15
  br i1 %1029, label %if.then262, label %if.else263

for.cond258:                                      ; preds = %for.body259, %for.body255
  %lane3261 = phi i32 [ 0, %for.body255 ], [ %1046, %for.body259 ]
  %1030 = icmp slt i32 %lane3261, 32
  br i1 %1030, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %1031 = sext i32 %lane3261 to i64
  %1032 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = sext i32 %i153 to i64
  %1035 = mul nsw i64 %1034, 512
  %1036 = add i32 %red3257, 1
  %1037 = mul i32 %1036, 32
  %1038 = add i32 %1037, %lane3261
  %1039 = sext i32 %1038 to i64
  %1040 = add nsw i64 %1035, %1039
  %1041 = getelementptr inbounds float, ptr %X_f, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %1043 = fadd float %1033, %1042
  %1044 = sext i32 %lane3261 to i64
  %1045 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1044
  store float %1043, ptr %1045, align 4
  %1046 = add nsw i32 %lane3261, 1
  br label %for.cond258, !llvm.loop !53

for.end260:                                       ; preds = %for.cond258
  %1047 = add nsw i32 %red3257, 1
  br label %for.cond254, !llvm.loop !54

if.then262:                                       ; preds = %for.end256
  %1048 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1049 = load float, ptr %1048, align 4
  %1050 = fadd float %1049, %tl_pad12
  %1051 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1050, ptr %1051, align 4
  br label %if.end264

if.else263:                                       ; preds = %for.end256
  br label %if.end264

if.end264:                                        ; preds = %if.else263, %if.then262
  br label %if.end246

for.cond265:                                      ; preds = %for.body266, %if.end246
  %lane3268 = phi i32 [ 0, %if.end246 ], [ %1063, %for.body266 ]
  %1052 = icmp slt i32 %lane3268, 16
  br i1 %1052, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %1053 = sext i32 %lane3268 to i64
  %1054 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = add i32 %lane3268, 16
  %1057 = sext i32 %1056 to i64
  %1058 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1057
  %1059 = load float, ptr %1058, align 4
  %1060 = fadd float %1055, %1059
  %1061 = sext i32 %lane3268 to i64
  %1062 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1061
  store float %1060, ptr %1062, align 4
  %1063 = add nsw i32 %lane3268, 1
  br label %for.cond265, !llvm.loop !55

for.end267:                                       ; preds = %for.cond265
  br label %for.cond269

for.cond269:                                      ; preds = %for.body270, %for.end267
  %lane3272 = phi i32 [ 0, %for.end267 ], [ %1075, %for.body270 ]
  %1064 = icmp slt i32 %lane3272, 8
  br i1 %1064, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %1065 = sext i32 %lane3272 to i64
  %1066 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1065
  %1067 = load float, ptr %1066, align 4
  %1068 = add i32 %lane3272, 8
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1069
  %1071 = load float, ptr %1070, align 4
  %1072 = fadd float %1067, %1071
  %1073 = sext i32 %lane3272 to i64
  %1074 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1073
  store float %1072, ptr %1074, align 4
  %1075 = add nsw i32 %lane3272, 1
  br label %for.cond269, !llvm.loop !56

for.end271:                                       ; preds = %for.cond269
  br label %for.cond273

for.cond273:                                      ; preds = %for.body274, %for.end271
  %lane3276 = phi i32 [ 0, %for.end271 ], [ %1087, %for.body274 ]
  %1076 = icmp slt i32 %lane3276, 4
  br i1 %1076, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1077 = sext i32 %lane3276 to i64
  %1078 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = add i32 %lane3276, 4
  %1081 = sext i32 %1080 to i64
  %1082 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1081
  %1083 = load float, ptr %1082, align 4
  %1084 = fadd float %1079, %1083
  %1085 = sext i32 %lane3276 to i64
  %1086 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1085
  store float %1084, ptr %1086, align 4
  %1087 = add nsw i32 %lane3276, 1
  br label %for.cond273, !llvm.loop !57

for.end275:                                       ; preds = %for.cond273
  br label %for.cond277

for.cond277:                                      ; preds = %for.body278, %for.end275
  %lane3280 = phi i32 [ 0, %for.end275 ], [ %1099, %for.body278 ]
  %1088 = icmp slt i32 %lane3280, 2
  br i1 %1088, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %1089 = sext i32 %lane3280 to i64
  %1090 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1089
  %1091 = load float, ptr %1090, align 4
  %1092 = add i32 %lane3280, 2
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1093
  %1095 = load float, ptr %1094, align 4
  %1096 = fadd float %1091, %1095
  %1097 = sext i32 %lane3280 to i64
  %1098 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1097
  store float %1096, ptr %1098, align 4
  %1099 = add nsw i32 %lane3280, 1
  br label %for.cond277, !llvm.loop !58

for.end279:                                       ; preds = %for.cond277
  br label %for.cond281

for.cond281:                                      ; preds = %for.body282, %for.end279
  %lane3284 = phi i32 [ 0, %for.end279 ], [ %1111, %for.body282 ]
  %1100 = icmp slt i32 %lane3284, 1
  br i1 %1100, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1101 = sext i32 %lane3284 to i64
  %1102 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1101
  %1103 = load float, ptr %1102, align 4
  %1104 = add i32 %lane3284, 1
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1105
  %1107 = load float, ptr %1106, align 4
  %1108 = fadd float %1103, %1107
  %1109 = sext i32 %lane3284 to i64
  %1110 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1109
  store float %1108, ptr %1110, align 4
  %1111 = add nsw i32 %lane3284, 1
  br label %for.cond281, !llvm.loop !59

for.end283:                                       ; preds = %for.cond281
  %1112 = sext i32 %i153 to i64
  %1113 = getelementptr inbounds float, ptr %l, i64 %1112
  store float 0.000000e+00, ptr %1113, align 4
  %1114 = sext i32 %i153 to i64
  %1115 = getelementptr inbounds float, ptr %l, i64 %1114
  %1116 = load float, ptr %1115, align 4
  %1117 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1118 = load float, ptr %1117, align 4
  %1119 = fadd float %1116, %1118
  %1120 = sext i32 %i153 to i64
  %1121 = getelementptr inbounds float, ptr %l, i64 %1120
  store float %1119, ptr %1121, align 4
  %1122 = sext i32 %N to i64
  %1123 = icmp slt i64 %1122, 0
  %1124 = sext i32 %N to i64
  %1125 = icmp sgt i64 %1124, 512
  %1126 = sext i32 %N to i64
  %1127 = select i1 %1125, i64 512, i64 %1126
  %1128 = select i1 %1123, i64 0, i64 %1127
  %1129 = icmp slt i64 %1128, 0
  %1130 = sext i32 %N to i64
  %1131 = icmp slt i64 %1130, 0
  %1132 = sext i32 %N to i64
  %1133 = icmp sgt i64 %1132, 512
  %1134 = sext i32 %N to i64
  %1135 = select i1 %1133, i64 512, i64 %1134
  %1136 = select i1 %1131, i64 0, i64 %1135
  %1137 = select i1 %1129, i64 0, i64 %1136
  %tl_hi7 = trunc i64 %1137 to i32
  %1138 = mul i32 %bx, 4
  %1139 = add i32 %1138, %i153
  %1140 = icmp sle i32 0, %1139
  %1141 = mul i32 %bx, 4
  %1142 = add i32 %1141, %i153
  %1143 = icmp slt i32 %1142, %M
  %1144 = and i1 %1140, %1143
  br i1 %1144, label %if.then285, label %if.else286

if.then285:                                       ; preds = %for.end283
  %1145 = sext i32 %M to i64
  %1146 = sext i32 %N to i64
  %1147 = mul i64 %1145, %1146
  %1148 = icmp sge i64 %1147, 8388608
  br i1 %1148, label %if.then288, label %if.else289

if.else286:                                       ; preds = %for.end283
  br label %if.end287

if.end287:                                        ; preds = %if.else286, %if.end290
  %1149 = add nsw i32 %i153, 1
  br label %for.cond150, !llvm.loop !60

if.then288:                                       ; preds = %if.then285
  %tl_sn8 = sub i32 %tl_hi7, 0
  %1150 = sext i32 %tl_sn8 to i64
  %1151 = sdiv i64 %1150, 1024
  %1152 = sub i64 0, %1150
  %1153 = select i1 false, i64 %1152, i64 %1151
  %1154 = srem i64 %1150, 1024
  %1155 = icmp ne i64 %1154, 0
  %1156 = icmp slt i64 %1150, 0
  %1157 = icmp eq i1 %1156, false
  %1158 = and i1 %1155, %1157
  %1159 = zext i1 %1158 to i64
  %1160 = add i64 %1153, %1159
  %1161 = trunc i64 %1160 to i32
  br label %for.cond291

if.else289:                                       ; preds = %if.then285
  %1162 = sub i32 %tl_hi7, 0
  br label %for.cond297

if.end290:                                        ; preds = %for.end299, %for.end293
  br label %if.end287

for.cond291:                                      ; preds = %for.end296, %if.then288
  %tl_c9 = phi i32 [ 0, %if.then288 ], [ %1197, %for.end296 ]
  %1163 = icmp slt i32 %tl_c9, %1161
  br i1 %1163, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  %tl_sb10 = mul i32 %tl_c9, 1024
  %1164 = sub i32 %tl_sn8, %tl_sb10
  %1165 = icmp slt i32 %1164, 1024
  %1166 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %1165, i32 %1166, i32 1024
  br label %for.cond294

for.end293:                                       ; preds = %for.cond291
  br label %if.end290

for.cond294:                                      ; preds = %for.body295, %for.body292
  %tl_c12 = phi i32 [ 0, %for.body292 ], [ %1183, %for.body295 ]
  %1167 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %1167, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %1168 = sext i32 %i153 to i64
  %1169 = mul nsw i64 %1168, 512
  %1170 = add i32 %tl_sb10, %tl_c12
  %1171 = add i32 0, %1170
  %1172 = sext i32 %1171 to i64
  %1173 = add nsw i64 %1169, %1172
  %1174 = getelementptr inbounds float, ptr %X_f, i64 %1173
  %1175 = load float, ptr %1174, align 4
  %1176 = sext i32 %i153 to i64
  %1177 = getelementptr inbounds float, ptr %l, i64 %1176
  %1178 = load float, ptr %1177, align 4
  %1179 = fdiv float 1.000000e+00, %1178
  %1180 = fmul float %1175, %1179
  %1181 = sext i32 %tl_c12 to i64
  %1182 = getelementptr inbounds float, ptr %tl_stream7, i64 %1181
  store float %1180, ptr %1182, align 4
  %1183 = add nsw i32 %tl_c12, 1
  br label %for.cond294, !llvm.loop !61

for.end296:                                       ; preds = %for.cond294
  %1184 = sext i32 %tl_sm11 to i64
  %1185 = mul i32 %bx, 4
  %1186 = add i32 %1185, %i153
  %1187 = sext i32 %1186 to i64
  %1188 = sext i32 %N to i64
  %1189 = mul nsw i64 %1187, %1188
  %1190 = add i32 %tl_sb10, 0
  %1191 = add i32 0, %1190
  %1192 = sext i32 %1191 to i64
  %1193 = add nsw i64 %1189, %1192
  %1194 = getelementptr inbounds float, ptr %Y, i64 %1193
  %1195 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %1196 = mul i64 %1184, 4
  call void @tilec_rt_stream(ptr %1194, ptr %1195, i64 %1196)
  %1197 = add nsw i32 %tl_c9, 1
  br label %for.cond291, !llvm.loop !62

for.cond297:                                      ; preds = %for.body298, %if.else289
  %j4300 = phi i32 [ 0, %if.else289 ], [ %1220, %for.body298 ]
  %1198 = icmp slt i32 %j4300, %1162
  br i1 %1198, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1199 = sext i32 %i153 to i64
  %1200 = mul nsw i64 %1199, 512
  %1201 = add i32 0, %j4300
  %1202 = sext i32 %1201 to i64
  %1203 = add nsw i64 %1200, %1202
  %1204 = getelementptr inbounds float, ptr %X_f, i64 %1203
  %1205 = load float, ptr %1204, align 4
  %1206 = sext i32 %i153 to i64
  %1207 = getelementptr inbounds float, ptr %l, i64 %1206
  %1208 = load float, ptr %1207, align 4
  %1209 = fdiv float 1.000000e+00, %1208
  %1210 = fmul float %1205, %1209
  %1211 = mul i32 %bx, 4
  %1212 = add i32 %1211, %i153
  %1213 = sext i32 %1212 to i64
  %1214 = sext i32 %N to i64
  %1215 = mul nsw i64 %1213, %1214
  %1216 = add i32 0, %j4300
  %1217 = sext i32 %1216 to i64
  %1218 = add nsw i64 %1215, %1217
  %1219 = getelementptr inbounds float, ptr %Y, i64 %1218
  store float %1210, ptr %1219, align 4
  %1220 = add nsw i32 %j4300, 1
  br label %for.cond297, !llvm.loop !63

for.end299:                                       ; preds = %for.cond297
  br label %if.end290

if.then301:                                       ; preds = %if.else148
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %1221 = sext i32 %N to i64
  %1222 = icmp slt i64 %1221, 0
  %1223 = sext i32 %N to i64
  %1224 = icmp sgt i64 %1223, 4096
  %1225 = sext i32 %N to i64
  %1226 = select i1 %1224, i64 4096, i64 %1225
  %1227 = select i1 %1222, i64 0, i64 %1226
  %1228 = icmp slt i64 %1227, 0
  %1229 = sext i32 %N to i64
  %1230 = icmp slt i64 %1229, 0
  %1231 = sext i32 %N to i64
  %1232 = icmp sgt i64 %1231, 4096
  %1233 = sext i32 %N to i64
  %1234 = select i1 %1232, i64 4096, i64 %1233
  %1235 = select i1 %1230, i64 0, i64 %1234
  %1236 = select i1 %1228, i64 0, i64 %1235
  %1237 = trunc i64 %1236 to i32
  %1238 = icmp slt i32 %1237, 0
  %1239 = sext i32 %N to i64
  %1240 = icmp slt i64 %1239, 0
  %1241 = sext i32 %N to i64
  %1242 = icmp sgt i64 %1241, 4096
  %1243 = sext i32 %N to i64
  %1244 = select i1 %1242, i64 4096, i64 %1243
  %1245 = select i1 %1240, i64 0, i64 %1244
  %1246 = icmp slt i64 %1245, 0
  %1247 = sext i32 %N to i64
  %1248 = icmp slt i64 %1247, 0
  %1249 = sext i32 %N to i64
  %1250 = icmp sgt i64 %1249, 4096
  %1251 = sext i32 %N to i64
  %1252 = select i1 %1250, i64 4096, i64 %1251
  %1253 = select i1 %1248, i64 0, i64 %1252
  %1254 = select i1 %1246, i64 0, i64 %1253
  %1255 = trunc i64 %1254 to i32
  %1256 = icmp sgt i32 %1255, 4096
  %1257 = sext i32 %N to i64
  %1258 = icmp slt i64 %1257, 0
  %1259 = sext i32 %N to i64
  %1260 = icmp sgt i64 %1259, 4096
  %1261 = sext i32 %N to i64
  %1262 = select i1 %1260, i64 4096, i64 %1261
  %1263 = select i1 %1258, i64 0, i64 %1262
  %1264 = icmp slt i64 %1263, 0
  %1265 = sext i32 %N to i64
  %1266 = icmp slt i64 %1265, 0
  %1267 = sext i32 %N to i64
  %1268 = icmp sgt i64 %1267, 4096
  %1269 = sext i32 %N to i64
  %1270 = select i1 %1268, i64 4096, i64 %1269
  %1271 = select i1 %1266, i64 0, i64 %1270
  %1272 = select i1 %1264, i64 0, i64 %1271
  %1273 = trunc i64 %1272 to i32
  %1274 = select i1 %1256, i32 4096, i32 %1273
  %1275 = select i1 %1238, i32 0, i32 %1274
  %1276 = add i32 %1275, 31
  %1277 = sdiv i32 %1276, 32
  %1278 = sub i32 0, %1276
  %1279 = select i1 false, i32 %1278, i32 %1277
  br label %for.cond304

if.else302:                                       ; preds = %if.else148
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond466

if.end303:                                        ; preds = %for.end601, %for.end306
  br label %if.end149

for.cond304:                                      ; preds = %for.end449, %if.then301
  %r = phi i32 [ 0, %if.then301 ], [ %2034, %for.end449 ]
  %1280 = icmp slt i32 %r, 4
  br i1 %1280, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  br label %for.cond307

for.end306:                                       ; preds = %for.cond304
  br label %if.end303

for.cond307:                                      ; preds = %if.end317, %for.body305
  %i310 = phi i32 [ 0, %for.body305 ], [ %1318, %if.end317 ]
  %1281 = icmp slt i32 %i310, 1
  br i1 %1281, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
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
  %tl_hi9 = trunc i64 %1297 to i32
  br label %for.cond311

for.end309:                                       ; preds = %for.cond307
  br label %for.cond325

for.cond311:                                      ; preds = %for.body312, %for.body308
  %j314 = phi i32 [ 0, %for.body308 ], [ %1306, %for.body312 ]
  %1298 = icmp slt i32 %j314, 0
  br i1 %1298, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %1299 = icmp slt i32 %j314, %N
  %1300 = select i1 %1299, float 0.000000e+00, float 0xFFF0000000000000
  %1301 = sext i32 %i310 to i64
  %1302 = mul nsw i64 %1301, 4096
  %1303 = sext i32 %j314 to i64
  %1304 = add nsw i64 %1302, %1303
  %1305 = getelementptr inbounds float, ptr %X_r, i64 %1304
  store float %1300, ptr %1305, align 4
  %1306 = add nsw i32 %j314, 1
  br label %for.cond311, !llvm.loop !64

for.end313:                                       ; preds = %for.cond311
  %1307 = mul i32 %bx, 4
  %1308 = add i32 %1307, %r
  %1309 = add i32 %1308, %i310
  %1310 = icmp sle i32 0, %1309
  %1311 = mul i32 %bx, 4
  %1312 = add i32 %1311, %r
  %1313 = add i32 %1312, %i310
  %1314 = icmp slt i32 %1313, %M
  %1315 = and i1 %1310, %1314
  br i1 %1315, label %if.then315, label %if.else316

if.then315:                                       ; preds = %for.end313
  %1316 = sub i32 %tl_hi9, 0
  br label %for.cond318

if.else316:                                       ; preds = %for.end313
  %1317 = sub i32 %tl_hi9, 0
  br label %for.cond321

if.end317:                                        ; preds = %for.end323, %for.end320
  %1318 = add nsw i32 %i310, 1
  br label %for.cond307, !llvm.loop !65

for.cond318:                                      ; preds = %for.body319, %if.then315
  %j5 = phi i32 [ 0, %if.then315 ], [ %1337, %for.body319 ]
  %1319 = icmp slt i32 %j5, %1316
  br i1 %1319, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1320 = mul i32 %bx, 4
  %1321 = add i32 %1320, %r
  %1322 = add i32 %1321, %i310
  %1323 = sext i32 %1322 to i64
  %1324 = sext i32 %N to i64
  %1325 = mul nsw i64 %1323, %1324
  %1326 = add i32 0, %j5
  %1327 = sext i32 %1326 to i64
  %1328 = add nsw i64 %1325, %1327
  %1329 = getelementptr inbounds float, ptr %X, i64 %1328
  %1330 = load float, ptr %1329, align 4
  %1331 = sext i32 %i310 to i64
  %1332 = mul nsw i64 %1331, 4096
  %1333 = add i32 0, %j5
  %1334 = sext i32 %1333 to i64
  %1335 = add nsw i64 %1332, %1334
  %1336 = getelementptr inbounds float, ptr %X_r, i64 %1335
  store float %1330, ptr %1336, align 4
  %1337 = add nsw i32 %j5, 1
  br label %for.cond318, !llvm.loop !67

for.end320:                                       ; preds = %for.cond318
  br label %if.end317

for.cond321:                                      ; preds = %for.body322, %if.else316
  %j5324 = phi i32 [ 0, %if.else316 ], [ %1345, %for.body322 ]
  %1338 = icmp slt i32 %j5324, %1317
  br i1 %1338, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1339 = sext i32 %i310 to i64
  %1340 = mul nsw i64 %1339, 4096
  %1341 = add i32 0, %j5324
  %1342 = sext i32 %1341 to i64
  %1343 = add nsw i64 %1340, %1342
  %1344 = getelementptr inbounds float, ptr %X_r, i64 %1343
  store float 0.000000e+00, ptr %1344, align 4
  %1345 = add nsw i32 %j5324, 1
  br label %for.cond321, !llvm.loop !68

for.end323:                                       ; preds = %for.cond321
  br label %if.end317

for.cond325:                                      ; preds = %for.end382, %for.end309
  %i6 = phi i32 [ 0, %for.end309 ], [ %1607, %for.end382 ]
  %1346 = icmp slt i32 %i6, 1
  br i1 %1346, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  br label %for.cond328

for.end327:                                       ; preds = %for.cond325
  br label %for.cond386

for.cond328:                                      ; preds = %for.end333, %for.body326
  %tl_r14 = phi i32 [ 0, %for.body326 ], [ %1420, %for.end333 ]
  %1347 = icmp slt i32 %tl_r14, 1
  br i1 %1347, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1348 = sext i32 %N to i64
  %1349 = icmp slt i64 %1348, 0
  %1350 = sext i32 %N to i64
  %1351 = icmp sgt i64 %1350, 4096
  %1352 = sext i32 %N to i64
  %1353 = select i1 %1351, i64 4096, i64 %1352
  %1354 = select i1 %1349, i64 0, i64 %1353
  %1355 = icmp slt i64 %1354, 0
  %1356 = sext i32 %N to i64
  %1357 = icmp slt i64 %1356, 0
  %1358 = sext i32 %N to i64
  %1359 = icmp sgt i64 %1358, 4096
  %1360 = sext i32 %N to i64
  %1361 = select i1 %1359, i64 4096, i64 %1360
  %1362 = select i1 %1357, i64 0, i64 %1361
  %1363 = select i1 %1355, i64 0, i64 %1362
  %1364 = trunc i64 %1363 to i32
  %1365 = icmp slt i32 %1364, 0
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
  %1383 = icmp sgt i32 %1382, 4096
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
  %1401 = select i1 %1383, i32 4096, i32 %1400
  %tl_pad_from15 = select i1 %1365, i32 0, i32 %1401
  %1402 = mul i32 %1279, 32
  %1403 = icmp slt i32 %1402, 32
  %1404 = mul i32 %1279, 32
  %1405 = select i1 %1403, i32 32, i32 %1404
  %1406 = icmp slt i32 %1405, 4096
  %1407 = mul i32 %1279, 32
  %1408 = icmp slt i32 %1407, 32
  %1409 = mul i32 %1279, 32
  %1410 = select i1 %1408, i32 32, i32 %1409
  %1411 = select i1 %1406, i32 %1410, i32 4096
  %tl_pad_n17 = sub i32 %1411, %tl_pad_from15
  br label %for.cond331

for.end330:                                       ; preds = %for.cond328
  br label %for.cond334

for.cond331:                                      ; preds = %for.body332, %for.body329
  %tl_pad_k18 = phi i32 [ 0, %for.body329 ], [ %1419, %for.body332 ]
  %1412 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1412, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1413 = sext i32 %tl_r14 to i64
  %1414 = mul nsw i64 %1413, 4096
  %1415 = add i32 %tl_pad_from15, %tl_pad_k18
  %1416 = sext i32 %1415 to i64
  %1417 = add nsw i64 %1414, %1416
  %1418 = getelementptr inbounds float, ptr %X_r, i64 %1417
  store float 0xFFF0000000000000, ptr %1418, align 4
  %1419 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond331, !llvm.loop !69

for.end333:                                       ; preds = %for.cond331
  %1420 = add nsw i32 %tl_r14, 1
  br label %for.cond328, !llvm.loop !70

for.cond334:                                      ; preds = %for.body335, %for.end330
  %lane4 = phi i32 [ 0, %for.end330 ], [ %1445, %for.body335 ]
  %1421 = icmp slt i32 %lane4, 32
  br i1 %1421, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  %1422 = sext i32 %i6 to i64
  %1423 = mul nsw i64 %1422, 4096
  %1424 = sext i32 %lane4 to i64
  %1425 = add nsw i64 %1423, %1424
  %1426 = getelementptr inbounds float, ptr %X_r, i64 %1425
  %1427 = load float, ptr %1426, align 4
  %1428 = sext i32 %i6 to i64
  %1429 = mul nsw i64 %1428, 4096
  %1430 = sext i32 %lane4 to i64
  %1431 = add nsw i64 %1429, %1430
  %1432 = getelementptr inbounds float, ptr %X_r, i64 %1431
  %1433 = load float, ptr %1432, align 4
  %1434 = fcmp une float %1427, %1433
  %1435 = sext i32 %i6 to i64
  %1436 = mul nsw i64 %1435, 4096
  %1437 = sext i32 %lane4 to i64
  %1438 = add nsw i64 %1436, %1437
  %1439 = call i64 @llvm.umin.i64(i64 %1438, i64 4095)
  %1440 = getelementptr inbounds float, ptr %X_r, i64 %1439
  %1441 = load float, ptr %1440, align 4
  %1442 = select i1 %1434, float 0xFFF0000000000000, float %1441
  %1443 = sext i32 %lane4 to i64
  %1444 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1443
  store float %1442, ptr %1444, align 4
  %1445 = add nsw i32 %lane4, 1
  br label %for.cond334, !llvm.loop !71

for.end336:                                       ; preds = %for.cond334
  %1446 = sub i32 %1279, 1
  %1447 = icmp slt i32 %1446, 0
  %1448 = sub i32 %1279, 1
  %1449 = select i1 %1447, i32 0, i32 %1448
  %tl_steps20 = select i1 true, i32 %1449, i32 127
  %1450 = icmp eq i32 %tl_steps20, 127
  br i1 %1450, label %if.then337, label %if.else338

if.then337:                                       ; preds = %for.end336
  br label %for.cond340

if.else338:                                       ; preds = %for.end336
  br label %if.end339

if.end339:                                        ; preds = %if.else338, %for.end342
  br label %for.cond346

for.cond340:                                      ; preds = %for.end345, %if.then337
  %tl_r21 = phi i32 [ 0, %if.then337 ], [ %1514, %for.end345 ]
  %1451 = icmp slt i32 %tl_r21, 1
  br i1 %1451, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1452 = sext i32 %N to i64
  %1453 = icmp slt i64 %1452, 0
  %1454 = sext i32 %N to i64
  %1455 = icmp sgt i64 %1454, 4096
  %1456 = sext i32 %N to i64
  %1457 = select i1 %1455, i64 4096, i64 %1456
  %1458 = select i1 %1453, i64 0, i64 %1457
  %1459 = icmp slt i64 %1458, 0
  %1460 = sext i32 %N to i64
  %1461 = icmp slt i64 %1460, 0
  %1462 = sext i32 %N to i64
  %1463 = icmp sgt i64 %1462, 4096
  %1464 = sext i32 %N to i64
  %1465 = select i1 %1463, i64 4096, i64 %1464
  %1466 = select i1 %1461, i64 0, i64 %1465
  %1467 = select i1 %1459, i64 0, i64 %1466
  %1468 = trunc i64 %1467 to i32
  %1469 = icmp slt i32 %1468, 0
  %1470 = sext i32 %N to i64
  %1471 = icmp slt i64 %1470, 0
  %1472 = sext i32 %N to i64
  %1473 = icmp sgt i64 %1472, 4096
  %1474 = sext i32 %N to i64
  %1475 = select i1 %1473, i64 4096, i64 %1474
  %1476 = select i1 %1471, i64 0, i64 %1475
  %1477 = icmp slt i64 %1476, 0
  %1478 = sext i32 %N to i64
  %1479 = icmp slt i64 %1478, 0
  %1480 = sext i32 %N to i64
  %1481 = icmp sgt i64 %1480, 4096
  %1482 = sext i32 %N to i64
  %1483 = select i1 %1481, i64 4096, i64 %1482
  %1484 = select i1 %1479, i64 0, i64 %1483
  %1485 = select i1 %1477, i64 0, i64 %1484
  %1486 = trunc i64 %1485 to i32
  %1487 = icmp sgt i32 %1486, 4096
  %1488 = sext i32 %N to i64
  %1489 = icmp slt i64 %1488, 0
  %1490 = sext i32 %N to i64
  %1491 = icmp sgt i64 %1490, 4096
  %1492 = sext i32 %N to i64
  %1493 = select i1 %1491, i64 4096, i64 %1492
  %1494 = select i1 %1489, i64 0, i64 %1493
  %1495 = icmp slt i64 %1494, 0
  %1496 = sext i32 %N to i64
  %1497 = icmp slt i64 %1496, 0
  %1498 = sext i32 %N to i64
  %1499 = icmp sgt i64 %1498, 4096
  %1500 = sext i32 %N to i64
  %1501 = select i1 %1499, i64 4096, i64 %1500
  %1502 = select i1 %1497, i64 0, i64 %1501
  %1503 = select i1 %1495, i64 0, i64 %1502
  %1504 = trunc i64 %1503 to i32
  %1505 = select i1 %1487, i32 4096, i32 %1504
  %tl_pad_from22 = select i1 %1469, i32 0, i32 %1505
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond343

for.end342:                                       ; preds = %for.cond340
  br label %if.end339

for.cond343:                                      ; preds = %for.body344, %for.body341
  %tl_pad_k25 = phi i32 [ 0, %for.body341 ], [ %1513, %for.body344 ]
  %1506 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1506, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1507 = sext i32 %tl_r21 to i64
  %1508 = mul nsw i64 %1507, 4096
  %1509 = add i32 %tl_pad_from22, %tl_pad_k25
  %1510 = sext i32 %1509 to i64
  %1511 = add nsw i64 %1508, %1510
  %1512 = getelementptr inbounds float, ptr %X_r, i64 %1511
  store float 0xFFF0000000000000, ptr %1512, align 4
  %1513 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond343, !llvm.loop !72

for.end345:                                       ; preds = %for.cond343
  %1514 = add nsw i32 %tl_r21, 1
  br label %for.cond340, !llvm.loop !73

for.cond346:                                      ; preds = %for.end351, %if.end339
  %red4 = phi i32 [ 0, %if.end339 ], [ %1533, %for.end351 ]
  %1515 = icmp slt i32 %red4, %tl_steps20
  br i1 %1515, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  br label %for.cond349

for.end348:                                       ; preds = %for.cond346
  %1516 = icmp slt i32 %tl_steps20, 127
  br i1 %1516, label %if.then353, label %if.else354

for.cond349:                                      ; preds = %for.body350, %for.body347
  %lane4352 = phi i32 [ 0, %for.body347 ], [ %1532, %for.body350 ]
  %1517 = icmp slt i32 %lane4352, 32
  br i1 %1517, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1518 = sext i32 %lane4352 to i64
  %1519 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1518
  %lane_acc2 = load float, ptr %1519, align 4
  %1520 = sext i32 %i6 to i64
  %1521 = mul nsw i64 %1520, 4096
  %1522 = add i32 %red4, 1
  %1523 = mul i32 %1522, 32
  %1524 = add i32 %1523, %lane4352
  %1525 = sext i32 %1524 to i64
  %1526 = add nsw i64 %1521, %1525
  %1527 = getelementptr inbounds float, ptr %X_r, i64 %1526
  %lane_next2 = load float, ptr %1527, align 4
  %1528 = fcmp ogt float %lane_next2, %lane_acc2
  %1529 = select i1 %1528, float %lane_next2, float %lane_acc2
  %1530 = sext i32 %lane4352 to i64
  %1531 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1530
  store float %1529, ptr %1531, align 4
  %1532 = add nsw i32 %lane4352, 1
  br label %for.cond349, !llvm.loop !74

for.end351:                                       ; preds = %for.cond349
  %1533 = add nsw i32 %red4, 1
  br label %for.cond346, !llvm.loop !75

if.then353:                                       ; preds = %for.end348
  %1534 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1535 = load float, ptr %1534, align 4
  %1536 = fcmp ogt float 0xFFF0000000000000, %1535
  %1537 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1538 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1537
  %1539 = load float, ptr %1538, align 4
  %1540 = select i1 %1536, float 0xFFF0000000000000, float %1539
  %1541 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1540, ptr %1541, align 4
  br label %if.end355

if.else354:                                       ; preds = %for.end348
  br label %if.end355

if.end355:                                        ; preds = %if.else354, %if.then353
  br label %for.cond356

for.cond356:                                      ; preds = %for.body357, %if.end355
  %lane4359 = phi i32 [ 0, %if.end355 ], [ %1552, %for.body357 ]
  %1542 = icmp slt i32 %lane4359, 16
  br i1 %1542, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1543 = sext i32 %lane4359 to i64
  %1544 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1543
  %lane_acc2360 = load float, ptr %1544, align 4
  %1545 = add i32 %lane4359, 16
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1546
  %lane_next2361 = load float, ptr %1547, align 4
  %1548 = fcmp ogt float %lane_next2361, %lane_acc2360
  %1549 = select i1 %1548, float %lane_next2361, float %lane_acc2360
  %1550 = sext i32 %lane4359 to i64
  %1551 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1550
  store float %1549, ptr %1551, align 4
  %1552 = add nsw i32 %lane4359, 1
  br label %for.cond356, !llvm.loop !76

for.end358:                                       ; preds = %for.cond356
  br label %for.cond362

for.cond362:                                      ; preds = %for.body363, %for.end358
  %lane4365 = phi i32 [ 0, %for.end358 ], [ %1563, %for.body363 ]
  %1553 = icmp slt i32 %lane4365, 8
  br i1 %1553, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1554 = sext i32 %lane4365 to i64
  %1555 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1554
  %lane_acc2366 = load float, ptr %1555, align 4
  %1556 = add i32 %lane4365, 8
  %1557 = sext i32 %1556 to i64
  %1558 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1557
  %lane_next2367 = load float, ptr %1558, align 4
  %1559 = fcmp ogt float %lane_next2367, %lane_acc2366
  %1560 = select i1 %1559, float %lane_next2367, float %lane_acc2366
  %1561 = sext i32 %lane4365 to i64
  %1562 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1561
  store float %1560, ptr %1562, align 4
  %1563 = add nsw i32 %lane4365, 1
  br label %for.cond362, !llvm.loop !77

for.end364:                                       ; preds = %for.cond362
  br label %for.cond368

for.cond368:                                      ; preds = %for.body369, %for.end364
  %lane4371 = phi i32 [ 0, %for.end364 ], [ %1574, %for.body369 ]
  %1564 = icmp slt i32 %lane4371, 4
  br i1 %1564, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1565 = sext i32 %lane4371 to i64
  %1566 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1565
  %lane_acc2372 = load float, ptr %1566, align 4
  %1567 = add i32 %lane4371, 4
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1568
  %lane_next2373 = load float, ptr %1569, align 4
  %1570 = fcmp ogt float %lane_next2373, %lane_acc2372
  %1571 = select i1 %1570, float %lane_next2373, float %lane_acc2372
  %1572 = sext i32 %lane4371 to i64
  %1573 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1572
  store float %1571, ptr %1573, align 4
  %1574 = add nsw i32 %lane4371, 1
  br label %for.cond368, !llvm.loop !78

for.end370:                                       ; preds = %for.cond368
  br label %for.cond374

for.cond374:                                      ; preds = %for.body375, %for.end370
  %lane4377 = phi i32 [ 0, %for.end370 ], [ %1585, %for.body375 ]
  %1575 = icmp slt i32 %lane4377, 2
  br i1 %1575, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1576 = sext i32 %lane4377 to i64
  %1577 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1576
  %lane_acc2378 = load float, ptr %1577, align 4
  %1578 = add i32 %lane4377, 2
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1579
  %lane_next2379 = load float, ptr %1580, align 4
  %1581 = fcmp ogt float %lane_next2379, %lane_acc2378
  %1582 = select i1 %1581, float %lane_next2379, float %lane_acc2378
  %1583 = sext i32 %lane4377 to i64
  %1584 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1583
  store float %1582, ptr %1584, align 4
  %1585 = add nsw i32 %lane4377, 1
  br label %for.cond374, !llvm.loop !79

for.end376:                                       ; preds = %for.cond374
  br label %for.cond380

for.cond380:                                      ; preds = %for.body381, %for.end376
  %lane4383 = phi i32 [ 0, %for.end376 ], [ %1596, %for.body381 ]
  %1586 = icmp slt i32 %lane4383, 1
  br i1 %1586, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1587 = sext i32 %lane4383 to i64
  %1588 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1587
  %lane_acc2384 = load float, ptr %1588, align 4
  %1589 = add i32 %lane4383, 1
  %1590 = sext i32 %1589 to i64
  %1591 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1590
  %lane_next2385 = load float, ptr %1591, align 4
  %1592 = fcmp ogt float %lane_next2385, %lane_acc2384
  %1593 = select i1 %1592, float %lane_next2385, float %lane_acc2384
  %1594 = sext i32 %lane4383 to i64
  %1595 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1594
  store float %1593, ptr %1595, align 4
  %1596 = add nsw i32 %lane4383, 1
  br label %for.cond380, !llvm.loop !80

for.end382:                                       ; preds = %for.cond380
  %1597 = sext i32 %i6 to i64
  %1598 = getelementptr inbounds float, ptr %m_r, i64 %1597
  store float 0xFFF0000000000000, ptr %1598, align 4
  %1599 = sext i32 %i6 to i64
  %1600 = getelementptr inbounds float, ptr %m_r, i64 %1599
  %1601 = load float, ptr %1600, align 4
  %1602 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1603 = load float, ptr %1602, align 4
  %1604 = call float @llvm.maxnum.f32(float %1601, float %1603)
  %1605 = sext i32 %i6 to i64
  %1606 = getelementptr inbounds float, ptr %m_r, i64 %1605
  store float %1604, ptr %1606, align 4
  %1607 = add nsw i32 %i6, 1
  br label %for.cond325, !llvm.loop !81

for.cond386:                                      ; preds = %for.end392, %for.end327
  %i389 = phi i32 [ 0, %for.end327 ], [ %1732, %for.end392 ]
  %1608 = icmp slt i32 %i389, 1
  br i1 %1608, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1609 = sext i32 %N to i64
  %1610 = icmp slt i64 %1609, 0
  %1611 = sext i32 %N to i64
  %1612 = icmp sgt i64 %1611, 4096
  %1613 = sext i32 %N to i64
  %1614 = select i1 %1612, i64 4096, i64 %1613
  %1615 = select i1 %1610, i64 0, i64 %1614
  %1616 = icmp slt i64 %1615, 0
  %1617 = sext i32 %N to i64
  %1618 = icmp slt i64 %1617, 0
  %1619 = sext i32 %N to i64
  %1620 = icmp sgt i64 %1619, 4096
  %1621 = sext i32 %N to i64
  %1622 = select i1 %1620, i64 4096, i64 %1621
  %1623 = select i1 %1618, i64 0, i64 %1622
  %1624 = select i1 %1616, i64 0, i64 %1623
  %1625 = trunc i64 %1624 to i32
  %1626 = icmp slt i32 %1625, 0
  %1627 = sext i32 %N to i64
  %1628 = icmp slt i64 %1627, 0
  %1629 = sext i32 %N to i64
  %1630 = icmp sgt i64 %1629, 4096
  %1631 = sext i32 %N to i64
  %1632 = select i1 %1630, i64 4096, i64 %1631
  %1633 = select i1 %1628, i64 0, i64 %1632
  %1634 = icmp slt i64 %1633, 0
  %1635 = sext i32 %N to i64
  %1636 = icmp slt i64 %1635, 0
  %1637 = sext i32 %N to i64
  %1638 = icmp sgt i64 %1637, 4096
  %1639 = sext i32 %N to i64
  %1640 = select i1 %1638, i64 4096, i64 %1639
  %1641 = select i1 %1636, i64 0, i64 %1640
  %1642 = select i1 %1634, i64 0, i64 %1641
  %1643 = trunc i64 %1642 to i32
  %1644 = icmp sgt i32 %1643, 4096
  %1645 = sext i32 %N to i64
  %1646 = icmp slt i64 %1645, 0
  %1647 = sext i32 %N to i64
  %1648 = icmp sgt i64 %1647, 4096
  %1649 = sext i32 %N to i64
  %1650 = select i1 %1648, i64 4096, i64 %1649
  %1651 = select i1 %1646, i64 0, i64 %1650
  %1652 = icmp slt i64 %1651, 0
  %1653 = sext i32 %N to i64
  %1654 = icmp slt i64 %1653, 0
  %1655 = sext i32 %N to i64
  %1656 = icmp sgt i64 %1655, 4096
  %1657 = sext i32 %N to i64
  %1658 = select i1 %1656, i64 4096, i64 %1657
  %1659 = select i1 %1654, i64 0, i64 %1658
  %1660 = select i1 %1652, i64 0, i64 %1659
  %1661 = trunc i64 %1660 to i32
  %1662 = select i1 %1644, i32 4096, i32 %1661
  %tl_cols26 = select i1 %1626, i32 0, i32 %1662
  %1663 = add i32 %tl_cols26, 63
  %1664 = sdiv i32 %1663, 64
  %1665 = sub i32 0, %1663
  %1666 = select i1 false, i32 %1665, i32 %1664
  br label %for.cond390

for.end388:                                       ; preds = %for.cond386
  %1667 = getelementptr inbounds float, ptr %m_r, i64 0
  %1668 = load float, ptr %1667, align 4
  %1669 = fsub float 0xFFF0000000000000, %1668
  %tl_pad_v30 = call float @tilec_expf_nonpos(float %1669)
  %1670 = getelementptr inbounds float, ptr %m_r, i64 0
  %1671 = load float, ptr %1670, align 4
  %1672 = fsub float 0xFFF0000000000000, %1671
  %tl_pad33 = call float @tilec_expf_nonpos(float %1672)
  br label %for.cond396

for.cond390:                                      ; preds = %for.end395, %for.body387
  %pfq = phi i32 [ 0, %for.body387 ], [ %1751, %for.end395 ]
  %1673 = icmp slt i32 %pfq, %1666
  br i1 %1673, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1674 = mul i32 %bx, 4
  %1675 = add i32 %r, 1
  %1676 = add i32 %1674, %1675
  %1677 = add i32 %1676, 0
  %1678 = sext i32 %1677 to i64
  %1679 = sext i32 %N to i64
  %1680 = mul i64 %1678, %1679
  %1681 = mul i32 %pfq, 64
  %1682 = add i32 %1681, 0
  %1683 = add i32 0, %1682
  %1684 = sext i32 %1683 to i64
  %1685 = add i64 %1680, %1684
  %1686 = getelementptr float, ptr %X, i64 %1685
  call void @llvm.prefetch.p0(ptr %1686, i32 0, i32 3, i32 1)
  %1687 = mul i32 %bx, 4
  %1688 = add i32 %r, 1
  %1689 = add i32 %1687, %1688
  %1690 = add i32 %1689, 0
  %1691 = sext i32 %1690 to i64
  %1692 = sext i32 %N to i64
  %1693 = mul i64 %1691, %1692
  %1694 = mul i32 %pfq, 64
  %1695 = add i32 %1694, 16
  %1696 = add i32 0, %1695
  %1697 = sext i32 %1696 to i64
  %1698 = add i64 %1693, %1697
  %1699 = getelementptr float, ptr %X, i64 %1698
  call void @llvm.prefetch.p0(ptr %1699, i32 0, i32 3, i32 1)
  %1700 = mul i32 %bx, 4
  %1701 = add i32 %r, 1
  %1702 = add i32 %1700, %1701
  %1703 = add i32 %1702, 0
  %1704 = sext i32 %1703 to i64
  %1705 = sext i32 %N to i64
  %1706 = mul i64 %1704, %1705
  %1707 = mul i32 %pfq, 64
  %1708 = add i32 %1707, 32
  %1709 = add i32 0, %1708
  %1710 = sext i32 %1709 to i64
  %1711 = add i64 %1706, %1710
  %1712 = getelementptr float, ptr %X, i64 %1711
  call void @llvm.prefetch.p0(ptr %1712, i32 0, i32 3, i32 1)
  %1713 = mul i32 %bx, 4
  %1714 = add i32 %r, 1
  %1715 = add i32 %1713, %1714
  %1716 = add i32 %1715, 0
  %1717 = sext i32 %1716 to i64
  %1718 = sext i32 %N to i64
  %1719 = mul i64 %1717, %1718
  %1720 = mul i32 %pfq, 64
  %1721 = add i32 %1720, 48
  %1722 = add i32 0, %1721
  %1723 = sext i32 %1722 to i64
  %1724 = add i64 %1719, %1723
  %1725 = getelementptr float, ptr %X, i64 %1724
  call void @llvm.prefetch.p0(ptr %1725, i32 0, i32 3, i32 1)
  %1726 = mul i32 %pfq, 64
  %1727 = sub i32 %tl_cols26, %1726
  %1728 = icmp slt i32 %1727, 64
  %1729 = mul i32 %pfq, 64
  %1730 = sub i32 %tl_cols26, %1729
  %1731 = select i1 %1728, i32 %1730, i32 64
  br label %for.cond393

for.end392:                                       ; preds = %for.cond390
  %1732 = add nsw i32 %i389, 1
  br label %for.cond386, !llvm.loop !82

for.cond393:                                      ; preds = %for.body394, %for.body391
  %j7 = phi i32 [ 0, %for.body391 ], [ %1750, %for.body394 ]
  %1733 = icmp slt i32 %j7, %1731
  br i1 %1733, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1734 = mul i32 %pfq, 64
  %col = add i32 %1734, %j7
  %1735 = sext i32 %i389 to i64
  %1736 = mul nsw i64 %1735, 4096
  %1737 = sext i32 %col to i64
  %1738 = add nsw i64 %1736, %1737
  %1739 = getelementptr inbounds float, ptr %X_r, i64 %1738
  %1740 = load float, ptr %1739, align 4
  %1741 = getelementptr inbounds float, ptr %m_r, i64 0
  %1742 = load float, ptr %1741, align 4
  %1743 = fsub float %1740, %1742
  %1744 = call float @tilec_expf_nonpos(float %1743)
  %1745 = sext i32 %i389 to i64
  %1746 = mul nsw i64 %1745, 4096
  %1747 = sext i32 %col to i64
  %1748 = add nsw i64 %1746, %1747
  %1749 = getelementptr inbounds float, ptr %X_r, i64 %1748
  store float %1744, ptr %1749, align 4
  %1750 = add nsw i32 %j7, 1
  br label %for.cond393, !llvm.loop !83

for.end395:                                       ; preds = %for.cond393
  %1751 = add nsw i32 %pfq, 1
  br label %for.cond390, !llvm.loop !84

for.cond396:                                      ; preds = %for.end445, %for.end388
  %i7 = phi i32 [ 0, %for.end388 ], [ %2007, %for.end445 ]
  %1752 = icmp slt i32 %i7, 1
  br i1 %1752, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  br label %for.cond399

for.end398:                                       ; preds = %for.cond396
  br label %for.cond447

for.cond399:                                      ; preds = %for.end404, %for.body397
  %tl_r28 = phi i32 [ 0, %for.body397 ], [ %1826, %for.end404 ]
  %1753 = icmp slt i32 %tl_r28, 1
  br i1 %1753, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1754 = sext i32 %N to i64
  %1755 = icmp slt i64 %1754, 0
  %1756 = sext i32 %N to i64
  %1757 = icmp sgt i64 %1756, 4096
  %1758 = sext i32 %N to i64
  %1759 = select i1 %1757, i64 4096, i64 %1758
  %1760 = select i1 %1755, i64 0, i64 %1759
  %1761 = icmp slt i64 %1760, 0
  %1762 = sext i32 %N to i64
  %1763 = icmp slt i64 %1762, 0
  %1764 = sext i32 %N to i64
  %1765 = icmp sgt i64 %1764, 4096
  %1766 = sext i32 %N to i64
  %1767 = select i1 %1765, i64 4096, i64 %1766
  %1768 = select i1 %1763, i64 0, i64 %1767
  %1769 = select i1 %1761, i64 0, i64 %1768
  %1770 = trunc i64 %1769 to i32
  %1771 = icmp slt i32 %1770, 0
  %1772 = sext i32 %N to i64
  %1773 = icmp slt i64 %1772, 0
  %1774 = sext i32 %N to i64
  %1775 = icmp sgt i64 %1774, 4096
  %1776 = sext i32 %N to i64
  %1777 = select i1 %1775, i64 4096, i64 %1776
  %1778 = select i1 %1773, i64 0, i64 %1777
  %1779 = icmp slt i64 %1778, 0
  %1780 = sext i32 %N to i64
  %1781 = icmp slt i64 %1780, 0
  %1782 = sext i32 %N to i64
  %1783 = icmp sgt i64 %1782, 4096
  %1784 = sext i32 %N to i64
  %1785 = select i1 %1783, i64 4096, i64 %1784
  %1786 = select i1 %1781, i64 0, i64 %1785
  %1787 = select i1 %1779, i64 0, i64 %1786
  %1788 = trunc i64 %1787 to i32
  %1789 = icmp sgt i32 %1788, 4096
  %1790 = sext i32 %N to i64
  %1791 = icmp slt i64 %1790, 0
  %1792 = sext i32 %N to i64
  %1793 = icmp sgt i64 %1792, 4096
  %1794 = sext i32 %N to i64
  %1795 = select i1 %1793, i64 4096, i64 %1794
  %1796 = select i1 %1791, i64 0, i64 %1795
  %1797 = icmp slt i64 %1796, 0
  %1798 = sext i32 %N to i64
  %1799 = icmp slt i64 %1798, 0
  %1800 = sext i32 %N to i64
  %1801 = icmp sgt i64 %1800, 4096
  %1802 = sext i32 %N to i64
  %1803 = select i1 %1801, i64 4096, i64 %1802
  %1804 = select i1 %1799, i64 0, i64 %1803
  %1805 = select i1 %1797, i64 0, i64 %1804
  %1806 = trunc i64 %1805 to i32
  %1807 = select i1 %1789, i32 4096, i32 %1806
  %tl_pad_from29 = select i1 %1771, i32 0, i32 %1807
  %1808 = mul i32 %1279, 32
  %1809 = icmp slt i32 %1808, 32
  %1810 = mul i32 %1279, 32
  %1811 = select i1 %1809, i32 32, i32 %1810
  %1812 = icmp slt i32 %1811, 4096
  %1813 = mul i32 %1279, 32
  %1814 = icmp slt i32 %1813, 32
  %1815 = mul i32 %1279, 32
  %1816 = select i1 %1814, i32 32, i32 %1815
  %1817 = select i1 %1812, i32 %1816, i32 4096
  %tl_pad_n31 = sub i32 %1817, %tl_pad_from29
  br label %for.cond402

for.end401:                                       ; preds = %for.cond399
  br label %for.cond405

for.cond402:                                      ; preds = %for.body403, %for.body400
  %tl_pad_k32 = phi i32 [ 0, %for.body400 ], [ %1825, %for.body403 ]
  %1818 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1818, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1819 = sext i32 %tl_r28 to i64
  %1820 = mul nsw i64 %1819, 4096
  %1821 = add i32 %tl_pad_from29, %tl_pad_k32
  %1822 = sext i32 %1821 to i64
  %1823 = add nsw i64 %1820, %1822
  %1824 = getelementptr inbounds float, ptr %X_r, i64 %1823
  store float %tl_pad_v30, ptr %1824, align 4
  %1825 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond402, !llvm.loop !85

for.end404:                                       ; preds = %for.cond402
  %1826 = add nsw i32 %tl_r28, 1
  br label %for.cond399, !llvm.loop !86

for.cond405:                                      ; preds = %for.body406, %for.end401
  %lane5 = phi i32 [ 0, %for.end401 ], [ %1836, %for.body406 ]
  %1827 = icmp slt i32 %lane5, 32
  br i1 %1827, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1828 = sext i32 %i7 to i64
  %1829 = mul nsw i64 %1828, 4096
  %1830 = sext i32 %lane5 to i64
  %1831 = add nsw i64 %1829, %1830
  %1832 = getelementptr inbounds float, ptr %X_r, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = sext i32 %lane5 to i64
  %1835 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1834
  store float %1833, ptr %1835, align 4
  %1836 = add nsw i32 %lane5, 1
  br label %for.cond405, !llvm.loop !87

for.end407:                                       ; preds = %for.cond405
  %1837 = fadd float %tl_pad33, %tl_pad33
  %1838 = fcmp oeq float %1837, %tl_pad33
  %1839 = fcmp une float %tl_pad33, %tl_pad33
  %1840 = or i1 %1838, %1839
  %1841 = sub i32 %1279, 1
  %1842 = icmp slt i32 %1841, 0
  %1843 = sub i32 %1279, 1
  %1844 = select i1 %1842, i32 0, i32 %1843
  %tl_steps34 = select i1 %1840, i32 %1844, i32 127
  %1845 = icmp eq i32 %tl_steps34, 127
  br i1 %1845, label %if.then408, label %if.else409

if.then408:                                       ; preds = %for.end407
  %1846 = getelementptr inbounds float, ptr %m_r, i64 0
  %1847 = load float, ptr %1846, align 4
  %1848 = fsub float 0xFFF0000000000000, %1847
  %tl_pad_v37 = call float @tilec_expf_nonpos(float %1848)
  br label %for.cond411

if.else409:                                       ; preds = %for.end407
  br label %if.end410

if.end410:                                        ; preds = %if.else409, %for.end413
  br label %for.cond417

for.cond411:                                      ; preds = %for.end416, %if.then408
  %tl_r35 = phi i32 [ 0, %if.then408 ], [ %1912, %for.end416 ]
  %1849 = icmp slt i32 %tl_r35, 1
  br i1 %1849, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %1850 = sext i32 %N to i64
  %1851 = icmp slt i64 %1850, 0
  %1852 = sext i32 %N to i64
  %1853 = icmp sgt i64 %1852, 4096
  %1854 = sext i32 %N to i64
  %1855 = select i1 %1853, i64 4096, i64 %1854
  %1856 = select i1 %1851, i64 0, i64 %1855
  %1857 = icmp slt i64 %1856, 0
  %1858 = sext i32 %N to i64
  %1859 = icmp slt i64 %1858, 0
  %1860 = sext i32 %N to i64
  %1861 = icmp sgt i64 %1860, 4096
  %1862 = sext i32 %N to i64
  %1863 = select i1 %1861, i64 4096, i64 %1862
  %1864 = select i1 %1859, i64 0, i64 %1863
  %1865 = select i1 %1857, i64 0, i64 %1864
  %1866 = trunc i64 %1865 to i32
  %1867 = icmp slt i32 %1866, 0
  %1868 = sext i32 %N to i64
  %1869 = icmp slt i64 %1868, 0
  %1870 = sext i32 %N to i64
  %1871 = icmp sgt i64 %1870, 4096
  %1872 = sext i32 %N to i64
  %1873 = select i1 %1871, i64 4096, i64 %1872
  %1874 = select i1 %1869, i64 0, i64 %1873
  %1875 = icmp slt i64 %1874, 0
  %1876 = sext i32 %N to i64
  %1877 = icmp slt i64 %1876, 0
  %1878 = sext i32 %N to i64
  %1879 = icmp sgt i64 %1878, 4096
  %1880 = sext i32 %N to i64
  %1881 = select i1 %1879, i64 4096, i64 %1880
  %1882 = select i1 %1877, i64 0, i64 %1881
  %1883 = select i1 %1875, i64 0, i64 %1882
  %1884 = trunc i64 %1883 to i32
  %1885 = icmp sgt i32 %1884, 4096
  %1886 = sext i32 %N to i64
  %1887 = icmp slt i64 %1886, 0
  %1888 = sext i32 %N to i64
  %1889 = icmp sgt i64 %1888, 4096
  %1890 = sext i32 %N to i64
  %1891 = select i1 %1889, i64 4096, i64 %1890
  %1892 = select i1 %1887, i64 0, i64 %1891
  %1893 = icmp slt i64 %1892, 0
  %1894 = sext i32 %N to i64
  %1895 = icmp slt i64 %1894, 0
  %1896 = sext i32 %N to i64
  %1897 = icmp sgt i64 %1896, 4096
  %1898 = sext i32 %N to i64
  %1899 = select i1 %1897, i64 4096, i64 %1898
  %1900 = select i1 %1895, i64 0, i64 %1899
  %1901 = select i1 %1893, i64 0, i64 %1900
  %1902 = trunc i64 %1901 to i32
  %1903 = select i1 %1885, i32 4096, i32 %1902
  %tl_pad_from36 = select i1 %1867, i32 0, i32 %1903
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond414

for.end413:                                       ; preds = %for.cond411
  br label %if.end410

for.cond414:                                      ; preds = %for.body415, %for.body412
  %tl_pad_k39 = phi i32 [ 0, %for.body412 ], [ %1911, %for.body415 ]
  %1904 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1904, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1905 = sext i32 %tl_r35 to i64
  %1906 = mul nsw i64 %1905, 4096
  %1907 = add i32 %tl_pad_from36, %tl_pad_k39
  %1908 = sext i32 %1907 to i64
  %1909 = add nsw i64 %1906, %1908
  %1910 = getelementptr inbounds float, ptr %X_r, i64 %1909
  store float %tl_pad_v37, ptr %1910, align 4
  %1911 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond414, !llvm.loop !88

for.end416:                                       ; preds = %for.cond414
  %1912 = add nsw i32 %tl_r35, 1
  br label %for.cond411, !llvm.loop !89

for.cond417:                                      ; preds = %for.end422, %if.end410
  %red5 = phi i32 [ 0, %if.end410 ], [ %1932, %for.end422 ]
  %1913 = icmp slt i32 %red5, %tl_steps34
  br i1 %1913, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  br label %for.cond420

for.end419:                                       ; preds = %for.cond417
  %1914 = icmp slt i32 %tl_steps34, 127
  br i1 %1914, label %if.then424, label %if.else425

for.cond420:                                      ; preds = %for.body421, %for.body418
  %lane5423 = phi i32 [ 0, %for.body418 ], [ %1931, %for.body421 ]
  %1915 = icmp slt i32 %lane5423, 32
  br i1 %1915, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1916 = sext i32 %lane5423 to i64
  %1917 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1916
  %1918 = load float, ptr %1917, align 4
  %1919 = sext i32 %i7 to i64
  %1920 = mul nsw i64 %1919, 4096
  %1921 = add i32 %red5, 1
  %1922 = mul i32 %1921, 32
  %1923 = add i32 %1922, %lane5423
  %1924 = sext i32 %1923 to i64
  %1925 = add nsw i64 %1920, %1924
  %1926 = getelementptr inbounds float, ptr %X_r, i64 %1925
  %1927 = load float, ptr %1926, align 4
  %1928 = fadd float %1918, %1927
  %1929 = sext i32 %lane5423 to i64
  %1930 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1929
  store float %1928, ptr %1930, align 4
  %1931 = add nsw i32 %lane5423, 1
  br label %for.cond420, !llvm.loop !90

for.end422:                                       ; preds = %for.cond420
  %1932 = add nsw i32 %red5, 1
  br label %for.cond417, !llvm.loop !91

if.then424:                                       ; preds = %for.end419
  %1933 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1934 = load float, ptr %1933, align 4
  %1935 = fadd float %1934, %tl_pad33
  %1936 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1935, ptr %1936, align 4
  br label %if.end426

if.else425:                                       ; preds = %for.end419
  br label %if.end426

if.end426:                                        ; preds = %if.else425, %if.then424
  br label %for.cond427

for.cond427:                                      ; preds = %for.body428, %if.end426
  %lane5430 = phi i32 [ 0, %if.end426 ], [ %1948, %for.body428 ]
  %1937 = icmp slt i32 %lane5430, 16
  br i1 %1937, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1938 = sext i32 %lane5430 to i64
  %1939 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1938
  %1940 = load float, ptr %1939, align 4
  %1941 = add i32 %lane5430, 16
  %1942 = sext i32 %1941 to i64
  %1943 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1942
  %1944 = load float, ptr %1943, align 4
  %1945 = fadd float %1940, %1944
  %1946 = sext i32 %lane5430 to i64
  %1947 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1946
  store float %1945, ptr %1947, align 4
  %1948 = add nsw i32 %lane5430, 1
  br label %for.cond427, !llvm.loop !92

for.end429:                                       ; preds = %for.cond427
  br label %for.cond431

for.cond431:                                      ; preds = %for.body432, %for.end429
  %lane5434 = phi i32 [ 0, %for.end429 ], [ %1960, %for.body432 ]
  %1949 = icmp slt i32 %lane5434, 8
  br i1 %1949, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1950 = sext i32 %lane5434 to i64
  %1951 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1950
  %1952 = load float, ptr %1951, align 4
  %1953 = add i32 %lane5434, 8
  %1954 = sext i32 %1953 to i64
  %1955 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1954
  %1956 = load float, ptr %1955, align 4
  %1957 = fadd float %1952, %1956
  %1958 = sext i32 %lane5434 to i64
  %1959 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1958
  store float %1957, ptr %1959, align 4
  %1960 = add nsw i32 %lane5434, 1
  br label %for.cond431, !llvm.loop !93

for.end433:                                       ; preds = %for.cond431
  br label %for.cond435

for.cond435:                                      ; preds = %for.body436, %for.end433
  %lane5438 = phi i32 [ 0, %for.end433 ], [ %1972, %for.body436 ]
  %1961 = icmp slt i32 %lane5438, 4
  br i1 %1961, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1962 = sext i32 %lane5438 to i64
  %1963 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1962
  %1964 = load float, ptr %1963, align 4
  %1965 = add i32 %lane5438, 4
  %1966 = sext i32 %1965 to i64
  %1967 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1966
  %1968 = load float, ptr %1967, align 4
  %1969 = fadd float %1964, %1968
  %1970 = sext i32 %lane5438 to i64
  %1971 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1970
  store float %1969, ptr %1971, align 4
  %1972 = add nsw i32 %lane5438, 1
  br label %for.cond435, !llvm.loop !94

for.end437:                                       ; preds = %for.cond435
  br label %for.cond439

for.cond439:                                      ; preds = %for.body440, %for.end437
  %lane5442 = phi i32 [ 0, %for.end437 ], [ %1984, %for.body440 ]
  %1973 = icmp slt i32 %lane5442, 2
  br i1 %1973, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1974 = sext i32 %lane5442 to i64
  %1975 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1974
  %1976 = load float, ptr %1975, align 4
  %1977 = add i32 %lane5442, 2
  %1978 = sext i32 %1977 to i64
  %1979 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1978
  %1980 = load float, ptr %1979, align 4
  %1981 = fadd float %1976, %1980
  %1982 = sext i32 %lane5442 to i64
  %1983 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1982
  store float %1981, ptr %1983, align 4
  %1984 = add nsw i32 %lane5442, 1
  br label %for.cond439, !llvm.loop !95

for.end441:                                       ; preds = %for.cond439
  br label %for.cond443

for.cond443:                                      ; preds = %for.body444, %for.end441
  %lane5446 = phi i32 [ 0, %for.end441 ], [ %1996, %for.body444 ]
  %1985 = icmp slt i32 %lane5446, 1
  br i1 %1985, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %1986 = sext i32 %lane5446 to i64
  %1987 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1986
  %1988 = load float, ptr %1987, align 4
  %1989 = add i32 %lane5446, 1
  %1990 = sext i32 %1989 to i64
  %1991 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1990
  %1992 = load float, ptr %1991, align 4
  %1993 = fadd float %1988, %1992
  %1994 = sext i32 %lane5446 to i64
  %1995 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1994
  store float %1993, ptr %1995, align 4
  %1996 = add nsw i32 %lane5446, 1
  br label %for.cond443, !llvm.loop !96

for.end445:                                       ; preds = %for.cond443
  %1997 = sext i32 %i7 to i64
  %1998 = getelementptr inbounds float, ptr %l_r, i64 %1997
  store float 0.000000e+00, ptr %1998, align 4
  %1999 = sext i32 %i7 to i64
  %2000 = getelementptr inbounds float, ptr %l_r, i64 %1999
  %2001 = load float, ptr %2000, align 4
  %2002 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %2003 = load float, ptr %2002, align 4
  %2004 = fadd float %2001, %2003
  %2005 = sext i32 %i7 to i64
  %2006 = getelementptr inbounds float, ptr %l_r, i64 %2005
  store float %2004, ptr %2006, align 4
  %2007 = add nsw i32 %i7, 1
  br label %for.cond396, !llvm.loop !97

for.cond447:                                      ; preds = %if.end453, %for.end398
  %i450 = phi i32 [ 0, %for.end398 ], [ %2039, %if.end453 ]
  %2008 = icmp slt i32 %i450, 1
  br i1 %2008, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2009 = sext i32 %N to i64
  %2010 = icmp slt i64 %2009, 0
  %2011 = sext i32 %N to i64
  %2012 = icmp sgt i64 %2011, 4096
  %2013 = sext i32 %N to i64
  %2014 = select i1 %2012, i64 4096, i64 %2013
  %2015 = select i1 %2010, i64 0, i64 %2014
  %2016 = icmp slt i64 %2015, 0
  %2017 = sext i32 %N to i64
  %2018 = icmp slt i64 %2017, 0
  %2019 = sext i32 %N to i64
  %2020 = icmp sgt i64 %2019, 4096
  %2021 = sext i32 %N to i64
  %2022 = select i1 %2020, i64 4096, i64 %2021
  %2023 = select i1 %2018, i64 0, i64 %2022
  %2024 = select i1 %2016, i64 0, i64 %2023
  %tl_hi11 = trunc i64 %2024 to i32
  %2025 = mul i32 %bx, 4
  %2026 = add i32 %2025, %r
  %2027 = add i32 %2026, %i450
  %2028 = icmp sle i32 0, %2027
  %2029 = mul i32 %bx, 4
  %2030 = add i32 %2029, %r
  %2031 = add i32 %2030, %i450
  %2032 = icmp slt i32 %2031, %M
  %2033 = and i1 %2028, %2032
  br i1 %2033, label %if.then451, label %if.else452

for.end449:                                       ; preds = %for.cond447
  %2034 = add nsw i32 %r, 1
  br label %for.cond304, !llvm.loop !98

if.then451:                                       ; preds = %for.body448
  %2035 = sext i32 %M to i64
  %2036 = sext i32 %N to i64
  %2037 = mul i64 %2035, %2036
  %2038 = icmp sge i64 %2037, 8388608
  br i1 %2038, label %if.then454, label %if.else455

if.else452:                                       ; preds = %for.body448
  br label %if.end453

if.end453:                                        ; preds = %if.else452, %if.end456
  %2039 = add nsw i32 %i450, 1
  br label %for.cond447, !llvm.loop !99

if.then454:                                       ; preds = %if.then451
  %tl_sn15 = sub i32 %tl_hi11, 0
  %2040 = sext i32 %tl_sn15 to i64
  %2041 = sdiv i64 %2040, 1024
  %2042 = sub i64 0, %2040
  %2043 = select i1 false, i64 %2042, i64 %2041
  %2044 = srem i64 %2040, 1024
  %2045 = icmp ne i64 %2044, 0
  %2046 = icmp slt i64 %2040, 0
  %2047 = icmp eq i1 %2046, false
  %2048 = and i1 %2045, %2047
  %2049 = zext i1 %2048 to i64
  %2050 = add i64 %2043, %2049
  %2051 = trunc i64 %2050 to i32
  br label %for.cond457

if.else455:                                       ; preds = %if.then451
  %2052 = sub i32 %tl_hi11, 0
  br label %for.cond463

if.end456:                                        ; preds = %for.end465, %for.end459
  br label %if.end453

for.cond457:                                      ; preds = %for.end462, %if.then454
  %tl_c16 = phi i32 [ 0, %if.then454 ], [ %2087, %for.end462 ]
  %2053 = icmp slt i32 %tl_c16, %2051
  br i1 %2053, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  %tl_sb17 = mul i32 %tl_c16, 1024
  %2054 = sub i32 %tl_sn15, %tl_sb17
  %2055 = icmp slt i32 %2054, 1024
  %2056 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %2055, i32 %2056, i32 1024
  br label %for.cond460

for.end459:                                       ; preds = %for.cond457
  br label %if.end456

for.cond460:                                      ; preds = %for.body461, %for.body458
  %tl_c19 = phi i32 [ 0, %for.body458 ], [ %2072, %for.body461 ]
  %2057 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %2057, label %for.body461, label %for.end462

for.body461:                                      ; preds = %for.cond460
  %2058 = sext i32 %i450 to i64
  %2059 = mul nsw i64 %2058, 4096
  %2060 = add i32 %tl_sb17, %tl_c19
  %2061 = add i32 0, %2060
  %2062 = sext i32 %2061 to i64
  %2063 = add nsw i64 %2059, %2062
  %2064 = getelementptr inbounds float, ptr %X_r, i64 %2063
  %2065 = load float, ptr %2064, align 4
  %2066 = getelementptr inbounds float, ptr %l_r, i64 0
  %2067 = load float, ptr %2066, align 4
  %2068 = fdiv float 1.000000e+00, %2067
  %2069 = fmul float %2065, %2068
  %2070 = sext i32 %tl_c19 to i64
  %2071 = getelementptr inbounds float, ptr %tl_stream14, i64 %2070
  store float %2069, ptr %2071, align 4
  %2072 = add nsw i32 %tl_c19, 1
  br label %for.cond460, !llvm.loop !100

for.end462:                                       ; preds = %for.cond460
  %2073 = sext i32 %tl_sm18 to i64
  %2074 = mul i32 %bx, 4
  %2075 = add i32 %2074, %r
  %2076 = add i32 %2075, %i450
  %2077 = sext i32 %2076 to i64
  %2078 = sext i32 %N to i64
  %2079 = mul nsw i64 %2077, %2078
  %2080 = add i32 %tl_sb17, 0
  %2081 = add i32 0, %2080
  %2082 = sext i32 %2081 to i64
  %2083 = add nsw i64 %2079, %2082
  %2084 = getelementptr inbounds float, ptr %Y, i64 %2083
  %2085 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %2086 = mul i64 %2073, 4
  call void @tilec_rt_stream(ptr %2084, ptr %2085, i64 %2086)
  %2087 = add nsw i32 %tl_c16, 1
  br label %for.cond457, !llvm.loop !101

for.cond463:                                      ; preds = %for.body464, %if.else455
  %j6 = phi i32 [ 0, %if.else455 ], [ %2110, %for.body464 ]
  %2088 = icmp slt i32 %j6, %2052
  br i1 %2088, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  %2089 = sext i32 %i450 to i64
  %2090 = mul nsw i64 %2089, 4096
  %2091 = add i32 0, %j6
  %2092 = sext i32 %2091 to i64
  %2093 = add nsw i64 %2090, %2092
  %2094 = getelementptr inbounds float, ptr %X_r, i64 %2093
  %2095 = load float, ptr %2094, align 4
  %2096 = getelementptr inbounds float, ptr %l_r, i64 0
  %2097 = load float, ptr %2096, align 4
  %2098 = fdiv float 1.000000e+00, %2097
  %2099 = fmul float %2095, %2098
  %2100 = mul i32 %bx, 4
  %2101 = add i32 %2100, %r
  %2102 = add i32 %2101, %i450
  %2103 = sext i32 %2102 to i64
  %2104 = sext i32 %N to i64
  %2105 = mul nsw i64 %2103, %2104
  %2106 = add i32 0, %j6
  %2107 = sext i32 %2106 to i64
  %2108 = add nsw i64 %2105, %2107
  %2109 = getelementptr inbounds float, ptr %Y, i64 %2108
  store float %2099, ptr %2109, align 4
  %2110 = add nsw i32 %j6, 1
  br label %for.cond463, !llvm.loop !102

for.end465:                                       ; preds = %for.cond463
  br label %if.end456

for.cond466:                                      ; preds = %for.body467, %if.else302
  %i11 = phi i32 [ 0, %if.else302 ], [ %2116, %for.body467 ]
  %2111 = icmp slt i32 %i11, 4
  br i1 %2111, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %2112 = sext i32 %i11 to i64
  %2113 = getelementptr inbounds float, ptr %m, i64 %2112
  store float 0xFFF0000000000000, ptr %2113, align 4
  %2114 = sext i32 %i11 to i64
  %2115 = getelementptr inbounds float, ptr %l, i64 %2114
  store float 0.000000e+00, ptr %2115, align 4
  %2116 = add nsw i32 %i11, 1
  br label %for.cond466, !llvm.loop !103

for.end468:                                       ; preds = %for.cond466
  %2117 = sext i32 %N to i64
  %2118 = sdiv i64 %2117, 512
  %2119 = sub i64 0, %2117
  %2120 = select i1 false, i64 %2119, i64 %2118
  %2121 = srem i64 %2117, 512
  %2122 = icmp ne i64 %2121, 0
  %2123 = icmp slt i64 %2117, 0
  %2124 = icmp eq i1 %2123, false
  %2125 = and i1 %2122, %2124
  %2126 = zext i1 %2125 to i64
  %2127 = add i64 %2120, %2126
  %2128 = trunc i64 %2127 to i32
  %2129 = sext i32 %N to i64
  %2130 = sdiv i64 %2129, 512
  %2131 = sub i64 0, %2129
  %2132 = select i1 false, i64 %2131, i64 %2130
  %2133 = srem i64 %2129, 512
  %2134 = icmp ne i64 %2133, 0
  %2135 = icmp slt i64 %2129, 0
  %2136 = icmp eq i1 %2135, false
  %2137 = and i1 %2134, %2136
  %2138 = zext i1 %2137 to i64
  %2139 = add i64 %2132, %2138
  %2140 = trunc i64 %2139 to i32
  br label %for.cond469

for.cond469:                                      ; preds = %for.end512, %for.end468
  %c = phi i32 [ 0, %for.end468 ], [ %2329, %for.end512 ]
  %2141 = icmp slt i32 %c, %2128
  br i1 %2141, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %2142 = mul i32 %bx, 4
  %2143 = icmp sle i32 0, %2142
  %2144 = mul i32 %bx, 4
  %2145 = sext i32 %2144 to i64
  %2146 = add i64 %2145, 4
  %2147 = sext i32 %M to i64
  %2148 = icmp sle i64 %2146, %2147
  %2149 = and i1 %2143, %2148
  %2150 = mul i32 %c, 512
  %2151 = icmp sle i32 0, %2150
  %2152 = mul i32 %c, 512
  %2153 = sext i32 %2152 to i64
  %2154 = add i64 %2153, 512
  %2155 = sext i32 %N to i64
  %2156 = icmp sle i64 %2154, %2155
  %2157 = and i1 %2151, %2156
  %2158 = and i1 %2149, %2157
  br i1 %2158, label %if.then472, label %if.else473

for.end471:                                       ; preds = %for.cond469
  %2159 = sext i32 %N to i64
  %2160 = sdiv i64 %2159, 512
  %2161 = sub i64 0, %2159
  %2162 = select i1 false, i64 %2161, i64 %2160
  %2163 = srem i64 %2159, 512
  %2164 = icmp ne i64 %2163, 0
  %2165 = icmp slt i64 %2159, 0
  %2166 = icmp eq i1 %2165, false
  %2167 = and i1 %2164, %2166
  %2168 = zext i1 %2167 to i64
  %2169 = add i64 %2162, %2168
  %2170 = trunc i64 %2169 to i32
  %2171 = sext i32 %N to i64
  %2172 = sdiv i64 %2171, 512
  %2173 = sub i64 0, %2171
  %2174 = select i1 false, i64 %2173, i64 %2172
  %2175 = srem i64 %2171, 512
  %2176 = icmp ne i64 %2175, 0
  %2177 = icmp slt i64 %2171, 0
  %2178 = icmp eq i1 %2177, false
  %2179 = and i1 %2176, %2178
  %2180 = zext i1 %2179 to i64
  %2181 = add i64 %2174, %2180
  %2182 = trunc i64 %2181 to i32
  br label %for.cond599

if.then472:                                       ; preds = %for.body470
  br label %for.cond475

if.else473:                                       ; preds = %for.body470
  br label %for.cond488

if.end474:                                        ; preds = %for.end490, %for.end477
  br label %for.cond510

for.cond475:                                      ; preds = %for.end487, %if.then472
  %i11478 = phi i32 [ 0, %if.then472 ], [ %2218, %for.end487 ]
  %2183 = icmp slt i32 %i11478, 4
  br i1 %2183, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  %2184 = add i32 %c, 1
  %2185 = icmp slt i32 %2184, %2140
  br i1 %2185, label %if.then479, label %if.else480

for.end477:                                       ; preds = %for.cond475
  br label %if.end474

if.then479:                                       ; preds = %for.body476
  br label %for.cond482

if.else480:                                       ; preds = %for.body476
  br label %if.end481

if.end481:                                        ; preds = %if.else480, %for.end484
  br label %for.cond485

for.cond482:                                      ; preds = %for.body483, %if.then479
  %pf2 = phi i32 [ 0, %if.then479 ], [ %2199, %for.body483 ]
  %2186 = icmp slt i32 %pf2, 32
  br i1 %2186, label %for.body483, label %for.end484

for.body483:                                      ; preds = %for.cond482
  %2187 = mul i32 %bx, 4
  %2188 = add i32 %2187, %i11478
  %2189 = sext i32 %2188 to i64
  %2190 = sext i32 %N to i64
  %2191 = mul i64 %2189, %2190
  %2192 = add i32 %c, 1
  %2193 = mul i32 %2192, 512
  %2194 = mul i32 %pf2, 16
  %2195 = add i32 %2193, %2194
  %2196 = sext i32 %2195 to i64
  %2197 = add i64 %2191, %2196
  %2198 = getelementptr float, ptr %X, i64 %2197
  call void @llvm.prefetch.p0(ptr %2198, i32 0, i32 3, i32 1)
  %2199 = add nsw i32 %pf2, 1
  br label %for.cond482, !llvm.loop !104

for.end484:                                       ; preds = %for.cond482
  br label %if.end481

for.cond485:                                      ; preds = %for.body486, %if.end481
  %j1 = phi i32 [ 0, %if.end481 ], [ %2217, %for.body486 ]
  %2200 = icmp slt i32 %j1, 512
  br i1 %2200, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %2201 = mul i32 %bx, 4
  %2202 = add i32 %2201, %i11478
  %2203 = sext i32 %2202 to i64
  %2204 = sext i32 %N to i64
  %2205 = mul nsw i64 %2203, %2204
  %2206 = mul i32 %c, 512
  %2207 = add i32 %2206, %j1
  %2208 = sext i32 %2207 to i64
  %2209 = add nsw i64 %2205, %2208
  %2210 = getelementptr inbounds float, ptr %X, i64 %2209
  %2211 = load float, ptr %2210, align 4
  %2212 = sext i32 %i11478 to i64
  %2213 = mul nsw i64 %2212, 512
  %2214 = sext i32 %j1 to i64
  %2215 = add nsw i64 %2213, %2214
  %2216 = getelementptr inbounds float, ptr %X_f, i64 %2215
  store float %2211, ptr %2216, align 4
  %2217 = add nsw i32 %j1, 1
  br label %for.cond485, !llvm.loop !105

for.end487:                                       ; preds = %for.cond485
  %2218 = add nsw i32 %i11478, 1
  br label %for.cond475, !llvm.loop !106

for.cond488:                                      ; preds = %for.end508, %if.else473
  %i11491 = phi i32 [ 0, %if.else473 ], [ %2327, %for.end508 ]
  %2219 = icmp slt i32 %i11491, 4
  br i1 %2219, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2220 = mul i32 %c, 512
  %2221 = sext i32 %2220 to i64
  %2222 = sub i64 0, %2221
  %2223 = icmp slt i64 %2222, 0
  %2224 = mul i32 %c, 512
  %2225 = sext i32 %2224 to i64
  %2226 = sub i64 0, %2225
  %2227 = icmp sgt i64 %2226, 512
  %2228 = mul i32 %c, 512
  %2229 = sext i32 %2228 to i64
  %2230 = sub i64 0, %2229
  %2231 = select i1 %2227, i64 512, i64 %2230
  %2232 = select i1 %2223, i64 0, i64 %2231
  %tl_lo12 = trunc i64 %2232 to i32
  %2233 = sext i32 %N to i64
  %2234 = mul i32 %c, 512
  %2235 = sext i32 %2234 to i64
  %2236 = sub i64 %2233, %2235
  %2237 = icmp slt i64 %2236, 0
  %2238 = sext i32 %N to i64
  %2239 = mul i32 %c, 512
  %2240 = sext i32 %2239 to i64
  %2241 = sub i64 %2238, %2240
  %2242 = icmp sgt i64 %2241, 512
  %2243 = sext i32 %N to i64
  %2244 = mul i32 %c, 512
  %2245 = sext i32 %2244 to i64
  %2246 = sub i64 %2243, %2245
  %2247 = select i1 %2242, i64 512, i64 %2246
  %2248 = select i1 %2237, i64 0, i64 %2247
  %2249 = sext i32 %tl_lo12 to i64
  %2250 = icmp slt i64 %2248, %2249
  %2251 = sext i32 %tl_lo12 to i64
  %2252 = sext i32 %N to i64
  %2253 = mul i32 %c, 512
  %2254 = sext i32 %2253 to i64
  %2255 = sub i64 %2252, %2254
  %2256 = icmp slt i64 %2255, 0
  %2257 = sext i32 %N to i64
  %2258 = mul i32 %c, 512
  %2259 = sext i32 %2258 to i64
  %2260 = sub i64 %2257, %2259
  %2261 = icmp sgt i64 %2260, 512
  %2262 = sext i32 %N to i64
  %2263 = mul i32 %c, 512
  %2264 = sext i32 %2263 to i64
  %2265 = sub i64 %2262, %2264
  %2266 = select i1 %2261, i64 512, i64 %2265
  %2267 = select i1 %2256, i64 0, i64 %2266
  %2268 = select i1 %2250, i64 %2251, i64 %2267
  %tl_hi13 = trunc i64 %2268 to i32
  br label %for.cond492

for.end490:                                       ; preds = %for.cond488
  br label %if.end474

for.cond492:                                      ; preds = %for.body493, %for.body489
  %j1495 = phi i32 [ 0, %for.body489 ], [ %2275, %for.body493 ]
  %2269 = icmp slt i32 %j1495, %tl_lo12
  br i1 %2269, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %2270 = sext i32 %i11491 to i64
  %2271 = mul nsw i64 %2270, 512
  %2272 = sext i32 %j1495 to i64
  %2273 = add nsw i64 %2271, %2272
  %2274 = getelementptr inbounds float, ptr %X_f, i64 %2273
  store float 0.000000e+00, ptr %2274, align 4
  %2275 = add nsw i32 %j1495, 1
  br label %for.cond492, !llvm.loop !107

for.end494:                                       ; preds = %for.cond492
  %2276 = mul i32 %bx, 4
  %2277 = sext i32 %2276 to i64
  %2278 = sext i32 %i11491 to i64
  %2279 = add i64 %2277, %2278
  %2280 = icmp sle i64 0, %2279
  %2281 = mul i32 %bx, 4
  %2282 = sext i32 %2281 to i64
  %2283 = sext i32 %i11491 to i64
  %2284 = add i64 %2282, %2283
  %2285 = sext i32 %M to i64
  %2286 = icmp slt i64 %2284, %2285
  %2287 = and i1 %2280, %2286
  br i1 %2287, label %if.then496, label %if.else497

if.then496:                                       ; preds = %for.end494
  %2288 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond499

if.else497:                                       ; preds = %for.end494
  %2289 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond502

if.end498:                                        ; preds = %for.end504, %for.end501
  %2290 = sub i32 512, %tl_hi13
  br label %for.cond506

for.cond499:                                      ; preds = %for.body500, %if.then496
  %j11 = phi i32 [ 0, %if.then496 ], [ %2310, %for.body500 ]
  %2291 = icmp slt i32 %j11, %2288
  br i1 %2291, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %2292 = mul i32 %bx, 4
  %2293 = add i32 %2292, %i11491
  %2294 = sext i32 %2293 to i64
  %2295 = sext i32 %N to i64
  %2296 = mul nsw i64 %2294, %2295
  %2297 = mul i32 %c, 512
  %2298 = add i32 %tl_lo12, %j11
  %2299 = add i32 %2297, %2298
  %2300 = sext i32 %2299 to i64
  %2301 = add nsw i64 %2296, %2300
  %2302 = getelementptr inbounds float, ptr %X, i64 %2301
  %2303 = load float, ptr %2302, align 4
  %2304 = sext i32 %i11491 to i64
  %2305 = mul nsw i64 %2304, 512
  %2306 = add i32 %tl_lo12, %j11
  %2307 = sext i32 %2306 to i64
  %2308 = add nsw i64 %2305, %2307
  %2309 = getelementptr inbounds float, ptr %X_f, i64 %2308
  store float %2303, ptr %2309, align 4
  %2310 = add nsw i32 %j11, 1
  br label %for.cond499, !llvm.loop !108

for.end501:                                       ; preds = %for.cond499
  br label %if.end498

for.cond502:                                      ; preds = %for.body503, %if.else497
  %j11505 = phi i32 [ 0, %if.else497 ], [ %2318, %for.body503 ]
  %2311 = icmp slt i32 %j11505, %2289
  br i1 %2311, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %2312 = sext i32 %i11491 to i64
  %2313 = mul nsw i64 %2312, 512
  %2314 = add i32 %tl_lo12, %j11505
  %2315 = sext i32 %2314 to i64
  %2316 = add nsw i64 %2313, %2315
  %2317 = getelementptr inbounds float, ptr %X_f, i64 %2316
  store float 0.000000e+00, ptr %2317, align 4
  %2318 = add nsw i32 %j11505, 1
  br label %for.cond502, !llvm.loop !109

for.end504:                                       ; preds = %for.cond502
  br label %if.end498

for.cond506:                                      ; preds = %for.body507, %if.end498
  %j11509 = phi i32 [ 0, %if.end498 ], [ %2326, %for.body507 ]
  %2319 = icmp slt i32 %j11509, %2290
  br i1 %2319, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %2320 = sext i32 %i11491 to i64
  %2321 = mul nsw i64 %2320, 512
  %2322 = add i32 %tl_hi13, %j11509
  %2323 = sext i32 %2322 to i64
  %2324 = add nsw i64 %2321, %2323
  %2325 = getelementptr inbounds float, ptr %X_f, i64 %2324
  store float 0.000000e+00, ptr %2325, align 4
  %2326 = add nsw i32 %j11509, 1
  br label %for.cond506, !llvm.loop !110

for.end508:                                       ; preds = %for.cond506
  %2327 = add nsw i32 %i11491, 1
  br label %for.cond488, !llvm.loop !111

for.cond510:                                      ; preds = %for.end597, %if.end474
  %i513 = phi i32 [ 0, %if.end474 ], [ %2618, %for.end597 ]
  %2328 = icmp slt i32 %i513, 4
  br i1 %2328, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  br label %for.cond514

for.end512:                                       ; preds = %for.cond510
  %2329 = add nsw i32 %c, 1
  br label %for.cond469, !llvm.loop !112

for.cond514:                                      ; preds = %for.body515, %for.body511
  %j517 = phi i32 [ 0, %for.body511 ], [ %2347, %for.body515 ]
  %2330 = icmp slt i32 %j517, 512
  br i1 %2330, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2331 = mul i32 %c, 512
  %2332 = add i32 %2331, %j517
  %2333 = icmp slt i32 %2332, %N
  %2334 = sext i32 %i513 to i64
  %2335 = mul nsw i64 %2334, 512
  %2336 = sext i32 %j517 to i64
  %2337 = add nsw i64 %2335, %2336
  %2338 = call i64 @llvm.umin.i64(i64 %2337, i64 2047)
  %2339 = getelementptr inbounds float, ptr %X_f, i64 %2338
  %2340 = load float, ptr %2339, align 4
  %2341 = select i1 %2333, float %2340, float 0xFFF0000000000000
  %2342 = sext i32 %i513 to i64
  %2343 = mul nsw i64 %2342, 512
  %2344 = sext i32 %j517 to i64
  %2345 = add nsw i64 %2343, %2344
  %2346 = getelementptr inbounds float, ptr %X_f, i64 %2345
  store float %2341, ptr %2346, align 4
  %2347 = add nsw i32 %j517, 1
  br label %for.cond514, !llvm.loop !113

for.end516:                                       ; preds = %for.cond514
  %2348 = sext i32 %i513 to i64
  %2349 = getelementptr inbounds float, ptr %m, i64 %2348
  %2350 = load float, ptr %2349, align 4
  %2351 = sext i32 %i513 to i64
  %2352 = getelementptr inbounds float, ptr %m_prev, i64 %2351
  store float %2350, ptr %2352, align 4
  %2353 = sext i32 %i513 to i64
  %2354 = getelementptr inbounds float, ptr %m, i64 %2353
  %tl_dst0 = load float, ptr %2354, align 4
  br label %for.cond518

for.cond518:                                      ; preds = %for.body519, %for.end516
  %lane6 = phi i32 [ 0, %for.end516 ], [ %2379, %for.body519 ]
  %2355 = icmp slt i32 %lane6, 32
  br i1 %2355, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %2356 = sext i32 %i513 to i64
  %2357 = mul nsw i64 %2356, 512
  %2358 = sext i32 %lane6 to i64
  %2359 = add nsw i64 %2357, %2358
  %2360 = getelementptr inbounds float, ptr %X_f, i64 %2359
  %2361 = load float, ptr %2360, align 4
  %2362 = sext i32 %i513 to i64
  %2363 = mul nsw i64 %2362, 512
  %2364 = sext i32 %lane6 to i64
  %2365 = add nsw i64 %2363, %2364
  %2366 = getelementptr inbounds float, ptr %X_f, i64 %2365
  %2367 = load float, ptr %2366, align 4
  %2368 = fcmp une float %2361, %2367
  %2369 = sext i32 %i513 to i64
  %2370 = mul nsw i64 %2369, 512
  %2371 = sext i32 %lane6 to i64
  %2372 = add nsw i64 %2370, %2371
  %2373 = call i64 @llvm.umin.i64(i64 %2372, i64 2047)
  %2374 = getelementptr inbounds float, ptr %X_f, i64 %2373
  %2375 = load float, ptr %2374, align 4
  %2376 = select i1 %2368, float 0xFFF0000000000000, float %2375
  %2377 = sext i32 %lane6 to i64
  %2378 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2377
  store float %2376, ptr %2378, align 4
  %2379 = add nsw i32 %lane6, 1
  br label %for.cond518, !llvm.loop !114

for.end520:                                       ; preds = %for.cond518
  br label %for.cond521

for.cond521:                                      ; preds = %for.end526, %for.end520
  %red6 = phi i32 [ 0, %for.end520 ], [ %2397, %for.end526 ]
  %2380 = icmp slt i32 %red6, 15
  br i1 %2380, label %for.body522, label %for.end523

for.body522:                                      ; preds = %for.cond521
  br label %for.cond524

for.end523:                                       ; preds = %for.cond521
  br label %for.cond528

for.cond524:                                      ; preds = %for.body525, %for.body522
  %lane6527 = phi i32 [ 0, %for.body522 ], [ %2396, %for.body525 ]
  %2381 = icmp slt i32 %lane6527, 32
  br i1 %2381, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %2382 = sext i32 %lane6527 to i64
  %2383 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2382
  %lane_acc3 = load float, ptr %2383, align 4
  %2384 = sext i32 %i513 to i64
  %2385 = mul nsw i64 %2384, 512
  %2386 = add i32 %red6, 1
  %2387 = mul i32 %2386, 32
  %2388 = add i32 %2387, %lane6527
  %2389 = sext i32 %2388 to i64
  %2390 = add nsw i64 %2385, %2389
  %2391 = getelementptr inbounds float, ptr %X_f, i64 %2390
  %lane_next3 = load float, ptr %2391, align 4
  %2392 = fcmp ogt float %lane_next3, %lane_acc3
  %2393 = select i1 %2392, float %lane_next3, float %lane_acc3
  %2394 = sext i32 %lane6527 to i64
  %2395 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2394
  store float %2393, ptr %2395, align 4
  %2396 = add nsw i32 %lane6527, 1
  br label %for.cond524, !llvm.loop !115

for.end526:                                       ; preds = %for.cond524
  %2397 = add nsw i32 %red6, 1
  br label %for.cond521, !llvm.loop !116

for.cond528:                                      ; preds = %for.body529, %for.end523
  %lane6531 = phi i32 [ 0, %for.end523 ], [ %2408, %for.body529 ]
  %2398 = icmp slt i32 %lane6531, 16
  br i1 %2398, label %for.body529, label %for.end530

for.body529:                                      ; preds = %for.cond528
  %2399 = sext i32 %lane6531 to i64
  %2400 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2399
  %lane_acc3532 = load float, ptr %2400, align 4
  %2401 = add i32 %lane6531, 16
  %2402 = sext i32 %2401 to i64
  %2403 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2402
  %lane_next3533 = load float, ptr %2403, align 4
  %2404 = fcmp ogt float %lane_next3533, %lane_acc3532
  %2405 = select i1 %2404, float %lane_next3533, float %lane_acc3532
  %2406 = sext i32 %lane6531 to i64
  %2407 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2406
  store float %2405, ptr %2407, align 4
  %2408 = add nsw i32 %lane6531, 1
  br label %for.cond528, !llvm.loop !117

for.end530:                                       ; preds = %for.cond528
  br label %for.cond534

for.cond534:                                      ; preds = %for.body535, %for.end530
  %lane6537 = phi i32 [ 0, %for.end530 ], [ %2419, %for.body535 ]
  %2409 = icmp slt i32 %lane6537, 8
  br i1 %2409, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %2410 = sext i32 %lane6537 to i64
  %2411 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2410
  %lane_acc3538 = load float, ptr %2411, align 4
  %2412 = add i32 %lane6537, 8
  %2413 = sext i32 %2412 to i64
  %2414 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2413
  %lane_next3539 = load float, ptr %2414, align 4
  %2415 = fcmp ogt float %lane_next3539, %lane_acc3538
  %2416 = select i1 %2415, float %lane_next3539, float %lane_acc3538
  %2417 = sext i32 %lane6537 to i64
  %2418 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2417
  store float %2416, ptr %2418, align 4
  %2419 = add nsw i32 %lane6537, 1
  br label %for.cond534, !llvm.loop !118

for.end536:                                       ; preds = %for.cond534
  br label %for.cond540

for.cond540:                                      ; preds = %for.body541, %for.end536
  %lane6543 = phi i32 [ 0, %for.end536 ], [ %2430, %for.body541 ]
  %2420 = icmp slt i32 %lane6543, 4
  br i1 %2420, label %for.body541, label %for.end542

for.body541:                                      ; preds = %for.cond540
  %2421 = sext i32 %lane6543 to i64
  %2422 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2421
  %lane_acc3544 = load float, ptr %2422, align 4
  %2423 = add i32 %lane6543, 4
  %2424 = sext i32 %2423 to i64
  %2425 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2424
  %lane_next3545 = load float, ptr %2425, align 4
  %2426 = fcmp ogt float %lane_next3545, %lane_acc3544
  %2427 = select i1 %2426, float %lane_next3545, float %lane_acc3544
  %2428 = sext i32 %lane6543 to i64
  %2429 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2428
  store float %2427, ptr %2429, align 4
  %2430 = add nsw i32 %lane6543, 1
  br label %for.cond540, !llvm.loop !119

for.end542:                                       ; preds = %for.cond540
  br label %for.cond546

for.cond546:                                      ; preds = %for.body547, %for.end542
  %lane6549 = phi i32 [ 0, %for.end542 ], [ %2441, %for.body547 ]
  %2431 = icmp slt i32 %lane6549, 2
  br i1 %2431, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %2432 = sext i32 %lane6549 to i64
  %2433 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2432
  %lane_acc3550 = load float, ptr %2433, align 4
  %2434 = add i32 %lane6549, 2
  %2435 = sext i32 %2434 to i64
  %2436 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2435
  %lane_next3551 = load float, ptr %2436, align 4
  %2437 = fcmp ogt float %lane_next3551, %lane_acc3550
  %2438 = select i1 %2437, float %lane_next3551, float %lane_acc3550
  %2439 = sext i32 %lane6549 to i64
  %2440 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2439
  store float %2438, ptr %2440, align 4
  %2441 = add nsw i32 %lane6549, 1
  br label %for.cond546, !llvm.loop !120

for.end548:                                       ; preds = %for.cond546
  br label %for.cond552

for.cond552:                                      ; preds = %for.body553, %for.end548
  %lane6555 = phi i32 [ 0, %for.end548 ], [ %2452, %for.body553 ]
  %2442 = icmp slt i32 %lane6555, 1
  br i1 %2442, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %2443 = sext i32 %lane6555 to i64
  %2444 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2443
  %lane_acc3556 = load float, ptr %2444, align 4
  %2445 = add i32 %lane6555, 1
  %2446 = sext i32 %2445 to i64
  %2447 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2446
  %lane_next3557 = load float, ptr %2447, align 4
  %2448 = fcmp ogt float %lane_next3557, %lane_acc3556
  %2449 = select i1 %2448, float %lane_next3557, float %lane_acc3556
  %2450 = sext i32 %lane6555 to i64
  %2451 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2450
  store float %2449, ptr %2451, align 4
  %2452 = add nsw i32 %lane6555, 1
  br label %for.cond552, !llvm.loop !121

for.end554:                                       ; preds = %for.cond552
  %2453 = sext i32 %i513 to i64
  %2454 = getelementptr inbounds float, ptr %m, i64 %2453
  %2455 = load float, ptr %2454, align 4
  %2456 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2457 = load float, ptr %2456, align 4
  %2458 = call float @llvm.maxnum.f32(float %2455, float %2457)
  %2459 = sext i32 %i513 to i64
  %2460 = getelementptr inbounds float, ptr %m, i64 %2459
  store float %2458, ptr %2460, align 4
  %2461 = sext i32 %i513 to i64
  %2462 = getelementptr inbounds float, ptr %m, i64 %2461
  %2463 = load float, ptr %2462, align 4
  %2464 = fcmp oeq float %2463, 0xFFF0000000000000
  %2465 = fcmp une float %tl_dst0, %tl_dst0
  %2466 = and i1 %2464, %2465
  br i1 %2466, label %if.then558, label %if.else559

if.then558:                                       ; preds = %for.end554
  %2467 = sext i32 %i513 to i64
  %2468 = getelementptr inbounds float, ptr %m, i64 %2467
  store float %tl_dst0, ptr %2468, align 4
  br label %for.cond561

if.else559:                                       ; preds = %for.end554
  br label %if.end560

if.end560:                                        ; preds = %if.else559, %for.end563
  br label %for.cond565

for.cond561:                                      ; preds = %for.body562, %if.then558
  %red6564 = phi i32 [ 0, %if.then558 ], [ %2482, %for.body562 ]
  %2469 = icmp slt i32 %red6564, 512
  br i1 %2469, label %for.body562, label %for.end563

for.body562:                                      ; preds = %for.cond561
  %2470 = sext i32 %i513 to i64
  %2471 = getelementptr inbounds float, ptr %m, i64 %2470
  %2472 = load float, ptr %2471, align 4
  %2473 = sext i32 %i513 to i64
  %2474 = mul nsw i64 %2473, 512
  %2475 = sext i32 %red6564 to i64
  %2476 = add nsw i64 %2474, %2475
  %2477 = getelementptr inbounds float, ptr %X_f, i64 %2476
  %2478 = load float, ptr %2477, align 4
  %2479 = call float @llvm.maxnum.f32(float %2472, float %2478)
  %2480 = sext i32 %i513 to i64
  %2481 = getelementptr inbounds float, ptr %m, i64 %2480
  store float %2479, ptr %2481, align 4
  %2482 = add nsw i32 %red6564, 1
  br label %for.cond561, !llvm.loop !122

for.end563:                                       ; preds = %for.cond561
  br label %if.end560

for.cond565:                                      ; preds = %for.body566, %if.end560
  %j568 = phi i32 [ 0, %if.end560 ], [ %2500, %for.body566 ]
  %2483 = icmp slt i32 %j568, 512
  br i1 %2483, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2484 = sext i32 %i513 to i64
  %2485 = mul nsw i64 %2484, 512
  %2486 = sext i32 %j568 to i64
  %2487 = add nsw i64 %2485, %2486
  %2488 = getelementptr inbounds float, ptr %X_f, i64 %2487
  %2489 = load float, ptr %2488, align 4
  %2490 = sext i32 %i513 to i64
  %2491 = getelementptr inbounds float, ptr %m, i64 %2490
  %2492 = load float, ptr %2491, align 4
  %2493 = fsub float %2489, %2492
  %2494 = call float @tilec_expf_nonpos(float %2493)
  %2495 = sext i32 %i513 to i64
  %2496 = mul nsw i64 %2495, 512
  %2497 = sext i32 %j568 to i64
  %2498 = add nsw i64 %2496, %2497
  %2499 = getelementptr inbounds float, ptr %X_f, i64 %2498
  store float %2494, ptr %2499, align 4
  %2500 = add nsw i32 %j568, 1
  br label %for.cond565, !llvm.loop !123

for.end567:                                       ; preds = %for.cond565
  br label %for.cond569

for.cond569:                                      ; preds = %for.body570, %for.end567
  %lane7 = phi i32 [ 0, %for.end567 ], [ %2510, %for.body570 ]
  %2501 = icmp slt i32 %lane7, 32
  br i1 %2501, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  %2502 = sext i32 %i513 to i64
  %2503 = mul nsw i64 %2502, 512
  %2504 = sext i32 %lane7 to i64
  %2505 = add nsw i64 %2503, %2504
  %2506 = getelementptr inbounds float, ptr %X_f, i64 %2505
  %2507 = load float, ptr %2506, align 4
  %2508 = sext i32 %lane7 to i64
  %2509 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2508
  store float %2507, ptr %2509, align 4
  %2510 = add nsw i32 %lane7, 1
  br label %for.cond569, !llvm.loop !124

for.end571:                                       ; preds = %for.cond569
  br label %for.cond572

for.cond572:                                      ; preds = %for.end577, %for.end571
  %red7 = phi i32 [ 0, %for.end571 ], [ %2529, %for.end577 ]
  %2511 = icmp slt i32 %red7, 15
  br i1 %2511, label %for.body573, label %for.end574

for.body573:                                      ; preds = %for.cond572
  br label %for.cond575

for.end574:                                       ; preds = %for.cond572
  br label %for.cond579

for.cond575:                                      ; preds = %for.body576, %for.body573
  %lane7578 = phi i32 [ 0, %for.body573 ], [ %2528, %for.body576 ]
  %2512 = icmp slt i32 %lane7578, 32
  br i1 %2512, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2513 = sext i32 %lane7578 to i64
  %2514 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2513
  %2515 = load float, ptr %2514, align 4
  %2516 = sext i32 %i513 to i64
  %2517 = mul nsw i64 %2516, 512
  %2518 = add i32 %red7, 1
  %2519 = mul i32 %2518, 32
  %2520 = add i32 %2519, %lane7578
  %2521 = sext i32 %2520 to i64
  %2522 = add nsw i64 %2517, %2521
  %2523 = getelementptr inbounds float, ptr %X_f, i64 %2522
  %2524 = load float, ptr %2523, align 4
  %2525 = fadd float %2515, %2524
  %2526 = sext i32 %lane7578 to i64
  %2527 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2526
  store float %2525, ptr %2527, align 4
  %2528 = add nsw i32 %lane7578, 1
  br label %for.cond575, !llvm.loop !125

for.end577:                                       ; preds = %for.cond575
  %2529 = add nsw i32 %red7, 1
  br label %for.cond572, !llvm.loop !126

for.cond579:                                      ; preds = %for.body580, %for.end574
  %lane7582 = phi i32 [ 0, %for.end574 ], [ %2541, %for.body580 ]
  %2530 = icmp slt i32 %lane7582, 16
  br i1 %2530, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2531 = sext i32 %lane7582 to i64
  %2532 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2531
  %2533 = load float, ptr %2532, align 4
  %2534 = add i32 %lane7582, 16
  %2535 = sext i32 %2534 to i64
  %2536 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2535
  %2537 = load float, ptr %2536, align 4
  %2538 = fadd float %2533, %2537
  %2539 = sext i32 %lane7582 to i64
  %2540 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2539
  store float %2538, ptr %2540, align 4
  %2541 = add nsw i32 %lane7582, 1
  br label %for.cond579, !llvm.loop !127

for.end581:                                       ; preds = %for.cond579
  br label %for.cond583

for.cond583:                                      ; preds = %for.body584, %for.end581
  %lane7586 = phi i32 [ 0, %for.end581 ], [ %2553, %for.body584 ]
  %2542 = icmp slt i32 %lane7586, 8
  br i1 %2542, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2543 = sext i32 %lane7586 to i64
  %2544 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2543
  %2545 = load float, ptr %2544, align 4
  %2546 = add i32 %lane7586, 8
  %2547 = sext i32 %2546 to i64
  %2548 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %2550 = fadd float %2545, %2549
  %2551 = sext i32 %lane7586 to i64
  %2552 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2551
  store float %2550, ptr %2552, align 4
  %2553 = add nsw i32 %lane7586, 1
  br label %for.cond583, !llvm.loop !128

for.end585:                                       ; preds = %for.cond583
  br label %for.cond587

for.cond587:                                      ; preds = %for.body588, %for.end585
  %lane7590 = phi i32 [ 0, %for.end585 ], [ %2565, %for.body588 ]
  %2554 = icmp slt i32 %lane7590, 4
  br i1 %2554, label %for.body588, label %for.end589

for.body588:                                      ; preds = %for.cond587
  %2555 = sext i32 %lane7590 to i64
  %2556 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2555
  %2557 = load float, ptr %2556, align 4
  %2558 = add i32 %lane7590, 4
  %2559 = sext i32 %2558 to i64
  %2560 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2559
  %2561 = load float, ptr %2560, align 4
  %2562 = fadd float %2557, %2561
  %2563 = sext i32 %lane7590 to i64
  %2564 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2563
  store float %2562, ptr %2564, align 4
  %2565 = add nsw i32 %lane7590, 1
  br label %for.cond587, !llvm.loop !129

for.end589:                                       ; preds = %for.cond587
  br label %for.cond591

for.cond591:                                      ; preds = %for.body592, %for.end589
  %lane7594 = phi i32 [ 0, %for.end589 ], [ %2577, %for.body592 ]
  %2566 = icmp slt i32 %lane7594, 2
  br i1 %2566, label %for.body592, label %for.end593

for.body592:                                      ; preds = %for.cond591
  %2567 = sext i32 %lane7594 to i64
  %2568 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2567
  %2569 = load float, ptr %2568, align 4
  %2570 = add i32 %lane7594, 2
  %2571 = sext i32 %2570 to i64
  %2572 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2571
  %2573 = load float, ptr %2572, align 4
  %2574 = fadd float %2569, %2573
  %2575 = sext i32 %lane7594 to i64
  %2576 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2575
  store float %2574, ptr %2576, align 4
  %2577 = add nsw i32 %lane7594, 1
  br label %for.cond591, !llvm.loop !130

for.end593:                                       ; preds = %for.cond591
  br label %for.cond595

for.cond595:                                      ; preds = %for.body596, %for.end593
  %lane7598 = phi i32 [ 0, %for.end593 ], [ %2589, %for.body596 ]
  %2578 = icmp slt i32 %lane7598, 1
  br i1 %2578, label %for.body596, label %for.end597

for.body596:                                      ; preds = %for.cond595
  %2579 = sext i32 %lane7598 to i64
  %2580 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2579
  %2581 = load float, ptr %2580, align 4
  %2582 = add i32 %lane7598, 1
  %2583 = sext i32 %2582 to i64
  %2584 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2583
  %2585 = load float, ptr %2584, align 4
  %2586 = fadd float %2581, %2585
  %2587 = sext i32 %lane7598 to i64
  %2588 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2587
  store float %2586, ptr %2588, align 4
  %2589 = add nsw i32 %lane7598, 1
  br label %for.cond595, !llvm.loop !131

for.end597:                                       ; preds = %for.cond595
  %2590 = sext i32 %i513 to i64
  %2591 = getelementptr inbounds float, ptr %tile_sum, i64 %2590
  store float 0.000000e+00, ptr %2591, align 4
  %2592 = sext i32 %i513 to i64
  %2593 = getelementptr inbounds float, ptr %tile_sum, i64 %2592
  %2594 = load float, ptr %2593, align 4
  %2595 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2596 = load float, ptr %2595, align 4
  %2597 = fadd float %2594, %2596
  %2598 = sext i32 %i513 to i64
  %2599 = getelementptr inbounds float, ptr %tile_sum, i64 %2598
  store float %2597, ptr %2599, align 4
  %2600 = sext i32 %i513 to i64
  %2601 = getelementptr inbounds float, ptr %l, i64 %2600
  %2602 = load float, ptr %2601, align 4
  %2603 = sext i32 %i513 to i64
  %2604 = getelementptr inbounds float, ptr %m_prev, i64 %2603
  %2605 = load float, ptr %2604, align 4
  %2606 = sext i32 %i513 to i64
  %2607 = getelementptr inbounds float, ptr %m, i64 %2606
  %2608 = load float, ptr %2607, align 4
  %2609 = fsub float %2605, %2608
  %2610 = call float @tilec_expf(float %2609)
  %2611 = fmul float %2602, %2610
  %2612 = sext i32 %i513 to i64
  %2613 = getelementptr inbounds float, ptr %tile_sum, i64 %2612
  %2614 = load float, ptr %2613, align 4
  %2615 = fadd float %2611, %2614
  %2616 = sext i32 %i513 to i64
  %2617 = getelementptr inbounds float, ptr %l, i64 %2616
  store float %2615, ptr %2617, align 4
  %2618 = add nsw i32 %i513, 1
  br label %for.cond510, !llvm.loop !132

for.cond599:                                      ; preds = %if.end653, %for.end471
  %c602 = phi i32 [ 0, %for.end471 ], [ %3113, %if.end653 ]
  %2619 = icmp slt i32 %c602, %2170
  br i1 %2619, label %for.body600, label %for.end601

for.body600:                                      ; preds = %for.cond599
  %2620 = sub i32 %2182, 1
  %t = sub i32 %2620, %c602
  %2621 = mul i32 %bx, 4
  %2622 = icmp sle i32 0, %2621
  %2623 = mul i32 %bx, 4
  %2624 = sext i32 %2623 to i64
  %2625 = add i64 %2624, 4
  %2626 = sext i32 %M to i64
  %2627 = icmp sle i64 %2625, %2626
  %2628 = and i1 %2622, %2627
  %2629 = mul i32 %t, 512
  %2630 = icmp sle i32 0, %2629
  %2631 = mul i32 %t, 512
  %2632 = sext i32 %2631 to i64
  %2633 = add i64 %2632, 512
  %2634 = sext i32 %N to i64
  %2635 = icmp sle i64 %2633, %2634
  %2636 = and i1 %2630, %2635
  %2637 = and i1 %2628, %2636
  br i1 %2637, label %if.then603, label %if.else604

for.end601:                                       ; preds = %for.cond599
  br label %if.end303

if.then603:                                       ; preds = %for.body600
  br label %for.cond606

if.else604:                                       ; preds = %for.body600
  br label %for.cond618

if.end605:                                        ; preds = %for.end620, %for.end608
  br label %for.cond640

for.cond606:                                      ; preds = %for.end617, %if.then603
  %i12 = phi i32 [ 0, %if.then603 ], [ %2673, %for.end617 ]
  %2638 = icmp slt i32 %i12, 4
  br i1 %2638, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  %2639 = add i32 %i12, 1
  %2640 = icmp slt i32 %2639, 4
  br i1 %2640, label %if.then609, label %if.else610

for.end608:                                       ; preds = %for.cond606
  br label %if.end605

if.then609:                                       ; preds = %for.body607
  br label %for.cond612

if.else610:                                       ; preds = %for.body607
  br label %if.end611

if.end611:                                        ; preds = %if.else610, %for.end614
  br label %for.cond615

for.cond612:                                      ; preds = %for.body613, %if.then609
  %pf3 = phi i32 [ 0, %if.then609 ], [ %2654, %for.body613 ]
  %2641 = icmp slt i32 %pf3, 32
  br i1 %2641, label %for.body613, label %for.end614

for.body613:                                      ; preds = %for.cond612
  %2642 = mul i32 %bx, 4
  %2643 = add i32 %i12, 1
  %2644 = add i32 %2642, %2643
  %2645 = sext i32 %2644 to i64
  %2646 = sext i32 %N to i64
  %2647 = mul i64 %2645, %2646
  %2648 = mul i32 %t, 512
  %2649 = mul i32 %pf3, 16
  %2650 = add i32 %2648, %2649
  %2651 = sext i32 %2650 to i64
  %2652 = add i64 %2647, %2651
  %2653 = getelementptr float, ptr %X, i64 %2652
  call void @llvm.prefetch.p0(ptr %2653, i32 0, i32 3, i32 1)
  %2654 = add nsw i32 %pf3, 1
  br label %for.cond612, !llvm.loop !133

for.end614:                                       ; preds = %for.cond612
  br label %if.end611

for.cond615:                                      ; preds = %for.body616, %if.end611
  %j2 = phi i32 [ 0, %if.end611 ], [ %2672, %for.body616 ]
  %2655 = icmp slt i32 %j2, 512
  br i1 %2655, label %for.body616, label %for.end617

for.body616:                                      ; preds = %for.cond615
  %2656 = mul i32 %bx, 4
  %2657 = add i32 %2656, %i12
  %2658 = sext i32 %2657 to i64
  %2659 = sext i32 %N to i64
  %2660 = mul nsw i64 %2658, %2659
  %2661 = mul i32 %t, 512
  %2662 = add i32 %2661, %j2
  %2663 = sext i32 %2662 to i64
  %2664 = add nsw i64 %2660, %2663
  %2665 = getelementptr inbounds float, ptr %X, i64 %2664
  %2666 = load float, ptr %2665, align 4
  %2667 = sext i32 %i12 to i64
  %2668 = mul nsw i64 %2667, 512
  %2669 = sext i32 %j2 to i64
  %2670 = add nsw i64 %2668, %2669
  %2671 = getelementptr inbounds float, ptr %X_f, i64 %2670
  store float %2666, ptr %2671, align 4
  %2672 = add nsw i32 %j2, 1
  br label %for.cond615, !llvm.loop !134

for.end617:                                       ; preds = %for.cond615
  %2673 = add nsw i32 %i12, 1
  br label %for.cond606, !llvm.loop !135

for.cond618:                                      ; preds = %for.end638, %if.else604
  %i12621 = phi i32 [ 0, %if.else604 ], [ %2782, %for.end638 ]
  %2674 = icmp slt i32 %i12621, 4
  br i1 %2674, label %for.body619, label %for.end620

for.body619:                                      ; preds = %for.cond618
  %2675 = mul i32 %t, 512
  %2676 = sext i32 %2675 to i64
  %2677 = sub i64 0, %2676
  %2678 = icmp slt i64 %2677, 0
  %2679 = mul i32 %t, 512
  %2680 = sext i32 %2679 to i64
  %2681 = sub i64 0, %2680
  %2682 = icmp sgt i64 %2681, 512
  %2683 = mul i32 %t, 512
  %2684 = sext i32 %2683 to i64
  %2685 = sub i64 0, %2684
  %2686 = select i1 %2682, i64 512, i64 %2685
  %2687 = select i1 %2678, i64 0, i64 %2686
  %tl_lo14 = trunc i64 %2687 to i32
  %2688 = sext i32 %N to i64
  %2689 = mul i32 %t, 512
  %2690 = sext i32 %2689 to i64
  %2691 = sub i64 %2688, %2690
  %2692 = icmp slt i64 %2691, 0
  %2693 = sext i32 %N to i64
  %2694 = mul i32 %t, 512
  %2695 = sext i32 %2694 to i64
  %2696 = sub i64 %2693, %2695
  %2697 = icmp sgt i64 %2696, 512
  %2698 = sext i32 %N to i64
  %2699 = mul i32 %t, 512
  %2700 = sext i32 %2699 to i64
  %2701 = sub i64 %2698, %2700
  %2702 = select i1 %2697, i64 512, i64 %2701
  %2703 = select i1 %2692, i64 0, i64 %2702
  %2704 = sext i32 %tl_lo14 to i64
  %2705 = icmp slt i64 %2703, %2704
  %2706 = sext i32 %tl_lo14 to i64
  %2707 = sext i32 %N to i64
  %2708 = mul i32 %t, 512
  %2709 = sext i32 %2708 to i64
  %2710 = sub i64 %2707, %2709
  %2711 = icmp slt i64 %2710, 0
  %2712 = sext i32 %N to i64
  %2713 = mul i32 %t, 512
  %2714 = sext i32 %2713 to i64
  %2715 = sub i64 %2712, %2714
  %2716 = icmp sgt i64 %2715, 512
  %2717 = sext i32 %N to i64
  %2718 = mul i32 %t, 512
  %2719 = sext i32 %2718 to i64
  %2720 = sub i64 %2717, %2719
  %2721 = select i1 %2716, i64 512, i64 %2720
  %2722 = select i1 %2711, i64 0, i64 %2721
  %2723 = select i1 %2705, i64 %2706, i64 %2722
  %tl_hi15 = trunc i64 %2723 to i32
  br label %for.cond622

for.end620:                                       ; preds = %for.cond618
  br label %if.end605

for.cond622:                                      ; preds = %for.body623, %for.body619
  %j2625 = phi i32 [ 0, %for.body619 ], [ %2730, %for.body623 ]
  %2724 = icmp slt i32 %j2625, %tl_lo14
  br i1 %2724, label %for.body623, label %for.end624

for.body623:                                      ; preds = %for.cond622
  %2725 = sext i32 %i12621 to i64
  %2726 = mul nsw i64 %2725, 512
  %2727 = sext i32 %j2625 to i64
  %2728 = add nsw i64 %2726, %2727
  %2729 = getelementptr inbounds float, ptr %X_f, i64 %2728
  store float 0.000000e+00, ptr %2729, align 4
  %2730 = add nsw i32 %j2625, 1
  br label %for.cond622, !llvm.loop !136

for.end624:                                       ; preds = %for.cond622
  %2731 = mul i32 %bx, 4
  %2732 = sext i32 %2731 to i64
  %2733 = sext i32 %i12621 to i64
  %2734 = add i64 %2732, %2733
  %2735 = icmp sle i64 0, %2734
  %2736 = mul i32 %bx, 4
  %2737 = sext i32 %2736 to i64
  %2738 = sext i32 %i12621 to i64
  %2739 = add i64 %2737, %2738
  %2740 = sext i32 %M to i64
  %2741 = icmp slt i64 %2739, %2740
  %2742 = and i1 %2735, %2741
  br i1 %2742, label %if.then626, label %if.else627

if.then626:                                       ; preds = %for.end624
  %2743 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond629

if.else627:                                       ; preds = %for.end624
  %2744 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond632

if.end628:                                        ; preds = %for.end634, %for.end631
  %2745 = sub i32 512, %tl_hi15
  br label %for.cond636

for.cond629:                                      ; preds = %for.body630, %if.then626
  %j21 = phi i32 [ 0, %if.then626 ], [ %2765, %for.body630 ]
  %2746 = icmp slt i32 %j21, %2743
  br i1 %2746, label %for.body630, label %for.end631

for.body630:                                      ; preds = %for.cond629
  %2747 = mul i32 %bx, 4
  %2748 = add i32 %2747, %i12621
  %2749 = sext i32 %2748 to i64
  %2750 = sext i32 %N to i64
  %2751 = mul nsw i64 %2749, %2750
  %2752 = mul i32 %t, 512
  %2753 = add i32 %tl_lo14, %j21
  %2754 = add i32 %2752, %2753
  %2755 = sext i32 %2754 to i64
  %2756 = add nsw i64 %2751, %2755
  %2757 = getelementptr inbounds float, ptr %X, i64 %2756
  %2758 = load float, ptr %2757, align 4
  %2759 = sext i32 %i12621 to i64
  %2760 = mul nsw i64 %2759, 512
  %2761 = add i32 %tl_lo14, %j21
  %2762 = sext i32 %2761 to i64
  %2763 = add nsw i64 %2760, %2762
  %2764 = getelementptr inbounds float, ptr %X_f, i64 %2763
  store float %2758, ptr %2764, align 4
  %2765 = add nsw i32 %j21, 1
  br label %for.cond629, !llvm.loop !137

for.end631:                                       ; preds = %for.cond629
  br label %if.end628

for.cond632:                                      ; preds = %for.body633, %if.else627
  %j21635 = phi i32 [ 0, %if.else627 ], [ %2773, %for.body633 ]
  %2766 = icmp slt i32 %j21635, %2744
  br i1 %2766, label %for.body633, label %for.end634

for.body633:                                      ; preds = %for.cond632
  %2767 = sext i32 %i12621 to i64
  %2768 = mul nsw i64 %2767, 512
  %2769 = add i32 %tl_lo14, %j21635
  %2770 = sext i32 %2769 to i64
  %2771 = add nsw i64 %2768, %2770
  %2772 = getelementptr inbounds float, ptr %X_f, i64 %2771
  store float 0.000000e+00, ptr %2772, align 4
  %2773 = add nsw i32 %j21635, 1
  br label %for.cond632, !llvm.loop !138

for.end634:                                       ; preds = %for.cond632
  br label %if.end628

for.cond636:                                      ; preds = %for.body637, %if.end628
  %j21639 = phi i32 [ 0, %if.end628 ], [ %2781, %for.body637 ]
  %2774 = icmp slt i32 %j21639, %2745
  br i1 %2774, label %for.body637, label %for.end638

for.body637:                                      ; preds = %for.cond636
  %2775 = sext i32 %i12621 to i64
  %2776 = mul nsw i64 %2775, 512
  %2777 = add i32 %tl_hi15, %j21639
  %2778 = sext i32 %2777 to i64
  %2779 = add nsw i64 %2776, %2778
  %2780 = getelementptr inbounds float, ptr %X_f, i64 %2779
  store float 0.000000e+00, ptr %2780, align 4
  %2781 = add nsw i32 %j21639, 1
  br label %for.cond636, !llvm.loop !139

for.end638:                                       ; preds = %for.cond636
  %2782 = add nsw i32 %i12621, 1
  br label %for.cond618, !llvm.loop !140

for.cond640:                                      ; preds = %for.end650, %if.end605
  %i643 = phi i32 [ 0, %if.end605 ], [ %3112, %for.end650 ]
  %2783 = icmp slt i32 %i643, 4
  br i1 %2783, label %for.body641, label %for.end642

for.body641:                                      ; preds = %for.cond640
  %2784 = sext i32 %N to i64
  %2785 = sub i32 %2182, 1
  %2786 = sub i32 %2785, %c602
  %2787 = mul i32 %2786, 512
  %2788 = sext i32 %2787 to i64
  %2789 = sub i64 %2784, %2788
  %2790 = icmp slt i64 %2789, 0
  %2791 = sext i32 %N to i64
  %2792 = sub i32 %2182, 1
  %2793 = sub i32 %2792, %c602
  %2794 = mul i32 %2793, 512
  %2795 = sext i32 %2794 to i64
  %2796 = sub i64 %2791, %2795
  %2797 = icmp sgt i64 %2796, 512
  %2798 = sext i32 %N to i64
  %2799 = sub i32 %2182, 1
  %2800 = sub i32 %2799, %c602
  %2801 = mul i32 %2800, 512
  %2802 = sext i32 %2801 to i64
  %2803 = sub i64 %2798, %2802
  %2804 = select i1 %2797, i64 512, i64 %2803
  %2805 = select i1 %2790, i64 0, i64 %2804
  %2806 = sub i32 %2182, 1
  %2807 = sub i32 %2806, %c602
  %2808 = mul i32 %2807, 512
  %2809 = sext i32 %2808 to i64
  %2810 = sub i64 0, %2809
  %2811 = icmp slt i64 %2810, 0
  %2812 = sub i32 %2182, 1
  %2813 = sub i32 %2812, %c602
  %2814 = mul i32 %2813, 512
  %2815 = sext i32 %2814 to i64
  %2816 = sub i64 0, %2815
  %2817 = icmp sgt i64 %2816, 512
  %2818 = sub i32 %2182, 1
  %2819 = sub i32 %2818, %c602
  %2820 = mul i32 %2819, 512
  %2821 = sext i32 %2820 to i64
  %2822 = sub i64 0, %2821
  %2823 = select i1 %2817, i64 512, i64 %2822
  %2824 = select i1 %2811, i64 0, i64 %2823
  %2825 = trunc i64 %2824 to i32
  %2826 = sext i32 %2825 to i64
  %2827 = icmp slt i64 %2805, %2826
  %2828 = sub i32 %2182, 1
  %2829 = sub i32 %2828, %c602
  %2830 = mul i32 %2829, 512
  %2831 = sext i32 %2830 to i64
  %2832 = sub i64 0, %2831
  %2833 = icmp slt i64 %2832, 0
  %2834 = sub i32 %2182, 1
  %2835 = sub i32 %2834, %c602
  %2836 = mul i32 %2835, 512
  %2837 = sext i32 %2836 to i64
  %2838 = sub i64 0, %2837
  %2839 = icmp sgt i64 %2838, 512
  %2840 = sub i32 %2182, 1
  %2841 = sub i32 %2840, %c602
  %2842 = mul i32 %2841, 512
  %2843 = sext i32 %2842 to i64
  %2844 = sub i64 0, %2843
  %2845 = select i1 %2839, i64 512, i64 %2844
  %2846 = select i1 %2833, i64 0, i64 %2845
  %2847 = trunc i64 %2846 to i32
  %2848 = sext i32 %2847 to i64
  %2849 = sext i32 %N to i64
  %2850 = sub i32 %2182, 1
  %2851 = sub i32 %2850, %c602
  %2852 = mul i32 %2851, 512
  %2853 = sext i32 %2852 to i64
  %2854 = sub i64 %2849, %2853
  %2855 = icmp slt i64 %2854, 0
  %2856 = sext i32 %N to i64
  %2857 = sub i32 %2182, 1
  %2858 = sub i32 %2857, %c602
  %2859 = mul i32 %2858, 512
  %2860 = sext i32 %2859 to i64
  %2861 = sub i64 %2856, %2860
  %2862 = icmp sgt i64 %2861, 512
  %2863 = sext i32 %N to i64
  %2864 = sub i32 %2182, 1
  %2865 = sub i32 %2864, %c602
  %2866 = mul i32 %2865, 512
  %2867 = sext i32 %2866 to i64
  %2868 = sub i64 %2863, %2867
  %2869 = select i1 %2862, i64 512, i64 %2868
  %2870 = select i1 %2855, i64 0, i64 %2869
  %2871 = select i1 %2827, i64 %2848, i64 %2870
  %2872 = trunc i64 %2871 to i32
  %2873 = icmp slt i32 %2872, 0
  %2874 = sext i32 %N to i64
  %2875 = sub i32 %2182, 1
  %2876 = sub i32 %2875, %c602
  %2877 = mul i32 %2876, 512
  %2878 = sext i32 %2877 to i64
  %2879 = sub i64 %2874, %2878
  %2880 = icmp slt i64 %2879, 0
  %2881 = sext i32 %N to i64
  %2882 = sub i32 %2182, 1
  %2883 = sub i32 %2882, %c602
  %2884 = mul i32 %2883, 512
  %2885 = sext i32 %2884 to i64
  %2886 = sub i64 %2881, %2885
  %2887 = icmp sgt i64 %2886, 512
  %2888 = sext i32 %N to i64
  %2889 = sub i32 %2182, 1
  %2890 = sub i32 %2889, %c602
  %2891 = mul i32 %2890, 512
  %2892 = sext i32 %2891 to i64
  %2893 = sub i64 %2888, %2892
  %2894 = select i1 %2887, i64 512, i64 %2893
  %2895 = select i1 %2880, i64 0, i64 %2894
  %2896 = sub i32 %2182, 1
  %2897 = sub i32 %2896, %c602
  %2898 = mul i32 %2897, 512
  %2899 = sext i32 %2898 to i64
  %2900 = sub i64 0, %2899
  %2901 = icmp slt i64 %2900, 0
  %2902 = sub i32 %2182, 1
  %2903 = sub i32 %2902, %c602
  %2904 = mul i32 %2903, 512
  %2905 = sext i32 %2904 to i64
  %2906 = sub i64 0, %2905
  %2907 = icmp sgt i64 %2906, 512
  %2908 = sub i32 %2182, 1
  %2909 = sub i32 %2908, %c602
  %2910 = mul i32 %2909, 512
  %2911 = sext i32 %2910 to i64
  %2912 = sub i64 0, %2911
  %2913 = select i1 %2907, i64 512, i64 %2912
  %2914 = select i1 %2901, i64 0, i64 %2913
  %2915 = trunc i64 %2914 to i32
  %2916 = sext i32 %2915 to i64
  %2917 = icmp slt i64 %2895, %2916
  %2918 = sub i32 %2182, 1
  %2919 = sub i32 %2918, %c602
  %2920 = mul i32 %2919, 512
  %2921 = sext i32 %2920 to i64
  %2922 = sub i64 0, %2921
  %2923 = icmp slt i64 %2922, 0
  %2924 = sub i32 %2182, 1
  %2925 = sub i32 %2924, %c602
  %2926 = mul i32 %2925, 512
  %2927 = sext i32 %2926 to i64
  %2928 = sub i64 0, %2927
  %2929 = icmp sgt i64 %2928, 512
  %2930 = sub i32 %2182, 1
  %2931 = sub i32 %2930, %c602
  %2932 = mul i32 %2931, 512
  %2933 = sext i32 %2932 to i64
  %2934 = sub i64 0, %2933
  %2935 = select i1 %2929, i64 512, i64 %2934
  %2936 = select i1 %2923, i64 0, i64 %2935
  %2937 = trunc i64 %2936 to i32
  %2938 = sext i32 %2937 to i64
  %2939 = sext i32 %N to i64
  %2940 = sub i32 %2182, 1
  %2941 = sub i32 %2940, %c602
  %2942 = mul i32 %2941, 512
  %2943 = sext i32 %2942 to i64
  %2944 = sub i64 %2939, %2943
  %2945 = icmp slt i64 %2944, 0
  %2946 = sext i32 %N to i64
  %2947 = sub i32 %2182, 1
  %2948 = sub i32 %2947, %c602
  %2949 = mul i32 %2948, 512
  %2950 = sext i32 %2949 to i64
  %2951 = sub i64 %2946, %2950
  %2952 = icmp sgt i64 %2951, 512
  %2953 = sext i32 %N to i64
  %2954 = sub i32 %2182, 1
  %2955 = sub i32 %2954, %c602
  %2956 = mul i32 %2955, 512
  %2957 = sext i32 %2956 to i64
  %2958 = sub i64 %2953, %2957
  %2959 = select i1 %2952, i64 512, i64 %2958
  %2960 = select i1 %2945, i64 0, i64 %2959
  %2961 = select i1 %2917, i64 %2938, i64 %2960
  %2962 = trunc i64 %2961 to i32
  %2963 = icmp sgt i32 %2962, 512
  %2964 = sext i32 %N to i64
  %2965 = sub i32 %2182, 1
  %2966 = sub i32 %2965, %c602
  %2967 = mul i32 %2966, 512
  %2968 = sext i32 %2967 to i64
  %2969 = sub i64 %2964, %2968
  %2970 = icmp slt i64 %2969, 0
  %2971 = sext i32 %N to i64
  %2972 = sub i32 %2182, 1
  %2973 = sub i32 %2972, %c602
  %2974 = mul i32 %2973, 512
  %2975 = sext i32 %2974 to i64
  %2976 = sub i64 %2971, %2975
  %2977 = icmp sgt i64 %2976, 512
  %2978 = sext i32 %N to i64
  %2979 = sub i32 %2182, 1
  %2980 = sub i32 %2979, %c602
  %2981 = mul i32 %2980, 512
  %2982 = sext i32 %2981 to i64
  %2983 = sub i64 %2978, %2982
  %2984 = select i1 %2977, i64 512, i64 %2983
  %2985 = select i1 %2970, i64 0, i64 %2984
  %2986 = sub i32 %2182, 1
  %2987 = sub i32 %2986, %c602
  %2988 = mul i32 %2987, 512
  %2989 = sext i32 %2988 to i64
  %2990 = sub i64 0, %2989
  %2991 = icmp slt i64 %2990, 0
  %2992 = sub i32 %2182, 1
  %2993 = sub i32 %2992, %c602
  %2994 = mul i32 %2993, 512
  %2995 = sext i32 %2994 to i64
  %2996 = sub i64 0, %2995
  %2997 = icmp sgt i64 %2996, 512
  %2998 = sub i32 %2182, 1
  %2999 = sub i32 %2998, %c602
  %3000 = mul i32 %2999, 512
  %3001 = sext i32 %3000 to i64
  %3002 = sub i64 0, %3001
  %3003 = select i1 %2997, i64 512, i64 %3002
  %3004 = select i1 %2991, i64 0, i64 %3003
  %3005 = trunc i64 %3004 to i32
  %3006 = sext i32 %3005 to i64
  %3007 = icmp slt i64 %2985, %3006
  %3008 = sub i32 %2182, 1
  %3009 = sub i32 %3008, %c602
  %3010 = mul i32 %3009, 512
  %3011 = sext i32 %3010 to i64
  %3012 = sub i64 0, %3011
  %3013 = icmp slt i64 %3012, 0
  %3014 = sub i32 %2182, 1
  %3015 = sub i32 %3014, %c602
  %3016 = mul i32 %3015, 512
  %3017 = sext i32 %3016 to i64
  %3018 = sub i64 0, %3017
  %3019 = icmp sgt i64 %3018, 512
  %3020 = sub i32 %2182, 1
  %3021 = sub i32 %3020, %c602
  %3022 = mul i32 %3021, 512
  %3023 = sext i32 %3022 to i64
  %3024 = sub i64 0, %3023
  %3025 = select i1 %3019, i64 512, i64 %3024
  %3026 = select i1 %3013, i64 0, i64 %3025
  %3027 = trunc i64 %3026 to i32
  %3028 = sext i32 %3027 to i64
  %3029 = sext i32 %N to i64
  %3030 = sub i32 %2182, 1
  %3031 = sub i32 %3030, %c602
  %3032 = mul i32 %3031, 512
  %3033 = sext i32 %3032 to i64
  %3034 = sub i64 %3029, %3033
  %3035 = icmp slt i64 %3034, 0
  %3036 = sext i32 %N to i64
  %3037 = sub i32 %2182, 1
  %3038 = sub i32 %3037, %c602
  %3039 = mul i32 %3038, 512
  %3040 = sext i32 %3039 to i64
  %3041 = sub i64 %3036, %3040
  %3042 = icmp sgt i64 %3041, 512
  %3043 = sext i32 %N to i64
  %3044 = sub i32 %2182, 1
  %3045 = sub i32 %3044, %c602
  %3046 = mul i32 %3045, 512
  %3047 = sext i32 %3046 to i64
  %3048 = sub i64 %3043, %3047
  %3049 = select i1 %3042, i64 512, i64 %3048
  %3050 = select i1 %3035, i64 0, i64 %3049
  %3051 = select i1 %3007, i64 %3028, i64 %3050
  %3052 = trunc i64 %3051 to i32
  %3053 = select i1 %2963, i32 512, i32 %3052
  %tl_cols45 = select i1 %2873, i32 0, i32 %3053
  br label %for.cond644

for.end642:                                       ; preds = %for.cond640
  %3054 = mul i32 %bx, 4
  %3055 = icmp sle i32 0, %3054
  %3056 = mul i32 %bx, 4
  %3057 = sext i32 %3056 to i64
  %3058 = add i64 %3057, 4
  %3059 = sext i32 %M to i64
  %3060 = icmp sle i64 %3058, %3059
  %3061 = and i1 %3055, %3060
  %3062 = mul i32 %t, 512
  %3063 = icmp sle i32 0, %3062
  %3064 = mul i32 %t, 512
  %3065 = sext i32 %3064 to i64
  %3066 = add i64 %3065, 512
  %3067 = sext i32 %N to i64
  %3068 = icmp sle i64 %3066, %3067
  %3069 = and i1 %3063, %3068
  %3070 = and i1 %3061, %3069
  br i1 %3070, label %if.then651, label %if.else652

for.cond644:                                      ; preds = %for.body645, %for.body641
  %j647 = phi i32 [ 0, %for.body641 ], [ %3093, %for.body645 ]
  %3071 = icmp slt i32 %j647, %tl_cols45
  br i1 %3071, label %for.body645, label %for.end646

for.body645:                                      ; preds = %for.cond644
  %3072 = sext i32 %i643 to i64
  %3073 = mul nsw i64 %3072, 512
  %3074 = sext i32 %j647 to i64
  %3075 = add nsw i64 %3073, %3074
  %3076 = getelementptr inbounds float, ptr %X_f, i64 %3075
  %3077 = load float, ptr %3076, align 4
  %3078 = sext i32 %i643 to i64
  %3079 = getelementptr inbounds float, ptr %m, i64 %3078
  %3080 = load float, ptr %3079, align 4
  %3081 = fsub float %3077, %3080
  %3082 = call float @tilec_expf(float %3081)
  %3083 = sext i32 %i643 to i64
  %3084 = getelementptr inbounds float, ptr %l, i64 %3083
  %3085 = load float, ptr %3084, align 4
  %3086 = fdiv float 1.000000e+00, %3085
  %3087 = fmul float %3082, %3086
  %3088 = sext i32 %i643 to i64
  %3089 = mul nsw i64 %3088, 512
  %3090 = sext i32 %j647 to i64
  %3091 = add nsw i64 %3089, %3090
  %3092 = getelementptr inbounds float, ptr %X_f, i64 %3091
  store float %3087, ptr %3092, align 4
  %3093 = add nsw i32 %j647, 1
  br label %for.cond644, !llvm.loop !141

for.end646:                                       ; preds = %for.cond644
  %3094 = sext i32 %i643 to i64
  %3095 = getelementptr inbounds float, ptr %m, i64 %3094
  %3096 = load float, ptr %3095, align 4
  %3097 = fsub float 0.000000e+00, %3096
  %3098 = call float @tilec_expf(float %3097)
  %3099 = sext i32 %i643 to i64
  %3100 = getelementptr inbounds float, ptr %l, i64 %3099
  %3101 = load float, ptr %3100, align 4
  %3102 = fdiv float 1.000000e+00, %3101
  %tl_col47 = fmul float %3098, %3102
  %3103 = sub i32 512, %tl_cols45
  br label %for.cond648

for.cond648:                                      ; preds = %for.body649, %for.end646
  %j46 = phi i32 [ 0, %for.end646 ], [ %3111, %for.body649 ]
  %3104 = icmp slt i32 %j46, %3103
  br i1 %3104, label %for.body649, label %for.end650

for.body649:                                      ; preds = %for.cond648
  %3105 = sext i32 %i643 to i64
  %3106 = mul nsw i64 %3105, 512
  %3107 = add i32 %tl_cols45, %j46
  %3108 = sext i32 %3107 to i64
  %3109 = add nsw i64 %3106, %3108
  %3110 = getelementptr inbounds float, ptr %X_f, i64 %3109
  store float %tl_col47, ptr %3110, align 4
  %3111 = add nsw i32 %j46, 1
  br label %for.cond648, !llvm.loop !142

for.end650:                                       ; preds = %for.cond648
  %3112 = add nsw i32 %i643, 1
  br label %for.cond640, !llvm.loop !143

if.then651:                                       ; preds = %for.end642
  br label %for.cond654

if.else652:                                       ; preds = %for.end642
  br label %for.cond665

if.end653:                                        ; preds = %for.end667, %for.end656
  %3113 = add nsw i32 %c602, 1
  br label %for.cond599, !llvm.loop !144

for.cond654:                                      ; preds = %if.end660, %if.then651
  %i12657 = phi i32 [ 0, %if.then651 ], [ %3133, %if.end660 ]
  %3114 = icmp slt i32 %i12657, 4
  br i1 %3114, label %for.body655, label %for.end656

for.body655:                                      ; preds = %for.cond654
  %3115 = sext i32 %M to i64
  %3116 = sext i32 %N to i64
  %3117 = mul i64 %3115, %3116
  %3118 = icmp sge i64 %3117, 8388608
  br i1 %3118, label %if.then658, label %if.else659

for.end656:                                       ; preds = %for.cond654
  br label %if.end653

if.then658:                                       ; preds = %for.body655
  %3119 = mul i32 %bx, 4
  %3120 = add i32 %3119, %i12657
  %3121 = sext i32 %3120 to i64
  %3122 = sext i32 %N to i64
  %3123 = mul nsw i64 %3121, %3122
  %3124 = mul i32 %t, 512
  %3125 = add i32 %3124, 0
  %3126 = sext i32 %3125 to i64
  %3127 = add nsw i64 %3123, %3126
  %3128 = getelementptr inbounds float, ptr %Y, i64 %3127
  %3129 = sext i32 %i12657 to i64
  %3130 = mul nsw i64 %3129, 512
  %3131 = add nsw i64 %3130, 0
  %3132 = getelementptr inbounds float, ptr %X_f, i64 %3131
  call void @tilec_rt_stream(ptr %3128, ptr %3132, i64 2048)
  br label %if.end660

if.else659:                                       ; preds = %for.body655
  br label %for.cond661

if.end660:                                        ; preds = %for.end663, %if.then658
  %3133 = add nsw i32 %i12657, 1
  br label %for.cond654, !llvm.loop !145

for.cond661:                                      ; preds = %for.body662, %if.else659
  %j2664 = phi i32 [ 0, %if.else659 ], [ %3151, %for.body662 ]
  %3134 = icmp slt i32 %j2664, 512
  br i1 %3134, label %for.body662, label %for.end663

for.body662:                                      ; preds = %for.cond661
  %3135 = sext i32 %i12657 to i64
  %3136 = mul nsw i64 %3135, 512
  %3137 = sext i32 %j2664 to i64
  %3138 = add nsw i64 %3136, %3137
  %3139 = getelementptr inbounds float, ptr %X_f, i64 %3138
  %3140 = load float, ptr %3139, align 4
  %3141 = mul i32 %bx, 4
  %3142 = add i32 %3141, %i12657
  %3143 = sext i32 %3142 to i64
  %3144 = sext i32 %N to i64
  %3145 = mul nsw i64 %3143, %3144
  %3146 = mul i32 %t, 512
  %3147 = add i32 %3146, %j2664
  %3148 = sext i32 %3147 to i64
  %3149 = add nsw i64 %3145, %3148
  %3150 = getelementptr inbounds float, ptr %Y, i64 %3149
  store float %3140, ptr %3150, align 4
  %3151 = add nsw i32 %j2664, 1
  br label %for.cond661, !llvm.loop !146

for.end663:                                       ; preds = %for.cond661
  br label %if.end660

for.cond665:                                      ; preds = %for.end671, %if.else652
  %i12668 = phi i32 [ 0, %if.else652 ], [ %3179, %for.end671 ]
  %3152 = icmp slt i32 %i12668, 4
  br i1 %3152, label %for.body666, label %for.end667

for.body666:                                      ; preds = %for.cond665
  br label %for.cond669

for.end667:                                       ; preds = %for.cond665
  br label %if.end653

for.cond669:                                      ; preds = %if.end675, %for.body666
  %j2672 = phi i32 [ 0, %for.body666 ], [ %3196, %if.end675 ]
  %3153 = icmp slt i32 %j2672, 512
  br i1 %3153, label %for.body670, label %for.end671

for.body670:                                      ; preds = %for.cond669
  %3154 = mul i32 %bx, 4
  %3155 = sext i32 %3154 to i64
  %3156 = sext i32 %i12668 to i64
  %3157 = add i64 %3155, %3156
  %3158 = icmp sle i64 0, %3157
  %3159 = mul i32 %bx, 4
  %3160 = sext i32 %3159 to i64
  %3161 = sext i32 %i12668 to i64
  %3162 = add i64 %3160, %3161
  %3163 = sext i32 %M to i64
  %3164 = icmp slt i64 %3162, %3163
  %3165 = and i1 %3158, %3164
  %3166 = mul i32 %t, 512
  %3167 = sext i32 %3166 to i64
  %3168 = sext i32 %j2672 to i64
  %3169 = add i64 %3167, %3168
  %3170 = icmp sle i64 0, %3169
  %3171 = mul i32 %t, 512
  %3172 = sext i32 %3171 to i64
  %3173 = sext i32 %j2672 to i64
  %3174 = add i64 %3172, %3173
  %3175 = sext i32 %N to i64
  %3176 = icmp slt i64 %3174, %3175
  %3177 = and i1 %3170, %3176
  %3178 = and i1 %3165, %3177
  br i1 %3178, label %if.then673, label %if.else674

for.end671:                                       ; preds = %for.cond669
  %3179 = add nsw i32 %i12668, 1
  br label %for.cond665, !llvm.loop !147

if.then673:                                       ; preds = %for.body670
  %3180 = sext i32 %i12668 to i64
  %3181 = mul nsw i64 %3180, 512
  %3182 = sext i32 %j2672 to i64
  %3183 = add nsw i64 %3181, %3182
  %3184 = getelementptr inbounds float, ptr %X_f, i64 %3183
  %3185 = load float, ptr %3184, align 4
  %3186 = mul i32 %bx, 4
  %3187 = add i32 %3186, %i12668
  %3188 = sext i32 %3187 to i64
  %3189 = sext i32 %N to i64
  %3190 = mul nsw i64 %3188, %3189
  %3191 = mul i32 %t, 512
  %3192 = add i32 %3191, %j2672
  %3193 = sext i32 %3192 to i64
  %3194 = add nsw i64 %3190, %3193
  %3195 = getelementptr inbounds float, ptr %Y, i64 %3194
  store float %3185, ptr %3195, align 4
  br label %if.end675

if.else674:                                       ; preds = %for.body670
  br label %if.end675

if.end675:                                        ; preds = %if.else674, %if.then673
  %3196 = add nsw i32 %j2672, 1
  br label %for.cond669, !llvm.loop !148
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
define internal float @tilec_expf_nonpos(float %0) #4 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp ogt float %0, -1.040000e+02
  %3 = select i1 %2, float %0, float 0.000000e+00
  %4 = call float @llvm.fma.f32(float %3, float 0x3FF7154760000000, float 5.000000e-01)
  %n = call float @llvm.floor.f32(float %4)
  %5 = call float @llvm.fma.f32(float %n, float 0xBFE6300000000000, float %3)
  %6 = call float @llvm.fma.f32(float %n, float 0x3F2BD01060000000, float %5)
  %7 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %6, float 0x3F56E879C0000000)
  %8 = call float @llvm.fma.f32(float %7, float %6, float 0x3F81112100000000)
  %9 = call float @llvm.fma.f32(float %8, float %6, float 0x3FA5553820000000)
  %10 = call float @llvm.fma.f32(float %9, float %6, float 0x3FC5555540000000)
  %11 = call float @llvm.fma.f32(float %10, float %6, float 5.000000e-01)
  %12 = fmul float %6, %6
  %13 = call float @llvm.fma.f32(float %11, float %12, float %6)
  %14 = fadd float %13, 1.000000e+00
  %15 = fadd float %n, 0x4168000000000000
  %16 = bitcast float %15 to i32
  %17 = sub i32 %16, 1262485504
  %18 = ashr i32 %17, 1
  %19 = sub i32 %17, %18
  %20 = add i32 %18, 127
  %21 = shl i32 %20, 23
  %22 = add i32 %19, 127
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = bitcast i32 %21 to float
  %26 = fmul float %14, %25
  %27 = fmul float %26, %24
  %28 = fcmp olt float %0, 0xC059FE36A0000000
  %29 = select i1 %28, float 0.000000e+00, float %27
  %30 = select i1 %1, float %0, float %29
  ret float %30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

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

; Function Attrs: nounwind
define internal void @softmax_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_softmax(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #5 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

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
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !66}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !66}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1, !66}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !66}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1, !66}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1, !66}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1, !66}
!148 = distinct !{!148, !1}
