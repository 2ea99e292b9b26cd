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
  %r = phi i32 [ 0, %if.then297 ], [ %1961, %for.end443 ]
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
  %i385 = phi i32 [ 0, %for.end323 ], [ %1672, %for.end388 ]
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
  br label %for.cond390

for.cond386:                                      ; preds = %for.body387, %for.body383
  %j389 = phi i32 [ 0, %for.body383 ], [ %1671, %for.body387 ]
  %1655 = icmp slt i32 %j389, %tl_cols26
  br i1 %1655, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1656 = sext i32 %i385 to i64
  %1657 = mul nsw i64 %1656, 4096
  %1658 = sext i32 %j389 to i64
  %1659 = add nsw i64 %1657, %1658
  %1660 = getelementptr inbounds float, ptr %X_r, i64 %1659
  %1661 = load float, ptr %1660, align 4
  %1662 = getelementptr inbounds float, ptr %m_r, i64 0
  %1663 = load float, ptr %1662, align 4
  %1664 = fsub float %1661, %1663
  %1665 = call float @tilec_expf(float %1664)
  %1666 = sext i32 %i385 to i64
  %1667 = mul nsw i64 %1666, 4096
  %1668 = sext i32 %j389 to i64
  %1669 = add nsw i64 %1667, %1668
  %1670 = getelementptr inbounds float, ptr %X_r, i64 %1669
  store float %1665, ptr %1670, align 4
  %1671 = add nsw i32 %j389, 1
  br label %for.cond386, !llvm.loop !83

for.end388:                                       ; preds = %for.cond386
  %1672 = add nsw i32 %i385, 1
  br label %for.cond382, !llvm.loop !84

for.cond390:                                      ; preds = %for.end439, %for.end384
  %i7 = phi i32 [ 0, %for.end384 ], [ %1934, %for.end439 ]
  %1673 = icmp slt i32 %i7, 1
  br i1 %1673, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  br label %for.cond393

for.end392:                                       ; preds = %for.cond390
  br label %for.cond441

for.cond393:                                      ; preds = %for.end398, %for.body391
  %tl_r28 = phi i32 [ 0, %for.body391 ], [ %1750, %for.end398 ]
  %1674 = icmp slt i32 %tl_r28, 1
  br i1 %1674, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1675 = sext i32 %N to i64
  %1676 = icmp slt i64 %1675, 0
  %1677 = sext i32 %N to i64
  %1678 = icmp sgt i64 %1677, 4096
  %1679 = sext i32 %N to i64
  %1680 = select i1 %1678, i64 4096, i64 %1679
  %1681 = select i1 %1676, i64 0, i64 %1680
  %1682 = icmp slt i64 %1681, 0
  %1683 = sext i32 %N to i64
  %1684 = icmp slt i64 %1683, 0
  %1685 = sext i32 %N to i64
  %1686 = icmp sgt i64 %1685, 4096
  %1687 = sext i32 %N to i64
  %1688 = select i1 %1686, i64 4096, i64 %1687
  %1689 = select i1 %1684, i64 0, i64 %1688
  %1690 = select i1 %1682, i64 0, i64 %1689
  %1691 = trunc i64 %1690 to i32
  %1692 = icmp slt i32 %1691, 0
  %1693 = sext i32 %N to i64
  %1694 = icmp slt i64 %1693, 0
  %1695 = sext i32 %N to i64
  %1696 = icmp sgt i64 %1695, 4096
  %1697 = sext i32 %N to i64
  %1698 = select i1 %1696, i64 4096, i64 %1697
  %1699 = select i1 %1694, i64 0, i64 %1698
  %1700 = icmp slt i64 %1699, 0
  %1701 = sext i32 %N to i64
  %1702 = icmp slt i64 %1701, 0
  %1703 = sext i32 %N to i64
  %1704 = icmp sgt i64 %1703, 4096
  %1705 = sext i32 %N to i64
  %1706 = select i1 %1704, i64 4096, i64 %1705
  %1707 = select i1 %1702, i64 0, i64 %1706
  %1708 = select i1 %1700, i64 0, i64 %1707
  %1709 = trunc i64 %1708 to i32
  %1710 = icmp sgt i32 %1709, 4096
  %1711 = sext i32 %N to i64
  %1712 = icmp slt i64 %1711, 0
  %1713 = sext i32 %N to i64
  %1714 = icmp sgt i64 %1713, 4096
  %1715 = sext i32 %N to i64
  %1716 = select i1 %1714, i64 4096, i64 %1715
  %1717 = select i1 %1712, i64 0, i64 %1716
  %1718 = icmp slt i64 %1717, 0
  %1719 = sext i32 %N to i64
  %1720 = icmp slt i64 %1719, 0
  %1721 = sext i32 %N to i64
  %1722 = icmp sgt i64 %1721, 4096
  %1723 = sext i32 %N to i64
  %1724 = select i1 %1722, i64 4096, i64 %1723
  %1725 = select i1 %1720, i64 0, i64 %1724
  %1726 = select i1 %1718, i64 0, i64 %1725
  %1727 = trunc i64 %1726 to i32
  %1728 = select i1 %1710, i32 4096, i32 %1727
  %tl_pad_from29 = select i1 %1692, i32 0, i32 %1728
  %1729 = getelementptr inbounds float, ptr %m_r, i64 0
  %1730 = load float, ptr %1729, align 4
  %1731 = fsub float 0xFFF0000000000000, %1730
  %tl_pad_v30 = call float @tilec_expf(float %1731)
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
  store float %tl_pad_v30, ptr %1748, align 4
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
  %1761 = getelementptr inbounds float, ptr %m_r, i64 0
  %1762 = load float, ptr %1761, align 4
  %1763 = fsub float 0xFFF0000000000000, %1762
  %tl_pad33 = call float @tilec_expf(float %1763)
  %1764 = fadd float %tl_pad33, %tl_pad33
  %1765 = fcmp oeq float %1764, %tl_pad33
  %1766 = fcmp une float %tl_pad33, %tl_pad33
  %1767 = or i1 %1765, %1766
  %1768 = sub i32 %1271, 1
  %1769 = icmp slt i32 %1768, 0
  %1770 = sub i32 %1271, 1
  %1771 = select i1 %1769, i32 0, i32 %1770
  %tl_steps34 = select i1 %1767, i32 %1771, i32 127
  %1772 = icmp eq i32 %tl_steps34, 127
  br i1 %1772, label %if.then402, label %if.else403

if.then402:                                       ; preds = %for.end401
  br label %for.cond405

if.else403:                                       ; preds = %for.end401
  br label %if.end404

if.end404:                                        ; preds = %if.else403, %for.end407
  br label %for.cond411

for.cond405:                                      ; preds = %for.end410, %if.then402
  %tl_r35 = phi i32 [ 0, %if.then402 ], [ %1839, %for.end410 ]
  %1773 = icmp slt i32 %tl_r35, 1
  br i1 %1773, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1774 = sext i32 %N to i64
  %1775 = icmp slt i64 %1774, 0
  %1776 = sext i32 %N to i64
  %1777 = icmp sgt i64 %1776, 4096
  %1778 = sext i32 %N to i64
  %1779 = select i1 %1777, i64 4096, i64 %1778
  %1780 = select i1 %1775, i64 0, i64 %1779
  %1781 = icmp slt i64 %1780, 0
  %1782 = sext i32 %N to i64
  %1783 = icmp slt i64 %1782, 0
  %1784 = sext i32 %N to i64
  %1785 = icmp sgt i64 %1784, 4096
  %1786 = sext i32 %N to i64
  %1787 = select i1 %1785, i64 4096, i64 %1786
  %1788 = select i1 %1783, i64 0, i64 %1787
  %1789 = select i1 %1781, i64 0, i64 %1788
  %1790 = trunc i64 %1789 to i32
  %1791 = icmp slt i32 %1790, 0
  %1792 = sext i32 %N to i64
  %1793 = icmp slt i64 %1792, 0
  %1794 = sext i32 %N to i64
  %1795 = icmp sgt i64 %1794, 4096
  %1796 = sext i32 %N to i64
  %1797 = select i1 %1795, i64 4096, i64 %1796
  %1798 = select i1 %1793, i64 0, i64 %1797
  %1799 = icmp slt i64 %1798, 0
  %1800 = sext i32 %N to i64
  %1801 = icmp slt i64 %1800, 0
  %1802 = sext i32 %N to i64
  %1803 = icmp sgt i64 %1802, 4096
  %1804 = sext i32 %N to i64
  %1805 = select i1 %1803, i64 4096, i64 %1804
  %1806 = select i1 %1801, i64 0, i64 %1805
  %1807 = select i1 %1799, i64 0, i64 %1806
  %1808 = trunc i64 %1807 to i32
  %1809 = icmp sgt i32 %1808, 4096
  %1810 = sext i32 %N to i64
  %1811 = icmp slt i64 %1810, 0
  %1812 = sext i32 %N to i64
  %1813 = icmp sgt i64 %1812, 4096
  %1814 = sext i32 %N to i64
  %1815 = select i1 %1813, i64 4096, i64 %1814
  %1816 = select i1 %1811, i64 0, i64 %1815
  %1817 = icmp slt i64 %1816, 0
  %1818 = sext i32 %N to i64
  %1819 = icmp slt i64 %1818, 0
  %1820 = sext i32 %N to i64
  %1821 = icmp sgt i64 %1820, 4096
  %1822 = sext i32 %N to i64
  %1823 = select i1 %1821, i64 4096, i64 %1822
  %1824 = select i1 %1819, i64 0, i64 %1823
  %1825 = select i1 %1817, i64 0, i64 %1824
  %1826 = trunc i64 %1825 to i32
  %1827 = select i1 %1809, i32 4096, i32 %1826
  %tl_pad_from36 = select i1 %1791, i32 0, i32 %1827
  %1828 = getelementptr inbounds float, ptr %m_r, i64 0
  %1829 = load float, ptr %1828, align 4
  %1830 = fsub float 0xFFF0000000000000, %1829
  %tl_pad_v37 = call float @tilec_expf(float %1830)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond408

for.end407:                                       ; preds = %for.cond405
  br label %if.end404

for.cond408:                                      ; preds = %for.body409, %for.body406
  %tl_pad_k39 = phi i32 [ 0, %for.body406 ], [ %1838, %for.body409 ]
  %1831 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %1831, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1832 = sext i32 %tl_r35 to i64
  %1833 = mul nsw i64 %1832, 4096
  %1834 = add i32 %tl_pad_from36, %tl_pad_k39
  %1835 = sext i32 %1834 to i64
  %1836 = add nsw i64 %1833, %1835
  %1837 = getelementptr inbounds float, ptr %X_r, i64 %1836
  store float %tl_pad_v37, ptr %1837, align 4
  %1838 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond408, !llvm.loop !88

for.end410:                                       ; preds = %for.cond408
  %1839 = add nsw i32 %tl_r35, 1
  br label %for.cond405, !llvm.loop !89

for.cond411:                                      ; preds = %for.end416, %if.end404
  %red5 = phi i32 [ 0, %if.end404 ], [ %1859, %for.end416 ]
  %1840 = icmp slt i32 %red5, %tl_steps34
  br i1 %1840, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  br label %for.cond414

for.end413:                                       ; preds = %for.cond411
  %1841 = icmp slt i32 %tl_steps34, 127
  br i1 %1841, label %if.then418, label %if.else419

for.cond414:                                      ; preds = %for.body415, %for.body412
  %lane5417 = phi i32 [ 0, %for.body412 ], [ %1858, %for.body415 ]
  %1842 = icmp slt i32 %lane5417, 32
  br i1 %1842, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1843 = sext i32 %lane5417 to i64
  %1844 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1843
  %1845 = load float, ptr %1844, align 4
  %1846 = sext i32 %i7 to i64
  %1847 = mul nsw i64 %1846, 4096
  %1848 = add i32 %red5, 1
  %1849 = mul i32 %1848, 32
  %1850 = add i32 %1849, %lane5417
  %1851 = sext i32 %1850 to i64
  %1852 = add nsw i64 %1847, %1851
  %1853 = getelementptr inbounds float, ptr %X_r, i64 %1852
  %1854 = load float, ptr %1853, align 4
  %1855 = fadd float %1845, %1854
  %1856 = sext i32 %lane5417 to i64
  %1857 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1856
  store float %1855, ptr %1857, align 4
  %1858 = add nsw i32 %lane5417, 1
  br label %for.cond414, !llvm.loop !90

for.end416:                                       ; preds = %for.cond414
  %1859 = add nsw i32 %red5, 1
  br label %for.cond411, !llvm.loop !91

if.then418:                                       ; preds = %for.end413
  %1860 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1861 = load float, ptr %1860, align 4
  %1862 = fadd float %1861, %tl_pad33
  %1863 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1862, ptr %1863, align 4
  br label %if.end420

if.else419:                                       ; preds = %for.end413
  br label %if.end420

if.end420:                                        ; preds = %if.else419, %if.then418
  br label %for.cond421

for.cond421:                                      ; preds = %for.body422, %if.end420
  %lane5424 = phi i32 [ 0, %if.end420 ], [ %1875, %for.body422 ]
  %1864 = icmp slt i32 %lane5424, 16
  br i1 %1864, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1865 = sext i32 %lane5424 to i64
  %1866 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1865
  %1867 = load float, ptr %1866, align 4
  %1868 = add i32 %lane5424, 16
  %1869 = sext i32 %1868 to i64
  %1870 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1869
  %1871 = load float, ptr %1870, align 4
  %1872 = fadd float %1867, %1871
  %1873 = sext i32 %lane5424 to i64
  %1874 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1873
  store float %1872, ptr %1874, align 4
  %1875 = add nsw i32 %lane5424, 1
  br label %for.cond421, !llvm.loop !92

for.end423:                                       ; preds = %for.cond421
  br label %for.cond425

for.cond425:                                      ; preds = %for.body426, %for.end423
  %lane5428 = phi i32 [ 0, %for.end423 ], [ %1887, %for.body426 ]
  %1876 = icmp slt i32 %lane5428, 8
  br i1 %1876, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1877 = sext i32 %lane5428 to i64
  %1878 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1877
  %1879 = load float, ptr %1878, align 4
  %1880 = add i32 %lane5428, 8
  %1881 = sext i32 %1880 to i64
  %1882 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1881
  %1883 = load float, ptr %1882, align 4
  %1884 = fadd float %1879, %1883
  %1885 = sext i32 %lane5428 to i64
  %1886 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1885
  store float %1884, ptr %1886, align 4
  %1887 = add nsw i32 %lane5428, 1
  br label %for.cond425, !llvm.loop !93

for.end427:                                       ; preds = %for.cond425
  br label %for.cond429

for.cond429:                                      ; preds = %for.body430, %for.end427
  %lane5432 = phi i32 [ 0, %for.end427 ], [ %1899, %for.body430 ]
  %1888 = icmp slt i32 %lane5432, 4
  br i1 %1888, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1889 = sext i32 %lane5432 to i64
  %1890 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1889
  %1891 = load float, ptr %1890, align 4
  %1892 = add i32 %lane5432, 4
  %1893 = sext i32 %1892 to i64
  %1894 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1893
  %1895 = load float, ptr %1894, align 4
  %1896 = fadd float %1891, %1895
  %1897 = sext i32 %lane5432 to i64
  %1898 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1897
  store float %1896, ptr %1898, align 4
  %1899 = add nsw i32 %lane5432, 1
  br label %for.cond429, !llvm.loop !94

for.end431:                                       ; preds = %for.cond429
  br label %for.cond433

for.cond433:                                      ; preds = %for.body434, %for.end431
  %lane5436 = phi i32 [ 0, %for.end431 ], [ %1911, %for.body434 ]
  %1900 = icmp slt i32 %lane5436, 2
  br i1 %1900, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1901 = sext i32 %lane5436 to i64
  %1902 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1901
  %1903 = load float, ptr %1902, align 4
  %1904 = add i32 %lane5436, 2
  %1905 = sext i32 %1904 to i64
  %1906 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1905
  %1907 = load float, ptr %1906, align 4
  %1908 = fadd float %1903, %1907
  %1909 = sext i32 %lane5436 to i64
  %1910 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1909
  store float %1908, ptr %1910, align 4
  %1911 = add nsw i32 %lane5436, 1
  br label %for.cond433, !llvm.loop !95

for.end435:                                       ; preds = %for.cond433
  br label %for.cond437

for.cond437:                                      ; preds = %for.body438, %for.end435
  %lane5440 = phi i32 [ 0, %for.end435 ], [ %1923, %for.body438 ]
  %1912 = icmp slt i32 %lane5440, 1
  br i1 %1912, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  %1913 = sext i32 %lane5440 to i64
  %1914 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1913
  %1915 = load float, ptr %1914, align 4
  %1916 = add i32 %lane5440, 1
  %1917 = sext i32 %1916 to i64
  %1918 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1917
  %1919 = load float, ptr %1918, align 4
  %1920 = fadd float %1915, %1919
  %1921 = sext i32 %lane5440 to i64
  %1922 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1921
  store float %1920, ptr %1922, align 4
  %1923 = add nsw i32 %lane5440, 1
  br label %for.cond437, !llvm.loop !96

for.end439:                                       ; preds = %for.cond437
  %1924 = sext i32 %i7 to i64
  %1925 = getelementptr inbounds float, ptr %l_r, i64 %1924
  store float 0.000000e+00, ptr %1925, align 4
  %1926 = sext i32 %i7 to i64
  %1927 = getelementptr inbounds float, ptr %l_r, i64 %1926
  %1928 = load float, ptr %1927, align 4
  %1929 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1930 = load float, ptr %1929, align 4
  %1931 = fadd float %1928, %1930
  %1932 = sext i32 %i7 to i64
  %1933 = getelementptr inbounds float, ptr %l_r, i64 %1932
  store float %1931, ptr %1933, align 4
  %1934 = add nsw i32 %i7, 1
  br label %for.cond390, !llvm.loop !97

for.cond441:                                      ; preds = %if.end447, %for.end392
  %i444 = phi i32 [ 0, %for.end392 ], [ %1963, %if.end447 ]
  %1935 = icmp slt i32 %i444, 1
  br i1 %1935, label %for.body442, label %for.end443

for.body442:                                      ; preds = %for.cond441
  %1936 = sext i32 %N to i64
  %1937 = icmp slt i64 %1936, 0
  %1938 = sext i32 %N to i64
  %1939 = icmp sgt i64 %1938, 4096
  %1940 = sext i32 %N to i64
  %1941 = select i1 %1939, i64 4096, i64 %1940
  %1942 = select i1 %1937, i64 0, i64 %1941
  %1943 = icmp slt i64 %1942, 0
  %1944 = sext i32 %N to i64
  %1945 = icmp slt i64 %1944, 0
  %1946 = sext i32 %N to i64
  %1947 = icmp sgt i64 %1946, 4096
  %1948 = sext i32 %N to i64
  %1949 = select i1 %1947, i64 4096, i64 %1948
  %1950 = select i1 %1945, i64 0, i64 %1949
  %1951 = select i1 %1943, i64 0, i64 %1950
  %tl_hi11 = trunc i64 %1951 to i32
  %1952 = mul i32 %bx, 4
  %1953 = add i32 %1952, %r
  %1954 = add i32 %1953, %i444
  %1955 = icmp sle i32 0, %1954
  %1956 = mul i32 %bx, 4
  %1957 = add i32 %1956, %r
  %1958 = add i32 %1957, %i444
  %1959 = icmp slt i32 %1958, %M
  %1960 = and i1 %1955, %1959
  br i1 %1960, label %if.then445, label %if.else446

for.end443:                                       ; preds = %for.cond441
  %1961 = add nsw i32 %r, 1
  br label %for.cond300, !llvm.loop !98

if.then445:                                       ; preds = %for.body442
  %1962 = sub i32 %tl_hi11, 0
  br label %for.cond448

if.else446:                                       ; preds = %for.body442
  br label %if.end447

if.end447:                                        ; preds = %if.else446, %for.end450
  %1963 = add nsw i32 %i444, 1
  br label %for.cond441, !llvm.loop !99

for.cond448:                                      ; preds = %for.body449, %if.then445
  %j8 = phi i32 [ 0, %if.then445 ], [ %1986, %for.body449 ]
  %1964 = icmp slt i32 %j8, %1962
  br i1 %1964, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %1965 = sext i32 %i444 to i64
  %1966 = mul nsw i64 %1965, 4096
  %1967 = add i32 0, %j8
  %1968 = sext i32 %1967 to i64
  %1969 = add nsw i64 %1966, %1968
  %1970 = getelementptr inbounds float, ptr %X_r, i64 %1969
  %1971 = load float, ptr %1970, align 4
  %1972 = getelementptr inbounds float, ptr %l_r, i64 0
  %1973 = load float, ptr %1972, align 4
  %1974 = fdiv float 1.000000e+00, %1973
  %1975 = fmul float %1971, %1974
  %1976 = mul i32 %bx, 4
  %1977 = add i32 %1976, %r
  %1978 = add i32 %1977, %i444
  %1979 = sext i32 %1978 to i64
  %1980 = sext i32 %N to i64
  %1981 = mul nsw i64 %1979, %1980
  %1982 = add i32 0, %j8
  %1983 = sext i32 %1982 to i64
  %1984 = add nsw i64 %1981, %1983
  %1985 = getelementptr inbounds float, ptr %Y, i64 %1984
  store float %1975, ptr %1985, align 4
  %1986 = add nsw i32 %j8, 1
  br label %for.cond448, !llvm.loop !100

for.end450:                                       ; preds = %for.cond448
  br label %if.end447

for.cond451:                                      ; preds = %for.body452, %if.else298
  %i11 = phi i32 [ 0, %if.else298 ], [ %1990, %for.body452 ]
  %1987 = icmp slt i32 %i11, 4
  br i1 %1987, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %1988 = sext i32 %i11 to i64
  %1989 = getelementptr inbounds float, ptr %m, i64 %1988
  store float 0xFFF0000000000000, ptr %1989, align 4
  %1990 = add nsw i32 %i11, 1
  br label %for.cond451, !llvm.loop !101

for.end453:                                       ; preds = %for.cond451
  br label %for.cond454

for.cond454:                                      ; preds = %for.body455, %for.end453
  %i11457 = phi i32 [ 0, %for.end453 ], [ %1994, %for.body455 ]
  %1991 = icmp slt i32 %i11457, 4
  br i1 %1991, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  %1992 = sext i32 %i11457 to i64
  %1993 = getelementptr inbounds float, ptr %l, i64 %1992
  store float 0.000000e+00, ptr %1993, align 4
  %1994 = add nsw i32 %i11457, 1
  br label %for.cond454, !llvm.loop !102

for.end456:                                       ; preds = %for.cond454
  %1995 = sext i32 %N to i64
  %1996 = sdiv i64 %1995, 512
  %1997 = sub i64 0, %1995
  %1998 = select i1 false, i64 %1997, i64 %1996
  %1999 = srem i64 %1995, 512
  %2000 = icmp ne i64 %1999, 0
  %2001 = icmp slt i64 %1995, 0
  %2002 = icmp eq i1 %2001, false
  %2003 = and i1 %2000, %2002
  %2004 = zext i1 %2003 to i64
  %2005 = add i64 %1998, %2004
  %2006 = trunc i64 %2005 to i32
  %2007 = sext i32 %N to i64
  %2008 = sdiv i64 %2007, 512
  %2009 = sub i64 0, %2007
  %2010 = select i1 false, i64 %2009, i64 %2008
  %2011 = srem i64 %2007, 512
  %2012 = icmp ne i64 %2011, 0
  %2013 = icmp slt i64 %2007, 0
  %2014 = icmp eq i1 %2013, false
  %2015 = and i1 %2012, %2014
  %2016 = zext i1 %2015 to i64
  %2017 = add i64 %2010, %2016
  %2018 = trunc i64 %2017 to i32
  br label %for.cond458

for.cond458:                                      ; preds = %for.end604, %for.end456
  %c = phi i32 [ 0, %for.end456 ], [ %2506, %for.end604 ]
  %2019 = icmp slt i32 %c, %2006
  br i1 %2019, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %2020 = mul i32 %bx, 4
  %2021 = icmp sle i32 0, %2020
  %2022 = mul i32 %bx, 4
  %2023 = sext i32 %2022 to i64
  %2024 = add i64 %2023, 4
  %2025 = sext i32 %M to i64
  %2026 = icmp sle i64 %2024, %2025
  %2027 = and i1 %2021, %2026
  %2028 = mul i32 %c, 512
  %2029 = icmp sle i32 0, %2028
  %2030 = mul i32 %c, 512
  %2031 = sext i32 %2030 to i64
  %2032 = add i64 %2031, 512
  %2033 = sext i32 %N to i64
  %2034 = icmp sle i64 %2032, %2033
  %2035 = and i1 %2029, %2034
  %2036 = and i1 %2027, %2035
  br i1 %2036, label %if.then461, label %if.else462

for.end460:                                       ; preds = %for.cond458
  %2037 = sext i32 %N to i64
  %2038 = sdiv i64 %2037, 512
  %2039 = sub i64 0, %2037
  %2040 = select i1 false, i64 %2039, i64 %2038
  %2041 = srem i64 %2037, 512
  %2042 = icmp ne i64 %2041, 0
  %2043 = icmp slt i64 %2037, 0
  %2044 = icmp eq i1 %2043, false
  %2045 = and i1 %2042, %2044
  %2046 = zext i1 %2045 to i64
  %2047 = add i64 %2040, %2046
  %2048 = trunc i64 %2047 to i32
  %2049 = sext i32 %N to i64
  %2050 = sdiv i64 %2049, 512
  %2051 = sub i64 0, %2049
  %2052 = select i1 false, i64 %2051, i64 %2050
  %2053 = srem i64 %2049, 512
  %2054 = icmp ne i64 %2053, 0
  %2055 = icmp slt i64 %2049, 0
  %2056 = icmp eq i1 %2055, false
  %2057 = and i1 %2054, %2056
  %2058 = zext i1 %2057 to i64
  %2059 = add i64 %2052, %2058
  %2060 = trunc i64 %2059 to i32
  br label %for.cond606

if.then461:                                       ; preds = %for.body459
  br label %for.cond464

if.else462:                                       ; preds = %for.body459
  br label %for.cond477

if.end463:                                        ; preds = %for.end479, %for.end466
  br label %for.cond499

for.cond464:                                      ; preds = %for.end476, %if.then461
  %i11467 = phi i32 [ 0, %if.then461 ], [ %2096, %for.end476 ]
  %2061 = icmp slt i32 %i11467, 4
  br i1 %2061, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %2062 = add i32 %c, 1
  %2063 = icmp slt i32 %2062, %2018
  br i1 %2063, label %if.then468, label %if.else469

for.end466:                                       ; preds = %for.cond464
  br label %if.end463

if.then468:                                       ; preds = %for.body465
  br label %for.cond471

if.else469:                                       ; preds = %for.body465
  br label %if.end470

if.end470:                                        ; preds = %if.else469, %for.end473
  br label %for.cond474

for.cond471:                                      ; preds = %for.body472, %if.then468
  %pf = phi i32 [ 0, %if.then468 ], [ %2077, %for.body472 ]
  %2064 = icmp slt i32 %pf, 32
  br i1 %2064, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %2065 = mul i32 %bx, 4
  %2066 = add i32 %2065, %i11467
  %2067 = sext i32 %2066 to i64
  %2068 = sext i32 %N to i64
  %2069 = mul i64 %2067, %2068
  %2070 = add i32 %c, 1
  %2071 = mul i32 %2070, 512
  %2072 = mul i32 %pf, 16
  %2073 = add i32 %2071, %2072
  %2074 = sext i32 %2073 to i64
  %2075 = add i64 %2069, %2074
  %2076 = getelementptr float, ptr %X, i64 %2075
  call void @llvm.prefetch.p0(ptr %2076, i32 0, i32 0, i32 1)
  %2077 = add nsw i32 %pf, 1
  br label %for.cond471, !llvm.loop !103

for.end473:                                       ; preds = %for.cond471
  br label %if.end470

for.cond474:                                      ; preds = %for.body475, %if.end470
  %j1 = phi i32 [ 0, %if.end470 ], [ %2095, %for.body475 ]
  %2078 = icmp slt i32 %j1, 512
  br i1 %2078, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  %2079 = mul i32 %bx, 4
  %2080 = add i32 %2079, %i11467
  %2081 = sext i32 %2080 to i64
  %2082 = sext i32 %N to i64
  %2083 = mul nsw i64 %2081, %2082
  %2084 = mul i32 %c, 512
  %2085 = add i32 %2084, %j1
  %2086 = sext i32 %2085 to i64
  %2087 = add nsw i64 %2083, %2086
  %2088 = getelementptr inbounds float, ptr %X, i64 %2087
  %2089 = load float, ptr %2088, align 4
  %2090 = sext i32 %i11467 to i64
  %2091 = mul nsw i64 %2090, 512
  %2092 = sext i32 %j1 to i64
  %2093 = add nsw i64 %2091, %2092
  %2094 = getelementptr inbounds float, ptr %X_f, i64 %2093
  store float %2089, ptr %2094, align 4
  %2095 = add nsw i32 %j1, 1
  br label %for.cond474, !llvm.loop !104

for.end476:                                       ; preds = %for.cond474
  %2096 = add nsw i32 %i11467, 1
  br label %for.cond464, !llvm.loop !105

for.cond477:                                      ; preds = %for.end497, %if.else462
  %i11480 = phi i32 [ 0, %if.else462 ], [ %2205, %for.end497 ]
  %2097 = icmp slt i32 %i11480, 4
  br i1 %2097, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %2098 = mul i32 %c, 512
  %2099 = sext i32 %2098 to i64
  %2100 = sub i64 0, %2099
  %2101 = icmp slt i64 %2100, 0
  %2102 = mul i32 %c, 512
  %2103 = sext i32 %2102 to i64
  %2104 = sub i64 0, %2103
  %2105 = icmp sgt i64 %2104, 512
  %2106 = mul i32 %c, 512
  %2107 = sext i32 %2106 to i64
  %2108 = sub i64 0, %2107
  %2109 = select i1 %2105, i64 512, i64 %2108
  %2110 = select i1 %2101, i64 0, i64 %2109
  %tl_lo12 = trunc i64 %2110 to i32
  %2111 = sext i32 %N to i64
  %2112 = mul i32 %c, 512
  %2113 = sext i32 %2112 to i64
  %2114 = sub i64 %2111, %2113
  %2115 = icmp slt i64 %2114, 0
  %2116 = sext i32 %N to i64
  %2117 = mul i32 %c, 512
  %2118 = sext i32 %2117 to i64
  %2119 = sub i64 %2116, %2118
  %2120 = icmp sgt i64 %2119, 512
  %2121 = sext i32 %N to i64
  %2122 = mul i32 %c, 512
  %2123 = sext i32 %2122 to i64
  %2124 = sub i64 %2121, %2123
  %2125 = select i1 %2120, i64 512, i64 %2124
  %2126 = select i1 %2115, i64 0, i64 %2125
  %2127 = sext i32 %tl_lo12 to i64
  %2128 = icmp slt i64 %2126, %2127
  %2129 = sext i32 %tl_lo12 to i64
  %2130 = sext i32 %N to i64
  %2131 = mul i32 %c, 512
  %2132 = sext i32 %2131 to i64
  %2133 = sub i64 %2130, %2132
  %2134 = icmp slt i64 %2133, 0
  %2135 = sext i32 %N to i64
  %2136 = mul i32 %c, 512
  %2137 = sext i32 %2136 to i64
  %2138 = sub i64 %2135, %2137
  %2139 = icmp sgt i64 %2138, 512
  %2140 = sext i32 %N to i64
  %2141 = mul i32 %c, 512
  %2142 = sext i32 %2141 to i64
  %2143 = sub i64 %2140, %2142
  %2144 = select i1 %2139, i64 512, i64 %2143
  %2145 = select i1 %2134, i64 0, i64 %2144
  %2146 = select i1 %2128, i64 %2129, i64 %2145
  %tl_hi13 = trunc i64 %2146 to i32
  br label %for.cond481

for.end479:                                       ; preds = %for.cond477
  br label %if.end463

for.cond481:                                      ; preds = %for.body482, %for.body478
  %j1484 = phi i32 [ 0, %for.body478 ], [ %2153, %for.body482 ]
  %2147 = icmp slt i32 %j1484, %tl_lo12
  br i1 %2147, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %2148 = sext i32 %i11480 to i64
  %2149 = mul nsw i64 %2148, 512
  %2150 = sext i32 %j1484 to i64
  %2151 = add nsw i64 %2149, %2150
  %2152 = getelementptr inbounds float, ptr %X_f, i64 %2151
  store float 0.000000e+00, ptr %2152, align 4
  %2153 = add nsw i32 %j1484, 1
  br label %for.cond481, !llvm.loop !106

for.end483:                                       ; preds = %for.cond481
  %2154 = mul i32 %bx, 4
  %2155 = sext i32 %2154 to i64
  %2156 = sext i32 %i11480 to i64
  %2157 = add i64 %2155, %2156
  %2158 = icmp sle i64 0, %2157
  %2159 = mul i32 %bx, 4
  %2160 = sext i32 %2159 to i64
  %2161 = sext i32 %i11480 to i64
  %2162 = add i64 %2160, %2161
  %2163 = sext i32 %M to i64
  %2164 = icmp slt i64 %2162, %2163
  %2165 = and i1 %2158, %2164
  br i1 %2165, label %if.then485, label %if.else486

if.then485:                                       ; preds = %for.end483
  %2166 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond488

if.else486:                                       ; preds = %for.end483
  %2167 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond491

if.end487:                                        ; preds = %for.end493, %for.end490
  %2168 = sub i32 512, %tl_hi13
  br label %for.cond495

for.cond488:                                      ; preds = %for.body489, %if.then485
  %j11 = phi i32 [ 0, %if.then485 ], [ %2188, %for.body489 ]
  %2169 = icmp slt i32 %j11, %2166
  br i1 %2169, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2170 = mul i32 %bx, 4
  %2171 = add i32 %2170, %i11480
  %2172 = sext i32 %2171 to i64
  %2173 = sext i32 %N to i64
  %2174 = mul nsw i64 %2172, %2173
  %2175 = mul i32 %c, 512
  %2176 = add i32 %tl_lo12, %j11
  %2177 = add i32 %2175, %2176
  %2178 = sext i32 %2177 to i64
  %2179 = add nsw i64 %2174, %2178
  %2180 = getelementptr inbounds float, ptr %X, i64 %2179
  %2181 = load float, ptr %2180, align 4
  %2182 = sext i32 %i11480 to i64
  %2183 = mul nsw i64 %2182, 512
  %2184 = add i32 %tl_lo12, %j11
  %2185 = sext i32 %2184 to i64
  %2186 = add nsw i64 %2183, %2185
  %2187 = getelementptr inbounds float, ptr %X_f, i64 %2186
  store float %2181, ptr %2187, align 4
  %2188 = add nsw i32 %j11, 1
  br label %for.cond488, !llvm.loop !107

for.end490:                                       ; preds = %for.cond488
  br label %if.end487

for.cond491:                                      ; preds = %for.body492, %if.else486
  %j11494 = phi i32 [ 0, %if.else486 ], [ %2196, %for.body492 ]
  %2189 = icmp slt i32 %j11494, %2167
  br i1 %2189, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %2190 = sext i32 %i11480 to i64
  %2191 = mul nsw i64 %2190, 512
  %2192 = add i32 %tl_lo12, %j11494
  %2193 = sext i32 %2192 to i64
  %2194 = add nsw i64 %2191, %2193
  %2195 = getelementptr inbounds float, ptr %X_f, i64 %2194
  store float 0.000000e+00, ptr %2195, align 4
  %2196 = add nsw i32 %j11494, 1
  br label %for.cond491, !llvm.loop !108

for.end493:                                       ; preds = %for.cond491
  br label %if.end487

for.cond495:                                      ; preds = %for.body496, %if.end487
  %j11498 = phi i32 [ 0, %if.end487 ], [ %2204, %for.body496 ]
  %2197 = icmp slt i32 %j11498, %2168
  br i1 %2197, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %2198 = sext i32 %i11480 to i64
  %2199 = mul nsw i64 %2198, 512
  %2200 = add i32 %tl_hi13, %j11498
  %2201 = sext i32 %2200 to i64
  %2202 = add nsw i64 %2199, %2201
  %2203 = getelementptr inbounds float, ptr %X_f, i64 %2202
  store float 0.000000e+00, ptr %2203, align 4
  %2204 = add nsw i32 %j11498, 1
  br label %for.cond495, !llvm.loop !109

for.end497:                                       ; preds = %for.cond495
  %2205 = add nsw i32 %i11480, 1
  br label %for.cond477, !llvm.loop !110

for.cond499:                                      ; preds = %for.end505, %if.end463
  %i502 = phi i32 [ 0, %if.end463 ], [ %2225, %for.end505 ]
  %2206 = icmp slt i32 %i502, 4
  br i1 %2206, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  br label %for.cond503

for.end501:                                       ; preds = %for.cond499
  br label %for.cond507

for.cond503:                                      ; preds = %for.body504, %for.body500
  %j506 = phi i32 [ 0, %for.body500 ], [ %2224, %for.body504 ]
  %2207 = icmp slt i32 %j506, 512
  br i1 %2207, label %for.body504, label %for.end505

for.body504:                                      ; preds = %for.cond503
  %2208 = mul i32 %c, 512
  %2209 = add i32 %2208, %j506
  %2210 = icmp slt i32 %2209, %N
  %2211 = sext i32 %i502 to i64
  %2212 = mul nsw i64 %2211, 512
  %2213 = sext i32 %j506 to i64
  %2214 = add nsw i64 %2212, %2213
  %2215 = call i64 @llvm.umin.i64(i64 %2214, i64 2047)
  %2216 = getelementptr inbounds float, ptr %X_f, i64 %2215
  %2217 = load float, ptr %2216, align 4
  %2218 = select i1 %2210, float %2217, float 0xFFF0000000000000
  %2219 = sext i32 %i502 to i64
  %2220 = mul nsw i64 %2219, 512
  %2221 = sext i32 %j506 to i64
  %2222 = add nsw i64 %2220, %2221
  %2223 = getelementptr inbounds float, ptr %X_f, i64 %2222
  store float %2218, ptr %2223, align 4
  %2224 = add nsw i32 %j506, 1
  br label %for.cond503, !llvm.loop !111

for.end505:                                       ; preds = %for.cond503
  %2225 = add nsw i32 %i502, 1
  br label %for.cond499, !llvm.loop !112

for.cond507:                                      ; preds = %for.body508, %for.end501
  %i11510 = phi i32 [ 0, %for.end501 ], [ %2232, %for.body508 ]
  %2226 = icmp slt i32 %i11510, 4
  br i1 %2226, label %for.body508, label %for.end509

for.body508:                                      ; preds = %for.cond507
  %2227 = sext i32 %i11510 to i64
  %2228 = getelementptr inbounds float, ptr %m, i64 %2227
  %2229 = load float, ptr %2228, align 4
  %2230 = sext i32 %i11510 to i64
  %2231 = getelementptr inbounds float, ptr %m_prev, i64 %2230
  store float %2229, ptr %2231, align 4
  %2232 = add nsw i32 %i11510, 1
  br label %for.cond507, !llvm.loop !113

for.end509:                                       ; preds = %for.cond507
  br label %for.cond511

for.cond511:                                      ; preds = %if.end556, %for.end509
  %i9 = phi i32 [ 0, %for.end509 ], [ %2350, %if.end556 ]
  %2233 = icmp slt i32 %i9, 4
  br i1 %2233, label %for.body512, label %for.end513

for.body512:                                      ; preds = %for.cond511
  %2234 = sext i32 %i9 to i64
  %2235 = getelementptr inbounds float, ptr %m, i64 %2234
  %tl_dst0 = load float, ptr %2235, align 4
  br label %for.cond514

for.end513:                                       ; preds = %for.cond511
  br label %for.cond561

for.cond514:                                      ; preds = %for.body515, %for.body512
  %lane6 = phi i32 [ 0, %for.body512 ], [ %2260, %for.body515 ]
  %2236 = icmp slt i32 %lane6, 32
  br i1 %2236, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2237 = sext i32 %i9 to i64
  %2238 = mul nsw i64 %2237, 512
  %2239 = sext i32 %lane6 to i64
  %2240 = add nsw i64 %2238, %2239
  %2241 = getelementptr inbounds float, ptr %X_f, i64 %2240
  %2242 = load float, ptr %2241, align 4
  %2243 = sext i32 %i9 to i64
  %2244 = mul nsw i64 %2243, 512
  %2245 = sext i32 %lane6 to i64
  %2246 = add nsw i64 %2244, %2245
  %2247 = getelementptr inbounds float, ptr %X_f, i64 %2246
  %2248 = load float, ptr %2247, align 4
  %2249 = fcmp une float %2242, %2248
  %2250 = sext i32 %i9 to i64
  %2251 = mul nsw i64 %2250, 512
  %2252 = sext i32 %lane6 to i64
  %2253 = add nsw i64 %2251, %2252
  %2254 = call i64 @llvm.umin.i64(i64 %2253, i64 2047)
  %2255 = getelementptr inbounds float, ptr %X_f, i64 %2254
  %2256 = load float, ptr %2255, align 4
  %2257 = select i1 %2249, float 0xFFF0000000000000, float %2256
  %2258 = sext i32 %lane6 to i64
  %2259 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2258
  store float %2257, ptr %2259, align 4
  %2260 = add nsw i32 %lane6, 1
  br label %for.cond514, !llvm.loop !114

for.end516:                                       ; preds = %for.cond514
  br label %for.cond517

for.cond517:                                      ; preds = %for.end522, %for.end516
  %red6 = phi i32 [ 0, %for.end516 ], [ %2278, %for.end522 ]
  %2261 = icmp slt i32 %red6, 15
  br i1 %2261, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  br label %for.cond520

for.end519:                                       ; preds = %for.cond517
  br label %for.cond524

for.cond520:                                      ; preds = %for.body521, %for.body518
  %lane6523 = phi i32 [ 0, %for.body518 ], [ %2277, %for.body521 ]
  %2262 = icmp slt i32 %lane6523, 32
  br i1 %2262, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %2263 = sext i32 %lane6523 to i64
  %2264 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2263
  %lane_acc3 = load float, ptr %2264, align 4
  %2265 = sext i32 %i9 to i64
  %2266 = mul nsw i64 %2265, 512
  %2267 = add i32 %red6, 1
  %2268 = mul i32 %2267, 32
  %2269 = add i32 %2268, %lane6523
  %2270 = sext i32 %2269 to i64
  %2271 = add nsw i64 %2266, %2270
  %2272 = getelementptr inbounds float, ptr %X_f, i64 %2271
  %lane_next3 = load float, ptr %2272, align 4
  %2273 = fcmp ogt float %lane_next3, %lane_acc3
  %2274 = select i1 %2273, float %lane_next3, float %lane_acc3
  %2275 = sext i32 %lane6523 to i64
  %2276 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2275
  store float %2274, ptr %2276, align 4
  %2277 = add nsw i32 %lane6523, 1
  br label %for.cond520, !llvm.loop !115

for.end522:                                       ; preds = %for.cond520
  %2278 = add nsw i32 %red6, 1
  br label %for.cond517, !llvm.loop !116

for.cond524:                                      ; preds = %for.body525, %for.end519
  %lane6527 = phi i32 [ 0, %for.end519 ], [ %2289, %for.body525 ]
  %2279 = icmp slt i32 %lane6527, 16
  br i1 %2279, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %2280 = sext i32 %lane6527 to i64
  %2281 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2280
  %lane_acc3528 = load float, ptr %2281, align 4
  %2282 = add i32 %lane6527, 16
  %2283 = sext i32 %2282 to i64
  %2284 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2283
  %lane_next3529 = load float, ptr %2284, align 4
  %2285 = fcmp ogt float %lane_next3529, %lane_acc3528
  %2286 = select i1 %2285, float %lane_next3529, float %lane_acc3528
  %2287 = sext i32 %lane6527 to i64
  %2288 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2287
  store float %2286, ptr %2288, align 4
  %2289 = add nsw i32 %lane6527, 1
  br label %for.cond524, !llvm.loop !117

for.end526:                                       ; preds = %for.cond524
  br label %for.cond530

for.cond530:                                      ; preds = %for.body531, %for.end526
  %lane6533 = phi i32 [ 0, %for.end526 ], [ %2300, %for.body531 ]
  %2290 = icmp slt i32 %lane6533, 8
  br i1 %2290, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2291 = sext i32 %lane6533 to i64
  %2292 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2291
  %lane_acc3534 = load float, ptr %2292, align 4
  %2293 = add i32 %lane6533, 8
  %2294 = sext i32 %2293 to i64
  %2295 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2294
  %lane_next3535 = load float, ptr %2295, align 4
  %2296 = fcmp ogt float %lane_next3535, %lane_acc3534
  %2297 = select i1 %2296, float %lane_next3535, float %lane_acc3534
  %2298 = sext i32 %lane6533 to i64
  %2299 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2298
  store float %2297, ptr %2299, align 4
  %2300 = add nsw i32 %lane6533, 1
  br label %for.cond530, !llvm.loop !118

for.end532:                                       ; preds = %for.cond530
  br label %for.cond536

for.cond536:                                      ; preds = %for.body537, %for.end532
  %lane6539 = phi i32 [ 0, %for.end532 ], [ %2311, %for.body537 ]
  %2301 = icmp slt i32 %lane6539, 4
  br i1 %2301, label %for.body537, label %for.end538

for.body537:                                      ; preds = %for.cond536
  %2302 = sext i32 %lane6539 to i64
  %2303 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2302
  %lane_acc3540 = load float, ptr %2303, align 4
  %2304 = add i32 %lane6539, 4
  %2305 = sext i32 %2304 to i64
  %2306 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2305
  %lane_next3541 = load float, ptr %2306, align 4
  %2307 = fcmp ogt float %lane_next3541, %lane_acc3540
  %2308 = select i1 %2307, float %lane_next3541, float %lane_acc3540
  %2309 = sext i32 %lane6539 to i64
  %2310 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2309
  store float %2308, ptr %2310, align 4
  %2311 = add nsw i32 %lane6539, 1
  br label %for.cond536, !llvm.loop !119

for.end538:                                       ; preds = %for.cond536
  br label %for.cond542

for.cond542:                                      ; preds = %for.body543, %for.end538
  %lane6545 = phi i32 [ 0, %for.end538 ], [ %2322, %for.body543 ]
  %2312 = icmp slt i32 %lane6545, 2
  br i1 %2312, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  %2313 = sext i32 %lane6545 to i64
  %2314 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2313
  %lane_acc3546 = load float, ptr %2314, align 4
  %2315 = add i32 %lane6545, 2
  %2316 = sext i32 %2315 to i64
  %2317 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2316
  %lane_next3547 = load float, ptr %2317, align 4
  %2318 = fcmp ogt float %lane_next3547, %lane_acc3546
  %2319 = select i1 %2318, float %lane_next3547, float %lane_acc3546
  %2320 = sext i32 %lane6545 to i64
  %2321 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2320
  store float %2319, ptr %2321, align 4
  %2322 = add nsw i32 %lane6545, 1
  br label %for.cond542, !llvm.loop !120

for.end544:                                       ; preds = %for.cond542
  br label %for.cond548

for.cond548:                                      ; preds = %for.body549, %for.end544
  %lane6551 = phi i32 [ 0, %for.end544 ], [ %2333, %for.body549 ]
  %2323 = icmp slt i32 %lane6551, 1
  br i1 %2323, label %for.body549, label %for.end550

for.body549:                                      ; preds = %for.cond548
  %2324 = sext i32 %lane6551 to i64
  %2325 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2324
  %lane_acc3552 = load float, ptr %2325, align 4
  %2326 = add i32 %lane6551, 1
  %2327 = sext i32 %2326 to i64
  %2328 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2327
  %lane_next3553 = load float, ptr %2328, align 4
  %2329 = fcmp ogt float %lane_next3553, %lane_acc3552
  %2330 = select i1 %2329, float %lane_next3553, float %lane_acc3552
  %2331 = sext i32 %lane6551 to i64
  %2332 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2331
  store float %2330, ptr %2332, align 4
  %2333 = add nsw i32 %lane6551, 1
  br label %for.cond548, !llvm.loop !121

for.end550:                                       ; preds = %for.cond548
  %2334 = sext i32 %i9 to i64
  %2335 = getelementptr inbounds float, ptr %m, i64 %2334
  %2336 = load float, ptr %2335, align 4
  %2337 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2338 = load float, ptr %2337, align 4
  %2339 = call float @llvm.maxnum.f32(float %2336, float %2338)
  %2340 = sext i32 %i9 to i64
  %2341 = getelementptr inbounds float, ptr %m, i64 %2340
  store float %2339, ptr %2341, align 4
  %2342 = sext i32 %i9 to i64
  %2343 = getelementptr inbounds float, ptr %m, i64 %2342
  %2344 = load float, ptr %2343, align 4
  %2345 = fcmp oeq float %2344, 0xFFF0000000000000
  %2346 = fcmp une float %tl_dst0, %tl_dst0
  %2347 = and i1 %2345, %2346
  br i1 %2347, label %if.then554, label %if.else555

if.then554:                                       ; preds = %for.end550
  %2348 = sext i32 %i9 to i64
  %2349 = getelementptr inbounds float, ptr %m, i64 %2348
  store float %tl_dst0, ptr %2349, align 4
  br label %for.cond557

if.else555:                                       ; preds = %for.end550
  br label %if.end556

if.end556:                                        ; preds = %if.else555, %for.end559
  %2350 = add nsw i32 %i9, 1
  br label %for.cond511, !llvm.loop !122

for.cond557:                                      ; preds = %for.body558, %if.then554
  %red6560 = phi i32 [ 0, %if.then554 ], [ %2364, %for.body558 ]
  %2351 = icmp slt i32 %red6560, 512
  br i1 %2351, label %for.body558, label %for.end559

for.body558:                                      ; preds = %for.cond557
  %2352 = sext i32 %i9 to i64
  %2353 = getelementptr inbounds float, ptr %m, i64 %2352
  %2354 = load float, ptr %2353, align 4
  %2355 = sext i32 %i9 to i64
  %2356 = mul nsw i64 %2355, 512
  %2357 = sext i32 %red6560 to i64
  %2358 = add nsw i64 %2356, %2357
  %2359 = getelementptr inbounds float, ptr %X_f, i64 %2358
  %2360 = load float, ptr %2359, align 4
  %2361 = call float @llvm.maxnum.f32(float %2354, float %2360)
  %2362 = sext i32 %i9 to i64
  %2363 = getelementptr inbounds float, ptr %m, i64 %2362
  store float %2361, ptr %2363, align 4
  %2364 = add nsw i32 %red6560, 1
  br label %for.cond557, !llvm.loop !123

for.end559:                                       ; preds = %for.cond557
  br label %if.end556

for.cond561:                                      ; preds = %for.end567, %for.end513
  %i564 = phi i32 [ 0, %for.end513 ], [ %2384, %for.end567 ]
  %2365 = icmp slt i32 %i564, 4
  br i1 %2365, label %for.body562, label %for.end563

for.body562:                                      ; preds = %for.cond561
  br label %for.cond565

for.end563:                                       ; preds = %for.cond561
  br label %for.cond569

for.cond565:                                      ; preds = %for.body566, %for.body562
  %j568 = phi i32 [ 0, %for.body562 ], [ %2383, %for.body566 ]
  %2366 = icmp slt i32 %j568, 512
  br i1 %2366, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2367 = sext i32 %i564 to i64
  %2368 = mul nsw i64 %2367, 512
  %2369 = sext i32 %j568 to i64
  %2370 = add nsw i64 %2368, %2369
  %2371 = getelementptr inbounds float, ptr %X_f, i64 %2370
  %2372 = load float, ptr %2371, align 4
  %2373 = sext i32 %i564 to i64
  %2374 = getelementptr inbounds float, ptr %m, i64 %2373
  %2375 = load float, ptr %2374, align 4
  %2376 = fsub float %2372, %2375
  %2377 = call float @tilec_expf(float %2376)
  %2378 = sext i32 %i564 to i64
  %2379 = mul nsw i64 %2378, 512
  %2380 = sext i32 %j568 to i64
  %2381 = add nsw i64 %2379, %2380
  %2382 = getelementptr inbounds float, ptr %X_f, i64 %2381
  store float %2377, ptr %2382, align 4
  %2383 = add nsw i32 %j568, 1
  br label %for.cond565, !llvm.loop !124

for.end567:                                       ; preds = %for.cond565
  %2384 = add nsw i32 %i564, 1
  br label %for.cond561, !llvm.loop !125

for.cond569:                                      ; preds = %for.end600, %for.end563
  %i10 = phi i32 [ 0, %for.end563 ], [ %2485, %for.end600 ]
  %2385 = icmp slt i32 %i10, 4
  br i1 %2385, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  br label %for.cond572

for.end571:                                       ; preds = %for.cond569
  br label %for.cond602

for.cond572:                                      ; preds = %for.body573, %for.body570
  %lane7 = phi i32 [ 0, %for.body570 ], [ %2395, %for.body573 ]
  %2386 = icmp slt i32 %lane7, 32
  br i1 %2386, label %for.body573, label %for.end574

for.body573:                                      ; preds = %for.cond572
  %2387 = sext i32 %i10 to i64
  %2388 = mul nsw i64 %2387, 512
  %2389 = sext i32 %lane7 to i64
  %2390 = add nsw i64 %2388, %2389
  %2391 = getelementptr inbounds float, ptr %X_f, i64 %2390
  %2392 = load float, ptr %2391, align 4
  %2393 = sext i32 %lane7 to i64
  %2394 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2393
  store float %2392, ptr %2394, align 4
  %2395 = add nsw i32 %lane7, 1
  br label %for.cond572, !llvm.loop !126

for.end574:                                       ; preds = %for.cond572
  br label %for.cond575

for.cond575:                                      ; preds = %for.end580, %for.end574
  %red7 = phi i32 [ 0, %for.end574 ], [ %2414, %for.end580 ]
  %2396 = icmp slt i32 %red7, 15
  br i1 %2396, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  br label %for.cond578

for.end577:                                       ; preds = %for.cond575
  br label %for.cond582

for.cond578:                                      ; preds = %for.body579, %for.body576
  %lane7581 = phi i32 [ 0, %for.body576 ], [ %2413, %for.body579 ]
  %2397 = icmp slt i32 %lane7581, 32
  br i1 %2397, label %for.body579, label %for.end580

for.body579:                                      ; preds = %for.cond578
  %2398 = sext i32 %lane7581 to i64
  %2399 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2398
  %2400 = load float, ptr %2399, align 4
  %2401 = sext i32 %i10 to i64
  %2402 = mul nsw i64 %2401, 512
  %2403 = add i32 %red7, 1
  %2404 = mul i32 %2403, 32
  %2405 = add i32 %2404, %lane7581
  %2406 = sext i32 %2405 to i64
  %2407 = add nsw i64 %2402, %2406
  %2408 = getelementptr inbounds float, ptr %X_f, i64 %2407
  %2409 = load float, ptr %2408, align 4
  %2410 = fadd float %2400, %2409
  %2411 = sext i32 %lane7581 to i64
  %2412 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2411
  store float %2410, ptr %2412, align 4
  %2413 = add nsw i32 %lane7581, 1
  br label %for.cond578, !llvm.loop !127

for.end580:                                       ; preds = %for.cond578
  %2414 = add nsw i32 %red7, 1
  br label %for.cond575, !llvm.loop !128

for.cond582:                                      ; preds = %for.body583, %for.end577
  %lane7585 = phi i32 [ 0, %for.end577 ], [ %2426, %for.body583 ]
  %2415 = icmp slt i32 %lane7585, 16
  br i1 %2415, label %for.body583, label %for.end584

for.body583:                                      ; preds = %for.cond582
  %2416 = sext i32 %lane7585 to i64
  %2417 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2416
  %2418 = load float, ptr %2417, align 4
  %2419 = add i32 %lane7585, 16
  %2420 = sext i32 %2419 to i64
  %2421 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2420
  %2422 = load float, ptr %2421, align 4
  %2423 = fadd float %2418, %2422
  %2424 = sext i32 %lane7585 to i64
  %2425 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2424
  store float %2423, ptr %2425, align 4
  %2426 = add nsw i32 %lane7585, 1
  br label %for.cond582, !llvm.loop !129

for.end584:                                       ; preds = %for.cond582
  br label %for.cond586

for.cond586:                                      ; preds = %for.body587, %for.end584
  %lane7589 = phi i32 [ 0, %for.end584 ], [ %2438, %for.body587 ]
  %2427 = icmp slt i32 %lane7589, 8
  br i1 %2427, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  %2428 = sext i32 %lane7589 to i64
  %2429 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2428
  %2430 = load float, ptr %2429, align 4
  %2431 = add i32 %lane7589, 8
  %2432 = sext i32 %2431 to i64
  %2433 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2432
  %2434 = load float, ptr %2433, align 4
  %2435 = fadd float %2430, %2434
  %2436 = sext i32 %lane7589 to i64
  %2437 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2436
  store float %2435, ptr %2437, align 4
  %2438 = add nsw i32 %lane7589, 1
  br label %for.cond586, !llvm.loop !130

for.end588:                                       ; preds = %for.cond586
  br label %for.cond590

for.cond590:                                      ; preds = %for.body591, %for.end588
  %lane7593 = phi i32 [ 0, %for.end588 ], [ %2450, %for.body591 ]
  %2439 = icmp slt i32 %lane7593, 4
  br i1 %2439, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  %2440 = sext i32 %lane7593 to i64
  %2441 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2440
  %2442 = load float, ptr %2441, align 4
  %2443 = add i32 %lane7593, 4
  %2444 = sext i32 %2443 to i64
  %2445 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2444
  %2446 = load float, ptr %2445, align 4
  %2447 = fadd float %2442, %2446
  %2448 = sext i32 %lane7593 to i64
  %2449 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2448
  store float %2447, ptr %2449, align 4
  %2450 = add nsw i32 %lane7593, 1
  br label %for.cond590, !llvm.loop !131

for.end592:                                       ; preds = %for.cond590
  br label %for.cond594

for.cond594:                                      ; preds = %for.body595, %for.end592
  %lane7597 = phi i32 [ 0, %for.end592 ], [ %2462, %for.body595 ]
  %2451 = icmp slt i32 %lane7597, 2
  br i1 %2451, label %for.body595, label %for.end596

for.body595:                                      ; preds = %for.cond594
  %2452 = sext i32 %lane7597 to i64
  %2453 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2452
  %2454 = load float, ptr %2453, align 4
  %2455 = add i32 %lane7597, 2
  %2456 = sext i32 %2455 to i64
  %2457 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2456
  %2458 = load float, ptr %2457, align 4
  %2459 = fadd float %2454, %2458
  %2460 = sext i32 %lane7597 to i64
  %2461 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2460
  store float %2459, ptr %2461, align 4
  %2462 = add nsw i32 %lane7597, 1
  br label %for.cond594, !llvm.loop !132

for.end596:                                       ; preds = %for.cond594
  br label %for.cond598

for.cond598:                                      ; preds = %for.body599, %for.end596
  %lane7601 = phi i32 [ 0, %for.end596 ], [ %2474, %for.body599 ]
  %2463 = icmp slt i32 %lane7601, 1
  br i1 %2463, label %for.body599, label %for.end600

for.body599:                                      ; preds = %for.cond598
  %2464 = sext i32 %lane7601 to i64
  %2465 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2464
  %2466 = load float, ptr %2465, align 4
  %2467 = add i32 %lane7601, 1
  %2468 = sext i32 %2467 to i64
  %2469 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2468
  %2470 = load float, ptr %2469, align 4
  %2471 = fadd float %2466, %2470
  %2472 = sext i32 %lane7601 to i64
  %2473 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2472
  store float %2471, ptr %2473, align 4
  %2474 = add nsw i32 %lane7601, 1
  br label %for.cond598, !llvm.loop !133

for.end600:                                       ; preds = %for.cond598
  %2475 = sext i32 %i10 to i64
  %2476 = getelementptr inbounds float, ptr %tile_sum, i64 %2475
  store float 0.000000e+00, ptr %2476, align 4
  %2477 = sext i32 %i10 to i64
  %2478 = getelementptr inbounds float, ptr %tile_sum, i64 %2477
  %2479 = load float, ptr %2478, align 4
  %2480 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2481 = load float, ptr %2480, align 4
  %2482 = fadd float %2479, %2481
  %2483 = sext i32 %i10 to i64
  %2484 = getelementptr inbounds float, ptr %tile_sum, i64 %2483
  store float %2482, ptr %2484, align 4
  %2485 = add nsw i32 %i10, 1
  br label %for.cond569, !llvm.loop !134

for.cond602:                                      ; preds = %for.body603, %for.end571
  %i605 = phi i32 [ 0, %for.end571 ], [ %2505, %for.body603 ]
  %2486 = icmp slt i32 %i605, 4
  br i1 %2486, label %for.body603, label %for.end604

for.body603:                                      ; preds = %for.cond602
  %2487 = sext i32 %i605 to i64
  %2488 = getelementptr inbounds float, ptr %l, i64 %2487
  %2489 = load float, ptr %2488, align 4
  %2490 = sext i32 %i605 to i64
  %2491 = getelementptr inbounds float, ptr %m_prev, i64 %2490
  %2492 = load float, ptr %2491, align 4
  %2493 = sext i32 %i605 to i64
  %2494 = getelementptr inbounds float, ptr %m, i64 %2493
  %2495 = load float, ptr %2494, align 4
  %2496 = fsub float %2492, %2495
  %2497 = call float @tilec_expf(float %2496)
  %2498 = fmul float %2489, %2497
  %2499 = sext i32 %i605 to i64
  %2500 = getelementptr inbounds float, ptr %tile_sum, i64 %2499
  %2501 = load float, ptr %2500, align 4
  %2502 = fadd float %2498, %2501
  %2503 = sext i32 %i605 to i64
  %2504 = getelementptr inbounds float, ptr %l, i64 %2503
  store float %2502, ptr %2504, align 4
  %2505 = add nsw i32 %i605, 1
  br label %for.cond602, !llvm.loop !135

for.end604:                                       ; preds = %for.cond602
  %2506 = add nsw i32 %c, 1
  br label %for.cond458, !llvm.loop !136

for.cond606:                                      ; preds = %if.end654, %for.end460
  %c609 = phi i32 [ 0, %for.end460 ], [ %2985, %if.end654 ]
  %2507 = icmp slt i32 %c609, %2048
  br i1 %2507, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  %2508 = sub i32 %2060, 1
  %t = sub i32 %2508, %c609
  %2509 = mul i32 %bx, 4
  %2510 = icmp sle i32 0, %2509
  %2511 = mul i32 %bx, 4
  %2512 = sext i32 %2511 to i64
  %2513 = add i64 %2512, 4
  %2514 = sext i32 %M to i64
  %2515 = icmp sle i64 %2513, %2514
  %2516 = and i1 %2510, %2515
  %2517 = mul i32 %t, 512
  %2518 = icmp sle i32 0, %2517
  %2519 = mul i32 %t, 512
  %2520 = sext i32 %2519 to i64
  %2521 = add i64 %2520, 512
  %2522 = sext i32 %N to i64
  %2523 = icmp sle i64 %2521, %2522
  %2524 = and i1 %2518, %2523
  %2525 = and i1 %2516, %2524
  br i1 %2525, label %if.then610, label %if.else611

for.end608:                                       ; preds = %for.cond606
  br label %if.end299

if.then610:                                       ; preds = %for.body607
  br label %for.cond613

if.else611:                                       ; preds = %for.body607
  br label %for.cond619

if.end612:                                        ; preds = %for.end621, %for.end615
  br label %for.cond641

for.cond613:                                      ; preds = %for.end618, %if.then610
  %i12 = phi i32 [ 0, %if.then610 ], [ %2545, %for.end618 ]
  %2526 = icmp slt i32 %i12, 4
  br i1 %2526, label %for.body614, label %for.end615

for.body614:                                      ; preds = %for.cond613
  br label %for.cond616

for.end615:                                       ; preds = %for.cond613
  br label %if.end612

for.cond616:                                      ; preds = %for.body617, %for.body614
  %j2 = phi i32 [ 0, %for.body614 ], [ %2544, %for.body617 ]
  %2527 = icmp slt i32 %j2, 512
  br i1 %2527, label %for.body617, label %for.end618

for.body617:                                      ; preds = %for.cond616
  %2528 = mul i32 %bx, 4
  %2529 = add i32 %2528, %i12
  %2530 = sext i32 %2529 to i64
  %2531 = sext i32 %N to i64
  %2532 = mul nsw i64 %2530, %2531
  %2533 = mul i32 %t, 512
  %2534 = add i32 %2533, %j2
  %2535 = sext i32 %2534 to i64
  %2536 = add nsw i64 %2532, %2535
  %2537 = getelementptr inbounds float, ptr %X, i64 %2536
  %2538 = load float, ptr %2537, align 4
  %2539 = sext i32 %i12 to i64
  %2540 = mul nsw i64 %2539, 512
  %2541 = sext i32 %j2 to i64
  %2542 = add nsw i64 %2540, %2541
  %2543 = getelementptr inbounds float, ptr %X_f, i64 %2542
  store float %2538, ptr %2543, align 4
  %2544 = add nsw i32 %j2, 1
  br label %for.cond616, !llvm.loop !137

for.end618:                                       ; preds = %for.cond616
  %2545 = add nsw i32 %i12, 1
  br label %for.cond613, !llvm.loop !138

for.cond619:                                      ; preds = %for.end639, %if.else611
  %i12622 = phi i32 [ 0, %if.else611 ], [ %2654, %for.end639 ]
  %2546 = icmp slt i32 %i12622, 4
  br i1 %2546, label %for.body620, label %for.end621

for.body620:                                      ; preds = %for.cond619
  %2547 = mul i32 %t, 512
  %2548 = sext i32 %2547 to i64
  %2549 = sub i64 0, %2548
  %2550 = icmp slt i64 %2549, 0
  %2551 = mul i32 %t, 512
  %2552 = sext i32 %2551 to i64
  %2553 = sub i64 0, %2552
  %2554 = icmp sgt i64 %2553, 512
  %2555 = mul i32 %t, 512
  %2556 = sext i32 %2555 to i64
  %2557 = sub i64 0, %2556
  %2558 = select i1 %2554, i64 512, i64 %2557
  %2559 = select i1 %2550, i64 0, i64 %2558
  %tl_lo14 = trunc i64 %2559 to i32
  %2560 = sext i32 %N to i64
  %2561 = mul i32 %t, 512
  %2562 = sext i32 %2561 to i64
  %2563 = sub i64 %2560, %2562
  %2564 = icmp slt i64 %2563, 0
  %2565 = sext i32 %N to i64
  %2566 = mul i32 %t, 512
  %2567 = sext i32 %2566 to i64
  %2568 = sub i64 %2565, %2567
  %2569 = icmp sgt i64 %2568, 512
  %2570 = sext i32 %N to i64
  %2571 = mul i32 %t, 512
  %2572 = sext i32 %2571 to i64
  %2573 = sub i64 %2570, %2572
  %2574 = select i1 %2569, i64 512, i64 %2573
  %2575 = select i1 %2564, i64 0, i64 %2574
  %2576 = sext i32 %tl_lo14 to i64
  %2577 = icmp slt i64 %2575, %2576
  %2578 = sext i32 %tl_lo14 to i64
  %2579 = sext i32 %N to i64
  %2580 = mul i32 %t, 512
  %2581 = sext i32 %2580 to i64
  %2582 = sub i64 %2579, %2581
  %2583 = icmp slt i64 %2582, 0
  %2584 = sext i32 %N to i64
  %2585 = mul i32 %t, 512
  %2586 = sext i32 %2585 to i64
  %2587 = sub i64 %2584, %2586
  %2588 = icmp sgt i64 %2587, 512
  %2589 = sext i32 %N to i64
  %2590 = mul i32 %t, 512
  %2591 = sext i32 %2590 to i64
  %2592 = sub i64 %2589, %2591
  %2593 = select i1 %2588, i64 512, i64 %2592
  %2594 = select i1 %2583, i64 0, i64 %2593
  %2595 = select i1 %2577, i64 %2578, i64 %2594
  %tl_hi15 = trunc i64 %2595 to i32
  br label %for.cond623

for.end621:                                       ; preds = %for.cond619
  br label %if.end612

for.cond623:                                      ; preds = %for.body624, %for.body620
  %j2626 = phi i32 [ 0, %for.body620 ], [ %2602, %for.body624 ]
  %2596 = icmp slt i32 %j2626, %tl_lo14
  br i1 %2596, label %for.body624, label %for.end625

for.body624:                                      ; preds = %for.cond623
  %2597 = sext i32 %i12622 to i64
  %2598 = mul nsw i64 %2597, 512
  %2599 = sext i32 %j2626 to i64
  %2600 = add nsw i64 %2598, %2599
  %2601 = getelementptr inbounds float, ptr %X_f, i64 %2600
  store float 0.000000e+00, ptr %2601, align 4
  %2602 = add nsw i32 %j2626, 1
  br label %for.cond623, !llvm.loop !139

for.end625:                                       ; preds = %for.cond623
  %2603 = mul i32 %bx, 4
  %2604 = sext i32 %2603 to i64
  %2605 = sext i32 %i12622 to i64
  %2606 = add i64 %2604, %2605
  %2607 = icmp sle i64 0, %2606
  %2608 = mul i32 %bx, 4
  %2609 = sext i32 %2608 to i64
  %2610 = sext i32 %i12622 to i64
  %2611 = add i64 %2609, %2610
  %2612 = sext i32 %M to i64
  %2613 = icmp slt i64 %2611, %2612
  %2614 = and i1 %2607, %2613
  br i1 %2614, label %if.then627, label %if.else628

if.then627:                                       ; preds = %for.end625
  %2615 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond630

if.else628:                                       ; preds = %for.end625
  %2616 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond633

if.end629:                                        ; preds = %for.end635, %for.end632
  %2617 = sub i32 512, %tl_hi15
  br label %for.cond637

for.cond630:                                      ; preds = %for.body631, %if.then627
  %j21 = phi i32 [ 0, %if.then627 ], [ %2637, %for.body631 ]
  %2618 = icmp slt i32 %j21, %2615
  br i1 %2618, label %for.body631, label %for.end632

for.body631:                                      ; preds = %for.cond630
  %2619 = mul i32 %bx, 4
  %2620 = add i32 %2619, %i12622
  %2621 = sext i32 %2620 to i64
  %2622 = sext i32 %N to i64
  %2623 = mul nsw i64 %2621, %2622
  %2624 = mul i32 %t, 512
  %2625 = add i32 %tl_lo14, %j21
  %2626 = add i32 %2624, %2625
  %2627 = sext i32 %2626 to i64
  %2628 = add nsw i64 %2623, %2627
  %2629 = getelementptr inbounds float, ptr %X, i64 %2628
  %2630 = load float, ptr %2629, align 4
  %2631 = sext i32 %i12622 to i64
  %2632 = mul nsw i64 %2631, 512
  %2633 = add i32 %tl_lo14, %j21
  %2634 = sext i32 %2633 to i64
  %2635 = add nsw i64 %2632, %2634
  %2636 = getelementptr inbounds float, ptr %X_f, i64 %2635
  store float %2630, ptr %2636, align 4
  %2637 = add nsw i32 %j21, 1
  br label %for.cond630, !llvm.loop !140

for.end632:                                       ; preds = %for.cond630
  br label %if.end629

for.cond633:                                      ; preds = %for.body634, %if.else628
  %j21636 = phi i32 [ 0, %if.else628 ], [ %2645, %for.body634 ]
  %2638 = icmp slt i32 %j21636, %2616
  br i1 %2638, label %for.body634, label %for.end635

for.body634:                                      ; preds = %for.cond633
  %2639 = sext i32 %i12622 to i64
  %2640 = mul nsw i64 %2639, 512
  %2641 = add i32 %tl_lo14, %j21636
  %2642 = sext i32 %2641 to i64
  %2643 = add nsw i64 %2640, %2642
  %2644 = getelementptr inbounds float, ptr %X_f, i64 %2643
  store float 0.000000e+00, ptr %2644, align 4
  %2645 = add nsw i32 %j21636, 1
  br label %for.cond633, !llvm.loop !141

for.end635:                                       ; preds = %for.cond633
  br label %if.end629

for.cond637:                                      ; preds = %for.body638, %if.end629
  %j21640 = phi i32 [ 0, %if.end629 ], [ %2653, %for.body638 ]
  %2646 = icmp slt i32 %j21640, %2617
  br i1 %2646, label %for.body638, label %for.end639

for.body638:                                      ; preds = %for.cond637
  %2647 = sext i32 %i12622 to i64
  %2648 = mul nsw i64 %2647, 512
  %2649 = add i32 %tl_hi15, %j21640
  %2650 = sext i32 %2649 to i64
  %2651 = add nsw i64 %2648, %2650
  %2652 = getelementptr inbounds float, ptr %X_f, i64 %2651
  store float 0.000000e+00, ptr %2652, align 4
  %2653 = add nsw i32 %j21640, 1
  br label %for.cond637, !llvm.loop !142

for.end639:                                       ; preds = %for.cond637
  %2654 = add nsw i32 %i12622, 1
  br label %for.cond619, !llvm.loop !143

for.cond641:                                      ; preds = %for.end651, %if.end612
  %i644 = phi i32 [ 0, %if.end612 ], [ %2984, %for.end651 ]
  %2655 = icmp slt i32 %i644, 4
  br i1 %2655, label %for.body642, label %for.end643

for.body642:                                      ; preds = %for.cond641
  %2656 = sext i32 %N to i64
  %2657 = sub i32 %2060, 1
  %2658 = sub i32 %2657, %c609
  %2659 = mul i32 %2658, 512
  %2660 = sext i32 %2659 to i64
  %2661 = sub i64 %2656, %2660
  %2662 = icmp slt i64 %2661, 0
  %2663 = sext i32 %N to i64
  %2664 = sub i32 %2060, 1
  %2665 = sub i32 %2664, %c609
  %2666 = mul i32 %2665, 512
  %2667 = sext i32 %2666 to i64
  %2668 = sub i64 %2663, %2667
  %2669 = icmp sgt i64 %2668, 512
  %2670 = sext i32 %N to i64
  %2671 = sub i32 %2060, 1
  %2672 = sub i32 %2671, %c609
  %2673 = mul i32 %2672, 512
  %2674 = sext i32 %2673 to i64
  %2675 = sub i64 %2670, %2674
  %2676 = select i1 %2669, i64 512, i64 %2675
  %2677 = select i1 %2662, i64 0, i64 %2676
  %2678 = sub i32 %2060, 1
  %2679 = sub i32 %2678, %c609
  %2680 = mul i32 %2679, 512
  %2681 = sext i32 %2680 to i64
  %2682 = sub i64 0, %2681
  %2683 = icmp slt i64 %2682, 0
  %2684 = sub i32 %2060, 1
  %2685 = sub i32 %2684, %c609
  %2686 = mul i32 %2685, 512
  %2687 = sext i32 %2686 to i64
  %2688 = sub i64 0, %2687
  %2689 = icmp sgt i64 %2688, 512
  %2690 = sub i32 %2060, 1
  %2691 = sub i32 %2690, %c609
  %2692 = mul i32 %2691, 512
  %2693 = sext i32 %2692 to i64
  %2694 = sub i64 0, %2693
  %2695 = select i1 %2689, i64 512, i64 %2694
  %2696 = select i1 %2683, i64 0, i64 %2695
  %2697 = trunc i64 %2696 to i32
  %2698 = sext i32 %2697 to i64
  %2699 = icmp slt i64 %2677, %2698
  %2700 = sub i32 %2060, 1
  %2701 = sub i32 %2700, %c609
  %2702 = mul i32 %2701, 512
  %2703 = sext i32 %2702 to i64
  %2704 = sub i64 0, %2703
  %2705 = icmp slt i64 %2704, 0
  %2706 = sub i32 %2060, 1
  %2707 = sub i32 %2706, %c609
  %2708 = mul i32 %2707, 512
  %2709 = sext i32 %2708 to i64
  %2710 = sub i64 0, %2709
  %2711 = icmp sgt i64 %2710, 512
  %2712 = sub i32 %2060, 1
  %2713 = sub i32 %2712, %c609
  %2714 = mul i32 %2713, 512
  %2715 = sext i32 %2714 to i64
  %2716 = sub i64 0, %2715
  %2717 = select i1 %2711, i64 512, i64 %2716
  %2718 = select i1 %2705, i64 0, i64 %2717
  %2719 = trunc i64 %2718 to i32
  %2720 = sext i32 %2719 to i64
  %2721 = sext i32 %N to i64
  %2722 = sub i32 %2060, 1
  %2723 = sub i32 %2722, %c609
  %2724 = mul i32 %2723, 512
  %2725 = sext i32 %2724 to i64
  %2726 = sub i64 %2721, %2725
  %2727 = icmp slt i64 %2726, 0
  %2728 = sext i32 %N to i64
  %2729 = sub i32 %2060, 1
  %2730 = sub i32 %2729, %c609
  %2731 = mul i32 %2730, 512
  %2732 = sext i32 %2731 to i64
  %2733 = sub i64 %2728, %2732
  %2734 = icmp sgt i64 %2733, 512
  %2735 = sext i32 %N to i64
  %2736 = sub i32 %2060, 1
  %2737 = sub i32 %2736, %c609
  %2738 = mul i32 %2737, 512
  %2739 = sext i32 %2738 to i64
  %2740 = sub i64 %2735, %2739
  %2741 = select i1 %2734, i64 512, i64 %2740
  %2742 = select i1 %2727, i64 0, i64 %2741
  %2743 = select i1 %2699, i64 %2720, i64 %2742
  %2744 = trunc i64 %2743 to i32
  %2745 = icmp slt i32 %2744, 0
  %2746 = sext i32 %N to i64
  %2747 = sub i32 %2060, 1
  %2748 = sub i32 %2747, %c609
  %2749 = mul i32 %2748, 512
  %2750 = sext i32 %2749 to i64
  %2751 = sub i64 %2746, %2750
  %2752 = icmp slt i64 %2751, 0
  %2753 = sext i32 %N to i64
  %2754 = sub i32 %2060, 1
  %2755 = sub i32 %2754, %c609
  %2756 = mul i32 %2755, 512
  %2757 = sext i32 %2756 to i64
  %2758 = sub i64 %2753, %2757
  %2759 = icmp sgt i64 %2758, 512
  %2760 = sext i32 %N to i64
  %2761 = sub i32 %2060, 1
  %2762 = sub i32 %2761, %c609
  %2763 = mul i32 %2762, 512
  %2764 = sext i32 %2763 to i64
  %2765 = sub i64 %2760, %2764
  %2766 = select i1 %2759, i64 512, i64 %2765
  %2767 = select i1 %2752, i64 0, i64 %2766
  %2768 = sub i32 %2060, 1
  %2769 = sub i32 %2768, %c609
  %2770 = mul i32 %2769, 512
  %2771 = sext i32 %2770 to i64
  %2772 = sub i64 0, %2771
  %2773 = icmp slt i64 %2772, 0
  %2774 = sub i32 %2060, 1
  %2775 = sub i32 %2774, %c609
  %2776 = mul i32 %2775, 512
  %2777 = sext i32 %2776 to i64
  %2778 = sub i64 0, %2777
  %2779 = icmp sgt i64 %2778, 512
  %2780 = sub i32 %2060, 1
  %2781 = sub i32 %2780, %c609
  %2782 = mul i32 %2781, 512
  %2783 = sext i32 %2782 to i64
  %2784 = sub i64 0, %2783
  %2785 = select i1 %2779, i64 512, i64 %2784
  %2786 = select i1 %2773, i64 0, i64 %2785
  %2787 = trunc i64 %2786 to i32
  %2788 = sext i32 %2787 to i64
  %2789 = icmp slt i64 %2767, %2788
  %2790 = sub i32 %2060, 1
  %2791 = sub i32 %2790, %c609
  %2792 = mul i32 %2791, 512
  %2793 = sext i32 %2792 to i64
  %2794 = sub i64 0, %2793
  %2795 = icmp slt i64 %2794, 0
  %2796 = sub i32 %2060, 1
  %2797 = sub i32 %2796, %c609
  %2798 = mul i32 %2797, 512
  %2799 = sext i32 %2798 to i64
  %2800 = sub i64 0, %2799
  %2801 = icmp sgt i64 %2800, 512
  %2802 = sub i32 %2060, 1
  %2803 = sub i32 %2802, %c609
  %2804 = mul i32 %2803, 512
  %2805 = sext i32 %2804 to i64
  %2806 = sub i64 0, %2805
  %2807 = select i1 %2801, i64 512, i64 %2806
  %2808 = select i1 %2795, i64 0, i64 %2807
  %2809 = trunc i64 %2808 to i32
  %2810 = sext i32 %2809 to i64
  %2811 = sext i32 %N to i64
  %2812 = sub i32 %2060, 1
  %2813 = sub i32 %2812, %c609
  %2814 = mul i32 %2813, 512
  %2815 = sext i32 %2814 to i64
  %2816 = sub i64 %2811, %2815
  %2817 = icmp slt i64 %2816, 0
  %2818 = sext i32 %N to i64
  %2819 = sub i32 %2060, 1
  %2820 = sub i32 %2819, %c609
  %2821 = mul i32 %2820, 512
  %2822 = sext i32 %2821 to i64
  %2823 = sub i64 %2818, %2822
  %2824 = icmp sgt i64 %2823, 512
  %2825 = sext i32 %N to i64
  %2826 = sub i32 %2060, 1
  %2827 = sub i32 %2826, %c609
  %2828 = mul i32 %2827, 512
  %2829 = sext i32 %2828 to i64
  %2830 = sub i64 %2825, %2829
  %2831 = select i1 %2824, i64 512, i64 %2830
  %2832 = select i1 %2817, i64 0, i64 %2831
  %2833 = select i1 %2789, i64 %2810, i64 %2832
  %2834 = trunc i64 %2833 to i32
  %2835 = icmp sgt i32 %2834, 512
  %2836 = sext i32 %N to i64
  %2837 = sub i32 %2060, 1
  %2838 = sub i32 %2837, %c609
  %2839 = mul i32 %2838, 512
  %2840 = sext i32 %2839 to i64
  %2841 = sub i64 %2836, %2840
  %2842 = icmp slt i64 %2841, 0
  %2843 = sext i32 %N to i64
  %2844 = sub i32 %2060, 1
  %2845 = sub i32 %2844, %c609
  %2846 = mul i32 %2845, 512
  %2847 = sext i32 %2846 to i64
  %2848 = sub i64 %2843, %2847
  %2849 = icmp sgt i64 %2848, 512
  %2850 = sext i32 %N to i64
  %2851 = sub i32 %2060, 1
  %2852 = sub i32 %2851, %c609
  %2853 = mul i32 %2852, 512
  %2854 = sext i32 %2853 to i64
  %2855 = sub i64 %2850, %2854
  %2856 = select i1 %2849, i64 512, i64 %2855
  %2857 = select i1 %2842, i64 0, i64 %2856
  %2858 = sub i32 %2060, 1
  %2859 = sub i32 %2858, %c609
  %2860 = mul i32 %2859, 512
  %2861 = sext i32 %2860 to i64
  %2862 = sub i64 0, %2861
  %2863 = icmp slt i64 %2862, 0
  %2864 = sub i32 %2060, 1
  %2865 = sub i32 %2864, %c609
  %2866 = mul i32 %2865, 512
  %2867 = sext i32 %2866 to i64
  %2868 = sub i64 0, %2867
  %2869 = icmp sgt i64 %2868, 512
  %2870 = sub i32 %2060, 1
  %2871 = sub i32 %2870, %c609
  %2872 = mul i32 %2871, 512
  %2873 = sext i32 %2872 to i64
  %2874 = sub i64 0, %2873
  %2875 = select i1 %2869, i64 512, i64 %2874
  %2876 = select i1 %2863, i64 0, i64 %2875
  %2877 = trunc i64 %2876 to i32
  %2878 = sext i32 %2877 to i64
  %2879 = icmp slt i64 %2857, %2878
  %2880 = sub i32 %2060, 1
  %2881 = sub i32 %2880, %c609
  %2882 = mul i32 %2881, 512
  %2883 = sext i32 %2882 to i64
  %2884 = sub i64 0, %2883
  %2885 = icmp slt i64 %2884, 0
  %2886 = sub i32 %2060, 1
  %2887 = sub i32 %2886, %c609
  %2888 = mul i32 %2887, 512
  %2889 = sext i32 %2888 to i64
  %2890 = sub i64 0, %2889
  %2891 = icmp sgt i64 %2890, 512
  %2892 = sub i32 %2060, 1
  %2893 = sub i32 %2892, %c609
  %2894 = mul i32 %2893, 512
  %2895 = sext i32 %2894 to i64
  %2896 = sub i64 0, %2895
  %2897 = select i1 %2891, i64 512, i64 %2896
  %2898 = select i1 %2885, i64 0, i64 %2897
  %2899 = trunc i64 %2898 to i32
  %2900 = sext i32 %2899 to i64
  %2901 = sext i32 %N to i64
  %2902 = sub i32 %2060, 1
  %2903 = sub i32 %2902, %c609
  %2904 = mul i32 %2903, 512
  %2905 = sext i32 %2904 to i64
  %2906 = sub i64 %2901, %2905
  %2907 = icmp slt i64 %2906, 0
  %2908 = sext i32 %N to i64
  %2909 = sub i32 %2060, 1
  %2910 = sub i32 %2909, %c609
  %2911 = mul i32 %2910, 512
  %2912 = sext i32 %2911 to i64
  %2913 = sub i64 %2908, %2912
  %2914 = icmp sgt i64 %2913, 512
  %2915 = sext i32 %N to i64
  %2916 = sub i32 %2060, 1
  %2917 = sub i32 %2916, %c609
  %2918 = mul i32 %2917, 512
  %2919 = sext i32 %2918 to i64
  %2920 = sub i64 %2915, %2919
  %2921 = select i1 %2914, i64 512, i64 %2920
  %2922 = select i1 %2907, i64 0, i64 %2921
  %2923 = select i1 %2879, i64 %2900, i64 %2922
  %2924 = trunc i64 %2923 to i32
  %2925 = select i1 %2835, i32 512, i32 %2924
  %tl_cols45 = select i1 %2745, i32 0, i32 %2925
  br label %for.cond645

for.end643:                                       ; preds = %for.cond641
  %2926 = mul i32 %bx, 4
  %2927 = icmp sle i32 0, %2926
  %2928 = mul i32 %bx, 4
  %2929 = sext i32 %2928 to i64
  %2930 = add i64 %2929, 4
  %2931 = sext i32 %M to i64
  %2932 = icmp sle i64 %2930, %2931
  %2933 = and i1 %2927, %2932
  %2934 = mul i32 %t, 512
  %2935 = icmp sle i32 0, %2934
  %2936 = mul i32 %t, 512
  %2937 = sext i32 %2936 to i64
  %2938 = add i64 %2937, 512
  %2939 = sext i32 %N to i64
  %2940 = icmp sle i64 %2938, %2939
  %2941 = and i1 %2935, %2940
  %2942 = and i1 %2933, %2941
  br i1 %2942, label %if.then652, label %if.else653

for.cond645:                                      ; preds = %for.body646, %for.body642
  %j648 = phi i32 [ 0, %for.body642 ], [ %2965, %for.body646 ]
  %2943 = icmp slt i32 %j648, %tl_cols45
  br i1 %2943, label %for.body646, label %for.end647

for.body646:                                      ; preds = %for.cond645
  %2944 = sext i32 %i644 to i64
  %2945 = mul nsw i64 %2944, 512
  %2946 = sext i32 %j648 to i64
  %2947 = add nsw i64 %2945, %2946
  %2948 = getelementptr inbounds float, ptr %X_f, i64 %2947
  %2949 = load float, ptr %2948, align 4
  %2950 = sext i32 %i644 to i64
  %2951 = getelementptr inbounds float, ptr %m, i64 %2950
  %2952 = load float, ptr %2951, align 4
  %2953 = fsub float %2949, %2952
  %2954 = call float @tilec_expf(float %2953)
  %2955 = sext i32 %i644 to i64
  %2956 = getelementptr inbounds float, ptr %l, i64 %2955
  %2957 = load float, ptr %2956, align 4
  %2958 = fdiv float 1.000000e+00, %2957
  %2959 = fmul float %2954, %2958
  %2960 = sext i32 %i644 to i64
  %2961 = mul nsw i64 %2960, 512
  %2962 = sext i32 %j648 to i64
  %2963 = add nsw i64 %2961, %2962
  %2964 = getelementptr inbounds float, ptr %X_f, i64 %2963
  store float %2959, ptr %2964, align 4
  %2965 = add nsw i32 %j648, 1
  br label %for.cond645, !llvm.loop !144

for.end647:                                       ; preds = %for.cond645
  %2966 = sext i32 %i644 to i64
  %2967 = getelementptr inbounds float, ptr %m, i64 %2966
  %2968 = load float, ptr %2967, align 4
  %2969 = fsub float 0.000000e+00, %2968
  %2970 = call float @tilec_expf(float %2969)
  %2971 = sext i32 %i644 to i64
  %2972 = getelementptr inbounds float, ptr %l, i64 %2971
  %2973 = load float, ptr %2972, align 4
  %2974 = fdiv float 1.000000e+00, %2973
  %tl_col47 = fmul float %2970, %2974
  %2975 = sub i32 512, %tl_cols45
  br label %for.cond649

for.cond649:                                      ; preds = %for.body650, %for.end647
  %j46 = phi i32 [ 0, %for.end647 ], [ %2983, %for.body650 ]
  %2976 = icmp slt i32 %j46, %2975
  br i1 %2976, label %for.body650, label %for.end651

for.body650:                                      ; preds = %for.cond649
  %2977 = sext i32 %i644 to i64
  %2978 = mul nsw i64 %2977, 512
  %2979 = add i32 %tl_cols45, %j46
  %2980 = sext i32 %2979 to i64
  %2981 = add nsw i64 %2978, %2980
  %2982 = getelementptr inbounds float, ptr %X_f, i64 %2981
  store float %tl_col47, ptr %2982, align 4
  %2983 = add nsw i32 %j46, 1
  br label %for.cond649, !llvm.loop !145

for.end651:                                       ; preds = %for.cond649
  %2984 = add nsw i32 %i644, 1
  br label %for.cond641, !llvm.loop !146

if.then652:                                       ; preds = %for.end643
  br label %for.cond655

if.else653:                                       ; preds = %for.end643
  br label %for.cond666

if.end654:                                        ; preds = %for.end668, %for.end657
  %2985 = add nsw i32 %c609, 1
  br label %for.cond606, !llvm.loop !147

for.cond655:                                      ; preds = %if.end661, %if.then652
  %i12658 = phi i32 [ 0, %if.then652 ], [ %3005, %if.end661 ]
  %2986 = icmp slt i32 %i12658, 4
  br i1 %2986, label %for.body656, label %for.end657

for.body656:                                      ; preds = %for.cond655
  %2987 = sext i32 %M to i64
  %2988 = sext i32 %N to i64
  %2989 = mul i64 %2987, %2988
  %2990 = icmp sge i64 %2989, 8388608
  br i1 %2990, label %if.then659, label %if.else660

for.end657:                                       ; preds = %for.cond655
  br label %if.end654

if.then659:                                       ; preds = %for.body656
  %2991 = mul i32 %bx, 4
  %2992 = add i32 %2991, %i12658
  %2993 = sext i32 %2992 to i64
  %2994 = sext i32 %N to i64
  %2995 = mul nsw i64 %2993, %2994
  %2996 = mul i32 %t, 512
  %2997 = add i32 %2996, 0
  %2998 = sext i32 %2997 to i64
  %2999 = add nsw i64 %2995, %2998
  %3000 = getelementptr inbounds float, ptr %Y, i64 %2999
  %3001 = sext i32 %i12658 to i64
  %3002 = mul nsw i64 %3001, 512
  %3003 = add nsw i64 %3002, 0
  %3004 = getelementptr inbounds float, ptr %X_f, i64 %3003
  call void @tilec_rt_stream(ptr %3000, ptr %3004, i64 2048)
  br label %if.end661

if.else660:                                       ; preds = %for.body656
  br label %for.cond662

if.end661:                                        ; preds = %for.end664, %if.then659
  %3005 = add nsw i32 %i12658, 1
  br label %for.cond655, !llvm.loop !148

for.cond662:                                      ; preds = %for.body663, %if.else660
  %j2665 = phi i32 [ 0, %if.else660 ], [ %3023, %for.body663 ]
  %3006 = icmp slt i32 %j2665, 512
  br i1 %3006, label %for.body663, label %for.end664

for.body663:                                      ; preds = %for.cond662
  %3007 = sext i32 %i12658 to i64
  %3008 = mul nsw i64 %3007, 512
  %3009 = sext i32 %j2665 to i64
  %3010 = add nsw i64 %3008, %3009
  %3011 = getelementptr inbounds float, ptr %X_f, i64 %3010
  %3012 = load float, ptr %3011, align 4
  %3013 = mul i32 %bx, 4
  %3014 = add i32 %3013, %i12658
  %3015 = sext i32 %3014 to i64
  %3016 = sext i32 %N to i64
  %3017 = mul nsw i64 %3015, %3016
  %3018 = mul i32 %t, 512
  %3019 = add i32 %3018, %j2665
  %3020 = sext i32 %3019 to i64
  %3021 = add nsw i64 %3017, %3020
  %3022 = getelementptr inbounds float, ptr %Y, i64 %3021
  store float %3012, ptr %3022, align 4
  %3023 = add nsw i32 %j2665, 1
  br label %for.cond662, !llvm.loop !149

for.end664:                                       ; preds = %for.cond662
  br label %if.end661

for.cond666:                                      ; preds = %for.end672, %if.else653
  %i12669 = phi i32 [ 0, %if.else653 ], [ %3051, %for.end672 ]
  %3024 = icmp slt i32 %i12669, 4
  br i1 %3024, label %for.body667, label %for.end668

for.body667:                                      ; preds = %for.cond666
  br label %for.cond670

for.end668:                                       ; preds = %for.cond666
  br label %if.end654

for.cond670:                                      ; preds = %if.end676, %for.body667
  %j2673 = phi i32 [ 0, %for.body667 ], [ %3068, %if.end676 ]
  %3025 = icmp slt i32 %j2673, 512
  br i1 %3025, label %for.body671, label %for.end672

for.body671:                                      ; preds = %for.cond670
  %3026 = mul i32 %bx, 4
  %3027 = sext i32 %3026 to i64
  %3028 = sext i32 %i12669 to i64
  %3029 = add i64 %3027, %3028
  %3030 = icmp sle i64 0, %3029
  %3031 = mul i32 %bx, 4
  %3032 = sext i32 %3031 to i64
  %3033 = sext i32 %i12669 to i64
  %3034 = add i64 %3032, %3033
  %3035 = sext i32 %M to i64
  %3036 = icmp slt i64 %3034, %3035
  %3037 = and i1 %3030, %3036
  %3038 = mul i32 %t, 512
  %3039 = sext i32 %3038 to i64
  %3040 = sext i32 %j2673 to i64
  %3041 = add i64 %3039, %3040
  %3042 = icmp sle i64 0, %3041
  %3043 = mul i32 %t, 512
  %3044 = sext i32 %3043 to i64
  %3045 = sext i32 %j2673 to i64
  %3046 = add i64 %3044, %3045
  %3047 = sext i32 %N to i64
  %3048 = icmp slt i64 %3046, %3047
  %3049 = and i1 %3042, %3048
  %3050 = and i1 %3037, %3049
  br i1 %3050, label %if.then674, label %if.else675

for.end672:                                       ; preds = %for.cond670
  %3051 = add nsw i32 %i12669, 1
  br label %for.cond666, !llvm.loop !150

if.then674:                                       ; preds = %for.body671
  %3052 = sext i32 %i12669 to i64
  %3053 = mul nsw i64 %3052, 512
  %3054 = sext i32 %j2673 to i64
  %3055 = add nsw i64 %3053, %3054
  %3056 = getelementptr inbounds float, ptr %X_f, i64 %3055
  %3057 = load float, ptr %3056, align 4
  %3058 = mul i32 %bx, 4
  %3059 = add i32 %3058, %i12669
  %3060 = sext i32 %3059 to i64
  %3061 = sext i32 %N to i64
  %3062 = mul nsw i64 %3060, %3061
  %3063 = mul i32 %t, 512
  %3064 = add i32 %3063, %j2673
  %3065 = sext i32 %3064 to i64
  %3066 = add nsw i64 %3062, %3065
  %3067 = getelementptr inbounds float, ptr %Y, i64 %3066
  store float %3057, ptr %3067, align 4
  br label %if.end676

if.else675:                                       ; preds = %for.body671
  br label %if.end676

if.end676:                                        ; preds = %if.else675, %if.then674
  %3068 = add nsw i32 %j2673, 1
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
