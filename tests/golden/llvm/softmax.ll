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
  br label %for.cond371

if.end245:                                        ; preds = %for.end473, %for.end248
  br label %if.end120

for.cond246:                                      ; preds = %if.end345, %if.then243
  %r = phi i32 [ 0, %if.then243 ], [ %1075, %if.end345 ]
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
  br label %for.cond258

if.end251:                                        ; preds = %for.end260, %for.end254
  br label %for.cond276

for.cond252:                                      ; preds = %for.end257, %if.then249
  %i13 = phi i32 [ 0, %if.then249 ], [ %805, %for.end257 ]
  %787 = icmp slt i32 %i13, 1
  br i1 %787, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  br label %for.cond255

for.end254:                                       ; preds = %for.cond252
  br label %if.end251

for.cond255:                                      ; preds = %for.body256, %for.body253
  %j3 = phi i32 [ 0, %for.body253 ], [ %804, %for.body256 ]
  %788 = icmp slt i32 %j3, 4096
  br i1 %788, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %789 = mul i32 %bx, 4
  %790 = add i32 %789, %r
  %791 = add i32 %790, %i13
  %792 = sext i32 %791 to i64
  %793 = sext i32 %N to i64
  %794 = mul nsw i64 %792, %793
  %795 = sext i32 %j3 to i64
  %796 = add nsw i64 %794, %795
  %797 = getelementptr inbounds float, ptr %X, i64 %796
  %798 = load float, ptr %797, align 4
  %799 = sext i32 %i13 to i64
  %800 = mul nsw i64 %799, 4096
  %801 = sext i32 %j3 to i64
  %802 = add nsw i64 %800, %801
  %803 = getelementptr inbounds float, ptr %X_r, i64 %802
  store float %798, ptr %803, align 4
  %804 = add nsw i32 %j3, 1
  br label %for.cond255, !llvm.loop !60

for.end257:                                       ; preds = %for.cond255
  %805 = add nsw i32 %i13, 1
  br label %for.cond252, !llvm.loop !61

for.cond258:                                      ; preds = %for.end275, %if.else250
  %i13261 = phi i32 [ 0, %if.else250 ], [ %861, %for.end275 ]
  %806 = icmp slt i32 %i13261, 1
  br i1 %806, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %807 = sext i32 %N to i64
  %808 = icmp slt i64 %807, 0
  %809 = sext i32 %N to i64
  %810 = icmp sgt i64 %809, 4096
  %811 = sext i32 %N to i64
  %812 = select i1 %810, i64 4096, i64 %811
  %813 = select i1 %808, i64 0, i64 %812
  %tl_hi6 = trunc i64 %813 to i32
  %814 = mul i32 %bx, 4
  %815 = add i32 %814, %r
  %816 = sext i32 %815 to i64
  %817 = sext i32 %i13261 to i64
  %818 = add i64 %816, %817
  %819 = icmp sle i64 0, %818
  %820 = mul i32 %bx, 4
  %821 = add i32 %820, %r
  %822 = sext i32 %821 to i64
  %823 = sext i32 %i13261 to i64
  %824 = add i64 %822, %823
  %825 = sext i32 %M to i64
  %826 = icmp slt i64 %824, %825
  %827 = and i1 %819, %826
  br i1 %827, label %if.then262, label %if.else263

for.end260:                                       ; preds = %for.cond258
  br label %if.end251

if.then262:                                       ; preds = %for.body259
  br label %for.cond265

if.else263:                                       ; preds = %for.body259
  br label %for.cond269

if.end264:                                        ; preds = %for.end271, %for.end267
  %828 = sub i32 4096, %tl_hi6
  br label %for.cond273

for.cond265:                                      ; preds = %for.body266, %if.then262
  %j3268 = phi i32 [ 0, %if.then262 ], [ %845, %for.body266 ]
  %829 = icmp slt i32 %j3268, %tl_hi6
  br i1 %829, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %830 = mul i32 %bx, 4
  %831 = add i32 %830, %r
  %832 = add i32 %831, %i13261
  %833 = sext i32 %832 to i64
  %834 = sext i32 %N to i64
  %835 = mul nsw i64 %833, %834
  %836 = sext i32 %j3268 to i64
  %837 = add nsw i64 %835, %836
  %838 = getelementptr inbounds float, ptr %X, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = sext i32 %i13261 to i64
  %841 = mul nsw i64 %840, 4096
  %842 = sext i32 %j3268 to i64
  %843 = add nsw i64 %841, %842
  %844 = getelementptr inbounds float, ptr %X_r, i64 %843
  store float %839, ptr %844, align 4
  %845 = add nsw i32 %j3268, 1
  br label %for.cond265, !llvm.loop !62

for.end267:                                       ; preds = %for.cond265
  br label %if.end264

for.cond269:                                      ; preds = %for.body270, %if.else263
  %j3272 = phi i32 [ 0, %if.else263 ], [ %852, %for.body270 ]
  %846 = icmp slt i32 %j3272, %tl_hi6
  br i1 %846, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %847 = sext i32 %i13261 to i64
  %848 = mul nsw i64 %847, 4096
  %849 = sext i32 %j3272 to i64
  %850 = add nsw i64 %848, %849
  %851 = getelementptr inbounds float, ptr %X_r, i64 %850
  store float 0.000000e+00, ptr %851, align 4
  %852 = add nsw i32 %j3272, 1
  br label %for.cond269, !llvm.loop !63

for.end271:                                       ; preds = %for.cond269
  br label %if.end264

for.cond273:                                      ; preds = %for.body274, %if.end264
  %j31 = phi i32 [ 0, %if.end264 ], [ %860, %for.body274 ]
  %853 = icmp slt i32 %j31, %828
  br i1 %853, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %854 = sext i32 %i13261 to i64
  %855 = mul nsw i64 %854, 4096
  %856 = add i32 %tl_hi6, %j31
  %857 = sext i32 %856 to i64
  %858 = add nsw i64 %855, %857
  %859 = getelementptr inbounds float, ptr %X_r, i64 %858
  store float 0.000000e+00, ptr %859, align 4
  %860 = add nsw i32 %j31, 1
  br label %for.cond273, !llvm.loop !64

for.end275:                                       ; preds = %for.cond273
  %861 = add nsw i32 %i13261, 1
  br label %for.cond258, !llvm.loop !65

for.cond276:                                      ; preds = %for.end286, %if.end251
  %i279 = phi i32 [ 0, %if.end251 ], [ %892, %for.end286 ]
  %862 = icmp slt i32 %i279, 1
  br i1 %862, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %863 = sext i32 %N to i64
  %864 = icmp slt i64 %863, 0
  %865 = sext i32 %N to i64
  %866 = icmp sgt i64 %865, 4096
  %867 = sext i32 %N to i64
  %868 = select i1 %866, i64 4096, i64 %867
  %869 = select i1 %864, i64 0, i64 %868
  %tl_hi7 = trunc i64 %869 to i32
  br label %for.cond280

for.end278:                                       ; preds = %for.cond276
  br label %for.cond287

for.cond280:                                      ; preds = %for.body281, %for.body277
  %j283 = phi i32 [ 0, %for.body277 ], [ %882, %for.body281 ]
  %870 = icmp slt i32 %j283, %tl_hi7
  br i1 %870, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %871 = sext i32 %i279 to i64
  %872 = mul nsw i64 %871, 4096
  %873 = sext i32 %j283 to i64
  %874 = add nsw i64 %872, %873
  %875 = getelementptr inbounds float, ptr %X_r, i64 %874
  %876 = load float, ptr %875, align 4
  %877 = sext i32 %i279 to i64
  %878 = mul nsw i64 %877, 4096
  %879 = sext i32 %j283 to i64
  %880 = add nsw i64 %878, %879
  %881 = getelementptr inbounds float, ptr %X_r, i64 %880
  store float %876, ptr %881, align 4
  %882 = add nsw i32 %j283, 1
  br label %for.cond280, !llvm.loop !66

for.end282:                                       ; preds = %for.cond280
  %883 = sub i32 4096, %tl_hi7
  br label %for.cond284

for.cond284:                                      ; preds = %for.body285, %for.end282
  %j8 = phi i32 [ 0, %for.end282 ], [ %891, %for.body285 ]
  %884 = icmp slt i32 %j8, %883
  br i1 %884, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %885 = sext i32 %i279 to i64
  %886 = mul nsw i64 %885, 4096
  %887 = add i32 %tl_hi7, %j8
  %888 = sext i32 %887 to i64
  %889 = add nsw i64 %886, %888
  %890 = getelementptr inbounds float, ptr %X_r, i64 %889
  store float 0xFFF0000000000000, ptr %890, align 4
  %891 = add nsw i32 %j8, 1
  br label %for.cond284, !llvm.loop !67

for.end286:                                       ; preds = %for.cond284
  %892 = add nsw i32 %i279, 1
  br label %for.cond276, !llvm.loop !68

for.cond287:                                      ; preds = %for.end302, %for.end278
  %i6 = phi i32 [ 0, %for.end278 ], [ %937, %for.end302 ]
  %893 = icmp slt i32 %i6, 1
  br i1 %893, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  br label %for.cond290

for.end289:                                       ; preds = %for.cond287
  br label %for.cond304

for.cond290:                                      ; preds = %for.body291, %for.body288
  %lane4 = phi i32 [ 0, %for.body288 ], [ %903, %for.body291 ]
  %894 = icmp slt i32 %lane4, 32
  br i1 %894, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %895 = sext i32 %i6 to i64
  %896 = mul nsw i64 %895, 4096
  %897 = sext i32 %lane4 to i64
  %898 = add nsw i64 %896, %897
  %899 = getelementptr inbounds float, ptr %X_r, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = sext i32 %lane4 to i64
  %902 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %901
  store float %900, ptr %902, align 4
  %903 = add nsw i32 %lane4, 1
  br label %for.cond290, !llvm.loop !69

for.end292:                                       ; preds = %for.cond290
  br label %for.cond293

for.cond293:                                      ; preds = %for.end298, %for.end292
  %red4 = phi i32 [ 0, %for.end292 ], [ %925, %for.end298 ]
  %904 = icmp slt i32 %red4, 127
  br i1 %904, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  br label %for.cond296

for.end295:                                       ; preds = %for.cond293
  %905 = sext i32 %i6 to i64
  %906 = getelementptr inbounds float, ptr %m_r, i64 %905
  store float 0xFFF0000000000000, ptr %906, align 4
  br label %for.cond300

for.cond296:                                      ; preds = %for.body297, %for.body294
  %lane4299 = phi i32 [ 0, %for.body294 ], [ %924, %for.body297 ]
  %907 = icmp slt i32 %lane4299, 32
  br i1 %907, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %908 = sext i32 %lane4299 to i64
  %909 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %908
  %lane_acc2 = load float, ptr %909, align 4
  %910 = sext i32 %i6 to i64
  %911 = mul nsw i64 %910, 4096
  %912 = add i32 %red4, 1
  %913 = mul i32 %912, 32
  %914 = add i32 %913, %lane4299
  %915 = sext i32 %914 to i64
  %916 = add nsw i64 %911, %915
  %917 = getelementptr inbounds float, ptr %X_r, i64 %916
  %lane_next2 = load float, ptr %917, align 4
  %918 = fcmp une float %lane_next2, %lane_next2
  %919 = fcmp ogt float %lane_acc2, %lane_next2
  %920 = select i1 %919, float %lane_acc2, float %lane_next2
  %921 = select i1 %918, float %lane_acc2, float %920
  %922 = sext i32 %lane4299 to i64
  %923 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %922
  store float %921, ptr %923, align 4
  %924 = add nsw i32 %lane4299, 1
  br label %for.cond296, !llvm.loop !70

for.end298:                                       ; preds = %for.cond296
  %925 = add nsw i32 %red4, 1
  br label %for.cond293, !llvm.loop !71

for.cond300:                                      ; preds = %for.body301, %for.end295
  %lane4303 = phi i32 [ 0, %for.end295 ], [ %936, %for.body301 ]
  %926 = icmp slt i32 %lane4303, 32
  br i1 %926, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %927 = sext i32 %i6 to i64
  %928 = getelementptr inbounds float, ptr %m_r, i64 %927
  %929 = load float, ptr %928, align 4
  %930 = sext i32 %lane4303 to i64
  %931 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %930
  %932 = load float, ptr %931, align 4
  %933 = call float @llvm.maxnum.f32(float %929, float %932)
  %934 = sext i32 %i6 to i64
  %935 = getelementptr inbounds float, ptr %m_r, i64 %934
  store float %933, ptr %935, align 4
  %936 = add nsw i32 %lane4303, 1
  br label %for.cond300, !llvm.loop !72

for.end302:                                       ; preds = %for.cond300
  %937 = add nsw i32 %i6, 1
  br label %for.cond287, !llvm.loop !73

for.cond304:                                      ; preds = %for.end314, %for.end289
  %i307 = phi i32 [ 0, %for.end289 ], [ %975, %for.end314 ]
  %938 = icmp slt i32 %i307, 1
  br i1 %938, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %939 = sext i32 %N to i64
  %940 = icmp slt i64 %939, 0
  %941 = sext i32 %N to i64
  %942 = icmp sgt i64 %941, 4096
  %943 = sext i32 %N to i64
  %944 = select i1 %942, i64 4096, i64 %943
  %945 = select i1 %940, i64 0, i64 %944
  %tl_cols12 = trunc i64 %945 to i32
  br label %for.cond308

for.end306:                                       ; preds = %for.cond304
  br label %for.cond315

for.cond308:                                      ; preds = %for.body309, %for.body305
  %j311 = phi i32 [ 0, %for.body305 ], [ %962, %for.body309 ]
  %946 = icmp slt i32 %j311, %tl_cols12
  br i1 %946, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  %947 = sext i32 %i307 to i64
  %948 = mul nsw i64 %947, 4096
  %949 = sext i32 %j311 to i64
  %950 = add nsw i64 %948, %949
  %951 = getelementptr inbounds float, ptr %X_r, i64 %950
  %952 = load float, ptr %951, align 4
  %953 = getelementptr inbounds float, ptr %m_r, i64 0
  %954 = load float, ptr %953, align 4
  %955 = fsub float %952, %954
  %956 = call float @tilec_expf(float %955)
  %957 = sext i32 %i307 to i64
  %958 = mul nsw i64 %957, 4096
  %959 = sext i32 %j311 to i64
  %960 = add nsw i64 %958, %959
  %961 = getelementptr inbounds float, ptr %X_r, i64 %960
  store float %956, ptr %961, align 4
  %962 = add nsw i32 %j311, 1
  br label %for.cond308, !llvm.loop !74

for.end310:                                       ; preds = %for.cond308
  %963 = getelementptr inbounds float, ptr %m_r, i64 0
  %964 = load float, ptr %963, align 4
  %965 = fsub float 0xFFF0000000000000, %964
  %tl_col14 = call float @tilec_expf(float %965)
  %966 = sub i32 4096, %tl_cols12
  br label %for.cond312

for.cond312:                                      ; preds = %for.body313, %for.end310
  %j13 = phi i32 [ 0, %for.end310 ], [ %974, %for.body313 ]
  %967 = icmp slt i32 %j13, %966
  br i1 %967, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %968 = sext i32 %i307 to i64
  %969 = mul nsw i64 %968, 4096
  %970 = add i32 %tl_cols12, %j13
  %971 = sext i32 %970 to i64
  %972 = add nsw i64 %969, %971
  %973 = getelementptr inbounds float, ptr %X_r, i64 %972
  store float %tl_col14, ptr %973, align 4
  %974 = add nsw i32 %j13, 1
  br label %for.cond312, !llvm.loop !75

for.end314:                                       ; preds = %for.cond312
  %975 = add nsw i32 %i307, 1
  br label %for.cond304, !llvm.loop !76

for.cond315:                                      ; preds = %for.end330, %for.end306
  %i7 = phi i32 [ 0, %for.end306 ], [ %1019, %for.end330 ]
  %976 = icmp slt i32 %i7, 1
  br i1 %976, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  br label %for.cond318

for.end317:                                       ; preds = %for.cond315
  br label %for.cond332

for.cond318:                                      ; preds = %for.body319, %for.body316
  %lane5 = phi i32 [ 0, %for.body316 ], [ %986, %for.body319 ]
  %977 = icmp slt i32 %lane5, 32
  br i1 %977, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %978 = sext i32 %i7 to i64
  %979 = mul nsw i64 %978, 4096
  %980 = sext i32 %lane5 to i64
  %981 = add nsw i64 %979, %980
  %982 = getelementptr inbounds float, ptr %X_r, i64 %981
  %983 = load float, ptr %982, align 4
  %984 = sext i32 %lane5 to i64
  %985 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %984
  store float %983, ptr %985, align 4
  %986 = add nsw i32 %lane5, 1
  br label %for.cond318, !llvm.loop !77

for.end320:                                       ; preds = %for.cond318
  br label %for.cond321

for.cond321:                                      ; preds = %for.end326, %for.end320
  %red5 = phi i32 [ 0, %for.end320 ], [ %1007, %for.end326 ]
  %987 = icmp slt i32 %red5, 127
  br i1 %987, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  br label %for.cond324

for.end323:                                       ; preds = %for.cond321
  %988 = sext i32 %i7 to i64
  %989 = getelementptr inbounds float, ptr %l_r, i64 %988
  store float 0.000000e+00, ptr %989, align 4
  br label %for.cond328

for.cond324:                                      ; preds = %for.body325, %for.body322
  %lane5327 = phi i32 [ 0, %for.body322 ], [ %1006, %for.body325 ]
  %990 = icmp slt i32 %lane5327, 32
  br i1 %990, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %991 = sext i32 %lane5327 to i64
  %992 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %991
  %993 = load float, ptr %992, align 4
  %994 = sext i32 %i7 to i64
  %995 = mul nsw i64 %994, 4096
  %996 = add i32 %red5, 1
  %997 = mul i32 %996, 32
  %998 = add i32 %997, %lane5327
  %999 = sext i32 %998 to i64
  %1000 = add nsw i64 %995, %999
  %1001 = getelementptr inbounds float, ptr %X_r, i64 %1000
  %1002 = load float, ptr %1001, align 4
  %1003 = fadd float %993, %1002
  %1004 = sext i32 %lane5327 to i64
  %1005 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1004
  store float %1003, ptr %1005, align 4
  %1006 = add nsw i32 %lane5327, 1
  br label %for.cond324, !llvm.loop !78

for.end326:                                       ; preds = %for.cond324
  %1007 = add nsw i32 %red5, 1
  br label %for.cond321, !llvm.loop !79

for.cond328:                                      ; preds = %for.body329, %for.end323
  %lane5331 = phi i32 [ 0, %for.end323 ], [ %1018, %for.body329 ]
  %1008 = icmp slt i32 %lane5331, 32
  br i1 %1008, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1009 = sext i32 %i7 to i64
  %1010 = getelementptr inbounds float, ptr %l_r, i64 %1009
  %1011 = load float, ptr %1010, align 4
  %1012 = sext i32 %lane5331 to i64
  %1013 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = fadd float %1011, %1014
  %1016 = sext i32 %i7 to i64
  %1017 = getelementptr inbounds float, ptr %l_r, i64 %1016
  store float %1015, ptr %1017, align 4
  %1018 = add nsw i32 %lane5331, 1
  br label %for.cond328, !llvm.loop !80

for.end330:                                       ; preds = %for.cond328
  %1019 = add nsw i32 %i7, 1
  br label %for.cond315, !llvm.loop !81

for.cond332:                                      ; preds = %for.end342, %for.end317
  %i335 = phi i32 [ 0, %for.end317 ], [ %1074, %for.end342 ]
  %1020 = icmp slt i32 %i335, 1
  br i1 %1020, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1021 = sext i32 %N to i64
  %1022 = icmp slt i64 %1021, 0
  %1023 = sext i32 %N to i64
  %1024 = icmp sgt i64 %1023, 4096
  %1025 = sext i32 %N to i64
  %1026 = select i1 %1024, i64 4096, i64 %1025
  %1027 = select i1 %1022, i64 0, i64 %1026
  %tl_cols15 = trunc i64 %1027 to i32
  br label %for.cond336

for.end334:                                       ; preds = %for.cond332
  %1028 = mul i32 %bx, 4
  %1029 = add i32 %1028, %r
  %1030 = icmp sle i32 0, %1029
  %1031 = mul i32 %bx, 4
  %1032 = add i32 %1031, %r
  %1033 = sext i32 %1032 to i64
  %1034 = add i64 %1033, 1
  %1035 = sext i32 %M to i64
  %1036 = icmp sle i64 %1034, %1035
  %1037 = and i1 %1030, %1036
  %1038 = sext i32 %N to i64
  %1039 = icmp sle i64 4096, %1038
  %1040 = and i1 %1037, %1039
  br i1 %1040, label %if.then343, label %if.else344

for.cond336:                                      ; preds = %for.body337, %for.body333
  %j339 = phi i32 [ 0, %for.body333 ], [ %1057, %for.body337 ]
  %1041 = icmp slt i32 %j339, %tl_cols15
  br i1 %1041, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1042 = sext i32 %i335 to i64
  %1043 = mul nsw i64 %1042, 4096
  %1044 = sext i32 %j339 to i64
  %1045 = add nsw i64 %1043, %1044
  %1046 = getelementptr inbounds float, ptr %X_r, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = getelementptr inbounds float, ptr %l_r, i64 0
  %1049 = load float, ptr %1048, align 4
  %1050 = fdiv float 1.000000e+00, %1049
  %1051 = fmul float %1047, %1050
  %1052 = sext i32 %i335 to i64
  %1053 = mul nsw i64 %1052, 4096
  %1054 = sext i32 %j339 to i64
  %1055 = add nsw i64 %1053, %1054
  %1056 = getelementptr inbounds float, ptr %X_r, i64 %1055
  store float %1051, ptr %1056, align 4
  %1057 = add nsw i32 %j339, 1
  br label %for.cond336, !llvm.loop !82

for.end338:                                       ; preds = %for.cond336
  %1058 = getelementptr inbounds float, ptr %m_r, i64 0
  %1059 = load float, ptr %1058, align 4
  %1060 = fsub float 0xFFF0000000000000, %1059
  %1061 = call float @tilec_expf(float %1060)
  %1062 = getelementptr inbounds float, ptr %l_r, i64 0
  %1063 = load float, ptr %1062, align 4
  %1064 = fdiv float 1.000000e+00, %1063
  %tl_col17 = fmul float %1061, %1064
  %1065 = sub i32 4096, %tl_cols15
  br label %for.cond340

for.cond340:                                      ; preds = %for.body341, %for.end338
  %j16 = phi i32 [ 0, %for.end338 ], [ %1073, %for.body341 ]
  %1066 = icmp slt i32 %j16, %1065
  br i1 %1066, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1067 = sext i32 %i335 to i64
  %1068 = mul nsw i64 %1067, 4096
  %1069 = add i32 %tl_cols15, %j16
  %1070 = sext i32 %1069 to i64
  %1071 = add nsw i64 %1068, %1070
  %1072 = getelementptr inbounds float, ptr %X_r, i64 %1071
  store float %tl_col17, ptr %1072, align 4
  %1073 = add nsw i32 %j16, 1
  br label %for.cond340, !llvm.loop !83

for.end342:                                       ; preds = %for.cond340
  %1074 = add nsw i32 %i335, 1
  br label %for.cond332, !llvm.loop !84

if.then343:                                       ; preds = %for.end334
  br label %for.cond346

if.else344:                                       ; preds = %for.end334
  br label %for.cond357

if.end345:                                        ; preds = %for.end359, %for.end348
  %1075 = add nsw i32 %r, 1
  br label %for.cond246, !llvm.loop !85

for.cond346:                                      ; preds = %if.end352, %if.then343
  %i13349 = phi i32 [ 0, %if.then343 ], [ %1093, %if.end352 ]
  %1076 = icmp slt i32 %i13349, 1
  br i1 %1076, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1077 = sext i32 %M to i64
  %1078 = sext i32 %N to i64
  %1079 = mul i64 %1077, %1078
  %1080 = icmp sge i64 %1079, 8388608
  br i1 %1080, label %if.then350, label %if.else351

for.end348:                                       ; preds = %for.cond346
  br label %if.end345

if.then350:                                       ; preds = %for.body347
  %1081 = mul i32 %bx, 4
  %1082 = add i32 %1081, %r
  %1083 = add i32 %1082, %i13349
  %1084 = sext i32 %1083 to i64
  %1085 = sext i32 %N to i64
  %1086 = mul nsw i64 %1084, %1085
  %1087 = add nsw i64 %1086, 0
  %1088 = getelementptr inbounds float, ptr %Y, i64 %1087
  %1089 = sext i32 %i13349 to i64
  %1090 = mul nsw i64 %1089, 4096
  %1091 = add nsw i64 %1090, 0
  %1092 = getelementptr inbounds float, ptr %X_r, i64 %1091
  call void @tilec_rt_stream(ptr %1088, ptr %1092, i64 16384)
  br label %if.end352

if.else351:                                       ; preds = %for.body347
  br label %for.cond353

if.end352:                                        ; preds = %for.end355, %if.then350
  %1093 = add nsw i32 %i13349, 1
  br label %for.cond346, !llvm.loop !86

for.cond353:                                      ; preds = %for.body354, %if.else351
  %j3356 = phi i32 [ 0, %if.else351 ], [ %1110, %for.body354 ]
  %1094 = icmp slt i32 %j3356, 4096
  br i1 %1094, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1095 = sext i32 %i13349 to i64
  %1096 = mul nsw i64 %1095, 4096
  %1097 = sext i32 %j3356 to i64
  %1098 = add nsw i64 %1096, %1097
  %1099 = getelementptr inbounds float, ptr %X_r, i64 %1098
  %1100 = load float, ptr %1099, align 4
  %1101 = mul i32 %bx, 4
  %1102 = add i32 %1101, %r
  %1103 = add i32 %1102, %i13349
  %1104 = sext i32 %1103 to i64
  %1105 = sext i32 %N to i64
  %1106 = mul nsw i64 %1104, %1105
  %1107 = sext i32 %j3356 to i64
  %1108 = add nsw i64 %1106, %1107
  %1109 = getelementptr inbounds float, ptr %Y, i64 %1108
  store float %1100, ptr %1109, align 4
  %1110 = add nsw i32 %j3356, 1
  br label %for.cond353, !llvm.loop !87

for.end355:                                       ; preds = %for.cond353
  br label %if.end352

for.cond357:                                      ; preds = %if.end363, %if.else344
  %i13360 = phi i32 [ 0, %if.else344 ], [ %1137, %if.end363 ]
  %1111 = icmp slt i32 %i13360, 1
  br i1 %1111, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1112 = sext i32 %N to i64
  %1113 = icmp slt i64 %1112, 0
  %1114 = sext i32 %N to i64
  %1115 = icmp sgt i64 %1114, 4096
  %1116 = sext i32 %N to i64
  %1117 = select i1 %1115, i64 4096, i64 %1116
  %1118 = select i1 %1113, i64 0, i64 %1117
  %tl_hi8 = trunc i64 %1118 to i32
  %1119 = mul i32 %bx, 4
  %1120 = add i32 %1119, %r
  %1121 = sext i32 %1120 to i64
  %1122 = sext i32 %i13360 to i64
  %1123 = add i64 %1121, %1122
  %1124 = icmp sle i64 0, %1123
  %1125 = mul i32 %bx, 4
  %1126 = add i32 %1125, %r
  %1127 = sext i32 %1126 to i64
  %1128 = sext i32 %i13360 to i64
  %1129 = add i64 %1127, %1128
  %1130 = sext i32 %M to i64
  %1131 = icmp slt i64 %1129, %1130
  %1132 = and i1 %1124, %1131
  br i1 %1132, label %if.then361, label %if.else362

for.end359:                                       ; preds = %for.cond357
  br label %if.end345

if.then361:                                       ; preds = %for.body358
  %1133 = sext i32 %M to i64
  %1134 = sext i32 %N to i64
  %1135 = mul i64 %1133, %1134
  %1136 = icmp sge i64 %1135, 8388608
  br i1 %1136, label %if.then364, label %if.else365

if.else362:                                       ; preds = %for.body358
  br label %if.end363

if.end363:                                        ; preds = %if.else362, %if.end366
  %1137 = add nsw i32 %i13360, 1
  br label %for.cond357, !llvm.loop !88

if.then364:                                       ; preds = %if.then361
  %1138 = sext i32 %tl_hi8 to i64
  %1139 = mul i32 %bx, 4
  %1140 = add i32 %1139, %r
  %1141 = add i32 %1140, %i13360
  %1142 = sext i32 %1141 to i64
  %1143 = sext i32 %N to i64
  %1144 = mul nsw i64 %1142, %1143
  %1145 = add nsw i64 %1144, 0
  %1146 = getelementptr inbounds float, ptr %Y, i64 %1145
  %1147 = sext i32 %i13360 to i64
  %1148 = mul nsw i64 %1147, 4096
  %1149 = add nsw i64 %1148, 0
  %1150 = getelementptr inbounds float, ptr %X_r, i64 %1149
  %1151 = mul i64 %1138, 4
  call void @tilec_rt_stream(ptr %1146, ptr %1150, i64 %1151)
  br label %if.end366

if.else365:                                       ; preds = %if.then361
  br label %for.cond367

if.end366:                                        ; preds = %for.end369, %if.then364
  br label %if.end363

for.cond367:                                      ; preds = %for.body368, %if.else365
  %j3370 = phi i32 [ 0, %if.else365 ], [ %1168, %for.body368 ]
  %1152 = icmp slt i32 %j3370, %tl_hi8
  br i1 %1152, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1153 = sext i32 %i13360 to i64
  %1154 = mul nsw i64 %1153, 4096
  %1155 = sext i32 %j3370 to i64
  %1156 = add nsw i64 %1154, %1155
  %1157 = getelementptr inbounds float, ptr %X_r, i64 %1156
  %1158 = load float, ptr %1157, align 4
  %1159 = mul i32 %bx, 4
  %1160 = add i32 %1159, %r
  %1161 = add i32 %1160, %i13360
  %1162 = sext i32 %1161 to i64
  %1163 = sext i32 %N to i64
  %1164 = mul nsw i64 %1162, %1163
  %1165 = sext i32 %j3370 to i64
  %1166 = add nsw i64 %1164, %1165
  %1167 = getelementptr inbounds float, ptr %Y, i64 %1166
  store float %1158, ptr %1167, align 4
  %1168 = add nsw i32 %j3370, 1
  br label %for.cond367, !llvm.loop !89

for.end369:                                       ; preds = %for.cond367
  br label %if.end366

for.cond371:                                      ; preds = %for.body372, %if.else244
  %i14 = phi i32 [ 0, %if.else244 ], [ %1172, %for.body372 ]
  %1169 = icmp slt i32 %i14, 4
  br i1 %1169, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1170 = sext i32 %i14 to i64
  %1171 = getelementptr inbounds float, ptr %m, i64 %1170
  store float 0xFFF0000000000000, ptr %1171, align 4
  %1172 = add nsw i32 %i14, 1
  br label %for.cond371, !llvm.loop !90

for.end373:                                       ; preds = %for.cond371
  br label %for.cond374

for.cond374:                                      ; preds = %for.body375, %for.end373
  %i14377 = phi i32 [ 0, %for.end373 ], [ %1176, %for.body375 ]
  %1173 = icmp slt i32 %i14377, 4
  br i1 %1173, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1174 = sext i32 %i14377 to i64
  %1175 = getelementptr inbounds float, ptr %l, i64 %1174
  store float 0.000000e+00, ptr %1175, align 4
  %1176 = add nsw i32 %i14377, 1
  br label %for.cond374, !llvm.loop !91

for.end376:                                       ; preds = %for.cond374
  %1177 = sext i32 %N to i64
  %1178 = sdiv i64 %1177, 512
  %1179 = sub i64 0, %1177
  %1180 = select i1 false, i64 %1179, i64 %1178
  %1181 = srem i64 %1177, 512
  %1182 = icmp ne i64 %1181, 0
  %1183 = icmp slt i64 %1177, 0
  %1184 = icmp eq i1 %1183, false
  %1185 = and i1 %1182, %1184
  %1186 = zext i1 %1185 to i64
  %1187 = add i64 %1180, %1186
  %1188 = trunc i64 %1187 to i32
  br label %for.cond378

for.cond378:                                      ; preds = %for.end469, %for.end376
  %c = phi i32 [ 0, %for.end376 ], [ %1502, %for.end469 ]
  %1189 = icmp slt i32 %c, %1188
  br i1 %1189, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1190 = mul i32 %bx, 4
  %1191 = icmp sle i32 0, %1190
  %1192 = mul i32 %bx, 4
  %1193 = sext i32 %1192 to i64
  %1194 = add i64 %1193, 4
  %1195 = sext i32 %M to i64
  %1196 = icmp sle i64 %1194, %1195
  %1197 = and i1 %1191, %1196
  %1198 = mul i32 %c, 512
  %1199 = icmp sle i32 0, %1198
  %1200 = mul i32 %c, 512
  %1201 = sext i32 %1200 to i64
  %1202 = add i64 %1201, 512
  %1203 = sext i32 %N to i64
  %1204 = icmp sle i64 %1202, %1203
  %1205 = and i1 %1199, %1204
  %1206 = and i1 %1197, %1205
  br i1 %1206, label %if.then381, label %if.else382

for.end380:                                       ; preds = %for.cond378
  %1207 = sext i32 %N to i64
  %1208 = sdiv i64 %1207, 512
  %1209 = sub i64 0, %1207
  %1210 = select i1 false, i64 %1209, i64 %1208
  %1211 = srem i64 %1207, 512
  %1212 = icmp ne i64 %1211, 0
  %1213 = icmp slt i64 %1207, 0
  %1214 = icmp eq i1 %1213, false
  %1215 = and i1 %1212, %1214
  %1216 = zext i1 %1215 to i64
  %1217 = add i64 %1210, %1216
  %1218 = trunc i64 %1217 to i32
  br label %for.cond471

if.then381:                                       ; preds = %for.body379
  br label %for.cond384

if.else382:                                       ; preds = %for.body379
  br label %for.cond391

if.end383:                                        ; preds = %for.end393, %for.end386
  br label %for.cond413

for.cond384:                                      ; preds = %for.end390, %if.then381
  %i14387 = phi i32 [ 0, %if.then381 ], [ %1238, %for.end390 ]
  %1219 = icmp slt i32 %i14387, 4
  br i1 %1219, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  br label %for.cond388

for.end386:                                       ; preds = %for.cond384
  br label %if.end383

for.cond388:                                      ; preds = %for.body389, %for.body385
  %j4 = phi i32 [ 0, %for.body385 ], [ %1237, %for.body389 ]
  %1220 = icmp slt i32 %j4, 512
  br i1 %1220, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1221 = mul i32 %bx, 4
  %1222 = add i32 %1221, %i14387
  %1223 = sext i32 %1222 to i64
  %1224 = sext i32 %N to i64
  %1225 = mul nsw i64 %1223, %1224
  %1226 = mul i32 %c, 512
  %1227 = add i32 %1226, %j4
  %1228 = sext i32 %1227 to i64
  %1229 = add nsw i64 %1225, %1228
  %1230 = getelementptr inbounds float, ptr %X, i64 %1229
  %1231 = load float, ptr %1230, align 4
  %1232 = sext i32 %i14387 to i64
  %1233 = mul nsw i64 %1232, 512
  %1234 = sext i32 %j4 to i64
  %1235 = add nsw i64 %1233, %1234
  %1236 = getelementptr inbounds float, ptr %X_f, i64 %1235
  store float %1231, ptr %1236, align 4
  %1237 = add nsw i32 %j4, 1
  br label %for.cond388, !llvm.loop !92

for.end390:                                       ; preds = %for.cond388
  %1238 = add nsw i32 %i14387, 1
  br label %for.cond384, !llvm.loop !93

for.cond391:                                      ; preds = %for.end411, %if.else382
  %i14394 = phi i32 [ 0, %if.else382 ], [ %1347, %for.end411 ]
  %1239 = icmp slt i32 %i14394, 4
  br i1 %1239, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1240 = mul i32 %c, 512
  %1241 = sext i32 %1240 to i64
  %1242 = sub i64 0, %1241
  %1243 = icmp slt i64 %1242, 0
  %1244 = mul i32 %c, 512
  %1245 = sext i32 %1244 to i64
  %1246 = sub i64 0, %1245
  %1247 = icmp sgt i64 %1246, 512
  %1248 = mul i32 %c, 512
  %1249 = sext i32 %1248 to i64
  %1250 = sub i64 0, %1249
  %1251 = select i1 %1247, i64 512, i64 %1250
  %1252 = select i1 %1243, i64 0, i64 %1251
  %tl_lo9 = trunc i64 %1252 to i32
  %1253 = sext i32 %N to i64
  %1254 = mul i32 %c, 512
  %1255 = sext i32 %1254 to i64
  %1256 = sub i64 %1253, %1255
  %1257 = icmp slt i64 %1256, 0
  %1258 = sext i32 %N to i64
  %1259 = mul i32 %c, 512
  %1260 = sext i32 %1259 to i64
  %1261 = sub i64 %1258, %1260
  %1262 = icmp sgt i64 %1261, 512
  %1263 = sext i32 %N to i64
  %1264 = mul i32 %c, 512
  %1265 = sext i32 %1264 to i64
  %1266 = sub i64 %1263, %1265
  %1267 = select i1 %1262, i64 512, i64 %1266
  %1268 = select i1 %1257, i64 0, i64 %1267
  %1269 = sext i32 %tl_lo9 to i64
  %1270 = icmp slt i64 %1268, %1269
  %1271 = sext i32 %tl_lo9 to i64
  %1272 = sext i32 %N to i64
  %1273 = mul i32 %c, 512
  %1274 = sext i32 %1273 to i64
  %1275 = sub i64 %1272, %1274
  %1276 = icmp slt i64 %1275, 0
  %1277 = sext i32 %N to i64
  %1278 = mul i32 %c, 512
  %1279 = sext i32 %1278 to i64
  %1280 = sub i64 %1277, %1279
  %1281 = icmp sgt i64 %1280, 512
  %1282 = sext i32 %N to i64
  %1283 = mul i32 %c, 512
  %1284 = sext i32 %1283 to i64
  %1285 = sub i64 %1282, %1284
  %1286 = select i1 %1281, i64 512, i64 %1285
  %1287 = select i1 %1276, i64 0, i64 %1286
  %1288 = select i1 %1270, i64 %1271, i64 %1287
  %tl_hi10 = trunc i64 %1288 to i32
  br label %for.cond395

for.end393:                                       ; preds = %for.cond391
  br label %if.end383

for.cond395:                                      ; preds = %for.body396, %for.body392
  %j4398 = phi i32 [ 0, %for.body392 ], [ %1295, %for.body396 ]
  %1289 = icmp slt i32 %j4398, %tl_lo9
  br i1 %1289, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1290 = sext i32 %i14394 to i64
  %1291 = mul nsw i64 %1290, 512
  %1292 = sext i32 %j4398 to i64
  %1293 = add nsw i64 %1291, %1292
  %1294 = getelementptr inbounds float, ptr %X_f, i64 %1293
  store float 0.000000e+00, ptr %1294, align 4
  %1295 = add nsw i32 %j4398, 1
  br label %for.cond395, !llvm.loop !94

for.end397:                                       ; preds = %for.cond395
  %1296 = mul i32 %bx, 4
  %1297 = sext i32 %1296 to i64
  %1298 = sext i32 %i14394 to i64
  %1299 = add i64 %1297, %1298
  %1300 = icmp sle i64 0, %1299
  %1301 = mul i32 %bx, 4
  %1302 = sext i32 %1301 to i64
  %1303 = sext i32 %i14394 to i64
  %1304 = add i64 %1302, %1303
  %1305 = sext i32 %M to i64
  %1306 = icmp slt i64 %1304, %1305
  %1307 = and i1 %1300, %1306
  br i1 %1307, label %if.then399, label %if.else400

if.then399:                                       ; preds = %for.end397
  %1308 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond402

if.else400:                                       ; preds = %for.end397
  %1309 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond405

if.end401:                                        ; preds = %for.end407, %for.end404
  %1310 = sub i32 512, %tl_hi10
  br label %for.cond409

for.cond402:                                      ; preds = %for.body403, %if.then399
  %j41 = phi i32 [ 0, %if.then399 ], [ %1330, %for.body403 ]
  %1311 = icmp slt i32 %j41, %1308
  br i1 %1311, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1312 = mul i32 %bx, 4
  %1313 = add i32 %1312, %i14394
  %1314 = sext i32 %1313 to i64
  %1315 = sext i32 %N to i64
  %1316 = mul nsw i64 %1314, %1315
  %1317 = mul i32 %c, 512
  %1318 = add i32 %tl_lo9, %j41
  %1319 = add i32 %1317, %1318
  %1320 = sext i32 %1319 to i64
  %1321 = add nsw i64 %1316, %1320
  %1322 = getelementptr inbounds float, ptr %X, i64 %1321
  %1323 = load float, ptr %1322, align 4
  %1324 = sext i32 %i14394 to i64
  %1325 = mul nsw i64 %1324, 512
  %1326 = add i32 %tl_lo9, %j41
  %1327 = sext i32 %1326 to i64
  %1328 = add nsw i64 %1325, %1327
  %1329 = getelementptr inbounds float, ptr %X_f, i64 %1328
  store float %1323, ptr %1329, align 4
  %1330 = add nsw i32 %j41, 1
  br label %for.cond402, !llvm.loop !95

for.end404:                                       ; preds = %for.cond402
  br label %if.end401

for.cond405:                                      ; preds = %for.body406, %if.else400
  %j41408 = phi i32 [ 0, %if.else400 ], [ %1338, %for.body406 ]
  %1331 = icmp slt i32 %j41408, %1309
  br i1 %1331, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1332 = sext i32 %i14394 to i64
  %1333 = mul nsw i64 %1332, 512
  %1334 = add i32 %tl_lo9, %j41408
  %1335 = sext i32 %1334 to i64
  %1336 = add nsw i64 %1333, %1335
  %1337 = getelementptr inbounds float, ptr %X_f, i64 %1336
  store float 0.000000e+00, ptr %1337, align 4
  %1338 = add nsw i32 %j41408, 1
  br label %for.cond405, !llvm.loop !96

for.end407:                                       ; preds = %for.cond405
  br label %if.end401

for.cond409:                                      ; preds = %for.body410, %if.end401
  %j41412 = phi i32 [ 0, %if.end401 ], [ %1346, %for.body410 ]
  %1339 = icmp slt i32 %j41412, %1310
  br i1 %1339, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1340 = sext i32 %i14394 to i64
  %1341 = mul nsw i64 %1340, 512
  %1342 = add i32 %tl_hi10, %j41412
  %1343 = sext i32 %1342 to i64
  %1344 = add nsw i64 %1341, %1343
  %1345 = getelementptr inbounds float, ptr %X_f, i64 %1344
  store float 0.000000e+00, ptr %1345, align 4
  %1346 = add nsw i32 %j41412, 1
  br label %for.cond409, !llvm.loop !97

for.end411:                                       ; preds = %for.cond409
  %1347 = add nsw i32 %i14394, 1
  br label %for.cond391, !llvm.loop !98

for.cond413:                                      ; preds = %for.end419, %if.end383
  %i416 = phi i32 [ 0, %if.end383 ], [ %1367, %for.end419 ]
  %1348 = icmp slt i32 %i416, 4
  br i1 %1348, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond417

for.end415:                                       ; preds = %for.cond413
  br label %for.cond421

for.cond417:                                      ; preds = %for.body418, %for.body414
  %j420 = phi i32 [ 0, %for.body414 ], [ %1366, %for.body418 ]
  %1349 = icmp slt i32 %j420, 512
  br i1 %1349, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1350 = mul i32 %c, 512
  %1351 = add i32 %1350, %j420
  %1352 = icmp slt i32 %1351, %N
  %1353 = sext i32 %i416 to i64
  %1354 = mul nsw i64 %1353, 512
  %1355 = sext i32 %j420 to i64
  %1356 = add nsw i64 %1354, %1355
  %1357 = call i64 @llvm.umin.i64(i64 %1356, i64 2047)
  %1358 = getelementptr inbounds float, ptr %X_f, i64 %1357
  %1359 = load float, ptr %1358, align 4
  %1360 = select i1 %1352, float %1359, float 0xFFF0000000000000
  %1361 = sext i32 %i416 to i64
  %1362 = mul nsw i64 %1361, 512
  %1363 = sext i32 %j420 to i64
  %1364 = add nsw i64 %1362, %1363
  %1365 = getelementptr inbounds float, ptr %X_f, i64 %1364
  store float %1360, ptr %1365, align 4
  %1366 = add nsw i32 %j420, 1
  br label %for.cond417, !llvm.loop !99

for.end419:                                       ; preds = %for.cond417
  %1367 = add nsw i32 %i416, 1
  br label %for.cond413, !llvm.loop !100

for.cond421:                                      ; preds = %for.body422, %for.end415
  %i14424 = phi i32 [ 0, %for.end415 ], [ %1374, %for.body422 ]
  %1368 = icmp slt i32 %i14424, 4
  br i1 %1368, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1369 = sext i32 %i14424 to i64
  %1370 = getelementptr inbounds float, ptr %m, i64 %1369
  %1371 = load float, ptr %1370, align 4
  %1372 = sext i32 %i14424 to i64
  %1373 = getelementptr inbounds float, ptr %m_prev, i64 %1372
  store float %1371, ptr %1373, align 4
  %1374 = add nsw i32 %i14424, 1
  br label %for.cond421, !llvm.loop !101

for.end423:                                       ; preds = %for.cond421
  br label %for.cond425

for.cond425:                                      ; preds = %for.end440, %for.end423
  %i9 = phi i32 [ 0, %for.end423 ], [ %1417, %for.end440 ]
  %1375 = icmp slt i32 %i9, 4
  br i1 %1375, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  br label %for.cond428

for.end427:                                       ; preds = %for.cond425
  br label %for.cond442

for.cond428:                                      ; preds = %for.body429, %for.body426
  %lane6 = phi i32 [ 0, %for.body426 ], [ %1385, %for.body429 ]
  %1376 = icmp slt i32 %lane6, 32
  br i1 %1376, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %1377 = sext i32 %i9 to i64
  %1378 = mul nsw i64 %1377, 512
  %1379 = sext i32 %lane6 to i64
  %1380 = add nsw i64 %1378, %1379
  %1381 = getelementptr inbounds float, ptr %X_f, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = sext i32 %lane6 to i64
  %1384 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1383
  store float %1382, ptr %1384, align 4
  %1385 = add nsw i32 %lane6, 1
  br label %for.cond428, !llvm.loop !102

for.end430:                                       ; preds = %for.cond428
  br label %for.cond431

for.cond431:                                      ; preds = %for.end436, %for.end430
  %red6 = phi i32 [ 0, %for.end430 ], [ %1405, %for.end436 ]
  %1386 = icmp slt i32 %red6, 15
  br i1 %1386, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  br label %for.cond434

for.end433:                                       ; preds = %for.cond431
  br label %for.cond438

for.cond434:                                      ; preds = %for.body435, %for.body432
  %lane6437 = phi i32 [ 0, %for.body432 ], [ %1404, %for.body435 ]
  %1387 = icmp slt i32 %lane6437, 32
  br i1 %1387, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  %1388 = sext i32 %lane6437 to i64
  %1389 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1388
  %lane_acc3 = load float, ptr %1389, align 4
  %1390 = sext i32 %i9 to i64
  %1391 = mul nsw i64 %1390, 512
  %1392 = add i32 %red6, 1
  %1393 = mul i32 %1392, 32
  %1394 = add i32 %1393, %lane6437
  %1395 = sext i32 %1394 to i64
  %1396 = add nsw i64 %1391, %1395
  %1397 = getelementptr inbounds float, ptr %X_f, i64 %1396
  %lane_next3 = load float, ptr %1397, align 4
  %1398 = fcmp une float %lane_next3, %lane_next3
  %1399 = fcmp ogt float %lane_acc3, %lane_next3
  %1400 = select i1 %1399, float %lane_acc3, float %lane_next3
  %1401 = select i1 %1398, float %lane_acc3, float %1400
  %1402 = sext i32 %lane6437 to i64
  %1403 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1402
  store float %1401, ptr %1403, align 4
  %1404 = add nsw i32 %lane6437, 1
  br label %for.cond434, !llvm.loop !103

for.end436:                                       ; preds = %for.cond434
  %1405 = add nsw i32 %red6, 1
  br label %for.cond431, !llvm.loop !104

for.cond438:                                      ; preds = %for.body439, %for.end433
  %lane6441 = phi i32 [ 0, %for.end433 ], [ %1416, %for.body439 ]
  %1406 = icmp slt i32 %lane6441, 32
  br i1 %1406, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %1407 = sext i32 %i9 to i64
  %1408 = getelementptr inbounds float, ptr %m, i64 %1407
  %1409 = load float, ptr %1408, align 4
  %1410 = sext i32 %lane6441 to i64
  %1411 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1410
  %1412 = load float, ptr %1411, align 4
  %1413 = call float @llvm.maxnum.f32(float %1409, float %1412)
  %1414 = sext i32 %i9 to i64
  %1415 = getelementptr inbounds float, ptr %m, i64 %1414
  store float %1413, ptr %1415, align 4
  %1416 = add nsw i32 %lane6441, 1
  br label %for.cond438, !llvm.loop !105

for.end440:                                       ; preds = %for.cond438
  %1417 = add nsw i32 %i9, 1
  br label %for.cond425, !llvm.loop !106

for.cond442:                                      ; preds = %for.end448, %for.end427
  %i445 = phi i32 [ 0, %for.end427 ], [ %1437, %for.end448 ]
  %1418 = icmp slt i32 %i445, 4
  br i1 %1418, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  br label %for.cond446

for.end444:                                       ; preds = %for.cond442
  br label %for.cond450

for.cond446:                                      ; preds = %for.body447, %for.body443
  %j449 = phi i32 [ 0, %for.body443 ], [ %1436, %for.body447 ]
  %1419 = icmp slt i32 %j449, 512
  br i1 %1419, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1420 = sext i32 %i445 to i64
  %1421 = mul nsw i64 %1420, 512
  %1422 = sext i32 %j449 to i64
  %1423 = add nsw i64 %1421, %1422
  %1424 = getelementptr inbounds float, ptr %X_f, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = sext i32 %i445 to i64
  %1427 = getelementptr inbounds float, ptr %m, i64 %1426
  %1428 = load float, ptr %1427, align 4
  %1429 = fsub float %1425, %1428
  %1430 = call float @tilec_expf(float %1429)
  %1431 = sext i32 %i445 to i64
  %1432 = mul nsw i64 %1431, 512
  %1433 = sext i32 %j449 to i64
  %1434 = add nsw i64 %1432, %1433
  %1435 = getelementptr inbounds float, ptr %X_f, i64 %1434
  store float %1430, ptr %1435, align 4
  %1436 = add nsw i32 %j449, 1
  br label %for.cond446, !llvm.loop !107

for.end448:                                       ; preds = %for.cond446
  %1437 = add nsw i32 %i445, 1
  br label %for.cond442, !llvm.loop !108

for.cond450:                                      ; preds = %for.end465, %for.end444
  %i10 = phi i32 [ 0, %for.end444 ], [ %1481, %for.end465 ]
  %1438 = icmp slt i32 %i10, 4
  br i1 %1438, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  br label %for.cond453

for.end452:                                       ; preds = %for.cond450
  br label %for.cond467

for.cond453:                                      ; preds = %for.body454, %for.body451
  %lane7 = phi i32 [ 0, %for.body451 ], [ %1448, %for.body454 ]
  %1439 = icmp slt i32 %lane7, 32
  br i1 %1439, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %1440 = sext i32 %i10 to i64
  %1441 = mul nsw i64 %1440, 512
  %1442 = sext i32 %lane7 to i64
  %1443 = add nsw i64 %1441, %1442
  %1444 = getelementptr inbounds float, ptr %X_f, i64 %1443
  %1445 = load float, ptr %1444, align 4
  %1446 = sext i32 %lane7 to i64
  %1447 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1446
  store float %1445, ptr %1447, align 4
  %1448 = add nsw i32 %lane7, 1
  br label %for.cond453, !llvm.loop !109

for.end455:                                       ; preds = %for.cond453
  br label %for.cond456

for.cond456:                                      ; preds = %for.end461, %for.end455
  %red7 = phi i32 [ 0, %for.end455 ], [ %1469, %for.end461 ]
  %1449 = icmp slt i32 %red7, 15
  br i1 %1449, label %for.body457, label %for.end458

for.body457:                                      ; preds = %for.cond456
  br label %for.cond459

for.end458:                                       ; preds = %for.cond456
  %1450 = sext i32 %i10 to i64
  %1451 = getelementptr inbounds float, ptr %tile_sum, i64 %1450
  store float 0.000000e+00, ptr %1451, align 4
  br label %for.cond463

for.cond459:                                      ; preds = %for.body460, %for.body457
  %lane7462 = phi i32 [ 0, %for.body457 ], [ %1468, %for.body460 ]
  %1452 = icmp slt i32 %lane7462, 32
  br i1 %1452, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %1453 = sext i32 %lane7462 to i64
  %1454 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1453
  %1455 = load float, ptr %1454, align 4
  %1456 = sext i32 %i10 to i64
  %1457 = mul nsw i64 %1456, 512
  %1458 = add i32 %red7, 1
  %1459 = mul i32 %1458, 32
  %1460 = add i32 %1459, %lane7462
  %1461 = sext i32 %1460 to i64
  %1462 = add nsw i64 %1457, %1461
  %1463 = getelementptr inbounds float, ptr %X_f, i64 %1462
  %1464 = load float, ptr %1463, align 4
  %1465 = fadd float %1455, %1464
  %1466 = sext i32 %lane7462 to i64
  %1467 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1466
  store float %1465, ptr %1467, align 4
  %1468 = add nsw i32 %lane7462, 1
  br label %for.cond459, !llvm.loop !110

for.end461:                                       ; preds = %for.cond459
  %1469 = add nsw i32 %red7, 1
  br label %for.cond456, !llvm.loop !111

for.cond463:                                      ; preds = %for.body464, %for.end458
  %lane7466 = phi i32 [ 0, %for.end458 ], [ %1480, %for.body464 ]
  %1470 = icmp slt i32 %lane7466, 32
  br i1 %1470, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  %1471 = sext i32 %i10 to i64
  %1472 = getelementptr inbounds float, ptr %tile_sum, i64 %1471
  %1473 = load float, ptr %1472, align 4
  %1474 = sext i32 %lane7466 to i64
  %1475 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1474
  %1476 = load float, ptr %1475, align 4
  %1477 = fadd float %1473, %1476
  %1478 = sext i32 %i10 to i64
  %1479 = getelementptr inbounds float, ptr %tile_sum, i64 %1478
  store float %1477, ptr %1479, align 4
  %1480 = add nsw i32 %lane7466, 1
  br label %for.cond463, !llvm.loop !112

for.end465:                                       ; preds = %for.cond463
  %1481 = add nsw i32 %i10, 1
  br label %for.cond450, !llvm.loop !113

for.cond467:                                      ; preds = %for.body468, %for.end452
  %i470 = phi i32 [ 0, %for.end452 ], [ %1501, %for.body468 ]
  %1482 = icmp slt i32 %i470, 4
  br i1 %1482, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  %1483 = sext i32 %i470 to i64
  %1484 = getelementptr inbounds float, ptr %l, i64 %1483
  %1485 = load float, ptr %1484, align 4
  %1486 = sext i32 %i470 to i64
  %1487 = getelementptr inbounds float, ptr %m_prev, i64 %1486
  %1488 = load float, ptr %1487, align 4
  %1489 = sext i32 %i470 to i64
  %1490 = getelementptr inbounds float, ptr %m, i64 %1489
  %1491 = load float, ptr %1490, align 4
  %1492 = fsub float %1488, %1491
  %1493 = call float @tilec_expf(float %1492)
  %1494 = fmul float %1485, %1493
  %1495 = sext i32 %i470 to i64
  %1496 = getelementptr inbounds float, ptr %tile_sum, i64 %1495
  %1497 = load float, ptr %1496, align 4
  %1498 = fadd float %1494, %1497
  %1499 = sext i32 %i470 to i64
  %1500 = getelementptr inbounds float, ptr %l, i64 %1499
  store float %1498, ptr %1500, align 4
  %1501 = add nsw i32 %i470, 1
  br label %for.cond467, !llvm.loop !114

for.end469:                                       ; preds = %for.cond467
  %1502 = add nsw i32 %c, 1
  br label %for.cond378, !llvm.loop !115

for.cond471:                                      ; preds = %if.end519, %for.end380
  %c474 = phi i32 [ 0, %for.end380 ], [ %2425, %if.end519 ]
  %1503 = icmp slt i32 %c474, %1218
  br i1 %1503, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %1504 = sext i32 %N to i64
  %1505 = sdiv i64 %1504, 512
  %1506 = sub i64 0, %1504
  %1507 = select i1 false, i64 %1506, i64 %1505
  %1508 = srem i64 %1504, 512
  %1509 = icmp ne i64 %1508, 0
  %1510 = icmp slt i64 %1504, 0
  %1511 = icmp eq i1 %1510, false
  %1512 = and i1 %1509, %1511
  %1513 = zext i1 %1512 to i64
  %1514 = add i64 %1507, %1513
  %1515 = trunc i64 %1514 to i32
  %1516 = sub i32 %1515, 1
  %t = sub i32 %1516, %c474
  %1517 = mul i32 %bx, 4
  %1518 = icmp sle i32 0, %1517
  %1519 = mul i32 %bx, 4
  %1520 = sext i32 %1519 to i64
  %1521 = add i64 %1520, 4
  %1522 = sext i32 %M to i64
  %1523 = icmp sle i64 %1521, %1522
  %1524 = and i1 %1518, %1523
  %1525 = mul i32 %t, 512
  %1526 = icmp sle i32 0, %1525
  %1527 = mul i32 %t, 512
  %1528 = sext i32 %1527 to i64
  %1529 = add i64 %1528, 512
  %1530 = sext i32 %N to i64
  %1531 = icmp sle i64 %1529, %1530
  %1532 = and i1 %1526, %1531
  %1533 = and i1 %1524, %1532
  br i1 %1533, label %if.then475, label %if.else476

for.end473:                                       ; preds = %for.cond471
  br label %if.end245

if.then475:                                       ; preds = %for.body472
  br label %for.cond478

if.else476:                                       ; preds = %for.body472
  br label %for.cond484

if.end477:                                        ; preds = %for.end486, %for.end480
  br label %for.cond506

for.cond478:                                      ; preds = %for.end483, %if.then475
  %i15 = phi i32 [ 0, %if.then475 ], [ %1553, %for.end483 ]
  %1534 = icmp slt i32 %i15, 4
  br i1 %1534, label %for.body479, label %for.end480

for.body479:                                      ; preds = %for.cond478
  br label %for.cond481

for.end480:                                       ; preds = %for.cond478
  br label %if.end477

for.cond481:                                      ; preds = %for.body482, %for.body479
  %j5 = phi i32 [ 0, %for.body479 ], [ %1552, %for.body482 ]
  %1535 = icmp slt i32 %j5, 512
  br i1 %1535, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %1536 = mul i32 %bx, 4
  %1537 = add i32 %1536, %i15
  %1538 = sext i32 %1537 to i64
  %1539 = sext i32 %N to i64
  %1540 = mul nsw i64 %1538, %1539
  %1541 = mul i32 %t, 512
  %1542 = add i32 %1541, %j5
  %1543 = sext i32 %1542 to i64
  %1544 = add nsw i64 %1540, %1543
  %1545 = getelementptr inbounds float, ptr %X, i64 %1544
  %1546 = load float, ptr %1545, align 4
  %1547 = sext i32 %i15 to i64
  %1548 = mul nsw i64 %1547, 512
  %1549 = sext i32 %j5 to i64
  %1550 = add nsw i64 %1548, %1549
  %1551 = getelementptr inbounds float, ptr %X_f, i64 %1550
  store float %1546, ptr %1551, align 4
  %1552 = add nsw i32 %j5, 1
  br label %for.cond481, !llvm.loop !116

for.end483:                                       ; preds = %for.cond481
  %1553 = add nsw i32 %i15, 1
  br label %for.cond478, !llvm.loop !117

for.cond484:                                      ; preds = %for.end504, %if.else476
  %i15487 = phi i32 [ 0, %if.else476 ], [ %1662, %for.end504 ]
  %1554 = icmp slt i32 %i15487, 4
  br i1 %1554, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %1555 = mul i32 %t, 512
  %1556 = sext i32 %1555 to i64
  %1557 = sub i64 0, %1556
  %1558 = icmp slt i64 %1557, 0
  %1559 = mul i32 %t, 512
  %1560 = sext i32 %1559 to i64
  %1561 = sub i64 0, %1560
  %1562 = icmp sgt i64 %1561, 512
  %1563 = mul i32 %t, 512
  %1564 = sext i32 %1563 to i64
  %1565 = sub i64 0, %1564
  %1566 = select i1 %1562, i64 512, i64 %1565
  %1567 = select i1 %1558, i64 0, i64 %1566
  %tl_lo11 = trunc i64 %1567 to i32
  %1568 = sext i32 %N to i64
  %1569 = mul i32 %t, 512
  %1570 = sext i32 %1569 to i64
  %1571 = sub i64 %1568, %1570
  %1572 = icmp slt i64 %1571, 0
  %1573 = sext i32 %N to i64
  %1574 = mul i32 %t, 512
  %1575 = sext i32 %1574 to i64
  %1576 = sub i64 %1573, %1575
  %1577 = icmp sgt i64 %1576, 512
  %1578 = sext i32 %N to i64
  %1579 = mul i32 %t, 512
  %1580 = sext i32 %1579 to i64
  %1581 = sub i64 %1578, %1580
  %1582 = select i1 %1577, i64 512, i64 %1581
  %1583 = select i1 %1572, i64 0, i64 %1582
  %1584 = sext i32 %tl_lo11 to i64
  %1585 = icmp slt i64 %1583, %1584
  %1586 = sext i32 %tl_lo11 to i64
  %1587 = sext i32 %N to i64
  %1588 = mul i32 %t, 512
  %1589 = sext i32 %1588 to i64
  %1590 = sub i64 %1587, %1589
  %1591 = icmp slt i64 %1590, 0
  %1592 = sext i32 %N to i64
  %1593 = mul i32 %t, 512
  %1594 = sext i32 %1593 to i64
  %1595 = sub i64 %1592, %1594
  %1596 = icmp sgt i64 %1595, 512
  %1597 = sext i32 %N to i64
  %1598 = mul i32 %t, 512
  %1599 = sext i32 %1598 to i64
  %1600 = sub i64 %1597, %1599
  %1601 = select i1 %1596, i64 512, i64 %1600
  %1602 = select i1 %1591, i64 0, i64 %1601
  %1603 = select i1 %1585, i64 %1586, i64 %1602
  %tl_hi12 = trunc i64 %1603 to i32
  br label %for.cond488

for.end486:                                       ; preds = %for.cond484
  br label %if.end477

for.cond488:                                      ; preds = %for.body489, %for.body485
  %j5491 = phi i32 [ 0, %for.body485 ], [ %1610, %for.body489 ]
  %1604 = icmp slt i32 %j5491, %tl_lo11
  br i1 %1604, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %1605 = sext i32 %i15487 to i64
  %1606 = mul nsw i64 %1605, 512
  %1607 = sext i32 %j5491 to i64
  %1608 = add nsw i64 %1606, %1607
  %1609 = getelementptr inbounds float, ptr %X_f, i64 %1608
  store float 0.000000e+00, ptr %1609, align 4
  %1610 = add nsw i32 %j5491, 1
  br label %for.cond488, !llvm.loop !118

for.end490:                                       ; preds = %for.cond488
  %1611 = mul i32 %bx, 4
  %1612 = sext i32 %1611 to i64
  %1613 = sext i32 %i15487 to i64
  %1614 = add i64 %1612, %1613
  %1615 = icmp sle i64 0, %1614
  %1616 = mul i32 %bx, 4
  %1617 = sext i32 %1616 to i64
  %1618 = sext i32 %i15487 to i64
  %1619 = add i64 %1617, %1618
  %1620 = sext i32 %M to i64
  %1621 = icmp slt i64 %1619, %1620
  %1622 = and i1 %1615, %1621
  br i1 %1622, label %if.then492, label %if.else493

if.then492:                                       ; preds = %for.end490
  %1623 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond495

if.else493:                                       ; preds = %for.end490
  %1624 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond498

if.end494:                                        ; preds = %for.end500, %for.end497
  %1625 = sub i32 512, %tl_hi12
  br label %for.cond502

for.cond495:                                      ; preds = %for.body496, %if.then492
  %j51 = phi i32 [ 0, %if.then492 ], [ %1645, %for.body496 ]
  %1626 = icmp slt i32 %j51, %1623
  br i1 %1626, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %1627 = mul i32 %bx, 4
  %1628 = add i32 %1627, %i15487
  %1629 = sext i32 %1628 to i64
  %1630 = sext i32 %N to i64
  %1631 = mul nsw i64 %1629, %1630
  %1632 = mul i32 %t, 512
  %1633 = add i32 %tl_lo11, %j51
  %1634 = add i32 %1632, %1633
  %1635 = sext i32 %1634 to i64
  %1636 = add nsw i64 %1631, %1635
  %1637 = getelementptr inbounds float, ptr %X, i64 %1636
  %1638 = load float, ptr %1637, align 4
  %1639 = sext i32 %i15487 to i64
  %1640 = mul nsw i64 %1639, 512
  %1641 = add i32 %tl_lo11, %j51
  %1642 = sext i32 %1641 to i64
  %1643 = add nsw i64 %1640, %1642
  %1644 = getelementptr inbounds float, ptr %X_f, i64 %1643
  store float %1638, ptr %1644, align 4
  %1645 = add nsw i32 %j51, 1
  br label %for.cond495, !llvm.loop !119

for.end497:                                       ; preds = %for.cond495
  br label %if.end494

for.cond498:                                      ; preds = %for.body499, %if.else493
  %j51501 = phi i32 [ 0, %if.else493 ], [ %1653, %for.body499 ]
  %1646 = icmp slt i32 %j51501, %1624
  br i1 %1646, label %for.body499, label %for.end500

for.body499:                                      ; preds = %for.cond498
  %1647 = sext i32 %i15487 to i64
  %1648 = mul nsw i64 %1647, 512
  %1649 = add i32 %tl_lo11, %j51501
  %1650 = sext i32 %1649 to i64
  %1651 = add nsw i64 %1648, %1650
  %1652 = getelementptr inbounds float, ptr %X_f, i64 %1651
  store float 0.000000e+00, ptr %1652, align 4
  %1653 = add nsw i32 %j51501, 1
  br label %for.cond498, !llvm.loop !120

for.end500:                                       ; preds = %for.cond498
  br label %if.end494

for.cond502:                                      ; preds = %for.body503, %if.end494
  %j51505 = phi i32 [ 0, %if.end494 ], [ %1661, %for.body503 ]
  %1654 = icmp slt i32 %j51505, %1625
  br i1 %1654, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %1655 = sext i32 %i15487 to i64
  %1656 = mul nsw i64 %1655, 512
  %1657 = add i32 %tl_hi12, %j51505
  %1658 = sext i32 %1657 to i64
  %1659 = add nsw i64 %1656, %1658
  %1660 = getelementptr inbounds float, ptr %X_f, i64 %1659
  store float 0.000000e+00, ptr %1660, align 4
  %1661 = add nsw i32 %j51505, 1
  br label %for.cond502, !llvm.loop !121

for.end504:                                       ; preds = %for.cond502
  %1662 = add nsw i32 %i15487, 1
  br label %for.cond484, !llvm.loop !122

for.cond506:                                      ; preds = %for.end516, %if.end477
  %i509 = phi i32 [ 0, %if.end477 ], [ %2424, %for.end516 ]
  %1663 = icmp slt i32 %i509, 4
  br i1 %1663, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %1664 = sext i32 %N to i64
  %1665 = sext i32 %N to i64
  %1666 = sdiv i64 %1665, 512
  %1667 = sub i64 0, %1665
  %1668 = select i1 false, i64 %1667, i64 %1666
  %1669 = srem i64 %1665, 512
  %1670 = icmp ne i64 %1669, 0
  %1671 = icmp slt i64 %1665, 0
  %1672 = icmp eq i1 %1671, false
  %1673 = and i1 %1670, %1672
  %1674 = zext i1 %1673 to i64
  %1675 = add i64 %1668, %1674
  %1676 = trunc i64 %1675 to i32
  %1677 = sub i32 %1676, 1
  %1678 = sub i32 %1677, %c474
  %1679 = mul i32 %1678, 512
  %1680 = sext i32 %1679 to i64
  %1681 = sub i64 %1664, %1680
  %1682 = icmp slt i64 %1681, 0
  %1683 = sext i32 %N to i64
  %1684 = sext i32 %N to i64
  %1685 = sdiv i64 %1684, 512
  %1686 = sub i64 0, %1684
  %1687 = select i1 false, i64 %1686, i64 %1685
  %1688 = srem i64 %1684, 512
  %1689 = icmp ne i64 %1688, 0
  %1690 = icmp slt i64 %1684, 0
  %1691 = icmp eq i1 %1690, false
  %1692 = and i1 %1689, %1691
  %1693 = zext i1 %1692 to i64
  %1694 = add i64 %1687, %1693
  %1695 = trunc i64 %1694 to i32
  %1696 = sub i32 %1695, 1
  %1697 = sub i32 %1696, %c474
  %1698 = mul i32 %1697, 512
  %1699 = sext i32 %1698 to i64
  %1700 = sub i64 %1683, %1699
  %1701 = icmp sgt i64 %1700, 512
  %1702 = sext i32 %N to i64
  %1703 = sext i32 %N to i64
  %1704 = sdiv i64 %1703, 512
  %1705 = sub i64 0, %1703
  %1706 = select i1 false, i64 %1705, i64 %1704
  %1707 = srem i64 %1703, 512
  %1708 = icmp ne i64 %1707, 0
  %1709 = icmp slt i64 %1703, 0
  %1710 = icmp eq i1 %1709, false
  %1711 = and i1 %1708, %1710
  %1712 = zext i1 %1711 to i64
  %1713 = add i64 %1706, %1712
  %1714 = trunc i64 %1713 to i32
  %1715 = sub i32 %1714, 1
  %1716 = sub i32 %1715, %c474
  %1717 = mul i32 %1716, 512
  %1718 = sext i32 %1717 to i64
  %1719 = sub i64 %1702, %1718
  %1720 = select i1 %1701, i64 512, i64 %1719
  %1721 = select i1 %1682, i64 0, i64 %1720
  %1722 = sext i32 %N to i64
  %1723 = sdiv i64 %1722, 512
  %1724 = sub i64 0, %1722
  %1725 = select i1 false, i64 %1724, i64 %1723
  %1726 = srem i64 %1722, 512
  %1727 = icmp ne i64 %1726, 0
  %1728 = icmp slt i64 %1722, 0
  %1729 = icmp eq i1 %1728, false
  %1730 = and i1 %1727, %1729
  %1731 = zext i1 %1730 to i64
  %1732 = add i64 %1725, %1731
  %1733 = trunc i64 %1732 to i32
  %1734 = sub i32 %1733, 1
  %1735 = sub i32 %1734, %c474
  %1736 = mul i32 %1735, 512
  %1737 = sext i32 %1736 to i64
  %1738 = sub i64 0, %1737
  %1739 = icmp slt i64 %1738, 0
  %1740 = sext i32 %N to i64
  %1741 = sdiv i64 %1740, 512
  %1742 = sub i64 0, %1740
  %1743 = select i1 false, i64 %1742, i64 %1741
  %1744 = srem i64 %1740, 512
  %1745 = icmp ne i64 %1744, 0
  %1746 = icmp slt i64 %1740, 0
  %1747 = icmp eq i1 %1746, false
  %1748 = and i1 %1745, %1747
  %1749 = zext i1 %1748 to i64
  %1750 = add i64 %1743, %1749
  %1751 = trunc i64 %1750 to i32
  %1752 = sub i32 %1751, 1
  %1753 = sub i32 %1752, %c474
  %1754 = mul i32 %1753, 512
  %1755 = sext i32 %1754 to i64
  %1756 = sub i64 0, %1755
  %1757 = icmp sgt i64 %1756, 512
  %1758 = sext i32 %N to i64
  %1759 = sdiv i64 %1758, 512
  %1760 = sub i64 0, %1758
  %1761 = select i1 false, i64 %1760, i64 %1759
  %1762 = srem i64 %1758, 512
  %1763 = icmp ne i64 %1762, 0
  %1764 = icmp slt i64 %1758, 0
  %1765 = icmp eq i1 %1764, false
  %1766 = and i1 %1763, %1765
  %1767 = zext i1 %1766 to i64
  %1768 = add i64 %1761, %1767
  %1769 = trunc i64 %1768 to i32
  %1770 = sub i32 %1769, 1
  %1771 = sub i32 %1770, %c474
  %1772 = mul i32 %1771, 512
  %1773 = sext i32 %1772 to i64
  %1774 = sub i64 0, %1773
  %1775 = select i1 %1757, i64 512, i64 %1774
  %1776 = select i1 %1739, i64 0, i64 %1775
  %1777 = trunc i64 %1776 to i32
  %1778 = sext i32 %1777 to i64
  %1779 = icmp slt i64 %1721, %1778
  %1780 = sext i32 %N to i64
  %1781 = sdiv i64 %1780, 512
  %1782 = sub i64 0, %1780
  %1783 = select i1 false, i64 %1782, i64 %1781
  %1784 = srem i64 %1780, 512
  %1785 = icmp ne i64 %1784, 0
  %1786 = icmp slt i64 %1780, 0
  %1787 = icmp eq i1 %1786, false
  %1788 = and i1 %1785, %1787
  %1789 = zext i1 %1788 to i64
  %1790 = add i64 %1783, %1789
  %1791 = trunc i64 %1790 to i32
  %1792 = sub i32 %1791, 1
  %1793 = sub i32 %1792, %c474
  %1794 = mul i32 %1793, 512
  %1795 = sext i32 %1794 to i64
  %1796 = sub i64 0, %1795
  %1797 = icmp slt i64 %1796, 0
  %1798 = sext i32 %N to i64
  %1799 = sdiv i64 %1798, 512
  %1800 = sub i64 0, %1798
  %1801 = select i1 false, i64 %1800, i64 %1799
  %1802 = srem i64 %1798, 512
  %1803 = icmp ne i64 %1802, 0
  %1804 = icmp slt i64 %1798, 0
  %1805 = icmp eq i1 %1804, false
  %1806 = and i1 %1803, %1805
  %1807 = zext i1 %1806 to i64
  %1808 = add i64 %1801, %1807
  %1809 = trunc i64 %1808 to i32
  %1810 = sub i32 %1809, 1
  %1811 = sub i32 %1810, %c474
  %1812 = mul i32 %1811, 512
  %1813 = sext i32 %1812 to i64
  %1814 = sub i64 0, %1813
  %1815 = icmp sgt i64 %1814, 512
  %1816 = sext i32 %N to i64
  %1817 = sdiv i64 %1816, 512
  %1818 = sub i64 0, %1816
  %1819 = select i1 false, i64 %1818, i64 %1817
  %1820 = srem i64 %1816, 512
  %1821 = icmp ne i64 %1820, 0
  %1822 = icmp slt i64 %1816, 0
  %1823 = icmp eq i1 %1822, false
  %1824 = and i1 %1821, %1823
  %1825 = zext i1 %1824 to i64
  %1826 = add i64 %1819, %1825
  %1827 = trunc i64 %1826 to i32
  %1828 = sub i32 %1827, 1
  %1829 = sub i32 %1828, %c474
  %1830 = mul i32 %1829, 512
  %1831 = sext i32 %1830 to i64
  %1832 = sub i64 0, %1831
  %1833 = select i1 %1815, i64 512, i64 %1832
  %1834 = select i1 %1797, i64 0, i64 %1833
  %1835 = trunc i64 %1834 to i32
  %1836 = sext i32 %1835 to i64
  %1837 = sext i32 %N to i64
  %1838 = sext i32 %N to i64
  %1839 = sdiv i64 %1838, 512
  %1840 = sub i64 0, %1838
  %1841 = select i1 false, i64 %1840, i64 %1839
  %1842 = srem i64 %1838, 512
  %1843 = icmp ne i64 %1842, 0
  %1844 = icmp slt i64 %1838, 0
  %1845 = icmp eq i1 %1844, false
  %1846 = and i1 %1843, %1845
  %1847 = zext i1 %1846 to i64
  %1848 = add i64 %1841, %1847
  %1849 = trunc i64 %1848 to i32
  %1850 = sub i32 %1849, 1
  %1851 = sub i32 %1850, %c474
  %1852 = mul i32 %1851, 512
  %1853 = sext i32 %1852 to i64
  %1854 = sub i64 %1837, %1853
  %1855 = icmp slt i64 %1854, 0
  %1856 = sext i32 %N to i64
  %1857 = sext i32 %N to i64
  %1858 = sdiv i64 %1857, 512
  %1859 = sub i64 0, %1857
  %1860 = select i1 false, i64 %1859, i64 %1858
  %1861 = srem i64 %1857, 512
  %1862 = icmp ne i64 %1861, 0
  %1863 = icmp slt i64 %1857, 0
  %1864 = icmp eq i1 %1863, false
  %1865 = and i1 %1862, %1864
  %1866 = zext i1 %1865 to i64
  %1867 = add i64 %1860, %1866
  %1868 = trunc i64 %1867 to i32
  %1869 = sub i32 %1868, 1
  %1870 = sub i32 %1869, %c474
  %1871 = mul i32 %1870, 512
  %1872 = sext i32 %1871 to i64
  %1873 = sub i64 %1856, %1872
  %1874 = icmp sgt i64 %1873, 512
  %1875 = sext i32 %N to i64
  %1876 = sext i32 %N to i64
  %1877 = sdiv i64 %1876, 512
  %1878 = sub i64 0, %1876
  %1879 = select i1 false, i64 %1878, i64 %1877
  %1880 = srem i64 %1876, 512
  %1881 = icmp ne i64 %1880, 0
  %1882 = icmp slt i64 %1876, 0
  %1883 = icmp eq i1 %1882, false
  %1884 = and i1 %1881, %1883
  %1885 = zext i1 %1884 to i64
  %1886 = add i64 %1879, %1885
  %1887 = trunc i64 %1886 to i32
  %1888 = sub i32 %1887, 1
  %1889 = sub i32 %1888, %c474
  %1890 = mul i32 %1889, 512
  %1891 = sext i32 %1890 to i64
  %1892 = sub i64 %1875, %1891
  %1893 = select i1 %1874, i64 512, i64 %1892
  %1894 = select i1 %1855, i64 0, i64 %1893
  %1895 = select i1 %1779, i64 %1836, i64 %1894
  %1896 = trunc i64 %1895 to i32
  %1897 = icmp slt i32 %1896, 0
  %1898 = sext i32 %N to i64
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
  %1911 = sub i32 %1910, 1
  %1912 = sub i32 %1911, %c474
  %1913 = mul i32 %1912, 512
  %1914 = sext i32 %1913 to i64
  %1915 = sub i64 %1898, %1914
  %1916 = icmp slt i64 %1915, 0
  %1917 = sext i32 %N to i64
  %1918 = sext i32 %N to i64
  %1919 = sdiv i64 %1918, 512
  %1920 = sub i64 0, %1918
  %1921 = select i1 false, i64 %1920, i64 %1919
  %1922 = srem i64 %1918, 512
  %1923 = icmp ne i64 %1922, 0
  %1924 = icmp slt i64 %1918, 0
  %1925 = icmp eq i1 %1924, false
  %1926 = and i1 %1923, %1925
  %1927 = zext i1 %1926 to i64
  %1928 = add i64 %1921, %1927
  %1929 = trunc i64 %1928 to i32
  %1930 = sub i32 %1929, 1
  %1931 = sub i32 %1930, %c474
  %1932 = mul i32 %1931, 512
  %1933 = sext i32 %1932 to i64
  %1934 = sub i64 %1917, %1933
  %1935 = icmp sgt i64 %1934, 512
  %1936 = sext i32 %N to i64
  %1937 = sext i32 %N to i64
  %1938 = sdiv i64 %1937, 512
  %1939 = sub i64 0, %1937
  %1940 = select i1 false, i64 %1939, i64 %1938
  %1941 = srem i64 %1937, 512
  %1942 = icmp ne i64 %1941, 0
  %1943 = icmp slt i64 %1937, 0
  %1944 = icmp eq i1 %1943, false
  %1945 = and i1 %1942, %1944
  %1946 = zext i1 %1945 to i64
  %1947 = add i64 %1940, %1946
  %1948 = trunc i64 %1947 to i32
  %1949 = sub i32 %1948, 1
  %1950 = sub i32 %1949, %c474
  %1951 = mul i32 %1950, 512
  %1952 = sext i32 %1951 to i64
  %1953 = sub i64 %1936, %1952
  %1954 = select i1 %1935, i64 512, i64 %1953
  %1955 = select i1 %1916, i64 0, i64 %1954
  %1956 = sext i32 %N to i64
  %1957 = sdiv i64 %1956, 512
  %1958 = sub i64 0, %1956
  %1959 = select i1 false, i64 %1958, i64 %1957
  %1960 = srem i64 %1956, 512
  %1961 = icmp ne i64 %1960, 0
  %1962 = icmp slt i64 %1956, 0
  %1963 = icmp eq i1 %1962, false
  %1964 = and i1 %1961, %1963
  %1965 = zext i1 %1964 to i64
  %1966 = add i64 %1959, %1965
  %1967 = trunc i64 %1966 to i32
  %1968 = sub i32 %1967, 1
  %1969 = sub i32 %1968, %c474
  %1970 = mul i32 %1969, 512
  %1971 = sext i32 %1970 to i64
  %1972 = sub i64 0, %1971
  %1973 = icmp slt i64 %1972, 0
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
  %1987 = sub i32 %1986, %c474
  %1988 = mul i32 %1987, 512
  %1989 = sext i32 %1988 to i64
  %1990 = sub i64 0, %1989
  %1991 = icmp sgt i64 %1990, 512
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
  %2005 = sub i32 %2004, %c474
  %2006 = mul i32 %2005, 512
  %2007 = sext i32 %2006 to i64
  %2008 = sub i64 0, %2007
  %2009 = select i1 %1991, i64 512, i64 %2008
  %2010 = select i1 %1973, i64 0, i64 %2009
  %2011 = trunc i64 %2010 to i32
  %2012 = sext i32 %2011 to i64
  %2013 = icmp slt i64 %1955, %2012
  %2014 = sext i32 %N to i64
  %2015 = sdiv i64 %2014, 512
  %2016 = sub i64 0, %2014
  %2017 = select i1 false, i64 %2016, i64 %2015
  %2018 = srem i64 %2014, 512
  %2019 = icmp ne i64 %2018, 0
  %2020 = icmp slt i64 %2014, 0
  %2021 = icmp eq i1 %2020, false
  %2022 = and i1 %2019, %2021
  %2023 = zext i1 %2022 to i64
  %2024 = add i64 %2017, %2023
  %2025 = trunc i64 %2024 to i32
  %2026 = sub i32 %2025, 1
  %2027 = sub i32 %2026, %c474
  %2028 = mul i32 %2027, 512
  %2029 = sext i32 %2028 to i64
  %2030 = sub i64 0, %2029
  %2031 = icmp slt i64 %2030, 0
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
  %2045 = sub i32 %2044, %c474
  %2046 = mul i32 %2045, 512
  %2047 = sext i32 %2046 to i64
  %2048 = sub i64 0, %2047
  %2049 = icmp sgt i64 %2048, 512
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
  %2063 = sub i32 %2062, %c474
  %2064 = mul i32 %2063, 512
  %2065 = sext i32 %2064 to i64
  %2066 = sub i64 0, %2065
  %2067 = select i1 %2049, i64 512, i64 %2066
  %2068 = select i1 %2031, i64 0, i64 %2067
  %2069 = trunc i64 %2068 to i32
  %2070 = sext i32 %2069 to i64
  %2071 = sext i32 %N to i64
  %2072 = sext i32 %N to i64
  %2073 = sdiv i64 %2072, 512
  %2074 = sub i64 0, %2072
  %2075 = select i1 false, i64 %2074, i64 %2073
  %2076 = srem i64 %2072, 512
  %2077 = icmp ne i64 %2076, 0
  %2078 = icmp slt i64 %2072, 0
  %2079 = icmp eq i1 %2078, false
  %2080 = and i1 %2077, %2079
  %2081 = zext i1 %2080 to i64
  %2082 = add i64 %2075, %2081
  %2083 = trunc i64 %2082 to i32
  %2084 = sub i32 %2083, 1
  %2085 = sub i32 %2084, %c474
  %2086 = mul i32 %2085, 512
  %2087 = sext i32 %2086 to i64
  %2088 = sub i64 %2071, %2087
  %2089 = icmp slt i64 %2088, 0
  %2090 = sext i32 %N to i64
  %2091 = sext i32 %N to i64
  %2092 = sdiv i64 %2091, 512
  %2093 = sub i64 0, %2091
  %2094 = select i1 false, i64 %2093, i64 %2092
  %2095 = srem i64 %2091, 512
  %2096 = icmp ne i64 %2095, 0
  %2097 = icmp slt i64 %2091, 0
  %2098 = icmp eq i1 %2097, false
  %2099 = and i1 %2096, %2098
  %2100 = zext i1 %2099 to i64
  %2101 = add i64 %2094, %2100
  %2102 = trunc i64 %2101 to i32
  %2103 = sub i32 %2102, 1
  %2104 = sub i32 %2103, %c474
  %2105 = mul i32 %2104, 512
  %2106 = sext i32 %2105 to i64
  %2107 = sub i64 %2090, %2106
  %2108 = icmp sgt i64 %2107, 512
  %2109 = sext i32 %N to i64
  %2110 = sext i32 %N to i64
  %2111 = sdiv i64 %2110, 512
  %2112 = sub i64 0, %2110
  %2113 = select i1 false, i64 %2112, i64 %2111
  %2114 = srem i64 %2110, 512
  %2115 = icmp ne i64 %2114, 0
  %2116 = icmp slt i64 %2110, 0
  %2117 = icmp eq i1 %2116, false
  %2118 = and i1 %2115, %2117
  %2119 = zext i1 %2118 to i64
  %2120 = add i64 %2113, %2119
  %2121 = trunc i64 %2120 to i32
  %2122 = sub i32 %2121, 1
  %2123 = sub i32 %2122, %c474
  %2124 = mul i32 %2123, 512
  %2125 = sext i32 %2124 to i64
  %2126 = sub i64 %2109, %2125
  %2127 = select i1 %2108, i64 512, i64 %2126
  %2128 = select i1 %2089, i64 0, i64 %2127
  %2129 = select i1 %2013, i64 %2070, i64 %2128
  %2130 = trunc i64 %2129 to i32
  %2131 = icmp sgt i32 %2130, 512
  %2132 = sext i32 %N to i64
  %2133 = sext i32 %N to i64
  %2134 = sdiv i64 %2133, 512
  %2135 = sub i64 0, %2133
  %2136 = select i1 false, i64 %2135, i64 %2134
  %2137 = srem i64 %2133, 512
  %2138 = icmp ne i64 %2137, 0
  %2139 = icmp slt i64 %2133, 0
  %2140 = icmp eq i1 %2139, false
  %2141 = and i1 %2138, %2140
  %2142 = zext i1 %2141 to i64
  %2143 = add i64 %2136, %2142
  %2144 = trunc i64 %2143 to i32
  %2145 = sub i32 %2144, 1
  %2146 = sub i32 %2145, %c474
  %2147 = mul i32 %2146, 512
  %2148 = sext i32 %2147 to i64
  %2149 = sub i64 %2132, %2148
  %2150 = icmp slt i64 %2149, 0
  %2151 = sext i32 %N to i64
  %2152 = sext i32 %N to i64
  %2153 = sdiv i64 %2152, 512
  %2154 = sub i64 0, %2152
  %2155 = select i1 false, i64 %2154, i64 %2153
  %2156 = srem i64 %2152, 512
  %2157 = icmp ne i64 %2156, 0
  %2158 = icmp slt i64 %2152, 0
  %2159 = icmp eq i1 %2158, false
  %2160 = and i1 %2157, %2159
  %2161 = zext i1 %2160 to i64
  %2162 = add i64 %2155, %2161
  %2163 = trunc i64 %2162 to i32
  %2164 = sub i32 %2163, 1
  %2165 = sub i32 %2164, %c474
  %2166 = mul i32 %2165, 512
  %2167 = sext i32 %2166 to i64
  %2168 = sub i64 %2151, %2167
  %2169 = icmp sgt i64 %2168, 512
  %2170 = sext i32 %N to i64
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
  %2184 = sub i32 %2183, %c474
  %2185 = mul i32 %2184, 512
  %2186 = sext i32 %2185 to i64
  %2187 = sub i64 %2170, %2186
  %2188 = select i1 %2169, i64 512, i64 %2187
  %2189 = select i1 %2150, i64 0, i64 %2188
  %2190 = sext i32 %N to i64
  %2191 = sdiv i64 %2190, 512
  %2192 = sub i64 0, %2190
  %2193 = select i1 false, i64 %2192, i64 %2191
  %2194 = srem i64 %2190, 512
  %2195 = icmp ne i64 %2194, 0
  %2196 = icmp slt i64 %2190, 0
  %2197 = icmp eq i1 %2196, false
  %2198 = and i1 %2195, %2197
  %2199 = zext i1 %2198 to i64
  %2200 = add i64 %2193, %2199
  %2201 = trunc i64 %2200 to i32
  %2202 = sub i32 %2201, 1
  %2203 = sub i32 %2202, %c474
  %2204 = mul i32 %2203, 512
  %2205 = sext i32 %2204 to i64
  %2206 = sub i64 0, %2205
  %2207 = icmp slt i64 %2206, 0
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
  %2221 = sub i32 %2220, %c474
  %2222 = mul i32 %2221, 512
  %2223 = sext i32 %2222 to i64
  %2224 = sub i64 0, %2223
  %2225 = icmp sgt i64 %2224, 512
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
  %2239 = sub i32 %2238, %c474
  %2240 = mul i32 %2239, 512
  %2241 = sext i32 %2240 to i64
  %2242 = sub i64 0, %2241
  %2243 = select i1 %2225, i64 512, i64 %2242
  %2244 = select i1 %2207, i64 0, i64 %2243
  %2245 = trunc i64 %2244 to i32
  %2246 = sext i32 %2245 to i64
  %2247 = icmp slt i64 %2189, %2246
  %2248 = sext i32 %N to i64
  %2249 = sdiv i64 %2248, 512
  %2250 = sub i64 0, %2248
  %2251 = select i1 false, i64 %2250, i64 %2249
  %2252 = srem i64 %2248, 512
  %2253 = icmp ne i64 %2252, 0
  %2254 = icmp slt i64 %2248, 0
  %2255 = icmp eq i1 %2254, false
  %2256 = and i1 %2253, %2255
  %2257 = zext i1 %2256 to i64
  %2258 = add i64 %2251, %2257
  %2259 = trunc i64 %2258 to i32
  %2260 = sub i32 %2259, 1
  %2261 = sub i32 %2260, %c474
  %2262 = mul i32 %2261, 512
  %2263 = sext i32 %2262 to i64
  %2264 = sub i64 0, %2263
  %2265 = icmp slt i64 %2264, 0
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
  %2279 = sub i32 %2278, %c474
  %2280 = mul i32 %2279, 512
  %2281 = sext i32 %2280 to i64
  %2282 = sub i64 0, %2281
  %2283 = icmp sgt i64 %2282, 512
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
  %2297 = sub i32 %2296, %c474
  %2298 = mul i32 %2297, 512
  %2299 = sext i32 %2298 to i64
  %2300 = sub i64 0, %2299
  %2301 = select i1 %2283, i64 512, i64 %2300
  %2302 = select i1 %2265, i64 0, i64 %2301
  %2303 = trunc i64 %2302 to i32
  %2304 = sext i32 %2303 to i64
  %2305 = sext i32 %N to i64
  %2306 = sext i32 %N to i64
  %2307 = sdiv i64 %2306, 512
  %2308 = sub i64 0, %2306
  %2309 = select i1 false, i64 %2308, i64 %2307
  %2310 = srem i64 %2306, 512
  %2311 = icmp ne i64 %2310, 0
  %2312 = icmp slt i64 %2306, 0
  %2313 = icmp eq i1 %2312, false
  %2314 = and i1 %2311, %2313
  %2315 = zext i1 %2314 to i64
  %2316 = add i64 %2309, %2315
  %2317 = trunc i64 %2316 to i32
  %2318 = sub i32 %2317, 1
  %2319 = sub i32 %2318, %c474
  %2320 = mul i32 %2319, 512
  %2321 = sext i32 %2320 to i64
  %2322 = sub i64 %2305, %2321
  %2323 = icmp slt i64 %2322, 0
  %2324 = sext i32 %N to i64
  %2325 = sext i32 %N to i64
  %2326 = sdiv i64 %2325, 512
  %2327 = sub i64 0, %2325
  %2328 = select i1 false, i64 %2327, i64 %2326
  %2329 = srem i64 %2325, 512
  %2330 = icmp ne i64 %2329, 0
  %2331 = icmp slt i64 %2325, 0
  %2332 = icmp eq i1 %2331, false
  %2333 = and i1 %2330, %2332
  %2334 = zext i1 %2333 to i64
  %2335 = add i64 %2328, %2334
  %2336 = trunc i64 %2335 to i32
  %2337 = sub i32 %2336, 1
  %2338 = sub i32 %2337, %c474
  %2339 = mul i32 %2338, 512
  %2340 = sext i32 %2339 to i64
  %2341 = sub i64 %2324, %2340
  %2342 = icmp sgt i64 %2341, 512
  %2343 = sext i32 %N to i64
  %2344 = sext i32 %N to i64
  %2345 = sdiv i64 %2344, 512
  %2346 = sub i64 0, %2344
  %2347 = select i1 false, i64 %2346, i64 %2345
  %2348 = srem i64 %2344, 512
  %2349 = icmp ne i64 %2348, 0
  %2350 = icmp slt i64 %2344, 0
  %2351 = icmp eq i1 %2350, false
  %2352 = and i1 %2349, %2351
  %2353 = zext i1 %2352 to i64
  %2354 = add i64 %2347, %2353
  %2355 = trunc i64 %2354 to i32
  %2356 = sub i32 %2355, 1
  %2357 = sub i32 %2356, %c474
  %2358 = mul i32 %2357, 512
  %2359 = sext i32 %2358 to i64
  %2360 = sub i64 %2343, %2359
  %2361 = select i1 %2342, i64 512, i64 %2360
  %2362 = select i1 %2323, i64 0, i64 %2361
  %2363 = select i1 %2247, i64 %2304, i64 %2362
  %2364 = trunc i64 %2363 to i32
  %2365 = select i1 %2131, i32 512, i32 %2364
  %tl_cols18 = select i1 %1897, i32 0, i32 %2365
  br label %for.cond510

for.end508:                                       ; preds = %for.cond506
  %2366 = mul i32 %bx, 4
  %2367 = icmp sle i32 0, %2366
  %2368 = mul i32 %bx, 4
  %2369 = sext i32 %2368 to i64
  %2370 = add i64 %2369, 4
  %2371 = sext i32 %M to i64
  %2372 = icmp sle i64 %2370, %2371
  %2373 = and i1 %2367, %2372
  %2374 = mul i32 %t, 512
  %2375 = icmp sle i32 0, %2374
  %2376 = mul i32 %t, 512
  %2377 = sext i32 %2376 to i64
  %2378 = add i64 %2377, 512
  %2379 = sext i32 %N to i64
  %2380 = icmp sle i64 %2378, %2379
  %2381 = and i1 %2375, %2380
  %2382 = and i1 %2373, %2381
  br i1 %2382, label %if.then517, label %if.else518

for.cond510:                                      ; preds = %for.body511, %for.body507
  %j513 = phi i32 [ 0, %for.body507 ], [ %2405, %for.body511 ]
  %2383 = icmp slt i32 %j513, %tl_cols18
  br i1 %2383, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %2384 = sext i32 %i509 to i64
  %2385 = mul nsw i64 %2384, 512
  %2386 = sext i32 %j513 to i64
  %2387 = add nsw i64 %2385, %2386
  %2388 = getelementptr inbounds float, ptr %X_f, i64 %2387
  %2389 = load float, ptr %2388, align 4
  %2390 = sext i32 %i509 to i64
  %2391 = getelementptr inbounds float, ptr %m, i64 %2390
  %2392 = load float, ptr %2391, align 4
  %2393 = fsub float %2389, %2392
  %2394 = call float @tilec_expf(float %2393)
  %2395 = sext i32 %i509 to i64
  %2396 = getelementptr inbounds float, ptr %l, i64 %2395
  %2397 = load float, ptr %2396, align 4
  %2398 = fdiv float 1.000000e+00, %2397
  %2399 = fmul float %2394, %2398
  %2400 = sext i32 %i509 to i64
  %2401 = mul nsw i64 %2400, 512
  %2402 = sext i32 %j513 to i64
  %2403 = add nsw i64 %2401, %2402
  %2404 = getelementptr inbounds float, ptr %X_f, i64 %2403
  store float %2399, ptr %2404, align 4
  %2405 = add nsw i32 %j513, 1
  br label %for.cond510, !llvm.loop !123

for.end512:                                       ; preds = %for.cond510
  %2406 = sext i32 %i509 to i64
  %2407 = getelementptr inbounds float, ptr %m, i64 %2406
  %2408 = load float, ptr %2407, align 4
  %2409 = fsub float 0.000000e+00, %2408
  %2410 = call float @tilec_expf(float %2409)
  %2411 = sext i32 %i509 to i64
  %2412 = getelementptr inbounds float, ptr %l, i64 %2411
  %2413 = load float, ptr %2412, align 4
  %2414 = fdiv float 1.000000e+00, %2413
  %tl_col20 = fmul float %2410, %2414
  %2415 = sub i32 512, %tl_cols18
  br label %for.cond514

for.cond514:                                      ; preds = %for.body515, %for.end512
  %j19 = phi i32 [ 0, %for.end512 ], [ %2423, %for.body515 ]
  %2416 = icmp slt i32 %j19, %2415
  br i1 %2416, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2417 = sext i32 %i509 to i64
  %2418 = mul nsw i64 %2417, 512
  %2419 = add i32 %tl_cols18, %j19
  %2420 = sext i32 %2419 to i64
  %2421 = add nsw i64 %2418, %2420
  %2422 = getelementptr inbounds float, ptr %X_f, i64 %2421
  store float %tl_col20, ptr %2422, align 4
  %2423 = add nsw i32 %j19, 1
  br label %for.cond514, !llvm.loop !124

for.end516:                                       ; preds = %for.cond514
  %2424 = add nsw i32 %i509, 1
  br label %for.cond506, !llvm.loop !125

if.then517:                                       ; preds = %for.end508
  br label %for.cond520

if.else518:                                       ; preds = %for.end508
  br label %for.cond531

if.end519:                                        ; preds = %for.end533, %for.end522
  %2425 = add nsw i32 %c474, 1
  br label %for.cond471, !llvm.loop !126

for.cond520:                                      ; preds = %if.end526, %if.then517
  %i15523 = phi i32 [ 0, %if.then517 ], [ %2445, %if.end526 ]
  %2426 = icmp slt i32 %i15523, 4
  br i1 %2426, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %2427 = sext i32 %M to i64
  %2428 = sext i32 %N to i64
  %2429 = mul i64 %2427, %2428
  %2430 = icmp sge i64 %2429, 8388608
  br i1 %2430, label %if.then524, label %if.else525

for.end522:                                       ; preds = %for.cond520
  br label %if.end519

if.then524:                                       ; preds = %for.body521
  %2431 = mul i32 %bx, 4
  %2432 = add i32 %2431, %i15523
  %2433 = sext i32 %2432 to i64
  %2434 = sext i32 %N to i64
  %2435 = mul nsw i64 %2433, %2434
  %2436 = mul i32 %t, 512
  %2437 = add i32 %2436, 0
  %2438 = sext i32 %2437 to i64
  %2439 = add nsw i64 %2435, %2438
  %2440 = getelementptr inbounds float, ptr %Y, i64 %2439
  %2441 = sext i32 %i15523 to i64
  %2442 = mul nsw i64 %2441, 512
  %2443 = add nsw i64 %2442, 0
  %2444 = getelementptr inbounds float, ptr %X_f, i64 %2443
  call void @tilec_rt_stream(ptr %2440, ptr %2444, i64 2048)
  br label %if.end526

if.else525:                                       ; preds = %for.body521
  br label %for.cond527

if.end526:                                        ; preds = %for.end529, %if.then524
  %2445 = add nsw i32 %i15523, 1
  br label %for.cond520, !llvm.loop !127

for.cond527:                                      ; preds = %for.body528, %if.else525
  %j5530 = phi i32 [ 0, %if.else525 ], [ %2463, %for.body528 ]
  %2446 = icmp slt i32 %j5530, 512
  br i1 %2446, label %for.body528, label %for.end529

for.body528:                                      ; preds = %for.cond527
  %2447 = sext i32 %i15523 to i64
  %2448 = mul nsw i64 %2447, 512
  %2449 = sext i32 %j5530 to i64
  %2450 = add nsw i64 %2448, %2449
  %2451 = getelementptr inbounds float, ptr %X_f, i64 %2450
  %2452 = load float, ptr %2451, align 4
  %2453 = mul i32 %bx, 4
  %2454 = add i32 %2453, %i15523
  %2455 = sext i32 %2454 to i64
  %2456 = sext i32 %N to i64
  %2457 = mul nsw i64 %2455, %2456
  %2458 = mul i32 %t, 512
  %2459 = add i32 %2458, %j5530
  %2460 = sext i32 %2459 to i64
  %2461 = add nsw i64 %2457, %2460
  %2462 = getelementptr inbounds float, ptr %Y, i64 %2461
  store float %2452, ptr %2462, align 4
  %2463 = add nsw i32 %j5530, 1
  br label %for.cond527, !llvm.loop !128

for.end529:                                       ; preds = %for.cond527
  br label %if.end526

for.cond531:                                      ; preds = %for.end537, %if.else518
  %i15534 = phi i32 [ 0, %if.else518 ], [ %2491, %for.end537 ]
  %2464 = icmp slt i32 %i15534, 4
  br i1 %2464, label %for.body532, label %for.end533

for.body532:                                      ; preds = %for.cond531
  br label %for.cond535

for.end533:                                       ; preds = %for.cond531
  br label %if.end519

for.cond535:                                      ; preds = %if.end541, %for.body532
  %j5538 = phi i32 [ 0, %for.body532 ], [ %2508, %if.end541 ]
  %2465 = icmp slt i32 %j5538, 512
  br i1 %2465, label %for.body536, label %for.end537

for.body536:                                      ; preds = %for.cond535
  %2466 = mul i32 %bx, 4
  %2467 = sext i32 %2466 to i64
  %2468 = sext i32 %i15534 to i64
  %2469 = add i64 %2467, %2468
  %2470 = icmp sle i64 0, %2469
  %2471 = mul i32 %bx, 4
  %2472 = sext i32 %2471 to i64
  %2473 = sext i32 %i15534 to i64
  %2474 = add i64 %2472, %2473
  %2475 = sext i32 %M to i64
  %2476 = icmp slt i64 %2474, %2475
  %2477 = and i1 %2470, %2476
  %2478 = mul i32 %t, 512
  %2479 = sext i32 %2478 to i64
  %2480 = sext i32 %j5538 to i64
  %2481 = add i64 %2479, %2480
  %2482 = icmp sle i64 0, %2481
  %2483 = mul i32 %t, 512
  %2484 = sext i32 %2483 to i64
  %2485 = sext i32 %j5538 to i64
  %2486 = add i64 %2484, %2485
  %2487 = sext i32 %N to i64
  %2488 = icmp slt i64 %2486, %2487
  %2489 = and i1 %2482, %2488
  %2490 = and i1 %2477, %2489
  br i1 %2490, label %if.then539, label %if.else540

for.end537:                                       ; preds = %for.cond535
  %2491 = add nsw i32 %i15534, 1
  br label %for.cond531, !llvm.loop !129

if.then539:                                       ; preds = %for.body536
  %2492 = sext i32 %i15534 to i64
  %2493 = mul nsw i64 %2492, 512
  %2494 = sext i32 %j5538 to i64
  %2495 = add nsw i64 %2493, %2494
  %2496 = getelementptr inbounds float, ptr %X_f, i64 %2495
  %2497 = load float, ptr %2496, align 4
  %2498 = mul i32 %bx, 4
  %2499 = add i32 %2498, %i15534
  %2500 = sext i32 %2499 to i64
  %2501 = sext i32 %N to i64
  %2502 = mul nsw i64 %2500, %2501
  %2503 = mul i32 %t, 512
  %2504 = add i32 %2503, %j5538
  %2505 = sext i32 %2504 to i64
  %2506 = add nsw i64 %2502, %2505
  %2507 = getelementptr inbounds float, ptr %Y, i64 %2506
  store float %2497, ptr %2507, align 4
  br label %if.end541

if.else540:                                       ; preds = %for.body536
  br label %if.end541

if.end541:                                        ; preds = %if.else540, %if.then539
  %2508 = add nsw i32 %j5538, 1
  br label %for.cond535, !llvm.loop !130
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
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
