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
  %X_s = alloca [4096 x float], align 64
  %m_s = alloca [16 x float], align 64
  %l_s = alloca [16 x float], align 64
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
  call void @llvm.memset.p0.i64(ptr align 64 %m_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_s, i8 0, i64 64, i1 false)
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
  br i1 %60, label %if.then135, label %if.else136

if.end:                                           ; preds = %if.end137, %for.end
  ret void

for.cond:                                         ; preds = %if.end121, %if.then
  %i = phi i32 [ 0, %if.then ], [ %533, %if.end121 ]
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
  %87 = mul i32 %bx, 16
  %88 = add i32 %87, %i
  %89 = icmp sle i32 0, %88
  %90 = mul i32 %bx, 16
  %91 = add i32 %90, %i
  %92 = icmp slt i32 %91, %M
  %93 = and i1 %89, %92
  br i1 %93, label %if.then4, label %if.else5

if.then4:                                         ; preds = %for.end3
  %94 = add i32 %i, 1
  %95 = icmp slt i32 %94, 16
  br i1 %95, label %if.then7, label %if.else8

if.else5:                                         ; preds = %for.end3
  %96 = sub i32 %tl_hi1, 0
  %97 = sext i32 %96 to i64
  %98 = sub i64 %97, 0
  %99 = call i64 @llvm.smax.i64(i64 %98, i64 0)
  %100 = mul nuw i64 %99, 4
  %101 = sext i32 %i to i64
  %102 = mul nsw i64 %101, 256
  %103 = add nsw i64 %102, 0
  %104 = getelementptr inbounds float, ptr %X_s, i64 %103
  call void @llvm.memset.p0.i64(ptr align 4 %104, i8 0, i64 %100, i1 false)
  br label %if.end6

if.end6:                                          ; preds = %if.else5, %if.end9
  %105 = sub i32 256, %tl_hi1
  br label %for.cond13

if.then7:                                         ; preds = %if.then4
  %106 = sub i32 %tl_hi1, 0
  %107 = add i32 %106, 15
  %108 = sdiv i32 %107, 16
  %109 = sub i32 0, %107
  %110 = select i1 false, i32 %109, i32 %108
  br label %for.cond10

if.else8:                                         ; preds = %if.then4
  br label %if.end9

if.end9:                                          ; preds = %if.else8, %for.end12
  %111 = sub i32 %tl_hi1, 0
  %112 = sext i32 %111 to i64
  %113 = sub i64 %112, 0
  %114 = call i64 @llvm.smax.i64(i64 %113, i64 0)
  %115 = mul nuw i64 %114, 4
  %116 = sext i32 %i to i64
  %117 = mul nsw i64 %116, 256
  %118 = add nsw i64 %117, 0
  %119 = getelementptr inbounds float, ptr %X_s, i64 %118
  %120 = mul i32 %bx, 16
  %121 = add i32 %120, %i
  %122 = sext i32 %121 to i64
  %123 = sext i32 %N to i64
  %124 = mul nsw i64 %122, %123
  %125 = add nsw i64 %124, 0
  %126 = getelementptr inbounds float, ptr %X, i64 %125
  call void @tilec_rt_copy(ptr %119, ptr %126, i64 %115)
  br label %if.end6

for.cond10:                                       ; preds = %for.body11, %if.then7
  %pf = phi i32 [ 0, %if.then7 ], [ %139, %for.body11 ]
  %127 = icmp slt i32 %pf, %110
  br i1 %127, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %128 = mul i32 %bx, 16
  %129 = add i32 %i, 1
  %130 = add i32 %128, %129
  %131 = sext i32 %130 to i64
  %132 = sext i32 %N to i64
  %133 = mul i64 %131, %132
  %134 = mul i32 %pf, 16
  %135 = add i32 0, %134
  %136 = sext i32 %135 to i64
  %137 = add i64 %133, %136
  %138 = getelementptr float, ptr %X, i64 %137
  call void @llvm.prefetch.p0(ptr %138, i32 0, i32 3, i32 1)
  %139 = add nsw i32 %pf, 1
  br label %for.cond10, !llvm.loop !3

for.end12:                                        ; preds = %for.cond10
  br label %if.end9

for.cond13:                                       ; preds = %for.body14, %if.end6
  %j3 = phi i32 [ 0, %if.end6 ], [ %147, %for.body14 ]
  %140 = icmp slt i32 %j3, %105
  br i1 %140, label %for.body14, label %for.end15

for.body14:                                       ; preds = %for.cond13
  %141 = sext i32 %i to i64
  %142 = mul nsw i64 %141, 256
  %143 = add i32 %tl_hi1, %j3
  %144 = sext i32 %143 to i64
  %145 = add nsw i64 %142, %144
  %146 = getelementptr inbounds float, ptr %X_s, i64 %145
  store float 0xFFF0000000000000, ptr %146, align 4
  %147 = add nsw i32 %j3, 1
  br label %for.cond13, !llvm.loop !4

for.end15:                                        ; preds = %for.cond13
  br label %for.cond16

for.cond16:                                       ; preds = %for.body17, %for.end15
  %lane = phi i32 [ 0, %for.end15 ], [ %172, %for.body17 ]
  %148 = icmp slt i32 %lane, 32
  br i1 %148, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %149 = sext i32 %i to i64
  %150 = mul nsw i64 %149, 256
  %151 = sext i32 %lane to i64
  %152 = add nsw i64 %150, %151
  %153 = getelementptr inbounds float, ptr %X_s, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = sext i32 %i to i64
  %156 = mul nsw i64 %155, 256
  %157 = sext i32 %lane to i64
  %158 = add nsw i64 %156, %157
  %159 = getelementptr inbounds float, ptr %X_s, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fcmp une float %154, %160
  %162 = sext i32 %i to i64
  %163 = mul nsw i64 %162, 256
  %164 = sext i32 %lane to i64
  %165 = add nsw i64 %163, %164
  %166 = call i64 @llvm.umin.i64(i64 %165, i64 4095)
  %167 = getelementptr inbounds float, ptr %X_s, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = select i1 %161, float 0xFFF0000000000000, float %168
  %170 = sext i32 %lane to i64
  %171 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %170
  store float %169, ptr %171, align 4
  %172 = add nsw i32 %lane, 1
  br label %for.cond16, !llvm.loop !5

for.end18:                                        ; preds = %for.cond16
  %173 = sub i32 %59, 1
  %174 = icmp slt i32 %173, 0
  %175 = sub i32 %59, 1
  %176 = select i1 %174, i32 0, i32 %175
  %tl_steps1 = select i1 true, i32 %176, i32 7
  %177 = icmp eq i32 %tl_steps1, 7
  br i1 %177, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end18
  br label %for.cond22

if.else20:                                        ; preds = %for.end18
  br label %for.cond29

if.end21:                                         ; preds = %if.end41, %for.end24
  br label %for.cond42

for.cond22:                                       ; preds = %for.end27, %if.then19
  %red = phi i32 [ 0, %if.then19 ], [ %195, %for.end27 ]
  %178 = icmp slt i32 %red, 7
  br i1 %178, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  br label %for.cond25

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %for.body23
  %lane28 = phi i32 [ 0, %for.body23 ], [ %194, %for.body26 ]
  %179 = icmp slt i32 %lane28, 32
  br i1 %179, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %180 = sext i32 %lane28 to i64
  %181 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %180
  %lane_acc = load float, ptr %181, align 4
  %182 = sext i32 %i to i64
  %183 = mul nsw i64 %182, 256
  %184 = add i32 %red, 1
  %185 = mul i32 %184, 32
  %186 = add i32 %185, %lane28
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %183, %187
  %189 = getelementptr inbounds float, ptr %X_s, i64 %188
  %lane_next = load float, ptr %189, align 4
  %190 = fcmp ogt float %lane_next, %lane_acc
  %191 = select i1 %190, float %lane_next, float %lane_acc
  %192 = sext i32 %lane28 to i64
  %193 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %192
  store float %191, ptr %193, align 4
  %194 = add nsw i32 %lane28, 1
  br label %for.cond25, !llvm.loop !6

for.end27:                                        ; preds = %for.cond25
  %195 = add nsw i32 %red, 1
  br label %for.cond22, !llvm.loop !7

for.cond29:                                       ; preds = %for.end35, %if.else20
  %red32 = phi i32 [ 0, %if.else20 ], [ %214, %for.end35 ]
  %196 = icmp slt i32 %red32, %tl_steps1
  br i1 %196, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond33

for.end31:                                        ; preds = %for.cond29
  %197 = icmp slt i32 %tl_steps1, 7
  br i1 %197, label %if.then39, label %if.else40

for.cond33:                                       ; preds = %for.body34, %for.body30
  %lane36 = phi i32 [ 0, %for.body30 ], [ %213, %for.body34 ]
  %198 = icmp slt i32 %lane36, 32
  br i1 %198, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %199 = sext i32 %lane36 to i64
  %200 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %199
  %lane_acc37 = load float, ptr %200, align 4
  %201 = sext i32 %i to i64
  %202 = mul nsw i64 %201, 256
  %203 = add i32 %red32, 1
  %204 = mul i32 %203, 32
  %205 = add i32 %204, %lane36
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %202, %206
  %208 = getelementptr inbounds float, ptr %X_s, i64 %207
  %lane_next38 = load float, ptr %208, align 4
  %209 = fcmp ogt float %lane_next38, %lane_acc37
  %210 = select i1 %209, float %lane_next38, float %lane_acc37
  %211 = sext i32 %lane36 to i64
  %212 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %211
  store float %210, ptr %212, align 4
  %213 = add nsw i32 %lane36, 1
  br label %for.cond33, !llvm.loop !8

for.end35:                                        ; preds = %for.cond33
  %214 = add nsw i32 %red32, 1
  br label %for.cond29, !llvm.loop !9

if.then39:                                        ; preds = %for.end31
  %215 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %216 = load float, ptr %215, align 4
  %217 = fcmp ogt float 0xFFF0000000000000, %216
  %218 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %219 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = select i1 %217, float 0xFFF0000000000000, float %220
  %222 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %221, ptr %222, align 4
  br label %if.end41

if.else40:                                        ; preds = %for.end31
  br label %if.end41

if.end41:                                         ; preds = %if.else40, %if.then39
  br label %if.end21

for.cond42:                                       ; preds = %for.body43, %if.end21
  %lane45 = phi i32 [ 0, %if.end21 ], [ %233, %for.body43 ]
  %223 = icmp slt i32 %lane45, 16
  br i1 %223, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %224 = sext i32 %lane45 to i64
  %225 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %224
  %lane_acc46 = load float, ptr %225, align 4
  %226 = add i32 %lane45, 16
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %227
  %lane_next47 = load float, ptr %228, align 4
  %229 = fcmp ogt float %lane_next47, %lane_acc46
  %230 = select i1 %229, float %lane_next47, float %lane_acc46
  %231 = sext i32 %lane45 to i64
  %232 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %231
  store float %230, ptr %232, align 4
  %233 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !10

for.end44:                                        ; preds = %for.cond42
  br label %for.cond48

for.cond48:                                       ; preds = %for.body49, %for.end44
  %lane51 = phi i32 [ 0, %for.end44 ], [ %244, %for.body49 ]
  %234 = icmp slt i32 %lane51, 8
  br i1 %234, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %235 = sext i32 %lane51 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %235
  %lane_acc52 = load float, ptr %236, align 4
  %237 = add i32 %lane51, 8
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %238
  %lane_next53 = load float, ptr %239, align 4
  %240 = fcmp ogt float %lane_next53, %lane_acc52
  %241 = select i1 %240, float %lane_next53, float %lane_acc52
  %242 = sext i32 %lane51 to i64
  %243 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %242
  store float %241, ptr %243, align 4
  %244 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !11

for.end50:                                        ; preds = %for.cond48
  br label %for.cond54

for.cond54:                                       ; preds = %for.body55, %for.end50
  %lane57 = phi i32 [ 0, %for.end50 ], [ %255, %for.body55 ]
  %245 = icmp slt i32 %lane57, 4
  br i1 %245, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %246 = sext i32 %lane57 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %246
  %lane_acc58 = load float, ptr %247, align 4
  %248 = add i32 %lane57, 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %249
  %lane_next59 = load float, ptr %250, align 4
  %251 = fcmp ogt float %lane_next59, %lane_acc58
  %252 = select i1 %251, float %lane_next59, float %lane_acc58
  %253 = sext i32 %lane57 to i64
  %254 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %253
  store float %252, ptr %254, align 4
  %255 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !12

for.end56:                                        ; preds = %for.cond54
  br label %for.cond60

for.cond60:                                       ; preds = %for.body61, %for.end56
  %lane63 = phi i32 [ 0, %for.end56 ], [ %266, %for.body61 ]
  %256 = icmp slt i32 %lane63, 2
  br i1 %256, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %257 = sext i32 %lane63 to i64
  %258 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %257
  %lane_acc64 = load float, ptr %258, align 4
  %259 = add i32 %lane63, 2
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %260
  %lane_next65 = load float, ptr %261, align 4
  %262 = fcmp ogt float %lane_next65, %lane_acc64
  %263 = select i1 %262, float %lane_next65, float %lane_acc64
  %264 = sext i32 %lane63 to i64
  %265 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %264
  store float %263, ptr %265, align 4
  %266 = add nsw i32 %lane63, 1
  br label %for.cond60, !llvm.loop !13

for.end62:                                        ; preds = %for.cond60
  br label %for.cond66

for.cond66:                                       ; preds = %for.body67, %for.end62
  %lane69 = phi i32 [ 0, %for.end62 ], [ %277, %for.body67 ]
  %267 = icmp slt i32 %lane69, 1
  br i1 %267, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %268 = sext i32 %lane69 to i64
  %269 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %268
  %lane_acc70 = load float, ptr %269, align 4
  %270 = add i32 %lane69, 1
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %271
  %lane_next71 = load float, ptr %272, align 4
  %273 = fcmp ogt float %lane_next71, %lane_acc70
  %274 = select i1 %273, float %lane_next71, float %lane_acc70
  %275 = sext i32 %lane69 to i64
  %276 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %275
  store float %274, ptr %276, align 4
  %277 = add nsw i32 %lane69, 1
  br label %for.cond66, !llvm.loop !14

for.end68:                                        ; preds = %for.cond66
  %278 = sext i32 %i to i64
  %279 = getelementptr inbounds float, ptr %m_s, i64 %278
  store float 0xFFF0000000000000, ptr %279, align 4
  %280 = sext i32 %i to i64
  %281 = getelementptr inbounds float, ptr %m_s, i64 %280
  %282 = load float, ptr %281, align 4
  %283 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %284 = load float, ptr %283, align 4
  %285 = call float @llvm.maxnum.f32(float %282, float %284)
  %286 = sext i32 %i to i64
  %287 = getelementptr inbounds float, ptr %m_s, i64 %286
  store float %285, ptr %287, align 4
  %288 = sext i32 %N to i64
  %289 = icmp slt i64 %288, 0
  %290 = sext i32 %N to i64
  %291 = icmp sgt i64 %290, 256
  %292 = sext i32 %N to i64
  %293 = select i1 %291, i64 256, i64 %292
  %294 = select i1 %289, i64 0, i64 %293
  %295 = icmp slt i64 %294, 0
  %296 = sext i32 %N to i64
  %297 = icmp slt i64 %296, 0
  %298 = sext i32 %N to i64
  %299 = icmp sgt i64 %298, 256
  %300 = sext i32 %N to i64
  %301 = select i1 %299, i64 256, i64 %300
  %302 = select i1 %297, i64 0, i64 %301
  %303 = select i1 %295, i64 0, i64 %302
  %304 = trunc i64 %303 to i32
  %305 = icmp slt i32 %304, 0
  %306 = sext i32 %N to i64
  %307 = icmp slt i64 %306, 0
  %308 = sext i32 %N to i64
  %309 = icmp sgt i64 %308, 256
  %310 = sext i32 %N to i64
  %311 = select i1 %309, i64 256, i64 %310
  %312 = select i1 %307, i64 0, i64 %311
  %313 = icmp slt i64 %312, 0
  %314 = sext i32 %N to i64
  %315 = icmp slt i64 %314, 0
  %316 = sext i32 %N to i64
  %317 = icmp sgt i64 %316, 256
  %318 = sext i32 %N to i64
  %319 = select i1 %317, i64 256, i64 %318
  %320 = select i1 %315, i64 0, i64 %319
  %321 = select i1 %313, i64 0, i64 %320
  %322 = trunc i64 %321 to i32
  %323 = icmp sgt i32 %322, 256
  %324 = sext i32 %N to i64
  %325 = icmp slt i64 %324, 0
  %326 = sext i32 %N to i64
  %327 = icmp sgt i64 %326, 256
  %328 = sext i32 %N to i64
  %329 = select i1 %327, i64 256, i64 %328
  %330 = select i1 %325, i64 0, i64 %329
  %331 = icmp slt i64 %330, 0
  %332 = sext i32 %N to i64
  %333 = icmp slt i64 %332, 0
  %334 = sext i32 %N to i64
  %335 = icmp sgt i64 %334, 256
  %336 = sext i32 %N to i64
  %337 = select i1 %335, i64 256, i64 %336
  %338 = select i1 %333, i64 0, i64 %337
  %339 = select i1 %331, i64 0, i64 %338
  %340 = trunc i64 %339 to i32
  %341 = select i1 %323, i32 256, i32 %340
  %tl_cols2 = select i1 %305, i32 0, i32 %341
  br label %for.cond72

for.cond72:                                       ; preds = %for.body73, %for.end68
  %j75 = phi i32 [ 0, %for.end68 ], [ %359, %for.body73 ]
  %342 = icmp slt i32 %j75, %tl_cols2
  br i1 %342, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %343 = sext i32 %i to i64
  %344 = mul nsw i64 %343, 256
  %345 = sext i32 %j75 to i64
  %346 = add nsw i64 %344, %345
  %347 = getelementptr inbounds float, ptr %X_s, i64 %346
  %348 = load float, ptr %347, align 4
  %349 = sext i32 %i to i64
  %350 = getelementptr inbounds float, ptr %m_s, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = fsub float %348, %351
  %353 = call float @tilec_expf_nonpos(float %352)
  %354 = sext i32 %i to i64
  %355 = mul nsw i64 %354, 256
  %356 = sext i32 %j75 to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds float, ptr %X_s, i64 %357
  store float %353, ptr %358, align 4
  %359 = add nsw i32 %j75, 1
  br label %for.cond72, !llvm.loop !15

for.end74:                                        ; preds = %for.cond72
  %360 = sext i32 %i to i64
  %361 = getelementptr inbounds float, ptr %m_s, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = fsub float 0xFFF0000000000000, %362
  %tl_col4 = call float @tilec_expf_nonpos(float %363)
  %364 = sub i32 256, %tl_cols2
  br label %for.cond76

for.cond76:                                       ; preds = %for.body77, %for.end74
  %j31 = phi i32 [ 0, %for.end74 ], [ %372, %for.body77 ]
  %365 = icmp slt i32 %j31, %364
  br i1 %365, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %366 = sext i32 %i to i64
  %367 = mul nsw i64 %366, 256
  %368 = add i32 %tl_cols2, %j31
  %369 = sext i32 %368 to i64
  %370 = add nsw i64 %367, %369
  %371 = getelementptr inbounds float, ptr %X_s, i64 %370
  store float %tl_col4, ptr %371, align 4
  %372 = add nsw i32 %j31, 1
  br label %for.cond76, !llvm.loop !16

for.end78:                                        ; preds = %for.cond76
  %373 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %374 = mul nuw i64 %373, 4
  %375 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %376 = sext i32 %i to i64
  %377 = mul nsw i64 %376, 256
  %378 = add nsw i64 %377, 0
  %379 = getelementptr inbounds float, ptr %X_s, i64 %378
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %375, ptr align 4 %379, i64 %374, i1 false)
  %380 = sext i32 %i to i64
  %381 = getelementptr inbounds float, ptr %m_s, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = fsub float 0xFFF0000000000000, %382
  %tl_pad5 = call float @tilec_expf_nonpos(float %383)
  %384 = fadd float %tl_pad5, %tl_pad5
  %385 = fcmp oeq float %384, %tl_pad5
  %386 = fcmp une float %tl_pad5, %tl_pad5
  %387 = or i1 %385, %386
  %388 = sub i32 %59, 1
  %389 = icmp slt i32 %388, 0
  %390 = sub i32 %59, 1
  %391 = select i1 %389, i32 0, i32 %390
  %tl_steps6 = select i1 %387, i32 %391, i32 7
  %392 = icmp eq i32 %tl_steps6, 7
  br i1 %392, label %if.then79, label %if.else80

if.then79:                                        ; preds = %for.end78
  br label %for.cond82

if.else80:                                        ; preds = %for.end78
  br label %for.cond88

if.end81:                                         ; preds = %if.end98, %for.end84
  br label %for.cond99

for.cond82:                                       ; preds = %for.end87, %if.then79
  %red1 = phi i32 [ 0, %if.then79 ], [ %411, %for.end87 ]
  %393 = icmp slt i32 %red1, 7
  br i1 %393, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %if.end81

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane1 = phi i32 [ 0, %for.body83 ], [ %410, %for.body86 ]
  %394 = icmp slt i32 %lane1, 32
  br i1 %394, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %395 = sext i32 %lane1 to i64
  %396 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = sext i32 %i to i64
  %399 = mul nsw i64 %398, 256
  %400 = add i32 %red1, 1
  %401 = mul i32 %400, 32
  %402 = add i32 %401, %lane1
  %403 = sext i32 %402 to i64
  %404 = add nsw i64 %399, %403
  %405 = getelementptr inbounds float, ptr %X_s, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fadd float %397, %406
  %408 = sext i32 %lane1 to i64
  %409 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %408
  store float %407, ptr %409, align 4
  %410 = add nsw i32 %lane1, 1
  br label %for.cond85, !llvm.loop !17

for.end87:                                        ; preds = %for.cond85
  %411 = add nsw i32 %red1, 1
  br label %for.cond82, !llvm.loop !18

for.cond88:                                       ; preds = %for.end94, %if.else80
  %red191 = phi i32 [ 0, %if.else80 ], [ %431, %for.end94 ]
  %412 = icmp slt i32 %red191, %tl_steps6
  br i1 %412, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  br label %for.cond92

for.end90:                                        ; preds = %for.cond88
  %413 = icmp slt i32 %tl_steps6, 7
  br i1 %413, label %if.then96, label %if.else97

for.cond92:                                       ; preds = %for.body93, %for.body89
  %lane195 = phi i32 [ 0, %for.body89 ], [ %430, %for.body93 ]
  %414 = icmp slt i32 %lane195, 32
  br i1 %414, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %415 = sext i32 %lane195 to i64
  %416 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = sext i32 %i to i64
  %419 = mul nsw i64 %418, 256
  %420 = add i32 %red191, 1
  %421 = mul i32 %420, 32
  %422 = add i32 %421, %lane195
  %423 = sext i32 %422 to i64
  %424 = add nsw i64 %419, %423
  %425 = getelementptr inbounds float, ptr %X_s, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fadd float %417, %426
  %428 = sext i32 %lane195 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane195, 1
  br label %for.cond92, !llvm.loop !19

for.end94:                                        ; preds = %for.cond92
  %431 = add nsw i32 %red191, 1
  br label %for.cond88, !llvm.loop !20

if.then96:                                        ; preds = %for.end90
  %432 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %433 = load float, ptr %432, align 4
  %434 = fadd float %433, %tl_pad5
  %435 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %434, ptr %435, align 4
  br label %if.end98

if.else97:                                        ; preds = %for.end90
  br label %if.end98

if.end98:                                         ; preds = %if.else97, %if.then96
  br label %if.end81

for.cond99:                                       ; preds = %for.body100, %if.end81
  %lane1102 = phi i32 [ 0, %if.end81 ], [ %447, %for.body100 ]
  %436 = icmp slt i32 %lane1102, 16
  br i1 %436, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %437 = sext i32 %lane1102 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %437
  %439 = load float, ptr %438, align 4
  %440 = add i32 %lane1102, 16
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fadd float %439, %443
  %445 = sext i32 %lane1102 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %445
  store float %444, ptr %446, align 4
  %447 = add nsw i32 %lane1102, 1
  br label %for.cond99, !llvm.loop !21

for.end101:                                       ; preds = %for.cond99
  br label %for.cond103

for.cond103:                                      ; preds = %for.body104, %for.end101
  %lane1106 = phi i32 [ 0, %for.end101 ], [ %459, %for.body104 ]
  %448 = icmp slt i32 %lane1106, 8
  br i1 %448, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %449 = sext i32 %lane1106 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = add i32 %lane1106, 8
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = fadd float %451, %455
  %457 = sext i32 %lane1106 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %457
  store float %456, ptr %458, align 4
  %459 = add nsw i32 %lane1106, 1
  br label %for.cond103, !llvm.loop !22

for.end105:                                       ; preds = %for.cond103
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end105
  %lane1110 = phi i32 [ 0, %for.end105 ], [ %471, %for.body108 ]
  %460 = icmp slt i32 %lane1110, 4
  br i1 %460, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %461 = sext i32 %lane1110 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = add i32 %lane1110, 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = fadd float %463, %467
  %469 = sext i32 %lane1110 to i64
  %470 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %469
  store float %468, ptr %470, align 4
  %471 = add nsw i32 %lane1110, 1
  br label %for.cond107, !llvm.loop !23

for.end109:                                       ; preds = %for.cond107
  br label %for.cond111

for.cond111:                                      ; preds = %for.body112, %for.end109
  %lane1114 = phi i32 [ 0, %for.end109 ], [ %483, %for.body112 ]
  %472 = icmp slt i32 %lane1114, 2
  br i1 %472, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %473 = sext i32 %lane1114 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = add i32 %lane1114, 2
  %477 = sext i32 %476 to i64
  %478 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = fadd float %475, %479
  %481 = sext i32 %lane1114 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %481
  store float %480, ptr %482, align 4
  %483 = add nsw i32 %lane1114, 1
  br label %for.cond111, !llvm.loop !24

for.end113:                                       ; preds = %for.cond111
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end113
  %lane1118 = phi i32 [ 0, %for.end113 ], [ %495, %for.body116 ]
  %484 = icmp slt i32 %lane1118, 1
  br i1 %484, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %485 = sext i32 %lane1118 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = add i32 %lane1118, 1
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fadd float %487, %491
  %493 = sext i32 %lane1118 to i64
  %494 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %493
  store float %492, ptr %494, align 4
  %495 = add nsw i32 %lane1118, 1
  br label %for.cond115, !llvm.loop !25

for.end117:                                       ; preds = %for.cond115
  %496 = sext i32 %i to i64
  %497 = getelementptr inbounds float, ptr %l_s, i64 %496
  store float 0.000000e+00, ptr %497, align 4
  %498 = sext i32 %i to i64
  %499 = getelementptr inbounds float, ptr %l_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %502 = load float, ptr %501, align 4
  %503 = fadd float %500, %502
  %504 = sext i32 %i to i64
  %505 = getelementptr inbounds float, ptr %l_s, i64 %504
  store float %503, ptr %505, align 4
  %506 = sext i32 %N to i64
  %507 = icmp slt i64 %506, 0
  %508 = sext i32 %N to i64
  %509 = icmp sgt i64 %508, 256
  %510 = sext i32 %N to i64
  %511 = select i1 %509, i64 256, i64 %510
  %512 = select i1 %507, i64 0, i64 %511
  %513 = icmp slt i64 %512, 0
  %514 = sext i32 %N to i64
  %515 = icmp slt i64 %514, 0
  %516 = sext i32 %N to i64
  %517 = icmp sgt i64 %516, 256
  %518 = sext i32 %N to i64
  %519 = select i1 %517, i64 256, i64 %518
  %520 = select i1 %515, i64 0, i64 %519
  %521 = select i1 %513, i64 0, i64 %520
  %tl_hi3 = trunc i64 %521 to i32
  %522 = mul i32 %bx, 16
  %523 = add i32 %522, %i
  %524 = icmp sle i32 0, %523
  %525 = mul i32 %bx, 16
  %526 = add i32 %525, %i
  %527 = icmp slt i32 %526, %M
  %528 = and i1 %524, %527
  br i1 %528, label %if.then119, label %if.else120

if.then119:                                       ; preds = %for.end117
  %529 = sext i32 %M to i64
  %530 = sext i32 %N to i64
  %531 = mul i64 %529, %530
  %532 = icmp sge i64 %531, 8388608
  br i1 %532, label %if.then122, label %if.else123

if.else120:                                       ; preds = %for.end117
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %if.end124
  %533 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !26

if.then122:                                       ; preds = %if.then119
  %tl_sn1 = sub i32 %tl_hi3, 0
  %534 = sext i32 %tl_sn1 to i64
  %535 = sdiv i64 %534, 1024
  %536 = sub i64 0, %534
  %537 = select i1 false, i64 %536, i64 %535
  %538 = srem i64 %534, 1024
  %539 = icmp ne i64 %538, 0
  %540 = icmp slt i64 %534, 0
  %541 = icmp eq i1 %540, false
  %542 = and i1 %539, %541
  %543 = zext i1 %542 to i64
  %544 = add i64 %537, %543
  %545 = trunc i64 %544 to i32
  br label %for.cond125

if.else123:                                       ; preds = %if.then119
  %546 = sub i32 %tl_hi3, 0
  br label %for.cond131

if.end124:                                        ; preds = %for.end133, %for.end127
  br label %if.end121

for.cond125:                                      ; preds = %for.end130, %if.then122
  %tl_c2 = phi i32 [ 0, %if.then122 ], [ %581, %for.end130 ]
  %547 = icmp slt i32 %tl_c2, %545
  br i1 %547, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %tl_sb3 = mul i32 %tl_c2, 1024
  %548 = sub i32 %tl_sn1, %tl_sb3
  %549 = icmp slt i32 %548, 1024
  %550 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %549, i32 %550, i32 1024
  br label %for.cond128

for.end127:                                       ; preds = %for.cond125
  br label %if.end124

for.cond128:                                      ; preds = %for.body129, %for.body126
  %tl_c5 = phi i32 [ 0, %for.body126 ], [ %567, %for.body129 ]
  %551 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %551, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %552 = sext i32 %i to i64
  %553 = mul nsw i64 %552, 256
  %554 = add i32 %tl_sb3, %tl_c5
  %555 = add i32 0, %554
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %553, %556
  %558 = getelementptr inbounds float, ptr %X_s, i64 %557
  %559 = load float, ptr %558, align 4
  %560 = sext i32 %i to i64
  %561 = getelementptr inbounds float, ptr %l_s, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = fdiv float 1.000000e+00, %562
  %564 = fmul float %559, %563
  %565 = sext i32 %tl_c5 to i64
  %566 = getelementptr inbounds float, ptr %tl_stream0, i64 %565
  store float %564, ptr %566, align 4
  %567 = add nsw i32 %tl_c5, 1
  br label %for.cond128, !llvm.loop !27

for.end130:                                       ; preds = %for.cond128
  %568 = sext i32 %tl_sm4 to i64
  %569 = mul i32 %bx, 16
  %570 = add i32 %569, %i
  %571 = sext i32 %570 to i64
  %572 = sext i32 %N to i64
  %573 = mul nsw i64 %571, %572
  %574 = add i32 %tl_sb3, 0
  %575 = add i32 0, %574
  %576 = sext i32 %575 to i64
  %577 = add nsw i64 %573, %576
  %578 = getelementptr inbounds float, ptr %Y, i64 %577
  %579 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %580 = mul i64 %568, 4
  call void @tilec_rt_stream(ptr %578, ptr %579, i64 %580)
  %581 = add nsw i32 %tl_c2, 1
  br label %for.cond125, !llvm.loop !28

for.cond131:                                      ; preds = %for.body132, %if.else123
  %j3134 = phi i32 [ 0, %if.else123 ], [ %604, %for.body132 ]
  %582 = icmp slt i32 %j3134, %546
  br i1 %582, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %583 = sext i32 %i to i64
  %584 = mul nsw i64 %583, 256
  %585 = add i32 0, %j3134
  %586 = sext i32 %585 to i64
  %587 = add nsw i64 %584, %586
  %588 = getelementptr inbounds float, ptr %X_s, i64 %587
  %589 = load float, ptr %588, align 4
  %590 = sext i32 %i to i64
  %591 = getelementptr inbounds float, ptr %l_s, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = fdiv float 1.000000e+00, %592
  %594 = fmul float %589, %593
  %595 = mul i32 %bx, 16
  %596 = add i32 %595, %i
  %597 = sext i32 %596 to i64
  %598 = sext i32 %N to i64
  %599 = mul nsw i64 %597, %598
  %600 = add i32 0, %j3134
  %601 = sext i32 %600 to i64
  %602 = add nsw i64 %599, %601
  %603 = getelementptr inbounds float, ptr %Y, i64 %602
  store float %594, ptr %603, align 4
  %604 = add nsw i32 %j3134, 1
  br label %for.cond131, !llvm.loop !29

for.end133:                                       ; preds = %for.cond131
  br label %if.end124

if.then135:                                       ; preds = %if.else
  %605 = sext i32 %N to i64
  %606 = icmp slt i64 %605, 0
  %607 = sext i32 %N to i64
  %608 = icmp sgt i64 %607, 512
  %609 = sext i32 %N to i64
  %610 = select i1 %608, i64 512, i64 %609
  %611 = select i1 %606, i64 0, i64 %610
  %612 = icmp slt i64 %611, 0
  %613 = sext i32 %N to i64
  %614 = icmp slt i64 %613, 0
  %615 = sext i32 %N to i64
  %616 = icmp sgt i64 %615, 512
  %617 = sext i32 %N to i64
  %618 = select i1 %616, i64 512, i64 %617
  %619 = select i1 %614, i64 0, i64 %618
  %620 = select i1 %612, i64 0, i64 %619
  %621 = trunc i64 %620 to i32
  %622 = icmp slt i32 %621, 0
  %623 = sext i32 %N to i64
  %624 = icmp slt i64 %623, 0
  %625 = sext i32 %N to i64
  %626 = icmp sgt i64 %625, 512
  %627 = sext i32 %N to i64
  %628 = select i1 %626, i64 512, i64 %627
  %629 = select i1 %624, i64 0, i64 %628
  %630 = icmp slt i64 %629, 0
  %631 = sext i32 %N to i64
  %632 = icmp slt i64 %631, 0
  %633 = sext i32 %N to i64
  %634 = icmp sgt i64 %633, 512
  %635 = sext i32 %N to i64
  %636 = select i1 %634, i64 512, i64 %635
  %637 = select i1 %632, i64 0, i64 %636
  %638 = select i1 %630, i64 0, i64 %637
  %639 = trunc i64 %638 to i32
  %640 = icmp sgt i32 %639, 512
  %641 = sext i32 %N to i64
  %642 = icmp slt i64 %641, 0
  %643 = sext i32 %N to i64
  %644 = icmp sgt i64 %643, 512
  %645 = sext i32 %N to i64
  %646 = select i1 %644, i64 512, i64 %645
  %647 = select i1 %642, i64 0, i64 %646
  %648 = icmp slt i64 %647, 0
  %649 = sext i32 %N to i64
  %650 = icmp slt i64 %649, 0
  %651 = sext i32 %N to i64
  %652 = icmp sgt i64 %651, 512
  %653 = sext i32 %N to i64
  %654 = select i1 %652, i64 512, i64 %653
  %655 = select i1 %650, i64 0, i64 %654
  %656 = select i1 %648, i64 0, i64 %655
  %657 = trunc i64 %656 to i32
  %658 = select i1 %640, i32 512, i32 %657
  %659 = select i1 %622, i32 0, i32 %658
  %660 = add i32 %659, 31
  %661 = sdiv i32 %660, 32
  %662 = sub i32 0, %660
  %663 = select i1 false, i32 %662, i32 %661
  br label %for.cond138

if.else136:                                       ; preds = %if.else
  %664 = icmp sle i32 %N, 4096
  br i1 %664, label %if.then277, label %if.else278

if.end137:                                        ; preds = %if.end279, %for.end140
  br label %if.end

for.cond138:                                      ; preds = %if.end263, %if.then135
  %i141 = phi i32 [ 0, %if.then135 ], [ %1137, %if.end263 ]
  %665 = icmp slt i32 %i141, 4
  br i1 %665, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %666 = sext i32 %N to i64
  %667 = icmp slt i64 %666, 0
  %668 = sext i32 %N to i64
  %669 = icmp sgt i64 %668, 512
  %670 = sext i32 %N to i64
  %671 = select i1 %669, i64 512, i64 %670
  %672 = select i1 %667, i64 0, i64 %671
  %673 = icmp slt i64 %672, 0
  %674 = sext i32 %N to i64
  %675 = icmp slt i64 %674, 0
  %676 = sext i32 %N to i64
  %677 = icmp sgt i64 %676, 512
  %678 = sext i32 %N to i64
  %679 = select i1 %677, i64 512, i64 %678
  %680 = select i1 %675, i64 0, i64 %679
  %681 = select i1 %673, i64 0, i64 %680
  %tl_hi5 = trunc i64 %681 to i32
  br label %for.cond142

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond142:                                      ; preds = %for.body143, %for.body139
  %j145 = phi i32 [ 0, %for.body139 ], [ %690, %for.body143 ]
  %682 = icmp slt i32 %j145, 0
  br i1 %682, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %683 = icmp slt i32 %j145, %N
  %684 = select i1 %683, float 0.000000e+00, float 0xFFF0000000000000
  %685 = sext i32 %i141 to i64
  %686 = mul nsw i64 %685, 512
  %687 = sext i32 %j145 to i64
  %688 = add nsw i64 %686, %687
  %689 = getelementptr inbounds float, ptr %X_f, i64 %688
  store float %684, ptr %689, align 4
  %690 = add nsw i32 %j145, 1
  br label %for.cond142, !llvm.loop !30

for.end144:                                       ; preds = %for.cond142
  %691 = mul i32 %bx, 4
  %692 = add i32 %691, %i141
  %693 = icmp sle i32 0, %692
  %694 = mul i32 %bx, 4
  %695 = add i32 %694, %i141
  %696 = icmp slt i32 %695, %M
  %697 = and i1 %693, %696
  br i1 %697, label %if.then146, label %if.else147

if.then146:                                       ; preds = %for.end144
  %698 = add i32 %i141, 1
  %699 = icmp slt i32 %698, 4
  br i1 %699, label %if.then149, label %if.else150

if.else147:                                       ; preds = %for.end144
  %700 = sub i32 %tl_hi5, 0
  %701 = sext i32 %700 to i64
  %702 = sub i64 %701, 0
  %703 = call i64 @llvm.smax.i64(i64 %702, i64 0)
  %704 = mul nuw i64 %703, 4
  %705 = sext i32 %i141 to i64
  %706 = mul nsw i64 %705, 512
  %707 = add nsw i64 %706, 0
  %708 = getelementptr inbounds float, ptr %X_f, i64 %707
  call void @llvm.memset.p0.i64(ptr align 4 %708, i8 0, i64 %704, i1 false)
  br label %if.end148

if.end148:                                        ; preds = %if.else147, %if.end151
  %709 = sub i32 512, %tl_hi5
  br label %for.cond155

if.then149:                                       ; preds = %if.then146
  %710 = sub i32 %tl_hi5, 0
  %711 = add i32 %710, 15
  %712 = sdiv i32 %711, 16
  %713 = sub i32 0, %711
  %714 = select i1 false, i32 %713, i32 %712
  br label %for.cond152

if.else150:                                       ; preds = %if.then146
  br label %if.end151

if.end151:                                        ; preds = %if.else150, %for.end154
  %715 = sub i32 %tl_hi5, 0
  %716 = sext i32 %715 to i64
  %717 = sub i64 %716, 0
  %718 = call i64 @llvm.smax.i64(i64 %717, i64 0)
  %719 = mul nuw i64 %718, 4
  %720 = sext i32 %i141 to i64
  %721 = mul nsw i64 %720, 512
  %722 = add nsw i64 %721, 0
  %723 = getelementptr inbounds float, ptr %X_f, i64 %722
  %724 = mul i32 %bx, 4
  %725 = add i32 %724, %i141
  %726 = sext i32 %725 to i64
  %727 = sext i32 %N to i64
  %728 = mul nsw i64 %726, %727
  %729 = add nsw i64 %728, 0
  %730 = getelementptr inbounds float, ptr %X, i64 %729
  call void @tilec_rt_copy(ptr %723, ptr %730, i64 %719)
  br label %if.end148

for.cond152:                                      ; preds = %for.body153, %if.then149
  %pf1 = phi i32 [ 0, %if.then149 ], [ %743, %for.body153 ]
  %731 = icmp slt i32 %pf1, %714
  br i1 %731, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %732 = mul i32 %bx, 4
  %733 = add i32 %i141, 1
  %734 = add i32 %732, %733
  %735 = sext i32 %734 to i64
  %736 = sext i32 %N to i64
  %737 = mul i64 %735, %736
  %738 = mul i32 %pf1, 16
  %739 = add i32 0, %738
  %740 = sext i32 %739 to i64
  %741 = add i64 %737, %740
  %742 = getelementptr float, ptr %X, i64 %741
  call void @llvm.prefetch.p0(ptr %742, i32 0, i32 3, i32 1)
  %743 = add nsw i32 %pf1, 1
  br label %for.cond152, !llvm.loop !31

for.end154:                                       ; preds = %for.cond152
  br label %if.end151

for.cond155:                                      ; preds = %for.body156, %if.end148
  %j4 = phi i32 [ 0, %if.end148 ], [ %751, %for.body156 ]
  %744 = icmp slt i32 %j4, %709
  br i1 %744, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %745 = sext i32 %i141 to i64
  %746 = mul nsw i64 %745, 512
  %747 = add i32 %tl_hi5, %j4
  %748 = sext i32 %747 to i64
  %749 = add nsw i64 %746, %748
  %750 = getelementptr inbounds float, ptr %X_f, i64 %749
  store float 0xFFF0000000000000, ptr %750, align 4
  %751 = add nsw i32 %j4, 1
  br label %for.cond155, !llvm.loop !32

for.end157:                                       ; preds = %for.cond155
  br label %for.cond158

for.cond158:                                      ; preds = %for.body159, %for.end157
  %lane2 = phi i32 [ 0, %for.end157 ], [ %776, %for.body159 ]
  %752 = icmp slt i32 %lane2, 32
  br i1 %752, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %753 = sext i32 %i141 to i64
  %754 = mul nsw i64 %753, 512
  %755 = sext i32 %lane2 to i64
  %756 = add nsw i64 %754, %755
  %757 = getelementptr inbounds float, ptr %X_f, i64 %756
  %758 = load float, ptr %757, align 4
  %759 = sext i32 %i141 to i64
  %760 = mul nsw i64 %759, 512
  %761 = sext i32 %lane2 to i64
  %762 = add nsw i64 %760, %761
  %763 = getelementptr inbounds float, ptr %X_f, i64 %762
  %764 = load float, ptr %763, align 4
  %765 = fcmp une float %758, %764
  %766 = sext i32 %i141 to i64
  %767 = mul nsw i64 %766, 512
  %768 = sext i32 %lane2 to i64
  %769 = add nsw i64 %767, %768
  %770 = call i64 @llvm.umin.i64(i64 %769, i64 2047)
  %771 = getelementptr inbounds float, ptr %X_f, i64 %770
  %772 = load float, ptr %771, align 4
  %773 = select i1 %765, float 0xFFF0000000000000, float %772
  %774 = sext i32 %lane2 to i64
  %775 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %774
  store float %773, ptr %775, align 4
  %776 = add nsw i32 %lane2, 1
  br label %for.cond158, !llvm.loop !33

for.end160:                                       ; preds = %for.cond158
  %777 = sub i32 %663, 1
  %778 = icmp slt i32 %777, 0
  %779 = sub i32 %663, 1
  %780 = select i1 %778, i32 0, i32 %779
  %tl_steps8 = select i1 true, i32 %780, i32 15
  %781 = icmp eq i32 %tl_steps8, 15
  br i1 %781, label %if.then161, label %if.else162

if.then161:                                       ; preds = %for.end160
  br label %for.cond164

if.else162:                                       ; preds = %for.end160
  br label %for.cond171

if.end163:                                        ; preds = %if.end183, %for.end166
  br label %for.cond184

for.cond164:                                      ; preds = %for.end169, %if.then161
  %red2 = phi i32 [ 0, %if.then161 ], [ %799, %for.end169 ]
  %782 = icmp slt i32 %red2, 15
  br i1 %782, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  br label %for.cond167

for.end166:                                       ; preds = %for.cond164
  br label %if.end163

for.cond167:                                      ; preds = %for.body168, %for.body165
  %lane2170 = phi i32 [ 0, %for.body165 ], [ %798, %for.body168 ]
  %783 = icmp slt i32 %lane2170, 32
  br i1 %783, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %784 = sext i32 %lane2170 to i64
  %785 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %784
  %lane_acc1 = load float, ptr %785, align 4
  %786 = sext i32 %i141 to i64
  %787 = mul nsw i64 %786, 512
  %788 = add i32 %red2, 1
  %789 = mul i32 %788, 32
  %790 = add i32 %789, %lane2170
  %791 = sext i32 %790 to i64
  %792 = add nsw i64 %787, %791
  %793 = getelementptr inbounds float, ptr %X_f, i64 %792
  %lane_next1 = load float, ptr %793, align 4
  %794 = fcmp ogt float %lane_next1, %lane_acc1
  %795 = select i1 %794, float %lane_next1, float %lane_acc1
  %796 = sext i32 %lane2170 to i64
  %797 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %796
  store float %795, ptr %797, align 4
  %798 = add nsw i32 %lane2170, 1
  br label %for.cond167, !llvm.loop !34

for.end169:                                       ; preds = %for.cond167
  %799 = add nsw i32 %red2, 1
  br label %for.cond164, !llvm.loop !35

for.cond171:                                      ; preds = %for.end177, %if.else162
  %red2174 = phi i32 [ 0, %if.else162 ], [ %818, %for.end177 ]
  %800 = icmp slt i32 %red2174, %tl_steps8
  br i1 %800, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  %801 = icmp slt i32 %tl_steps8, 15
  br i1 %801, label %if.then181, label %if.else182

for.cond175:                                      ; preds = %for.body176, %for.body172
  %lane2178 = phi i32 [ 0, %for.body172 ], [ %817, %for.body176 ]
  %802 = icmp slt i32 %lane2178, 32
  br i1 %802, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %803 = sext i32 %lane2178 to i64
  %804 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %803
  %lane_acc1179 = load float, ptr %804, align 4
  %805 = sext i32 %i141 to i64
  %806 = mul nsw i64 %805, 512
  %807 = add i32 %red2174, 1
  %808 = mul i32 %807, 32
  %809 = add i32 %808, %lane2178
  %810 = sext i32 %809 to i64
  %811 = add nsw i64 %806, %810
  %812 = getelementptr inbounds float, ptr %X_f, i64 %811
  %lane_next1180 = load float, ptr %812, align 4
  %813 = fcmp ogt float %lane_next1180, %lane_acc1179
  %814 = select i1 %813, float %lane_next1180, float %lane_acc1179
  %815 = sext i32 %lane2178 to i64
  %816 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %815
  store float %814, ptr %816, align 4
  %817 = add nsw i32 %lane2178, 1
  br label %for.cond175, !llvm.loop !36

for.end177:                                       ; preds = %for.cond175
  %818 = add nsw i32 %red2174, 1
  br label %for.cond171, !llvm.loop !37

if.then181:                                       ; preds = %for.end173
  %819 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %820 = load float, ptr %819, align 4
  %821 = fcmp ogt float 0xFFF0000000000000, %820
  %822 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %823 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %822
  %824 = load float, ptr %823, align 4
  %825 = select i1 %821, float 0xFFF0000000000000, float %824
  %826 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %825, ptr %826, align 4
  br label %if.end183

if.else182:                                       ; preds = %for.end173
  br label %if.end183

if.end183:                                        ; preds = %if.else182, %if.then181
  br label %if.end163

for.cond184:                                      ; preds = %for.body185, %if.end163
  %lane2187 = phi i32 [ 0, %if.end163 ], [ %837, %for.body185 ]
  %827 = icmp slt i32 %lane2187, 16
  br i1 %827, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %828 = sext i32 %lane2187 to i64
  %829 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %828
  %lane_acc1188 = load float, ptr %829, align 4
  %830 = add i32 %lane2187, 16
  %831 = sext i32 %830 to i64
  %832 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %831
  %lane_next1189 = load float, ptr %832, align 4
  %833 = fcmp ogt float %lane_next1189, %lane_acc1188
  %834 = select i1 %833, float %lane_next1189, float %lane_acc1188
  %835 = sext i32 %lane2187 to i64
  %836 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %835
  store float %834, ptr %836, align 4
  %837 = add nsw i32 %lane2187, 1
  br label %for.cond184, !llvm.loop !38

for.end186:                                       ; preds = %for.cond184
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %for.end186
  %lane2193 = phi i32 [ 0, %for.end186 ], [ %848, %for.body191 ]
  %838 = icmp slt i32 %lane2193, 8
  br i1 %838, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %839 = sext i32 %lane2193 to i64
  %840 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %839
  %lane_acc1194 = load float, ptr %840, align 4
  %841 = add i32 %lane2193, 8
  %842 = sext i32 %841 to i64
  %843 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %842
  %lane_next1195 = load float, ptr %843, align 4
  %844 = fcmp ogt float %lane_next1195, %lane_acc1194
  %845 = select i1 %844, float %lane_next1195, float %lane_acc1194
  %846 = sext i32 %lane2193 to i64
  %847 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %846
  store float %845, ptr %847, align 4
  %848 = add nsw i32 %lane2193, 1
  br label %for.cond190, !llvm.loop !39

for.end192:                                       ; preds = %for.cond190
  br label %for.cond196

for.cond196:                                      ; preds = %for.body197, %for.end192
  %lane2199 = phi i32 [ 0, %for.end192 ], [ %859, %for.body197 ]
  %849 = icmp slt i32 %lane2199, 4
  br i1 %849, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %850 = sext i32 %lane2199 to i64
  %851 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %850
  %lane_acc1200 = load float, ptr %851, align 4
  %852 = add i32 %lane2199, 4
  %853 = sext i32 %852 to i64
  %854 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %853
  %lane_next1201 = load float, ptr %854, align 4
  %855 = fcmp ogt float %lane_next1201, %lane_acc1200
  %856 = select i1 %855, float %lane_next1201, float %lane_acc1200
  %857 = sext i32 %lane2199 to i64
  %858 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %857
  store float %856, ptr %858, align 4
  %859 = add nsw i32 %lane2199, 1
  br label %for.cond196, !llvm.loop !40

for.end198:                                       ; preds = %for.cond196
  br label %for.cond202

for.cond202:                                      ; preds = %for.body203, %for.end198
  %lane2205 = phi i32 [ 0, %for.end198 ], [ %870, %for.body203 ]
  %860 = icmp slt i32 %lane2205, 2
  br i1 %860, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %861 = sext i32 %lane2205 to i64
  %862 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %861
  %lane_acc1206 = load float, ptr %862, align 4
  %863 = add i32 %lane2205, 2
  %864 = sext i32 %863 to i64
  %865 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %864
  %lane_next1207 = load float, ptr %865, align 4
  %866 = fcmp ogt float %lane_next1207, %lane_acc1206
  %867 = select i1 %866, float %lane_next1207, float %lane_acc1206
  %868 = sext i32 %lane2205 to i64
  %869 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %868
  store float %867, ptr %869, align 4
  %870 = add nsw i32 %lane2205, 1
  br label %for.cond202, !llvm.loop !41

for.end204:                                       ; preds = %for.cond202
  br label %for.cond208

for.cond208:                                      ; preds = %for.body209, %for.end204
  %lane2211 = phi i32 [ 0, %for.end204 ], [ %881, %for.body209 ]
  %871 = icmp slt i32 %lane2211, 1
  br i1 %871, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %872 = sext i32 %lane2211 to i64
  %873 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %872
  %lane_acc1212 = load float, ptr %873, align 4
  %874 = add i32 %lane2211, 1
  %875 = sext i32 %874 to i64
  %876 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %875
  %lane_next1213 = load float, ptr %876, align 4
  %877 = fcmp ogt float %lane_next1213, %lane_acc1212
  %878 = select i1 %877, float %lane_next1213, float %lane_acc1212
  %879 = sext i32 %lane2211 to i64
  %880 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %879
  store float %878, ptr %880, align 4
  %881 = add nsw i32 %lane2211, 1
  br label %for.cond208, !llvm.loop !42

for.end210:                                       ; preds = %for.cond208
  %882 = sext i32 %i141 to i64
  %883 = getelementptr inbounds float, ptr %m, i64 %882
  store float 0xFFF0000000000000, ptr %883, align 4
  %884 = sext i32 %i141 to i64
  %885 = getelementptr inbounds float, ptr %m, i64 %884
  %886 = load float, ptr %885, align 4
  %887 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %888 = load float, ptr %887, align 4
  %889 = call float @llvm.maxnum.f32(float %886, float %888)
  %890 = sext i32 %i141 to i64
  %891 = getelementptr inbounds float, ptr %m, i64 %890
  store float %889, ptr %891, align 4
  %892 = sext i32 %N to i64
  %893 = icmp slt i64 %892, 0
  %894 = sext i32 %N to i64
  %895 = icmp sgt i64 %894, 512
  %896 = sext i32 %N to i64
  %897 = select i1 %895, i64 512, i64 %896
  %898 = select i1 %893, i64 0, i64 %897
  %899 = icmp slt i64 %898, 0
  %900 = sext i32 %N to i64
  %901 = icmp slt i64 %900, 0
  %902 = sext i32 %N to i64
  %903 = icmp sgt i64 %902, 512
  %904 = sext i32 %N to i64
  %905 = select i1 %903, i64 512, i64 %904
  %906 = select i1 %901, i64 0, i64 %905
  %907 = select i1 %899, i64 0, i64 %906
  %908 = trunc i64 %907 to i32
  %909 = icmp slt i32 %908, 0
  %910 = sext i32 %N to i64
  %911 = icmp slt i64 %910, 0
  %912 = sext i32 %N to i64
  %913 = icmp sgt i64 %912, 512
  %914 = sext i32 %N to i64
  %915 = select i1 %913, i64 512, i64 %914
  %916 = select i1 %911, i64 0, i64 %915
  %917 = icmp slt i64 %916, 0
  %918 = sext i32 %N to i64
  %919 = icmp slt i64 %918, 0
  %920 = sext i32 %N to i64
  %921 = icmp sgt i64 %920, 512
  %922 = sext i32 %N to i64
  %923 = select i1 %921, i64 512, i64 %922
  %924 = select i1 %919, i64 0, i64 %923
  %925 = select i1 %917, i64 0, i64 %924
  %926 = trunc i64 %925 to i32
  %927 = icmp sgt i32 %926, 512
  %928 = sext i32 %N to i64
  %929 = icmp slt i64 %928, 0
  %930 = sext i32 %N to i64
  %931 = icmp sgt i64 %930, 512
  %932 = sext i32 %N to i64
  %933 = select i1 %931, i64 512, i64 %932
  %934 = select i1 %929, i64 0, i64 %933
  %935 = icmp slt i64 %934, 0
  %936 = sext i32 %N to i64
  %937 = icmp slt i64 %936, 0
  %938 = sext i32 %N to i64
  %939 = icmp sgt i64 %938, 512
  %940 = sext i32 %N to i64
  %941 = select i1 %939, i64 512, i64 %940
  %942 = select i1 %937, i64 0, i64 %941
  %943 = select i1 %935, i64 0, i64 %942
  %944 = trunc i64 %943 to i32
  %945 = select i1 %927, i32 512, i32 %944
  %tl_cols9 = select i1 %909, i32 0, i32 %945
  br label %for.cond214

for.cond214:                                      ; preds = %for.body215, %for.end210
  %j217 = phi i32 [ 0, %for.end210 ], [ %963, %for.body215 ]
  %946 = icmp slt i32 %j217, %tl_cols9
  br i1 %946, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %947 = sext i32 %i141 to i64
  %948 = mul nsw i64 %947, 512
  %949 = sext i32 %j217 to i64
  %950 = add nsw i64 %948, %949
  %951 = getelementptr inbounds float, ptr %X_f, i64 %950
  %952 = load float, ptr %951, align 4
  %953 = sext i32 %i141 to i64
  %954 = getelementptr inbounds float, ptr %m, i64 %953
  %955 = load float, ptr %954, align 4
  %956 = fsub float %952, %955
  %957 = call float @tilec_expf_nonpos(float %956)
  %958 = sext i32 %i141 to i64
  %959 = mul nsw i64 %958, 512
  %960 = sext i32 %j217 to i64
  %961 = add nsw i64 %959, %960
  %962 = getelementptr inbounds float, ptr %X_f, i64 %961
  store float %957, ptr %962, align 4
  %963 = add nsw i32 %j217, 1
  br label %for.cond214, !llvm.loop !43

for.end216:                                       ; preds = %for.cond214
  %964 = sext i32 %i141 to i64
  %965 = getelementptr inbounds float, ptr %m, i64 %964
  %966 = load float, ptr %965, align 4
  %967 = fsub float 0xFFF0000000000000, %966
  %tl_col11 = call float @tilec_expf_nonpos(float %967)
  %968 = sub i32 512, %tl_cols9
  br label %for.cond218

for.cond218:                                      ; preds = %for.body219, %for.end216
  %j10 = phi i32 [ 0, %for.end216 ], [ %976, %for.body219 ]
  %969 = icmp slt i32 %j10, %968
  br i1 %969, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %970 = sext i32 %i141 to i64
  %971 = mul nsw i64 %970, 512
  %972 = add i32 %tl_cols9, %j10
  %973 = sext i32 %972 to i64
  %974 = add nsw i64 %971, %973
  %975 = getelementptr inbounds float, ptr %X_f, i64 %974
  store float %tl_col11, ptr %975, align 4
  %976 = add nsw i32 %j10, 1
  br label %for.cond218, !llvm.loop !44

for.end220:                                       ; preds = %for.cond218
  %977 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %978 = mul nuw i64 %977, 4
  %979 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %980 = sext i32 %i141 to i64
  %981 = mul nsw i64 %980, 512
  %982 = add nsw i64 %981, 0
  %983 = getelementptr inbounds float, ptr %X_f, i64 %982
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %979, ptr align 4 %983, i64 %978, i1 false)
  %984 = sext i32 %i141 to i64
  %985 = getelementptr inbounds float, ptr %m, i64 %984
  %986 = load float, ptr %985, align 4
  %987 = fsub float 0xFFF0000000000000, %986
  %tl_pad12 = call float @tilec_expf_nonpos(float %987)
  %988 = fadd float %tl_pad12, %tl_pad12
  %989 = fcmp oeq float %988, %tl_pad12
  %990 = fcmp une float %tl_pad12, %tl_pad12
  %991 = or i1 %989, %990
  %992 = sub i32 %663, 1
  %993 = icmp slt i32 %992, 0
  %994 = sub i32 %663, 1
  %995 = select i1 %993, i32 0, i32 %994
  %tl_steps13 = select i1 %991, i32 %995, i32 15
  %996 = icmp eq i32 %tl_steps13, 15
  br i1 %996, label %if.then221, label %if.else222

if.then221:                                       ; preds = %for.end220
  br label %for.cond224

if.else222:                                       ; preds = %for.end220
  br label %for.cond230

if.end223:                                        ; preds = %if.end240, %for.end226
  br label %for.cond241

for.cond224:                                      ; preds = %for.end229, %if.then221
  %red3 = phi i32 [ 0, %if.then221 ], [ %1015, %for.end229 ]
  %997 = icmp slt i32 %red3, 15
  br i1 %997, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  br label %for.cond227

for.end226:                                       ; preds = %for.cond224
  br label %if.end223

for.cond227:                                      ; preds = %for.body228, %for.body225
  %lane3 = phi i32 [ 0, %for.body225 ], [ %1014, %for.body228 ]
  %998 = icmp slt i32 %lane3, 32
  br i1 %998, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %999 = sext i32 %lane3 to i64
  %1000 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %999
  %1001 = load float, ptr %1000, align 4
  %1002 = sext i32 %i141 to i64
  %1003 = mul nsw i64 %1002, 512
  %1004 = add i32 %red3, 1
  %1005 = mul i32 %1004, 32
  %1006 = add i32 %1005, %lane3
  %1007 = sext i32 %1006 to i64
  %1008 = add nsw i64 %1003, %1007
  %1009 = getelementptr inbounds float, ptr %X_f, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = fadd float %1001, %1010
  %1012 = sext i32 %lane3 to i64
  %1013 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1012
  store float %1011, ptr %1013, align 4
  %1014 = add nsw i32 %lane3, 1
  br label %for.cond227, !llvm.loop !45

for.end229:                                       ; preds = %for.cond227
  %1015 = add nsw i32 %red3, 1
  br label %for.cond224, !llvm.loop !46

for.cond230:                                      ; preds = %for.end236, %if.else222
  %red3233 = phi i32 [ 0, %if.else222 ], [ %1035, %for.end236 ]
  %1016 = icmp slt i32 %red3233, %tl_steps13
  br i1 %1016, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond234

for.end232:                                       ; preds = %for.cond230
  %1017 = icmp slt i32 %tl_steps13, 15
  br i1 %1017, label %if.then238, label %if.else239

for.cond234:                                      ; preds = %for.body235, %for.body231
  %lane3237 = phi i32 [ 0, %for.body231 ], [ %1034, %for.body235 ]
  %1018 = icmp slt i32 %lane3237, 32
  br i1 %1018, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %1019 = sext i32 %lane3237 to i64
  %1020 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1019
  %1021 = load float, ptr %1020, align 4
  %1022 = sext i32 %i141 to i64
  %1023 = mul nsw i64 %1022, 512
  %1024 = add i32 %red3233, 1
  %1025 = mul i32 %1024, 32
  %1026 = add i32 %1025, %lane3237
  %1027 = sext i32 %1026 to i64
  %1028 = add nsw i64 %1023, %1027
  %1029 = getelementptr inbounds float, ptr %X_f, i64 %1028
  %1030 = load float, ptr %1029, align 4
  %1031 = fadd float %1021, %1030
  %1032 = sext i32 %lane3237 to i64
  %1033 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1032
  store float %1031, ptr %1033, align 4
  %1034 = add nsw i32 %lane3237, 1
  br label %for.cond234, !llvm.loop !47

for.end236:                                       ; preds = %for.cond234
  %1035 = add nsw i32 %red3233, 1
  br label %for.cond230, !llvm.loop !48

if.then238:                                       ; preds = %for.end232
  %1036 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1037 = load float, ptr %1036, align 4
  %1038 = fadd float %1037, %tl_pad12
  %1039 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1038, ptr %1039, align 4
  br label %if.end240

if.else239:                                       ; preds = %for.end232
  br label %if.end240

if.end240:                                        ; preds = %if.else239, %if.then238
  br label %if.end223

for.cond241:                                      ; preds = %for.body242, %if.end223
  %lane3244 = phi i32 [ 0, %if.end223 ], [ %1051, %for.body242 ]
  %1040 = icmp slt i32 %lane3244, 16
  br i1 %1040, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %1041 = sext i32 %lane3244 to i64
  %1042 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1041
  %1043 = load float, ptr %1042, align 4
  %1044 = add i32 %lane3244, 16
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = fadd float %1043, %1047
  %1049 = sext i32 %lane3244 to i64
  %1050 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1049
  store float %1048, ptr %1050, align 4
  %1051 = add nsw i32 %lane3244, 1
  br label %for.cond241, !llvm.loop !49

for.end243:                                       ; preds = %for.cond241
  br label %for.cond245

for.cond245:                                      ; preds = %for.body246, %for.end243
  %lane3248 = phi i32 [ 0, %for.end243 ], [ %1063, %for.body246 ]
  %1052 = icmp slt i32 %lane3248, 8
  br i1 %1052, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %1053 = sext i32 %lane3248 to i64
  %1054 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = add i32 %lane3248, 8
  %1057 = sext i32 %1056 to i64
  %1058 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1057
  %1059 = load float, ptr %1058, align 4
  %1060 = fadd float %1055, %1059
  %1061 = sext i32 %lane3248 to i64
  %1062 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1061
  store float %1060, ptr %1062, align 4
  %1063 = add nsw i32 %lane3248, 1
  br label %for.cond245, !llvm.loop !50

for.end247:                                       ; preds = %for.cond245
  br label %for.cond249

for.cond249:                                      ; preds = %for.body250, %for.end247
  %lane3252 = phi i32 [ 0, %for.end247 ], [ %1075, %for.body250 ]
  %1064 = icmp slt i32 %lane3252, 4
  br i1 %1064, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %1065 = sext i32 %lane3252 to i64
  %1066 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1065
  %1067 = load float, ptr %1066, align 4
  %1068 = add i32 %lane3252, 4
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1069
  %1071 = load float, ptr %1070, align 4
  %1072 = fadd float %1067, %1071
  %1073 = sext i32 %lane3252 to i64
  %1074 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1073
  store float %1072, ptr %1074, align 4
  %1075 = add nsw i32 %lane3252, 1
  br label %for.cond249, !llvm.loop !51

for.end251:                                       ; preds = %for.cond249
  br label %for.cond253

for.cond253:                                      ; preds = %for.body254, %for.end251
  %lane3256 = phi i32 [ 0, %for.end251 ], [ %1087, %for.body254 ]
  %1076 = icmp slt i32 %lane3256, 2
  br i1 %1076, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %1077 = sext i32 %lane3256 to i64
  %1078 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = add i32 %lane3256, 2
  %1081 = sext i32 %1080 to i64
  %1082 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1081
  %1083 = load float, ptr %1082, align 4
  %1084 = fadd float %1079, %1083
  %1085 = sext i32 %lane3256 to i64
  %1086 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1085
  store float %1084, ptr %1086, align 4
  %1087 = add nsw i32 %lane3256, 1
  br label %for.cond253, !llvm.loop !52

for.end255:                                       ; preds = %for.cond253
  br label %for.cond257

for.cond257:                                      ; preds = %for.body258, %for.end255
  %lane3260 = phi i32 [ 0, %for.end255 ], [ %1099, %for.body258 ]
  %1088 = icmp slt i32 %lane3260, 1
  br i1 %1088, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %1089 = sext i32 %lane3260 to i64
  %1090 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1089
  %1091 = load float, ptr %1090, align 4
  %1092 = add i32 %lane3260, 1
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1093
  %1095 = load float, ptr %1094, align 4
  %1096 = fadd float %1091, %1095
  %1097 = sext i32 %lane3260 to i64
  %1098 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1097
  store float %1096, ptr %1098, align 4
  %1099 = add nsw i32 %lane3260, 1
  br label %for.cond257, !llvm.loop !53

for.end259:                                       ; preds = %for.cond257
  %1100 = sext i32 %i141 to i64
  %1101 = getelementptr inbounds float, ptr %l, i64 %1100
  store float 0.000000e+00, ptr %1101, align 4
  %1102 = sext i32 %i141 to i64
  %1103 = getelementptr inbounds float, ptr %l, i64 %1102
  %1104 = load float, ptr %1103, align 4
  %1105 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1106 = load float, ptr %1105, align 4
  %1107 = fadd float %1104, %1106
  %1108 = sext i32 %i141 to i64
  %1109 = getelementptr inbounds float, ptr %l, i64 %1108
  store float %1107, ptr %1109, align 4
  %1110 = sext i32 %N to i64
  %1111 = icmp slt i64 %1110, 0
  %1112 = sext i32 %N to i64
  %1113 = icmp sgt i64 %1112, 512
  %1114 = sext i32 %N to i64
  %1115 = select i1 %1113, i64 512, i64 %1114
  %1116 = select i1 %1111, i64 0, i64 %1115
  %1117 = icmp slt i64 %1116, 0
  %1118 = sext i32 %N to i64
  %1119 = icmp slt i64 %1118, 0
  %1120 = sext i32 %N to i64
  %1121 = icmp sgt i64 %1120, 512
  %1122 = sext i32 %N to i64
  %1123 = select i1 %1121, i64 512, i64 %1122
  %1124 = select i1 %1119, i64 0, i64 %1123
  %1125 = select i1 %1117, i64 0, i64 %1124
  %tl_hi7 = trunc i64 %1125 to i32
  %1126 = mul i32 %bx, 4
  %1127 = add i32 %1126, %i141
  %1128 = icmp sle i32 0, %1127
  %1129 = mul i32 %bx, 4
  %1130 = add i32 %1129, %i141
  %1131 = icmp slt i32 %1130, %M
  %1132 = and i1 %1128, %1131
  br i1 %1132, label %if.then261, label %if.else262

if.then261:                                       ; preds = %for.end259
  %1133 = sext i32 %M to i64
  %1134 = sext i32 %N to i64
  %1135 = mul i64 %1133, %1134
  %1136 = icmp sge i64 %1135, 8388608
  br i1 %1136, label %if.then264, label %if.else265

if.else262:                                       ; preds = %for.end259
  br label %if.end263

if.end263:                                        ; preds = %if.else262, %if.end266
  %1137 = add nsw i32 %i141, 1
  br label %for.cond138, !llvm.loop !54

if.then264:                                       ; preds = %if.then261
  %tl_sn8 = sub i32 %tl_hi7, 0
  %1138 = sext i32 %tl_sn8 to i64
  %1139 = sdiv i64 %1138, 1024
  %1140 = sub i64 0, %1138
  %1141 = select i1 false, i64 %1140, i64 %1139
  %1142 = srem i64 %1138, 1024
  %1143 = icmp ne i64 %1142, 0
  %1144 = icmp slt i64 %1138, 0
  %1145 = icmp eq i1 %1144, false
  %1146 = and i1 %1143, %1145
  %1147 = zext i1 %1146 to i64
  %1148 = add i64 %1141, %1147
  %1149 = trunc i64 %1148 to i32
  br label %for.cond267

if.else265:                                       ; preds = %if.then261
  %1150 = sub i32 %tl_hi7, 0
  br label %for.cond273

if.end266:                                        ; preds = %for.end275, %for.end269
  br label %if.end263

for.cond267:                                      ; preds = %for.end272, %if.then264
  %tl_c9 = phi i32 [ 0, %if.then264 ], [ %1185, %for.end272 ]
  %1151 = icmp slt i32 %tl_c9, %1149
  br i1 %1151, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %tl_sb10 = mul i32 %tl_c9, 1024
  %1152 = sub i32 %tl_sn8, %tl_sb10
  %1153 = icmp slt i32 %1152, 1024
  %1154 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %1153, i32 %1154, i32 1024
  br label %for.cond270

for.end269:                                       ; preds = %for.cond267
  br label %if.end266

for.cond270:                                      ; preds = %for.body271, %for.body268
  %tl_c12 = phi i32 [ 0, %for.body268 ], [ %1171, %for.body271 ]
  %1155 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %1155, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %1156 = sext i32 %i141 to i64
  %1157 = mul nsw i64 %1156, 512
  %1158 = add i32 %tl_sb10, %tl_c12
  %1159 = add i32 0, %1158
  %1160 = sext i32 %1159 to i64
  %1161 = add nsw i64 %1157, %1160
  %1162 = getelementptr inbounds float, ptr %X_f, i64 %1161
  %1163 = load float, ptr %1162, align 4
  %1164 = sext i32 %i141 to i64
  %1165 = getelementptr inbounds float, ptr %l, i64 %1164
  %1166 = load float, ptr %1165, align 4
  %1167 = fdiv float 1.000000e+00, %1166
  %1168 = fmul float %1163, %1167
  %1169 = sext i32 %tl_c12 to i64
  %1170 = getelementptr inbounds float, ptr %tl_stream7, i64 %1169
  store float %1168, ptr %1170, align 4
  %1171 = add nsw i32 %tl_c12, 1
  br label %for.cond270, !llvm.loop !55

for.end272:                                       ; preds = %for.cond270
  %1172 = sext i32 %tl_sm11 to i64
  %1173 = mul i32 %bx, 4
  %1174 = add i32 %1173, %i141
  %1175 = sext i32 %1174 to i64
  %1176 = sext i32 %N to i64
  %1177 = mul nsw i64 %1175, %1176
  %1178 = add i32 %tl_sb10, 0
  %1179 = add i32 0, %1178
  %1180 = sext i32 %1179 to i64
  %1181 = add nsw i64 %1177, %1180
  %1182 = getelementptr inbounds float, ptr %Y, i64 %1181
  %1183 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %1184 = mul i64 %1172, 4
  call void @tilec_rt_stream(ptr %1182, ptr %1183, i64 %1184)
  %1185 = add nsw i32 %tl_c9, 1
  br label %for.cond267, !llvm.loop !56

for.cond273:                                      ; preds = %for.body274, %if.else265
  %j4276 = phi i32 [ 0, %if.else265 ], [ %1208, %for.body274 ]
  %1186 = icmp slt i32 %j4276, %1150
  br i1 %1186, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1187 = sext i32 %i141 to i64
  %1188 = mul nsw i64 %1187, 512
  %1189 = add i32 0, %j4276
  %1190 = sext i32 %1189 to i64
  %1191 = add nsw i64 %1188, %1190
  %1192 = getelementptr inbounds float, ptr %X_f, i64 %1191
  %1193 = load float, ptr %1192, align 4
  %1194 = sext i32 %i141 to i64
  %1195 = getelementptr inbounds float, ptr %l, i64 %1194
  %1196 = load float, ptr %1195, align 4
  %1197 = fdiv float 1.000000e+00, %1196
  %1198 = fmul float %1193, %1197
  %1199 = mul i32 %bx, 4
  %1200 = add i32 %1199, %i141
  %1201 = sext i32 %1200 to i64
  %1202 = sext i32 %N to i64
  %1203 = mul nsw i64 %1201, %1202
  %1204 = add i32 0, %j4276
  %1205 = sext i32 %1204 to i64
  %1206 = add nsw i64 %1203, %1205
  %1207 = getelementptr inbounds float, ptr %Y, i64 %1206
  store float %1198, ptr %1207, align 4
  %1208 = add nsw i32 %j4276, 1
  br label %for.cond273, !llvm.loop !57

for.end275:                                       ; preds = %for.cond273
  br label %if.end266

if.then277:                                       ; preds = %if.else136
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %1209 = sext i32 %N to i64
  %1210 = icmp slt i64 %1209, 0
  %1211 = sext i32 %N to i64
  %1212 = icmp sgt i64 %1211, 4096
  %1213 = sext i32 %N to i64
  %1214 = select i1 %1212, i64 4096, i64 %1213
  %1215 = select i1 %1210, i64 0, i64 %1214
  %1216 = icmp slt i64 %1215, 0
  %1217 = sext i32 %N to i64
  %1218 = icmp slt i64 %1217, 0
  %1219 = sext i32 %N to i64
  %1220 = icmp sgt i64 %1219, 4096
  %1221 = sext i32 %N to i64
  %1222 = select i1 %1220, i64 4096, i64 %1221
  %1223 = select i1 %1218, i64 0, i64 %1222
  %1224 = select i1 %1216, i64 0, i64 %1223
  %1225 = trunc i64 %1224 to i32
  %1226 = icmp slt i32 %1225, 0
  %1227 = sext i32 %N to i64
  %1228 = icmp slt i64 %1227, 0
  %1229 = sext i32 %N to i64
  %1230 = icmp sgt i64 %1229, 4096
  %1231 = sext i32 %N to i64
  %1232 = select i1 %1230, i64 4096, i64 %1231
  %1233 = select i1 %1228, i64 0, i64 %1232
  %1234 = icmp slt i64 %1233, 0
  %1235 = sext i32 %N to i64
  %1236 = icmp slt i64 %1235, 0
  %1237 = sext i32 %N to i64
  %1238 = icmp sgt i64 %1237, 4096
  %1239 = sext i32 %N to i64
  %1240 = select i1 %1238, i64 4096, i64 %1239
  %1241 = select i1 %1236, i64 0, i64 %1240
  %1242 = select i1 %1234, i64 0, i64 %1241
  %1243 = trunc i64 %1242 to i32
  %1244 = icmp sgt i32 %1243, 4096
  %1245 = sext i32 %N to i64
  %1246 = icmp slt i64 %1245, 0
  %1247 = sext i32 %N to i64
  %1248 = icmp sgt i64 %1247, 4096
  %1249 = sext i32 %N to i64
  %1250 = select i1 %1248, i64 4096, i64 %1249
  %1251 = select i1 %1246, i64 0, i64 %1250
  %1252 = icmp slt i64 %1251, 0
  %1253 = sext i32 %N to i64
  %1254 = icmp slt i64 %1253, 0
  %1255 = sext i32 %N to i64
  %1256 = icmp sgt i64 %1255, 4096
  %1257 = sext i32 %N to i64
  %1258 = select i1 %1256, i64 4096, i64 %1257
  %1259 = select i1 %1254, i64 0, i64 %1258
  %1260 = select i1 %1252, i64 0, i64 %1259
  %1261 = trunc i64 %1260 to i32
  %1262 = select i1 %1244, i32 4096, i32 %1261
  %1263 = select i1 %1226, i32 0, i32 %1262
  %1264 = add i32 %1263, 31
  %1265 = sdiv i32 %1264, 32
  %1266 = sub i32 0, %1264
  %1267 = select i1 false, i32 %1266, i32 %1265
  br label %for.cond280

if.else278:                                       ; preds = %if.else136
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond431

if.end279:                                        ; preds = %for.end544, %for.end282
  br label %if.end137

for.cond280:                                      ; preds = %for.end414, %if.then277
  %r = phi i32 [ 0, %if.then277 ], [ %2016, %for.end414 ]
  %1268 = icmp slt i32 %r, 4
  br i1 %1268, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  br label %for.cond283

for.end282:                                       ; preds = %for.cond280
  br label %if.end279

for.cond283:                                      ; preds = %if.end293, %for.body281
  %i286 = phi i32 [ 0, %for.body281 ], [ %1330, %if.end293 ]
  %1269 = icmp slt i32 %i286, 1
  br i1 %1269, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1270 = sext i32 %N to i64
  %1271 = icmp slt i64 %1270, 0
  %1272 = sext i32 %N to i64
  %1273 = icmp sgt i64 %1272, 4096
  %1274 = sext i32 %N to i64
  %1275 = select i1 %1273, i64 4096, i64 %1274
  %1276 = select i1 %1271, i64 0, i64 %1275
  %1277 = icmp slt i64 %1276, 0
  %1278 = sext i32 %N to i64
  %1279 = icmp slt i64 %1278, 0
  %1280 = sext i32 %N to i64
  %1281 = icmp sgt i64 %1280, 4096
  %1282 = sext i32 %N to i64
  %1283 = select i1 %1281, i64 4096, i64 %1282
  %1284 = select i1 %1279, i64 0, i64 %1283
  %1285 = select i1 %1277, i64 0, i64 %1284
  %tl_hi9 = trunc i64 %1285 to i32
  br label %for.cond287

for.end285:                                       ; preds = %for.cond283
  br label %for.cond294

for.cond287:                                      ; preds = %for.body288, %for.body284
  %j290 = phi i32 [ 0, %for.body284 ], [ %1294, %for.body288 ]
  %1286 = icmp slt i32 %j290, 0
  br i1 %1286, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  %1287 = icmp slt i32 %j290, %N
  %1288 = select i1 %1287, float 0.000000e+00, float 0xFFF0000000000000
  %1289 = sext i32 %i286 to i64
  %1290 = mul nsw i64 %1289, 4096
  %1291 = sext i32 %j290 to i64
  %1292 = add nsw i64 %1290, %1291
  %1293 = getelementptr inbounds float, ptr %X_r, i64 %1292
  store float %1288, ptr %1293, align 4
  %1294 = add nsw i32 %j290, 1
  br label %for.cond287, !llvm.loop !58

for.end289:                                       ; preds = %for.cond287
  %1295 = mul i32 %bx, 4
  %1296 = add i32 %1295, %r
  %1297 = add i32 %1296, %i286
  %1298 = icmp sle i32 0, %1297
  %1299 = mul i32 %bx, 4
  %1300 = add i32 %1299, %r
  %1301 = add i32 %1300, %i286
  %1302 = icmp slt i32 %1301, %M
  %1303 = and i1 %1298, %1302
  br i1 %1303, label %if.then291, label %if.else292

if.then291:                                       ; preds = %for.end289
  %1304 = sub i32 %tl_hi9, 0
  %1305 = sext i32 %1304 to i64
  %1306 = sub i64 %1305, 0
  %1307 = call i64 @llvm.smax.i64(i64 %1306, i64 0)
  %1308 = mul nuw i64 %1307, 4
  %1309 = sext i32 %i286 to i64
  %1310 = mul nsw i64 %1309, 4096
  %1311 = add nsw i64 %1310, 0
  %1312 = getelementptr inbounds float, ptr %X_r, i64 %1311
  %1313 = mul i32 %bx, 4
  %1314 = add i32 %1313, %r
  %1315 = add i32 %1314, %i286
  %1316 = sext i32 %1315 to i64
  %1317 = sext i32 %N to i64
  %1318 = mul nsw i64 %1316, %1317
  %1319 = add nsw i64 %1318, 0
  %1320 = getelementptr inbounds float, ptr %X, i64 %1319
  call void @tilec_rt_copy(ptr %1312, ptr %1320, i64 %1308)
  br label %if.end293

if.else292:                                       ; preds = %for.end289
  %1321 = sub i32 %tl_hi9, 0
  %1322 = sext i32 %1321 to i64
  %1323 = sub i64 %1322, 0
  %1324 = call i64 @llvm.smax.i64(i64 %1323, i64 0)
  %1325 = mul nuw i64 %1324, 4
  %1326 = sext i32 %i286 to i64
  %1327 = mul nsw i64 %1326, 4096
  %1328 = add nsw i64 %1327, 0
  %1329 = getelementptr inbounds float, ptr %X_r, i64 %1328
  call void @llvm.memset.p0.i64(ptr align 4 %1329, i8 0, i64 %1325, i1 false)
  br label %if.end293

if.end293:                                        ; preds = %if.else292, %if.then291
  %1330 = add nsw i32 %i286, 1
  br label %for.cond283, !llvm.loop !59

for.cond294:                                      ; preds = %for.end351, %for.end285
  %i6 = phi i32 [ 0, %for.end285 ], [ %1592, %for.end351 ]
  %1331 = icmp slt i32 %i6, 1
  br i1 %1331, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  br label %for.cond297

for.end296:                                       ; preds = %for.cond294
  br label %for.cond355

for.cond297:                                      ; preds = %for.end302, %for.body295
  %tl_r14 = phi i32 [ 0, %for.body295 ], [ %1405, %for.end302 ]
  %1332 = icmp slt i32 %tl_r14, 1
  br i1 %1332, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1333 = sext i32 %N to i64
  %1334 = icmp slt i64 %1333, 0
  %1335 = sext i32 %N to i64
  %1336 = icmp sgt i64 %1335, 4096
  %1337 = sext i32 %N to i64
  %1338 = select i1 %1336, i64 4096, i64 %1337
  %1339 = select i1 %1334, i64 0, i64 %1338
  %1340 = icmp slt i64 %1339, 0
  %1341 = sext i32 %N to i64
  %1342 = icmp slt i64 %1341, 0
  %1343 = sext i32 %N to i64
  %1344 = icmp sgt i64 %1343, 4096
  %1345 = sext i32 %N to i64
  %1346 = select i1 %1344, i64 4096, i64 %1345
  %1347 = select i1 %1342, i64 0, i64 %1346
  %1348 = select i1 %1340, i64 0, i64 %1347
  %1349 = trunc i64 %1348 to i32
  %1350 = icmp slt i32 %1349, 0
  %1351 = sext i32 %N to i64
  %1352 = icmp slt i64 %1351, 0
  %1353 = sext i32 %N to i64
  %1354 = icmp sgt i64 %1353, 4096
  %1355 = sext i32 %N to i64
  %1356 = select i1 %1354, i64 4096, i64 %1355
  %1357 = select i1 %1352, i64 0, i64 %1356
  %1358 = icmp slt i64 %1357, 0
  %1359 = sext i32 %N to i64
  %1360 = icmp slt i64 %1359, 0
  %1361 = sext i32 %N to i64
  %1362 = icmp sgt i64 %1361, 4096
  %1363 = sext i32 %N to i64
  %1364 = select i1 %1362, i64 4096, i64 %1363
  %1365 = select i1 %1360, i64 0, i64 %1364
  %1366 = select i1 %1358, i64 0, i64 %1365
  %1367 = trunc i64 %1366 to i32
  %1368 = icmp sgt i32 %1367, 4096
  %1369 = sext i32 %N to i64
  %1370 = icmp slt i64 %1369, 0
  %1371 = sext i32 %N to i64
  %1372 = icmp sgt i64 %1371, 4096
  %1373 = sext i32 %N to i64
  %1374 = select i1 %1372, i64 4096, i64 %1373
  %1375 = select i1 %1370, i64 0, i64 %1374
  %1376 = icmp slt i64 %1375, 0
  %1377 = sext i32 %N to i64
  %1378 = icmp slt i64 %1377, 0
  %1379 = sext i32 %N to i64
  %1380 = icmp sgt i64 %1379, 4096
  %1381 = sext i32 %N to i64
  %1382 = select i1 %1380, i64 4096, i64 %1381
  %1383 = select i1 %1378, i64 0, i64 %1382
  %1384 = select i1 %1376, i64 0, i64 %1383
  %1385 = trunc i64 %1384 to i32
  %1386 = select i1 %1368, i32 4096, i32 %1385
  %tl_pad_from15 = select i1 %1350, i32 0, i32 %1386
  %1387 = mul i32 %1267, 32
  %1388 = icmp slt i32 %1387, 32
  %1389 = mul i32 %1267, 32
  %1390 = select i1 %1388, i32 32, i32 %1389
  %1391 = icmp slt i32 %1390, 4096
  %1392 = mul i32 %1267, 32
  %1393 = icmp slt i32 %1392, 32
  %1394 = mul i32 %1267, 32
  %1395 = select i1 %1393, i32 32, i32 %1394
  %1396 = select i1 %1391, i32 %1395, i32 4096
  %tl_pad_n17 = sub i32 %1396, %tl_pad_from15
  br label %for.cond300

for.end299:                                       ; preds = %for.cond297
  br label %for.cond303

for.cond300:                                      ; preds = %for.body301, %for.body298
  %tl_pad_k18 = phi i32 [ 0, %for.body298 ], [ %1404, %for.body301 ]
  %1397 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1397, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1398 = sext i32 %tl_r14 to i64
  %1399 = mul nsw i64 %1398, 4096
  %1400 = add i32 %tl_pad_from15, %tl_pad_k18
  %1401 = sext i32 %1400 to i64
  %1402 = add nsw i64 %1399, %1401
  %1403 = getelementptr inbounds float, ptr %X_r, i64 %1402
  store float 0xFFF0000000000000, ptr %1403, align 4
  %1404 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond300, !llvm.loop !61

for.end302:                                       ; preds = %for.cond300
  %1405 = add nsw i32 %tl_r14, 1
  br label %for.cond297, !llvm.loop !62

for.cond303:                                      ; preds = %for.body304, %for.end299
  %lane4 = phi i32 [ 0, %for.end299 ], [ %1430, %for.body304 ]
  %1406 = icmp slt i32 %lane4, 32
  br i1 %1406, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1407 = sext i32 %i6 to i64
  %1408 = mul nsw i64 %1407, 4096
  %1409 = sext i32 %lane4 to i64
  %1410 = add nsw i64 %1408, %1409
  %1411 = getelementptr inbounds float, ptr %X_r, i64 %1410
  %1412 = load float, ptr %1411, align 4
  %1413 = sext i32 %i6 to i64
  %1414 = mul nsw i64 %1413, 4096
  %1415 = sext i32 %lane4 to i64
  %1416 = add nsw i64 %1414, %1415
  %1417 = getelementptr inbounds float, ptr %X_r, i64 %1416
  %1418 = load float, ptr %1417, align 4
  %1419 = fcmp une float %1412, %1418
  %1420 = sext i32 %i6 to i64
  %1421 = mul nsw i64 %1420, 4096
  %1422 = sext i32 %lane4 to i64
  %1423 = add nsw i64 %1421, %1422
  %1424 = call i64 @llvm.umin.i64(i64 %1423, i64 4095)
  %1425 = getelementptr inbounds float, ptr %X_r, i64 %1424
  %1426 = load float, ptr %1425, align 4
  %1427 = select i1 %1419, float 0xFFF0000000000000, float %1426
  %1428 = sext i32 %lane4 to i64
  %1429 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1428
  store float %1427, ptr %1429, align 4
  %1430 = add nsw i32 %lane4, 1
  br label %for.cond303, !llvm.loop !63

for.end305:                                       ; preds = %for.cond303
  %1431 = sub i32 %1267, 1
  %1432 = icmp slt i32 %1431, 0
  %1433 = sub i32 %1267, 1
  %1434 = select i1 %1432, i32 0, i32 %1433
  %tl_steps20 = select i1 true, i32 %1434, i32 127
  %1435 = icmp eq i32 %tl_steps20, 127
  br i1 %1435, label %if.then306, label %if.else307

if.then306:                                       ; preds = %for.end305
  br label %for.cond309

if.else307:                                       ; preds = %for.end305
  br label %if.end308

if.end308:                                        ; preds = %if.else307, %for.end311
  br label %for.cond315

for.cond309:                                      ; preds = %for.end314, %if.then306
  %tl_r21 = phi i32 [ 0, %if.then306 ], [ %1499, %for.end314 ]
  %1436 = icmp slt i32 %tl_r21, 1
  br i1 %1436, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1437 = sext i32 %N to i64
  %1438 = icmp slt i64 %1437, 0
  %1439 = sext i32 %N to i64
  %1440 = icmp sgt i64 %1439, 4096
  %1441 = sext i32 %N to i64
  %1442 = select i1 %1440, i64 4096, i64 %1441
  %1443 = select i1 %1438, i64 0, i64 %1442
  %1444 = icmp slt i64 %1443, 0
  %1445 = sext i32 %N to i64
  %1446 = icmp slt i64 %1445, 0
  %1447 = sext i32 %N to i64
  %1448 = icmp sgt i64 %1447, 4096
  %1449 = sext i32 %N to i64
  %1450 = select i1 %1448, i64 4096, i64 %1449
  %1451 = select i1 %1446, i64 0, i64 %1450
  %1452 = select i1 %1444, i64 0, i64 %1451
  %1453 = trunc i64 %1452 to i32
  %1454 = icmp slt i32 %1453, 0
  %1455 = sext i32 %N to i64
  %1456 = icmp slt i64 %1455, 0
  %1457 = sext i32 %N to i64
  %1458 = icmp sgt i64 %1457, 4096
  %1459 = sext i32 %N to i64
  %1460 = select i1 %1458, i64 4096, i64 %1459
  %1461 = select i1 %1456, i64 0, i64 %1460
  %1462 = icmp slt i64 %1461, 0
  %1463 = sext i32 %N to i64
  %1464 = icmp slt i64 %1463, 0
  %1465 = sext i32 %N to i64
  %1466 = icmp sgt i64 %1465, 4096
  %1467 = sext i32 %N to i64
  %1468 = select i1 %1466, i64 4096, i64 %1467
  %1469 = select i1 %1464, i64 0, i64 %1468
  %1470 = select i1 %1462, i64 0, i64 %1469
  %1471 = trunc i64 %1470 to i32
  %1472 = icmp sgt i32 %1471, 4096
  %1473 = sext i32 %N to i64
  %1474 = icmp slt i64 %1473, 0
  %1475 = sext i32 %N to i64
  %1476 = icmp sgt i64 %1475, 4096
  %1477 = sext i32 %N to i64
  %1478 = select i1 %1476, i64 4096, i64 %1477
  %1479 = select i1 %1474, i64 0, i64 %1478
  %1480 = icmp slt i64 %1479, 0
  %1481 = sext i32 %N to i64
  %1482 = icmp slt i64 %1481, 0
  %1483 = sext i32 %N to i64
  %1484 = icmp sgt i64 %1483, 4096
  %1485 = sext i32 %N to i64
  %1486 = select i1 %1484, i64 4096, i64 %1485
  %1487 = select i1 %1482, i64 0, i64 %1486
  %1488 = select i1 %1480, i64 0, i64 %1487
  %1489 = trunc i64 %1488 to i32
  %1490 = select i1 %1472, i32 4096, i32 %1489
  %tl_pad_from22 = select i1 %1454, i32 0, i32 %1490
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond312

for.end311:                                       ; preds = %for.cond309
  br label %if.end308

for.cond312:                                      ; preds = %for.body313, %for.body310
  %tl_pad_k25 = phi i32 [ 0, %for.body310 ], [ %1498, %for.body313 ]
  %1491 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1491, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %1492 = sext i32 %tl_r21 to i64
  %1493 = mul nsw i64 %1492, 4096
  %1494 = add i32 %tl_pad_from22, %tl_pad_k25
  %1495 = sext i32 %1494 to i64
  %1496 = add nsw i64 %1493, %1495
  %1497 = getelementptr inbounds float, ptr %X_r, i64 %1496
  store float 0xFFF0000000000000, ptr %1497, align 4
  %1498 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond312, !llvm.loop !64

for.end314:                                       ; preds = %for.cond312
  %1499 = add nsw i32 %tl_r21, 1
  br label %for.cond309, !llvm.loop !65

for.cond315:                                      ; preds = %for.end320, %if.end308
  %red4 = phi i32 [ 0, %if.end308 ], [ %1518, %for.end320 ]
  %1500 = icmp slt i32 %red4, %tl_steps20
  br i1 %1500, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  br label %for.cond318

for.end317:                                       ; preds = %for.cond315
  %1501 = icmp slt i32 %tl_steps20, 127
  br i1 %1501, label %if.then322, label %if.else323

for.cond318:                                      ; preds = %for.body319, %for.body316
  %lane4321 = phi i32 [ 0, %for.body316 ], [ %1517, %for.body319 ]
  %1502 = icmp slt i32 %lane4321, 32
  br i1 %1502, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1503 = sext i32 %lane4321 to i64
  %1504 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1503
  %lane_acc2 = load float, ptr %1504, align 4
  %1505 = sext i32 %i6 to i64
  %1506 = mul nsw i64 %1505, 4096
  %1507 = add i32 %red4, 1
  %1508 = mul i32 %1507, 32
  %1509 = add i32 %1508, %lane4321
  %1510 = sext i32 %1509 to i64
  %1511 = add nsw i64 %1506, %1510
  %1512 = getelementptr inbounds float, ptr %X_r, i64 %1511
  %lane_next2 = load float, ptr %1512, align 4
  %1513 = fcmp ogt float %lane_next2, %lane_acc2
  %1514 = select i1 %1513, float %lane_next2, float %lane_acc2
  %1515 = sext i32 %lane4321 to i64
  %1516 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1515
  store float %1514, ptr %1516, align 4
  %1517 = add nsw i32 %lane4321, 1
  br label %for.cond318, !llvm.loop !66

for.end320:                                       ; preds = %for.cond318
  %1518 = add nsw i32 %red4, 1
  br label %for.cond315, !llvm.loop !67

if.then322:                                       ; preds = %for.end317
  %1519 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1520 = load float, ptr %1519, align 4
  %1521 = fcmp ogt float 0xFFF0000000000000, %1520
  %1522 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1523 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1522
  %1524 = load float, ptr %1523, align 4
  %1525 = select i1 %1521, float 0xFFF0000000000000, float %1524
  %1526 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1525, ptr %1526, align 4
  br label %if.end324

if.else323:                                       ; preds = %for.end317
  br label %if.end324

if.end324:                                        ; preds = %if.else323, %if.then322
  br label %for.cond325

for.cond325:                                      ; preds = %for.body326, %if.end324
  %lane4328 = phi i32 [ 0, %if.end324 ], [ %1537, %for.body326 ]
  %1527 = icmp slt i32 %lane4328, 16
  br i1 %1527, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %1528 = sext i32 %lane4328 to i64
  %1529 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1528
  %lane_acc2329 = load float, ptr %1529, align 4
  %1530 = add i32 %lane4328, 16
  %1531 = sext i32 %1530 to i64
  %1532 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1531
  %lane_next2330 = load float, ptr %1532, align 4
  %1533 = fcmp ogt float %lane_next2330, %lane_acc2329
  %1534 = select i1 %1533, float %lane_next2330, float %lane_acc2329
  %1535 = sext i32 %lane4328 to i64
  %1536 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1535
  store float %1534, ptr %1536, align 4
  %1537 = add nsw i32 %lane4328, 1
  br label %for.cond325, !llvm.loop !68

for.end327:                                       ; preds = %for.cond325
  br label %for.cond331

for.cond331:                                      ; preds = %for.body332, %for.end327
  %lane4334 = phi i32 [ 0, %for.end327 ], [ %1548, %for.body332 ]
  %1538 = icmp slt i32 %lane4334, 8
  br i1 %1538, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1539 = sext i32 %lane4334 to i64
  %1540 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1539
  %lane_acc2335 = load float, ptr %1540, align 4
  %1541 = add i32 %lane4334, 8
  %1542 = sext i32 %1541 to i64
  %1543 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1542
  %lane_next2336 = load float, ptr %1543, align 4
  %1544 = fcmp ogt float %lane_next2336, %lane_acc2335
  %1545 = select i1 %1544, float %lane_next2336, float %lane_acc2335
  %1546 = sext i32 %lane4334 to i64
  %1547 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1546
  store float %1545, ptr %1547, align 4
  %1548 = add nsw i32 %lane4334, 1
  br label %for.cond331, !llvm.loop !69

for.end333:                                       ; preds = %for.cond331
  br label %for.cond337

for.cond337:                                      ; preds = %for.body338, %for.end333
  %lane4340 = phi i32 [ 0, %for.end333 ], [ %1559, %for.body338 ]
  %1549 = icmp slt i32 %lane4340, 4
  br i1 %1549, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %1550 = sext i32 %lane4340 to i64
  %1551 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1550
  %lane_acc2341 = load float, ptr %1551, align 4
  %1552 = add i32 %lane4340, 4
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1553
  %lane_next2342 = load float, ptr %1554, align 4
  %1555 = fcmp ogt float %lane_next2342, %lane_acc2341
  %1556 = select i1 %1555, float %lane_next2342, float %lane_acc2341
  %1557 = sext i32 %lane4340 to i64
  %1558 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1557
  store float %1556, ptr %1558, align 4
  %1559 = add nsw i32 %lane4340, 1
  br label %for.cond337, !llvm.loop !70

for.end339:                                       ; preds = %for.cond337
  br label %for.cond343

for.cond343:                                      ; preds = %for.body344, %for.end339
  %lane4346 = phi i32 [ 0, %for.end339 ], [ %1570, %for.body344 ]
  %1560 = icmp slt i32 %lane4346, 2
  br i1 %1560, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1561 = sext i32 %lane4346 to i64
  %1562 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1561
  %lane_acc2347 = load float, ptr %1562, align 4
  %1563 = add i32 %lane4346, 2
  %1564 = sext i32 %1563 to i64
  %1565 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1564
  %lane_next2348 = load float, ptr %1565, align 4
  %1566 = fcmp ogt float %lane_next2348, %lane_acc2347
  %1567 = select i1 %1566, float %lane_next2348, float %lane_acc2347
  %1568 = sext i32 %lane4346 to i64
  %1569 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1568
  store float %1567, ptr %1569, align 4
  %1570 = add nsw i32 %lane4346, 1
  br label %for.cond343, !llvm.loop !71

for.end345:                                       ; preds = %for.cond343
  br label %for.cond349

for.cond349:                                      ; preds = %for.body350, %for.end345
  %lane4352 = phi i32 [ 0, %for.end345 ], [ %1581, %for.body350 ]
  %1571 = icmp slt i32 %lane4352, 1
  br i1 %1571, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1572 = sext i32 %lane4352 to i64
  %1573 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1572
  %lane_acc2353 = load float, ptr %1573, align 4
  %1574 = add i32 %lane4352, 1
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1575
  %lane_next2354 = load float, ptr %1576, align 4
  %1577 = fcmp ogt float %lane_next2354, %lane_acc2353
  %1578 = select i1 %1577, float %lane_next2354, float %lane_acc2353
  %1579 = sext i32 %lane4352 to i64
  %1580 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1579
  store float %1578, ptr %1580, align 4
  %1581 = add nsw i32 %lane4352, 1
  br label %for.cond349, !llvm.loop !72

for.end351:                                       ; preds = %for.cond349
  %1582 = sext i32 %i6 to i64
  %1583 = getelementptr inbounds float, ptr %m_r, i64 %1582
  store float 0xFFF0000000000000, ptr %1583, align 4
  %1584 = sext i32 %i6 to i64
  %1585 = getelementptr inbounds float, ptr %m_r, i64 %1584
  %1586 = load float, ptr %1585, align 4
  %1587 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1588 = load float, ptr %1587, align 4
  %1589 = call float @llvm.maxnum.f32(float %1586, float %1588)
  %1590 = sext i32 %i6 to i64
  %1591 = getelementptr inbounds float, ptr %m_r, i64 %1590
  store float %1589, ptr %1591, align 4
  %1592 = add nsw i32 %i6, 1
  br label %for.cond294, !llvm.loop !73

for.cond355:                                      ; preds = %for.end361, %for.end296
  %i358 = phi i32 [ 0, %for.end296 ], [ %1717, %for.end361 ]
  %1593 = icmp slt i32 %i358, 1
  br i1 %1593, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1594 = sext i32 %N to i64
  %1595 = icmp slt i64 %1594, 0
  %1596 = sext i32 %N to i64
  %1597 = icmp sgt i64 %1596, 4096
  %1598 = sext i32 %N to i64
  %1599 = select i1 %1597, i64 4096, i64 %1598
  %1600 = select i1 %1595, i64 0, i64 %1599
  %1601 = icmp slt i64 %1600, 0
  %1602 = sext i32 %N to i64
  %1603 = icmp slt i64 %1602, 0
  %1604 = sext i32 %N to i64
  %1605 = icmp sgt i64 %1604, 4096
  %1606 = sext i32 %N to i64
  %1607 = select i1 %1605, i64 4096, i64 %1606
  %1608 = select i1 %1603, i64 0, i64 %1607
  %1609 = select i1 %1601, i64 0, i64 %1608
  %1610 = trunc i64 %1609 to i32
  %1611 = icmp slt i32 %1610, 0
  %1612 = sext i32 %N to i64
  %1613 = icmp slt i64 %1612, 0
  %1614 = sext i32 %N to i64
  %1615 = icmp sgt i64 %1614, 4096
  %1616 = sext i32 %N to i64
  %1617 = select i1 %1615, i64 4096, i64 %1616
  %1618 = select i1 %1613, i64 0, i64 %1617
  %1619 = icmp slt i64 %1618, 0
  %1620 = sext i32 %N to i64
  %1621 = icmp slt i64 %1620, 0
  %1622 = sext i32 %N to i64
  %1623 = icmp sgt i64 %1622, 4096
  %1624 = sext i32 %N to i64
  %1625 = select i1 %1623, i64 4096, i64 %1624
  %1626 = select i1 %1621, i64 0, i64 %1625
  %1627 = select i1 %1619, i64 0, i64 %1626
  %1628 = trunc i64 %1627 to i32
  %1629 = icmp sgt i32 %1628, 4096
  %1630 = sext i32 %N to i64
  %1631 = icmp slt i64 %1630, 0
  %1632 = sext i32 %N to i64
  %1633 = icmp sgt i64 %1632, 4096
  %1634 = sext i32 %N to i64
  %1635 = select i1 %1633, i64 4096, i64 %1634
  %1636 = select i1 %1631, i64 0, i64 %1635
  %1637 = icmp slt i64 %1636, 0
  %1638 = sext i32 %N to i64
  %1639 = icmp slt i64 %1638, 0
  %1640 = sext i32 %N to i64
  %1641 = icmp sgt i64 %1640, 4096
  %1642 = sext i32 %N to i64
  %1643 = select i1 %1641, i64 4096, i64 %1642
  %1644 = select i1 %1639, i64 0, i64 %1643
  %1645 = select i1 %1637, i64 0, i64 %1644
  %1646 = trunc i64 %1645 to i32
  %1647 = select i1 %1629, i32 4096, i32 %1646
  %tl_cols26 = select i1 %1611, i32 0, i32 %1647
  %1648 = add i32 %tl_cols26, 63
  %1649 = sdiv i32 %1648, 64
  %1650 = sub i32 0, %1648
  %1651 = select i1 false, i32 %1650, i32 %1649
  br label %for.cond359

for.end357:                                       ; preds = %for.cond355
  %1652 = getelementptr inbounds float, ptr %m_r, i64 0
  %1653 = load float, ptr %1652, align 4
  %1654 = fsub float 0xFFF0000000000000, %1653
  %tl_pad_v30 = call float @tilec_expf_nonpos(float %1654)
  %1655 = getelementptr inbounds float, ptr %m_r, i64 0
  %1656 = load float, ptr %1655, align 4
  %1657 = fsub float 0xFFF0000000000000, %1656
  %tl_pad33 = call float @tilec_expf_nonpos(float %1657)
  br label %for.cond365

for.cond359:                                      ; preds = %for.end364, %for.body356
  %pfq = phi i32 [ 0, %for.body356 ], [ %1736, %for.end364 ]
  %1658 = icmp slt i32 %pfq, %1651
  br i1 %1658, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1659 = mul i32 %bx, 4
  %1660 = add i32 %r, 1
  %1661 = add i32 %1659, %1660
  %1662 = add i32 %1661, 0
  %1663 = sext i32 %1662 to i64
  %1664 = sext i32 %N to i64
  %1665 = mul i64 %1663, %1664
  %1666 = mul i32 %pfq, 64
  %1667 = add i32 %1666, 0
  %1668 = add i32 0, %1667
  %1669 = sext i32 %1668 to i64
  %1670 = add i64 %1665, %1669
  %1671 = getelementptr float, ptr %X, i64 %1670
  call void @llvm.prefetch.p0(ptr %1671, i32 0, i32 3, i32 1)
  %1672 = mul i32 %bx, 4
  %1673 = add i32 %r, 1
  %1674 = add i32 %1672, %1673
  %1675 = add i32 %1674, 0
  %1676 = sext i32 %1675 to i64
  %1677 = sext i32 %N to i64
  %1678 = mul i64 %1676, %1677
  %1679 = mul i32 %pfq, 64
  %1680 = add i32 %1679, 16
  %1681 = add i32 0, %1680
  %1682 = sext i32 %1681 to i64
  %1683 = add i64 %1678, %1682
  %1684 = getelementptr float, ptr %X, i64 %1683
  call void @llvm.prefetch.p0(ptr %1684, i32 0, i32 3, i32 1)
  %1685 = mul i32 %bx, 4
  %1686 = add i32 %r, 1
  %1687 = add i32 %1685, %1686
  %1688 = add i32 %1687, 0
  %1689 = sext i32 %1688 to i64
  %1690 = sext i32 %N to i64
  %1691 = mul i64 %1689, %1690
  %1692 = mul i32 %pfq, 64
  %1693 = add i32 %1692, 32
  %1694 = add i32 0, %1693
  %1695 = sext i32 %1694 to i64
  %1696 = add i64 %1691, %1695
  %1697 = getelementptr float, ptr %X, i64 %1696
  call void @llvm.prefetch.p0(ptr %1697, i32 0, i32 3, i32 1)
  %1698 = mul i32 %bx, 4
  %1699 = add i32 %r, 1
  %1700 = add i32 %1698, %1699
  %1701 = add i32 %1700, 0
  %1702 = sext i32 %1701 to i64
  %1703 = sext i32 %N to i64
  %1704 = mul i64 %1702, %1703
  %1705 = mul i32 %pfq, 64
  %1706 = add i32 %1705, 48
  %1707 = add i32 0, %1706
  %1708 = sext i32 %1707 to i64
  %1709 = add i64 %1704, %1708
  %1710 = getelementptr float, ptr %X, i64 %1709
  call void @llvm.prefetch.p0(ptr %1710, i32 0, i32 3, i32 1)
  %1711 = mul i32 %pfq, 64
  %1712 = sub i32 %tl_cols26, %1711
  %1713 = icmp slt i32 %1712, 64
  %1714 = mul i32 %pfq, 64
  %1715 = sub i32 %tl_cols26, %1714
  %1716 = select i1 %1713, i32 %1715, i32 64
  br label %for.cond362

for.end361:                                       ; preds = %for.cond359
  %1717 = add nsw i32 %i358, 1
  br label %for.cond355, !llvm.loop !74

for.cond362:                                      ; preds = %for.body363, %for.body360
  %j7 = phi i32 [ 0, %for.body360 ], [ %1735, %for.body363 ]
  %1718 = icmp slt i32 %j7, %1716
  br i1 %1718, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1719 = mul i32 %pfq, 64
  %col = add i32 %1719, %j7
  %1720 = sext i32 %i358 to i64
  %1721 = mul nsw i64 %1720, 4096
  %1722 = sext i32 %col to i64
  %1723 = add nsw i64 %1721, %1722
  %1724 = getelementptr inbounds float, ptr %X_r, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = getelementptr inbounds float, ptr %m_r, i64 0
  %1727 = load float, ptr %1726, align 4
  %1728 = fsub float %1725, %1727
  %1729 = call float @tilec_expf_nonpos(float %1728)
  %1730 = sext i32 %i358 to i64
  %1731 = mul nsw i64 %1730, 4096
  %1732 = sext i32 %col to i64
  %1733 = add nsw i64 %1731, %1732
  %1734 = getelementptr inbounds float, ptr %X_r, i64 %1733
  store float %1729, ptr %1734, align 4
  %1735 = add nsw i32 %j7, 1
  br label %for.cond362, !llvm.loop !75

for.end364:                                       ; preds = %for.cond362
  %1736 = add nsw i32 %pfq, 1
  br label %for.cond359, !llvm.loop !76

for.cond365:                                      ; preds = %for.end410, %for.end357
  %i7 = phi i32 [ 0, %for.end357 ], [ %1989, %for.end410 ]
  %1737 = icmp slt i32 %i7, 1
  br i1 %1737, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  br label %for.cond368

for.end367:                                       ; preds = %for.cond365
  br label %for.cond412

for.cond368:                                      ; preds = %for.end373, %for.body366
  %tl_r28 = phi i32 [ 0, %for.body366 ], [ %1827, %for.end373 ]
  %1738 = icmp slt i32 %tl_r28, 1
  br i1 %1738, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1739 = sext i32 %N to i64
  %1740 = icmp slt i64 %1739, 0
  %1741 = sext i32 %N to i64
  %1742 = icmp sgt i64 %1741, 4096
  %1743 = sext i32 %N to i64
  %1744 = select i1 %1742, i64 4096, i64 %1743
  %1745 = select i1 %1740, i64 0, i64 %1744
  %1746 = icmp slt i64 %1745, 0
  %1747 = sext i32 %N to i64
  %1748 = icmp slt i64 %1747, 0
  %1749 = sext i32 %N to i64
  %1750 = icmp sgt i64 %1749, 4096
  %1751 = sext i32 %N to i64
  %1752 = select i1 %1750, i64 4096, i64 %1751
  %1753 = select i1 %1748, i64 0, i64 %1752
  %1754 = select i1 %1746, i64 0, i64 %1753
  %1755 = trunc i64 %1754 to i32
  %1756 = icmp slt i32 %1755, 0
  %1757 = sext i32 %N to i64
  %1758 = icmp slt i64 %1757, 0
  %1759 = sext i32 %N to i64
  %1760 = icmp sgt i64 %1759, 4096
  %1761 = sext i32 %N to i64
  %1762 = select i1 %1760, i64 4096, i64 %1761
  %1763 = select i1 %1758, i64 0, i64 %1762
  %1764 = icmp slt i64 %1763, 0
  %1765 = sext i32 %N to i64
  %1766 = icmp slt i64 %1765, 0
  %1767 = sext i32 %N to i64
  %1768 = icmp sgt i64 %1767, 4096
  %1769 = sext i32 %N to i64
  %1770 = select i1 %1768, i64 4096, i64 %1769
  %1771 = select i1 %1766, i64 0, i64 %1770
  %1772 = select i1 %1764, i64 0, i64 %1771
  %1773 = trunc i64 %1772 to i32
  %1774 = icmp sgt i32 %1773, 4096
  %1775 = sext i32 %N to i64
  %1776 = icmp slt i64 %1775, 0
  %1777 = sext i32 %N to i64
  %1778 = icmp sgt i64 %1777, 4096
  %1779 = sext i32 %N to i64
  %1780 = select i1 %1778, i64 4096, i64 %1779
  %1781 = select i1 %1776, i64 0, i64 %1780
  %1782 = icmp slt i64 %1781, 0
  %1783 = sext i32 %N to i64
  %1784 = icmp slt i64 %1783, 0
  %1785 = sext i32 %N to i64
  %1786 = icmp sgt i64 %1785, 4096
  %1787 = sext i32 %N to i64
  %1788 = select i1 %1786, i64 4096, i64 %1787
  %1789 = select i1 %1784, i64 0, i64 %1788
  %1790 = select i1 %1782, i64 0, i64 %1789
  %1791 = trunc i64 %1790 to i32
  %1792 = select i1 %1774, i32 4096, i32 %1791
  %tl_pad_from29 = select i1 %1756, i32 0, i32 %1792
  %1793 = mul i32 %1267, 32
  %1794 = icmp slt i32 %1793, 32
  %1795 = mul i32 %1267, 32
  %1796 = select i1 %1794, i32 32, i32 %1795
  %1797 = icmp slt i32 %1796, 4096
  %1798 = mul i32 %1267, 32
  %1799 = icmp slt i32 %1798, 32
  %1800 = mul i32 %1267, 32
  %1801 = select i1 %1799, i32 32, i32 %1800
  %1802 = select i1 %1797, i32 %1801, i32 4096
  %tl_pad_n31 = sub i32 %1802, %tl_pad_from29
  br label %for.cond371

for.end370:                                       ; preds = %for.cond368
  %1803 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %1804 = mul nuw i64 %1803, 4
  %1805 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1806 = sext i32 %i7 to i64
  %1807 = mul nsw i64 %1806, 4096
  %1808 = add nsw i64 %1807, 0
  %1809 = getelementptr inbounds float, ptr %X_r, i64 %1808
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1805, ptr align 4 %1809, i64 %1804, i1 false)
  %1810 = fadd float %tl_pad33, %tl_pad33
  %1811 = fcmp oeq float %1810, %tl_pad33
  %1812 = fcmp une float %tl_pad33, %tl_pad33
  %1813 = or i1 %1811, %1812
  %1814 = sub i32 %1267, 1
  %1815 = icmp slt i32 %1814, 0
  %1816 = sub i32 %1267, 1
  %1817 = select i1 %1815, i32 0, i32 %1816
  %tl_steps34 = select i1 %1813, i32 %1817, i32 127
  %1818 = icmp eq i32 %tl_steps34, 127
  br i1 %1818, label %if.then374, label %if.else375

for.cond371:                                      ; preds = %for.body372, %for.body369
  %tl_pad_k32 = phi i32 [ 0, %for.body369 ], [ %1826, %for.body372 ]
  %1819 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1819, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1820 = sext i32 %tl_r28 to i64
  %1821 = mul nsw i64 %1820, 4096
  %1822 = add i32 %tl_pad_from29, %tl_pad_k32
  %1823 = sext i32 %1822 to i64
  %1824 = add nsw i64 %1821, %1823
  %1825 = getelementptr inbounds float, ptr %X_r, i64 %1824
  store float %tl_pad_v30, ptr %1825, align 4
  %1826 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond371, !llvm.loop !77

for.end373:                                       ; preds = %for.cond371
  %1827 = add nsw i32 %tl_r28, 1
  br label %for.cond368, !llvm.loop !78

if.then374:                                       ; preds = %for.end370
  %1828 = getelementptr inbounds float, ptr %m_r, i64 0
  %1829 = load float, ptr %1828, align 4
  %1830 = fsub float 0xFFF0000000000000, %1829
  %tl_pad_v37 = call float @tilec_expf_nonpos(float %1830)
  br label %for.cond377

if.else375:                                       ; preds = %for.end370
  br label %if.end376

if.end376:                                        ; preds = %if.else375, %for.end379
  br label %for.cond383

for.cond377:                                      ; preds = %for.end382, %if.then374
  %tl_r35 = phi i32 [ 0, %if.then374 ], [ %1894, %for.end382 ]
  %1831 = icmp slt i32 %tl_r35, 1
  br i1 %1831, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1832 = sext i32 %N to i64
  %1833 = icmp slt i64 %1832, 0
  %1834 = sext i32 %N to i64
  %1835 = icmp sgt i64 %1834, 4096
  %1836 = sext i32 %N to i64
  %1837 = select i1 %1835, i64 4096, i64 %1836
  %1838 = select i1 %1833, i64 0, i64 %1837
  %1839 = icmp slt i64 %1838, 0
  %1840 = sext i32 %N to i64
  %1841 = icmp slt i64 %1840, 0
  %1842 = sext i32 %N to i64
  %1843 = icmp sgt i64 %1842, 4096
  %1844 = sext i32 %N to i64
  %1845 = select i1 %1843, i64 4096, i64 %1844
  %1846 = select i1 %1841, i64 0, i64 %1845
  %1847 = select i1 %1839, i64 0, i64 %1846
  %1848 = trunc i64 %1847 to i32
  %1849 = icmp slt i32 %1848, 0
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
  %1867 = icmp sgt i32 %1866, 4096
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
  %1885 = select i1 %1867, i32 4096, i32 %1884
  %tl_pad_from36 = select i1 %1849, i32 0, i32 %1885
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond380

for.end379:                                       ; preds = %for.cond377
  br label %if.end376

for.cond380:                                      ; preds = %for.body381, %for.body378
  %tl_pad_k39 = phi i32 [ 0, %for.body378 ], [ %1893, %for.body381 ]
  %1886 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1886, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1887 = sext i32 %tl_r35 to i64
  %1888 = mul nsw i64 %1887, 4096
  %1889 = add i32 %tl_pad_from36, %tl_pad_k39
  %1890 = sext i32 %1889 to i64
  %1891 = add nsw i64 %1888, %1890
  %1892 = getelementptr inbounds float, ptr %X_r, i64 %1891
  store float %tl_pad_v37, ptr %1892, align 4
  %1893 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond380, !llvm.loop !79

for.end382:                                       ; preds = %for.cond380
  %1894 = add nsw i32 %tl_r35, 1
  br label %for.cond377, !llvm.loop !80

for.cond383:                                      ; preds = %for.end388, %if.end376
  %red5 = phi i32 [ 0, %if.end376 ], [ %1914, %for.end388 ]
  %1895 = icmp slt i32 %red5, %tl_steps34
  br i1 %1895, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  br label %for.cond386

for.end385:                                       ; preds = %for.cond383
  %1896 = icmp slt i32 %tl_steps34, 127
  br i1 %1896, label %if.then389, label %if.else390

for.cond386:                                      ; preds = %for.body387, %for.body384
  %lane5 = phi i32 [ 0, %for.body384 ], [ %1913, %for.body387 ]
  %1897 = icmp slt i32 %lane5, 32
  br i1 %1897, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1898 = sext i32 %lane5 to i64
  %1899 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1898
  %1900 = load float, ptr %1899, align 4
  %1901 = sext i32 %i7 to i64
  %1902 = mul nsw i64 %1901, 4096
  %1903 = add i32 %red5, 1
  %1904 = mul i32 %1903, 32
  %1905 = add i32 %1904, %lane5
  %1906 = sext i32 %1905 to i64
  %1907 = add nsw i64 %1902, %1906
  %1908 = getelementptr inbounds float, ptr %X_r, i64 %1907
  %1909 = load float, ptr %1908, align 4
  %1910 = fadd float %1900, %1909
  %1911 = sext i32 %lane5 to i64
  %1912 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1911
  store float %1910, ptr %1912, align 4
  %1913 = add nsw i32 %lane5, 1
  br label %for.cond386, !llvm.loop !81

for.end388:                                       ; preds = %for.cond386
  %1914 = add nsw i32 %red5, 1
  br label %for.cond383, !llvm.loop !82

if.then389:                                       ; preds = %for.end385
  %1915 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1916 = load float, ptr %1915, align 4
  %1917 = fadd float %1916, %tl_pad33
  %1918 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1917, ptr %1918, align 4
  br label %if.end391

if.else390:                                       ; preds = %for.end385
  br label %if.end391

if.end391:                                        ; preds = %if.else390, %if.then389
  br label %for.cond392

for.cond392:                                      ; preds = %for.body393, %if.end391
  %lane5395 = phi i32 [ 0, %if.end391 ], [ %1930, %for.body393 ]
  %1919 = icmp slt i32 %lane5395, 16
  br i1 %1919, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1920 = sext i32 %lane5395 to i64
  %1921 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1920
  %1922 = load float, ptr %1921, align 4
  %1923 = add i32 %lane5395, 16
  %1924 = sext i32 %1923 to i64
  %1925 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1924
  %1926 = load float, ptr %1925, align 4
  %1927 = fadd float %1922, %1926
  %1928 = sext i32 %lane5395 to i64
  %1929 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1928
  store float %1927, ptr %1929, align 4
  %1930 = add nsw i32 %lane5395, 1
  br label %for.cond392, !llvm.loop !83

for.end394:                                       ; preds = %for.cond392
  br label %for.cond396

for.cond396:                                      ; preds = %for.body397, %for.end394
  %lane5399 = phi i32 [ 0, %for.end394 ], [ %1942, %for.body397 ]
  %1931 = icmp slt i32 %lane5399, 8
  br i1 %1931, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1932 = sext i32 %lane5399 to i64
  %1933 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1932
  %1934 = load float, ptr %1933, align 4
  %1935 = add i32 %lane5399, 8
  %1936 = sext i32 %1935 to i64
  %1937 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1936
  %1938 = load float, ptr %1937, align 4
  %1939 = fadd float %1934, %1938
  %1940 = sext i32 %lane5399 to i64
  %1941 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1940
  store float %1939, ptr %1941, align 4
  %1942 = add nsw i32 %lane5399, 1
  br label %for.cond396, !llvm.loop !84

for.end398:                                       ; preds = %for.cond396
  br label %for.cond400

for.cond400:                                      ; preds = %for.body401, %for.end398
  %lane5403 = phi i32 [ 0, %for.end398 ], [ %1954, %for.body401 ]
  %1943 = icmp slt i32 %lane5403, 4
  br i1 %1943, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1944 = sext i32 %lane5403 to i64
  %1945 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1944
  %1946 = load float, ptr %1945, align 4
  %1947 = add i32 %lane5403, 4
  %1948 = sext i32 %1947 to i64
  %1949 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1948
  %1950 = load float, ptr %1949, align 4
  %1951 = fadd float %1946, %1950
  %1952 = sext i32 %lane5403 to i64
  %1953 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1952
  store float %1951, ptr %1953, align 4
  %1954 = add nsw i32 %lane5403, 1
  br label %for.cond400, !llvm.loop !85

for.end402:                                       ; preds = %for.cond400
  br label %for.cond404

for.cond404:                                      ; preds = %for.body405, %for.end402
  %lane5407 = phi i32 [ 0, %for.end402 ], [ %1966, %for.body405 ]
  %1955 = icmp slt i32 %lane5407, 2
  br i1 %1955, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  %1956 = sext i32 %lane5407 to i64
  %1957 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1956
  %1958 = load float, ptr %1957, align 4
  %1959 = add i32 %lane5407, 2
  %1960 = sext i32 %1959 to i64
  %1961 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1960
  %1962 = load float, ptr %1961, align 4
  %1963 = fadd float %1958, %1962
  %1964 = sext i32 %lane5407 to i64
  %1965 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1964
  store float %1963, ptr %1965, align 4
  %1966 = add nsw i32 %lane5407, 1
  br label %for.cond404, !llvm.loop !86

for.end406:                                       ; preds = %for.cond404
  br label %for.cond408

for.cond408:                                      ; preds = %for.body409, %for.end406
  %lane5411 = phi i32 [ 0, %for.end406 ], [ %1978, %for.body409 ]
  %1967 = icmp slt i32 %lane5411, 1
  br i1 %1967, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1968 = sext i32 %lane5411 to i64
  %1969 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1968
  %1970 = load float, ptr %1969, align 4
  %1971 = add i32 %lane5411, 1
  %1972 = sext i32 %1971 to i64
  %1973 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1972
  %1974 = load float, ptr %1973, align 4
  %1975 = fadd float %1970, %1974
  %1976 = sext i32 %lane5411 to i64
  %1977 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1976
  store float %1975, ptr %1977, align 4
  %1978 = add nsw i32 %lane5411, 1
  br label %for.cond408, !llvm.loop !87

for.end410:                                       ; preds = %for.cond408
  %1979 = sext i32 %i7 to i64
  %1980 = getelementptr inbounds float, ptr %l_r, i64 %1979
  store float 0.000000e+00, ptr %1980, align 4
  %1981 = sext i32 %i7 to i64
  %1982 = getelementptr inbounds float, ptr %l_r, i64 %1981
  %1983 = load float, ptr %1982, align 4
  %1984 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1985 = load float, ptr %1984, align 4
  %1986 = fadd float %1983, %1985
  %1987 = sext i32 %i7 to i64
  %1988 = getelementptr inbounds float, ptr %l_r, i64 %1987
  store float %1986, ptr %1988, align 4
  %1989 = add nsw i32 %i7, 1
  br label %for.cond365, !llvm.loop !88

for.cond412:                                      ; preds = %if.end418, %for.end367
  %i415 = phi i32 [ 0, %for.end367 ], [ %2021, %if.end418 ]
  %1990 = icmp slt i32 %i415, 1
  br i1 %1990, label %for.body413, label %for.end414

for.body413:                                      ; preds = %for.cond412
  %1991 = sext i32 %N to i64
  %1992 = icmp slt i64 %1991, 0
  %1993 = sext i32 %N to i64
  %1994 = icmp sgt i64 %1993, 4096
  %1995 = sext i32 %N to i64
  %1996 = select i1 %1994, i64 4096, i64 %1995
  %1997 = select i1 %1992, i64 0, i64 %1996
  %1998 = icmp slt i64 %1997, 0
  %1999 = sext i32 %N to i64
  %2000 = icmp slt i64 %1999, 0
  %2001 = sext i32 %N to i64
  %2002 = icmp sgt i64 %2001, 4096
  %2003 = sext i32 %N to i64
  %2004 = select i1 %2002, i64 4096, i64 %2003
  %2005 = select i1 %2000, i64 0, i64 %2004
  %2006 = select i1 %1998, i64 0, i64 %2005
  %tl_hi11 = trunc i64 %2006 to i32
  %2007 = mul i32 %bx, 4
  %2008 = add i32 %2007, %r
  %2009 = add i32 %2008, %i415
  %2010 = icmp sle i32 0, %2009
  %2011 = mul i32 %bx, 4
  %2012 = add i32 %2011, %r
  %2013 = add i32 %2012, %i415
  %2014 = icmp slt i32 %2013, %M
  %2015 = and i1 %2010, %2014
  br i1 %2015, label %if.then416, label %if.else417

for.end414:                                       ; preds = %for.cond412
  %2016 = add nsw i32 %r, 1
  br label %for.cond280, !llvm.loop !89

if.then416:                                       ; preds = %for.body413
  %2017 = sext i32 %M to i64
  %2018 = sext i32 %N to i64
  %2019 = mul i64 %2017, %2018
  %2020 = icmp sge i64 %2019, 8388608
  br i1 %2020, label %if.then419, label %if.else420

if.else417:                                       ; preds = %for.body413
  br label %if.end418

if.end418:                                        ; preds = %if.else417, %if.end421
  %2021 = add nsw i32 %i415, 1
  br label %for.cond412, !llvm.loop !90

if.then419:                                       ; preds = %if.then416
  %tl_sn15 = sub i32 %tl_hi11, 0
  %2022 = sext i32 %tl_sn15 to i64
  %2023 = sdiv i64 %2022, 1024
  %2024 = sub i64 0, %2022
  %2025 = select i1 false, i64 %2024, i64 %2023
  %2026 = srem i64 %2022, 1024
  %2027 = icmp ne i64 %2026, 0
  %2028 = icmp slt i64 %2022, 0
  %2029 = icmp eq i1 %2028, false
  %2030 = and i1 %2027, %2029
  %2031 = zext i1 %2030 to i64
  %2032 = add i64 %2025, %2031
  %2033 = trunc i64 %2032 to i32
  br label %for.cond422

if.else420:                                       ; preds = %if.then416
  %2034 = sub i32 %tl_hi11, 0
  br label %for.cond428

if.end421:                                        ; preds = %for.end430, %for.end424
  br label %if.end418

for.cond422:                                      ; preds = %for.end427, %if.then419
  %tl_c16 = phi i32 [ 0, %if.then419 ], [ %2069, %for.end427 ]
  %2035 = icmp slt i32 %tl_c16, %2033
  br i1 %2035, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %tl_sb17 = mul i32 %tl_c16, 1024
  %2036 = sub i32 %tl_sn15, %tl_sb17
  %2037 = icmp slt i32 %2036, 1024
  %2038 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %2037, i32 %2038, i32 1024
  br label %for.cond425

for.end424:                                       ; preds = %for.cond422
  br label %if.end421

for.cond425:                                      ; preds = %for.body426, %for.body423
  %tl_c19 = phi i32 [ 0, %for.body423 ], [ %2054, %for.body426 ]
  %2039 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %2039, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %2040 = sext i32 %i415 to i64
  %2041 = mul nsw i64 %2040, 4096
  %2042 = add i32 %tl_sb17, %tl_c19
  %2043 = add i32 0, %2042
  %2044 = sext i32 %2043 to i64
  %2045 = add nsw i64 %2041, %2044
  %2046 = getelementptr inbounds float, ptr %X_r, i64 %2045
  %2047 = load float, ptr %2046, align 4
  %2048 = getelementptr inbounds float, ptr %l_r, i64 0
  %2049 = load float, ptr %2048, align 4
  %2050 = fdiv float 1.000000e+00, %2049
  %2051 = fmul float %2047, %2050
  %2052 = sext i32 %tl_c19 to i64
  %2053 = getelementptr inbounds float, ptr %tl_stream14, i64 %2052
  store float %2051, ptr %2053, align 4
  %2054 = add nsw i32 %tl_c19, 1
  br label %for.cond425, !llvm.loop !91

for.end427:                                       ; preds = %for.cond425
  %2055 = sext i32 %tl_sm18 to i64
  %2056 = mul i32 %bx, 4
  %2057 = add i32 %2056, %r
  %2058 = add i32 %2057, %i415
  %2059 = sext i32 %2058 to i64
  %2060 = sext i32 %N to i64
  %2061 = mul nsw i64 %2059, %2060
  %2062 = add i32 %tl_sb17, 0
  %2063 = add i32 0, %2062
  %2064 = sext i32 %2063 to i64
  %2065 = add nsw i64 %2061, %2064
  %2066 = getelementptr inbounds float, ptr %Y, i64 %2065
  %2067 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %2068 = mul i64 %2055, 4
  call void @tilec_rt_stream(ptr %2066, ptr %2067, i64 %2068)
  %2069 = add nsw i32 %tl_c16, 1
  br label %for.cond422, !llvm.loop !92

for.cond428:                                      ; preds = %for.body429, %if.else420
  %j6 = phi i32 [ 0, %if.else420 ], [ %2092, %for.body429 ]
  %2070 = icmp slt i32 %j6, %2034
  br i1 %2070, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %2071 = sext i32 %i415 to i64
  %2072 = mul nsw i64 %2071, 4096
  %2073 = add i32 0, %j6
  %2074 = sext i32 %2073 to i64
  %2075 = add nsw i64 %2072, %2074
  %2076 = getelementptr inbounds float, ptr %X_r, i64 %2075
  %2077 = load float, ptr %2076, align 4
  %2078 = getelementptr inbounds float, ptr %l_r, i64 0
  %2079 = load float, ptr %2078, align 4
  %2080 = fdiv float 1.000000e+00, %2079
  %2081 = fmul float %2077, %2080
  %2082 = mul i32 %bx, 4
  %2083 = add i32 %2082, %r
  %2084 = add i32 %2083, %i415
  %2085 = sext i32 %2084 to i64
  %2086 = sext i32 %N to i64
  %2087 = mul nsw i64 %2085, %2086
  %2088 = add i32 0, %j6
  %2089 = sext i32 %2088 to i64
  %2090 = add nsw i64 %2087, %2089
  %2091 = getelementptr inbounds float, ptr %Y, i64 %2090
  store float %2081, ptr %2091, align 4
  %2092 = add nsw i32 %j6, 1
  br label %for.cond428, !llvm.loop !93

for.end430:                                       ; preds = %for.cond428
  br label %if.end421

for.cond431:                                      ; preds = %for.body432, %if.else278
  %i11 = phi i32 [ 0, %if.else278 ], [ %2098, %for.body432 ]
  %2093 = icmp slt i32 %i11, 4
  br i1 %2093, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %2094 = sext i32 %i11 to i64
  %2095 = getelementptr inbounds float, ptr %m, i64 %2094
  store float 0xFFF0000000000000, ptr %2095, align 4
  %2096 = sext i32 %i11 to i64
  %2097 = getelementptr inbounds float, ptr %l, i64 %2096
  store float 0.000000e+00, ptr %2097, align 4
  %2098 = add nsw i32 %i11, 1
  br label %for.cond431, !llvm.loop !94

for.end433:                                       ; preds = %for.cond431
  %2099 = sext i32 %N to i64
  %2100 = sdiv i64 %2099, 512
  %2101 = sub i64 0, %2099
  %2102 = select i1 false, i64 %2101, i64 %2100
  %2103 = srem i64 %2099, 512
  %2104 = icmp ne i64 %2103, 0
  %2105 = icmp slt i64 %2099, 0
  %2106 = icmp eq i1 %2105, false
  %2107 = and i1 %2104, %2106
  %2108 = zext i1 %2107 to i64
  %2109 = add i64 %2102, %2108
  %2110 = trunc i64 %2109 to i32
  %2111 = sext i32 %N to i64
  %2112 = sdiv i64 %2111, 512
  %2113 = sub i64 0, %2111
  %2114 = select i1 false, i64 %2113, i64 %2112
  %2115 = srem i64 %2111, 512
  %2116 = icmp ne i64 %2115, 0
  %2117 = icmp slt i64 %2111, 0
  %2118 = icmp eq i1 %2117, false
  %2119 = and i1 %2116, %2118
  %2120 = zext i1 %2119 to i64
  %2121 = add i64 %2114, %2120
  %2122 = trunc i64 %2121 to i32
  br label %for.cond434

for.cond434:                                      ; preds = %for.end459, %for.end433
  %c = phi i32 [ 0, %for.end433 ], [ %2315, %for.end459 ]
  %2123 = icmp slt i32 %c, %2110
  br i1 %2123, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  %2124 = mul i32 %bx, 4
  %2125 = icmp sle i32 0, %2124
  %2126 = mul i32 %bx, 4
  %2127 = sext i32 %2126 to i64
  %2128 = add i64 %2127, 4
  %2129 = sext i32 %M to i64
  %2130 = icmp sle i64 %2128, %2129
  %2131 = and i1 %2125, %2130
  %2132 = mul i32 %c, 512
  %2133 = icmp sle i32 0, %2132
  %2134 = mul i32 %c, 512
  %2135 = sext i32 %2134 to i64
  %2136 = add i64 %2135, 512
  %2137 = sext i32 %N to i64
  %2138 = icmp sle i64 %2136, %2137
  %2139 = and i1 %2133, %2138
  %2140 = and i1 %2131, %2139
  br i1 %2140, label %if.then437, label %if.else438

for.end436:                                       ; preds = %for.cond434
  %2141 = sext i32 %N to i64
  %2142 = sdiv i64 %2141, 512
  %2143 = sub i64 0, %2141
  %2144 = select i1 false, i64 %2143, i64 %2142
  %2145 = srem i64 %2141, 512
  %2146 = icmp ne i64 %2145, 0
  %2147 = icmp slt i64 %2141, 0
  %2148 = icmp eq i1 %2147, false
  %2149 = and i1 %2146, %2148
  %2150 = zext i1 %2149 to i64
  %2151 = add i64 %2144, %2150
  %2152 = trunc i64 %2151 to i32
  %2153 = sext i32 %N to i64
  %2154 = sdiv i64 %2153, 512
  %2155 = sub i64 0, %2153
  %2156 = select i1 false, i64 %2155, i64 %2154
  %2157 = srem i64 %2153, 512
  %2158 = icmp ne i64 %2157, 0
  %2159 = icmp slt i64 %2153, 0
  %2160 = icmp eq i1 %2159, false
  %2161 = and i1 %2158, %2160
  %2162 = zext i1 %2161 to i64
  %2163 = add i64 %2156, %2162
  %2164 = trunc i64 %2163 to i32
  br label %for.cond542

if.then437:                                       ; preds = %for.body435
  br label %for.cond440

if.else438:                                       ; preds = %for.body435
  br label %for.cond450

if.end439:                                        ; preds = %for.end452, %for.end442
  br label %for.cond457

for.cond440:                                      ; preds = %if.end446, %if.then437
  %i11443 = phi i32 [ 0, %if.then437 ], [ %2184, %if.end446 ]
  %2165 = icmp slt i32 %i11443, 4
  br i1 %2165, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %2166 = add i32 %c, 1
  %2167 = icmp slt i32 %2166, %2122
  br i1 %2167, label %if.then444, label %if.else445

for.end442:                                       ; preds = %for.cond440
  br label %if.end439

if.then444:                                       ; preds = %for.body441
  br label %for.cond447

if.else445:                                       ; preds = %for.body441
  br label %if.end446

if.end446:                                        ; preds = %if.else445, %for.end449
  %2168 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %2169 = mul nuw i64 %2168, 4
  %2170 = sext i32 %i11443 to i64
  %2171 = mul nsw i64 %2170, 512
  %2172 = add nsw i64 %2171, 0
  %2173 = getelementptr inbounds float, ptr %X_f, i64 %2172
  %2174 = mul i32 %bx, 4
  %2175 = add i32 %2174, %i11443
  %2176 = sext i32 %2175 to i64
  %2177 = sext i32 %N to i64
  %2178 = mul nsw i64 %2176, %2177
  %2179 = mul i32 %c, 512
  %2180 = add i32 %2179, 0
  %2181 = sext i32 %2180 to i64
  %2182 = add nsw i64 %2178, %2181
  %2183 = getelementptr inbounds float, ptr %X, i64 %2182
  call void @tilec_rt_copy(ptr %2173, ptr %2183, i64 %2169)
  %2184 = add nsw i32 %i11443, 1
  br label %for.cond440, !llvm.loop !95

for.cond447:                                      ; preds = %for.body448, %if.then444
  %pf2 = phi i32 [ 0, %if.then444 ], [ %2198, %for.body448 ]
  %2185 = icmp slt i32 %pf2, 32
  br i1 %2185, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2186 = mul i32 %bx, 4
  %2187 = add i32 %2186, %i11443
  %2188 = sext i32 %2187 to i64
  %2189 = sext i32 %N to i64
  %2190 = mul i64 %2188, %2189
  %2191 = add i32 %c, 1
  %2192 = mul i32 %2191, 512
  %2193 = mul i32 %pf2, 16
  %2194 = add i32 %2192, %2193
  %2195 = sext i32 %2194 to i64
  %2196 = add i64 %2190, %2195
  %2197 = getelementptr float, ptr %X, i64 %2196
  call void @llvm.prefetch.p0(ptr %2197, i32 0, i32 3, i32 1)
  %2198 = add nsw i32 %pf2, 1
  br label %for.cond447, !llvm.loop !96

for.end449:                                       ; preds = %for.cond447
  br label %if.end446

for.cond450:                                      ; preds = %if.end456, %if.else438
  %i11453 = phi i32 [ 0, %if.else438 ], [ %2313, %if.end456 ]
  %2199 = icmp slt i32 %i11453, 4
  br i1 %2199, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %2200 = mul i32 %c, 512
  %2201 = sext i32 %2200 to i64
  %2202 = sub i64 0, %2201
  %2203 = icmp slt i64 %2202, 0
  %2204 = mul i32 %c, 512
  %2205 = sext i32 %2204 to i64
  %2206 = sub i64 0, %2205
  %2207 = icmp sgt i64 %2206, 512
  %2208 = mul i32 %c, 512
  %2209 = sext i32 %2208 to i64
  %2210 = sub i64 0, %2209
  %2211 = select i1 %2207, i64 512, i64 %2210
  %2212 = select i1 %2203, i64 0, i64 %2211
  %tl_lo12 = trunc i64 %2212 to i32
  %2213 = sext i32 %N to i64
  %2214 = mul i32 %c, 512
  %2215 = sext i32 %2214 to i64
  %2216 = sub i64 %2213, %2215
  %2217 = icmp slt i64 %2216, 0
  %2218 = sext i32 %N to i64
  %2219 = mul i32 %c, 512
  %2220 = sext i32 %2219 to i64
  %2221 = sub i64 %2218, %2220
  %2222 = icmp sgt i64 %2221, 512
  %2223 = sext i32 %N to i64
  %2224 = mul i32 %c, 512
  %2225 = sext i32 %2224 to i64
  %2226 = sub i64 %2223, %2225
  %2227 = select i1 %2222, i64 512, i64 %2226
  %2228 = select i1 %2217, i64 0, i64 %2227
  %2229 = sext i32 %tl_lo12 to i64
  %2230 = icmp slt i64 %2228, %2229
  %2231 = sext i32 %tl_lo12 to i64
  %2232 = sext i32 %N to i64
  %2233 = mul i32 %c, 512
  %2234 = sext i32 %2233 to i64
  %2235 = sub i64 %2232, %2234
  %2236 = icmp slt i64 %2235, 0
  %2237 = sext i32 %N to i64
  %2238 = mul i32 %c, 512
  %2239 = sext i32 %2238 to i64
  %2240 = sub i64 %2237, %2239
  %2241 = icmp sgt i64 %2240, 512
  %2242 = sext i32 %N to i64
  %2243 = mul i32 %c, 512
  %2244 = sext i32 %2243 to i64
  %2245 = sub i64 %2242, %2244
  %2246 = select i1 %2241, i64 512, i64 %2245
  %2247 = select i1 %2236, i64 0, i64 %2246
  %2248 = select i1 %2230, i64 %2231, i64 %2247
  %tl_hi13 = trunc i64 %2248 to i32
  %2249 = sext i32 %tl_lo12 to i64
  %2250 = sub i64 %2249, 0
  %2251 = call i64 @llvm.smax.i64(i64 %2250, i64 0)
  %2252 = mul nuw i64 %2251, 4
  %2253 = sext i32 %i11453 to i64
  %2254 = mul nsw i64 %2253, 512
  %2255 = add nsw i64 %2254, 0
  %2256 = getelementptr inbounds float, ptr %X_f, i64 %2255
  call void @llvm.memset.p0.i64(ptr align 4 %2256, i8 0, i64 %2252, i1 false)
  %2257 = mul i32 %bx, 4
  %2258 = sext i32 %2257 to i64
  %2259 = sext i32 %i11453 to i64
  %2260 = add i64 %2258, %2259
  %2261 = icmp sle i64 0, %2260
  %2262 = mul i32 %bx, 4
  %2263 = sext i32 %2262 to i64
  %2264 = sext i32 %i11453 to i64
  %2265 = add i64 %2263, %2264
  %2266 = sext i32 %M to i64
  %2267 = icmp slt i64 %2265, %2266
  %2268 = and i1 %2261, %2267
  br i1 %2268, label %if.then454, label %if.else455

for.end452:                                       ; preds = %for.cond450
  br label %if.end439

if.then454:                                       ; preds = %for.body451
  %2269 = sub i32 %tl_hi13, %tl_lo12
  %2270 = sext i32 %2269 to i64
  %2271 = sub i64 %2270, 0
  %2272 = call i64 @llvm.smax.i64(i64 %2271, i64 0)
  %2273 = mul nuw i64 %2272, 4
  %2274 = sext i32 %i11453 to i64
  %2275 = mul nsw i64 %2274, 512
  %2276 = add i32 %tl_lo12, 0
  %2277 = sext i32 %2276 to i64
  %2278 = add nsw i64 %2275, %2277
  %2279 = getelementptr inbounds float, ptr %X_f, i64 %2278
  %2280 = mul i32 %bx, 4
  %2281 = add i32 %2280, %i11453
  %2282 = sext i32 %2281 to i64
  %2283 = sext i32 %N to i64
  %2284 = mul nsw i64 %2282, %2283
  %2285 = mul i32 %c, 512
  %2286 = add i32 %tl_lo12, 0
  %2287 = add i32 %2285, %2286
  %2288 = sext i32 %2287 to i64
  %2289 = add nsw i64 %2284, %2288
  %2290 = getelementptr inbounds float, ptr %X, i64 %2289
  call void @tilec_rt_copy(ptr %2279, ptr %2290, i64 %2273)
  br label %if.end456

if.else455:                                       ; preds = %for.body451
  %2291 = sub i32 %tl_hi13, %tl_lo12
  %2292 = sext i32 %2291 to i64
  %2293 = sub i64 %2292, 0
  %2294 = call i64 @llvm.smax.i64(i64 %2293, i64 0)
  %2295 = mul nuw i64 %2294, 4
  %2296 = sext i32 %i11453 to i64
  %2297 = mul nsw i64 %2296, 512
  %2298 = add i32 %tl_lo12, 0
  %2299 = sext i32 %2298 to i64
  %2300 = add nsw i64 %2297, %2299
  %2301 = getelementptr inbounds float, ptr %X_f, i64 %2300
  call void @llvm.memset.p0.i64(ptr align 4 %2301, i8 0, i64 %2295, i1 false)
  br label %if.end456

if.end456:                                        ; preds = %if.else455, %if.then454
  %2302 = sub i32 512, %tl_hi13
  %2303 = sext i32 %2302 to i64
  %2304 = sub i64 %2303, 0
  %2305 = call i64 @llvm.smax.i64(i64 %2304, i64 0)
  %2306 = mul nuw i64 %2305, 4
  %2307 = sext i32 %i11453 to i64
  %2308 = mul nsw i64 %2307, 512
  %2309 = add i32 %tl_hi13, 0
  %2310 = sext i32 %2309 to i64
  %2311 = add nsw i64 %2308, %2310
  %2312 = getelementptr inbounds float, ptr %X_f, i64 %2311
  call void @llvm.memset.p0.i64(ptr align 4 %2312, i8 0, i64 %2306, i1 false)
  %2313 = add nsw i32 %i11453, 1
  br label %for.cond450, !llvm.loop !97

for.cond457:                                      ; preds = %for.end540, %if.end439
  %i460 = phi i32 [ 0, %if.end439 ], [ %2601, %for.end540 ]
  %2314 = icmp slt i32 %i460, 4
  br i1 %2314, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  br label %for.cond461

for.end459:                                       ; preds = %for.cond457
  %2315 = add nsw i32 %c, 1
  br label %for.cond434, !llvm.loop !98

for.cond461:                                      ; preds = %for.body462, %for.body458
  %j464 = phi i32 [ 0, %for.body458 ], [ %2333, %for.body462 ]
  %2316 = icmp slt i32 %j464, 512
  br i1 %2316, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  %2317 = mul i32 %c, 512
  %2318 = add i32 %2317, %j464
  %2319 = icmp slt i32 %2318, %N
  %2320 = sext i32 %i460 to i64
  %2321 = mul nsw i64 %2320, 512
  %2322 = sext i32 %j464 to i64
  %2323 = add nsw i64 %2321, %2322
  %2324 = call i64 @llvm.umin.i64(i64 %2323, i64 2047)
  %2325 = getelementptr inbounds float, ptr %X_f, i64 %2324
  %2326 = load float, ptr %2325, align 4
  %2327 = select i1 %2319, float %2326, float 0xFFF0000000000000
  %2328 = sext i32 %i460 to i64
  %2329 = mul nsw i64 %2328, 512
  %2330 = sext i32 %j464 to i64
  %2331 = add nsw i64 %2329, %2330
  %2332 = getelementptr inbounds float, ptr %X_f, i64 %2331
  store float %2327, ptr %2332, align 4
  %2333 = add nsw i32 %j464, 1
  br label %for.cond461, !llvm.loop !99

for.end463:                                       ; preds = %for.cond461
  %2334 = sext i32 %i460 to i64
  %2335 = getelementptr inbounds float, ptr %m, i64 %2334
  %2336 = load float, ptr %2335, align 4
  %2337 = sext i32 %i460 to i64
  %2338 = getelementptr inbounds float, ptr %m_prev, i64 %2337
  store float %2336, ptr %2338, align 4
  %2339 = sext i32 %i460 to i64
  %2340 = getelementptr inbounds float, ptr %m, i64 %2339
  %tl_dst0 = load float, ptr %2340, align 4
  br label %for.cond465

for.cond465:                                      ; preds = %for.body466, %for.end463
  %lane6 = phi i32 [ 0, %for.end463 ], [ %2365, %for.body466 ]
  %2341 = icmp slt i32 %lane6, 32
  br i1 %2341, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %2342 = sext i32 %i460 to i64
  %2343 = mul nsw i64 %2342, 512
  %2344 = sext i32 %lane6 to i64
  %2345 = add nsw i64 %2343, %2344
  %2346 = getelementptr inbounds float, ptr %X_f, i64 %2345
  %2347 = load float, ptr %2346, align 4
  %2348 = sext i32 %i460 to i64
  %2349 = mul nsw i64 %2348, 512
  %2350 = sext i32 %lane6 to i64
  %2351 = add nsw i64 %2349, %2350
  %2352 = getelementptr inbounds float, ptr %X_f, i64 %2351
  %2353 = load float, ptr %2352, align 4
  %2354 = fcmp une float %2347, %2353
  %2355 = sext i32 %i460 to i64
  %2356 = mul nsw i64 %2355, 512
  %2357 = sext i32 %lane6 to i64
  %2358 = add nsw i64 %2356, %2357
  %2359 = call i64 @llvm.umin.i64(i64 %2358, i64 2047)
  %2360 = getelementptr inbounds float, ptr %X_f, i64 %2359
  %2361 = load float, ptr %2360, align 4
  %2362 = select i1 %2354, float 0xFFF0000000000000, float %2361
  %2363 = sext i32 %lane6 to i64
  %2364 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2363
  store float %2362, ptr %2364, align 4
  %2365 = add nsw i32 %lane6, 1
  br label %for.cond465, !llvm.loop !100

for.end467:                                       ; preds = %for.cond465
  br label %for.cond468

for.cond468:                                      ; preds = %for.end473, %for.end467
  %red6 = phi i32 [ 0, %for.end467 ], [ %2383, %for.end473 ]
  %2366 = icmp slt i32 %red6, 15
  br i1 %2366, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  br label %for.cond471

for.end470:                                       ; preds = %for.cond468
  br label %for.cond475

for.cond471:                                      ; preds = %for.body472, %for.body469
  %lane6474 = phi i32 [ 0, %for.body469 ], [ %2382, %for.body472 ]
  %2367 = icmp slt i32 %lane6474, 32
  br i1 %2367, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %2368 = sext i32 %lane6474 to i64
  %2369 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2368
  %lane_acc3 = load float, ptr %2369, align 4
  %2370 = sext i32 %i460 to i64
  %2371 = mul nsw i64 %2370, 512
  %2372 = add i32 %red6, 1
  %2373 = mul i32 %2372, 32
  %2374 = add i32 %2373, %lane6474
  %2375 = sext i32 %2374 to i64
  %2376 = add nsw i64 %2371, %2375
  %2377 = getelementptr inbounds float, ptr %X_f, i64 %2376
  %lane_next3 = load float, ptr %2377, align 4
  %2378 = fcmp ogt float %lane_next3, %lane_acc3
  %2379 = select i1 %2378, float %lane_next3, float %lane_acc3
  %2380 = sext i32 %lane6474 to i64
  %2381 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2380
  store float %2379, ptr %2381, align 4
  %2382 = add nsw i32 %lane6474, 1
  br label %for.cond471, !llvm.loop !101

for.end473:                                       ; preds = %for.cond471
  %2383 = add nsw i32 %red6, 1
  br label %for.cond468, !llvm.loop !102

for.cond475:                                      ; preds = %for.body476, %for.end470
  %lane6478 = phi i32 [ 0, %for.end470 ], [ %2394, %for.body476 ]
  %2384 = icmp slt i32 %lane6478, 16
  br i1 %2384, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  %2385 = sext i32 %lane6478 to i64
  %2386 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2385
  %lane_acc3479 = load float, ptr %2386, align 4
  %2387 = add i32 %lane6478, 16
  %2388 = sext i32 %2387 to i64
  %2389 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2388
  %lane_next3480 = load float, ptr %2389, align 4
  %2390 = fcmp ogt float %lane_next3480, %lane_acc3479
  %2391 = select i1 %2390, float %lane_next3480, float %lane_acc3479
  %2392 = sext i32 %lane6478 to i64
  %2393 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2392
  store float %2391, ptr %2393, align 4
  %2394 = add nsw i32 %lane6478, 1
  br label %for.cond475, !llvm.loop !103

for.end477:                                       ; preds = %for.cond475
  br label %for.cond481

for.cond481:                                      ; preds = %for.body482, %for.end477
  %lane6484 = phi i32 [ 0, %for.end477 ], [ %2405, %for.body482 ]
  %2395 = icmp slt i32 %lane6484, 8
  br i1 %2395, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %2396 = sext i32 %lane6484 to i64
  %2397 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2396
  %lane_acc3485 = load float, ptr %2397, align 4
  %2398 = add i32 %lane6484, 8
  %2399 = sext i32 %2398 to i64
  %2400 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2399
  %lane_next3486 = load float, ptr %2400, align 4
  %2401 = fcmp ogt float %lane_next3486, %lane_acc3485
  %2402 = select i1 %2401, float %lane_next3486, float %lane_acc3485
  %2403 = sext i32 %lane6484 to i64
  %2404 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2403
  store float %2402, ptr %2404, align 4
  %2405 = add nsw i32 %lane6484, 1
  br label %for.cond481, !llvm.loop !104

for.end483:                                       ; preds = %for.cond481
  br label %for.cond487

for.cond487:                                      ; preds = %for.body488, %for.end483
  %lane6490 = phi i32 [ 0, %for.end483 ], [ %2416, %for.body488 ]
  %2406 = icmp slt i32 %lane6490, 4
  br i1 %2406, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %2407 = sext i32 %lane6490 to i64
  %2408 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2407
  %lane_acc3491 = load float, ptr %2408, align 4
  %2409 = add i32 %lane6490, 4
  %2410 = sext i32 %2409 to i64
  %2411 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2410
  %lane_next3492 = load float, ptr %2411, align 4
  %2412 = fcmp ogt float %lane_next3492, %lane_acc3491
  %2413 = select i1 %2412, float %lane_next3492, float %lane_acc3491
  %2414 = sext i32 %lane6490 to i64
  %2415 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2414
  store float %2413, ptr %2415, align 4
  %2416 = add nsw i32 %lane6490, 1
  br label %for.cond487, !llvm.loop !105

for.end489:                                       ; preds = %for.cond487
  br label %for.cond493

for.cond493:                                      ; preds = %for.body494, %for.end489
  %lane6496 = phi i32 [ 0, %for.end489 ], [ %2427, %for.body494 ]
  %2417 = icmp slt i32 %lane6496, 2
  br i1 %2417, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %2418 = sext i32 %lane6496 to i64
  %2419 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2418
  %lane_acc3497 = load float, ptr %2419, align 4
  %2420 = add i32 %lane6496, 2
  %2421 = sext i32 %2420 to i64
  %2422 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2421
  %lane_next3498 = load float, ptr %2422, align 4
  %2423 = fcmp ogt float %lane_next3498, %lane_acc3497
  %2424 = select i1 %2423, float %lane_next3498, float %lane_acc3497
  %2425 = sext i32 %lane6496 to i64
  %2426 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2425
  store float %2424, ptr %2426, align 4
  %2427 = add nsw i32 %lane6496, 1
  br label %for.cond493, !llvm.loop !106

for.end495:                                       ; preds = %for.cond493
  br label %for.cond499

for.cond499:                                      ; preds = %for.body500, %for.end495
  %lane6502 = phi i32 [ 0, %for.end495 ], [ %2438, %for.body500 ]
  %2428 = icmp slt i32 %lane6502, 1
  br i1 %2428, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %2429 = sext i32 %lane6502 to i64
  %2430 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2429
  %lane_acc3503 = load float, ptr %2430, align 4
  %2431 = add i32 %lane6502, 1
  %2432 = sext i32 %2431 to i64
  %2433 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2432
  %lane_next3504 = load float, ptr %2433, align 4
  %2434 = fcmp ogt float %lane_next3504, %lane_acc3503
  %2435 = select i1 %2434, float %lane_next3504, float %lane_acc3503
  %2436 = sext i32 %lane6502 to i64
  %2437 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2436
  store float %2435, ptr %2437, align 4
  %2438 = add nsw i32 %lane6502, 1
  br label %for.cond499, !llvm.loop !107

for.end501:                                       ; preds = %for.cond499
  %2439 = sext i32 %i460 to i64
  %2440 = getelementptr inbounds float, ptr %m, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2443 = load float, ptr %2442, align 4
  %2444 = call float @llvm.maxnum.f32(float %2441, float %2443)
  %2445 = sext i32 %i460 to i64
  %2446 = getelementptr inbounds float, ptr %m, i64 %2445
  store float %2444, ptr %2446, align 4
  %2447 = sext i32 %i460 to i64
  %2448 = getelementptr inbounds float, ptr %m, i64 %2447
  %2449 = load float, ptr %2448, align 4
  %2450 = fcmp oeq float %2449, 0xFFF0000000000000
  %2451 = fcmp une float %tl_dst0, %tl_dst0
  %2452 = and i1 %2450, %2451
  br i1 %2452, label %if.then505, label %if.else506

if.then505:                                       ; preds = %for.end501
  %2453 = sext i32 %i460 to i64
  %2454 = getelementptr inbounds float, ptr %m, i64 %2453
  store float %tl_dst0, ptr %2454, align 4
  br label %for.cond508

if.else506:                                       ; preds = %for.end501
  br label %if.end507

if.end507:                                        ; preds = %if.else506, %for.end510
  br label %for.cond512

for.cond508:                                      ; preds = %for.body509, %if.then505
  %red6511 = phi i32 [ 0, %if.then505 ], [ %2468, %for.body509 ]
  %2455 = icmp slt i32 %red6511, 512
  br i1 %2455, label %for.body509, label %for.end510

for.body509:                                      ; preds = %for.cond508
  %2456 = sext i32 %i460 to i64
  %2457 = getelementptr inbounds float, ptr %m, i64 %2456
  %2458 = load float, ptr %2457, align 4
  %2459 = sext i32 %i460 to i64
  %2460 = mul nsw i64 %2459, 512
  %2461 = sext i32 %red6511 to i64
  %2462 = add nsw i64 %2460, %2461
  %2463 = getelementptr inbounds float, ptr %X_f, i64 %2462
  %2464 = load float, ptr %2463, align 4
  %2465 = call float @llvm.maxnum.f32(float %2458, float %2464)
  %2466 = sext i32 %i460 to i64
  %2467 = getelementptr inbounds float, ptr %m, i64 %2466
  store float %2465, ptr %2467, align 4
  %2468 = add nsw i32 %red6511, 1
  br label %for.cond508, !llvm.loop !108

for.end510:                                       ; preds = %for.cond508
  br label %if.end507

for.cond512:                                      ; preds = %for.body513, %if.end507
  %j515 = phi i32 [ 0, %if.end507 ], [ %2486, %for.body513 ]
  %2469 = icmp slt i32 %j515, 512
  br i1 %2469, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  %2470 = sext i32 %i460 to i64
  %2471 = mul nsw i64 %2470, 512
  %2472 = sext i32 %j515 to i64
  %2473 = add nsw i64 %2471, %2472
  %2474 = getelementptr inbounds float, ptr %X_f, i64 %2473
  %2475 = load float, ptr %2474, align 4
  %2476 = sext i32 %i460 to i64
  %2477 = getelementptr inbounds float, ptr %m, i64 %2476
  %2478 = load float, ptr %2477, align 4
  %2479 = fsub float %2475, %2478
  %2480 = call float @tilec_expf_nonpos(float %2479)
  %2481 = sext i32 %i460 to i64
  %2482 = mul nsw i64 %2481, 512
  %2483 = sext i32 %j515 to i64
  %2484 = add nsw i64 %2482, %2483
  %2485 = getelementptr inbounds float, ptr %X_f, i64 %2484
  store float %2480, ptr %2485, align 4
  %2486 = add nsw i32 %j515, 1
  br label %for.cond512, !llvm.loop !109

for.end514:                                       ; preds = %for.cond512
  %2487 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2488 = mul nuw i64 %2487, 4
  %2489 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2490 = sext i32 %i460 to i64
  %2491 = mul nsw i64 %2490, 512
  %2492 = add nsw i64 %2491, 0
  %2493 = getelementptr inbounds float, ptr %X_f, i64 %2492
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2489, ptr align 4 %2493, i64 %2488, i1 false)
  br label %for.cond516

for.cond516:                                      ; preds = %for.end521, %for.end514
  %red7 = phi i32 [ 0, %for.end514 ], [ %2512, %for.end521 ]
  %2494 = icmp slt i32 %red7, 15
  br i1 %2494, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  br label %for.cond519

for.end518:                                       ; preds = %for.cond516
  br label %for.cond522

for.cond519:                                      ; preds = %for.body520, %for.body517
  %lane7 = phi i32 [ 0, %for.body517 ], [ %2511, %for.body520 ]
  %2495 = icmp slt i32 %lane7, 32
  br i1 %2495, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  %2496 = sext i32 %lane7 to i64
  %2497 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2496
  %2498 = load float, ptr %2497, align 4
  %2499 = sext i32 %i460 to i64
  %2500 = mul nsw i64 %2499, 512
  %2501 = add i32 %red7, 1
  %2502 = mul i32 %2501, 32
  %2503 = add i32 %2502, %lane7
  %2504 = sext i32 %2503 to i64
  %2505 = add nsw i64 %2500, %2504
  %2506 = getelementptr inbounds float, ptr %X_f, i64 %2505
  %2507 = load float, ptr %2506, align 4
  %2508 = fadd float %2498, %2507
  %2509 = sext i32 %lane7 to i64
  %2510 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2509
  store float %2508, ptr %2510, align 4
  %2511 = add nsw i32 %lane7, 1
  br label %for.cond519, !llvm.loop !110

for.end521:                                       ; preds = %for.cond519
  %2512 = add nsw i32 %red7, 1
  br label %for.cond516, !llvm.loop !111

for.cond522:                                      ; preds = %for.body523, %for.end518
  %lane7525 = phi i32 [ 0, %for.end518 ], [ %2524, %for.body523 ]
  %2513 = icmp slt i32 %lane7525, 16
  br i1 %2513, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %2514 = sext i32 %lane7525 to i64
  %2515 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2514
  %2516 = load float, ptr %2515, align 4
  %2517 = add i32 %lane7525, 16
  %2518 = sext i32 %2517 to i64
  %2519 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2518
  %2520 = load float, ptr %2519, align 4
  %2521 = fadd float %2516, %2520
  %2522 = sext i32 %lane7525 to i64
  %2523 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2522
  store float %2521, ptr %2523, align 4
  %2524 = add nsw i32 %lane7525, 1
  br label %for.cond522, !llvm.loop !112

for.end524:                                       ; preds = %for.cond522
  br label %for.cond526

for.cond526:                                      ; preds = %for.body527, %for.end524
  %lane7529 = phi i32 [ 0, %for.end524 ], [ %2536, %for.body527 ]
  %2525 = icmp slt i32 %lane7529, 8
  br i1 %2525, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2526 = sext i32 %lane7529 to i64
  %2527 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2526
  %2528 = load float, ptr %2527, align 4
  %2529 = add i32 %lane7529, 8
  %2530 = sext i32 %2529 to i64
  %2531 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2530
  %2532 = load float, ptr %2531, align 4
  %2533 = fadd float %2528, %2532
  %2534 = sext i32 %lane7529 to i64
  %2535 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2534
  store float %2533, ptr %2535, align 4
  %2536 = add nsw i32 %lane7529, 1
  br label %for.cond526, !llvm.loop !113

for.end528:                                       ; preds = %for.cond526
  br label %for.cond530

for.cond530:                                      ; preds = %for.body531, %for.end528
  %lane7533 = phi i32 [ 0, %for.end528 ], [ %2548, %for.body531 ]
  %2537 = icmp slt i32 %lane7533, 4
  br i1 %2537, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2538 = sext i32 %lane7533 to i64
  %2539 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2538
  %2540 = load float, ptr %2539, align 4
  %2541 = add i32 %lane7533, 4
  %2542 = sext i32 %2541 to i64
  %2543 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2542
  %2544 = load float, ptr %2543, align 4
  %2545 = fadd float %2540, %2544
  %2546 = sext i32 %lane7533 to i64
  %2547 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2546
  store float %2545, ptr %2547, align 4
  %2548 = add nsw i32 %lane7533, 1
  br label %for.cond530, !llvm.loop !114

for.end532:                                       ; preds = %for.cond530
  br label %for.cond534

for.cond534:                                      ; preds = %for.body535, %for.end532
  %lane7537 = phi i32 [ 0, %for.end532 ], [ %2560, %for.body535 ]
  %2549 = icmp slt i32 %lane7537, 2
  br i1 %2549, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %2550 = sext i32 %lane7537 to i64
  %2551 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2550
  %2552 = load float, ptr %2551, align 4
  %2553 = add i32 %lane7537, 2
  %2554 = sext i32 %2553 to i64
  %2555 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2554
  %2556 = load float, ptr %2555, align 4
  %2557 = fadd float %2552, %2556
  %2558 = sext i32 %lane7537 to i64
  %2559 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2558
  store float %2557, ptr %2559, align 4
  %2560 = add nsw i32 %lane7537, 1
  br label %for.cond534, !llvm.loop !115

for.end536:                                       ; preds = %for.cond534
  br label %for.cond538

for.cond538:                                      ; preds = %for.body539, %for.end536
  %lane7541 = phi i32 [ 0, %for.end536 ], [ %2572, %for.body539 ]
  %2561 = icmp slt i32 %lane7541, 1
  br i1 %2561, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2562 = sext i32 %lane7541 to i64
  %2563 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2562
  %2564 = load float, ptr %2563, align 4
  %2565 = add i32 %lane7541, 1
  %2566 = sext i32 %2565 to i64
  %2567 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2566
  %2568 = load float, ptr %2567, align 4
  %2569 = fadd float %2564, %2568
  %2570 = sext i32 %lane7541 to i64
  %2571 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2570
  store float %2569, ptr %2571, align 4
  %2572 = add nsw i32 %lane7541, 1
  br label %for.cond538, !llvm.loop !116

for.end540:                                       ; preds = %for.cond538
  %2573 = sext i32 %i460 to i64
  %2574 = getelementptr inbounds float, ptr %tile_sum, i64 %2573
  store float 0.000000e+00, ptr %2574, align 4
  %2575 = sext i32 %i460 to i64
  %2576 = getelementptr inbounds float, ptr %tile_sum, i64 %2575
  %2577 = load float, ptr %2576, align 4
  %2578 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2579 = load float, ptr %2578, align 4
  %2580 = fadd float %2577, %2579
  %2581 = sext i32 %i460 to i64
  %2582 = getelementptr inbounds float, ptr %tile_sum, i64 %2581
  store float %2580, ptr %2582, align 4
  %2583 = sext i32 %i460 to i64
  %2584 = getelementptr inbounds float, ptr %l, i64 %2583
  %2585 = load float, ptr %2584, align 4
  %2586 = sext i32 %i460 to i64
  %2587 = getelementptr inbounds float, ptr %m_prev, i64 %2586
  %2588 = load float, ptr %2587, align 4
  %2589 = sext i32 %i460 to i64
  %2590 = getelementptr inbounds float, ptr %m, i64 %2589
  %2591 = load float, ptr %2590, align 4
  %2592 = fsub float %2588, %2591
  %2593 = call float @tilec_expf(float %2592)
  %2594 = fmul float %2585, %2593
  %2595 = sext i32 %i460 to i64
  %2596 = getelementptr inbounds float, ptr %tile_sum, i64 %2595
  %2597 = load float, ptr %2596, align 4
  %2598 = fadd float %2594, %2597
  %2599 = sext i32 %i460 to i64
  %2600 = getelementptr inbounds float, ptr %l, i64 %2599
  store float %2598, ptr %2600, align 4
  %2601 = add nsw i32 %i460, 1
  br label %for.cond457, !llvm.loop !117

for.cond542:                                      ; preds = %if.end578, %for.end436
  %c545 = phi i32 [ 0, %for.end436 ], [ %3100, %if.end578 ]
  %2602 = icmp slt i32 %c545, %2152
  br i1 %2602, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  %2603 = sub i32 %2164, 1
  %t = sub i32 %2603, %c545
  %2604 = mul i32 %bx, 4
  %2605 = icmp sle i32 0, %2604
  %2606 = mul i32 %bx, 4
  %2607 = sext i32 %2606 to i64
  %2608 = add i64 %2607, 4
  %2609 = sext i32 %M to i64
  %2610 = icmp sle i64 %2608, %2609
  %2611 = and i1 %2605, %2610
  %2612 = mul i32 %t, 512
  %2613 = icmp sle i32 0, %2612
  %2614 = mul i32 %t, 512
  %2615 = sext i32 %2614 to i64
  %2616 = add i64 %2615, 512
  %2617 = sext i32 %N to i64
  %2618 = icmp sle i64 %2616, %2617
  %2619 = and i1 %2613, %2618
  %2620 = and i1 %2611, %2619
  br i1 %2620, label %if.then546, label %if.else547

for.end544:                                       ; preds = %for.cond542
  br label %if.end279

if.then546:                                       ; preds = %for.body543
  br label %for.cond549

if.else547:                                       ; preds = %for.body543
  br label %for.cond558

if.end548:                                        ; preds = %for.end560, %for.end551
  br label %for.cond565

for.cond549:                                      ; preds = %if.end554, %if.then546
  %i12 = phi i32 [ 0, %if.then546 ], [ %2640, %if.end554 ]
  %2621 = icmp slt i32 %i12, 4
  br i1 %2621, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  %2622 = add i32 %i12, 1
  %2623 = icmp slt i32 %2622, 4
  br i1 %2623, label %if.then552, label %if.else553

for.end551:                                       ; preds = %for.cond549
  br label %if.end548

if.then552:                                       ; preds = %for.body550
  br label %for.cond555

if.else553:                                       ; preds = %for.body550
  br label %if.end554

if.end554:                                        ; preds = %if.else553, %for.end557
  %2624 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %2625 = mul nuw i64 %2624, 4
  %2626 = sext i32 %i12 to i64
  %2627 = mul nsw i64 %2626, 512
  %2628 = add nsw i64 %2627, 0
  %2629 = getelementptr inbounds float, ptr %X_f, i64 %2628
  %2630 = mul i32 %bx, 4
  %2631 = add i32 %2630, %i12
  %2632 = sext i32 %2631 to i64
  %2633 = sext i32 %N to i64
  %2634 = mul nsw i64 %2632, %2633
  %2635 = mul i32 %t, 512
  %2636 = add i32 %2635, 0
  %2637 = sext i32 %2636 to i64
  %2638 = add nsw i64 %2634, %2637
  %2639 = getelementptr inbounds float, ptr %X, i64 %2638
  call void @tilec_rt_copy(ptr %2629, ptr %2639, i64 %2625)
  %2640 = add nsw i32 %i12, 1
  br label %for.cond549, !llvm.loop !118

for.cond555:                                      ; preds = %for.body556, %if.then552
  %pf3 = phi i32 [ 0, %if.then552 ], [ %2654, %for.body556 ]
  %2641 = icmp slt i32 %pf3, 32
  br i1 %2641, label %for.body556, label %for.end557

for.body556:                                      ; preds = %for.cond555
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
  br label %for.cond555, !llvm.loop !119

for.end557:                                       ; preds = %for.cond555
  br label %if.end554

for.cond558:                                      ; preds = %if.end564, %if.else547
  %i12561 = phi i32 [ 0, %if.else547 ], [ %2769, %if.end564 ]
  %2655 = icmp slt i32 %i12561, 4
  br i1 %2655, label %for.body559, label %for.end560

for.body559:                                      ; preds = %for.cond558
  %2656 = mul i32 %t, 512
  %2657 = sext i32 %2656 to i64
  %2658 = sub i64 0, %2657
  %2659 = icmp slt i64 %2658, 0
  %2660 = mul i32 %t, 512
  %2661 = sext i32 %2660 to i64
  %2662 = sub i64 0, %2661
  %2663 = icmp sgt i64 %2662, 512
  %2664 = mul i32 %t, 512
  %2665 = sext i32 %2664 to i64
  %2666 = sub i64 0, %2665
  %2667 = select i1 %2663, i64 512, i64 %2666
  %2668 = select i1 %2659, i64 0, i64 %2667
  %tl_lo14 = trunc i64 %2668 to i32
  %2669 = sext i32 %N to i64
  %2670 = mul i32 %t, 512
  %2671 = sext i32 %2670 to i64
  %2672 = sub i64 %2669, %2671
  %2673 = icmp slt i64 %2672, 0
  %2674 = sext i32 %N to i64
  %2675 = mul i32 %t, 512
  %2676 = sext i32 %2675 to i64
  %2677 = sub i64 %2674, %2676
  %2678 = icmp sgt i64 %2677, 512
  %2679 = sext i32 %N to i64
  %2680 = mul i32 %t, 512
  %2681 = sext i32 %2680 to i64
  %2682 = sub i64 %2679, %2681
  %2683 = select i1 %2678, i64 512, i64 %2682
  %2684 = select i1 %2673, i64 0, i64 %2683
  %2685 = sext i32 %tl_lo14 to i64
  %2686 = icmp slt i64 %2684, %2685
  %2687 = sext i32 %tl_lo14 to i64
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
  %2704 = select i1 %2686, i64 %2687, i64 %2703
  %tl_hi15 = trunc i64 %2704 to i32
  %2705 = sext i32 %tl_lo14 to i64
  %2706 = sub i64 %2705, 0
  %2707 = call i64 @llvm.smax.i64(i64 %2706, i64 0)
  %2708 = mul nuw i64 %2707, 4
  %2709 = sext i32 %i12561 to i64
  %2710 = mul nsw i64 %2709, 512
  %2711 = add nsw i64 %2710, 0
  %2712 = getelementptr inbounds float, ptr %X_f, i64 %2711
  call void @llvm.memset.p0.i64(ptr align 4 %2712, i8 0, i64 %2708, i1 false)
  %2713 = mul i32 %bx, 4
  %2714 = sext i32 %2713 to i64
  %2715 = sext i32 %i12561 to i64
  %2716 = add i64 %2714, %2715
  %2717 = icmp sle i64 0, %2716
  %2718 = mul i32 %bx, 4
  %2719 = sext i32 %2718 to i64
  %2720 = sext i32 %i12561 to i64
  %2721 = add i64 %2719, %2720
  %2722 = sext i32 %M to i64
  %2723 = icmp slt i64 %2721, %2722
  %2724 = and i1 %2717, %2723
  br i1 %2724, label %if.then562, label %if.else563

for.end560:                                       ; preds = %for.cond558
  br label %if.end548

if.then562:                                       ; preds = %for.body559
  %2725 = sub i32 %tl_hi15, %tl_lo14
  %2726 = sext i32 %2725 to i64
  %2727 = sub i64 %2726, 0
  %2728 = call i64 @llvm.smax.i64(i64 %2727, i64 0)
  %2729 = mul nuw i64 %2728, 4
  %2730 = sext i32 %i12561 to i64
  %2731 = mul nsw i64 %2730, 512
  %2732 = add i32 %tl_lo14, 0
  %2733 = sext i32 %2732 to i64
  %2734 = add nsw i64 %2731, %2733
  %2735 = getelementptr inbounds float, ptr %X_f, i64 %2734
  %2736 = mul i32 %bx, 4
  %2737 = add i32 %2736, %i12561
  %2738 = sext i32 %2737 to i64
  %2739 = sext i32 %N to i64
  %2740 = mul nsw i64 %2738, %2739
  %2741 = mul i32 %t, 512
  %2742 = add i32 %tl_lo14, 0
  %2743 = add i32 %2741, %2742
  %2744 = sext i32 %2743 to i64
  %2745 = add nsw i64 %2740, %2744
  %2746 = getelementptr inbounds float, ptr %X, i64 %2745
  call void @tilec_rt_copy(ptr %2735, ptr %2746, i64 %2729)
  br label %if.end564

if.else563:                                       ; preds = %for.body559
  %2747 = sub i32 %tl_hi15, %tl_lo14
  %2748 = sext i32 %2747 to i64
  %2749 = sub i64 %2748, 0
  %2750 = call i64 @llvm.smax.i64(i64 %2749, i64 0)
  %2751 = mul nuw i64 %2750, 4
  %2752 = sext i32 %i12561 to i64
  %2753 = mul nsw i64 %2752, 512
  %2754 = add i32 %tl_lo14, 0
  %2755 = sext i32 %2754 to i64
  %2756 = add nsw i64 %2753, %2755
  %2757 = getelementptr inbounds float, ptr %X_f, i64 %2756
  call void @llvm.memset.p0.i64(ptr align 4 %2757, i8 0, i64 %2751, i1 false)
  br label %if.end564

if.end564:                                        ; preds = %if.else563, %if.then562
  %2758 = sub i32 512, %tl_hi15
  %2759 = sext i32 %2758 to i64
  %2760 = sub i64 %2759, 0
  %2761 = call i64 @llvm.smax.i64(i64 %2760, i64 0)
  %2762 = mul nuw i64 %2761, 4
  %2763 = sext i32 %i12561 to i64
  %2764 = mul nsw i64 %2763, 512
  %2765 = add i32 %tl_hi15, 0
  %2766 = sext i32 %2765 to i64
  %2767 = add nsw i64 %2764, %2766
  %2768 = getelementptr inbounds float, ptr %X_f, i64 %2767
  call void @llvm.memset.p0.i64(ptr align 4 %2768, i8 0, i64 %2762, i1 false)
  %2769 = add nsw i32 %i12561, 1
  br label %for.cond558, !llvm.loop !120

for.cond565:                                      ; preds = %for.end575, %if.end548
  %i568 = phi i32 [ 0, %if.end548 ], [ %3099, %for.end575 ]
  %2770 = icmp slt i32 %i568, 4
  br i1 %2770, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2771 = sext i32 %N to i64
  %2772 = sub i32 %2164, 1
  %2773 = sub i32 %2772, %c545
  %2774 = mul i32 %2773, 512
  %2775 = sext i32 %2774 to i64
  %2776 = sub i64 %2771, %2775
  %2777 = icmp slt i64 %2776, 0
  %2778 = sext i32 %N to i64
  %2779 = sub i32 %2164, 1
  %2780 = sub i32 %2779, %c545
  %2781 = mul i32 %2780, 512
  %2782 = sext i32 %2781 to i64
  %2783 = sub i64 %2778, %2782
  %2784 = icmp sgt i64 %2783, 512
  %2785 = sext i32 %N to i64
  %2786 = sub i32 %2164, 1
  %2787 = sub i32 %2786, %c545
  %2788 = mul i32 %2787, 512
  %2789 = sext i32 %2788 to i64
  %2790 = sub i64 %2785, %2789
  %2791 = select i1 %2784, i64 512, i64 %2790
  %2792 = select i1 %2777, i64 0, i64 %2791
  %2793 = sub i32 %2164, 1
  %2794 = sub i32 %2793, %c545
  %2795 = mul i32 %2794, 512
  %2796 = sext i32 %2795 to i64
  %2797 = sub i64 0, %2796
  %2798 = icmp slt i64 %2797, 0
  %2799 = sub i32 %2164, 1
  %2800 = sub i32 %2799, %c545
  %2801 = mul i32 %2800, 512
  %2802 = sext i32 %2801 to i64
  %2803 = sub i64 0, %2802
  %2804 = icmp sgt i64 %2803, 512
  %2805 = sub i32 %2164, 1
  %2806 = sub i32 %2805, %c545
  %2807 = mul i32 %2806, 512
  %2808 = sext i32 %2807 to i64
  %2809 = sub i64 0, %2808
  %2810 = select i1 %2804, i64 512, i64 %2809
  %2811 = select i1 %2798, i64 0, i64 %2810
  %2812 = trunc i64 %2811 to i32
  %2813 = sext i32 %2812 to i64
  %2814 = icmp slt i64 %2792, %2813
  %2815 = sub i32 %2164, 1
  %2816 = sub i32 %2815, %c545
  %2817 = mul i32 %2816, 512
  %2818 = sext i32 %2817 to i64
  %2819 = sub i64 0, %2818
  %2820 = icmp slt i64 %2819, 0
  %2821 = sub i32 %2164, 1
  %2822 = sub i32 %2821, %c545
  %2823 = mul i32 %2822, 512
  %2824 = sext i32 %2823 to i64
  %2825 = sub i64 0, %2824
  %2826 = icmp sgt i64 %2825, 512
  %2827 = sub i32 %2164, 1
  %2828 = sub i32 %2827, %c545
  %2829 = mul i32 %2828, 512
  %2830 = sext i32 %2829 to i64
  %2831 = sub i64 0, %2830
  %2832 = select i1 %2826, i64 512, i64 %2831
  %2833 = select i1 %2820, i64 0, i64 %2832
  %2834 = trunc i64 %2833 to i32
  %2835 = sext i32 %2834 to i64
  %2836 = sext i32 %N to i64
  %2837 = sub i32 %2164, 1
  %2838 = sub i32 %2837, %c545
  %2839 = mul i32 %2838, 512
  %2840 = sext i32 %2839 to i64
  %2841 = sub i64 %2836, %2840
  %2842 = icmp slt i64 %2841, 0
  %2843 = sext i32 %N to i64
  %2844 = sub i32 %2164, 1
  %2845 = sub i32 %2844, %c545
  %2846 = mul i32 %2845, 512
  %2847 = sext i32 %2846 to i64
  %2848 = sub i64 %2843, %2847
  %2849 = icmp sgt i64 %2848, 512
  %2850 = sext i32 %N to i64
  %2851 = sub i32 %2164, 1
  %2852 = sub i32 %2851, %c545
  %2853 = mul i32 %2852, 512
  %2854 = sext i32 %2853 to i64
  %2855 = sub i64 %2850, %2854
  %2856 = select i1 %2849, i64 512, i64 %2855
  %2857 = select i1 %2842, i64 0, i64 %2856
  %2858 = select i1 %2814, i64 %2835, i64 %2857
  %2859 = trunc i64 %2858 to i32
  %2860 = icmp slt i32 %2859, 0
  %2861 = sext i32 %N to i64
  %2862 = sub i32 %2164, 1
  %2863 = sub i32 %2862, %c545
  %2864 = mul i32 %2863, 512
  %2865 = sext i32 %2864 to i64
  %2866 = sub i64 %2861, %2865
  %2867 = icmp slt i64 %2866, 0
  %2868 = sext i32 %N to i64
  %2869 = sub i32 %2164, 1
  %2870 = sub i32 %2869, %c545
  %2871 = mul i32 %2870, 512
  %2872 = sext i32 %2871 to i64
  %2873 = sub i64 %2868, %2872
  %2874 = icmp sgt i64 %2873, 512
  %2875 = sext i32 %N to i64
  %2876 = sub i32 %2164, 1
  %2877 = sub i32 %2876, %c545
  %2878 = mul i32 %2877, 512
  %2879 = sext i32 %2878 to i64
  %2880 = sub i64 %2875, %2879
  %2881 = select i1 %2874, i64 512, i64 %2880
  %2882 = select i1 %2867, i64 0, i64 %2881
  %2883 = sub i32 %2164, 1
  %2884 = sub i32 %2883, %c545
  %2885 = mul i32 %2884, 512
  %2886 = sext i32 %2885 to i64
  %2887 = sub i64 0, %2886
  %2888 = icmp slt i64 %2887, 0
  %2889 = sub i32 %2164, 1
  %2890 = sub i32 %2889, %c545
  %2891 = mul i32 %2890, 512
  %2892 = sext i32 %2891 to i64
  %2893 = sub i64 0, %2892
  %2894 = icmp sgt i64 %2893, 512
  %2895 = sub i32 %2164, 1
  %2896 = sub i32 %2895, %c545
  %2897 = mul i32 %2896, 512
  %2898 = sext i32 %2897 to i64
  %2899 = sub i64 0, %2898
  %2900 = select i1 %2894, i64 512, i64 %2899
  %2901 = select i1 %2888, i64 0, i64 %2900
  %2902 = trunc i64 %2901 to i32
  %2903 = sext i32 %2902 to i64
  %2904 = icmp slt i64 %2882, %2903
  %2905 = sub i32 %2164, 1
  %2906 = sub i32 %2905, %c545
  %2907 = mul i32 %2906, 512
  %2908 = sext i32 %2907 to i64
  %2909 = sub i64 0, %2908
  %2910 = icmp slt i64 %2909, 0
  %2911 = sub i32 %2164, 1
  %2912 = sub i32 %2911, %c545
  %2913 = mul i32 %2912, 512
  %2914 = sext i32 %2913 to i64
  %2915 = sub i64 0, %2914
  %2916 = icmp sgt i64 %2915, 512
  %2917 = sub i32 %2164, 1
  %2918 = sub i32 %2917, %c545
  %2919 = mul i32 %2918, 512
  %2920 = sext i32 %2919 to i64
  %2921 = sub i64 0, %2920
  %2922 = select i1 %2916, i64 512, i64 %2921
  %2923 = select i1 %2910, i64 0, i64 %2922
  %2924 = trunc i64 %2923 to i32
  %2925 = sext i32 %2924 to i64
  %2926 = sext i32 %N to i64
  %2927 = sub i32 %2164, 1
  %2928 = sub i32 %2927, %c545
  %2929 = mul i32 %2928, 512
  %2930 = sext i32 %2929 to i64
  %2931 = sub i64 %2926, %2930
  %2932 = icmp slt i64 %2931, 0
  %2933 = sext i32 %N to i64
  %2934 = sub i32 %2164, 1
  %2935 = sub i32 %2934, %c545
  %2936 = mul i32 %2935, 512
  %2937 = sext i32 %2936 to i64
  %2938 = sub i64 %2933, %2937
  %2939 = icmp sgt i64 %2938, 512
  %2940 = sext i32 %N to i64
  %2941 = sub i32 %2164, 1
  %2942 = sub i32 %2941, %c545
  %2943 = mul i32 %2942, 512
  %2944 = sext i32 %2943 to i64
  %2945 = sub i64 %2940, %2944
  %2946 = select i1 %2939, i64 512, i64 %2945
  %2947 = select i1 %2932, i64 0, i64 %2946
  %2948 = select i1 %2904, i64 %2925, i64 %2947
  %2949 = trunc i64 %2948 to i32
  %2950 = icmp sgt i32 %2949, 512
  %2951 = sext i32 %N to i64
  %2952 = sub i32 %2164, 1
  %2953 = sub i32 %2952, %c545
  %2954 = mul i32 %2953, 512
  %2955 = sext i32 %2954 to i64
  %2956 = sub i64 %2951, %2955
  %2957 = icmp slt i64 %2956, 0
  %2958 = sext i32 %N to i64
  %2959 = sub i32 %2164, 1
  %2960 = sub i32 %2959, %c545
  %2961 = mul i32 %2960, 512
  %2962 = sext i32 %2961 to i64
  %2963 = sub i64 %2958, %2962
  %2964 = icmp sgt i64 %2963, 512
  %2965 = sext i32 %N to i64
  %2966 = sub i32 %2164, 1
  %2967 = sub i32 %2966, %c545
  %2968 = mul i32 %2967, 512
  %2969 = sext i32 %2968 to i64
  %2970 = sub i64 %2965, %2969
  %2971 = select i1 %2964, i64 512, i64 %2970
  %2972 = select i1 %2957, i64 0, i64 %2971
  %2973 = sub i32 %2164, 1
  %2974 = sub i32 %2973, %c545
  %2975 = mul i32 %2974, 512
  %2976 = sext i32 %2975 to i64
  %2977 = sub i64 0, %2976
  %2978 = icmp slt i64 %2977, 0
  %2979 = sub i32 %2164, 1
  %2980 = sub i32 %2979, %c545
  %2981 = mul i32 %2980, 512
  %2982 = sext i32 %2981 to i64
  %2983 = sub i64 0, %2982
  %2984 = icmp sgt i64 %2983, 512
  %2985 = sub i32 %2164, 1
  %2986 = sub i32 %2985, %c545
  %2987 = mul i32 %2986, 512
  %2988 = sext i32 %2987 to i64
  %2989 = sub i64 0, %2988
  %2990 = select i1 %2984, i64 512, i64 %2989
  %2991 = select i1 %2978, i64 0, i64 %2990
  %2992 = trunc i64 %2991 to i32
  %2993 = sext i32 %2992 to i64
  %2994 = icmp slt i64 %2972, %2993
  %2995 = sub i32 %2164, 1
  %2996 = sub i32 %2995, %c545
  %2997 = mul i32 %2996, 512
  %2998 = sext i32 %2997 to i64
  %2999 = sub i64 0, %2998
  %3000 = icmp slt i64 %2999, 0
  %3001 = sub i32 %2164, 1
  %3002 = sub i32 %3001, %c545
  %3003 = mul i32 %3002, 512
  %3004 = sext i32 %3003 to i64
  %3005 = sub i64 0, %3004
  %3006 = icmp sgt i64 %3005, 512
  %3007 = sub i32 %2164, 1
  %3008 = sub i32 %3007, %c545
  %3009 = mul i32 %3008, 512
  %3010 = sext i32 %3009 to i64
  %3011 = sub i64 0, %3010
  %3012 = select i1 %3006, i64 512, i64 %3011
  %3013 = select i1 %3000, i64 0, i64 %3012
  %3014 = trunc i64 %3013 to i32
  %3015 = sext i32 %3014 to i64
  %3016 = sext i32 %N to i64
  %3017 = sub i32 %2164, 1
  %3018 = sub i32 %3017, %c545
  %3019 = mul i32 %3018, 512
  %3020 = sext i32 %3019 to i64
  %3021 = sub i64 %3016, %3020
  %3022 = icmp slt i64 %3021, 0
  %3023 = sext i32 %N to i64
  %3024 = sub i32 %2164, 1
  %3025 = sub i32 %3024, %c545
  %3026 = mul i32 %3025, 512
  %3027 = sext i32 %3026 to i64
  %3028 = sub i64 %3023, %3027
  %3029 = icmp sgt i64 %3028, 512
  %3030 = sext i32 %N to i64
  %3031 = sub i32 %2164, 1
  %3032 = sub i32 %3031, %c545
  %3033 = mul i32 %3032, 512
  %3034 = sext i32 %3033 to i64
  %3035 = sub i64 %3030, %3034
  %3036 = select i1 %3029, i64 512, i64 %3035
  %3037 = select i1 %3022, i64 0, i64 %3036
  %3038 = select i1 %2994, i64 %3015, i64 %3037
  %3039 = trunc i64 %3038 to i32
  %3040 = select i1 %2950, i32 512, i32 %3039
  %tl_cols45 = select i1 %2860, i32 0, i32 %3040
  br label %for.cond569

for.end567:                                       ; preds = %for.cond565
  %3041 = mul i32 %bx, 4
  %3042 = icmp sle i32 0, %3041
  %3043 = mul i32 %bx, 4
  %3044 = sext i32 %3043 to i64
  %3045 = add i64 %3044, 4
  %3046 = sext i32 %M to i64
  %3047 = icmp sle i64 %3045, %3046
  %3048 = and i1 %3042, %3047
  %3049 = mul i32 %t, 512
  %3050 = icmp sle i32 0, %3049
  %3051 = mul i32 %t, 512
  %3052 = sext i32 %3051 to i64
  %3053 = add i64 %3052, 512
  %3054 = sext i32 %N to i64
  %3055 = icmp sle i64 %3053, %3054
  %3056 = and i1 %3050, %3055
  %3057 = and i1 %3048, %3056
  br i1 %3057, label %if.then576, label %if.else577

for.cond569:                                      ; preds = %for.body570, %for.body566
  %j572 = phi i32 [ 0, %for.body566 ], [ %3080, %for.body570 ]
  %3058 = icmp slt i32 %j572, %tl_cols45
  br i1 %3058, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  %3059 = sext i32 %i568 to i64
  %3060 = mul nsw i64 %3059, 512
  %3061 = sext i32 %j572 to i64
  %3062 = add nsw i64 %3060, %3061
  %3063 = getelementptr inbounds float, ptr %X_f, i64 %3062
  %3064 = load float, ptr %3063, align 4
  %3065 = sext i32 %i568 to i64
  %3066 = getelementptr inbounds float, ptr %m, i64 %3065
  %3067 = load float, ptr %3066, align 4
  %3068 = fsub float %3064, %3067
  %3069 = call float @tilec_expf(float %3068)
  %3070 = sext i32 %i568 to i64
  %3071 = getelementptr inbounds float, ptr %l, i64 %3070
  %3072 = load float, ptr %3071, align 4
  %3073 = fdiv float 1.000000e+00, %3072
  %3074 = fmul float %3069, %3073
  %3075 = sext i32 %i568 to i64
  %3076 = mul nsw i64 %3075, 512
  %3077 = sext i32 %j572 to i64
  %3078 = add nsw i64 %3076, %3077
  %3079 = getelementptr inbounds float, ptr %X_f, i64 %3078
  store float %3074, ptr %3079, align 4
  %3080 = add nsw i32 %j572, 1
  br label %for.cond569, !llvm.loop !121

for.end571:                                       ; preds = %for.cond569
  %3081 = sext i32 %i568 to i64
  %3082 = getelementptr inbounds float, ptr %m, i64 %3081
  %3083 = load float, ptr %3082, align 4
  %3084 = fsub float 0.000000e+00, %3083
  %3085 = call float @tilec_expf(float %3084)
  %3086 = sext i32 %i568 to i64
  %3087 = getelementptr inbounds float, ptr %l, i64 %3086
  %3088 = load float, ptr %3087, align 4
  %3089 = fdiv float 1.000000e+00, %3088
  %tl_col47 = fmul float %3085, %3089
  %3090 = sub i32 512, %tl_cols45
  br label %for.cond573

for.cond573:                                      ; preds = %for.body574, %for.end571
  %j46 = phi i32 [ 0, %for.end571 ], [ %3098, %for.body574 ]
  %3091 = icmp slt i32 %j46, %3090
  br i1 %3091, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %3092 = sext i32 %i568 to i64
  %3093 = mul nsw i64 %3092, 512
  %3094 = add i32 %tl_cols45, %j46
  %3095 = sext i32 %3094 to i64
  %3096 = add nsw i64 %3093, %3095
  %3097 = getelementptr inbounds float, ptr %X_f, i64 %3096
  store float %tl_col47, ptr %3097, align 4
  %3098 = add nsw i32 %j46, 1
  br label %for.cond573, !llvm.loop !122

for.end575:                                       ; preds = %for.cond573
  %3099 = add nsw i32 %i568, 1
  br label %for.cond565, !llvm.loop !123

if.then576:                                       ; preds = %for.end567
  br label %for.cond579

if.else577:                                       ; preds = %for.end567
  br label %for.cond586

if.end578:                                        ; preds = %for.end588, %for.end581
  %3100 = add nsw i32 %c545, 1
  br label %for.cond542, !llvm.loop !124

for.cond579:                                      ; preds = %if.end585, %if.then576
  %i12582 = phi i32 [ 0, %if.then576 ], [ %3136, %if.end585 ]
  %3101 = icmp slt i32 %i12582, 4
  br i1 %3101, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %3102 = sext i32 %M to i64
  %3103 = sext i32 %N to i64
  %3104 = mul i64 %3102, %3103
  %3105 = icmp sge i64 %3104, 8388608
  br i1 %3105, label %if.then583, label %if.else584

for.end581:                                       ; preds = %for.cond579
  br label %if.end578

if.then583:                                       ; preds = %for.body580
  %3106 = mul i32 %bx, 4
  %3107 = add i32 %3106, %i12582
  %3108 = sext i32 %3107 to i64
  %3109 = sext i32 %N to i64
  %3110 = mul nsw i64 %3108, %3109
  %3111 = mul i32 %t, 512
  %3112 = add i32 %3111, 0
  %3113 = sext i32 %3112 to i64
  %3114 = add nsw i64 %3110, %3113
  %3115 = getelementptr inbounds float, ptr %Y, i64 %3114
  %3116 = sext i32 %i12582 to i64
  %3117 = mul nsw i64 %3116, 512
  %3118 = add nsw i64 %3117, 0
  %3119 = getelementptr inbounds float, ptr %X_f, i64 %3118
  call void @tilec_rt_stream(ptr %3115, ptr %3119, i64 2048)
  br label %if.end585

if.else584:                                       ; preds = %for.body580
  %3120 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %3121 = mul nuw i64 %3120, 4
  %3122 = mul i32 %bx, 4
  %3123 = add i32 %3122, %i12582
  %3124 = sext i32 %3123 to i64
  %3125 = sext i32 %N to i64
  %3126 = mul nsw i64 %3124, %3125
  %3127 = mul i32 %t, 512
  %3128 = add i32 %3127, 0
  %3129 = sext i32 %3128 to i64
  %3130 = add nsw i64 %3126, %3129
  %3131 = getelementptr inbounds float, ptr %Y, i64 %3130
  %3132 = sext i32 %i12582 to i64
  %3133 = mul nsw i64 %3132, 512
  %3134 = add nsw i64 %3133, 0
  %3135 = getelementptr inbounds float, ptr %X_f, i64 %3134
  call void @tilec_rt_copy(ptr %3131, ptr %3135, i64 %3121)
  br label %if.end585

if.end585:                                        ; preds = %if.else584, %if.then583
  %3136 = add nsw i32 %i12582, 1
  br label %for.cond579, !llvm.loop !125

for.cond586:                                      ; preds = %for.end592, %if.else577
  %i12589 = phi i32 [ 0, %if.else577 ], [ %3164, %for.end592 ]
  %3137 = icmp slt i32 %i12589, 4
  br i1 %3137, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  br label %for.cond590

for.end588:                                       ; preds = %for.cond586
  br label %if.end578

for.cond590:                                      ; preds = %if.end595, %for.body587
  %j2 = phi i32 [ 0, %for.body587 ], [ %3181, %if.end595 ]
  %3138 = icmp slt i32 %j2, 512
  br i1 %3138, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  %3139 = mul i32 %bx, 4
  %3140 = sext i32 %3139 to i64
  %3141 = sext i32 %i12589 to i64
  %3142 = add i64 %3140, %3141
  %3143 = icmp sle i64 0, %3142
  %3144 = mul i32 %bx, 4
  %3145 = sext i32 %3144 to i64
  %3146 = sext i32 %i12589 to i64
  %3147 = add i64 %3145, %3146
  %3148 = sext i32 %M to i64
  %3149 = icmp slt i64 %3147, %3148
  %3150 = and i1 %3143, %3149
  %3151 = mul i32 %t, 512
  %3152 = sext i32 %3151 to i64
  %3153 = sext i32 %j2 to i64
  %3154 = add i64 %3152, %3153
  %3155 = icmp sle i64 0, %3154
  %3156 = mul i32 %t, 512
  %3157 = sext i32 %3156 to i64
  %3158 = sext i32 %j2 to i64
  %3159 = add i64 %3157, %3158
  %3160 = sext i32 %N to i64
  %3161 = icmp slt i64 %3159, %3160
  %3162 = and i1 %3155, %3161
  %3163 = and i1 %3150, %3162
  br i1 %3163, label %if.then593, label %if.else594

for.end592:                                       ; preds = %for.cond590
  %3164 = add nsw i32 %i12589, 1
  br label %for.cond586, !llvm.loop !126

if.then593:                                       ; preds = %for.body591
  %3165 = sext i32 %i12589 to i64
  %3166 = mul nsw i64 %3165, 512
  %3167 = sext i32 %j2 to i64
  %3168 = add nsw i64 %3166, %3167
  %3169 = getelementptr inbounds float, ptr %X_f, i64 %3168
  %3170 = load float, ptr %3169, align 4
  %3171 = mul i32 %bx, 4
  %3172 = add i32 %3171, %i12589
  %3173 = sext i32 %3172 to i64
  %3174 = sext i32 %N to i64
  %3175 = mul nsw i64 %3173, %3174
  %3176 = mul i32 %t, 512
  %3177 = add i32 %3176, %j2
  %3178 = sext i32 %3177 to i64
  %3179 = add nsw i64 %3175, %3178
  %3180 = getelementptr inbounds float, ptr %Y, i64 %3179
  store float %3170, ptr %3180, align 4
  br label %if.end595

if.else594:                                       ; preds = %for.body591
  br label %if.end595

if.end595:                                        ; preds = %if.else594, %if.then593
  %3181 = add nsw i32 %j2, 1
  br label %for.cond590, !llvm.loop !127
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

declare void @tilec_rt_copy(ptr, ptr, i64)

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
  %17 = sub i32 %16, 1262485313
  %18 = shl i32 %17, 23
  %19 = bitcast i32 %18 to float
  %20 = fmul float %14, %19
  %21 = fmul float %20, 0x3BF0000000000000
  %22 = fcmp olt float %0, 0xC059FE36A0000000
  %23 = select i1 %22, float 0.000000e+00, float %21
  %24 = select i1 %1, float %0, float %23
  ret float %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

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
define internal void @softmax_task(ptr %ctx, i64 %block) #6 {
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
define i32 @tilec_launch_softmax(ptr %args, ptr %dims, ptr %self) #6 {
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
  %16 = select i1 %15, i32 16, i32 4
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
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
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !60}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
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
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !60}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !60}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !60}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !60}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !60}
!126 = distinct !{!126, !1, !60}
!127 = distinct !{!127, !1}
