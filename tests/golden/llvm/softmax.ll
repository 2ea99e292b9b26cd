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
  br label %for.cond383

if.end249:                                        ; preds = %for.end491, %for.end252
  br label %if.end122

for.cond250:                                      ; preds = %if.end357, %if.then247
  %r = phi i32 [ 0, %if.then247 ], [ %1299, %if.end357 ]
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
  br label %if.end249

if.then253:                                       ; preds = %for.body251
  br label %for.cond256

if.else254:                                       ; preds = %for.body251
  br label %for.cond268

if.end255:                                        ; preds = %for.end270, %for.end258
  br label %for.cond286

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

for.cond268:                                      ; preds = %for.end285, %if.else254
  %i13271 = phi i32 [ 0, %if.else254 ], [ %1016, %for.end285 ]
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
  %983 = sub i32 4096, %tl_hi6
  br label %for.cond283

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
  br label %for.cond275, !llvm.loop !61

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
  br label %for.cond279, !llvm.loop !62

for.end281:                                       ; preds = %for.cond279
  br label %if.end274

for.cond283:                                      ; preds = %for.body284, %if.end274
  %j31 = phi i32 [ 0, %if.end274 ], [ %1015, %for.body284 ]
  %1008 = icmp slt i32 %j31, %983
  br i1 %1008, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1009 = sext i32 %i13271 to i64
  %1010 = mul nsw i64 %1009, 4096
  %1011 = add i32 %tl_hi6, %j31
  %1012 = sext i32 %1011 to i64
  %1013 = add nsw i64 %1010, %1012
  %1014 = getelementptr inbounds float, ptr %X_r, i64 %1013
  store float 0.000000e+00, ptr %1014, align 4
  %1015 = add nsw i32 %j31, 1
  br label %for.cond283, !llvm.loop !63

for.end285:                                       ; preds = %for.cond283
  %1016 = add nsw i32 %i13271, 1
  br label %for.cond268, !llvm.loop !64

for.cond286:                                      ; preds = %for.end292, %if.end255
  %i289 = phi i32 [ 0, %if.end255 ], [ %1034, %for.end292 ]
  %1017 = icmp slt i32 %i289, 1
  br i1 %1017, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %1018 = sext i32 %N to i64
  %1019 = icmp slt i64 %1018, 0
  %1020 = sext i32 %N to i64
  %1021 = icmp sgt i64 %1020, 4096
  %1022 = sext i32 %N to i64
  %1023 = select i1 %1021, i64 4096, i64 %1022
  %1024 = select i1 %1019, i64 0, i64 %1023
  %tl_hi7 = trunc i64 %1024 to i32
  %1025 = sub i32 4096, %tl_hi7
  br label %for.cond290

for.end288:                                       ; preds = %for.cond286
  br label %for.cond293

for.cond290:                                      ; preds = %for.body291, %for.body287
  %j8 = phi i32 [ 0, %for.body287 ], [ %1033, %for.body291 ]
  %1026 = icmp slt i32 %j8, %1025
  br i1 %1026, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1027 = sext i32 %i289 to i64
  %1028 = mul nsw i64 %1027, 4096
  %1029 = add i32 %tl_hi7, %j8
  %1030 = sext i32 %1029 to i64
  %1031 = add nsw i64 %1028, %1030
  %1032 = getelementptr inbounds float, ptr %X_r, i64 %1031
  store float 0xFFF0000000000000, ptr %1032, align 4
  %1033 = add nsw i32 %j8, 1
  br label %for.cond290, !llvm.loop !65

for.end292:                                       ; preds = %for.cond290
  %1034 = add nsw i32 %i289, 1
  br label %for.cond286, !llvm.loop !66

for.cond293:                                      ; preds = %for.end311, %for.end288
  %i6 = phi i32 [ 0, %for.end288 ], [ %1121, %for.end311 ]
  %1035 = icmp slt i32 %i6, 1
  br i1 %1035, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  br label %for.cond296

for.end295:                                       ; preds = %for.cond293
  br label %for.cond313

for.cond296:                                      ; preds = %for.body297, %for.body294
  %lane4 = phi i32 [ 0, %for.body294 ], [ %1045, %for.body297 ]
  %1036 = icmp slt i32 %lane4, 32
  br i1 %1036, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1037 = sext i32 %i6 to i64
  %1038 = mul nsw i64 %1037, 4096
  %1039 = sext i32 %lane4 to i64
  %1040 = add nsw i64 %1038, %1039
  %1041 = getelementptr inbounds float, ptr %X_r, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %1043 = sext i32 %lane4 to i64
  %1044 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1043
  store float %1042, ptr %1044, align 4
  %1045 = add nsw i32 %lane4, 1
  br label %for.cond296, !llvm.loop !67

for.end298:                                       ; preds = %for.cond296
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
  %1058 = sub i32 %1057, 1
  %1059 = icmp slt i32 %1058, 0
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
  %1072 = sub i32 %1071, 1
  %1073 = select i1 %1059, i32 0, i32 %1072
  %tl_steps21 = select i1 true, i32 %1073, i32 127
  br label %for.cond299

for.cond299:                                      ; preds = %for.end304, %for.end298
  %red4 = phi i32 [ 0, %for.end298 ], [ %1094, %for.end304 ]
  %1074 = icmp slt i32 %red4, %tl_steps21
  br i1 %1074, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  br label %for.cond302

for.end301:                                       ; preds = %for.cond299
  %1075 = icmp slt i32 %tl_steps21, 127
  br i1 %1075, label %if.then306, label %if.else307

for.cond302:                                      ; preds = %for.body303, %for.body300
  %lane4305 = phi i32 [ 0, %for.body300 ], [ %1093, %for.body303 ]
  %1076 = icmp slt i32 %lane4305, 32
  br i1 %1076, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %1077 = sext i32 %lane4305 to i64
  %1078 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1077
  %lane_acc2 = load float, ptr %1078, align 4
  %1079 = sext i32 %i6 to i64
  %1080 = mul nsw i64 %1079, 4096
  %1081 = add i32 %red4, 1
  %1082 = mul i32 %1081, 32
  %1083 = add i32 %1082, %lane4305
  %1084 = sext i32 %1083 to i64
  %1085 = add nsw i64 %1080, %1084
  %1086 = getelementptr inbounds float, ptr %X_r, i64 %1085
  %lane_next2 = load float, ptr %1086, align 4
  %1087 = fcmp une float %lane_next2, %lane_next2
  %1088 = fcmp ogt float %lane_acc2, %lane_next2
  %1089 = select i1 %1088, float %lane_acc2, float %lane_next2
  %1090 = select i1 %1087, float %lane_acc2, float %1089
  %1091 = sext i32 %lane4305 to i64
  %1092 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1091
  store float %1090, ptr %1092, align 4
  %1093 = add nsw i32 %lane4305, 1
  br label %for.cond302, !llvm.loop !68

for.end304:                                       ; preds = %for.cond302
  %1094 = add nsw i32 %red4, 1
  br label %for.cond299, !llvm.loop !69

if.then306:                                       ; preds = %for.end301
  %1095 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1096 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1095
  %1097 = load float, ptr %1096, align 4
  %1098 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1099 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1098
  %1100 = load float, ptr %1099, align 4
  %1101 = fcmp ogt float %1100, 0xFFF0000000000000
  %1102 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1103 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1102
  %1104 = load float, ptr %1103, align 4
  %1105 = select i1 %1101, float %1104, float 0xFFF0000000000000
  %1106 = select i1 false, float %1097, float %1105
  %1107 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1106, ptr %1107, align 4
  br label %if.end308

if.else307:                                       ; preds = %for.end301
  br label %if.end308

if.end308:                                        ; preds = %if.else307, %if.then306
  %1108 = sext i32 %i6 to i64
  %1109 = getelementptr inbounds float, ptr %m_r, i64 %1108
  store float 0xFFF0000000000000, ptr %1109, align 4
  br label %for.cond309

for.cond309:                                      ; preds = %for.body310, %if.end308
  %lane4312 = phi i32 [ 0, %if.end308 ], [ %1120, %for.body310 ]
  %1110 = icmp slt i32 %lane4312, 32
  br i1 %1110, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1111 = sext i32 %i6 to i64
  %1112 = getelementptr inbounds float, ptr %m_r, i64 %1111
  %1113 = load float, ptr %1112, align 4
  %1114 = sext i32 %lane4312 to i64
  %1115 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1114
  %1116 = load float, ptr %1115, align 4
  %1117 = call float @llvm.maxnum.f32(float %1113, float %1116)
  %1118 = sext i32 %i6 to i64
  %1119 = getelementptr inbounds float, ptr %m_r, i64 %1118
  store float %1117, ptr %1119, align 4
  %1120 = add nsw i32 %lane4312, 1
  br label %for.cond309, !llvm.loop !70

for.end311:                                       ; preds = %for.cond309
  %1121 = add nsw i32 %i6, 1
  br label %for.cond293, !llvm.loop !71

for.cond313:                                      ; preds = %for.end323, %for.end295
  %i316 = phi i32 [ 0, %for.end295 ], [ %1159, %for.end323 ]
  %1122 = icmp slt i32 %i316, 1
  br i1 %1122, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %1123 = sext i32 %N to i64
  %1124 = icmp slt i64 %1123, 0
  %1125 = sext i32 %N to i64
  %1126 = icmp sgt i64 %1125, 4096
  %1127 = sext i32 %N to i64
  %1128 = select i1 %1126, i64 4096, i64 %1127
  %1129 = select i1 %1124, i64 0, i64 %1128
  %tl_cols22 = trunc i64 %1129 to i32
  br label %for.cond317

for.end315:                                       ; preds = %for.cond313
  br label %for.cond324

for.cond317:                                      ; preds = %for.body318, %for.body314
  %j320 = phi i32 [ 0, %for.body314 ], [ %1146, %for.body318 ]
  %1130 = icmp slt i32 %j320, %tl_cols22
  br i1 %1130, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %1131 = sext i32 %i316 to i64
  %1132 = mul nsw i64 %1131, 4096
  %1133 = sext i32 %j320 to i64
  %1134 = add nsw i64 %1132, %1133
  %1135 = getelementptr inbounds float, ptr %X_r, i64 %1134
  %1136 = load float, ptr %1135, align 4
  %1137 = getelementptr inbounds float, ptr %m_r, i64 0
  %1138 = load float, ptr %1137, align 4
  %1139 = fsub float %1136, %1138
  %1140 = call float @tilec_expf(float %1139)
  %1141 = sext i32 %i316 to i64
  %1142 = mul nsw i64 %1141, 4096
  %1143 = sext i32 %j320 to i64
  %1144 = add nsw i64 %1142, %1143
  %1145 = getelementptr inbounds float, ptr %X_r, i64 %1144
  store float %1140, ptr %1145, align 4
  %1146 = add nsw i32 %j320, 1
  br label %for.cond317, !llvm.loop !72

for.end319:                                       ; preds = %for.cond317
  %1147 = getelementptr inbounds float, ptr %m_r, i64 0
  %1148 = load float, ptr %1147, align 4
  %1149 = fsub float 0xFFF0000000000000, %1148
  %tl_col24 = call float @tilec_expf(float %1149)
  %1150 = sub i32 4096, %tl_cols22
  br label %for.cond321

for.cond321:                                      ; preds = %for.body322, %for.end319
  %j23 = phi i32 [ 0, %for.end319 ], [ %1158, %for.body322 ]
  %1151 = icmp slt i32 %j23, %1150
  br i1 %1151, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1152 = sext i32 %i316 to i64
  %1153 = mul nsw i64 %1152, 4096
  %1154 = add i32 %tl_cols22, %j23
  %1155 = sext i32 %1154 to i64
  %1156 = add nsw i64 %1153, %1155
  %1157 = getelementptr inbounds float, ptr %X_r, i64 %1156
  store float %tl_col24, ptr %1157, align 4
  %1158 = add nsw i32 %j23, 1
  br label %for.cond321, !llvm.loop !73

for.end323:                                       ; preds = %for.cond321
  %1159 = add nsw i32 %i316, 1
  br label %for.cond313, !llvm.loop !74

for.cond324:                                      ; preds = %for.end342, %for.end315
  %i7 = phi i32 [ 0, %for.end315 ], [ %1243, %for.end342 ]
  %1160 = icmp slt i32 %i7, 1
  br i1 %1160, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  br label %for.cond327

for.end326:                                       ; preds = %for.cond324
  br label %for.cond344

for.cond327:                                      ; preds = %for.body328, %for.body325
  %lane5 = phi i32 [ 0, %for.body325 ], [ %1170, %for.body328 ]
  %1161 = icmp slt i32 %lane5, 32
  br i1 %1161, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1162 = sext i32 %i7 to i64
  %1163 = mul nsw i64 %1162, 4096
  %1164 = sext i32 %lane5 to i64
  %1165 = add nsw i64 %1163, %1164
  %1166 = getelementptr inbounds float, ptr %X_r, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = sext i32 %lane5 to i64
  %1169 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1168
  store float %1167, ptr %1169, align 4
  %1170 = add nsw i32 %lane5, 1
  br label %for.cond327, !llvm.loop !75

for.end329:                                       ; preds = %for.cond327
  %1171 = getelementptr inbounds float, ptr %m_r, i64 0
  %1172 = load float, ptr %1171, align 4
  %1173 = fsub float 0xFFF0000000000000, %1172
  %tl_pad25 = call float @tilec_expf(float %1173)
  %1174 = fadd float %tl_pad25, %tl_pad25
  %1175 = fcmp oeq float %1174, %tl_pad25
  %1176 = fcmp une float %tl_pad25, %tl_pad25
  %1177 = or i1 %1175, %1176
  %1178 = sext i32 %N to i64
  %1179 = icmp slt i64 %1178, 0
  %1180 = sext i32 %N to i64
  %1181 = icmp sgt i64 %1180, 4096
  %1182 = sext i32 %N to i64
  %1183 = select i1 %1181, i64 4096, i64 %1182
  %1184 = select i1 %1179, i64 0, i64 %1183
  %1185 = trunc i64 %1184 to i32
  %1186 = add i32 %1185, 31
  %1187 = sdiv i32 %1186, 32
  %1188 = sub i32 0, %1186
  %1189 = select i1 false, i32 %1188, i32 %1187
  %1190 = sub i32 %1189, 1
  %1191 = icmp slt i32 %1190, 0
  %1192 = sext i32 %N to i64
  %1193 = icmp slt i64 %1192, 0
  %1194 = sext i32 %N to i64
  %1195 = icmp sgt i64 %1194, 4096
  %1196 = sext i32 %N to i64
  %1197 = select i1 %1195, i64 4096, i64 %1196
  %1198 = select i1 %1193, i64 0, i64 %1197
  %1199 = trunc i64 %1198 to i32
  %1200 = add i32 %1199, 31
  %1201 = sdiv i32 %1200, 32
  %1202 = sub i32 0, %1200
  %1203 = select i1 false, i32 %1202, i32 %1201
  %1204 = sub i32 %1203, 1
  %1205 = select i1 %1191, i32 0, i32 %1204
  %tl_steps26 = select i1 %1177, i32 %1205, i32 127
  br label %for.cond330

for.cond330:                                      ; preds = %for.end335, %for.end329
  %red5 = phi i32 [ 0, %for.end329 ], [ %1225, %for.end335 ]
  %1206 = icmp slt i32 %red5, %tl_steps26
  br i1 %1206, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  br label %for.cond333

for.end332:                                       ; preds = %for.cond330
  %1207 = icmp slt i32 %tl_steps26, 127
  br i1 %1207, label %if.then337, label %if.else338

for.cond333:                                      ; preds = %for.body334, %for.body331
  %lane5336 = phi i32 [ 0, %for.body331 ], [ %1224, %for.body334 ]
  %1208 = icmp slt i32 %lane5336, 32
  br i1 %1208, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %1209 = sext i32 %lane5336 to i64
  %1210 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1209
  %1211 = load float, ptr %1210, align 4
  %1212 = sext i32 %i7 to i64
  %1213 = mul nsw i64 %1212, 4096
  %1214 = add i32 %red5, 1
  %1215 = mul i32 %1214, 32
  %1216 = add i32 %1215, %lane5336
  %1217 = sext i32 %1216 to i64
  %1218 = add nsw i64 %1213, %1217
  %1219 = getelementptr inbounds float, ptr %X_r, i64 %1218
  %1220 = load float, ptr %1219, align 4
  %1221 = fadd float %1211, %1220
  %1222 = sext i32 %lane5336 to i64
  %1223 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1222
  store float %1221, ptr %1223, align 4
  %1224 = add nsw i32 %lane5336, 1
  br label %for.cond333, !llvm.loop !76

for.end335:                                       ; preds = %for.cond333
  %1225 = add nsw i32 %red5, 1
  br label %for.cond330, !llvm.loop !77

if.then337:                                       ; preds = %for.end332
  %1226 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1227 = load float, ptr %1226, align 4
  %1228 = fadd float %1227, %tl_pad25
  %1229 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %1228, ptr %1229, align 4
  br label %if.end339

if.else338:                                       ; preds = %for.end332
  br label %if.end339

if.end339:                                        ; preds = %if.else338, %if.then337
  %1230 = sext i32 %i7 to i64
  %1231 = getelementptr inbounds float, ptr %l_r, i64 %1230
  store float 0.000000e+00, ptr %1231, align 4
  br label %for.cond340

for.cond340:                                      ; preds = %for.body341, %if.end339
  %lane5343 = phi i32 [ 0, %if.end339 ], [ %1242, %for.body341 ]
  %1232 = icmp slt i32 %lane5343, 32
  br i1 %1232, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1233 = sext i32 %i7 to i64
  %1234 = getelementptr inbounds float, ptr %l_r, i64 %1233
  %1235 = load float, ptr %1234, align 4
  %1236 = sext i32 %lane5343 to i64
  %1237 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1236
  %1238 = load float, ptr %1237, align 4
  %1239 = fadd float %1235, %1238
  %1240 = sext i32 %i7 to i64
  %1241 = getelementptr inbounds float, ptr %l_r, i64 %1240
  store float %1239, ptr %1241, align 4
  %1242 = add nsw i32 %lane5343, 1
  br label %for.cond340, !llvm.loop !78

for.end342:                                       ; preds = %for.cond340
  %1243 = add nsw i32 %i7, 1
  br label %for.cond324, !llvm.loop !79

for.cond344:                                      ; preds = %for.end354, %for.end326
  %i347 = phi i32 [ 0, %for.end326 ], [ %1298, %for.end354 ]
  %1244 = icmp slt i32 %i347, 1
  br i1 %1244, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1245 = sext i32 %N to i64
  %1246 = icmp slt i64 %1245, 0
  %1247 = sext i32 %N to i64
  %1248 = icmp sgt i64 %1247, 4096
  %1249 = sext i32 %N to i64
  %1250 = select i1 %1248, i64 4096, i64 %1249
  %1251 = select i1 %1246, i64 0, i64 %1250
  %tl_cols27 = trunc i64 %1251 to i32
  br label %for.cond348

for.end346:                                       ; preds = %for.cond344
  %1252 = mul i32 %bx, 4
  %1253 = add i32 %1252, %r
  %1254 = icmp sle i32 0, %1253
  %1255 = mul i32 %bx, 4
  %1256 = add i32 %1255, %r
  %1257 = sext i32 %1256 to i64
  %1258 = add i64 %1257, 1
  %1259 = sext i32 %M to i64
  %1260 = icmp sle i64 %1258, %1259
  %1261 = and i1 %1254, %1260
  %1262 = sext i32 %N to i64
  %1263 = icmp sle i64 4096, %1262
  %1264 = and i1 %1261, %1263
  br i1 %1264, label %if.then355, label %if.else356

for.cond348:                                      ; preds = %for.body349, %for.body345
  %j351 = phi i32 [ 0, %for.body345 ], [ %1281, %for.body349 ]
  %1265 = icmp slt i32 %j351, %tl_cols27
  br i1 %1265, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1266 = sext i32 %i347 to i64
  %1267 = mul nsw i64 %1266, 4096
  %1268 = sext i32 %j351 to i64
  %1269 = add nsw i64 %1267, %1268
  %1270 = getelementptr inbounds float, ptr %X_r, i64 %1269
  %1271 = load float, ptr %1270, align 4
  %1272 = getelementptr inbounds float, ptr %l_r, i64 0
  %1273 = load float, ptr %1272, align 4
  %1274 = fdiv float 1.000000e+00, %1273
  %1275 = fmul float %1271, %1274
  %1276 = sext i32 %i347 to i64
  %1277 = mul nsw i64 %1276, 4096
  %1278 = sext i32 %j351 to i64
  %1279 = add nsw i64 %1277, %1278
  %1280 = getelementptr inbounds float, ptr %X_r, i64 %1279
  store float %1275, ptr %1280, align 4
  %1281 = add nsw i32 %j351, 1
  br label %for.cond348, !llvm.loop !80

for.end350:                                       ; preds = %for.cond348
  %1282 = getelementptr inbounds float, ptr %m_r, i64 0
  %1283 = load float, ptr %1282, align 4
  %1284 = fsub float 0xFFF0000000000000, %1283
  %1285 = call float @tilec_expf(float %1284)
  %1286 = getelementptr inbounds float, ptr %l_r, i64 0
  %1287 = load float, ptr %1286, align 4
  %1288 = fdiv float 1.000000e+00, %1287
  %tl_col29 = fmul float %1285, %1288
  %1289 = sub i32 4096, %tl_cols27
  br label %for.cond352

for.cond352:                                      ; preds = %for.body353, %for.end350
  %j28 = phi i32 [ 0, %for.end350 ], [ %1297, %for.body353 ]
  %1290 = icmp slt i32 %j28, %1289
  br i1 %1290, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1291 = sext i32 %i347 to i64
  %1292 = mul nsw i64 %1291, 4096
  %1293 = add i32 %tl_cols27, %j28
  %1294 = sext i32 %1293 to i64
  %1295 = add nsw i64 %1292, %1294
  %1296 = getelementptr inbounds float, ptr %X_r, i64 %1295
  store float %tl_col29, ptr %1296, align 4
  %1297 = add nsw i32 %j28, 1
  br label %for.cond352, !llvm.loop !81

for.end354:                                       ; preds = %for.cond352
  %1298 = add nsw i32 %i347, 1
  br label %for.cond344, !llvm.loop !82

if.then355:                                       ; preds = %for.end346
  br label %for.cond358

if.else356:                                       ; preds = %for.end346
  br label %for.cond369

if.end357:                                        ; preds = %for.end371, %for.end360
  %1299 = add nsw i32 %r, 1
  br label %for.cond250, !llvm.loop !83

for.cond358:                                      ; preds = %if.end364, %if.then355
  %i13361 = phi i32 [ 0, %if.then355 ], [ %1317, %if.end364 ]
  %1300 = icmp slt i32 %i13361, 1
  br i1 %1300, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1301 = sext i32 %M to i64
  %1302 = sext i32 %N to i64
  %1303 = mul i64 %1301, %1302
  %1304 = icmp sge i64 %1303, 8388608
  br i1 %1304, label %if.then362, label %if.else363

for.end360:                                       ; preds = %for.cond358
  br label %if.end357

if.then362:                                       ; preds = %for.body359
  %1305 = mul i32 %bx, 4
  %1306 = add i32 %1305, %r
  %1307 = add i32 %1306, %i13361
  %1308 = sext i32 %1307 to i64
  %1309 = sext i32 %N to i64
  %1310 = mul nsw i64 %1308, %1309
  %1311 = add nsw i64 %1310, 0
  %1312 = getelementptr inbounds float, ptr %Y, i64 %1311
  %1313 = sext i32 %i13361 to i64
  %1314 = mul nsw i64 %1313, 4096
  %1315 = add nsw i64 %1314, 0
  %1316 = getelementptr inbounds float, ptr %X_r, i64 %1315
  call void @tilec_rt_stream(ptr %1312, ptr %1316, i64 16384)
  br label %if.end364

if.else363:                                       ; preds = %for.body359
  br label %for.cond365

if.end364:                                        ; preds = %for.end367, %if.then362
  %1317 = add nsw i32 %i13361, 1
  br label %for.cond358, !llvm.loop !84

for.cond365:                                      ; preds = %for.body366, %if.else363
  %j3368 = phi i32 [ 0, %if.else363 ], [ %1334, %for.body366 ]
  %1318 = icmp slt i32 %j3368, 4096
  br i1 %1318, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1319 = sext i32 %i13361 to i64
  %1320 = mul nsw i64 %1319, 4096
  %1321 = sext i32 %j3368 to i64
  %1322 = add nsw i64 %1320, %1321
  %1323 = getelementptr inbounds float, ptr %X_r, i64 %1322
  %1324 = load float, ptr %1323, align 4
  %1325 = mul i32 %bx, 4
  %1326 = add i32 %1325, %r
  %1327 = add i32 %1326, %i13361
  %1328 = sext i32 %1327 to i64
  %1329 = sext i32 %N to i64
  %1330 = mul nsw i64 %1328, %1329
  %1331 = sext i32 %j3368 to i64
  %1332 = add nsw i64 %1330, %1331
  %1333 = getelementptr inbounds float, ptr %Y, i64 %1332
  store float %1324, ptr %1333, align 4
  %1334 = add nsw i32 %j3368, 1
  br label %for.cond365, !llvm.loop !85

for.end367:                                       ; preds = %for.cond365
  br label %if.end364

for.cond369:                                      ; preds = %if.end375, %if.else356
  %i13372 = phi i32 [ 0, %if.else356 ], [ %1361, %if.end375 ]
  %1335 = icmp slt i32 %i13372, 1
  br i1 %1335, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1336 = sext i32 %N to i64
  %1337 = icmp slt i64 %1336, 0
  %1338 = sext i32 %N to i64
  %1339 = icmp sgt i64 %1338, 4096
  %1340 = sext i32 %N to i64
  %1341 = select i1 %1339, i64 4096, i64 %1340
  %1342 = select i1 %1337, i64 0, i64 %1341
  %tl_hi8 = trunc i64 %1342 to i32
  %1343 = mul i32 %bx, 4
  %1344 = add i32 %1343, %r
  %1345 = sext i32 %1344 to i64
  %1346 = sext i32 %i13372 to i64
  %1347 = add i64 %1345, %1346
  %1348 = icmp sle i64 0, %1347
  %1349 = mul i32 %bx, 4
  %1350 = add i32 %1349, %r
  %1351 = sext i32 %1350 to i64
  %1352 = sext i32 %i13372 to i64
  %1353 = add i64 %1351, %1352
  %1354 = sext i32 %M to i64
  %1355 = icmp slt i64 %1353, %1354
  %1356 = and i1 %1348, %1355
  br i1 %1356, label %if.then373, label %if.else374

for.end371:                                       ; preds = %for.cond369
  br label %if.end357

if.then373:                                       ; preds = %for.body370
  %1357 = sext i32 %M to i64
  %1358 = sext i32 %N to i64
  %1359 = mul i64 %1357, %1358
  %1360 = icmp sge i64 %1359, 8388608
  br i1 %1360, label %if.then376, label %if.else377

if.else374:                                       ; preds = %for.body370
  br label %if.end375

if.end375:                                        ; preds = %if.else374, %if.end378
  %1361 = add nsw i32 %i13372, 1
  br label %for.cond369, !llvm.loop !86

if.then376:                                       ; preds = %if.then373
  %1362 = sext i32 %tl_hi8 to i64
  %1363 = mul i32 %bx, 4
  %1364 = add i32 %1363, %r
  %1365 = add i32 %1364, %i13372
  %1366 = sext i32 %1365 to i64
  %1367 = sext i32 %N to i64
  %1368 = mul nsw i64 %1366, %1367
  %1369 = add nsw i64 %1368, 0
  %1370 = getelementptr inbounds float, ptr %Y, i64 %1369
  %1371 = sext i32 %i13372 to i64
  %1372 = mul nsw i64 %1371, 4096
  %1373 = add nsw i64 %1372, 0
  %1374 = getelementptr inbounds float, ptr %X_r, i64 %1373
  %1375 = mul i64 %1362, 4
  call void @tilec_rt_stream(ptr %1370, ptr %1374, i64 %1375)
  br label %if.end378

if.else377:                                       ; preds = %if.then373
  br label %for.cond379

if.end378:                                        ; preds = %for.end381, %if.then376
  br label %if.end375

for.cond379:                                      ; preds = %for.body380, %if.else377
  %j3382 = phi i32 [ 0, %if.else377 ], [ %1392, %for.body380 ]
  %1376 = icmp slt i32 %j3382, %tl_hi8
  br i1 %1376, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1377 = sext i32 %i13372 to i64
  %1378 = mul nsw i64 %1377, 4096
  %1379 = sext i32 %j3382 to i64
  %1380 = add nsw i64 %1378, %1379
  %1381 = getelementptr inbounds float, ptr %X_r, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = mul i32 %bx, 4
  %1384 = add i32 %1383, %r
  %1385 = add i32 %1384, %i13372
  %1386 = sext i32 %1385 to i64
  %1387 = sext i32 %N to i64
  %1388 = mul nsw i64 %1386, %1387
  %1389 = sext i32 %j3382 to i64
  %1390 = add nsw i64 %1388, %1389
  %1391 = getelementptr inbounds float, ptr %Y, i64 %1390
  store float %1382, ptr %1391, align 4
  %1392 = add nsw i32 %j3382, 1
  br label %for.cond379, !llvm.loop !87

for.end381:                                       ; preds = %for.cond379
  br label %if.end378

for.cond383:                                      ; preds = %for.body384, %if.else248
  %i14 = phi i32 [ 0, %if.else248 ], [ %1396, %for.body384 ]
  %1393 = icmp slt i32 %i14, 4
  br i1 %1393, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1394 = sext i32 %i14 to i64
  %1395 = getelementptr inbounds float, ptr %m, i64 %1394
  store float 0xFFF0000000000000, ptr %1395, align 4
  %1396 = add nsw i32 %i14, 1
  br label %for.cond383, !llvm.loop !88

for.end385:                                       ; preds = %for.cond383
  br label %for.cond386

for.cond386:                                      ; preds = %for.body387, %for.end385
  %i14389 = phi i32 [ 0, %for.end385 ], [ %1400, %for.body387 ]
  %1397 = icmp slt i32 %i14389, 4
  br i1 %1397, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1398 = sext i32 %i14389 to i64
  %1399 = getelementptr inbounds float, ptr %l, i64 %1398
  store float 0.000000e+00, ptr %1399, align 4
  %1400 = add nsw i32 %i14389, 1
  br label %for.cond386, !llvm.loop !89

for.end388:                                       ; preds = %for.cond386
  %1401 = sext i32 %N to i64
  %1402 = sdiv i64 %1401, 512
  %1403 = sub i64 0, %1401
  %1404 = select i1 false, i64 %1403, i64 %1402
  %1405 = srem i64 %1401, 512
  %1406 = icmp ne i64 %1405, 0
  %1407 = icmp slt i64 %1401, 0
  %1408 = icmp eq i1 %1407, false
  %1409 = and i1 %1406, %1408
  %1410 = zext i1 %1409 to i64
  %1411 = add i64 %1404, %1410
  %1412 = trunc i64 %1411 to i32
  br label %for.cond390

for.cond390:                                      ; preds = %for.end487, %for.end388
  %c = phi i32 [ 0, %for.end388 ], [ %1754, %for.end487 ]
  %1413 = icmp slt i32 %c, %1412
  br i1 %1413, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1414 = mul i32 %bx, 4
  %1415 = icmp sle i32 0, %1414
  %1416 = mul i32 %bx, 4
  %1417 = sext i32 %1416 to i64
  %1418 = add i64 %1417, 4
  %1419 = sext i32 %M to i64
  %1420 = icmp sle i64 %1418, %1419
  %1421 = and i1 %1415, %1420
  %1422 = mul i32 %c, 512
  %1423 = icmp sle i32 0, %1422
  %1424 = mul i32 %c, 512
  %1425 = sext i32 %1424 to i64
  %1426 = add i64 %1425, 512
  %1427 = sext i32 %N to i64
  %1428 = icmp sle i64 %1426, %1427
  %1429 = and i1 %1423, %1428
  %1430 = and i1 %1421, %1429
  br i1 %1430, label %if.then393, label %if.else394

for.end392:                                       ; preds = %for.cond390
  %1431 = sext i32 %N to i64
  %1432 = sdiv i64 %1431, 512
  %1433 = sub i64 0, %1431
  %1434 = select i1 false, i64 %1433, i64 %1432
  %1435 = srem i64 %1431, 512
  %1436 = icmp ne i64 %1435, 0
  %1437 = icmp slt i64 %1431, 0
  %1438 = icmp eq i1 %1437, false
  %1439 = and i1 %1436, %1438
  %1440 = zext i1 %1439 to i64
  %1441 = add i64 %1434, %1440
  %1442 = trunc i64 %1441 to i32
  br label %for.cond489

if.then393:                                       ; preds = %for.body391
  br label %for.cond396

if.else394:                                       ; preds = %for.body391
  br label %for.cond409

if.end395:                                        ; preds = %for.end411, %for.end398
  br label %for.cond431

for.cond396:                                      ; preds = %for.end408, %if.then393
  %i14399 = phi i32 [ 0, %if.then393 ], [ %1490, %for.end408 ]
  %1443 = icmp slt i32 %i14399, 4
  br i1 %1443, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1444 = add i32 %c, 1
  %1445 = sext i32 %N to i64
  %1446 = sdiv i64 %1445, 512
  %1447 = sub i64 0, %1445
  %1448 = select i1 false, i64 %1447, i64 %1446
  %1449 = srem i64 %1445, 512
  %1450 = icmp ne i64 %1449, 0
  %1451 = icmp slt i64 %1445, 0
  %1452 = icmp eq i1 %1451, false
  %1453 = and i1 %1450, %1452
  %1454 = zext i1 %1453 to i64
  %1455 = add i64 %1448, %1454
  %1456 = trunc i64 %1455 to i32
  %1457 = icmp slt i32 %1444, %1456
  br i1 %1457, label %if.then400, label %if.else401

for.end398:                                       ; preds = %for.cond396
  br label %if.end395

if.then400:                                       ; preds = %for.body397
  br label %for.cond403

if.else401:                                       ; preds = %for.body397
  br label %if.end402

if.end402:                                        ; preds = %if.else401, %for.end405
  br label %for.cond406

for.cond403:                                      ; preds = %for.body404, %if.then400
  %pf1 = phi i32 [ 0, %if.then400 ], [ %1471, %for.body404 ]
  %1458 = icmp slt i32 %pf1, 32
  br i1 %1458, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1459 = mul i32 %bx, 4
  %1460 = add i32 %1459, %i14399
  %1461 = sext i32 %1460 to i64
  %1462 = sext i32 %N to i64
  %1463 = mul i64 %1461, %1462
  %1464 = add i32 %c, 1
  %1465 = mul i32 %1464, 512
  %1466 = mul i32 %pf1, 16
  %1467 = add i32 %1465, %1466
  %1468 = sext i32 %1467 to i64
  %1469 = add i64 %1463, %1468
  %1470 = getelementptr float, ptr %X, i64 %1469
  call void @llvm.prefetch.p0(ptr %1470, i32 0, i32 0, i32 1)
  %1471 = add nsw i32 %pf1, 1
  br label %for.cond403, !llvm.loop !90

for.end405:                                       ; preds = %for.cond403
  br label %if.end402

for.cond406:                                      ; preds = %for.body407, %if.end402
  %j4 = phi i32 [ 0, %if.end402 ], [ %1489, %for.body407 ]
  %1472 = icmp slt i32 %j4, 512
  br i1 %1472, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1473 = mul i32 %bx, 4
  %1474 = add i32 %1473, %i14399
  %1475 = sext i32 %1474 to i64
  %1476 = sext i32 %N to i64
  %1477 = mul nsw i64 %1475, %1476
  %1478 = mul i32 %c, 512
  %1479 = add i32 %1478, %j4
  %1480 = sext i32 %1479 to i64
  %1481 = add nsw i64 %1477, %1480
  %1482 = getelementptr inbounds float, ptr %X, i64 %1481
  %1483 = load float, ptr %1482, align 4
  %1484 = sext i32 %i14399 to i64
  %1485 = mul nsw i64 %1484, 512
  %1486 = sext i32 %j4 to i64
  %1487 = add nsw i64 %1485, %1486
  %1488 = getelementptr inbounds float, ptr %X_f, i64 %1487
  store float %1483, ptr %1488, align 4
  %1489 = add nsw i32 %j4, 1
  br label %for.cond406, !llvm.loop !91

for.end408:                                       ; preds = %for.cond406
  %1490 = add nsw i32 %i14399, 1
  br label %for.cond396, !llvm.loop !92

for.cond409:                                      ; preds = %for.end429, %if.else394
  %i14412 = phi i32 [ 0, %if.else394 ], [ %1599, %for.end429 ]
  %1491 = icmp slt i32 %i14412, 4
  br i1 %1491, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1492 = mul i32 %c, 512
  %1493 = sext i32 %1492 to i64
  %1494 = sub i64 0, %1493
  %1495 = icmp slt i64 %1494, 0
  %1496 = mul i32 %c, 512
  %1497 = sext i32 %1496 to i64
  %1498 = sub i64 0, %1497
  %1499 = icmp sgt i64 %1498, 512
  %1500 = mul i32 %c, 512
  %1501 = sext i32 %1500 to i64
  %1502 = sub i64 0, %1501
  %1503 = select i1 %1499, i64 512, i64 %1502
  %1504 = select i1 %1495, i64 0, i64 %1503
  %tl_lo9 = trunc i64 %1504 to i32
  %1505 = sext i32 %N to i64
  %1506 = mul i32 %c, 512
  %1507 = sext i32 %1506 to i64
  %1508 = sub i64 %1505, %1507
  %1509 = icmp slt i64 %1508, 0
  %1510 = sext i32 %N to i64
  %1511 = mul i32 %c, 512
  %1512 = sext i32 %1511 to i64
  %1513 = sub i64 %1510, %1512
  %1514 = icmp sgt i64 %1513, 512
  %1515 = sext i32 %N to i64
  %1516 = mul i32 %c, 512
  %1517 = sext i32 %1516 to i64
  %1518 = sub i64 %1515, %1517
  %1519 = select i1 %1514, i64 512, i64 %1518
  %1520 = select i1 %1509, i64 0, i64 %1519
  %1521 = sext i32 %tl_lo9 to i64
  %1522 = icmp slt i64 %1520, %1521
  %1523 = sext i32 %tl_lo9 to i64
  %1524 = sext i32 %N to i64
  %1525 = mul i32 %c, 512
  %1526 = sext i32 %1525 to i64
  %1527 = sub i64 %1524, %1526
  %1528 = icmp slt i64 %1527, 0
  %1529 = sext i32 %N to i64
  %1530 = mul i32 %c, 512
  %1531 = sext i32 %1530 to i64
  %1532 = sub i64 %1529, %1531
  %1533 = icmp sgt i64 %1532, 512
  %1534 = sext i32 %N to i64
  %1535 = mul i32 %c, 512
  %1536 = sext i32 %1535 to i64
  %1537 = sub i64 %1534, %1536
  %1538 = select i1 %1533, i64 512, i64 %1537
  %1539 = select i1 %1528, i64 0, i64 %1538
  %1540 = select i1 %1522, i64 %1523, i64 %1539
  %tl_hi10 = trunc i64 %1540 to i32
  br label %for.cond413

for.end411:                                       ; preds = %for.cond409
  br label %if.end395

for.cond413:                                      ; preds = %for.body414, %for.body410
  %j4416 = phi i32 [ 0, %for.body410 ], [ %1547, %for.body414 ]
  %1541 = icmp slt i32 %j4416, %tl_lo9
  br i1 %1541, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %1542 = sext i32 %i14412 to i64
  %1543 = mul nsw i64 %1542, 512
  %1544 = sext i32 %j4416 to i64
  %1545 = add nsw i64 %1543, %1544
  %1546 = getelementptr inbounds float, ptr %X_f, i64 %1545
  store float 0.000000e+00, ptr %1546, align 4
  %1547 = add nsw i32 %j4416, 1
  br label %for.cond413, !llvm.loop !93

for.end415:                                       ; preds = %for.cond413
  %1548 = mul i32 %bx, 4
  %1549 = sext i32 %1548 to i64
  %1550 = sext i32 %i14412 to i64
  %1551 = add i64 %1549, %1550
  %1552 = icmp sle i64 0, %1551
  %1553 = mul i32 %bx, 4
  %1554 = sext i32 %1553 to i64
  %1555 = sext i32 %i14412 to i64
  %1556 = add i64 %1554, %1555
  %1557 = sext i32 %M to i64
  %1558 = icmp slt i64 %1556, %1557
  %1559 = and i1 %1552, %1558
  br i1 %1559, label %if.then417, label %if.else418

if.then417:                                       ; preds = %for.end415
  %1560 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond420

if.else418:                                       ; preds = %for.end415
  %1561 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond423

if.end419:                                        ; preds = %for.end425, %for.end422
  %1562 = sub i32 512, %tl_hi10
  br label %for.cond427

for.cond420:                                      ; preds = %for.body421, %if.then417
  %j41 = phi i32 [ 0, %if.then417 ], [ %1582, %for.body421 ]
  %1563 = icmp slt i32 %j41, %1560
  br i1 %1563, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1564 = mul i32 %bx, 4
  %1565 = add i32 %1564, %i14412
  %1566 = sext i32 %1565 to i64
  %1567 = sext i32 %N to i64
  %1568 = mul nsw i64 %1566, %1567
  %1569 = mul i32 %c, 512
  %1570 = add i32 %tl_lo9, %j41
  %1571 = add i32 %1569, %1570
  %1572 = sext i32 %1571 to i64
  %1573 = add nsw i64 %1568, %1572
  %1574 = getelementptr inbounds float, ptr %X, i64 %1573
  %1575 = load float, ptr %1574, align 4
  %1576 = sext i32 %i14412 to i64
  %1577 = mul nsw i64 %1576, 512
  %1578 = add i32 %tl_lo9, %j41
  %1579 = sext i32 %1578 to i64
  %1580 = add nsw i64 %1577, %1579
  %1581 = getelementptr inbounds float, ptr %X_f, i64 %1580
  store float %1575, ptr %1581, align 4
  %1582 = add nsw i32 %j41, 1
  br label %for.cond420, !llvm.loop !94

for.end422:                                       ; preds = %for.cond420
  br label %if.end419

for.cond423:                                      ; preds = %for.body424, %if.else418
  %j41426 = phi i32 [ 0, %if.else418 ], [ %1590, %for.body424 ]
  %1583 = icmp slt i32 %j41426, %1561
  br i1 %1583, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1584 = sext i32 %i14412 to i64
  %1585 = mul nsw i64 %1584, 512
  %1586 = add i32 %tl_lo9, %j41426
  %1587 = sext i32 %1586 to i64
  %1588 = add nsw i64 %1585, %1587
  %1589 = getelementptr inbounds float, ptr %X_f, i64 %1588
  store float 0.000000e+00, ptr %1589, align 4
  %1590 = add nsw i32 %j41426, 1
  br label %for.cond423, !llvm.loop !95

for.end425:                                       ; preds = %for.cond423
  br label %if.end419

for.cond427:                                      ; preds = %for.body428, %if.end419
  %j41430 = phi i32 [ 0, %if.end419 ], [ %1598, %for.body428 ]
  %1591 = icmp slt i32 %j41430, %1562
  br i1 %1591, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1592 = sext i32 %i14412 to i64
  %1593 = mul nsw i64 %1592, 512
  %1594 = add i32 %tl_hi10, %j41430
  %1595 = sext i32 %1594 to i64
  %1596 = add nsw i64 %1593, %1595
  %1597 = getelementptr inbounds float, ptr %X_f, i64 %1596
  store float 0.000000e+00, ptr %1597, align 4
  %1598 = add nsw i32 %j41430, 1
  br label %for.cond427, !llvm.loop !96

for.end429:                                       ; preds = %for.cond427
  %1599 = add nsw i32 %i14412, 1
  br label %for.cond409, !llvm.loop !97

for.cond431:                                      ; preds = %for.end437, %if.end395
  %i434 = phi i32 [ 0, %if.end395 ], [ %1619, %for.end437 ]
  %1600 = icmp slt i32 %i434, 4
  br i1 %1600, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  br label %for.cond435

for.end433:                                       ; preds = %for.cond431
  br label %for.cond439

for.cond435:                                      ; preds = %for.body436, %for.body432
  %j438 = phi i32 [ 0, %for.body432 ], [ %1618, %for.body436 ]
  %1601 = icmp slt i32 %j438, 512
  br i1 %1601, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1602 = mul i32 %c, 512
  %1603 = add i32 %1602, %j438
  %1604 = icmp slt i32 %1603, %N
  %1605 = sext i32 %i434 to i64
  %1606 = mul nsw i64 %1605, 512
  %1607 = sext i32 %j438 to i64
  %1608 = add nsw i64 %1606, %1607
  %1609 = call i64 @llvm.umin.i64(i64 %1608, i64 2047)
  %1610 = getelementptr inbounds float, ptr %X_f, i64 %1609
  %1611 = load float, ptr %1610, align 4
  %1612 = select i1 %1604, float %1611, float 0xFFF0000000000000
  %1613 = sext i32 %i434 to i64
  %1614 = mul nsw i64 %1613, 512
  %1615 = sext i32 %j438 to i64
  %1616 = add nsw i64 %1614, %1615
  %1617 = getelementptr inbounds float, ptr %X_f, i64 %1616
  store float %1612, ptr %1617, align 4
  %1618 = add nsw i32 %j438, 1
  br label %for.cond435, !llvm.loop !98

for.end437:                                       ; preds = %for.cond435
  %1619 = add nsw i32 %i434, 1
  br label %for.cond431, !llvm.loop !99

for.cond439:                                      ; preds = %for.body440, %for.end433
  %i14442 = phi i32 [ 0, %for.end433 ], [ %1626, %for.body440 ]
  %1620 = icmp slt i32 %i14442, 4
  br i1 %1620, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1621 = sext i32 %i14442 to i64
  %1622 = getelementptr inbounds float, ptr %m, i64 %1621
  %1623 = load float, ptr %1622, align 4
  %1624 = sext i32 %i14442 to i64
  %1625 = getelementptr inbounds float, ptr %m_prev, i64 %1624
  store float %1623, ptr %1625, align 4
  %1626 = add nsw i32 %i14442, 1
  br label %for.cond439, !llvm.loop !100

for.end441:                                       ; preds = %for.cond439
  br label %for.cond443

for.cond443:                                      ; preds = %for.end458, %for.end441
  %i9 = phi i32 [ 0, %for.end441 ], [ %1669, %for.end458 ]
  %1627 = icmp slt i32 %i9, 4
  br i1 %1627, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  br label %for.cond446

for.end445:                                       ; preds = %for.cond443
  br label %for.cond460

for.cond446:                                      ; preds = %for.body447, %for.body444
  %lane6 = phi i32 [ 0, %for.body444 ], [ %1637, %for.body447 ]
  %1628 = icmp slt i32 %lane6, 32
  br i1 %1628, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1629 = sext i32 %i9 to i64
  %1630 = mul nsw i64 %1629, 512
  %1631 = sext i32 %lane6 to i64
  %1632 = add nsw i64 %1630, %1631
  %1633 = getelementptr inbounds float, ptr %X_f, i64 %1632
  %1634 = load float, ptr %1633, align 4
  %1635 = sext i32 %lane6 to i64
  %1636 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1635
  store float %1634, ptr %1636, align 4
  %1637 = add nsw i32 %lane6, 1
  br label %for.cond446, !llvm.loop !101

for.end448:                                       ; preds = %for.cond446
  br label %for.cond449

for.cond449:                                      ; preds = %for.end454, %for.end448
  %red6 = phi i32 [ 0, %for.end448 ], [ %1657, %for.end454 ]
  %1638 = icmp slt i32 %red6, 15
  br i1 %1638, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  br label %for.cond452

for.end451:                                       ; preds = %for.cond449
  br label %for.cond456

for.cond452:                                      ; preds = %for.body453, %for.body450
  %lane6455 = phi i32 [ 0, %for.body450 ], [ %1656, %for.body453 ]
  %1639 = icmp slt i32 %lane6455, 32
  br i1 %1639, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1640 = sext i32 %lane6455 to i64
  %1641 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1640
  %lane_acc3 = load float, ptr %1641, align 4
  %1642 = sext i32 %i9 to i64
  %1643 = mul nsw i64 %1642, 512
  %1644 = add i32 %red6, 1
  %1645 = mul i32 %1644, 32
  %1646 = add i32 %1645, %lane6455
  %1647 = sext i32 %1646 to i64
  %1648 = add nsw i64 %1643, %1647
  %1649 = getelementptr inbounds float, ptr %X_f, i64 %1648
  %lane_next3 = load float, ptr %1649, align 4
  %1650 = fcmp une float %lane_next3, %lane_next3
  %1651 = fcmp ogt float %lane_acc3, %lane_next3
  %1652 = select i1 %1651, float %lane_acc3, float %lane_next3
  %1653 = select i1 %1650, float %lane_acc3, float %1652
  %1654 = sext i32 %lane6455 to i64
  %1655 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1654
  store float %1653, ptr %1655, align 4
  %1656 = add nsw i32 %lane6455, 1
  br label %for.cond452, !llvm.loop !102

for.end454:                                       ; preds = %for.cond452
  %1657 = add nsw i32 %red6, 1
  br label %for.cond449, !llvm.loop !103

for.cond456:                                      ; preds = %for.body457, %for.end451
  %lane6459 = phi i32 [ 0, %for.end451 ], [ %1668, %for.body457 ]
  %1658 = icmp slt i32 %lane6459, 32
  br i1 %1658, label %for.body457, label %for.end458

for.body457:                                      ; preds = %for.cond456
  %1659 = sext i32 %i9 to i64
  %1660 = getelementptr inbounds float, ptr %m, i64 %1659
  %1661 = load float, ptr %1660, align 4
  %1662 = sext i32 %lane6459 to i64
  %1663 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1662
  %1664 = load float, ptr %1663, align 4
  %1665 = call float @llvm.maxnum.f32(float %1661, float %1664)
  %1666 = sext i32 %i9 to i64
  %1667 = getelementptr inbounds float, ptr %m, i64 %1666
  store float %1665, ptr %1667, align 4
  %1668 = add nsw i32 %lane6459, 1
  br label %for.cond456, !llvm.loop !104

for.end458:                                       ; preds = %for.cond456
  %1669 = add nsw i32 %i9, 1
  br label %for.cond443, !llvm.loop !105

for.cond460:                                      ; preds = %for.end466, %for.end445
  %i463 = phi i32 [ 0, %for.end445 ], [ %1689, %for.end466 ]
  %1670 = icmp slt i32 %i463, 4
  br i1 %1670, label %for.body461, label %for.end462

for.body461:                                      ; preds = %for.cond460
  br label %for.cond464

for.end462:                                       ; preds = %for.cond460
  br label %for.cond468

for.cond464:                                      ; preds = %for.body465, %for.body461
  %j467 = phi i32 [ 0, %for.body461 ], [ %1688, %for.body465 ]
  %1671 = icmp slt i32 %j467, 512
  br i1 %1671, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %1672 = sext i32 %i463 to i64
  %1673 = mul nsw i64 %1672, 512
  %1674 = sext i32 %j467 to i64
  %1675 = add nsw i64 %1673, %1674
  %1676 = getelementptr inbounds float, ptr %X_f, i64 %1675
  %1677 = load float, ptr %1676, align 4
  %1678 = sext i32 %i463 to i64
  %1679 = getelementptr inbounds float, ptr %m, i64 %1678
  %1680 = load float, ptr %1679, align 4
  %1681 = fsub float %1677, %1680
  %1682 = call float @tilec_expf(float %1681)
  %1683 = sext i32 %i463 to i64
  %1684 = mul nsw i64 %1683, 512
  %1685 = sext i32 %j467 to i64
  %1686 = add nsw i64 %1684, %1685
  %1687 = getelementptr inbounds float, ptr %X_f, i64 %1686
  store float %1682, ptr %1687, align 4
  %1688 = add nsw i32 %j467, 1
  br label %for.cond464, !llvm.loop !106

for.end466:                                       ; preds = %for.cond464
  %1689 = add nsw i32 %i463, 1
  br label %for.cond460, !llvm.loop !107

for.cond468:                                      ; preds = %for.end483, %for.end462
  %i10 = phi i32 [ 0, %for.end462 ], [ %1733, %for.end483 ]
  %1690 = icmp slt i32 %i10, 4
  br i1 %1690, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  br label %for.cond471

for.end470:                                       ; preds = %for.cond468
  br label %for.cond485

for.cond471:                                      ; preds = %for.body472, %for.body469
  %lane7 = phi i32 [ 0, %for.body469 ], [ %1700, %for.body472 ]
  %1691 = icmp slt i32 %lane7, 32
  br i1 %1691, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %1692 = sext i32 %i10 to i64
  %1693 = mul nsw i64 %1692, 512
  %1694 = sext i32 %lane7 to i64
  %1695 = add nsw i64 %1693, %1694
  %1696 = getelementptr inbounds float, ptr %X_f, i64 %1695
  %1697 = load float, ptr %1696, align 4
  %1698 = sext i32 %lane7 to i64
  %1699 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1698
  store float %1697, ptr %1699, align 4
  %1700 = add nsw i32 %lane7, 1
  br label %for.cond471, !llvm.loop !108

for.end473:                                       ; preds = %for.cond471
  br label %for.cond474

for.cond474:                                      ; preds = %for.end479, %for.end473
  %red7 = phi i32 [ 0, %for.end473 ], [ %1721, %for.end479 ]
  %1701 = icmp slt i32 %red7, 15
  br i1 %1701, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  br label %for.cond477

for.end476:                                       ; preds = %for.cond474
  %1702 = sext i32 %i10 to i64
  %1703 = getelementptr inbounds float, ptr %tile_sum, i64 %1702
  store float 0.000000e+00, ptr %1703, align 4
  br label %for.cond481

for.cond477:                                      ; preds = %for.body478, %for.body475
  %lane7480 = phi i32 [ 0, %for.body475 ], [ %1720, %for.body478 ]
  %1704 = icmp slt i32 %lane7480, 32
  br i1 %1704, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %1705 = sext i32 %lane7480 to i64
  %1706 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1705
  %1707 = load float, ptr %1706, align 4
  %1708 = sext i32 %i10 to i64
  %1709 = mul nsw i64 %1708, 512
  %1710 = add i32 %red7, 1
  %1711 = mul i32 %1710, 32
  %1712 = add i32 %1711, %lane7480
  %1713 = sext i32 %1712 to i64
  %1714 = add nsw i64 %1709, %1713
  %1715 = getelementptr inbounds float, ptr %X_f, i64 %1714
  %1716 = load float, ptr %1715, align 4
  %1717 = fadd float %1707, %1716
  %1718 = sext i32 %lane7480 to i64
  %1719 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1718
  store float %1717, ptr %1719, align 4
  %1720 = add nsw i32 %lane7480, 1
  br label %for.cond477, !llvm.loop !109

for.end479:                                       ; preds = %for.cond477
  %1721 = add nsw i32 %red7, 1
  br label %for.cond474, !llvm.loop !110

for.cond481:                                      ; preds = %for.body482, %for.end476
  %lane7484 = phi i32 [ 0, %for.end476 ], [ %1732, %for.body482 ]
  %1722 = icmp slt i32 %lane7484, 32
  br i1 %1722, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %1723 = sext i32 %i10 to i64
  %1724 = getelementptr inbounds float, ptr %tile_sum, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = sext i32 %lane7484 to i64
  %1727 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1726
  %1728 = load float, ptr %1727, align 4
  %1729 = fadd float %1725, %1728
  %1730 = sext i32 %i10 to i64
  %1731 = getelementptr inbounds float, ptr %tile_sum, i64 %1730
  store float %1729, ptr %1731, align 4
  %1732 = add nsw i32 %lane7484, 1
  br label %for.cond481, !llvm.loop !111

for.end483:                                       ; preds = %for.cond481
  %1733 = add nsw i32 %i10, 1
  br label %for.cond468, !llvm.loop !112

for.cond485:                                      ; preds = %for.body486, %for.end470
  %i488 = phi i32 [ 0, %for.end470 ], [ %1753, %for.body486 ]
  %1734 = icmp slt i32 %i488, 4
  br i1 %1734, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %1735 = sext i32 %i488 to i64
  %1736 = getelementptr inbounds float, ptr %l, i64 %1735
  %1737 = load float, ptr %1736, align 4
  %1738 = sext i32 %i488 to i64
  %1739 = getelementptr inbounds float, ptr %m_prev, i64 %1738
  %1740 = load float, ptr %1739, align 4
  %1741 = sext i32 %i488 to i64
  %1742 = getelementptr inbounds float, ptr %m, i64 %1741
  %1743 = load float, ptr %1742, align 4
  %1744 = fsub float %1740, %1743
  %1745 = call float @tilec_expf(float %1744)
  %1746 = fmul float %1737, %1745
  %1747 = sext i32 %i488 to i64
  %1748 = getelementptr inbounds float, ptr %tile_sum, i64 %1747
  %1749 = load float, ptr %1748, align 4
  %1750 = fadd float %1746, %1749
  %1751 = sext i32 %i488 to i64
  %1752 = getelementptr inbounds float, ptr %l, i64 %1751
  store float %1750, ptr %1752, align 4
  %1753 = add nsw i32 %i488, 1
  br label %for.cond485, !llvm.loop !113

for.end487:                                       ; preds = %for.cond485
  %1754 = add nsw i32 %c, 1
  br label %for.cond390, !llvm.loop !114

for.cond489:                                      ; preds = %if.end537, %for.end392
  %c492 = phi i32 [ 0, %for.end392 ], [ %2677, %if.end537 ]
  %1755 = icmp slt i32 %c492, %1442
  br i1 %1755, label %for.body490, label %for.end491

for.body490:                                      ; preds = %for.cond489
  %1756 = sext i32 %N to i64
  %1757 = sdiv i64 %1756, 512
  %1758 = sub i64 0, %1756
  %1759 = select i1 false, i64 %1758, i64 %1757
  %1760 = srem i64 %1756, 512
  %1761 = icmp ne i64 %1760, 0
  %1762 = icmp slt i64 %1756, 0
  %1763 = icmp eq i1 %1762, false
  %1764 = and i1 %1761, %1763
  %1765 = zext i1 %1764 to i64
  %1766 = add i64 %1759, %1765
  %1767 = trunc i64 %1766 to i32
  %1768 = sub i32 %1767, 1
  %t = sub i32 %1768, %c492
  %1769 = mul i32 %bx, 4
  %1770 = icmp sle i32 0, %1769
  %1771 = mul i32 %bx, 4
  %1772 = sext i32 %1771 to i64
  %1773 = add i64 %1772, 4
  %1774 = sext i32 %M to i64
  %1775 = icmp sle i64 %1773, %1774
  %1776 = and i1 %1770, %1775
  %1777 = mul i32 %t, 512
  %1778 = icmp sle i32 0, %1777
  %1779 = mul i32 %t, 512
  %1780 = sext i32 %1779 to i64
  %1781 = add i64 %1780, 512
  %1782 = sext i32 %N to i64
  %1783 = icmp sle i64 %1781, %1782
  %1784 = and i1 %1778, %1783
  %1785 = and i1 %1776, %1784
  br i1 %1785, label %if.then493, label %if.else494

for.end491:                                       ; preds = %for.cond489
  br label %if.end249

if.then493:                                       ; preds = %for.body490
  br label %for.cond496

if.else494:                                       ; preds = %for.body490
  br label %for.cond502

if.end495:                                        ; preds = %for.end504, %for.end498
  br label %for.cond524

for.cond496:                                      ; preds = %for.end501, %if.then493
  %i15 = phi i32 [ 0, %if.then493 ], [ %1805, %for.end501 ]
  %1786 = icmp slt i32 %i15, 4
  br i1 %1786, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  br label %for.cond499

for.end498:                                       ; preds = %for.cond496
  br label %if.end495

for.cond499:                                      ; preds = %for.body500, %for.body497
  %j5 = phi i32 [ 0, %for.body497 ], [ %1804, %for.body500 ]
  %1787 = icmp slt i32 %j5, 512
  br i1 %1787, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %1788 = mul i32 %bx, 4
  %1789 = add i32 %1788, %i15
  %1790 = sext i32 %1789 to i64
  %1791 = sext i32 %N to i64
  %1792 = mul nsw i64 %1790, %1791
  %1793 = mul i32 %t, 512
  %1794 = add i32 %1793, %j5
  %1795 = sext i32 %1794 to i64
  %1796 = add nsw i64 %1792, %1795
  %1797 = getelementptr inbounds float, ptr %X, i64 %1796
  %1798 = load float, ptr %1797, align 4
  %1799 = sext i32 %i15 to i64
  %1800 = mul nsw i64 %1799, 512
  %1801 = sext i32 %j5 to i64
  %1802 = add nsw i64 %1800, %1801
  %1803 = getelementptr inbounds float, ptr %X_f, i64 %1802
  store float %1798, ptr %1803, align 4
  %1804 = add nsw i32 %j5, 1
  br label %for.cond499, !llvm.loop !115

for.end501:                                       ; preds = %for.cond499
  %1805 = add nsw i32 %i15, 1
  br label %for.cond496, !llvm.loop !116

for.cond502:                                      ; preds = %for.end522, %if.else494
  %i15505 = phi i32 [ 0, %if.else494 ], [ %1914, %for.end522 ]
  %1806 = icmp slt i32 %i15505, 4
  br i1 %1806, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %1807 = mul i32 %t, 512
  %1808 = sext i32 %1807 to i64
  %1809 = sub i64 0, %1808
  %1810 = icmp slt i64 %1809, 0
  %1811 = mul i32 %t, 512
  %1812 = sext i32 %1811 to i64
  %1813 = sub i64 0, %1812
  %1814 = icmp sgt i64 %1813, 512
  %1815 = mul i32 %t, 512
  %1816 = sext i32 %1815 to i64
  %1817 = sub i64 0, %1816
  %1818 = select i1 %1814, i64 512, i64 %1817
  %1819 = select i1 %1810, i64 0, i64 %1818
  %tl_lo11 = trunc i64 %1819 to i32
  %1820 = sext i32 %N to i64
  %1821 = mul i32 %t, 512
  %1822 = sext i32 %1821 to i64
  %1823 = sub i64 %1820, %1822
  %1824 = icmp slt i64 %1823, 0
  %1825 = sext i32 %N to i64
  %1826 = mul i32 %t, 512
  %1827 = sext i32 %1826 to i64
  %1828 = sub i64 %1825, %1827
  %1829 = icmp sgt i64 %1828, 512
  %1830 = sext i32 %N to i64
  %1831 = mul i32 %t, 512
  %1832 = sext i32 %1831 to i64
  %1833 = sub i64 %1830, %1832
  %1834 = select i1 %1829, i64 512, i64 %1833
  %1835 = select i1 %1824, i64 0, i64 %1834
  %1836 = sext i32 %tl_lo11 to i64
  %1837 = icmp slt i64 %1835, %1836
  %1838 = sext i32 %tl_lo11 to i64
  %1839 = sext i32 %N to i64
  %1840 = mul i32 %t, 512
  %1841 = sext i32 %1840 to i64
  %1842 = sub i64 %1839, %1841
  %1843 = icmp slt i64 %1842, 0
  %1844 = sext i32 %N to i64
  %1845 = mul i32 %t, 512
  %1846 = sext i32 %1845 to i64
  %1847 = sub i64 %1844, %1846
  %1848 = icmp sgt i64 %1847, 512
  %1849 = sext i32 %N to i64
  %1850 = mul i32 %t, 512
  %1851 = sext i32 %1850 to i64
  %1852 = sub i64 %1849, %1851
  %1853 = select i1 %1848, i64 512, i64 %1852
  %1854 = select i1 %1843, i64 0, i64 %1853
  %1855 = select i1 %1837, i64 %1838, i64 %1854
  %tl_hi12 = trunc i64 %1855 to i32
  br label %for.cond506

for.end504:                                       ; preds = %for.cond502
  br label %if.end495

for.cond506:                                      ; preds = %for.body507, %for.body503
  %j5509 = phi i32 [ 0, %for.body503 ], [ %1862, %for.body507 ]
  %1856 = icmp slt i32 %j5509, %tl_lo11
  br i1 %1856, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %1857 = sext i32 %i15505 to i64
  %1858 = mul nsw i64 %1857, 512
  %1859 = sext i32 %j5509 to i64
  %1860 = add nsw i64 %1858, %1859
  %1861 = getelementptr inbounds float, ptr %X_f, i64 %1860
  store float 0.000000e+00, ptr %1861, align 4
  %1862 = add nsw i32 %j5509, 1
  br label %for.cond506, !llvm.loop !117

for.end508:                                       ; preds = %for.cond506
  %1863 = mul i32 %bx, 4
  %1864 = sext i32 %1863 to i64
  %1865 = sext i32 %i15505 to i64
  %1866 = add i64 %1864, %1865
  %1867 = icmp sle i64 0, %1866
  %1868 = mul i32 %bx, 4
  %1869 = sext i32 %1868 to i64
  %1870 = sext i32 %i15505 to i64
  %1871 = add i64 %1869, %1870
  %1872 = sext i32 %M to i64
  %1873 = icmp slt i64 %1871, %1872
  %1874 = and i1 %1867, %1873
  br i1 %1874, label %if.then510, label %if.else511

if.then510:                                       ; preds = %for.end508
  %1875 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond513

if.else511:                                       ; preds = %for.end508
  %1876 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond516

if.end512:                                        ; preds = %for.end518, %for.end515
  %1877 = sub i32 512, %tl_hi12
  br label %for.cond520

for.cond513:                                      ; preds = %for.body514, %if.then510
  %j51 = phi i32 [ 0, %if.then510 ], [ %1897, %for.body514 ]
  %1878 = icmp slt i32 %j51, %1875
  br i1 %1878, label %for.body514, label %for.end515

for.body514:                                      ; preds = %for.cond513
  %1879 = mul i32 %bx, 4
  %1880 = add i32 %1879, %i15505
  %1881 = sext i32 %1880 to i64
  %1882 = sext i32 %N to i64
  %1883 = mul nsw i64 %1881, %1882
  %1884 = mul i32 %t, 512
  %1885 = add i32 %tl_lo11, %j51
  %1886 = add i32 %1884, %1885
  %1887 = sext i32 %1886 to i64
  %1888 = add nsw i64 %1883, %1887
  %1889 = getelementptr inbounds float, ptr %X, i64 %1888
  %1890 = load float, ptr %1889, align 4
  %1891 = sext i32 %i15505 to i64
  %1892 = mul nsw i64 %1891, 512
  %1893 = add i32 %tl_lo11, %j51
  %1894 = sext i32 %1893 to i64
  %1895 = add nsw i64 %1892, %1894
  %1896 = getelementptr inbounds float, ptr %X_f, i64 %1895
  store float %1890, ptr %1896, align 4
  %1897 = add nsw i32 %j51, 1
  br label %for.cond513, !llvm.loop !118

for.end515:                                       ; preds = %for.cond513
  br label %if.end512

for.cond516:                                      ; preds = %for.body517, %if.else511
  %j51519 = phi i32 [ 0, %if.else511 ], [ %1905, %for.body517 ]
  %1898 = icmp slt i32 %j51519, %1876
  br i1 %1898, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %1899 = sext i32 %i15505 to i64
  %1900 = mul nsw i64 %1899, 512
  %1901 = add i32 %tl_lo11, %j51519
  %1902 = sext i32 %1901 to i64
  %1903 = add nsw i64 %1900, %1902
  %1904 = getelementptr inbounds float, ptr %X_f, i64 %1903
  store float 0.000000e+00, ptr %1904, align 4
  %1905 = add nsw i32 %j51519, 1
  br label %for.cond516, !llvm.loop !119

for.end518:                                       ; preds = %for.cond516
  br label %if.end512

for.cond520:                                      ; preds = %for.body521, %if.end512
  %j51523 = phi i32 [ 0, %if.end512 ], [ %1913, %for.body521 ]
  %1906 = icmp slt i32 %j51523, %1877
  br i1 %1906, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %1907 = sext i32 %i15505 to i64
  %1908 = mul nsw i64 %1907, 512
  %1909 = add i32 %tl_hi12, %j51523
  %1910 = sext i32 %1909 to i64
  %1911 = add nsw i64 %1908, %1910
  %1912 = getelementptr inbounds float, ptr %X_f, i64 %1911
  store float 0.000000e+00, ptr %1912, align 4
  %1913 = add nsw i32 %j51523, 1
  br label %for.cond520, !llvm.loop !120

for.end522:                                       ; preds = %for.cond520
  %1914 = add nsw i32 %i15505, 1
  br label %for.cond502, !llvm.loop !121

for.cond524:                                      ; preds = %for.end534, %if.end495
  %i527 = phi i32 [ 0, %if.end495 ], [ %2676, %for.end534 ]
  %1915 = icmp slt i32 %i527, 4
  br i1 %1915, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %1916 = sext i32 %N to i64
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
  %1930 = sub i32 %1929, %c492
  %1931 = mul i32 %1930, 512
  %1932 = sext i32 %1931 to i64
  %1933 = sub i64 %1916, %1932
  %1934 = icmp slt i64 %1933, 0
  %1935 = sext i32 %N to i64
  %1936 = sext i32 %N to i64
  %1937 = sdiv i64 %1936, 512
  %1938 = sub i64 0, %1936
  %1939 = select i1 false, i64 %1938, i64 %1937
  %1940 = srem i64 %1936, 512
  %1941 = icmp ne i64 %1940, 0
  %1942 = icmp slt i64 %1936, 0
  %1943 = icmp eq i1 %1942, false
  %1944 = and i1 %1941, %1943
  %1945 = zext i1 %1944 to i64
  %1946 = add i64 %1939, %1945
  %1947 = trunc i64 %1946 to i32
  %1948 = sub i32 %1947, 1
  %1949 = sub i32 %1948, %c492
  %1950 = mul i32 %1949, 512
  %1951 = sext i32 %1950 to i64
  %1952 = sub i64 %1935, %1951
  %1953 = icmp sgt i64 %1952, 512
  %1954 = sext i32 %N to i64
  %1955 = sext i32 %N to i64
  %1956 = sdiv i64 %1955, 512
  %1957 = sub i64 0, %1955
  %1958 = select i1 false, i64 %1957, i64 %1956
  %1959 = srem i64 %1955, 512
  %1960 = icmp ne i64 %1959, 0
  %1961 = icmp slt i64 %1955, 0
  %1962 = icmp eq i1 %1961, false
  %1963 = and i1 %1960, %1962
  %1964 = zext i1 %1963 to i64
  %1965 = add i64 %1958, %1964
  %1966 = trunc i64 %1965 to i32
  %1967 = sub i32 %1966, 1
  %1968 = sub i32 %1967, %c492
  %1969 = mul i32 %1968, 512
  %1970 = sext i32 %1969 to i64
  %1971 = sub i64 %1954, %1970
  %1972 = select i1 %1953, i64 512, i64 %1971
  %1973 = select i1 %1934, i64 0, i64 %1972
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
  %1986 = sub i32 %1985, 1
  %1987 = sub i32 %1986, %c492
  %1988 = mul i32 %1987, 512
  %1989 = sext i32 %1988 to i64
  %1990 = sub i64 0, %1989
  %1991 = icmp slt i64 %1990, 0
  %1992 = sext i32 %N to i64
  %1993 = sdiv i64 %1992, 512
  %1994 = sub i64 0, %1992
  %1995 = select i1 false, i64 %1994, i64 %1993
  %1996 = srem i64 %1992, 512
  %1997 = icmp ne i64 %1996, 0
  %1998 = icmp slt i64 %1992, 0
  %1999 = icmp eq i1 %1998, false
  %2000 = and i1 %1997, %1999
  %2001 = zext i1 %2000 to i64
  %2002 = add i64 %1995, %2001
  %2003 = trunc i64 %2002 to i32
  %2004 = sub i32 %2003, 1
  %2005 = sub i32 %2004, %c492
  %2006 = mul i32 %2005, 512
  %2007 = sext i32 %2006 to i64
  %2008 = sub i64 0, %2007
  %2009 = icmp sgt i64 %2008, 512
  %2010 = sext i32 %N to i64
  %2011 = sdiv i64 %2010, 512
  %2012 = sub i64 0, %2010
  %2013 = select i1 false, i64 %2012, i64 %2011
  %2014 = srem i64 %2010, 512
  %2015 = icmp ne i64 %2014, 0
  %2016 = icmp slt i64 %2010, 0
  %2017 = icmp eq i1 %2016, false
  %2018 = and i1 %2015, %2017
  %2019 = zext i1 %2018 to i64
  %2020 = add i64 %2013, %2019
  %2021 = trunc i64 %2020 to i32
  %2022 = sub i32 %2021, 1
  %2023 = sub i32 %2022, %c492
  %2024 = mul i32 %2023, 512
  %2025 = sext i32 %2024 to i64
  %2026 = sub i64 0, %2025
  %2027 = select i1 %2009, i64 512, i64 %2026
  %2028 = select i1 %1991, i64 0, i64 %2027
  %2029 = trunc i64 %2028 to i32
  %2030 = sext i32 %2029 to i64
  %2031 = icmp slt i64 %1973, %2030
  %2032 = sext i32 %N to i64
  %2033 = sdiv i64 %2032, 512
  %2034 = sub i64 0, %2032
  %2035 = select i1 false, i64 %2034, i64 %2033
  %2036 = srem i64 %2032, 512
  %2037 = icmp ne i64 %2036, 0
  %2038 = icmp slt i64 %2032, 0
  %2039 = icmp eq i1 %2038, false
  %2040 = and i1 %2037, %2039
  %2041 = zext i1 %2040 to i64
  %2042 = add i64 %2035, %2041
  %2043 = trunc i64 %2042 to i32
  %2044 = sub i32 %2043, 1
  %2045 = sub i32 %2044, %c492
  %2046 = mul i32 %2045, 512
  %2047 = sext i32 %2046 to i64
  %2048 = sub i64 0, %2047
  %2049 = icmp slt i64 %2048, 0
  %2050 = sext i32 %N to i64
  %2051 = sdiv i64 %2050, 512
  %2052 = sub i64 0, %2050
  %2053 = select i1 false, i64 %2052, i64 %2051
  %2054 = srem i64 %2050, 512
  %2055 = icmp ne i64 %2054, 0
  %2056 = icmp slt i64 %2050, 0
  %2057 = icmp eq i1 %2056, false
  %2058 = and i1 %2055, %2057
  %2059 = zext i1 %2058 to i64
  %2060 = add i64 %2053, %2059
  %2061 = trunc i64 %2060 to i32
  %2062 = sub i32 %2061, 1
  %2063 = sub i32 %2062, %c492
  %2064 = mul i32 %2063, 512
  %2065 = sext i32 %2064 to i64
  %2066 = sub i64 0, %2065
  %2067 = icmp sgt i64 %2066, 512
  %2068 = sext i32 %N to i64
  %2069 = sdiv i64 %2068, 512
  %2070 = sub i64 0, %2068
  %2071 = select i1 false, i64 %2070, i64 %2069
  %2072 = srem i64 %2068, 512
  %2073 = icmp ne i64 %2072, 0
  %2074 = icmp slt i64 %2068, 0
  %2075 = icmp eq i1 %2074, false
  %2076 = and i1 %2073, %2075
  %2077 = zext i1 %2076 to i64
  %2078 = add i64 %2071, %2077
  %2079 = trunc i64 %2078 to i32
  %2080 = sub i32 %2079, 1
  %2081 = sub i32 %2080, %c492
  %2082 = mul i32 %2081, 512
  %2083 = sext i32 %2082 to i64
  %2084 = sub i64 0, %2083
  %2085 = select i1 %2067, i64 512, i64 %2084
  %2086 = select i1 %2049, i64 0, i64 %2085
  %2087 = trunc i64 %2086 to i32
  %2088 = sext i32 %2087 to i64
  %2089 = sext i32 %N to i64
  %2090 = sext i32 %N to i64
  %2091 = sdiv i64 %2090, 512
  %2092 = sub i64 0, %2090
  %2093 = select i1 false, i64 %2092, i64 %2091
  %2094 = srem i64 %2090, 512
  %2095 = icmp ne i64 %2094, 0
  %2096 = icmp slt i64 %2090, 0
  %2097 = icmp eq i1 %2096, false
  %2098 = and i1 %2095, %2097
  %2099 = zext i1 %2098 to i64
  %2100 = add i64 %2093, %2099
  %2101 = trunc i64 %2100 to i32
  %2102 = sub i32 %2101, 1
  %2103 = sub i32 %2102, %c492
  %2104 = mul i32 %2103, 512
  %2105 = sext i32 %2104 to i64
  %2106 = sub i64 %2089, %2105
  %2107 = icmp slt i64 %2106, 0
  %2108 = sext i32 %N to i64
  %2109 = sext i32 %N to i64
  %2110 = sdiv i64 %2109, 512
  %2111 = sub i64 0, %2109
  %2112 = select i1 false, i64 %2111, i64 %2110
  %2113 = srem i64 %2109, 512
  %2114 = icmp ne i64 %2113, 0
  %2115 = icmp slt i64 %2109, 0
  %2116 = icmp eq i1 %2115, false
  %2117 = and i1 %2114, %2116
  %2118 = zext i1 %2117 to i64
  %2119 = add i64 %2112, %2118
  %2120 = trunc i64 %2119 to i32
  %2121 = sub i32 %2120, 1
  %2122 = sub i32 %2121, %c492
  %2123 = mul i32 %2122, 512
  %2124 = sext i32 %2123 to i64
  %2125 = sub i64 %2108, %2124
  %2126 = icmp sgt i64 %2125, 512
  %2127 = sext i32 %N to i64
  %2128 = sext i32 %N to i64
  %2129 = sdiv i64 %2128, 512
  %2130 = sub i64 0, %2128
  %2131 = select i1 false, i64 %2130, i64 %2129
  %2132 = srem i64 %2128, 512
  %2133 = icmp ne i64 %2132, 0
  %2134 = icmp slt i64 %2128, 0
  %2135 = icmp eq i1 %2134, false
  %2136 = and i1 %2133, %2135
  %2137 = zext i1 %2136 to i64
  %2138 = add i64 %2131, %2137
  %2139 = trunc i64 %2138 to i32
  %2140 = sub i32 %2139, 1
  %2141 = sub i32 %2140, %c492
  %2142 = mul i32 %2141, 512
  %2143 = sext i32 %2142 to i64
  %2144 = sub i64 %2127, %2143
  %2145 = select i1 %2126, i64 512, i64 %2144
  %2146 = select i1 %2107, i64 0, i64 %2145
  %2147 = select i1 %2031, i64 %2088, i64 %2146
  %2148 = trunc i64 %2147 to i32
  %2149 = icmp slt i32 %2148, 0
  %2150 = sext i32 %N to i64
  %2151 = sext i32 %N to i64
  %2152 = sdiv i64 %2151, 512
  %2153 = sub i64 0, %2151
  %2154 = select i1 false, i64 %2153, i64 %2152
  %2155 = srem i64 %2151, 512
  %2156 = icmp ne i64 %2155, 0
  %2157 = icmp slt i64 %2151, 0
  %2158 = icmp eq i1 %2157, false
  %2159 = and i1 %2156, %2158
  %2160 = zext i1 %2159 to i64
  %2161 = add i64 %2154, %2160
  %2162 = trunc i64 %2161 to i32
  %2163 = sub i32 %2162, 1
  %2164 = sub i32 %2163, %c492
  %2165 = mul i32 %2164, 512
  %2166 = sext i32 %2165 to i64
  %2167 = sub i64 %2150, %2166
  %2168 = icmp slt i64 %2167, 0
  %2169 = sext i32 %N to i64
  %2170 = sext i32 %N to i64
  %2171 = sdiv i64 %2170, 512
  %2172 = sub i64 0, %2170
  %2173 = select i1 false, i64 %2172, i64 %2171
  %2174 = srem i64 %2170, 512
  %2175 = icmp ne i64 %2174, 0
  %2176 = icmp slt i64 %2170, 0
  %2177 = icmp eq i1 %2176, false
  %2178 = and i1 %2175, %2177
  %2179 = zext i1 %2178 to i64
  %2180 = add i64 %2173, %2179
  %2181 = trunc i64 %2180 to i32
  %2182 = sub i32 %2181, 1
  %2183 = sub i32 %2182, %c492
  %2184 = mul i32 %2183, 512
  %2185 = sext i32 %2184 to i64
  %2186 = sub i64 %2169, %2185
  %2187 = icmp sgt i64 %2186, 512
  %2188 = sext i32 %N to i64
  %2189 = sext i32 %N to i64
  %2190 = sdiv i64 %2189, 512
  %2191 = sub i64 0, %2189
  %2192 = select i1 false, i64 %2191, i64 %2190
  %2193 = srem i64 %2189, 512
  %2194 = icmp ne i64 %2193, 0
  %2195 = icmp slt i64 %2189, 0
  %2196 = icmp eq i1 %2195, false
  %2197 = and i1 %2194, %2196
  %2198 = zext i1 %2197 to i64
  %2199 = add i64 %2192, %2198
  %2200 = trunc i64 %2199 to i32
  %2201 = sub i32 %2200, 1
  %2202 = sub i32 %2201, %c492
  %2203 = mul i32 %2202, 512
  %2204 = sext i32 %2203 to i64
  %2205 = sub i64 %2188, %2204
  %2206 = select i1 %2187, i64 512, i64 %2205
  %2207 = select i1 %2168, i64 0, i64 %2206
  %2208 = sext i32 %N to i64
  %2209 = sdiv i64 %2208, 512
  %2210 = sub i64 0, %2208
  %2211 = select i1 false, i64 %2210, i64 %2209
  %2212 = srem i64 %2208, 512
  %2213 = icmp ne i64 %2212, 0
  %2214 = icmp slt i64 %2208, 0
  %2215 = icmp eq i1 %2214, false
  %2216 = and i1 %2213, %2215
  %2217 = zext i1 %2216 to i64
  %2218 = add i64 %2211, %2217
  %2219 = trunc i64 %2218 to i32
  %2220 = sub i32 %2219, 1
  %2221 = sub i32 %2220, %c492
  %2222 = mul i32 %2221, 512
  %2223 = sext i32 %2222 to i64
  %2224 = sub i64 0, %2223
  %2225 = icmp slt i64 %2224, 0
  %2226 = sext i32 %N to i64
  %2227 = sdiv i64 %2226, 512
  %2228 = sub i64 0, %2226
  %2229 = select i1 false, i64 %2228, i64 %2227
  %2230 = srem i64 %2226, 512
  %2231 = icmp ne i64 %2230, 0
  %2232 = icmp slt i64 %2226, 0
  %2233 = icmp eq i1 %2232, false
  %2234 = and i1 %2231, %2233
  %2235 = zext i1 %2234 to i64
  %2236 = add i64 %2229, %2235
  %2237 = trunc i64 %2236 to i32
  %2238 = sub i32 %2237, 1
  %2239 = sub i32 %2238, %c492
  %2240 = mul i32 %2239, 512
  %2241 = sext i32 %2240 to i64
  %2242 = sub i64 0, %2241
  %2243 = icmp sgt i64 %2242, 512
  %2244 = sext i32 %N to i64
  %2245 = sdiv i64 %2244, 512
  %2246 = sub i64 0, %2244
  %2247 = select i1 false, i64 %2246, i64 %2245
  %2248 = srem i64 %2244, 512
  %2249 = icmp ne i64 %2248, 0
  %2250 = icmp slt i64 %2244, 0
  %2251 = icmp eq i1 %2250, false
  %2252 = and i1 %2249, %2251
  %2253 = zext i1 %2252 to i64
  %2254 = add i64 %2247, %2253
  %2255 = trunc i64 %2254 to i32
  %2256 = sub i32 %2255, 1
  %2257 = sub i32 %2256, %c492
  %2258 = mul i32 %2257, 512
  %2259 = sext i32 %2258 to i64
  %2260 = sub i64 0, %2259
  %2261 = select i1 %2243, i64 512, i64 %2260
  %2262 = select i1 %2225, i64 0, i64 %2261
  %2263 = trunc i64 %2262 to i32
  %2264 = sext i32 %2263 to i64
  %2265 = icmp slt i64 %2207, %2264
  %2266 = sext i32 %N to i64
  %2267 = sdiv i64 %2266, 512
  %2268 = sub i64 0, %2266
  %2269 = select i1 false, i64 %2268, i64 %2267
  %2270 = srem i64 %2266, 512
  %2271 = icmp ne i64 %2270, 0
  %2272 = icmp slt i64 %2266, 0
  %2273 = icmp eq i1 %2272, false
  %2274 = and i1 %2271, %2273
  %2275 = zext i1 %2274 to i64
  %2276 = add i64 %2269, %2275
  %2277 = trunc i64 %2276 to i32
  %2278 = sub i32 %2277, 1
  %2279 = sub i32 %2278, %c492
  %2280 = mul i32 %2279, 512
  %2281 = sext i32 %2280 to i64
  %2282 = sub i64 0, %2281
  %2283 = icmp slt i64 %2282, 0
  %2284 = sext i32 %N to i64
  %2285 = sdiv i64 %2284, 512
  %2286 = sub i64 0, %2284
  %2287 = select i1 false, i64 %2286, i64 %2285
  %2288 = srem i64 %2284, 512
  %2289 = icmp ne i64 %2288, 0
  %2290 = icmp slt i64 %2284, 0
  %2291 = icmp eq i1 %2290, false
  %2292 = and i1 %2289, %2291
  %2293 = zext i1 %2292 to i64
  %2294 = add i64 %2287, %2293
  %2295 = trunc i64 %2294 to i32
  %2296 = sub i32 %2295, 1
  %2297 = sub i32 %2296, %c492
  %2298 = mul i32 %2297, 512
  %2299 = sext i32 %2298 to i64
  %2300 = sub i64 0, %2299
  %2301 = icmp sgt i64 %2300, 512
  %2302 = sext i32 %N to i64
  %2303 = sdiv i64 %2302, 512
  %2304 = sub i64 0, %2302
  %2305 = select i1 false, i64 %2304, i64 %2303
  %2306 = srem i64 %2302, 512
  %2307 = icmp ne i64 %2306, 0
  %2308 = icmp slt i64 %2302, 0
  %2309 = icmp eq i1 %2308, false
  %2310 = and i1 %2307, %2309
  %2311 = zext i1 %2310 to i64
  %2312 = add i64 %2305, %2311
  %2313 = trunc i64 %2312 to i32
  %2314 = sub i32 %2313, 1
  %2315 = sub i32 %2314, %c492
  %2316 = mul i32 %2315, 512
  %2317 = sext i32 %2316 to i64
  %2318 = sub i64 0, %2317
  %2319 = select i1 %2301, i64 512, i64 %2318
  %2320 = select i1 %2283, i64 0, i64 %2319
  %2321 = trunc i64 %2320 to i32
  %2322 = sext i32 %2321 to i64
  %2323 = sext i32 %N to i64
  %2324 = sext i32 %N to i64
  %2325 = sdiv i64 %2324, 512
  %2326 = sub i64 0, %2324
  %2327 = select i1 false, i64 %2326, i64 %2325
  %2328 = srem i64 %2324, 512
  %2329 = icmp ne i64 %2328, 0
  %2330 = icmp slt i64 %2324, 0
  %2331 = icmp eq i1 %2330, false
  %2332 = and i1 %2329, %2331
  %2333 = zext i1 %2332 to i64
  %2334 = add i64 %2327, %2333
  %2335 = trunc i64 %2334 to i32
  %2336 = sub i32 %2335, 1
  %2337 = sub i32 %2336, %c492
  %2338 = mul i32 %2337, 512
  %2339 = sext i32 %2338 to i64
  %2340 = sub i64 %2323, %2339
  %2341 = icmp slt i64 %2340, 0
  %2342 = sext i32 %N to i64
  %2343 = sext i32 %N to i64
  %2344 = sdiv i64 %2343, 512
  %2345 = sub i64 0, %2343
  %2346 = select i1 false, i64 %2345, i64 %2344
  %2347 = srem i64 %2343, 512
  %2348 = icmp ne i64 %2347, 0
  %2349 = icmp slt i64 %2343, 0
  %2350 = icmp eq i1 %2349, false
  %2351 = and i1 %2348, %2350
  %2352 = zext i1 %2351 to i64
  %2353 = add i64 %2346, %2352
  %2354 = trunc i64 %2353 to i32
  %2355 = sub i32 %2354, 1
  %2356 = sub i32 %2355, %c492
  %2357 = mul i32 %2356, 512
  %2358 = sext i32 %2357 to i64
  %2359 = sub i64 %2342, %2358
  %2360 = icmp sgt i64 %2359, 512
  %2361 = sext i32 %N to i64
  %2362 = sext i32 %N to i64
  %2363 = sdiv i64 %2362, 512
  %2364 = sub i64 0, %2362
  %2365 = select i1 false, i64 %2364, i64 %2363
  %2366 = srem i64 %2362, 512
  %2367 = icmp ne i64 %2366, 0
  %2368 = icmp slt i64 %2362, 0
  %2369 = icmp eq i1 %2368, false
  %2370 = and i1 %2367, %2369
  %2371 = zext i1 %2370 to i64
  %2372 = add i64 %2365, %2371
  %2373 = trunc i64 %2372 to i32
  %2374 = sub i32 %2373, 1
  %2375 = sub i32 %2374, %c492
  %2376 = mul i32 %2375, 512
  %2377 = sext i32 %2376 to i64
  %2378 = sub i64 %2361, %2377
  %2379 = select i1 %2360, i64 512, i64 %2378
  %2380 = select i1 %2341, i64 0, i64 %2379
  %2381 = select i1 %2265, i64 %2322, i64 %2380
  %2382 = trunc i64 %2381 to i32
  %2383 = icmp sgt i32 %2382, 512
  %2384 = sext i32 %N to i64
  %2385 = sext i32 %N to i64
  %2386 = sdiv i64 %2385, 512
  %2387 = sub i64 0, %2385
  %2388 = select i1 false, i64 %2387, i64 %2386
  %2389 = srem i64 %2385, 512
  %2390 = icmp ne i64 %2389, 0
  %2391 = icmp slt i64 %2385, 0
  %2392 = icmp eq i1 %2391, false
  %2393 = and i1 %2390, %2392
  %2394 = zext i1 %2393 to i64
  %2395 = add i64 %2388, %2394
  %2396 = trunc i64 %2395 to i32
  %2397 = sub i32 %2396, 1
  %2398 = sub i32 %2397, %c492
  %2399 = mul i32 %2398, 512
  %2400 = sext i32 %2399 to i64
  %2401 = sub i64 %2384, %2400
  %2402 = icmp slt i64 %2401, 0
  %2403 = sext i32 %N to i64
  %2404 = sext i32 %N to i64
  %2405 = sdiv i64 %2404, 512
  %2406 = sub i64 0, %2404
  %2407 = select i1 false, i64 %2406, i64 %2405
  %2408 = srem i64 %2404, 512
  %2409 = icmp ne i64 %2408, 0
  %2410 = icmp slt i64 %2404, 0
  %2411 = icmp eq i1 %2410, false
  %2412 = and i1 %2409, %2411
  %2413 = zext i1 %2412 to i64
  %2414 = add i64 %2407, %2413
  %2415 = trunc i64 %2414 to i32
  %2416 = sub i32 %2415, 1
  %2417 = sub i32 %2416, %c492
  %2418 = mul i32 %2417, 512
  %2419 = sext i32 %2418 to i64
  %2420 = sub i64 %2403, %2419
  %2421 = icmp sgt i64 %2420, 512
  %2422 = sext i32 %N to i64
  %2423 = sext i32 %N to i64
  %2424 = sdiv i64 %2423, 512
  %2425 = sub i64 0, %2423
  %2426 = select i1 false, i64 %2425, i64 %2424
  %2427 = srem i64 %2423, 512
  %2428 = icmp ne i64 %2427, 0
  %2429 = icmp slt i64 %2423, 0
  %2430 = icmp eq i1 %2429, false
  %2431 = and i1 %2428, %2430
  %2432 = zext i1 %2431 to i64
  %2433 = add i64 %2426, %2432
  %2434 = trunc i64 %2433 to i32
  %2435 = sub i32 %2434, 1
  %2436 = sub i32 %2435, %c492
  %2437 = mul i32 %2436, 512
  %2438 = sext i32 %2437 to i64
  %2439 = sub i64 %2422, %2438
  %2440 = select i1 %2421, i64 512, i64 %2439
  %2441 = select i1 %2402, i64 0, i64 %2440
  %2442 = sext i32 %N to i64
  %2443 = sdiv i64 %2442, 512
  %2444 = sub i64 0, %2442
  %2445 = select i1 false, i64 %2444, i64 %2443
  %2446 = srem i64 %2442, 512
  %2447 = icmp ne i64 %2446, 0
  %2448 = icmp slt i64 %2442, 0
  %2449 = icmp eq i1 %2448, false
  %2450 = and i1 %2447, %2449
  %2451 = zext i1 %2450 to i64
  %2452 = add i64 %2445, %2451
  %2453 = trunc i64 %2452 to i32
  %2454 = sub i32 %2453, 1
  %2455 = sub i32 %2454, %c492
  %2456 = mul i32 %2455, 512
  %2457 = sext i32 %2456 to i64
  %2458 = sub i64 0, %2457
  %2459 = icmp slt i64 %2458, 0
  %2460 = sext i32 %N to i64
  %2461 = sdiv i64 %2460, 512
  %2462 = sub i64 0, %2460
  %2463 = select i1 false, i64 %2462, i64 %2461
  %2464 = srem i64 %2460, 512
  %2465 = icmp ne i64 %2464, 0
  %2466 = icmp slt i64 %2460, 0
  %2467 = icmp eq i1 %2466, false
  %2468 = and i1 %2465, %2467
  %2469 = zext i1 %2468 to i64
  %2470 = add i64 %2463, %2469
  %2471 = trunc i64 %2470 to i32
  %2472 = sub i32 %2471, 1
  %2473 = sub i32 %2472, %c492
  %2474 = mul i32 %2473, 512
  %2475 = sext i32 %2474 to i64
  %2476 = sub i64 0, %2475
  %2477 = icmp sgt i64 %2476, 512
  %2478 = sext i32 %N to i64
  %2479 = sdiv i64 %2478, 512
  %2480 = sub i64 0, %2478
  %2481 = select i1 false, i64 %2480, i64 %2479
  %2482 = srem i64 %2478, 512
  %2483 = icmp ne i64 %2482, 0
  %2484 = icmp slt i64 %2478, 0
  %2485 = icmp eq i1 %2484, false
  %2486 = and i1 %2483, %2485
  %2487 = zext i1 %2486 to i64
  %2488 = add i64 %2481, %2487
  %2489 = trunc i64 %2488 to i32
  %2490 = sub i32 %2489, 1
  %2491 = sub i32 %2490, %c492
  %2492 = mul i32 %2491, 512
  %2493 = sext i32 %2492 to i64
  %2494 = sub i64 0, %2493
  %2495 = select i1 %2477, i64 512, i64 %2494
  %2496 = select i1 %2459, i64 0, i64 %2495
  %2497 = trunc i64 %2496 to i32
  %2498 = sext i32 %2497 to i64
  %2499 = icmp slt i64 %2441, %2498
  %2500 = sext i32 %N to i64
  %2501 = sdiv i64 %2500, 512
  %2502 = sub i64 0, %2500
  %2503 = select i1 false, i64 %2502, i64 %2501
  %2504 = srem i64 %2500, 512
  %2505 = icmp ne i64 %2504, 0
  %2506 = icmp slt i64 %2500, 0
  %2507 = icmp eq i1 %2506, false
  %2508 = and i1 %2505, %2507
  %2509 = zext i1 %2508 to i64
  %2510 = add i64 %2503, %2509
  %2511 = trunc i64 %2510 to i32
  %2512 = sub i32 %2511, 1
  %2513 = sub i32 %2512, %c492
  %2514 = mul i32 %2513, 512
  %2515 = sext i32 %2514 to i64
  %2516 = sub i64 0, %2515
  %2517 = icmp slt i64 %2516, 0
  %2518 = sext i32 %N to i64
  %2519 = sdiv i64 %2518, 512
  %2520 = sub i64 0, %2518
  %2521 = select i1 false, i64 %2520, i64 %2519
  %2522 = srem i64 %2518, 512
  %2523 = icmp ne i64 %2522, 0
  %2524 = icmp slt i64 %2518, 0
  %2525 = icmp eq i1 %2524, false
  %2526 = and i1 %2523, %2525
  %2527 = zext i1 %2526 to i64
  %2528 = add i64 %2521, %2527
  %2529 = trunc i64 %2528 to i32
  %2530 = sub i32 %2529, 1
  %2531 = sub i32 %2530, %c492
  %2532 = mul i32 %2531, 512
  %2533 = sext i32 %2532 to i64
  %2534 = sub i64 0, %2533
  %2535 = icmp sgt i64 %2534, 512
  %2536 = sext i32 %N to i64
  %2537 = sdiv i64 %2536, 512
  %2538 = sub i64 0, %2536
  %2539 = select i1 false, i64 %2538, i64 %2537
  %2540 = srem i64 %2536, 512
  %2541 = icmp ne i64 %2540, 0
  %2542 = icmp slt i64 %2536, 0
  %2543 = icmp eq i1 %2542, false
  %2544 = and i1 %2541, %2543
  %2545 = zext i1 %2544 to i64
  %2546 = add i64 %2539, %2545
  %2547 = trunc i64 %2546 to i32
  %2548 = sub i32 %2547, 1
  %2549 = sub i32 %2548, %c492
  %2550 = mul i32 %2549, 512
  %2551 = sext i32 %2550 to i64
  %2552 = sub i64 0, %2551
  %2553 = select i1 %2535, i64 512, i64 %2552
  %2554 = select i1 %2517, i64 0, i64 %2553
  %2555 = trunc i64 %2554 to i32
  %2556 = sext i32 %2555 to i64
  %2557 = sext i32 %N to i64
  %2558 = sext i32 %N to i64
  %2559 = sdiv i64 %2558, 512
  %2560 = sub i64 0, %2558
  %2561 = select i1 false, i64 %2560, i64 %2559
  %2562 = srem i64 %2558, 512
  %2563 = icmp ne i64 %2562, 0
  %2564 = icmp slt i64 %2558, 0
  %2565 = icmp eq i1 %2564, false
  %2566 = and i1 %2563, %2565
  %2567 = zext i1 %2566 to i64
  %2568 = add i64 %2561, %2567
  %2569 = trunc i64 %2568 to i32
  %2570 = sub i32 %2569, 1
  %2571 = sub i32 %2570, %c492
  %2572 = mul i32 %2571, 512
  %2573 = sext i32 %2572 to i64
  %2574 = sub i64 %2557, %2573
  %2575 = icmp slt i64 %2574, 0
  %2576 = sext i32 %N to i64
  %2577 = sext i32 %N to i64
  %2578 = sdiv i64 %2577, 512
  %2579 = sub i64 0, %2577
  %2580 = select i1 false, i64 %2579, i64 %2578
  %2581 = srem i64 %2577, 512
  %2582 = icmp ne i64 %2581, 0
  %2583 = icmp slt i64 %2577, 0
  %2584 = icmp eq i1 %2583, false
  %2585 = and i1 %2582, %2584
  %2586 = zext i1 %2585 to i64
  %2587 = add i64 %2580, %2586
  %2588 = trunc i64 %2587 to i32
  %2589 = sub i32 %2588, 1
  %2590 = sub i32 %2589, %c492
  %2591 = mul i32 %2590, 512
  %2592 = sext i32 %2591 to i64
  %2593 = sub i64 %2576, %2592
  %2594 = icmp sgt i64 %2593, 512
  %2595 = sext i32 %N to i64
  %2596 = sext i32 %N to i64
  %2597 = sdiv i64 %2596, 512
  %2598 = sub i64 0, %2596
  %2599 = select i1 false, i64 %2598, i64 %2597
  %2600 = srem i64 %2596, 512
  %2601 = icmp ne i64 %2600, 0
  %2602 = icmp slt i64 %2596, 0
  %2603 = icmp eq i1 %2602, false
  %2604 = and i1 %2601, %2603
  %2605 = zext i1 %2604 to i64
  %2606 = add i64 %2599, %2605
  %2607 = trunc i64 %2606 to i32
  %2608 = sub i32 %2607, 1
  %2609 = sub i32 %2608, %c492
  %2610 = mul i32 %2609, 512
  %2611 = sext i32 %2610 to i64
  %2612 = sub i64 %2595, %2611
  %2613 = select i1 %2594, i64 512, i64 %2612
  %2614 = select i1 %2575, i64 0, i64 %2613
  %2615 = select i1 %2499, i64 %2556, i64 %2614
  %2616 = trunc i64 %2615 to i32
  %2617 = select i1 %2383, i32 512, i32 %2616
  %tl_cols30 = select i1 %2149, i32 0, i32 %2617
  br label %for.cond528

for.end526:                                       ; preds = %for.cond524
  %2618 = mul i32 %bx, 4
  %2619 = icmp sle i32 0, %2618
  %2620 = mul i32 %bx, 4
  %2621 = sext i32 %2620 to i64
  %2622 = add i64 %2621, 4
  %2623 = sext i32 %M to i64
  %2624 = icmp sle i64 %2622, %2623
  %2625 = and i1 %2619, %2624
  %2626 = mul i32 %t, 512
  %2627 = icmp sle i32 0, %2626
  %2628 = mul i32 %t, 512
  %2629 = sext i32 %2628 to i64
  %2630 = add i64 %2629, 512
  %2631 = sext i32 %N to i64
  %2632 = icmp sle i64 %2630, %2631
  %2633 = and i1 %2627, %2632
  %2634 = and i1 %2625, %2633
  br i1 %2634, label %if.then535, label %if.else536

for.cond528:                                      ; preds = %for.body529, %for.body525
  %j531 = phi i32 [ 0, %for.body525 ], [ %2657, %for.body529 ]
  %2635 = icmp slt i32 %j531, %tl_cols30
  br i1 %2635, label %for.body529, label %for.end530

for.body529:                                      ; preds = %for.cond528
  %2636 = sext i32 %i527 to i64
  %2637 = mul nsw i64 %2636, 512
  %2638 = sext i32 %j531 to i64
  %2639 = add nsw i64 %2637, %2638
  %2640 = getelementptr inbounds float, ptr %X_f, i64 %2639
  %2641 = load float, ptr %2640, align 4
  %2642 = sext i32 %i527 to i64
  %2643 = getelementptr inbounds float, ptr %m, i64 %2642
  %2644 = load float, ptr %2643, align 4
  %2645 = fsub float %2641, %2644
  %2646 = call float @tilec_expf(float %2645)
  %2647 = sext i32 %i527 to i64
  %2648 = getelementptr inbounds float, ptr %l, i64 %2647
  %2649 = load float, ptr %2648, align 4
  %2650 = fdiv float 1.000000e+00, %2649
  %2651 = fmul float %2646, %2650
  %2652 = sext i32 %i527 to i64
  %2653 = mul nsw i64 %2652, 512
  %2654 = sext i32 %j531 to i64
  %2655 = add nsw i64 %2653, %2654
  %2656 = getelementptr inbounds float, ptr %X_f, i64 %2655
  store float %2651, ptr %2656, align 4
  %2657 = add nsw i32 %j531, 1
  br label %for.cond528, !llvm.loop !122

for.end530:                                       ; preds = %for.cond528
  %2658 = sext i32 %i527 to i64
  %2659 = getelementptr inbounds float, ptr %m, i64 %2658
  %2660 = load float, ptr %2659, align 4
  %2661 = fsub float 0.000000e+00, %2660
  %2662 = call float @tilec_expf(float %2661)
  %2663 = sext i32 %i527 to i64
  %2664 = getelementptr inbounds float, ptr %l, i64 %2663
  %2665 = load float, ptr %2664, align 4
  %2666 = fdiv float 1.000000e+00, %2665
  %tl_col32 = fmul float %2662, %2666
  %2667 = sub i32 512, %tl_cols30
  br label %for.cond532

for.cond532:                                      ; preds = %for.body533, %for.end530
  %j311 = phi i32 [ 0, %for.end530 ], [ %2675, %for.body533 ]
  %2668 = icmp slt i32 %j311, %2667
  br i1 %2668, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2669 = sext i32 %i527 to i64
  %2670 = mul nsw i64 %2669, 512
  %2671 = add i32 %tl_cols30, %j311
  %2672 = sext i32 %2671 to i64
  %2673 = add nsw i64 %2670, %2672
  %2674 = getelementptr inbounds float, ptr %X_f, i64 %2673
  store float %tl_col32, ptr %2674, align 4
  %2675 = add nsw i32 %j311, 1
  br label %for.cond532, !llvm.loop !123

for.end534:                                       ; preds = %for.cond532
  %2676 = add nsw i32 %i527, 1
  br label %for.cond524, !llvm.loop !124

if.then535:                                       ; preds = %for.end526
  br label %for.cond538

if.else536:                                       ; preds = %for.end526
  br label %for.cond549

if.end537:                                        ; preds = %for.end551, %for.end540
  %2677 = add nsw i32 %c492, 1
  br label %for.cond489, !llvm.loop !125

for.cond538:                                      ; preds = %if.end544, %if.then535
  %i15541 = phi i32 [ 0, %if.then535 ], [ %2697, %if.end544 ]
  %2678 = icmp slt i32 %i15541, 4
  br i1 %2678, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2679 = sext i32 %M to i64
  %2680 = sext i32 %N to i64
  %2681 = mul i64 %2679, %2680
  %2682 = icmp sge i64 %2681, 8388608
  br i1 %2682, label %if.then542, label %if.else543

for.end540:                                       ; preds = %for.cond538
  br label %if.end537

if.then542:                                       ; preds = %for.body539
  %2683 = mul i32 %bx, 4
  %2684 = add i32 %2683, %i15541
  %2685 = sext i32 %2684 to i64
  %2686 = sext i32 %N to i64
  %2687 = mul nsw i64 %2685, %2686
  %2688 = mul i32 %t, 512
  %2689 = add i32 %2688, 0
  %2690 = sext i32 %2689 to i64
  %2691 = add nsw i64 %2687, %2690
  %2692 = getelementptr inbounds float, ptr %Y, i64 %2691
  %2693 = sext i32 %i15541 to i64
  %2694 = mul nsw i64 %2693, 512
  %2695 = add nsw i64 %2694, 0
  %2696 = getelementptr inbounds float, ptr %X_f, i64 %2695
  call void @tilec_rt_stream(ptr %2692, ptr %2696, i64 2048)
  br label %if.end544

if.else543:                                       ; preds = %for.body539
  br label %for.cond545

if.end544:                                        ; preds = %for.end547, %if.then542
  %2697 = add nsw i32 %i15541, 1
  br label %for.cond538, !llvm.loop !126

for.cond545:                                      ; preds = %for.body546, %if.else543
  %j5548 = phi i32 [ 0, %if.else543 ], [ %2715, %for.body546 ]
  %2698 = icmp slt i32 %j5548, 512
  br i1 %2698, label %for.body546, label %for.end547

for.body546:                                      ; preds = %for.cond545
  %2699 = sext i32 %i15541 to i64
  %2700 = mul nsw i64 %2699, 512
  %2701 = sext i32 %j5548 to i64
  %2702 = add nsw i64 %2700, %2701
  %2703 = getelementptr inbounds float, ptr %X_f, i64 %2702
  %2704 = load float, ptr %2703, align 4
  %2705 = mul i32 %bx, 4
  %2706 = add i32 %2705, %i15541
  %2707 = sext i32 %2706 to i64
  %2708 = sext i32 %N to i64
  %2709 = mul nsw i64 %2707, %2708
  %2710 = mul i32 %t, 512
  %2711 = add i32 %2710, %j5548
  %2712 = sext i32 %2711 to i64
  %2713 = add nsw i64 %2709, %2712
  %2714 = getelementptr inbounds float, ptr %Y, i64 %2713
  store float %2704, ptr %2714, align 4
  %2715 = add nsw i32 %j5548, 1
  br label %for.cond545, !llvm.loop !127

for.end547:                                       ; preds = %for.cond545
  br label %if.end544

for.cond549:                                      ; preds = %for.end555, %if.else536
  %i15552 = phi i32 [ 0, %if.else536 ], [ %2743, %for.end555 ]
  %2716 = icmp slt i32 %i15552, 4
  br i1 %2716, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  br label %for.cond553

for.end551:                                       ; preds = %for.cond549
  br label %if.end537

for.cond553:                                      ; preds = %if.end559, %for.body550
  %j5556 = phi i32 [ 0, %for.body550 ], [ %2760, %if.end559 ]
  %2717 = icmp slt i32 %j5556, 512
  br i1 %2717, label %for.body554, label %for.end555

for.body554:                                      ; preds = %for.cond553
  %2718 = mul i32 %bx, 4
  %2719 = sext i32 %2718 to i64
  %2720 = sext i32 %i15552 to i64
  %2721 = add i64 %2719, %2720
  %2722 = icmp sle i64 0, %2721
  %2723 = mul i32 %bx, 4
  %2724 = sext i32 %2723 to i64
  %2725 = sext i32 %i15552 to i64
  %2726 = add i64 %2724, %2725
  %2727 = sext i32 %M to i64
  %2728 = icmp slt i64 %2726, %2727
  %2729 = and i1 %2722, %2728
  %2730 = mul i32 %t, 512
  %2731 = sext i32 %2730 to i64
  %2732 = sext i32 %j5556 to i64
  %2733 = add i64 %2731, %2732
  %2734 = icmp sle i64 0, %2733
  %2735 = mul i32 %t, 512
  %2736 = sext i32 %2735 to i64
  %2737 = sext i32 %j5556 to i64
  %2738 = add i64 %2736, %2737
  %2739 = sext i32 %N to i64
  %2740 = icmp slt i64 %2738, %2739
  %2741 = and i1 %2734, %2740
  %2742 = and i1 %2729, %2741
  br i1 %2742, label %if.then557, label %if.else558

for.end555:                                       ; preds = %for.cond553
  %2743 = add nsw i32 %i15552, 1
  br label %for.cond549, !llvm.loop !128

if.then557:                                       ; preds = %for.body554
  %2744 = sext i32 %i15552 to i64
  %2745 = mul nsw i64 %2744, 512
  %2746 = sext i32 %j5556 to i64
  %2747 = add nsw i64 %2745, %2746
  %2748 = getelementptr inbounds float, ptr %X_f, i64 %2747
  %2749 = load float, ptr %2748, align 4
  %2750 = mul i32 %bx, 4
  %2751 = add i32 %2750, %i15552
  %2752 = sext i32 %2751 to i64
  %2753 = sext i32 %N to i64
  %2754 = mul nsw i64 %2752, %2753
  %2755 = mul i32 %t, 512
  %2756 = add i32 %2755, %j5556
  %2757 = sext i32 %2756 to i64
  %2758 = add nsw i64 %2754, %2757
  %2759 = getelementptr inbounds float, ptr %Y, i64 %2758
  store float %2749, ptr %2759, align 4
  br label %if.end559

if.else558:                                       ; preds = %for.body554
  br label %if.end559

if.end559:                                        ; preds = %if.else558, %if.then557
  %2760 = add nsw i32 %j5556, 1
  br label %for.cond553, !llvm.loop !129
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
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
