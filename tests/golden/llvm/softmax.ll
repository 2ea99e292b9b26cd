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
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_13, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_14, i8 0, i64 128, i1 false)
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
  br i1 %12, label %if.then93, label %if.else94

if.end:                                           ; preds = %if.end95, %if.end73
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  br label %for.cond15

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

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i1110 = phi i32 [ 0, %if.else2 ], [ %49, %for.end13 ]
  %31 = icmp slt i32 %i1110, 32
  br i1 %31, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %65, %sel.end ]
  %32 = icmp slt i32 %j114, 256
  br i1 %32, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %33 = mul i32 %bx, 32
  %34 = sext i32 %33 to i64
  %35 = sext i32 %i1110 to i64
  %36 = add i64 %34, %35
  %37 = icmp sle i64 0, %36
  %38 = mul i32 %bx, 32
  %39 = sext i32 %38 to i64
  %40 = sext i32 %i1110 to i64
  %41 = add i64 %39, %40
  %42 = sext i32 %M to i64
  %43 = icmp slt i64 %41, %42
  %44 = and i1 %37, %43
  %45 = sext i32 %j114 to i64
  %46 = sext i32 %N to i64
  %47 = icmp slt i64 %45, %46
  %48 = and i1 %44, %47
  br i1 %48, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %49 = add nsw i32 %i1110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %50 = mul i32 %bx, 32
  %51 = add i32 %50, %i1110
  %52 = sext i32 %51 to i64
  %53 = sext i32 %N to i64
  %54 = mul nsw i64 %52, %53
  %55 = sext i32 %j114 to i64
  %56 = add nsw i64 %54, %55
  %57 = getelementptr inbounds float, ptr %X, i64 %56
  %58 = load float, ptr %57, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %59 = phi float [ %58, %sel.then ], [ 0.000000e+00, %sel.else ]
  %60 = sext i32 %i1110 to i64
  %61 = mul nsw i64 %60, 256
  %62 = sext i32 %j114 to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds float, ptr %X_s, i64 %63
  store float %59, ptr %64, align 4
  %65 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

for.cond15:                                       ; preds = %for.end20, %if.end3
  %i = phi i32 [ 0, %if.end3 ], [ %83, %for.end20 ]
  %66 = icmp slt i32 %i, 32
  br i1 %66, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond21

for.cond18:                                       ; preds = %for.body19, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %82, %for.body19 ]
  %67 = icmp slt i32 %j, 256
  br i1 %67, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %68 = icmp slt i32 %j, %N
  %69 = sext i32 %i to i64
  %70 = mul nsw i64 %69, 256
  %71 = sext i32 %j to i64
  %72 = add nsw i64 %70, %71
  %73 = call i64 @llvm.umin.i64(i64 %72, i64 8191)
  %74 = getelementptr inbounds float, ptr %X_s, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = select i1 %68, float %75, float 0xFFF0000000000000
  %77 = sext i32 %i to i64
  %78 = mul nsw i64 %77, 256
  %79 = sext i32 %j to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds float, ptr %X_s, i64 %80
  store float %76, ptr %81, align 4
  %82 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  %83 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !7

for.cond21:                                       ; preds = %for.end36, %for.end17
  %i1 = phi i32 [ 0, %for.end17 ], [ %127, %for.end36 ]
  %84 = icmp slt i32 %i1, 32
  br i1 %84, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br label %for.cond24

for.end23:                                        ; preds = %for.cond21
  br label %for.cond38

for.cond24:                                       ; preds = %for.body25, %for.body22
  %lane = phi i32 [ 0, %for.body22 ], [ %94, %for.body25 ]
  %85 = icmp slt i32 %lane, 32
  br i1 %85, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %86 = sext i32 %i1 to i64
  %87 = mul nsw i64 %86, 256
  %88 = sext i32 %lane to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds float, ptr %X_s, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %lane to i64
  %93 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %92
  store float %91, ptr %93, align 4
  %94 = add nsw i32 %lane, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  br label %for.cond27

for.cond27:                                       ; preds = %for.end32, %for.end26
  %red = phi i32 [ 0, %for.end26 ], [ %115, %for.end32 ]
  %95 = icmp slt i32 %red, 7
  br i1 %95, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  br label %for.cond30

for.end29:                                        ; preds = %for.cond27
  %96 = sext i32 %i1 to i64
  %97 = getelementptr inbounds float, ptr %m_s, i64 %96
  store float 0xFFF0000000000000, ptr %97, align 4
  br label %for.cond34

for.cond30:                                       ; preds = %for.body31, %for.body28
  %lane33 = phi i32 [ 0, %for.body28 ], [ %114, %for.body31 ]
  %98 = icmp slt i32 %lane33, 32
  br i1 %98, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %99 = sext i32 %lane33 to i64
  %100 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = sext i32 %i1 to i64
  %103 = mul nsw i64 %102, 256
  %104 = add i32 %red, 1
  %105 = mul i32 %104, 32
  %106 = add i32 %105, %lane33
  %107 = sext i32 %106 to i64
  %108 = add nsw i64 %103, %107
  %109 = getelementptr inbounds float, ptr %X_s, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = call float @llvm.maxnum.f32(float %101, float %110)
  %112 = sext i32 %lane33 to i64
  %113 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %112
  store float %111, ptr %113, align 4
  %114 = add nsw i32 %lane33, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %115 = add nsw i32 %red, 1
  br label %for.cond27, !llvm.loop !10

for.cond34:                                       ; preds = %for.body35, %for.end29
  %lane37 = phi i32 [ 0, %for.end29 ], [ %126, %for.body35 ]
  %116 = icmp slt i32 %lane37, 32
  br i1 %116, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %117 = sext i32 %i1 to i64
  %118 = getelementptr inbounds float, ptr %m_s, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = sext i32 %lane37 to i64
  %121 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = call float @llvm.maxnum.f32(float %119, float %122)
  %124 = sext i32 %i1 to i64
  %125 = getelementptr inbounds float, ptr %m_s, i64 %124
  store float %123, ptr %125, align 4
  %126 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !11

for.end36:                                        ; preds = %for.cond34
  %127 = add nsw i32 %i1, 1
  br label %for.cond21, !llvm.loop !12

for.cond38:                                       ; preds = %for.end44, %for.end23
  %i41 = phi i32 [ 0, %for.end23 ], [ %147, %for.end44 ]
  %128 = icmp slt i32 %i41, 32
  br i1 %128, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond42

for.end40:                                        ; preds = %for.cond38
  br label %for.cond46

for.cond42:                                       ; preds = %for.body43, %for.body39
  %j45 = phi i32 [ 0, %for.body39 ], [ %146, %for.body43 ]
  %129 = icmp slt i32 %j45, 256
  br i1 %129, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %130 = sext i32 %i41 to i64
  %131 = mul nsw i64 %130, 256
  %132 = sext i32 %j45 to i64
  %133 = add nsw i64 %131, %132
  %134 = getelementptr inbounds float, ptr %X_s, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = sext i32 %i41 to i64
  %137 = getelementptr inbounds float, ptr %m_s, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = fsub float %135, %138
  %140 = call float @tilec_expf(float %139)
  %141 = sext i32 %i41 to i64
  %142 = mul nsw i64 %141, 256
  %143 = sext i32 %j45 to i64
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds float, ptr %X_s, i64 %144
  store float %140, ptr %145, align 4
  %146 = add nsw i32 %j45, 1
  br label %for.cond42, !llvm.loop !13

for.end44:                                        ; preds = %for.cond42
  %147 = add nsw i32 %i41, 1
  br label %for.cond38, !llvm.loop !14

for.cond46:                                       ; preds = %for.end61, %for.end40
  %i2 = phi i32 [ 0, %for.end40 ], [ %191, %for.end61 ]
  %148 = icmp slt i32 %i2, 32
  br i1 %148, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond49

for.end48:                                        ; preds = %for.cond46
  br label %for.cond63

for.cond49:                                       ; preds = %for.body50, %for.body47
  %lane1 = phi i32 [ 0, %for.body47 ], [ %158, %for.body50 ]
  %149 = icmp slt i32 %lane1, 32
  br i1 %149, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %150 = sext i32 %i2 to i64
  %151 = mul nsw i64 %150, 256
  %152 = sext i32 %lane1 to i64
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds float, ptr %X_s, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = sext i32 %lane1 to i64
  %157 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nsw i32 %lane1, 1
  br label %for.cond49, !llvm.loop !15

for.end51:                                        ; preds = %for.cond49
  br label %for.cond52

for.cond52:                                       ; preds = %for.end57, %for.end51
  %red1 = phi i32 [ 0, %for.end51 ], [ %179, %for.end57 ]
  %159 = icmp slt i32 %red1, 7
  br i1 %159, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond55

for.end54:                                        ; preds = %for.cond52
  %160 = sext i32 %i2 to i64
  %161 = getelementptr inbounds float, ptr %l_s, i64 %160
  store float 0.000000e+00, ptr %161, align 4
  br label %for.cond59

for.cond55:                                       ; preds = %for.body56, %for.body53
  %lane158 = phi i32 [ 0, %for.body53 ], [ %178, %for.body56 ]
  %162 = icmp slt i32 %lane158, 32
  br i1 %162, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %163 = sext i32 %lane158 to i64
  %164 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = sext i32 %i2 to i64
  %167 = mul nsw i64 %166, 256
  %168 = add i32 %red1, 1
  %169 = mul i32 %168, 32
  %170 = add i32 %169, %lane158
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %167, %171
  %173 = getelementptr inbounds float, ptr %X_s, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = fadd float %165, %174
  %176 = sext i32 %lane158 to i64
  %177 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %176
  store float %175, ptr %177, align 4
  %178 = add nsw i32 %lane158, 1
  br label %for.cond55, !llvm.loop !16

for.end57:                                        ; preds = %for.cond55
  %179 = add nsw i32 %red1, 1
  br label %for.cond52, !llvm.loop !17

for.cond59:                                       ; preds = %for.body60, %for.end54
  %lane162 = phi i32 [ 0, %for.end54 ], [ %190, %for.body60 ]
  %180 = icmp slt i32 %lane162, 32
  br i1 %180, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %181 = sext i32 %i2 to i64
  %182 = getelementptr inbounds float, ptr %l_s, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = sext i32 %lane162 to i64
  %185 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = fadd float %183, %186
  %188 = sext i32 %i2 to i64
  %189 = getelementptr inbounds float, ptr %l_s, i64 %188
  store float %187, ptr %189, align 4
  %190 = add nsw i32 %lane162, 1
  br label %for.cond59, !llvm.loop !18

for.end61:                                        ; preds = %for.cond59
  %191 = add nsw i32 %i2, 1
  br label %for.cond46, !llvm.loop !19

for.cond63:                                       ; preds = %for.end69, %for.end48
  %i66 = phi i32 [ 0, %for.end48 ], [ %222, %for.end69 ]
  %192 = icmp slt i32 %i66, 32
  br i1 %192, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  %193 = mul i32 %bx, 32
  %194 = icmp sle i32 0, %193
  %195 = mul i32 %bx, 32
  %196 = sext i32 %195 to i64
  %197 = add i64 %196, 32
  %198 = sext i32 %M to i64
  %199 = icmp sle i64 %197, %198
  %200 = and i1 %194, %199
  %201 = sext i32 %N to i64
  %202 = icmp sle i64 256, %201
  %203 = and i1 %200, %202
  br i1 %203, label %if.then71, label %if.else72

for.cond67:                                       ; preds = %for.body68, %for.body64
  %j70 = phi i32 [ 0, %for.body64 ], [ %221, %for.body68 ]
  %204 = icmp slt i32 %j70, 256
  br i1 %204, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %205 = sext i32 %i66 to i64
  %206 = mul nsw i64 %205, 256
  %207 = sext i32 %j70 to i64
  %208 = add nsw i64 %206, %207
  %209 = getelementptr inbounds float, ptr %X_s, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = sext i32 %i66 to i64
  %212 = getelementptr inbounds float, ptr %l_s, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = fdiv float 1.000000e+00, %213
  %215 = fmul float %210, %214
  %216 = sext i32 %i66 to i64
  %217 = mul nsw i64 %216, 256
  %218 = sext i32 %j70 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds float, ptr %X_s, i64 %219
  store float %215, ptr %220, align 4
  %221 = add nsw i32 %j70, 1
  br label %for.cond67, !llvm.loop !20

for.end69:                                        ; preds = %for.cond67
  %222 = add nsw i32 %i66, 1
  br label %for.cond63, !llvm.loop !21

if.then71:                                        ; preds = %for.end65
  br label %for.cond74

if.else72:                                        ; preds = %for.end65
  br label %for.cond82

if.end73:                                         ; preds = %for.end84, %for.end76
  br label %if.end

for.cond74:                                       ; preds = %for.end80, %if.then71
  %i1177 = phi i32 [ 0, %if.then71 ], [ %240, %for.end80 ]
  %223 = icmp slt i32 %i1177, 32
  br i1 %223, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end73

for.cond78:                                       ; preds = %for.body79, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %239, %for.body79 ]
  %224 = icmp slt i32 %j181, 256
  br i1 %224, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %225 = sext i32 %i1177 to i64
  %226 = mul nsw i64 %225, 256
  %227 = sext i32 %j181 to i64
  %228 = add nsw i64 %226, %227
  %229 = getelementptr inbounds float, ptr %X_s, i64 %228
  %230 = load float, ptr %229, align 4
  %231 = mul i32 %bx, 32
  %232 = add i32 %231, %i1177
  %233 = sext i32 %232 to i64
  %234 = sext i32 %N to i64
  %235 = mul nsw i64 %233, %234
  %236 = sext i32 %j181 to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %Y, i64 %237
  store float %230, ptr %238, align 4
  %239 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !22

for.end80:                                        ; preds = %for.cond78
  %240 = add nsw i32 %i1177, 1
  br label %for.cond74, !llvm.loop !23

for.cond82:                                       ; preds = %for.end88, %if.else72
  %i1185 = phi i32 [ 0, %if.else72 ], [ %259, %for.end88 ]
  %241 = icmp slt i32 %i1185, 32
  br i1 %241, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  br label %if.end73

for.cond86:                                       ; preds = %if.end92, %for.body83
  %j189 = phi i32 [ 0, %for.body83 ], [ %274, %if.end92 ]
  %242 = icmp slt i32 %j189, 256
  br i1 %242, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %243 = mul i32 %bx, 32
  %244 = sext i32 %243 to i64
  %245 = sext i32 %i1185 to i64
  %246 = add i64 %244, %245
  %247 = icmp sle i64 0, %246
  %248 = mul i32 %bx, 32
  %249 = sext i32 %248 to i64
  %250 = sext i32 %i1185 to i64
  %251 = add i64 %249, %250
  %252 = sext i32 %M to i64
  %253 = icmp slt i64 %251, %252
  %254 = and i1 %247, %253
  %255 = sext i32 %j189 to i64
  %256 = sext i32 %N to i64
  %257 = icmp slt i64 %255, %256
  %258 = and i1 %254, %257
  br i1 %258, label %if.then90, label %if.else91

for.end88:                                        ; preds = %for.cond86
  %259 = add nsw i32 %i1185, 1
  br label %for.cond82, !llvm.loop !24

if.then90:                                        ; preds = %for.body87
  %260 = sext i32 %i1185 to i64
  %261 = mul nsw i64 %260, 256
  %262 = sext i32 %j189 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %X_s, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = mul i32 %bx, 32
  %267 = add i32 %266, %i1185
  %268 = sext i32 %267 to i64
  %269 = sext i32 %N to i64
  %270 = mul nsw i64 %268, %269
  %271 = sext i32 %j189 to i64
  %272 = add nsw i64 %270, %271
  %273 = getelementptr inbounds float, ptr %Y, i64 %272
  store float %265, ptr %273, align 4
  br label %if.end92

if.else91:                                        ; preds = %for.body87
  br label %if.end92

if.end92:                                         ; preds = %if.else91, %if.then90
  %274 = add nsw i32 %j189, 1
  br label %for.cond86, !llvm.loop !25

if.then93:                                        ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_15, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_16, i8 0, i64 128, i1 false)
  %275 = mul i32 %bx, 4
  %276 = icmp sle i32 0, %275
  %277 = mul i32 %bx, 4
  %278 = sext i32 %277 to i64
  %279 = add i64 %278, 4
  %280 = sext i32 %M to i64
  %281 = icmp sle i64 %279, %280
  %282 = and i1 %276, %281
  %283 = sext i32 %N to i64
  %284 = icmp sle i64 512, %283
  %285 = and i1 %282, %284
  br i1 %285, label %if.then96, label %if.else97

if.else94:                                        ; preds = %if.else
  %286 = icmp sle i32 %N, 4096
  br i1 %286, label %if.then196, label %if.else197

if.end95:                                         ; preds = %if.end198, %if.end176
  br label %if.end

if.then96:                                        ; preds = %if.then93
  br label %for.cond99

if.else97:                                        ; preds = %if.then93
  br label %for.cond105

if.end98:                                         ; preds = %for.end107, %for.end101
  br label %for.cond116

for.cond99:                                       ; preds = %for.end104, %if.then96
  %i12 = phi i32 [ 0, %if.then96 ], [ %304, %for.end104 ]
  %287 = icmp slt i32 %i12, 4
  br i1 %287, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  br label %if.end98

for.cond102:                                      ; preds = %for.body103, %for.body100
  %j2 = phi i32 [ 0, %for.body100 ], [ %303, %for.body103 ]
  %288 = icmp slt i32 %j2, 512
  br i1 %288, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %289 = mul i32 %bx, 4
  %290 = add i32 %289, %i12
  %291 = sext i32 %290 to i64
  %292 = sext i32 %N to i64
  %293 = mul nsw i64 %291, %292
  %294 = sext i32 %j2 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds float, ptr %X, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = sext i32 %i12 to i64
  %299 = mul nsw i64 %298, 512
  %300 = sext i32 %j2 to i64
  %301 = add nsw i64 %299, %300
  %302 = getelementptr inbounds float, ptr %X_f, i64 %301
  store float %297, ptr %302, align 4
  %303 = add nsw i32 %j2, 1
  br label %for.cond102, !llvm.loop !26

for.end104:                                       ; preds = %for.cond102
  %304 = add nsw i32 %i12, 1
  br label %for.cond99, !llvm.loop !27

for.cond105:                                      ; preds = %for.end111, %if.else97
  %i12108 = phi i32 [ 0, %if.else97 ], [ %323, %for.end111 ]
  %305 = icmp slt i32 %i12108, 4
  br i1 %305, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %if.end98

for.cond109:                                      ; preds = %sel.end115, %for.body106
  %j2112 = phi i32 [ 0, %for.body106 ], [ %339, %sel.end115 ]
  %306 = icmp slt i32 %j2112, 512
  br i1 %306, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %307 = mul i32 %bx, 4
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i12108 to i64
  %310 = add i64 %308, %309
  %311 = icmp sle i64 0, %310
  %312 = mul i32 %bx, 4
  %313 = sext i32 %312 to i64
  %314 = sext i32 %i12108 to i64
  %315 = add i64 %313, %314
  %316 = sext i32 %M to i64
  %317 = icmp slt i64 %315, %316
  %318 = and i1 %311, %317
  %319 = sext i32 %j2112 to i64
  %320 = sext i32 %N to i64
  %321 = icmp slt i64 %319, %320
  %322 = and i1 %318, %321
  br i1 %322, label %sel.then113, label %sel.else114

for.end111:                                       ; preds = %for.cond109
  %323 = add nsw i32 %i12108, 1
  br label %for.cond105, !llvm.loop !28

sel.then113:                                      ; preds = %for.body110
  %324 = mul i32 %bx, 4
  %325 = add i32 %324, %i12108
  %326 = sext i32 %325 to i64
  %327 = sext i32 %N to i64
  %328 = mul nsw i64 %326, %327
  %329 = sext i32 %j2112 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %X, i64 %330
  %332 = load float, ptr %331, align 4
  br label %sel.end115

sel.else114:                                      ; preds = %for.body110
  br label %sel.end115

sel.end115:                                       ; preds = %sel.else114, %sel.then113
  %333 = phi float [ %332, %sel.then113 ], [ 0.000000e+00, %sel.else114 ]
  %334 = sext i32 %i12108 to i64
  %335 = mul nsw i64 %334, 512
  %336 = sext i32 %j2112 to i64
  %337 = add nsw i64 %335, %336
  %338 = getelementptr inbounds float, ptr %X_f, i64 %337
  store float %333, ptr %338, align 4
  %339 = add nsw i32 %j2112, 1
  br label %for.cond109, !llvm.loop !29

for.cond116:                                      ; preds = %for.end122, %if.end98
  %i119 = phi i32 [ 0, %if.end98 ], [ %357, %for.end122 ]
  %340 = icmp slt i32 %i119, 4
  br i1 %340, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  br label %for.cond120

for.end118:                                       ; preds = %for.cond116
  br label %for.cond124

for.cond120:                                      ; preds = %for.body121, %for.body117
  %j123 = phi i32 [ 0, %for.body117 ], [ %356, %for.body121 ]
  %341 = icmp slt i32 %j123, 512
  br i1 %341, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %342 = icmp slt i32 %j123, %N
  %343 = sext i32 %i119 to i64
  %344 = mul nsw i64 %343, 512
  %345 = sext i32 %j123 to i64
  %346 = add nsw i64 %344, %345
  %347 = call i64 @llvm.umin.i64(i64 %346, i64 2047)
  %348 = getelementptr inbounds float, ptr %X_f, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = select i1 %342, float %349, float 0xFFF0000000000000
  %351 = sext i32 %i119 to i64
  %352 = mul nsw i64 %351, 512
  %353 = sext i32 %j123 to i64
  %354 = add nsw i64 %352, %353
  %355 = getelementptr inbounds float, ptr %X_f, i64 %354
  store float %350, ptr %355, align 4
  %356 = add nsw i32 %j123, 1
  br label %for.cond120, !llvm.loop !30

for.end122:                                       ; preds = %for.cond120
  %357 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !31

for.cond124:                                      ; preds = %for.end139, %for.end118
  %i3 = phi i32 [ 0, %for.end118 ], [ %401, %for.end139 ]
  %358 = icmp slt i32 %i3, 4
  br i1 %358, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  br label %for.cond141

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane2 = phi i32 [ 0, %for.body125 ], [ %368, %for.body128 ]
  %359 = icmp slt i32 %lane2, 32
  br i1 %359, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %360 = sext i32 %i3 to i64
  %361 = mul nsw i64 %360, 512
  %362 = sext i32 %lane2 to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds float, ptr %X_f, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = sext i32 %lane2 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %366
  store float %365, ptr %367, align 4
  %368 = add nsw i32 %lane2, 1
  br label %for.cond127, !llvm.loop !32

for.end129:                                       ; preds = %for.cond127
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end129
  %red2 = phi i32 [ 0, %for.end129 ], [ %389, %for.end135 ]
  %369 = icmp slt i32 %red2, 15
  br i1 %369, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  %370 = sext i32 %i3 to i64
  %371 = getelementptr inbounds float, ptr %m, i64 %370
  store float 0xFFF0000000000000, ptr %371, align 4
  br label %for.cond137

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane2136 = phi i32 [ 0, %for.body131 ], [ %388, %for.body134 ]
  %372 = icmp slt i32 %lane2136, 32
  br i1 %372, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %373 = sext i32 %lane2136 to i64
  %374 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = sext i32 %i3 to i64
  %377 = mul nsw i64 %376, 512
  %378 = add i32 %red2, 1
  %379 = mul i32 %378, 32
  %380 = add i32 %379, %lane2136
  %381 = sext i32 %380 to i64
  %382 = add nsw i64 %377, %381
  %383 = getelementptr inbounds float, ptr %X_f, i64 %382
  %384 = load float, ptr %383, align 4
  %385 = call float @llvm.maxnum.f32(float %375, float %384)
  %386 = sext i32 %lane2136 to i64
  %387 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %386
  store float %385, ptr %387, align 4
  %388 = add nsw i32 %lane2136, 1
  br label %for.cond133, !llvm.loop !33

for.end135:                                       ; preds = %for.cond133
  %389 = add nsw i32 %red2, 1
  br label %for.cond130, !llvm.loop !34

for.cond137:                                      ; preds = %for.body138, %for.end132
  %lane2140 = phi i32 [ 0, %for.end132 ], [ %400, %for.body138 ]
  %390 = icmp slt i32 %lane2140, 32
  br i1 %390, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %391 = sext i32 %i3 to i64
  %392 = getelementptr inbounds float, ptr %m, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = sext i32 %lane2140 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = call float @llvm.maxnum.f32(float %393, float %396)
  %398 = sext i32 %i3 to i64
  %399 = getelementptr inbounds float, ptr %m, i64 %398
  store float %397, ptr %399, align 4
  %400 = add nsw i32 %lane2140, 1
  br label %for.cond137, !llvm.loop !35

for.end139:                                       ; preds = %for.cond137
  %401 = add nsw i32 %i3, 1
  br label %for.cond124, !llvm.loop !36

for.cond141:                                      ; preds = %for.end147, %for.end126
  %i144 = phi i32 [ 0, %for.end126 ], [ %421, %for.end147 ]
  %402 = icmp slt i32 %i144, 4
  br i1 %402, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  br label %for.cond145

for.end143:                                       ; preds = %for.cond141
  br label %for.cond149

for.cond145:                                      ; preds = %for.body146, %for.body142
  %j148 = phi i32 [ 0, %for.body142 ], [ %420, %for.body146 ]
  %403 = icmp slt i32 %j148, 512
  br i1 %403, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %404 = sext i32 %i144 to i64
  %405 = mul nsw i64 %404, 512
  %406 = sext i32 %j148 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %X_f, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sext i32 %i144 to i64
  %411 = getelementptr inbounds float, ptr %m, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = fsub float %409, %412
  %414 = call float @tilec_expf(float %413)
  %415 = sext i32 %i144 to i64
  %416 = mul nsw i64 %415, 512
  %417 = sext i32 %j148 to i64
  %418 = add nsw i64 %416, %417
  %419 = getelementptr inbounds float, ptr %X_f, i64 %418
  store float %414, ptr %419, align 4
  %420 = add nsw i32 %j148, 1
  br label %for.cond145, !llvm.loop !37

for.end147:                                       ; preds = %for.cond145
  %421 = add nsw i32 %i144, 1
  br label %for.cond141, !llvm.loop !38

for.cond149:                                      ; preds = %for.end164, %for.end143
  %i5 = phi i32 [ 0, %for.end143 ], [ %465, %for.end164 ]
  %422 = icmp slt i32 %i5, 4
  br i1 %422, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  br label %for.cond152

for.end151:                                       ; preds = %for.cond149
  br label %for.cond166

for.cond152:                                      ; preds = %for.body153, %for.body150
  %lane3 = phi i32 [ 0, %for.body150 ], [ %432, %for.body153 ]
  %423 = icmp slt i32 %lane3, 32
  br i1 %423, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %424 = sext i32 %i5 to i64
  %425 = mul nsw i64 %424, 512
  %426 = sext i32 %lane3 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %X_f, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = sext i32 %lane3 to i64
  %431 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %430
  store float %429, ptr %431, align 4
  %432 = add nsw i32 %lane3, 1
  br label %for.cond152, !llvm.loop !39

for.end154:                                       ; preds = %for.cond152
  br label %for.cond155

for.cond155:                                      ; preds = %for.end160, %for.end154
  %red3 = phi i32 [ 0, %for.end154 ], [ %453, %for.end160 ]
  %433 = icmp slt i32 %red3, 15
  br i1 %433, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond158

for.end157:                                       ; preds = %for.cond155
  %434 = sext i32 %i5 to i64
  %435 = getelementptr inbounds float, ptr %l, i64 %434
  store float 0.000000e+00, ptr %435, align 4
  br label %for.cond162

for.cond158:                                      ; preds = %for.body159, %for.body156
  %lane3161 = phi i32 [ 0, %for.body156 ], [ %452, %for.body159 ]
  %436 = icmp slt i32 %lane3161, 32
  br i1 %436, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %437 = sext i32 %lane3161 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %437
  %439 = load float, ptr %438, align 4
  %440 = sext i32 %i5 to i64
  %441 = mul nsw i64 %440, 512
  %442 = add i32 %red3, 1
  %443 = mul i32 %442, 32
  %444 = add i32 %443, %lane3161
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %441, %445
  %447 = getelementptr inbounds float, ptr %X_f, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = fadd float %439, %448
  %450 = sext i32 %lane3161 to i64
  %451 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %450
  store float %449, ptr %451, align 4
  %452 = add nsw i32 %lane3161, 1
  br label %for.cond158, !llvm.loop !40

for.end160:                                       ; preds = %for.cond158
  %453 = add nsw i32 %red3, 1
  br label %for.cond155, !llvm.loop !41

for.cond162:                                      ; preds = %for.body163, %for.end157
  %lane3165 = phi i32 [ 0, %for.end157 ], [ %464, %for.body163 ]
  %454 = icmp slt i32 %lane3165, 32
  br i1 %454, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %455 = sext i32 %i5 to i64
  %456 = getelementptr inbounds float, ptr %l, i64 %455
  %457 = load float, ptr %456, align 4
  %458 = sext i32 %lane3165 to i64
  %459 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %458
  %460 = load float, ptr %459, align 4
  %461 = fadd float %457, %460
  %462 = sext i32 %i5 to i64
  %463 = getelementptr inbounds float, ptr %l, i64 %462
  store float %461, ptr %463, align 4
  %464 = add nsw i32 %lane3165, 1
  br label %for.cond162, !llvm.loop !42

for.end164:                                       ; preds = %for.cond162
  %465 = add nsw i32 %i5, 1
  br label %for.cond149, !llvm.loop !43

for.cond166:                                      ; preds = %for.end172, %for.end151
  %i169 = phi i32 [ 0, %for.end151 ], [ %496, %for.end172 ]
  %466 = icmp slt i32 %i169, 4
  br i1 %466, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  br label %for.cond170

for.end168:                                       ; preds = %for.cond166
  %467 = mul i32 %bx, 4
  %468 = icmp sle i32 0, %467
  %469 = mul i32 %bx, 4
  %470 = sext i32 %469 to i64
  %471 = add i64 %470, 4
  %472 = sext i32 %M to i64
  %473 = icmp sle i64 %471, %472
  %474 = and i1 %468, %473
  %475 = sext i32 %N to i64
  %476 = icmp sle i64 512, %475
  %477 = and i1 %474, %476
  br i1 %477, label %if.then174, label %if.else175

for.cond170:                                      ; preds = %for.body171, %for.body167
  %j173 = phi i32 [ 0, %for.body167 ], [ %495, %for.body171 ]
  %478 = icmp slt i32 %j173, 512
  br i1 %478, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %479 = sext i32 %i169 to i64
  %480 = mul nsw i64 %479, 512
  %481 = sext i32 %j173 to i64
  %482 = add nsw i64 %480, %481
  %483 = getelementptr inbounds float, ptr %X_f, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = sext i32 %i169 to i64
  %486 = getelementptr inbounds float, ptr %l, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fdiv float 1.000000e+00, %487
  %489 = fmul float %484, %488
  %490 = sext i32 %i169 to i64
  %491 = mul nsw i64 %490, 512
  %492 = sext i32 %j173 to i64
  %493 = add nsw i64 %491, %492
  %494 = getelementptr inbounds float, ptr %X_f, i64 %493
  store float %489, ptr %494, align 4
  %495 = add nsw i32 %j173, 1
  br label %for.cond170, !llvm.loop !44

for.end172:                                       ; preds = %for.cond170
  %496 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !45

if.then174:                                       ; preds = %for.end168
  br label %for.cond177

if.else175:                                       ; preds = %for.end168
  br label %for.cond185

if.end176:                                        ; preds = %for.end187, %for.end179
  br label %if.end95

for.cond177:                                      ; preds = %for.end183, %if.then174
  %i12180 = phi i32 [ 0, %if.then174 ], [ %514, %for.end183 ]
  %497 = icmp slt i32 %i12180, 4
  br i1 %497, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  br label %for.cond181

for.end179:                                       ; preds = %for.cond177
  br label %if.end176

for.cond181:                                      ; preds = %for.body182, %for.body178
  %j2184 = phi i32 [ 0, %for.body178 ], [ %513, %for.body182 ]
  %498 = icmp slt i32 %j2184, 512
  br i1 %498, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %499 = sext i32 %i12180 to i64
  %500 = mul nsw i64 %499, 512
  %501 = sext i32 %j2184 to i64
  %502 = add nsw i64 %500, %501
  %503 = getelementptr inbounds float, ptr %X_f, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = mul i32 %bx, 4
  %506 = add i32 %505, %i12180
  %507 = sext i32 %506 to i64
  %508 = sext i32 %N to i64
  %509 = mul nsw i64 %507, %508
  %510 = sext i32 %j2184 to i64
  %511 = add nsw i64 %509, %510
  %512 = getelementptr inbounds float, ptr %Y, i64 %511
  store float %504, ptr %512, align 4
  %513 = add nsw i32 %j2184, 1
  br label %for.cond181, !llvm.loop !46

for.end183:                                       ; preds = %for.cond181
  %514 = add nsw i32 %i12180, 1
  br label %for.cond177, !llvm.loop !47

for.cond185:                                      ; preds = %for.end191, %if.else175
  %i12188 = phi i32 [ 0, %if.else175 ], [ %533, %for.end191 ]
  %515 = icmp slt i32 %i12188, 4
  br i1 %515, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  br label %for.cond189

for.end187:                                       ; preds = %for.cond185
  br label %if.end176

for.cond189:                                      ; preds = %if.end195, %for.body186
  %j2192 = phi i32 [ 0, %for.body186 ], [ %548, %if.end195 ]
  %516 = icmp slt i32 %j2192, 512
  br i1 %516, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %517 = mul i32 %bx, 4
  %518 = sext i32 %517 to i64
  %519 = sext i32 %i12188 to i64
  %520 = add i64 %518, %519
  %521 = icmp sle i64 0, %520
  %522 = mul i32 %bx, 4
  %523 = sext i32 %522 to i64
  %524 = sext i32 %i12188 to i64
  %525 = add i64 %523, %524
  %526 = sext i32 %M to i64
  %527 = icmp slt i64 %525, %526
  %528 = and i1 %521, %527
  %529 = sext i32 %j2192 to i64
  %530 = sext i32 %N to i64
  %531 = icmp slt i64 %529, %530
  %532 = and i1 %528, %531
  br i1 %532, label %if.then193, label %if.else194

for.end191:                                       ; preds = %for.cond189
  %533 = add nsw i32 %i12188, 1
  br label %for.cond185, !llvm.loop !48

if.then193:                                       ; preds = %for.body190
  %534 = sext i32 %i12188 to i64
  %535 = mul nsw i64 %534, 512
  %536 = sext i32 %j2192 to i64
  %537 = add nsw i64 %535, %536
  %538 = getelementptr inbounds float, ptr %X_f, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = mul i32 %bx, 4
  %541 = add i32 %540, %i12188
  %542 = sext i32 %541 to i64
  %543 = sext i32 %N to i64
  %544 = mul nsw i64 %542, %543
  %545 = sext i32 %j2192 to i64
  %546 = add nsw i64 %544, %545
  %547 = getelementptr inbounds float, ptr %Y, i64 %546
  store float %539, ptr %547, align 4
  br label %if.end195

if.else194:                                       ; preds = %for.body190
  br label %if.end195

if.end195:                                        ; preds = %if.else194, %if.then193
  %548 = add nsw i32 %j2192, 1
  br label %for.cond189, !llvm.loop !49

if.then196:                                       ; preds = %if.else94
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_17, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_18, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond199

if.else197:                                       ; preds = %if.else94
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_19, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_20, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond302

if.end198:                                        ; preds = %for.end393, %for.end201
  br label %if.end95

for.cond199:                                      ; preds = %if.end282, %if.then196
  %r = phi i32 [ 0, %if.then196 ], [ %777, %if.end282 ]
  %549 = icmp slt i32 %r, 4
  br i1 %549, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %550 = mul i32 %bx, 4
  %551 = add i32 %550, %r
  %552 = icmp sle i32 0, %551
  %553 = mul i32 %bx, 4
  %554 = add i32 %553, %r
  %555 = sext i32 %554 to i64
  %556 = add i64 %555, 1
  %557 = sext i32 %M to i64
  %558 = icmp sle i64 %556, %557
  %559 = and i1 %552, %558
  %560 = sext i32 %N to i64
  %561 = icmp sle i64 4096, %560
  %562 = and i1 %559, %561
  br i1 %562, label %if.then202, label %if.else203

for.end201:                                       ; preds = %for.cond199
  br label %if.end198

if.then202:                                       ; preds = %for.body200
  br label %for.cond205

if.else203:                                       ; preds = %for.body200
  br label %for.cond211

if.end204:                                        ; preds = %for.end213, %for.end207
  br label %for.cond222

for.cond205:                                      ; preds = %for.end210, %if.then202
  %i13 = phi i32 [ 0, %if.then202 ], [ %581, %for.end210 ]
  %563 = icmp slt i32 %i13, 1
  br i1 %563, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %if.end204

for.cond208:                                      ; preds = %for.body209, %for.body206
  %j3 = phi i32 [ 0, %for.body206 ], [ %580, %for.body209 ]
  %564 = icmp slt i32 %j3, 4096
  br i1 %564, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %565 = mul i32 %bx, 4
  %566 = add i32 %565, %r
  %567 = add i32 %566, %i13
  %568 = sext i32 %567 to i64
  %569 = sext i32 %N to i64
  %570 = mul nsw i64 %568, %569
  %571 = sext i32 %j3 to i64
  %572 = add nsw i64 %570, %571
  %573 = getelementptr inbounds float, ptr %X, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = sext i32 %i13 to i64
  %576 = mul nsw i64 %575, 4096
  %577 = sext i32 %j3 to i64
  %578 = add nsw i64 %576, %577
  %579 = getelementptr inbounds float, ptr %X_r, i64 %578
  store float %574, ptr %579, align 4
  %580 = add nsw i32 %j3, 1
  br label %for.cond208, !llvm.loop !50

for.end210:                                       ; preds = %for.cond208
  %581 = add nsw i32 %i13, 1
  br label %for.cond205, !llvm.loop !51

for.cond211:                                      ; preds = %for.end217, %if.else203
  %i13214 = phi i32 [ 0, %if.else203 ], [ %602, %for.end217 ]
  %582 = icmp slt i32 %i13214, 1
  br i1 %582, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond215

for.end213:                                       ; preds = %for.cond211
  br label %if.end204

for.cond215:                                      ; preds = %sel.end221, %for.body212
  %j3218 = phi i32 [ 0, %for.body212 ], [ %619, %sel.end221 ]
  %583 = icmp slt i32 %j3218, 4096
  br i1 %583, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %584 = mul i32 %bx, 4
  %585 = add i32 %584, %r
  %586 = sext i32 %585 to i64
  %587 = sext i32 %i13214 to i64
  %588 = add i64 %586, %587
  %589 = icmp sle i64 0, %588
  %590 = mul i32 %bx, 4
  %591 = add i32 %590, %r
  %592 = sext i32 %591 to i64
  %593 = sext i32 %i13214 to i64
  %594 = add i64 %592, %593
  %595 = sext i32 %M to i64
  %596 = icmp slt i64 %594, %595
  %597 = and i1 %589, %596
  %598 = sext i32 %j3218 to i64
  %599 = sext i32 %N to i64
  %600 = icmp slt i64 %598, %599
  %601 = and i1 %597, %600
  br i1 %601, label %sel.then219, label %sel.else220

for.end217:                                       ; preds = %for.cond215
  %602 = add nsw i32 %i13214, 1
  br label %for.cond211, !llvm.loop !52

sel.then219:                                      ; preds = %for.body216
  %603 = mul i32 %bx, 4
  %604 = add i32 %603, %r
  %605 = add i32 %604, %i13214
  %606 = sext i32 %605 to i64
  %607 = sext i32 %N to i64
  %608 = mul nsw i64 %606, %607
  %609 = sext i32 %j3218 to i64
  %610 = add nsw i64 %608, %609
  %611 = getelementptr inbounds float, ptr %X, i64 %610
  %612 = load float, ptr %611, align 4
  br label %sel.end221

sel.else220:                                      ; preds = %for.body216
  br label %sel.end221

sel.end221:                                       ; preds = %sel.else220, %sel.then219
  %613 = phi float [ %612, %sel.then219 ], [ 0.000000e+00, %sel.else220 ]
  %614 = sext i32 %i13214 to i64
  %615 = mul nsw i64 %614, 4096
  %616 = sext i32 %j3218 to i64
  %617 = add nsw i64 %615, %616
  %618 = getelementptr inbounds float, ptr %X_r, i64 %617
  store float %613, ptr %618, align 4
  %619 = add nsw i32 %j3218, 1
  br label %for.cond215, !llvm.loop !53

for.cond222:                                      ; preds = %for.end228, %if.end204
  %i225 = phi i32 [ 0, %if.end204 ], [ %637, %for.end228 ]
  %620 = icmp slt i32 %i225, 1
  br i1 %620, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond226

for.end224:                                       ; preds = %for.cond222
  br label %for.cond230

for.cond226:                                      ; preds = %for.body227, %for.body223
  %j229 = phi i32 [ 0, %for.body223 ], [ %636, %for.body227 ]
  %621 = icmp slt i32 %j229, 4096
  br i1 %621, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %622 = icmp slt i32 %j229, %N
  %623 = sext i32 %i225 to i64
  %624 = mul nsw i64 %623, 4096
  %625 = sext i32 %j229 to i64
  %626 = add nsw i64 %624, %625
  %627 = call i64 @llvm.umin.i64(i64 %626, i64 4095)
  %628 = getelementptr inbounds float, ptr %X_r, i64 %627
  %629 = load float, ptr %628, align 4
  %630 = select i1 %622, float %629, float 0xFFF0000000000000
  %631 = sext i32 %i225 to i64
  %632 = mul nsw i64 %631, 4096
  %633 = sext i32 %j229 to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %X_r, i64 %634
  store float %630, ptr %635, align 4
  %636 = add nsw i32 %j229, 1
  br label %for.cond226, !llvm.loop !54

for.end228:                                       ; preds = %for.cond226
  %637 = add nsw i32 %i225, 1
  br label %for.cond222, !llvm.loop !55

for.cond230:                                      ; preds = %for.end245, %for.end224
  %i6 = phi i32 [ 0, %for.end224 ], [ %681, %for.end245 ]
  %638 = icmp slt i32 %i6, 1
  br i1 %638, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond233

for.end232:                                       ; preds = %for.cond230
  br label %for.cond247

for.cond233:                                      ; preds = %for.body234, %for.body231
  %lane4 = phi i32 [ 0, %for.body231 ], [ %648, %for.body234 ]
  %639 = icmp slt i32 %lane4, 32
  br i1 %639, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %640 = sext i32 %i6 to i64
  %641 = mul nsw i64 %640, 4096
  %642 = sext i32 %lane4 to i64
  %643 = add nsw i64 %641, %642
  %644 = getelementptr inbounds float, ptr %X_r, i64 %643
  %645 = load float, ptr %644, align 4
  %646 = sext i32 %lane4 to i64
  %647 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %646
  store float %645, ptr %647, align 4
  %648 = add nsw i32 %lane4, 1
  br label %for.cond233, !llvm.loop !56

for.end235:                                       ; preds = %for.cond233
  br label %for.cond236

for.cond236:                                      ; preds = %for.end241, %for.end235
  %red4 = phi i32 [ 0, %for.end235 ], [ %669, %for.end241 ]
  %649 = icmp slt i32 %red4, 127
  br i1 %649, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  br label %for.cond239

for.end238:                                       ; preds = %for.cond236
  %650 = sext i32 %i6 to i64
  %651 = getelementptr inbounds float, ptr %m_r, i64 %650
  store float 0xFFF0000000000000, ptr %651, align 4
  br label %for.cond243

for.cond239:                                      ; preds = %for.body240, %for.body237
  %lane4242 = phi i32 [ 0, %for.body237 ], [ %668, %for.body240 ]
  %652 = icmp slt i32 %lane4242, 32
  br i1 %652, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %653 = sext i32 %lane4242 to i64
  %654 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = sext i32 %i6 to i64
  %657 = mul nsw i64 %656, 4096
  %658 = add i32 %red4, 1
  %659 = mul i32 %658, 32
  %660 = add i32 %659, %lane4242
  %661 = sext i32 %660 to i64
  %662 = add nsw i64 %657, %661
  %663 = getelementptr inbounds float, ptr %X_r, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = call float @llvm.maxnum.f32(float %655, float %664)
  %666 = sext i32 %lane4242 to i64
  %667 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %666
  store float %665, ptr %667, align 4
  %668 = add nsw i32 %lane4242, 1
  br label %for.cond239, !llvm.loop !57

for.end241:                                       ; preds = %for.cond239
  %669 = add nsw i32 %red4, 1
  br label %for.cond236, !llvm.loop !58

for.cond243:                                      ; preds = %for.body244, %for.end238
  %lane4246 = phi i32 [ 0, %for.end238 ], [ %680, %for.body244 ]
  %670 = icmp slt i32 %lane4246, 32
  br i1 %670, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %671 = sext i32 %i6 to i64
  %672 = getelementptr inbounds float, ptr %m_r, i64 %671
  %673 = load float, ptr %672, align 4
  %674 = sext i32 %lane4246 to i64
  %675 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %674
  %676 = load float, ptr %675, align 4
  %677 = call float @llvm.maxnum.f32(float %673, float %676)
  %678 = sext i32 %i6 to i64
  %679 = getelementptr inbounds float, ptr %m_r, i64 %678
  store float %677, ptr %679, align 4
  %680 = add nsw i32 %lane4246, 1
  br label %for.cond243, !llvm.loop !59

for.end245:                                       ; preds = %for.cond243
  %681 = add nsw i32 %i6, 1
  br label %for.cond230, !llvm.loop !60

for.cond247:                                      ; preds = %for.end253, %for.end232
  %i250 = phi i32 [ 0, %for.end232 ], [ %700, %for.end253 ]
  %682 = icmp slt i32 %i250, 1
  br i1 %682, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  br label %for.cond251

for.end249:                                       ; preds = %for.cond247
  br label %for.cond255

for.cond251:                                      ; preds = %for.body252, %for.body248
  %j254 = phi i32 [ 0, %for.body248 ], [ %699, %for.body252 ]
  %683 = icmp slt i32 %j254, 4096
  br i1 %683, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %684 = sext i32 %i250 to i64
  %685 = mul nsw i64 %684, 4096
  %686 = sext i32 %j254 to i64
  %687 = add nsw i64 %685, %686
  %688 = getelementptr inbounds float, ptr %X_r, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = getelementptr inbounds float, ptr %m_r, i64 0
  %691 = load float, ptr %690, align 4
  %692 = fsub float %689, %691
  %693 = call float @tilec_expf(float %692)
  %694 = sext i32 %i250 to i64
  %695 = mul nsw i64 %694, 4096
  %696 = sext i32 %j254 to i64
  %697 = add nsw i64 %695, %696
  %698 = getelementptr inbounds float, ptr %X_r, i64 %697
  store float %693, ptr %698, align 4
  %699 = add nsw i32 %j254, 1
  br label %for.cond251, !llvm.loop !61

for.end253:                                       ; preds = %for.cond251
  %700 = add nsw i32 %i250, 1
  br label %for.cond247, !llvm.loop !62

for.cond255:                                      ; preds = %for.end270, %for.end249
  %i7 = phi i32 [ 0, %for.end249 ], [ %744, %for.end270 ]
  %701 = icmp slt i32 %i7, 1
  br i1 %701, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  br label %for.cond258

for.end257:                                       ; preds = %for.cond255
  br label %for.cond272

for.cond258:                                      ; preds = %for.body259, %for.body256
  %lane5 = phi i32 [ 0, %for.body256 ], [ %711, %for.body259 ]
  %702 = icmp slt i32 %lane5, 32
  br i1 %702, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %703 = sext i32 %i7 to i64
  %704 = mul nsw i64 %703, 4096
  %705 = sext i32 %lane5 to i64
  %706 = add nsw i64 %704, %705
  %707 = getelementptr inbounds float, ptr %X_r, i64 %706
  %708 = load float, ptr %707, align 4
  %709 = sext i32 %lane5 to i64
  %710 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %709
  store float %708, ptr %710, align 4
  %711 = add nsw i32 %lane5, 1
  br label %for.cond258, !llvm.loop !63

for.end260:                                       ; preds = %for.cond258
  br label %for.cond261

for.cond261:                                      ; preds = %for.end266, %for.end260
  %red5 = phi i32 [ 0, %for.end260 ], [ %732, %for.end266 ]
  %712 = icmp slt i32 %red5, 127
  br i1 %712, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  br label %for.cond264

for.end263:                                       ; preds = %for.cond261
  %713 = sext i32 %i7 to i64
  %714 = getelementptr inbounds float, ptr %l_r, i64 %713
  store float 0.000000e+00, ptr %714, align 4
  br label %for.cond268

for.cond264:                                      ; preds = %for.body265, %for.body262
  %lane5267 = phi i32 [ 0, %for.body262 ], [ %731, %for.body265 ]
  %715 = icmp slt i32 %lane5267, 32
  br i1 %715, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %716 = sext i32 %lane5267 to i64
  %717 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %716
  %718 = load float, ptr %717, align 4
  %719 = sext i32 %i7 to i64
  %720 = mul nsw i64 %719, 4096
  %721 = add i32 %red5, 1
  %722 = mul i32 %721, 32
  %723 = add i32 %722, %lane5267
  %724 = sext i32 %723 to i64
  %725 = add nsw i64 %720, %724
  %726 = getelementptr inbounds float, ptr %X_r, i64 %725
  %727 = load float, ptr %726, align 4
  %728 = fadd float %718, %727
  %729 = sext i32 %lane5267 to i64
  %730 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %729
  store float %728, ptr %730, align 4
  %731 = add nsw i32 %lane5267, 1
  br label %for.cond264, !llvm.loop !64

for.end266:                                       ; preds = %for.cond264
  %732 = add nsw i32 %red5, 1
  br label %for.cond261, !llvm.loop !65

for.cond268:                                      ; preds = %for.body269, %for.end263
  %lane5271 = phi i32 [ 0, %for.end263 ], [ %743, %for.body269 ]
  %733 = icmp slt i32 %lane5271, 32
  br i1 %733, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %734 = sext i32 %i7 to i64
  %735 = getelementptr inbounds float, ptr %l_r, i64 %734
  %736 = load float, ptr %735, align 4
  %737 = sext i32 %lane5271 to i64
  %738 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %737
  %739 = load float, ptr %738, align 4
  %740 = fadd float %736, %739
  %741 = sext i32 %i7 to i64
  %742 = getelementptr inbounds float, ptr %l_r, i64 %741
  store float %740, ptr %742, align 4
  %743 = add nsw i32 %lane5271, 1
  br label %for.cond268, !llvm.loop !66

for.end270:                                       ; preds = %for.cond268
  %744 = add nsw i32 %i7, 1
  br label %for.cond255, !llvm.loop !67

for.cond272:                                      ; preds = %for.end278, %for.end257
  %i275 = phi i32 [ 0, %for.end257 ], [ %776, %for.end278 ]
  %745 = icmp slt i32 %i275, 1
  br i1 %745, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  br label %for.cond276

for.end274:                                       ; preds = %for.cond272
  %746 = mul i32 %bx, 4
  %747 = add i32 %746, %r
  %748 = icmp sle i32 0, %747
  %749 = mul i32 %bx, 4
  %750 = add i32 %749, %r
  %751 = sext i32 %750 to i64
  %752 = add i64 %751, 1
  %753 = sext i32 %M to i64
  %754 = icmp sle i64 %752, %753
  %755 = and i1 %748, %754
  %756 = sext i32 %N to i64
  %757 = icmp sle i64 4096, %756
  %758 = and i1 %755, %757
  br i1 %758, label %if.then280, label %if.else281

for.cond276:                                      ; preds = %for.body277, %for.body273
  %j279 = phi i32 [ 0, %for.body273 ], [ %775, %for.body277 ]
  %759 = icmp slt i32 %j279, 4096
  br i1 %759, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %760 = sext i32 %i275 to i64
  %761 = mul nsw i64 %760, 4096
  %762 = sext i32 %j279 to i64
  %763 = add nsw i64 %761, %762
  %764 = getelementptr inbounds float, ptr %X_r, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = getelementptr inbounds float, ptr %l_r, i64 0
  %767 = load float, ptr %766, align 4
  %768 = fdiv float 1.000000e+00, %767
  %769 = fmul float %765, %768
  %770 = sext i32 %i275 to i64
  %771 = mul nsw i64 %770, 4096
  %772 = sext i32 %j279 to i64
  %773 = add nsw i64 %771, %772
  %774 = getelementptr inbounds float, ptr %X_r, i64 %773
  store float %769, ptr %774, align 4
  %775 = add nsw i32 %j279, 1
  br label %for.cond276, !llvm.loop !68

for.end278:                                       ; preds = %for.cond276
  %776 = add nsw i32 %i275, 1
  br label %for.cond272, !llvm.loop !69

if.then280:                                       ; preds = %for.end274
  br label %for.cond283

if.else281:                                       ; preds = %for.end274
  br label %for.cond291

if.end282:                                        ; preds = %for.end293, %for.end285
  %777 = add nsw i32 %r, 1
  br label %for.cond199, !llvm.loop !70

for.cond283:                                      ; preds = %for.end289, %if.then280
  %i13286 = phi i32 [ 0, %if.then280 ], [ %796, %for.end289 ]
  %778 = icmp slt i32 %i13286, 1
  br i1 %778, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  br label %for.cond287

for.end285:                                       ; preds = %for.cond283
  br label %if.end282

for.cond287:                                      ; preds = %for.body288, %for.body284
  %j3290 = phi i32 [ 0, %for.body284 ], [ %795, %for.body288 ]
  %779 = icmp slt i32 %j3290, 4096
  br i1 %779, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  %780 = sext i32 %i13286 to i64
  %781 = mul nsw i64 %780, 4096
  %782 = sext i32 %j3290 to i64
  %783 = add nsw i64 %781, %782
  %784 = getelementptr inbounds float, ptr %X_r, i64 %783
  %785 = load float, ptr %784, align 4
  %786 = mul i32 %bx, 4
  %787 = add i32 %786, %r
  %788 = add i32 %787, %i13286
  %789 = sext i32 %788 to i64
  %790 = sext i32 %N to i64
  %791 = mul nsw i64 %789, %790
  %792 = sext i32 %j3290 to i64
  %793 = add nsw i64 %791, %792
  %794 = getelementptr inbounds float, ptr %Y, i64 %793
  store float %785, ptr %794, align 4
  %795 = add nsw i32 %j3290, 1
  br label %for.cond287, !llvm.loop !71

for.end289:                                       ; preds = %for.cond287
  %796 = add nsw i32 %i13286, 1
  br label %for.cond283, !llvm.loop !72

for.cond291:                                      ; preds = %for.end297, %if.else281
  %i13294 = phi i32 [ 0, %if.else281 ], [ %817, %for.end297 ]
  %797 = icmp slt i32 %i13294, 1
  br i1 %797, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  br label %for.cond295

for.end293:                                       ; preds = %for.cond291
  br label %if.end282

for.cond295:                                      ; preds = %if.end301, %for.body292
  %j3298 = phi i32 [ 0, %for.body292 ], [ %833, %if.end301 ]
  %798 = icmp slt i32 %j3298, 4096
  br i1 %798, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %799 = mul i32 %bx, 4
  %800 = add i32 %799, %r
  %801 = sext i32 %800 to i64
  %802 = sext i32 %i13294 to i64
  %803 = add i64 %801, %802
  %804 = icmp sle i64 0, %803
  %805 = mul i32 %bx, 4
  %806 = add i32 %805, %r
  %807 = sext i32 %806 to i64
  %808 = sext i32 %i13294 to i64
  %809 = add i64 %807, %808
  %810 = sext i32 %M to i64
  %811 = icmp slt i64 %809, %810
  %812 = and i1 %804, %811
  %813 = sext i32 %j3298 to i64
  %814 = sext i32 %N to i64
  %815 = icmp slt i64 %813, %814
  %816 = and i1 %812, %815
  br i1 %816, label %if.then299, label %if.else300

for.end297:                                       ; preds = %for.cond295
  %817 = add nsw i32 %i13294, 1
  br label %for.cond291, !llvm.loop !73

if.then299:                                       ; preds = %for.body296
  %818 = sext i32 %i13294 to i64
  %819 = mul nsw i64 %818, 4096
  %820 = sext i32 %j3298 to i64
  %821 = add nsw i64 %819, %820
  %822 = getelementptr inbounds float, ptr %X_r, i64 %821
  %823 = load float, ptr %822, align 4
  %824 = mul i32 %bx, 4
  %825 = add i32 %824, %r
  %826 = add i32 %825, %i13294
  %827 = sext i32 %826 to i64
  %828 = sext i32 %N to i64
  %829 = mul nsw i64 %827, %828
  %830 = sext i32 %j3298 to i64
  %831 = add nsw i64 %829, %830
  %832 = getelementptr inbounds float, ptr %Y, i64 %831
  store float %823, ptr %832, align 4
  br label %if.end301

if.else300:                                       ; preds = %for.body296
  br label %if.end301

if.end301:                                        ; preds = %if.else300, %if.then299
  %833 = add nsw i32 %j3298, 1
  br label %for.cond295, !llvm.loop !74

for.cond302:                                      ; preds = %for.body303, %if.else197
  %i14 = phi i32 [ 0, %if.else197 ], [ %837, %for.body303 ]
  %834 = icmp slt i32 %i14, 4
  br i1 %834, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %835 = sext i32 %i14 to i64
  %836 = getelementptr inbounds float, ptr %m, i64 %835
  store float 0xFFF0000000000000, ptr %836, align 4
  %837 = add nsw i32 %i14, 1
  br label %for.cond302, !llvm.loop !75

for.end304:                                       ; preds = %for.cond302
  br label %for.cond305

for.cond305:                                      ; preds = %for.body306, %for.end304
  %i14308 = phi i32 [ 0, %for.end304 ], [ %841, %for.body306 ]
  %838 = icmp slt i32 %i14308, 4
  br i1 %838, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %839 = sext i32 %i14308 to i64
  %840 = getelementptr inbounds float, ptr %l, i64 %839
  store float 0.000000e+00, ptr %840, align 4
  %841 = add nsw i32 %i14308, 1
  br label %for.cond305, !llvm.loop !76

for.end307:                                       ; preds = %for.cond305
  %842 = sext i32 %N to i64
  %843 = sdiv i64 %842, 512
  %844 = sub i64 0, %842
  %845 = select i1 false, i64 %844, i64 %843
  %846 = srem i64 %842, 512
  %847 = icmp ne i64 %846, 0
  %848 = icmp slt i64 %842, 0
  %849 = icmp eq i1 %848, false
  %850 = and i1 %847, %849
  %851 = zext i1 %850 to i64
  %852 = add i64 %845, %851
  %853 = trunc i64 %852 to i32
  br label %for.cond309

for.cond309:                                      ; preds = %for.end389, %for.end307
  %c = phi i32 [ 0, %for.end307 ], [ %1103, %for.end389 ]
  %854 = icmp slt i32 %c, %853
  br i1 %854, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %855 = mul i32 %bx, 4
  %856 = icmp sle i32 0, %855
  %857 = mul i32 %bx, 4
  %858 = sext i32 %857 to i64
  %859 = add i64 %858, 4
  %860 = sext i32 %M to i64
  %861 = icmp sle i64 %859, %860
  %862 = and i1 %856, %861
  %863 = mul i32 %c, 512
  %864 = icmp sle i32 0, %863
  %865 = mul i32 %c, 512
  %866 = sext i32 %865 to i64
  %867 = add i64 %866, 512
  %868 = sext i32 %N to i64
  %869 = icmp sle i64 %867, %868
  %870 = and i1 %864, %869
  %871 = and i1 %862, %870
  br i1 %871, label %if.then312, label %if.else313

for.end311:                                       ; preds = %for.cond309
  %872 = sext i32 %N to i64
  %873 = sdiv i64 %872, 512
  %874 = sub i64 0, %872
  %875 = select i1 false, i64 %874, i64 %873
  %876 = srem i64 %872, 512
  %877 = icmp ne i64 %876, 0
  %878 = icmp slt i64 %872, 0
  %879 = icmp eq i1 %878, false
  %880 = and i1 %877, %879
  %881 = zext i1 %880 to i64
  %882 = add i64 %875, %881
  %883 = trunc i64 %882 to i32
  br label %for.cond391

if.then312:                                       ; preds = %for.body310
  br label %for.cond315

if.else313:                                       ; preds = %for.body310
  br label %for.cond322

if.end314:                                        ; preds = %for.end324, %for.end317
  br label %for.cond333

for.cond315:                                      ; preds = %for.end321, %if.then312
  %i14318 = phi i32 [ 0, %if.then312 ], [ %903, %for.end321 ]
  %884 = icmp slt i32 %i14318, 4
  br i1 %884, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  br label %for.cond319

for.end317:                                       ; preds = %for.cond315
  br label %if.end314

for.cond319:                                      ; preds = %for.body320, %for.body316
  %j4 = phi i32 [ 0, %for.body316 ], [ %902, %for.body320 ]
  %885 = icmp slt i32 %j4, 512
  br i1 %885, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %886 = mul i32 %bx, 4
  %887 = add i32 %886, %i14318
  %888 = sext i32 %887 to i64
  %889 = sext i32 %N to i64
  %890 = mul nsw i64 %888, %889
  %891 = mul i32 %c, 512
  %892 = add i32 %891, %j4
  %893 = sext i32 %892 to i64
  %894 = add nsw i64 %890, %893
  %895 = getelementptr inbounds float, ptr %X, i64 %894
  %896 = load float, ptr %895, align 4
  %897 = sext i32 %i14318 to i64
  %898 = mul nsw i64 %897, 512
  %899 = sext i32 %j4 to i64
  %900 = add nsw i64 %898, %899
  %901 = getelementptr inbounds float, ptr %X_f, i64 %900
  store float %896, ptr %901, align 4
  %902 = add nsw i32 %j4, 1
  br label %for.cond319, !llvm.loop !77

for.end321:                                       ; preds = %for.cond319
  %903 = add nsw i32 %i14318, 1
  br label %for.cond315, !llvm.loop !78

for.cond322:                                      ; preds = %for.end328, %if.else313
  %i14325 = phi i32 [ 0, %if.else313 ], [ %931, %for.end328 ]
  %904 = icmp slt i32 %i14325, 4
  br i1 %904, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  br label %for.cond326

for.end324:                                       ; preds = %for.cond322
  br label %if.end314

for.cond326:                                      ; preds = %sel.end332, %for.body323
  %j4329 = phi i32 [ 0, %for.body323 ], [ %949, %sel.end332 ]
  %905 = icmp slt i32 %j4329, 512
  br i1 %905, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %906 = mul i32 %bx, 4
  %907 = sext i32 %906 to i64
  %908 = sext i32 %i14325 to i64
  %909 = add i64 %907, %908
  %910 = icmp sle i64 0, %909
  %911 = mul i32 %bx, 4
  %912 = sext i32 %911 to i64
  %913 = sext i32 %i14325 to i64
  %914 = add i64 %912, %913
  %915 = sext i32 %M to i64
  %916 = icmp slt i64 %914, %915
  %917 = and i1 %910, %916
  %918 = mul i32 %c, 512
  %919 = sext i32 %918 to i64
  %920 = sext i32 %j4329 to i64
  %921 = add i64 %919, %920
  %922 = icmp sle i64 0, %921
  %923 = mul i32 %c, 512
  %924 = sext i32 %923 to i64
  %925 = sext i32 %j4329 to i64
  %926 = add i64 %924, %925
  %927 = sext i32 %N to i64
  %928 = icmp slt i64 %926, %927
  %929 = and i1 %922, %928
  %930 = and i1 %917, %929
  br i1 %930, label %sel.then330, label %sel.else331

for.end328:                                       ; preds = %for.cond326
  %931 = add nsw i32 %i14325, 1
  br label %for.cond322, !llvm.loop !79

sel.then330:                                      ; preds = %for.body327
  %932 = mul i32 %bx, 4
  %933 = add i32 %932, %i14325
  %934 = sext i32 %933 to i64
  %935 = sext i32 %N to i64
  %936 = mul nsw i64 %934, %935
  %937 = mul i32 %c, 512
  %938 = add i32 %937, %j4329
  %939 = sext i32 %938 to i64
  %940 = add nsw i64 %936, %939
  %941 = getelementptr inbounds float, ptr %X, i64 %940
  %942 = load float, ptr %941, align 4
  br label %sel.end332

sel.else331:                                      ; preds = %for.body327
  br label %sel.end332

sel.end332:                                       ; preds = %sel.else331, %sel.then330
  %943 = phi float [ %942, %sel.then330 ], [ 0.000000e+00, %sel.else331 ]
  %944 = sext i32 %i14325 to i64
  %945 = mul nsw i64 %944, 512
  %946 = sext i32 %j4329 to i64
  %947 = add nsw i64 %945, %946
  %948 = getelementptr inbounds float, ptr %X_f, i64 %947
  store float %943, ptr %948, align 4
  %949 = add nsw i32 %j4329, 1
  br label %for.cond326, !llvm.loop !80

for.cond333:                                      ; preds = %for.end339, %if.end314
  %i336 = phi i32 [ 0, %if.end314 ], [ %969, %for.end339 ]
  %950 = icmp slt i32 %i336, 4
  br i1 %950, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  br label %for.cond337

for.end335:                                       ; preds = %for.cond333
  br label %for.cond341

for.cond337:                                      ; preds = %for.body338, %for.body334
  %j340 = phi i32 [ 0, %for.body334 ], [ %968, %for.body338 ]
  %951 = icmp slt i32 %j340, 512
  br i1 %951, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %952 = mul i32 %c, 512
  %953 = add i32 %952, %j340
  %954 = icmp slt i32 %953, %N
  %955 = sext i32 %i336 to i64
  %956 = mul nsw i64 %955, 512
  %957 = sext i32 %j340 to i64
  %958 = add nsw i64 %956, %957
  %959 = call i64 @llvm.umin.i64(i64 %958, i64 2047)
  %960 = getelementptr inbounds float, ptr %X_f, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = select i1 %954, float %961, float 0xFFF0000000000000
  %963 = sext i32 %i336 to i64
  %964 = mul nsw i64 %963, 512
  %965 = sext i32 %j340 to i64
  %966 = add nsw i64 %964, %965
  %967 = getelementptr inbounds float, ptr %X_f, i64 %966
  store float %962, ptr %967, align 4
  %968 = add nsw i32 %j340, 1
  br label %for.cond337, !llvm.loop !81

for.end339:                                       ; preds = %for.cond337
  %969 = add nsw i32 %i336, 1
  br label %for.cond333, !llvm.loop !82

for.cond341:                                      ; preds = %for.body342, %for.end335
  %i14344 = phi i32 [ 0, %for.end335 ], [ %976, %for.body342 ]
  %970 = icmp slt i32 %i14344, 4
  br i1 %970, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %971 = sext i32 %i14344 to i64
  %972 = getelementptr inbounds float, ptr %m, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = sext i32 %i14344 to i64
  %975 = getelementptr inbounds float, ptr %m_prev, i64 %974
  store float %973, ptr %975, align 4
  %976 = add nsw i32 %i14344, 1
  br label %for.cond341, !llvm.loop !83

for.end343:                                       ; preds = %for.cond341
  br label %for.cond345

for.cond345:                                      ; preds = %for.end360, %for.end343
  %i9 = phi i32 [ 0, %for.end343 ], [ %1018, %for.end360 ]
  %977 = icmp slt i32 %i9, 4
  br i1 %977, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  br label %for.cond348

for.end347:                                       ; preds = %for.cond345
  br label %for.cond362

for.cond348:                                      ; preds = %for.body349, %for.body346
  %lane6 = phi i32 [ 0, %for.body346 ], [ %987, %for.body349 ]
  %978 = icmp slt i32 %lane6, 32
  br i1 %978, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %979 = sext i32 %i9 to i64
  %980 = mul nsw i64 %979, 512
  %981 = sext i32 %lane6 to i64
  %982 = add nsw i64 %980, %981
  %983 = getelementptr inbounds float, ptr %X_f, i64 %982
  %984 = load float, ptr %983, align 4
  %985 = sext i32 %lane6 to i64
  %986 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %985
  store float %984, ptr %986, align 4
  %987 = add nsw i32 %lane6, 1
  br label %for.cond348, !llvm.loop !84

for.end350:                                       ; preds = %for.cond348
  br label %for.cond351

for.cond351:                                      ; preds = %for.end356, %for.end350
  %red6 = phi i32 [ 0, %for.end350 ], [ %1006, %for.end356 ]
  %988 = icmp slt i32 %red6, 15
  br i1 %988, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  br label %for.cond354

for.end353:                                       ; preds = %for.cond351
  br label %for.cond358

for.cond354:                                      ; preds = %for.body355, %for.body352
  %lane6357 = phi i32 [ 0, %for.body352 ], [ %1005, %for.body355 ]
  %989 = icmp slt i32 %lane6357, 32
  br i1 %989, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %990 = sext i32 %lane6357 to i64
  %991 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %990
  %992 = load float, ptr %991, align 4
  %993 = sext i32 %i9 to i64
  %994 = mul nsw i64 %993, 512
  %995 = add i32 %red6, 1
  %996 = mul i32 %995, 32
  %997 = add i32 %996, %lane6357
  %998 = sext i32 %997 to i64
  %999 = add nsw i64 %994, %998
  %1000 = getelementptr inbounds float, ptr %X_f, i64 %999
  %1001 = load float, ptr %1000, align 4
  %1002 = call float @llvm.maxnum.f32(float %992, float %1001)
  %1003 = sext i32 %lane6357 to i64
  %1004 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1003
  store float %1002, ptr %1004, align 4
  %1005 = add nsw i32 %lane6357, 1
  br label %for.cond354, !llvm.loop !85

for.end356:                                       ; preds = %for.cond354
  %1006 = add nsw i32 %red6, 1
  br label %for.cond351, !llvm.loop !86

for.cond358:                                      ; preds = %for.body359, %for.end353
  %lane6361 = phi i32 [ 0, %for.end353 ], [ %1017, %for.body359 ]
  %1007 = icmp slt i32 %lane6361, 32
  br i1 %1007, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1008 = sext i32 %i9 to i64
  %1009 = getelementptr inbounds float, ptr %m, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = sext i32 %lane6361 to i64
  %1012 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = call float @llvm.maxnum.f32(float %1010, float %1013)
  %1015 = sext i32 %i9 to i64
  %1016 = getelementptr inbounds float, ptr %m, i64 %1015
  store float %1014, ptr %1016, align 4
  %1017 = add nsw i32 %lane6361, 1
  br label %for.cond358, !llvm.loop !87

for.end360:                                       ; preds = %for.cond358
  %1018 = add nsw i32 %i9, 1
  br label %for.cond345, !llvm.loop !88

for.cond362:                                      ; preds = %for.end368, %for.end347
  %i365 = phi i32 [ 0, %for.end347 ], [ %1038, %for.end368 ]
  %1019 = icmp slt i32 %i365, 4
  br i1 %1019, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  br label %for.cond366

for.end364:                                       ; preds = %for.cond362
  br label %for.cond370

for.cond366:                                      ; preds = %for.body367, %for.body363
  %j369 = phi i32 [ 0, %for.body363 ], [ %1037, %for.body367 ]
  %1020 = icmp slt i32 %j369, 512
  br i1 %1020, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1021 = sext i32 %i365 to i64
  %1022 = mul nsw i64 %1021, 512
  %1023 = sext i32 %j369 to i64
  %1024 = add nsw i64 %1022, %1023
  %1025 = getelementptr inbounds float, ptr %X_f, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = sext i32 %i365 to i64
  %1028 = getelementptr inbounds float, ptr %m, i64 %1027
  %1029 = load float, ptr %1028, align 4
  %1030 = fsub float %1026, %1029
  %1031 = call float @tilec_expf(float %1030)
  %1032 = sext i32 %i365 to i64
  %1033 = mul nsw i64 %1032, 512
  %1034 = sext i32 %j369 to i64
  %1035 = add nsw i64 %1033, %1034
  %1036 = getelementptr inbounds float, ptr %X_f, i64 %1035
  store float %1031, ptr %1036, align 4
  %1037 = add nsw i32 %j369, 1
  br label %for.cond366, !llvm.loop !89

for.end368:                                       ; preds = %for.cond366
  %1038 = add nsw i32 %i365, 1
  br label %for.cond362, !llvm.loop !90

for.cond370:                                      ; preds = %for.end385, %for.end364
  %i10 = phi i32 [ 0, %for.end364 ], [ %1082, %for.end385 ]
  %1039 = icmp slt i32 %i10, 4
  br i1 %1039, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  br label %for.cond373

for.end372:                                       ; preds = %for.cond370
  br label %for.cond387

for.cond373:                                      ; preds = %for.body374, %for.body371
  %lane7 = phi i32 [ 0, %for.body371 ], [ %1049, %for.body374 ]
  %1040 = icmp slt i32 %lane7, 32
  br i1 %1040, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1041 = sext i32 %i10 to i64
  %1042 = mul nsw i64 %1041, 512
  %1043 = sext i32 %lane7 to i64
  %1044 = add nsw i64 %1042, %1043
  %1045 = getelementptr inbounds float, ptr %X_f, i64 %1044
  %1046 = load float, ptr %1045, align 4
  %1047 = sext i32 %lane7 to i64
  %1048 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1047
  store float %1046, ptr %1048, align 4
  %1049 = add nsw i32 %lane7, 1
  br label %for.cond373, !llvm.loop !91

for.end375:                                       ; preds = %for.cond373
  br label %for.cond376

for.cond376:                                      ; preds = %for.end381, %for.end375
  %red7 = phi i32 [ 0, %for.end375 ], [ %1070, %for.end381 ]
  %1050 = icmp slt i32 %red7, 15
  br i1 %1050, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  br label %for.cond379

for.end378:                                       ; preds = %for.cond376
  %1051 = sext i32 %i10 to i64
  %1052 = getelementptr inbounds float, ptr %tile_sum, i64 %1051
  store float 0.000000e+00, ptr %1052, align 4
  br label %for.cond383

for.cond379:                                      ; preds = %for.body380, %for.body377
  %lane7382 = phi i32 [ 0, %for.body377 ], [ %1069, %for.body380 ]
  %1053 = icmp slt i32 %lane7382, 32
  br i1 %1053, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1054 = sext i32 %lane7382 to i64
  %1055 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1054
  %1056 = load float, ptr %1055, align 4
  %1057 = sext i32 %i10 to i64
  %1058 = mul nsw i64 %1057, 512
  %1059 = add i32 %red7, 1
  %1060 = mul i32 %1059, 32
  %1061 = add i32 %1060, %lane7382
  %1062 = sext i32 %1061 to i64
  %1063 = add nsw i64 %1058, %1062
  %1064 = getelementptr inbounds float, ptr %X_f, i64 %1063
  %1065 = load float, ptr %1064, align 4
  %1066 = fadd float %1056, %1065
  %1067 = sext i32 %lane7382 to i64
  %1068 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1067
  store float %1066, ptr %1068, align 4
  %1069 = add nsw i32 %lane7382, 1
  br label %for.cond379, !llvm.loop !92

for.end381:                                       ; preds = %for.cond379
  %1070 = add nsw i32 %red7, 1
  br label %for.cond376, !llvm.loop !93

for.cond383:                                      ; preds = %for.body384, %for.end378
  %lane7386 = phi i32 [ 0, %for.end378 ], [ %1081, %for.body384 ]
  %1071 = icmp slt i32 %lane7386, 32
  br i1 %1071, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1072 = sext i32 %i10 to i64
  %1073 = getelementptr inbounds float, ptr %tile_sum, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = sext i32 %lane7386 to i64
  %1076 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1075
  %1077 = load float, ptr %1076, align 4
  %1078 = fadd float %1074, %1077
  %1079 = sext i32 %i10 to i64
  %1080 = getelementptr inbounds float, ptr %tile_sum, i64 %1079
  store float %1078, ptr %1080, align 4
  %1081 = add nsw i32 %lane7386, 1
  br label %for.cond383, !llvm.loop !94

for.end385:                                       ; preds = %for.cond383
  %1082 = add nsw i32 %i10, 1
  br label %for.cond370, !llvm.loop !95

for.cond387:                                      ; preds = %for.body388, %for.end372
  %i390 = phi i32 [ 0, %for.end372 ], [ %1102, %for.body388 ]
  %1083 = icmp slt i32 %i390, 4
  br i1 %1083, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1084 = sext i32 %i390 to i64
  %1085 = getelementptr inbounds float, ptr %l, i64 %1084
  %1086 = load float, ptr %1085, align 4
  %1087 = sext i32 %i390 to i64
  %1088 = getelementptr inbounds float, ptr %m_prev, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = sext i32 %i390 to i64
  %1091 = getelementptr inbounds float, ptr %m, i64 %1090
  %1092 = load float, ptr %1091, align 4
  %1093 = fsub float %1089, %1092
  %1094 = call float @tilec_expf(float %1093)
  %1095 = fmul float %1086, %1094
  %1096 = sext i32 %i390 to i64
  %1097 = getelementptr inbounds float, ptr %tile_sum, i64 %1096
  %1098 = load float, ptr %1097, align 4
  %1099 = fadd float %1095, %1098
  %1100 = sext i32 %i390 to i64
  %1101 = getelementptr inbounds float, ptr %l, i64 %1100
  store float %1099, ptr %1101, align 4
  %1102 = add nsw i32 %i390, 1
  br label %for.cond387, !llvm.loop !96

for.end389:                                       ; preds = %for.cond387
  %1103 = add nsw i32 %c, 1
  br label %for.cond309, !llvm.loop !97

for.cond391:                                      ; preds = %if.end425, %for.end311
  %c394 = phi i32 [ 0, %for.end311 ], [ %1243, %if.end425 ]
  %1104 = icmp slt i32 %c394, %883
  br i1 %1104, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1105 = sext i32 %N to i64
  %1106 = sdiv i64 %1105, 512
  %1107 = sub i64 0, %1105
  %1108 = select i1 false, i64 %1107, i64 %1106
  %1109 = srem i64 %1105, 512
  %1110 = icmp ne i64 %1109, 0
  %1111 = icmp slt i64 %1105, 0
  %1112 = icmp eq i1 %1111, false
  %1113 = and i1 %1110, %1112
  %1114 = zext i1 %1113 to i64
  %1115 = add i64 %1108, %1114
  %1116 = trunc i64 %1115 to i32
  %1117 = sub i32 %1116, 1
  %t = sub i32 %1117, %c394
  %1118 = mul i32 %bx, 4
  %1119 = icmp sle i32 0, %1118
  %1120 = mul i32 %bx, 4
  %1121 = sext i32 %1120 to i64
  %1122 = add i64 %1121, 4
  %1123 = sext i32 %M to i64
  %1124 = icmp sle i64 %1122, %1123
  %1125 = and i1 %1119, %1124
  %1126 = mul i32 %t, 512
  %1127 = icmp sle i32 0, %1126
  %1128 = mul i32 %t, 512
  %1129 = sext i32 %1128 to i64
  %1130 = add i64 %1129, 512
  %1131 = sext i32 %N to i64
  %1132 = icmp sle i64 %1130, %1131
  %1133 = and i1 %1127, %1132
  %1134 = and i1 %1125, %1133
  br i1 %1134, label %if.then395, label %if.else396

for.end393:                                       ; preds = %for.cond391
  br label %if.end198

if.then395:                                       ; preds = %for.body392
  br label %for.cond398

if.else396:                                       ; preds = %for.body392
  br label %for.cond404

if.end397:                                        ; preds = %for.end406, %for.end400
  br label %for.cond415

for.cond398:                                      ; preds = %for.end403, %if.then395
  %i15 = phi i32 [ 0, %if.then395 ], [ %1154, %for.end403 ]
  %1135 = icmp slt i32 %i15, 4
  br i1 %1135, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  br label %for.cond401

for.end400:                                       ; preds = %for.cond398
  br label %if.end397

for.cond401:                                      ; preds = %for.body402, %for.body399
  %j5 = phi i32 [ 0, %for.body399 ], [ %1153, %for.body402 ]
  %1136 = icmp slt i32 %j5, 512
  br i1 %1136, label %for.body402, label %for.end403

for.body402:                                      ; preds = %for.cond401
  %1137 = mul i32 %bx, 4
  %1138 = add i32 %1137, %i15
  %1139 = sext i32 %1138 to i64
  %1140 = sext i32 %N to i64
  %1141 = mul nsw i64 %1139, %1140
  %1142 = mul i32 %t, 512
  %1143 = add i32 %1142, %j5
  %1144 = sext i32 %1143 to i64
  %1145 = add nsw i64 %1141, %1144
  %1146 = getelementptr inbounds float, ptr %X, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = sext i32 %i15 to i64
  %1149 = mul nsw i64 %1148, 512
  %1150 = sext i32 %j5 to i64
  %1151 = add nsw i64 %1149, %1150
  %1152 = getelementptr inbounds float, ptr %X_f, i64 %1151
  store float %1147, ptr %1152, align 4
  %1153 = add nsw i32 %j5, 1
  br label %for.cond401, !llvm.loop !98

for.end403:                                       ; preds = %for.cond401
  %1154 = add nsw i32 %i15, 1
  br label %for.cond398, !llvm.loop !99

for.cond404:                                      ; preds = %for.end410, %if.else396
  %i15407 = phi i32 [ 0, %if.else396 ], [ %1182, %for.end410 ]
  %1155 = icmp slt i32 %i15407, 4
  br i1 %1155, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  br label %for.cond408

for.end406:                                       ; preds = %for.cond404
  br label %if.end397

for.cond408:                                      ; preds = %sel.end414, %for.body405
  %j5411 = phi i32 [ 0, %for.body405 ], [ %1200, %sel.end414 ]
  %1156 = icmp slt i32 %j5411, 512
  br i1 %1156, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1157 = mul i32 %bx, 4
  %1158 = sext i32 %1157 to i64
  %1159 = sext i32 %i15407 to i64
  %1160 = add i64 %1158, %1159
  %1161 = icmp sle i64 0, %1160
  %1162 = mul i32 %bx, 4
  %1163 = sext i32 %1162 to i64
  %1164 = sext i32 %i15407 to i64
  %1165 = add i64 %1163, %1164
  %1166 = sext i32 %M to i64
  %1167 = icmp slt i64 %1165, %1166
  %1168 = and i1 %1161, %1167
  %1169 = mul i32 %t, 512
  %1170 = sext i32 %1169 to i64
  %1171 = sext i32 %j5411 to i64
  %1172 = add i64 %1170, %1171
  %1173 = icmp sle i64 0, %1172
  %1174 = mul i32 %t, 512
  %1175 = sext i32 %1174 to i64
  %1176 = sext i32 %j5411 to i64
  %1177 = add i64 %1175, %1176
  %1178 = sext i32 %N to i64
  %1179 = icmp slt i64 %1177, %1178
  %1180 = and i1 %1173, %1179
  %1181 = and i1 %1168, %1180
  br i1 %1181, label %sel.then412, label %sel.else413

for.end410:                                       ; preds = %for.cond408
  %1182 = add nsw i32 %i15407, 1
  br label %for.cond404, !llvm.loop !100

sel.then412:                                      ; preds = %for.body409
  %1183 = mul i32 %bx, 4
  %1184 = add i32 %1183, %i15407
  %1185 = sext i32 %1184 to i64
  %1186 = sext i32 %N to i64
  %1187 = mul nsw i64 %1185, %1186
  %1188 = mul i32 %t, 512
  %1189 = add i32 %1188, %j5411
  %1190 = sext i32 %1189 to i64
  %1191 = add nsw i64 %1187, %1190
  %1192 = getelementptr inbounds float, ptr %X, i64 %1191
  %1193 = load float, ptr %1192, align 4
  br label %sel.end414

sel.else413:                                      ; preds = %for.body409
  br label %sel.end414

sel.end414:                                       ; preds = %sel.else413, %sel.then412
  %1194 = phi float [ %1193, %sel.then412 ], [ 0.000000e+00, %sel.else413 ]
  %1195 = sext i32 %i15407 to i64
  %1196 = mul nsw i64 %1195, 512
  %1197 = sext i32 %j5411 to i64
  %1198 = add nsw i64 %1196, %1197
  %1199 = getelementptr inbounds float, ptr %X_f, i64 %1198
  store float %1194, ptr %1199, align 4
  %1200 = add nsw i32 %j5411, 1
  br label %for.cond408, !llvm.loop !101

for.cond415:                                      ; preds = %for.end421, %if.end397
  %i418 = phi i32 [ 0, %if.end397 ], [ %1242, %for.end421 ]
  %1201 = icmp slt i32 %i418, 4
  br i1 %1201, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  br label %for.cond419

for.end417:                                       ; preds = %for.cond415
  %1202 = mul i32 %bx, 4
  %1203 = icmp sle i32 0, %1202
  %1204 = mul i32 %bx, 4
  %1205 = sext i32 %1204 to i64
  %1206 = add i64 %1205, 4
  %1207 = sext i32 %M to i64
  %1208 = icmp sle i64 %1206, %1207
  %1209 = and i1 %1203, %1208
  %1210 = mul i32 %t, 512
  %1211 = icmp sle i32 0, %1210
  %1212 = mul i32 %t, 512
  %1213 = sext i32 %1212 to i64
  %1214 = add i64 %1213, 512
  %1215 = sext i32 %N to i64
  %1216 = icmp sle i64 %1214, %1215
  %1217 = and i1 %1211, %1216
  %1218 = and i1 %1209, %1217
  br i1 %1218, label %if.then423, label %if.else424

for.cond419:                                      ; preds = %for.body420, %for.body416
  %j422 = phi i32 [ 0, %for.body416 ], [ %1241, %for.body420 ]
  %1219 = icmp slt i32 %j422, 512
  br i1 %1219, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  %1220 = sext i32 %i418 to i64
  %1221 = mul nsw i64 %1220, 512
  %1222 = sext i32 %j422 to i64
  %1223 = add nsw i64 %1221, %1222
  %1224 = getelementptr inbounds float, ptr %X_f, i64 %1223
  %1225 = load float, ptr %1224, align 4
  %1226 = sext i32 %i418 to i64
  %1227 = getelementptr inbounds float, ptr %m, i64 %1226
  %1228 = load float, ptr %1227, align 4
  %1229 = fsub float %1225, %1228
  %1230 = call float @tilec_expf(float %1229)
  %1231 = sext i32 %i418 to i64
  %1232 = getelementptr inbounds float, ptr %l, i64 %1231
  %1233 = load float, ptr %1232, align 4
  %1234 = fdiv float 1.000000e+00, %1233
  %1235 = fmul float %1230, %1234
  %1236 = sext i32 %i418 to i64
  %1237 = mul nsw i64 %1236, 512
  %1238 = sext i32 %j422 to i64
  %1239 = add nsw i64 %1237, %1238
  %1240 = getelementptr inbounds float, ptr %X_f, i64 %1239
  store float %1235, ptr %1240, align 4
  %1241 = add nsw i32 %j422, 1
  br label %for.cond419, !llvm.loop !102

for.end421:                                       ; preds = %for.cond419
  %1242 = add nsw i32 %i418, 1
  br label %for.cond415, !llvm.loop !103

if.then423:                                       ; preds = %for.end417
  br label %for.cond426

if.else424:                                       ; preds = %for.end417
  br label %for.cond434

if.end425:                                        ; preds = %for.end436, %for.end428
  %1243 = add nsw i32 %c394, 1
  br label %for.cond391, !llvm.loop !104

for.cond426:                                      ; preds = %for.end432, %if.then423
  %i15429 = phi i32 [ 0, %if.then423 ], [ %1263, %for.end432 ]
  %1244 = icmp slt i32 %i15429, 4
  br i1 %1244, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  br label %for.cond430

for.end428:                                       ; preds = %for.cond426
  br label %if.end425

for.cond430:                                      ; preds = %for.body431, %for.body427
  %j5433 = phi i32 [ 0, %for.body427 ], [ %1262, %for.body431 ]
  %1245 = icmp slt i32 %j5433, 512
  br i1 %1245, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  %1246 = sext i32 %i15429 to i64
  %1247 = mul nsw i64 %1246, 512
  %1248 = sext i32 %j5433 to i64
  %1249 = add nsw i64 %1247, %1248
  %1250 = getelementptr inbounds float, ptr %X_f, i64 %1249
  %1251 = load float, ptr %1250, align 4
  %1252 = mul i32 %bx, 4
  %1253 = add i32 %1252, %i15429
  %1254 = sext i32 %1253 to i64
  %1255 = sext i32 %N to i64
  %1256 = mul nsw i64 %1254, %1255
  %1257 = mul i32 %t, 512
  %1258 = add i32 %1257, %j5433
  %1259 = sext i32 %1258 to i64
  %1260 = add nsw i64 %1256, %1259
  %1261 = getelementptr inbounds float, ptr %Y, i64 %1260
  store float %1251, ptr %1261, align 4
  %1262 = add nsw i32 %j5433, 1
  br label %for.cond430, !llvm.loop !105

for.end432:                                       ; preds = %for.cond430
  %1263 = add nsw i32 %i15429, 1
  br label %for.cond426, !llvm.loop !106

for.cond434:                                      ; preds = %for.end440, %if.else424
  %i15437 = phi i32 [ 0, %if.else424 ], [ %1291, %for.end440 ]
  %1264 = icmp slt i32 %i15437, 4
  br i1 %1264, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  br label %for.cond438

for.end436:                                       ; preds = %for.cond434
  br label %if.end425

for.cond438:                                      ; preds = %if.end444, %for.body435
  %j5441 = phi i32 [ 0, %for.body435 ], [ %1308, %if.end444 ]
  %1265 = icmp slt i32 %j5441, 512
  br i1 %1265, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %1266 = mul i32 %bx, 4
  %1267 = sext i32 %1266 to i64
  %1268 = sext i32 %i15437 to i64
  %1269 = add i64 %1267, %1268
  %1270 = icmp sle i64 0, %1269
  %1271 = mul i32 %bx, 4
  %1272 = sext i32 %1271 to i64
  %1273 = sext i32 %i15437 to i64
  %1274 = add i64 %1272, %1273
  %1275 = sext i32 %M to i64
  %1276 = icmp slt i64 %1274, %1275
  %1277 = and i1 %1270, %1276
  %1278 = mul i32 %t, 512
  %1279 = sext i32 %1278 to i64
  %1280 = sext i32 %j5441 to i64
  %1281 = add i64 %1279, %1280
  %1282 = icmp sle i64 0, %1281
  %1283 = mul i32 %t, 512
  %1284 = sext i32 %1283 to i64
  %1285 = sext i32 %j5441 to i64
  %1286 = add i64 %1284, %1285
  %1287 = sext i32 %N to i64
  %1288 = icmp slt i64 %1286, %1287
  %1289 = and i1 %1282, %1288
  %1290 = and i1 %1277, %1289
  br i1 %1290, label %if.then442, label %if.else443

for.end440:                                       ; preds = %for.cond438
  %1291 = add nsw i32 %i15437, 1
  br label %for.cond434, !llvm.loop !107

if.then442:                                       ; preds = %for.body439
  %1292 = sext i32 %i15437 to i64
  %1293 = mul nsw i64 %1292, 512
  %1294 = sext i32 %j5441 to i64
  %1295 = add nsw i64 %1293, %1294
  %1296 = getelementptr inbounds float, ptr %X_f, i64 %1295
  %1297 = load float, ptr %1296, align 4
  %1298 = mul i32 %bx, 4
  %1299 = add i32 %1298, %i15437
  %1300 = sext i32 %1299 to i64
  %1301 = sext i32 %N to i64
  %1302 = mul nsw i64 %1300, %1301
  %1303 = mul i32 %t, 512
  %1304 = add i32 %1303, %j5441
  %1305 = sext i32 %1304 to i64
  %1306 = add nsw i64 %1302, %1305
  %1307 = getelementptr inbounds float, ptr %Y, i64 %1306
  store float %1297, ptr %1307, align 4
  br label %if.end444

if.else443:                                       ; preds = %for.body439
  br label %if.end444

if.end444:                                        ; preds = %if.else443, %if.then442
  %1308 = add nsw i32 %j5441, 1
  br label %for.cond438, !llvm.loop !108
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
  %2 = fcmp ogt float %0, 8.900000e+01
  %3 = select i1 %2, float 8.900000e+01, float %0
  %4 = fcmp olt float %0, -1.040000e+02
  %5 = select i1 %4, float -1.040000e+02, float %3
  %6 = select i1 %1, float 0.000000e+00, float %5
  %7 = fmul float %6, 0x3FF7154760000000
  %8 = fadd float %7, 5.000000e-01
  %n = call float @llvm.floor.f32(float %8)
  %9 = fmul float %n, 0x3FE6300000000000
  %10 = fsub float %6, %9
  %11 = fmul float %n, 0xBF2BD01060000000
  %r = fsub float %10, %11
  %12 = fmul float 0x3F2A0D2CE0000000, %r
  %13 = fadd float %12, 0x3F56E879C0000000
  %14 = fmul float %13, %r
  %15 = fadd float %14, 0x3F81112100000000
  %16 = fmul float %15, %r
  %17 = fadd float %16, 0x3FA5553820000000
  %18 = fmul float %17, %r
  %19 = fadd float %18, 0x3FC5555540000000
  %20 = fmul float %19, %r
  %21 = fadd float %20, 5.000000e-01
  %22 = fmul float %21, %r
  %23 = fmul float %22, %r
  %24 = fadd float %23, %r
  %25 = fadd float %24, 1.000000e+00
  %26 = fptosi float %n to i32
  %27 = sdiv i32 %26, 2
  %28 = sub i32 %26, %27
  %29 = add i32 %27, 127
  %30 = shl i32 %29, 23
  %31 = add i32 %28, 127
  %32 = shl i32 %31, 23
  %33 = bitcast i32 %32 to float
  %34 = bitcast i32 %30 to float
  %35 = fmul float %25, %34
  %36 = fmul float %35, %33
  %37 = fcmp olt float %0, 0xC059FE36A0000000
  %38 = select i1 %37, float 0.000000e+00, float %36
  %39 = fcmp ogt float %0, 0x40562E4300000000
  %40 = select i1 %39, float 0x7FF0000000000000, float %38
  %41 = select i1 %1, float %0, float %40
  ret float %41
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

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
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
