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
  br i1 %1, label %if.then145, label %if.else146

if.end:                                           ; preds = %if.end147, %for.end137
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

for.cond18:                                       ; preds = %for.end73, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %273, %for.end73 ]
  %132 = icmp slt i32 %i1, 32
  br i1 %132, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond77

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
  %162 = icmp eq i32 %tl_steps1, 7
  br i1 %162, label %if.then24, label %if.else25

if.then24:                                        ; preds = %for.end23
  br label %for.cond27

if.else25:                                        ; preds = %for.end23
  br label %for.cond34

if.end26:                                         ; preds = %if.end46, %for.end29
  br label %for.cond47

for.cond27:                                       ; preds = %for.end32, %if.then24
  %red = phi i32 [ 0, %if.then24 ], [ %180, %for.end32 ]
  %163 = icmp slt i32 %red, 7
  br i1 %163, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  br label %for.cond30

for.end29:                                        ; preds = %for.cond27
  br label %if.end26

for.cond30:                                       ; preds = %for.body31, %for.body28
  %lane33 = phi i32 [ 0, %for.body28 ], [ %179, %for.body31 ]
  %164 = icmp slt i32 %lane33, 32
  br i1 %164, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %165 = sext i32 %lane33 to i64
  %166 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %165
  %lane_acc = load float, ptr %166, align 4
  %167 = sext i32 %i1 to i64
  %168 = mul nsw i64 %167, 256
  %169 = add i32 %red, 1
  %170 = mul i32 %169, 32
  %171 = add i32 %170, %lane33
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %168, %172
  %174 = getelementptr inbounds float, ptr %X_s, i64 %173
  %lane_next = load float, ptr %174, align 4
  %175 = fcmp ogt float %lane_next, %lane_acc
  %176 = select i1 %175, float %lane_next, float %lane_acc
  %177 = sext i32 %lane33 to i64
  %178 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %177
  store float %176, ptr %178, align 4
  %179 = add nsw i32 %lane33, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %180 = add nsw i32 %red, 1
  br label %for.cond27, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else25
  %red37 = phi i32 [ 0, %if.else25 ], [ %199, %for.end40 ]
  %181 = icmp slt i32 %red37, %tl_steps1
  br i1 %181, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  %182 = icmp slt i32 %tl_steps1, 7
  br i1 %182, label %if.then44, label %if.else45

for.cond38:                                       ; preds = %for.body39, %for.body35
  %lane41 = phi i32 [ 0, %for.body35 ], [ %198, %for.body39 ]
  %183 = icmp slt i32 %lane41, 32
  br i1 %183, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %184 = sext i32 %lane41 to i64
  %185 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %184
  %lane_acc42 = load float, ptr %185, align 4
  %186 = sext i32 %i1 to i64
  %187 = mul nsw i64 %186, 256
  %188 = add i32 %red37, 1
  %189 = mul i32 %188, 32
  %190 = add i32 %189, %lane41
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %187, %191
  %193 = getelementptr inbounds float, ptr %X_s, i64 %192
  %lane_next43 = load float, ptr %193, align 4
  %194 = fcmp ogt float %lane_next43, %lane_acc42
  %195 = select i1 %194, float %lane_next43, float %lane_acc42
  %196 = sext i32 %lane41 to i64
  %197 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %196
  store float %195, ptr %197, align 4
  %198 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !10

for.end40:                                        ; preds = %for.cond38
  %199 = add nsw i32 %red37, 1
  br label %for.cond34, !llvm.loop !11

if.then44:                                        ; preds = %for.end36
  %200 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %201 = load float, ptr %200, align 4
  %202 = fcmp ogt float 0xFFF0000000000000, %201
  %203 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %204 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = select i1 %202, float 0xFFF0000000000000, float %205
  %207 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %206, ptr %207, align 4
  br label %if.end46

if.else45:                                        ; preds = %for.end36
  br label %if.end46

if.end46:                                         ; preds = %if.else45, %if.then44
  br label %if.end26

for.cond47:                                       ; preds = %for.body48, %if.end26
  %lane50 = phi i32 [ 0, %if.end26 ], [ %218, %for.body48 ]
  %208 = icmp slt i32 %lane50, 16
  br i1 %208, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %209 = sext i32 %lane50 to i64
  %210 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %209
  %lane_acc51 = load float, ptr %210, align 4
  %211 = add i32 %lane50, 16
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %212
  %lane_next52 = load float, ptr %213, align 4
  %214 = fcmp ogt float %lane_next52, %lane_acc51
  %215 = select i1 %214, float %lane_next52, float %lane_acc51
  %216 = sext i32 %lane50 to i64
  %217 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %216
  store float %215, ptr %217, align 4
  %218 = add nsw i32 %lane50, 1
  br label %for.cond47, !llvm.loop !12

for.end49:                                        ; preds = %for.cond47
  br label %for.cond53

for.cond53:                                       ; preds = %for.body54, %for.end49
  %lane56 = phi i32 [ 0, %for.end49 ], [ %229, %for.body54 ]
  %219 = icmp slt i32 %lane56, 8
  br i1 %219, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %220 = sext i32 %lane56 to i64
  %221 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %220
  %lane_acc57 = load float, ptr %221, align 4
  %222 = add i32 %lane56, 8
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %223
  %lane_next58 = load float, ptr %224, align 4
  %225 = fcmp ogt float %lane_next58, %lane_acc57
  %226 = select i1 %225, float %lane_next58, float %lane_acc57
  %227 = sext i32 %lane56 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %227
  store float %226, ptr %228, align 4
  %229 = add nsw i32 %lane56, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  br label %for.cond59

for.cond59:                                       ; preds = %for.body60, %for.end55
  %lane62 = phi i32 [ 0, %for.end55 ], [ %240, %for.body60 ]
  %230 = icmp slt i32 %lane62, 4
  br i1 %230, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %231 = sext i32 %lane62 to i64
  %232 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %231
  %lane_acc63 = load float, ptr %232, align 4
  %233 = add i32 %lane62, 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %234
  %lane_next64 = load float, ptr %235, align 4
  %236 = fcmp ogt float %lane_next64, %lane_acc63
  %237 = select i1 %236, float %lane_next64, float %lane_acc63
  %238 = sext i32 %lane62 to i64
  %239 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %238
  store float %237, ptr %239, align 4
  %240 = add nsw i32 %lane62, 1
  br label %for.cond59, !llvm.loop !14

for.end61:                                        ; preds = %for.cond59
  br label %for.cond65

for.cond65:                                       ; preds = %for.body66, %for.end61
  %lane68 = phi i32 [ 0, %for.end61 ], [ %251, %for.body66 ]
  %241 = icmp slt i32 %lane68, 2
  br i1 %241, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %242 = sext i32 %lane68 to i64
  %243 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %242
  %lane_acc69 = load float, ptr %243, align 4
  %244 = add i32 %lane68, 2
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %245
  %lane_next70 = load float, ptr %246, align 4
  %247 = fcmp ogt float %lane_next70, %lane_acc69
  %248 = select i1 %247, float %lane_next70, float %lane_acc69
  %249 = sext i32 %lane68 to i64
  %250 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %249
  store float %248, ptr %250, align 4
  %251 = add nsw i32 %lane68, 1
  br label %for.cond65, !llvm.loop !15

for.end67:                                        ; preds = %for.cond65
  br label %for.cond71

for.cond71:                                       ; preds = %for.body72, %for.end67
  %lane74 = phi i32 [ 0, %for.end67 ], [ %262, %for.body72 ]
  %252 = icmp slt i32 %lane74, 1
  br i1 %252, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %253 = sext i32 %lane74 to i64
  %254 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %253
  %lane_acc75 = load float, ptr %254, align 4
  %255 = add i32 %lane74, 1
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %256
  %lane_next76 = load float, ptr %257, align 4
  %258 = fcmp ogt float %lane_next76, %lane_acc75
  %259 = select i1 %258, float %lane_next76, float %lane_acc75
  %260 = sext i32 %lane74 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %260
  store float %259, ptr %261, align 4
  %262 = add nsw i32 %lane74, 1
  br label %for.cond71, !llvm.loop !16

for.end73:                                        ; preds = %for.cond71
  %263 = sext i32 %i1 to i64
  %264 = getelementptr inbounds float, ptr %m_s, i64 %263
  store float 0xFFF0000000000000, ptr %264, align 4
  %265 = sext i32 %i1 to i64
  %266 = getelementptr inbounds float, ptr %m_s, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %269 = load float, ptr %268, align 4
  %270 = call float @llvm.maxnum.f32(float %267, float %269)
  %271 = sext i32 %i1 to i64
  %272 = getelementptr inbounds float, ptr %m_s, i64 %271
  store float %270, ptr %272, align 4
  %273 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !17

for.cond77:                                       ; preds = %for.end87, %for.end20
  %i80 = phi i32 [ 0, %for.end20 ], [ %419, %for.end87 ]
  %274 = icmp slt i32 %i80, 32
  br i1 %274, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %275 = sext i32 %N to i64
  %276 = icmp slt i64 %275, 0
  %277 = sext i32 %N to i64
  %278 = icmp sgt i64 %277, 256
  %279 = sext i32 %N to i64
  %280 = select i1 %278, i64 256, i64 %279
  %281 = select i1 %276, i64 0, i64 %280
  %282 = icmp slt i64 %281, 0
  %283 = sext i32 %N to i64
  %284 = icmp slt i64 %283, 0
  %285 = sext i32 %N to i64
  %286 = icmp sgt i64 %285, 256
  %287 = sext i32 %N to i64
  %288 = select i1 %286, i64 256, i64 %287
  %289 = select i1 %284, i64 0, i64 %288
  %290 = select i1 %282, i64 0, i64 %289
  %291 = trunc i64 %290 to i32
  %292 = icmp slt i32 %291, 0
  %293 = sext i32 %N to i64
  %294 = icmp slt i64 %293, 0
  %295 = sext i32 %N to i64
  %296 = icmp sgt i64 %295, 256
  %297 = sext i32 %N to i64
  %298 = select i1 %296, i64 256, i64 %297
  %299 = select i1 %294, i64 0, i64 %298
  %300 = icmp slt i64 %299, 0
  %301 = sext i32 %N to i64
  %302 = icmp slt i64 %301, 0
  %303 = sext i32 %N to i64
  %304 = icmp sgt i64 %303, 256
  %305 = sext i32 %N to i64
  %306 = select i1 %304, i64 256, i64 %305
  %307 = select i1 %302, i64 0, i64 %306
  %308 = select i1 %300, i64 0, i64 %307
  %309 = trunc i64 %308 to i32
  %310 = icmp sgt i32 %309, 256
  %311 = sext i32 %N to i64
  %312 = icmp slt i64 %311, 0
  %313 = sext i32 %N to i64
  %314 = icmp sgt i64 %313, 256
  %315 = sext i32 %N to i64
  %316 = select i1 %314, i64 256, i64 %315
  %317 = select i1 %312, i64 0, i64 %316
  %318 = icmp slt i64 %317, 0
  %319 = sext i32 %N to i64
  %320 = icmp slt i64 %319, 0
  %321 = sext i32 %N to i64
  %322 = icmp sgt i64 %321, 256
  %323 = sext i32 %N to i64
  %324 = select i1 %322, i64 256, i64 %323
  %325 = select i1 %320, i64 0, i64 %324
  %326 = select i1 %318, i64 0, i64 %325
  %327 = trunc i64 %326 to i32
  %328 = select i1 %310, i32 256, i32 %327
  %tl_cols2 = select i1 %292, i32 0, i32 %328
  br label %for.cond81

for.end79:                                        ; preds = %for.cond77
  %329 = sext i32 %N to i64
  %330 = icmp slt i64 %329, 0
  %331 = sext i32 %N to i64
  %332 = icmp sgt i64 %331, 256
  %333 = sext i32 %N to i64
  %334 = select i1 %332, i64 256, i64 %333
  %335 = select i1 %330, i64 0, i64 %334
  %336 = icmp slt i64 %335, 0
  %337 = sext i32 %N to i64
  %338 = icmp slt i64 %337, 0
  %339 = sext i32 %N to i64
  %340 = icmp sgt i64 %339, 256
  %341 = sext i32 %N to i64
  %342 = select i1 %340, i64 256, i64 %341
  %343 = select i1 %338, i64 0, i64 %342
  %344 = select i1 %336, i64 0, i64 %343
  %345 = trunc i64 %344 to i32
  %346 = icmp slt i32 %345, 0
  %347 = sext i32 %N to i64
  %348 = icmp slt i64 %347, 0
  %349 = sext i32 %N to i64
  %350 = icmp sgt i64 %349, 256
  %351 = sext i32 %N to i64
  %352 = select i1 %350, i64 256, i64 %351
  %353 = select i1 %348, i64 0, i64 %352
  %354 = icmp slt i64 %353, 0
  %355 = sext i32 %N to i64
  %356 = icmp slt i64 %355, 0
  %357 = sext i32 %N to i64
  %358 = icmp sgt i64 %357, 256
  %359 = sext i32 %N to i64
  %360 = select i1 %358, i64 256, i64 %359
  %361 = select i1 %356, i64 0, i64 %360
  %362 = select i1 %354, i64 0, i64 %361
  %363 = trunc i64 %362 to i32
  %364 = icmp sgt i32 %363, 256
  %365 = sext i32 %N to i64
  %366 = icmp slt i64 %365, 0
  %367 = sext i32 %N to i64
  %368 = icmp sgt i64 %367, 256
  %369 = sext i32 %N to i64
  %370 = select i1 %368, i64 256, i64 %369
  %371 = select i1 %366, i64 0, i64 %370
  %372 = icmp slt i64 %371, 0
  %373 = sext i32 %N to i64
  %374 = icmp slt i64 %373, 0
  %375 = sext i32 %N to i64
  %376 = icmp sgt i64 %375, 256
  %377 = sext i32 %N to i64
  %378 = select i1 %376, i64 256, i64 %377
  %379 = select i1 %374, i64 0, i64 %378
  %380 = select i1 %372, i64 0, i64 %379
  %381 = trunc i64 %380 to i32
  %382 = select i1 %364, i32 256, i32 %381
  %383 = select i1 %346, i32 0, i32 %382
  %384 = add i32 %383, 31
  %385 = sdiv i32 %384, 32
  %386 = sub i32 0, %384
  %387 = select i1 false, i32 %386, i32 %385
  br label %for.cond88

for.cond81:                                       ; preds = %for.body82, %for.body78
  %j84 = phi i32 [ 0, %for.body78 ], [ %405, %for.body82 ]
  %388 = icmp slt i32 %j84, %tl_cols2
  br i1 %388, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %389 = sext i32 %i80 to i64
  %390 = mul nsw i64 %389, 256
  %391 = sext i32 %j84 to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds float, ptr %X_s, i64 %392
  %394 = load float, ptr %393, align 4
  %395 = sext i32 %i80 to i64
  %396 = getelementptr inbounds float, ptr %m_s, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = fsub float %394, %397
  %399 = call float @tilec_expf(float %398)
  %400 = sext i32 %i80 to i64
  %401 = mul nsw i64 %400, 256
  %402 = sext i32 %j84 to i64
  %403 = add nsw i64 %401, %402
  %404 = getelementptr inbounds float, ptr %X_s, i64 %403
  store float %399, ptr %404, align 4
  %405 = add nsw i32 %j84, 1
  br label %for.cond81, !llvm.loop !18

for.end83:                                        ; preds = %for.cond81
  %406 = sext i32 %i80 to i64
  %407 = getelementptr inbounds float, ptr %m_s, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fsub float 0xFFF0000000000000, %408
  %tl_col4 = call float @tilec_expf(float %409)
  %410 = sub i32 256, %tl_cols2
  br label %for.cond85

for.cond85:                                       ; preds = %for.body86, %for.end83
  %j31 = phi i32 [ 0, %for.end83 ], [ %418, %for.body86 ]
  %411 = icmp slt i32 %j31, %410
  br i1 %411, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %412 = sext i32 %i80 to i64
  %413 = mul nsw i64 %412, 256
  %414 = add i32 %tl_cols2, %j31
  %415 = sext i32 %414 to i64
  %416 = add nsw i64 %413, %415
  %417 = getelementptr inbounds float, ptr %X_s, i64 %416
  store float %tl_col4, ptr %417, align 4
  %418 = add nsw i32 %j31, 1
  br label %for.cond85, !llvm.loop !19

for.end87:                                        ; preds = %for.cond85
  %419 = add nsw i32 %i80, 1
  br label %for.cond77, !llvm.loop !20

for.cond88:                                       ; preds = %for.end133, %for.end79
  %i2 = phi i32 [ 0, %for.end79 ], [ %557, %for.end133 ]
  %420 = icmp slt i32 %i2, 32
  br i1 %420, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  br label %for.cond91

for.end90:                                        ; preds = %for.cond88
  br label %for.cond135

for.cond91:                                       ; preds = %for.body92, %for.body89
  %lane1 = phi i32 [ 0, %for.body89 ], [ %430, %for.body92 ]
  %421 = icmp slt i32 %lane1, 32
  br i1 %421, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %422 = sext i32 %i2 to i64
  %423 = mul nsw i64 %422, 256
  %424 = sext i32 %lane1 to i64
  %425 = add nsw i64 %423, %424
  %426 = getelementptr inbounds float, ptr %X_s, i64 %425
  %427 = load float, ptr %426, align 4
  %428 = sext i32 %lane1 to i64
  %429 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %lane1, 1
  br label %for.cond91, !llvm.loop !21

for.end93:                                        ; preds = %for.cond91
  %431 = sext i32 %i2 to i64
  %432 = getelementptr inbounds float, ptr %m_s, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = fsub float 0xFFF0000000000000, %433
  %tl_pad5 = call float @tilec_expf(float %434)
  %435 = fadd float %tl_pad5, %tl_pad5
  %436 = fcmp oeq float %435, %tl_pad5
  %437 = fcmp une float %tl_pad5, %tl_pad5
  %438 = or i1 %436, %437
  %439 = sub i32 %387, 1
  %440 = icmp slt i32 %439, 0
  %441 = sub i32 %387, 1
  %442 = select i1 %440, i32 0, i32 %441
  %tl_steps6 = select i1 %438, i32 %442, i32 7
  %443 = icmp eq i32 %tl_steps6, 7
  br i1 %443, label %if.then94, label %if.else95

if.then94:                                        ; preds = %for.end93
  br label %for.cond97

if.else95:                                        ; preds = %for.end93
  br label %for.cond104

if.end96:                                         ; preds = %if.end114, %for.end99
  br label %for.cond115

for.cond97:                                       ; preds = %for.end102, %if.then94
  %red1 = phi i32 [ 0, %if.then94 ], [ %462, %for.end102 ]
  %444 = icmp slt i32 %red1, 7
  br i1 %444, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond100

for.end99:                                        ; preds = %for.cond97
  br label %if.end96

for.cond100:                                      ; preds = %for.body101, %for.body98
  %lane1103 = phi i32 [ 0, %for.body98 ], [ %461, %for.body101 ]
  %445 = icmp slt i32 %lane1103, 32
  br i1 %445, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %446 = sext i32 %lane1103 to i64
  %447 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = sext i32 %i2 to i64
  %450 = mul nsw i64 %449, 256
  %451 = add i32 %red1, 1
  %452 = mul i32 %451, 32
  %453 = add i32 %452, %lane1103
  %454 = sext i32 %453 to i64
  %455 = add nsw i64 %450, %454
  %456 = getelementptr inbounds float, ptr %X_s, i64 %455
  %457 = load float, ptr %456, align 4
  %458 = fadd float %448, %457
  %459 = sext i32 %lane1103 to i64
  %460 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %459
  store float %458, ptr %460, align 4
  %461 = add nsw i32 %lane1103, 1
  br label %for.cond100, !llvm.loop !22

for.end102:                                       ; preds = %for.cond100
  %462 = add nsw i32 %red1, 1
  br label %for.cond97, !llvm.loop !23

for.cond104:                                      ; preds = %for.end110, %if.else95
  %red1107 = phi i32 [ 0, %if.else95 ], [ %482, %for.end110 ]
  %463 = icmp slt i32 %red1107, %tl_steps6
  br i1 %463, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond108

for.end106:                                       ; preds = %for.cond104
  %464 = icmp slt i32 %tl_steps6, 7
  br i1 %464, label %if.then112, label %if.else113

for.cond108:                                      ; preds = %for.body109, %for.body105
  %lane1111 = phi i32 [ 0, %for.body105 ], [ %481, %for.body109 ]
  %465 = icmp slt i32 %lane1111, 32
  br i1 %465, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %466 = sext i32 %lane1111 to i64
  %467 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %466
  %468 = load float, ptr %467, align 4
  %469 = sext i32 %i2 to i64
  %470 = mul nsw i64 %469, 256
  %471 = add i32 %red1107, 1
  %472 = mul i32 %471, 32
  %473 = add i32 %472, %lane1111
  %474 = sext i32 %473 to i64
  %475 = add nsw i64 %470, %474
  %476 = getelementptr inbounds float, ptr %X_s, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = fadd float %468, %477
  %479 = sext i32 %lane1111 to i64
  %480 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %479
  store float %478, ptr %480, align 4
  %481 = add nsw i32 %lane1111, 1
  br label %for.cond108, !llvm.loop !24

for.end110:                                       ; preds = %for.cond108
  %482 = add nsw i32 %red1107, 1
  br label %for.cond104, !llvm.loop !25

if.then112:                                       ; preds = %for.end106
  %483 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %484 = load float, ptr %483, align 4
  %485 = fadd float %484, %tl_pad5
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %485, ptr %486, align 4
  br label %if.end114

if.else113:                                       ; preds = %for.end106
  br label %if.end114

if.end114:                                        ; preds = %if.else113, %if.then112
  br label %if.end96

for.cond115:                                      ; preds = %for.body116, %if.end96
  %lane1118 = phi i32 [ 0, %if.end96 ], [ %498, %for.body116 ]
  %487 = icmp slt i32 %lane1118, 16
  br i1 %487, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %488 = sext i32 %lane1118 to i64
  %489 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = add i32 %lane1118, 16
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = fadd float %490, %494
  %496 = sext i32 %lane1118 to i64
  %497 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %496
  store float %495, ptr %497, align 4
  %498 = add nsw i32 %lane1118, 1
  br label %for.cond115, !llvm.loop !26

for.end117:                                       ; preds = %for.cond115
  br label %for.cond119

for.cond119:                                      ; preds = %for.body120, %for.end117
  %lane1122 = phi i32 [ 0, %for.end117 ], [ %510, %for.body120 ]
  %499 = icmp slt i32 %lane1122, 8
  br i1 %499, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %500 = sext i32 %lane1122 to i64
  %501 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = add i32 %lane1122, 8
  %504 = sext i32 %503 to i64
  %505 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %504
  %506 = load float, ptr %505, align 4
  %507 = fadd float %502, %506
  %508 = sext i32 %lane1122 to i64
  %509 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %508
  store float %507, ptr %509, align 4
  %510 = add nsw i32 %lane1122, 1
  br label %for.cond119, !llvm.loop !27

for.end121:                                       ; preds = %for.cond119
  br label %for.cond123

for.cond123:                                      ; preds = %for.body124, %for.end121
  %lane1126 = phi i32 [ 0, %for.end121 ], [ %522, %for.body124 ]
  %511 = icmp slt i32 %lane1126, 4
  br i1 %511, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %512 = sext i32 %lane1126 to i64
  %513 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = add i32 %lane1126, 4
  %516 = sext i32 %515 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = fadd float %514, %518
  %520 = sext i32 %lane1126 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %520
  store float %519, ptr %521, align 4
  %522 = add nsw i32 %lane1126, 1
  br label %for.cond123, !llvm.loop !28

for.end125:                                       ; preds = %for.cond123
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end125
  %lane1130 = phi i32 [ 0, %for.end125 ], [ %534, %for.body128 ]
  %523 = icmp slt i32 %lane1130, 2
  br i1 %523, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %524 = sext i32 %lane1130 to i64
  %525 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = add i32 %lane1130, 2
  %528 = sext i32 %527 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = fadd float %526, %530
  %532 = sext i32 %lane1130 to i64
  %533 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %532
  store float %531, ptr %533, align 4
  %534 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !29

for.end129:                                       ; preds = %for.cond127
  br label %for.cond131

for.cond131:                                      ; preds = %for.body132, %for.end129
  %lane1134 = phi i32 [ 0, %for.end129 ], [ %546, %for.body132 ]
  %535 = icmp slt i32 %lane1134, 1
  br i1 %535, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %536 = sext i32 %lane1134 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = add i32 %lane1134, 1
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = fadd float %538, %542
  %544 = sext i32 %lane1134 to i64
  %545 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %544
  store float %543, ptr %545, align 4
  %546 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !30

for.end133:                                       ; preds = %for.cond131
  %547 = sext i32 %i2 to i64
  %548 = getelementptr inbounds float, ptr %l_s, i64 %547
  store float 0.000000e+00, ptr %548, align 4
  %549 = sext i32 %i2 to i64
  %550 = getelementptr inbounds float, ptr %l_s, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %553 = load float, ptr %552, align 4
  %554 = fadd float %551, %553
  %555 = sext i32 %i2 to i64
  %556 = getelementptr inbounds float, ptr %l_s, i64 %555
  store float %554, ptr %556, align 4
  %557 = add nsw i32 %i2, 1
  br label %for.cond88, !llvm.loop !31

for.cond135:                                      ; preds = %if.end141, %for.end90
  %i138 = phi i32 [ 0, %for.end90 ], [ %583, %if.end141 ]
  %558 = icmp slt i32 %i138, 32
  br i1 %558, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %559 = sext i32 %N to i64
  %560 = icmp slt i64 %559, 0
  %561 = sext i32 %N to i64
  %562 = icmp sgt i64 %561, 256
  %563 = sext i32 %N to i64
  %564 = select i1 %562, i64 256, i64 %563
  %565 = select i1 %560, i64 0, i64 %564
  %566 = icmp slt i64 %565, 0
  %567 = sext i32 %N to i64
  %568 = icmp slt i64 %567, 0
  %569 = sext i32 %N to i64
  %570 = icmp sgt i64 %569, 256
  %571 = sext i32 %N to i64
  %572 = select i1 %570, i64 256, i64 %571
  %573 = select i1 %568, i64 0, i64 %572
  %574 = select i1 %566, i64 0, i64 %573
  %tl_hi3 = trunc i64 %574 to i32
  %575 = mul i32 %bx, 32
  %576 = add i32 %575, %i138
  %577 = icmp sle i32 0, %576
  %578 = mul i32 %bx, 32
  %579 = add i32 %578, %i138
  %580 = icmp slt i32 %579, %M
  %581 = and i1 %577, %580
  br i1 %581, label %if.then139, label %if.else140

for.end137:                                       ; preds = %for.cond135
  br label %if.end

if.then139:                                       ; preds = %for.body136
  %582 = sub i32 %tl_hi3, 0
  br label %for.cond142

if.else140:                                       ; preds = %for.body136
  br label %if.end141

if.end141:                                        ; preds = %if.else140, %for.end144
  %583 = add nsw i32 %i138, 1
  br label %for.cond135, !llvm.loop !32

for.cond142:                                      ; preds = %for.body143, %if.then139
  %j4 = phi i32 [ 0, %if.then139 ], [ %606, %for.body143 ]
  %584 = icmp slt i32 %j4, %582
  br i1 %584, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %585 = sext i32 %i138 to i64
  %586 = mul nsw i64 %585, 256
  %587 = add i32 0, %j4
  %588 = sext i32 %587 to i64
  %589 = add nsw i64 %586, %588
  %590 = getelementptr inbounds float, ptr %X_s, i64 %589
  %591 = load float, ptr %590, align 4
  %592 = sext i32 %i138 to i64
  %593 = getelementptr inbounds float, ptr %l_s, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = fdiv float 1.000000e+00, %594
  %596 = fmul float %591, %595
  %597 = mul i32 %bx, 32
  %598 = add i32 %597, %i138
  %599 = sext i32 %598 to i64
  %600 = sext i32 %N to i64
  %601 = mul nsw i64 %599, %600
  %602 = add i32 0, %j4
  %603 = sext i32 %602 to i64
  %604 = add nsw i64 %601, %603
  %605 = getelementptr inbounds float, ptr %Y, i64 %604
  store float %596, ptr %605, align 4
  %606 = add nsw i32 %j4, 1
  br label %for.cond142, !llvm.loop !33

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

if.then145:                                       ; preds = %if.else
  br label %for.cond148

if.else146:                                       ; preds = %if.else
  %607 = icmp sle i32 %N, 4096
  br i1 %607, label %if.then297, label %if.else298

if.end147:                                        ; preds = %if.end299, %for.end289
  br label %if.end

for.cond148:                                      ; preds = %for.end168, %if.then145
  %i151 = phi i32 [ 0, %if.then145 ], [ %737, %for.end168 ]
  %608 = icmp slt i32 %i151, 4
  br i1 %608, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
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
  %tl_hi5 = trunc i64 %624 to i32
  br label %for.cond152

for.end150:                                       ; preds = %for.cond148
  %625 = sext i32 %N to i64
  %626 = icmp slt i64 %625, 0
  %627 = sext i32 %N to i64
  %628 = icmp sgt i64 %627, 512
  %629 = sext i32 %N to i64
  %630 = select i1 %628, i64 512, i64 %629
  %631 = select i1 %626, i64 0, i64 %630
  %632 = icmp slt i64 %631, 0
  %633 = sext i32 %N to i64
  %634 = icmp slt i64 %633, 0
  %635 = sext i32 %N to i64
  %636 = icmp sgt i64 %635, 512
  %637 = sext i32 %N to i64
  %638 = select i1 %636, i64 512, i64 %637
  %639 = select i1 %634, i64 0, i64 %638
  %640 = select i1 %632, i64 0, i64 %639
  %641 = trunc i64 %640 to i32
  %642 = icmp slt i32 %641, 0
  %643 = sext i32 %N to i64
  %644 = icmp slt i64 %643, 0
  %645 = sext i32 %N to i64
  %646 = icmp sgt i64 %645, 512
  %647 = sext i32 %N to i64
  %648 = select i1 %646, i64 512, i64 %647
  %649 = select i1 %644, i64 0, i64 %648
  %650 = icmp slt i64 %649, 0
  %651 = sext i32 %N to i64
  %652 = icmp slt i64 %651, 0
  %653 = sext i32 %N to i64
  %654 = icmp sgt i64 %653, 512
  %655 = sext i32 %N to i64
  %656 = select i1 %654, i64 512, i64 %655
  %657 = select i1 %652, i64 0, i64 %656
  %658 = select i1 %650, i64 0, i64 %657
  %659 = trunc i64 %658 to i32
  %660 = icmp sgt i32 %659, 512
  %661 = sext i32 %N to i64
  %662 = icmp slt i64 %661, 0
  %663 = sext i32 %N to i64
  %664 = icmp sgt i64 %663, 512
  %665 = sext i32 %N to i64
  %666 = select i1 %664, i64 512, i64 %665
  %667 = select i1 %662, i64 0, i64 %666
  %668 = icmp slt i64 %667, 0
  %669 = sext i32 %N to i64
  %670 = icmp slt i64 %669, 0
  %671 = sext i32 %N to i64
  %672 = icmp sgt i64 %671, 512
  %673 = sext i32 %N to i64
  %674 = select i1 %672, i64 512, i64 %673
  %675 = select i1 %670, i64 0, i64 %674
  %676 = select i1 %668, i64 0, i64 %675
  %677 = trunc i64 %676 to i32
  %678 = select i1 %660, i32 512, i32 %677
  %679 = select i1 %642, i32 0, i32 %678
  %680 = add i32 %679, 31
  %681 = sdiv i32 %680, 32
  %682 = sub i32 0, %680
  %683 = select i1 false, i32 %682, i32 %681
  br label %for.cond170

for.cond152:                                      ; preds = %for.body153, %for.body149
  %j155 = phi i32 [ 0, %for.body149 ], [ %692, %for.body153 ]
  %684 = icmp slt i32 %j155, 0
  br i1 %684, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %685 = icmp slt i32 %j155, %N
  %686 = select i1 %685, float 0.000000e+00, float 0xFFF0000000000000
  %687 = sext i32 %i151 to i64
  %688 = mul nsw i64 %687, 512
  %689 = sext i32 %j155 to i64
  %690 = add nsw i64 %688, %689
  %691 = getelementptr inbounds float, ptr %X_f, i64 %690
  store float %686, ptr %691, align 4
  %692 = add nsw i32 %j155, 1
  br label %for.cond152, !llvm.loop !34

for.end154:                                       ; preds = %for.cond152
  %693 = mul i32 %bx, 4
  %694 = add i32 %693, %i151
  %695 = icmp sle i32 0, %694
  %696 = mul i32 %bx, 4
  %697 = add i32 %696, %i151
  %698 = icmp slt i32 %697, %M
  %699 = and i1 %695, %698
  br i1 %699, label %if.then156, label %if.else157

if.then156:                                       ; preds = %for.end154
  %700 = sub i32 %tl_hi5, 0
  br label %for.cond159

if.else157:                                       ; preds = %for.end154
  %701 = sub i32 %tl_hi5, 0
  br label %for.cond162

if.end158:                                        ; preds = %for.end164, %for.end161
  %702 = sub i32 512, %tl_hi5
  br label %for.cond166

for.cond159:                                      ; preds = %for.body160, %if.then156
  %j5 = phi i32 [ 0, %if.then156 ], [ %720, %for.body160 ]
  %703 = icmp slt i32 %j5, %700
  br i1 %703, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %704 = mul i32 %bx, 4
  %705 = add i32 %704, %i151
  %706 = sext i32 %705 to i64
  %707 = sext i32 %N to i64
  %708 = mul nsw i64 %706, %707
  %709 = add i32 0, %j5
  %710 = sext i32 %709 to i64
  %711 = add nsw i64 %708, %710
  %712 = getelementptr inbounds float, ptr %X, i64 %711
  %713 = load float, ptr %712, align 4
  %714 = sext i32 %i151 to i64
  %715 = mul nsw i64 %714, 512
  %716 = add i32 0, %j5
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %715, %717
  %719 = getelementptr inbounds float, ptr %X_f, i64 %718
  store float %713, ptr %719, align 4
  %720 = add nsw i32 %j5, 1
  br label %for.cond159, !llvm.loop !35

for.end161:                                       ; preds = %for.cond159
  br label %if.end158

for.cond162:                                      ; preds = %for.body163, %if.else157
  %j5165 = phi i32 [ 0, %if.else157 ], [ %728, %for.body163 ]
  %721 = icmp slt i32 %j5165, %701
  br i1 %721, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %722 = sext i32 %i151 to i64
  %723 = mul nsw i64 %722, 512
  %724 = add i32 0, %j5165
  %725 = sext i32 %724 to i64
  %726 = add nsw i64 %723, %725
  %727 = getelementptr inbounds float, ptr %X_f, i64 %726
  store float 0.000000e+00, ptr %727, align 4
  %728 = add nsw i32 %j5165, 1
  br label %for.cond162, !llvm.loop !36

for.end164:                                       ; preds = %for.cond162
  br label %if.end158

for.cond166:                                      ; preds = %for.body167, %if.end158
  %j5169 = phi i32 [ 0, %if.end158 ], [ %736, %for.body167 ]
  %729 = icmp slt i32 %j5169, %702
  br i1 %729, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %730 = sext i32 %i151 to i64
  %731 = mul nsw i64 %730, 512
  %732 = add i32 %tl_hi5, %j5169
  %733 = sext i32 %732 to i64
  %734 = add nsw i64 %731, %733
  %735 = getelementptr inbounds float, ptr %X_f, i64 %734
  store float 0xFFF0000000000000, ptr %735, align 4
  %736 = add nsw i32 %j5169, 1
  br label %for.cond166, !llvm.loop !37

for.end168:                                       ; preds = %for.cond166
  %737 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !38

for.cond170:                                      ; preds = %for.end225, %for.end150
  %i3 = phi i32 [ 0, %for.end150 ], [ %879, %for.end225 ]
  %738 = icmp slt i32 %i3, 4
  br i1 %738, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  br label %for.cond173

for.end172:                                       ; preds = %for.cond170
  br label %for.cond229

for.cond173:                                      ; preds = %for.body174, %for.body171
  %lane2 = phi i32 [ 0, %for.body171 ], [ %763, %for.body174 ]
  %739 = icmp slt i32 %lane2, 32
  br i1 %739, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %740 = sext i32 %i3 to i64
  %741 = mul nsw i64 %740, 512
  %742 = sext i32 %lane2 to i64
  %743 = add nsw i64 %741, %742
  %744 = getelementptr inbounds float, ptr %X_f, i64 %743
  %745 = load float, ptr %744, align 4
  %746 = sext i32 %i3 to i64
  %747 = mul nsw i64 %746, 512
  %748 = sext i32 %lane2 to i64
  %749 = add nsw i64 %747, %748
  %750 = getelementptr inbounds float, ptr %X_f, i64 %749
  %751 = load float, ptr %750, align 4
  %752 = fcmp une float %745, %751
  %753 = sext i32 %i3 to i64
  %754 = mul nsw i64 %753, 512
  %755 = sext i32 %lane2 to i64
  %756 = add nsw i64 %754, %755
  %757 = call i64 @llvm.umin.i64(i64 %756, i64 2047)
  %758 = getelementptr inbounds float, ptr %X_f, i64 %757
  %759 = load float, ptr %758, align 4
  %760 = select i1 %752, float 0xFFF0000000000000, float %759
  %761 = sext i32 %lane2 to i64
  %762 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %761
  store float %760, ptr %762, align 4
  %763 = add nsw i32 %lane2, 1
  br label %for.cond173, !llvm.loop !39

for.end175:                                       ; preds = %for.cond173
  %764 = sub i32 %683, 1
  %765 = icmp slt i32 %764, 0
  %766 = sub i32 %683, 1
  %767 = select i1 %765, i32 0, i32 %766
  %tl_steps8 = select i1 true, i32 %767, i32 15
  %768 = icmp eq i32 %tl_steps8, 15
  br i1 %768, label %if.then176, label %if.else177

if.then176:                                       ; preds = %for.end175
  br label %for.cond179

if.else177:                                       ; preds = %for.end175
  br label %for.cond186

if.end178:                                        ; preds = %if.end198, %for.end181
  br label %for.cond199

for.cond179:                                      ; preds = %for.end184, %if.then176
  %red2 = phi i32 [ 0, %if.then176 ], [ %786, %for.end184 ]
  %769 = icmp slt i32 %red2, 15
  br i1 %769, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  br label %for.cond182

for.end181:                                       ; preds = %for.cond179
  br label %if.end178

for.cond182:                                      ; preds = %for.body183, %for.body180
  %lane2185 = phi i32 [ 0, %for.body180 ], [ %785, %for.body183 ]
  %770 = icmp slt i32 %lane2185, 32
  br i1 %770, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %771 = sext i32 %lane2185 to i64
  %772 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %771
  %lane_acc1 = load float, ptr %772, align 4
  %773 = sext i32 %i3 to i64
  %774 = mul nsw i64 %773, 512
  %775 = add i32 %red2, 1
  %776 = mul i32 %775, 32
  %777 = add i32 %776, %lane2185
  %778 = sext i32 %777 to i64
  %779 = add nsw i64 %774, %778
  %780 = getelementptr inbounds float, ptr %X_f, i64 %779
  %lane_next1 = load float, ptr %780, align 4
  %781 = fcmp ogt float %lane_next1, %lane_acc1
  %782 = select i1 %781, float %lane_next1, float %lane_acc1
  %783 = sext i32 %lane2185 to i64
  %784 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %783
  store float %782, ptr %784, align 4
  %785 = add nsw i32 %lane2185, 1
  br label %for.cond182, !llvm.loop !40

for.end184:                                       ; preds = %for.cond182
  %786 = add nsw i32 %red2, 1
  br label %for.cond179, !llvm.loop !41

for.cond186:                                      ; preds = %for.end192, %if.else177
  %red2189 = phi i32 [ 0, %if.else177 ], [ %805, %for.end192 ]
  %787 = icmp slt i32 %red2189, %tl_steps8
  br i1 %787, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  br label %for.cond190

for.end188:                                       ; preds = %for.cond186
  %788 = icmp slt i32 %tl_steps8, 15
  br i1 %788, label %if.then196, label %if.else197

for.cond190:                                      ; preds = %for.body191, %for.body187
  %lane2193 = phi i32 [ 0, %for.body187 ], [ %804, %for.body191 ]
  %789 = icmp slt i32 %lane2193, 32
  br i1 %789, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %790 = sext i32 %lane2193 to i64
  %791 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %790
  %lane_acc1194 = load float, ptr %791, align 4
  %792 = sext i32 %i3 to i64
  %793 = mul nsw i64 %792, 512
  %794 = add i32 %red2189, 1
  %795 = mul i32 %794, 32
  %796 = add i32 %795, %lane2193
  %797 = sext i32 %796 to i64
  %798 = add nsw i64 %793, %797
  %799 = getelementptr inbounds float, ptr %X_f, i64 %798
  %lane_next1195 = load float, ptr %799, align 4
  %800 = fcmp ogt float %lane_next1195, %lane_acc1194
  %801 = select i1 %800, float %lane_next1195, float %lane_acc1194
  %802 = sext i32 %lane2193 to i64
  %803 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %802
  store float %801, ptr %803, align 4
  %804 = add nsw i32 %lane2193, 1
  br label %for.cond190, !llvm.loop !42

for.end192:                                       ; preds = %for.cond190
  %805 = add nsw i32 %red2189, 1
  br label %for.cond186, !llvm.loop !43

if.then196:                                       ; preds = %for.end188
  %806 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %807 = load float, ptr %806, align 4
  %808 = fcmp ogt float 0xFFF0000000000000, %807
  %809 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %810 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %809
  %811 = load float, ptr %810, align 4
  %812 = select i1 %808, float 0xFFF0000000000000, float %811
  %813 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %812, ptr %813, align 4
  br label %if.end198

if.else197:                                       ; preds = %for.end188
  br label %if.end198

if.end198:                                        ; preds = %if.else197, %if.then196
  br label %if.end178

for.cond199:                                      ; preds = %for.body200, %if.end178
  %lane2202 = phi i32 [ 0, %if.end178 ], [ %824, %for.body200 ]
  %814 = icmp slt i32 %lane2202, 16
  br i1 %814, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %815 = sext i32 %lane2202 to i64
  %816 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %815
  %lane_acc1203 = load float, ptr %816, align 4
  %817 = add i32 %lane2202, 16
  %818 = sext i32 %817 to i64
  %819 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %818
  %lane_next1204 = load float, ptr %819, align 4
  %820 = fcmp ogt float %lane_next1204, %lane_acc1203
  %821 = select i1 %820, float %lane_next1204, float %lane_acc1203
  %822 = sext i32 %lane2202 to i64
  %823 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %822
  store float %821, ptr %823, align 4
  %824 = add nsw i32 %lane2202, 1
  br label %for.cond199, !llvm.loop !44

for.end201:                                       ; preds = %for.cond199
  br label %for.cond205

for.cond205:                                      ; preds = %for.body206, %for.end201
  %lane2208 = phi i32 [ 0, %for.end201 ], [ %835, %for.body206 ]
  %825 = icmp slt i32 %lane2208, 8
  br i1 %825, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %826 = sext i32 %lane2208 to i64
  %827 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %826
  %lane_acc1209 = load float, ptr %827, align 4
  %828 = add i32 %lane2208, 8
  %829 = sext i32 %828 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %829
  %lane_next1210 = load float, ptr %830, align 4
  %831 = fcmp ogt float %lane_next1210, %lane_acc1209
  %832 = select i1 %831, float %lane_next1210, float %lane_acc1209
  %833 = sext i32 %lane2208 to i64
  %834 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %833
  store float %832, ptr %834, align 4
  %835 = add nsw i32 %lane2208, 1
  br label %for.cond205, !llvm.loop !45

for.end207:                                       ; preds = %for.cond205
  br label %for.cond211

for.cond211:                                      ; preds = %for.body212, %for.end207
  %lane2214 = phi i32 [ 0, %for.end207 ], [ %846, %for.body212 ]
  %836 = icmp slt i32 %lane2214, 4
  br i1 %836, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %837 = sext i32 %lane2214 to i64
  %838 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %837
  %lane_acc1215 = load float, ptr %838, align 4
  %839 = add i32 %lane2214, 4
  %840 = sext i32 %839 to i64
  %841 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %840
  %lane_next1216 = load float, ptr %841, align 4
  %842 = fcmp ogt float %lane_next1216, %lane_acc1215
  %843 = select i1 %842, float %lane_next1216, float %lane_acc1215
  %844 = sext i32 %lane2214 to i64
  %845 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %844
  store float %843, ptr %845, align 4
  %846 = add nsw i32 %lane2214, 1
  br label %for.cond211, !llvm.loop !46

for.end213:                                       ; preds = %for.cond211
  br label %for.cond217

for.cond217:                                      ; preds = %for.body218, %for.end213
  %lane2220 = phi i32 [ 0, %for.end213 ], [ %857, %for.body218 ]
  %847 = icmp slt i32 %lane2220, 2
  br i1 %847, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %848 = sext i32 %lane2220 to i64
  %849 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %848
  %lane_acc1221 = load float, ptr %849, align 4
  %850 = add i32 %lane2220, 2
  %851 = sext i32 %850 to i64
  %852 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %851
  %lane_next1222 = load float, ptr %852, align 4
  %853 = fcmp ogt float %lane_next1222, %lane_acc1221
  %854 = select i1 %853, float %lane_next1222, float %lane_acc1221
  %855 = sext i32 %lane2220 to i64
  %856 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %855
  store float %854, ptr %856, align 4
  %857 = add nsw i32 %lane2220, 1
  br label %for.cond217, !llvm.loop !47

for.end219:                                       ; preds = %for.cond217
  br label %for.cond223

for.cond223:                                      ; preds = %for.body224, %for.end219
  %lane2226 = phi i32 [ 0, %for.end219 ], [ %868, %for.body224 ]
  %858 = icmp slt i32 %lane2226, 1
  br i1 %858, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %859 = sext i32 %lane2226 to i64
  %860 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %859
  %lane_acc1227 = load float, ptr %860, align 4
  %861 = add i32 %lane2226, 1
  %862 = sext i32 %861 to i64
  %863 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %862
  %lane_next1228 = load float, ptr %863, align 4
  %864 = fcmp ogt float %lane_next1228, %lane_acc1227
  %865 = select i1 %864, float %lane_next1228, float %lane_acc1227
  %866 = sext i32 %lane2226 to i64
  %867 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %866
  store float %865, ptr %867, align 4
  %868 = add nsw i32 %lane2226, 1
  br label %for.cond223, !llvm.loop !48

for.end225:                                       ; preds = %for.cond223
  %869 = sext i32 %i3 to i64
  %870 = getelementptr inbounds float, ptr %m, i64 %869
  store float 0xFFF0000000000000, ptr %870, align 4
  %871 = sext i32 %i3 to i64
  %872 = getelementptr inbounds float, ptr %m, i64 %871
  %873 = load float, ptr %872, align 4
  %874 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %875 = load float, ptr %874, align 4
  %876 = call float @llvm.maxnum.f32(float %873, float %875)
  %877 = sext i32 %i3 to i64
  %878 = getelementptr inbounds float, ptr %m, i64 %877
  store float %876, ptr %878, align 4
  %879 = add nsw i32 %i3, 1
  br label %for.cond170, !llvm.loop !49

for.cond229:                                      ; preds = %for.end239, %for.end172
  %i232 = phi i32 [ 0, %for.end172 ], [ %1025, %for.end239 ]
  %880 = icmp slt i32 %i232, 4
  br i1 %880, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %881 = sext i32 %N to i64
  %882 = icmp slt i64 %881, 0
  %883 = sext i32 %N to i64
  %884 = icmp sgt i64 %883, 512
  %885 = sext i32 %N to i64
  %886 = select i1 %884, i64 512, i64 %885
  %887 = select i1 %882, i64 0, i64 %886
  %888 = icmp slt i64 %887, 0
  %889 = sext i32 %N to i64
  %890 = icmp slt i64 %889, 0
  %891 = sext i32 %N to i64
  %892 = icmp sgt i64 %891, 512
  %893 = sext i32 %N to i64
  %894 = select i1 %892, i64 512, i64 %893
  %895 = select i1 %890, i64 0, i64 %894
  %896 = select i1 %888, i64 0, i64 %895
  %897 = trunc i64 %896 to i32
  %898 = icmp slt i32 %897, 0
  %899 = sext i32 %N to i64
  %900 = icmp slt i64 %899, 0
  %901 = sext i32 %N to i64
  %902 = icmp sgt i64 %901, 512
  %903 = sext i32 %N to i64
  %904 = select i1 %902, i64 512, i64 %903
  %905 = select i1 %900, i64 0, i64 %904
  %906 = icmp slt i64 %905, 0
  %907 = sext i32 %N to i64
  %908 = icmp slt i64 %907, 0
  %909 = sext i32 %N to i64
  %910 = icmp sgt i64 %909, 512
  %911 = sext i32 %N to i64
  %912 = select i1 %910, i64 512, i64 %911
  %913 = select i1 %908, i64 0, i64 %912
  %914 = select i1 %906, i64 0, i64 %913
  %915 = trunc i64 %914 to i32
  %916 = icmp sgt i32 %915, 512
  %917 = sext i32 %N to i64
  %918 = icmp slt i64 %917, 0
  %919 = sext i32 %N to i64
  %920 = icmp sgt i64 %919, 512
  %921 = sext i32 %N to i64
  %922 = select i1 %920, i64 512, i64 %921
  %923 = select i1 %918, i64 0, i64 %922
  %924 = icmp slt i64 %923, 0
  %925 = sext i32 %N to i64
  %926 = icmp slt i64 %925, 0
  %927 = sext i32 %N to i64
  %928 = icmp sgt i64 %927, 512
  %929 = sext i32 %N to i64
  %930 = select i1 %928, i64 512, i64 %929
  %931 = select i1 %926, i64 0, i64 %930
  %932 = select i1 %924, i64 0, i64 %931
  %933 = trunc i64 %932 to i32
  %934 = select i1 %916, i32 512, i32 %933
  %tl_cols9 = select i1 %898, i32 0, i32 %934
  br label %for.cond233

for.end231:                                       ; preds = %for.cond229
  %935 = sext i32 %N to i64
  %936 = icmp slt i64 %935, 0
  %937 = sext i32 %N to i64
  %938 = icmp sgt i64 %937, 512
  %939 = sext i32 %N to i64
  %940 = select i1 %938, i64 512, i64 %939
  %941 = select i1 %936, i64 0, i64 %940
  %942 = icmp slt i64 %941, 0
  %943 = sext i32 %N to i64
  %944 = icmp slt i64 %943, 0
  %945 = sext i32 %N to i64
  %946 = icmp sgt i64 %945, 512
  %947 = sext i32 %N to i64
  %948 = select i1 %946, i64 512, i64 %947
  %949 = select i1 %944, i64 0, i64 %948
  %950 = select i1 %942, i64 0, i64 %949
  %951 = trunc i64 %950 to i32
  %952 = icmp slt i32 %951, 0
  %953 = sext i32 %N to i64
  %954 = icmp slt i64 %953, 0
  %955 = sext i32 %N to i64
  %956 = icmp sgt i64 %955, 512
  %957 = sext i32 %N to i64
  %958 = select i1 %956, i64 512, i64 %957
  %959 = select i1 %954, i64 0, i64 %958
  %960 = icmp slt i64 %959, 0
  %961 = sext i32 %N to i64
  %962 = icmp slt i64 %961, 0
  %963 = sext i32 %N to i64
  %964 = icmp sgt i64 %963, 512
  %965 = sext i32 %N to i64
  %966 = select i1 %964, i64 512, i64 %965
  %967 = select i1 %962, i64 0, i64 %966
  %968 = select i1 %960, i64 0, i64 %967
  %969 = trunc i64 %968 to i32
  %970 = icmp sgt i32 %969, 512
  %971 = sext i32 %N to i64
  %972 = icmp slt i64 %971, 0
  %973 = sext i32 %N to i64
  %974 = icmp sgt i64 %973, 512
  %975 = sext i32 %N to i64
  %976 = select i1 %974, i64 512, i64 %975
  %977 = select i1 %972, i64 0, i64 %976
  %978 = icmp slt i64 %977, 0
  %979 = sext i32 %N to i64
  %980 = icmp slt i64 %979, 0
  %981 = sext i32 %N to i64
  %982 = icmp sgt i64 %981, 512
  %983 = sext i32 %N to i64
  %984 = select i1 %982, i64 512, i64 %983
  %985 = select i1 %980, i64 0, i64 %984
  %986 = select i1 %978, i64 0, i64 %985
  %987 = trunc i64 %986 to i32
  %988 = select i1 %970, i32 512, i32 %987
  %989 = select i1 %952, i32 0, i32 %988
  %990 = add i32 %989, 31
  %991 = sdiv i32 %990, 32
  %992 = sub i32 0, %990
  %993 = select i1 false, i32 %992, i32 %991
  br label %for.cond240

for.cond233:                                      ; preds = %for.body234, %for.body230
  %j236 = phi i32 [ 0, %for.body230 ], [ %1011, %for.body234 ]
  %994 = icmp slt i32 %j236, %tl_cols9
  br i1 %994, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %995 = sext i32 %i232 to i64
  %996 = mul nsw i64 %995, 512
  %997 = sext i32 %j236 to i64
  %998 = add nsw i64 %996, %997
  %999 = getelementptr inbounds float, ptr %X_f, i64 %998
  %1000 = load float, ptr %999, align 4
  %1001 = sext i32 %i232 to i64
  %1002 = getelementptr inbounds float, ptr %m, i64 %1001
  %1003 = load float, ptr %1002, align 4
  %1004 = fsub float %1000, %1003
  %1005 = call float @tilec_expf(float %1004)
  %1006 = sext i32 %i232 to i64
  %1007 = mul nsw i64 %1006, 512
  %1008 = sext i32 %j236 to i64
  %1009 = add nsw i64 %1007, %1008
  %1010 = getelementptr inbounds float, ptr %X_f, i64 %1009
  store float %1005, ptr %1010, align 4
  %1011 = add nsw i32 %j236, 1
  br label %for.cond233, !llvm.loop !50

for.end235:                                       ; preds = %for.cond233
  %1012 = sext i32 %i232 to i64
  %1013 = getelementptr inbounds float, ptr %m, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = fsub float 0xFFF0000000000000, %1014
  %tl_col11 = call float @tilec_expf(float %1015)
  %1016 = sub i32 512, %tl_cols9
  br label %for.cond237

for.cond237:                                      ; preds = %for.body238, %for.end235
  %j10 = phi i32 [ 0, %for.end235 ], [ %1024, %for.body238 ]
  %1017 = icmp slt i32 %j10, %1016
  br i1 %1017, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %1018 = sext i32 %i232 to i64
  %1019 = mul nsw i64 %1018, 512
  %1020 = add i32 %tl_cols9, %j10
  %1021 = sext i32 %1020 to i64
  %1022 = add nsw i64 %1019, %1021
  %1023 = getelementptr inbounds float, ptr %X_f, i64 %1022
  store float %tl_col11, ptr %1023, align 4
  %1024 = add nsw i32 %j10, 1
  br label %for.cond237, !llvm.loop !51

for.end239:                                       ; preds = %for.cond237
  %1025 = add nsw i32 %i232, 1
  br label %for.cond229, !llvm.loop !52

for.cond240:                                      ; preds = %for.end285, %for.end231
  %i5 = phi i32 [ 0, %for.end231 ], [ %1163, %for.end285 ]
  %1026 = icmp slt i32 %i5, 4
  br i1 %1026, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  br label %for.cond243

for.end242:                                       ; preds = %for.cond240
  br label %for.cond287

for.cond243:                                      ; preds = %for.body244, %for.body241
  %lane3 = phi i32 [ 0, %for.body241 ], [ %1036, %for.body244 ]
  %1027 = icmp slt i32 %lane3, 32
  br i1 %1027, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %1028 = sext i32 %i5 to i64
  %1029 = mul nsw i64 %1028, 512
  %1030 = sext i32 %lane3 to i64
  %1031 = add nsw i64 %1029, %1030
  %1032 = getelementptr inbounds float, ptr %X_f, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = sext i32 %lane3 to i64
  %1035 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1034
  store float %1033, ptr %1035, align 4
  %1036 = add nsw i32 %lane3, 1
  br label %for.cond243, !llvm.loop !53

for.end245:                                       ; preds = %for.cond243
  %1037 = sext i32 %i5 to i64
  %1038 = getelementptr inbounds float, ptr %m, i64 %1037
  %1039 = load float, ptr %1038, align 4
  %1040 = fsub float 0xFFF0000000000000, %1039
  %tl_pad12 = call float @tilec_expf(float %1040)
  %1041 = fadd float %tl_pad12, %tl_pad12
  %1042 = fcmp oeq float %1041, %tl_pad12
  %1043 = fcmp une float %tl_pad12, %tl_pad12
  %1044 = or i1 %1042, %1043
  %1045 = sub i32 %993, 1
  %1046 = icmp slt i32 %1045, 0
  %1047 = sub i32 %993, 1
  %1048 = select i1 %1046, i32 0, i32 %1047
  %tl_steps13 = select i1 %1044, i32 %1048, i32 15
  %1049 = icmp eq i32 %tl_steps13, 15
  br i1 %1049, label %if.then246, label %if.else247

if.then246:                                       ; preds = %for.end245
  br label %for.cond249

if.else247:                                       ; preds = %for.end245
  br label %for.cond256

if.end248:                                        ; preds = %if.end266, %for.end251
  br label %for.cond267

for.cond249:                                      ; preds = %for.end254, %if.then246
  %red3 = phi i32 [ 0, %if.then246 ], [ %1068, %for.end254 ]
  %1050 = icmp slt i32 %red3, 15
  br i1 %1050, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  br label %for.cond252

for.end251:                                       ; preds = %for.cond249
  br label %if.end248

for.cond252:                                      ; preds = %for.body253, %for.body250
  %lane3255 = phi i32 [ 0, %for.body250 ], [ %1067, %for.body253 ]
  %1051 = icmp slt i32 %lane3255, 32
  br i1 %1051, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %1052 = sext i32 %lane3255 to i64
  %1053 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1052
  %1054 = load float, ptr %1053, align 4
  %1055 = sext i32 %i5 to i64
  %1056 = mul nsw i64 %1055, 512
  %1057 = add i32 %red3, 1
  %1058 = mul i32 %1057, 32
  %1059 = add i32 %1058, %lane3255
  %1060 = sext i32 %1059 to i64
  %1061 = add nsw i64 %1056, %1060
  %1062 = getelementptr inbounds float, ptr %X_f, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = fadd float %1054, %1063
  %1065 = sext i32 %lane3255 to i64
  %1066 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1065
  store float %1064, ptr %1066, align 4
  %1067 = add nsw i32 %lane3255, 1
  br label %for.cond252, !llvm.loop !54

for.end254:                                       ; preds = %for.cond252
  %1068 = add nsw i32 %red3, 1
  br label %for.cond249, !llvm.loop !55

for.cond256:                                      ; preds = %for.end262, %if.else247
  %red3259 = phi i32 [ 0, %if.else247 ], [ %1088, %for.end262 ]
  %1069 = icmp slt i32 %red3259, %tl_steps13
  br i1 %1069, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  br label %for.cond260

for.end258:                                       ; preds = %for.cond256
  %1070 = icmp slt i32 %tl_steps13, 15
  br i1 %1070, label %if.then264, label %if.else265

for.cond260:                                      ; preds = %for.body261, %for.body257
  %lane3263 = phi i32 [ 0, %for.body257 ], [ %1087, %for.body261 ]
  %1071 = icmp slt i32 %lane3263, 32
  br i1 %1071, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %1072 = sext i32 %lane3263 to i64
  %1073 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = sext i32 %i5 to i64
  %1076 = mul nsw i64 %1075, 512
  %1077 = add i32 %red3259, 1
  %1078 = mul i32 %1077, 32
  %1079 = add i32 %1078, %lane3263
  %1080 = sext i32 %1079 to i64
  %1081 = add nsw i64 %1076, %1080
  %1082 = getelementptr inbounds float, ptr %X_f, i64 %1081
  %1083 = load float, ptr %1082, align 4
  %1084 = fadd float %1074, %1083
  %1085 = sext i32 %lane3263 to i64
  %1086 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1085
  store float %1084, ptr %1086, align 4
  %1087 = add nsw i32 %lane3263, 1
  br label %for.cond260, !llvm.loop !56

for.end262:                                       ; preds = %for.cond260
  %1088 = add nsw i32 %red3259, 1
  br label %for.cond256, !llvm.loop !57

if.then264:                                       ; preds = %for.end258
  %1089 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1090 = load float, ptr %1089, align 4
  %1091 = fadd float %1090, %tl_pad12
  %1092 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1091, ptr %1092, align 4
  br label %if.end266

if.else265:                                       ; preds = %for.end258
  br label %if.end266

if.end266:                                        ; preds = %if.else265, %if.then264
  br label %if.end248

for.cond267:                                      ; preds = %for.body268, %if.end248
  %lane3270 = phi i32 [ 0, %if.end248 ], [ %1104, %for.body268 ]
  %1093 = icmp slt i32 %lane3270, 16
  br i1 %1093, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1094 = sext i32 %lane3270 to i64
  %1095 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1094
  %1096 = load float, ptr %1095, align 4
  %1097 = add i32 %lane3270, 16
  %1098 = sext i32 %1097 to i64
  %1099 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1098
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd float %1096, %1100
  %1102 = sext i32 %lane3270 to i64
  %1103 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1102
  store float %1101, ptr %1103, align 4
  %1104 = add nsw i32 %lane3270, 1
  br label %for.cond267, !llvm.loop !58

for.end269:                                       ; preds = %for.cond267
  br label %for.cond271

for.cond271:                                      ; preds = %for.body272, %for.end269
  %lane3274 = phi i32 [ 0, %for.end269 ], [ %1116, %for.body272 ]
  %1105 = icmp slt i32 %lane3274, 8
  br i1 %1105, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %1106 = sext i32 %lane3274 to i64
  %1107 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1106
  %1108 = load float, ptr %1107, align 4
  %1109 = add i32 %lane3274, 8
  %1110 = sext i32 %1109 to i64
  %1111 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1110
  %1112 = load float, ptr %1111, align 4
  %1113 = fadd float %1108, %1112
  %1114 = sext i32 %lane3274 to i64
  %1115 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1114
  store float %1113, ptr %1115, align 4
  %1116 = add nsw i32 %lane3274, 1
  br label %for.cond271, !llvm.loop !59

for.end273:                                       ; preds = %for.cond271
  br label %for.cond275

for.cond275:                                      ; preds = %for.body276, %for.end273
  %lane3278 = phi i32 [ 0, %for.end273 ], [ %1128, %for.body276 ]
  %1117 = icmp slt i32 %lane3278, 4
  br i1 %1117, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1118 = sext i32 %lane3278 to i64
  %1119 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1118
  %1120 = load float, ptr %1119, align 4
  %1121 = add i32 %lane3278, 4
  %1122 = sext i32 %1121 to i64
  %1123 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1122
  %1124 = load float, ptr %1123, align 4
  %1125 = fadd float %1120, %1124
  %1126 = sext i32 %lane3278 to i64
  %1127 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1126
  store float %1125, ptr %1127, align 4
  %1128 = add nsw i32 %lane3278, 1
  br label %for.cond275, !llvm.loop !60

for.end277:                                       ; preds = %for.cond275
  br label %for.cond279

for.cond279:                                      ; preds = %for.body280, %for.end277
  %lane3282 = phi i32 [ 0, %for.end277 ], [ %1140, %for.body280 ]
  %1129 = icmp slt i32 %lane3282, 2
  br i1 %1129, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1130 = sext i32 %lane3282 to i64
  %1131 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1130
  %1132 = load float, ptr %1131, align 4
  %1133 = add i32 %lane3282, 2
  %1134 = sext i32 %1133 to i64
  %1135 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1134
  %1136 = load float, ptr %1135, align 4
  %1137 = fadd float %1132, %1136
  %1138 = sext i32 %lane3282 to i64
  %1139 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1138
  store float %1137, ptr %1139, align 4
  %1140 = add nsw i32 %lane3282, 1
  br label %for.cond279, !llvm.loop !61

for.end281:                                       ; preds = %for.cond279
  br label %for.cond283

for.cond283:                                      ; preds = %for.body284, %for.end281
  %lane3286 = phi i32 [ 0, %for.end281 ], [ %1152, %for.body284 ]
  %1141 = icmp slt i32 %lane3286, 1
  br i1 %1141, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1142 = sext i32 %lane3286 to i64
  %1143 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1142
  %1144 = load float, ptr %1143, align 4
  %1145 = add i32 %lane3286, 1
  %1146 = sext i32 %1145 to i64
  %1147 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1146
  %1148 = load float, ptr %1147, align 4
  %1149 = fadd float %1144, %1148
  %1150 = sext i32 %lane3286 to i64
  %1151 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1150
  store float %1149, ptr %1151, align 4
  %1152 = add nsw i32 %lane3286, 1
  br label %for.cond283, !llvm.loop !62

for.end285:                                       ; preds = %for.cond283
  %1153 = sext i32 %i5 to i64
  %1154 = getelementptr inbounds float, ptr %l, i64 %1153
  store float 0.000000e+00, ptr %1154, align 4
  %1155 = sext i32 %i5 to i64
  %1156 = getelementptr inbounds float, ptr %l, i64 %1155
  %1157 = load float, ptr %1156, align 4
  %1158 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1159 = load float, ptr %1158, align 4
  %1160 = fadd float %1157, %1159
  %1161 = sext i32 %i5 to i64
  %1162 = getelementptr inbounds float, ptr %l, i64 %1161
  store float %1160, ptr %1162, align 4
  %1163 = add nsw i32 %i5, 1
  br label %for.cond240, !llvm.loop !63

for.cond287:                                      ; preds = %if.end293, %for.end242
  %i290 = phi i32 [ 0, %for.end242 ], [ %1189, %if.end293 ]
  %1164 = icmp slt i32 %i290, 4
  br i1 %1164, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  %1165 = sext i32 %N to i64
  %1166 = icmp slt i64 %1165, 0
  %1167 = sext i32 %N to i64
  %1168 = icmp sgt i64 %1167, 512
  %1169 = sext i32 %N to i64
  %1170 = select i1 %1168, i64 512, i64 %1169
  %1171 = select i1 %1166, i64 0, i64 %1170
  %1172 = icmp slt i64 %1171, 0
  %1173 = sext i32 %N to i64
  %1174 = icmp slt i64 %1173, 0
  %1175 = sext i32 %N to i64
  %1176 = icmp sgt i64 %1175, 512
  %1177 = sext i32 %N to i64
  %1178 = select i1 %1176, i64 512, i64 %1177
  %1179 = select i1 %1174, i64 0, i64 %1178
  %1180 = select i1 %1172, i64 0, i64 %1179
  %tl_hi7 = trunc i64 %1180 to i32
  %1181 = mul i32 %bx, 4
  %1182 = add i32 %1181, %i290
  %1183 = icmp sle i32 0, %1182
  %1184 = mul i32 %bx, 4
  %1185 = add i32 %1184, %i290
  %1186 = icmp slt i32 %1185, %M
  %1187 = and i1 %1183, %1186
  br i1 %1187, label %if.then291, label %if.else292

for.end289:                                       ; preds = %for.cond287
  br label %if.end147

if.then291:                                       ; preds = %for.body288
  %1188 = sub i32 %tl_hi7, 0
  br label %for.cond294

if.else292:                                       ; preds = %for.body288
  br label %if.end293

if.end293:                                        ; preds = %if.else292, %for.end296
  %1189 = add nsw i32 %i290, 1
  br label %for.cond287, !llvm.loop !64

for.cond294:                                      ; preds = %for.body295, %if.then291
  %j6 = phi i32 [ 0, %if.then291 ], [ %1212, %for.body295 ]
  %1190 = icmp slt i32 %j6, %1188
  br i1 %1190, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %1191 = sext i32 %i290 to i64
  %1192 = mul nsw i64 %1191, 512
  %1193 = add i32 0, %j6
  %1194 = sext i32 %1193 to i64
  %1195 = add nsw i64 %1192, %1194
  %1196 = getelementptr inbounds float, ptr %X_f, i64 %1195
  %1197 = load float, ptr %1196, align 4
  %1198 = sext i32 %i290 to i64
  %1199 = getelementptr inbounds float, ptr %l, i64 %1198
  %1200 = load float, ptr %1199, align 4
  %1201 = fdiv float 1.000000e+00, %1200
  %1202 = fmul float %1197, %1201
  %1203 = mul i32 %bx, 4
  %1204 = add i32 %1203, %i290
  %1205 = sext i32 %1204 to i64
  %1206 = sext i32 %N to i64
  %1207 = mul nsw i64 %1205, %1206
  %1208 = add i32 0, %j6
  %1209 = sext i32 %1208 to i64
  %1210 = add nsw i64 %1207, %1209
  %1211 = getelementptr inbounds float, ptr %Y, i64 %1210
  store float %1202, ptr %1211, align 4
  %1212 = add nsw i32 %j6, 1
  br label %for.cond294, !llvm.loop !65

for.end296:                                       ; preds = %for.cond294
  br label %if.end293

if.then297:                                       ; preds = %if.else146
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %1213 = sext i32 %N to i64
  %1214 = icmp slt i64 %1213, 0
  %1215 = sext i32 %N to i64
  %1216 = icmp sgt i64 %1215, 4096
  %1217 = sext i32 %N to i64
  %1218 = select i1 %1216, i64 4096, i64 %1217
  %1219 = select i1 %1214, i64 0, i64 %1218
  %1220 = icmp slt i64 %1219, 0
  %1221 = sext i32 %N to i64
  %1222 = icmp slt i64 %1221, 0
  %1223 = sext i32 %N to i64
  %1224 = icmp sgt i64 %1223, 4096
  %1225 = sext i32 %N to i64
  %1226 = select i1 %1224, i64 4096, i64 %1225
  %1227 = select i1 %1222, i64 0, i64 %1226
  %1228 = select i1 %1220, i64 0, i64 %1227
  %1229 = trunc i64 %1228 to i32
  %1230 = icmp slt i32 %1229, 0
  %1231 = sext i32 %N to i64
  %1232 = icmp slt i64 %1231, 0
  %1233 = sext i32 %N to i64
  %1234 = icmp sgt i64 %1233, 4096
  %1235 = sext i32 %N to i64
  %1236 = select i1 %1234, i64 4096, i64 %1235
  %1237 = select i1 %1232, i64 0, i64 %1236
  %1238 = icmp slt i64 %1237, 0
  %1239 = sext i32 %N to i64
  %1240 = icmp slt i64 %1239, 0
  %1241 = sext i32 %N to i64
  %1242 = icmp sgt i64 %1241, 4096
  %1243 = sext i32 %N to i64
  %1244 = select i1 %1242, i64 4096, i64 %1243
  %1245 = select i1 %1240, i64 0, i64 %1244
  %1246 = select i1 %1238, i64 0, i64 %1245
  %1247 = trunc i64 %1246 to i32
  %1248 = icmp sgt i32 %1247, 4096
  %1249 = sext i32 %N to i64
  %1250 = icmp slt i64 %1249, 0
  %1251 = sext i32 %N to i64
  %1252 = icmp sgt i64 %1251, 4096
  %1253 = sext i32 %N to i64
  %1254 = select i1 %1252, i64 4096, i64 %1253
  %1255 = select i1 %1250, i64 0, i64 %1254
  %1256 = icmp slt i64 %1255, 0
  %1257 = sext i32 %N to i64
  %1258 = icmp slt i64 %1257, 0
  %1259 = sext i32 %N to i64
  %1260 = icmp sgt i64 %1259, 4096
  %1261 = sext i32 %N to i64
  %1262 = select i1 %1260, i64 4096, i64 %1261
  %1263 = select i1 %1258, i64 0, i64 %1262
  %1264 = select i1 %1256, i64 0, i64 %1263
  %1265 = trunc i64 %1264 to i32
  %1266 = select i1 %1248, i32 4096, i32 %1265
  %1267 = select i1 %1230, i32 0, i32 %1266
  %1268 = add i32 %1267, 31
  %1269 = sdiv i32 %1268, 32
  %1270 = sub i32 0, %1268
  %1271 = select i1 false, i32 %1270, i32 %1269
  br label %for.cond300

if.else298:                                       ; preds = %if.else146
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond451

if.end299:                                        ; preds = %for.end608, %for.end302
  br label %if.end147

for.cond300:                                      ; preds = %for.end443, %if.then297
  %r = phi i32 [ 0, %if.then297 ], [ %1955, %for.end443 ]
  %1272 = icmp slt i32 %r, 4
  br i1 %1272, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  br label %for.cond303

for.end302:                                       ; preds = %for.cond300
  br label %if.end299

for.cond303:                                      ; preds = %if.end313, %for.body301
  %i306 = phi i32 [ 0, %for.body301 ], [ %1310, %if.end313 ]
  %1273 = icmp slt i32 %i306, 1
  br i1 %1273, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1274 = sext i32 %N to i64
  %1275 = icmp slt i64 %1274, 0
  %1276 = sext i32 %N to i64
  %1277 = icmp sgt i64 %1276, 4096
  %1278 = sext i32 %N to i64
  %1279 = select i1 %1277, i64 4096, i64 %1278
  %1280 = select i1 %1275, i64 0, i64 %1279
  %1281 = icmp slt i64 %1280, 0
  %1282 = sext i32 %N to i64
  %1283 = icmp slt i64 %1282, 0
  %1284 = sext i32 %N to i64
  %1285 = icmp sgt i64 %1284, 4096
  %1286 = sext i32 %N to i64
  %1287 = select i1 %1285, i64 4096, i64 %1286
  %1288 = select i1 %1283, i64 0, i64 %1287
  %1289 = select i1 %1281, i64 0, i64 %1288
  %tl_hi9 = trunc i64 %1289 to i32
  br label %for.cond307

for.end305:                                       ; preds = %for.cond303
  br label %for.cond321

for.cond307:                                      ; preds = %for.body308, %for.body304
  %j310 = phi i32 [ 0, %for.body304 ], [ %1298, %for.body308 ]
  %1290 = icmp slt i32 %j310, 0
  br i1 %1290, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1291 = icmp slt i32 %j310, %N
  %1292 = select i1 %1291, float 0.000000e+00, float 0xFFF0000000000000
  %1293 = sext i32 %i306 to i64
  %1294 = mul nsw i64 %1293, 4096
  %1295 = sext i32 %j310 to i64
  %1296 = add nsw i64 %1294, %1295
  %1297 = getelementptr inbounds float, ptr %X_r, i64 %1296
  store float %1292, ptr %1297, align 4
  %1298 = add nsw i32 %j310, 1
  br label %for.cond307, !llvm.loop !66

for.end309:                                       ; preds = %for.cond307
  %1299 = mul i32 %bx, 4
  %1300 = add i32 %1299, %r
  %1301 = add i32 %1300, %i306
  %1302 = icmp sle i32 0, %1301
  %1303 = mul i32 %bx, 4
  %1304 = add i32 %1303, %r
  %1305 = add i32 %1304, %i306
  %1306 = icmp slt i32 %1305, %M
  %1307 = and i1 %1302, %1306
  br i1 %1307, label %if.then311, label %if.else312

if.then311:                                       ; preds = %for.end309
  %1308 = sub i32 %tl_hi9, 0
  br label %for.cond314

if.else312:                                       ; preds = %for.end309
  %1309 = sub i32 %tl_hi9, 0
  br label %for.cond317

if.end313:                                        ; preds = %for.end319, %for.end316
  %1310 = add nsw i32 %i306, 1
  br label %for.cond303, !llvm.loop !67

for.cond314:                                      ; preds = %for.body315, %if.then311
  %j7 = phi i32 [ 0, %if.then311 ], [ %1329, %for.body315 ]
  %1311 = icmp slt i32 %j7, %1308
  br i1 %1311, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1312 = mul i32 %bx, 4
  %1313 = add i32 %1312, %r
  %1314 = add i32 %1313, %i306
  %1315 = sext i32 %1314 to i64
  %1316 = sext i32 %N to i64
  %1317 = mul nsw i64 %1315, %1316
  %1318 = add i32 0, %j7
  %1319 = sext i32 %1318 to i64
  %1320 = add nsw i64 %1317, %1319
  %1321 = getelementptr inbounds float, ptr %X, i64 %1320
  %1322 = load float, ptr %1321, align 4
  %1323 = sext i32 %i306 to i64
  %1324 = mul nsw i64 %1323, 4096
  %1325 = add i32 0, %j7
  %1326 = sext i32 %1325 to i64
  %1327 = add nsw i64 %1324, %1326
  %1328 = getelementptr inbounds float, ptr %X_r, i64 %1327
  store float %1322, ptr %1328, align 4
  %1329 = add nsw i32 %j7, 1
  br label %for.cond314, !llvm.loop !68

for.end316:                                       ; preds = %for.cond314
  br label %if.end313

for.cond317:                                      ; preds = %for.body318, %if.else312
  %j7320 = phi i32 [ 0, %if.else312 ], [ %1337, %for.body318 ]
  %1330 = icmp slt i32 %j7320, %1309
  br i1 %1330, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %1331 = sext i32 %i306 to i64
  %1332 = mul nsw i64 %1331, 4096
  %1333 = add i32 0, %j7320
  %1334 = sext i32 %1333 to i64
  %1335 = add nsw i64 %1332, %1334
  %1336 = getelementptr inbounds float, ptr %X_r, i64 %1335
  store float 0.000000e+00, ptr %1336, align 4
  %1337 = add nsw i32 %j7320, 1
  br label %for.cond317, !llvm.loop !69

for.end319:                                       ; preds = %for.cond317
  br label %if.end313

for.cond321:                                      ; preds = %for.end378, %for.end305
  %i6 = phi i32 [ 0, %for.end305 ], [ %1599, %for.end378 ]
  %1338 = icmp slt i32 %i6, 1
  br i1 %1338, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  br label %for.cond324

for.end323:                                       ; preds = %for.cond321
  br label %for.cond382

for.cond324:                                      ; preds = %for.end329, %for.body322
  %tl_r14 = phi i32 [ 0, %for.body322 ], [ %1412, %for.end329 ]
  %1339 = icmp slt i32 %tl_r14, 1
  br i1 %1339, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1340 = sext i32 %N to i64
  %1341 = icmp slt i64 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp sgt i64 %1342, 4096
  %1344 = sext i32 %N to i64
  %1345 = select i1 %1343, i64 4096, i64 %1344
  %1346 = select i1 %1341, i64 0, i64 %1345
  %1347 = icmp slt i64 %1346, 0
  %1348 = sext i32 %N to i64
  %1349 = icmp slt i64 %1348, 0
  %1350 = sext i32 %N to i64
  %1351 = icmp sgt i64 %1350, 4096
  %1352 = sext i32 %N to i64
  %1353 = select i1 %1351, i64 4096, i64 %1352
  %1354 = select i1 %1349, i64 0, i64 %1353
  %1355 = select i1 %1347, i64 0, i64 %1354
  %1356 = trunc i64 %1355 to i32
  %1357 = icmp slt i32 %1356, 0
  %1358 = sext i32 %N to i64
  %1359 = icmp slt i64 %1358, 0
  %1360 = sext i32 %N to i64
  %1361 = icmp sgt i64 %1360, 4096
  %1362 = sext i32 %N to i64
  %1363 = select i1 %1361, i64 4096, i64 %1362
  %1364 = select i1 %1359, i64 0, i64 %1363
  %1365 = icmp slt i64 %1364, 0
  %1366 = sext i32 %N to i64
  %1367 = icmp slt i64 %1366, 0
  %1368 = sext i32 %N to i64
  %1369 = icmp sgt i64 %1368, 4096
  %1370 = sext i32 %N to i64
  %1371 = select i1 %1369, i64 4096, i64 %1370
  %1372 = select i1 %1367, i64 0, i64 %1371
  %1373 = select i1 %1365, i64 0, i64 %1372
  %1374 = trunc i64 %1373 to i32
  %1375 = icmp sgt i32 %1374, 4096
  %1376 = sext i32 %N to i64
  %1377 = icmp slt i64 %1376, 0
  %1378 = sext i32 %N to i64
  %1379 = icmp sgt i64 %1378, 4096
  %1380 = sext i32 %N to i64
  %1381 = select i1 %1379, i64 4096, i64 %1380
  %1382 = select i1 %1377, i64 0, i64 %1381
  %1383 = icmp slt i64 %1382, 0
  %1384 = sext i32 %N to i64
  %1385 = icmp slt i64 %1384, 0
  %1386 = sext i32 %N to i64
  %1387 = icmp sgt i64 %1386, 4096
  %1388 = sext i32 %N to i64
  %1389 = select i1 %1387, i64 4096, i64 %1388
  %1390 = select i1 %1385, i64 0, i64 %1389
  %1391 = select i1 %1383, i64 0, i64 %1390
  %1392 = trunc i64 %1391 to i32
  %1393 = select i1 %1375, i32 4096, i32 %1392
  %tl_pad_from15 = select i1 %1357, i32 0, i32 %1393
  %1394 = mul i32 %1271, 32
  %1395 = icmp slt i32 %1394, 32
  %1396 = mul i32 %1271, 32
  %1397 = select i1 %1395, i32 32, i32 %1396
  %1398 = icmp slt i32 %1397, 4096
  %1399 = mul i32 %1271, 32
  %1400 = icmp slt i32 %1399, 32
  %1401 = mul i32 %1271, 32
  %1402 = select i1 %1400, i32 32, i32 %1401
  %1403 = select i1 %1398, i32 %1402, i32 4096
  %tl_pad_n17 = sub i32 %1403, %tl_pad_from15
  br label %for.cond327

for.end326:                                       ; preds = %for.cond324
  br label %for.cond330

for.cond327:                                      ; preds = %for.body328, %for.body325
  %tl_pad_k18 = phi i32 [ 0, %for.body325 ], [ %1411, %for.body328 ]
  %1404 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1404, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1405 = sext i32 %tl_r14 to i64
  %1406 = mul nsw i64 %1405, 4096
  %1407 = add i32 %tl_pad_from15, %tl_pad_k18
  %1408 = sext i32 %1407 to i64
  %1409 = add nsw i64 %1406, %1408
  %1410 = getelementptr inbounds float, ptr %X_r, i64 %1409
  store float 0xFFF0000000000000, ptr %1410, align 4
  %1411 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond327, !llvm.loop !70

for.end329:                                       ; preds = %for.cond327
  %1412 = add nsw i32 %tl_r14, 1
  br label %for.cond324, !llvm.loop !71

for.cond330:                                      ; preds = %for.body331, %for.end326
  %lane4 = phi i32 [ 0, %for.end326 ], [ %1437, %for.body331 ]
  %1413 = icmp slt i32 %lane4, 32
  br i1 %1413, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  %1414 = sext i32 %i6 to i64
  %1415 = mul nsw i64 %1414, 4096
  %1416 = sext i32 %lane4 to i64
  %1417 = add nsw i64 %1415, %1416
  %1418 = getelementptr inbounds float, ptr %X_r, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = sext i32 %i6 to i64
  %1421 = mul nsw i64 %1420, 4096
  %1422 = sext i32 %lane4 to i64
  %1423 = add nsw i64 %1421, %1422
  %1424 = getelementptr inbounds float, ptr %X_r, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = fcmp une float %1419, %1425
  %1427 = sext i32 %i6 to i64
  %1428 = mul nsw i64 %1427, 4096
  %1429 = sext i32 %lane4 to i64
  %1430 = add nsw i64 %1428, %1429
  %1431 = call i64 @llvm.umin.i64(i64 %1430, i64 4095)
  %1432 = getelementptr inbounds float, ptr %X_r, i64 %1431
  %1433 = load float, ptr %1432, align 4
  %1434 = select i1 %1426, float 0xFFF0000000000000, float %1433
  %1435 = sext i32 %lane4 to i64
  %1436 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1435
  store float %1434, ptr %1436, align 4
  %1437 = add nsw i32 %lane4, 1
  br label %for.cond330, !llvm.loop !72

for.end332:                                       ; preds = %for.cond330
  %1438 = sub i32 %1271, 1
  %1439 = icmp slt i32 %1438, 0
  %1440 = sub i32 %1271, 1
  %1441 = select i1 %1439, i32 0, i32 %1440
  %tl_steps20 = select i1 true, i32 %1441, i32 127
  %1442 = icmp eq i32 %tl_steps20, 127
  br i1 %1442, label %if.then333, label %if.else334

if.then333:                                       ; preds = %for.end332
  br label %for.cond336

if.else334:                                       ; preds = %for.end332
  br label %if.end335

if.end335:                                        ; preds = %if.else334, %for.end338
  br label %for.cond342

for.cond336:                                      ; preds = %for.end341, %if.then333
  %tl_r21 = phi i32 [ 0, %if.then333 ], [ %1506, %for.end341 ]
  %1443 = icmp slt i32 %tl_r21, 1
  br i1 %1443, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1444 = sext i32 %N to i64
  %1445 = icmp slt i64 %1444, 0
  %1446 = sext i32 %N to i64
  %1447 = icmp sgt i64 %1446, 4096
  %1448 = sext i32 %N to i64
  %1449 = select i1 %1447, i64 4096, i64 %1448
  %1450 = select i1 %1445, i64 0, i64 %1449
  %1451 = icmp slt i64 %1450, 0
  %1452 = sext i32 %N to i64
  %1453 = icmp slt i64 %1452, 0
  %1454 = sext i32 %N to i64
  %1455 = icmp sgt i64 %1454, 4096
  %1456 = sext i32 %N to i64
  %1457 = select i1 %1455, i64 4096, i64 %1456
  %1458 = select i1 %1453, i64 0, i64 %1457
  %1459 = select i1 %1451, i64 0, i64 %1458
  %1460 = trunc i64 %1459 to i32
  %1461 = icmp slt i32 %1460, 0
  %1462 = sext i32 %N to i64
  %1463 = icmp slt i64 %1462, 0
  %1464 = sext i32 %N to i64
  %1465 = icmp sgt i64 %1464, 4096
  %1466 = sext i32 %N to i64
  %1467 = select i1 %1465, i64 4096, i64 %1466
  %1468 = select i1 %1463, i64 0, i64 %1467
  %1469 = icmp slt i64 %1468, 0
  %1470 = sext i32 %N to i64
  %1471 = icmp slt i64 %1470, 0
  %1472 = sext i32 %N to i64
  %1473 = icmp sgt i64 %1472, 4096
  %1474 = sext i32 %N to i64
  %1475 = select i1 %1473, i64 4096, i64 %1474
  %1476 = select i1 %1471, i64 0, i64 %1475
  %1477 = select i1 %1469, i64 0, i64 %1476
  %1478 = trunc i64 %1477 to i32
  %1479 = icmp sgt i32 %1478, 4096
  %1480 = sext i32 %N to i64
  %1481 = icmp slt i64 %1480, 0
  %1482 = sext i32 %N to i64
  %1483 = icmp sgt i64 %1482, 4096
  %1484 = sext i32 %N to i64
  %1485 = select i1 %1483, i64 4096, i64 %1484
  %1486 = select i1 %1481, i64 0, i64 %1485
  %1487 = icmp slt i64 %1486, 0
  %1488 = sext i32 %N to i64
  %1489 = icmp slt i64 %1488, 0
  %1490 = sext i32 %N to i64
  %1491 = icmp sgt i64 %1490, 4096
  %1492 = sext i32 %N to i64
  %1493 = select i1 %1491, i64 4096, i64 %1492
  %1494 = select i1 %1489, i64 0, i64 %1493
  %1495 = select i1 %1487, i64 0, i64 %1494
  %1496 = trunc i64 %1495 to i32
  %1497 = select i1 %1479, i32 4096, i32 %1496
  %tl_pad_from22 = select i1 %1461, i32 0, i32 %1497
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond339

for.end338:                                       ; preds = %for.cond336
  br label %if.end335

for.cond339:                                      ; preds = %for.body340, %for.body337
  %tl_pad_k25 = phi i32 [ 0, %for.body337 ], [ %1505, %for.body340 ]
  %1498 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1498, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1499 = sext i32 %tl_r21 to i64
  %1500 = mul nsw i64 %1499, 4096
  %1501 = add i32 %tl_pad_from22, %tl_pad_k25
  %1502 = sext i32 %1501 to i64
  %1503 = add nsw i64 %1500, %1502
  %1504 = getelementptr inbounds float, ptr %X_r, i64 %1503
  store float 0xFFF0000000000000, ptr %1504, align 4
  %1505 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond339, !llvm.loop !73

for.end341:                                       ; preds = %for.cond339
  %1506 = add nsw i32 %tl_r21, 1
  br label %for.cond336, !llvm.loop !74

for.cond342:                                      ; preds = %for.end347, %if.end335
  %red4 = phi i32 [ 0, %if.end335 ], [ %1525, %for.end347 ]
  %1507 = icmp slt i32 %red4, %tl_steps20
  br i1 %1507, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  br label %for.cond345

for.end344:                                       ; preds = %for.cond342
  %1508 = icmp slt i32 %tl_steps20, 127
  br i1 %1508, label %if.then349, label %if.else350

for.cond345:                                      ; preds = %for.body346, %for.body343
  %lane4348 = phi i32 [ 0, %for.body343 ], [ %1524, %for.body346 ]
  %1509 = icmp slt i32 %lane4348, 32
  br i1 %1509, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  %1510 = sext i32 %lane4348 to i64
  %1511 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1510
  %lane_acc2 = load float, ptr %1511, align 4
  %1512 = sext i32 %i6 to i64
  %1513 = mul nsw i64 %1512, 4096
  %1514 = add i32 %red4, 1
  %1515 = mul i32 %1514, 32
  %1516 = add i32 %1515, %lane4348
  %1517 = sext i32 %1516 to i64
  %1518 = add nsw i64 %1513, %1517
  %1519 = getelementptr inbounds float, ptr %X_r, i64 %1518
  %lane_next2 = load float, ptr %1519, align 4
  %1520 = fcmp ogt float %lane_next2, %lane_acc2
  %1521 = select i1 %1520, float %lane_next2, float %lane_acc2
  %1522 = sext i32 %lane4348 to i64
  %1523 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1522
  store float %1521, ptr %1523, align 4
  %1524 = add nsw i32 %lane4348, 1
  br label %for.cond345, !llvm.loop !75

for.end347:                                       ; preds = %for.cond345
  %1525 = add nsw i32 %red4, 1
  br label %for.cond342, !llvm.loop !76

if.then349:                                       ; preds = %for.end344
  %1526 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1527 = load float, ptr %1526, align 4
  %1528 = fcmp ogt float 0xFFF0000000000000, %1527
  %1529 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1530 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1529
  %1531 = load float, ptr %1530, align 4
  %1532 = select i1 %1528, float 0xFFF0000000000000, float %1531
  %1533 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1532, ptr %1533, align 4
  br label %if.end351

if.else350:                                       ; preds = %for.end344
  br label %if.end351

if.end351:                                        ; preds = %if.else350, %if.then349
  br label %for.cond352

for.cond352:                                      ; preds = %for.body353, %if.end351
  %lane4355 = phi i32 [ 0, %if.end351 ], [ %1544, %for.body353 ]
  %1534 = icmp slt i32 %lane4355, 16
  br i1 %1534, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1535 = sext i32 %lane4355 to i64
  %1536 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1535
  %lane_acc2356 = load float, ptr %1536, align 4
  %1537 = add i32 %lane4355, 16
  %1538 = sext i32 %1537 to i64
  %1539 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1538
  %lane_next2357 = load float, ptr %1539, align 4
  %1540 = fcmp ogt float %lane_next2357, %lane_acc2356
  %1541 = select i1 %1540, float %lane_next2357, float %lane_acc2356
  %1542 = sext i32 %lane4355 to i64
  %1543 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1542
  store float %1541, ptr %1543, align 4
  %1544 = add nsw i32 %lane4355, 1
  br label %for.cond352, !llvm.loop !77

for.end354:                                       ; preds = %for.cond352
  br label %for.cond358

for.cond358:                                      ; preds = %for.body359, %for.end354
  %lane4361 = phi i32 [ 0, %for.end354 ], [ %1555, %for.body359 ]
  %1545 = icmp slt i32 %lane4361, 8
  br i1 %1545, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1546 = sext i32 %lane4361 to i64
  %1547 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1546
  %lane_acc2362 = load float, ptr %1547, align 4
  %1548 = add i32 %lane4361, 8
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1549
  %lane_next2363 = load float, ptr %1550, align 4
  %1551 = fcmp ogt float %lane_next2363, %lane_acc2362
  %1552 = select i1 %1551, float %lane_next2363, float %lane_acc2362
  %1553 = sext i32 %lane4361 to i64
  %1554 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1553
  store float %1552, ptr %1554, align 4
  %1555 = add nsw i32 %lane4361, 1
  br label %for.cond358, !llvm.loop !78

for.end360:                                       ; preds = %for.cond358
  br label %for.cond364

for.cond364:                                      ; preds = %for.body365, %for.end360
  %lane4367 = phi i32 [ 0, %for.end360 ], [ %1566, %for.body365 ]
  %1556 = icmp slt i32 %lane4367, 4
  br i1 %1556, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %1557 = sext i32 %lane4367 to i64
  %1558 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1557
  %lane_acc2368 = load float, ptr %1558, align 4
  %1559 = add i32 %lane4367, 4
  %1560 = sext i32 %1559 to i64
  %1561 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1560
  %lane_next2369 = load float, ptr %1561, align 4
  %1562 = fcmp ogt float %lane_next2369, %lane_acc2368
  %1563 = select i1 %1562, float %lane_next2369, float %lane_acc2368
  %1564 = sext i32 %lane4367 to i64
  %1565 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1564
  store float %1563, ptr %1565, align 4
  %1566 = add nsw i32 %lane4367, 1
  br label %for.cond364, !llvm.loop !79

for.end366:                                       ; preds = %for.cond364
  br label %for.cond370

for.cond370:                                      ; preds = %for.body371, %for.end366
  %lane4373 = phi i32 [ 0, %for.end366 ], [ %1577, %for.body371 ]
  %1567 = icmp slt i32 %lane4373, 2
  br i1 %1567, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  %1568 = sext i32 %lane4373 to i64
  %1569 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1568
  %lane_acc2374 = load float, ptr %1569, align 4
  %1570 = add i32 %lane4373, 2
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1571
  %lane_next2375 = load float, ptr %1572, align 4
  %1573 = fcmp ogt float %lane_next2375, %lane_acc2374
  %1574 = select i1 %1573, float %lane_next2375, float %lane_acc2374
  %1575 = sext i32 %lane4373 to i64
  %1576 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1575
  store float %1574, ptr %1576, align 4
  %1577 = add nsw i32 %lane4373, 1
  br label %for.cond370, !llvm.loop !80

for.end372:                                       ; preds = %for.cond370
  br label %for.cond376

for.cond376:                                      ; preds = %for.body377, %for.end372
  %lane4379 = phi i32 [ 0, %for.end372 ], [ %1588, %for.body377 ]
  %1578 = icmp slt i32 %lane4379, 1
  br i1 %1578, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1579 = sext i32 %lane4379 to i64
  %1580 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1579
  %lane_acc2380 = load float, ptr %1580, align 4
  %1581 = add i32 %lane4379, 1
  %1582 = sext i32 %1581 to i64
  %1583 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1582
  %lane_next2381 = load float, ptr %1583, align 4
  %1584 = fcmp ogt float %lane_next2381, %lane_acc2380
  %1585 = select i1 %1584, float %lane_next2381, float %lane_acc2380
  %1586 = sext i32 %lane4379 to i64
  %1587 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1586
  store float %1585, ptr %1587, align 4
  %1588 = add nsw i32 %lane4379, 1
  br label %for.cond376, !llvm.loop !81

for.end378:                                       ; preds = %for.cond376
  %1589 = sext i32 %i6 to i64
  %1590 = getelementptr inbounds float, ptr %m_r, i64 %1589
  store float 0xFFF0000000000000, ptr %1590, align 4
  %1591 = sext i32 %i6 to i64
  %1592 = getelementptr inbounds float, ptr %m_r, i64 %1591
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1595 = load float, ptr %1594, align 4
  %1596 = call float @llvm.maxnum.f32(float %1593, float %1595)
  %1597 = sext i32 %i6 to i64
  %1598 = getelementptr inbounds float, ptr %m_r, i64 %1597
  store float %1596, ptr %1598, align 4
  %1599 = add nsw i32 %i6, 1
  br label %for.cond321, !llvm.loop !82

for.cond382:                                      ; preds = %for.end388, %for.end323
  %i385 = phi i32 [ 0, %for.end323 ], [ %1675, %for.end388 ]
  %1600 = icmp slt i32 %i385, 1
  br i1 %1600, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1601 = sext i32 %N to i64
  %1602 = icmp slt i64 %1601, 0
  %1603 = sext i32 %N to i64
  %1604 = icmp sgt i64 %1603, 4096
  %1605 = sext i32 %N to i64
  %1606 = select i1 %1604, i64 4096, i64 %1605
  %1607 = select i1 %1602, i64 0, i64 %1606
  %1608 = icmp slt i64 %1607, 0
  %1609 = sext i32 %N to i64
  %1610 = icmp slt i64 %1609, 0
  %1611 = sext i32 %N to i64
  %1612 = icmp sgt i64 %1611, 4096
  %1613 = sext i32 %N to i64
  %1614 = select i1 %1612, i64 4096, i64 %1613
  %1615 = select i1 %1610, i64 0, i64 %1614
  %1616 = select i1 %1608, i64 0, i64 %1615
  %1617 = trunc i64 %1616 to i32
  %1618 = icmp slt i32 %1617, 0
  %1619 = sext i32 %N to i64
  %1620 = icmp slt i64 %1619, 0
  %1621 = sext i32 %N to i64
  %1622 = icmp sgt i64 %1621, 4096
  %1623 = sext i32 %N to i64
  %1624 = select i1 %1622, i64 4096, i64 %1623
  %1625 = select i1 %1620, i64 0, i64 %1624
  %1626 = icmp slt i64 %1625, 0
  %1627 = sext i32 %N to i64
  %1628 = icmp slt i64 %1627, 0
  %1629 = sext i32 %N to i64
  %1630 = icmp sgt i64 %1629, 4096
  %1631 = sext i32 %N to i64
  %1632 = select i1 %1630, i64 4096, i64 %1631
  %1633 = select i1 %1628, i64 0, i64 %1632
  %1634 = select i1 %1626, i64 0, i64 %1633
  %1635 = trunc i64 %1634 to i32
  %1636 = icmp sgt i32 %1635, 4096
  %1637 = sext i32 %N to i64
  %1638 = icmp slt i64 %1637, 0
  %1639 = sext i32 %N to i64
  %1640 = icmp sgt i64 %1639, 4096
  %1641 = sext i32 %N to i64
  %1642 = select i1 %1640, i64 4096, i64 %1641
  %1643 = select i1 %1638, i64 0, i64 %1642
  %1644 = icmp slt i64 %1643, 0
  %1645 = sext i32 %N to i64
  %1646 = icmp slt i64 %1645, 0
  %1647 = sext i32 %N to i64
  %1648 = icmp sgt i64 %1647, 4096
  %1649 = sext i32 %N to i64
  %1650 = select i1 %1648, i64 4096, i64 %1649
  %1651 = select i1 %1646, i64 0, i64 %1650
  %1652 = select i1 %1644, i64 0, i64 %1651
  %1653 = trunc i64 %1652 to i32
  %1654 = select i1 %1636, i32 4096, i32 %1653
  %tl_cols26 = select i1 %1618, i32 0, i32 %1654
  br label %for.cond386

for.end384:                                       ; preds = %for.cond382
  %1655 = getelementptr inbounds float, ptr %m_r, i64 0
  %1656 = load float, ptr %1655, align 4
  %1657 = fsub float 0xFFF0000000000000, %1656
  %tl_pad33 = call float @tilec_expf(float %1657)
  br label %for.cond390

for.cond386:                                      ; preds = %for.body387, %for.body383
  %j389 = phi i32 [ 0, %for.body383 ], [ %1674, %for.body387 ]
  %1658 = icmp slt i32 %j389, %tl_cols26
  br i1 %1658, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1659 = sext i32 %i385 to i64
  %1660 = mul nsw i64 %1659, 4096
  %1661 = sext i32 %j389 to i64
  %1662 = add nsw i64 %1660, %1661
  %1663 = getelementptr inbounds float, ptr %X_r, i64 %1662
  %1664 = load float, ptr %1663, align 4
  %1665 = getelementptr inbounds float, ptr %m_r, i64 0
  %1666 = load float, ptr %1665, align 4
  %1667 = fsub float %1664, %1666
  %1668 = call float @tilec_expf(float %1667)
  %1669 = sext i32 %i385 to i64
  %1670 = mul nsw i64 %1669, 4096
  %1671 = sext i32 %j389 to i64
  %1672 = add nsw i64 %1670, %1671
  %1673 = getelementptr inbounds float, ptr %X_r, i64 %1672
  store float %1668, ptr %1673, align 4
  %1674 = add nsw i32 %j389, 1
  br label %for.cond386, !llvm.loop !83

for.end388:                                       ; preds = %for.cond386
  %1675 = add nsw i32 %i385, 1
  br label %for.cond382, !llvm.loop !84

for.cond390:                                      ; preds = %for.end439, %for.end384
  %i7 = phi i32 [ 0, %for.end384 ], [ %1928, %for.end439 ]
  %1676 = icmp slt i32 %i7, 1
  br i1 %1676, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  br label %for.cond393

for.end392:                                       ; preds = %for.cond390
  br label %for.cond441

for.cond393:                                      ; preds = %for.end398, %for.body391
  %tl_r28 = phi i32 [ 0, %for.body391 ], [ %1750, %for.end398 ]
  %1677 = icmp slt i32 %tl_r28, 1
  br i1 %1677, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1678 = sext i32 %N to i64
  %1679 = icmp slt i64 %1678, 0
  %1680 = sext i32 %N to i64
  %1681 = icmp sgt i64 %1680, 4096
  %1682 = sext i32 %N to i64
  %1683 = select i1 %1681, i64 4096, i64 %1682
  %1684 = select i1 %1679, i64 0, i64 %1683
  %1685 = icmp slt i64 %1684, 0
  %1686 = sext i32 %N to i64
  %1687 = icmp slt i64 %1686, 0
  %1688 = sext i32 %N to i64
  %1689 = icmp sgt i64 %1688, 4096
  %1690 = sext i32 %N to i64
  %1691 = select i1 %1689, i64 4096, i64 %1690
  %1692 = select i1 %1687, i64 0, i64 %1691
  %1693 = select i1 %1685, i64 0, i64 %1692
  %1694 = trunc i64 %1693 to i32
  %1695 = icmp slt i32 %1694, 0
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
  %1713 = icmp sgt i32 %1712, 4096
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
  %1731 = select i1 %1713, i32 4096, i32 %1730
  %tl_pad_from29 = select i1 %1695, i32 0, i32 %1731
  %1732 = mul i32 %1271, 32
  %1733 = icmp slt i32 %1732, 32
  %1734 = mul i32 %1271, 32
  %1735 = select i1 %1733, i32 32, i32 %1734
  %1736 = icmp slt i32 %1735, 4096
  %1737 = mul i32 %1271, 32
  %1738 = icmp slt i32 %1737, 32
  %1739 = mul i32 %1271, 32
  %1740 = select i1 %1738, i32 32, i32 %1739
  %1741 = select i1 %1736, i32 %1740, i32 4096
  %tl_pad_n31 = sub i32 %1741, %tl_pad_from29
  br label %for.cond396

for.end395:                                       ; preds = %for.cond393
  br label %for.cond399

for.cond396:                                      ; preds = %for.body397, %for.body394
  %tl_pad_k32 = phi i32 [ 0, %for.body394 ], [ %1749, %for.body397 ]
  %1742 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1742, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1743 = sext i32 %tl_r28 to i64
  %1744 = mul nsw i64 %1743, 4096
  %1745 = add i32 %tl_pad_from29, %tl_pad_k32
  %1746 = sext i32 %1745 to i64
  %1747 = add nsw i64 %1744, %1746
  %1748 = getelementptr inbounds float, ptr %X_r, i64 %1747
  store float %tl_pad33, ptr %1748, align 4
  %1749 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond396, !llvm.loop !85

for.end398:                                       ; preds = %for.cond396
  %1750 = add nsw i32 %tl_r28, 1
  br label %for.cond393, !llvm.loop !86

for.cond399:                                      ; preds = %for.body400, %for.end395
  %lane5 = phi i32 [ 0, %for.end395 ], [ %1760, %for.body400 ]
  %1751 = icmp slt i32 %lane5, 32
  br i1 %1751, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1752 = sext i32 %i7 to i64
  %1753 = mul nsw i64 %1752, 4096
  %1754 = sext i32 %lane5 to i64
  %1755 = add nsw i64 %1753, %1754
  %1756 = getelementptr inbounds float, ptr %X_r, i64 %1755
  %1757 = load float, ptr %1756, align 4
  %1758 = sext i32 %lane5 to i64
  %1759 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1758
  store float %1757, ptr %1759, align 4
  %1760 = add nsw i32 %lane5, 1
  br label %for.cond399, !llvm.loop !87

for.end401:                                       ; preds = %for.cond399
  %1761 = fadd float %tl_pad33, %tl_pad33
  %1762 = fcmp oeq float %1761, %tl_pad33
  %1763 = fcmp une float %tl_pad33, %tl_pad33
  %1764 = or i1 %1762, %1763
  %1765 = sub i32 %1271, 1
  %1766 = icmp slt i32 %1765, 0
  %1767 = sub i32 %1271, 1
  %1768 = select i1 %1766, i32 0, i32 %1767
  %tl_steps34 = select i1 %1764, i32 %1768, i32 127
  %1769 = icmp eq i32 %tl_steps34, 127
  br i1 %1769, label %if.then402, label %if.else403

if.then402:                                       ; preds = %for.end401
  br label %for.cond405

if.else403:                                       ; preds = %for.end401
  br label %if.end404

if.end404:                                        ; preds = %if.else403, %for.end407
  br label %for.cond411

for.cond405:                                      ; preds = %for.end410, %if.then402
  %tl_r35 = phi i32 [ 0, %if.then402 ], [ %1833, %for.end410 ]
  %1770 = icmp slt i32 %tl_r35, 1
  br i1 %1770, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1771 = sext i32 %N to i64
  %1772 = icmp slt i64 %1771, 0
  %1773 = sext i32 %N to i64
  %1774 = icmp sgt i64 %1773, 4096
  %1775 = sext i32 %N to i64
  %1776 = select i1 %1774, i64 4096, i64 %1775
  %1777 = select i1 %1772, i64 0, i64 %1776
  %1778 = icmp slt i64 %1777, 0
  %1779 = sext i32 %N to i64
  %1780 = icmp slt i64 %1779, 0
  %1781 = sext i32 %N to i64
  %1782 = icmp sgt i64 %1781, 4096
  %1783 = sext i32 %N to i64
  %1784 = select i1 %1782, i64 4096, i64 %1783
  %1785 = select i1 %1780, i64 0, i64 %1784
  %1786 = select i1 %1778, i64 0, i64 %1785
  %1787 = trunc i64 %1786 to i32
  %1788 = icmp slt i32 %1787, 0
  %1789 = sext i32 %N to i64
  %1790 = icmp slt i64 %1789, 0
  %1791 = sext i32 %N to i64
  %1792 = icmp sgt i64 %1791, 4096
  %1793 = sext i32 %N to i64
  %1794 = select i1 %1792, i64 4096, i64 %1793
  %1795 = select i1 %1790, i64 0, i64 %1794
  %1796 = icmp slt i64 %1795, 0
  %1797 = sext i32 %N to i64
  %1798 = icmp slt i64 %1797, 0
  %1799 = sext i32 %N to i64
  %1800 = icmp sgt i64 %1799, 4096
  %1801 = sext i32 %N to i64
  %1802 = select i1 %1800, i64 4096, i64 %1801
  %1803 = select i1 %1798, i64 0, i64 %1802
  %1804 = select i1 %1796, i64 0, i64 %1803
  %1805 = trunc i64 %1804 to i32
  %1806 = icmp sgt i32 %1805, 4096
  %1807 = sext i32 %N to i64
  %1808 = icmp slt i64 %1807, 0
  %1809 = sext i32 %N to i64
  %1810 = icmp sgt i64 %1809, 4096
  %1811 = sext i32 %N to i64
  %1812 = select i1 %1810, i64 4096, i64 %1811
  %1813 = select i1 %1808, i64 0, i64 %1812
  %1814 = icmp slt i64 %1813, 0
  %1815 = sext i32 %N to i64
  %1816 = icmp slt i64 %1815, 0
  %1817 = sext i32 %N to i64
  %1818 = icmp sgt i64 %1817, 4096
  %1819 = sext i32 %N to i64
  %1820 = select i1 %1818, i64 4096, i64 %1819
  %1821 = select i1 %1816, i64 0, i64 %1820
  %1822 = select i1 %1814, i64 0, i64 %1821
  %1823 = trunc i64 %1822 to i32
  %1824 = select i1 %1806, i32 4096, i32 %1823
  %tl_pad_from36 = select i1 %1788, i32 0, i32 %1824
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond408

for.end407:                                       ; preds = %for.cond405
  br label %if.end404

for.cond408:                                      ; preds = %for.body409, %for.body406
  %tl_pad_k39 = phi i32 [ 0, %for.body406 ], [ %1832, %for.body409 ]
  %1825 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1825, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1826 = sext i32 %tl_r35 to i64
  %1827 = mul nsw i64 %1826, 4096
  %1828 = add i32 %tl_pad_from36, %tl_pad_k39
  %1829 = sext i32 %1828 to i64
  %1830 = add nsw i64 %1827, %1829
  %1831 = getelementptr inbounds float, ptr %X_r, i64 %1830
  store float %tl_pad33, ptr %1831, align 4
  %1832 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond408, !llvm.loop !88

for.end410:                                       ; preds = %for.cond408
  %1833 = add nsw i32 %tl_r35, 1
  br label %for.cond405, !llvm.loop !89

for.cond411:                                      ; preds = %for.end416, %if.end404
  %red5 = phi i32 [ 0, %if.end404 ], [ %1853, %for.end416 ]
  %1834 = icmp slt i32 %red5, %tl_steps34
  br i1 %1834, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  br label %for.cond414

for.end413:                                       ; preds = %for.cond411
  %1835 = icmp slt i32 %tl_steps34, 127
  br i1 %1835, label %if.then418, label %if.else419

for.cond414:                                      ; preds = %for.body415, %for.body412
  %lane5417 = phi i32 [ 0, %for.body412 ], [ %1852, %for.body415 ]
  %1836 = icmp slt i32 %lane5417, 32
  br i1 %1836, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1837 = sext i32 %lane5417 to i64
  %1838 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1837
  %1839 = load float, ptr %1838, align 4
  %1840 = sext i32 %i7 to i64
  %1841 = mul nsw i64 %1840, 4096
  %1842 = add i32 %red5, 1
  %1843 = mul i32 %1842, 32
  %1844 = add i32 %1843, %lane5417
  %1845 = sext i32 %1844 to i64
  %1846 = add nsw i64 %1841, %1845
  %1847 = getelementptr inbounds float, ptr %X_r, i64 %1846
  %1848 = load float, ptr %1847, align 4
  %1849 = fadd float %1839, %1848
  %1850 = sext i32 %lane5417 to i64
  %1851 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1850
  store float %1849, ptr %1851, align 4
  %1852 = add nsw i32 %lane5417, 1
  br label %for.cond414, !llvm.loop !90

for.end416:                                       ; preds = %for.cond414
  %1853 = add nsw i32 %red5, 1
  br label %for.cond411, !llvm.loop !91

if.then418:                                       ; preds = %for.end413
  %1854 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1855 = load float, ptr %1854, align 4
  %1856 = fadd float %1855, %tl_pad33
  %1857 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1856, ptr %1857, align 4
  br label %if.end420

if.else419:                                       ; preds = %for.end413
  br label %if.end420

if.end420:                                        ; preds = %if.else419, %if.then418
  br label %for.cond421

for.cond421:                                      ; preds = %for.body422, %if.end420
  %lane5424 = phi i32 [ 0, %if.end420 ], [ %1869, %for.body422 ]
  %1858 = icmp slt i32 %lane5424, 16
  br i1 %1858, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1859 = sext i32 %lane5424 to i64
  %1860 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1859
  %1861 = load float, ptr %1860, align 4
  %1862 = add i32 %lane5424, 16
  %1863 = sext i32 %1862 to i64
  %1864 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1863
  %1865 = load float, ptr %1864, align 4
  %1866 = fadd float %1861, %1865
  %1867 = sext i32 %lane5424 to i64
  %1868 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1867
  store float %1866, ptr %1868, align 4
  %1869 = add nsw i32 %lane5424, 1
  br label %for.cond421, !llvm.loop !92

for.end423:                                       ; preds = %for.cond421
  br label %for.cond425

for.cond425:                                      ; preds = %for.body426, %for.end423
  %lane5428 = phi i32 [ 0, %for.end423 ], [ %1881, %for.body426 ]
  %1870 = icmp slt i32 %lane5428, 8
  br i1 %1870, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1871 = sext i32 %lane5428 to i64
  %1872 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1871
  %1873 = load float, ptr %1872, align 4
  %1874 = add i32 %lane5428, 8
  %1875 = sext i32 %1874 to i64
  %1876 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1875
  %1877 = load float, ptr %1876, align 4
  %1878 = fadd float %1873, %1877
  %1879 = sext i32 %lane5428 to i64
  %1880 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1879
  store float %1878, ptr %1880, align 4
  %1881 = add nsw i32 %lane5428, 1
  br label %for.cond425, !llvm.loop !93

for.end427:                                       ; preds = %for.cond425
  br label %for.cond429

for.cond429:                                      ; preds = %for.body430, %for.end427
  %lane5432 = phi i32 [ 0, %for.end427 ], [ %1893, %for.body430 ]
  %1882 = icmp slt i32 %lane5432, 4
  br i1 %1882, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1883 = sext i32 %lane5432 to i64
  %1884 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1883
  %1885 = load float, ptr %1884, align 4
  %1886 = add i32 %lane5432, 4
  %1887 = sext i32 %1886 to i64
  %1888 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1887
  %1889 = load float, ptr %1888, align 4
  %1890 = fadd float %1885, %1889
  %1891 = sext i32 %lane5432 to i64
  %1892 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1891
  store float %1890, ptr %1892, align 4
  %1893 = add nsw i32 %lane5432, 1
  br label %for.cond429, !llvm.loop !94

for.end431:                                       ; preds = %for.cond429
  br label %for.cond433

for.cond433:                                      ; preds = %for.body434, %for.end431
  %lane5436 = phi i32 [ 0, %for.end431 ], [ %1905, %for.body434 ]
  %1894 = icmp slt i32 %lane5436, 2
  br i1 %1894, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1895 = sext i32 %lane5436 to i64
  %1896 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1895
  %1897 = load float, ptr %1896, align 4
  %1898 = add i32 %lane5436, 2
  %1899 = sext i32 %1898 to i64
  %1900 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1899
  %1901 = load float, ptr %1900, align 4
  %1902 = fadd float %1897, %1901
  %1903 = sext i32 %lane5436 to i64
  %1904 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1903
  store float %1902, ptr %1904, align 4
  %1905 = add nsw i32 %lane5436, 1
  br label %for.cond433, !llvm.loop !95

for.end435:                                       ; preds = %for.cond433
  br label %for.cond437

for.cond437:                                      ; preds = %for.body438, %for.end435
  %lane5440 = phi i32 [ 0, %for.end435 ], [ %1917, %for.body438 ]
  %1906 = icmp slt i32 %lane5440, 1
  br i1 %1906, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  %1907 = sext i32 %lane5440 to i64
  %1908 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1907
  %1909 = load float, ptr %1908, align 4
  %1910 = add i32 %lane5440, 1
  %1911 = sext i32 %1910 to i64
  %1912 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1911
  %1913 = load float, ptr %1912, align 4
  %1914 = fadd float %1909, %1913
  %1915 = sext i32 %lane5440 to i64
  %1916 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1915
  store float %1914, ptr %1916, align 4
  %1917 = add nsw i32 %lane5440, 1
  br label %for.cond437, !llvm.loop !96

for.end439:                                       ; preds = %for.cond437
  %1918 = sext i32 %i7 to i64
  %1919 = getelementptr inbounds float, ptr %l_r, i64 %1918
  store float 0.000000e+00, ptr %1919, align 4
  %1920 = sext i32 %i7 to i64
  %1921 = getelementptr inbounds float, ptr %l_r, i64 %1920
  %1922 = load float, ptr %1921, align 4
  %1923 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1924 = load float, ptr %1923, align 4
  %1925 = fadd float %1922, %1924
  %1926 = sext i32 %i7 to i64
  %1927 = getelementptr inbounds float, ptr %l_r, i64 %1926
  store float %1925, ptr %1927, align 4
  %1928 = add nsw i32 %i7, 1
  br label %for.cond390, !llvm.loop !97

for.cond441:                                      ; preds = %if.end447, %for.end392
  %i444 = phi i32 [ 0, %for.end392 ], [ %1957, %if.end447 ]
  %1929 = icmp slt i32 %i444, 1
  br i1 %1929, label %for.body442, label %for.end443

for.body442:                                      ; preds = %for.cond441
  %1930 = sext i32 %N to i64
  %1931 = icmp slt i64 %1930, 0
  %1932 = sext i32 %N to i64
  %1933 = icmp sgt i64 %1932, 4096
  %1934 = sext i32 %N to i64
  %1935 = select i1 %1933, i64 4096, i64 %1934
  %1936 = select i1 %1931, i64 0, i64 %1935
  %1937 = icmp slt i64 %1936, 0
  %1938 = sext i32 %N to i64
  %1939 = icmp slt i64 %1938, 0
  %1940 = sext i32 %N to i64
  %1941 = icmp sgt i64 %1940, 4096
  %1942 = sext i32 %N to i64
  %1943 = select i1 %1941, i64 4096, i64 %1942
  %1944 = select i1 %1939, i64 0, i64 %1943
  %1945 = select i1 %1937, i64 0, i64 %1944
  %tl_hi11 = trunc i64 %1945 to i32
  %1946 = mul i32 %bx, 4
  %1947 = add i32 %1946, %r
  %1948 = add i32 %1947, %i444
  %1949 = icmp sle i32 0, %1948
  %1950 = mul i32 %bx, 4
  %1951 = add i32 %1950, %r
  %1952 = add i32 %1951, %i444
  %1953 = icmp slt i32 %1952, %M
  %1954 = and i1 %1949, %1953
  br i1 %1954, label %if.then445, label %if.else446

for.end443:                                       ; preds = %for.cond441
  %1955 = add nsw i32 %r, 1
  br label %for.cond300, !llvm.loop !98

if.then445:                                       ; preds = %for.body442
  %1956 = sub i32 %tl_hi11, 0
  br label %for.cond448

if.else446:                                       ; preds = %for.body442
  br label %if.end447

if.end447:                                        ; preds = %if.else446, %for.end450
  %1957 = add nsw i32 %i444, 1
  br label %for.cond441, !llvm.loop !99

for.cond448:                                      ; preds = %for.body449, %if.then445
  %j8 = phi i32 [ 0, %if.then445 ], [ %1980, %for.body449 ]
  %1958 = icmp slt i32 %j8, %1956
  br i1 %1958, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %1959 = sext i32 %i444 to i64
  %1960 = mul nsw i64 %1959, 4096
  %1961 = add i32 0, %j8
  %1962 = sext i32 %1961 to i64
  %1963 = add nsw i64 %1960, %1962
  %1964 = getelementptr inbounds float, ptr %X_r, i64 %1963
  %1965 = load float, ptr %1964, align 4
  %1966 = getelementptr inbounds float, ptr %l_r, i64 0
  %1967 = load float, ptr %1966, align 4
  %1968 = fdiv float 1.000000e+00, %1967
  %1969 = fmul float %1965, %1968
  %1970 = mul i32 %bx, 4
  %1971 = add i32 %1970, %r
  %1972 = add i32 %1971, %i444
  %1973 = sext i32 %1972 to i64
  %1974 = sext i32 %N to i64
  %1975 = mul nsw i64 %1973, %1974
  %1976 = add i32 0, %j8
  %1977 = sext i32 %1976 to i64
  %1978 = add nsw i64 %1975, %1977
  %1979 = getelementptr inbounds float, ptr %Y, i64 %1978
  store float %1969, ptr %1979, align 4
  %1980 = add nsw i32 %j8, 1
  br label %for.cond448, !llvm.loop !100

for.end450:                                       ; preds = %for.cond448
  br label %if.end447

for.cond451:                                      ; preds = %for.body452, %if.else298
  %i11 = phi i32 [ 0, %if.else298 ], [ %1984, %for.body452 ]
  %1981 = icmp slt i32 %i11, 4
  br i1 %1981, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %1982 = sext i32 %i11 to i64
  %1983 = getelementptr inbounds float, ptr %m, i64 %1982
  store float 0xFFF0000000000000, ptr %1983, align 4
  %1984 = add nsw i32 %i11, 1
  br label %for.cond451, !llvm.loop !101

for.end453:                                       ; preds = %for.cond451
  br label %for.cond454

for.cond454:                                      ; preds = %for.body455, %for.end453
  %i11457 = phi i32 [ 0, %for.end453 ], [ %1988, %for.body455 ]
  %1985 = icmp slt i32 %i11457, 4
  br i1 %1985, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  %1986 = sext i32 %i11457 to i64
  %1987 = getelementptr inbounds float, ptr %l, i64 %1986
  store float 0.000000e+00, ptr %1987, align 4
  %1988 = add nsw i32 %i11457, 1
  br label %for.cond454, !llvm.loop !102

for.end456:                                       ; preds = %for.cond454
  %1989 = sext i32 %N to i64
  %1990 = sdiv i64 %1989, 512
  %1991 = sub i64 0, %1989
  %1992 = select i1 false, i64 %1991, i64 %1990
  %1993 = srem i64 %1989, 512
  %1994 = icmp ne i64 %1993, 0
  %1995 = icmp slt i64 %1989, 0
  %1996 = icmp eq i1 %1995, false
  %1997 = and i1 %1994, %1996
  %1998 = zext i1 %1997 to i64
  %1999 = add i64 %1992, %1998
  %2000 = trunc i64 %1999 to i32
  %2001 = sext i32 %N to i64
  %2002 = sdiv i64 %2001, 512
  %2003 = sub i64 0, %2001
  %2004 = select i1 false, i64 %2003, i64 %2002
  %2005 = srem i64 %2001, 512
  %2006 = icmp ne i64 %2005, 0
  %2007 = icmp slt i64 %2001, 0
  %2008 = icmp eq i1 %2007, false
  %2009 = and i1 %2006, %2008
  %2010 = zext i1 %2009 to i64
  %2011 = add i64 %2004, %2010
  %2012 = trunc i64 %2011 to i32
  br label %for.cond458

for.cond458:                                      ; preds = %for.end604, %for.end456
  %c = phi i32 [ 0, %for.end456 ], [ %2500, %for.end604 ]
  %2013 = icmp slt i32 %c, %2000
  br i1 %2013, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %2014 = mul i32 %bx, 4
  %2015 = icmp sle i32 0, %2014
  %2016 = mul i32 %bx, 4
  %2017 = sext i32 %2016 to i64
  %2018 = add i64 %2017, 4
  %2019 = sext i32 %M to i64
  %2020 = icmp sle i64 %2018, %2019
  %2021 = and i1 %2015, %2020
  %2022 = mul i32 %c, 512
  %2023 = icmp sle i32 0, %2022
  %2024 = mul i32 %c, 512
  %2025 = sext i32 %2024 to i64
  %2026 = add i64 %2025, 512
  %2027 = sext i32 %N to i64
  %2028 = icmp sle i64 %2026, %2027
  %2029 = and i1 %2023, %2028
  %2030 = and i1 %2021, %2029
  br i1 %2030, label %if.then461, label %if.else462

for.end460:                                       ; preds = %for.cond458
  %2031 = sext i32 %N to i64
  %2032 = sdiv i64 %2031, 512
  %2033 = sub i64 0, %2031
  %2034 = select i1 false, i64 %2033, i64 %2032
  %2035 = srem i64 %2031, 512
  %2036 = icmp ne i64 %2035, 0
  %2037 = icmp slt i64 %2031, 0
  %2038 = icmp eq i1 %2037, false
  %2039 = and i1 %2036, %2038
  %2040 = zext i1 %2039 to i64
  %2041 = add i64 %2034, %2040
  %2042 = trunc i64 %2041 to i32
  %2043 = sext i32 %N to i64
  %2044 = sdiv i64 %2043, 512
  %2045 = sub i64 0, %2043
  %2046 = select i1 false, i64 %2045, i64 %2044
  %2047 = srem i64 %2043, 512
  %2048 = icmp ne i64 %2047, 0
  %2049 = icmp slt i64 %2043, 0
  %2050 = icmp eq i1 %2049, false
  %2051 = and i1 %2048, %2050
  %2052 = zext i1 %2051 to i64
  %2053 = add i64 %2046, %2052
  %2054 = trunc i64 %2053 to i32
  br label %for.cond606

if.then461:                                       ; preds = %for.body459
  br label %for.cond464

if.else462:                                       ; preds = %for.body459
  br label %for.cond477

if.end463:                                        ; preds = %for.end479, %for.end466
  br label %for.cond499

for.cond464:                                      ; preds = %for.end476, %if.then461
  %i11467 = phi i32 [ 0, %if.then461 ], [ %2090, %for.end476 ]
  %2055 = icmp slt i32 %i11467, 4
  br i1 %2055, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %2056 = add i32 %c, 1
  %2057 = icmp slt i32 %2056, %2012
  br i1 %2057, label %if.then468, label %if.else469

for.end466:                                       ; preds = %for.cond464
  br label %if.end463

if.then468:                                       ; preds = %for.body465
  br label %for.cond471

if.else469:                                       ; preds = %for.body465
  br label %if.end470

if.end470:                                        ; preds = %if.else469, %for.end473
  br label %for.cond474

for.cond471:                                      ; preds = %for.body472, %if.then468
  %pf = phi i32 [ 0, %if.then468 ], [ %2071, %for.body472 ]
  %2058 = icmp slt i32 %pf, 32
  br i1 %2058, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %2059 = mul i32 %bx, 4
  %2060 = add i32 %2059, %i11467
  %2061 = sext i32 %2060 to i64
  %2062 = sext i32 %N to i64
  %2063 = mul i64 %2061, %2062
  %2064 = add i32 %c, 1
  %2065 = mul i32 %2064, 512
  %2066 = mul i32 %pf, 16
  %2067 = add i32 %2065, %2066
  %2068 = sext i32 %2067 to i64
  %2069 = add i64 %2063, %2068
  %2070 = getelementptr float, ptr %X, i64 %2069
  call void @llvm.prefetch.p0(ptr %2070, i32 0, i32 0, i32 1)
  %2071 = add nsw i32 %pf, 1
  br label %for.cond471, !llvm.loop !103

for.end473:                                       ; preds = %for.cond471
  br label %if.end470

for.cond474:                                      ; preds = %for.body475, %if.end470
  %j1 = phi i32 [ 0, %if.end470 ], [ %2089, %for.body475 ]
  %2072 = icmp slt i32 %j1, 512
  br i1 %2072, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  %2073 = mul i32 %bx, 4
  %2074 = add i32 %2073, %i11467
  %2075 = sext i32 %2074 to i64
  %2076 = sext i32 %N to i64
  %2077 = mul nsw i64 %2075, %2076
  %2078 = mul i32 %c, 512
  %2079 = add i32 %2078, %j1
  %2080 = sext i32 %2079 to i64
  %2081 = add nsw i64 %2077, %2080
  %2082 = getelementptr inbounds float, ptr %X, i64 %2081
  %2083 = load float, ptr %2082, align 4
  %2084 = sext i32 %i11467 to i64
  %2085 = mul nsw i64 %2084, 512
  %2086 = sext i32 %j1 to i64
  %2087 = add nsw i64 %2085, %2086
  %2088 = getelementptr inbounds float, ptr %X_f, i64 %2087
  store float %2083, ptr %2088, align 4
  %2089 = add nsw i32 %j1, 1
  br label %for.cond474, !llvm.loop !104

for.end476:                                       ; preds = %for.cond474
  %2090 = add nsw i32 %i11467, 1
  br label %for.cond464, !llvm.loop !105

for.cond477:                                      ; preds = %for.end497, %if.else462
  %i11480 = phi i32 [ 0, %if.else462 ], [ %2199, %for.end497 ]
  %2091 = icmp slt i32 %i11480, 4
  br i1 %2091, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %2092 = mul i32 %c, 512
  %2093 = sext i32 %2092 to i64
  %2094 = sub i64 0, %2093
  %2095 = icmp slt i64 %2094, 0
  %2096 = mul i32 %c, 512
  %2097 = sext i32 %2096 to i64
  %2098 = sub i64 0, %2097
  %2099 = icmp sgt i64 %2098, 512
  %2100 = mul i32 %c, 512
  %2101 = sext i32 %2100 to i64
  %2102 = sub i64 0, %2101
  %2103 = select i1 %2099, i64 512, i64 %2102
  %2104 = select i1 %2095, i64 0, i64 %2103
  %tl_lo12 = trunc i64 %2104 to i32
  %2105 = sext i32 %N to i64
  %2106 = mul i32 %c, 512
  %2107 = sext i32 %2106 to i64
  %2108 = sub i64 %2105, %2107
  %2109 = icmp slt i64 %2108, 0
  %2110 = sext i32 %N to i64
  %2111 = mul i32 %c, 512
  %2112 = sext i32 %2111 to i64
  %2113 = sub i64 %2110, %2112
  %2114 = icmp sgt i64 %2113, 512
  %2115 = sext i32 %N to i64
  %2116 = mul i32 %c, 512
  %2117 = sext i32 %2116 to i64
  %2118 = sub i64 %2115, %2117
  %2119 = select i1 %2114, i64 512, i64 %2118
  %2120 = select i1 %2109, i64 0, i64 %2119
  %2121 = sext i32 %tl_lo12 to i64
  %2122 = icmp slt i64 %2120, %2121
  %2123 = sext i32 %tl_lo12 to i64
  %2124 = sext i32 %N to i64
  %2125 = mul i32 %c, 512
  %2126 = sext i32 %2125 to i64
  %2127 = sub i64 %2124, %2126
  %2128 = icmp slt i64 %2127, 0
  %2129 = sext i32 %N to i64
  %2130 = mul i32 %c, 512
  %2131 = sext i32 %2130 to i64
  %2132 = sub i64 %2129, %2131
  %2133 = icmp sgt i64 %2132, 512
  %2134 = sext i32 %N to i64
  %2135 = mul i32 %c, 512
  %2136 = sext i32 %2135 to i64
  %2137 = sub i64 %2134, %2136
  %2138 = select i1 %2133, i64 512, i64 %2137
  %2139 = select i1 %2128, i64 0, i64 %2138
  %2140 = select i1 %2122, i64 %2123, i64 %2139
  %tl_hi13 = trunc i64 %2140 to i32
  br label %for.cond481

for.end479:                                       ; preds = %for.cond477
  br label %if.end463

for.cond481:                                      ; preds = %for.body482, %for.body478
  %j1484 = phi i32 [ 0, %for.body478 ], [ %2147, %for.body482 ]
  %2141 = icmp slt i32 %j1484, %tl_lo12
  br i1 %2141, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %2142 = sext i32 %i11480 to i64
  %2143 = mul nsw i64 %2142, 512
  %2144 = sext i32 %j1484 to i64
  %2145 = add nsw i64 %2143, %2144
  %2146 = getelementptr inbounds float, ptr %X_f, i64 %2145
  store float 0.000000e+00, ptr %2146, align 4
  %2147 = add nsw i32 %j1484, 1
  br label %for.cond481, !llvm.loop !106

for.end483:                                       ; preds = %for.cond481
  %2148 = mul i32 %bx, 4
  %2149 = sext i32 %2148 to i64
  %2150 = sext i32 %i11480 to i64
  %2151 = add i64 %2149, %2150
  %2152 = icmp sle i64 0, %2151
  %2153 = mul i32 %bx, 4
  %2154 = sext i32 %2153 to i64
  %2155 = sext i32 %i11480 to i64
  %2156 = add i64 %2154, %2155
  %2157 = sext i32 %M to i64
  %2158 = icmp slt i64 %2156, %2157
  %2159 = and i1 %2152, %2158
  br i1 %2159, label %if.then485, label %if.else486

if.then485:                                       ; preds = %for.end483
  %2160 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond488

if.else486:                                       ; preds = %for.end483
  %2161 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond491

if.end487:                                        ; preds = %for.end493, %for.end490
  %2162 = sub i32 512, %tl_hi13
  br label %for.cond495

for.cond488:                                      ; preds = %for.body489, %if.then485
  %j11 = phi i32 [ 0, %if.then485 ], [ %2182, %for.body489 ]
  %2163 = icmp slt i32 %j11, %2160
  br i1 %2163, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2164 = mul i32 %bx, 4
  %2165 = add i32 %2164, %i11480
  %2166 = sext i32 %2165 to i64
  %2167 = sext i32 %N to i64
  %2168 = mul nsw i64 %2166, %2167
  %2169 = mul i32 %c, 512
  %2170 = add i32 %tl_lo12, %j11
  %2171 = add i32 %2169, %2170
  %2172 = sext i32 %2171 to i64
  %2173 = add nsw i64 %2168, %2172
  %2174 = getelementptr inbounds float, ptr %X, i64 %2173
  %2175 = load float, ptr %2174, align 4
  %2176 = sext i32 %i11480 to i64
  %2177 = mul nsw i64 %2176, 512
  %2178 = add i32 %tl_lo12, %j11
  %2179 = sext i32 %2178 to i64
  %2180 = add nsw i64 %2177, %2179
  %2181 = getelementptr inbounds float, ptr %X_f, i64 %2180
  store float %2175, ptr %2181, align 4
  %2182 = add nsw i32 %j11, 1
  br label %for.cond488, !llvm.loop !107

for.end490:                                       ; preds = %for.cond488
  br label %if.end487

for.cond491:                                      ; preds = %for.body492, %if.else486
  %j11494 = phi i32 [ 0, %if.else486 ], [ %2190, %for.body492 ]
  %2183 = icmp slt i32 %j11494, %2161
  br i1 %2183, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %2184 = sext i32 %i11480 to i64
  %2185 = mul nsw i64 %2184, 512
  %2186 = add i32 %tl_lo12, %j11494
  %2187 = sext i32 %2186 to i64
  %2188 = add nsw i64 %2185, %2187
  %2189 = getelementptr inbounds float, ptr %X_f, i64 %2188
  store float 0.000000e+00, ptr %2189, align 4
  %2190 = add nsw i32 %j11494, 1
  br label %for.cond491, !llvm.loop !108

for.end493:                                       ; preds = %for.cond491
  br label %if.end487

for.cond495:                                      ; preds = %for.body496, %if.end487
  %j11498 = phi i32 [ 0, %if.end487 ], [ %2198, %for.body496 ]
  %2191 = icmp slt i32 %j11498, %2162
  br i1 %2191, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %2192 = sext i32 %i11480 to i64
  %2193 = mul nsw i64 %2192, 512
  %2194 = add i32 %tl_hi13, %j11498
  %2195 = sext i32 %2194 to i64
  %2196 = add nsw i64 %2193, %2195
  %2197 = getelementptr inbounds float, ptr %X_f, i64 %2196
  store float 0.000000e+00, ptr %2197, align 4
  %2198 = add nsw i32 %j11498, 1
  br label %for.cond495, !llvm.loop !109

for.end497:                                       ; preds = %for.cond495
  %2199 = add nsw i32 %i11480, 1
  br label %for.cond477, !llvm.loop !110

for.cond499:                                      ; preds = %for.end505, %if.end463
  %i502 = phi i32 [ 0, %if.end463 ], [ %2219, %for.end505 ]
  %2200 = icmp slt i32 %i502, 4
  br i1 %2200, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  br label %for.cond503

for.end501:                                       ; preds = %for.cond499
  br label %for.cond507

for.cond503:                                      ; preds = %for.body504, %for.body500
  %j506 = phi i32 [ 0, %for.body500 ], [ %2218, %for.body504 ]
  %2201 = icmp slt i32 %j506, 512
  br i1 %2201, label %for.body504, label %for.end505

for.body504:                                      ; preds = %for.cond503
  %2202 = mul i32 %c, 512
  %2203 = add i32 %2202, %j506
  %2204 = icmp slt i32 %2203, %N
  %2205 = sext i32 %i502 to i64
  %2206 = mul nsw i64 %2205, 512
  %2207 = sext i32 %j506 to i64
  %2208 = add nsw i64 %2206, %2207
  %2209 = call i64 @llvm.umin.i64(i64 %2208, i64 2047)
  %2210 = getelementptr inbounds float, ptr %X_f, i64 %2209
  %2211 = load float, ptr %2210, align 4
  %2212 = select i1 %2204, float %2211, float 0xFFF0000000000000
  %2213 = sext i32 %i502 to i64
  %2214 = mul nsw i64 %2213, 512
  %2215 = sext i32 %j506 to i64
  %2216 = add nsw i64 %2214, %2215
  %2217 = getelementptr inbounds float, ptr %X_f, i64 %2216
  store float %2212, ptr %2217, align 4
  %2218 = add nsw i32 %j506, 1
  br label %for.cond503, !llvm.loop !111

for.end505:                                       ; preds = %for.cond503
  %2219 = add nsw i32 %i502, 1
  br label %for.cond499, !llvm.loop !112

for.cond507:                                      ; preds = %for.body508, %for.end501
  %i11510 = phi i32 [ 0, %for.end501 ], [ %2226, %for.body508 ]
  %2220 = icmp slt i32 %i11510, 4
  br i1 %2220, label %for.body508, label %for.end509

for.body508:                                      ; preds = %for.cond507
  %2221 = sext i32 %i11510 to i64
  %2222 = getelementptr inbounds float, ptr %m, i64 %2221
  %2223 = load float, ptr %2222, align 4
  %2224 = sext i32 %i11510 to i64
  %2225 = getelementptr inbounds float, ptr %m_prev, i64 %2224
  store float %2223, ptr %2225, align 4
  %2226 = add nsw i32 %i11510, 1
  br label %for.cond507, !llvm.loop !113

for.end509:                                       ; preds = %for.cond507
  br label %for.cond511

for.cond511:                                      ; preds = %if.end556, %for.end509
  %i9 = phi i32 [ 0, %for.end509 ], [ %2344, %if.end556 ]
  %2227 = icmp slt i32 %i9, 4
  br i1 %2227, label %for.body512, label %for.end513

for.body512:                                      ; preds = %for.cond511
  %2228 = sext i32 %i9 to i64
  %2229 = getelementptr inbounds float, ptr %m, i64 %2228
  %tl_dst0 = load float, ptr %2229, align 4
  br label %for.cond514

for.end513:                                       ; preds = %for.cond511
  br label %for.cond561

for.cond514:                                      ; preds = %for.body515, %for.body512
  %lane6 = phi i32 [ 0, %for.body512 ], [ %2254, %for.body515 ]
  %2230 = icmp slt i32 %lane6, 32
  br i1 %2230, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2231 = sext i32 %i9 to i64
  %2232 = mul nsw i64 %2231, 512
  %2233 = sext i32 %lane6 to i64
  %2234 = add nsw i64 %2232, %2233
  %2235 = getelementptr inbounds float, ptr %X_f, i64 %2234
  %2236 = load float, ptr %2235, align 4
  %2237 = sext i32 %i9 to i64
  %2238 = mul nsw i64 %2237, 512
  %2239 = sext i32 %lane6 to i64
  %2240 = add nsw i64 %2238, %2239
  %2241 = getelementptr inbounds float, ptr %X_f, i64 %2240
  %2242 = load float, ptr %2241, align 4
  %2243 = fcmp une float %2236, %2242
  %2244 = sext i32 %i9 to i64
  %2245 = mul nsw i64 %2244, 512
  %2246 = sext i32 %lane6 to i64
  %2247 = add nsw i64 %2245, %2246
  %2248 = call i64 @llvm.umin.i64(i64 %2247, i64 2047)
  %2249 = getelementptr inbounds float, ptr %X_f, i64 %2248
  %2250 = load float, ptr %2249, align 4
  %2251 = select i1 %2243, float 0xFFF0000000000000, float %2250
  %2252 = sext i32 %lane6 to i64
  %2253 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2252
  store float %2251, ptr %2253, align 4
  %2254 = add nsw i32 %lane6, 1
  br label %for.cond514, !llvm.loop !114

for.end516:                                       ; preds = %for.cond514
  br label %for.cond517

for.cond517:                                      ; preds = %for.end522, %for.end516
  %red6 = phi i32 [ 0, %for.end516 ], [ %2272, %for.end522 ]
  %2255 = icmp slt i32 %red6, 15
  br i1 %2255, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  br label %for.cond520

for.end519:                                       ; preds = %for.cond517
  br label %for.cond524

for.cond520:                                      ; preds = %for.body521, %for.body518
  %lane6523 = phi i32 [ 0, %for.body518 ], [ %2271, %for.body521 ]
  %2256 = icmp slt i32 %lane6523, 32
  br i1 %2256, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %2257 = sext i32 %lane6523 to i64
  %2258 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2257
  %lane_acc3 = load float, ptr %2258, align 4
  %2259 = sext i32 %i9 to i64
  %2260 = mul nsw i64 %2259, 512
  %2261 = add i32 %red6, 1
  %2262 = mul i32 %2261, 32
  %2263 = add i32 %2262, %lane6523
  %2264 = sext i32 %2263 to i64
  %2265 = add nsw i64 %2260, %2264
  %2266 = getelementptr inbounds float, ptr %X_f, i64 %2265
  %lane_next3 = load float, ptr %2266, align 4
  %2267 = fcmp ogt float %lane_next3, %lane_acc3
  %2268 = select i1 %2267, float %lane_next3, float %lane_acc3
  %2269 = sext i32 %lane6523 to i64
  %2270 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2269
  store float %2268, ptr %2270, align 4
  %2271 = add nsw i32 %lane6523, 1
  br label %for.cond520, !llvm.loop !115

for.end522:                                       ; preds = %for.cond520
  %2272 = add nsw i32 %red6, 1
  br label %for.cond517, !llvm.loop !116

for.cond524:                                      ; preds = %for.body525, %for.end519
  %lane6527 = phi i32 [ 0, %for.end519 ], [ %2283, %for.body525 ]
  %2273 = icmp slt i32 %lane6527, 16
  br i1 %2273, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %2274 = sext i32 %lane6527 to i64
  %2275 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2274
  %lane_acc3528 = load float, ptr %2275, align 4
  %2276 = add i32 %lane6527, 16
  %2277 = sext i32 %2276 to i64
  %2278 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2277
  %lane_next3529 = load float, ptr %2278, align 4
  %2279 = fcmp ogt float %lane_next3529, %lane_acc3528
  %2280 = select i1 %2279, float %lane_next3529, float %lane_acc3528
  %2281 = sext i32 %lane6527 to i64
  %2282 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2281
  store float %2280, ptr %2282, align 4
  %2283 = add nsw i32 %lane6527, 1
  br label %for.cond524, !llvm.loop !117

for.end526:                                       ; preds = %for.cond524
  br label %for.cond530

for.cond530:                                      ; preds = %for.body531, %for.end526
  %lane6533 = phi i32 [ 0, %for.end526 ], [ %2294, %for.body531 ]
  %2284 = icmp slt i32 %lane6533, 8
  br i1 %2284, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2285 = sext i32 %lane6533 to i64
  %2286 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2285
  %lane_acc3534 = load float, ptr %2286, align 4
  %2287 = add i32 %lane6533, 8
  %2288 = sext i32 %2287 to i64
  %2289 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2288
  %lane_next3535 = load float, ptr %2289, align 4
  %2290 = fcmp ogt float %lane_next3535, %lane_acc3534
  %2291 = select i1 %2290, float %lane_next3535, float %lane_acc3534
  %2292 = sext i32 %lane6533 to i64
  %2293 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2292
  store float %2291, ptr %2293, align 4
  %2294 = add nsw i32 %lane6533, 1
  br label %for.cond530, !llvm.loop !118

for.end532:                                       ; preds = %for.cond530
  br label %for.cond536

for.cond536:                                      ; preds = %for.body537, %for.end532
  %lane6539 = phi i32 [ 0, %for.end532 ], [ %2305, %for.body537 ]
  %2295 = icmp slt i32 %lane6539, 4
  br i1 %2295, label %for.body537, label %for.end538

for.body537:                                      ; preds = %for.cond536
  %2296 = sext i32 %lane6539 to i64
  %2297 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2296
  %lane_acc3540 = load float, ptr %2297, align 4
  %2298 = add i32 %lane6539, 4
  %2299 = sext i32 %2298 to i64
  %2300 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2299
  %lane_next3541 = load float, ptr %2300, align 4
  %2301 = fcmp ogt float %lane_next3541, %lane_acc3540
  %2302 = select i1 %2301, float %lane_next3541, float %lane_acc3540
  %2303 = sext i32 %lane6539 to i64
  %2304 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2303
  store float %2302, ptr %2304, align 4
  %2305 = add nsw i32 %lane6539, 1
  br label %for.cond536, !llvm.loop !119

for.end538:                                       ; preds = %for.cond536
  br label %for.cond542

for.cond542:                                      ; preds = %for.body543, %for.end538
  %lane6545 = phi i32 [ 0, %for.end538 ], [ %2316, %for.body543 ]
  %2306 = icmp slt i32 %lane6545, 2
  br i1 %2306, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  %2307 = sext i32 %lane6545 to i64
  %2308 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2307
  %lane_acc3546 = load float, ptr %2308, align 4
  %2309 = add i32 %lane6545, 2
  %2310 = sext i32 %2309 to i64
  %2311 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2310
  %lane_next3547 = load float, ptr %2311, align 4
  %2312 = fcmp ogt float %lane_next3547, %lane_acc3546
  %2313 = select i1 %2312, float %lane_next3547, float %lane_acc3546
  %2314 = sext i32 %lane6545 to i64
  %2315 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2314
  store float %2313, ptr %2315, align 4
  %2316 = add nsw i32 %lane6545, 1
  br label %for.cond542, !llvm.loop !120

for.end544:                                       ; preds = %for.cond542
  br label %for.cond548

for.cond548:                                      ; preds = %for.body549, %for.end544
  %lane6551 = phi i32 [ 0, %for.end544 ], [ %2327, %for.body549 ]
  %2317 = icmp slt i32 %lane6551, 1
  br i1 %2317, label %for.body549, label %for.end550

for.body549:                                      ; preds = %for.cond548
  %2318 = sext i32 %lane6551 to i64
  %2319 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2318
  %lane_acc3552 = load float, ptr %2319, align 4
  %2320 = add i32 %lane6551, 1
  %2321 = sext i32 %2320 to i64
  %2322 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2321
  %lane_next3553 = load float, ptr %2322, align 4
  %2323 = fcmp ogt float %lane_next3553, %lane_acc3552
  %2324 = select i1 %2323, float %lane_next3553, float %lane_acc3552
  %2325 = sext i32 %lane6551 to i64
  %2326 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2325
  store float %2324, ptr %2326, align 4
  %2327 = add nsw i32 %lane6551, 1
  br label %for.cond548, !llvm.loop !121

for.end550:                                       ; preds = %for.cond548
  %2328 = sext i32 %i9 to i64
  %2329 = getelementptr inbounds float, ptr %m, i64 %2328
  %2330 = load float, ptr %2329, align 4
  %2331 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2332 = load float, ptr %2331, align 4
  %2333 = call float @llvm.maxnum.f32(float %2330, float %2332)
  %2334 = sext i32 %i9 to i64
  %2335 = getelementptr inbounds float, ptr %m, i64 %2334
  store float %2333, ptr %2335, align 4
  %2336 = sext i32 %i9 to i64
  %2337 = getelementptr inbounds float, ptr %m, i64 %2336
  %2338 = load float, ptr %2337, align 4
  %2339 = fcmp oeq float %2338, 0xFFF0000000000000
  %2340 = fcmp une float %tl_dst0, %tl_dst0
  %2341 = and i1 %2339, %2340
  br i1 %2341, label %if.then554, label %if.else555

if.then554:                                       ; preds = %for.end550
  %2342 = sext i32 %i9 to i64
  %2343 = getelementptr inbounds float, ptr %m, i64 %2342
  store float %tl_dst0, ptr %2343, align 4
  br label %for.cond557

if.else555:                                       ; preds = %for.end550
  br label %if.end556

if.end556:                                        ; preds = %if.else555, %for.end559
  %2344 = add nsw i32 %i9, 1
  br label %for.cond511, !llvm.loop !122

for.cond557:                                      ; preds = %for.body558, %if.then554
  %red6560 = phi i32 [ 0, %if.then554 ], [ %2358, %for.body558 ]
  %2345 = icmp slt i32 %red6560, 512
  br i1 %2345, label %for.body558, label %for.end559

for.body558:                                      ; preds = %for.cond557
  %2346 = sext i32 %i9 to i64
  %2347 = getelementptr inbounds float, ptr %m, i64 %2346
  %2348 = load float, ptr %2347, align 4
  %2349 = sext i32 %i9 to i64
  %2350 = mul nsw i64 %2349, 512
  %2351 = sext i32 %red6560 to i64
  %2352 = add nsw i64 %2350, %2351
  %2353 = getelementptr inbounds float, ptr %X_f, i64 %2352
  %2354 = load float, ptr %2353, align 4
  %2355 = call float @llvm.maxnum.f32(float %2348, float %2354)
  %2356 = sext i32 %i9 to i64
  %2357 = getelementptr inbounds float, ptr %m, i64 %2356
  store float %2355, ptr %2357, align 4
  %2358 = add nsw i32 %red6560, 1
  br label %for.cond557, !llvm.loop !123

for.end559:                                       ; preds = %for.cond557
  br label %if.end556

for.cond561:                                      ; preds = %for.end567, %for.end513
  %i564 = phi i32 [ 0, %for.end513 ], [ %2378, %for.end567 ]
  %2359 = icmp slt i32 %i564, 4
  br i1 %2359, label %for.body562, label %for.end563

for.body562:                                      ; preds = %for.cond561
  br label %for.cond565

for.end563:                                       ; preds = %for.cond561
  br label %for.cond569

for.cond565:                                      ; preds = %for.body566, %for.body562
  %j568 = phi i32 [ 0, %for.body562 ], [ %2377, %for.body566 ]
  %2360 = icmp slt i32 %j568, 512
  br i1 %2360, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2361 = sext i32 %i564 to i64
  %2362 = mul nsw i64 %2361, 512
  %2363 = sext i32 %j568 to i64
  %2364 = add nsw i64 %2362, %2363
  %2365 = getelementptr inbounds float, ptr %X_f, i64 %2364
  %2366 = load float, ptr %2365, align 4
  %2367 = sext i32 %i564 to i64
  %2368 = getelementptr inbounds float, ptr %m, i64 %2367
  %2369 = load float, ptr %2368, align 4
  %2370 = fsub float %2366, %2369
  %2371 = call float @tilec_expf(float %2370)
  %2372 = sext i32 %i564 to i64
  %2373 = mul nsw i64 %2372, 512
  %2374 = sext i32 %j568 to i64
  %2375 = add nsw i64 %2373, %2374
  %2376 = getelementptr inbounds float, ptr %X_f, i64 %2375
  store float %2371, ptr %2376, align 4
  %2377 = add nsw i32 %j568, 1
  br label %for.cond565, !llvm.loop !124

for.end567:                                       ; preds = %for.cond565
  %2378 = add nsw i32 %i564, 1
  br label %for.cond561, !llvm.loop !125

for.cond569:                                      ; preds = %for.end600, %for.end563
  %i10 = phi i32 [ 0, %for.end563 ], [ %2479, %for.end600 ]
  %2379 = icmp slt i32 %i10, 4
  br i1 %2379, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  br label %for.cond572

for.end571:                                       ; preds = %for.cond569
  br label %for.cond602

for.cond572:                                      ; preds = %for.body573, %for.body570
  %lane7 = phi i32 [ 0, %for.body570 ], [ %2389, %for.body573 ]
  %2380 = icmp slt i32 %lane7, 32
  br i1 %2380, label %for.body573, label %for.end574

for.body573:                                      ; preds = %for.cond572
  %2381 = sext i32 %i10 to i64
  %2382 = mul nsw i64 %2381, 512
  %2383 = sext i32 %lane7 to i64
  %2384 = add nsw i64 %2382, %2383
  %2385 = getelementptr inbounds float, ptr %X_f, i64 %2384
  %2386 = load float, ptr %2385, align 4
  %2387 = sext i32 %lane7 to i64
  %2388 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2387
  store float %2386, ptr %2388, align 4
  %2389 = add nsw i32 %lane7, 1
  br label %for.cond572, !llvm.loop !126

for.end574:                                       ; preds = %for.cond572
  br label %for.cond575

for.cond575:                                      ; preds = %for.end580, %for.end574
  %red7 = phi i32 [ 0, %for.end574 ], [ %2408, %for.end580 ]
  %2390 = icmp slt i32 %red7, 15
  br i1 %2390, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  br label %for.cond578

for.end577:                                       ; preds = %for.cond575
  br label %for.cond582

for.cond578:                                      ; preds = %for.body579, %for.body576
  %lane7581 = phi i32 [ 0, %for.body576 ], [ %2407, %for.body579 ]
  %2391 = icmp slt i32 %lane7581, 32
  br i1 %2391, label %for.body579, label %for.end580

for.body579:                                      ; preds = %for.cond578
  %2392 = sext i32 %lane7581 to i64
  %2393 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2392
  %2394 = load float, ptr %2393, align 4
  %2395 = sext i32 %i10 to i64
  %2396 = mul nsw i64 %2395, 512
  %2397 = add i32 %red7, 1
  %2398 = mul i32 %2397, 32
  %2399 = add i32 %2398, %lane7581
  %2400 = sext i32 %2399 to i64
  %2401 = add nsw i64 %2396, %2400
  %2402 = getelementptr inbounds float, ptr %X_f, i64 %2401
  %2403 = load float, ptr %2402, align 4
  %2404 = fadd float %2394, %2403
  %2405 = sext i32 %lane7581 to i64
  %2406 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2405
  store float %2404, ptr %2406, align 4
  %2407 = add nsw i32 %lane7581, 1
  br label %for.cond578, !llvm.loop !127

for.end580:                                       ; preds = %for.cond578
  %2408 = add nsw i32 %red7, 1
  br label %for.cond575, !llvm.loop !128

for.cond582:                                      ; preds = %for.body583, %for.end577
  %lane7585 = phi i32 [ 0, %for.end577 ], [ %2420, %for.body583 ]
  %2409 = icmp slt i32 %lane7585, 16
  br i1 %2409, label %for.body583, label %for.end584

for.body583:                                      ; preds = %for.cond582
  %2410 = sext i32 %lane7585 to i64
  %2411 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2410
  %2412 = load float, ptr %2411, align 4
  %2413 = add i32 %lane7585, 16
  %2414 = sext i32 %2413 to i64
  %2415 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2414
  %2416 = load float, ptr %2415, align 4
  %2417 = fadd float %2412, %2416
  %2418 = sext i32 %lane7585 to i64
  %2419 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2418
  store float %2417, ptr %2419, align 4
  %2420 = add nsw i32 %lane7585, 1
  br label %for.cond582, !llvm.loop !129

for.end584:                                       ; preds = %for.cond582
  br label %for.cond586

for.cond586:                                      ; preds = %for.body587, %for.end584
  %lane7589 = phi i32 [ 0, %for.end584 ], [ %2432, %for.body587 ]
  %2421 = icmp slt i32 %lane7589, 8
  br i1 %2421, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  %2422 = sext i32 %lane7589 to i64
  %2423 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2422
  %2424 = load float, ptr %2423, align 4
  %2425 = add i32 %lane7589, 8
  %2426 = sext i32 %2425 to i64
  %2427 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2426
  %2428 = load float, ptr %2427, align 4
  %2429 = fadd float %2424, %2428
  %2430 = sext i32 %lane7589 to i64
  %2431 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2430
  store float %2429, ptr %2431, align 4
  %2432 = add nsw i32 %lane7589, 1
  br label %for.cond586, !llvm.loop !130

for.end588:                                       ; preds = %for.cond586
  br label %for.cond590

for.cond590:                                      ; preds = %for.body591, %for.end588
  %lane7593 = phi i32 [ 0, %for.end588 ], [ %2444, %for.body591 ]
  %2433 = icmp slt i32 %lane7593, 4
  br i1 %2433, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  %2434 = sext i32 %lane7593 to i64
  %2435 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2434
  %2436 = load float, ptr %2435, align 4
  %2437 = add i32 %lane7593, 4
  %2438 = sext i32 %2437 to i64
  %2439 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2438
  %2440 = load float, ptr %2439, align 4
  %2441 = fadd float %2436, %2440
  %2442 = sext i32 %lane7593 to i64
  %2443 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2442
  store float %2441, ptr %2443, align 4
  %2444 = add nsw i32 %lane7593, 1
  br label %for.cond590, !llvm.loop !131

for.end592:                                       ; preds = %for.cond590
  br label %for.cond594

for.cond594:                                      ; preds = %for.body595, %for.end592
  %lane7597 = phi i32 [ 0, %for.end592 ], [ %2456, %for.body595 ]
  %2445 = icmp slt i32 %lane7597, 2
  br i1 %2445, label %for.body595, label %for.end596

for.body595:                                      ; preds = %for.cond594
  %2446 = sext i32 %lane7597 to i64
  %2447 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2446
  %2448 = load float, ptr %2447, align 4
  %2449 = add i32 %lane7597, 2
  %2450 = sext i32 %2449 to i64
  %2451 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2450
  %2452 = load float, ptr %2451, align 4
  %2453 = fadd float %2448, %2452
  %2454 = sext i32 %lane7597 to i64
  %2455 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2454
  store float %2453, ptr %2455, align 4
  %2456 = add nsw i32 %lane7597, 1
  br label %for.cond594, !llvm.loop !132

for.end596:                                       ; preds = %for.cond594
  br label %for.cond598

for.cond598:                                      ; preds = %for.body599, %for.end596
  %lane7601 = phi i32 [ 0, %for.end596 ], [ %2468, %for.body599 ]
  %2457 = icmp slt i32 %lane7601, 1
  br i1 %2457, label %for.body599, label %for.end600

for.body599:                                      ; preds = %for.cond598
  %2458 = sext i32 %lane7601 to i64
  %2459 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2458
  %2460 = load float, ptr %2459, align 4
  %2461 = add i32 %lane7601, 1
  %2462 = sext i32 %2461 to i64
  %2463 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2462
  %2464 = load float, ptr %2463, align 4
  %2465 = fadd float %2460, %2464
  %2466 = sext i32 %lane7601 to i64
  %2467 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2466
  store float %2465, ptr %2467, align 4
  %2468 = add nsw i32 %lane7601, 1
  br label %for.cond598, !llvm.loop !133

for.end600:                                       ; preds = %for.cond598
  %2469 = sext i32 %i10 to i64
  %2470 = getelementptr inbounds float, ptr %tile_sum, i64 %2469
  store float 0.000000e+00, ptr %2470, align 4
  %2471 = sext i32 %i10 to i64
  %2472 = getelementptr inbounds float, ptr %tile_sum, i64 %2471
  %2473 = load float, ptr %2472, align 4
  %2474 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2475 = load float, ptr %2474, align 4
  %2476 = fadd float %2473, %2475
  %2477 = sext i32 %i10 to i64
  %2478 = getelementptr inbounds float, ptr %tile_sum, i64 %2477
  store float %2476, ptr %2478, align 4
  %2479 = add nsw i32 %i10, 1
  br label %for.cond569, !llvm.loop !134

for.cond602:                                      ; preds = %for.body603, %for.end571
  %i605 = phi i32 [ 0, %for.end571 ], [ %2499, %for.body603 ]
  %2480 = icmp slt i32 %i605, 4
  br i1 %2480, label %for.body603, label %for.end604

for.body603:                                      ; preds = %for.cond602
  %2481 = sext i32 %i605 to i64
  %2482 = getelementptr inbounds float, ptr %l, i64 %2481
  %2483 = load float, ptr %2482, align 4
  %2484 = sext i32 %i605 to i64
  %2485 = getelementptr inbounds float, ptr %m_prev, i64 %2484
  %2486 = load float, ptr %2485, align 4
  %2487 = sext i32 %i605 to i64
  %2488 = getelementptr inbounds float, ptr %m, i64 %2487
  %2489 = load float, ptr %2488, align 4
  %2490 = fsub float %2486, %2489
  %2491 = call float @tilec_expf(float %2490)
  %2492 = fmul float %2483, %2491
  %2493 = sext i32 %i605 to i64
  %2494 = getelementptr inbounds float, ptr %tile_sum, i64 %2493
  %2495 = load float, ptr %2494, align 4
  %2496 = fadd float %2492, %2495
  %2497 = sext i32 %i605 to i64
  %2498 = getelementptr inbounds float, ptr %l, i64 %2497
  store float %2496, ptr %2498, align 4
  %2499 = add nsw i32 %i605, 1
  br label %for.cond602, !llvm.loop !135

for.end604:                                       ; preds = %for.cond602
  %2500 = add nsw i32 %c, 1
  br label %for.cond458, !llvm.loop !136

for.cond606:                                      ; preds = %if.end654, %for.end460
  %c609 = phi i32 [ 0, %for.end460 ], [ %2979, %if.end654 ]
  %2501 = icmp slt i32 %c609, %2042
  br i1 %2501, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  %2502 = sub i32 %2054, 1
  %t = sub i32 %2502, %c609
  %2503 = mul i32 %bx, 4
  %2504 = icmp sle i32 0, %2503
  %2505 = mul i32 %bx, 4
  %2506 = sext i32 %2505 to i64
  %2507 = add i64 %2506, 4
  %2508 = sext i32 %M to i64
  %2509 = icmp sle i64 %2507, %2508
  %2510 = and i1 %2504, %2509
  %2511 = mul i32 %t, 512
  %2512 = icmp sle i32 0, %2511
  %2513 = mul i32 %t, 512
  %2514 = sext i32 %2513 to i64
  %2515 = add i64 %2514, 512
  %2516 = sext i32 %N to i64
  %2517 = icmp sle i64 %2515, %2516
  %2518 = and i1 %2512, %2517
  %2519 = and i1 %2510, %2518
  br i1 %2519, label %if.then610, label %if.else611

for.end608:                                       ; preds = %for.cond606
  br label %if.end299

if.then610:                                       ; preds = %for.body607
  br label %for.cond613

if.else611:                                       ; preds = %for.body607
  br label %for.cond619

if.end612:                                        ; preds = %for.end621, %for.end615
  br label %for.cond641

for.cond613:                                      ; preds = %for.end618, %if.then610
  %i12 = phi i32 [ 0, %if.then610 ], [ %2539, %for.end618 ]
  %2520 = icmp slt i32 %i12, 4
  br i1 %2520, label %for.body614, label %for.end615

for.body614:                                      ; preds = %for.cond613
  br label %for.cond616

for.end615:                                       ; preds = %for.cond613
  br label %if.end612

for.cond616:                                      ; preds = %for.body617, %for.body614
  %j2 = phi i32 [ 0, %for.body614 ], [ %2538, %for.body617 ]
  %2521 = icmp slt i32 %j2, 512
  br i1 %2521, label %for.body617, label %for.end618

for.body617:                                      ; preds = %for.cond616
  %2522 = mul i32 %bx, 4
  %2523 = add i32 %2522, %i12
  %2524 = sext i32 %2523 to i64
  %2525 = sext i32 %N to i64
  %2526 = mul nsw i64 %2524, %2525
  %2527 = mul i32 %t, 512
  %2528 = add i32 %2527, %j2
  %2529 = sext i32 %2528 to i64
  %2530 = add nsw i64 %2526, %2529
  %2531 = getelementptr inbounds float, ptr %X, i64 %2530
  %2532 = load float, ptr %2531, align 4
  %2533 = sext i32 %i12 to i64
  %2534 = mul nsw i64 %2533, 512
  %2535 = sext i32 %j2 to i64
  %2536 = add nsw i64 %2534, %2535
  %2537 = getelementptr inbounds float, ptr %X_f, i64 %2536
  store float %2532, ptr %2537, align 4
  %2538 = add nsw i32 %j2, 1
  br label %for.cond616, !llvm.loop !137

for.end618:                                       ; preds = %for.cond616
  %2539 = add nsw i32 %i12, 1
  br label %for.cond613, !llvm.loop !138

for.cond619:                                      ; preds = %for.end639, %if.else611
  %i12622 = phi i32 [ 0, %if.else611 ], [ %2648, %for.end639 ]
  %2540 = icmp slt i32 %i12622, 4
  br i1 %2540, label %for.body620, label %for.end621

for.body620:                                      ; preds = %for.cond619
  %2541 = mul i32 %t, 512
  %2542 = sext i32 %2541 to i64
  %2543 = sub i64 0, %2542
  %2544 = icmp slt i64 %2543, 0
  %2545 = mul i32 %t, 512
  %2546 = sext i32 %2545 to i64
  %2547 = sub i64 0, %2546
  %2548 = icmp sgt i64 %2547, 512
  %2549 = mul i32 %t, 512
  %2550 = sext i32 %2549 to i64
  %2551 = sub i64 0, %2550
  %2552 = select i1 %2548, i64 512, i64 %2551
  %2553 = select i1 %2544, i64 0, i64 %2552
  %tl_lo14 = trunc i64 %2553 to i32
  %2554 = sext i32 %N to i64
  %2555 = mul i32 %t, 512
  %2556 = sext i32 %2555 to i64
  %2557 = sub i64 %2554, %2556
  %2558 = icmp slt i64 %2557, 0
  %2559 = sext i32 %N to i64
  %2560 = mul i32 %t, 512
  %2561 = sext i32 %2560 to i64
  %2562 = sub i64 %2559, %2561
  %2563 = icmp sgt i64 %2562, 512
  %2564 = sext i32 %N to i64
  %2565 = mul i32 %t, 512
  %2566 = sext i32 %2565 to i64
  %2567 = sub i64 %2564, %2566
  %2568 = select i1 %2563, i64 512, i64 %2567
  %2569 = select i1 %2558, i64 0, i64 %2568
  %2570 = sext i32 %tl_lo14 to i64
  %2571 = icmp slt i64 %2569, %2570
  %2572 = sext i32 %tl_lo14 to i64
  %2573 = sext i32 %N to i64
  %2574 = mul i32 %t, 512
  %2575 = sext i32 %2574 to i64
  %2576 = sub i64 %2573, %2575
  %2577 = icmp slt i64 %2576, 0
  %2578 = sext i32 %N to i64
  %2579 = mul i32 %t, 512
  %2580 = sext i32 %2579 to i64
  %2581 = sub i64 %2578, %2580
  %2582 = icmp sgt i64 %2581, 512
  %2583 = sext i32 %N to i64
  %2584 = mul i32 %t, 512
  %2585 = sext i32 %2584 to i64
  %2586 = sub i64 %2583, %2585
  %2587 = select i1 %2582, i64 512, i64 %2586
  %2588 = select i1 %2577, i64 0, i64 %2587
  %2589 = select i1 %2571, i64 %2572, i64 %2588
  %tl_hi15 = trunc i64 %2589 to i32
  br label %for.cond623

for.end621:                                       ; preds = %for.cond619
  br label %if.end612

for.cond623:                                      ; preds = %for.body624, %for.body620
  %j2626 = phi i32 [ 0, %for.body620 ], [ %2596, %for.body624 ]
  %2590 = icmp slt i32 %j2626, %tl_lo14
  br i1 %2590, label %for.body624, label %for.end625

for.body624:                                      ; preds = %for.cond623
  %2591 = sext i32 %i12622 to i64
  %2592 = mul nsw i64 %2591, 512
  %2593 = sext i32 %j2626 to i64
  %2594 = add nsw i64 %2592, %2593
  %2595 = getelementptr inbounds float, ptr %X_f, i64 %2594
  store float 0.000000e+00, ptr %2595, align 4
  %2596 = add nsw i32 %j2626, 1
  br label %for.cond623, !llvm.loop !139

for.end625:                                       ; preds = %for.cond623
  %2597 = mul i32 %bx, 4
  %2598 = sext i32 %2597 to i64
  %2599 = sext i32 %i12622 to i64
  %2600 = add i64 %2598, %2599
  %2601 = icmp sle i64 0, %2600
  %2602 = mul i32 %bx, 4
  %2603 = sext i32 %2602 to i64
  %2604 = sext i32 %i12622 to i64
  %2605 = add i64 %2603, %2604
  %2606 = sext i32 %M to i64
  %2607 = icmp slt i64 %2605, %2606
  %2608 = and i1 %2601, %2607
  br i1 %2608, label %if.then627, label %if.else628

if.then627:                                       ; preds = %for.end625
  %2609 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond630

if.else628:                                       ; preds = %for.end625
  %2610 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond633

if.end629:                                        ; preds = %for.end635, %for.end632
  %2611 = sub i32 512, %tl_hi15
  br label %for.cond637

for.cond630:                                      ; preds = %for.body631, %if.then627
  %j21 = phi i32 [ 0, %if.then627 ], [ %2631, %for.body631 ]
  %2612 = icmp slt i32 %j21, %2609
  br i1 %2612, label %for.body631, label %for.end632

for.body631:                                      ; preds = %for.cond630
  %2613 = mul i32 %bx, 4
  %2614 = add i32 %2613, %i12622
  %2615 = sext i32 %2614 to i64
  %2616 = sext i32 %N to i64
  %2617 = mul nsw i64 %2615, %2616
  %2618 = mul i32 %t, 512
  %2619 = add i32 %tl_lo14, %j21
  %2620 = add i32 %2618, %2619
  %2621 = sext i32 %2620 to i64
  %2622 = add nsw i64 %2617, %2621
  %2623 = getelementptr inbounds float, ptr %X, i64 %2622
  %2624 = load float, ptr %2623, align 4
  %2625 = sext i32 %i12622 to i64
  %2626 = mul nsw i64 %2625, 512
  %2627 = add i32 %tl_lo14, %j21
  %2628 = sext i32 %2627 to i64
  %2629 = add nsw i64 %2626, %2628
  %2630 = getelementptr inbounds float, ptr %X_f, i64 %2629
  store float %2624, ptr %2630, align 4
  %2631 = add nsw i32 %j21, 1
  br label %for.cond630, !llvm.loop !140

for.end632:                                       ; preds = %for.cond630
  br label %if.end629

for.cond633:                                      ; preds = %for.body634, %if.else628
  %j21636 = phi i32 [ 0, %if.else628 ], [ %2639, %for.body634 ]
  %2632 = icmp slt i32 %j21636, %2610
  br i1 %2632, label %for.body634, label %for.end635

for.body634:                                      ; preds = %for.cond633
  %2633 = sext i32 %i12622 to i64
  %2634 = mul nsw i64 %2633, 512
  %2635 = add i32 %tl_lo14, %j21636
  %2636 = sext i32 %2635 to i64
  %2637 = add nsw i64 %2634, %2636
  %2638 = getelementptr inbounds float, ptr %X_f, i64 %2637
  store float 0.000000e+00, ptr %2638, align 4
  %2639 = add nsw i32 %j21636, 1
  br label %for.cond633, !llvm.loop !141

for.end635:                                       ; preds = %for.cond633
  br label %if.end629

for.cond637:                                      ; preds = %for.body638, %if.end629
  %j21640 = phi i32 [ 0, %if.end629 ], [ %2647, %for.body638 ]
  %2640 = icmp slt i32 %j21640, %2611
  br i1 %2640, label %for.body638, label %for.end639

for.body638:                                      ; preds = %for.cond637
  %2641 = sext i32 %i12622 to i64
  %2642 = mul nsw i64 %2641, 512
  %2643 = add i32 %tl_hi15, %j21640
  %2644 = sext i32 %2643 to i64
  %2645 = add nsw i64 %2642, %2644
  %2646 = getelementptr inbounds float, ptr %X_f, i64 %2645
  store float 0.000000e+00, ptr %2646, align 4
  %2647 = add nsw i32 %j21640, 1
  br label %for.cond637, !llvm.loop !142

for.end639:                                       ; preds = %for.cond637
  %2648 = add nsw i32 %i12622, 1
  br label %for.cond619, !llvm.loop !143

for.cond641:                                      ; preds = %for.end651, %if.end612
  %i644 = phi i32 [ 0, %if.end612 ], [ %2978, %for.end651 ]
  %2649 = icmp slt i32 %i644, 4
  br i1 %2649, label %for.body642, label %for.end643

for.body642:                                      ; preds = %for.cond641
  %2650 = sext i32 %N to i64
  %2651 = sub i32 %2054, 1
  %2652 = sub i32 %2651, %c609
  %2653 = mul i32 %2652, 512
  %2654 = sext i32 %2653 to i64
  %2655 = sub i64 %2650, %2654
  %2656 = icmp slt i64 %2655, 0
  %2657 = sext i32 %N to i64
  %2658 = sub i32 %2054, 1
  %2659 = sub i32 %2658, %c609
  %2660 = mul i32 %2659, 512
  %2661 = sext i32 %2660 to i64
  %2662 = sub i64 %2657, %2661
  %2663 = icmp sgt i64 %2662, 512
  %2664 = sext i32 %N to i64
  %2665 = sub i32 %2054, 1
  %2666 = sub i32 %2665, %c609
  %2667 = mul i32 %2666, 512
  %2668 = sext i32 %2667 to i64
  %2669 = sub i64 %2664, %2668
  %2670 = select i1 %2663, i64 512, i64 %2669
  %2671 = select i1 %2656, i64 0, i64 %2670
  %2672 = sub i32 %2054, 1
  %2673 = sub i32 %2672, %c609
  %2674 = mul i32 %2673, 512
  %2675 = sext i32 %2674 to i64
  %2676 = sub i64 0, %2675
  %2677 = icmp slt i64 %2676, 0
  %2678 = sub i32 %2054, 1
  %2679 = sub i32 %2678, %c609
  %2680 = mul i32 %2679, 512
  %2681 = sext i32 %2680 to i64
  %2682 = sub i64 0, %2681
  %2683 = icmp sgt i64 %2682, 512
  %2684 = sub i32 %2054, 1
  %2685 = sub i32 %2684, %c609
  %2686 = mul i32 %2685, 512
  %2687 = sext i32 %2686 to i64
  %2688 = sub i64 0, %2687
  %2689 = select i1 %2683, i64 512, i64 %2688
  %2690 = select i1 %2677, i64 0, i64 %2689
  %2691 = trunc i64 %2690 to i32
  %2692 = sext i32 %2691 to i64
  %2693 = icmp slt i64 %2671, %2692
  %2694 = sub i32 %2054, 1
  %2695 = sub i32 %2694, %c609
  %2696 = mul i32 %2695, 512
  %2697 = sext i32 %2696 to i64
  %2698 = sub i64 0, %2697
  %2699 = icmp slt i64 %2698, 0
  %2700 = sub i32 %2054, 1
  %2701 = sub i32 %2700, %c609
  %2702 = mul i32 %2701, 512
  %2703 = sext i32 %2702 to i64
  %2704 = sub i64 0, %2703
  %2705 = icmp sgt i64 %2704, 512
  %2706 = sub i32 %2054, 1
  %2707 = sub i32 %2706, %c609
  %2708 = mul i32 %2707, 512
  %2709 = sext i32 %2708 to i64
  %2710 = sub i64 0, %2709
  %2711 = select i1 %2705, i64 512, i64 %2710
  %2712 = select i1 %2699, i64 0, i64 %2711
  %2713 = trunc i64 %2712 to i32
  %2714 = sext i32 %2713 to i64
  %2715 = sext i32 %N to i64
  %2716 = sub i32 %2054, 1
  %2717 = sub i32 %2716, %c609
  %2718 = mul i32 %2717, 512
  %2719 = sext i32 %2718 to i64
  %2720 = sub i64 %2715, %2719
  %2721 = icmp slt i64 %2720, 0
  %2722 = sext i32 %N to i64
  %2723 = sub i32 %2054, 1
  %2724 = sub i32 %2723, %c609
  %2725 = mul i32 %2724, 512
  %2726 = sext i32 %2725 to i64
  %2727 = sub i64 %2722, %2726
  %2728 = icmp sgt i64 %2727, 512
  %2729 = sext i32 %N to i64
  %2730 = sub i32 %2054, 1
  %2731 = sub i32 %2730, %c609
  %2732 = mul i32 %2731, 512
  %2733 = sext i32 %2732 to i64
  %2734 = sub i64 %2729, %2733
  %2735 = select i1 %2728, i64 512, i64 %2734
  %2736 = select i1 %2721, i64 0, i64 %2735
  %2737 = select i1 %2693, i64 %2714, i64 %2736
  %2738 = trunc i64 %2737 to i32
  %2739 = icmp slt i32 %2738, 0
  %2740 = sext i32 %N to i64
  %2741 = sub i32 %2054, 1
  %2742 = sub i32 %2741, %c609
  %2743 = mul i32 %2742, 512
  %2744 = sext i32 %2743 to i64
  %2745 = sub i64 %2740, %2744
  %2746 = icmp slt i64 %2745, 0
  %2747 = sext i32 %N to i64
  %2748 = sub i32 %2054, 1
  %2749 = sub i32 %2748, %c609
  %2750 = mul i32 %2749, 512
  %2751 = sext i32 %2750 to i64
  %2752 = sub i64 %2747, %2751
  %2753 = icmp sgt i64 %2752, 512
  %2754 = sext i32 %N to i64
  %2755 = sub i32 %2054, 1
  %2756 = sub i32 %2755, %c609
  %2757 = mul i32 %2756, 512
  %2758 = sext i32 %2757 to i64
  %2759 = sub i64 %2754, %2758
  %2760 = select i1 %2753, i64 512, i64 %2759
  %2761 = select i1 %2746, i64 0, i64 %2760
  %2762 = sub i32 %2054, 1
  %2763 = sub i32 %2762, %c609
  %2764 = mul i32 %2763, 512
  %2765 = sext i32 %2764 to i64
  %2766 = sub i64 0, %2765
  %2767 = icmp slt i64 %2766, 0
  %2768 = sub i32 %2054, 1
  %2769 = sub i32 %2768, %c609
  %2770 = mul i32 %2769, 512
  %2771 = sext i32 %2770 to i64
  %2772 = sub i64 0, %2771
  %2773 = icmp sgt i64 %2772, 512
  %2774 = sub i32 %2054, 1
  %2775 = sub i32 %2774, %c609
  %2776 = mul i32 %2775, 512
  %2777 = sext i32 %2776 to i64
  %2778 = sub i64 0, %2777
  %2779 = select i1 %2773, i64 512, i64 %2778
  %2780 = select i1 %2767, i64 0, i64 %2779
  %2781 = trunc i64 %2780 to i32
  %2782 = sext i32 %2781 to i64
  %2783 = icmp slt i64 %2761, %2782
  %2784 = sub i32 %2054, 1
  %2785 = sub i32 %2784, %c609
  %2786 = mul i32 %2785, 512
  %2787 = sext i32 %2786 to i64
  %2788 = sub i64 0, %2787
  %2789 = icmp slt i64 %2788, 0
  %2790 = sub i32 %2054, 1
  %2791 = sub i32 %2790, %c609
  %2792 = mul i32 %2791, 512
  %2793 = sext i32 %2792 to i64
  %2794 = sub i64 0, %2793
  %2795 = icmp sgt i64 %2794, 512
  %2796 = sub i32 %2054, 1
  %2797 = sub i32 %2796, %c609
  %2798 = mul i32 %2797, 512
  %2799 = sext i32 %2798 to i64
  %2800 = sub i64 0, %2799
  %2801 = select i1 %2795, i64 512, i64 %2800
  %2802 = select i1 %2789, i64 0, i64 %2801
  %2803 = trunc i64 %2802 to i32
  %2804 = sext i32 %2803 to i64
  %2805 = sext i32 %N to i64
  %2806 = sub i32 %2054, 1
  %2807 = sub i32 %2806, %c609
  %2808 = mul i32 %2807, 512
  %2809 = sext i32 %2808 to i64
  %2810 = sub i64 %2805, %2809
  %2811 = icmp slt i64 %2810, 0
  %2812 = sext i32 %N to i64
  %2813 = sub i32 %2054, 1
  %2814 = sub i32 %2813, %c609
  %2815 = mul i32 %2814, 512
  %2816 = sext i32 %2815 to i64
  %2817 = sub i64 %2812, %2816
  %2818 = icmp sgt i64 %2817, 512
  %2819 = sext i32 %N to i64
  %2820 = sub i32 %2054, 1
  %2821 = sub i32 %2820, %c609
  %2822 = mul i32 %2821, 512
  %2823 = sext i32 %2822 to i64
  %2824 = sub i64 %2819, %2823
  %2825 = select i1 %2818, i64 512, i64 %2824
  %2826 = select i1 %2811, i64 0, i64 %2825
  %2827 = select i1 %2783, i64 %2804, i64 %2826
  %2828 = trunc i64 %2827 to i32
  %2829 = icmp sgt i32 %2828, 512
  %2830 = sext i32 %N to i64
  %2831 = sub i32 %2054, 1
  %2832 = sub i32 %2831, %c609
  %2833 = mul i32 %2832, 512
  %2834 = sext i32 %2833 to i64
  %2835 = sub i64 %2830, %2834
  %2836 = icmp slt i64 %2835, 0
  %2837 = sext i32 %N to i64
  %2838 = sub i32 %2054, 1
  %2839 = sub i32 %2838, %c609
  %2840 = mul i32 %2839, 512
  %2841 = sext i32 %2840 to i64
  %2842 = sub i64 %2837, %2841
  %2843 = icmp sgt i64 %2842, 512
  %2844 = sext i32 %N to i64
  %2845 = sub i32 %2054, 1
  %2846 = sub i32 %2845, %c609
  %2847 = mul i32 %2846, 512
  %2848 = sext i32 %2847 to i64
  %2849 = sub i64 %2844, %2848
  %2850 = select i1 %2843, i64 512, i64 %2849
  %2851 = select i1 %2836, i64 0, i64 %2850
  %2852 = sub i32 %2054, 1
  %2853 = sub i32 %2852, %c609
  %2854 = mul i32 %2853, 512
  %2855 = sext i32 %2854 to i64
  %2856 = sub i64 0, %2855
  %2857 = icmp slt i64 %2856, 0
  %2858 = sub i32 %2054, 1
  %2859 = sub i32 %2858, %c609
  %2860 = mul i32 %2859, 512
  %2861 = sext i32 %2860 to i64
  %2862 = sub i64 0, %2861
  %2863 = icmp sgt i64 %2862, 512
  %2864 = sub i32 %2054, 1
  %2865 = sub i32 %2864, %c609
  %2866 = mul i32 %2865, 512
  %2867 = sext i32 %2866 to i64
  %2868 = sub i64 0, %2867
  %2869 = select i1 %2863, i64 512, i64 %2868
  %2870 = select i1 %2857, i64 0, i64 %2869
  %2871 = trunc i64 %2870 to i32
  %2872 = sext i32 %2871 to i64
  %2873 = icmp slt i64 %2851, %2872
  %2874 = sub i32 %2054, 1
  %2875 = sub i32 %2874, %c609
  %2876 = mul i32 %2875, 512
  %2877 = sext i32 %2876 to i64
  %2878 = sub i64 0, %2877
  %2879 = icmp slt i64 %2878, 0
  %2880 = sub i32 %2054, 1
  %2881 = sub i32 %2880, %c609
  %2882 = mul i32 %2881, 512
  %2883 = sext i32 %2882 to i64
  %2884 = sub i64 0, %2883
  %2885 = icmp sgt i64 %2884, 512
  %2886 = sub i32 %2054, 1
  %2887 = sub i32 %2886, %c609
  %2888 = mul i32 %2887, 512
  %2889 = sext i32 %2888 to i64
  %2890 = sub i64 0, %2889
  %2891 = select i1 %2885, i64 512, i64 %2890
  %2892 = select i1 %2879, i64 0, i64 %2891
  %2893 = trunc i64 %2892 to i32
  %2894 = sext i32 %2893 to i64
  %2895 = sext i32 %N to i64
  %2896 = sub i32 %2054, 1
  %2897 = sub i32 %2896, %c609
  %2898 = mul i32 %2897, 512
  %2899 = sext i32 %2898 to i64
  %2900 = sub i64 %2895, %2899
  %2901 = icmp slt i64 %2900, 0
  %2902 = sext i32 %N to i64
  %2903 = sub i32 %2054, 1
  %2904 = sub i32 %2903, %c609
  %2905 = mul i32 %2904, 512
  %2906 = sext i32 %2905 to i64
  %2907 = sub i64 %2902, %2906
  %2908 = icmp sgt i64 %2907, 512
  %2909 = sext i32 %N to i64
  %2910 = sub i32 %2054, 1
  %2911 = sub i32 %2910, %c609
  %2912 = mul i32 %2911, 512
  %2913 = sext i32 %2912 to i64
  %2914 = sub i64 %2909, %2913
  %2915 = select i1 %2908, i64 512, i64 %2914
  %2916 = select i1 %2901, i64 0, i64 %2915
  %2917 = select i1 %2873, i64 %2894, i64 %2916
  %2918 = trunc i64 %2917 to i32
  %2919 = select i1 %2829, i32 512, i32 %2918
  %tl_cols45 = select i1 %2739, i32 0, i32 %2919
  br label %for.cond645

for.end643:                                       ; preds = %for.cond641
  %2920 = mul i32 %bx, 4
  %2921 = icmp sle i32 0, %2920
  %2922 = mul i32 %bx, 4
  %2923 = sext i32 %2922 to i64
  %2924 = add i64 %2923, 4
  %2925 = sext i32 %M to i64
  %2926 = icmp sle i64 %2924, %2925
  %2927 = and i1 %2921, %2926
  %2928 = mul i32 %t, 512
  %2929 = icmp sle i32 0, %2928
  %2930 = mul i32 %t, 512
  %2931 = sext i32 %2930 to i64
  %2932 = add i64 %2931, 512
  %2933 = sext i32 %N to i64
  %2934 = icmp sle i64 %2932, %2933
  %2935 = and i1 %2929, %2934
  %2936 = and i1 %2927, %2935
  br i1 %2936, label %if.then652, label %if.else653

for.cond645:                                      ; preds = %for.body646, %for.body642
  %j648 = phi i32 [ 0, %for.body642 ], [ %2959, %for.body646 ]
  %2937 = icmp slt i32 %j648, %tl_cols45
  br i1 %2937, label %for.body646, label %for.end647

for.body646:                                      ; preds = %for.cond645
  %2938 = sext i32 %i644 to i64
  %2939 = mul nsw i64 %2938, 512
  %2940 = sext i32 %j648 to i64
  %2941 = add nsw i64 %2939, %2940
  %2942 = getelementptr inbounds float, ptr %X_f, i64 %2941
  %2943 = load float, ptr %2942, align 4
  %2944 = sext i32 %i644 to i64
  %2945 = getelementptr inbounds float, ptr %m, i64 %2944
  %2946 = load float, ptr %2945, align 4
  %2947 = fsub float %2943, %2946
  %2948 = call float @tilec_expf(float %2947)
  %2949 = sext i32 %i644 to i64
  %2950 = getelementptr inbounds float, ptr %l, i64 %2949
  %2951 = load float, ptr %2950, align 4
  %2952 = fdiv float 1.000000e+00, %2951
  %2953 = fmul float %2948, %2952
  %2954 = sext i32 %i644 to i64
  %2955 = mul nsw i64 %2954, 512
  %2956 = sext i32 %j648 to i64
  %2957 = add nsw i64 %2955, %2956
  %2958 = getelementptr inbounds float, ptr %X_f, i64 %2957
  store float %2953, ptr %2958, align 4
  %2959 = add nsw i32 %j648, 1
  br label %for.cond645, !llvm.loop !144

for.end647:                                       ; preds = %for.cond645
  %2960 = sext i32 %i644 to i64
  %2961 = getelementptr inbounds float, ptr %m, i64 %2960
  %2962 = load float, ptr %2961, align 4
  %2963 = fsub float 0.000000e+00, %2962
  %2964 = call float @tilec_expf(float %2963)
  %2965 = sext i32 %i644 to i64
  %2966 = getelementptr inbounds float, ptr %l, i64 %2965
  %2967 = load float, ptr %2966, align 4
  %2968 = fdiv float 1.000000e+00, %2967
  %tl_col47 = fmul float %2964, %2968
  %2969 = sub i32 512, %tl_cols45
  br label %for.cond649

for.cond649:                                      ; preds = %for.body650, %for.end647
  %j46 = phi i32 [ 0, %for.end647 ], [ %2977, %for.body650 ]
  %2970 = icmp slt i32 %j46, %2969
  br i1 %2970, label %for.body650, label %for.end651

for.body650:                                      ; preds = %for.cond649
  %2971 = sext i32 %i644 to i64
  %2972 = mul nsw i64 %2971, 512
  %2973 = add i32 %tl_cols45, %j46
  %2974 = sext i32 %2973 to i64
  %2975 = add nsw i64 %2972, %2974
  %2976 = getelementptr inbounds float, ptr %X_f, i64 %2975
  store float %tl_col47, ptr %2976, align 4
  %2977 = add nsw i32 %j46, 1
  br label %for.cond649, !llvm.loop !145

for.end651:                                       ; preds = %for.cond649
  %2978 = add nsw i32 %i644, 1
  br label %for.cond641, !llvm.loop !146

if.then652:                                       ; preds = %for.end643
  br label %for.cond655

if.else653:                                       ; preds = %for.end643
  br label %for.cond666

if.end654:                                        ; preds = %for.end668, %for.end657
  %2979 = add nsw i32 %c609, 1
  br label %for.cond606, !llvm.loop !147

for.cond655:                                      ; preds = %if.end661, %if.then652
  %i12658 = phi i32 [ 0, %if.then652 ], [ %2999, %if.end661 ]
  %2980 = icmp slt i32 %i12658, 4
  br i1 %2980, label %for.body656, label %for.end657

for.body656:                                      ; preds = %for.cond655
  %2981 = sext i32 %M to i64
  %2982 = sext i32 %N to i64
  %2983 = mul i64 %2981, %2982
  %2984 = icmp sge i64 %2983, 8388608
  br i1 %2984, label %if.then659, label %if.else660

for.end657:                                       ; preds = %for.cond655
  br label %if.end654

if.then659:                                       ; preds = %for.body656
  %2985 = mul i32 %bx, 4
  %2986 = add i32 %2985, %i12658
  %2987 = sext i32 %2986 to i64
  %2988 = sext i32 %N to i64
  %2989 = mul nsw i64 %2987, %2988
  %2990 = mul i32 %t, 512
  %2991 = add i32 %2990, 0
  %2992 = sext i32 %2991 to i64
  %2993 = add nsw i64 %2989, %2992
  %2994 = getelementptr inbounds float, ptr %Y, i64 %2993
  %2995 = sext i32 %i12658 to i64
  %2996 = mul nsw i64 %2995, 512
  %2997 = add nsw i64 %2996, 0
  %2998 = getelementptr inbounds float, ptr %X_f, i64 %2997
  call void @tilec_rt_stream(ptr %2994, ptr %2998, i64 2048)
  br label %if.end661

if.else660:                                       ; preds = %for.body656
  br label %for.cond662

if.end661:                                        ; preds = %for.end664, %if.then659
  %2999 = add nsw i32 %i12658, 1
  br label %for.cond655, !llvm.loop !148

for.cond662:                                      ; preds = %for.body663, %if.else660
  %j2665 = phi i32 [ 0, %if.else660 ], [ %3017, %for.body663 ]
  %3000 = icmp slt i32 %j2665, 512
  br i1 %3000, label %for.body663, label %for.end664

for.body663:                                      ; preds = %for.cond662
  %3001 = sext i32 %i12658 to i64
  %3002 = mul nsw i64 %3001, 512
  %3003 = sext i32 %j2665 to i64
  %3004 = add nsw i64 %3002, %3003
  %3005 = getelementptr inbounds float, ptr %X_f, i64 %3004
  %3006 = load float, ptr %3005, align 4
  %3007 = mul i32 %bx, 4
  %3008 = add i32 %3007, %i12658
  %3009 = sext i32 %3008 to i64
  %3010 = sext i32 %N to i64
  %3011 = mul nsw i64 %3009, %3010
  %3012 = mul i32 %t, 512
  %3013 = add i32 %3012, %j2665
  %3014 = sext i32 %3013 to i64
  %3015 = add nsw i64 %3011, %3014
  %3016 = getelementptr inbounds float, ptr %Y, i64 %3015
  store float %3006, ptr %3016, align 4
  %3017 = add nsw i32 %j2665, 1
  br label %for.cond662, !llvm.loop !149

for.end664:                                       ; preds = %for.cond662
  br label %if.end661

for.cond666:                                      ; preds = %for.end672, %if.else653
  %i12669 = phi i32 [ 0, %if.else653 ], [ %3045, %for.end672 ]
  %3018 = icmp slt i32 %i12669, 4
  br i1 %3018, label %for.body667, label %for.end668

for.body667:                                      ; preds = %for.cond666
  br label %for.cond670

for.end668:                                       ; preds = %for.cond666
  br label %if.end654

for.cond670:                                      ; preds = %if.end676, %for.body667
  %j2673 = phi i32 [ 0, %for.body667 ], [ %3062, %if.end676 ]
  %3019 = icmp slt i32 %j2673, 512
  br i1 %3019, label %for.body671, label %for.end672

for.body671:                                      ; preds = %for.cond670
  %3020 = mul i32 %bx, 4
  %3021 = sext i32 %3020 to i64
  %3022 = sext i32 %i12669 to i64
  %3023 = add i64 %3021, %3022
  %3024 = icmp sle i64 0, %3023
  %3025 = mul i32 %bx, 4
  %3026 = sext i32 %3025 to i64
  %3027 = sext i32 %i12669 to i64
  %3028 = add i64 %3026, %3027
  %3029 = sext i32 %M to i64
  %3030 = icmp slt i64 %3028, %3029
  %3031 = and i1 %3024, %3030
  %3032 = mul i32 %t, 512
  %3033 = sext i32 %3032 to i64
  %3034 = sext i32 %j2673 to i64
  %3035 = add i64 %3033, %3034
  %3036 = icmp sle i64 0, %3035
  %3037 = mul i32 %t, 512
  %3038 = sext i32 %3037 to i64
  %3039 = sext i32 %j2673 to i64
  %3040 = add i64 %3038, %3039
  %3041 = sext i32 %N to i64
  %3042 = icmp slt i64 %3040, %3041
  %3043 = and i1 %3036, %3042
  %3044 = and i1 %3031, %3043
  br i1 %3044, label %if.then674, label %if.else675

for.end672:                                       ; preds = %for.cond670
  %3045 = add nsw i32 %i12669, 1
  br label %for.cond666, !llvm.loop !150

if.then674:                                       ; preds = %for.body671
  %3046 = sext i32 %i12669 to i64
  %3047 = mul nsw i64 %3046, 512
  %3048 = sext i32 %j2673 to i64
  %3049 = add nsw i64 %3047, %3048
  %3050 = getelementptr inbounds float, ptr %X_f, i64 %3049
  %3051 = load float, ptr %3050, align 4
  %3052 = mul i32 %bx, 4
  %3053 = add i32 %3052, %i12669
  %3054 = sext i32 %3053 to i64
  %3055 = sext i32 %N to i64
  %3056 = mul nsw i64 %3054, %3055
  %3057 = mul i32 %t, 512
  %3058 = add i32 %3057, %j2673
  %3059 = sext i32 %3058 to i64
  %3060 = add nsw i64 %3056, %3059
  %3061 = getelementptr inbounds float, ptr %Y, i64 %3060
  store float %3051, ptr %3061, align 4
  br label %if.end676

if.else675:                                       ; preds = %for.body671
  br label %if.end676

if.end676:                                        ; preds = %if.else675, %if.then674
  %3062 = add nsw i32 %j2673, 1
  br label %for.cond670, !llvm.loop !151
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
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
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
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
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
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
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
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
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
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1, !2}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1}
