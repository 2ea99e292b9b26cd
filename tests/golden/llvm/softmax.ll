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
  %1 = mul i32 %bx, 32
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 32
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 32
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 256, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 16, i1 false)
  %12 = icmp sle i32 %N, 512
  br i1 %12, label %if.then120, label %if.else121

if.end:                                           ; preds = %if.end122, %if.end94
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  br label %for.cond25

for.cond:                                         ; preds = %for.end6, %if.then1
  %i11 = phi i32 [ 0, %if.then1 ], [ %30, %for.end6 ]
  %13 = icmp slt i32 %i11, 32
  br i1 %13, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %29, %for.body5 ]
  %14 = icmp slt i32 %j1, 256
  br i1 %14, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %15 = mul i32 %bx, 32
  %16 = add i32 %15, %i11
  %17 = sext i32 %16 to i64
  %18 = sext i32 %N to i64
  %19 = mul nsw i64 %17, %18
  %20 = sext i32 %j1 to i64
  %21 = add nsw i64 %19, %20
  %22 = getelementptr inbounds float, ptr %X, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = sext i32 %i11 to i64
  %25 = mul nsw i64 %24, 256
  %26 = sext i32 %j1 to i64
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, ptr %X_s, i64 %27
  store float %23, ptr %28, align 4
  %29 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %30 = add nsw i32 %i11, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end24, %if.else2
  %i1110 = phi i32 [ 0, %if.else2 ], [ %83, %for.end24 ]
  %31 = icmp slt i32 %i1110, 32
  br i1 %31, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %32 = sext i32 %N to i64
  %33 = icmp slt i64 %32, 0
  %34 = sext i32 %N to i64
  %35 = icmp sgt i64 %34, 256
  %36 = sext i32 %N to i64
  %37 = select i1 %35, i64 256, i64 %36
  %38 = select i1 %33, i64 0, i64 %37
  %tl_hi0 = trunc i64 %38 to i32
  %39 = mul i32 %bx, 32
  %40 = sext i32 %39 to i64
  %41 = sext i32 %i1110 to i64
  %42 = add i64 %40, %41
  %43 = icmp sle i64 0, %42
  %44 = mul i32 %bx, 32
  %45 = sext i32 %44 to i64
  %46 = sext i32 %i1110 to i64
  %47 = add i64 %45, %46
  %48 = sext i32 %M to i64
  %49 = icmp slt i64 %47, %48
  %50 = and i1 %43, %49
  br i1 %50, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %for.cond18

if.end13:                                         ; preds = %for.end20, %for.end16
  %51 = sub i32 256, %tl_hi0
  br label %for.cond22

for.cond14:                                       ; preds = %for.body15, %if.then11
  %j117 = phi i32 [ 0, %if.then11 ], [ %67, %for.body15 ]
  %52 = icmp slt i32 %j117, %tl_hi0
  br i1 %52, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %53 = mul i32 %bx, 32
  %54 = add i32 %53, %i1110
  %55 = sext i32 %54 to i64
  %56 = sext i32 %N to i64
  %57 = mul nsw i64 %55, %56
  %58 = sext i32 %j117 to i64
  %59 = add nsw i64 %57, %58
  %60 = getelementptr inbounds float, ptr %X, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = sext i32 %i1110 to i64
  %63 = mul nsw i64 %62, 256
  %64 = sext i32 %j117 to i64
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %X_s, i64 %65
  store float %61, ptr %66, align 4
  %67 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond18:                                       ; preds = %for.body19, %if.else12
  %j121 = phi i32 [ 0, %if.else12 ], [ %74, %for.body19 ]
  %68 = icmp slt i32 %j121, %tl_hi0
  br i1 %68, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %69 = sext i32 %i1110 to i64
  %70 = mul nsw i64 %69, 256
  %71 = sext i32 %j121 to i64
  %72 = add nsw i64 %70, %71
  %73 = getelementptr inbounds float, ptr %X_s, i64 %72
  store float 0.000000e+00, ptr %73, align 4
  %74 = add nsw i32 %j121, 1
  br label %for.cond18, !llvm.loop !5

for.end20:                                        ; preds = %for.cond18
  br label %if.end13

for.cond22:                                       ; preds = %for.body23, %if.end13
  %j11 = phi i32 [ 0, %if.end13 ], [ %82, %for.body23 ]
  %75 = icmp slt i32 %j11, %51
  br i1 %75, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %76 = sext i32 %i1110 to i64
  %77 = mul nsw i64 %76, 256
  %78 = add i32 %tl_hi0, %j11
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %77, %79
  %81 = getelementptr inbounds float, ptr %X_s, i64 %80
  store float 0.000000e+00, ptr %81, align 4
  %82 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !6

for.end24:                                        ; preds = %for.cond22
  %83 = add nsw i32 %i1110, 1
  br label %for.cond7, !llvm.loop !7

for.cond25:                                       ; preds = %for.end30, %if.end3
  %i = phi i32 [ 0, %if.end3 ], [ %101, %for.end30 ]
  %84 = icmp slt i32 %i, 32
  br i1 %84, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %85 = sext i32 %N to i64
  %86 = icmp slt i64 %85, 0
  %87 = sext i32 %N to i64
  %88 = icmp sgt i64 %87, 256
  %89 = sext i32 %N to i64
  %90 = select i1 %88, i64 256, i64 %89
  %91 = select i1 %86, i64 0, i64 %90
  %tl_hi1 = trunc i64 %91 to i32
  %92 = sub i32 256, %tl_hi1
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  br label %for.cond31

for.cond28:                                       ; preds = %for.body29, %for.body26
  %j6 = phi i32 [ 0, %for.body26 ], [ %100, %for.body29 ]
  %93 = icmp slt i32 %j6, %92
  br i1 %93, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %94 = sext i32 %i to i64
  %95 = mul nsw i64 %94, 256
  %96 = add i32 %tl_hi1, %j6
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %95, %97
  %99 = getelementptr inbounds float, ptr %X_s, i64 %98
  store float 0xFFF0000000000000, ptr %99, align 4
  %100 = add nsw i32 %j6, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  %101 = add nsw i32 %i, 1
  br label %for.cond25, !llvm.loop !9

for.cond31:                                       ; preds = %for.end49, %for.end27
  %i1 = phi i32 [ 0, %for.end27 ], [ %188, %for.end49 ]
  %102 = icmp slt i32 %i1, 32
  br i1 %102, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond34

for.end33:                                        ; preds = %for.cond31
  br label %for.cond51

for.cond34:                                       ; preds = %for.body35, %for.body32
  %lane = phi i32 [ 0, %for.body32 ], [ %112, %for.body35 ]
  %103 = icmp slt i32 %lane, 32
  br i1 %103, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %104 = sext i32 %i1 to i64
  %105 = mul nsw i64 %104, 256
  %106 = sext i32 %lane to i64
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %X_s, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sext i32 %lane to i64
  %111 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %110
  store float %109, ptr %111, align 4
  %112 = add nsw i32 %lane, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  %113 = sext i32 %N to i64
  %114 = icmp slt i64 %113, 0
  %115 = sext i32 %N to i64
  %116 = icmp sgt i64 %115, 256
  %117 = sext i32 %N to i64
  %118 = select i1 %116, i64 256, i64 %117
  %119 = select i1 %114, i64 0, i64 %118
  %120 = trunc i64 %119 to i32
  %121 = add i32 %120, 31
  %122 = sdiv i32 %121, 32
  %123 = sub i32 0, %121
  %124 = select i1 false, i32 %123, i32 %122
  %125 = sub i32 %124, 1
  %126 = icmp slt i32 %125, 0
  %127 = sext i32 %N to i64
  %128 = icmp slt i64 %127, 0
  %129 = sext i32 %N to i64
  %130 = icmp sgt i64 %129, 256
  %131 = sext i32 %N to i64
  %132 = select i1 %130, i64 256, i64 %131
  %133 = select i1 %128, i64 0, i64 %132
  %134 = trunc i64 %133 to i32
  %135 = add i32 %134, 31
  %136 = sdiv i32 %135, 32
  %137 = sub i32 0, %135
  %138 = select i1 false, i32 %137, i32 %136
  %139 = sub i32 %138, 1
  %140 = select i1 %126, i32 0, i32 %139
  %tl_steps1 = select i1 true, i32 %140, i32 7
  br label %for.cond37

for.cond37:                                       ; preds = %for.end42, %for.end36
  %red = phi i32 [ 0, %for.end36 ], [ %161, %for.end42 ]
  %141 = icmp slt i32 %red, %tl_steps1
  br i1 %141, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  br label %for.cond40

for.end39:                                        ; preds = %for.cond37
  %142 = icmp slt i32 %tl_steps1, 7
  br i1 %142, label %if.then44, label %if.else45

for.cond40:                                       ; preds = %for.body41, %for.body38
  %lane43 = phi i32 [ 0, %for.body38 ], [ %160, %for.body41 ]
  %143 = icmp slt i32 %lane43, 32
  br i1 %143, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %144 = sext i32 %lane43 to i64
  %145 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %144
  %lane_acc = load float, ptr %145, align 4
  %146 = sext i32 %i1 to i64
  %147 = mul nsw i64 %146, 256
  %148 = add i32 %red, 1
  %149 = mul i32 %148, 32
  %150 = add i32 %149, %lane43
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %147, %151
  %153 = getelementptr inbounds float, ptr %X_s, i64 %152
  %lane_next = load float, ptr %153, align 4
  %154 = fcmp une float %lane_next, %lane_next
  %155 = fcmp ogt float %lane_acc, %lane_next
  %156 = select i1 %155, float %lane_acc, float %lane_next
  %157 = select i1 %154, float %lane_acc, float %156
  %158 = sext i32 %lane43 to i64
  %159 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %158
  store float %157, ptr %159, align 4
  %160 = add nsw i32 %lane43, 1
  br label %for.cond40, !llvm.loop !11

for.end42:                                        ; preds = %for.cond40
  %161 = add nsw i32 %red, 1
  br label %for.cond37, !llvm.loop !12

if.then44:                                        ; preds = %for.end39
  %162 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %163 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %166 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fcmp ogt float %167, 0xFFF0000000000000
  %169 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %170 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = select i1 %168, float %171, float 0xFFF0000000000000
  %173 = select i1 false, float %164, float %172
  %174 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %173, ptr %174, align 4
  br label %if.end46

if.else45:                                        ; preds = %for.end39
  br label %if.end46

if.end46:                                         ; preds = %if.else45, %if.then44
  %175 = sext i32 %i1 to i64
  %176 = getelementptr inbounds float, ptr %m_s, i64 %175
  store float 0xFFF0000000000000, ptr %176, align 4
  br label %for.cond47

for.cond47:                                       ; preds = %for.body48, %if.end46
  %lane50 = phi i32 [ 0, %if.end46 ], [ %187, %for.body48 ]
  %177 = icmp slt i32 %lane50, 32
  br i1 %177, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %178 = sext i32 %i1 to i64
  %179 = getelementptr inbounds float, ptr %m_s, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %lane50 to i64
  %182 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = call float @llvm.maxnum.f32(float %180, float %183)
  %185 = sext i32 %i1 to i64
  %186 = getelementptr inbounds float, ptr %m_s, i64 %185
  store float %184, ptr %186, align 4
  %187 = add nsw i32 %lane50, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  %188 = add nsw i32 %i1, 1
  br label %for.cond31, !llvm.loop !14

for.cond51:                                       ; preds = %for.end60, %for.end33
  %i54 = phi i32 [ 0, %for.end33 ], [ %228, %for.end60 ]
  %189 = icmp slt i32 %i54, 32
  br i1 %189, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %190 = sext i32 %N to i64
  %191 = icmp slt i64 %190, 0
  %192 = sext i32 %N to i64
  %193 = icmp sgt i64 %192, 256
  %194 = sext i32 %N to i64
  %195 = select i1 %193, i64 256, i64 %194
  %196 = select i1 %191, i64 0, i64 %195
  %tl_cols2 = trunc i64 %196 to i32
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  br label %for.cond61

for.cond55:                                       ; preds = %for.body56, %for.body52
  %j = phi i32 [ 0, %for.body52 ], [ %214, %for.body56 ]
  %197 = icmp slt i32 %j, %tl_cols2
  br i1 %197, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %198 = sext i32 %i54 to i64
  %199 = mul nsw i64 %198, 256
  %200 = sext i32 %j to i64
  %201 = add nsw i64 %199, %200
  %202 = getelementptr inbounds float, ptr %X_s, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = sext i32 %i54 to i64
  %205 = getelementptr inbounds float, ptr %m_s, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fsub float %203, %206
  %208 = call float @tilec_expf(float %207)
  %209 = sext i32 %i54 to i64
  %210 = mul nsw i64 %209, 256
  %211 = sext i32 %j to i64
  %212 = add nsw i64 %210, %211
  %213 = getelementptr inbounds float, ptr %X_s, i64 %212
  store float %208, ptr %213, align 4
  %214 = add nsw i32 %j, 1
  br label %for.cond55, !llvm.loop !15

for.end57:                                        ; preds = %for.cond55
  %215 = sext i32 %i54 to i64
  %216 = getelementptr inbounds float, ptr %m_s, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = fsub float 0xFFF0000000000000, %217
  %tl_col4 = call float @tilec_expf(float %218)
  %219 = sub i32 256, %tl_cols2
  br label %for.cond58

for.cond58:                                       ; preds = %for.body59, %for.end57
  %j32 = phi i32 [ 0, %for.end57 ], [ %227, %for.body59 ]
  %220 = icmp slt i32 %j32, %219
  br i1 %220, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %221 = sext i32 %i54 to i64
  %222 = mul nsw i64 %221, 256
  %223 = add i32 %tl_cols2, %j32
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %222, %224
  %226 = getelementptr inbounds float, ptr %X_s, i64 %225
  store float %tl_col4, ptr %226, align 4
  %227 = add nsw i32 %j32, 1
  br label %for.cond58, !llvm.loop !16

for.end60:                                        ; preds = %for.cond58
  %228 = add nsw i32 %i54, 1
  br label %for.cond51, !llvm.loop !17

for.cond61:                                       ; preds = %for.end79, %for.end53
  %i2 = phi i32 [ 0, %for.end53 ], [ %313, %for.end79 ]
  %229 = icmp slt i32 %i2, 32
  br i1 %229, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  br label %for.cond64

for.end63:                                        ; preds = %for.cond61
  br label %for.cond81

for.cond64:                                       ; preds = %for.body65, %for.body62
  %lane1 = phi i32 [ 0, %for.body62 ], [ %239, %for.body65 ]
  %230 = icmp slt i32 %lane1, 32
  br i1 %230, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %231 = sext i32 %i2 to i64
  %232 = mul nsw i64 %231, 256
  %233 = sext i32 %lane1 to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds float, ptr %X_s, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = sext i32 %lane1 to i64
  %238 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %237
  store float %236, ptr %238, align 4
  %239 = add nsw i32 %lane1, 1
  br label %for.cond64, !llvm.loop !18

for.end66:                                        ; preds = %for.cond64
  %240 = sext i32 %i2 to i64
  %241 = getelementptr inbounds float, ptr %m_s, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = fsub float 0xFFF0000000000000, %242
  %tl_pad5 = call float @tilec_expf(float %243)
  %244 = fadd float %tl_pad5, %tl_pad5
  %245 = fcmp oeq float %244, %tl_pad5
  %246 = fcmp une float %tl_pad5, %tl_pad5
  %247 = or i1 %245, %246
  %248 = sext i32 %N to i64
  %249 = icmp slt i64 %248, 0
  %250 = sext i32 %N to i64
  %251 = icmp sgt i64 %250, 256
  %252 = sext i32 %N to i64
  %253 = select i1 %251, i64 256, i64 %252
  %254 = select i1 %249, i64 0, i64 %253
  %255 = trunc i64 %254 to i32
  %256 = add i32 %255, 31
  %257 = sdiv i32 %256, 32
  %258 = sub i32 0, %256
  %259 = select i1 false, i32 %258, i32 %257
  %260 = sub i32 %259, 1
  %261 = icmp slt i32 %260, 0
  %262 = sext i32 %N to i64
  %263 = icmp slt i64 %262, 0
  %264 = sext i32 %N to i64
  %265 = icmp sgt i64 %264, 256
  %266 = sext i32 %N to i64
  %267 = select i1 %265, i64 256, i64 %266
  %268 = select i1 %263, i64 0, i64 %267
  %269 = trunc i64 %268 to i32
  %270 = add i32 %269, 31
  %271 = sdiv i32 %270, 32
  %272 = sub i32 0, %270
  %273 = select i1 false, i32 %272, i32 %271
  %274 = sub i32 %273, 1
  %275 = select i1 %261, i32 0, i32 %274
  %tl_steps6 = select i1 %247, i32 %275, i32 7
  br label %for.cond67

for.cond67:                                       ; preds = %for.end72, %for.end66
  %red1 = phi i32 [ 0, %for.end66 ], [ %295, %for.end72 ]
  %276 = icmp slt i32 %red1, %tl_steps6
  br i1 %276, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond70

for.end69:                                        ; preds = %for.cond67
  %277 = icmp slt i32 %tl_steps6, 7
  br i1 %277, label %if.then74, label %if.else75

for.cond70:                                       ; preds = %for.body71, %for.body68
  %lane173 = phi i32 [ 0, %for.body68 ], [ %294, %for.body71 ]
  %278 = icmp slt i32 %lane173, 32
  br i1 %278, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %279 = sext i32 %lane173 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = sext i32 %i2 to i64
  %283 = mul nsw i64 %282, 256
  %284 = add i32 %red1, 1
  %285 = mul i32 %284, 32
  %286 = add i32 %285, %lane173
  %287 = sext i32 %286 to i64
  %288 = add nsw i64 %283, %287
  %289 = getelementptr inbounds float, ptr %X_s, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = fadd float %281, %290
  %292 = sext i32 %lane173 to i64
  %293 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %292
  store float %291, ptr %293, align 4
  %294 = add nsw i32 %lane173, 1
  br label %for.cond70, !llvm.loop !19

for.end72:                                        ; preds = %for.cond70
  %295 = add nsw i32 %red1, 1
  br label %for.cond67, !llvm.loop !20

if.then74:                                        ; preds = %for.end69
  %296 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %297 = load float, ptr %296, align 4
  %298 = fadd float %297, %tl_pad5
  %299 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %298, ptr %299, align 4
  br label %if.end76

if.else75:                                        ; preds = %for.end69
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.then74
  %300 = sext i32 %i2 to i64
  %301 = getelementptr inbounds float, ptr %l_s, i64 %300
  store float 0.000000e+00, ptr %301, align 4
  br label %for.cond77

for.cond77:                                       ; preds = %for.body78, %if.end76
  %lane180 = phi i32 [ 0, %if.end76 ], [ %312, %for.body78 ]
  %302 = icmp slt i32 %lane180, 32
  br i1 %302, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %303 = sext i32 %i2 to i64
  %304 = getelementptr inbounds float, ptr %l_s, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = sext i32 %lane180 to i64
  %307 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %306
  %308 = load float, ptr %307, align 4
  %309 = fadd float %305, %308
  %310 = sext i32 %i2 to i64
  %311 = getelementptr inbounds float, ptr %l_s, i64 %310
  store float %309, ptr %311, align 4
  %312 = add nsw i32 %lane180, 1
  br label %for.cond77, !llvm.loop !21

for.end79:                                        ; preds = %for.cond77
  %313 = add nsw i32 %i2, 1
  br label %for.cond61, !llvm.loop !22

for.cond81:                                       ; preds = %for.end91, %for.end63
  %i84 = phi i32 [ 0, %for.end63 ], [ %369, %for.end91 ]
  %314 = icmp slt i32 %i84, 32
  br i1 %314, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %315 = sext i32 %N to i64
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = icmp sgt i64 %317, 256
  %319 = sext i32 %N to i64
  %320 = select i1 %318, i64 256, i64 %319
  %321 = select i1 %316, i64 0, i64 %320
  %tl_cols7 = trunc i64 %321 to i32
  br label %for.cond85

for.end83:                                        ; preds = %for.cond81
  %322 = mul i32 %bx, 32
  %323 = icmp sle i32 0, %322
  %324 = mul i32 %bx, 32
  %325 = sext i32 %324 to i64
  %326 = add i64 %325, 32
  %327 = sext i32 %M to i64
  %328 = icmp sle i64 %326, %327
  %329 = and i1 %323, %328
  %330 = sext i32 %N to i64
  %331 = icmp sle i64 256, %330
  %332 = and i1 %329, %331
  br i1 %332, label %if.then92, label %if.else93

for.cond85:                                       ; preds = %for.body86, %for.body82
  %j88 = phi i32 [ 0, %for.body82 ], [ %350, %for.body86 ]
  %333 = icmp slt i32 %j88, %tl_cols7
  br i1 %333, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %334 = sext i32 %i84 to i64
  %335 = mul nsw i64 %334, 256
  %336 = sext i32 %j88 to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds float, ptr %X_s, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = sext i32 %i84 to i64
  %341 = getelementptr inbounds float, ptr %l_s, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = fdiv float 1.000000e+00, %342
  %344 = fmul float %339, %343
  %345 = sext i32 %i84 to i64
  %346 = mul nsw i64 %345, 256
  %347 = sext i32 %j88 to i64
  %348 = add nsw i64 %346, %347
  %349 = getelementptr inbounds float, ptr %X_s, i64 %348
  store float %344, ptr %349, align 4
  %350 = add nsw i32 %j88, 1
  br label %for.cond85, !llvm.loop !23

for.end87:                                        ; preds = %for.cond85
  %351 = sext i32 %i84 to i64
  %352 = getelementptr inbounds float, ptr %m_s, i64 %351
  %353 = load float, ptr %352, align 4
  %354 = fsub float 0xFFF0000000000000, %353
  %355 = call float @tilec_expf(float %354)
  %356 = sext i32 %i84 to i64
  %357 = getelementptr inbounds float, ptr %l_s, i64 %356
  %358 = load float, ptr %357, align 4
  %359 = fdiv float 1.000000e+00, %358
  %tl_col9 = fmul float %355, %359
  %360 = sub i32 256, %tl_cols7
  br label %for.cond89

for.cond89:                                       ; preds = %for.body90, %for.end87
  %j81 = phi i32 [ 0, %for.end87 ], [ %368, %for.body90 ]
  %361 = icmp slt i32 %j81, %360
  br i1 %361, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %362 = sext i32 %i84 to i64
  %363 = mul nsw i64 %362, 256
  %364 = add i32 %tl_cols7, %j81
  %365 = sext i32 %364 to i64
  %366 = add nsw i64 %363, %365
  %367 = getelementptr inbounds float, ptr %X_s, i64 %366
  store float %tl_col9, ptr %367, align 4
  %368 = add nsw i32 %j81, 1
  br label %for.cond89, !llvm.loop !24

for.end91:                                        ; preds = %for.cond89
  %369 = add nsw i32 %i84, 1
  br label %for.cond81, !llvm.loop !25

if.then92:                                        ; preds = %for.end83
  br label %for.cond95

if.else93:                                        ; preds = %for.end83
  br label %for.cond106

if.end94:                                         ; preds = %for.end108, %for.end97
  br label %if.end

for.cond95:                                       ; preds = %if.end101, %if.then92
  %i1198 = phi i32 [ 0, %if.then92 ], [ %386, %if.end101 ]
  %370 = icmp slt i32 %i1198, 32
  br i1 %370, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %371 = sext i32 %M to i64
  %372 = sext i32 %N to i64
  %373 = mul i64 %371, %372
  %374 = icmp sge i64 %373, 8388608
  br i1 %374, label %if.then99, label %if.else100

for.end97:                                        ; preds = %for.cond95
  br label %if.end94

if.then99:                                        ; preds = %for.body96
  %375 = mul i32 %bx, 32
  %376 = add i32 %375, %i1198
  %377 = sext i32 %376 to i64
  %378 = sext i32 %N to i64
  %379 = mul nsw i64 %377, %378
  %380 = add nsw i64 %379, 0
  %381 = getelementptr inbounds float, ptr %Y, i64 %380
  %382 = sext i32 %i1198 to i64
  %383 = mul nsw i64 %382, 256
  %384 = add nsw i64 %383, 0
  %385 = getelementptr inbounds float, ptr %X_s, i64 %384
  call void @tilec_rt_stream(ptr %381, ptr %385, i64 1024)
  br label %if.end101

if.else100:                                       ; preds = %for.body96
  br label %for.cond102

if.end101:                                        ; preds = %for.end104, %if.then99
  %386 = add nsw i32 %i1198, 1
  br label %for.cond95, !llvm.loop !26

for.cond102:                                      ; preds = %for.body103, %if.else100
  %j1105 = phi i32 [ 0, %if.else100 ], [ %402, %for.body103 ]
  %387 = icmp slt i32 %j1105, 256
  br i1 %387, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %388 = sext i32 %i1198 to i64
  %389 = mul nsw i64 %388, 256
  %390 = sext i32 %j1105 to i64
  %391 = add nsw i64 %389, %390
  %392 = getelementptr inbounds float, ptr %X_s, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = mul i32 %bx, 32
  %395 = add i32 %394, %i1198
  %396 = sext i32 %395 to i64
  %397 = sext i32 %N to i64
  %398 = mul nsw i64 %396, %397
  %399 = sext i32 %j1105 to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %Y, i64 %400
  store float %393, ptr %401, align 4
  %402 = add nsw i32 %j1105, 1
  br label %for.cond102, !llvm.loop !27

for.end104:                                       ; preds = %for.cond102
  br label %if.end101

for.cond106:                                      ; preds = %if.end112, %if.else93
  %i11109 = phi i32 [ 0, %if.else93 ], [ %427, %if.end112 ]
  %403 = icmp slt i32 %i11109, 32
  br i1 %403, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %404 = sext i32 %N to i64
  %405 = icmp slt i64 %404, 0
  %406 = sext i32 %N to i64
  %407 = icmp sgt i64 %406, 256
  %408 = sext i32 %N to i64
  %409 = select i1 %407, i64 256, i64 %408
  %410 = select i1 %405, i64 0, i64 %409
  %tl_hi2 = trunc i64 %410 to i32
  %411 = mul i32 %bx, 32
  %412 = sext i32 %411 to i64
  %413 = sext i32 %i11109 to i64
  %414 = add i64 %412, %413
  %415 = icmp sle i64 0, %414
  %416 = mul i32 %bx, 32
  %417 = sext i32 %416 to i64
  %418 = sext i32 %i11109 to i64
  %419 = add i64 %417, %418
  %420 = sext i32 %M to i64
  %421 = icmp slt i64 %419, %420
  %422 = and i1 %415, %421
  br i1 %422, label %if.then110, label %if.else111

for.end108:                                       ; preds = %for.cond106
  br label %if.end94

if.then110:                                       ; preds = %for.body107
  %423 = sext i32 %M to i64
  %424 = sext i32 %N to i64
  %425 = mul i64 %423, %424
  %426 = icmp sge i64 %425, 8388608
  br i1 %426, label %if.then113, label %if.else114

if.else111:                                       ; preds = %for.body107
  br label %if.end112

if.end112:                                        ; preds = %if.else111, %if.end115
  %427 = add nsw i32 %i11109, 1
  br label %for.cond106, !llvm.loop !28

if.then113:                                       ; preds = %if.then110
  %428 = sext i32 %tl_hi2 to i64
  %429 = mul i32 %bx, 32
  %430 = add i32 %429, %i11109
  %431 = sext i32 %430 to i64
  %432 = sext i32 %N to i64
  %433 = mul nsw i64 %431, %432
  %434 = add nsw i64 %433, 0
  %435 = getelementptr inbounds float, ptr %Y, i64 %434
  %436 = sext i32 %i11109 to i64
  %437 = mul nsw i64 %436, 256
  %438 = add nsw i64 %437, 0
  %439 = getelementptr inbounds float, ptr %X_s, i64 %438
  %440 = mul i64 %428, 4
  call void @tilec_rt_stream(ptr %435, ptr %439, i64 %440)
  br label %if.end115

if.else114:                                       ; preds = %if.then110
  br label %for.cond116

if.end115:                                        ; preds = %for.end118, %if.then113
  br label %if.end112

for.cond116:                                      ; preds = %for.body117, %if.else114
  %j1119 = phi i32 [ 0, %if.else114 ], [ %456, %for.body117 ]
  %441 = icmp slt i32 %j1119, %tl_hi2
  br i1 %441, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %442 = sext i32 %i11109 to i64
  %443 = mul nsw i64 %442, 256
  %444 = sext i32 %j1119 to i64
  %445 = add nsw i64 %443, %444
  %446 = getelementptr inbounds float, ptr %X_s, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = mul i32 %bx, 32
  %449 = add i32 %448, %i11109
  %450 = sext i32 %449 to i64
  %451 = sext i32 %N to i64
  %452 = mul nsw i64 %450, %451
  %453 = sext i32 %j1119 to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %Y, i64 %454
  store float %447, ptr %455, align 4
  %456 = add nsw i32 %j1119, 1
  br label %for.cond116, !llvm.loop !29

for.end118:                                       ; preds = %for.cond116
  br label %if.end115

if.then120:                                       ; preds = %if.else
  %457 = mul i32 %bx, 4
  %458 = icmp sle i32 0, %457
  %459 = mul i32 %bx, 4
  %460 = sext i32 %459 to i64
  %461 = add i64 %460, 4
  %462 = sext i32 %M to i64
  %463 = icmp sle i64 %461, %462
  %464 = and i1 %458, %463
  %465 = sext i32 %N to i64
  %466 = icmp sle i64 512, %465
  %467 = and i1 %464, %466
  br i1 %467, label %if.then123, label %if.else124

if.else121:                                       ; preds = %if.else
  %468 = icmp sle i32 %N, 4096
  br i1 %468, label %if.then247, label %if.else248

if.end122:                                        ; preds = %if.end249, %if.end221
  br label %if.end

if.then123:                                       ; preds = %if.then120
  br label %for.cond126

if.else124:                                       ; preds = %if.then120
  br label %for.cond132

if.end125:                                        ; preds = %for.end134, %for.end128
  br label %for.cond150

for.cond126:                                      ; preds = %for.end131, %if.then123
  %i12 = phi i32 [ 0, %if.then123 ], [ %486, %for.end131 ]
  %469 = icmp slt i32 %i12, 4
  br i1 %469, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  br label %for.cond129

for.end128:                                       ; preds = %for.cond126
  br label %if.end125

for.cond129:                                      ; preds = %for.body130, %for.body127
  %j2 = phi i32 [ 0, %for.body127 ], [ %485, %for.body130 ]
  %470 = icmp slt i32 %j2, 512
  br i1 %470, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %471 = mul i32 %bx, 4
  %472 = add i32 %471, %i12
  %473 = sext i32 %472 to i64
  %474 = sext i32 %N to i64
  %475 = mul nsw i64 %473, %474
  %476 = sext i32 %j2 to i64
  %477 = add nsw i64 %475, %476
  %478 = getelementptr inbounds float, ptr %X, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = sext i32 %i12 to i64
  %481 = mul nsw i64 %480, 512
  %482 = sext i32 %j2 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %X_f, i64 %483
  store float %479, ptr %484, align 4
  %485 = add nsw i32 %j2, 1
  br label %for.cond129, !llvm.loop !30

for.end131:                                       ; preds = %for.cond129
  %486 = add nsw i32 %i12, 1
  br label %for.cond126, !llvm.loop !31

for.cond132:                                      ; preds = %for.end149, %if.else124
  %i12135 = phi i32 [ 0, %if.else124 ], [ %539, %for.end149 ]
  %487 = icmp slt i32 %i12135, 4
  br i1 %487, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %488 = sext i32 %N to i64
  %489 = icmp slt i64 %488, 0
  %490 = sext i32 %N to i64
  %491 = icmp sgt i64 %490, 512
  %492 = sext i32 %N to i64
  %493 = select i1 %491, i64 512, i64 %492
  %494 = select i1 %489, i64 0, i64 %493
  %tl_hi3 = trunc i64 %494 to i32
  %495 = mul i32 %bx, 4
  %496 = sext i32 %495 to i64
  %497 = sext i32 %i12135 to i64
  %498 = add i64 %496, %497
  %499 = icmp sle i64 0, %498
  %500 = mul i32 %bx, 4
  %501 = sext i32 %500 to i64
  %502 = sext i32 %i12135 to i64
  %503 = add i64 %501, %502
  %504 = sext i32 %M to i64
  %505 = icmp slt i64 %503, %504
  %506 = and i1 %499, %505
  br i1 %506, label %if.then136, label %if.else137

for.end134:                                       ; preds = %for.cond132
  br label %if.end125

if.then136:                                       ; preds = %for.body133
  br label %for.cond139

if.else137:                                       ; preds = %for.body133
  br label %for.cond143

if.end138:                                        ; preds = %for.end145, %for.end141
  %507 = sub i32 512, %tl_hi3
  br label %for.cond147

for.cond139:                                      ; preds = %for.body140, %if.then136
  %j2142 = phi i32 [ 0, %if.then136 ], [ %523, %for.body140 ]
  %508 = icmp slt i32 %j2142, %tl_hi3
  br i1 %508, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %509 = mul i32 %bx, 4
  %510 = add i32 %509, %i12135
  %511 = sext i32 %510 to i64
  %512 = sext i32 %N to i64
  %513 = mul nsw i64 %511, %512
  %514 = sext i32 %j2142 to i64
  %515 = add nsw i64 %513, %514
  %516 = getelementptr inbounds float, ptr %X, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = sext i32 %i12135 to i64
  %519 = mul nsw i64 %518, 512
  %520 = sext i32 %j2142 to i64
  %521 = add nsw i64 %519, %520
  %522 = getelementptr inbounds float, ptr %X_f, i64 %521
  store float %517, ptr %522, align 4
  %523 = add nsw i32 %j2142, 1
  br label %for.cond139, !llvm.loop !32

for.end141:                                       ; preds = %for.cond139
  br label %if.end138

for.cond143:                                      ; preds = %for.body144, %if.else137
  %j2146 = phi i32 [ 0, %if.else137 ], [ %530, %for.body144 ]
  %524 = icmp slt i32 %j2146, %tl_hi3
  br i1 %524, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %525 = sext i32 %i12135 to i64
  %526 = mul nsw i64 %525, 512
  %527 = sext i32 %j2146 to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %X_f, i64 %528
  store float 0.000000e+00, ptr %529, align 4
  %530 = add nsw i32 %j2146, 1
  br label %for.cond143, !llvm.loop !33

for.end145:                                       ; preds = %for.cond143
  br label %if.end138

for.cond147:                                      ; preds = %for.body148, %if.end138
  %j21 = phi i32 [ 0, %if.end138 ], [ %538, %for.body148 ]
  %531 = icmp slt i32 %j21, %507
  br i1 %531, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %532 = sext i32 %i12135 to i64
  %533 = mul nsw i64 %532, 512
  %534 = add i32 %tl_hi3, %j21
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %533, %535
  %537 = getelementptr inbounds float, ptr %X_f, i64 %536
  store float 0.000000e+00, ptr %537, align 4
  %538 = add nsw i32 %j21, 1
  br label %for.cond147, !llvm.loop !34

for.end149:                                       ; preds = %for.cond147
  %539 = add nsw i32 %i12135, 1
  br label %for.cond132, !llvm.loop !35

for.cond150:                                      ; preds = %for.end156, %if.end125
  %i153 = phi i32 [ 0, %if.end125 ], [ %557, %for.end156 ]
  %540 = icmp slt i32 %i153, 4
  br i1 %540, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %541 = sext i32 %N to i64
  %542 = icmp slt i64 %541, 0
  %543 = sext i32 %N to i64
  %544 = icmp sgt i64 %543, 512
  %545 = sext i32 %N to i64
  %546 = select i1 %544, i64 512, i64 %545
  %547 = select i1 %542, i64 0, i64 %546
  %tl_hi4 = trunc i64 %547 to i32
  %548 = sub i32 512, %tl_hi4
  br label %for.cond154

for.end152:                                       ; preds = %for.cond150
  br label %for.cond157

for.cond154:                                      ; preds = %for.body155, %for.body151
  %j7 = phi i32 [ 0, %for.body151 ], [ %556, %for.body155 ]
  %549 = icmp slt i32 %j7, %548
  br i1 %549, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %550 = sext i32 %i153 to i64
  %551 = mul nsw i64 %550, 512
  %552 = add i32 %tl_hi4, %j7
  %553 = sext i32 %552 to i64
  %554 = add nsw i64 %551, %553
  %555 = getelementptr inbounds float, ptr %X_f, i64 %554
  store float 0xFFF0000000000000, ptr %555, align 4
  %556 = add nsw i32 %j7, 1
  br label %for.cond154, !llvm.loop !36

for.end156:                                       ; preds = %for.cond154
  %557 = add nsw i32 %i153, 1
  br label %for.cond150, !llvm.loop !37

for.cond157:                                      ; preds = %for.end175, %for.end152
  %i3 = phi i32 [ 0, %for.end152 ], [ %644, %for.end175 ]
  %558 = icmp slt i32 %i3, 4
  br i1 %558, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  br label %for.cond160

for.end159:                                       ; preds = %for.cond157
  br label %for.cond177

for.cond160:                                      ; preds = %for.body161, %for.body158
  %lane2 = phi i32 [ 0, %for.body158 ], [ %568, %for.body161 ]
  %559 = icmp slt i32 %lane2, 32
  br i1 %559, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %560 = sext i32 %i3 to i64
  %561 = mul nsw i64 %560, 512
  %562 = sext i32 %lane2 to i64
  %563 = add nsw i64 %561, %562
  %564 = getelementptr inbounds float, ptr %X_f, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = sext i32 %lane2 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %566
  store float %565, ptr %567, align 4
  %568 = add nsw i32 %lane2, 1
  br label %for.cond160, !llvm.loop !38

for.end162:                                       ; preds = %for.cond160
  %569 = sext i32 %N to i64
  %570 = icmp slt i64 %569, 0
  %571 = sext i32 %N to i64
  %572 = icmp sgt i64 %571, 512
  %573 = sext i32 %N to i64
  %574 = select i1 %572, i64 512, i64 %573
  %575 = select i1 %570, i64 0, i64 %574
  %576 = trunc i64 %575 to i32
  %577 = add i32 %576, 31
  %578 = sdiv i32 %577, 32
  %579 = sub i32 0, %577
  %580 = select i1 false, i32 %579, i32 %578
  %581 = sub i32 %580, 1
  %582 = icmp slt i32 %581, 0
  %583 = sext i32 %N to i64
  %584 = icmp slt i64 %583, 0
  %585 = sext i32 %N to i64
  %586 = icmp sgt i64 %585, 512
  %587 = sext i32 %N to i64
  %588 = select i1 %586, i64 512, i64 %587
  %589 = select i1 %584, i64 0, i64 %588
  %590 = trunc i64 %589 to i32
  %591 = add i32 %590, 31
  %592 = sdiv i32 %591, 32
  %593 = sub i32 0, %591
  %594 = select i1 false, i32 %593, i32 %592
  %595 = sub i32 %594, 1
  %596 = select i1 %582, i32 0, i32 %595
  %tl_steps11 = select i1 true, i32 %596, i32 15
  br label %for.cond163

for.cond163:                                      ; preds = %for.end168, %for.end162
  %red2 = phi i32 [ 0, %for.end162 ], [ %617, %for.end168 ]
  %597 = icmp slt i32 %red2, %tl_steps11
  br i1 %597, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  %598 = icmp slt i32 %tl_steps11, 15
  br i1 %598, label %if.then170, label %if.else171

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane2169 = phi i32 [ 0, %for.body164 ], [ %616, %for.body167 ]
  %599 = icmp slt i32 %lane2169, 32
  br i1 %599, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %600 = sext i32 %lane2169 to i64
  %601 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %600
  %lane_acc1 = load float, ptr %601, align 4
  %602 = sext i32 %i3 to i64
  %603 = mul nsw i64 %602, 512
  %604 = add i32 %red2, 1
  %605 = mul i32 %604, 32
  %606 = add i32 %605, %lane2169
  %607 = sext i32 %606 to i64
  %608 = add nsw i64 %603, %607
  %609 = getelementptr inbounds float, ptr %X_f, i64 %608
  %lane_next1 = load float, ptr %609, align 4
  %610 = fcmp une float %lane_next1, %lane_next1
  %611 = fcmp ogt float %lane_acc1, %lane_next1
  %612 = select i1 %611, float %lane_acc1, float %lane_next1
  %613 = select i1 %610, float %lane_acc1, float %612
  %614 = sext i32 %lane2169 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %614
  store float %613, ptr %615, align 4
  %616 = add nsw i32 %lane2169, 1
  br label %for.cond166, !llvm.loop !39

for.end168:                                       ; preds = %for.cond166
  %617 = add nsw i32 %red2, 1
  br label %for.cond163, !llvm.loop !40

if.then170:                                       ; preds = %for.end165
  %618 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %619 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %622 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = fcmp ogt float %623, 0xFFF0000000000000
  %625 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %626 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = select i1 %624, float %627, float 0xFFF0000000000000
  %629 = select i1 false, float %620, float %628
  %630 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %629, ptr %630, align 4
  br label %if.end172

if.else171:                                       ; preds = %for.end165
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %if.then170
  %631 = sext i32 %i3 to i64
  %632 = getelementptr inbounds float, ptr %m, i64 %631
  store float 0xFFF0000000000000, ptr %632, align 4
  br label %for.cond173

for.cond173:                                      ; preds = %for.body174, %if.end172
  %lane2176 = phi i32 [ 0, %if.end172 ], [ %643, %for.body174 ]
  %633 = icmp slt i32 %lane2176, 32
  br i1 %633, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %634 = sext i32 %i3 to i64
  %635 = getelementptr inbounds float, ptr %m, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %lane2176 to i64
  %638 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = call float @llvm.maxnum.f32(float %636, float %639)
  %641 = sext i32 %i3 to i64
  %642 = getelementptr inbounds float, ptr %m, i64 %641
  store float %640, ptr %642, align 4
  %643 = add nsw i32 %lane2176, 1
  br label %for.cond173, !llvm.loop !41

for.end175:                                       ; preds = %for.cond173
  %644 = add nsw i32 %i3, 1
  br label %for.cond157, !llvm.loop !42

for.cond177:                                      ; preds = %for.end187, %for.end159
  %i180 = phi i32 [ 0, %for.end159 ], [ %684, %for.end187 ]
  %645 = icmp slt i32 %i180, 4
  br i1 %645, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %646 = sext i32 %N to i64
  %647 = icmp slt i64 %646, 0
  %648 = sext i32 %N to i64
  %649 = icmp sgt i64 %648, 512
  %650 = sext i32 %N to i64
  %651 = select i1 %649, i64 512, i64 %650
  %652 = select i1 %647, i64 0, i64 %651
  %tl_cols12 = trunc i64 %652 to i32
  br label %for.cond181

for.end179:                                       ; preds = %for.cond177
  br label %for.cond188

for.cond181:                                      ; preds = %for.body182, %for.body178
  %j184 = phi i32 [ 0, %for.body178 ], [ %670, %for.body182 ]
  %653 = icmp slt i32 %j184, %tl_cols12
  br i1 %653, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %654 = sext i32 %i180 to i64
  %655 = mul nsw i64 %654, 512
  %656 = sext i32 %j184 to i64
  %657 = add nsw i64 %655, %656
  %658 = getelementptr inbounds float, ptr %X_f, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = sext i32 %i180 to i64
  %661 = getelementptr inbounds float, ptr %m, i64 %660
  %662 = load float, ptr %661, align 4
  %663 = fsub float %659, %662
  %664 = call float @tilec_expf(float %663)
  %665 = sext i32 %i180 to i64
  %666 = mul nsw i64 %665, 512
  %667 = sext i32 %j184 to i64
  %668 = add nsw i64 %666, %667
  %669 = getelementptr inbounds float, ptr %X_f, i64 %668
  store float %664, ptr %669, align 4
  %670 = add nsw i32 %j184, 1
  br label %for.cond181, !llvm.loop !43

for.end183:                                       ; preds = %for.cond181
  %671 = sext i32 %i180 to i64
  %672 = getelementptr inbounds float, ptr %m, i64 %671
  %673 = load float, ptr %672, align 4
  %674 = fsub float 0xFFF0000000000000, %673
  %tl_col14 = call float @tilec_expf(float %674)
  %675 = sub i32 512, %tl_cols12
  br label %for.cond185

for.cond185:                                      ; preds = %for.body186, %for.end183
  %j13 = phi i32 [ 0, %for.end183 ], [ %683, %for.body186 ]
  %676 = icmp slt i32 %j13, %675
  br i1 %676, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %677 = sext i32 %i180 to i64
  %678 = mul nsw i64 %677, 512
  %679 = add i32 %tl_cols12, %j13
  %680 = sext i32 %679 to i64
  %681 = add nsw i64 %678, %680
  %682 = getelementptr inbounds float, ptr %X_f, i64 %681
  store float %tl_col14, ptr %682, align 4
  %683 = add nsw i32 %j13, 1
  br label %for.cond185, !llvm.loop !44

for.end187:                                       ; preds = %for.cond185
  %684 = add nsw i32 %i180, 1
  br label %for.cond177, !llvm.loop !45

for.cond188:                                      ; preds = %for.end206, %for.end179
  %i5 = phi i32 [ 0, %for.end179 ], [ %769, %for.end206 ]
  %685 = icmp slt i32 %i5, 4
  br i1 %685, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  br label %for.cond191

for.end190:                                       ; preds = %for.cond188
  br label %for.cond208

for.cond191:                                      ; preds = %for.body192, %for.body189
  %lane3 = phi i32 [ 0, %for.body189 ], [ %695, %for.body192 ]
  %686 = icmp slt i32 %lane3, 32
  br i1 %686, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %687 = sext i32 %i5 to i64
  %688 = mul nsw i64 %687, 512
  %689 = sext i32 %lane3 to i64
  %690 = add nsw i64 %688, %689
  %691 = getelementptr inbounds float, ptr %X_f, i64 %690
  %692 = load float, ptr %691, align 4
  %693 = sext i32 %lane3 to i64
  %694 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %693
  store float %692, ptr %694, align 4
  %695 = add nsw i32 %lane3, 1
  br label %for.cond191, !llvm.loop !46

for.end193:                                       ; preds = %for.cond191
  %696 = sext i32 %i5 to i64
  %697 = getelementptr inbounds float, ptr %m, i64 %696
  %698 = load float, ptr %697, align 4
  %699 = fsub float 0xFFF0000000000000, %698
  %tl_pad15 = call float @tilec_expf(float %699)
  %700 = fadd float %tl_pad15, %tl_pad15
  %701 = fcmp oeq float %700, %tl_pad15
  %702 = fcmp une float %tl_pad15, %tl_pad15
  %703 = or i1 %701, %702
  %704 = sext i32 %N to i64
  %705 = icmp slt i64 %704, 0
  %706 = sext i32 %N to i64
  %707 = icmp sgt i64 %706, 512
  %708 = sext i32 %N to i64
  %709 = select i1 %707, i64 512, i64 %708
  %710 = select i1 %705, i64 0, i64 %709
  %711 = trunc i64 %710 to i32
  %712 = add i32 %711, 31
  %713 = sdiv i32 %712, 32
  %714 = sub i32 0, %712
  %715 = select i1 false, i32 %714, i32 %713
  %716 = sub i32 %715, 1
  %717 = icmp slt i32 %716, 0
  %718 = sext i32 %N to i64
  %719 = icmp slt i64 %718, 0
  %720 = sext i32 %N to i64
  %721 = icmp sgt i64 %720, 512
  %722 = sext i32 %N to i64
  %723 = select i1 %721, i64 512, i64 %722
  %724 = select i1 %719, i64 0, i64 %723
  %725 = trunc i64 %724 to i32
  %726 = add i32 %725, 31
  %727 = sdiv i32 %726, 32
  %728 = sub i32 0, %726
  %729 = select i1 false, i32 %728, i32 %727
  %730 = sub i32 %729, 1
  %731 = select i1 %717, i32 0, i32 %730
  %tl_steps16 = select i1 %703, i32 %731, i32 15
  br label %for.cond194

for.cond194:                                      ; preds = %for.end199, %for.end193
  %red3 = phi i32 [ 0, %for.end193 ], [ %751, %for.end199 ]
  %732 = icmp slt i32 %red3, %tl_steps16
  br i1 %732, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  br label %for.cond197

for.end196:                                       ; preds = %for.cond194
  %733 = icmp slt i32 %tl_steps16, 15
  br i1 %733, label %if.then201, label %if.else202

for.cond197:                                      ; preds = %for.body198, %for.body195
  %lane3200 = phi i32 [ 0, %for.body195 ], [ %750, %for.body198 ]
  %734 = icmp slt i32 %lane3200, 32
  br i1 %734, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %735 = sext i32 %lane3200 to i64
  %736 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = sext i32 %i5 to i64
  %739 = mul nsw i64 %738, 512
  %740 = add i32 %red3, 1
  %741 = mul i32 %740, 32
  %742 = add i32 %741, %lane3200
  %743 = sext i32 %742 to i64
  %744 = add nsw i64 %739, %743
  %745 = getelementptr inbounds float, ptr %X_f, i64 %744
  %746 = load float, ptr %745, align 4
  %747 = fadd float %737, %746
  %748 = sext i32 %lane3200 to i64
  %749 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %748
  store float %747, ptr %749, align 4
  %750 = add nsw i32 %lane3200, 1
  br label %for.cond197, !llvm.loop !47

for.end199:                                       ; preds = %for.cond197
  %751 = add nsw i32 %red3, 1
  br label %for.cond194, !llvm.loop !48

if.then201:                                       ; preds = %for.end196
  %752 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %753 = load float, ptr %752, align 4
  %754 = fadd float %753, %tl_pad15
  %755 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %754, ptr %755, align 4
  br label %if.end203

if.else202:                                       ; preds = %for.end196
  br label %if.end203

if.end203:                                        ; preds = %if.else202, %if.then201
  %756 = sext i32 %i5 to i64
  %757 = getelementptr inbounds float, ptr %l, i64 %756
  store float 0.000000e+00, ptr %757, align 4
  br label %for.cond204

for.cond204:                                      ; preds = %for.body205, %if.end203
  %lane3207 = phi i32 [ 0, %if.end203 ], [ %768, %for.body205 ]
  %758 = icmp slt i32 %lane3207, 32
  br i1 %758, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %759 = sext i32 %i5 to i64
  %760 = getelementptr inbounds float, ptr %l, i64 %759
  %761 = load float, ptr %760, align 4
  %762 = sext i32 %lane3207 to i64
  %763 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %762
  %764 = load float, ptr %763, align 4
  %765 = fadd float %761, %764
  %766 = sext i32 %i5 to i64
  %767 = getelementptr inbounds float, ptr %l, i64 %766
  store float %765, ptr %767, align 4
  %768 = add nsw i32 %lane3207, 1
  br label %for.cond204, !llvm.loop !49

for.end206:                                       ; preds = %for.cond204
  %769 = add nsw i32 %i5, 1
  br label %for.cond188, !llvm.loop !50

for.cond208:                                      ; preds = %for.end218, %for.end190
  %i211 = phi i32 [ 0, %for.end190 ], [ %825, %for.end218 ]
  %770 = icmp slt i32 %i211, 4
  br i1 %770, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %771 = sext i32 %N to i64
  %772 = icmp slt i64 %771, 0
  %773 = sext i32 %N to i64
  %774 = icmp sgt i64 %773, 512
  %775 = sext i32 %N to i64
  %776 = select i1 %774, i64 512, i64 %775
  %777 = select i1 %772, i64 0, i64 %776
  %tl_cols17 = trunc i64 %777 to i32
  br label %for.cond212

for.end210:                                       ; preds = %for.cond208
  %778 = mul i32 %bx, 4
  %779 = icmp sle i32 0, %778
  %780 = mul i32 %bx, 4
  %781 = sext i32 %780 to i64
  %782 = add i64 %781, 4
  %783 = sext i32 %M to i64
  %784 = icmp sle i64 %782, %783
  %785 = and i1 %779, %784
  %786 = sext i32 %N to i64
  %787 = icmp sle i64 512, %786
  %788 = and i1 %785, %787
  br i1 %788, label %if.then219, label %if.else220

for.cond212:                                      ; preds = %for.body213, %for.body209
  %j215 = phi i32 [ 0, %for.body209 ], [ %806, %for.body213 ]
  %789 = icmp slt i32 %j215, %tl_cols17
  br i1 %789, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %790 = sext i32 %i211 to i64
  %791 = mul nsw i64 %790, 512
  %792 = sext i32 %j215 to i64
  %793 = add nsw i64 %791, %792
  %794 = getelementptr inbounds float, ptr %X_f, i64 %793
  %795 = load float, ptr %794, align 4
  %796 = sext i32 %i211 to i64
  %797 = getelementptr inbounds float, ptr %l, i64 %796
  %798 = load float, ptr %797, align 4
  %799 = fdiv float 1.000000e+00, %798
  %800 = fmul float %795, %799
  %801 = sext i32 %i211 to i64
  %802 = mul nsw i64 %801, 512
  %803 = sext i32 %j215 to i64
  %804 = add nsw i64 %802, %803
  %805 = getelementptr inbounds float, ptr %X_f, i64 %804
  store float %800, ptr %805, align 4
  %806 = add nsw i32 %j215, 1
  br label %for.cond212, !llvm.loop !51

for.end214:                                       ; preds = %for.cond212
  %807 = sext i32 %i211 to i64
  %808 = getelementptr inbounds float, ptr %m, i64 %807
  %809 = load float, ptr %808, align 4
  %810 = fsub float 0xFFF0000000000000, %809
  %811 = call float @tilec_expf(float %810)
  %812 = sext i32 %i211 to i64
  %813 = getelementptr inbounds float, ptr %l, i64 %812
  %814 = load float, ptr %813, align 4
  %815 = fdiv float 1.000000e+00, %814
  %tl_col19 = fmul float %811, %815
  %816 = sub i32 512, %tl_cols17
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %for.end214
  %j18 = phi i32 [ 0, %for.end214 ], [ %824, %for.body217 ]
  %817 = icmp slt i32 %j18, %816
  br i1 %817, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %818 = sext i32 %i211 to i64
  %819 = mul nsw i64 %818, 512
  %820 = add i32 %tl_cols17, %j18
  %821 = sext i32 %820 to i64
  %822 = add nsw i64 %819, %821
  %823 = getelementptr inbounds float, ptr %X_f, i64 %822
  store float %tl_col19, ptr %823, align 4
  %824 = add nsw i32 %j18, 1
  br label %for.cond216, !llvm.loop !52

for.end218:                                       ; preds = %for.cond216
  %825 = add nsw i32 %i211, 1
  br label %for.cond208, !llvm.loop !53

if.then219:                                       ; preds = %for.end210
  br label %for.cond222

if.else220:                                       ; preds = %for.end210
  br label %for.cond233

if.end221:                                        ; preds = %for.end235, %for.end224
  br label %if.end122

for.cond222:                                      ; preds = %if.end228, %if.then219
  %i12225 = phi i32 [ 0, %if.then219 ], [ %842, %if.end228 ]
  %826 = icmp slt i32 %i12225, 4
  br i1 %826, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %827 = sext i32 %M to i64
  %828 = sext i32 %N to i64
  %829 = mul i64 %827, %828
  %830 = icmp sge i64 %829, 8388608
  br i1 %830, label %if.then226, label %if.else227

for.end224:                                       ; preds = %for.cond222
  br label %if.end221

if.then226:                                       ; preds = %for.body223
  %831 = mul i32 %bx, 4
  %832 = add i32 %831, %i12225
  %833 = sext i32 %832 to i64
  %834 = sext i32 %N to i64
  %835 = mul nsw i64 %833, %834
  %836 = add nsw i64 %835, 0
  %837 = getelementptr inbounds float, ptr %Y, i64 %836
  %838 = sext i32 %i12225 to i64
  %839 = mul nsw i64 %838, 512
  %840 = add nsw i64 %839, 0
  %841 = getelementptr inbounds float, ptr %X_f, i64 %840
  call void @tilec_rt_stream(ptr %837, ptr %841, i64 2048)
  br label %if.end228

if.else227:                                       ; preds = %for.body223
  br label %for.cond229

if.end228:                                        ; preds = %for.end231, %if.then226
  %842 = add nsw i32 %i12225, 1
  br label %for.cond222, !llvm.loop !54

for.cond229:                                      ; preds = %for.body230, %if.else227
  %j2232 = phi i32 [ 0, %if.else227 ], [ %858, %for.body230 ]
  %843 = icmp slt i32 %j2232, 512
  br i1 %843, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %844 = sext i32 %i12225 to i64
  %845 = mul nsw i64 %844, 512
  %846 = sext i32 %j2232 to i64
  %847 = add nsw i64 %845, %846
  %848 = getelementptr inbounds float, ptr %X_f, i64 %847
  %849 = load float, ptr %848, align 4
  %850 = mul i32 %bx, 4
  %851 = add i32 %850, %i12225
  %852 = sext i32 %851 to i64
  %853 = sext i32 %N to i64
  %854 = mul nsw i64 %852, %853
  %855 = sext i32 %j2232 to i64
  %856 = add nsw i64 %854, %855
  %857 = getelementptr inbounds float, ptr %Y, i64 %856
  store float %849, ptr %857, align 4
  %858 = add nsw i32 %j2232, 1
  br label %for.cond229, !llvm.loop !55

for.end231:                                       ; preds = %for.cond229
  br label %if.end228

for.cond233:                                      ; preds = %if.end239, %if.else220
  %i12236 = phi i32 [ 0, %if.else220 ], [ %883, %if.end239 ]
  %859 = icmp slt i32 %i12236, 4
  br i1 %859, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %860 = sext i32 %N to i64
  %861 = icmp slt i64 %860, 0
  %862 = sext i32 %N to i64
  %863 = icmp sgt i64 %862, 512
  %864 = sext i32 %N to i64
  %865 = select i1 %863, i64 512, i64 %864
  %866 = select i1 %861, i64 0, i64 %865
  %tl_hi5 = trunc i64 %866 to i32
  %867 = mul i32 %bx, 4
  %868 = sext i32 %867 to i64
  %869 = sext i32 %i12236 to i64
  %870 = add i64 %868, %869
  %871 = icmp sle i64 0, %870
  %872 = mul i32 %bx, 4
  %873 = sext i32 %872 to i64
  %874 = sext i32 %i12236 to i64
  %875 = add i64 %873, %874
  %876 = sext i32 %M to i64
  %877 = icmp slt i64 %875, %876
  %878 = and i1 %871, %877
  br i1 %878, label %if.then237, label %if.else238

for.end235:                                       ; preds = %for.cond233
  br label %if.end221

if.then237:                                       ; preds = %for.body234
  %879 = sext i32 %M to i64
  %880 = sext i32 %N to i64
  %881 = mul i64 %879, %880
  %882 = icmp sge i64 %881, 8388608
  br i1 %882, label %if.then240, label %if.else241

if.else238:                                       ; preds = %for.body234
  br label %if.end239

if.end239:                                        ; preds = %if.else238, %if.end242
  %883 = add nsw i32 %i12236, 1
  br label %for.cond233, !llvm.loop !56

if.then240:                                       ; preds = %if.then237
  %884 = sext i32 %tl_hi5 to i64
  %885 = mul i32 %bx, 4
  %886 = add i32 %885, %i12236
  %887 = sext i32 %886 to i64
  %888 = sext i32 %N to i64
  %889 = mul nsw i64 %887, %888
  %890 = add nsw i64 %889, 0
  %891 = getelementptr inbounds float, ptr %Y, i64 %890
  %892 = sext i32 %i12236 to i64
  %893 = mul nsw i64 %892, 512
  %894 = add nsw i64 %893, 0
  %895 = getelementptr inbounds float, ptr %X_f, i64 %894
  %896 = mul i64 %884, 4
  call void @tilec_rt_stream(ptr %891, ptr %895, i64 %896)
  br label %if.end242

if.else241:                                       ; preds = %if.then237
  br label %for.cond243

if.end242:                                        ; preds = %for.end245, %if.then240
  br label %if.end239

for.cond243:                                      ; preds = %for.body244, %if.else241
  %j2246 = phi i32 [ 0, %if.else241 ], [ %912, %for.body244 ]
  %897 = icmp slt i32 %j2246, %tl_hi5
  br i1 %897, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %898 = sext i32 %i12236 to i64
  %899 = mul nsw i64 %898, 512
  %900 = sext i32 %j2246 to i64
  %901 = add nsw i64 %899, %900
  %902 = getelementptr inbounds float, ptr %X_f, i64 %901
  %903 = load float, ptr %902, align 4
  %904 = mul i32 %bx, 4
  %905 = add i32 %904, %i12236
  %906 = sext i32 %905 to i64
  %907 = sext i32 %N to i64
  %908 = mul nsw i64 %906, %907
  %909 = sext i32 %j2246 to i64
  %910 = add nsw i64 %908, %909
  %911 = getelementptr inbounds float, ptr %Y, i64 %910
  store float %903, ptr %911, align 4
  %912 = add nsw i32 %j2246, 1
  br label %for.cond243, !llvm.loop !57

for.end245:                                       ; preds = %for.cond243
  br label %if.end242

if.then247:                                       ; preds = %if.else121
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond250

if.else248:                                       ; preds = %if.else121
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond403

if.end249:                                        ; preds = %for.end511, %for.end399
  br label %if.end122

for.cond250:                                      ; preds = %if.end371, %if.then247
  %r = phi i32 [ 0, %if.then247 ], [ %1436, %if.end371 ]
  %913 = icmp slt i32 %r, 4
  br i1 %913, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %914 = mul i32 %bx, 4
  %915 = add i32 %914, %r
  %916 = icmp sle i32 0, %915
  %917 = mul i32 %bx, 4
  %918 = add i32 %917, %r
  %919 = sext i32 %918 to i64
  %920 = add i64 %919, 1
  %921 = sext i32 %M to i64
  %922 = icmp sle i64 %920, %921
  %923 = and i1 %916, %922
  %924 = sext i32 %N to i64
  %925 = icmp sle i64 4096, %924
  %926 = and i1 %923, %925
  br i1 %926, label %if.then253, label %if.else254

for.end252:                                       ; preds = %for.cond250
  br label %for.cond397

if.then253:                                       ; preds = %for.body251
  br label %for.cond256

if.else254:                                       ; preds = %for.body251
  br label %for.cond268

if.end255:                                        ; preds = %for.end270, %for.end258
  br label %for.cond283

for.cond256:                                      ; preds = %for.end267, %if.then253
  %i13 = phi i32 [ 0, %if.then253 ], [ %960, %for.end267 ]
  %927 = icmp slt i32 %i13, 1
  br i1 %927, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %928 = add i32 %r, 1
  %929 = icmp slt i32 %928, 4
  br i1 %929, label %if.then259, label %if.else260

for.end258:                                       ; preds = %for.cond256
  br label %if.end255

if.then259:                                       ; preds = %for.body257
  br label %for.cond262

if.else260:                                       ; preds = %for.body257
  br label %if.end261

if.end261:                                        ; preds = %if.else260, %for.end264
  br label %for.cond265

for.cond262:                                      ; preds = %for.body263, %if.then259
  %pf = phi i32 [ 0, %if.then259 ], [ %942, %for.body263 ]
  %930 = icmp slt i32 %pf, 256
  br i1 %930, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %931 = mul i32 %bx, 4
  %932 = add i32 %r, 1
  %933 = add i32 %931, %932
  %934 = add i32 %933, %i13
  %935 = sext i32 %934 to i64
  %936 = sext i32 %N to i64
  %937 = mul i64 %935, %936
  %938 = mul i32 %pf, 16
  %939 = sext i32 %938 to i64
  %940 = add i64 %937, %939
  %941 = getelementptr float, ptr %X, i64 %940
  call void @llvm.prefetch.p0(ptr %941, i32 0, i32 0, i32 1)
  %942 = add nsw i32 %pf, 1
  br label %for.cond262, !llvm.loop !58

for.end264:                                       ; preds = %for.cond262
  br label %if.end261

for.cond265:                                      ; preds = %for.body266, %if.end261
  %j3 = phi i32 [ 0, %if.end261 ], [ %959, %for.body266 ]
  %943 = icmp slt i32 %j3, 4096
  br i1 %943, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %944 = mul i32 %bx, 4
  %945 = add i32 %944, %r
  %946 = add i32 %945, %i13
  %947 = sext i32 %946 to i64
  %948 = sext i32 %N to i64
  %949 = mul nsw i64 %947, %948
  %950 = sext i32 %j3 to i64
  %951 = add nsw i64 %949, %950
  %952 = getelementptr inbounds float, ptr %X, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = sext i32 %i13 to i64
  %955 = mul nsw i64 %954, 4096
  %956 = sext i32 %j3 to i64
  %957 = add nsw i64 %955, %956
  %958 = getelementptr inbounds float, ptr %X_r, i64 %957
  store float %953, ptr %958, align 4
  %959 = add nsw i32 %j3, 1
  br label %for.cond265, !llvm.loop !59

for.end267:                                       ; preds = %for.cond265
  %960 = add nsw i32 %i13, 1
  br label %for.cond256, !llvm.loop !60

for.cond268:                                      ; preds = %if.end274, %if.else254
  %i13271 = phi i32 [ 0, %if.else254 ], [ %983, %if.end274 ]
  %961 = icmp slt i32 %i13271, 1
  br i1 %961, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %962 = sext i32 %N to i64
  %963 = icmp slt i64 %962, 0
  %964 = sext i32 %N to i64
  %965 = icmp sgt i64 %964, 4096
  %966 = sext i32 %N to i64
  %967 = select i1 %965, i64 4096, i64 %966
  %968 = select i1 %963, i64 0, i64 %967
  %tl_hi6 = trunc i64 %968 to i32
  %969 = mul i32 %bx, 4
  %970 = add i32 %969, %r
  %971 = sext i32 %970 to i64
  %972 = sext i32 %i13271 to i64
  %973 = add i64 %971, %972
  %974 = icmp sle i64 0, %973
  %975 = mul i32 %bx, 4
  %976 = add i32 %975, %r
  %977 = sext i32 %976 to i64
  %978 = sext i32 %i13271 to i64
  %979 = add i64 %977, %978
  %980 = sext i32 %M to i64
  %981 = icmp slt i64 %979, %980
  %982 = and i1 %974, %981
  br i1 %982, label %if.then272, label %if.else273

for.end270:                                       ; preds = %for.cond268
  br label %if.end255

if.then272:                                       ; preds = %for.body269
  br label %for.cond275

if.else273:                                       ; preds = %for.body269
  br label %for.cond279

if.end274:                                        ; preds = %for.end281, %for.end277
  %983 = add nsw i32 %i13271, 1
  br label %for.cond268, !llvm.loop !61

for.cond275:                                      ; preds = %for.body276, %if.then272
  %j3278 = phi i32 [ 0, %if.then272 ], [ %1000, %for.body276 ]
  %984 = icmp slt i32 %j3278, %tl_hi6
  br i1 %984, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %985 = mul i32 %bx, 4
  %986 = add i32 %985, %r
  %987 = add i32 %986, %i13271
  %988 = sext i32 %987 to i64
  %989 = sext i32 %N to i64
  %990 = mul nsw i64 %988, %989
  %991 = sext i32 %j3278 to i64
  %992 = add nsw i64 %990, %991
  %993 = getelementptr inbounds float, ptr %X, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = sext i32 %i13271 to i64
  %996 = mul nsw i64 %995, 4096
  %997 = sext i32 %j3278 to i64
  %998 = add nsw i64 %996, %997
  %999 = getelementptr inbounds float, ptr %X_r, i64 %998
  store float %994, ptr %999, align 4
  %1000 = add nsw i32 %j3278, 1
  br label %for.cond275, !llvm.loop !62

for.end277:                                       ; preds = %for.cond275
  br label %if.end274

for.cond279:                                      ; preds = %for.body280, %if.else273
  %j3282 = phi i32 [ 0, %if.else273 ], [ %1007, %for.body280 ]
  %1001 = icmp slt i32 %j3282, %tl_hi6
  br i1 %1001, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1002 = sext i32 %i13271 to i64
  %1003 = mul nsw i64 %1002, 4096
  %1004 = sext i32 %j3282 to i64
  %1005 = add nsw i64 %1003, %1004
  %1006 = getelementptr inbounds float, ptr %X_r, i64 %1005
  store float 0.000000e+00, ptr %1006, align 4
  %1007 = add nsw i32 %j3282, 1
  br label %for.cond279, !llvm.loop !63

for.end281:                                       ; preds = %for.cond279
  br label %if.end274

for.cond283:                                      ; preds = %for.end316, %if.end255
  %i6 = phi i32 [ 0, %if.end255 ], [ %1187, %for.end316 ]
  %1008 = icmp slt i32 %i6, 1
  br i1 %1008, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  br label %for.cond286

for.end285:                                       ; preds = %for.cond283
  br label %for.cond318

for.cond286:                                      ; preds = %for.end291, %for.body284
  %tl_r20 = phi i32 [ 0, %for.body284 ], [ %1083, %for.end291 ]
  %1009 = icmp slt i32 %tl_r20, 1
  br i1 %1009, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %1010 = sext i32 %N to i64
  %1011 = icmp slt i64 %1010, 0
  %1012 = sext i32 %N to i64
  %1013 = icmp sgt i64 %1012, 4096
  %1014 = sext i32 %N to i64
  %1015 = select i1 %1013, i64 4096, i64 %1014
  %1016 = select i1 %1011, i64 0, i64 %1015
  %tl_pad_from21 = trunc i64 %1016 to i32
  %1017 = sext i32 %N to i64
  %1018 = icmp slt i64 %1017, 0
  %1019 = sext i32 %N to i64
  %1020 = icmp sgt i64 %1019, 4096
  %1021 = sext i32 %N to i64
  %1022 = select i1 %1020, i64 4096, i64 %1021
  %1023 = select i1 %1018, i64 0, i64 %1022
  %1024 = trunc i64 %1023 to i32
  %1025 = add i32 %1024, 31
  %1026 = sdiv i32 %1025, 32
  %1027 = sub i32 0, %1025
  %1028 = select i1 false, i32 %1027, i32 %1026
  %1029 = mul i32 %1028, 32
  %1030 = icmp slt i32 %1029, 32
  %1031 = sext i32 %N to i64
  %1032 = icmp slt i64 %1031, 0
  %1033 = sext i32 %N to i64
  %1034 = icmp sgt i64 %1033, 4096
  %1035 = sext i32 %N to i64
  %1036 = select i1 %1034, i64 4096, i64 %1035
  %1037 = select i1 %1032, i64 0, i64 %1036
  %1038 = trunc i64 %1037 to i32
  %1039 = add i32 %1038, 31
  %1040 = sdiv i32 %1039, 32
  %1041 = sub i32 0, %1039
  %1042 = select i1 false, i32 %1041, i32 %1040
  %1043 = mul i32 %1042, 32
  %1044 = select i1 %1030, i32 32, i32 %1043
  %1045 = icmp slt i32 %1044, 4096
  %1046 = sext i32 %N to i64
  %1047 = icmp slt i64 %1046, 0
  %1048 = sext i32 %N to i64
  %1049 = icmp sgt i64 %1048, 4096
  %1050 = sext i32 %N to i64
  %1051 = select i1 %1049, i64 4096, i64 %1050
  %1052 = select i1 %1047, i64 0, i64 %1051
  %1053 = trunc i64 %1052 to i32
  %1054 = add i32 %1053, 31
  %1055 = sdiv i32 %1054, 32
  %1056 = sub i32 0, %1054
  %1057 = select i1 false, i32 %1056, i32 %1055
  %1058 = mul i32 %1057, 32
  %1059 = icmp slt i32 %1058, 32
  %1060 = sext i32 %N to i64
  %1061 = icmp slt i64 %1060, 0
  %1062 = sext i32 %N to i64
  %1063 = icmp sgt i64 %1062, 4096
  %1064 = sext i32 %N to i64
  %1065 = select i1 %1063, i64 4096, i64 %1064
  %1066 = select i1 %1061, i64 0, i64 %1065
  %1067 = trunc i64 %1066 to i32
  %1068 = add i32 %1067, 31
  %1069 = sdiv i32 %1068, 32
  %1070 = sub i32 0, %1068
  %1071 = select i1 false, i32 %1070, i32 %1069
  %1072 = mul i32 %1071, 32
  %1073 = select i1 %1059, i32 32, i32 %1072
  %1074 = select i1 %1045, i32 %1073, i32 4096
  %tl_pad_n23 = sub i32 %1074, %tl_pad_from21
  br label %for.cond289

for.end288:                                       ; preds = %for.cond286
  br label %for.cond292

for.cond289:                                      ; preds = %for.body290, %for.body287
  %tl_pad_k24 = phi i32 [ 0, %for.body287 ], [ %1082, %for.body290 ]
  %1075 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1075, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1076 = sext i32 %tl_r20 to i64
  %1077 = mul nsw i64 %1076, 4096
  %1078 = add i32 %tl_pad_from21, %tl_pad_k24
  %1079 = sext i32 %1078 to i64
  %1080 = add nsw i64 %1077, %1079
  %1081 = getelementptr inbounds float, ptr %X_r, i64 %1080
  store float 0xFFF0000000000000, ptr %1081, align 4
  %1082 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond289, !llvm.loop !64

for.end291:                                       ; preds = %for.cond289
  %1083 = add nsw i32 %tl_r20, 1
  br label %for.cond286, !llvm.loop !65

for.cond292:                                      ; preds = %for.body293, %for.end288
  %lane4 = phi i32 [ 0, %for.end288 ], [ %1093, %for.body293 ]
  %1084 = icmp slt i32 %lane4, 32
  br i1 %1084, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %1085 = sext i32 %i6 to i64
  %1086 = mul nsw i64 %1085, 4096
  %1087 = sext i32 %lane4 to i64
  %1088 = add nsw i64 %1086, %1087
  %1089 = getelementptr inbounds float, ptr %X_r, i64 %1088
  %1090 = load float, ptr %1089, align 4
  %1091 = sext i32 %lane4 to i64
  %1092 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1091
  store float %1090, ptr %1092, align 4
  %1093 = add nsw i32 %lane4, 1
  br label %for.cond292, !llvm.loop !66

for.end294:                                       ; preds = %for.cond292
  %1094 = sext i32 %N to i64
  %1095 = icmp slt i64 %1094, 0
  %1096 = sext i32 %N to i64
  %1097 = icmp sgt i64 %1096, 4096
  %1098 = sext i32 %N to i64
  %1099 = select i1 %1097, i64 4096, i64 %1098
  %1100 = select i1 %1095, i64 0, i64 %1099
  %1101 = trunc i64 %1100 to i32
  %1102 = add i32 %1101, 31
  %1103 = sdiv i32 %1102, 32
  %1104 = sub i32 0, %1102
  %1105 = select i1 false, i32 %1104, i32 %1103
  %1106 = sub i32 %1105, 1
  %1107 = icmp slt i32 %1106, 0
  %1108 = sext i32 %N to i64
  %1109 = icmp slt i64 %1108, 0
  %1110 = sext i32 %N to i64
  %1111 = icmp sgt i64 %1110, 4096
  %1112 = sext i32 %N to i64
  %1113 = select i1 %1111, i64 4096, i64 %1112
  %1114 = select i1 %1109, i64 0, i64 %1113
  %1115 = trunc i64 %1114 to i32
  %1116 = add i32 %1115, 31
  %1117 = sdiv i32 %1116, 32
  %1118 = sub i32 0, %1116
  %1119 = select i1 false, i32 %1118, i32 %1117
  %1120 = sub i32 %1119, 1
  %1121 = select i1 %1107, i32 0, i32 %1120
  %tl_steps26 = select i1 true, i32 %1121, i32 127
  %1122 = icmp eq i32 %tl_steps26, 127
  br i1 %1122, label %if.then295, label %if.else296

if.then295:                                       ; preds = %for.end294
  br label %for.cond298

if.else296:                                       ; preds = %for.end294
  br label %if.end297

if.end297:                                        ; preds = %if.else296, %for.end300
  br label %for.cond304

for.cond298:                                      ; preds = %for.end303, %if.then295
  %tl_r27 = phi i32 [ 0, %if.then295 ], [ %1139, %for.end303 ]
  %1123 = icmp slt i32 %tl_r27, 1
  br i1 %1123, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %1124 = sext i32 %N to i64
  %1125 = icmp slt i64 %1124, 0
  %1126 = sext i32 %N to i64
  %1127 = icmp sgt i64 %1126, 4096
  %1128 = sext i32 %N to i64
  %1129 = select i1 %1127, i64 4096, i64 %1128
  %1130 = select i1 %1125, i64 0, i64 %1129
  %tl_pad_from28 = trunc i64 %1130 to i32
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond301

for.end300:                                       ; preds = %for.cond298
  br label %if.end297

for.cond301:                                      ; preds = %for.body302, %for.body299
  %tl_pad_k31 = phi i32 [ 0, %for.body299 ], [ %1138, %for.body302 ]
  %1131 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1131, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %1132 = sext i32 %tl_r27 to i64
  %1133 = mul nsw i64 %1132, 4096
  %1134 = add i32 %tl_pad_from28, %tl_pad_k31
  %1135 = sext i32 %1134 to i64
  %1136 = add nsw i64 %1133, %1135
  %1137 = getelementptr inbounds float, ptr %X_r, i64 %1136
  store float 0xFFF0000000000000, ptr %1137, align 4
  %1138 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond301, !llvm.loop !67

for.end303:                                       ; preds = %for.cond301
  %1139 = add nsw i32 %tl_r27, 1
  br label %for.cond298, !llvm.loop !68

for.cond304:                                      ; preds = %for.end309, %if.end297
  %red4 = phi i32 [ 0, %if.end297 ], [ %1160, %for.end309 ]
  %1140 = icmp slt i32 %red4, %tl_steps26
  br i1 %1140, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  br label %for.cond307

for.end306:                                       ; preds = %for.cond304
  %1141 = icmp slt i32 %tl_steps26, 127
  br i1 %1141, label %if.then311, label %if.else312

for.cond307:                                      ; preds = %for.body308, %for.body305
  %lane4310 = phi i32 [ 0, %for.body305 ], [ %1159, %for.body308 ]
  %1142 = icmp slt i32 %lane4310, 32
  br i1 %1142, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1143 = sext i32 %lane4310 to i64
  %1144 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1143
  %lane_acc2 = load float, ptr %1144, align 4
  %1145 = sext i32 %i6 to i64
  %1146 = mul nsw i64 %1145, 4096
  %1147 = add i32 %red4, 1
  %1148 = mul i32 %1147, 32
  %1149 = add i32 %1148, %lane4310
  %1150 = sext i32 %1149 to i64
  %1151 = add nsw i64 %1146, %1150
  %1152 = getelementptr inbounds float, ptr %X_r, i64 %1151
  %lane_next2 = load float, ptr %1152, align 4
  %1153 = fcmp une float %lane_next2, %lane_next2
  %1154 = fcmp ogt float %lane_acc2, %lane_next2
  %1155 = select i1 %1154, float %lane_acc2, float %lane_next2
  %1156 = select i1 %1153, float %lane_acc2, float %1155
  %1157 = sext i32 %lane4310 to i64
  %1158 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1157
  store float %1156, ptr %1158, align 4
  %1159 = add nsw i32 %lane4310, 1
  br label %for.cond307, !llvm.loop !69

for.end309:                                       ; preds = %for.cond307
  %1160 = add nsw i32 %red4, 1
  br label %for.cond304, !llvm.loop !70

if.then311:                                       ; preds = %for.end306
  %1161 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1162 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1161
  %1163 = load float, ptr %1162, align 4
  %1164 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1165 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1164
  %1166 = load float, ptr %1165, align 4
  %1167 = fcmp ogt float %1166, 0xFFF0000000000000
  %1168 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1169 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1168
  %1170 = load float, ptr %1169, align 4
  %1171 = select i1 %1167, float %1170, float 0xFFF0000000000000
  %1172 = select i1 false, float %1163, float %1171
  %1173 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1172, ptr %1173, align 4
  br label %if.end313

if.else312:                                       ; preds = %for.end306
  br label %if.end313

if.end313:                                        ; preds = %if.else312, %if.then311
  %1174 = sext i32 %i6 to i64
  %1175 = getelementptr inbounds float, ptr %m_r, i64 %1174
  store float 0xFFF0000000000000, ptr %1175, align 4
  br label %for.cond314

for.cond314:                                      ; preds = %for.body315, %if.end313
  %lane4317 = phi i32 [ 0, %if.end313 ], [ %1186, %for.body315 ]
  %1176 = icmp slt i32 %lane4317, 32
  br i1 %1176, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1177 = sext i32 %i6 to i64
  %1178 = getelementptr inbounds float, ptr %m_r, i64 %1177
  %1179 = load float, ptr %1178, align 4
  %1180 = sext i32 %lane4317 to i64
  %1181 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1180
  %1182 = load float, ptr %1181, align 4
  %1183 = call float @llvm.maxnum.f32(float %1179, float %1182)
  %1184 = sext i32 %i6 to i64
  %1185 = getelementptr inbounds float, ptr %m_r, i64 %1184
  store float %1183, ptr %1185, align 4
  %1186 = add nsw i32 %lane4317, 1
  br label %for.cond314, !llvm.loop !71

for.end316:                                       ; preds = %for.cond314
  %1187 = add nsw i32 %i6, 1
  br label %for.cond283, !llvm.loop !72

for.cond318:                                      ; preds = %for.end324, %for.end285
  %i321 = phi i32 [ 0, %for.end285 ], [ %1213, %for.end324 ]
  %1188 = icmp slt i32 %i321, 1
  br i1 %1188, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1189 = sext i32 %N to i64
  %1190 = icmp slt i64 %1189, 0
  %1191 = sext i32 %N to i64
  %1192 = icmp sgt i64 %1191, 4096
  %1193 = sext i32 %N to i64
  %1194 = select i1 %1192, i64 4096, i64 %1193
  %1195 = select i1 %1190, i64 0, i64 %1194
  %tl_cols32 = trunc i64 %1195 to i32
  br label %for.cond322

for.end320:                                       ; preds = %for.cond318
  br label %for.cond326

for.cond322:                                      ; preds = %for.body323, %for.body319
  %j325 = phi i32 [ 0, %for.body319 ], [ %1212, %for.body323 ]
  %1196 = icmp slt i32 %j325, %tl_cols32
  br i1 %1196, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1197 = sext i32 %i321 to i64
  %1198 = mul nsw i64 %1197, 4096
  %1199 = sext i32 %j325 to i64
  %1200 = add nsw i64 %1198, %1199
  %1201 = getelementptr inbounds float, ptr %X_r, i64 %1200
  %1202 = load float, ptr %1201, align 4
  %1203 = getelementptr inbounds float, ptr %m_r, i64 0
  %1204 = load float, ptr %1203, align 4
  %1205 = fsub float %1202, %1204
  %1206 = call float @tilec_expf(float %1205)
  %1207 = sext i32 %i321 to i64
  %1208 = mul nsw i64 %1207, 4096
  %1209 = sext i32 %j325 to i64
  %1210 = add nsw i64 %1208, %1209
  %1211 = getelementptr inbounds float, ptr %X_r, i64 %1210
  store float %1206, ptr %1211, align 4
  %1212 = add nsw i32 %j325, 1
  br label %for.cond322, !llvm.loop !73

for.end324:                                       ; preds = %for.cond322
  %1213 = add nsw i32 %i321, 1
  br label %for.cond318, !llvm.loop !74

for.cond326:                                      ; preds = %for.end359, %for.end320
  %i7 = phi i32 [ 0, %for.end320 ], [ %1396, %for.end359 ]
  %1214 = icmp slt i32 %i7, 1
  br i1 %1214, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  br label %for.cond329

for.end328:                                       ; preds = %for.cond326
  br label %for.cond361

for.cond329:                                      ; preds = %for.end334, %for.body327
  %tl_r34 = phi i32 [ 0, %for.body327 ], [ %1292, %for.end334 ]
  %1215 = icmp slt i32 %tl_r34, 1
  br i1 %1215, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  %1216 = sext i32 %N to i64
  %1217 = icmp slt i64 %1216, 0
  %1218 = sext i32 %N to i64
  %1219 = icmp sgt i64 %1218, 4096
  %1220 = sext i32 %N to i64
  %1221 = select i1 %1219, i64 4096, i64 %1220
  %1222 = select i1 %1217, i64 0, i64 %1221
  %tl_pad_from35 = trunc i64 %1222 to i32
  %1223 = getelementptr inbounds float, ptr %m_r, i64 0
  %1224 = load float, ptr %1223, align 4
  %1225 = fsub float 0xFFF0000000000000, %1224
  %tl_pad_v36 = call float @tilec_expf(float %1225)
  %1226 = sext i32 %N to i64
  %1227 = icmp slt i64 %1226, 0
  %1228 = sext i32 %N to i64
  %1229 = icmp sgt i64 %1228, 4096
  %1230 = sext i32 %N to i64
  %1231 = select i1 %1229, i64 4096, i64 %1230
  %1232 = select i1 %1227, i64 0, i64 %1231
  %1233 = trunc i64 %1232 to i32
  %1234 = add i32 %1233, 31
  %1235 = sdiv i32 %1234, 32
  %1236 = sub i32 0, %1234
  %1237 = select i1 false, i32 %1236, i32 %1235
  %1238 = mul i32 %1237, 32
  %1239 = icmp slt i32 %1238, 32
  %1240 = sext i32 %N to i64
  %1241 = icmp slt i64 %1240, 0
  %1242 = sext i32 %N to i64
  %1243 = icmp sgt i64 %1242, 4096
  %1244 = sext i32 %N to i64
  %1245 = select i1 %1243, i64 4096, i64 %1244
  %1246 = select i1 %1241, i64 0, i64 %1245
  %1247 = trunc i64 %1246 to i32
  %1248 = add i32 %1247, 31
  %1249 = sdiv i32 %1248, 32
  %1250 = sub i32 0, %1248
  %1251 = select i1 false, i32 %1250, i32 %1249
  %1252 = mul i32 %1251, 32
  %1253 = select i1 %1239, i32 32, i32 %1252
  %1254 = icmp slt i32 %1253, 4096
  %1255 = sext i32 %N to i64
  %1256 = icmp slt i64 %1255, 0
  %1257 = sext i32 %N to i64
  %1258 = icmp sgt i64 %1257, 4096
  %1259 = sext i32 %N to i64
  %1260 = select i1 %1258, i64 4096, i64 %1259
  %1261 = select i1 %1256, i64 0, i64 %1260
  %1262 = trunc i64 %1261 to i32
  %1263 = add i32 %1262, 31
  %1264 = sdiv i32 %1263, 32
  %1265 = sub i32 0, %1263
  %1266 = select i1 false, i32 %1265, i32 %1264
  %1267 = mul i32 %1266, 32
  %1268 = icmp slt i32 %1267, 32
  %1269 = sext i32 %N to i64
  %1270 = icmp slt i64 %1269, 0
  %1271 = sext i32 %N to i64
  %1272 = icmp sgt i64 %1271, 4096
  %1273 = sext i32 %N to i64
  %1274 = select i1 %1272, i64 4096, i64 %1273
  %1275 = select i1 %1270, i64 0, i64 %1274
  %1276 = trunc i64 %1275 to i32
  %1277 = add i32 %1276, 31
  %1278 = sdiv i32 %1277, 32
  %1279 = sub i32 0, %1277
  %1280 = select i1 false, i32 %1279, i32 %1278
  %1281 = mul i32 %1280, 32
  %1282 = select i1 %1268, i32 32, i32 %1281
  %1283 = select i1 %1254, i32 %1282, i32 4096
  %tl_pad_n37 = sub i32 %1283, %tl_pad_from35
  br label %for.cond332

for.end331:                                       ; preds = %for.cond329
  br label %for.cond335

for.cond332:                                      ; preds = %for.body333, %for.body330
  %tl_pad_k38 = phi i32 [ 0, %for.body330 ], [ %1291, %for.body333 ]
  %1284 = icmp slt i32 %tl_pad_k38, %tl_pad_n37
  br i1 %1284, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1285 = sext i32 %tl_r34 to i64
  %1286 = mul nsw i64 %1285, 4096
  %1287 = add i32 %tl_pad_from35, %tl_pad_k38
  %1288 = sext i32 %1287 to i64
  %1289 = add nsw i64 %1286, %1288
  %1290 = getelementptr inbounds float, ptr %X_r, i64 %1289
  store float %tl_pad_v36, ptr %1290, align 4
  %1291 = add nsw i32 %tl_pad_k38, 1
  br label %for.cond332, !llvm.loop !75

for.end334:                                       ; preds = %for.cond332
  %1292 = add nsw i32 %tl_r34, 1
  br label %for.cond329, !llvm.loop !76

for.cond335:                                      ; preds = %for.body336, %for.end331
  %lane5 = phi i32 [ 0, %for.end331 ], [ %1302, %for.body336 ]
  %1293 = icmp slt i32 %lane5, 32
  br i1 %1293, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1294 = sext i32 %i7 to i64
  %1295 = mul nsw i64 %1294, 4096
  %1296 = sext i32 %lane5 to i64
  %1297 = add nsw i64 %1295, %1296
  %1298 = getelementptr inbounds float, ptr %X_r, i64 %1297
  %1299 = load float, ptr %1298, align 4
  %1300 = sext i32 %lane5 to i64
  %1301 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1300
  store float %1299, ptr %1301, align 4
  %1302 = add nsw i32 %lane5, 1
  br label %for.cond335, !llvm.loop !77

for.end337:                                       ; preds = %for.cond335
  %1303 = getelementptr inbounds float, ptr %m_r, i64 0
  %1304 = load float, ptr %1303, align 4
  %1305 = fsub float 0xFFF0000000000000, %1304
  %tl_pad39 = call float @tilec_expf(float %1305)
  %1306 = fadd float %tl_pad39, %tl_pad39
  %1307 = fcmp oeq float %1306, %tl_pad39
  %1308 = fcmp une float %tl_pad39, %tl_pad39
  %1309 = or i1 %1307, %1308
  %1310 = sext i32 %N to i64
  %1311 = icmp slt i64 %1310, 0
  %1312 = sext i32 %N to i64
  %1313 = icmp sgt i64 %1312, 4096
  %1314 = sext i32 %N to i64
  %1315 = select i1 %1313, i64 4096, i64 %1314
  %1316 = select i1 %1311, i64 0, i64 %1315
  %1317 = trunc i64 %1316 to i32
  %1318 = add i32 %1317, 31
  %1319 = sdiv i32 %1318, 32
  %1320 = sub i32 0, %1318
  %1321 = select i1 false, i32 %1320, i32 %1319
  %1322 = sub i32 %1321, 1
  %1323 = icmp slt i32 %1322, 0
  %1324 = sext i32 %N to i64
  %1325 = icmp slt i64 %1324, 0
  %1326 = sext i32 %N to i64
  %1327 = icmp sgt i64 %1326, 4096
  %1328 = sext i32 %N to i64
  %1329 = select i1 %1327, i64 4096, i64 %1328
  %1330 = select i1 %1325, i64 0, i64 %1329
  %1331 = trunc i64 %1330 to i32
  %1332 = add i32 %1331, 31
  %1333 = sdiv i32 %1332, 32
  %1334 = sub i32 0, %1332
  %1335 = select i1 false, i32 %1334, i32 %1333
  %1336 = sub i32 %1335, 1
  %1337 = select i1 %1323, i32 0, i32 %1336
  %tl_steps40 = select i1 %1309, i32 %1337, i32 127
  %1338 = icmp eq i32 %tl_steps40, 127
  br i1 %1338, label %if.then338, label %if.else339

if.then338:                                       ; preds = %for.end337
  br label %for.cond341

if.else339:                                       ; preds = %for.end337
  br label %if.end340

if.end340:                                        ; preds = %if.else339, %for.end343
  br label %for.cond347

for.cond341:                                      ; preds = %for.end346, %if.then338
  %tl_r41 = phi i32 [ 0, %if.then338 ], [ %1358, %for.end346 ]
  %1339 = icmp slt i32 %tl_r41, 1
  br i1 %1339, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1340 = sext i32 %N to i64
  %1341 = icmp slt i64 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp sgt i64 %1342, 4096
  %1344 = sext i32 %N to i64
  %1345 = select i1 %1343, i64 4096, i64 %1344
  %1346 = select i1 %1341, i64 0, i64 %1345
  %tl_pad_from42 = trunc i64 %1346 to i32
  %1347 = getelementptr inbounds float, ptr %m_r, i64 0
  %1348 = load float, ptr %1347, align 4
  %1349 = fsub float 0xFFF0000000000000, %1348
  %tl_pad_v43 = call float @tilec_expf(float %1349)
  %tl_pad_n44 = sub i32 4096, %tl_pad_from42
  br label %for.cond344

for.end343:                                       ; preds = %for.cond341
  br label %if.end340

for.cond344:                                      ; preds = %for.body345, %for.body342
  %tl_pad_k45 = phi i32 [ 0, %for.body342 ], [ %1357, %for.body345 ]
  %1350 = icmp slt i32 %tl_pad_k45, %tl_pad_n44
  br i1 %1350, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1351 = sext i32 %tl_r41 to i64
  %1352 = mul nsw i64 %1351, 4096
  %1353 = add i32 %tl_pad_from42, %tl_pad_k45
  %1354 = sext i32 %1353 to i64
  %1355 = add nsw i64 %1352, %1354
  %1356 = getelementptr inbounds float, ptr %X_r, i64 %1355
  store float %tl_pad_v43, ptr %1356, align 4
  %1357 = add nsw i32 %tl_pad_k45, 1
  br label %for.cond344, !llvm.loop !78

for.end346:                                       ; preds = %for.cond344
  %1358 = add nsw i32 %tl_r41, 1
  br label %for.cond341, !llvm.loop !79

for.cond347:                                      ; preds = %for.end352, %if.end340
  %red5 = phi i32 [ 0, %if.end340 ], [ %1378, %for.end352 ]
  %1359 = icmp slt i32 %red5, %tl_steps40
  br i1 %1359, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  br label %for.cond350

for.end349:                                       ; preds = %for.cond347
  %1360 = icmp slt i32 %tl_steps40, 127
  br i1 %1360, label %if.then354, label %if.else355

for.cond350:                                      ; preds = %for.body351, %for.body348
  %lane5353 = phi i32 [ 0, %for.body348 ], [ %1377, %for.body351 ]
  %1361 = icmp slt i32 %lane5353, 32
  br i1 %1361, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1362 = sext i32 %lane5353 to i64
  %1363 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1362
  %1364 = load float, ptr %1363, align 4
  %1365 = sext i32 %i7 to i64
  %1366 = mul nsw i64 %1365, 4096
  %1367 = add i32 %red5, 1
  %1368 = mul i32 %1367, 32
  %1369 = add i32 %1368, %lane5353
  %1370 = sext i32 %1369 to i64
  %1371 = add nsw i64 %1366, %1370
  %1372 = getelementptr inbounds float, ptr %X_r, i64 %1371
  %1373 = load float, ptr %1372, align 4
  %1374 = fadd float %1364, %1373
  %1375 = sext i32 %lane5353 to i64
  %1376 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1375
  store float %1374, ptr %1376, align 4
  %1377 = add nsw i32 %lane5353, 1
  br label %for.cond350, !llvm.loop !80

for.end352:                                       ; preds = %for.cond350
  %1378 = add nsw i32 %red5, 1
  br label %for.cond347, !llvm.loop !81

if.then354:                                       ; preds = %for.end349
  %1379 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1380 = load float, ptr %1379, align 4
  %1381 = fadd float %1380, %tl_pad39
  %1382 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1381, ptr %1382, align 4
  br label %if.end356

if.else355:                                       ; preds = %for.end349
  br label %if.end356

if.end356:                                        ; preds = %if.else355, %if.then354
  %1383 = sext i32 %i7 to i64
  %1384 = getelementptr inbounds float, ptr %l_r, i64 %1383
  store float 0.000000e+00, ptr %1384, align 4
  br label %for.cond357

for.cond357:                                      ; preds = %for.body358, %if.end356
  %lane5360 = phi i32 [ 0, %if.end356 ], [ %1395, %for.body358 ]
  %1385 = icmp slt i32 %lane5360, 32
  br i1 %1385, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1386 = sext i32 %i7 to i64
  %1387 = getelementptr inbounds float, ptr %l_r, i64 %1386
  %1388 = load float, ptr %1387, align 4
  %1389 = sext i32 %lane5360 to i64
  %1390 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1389
  %1391 = load float, ptr %1390, align 4
  %1392 = fadd float %1388, %1391
  %1393 = sext i32 %i7 to i64
  %1394 = getelementptr inbounds float, ptr %l_r, i64 %1393
  store float %1392, ptr %1394, align 4
  %1395 = add nsw i32 %lane5360, 1
  br label %for.cond357, !llvm.loop !82

for.end359:                                       ; preds = %for.cond357
  %1396 = add nsw i32 %i7, 1
  br label %for.cond326, !llvm.loop !83

for.cond361:                                      ; preds = %for.end367, %for.end328
  %i364 = phi i32 [ 0, %for.end328 ], [ %1435, %for.end367 ]
  %1397 = icmp slt i32 %i364, 1
  br i1 %1397, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1398 = sext i32 %N to i64
  %1399 = icmp slt i64 %1398, 0
  %1400 = sext i32 %N to i64
  %1401 = icmp sgt i64 %1400, 4096
  %1402 = sext i32 %N to i64
  %1403 = select i1 %1401, i64 4096, i64 %1402
  %1404 = select i1 %1399, i64 0, i64 %1403
  %tl_cols46 = trunc i64 %1404 to i32
  br label %for.cond365

for.end363:                                       ; preds = %for.cond361
  %1405 = mul i32 %bx, 4
  %1406 = add i32 %1405, %r
  %1407 = icmp sle i32 0, %1406
  %1408 = mul i32 %bx, 4
  %1409 = add i32 %1408, %r
  %1410 = sext i32 %1409 to i64
  %1411 = add i64 %1410, 1
  %1412 = sext i32 %M to i64
  %1413 = icmp sle i64 %1411, %1412
  %1414 = and i1 %1407, %1413
  %1415 = sext i32 %N to i64
  %1416 = icmp sle i64 4096, %1415
  %1417 = and i1 %1414, %1416
  br i1 %1417, label %if.then369, label %if.else370

for.cond365:                                      ; preds = %for.body366, %for.body362
  %j368 = phi i32 [ 0, %for.body362 ], [ %1434, %for.body366 ]
  %1418 = icmp slt i32 %j368, %tl_cols46
  br i1 %1418, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1419 = sext i32 %i364 to i64
  %1420 = mul nsw i64 %1419, 4096
  %1421 = sext i32 %j368 to i64
  %1422 = add nsw i64 %1420, %1421
  %1423 = getelementptr inbounds float, ptr %X_r, i64 %1422
  %1424 = load float, ptr %1423, align 4
  %1425 = getelementptr inbounds float, ptr %l_r, i64 0
  %1426 = load float, ptr %1425, align 4
  %1427 = fdiv float 1.000000e+00, %1426
  %1428 = fmul float %1424, %1427
  %1429 = sext i32 %i364 to i64
  %1430 = mul nsw i64 %1429, 4096
  %1431 = sext i32 %j368 to i64
  %1432 = add nsw i64 %1430, %1431
  %1433 = getelementptr inbounds float, ptr %X_r, i64 %1432
  store float %1428, ptr %1433, align 4
  %1434 = add nsw i32 %j368, 1
  br label %for.cond365, !llvm.loop !84

for.end367:                                       ; preds = %for.cond365
  %1435 = add nsw i32 %i364, 1
  br label %for.cond361, !llvm.loop !85

if.then369:                                       ; preds = %for.end363
  br label %for.cond372

if.else370:                                       ; preds = %for.end363
  br label %for.cond383

if.end371:                                        ; preds = %for.end385, %for.end374
  %1436 = add nsw i32 %r, 1
  br label %for.cond250, !llvm.loop !86

for.cond372:                                      ; preds = %if.end378, %if.then369
  %i13375 = phi i32 [ 0, %if.then369 ], [ %1454, %if.end378 ]
  %1437 = icmp slt i32 %i13375, 1
  br i1 %1437, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  %1438 = sext i32 %M to i64
  %1439 = sext i32 %N to i64
  %1440 = mul i64 %1438, %1439
  %1441 = icmp sge i64 %1440, 8388608
  br i1 %1441, label %if.then376, label %if.else377

for.end374:                                       ; preds = %for.cond372
  br label %if.end371

if.then376:                                       ; preds = %for.body373
  %1442 = mul i32 %bx, 4
  %1443 = add i32 %1442, %r
  %1444 = add i32 %1443, %i13375
  %1445 = sext i32 %1444 to i64
  %1446 = sext i32 %N to i64
  %1447 = mul nsw i64 %1445, %1446
  %1448 = add nsw i64 %1447, 0
  %1449 = getelementptr inbounds float, ptr %Y, i64 %1448
  %1450 = sext i32 %i13375 to i64
  %1451 = mul nsw i64 %1450, 4096
  %1452 = add nsw i64 %1451, 0
  %1453 = getelementptr inbounds float, ptr %X_r, i64 %1452
  call void @tilec_rt_stream(ptr %1449, ptr %1453, i64 16384)
  br label %if.end378

if.else377:                                       ; preds = %for.body373
  br label %for.cond379

if.end378:                                        ; preds = %for.end381, %if.then376
  %1454 = add nsw i32 %i13375, 1
  br label %for.cond372, !llvm.loop !87

for.cond379:                                      ; preds = %for.body380, %if.else377
  %j3382 = phi i32 [ 0, %if.else377 ], [ %1471, %for.body380 ]
  %1455 = icmp slt i32 %j3382, 4096
  br i1 %1455, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1456 = sext i32 %i13375 to i64
  %1457 = mul nsw i64 %1456, 4096
  %1458 = sext i32 %j3382 to i64
  %1459 = add nsw i64 %1457, %1458
  %1460 = getelementptr inbounds float, ptr %X_r, i64 %1459
  %1461 = load float, ptr %1460, align 4
  %1462 = mul i32 %bx, 4
  %1463 = add i32 %1462, %r
  %1464 = add i32 %1463, %i13375
  %1465 = sext i32 %1464 to i64
  %1466 = sext i32 %N to i64
  %1467 = mul nsw i64 %1465, %1466
  %1468 = sext i32 %j3382 to i64
  %1469 = add nsw i64 %1467, %1468
  %1470 = getelementptr inbounds float, ptr %Y, i64 %1469
  store float %1461, ptr %1470, align 4
  %1471 = add nsw i32 %j3382, 1
  br label %for.cond379, !llvm.loop !88

for.end381:                                       ; preds = %for.cond379
  br label %if.end378

for.cond383:                                      ; preds = %if.end389, %if.else370
  %i13386 = phi i32 [ 0, %if.else370 ], [ %1498, %if.end389 ]
  %1472 = icmp slt i32 %i13386, 1
  br i1 %1472, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1473 = sext i32 %N to i64
  %1474 = icmp slt i64 %1473, 0
  %1475 = sext i32 %N to i64
  %1476 = icmp sgt i64 %1475, 4096
  %1477 = sext i32 %N to i64
  %1478 = select i1 %1476, i64 4096, i64 %1477
  %1479 = select i1 %1474, i64 0, i64 %1478
  %tl_hi8 = trunc i64 %1479 to i32
  %1480 = mul i32 %bx, 4
  %1481 = add i32 %1480, %r
  %1482 = sext i32 %1481 to i64
  %1483 = sext i32 %i13386 to i64
  %1484 = add i64 %1482, %1483
  %1485 = icmp sle i64 0, %1484
  %1486 = mul i32 %bx, 4
  %1487 = add i32 %1486, %r
  %1488 = sext i32 %1487 to i64
  %1489 = sext i32 %i13386 to i64
  %1490 = add i64 %1488, %1489
  %1491 = sext i32 %M to i64
  %1492 = icmp slt i64 %1490, %1491
  %1493 = and i1 %1485, %1492
  br i1 %1493, label %if.then387, label %if.else388

for.end385:                                       ; preds = %for.cond383
  br label %if.end371

if.then387:                                       ; preds = %for.body384
  %1494 = sext i32 %M to i64
  %1495 = sext i32 %N to i64
  %1496 = mul i64 %1494, %1495
  %1497 = icmp sge i64 %1496, 8388608
  br i1 %1497, label %if.then390, label %if.else391

if.else388:                                       ; preds = %for.body384
  br label %if.end389

if.end389:                                        ; preds = %if.else388, %if.end392
  %1498 = add nsw i32 %i13386, 1
  br label %for.cond383, !llvm.loop !89

if.then390:                                       ; preds = %if.then387
  %1499 = sext i32 %tl_hi8 to i64
  %1500 = mul i32 %bx, 4
  %1501 = add i32 %1500, %r
  %1502 = add i32 %1501, %i13386
  %1503 = sext i32 %1502 to i64
  %1504 = sext i32 %N to i64
  %1505 = mul nsw i64 %1503, %1504
  %1506 = add nsw i64 %1505, 0
  %1507 = getelementptr inbounds float, ptr %Y, i64 %1506
  %1508 = sext i32 %i13386 to i64
  %1509 = mul nsw i64 %1508, 4096
  %1510 = add nsw i64 %1509, 0
  %1511 = getelementptr inbounds float, ptr %X_r, i64 %1510
  %1512 = mul i64 %1499, 4
  call void @tilec_rt_stream(ptr %1507, ptr %1511, i64 %1512)
  br label %if.end392

if.else391:                                       ; preds = %if.then387
  br label %for.cond393

if.end392:                                        ; preds = %for.end395, %if.then390
  br label %if.end389

for.cond393:                                      ; preds = %for.body394, %if.else391
  %j3396 = phi i32 [ 0, %if.else391 ], [ %1529, %for.body394 ]
  %1513 = icmp slt i32 %j3396, %tl_hi8
  br i1 %1513, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1514 = sext i32 %i13386 to i64
  %1515 = mul nsw i64 %1514, 4096
  %1516 = sext i32 %j3396 to i64
  %1517 = add nsw i64 %1515, %1516
  %1518 = getelementptr inbounds float, ptr %X_r, i64 %1517
  %1519 = load float, ptr %1518, align 4
  %1520 = mul i32 %bx, 4
  %1521 = add i32 %1520, %r
  %1522 = add i32 %1521, %i13386
  %1523 = sext i32 %1522 to i64
  %1524 = sext i32 %N to i64
  %1525 = mul nsw i64 %1523, %1524
  %1526 = sext i32 %j3396 to i64
  %1527 = add nsw i64 %1525, %1526
  %1528 = getelementptr inbounds float, ptr %Y, i64 %1527
  store float %1519, ptr %1528, align 4
  %1529 = add nsw i32 %j3396, 1
  br label %for.cond393, !llvm.loop !90

for.end395:                                       ; preds = %for.cond393
  br label %if.end392

for.cond397:                                      ; preds = %for.end402, %for.end252
  %tl_r48 = phi i32 [ 0, %for.end252 ], [ %1553, %for.end402 ]
  %1530 = icmp slt i32 %tl_r48, 1
  br i1 %1530, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1531 = sext i32 %N to i64
  %1532 = icmp slt i64 %1531, 0
  %1533 = sext i32 %N to i64
  %1534 = icmp sgt i64 %1533, 4096
  %1535 = sext i32 %N to i64
  %1536 = select i1 %1534, i64 4096, i64 %1535
  %1537 = select i1 %1532, i64 0, i64 %1536
  %tl_pad_from49 = trunc i64 %1537 to i32
  %1538 = getelementptr inbounds float, ptr %m_r, i64 0
  %1539 = load float, ptr %1538, align 4
  %1540 = fsub float 0xFFF0000000000000, %1539
  %1541 = call float @tilec_expf(float %1540)
  %1542 = getelementptr inbounds float, ptr %l_r, i64 0
  %1543 = load float, ptr %1542, align 4
  %1544 = fdiv float 1.000000e+00, %1543
  %tl_pad_v50 = fmul float %1541, %1544
  %tl_pad_n51 = sub i32 4096, %tl_pad_from49
  br label %for.cond400

for.end399:                                       ; preds = %for.cond397
  br label %if.end249

for.cond400:                                      ; preds = %for.body401, %for.body398
  %tl_pad_k52 = phi i32 [ 0, %for.body398 ], [ %1552, %for.body401 ]
  %1545 = icmp slt i32 %tl_pad_k52, %tl_pad_n51
  br i1 %1545, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1546 = sext i32 %tl_r48 to i64
  %1547 = mul nsw i64 %1546, 4096
  %1548 = add i32 %tl_pad_from49, %tl_pad_k52
  %1549 = sext i32 %1548 to i64
  %1550 = add nsw i64 %1547, %1549
  %1551 = getelementptr inbounds float, ptr %X_r, i64 %1550
  store float %tl_pad_v50, ptr %1551, align 4
  %1552 = add nsw i32 %tl_pad_k52, 1
  br label %for.cond400, !llvm.loop !91

for.end402:                                       ; preds = %for.cond400
  %1553 = add nsw i32 %tl_r48, 1
  br label %for.cond397, !llvm.loop !92

for.cond403:                                      ; preds = %for.body404, %if.else248
  %i14 = phi i32 [ 0, %if.else248 ], [ %1557, %for.body404 ]
  %1554 = icmp slt i32 %i14, 4
  br i1 %1554, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1555 = sext i32 %i14 to i64
  %1556 = getelementptr inbounds float, ptr %m, i64 %1555
  store float 0xFFF0000000000000, ptr %1556, align 4
  %1557 = add nsw i32 %i14, 1
  br label %for.cond403, !llvm.loop !93

for.end405:                                       ; preds = %for.cond403
  br label %for.cond406

for.cond406:                                      ; preds = %for.body407, %for.end405
  %i14409 = phi i32 [ 0, %for.end405 ], [ %1561, %for.body407 ]
  %1558 = icmp slt i32 %i14409, 4
  br i1 %1558, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1559 = sext i32 %i14409 to i64
  %1560 = getelementptr inbounds float, ptr %l, i64 %1559
  store float 0.000000e+00, ptr %1560, align 4
  %1561 = add nsw i32 %i14409, 1
  br label %for.cond406, !llvm.loop !94

for.end408:                                       ; preds = %for.cond406
  %1562 = sext i32 %N to i64
  %1563 = sdiv i64 %1562, 512
  %1564 = sub i64 0, %1562
  %1565 = select i1 false, i64 %1564, i64 %1563
  %1566 = srem i64 %1562, 512
  %1567 = icmp ne i64 %1566, 0
  %1568 = icmp slt i64 %1562, 0
  %1569 = icmp eq i1 %1568, false
  %1570 = and i1 %1567, %1569
  %1571 = zext i1 %1570 to i64
  %1572 = add i64 %1565, %1571
  %1573 = trunc i64 %1572 to i32
  br label %for.cond410

for.cond410:                                      ; preds = %for.end507, %for.end408
  %c = phi i32 [ 0, %for.end408 ], [ %1915, %for.end507 ]
  %1574 = icmp slt i32 %c, %1573
  br i1 %1574, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1575 = mul i32 %bx, 4
  %1576 = icmp sle i32 0, %1575
  %1577 = mul i32 %bx, 4
  %1578 = sext i32 %1577 to i64
  %1579 = add i64 %1578, 4
  %1580 = sext i32 %M to i64
  %1581 = icmp sle i64 %1579, %1580
  %1582 = and i1 %1576, %1581
  %1583 = mul i32 %c, 512
  %1584 = icmp sle i32 0, %1583
  %1585 = mul i32 %c, 512
  %1586 = sext i32 %1585 to i64
  %1587 = add i64 %1586, 512
  %1588 = sext i32 %N to i64
  %1589 = icmp sle i64 %1587, %1588
  %1590 = and i1 %1584, %1589
  %1591 = and i1 %1582, %1590
  br i1 %1591, label %if.then413, label %if.else414

for.end412:                                       ; preds = %for.cond410
  %1592 = sext i32 %N to i64
  %1593 = sdiv i64 %1592, 512
  %1594 = sub i64 0, %1592
  %1595 = select i1 false, i64 %1594, i64 %1593
  %1596 = srem i64 %1592, 512
  %1597 = icmp ne i64 %1596, 0
  %1598 = icmp slt i64 %1592, 0
  %1599 = icmp eq i1 %1598, false
  %1600 = and i1 %1597, %1599
  %1601 = zext i1 %1600 to i64
  %1602 = add i64 %1595, %1601
  %1603 = trunc i64 %1602 to i32
  br label %for.cond509

if.then413:                                       ; preds = %for.body411
  br label %for.cond416

if.else414:                                       ; preds = %for.body411
  br label %for.cond429

if.end415:                                        ; preds = %for.end431, %for.end418
  br label %for.cond451

for.cond416:                                      ; preds = %for.end428, %if.then413
  %i14419 = phi i32 [ 0, %if.then413 ], [ %1651, %for.end428 ]
  %1604 = icmp slt i32 %i14419, 4
  br i1 %1604, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %1605 = add i32 %c, 1
  %1606 = sext i32 %N to i64
  %1607 = sdiv i64 %1606, 512
  %1608 = sub i64 0, %1606
  %1609 = select i1 false, i64 %1608, i64 %1607
  %1610 = srem i64 %1606, 512
  %1611 = icmp ne i64 %1610, 0
  %1612 = icmp slt i64 %1606, 0
  %1613 = icmp eq i1 %1612, false
  %1614 = and i1 %1611, %1613
  %1615 = zext i1 %1614 to i64
  %1616 = add i64 %1609, %1615
  %1617 = trunc i64 %1616 to i32
  %1618 = icmp slt i32 %1605, %1617
  br i1 %1618, label %if.then420, label %if.else421

for.end418:                                       ; preds = %for.cond416
  br label %if.end415

if.then420:                                       ; preds = %for.body417
  br label %for.cond423

if.else421:                                       ; preds = %for.body417
  br label %if.end422

if.end422:                                        ; preds = %if.else421, %for.end425
  br label %for.cond426

for.cond423:                                      ; preds = %for.body424, %if.then420
  %pf1 = phi i32 [ 0, %if.then420 ], [ %1632, %for.body424 ]
  %1619 = icmp slt i32 %pf1, 32
  br i1 %1619, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1620 = mul i32 %bx, 4
  %1621 = add i32 %1620, %i14419
  %1622 = sext i32 %1621 to i64
  %1623 = sext i32 %N to i64
  %1624 = mul i64 %1622, %1623
  %1625 = add i32 %c, 1
  %1626 = mul i32 %1625, 512
  %1627 = mul i32 %pf1, 16
  %1628 = add i32 %1626, %1627
  %1629 = sext i32 %1628 to i64
  %1630 = add i64 %1624, %1629
  %1631 = getelementptr float, ptr %X, i64 %1630
  call void @llvm.prefetch.p0(ptr %1631, i32 0, i32 0, i32 1)
  %1632 = add nsw i32 %pf1, 1
  br label %for.cond423, !llvm.loop !95

for.end425:                                       ; preds = %for.cond423
  br label %if.end422

for.cond426:                                      ; preds = %for.body427, %if.end422
  %j4 = phi i32 [ 0, %if.end422 ], [ %1650, %for.body427 ]
  %1633 = icmp slt i32 %j4, 512
  br i1 %1633, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  %1634 = mul i32 %bx, 4
  %1635 = add i32 %1634, %i14419
  %1636 = sext i32 %1635 to i64
  %1637 = sext i32 %N to i64
  %1638 = mul nsw i64 %1636, %1637
  %1639 = mul i32 %c, 512
  %1640 = add i32 %1639, %j4
  %1641 = sext i32 %1640 to i64
  %1642 = add nsw i64 %1638, %1641
  %1643 = getelementptr inbounds float, ptr %X, i64 %1642
  %1644 = load float, ptr %1643, align 4
  %1645 = sext i32 %i14419 to i64
  %1646 = mul nsw i64 %1645, 512
  %1647 = sext i32 %j4 to i64
  %1648 = add nsw i64 %1646, %1647
  %1649 = getelementptr inbounds float, ptr %X_f, i64 %1648
  store float %1644, ptr %1649, align 4
  %1650 = add nsw i32 %j4, 1
  br label %for.cond426, !llvm.loop !96

for.end428:                                       ; preds = %for.cond426
  %1651 = add nsw i32 %i14419, 1
  br label %for.cond416, !llvm.loop !97

for.cond429:                                      ; preds = %for.end449, %if.else414
  %i14432 = phi i32 [ 0, %if.else414 ], [ %1760, %for.end449 ]
  %1652 = icmp slt i32 %i14432, 4
  br i1 %1652, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1653 = mul i32 %c, 512
  %1654 = sext i32 %1653 to i64
  %1655 = sub i64 0, %1654
  %1656 = icmp slt i64 %1655, 0
  %1657 = mul i32 %c, 512
  %1658 = sext i32 %1657 to i64
  %1659 = sub i64 0, %1658
  %1660 = icmp sgt i64 %1659, 512
  %1661 = mul i32 %c, 512
  %1662 = sext i32 %1661 to i64
  %1663 = sub i64 0, %1662
  %1664 = select i1 %1660, i64 512, i64 %1663
  %1665 = select i1 %1656, i64 0, i64 %1664
  %tl_lo9 = trunc i64 %1665 to i32
  %1666 = sext i32 %N to i64
  %1667 = mul i32 %c, 512
  %1668 = sext i32 %1667 to i64
  %1669 = sub i64 %1666, %1668
  %1670 = icmp slt i64 %1669, 0
  %1671 = sext i32 %N to i64
  %1672 = mul i32 %c, 512
  %1673 = sext i32 %1672 to i64
  %1674 = sub i64 %1671, %1673
  %1675 = icmp sgt i64 %1674, 512
  %1676 = sext i32 %N to i64
  %1677 = mul i32 %c, 512
  %1678 = sext i32 %1677 to i64
  %1679 = sub i64 %1676, %1678
  %1680 = select i1 %1675, i64 512, i64 %1679
  %1681 = select i1 %1670, i64 0, i64 %1680
  %1682 = sext i32 %tl_lo9 to i64
  %1683 = icmp slt i64 %1681, %1682
  %1684 = sext i32 %tl_lo9 to i64
  %1685 = sext i32 %N to i64
  %1686 = mul i32 %c, 512
  %1687 = sext i32 %1686 to i64
  %1688 = sub i64 %1685, %1687
  %1689 = icmp slt i64 %1688, 0
  %1690 = sext i32 %N to i64
  %1691 = mul i32 %c, 512
  %1692 = sext i32 %1691 to i64
  %1693 = sub i64 %1690, %1692
  %1694 = icmp sgt i64 %1693, 512
  %1695 = sext i32 %N to i64
  %1696 = mul i32 %c, 512
  %1697 = sext i32 %1696 to i64
  %1698 = sub i64 %1695, %1697
  %1699 = select i1 %1694, i64 512, i64 %1698
  %1700 = select i1 %1689, i64 0, i64 %1699
  %1701 = select i1 %1683, i64 %1684, i64 %1700
  %tl_hi10 = trunc i64 %1701 to i32
  br label %for.cond433

for.end431:                                       ; preds = %for.cond429
  br label %if.end415

for.cond433:                                      ; preds = %for.body434, %for.body430
  %j4436 = phi i32 [ 0, %for.body430 ], [ %1708, %for.body434 ]
  %1702 = icmp slt i32 %j4436, %tl_lo9
  br i1 %1702, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1703 = sext i32 %i14432 to i64
  %1704 = mul nsw i64 %1703, 512
  %1705 = sext i32 %j4436 to i64
  %1706 = add nsw i64 %1704, %1705
  %1707 = getelementptr inbounds float, ptr %X_f, i64 %1706
  store float 0.000000e+00, ptr %1707, align 4
  %1708 = add nsw i32 %j4436, 1
  br label %for.cond433, !llvm.loop !98

for.end435:                                       ; preds = %for.cond433
  %1709 = mul i32 %bx, 4
  %1710 = sext i32 %1709 to i64
  %1711 = sext i32 %i14432 to i64
  %1712 = add i64 %1710, %1711
  %1713 = icmp sle i64 0, %1712
  %1714 = mul i32 %bx, 4
  %1715 = sext i32 %1714 to i64
  %1716 = sext i32 %i14432 to i64
  %1717 = add i64 %1715, %1716
  %1718 = sext i32 %M to i64
  %1719 = icmp slt i64 %1717, %1718
  %1720 = and i1 %1713, %1719
  br i1 %1720, label %if.then437, label %if.else438

if.then437:                                       ; preds = %for.end435
  %1721 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond440

if.else438:                                       ; preds = %for.end435
  %1722 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond443

if.end439:                                        ; preds = %for.end445, %for.end442
  %1723 = sub i32 512, %tl_hi10
  br label %for.cond447

for.cond440:                                      ; preds = %for.body441, %if.then437
  %j41 = phi i32 [ 0, %if.then437 ], [ %1743, %for.body441 ]
  %1724 = icmp slt i32 %j41, %1721
  br i1 %1724, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %1725 = mul i32 %bx, 4
  %1726 = add i32 %1725, %i14432
  %1727 = sext i32 %1726 to i64
  %1728 = sext i32 %N to i64
  %1729 = mul nsw i64 %1727, %1728
  %1730 = mul i32 %c, 512
  %1731 = add i32 %tl_lo9, %j41
  %1732 = add i32 %1730, %1731
  %1733 = sext i32 %1732 to i64
  %1734 = add nsw i64 %1729, %1733
  %1735 = getelementptr inbounds float, ptr %X, i64 %1734
  %1736 = load float, ptr %1735, align 4
  %1737 = sext i32 %i14432 to i64
  %1738 = mul nsw i64 %1737, 512
  %1739 = add i32 %tl_lo9, %j41
  %1740 = sext i32 %1739 to i64
  %1741 = add nsw i64 %1738, %1740
  %1742 = getelementptr inbounds float, ptr %X_f, i64 %1741
  store float %1736, ptr %1742, align 4
  %1743 = add nsw i32 %j41, 1
  br label %for.cond440, !llvm.loop !99

for.end442:                                       ; preds = %for.cond440
  br label %if.end439

for.cond443:                                      ; preds = %for.body444, %if.else438
  %j41446 = phi i32 [ 0, %if.else438 ], [ %1751, %for.body444 ]
  %1744 = icmp slt i32 %j41446, %1722
  br i1 %1744, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %1745 = sext i32 %i14432 to i64
  %1746 = mul nsw i64 %1745, 512
  %1747 = add i32 %tl_lo9, %j41446
  %1748 = sext i32 %1747 to i64
  %1749 = add nsw i64 %1746, %1748
  %1750 = getelementptr inbounds float, ptr %X_f, i64 %1749
  store float 0.000000e+00, ptr %1750, align 4
  %1751 = add nsw i32 %j41446, 1
  br label %for.cond443, !llvm.loop !100

for.end445:                                       ; preds = %for.cond443
  br label %if.end439

for.cond447:                                      ; preds = %for.body448, %if.end439
  %j41450 = phi i32 [ 0, %if.end439 ], [ %1759, %for.body448 ]
  %1752 = icmp slt i32 %j41450, %1723
  br i1 %1752, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %1753 = sext i32 %i14432 to i64
  %1754 = mul nsw i64 %1753, 512
  %1755 = add i32 %tl_hi10, %j41450
  %1756 = sext i32 %1755 to i64
  %1757 = add nsw i64 %1754, %1756
  %1758 = getelementptr inbounds float, ptr %X_f, i64 %1757
  store float 0.000000e+00, ptr %1758, align 4
  %1759 = add nsw i32 %j41450, 1
  br label %for.cond447, !llvm.loop !101

for.end449:                                       ; preds = %for.cond447
  %1760 = add nsw i32 %i14432, 1
  br label %for.cond429, !llvm.loop !102

for.cond451:                                      ; preds = %for.end457, %if.end415
  %i454 = phi i32 [ 0, %if.end415 ], [ %1780, %for.end457 ]
  %1761 = icmp slt i32 %i454, 4
  br i1 %1761, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  br label %for.cond455

for.end453:                                       ; preds = %for.cond451
  br label %for.cond459

for.cond455:                                      ; preds = %for.body456, %for.body452
  %j458 = phi i32 [ 0, %for.body452 ], [ %1779, %for.body456 ]
  %1762 = icmp slt i32 %j458, 512
  br i1 %1762, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  %1763 = mul i32 %c, 512
  %1764 = add i32 %1763, %j458
  %1765 = icmp slt i32 %1764, %N
  %1766 = sext i32 %i454 to i64
  %1767 = mul nsw i64 %1766, 512
  %1768 = sext i32 %j458 to i64
  %1769 = add nsw i64 %1767, %1768
  %1770 = call i64 @llvm.umin.i64(i64 %1769, i64 2047)
  %1771 = getelementptr inbounds float, ptr %X_f, i64 %1770
  %1772 = load float, ptr %1771, align 4
  %1773 = select i1 %1765, float %1772, float 0xFFF0000000000000
  %1774 = sext i32 %i454 to i64
  %1775 = mul nsw i64 %1774, 512
  %1776 = sext i32 %j458 to i64
  %1777 = add nsw i64 %1775, %1776
  %1778 = getelementptr inbounds float, ptr %X_f, i64 %1777
  store float %1773, ptr %1778, align 4
  %1779 = add nsw i32 %j458, 1
  br label %for.cond455, !llvm.loop !103

for.end457:                                       ; preds = %for.cond455
  %1780 = add nsw i32 %i454, 1
  br label %for.cond451, !llvm.loop !104

for.cond459:                                      ; preds = %for.body460, %for.end453
  %i14462 = phi i32 [ 0, %for.end453 ], [ %1787, %for.body460 ]
  %1781 = icmp slt i32 %i14462, 4
  br i1 %1781, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %1782 = sext i32 %i14462 to i64
  %1783 = getelementptr inbounds float, ptr %m, i64 %1782
  %1784 = load float, ptr %1783, align 4
  %1785 = sext i32 %i14462 to i64
  %1786 = getelementptr inbounds float, ptr %m_prev, i64 %1785
  store float %1784, ptr %1786, align 4
  %1787 = add nsw i32 %i14462, 1
  br label %for.cond459, !llvm.loop !105

for.end461:                                       ; preds = %for.cond459
  br label %for.cond463

for.cond463:                                      ; preds = %for.end478, %for.end461
  %i9 = phi i32 [ 0, %for.end461 ], [ %1830, %for.end478 ]
  %1788 = icmp slt i32 %i9, 4
  br i1 %1788, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  br label %for.cond466

for.end465:                                       ; preds = %for.cond463
  br label %for.cond480

for.cond466:                                      ; preds = %for.body467, %for.body464
  %lane6 = phi i32 [ 0, %for.body464 ], [ %1798, %for.body467 ]
  %1789 = icmp slt i32 %lane6, 32
  br i1 %1789, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %1790 = sext i32 %i9 to i64
  %1791 = mul nsw i64 %1790, 512
  %1792 = sext i32 %lane6 to i64
  %1793 = add nsw i64 %1791, %1792
  %1794 = getelementptr inbounds float, ptr %X_f, i64 %1793
  %1795 = load float, ptr %1794, align 4
  %1796 = sext i32 %lane6 to i64
  %1797 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1796
  store float %1795, ptr %1797, align 4
  %1798 = add nsw i32 %lane6, 1
  br label %for.cond466, !llvm.loop !106

for.end468:                                       ; preds = %for.cond466
  br label %for.cond469

for.cond469:                                      ; preds = %for.end474, %for.end468
  %red6 = phi i32 [ 0, %for.end468 ], [ %1818, %for.end474 ]
  %1799 = icmp slt i32 %red6, 15
  br i1 %1799, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  br label %for.cond472

for.end471:                                       ; preds = %for.cond469
  br label %for.cond476

for.cond472:                                      ; preds = %for.body473, %for.body470
  %lane6475 = phi i32 [ 0, %for.body470 ], [ %1817, %for.body473 ]
  %1800 = icmp slt i32 %lane6475, 32
  br i1 %1800, label %for.body473, label %for.end474

for.body473:                                      ; preds = %for.cond472
  %1801 = sext i32 %lane6475 to i64
  %1802 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1801
  %lane_acc3 = load float, ptr %1802, align 4
  %1803 = sext i32 %i9 to i64
  %1804 = mul nsw i64 %1803, 512
  %1805 = add i32 %red6, 1
  %1806 = mul i32 %1805, 32
  %1807 = add i32 %1806, %lane6475
  %1808 = sext i32 %1807 to i64
  %1809 = add nsw i64 %1804, %1808
  %1810 = getelementptr inbounds float, ptr %X_f, i64 %1809
  %lane_next3 = load float, ptr %1810, align 4
  %1811 = fcmp une float %lane_next3, %lane_next3
  %1812 = fcmp ogt float %lane_acc3, %lane_next3
  %1813 = select i1 %1812, float %lane_acc3, float %lane_next3
  %1814 = select i1 %1811, float %lane_acc3, float %1813
  %1815 = sext i32 %lane6475 to i64
  %1816 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1815
  store float %1814, ptr %1816, align 4
  %1817 = add nsw i32 %lane6475, 1
  br label %for.cond472, !llvm.loop !107

for.end474:                                       ; preds = %for.cond472
  %1818 = add nsw i32 %red6, 1
  br label %for.cond469, !llvm.loop !108

for.cond476:                                      ; preds = %for.body477, %for.end471
  %lane6479 = phi i32 [ 0, %for.end471 ], [ %1829, %for.body477 ]
  %1819 = icmp slt i32 %lane6479, 32
  br i1 %1819, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %1820 = sext i32 %i9 to i64
  %1821 = getelementptr inbounds float, ptr %m, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = sext i32 %lane6479 to i64
  %1824 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1823
  %1825 = load float, ptr %1824, align 4
  %1826 = call float @llvm.maxnum.f32(float %1822, float %1825)
  %1827 = sext i32 %i9 to i64
  %1828 = getelementptr inbounds float, ptr %m, i64 %1827
  store float %1826, ptr %1828, align 4
  %1829 = add nsw i32 %lane6479, 1
  br label %for.cond476, !llvm.loop !109

for.end478:                                       ; preds = %for.cond476
  %1830 = add nsw i32 %i9, 1
  br label %for.cond463, !llvm.loop !110

for.cond480:                                      ; preds = %for.end486, %for.end465
  %i483 = phi i32 [ 0, %for.end465 ], [ %1850, %for.end486 ]
  %1831 = icmp slt i32 %i483, 4
  br i1 %1831, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  br label %for.cond484

for.end482:                                       ; preds = %for.cond480
  br label %for.cond488

for.cond484:                                      ; preds = %for.body485, %for.body481
  %j487 = phi i32 [ 0, %for.body481 ], [ %1849, %for.body485 ]
  %1832 = icmp slt i32 %j487, 512
  br i1 %1832, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %1833 = sext i32 %i483 to i64
  %1834 = mul nsw i64 %1833, 512
  %1835 = sext i32 %j487 to i64
  %1836 = add nsw i64 %1834, %1835
  %1837 = getelementptr inbounds float, ptr %X_f, i64 %1836
  %1838 = load float, ptr %1837, align 4
  %1839 = sext i32 %i483 to i64
  %1840 = getelementptr inbounds float, ptr %m, i64 %1839
  %1841 = load float, ptr %1840, align 4
  %1842 = fsub float %1838, %1841
  %1843 = call float @tilec_expf(float %1842)
  %1844 = sext i32 %i483 to i64
  %1845 = mul nsw i64 %1844, 512
  %1846 = sext i32 %j487 to i64
  %1847 = add nsw i64 %1845, %1846
  %1848 = getelementptr inbounds float, ptr %X_f, i64 %1847
  store float %1843, ptr %1848, align 4
  %1849 = add nsw i32 %j487, 1
  br label %for.cond484, !llvm.loop !111

for.end486:                                       ; preds = %for.cond484
  %1850 = add nsw i32 %i483, 1
  br label %for.cond480, !llvm.loop !112

for.cond488:                                      ; preds = %for.end503, %for.end482
  %i10 = phi i32 [ 0, %for.end482 ], [ %1894, %for.end503 ]
  %1851 = icmp slt i32 %i10, 4
  br i1 %1851, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  br label %for.cond491

for.end490:                                       ; preds = %for.cond488
  br label %for.cond505

for.cond491:                                      ; preds = %for.body492, %for.body489
  %lane7 = phi i32 [ 0, %for.body489 ], [ %1861, %for.body492 ]
  %1852 = icmp slt i32 %lane7, 32
  br i1 %1852, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %1853 = sext i32 %i10 to i64
  %1854 = mul nsw i64 %1853, 512
  %1855 = sext i32 %lane7 to i64
  %1856 = add nsw i64 %1854, %1855
  %1857 = getelementptr inbounds float, ptr %X_f, i64 %1856
  %1858 = load float, ptr %1857, align 4
  %1859 = sext i32 %lane7 to i64
  %1860 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1859
  store float %1858, ptr %1860, align 4
  %1861 = add nsw i32 %lane7, 1
  br label %for.cond491, !llvm.loop !113

for.end493:                                       ; preds = %for.cond491
  br label %for.cond494

for.cond494:                                      ; preds = %for.end499, %for.end493
  %red7 = phi i32 [ 0, %for.end493 ], [ %1882, %for.end499 ]
  %1862 = icmp slt i32 %red7, 15
  br i1 %1862, label %for.body495, label %for.end496

for.body495:                                      ; preds = %for.cond494
  br label %for.cond497

for.end496:                                       ; preds = %for.cond494
  %1863 = sext i32 %i10 to i64
  %1864 = getelementptr inbounds float, ptr %tile_sum, i64 %1863
  store float 0.000000e+00, ptr %1864, align 4
  br label %for.cond501

for.cond497:                                      ; preds = %for.body498, %for.body495
  %lane7500 = phi i32 [ 0, %for.body495 ], [ %1881, %for.body498 ]
  %1865 = icmp slt i32 %lane7500, 32
  br i1 %1865, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %1866 = sext i32 %lane7500 to i64
  %1867 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1866
  %1868 = load float, ptr %1867, align 4
  %1869 = sext i32 %i10 to i64
  %1870 = mul nsw i64 %1869, 512
  %1871 = add i32 %red7, 1
  %1872 = mul i32 %1871, 32
  %1873 = add i32 %1872, %lane7500
  %1874 = sext i32 %1873 to i64
  %1875 = add nsw i64 %1870, %1874
  %1876 = getelementptr inbounds float, ptr %X_f, i64 %1875
  %1877 = load float, ptr %1876, align 4
  %1878 = fadd float %1868, %1877
  %1879 = sext i32 %lane7500 to i64
  %1880 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1879
  store float %1878, ptr %1880, align 4
  %1881 = add nsw i32 %lane7500, 1
  br label %for.cond497, !llvm.loop !114

for.end499:                                       ; preds = %for.cond497
  %1882 = add nsw i32 %red7, 1
  br label %for.cond494, !llvm.loop !115

for.cond501:                                      ; preds = %for.body502, %for.end496
  %lane7504 = phi i32 [ 0, %for.end496 ], [ %1893, %for.body502 ]
  %1883 = icmp slt i32 %lane7504, 32
  br i1 %1883, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %1884 = sext i32 %i10 to i64
  %1885 = getelementptr inbounds float, ptr %tile_sum, i64 %1884
  %1886 = load float, ptr %1885, align 4
  %1887 = sext i32 %lane7504 to i64
  %1888 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1887
  %1889 = load float, ptr %1888, align 4
  %1890 = fadd float %1886, %1889
  %1891 = sext i32 %i10 to i64
  %1892 = getelementptr inbounds float, ptr %tile_sum, i64 %1891
  store float %1890, ptr %1892, align 4
  %1893 = add nsw i32 %lane7504, 1
  br label %for.cond501, !llvm.loop !116

for.end503:                                       ; preds = %for.cond501
  %1894 = add nsw i32 %i10, 1
  br label %for.cond488, !llvm.loop !117

for.cond505:                                      ; preds = %for.body506, %for.end490
  %i508 = phi i32 [ 0, %for.end490 ], [ %1914, %for.body506 ]
  %1895 = icmp slt i32 %i508, 4
  br i1 %1895, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %1896 = sext i32 %i508 to i64
  %1897 = getelementptr inbounds float, ptr %l, i64 %1896
  %1898 = load float, ptr %1897, align 4
  %1899 = sext i32 %i508 to i64
  %1900 = getelementptr inbounds float, ptr %m_prev, i64 %1899
  %1901 = load float, ptr %1900, align 4
  %1902 = sext i32 %i508 to i64
  %1903 = getelementptr inbounds float, ptr %m, i64 %1902
  %1904 = load float, ptr %1903, align 4
  %1905 = fsub float %1901, %1904
  %1906 = call float @tilec_expf(float %1905)
  %1907 = fmul float %1898, %1906
  %1908 = sext i32 %i508 to i64
  %1909 = getelementptr inbounds float, ptr %tile_sum, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = fadd float %1907, %1910
  %1912 = sext i32 %i508 to i64
  %1913 = getelementptr inbounds float, ptr %l, i64 %1912
  store float %1911, ptr %1913, align 4
  %1914 = add nsw i32 %i508, 1
  br label %for.cond505, !llvm.loop !118

for.end507:                                       ; preds = %for.cond505
  %1915 = add nsw i32 %c, 1
  br label %for.cond410, !llvm.loop !119

for.cond509:                                      ; preds = %if.end557, %for.end412
  %c512 = phi i32 [ 0, %for.end412 ], [ %2838, %if.end557 ]
  %1916 = icmp slt i32 %c512, %1603
  br i1 %1916, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
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
  %1929 = sub i32 %1928, 1
  %t = sub i32 %1929, %c512
  %1930 = mul i32 %bx, 4
  %1931 = icmp sle i32 0, %1930
  %1932 = mul i32 %bx, 4
  %1933 = sext i32 %1932 to i64
  %1934 = add i64 %1933, 4
  %1935 = sext i32 %M to i64
  %1936 = icmp sle i64 %1934, %1935
  %1937 = and i1 %1931, %1936
  %1938 = mul i32 %t, 512
  %1939 = icmp sle i32 0, %1938
  %1940 = mul i32 %t, 512
  %1941 = sext i32 %1940 to i64
  %1942 = add i64 %1941, 512
  %1943 = sext i32 %N to i64
  %1944 = icmp sle i64 %1942, %1943
  %1945 = and i1 %1939, %1944
  %1946 = and i1 %1937, %1945
  br i1 %1946, label %if.then513, label %if.else514

for.end511:                                       ; preds = %for.cond509
  br label %if.end249

if.then513:                                       ; preds = %for.body510
  br label %for.cond516

if.else514:                                       ; preds = %for.body510
  br label %for.cond522

if.end515:                                        ; preds = %for.end524, %for.end518
  br label %for.cond544

for.cond516:                                      ; preds = %for.end521, %if.then513
  %i15 = phi i32 [ 0, %if.then513 ], [ %1966, %for.end521 ]
  %1947 = icmp slt i32 %i15, 4
  br i1 %1947, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  br label %for.cond519

for.end518:                                       ; preds = %for.cond516
  br label %if.end515

for.cond519:                                      ; preds = %for.body520, %for.body517
  %j5 = phi i32 [ 0, %for.body517 ], [ %1965, %for.body520 ]
  %1948 = icmp slt i32 %j5, 512
  br i1 %1948, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  %1949 = mul i32 %bx, 4
  %1950 = add i32 %1949, %i15
  %1951 = sext i32 %1950 to i64
  %1952 = sext i32 %N to i64
  %1953 = mul nsw i64 %1951, %1952
  %1954 = mul i32 %t, 512
  %1955 = add i32 %1954, %j5
  %1956 = sext i32 %1955 to i64
  %1957 = add nsw i64 %1953, %1956
  %1958 = getelementptr inbounds float, ptr %X, i64 %1957
  %1959 = load float, ptr %1958, align 4
  %1960 = sext i32 %i15 to i64
  %1961 = mul nsw i64 %1960, 512
  %1962 = sext i32 %j5 to i64
  %1963 = add nsw i64 %1961, %1962
  %1964 = getelementptr inbounds float, ptr %X_f, i64 %1963
  store float %1959, ptr %1964, align 4
  %1965 = add nsw i32 %j5, 1
  br label %for.cond519, !llvm.loop !120

for.end521:                                       ; preds = %for.cond519
  %1966 = add nsw i32 %i15, 1
  br label %for.cond516, !llvm.loop !121

for.cond522:                                      ; preds = %for.end542, %if.else514
  %i15525 = phi i32 [ 0, %if.else514 ], [ %2075, %for.end542 ]
  %1967 = icmp slt i32 %i15525, 4
  br i1 %1967, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %1968 = mul i32 %t, 512
  %1969 = sext i32 %1968 to i64
  %1970 = sub i64 0, %1969
  %1971 = icmp slt i64 %1970, 0
  %1972 = mul i32 %t, 512
  %1973 = sext i32 %1972 to i64
  %1974 = sub i64 0, %1973
  %1975 = icmp sgt i64 %1974, 512
  %1976 = mul i32 %t, 512
  %1977 = sext i32 %1976 to i64
  %1978 = sub i64 0, %1977
  %1979 = select i1 %1975, i64 512, i64 %1978
  %1980 = select i1 %1971, i64 0, i64 %1979
  %tl_lo11 = trunc i64 %1980 to i32
  %1981 = sext i32 %N to i64
  %1982 = mul i32 %t, 512
  %1983 = sext i32 %1982 to i64
  %1984 = sub i64 %1981, %1983
  %1985 = icmp slt i64 %1984, 0
  %1986 = sext i32 %N to i64
  %1987 = mul i32 %t, 512
  %1988 = sext i32 %1987 to i64
  %1989 = sub i64 %1986, %1988
  %1990 = icmp sgt i64 %1989, 512
  %1991 = sext i32 %N to i64
  %1992 = mul i32 %t, 512
  %1993 = sext i32 %1992 to i64
  %1994 = sub i64 %1991, %1993
  %1995 = select i1 %1990, i64 512, i64 %1994
  %1996 = select i1 %1985, i64 0, i64 %1995
  %1997 = sext i32 %tl_lo11 to i64
  %1998 = icmp slt i64 %1996, %1997
  %1999 = sext i32 %tl_lo11 to i64
  %2000 = sext i32 %N to i64
  %2001 = mul i32 %t, 512
  %2002 = sext i32 %2001 to i64
  %2003 = sub i64 %2000, %2002
  %2004 = icmp slt i64 %2003, 0
  %2005 = sext i32 %N to i64
  %2006 = mul i32 %t, 512
  %2007 = sext i32 %2006 to i64
  %2008 = sub i64 %2005, %2007
  %2009 = icmp sgt i64 %2008, 512
  %2010 = sext i32 %N to i64
  %2011 = mul i32 %t, 512
  %2012 = sext i32 %2011 to i64
  %2013 = sub i64 %2010, %2012
  %2014 = select i1 %2009, i64 512, i64 %2013
  %2015 = select i1 %2004, i64 0, i64 %2014
  %2016 = select i1 %1998, i64 %1999, i64 %2015
  %tl_hi12 = trunc i64 %2016 to i32
  br label %for.cond526

for.end524:                                       ; preds = %for.cond522
  br label %if.end515

for.cond526:                                      ; preds = %for.body527, %for.body523
  %j5529 = phi i32 [ 0, %for.body523 ], [ %2023, %for.body527 ]
  %2017 = icmp slt i32 %j5529, %tl_lo11
  br i1 %2017, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2018 = sext i32 %i15525 to i64
  %2019 = mul nsw i64 %2018, 512
  %2020 = sext i32 %j5529 to i64
  %2021 = add nsw i64 %2019, %2020
  %2022 = getelementptr inbounds float, ptr %X_f, i64 %2021
  store float 0.000000e+00, ptr %2022, align 4
  %2023 = add nsw i32 %j5529, 1
  br label %for.cond526, !llvm.loop !122

for.end528:                                       ; preds = %for.cond526
  %2024 = mul i32 %bx, 4
  %2025 = sext i32 %2024 to i64
  %2026 = sext i32 %i15525 to i64
  %2027 = add i64 %2025, %2026
  %2028 = icmp sle i64 0, %2027
  %2029 = mul i32 %bx, 4
  %2030 = sext i32 %2029 to i64
  %2031 = sext i32 %i15525 to i64
  %2032 = add i64 %2030, %2031
  %2033 = sext i32 %M to i64
  %2034 = icmp slt i64 %2032, %2033
  %2035 = and i1 %2028, %2034
  br i1 %2035, label %if.then530, label %if.else531

if.then530:                                       ; preds = %for.end528
  %2036 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond533

if.else531:                                       ; preds = %for.end528
  %2037 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond536

if.end532:                                        ; preds = %for.end538, %for.end535
  %2038 = sub i32 512, %tl_hi12
  br label %for.cond540

for.cond533:                                      ; preds = %for.body534, %if.then530
  %j51 = phi i32 [ 0, %if.then530 ], [ %2058, %for.body534 ]
  %2039 = icmp slt i32 %j51, %2036
  br i1 %2039, label %for.body534, label %for.end535

for.body534:                                      ; preds = %for.cond533
  %2040 = mul i32 %bx, 4
  %2041 = add i32 %2040, %i15525
  %2042 = sext i32 %2041 to i64
  %2043 = sext i32 %N to i64
  %2044 = mul nsw i64 %2042, %2043
  %2045 = mul i32 %t, 512
  %2046 = add i32 %tl_lo11, %j51
  %2047 = add i32 %2045, %2046
  %2048 = sext i32 %2047 to i64
  %2049 = add nsw i64 %2044, %2048
  %2050 = getelementptr inbounds float, ptr %X, i64 %2049
  %2051 = load float, ptr %2050, align 4
  %2052 = sext i32 %i15525 to i64
  %2053 = mul nsw i64 %2052, 512
  %2054 = add i32 %tl_lo11, %j51
  %2055 = sext i32 %2054 to i64
  %2056 = add nsw i64 %2053, %2055
  %2057 = getelementptr inbounds float, ptr %X_f, i64 %2056
  store float %2051, ptr %2057, align 4
  %2058 = add nsw i32 %j51, 1
  br label %for.cond533, !llvm.loop !123

for.end535:                                       ; preds = %for.cond533
  br label %if.end532

for.cond536:                                      ; preds = %for.body537, %if.else531
  %j51539 = phi i32 [ 0, %if.else531 ], [ %2066, %for.body537 ]
  %2059 = icmp slt i32 %j51539, %2037
  br i1 %2059, label %for.body537, label %for.end538

for.body537:                                      ; preds = %for.cond536
  %2060 = sext i32 %i15525 to i64
  %2061 = mul nsw i64 %2060, 512
  %2062 = add i32 %tl_lo11, %j51539
  %2063 = sext i32 %2062 to i64
  %2064 = add nsw i64 %2061, %2063
  %2065 = getelementptr inbounds float, ptr %X_f, i64 %2064
  store float 0.000000e+00, ptr %2065, align 4
  %2066 = add nsw i32 %j51539, 1
  br label %for.cond536, !llvm.loop !124

for.end538:                                       ; preds = %for.cond536
  br label %if.end532

for.cond540:                                      ; preds = %for.body541, %if.end532
  %j51543 = phi i32 [ 0, %if.end532 ], [ %2074, %for.body541 ]
  %2067 = icmp slt i32 %j51543, %2038
  br i1 %2067, label %for.body541, label %for.end542

for.body541:                                      ; preds = %for.cond540
  %2068 = sext i32 %i15525 to i64
  %2069 = mul nsw i64 %2068, 512
  %2070 = add i32 %tl_hi12, %j51543
  %2071 = sext i32 %2070 to i64
  %2072 = add nsw i64 %2069, %2071
  %2073 = getelementptr inbounds float, ptr %X_f, i64 %2072
  store float 0.000000e+00, ptr %2073, align 4
  %2074 = add nsw i32 %j51543, 1
  br label %for.cond540, !llvm.loop !125

for.end542:                                       ; preds = %for.cond540
  %2075 = add nsw i32 %i15525, 1
  br label %for.cond522, !llvm.loop !126

for.cond544:                                      ; preds = %for.end554, %if.end515
  %i547 = phi i32 [ 0, %if.end515 ], [ %2837, %for.end554 ]
  %2076 = icmp slt i32 %i547, 4
  br i1 %2076, label %for.body545, label %for.end546

for.body545:                                      ; preds = %for.cond544
  %2077 = sext i32 %N to i64
  %2078 = sext i32 %N to i64
  %2079 = sdiv i64 %2078, 512
  %2080 = sub i64 0, %2078
  %2081 = select i1 false, i64 %2080, i64 %2079
  %2082 = srem i64 %2078, 512
  %2083 = icmp ne i64 %2082, 0
  %2084 = icmp slt i64 %2078, 0
  %2085 = icmp eq i1 %2084, false
  %2086 = and i1 %2083, %2085
  %2087 = zext i1 %2086 to i64
  %2088 = add i64 %2081, %2087
  %2089 = trunc i64 %2088 to i32
  %2090 = sub i32 %2089, 1
  %2091 = sub i32 %2090, %c512
  %2092 = mul i32 %2091, 512
  %2093 = sext i32 %2092 to i64
  %2094 = sub i64 %2077, %2093
  %2095 = icmp slt i64 %2094, 0
  %2096 = sext i32 %N to i64
  %2097 = sext i32 %N to i64
  %2098 = sdiv i64 %2097, 512
  %2099 = sub i64 0, %2097
  %2100 = select i1 false, i64 %2099, i64 %2098
  %2101 = srem i64 %2097, 512
  %2102 = icmp ne i64 %2101, 0
  %2103 = icmp slt i64 %2097, 0
  %2104 = icmp eq i1 %2103, false
  %2105 = and i1 %2102, %2104
  %2106 = zext i1 %2105 to i64
  %2107 = add i64 %2100, %2106
  %2108 = trunc i64 %2107 to i32
  %2109 = sub i32 %2108, 1
  %2110 = sub i32 %2109, %c512
  %2111 = mul i32 %2110, 512
  %2112 = sext i32 %2111 to i64
  %2113 = sub i64 %2096, %2112
  %2114 = icmp sgt i64 %2113, 512
  %2115 = sext i32 %N to i64
  %2116 = sext i32 %N to i64
  %2117 = sdiv i64 %2116, 512
  %2118 = sub i64 0, %2116
  %2119 = select i1 false, i64 %2118, i64 %2117
  %2120 = srem i64 %2116, 512
  %2121 = icmp ne i64 %2120, 0
  %2122 = icmp slt i64 %2116, 0
  %2123 = icmp eq i1 %2122, false
  %2124 = and i1 %2121, %2123
  %2125 = zext i1 %2124 to i64
  %2126 = add i64 %2119, %2125
  %2127 = trunc i64 %2126 to i32
  %2128 = sub i32 %2127, 1
  %2129 = sub i32 %2128, %c512
  %2130 = mul i32 %2129, 512
  %2131 = sext i32 %2130 to i64
  %2132 = sub i64 %2115, %2131
  %2133 = select i1 %2114, i64 512, i64 %2132
  %2134 = select i1 %2095, i64 0, i64 %2133
  %2135 = sext i32 %N to i64
  %2136 = sdiv i64 %2135, 512
  %2137 = sub i64 0, %2135
  %2138 = select i1 false, i64 %2137, i64 %2136
  %2139 = srem i64 %2135, 512
  %2140 = icmp ne i64 %2139, 0
  %2141 = icmp slt i64 %2135, 0
  %2142 = icmp eq i1 %2141, false
  %2143 = and i1 %2140, %2142
  %2144 = zext i1 %2143 to i64
  %2145 = add i64 %2138, %2144
  %2146 = trunc i64 %2145 to i32
  %2147 = sub i32 %2146, 1
  %2148 = sub i32 %2147, %c512
  %2149 = mul i32 %2148, 512
  %2150 = sext i32 %2149 to i64
  %2151 = sub i64 0, %2150
  %2152 = icmp slt i64 %2151, 0
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
  %2165 = sub i32 %2164, 1
  %2166 = sub i32 %2165, %c512
  %2167 = mul i32 %2166, 512
  %2168 = sext i32 %2167 to i64
  %2169 = sub i64 0, %2168
  %2170 = icmp sgt i64 %2169, 512
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
  %2183 = sub i32 %2182, 1
  %2184 = sub i32 %2183, %c512
  %2185 = mul i32 %2184, 512
  %2186 = sext i32 %2185 to i64
  %2187 = sub i64 0, %2186
  %2188 = select i1 %2170, i64 512, i64 %2187
  %2189 = select i1 %2152, i64 0, i64 %2188
  %2190 = trunc i64 %2189 to i32
  %2191 = sext i32 %2190 to i64
  %2192 = icmp slt i64 %2134, %2191
  %2193 = sext i32 %N to i64
  %2194 = sdiv i64 %2193, 512
  %2195 = sub i64 0, %2193
  %2196 = select i1 false, i64 %2195, i64 %2194
  %2197 = srem i64 %2193, 512
  %2198 = icmp ne i64 %2197, 0
  %2199 = icmp slt i64 %2193, 0
  %2200 = icmp eq i1 %2199, false
  %2201 = and i1 %2198, %2200
  %2202 = zext i1 %2201 to i64
  %2203 = add i64 %2196, %2202
  %2204 = trunc i64 %2203 to i32
  %2205 = sub i32 %2204, 1
  %2206 = sub i32 %2205, %c512
  %2207 = mul i32 %2206, 512
  %2208 = sext i32 %2207 to i64
  %2209 = sub i64 0, %2208
  %2210 = icmp slt i64 %2209, 0
  %2211 = sext i32 %N to i64
  %2212 = sdiv i64 %2211, 512
  %2213 = sub i64 0, %2211
  %2214 = select i1 false, i64 %2213, i64 %2212
  %2215 = srem i64 %2211, 512
  %2216 = icmp ne i64 %2215, 0
  %2217 = icmp slt i64 %2211, 0
  %2218 = icmp eq i1 %2217, false
  %2219 = and i1 %2216, %2218
  %2220 = zext i1 %2219 to i64
  %2221 = add i64 %2214, %2220
  %2222 = trunc i64 %2221 to i32
  %2223 = sub i32 %2222, 1
  %2224 = sub i32 %2223, %c512
  %2225 = mul i32 %2224, 512
  %2226 = sext i32 %2225 to i64
  %2227 = sub i64 0, %2226
  %2228 = icmp sgt i64 %2227, 512
  %2229 = sext i32 %N to i64
  %2230 = sdiv i64 %2229, 512
  %2231 = sub i64 0, %2229
  %2232 = select i1 false, i64 %2231, i64 %2230
  %2233 = srem i64 %2229, 512
  %2234 = icmp ne i64 %2233, 0
  %2235 = icmp slt i64 %2229, 0
  %2236 = icmp eq i1 %2235, false
  %2237 = and i1 %2234, %2236
  %2238 = zext i1 %2237 to i64
  %2239 = add i64 %2232, %2238
  %2240 = trunc i64 %2239 to i32
  %2241 = sub i32 %2240, 1
  %2242 = sub i32 %2241, %c512
  %2243 = mul i32 %2242, 512
  %2244 = sext i32 %2243 to i64
  %2245 = sub i64 0, %2244
  %2246 = select i1 %2228, i64 512, i64 %2245
  %2247 = select i1 %2210, i64 0, i64 %2246
  %2248 = trunc i64 %2247 to i32
  %2249 = sext i32 %2248 to i64
  %2250 = sext i32 %N to i64
  %2251 = sext i32 %N to i64
  %2252 = sdiv i64 %2251, 512
  %2253 = sub i64 0, %2251
  %2254 = select i1 false, i64 %2253, i64 %2252
  %2255 = srem i64 %2251, 512
  %2256 = icmp ne i64 %2255, 0
  %2257 = icmp slt i64 %2251, 0
  %2258 = icmp eq i1 %2257, false
  %2259 = and i1 %2256, %2258
  %2260 = zext i1 %2259 to i64
  %2261 = add i64 %2254, %2260
  %2262 = trunc i64 %2261 to i32
  %2263 = sub i32 %2262, 1
  %2264 = sub i32 %2263, %c512
  %2265 = mul i32 %2264, 512
  %2266 = sext i32 %2265 to i64
  %2267 = sub i64 %2250, %2266
  %2268 = icmp slt i64 %2267, 0
  %2269 = sext i32 %N to i64
  %2270 = sext i32 %N to i64
  %2271 = sdiv i64 %2270, 512
  %2272 = sub i64 0, %2270
  %2273 = select i1 false, i64 %2272, i64 %2271
  %2274 = srem i64 %2270, 512
  %2275 = icmp ne i64 %2274, 0
  %2276 = icmp slt i64 %2270, 0
  %2277 = icmp eq i1 %2276, false
  %2278 = and i1 %2275, %2277
  %2279 = zext i1 %2278 to i64
  %2280 = add i64 %2273, %2279
  %2281 = trunc i64 %2280 to i32
  %2282 = sub i32 %2281, 1
  %2283 = sub i32 %2282, %c512
  %2284 = mul i32 %2283, 512
  %2285 = sext i32 %2284 to i64
  %2286 = sub i64 %2269, %2285
  %2287 = icmp sgt i64 %2286, 512
  %2288 = sext i32 %N to i64
  %2289 = sext i32 %N to i64
  %2290 = sdiv i64 %2289, 512
  %2291 = sub i64 0, %2289
  %2292 = select i1 false, i64 %2291, i64 %2290
  %2293 = srem i64 %2289, 512
  %2294 = icmp ne i64 %2293, 0
  %2295 = icmp slt i64 %2289, 0
  %2296 = icmp eq i1 %2295, false
  %2297 = and i1 %2294, %2296
  %2298 = zext i1 %2297 to i64
  %2299 = add i64 %2292, %2298
  %2300 = trunc i64 %2299 to i32
  %2301 = sub i32 %2300, 1
  %2302 = sub i32 %2301, %c512
  %2303 = mul i32 %2302, 512
  %2304 = sext i32 %2303 to i64
  %2305 = sub i64 %2288, %2304
  %2306 = select i1 %2287, i64 512, i64 %2305
  %2307 = select i1 %2268, i64 0, i64 %2306
  %2308 = select i1 %2192, i64 %2249, i64 %2307
  %2309 = trunc i64 %2308 to i32
  %2310 = icmp slt i32 %2309, 0
  %2311 = sext i32 %N to i64
  %2312 = sext i32 %N to i64
  %2313 = sdiv i64 %2312, 512
  %2314 = sub i64 0, %2312
  %2315 = select i1 false, i64 %2314, i64 %2313
  %2316 = srem i64 %2312, 512
  %2317 = icmp ne i64 %2316, 0
  %2318 = icmp slt i64 %2312, 0
  %2319 = icmp eq i1 %2318, false
  %2320 = and i1 %2317, %2319
  %2321 = zext i1 %2320 to i64
  %2322 = add i64 %2315, %2321
  %2323 = trunc i64 %2322 to i32
  %2324 = sub i32 %2323, 1
  %2325 = sub i32 %2324, %c512
  %2326 = mul i32 %2325, 512
  %2327 = sext i32 %2326 to i64
  %2328 = sub i64 %2311, %2327
  %2329 = icmp slt i64 %2328, 0
  %2330 = sext i32 %N to i64
  %2331 = sext i32 %N to i64
  %2332 = sdiv i64 %2331, 512
  %2333 = sub i64 0, %2331
  %2334 = select i1 false, i64 %2333, i64 %2332
  %2335 = srem i64 %2331, 512
  %2336 = icmp ne i64 %2335, 0
  %2337 = icmp slt i64 %2331, 0
  %2338 = icmp eq i1 %2337, false
  %2339 = and i1 %2336, %2338
  %2340 = zext i1 %2339 to i64
  %2341 = add i64 %2334, %2340
  %2342 = trunc i64 %2341 to i32
  %2343 = sub i32 %2342, 1
  %2344 = sub i32 %2343, %c512
  %2345 = mul i32 %2344, 512
  %2346 = sext i32 %2345 to i64
  %2347 = sub i64 %2330, %2346
  %2348 = icmp sgt i64 %2347, 512
  %2349 = sext i32 %N to i64
  %2350 = sext i32 %N to i64
  %2351 = sdiv i64 %2350, 512
  %2352 = sub i64 0, %2350
  %2353 = select i1 false, i64 %2352, i64 %2351
  %2354 = srem i64 %2350, 512
  %2355 = icmp ne i64 %2354, 0
  %2356 = icmp slt i64 %2350, 0
  %2357 = icmp eq i1 %2356, false
  %2358 = and i1 %2355, %2357
  %2359 = zext i1 %2358 to i64
  %2360 = add i64 %2353, %2359
  %2361 = trunc i64 %2360 to i32
  %2362 = sub i32 %2361, 1
  %2363 = sub i32 %2362, %c512
  %2364 = mul i32 %2363, 512
  %2365 = sext i32 %2364 to i64
  %2366 = sub i64 %2349, %2365
  %2367 = select i1 %2348, i64 512, i64 %2366
  %2368 = select i1 %2329, i64 0, i64 %2367
  %2369 = sext i32 %N to i64
  %2370 = sdiv i64 %2369, 512
  %2371 = sub i64 0, %2369
  %2372 = select i1 false, i64 %2371, i64 %2370
  %2373 = srem i64 %2369, 512
  %2374 = icmp ne i64 %2373, 0
  %2375 = icmp slt i64 %2369, 0
  %2376 = icmp eq i1 %2375, false
  %2377 = and i1 %2374, %2376
  %2378 = zext i1 %2377 to i64
  %2379 = add i64 %2372, %2378
  %2380 = trunc i64 %2379 to i32
  %2381 = sub i32 %2380, 1
  %2382 = sub i32 %2381, %c512
  %2383 = mul i32 %2382, 512
  %2384 = sext i32 %2383 to i64
  %2385 = sub i64 0, %2384
  %2386 = icmp slt i64 %2385, 0
  %2387 = sext i32 %N to i64
  %2388 = sdiv i64 %2387, 512
  %2389 = sub i64 0, %2387
  %2390 = select i1 false, i64 %2389, i64 %2388
  %2391 = srem i64 %2387, 512
  %2392 = icmp ne i64 %2391, 0
  %2393 = icmp slt i64 %2387, 0
  %2394 = icmp eq i1 %2393, false
  %2395 = and i1 %2392, %2394
  %2396 = zext i1 %2395 to i64
  %2397 = add i64 %2390, %2396
  %2398 = trunc i64 %2397 to i32
  %2399 = sub i32 %2398, 1
  %2400 = sub i32 %2399, %c512
  %2401 = mul i32 %2400, 512
  %2402 = sext i32 %2401 to i64
  %2403 = sub i64 0, %2402
  %2404 = icmp sgt i64 %2403, 512
  %2405 = sext i32 %N to i64
  %2406 = sdiv i64 %2405, 512
  %2407 = sub i64 0, %2405
  %2408 = select i1 false, i64 %2407, i64 %2406
  %2409 = srem i64 %2405, 512
  %2410 = icmp ne i64 %2409, 0
  %2411 = icmp slt i64 %2405, 0
  %2412 = icmp eq i1 %2411, false
  %2413 = and i1 %2410, %2412
  %2414 = zext i1 %2413 to i64
  %2415 = add i64 %2408, %2414
  %2416 = trunc i64 %2415 to i32
  %2417 = sub i32 %2416, 1
  %2418 = sub i32 %2417, %c512
  %2419 = mul i32 %2418, 512
  %2420 = sext i32 %2419 to i64
  %2421 = sub i64 0, %2420
  %2422 = select i1 %2404, i64 512, i64 %2421
  %2423 = select i1 %2386, i64 0, i64 %2422
  %2424 = trunc i64 %2423 to i32
  %2425 = sext i32 %2424 to i64
  %2426 = icmp slt i64 %2368, %2425
  %2427 = sext i32 %N to i64
  %2428 = sdiv i64 %2427, 512
  %2429 = sub i64 0, %2427
  %2430 = select i1 false, i64 %2429, i64 %2428
  %2431 = srem i64 %2427, 512
  %2432 = icmp ne i64 %2431, 0
  %2433 = icmp slt i64 %2427, 0
  %2434 = icmp eq i1 %2433, false
  %2435 = and i1 %2432, %2434
  %2436 = zext i1 %2435 to i64
  %2437 = add i64 %2430, %2436
  %2438 = trunc i64 %2437 to i32
  %2439 = sub i32 %2438, 1
  %2440 = sub i32 %2439, %c512
  %2441 = mul i32 %2440, 512
  %2442 = sext i32 %2441 to i64
  %2443 = sub i64 0, %2442
  %2444 = icmp slt i64 %2443, 0
  %2445 = sext i32 %N to i64
  %2446 = sdiv i64 %2445, 512
  %2447 = sub i64 0, %2445
  %2448 = select i1 false, i64 %2447, i64 %2446
  %2449 = srem i64 %2445, 512
  %2450 = icmp ne i64 %2449, 0
  %2451 = icmp slt i64 %2445, 0
  %2452 = icmp eq i1 %2451, false
  %2453 = and i1 %2450, %2452
  %2454 = zext i1 %2453 to i64
  %2455 = add i64 %2448, %2454
  %2456 = trunc i64 %2455 to i32
  %2457 = sub i32 %2456, 1
  %2458 = sub i32 %2457, %c512
  %2459 = mul i32 %2458, 512
  %2460 = sext i32 %2459 to i64
  %2461 = sub i64 0, %2460
  %2462 = icmp sgt i64 %2461, 512
  %2463 = sext i32 %N to i64
  %2464 = sdiv i64 %2463, 512
  %2465 = sub i64 0, %2463
  %2466 = select i1 false, i64 %2465, i64 %2464
  %2467 = srem i64 %2463, 512
  %2468 = icmp ne i64 %2467, 0
  %2469 = icmp slt i64 %2463, 0
  %2470 = icmp eq i1 %2469, false
  %2471 = and i1 %2468, %2470
  %2472 = zext i1 %2471 to i64
  %2473 = add i64 %2466, %2472
  %2474 = trunc i64 %2473 to i32
  %2475 = sub i32 %2474, 1
  %2476 = sub i32 %2475, %c512
  %2477 = mul i32 %2476, 512
  %2478 = sext i32 %2477 to i64
  %2479 = sub i64 0, %2478
  %2480 = select i1 %2462, i64 512, i64 %2479
  %2481 = select i1 %2444, i64 0, i64 %2480
  %2482 = trunc i64 %2481 to i32
  %2483 = sext i32 %2482 to i64
  %2484 = sext i32 %N to i64
  %2485 = sext i32 %N to i64
  %2486 = sdiv i64 %2485, 512
  %2487 = sub i64 0, %2485
  %2488 = select i1 false, i64 %2487, i64 %2486
  %2489 = srem i64 %2485, 512
  %2490 = icmp ne i64 %2489, 0
  %2491 = icmp slt i64 %2485, 0
  %2492 = icmp eq i1 %2491, false
  %2493 = and i1 %2490, %2492
  %2494 = zext i1 %2493 to i64
  %2495 = add i64 %2488, %2494
  %2496 = trunc i64 %2495 to i32
  %2497 = sub i32 %2496, 1
  %2498 = sub i32 %2497, %c512
  %2499 = mul i32 %2498, 512
  %2500 = sext i32 %2499 to i64
  %2501 = sub i64 %2484, %2500
  %2502 = icmp slt i64 %2501, 0
  %2503 = sext i32 %N to i64
  %2504 = sext i32 %N to i64
  %2505 = sdiv i64 %2504, 512
  %2506 = sub i64 0, %2504
  %2507 = select i1 false, i64 %2506, i64 %2505
  %2508 = srem i64 %2504, 512
  %2509 = icmp ne i64 %2508, 0
  %2510 = icmp slt i64 %2504, 0
  %2511 = icmp eq i1 %2510, false
  %2512 = and i1 %2509, %2511
  %2513 = zext i1 %2512 to i64
  %2514 = add i64 %2507, %2513
  %2515 = trunc i64 %2514 to i32
  %2516 = sub i32 %2515, 1
  %2517 = sub i32 %2516, %c512
  %2518 = mul i32 %2517, 512
  %2519 = sext i32 %2518 to i64
  %2520 = sub i64 %2503, %2519
  %2521 = icmp sgt i64 %2520, 512
  %2522 = sext i32 %N to i64
  %2523 = sext i32 %N to i64
  %2524 = sdiv i64 %2523, 512
  %2525 = sub i64 0, %2523
  %2526 = select i1 false, i64 %2525, i64 %2524
  %2527 = srem i64 %2523, 512
  %2528 = icmp ne i64 %2527, 0
  %2529 = icmp slt i64 %2523, 0
  %2530 = icmp eq i1 %2529, false
  %2531 = and i1 %2528, %2530
  %2532 = zext i1 %2531 to i64
  %2533 = add i64 %2526, %2532
  %2534 = trunc i64 %2533 to i32
  %2535 = sub i32 %2534, 1
  %2536 = sub i32 %2535, %c512
  %2537 = mul i32 %2536, 512
  %2538 = sext i32 %2537 to i64
  %2539 = sub i64 %2522, %2538
  %2540 = select i1 %2521, i64 512, i64 %2539
  %2541 = select i1 %2502, i64 0, i64 %2540
  %2542 = select i1 %2426, i64 %2483, i64 %2541
  %2543 = trunc i64 %2542 to i32
  %2544 = icmp sgt i32 %2543, 512
  %2545 = sext i32 %N to i64
  %2546 = sext i32 %N to i64
  %2547 = sdiv i64 %2546, 512
  %2548 = sub i64 0, %2546
  %2549 = select i1 false, i64 %2548, i64 %2547
  %2550 = srem i64 %2546, 512
  %2551 = icmp ne i64 %2550, 0
  %2552 = icmp slt i64 %2546, 0
  %2553 = icmp eq i1 %2552, false
  %2554 = and i1 %2551, %2553
  %2555 = zext i1 %2554 to i64
  %2556 = add i64 %2549, %2555
  %2557 = trunc i64 %2556 to i32
  %2558 = sub i32 %2557, 1
  %2559 = sub i32 %2558, %c512
  %2560 = mul i32 %2559, 512
  %2561 = sext i32 %2560 to i64
  %2562 = sub i64 %2545, %2561
  %2563 = icmp slt i64 %2562, 0
  %2564 = sext i32 %N to i64
  %2565 = sext i32 %N to i64
  %2566 = sdiv i64 %2565, 512
  %2567 = sub i64 0, %2565
  %2568 = select i1 false, i64 %2567, i64 %2566
  %2569 = srem i64 %2565, 512
  %2570 = icmp ne i64 %2569, 0
  %2571 = icmp slt i64 %2565, 0
  %2572 = icmp eq i1 %2571, false
  %2573 = and i1 %2570, %2572
  %2574 = zext i1 %2573 to i64
  %2575 = add i64 %2568, %2574
  %2576 = trunc i64 %2575 to i32
  %2577 = sub i32 %2576, 1
  %2578 = sub i32 %2577, %c512
  %2579 = mul i32 %2578, 512
  %2580 = sext i32 %2579 to i64
  %2581 = sub i64 %2564, %2580
  %2582 = icmp sgt i64 %2581, 512
  %2583 = sext i32 %N to i64
  %2584 = sext i32 %N to i64
  %2585 = sdiv i64 %2584, 512
  %2586 = sub i64 0, %2584
  %2587 = select i1 false, i64 %2586, i64 %2585
  %2588 = srem i64 %2584, 512
  %2589 = icmp ne i64 %2588, 0
  %2590 = icmp slt i64 %2584, 0
  %2591 = icmp eq i1 %2590, false
  %2592 = and i1 %2589, %2591
  %2593 = zext i1 %2592 to i64
  %2594 = add i64 %2587, %2593
  %2595 = trunc i64 %2594 to i32
  %2596 = sub i32 %2595, 1
  %2597 = sub i32 %2596, %c512
  %2598 = mul i32 %2597, 512
  %2599 = sext i32 %2598 to i64
  %2600 = sub i64 %2583, %2599
  %2601 = select i1 %2582, i64 512, i64 %2600
  %2602 = select i1 %2563, i64 0, i64 %2601
  %2603 = sext i32 %N to i64
  %2604 = sdiv i64 %2603, 512
  %2605 = sub i64 0, %2603
  %2606 = select i1 false, i64 %2605, i64 %2604
  %2607 = srem i64 %2603, 512
  %2608 = icmp ne i64 %2607, 0
  %2609 = icmp slt i64 %2603, 0
  %2610 = icmp eq i1 %2609, false
  %2611 = and i1 %2608, %2610
  %2612 = zext i1 %2611 to i64
  %2613 = add i64 %2606, %2612
  %2614 = trunc i64 %2613 to i32
  %2615 = sub i32 %2614, 1
  %2616 = sub i32 %2615, %c512
  %2617 = mul i32 %2616, 512
  %2618 = sext i32 %2617 to i64
  %2619 = sub i64 0, %2618
  %2620 = icmp slt i64 %2619, 0
  %2621 = sext i32 %N to i64
  %2622 = sdiv i64 %2621, 512
  %2623 = sub i64 0, %2621
  %2624 = select i1 false, i64 %2623, i64 %2622
  %2625 = srem i64 %2621, 512
  %2626 = icmp ne i64 %2625, 0
  %2627 = icmp slt i64 %2621, 0
  %2628 = icmp eq i1 %2627, false
  %2629 = and i1 %2626, %2628
  %2630 = zext i1 %2629 to i64
  %2631 = add i64 %2624, %2630
  %2632 = trunc i64 %2631 to i32
  %2633 = sub i32 %2632, 1
  %2634 = sub i32 %2633, %c512
  %2635 = mul i32 %2634, 512
  %2636 = sext i32 %2635 to i64
  %2637 = sub i64 0, %2636
  %2638 = icmp sgt i64 %2637, 512
  %2639 = sext i32 %N to i64
  %2640 = sdiv i64 %2639, 512
  %2641 = sub i64 0, %2639
  %2642 = select i1 false, i64 %2641, i64 %2640
  %2643 = srem i64 %2639, 512
  %2644 = icmp ne i64 %2643, 0
  %2645 = icmp slt i64 %2639, 0
  %2646 = icmp eq i1 %2645, false
  %2647 = and i1 %2644, %2646
  %2648 = zext i1 %2647 to i64
  %2649 = add i64 %2642, %2648
  %2650 = trunc i64 %2649 to i32
  %2651 = sub i32 %2650, 1
  %2652 = sub i32 %2651, %c512
  %2653 = mul i32 %2652, 512
  %2654 = sext i32 %2653 to i64
  %2655 = sub i64 0, %2654
  %2656 = select i1 %2638, i64 512, i64 %2655
  %2657 = select i1 %2620, i64 0, i64 %2656
  %2658 = trunc i64 %2657 to i32
  %2659 = sext i32 %2658 to i64
  %2660 = icmp slt i64 %2602, %2659
  %2661 = sext i32 %N to i64
  %2662 = sdiv i64 %2661, 512
  %2663 = sub i64 0, %2661
  %2664 = select i1 false, i64 %2663, i64 %2662
  %2665 = srem i64 %2661, 512
  %2666 = icmp ne i64 %2665, 0
  %2667 = icmp slt i64 %2661, 0
  %2668 = icmp eq i1 %2667, false
  %2669 = and i1 %2666, %2668
  %2670 = zext i1 %2669 to i64
  %2671 = add i64 %2664, %2670
  %2672 = trunc i64 %2671 to i32
  %2673 = sub i32 %2672, 1
  %2674 = sub i32 %2673, %c512
  %2675 = mul i32 %2674, 512
  %2676 = sext i32 %2675 to i64
  %2677 = sub i64 0, %2676
  %2678 = icmp slt i64 %2677, 0
  %2679 = sext i32 %N to i64
  %2680 = sdiv i64 %2679, 512
  %2681 = sub i64 0, %2679
  %2682 = select i1 false, i64 %2681, i64 %2680
  %2683 = srem i64 %2679, 512
  %2684 = icmp ne i64 %2683, 0
  %2685 = icmp slt i64 %2679, 0
  %2686 = icmp eq i1 %2685, false
  %2687 = and i1 %2684, %2686
  %2688 = zext i1 %2687 to i64
  %2689 = add i64 %2682, %2688
  %2690 = trunc i64 %2689 to i32
  %2691 = sub i32 %2690, 1
  %2692 = sub i32 %2691, %c512
  %2693 = mul i32 %2692, 512
  %2694 = sext i32 %2693 to i64
  %2695 = sub i64 0, %2694
  %2696 = icmp sgt i64 %2695, 512
  %2697 = sext i32 %N to i64
  %2698 = sdiv i64 %2697, 512
  %2699 = sub i64 0, %2697
  %2700 = select i1 false, i64 %2699, i64 %2698
  %2701 = srem i64 %2697, 512
  %2702 = icmp ne i64 %2701, 0
  %2703 = icmp slt i64 %2697, 0
  %2704 = icmp eq i1 %2703, false
  %2705 = and i1 %2702, %2704
  %2706 = zext i1 %2705 to i64
  %2707 = add i64 %2700, %2706
  %2708 = trunc i64 %2707 to i32
  %2709 = sub i32 %2708, 1
  %2710 = sub i32 %2709, %c512
  %2711 = mul i32 %2710, 512
  %2712 = sext i32 %2711 to i64
  %2713 = sub i64 0, %2712
  %2714 = select i1 %2696, i64 512, i64 %2713
  %2715 = select i1 %2678, i64 0, i64 %2714
  %2716 = trunc i64 %2715 to i32
  %2717 = sext i32 %2716 to i64
  %2718 = sext i32 %N to i64
  %2719 = sext i32 %N to i64
  %2720 = sdiv i64 %2719, 512
  %2721 = sub i64 0, %2719
  %2722 = select i1 false, i64 %2721, i64 %2720
  %2723 = srem i64 %2719, 512
  %2724 = icmp ne i64 %2723, 0
  %2725 = icmp slt i64 %2719, 0
  %2726 = icmp eq i1 %2725, false
  %2727 = and i1 %2724, %2726
  %2728 = zext i1 %2727 to i64
  %2729 = add i64 %2722, %2728
  %2730 = trunc i64 %2729 to i32
  %2731 = sub i32 %2730, 1
  %2732 = sub i32 %2731, %c512
  %2733 = mul i32 %2732, 512
  %2734 = sext i32 %2733 to i64
  %2735 = sub i64 %2718, %2734
  %2736 = icmp slt i64 %2735, 0
  %2737 = sext i32 %N to i64
  %2738 = sext i32 %N to i64
  %2739 = sdiv i64 %2738, 512
  %2740 = sub i64 0, %2738
  %2741 = select i1 false, i64 %2740, i64 %2739
  %2742 = srem i64 %2738, 512
  %2743 = icmp ne i64 %2742, 0
  %2744 = icmp slt i64 %2738, 0
  %2745 = icmp eq i1 %2744, false
  %2746 = and i1 %2743, %2745
  %2747 = zext i1 %2746 to i64
  %2748 = add i64 %2741, %2747
  %2749 = trunc i64 %2748 to i32
  %2750 = sub i32 %2749, 1
  %2751 = sub i32 %2750, %c512
  %2752 = mul i32 %2751, 512
  %2753 = sext i32 %2752 to i64
  %2754 = sub i64 %2737, %2753
  %2755 = icmp sgt i64 %2754, 512
  %2756 = sext i32 %N to i64
  %2757 = sext i32 %N to i64
  %2758 = sdiv i64 %2757, 512
  %2759 = sub i64 0, %2757
  %2760 = select i1 false, i64 %2759, i64 %2758
  %2761 = srem i64 %2757, 512
  %2762 = icmp ne i64 %2761, 0
  %2763 = icmp slt i64 %2757, 0
  %2764 = icmp eq i1 %2763, false
  %2765 = and i1 %2762, %2764
  %2766 = zext i1 %2765 to i64
  %2767 = add i64 %2760, %2766
  %2768 = trunc i64 %2767 to i32
  %2769 = sub i32 %2768, 1
  %2770 = sub i32 %2769, %c512
  %2771 = mul i32 %2770, 512
  %2772 = sext i32 %2771 to i64
  %2773 = sub i64 %2756, %2772
  %2774 = select i1 %2755, i64 512, i64 %2773
  %2775 = select i1 %2736, i64 0, i64 %2774
  %2776 = select i1 %2660, i64 %2717, i64 %2775
  %2777 = trunc i64 %2776 to i32
  %2778 = select i1 %2544, i32 512, i32 %2777
  %tl_cols53 = select i1 %2310, i32 0, i32 %2778
  br label %for.cond548

for.end546:                                       ; preds = %for.cond544
  %2779 = mul i32 %bx, 4
  %2780 = icmp sle i32 0, %2779
  %2781 = mul i32 %bx, 4
  %2782 = sext i32 %2781 to i64
  %2783 = add i64 %2782, 4
  %2784 = sext i32 %M to i64
  %2785 = icmp sle i64 %2783, %2784
  %2786 = and i1 %2780, %2785
  %2787 = mul i32 %t, 512
  %2788 = icmp sle i32 0, %2787
  %2789 = mul i32 %t, 512
  %2790 = sext i32 %2789 to i64
  %2791 = add i64 %2790, 512
  %2792 = sext i32 %N to i64
  %2793 = icmp sle i64 %2791, %2792
  %2794 = and i1 %2788, %2793
  %2795 = and i1 %2786, %2794
  br i1 %2795, label %if.then555, label %if.else556

for.cond548:                                      ; preds = %for.body549, %for.body545
  %j551 = phi i32 [ 0, %for.body545 ], [ %2818, %for.body549 ]
  %2796 = icmp slt i32 %j551, %tl_cols53
  br i1 %2796, label %for.body549, label %for.end550

for.body549:                                      ; preds = %for.cond548
  %2797 = sext i32 %i547 to i64
  %2798 = mul nsw i64 %2797, 512
  %2799 = sext i32 %j551 to i64
  %2800 = add nsw i64 %2798, %2799
  %2801 = getelementptr inbounds float, ptr %X_f, i64 %2800
  %2802 = load float, ptr %2801, align 4
  %2803 = sext i32 %i547 to i64
  %2804 = getelementptr inbounds float, ptr %m, i64 %2803
  %2805 = load float, ptr %2804, align 4
  %2806 = fsub float %2802, %2805
  %2807 = call float @tilec_expf(float %2806)
  %2808 = sext i32 %i547 to i64
  %2809 = getelementptr inbounds float, ptr %l, i64 %2808
  %2810 = load float, ptr %2809, align 4
  %2811 = fdiv float 1.000000e+00, %2810
  %2812 = fmul float %2807, %2811
  %2813 = sext i32 %i547 to i64
  %2814 = mul nsw i64 %2813, 512
  %2815 = sext i32 %j551 to i64
  %2816 = add nsw i64 %2814, %2815
  %2817 = getelementptr inbounds float, ptr %X_f, i64 %2816
  store float %2812, ptr %2817, align 4
  %2818 = add nsw i32 %j551, 1
  br label %for.cond548, !llvm.loop !127

for.end550:                                       ; preds = %for.cond548
  %2819 = sext i32 %i547 to i64
  %2820 = getelementptr inbounds float, ptr %m, i64 %2819
  %2821 = load float, ptr %2820, align 4
  %2822 = fsub float 0.000000e+00, %2821
  %2823 = call float @tilec_expf(float %2822)
  %2824 = sext i32 %i547 to i64
  %2825 = getelementptr inbounds float, ptr %l, i64 %2824
  %2826 = load float, ptr %2825, align 4
  %2827 = fdiv float 1.000000e+00, %2826
  %tl_col55 = fmul float %2823, %2827
  %2828 = sub i32 512, %tl_cols53
  br label %for.cond552

for.cond552:                                      ; preds = %for.body553, %for.end550
  %j54 = phi i32 [ 0, %for.end550 ], [ %2836, %for.body553 ]
  %2829 = icmp slt i32 %j54, %2828
  br i1 %2829, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %2830 = sext i32 %i547 to i64
  %2831 = mul nsw i64 %2830, 512
  %2832 = add i32 %tl_cols53, %j54
  %2833 = sext i32 %2832 to i64
  %2834 = add nsw i64 %2831, %2833
  %2835 = getelementptr inbounds float, ptr %X_f, i64 %2834
  store float %tl_col55, ptr %2835, align 4
  %2836 = add nsw i32 %j54, 1
  br label %for.cond552, !llvm.loop !128

for.end554:                                       ; preds = %for.cond552
  %2837 = add nsw i32 %i547, 1
  br label %for.cond544, !llvm.loop !129

if.then555:                                       ; preds = %for.end546
  br label %for.cond558

if.else556:                                       ; preds = %for.end546
  br label %for.cond569

if.end557:                                        ; preds = %for.end571, %for.end560
  %2838 = add nsw i32 %c512, 1
  br label %for.cond509, !llvm.loop !130

for.cond558:                                      ; preds = %if.end564, %if.then555
  %i15561 = phi i32 [ 0, %if.then555 ], [ %2858, %if.end564 ]
  %2839 = icmp slt i32 %i15561, 4
  br i1 %2839, label %for.body559, label %for.end560

for.body559:                                      ; preds = %for.cond558
  %2840 = sext i32 %M to i64
  %2841 = sext i32 %N to i64
  %2842 = mul i64 %2840, %2841
  %2843 = icmp sge i64 %2842, 8388608
  br i1 %2843, label %if.then562, label %if.else563

for.end560:                                       ; preds = %for.cond558
  br label %if.end557

if.then562:                                       ; preds = %for.body559
  %2844 = mul i32 %bx, 4
  %2845 = add i32 %2844, %i15561
  %2846 = sext i32 %2845 to i64
  %2847 = sext i32 %N to i64
  %2848 = mul nsw i64 %2846, %2847
  %2849 = mul i32 %t, 512
  %2850 = add i32 %2849, 0
  %2851 = sext i32 %2850 to i64
  %2852 = add nsw i64 %2848, %2851
  %2853 = getelementptr inbounds float, ptr %Y, i64 %2852
  %2854 = sext i32 %i15561 to i64
  %2855 = mul nsw i64 %2854, 512
  %2856 = add nsw i64 %2855, 0
  %2857 = getelementptr inbounds float, ptr %X_f, i64 %2856
  call void @tilec_rt_stream(ptr %2853, ptr %2857, i64 2048)
  br label %if.end564

if.else563:                                       ; preds = %for.body559
  br label %for.cond565

if.end564:                                        ; preds = %for.end567, %if.then562
  %2858 = add nsw i32 %i15561, 1
  br label %for.cond558, !llvm.loop !131

for.cond565:                                      ; preds = %for.body566, %if.else563
  %j5568 = phi i32 [ 0, %if.else563 ], [ %2876, %for.body566 ]
  %2859 = icmp slt i32 %j5568, 512
  br i1 %2859, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2860 = sext i32 %i15561 to i64
  %2861 = mul nsw i64 %2860, 512
  %2862 = sext i32 %j5568 to i64
  %2863 = add nsw i64 %2861, %2862
  %2864 = getelementptr inbounds float, ptr %X_f, i64 %2863
  %2865 = load float, ptr %2864, align 4
  %2866 = mul i32 %bx, 4
  %2867 = add i32 %2866, %i15561
  %2868 = sext i32 %2867 to i64
  %2869 = sext i32 %N to i64
  %2870 = mul nsw i64 %2868, %2869
  %2871 = mul i32 %t, 512
  %2872 = add i32 %2871, %j5568
  %2873 = sext i32 %2872 to i64
  %2874 = add nsw i64 %2870, %2873
  %2875 = getelementptr inbounds float, ptr %Y, i64 %2874
  store float %2865, ptr %2875, align 4
  %2876 = add nsw i32 %j5568, 1
  br label %for.cond565, !llvm.loop !132

for.end567:                                       ; preds = %for.cond565
  br label %if.end564

for.cond569:                                      ; preds = %for.end575, %if.else556
  %i15572 = phi i32 [ 0, %if.else556 ], [ %2904, %for.end575 ]
  %2877 = icmp slt i32 %i15572, 4
  br i1 %2877, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  br label %for.cond573

for.end571:                                       ; preds = %for.cond569
  br label %if.end557

for.cond573:                                      ; preds = %if.end579, %for.body570
  %j5576 = phi i32 [ 0, %for.body570 ], [ %2921, %if.end579 ]
  %2878 = icmp slt i32 %j5576, 512
  br i1 %2878, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %2879 = mul i32 %bx, 4
  %2880 = sext i32 %2879 to i64
  %2881 = sext i32 %i15572 to i64
  %2882 = add i64 %2880, %2881
  %2883 = icmp sle i64 0, %2882
  %2884 = mul i32 %bx, 4
  %2885 = sext i32 %2884 to i64
  %2886 = sext i32 %i15572 to i64
  %2887 = add i64 %2885, %2886
  %2888 = sext i32 %M to i64
  %2889 = icmp slt i64 %2887, %2888
  %2890 = and i1 %2883, %2889
  %2891 = mul i32 %t, 512
  %2892 = sext i32 %2891 to i64
  %2893 = sext i32 %j5576 to i64
  %2894 = add i64 %2892, %2893
  %2895 = icmp sle i64 0, %2894
  %2896 = mul i32 %t, 512
  %2897 = sext i32 %2896 to i64
  %2898 = sext i32 %j5576 to i64
  %2899 = add i64 %2897, %2898
  %2900 = sext i32 %N to i64
  %2901 = icmp slt i64 %2899, %2900
  %2902 = and i1 %2895, %2901
  %2903 = and i1 %2890, %2902
  br i1 %2903, label %if.then577, label %if.else578

for.end575:                                       ; preds = %for.cond573
  %2904 = add nsw i32 %i15572, 1
  br label %for.cond569, !llvm.loop !133

if.then577:                                       ; preds = %for.body574
  %2905 = sext i32 %i15572 to i64
  %2906 = mul nsw i64 %2905, 512
  %2907 = sext i32 %j5576 to i64
  %2908 = add nsw i64 %2906, %2907
  %2909 = getelementptr inbounds float, ptr %X_f, i64 %2908
  %2910 = load float, ptr %2909, align 4
  %2911 = mul i32 %bx, 4
  %2912 = add i32 %2911, %i15572
  %2913 = sext i32 %2912 to i64
  %2914 = sext i32 %N to i64
  %2915 = mul nsw i64 %2913, %2914
  %2916 = mul i32 %t, 512
  %2917 = add i32 %2916, %j5576
  %2918 = sext i32 %2917 to i64
  %2919 = add nsw i64 %2915, %2918
  %2920 = getelementptr inbounds float, ptr %Y, i64 %2919
  store float %2910, ptr %2920, align 4
  br label %if.end579

if.else578:                                       ; preds = %for.body574
  br label %if.end579

if.end579:                                        ; preds = %if.else578, %if.then577
  %2921 = add nsw i32 %j5576, 1
  br label %for.cond573, !llvm.loop !134
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
  %2 = fcmp ogt float %0, -1.040000e+02
  %3 = select i1 %2, float %0, float 0.000000e+00
  %4 = fcmp olt float %3, 8.900000e+01
  %5 = select i1 %4, float %3, float 8.900000e+01
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

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #4

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
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
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
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
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
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
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
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
