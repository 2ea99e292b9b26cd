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
  br label %for.cond464

if.end303:                                        ; preds = %for.end599, %for.end306
  br label %if.end149

for.cond304:                                      ; preds = %for.end447, %if.then301
  %r = phi i32 [ 0, %if.then301 ], [ %1969, %for.end447 ]
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
  %i389 = phi i32 [ 0, %for.end327 ], [ %1686, %for.end392 ]
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
  br label %for.cond390

for.end388:                                       ; preds = %for.cond386
  %1663 = getelementptr inbounds float, ptr %m_r, i64 0
  %1664 = load float, ptr %1663, align 4
  %1665 = fsub float 0xFFF0000000000000, %1664
  %tl_pad_v30 = call float @tilec_expf_nonpos(float %1665)
  %1666 = getelementptr inbounds float, ptr %m_r, i64 0
  %1667 = load float, ptr %1666, align 4
  %1668 = fsub float 0xFFF0000000000000, %1667
  %tl_pad33 = call float @tilec_expf_nonpos(float %1668)
  br label %for.cond394

for.cond390:                                      ; preds = %for.body391, %for.body387
  %j393 = phi i32 [ 0, %for.body387 ], [ %1685, %for.body391 ]
  %1669 = icmp slt i32 %j393, %tl_cols26
  br i1 %1669, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1670 = sext i32 %i389 to i64
  %1671 = mul nsw i64 %1670, 4096
  %1672 = sext i32 %j393 to i64
  %1673 = add nsw i64 %1671, %1672
  %1674 = getelementptr inbounds float, ptr %X_r, i64 %1673
  %1675 = load float, ptr %1674, align 4
  %1676 = getelementptr inbounds float, ptr %m_r, i64 0
  %1677 = load float, ptr %1676, align 4
  %1678 = fsub float %1675, %1677
  %1679 = call float @tilec_expf_nonpos(float %1678)
  %1680 = sext i32 %i389 to i64
  %1681 = mul nsw i64 %1680, 4096
  %1682 = sext i32 %j393 to i64
  %1683 = add nsw i64 %1681, %1682
  %1684 = getelementptr inbounds float, ptr %X_r, i64 %1683
  store float %1679, ptr %1684, align 4
  %1685 = add nsw i32 %j393, 1
  br label %for.cond390, !llvm.loop !82

for.end392:                                       ; preds = %for.cond390
  %1686 = add nsw i32 %i389, 1
  br label %for.cond386, !llvm.loop !83

for.cond394:                                      ; preds = %for.end443, %for.end388
  %i7 = phi i32 [ 0, %for.end388 ], [ %1942, %for.end443 ]
  %1687 = icmp slt i32 %i7, 1
  br i1 %1687, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  br label %for.cond397

for.end396:                                       ; preds = %for.cond394
  br label %for.cond445

for.cond397:                                      ; preds = %for.end402, %for.body395
  %tl_r28 = phi i32 [ 0, %for.body395 ], [ %1761, %for.end402 ]
  %1688 = icmp slt i32 %tl_r28, 1
  br i1 %1688, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1689 = sext i32 %N to i64
  %1690 = icmp slt i64 %1689, 0
  %1691 = sext i32 %N to i64
  %1692 = icmp sgt i64 %1691, 4096
  %1693 = sext i32 %N to i64
  %1694 = select i1 %1692, i64 4096, i64 %1693
  %1695 = select i1 %1690, i64 0, i64 %1694
  %1696 = icmp slt i64 %1695, 0
  %1697 = sext i32 %N to i64
  %1698 = icmp slt i64 %1697, 0
  %1699 = sext i32 %N to i64
  %1700 = icmp sgt i64 %1699, 4096
  %1701 = sext i32 %N to i64
  %1702 = select i1 %1700, i64 4096, i64 %1701
  %1703 = select i1 %1698, i64 0, i64 %1702
  %1704 = select i1 %1696, i64 0, i64 %1703
  %1705 = trunc i64 %1704 to i32
  %1706 = icmp slt i32 %1705, 0
  %1707 = sext i32 %N to i64
  %1708 = icmp slt i64 %1707, 0
  %1709 = sext i32 %N to i64
  %1710 = icmp sgt i64 %1709, 4096
  %1711 = sext i32 %N to i64
  %1712 = select i1 %1710, i64 4096, i64 %1711
  %1713 = select i1 %1708, i64 0, i64 %1712
  %1714 = icmp slt i64 %1713, 0
  %1715 = sext i32 %N to i64
  %1716 = icmp slt i64 %1715, 0
  %1717 = sext i32 %N to i64
  %1718 = icmp sgt i64 %1717, 4096
  %1719 = sext i32 %N to i64
  %1720 = select i1 %1718, i64 4096, i64 %1719
  %1721 = select i1 %1716, i64 0, i64 %1720
  %1722 = select i1 %1714, i64 0, i64 %1721
  %1723 = trunc i64 %1722 to i32
  %1724 = icmp sgt i32 %1723, 4096
  %1725 = sext i32 %N to i64
  %1726 = icmp slt i64 %1725, 0
  %1727 = sext i32 %N to i64
  %1728 = icmp sgt i64 %1727, 4096
  %1729 = sext i32 %N to i64
  %1730 = select i1 %1728, i64 4096, i64 %1729
  %1731 = select i1 %1726, i64 0, i64 %1730
  %1732 = icmp slt i64 %1731, 0
  %1733 = sext i32 %N to i64
  %1734 = icmp slt i64 %1733, 0
  %1735 = sext i32 %N to i64
  %1736 = icmp sgt i64 %1735, 4096
  %1737 = sext i32 %N to i64
  %1738 = select i1 %1736, i64 4096, i64 %1737
  %1739 = select i1 %1734, i64 0, i64 %1738
  %1740 = select i1 %1732, i64 0, i64 %1739
  %1741 = trunc i64 %1740 to i32
  %1742 = select i1 %1724, i32 4096, i32 %1741
  %tl_pad_from29 = select i1 %1706, i32 0, i32 %1742
  %1743 = mul i32 %1279, 32
  %1744 = icmp slt i32 %1743, 32
  %1745 = mul i32 %1279, 32
  %1746 = select i1 %1744, i32 32, i32 %1745
  %1747 = icmp slt i32 %1746, 4096
  %1748 = mul i32 %1279, 32
  %1749 = icmp slt i32 %1748, 32
  %1750 = mul i32 %1279, 32
  %1751 = select i1 %1749, i32 32, i32 %1750
  %1752 = select i1 %1747, i32 %1751, i32 4096
  %tl_pad_n31 = sub i32 %1752, %tl_pad_from29
  br label %for.cond400

for.end399:                                       ; preds = %for.cond397
  br label %for.cond403

for.cond400:                                      ; preds = %for.body401, %for.body398
  %tl_pad_k32 = phi i32 [ 0, %for.body398 ], [ %1760, %for.body401 ]
  %1753 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1753, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1754 = sext i32 %tl_r28 to i64
  %1755 = mul nsw i64 %1754, 4096
  %1756 = add i32 %tl_pad_from29, %tl_pad_k32
  %1757 = sext i32 %1756 to i64
  %1758 = add nsw i64 %1755, %1757
  %1759 = getelementptr inbounds float, ptr %X_r, i64 %1758
  store float %tl_pad_v30, ptr %1759, align 4
  %1760 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond400, !llvm.loop !84

for.end402:                                       ; preds = %for.cond400
  %1761 = add nsw i32 %tl_r28, 1
  br label %for.cond397, !llvm.loop !85

for.cond403:                                      ; preds = %for.body404, %for.end399
  %lane5 = phi i32 [ 0, %for.end399 ], [ %1771, %for.body404 ]
  %1762 = icmp slt i32 %lane5, 32
  br i1 %1762, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1763 = sext i32 %i7 to i64
  %1764 = mul nsw i64 %1763, 4096
  %1765 = sext i32 %lane5 to i64
  %1766 = add nsw i64 %1764, %1765
  %1767 = getelementptr inbounds float, ptr %X_r, i64 %1766
  %1768 = load float, ptr %1767, align 4
  %1769 = sext i32 %lane5 to i64
  %1770 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1769
  store float %1768, ptr %1770, align 4
  %1771 = add nsw i32 %lane5, 1
  br label %for.cond403, !llvm.loop !86

for.end405:                                       ; preds = %for.cond403
  %1772 = fadd float %tl_pad33, %tl_pad33
  %1773 = fcmp oeq float %1772, %tl_pad33
  %1774 = fcmp une float %tl_pad33, %tl_pad33
  %1775 = or i1 %1773, %1774
  %1776 = sub i32 %1279, 1
  %1777 = icmp slt i32 %1776, 0
  %1778 = sub i32 %1279, 1
  %1779 = select i1 %1777, i32 0, i32 %1778
  %tl_steps34 = select i1 %1775, i32 %1779, i32 127
  %1780 = icmp eq i32 %tl_steps34, 127
  br i1 %1780, label %if.then406, label %if.else407

if.then406:                                       ; preds = %for.end405
  %1781 = getelementptr inbounds float, ptr %m_r, i64 0
  %1782 = load float, ptr %1781, align 4
  %1783 = fsub float 0xFFF0000000000000, %1782
  %tl_pad_v37 = call float @tilec_expf_nonpos(float %1783)
  br label %for.cond409

if.else407:                                       ; preds = %for.end405
  br label %if.end408

if.end408:                                        ; preds = %if.else407, %for.end411
  br label %for.cond415

for.cond409:                                      ; preds = %for.end414, %if.then406
  %tl_r35 = phi i32 [ 0, %if.then406 ], [ %1847, %for.end414 ]
  %1784 = icmp slt i32 %tl_r35, 1
  br i1 %1784, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1785 = sext i32 %N to i64
  %1786 = icmp slt i64 %1785, 0
  %1787 = sext i32 %N to i64
  %1788 = icmp sgt i64 %1787, 4096
  %1789 = sext i32 %N to i64
  %1790 = select i1 %1788, i64 4096, i64 %1789
  %1791 = select i1 %1786, i64 0, i64 %1790
  %1792 = icmp slt i64 %1791, 0
  %1793 = sext i32 %N to i64
  %1794 = icmp slt i64 %1793, 0
  %1795 = sext i32 %N to i64
  %1796 = icmp sgt i64 %1795, 4096
  %1797 = sext i32 %N to i64
  %1798 = select i1 %1796, i64 4096, i64 %1797
  %1799 = select i1 %1794, i64 0, i64 %1798
  %1800 = select i1 %1792, i64 0, i64 %1799
  %1801 = trunc i64 %1800 to i32
  %1802 = icmp slt i32 %1801, 0
  %1803 = sext i32 %N to i64
  %1804 = icmp slt i64 %1803, 0
  %1805 = sext i32 %N to i64
  %1806 = icmp sgt i64 %1805, 4096
  %1807 = sext i32 %N to i64
  %1808 = select i1 %1806, i64 4096, i64 %1807
  %1809 = select i1 %1804, i64 0, i64 %1808
  %1810 = icmp slt i64 %1809, 0
  %1811 = sext i32 %N to i64
  %1812 = icmp slt i64 %1811, 0
  %1813 = sext i32 %N to i64
  %1814 = icmp sgt i64 %1813, 4096
  %1815 = sext i32 %N to i64
  %1816 = select i1 %1814, i64 4096, i64 %1815
  %1817 = select i1 %1812, i64 0, i64 %1816
  %1818 = select i1 %1810, i64 0, i64 %1817
  %1819 = trunc i64 %1818 to i32
  %1820 = icmp sgt i32 %1819, 4096
  %1821 = sext i32 %N to i64
  %1822 = icmp slt i64 %1821, 0
  %1823 = sext i32 %N to i64
  %1824 = icmp sgt i64 %1823, 4096
  %1825 = sext i32 %N to i64
  %1826 = select i1 %1824, i64 4096, i64 %1825
  %1827 = select i1 %1822, i64 0, i64 %1826
  %1828 = icmp slt i64 %1827, 0
  %1829 = sext i32 %N to i64
  %1830 = icmp slt i64 %1829, 0
  %1831 = sext i32 %N to i64
  %1832 = icmp sgt i64 %1831, 4096
  %1833 = sext i32 %N to i64
  %1834 = select i1 %1832, i64 4096, i64 %1833
  %1835 = select i1 %1830, i64 0, i64 %1834
  %1836 = select i1 %1828, i64 0, i64 %1835
  %1837 = trunc i64 %1836 to i32
  %1838 = select i1 %1820, i32 4096, i32 %1837
  %tl_pad_from36 = select i1 %1802, i32 0, i32 %1838
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond412

for.end411:                                       ; preds = %for.cond409
  br label %if.end408

for.cond412:                                      ; preds = %for.body413, %for.body410
  %tl_pad_k39 = phi i32 [ 0, %for.body410 ], [ %1846, %for.body413 ]
  %1839 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1839, label %for.body413, label %for.end414

for.body413:                                      ; preds = %for.cond412
  %1840 = sext i32 %tl_r35 to i64
  %1841 = mul nsw i64 %1840, 4096
  %1842 = add i32 %tl_pad_from36, %tl_pad_k39
  %1843 = sext i32 %1842 to i64
  %1844 = add nsw i64 %1841, %1843
  %1845 = getelementptr inbounds float, ptr %X_r, i64 %1844
  store float %tl_pad_v37, ptr %1845, align 4
  %1846 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond412, !llvm.loop !87

for.end414:                                       ; preds = %for.cond412
  %1847 = add nsw i32 %tl_r35, 1
  br label %for.cond409, !llvm.loop !88

for.cond415:                                      ; preds = %for.end420, %if.end408
  %red5 = phi i32 [ 0, %if.end408 ], [ %1867, %for.end420 ]
  %1848 = icmp slt i32 %red5, %tl_steps34
  br i1 %1848, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  br label %for.cond418

for.end417:                                       ; preds = %for.cond415
  %1849 = icmp slt i32 %tl_steps34, 127
  br i1 %1849, label %if.then422, label %if.else423

for.cond418:                                      ; preds = %for.body419, %for.body416
  %lane5421 = phi i32 [ 0, %for.body416 ], [ %1866, %for.body419 ]
  %1850 = icmp slt i32 %lane5421, 32
  br i1 %1850, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1851 = sext i32 %lane5421 to i64
  %1852 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1851
  %1853 = load float, ptr %1852, align 4
  %1854 = sext i32 %i7 to i64
  %1855 = mul nsw i64 %1854, 4096
  %1856 = add i32 %red5, 1
  %1857 = mul i32 %1856, 32
  %1858 = add i32 %1857, %lane5421
  %1859 = sext i32 %1858 to i64
  %1860 = add nsw i64 %1855, %1859
  %1861 = getelementptr inbounds float, ptr %X_r, i64 %1860
  %1862 = load float, ptr %1861, align 4
  %1863 = fadd float %1853, %1862
  %1864 = sext i32 %lane5421 to i64
  %1865 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1864
  store float %1863, ptr %1865, align 4
  %1866 = add nsw i32 %lane5421, 1
  br label %for.cond418, !llvm.loop !89

for.end420:                                       ; preds = %for.cond418
  %1867 = add nsw i32 %red5, 1
  br label %for.cond415, !llvm.loop !90

if.then422:                                       ; preds = %for.end417
  %1868 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1869 = load float, ptr %1868, align 4
  %1870 = fadd float %1869, %tl_pad33
  %1871 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1870, ptr %1871, align 4
  br label %if.end424

if.else423:                                       ; preds = %for.end417
  br label %if.end424

if.end424:                                        ; preds = %if.else423, %if.then422
  br label %for.cond425

for.cond425:                                      ; preds = %for.body426, %if.end424
  %lane5428 = phi i32 [ 0, %if.end424 ], [ %1883, %for.body426 ]
  %1872 = icmp slt i32 %lane5428, 16
  br i1 %1872, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1873 = sext i32 %lane5428 to i64
  %1874 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1873
  %1875 = load float, ptr %1874, align 4
  %1876 = add i32 %lane5428, 16
  %1877 = sext i32 %1876 to i64
  %1878 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1877
  %1879 = load float, ptr %1878, align 4
  %1880 = fadd float %1875, %1879
  %1881 = sext i32 %lane5428 to i64
  %1882 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1881
  store float %1880, ptr %1882, align 4
  %1883 = add nsw i32 %lane5428, 1
  br label %for.cond425, !llvm.loop !91

for.end427:                                       ; preds = %for.cond425
  br label %for.cond429

for.cond429:                                      ; preds = %for.body430, %for.end427
  %lane5432 = phi i32 [ 0, %for.end427 ], [ %1895, %for.body430 ]
  %1884 = icmp slt i32 %lane5432, 8
  br i1 %1884, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1885 = sext i32 %lane5432 to i64
  %1886 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1885
  %1887 = load float, ptr %1886, align 4
  %1888 = add i32 %lane5432, 8
  %1889 = sext i32 %1888 to i64
  %1890 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1889
  %1891 = load float, ptr %1890, align 4
  %1892 = fadd float %1887, %1891
  %1893 = sext i32 %lane5432 to i64
  %1894 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1893
  store float %1892, ptr %1894, align 4
  %1895 = add nsw i32 %lane5432, 1
  br label %for.cond429, !llvm.loop !92

for.end431:                                       ; preds = %for.cond429
  br label %for.cond433

for.cond433:                                      ; preds = %for.body434, %for.end431
  %lane5436 = phi i32 [ 0, %for.end431 ], [ %1907, %for.body434 ]
  %1896 = icmp slt i32 %lane5436, 4
  br i1 %1896, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1897 = sext i32 %lane5436 to i64
  %1898 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1897
  %1899 = load float, ptr %1898, align 4
  %1900 = add i32 %lane5436, 4
  %1901 = sext i32 %1900 to i64
  %1902 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1901
  %1903 = load float, ptr %1902, align 4
  %1904 = fadd float %1899, %1903
  %1905 = sext i32 %lane5436 to i64
  %1906 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1905
  store float %1904, ptr %1906, align 4
  %1907 = add nsw i32 %lane5436, 1
  br label %for.cond433, !llvm.loop !93

for.end435:                                       ; preds = %for.cond433
  br label %for.cond437

for.cond437:                                      ; preds = %for.body438, %for.end435
  %lane5440 = phi i32 [ 0, %for.end435 ], [ %1919, %for.body438 ]
  %1908 = icmp slt i32 %lane5440, 2
  br i1 %1908, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  %1909 = sext i32 %lane5440 to i64
  %1910 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1909
  %1911 = load float, ptr %1910, align 4
  %1912 = add i32 %lane5440, 2
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1913
  %1915 = load float, ptr %1914, align 4
  %1916 = fadd float %1911, %1915
  %1917 = sext i32 %lane5440 to i64
  %1918 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1917
  store float %1916, ptr %1918, align 4
  %1919 = add nsw i32 %lane5440, 1
  br label %for.cond437, !llvm.loop !94

for.end439:                                       ; preds = %for.cond437
  br label %for.cond441

for.cond441:                                      ; preds = %for.body442, %for.end439
  %lane5444 = phi i32 [ 0, %for.end439 ], [ %1931, %for.body442 ]
  %1920 = icmp slt i32 %lane5444, 1
  br i1 %1920, label %for.body442, label %for.end443

for.body442:                                      ; preds = %for.cond441
  %1921 = sext i32 %lane5444 to i64
  %1922 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1921
  %1923 = load float, ptr %1922, align 4
  %1924 = add i32 %lane5444, 1
  %1925 = sext i32 %1924 to i64
  %1926 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1925
  %1927 = load float, ptr %1926, align 4
  %1928 = fadd float %1923, %1927
  %1929 = sext i32 %lane5444 to i64
  %1930 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1929
  store float %1928, ptr %1930, align 4
  %1931 = add nsw i32 %lane5444, 1
  br label %for.cond441, !llvm.loop !95

for.end443:                                       ; preds = %for.cond441
  %1932 = sext i32 %i7 to i64
  %1933 = getelementptr inbounds float, ptr %l_r, i64 %1932
  store float 0.000000e+00, ptr %1933, align 4
  %1934 = sext i32 %i7 to i64
  %1935 = getelementptr inbounds float, ptr %l_r, i64 %1934
  %1936 = load float, ptr %1935, align 4
  %1937 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1938 = load float, ptr %1937, align 4
  %1939 = fadd float %1936, %1938
  %1940 = sext i32 %i7 to i64
  %1941 = getelementptr inbounds float, ptr %l_r, i64 %1940
  store float %1939, ptr %1941, align 4
  %1942 = add nsw i32 %i7, 1
  br label %for.cond394, !llvm.loop !96

for.cond445:                                      ; preds = %if.end451, %for.end396
  %i448 = phi i32 [ 0, %for.end396 ], [ %1974, %if.end451 ]
  %1943 = icmp slt i32 %i448, 1
  br i1 %1943, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %1944 = sext i32 %N to i64
  %1945 = icmp slt i64 %1944, 0
  %1946 = sext i32 %N to i64
  %1947 = icmp sgt i64 %1946, 4096
  %1948 = sext i32 %N to i64
  %1949 = select i1 %1947, i64 4096, i64 %1948
  %1950 = select i1 %1945, i64 0, i64 %1949
  %1951 = icmp slt i64 %1950, 0
  %1952 = sext i32 %N to i64
  %1953 = icmp slt i64 %1952, 0
  %1954 = sext i32 %N to i64
  %1955 = icmp sgt i64 %1954, 4096
  %1956 = sext i32 %N to i64
  %1957 = select i1 %1955, i64 4096, i64 %1956
  %1958 = select i1 %1953, i64 0, i64 %1957
  %1959 = select i1 %1951, i64 0, i64 %1958
  %tl_hi11 = trunc i64 %1959 to i32
  %1960 = mul i32 %bx, 4
  %1961 = add i32 %1960, %r
  %1962 = add i32 %1961, %i448
  %1963 = icmp sle i32 0, %1962
  %1964 = mul i32 %bx, 4
  %1965 = add i32 %1964, %r
  %1966 = add i32 %1965, %i448
  %1967 = icmp slt i32 %1966, %M
  %1968 = and i1 %1963, %1967
  br i1 %1968, label %if.then449, label %if.else450

for.end447:                                       ; preds = %for.cond445
  %1969 = add nsw i32 %r, 1
  br label %for.cond304, !llvm.loop !97

if.then449:                                       ; preds = %for.body446
  %1970 = sext i32 %M to i64
  %1971 = sext i32 %N to i64
  %1972 = mul i64 %1970, %1971
  %1973 = icmp sge i64 %1972, 8388608
  br i1 %1973, label %if.then452, label %if.else453

if.else450:                                       ; preds = %for.body446
  br label %if.end451

if.end451:                                        ; preds = %if.else450, %if.end454
  %1974 = add nsw i32 %i448, 1
  br label %for.cond445, !llvm.loop !98

if.then452:                                       ; preds = %if.then449
  %tl_sn15 = sub i32 %tl_hi11, 0
  %1975 = sext i32 %tl_sn15 to i64
  %1976 = sdiv i64 %1975, 1024
  %1977 = sub i64 0, %1975
  %1978 = select i1 false, i64 %1977, i64 %1976
  %1979 = srem i64 %1975, 1024
  %1980 = icmp ne i64 %1979, 0
  %1981 = icmp slt i64 %1975, 0
  %1982 = icmp eq i1 %1981, false
  %1983 = and i1 %1980, %1982
  %1984 = zext i1 %1983 to i64
  %1985 = add i64 %1978, %1984
  %1986 = trunc i64 %1985 to i32
  br label %for.cond455

if.else453:                                       ; preds = %if.then449
  %1987 = sub i32 %tl_hi11, 0
  br label %for.cond461

if.end454:                                        ; preds = %for.end463, %for.end457
  br label %if.end451

for.cond455:                                      ; preds = %for.end460, %if.then452
  %tl_c16 = phi i32 [ 0, %if.then452 ], [ %2022, %for.end460 ]
  %1988 = icmp slt i32 %tl_c16, %1986
  br i1 %1988, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  %tl_sb17 = mul i32 %tl_c16, 1024
  %1989 = sub i32 %tl_sn15, %tl_sb17
  %1990 = icmp slt i32 %1989, 1024
  %1991 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %1990, i32 %1991, i32 1024
  br label %for.cond458

for.end457:                                       ; preds = %for.cond455
  br label %if.end454

for.cond458:                                      ; preds = %for.body459, %for.body456
  %tl_c19 = phi i32 [ 0, %for.body456 ], [ %2007, %for.body459 ]
  %1992 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %1992, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %1993 = sext i32 %i448 to i64
  %1994 = mul nsw i64 %1993, 4096
  %1995 = add i32 %tl_sb17, %tl_c19
  %1996 = add i32 0, %1995
  %1997 = sext i32 %1996 to i64
  %1998 = add nsw i64 %1994, %1997
  %1999 = getelementptr inbounds float, ptr %X_r, i64 %1998
  %2000 = load float, ptr %1999, align 4
  %2001 = getelementptr inbounds float, ptr %l_r, i64 0
  %2002 = load float, ptr %2001, align 4
  %2003 = fdiv float 1.000000e+00, %2002
  %2004 = fmul float %2000, %2003
  %2005 = sext i32 %tl_c19 to i64
  %2006 = getelementptr inbounds float, ptr %tl_stream14, i64 %2005
  store float %2004, ptr %2006, align 4
  %2007 = add nsw i32 %tl_c19, 1
  br label %for.cond458, !llvm.loop !99

for.end460:                                       ; preds = %for.cond458
  %2008 = sext i32 %tl_sm18 to i64
  %2009 = mul i32 %bx, 4
  %2010 = add i32 %2009, %r
  %2011 = add i32 %2010, %i448
  %2012 = sext i32 %2011 to i64
  %2013 = sext i32 %N to i64
  %2014 = mul nsw i64 %2012, %2013
  %2015 = add i32 %tl_sb17, 0
  %2016 = add i32 0, %2015
  %2017 = sext i32 %2016 to i64
  %2018 = add nsw i64 %2014, %2017
  %2019 = getelementptr inbounds float, ptr %Y, i64 %2018
  %2020 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %2021 = mul i64 %2008, 4
  call void @tilec_rt_stream(ptr %2019, ptr %2020, i64 %2021)
  %2022 = add nsw i32 %tl_c16, 1
  br label %for.cond455, !llvm.loop !100

for.cond461:                                      ; preds = %for.body462, %if.else453
  %j6 = phi i32 [ 0, %if.else453 ], [ %2045, %for.body462 ]
  %2023 = icmp slt i32 %j6, %1987
  br i1 %2023, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  %2024 = sext i32 %i448 to i64
  %2025 = mul nsw i64 %2024, 4096
  %2026 = add i32 0, %j6
  %2027 = sext i32 %2026 to i64
  %2028 = add nsw i64 %2025, %2027
  %2029 = getelementptr inbounds float, ptr %X_r, i64 %2028
  %2030 = load float, ptr %2029, align 4
  %2031 = getelementptr inbounds float, ptr %l_r, i64 0
  %2032 = load float, ptr %2031, align 4
  %2033 = fdiv float 1.000000e+00, %2032
  %2034 = fmul float %2030, %2033
  %2035 = mul i32 %bx, 4
  %2036 = add i32 %2035, %r
  %2037 = add i32 %2036, %i448
  %2038 = sext i32 %2037 to i64
  %2039 = sext i32 %N to i64
  %2040 = mul nsw i64 %2038, %2039
  %2041 = add i32 0, %j6
  %2042 = sext i32 %2041 to i64
  %2043 = add nsw i64 %2040, %2042
  %2044 = getelementptr inbounds float, ptr %Y, i64 %2043
  store float %2034, ptr %2044, align 4
  %2045 = add nsw i32 %j6, 1
  br label %for.cond461, !llvm.loop !101

for.end463:                                       ; preds = %for.cond461
  br label %if.end454

for.cond464:                                      ; preds = %for.body465, %if.else302
  %i11 = phi i32 [ 0, %if.else302 ], [ %2051, %for.body465 ]
  %2046 = icmp slt i32 %i11, 4
  br i1 %2046, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %2047 = sext i32 %i11 to i64
  %2048 = getelementptr inbounds float, ptr %m, i64 %2047
  store float 0xFFF0000000000000, ptr %2048, align 4
  %2049 = sext i32 %i11 to i64
  %2050 = getelementptr inbounds float, ptr %l, i64 %2049
  store float 0.000000e+00, ptr %2050, align 4
  %2051 = add nsw i32 %i11, 1
  br label %for.cond464, !llvm.loop !102

for.end466:                                       ; preds = %for.cond464
  %2052 = sext i32 %N to i64
  %2053 = sdiv i64 %2052, 512
  %2054 = sub i64 0, %2052
  %2055 = select i1 false, i64 %2054, i64 %2053
  %2056 = srem i64 %2052, 512
  %2057 = icmp ne i64 %2056, 0
  %2058 = icmp slt i64 %2052, 0
  %2059 = icmp eq i1 %2058, false
  %2060 = and i1 %2057, %2059
  %2061 = zext i1 %2060 to i64
  %2062 = add i64 %2055, %2061
  %2063 = trunc i64 %2062 to i32
  %2064 = sext i32 %N to i64
  %2065 = sdiv i64 %2064, 512
  %2066 = sub i64 0, %2064
  %2067 = select i1 false, i64 %2066, i64 %2065
  %2068 = srem i64 %2064, 512
  %2069 = icmp ne i64 %2068, 0
  %2070 = icmp slt i64 %2064, 0
  %2071 = icmp eq i1 %2070, false
  %2072 = and i1 %2069, %2071
  %2073 = zext i1 %2072 to i64
  %2074 = add i64 %2067, %2073
  %2075 = trunc i64 %2074 to i32
  br label %for.cond467

for.cond467:                                      ; preds = %for.end510, %for.end466
  %c = phi i32 [ 0, %for.end466 ], [ %2264, %for.end510 ]
  %2076 = icmp slt i32 %c, %2063
  br i1 %2076, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  %2077 = mul i32 %bx, 4
  %2078 = icmp sle i32 0, %2077
  %2079 = mul i32 %bx, 4
  %2080 = sext i32 %2079 to i64
  %2081 = add i64 %2080, 4
  %2082 = sext i32 %M to i64
  %2083 = icmp sle i64 %2081, %2082
  %2084 = and i1 %2078, %2083
  %2085 = mul i32 %c, 512
  %2086 = icmp sle i32 0, %2085
  %2087 = mul i32 %c, 512
  %2088 = sext i32 %2087 to i64
  %2089 = add i64 %2088, 512
  %2090 = sext i32 %N to i64
  %2091 = icmp sle i64 %2089, %2090
  %2092 = and i1 %2086, %2091
  %2093 = and i1 %2084, %2092
  br i1 %2093, label %if.then470, label %if.else471

for.end469:                                       ; preds = %for.cond467
  %2094 = sext i32 %N to i64
  %2095 = sdiv i64 %2094, 512
  %2096 = sub i64 0, %2094
  %2097 = select i1 false, i64 %2096, i64 %2095
  %2098 = srem i64 %2094, 512
  %2099 = icmp ne i64 %2098, 0
  %2100 = icmp slt i64 %2094, 0
  %2101 = icmp eq i1 %2100, false
  %2102 = and i1 %2099, %2101
  %2103 = zext i1 %2102 to i64
  %2104 = add i64 %2097, %2103
  %2105 = trunc i64 %2104 to i32
  %2106 = sext i32 %N to i64
  %2107 = sdiv i64 %2106, 512
  %2108 = sub i64 0, %2106
  %2109 = select i1 false, i64 %2108, i64 %2107
  %2110 = srem i64 %2106, 512
  %2111 = icmp ne i64 %2110, 0
  %2112 = icmp slt i64 %2106, 0
  %2113 = icmp eq i1 %2112, false
  %2114 = and i1 %2111, %2113
  %2115 = zext i1 %2114 to i64
  %2116 = add i64 %2109, %2115
  %2117 = trunc i64 %2116 to i32
  br label %for.cond597

if.then470:                                       ; preds = %for.body468
  br label %for.cond473

if.else471:                                       ; preds = %for.body468
  br label %for.cond486

if.end472:                                        ; preds = %for.end488, %for.end475
  br label %for.cond508

for.cond473:                                      ; preds = %for.end485, %if.then470
  %i11476 = phi i32 [ 0, %if.then470 ], [ %2153, %for.end485 ]
  %2118 = icmp slt i32 %i11476, 4
  br i1 %2118, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  %2119 = add i32 %c, 1
  %2120 = icmp slt i32 %2119, %2075
  br i1 %2120, label %if.then477, label %if.else478

for.end475:                                       ; preds = %for.cond473
  br label %if.end472

if.then477:                                       ; preds = %for.body474
  br label %for.cond480

if.else478:                                       ; preds = %for.body474
  br label %if.end479

if.end479:                                        ; preds = %if.else478, %for.end482
  br label %for.cond483

for.cond480:                                      ; preds = %for.body481, %if.then477
  %pf2 = phi i32 [ 0, %if.then477 ], [ %2134, %for.body481 ]
  %2121 = icmp slt i32 %pf2, 32
  br i1 %2121, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %2122 = mul i32 %bx, 4
  %2123 = add i32 %2122, %i11476
  %2124 = sext i32 %2123 to i64
  %2125 = sext i32 %N to i64
  %2126 = mul i64 %2124, %2125
  %2127 = add i32 %c, 1
  %2128 = mul i32 %2127, 512
  %2129 = mul i32 %pf2, 16
  %2130 = add i32 %2128, %2129
  %2131 = sext i32 %2130 to i64
  %2132 = add i64 %2126, %2131
  %2133 = getelementptr float, ptr %X, i64 %2132
  call void @llvm.prefetch.p0(ptr %2133, i32 0, i32 3, i32 1)
  %2134 = add nsw i32 %pf2, 1
  br label %for.cond480, !llvm.loop !103

for.end482:                                       ; preds = %for.cond480
  br label %if.end479

for.cond483:                                      ; preds = %for.body484, %if.end479
  %j1 = phi i32 [ 0, %if.end479 ], [ %2152, %for.body484 ]
  %2135 = icmp slt i32 %j1, 512
  br i1 %2135, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %2136 = mul i32 %bx, 4
  %2137 = add i32 %2136, %i11476
  %2138 = sext i32 %2137 to i64
  %2139 = sext i32 %N to i64
  %2140 = mul nsw i64 %2138, %2139
  %2141 = mul i32 %c, 512
  %2142 = add i32 %2141, %j1
  %2143 = sext i32 %2142 to i64
  %2144 = add nsw i64 %2140, %2143
  %2145 = getelementptr inbounds float, ptr %X, i64 %2144
  %2146 = load float, ptr %2145, align 4
  %2147 = sext i32 %i11476 to i64
  %2148 = mul nsw i64 %2147, 512
  %2149 = sext i32 %j1 to i64
  %2150 = add nsw i64 %2148, %2149
  %2151 = getelementptr inbounds float, ptr %X_f, i64 %2150
  store float %2146, ptr %2151, align 4
  %2152 = add nsw i32 %j1, 1
  br label %for.cond483, !llvm.loop !104

for.end485:                                       ; preds = %for.cond483
  %2153 = add nsw i32 %i11476, 1
  br label %for.cond473, !llvm.loop !105

for.cond486:                                      ; preds = %for.end506, %if.else471
  %i11489 = phi i32 [ 0, %if.else471 ], [ %2262, %for.end506 ]
  %2154 = icmp slt i32 %i11489, 4
  br i1 %2154, label %for.body487, label %for.end488

for.body487:                                      ; preds = %for.cond486
  %2155 = mul i32 %c, 512
  %2156 = sext i32 %2155 to i64
  %2157 = sub i64 0, %2156
  %2158 = icmp slt i64 %2157, 0
  %2159 = mul i32 %c, 512
  %2160 = sext i32 %2159 to i64
  %2161 = sub i64 0, %2160
  %2162 = icmp sgt i64 %2161, 512
  %2163 = mul i32 %c, 512
  %2164 = sext i32 %2163 to i64
  %2165 = sub i64 0, %2164
  %2166 = select i1 %2162, i64 512, i64 %2165
  %2167 = select i1 %2158, i64 0, i64 %2166
  %tl_lo12 = trunc i64 %2167 to i32
  %2168 = sext i32 %N to i64
  %2169 = mul i32 %c, 512
  %2170 = sext i32 %2169 to i64
  %2171 = sub i64 %2168, %2170
  %2172 = icmp slt i64 %2171, 0
  %2173 = sext i32 %N to i64
  %2174 = mul i32 %c, 512
  %2175 = sext i32 %2174 to i64
  %2176 = sub i64 %2173, %2175
  %2177 = icmp sgt i64 %2176, 512
  %2178 = sext i32 %N to i64
  %2179 = mul i32 %c, 512
  %2180 = sext i32 %2179 to i64
  %2181 = sub i64 %2178, %2180
  %2182 = select i1 %2177, i64 512, i64 %2181
  %2183 = select i1 %2172, i64 0, i64 %2182
  %2184 = sext i32 %tl_lo12 to i64
  %2185 = icmp slt i64 %2183, %2184
  %2186 = sext i32 %tl_lo12 to i64
  %2187 = sext i32 %N to i64
  %2188 = mul i32 %c, 512
  %2189 = sext i32 %2188 to i64
  %2190 = sub i64 %2187, %2189
  %2191 = icmp slt i64 %2190, 0
  %2192 = sext i32 %N to i64
  %2193 = mul i32 %c, 512
  %2194 = sext i32 %2193 to i64
  %2195 = sub i64 %2192, %2194
  %2196 = icmp sgt i64 %2195, 512
  %2197 = sext i32 %N to i64
  %2198 = mul i32 %c, 512
  %2199 = sext i32 %2198 to i64
  %2200 = sub i64 %2197, %2199
  %2201 = select i1 %2196, i64 512, i64 %2200
  %2202 = select i1 %2191, i64 0, i64 %2201
  %2203 = select i1 %2185, i64 %2186, i64 %2202
  %tl_hi13 = trunc i64 %2203 to i32
  br label %for.cond490

for.end488:                                       ; preds = %for.cond486
  br label %if.end472

for.cond490:                                      ; preds = %for.body491, %for.body487
  %j1493 = phi i32 [ 0, %for.body487 ], [ %2210, %for.body491 ]
  %2204 = icmp slt i32 %j1493, %tl_lo12
  br i1 %2204, label %for.body491, label %for.end492

for.body491:                                      ; preds = %for.cond490
  %2205 = sext i32 %i11489 to i64
  %2206 = mul nsw i64 %2205, 512
  %2207 = sext i32 %j1493 to i64
  %2208 = add nsw i64 %2206, %2207
  %2209 = getelementptr inbounds float, ptr %X_f, i64 %2208
  store float 0.000000e+00, ptr %2209, align 4
  %2210 = add nsw i32 %j1493, 1
  br label %for.cond490, !llvm.loop !106

for.end492:                                       ; preds = %for.cond490
  %2211 = mul i32 %bx, 4
  %2212 = sext i32 %2211 to i64
  %2213 = sext i32 %i11489 to i64
  %2214 = add i64 %2212, %2213
  %2215 = icmp sle i64 0, %2214
  %2216 = mul i32 %bx, 4
  %2217 = sext i32 %2216 to i64
  %2218 = sext i32 %i11489 to i64
  %2219 = add i64 %2217, %2218
  %2220 = sext i32 %M to i64
  %2221 = icmp slt i64 %2219, %2220
  %2222 = and i1 %2215, %2221
  br i1 %2222, label %if.then494, label %if.else495

if.then494:                                       ; preds = %for.end492
  %2223 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond497

if.else495:                                       ; preds = %for.end492
  %2224 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond500

if.end496:                                        ; preds = %for.end502, %for.end499
  %2225 = sub i32 512, %tl_hi13
  br label %for.cond504

for.cond497:                                      ; preds = %for.body498, %if.then494
  %j11 = phi i32 [ 0, %if.then494 ], [ %2245, %for.body498 ]
  %2226 = icmp slt i32 %j11, %2223
  br i1 %2226, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %2227 = mul i32 %bx, 4
  %2228 = add i32 %2227, %i11489
  %2229 = sext i32 %2228 to i64
  %2230 = sext i32 %N to i64
  %2231 = mul nsw i64 %2229, %2230
  %2232 = mul i32 %c, 512
  %2233 = add i32 %tl_lo12, %j11
  %2234 = add i32 %2232, %2233
  %2235 = sext i32 %2234 to i64
  %2236 = add nsw i64 %2231, %2235
  %2237 = getelementptr inbounds float, ptr %X, i64 %2236
  %2238 = load float, ptr %2237, align 4
  %2239 = sext i32 %i11489 to i64
  %2240 = mul nsw i64 %2239, 512
  %2241 = add i32 %tl_lo12, %j11
  %2242 = sext i32 %2241 to i64
  %2243 = add nsw i64 %2240, %2242
  %2244 = getelementptr inbounds float, ptr %X_f, i64 %2243
  store float %2238, ptr %2244, align 4
  %2245 = add nsw i32 %j11, 1
  br label %for.cond497, !llvm.loop !107

for.end499:                                       ; preds = %for.cond497
  br label %if.end496

for.cond500:                                      ; preds = %for.body501, %if.else495
  %j11503 = phi i32 [ 0, %if.else495 ], [ %2253, %for.body501 ]
  %2246 = icmp slt i32 %j11503, %2224
  br i1 %2246, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %2247 = sext i32 %i11489 to i64
  %2248 = mul nsw i64 %2247, 512
  %2249 = add i32 %tl_lo12, %j11503
  %2250 = sext i32 %2249 to i64
  %2251 = add nsw i64 %2248, %2250
  %2252 = getelementptr inbounds float, ptr %X_f, i64 %2251
  store float 0.000000e+00, ptr %2252, align 4
  %2253 = add nsw i32 %j11503, 1
  br label %for.cond500, !llvm.loop !108

for.end502:                                       ; preds = %for.cond500
  br label %if.end496

for.cond504:                                      ; preds = %for.body505, %if.end496
  %j11507 = phi i32 [ 0, %if.end496 ], [ %2261, %for.body505 ]
  %2254 = icmp slt i32 %j11507, %2225
  br i1 %2254, label %for.body505, label %for.end506

for.body505:                                      ; preds = %for.cond504
  %2255 = sext i32 %i11489 to i64
  %2256 = mul nsw i64 %2255, 512
  %2257 = add i32 %tl_hi13, %j11507
  %2258 = sext i32 %2257 to i64
  %2259 = add nsw i64 %2256, %2258
  %2260 = getelementptr inbounds float, ptr %X_f, i64 %2259
  store float 0.000000e+00, ptr %2260, align 4
  %2261 = add nsw i32 %j11507, 1
  br label %for.cond504, !llvm.loop !109

for.end506:                                       ; preds = %for.cond504
  %2262 = add nsw i32 %i11489, 1
  br label %for.cond486, !llvm.loop !110

for.cond508:                                      ; preds = %for.end595, %if.end472
  %i511 = phi i32 [ 0, %if.end472 ], [ %2553, %for.end595 ]
  %2263 = icmp slt i32 %i511, 4
  br i1 %2263, label %for.body509, label %for.end510

for.body509:                                      ; preds = %for.cond508
  br label %for.cond512

for.end510:                                       ; preds = %for.cond508
  %2264 = add nsw i32 %c, 1
  br label %for.cond467, !llvm.loop !111

for.cond512:                                      ; preds = %for.body513, %for.body509
  %j515 = phi i32 [ 0, %for.body509 ], [ %2282, %for.body513 ]
  %2265 = icmp slt i32 %j515, 512
  br i1 %2265, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  %2266 = mul i32 %c, 512
  %2267 = add i32 %2266, %j515
  %2268 = icmp slt i32 %2267, %N
  %2269 = sext i32 %i511 to i64
  %2270 = mul nsw i64 %2269, 512
  %2271 = sext i32 %j515 to i64
  %2272 = add nsw i64 %2270, %2271
  %2273 = call i64 @llvm.umin.i64(i64 %2272, i64 2047)
  %2274 = getelementptr inbounds float, ptr %X_f, i64 %2273
  %2275 = load float, ptr %2274, align 4
  %2276 = select i1 %2268, float %2275, float 0xFFF0000000000000
  %2277 = sext i32 %i511 to i64
  %2278 = mul nsw i64 %2277, 512
  %2279 = sext i32 %j515 to i64
  %2280 = add nsw i64 %2278, %2279
  %2281 = getelementptr inbounds float, ptr %X_f, i64 %2280
  store float %2276, ptr %2281, align 4
  %2282 = add nsw i32 %j515, 1
  br label %for.cond512, !llvm.loop !112

for.end514:                                       ; preds = %for.cond512
  %2283 = sext i32 %i511 to i64
  %2284 = getelementptr inbounds float, ptr %m, i64 %2283
  %2285 = load float, ptr %2284, align 4
  %2286 = sext i32 %i511 to i64
  %2287 = getelementptr inbounds float, ptr %m_prev, i64 %2286
  store float %2285, ptr %2287, align 4
  %2288 = sext i32 %i511 to i64
  %2289 = getelementptr inbounds float, ptr %m, i64 %2288
  %tl_dst0 = load float, ptr %2289, align 4
  br label %for.cond516

for.cond516:                                      ; preds = %for.body517, %for.end514
  %lane6 = phi i32 [ 0, %for.end514 ], [ %2314, %for.body517 ]
  %2290 = icmp slt i32 %lane6, 32
  br i1 %2290, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %2291 = sext i32 %i511 to i64
  %2292 = mul nsw i64 %2291, 512
  %2293 = sext i32 %lane6 to i64
  %2294 = add nsw i64 %2292, %2293
  %2295 = getelementptr inbounds float, ptr %X_f, i64 %2294
  %2296 = load float, ptr %2295, align 4
  %2297 = sext i32 %i511 to i64
  %2298 = mul nsw i64 %2297, 512
  %2299 = sext i32 %lane6 to i64
  %2300 = add nsw i64 %2298, %2299
  %2301 = getelementptr inbounds float, ptr %X_f, i64 %2300
  %2302 = load float, ptr %2301, align 4
  %2303 = fcmp une float %2296, %2302
  %2304 = sext i32 %i511 to i64
  %2305 = mul nsw i64 %2304, 512
  %2306 = sext i32 %lane6 to i64
  %2307 = add nsw i64 %2305, %2306
  %2308 = call i64 @llvm.umin.i64(i64 %2307, i64 2047)
  %2309 = getelementptr inbounds float, ptr %X_f, i64 %2308
  %2310 = load float, ptr %2309, align 4
  %2311 = select i1 %2303, float 0xFFF0000000000000, float %2310
  %2312 = sext i32 %lane6 to i64
  %2313 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2312
  store float %2311, ptr %2313, align 4
  %2314 = add nsw i32 %lane6, 1
  br label %for.cond516, !llvm.loop !113

for.end518:                                       ; preds = %for.cond516
  br label %for.cond519

for.cond519:                                      ; preds = %for.end524, %for.end518
  %red6 = phi i32 [ 0, %for.end518 ], [ %2332, %for.end524 ]
  %2315 = icmp slt i32 %red6, 15
  br i1 %2315, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  br label %for.cond522

for.end521:                                       ; preds = %for.cond519
  br label %for.cond526

for.cond522:                                      ; preds = %for.body523, %for.body520
  %lane6525 = phi i32 [ 0, %for.body520 ], [ %2331, %for.body523 ]
  %2316 = icmp slt i32 %lane6525, 32
  br i1 %2316, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %2317 = sext i32 %lane6525 to i64
  %2318 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2317
  %lane_acc3 = load float, ptr %2318, align 4
  %2319 = sext i32 %i511 to i64
  %2320 = mul nsw i64 %2319, 512
  %2321 = add i32 %red6, 1
  %2322 = mul i32 %2321, 32
  %2323 = add i32 %2322, %lane6525
  %2324 = sext i32 %2323 to i64
  %2325 = add nsw i64 %2320, %2324
  %2326 = getelementptr inbounds float, ptr %X_f, i64 %2325
  %lane_next3 = load float, ptr %2326, align 4
  %2327 = fcmp ogt float %lane_next3, %lane_acc3
  %2328 = select i1 %2327, float %lane_next3, float %lane_acc3
  %2329 = sext i32 %lane6525 to i64
  %2330 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2329
  store float %2328, ptr %2330, align 4
  %2331 = add nsw i32 %lane6525, 1
  br label %for.cond522, !llvm.loop !114

for.end524:                                       ; preds = %for.cond522
  %2332 = add nsw i32 %red6, 1
  br label %for.cond519, !llvm.loop !115

for.cond526:                                      ; preds = %for.body527, %for.end521
  %lane6529 = phi i32 [ 0, %for.end521 ], [ %2343, %for.body527 ]
  %2333 = icmp slt i32 %lane6529, 16
  br i1 %2333, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2334 = sext i32 %lane6529 to i64
  %2335 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2334
  %lane_acc3530 = load float, ptr %2335, align 4
  %2336 = add i32 %lane6529, 16
  %2337 = sext i32 %2336 to i64
  %2338 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2337
  %lane_next3531 = load float, ptr %2338, align 4
  %2339 = fcmp ogt float %lane_next3531, %lane_acc3530
  %2340 = select i1 %2339, float %lane_next3531, float %lane_acc3530
  %2341 = sext i32 %lane6529 to i64
  %2342 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2341
  store float %2340, ptr %2342, align 4
  %2343 = add nsw i32 %lane6529, 1
  br label %for.cond526, !llvm.loop !116

for.end528:                                       ; preds = %for.cond526
  br label %for.cond532

for.cond532:                                      ; preds = %for.body533, %for.end528
  %lane6535 = phi i32 [ 0, %for.end528 ], [ %2354, %for.body533 ]
  %2344 = icmp slt i32 %lane6535, 8
  br i1 %2344, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2345 = sext i32 %lane6535 to i64
  %2346 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2345
  %lane_acc3536 = load float, ptr %2346, align 4
  %2347 = add i32 %lane6535, 8
  %2348 = sext i32 %2347 to i64
  %2349 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2348
  %lane_next3537 = load float, ptr %2349, align 4
  %2350 = fcmp ogt float %lane_next3537, %lane_acc3536
  %2351 = select i1 %2350, float %lane_next3537, float %lane_acc3536
  %2352 = sext i32 %lane6535 to i64
  %2353 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2352
  store float %2351, ptr %2353, align 4
  %2354 = add nsw i32 %lane6535, 1
  br label %for.cond532, !llvm.loop !117

for.end534:                                       ; preds = %for.cond532
  br label %for.cond538

for.cond538:                                      ; preds = %for.body539, %for.end534
  %lane6541 = phi i32 [ 0, %for.end534 ], [ %2365, %for.body539 ]
  %2355 = icmp slt i32 %lane6541, 4
  br i1 %2355, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2356 = sext i32 %lane6541 to i64
  %2357 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2356
  %lane_acc3542 = load float, ptr %2357, align 4
  %2358 = add i32 %lane6541, 4
  %2359 = sext i32 %2358 to i64
  %2360 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2359
  %lane_next3543 = load float, ptr %2360, align 4
  %2361 = fcmp ogt float %lane_next3543, %lane_acc3542
  %2362 = select i1 %2361, float %lane_next3543, float %lane_acc3542
  %2363 = sext i32 %lane6541 to i64
  %2364 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2363
  store float %2362, ptr %2364, align 4
  %2365 = add nsw i32 %lane6541, 1
  br label %for.cond538, !llvm.loop !118

for.end540:                                       ; preds = %for.cond538
  br label %for.cond544

for.cond544:                                      ; preds = %for.body545, %for.end540
  %lane6547 = phi i32 [ 0, %for.end540 ], [ %2376, %for.body545 ]
  %2366 = icmp slt i32 %lane6547, 2
  br i1 %2366, label %for.body545, label %for.end546

for.body545:                                      ; preds = %for.cond544
  %2367 = sext i32 %lane6547 to i64
  %2368 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2367
  %lane_acc3548 = load float, ptr %2368, align 4
  %2369 = add i32 %lane6547, 2
  %2370 = sext i32 %2369 to i64
  %2371 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2370
  %lane_next3549 = load float, ptr %2371, align 4
  %2372 = fcmp ogt float %lane_next3549, %lane_acc3548
  %2373 = select i1 %2372, float %lane_next3549, float %lane_acc3548
  %2374 = sext i32 %lane6547 to i64
  %2375 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2374
  store float %2373, ptr %2375, align 4
  %2376 = add nsw i32 %lane6547, 1
  br label %for.cond544, !llvm.loop !119

for.end546:                                       ; preds = %for.cond544
  br label %for.cond550

for.cond550:                                      ; preds = %for.body551, %for.end546
  %lane6553 = phi i32 [ 0, %for.end546 ], [ %2387, %for.body551 ]
  %2377 = icmp slt i32 %lane6553, 1
  br i1 %2377, label %for.body551, label %for.end552

for.body551:                                      ; preds = %for.cond550
  %2378 = sext i32 %lane6553 to i64
  %2379 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2378
  %lane_acc3554 = load float, ptr %2379, align 4
  %2380 = add i32 %lane6553, 1
  %2381 = sext i32 %2380 to i64
  %2382 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2381
  %lane_next3555 = load float, ptr %2382, align 4
  %2383 = fcmp ogt float %lane_next3555, %lane_acc3554
  %2384 = select i1 %2383, float %lane_next3555, float %lane_acc3554
  %2385 = sext i32 %lane6553 to i64
  %2386 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2385
  store float %2384, ptr %2386, align 4
  %2387 = add nsw i32 %lane6553, 1
  br label %for.cond550, !llvm.loop !120

for.end552:                                       ; preds = %for.cond550
  %2388 = sext i32 %i511 to i64
  %2389 = getelementptr inbounds float, ptr %m, i64 %2388
  %2390 = load float, ptr %2389, align 4
  %2391 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2392 = load float, ptr %2391, align 4
  %2393 = call float @llvm.maxnum.f32(float %2390, float %2392)
  %2394 = sext i32 %i511 to i64
  %2395 = getelementptr inbounds float, ptr %m, i64 %2394
  store float %2393, ptr %2395, align 4
  %2396 = sext i32 %i511 to i64
  %2397 = getelementptr inbounds float, ptr %m, i64 %2396
  %2398 = load float, ptr %2397, align 4
  %2399 = fcmp oeq float %2398, 0xFFF0000000000000
  %2400 = fcmp une float %tl_dst0, %tl_dst0
  %2401 = and i1 %2399, %2400
  br i1 %2401, label %if.then556, label %if.else557

if.then556:                                       ; preds = %for.end552
  %2402 = sext i32 %i511 to i64
  %2403 = getelementptr inbounds float, ptr %m, i64 %2402
  store float %tl_dst0, ptr %2403, align 4
  br label %for.cond559

if.else557:                                       ; preds = %for.end552
  br label %if.end558

if.end558:                                        ; preds = %if.else557, %for.end561
  br label %for.cond563

for.cond559:                                      ; preds = %for.body560, %if.then556
  %red6562 = phi i32 [ 0, %if.then556 ], [ %2417, %for.body560 ]
  %2404 = icmp slt i32 %red6562, 512
  br i1 %2404, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  %2405 = sext i32 %i511 to i64
  %2406 = getelementptr inbounds float, ptr %m, i64 %2405
  %2407 = load float, ptr %2406, align 4
  %2408 = sext i32 %i511 to i64
  %2409 = mul nsw i64 %2408, 512
  %2410 = sext i32 %red6562 to i64
  %2411 = add nsw i64 %2409, %2410
  %2412 = getelementptr inbounds float, ptr %X_f, i64 %2411
  %2413 = load float, ptr %2412, align 4
  %2414 = call float @llvm.maxnum.f32(float %2407, float %2413)
  %2415 = sext i32 %i511 to i64
  %2416 = getelementptr inbounds float, ptr %m, i64 %2415
  store float %2414, ptr %2416, align 4
  %2417 = add nsw i32 %red6562, 1
  br label %for.cond559, !llvm.loop !121

for.end561:                                       ; preds = %for.cond559
  br label %if.end558

for.cond563:                                      ; preds = %for.body564, %if.end558
  %j566 = phi i32 [ 0, %if.end558 ], [ %2435, %for.body564 ]
  %2418 = icmp slt i32 %j566, 512
  br i1 %2418, label %for.body564, label %for.end565

for.body564:                                      ; preds = %for.cond563
  %2419 = sext i32 %i511 to i64
  %2420 = mul nsw i64 %2419, 512
  %2421 = sext i32 %j566 to i64
  %2422 = add nsw i64 %2420, %2421
  %2423 = getelementptr inbounds float, ptr %X_f, i64 %2422
  %2424 = load float, ptr %2423, align 4
  %2425 = sext i32 %i511 to i64
  %2426 = getelementptr inbounds float, ptr %m, i64 %2425
  %2427 = load float, ptr %2426, align 4
  %2428 = fsub float %2424, %2427
  %2429 = call float @tilec_expf_nonpos(float %2428)
  %2430 = sext i32 %i511 to i64
  %2431 = mul nsw i64 %2430, 512
  %2432 = sext i32 %j566 to i64
  %2433 = add nsw i64 %2431, %2432
  %2434 = getelementptr inbounds float, ptr %X_f, i64 %2433
  store float %2429, ptr %2434, align 4
  %2435 = add nsw i32 %j566, 1
  br label %for.cond563, !llvm.loop !122

for.end565:                                       ; preds = %for.cond563
  br label %for.cond567

for.cond567:                                      ; preds = %for.body568, %for.end565
  %lane7 = phi i32 [ 0, %for.end565 ], [ %2445, %for.body568 ]
  %2436 = icmp slt i32 %lane7, 32
  br i1 %2436, label %for.body568, label %for.end569

for.body568:                                      ; preds = %for.cond567
  %2437 = sext i32 %i511 to i64
  %2438 = mul nsw i64 %2437, 512
  %2439 = sext i32 %lane7 to i64
  %2440 = add nsw i64 %2438, %2439
  %2441 = getelementptr inbounds float, ptr %X_f, i64 %2440
  %2442 = load float, ptr %2441, align 4
  %2443 = sext i32 %lane7 to i64
  %2444 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2443
  store float %2442, ptr %2444, align 4
  %2445 = add nsw i32 %lane7, 1
  br label %for.cond567, !llvm.loop !123

for.end569:                                       ; preds = %for.cond567
  br label %for.cond570

for.cond570:                                      ; preds = %for.end575, %for.end569
  %red7 = phi i32 [ 0, %for.end569 ], [ %2464, %for.end575 ]
  %2446 = icmp slt i32 %red7, 15
  br i1 %2446, label %for.body571, label %for.end572

for.body571:                                      ; preds = %for.cond570
  br label %for.cond573

for.end572:                                       ; preds = %for.cond570
  br label %for.cond577

for.cond573:                                      ; preds = %for.body574, %for.body571
  %lane7576 = phi i32 [ 0, %for.body571 ], [ %2463, %for.body574 ]
  %2447 = icmp slt i32 %lane7576, 32
  br i1 %2447, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %2448 = sext i32 %lane7576 to i64
  %2449 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2448
  %2450 = load float, ptr %2449, align 4
  %2451 = sext i32 %i511 to i64
  %2452 = mul nsw i64 %2451, 512
  %2453 = add i32 %red7, 1
  %2454 = mul i32 %2453, 32
  %2455 = add i32 %2454, %lane7576
  %2456 = sext i32 %2455 to i64
  %2457 = add nsw i64 %2452, %2456
  %2458 = getelementptr inbounds float, ptr %X_f, i64 %2457
  %2459 = load float, ptr %2458, align 4
  %2460 = fadd float %2450, %2459
  %2461 = sext i32 %lane7576 to i64
  %2462 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2461
  store float %2460, ptr %2462, align 4
  %2463 = add nsw i32 %lane7576, 1
  br label %for.cond573, !llvm.loop !124

for.end575:                                       ; preds = %for.cond573
  %2464 = add nsw i32 %red7, 1
  br label %for.cond570, !llvm.loop !125

for.cond577:                                      ; preds = %for.body578, %for.end572
  %lane7580 = phi i32 [ 0, %for.end572 ], [ %2476, %for.body578 ]
  %2465 = icmp slt i32 %lane7580, 16
  br i1 %2465, label %for.body578, label %for.end579

for.body578:                                      ; preds = %for.cond577
  %2466 = sext i32 %lane7580 to i64
  %2467 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2466
  %2468 = load float, ptr %2467, align 4
  %2469 = add i32 %lane7580, 16
  %2470 = sext i32 %2469 to i64
  %2471 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2470
  %2472 = load float, ptr %2471, align 4
  %2473 = fadd float %2468, %2472
  %2474 = sext i32 %lane7580 to i64
  %2475 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2474
  store float %2473, ptr %2475, align 4
  %2476 = add nsw i32 %lane7580, 1
  br label %for.cond577, !llvm.loop !126

for.end579:                                       ; preds = %for.cond577
  br label %for.cond581

for.cond581:                                      ; preds = %for.body582, %for.end579
  %lane7584 = phi i32 [ 0, %for.end579 ], [ %2488, %for.body582 ]
  %2477 = icmp slt i32 %lane7584, 8
  br i1 %2477, label %for.body582, label %for.end583

for.body582:                                      ; preds = %for.cond581
  %2478 = sext i32 %lane7584 to i64
  %2479 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2478
  %2480 = load float, ptr %2479, align 4
  %2481 = add i32 %lane7584, 8
  %2482 = sext i32 %2481 to i64
  %2483 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2482
  %2484 = load float, ptr %2483, align 4
  %2485 = fadd float %2480, %2484
  %2486 = sext i32 %lane7584 to i64
  %2487 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2486
  store float %2485, ptr %2487, align 4
  %2488 = add nsw i32 %lane7584, 1
  br label %for.cond581, !llvm.loop !127

for.end583:                                       ; preds = %for.cond581
  br label %for.cond585

for.cond585:                                      ; preds = %for.body586, %for.end583
  %lane7588 = phi i32 [ 0, %for.end583 ], [ %2500, %for.body586 ]
  %2489 = icmp slt i32 %lane7588, 4
  br i1 %2489, label %for.body586, label %for.end587

for.body586:                                      ; preds = %for.cond585
  %2490 = sext i32 %lane7588 to i64
  %2491 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2490
  %2492 = load float, ptr %2491, align 4
  %2493 = add i32 %lane7588, 4
  %2494 = sext i32 %2493 to i64
  %2495 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2494
  %2496 = load float, ptr %2495, align 4
  %2497 = fadd float %2492, %2496
  %2498 = sext i32 %lane7588 to i64
  %2499 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2498
  store float %2497, ptr %2499, align 4
  %2500 = add nsw i32 %lane7588, 1
  br label %for.cond585, !llvm.loop !128

for.end587:                                       ; preds = %for.cond585
  br label %for.cond589

for.cond589:                                      ; preds = %for.body590, %for.end587
  %lane7592 = phi i32 [ 0, %for.end587 ], [ %2512, %for.body590 ]
  %2501 = icmp slt i32 %lane7592, 2
  br i1 %2501, label %for.body590, label %for.end591

for.body590:                                      ; preds = %for.cond589
  %2502 = sext i32 %lane7592 to i64
  %2503 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2502
  %2504 = load float, ptr %2503, align 4
  %2505 = add i32 %lane7592, 2
  %2506 = sext i32 %2505 to i64
  %2507 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2506
  %2508 = load float, ptr %2507, align 4
  %2509 = fadd float %2504, %2508
  %2510 = sext i32 %lane7592 to i64
  %2511 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2510
  store float %2509, ptr %2511, align 4
  %2512 = add nsw i32 %lane7592, 1
  br label %for.cond589, !llvm.loop !129

for.end591:                                       ; preds = %for.cond589
  br label %for.cond593

for.cond593:                                      ; preds = %for.body594, %for.end591
  %lane7596 = phi i32 [ 0, %for.end591 ], [ %2524, %for.body594 ]
  %2513 = icmp slt i32 %lane7596, 1
  br i1 %2513, label %for.body594, label %for.end595

for.body594:                                      ; preds = %for.cond593
  %2514 = sext i32 %lane7596 to i64
  %2515 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2514
  %2516 = load float, ptr %2515, align 4
  %2517 = add i32 %lane7596, 1
  %2518 = sext i32 %2517 to i64
  %2519 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2518
  %2520 = load float, ptr %2519, align 4
  %2521 = fadd float %2516, %2520
  %2522 = sext i32 %lane7596 to i64
  %2523 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2522
  store float %2521, ptr %2523, align 4
  %2524 = add nsw i32 %lane7596, 1
  br label %for.cond593, !llvm.loop !130

for.end595:                                       ; preds = %for.cond593
  %2525 = sext i32 %i511 to i64
  %2526 = getelementptr inbounds float, ptr %tile_sum, i64 %2525
  store float 0.000000e+00, ptr %2526, align 4
  %2527 = sext i32 %i511 to i64
  %2528 = getelementptr inbounds float, ptr %tile_sum, i64 %2527
  %2529 = load float, ptr %2528, align 4
  %2530 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2531 = load float, ptr %2530, align 4
  %2532 = fadd float %2529, %2531
  %2533 = sext i32 %i511 to i64
  %2534 = getelementptr inbounds float, ptr %tile_sum, i64 %2533
  store float %2532, ptr %2534, align 4
  %2535 = sext i32 %i511 to i64
  %2536 = getelementptr inbounds float, ptr %l, i64 %2535
  %2537 = load float, ptr %2536, align 4
  %2538 = sext i32 %i511 to i64
  %2539 = getelementptr inbounds float, ptr %m_prev, i64 %2538
  %2540 = load float, ptr %2539, align 4
  %2541 = sext i32 %i511 to i64
  %2542 = getelementptr inbounds float, ptr %m, i64 %2541
  %2543 = load float, ptr %2542, align 4
  %2544 = fsub float %2540, %2543
  %2545 = call float @tilec_expf(float %2544)
  %2546 = fmul float %2537, %2545
  %2547 = sext i32 %i511 to i64
  %2548 = getelementptr inbounds float, ptr %tile_sum, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %2550 = fadd float %2546, %2549
  %2551 = sext i32 %i511 to i64
  %2552 = getelementptr inbounds float, ptr %l, i64 %2551
  store float %2550, ptr %2552, align 4
  %2553 = add nsw i32 %i511, 1
  br label %for.cond508, !llvm.loop !131

for.cond597:                                      ; preds = %if.end651, %for.end469
  %c600 = phi i32 [ 0, %for.end469 ], [ %3048, %if.end651 ]
  %2554 = icmp slt i32 %c600, %2105
  br i1 %2554, label %for.body598, label %for.end599

for.body598:                                      ; preds = %for.cond597
  %2555 = sub i32 %2117, 1
  %t = sub i32 %2555, %c600
  %2556 = mul i32 %bx, 4
  %2557 = icmp sle i32 0, %2556
  %2558 = mul i32 %bx, 4
  %2559 = sext i32 %2558 to i64
  %2560 = add i64 %2559, 4
  %2561 = sext i32 %M to i64
  %2562 = icmp sle i64 %2560, %2561
  %2563 = and i1 %2557, %2562
  %2564 = mul i32 %t, 512
  %2565 = icmp sle i32 0, %2564
  %2566 = mul i32 %t, 512
  %2567 = sext i32 %2566 to i64
  %2568 = add i64 %2567, 512
  %2569 = sext i32 %N to i64
  %2570 = icmp sle i64 %2568, %2569
  %2571 = and i1 %2565, %2570
  %2572 = and i1 %2563, %2571
  br i1 %2572, label %if.then601, label %if.else602

for.end599:                                       ; preds = %for.cond597
  br label %if.end303

if.then601:                                       ; preds = %for.body598
  br label %for.cond604

if.else602:                                       ; preds = %for.body598
  br label %for.cond616

if.end603:                                        ; preds = %for.end618, %for.end606
  br label %for.cond638

for.cond604:                                      ; preds = %for.end615, %if.then601
  %i12 = phi i32 [ 0, %if.then601 ], [ %2608, %for.end615 ]
  %2573 = icmp slt i32 %i12, 4
  br i1 %2573, label %for.body605, label %for.end606

for.body605:                                      ; preds = %for.cond604
  %2574 = add i32 %i12, 1
  %2575 = icmp slt i32 %2574, 4
  br i1 %2575, label %if.then607, label %if.else608

for.end606:                                       ; preds = %for.cond604
  br label %if.end603

if.then607:                                       ; preds = %for.body605
  br label %for.cond610

if.else608:                                       ; preds = %for.body605
  br label %if.end609

if.end609:                                        ; preds = %if.else608, %for.end612
  br label %for.cond613

for.cond610:                                      ; preds = %for.body611, %if.then607
  %pf3 = phi i32 [ 0, %if.then607 ], [ %2589, %for.body611 ]
  %2576 = icmp slt i32 %pf3, 32
  br i1 %2576, label %for.body611, label %for.end612

for.body611:                                      ; preds = %for.cond610
  %2577 = mul i32 %bx, 4
  %2578 = add i32 %i12, 1
  %2579 = add i32 %2577, %2578
  %2580 = sext i32 %2579 to i64
  %2581 = sext i32 %N to i64
  %2582 = mul i64 %2580, %2581
  %2583 = mul i32 %t, 512
  %2584 = mul i32 %pf3, 16
  %2585 = add i32 %2583, %2584
  %2586 = sext i32 %2585 to i64
  %2587 = add i64 %2582, %2586
  %2588 = getelementptr float, ptr %X, i64 %2587
  call void @llvm.prefetch.p0(ptr %2588, i32 0, i32 3, i32 1)
  %2589 = add nsw i32 %pf3, 1
  br label %for.cond610, !llvm.loop !132

for.end612:                                       ; preds = %for.cond610
  br label %if.end609

for.cond613:                                      ; preds = %for.body614, %if.end609
  %j2 = phi i32 [ 0, %if.end609 ], [ %2607, %for.body614 ]
  %2590 = icmp slt i32 %j2, 512
  br i1 %2590, label %for.body614, label %for.end615

for.body614:                                      ; preds = %for.cond613
  %2591 = mul i32 %bx, 4
  %2592 = add i32 %2591, %i12
  %2593 = sext i32 %2592 to i64
  %2594 = sext i32 %N to i64
  %2595 = mul nsw i64 %2593, %2594
  %2596 = mul i32 %t, 512
  %2597 = add i32 %2596, %j2
  %2598 = sext i32 %2597 to i64
  %2599 = add nsw i64 %2595, %2598
  %2600 = getelementptr inbounds float, ptr %X, i64 %2599
  %2601 = load float, ptr %2600, align 4
  %2602 = sext i32 %i12 to i64
  %2603 = mul nsw i64 %2602, 512
  %2604 = sext i32 %j2 to i64
  %2605 = add nsw i64 %2603, %2604
  %2606 = getelementptr inbounds float, ptr %X_f, i64 %2605
  store float %2601, ptr %2606, align 4
  %2607 = add nsw i32 %j2, 1
  br label %for.cond613, !llvm.loop !133

for.end615:                                       ; preds = %for.cond613
  %2608 = add nsw i32 %i12, 1
  br label %for.cond604, !llvm.loop !134

for.cond616:                                      ; preds = %for.end636, %if.else602
  %i12619 = phi i32 [ 0, %if.else602 ], [ %2717, %for.end636 ]
  %2609 = icmp slt i32 %i12619, 4
  br i1 %2609, label %for.body617, label %for.end618

for.body617:                                      ; preds = %for.cond616
  %2610 = mul i32 %t, 512
  %2611 = sext i32 %2610 to i64
  %2612 = sub i64 0, %2611
  %2613 = icmp slt i64 %2612, 0
  %2614 = mul i32 %t, 512
  %2615 = sext i32 %2614 to i64
  %2616 = sub i64 0, %2615
  %2617 = icmp sgt i64 %2616, 512
  %2618 = mul i32 %t, 512
  %2619 = sext i32 %2618 to i64
  %2620 = sub i64 0, %2619
  %2621 = select i1 %2617, i64 512, i64 %2620
  %2622 = select i1 %2613, i64 0, i64 %2621
  %tl_lo14 = trunc i64 %2622 to i32
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
  %2639 = sext i32 %tl_lo14 to i64
  %2640 = icmp slt i64 %2638, %2639
  %2641 = sext i32 %tl_lo14 to i64
  %2642 = sext i32 %N to i64
  %2643 = mul i32 %t, 512
  %2644 = sext i32 %2643 to i64
  %2645 = sub i64 %2642, %2644
  %2646 = icmp slt i64 %2645, 0
  %2647 = sext i32 %N to i64
  %2648 = mul i32 %t, 512
  %2649 = sext i32 %2648 to i64
  %2650 = sub i64 %2647, %2649
  %2651 = icmp sgt i64 %2650, 512
  %2652 = sext i32 %N to i64
  %2653 = mul i32 %t, 512
  %2654 = sext i32 %2653 to i64
  %2655 = sub i64 %2652, %2654
  %2656 = select i1 %2651, i64 512, i64 %2655
  %2657 = select i1 %2646, i64 0, i64 %2656
  %2658 = select i1 %2640, i64 %2641, i64 %2657
  %tl_hi15 = trunc i64 %2658 to i32
  br label %for.cond620

for.end618:                                       ; preds = %for.cond616
  br label %if.end603

for.cond620:                                      ; preds = %for.body621, %for.body617
  %j2623 = phi i32 [ 0, %for.body617 ], [ %2665, %for.body621 ]
  %2659 = icmp slt i32 %j2623, %tl_lo14
  br i1 %2659, label %for.body621, label %for.end622

for.body621:                                      ; preds = %for.cond620
  %2660 = sext i32 %i12619 to i64
  %2661 = mul nsw i64 %2660, 512
  %2662 = sext i32 %j2623 to i64
  %2663 = add nsw i64 %2661, %2662
  %2664 = getelementptr inbounds float, ptr %X_f, i64 %2663
  store float 0.000000e+00, ptr %2664, align 4
  %2665 = add nsw i32 %j2623, 1
  br label %for.cond620, !llvm.loop !135

for.end622:                                       ; preds = %for.cond620
  %2666 = mul i32 %bx, 4
  %2667 = sext i32 %2666 to i64
  %2668 = sext i32 %i12619 to i64
  %2669 = add i64 %2667, %2668
  %2670 = icmp sle i64 0, %2669
  %2671 = mul i32 %bx, 4
  %2672 = sext i32 %2671 to i64
  %2673 = sext i32 %i12619 to i64
  %2674 = add i64 %2672, %2673
  %2675 = sext i32 %M to i64
  %2676 = icmp slt i64 %2674, %2675
  %2677 = and i1 %2670, %2676
  br i1 %2677, label %if.then624, label %if.else625

if.then624:                                       ; preds = %for.end622
  %2678 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond627

if.else625:                                       ; preds = %for.end622
  %2679 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond630

if.end626:                                        ; preds = %for.end632, %for.end629
  %2680 = sub i32 512, %tl_hi15
  br label %for.cond634

for.cond627:                                      ; preds = %for.body628, %if.then624
  %j21 = phi i32 [ 0, %if.then624 ], [ %2700, %for.body628 ]
  %2681 = icmp slt i32 %j21, %2678
  br i1 %2681, label %for.body628, label %for.end629

for.body628:                                      ; preds = %for.cond627
  %2682 = mul i32 %bx, 4
  %2683 = add i32 %2682, %i12619
  %2684 = sext i32 %2683 to i64
  %2685 = sext i32 %N to i64
  %2686 = mul nsw i64 %2684, %2685
  %2687 = mul i32 %t, 512
  %2688 = add i32 %tl_lo14, %j21
  %2689 = add i32 %2687, %2688
  %2690 = sext i32 %2689 to i64
  %2691 = add nsw i64 %2686, %2690
  %2692 = getelementptr inbounds float, ptr %X, i64 %2691
  %2693 = load float, ptr %2692, align 4
  %2694 = sext i32 %i12619 to i64
  %2695 = mul nsw i64 %2694, 512
  %2696 = add i32 %tl_lo14, %j21
  %2697 = sext i32 %2696 to i64
  %2698 = add nsw i64 %2695, %2697
  %2699 = getelementptr inbounds float, ptr %X_f, i64 %2698
  store float %2693, ptr %2699, align 4
  %2700 = add nsw i32 %j21, 1
  br label %for.cond627, !llvm.loop !136

for.end629:                                       ; preds = %for.cond627
  br label %if.end626

for.cond630:                                      ; preds = %for.body631, %if.else625
  %j21633 = phi i32 [ 0, %if.else625 ], [ %2708, %for.body631 ]
  %2701 = icmp slt i32 %j21633, %2679
  br i1 %2701, label %for.body631, label %for.end632

for.body631:                                      ; preds = %for.cond630
  %2702 = sext i32 %i12619 to i64
  %2703 = mul nsw i64 %2702, 512
  %2704 = add i32 %tl_lo14, %j21633
  %2705 = sext i32 %2704 to i64
  %2706 = add nsw i64 %2703, %2705
  %2707 = getelementptr inbounds float, ptr %X_f, i64 %2706
  store float 0.000000e+00, ptr %2707, align 4
  %2708 = add nsw i32 %j21633, 1
  br label %for.cond630, !llvm.loop !137

for.end632:                                       ; preds = %for.cond630
  br label %if.end626

for.cond634:                                      ; preds = %for.body635, %if.end626
  %j21637 = phi i32 [ 0, %if.end626 ], [ %2716, %for.body635 ]
  %2709 = icmp slt i32 %j21637, %2680
  br i1 %2709, label %for.body635, label %for.end636

for.body635:                                      ; preds = %for.cond634
  %2710 = sext i32 %i12619 to i64
  %2711 = mul nsw i64 %2710, 512
  %2712 = add i32 %tl_hi15, %j21637
  %2713 = sext i32 %2712 to i64
  %2714 = add nsw i64 %2711, %2713
  %2715 = getelementptr inbounds float, ptr %X_f, i64 %2714
  store float 0.000000e+00, ptr %2715, align 4
  %2716 = add nsw i32 %j21637, 1
  br label %for.cond634, !llvm.loop !138

for.end636:                                       ; preds = %for.cond634
  %2717 = add nsw i32 %i12619, 1
  br label %for.cond616, !llvm.loop !139

for.cond638:                                      ; preds = %for.end648, %if.end603
  %i641 = phi i32 [ 0, %if.end603 ], [ %3047, %for.end648 ]
  %2718 = icmp slt i32 %i641, 4
  br i1 %2718, label %for.body639, label %for.end640

for.body639:                                      ; preds = %for.cond638
  %2719 = sext i32 %N to i64
  %2720 = sub i32 %2117, 1
  %2721 = sub i32 %2720, %c600
  %2722 = mul i32 %2721, 512
  %2723 = sext i32 %2722 to i64
  %2724 = sub i64 %2719, %2723
  %2725 = icmp slt i64 %2724, 0
  %2726 = sext i32 %N to i64
  %2727 = sub i32 %2117, 1
  %2728 = sub i32 %2727, %c600
  %2729 = mul i32 %2728, 512
  %2730 = sext i32 %2729 to i64
  %2731 = sub i64 %2726, %2730
  %2732 = icmp sgt i64 %2731, 512
  %2733 = sext i32 %N to i64
  %2734 = sub i32 %2117, 1
  %2735 = sub i32 %2734, %c600
  %2736 = mul i32 %2735, 512
  %2737 = sext i32 %2736 to i64
  %2738 = sub i64 %2733, %2737
  %2739 = select i1 %2732, i64 512, i64 %2738
  %2740 = select i1 %2725, i64 0, i64 %2739
  %2741 = sub i32 %2117, 1
  %2742 = sub i32 %2741, %c600
  %2743 = mul i32 %2742, 512
  %2744 = sext i32 %2743 to i64
  %2745 = sub i64 0, %2744
  %2746 = icmp slt i64 %2745, 0
  %2747 = sub i32 %2117, 1
  %2748 = sub i32 %2747, %c600
  %2749 = mul i32 %2748, 512
  %2750 = sext i32 %2749 to i64
  %2751 = sub i64 0, %2750
  %2752 = icmp sgt i64 %2751, 512
  %2753 = sub i32 %2117, 1
  %2754 = sub i32 %2753, %c600
  %2755 = mul i32 %2754, 512
  %2756 = sext i32 %2755 to i64
  %2757 = sub i64 0, %2756
  %2758 = select i1 %2752, i64 512, i64 %2757
  %2759 = select i1 %2746, i64 0, i64 %2758
  %2760 = trunc i64 %2759 to i32
  %2761 = sext i32 %2760 to i64
  %2762 = icmp slt i64 %2740, %2761
  %2763 = sub i32 %2117, 1
  %2764 = sub i32 %2763, %c600
  %2765 = mul i32 %2764, 512
  %2766 = sext i32 %2765 to i64
  %2767 = sub i64 0, %2766
  %2768 = icmp slt i64 %2767, 0
  %2769 = sub i32 %2117, 1
  %2770 = sub i32 %2769, %c600
  %2771 = mul i32 %2770, 512
  %2772 = sext i32 %2771 to i64
  %2773 = sub i64 0, %2772
  %2774 = icmp sgt i64 %2773, 512
  %2775 = sub i32 %2117, 1
  %2776 = sub i32 %2775, %c600
  %2777 = mul i32 %2776, 512
  %2778 = sext i32 %2777 to i64
  %2779 = sub i64 0, %2778
  %2780 = select i1 %2774, i64 512, i64 %2779
  %2781 = select i1 %2768, i64 0, i64 %2780
  %2782 = trunc i64 %2781 to i32
  %2783 = sext i32 %2782 to i64
  %2784 = sext i32 %N to i64
  %2785 = sub i32 %2117, 1
  %2786 = sub i32 %2785, %c600
  %2787 = mul i32 %2786, 512
  %2788 = sext i32 %2787 to i64
  %2789 = sub i64 %2784, %2788
  %2790 = icmp slt i64 %2789, 0
  %2791 = sext i32 %N to i64
  %2792 = sub i32 %2117, 1
  %2793 = sub i32 %2792, %c600
  %2794 = mul i32 %2793, 512
  %2795 = sext i32 %2794 to i64
  %2796 = sub i64 %2791, %2795
  %2797 = icmp sgt i64 %2796, 512
  %2798 = sext i32 %N to i64
  %2799 = sub i32 %2117, 1
  %2800 = sub i32 %2799, %c600
  %2801 = mul i32 %2800, 512
  %2802 = sext i32 %2801 to i64
  %2803 = sub i64 %2798, %2802
  %2804 = select i1 %2797, i64 512, i64 %2803
  %2805 = select i1 %2790, i64 0, i64 %2804
  %2806 = select i1 %2762, i64 %2783, i64 %2805
  %2807 = trunc i64 %2806 to i32
  %2808 = icmp slt i32 %2807, 0
  %2809 = sext i32 %N to i64
  %2810 = sub i32 %2117, 1
  %2811 = sub i32 %2810, %c600
  %2812 = mul i32 %2811, 512
  %2813 = sext i32 %2812 to i64
  %2814 = sub i64 %2809, %2813
  %2815 = icmp slt i64 %2814, 0
  %2816 = sext i32 %N to i64
  %2817 = sub i32 %2117, 1
  %2818 = sub i32 %2817, %c600
  %2819 = mul i32 %2818, 512
  %2820 = sext i32 %2819 to i64
  %2821 = sub i64 %2816, %2820
  %2822 = icmp sgt i64 %2821, 512
  %2823 = sext i32 %N to i64
  %2824 = sub i32 %2117, 1
  %2825 = sub i32 %2824, %c600
  %2826 = mul i32 %2825, 512
  %2827 = sext i32 %2826 to i64
  %2828 = sub i64 %2823, %2827
  %2829 = select i1 %2822, i64 512, i64 %2828
  %2830 = select i1 %2815, i64 0, i64 %2829
  %2831 = sub i32 %2117, 1
  %2832 = sub i32 %2831, %c600
  %2833 = mul i32 %2832, 512
  %2834 = sext i32 %2833 to i64
  %2835 = sub i64 0, %2834
  %2836 = icmp slt i64 %2835, 0
  %2837 = sub i32 %2117, 1
  %2838 = sub i32 %2837, %c600
  %2839 = mul i32 %2838, 512
  %2840 = sext i32 %2839 to i64
  %2841 = sub i64 0, %2840
  %2842 = icmp sgt i64 %2841, 512
  %2843 = sub i32 %2117, 1
  %2844 = sub i32 %2843, %c600
  %2845 = mul i32 %2844, 512
  %2846 = sext i32 %2845 to i64
  %2847 = sub i64 0, %2846
  %2848 = select i1 %2842, i64 512, i64 %2847
  %2849 = select i1 %2836, i64 0, i64 %2848
  %2850 = trunc i64 %2849 to i32
  %2851 = sext i32 %2850 to i64
  %2852 = icmp slt i64 %2830, %2851
  %2853 = sub i32 %2117, 1
  %2854 = sub i32 %2853, %c600
  %2855 = mul i32 %2854, 512
  %2856 = sext i32 %2855 to i64
  %2857 = sub i64 0, %2856
  %2858 = icmp slt i64 %2857, 0
  %2859 = sub i32 %2117, 1
  %2860 = sub i32 %2859, %c600
  %2861 = mul i32 %2860, 512
  %2862 = sext i32 %2861 to i64
  %2863 = sub i64 0, %2862
  %2864 = icmp sgt i64 %2863, 512
  %2865 = sub i32 %2117, 1
  %2866 = sub i32 %2865, %c600
  %2867 = mul i32 %2866, 512
  %2868 = sext i32 %2867 to i64
  %2869 = sub i64 0, %2868
  %2870 = select i1 %2864, i64 512, i64 %2869
  %2871 = select i1 %2858, i64 0, i64 %2870
  %2872 = trunc i64 %2871 to i32
  %2873 = sext i32 %2872 to i64
  %2874 = sext i32 %N to i64
  %2875 = sub i32 %2117, 1
  %2876 = sub i32 %2875, %c600
  %2877 = mul i32 %2876, 512
  %2878 = sext i32 %2877 to i64
  %2879 = sub i64 %2874, %2878
  %2880 = icmp slt i64 %2879, 0
  %2881 = sext i32 %N to i64
  %2882 = sub i32 %2117, 1
  %2883 = sub i32 %2882, %c600
  %2884 = mul i32 %2883, 512
  %2885 = sext i32 %2884 to i64
  %2886 = sub i64 %2881, %2885
  %2887 = icmp sgt i64 %2886, 512
  %2888 = sext i32 %N to i64
  %2889 = sub i32 %2117, 1
  %2890 = sub i32 %2889, %c600
  %2891 = mul i32 %2890, 512
  %2892 = sext i32 %2891 to i64
  %2893 = sub i64 %2888, %2892
  %2894 = select i1 %2887, i64 512, i64 %2893
  %2895 = select i1 %2880, i64 0, i64 %2894
  %2896 = select i1 %2852, i64 %2873, i64 %2895
  %2897 = trunc i64 %2896 to i32
  %2898 = icmp sgt i32 %2897, 512
  %2899 = sext i32 %N to i64
  %2900 = sub i32 %2117, 1
  %2901 = sub i32 %2900, %c600
  %2902 = mul i32 %2901, 512
  %2903 = sext i32 %2902 to i64
  %2904 = sub i64 %2899, %2903
  %2905 = icmp slt i64 %2904, 0
  %2906 = sext i32 %N to i64
  %2907 = sub i32 %2117, 1
  %2908 = sub i32 %2907, %c600
  %2909 = mul i32 %2908, 512
  %2910 = sext i32 %2909 to i64
  %2911 = sub i64 %2906, %2910
  %2912 = icmp sgt i64 %2911, 512
  %2913 = sext i32 %N to i64
  %2914 = sub i32 %2117, 1
  %2915 = sub i32 %2914, %c600
  %2916 = mul i32 %2915, 512
  %2917 = sext i32 %2916 to i64
  %2918 = sub i64 %2913, %2917
  %2919 = select i1 %2912, i64 512, i64 %2918
  %2920 = select i1 %2905, i64 0, i64 %2919
  %2921 = sub i32 %2117, 1
  %2922 = sub i32 %2921, %c600
  %2923 = mul i32 %2922, 512
  %2924 = sext i32 %2923 to i64
  %2925 = sub i64 0, %2924
  %2926 = icmp slt i64 %2925, 0
  %2927 = sub i32 %2117, 1
  %2928 = sub i32 %2927, %c600
  %2929 = mul i32 %2928, 512
  %2930 = sext i32 %2929 to i64
  %2931 = sub i64 0, %2930
  %2932 = icmp sgt i64 %2931, 512
  %2933 = sub i32 %2117, 1
  %2934 = sub i32 %2933, %c600
  %2935 = mul i32 %2934, 512
  %2936 = sext i32 %2935 to i64
  %2937 = sub i64 0, %2936
  %2938 = select i1 %2932, i64 512, i64 %2937
  %2939 = select i1 %2926, i64 0, i64 %2938
  %2940 = trunc i64 %2939 to i32
  %2941 = sext i32 %2940 to i64
  %2942 = icmp slt i64 %2920, %2941
  %2943 = sub i32 %2117, 1
  %2944 = sub i32 %2943, %c600
  %2945 = mul i32 %2944, 512
  %2946 = sext i32 %2945 to i64
  %2947 = sub i64 0, %2946
  %2948 = icmp slt i64 %2947, 0
  %2949 = sub i32 %2117, 1
  %2950 = sub i32 %2949, %c600
  %2951 = mul i32 %2950, 512
  %2952 = sext i32 %2951 to i64
  %2953 = sub i64 0, %2952
  %2954 = icmp sgt i64 %2953, 512
  %2955 = sub i32 %2117, 1
  %2956 = sub i32 %2955, %c600
  %2957 = mul i32 %2956, 512
  %2958 = sext i32 %2957 to i64
  %2959 = sub i64 0, %2958
  %2960 = select i1 %2954, i64 512, i64 %2959
  %2961 = select i1 %2948, i64 0, i64 %2960
  %2962 = trunc i64 %2961 to i32
  %2963 = sext i32 %2962 to i64
  %2964 = sext i32 %N to i64
  %2965 = sub i32 %2117, 1
  %2966 = sub i32 %2965, %c600
  %2967 = mul i32 %2966, 512
  %2968 = sext i32 %2967 to i64
  %2969 = sub i64 %2964, %2968
  %2970 = icmp slt i64 %2969, 0
  %2971 = sext i32 %N to i64
  %2972 = sub i32 %2117, 1
  %2973 = sub i32 %2972, %c600
  %2974 = mul i32 %2973, 512
  %2975 = sext i32 %2974 to i64
  %2976 = sub i64 %2971, %2975
  %2977 = icmp sgt i64 %2976, 512
  %2978 = sext i32 %N to i64
  %2979 = sub i32 %2117, 1
  %2980 = sub i32 %2979, %c600
  %2981 = mul i32 %2980, 512
  %2982 = sext i32 %2981 to i64
  %2983 = sub i64 %2978, %2982
  %2984 = select i1 %2977, i64 512, i64 %2983
  %2985 = select i1 %2970, i64 0, i64 %2984
  %2986 = select i1 %2942, i64 %2963, i64 %2985
  %2987 = trunc i64 %2986 to i32
  %2988 = select i1 %2898, i32 512, i32 %2987
  %tl_cols45 = select i1 %2808, i32 0, i32 %2988
  br label %for.cond642

for.end640:                                       ; preds = %for.cond638
  %2989 = mul i32 %bx, 4
  %2990 = icmp sle i32 0, %2989
  %2991 = mul i32 %bx, 4
  %2992 = sext i32 %2991 to i64
  %2993 = add i64 %2992, 4
  %2994 = sext i32 %M to i64
  %2995 = icmp sle i64 %2993, %2994
  %2996 = and i1 %2990, %2995
  %2997 = mul i32 %t, 512
  %2998 = icmp sle i32 0, %2997
  %2999 = mul i32 %t, 512
  %3000 = sext i32 %2999 to i64
  %3001 = add i64 %3000, 512
  %3002 = sext i32 %N to i64
  %3003 = icmp sle i64 %3001, %3002
  %3004 = and i1 %2998, %3003
  %3005 = and i1 %2996, %3004
  br i1 %3005, label %if.then649, label %if.else650

for.cond642:                                      ; preds = %for.body643, %for.body639
  %j645 = phi i32 [ 0, %for.body639 ], [ %3028, %for.body643 ]
  %3006 = icmp slt i32 %j645, %tl_cols45
  br i1 %3006, label %for.body643, label %for.end644

for.body643:                                      ; preds = %for.cond642
  %3007 = sext i32 %i641 to i64
  %3008 = mul nsw i64 %3007, 512
  %3009 = sext i32 %j645 to i64
  %3010 = add nsw i64 %3008, %3009
  %3011 = getelementptr inbounds float, ptr %X_f, i64 %3010
  %3012 = load float, ptr %3011, align 4
  %3013 = sext i32 %i641 to i64
  %3014 = getelementptr inbounds float, ptr %m, i64 %3013
  %3015 = load float, ptr %3014, align 4
  %3016 = fsub float %3012, %3015
  %3017 = call float @tilec_expf(float %3016)
  %3018 = sext i32 %i641 to i64
  %3019 = getelementptr inbounds float, ptr %l, i64 %3018
  %3020 = load float, ptr %3019, align 4
  %3021 = fdiv float 1.000000e+00, %3020
  %3022 = fmul float %3017, %3021
  %3023 = sext i32 %i641 to i64
  %3024 = mul nsw i64 %3023, 512
  %3025 = sext i32 %j645 to i64
  %3026 = add nsw i64 %3024, %3025
  %3027 = getelementptr inbounds float, ptr %X_f, i64 %3026
  store float %3022, ptr %3027, align 4
  %3028 = add nsw i32 %j645, 1
  br label %for.cond642, !llvm.loop !140

for.end644:                                       ; preds = %for.cond642
  %3029 = sext i32 %i641 to i64
  %3030 = getelementptr inbounds float, ptr %m, i64 %3029
  %3031 = load float, ptr %3030, align 4
  %3032 = fsub float 0.000000e+00, %3031
  %3033 = call float @tilec_expf(float %3032)
  %3034 = sext i32 %i641 to i64
  %3035 = getelementptr inbounds float, ptr %l, i64 %3034
  %3036 = load float, ptr %3035, align 4
  %3037 = fdiv float 1.000000e+00, %3036
  %tl_col47 = fmul float %3033, %3037
  %3038 = sub i32 512, %tl_cols45
  br label %for.cond646

for.cond646:                                      ; preds = %for.body647, %for.end644
  %j46 = phi i32 [ 0, %for.end644 ], [ %3046, %for.body647 ]
  %3039 = icmp slt i32 %j46, %3038
  br i1 %3039, label %for.body647, label %for.end648

for.body647:                                      ; preds = %for.cond646
  %3040 = sext i32 %i641 to i64
  %3041 = mul nsw i64 %3040, 512
  %3042 = add i32 %tl_cols45, %j46
  %3043 = sext i32 %3042 to i64
  %3044 = add nsw i64 %3041, %3043
  %3045 = getelementptr inbounds float, ptr %X_f, i64 %3044
  store float %tl_col47, ptr %3045, align 4
  %3046 = add nsw i32 %j46, 1
  br label %for.cond646, !llvm.loop !141

for.end648:                                       ; preds = %for.cond646
  %3047 = add nsw i32 %i641, 1
  br label %for.cond638, !llvm.loop !142

if.then649:                                       ; preds = %for.end640
  br label %for.cond652

if.else650:                                       ; preds = %for.end640
  br label %for.cond663

if.end651:                                        ; preds = %for.end665, %for.end654
  %3048 = add nsw i32 %c600, 1
  br label %for.cond597, !llvm.loop !143

for.cond652:                                      ; preds = %if.end658, %if.then649
  %i12655 = phi i32 [ 0, %if.then649 ], [ %3068, %if.end658 ]
  %3049 = icmp slt i32 %i12655, 4
  br i1 %3049, label %for.body653, label %for.end654

for.body653:                                      ; preds = %for.cond652
  %3050 = sext i32 %M to i64
  %3051 = sext i32 %N to i64
  %3052 = mul i64 %3050, %3051
  %3053 = icmp sge i64 %3052, 8388608
  br i1 %3053, label %if.then656, label %if.else657

for.end654:                                       ; preds = %for.cond652
  br label %if.end651

if.then656:                                       ; preds = %for.body653
  %3054 = mul i32 %bx, 4
  %3055 = add i32 %3054, %i12655
  %3056 = sext i32 %3055 to i64
  %3057 = sext i32 %N to i64
  %3058 = mul nsw i64 %3056, %3057
  %3059 = mul i32 %t, 512
  %3060 = add i32 %3059, 0
  %3061 = sext i32 %3060 to i64
  %3062 = add nsw i64 %3058, %3061
  %3063 = getelementptr inbounds float, ptr %Y, i64 %3062
  %3064 = sext i32 %i12655 to i64
  %3065 = mul nsw i64 %3064, 512
  %3066 = add nsw i64 %3065, 0
  %3067 = getelementptr inbounds float, ptr %X_f, i64 %3066
  call void @tilec_rt_stream(ptr %3063, ptr %3067, i64 2048)
  br label %if.end658

if.else657:                                       ; preds = %for.body653
  br label %for.cond659

if.end658:                                        ; preds = %for.end661, %if.then656
  %3068 = add nsw i32 %i12655, 1
  br label %for.cond652, !llvm.loop !144

for.cond659:                                      ; preds = %for.body660, %if.else657
  %j2662 = phi i32 [ 0, %if.else657 ], [ %3086, %for.body660 ]
  %3069 = icmp slt i32 %j2662, 512
  br i1 %3069, label %for.body660, label %for.end661

for.body660:                                      ; preds = %for.cond659
  %3070 = sext i32 %i12655 to i64
  %3071 = mul nsw i64 %3070, 512
  %3072 = sext i32 %j2662 to i64
  %3073 = add nsw i64 %3071, %3072
  %3074 = getelementptr inbounds float, ptr %X_f, i64 %3073
  %3075 = load float, ptr %3074, align 4
  %3076 = mul i32 %bx, 4
  %3077 = add i32 %3076, %i12655
  %3078 = sext i32 %3077 to i64
  %3079 = sext i32 %N to i64
  %3080 = mul nsw i64 %3078, %3079
  %3081 = mul i32 %t, 512
  %3082 = add i32 %3081, %j2662
  %3083 = sext i32 %3082 to i64
  %3084 = add nsw i64 %3080, %3083
  %3085 = getelementptr inbounds float, ptr %Y, i64 %3084
  store float %3075, ptr %3085, align 4
  %3086 = add nsw i32 %j2662, 1
  br label %for.cond659, !llvm.loop !145

for.end661:                                       ; preds = %for.cond659
  br label %if.end658

for.cond663:                                      ; preds = %for.end669, %if.else650
  %i12666 = phi i32 [ 0, %if.else650 ], [ %3114, %for.end669 ]
  %3087 = icmp slt i32 %i12666, 4
  br i1 %3087, label %for.body664, label %for.end665

for.body664:                                      ; preds = %for.cond663
  br label %for.cond667

for.end665:                                       ; preds = %for.cond663
  br label %if.end651

for.cond667:                                      ; preds = %if.end673, %for.body664
  %j2670 = phi i32 [ 0, %for.body664 ], [ %3131, %if.end673 ]
  %3088 = icmp slt i32 %j2670, 512
  br i1 %3088, label %for.body668, label %for.end669

for.body668:                                      ; preds = %for.cond667
  %3089 = mul i32 %bx, 4
  %3090 = sext i32 %3089 to i64
  %3091 = sext i32 %i12666 to i64
  %3092 = add i64 %3090, %3091
  %3093 = icmp sle i64 0, %3092
  %3094 = mul i32 %bx, 4
  %3095 = sext i32 %3094 to i64
  %3096 = sext i32 %i12666 to i64
  %3097 = add i64 %3095, %3096
  %3098 = sext i32 %M to i64
  %3099 = icmp slt i64 %3097, %3098
  %3100 = and i1 %3093, %3099
  %3101 = mul i32 %t, 512
  %3102 = sext i32 %3101 to i64
  %3103 = sext i32 %j2670 to i64
  %3104 = add i64 %3102, %3103
  %3105 = icmp sle i64 0, %3104
  %3106 = mul i32 %t, 512
  %3107 = sext i32 %3106 to i64
  %3108 = sext i32 %j2670 to i64
  %3109 = add i64 %3107, %3108
  %3110 = sext i32 %N to i64
  %3111 = icmp slt i64 %3109, %3110
  %3112 = and i1 %3105, %3111
  %3113 = and i1 %3100, %3112
  br i1 %3113, label %if.then671, label %if.else672

for.end669:                                       ; preds = %for.cond667
  %3114 = add nsw i32 %i12666, 1
  br label %for.cond663, !llvm.loop !146

if.then671:                                       ; preds = %for.body668
  %3115 = sext i32 %i12666 to i64
  %3116 = mul nsw i64 %3115, 512
  %3117 = sext i32 %j2670 to i64
  %3118 = add nsw i64 %3116, %3117
  %3119 = getelementptr inbounds float, ptr %X_f, i64 %3118
  %3120 = load float, ptr %3119, align 4
  %3121 = mul i32 %bx, 4
  %3122 = add i32 %3121, %i12666
  %3123 = sext i32 %3122 to i64
  %3124 = sext i32 %N to i64
  %3125 = mul nsw i64 %3123, %3124
  %3126 = mul i32 %t, 512
  %3127 = add i32 %3126, %j2670
  %3128 = sext i32 %3127 to i64
  %3129 = add nsw i64 %3125, %3128
  %3130 = getelementptr inbounds float, ptr %Y, i64 %3129
  store float %3120, ptr %3130, align 4
  br label %if.end673

if.else672:                                       ; preds = %for.body668
  br label %if.end673

if.end673:                                        ; preds = %if.else672, %if.then671
  %3131 = add nsw i32 %j2670, 1
  br label %for.cond667, !llvm.loop !147
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
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !66}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !66}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !66}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1, !66}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1, !66}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1, !66}
!147 = distinct !{!147, !1}
