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
  br i1 %12, label %if.then118, label %if.else119

if.end:                                           ; preds = %if.end120, %if.end92
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

for.cond25:                                       ; preds = %for.end33, %if.end3
  %i = phi i32 [ 0, %if.end3 ], [ %114, %for.end33 ]
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
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  br label %for.cond34

for.cond28:                                       ; preds = %for.body29, %for.body26
  %j = phi i32 [ 0, %for.body26 ], [ %104, %for.body29 ]
  %92 = icmp slt i32 %j, %tl_hi1
  br i1 %92, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %93 = sext i32 %i to i64
  %94 = mul nsw i64 %93, 256
  %95 = sext i32 %j to i64
  %96 = add nsw i64 %94, %95
  %97 = getelementptr inbounds float, ptr %X_s, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = sext i32 %i to i64
  %100 = mul nsw i64 %99, 256
  %101 = sext i32 %j to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds float, ptr %X_s, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nsw i32 %j, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  %105 = sub i32 256, %tl_hi1
  br label %for.cond31

for.cond31:                                       ; preds = %for.body32, %for.end30
  %j6 = phi i32 [ 0, %for.end30 ], [ %113, %for.body32 ]
  %106 = icmp slt i32 %j6, %105
  br i1 %106, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %107 = sext i32 %i to i64
  %108 = mul nsw i64 %107, 256
  %109 = add i32 %tl_hi1, %j6
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %108, %110
  %112 = getelementptr inbounds float, ptr %X_s, i64 %111
  store float 0xFFF0000000000000, ptr %112, align 4
  %113 = add nsw i32 %j6, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  %114 = add nsw i32 %i, 1
  br label %for.cond25, !llvm.loop !10

for.cond34:                                       ; preds = %for.end49, %for.end27
  %i1 = phi i32 [ 0, %for.end27 ], [ %159, %for.end49 ]
  %115 = icmp slt i32 %i1, 32
  br i1 %115, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond37

for.end36:                                        ; preds = %for.cond34
  br label %for.cond51

for.cond37:                                       ; preds = %for.body38, %for.body35
  %lane = phi i32 [ 0, %for.body35 ], [ %125, %for.body38 ]
  %116 = icmp slt i32 %lane, 32
  br i1 %116, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %117 = sext i32 %i1 to i64
  %118 = mul nsw i64 %117, 256
  %119 = sext i32 %lane to i64
  %120 = add nsw i64 %118, %119
  %121 = getelementptr inbounds float, ptr %X_s, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = sext i32 %lane to i64
  %124 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %123
  store float %122, ptr %124, align 4
  %125 = add nsw i32 %lane, 1
  br label %for.cond37, !llvm.loop !11

for.end39:                                        ; preds = %for.cond37
  br label %for.cond40

for.cond40:                                       ; preds = %for.end45, %for.end39
  %red = phi i32 [ 0, %for.end39 ], [ %147, %for.end45 ]
  %126 = icmp slt i32 %red, 7
  br i1 %126, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond43

for.end42:                                        ; preds = %for.cond40
  %127 = sext i32 %i1 to i64
  %128 = getelementptr inbounds float, ptr %m_s, i64 %127
  store float 0xFFF0000000000000, ptr %128, align 4
  br label %for.cond47

for.cond43:                                       ; preds = %for.body44, %for.body41
  %lane46 = phi i32 [ 0, %for.body41 ], [ %146, %for.body44 ]
  %129 = icmp slt i32 %lane46, 32
  br i1 %129, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %130 = sext i32 %lane46 to i64
  %131 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %130
  %lane_acc = load float, ptr %131, align 4
  %132 = sext i32 %i1 to i64
  %133 = mul nsw i64 %132, 256
  %134 = add i32 %red, 1
  %135 = mul i32 %134, 32
  %136 = add i32 %135, %lane46
  %137 = sext i32 %136 to i64
  %138 = add nsw i64 %133, %137
  %139 = getelementptr inbounds float, ptr %X_s, i64 %138
  %lane_next = load float, ptr %139, align 4
  %140 = fcmp une float %lane_next, %lane_next
  %141 = fcmp ogt float %lane_acc, %lane_next
  %142 = select i1 %141, float %lane_acc, float %lane_next
  %143 = select i1 %140, float %lane_acc, float %142
  %144 = sext i32 %lane46 to i64
  %145 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %144
  store float %143, ptr %145, align 4
  %146 = add nsw i32 %lane46, 1
  br label %for.cond43, !llvm.loop !12

for.end45:                                        ; preds = %for.cond43
  %147 = add nsw i32 %red, 1
  br label %for.cond40, !llvm.loop !13

for.cond47:                                       ; preds = %for.body48, %for.end42
  %lane50 = phi i32 [ 0, %for.end42 ], [ %158, %for.body48 ]
  %148 = icmp slt i32 %lane50, 32
  br i1 %148, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %149 = sext i32 %i1 to i64
  %150 = getelementptr inbounds float, ptr %m_s, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = sext i32 %lane50 to i64
  %153 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = call float @llvm.maxnum.f32(float %151, float %154)
  %156 = sext i32 %i1 to i64
  %157 = getelementptr inbounds float, ptr %m_s, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nsw i32 %lane50, 1
  br label %for.cond47, !llvm.loop !14

for.end49:                                        ; preds = %for.cond47
  %159 = add nsw i32 %i1, 1
  br label %for.cond34, !llvm.loop !15

for.cond51:                                       ; preds = %for.end61, %for.end36
  %i54 = phi i32 [ 0, %for.end36 ], [ %199, %for.end61 ]
  %160 = icmp slt i32 %i54, 32
  br i1 %160, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %161 = sext i32 %N to i64
  %162 = icmp slt i64 %161, 0
  %163 = sext i32 %N to i64
  %164 = icmp sgt i64 %163, 256
  %165 = sext i32 %N to i64
  %166 = select i1 %164, i64 256, i64 %165
  %167 = select i1 %162, i64 0, i64 %166
  %tl_cols0 = trunc i64 %167 to i32
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  br label %for.cond62

for.cond55:                                       ; preds = %for.body56, %for.body52
  %j58 = phi i32 [ 0, %for.body52 ], [ %185, %for.body56 ]
  %168 = icmp slt i32 %j58, %tl_cols0
  br i1 %168, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %169 = sext i32 %i54 to i64
  %170 = mul nsw i64 %169, 256
  %171 = sext i32 %j58 to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds float, ptr %X_s, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = sext i32 %i54 to i64
  %176 = getelementptr inbounds float, ptr %m_s, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = fsub float %174, %177
  %179 = call float @tilec_expf(float %178)
  %180 = sext i32 %i54 to i64
  %181 = mul nsw i64 %180, 256
  %182 = sext i32 %j58 to i64
  %183 = add nsw i64 %181, %182
  %184 = getelementptr inbounds float, ptr %X_s, i64 %183
  store float %179, ptr %184, align 4
  %185 = add nsw i32 %j58, 1
  br label %for.cond55, !llvm.loop !16

for.end57:                                        ; preds = %for.cond55
  %186 = sext i32 %i54 to i64
  %187 = getelementptr inbounds float, ptr %m_s, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = fsub float 0xFFF0000000000000, %188
  %tl_col2 = call float @tilec_expf(float %189)
  %190 = sub i32 256, %tl_cols0
  br label %for.cond59

for.cond59:                                       ; preds = %for.body60, %for.end57
  %j12 = phi i32 [ 0, %for.end57 ], [ %198, %for.body60 ]
  %191 = icmp slt i32 %j12, %190
  br i1 %191, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %192 = sext i32 %i54 to i64
  %193 = mul nsw i64 %192, 256
  %194 = add i32 %tl_cols0, %j12
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %193, %195
  %197 = getelementptr inbounds float, ptr %X_s, i64 %196
  store float %tl_col2, ptr %197, align 4
  %198 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !17

for.end61:                                        ; preds = %for.cond59
  %199 = add nsw i32 %i54, 1
  br label %for.cond51, !llvm.loop !18

for.cond62:                                       ; preds = %for.end77, %for.end53
  %i2 = phi i32 [ 0, %for.end53 ], [ %243, %for.end77 ]
  %200 = icmp slt i32 %i2, 32
  br i1 %200, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  br label %for.cond79

for.cond65:                                       ; preds = %for.body66, %for.body63
  %lane1 = phi i32 [ 0, %for.body63 ], [ %210, %for.body66 ]
  %201 = icmp slt i32 %lane1, 32
  br i1 %201, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %202 = sext i32 %i2 to i64
  %203 = mul nsw i64 %202, 256
  %204 = sext i32 %lane1 to i64
  %205 = add nsw i64 %203, %204
  %206 = getelementptr inbounds float, ptr %X_s, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = sext i32 %lane1 to i64
  %209 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %208
  store float %207, ptr %209, align 4
  %210 = add nsw i32 %lane1, 1
  br label %for.cond65, !llvm.loop !19

for.end67:                                        ; preds = %for.cond65
  br label %for.cond68

for.cond68:                                       ; preds = %for.end73, %for.end67
  %red1 = phi i32 [ 0, %for.end67 ], [ %231, %for.end73 ]
  %211 = icmp slt i32 %red1, 7
  br i1 %211, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond71

for.end70:                                        ; preds = %for.cond68
  %212 = sext i32 %i2 to i64
  %213 = getelementptr inbounds float, ptr %l_s, i64 %212
  store float 0.000000e+00, ptr %213, align 4
  br label %for.cond75

for.cond71:                                       ; preds = %for.body72, %for.body69
  %lane174 = phi i32 [ 0, %for.body69 ], [ %230, %for.body72 ]
  %214 = icmp slt i32 %lane174, 32
  br i1 %214, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %215 = sext i32 %lane174 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = sext i32 %i2 to i64
  %219 = mul nsw i64 %218, 256
  %220 = add i32 %red1, 1
  %221 = mul i32 %220, 32
  %222 = add i32 %221, %lane174
  %223 = sext i32 %222 to i64
  %224 = add nsw i64 %219, %223
  %225 = getelementptr inbounds float, ptr %X_s, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = fadd float %217, %226
  %228 = sext i32 %lane174 to i64
  %229 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %228
  store float %227, ptr %229, align 4
  %230 = add nsw i32 %lane174, 1
  br label %for.cond71, !llvm.loop !20

for.end73:                                        ; preds = %for.cond71
  %231 = add nsw i32 %red1, 1
  br label %for.cond68, !llvm.loop !21

for.cond75:                                       ; preds = %for.body76, %for.end70
  %lane178 = phi i32 [ 0, %for.end70 ], [ %242, %for.body76 ]
  %232 = icmp slt i32 %lane178, 32
  br i1 %232, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %233 = sext i32 %i2 to i64
  %234 = getelementptr inbounds float, ptr %l_s, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = sext i32 %lane178 to i64
  %237 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = fadd float %235, %238
  %240 = sext i32 %i2 to i64
  %241 = getelementptr inbounds float, ptr %l_s, i64 %240
  store float %239, ptr %241, align 4
  %242 = add nsw i32 %lane178, 1
  br label %for.cond75, !llvm.loop !22

for.end77:                                        ; preds = %for.cond75
  %243 = add nsw i32 %i2, 1
  br label %for.cond62, !llvm.loop !23

for.cond79:                                       ; preds = %for.end89, %for.end64
  %i82 = phi i32 [ 0, %for.end64 ], [ %299, %for.end89 ]
  %244 = icmp slt i32 %i82, 32
  br i1 %244, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %245 = sext i32 %N to i64
  %246 = icmp slt i64 %245, 0
  %247 = sext i32 %N to i64
  %248 = icmp sgt i64 %247, 256
  %249 = sext i32 %N to i64
  %250 = select i1 %248, i64 256, i64 %249
  %251 = select i1 %246, i64 0, i64 %250
  %tl_cols3 = trunc i64 %251 to i32
  br label %for.cond83

for.end81:                                        ; preds = %for.cond79
  %252 = mul i32 %bx, 32
  %253 = icmp sle i32 0, %252
  %254 = mul i32 %bx, 32
  %255 = sext i32 %254 to i64
  %256 = add i64 %255, 32
  %257 = sext i32 %M to i64
  %258 = icmp sle i64 %256, %257
  %259 = and i1 %253, %258
  %260 = sext i32 %N to i64
  %261 = icmp sle i64 256, %260
  %262 = and i1 %259, %261
  br i1 %262, label %if.then90, label %if.else91

for.cond83:                                       ; preds = %for.body84, %for.body80
  %j86 = phi i32 [ 0, %for.body80 ], [ %280, %for.body84 ]
  %263 = icmp slt i32 %j86, %tl_cols3
  br i1 %263, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %264 = sext i32 %i82 to i64
  %265 = mul nsw i64 %264, 256
  %266 = sext i32 %j86 to i64
  %267 = add nsw i64 %265, %266
  %268 = getelementptr inbounds float, ptr %X_s, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = sext i32 %i82 to i64
  %271 = getelementptr inbounds float, ptr %l_s, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = fdiv float 1.000000e+00, %272
  %274 = fmul float %269, %273
  %275 = sext i32 %i82 to i64
  %276 = mul nsw i64 %275, 256
  %277 = sext i32 %j86 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds float, ptr %X_s, i64 %278
  store float %274, ptr %279, align 4
  %280 = add nsw i32 %j86, 1
  br label %for.cond83, !llvm.loop !24

for.end85:                                        ; preds = %for.cond83
  %281 = sext i32 %i82 to i64
  %282 = getelementptr inbounds float, ptr %m_s, i64 %281
  %283 = load float, ptr %282, align 4
  %284 = fsub float 0xFFF0000000000000, %283
  %285 = call float @tilec_expf(float %284)
  %286 = sext i32 %i82 to i64
  %287 = getelementptr inbounds float, ptr %l_s, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = fdiv float 1.000000e+00, %288
  %tl_col5 = fmul float %285, %289
  %290 = sub i32 256, %tl_cols3
  br label %for.cond87

for.cond87:                                       ; preds = %for.body88, %for.end85
  %j42 = phi i32 [ 0, %for.end85 ], [ %298, %for.body88 ]
  %291 = icmp slt i32 %j42, %290
  br i1 %291, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %292 = sext i32 %i82 to i64
  %293 = mul nsw i64 %292, 256
  %294 = add i32 %tl_cols3, %j42
  %295 = sext i32 %294 to i64
  %296 = add nsw i64 %293, %295
  %297 = getelementptr inbounds float, ptr %X_s, i64 %296
  store float %tl_col5, ptr %297, align 4
  %298 = add nsw i32 %j42, 1
  br label %for.cond87, !llvm.loop !25

for.end89:                                        ; preds = %for.cond87
  %299 = add nsw i32 %i82, 1
  br label %for.cond79, !llvm.loop !26

if.then90:                                        ; preds = %for.end81
  br label %for.cond93

if.else91:                                        ; preds = %for.end81
  br label %for.cond104

if.end92:                                         ; preds = %for.end106, %for.end95
  br label %if.end

for.cond93:                                       ; preds = %if.end99, %if.then90
  %i1196 = phi i32 [ 0, %if.then90 ], [ %316, %if.end99 ]
  %300 = icmp slt i32 %i1196, 32
  br i1 %300, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %301 = sext i32 %M to i64
  %302 = sext i32 %N to i64
  %303 = mul i64 %301, %302
  %304 = icmp sge i64 %303, 8388608
  br i1 %304, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end92

if.then97:                                        ; preds = %for.body94
  %305 = mul i32 %bx, 32
  %306 = add i32 %305, %i1196
  %307 = sext i32 %306 to i64
  %308 = sext i32 %N to i64
  %309 = mul nsw i64 %307, %308
  %310 = add nsw i64 %309, 0
  %311 = getelementptr inbounds float, ptr %Y, i64 %310
  %312 = sext i32 %i1196 to i64
  %313 = mul nsw i64 %312, 256
  %314 = add nsw i64 %313, 0
  %315 = getelementptr inbounds float, ptr %X_s, i64 %314
  call void @tilec_rt_stream(ptr %311, ptr %315, i64 1024)
  br label %if.end99

if.else98:                                        ; preds = %for.body94
  br label %for.cond100

if.end99:                                         ; preds = %for.end102, %if.then97
  %316 = add nsw i32 %i1196, 1
  br label %for.cond93, !llvm.loop !27

for.cond100:                                      ; preds = %for.body101, %if.else98
  %j1103 = phi i32 [ 0, %if.else98 ], [ %332, %for.body101 ]
  %317 = icmp slt i32 %j1103, 256
  br i1 %317, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %318 = sext i32 %i1196 to i64
  %319 = mul nsw i64 %318, 256
  %320 = sext i32 %j1103 to i64
  %321 = add nsw i64 %319, %320
  %322 = getelementptr inbounds float, ptr %X_s, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = mul i32 %bx, 32
  %325 = add i32 %324, %i1196
  %326 = sext i32 %325 to i64
  %327 = sext i32 %N to i64
  %328 = mul nsw i64 %326, %327
  %329 = sext i32 %j1103 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %Y, i64 %330
  store float %323, ptr %331, align 4
  %332 = add nsw i32 %j1103, 1
  br label %for.cond100, !llvm.loop !28

for.end102:                                       ; preds = %for.cond100
  br label %if.end99

for.cond104:                                      ; preds = %if.end110, %if.else91
  %i11107 = phi i32 [ 0, %if.else91 ], [ %357, %if.end110 ]
  %333 = icmp slt i32 %i11107, 32
  br i1 %333, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %334 = sext i32 %N to i64
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %N to i64
  %337 = icmp sgt i64 %336, 256
  %338 = sext i32 %N to i64
  %339 = select i1 %337, i64 256, i64 %338
  %340 = select i1 %335, i64 0, i64 %339
  %tl_hi2 = trunc i64 %340 to i32
  %341 = mul i32 %bx, 32
  %342 = sext i32 %341 to i64
  %343 = sext i32 %i11107 to i64
  %344 = add i64 %342, %343
  %345 = icmp sle i64 0, %344
  %346 = mul i32 %bx, 32
  %347 = sext i32 %346 to i64
  %348 = sext i32 %i11107 to i64
  %349 = add i64 %347, %348
  %350 = sext i32 %M to i64
  %351 = icmp slt i64 %349, %350
  %352 = and i1 %345, %351
  br i1 %352, label %if.then108, label %if.else109

for.end106:                                       ; preds = %for.cond104
  br label %if.end92

if.then108:                                       ; preds = %for.body105
  %353 = sext i32 %M to i64
  %354 = sext i32 %N to i64
  %355 = mul i64 %353, %354
  %356 = icmp sge i64 %355, 8388608
  br i1 %356, label %if.then111, label %if.else112

if.else109:                                       ; preds = %for.body105
  br label %if.end110

if.end110:                                        ; preds = %if.else109, %if.end113
  %357 = add nsw i32 %i11107, 1
  br label %for.cond104, !llvm.loop !29

if.then111:                                       ; preds = %if.then108
  %358 = sext i32 %tl_hi2 to i64
  %359 = mul i32 %bx, 32
  %360 = add i32 %359, %i11107
  %361 = sext i32 %360 to i64
  %362 = sext i32 %N to i64
  %363 = mul nsw i64 %361, %362
  %364 = add nsw i64 %363, 0
  %365 = getelementptr inbounds float, ptr %Y, i64 %364
  %366 = sext i32 %i11107 to i64
  %367 = mul nsw i64 %366, 256
  %368 = add nsw i64 %367, 0
  %369 = getelementptr inbounds float, ptr %X_s, i64 %368
  %370 = mul i64 %358, 4
  call void @tilec_rt_stream(ptr %365, ptr %369, i64 %370)
  br label %if.end113

if.else112:                                       ; preds = %if.then108
  br label %for.cond114

if.end113:                                        ; preds = %for.end116, %if.then111
  br label %if.end110

for.cond114:                                      ; preds = %for.body115, %if.else112
  %j1117 = phi i32 [ 0, %if.else112 ], [ %386, %for.body115 ]
  %371 = icmp slt i32 %j1117, %tl_hi2
  br i1 %371, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %372 = sext i32 %i11107 to i64
  %373 = mul nsw i64 %372, 256
  %374 = sext i32 %j1117 to i64
  %375 = add nsw i64 %373, %374
  %376 = getelementptr inbounds float, ptr %X_s, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = mul i32 %bx, 32
  %379 = add i32 %378, %i11107
  %380 = sext i32 %379 to i64
  %381 = sext i32 %N to i64
  %382 = mul nsw i64 %380, %381
  %383 = sext i32 %j1117 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds float, ptr %Y, i64 %384
  store float %377, ptr %385, align 4
  %386 = add nsw i32 %j1117, 1
  br label %for.cond114, !llvm.loop !30

for.end116:                                       ; preds = %for.cond114
  br label %if.end113

if.then118:                                       ; preds = %if.else
  %387 = mul i32 %bx, 4
  %388 = icmp sle i32 0, %387
  %389 = mul i32 %bx, 4
  %390 = sext i32 %389 to i64
  %391 = add i64 %390, 4
  %392 = sext i32 %M to i64
  %393 = icmp sle i64 %391, %392
  %394 = and i1 %388, %393
  %395 = sext i32 %N to i64
  %396 = icmp sle i64 512, %395
  %397 = and i1 %394, %396
  br i1 %397, label %if.then121, label %if.else122

if.else119:                                       ; preds = %if.else
  %398 = icmp sle i32 %N, 4096
  br i1 %398, label %if.then243, label %if.else244

if.end120:                                        ; preds = %if.end245, %if.end217
  br label %if.end

if.then121:                                       ; preds = %if.then118
  br label %for.cond124

if.else122:                                       ; preds = %if.then118
  br label %for.cond130

if.end123:                                        ; preds = %for.end132, %for.end126
  br label %for.cond148

for.cond124:                                      ; preds = %for.end129, %if.then121
  %i12 = phi i32 [ 0, %if.then121 ], [ %416, %for.end129 ]
  %399 = icmp slt i32 %i12, 4
  br i1 %399, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  br label %if.end123

for.cond127:                                      ; preds = %for.body128, %for.body125
  %j2 = phi i32 [ 0, %for.body125 ], [ %415, %for.body128 ]
  %400 = icmp slt i32 %j2, 512
  br i1 %400, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %401 = mul i32 %bx, 4
  %402 = add i32 %401, %i12
  %403 = sext i32 %402 to i64
  %404 = sext i32 %N to i64
  %405 = mul nsw i64 %403, %404
  %406 = sext i32 %j2 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %X, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sext i32 %i12 to i64
  %411 = mul nsw i64 %410, 512
  %412 = sext i32 %j2 to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %X_f, i64 %413
  store float %409, ptr %414, align 4
  %415 = add nsw i32 %j2, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %416 = add nsw i32 %i12, 1
  br label %for.cond124, !llvm.loop !32

for.cond130:                                      ; preds = %for.end147, %if.else122
  %i12133 = phi i32 [ 0, %if.else122 ], [ %469, %for.end147 ]
  %417 = icmp slt i32 %i12133, 4
  br i1 %417, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %418 = sext i32 %N to i64
  %419 = icmp slt i64 %418, 0
  %420 = sext i32 %N to i64
  %421 = icmp sgt i64 %420, 512
  %422 = sext i32 %N to i64
  %423 = select i1 %421, i64 512, i64 %422
  %424 = select i1 %419, i64 0, i64 %423
  %tl_hi3 = trunc i64 %424 to i32
  %425 = mul i32 %bx, 4
  %426 = sext i32 %425 to i64
  %427 = sext i32 %i12133 to i64
  %428 = add i64 %426, %427
  %429 = icmp sle i64 0, %428
  %430 = mul i32 %bx, 4
  %431 = sext i32 %430 to i64
  %432 = sext i32 %i12133 to i64
  %433 = add i64 %431, %432
  %434 = sext i32 %M to i64
  %435 = icmp slt i64 %433, %434
  %436 = and i1 %429, %435
  br i1 %436, label %if.then134, label %if.else135

for.end132:                                       ; preds = %for.cond130
  br label %if.end123

if.then134:                                       ; preds = %for.body131
  br label %for.cond137

if.else135:                                       ; preds = %for.body131
  br label %for.cond141

if.end136:                                        ; preds = %for.end143, %for.end139
  %437 = sub i32 512, %tl_hi3
  br label %for.cond145

for.cond137:                                      ; preds = %for.body138, %if.then134
  %j2140 = phi i32 [ 0, %if.then134 ], [ %453, %for.body138 ]
  %438 = icmp slt i32 %j2140, %tl_hi3
  br i1 %438, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %439 = mul i32 %bx, 4
  %440 = add i32 %439, %i12133
  %441 = sext i32 %440 to i64
  %442 = sext i32 %N to i64
  %443 = mul nsw i64 %441, %442
  %444 = sext i32 %j2140 to i64
  %445 = add nsw i64 %443, %444
  %446 = getelementptr inbounds float, ptr %X, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = sext i32 %i12133 to i64
  %449 = mul nsw i64 %448, 512
  %450 = sext i32 %j2140 to i64
  %451 = add nsw i64 %449, %450
  %452 = getelementptr inbounds float, ptr %X_f, i64 %451
  store float %447, ptr %452, align 4
  %453 = add nsw i32 %j2140, 1
  br label %for.cond137, !llvm.loop !33

for.end139:                                       ; preds = %for.cond137
  br label %if.end136

for.cond141:                                      ; preds = %for.body142, %if.else135
  %j2144 = phi i32 [ 0, %if.else135 ], [ %460, %for.body142 ]
  %454 = icmp slt i32 %j2144, %tl_hi3
  br i1 %454, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %455 = sext i32 %i12133 to i64
  %456 = mul nsw i64 %455, 512
  %457 = sext i32 %j2144 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %X_f, i64 %458
  store float 0.000000e+00, ptr %459, align 4
  %460 = add nsw i32 %j2144, 1
  br label %for.cond141, !llvm.loop !34

for.end143:                                       ; preds = %for.cond141
  br label %if.end136

for.cond145:                                      ; preds = %for.body146, %if.end136
  %j21 = phi i32 [ 0, %if.end136 ], [ %468, %for.body146 ]
  %461 = icmp slt i32 %j21, %437
  br i1 %461, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %462 = sext i32 %i12133 to i64
  %463 = mul nsw i64 %462, 512
  %464 = add i32 %tl_hi3, %j21
  %465 = sext i32 %464 to i64
  %466 = add nsw i64 %463, %465
  %467 = getelementptr inbounds float, ptr %X_f, i64 %466
  store float 0.000000e+00, ptr %467, align 4
  %468 = add nsw i32 %j21, 1
  br label %for.cond145, !llvm.loop !35

for.end147:                                       ; preds = %for.cond145
  %469 = add nsw i32 %i12133, 1
  br label %for.cond130, !llvm.loop !36

for.cond148:                                      ; preds = %for.end158, %if.end123
  %i151 = phi i32 [ 0, %if.end123 ], [ %500, %for.end158 ]
  %470 = icmp slt i32 %i151, 4
  br i1 %470, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %471 = sext i32 %N to i64
  %472 = icmp slt i64 %471, 0
  %473 = sext i32 %N to i64
  %474 = icmp sgt i64 %473, 512
  %475 = sext i32 %N to i64
  %476 = select i1 %474, i64 512, i64 %475
  %477 = select i1 %472, i64 0, i64 %476
  %tl_hi4 = trunc i64 %477 to i32
  br label %for.cond152

for.end150:                                       ; preds = %for.cond148
  br label %for.cond159

for.cond152:                                      ; preds = %for.body153, %for.body149
  %j155 = phi i32 [ 0, %for.body149 ], [ %490, %for.body153 ]
  %478 = icmp slt i32 %j155, %tl_hi4
  br i1 %478, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %479 = sext i32 %i151 to i64
  %480 = mul nsw i64 %479, 512
  %481 = sext i32 %j155 to i64
  %482 = add nsw i64 %480, %481
  %483 = getelementptr inbounds float, ptr %X_f, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = sext i32 %i151 to i64
  %486 = mul nsw i64 %485, 512
  %487 = sext i32 %j155 to i64
  %488 = add nsw i64 %486, %487
  %489 = getelementptr inbounds float, ptr %X_f, i64 %488
  store float %484, ptr %489, align 4
  %490 = add nsw i32 %j155, 1
  br label %for.cond152, !llvm.loop !37

for.end154:                                       ; preds = %for.cond152
  %491 = sub i32 512, %tl_hi4
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %j7 = phi i32 [ 0, %for.end154 ], [ %499, %for.body157 ]
  %492 = icmp slt i32 %j7, %491
  br i1 %492, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %493 = sext i32 %i151 to i64
  %494 = mul nsw i64 %493, 512
  %495 = add i32 %tl_hi4, %j7
  %496 = sext i32 %495 to i64
  %497 = add nsw i64 %494, %496
  %498 = getelementptr inbounds float, ptr %X_f, i64 %497
  store float 0xFFF0000000000000, ptr %498, align 4
  %499 = add nsw i32 %j7, 1
  br label %for.cond156, !llvm.loop !38

for.end158:                                       ; preds = %for.cond156
  %500 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !39

for.cond159:                                      ; preds = %for.end174, %for.end150
  %i3 = phi i32 [ 0, %for.end150 ], [ %545, %for.end174 ]
  %501 = icmp slt i32 %i3, 4
  br i1 %501, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond162

for.end161:                                       ; preds = %for.cond159
  br label %for.cond176

for.cond162:                                      ; preds = %for.body163, %for.body160
  %lane2 = phi i32 [ 0, %for.body160 ], [ %511, %for.body163 ]
  %502 = icmp slt i32 %lane2, 32
  br i1 %502, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %503 = sext i32 %i3 to i64
  %504 = mul nsw i64 %503, 512
  %505 = sext i32 %lane2 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %X_f, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %lane2 to i64
  %510 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %509
  store float %508, ptr %510, align 4
  %511 = add nsw i32 %lane2, 1
  br label %for.cond162, !llvm.loop !40

for.end164:                                       ; preds = %for.cond162
  br label %for.cond165

for.cond165:                                      ; preds = %for.end170, %for.end164
  %red2 = phi i32 [ 0, %for.end164 ], [ %533, %for.end170 ]
  %512 = icmp slt i32 %red2, 15
  br i1 %512, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  %513 = sext i32 %i3 to i64
  %514 = getelementptr inbounds float, ptr %m, i64 %513
  store float 0xFFF0000000000000, ptr %514, align 4
  br label %for.cond172

for.cond168:                                      ; preds = %for.body169, %for.body166
  %lane2171 = phi i32 [ 0, %for.body166 ], [ %532, %for.body169 ]
  %515 = icmp slt i32 %lane2171, 32
  br i1 %515, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %516 = sext i32 %lane2171 to i64
  %517 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %516
  %lane_acc1 = load float, ptr %517, align 4
  %518 = sext i32 %i3 to i64
  %519 = mul nsw i64 %518, 512
  %520 = add i32 %red2, 1
  %521 = mul i32 %520, 32
  %522 = add i32 %521, %lane2171
  %523 = sext i32 %522 to i64
  %524 = add nsw i64 %519, %523
  %525 = getelementptr inbounds float, ptr %X_f, i64 %524
  %lane_next1 = load float, ptr %525, align 4
  %526 = fcmp une float %lane_next1, %lane_next1
  %527 = fcmp ogt float %lane_acc1, %lane_next1
  %528 = select i1 %527, float %lane_acc1, float %lane_next1
  %529 = select i1 %526, float %lane_acc1, float %528
  %530 = sext i32 %lane2171 to i64
  %531 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %530
  store float %529, ptr %531, align 4
  %532 = add nsw i32 %lane2171, 1
  br label %for.cond168, !llvm.loop !41

for.end170:                                       ; preds = %for.cond168
  %533 = add nsw i32 %red2, 1
  br label %for.cond165, !llvm.loop !42

for.cond172:                                      ; preds = %for.body173, %for.end167
  %lane2175 = phi i32 [ 0, %for.end167 ], [ %544, %for.body173 ]
  %534 = icmp slt i32 %lane2175, 32
  br i1 %534, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %535 = sext i32 %i3 to i64
  %536 = getelementptr inbounds float, ptr %m, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = sext i32 %lane2175 to i64
  %539 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = call float @llvm.maxnum.f32(float %537, float %540)
  %542 = sext i32 %i3 to i64
  %543 = getelementptr inbounds float, ptr %m, i64 %542
  store float %541, ptr %543, align 4
  %544 = add nsw i32 %lane2175, 1
  br label %for.cond172, !llvm.loop !43

for.end174:                                       ; preds = %for.cond172
  %545 = add nsw i32 %i3, 1
  br label %for.cond159, !llvm.loop !44

for.cond176:                                      ; preds = %for.end186, %for.end161
  %i179 = phi i32 [ 0, %for.end161 ], [ %585, %for.end186 ]
  %546 = icmp slt i32 %i179, 4
  br i1 %546, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %547 = sext i32 %N to i64
  %548 = icmp slt i64 %547, 0
  %549 = sext i32 %N to i64
  %550 = icmp sgt i64 %549, 512
  %551 = sext i32 %N to i64
  %552 = select i1 %550, i64 512, i64 %551
  %553 = select i1 %548, i64 0, i64 %552
  %tl_cols6 = trunc i64 %553 to i32
  br label %for.cond180

for.end178:                                       ; preds = %for.cond176
  br label %for.cond187

for.cond180:                                      ; preds = %for.body181, %for.body177
  %j183 = phi i32 [ 0, %for.body177 ], [ %571, %for.body181 ]
  %554 = icmp slt i32 %j183, %tl_cols6
  br i1 %554, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %555 = sext i32 %i179 to i64
  %556 = mul nsw i64 %555, 512
  %557 = sext i32 %j183 to i64
  %558 = add nsw i64 %556, %557
  %559 = getelementptr inbounds float, ptr %X_f, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = sext i32 %i179 to i64
  %562 = getelementptr inbounds float, ptr %m, i64 %561
  %563 = load float, ptr %562, align 4
  %564 = fsub float %560, %563
  %565 = call float @tilec_expf(float %564)
  %566 = sext i32 %i179 to i64
  %567 = mul nsw i64 %566, 512
  %568 = sext i32 %j183 to i64
  %569 = add nsw i64 %567, %568
  %570 = getelementptr inbounds float, ptr %X_f, i64 %569
  store float %565, ptr %570, align 4
  %571 = add nsw i32 %j183, 1
  br label %for.cond180, !llvm.loop !45

for.end182:                                       ; preds = %for.cond180
  %572 = sext i32 %i179 to i64
  %573 = getelementptr inbounds float, ptr %m, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = fsub float 0xFFF0000000000000, %574
  %tl_col8 = call float @tilec_expf(float %575)
  %576 = sub i32 512, %tl_cols6
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %j71 = phi i32 [ 0, %for.end182 ], [ %584, %for.body185 ]
  %577 = icmp slt i32 %j71, %576
  br i1 %577, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %578 = sext i32 %i179 to i64
  %579 = mul nsw i64 %578, 512
  %580 = add i32 %tl_cols6, %j71
  %581 = sext i32 %580 to i64
  %582 = add nsw i64 %579, %581
  %583 = getelementptr inbounds float, ptr %X_f, i64 %582
  store float %tl_col8, ptr %583, align 4
  %584 = add nsw i32 %j71, 1
  br label %for.cond184, !llvm.loop !46

for.end186:                                       ; preds = %for.cond184
  %585 = add nsw i32 %i179, 1
  br label %for.cond176, !llvm.loop !47

for.cond187:                                      ; preds = %for.end202, %for.end178
  %i5 = phi i32 [ 0, %for.end178 ], [ %629, %for.end202 ]
  %586 = icmp slt i32 %i5, 4
  br i1 %586, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  br label %for.cond190

for.end189:                                       ; preds = %for.cond187
  br label %for.cond204

for.cond190:                                      ; preds = %for.body191, %for.body188
  %lane3 = phi i32 [ 0, %for.body188 ], [ %596, %for.body191 ]
  %587 = icmp slt i32 %lane3, 32
  br i1 %587, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %588 = sext i32 %i5 to i64
  %589 = mul nsw i64 %588, 512
  %590 = sext i32 %lane3 to i64
  %591 = add nsw i64 %589, %590
  %592 = getelementptr inbounds float, ptr %X_f, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = sext i32 %lane3 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %594
  store float %593, ptr %595, align 4
  %596 = add nsw i32 %lane3, 1
  br label %for.cond190, !llvm.loop !48

for.end192:                                       ; preds = %for.cond190
  br label %for.cond193

for.cond193:                                      ; preds = %for.end198, %for.end192
  %red3 = phi i32 [ 0, %for.end192 ], [ %617, %for.end198 ]
  %597 = icmp slt i32 %red3, 15
  br i1 %597, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  br label %for.cond196

for.end195:                                       ; preds = %for.cond193
  %598 = sext i32 %i5 to i64
  %599 = getelementptr inbounds float, ptr %l, i64 %598
  store float 0.000000e+00, ptr %599, align 4
  br label %for.cond200

for.cond196:                                      ; preds = %for.body197, %for.body194
  %lane3199 = phi i32 [ 0, %for.body194 ], [ %616, %for.body197 ]
  %600 = icmp slt i32 %lane3199, 32
  br i1 %600, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %601 = sext i32 %lane3199 to i64
  %602 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %601
  %603 = load float, ptr %602, align 4
  %604 = sext i32 %i5 to i64
  %605 = mul nsw i64 %604, 512
  %606 = add i32 %red3, 1
  %607 = mul i32 %606, 32
  %608 = add i32 %607, %lane3199
  %609 = sext i32 %608 to i64
  %610 = add nsw i64 %605, %609
  %611 = getelementptr inbounds float, ptr %X_f, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fadd float %603, %612
  %614 = sext i32 %lane3199 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %614
  store float %613, ptr %615, align 4
  %616 = add nsw i32 %lane3199, 1
  br label %for.cond196, !llvm.loop !49

for.end198:                                       ; preds = %for.cond196
  %617 = add nsw i32 %red3, 1
  br label %for.cond193, !llvm.loop !50

for.cond200:                                      ; preds = %for.body201, %for.end195
  %lane3203 = phi i32 [ 0, %for.end195 ], [ %628, %for.body201 ]
  %618 = icmp slt i32 %lane3203, 32
  br i1 %618, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %619 = sext i32 %i5 to i64
  %620 = getelementptr inbounds float, ptr %l, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = sext i32 %lane3203 to i64
  %623 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = fadd float %621, %624
  %626 = sext i32 %i5 to i64
  %627 = getelementptr inbounds float, ptr %l, i64 %626
  store float %625, ptr %627, align 4
  %628 = add nsw i32 %lane3203, 1
  br label %for.cond200, !llvm.loop !51

for.end202:                                       ; preds = %for.cond200
  %629 = add nsw i32 %i5, 1
  br label %for.cond187, !llvm.loop !52

for.cond204:                                      ; preds = %for.end214, %for.end189
  %i207 = phi i32 [ 0, %for.end189 ], [ %685, %for.end214 ]
  %630 = icmp slt i32 %i207, 4
  br i1 %630, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %631 = sext i32 %N to i64
  %632 = icmp slt i64 %631, 0
  %633 = sext i32 %N to i64
  %634 = icmp sgt i64 %633, 512
  %635 = sext i32 %N to i64
  %636 = select i1 %634, i64 512, i64 %635
  %637 = select i1 %632, i64 0, i64 %636
  %tl_cols9 = trunc i64 %637 to i32
  br label %for.cond208

for.end206:                                       ; preds = %for.cond204
  %638 = mul i32 %bx, 4
  %639 = icmp sle i32 0, %638
  %640 = mul i32 %bx, 4
  %641 = sext i32 %640 to i64
  %642 = add i64 %641, 4
  %643 = sext i32 %M to i64
  %644 = icmp sle i64 %642, %643
  %645 = and i1 %639, %644
  %646 = sext i32 %N to i64
  %647 = icmp sle i64 512, %646
  %648 = and i1 %645, %647
  br i1 %648, label %if.then215, label %if.else216

for.cond208:                                      ; preds = %for.body209, %for.body205
  %j211 = phi i32 [ 0, %for.body205 ], [ %666, %for.body209 ]
  %649 = icmp slt i32 %j211, %tl_cols9
  br i1 %649, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %650 = sext i32 %i207 to i64
  %651 = mul nsw i64 %650, 512
  %652 = sext i32 %j211 to i64
  %653 = add nsw i64 %651, %652
  %654 = getelementptr inbounds float, ptr %X_f, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = sext i32 %i207 to i64
  %657 = getelementptr inbounds float, ptr %l, i64 %656
  %658 = load float, ptr %657, align 4
  %659 = fdiv float 1.000000e+00, %658
  %660 = fmul float %655, %659
  %661 = sext i32 %i207 to i64
  %662 = mul nsw i64 %661, 512
  %663 = sext i32 %j211 to i64
  %664 = add nsw i64 %662, %663
  %665 = getelementptr inbounds float, ptr %X_f, i64 %664
  store float %660, ptr %665, align 4
  %666 = add nsw i32 %j211, 1
  br label %for.cond208, !llvm.loop !53

for.end210:                                       ; preds = %for.cond208
  %667 = sext i32 %i207 to i64
  %668 = getelementptr inbounds float, ptr %m, i64 %667
  %669 = load float, ptr %668, align 4
  %670 = fsub float 0xFFF0000000000000, %669
  %671 = call float @tilec_expf(float %670)
  %672 = sext i32 %i207 to i64
  %673 = getelementptr inbounds float, ptr %l, i64 %672
  %674 = load float, ptr %673, align 4
  %675 = fdiv float 1.000000e+00, %674
  %tl_col11 = fmul float %671, %675
  %676 = sub i32 512, %tl_cols9
  br label %for.cond212

for.cond212:                                      ; preds = %for.body213, %for.end210
  %j10 = phi i32 [ 0, %for.end210 ], [ %684, %for.body213 ]
  %677 = icmp slt i32 %j10, %676
  br i1 %677, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %678 = sext i32 %i207 to i64
  %679 = mul nsw i64 %678, 512
  %680 = add i32 %tl_cols9, %j10
  %681 = sext i32 %680 to i64
  %682 = add nsw i64 %679, %681
  %683 = getelementptr inbounds float, ptr %X_f, i64 %682
  store float %tl_col11, ptr %683, align 4
  %684 = add nsw i32 %j10, 1
  br label %for.cond212, !llvm.loop !54

for.end214:                                       ; preds = %for.cond212
  %685 = add nsw i32 %i207, 1
  br label %for.cond204, !llvm.loop !55

if.then215:                                       ; preds = %for.end206
  br label %for.cond218

if.else216:                                       ; preds = %for.end206
  br label %for.cond229

if.end217:                                        ; preds = %for.end231, %for.end220
  br label %if.end120

for.cond218:                                      ; preds = %if.end224, %if.then215
  %i12221 = phi i32 [ 0, %if.then215 ], [ %702, %if.end224 ]
  %686 = icmp slt i32 %i12221, 4
  br i1 %686, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %687 = sext i32 %M to i64
  %688 = sext i32 %N to i64
  %689 = mul i64 %687, %688
  %690 = icmp sge i64 %689, 8388608
  br i1 %690, label %if.then222, label %if.else223

for.end220:                                       ; preds = %for.cond218
  br label %if.end217

if.then222:                                       ; preds = %for.body219
  %691 = mul i32 %bx, 4
  %692 = add i32 %691, %i12221
  %693 = sext i32 %692 to i64
  %694 = sext i32 %N to i64
  %695 = mul nsw i64 %693, %694
  %696 = add nsw i64 %695, 0
  %697 = getelementptr inbounds float, ptr %Y, i64 %696
  %698 = sext i32 %i12221 to i64
  %699 = mul nsw i64 %698, 512
  %700 = add nsw i64 %699, 0
  %701 = getelementptr inbounds float, ptr %X_f, i64 %700
  call void @tilec_rt_stream(ptr %697, ptr %701, i64 2048)
  br label %if.end224

if.else223:                                       ; preds = %for.body219
  br label %for.cond225

if.end224:                                        ; preds = %for.end227, %if.then222
  %702 = add nsw i32 %i12221, 1
  br label %for.cond218, !llvm.loop !56

for.cond225:                                      ; preds = %for.body226, %if.else223
  %j2228 = phi i32 [ 0, %if.else223 ], [ %718, %for.body226 ]
  %703 = icmp slt i32 %j2228, 512
  br i1 %703, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %704 = sext i32 %i12221 to i64
  %705 = mul nsw i64 %704, 512
  %706 = sext i32 %j2228 to i64
  %707 = add nsw i64 %705, %706
  %708 = getelementptr inbounds float, ptr %X_f, i64 %707
  %709 = load float, ptr %708, align 4
  %710 = mul i32 %bx, 4
  %711 = add i32 %710, %i12221
  %712 = sext i32 %711 to i64
  %713 = sext i32 %N to i64
  %714 = mul nsw i64 %712, %713
  %715 = sext i32 %j2228 to i64
  %716 = add nsw i64 %714, %715
  %717 = getelementptr inbounds float, ptr %Y, i64 %716
  store float %709, ptr %717, align 4
  %718 = add nsw i32 %j2228, 1
  br label %for.cond225, !llvm.loop !57

for.end227:                                       ; preds = %for.cond225
  br label %if.end224

for.cond229:                                      ; preds = %if.end235, %if.else216
  %i12232 = phi i32 [ 0, %if.else216 ], [ %743, %if.end235 ]
  %719 = icmp slt i32 %i12232, 4
  br i1 %719, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %720 = sext i32 %N to i64
  %721 = icmp slt i64 %720, 0
  %722 = sext i32 %N to i64
  %723 = icmp sgt i64 %722, 512
  %724 = sext i32 %N to i64
  %725 = select i1 %723, i64 512, i64 %724
  %726 = select i1 %721, i64 0, i64 %725
  %tl_hi5 = trunc i64 %726 to i32
  %727 = mul i32 %bx, 4
  %728 = sext i32 %727 to i64
  %729 = sext i32 %i12232 to i64
  %730 = add i64 %728, %729
  %731 = icmp sle i64 0, %730
  %732 = mul i32 %bx, 4
  %733 = sext i32 %732 to i64
  %734 = sext i32 %i12232 to i64
  %735 = add i64 %733, %734
  %736 = sext i32 %M to i64
  %737 = icmp slt i64 %735, %736
  %738 = and i1 %731, %737
  br i1 %738, label %if.then233, label %if.else234

for.end231:                                       ; preds = %for.cond229
  br label %if.end217

if.then233:                                       ; preds = %for.body230
  %739 = sext i32 %M to i64
  %740 = sext i32 %N to i64
  %741 = mul i64 %739, %740
  %742 = icmp sge i64 %741, 8388608
  br i1 %742, label %if.then236, label %if.else237

if.else234:                                       ; preds = %for.body230
  br label %if.end235

if.end235:                                        ; preds = %if.else234, %if.end238
  %743 = add nsw i32 %i12232, 1
  br label %for.cond229, !llvm.loop !58

if.then236:                                       ; preds = %if.then233
  %744 = sext i32 %tl_hi5 to i64
  %745 = mul i32 %bx, 4
  %746 = add i32 %745, %i12232
  %747 = sext i32 %746 to i64
  %748 = sext i32 %N to i64
  %749 = mul nsw i64 %747, %748
  %750 = add nsw i64 %749, 0
  %751 = getelementptr inbounds float, ptr %Y, i64 %750
  %752 = sext i32 %i12232 to i64
  %753 = mul nsw i64 %752, 512
  %754 = add nsw i64 %753, 0
  %755 = getelementptr inbounds float, ptr %X_f, i64 %754
  %756 = mul i64 %744, 4
  call void @tilec_rt_stream(ptr %751, ptr %755, i64 %756)
  br label %if.end238

if.else237:                                       ; preds = %if.then233
  br label %for.cond239

if.end238:                                        ; preds = %for.end241, %if.then236
  br label %if.end235

for.cond239:                                      ; preds = %for.body240, %if.else237
  %j2242 = phi i32 [ 0, %if.else237 ], [ %772, %for.body240 ]
  %757 = icmp slt i32 %j2242, %tl_hi5
  br i1 %757, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %758 = sext i32 %i12232 to i64
  %759 = mul nsw i64 %758, 512
  %760 = sext i32 %j2242 to i64
  %761 = add nsw i64 %759, %760
  %762 = getelementptr inbounds float, ptr %X_f, i64 %761
  %763 = load float, ptr %762, align 4
  %764 = mul i32 %bx, 4
  %765 = add i32 %764, %i12232
  %766 = sext i32 %765 to i64
  %767 = sext i32 %N to i64
  %768 = mul nsw i64 %766, %767
  %769 = sext i32 %j2242 to i64
  %770 = add nsw i64 %768, %769
  %771 = getelementptr inbounds float, ptr %Y, i64 %770
  store float %763, ptr %771, align 4
  %772 = add nsw i32 %j2242, 1
  br label %for.cond239, !llvm.loop !59

for.end241:                                       ; preds = %for.cond239
  br label %if.end238

if.then243:                                       ; preds = %if.else119
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond246

if.else244:                                       ; preds = %if.else119
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond377

if.end245:                                        ; preds = %for.end485, %for.end248
  br label %if.end120

for.cond246:                                      ; preds = %if.end351, %if.then243
  %r = phi i32 [ 0, %if.then243 ], [ %1090, %if.end351 ]
  %773 = icmp slt i32 %r, 4
  br i1 %773, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %774 = mul i32 %bx, 4
  %775 = add i32 %774, %r
  %776 = icmp sle i32 0, %775
  %777 = mul i32 %bx, 4
  %778 = add i32 %777, %r
  %779 = sext i32 %778 to i64
  %780 = add i64 %779, 1
  %781 = sext i32 %M to i64
  %782 = icmp sle i64 %780, %781
  %783 = and i1 %776, %782
  %784 = sext i32 %N to i64
  %785 = icmp sle i64 4096, %784
  %786 = and i1 %783, %785
  br i1 %786, label %if.then249, label %if.else250

for.end248:                                       ; preds = %for.cond246
  br label %if.end245

if.then249:                                       ; preds = %for.body247
  br label %for.cond252

if.else250:                                       ; preds = %for.body247
  br label %for.cond264

if.end251:                                        ; preds = %for.end266, %for.end254
  br label %for.cond282

for.cond252:                                      ; preds = %for.end263, %if.then249
  %i13 = phi i32 [ 0, %if.then249 ], [ %820, %for.end263 ]
  %787 = icmp slt i32 %i13, 1
  br i1 %787, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %788 = add i32 %r, 1
  %789 = icmp slt i32 %788, 4
  br i1 %789, label %if.then255, label %if.else256

for.end254:                                       ; preds = %for.cond252
  br label %if.end251

if.then255:                                       ; preds = %for.body253
  br label %for.cond258

if.else256:                                       ; preds = %for.body253
  br label %if.end257

if.end257:                                        ; preds = %if.else256, %for.end260
  br label %for.cond261

for.cond258:                                      ; preds = %for.body259, %if.then255
  %pf = phi i32 [ 0, %if.then255 ], [ %802, %for.body259 ]
  %790 = icmp slt i32 %pf, 256
  br i1 %790, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %791 = mul i32 %bx, 4
  %792 = add i32 %r, 1
  %793 = add i32 %791, %792
  %794 = add i32 %793, %i13
  %795 = sext i32 %794 to i64
  %796 = sext i32 %N to i64
  %797 = mul i64 %795, %796
  %798 = mul i32 %pf, 16
  %799 = sext i32 %798 to i64
  %800 = add i64 %797, %799
  %801 = getelementptr float, ptr %X, i64 %800
  call void @llvm.prefetch.p0(ptr %801, i32 0, i32 0, i32 1)
  %802 = add nsw i32 %pf, 1
  br label %for.cond258, !llvm.loop !60

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond261:                                      ; preds = %for.body262, %if.end257
  %j3 = phi i32 [ 0, %if.end257 ], [ %819, %for.body262 ]
  %803 = icmp slt i32 %j3, 4096
  br i1 %803, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %804 = mul i32 %bx, 4
  %805 = add i32 %804, %r
  %806 = add i32 %805, %i13
  %807 = sext i32 %806 to i64
  %808 = sext i32 %N to i64
  %809 = mul nsw i64 %807, %808
  %810 = sext i32 %j3 to i64
  %811 = add nsw i64 %809, %810
  %812 = getelementptr inbounds float, ptr %X, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = sext i32 %i13 to i64
  %815 = mul nsw i64 %814, 4096
  %816 = sext i32 %j3 to i64
  %817 = add nsw i64 %815, %816
  %818 = getelementptr inbounds float, ptr %X_r, i64 %817
  store float %813, ptr %818, align 4
  %819 = add nsw i32 %j3, 1
  br label %for.cond261, !llvm.loop !61

for.end263:                                       ; preds = %for.cond261
  %820 = add nsw i32 %i13, 1
  br label %for.cond252, !llvm.loop !62

for.cond264:                                      ; preds = %for.end281, %if.else250
  %i13267 = phi i32 [ 0, %if.else250 ], [ %876, %for.end281 ]
  %821 = icmp slt i32 %i13267, 1
  br i1 %821, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %822 = sext i32 %N to i64
  %823 = icmp slt i64 %822, 0
  %824 = sext i32 %N to i64
  %825 = icmp sgt i64 %824, 4096
  %826 = sext i32 %N to i64
  %827 = select i1 %825, i64 4096, i64 %826
  %828 = select i1 %823, i64 0, i64 %827
  %tl_hi6 = trunc i64 %828 to i32
  %829 = mul i32 %bx, 4
  %830 = add i32 %829, %r
  %831 = sext i32 %830 to i64
  %832 = sext i32 %i13267 to i64
  %833 = add i64 %831, %832
  %834 = icmp sle i64 0, %833
  %835 = mul i32 %bx, 4
  %836 = add i32 %835, %r
  %837 = sext i32 %836 to i64
  %838 = sext i32 %i13267 to i64
  %839 = add i64 %837, %838
  %840 = sext i32 %M to i64
  %841 = icmp slt i64 %839, %840
  %842 = and i1 %834, %841
  br i1 %842, label %if.then268, label %if.else269

for.end266:                                       ; preds = %for.cond264
  br label %if.end251

if.then268:                                       ; preds = %for.body265
  br label %for.cond271

if.else269:                                       ; preds = %for.body265
  br label %for.cond275

if.end270:                                        ; preds = %for.end277, %for.end273
  %843 = sub i32 4096, %tl_hi6
  br label %for.cond279

for.cond271:                                      ; preds = %for.body272, %if.then268
  %j3274 = phi i32 [ 0, %if.then268 ], [ %860, %for.body272 ]
  %844 = icmp slt i32 %j3274, %tl_hi6
  br i1 %844, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %845 = mul i32 %bx, 4
  %846 = add i32 %845, %r
  %847 = add i32 %846, %i13267
  %848 = sext i32 %847 to i64
  %849 = sext i32 %N to i64
  %850 = mul nsw i64 %848, %849
  %851 = sext i32 %j3274 to i64
  %852 = add nsw i64 %850, %851
  %853 = getelementptr inbounds float, ptr %X, i64 %852
  %854 = load float, ptr %853, align 4
  %855 = sext i32 %i13267 to i64
  %856 = mul nsw i64 %855, 4096
  %857 = sext i32 %j3274 to i64
  %858 = add nsw i64 %856, %857
  %859 = getelementptr inbounds float, ptr %X_r, i64 %858
  store float %854, ptr %859, align 4
  %860 = add nsw i32 %j3274, 1
  br label %for.cond271, !llvm.loop !63

for.end273:                                       ; preds = %for.cond271
  br label %if.end270

for.cond275:                                      ; preds = %for.body276, %if.else269
  %j3278 = phi i32 [ 0, %if.else269 ], [ %867, %for.body276 ]
  %861 = icmp slt i32 %j3278, %tl_hi6
  br i1 %861, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %862 = sext i32 %i13267 to i64
  %863 = mul nsw i64 %862, 4096
  %864 = sext i32 %j3278 to i64
  %865 = add nsw i64 %863, %864
  %866 = getelementptr inbounds float, ptr %X_r, i64 %865
  store float 0.000000e+00, ptr %866, align 4
  %867 = add nsw i32 %j3278, 1
  br label %for.cond275, !llvm.loop !64

for.end277:                                       ; preds = %for.cond275
  br label %if.end270

for.cond279:                                      ; preds = %for.body280, %if.end270
  %j31 = phi i32 [ 0, %if.end270 ], [ %875, %for.body280 ]
  %868 = icmp slt i32 %j31, %843
  br i1 %868, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %869 = sext i32 %i13267 to i64
  %870 = mul nsw i64 %869, 4096
  %871 = add i32 %tl_hi6, %j31
  %872 = sext i32 %871 to i64
  %873 = add nsw i64 %870, %872
  %874 = getelementptr inbounds float, ptr %X_r, i64 %873
  store float 0.000000e+00, ptr %874, align 4
  %875 = add nsw i32 %j31, 1
  br label %for.cond279, !llvm.loop !65

for.end281:                                       ; preds = %for.cond279
  %876 = add nsw i32 %i13267, 1
  br label %for.cond264, !llvm.loop !66

for.cond282:                                      ; preds = %for.end292, %if.end251
  %i285 = phi i32 [ 0, %if.end251 ], [ %907, %for.end292 ]
  %877 = icmp slt i32 %i285, 1
  br i1 %877, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %878 = sext i32 %N to i64
  %879 = icmp slt i64 %878, 0
  %880 = sext i32 %N to i64
  %881 = icmp sgt i64 %880, 4096
  %882 = sext i32 %N to i64
  %883 = select i1 %881, i64 4096, i64 %882
  %884 = select i1 %879, i64 0, i64 %883
  %tl_hi7 = trunc i64 %884 to i32
  br label %for.cond286

for.end284:                                       ; preds = %for.cond282
  br label %for.cond293

for.cond286:                                      ; preds = %for.body287, %for.body283
  %j289 = phi i32 [ 0, %for.body283 ], [ %897, %for.body287 ]
  %885 = icmp slt i32 %j289, %tl_hi7
  br i1 %885, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %886 = sext i32 %i285 to i64
  %887 = mul nsw i64 %886, 4096
  %888 = sext i32 %j289 to i64
  %889 = add nsw i64 %887, %888
  %890 = getelementptr inbounds float, ptr %X_r, i64 %889
  %891 = load float, ptr %890, align 4
  %892 = sext i32 %i285 to i64
  %893 = mul nsw i64 %892, 4096
  %894 = sext i32 %j289 to i64
  %895 = add nsw i64 %893, %894
  %896 = getelementptr inbounds float, ptr %X_r, i64 %895
  store float %891, ptr %896, align 4
  %897 = add nsw i32 %j289, 1
  br label %for.cond286, !llvm.loop !67

for.end288:                                       ; preds = %for.cond286
  %898 = sub i32 4096, %tl_hi7
  br label %for.cond290

for.cond290:                                      ; preds = %for.body291, %for.end288
  %j8 = phi i32 [ 0, %for.end288 ], [ %906, %for.body291 ]
  %899 = icmp slt i32 %j8, %898
  br i1 %899, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %900 = sext i32 %i285 to i64
  %901 = mul nsw i64 %900, 4096
  %902 = add i32 %tl_hi7, %j8
  %903 = sext i32 %902 to i64
  %904 = add nsw i64 %901, %903
  %905 = getelementptr inbounds float, ptr %X_r, i64 %904
  store float 0xFFF0000000000000, ptr %905, align 4
  %906 = add nsw i32 %j8, 1
  br label %for.cond290, !llvm.loop !68

for.end292:                                       ; preds = %for.cond290
  %907 = add nsw i32 %i285, 1
  br label %for.cond282, !llvm.loop !69

for.cond293:                                      ; preds = %for.end308, %for.end284
  %i6 = phi i32 [ 0, %for.end284 ], [ %952, %for.end308 ]
  %908 = icmp slt i32 %i6, 1
  br i1 %908, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  br label %for.cond296

for.end295:                                       ; preds = %for.cond293
  br label %for.cond310

for.cond296:                                      ; preds = %for.body297, %for.body294
  %lane4 = phi i32 [ 0, %for.body294 ], [ %918, %for.body297 ]
  %909 = icmp slt i32 %lane4, 32
  br i1 %909, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %910 = sext i32 %i6 to i64
  %911 = mul nsw i64 %910, 4096
  %912 = sext i32 %lane4 to i64
  %913 = add nsw i64 %911, %912
  %914 = getelementptr inbounds float, ptr %X_r, i64 %913
  %915 = load float, ptr %914, align 4
  %916 = sext i32 %lane4 to i64
  %917 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %916
  store float %915, ptr %917, align 4
  %918 = add nsw i32 %lane4, 1
  br label %for.cond296, !llvm.loop !70

for.end298:                                       ; preds = %for.cond296
  br label %for.cond299

for.cond299:                                      ; preds = %for.end304, %for.end298
  %red4 = phi i32 [ 0, %for.end298 ], [ %940, %for.end304 ]
  %919 = icmp slt i32 %red4, 127
  br i1 %919, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  br label %for.cond302

for.end301:                                       ; preds = %for.cond299
  %920 = sext i32 %i6 to i64
  %921 = getelementptr inbounds float, ptr %m_r, i64 %920
  store float 0xFFF0000000000000, ptr %921, align 4
  br label %for.cond306

for.cond302:                                      ; preds = %for.body303, %for.body300
  %lane4305 = phi i32 [ 0, %for.body300 ], [ %939, %for.body303 ]
  %922 = icmp slt i32 %lane4305, 32
  br i1 %922, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %923 = sext i32 %lane4305 to i64
  %924 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %923
  %lane_acc2 = load float, ptr %924, align 4
  %925 = sext i32 %i6 to i64
  %926 = mul nsw i64 %925, 4096
  %927 = add i32 %red4, 1
  %928 = mul i32 %927, 32
  %929 = add i32 %928, %lane4305
  %930 = sext i32 %929 to i64
  %931 = add nsw i64 %926, %930
  %932 = getelementptr inbounds float, ptr %X_r, i64 %931
  %lane_next2 = load float, ptr %932, align 4
  %933 = fcmp une float %lane_next2, %lane_next2
  %934 = fcmp ogt float %lane_acc2, %lane_next2
  %935 = select i1 %934, float %lane_acc2, float %lane_next2
  %936 = select i1 %933, float %lane_acc2, float %935
  %937 = sext i32 %lane4305 to i64
  %938 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %937
  store float %936, ptr %938, align 4
  %939 = add nsw i32 %lane4305, 1
  br label %for.cond302, !llvm.loop !71

for.end304:                                       ; preds = %for.cond302
  %940 = add nsw i32 %red4, 1
  br label %for.cond299, !llvm.loop !72

for.cond306:                                      ; preds = %for.body307, %for.end301
  %lane4309 = phi i32 [ 0, %for.end301 ], [ %951, %for.body307 ]
  %941 = icmp slt i32 %lane4309, 32
  br i1 %941, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %942 = sext i32 %i6 to i64
  %943 = getelementptr inbounds float, ptr %m_r, i64 %942
  %944 = load float, ptr %943, align 4
  %945 = sext i32 %lane4309 to i64
  %946 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %945
  %947 = load float, ptr %946, align 4
  %948 = call float @llvm.maxnum.f32(float %944, float %947)
  %949 = sext i32 %i6 to i64
  %950 = getelementptr inbounds float, ptr %m_r, i64 %949
  store float %948, ptr %950, align 4
  %951 = add nsw i32 %lane4309, 1
  br label %for.cond306, !llvm.loop !73

for.end308:                                       ; preds = %for.cond306
  %952 = add nsw i32 %i6, 1
  br label %for.cond293, !llvm.loop !74

for.cond310:                                      ; preds = %for.end320, %for.end295
  %i313 = phi i32 [ 0, %for.end295 ], [ %990, %for.end320 ]
  %953 = icmp slt i32 %i313, 1
  br i1 %953, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %954 = sext i32 %N to i64
  %955 = icmp slt i64 %954, 0
  %956 = sext i32 %N to i64
  %957 = icmp sgt i64 %956, 4096
  %958 = sext i32 %N to i64
  %959 = select i1 %957, i64 4096, i64 %958
  %960 = select i1 %955, i64 0, i64 %959
  %tl_cols12 = trunc i64 %960 to i32
  br label %for.cond314

for.end312:                                       ; preds = %for.cond310
  br label %for.cond321

for.cond314:                                      ; preds = %for.body315, %for.body311
  %j317 = phi i32 [ 0, %for.body311 ], [ %977, %for.body315 ]
  %961 = icmp slt i32 %j317, %tl_cols12
  br i1 %961, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %962 = sext i32 %i313 to i64
  %963 = mul nsw i64 %962, 4096
  %964 = sext i32 %j317 to i64
  %965 = add nsw i64 %963, %964
  %966 = getelementptr inbounds float, ptr %X_r, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = getelementptr inbounds float, ptr %m_r, i64 0
  %969 = load float, ptr %968, align 4
  %970 = fsub float %967, %969
  %971 = call float @tilec_expf(float %970)
  %972 = sext i32 %i313 to i64
  %973 = mul nsw i64 %972, 4096
  %974 = sext i32 %j317 to i64
  %975 = add nsw i64 %973, %974
  %976 = getelementptr inbounds float, ptr %X_r, i64 %975
  store float %971, ptr %976, align 4
  %977 = add nsw i32 %j317, 1
  br label %for.cond314, !llvm.loop !75

for.end316:                                       ; preds = %for.cond314
  %978 = getelementptr inbounds float, ptr %m_r, i64 0
  %979 = load float, ptr %978, align 4
  %980 = fsub float 0xFFF0000000000000, %979
  %tl_col14 = call float @tilec_expf(float %980)
  %981 = sub i32 4096, %tl_cols12
  br label %for.cond318

for.cond318:                                      ; preds = %for.body319, %for.end316
  %j13 = phi i32 [ 0, %for.end316 ], [ %989, %for.body319 ]
  %982 = icmp slt i32 %j13, %981
  br i1 %982, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %983 = sext i32 %i313 to i64
  %984 = mul nsw i64 %983, 4096
  %985 = add i32 %tl_cols12, %j13
  %986 = sext i32 %985 to i64
  %987 = add nsw i64 %984, %986
  %988 = getelementptr inbounds float, ptr %X_r, i64 %987
  store float %tl_col14, ptr %988, align 4
  %989 = add nsw i32 %j13, 1
  br label %for.cond318, !llvm.loop !76

for.end320:                                       ; preds = %for.cond318
  %990 = add nsw i32 %i313, 1
  br label %for.cond310, !llvm.loop !77

for.cond321:                                      ; preds = %for.end336, %for.end312
  %i7 = phi i32 [ 0, %for.end312 ], [ %1034, %for.end336 ]
  %991 = icmp slt i32 %i7, 1
  br i1 %991, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  br label %for.cond324

for.end323:                                       ; preds = %for.cond321
  br label %for.cond338

for.cond324:                                      ; preds = %for.body325, %for.body322
  %lane5 = phi i32 [ 0, %for.body322 ], [ %1001, %for.body325 ]
  %992 = icmp slt i32 %lane5, 32
  br i1 %992, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %993 = sext i32 %i7 to i64
  %994 = mul nsw i64 %993, 4096
  %995 = sext i32 %lane5 to i64
  %996 = add nsw i64 %994, %995
  %997 = getelementptr inbounds float, ptr %X_r, i64 %996
  %998 = load float, ptr %997, align 4
  %999 = sext i32 %lane5 to i64
  %1000 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %999
  store float %998, ptr %1000, align 4
  %1001 = add nsw i32 %lane5, 1
  br label %for.cond324, !llvm.loop !78

for.end326:                                       ; preds = %for.cond324
  br label %for.cond327

for.cond327:                                      ; preds = %for.end332, %for.end326
  %red5 = phi i32 [ 0, %for.end326 ], [ %1022, %for.end332 ]
  %1002 = icmp slt i32 %red5, 127
  br i1 %1002, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  br label %for.cond330

for.end329:                                       ; preds = %for.cond327
  %1003 = sext i32 %i7 to i64
  %1004 = getelementptr inbounds float, ptr %l_r, i64 %1003
  store float 0.000000e+00, ptr %1004, align 4
  br label %for.cond334

for.cond330:                                      ; preds = %for.body331, %for.body328
  %lane5333 = phi i32 [ 0, %for.body328 ], [ %1021, %for.body331 ]
  %1005 = icmp slt i32 %lane5333, 32
  br i1 %1005, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  %1006 = sext i32 %lane5333 to i64
  %1007 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1006
  %1008 = load float, ptr %1007, align 4
  %1009 = sext i32 %i7 to i64
  %1010 = mul nsw i64 %1009, 4096
  %1011 = add i32 %red5, 1
  %1012 = mul i32 %1011, 32
  %1013 = add i32 %1012, %lane5333
  %1014 = sext i32 %1013 to i64
  %1015 = add nsw i64 %1010, %1014
  %1016 = getelementptr inbounds float, ptr %X_r, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = fadd float %1008, %1017
  %1019 = sext i32 %lane5333 to i64
  %1020 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1019
  store float %1018, ptr %1020, align 4
  %1021 = add nsw i32 %lane5333, 1
  br label %for.cond330, !llvm.loop !79

for.end332:                                       ; preds = %for.cond330
  %1022 = add nsw i32 %red5, 1
  br label %for.cond327, !llvm.loop !80

for.cond334:                                      ; preds = %for.body335, %for.end329
  %lane5337 = phi i32 [ 0, %for.end329 ], [ %1033, %for.body335 ]
  %1023 = icmp slt i32 %lane5337, 32
  br i1 %1023, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  %1024 = sext i32 %i7 to i64
  %1025 = getelementptr inbounds float, ptr %l_r, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = sext i32 %lane5337 to i64
  %1028 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1027
  %1029 = load float, ptr %1028, align 4
  %1030 = fadd float %1026, %1029
  %1031 = sext i32 %i7 to i64
  %1032 = getelementptr inbounds float, ptr %l_r, i64 %1031
  store float %1030, ptr %1032, align 4
  %1033 = add nsw i32 %lane5337, 1
  br label %for.cond334, !llvm.loop !81

for.end336:                                       ; preds = %for.cond334
  %1034 = add nsw i32 %i7, 1
  br label %for.cond321, !llvm.loop !82

for.cond338:                                      ; preds = %for.end348, %for.end323
  %i341 = phi i32 [ 0, %for.end323 ], [ %1089, %for.end348 ]
  %1035 = icmp slt i32 %i341, 1
  br i1 %1035, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1036 = sext i32 %N to i64
  %1037 = icmp slt i64 %1036, 0
  %1038 = sext i32 %N to i64
  %1039 = icmp sgt i64 %1038, 4096
  %1040 = sext i32 %N to i64
  %1041 = select i1 %1039, i64 4096, i64 %1040
  %1042 = select i1 %1037, i64 0, i64 %1041
  %tl_cols15 = trunc i64 %1042 to i32
  br label %for.cond342

for.end340:                                       ; preds = %for.cond338
  %1043 = mul i32 %bx, 4
  %1044 = add i32 %1043, %r
  %1045 = icmp sle i32 0, %1044
  %1046 = mul i32 %bx, 4
  %1047 = add i32 %1046, %r
  %1048 = sext i32 %1047 to i64
  %1049 = add i64 %1048, 1
  %1050 = sext i32 %M to i64
  %1051 = icmp sle i64 %1049, %1050
  %1052 = and i1 %1045, %1051
  %1053 = sext i32 %N to i64
  %1054 = icmp sle i64 4096, %1053
  %1055 = and i1 %1052, %1054
  br i1 %1055, label %if.then349, label %if.else350

for.cond342:                                      ; preds = %for.body343, %for.body339
  %j345 = phi i32 [ 0, %for.body339 ], [ %1072, %for.body343 ]
  %1056 = icmp slt i32 %j345, %tl_cols15
  br i1 %1056, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  %1057 = sext i32 %i341 to i64
  %1058 = mul nsw i64 %1057, 4096
  %1059 = sext i32 %j345 to i64
  %1060 = add nsw i64 %1058, %1059
  %1061 = getelementptr inbounds float, ptr %X_r, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = getelementptr inbounds float, ptr %l_r, i64 0
  %1064 = load float, ptr %1063, align 4
  %1065 = fdiv float 1.000000e+00, %1064
  %1066 = fmul float %1062, %1065
  %1067 = sext i32 %i341 to i64
  %1068 = mul nsw i64 %1067, 4096
  %1069 = sext i32 %j345 to i64
  %1070 = add nsw i64 %1068, %1069
  %1071 = getelementptr inbounds float, ptr %X_r, i64 %1070
  store float %1066, ptr %1071, align 4
  %1072 = add nsw i32 %j345, 1
  br label %for.cond342, !llvm.loop !83

for.end344:                                       ; preds = %for.cond342
  %1073 = getelementptr inbounds float, ptr %m_r, i64 0
  %1074 = load float, ptr %1073, align 4
  %1075 = fsub float 0xFFF0000000000000, %1074
  %1076 = call float @tilec_expf(float %1075)
  %1077 = getelementptr inbounds float, ptr %l_r, i64 0
  %1078 = load float, ptr %1077, align 4
  %1079 = fdiv float 1.000000e+00, %1078
  %tl_col17 = fmul float %1076, %1079
  %1080 = sub i32 4096, %tl_cols15
  br label %for.cond346

for.cond346:                                      ; preds = %for.body347, %for.end344
  %j16 = phi i32 [ 0, %for.end344 ], [ %1088, %for.body347 ]
  %1081 = icmp slt i32 %j16, %1080
  br i1 %1081, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1082 = sext i32 %i341 to i64
  %1083 = mul nsw i64 %1082, 4096
  %1084 = add i32 %tl_cols15, %j16
  %1085 = sext i32 %1084 to i64
  %1086 = add nsw i64 %1083, %1085
  %1087 = getelementptr inbounds float, ptr %X_r, i64 %1086
  store float %tl_col17, ptr %1087, align 4
  %1088 = add nsw i32 %j16, 1
  br label %for.cond346, !llvm.loop !84

for.end348:                                       ; preds = %for.cond346
  %1089 = add nsw i32 %i341, 1
  br label %for.cond338, !llvm.loop !85

if.then349:                                       ; preds = %for.end340
  br label %for.cond352

if.else350:                                       ; preds = %for.end340
  br label %for.cond363

if.end351:                                        ; preds = %for.end365, %for.end354
  %1090 = add nsw i32 %r, 1
  br label %for.cond246, !llvm.loop !86

for.cond352:                                      ; preds = %if.end358, %if.then349
  %i13355 = phi i32 [ 0, %if.then349 ], [ %1108, %if.end358 ]
  %1091 = icmp slt i32 %i13355, 1
  br i1 %1091, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1092 = sext i32 %M to i64
  %1093 = sext i32 %N to i64
  %1094 = mul i64 %1092, %1093
  %1095 = icmp sge i64 %1094, 8388608
  br i1 %1095, label %if.then356, label %if.else357

for.end354:                                       ; preds = %for.cond352
  br label %if.end351

if.then356:                                       ; preds = %for.body353
  %1096 = mul i32 %bx, 4
  %1097 = add i32 %1096, %r
  %1098 = add i32 %1097, %i13355
  %1099 = sext i32 %1098 to i64
  %1100 = sext i32 %N to i64
  %1101 = mul nsw i64 %1099, %1100
  %1102 = add nsw i64 %1101, 0
  %1103 = getelementptr inbounds float, ptr %Y, i64 %1102
  %1104 = sext i32 %i13355 to i64
  %1105 = mul nsw i64 %1104, 4096
  %1106 = add nsw i64 %1105, 0
  %1107 = getelementptr inbounds float, ptr %X_r, i64 %1106
  call void @tilec_rt_stream(ptr %1103, ptr %1107, i64 16384)
  br label %if.end358

if.else357:                                       ; preds = %for.body353
  br label %for.cond359

if.end358:                                        ; preds = %for.end361, %if.then356
  %1108 = add nsw i32 %i13355, 1
  br label %for.cond352, !llvm.loop !87

for.cond359:                                      ; preds = %for.body360, %if.else357
  %j3362 = phi i32 [ 0, %if.else357 ], [ %1125, %for.body360 ]
  %1109 = icmp slt i32 %j3362, 4096
  br i1 %1109, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1110 = sext i32 %i13355 to i64
  %1111 = mul nsw i64 %1110, 4096
  %1112 = sext i32 %j3362 to i64
  %1113 = add nsw i64 %1111, %1112
  %1114 = getelementptr inbounds float, ptr %X_r, i64 %1113
  %1115 = load float, ptr %1114, align 4
  %1116 = mul i32 %bx, 4
  %1117 = add i32 %1116, %r
  %1118 = add i32 %1117, %i13355
  %1119 = sext i32 %1118 to i64
  %1120 = sext i32 %N to i64
  %1121 = mul nsw i64 %1119, %1120
  %1122 = sext i32 %j3362 to i64
  %1123 = add nsw i64 %1121, %1122
  %1124 = getelementptr inbounds float, ptr %Y, i64 %1123
  store float %1115, ptr %1124, align 4
  %1125 = add nsw i32 %j3362, 1
  br label %for.cond359, !llvm.loop !88

for.end361:                                       ; preds = %for.cond359
  br label %if.end358

for.cond363:                                      ; preds = %if.end369, %if.else350
  %i13366 = phi i32 [ 0, %if.else350 ], [ %1152, %if.end369 ]
  %1126 = icmp slt i32 %i13366, 1
  br i1 %1126, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1127 = sext i32 %N to i64
  %1128 = icmp slt i64 %1127, 0
  %1129 = sext i32 %N to i64
  %1130 = icmp sgt i64 %1129, 4096
  %1131 = sext i32 %N to i64
  %1132 = select i1 %1130, i64 4096, i64 %1131
  %1133 = select i1 %1128, i64 0, i64 %1132
  %tl_hi8 = trunc i64 %1133 to i32
  %1134 = mul i32 %bx, 4
  %1135 = add i32 %1134, %r
  %1136 = sext i32 %1135 to i64
  %1137 = sext i32 %i13366 to i64
  %1138 = add i64 %1136, %1137
  %1139 = icmp sle i64 0, %1138
  %1140 = mul i32 %bx, 4
  %1141 = add i32 %1140, %r
  %1142 = sext i32 %1141 to i64
  %1143 = sext i32 %i13366 to i64
  %1144 = add i64 %1142, %1143
  %1145 = sext i32 %M to i64
  %1146 = icmp slt i64 %1144, %1145
  %1147 = and i1 %1139, %1146
  br i1 %1147, label %if.then367, label %if.else368

for.end365:                                       ; preds = %for.cond363
  br label %if.end351

if.then367:                                       ; preds = %for.body364
  %1148 = sext i32 %M to i64
  %1149 = sext i32 %N to i64
  %1150 = mul i64 %1148, %1149
  %1151 = icmp sge i64 %1150, 8388608
  br i1 %1151, label %if.then370, label %if.else371

if.else368:                                       ; preds = %for.body364
  br label %if.end369

if.end369:                                        ; preds = %if.else368, %if.end372
  %1152 = add nsw i32 %i13366, 1
  br label %for.cond363, !llvm.loop !89

if.then370:                                       ; preds = %if.then367
  %1153 = sext i32 %tl_hi8 to i64
  %1154 = mul i32 %bx, 4
  %1155 = add i32 %1154, %r
  %1156 = add i32 %1155, %i13366
  %1157 = sext i32 %1156 to i64
  %1158 = sext i32 %N to i64
  %1159 = mul nsw i64 %1157, %1158
  %1160 = add nsw i64 %1159, 0
  %1161 = getelementptr inbounds float, ptr %Y, i64 %1160
  %1162 = sext i32 %i13366 to i64
  %1163 = mul nsw i64 %1162, 4096
  %1164 = add nsw i64 %1163, 0
  %1165 = getelementptr inbounds float, ptr %X_r, i64 %1164
  %1166 = mul i64 %1153, 4
  call void @tilec_rt_stream(ptr %1161, ptr %1165, i64 %1166)
  br label %if.end372

if.else371:                                       ; preds = %if.then367
  br label %for.cond373

if.end372:                                        ; preds = %for.end375, %if.then370
  br label %if.end369

for.cond373:                                      ; preds = %for.body374, %if.else371
  %j3376 = phi i32 [ 0, %if.else371 ], [ %1183, %for.body374 ]
  %1167 = icmp slt i32 %j3376, %tl_hi8
  br i1 %1167, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1168 = sext i32 %i13366 to i64
  %1169 = mul nsw i64 %1168, 4096
  %1170 = sext i32 %j3376 to i64
  %1171 = add nsw i64 %1169, %1170
  %1172 = getelementptr inbounds float, ptr %X_r, i64 %1171
  %1173 = load float, ptr %1172, align 4
  %1174 = mul i32 %bx, 4
  %1175 = add i32 %1174, %r
  %1176 = add i32 %1175, %i13366
  %1177 = sext i32 %1176 to i64
  %1178 = sext i32 %N to i64
  %1179 = mul nsw i64 %1177, %1178
  %1180 = sext i32 %j3376 to i64
  %1181 = add nsw i64 %1179, %1180
  %1182 = getelementptr inbounds float, ptr %Y, i64 %1181
  store float %1173, ptr %1182, align 4
  %1183 = add nsw i32 %j3376, 1
  br label %for.cond373, !llvm.loop !90

for.end375:                                       ; preds = %for.cond373
  br label %if.end372

for.cond377:                                      ; preds = %for.body378, %if.else244
  %i14 = phi i32 [ 0, %if.else244 ], [ %1187, %for.body378 ]
  %1184 = icmp slt i32 %i14, 4
  br i1 %1184, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1185 = sext i32 %i14 to i64
  %1186 = getelementptr inbounds float, ptr %m, i64 %1185
  store float 0xFFF0000000000000, ptr %1186, align 4
  %1187 = add nsw i32 %i14, 1
  br label %for.cond377, !llvm.loop !91

for.end379:                                       ; preds = %for.cond377
  br label %for.cond380

for.cond380:                                      ; preds = %for.body381, %for.end379
  %i14383 = phi i32 [ 0, %for.end379 ], [ %1191, %for.body381 ]
  %1188 = icmp slt i32 %i14383, 4
  br i1 %1188, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1189 = sext i32 %i14383 to i64
  %1190 = getelementptr inbounds float, ptr %l, i64 %1189
  store float 0.000000e+00, ptr %1190, align 4
  %1191 = add nsw i32 %i14383, 1
  br label %for.cond380, !llvm.loop !92

for.end382:                                       ; preds = %for.cond380
  %1192 = sext i32 %N to i64
  %1193 = sdiv i64 %1192, 512
  %1194 = sub i64 0, %1192
  %1195 = select i1 false, i64 %1194, i64 %1193
  %1196 = srem i64 %1192, 512
  %1197 = icmp ne i64 %1196, 0
  %1198 = icmp slt i64 %1192, 0
  %1199 = icmp eq i1 %1198, false
  %1200 = and i1 %1197, %1199
  %1201 = zext i1 %1200 to i64
  %1202 = add i64 %1195, %1201
  %1203 = trunc i64 %1202 to i32
  br label %for.cond384

for.cond384:                                      ; preds = %for.end481, %for.end382
  %c = phi i32 [ 0, %for.end382 ], [ %1545, %for.end481 ]
  %1204 = icmp slt i32 %c, %1203
  br i1 %1204, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1205 = mul i32 %bx, 4
  %1206 = icmp sle i32 0, %1205
  %1207 = mul i32 %bx, 4
  %1208 = sext i32 %1207 to i64
  %1209 = add i64 %1208, 4
  %1210 = sext i32 %M to i64
  %1211 = icmp sle i64 %1209, %1210
  %1212 = and i1 %1206, %1211
  %1213 = mul i32 %c, 512
  %1214 = icmp sle i32 0, %1213
  %1215 = mul i32 %c, 512
  %1216 = sext i32 %1215 to i64
  %1217 = add i64 %1216, 512
  %1218 = sext i32 %N to i64
  %1219 = icmp sle i64 %1217, %1218
  %1220 = and i1 %1214, %1219
  %1221 = and i1 %1212, %1220
  br i1 %1221, label %if.then387, label %if.else388

for.end386:                                       ; preds = %for.cond384
  %1222 = sext i32 %N to i64
  %1223 = sdiv i64 %1222, 512
  %1224 = sub i64 0, %1222
  %1225 = select i1 false, i64 %1224, i64 %1223
  %1226 = srem i64 %1222, 512
  %1227 = icmp ne i64 %1226, 0
  %1228 = icmp slt i64 %1222, 0
  %1229 = icmp eq i1 %1228, false
  %1230 = and i1 %1227, %1229
  %1231 = zext i1 %1230 to i64
  %1232 = add i64 %1225, %1231
  %1233 = trunc i64 %1232 to i32
  br label %for.cond483

if.then387:                                       ; preds = %for.body385
  br label %for.cond390

if.else388:                                       ; preds = %for.body385
  br label %for.cond403

if.end389:                                        ; preds = %for.end405, %for.end392
  br label %for.cond425

for.cond390:                                      ; preds = %for.end402, %if.then387
  %i14393 = phi i32 [ 0, %if.then387 ], [ %1281, %for.end402 ]
  %1234 = icmp slt i32 %i14393, 4
  br i1 %1234, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1235 = add i32 %c, 1
  %1236 = sext i32 %N to i64
  %1237 = sdiv i64 %1236, 512
  %1238 = sub i64 0, %1236
  %1239 = select i1 false, i64 %1238, i64 %1237
  %1240 = srem i64 %1236, 512
  %1241 = icmp ne i64 %1240, 0
  %1242 = icmp slt i64 %1236, 0
  %1243 = icmp eq i1 %1242, false
  %1244 = and i1 %1241, %1243
  %1245 = zext i1 %1244 to i64
  %1246 = add i64 %1239, %1245
  %1247 = trunc i64 %1246 to i32
  %1248 = icmp slt i32 %1235, %1247
  br i1 %1248, label %if.then394, label %if.else395

for.end392:                                       ; preds = %for.cond390
  br label %if.end389

if.then394:                                       ; preds = %for.body391
  br label %for.cond397

if.else395:                                       ; preds = %for.body391
  br label %if.end396

if.end396:                                        ; preds = %if.else395, %for.end399
  br label %for.cond400

for.cond397:                                      ; preds = %for.body398, %if.then394
  %pf1 = phi i32 [ 0, %if.then394 ], [ %1262, %for.body398 ]
  %1249 = icmp slt i32 %pf1, 32
  br i1 %1249, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1250 = mul i32 %bx, 4
  %1251 = add i32 %1250, %i14393
  %1252 = sext i32 %1251 to i64
  %1253 = sext i32 %N to i64
  %1254 = mul i64 %1252, %1253
  %1255 = add i32 %c, 1
  %1256 = mul i32 %1255, 512
  %1257 = mul i32 %pf1, 16
  %1258 = add i32 %1256, %1257
  %1259 = sext i32 %1258 to i64
  %1260 = add i64 %1254, %1259
  %1261 = getelementptr float, ptr %X, i64 %1260
  call void @llvm.prefetch.p0(ptr %1261, i32 0, i32 0, i32 1)
  %1262 = add nsw i32 %pf1, 1
  br label %for.cond397, !llvm.loop !93

for.end399:                                       ; preds = %for.cond397
  br label %if.end396

for.cond400:                                      ; preds = %for.body401, %if.end396
  %j4 = phi i32 [ 0, %if.end396 ], [ %1280, %for.body401 ]
  %1263 = icmp slt i32 %j4, 512
  br i1 %1263, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1264 = mul i32 %bx, 4
  %1265 = add i32 %1264, %i14393
  %1266 = sext i32 %1265 to i64
  %1267 = sext i32 %N to i64
  %1268 = mul nsw i64 %1266, %1267
  %1269 = mul i32 %c, 512
  %1270 = add i32 %1269, %j4
  %1271 = sext i32 %1270 to i64
  %1272 = add nsw i64 %1268, %1271
  %1273 = getelementptr inbounds float, ptr %X, i64 %1272
  %1274 = load float, ptr %1273, align 4
  %1275 = sext i32 %i14393 to i64
  %1276 = mul nsw i64 %1275, 512
  %1277 = sext i32 %j4 to i64
  %1278 = add nsw i64 %1276, %1277
  %1279 = getelementptr inbounds float, ptr %X_f, i64 %1278
  store float %1274, ptr %1279, align 4
  %1280 = add nsw i32 %j4, 1
  br label %for.cond400, !llvm.loop !94

for.end402:                                       ; preds = %for.cond400
  %1281 = add nsw i32 %i14393, 1
  br label %for.cond390, !llvm.loop !95

for.cond403:                                      ; preds = %for.end423, %if.else388
  %i14406 = phi i32 [ 0, %if.else388 ], [ %1390, %for.end423 ]
  %1282 = icmp slt i32 %i14406, 4
  br i1 %1282, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1283 = mul i32 %c, 512
  %1284 = sext i32 %1283 to i64
  %1285 = sub i64 0, %1284
  %1286 = icmp slt i64 %1285, 0
  %1287 = mul i32 %c, 512
  %1288 = sext i32 %1287 to i64
  %1289 = sub i64 0, %1288
  %1290 = icmp sgt i64 %1289, 512
  %1291 = mul i32 %c, 512
  %1292 = sext i32 %1291 to i64
  %1293 = sub i64 0, %1292
  %1294 = select i1 %1290, i64 512, i64 %1293
  %1295 = select i1 %1286, i64 0, i64 %1294
  %tl_lo9 = trunc i64 %1295 to i32
  %1296 = sext i32 %N to i64
  %1297 = mul i32 %c, 512
  %1298 = sext i32 %1297 to i64
  %1299 = sub i64 %1296, %1298
  %1300 = icmp slt i64 %1299, 0
  %1301 = sext i32 %N to i64
  %1302 = mul i32 %c, 512
  %1303 = sext i32 %1302 to i64
  %1304 = sub i64 %1301, %1303
  %1305 = icmp sgt i64 %1304, 512
  %1306 = sext i32 %N to i64
  %1307 = mul i32 %c, 512
  %1308 = sext i32 %1307 to i64
  %1309 = sub i64 %1306, %1308
  %1310 = select i1 %1305, i64 512, i64 %1309
  %1311 = select i1 %1300, i64 0, i64 %1310
  %1312 = sext i32 %tl_lo9 to i64
  %1313 = icmp slt i64 %1311, %1312
  %1314 = sext i32 %tl_lo9 to i64
  %1315 = sext i32 %N to i64
  %1316 = mul i32 %c, 512
  %1317 = sext i32 %1316 to i64
  %1318 = sub i64 %1315, %1317
  %1319 = icmp slt i64 %1318, 0
  %1320 = sext i32 %N to i64
  %1321 = mul i32 %c, 512
  %1322 = sext i32 %1321 to i64
  %1323 = sub i64 %1320, %1322
  %1324 = icmp sgt i64 %1323, 512
  %1325 = sext i32 %N to i64
  %1326 = mul i32 %c, 512
  %1327 = sext i32 %1326 to i64
  %1328 = sub i64 %1325, %1327
  %1329 = select i1 %1324, i64 512, i64 %1328
  %1330 = select i1 %1319, i64 0, i64 %1329
  %1331 = select i1 %1313, i64 %1314, i64 %1330
  %tl_hi10 = trunc i64 %1331 to i32
  br label %for.cond407

for.end405:                                       ; preds = %for.cond403
  br label %if.end389

for.cond407:                                      ; preds = %for.body408, %for.body404
  %j4410 = phi i32 [ 0, %for.body404 ], [ %1338, %for.body408 ]
  %1332 = icmp slt i32 %j4410, %tl_lo9
  br i1 %1332, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %1333 = sext i32 %i14406 to i64
  %1334 = mul nsw i64 %1333, 512
  %1335 = sext i32 %j4410 to i64
  %1336 = add nsw i64 %1334, %1335
  %1337 = getelementptr inbounds float, ptr %X_f, i64 %1336
  store float 0.000000e+00, ptr %1337, align 4
  %1338 = add nsw i32 %j4410, 1
  br label %for.cond407, !llvm.loop !96

for.end409:                                       ; preds = %for.cond407
  %1339 = mul i32 %bx, 4
  %1340 = sext i32 %1339 to i64
  %1341 = sext i32 %i14406 to i64
  %1342 = add i64 %1340, %1341
  %1343 = icmp sle i64 0, %1342
  %1344 = mul i32 %bx, 4
  %1345 = sext i32 %1344 to i64
  %1346 = sext i32 %i14406 to i64
  %1347 = add i64 %1345, %1346
  %1348 = sext i32 %M to i64
  %1349 = icmp slt i64 %1347, %1348
  %1350 = and i1 %1343, %1349
  br i1 %1350, label %if.then411, label %if.else412

if.then411:                                       ; preds = %for.end409
  %1351 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond414

if.else412:                                       ; preds = %for.end409
  %1352 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond417

if.end413:                                        ; preds = %for.end419, %for.end416
  %1353 = sub i32 512, %tl_hi10
  br label %for.cond421

for.cond414:                                      ; preds = %for.body415, %if.then411
  %j41 = phi i32 [ 0, %if.then411 ], [ %1373, %for.body415 ]
  %1354 = icmp slt i32 %j41, %1351
  br i1 %1354, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1355 = mul i32 %bx, 4
  %1356 = add i32 %1355, %i14406
  %1357 = sext i32 %1356 to i64
  %1358 = sext i32 %N to i64
  %1359 = mul nsw i64 %1357, %1358
  %1360 = mul i32 %c, 512
  %1361 = add i32 %tl_lo9, %j41
  %1362 = add i32 %1360, %1361
  %1363 = sext i32 %1362 to i64
  %1364 = add nsw i64 %1359, %1363
  %1365 = getelementptr inbounds float, ptr %X, i64 %1364
  %1366 = load float, ptr %1365, align 4
  %1367 = sext i32 %i14406 to i64
  %1368 = mul nsw i64 %1367, 512
  %1369 = add i32 %tl_lo9, %j41
  %1370 = sext i32 %1369 to i64
  %1371 = add nsw i64 %1368, %1370
  %1372 = getelementptr inbounds float, ptr %X_f, i64 %1371
  store float %1366, ptr %1372, align 4
  %1373 = add nsw i32 %j41, 1
  br label %for.cond414, !llvm.loop !97

for.end416:                                       ; preds = %for.cond414
  br label %if.end413

for.cond417:                                      ; preds = %for.body418, %if.else412
  %j41420 = phi i32 [ 0, %if.else412 ], [ %1381, %for.body418 ]
  %1374 = icmp slt i32 %j41420, %1352
  br i1 %1374, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1375 = sext i32 %i14406 to i64
  %1376 = mul nsw i64 %1375, 512
  %1377 = add i32 %tl_lo9, %j41420
  %1378 = sext i32 %1377 to i64
  %1379 = add nsw i64 %1376, %1378
  %1380 = getelementptr inbounds float, ptr %X_f, i64 %1379
  store float 0.000000e+00, ptr %1380, align 4
  %1381 = add nsw i32 %j41420, 1
  br label %for.cond417, !llvm.loop !98

for.end419:                                       ; preds = %for.cond417
  br label %if.end413

for.cond421:                                      ; preds = %for.body422, %if.end413
  %j41424 = phi i32 [ 0, %if.end413 ], [ %1389, %for.body422 ]
  %1382 = icmp slt i32 %j41424, %1353
  br i1 %1382, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1383 = sext i32 %i14406 to i64
  %1384 = mul nsw i64 %1383, 512
  %1385 = add i32 %tl_hi10, %j41424
  %1386 = sext i32 %1385 to i64
  %1387 = add nsw i64 %1384, %1386
  %1388 = getelementptr inbounds float, ptr %X_f, i64 %1387
  store float 0.000000e+00, ptr %1388, align 4
  %1389 = add nsw i32 %j41424, 1
  br label %for.cond421, !llvm.loop !99

for.end423:                                       ; preds = %for.cond421
  %1390 = add nsw i32 %i14406, 1
  br label %for.cond403, !llvm.loop !100

for.cond425:                                      ; preds = %for.end431, %if.end389
  %i428 = phi i32 [ 0, %if.end389 ], [ %1410, %for.end431 ]
  %1391 = icmp slt i32 %i428, 4
  br i1 %1391, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  br label %for.cond429

for.end427:                                       ; preds = %for.cond425
  br label %for.cond433

for.cond429:                                      ; preds = %for.body430, %for.body426
  %j432 = phi i32 [ 0, %for.body426 ], [ %1409, %for.body430 ]
  %1392 = icmp slt i32 %j432, 512
  br i1 %1392, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1393 = mul i32 %c, 512
  %1394 = add i32 %1393, %j432
  %1395 = icmp slt i32 %1394, %N
  %1396 = sext i32 %i428 to i64
  %1397 = mul nsw i64 %1396, 512
  %1398 = sext i32 %j432 to i64
  %1399 = add nsw i64 %1397, %1398
  %1400 = call i64 @llvm.umin.i64(i64 %1399, i64 2047)
  %1401 = getelementptr inbounds float, ptr %X_f, i64 %1400
  %1402 = load float, ptr %1401, align 4
  %1403 = select i1 %1395, float %1402, float 0xFFF0000000000000
  %1404 = sext i32 %i428 to i64
  %1405 = mul nsw i64 %1404, 512
  %1406 = sext i32 %j432 to i64
  %1407 = add nsw i64 %1405, %1406
  %1408 = getelementptr inbounds float, ptr %X_f, i64 %1407
  store float %1403, ptr %1408, align 4
  %1409 = add nsw i32 %j432, 1
  br label %for.cond429, !llvm.loop !101

for.end431:                                       ; preds = %for.cond429
  %1410 = add nsw i32 %i428, 1
  br label %for.cond425, !llvm.loop !102

for.cond433:                                      ; preds = %for.body434, %for.end427
  %i14436 = phi i32 [ 0, %for.end427 ], [ %1417, %for.body434 ]
  %1411 = icmp slt i32 %i14436, 4
  br i1 %1411, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1412 = sext i32 %i14436 to i64
  %1413 = getelementptr inbounds float, ptr %m, i64 %1412
  %1414 = load float, ptr %1413, align 4
  %1415 = sext i32 %i14436 to i64
  %1416 = getelementptr inbounds float, ptr %m_prev, i64 %1415
  store float %1414, ptr %1416, align 4
  %1417 = add nsw i32 %i14436, 1
  br label %for.cond433, !llvm.loop !103

for.end435:                                       ; preds = %for.cond433
  br label %for.cond437

for.cond437:                                      ; preds = %for.end452, %for.end435
  %i9 = phi i32 [ 0, %for.end435 ], [ %1460, %for.end452 ]
  %1418 = icmp slt i32 %i9, 4
  br i1 %1418, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  br label %for.cond440

for.end439:                                       ; preds = %for.cond437
  br label %for.cond454

for.cond440:                                      ; preds = %for.body441, %for.body438
  %lane6 = phi i32 [ 0, %for.body438 ], [ %1428, %for.body441 ]
  %1419 = icmp slt i32 %lane6, 32
  br i1 %1419, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %1420 = sext i32 %i9 to i64
  %1421 = mul nsw i64 %1420, 512
  %1422 = sext i32 %lane6 to i64
  %1423 = add nsw i64 %1421, %1422
  %1424 = getelementptr inbounds float, ptr %X_f, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = sext i32 %lane6 to i64
  %1427 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1426
  store float %1425, ptr %1427, align 4
  %1428 = add nsw i32 %lane6, 1
  br label %for.cond440, !llvm.loop !104

for.end442:                                       ; preds = %for.cond440
  br label %for.cond443

for.cond443:                                      ; preds = %for.end448, %for.end442
  %red6 = phi i32 [ 0, %for.end442 ], [ %1448, %for.end448 ]
  %1429 = icmp slt i32 %red6, 15
  br i1 %1429, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  br label %for.cond446

for.end445:                                       ; preds = %for.cond443
  br label %for.cond450

for.cond446:                                      ; preds = %for.body447, %for.body444
  %lane6449 = phi i32 [ 0, %for.body444 ], [ %1447, %for.body447 ]
  %1430 = icmp slt i32 %lane6449, 32
  br i1 %1430, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1431 = sext i32 %lane6449 to i64
  %1432 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1431
  %lane_acc3 = load float, ptr %1432, align 4
  %1433 = sext i32 %i9 to i64
  %1434 = mul nsw i64 %1433, 512
  %1435 = add i32 %red6, 1
  %1436 = mul i32 %1435, 32
  %1437 = add i32 %1436, %lane6449
  %1438 = sext i32 %1437 to i64
  %1439 = add nsw i64 %1434, %1438
  %1440 = getelementptr inbounds float, ptr %X_f, i64 %1439
  %lane_next3 = load float, ptr %1440, align 4
  %1441 = fcmp une float %lane_next3, %lane_next3
  %1442 = fcmp ogt float %lane_acc3, %lane_next3
  %1443 = select i1 %1442, float %lane_acc3, float %lane_next3
  %1444 = select i1 %1441, float %lane_acc3, float %1443
  %1445 = sext i32 %lane6449 to i64
  %1446 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1445
  store float %1444, ptr %1446, align 4
  %1447 = add nsw i32 %lane6449, 1
  br label %for.cond446, !llvm.loop !105

for.end448:                                       ; preds = %for.cond446
  %1448 = add nsw i32 %red6, 1
  br label %for.cond443, !llvm.loop !106

for.cond450:                                      ; preds = %for.body451, %for.end445
  %lane6453 = phi i32 [ 0, %for.end445 ], [ %1459, %for.body451 ]
  %1449 = icmp slt i32 %lane6453, 32
  br i1 %1449, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %1450 = sext i32 %i9 to i64
  %1451 = getelementptr inbounds float, ptr %m, i64 %1450
  %1452 = load float, ptr %1451, align 4
  %1453 = sext i32 %lane6453 to i64
  %1454 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1453
  %1455 = load float, ptr %1454, align 4
  %1456 = call float @llvm.maxnum.f32(float %1452, float %1455)
  %1457 = sext i32 %i9 to i64
  %1458 = getelementptr inbounds float, ptr %m, i64 %1457
  store float %1456, ptr %1458, align 4
  %1459 = add nsw i32 %lane6453, 1
  br label %for.cond450, !llvm.loop !107

for.end452:                                       ; preds = %for.cond450
  %1460 = add nsw i32 %i9, 1
  br label %for.cond437, !llvm.loop !108

for.cond454:                                      ; preds = %for.end460, %for.end439
  %i457 = phi i32 [ 0, %for.end439 ], [ %1480, %for.end460 ]
  %1461 = icmp slt i32 %i457, 4
  br i1 %1461, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  br label %for.cond458

for.end456:                                       ; preds = %for.cond454
  br label %for.cond462

for.cond458:                                      ; preds = %for.body459, %for.body455
  %j461 = phi i32 [ 0, %for.body455 ], [ %1479, %for.body459 ]
  %1462 = icmp slt i32 %j461, 512
  br i1 %1462, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %1463 = sext i32 %i457 to i64
  %1464 = mul nsw i64 %1463, 512
  %1465 = sext i32 %j461 to i64
  %1466 = add nsw i64 %1464, %1465
  %1467 = getelementptr inbounds float, ptr %X_f, i64 %1466
  %1468 = load float, ptr %1467, align 4
  %1469 = sext i32 %i457 to i64
  %1470 = getelementptr inbounds float, ptr %m, i64 %1469
  %1471 = load float, ptr %1470, align 4
  %1472 = fsub float %1468, %1471
  %1473 = call float @tilec_expf(float %1472)
  %1474 = sext i32 %i457 to i64
  %1475 = mul nsw i64 %1474, 512
  %1476 = sext i32 %j461 to i64
  %1477 = add nsw i64 %1475, %1476
  %1478 = getelementptr inbounds float, ptr %X_f, i64 %1477
  store float %1473, ptr %1478, align 4
  %1479 = add nsw i32 %j461, 1
  br label %for.cond458, !llvm.loop !109

for.end460:                                       ; preds = %for.cond458
  %1480 = add nsw i32 %i457, 1
  br label %for.cond454, !llvm.loop !110

for.cond462:                                      ; preds = %for.end477, %for.end456
  %i10 = phi i32 [ 0, %for.end456 ], [ %1524, %for.end477 ]
  %1481 = icmp slt i32 %i10, 4
  br i1 %1481, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  br label %for.cond465

for.end464:                                       ; preds = %for.cond462
  br label %for.cond479

for.cond465:                                      ; preds = %for.body466, %for.body463
  %lane7 = phi i32 [ 0, %for.body463 ], [ %1491, %for.body466 ]
  %1482 = icmp slt i32 %lane7, 32
  br i1 %1482, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %1483 = sext i32 %i10 to i64
  %1484 = mul nsw i64 %1483, 512
  %1485 = sext i32 %lane7 to i64
  %1486 = add nsw i64 %1484, %1485
  %1487 = getelementptr inbounds float, ptr %X_f, i64 %1486
  %1488 = load float, ptr %1487, align 4
  %1489 = sext i32 %lane7 to i64
  %1490 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1489
  store float %1488, ptr %1490, align 4
  %1491 = add nsw i32 %lane7, 1
  br label %for.cond465, !llvm.loop !111

for.end467:                                       ; preds = %for.cond465
  br label %for.cond468

for.cond468:                                      ; preds = %for.end473, %for.end467
  %red7 = phi i32 [ 0, %for.end467 ], [ %1512, %for.end473 ]
  %1492 = icmp slt i32 %red7, 15
  br i1 %1492, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  br label %for.cond471

for.end470:                                       ; preds = %for.cond468
  %1493 = sext i32 %i10 to i64
  %1494 = getelementptr inbounds float, ptr %tile_sum, i64 %1493
  store float 0.000000e+00, ptr %1494, align 4
  br label %for.cond475

for.cond471:                                      ; preds = %for.body472, %for.body469
  %lane7474 = phi i32 [ 0, %for.body469 ], [ %1511, %for.body472 ]
  %1495 = icmp slt i32 %lane7474, 32
  br i1 %1495, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %1496 = sext i32 %lane7474 to i64
  %1497 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = sext i32 %i10 to i64
  %1500 = mul nsw i64 %1499, 512
  %1501 = add i32 %red7, 1
  %1502 = mul i32 %1501, 32
  %1503 = add i32 %1502, %lane7474
  %1504 = sext i32 %1503 to i64
  %1505 = add nsw i64 %1500, %1504
  %1506 = getelementptr inbounds float, ptr %X_f, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = fadd float %1498, %1507
  %1509 = sext i32 %lane7474 to i64
  %1510 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1509
  store float %1508, ptr %1510, align 4
  %1511 = add nsw i32 %lane7474, 1
  br label %for.cond471, !llvm.loop !112

for.end473:                                       ; preds = %for.cond471
  %1512 = add nsw i32 %red7, 1
  br label %for.cond468, !llvm.loop !113

for.cond475:                                      ; preds = %for.body476, %for.end470
  %lane7478 = phi i32 [ 0, %for.end470 ], [ %1523, %for.body476 ]
  %1513 = icmp slt i32 %lane7478, 32
  br i1 %1513, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  %1514 = sext i32 %i10 to i64
  %1515 = getelementptr inbounds float, ptr %tile_sum, i64 %1514
  %1516 = load float, ptr %1515, align 4
  %1517 = sext i32 %lane7478 to i64
  %1518 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1517
  %1519 = load float, ptr %1518, align 4
  %1520 = fadd float %1516, %1519
  %1521 = sext i32 %i10 to i64
  %1522 = getelementptr inbounds float, ptr %tile_sum, i64 %1521
  store float %1520, ptr %1522, align 4
  %1523 = add nsw i32 %lane7478, 1
  br label %for.cond475, !llvm.loop !114

for.end477:                                       ; preds = %for.cond475
  %1524 = add nsw i32 %i10, 1
  br label %for.cond462, !llvm.loop !115

for.cond479:                                      ; preds = %for.body480, %for.end464
  %i482 = phi i32 [ 0, %for.end464 ], [ %1544, %for.body480 ]
  %1525 = icmp slt i32 %i482, 4
  br i1 %1525, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %1526 = sext i32 %i482 to i64
  %1527 = getelementptr inbounds float, ptr %l, i64 %1526
  %1528 = load float, ptr %1527, align 4
  %1529 = sext i32 %i482 to i64
  %1530 = getelementptr inbounds float, ptr %m_prev, i64 %1529
  %1531 = load float, ptr %1530, align 4
  %1532 = sext i32 %i482 to i64
  %1533 = getelementptr inbounds float, ptr %m, i64 %1532
  %1534 = load float, ptr %1533, align 4
  %1535 = fsub float %1531, %1534
  %1536 = call float @tilec_expf(float %1535)
  %1537 = fmul float %1528, %1536
  %1538 = sext i32 %i482 to i64
  %1539 = getelementptr inbounds float, ptr %tile_sum, i64 %1538
  %1540 = load float, ptr %1539, align 4
  %1541 = fadd float %1537, %1540
  %1542 = sext i32 %i482 to i64
  %1543 = getelementptr inbounds float, ptr %l, i64 %1542
  store float %1541, ptr %1543, align 4
  %1544 = add nsw i32 %i482, 1
  br label %for.cond479, !llvm.loop !116

for.end481:                                       ; preds = %for.cond479
  %1545 = add nsw i32 %c, 1
  br label %for.cond384, !llvm.loop !117

for.cond483:                                      ; preds = %if.end531, %for.end386
  %c486 = phi i32 [ 0, %for.end386 ], [ %2468, %if.end531 ]
  %1546 = icmp slt i32 %c486, %1233
  br i1 %1546, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %1547 = sext i32 %N to i64
  %1548 = sdiv i64 %1547, 512
  %1549 = sub i64 0, %1547
  %1550 = select i1 false, i64 %1549, i64 %1548
  %1551 = srem i64 %1547, 512
  %1552 = icmp ne i64 %1551, 0
  %1553 = icmp slt i64 %1547, 0
  %1554 = icmp eq i1 %1553, false
  %1555 = and i1 %1552, %1554
  %1556 = zext i1 %1555 to i64
  %1557 = add i64 %1550, %1556
  %1558 = trunc i64 %1557 to i32
  %1559 = sub i32 %1558, 1
  %t = sub i32 %1559, %c486
  %1560 = mul i32 %bx, 4
  %1561 = icmp sle i32 0, %1560
  %1562 = mul i32 %bx, 4
  %1563 = sext i32 %1562 to i64
  %1564 = add i64 %1563, 4
  %1565 = sext i32 %M to i64
  %1566 = icmp sle i64 %1564, %1565
  %1567 = and i1 %1561, %1566
  %1568 = mul i32 %t, 512
  %1569 = icmp sle i32 0, %1568
  %1570 = mul i32 %t, 512
  %1571 = sext i32 %1570 to i64
  %1572 = add i64 %1571, 512
  %1573 = sext i32 %N to i64
  %1574 = icmp sle i64 %1572, %1573
  %1575 = and i1 %1569, %1574
  %1576 = and i1 %1567, %1575
  br i1 %1576, label %if.then487, label %if.else488

for.end485:                                       ; preds = %for.cond483
  br label %if.end245

if.then487:                                       ; preds = %for.body484
  br label %for.cond490

if.else488:                                       ; preds = %for.body484
  br label %for.cond496

if.end489:                                        ; preds = %for.end498, %for.end492
  br label %for.cond518

for.cond490:                                      ; preds = %for.end495, %if.then487
  %i15 = phi i32 [ 0, %if.then487 ], [ %1596, %for.end495 ]
  %1577 = icmp slt i32 %i15, 4
  br i1 %1577, label %for.body491, label %for.end492

for.body491:                                      ; preds = %for.cond490
  br label %for.cond493

for.end492:                                       ; preds = %for.cond490
  br label %if.end489

for.cond493:                                      ; preds = %for.body494, %for.body491
  %j5 = phi i32 [ 0, %for.body491 ], [ %1595, %for.body494 ]
  %1578 = icmp slt i32 %j5, 512
  br i1 %1578, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %1579 = mul i32 %bx, 4
  %1580 = add i32 %1579, %i15
  %1581 = sext i32 %1580 to i64
  %1582 = sext i32 %N to i64
  %1583 = mul nsw i64 %1581, %1582
  %1584 = mul i32 %t, 512
  %1585 = add i32 %1584, %j5
  %1586 = sext i32 %1585 to i64
  %1587 = add nsw i64 %1583, %1586
  %1588 = getelementptr inbounds float, ptr %X, i64 %1587
  %1589 = load float, ptr %1588, align 4
  %1590 = sext i32 %i15 to i64
  %1591 = mul nsw i64 %1590, 512
  %1592 = sext i32 %j5 to i64
  %1593 = add nsw i64 %1591, %1592
  %1594 = getelementptr inbounds float, ptr %X_f, i64 %1593
  store float %1589, ptr %1594, align 4
  %1595 = add nsw i32 %j5, 1
  br label %for.cond493, !llvm.loop !118

for.end495:                                       ; preds = %for.cond493
  %1596 = add nsw i32 %i15, 1
  br label %for.cond490, !llvm.loop !119

for.cond496:                                      ; preds = %for.end516, %if.else488
  %i15499 = phi i32 [ 0, %if.else488 ], [ %1705, %for.end516 ]
  %1597 = icmp slt i32 %i15499, 4
  br i1 %1597, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  %1598 = mul i32 %t, 512
  %1599 = sext i32 %1598 to i64
  %1600 = sub i64 0, %1599
  %1601 = icmp slt i64 %1600, 0
  %1602 = mul i32 %t, 512
  %1603 = sext i32 %1602 to i64
  %1604 = sub i64 0, %1603
  %1605 = icmp sgt i64 %1604, 512
  %1606 = mul i32 %t, 512
  %1607 = sext i32 %1606 to i64
  %1608 = sub i64 0, %1607
  %1609 = select i1 %1605, i64 512, i64 %1608
  %1610 = select i1 %1601, i64 0, i64 %1609
  %tl_lo11 = trunc i64 %1610 to i32
  %1611 = sext i32 %N to i64
  %1612 = mul i32 %t, 512
  %1613 = sext i32 %1612 to i64
  %1614 = sub i64 %1611, %1613
  %1615 = icmp slt i64 %1614, 0
  %1616 = sext i32 %N to i64
  %1617 = mul i32 %t, 512
  %1618 = sext i32 %1617 to i64
  %1619 = sub i64 %1616, %1618
  %1620 = icmp sgt i64 %1619, 512
  %1621 = sext i32 %N to i64
  %1622 = mul i32 %t, 512
  %1623 = sext i32 %1622 to i64
  %1624 = sub i64 %1621, %1623
  %1625 = select i1 %1620, i64 512, i64 %1624
  %1626 = select i1 %1615, i64 0, i64 %1625
  %1627 = sext i32 %tl_lo11 to i64
  %1628 = icmp slt i64 %1626, %1627
  %1629 = sext i32 %tl_lo11 to i64
  %1630 = sext i32 %N to i64
  %1631 = mul i32 %t, 512
  %1632 = sext i32 %1631 to i64
  %1633 = sub i64 %1630, %1632
  %1634 = icmp slt i64 %1633, 0
  %1635 = sext i32 %N to i64
  %1636 = mul i32 %t, 512
  %1637 = sext i32 %1636 to i64
  %1638 = sub i64 %1635, %1637
  %1639 = icmp sgt i64 %1638, 512
  %1640 = sext i32 %N to i64
  %1641 = mul i32 %t, 512
  %1642 = sext i32 %1641 to i64
  %1643 = sub i64 %1640, %1642
  %1644 = select i1 %1639, i64 512, i64 %1643
  %1645 = select i1 %1634, i64 0, i64 %1644
  %1646 = select i1 %1628, i64 %1629, i64 %1645
  %tl_hi12 = trunc i64 %1646 to i32
  br label %for.cond500

for.end498:                                       ; preds = %for.cond496
  br label %if.end489

for.cond500:                                      ; preds = %for.body501, %for.body497
  %j5503 = phi i32 [ 0, %for.body497 ], [ %1653, %for.body501 ]
  %1647 = icmp slt i32 %j5503, %tl_lo11
  br i1 %1647, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %1648 = sext i32 %i15499 to i64
  %1649 = mul nsw i64 %1648, 512
  %1650 = sext i32 %j5503 to i64
  %1651 = add nsw i64 %1649, %1650
  %1652 = getelementptr inbounds float, ptr %X_f, i64 %1651
  store float 0.000000e+00, ptr %1652, align 4
  %1653 = add nsw i32 %j5503, 1
  br label %for.cond500, !llvm.loop !120

for.end502:                                       ; preds = %for.cond500
  %1654 = mul i32 %bx, 4
  %1655 = sext i32 %1654 to i64
  %1656 = sext i32 %i15499 to i64
  %1657 = add i64 %1655, %1656
  %1658 = icmp sle i64 0, %1657
  %1659 = mul i32 %bx, 4
  %1660 = sext i32 %1659 to i64
  %1661 = sext i32 %i15499 to i64
  %1662 = add i64 %1660, %1661
  %1663 = sext i32 %M to i64
  %1664 = icmp slt i64 %1662, %1663
  %1665 = and i1 %1658, %1664
  br i1 %1665, label %if.then504, label %if.else505

if.then504:                                       ; preds = %for.end502
  %1666 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond507

if.else505:                                       ; preds = %for.end502
  %1667 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond510

if.end506:                                        ; preds = %for.end512, %for.end509
  %1668 = sub i32 512, %tl_hi12
  br label %for.cond514

for.cond507:                                      ; preds = %for.body508, %if.then504
  %j51 = phi i32 [ 0, %if.then504 ], [ %1688, %for.body508 ]
  %1669 = icmp slt i32 %j51, %1666
  br i1 %1669, label %for.body508, label %for.end509

for.body508:                                      ; preds = %for.cond507
  %1670 = mul i32 %bx, 4
  %1671 = add i32 %1670, %i15499
  %1672 = sext i32 %1671 to i64
  %1673 = sext i32 %N to i64
  %1674 = mul nsw i64 %1672, %1673
  %1675 = mul i32 %t, 512
  %1676 = add i32 %tl_lo11, %j51
  %1677 = add i32 %1675, %1676
  %1678 = sext i32 %1677 to i64
  %1679 = add nsw i64 %1674, %1678
  %1680 = getelementptr inbounds float, ptr %X, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = sext i32 %i15499 to i64
  %1683 = mul nsw i64 %1682, 512
  %1684 = add i32 %tl_lo11, %j51
  %1685 = sext i32 %1684 to i64
  %1686 = add nsw i64 %1683, %1685
  %1687 = getelementptr inbounds float, ptr %X_f, i64 %1686
  store float %1681, ptr %1687, align 4
  %1688 = add nsw i32 %j51, 1
  br label %for.cond507, !llvm.loop !121

for.end509:                                       ; preds = %for.cond507
  br label %if.end506

for.cond510:                                      ; preds = %for.body511, %if.else505
  %j51513 = phi i32 [ 0, %if.else505 ], [ %1696, %for.body511 ]
  %1689 = icmp slt i32 %j51513, %1667
  br i1 %1689, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %1690 = sext i32 %i15499 to i64
  %1691 = mul nsw i64 %1690, 512
  %1692 = add i32 %tl_lo11, %j51513
  %1693 = sext i32 %1692 to i64
  %1694 = add nsw i64 %1691, %1693
  %1695 = getelementptr inbounds float, ptr %X_f, i64 %1694
  store float 0.000000e+00, ptr %1695, align 4
  %1696 = add nsw i32 %j51513, 1
  br label %for.cond510, !llvm.loop !122

for.end512:                                       ; preds = %for.cond510
  br label %if.end506

for.cond514:                                      ; preds = %for.body515, %if.end506
  %j51517 = phi i32 [ 0, %if.end506 ], [ %1704, %for.body515 ]
  %1697 = icmp slt i32 %j51517, %1668
  br i1 %1697, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %1698 = sext i32 %i15499 to i64
  %1699 = mul nsw i64 %1698, 512
  %1700 = add i32 %tl_hi12, %j51517
  %1701 = sext i32 %1700 to i64
  %1702 = add nsw i64 %1699, %1701
  %1703 = getelementptr inbounds float, ptr %X_f, i64 %1702
  store float 0.000000e+00, ptr %1703, align 4
  %1704 = add nsw i32 %j51517, 1
  br label %for.cond514, !llvm.loop !123

for.end516:                                       ; preds = %for.cond514
  %1705 = add nsw i32 %i15499, 1
  br label %for.cond496, !llvm.loop !124

for.cond518:                                      ; preds = %for.end528, %if.end489
  %i521 = phi i32 [ 0, %if.end489 ], [ %2467, %for.end528 ]
  %1706 = icmp slt i32 %i521, 4
  br i1 %1706, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %1707 = sext i32 %N to i64
  %1708 = sext i32 %N to i64
  %1709 = sdiv i64 %1708, 512
  %1710 = sub i64 0, %1708
  %1711 = select i1 false, i64 %1710, i64 %1709
  %1712 = srem i64 %1708, 512
  %1713 = icmp ne i64 %1712, 0
  %1714 = icmp slt i64 %1708, 0
  %1715 = icmp eq i1 %1714, false
  %1716 = and i1 %1713, %1715
  %1717 = zext i1 %1716 to i64
  %1718 = add i64 %1711, %1717
  %1719 = trunc i64 %1718 to i32
  %1720 = sub i32 %1719, 1
  %1721 = sub i32 %1720, %c486
  %1722 = mul i32 %1721, 512
  %1723 = sext i32 %1722 to i64
  %1724 = sub i64 %1707, %1723
  %1725 = icmp slt i64 %1724, 0
  %1726 = sext i32 %N to i64
  %1727 = sext i32 %N to i64
  %1728 = sdiv i64 %1727, 512
  %1729 = sub i64 0, %1727
  %1730 = select i1 false, i64 %1729, i64 %1728
  %1731 = srem i64 %1727, 512
  %1732 = icmp ne i64 %1731, 0
  %1733 = icmp slt i64 %1727, 0
  %1734 = icmp eq i1 %1733, false
  %1735 = and i1 %1732, %1734
  %1736 = zext i1 %1735 to i64
  %1737 = add i64 %1730, %1736
  %1738 = trunc i64 %1737 to i32
  %1739 = sub i32 %1738, 1
  %1740 = sub i32 %1739, %c486
  %1741 = mul i32 %1740, 512
  %1742 = sext i32 %1741 to i64
  %1743 = sub i64 %1726, %1742
  %1744 = icmp sgt i64 %1743, 512
  %1745 = sext i32 %N to i64
  %1746 = sext i32 %N to i64
  %1747 = sdiv i64 %1746, 512
  %1748 = sub i64 0, %1746
  %1749 = select i1 false, i64 %1748, i64 %1747
  %1750 = srem i64 %1746, 512
  %1751 = icmp ne i64 %1750, 0
  %1752 = icmp slt i64 %1746, 0
  %1753 = icmp eq i1 %1752, false
  %1754 = and i1 %1751, %1753
  %1755 = zext i1 %1754 to i64
  %1756 = add i64 %1749, %1755
  %1757 = trunc i64 %1756 to i32
  %1758 = sub i32 %1757, 1
  %1759 = sub i32 %1758, %c486
  %1760 = mul i32 %1759, 512
  %1761 = sext i32 %1760 to i64
  %1762 = sub i64 %1745, %1761
  %1763 = select i1 %1744, i64 512, i64 %1762
  %1764 = select i1 %1725, i64 0, i64 %1763
  %1765 = sext i32 %N to i64
  %1766 = sdiv i64 %1765, 512
  %1767 = sub i64 0, %1765
  %1768 = select i1 false, i64 %1767, i64 %1766
  %1769 = srem i64 %1765, 512
  %1770 = icmp ne i64 %1769, 0
  %1771 = icmp slt i64 %1765, 0
  %1772 = icmp eq i1 %1771, false
  %1773 = and i1 %1770, %1772
  %1774 = zext i1 %1773 to i64
  %1775 = add i64 %1768, %1774
  %1776 = trunc i64 %1775 to i32
  %1777 = sub i32 %1776, 1
  %1778 = sub i32 %1777, %c486
  %1779 = mul i32 %1778, 512
  %1780 = sext i32 %1779 to i64
  %1781 = sub i64 0, %1780
  %1782 = icmp slt i64 %1781, 0
  %1783 = sext i32 %N to i64
  %1784 = sdiv i64 %1783, 512
  %1785 = sub i64 0, %1783
  %1786 = select i1 false, i64 %1785, i64 %1784
  %1787 = srem i64 %1783, 512
  %1788 = icmp ne i64 %1787, 0
  %1789 = icmp slt i64 %1783, 0
  %1790 = icmp eq i1 %1789, false
  %1791 = and i1 %1788, %1790
  %1792 = zext i1 %1791 to i64
  %1793 = add i64 %1786, %1792
  %1794 = trunc i64 %1793 to i32
  %1795 = sub i32 %1794, 1
  %1796 = sub i32 %1795, %c486
  %1797 = mul i32 %1796, 512
  %1798 = sext i32 %1797 to i64
  %1799 = sub i64 0, %1798
  %1800 = icmp sgt i64 %1799, 512
  %1801 = sext i32 %N to i64
  %1802 = sdiv i64 %1801, 512
  %1803 = sub i64 0, %1801
  %1804 = select i1 false, i64 %1803, i64 %1802
  %1805 = srem i64 %1801, 512
  %1806 = icmp ne i64 %1805, 0
  %1807 = icmp slt i64 %1801, 0
  %1808 = icmp eq i1 %1807, false
  %1809 = and i1 %1806, %1808
  %1810 = zext i1 %1809 to i64
  %1811 = add i64 %1804, %1810
  %1812 = trunc i64 %1811 to i32
  %1813 = sub i32 %1812, 1
  %1814 = sub i32 %1813, %c486
  %1815 = mul i32 %1814, 512
  %1816 = sext i32 %1815 to i64
  %1817 = sub i64 0, %1816
  %1818 = select i1 %1800, i64 512, i64 %1817
  %1819 = select i1 %1782, i64 0, i64 %1818
  %1820 = trunc i64 %1819 to i32
  %1821 = sext i32 %1820 to i64
  %1822 = icmp slt i64 %1764, %1821
  %1823 = sext i32 %N to i64
  %1824 = sdiv i64 %1823, 512
  %1825 = sub i64 0, %1823
  %1826 = select i1 false, i64 %1825, i64 %1824
  %1827 = srem i64 %1823, 512
  %1828 = icmp ne i64 %1827, 0
  %1829 = icmp slt i64 %1823, 0
  %1830 = icmp eq i1 %1829, false
  %1831 = and i1 %1828, %1830
  %1832 = zext i1 %1831 to i64
  %1833 = add i64 %1826, %1832
  %1834 = trunc i64 %1833 to i32
  %1835 = sub i32 %1834, 1
  %1836 = sub i32 %1835, %c486
  %1837 = mul i32 %1836, 512
  %1838 = sext i32 %1837 to i64
  %1839 = sub i64 0, %1838
  %1840 = icmp slt i64 %1839, 0
  %1841 = sext i32 %N to i64
  %1842 = sdiv i64 %1841, 512
  %1843 = sub i64 0, %1841
  %1844 = select i1 false, i64 %1843, i64 %1842
  %1845 = srem i64 %1841, 512
  %1846 = icmp ne i64 %1845, 0
  %1847 = icmp slt i64 %1841, 0
  %1848 = icmp eq i1 %1847, false
  %1849 = and i1 %1846, %1848
  %1850 = zext i1 %1849 to i64
  %1851 = add i64 %1844, %1850
  %1852 = trunc i64 %1851 to i32
  %1853 = sub i32 %1852, 1
  %1854 = sub i32 %1853, %c486
  %1855 = mul i32 %1854, 512
  %1856 = sext i32 %1855 to i64
  %1857 = sub i64 0, %1856
  %1858 = icmp sgt i64 %1857, 512
  %1859 = sext i32 %N to i64
  %1860 = sdiv i64 %1859, 512
  %1861 = sub i64 0, %1859
  %1862 = select i1 false, i64 %1861, i64 %1860
  %1863 = srem i64 %1859, 512
  %1864 = icmp ne i64 %1863, 0
  %1865 = icmp slt i64 %1859, 0
  %1866 = icmp eq i1 %1865, false
  %1867 = and i1 %1864, %1866
  %1868 = zext i1 %1867 to i64
  %1869 = add i64 %1862, %1868
  %1870 = trunc i64 %1869 to i32
  %1871 = sub i32 %1870, 1
  %1872 = sub i32 %1871, %c486
  %1873 = mul i32 %1872, 512
  %1874 = sext i32 %1873 to i64
  %1875 = sub i64 0, %1874
  %1876 = select i1 %1858, i64 512, i64 %1875
  %1877 = select i1 %1840, i64 0, i64 %1876
  %1878 = trunc i64 %1877 to i32
  %1879 = sext i32 %1878 to i64
  %1880 = sext i32 %N to i64
  %1881 = sext i32 %N to i64
  %1882 = sdiv i64 %1881, 512
  %1883 = sub i64 0, %1881
  %1884 = select i1 false, i64 %1883, i64 %1882
  %1885 = srem i64 %1881, 512
  %1886 = icmp ne i64 %1885, 0
  %1887 = icmp slt i64 %1881, 0
  %1888 = icmp eq i1 %1887, false
  %1889 = and i1 %1886, %1888
  %1890 = zext i1 %1889 to i64
  %1891 = add i64 %1884, %1890
  %1892 = trunc i64 %1891 to i32
  %1893 = sub i32 %1892, 1
  %1894 = sub i32 %1893, %c486
  %1895 = mul i32 %1894, 512
  %1896 = sext i32 %1895 to i64
  %1897 = sub i64 %1880, %1896
  %1898 = icmp slt i64 %1897, 0
  %1899 = sext i32 %N to i64
  %1900 = sext i32 %N to i64
  %1901 = sdiv i64 %1900, 512
  %1902 = sub i64 0, %1900
  %1903 = select i1 false, i64 %1902, i64 %1901
  %1904 = srem i64 %1900, 512
  %1905 = icmp ne i64 %1904, 0
  %1906 = icmp slt i64 %1900, 0
  %1907 = icmp eq i1 %1906, false
  %1908 = and i1 %1905, %1907
  %1909 = zext i1 %1908 to i64
  %1910 = add i64 %1903, %1909
  %1911 = trunc i64 %1910 to i32
  %1912 = sub i32 %1911, 1
  %1913 = sub i32 %1912, %c486
  %1914 = mul i32 %1913, 512
  %1915 = sext i32 %1914 to i64
  %1916 = sub i64 %1899, %1915
  %1917 = icmp sgt i64 %1916, 512
  %1918 = sext i32 %N to i64
  %1919 = sext i32 %N to i64
  %1920 = sdiv i64 %1919, 512
  %1921 = sub i64 0, %1919
  %1922 = select i1 false, i64 %1921, i64 %1920
  %1923 = srem i64 %1919, 512
  %1924 = icmp ne i64 %1923, 0
  %1925 = icmp slt i64 %1919, 0
  %1926 = icmp eq i1 %1925, false
  %1927 = and i1 %1924, %1926
  %1928 = zext i1 %1927 to i64
  %1929 = add i64 %1922, %1928
  %1930 = trunc i64 %1929 to i32
  %1931 = sub i32 %1930, 1
  %1932 = sub i32 %1931, %c486
  %1933 = mul i32 %1932, 512
  %1934 = sext i32 %1933 to i64
  %1935 = sub i64 %1918, %1934
  %1936 = select i1 %1917, i64 512, i64 %1935
  %1937 = select i1 %1898, i64 0, i64 %1936
  %1938 = select i1 %1822, i64 %1879, i64 %1937
  %1939 = trunc i64 %1938 to i32
  %1940 = icmp slt i32 %1939, 0
  %1941 = sext i32 %N to i64
  %1942 = sext i32 %N to i64
  %1943 = sdiv i64 %1942, 512
  %1944 = sub i64 0, %1942
  %1945 = select i1 false, i64 %1944, i64 %1943
  %1946 = srem i64 %1942, 512
  %1947 = icmp ne i64 %1946, 0
  %1948 = icmp slt i64 %1942, 0
  %1949 = icmp eq i1 %1948, false
  %1950 = and i1 %1947, %1949
  %1951 = zext i1 %1950 to i64
  %1952 = add i64 %1945, %1951
  %1953 = trunc i64 %1952 to i32
  %1954 = sub i32 %1953, 1
  %1955 = sub i32 %1954, %c486
  %1956 = mul i32 %1955, 512
  %1957 = sext i32 %1956 to i64
  %1958 = sub i64 %1941, %1957
  %1959 = icmp slt i64 %1958, 0
  %1960 = sext i32 %N to i64
  %1961 = sext i32 %N to i64
  %1962 = sdiv i64 %1961, 512
  %1963 = sub i64 0, %1961
  %1964 = select i1 false, i64 %1963, i64 %1962
  %1965 = srem i64 %1961, 512
  %1966 = icmp ne i64 %1965, 0
  %1967 = icmp slt i64 %1961, 0
  %1968 = icmp eq i1 %1967, false
  %1969 = and i1 %1966, %1968
  %1970 = zext i1 %1969 to i64
  %1971 = add i64 %1964, %1970
  %1972 = trunc i64 %1971 to i32
  %1973 = sub i32 %1972, 1
  %1974 = sub i32 %1973, %c486
  %1975 = mul i32 %1974, 512
  %1976 = sext i32 %1975 to i64
  %1977 = sub i64 %1960, %1976
  %1978 = icmp sgt i64 %1977, 512
  %1979 = sext i32 %N to i64
  %1980 = sext i32 %N to i64
  %1981 = sdiv i64 %1980, 512
  %1982 = sub i64 0, %1980
  %1983 = select i1 false, i64 %1982, i64 %1981
  %1984 = srem i64 %1980, 512
  %1985 = icmp ne i64 %1984, 0
  %1986 = icmp slt i64 %1980, 0
  %1987 = icmp eq i1 %1986, false
  %1988 = and i1 %1985, %1987
  %1989 = zext i1 %1988 to i64
  %1990 = add i64 %1983, %1989
  %1991 = trunc i64 %1990 to i32
  %1992 = sub i32 %1991, 1
  %1993 = sub i32 %1992, %c486
  %1994 = mul i32 %1993, 512
  %1995 = sext i32 %1994 to i64
  %1996 = sub i64 %1979, %1995
  %1997 = select i1 %1978, i64 512, i64 %1996
  %1998 = select i1 %1959, i64 0, i64 %1997
  %1999 = sext i32 %N to i64
  %2000 = sdiv i64 %1999, 512
  %2001 = sub i64 0, %1999
  %2002 = select i1 false, i64 %2001, i64 %2000
  %2003 = srem i64 %1999, 512
  %2004 = icmp ne i64 %2003, 0
  %2005 = icmp slt i64 %1999, 0
  %2006 = icmp eq i1 %2005, false
  %2007 = and i1 %2004, %2006
  %2008 = zext i1 %2007 to i64
  %2009 = add i64 %2002, %2008
  %2010 = trunc i64 %2009 to i32
  %2011 = sub i32 %2010, 1
  %2012 = sub i32 %2011, %c486
  %2013 = mul i32 %2012, 512
  %2014 = sext i32 %2013 to i64
  %2015 = sub i64 0, %2014
  %2016 = icmp slt i64 %2015, 0
  %2017 = sext i32 %N to i64
  %2018 = sdiv i64 %2017, 512
  %2019 = sub i64 0, %2017
  %2020 = select i1 false, i64 %2019, i64 %2018
  %2021 = srem i64 %2017, 512
  %2022 = icmp ne i64 %2021, 0
  %2023 = icmp slt i64 %2017, 0
  %2024 = icmp eq i1 %2023, false
  %2025 = and i1 %2022, %2024
  %2026 = zext i1 %2025 to i64
  %2027 = add i64 %2020, %2026
  %2028 = trunc i64 %2027 to i32
  %2029 = sub i32 %2028, 1
  %2030 = sub i32 %2029, %c486
  %2031 = mul i32 %2030, 512
  %2032 = sext i32 %2031 to i64
  %2033 = sub i64 0, %2032
  %2034 = icmp sgt i64 %2033, 512
  %2035 = sext i32 %N to i64
  %2036 = sdiv i64 %2035, 512
  %2037 = sub i64 0, %2035
  %2038 = select i1 false, i64 %2037, i64 %2036
  %2039 = srem i64 %2035, 512
  %2040 = icmp ne i64 %2039, 0
  %2041 = icmp slt i64 %2035, 0
  %2042 = icmp eq i1 %2041, false
  %2043 = and i1 %2040, %2042
  %2044 = zext i1 %2043 to i64
  %2045 = add i64 %2038, %2044
  %2046 = trunc i64 %2045 to i32
  %2047 = sub i32 %2046, 1
  %2048 = sub i32 %2047, %c486
  %2049 = mul i32 %2048, 512
  %2050 = sext i32 %2049 to i64
  %2051 = sub i64 0, %2050
  %2052 = select i1 %2034, i64 512, i64 %2051
  %2053 = select i1 %2016, i64 0, i64 %2052
  %2054 = trunc i64 %2053 to i32
  %2055 = sext i32 %2054 to i64
  %2056 = icmp slt i64 %1998, %2055
  %2057 = sext i32 %N to i64
  %2058 = sdiv i64 %2057, 512
  %2059 = sub i64 0, %2057
  %2060 = select i1 false, i64 %2059, i64 %2058
  %2061 = srem i64 %2057, 512
  %2062 = icmp ne i64 %2061, 0
  %2063 = icmp slt i64 %2057, 0
  %2064 = icmp eq i1 %2063, false
  %2065 = and i1 %2062, %2064
  %2066 = zext i1 %2065 to i64
  %2067 = add i64 %2060, %2066
  %2068 = trunc i64 %2067 to i32
  %2069 = sub i32 %2068, 1
  %2070 = sub i32 %2069, %c486
  %2071 = mul i32 %2070, 512
  %2072 = sext i32 %2071 to i64
  %2073 = sub i64 0, %2072
  %2074 = icmp slt i64 %2073, 0
  %2075 = sext i32 %N to i64
  %2076 = sdiv i64 %2075, 512
  %2077 = sub i64 0, %2075
  %2078 = select i1 false, i64 %2077, i64 %2076
  %2079 = srem i64 %2075, 512
  %2080 = icmp ne i64 %2079, 0
  %2081 = icmp slt i64 %2075, 0
  %2082 = icmp eq i1 %2081, false
  %2083 = and i1 %2080, %2082
  %2084 = zext i1 %2083 to i64
  %2085 = add i64 %2078, %2084
  %2086 = trunc i64 %2085 to i32
  %2087 = sub i32 %2086, 1
  %2088 = sub i32 %2087, %c486
  %2089 = mul i32 %2088, 512
  %2090 = sext i32 %2089 to i64
  %2091 = sub i64 0, %2090
  %2092 = icmp sgt i64 %2091, 512
  %2093 = sext i32 %N to i64
  %2094 = sdiv i64 %2093, 512
  %2095 = sub i64 0, %2093
  %2096 = select i1 false, i64 %2095, i64 %2094
  %2097 = srem i64 %2093, 512
  %2098 = icmp ne i64 %2097, 0
  %2099 = icmp slt i64 %2093, 0
  %2100 = icmp eq i1 %2099, false
  %2101 = and i1 %2098, %2100
  %2102 = zext i1 %2101 to i64
  %2103 = add i64 %2096, %2102
  %2104 = trunc i64 %2103 to i32
  %2105 = sub i32 %2104, 1
  %2106 = sub i32 %2105, %c486
  %2107 = mul i32 %2106, 512
  %2108 = sext i32 %2107 to i64
  %2109 = sub i64 0, %2108
  %2110 = select i1 %2092, i64 512, i64 %2109
  %2111 = select i1 %2074, i64 0, i64 %2110
  %2112 = trunc i64 %2111 to i32
  %2113 = sext i32 %2112 to i64
  %2114 = sext i32 %N to i64
  %2115 = sext i32 %N to i64
  %2116 = sdiv i64 %2115, 512
  %2117 = sub i64 0, %2115
  %2118 = select i1 false, i64 %2117, i64 %2116
  %2119 = srem i64 %2115, 512
  %2120 = icmp ne i64 %2119, 0
  %2121 = icmp slt i64 %2115, 0
  %2122 = icmp eq i1 %2121, false
  %2123 = and i1 %2120, %2122
  %2124 = zext i1 %2123 to i64
  %2125 = add i64 %2118, %2124
  %2126 = trunc i64 %2125 to i32
  %2127 = sub i32 %2126, 1
  %2128 = sub i32 %2127, %c486
  %2129 = mul i32 %2128, 512
  %2130 = sext i32 %2129 to i64
  %2131 = sub i64 %2114, %2130
  %2132 = icmp slt i64 %2131, 0
  %2133 = sext i32 %N to i64
  %2134 = sext i32 %N to i64
  %2135 = sdiv i64 %2134, 512
  %2136 = sub i64 0, %2134
  %2137 = select i1 false, i64 %2136, i64 %2135
  %2138 = srem i64 %2134, 512
  %2139 = icmp ne i64 %2138, 0
  %2140 = icmp slt i64 %2134, 0
  %2141 = icmp eq i1 %2140, false
  %2142 = and i1 %2139, %2141
  %2143 = zext i1 %2142 to i64
  %2144 = add i64 %2137, %2143
  %2145 = trunc i64 %2144 to i32
  %2146 = sub i32 %2145, 1
  %2147 = sub i32 %2146, %c486
  %2148 = mul i32 %2147, 512
  %2149 = sext i32 %2148 to i64
  %2150 = sub i64 %2133, %2149
  %2151 = icmp sgt i64 %2150, 512
  %2152 = sext i32 %N to i64
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
  %2166 = sub i32 %2165, %c486
  %2167 = mul i32 %2166, 512
  %2168 = sext i32 %2167 to i64
  %2169 = sub i64 %2152, %2168
  %2170 = select i1 %2151, i64 512, i64 %2169
  %2171 = select i1 %2132, i64 0, i64 %2170
  %2172 = select i1 %2056, i64 %2113, i64 %2171
  %2173 = trunc i64 %2172 to i32
  %2174 = icmp sgt i32 %2173, 512
  %2175 = sext i32 %N to i64
  %2176 = sext i32 %N to i64
  %2177 = sdiv i64 %2176, 512
  %2178 = sub i64 0, %2176
  %2179 = select i1 false, i64 %2178, i64 %2177
  %2180 = srem i64 %2176, 512
  %2181 = icmp ne i64 %2180, 0
  %2182 = icmp slt i64 %2176, 0
  %2183 = icmp eq i1 %2182, false
  %2184 = and i1 %2181, %2183
  %2185 = zext i1 %2184 to i64
  %2186 = add i64 %2179, %2185
  %2187 = trunc i64 %2186 to i32
  %2188 = sub i32 %2187, 1
  %2189 = sub i32 %2188, %c486
  %2190 = mul i32 %2189, 512
  %2191 = sext i32 %2190 to i64
  %2192 = sub i64 %2175, %2191
  %2193 = icmp slt i64 %2192, 0
  %2194 = sext i32 %N to i64
  %2195 = sext i32 %N to i64
  %2196 = sdiv i64 %2195, 512
  %2197 = sub i64 0, %2195
  %2198 = select i1 false, i64 %2197, i64 %2196
  %2199 = srem i64 %2195, 512
  %2200 = icmp ne i64 %2199, 0
  %2201 = icmp slt i64 %2195, 0
  %2202 = icmp eq i1 %2201, false
  %2203 = and i1 %2200, %2202
  %2204 = zext i1 %2203 to i64
  %2205 = add i64 %2198, %2204
  %2206 = trunc i64 %2205 to i32
  %2207 = sub i32 %2206, 1
  %2208 = sub i32 %2207, %c486
  %2209 = mul i32 %2208, 512
  %2210 = sext i32 %2209 to i64
  %2211 = sub i64 %2194, %2210
  %2212 = icmp sgt i64 %2211, 512
  %2213 = sext i32 %N to i64
  %2214 = sext i32 %N to i64
  %2215 = sdiv i64 %2214, 512
  %2216 = sub i64 0, %2214
  %2217 = select i1 false, i64 %2216, i64 %2215
  %2218 = srem i64 %2214, 512
  %2219 = icmp ne i64 %2218, 0
  %2220 = icmp slt i64 %2214, 0
  %2221 = icmp eq i1 %2220, false
  %2222 = and i1 %2219, %2221
  %2223 = zext i1 %2222 to i64
  %2224 = add i64 %2217, %2223
  %2225 = trunc i64 %2224 to i32
  %2226 = sub i32 %2225, 1
  %2227 = sub i32 %2226, %c486
  %2228 = mul i32 %2227, 512
  %2229 = sext i32 %2228 to i64
  %2230 = sub i64 %2213, %2229
  %2231 = select i1 %2212, i64 512, i64 %2230
  %2232 = select i1 %2193, i64 0, i64 %2231
  %2233 = sext i32 %N to i64
  %2234 = sdiv i64 %2233, 512
  %2235 = sub i64 0, %2233
  %2236 = select i1 false, i64 %2235, i64 %2234
  %2237 = srem i64 %2233, 512
  %2238 = icmp ne i64 %2237, 0
  %2239 = icmp slt i64 %2233, 0
  %2240 = icmp eq i1 %2239, false
  %2241 = and i1 %2238, %2240
  %2242 = zext i1 %2241 to i64
  %2243 = add i64 %2236, %2242
  %2244 = trunc i64 %2243 to i32
  %2245 = sub i32 %2244, 1
  %2246 = sub i32 %2245, %c486
  %2247 = mul i32 %2246, 512
  %2248 = sext i32 %2247 to i64
  %2249 = sub i64 0, %2248
  %2250 = icmp slt i64 %2249, 0
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
  %2264 = sub i32 %2263, %c486
  %2265 = mul i32 %2264, 512
  %2266 = sext i32 %2265 to i64
  %2267 = sub i64 0, %2266
  %2268 = icmp sgt i64 %2267, 512
  %2269 = sext i32 %N to i64
  %2270 = sdiv i64 %2269, 512
  %2271 = sub i64 0, %2269
  %2272 = select i1 false, i64 %2271, i64 %2270
  %2273 = srem i64 %2269, 512
  %2274 = icmp ne i64 %2273, 0
  %2275 = icmp slt i64 %2269, 0
  %2276 = icmp eq i1 %2275, false
  %2277 = and i1 %2274, %2276
  %2278 = zext i1 %2277 to i64
  %2279 = add i64 %2272, %2278
  %2280 = trunc i64 %2279 to i32
  %2281 = sub i32 %2280, 1
  %2282 = sub i32 %2281, %c486
  %2283 = mul i32 %2282, 512
  %2284 = sext i32 %2283 to i64
  %2285 = sub i64 0, %2284
  %2286 = select i1 %2268, i64 512, i64 %2285
  %2287 = select i1 %2250, i64 0, i64 %2286
  %2288 = trunc i64 %2287 to i32
  %2289 = sext i32 %2288 to i64
  %2290 = icmp slt i64 %2232, %2289
  %2291 = sext i32 %N to i64
  %2292 = sdiv i64 %2291, 512
  %2293 = sub i64 0, %2291
  %2294 = select i1 false, i64 %2293, i64 %2292
  %2295 = srem i64 %2291, 512
  %2296 = icmp ne i64 %2295, 0
  %2297 = icmp slt i64 %2291, 0
  %2298 = icmp eq i1 %2297, false
  %2299 = and i1 %2296, %2298
  %2300 = zext i1 %2299 to i64
  %2301 = add i64 %2294, %2300
  %2302 = trunc i64 %2301 to i32
  %2303 = sub i32 %2302, 1
  %2304 = sub i32 %2303, %c486
  %2305 = mul i32 %2304, 512
  %2306 = sext i32 %2305 to i64
  %2307 = sub i64 0, %2306
  %2308 = icmp slt i64 %2307, 0
  %2309 = sext i32 %N to i64
  %2310 = sdiv i64 %2309, 512
  %2311 = sub i64 0, %2309
  %2312 = select i1 false, i64 %2311, i64 %2310
  %2313 = srem i64 %2309, 512
  %2314 = icmp ne i64 %2313, 0
  %2315 = icmp slt i64 %2309, 0
  %2316 = icmp eq i1 %2315, false
  %2317 = and i1 %2314, %2316
  %2318 = zext i1 %2317 to i64
  %2319 = add i64 %2312, %2318
  %2320 = trunc i64 %2319 to i32
  %2321 = sub i32 %2320, 1
  %2322 = sub i32 %2321, %c486
  %2323 = mul i32 %2322, 512
  %2324 = sext i32 %2323 to i64
  %2325 = sub i64 0, %2324
  %2326 = icmp sgt i64 %2325, 512
  %2327 = sext i32 %N to i64
  %2328 = sdiv i64 %2327, 512
  %2329 = sub i64 0, %2327
  %2330 = select i1 false, i64 %2329, i64 %2328
  %2331 = srem i64 %2327, 512
  %2332 = icmp ne i64 %2331, 0
  %2333 = icmp slt i64 %2327, 0
  %2334 = icmp eq i1 %2333, false
  %2335 = and i1 %2332, %2334
  %2336 = zext i1 %2335 to i64
  %2337 = add i64 %2330, %2336
  %2338 = trunc i64 %2337 to i32
  %2339 = sub i32 %2338, 1
  %2340 = sub i32 %2339, %c486
  %2341 = mul i32 %2340, 512
  %2342 = sext i32 %2341 to i64
  %2343 = sub i64 0, %2342
  %2344 = select i1 %2326, i64 512, i64 %2343
  %2345 = select i1 %2308, i64 0, i64 %2344
  %2346 = trunc i64 %2345 to i32
  %2347 = sext i32 %2346 to i64
  %2348 = sext i32 %N to i64
  %2349 = sext i32 %N to i64
  %2350 = sdiv i64 %2349, 512
  %2351 = sub i64 0, %2349
  %2352 = select i1 false, i64 %2351, i64 %2350
  %2353 = srem i64 %2349, 512
  %2354 = icmp ne i64 %2353, 0
  %2355 = icmp slt i64 %2349, 0
  %2356 = icmp eq i1 %2355, false
  %2357 = and i1 %2354, %2356
  %2358 = zext i1 %2357 to i64
  %2359 = add i64 %2352, %2358
  %2360 = trunc i64 %2359 to i32
  %2361 = sub i32 %2360, 1
  %2362 = sub i32 %2361, %c486
  %2363 = mul i32 %2362, 512
  %2364 = sext i32 %2363 to i64
  %2365 = sub i64 %2348, %2364
  %2366 = icmp slt i64 %2365, 0
  %2367 = sext i32 %N to i64
  %2368 = sext i32 %N to i64
  %2369 = sdiv i64 %2368, 512
  %2370 = sub i64 0, %2368
  %2371 = select i1 false, i64 %2370, i64 %2369
  %2372 = srem i64 %2368, 512
  %2373 = icmp ne i64 %2372, 0
  %2374 = icmp slt i64 %2368, 0
  %2375 = icmp eq i1 %2374, false
  %2376 = and i1 %2373, %2375
  %2377 = zext i1 %2376 to i64
  %2378 = add i64 %2371, %2377
  %2379 = trunc i64 %2378 to i32
  %2380 = sub i32 %2379, 1
  %2381 = sub i32 %2380, %c486
  %2382 = mul i32 %2381, 512
  %2383 = sext i32 %2382 to i64
  %2384 = sub i64 %2367, %2383
  %2385 = icmp sgt i64 %2384, 512
  %2386 = sext i32 %N to i64
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
  %2400 = sub i32 %2399, %c486
  %2401 = mul i32 %2400, 512
  %2402 = sext i32 %2401 to i64
  %2403 = sub i64 %2386, %2402
  %2404 = select i1 %2385, i64 512, i64 %2403
  %2405 = select i1 %2366, i64 0, i64 %2404
  %2406 = select i1 %2290, i64 %2347, i64 %2405
  %2407 = trunc i64 %2406 to i32
  %2408 = select i1 %2174, i32 512, i32 %2407
  %tl_cols18 = select i1 %1940, i32 0, i32 %2408
  br label %for.cond522

for.end520:                                       ; preds = %for.cond518
  %2409 = mul i32 %bx, 4
  %2410 = icmp sle i32 0, %2409
  %2411 = mul i32 %bx, 4
  %2412 = sext i32 %2411 to i64
  %2413 = add i64 %2412, 4
  %2414 = sext i32 %M to i64
  %2415 = icmp sle i64 %2413, %2414
  %2416 = and i1 %2410, %2415
  %2417 = mul i32 %t, 512
  %2418 = icmp sle i32 0, %2417
  %2419 = mul i32 %t, 512
  %2420 = sext i32 %2419 to i64
  %2421 = add i64 %2420, 512
  %2422 = sext i32 %N to i64
  %2423 = icmp sle i64 %2421, %2422
  %2424 = and i1 %2418, %2423
  %2425 = and i1 %2416, %2424
  br i1 %2425, label %if.then529, label %if.else530

for.cond522:                                      ; preds = %for.body523, %for.body519
  %j525 = phi i32 [ 0, %for.body519 ], [ %2448, %for.body523 ]
  %2426 = icmp slt i32 %j525, %tl_cols18
  br i1 %2426, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %2427 = sext i32 %i521 to i64
  %2428 = mul nsw i64 %2427, 512
  %2429 = sext i32 %j525 to i64
  %2430 = add nsw i64 %2428, %2429
  %2431 = getelementptr inbounds float, ptr %X_f, i64 %2430
  %2432 = load float, ptr %2431, align 4
  %2433 = sext i32 %i521 to i64
  %2434 = getelementptr inbounds float, ptr %m, i64 %2433
  %2435 = load float, ptr %2434, align 4
  %2436 = fsub float %2432, %2435
  %2437 = call float @tilec_expf(float %2436)
  %2438 = sext i32 %i521 to i64
  %2439 = getelementptr inbounds float, ptr %l, i64 %2438
  %2440 = load float, ptr %2439, align 4
  %2441 = fdiv float 1.000000e+00, %2440
  %2442 = fmul float %2437, %2441
  %2443 = sext i32 %i521 to i64
  %2444 = mul nsw i64 %2443, 512
  %2445 = sext i32 %j525 to i64
  %2446 = add nsw i64 %2444, %2445
  %2447 = getelementptr inbounds float, ptr %X_f, i64 %2446
  store float %2442, ptr %2447, align 4
  %2448 = add nsw i32 %j525, 1
  br label %for.cond522, !llvm.loop !125

for.end524:                                       ; preds = %for.cond522
  %2449 = sext i32 %i521 to i64
  %2450 = getelementptr inbounds float, ptr %m, i64 %2449
  %2451 = load float, ptr %2450, align 4
  %2452 = fsub float 0.000000e+00, %2451
  %2453 = call float @tilec_expf(float %2452)
  %2454 = sext i32 %i521 to i64
  %2455 = getelementptr inbounds float, ptr %l, i64 %2454
  %2456 = load float, ptr %2455, align 4
  %2457 = fdiv float 1.000000e+00, %2456
  %tl_col20 = fmul float %2453, %2457
  %2458 = sub i32 512, %tl_cols18
  br label %for.cond526

for.cond526:                                      ; preds = %for.body527, %for.end524
  %j19 = phi i32 [ 0, %for.end524 ], [ %2466, %for.body527 ]
  %2459 = icmp slt i32 %j19, %2458
  br i1 %2459, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2460 = sext i32 %i521 to i64
  %2461 = mul nsw i64 %2460, 512
  %2462 = add i32 %tl_cols18, %j19
  %2463 = sext i32 %2462 to i64
  %2464 = add nsw i64 %2461, %2463
  %2465 = getelementptr inbounds float, ptr %X_f, i64 %2464
  store float %tl_col20, ptr %2465, align 4
  %2466 = add nsw i32 %j19, 1
  br label %for.cond526, !llvm.loop !126

for.end528:                                       ; preds = %for.cond526
  %2467 = add nsw i32 %i521, 1
  br label %for.cond518, !llvm.loop !127

if.then529:                                       ; preds = %for.end520
  br label %for.cond532

if.else530:                                       ; preds = %for.end520
  br label %for.cond543

if.end531:                                        ; preds = %for.end545, %for.end534
  %2468 = add nsw i32 %c486, 1
  br label %for.cond483, !llvm.loop !128

for.cond532:                                      ; preds = %if.end538, %if.then529
  %i15535 = phi i32 [ 0, %if.then529 ], [ %2488, %if.end538 ]
  %2469 = icmp slt i32 %i15535, 4
  br i1 %2469, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2470 = sext i32 %M to i64
  %2471 = sext i32 %N to i64
  %2472 = mul i64 %2470, %2471
  %2473 = icmp sge i64 %2472, 8388608
  br i1 %2473, label %if.then536, label %if.else537

for.end534:                                       ; preds = %for.cond532
  br label %if.end531

if.then536:                                       ; preds = %for.body533
  %2474 = mul i32 %bx, 4
  %2475 = add i32 %2474, %i15535
  %2476 = sext i32 %2475 to i64
  %2477 = sext i32 %N to i64
  %2478 = mul nsw i64 %2476, %2477
  %2479 = mul i32 %t, 512
  %2480 = add i32 %2479, 0
  %2481 = sext i32 %2480 to i64
  %2482 = add nsw i64 %2478, %2481
  %2483 = getelementptr inbounds float, ptr %Y, i64 %2482
  %2484 = sext i32 %i15535 to i64
  %2485 = mul nsw i64 %2484, 512
  %2486 = add nsw i64 %2485, 0
  %2487 = getelementptr inbounds float, ptr %X_f, i64 %2486
  call void @tilec_rt_stream(ptr %2483, ptr %2487, i64 2048)
  br label %if.end538

if.else537:                                       ; preds = %for.body533
  br label %for.cond539

if.end538:                                        ; preds = %for.end541, %if.then536
  %2488 = add nsw i32 %i15535, 1
  br label %for.cond532, !llvm.loop !129

for.cond539:                                      ; preds = %for.body540, %if.else537
  %j5542 = phi i32 [ 0, %if.else537 ], [ %2506, %for.body540 ]
  %2489 = icmp slt i32 %j5542, 512
  br i1 %2489, label %for.body540, label %for.end541

for.body540:                                      ; preds = %for.cond539
  %2490 = sext i32 %i15535 to i64
  %2491 = mul nsw i64 %2490, 512
  %2492 = sext i32 %j5542 to i64
  %2493 = add nsw i64 %2491, %2492
  %2494 = getelementptr inbounds float, ptr %X_f, i64 %2493
  %2495 = load float, ptr %2494, align 4
  %2496 = mul i32 %bx, 4
  %2497 = add i32 %2496, %i15535
  %2498 = sext i32 %2497 to i64
  %2499 = sext i32 %N to i64
  %2500 = mul nsw i64 %2498, %2499
  %2501 = mul i32 %t, 512
  %2502 = add i32 %2501, %j5542
  %2503 = sext i32 %2502 to i64
  %2504 = add nsw i64 %2500, %2503
  %2505 = getelementptr inbounds float, ptr %Y, i64 %2504
  store float %2495, ptr %2505, align 4
  %2506 = add nsw i32 %j5542, 1
  br label %for.cond539, !llvm.loop !130

for.end541:                                       ; preds = %for.cond539
  br label %if.end538

for.cond543:                                      ; preds = %for.end549, %if.else530
  %i15546 = phi i32 [ 0, %if.else530 ], [ %2534, %for.end549 ]
  %2507 = icmp slt i32 %i15546, 4
  br i1 %2507, label %for.body544, label %for.end545

for.body544:                                      ; preds = %for.cond543
  br label %for.cond547

for.end545:                                       ; preds = %for.cond543
  br label %if.end531

for.cond547:                                      ; preds = %if.end553, %for.body544
  %j5550 = phi i32 [ 0, %for.body544 ], [ %2551, %if.end553 ]
  %2508 = icmp slt i32 %j5550, 512
  br i1 %2508, label %for.body548, label %for.end549

for.body548:                                      ; preds = %for.cond547
  %2509 = mul i32 %bx, 4
  %2510 = sext i32 %2509 to i64
  %2511 = sext i32 %i15546 to i64
  %2512 = add i64 %2510, %2511
  %2513 = icmp sle i64 0, %2512
  %2514 = mul i32 %bx, 4
  %2515 = sext i32 %2514 to i64
  %2516 = sext i32 %i15546 to i64
  %2517 = add i64 %2515, %2516
  %2518 = sext i32 %M to i64
  %2519 = icmp slt i64 %2517, %2518
  %2520 = and i1 %2513, %2519
  %2521 = mul i32 %t, 512
  %2522 = sext i32 %2521 to i64
  %2523 = sext i32 %j5550 to i64
  %2524 = add i64 %2522, %2523
  %2525 = icmp sle i64 0, %2524
  %2526 = mul i32 %t, 512
  %2527 = sext i32 %2526 to i64
  %2528 = sext i32 %j5550 to i64
  %2529 = add i64 %2527, %2528
  %2530 = sext i32 %N to i64
  %2531 = icmp slt i64 %2529, %2530
  %2532 = and i1 %2525, %2531
  %2533 = and i1 %2520, %2532
  br i1 %2533, label %if.then551, label %if.else552

for.end549:                                       ; preds = %for.cond547
  %2534 = add nsw i32 %i15546, 1
  br label %for.cond543, !llvm.loop !131

if.then551:                                       ; preds = %for.body548
  %2535 = sext i32 %i15546 to i64
  %2536 = mul nsw i64 %2535, 512
  %2537 = sext i32 %j5550 to i64
  %2538 = add nsw i64 %2536, %2537
  %2539 = getelementptr inbounds float, ptr %X_f, i64 %2538
  %2540 = load float, ptr %2539, align 4
  %2541 = mul i32 %bx, 4
  %2542 = add i32 %2541, %i15546
  %2543 = sext i32 %2542 to i64
  %2544 = sext i32 %N to i64
  %2545 = mul nsw i64 %2543, %2544
  %2546 = mul i32 %t, 512
  %2547 = add i32 %2546, %j5550
  %2548 = sext i32 %2547 to i64
  %2549 = add nsw i64 %2545, %2548
  %2550 = getelementptr inbounds float, ptr %Y, i64 %2549
  store float %2540, ptr %2550, align 4
  br label %if.end553

if.else552:                                       ; preds = %for.body548
  br label %if.end553

if.end553:                                        ; preds = %if.else552, %if.then551
  %2551 = add nsw i32 %j5550, 1
  br label %for.cond547, !llvm.loop !132
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

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
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
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
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
