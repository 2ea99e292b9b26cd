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
  br i1 %12, label %if.then112, label %if.else113

if.end:                                           ; preds = %if.end114, %if.end86
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

for.cond51:                                       ; preds = %for.end57, %for.end36
  %i54 = phi i32 [ 0, %for.end36 ], [ %179, %for.end57 ]
  %160 = icmp slt i32 %i54, 32
  br i1 %160, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  br label %for.cond59

for.cond55:                                       ; preds = %for.body56, %for.body52
  %j58 = phi i32 [ 0, %for.body52 ], [ %178, %for.body56 ]
  %161 = icmp slt i32 %j58, 256
  br i1 %161, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %162 = sext i32 %i54 to i64
  %163 = mul nsw i64 %162, 256
  %164 = sext i32 %j58 to i64
  %165 = add nsw i64 %163, %164
  %166 = getelementptr inbounds float, ptr %X_s, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = sext i32 %i54 to i64
  %169 = getelementptr inbounds float, ptr %m_s, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fsub float %167, %170
  %172 = call float @tilec_expf(float %171)
  %173 = sext i32 %i54 to i64
  %174 = mul nsw i64 %173, 256
  %175 = sext i32 %j58 to i64
  %176 = add nsw i64 %174, %175
  %177 = getelementptr inbounds float, ptr %X_s, i64 %176
  store float %172, ptr %177, align 4
  %178 = add nsw i32 %j58, 1
  br label %for.cond55, !llvm.loop !16

for.end57:                                        ; preds = %for.cond55
  %179 = add nsw i32 %i54, 1
  br label %for.cond51, !llvm.loop !17

for.cond59:                                       ; preds = %for.end74, %for.end53
  %i2 = phi i32 [ 0, %for.end53 ], [ %223, %for.end74 ]
  %180 = icmp slt i32 %i2, 32
  br i1 %180, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  br label %for.cond62

for.end61:                                        ; preds = %for.cond59
  br label %for.cond76

for.cond62:                                       ; preds = %for.body63, %for.body60
  %lane1 = phi i32 [ 0, %for.body60 ], [ %190, %for.body63 ]
  %181 = icmp slt i32 %lane1, 32
  br i1 %181, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %182 = sext i32 %i2 to i64
  %183 = mul nsw i64 %182, 256
  %184 = sext i32 %lane1 to i64
  %185 = add nsw i64 %183, %184
  %186 = getelementptr inbounds float, ptr %X_s, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = sext i32 %lane1 to i64
  %189 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %188
  store float %187, ptr %189, align 4
  %190 = add nsw i32 %lane1, 1
  br label %for.cond62, !llvm.loop !18

for.end64:                                        ; preds = %for.cond62
  br label %for.cond65

for.cond65:                                       ; preds = %for.end70, %for.end64
  %red1 = phi i32 [ 0, %for.end64 ], [ %211, %for.end70 ]
  %191 = icmp slt i32 %red1, 7
  br i1 %191, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  br label %for.cond68

for.end67:                                        ; preds = %for.cond65
  %192 = sext i32 %i2 to i64
  %193 = getelementptr inbounds float, ptr %l_s, i64 %192
  store float 0.000000e+00, ptr %193, align 4
  br label %for.cond72

for.cond68:                                       ; preds = %for.body69, %for.body66
  %lane171 = phi i32 [ 0, %for.body66 ], [ %210, %for.body69 ]
  %194 = icmp slt i32 %lane171, 32
  br i1 %194, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %195 = sext i32 %lane171 to i64
  %196 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %195
  %197 = load float, ptr %196, align 4
  %198 = sext i32 %i2 to i64
  %199 = mul nsw i64 %198, 256
  %200 = add i32 %red1, 1
  %201 = mul i32 %200, 32
  %202 = add i32 %201, %lane171
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %199, %203
  %205 = getelementptr inbounds float, ptr %X_s, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fadd float %197, %206
  %208 = sext i32 %lane171 to i64
  %209 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %208
  store float %207, ptr %209, align 4
  %210 = add nsw i32 %lane171, 1
  br label %for.cond68, !llvm.loop !19

for.end70:                                        ; preds = %for.cond68
  %211 = add nsw i32 %red1, 1
  br label %for.cond65, !llvm.loop !20

for.cond72:                                       ; preds = %for.body73, %for.end67
  %lane175 = phi i32 [ 0, %for.end67 ], [ %222, %for.body73 ]
  %212 = icmp slt i32 %lane175, 32
  br i1 %212, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %213 = sext i32 %i2 to i64
  %214 = getelementptr inbounds float, ptr %l_s, i64 %213
  %215 = load float, ptr %214, align 4
  %216 = sext i32 %lane175 to i64
  %217 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = fadd float %215, %218
  %220 = sext i32 %i2 to i64
  %221 = getelementptr inbounds float, ptr %l_s, i64 %220
  store float %219, ptr %221, align 4
  %222 = add nsw i32 %lane175, 1
  br label %for.cond72, !llvm.loop !21

for.end74:                                        ; preds = %for.cond72
  %223 = add nsw i32 %i2, 1
  br label %for.cond59, !llvm.loop !22

for.cond76:                                       ; preds = %for.end82, %for.end61
  %i79 = phi i32 [ 0, %for.end61 ], [ %254, %for.end82 ]
  %224 = icmp slt i32 %i79, 32
  br i1 %224, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond80

for.end78:                                        ; preds = %for.cond76
  %225 = mul i32 %bx, 32
  %226 = icmp sle i32 0, %225
  %227 = mul i32 %bx, 32
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 32
  %230 = sext i32 %M to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %226, %231
  %233 = sext i32 %N to i64
  %234 = icmp sle i64 256, %233
  %235 = and i1 %232, %234
  br i1 %235, label %if.then84, label %if.else85

for.cond80:                                       ; preds = %for.body81, %for.body77
  %j83 = phi i32 [ 0, %for.body77 ], [ %253, %for.body81 ]
  %236 = icmp slt i32 %j83, 256
  br i1 %236, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %237 = sext i32 %i79 to i64
  %238 = mul nsw i64 %237, 256
  %239 = sext i32 %j83 to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds float, ptr %X_s, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = sext i32 %i79 to i64
  %244 = getelementptr inbounds float, ptr %l_s, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = fdiv float 1.000000e+00, %245
  %247 = fmul float %242, %246
  %248 = sext i32 %i79 to i64
  %249 = mul nsw i64 %248, 256
  %250 = sext i32 %j83 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds float, ptr %X_s, i64 %251
  store float %247, ptr %252, align 4
  %253 = add nsw i32 %j83, 1
  br label %for.cond80, !llvm.loop !23

for.end82:                                        ; preds = %for.cond80
  %254 = add nsw i32 %i79, 1
  br label %for.cond76, !llvm.loop !24

if.then84:                                        ; preds = %for.end78
  br label %for.cond87

if.else85:                                        ; preds = %for.end78
  br label %for.cond98

if.end86:                                         ; preds = %for.end100, %for.end89
  br label %if.end

for.cond87:                                       ; preds = %if.end93, %if.then84
  %i1190 = phi i32 [ 0, %if.then84 ], [ %271, %if.end93 ]
  %255 = icmp slt i32 %i1190, 32
  br i1 %255, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %256 = sext i32 %M to i64
  %257 = sext i32 %N to i64
  %258 = mul i64 %256, %257
  %259 = icmp sge i64 %258, 8388608
  br i1 %259, label %if.then91, label %if.else92

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

if.then91:                                        ; preds = %for.body88
  %260 = mul i32 %bx, 32
  %261 = add i32 %260, %i1190
  %262 = sext i32 %261 to i64
  %263 = sext i32 %N to i64
  %264 = mul nsw i64 %262, %263
  %265 = add nsw i64 %264, 0
  %266 = getelementptr inbounds float, ptr %Y, i64 %265
  %267 = sext i32 %i1190 to i64
  %268 = mul nsw i64 %267, 256
  %269 = add nsw i64 %268, 0
  %270 = getelementptr inbounds float, ptr %X_s, i64 %269
  call void @tilec_rt_stream(ptr %266, ptr %270, i64 1024)
  br label %if.end93

if.else92:                                        ; preds = %for.body88
  br label %for.cond94

if.end93:                                         ; preds = %for.end96, %if.then91
  %271 = add nsw i32 %i1190, 1
  br label %for.cond87, !llvm.loop !25

for.cond94:                                       ; preds = %for.body95, %if.else92
  %j197 = phi i32 [ 0, %if.else92 ], [ %287, %for.body95 ]
  %272 = icmp slt i32 %j197, 256
  br i1 %272, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %273 = sext i32 %i1190 to i64
  %274 = mul nsw i64 %273, 256
  %275 = sext i32 %j197 to i64
  %276 = add nsw i64 %274, %275
  %277 = getelementptr inbounds float, ptr %X_s, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = mul i32 %bx, 32
  %280 = add i32 %279, %i1190
  %281 = sext i32 %280 to i64
  %282 = sext i32 %N to i64
  %283 = mul nsw i64 %281, %282
  %284 = sext i32 %j197 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds float, ptr %Y, i64 %285
  store float %278, ptr %286, align 4
  %287 = add nsw i32 %j197, 1
  br label %for.cond94, !llvm.loop !26

for.end96:                                        ; preds = %for.cond94
  br label %if.end93

for.cond98:                                       ; preds = %if.end104, %if.else85
  %i11101 = phi i32 [ 0, %if.else85 ], [ %312, %if.end104 ]
  %288 = icmp slt i32 %i11101, 32
  br i1 %288, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %289 = sext i32 %N to i64
  %290 = icmp slt i64 %289, 0
  %291 = sext i32 %N to i64
  %292 = icmp sgt i64 %291, 256
  %293 = sext i32 %N to i64
  %294 = select i1 %292, i64 256, i64 %293
  %295 = select i1 %290, i64 0, i64 %294
  %tl_hi2 = trunc i64 %295 to i32
  %296 = mul i32 %bx, 32
  %297 = sext i32 %296 to i64
  %298 = sext i32 %i11101 to i64
  %299 = add i64 %297, %298
  %300 = icmp sle i64 0, %299
  %301 = mul i32 %bx, 32
  %302 = sext i32 %301 to i64
  %303 = sext i32 %i11101 to i64
  %304 = add i64 %302, %303
  %305 = sext i32 %M to i64
  %306 = icmp slt i64 %304, %305
  %307 = and i1 %300, %306
  br i1 %307, label %if.then102, label %if.else103

for.end100:                                       ; preds = %for.cond98
  br label %if.end86

if.then102:                                       ; preds = %for.body99
  %308 = sext i32 %M to i64
  %309 = sext i32 %N to i64
  %310 = mul i64 %308, %309
  %311 = icmp sge i64 %310, 8388608
  br i1 %311, label %if.then105, label %if.else106

if.else103:                                       ; preds = %for.body99
  br label %if.end104

if.end104:                                        ; preds = %if.else103, %if.end107
  %312 = add nsw i32 %i11101, 1
  br label %for.cond98, !llvm.loop !27

if.then105:                                       ; preds = %if.then102
  %313 = sext i32 %tl_hi2 to i64
  %314 = mul i32 %bx, 32
  %315 = add i32 %314, %i11101
  %316 = sext i32 %315 to i64
  %317 = sext i32 %N to i64
  %318 = mul nsw i64 %316, %317
  %319 = add nsw i64 %318, 0
  %320 = getelementptr inbounds float, ptr %Y, i64 %319
  %321 = sext i32 %i11101 to i64
  %322 = mul nsw i64 %321, 256
  %323 = add nsw i64 %322, 0
  %324 = getelementptr inbounds float, ptr %X_s, i64 %323
  %325 = mul i64 %313, 4
  call void @tilec_rt_stream(ptr %320, ptr %324, i64 %325)
  br label %if.end107

if.else106:                                       ; preds = %if.then102
  br label %for.cond108

if.end107:                                        ; preds = %for.end110, %if.then105
  br label %if.end104

for.cond108:                                      ; preds = %for.body109, %if.else106
  %j1111 = phi i32 [ 0, %if.else106 ], [ %341, %for.body109 ]
  %326 = icmp slt i32 %j1111, %tl_hi2
  br i1 %326, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %327 = sext i32 %i11101 to i64
  %328 = mul nsw i64 %327, 256
  %329 = sext i32 %j1111 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %X_s, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = mul i32 %bx, 32
  %334 = add i32 %333, %i11101
  %335 = sext i32 %334 to i64
  %336 = sext i32 %N to i64
  %337 = mul nsw i64 %335, %336
  %338 = sext i32 %j1111 to i64
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %Y, i64 %339
  store float %332, ptr %340, align 4
  %341 = add nsw i32 %j1111, 1
  br label %for.cond108, !llvm.loop !28

for.end110:                                       ; preds = %for.cond108
  br label %if.end107

if.then112:                                       ; preds = %if.else
  %342 = mul i32 %bx, 4
  %343 = icmp sle i32 0, %342
  %344 = mul i32 %bx, 4
  %345 = sext i32 %344 to i64
  %346 = add i64 %345, 4
  %347 = sext i32 %M to i64
  %348 = icmp sle i64 %346, %347
  %349 = and i1 %343, %348
  %350 = sext i32 %N to i64
  %351 = icmp sle i64 512, %350
  %352 = and i1 %349, %351
  br i1 %352, label %if.then115, label %if.else116

if.else113:                                       ; preds = %if.else
  %353 = icmp sle i32 %N, 4096
  br i1 %353, label %if.then231, label %if.else232

if.end114:                                        ; preds = %if.end233, %if.end205
  br label %if.end

if.then115:                                       ; preds = %if.then112
  br label %for.cond118

if.else116:                                       ; preds = %if.then112
  br label %for.cond124

if.end117:                                        ; preds = %for.end126, %for.end120
  br label %for.cond142

for.cond118:                                      ; preds = %for.end123, %if.then115
  %i12 = phi i32 [ 0, %if.then115 ], [ %371, %for.end123 ]
  %354 = icmp slt i32 %i12, 4
  br i1 %354, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  br label %for.cond121

for.end120:                                       ; preds = %for.cond118
  br label %if.end117

for.cond121:                                      ; preds = %for.body122, %for.body119
  %j2 = phi i32 [ 0, %for.body119 ], [ %370, %for.body122 ]
  %355 = icmp slt i32 %j2, 512
  br i1 %355, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %356 = mul i32 %bx, 4
  %357 = add i32 %356, %i12
  %358 = sext i32 %357 to i64
  %359 = sext i32 %N to i64
  %360 = mul nsw i64 %358, %359
  %361 = sext i32 %j2 to i64
  %362 = add nsw i64 %360, %361
  %363 = getelementptr inbounds float, ptr %X, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %i12 to i64
  %366 = mul nsw i64 %365, 512
  %367 = sext i32 %j2 to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds float, ptr %X_f, i64 %368
  store float %364, ptr %369, align 4
  %370 = add nsw i32 %j2, 1
  br label %for.cond121, !llvm.loop !29

for.end123:                                       ; preds = %for.cond121
  %371 = add nsw i32 %i12, 1
  br label %for.cond118, !llvm.loop !30

for.cond124:                                      ; preds = %for.end141, %if.else116
  %i12127 = phi i32 [ 0, %if.else116 ], [ %424, %for.end141 ]
  %372 = icmp slt i32 %i12127, 4
  br i1 %372, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %373 = sext i32 %N to i64
  %374 = icmp slt i64 %373, 0
  %375 = sext i32 %N to i64
  %376 = icmp sgt i64 %375, 512
  %377 = sext i32 %N to i64
  %378 = select i1 %376, i64 512, i64 %377
  %379 = select i1 %374, i64 0, i64 %378
  %tl_hi3 = trunc i64 %379 to i32
  %380 = mul i32 %bx, 4
  %381 = sext i32 %380 to i64
  %382 = sext i32 %i12127 to i64
  %383 = add i64 %381, %382
  %384 = icmp sle i64 0, %383
  %385 = mul i32 %bx, 4
  %386 = sext i32 %385 to i64
  %387 = sext i32 %i12127 to i64
  %388 = add i64 %386, %387
  %389 = sext i32 %M to i64
  %390 = icmp slt i64 %388, %389
  %391 = and i1 %384, %390
  br i1 %391, label %if.then128, label %if.else129

for.end126:                                       ; preds = %for.cond124
  br label %if.end117

if.then128:                                       ; preds = %for.body125
  br label %for.cond131

if.else129:                                       ; preds = %for.body125
  br label %for.cond135

if.end130:                                        ; preds = %for.end137, %for.end133
  %392 = sub i32 512, %tl_hi3
  br label %for.cond139

for.cond131:                                      ; preds = %for.body132, %if.then128
  %j2134 = phi i32 [ 0, %if.then128 ], [ %408, %for.body132 ]
  %393 = icmp slt i32 %j2134, %tl_hi3
  br i1 %393, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %394 = mul i32 %bx, 4
  %395 = add i32 %394, %i12127
  %396 = sext i32 %395 to i64
  %397 = sext i32 %N to i64
  %398 = mul nsw i64 %396, %397
  %399 = sext i32 %j2134 to i64
  %400 = add nsw i64 %398, %399
  %401 = getelementptr inbounds float, ptr %X, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = sext i32 %i12127 to i64
  %404 = mul nsw i64 %403, 512
  %405 = sext i32 %j2134 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %X_f, i64 %406
  store float %402, ptr %407, align 4
  %408 = add nsw i32 %j2134, 1
  br label %for.cond131, !llvm.loop !31

for.end133:                                       ; preds = %for.cond131
  br label %if.end130

for.cond135:                                      ; preds = %for.body136, %if.else129
  %j2138 = phi i32 [ 0, %if.else129 ], [ %415, %for.body136 ]
  %409 = icmp slt i32 %j2138, %tl_hi3
  br i1 %409, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %410 = sext i32 %i12127 to i64
  %411 = mul nsw i64 %410, 512
  %412 = sext i32 %j2138 to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %X_f, i64 %413
  store float 0.000000e+00, ptr %414, align 4
  %415 = add nsw i32 %j2138, 1
  br label %for.cond135, !llvm.loop !32

for.end137:                                       ; preds = %for.cond135
  br label %if.end130

for.cond139:                                      ; preds = %for.body140, %if.end130
  %j21 = phi i32 [ 0, %if.end130 ], [ %423, %for.body140 ]
  %416 = icmp slt i32 %j21, %392
  br i1 %416, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %417 = sext i32 %i12127 to i64
  %418 = mul nsw i64 %417, 512
  %419 = add i32 %tl_hi3, %j21
  %420 = sext i32 %419 to i64
  %421 = add nsw i64 %418, %420
  %422 = getelementptr inbounds float, ptr %X_f, i64 %421
  store float 0.000000e+00, ptr %422, align 4
  %423 = add nsw i32 %j21, 1
  br label %for.cond139, !llvm.loop !33

for.end141:                                       ; preds = %for.cond139
  %424 = add nsw i32 %i12127, 1
  br label %for.cond124, !llvm.loop !34

for.cond142:                                      ; preds = %for.end152, %if.end117
  %i145 = phi i32 [ 0, %if.end117 ], [ %455, %for.end152 ]
  %425 = icmp slt i32 %i145, 4
  br i1 %425, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %426 = sext i32 %N to i64
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = icmp sgt i64 %428, 512
  %430 = sext i32 %N to i64
  %431 = select i1 %429, i64 512, i64 %430
  %432 = select i1 %427, i64 0, i64 %431
  %tl_hi4 = trunc i64 %432 to i32
  br label %for.cond146

for.end144:                                       ; preds = %for.cond142
  br label %for.cond153

for.cond146:                                      ; preds = %for.body147, %for.body143
  %j149 = phi i32 [ 0, %for.body143 ], [ %445, %for.body147 ]
  %433 = icmp slt i32 %j149, %tl_hi4
  br i1 %433, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %434 = sext i32 %i145 to i64
  %435 = mul nsw i64 %434, 512
  %436 = sext i32 %j149 to i64
  %437 = add nsw i64 %435, %436
  %438 = getelementptr inbounds float, ptr %X_f, i64 %437
  %439 = load float, ptr %438, align 4
  %440 = sext i32 %i145 to i64
  %441 = mul nsw i64 %440, 512
  %442 = sext i32 %j149 to i64
  %443 = add nsw i64 %441, %442
  %444 = getelementptr inbounds float, ptr %X_f, i64 %443
  store float %439, ptr %444, align 4
  %445 = add nsw i32 %j149, 1
  br label %for.cond146, !llvm.loop !35

for.end148:                                       ; preds = %for.cond146
  %446 = sub i32 512, %tl_hi4
  br label %for.cond150

for.cond150:                                      ; preds = %for.body151, %for.end148
  %j7 = phi i32 [ 0, %for.end148 ], [ %454, %for.body151 ]
  %447 = icmp slt i32 %j7, %446
  br i1 %447, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %448 = sext i32 %i145 to i64
  %449 = mul nsw i64 %448, 512
  %450 = add i32 %tl_hi4, %j7
  %451 = sext i32 %450 to i64
  %452 = add nsw i64 %449, %451
  %453 = getelementptr inbounds float, ptr %X_f, i64 %452
  store float 0xFFF0000000000000, ptr %453, align 4
  %454 = add nsw i32 %j7, 1
  br label %for.cond150, !llvm.loop !36

for.end152:                                       ; preds = %for.cond150
  %455 = add nsw i32 %i145, 1
  br label %for.cond142, !llvm.loop !37

for.cond153:                                      ; preds = %for.end168, %for.end144
  %i3 = phi i32 [ 0, %for.end144 ], [ %500, %for.end168 ]
  %456 = icmp slt i32 %i3, 4
  br i1 %456, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  br label %for.cond156

for.end155:                                       ; preds = %for.cond153
  br label %for.cond170

for.cond156:                                      ; preds = %for.body157, %for.body154
  %lane2 = phi i32 [ 0, %for.body154 ], [ %466, %for.body157 ]
  %457 = icmp slt i32 %lane2, 32
  br i1 %457, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %458 = sext i32 %i3 to i64
  %459 = mul nsw i64 %458, 512
  %460 = sext i32 %lane2 to i64
  %461 = add nsw i64 %459, %460
  %462 = getelementptr inbounds float, ptr %X_f, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sext i32 %lane2 to i64
  %465 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %464
  store float %463, ptr %465, align 4
  %466 = add nsw i32 %lane2, 1
  br label %for.cond156, !llvm.loop !38

for.end158:                                       ; preds = %for.cond156
  br label %for.cond159

for.cond159:                                      ; preds = %for.end164, %for.end158
  %red2 = phi i32 [ 0, %for.end158 ], [ %488, %for.end164 ]
  %467 = icmp slt i32 %red2, 15
  br i1 %467, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond162

for.end161:                                       ; preds = %for.cond159
  %468 = sext i32 %i3 to i64
  %469 = getelementptr inbounds float, ptr %m, i64 %468
  store float 0xFFF0000000000000, ptr %469, align 4
  br label %for.cond166

for.cond162:                                      ; preds = %for.body163, %for.body160
  %lane2165 = phi i32 [ 0, %for.body160 ], [ %487, %for.body163 ]
  %470 = icmp slt i32 %lane2165, 32
  br i1 %470, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %471 = sext i32 %lane2165 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %471
  %lane_acc1 = load float, ptr %472, align 4
  %473 = sext i32 %i3 to i64
  %474 = mul nsw i64 %473, 512
  %475 = add i32 %red2, 1
  %476 = mul i32 %475, 32
  %477 = add i32 %476, %lane2165
  %478 = sext i32 %477 to i64
  %479 = add nsw i64 %474, %478
  %480 = getelementptr inbounds float, ptr %X_f, i64 %479
  %lane_next1 = load float, ptr %480, align 4
  %481 = fcmp une float %lane_next1, %lane_next1
  %482 = fcmp ogt float %lane_acc1, %lane_next1
  %483 = select i1 %482, float %lane_acc1, float %lane_next1
  %484 = select i1 %481, float %lane_acc1, float %483
  %485 = sext i32 %lane2165 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %485
  store float %484, ptr %486, align 4
  %487 = add nsw i32 %lane2165, 1
  br label %for.cond162, !llvm.loop !39

for.end164:                                       ; preds = %for.cond162
  %488 = add nsw i32 %red2, 1
  br label %for.cond159, !llvm.loop !40

for.cond166:                                      ; preds = %for.body167, %for.end161
  %lane2169 = phi i32 [ 0, %for.end161 ], [ %499, %for.body167 ]
  %489 = icmp slt i32 %lane2169, 32
  br i1 %489, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %490 = sext i32 %i3 to i64
  %491 = getelementptr inbounds float, ptr %m, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = sext i32 %lane2169 to i64
  %494 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = call float @llvm.maxnum.f32(float %492, float %495)
  %497 = sext i32 %i3 to i64
  %498 = getelementptr inbounds float, ptr %m, i64 %497
  store float %496, ptr %498, align 4
  %499 = add nsw i32 %lane2169, 1
  br label %for.cond166, !llvm.loop !41

for.end168:                                       ; preds = %for.cond166
  %500 = add nsw i32 %i3, 1
  br label %for.cond153, !llvm.loop !42

for.cond170:                                      ; preds = %for.end176, %for.end155
  %i173 = phi i32 [ 0, %for.end155 ], [ %520, %for.end176 ]
  %501 = icmp slt i32 %i173, 4
  br i1 %501, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  br label %for.cond174

for.end172:                                       ; preds = %for.cond170
  br label %for.cond178

for.cond174:                                      ; preds = %for.body175, %for.body171
  %j177 = phi i32 [ 0, %for.body171 ], [ %519, %for.body175 ]
  %502 = icmp slt i32 %j177, 512
  br i1 %502, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %503 = sext i32 %i173 to i64
  %504 = mul nsw i64 %503, 512
  %505 = sext i32 %j177 to i64
  %506 = add nsw i64 %504, %505
  %507 = getelementptr inbounds float, ptr %X_f, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %i173 to i64
  %510 = getelementptr inbounds float, ptr %m, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = fsub float %508, %511
  %513 = call float @tilec_expf(float %512)
  %514 = sext i32 %i173 to i64
  %515 = mul nsw i64 %514, 512
  %516 = sext i32 %j177 to i64
  %517 = add nsw i64 %515, %516
  %518 = getelementptr inbounds float, ptr %X_f, i64 %517
  store float %513, ptr %518, align 4
  %519 = add nsw i32 %j177, 1
  br label %for.cond174, !llvm.loop !43

for.end176:                                       ; preds = %for.cond174
  %520 = add nsw i32 %i173, 1
  br label %for.cond170, !llvm.loop !44

for.cond178:                                      ; preds = %for.end193, %for.end172
  %i5 = phi i32 [ 0, %for.end172 ], [ %564, %for.end193 ]
  %521 = icmp slt i32 %i5, 4
  br i1 %521, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  br label %for.cond181

for.end180:                                       ; preds = %for.cond178
  br label %for.cond195

for.cond181:                                      ; preds = %for.body182, %for.body179
  %lane3 = phi i32 [ 0, %for.body179 ], [ %531, %for.body182 ]
  %522 = icmp slt i32 %lane3, 32
  br i1 %522, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %523 = sext i32 %i5 to i64
  %524 = mul nsw i64 %523, 512
  %525 = sext i32 %lane3 to i64
  %526 = add nsw i64 %524, %525
  %527 = getelementptr inbounds float, ptr %X_f, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = sext i32 %lane3 to i64
  %530 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %529
  store float %528, ptr %530, align 4
  %531 = add nsw i32 %lane3, 1
  br label %for.cond181, !llvm.loop !45

for.end183:                                       ; preds = %for.cond181
  br label %for.cond184

for.cond184:                                      ; preds = %for.end189, %for.end183
  %red3 = phi i32 [ 0, %for.end183 ], [ %552, %for.end189 ]
  %532 = icmp slt i32 %red3, 15
  br i1 %532, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond187

for.end186:                                       ; preds = %for.cond184
  %533 = sext i32 %i5 to i64
  %534 = getelementptr inbounds float, ptr %l, i64 %533
  store float 0.000000e+00, ptr %534, align 4
  br label %for.cond191

for.cond187:                                      ; preds = %for.body188, %for.body185
  %lane3190 = phi i32 [ 0, %for.body185 ], [ %551, %for.body188 ]
  %535 = icmp slt i32 %lane3190, 32
  br i1 %535, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %536 = sext i32 %lane3190 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = sext i32 %i5 to i64
  %540 = mul nsw i64 %539, 512
  %541 = add i32 %red3, 1
  %542 = mul i32 %541, 32
  %543 = add i32 %542, %lane3190
  %544 = sext i32 %543 to i64
  %545 = add nsw i64 %540, %544
  %546 = getelementptr inbounds float, ptr %X_f, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = fadd float %538, %547
  %549 = sext i32 %lane3190 to i64
  %550 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %549
  store float %548, ptr %550, align 4
  %551 = add nsw i32 %lane3190, 1
  br label %for.cond187, !llvm.loop !46

for.end189:                                       ; preds = %for.cond187
  %552 = add nsw i32 %red3, 1
  br label %for.cond184, !llvm.loop !47

for.cond191:                                      ; preds = %for.body192, %for.end186
  %lane3194 = phi i32 [ 0, %for.end186 ], [ %563, %for.body192 ]
  %553 = icmp slt i32 %lane3194, 32
  br i1 %553, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %554 = sext i32 %i5 to i64
  %555 = getelementptr inbounds float, ptr %l, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = sext i32 %lane3194 to i64
  %558 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %557
  %559 = load float, ptr %558, align 4
  %560 = fadd float %556, %559
  %561 = sext i32 %i5 to i64
  %562 = getelementptr inbounds float, ptr %l, i64 %561
  store float %560, ptr %562, align 4
  %563 = add nsw i32 %lane3194, 1
  br label %for.cond191, !llvm.loop !48

for.end193:                                       ; preds = %for.cond191
  %564 = add nsw i32 %i5, 1
  br label %for.cond178, !llvm.loop !49

for.cond195:                                      ; preds = %for.end201, %for.end180
  %i198 = phi i32 [ 0, %for.end180 ], [ %595, %for.end201 ]
  %565 = icmp slt i32 %i198, 4
  br i1 %565, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  br label %for.cond199

for.end197:                                       ; preds = %for.cond195
  %566 = mul i32 %bx, 4
  %567 = icmp sle i32 0, %566
  %568 = mul i32 %bx, 4
  %569 = sext i32 %568 to i64
  %570 = add i64 %569, 4
  %571 = sext i32 %M to i64
  %572 = icmp sle i64 %570, %571
  %573 = and i1 %567, %572
  %574 = sext i32 %N to i64
  %575 = icmp sle i64 512, %574
  %576 = and i1 %573, %575
  br i1 %576, label %if.then203, label %if.else204

for.cond199:                                      ; preds = %for.body200, %for.body196
  %j202 = phi i32 [ 0, %for.body196 ], [ %594, %for.body200 ]
  %577 = icmp slt i32 %j202, 512
  br i1 %577, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %578 = sext i32 %i198 to i64
  %579 = mul nsw i64 %578, 512
  %580 = sext i32 %j202 to i64
  %581 = add nsw i64 %579, %580
  %582 = getelementptr inbounds float, ptr %X_f, i64 %581
  %583 = load float, ptr %582, align 4
  %584 = sext i32 %i198 to i64
  %585 = getelementptr inbounds float, ptr %l, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = fdiv float 1.000000e+00, %586
  %588 = fmul float %583, %587
  %589 = sext i32 %i198 to i64
  %590 = mul nsw i64 %589, 512
  %591 = sext i32 %j202 to i64
  %592 = add nsw i64 %590, %591
  %593 = getelementptr inbounds float, ptr %X_f, i64 %592
  store float %588, ptr %593, align 4
  %594 = add nsw i32 %j202, 1
  br label %for.cond199, !llvm.loop !50

for.end201:                                       ; preds = %for.cond199
  %595 = add nsw i32 %i198, 1
  br label %for.cond195, !llvm.loop !51

if.then203:                                       ; preds = %for.end197
  br label %for.cond206

if.else204:                                       ; preds = %for.end197
  br label %for.cond217

if.end205:                                        ; preds = %for.end219, %for.end208
  br label %if.end114

for.cond206:                                      ; preds = %if.end212, %if.then203
  %i12209 = phi i32 [ 0, %if.then203 ], [ %612, %if.end212 ]
  %596 = icmp slt i32 %i12209, 4
  br i1 %596, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %597 = sext i32 %M to i64
  %598 = sext i32 %N to i64
  %599 = mul i64 %597, %598
  %600 = icmp sge i64 %599, 8388608
  br i1 %600, label %if.then210, label %if.else211

for.end208:                                       ; preds = %for.cond206
  br label %if.end205

if.then210:                                       ; preds = %for.body207
  %601 = mul i32 %bx, 4
  %602 = add i32 %601, %i12209
  %603 = sext i32 %602 to i64
  %604 = sext i32 %N to i64
  %605 = mul nsw i64 %603, %604
  %606 = add nsw i64 %605, 0
  %607 = getelementptr inbounds float, ptr %Y, i64 %606
  %608 = sext i32 %i12209 to i64
  %609 = mul nsw i64 %608, 512
  %610 = add nsw i64 %609, 0
  %611 = getelementptr inbounds float, ptr %X_f, i64 %610
  call void @tilec_rt_stream(ptr %607, ptr %611, i64 2048)
  br label %if.end212

if.else211:                                       ; preds = %for.body207
  br label %for.cond213

if.end212:                                        ; preds = %for.end215, %if.then210
  %612 = add nsw i32 %i12209, 1
  br label %for.cond206, !llvm.loop !52

for.cond213:                                      ; preds = %for.body214, %if.else211
  %j2216 = phi i32 [ 0, %if.else211 ], [ %628, %for.body214 ]
  %613 = icmp slt i32 %j2216, 512
  br i1 %613, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %614 = sext i32 %i12209 to i64
  %615 = mul nsw i64 %614, 512
  %616 = sext i32 %j2216 to i64
  %617 = add nsw i64 %615, %616
  %618 = getelementptr inbounds float, ptr %X_f, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = mul i32 %bx, 4
  %621 = add i32 %620, %i12209
  %622 = sext i32 %621 to i64
  %623 = sext i32 %N to i64
  %624 = mul nsw i64 %622, %623
  %625 = sext i32 %j2216 to i64
  %626 = add nsw i64 %624, %625
  %627 = getelementptr inbounds float, ptr %Y, i64 %626
  store float %619, ptr %627, align 4
  %628 = add nsw i32 %j2216, 1
  br label %for.cond213, !llvm.loop !53

for.end215:                                       ; preds = %for.cond213
  br label %if.end212

for.cond217:                                      ; preds = %if.end223, %if.else204
  %i12220 = phi i32 [ 0, %if.else204 ], [ %653, %if.end223 ]
  %629 = icmp slt i32 %i12220, 4
  br i1 %629, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %630 = sext i32 %N to i64
  %631 = icmp slt i64 %630, 0
  %632 = sext i32 %N to i64
  %633 = icmp sgt i64 %632, 512
  %634 = sext i32 %N to i64
  %635 = select i1 %633, i64 512, i64 %634
  %636 = select i1 %631, i64 0, i64 %635
  %tl_hi5 = trunc i64 %636 to i32
  %637 = mul i32 %bx, 4
  %638 = sext i32 %637 to i64
  %639 = sext i32 %i12220 to i64
  %640 = add i64 %638, %639
  %641 = icmp sle i64 0, %640
  %642 = mul i32 %bx, 4
  %643 = sext i32 %642 to i64
  %644 = sext i32 %i12220 to i64
  %645 = add i64 %643, %644
  %646 = sext i32 %M to i64
  %647 = icmp slt i64 %645, %646
  %648 = and i1 %641, %647
  br i1 %648, label %if.then221, label %if.else222

for.end219:                                       ; preds = %for.cond217
  br label %if.end205

if.then221:                                       ; preds = %for.body218
  %649 = sext i32 %M to i64
  %650 = sext i32 %N to i64
  %651 = mul i64 %649, %650
  %652 = icmp sge i64 %651, 8388608
  br i1 %652, label %if.then224, label %if.else225

if.else222:                                       ; preds = %for.body218
  br label %if.end223

if.end223:                                        ; preds = %if.else222, %if.end226
  %653 = add nsw i32 %i12220, 1
  br label %for.cond217, !llvm.loop !54

if.then224:                                       ; preds = %if.then221
  %654 = sext i32 %tl_hi5 to i64
  %655 = mul i32 %bx, 4
  %656 = add i32 %655, %i12220
  %657 = sext i32 %656 to i64
  %658 = sext i32 %N to i64
  %659 = mul nsw i64 %657, %658
  %660 = add nsw i64 %659, 0
  %661 = getelementptr inbounds float, ptr %Y, i64 %660
  %662 = sext i32 %i12220 to i64
  %663 = mul nsw i64 %662, 512
  %664 = add nsw i64 %663, 0
  %665 = getelementptr inbounds float, ptr %X_f, i64 %664
  %666 = mul i64 %654, 4
  call void @tilec_rt_stream(ptr %661, ptr %665, i64 %666)
  br label %if.end226

if.else225:                                       ; preds = %if.then221
  br label %for.cond227

if.end226:                                        ; preds = %for.end229, %if.then224
  br label %if.end223

for.cond227:                                      ; preds = %for.body228, %if.else225
  %j2230 = phi i32 [ 0, %if.else225 ], [ %682, %for.body228 ]
  %667 = icmp slt i32 %j2230, %tl_hi5
  br i1 %667, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %668 = sext i32 %i12220 to i64
  %669 = mul nsw i64 %668, 512
  %670 = sext i32 %j2230 to i64
  %671 = add nsw i64 %669, %670
  %672 = getelementptr inbounds float, ptr %X_f, i64 %671
  %673 = load float, ptr %672, align 4
  %674 = mul i32 %bx, 4
  %675 = add i32 %674, %i12220
  %676 = sext i32 %675 to i64
  %677 = sext i32 %N to i64
  %678 = mul nsw i64 %676, %677
  %679 = sext i32 %j2230 to i64
  %680 = add nsw i64 %678, %679
  %681 = getelementptr inbounds float, ptr %Y, i64 %680
  store float %673, ptr %681, align 4
  %682 = add nsw i32 %j2230, 1
  br label %for.cond227, !llvm.loop !55

for.end229:                                       ; preds = %for.cond227
  br label %if.end226

if.then231:                                       ; preds = %if.else113
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond234

if.else232:                                       ; preds = %if.else113
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond353

if.end233:                                        ; preds = %for.end455, %for.end236
  br label %if.end114

for.cond234:                                      ; preds = %if.end327, %if.then231
  %r = phi i32 [ 0, %if.then231 ], [ %943, %if.end327 ]
  %683 = icmp slt i32 %r, 4
  br i1 %683, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %684 = mul i32 %bx, 4
  %685 = add i32 %684, %r
  %686 = icmp sle i32 0, %685
  %687 = mul i32 %bx, 4
  %688 = add i32 %687, %r
  %689 = sext i32 %688 to i64
  %690 = add i64 %689, 1
  %691 = sext i32 %M to i64
  %692 = icmp sle i64 %690, %691
  %693 = and i1 %686, %692
  %694 = sext i32 %N to i64
  %695 = icmp sle i64 4096, %694
  %696 = and i1 %693, %695
  br i1 %696, label %if.then237, label %if.else238

for.end236:                                       ; preds = %for.cond234
  br label %if.end233

if.then237:                                       ; preds = %for.body235
  br label %for.cond240

if.else238:                                       ; preds = %for.body235
  br label %for.cond246

if.end239:                                        ; preds = %for.end248, %for.end242
  br label %for.cond264

for.cond240:                                      ; preds = %for.end245, %if.then237
  %i13 = phi i32 [ 0, %if.then237 ], [ %715, %for.end245 ]
  %697 = icmp slt i32 %i13, 1
  br i1 %697, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  br label %for.cond243

for.end242:                                       ; preds = %for.cond240
  br label %if.end239

for.cond243:                                      ; preds = %for.body244, %for.body241
  %j3 = phi i32 [ 0, %for.body241 ], [ %714, %for.body244 ]
  %698 = icmp slt i32 %j3, 4096
  br i1 %698, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %699 = mul i32 %bx, 4
  %700 = add i32 %699, %r
  %701 = add i32 %700, %i13
  %702 = sext i32 %701 to i64
  %703 = sext i32 %N to i64
  %704 = mul nsw i64 %702, %703
  %705 = sext i32 %j3 to i64
  %706 = add nsw i64 %704, %705
  %707 = getelementptr inbounds float, ptr %X, i64 %706
  %708 = load float, ptr %707, align 4
  %709 = sext i32 %i13 to i64
  %710 = mul nsw i64 %709, 4096
  %711 = sext i32 %j3 to i64
  %712 = add nsw i64 %710, %711
  %713 = getelementptr inbounds float, ptr %X_r, i64 %712
  store float %708, ptr %713, align 4
  %714 = add nsw i32 %j3, 1
  br label %for.cond243, !llvm.loop !56

for.end245:                                       ; preds = %for.cond243
  %715 = add nsw i32 %i13, 1
  br label %for.cond240, !llvm.loop !57

for.cond246:                                      ; preds = %for.end263, %if.else238
  %i13249 = phi i32 [ 0, %if.else238 ], [ %771, %for.end263 ]
  %716 = icmp slt i32 %i13249, 1
  br i1 %716, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %717 = sext i32 %N to i64
  %718 = icmp slt i64 %717, 0
  %719 = sext i32 %N to i64
  %720 = icmp sgt i64 %719, 4096
  %721 = sext i32 %N to i64
  %722 = select i1 %720, i64 4096, i64 %721
  %723 = select i1 %718, i64 0, i64 %722
  %tl_hi6 = trunc i64 %723 to i32
  %724 = mul i32 %bx, 4
  %725 = add i32 %724, %r
  %726 = sext i32 %725 to i64
  %727 = sext i32 %i13249 to i64
  %728 = add i64 %726, %727
  %729 = icmp sle i64 0, %728
  %730 = mul i32 %bx, 4
  %731 = add i32 %730, %r
  %732 = sext i32 %731 to i64
  %733 = sext i32 %i13249 to i64
  %734 = add i64 %732, %733
  %735 = sext i32 %M to i64
  %736 = icmp slt i64 %734, %735
  %737 = and i1 %729, %736
  br i1 %737, label %if.then250, label %if.else251

for.end248:                                       ; preds = %for.cond246
  br label %if.end239

if.then250:                                       ; preds = %for.body247
  br label %for.cond253

if.else251:                                       ; preds = %for.body247
  br label %for.cond257

if.end252:                                        ; preds = %for.end259, %for.end255
  %738 = sub i32 4096, %tl_hi6
  br label %for.cond261

for.cond253:                                      ; preds = %for.body254, %if.then250
  %j3256 = phi i32 [ 0, %if.then250 ], [ %755, %for.body254 ]
  %739 = icmp slt i32 %j3256, %tl_hi6
  br i1 %739, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %740 = mul i32 %bx, 4
  %741 = add i32 %740, %r
  %742 = add i32 %741, %i13249
  %743 = sext i32 %742 to i64
  %744 = sext i32 %N to i64
  %745 = mul nsw i64 %743, %744
  %746 = sext i32 %j3256 to i64
  %747 = add nsw i64 %745, %746
  %748 = getelementptr inbounds float, ptr %X, i64 %747
  %749 = load float, ptr %748, align 4
  %750 = sext i32 %i13249 to i64
  %751 = mul nsw i64 %750, 4096
  %752 = sext i32 %j3256 to i64
  %753 = add nsw i64 %751, %752
  %754 = getelementptr inbounds float, ptr %X_r, i64 %753
  store float %749, ptr %754, align 4
  %755 = add nsw i32 %j3256, 1
  br label %for.cond253, !llvm.loop !58

for.end255:                                       ; preds = %for.cond253
  br label %if.end252

for.cond257:                                      ; preds = %for.body258, %if.else251
  %j3260 = phi i32 [ 0, %if.else251 ], [ %762, %for.body258 ]
  %756 = icmp slt i32 %j3260, %tl_hi6
  br i1 %756, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %757 = sext i32 %i13249 to i64
  %758 = mul nsw i64 %757, 4096
  %759 = sext i32 %j3260 to i64
  %760 = add nsw i64 %758, %759
  %761 = getelementptr inbounds float, ptr %X_r, i64 %760
  store float 0.000000e+00, ptr %761, align 4
  %762 = add nsw i32 %j3260, 1
  br label %for.cond257, !llvm.loop !59

for.end259:                                       ; preds = %for.cond257
  br label %if.end252

for.cond261:                                      ; preds = %for.body262, %if.end252
  %j31 = phi i32 [ 0, %if.end252 ], [ %770, %for.body262 ]
  %763 = icmp slt i32 %j31, %738
  br i1 %763, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %764 = sext i32 %i13249 to i64
  %765 = mul nsw i64 %764, 4096
  %766 = add i32 %tl_hi6, %j31
  %767 = sext i32 %766 to i64
  %768 = add nsw i64 %765, %767
  %769 = getelementptr inbounds float, ptr %X_r, i64 %768
  store float 0.000000e+00, ptr %769, align 4
  %770 = add nsw i32 %j31, 1
  br label %for.cond261, !llvm.loop !60

for.end263:                                       ; preds = %for.cond261
  %771 = add nsw i32 %i13249, 1
  br label %for.cond246, !llvm.loop !61

for.cond264:                                      ; preds = %for.end274, %if.end239
  %i267 = phi i32 [ 0, %if.end239 ], [ %802, %for.end274 ]
  %772 = icmp slt i32 %i267, 1
  br i1 %772, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %773 = sext i32 %N to i64
  %774 = icmp slt i64 %773, 0
  %775 = sext i32 %N to i64
  %776 = icmp sgt i64 %775, 4096
  %777 = sext i32 %N to i64
  %778 = select i1 %776, i64 4096, i64 %777
  %779 = select i1 %774, i64 0, i64 %778
  %tl_hi7 = trunc i64 %779 to i32
  br label %for.cond268

for.end266:                                       ; preds = %for.cond264
  br label %for.cond275

for.cond268:                                      ; preds = %for.body269, %for.body265
  %j271 = phi i32 [ 0, %for.body265 ], [ %792, %for.body269 ]
  %780 = icmp slt i32 %j271, %tl_hi7
  br i1 %780, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %781 = sext i32 %i267 to i64
  %782 = mul nsw i64 %781, 4096
  %783 = sext i32 %j271 to i64
  %784 = add nsw i64 %782, %783
  %785 = getelementptr inbounds float, ptr %X_r, i64 %784
  %786 = load float, ptr %785, align 4
  %787 = sext i32 %i267 to i64
  %788 = mul nsw i64 %787, 4096
  %789 = sext i32 %j271 to i64
  %790 = add nsw i64 %788, %789
  %791 = getelementptr inbounds float, ptr %X_r, i64 %790
  store float %786, ptr %791, align 4
  %792 = add nsw i32 %j271, 1
  br label %for.cond268, !llvm.loop !62

for.end270:                                       ; preds = %for.cond268
  %793 = sub i32 4096, %tl_hi7
  br label %for.cond272

for.cond272:                                      ; preds = %for.body273, %for.end270
  %j8 = phi i32 [ 0, %for.end270 ], [ %801, %for.body273 ]
  %794 = icmp slt i32 %j8, %793
  br i1 %794, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %795 = sext i32 %i267 to i64
  %796 = mul nsw i64 %795, 4096
  %797 = add i32 %tl_hi7, %j8
  %798 = sext i32 %797 to i64
  %799 = add nsw i64 %796, %798
  %800 = getelementptr inbounds float, ptr %X_r, i64 %799
  store float 0xFFF0000000000000, ptr %800, align 4
  %801 = add nsw i32 %j8, 1
  br label %for.cond272, !llvm.loop !63

for.end274:                                       ; preds = %for.cond272
  %802 = add nsw i32 %i267, 1
  br label %for.cond264, !llvm.loop !64

for.cond275:                                      ; preds = %for.end290, %for.end266
  %i6 = phi i32 [ 0, %for.end266 ], [ %847, %for.end290 ]
  %803 = icmp slt i32 %i6, 1
  br i1 %803, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  br label %for.cond278

for.end277:                                       ; preds = %for.cond275
  br label %for.cond292

for.cond278:                                      ; preds = %for.body279, %for.body276
  %lane4 = phi i32 [ 0, %for.body276 ], [ %813, %for.body279 ]
  %804 = icmp slt i32 %lane4, 32
  br i1 %804, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %805 = sext i32 %i6 to i64
  %806 = mul nsw i64 %805, 4096
  %807 = sext i32 %lane4 to i64
  %808 = add nsw i64 %806, %807
  %809 = getelementptr inbounds float, ptr %X_r, i64 %808
  %810 = load float, ptr %809, align 4
  %811 = sext i32 %lane4 to i64
  %812 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %811
  store float %810, ptr %812, align 4
  %813 = add nsw i32 %lane4, 1
  br label %for.cond278, !llvm.loop !65

for.end280:                                       ; preds = %for.cond278
  br label %for.cond281

for.cond281:                                      ; preds = %for.end286, %for.end280
  %red4 = phi i32 [ 0, %for.end280 ], [ %835, %for.end286 ]
  %814 = icmp slt i32 %red4, 127
  br i1 %814, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  br label %for.cond284

for.end283:                                       ; preds = %for.cond281
  %815 = sext i32 %i6 to i64
  %816 = getelementptr inbounds float, ptr %m_r, i64 %815
  store float 0xFFF0000000000000, ptr %816, align 4
  br label %for.cond288

for.cond284:                                      ; preds = %for.body285, %for.body282
  %lane4287 = phi i32 [ 0, %for.body282 ], [ %834, %for.body285 ]
  %817 = icmp slt i32 %lane4287, 32
  br i1 %817, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %818 = sext i32 %lane4287 to i64
  %819 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %818
  %lane_acc2 = load float, ptr %819, align 4
  %820 = sext i32 %i6 to i64
  %821 = mul nsw i64 %820, 4096
  %822 = add i32 %red4, 1
  %823 = mul i32 %822, 32
  %824 = add i32 %823, %lane4287
  %825 = sext i32 %824 to i64
  %826 = add nsw i64 %821, %825
  %827 = getelementptr inbounds float, ptr %X_r, i64 %826
  %lane_next2 = load float, ptr %827, align 4
  %828 = fcmp une float %lane_next2, %lane_next2
  %829 = fcmp ogt float %lane_acc2, %lane_next2
  %830 = select i1 %829, float %lane_acc2, float %lane_next2
  %831 = select i1 %828, float %lane_acc2, float %830
  %832 = sext i32 %lane4287 to i64
  %833 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %832
  store float %831, ptr %833, align 4
  %834 = add nsw i32 %lane4287, 1
  br label %for.cond284, !llvm.loop !66

for.end286:                                       ; preds = %for.cond284
  %835 = add nsw i32 %red4, 1
  br label %for.cond281, !llvm.loop !67

for.cond288:                                      ; preds = %for.body289, %for.end283
  %lane4291 = phi i32 [ 0, %for.end283 ], [ %846, %for.body289 ]
  %836 = icmp slt i32 %lane4291, 32
  br i1 %836, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %837 = sext i32 %i6 to i64
  %838 = getelementptr inbounds float, ptr %m_r, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = sext i32 %lane4291 to i64
  %841 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %840
  %842 = load float, ptr %841, align 4
  %843 = call float @llvm.maxnum.f32(float %839, float %842)
  %844 = sext i32 %i6 to i64
  %845 = getelementptr inbounds float, ptr %m_r, i64 %844
  store float %843, ptr %845, align 4
  %846 = add nsw i32 %lane4291, 1
  br label %for.cond288, !llvm.loop !68

for.end290:                                       ; preds = %for.cond288
  %847 = add nsw i32 %i6, 1
  br label %for.cond275, !llvm.loop !69

for.cond292:                                      ; preds = %for.end298, %for.end277
  %i295 = phi i32 [ 0, %for.end277 ], [ %866, %for.end298 ]
  %848 = icmp slt i32 %i295, 1
  br i1 %848, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  br label %for.cond296

for.end294:                                       ; preds = %for.cond292
  br label %for.cond300

for.cond296:                                      ; preds = %for.body297, %for.body293
  %j299 = phi i32 [ 0, %for.body293 ], [ %865, %for.body297 ]
  %849 = icmp slt i32 %j299, 4096
  br i1 %849, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %850 = sext i32 %i295 to i64
  %851 = mul nsw i64 %850, 4096
  %852 = sext i32 %j299 to i64
  %853 = add nsw i64 %851, %852
  %854 = getelementptr inbounds float, ptr %X_r, i64 %853
  %855 = load float, ptr %854, align 4
  %856 = getelementptr inbounds float, ptr %m_r, i64 0
  %857 = load float, ptr %856, align 4
  %858 = fsub float %855, %857
  %859 = call float @tilec_expf(float %858)
  %860 = sext i32 %i295 to i64
  %861 = mul nsw i64 %860, 4096
  %862 = sext i32 %j299 to i64
  %863 = add nsw i64 %861, %862
  %864 = getelementptr inbounds float, ptr %X_r, i64 %863
  store float %859, ptr %864, align 4
  %865 = add nsw i32 %j299, 1
  br label %for.cond296, !llvm.loop !70

for.end298:                                       ; preds = %for.cond296
  %866 = add nsw i32 %i295, 1
  br label %for.cond292, !llvm.loop !71

for.cond300:                                      ; preds = %for.end315, %for.end294
  %i7 = phi i32 [ 0, %for.end294 ], [ %910, %for.end315 ]
  %867 = icmp slt i32 %i7, 1
  br i1 %867, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  br label %for.cond303

for.end302:                                       ; preds = %for.cond300
  br label %for.cond317

for.cond303:                                      ; preds = %for.body304, %for.body301
  %lane5 = phi i32 [ 0, %for.body301 ], [ %877, %for.body304 ]
  %868 = icmp slt i32 %lane5, 32
  br i1 %868, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %869 = sext i32 %i7 to i64
  %870 = mul nsw i64 %869, 4096
  %871 = sext i32 %lane5 to i64
  %872 = add nsw i64 %870, %871
  %873 = getelementptr inbounds float, ptr %X_r, i64 %872
  %874 = load float, ptr %873, align 4
  %875 = sext i32 %lane5 to i64
  %876 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %875
  store float %874, ptr %876, align 4
  %877 = add nsw i32 %lane5, 1
  br label %for.cond303, !llvm.loop !72

for.end305:                                       ; preds = %for.cond303
  br label %for.cond306

for.cond306:                                      ; preds = %for.end311, %for.end305
  %red5 = phi i32 [ 0, %for.end305 ], [ %898, %for.end311 ]
  %878 = icmp slt i32 %red5, 127
  br i1 %878, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  br label %for.cond309

for.end308:                                       ; preds = %for.cond306
  %879 = sext i32 %i7 to i64
  %880 = getelementptr inbounds float, ptr %l_r, i64 %879
  store float 0.000000e+00, ptr %880, align 4
  br label %for.cond313

for.cond309:                                      ; preds = %for.body310, %for.body307
  %lane5312 = phi i32 [ 0, %for.body307 ], [ %897, %for.body310 ]
  %881 = icmp slt i32 %lane5312, 32
  br i1 %881, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %882 = sext i32 %lane5312 to i64
  %883 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %882
  %884 = load float, ptr %883, align 4
  %885 = sext i32 %i7 to i64
  %886 = mul nsw i64 %885, 4096
  %887 = add i32 %red5, 1
  %888 = mul i32 %887, 32
  %889 = add i32 %888, %lane5312
  %890 = sext i32 %889 to i64
  %891 = add nsw i64 %886, %890
  %892 = getelementptr inbounds float, ptr %X_r, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = fadd float %884, %893
  %895 = sext i32 %lane5312 to i64
  %896 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %895
  store float %894, ptr %896, align 4
  %897 = add nsw i32 %lane5312, 1
  br label %for.cond309, !llvm.loop !73

for.end311:                                       ; preds = %for.cond309
  %898 = add nsw i32 %red5, 1
  br label %for.cond306, !llvm.loop !74

for.cond313:                                      ; preds = %for.body314, %for.end308
  %lane5316 = phi i32 [ 0, %for.end308 ], [ %909, %for.body314 ]
  %899 = icmp slt i32 %lane5316, 32
  br i1 %899, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %900 = sext i32 %i7 to i64
  %901 = getelementptr inbounds float, ptr %l_r, i64 %900
  %902 = load float, ptr %901, align 4
  %903 = sext i32 %lane5316 to i64
  %904 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %903
  %905 = load float, ptr %904, align 4
  %906 = fadd float %902, %905
  %907 = sext i32 %i7 to i64
  %908 = getelementptr inbounds float, ptr %l_r, i64 %907
  store float %906, ptr %908, align 4
  %909 = add nsw i32 %lane5316, 1
  br label %for.cond313, !llvm.loop !75

for.end315:                                       ; preds = %for.cond313
  %910 = add nsw i32 %i7, 1
  br label %for.cond300, !llvm.loop !76

for.cond317:                                      ; preds = %for.end323, %for.end302
  %i320 = phi i32 [ 0, %for.end302 ], [ %942, %for.end323 ]
  %911 = icmp slt i32 %i320, 1
  br i1 %911, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  br label %for.cond321

for.end319:                                       ; preds = %for.cond317
  %912 = mul i32 %bx, 4
  %913 = add i32 %912, %r
  %914 = icmp sle i32 0, %913
  %915 = mul i32 %bx, 4
  %916 = add i32 %915, %r
  %917 = sext i32 %916 to i64
  %918 = add i64 %917, 1
  %919 = sext i32 %M to i64
  %920 = icmp sle i64 %918, %919
  %921 = and i1 %914, %920
  %922 = sext i32 %N to i64
  %923 = icmp sle i64 4096, %922
  %924 = and i1 %921, %923
  br i1 %924, label %if.then325, label %if.else326

for.cond321:                                      ; preds = %for.body322, %for.body318
  %j324 = phi i32 [ 0, %for.body318 ], [ %941, %for.body322 ]
  %925 = icmp slt i32 %j324, 4096
  br i1 %925, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %926 = sext i32 %i320 to i64
  %927 = mul nsw i64 %926, 4096
  %928 = sext i32 %j324 to i64
  %929 = add nsw i64 %927, %928
  %930 = getelementptr inbounds float, ptr %X_r, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = getelementptr inbounds float, ptr %l_r, i64 0
  %933 = load float, ptr %932, align 4
  %934 = fdiv float 1.000000e+00, %933
  %935 = fmul float %931, %934
  %936 = sext i32 %i320 to i64
  %937 = mul nsw i64 %936, 4096
  %938 = sext i32 %j324 to i64
  %939 = add nsw i64 %937, %938
  %940 = getelementptr inbounds float, ptr %X_r, i64 %939
  store float %935, ptr %940, align 4
  %941 = add nsw i32 %j324, 1
  br label %for.cond321, !llvm.loop !77

for.end323:                                       ; preds = %for.cond321
  %942 = add nsw i32 %i320, 1
  br label %for.cond317, !llvm.loop !78

if.then325:                                       ; preds = %for.end319
  br label %for.cond328

if.else326:                                       ; preds = %for.end319
  br label %for.cond339

if.end327:                                        ; preds = %for.end341, %for.end330
  %943 = add nsw i32 %r, 1
  br label %for.cond234, !llvm.loop !79

for.cond328:                                      ; preds = %if.end334, %if.then325
  %i13331 = phi i32 [ 0, %if.then325 ], [ %961, %if.end334 ]
  %944 = icmp slt i32 %i13331, 1
  br i1 %944, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %945 = sext i32 %M to i64
  %946 = sext i32 %N to i64
  %947 = mul i64 %945, %946
  %948 = icmp sge i64 %947, 8388608
  br i1 %948, label %if.then332, label %if.else333

for.end330:                                       ; preds = %for.cond328
  br label %if.end327

if.then332:                                       ; preds = %for.body329
  %949 = mul i32 %bx, 4
  %950 = add i32 %949, %r
  %951 = add i32 %950, %i13331
  %952 = sext i32 %951 to i64
  %953 = sext i32 %N to i64
  %954 = mul nsw i64 %952, %953
  %955 = add nsw i64 %954, 0
  %956 = getelementptr inbounds float, ptr %Y, i64 %955
  %957 = sext i32 %i13331 to i64
  %958 = mul nsw i64 %957, 4096
  %959 = add nsw i64 %958, 0
  %960 = getelementptr inbounds float, ptr %X_r, i64 %959
  call void @tilec_rt_stream(ptr %956, ptr %960, i64 16384)
  br label %if.end334

if.else333:                                       ; preds = %for.body329
  br label %for.cond335

if.end334:                                        ; preds = %for.end337, %if.then332
  %961 = add nsw i32 %i13331, 1
  br label %for.cond328, !llvm.loop !80

for.cond335:                                      ; preds = %for.body336, %if.else333
  %j3338 = phi i32 [ 0, %if.else333 ], [ %978, %for.body336 ]
  %962 = icmp slt i32 %j3338, 4096
  br i1 %962, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %963 = sext i32 %i13331 to i64
  %964 = mul nsw i64 %963, 4096
  %965 = sext i32 %j3338 to i64
  %966 = add nsw i64 %964, %965
  %967 = getelementptr inbounds float, ptr %X_r, i64 %966
  %968 = load float, ptr %967, align 4
  %969 = mul i32 %bx, 4
  %970 = add i32 %969, %r
  %971 = add i32 %970, %i13331
  %972 = sext i32 %971 to i64
  %973 = sext i32 %N to i64
  %974 = mul nsw i64 %972, %973
  %975 = sext i32 %j3338 to i64
  %976 = add nsw i64 %974, %975
  %977 = getelementptr inbounds float, ptr %Y, i64 %976
  store float %968, ptr %977, align 4
  %978 = add nsw i32 %j3338, 1
  br label %for.cond335, !llvm.loop !81

for.end337:                                       ; preds = %for.cond335
  br label %if.end334

for.cond339:                                      ; preds = %if.end345, %if.else326
  %i13342 = phi i32 [ 0, %if.else326 ], [ %1005, %if.end345 ]
  %979 = icmp slt i32 %i13342, 1
  br i1 %979, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %980 = sext i32 %N to i64
  %981 = icmp slt i64 %980, 0
  %982 = sext i32 %N to i64
  %983 = icmp sgt i64 %982, 4096
  %984 = sext i32 %N to i64
  %985 = select i1 %983, i64 4096, i64 %984
  %986 = select i1 %981, i64 0, i64 %985
  %tl_hi8 = trunc i64 %986 to i32
  %987 = mul i32 %bx, 4
  %988 = add i32 %987, %r
  %989 = sext i32 %988 to i64
  %990 = sext i32 %i13342 to i64
  %991 = add i64 %989, %990
  %992 = icmp sle i64 0, %991
  %993 = mul i32 %bx, 4
  %994 = add i32 %993, %r
  %995 = sext i32 %994 to i64
  %996 = sext i32 %i13342 to i64
  %997 = add i64 %995, %996
  %998 = sext i32 %M to i64
  %999 = icmp slt i64 %997, %998
  %1000 = and i1 %992, %999
  br i1 %1000, label %if.then343, label %if.else344

for.end341:                                       ; preds = %for.cond339
  br label %if.end327

if.then343:                                       ; preds = %for.body340
  %1001 = sext i32 %M to i64
  %1002 = sext i32 %N to i64
  %1003 = mul i64 %1001, %1002
  %1004 = icmp sge i64 %1003, 8388608
  br i1 %1004, label %if.then346, label %if.else347

if.else344:                                       ; preds = %for.body340
  br label %if.end345

if.end345:                                        ; preds = %if.else344, %if.end348
  %1005 = add nsw i32 %i13342, 1
  br label %for.cond339, !llvm.loop !82

if.then346:                                       ; preds = %if.then343
  %1006 = sext i32 %tl_hi8 to i64
  %1007 = mul i32 %bx, 4
  %1008 = add i32 %1007, %r
  %1009 = add i32 %1008, %i13342
  %1010 = sext i32 %1009 to i64
  %1011 = sext i32 %N to i64
  %1012 = mul nsw i64 %1010, %1011
  %1013 = add nsw i64 %1012, 0
  %1014 = getelementptr inbounds float, ptr %Y, i64 %1013
  %1015 = sext i32 %i13342 to i64
  %1016 = mul nsw i64 %1015, 4096
  %1017 = add nsw i64 %1016, 0
  %1018 = getelementptr inbounds float, ptr %X_r, i64 %1017
  %1019 = mul i64 %1006, 4
  call void @tilec_rt_stream(ptr %1014, ptr %1018, i64 %1019)
  br label %if.end348

if.else347:                                       ; preds = %if.then343
  br label %for.cond349

if.end348:                                        ; preds = %for.end351, %if.then346
  br label %if.end345

for.cond349:                                      ; preds = %for.body350, %if.else347
  %j3352 = phi i32 [ 0, %if.else347 ], [ %1036, %for.body350 ]
  %1020 = icmp slt i32 %j3352, %tl_hi8
  br i1 %1020, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1021 = sext i32 %i13342 to i64
  %1022 = mul nsw i64 %1021, 4096
  %1023 = sext i32 %j3352 to i64
  %1024 = add nsw i64 %1022, %1023
  %1025 = getelementptr inbounds float, ptr %X_r, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = mul i32 %bx, 4
  %1028 = add i32 %1027, %r
  %1029 = add i32 %1028, %i13342
  %1030 = sext i32 %1029 to i64
  %1031 = sext i32 %N to i64
  %1032 = mul nsw i64 %1030, %1031
  %1033 = sext i32 %j3352 to i64
  %1034 = add nsw i64 %1032, %1033
  %1035 = getelementptr inbounds float, ptr %Y, i64 %1034
  store float %1026, ptr %1035, align 4
  %1036 = add nsw i32 %j3352, 1
  br label %for.cond349, !llvm.loop !83

for.end351:                                       ; preds = %for.cond349
  br label %if.end348

for.cond353:                                      ; preds = %for.body354, %if.else232
  %i14 = phi i32 [ 0, %if.else232 ], [ %1040, %for.body354 ]
  %1037 = icmp slt i32 %i14, 4
  br i1 %1037, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1038 = sext i32 %i14 to i64
  %1039 = getelementptr inbounds float, ptr %m, i64 %1038
  store float 0xFFF0000000000000, ptr %1039, align 4
  %1040 = add nsw i32 %i14, 1
  br label %for.cond353, !llvm.loop !84

for.end355:                                       ; preds = %for.cond353
  br label %for.cond356

for.cond356:                                      ; preds = %for.body357, %for.end355
  %i14359 = phi i32 [ 0, %for.end355 ], [ %1044, %for.body357 ]
  %1041 = icmp slt i32 %i14359, 4
  br i1 %1041, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1042 = sext i32 %i14359 to i64
  %1043 = getelementptr inbounds float, ptr %l, i64 %1042
  store float 0.000000e+00, ptr %1043, align 4
  %1044 = add nsw i32 %i14359, 1
  br label %for.cond356, !llvm.loop !85

for.end358:                                       ; preds = %for.cond356
  %1045 = sext i32 %N to i64
  %1046 = sdiv i64 %1045, 512
  %1047 = sub i64 0, %1045
  %1048 = select i1 false, i64 %1047, i64 %1046
  %1049 = srem i64 %1045, 512
  %1050 = icmp ne i64 %1049, 0
  %1051 = icmp slt i64 %1045, 0
  %1052 = icmp eq i1 %1051, false
  %1053 = and i1 %1050, %1052
  %1054 = zext i1 %1053 to i64
  %1055 = add i64 %1048, %1054
  %1056 = trunc i64 %1055 to i32
  br label %for.cond360

for.cond360:                                      ; preds = %for.end451, %for.end358
  %c = phi i32 [ 0, %for.end358 ], [ %1370, %for.end451 ]
  %1057 = icmp slt i32 %c, %1056
  br i1 %1057, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  %1058 = mul i32 %bx, 4
  %1059 = icmp sle i32 0, %1058
  %1060 = mul i32 %bx, 4
  %1061 = sext i32 %1060 to i64
  %1062 = add i64 %1061, 4
  %1063 = sext i32 %M to i64
  %1064 = icmp sle i64 %1062, %1063
  %1065 = and i1 %1059, %1064
  %1066 = mul i32 %c, 512
  %1067 = icmp sle i32 0, %1066
  %1068 = mul i32 %c, 512
  %1069 = sext i32 %1068 to i64
  %1070 = add i64 %1069, 512
  %1071 = sext i32 %N to i64
  %1072 = icmp sle i64 %1070, %1071
  %1073 = and i1 %1067, %1072
  %1074 = and i1 %1065, %1073
  br i1 %1074, label %if.then363, label %if.else364

for.end362:                                       ; preds = %for.cond360
  %1075 = sext i32 %N to i64
  %1076 = sdiv i64 %1075, 512
  %1077 = sub i64 0, %1075
  %1078 = select i1 false, i64 %1077, i64 %1076
  %1079 = srem i64 %1075, 512
  %1080 = icmp ne i64 %1079, 0
  %1081 = icmp slt i64 %1075, 0
  %1082 = icmp eq i1 %1081, false
  %1083 = and i1 %1080, %1082
  %1084 = zext i1 %1083 to i64
  %1085 = add i64 %1078, %1084
  %1086 = trunc i64 %1085 to i32
  br label %for.cond453

if.then363:                                       ; preds = %for.body361
  br label %for.cond366

if.else364:                                       ; preds = %for.body361
  br label %for.cond373

if.end365:                                        ; preds = %for.end375, %for.end368
  br label %for.cond395

for.cond366:                                      ; preds = %for.end372, %if.then363
  %i14369 = phi i32 [ 0, %if.then363 ], [ %1106, %for.end372 ]
  %1087 = icmp slt i32 %i14369, 4
  br i1 %1087, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  br label %for.cond370

for.end368:                                       ; preds = %for.cond366
  br label %if.end365

for.cond370:                                      ; preds = %for.body371, %for.body367
  %j4 = phi i32 [ 0, %for.body367 ], [ %1105, %for.body371 ]
  %1088 = icmp slt i32 %j4, 512
  br i1 %1088, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  %1089 = mul i32 %bx, 4
  %1090 = add i32 %1089, %i14369
  %1091 = sext i32 %1090 to i64
  %1092 = sext i32 %N to i64
  %1093 = mul nsw i64 %1091, %1092
  %1094 = mul i32 %c, 512
  %1095 = add i32 %1094, %j4
  %1096 = sext i32 %1095 to i64
  %1097 = add nsw i64 %1093, %1096
  %1098 = getelementptr inbounds float, ptr %X, i64 %1097
  %1099 = load float, ptr %1098, align 4
  %1100 = sext i32 %i14369 to i64
  %1101 = mul nsw i64 %1100, 512
  %1102 = sext i32 %j4 to i64
  %1103 = add nsw i64 %1101, %1102
  %1104 = getelementptr inbounds float, ptr %X_f, i64 %1103
  store float %1099, ptr %1104, align 4
  %1105 = add nsw i32 %j4, 1
  br label %for.cond370, !llvm.loop !86

for.end372:                                       ; preds = %for.cond370
  %1106 = add nsw i32 %i14369, 1
  br label %for.cond366, !llvm.loop !87

for.cond373:                                      ; preds = %for.end393, %if.else364
  %i14376 = phi i32 [ 0, %if.else364 ], [ %1215, %for.end393 ]
  %1107 = icmp slt i32 %i14376, 4
  br i1 %1107, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1108 = mul i32 %c, 512
  %1109 = sext i32 %1108 to i64
  %1110 = sub i64 0, %1109
  %1111 = icmp slt i64 %1110, 0
  %1112 = mul i32 %c, 512
  %1113 = sext i32 %1112 to i64
  %1114 = sub i64 0, %1113
  %1115 = icmp sgt i64 %1114, 512
  %1116 = mul i32 %c, 512
  %1117 = sext i32 %1116 to i64
  %1118 = sub i64 0, %1117
  %1119 = select i1 %1115, i64 512, i64 %1118
  %1120 = select i1 %1111, i64 0, i64 %1119
  %tl_lo9 = trunc i64 %1120 to i32
  %1121 = sext i32 %N to i64
  %1122 = mul i32 %c, 512
  %1123 = sext i32 %1122 to i64
  %1124 = sub i64 %1121, %1123
  %1125 = icmp slt i64 %1124, 0
  %1126 = sext i32 %N to i64
  %1127 = mul i32 %c, 512
  %1128 = sext i32 %1127 to i64
  %1129 = sub i64 %1126, %1128
  %1130 = icmp sgt i64 %1129, 512
  %1131 = sext i32 %N to i64
  %1132 = mul i32 %c, 512
  %1133 = sext i32 %1132 to i64
  %1134 = sub i64 %1131, %1133
  %1135 = select i1 %1130, i64 512, i64 %1134
  %1136 = select i1 %1125, i64 0, i64 %1135
  %1137 = sext i32 %tl_lo9 to i64
  %1138 = icmp slt i64 %1136, %1137
  %1139 = sext i32 %tl_lo9 to i64
  %1140 = sext i32 %N to i64
  %1141 = mul i32 %c, 512
  %1142 = sext i32 %1141 to i64
  %1143 = sub i64 %1140, %1142
  %1144 = icmp slt i64 %1143, 0
  %1145 = sext i32 %N to i64
  %1146 = mul i32 %c, 512
  %1147 = sext i32 %1146 to i64
  %1148 = sub i64 %1145, %1147
  %1149 = icmp sgt i64 %1148, 512
  %1150 = sext i32 %N to i64
  %1151 = mul i32 %c, 512
  %1152 = sext i32 %1151 to i64
  %1153 = sub i64 %1150, %1152
  %1154 = select i1 %1149, i64 512, i64 %1153
  %1155 = select i1 %1144, i64 0, i64 %1154
  %1156 = select i1 %1138, i64 %1139, i64 %1155
  %tl_hi10 = trunc i64 %1156 to i32
  br label %for.cond377

for.end375:                                       ; preds = %for.cond373
  br label %if.end365

for.cond377:                                      ; preds = %for.body378, %for.body374
  %j4380 = phi i32 [ 0, %for.body374 ], [ %1163, %for.body378 ]
  %1157 = icmp slt i32 %j4380, %tl_lo9
  br i1 %1157, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1158 = sext i32 %i14376 to i64
  %1159 = mul nsw i64 %1158, 512
  %1160 = sext i32 %j4380 to i64
  %1161 = add nsw i64 %1159, %1160
  %1162 = getelementptr inbounds float, ptr %X_f, i64 %1161
  store float 0.000000e+00, ptr %1162, align 4
  %1163 = add nsw i32 %j4380, 1
  br label %for.cond377, !llvm.loop !88

for.end379:                                       ; preds = %for.cond377
  %1164 = mul i32 %bx, 4
  %1165 = sext i32 %1164 to i64
  %1166 = sext i32 %i14376 to i64
  %1167 = add i64 %1165, %1166
  %1168 = icmp sle i64 0, %1167
  %1169 = mul i32 %bx, 4
  %1170 = sext i32 %1169 to i64
  %1171 = sext i32 %i14376 to i64
  %1172 = add i64 %1170, %1171
  %1173 = sext i32 %M to i64
  %1174 = icmp slt i64 %1172, %1173
  %1175 = and i1 %1168, %1174
  br i1 %1175, label %if.then381, label %if.else382

if.then381:                                       ; preds = %for.end379
  %1176 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond384

if.else382:                                       ; preds = %for.end379
  %1177 = sub i32 %tl_hi10, %tl_lo9
  br label %for.cond387

if.end383:                                        ; preds = %for.end389, %for.end386
  %1178 = sub i32 512, %tl_hi10
  br label %for.cond391

for.cond384:                                      ; preds = %for.body385, %if.then381
  %j41 = phi i32 [ 0, %if.then381 ], [ %1198, %for.body385 ]
  %1179 = icmp slt i32 %j41, %1176
  br i1 %1179, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1180 = mul i32 %bx, 4
  %1181 = add i32 %1180, %i14376
  %1182 = sext i32 %1181 to i64
  %1183 = sext i32 %N to i64
  %1184 = mul nsw i64 %1182, %1183
  %1185 = mul i32 %c, 512
  %1186 = add i32 %tl_lo9, %j41
  %1187 = add i32 %1185, %1186
  %1188 = sext i32 %1187 to i64
  %1189 = add nsw i64 %1184, %1188
  %1190 = getelementptr inbounds float, ptr %X, i64 %1189
  %1191 = load float, ptr %1190, align 4
  %1192 = sext i32 %i14376 to i64
  %1193 = mul nsw i64 %1192, 512
  %1194 = add i32 %tl_lo9, %j41
  %1195 = sext i32 %1194 to i64
  %1196 = add nsw i64 %1193, %1195
  %1197 = getelementptr inbounds float, ptr %X_f, i64 %1196
  store float %1191, ptr %1197, align 4
  %1198 = add nsw i32 %j41, 1
  br label %for.cond384, !llvm.loop !89

for.end386:                                       ; preds = %for.cond384
  br label %if.end383

for.cond387:                                      ; preds = %for.body388, %if.else382
  %j41390 = phi i32 [ 0, %if.else382 ], [ %1206, %for.body388 ]
  %1199 = icmp slt i32 %j41390, %1177
  br i1 %1199, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1200 = sext i32 %i14376 to i64
  %1201 = mul nsw i64 %1200, 512
  %1202 = add i32 %tl_lo9, %j41390
  %1203 = sext i32 %1202 to i64
  %1204 = add nsw i64 %1201, %1203
  %1205 = getelementptr inbounds float, ptr %X_f, i64 %1204
  store float 0.000000e+00, ptr %1205, align 4
  %1206 = add nsw i32 %j41390, 1
  br label %for.cond387, !llvm.loop !90

for.end389:                                       ; preds = %for.cond387
  br label %if.end383

for.cond391:                                      ; preds = %for.body392, %if.end383
  %j41394 = phi i32 [ 0, %if.end383 ], [ %1214, %for.body392 ]
  %1207 = icmp slt i32 %j41394, %1178
  br i1 %1207, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1208 = sext i32 %i14376 to i64
  %1209 = mul nsw i64 %1208, 512
  %1210 = add i32 %tl_hi10, %j41394
  %1211 = sext i32 %1210 to i64
  %1212 = add nsw i64 %1209, %1211
  %1213 = getelementptr inbounds float, ptr %X_f, i64 %1212
  store float 0.000000e+00, ptr %1213, align 4
  %1214 = add nsw i32 %j41394, 1
  br label %for.cond391, !llvm.loop !91

for.end393:                                       ; preds = %for.cond391
  %1215 = add nsw i32 %i14376, 1
  br label %for.cond373, !llvm.loop !92

for.cond395:                                      ; preds = %for.end401, %if.end365
  %i398 = phi i32 [ 0, %if.end365 ], [ %1235, %for.end401 ]
  %1216 = icmp slt i32 %i398, 4
  br i1 %1216, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  br label %for.cond399

for.end397:                                       ; preds = %for.cond395
  br label %for.cond403

for.cond399:                                      ; preds = %for.body400, %for.body396
  %j402 = phi i32 [ 0, %for.body396 ], [ %1234, %for.body400 ]
  %1217 = icmp slt i32 %j402, 512
  br i1 %1217, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1218 = mul i32 %c, 512
  %1219 = add i32 %1218, %j402
  %1220 = icmp slt i32 %1219, %N
  %1221 = sext i32 %i398 to i64
  %1222 = mul nsw i64 %1221, 512
  %1223 = sext i32 %j402 to i64
  %1224 = add nsw i64 %1222, %1223
  %1225 = call i64 @llvm.umin.i64(i64 %1224, i64 2047)
  %1226 = getelementptr inbounds float, ptr %X_f, i64 %1225
  %1227 = load float, ptr %1226, align 4
  %1228 = select i1 %1220, float %1227, float 0xFFF0000000000000
  %1229 = sext i32 %i398 to i64
  %1230 = mul nsw i64 %1229, 512
  %1231 = sext i32 %j402 to i64
  %1232 = add nsw i64 %1230, %1231
  %1233 = getelementptr inbounds float, ptr %X_f, i64 %1232
  store float %1228, ptr %1233, align 4
  %1234 = add nsw i32 %j402, 1
  br label %for.cond399, !llvm.loop !93

for.end401:                                       ; preds = %for.cond399
  %1235 = add nsw i32 %i398, 1
  br label %for.cond395, !llvm.loop !94

for.cond403:                                      ; preds = %for.body404, %for.end397
  %i14406 = phi i32 [ 0, %for.end397 ], [ %1242, %for.body404 ]
  %1236 = icmp slt i32 %i14406, 4
  br i1 %1236, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1237 = sext i32 %i14406 to i64
  %1238 = getelementptr inbounds float, ptr %m, i64 %1237
  %1239 = load float, ptr %1238, align 4
  %1240 = sext i32 %i14406 to i64
  %1241 = getelementptr inbounds float, ptr %m_prev, i64 %1240
  store float %1239, ptr %1241, align 4
  %1242 = add nsw i32 %i14406, 1
  br label %for.cond403, !llvm.loop !95

for.end405:                                       ; preds = %for.cond403
  br label %for.cond407

for.cond407:                                      ; preds = %for.end422, %for.end405
  %i9 = phi i32 [ 0, %for.end405 ], [ %1285, %for.end422 ]
  %1243 = icmp slt i32 %i9, 4
  br i1 %1243, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  br label %for.cond410

for.end409:                                       ; preds = %for.cond407
  br label %for.cond424

for.cond410:                                      ; preds = %for.body411, %for.body408
  %lane6 = phi i32 [ 0, %for.body408 ], [ %1253, %for.body411 ]
  %1244 = icmp slt i32 %lane6, 32
  br i1 %1244, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1245 = sext i32 %i9 to i64
  %1246 = mul nsw i64 %1245, 512
  %1247 = sext i32 %lane6 to i64
  %1248 = add nsw i64 %1246, %1247
  %1249 = getelementptr inbounds float, ptr %X_f, i64 %1248
  %1250 = load float, ptr %1249, align 4
  %1251 = sext i32 %lane6 to i64
  %1252 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1251
  store float %1250, ptr %1252, align 4
  %1253 = add nsw i32 %lane6, 1
  br label %for.cond410, !llvm.loop !96

for.end412:                                       ; preds = %for.cond410
  br label %for.cond413

for.cond413:                                      ; preds = %for.end418, %for.end412
  %red6 = phi i32 [ 0, %for.end412 ], [ %1273, %for.end418 ]
  %1254 = icmp slt i32 %red6, 15
  br i1 %1254, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond416

for.end415:                                       ; preds = %for.cond413
  br label %for.cond420

for.cond416:                                      ; preds = %for.body417, %for.body414
  %lane6419 = phi i32 [ 0, %for.body414 ], [ %1272, %for.body417 ]
  %1255 = icmp slt i32 %lane6419, 32
  br i1 %1255, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %1256 = sext i32 %lane6419 to i64
  %1257 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1256
  %lane_acc3 = load float, ptr %1257, align 4
  %1258 = sext i32 %i9 to i64
  %1259 = mul nsw i64 %1258, 512
  %1260 = add i32 %red6, 1
  %1261 = mul i32 %1260, 32
  %1262 = add i32 %1261, %lane6419
  %1263 = sext i32 %1262 to i64
  %1264 = add nsw i64 %1259, %1263
  %1265 = getelementptr inbounds float, ptr %X_f, i64 %1264
  %lane_next3 = load float, ptr %1265, align 4
  %1266 = fcmp une float %lane_next3, %lane_next3
  %1267 = fcmp ogt float %lane_acc3, %lane_next3
  %1268 = select i1 %1267, float %lane_acc3, float %lane_next3
  %1269 = select i1 %1266, float %lane_acc3, float %1268
  %1270 = sext i32 %lane6419 to i64
  %1271 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1270
  store float %1269, ptr %1271, align 4
  %1272 = add nsw i32 %lane6419, 1
  br label %for.cond416, !llvm.loop !97

for.end418:                                       ; preds = %for.cond416
  %1273 = add nsw i32 %red6, 1
  br label %for.cond413, !llvm.loop !98

for.cond420:                                      ; preds = %for.body421, %for.end415
  %lane6423 = phi i32 [ 0, %for.end415 ], [ %1284, %for.body421 ]
  %1274 = icmp slt i32 %lane6423, 32
  br i1 %1274, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1275 = sext i32 %i9 to i64
  %1276 = getelementptr inbounds float, ptr %m, i64 %1275
  %1277 = load float, ptr %1276, align 4
  %1278 = sext i32 %lane6423 to i64
  %1279 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1278
  %1280 = load float, ptr %1279, align 4
  %1281 = call float @llvm.maxnum.f32(float %1277, float %1280)
  %1282 = sext i32 %i9 to i64
  %1283 = getelementptr inbounds float, ptr %m, i64 %1282
  store float %1281, ptr %1283, align 4
  %1284 = add nsw i32 %lane6423, 1
  br label %for.cond420, !llvm.loop !99

for.end422:                                       ; preds = %for.cond420
  %1285 = add nsw i32 %i9, 1
  br label %for.cond407, !llvm.loop !100

for.cond424:                                      ; preds = %for.end430, %for.end409
  %i427 = phi i32 [ 0, %for.end409 ], [ %1305, %for.end430 ]
  %1286 = icmp slt i32 %i427, 4
  br i1 %1286, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  br label %for.cond428

for.end426:                                       ; preds = %for.cond424
  br label %for.cond432

for.cond428:                                      ; preds = %for.body429, %for.body425
  %j431 = phi i32 [ 0, %for.body425 ], [ %1304, %for.body429 ]
  %1287 = icmp slt i32 %j431, 512
  br i1 %1287, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %1288 = sext i32 %i427 to i64
  %1289 = mul nsw i64 %1288, 512
  %1290 = sext i32 %j431 to i64
  %1291 = add nsw i64 %1289, %1290
  %1292 = getelementptr inbounds float, ptr %X_f, i64 %1291
  %1293 = load float, ptr %1292, align 4
  %1294 = sext i32 %i427 to i64
  %1295 = getelementptr inbounds float, ptr %m, i64 %1294
  %1296 = load float, ptr %1295, align 4
  %1297 = fsub float %1293, %1296
  %1298 = call float @tilec_expf(float %1297)
  %1299 = sext i32 %i427 to i64
  %1300 = mul nsw i64 %1299, 512
  %1301 = sext i32 %j431 to i64
  %1302 = add nsw i64 %1300, %1301
  %1303 = getelementptr inbounds float, ptr %X_f, i64 %1302
  store float %1298, ptr %1303, align 4
  %1304 = add nsw i32 %j431, 1
  br label %for.cond428, !llvm.loop !101

for.end430:                                       ; preds = %for.cond428
  %1305 = add nsw i32 %i427, 1
  br label %for.cond424, !llvm.loop !102

for.cond432:                                      ; preds = %for.end447, %for.end426
  %i10 = phi i32 [ 0, %for.end426 ], [ %1349, %for.end447 ]
  %1306 = icmp slt i32 %i10, 4
  br i1 %1306, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  br label %for.cond435

for.end434:                                       ; preds = %for.cond432
  br label %for.cond449

for.cond435:                                      ; preds = %for.body436, %for.body433
  %lane7 = phi i32 [ 0, %for.body433 ], [ %1316, %for.body436 ]
  %1307 = icmp slt i32 %lane7, 32
  br i1 %1307, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1308 = sext i32 %i10 to i64
  %1309 = mul nsw i64 %1308, 512
  %1310 = sext i32 %lane7 to i64
  %1311 = add nsw i64 %1309, %1310
  %1312 = getelementptr inbounds float, ptr %X_f, i64 %1311
  %1313 = load float, ptr %1312, align 4
  %1314 = sext i32 %lane7 to i64
  %1315 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1314
  store float %1313, ptr %1315, align 4
  %1316 = add nsw i32 %lane7, 1
  br label %for.cond435, !llvm.loop !103

for.end437:                                       ; preds = %for.cond435
  br label %for.cond438

for.cond438:                                      ; preds = %for.end443, %for.end437
  %red7 = phi i32 [ 0, %for.end437 ], [ %1337, %for.end443 ]
  %1317 = icmp slt i32 %red7, 15
  br i1 %1317, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  br label %for.cond441

for.end440:                                       ; preds = %for.cond438
  %1318 = sext i32 %i10 to i64
  %1319 = getelementptr inbounds float, ptr %tile_sum, i64 %1318
  store float 0.000000e+00, ptr %1319, align 4
  br label %for.cond445

for.cond441:                                      ; preds = %for.body442, %for.body439
  %lane7444 = phi i32 [ 0, %for.body439 ], [ %1336, %for.body442 ]
  %1320 = icmp slt i32 %lane7444, 32
  br i1 %1320, label %for.body442, label %for.end443

for.body442:                                      ; preds = %for.cond441
  %1321 = sext i32 %lane7444 to i64
  %1322 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1321
  %1323 = load float, ptr %1322, align 4
  %1324 = sext i32 %i10 to i64
  %1325 = mul nsw i64 %1324, 512
  %1326 = add i32 %red7, 1
  %1327 = mul i32 %1326, 32
  %1328 = add i32 %1327, %lane7444
  %1329 = sext i32 %1328 to i64
  %1330 = add nsw i64 %1325, %1329
  %1331 = getelementptr inbounds float, ptr %X_f, i64 %1330
  %1332 = load float, ptr %1331, align 4
  %1333 = fadd float %1323, %1332
  %1334 = sext i32 %lane7444 to i64
  %1335 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1334
  store float %1333, ptr %1335, align 4
  %1336 = add nsw i32 %lane7444, 1
  br label %for.cond441, !llvm.loop !104

for.end443:                                       ; preds = %for.cond441
  %1337 = add nsw i32 %red7, 1
  br label %for.cond438, !llvm.loop !105

for.cond445:                                      ; preds = %for.body446, %for.end440
  %lane7448 = phi i32 [ 0, %for.end440 ], [ %1348, %for.body446 ]
  %1338 = icmp slt i32 %lane7448, 32
  br i1 %1338, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %1339 = sext i32 %i10 to i64
  %1340 = getelementptr inbounds float, ptr %tile_sum, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = sext i32 %lane7448 to i64
  %1343 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1342
  %1344 = load float, ptr %1343, align 4
  %1345 = fadd float %1341, %1344
  %1346 = sext i32 %i10 to i64
  %1347 = getelementptr inbounds float, ptr %tile_sum, i64 %1346
  store float %1345, ptr %1347, align 4
  %1348 = add nsw i32 %lane7448, 1
  br label %for.cond445, !llvm.loop !106

for.end447:                                       ; preds = %for.cond445
  %1349 = add nsw i32 %i10, 1
  br label %for.cond432, !llvm.loop !107

for.cond449:                                      ; preds = %for.body450, %for.end434
  %i452 = phi i32 [ 0, %for.end434 ], [ %1369, %for.body450 ]
  %1350 = icmp slt i32 %i452, 4
  br i1 %1350, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  %1351 = sext i32 %i452 to i64
  %1352 = getelementptr inbounds float, ptr %l, i64 %1351
  %1353 = load float, ptr %1352, align 4
  %1354 = sext i32 %i452 to i64
  %1355 = getelementptr inbounds float, ptr %m_prev, i64 %1354
  %1356 = load float, ptr %1355, align 4
  %1357 = sext i32 %i452 to i64
  %1358 = getelementptr inbounds float, ptr %m, i64 %1357
  %1359 = load float, ptr %1358, align 4
  %1360 = fsub float %1356, %1359
  %1361 = call float @tilec_expf(float %1360)
  %1362 = fmul float %1353, %1361
  %1363 = sext i32 %i452 to i64
  %1364 = getelementptr inbounds float, ptr %tile_sum, i64 %1363
  %1365 = load float, ptr %1364, align 4
  %1366 = fadd float %1362, %1365
  %1367 = sext i32 %i452 to i64
  %1368 = getelementptr inbounds float, ptr %l, i64 %1367
  store float %1366, ptr %1368, align 4
  %1369 = add nsw i32 %i452, 1
  br label %for.cond449, !llvm.loop !108

for.end451:                                       ; preds = %for.cond449
  %1370 = add nsw i32 %c, 1
  br label %for.cond360, !llvm.loop !109

for.cond453:                                      ; preds = %if.end498, %for.end362
  %c456 = phi i32 [ 0, %for.end362 ], [ %1573, %if.end498 ]
  %1371 = icmp slt i32 %c456, %1086
  br i1 %1371, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %1372 = sext i32 %N to i64
  %1373 = sdiv i64 %1372, 512
  %1374 = sub i64 0, %1372
  %1375 = select i1 false, i64 %1374, i64 %1373
  %1376 = srem i64 %1372, 512
  %1377 = icmp ne i64 %1376, 0
  %1378 = icmp slt i64 %1372, 0
  %1379 = icmp eq i1 %1378, false
  %1380 = and i1 %1377, %1379
  %1381 = zext i1 %1380 to i64
  %1382 = add i64 %1375, %1381
  %1383 = trunc i64 %1382 to i32
  %1384 = sub i32 %1383, 1
  %t = sub i32 %1384, %c456
  %1385 = mul i32 %bx, 4
  %1386 = icmp sle i32 0, %1385
  %1387 = mul i32 %bx, 4
  %1388 = sext i32 %1387 to i64
  %1389 = add i64 %1388, 4
  %1390 = sext i32 %M to i64
  %1391 = icmp sle i64 %1389, %1390
  %1392 = and i1 %1386, %1391
  %1393 = mul i32 %t, 512
  %1394 = icmp sle i32 0, %1393
  %1395 = mul i32 %t, 512
  %1396 = sext i32 %1395 to i64
  %1397 = add i64 %1396, 512
  %1398 = sext i32 %N to i64
  %1399 = icmp sle i64 %1397, %1398
  %1400 = and i1 %1394, %1399
  %1401 = and i1 %1392, %1400
  br i1 %1401, label %if.then457, label %if.else458

for.end455:                                       ; preds = %for.cond453
  br label %if.end233

if.then457:                                       ; preds = %for.body454
  br label %for.cond460

if.else458:                                       ; preds = %for.body454
  br label %for.cond466

if.end459:                                        ; preds = %for.end468, %for.end462
  br label %for.cond488

for.cond460:                                      ; preds = %for.end465, %if.then457
  %i15 = phi i32 [ 0, %if.then457 ], [ %1421, %for.end465 ]
  %1402 = icmp slt i32 %i15, 4
  br i1 %1402, label %for.body461, label %for.end462

for.body461:                                      ; preds = %for.cond460
  br label %for.cond463

for.end462:                                       ; preds = %for.cond460
  br label %if.end459

for.cond463:                                      ; preds = %for.body464, %for.body461
  %j5 = phi i32 [ 0, %for.body461 ], [ %1420, %for.body464 ]
  %1403 = icmp slt i32 %j5, 512
  br i1 %1403, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  %1404 = mul i32 %bx, 4
  %1405 = add i32 %1404, %i15
  %1406 = sext i32 %1405 to i64
  %1407 = sext i32 %N to i64
  %1408 = mul nsw i64 %1406, %1407
  %1409 = mul i32 %t, 512
  %1410 = add i32 %1409, %j5
  %1411 = sext i32 %1410 to i64
  %1412 = add nsw i64 %1408, %1411
  %1413 = getelementptr inbounds float, ptr %X, i64 %1412
  %1414 = load float, ptr %1413, align 4
  %1415 = sext i32 %i15 to i64
  %1416 = mul nsw i64 %1415, 512
  %1417 = sext i32 %j5 to i64
  %1418 = add nsw i64 %1416, %1417
  %1419 = getelementptr inbounds float, ptr %X_f, i64 %1418
  store float %1414, ptr %1419, align 4
  %1420 = add nsw i32 %j5, 1
  br label %for.cond463, !llvm.loop !110

for.end465:                                       ; preds = %for.cond463
  %1421 = add nsw i32 %i15, 1
  br label %for.cond460, !llvm.loop !111

for.cond466:                                      ; preds = %for.end486, %if.else458
  %i15469 = phi i32 [ 0, %if.else458 ], [ %1530, %for.end486 ]
  %1422 = icmp slt i32 %i15469, 4
  br i1 %1422, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %1423 = mul i32 %t, 512
  %1424 = sext i32 %1423 to i64
  %1425 = sub i64 0, %1424
  %1426 = icmp slt i64 %1425, 0
  %1427 = mul i32 %t, 512
  %1428 = sext i32 %1427 to i64
  %1429 = sub i64 0, %1428
  %1430 = icmp sgt i64 %1429, 512
  %1431 = mul i32 %t, 512
  %1432 = sext i32 %1431 to i64
  %1433 = sub i64 0, %1432
  %1434 = select i1 %1430, i64 512, i64 %1433
  %1435 = select i1 %1426, i64 0, i64 %1434
  %tl_lo11 = trunc i64 %1435 to i32
  %1436 = sext i32 %N to i64
  %1437 = mul i32 %t, 512
  %1438 = sext i32 %1437 to i64
  %1439 = sub i64 %1436, %1438
  %1440 = icmp slt i64 %1439, 0
  %1441 = sext i32 %N to i64
  %1442 = mul i32 %t, 512
  %1443 = sext i32 %1442 to i64
  %1444 = sub i64 %1441, %1443
  %1445 = icmp sgt i64 %1444, 512
  %1446 = sext i32 %N to i64
  %1447 = mul i32 %t, 512
  %1448 = sext i32 %1447 to i64
  %1449 = sub i64 %1446, %1448
  %1450 = select i1 %1445, i64 512, i64 %1449
  %1451 = select i1 %1440, i64 0, i64 %1450
  %1452 = sext i32 %tl_lo11 to i64
  %1453 = icmp slt i64 %1451, %1452
  %1454 = sext i32 %tl_lo11 to i64
  %1455 = sext i32 %N to i64
  %1456 = mul i32 %t, 512
  %1457 = sext i32 %1456 to i64
  %1458 = sub i64 %1455, %1457
  %1459 = icmp slt i64 %1458, 0
  %1460 = sext i32 %N to i64
  %1461 = mul i32 %t, 512
  %1462 = sext i32 %1461 to i64
  %1463 = sub i64 %1460, %1462
  %1464 = icmp sgt i64 %1463, 512
  %1465 = sext i32 %N to i64
  %1466 = mul i32 %t, 512
  %1467 = sext i32 %1466 to i64
  %1468 = sub i64 %1465, %1467
  %1469 = select i1 %1464, i64 512, i64 %1468
  %1470 = select i1 %1459, i64 0, i64 %1469
  %1471 = select i1 %1453, i64 %1454, i64 %1470
  %tl_hi12 = trunc i64 %1471 to i32
  br label %for.cond470

for.end468:                                       ; preds = %for.cond466
  br label %if.end459

for.cond470:                                      ; preds = %for.body471, %for.body467
  %j5473 = phi i32 [ 0, %for.body467 ], [ %1478, %for.body471 ]
  %1472 = icmp slt i32 %j5473, %tl_lo11
  br i1 %1472, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %1473 = sext i32 %i15469 to i64
  %1474 = mul nsw i64 %1473, 512
  %1475 = sext i32 %j5473 to i64
  %1476 = add nsw i64 %1474, %1475
  %1477 = getelementptr inbounds float, ptr %X_f, i64 %1476
  store float 0.000000e+00, ptr %1477, align 4
  %1478 = add nsw i32 %j5473, 1
  br label %for.cond470, !llvm.loop !112

for.end472:                                       ; preds = %for.cond470
  %1479 = mul i32 %bx, 4
  %1480 = sext i32 %1479 to i64
  %1481 = sext i32 %i15469 to i64
  %1482 = add i64 %1480, %1481
  %1483 = icmp sle i64 0, %1482
  %1484 = mul i32 %bx, 4
  %1485 = sext i32 %1484 to i64
  %1486 = sext i32 %i15469 to i64
  %1487 = add i64 %1485, %1486
  %1488 = sext i32 %M to i64
  %1489 = icmp slt i64 %1487, %1488
  %1490 = and i1 %1483, %1489
  br i1 %1490, label %if.then474, label %if.else475

if.then474:                                       ; preds = %for.end472
  %1491 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond477

if.else475:                                       ; preds = %for.end472
  %1492 = sub i32 %tl_hi12, %tl_lo11
  br label %for.cond480

if.end476:                                        ; preds = %for.end482, %for.end479
  %1493 = sub i32 512, %tl_hi12
  br label %for.cond484

for.cond477:                                      ; preds = %for.body478, %if.then474
  %j51 = phi i32 [ 0, %if.then474 ], [ %1513, %for.body478 ]
  %1494 = icmp slt i32 %j51, %1491
  br i1 %1494, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %1495 = mul i32 %bx, 4
  %1496 = add i32 %1495, %i15469
  %1497 = sext i32 %1496 to i64
  %1498 = sext i32 %N to i64
  %1499 = mul nsw i64 %1497, %1498
  %1500 = mul i32 %t, 512
  %1501 = add i32 %tl_lo11, %j51
  %1502 = add i32 %1500, %1501
  %1503 = sext i32 %1502 to i64
  %1504 = add nsw i64 %1499, %1503
  %1505 = getelementptr inbounds float, ptr %X, i64 %1504
  %1506 = load float, ptr %1505, align 4
  %1507 = sext i32 %i15469 to i64
  %1508 = mul nsw i64 %1507, 512
  %1509 = add i32 %tl_lo11, %j51
  %1510 = sext i32 %1509 to i64
  %1511 = add nsw i64 %1508, %1510
  %1512 = getelementptr inbounds float, ptr %X_f, i64 %1511
  store float %1506, ptr %1512, align 4
  %1513 = add nsw i32 %j51, 1
  br label %for.cond477, !llvm.loop !113

for.end479:                                       ; preds = %for.cond477
  br label %if.end476

for.cond480:                                      ; preds = %for.body481, %if.else475
  %j51483 = phi i32 [ 0, %if.else475 ], [ %1521, %for.body481 ]
  %1514 = icmp slt i32 %j51483, %1492
  br i1 %1514, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %1515 = sext i32 %i15469 to i64
  %1516 = mul nsw i64 %1515, 512
  %1517 = add i32 %tl_lo11, %j51483
  %1518 = sext i32 %1517 to i64
  %1519 = add nsw i64 %1516, %1518
  %1520 = getelementptr inbounds float, ptr %X_f, i64 %1519
  store float 0.000000e+00, ptr %1520, align 4
  %1521 = add nsw i32 %j51483, 1
  br label %for.cond480, !llvm.loop !114

for.end482:                                       ; preds = %for.cond480
  br label %if.end476

for.cond484:                                      ; preds = %for.body485, %if.end476
  %j51487 = phi i32 [ 0, %if.end476 ], [ %1529, %for.body485 ]
  %1522 = icmp slt i32 %j51487, %1493
  br i1 %1522, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %1523 = sext i32 %i15469 to i64
  %1524 = mul nsw i64 %1523, 512
  %1525 = add i32 %tl_hi12, %j51487
  %1526 = sext i32 %1525 to i64
  %1527 = add nsw i64 %1524, %1526
  %1528 = getelementptr inbounds float, ptr %X_f, i64 %1527
  store float 0.000000e+00, ptr %1528, align 4
  %1529 = add nsw i32 %j51487, 1
  br label %for.cond484, !llvm.loop !115

for.end486:                                       ; preds = %for.cond484
  %1530 = add nsw i32 %i15469, 1
  br label %for.cond466, !llvm.loop !116

for.cond488:                                      ; preds = %for.end494, %if.end459
  %i491 = phi i32 [ 0, %if.end459 ], [ %1572, %for.end494 ]
  %1531 = icmp slt i32 %i491, 4
  br i1 %1531, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  br label %for.cond492

for.end490:                                       ; preds = %for.cond488
  %1532 = mul i32 %bx, 4
  %1533 = icmp sle i32 0, %1532
  %1534 = mul i32 %bx, 4
  %1535 = sext i32 %1534 to i64
  %1536 = add i64 %1535, 4
  %1537 = sext i32 %M to i64
  %1538 = icmp sle i64 %1536, %1537
  %1539 = and i1 %1533, %1538
  %1540 = mul i32 %t, 512
  %1541 = icmp sle i32 0, %1540
  %1542 = mul i32 %t, 512
  %1543 = sext i32 %1542 to i64
  %1544 = add i64 %1543, 512
  %1545 = sext i32 %N to i64
  %1546 = icmp sle i64 %1544, %1545
  %1547 = and i1 %1541, %1546
  %1548 = and i1 %1539, %1547
  br i1 %1548, label %if.then496, label %if.else497

for.cond492:                                      ; preds = %for.body493, %for.body489
  %j495 = phi i32 [ 0, %for.body489 ], [ %1571, %for.body493 ]
  %1549 = icmp slt i32 %j495, 512
  br i1 %1549, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %1550 = sext i32 %i491 to i64
  %1551 = mul nsw i64 %1550, 512
  %1552 = sext i32 %j495 to i64
  %1553 = add nsw i64 %1551, %1552
  %1554 = getelementptr inbounds float, ptr %X_f, i64 %1553
  %1555 = load float, ptr %1554, align 4
  %1556 = sext i32 %i491 to i64
  %1557 = getelementptr inbounds float, ptr %m, i64 %1556
  %1558 = load float, ptr %1557, align 4
  %1559 = fsub float %1555, %1558
  %1560 = call float @tilec_expf(float %1559)
  %1561 = sext i32 %i491 to i64
  %1562 = getelementptr inbounds float, ptr %l, i64 %1561
  %1563 = load float, ptr %1562, align 4
  %1564 = fdiv float 1.000000e+00, %1563
  %1565 = fmul float %1560, %1564
  %1566 = sext i32 %i491 to i64
  %1567 = mul nsw i64 %1566, 512
  %1568 = sext i32 %j495 to i64
  %1569 = add nsw i64 %1567, %1568
  %1570 = getelementptr inbounds float, ptr %X_f, i64 %1569
  store float %1565, ptr %1570, align 4
  %1571 = add nsw i32 %j495, 1
  br label %for.cond492, !llvm.loop !117

for.end494:                                       ; preds = %for.cond492
  %1572 = add nsw i32 %i491, 1
  br label %for.cond488, !llvm.loop !118

if.then496:                                       ; preds = %for.end490
  br label %for.cond499

if.else497:                                       ; preds = %for.end490
  br label %for.cond510

if.end498:                                        ; preds = %for.end512, %for.end501
  %1573 = add nsw i32 %c456, 1
  br label %for.cond453, !llvm.loop !119

for.cond499:                                      ; preds = %if.end505, %if.then496
  %i15502 = phi i32 [ 0, %if.then496 ], [ %1593, %if.end505 ]
  %1574 = icmp slt i32 %i15502, 4
  br i1 %1574, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %1575 = sext i32 %M to i64
  %1576 = sext i32 %N to i64
  %1577 = mul i64 %1575, %1576
  %1578 = icmp sge i64 %1577, 8388608
  br i1 %1578, label %if.then503, label %if.else504

for.end501:                                       ; preds = %for.cond499
  br label %if.end498

if.then503:                                       ; preds = %for.body500
  %1579 = mul i32 %bx, 4
  %1580 = add i32 %1579, %i15502
  %1581 = sext i32 %1580 to i64
  %1582 = sext i32 %N to i64
  %1583 = mul nsw i64 %1581, %1582
  %1584 = mul i32 %t, 512
  %1585 = add i32 %1584, 0
  %1586 = sext i32 %1585 to i64
  %1587 = add nsw i64 %1583, %1586
  %1588 = getelementptr inbounds float, ptr %Y, i64 %1587
  %1589 = sext i32 %i15502 to i64
  %1590 = mul nsw i64 %1589, 512
  %1591 = add nsw i64 %1590, 0
  %1592 = getelementptr inbounds float, ptr %X_f, i64 %1591
  call void @tilec_rt_stream(ptr %1588, ptr %1592, i64 2048)
  br label %if.end505

if.else504:                                       ; preds = %for.body500
  br label %for.cond506

if.end505:                                        ; preds = %for.end508, %if.then503
  %1593 = add nsw i32 %i15502, 1
  br label %for.cond499, !llvm.loop !120

for.cond506:                                      ; preds = %for.body507, %if.else504
  %j5509 = phi i32 [ 0, %if.else504 ], [ %1611, %for.body507 ]
  %1594 = icmp slt i32 %j5509, 512
  br i1 %1594, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %1595 = sext i32 %i15502 to i64
  %1596 = mul nsw i64 %1595, 512
  %1597 = sext i32 %j5509 to i64
  %1598 = add nsw i64 %1596, %1597
  %1599 = getelementptr inbounds float, ptr %X_f, i64 %1598
  %1600 = load float, ptr %1599, align 4
  %1601 = mul i32 %bx, 4
  %1602 = add i32 %1601, %i15502
  %1603 = sext i32 %1602 to i64
  %1604 = sext i32 %N to i64
  %1605 = mul nsw i64 %1603, %1604
  %1606 = mul i32 %t, 512
  %1607 = add i32 %1606, %j5509
  %1608 = sext i32 %1607 to i64
  %1609 = add nsw i64 %1605, %1608
  %1610 = getelementptr inbounds float, ptr %Y, i64 %1609
  store float %1600, ptr %1610, align 4
  %1611 = add nsw i32 %j5509, 1
  br label %for.cond506, !llvm.loop !121

for.end508:                                       ; preds = %for.cond506
  br label %if.end505

for.cond510:                                      ; preds = %for.end516, %if.else497
  %i15513 = phi i32 [ 0, %if.else497 ], [ %1639, %for.end516 ]
  %1612 = icmp slt i32 %i15513, 4
  br i1 %1612, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  br label %for.cond514

for.end512:                                       ; preds = %for.cond510
  br label %if.end498

for.cond514:                                      ; preds = %if.end520, %for.body511
  %j5517 = phi i32 [ 0, %for.body511 ], [ %1656, %if.end520 ]
  %1613 = icmp slt i32 %j5517, 512
  br i1 %1613, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %1614 = mul i32 %bx, 4
  %1615 = sext i32 %1614 to i64
  %1616 = sext i32 %i15513 to i64
  %1617 = add i64 %1615, %1616
  %1618 = icmp sle i64 0, %1617
  %1619 = mul i32 %bx, 4
  %1620 = sext i32 %1619 to i64
  %1621 = sext i32 %i15513 to i64
  %1622 = add i64 %1620, %1621
  %1623 = sext i32 %M to i64
  %1624 = icmp slt i64 %1622, %1623
  %1625 = and i1 %1618, %1624
  %1626 = mul i32 %t, 512
  %1627 = sext i32 %1626 to i64
  %1628 = sext i32 %j5517 to i64
  %1629 = add i64 %1627, %1628
  %1630 = icmp sle i64 0, %1629
  %1631 = mul i32 %t, 512
  %1632 = sext i32 %1631 to i64
  %1633 = sext i32 %j5517 to i64
  %1634 = add i64 %1632, %1633
  %1635 = sext i32 %N to i64
  %1636 = icmp slt i64 %1634, %1635
  %1637 = and i1 %1630, %1636
  %1638 = and i1 %1625, %1637
  br i1 %1638, label %if.then518, label %if.else519

for.end516:                                       ; preds = %for.cond514
  %1639 = add nsw i32 %i15513, 1
  br label %for.cond510, !llvm.loop !122

if.then518:                                       ; preds = %for.body515
  %1640 = sext i32 %i15513 to i64
  %1641 = mul nsw i64 %1640, 512
  %1642 = sext i32 %j5517 to i64
  %1643 = add nsw i64 %1641, %1642
  %1644 = getelementptr inbounds float, ptr %X_f, i64 %1643
  %1645 = load float, ptr %1644, align 4
  %1646 = mul i32 %bx, 4
  %1647 = add i32 %1646, %i15513
  %1648 = sext i32 %1647 to i64
  %1649 = sext i32 %N to i64
  %1650 = mul nsw i64 %1648, %1649
  %1651 = mul i32 %t, 512
  %1652 = add i32 %1651, %j5517
  %1653 = sext i32 %1652 to i64
  %1654 = add nsw i64 %1650, %1653
  %1655 = getelementptr inbounds float, ptr %Y, i64 %1654
  store float %1645, ptr %1655, align 4
  br label %if.end520

if.else519:                                       ; preds = %for.body515
  br label %if.end520

if.end520:                                        ; preds = %if.else519, %if.then518
  %1656 = add nsw i32 %j5517, 1
  br label %for.cond514, !llvm.loop !123
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
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
