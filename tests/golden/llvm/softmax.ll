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
  %i66 = phi i32 [ 0, %for.end48 ], [ %221, %for.end69 ]
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
  %j70 = phi i32 [ 0, %for.body64 ], [ %220, %for.body68 ]
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
  %214 = fdiv float %210, %213
  %215 = sext i32 %i66 to i64
  %216 = mul nsw i64 %215, 256
  %217 = sext i32 %j70 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds float, ptr %X_s, i64 %218
  store float %214, ptr %219, align 4
  %220 = add nsw i32 %j70, 1
  br label %for.cond67, !llvm.loop !20

for.end69:                                        ; preds = %for.cond67
  %221 = add nsw i32 %i66, 1
  br label %for.cond63, !llvm.loop !21

if.then71:                                        ; preds = %for.end65
  br label %for.cond74

if.else72:                                        ; preds = %for.end65
  br label %for.cond82

if.end73:                                         ; preds = %for.end84, %for.end76
  br label %if.end

for.cond74:                                       ; preds = %for.end80, %if.then71
  %i1177 = phi i32 [ 0, %if.then71 ], [ %239, %for.end80 ]
  %222 = icmp slt i32 %i1177, 32
  br i1 %222, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  br label %if.end73

for.cond78:                                       ; preds = %for.body79, %for.body75
  %j181 = phi i32 [ 0, %for.body75 ], [ %238, %for.body79 ]
  %223 = icmp slt i32 %j181, 256
  br i1 %223, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %224 = sext i32 %i1177 to i64
  %225 = mul nsw i64 %224, 256
  %226 = sext i32 %j181 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds float, ptr %X_s, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = mul i32 %bx, 32
  %231 = add i32 %230, %i1177
  %232 = sext i32 %231 to i64
  %233 = sext i32 %N to i64
  %234 = mul nsw i64 %232, %233
  %235 = sext i32 %j181 to i64
  %236 = add nsw i64 %234, %235
  %237 = getelementptr inbounds float, ptr %Y, i64 %236
  store float %229, ptr %237, align 4
  %238 = add nsw i32 %j181, 1
  br label %for.cond78, !llvm.loop !22

for.end80:                                        ; preds = %for.cond78
  %239 = add nsw i32 %i1177, 1
  br label %for.cond74, !llvm.loop !23

for.cond82:                                       ; preds = %for.end88, %if.else72
  %i1185 = phi i32 [ 0, %if.else72 ], [ %258, %for.end88 ]
  %240 = icmp slt i32 %i1185, 32
  br i1 %240, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  br label %if.end73

for.cond86:                                       ; preds = %if.end92, %for.body83
  %j189 = phi i32 [ 0, %for.body83 ], [ %273, %if.end92 ]
  %241 = icmp slt i32 %j189, 256
  br i1 %241, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %242 = mul i32 %bx, 32
  %243 = sext i32 %242 to i64
  %244 = sext i32 %i1185 to i64
  %245 = add i64 %243, %244
  %246 = icmp sle i64 0, %245
  %247 = mul i32 %bx, 32
  %248 = sext i32 %247 to i64
  %249 = sext i32 %i1185 to i64
  %250 = add i64 %248, %249
  %251 = sext i32 %M to i64
  %252 = icmp slt i64 %250, %251
  %253 = and i1 %246, %252
  %254 = sext i32 %j189 to i64
  %255 = sext i32 %N to i64
  %256 = icmp slt i64 %254, %255
  %257 = and i1 %253, %256
  br i1 %257, label %if.then90, label %if.else91

for.end88:                                        ; preds = %for.cond86
  %258 = add nsw i32 %i1185, 1
  br label %for.cond82, !llvm.loop !24

if.then90:                                        ; preds = %for.body87
  %259 = sext i32 %i1185 to i64
  %260 = mul nsw i64 %259, 256
  %261 = sext i32 %j189 to i64
  %262 = add nsw i64 %260, %261
  %263 = getelementptr inbounds float, ptr %X_s, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = mul i32 %bx, 32
  %266 = add i32 %265, %i1185
  %267 = sext i32 %266 to i64
  %268 = sext i32 %N to i64
  %269 = mul nsw i64 %267, %268
  %270 = sext i32 %j189 to i64
  %271 = add nsw i64 %269, %270
  %272 = getelementptr inbounds float, ptr %Y, i64 %271
  store float %264, ptr %272, align 4
  br label %if.end92

if.else91:                                        ; preds = %for.body87
  br label %if.end92

if.end92:                                         ; preds = %if.else91, %if.then90
  %273 = add nsw i32 %j189, 1
  br label %for.cond86, !llvm.loop !25

if.then93:                                        ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_15, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_16, i8 0, i64 128, i1 false)
  %274 = mul i32 %bx, 4
  %275 = icmp sle i32 0, %274
  %276 = mul i32 %bx, 4
  %277 = sext i32 %276 to i64
  %278 = add i64 %277, 4
  %279 = sext i32 %M to i64
  %280 = icmp sle i64 %278, %279
  %281 = and i1 %275, %280
  %282 = sext i32 %N to i64
  %283 = icmp sle i64 512, %282
  %284 = and i1 %281, %283
  br i1 %284, label %if.then96, label %if.else97

if.else94:                                        ; preds = %if.else
  %285 = icmp sle i32 %N, 4096
  br i1 %285, label %if.then196, label %if.else197

if.end95:                                         ; preds = %if.end198, %if.end176
  br label %if.end

if.then96:                                        ; preds = %if.then93
  br label %for.cond99

if.else97:                                        ; preds = %if.then93
  br label %for.cond105

if.end98:                                         ; preds = %for.end107, %for.end101
  br label %for.cond116

for.cond99:                                       ; preds = %for.end104, %if.then96
  %i12 = phi i32 [ 0, %if.then96 ], [ %303, %for.end104 ]
  %286 = icmp slt i32 %i12, 4
  br i1 %286, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  br label %if.end98

for.cond102:                                      ; preds = %for.body103, %for.body100
  %j2 = phi i32 [ 0, %for.body100 ], [ %302, %for.body103 ]
  %287 = icmp slt i32 %j2, 512
  br i1 %287, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %288 = mul i32 %bx, 4
  %289 = add i32 %288, %i12
  %290 = sext i32 %289 to i64
  %291 = sext i32 %N to i64
  %292 = mul nsw i64 %290, %291
  %293 = sext i32 %j2 to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds float, ptr %X, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = sext i32 %i12 to i64
  %298 = mul nsw i64 %297, 512
  %299 = sext i32 %j2 to i64
  %300 = add nsw i64 %298, %299
  %301 = getelementptr inbounds float, ptr %X_f, i64 %300
  store float %296, ptr %301, align 4
  %302 = add nsw i32 %j2, 1
  br label %for.cond102, !llvm.loop !26

for.end104:                                       ; preds = %for.cond102
  %303 = add nsw i32 %i12, 1
  br label %for.cond99, !llvm.loop !27

for.cond105:                                      ; preds = %for.end111, %if.else97
  %i12108 = phi i32 [ 0, %if.else97 ], [ %322, %for.end111 ]
  %304 = icmp slt i32 %i12108, 4
  br i1 %304, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %if.end98

for.cond109:                                      ; preds = %sel.end115, %for.body106
  %j2112 = phi i32 [ 0, %for.body106 ], [ %338, %sel.end115 ]
  %305 = icmp slt i32 %j2112, 512
  br i1 %305, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %306 = mul i32 %bx, 4
  %307 = sext i32 %306 to i64
  %308 = sext i32 %i12108 to i64
  %309 = add i64 %307, %308
  %310 = icmp sle i64 0, %309
  %311 = mul i32 %bx, 4
  %312 = sext i32 %311 to i64
  %313 = sext i32 %i12108 to i64
  %314 = add i64 %312, %313
  %315 = sext i32 %M to i64
  %316 = icmp slt i64 %314, %315
  %317 = and i1 %310, %316
  %318 = sext i32 %j2112 to i64
  %319 = sext i32 %N to i64
  %320 = icmp slt i64 %318, %319
  %321 = and i1 %317, %320
  br i1 %321, label %sel.then113, label %sel.else114

for.end111:                                       ; preds = %for.cond109
  %322 = add nsw i32 %i12108, 1
  br label %for.cond105, !llvm.loop !28

sel.then113:                                      ; preds = %for.body110
  %323 = mul i32 %bx, 4
  %324 = add i32 %323, %i12108
  %325 = sext i32 %324 to i64
  %326 = sext i32 %N to i64
  %327 = mul nsw i64 %325, %326
  %328 = sext i32 %j2112 to i64
  %329 = add nsw i64 %327, %328
  %330 = getelementptr inbounds float, ptr %X, i64 %329
  %331 = load float, ptr %330, align 4
  br label %sel.end115

sel.else114:                                      ; preds = %for.body110
  br label %sel.end115

sel.end115:                                       ; preds = %sel.else114, %sel.then113
  %332 = phi float [ %331, %sel.then113 ], [ 0.000000e+00, %sel.else114 ]
  %333 = sext i32 %i12108 to i64
  %334 = mul nsw i64 %333, 512
  %335 = sext i32 %j2112 to i64
  %336 = add nsw i64 %334, %335
  %337 = getelementptr inbounds float, ptr %X_f, i64 %336
  store float %332, ptr %337, align 4
  %338 = add nsw i32 %j2112, 1
  br label %for.cond109, !llvm.loop !29

for.cond116:                                      ; preds = %for.end122, %if.end98
  %i119 = phi i32 [ 0, %if.end98 ], [ %356, %for.end122 ]
  %339 = icmp slt i32 %i119, 4
  br i1 %339, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  br label %for.cond120

for.end118:                                       ; preds = %for.cond116
  br label %for.cond124

for.cond120:                                      ; preds = %for.body121, %for.body117
  %j123 = phi i32 [ 0, %for.body117 ], [ %355, %for.body121 ]
  %340 = icmp slt i32 %j123, 512
  br i1 %340, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %341 = icmp slt i32 %j123, %N
  %342 = sext i32 %i119 to i64
  %343 = mul nsw i64 %342, 512
  %344 = sext i32 %j123 to i64
  %345 = add nsw i64 %343, %344
  %346 = call i64 @llvm.umin.i64(i64 %345, i64 2047)
  %347 = getelementptr inbounds float, ptr %X_f, i64 %346
  %348 = load float, ptr %347, align 4
  %349 = select i1 %341, float %348, float 0xFFF0000000000000
  %350 = sext i32 %i119 to i64
  %351 = mul nsw i64 %350, 512
  %352 = sext i32 %j123 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %X_f, i64 %353
  store float %349, ptr %354, align 4
  %355 = add nsw i32 %j123, 1
  br label %for.cond120, !llvm.loop !30

for.end122:                                       ; preds = %for.cond120
  %356 = add nsw i32 %i119, 1
  br label %for.cond116, !llvm.loop !31

for.cond124:                                      ; preds = %for.end139, %for.end118
  %i3 = phi i32 [ 0, %for.end118 ], [ %400, %for.end139 ]
  %357 = icmp slt i32 %i3, 4
  br i1 %357, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  br label %for.cond141

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane2 = phi i32 [ 0, %for.body125 ], [ %367, %for.body128 ]
  %358 = icmp slt i32 %lane2, 32
  br i1 %358, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %359 = sext i32 %i3 to i64
  %360 = mul nsw i64 %359, 512
  %361 = sext i32 %lane2 to i64
  %362 = add nsw i64 %360, %361
  %363 = getelementptr inbounds float, ptr %X_f, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %lane2 to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane2, 1
  br label %for.cond127, !llvm.loop !32

for.end129:                                       ; preds = %for.cond127
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end129
  %red2 = phi i32 [ 0, %for.end129 ], [ %388, %for.end135 ]
  %368 = icmp slt i32 %red2, 15
  br i1 %368, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  %369 = sext i32 %i3 to i64
  %370 = getelementptr inbounds float, ptr %m, i64 %369
  store float 0xFFF0000000000000, ptr %370, align 4
  br label %for.cond137

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane2136 = phi i32 [ 0, %for.body131 ], [ %387, %for.body134 ]
  %371 = icmp slt i32 %lane2136, 32
  br i1 %371, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %372 = sext i32 %lane2136 to i64
  %373 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %372
  %374 = load float, ptr %373, align 4
  %375 = sext i32 %i3 to i64
  %376 = mul nsw i64 %375, 512
  %377 = add i32 %red2, 1
  %378 = mul i32 %377, 32
  %379 = add i32 %378, %lane2136
  %380 = sext i32 %379 to i64
  %381 = add nsw i64 %376, %380
  %382 = getelementptr inbounds float, ptr %X_f, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = call float @llvm.maxnum.f32(float %374, float %383)
  %385 = sext i32 %lane2136 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %385
  store float %384, ptr %386, align 4
  %387 = add nsw i32 %lane2136, 1
  br label %for.cond133, !llvm.loop !33

for.end135:                                       ; preds = %for.cond133
  %388 = add nsw i32 %red2, 1
  br label %for.cond130, !llvm.loop !34

for.cond137:                                      ; preds = %for.body138, %for.end132
  %lane2140 = phi i32 [ 0, %for.end132 ], [ %399, %for.body138 ]
  %389 = icmp slt i32 %lane2140, 32
  br i1 %389, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %390 = sext i32 %i3 to i64
  %391 = getelementptr inbounds float, ptr %m, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %lane2140 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = call float @llvm.maxnum.f32(float %392, float %395)
  %397 = sext i32 %i3 to i64
  %398 = getelementptr inbounds float, ptr %m, i64 %397
  store float %396, ptr %398, align 4
  %399 = add nsw i32 %lane2140, 1
  br label %for.cond137, !llvm.loop !35

for.end139:                                       ; preds = %for.cond137
  %400 = add nsw i32 %i3, 1
  br label %for.cond124, !llvm.loop !36

for.cond141:                                      ; preds = %for.end147, %for.end126
  %i144 = phi i32 [ 0, %for.end126 ], [ %420, %for.end147 ]
  %401 = icmp slt i32 %i144, 4
  br i1 %401, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  br label %for.cond145

for.end143:                                       ; preds = %for.cond141
  br label %for.cond149

for.cond145:                                      ; preds = %for.body146, %for.body142
  %j148 = phi i32 [ 0, %for.body142 ], [ %419, %for.body146 ]
  %402 = icmp slt i32 %j148, 512
  br i1 %402, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %403 = sext i32 %i144 to i64
  %404 = mul nsw i64 %403, 512
  %405 = sext i32 %j148 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %X_f, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = sext i32 %i144 to i64
  %410 = getelementptr inbounds float, ptr %m, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = fsub float %408, %411
  %413 = call float @tilec_expf(float %412)
  %414 = sext i32 %i144 to i64
  %415 = mul nsw i64 %414, 512
  %416 = sext i32 %j148 to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds float, ptr %X_f, i64 %417
  store float %413, ptr %418, align 4
  %419 = add nsw i32 %j148, 1
  br label %for.cond145, !llvm.loop !37

for.end147:                                       ; preds = %for.cond145
  %420 = add nsw i32 %i144, 1
  br label %for.cond141, !llvm.loop !38

for.cond149:                                      ; preds = %for.end164, %for.end143
  %i5 = phi i32 [ 0, %for.end143 ], [ %464, %for.end164 ]
  %421 = icmp slt i32 %i5, 4
  br i1 %421, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  br label %for.cond152

for.end151:                                       ; preds = %for.cond149
  br label %for.cond166

for.cond152:                                      ; preds = %for.body153, %for.body150
  %lane3 = phi i32 [ 0, %for.body150 ], [ %431, %for.body153 ]
  %422 = icmp slt i32 %lane3, 32
  br i1 %422, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %423 = sext i32 %i5 to i64
  %424 = mul nsw i64 %423, 512
  %425 = sext i32 %lane3 to i64
  %426 = add nsw i64 %424, %425
  %427 = getelementptr inbounds float, ptr %X_f, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = sext i32 %lane3 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %429
  store float %428, ptr %430, align 4
  %431 = add nsw i32 %lane3, 1
  br label %for.cond152, !llvm.loop !39

for.end154:                                       ; preds = %for.cond152
  br label %for.cond155

for.cond155:                                      ; preds = %for.end160, %for.end154
  %red3 = phi i32 [ 0, %for.end154 ], [ %452, %for.end160 ]
  %432 = icmp slt i32 %red3, 15
  br i1 %432, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  br label %for.cond158

for.end157:                                       ; preds = %for.cond155
  %433 = sext i32 %i5 to i64
  %434 = getelementptr inbounds float, ptr %l, i64 %433
  store float 0.000000e+00, ptr %434, align 4
  br label %for.cond162

for.cond158:                                      ; preds = %for.body159, %for.body156
  %lane3161 = phi i32 [ 0, %for.body156 ], [ %451, %for.body159 ]
  %435 = icmp slt i32 %lane3161, 32
  br i1 %435, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %436 = sext i32 %lane3161 to i64
  %437 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = sext i32 %i5 to i64
  %440 = mul nsw i64 %439, 512
  %441 = add i32 %red3, 1
  %442 = mul i32 %441, 32
  %443 = add i32 %442, %lane3161
  %444 = sext i32 %443 to i64
  %445 = add nsw i64 %440, %444
  %446 = getelementptr inbounds float, ptr %X_f, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = fadd float %438, %447
  %449 = sext i32 %lane3161 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %449
  store float %448, ptr %450, align 4
  %451 = add nsw i32 %lane3161, 1
  br label %for.cond158, !llvm.loop !40

for.end160:                                       ; preds = %for.cond158
  %452 = add nsw i32 %red3, 1
  br label %for.cond155, !llvm.loop !41

for.cond162:                                      ; preds = %for.body163, %for.end157
  %lane3165 = phi i32 [ 0, %for.end157 ], [ %463, %for.body163 ]
  %453 = icmp slt i32 %lane3165, 32
  br i1 %453, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %454 = sext i32 %i5 to i64
  %455 = getelementptr inbounds float, ptr %l, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sext i32 %lane3165 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fadd float %456, %459
  %461 = sext i32 %i5 to i64
  %462 = getelementptr inbounds float, ptr %l, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane3165, 1
  br label %for.cond162, !llvm.loop !42

for.end164:                                       ; preds = %for.cond162
  %464 = add nsw i32 %i5, 1
  br label %for.cond149, !llvm.loop !43

for.cond166:                                      ; preds = %for.end172, %for.end151
  %i169 = phi i32 [ 0, %for.end151 ], [ %494, %for.end172 ]
  %465 = icmp slt i32 %i169, 4
  br i1 %465, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  br label %for.cond170

for.end168:                                       ; preds = %for.cond166
  %466 = mul i32 %bx, 4
  %467 = icmp sle i32 0, %466
  %468 = mul i32 %bx, 4
  %469 = sext i32 %468 to i64
  %470 = add i64 %469, 4
  %471 = sext i32 %M to i64
  %472 = icmp sle i64 %470, %471
  %473 = and i1 %467, %472
  %474 = sext i32 %N to i64
  %475 = icmp sle i64 512, %474
  %476 = and i1 %473, %475
  br i1 %476, label %if.then174, label %if.else175

for.cond170:                                      ; preds = %for.body171, %for.body167
  %j173 = phi i32 [ 0, %for.body167 ], [ %493, %for.body171 ]
  %477 = icmp slt i32 %j173, 512
  br i1 %477, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %478 = sext i32 %i169 to i64
  %479 = mul nsw i64 %478, 512
  %480 = sext i32 %j173 to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %X_f, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %i169 to i64
  %485 = getelementptr inbounds float, ptr %l, i64 %484
  %486 = load float, ptr %485, align 4
  %487 = fdiv float %483, %486
  %488 = sext i32 %i169 to i64
  %489 = mul nsw i64 %488, 512
  %490 = sext i32 %j173 to i64
  %491 = add nsw i64 %489, %490
  %492 = getelementptr inbounds float, ptr %X_f, i64 %491
  store float %487, ptr %492, align 4
  %493 = add nsw i32 %j173, 1
  br label %for.cond170, !llvm.loop !44

for.end172:                                       ; preds = %for.cond170
  %494 = add nsw i32 %i169, 1
  br label %for.cond166, !llvm.loop !45

if.then174:                                       ; preds = %for.end168
  br label %for.cond177

if.else175:                                       ; preds = %for.end168
  br label %for.cond185

if.end176:                                        ; preds = %for.end187, %for.end179
  br label %if.end95

for.cond177:                                      ; preds = %for.end183, %if.then174
  %i12180 = phi i32 [ 0, %if.then174 ], [ %512, %for.end183 ]
  %495 = icmp slt i32 %i12180, 4
  br i1 %495, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  br label %for.cond181

for.end179:                                       ; preds = %for.cond177
  br label %if.end176

for.cond181:                                      ; preds = %for.body182, %for.body178
  %j2184 = phi i32 [ 0, %for.body178 ], [ %511, %for.body182 ]
  %496 = icmp slt i32 %j2184, 512
  br i1 %496, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %497 = sext i32 %i12180 to i64
  %498 = mul nsw i64 %497, 512
  %499 = sext i32 %j2184 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %X_f, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = mul i32 %bx, 4
  %504 = add i32 %503, %i12180
  %505 = sext i32 %504 to i64
  %506 = sext i32 %N to i64
  %507 = mul nsw i64 %505, %506
  %508 = sext i32 %j2184 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %Y, i64 %509
  store float %502, ptr %510, align 4
  %511 = add nsw i32 %j2184, 1
  br label %for.cond181, !llvm.loop !46

for.end183:                                       ; preds = %for.cond181
  %512 = add nsw i32 %i12180, 1
  br label %for.cond177, !llvm.loop !47

for.cond185:                                      ; preds = %for.end191, %if.else175
  %i12188 = phi i32 [ 0, %if.else175 ], [ %531, %for.end191 ]
  %513 = icmp slt i32 %i12188, 4
  br i1 %513, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  br label %for.cond189

for.end187:                                       ; preds = %for.cond185
  br label %if.end176

for.cond189:                                      ; preds = %if.end195, %for.body186
  %j2192 = phi i32 [ 0, %for.body186 ], [ %546, %if.end195 ]
  %514 = icmp slt i32 %j2192, 512
  br i1 %514, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %515 = mul i32 %bx, 4
  %516 = sext i32 %515 to i64
  %517 = sext i32 %i12188 to i64
  %518 = add i64 %516, %517
  %519 = icmp sle i64 0, %518
  %520 = mul i32 %bx, 4
  %521 = sext i32 %520 to i64
  %522 = sext i32 %i12188 to i64
  %523 = add i64 %521, %522
  %524 = sext i32 %M to i64
  %525 = icmp slt i64 %523, %524
  %526 = and i1 %519, %525
  %527 = sext i32 %j2192 to i64
  %528 = sext i32 %N to i64
  %529 = icmp slt i64 %527, %528
  %530 = and i1 %526, %529
  br i1 %530, label %if.then193, label %if.else194

for.end191:                                       ; preds = %for.cond189
  %531 = add nsw i32 %i12188, 1
  br label %for.cond185, !llvm.loop !48

if.then193:                                       ; preds = %for.body190
  %532 = sext i32 %i12188 to i64
  %533 = mul nsw i64 %532, 512
  %534 = sext i32 %j2192 to i64
  %535 = add nsw i64 %533, %534
  %536 = getelementptr inbounds float, ptr %X_f, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = mul i32 %bx, 4
  %539 = add i32 %538, %i12188
  %540 = sext i32 %539 to i64
  %541 = sext i32 %N to i64
  %542 = mul nsw i64 %540, %541
  %543 = sext i32 %j2192 to i64
  %544 = add nsw i64 %542, %543
  %545 = getelementptr inbounds float, ptr %Y, i64 %544
  store float %537, ptr %545, align 4
  br label %if.end195

if.else194:                                       ; preds = %for.body190
  br label %if.end195

if.end195:                                        ; preds = %if.else194, %if.then193
  %546 = add nsw i32 %j2192, 1
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
  %r = phi i32 [ 0, %if.then196 ], [ %774, %if.end282 ]
  %547 = icmp slt i32 %r, 4
  br i1 %547, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %548 = mul i32 %bx, 4
  %549 = add i32 %548, %r
  %550 = icmp sle i32 0, %549
  %551 = mul i32 %bx, 4
  %552 = add i32 %551, %r
  %553 = sext i32 %552 to i64
  %554 = add i64 %553, 1
  %555 = sext i32 %M to i64
  %556 = icmp sle i64 %554, %555
  %557 = and i1 %550, %556
  %558 = sext i32 %N to i64
  %559 = icmp sle i64 4096, %558
  %560 = and i1 %557, %559
  br i1 %560, label %if.then202, label %if.else203

for.end201:                                       ; preds = %for.cond199
  br label %if.end198

if.then202:                                       ; preds = %for.body200
  br label %for.cond205

if.else203:                                       ; preds = %for.body200
  br label %for.cond211

if.end204:                                        ; preds = %for.end213, %for.end207
  br label %for.cond222

for.cond205:                                      ; preds = %for.end210, %if.then202
  %i13 = phi i32 [ 0, %if.then202 ], [ %579, %for.end210 ]
  %561 = icmp slt i32 %i13, 1
  br i1 %561, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %if.end204

for.cond208:                                      ; preds = %for.body209, %for.body206
  %j3 = phi i32 [ 0, %for.body206 ], [ %578, %for.body209 ]
  %562 = icmp slt i32 %j3, 4096
  br i1 %562, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %563 = mul i32 %bx, 4
  %564 = add i32 %563, %r
  %565 = add i32 %564, %i13
  %566 = sext i32 %565 to i64
  %567 = sext i32 %N to i64
  %568 = mul nsw i64 %566, %567
  %569 = sext i32 %j3 to i64
  %570 = add nsw i64 %568, %569
  %571 = getelementptr inbounds float, ptr %X, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = sext i32 %i13 to i64
  %574 = mul nsw i64 %573, 4096
  %575 = sext i32 %j3 to i64
  %576 = add nsw i64 %574, %575
  %577 = getelementptr inbounds float, ptr %X_r, i64 %576
  store float %572, ptr %577, align 4
  %578 = add nsw i32 %j3, 1
  br label %for.cond208, !llvm.loop !50

for.end210:                                       ; preds = %for.cond208
  %579 = add nsw i32 %i13, 1
  br label %for.cond205, !llvm.loop !51

for.cond211:                                      ; preds = %for.end217, %if.else203
  %i13214 = phi i32 [ 0, %if.else203 ], [ %600, %for.end217 ]
  %580 = icmp slt i32 %i13214, 1
  br i1 %580, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond215

for.end213:                                       ; preds = %for.cond211
  br label %if.end204

for.cond215:                                      ; preds = %sel.end221, %for.body212
  %j3218 = phi i32 [ 0, %for.body212 ], [ %617, %sel.end221 ]
  %581 = icmp slt i32 %j3218, 4096
  br i1 %581, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %582 = mul i32 %bx, 4
  %583 = add i32 %582, %r
  %584 = sext i32 %583 to i64
  %585 = sext i32 %i13214 to i64
  %586 = add i64 %584, %585
  %587 = icmp sle i64 0, %586
  %588 = mul i32 %bx, 4
  %589 = add i32 %588, %r
  %590 = sext i32 %589 to i64
  %591 = sext i32 %i13214 to i64
  %592 = add i64 %590, %591
  %593 = sext i32 %M to i64
  %594 = icmp slt i64 %592, %593
  %595 = and i1 %587, %594
  %596 = sext i32 %j3218 to i64
  %597 = sext i32 %N to i64
  %598 = icmp slt i64 %596, %597
  %599 = and i1 %595, %598
  br i1 %599, label %sel.then219, label %sel.else220

for.end217:                                       ; preds = %for.cond215
  %600 = add nsw i32 %i13214, 1
  br label %for.cond211, !llvm.loop !52

sel.then219:                                      ; preds = %for.body216
  %601 = mul i32 %bx, 4
  %602 = add i32 %601, %r
  %603 = add i32 %602, %i13214
  %604 = sext i32 %603 to i64
  %605 = sext i32 %N to i64
  %606 = mul nsw i64 %604, %605
  %607 = sext i32 %j3218 to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds float, ptr %X, i64 %608
  %610 = load float, ptr %609, align 4
  br label %sel.end221

sel.else220:                                      ; preds = %for.body216
  br label %sel.end221

sel.end221:                                       ; preds = %sel.else220, %sel.then219
  %611 = phi float [ %610, %sel.then219 ], [ 0.000000e+00, %sel.else220 ]
  %612 = sext i32 %i13214 to i64
  %613 = mul nsw i64 %612, 4096
  %614 = sext i32 %j3218 to i64
  %615 = add nsw i64 %613, %614
  %616 = getelementptr inbounds float, ptr %X_r, i64 %615
  store float %611, ptr %616, align 4
  %617 = add nsw i32 %j3218, 1
  br label %for.cond215, !llvm.loop !53

for.cond222:                                      ; preds = %for.end228, %if.end204
  %i225 = phi i32 [ 0, %if.end204 ], [ %635, %for.end228 ]
  %618 = icmp slt i32 %i225, 1
  br i1 %618, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond226

for.end224:                                       ; preds = %for.cond222
  br label %for.cond230

for.cond226:                                      ; preds = %for.body227, %for.body223
  %j229 = phi i32 [ 0, %for.body223 ], [ %634, %for.body227 ]
  %619 = icmp slt i32 %j229, 4096
  br i1 %619, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %620 = icmp slt i32 %j229, %N
  %621 = sext i32 %i225 to i64
  %622 = mul nsw i64 %621, 4096
  %623 = sext i32 %j229 to i64
  %624 = add nsw i64 %622, %623
  %625 = call i64 @llvm.umin.i64(i64 %624, i64 4095)
  %626 = getelementptr inbounds float, ptr %X_r, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = select i1 %620, float %627, float 0xFFF0000000000000
  %629 = sext i32 %i225 to i64
  %630 = mul nsw i64 %629, 4096
  %631 = sext i32 %j229 to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %X_r, i64 %632
  store float %628, ptr %633, align 4
  %634 = add nsw i32 %j229, 1
  br label %for.cond226, !llvm.loop !54

for.end228:                                       ; preds = %for.cond226
  %635 = add nsw i32 %i225, 1
  br label %for.cond222, !llvm.loop !55

for.cond230:                                      ; preds = %for.end245, %for.end224
  %i6 = phi i32 [ 0, %for.end224 ], [ %679, %for.end245 ]
  %636 = icmp slt i32 %i6, 1
  br i1 %636, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond233

for.end232:                                       ; preds = %for.cond230
  br label %for.cond247

for.cond233:                                      ; preds = %for.body234, %for.body231
  %lane4 = phi i32 [ 0, %for.body231 ], [ %646, %for.body234 ]
  %637 = icmp slt i32 %lane4, 32
  br i1 %637, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %638 = sext i32 %i6 to i64
  %639 = mul nsw i64 %638, 4096
  %640 = sext i32 %lane4 to i64
  %641 = add nsw i64 %639, %640
  %642 = getelementptr inbounds float, ptr %X_r, i64 %641
  %643 = load float, ptr %642, align 4
  %644 = sext i32 %lane4 to i64
  %645 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %644
  store float %643, ptr %645, align 4
  %646 = add nsw i32 %lane4, 1
  br label %for.cond233, !llvm.loop !56

for.end235:                                       ; preds = %for.cond233
  br label %for.cond236

for.cond236:                                      ; preds = %for.end241, %for.end235
  %red4 = phi i32 [ 0, %for.end235 ], [ %667, %for.end241 ]
  %647 = icmp slt i32 %red4, 127
  br i1 %647, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  br label %for.cond239

for.end238:                                       ; preds = %for.cond236
  %648 = sext i32 %i6 to i64
  %649 = getelementptr inbounds float, ptr %m_r, i64 %648
  store float 0xFFF0000000000000, ptr %649, align 4
  br label %for.cond243

for.cond239:                                      ; preds = %for.body240, %for.body237
  %lane4242 = phi i32 [ 0, %for.body237 ], [ %666, %for.body240 ]
  %650 = icmp slt i32 %lane4242, 32
  br i1 %650, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %651 = sext i32 %lane4242 to i64
  %652 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = sext i32 %i6 to i64
  %655 = mul nsw i64 %654, 4096
  %656 = add i32 %red4, 1
  %657 = mul i32 %656, 32
  %658 = add i32 %657, %lane4242
  %659 = sext i32 %658 to i64
  %660 = add nsw i64 %655, %659
  %661 = getelementptr inbounds float, ptr %X_r, i64 %660
  %662 = load float, ptr %661, align 4
  %663 = call float @llvm.maxnum.f32(float %653, float %662)
  %664 = sext i32 %lane4242 to i64
  %665 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %664
  store float %663, ptr %665, align 4
  %666 = add nsw i32 %lane4242, 1
  br label %for.cond239, !llvm.loop !57

for.end241:                                       ; preds = %for.cond239
  %667 = add nsw i32 %red4, 1
  br label %for.cond236, !llvm.loop !58

for.cond243:                                      ; preds = %for.body244, %for.end238
  %lane4246 = phi i32 [ 0, %for.end238 ], [ %678, %for.body244 ]
  %668 = icmp slt i32 %lane4246, 32
  br i1 %668, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %669 = sext i32 %i6 to i64
  %670 = getelementptr inbounds float, ptr %m_r, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = sext i32 %lane4246 to i64
  %673 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %672
  %674 = load float, ptr %673, align 4
  %675 = call float @llvm.maxnum.f32(float %671, float %674)
  %676 = sext i32 %i6 to i64
  %677 = getelementptr inbounds float, ptr %m_r, i64 %676
  store float %675, ptr %677, align 4
  %678 = add nsw i32 %lane4246, 1
  br label %for.cond243, !llvm.loop !59

for.end245:                                       ; preds = %for.cond243
  %679 = add nsw i32 %i6, 1
  br label %for.cond230, !llvm.loop !60

for.cond247:                                      ; preds = %for.end253, %for.end232
  %i250 = phi i32 [ 0, %for.end232 ], [ %698, %for.end253 ]
  %680 = icmp slt i32 %i250, 1
  br i1 %680, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  br label %for.cond251

for.end249:                                       ; preds = %for.cond247
  br label %for.cond255

for.cond251:                                      ; preds = %for.body252, %for.body248
  %j254 = phi i32 [ 0, %for.body248 ], [ %697, %for.body252 ]
  %681 = icmp slt i32 %j254, 4096
  br i1 %681, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %682 = sext i32 %i250 to i64
  %683 = mul nsw i64 %682, 4096
  %684 = sext i32 %j254 to i64
  %685 = add nsw i64 %683, %684
  %686 = getelementptr inbounds float, ptr %X_r, i64 %685
  %687 = load float, ptr %686, align 4
  %688 = getelementptr inbounds float, ptr %m_r, i64 0
  %689 = load float, ptr %688, align 4
  %690 = fsub float %687, %689
  %691 = call float @tilec_expf(float %690)
  %692 = sext i32 %i250 to i64
  %693 = mul nsw i64 %692, 4096
  %694 = sext i32 %j254 to i64
  %695 = add nsw i64 %693, %694
  %696 = getelementptr inbounds float, ptr %X_r, i64 %695
  store float %691, ptr %696, align 4
  %697 = add nsw i32 %j254, 1
  br label %for.cond251, !llvm.loop !61

for.end253:                                       ; preds = %for.cond251
  %698 = add nsw i32 %i250, 1
  br label %for.cond247, !llvm.loop !62

for.cond255:                                      ; preds = %for.end270, %for.end249
  %i7 = phi i32 [ 0, %for.end249 ], [ %742, %for.end270 ]
  %699 = icmp slt i32 %i7, 1
  br i1 %699, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  br label %for.cond258

for.end257:                                       ; preds = %for.cond255
  br label %for.cond272

for.cond258:                                      ; preds = %for.body259, %for.body256
  %lane5 = phi i32 [ 0, %for.body256 ], [ %709, %for.body259 ]
  %700 = icmp slt i32 %lane5, 32
  br i1 %700, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %701 = sext i32 %i7 to i64
  %702 = mul nsw i64 %701, 4096
  %703 = sext i32 %lane5 to i64
  %704 = add nsw i64 %702, %703
  %705 = getelementptr inbounds float, ptr %X_r, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = sext i32 %lane5 to i64
  %708 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %707
  store float %706, ptr %708, align 4
  %709 = add nsw i32 %lane5, 1
  br label %for.cond258, !llvm.loop !63

for.end260:                                       ; preds = %for.cond258
  br label %for.cond261

for.cond261:                                      ; preds = %for.end266, %for.end260
  %red5 = phi i32 [ 0, %for.end260 ], [ %730, %for.end266 ]
  %710 = icmp slt i32 %red5, 127
  br i1 %710, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  br label %for.cond264

for.end263:                                       ; preds = %for.cond261
  %711 = sext i32 %i7 to i64
  %712 = getelementptr inbounds float, ptr %l_r, i64 %711
  store float 0.000000e+00, ptr %712, align 4
  br label %for.cond268

for.cond264:                                      ; preds = %for.body265, %for.body262
  %lane5267 = phi i32 [ 0, %for.body262 ], [ %729, %for.body265 ]
  %713 = icmp slt i32 %lane5267, 32
  br i1 %713, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %714 = sext i32 %lane5267 to i64
  %715 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %714
  %716 = load float, ptr %715, align 4
  %717 = sext i32 %i7 to i64
  %718 = mul nsw i64 %717, 4096
  %719 = add i32 %red5, 1
  %720 = mul i32 %719, 32
  %721 = add i32 %720, %lane5267
  %722 = sext i32 %721 to i64
  %723 = add nsw i64 %718, %722
  %724 = getelementptr inbounds float, ptr %X_r, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = fadd float %716, %725
  %727 = sext i32 %lane5267 to i64
  %728 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %727
  store float %726, ptr %728, align 4
  %729 = add nsw i32 %lane5267, 1
  br label %for.cond264, !llvm.loop !64

for.end266:                                       ; preds = %for.cond264
  %730 = add nsw i32 %red5, 1
  br label %for.cond261, !llvm.loop !65

for.cond268:                                      ; preds = %for.body269, %for.end263
  %lane5271 = phi i32 [ 0, %for.end263 ], [ %741, %for.body269 ]
  %731 = icmp slt i32 %lane5271, 32
  br i1 %731, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %732 = sext i32 %i7 to i64
  %733 = getelementptr inbounds float, ptr %l_r, i64 %732
  %734 = load float, ptr %733, align 4
  %735 = sext i32 %lane5271 to i64
  %736 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %735
  %737 = load float, ptr %736, align 4
  %738 = fadd float %734, %737
  %739 = sext i32 %i7 to i64
  %740 = getelementptr inbounds float, ptr %l_r, i64 %739
  store float %738, ptr %740, align 4
  %741 = add nsw i32 %lane5271, 1
  br label %for.cond268, !llvm.loop !66

for.end270:                                       ; preds = %for.cond268
  %742 = add nsw i32 %i7, 1
  br label %for.cond255, !llvm.loop !67

for.cond272:                                      ; preds = %for.end278, %for.end257
  %i275 = phi i32 [ 0, %for.end257 ], [ %773, %for.end278 ]
  %743 = icmp slt i32 %i275, 1
  br i1 %743, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  br label %for.cond276

for.end274:                                       ; preds = %for.cond272
  %744 = mul i32 %bx, 4
  %745 = add i32 %744, %r
  %746 = icmp sle i32 0, %745
  %747 = mul i32 %bx, 4
  %748 = add i32 %747, %r
  %749 = sext i32 %748 to i64
  %750 = add i64 %749, 1
  %751 = sext i32 %M to i64
  %752 = icmp sle i64 %750, %751
  %753 = and i1 %746, %752
  %754 = sext i32 %N to i64
  %755 = icmp sle i64 4096, %754
  %756 = and i1 %753, %755
  br i1 %756, label %if.then280, label %if.else281

for.cond276:                                      ; preds = %for.body277, %for.body273
  %j279 = phi i32 [ 0, %for.body273 ], [ %772, %for.body277 ]
  %757 = icmp slt i32 %j279, 4096
  br i1 %757, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %758 = sext i32 %i275 to i64
  %759 = mul nsw i64 %758, 4096
  %760 = sext i32 %j279 to i64
  %761 = add nsw i64 %759, %760
  %762 = getelementptr inbounds float, ptr %X_r, i64 %761
  %763 = load float, ptr %762, align 4
  %764 = getelementptr inbounds float, ptr %l_r, i64 0
  %765 = load float, ptr %764, align 4
  %766 = fdiv float %763, %765
  %767 = sext i32 %i275 to i64
  %768 = mul nsw i64 %767, 4096
  %769 = sext i32 %j279 to i64
  %770 = add nsw i64 %768, %769
  %771 = getelementptr inbounds float, ptr %X_r, i64 %770
  store float %766, ptr %771, align 4
  %772 = add nsw i32 %j279, 1
  br label %for.cond276, !llvm.loop !68

for.end278:                                       ; preds = %for.cond276
  %773 = add nsw i32 %i275, 1
  br label %for.cond272, !llvm.loop !69

if.then280:                                       ; preds = %for.end274
  br label %for.cond283

if.else281:                                       ; preds = %for.end274
  br label %for.cond291

if.end282:                                        ; preds = %for.end293, %for.end285
  %774 = add nsw i32 %r, 1
  br label %for.cond199, !llvm.loop !70

for.cond283:                                      ; preds = %for.end289, %if.then280
  %i13286 = phi i32 [ 0, %if.then280 ], [ %793, %for.end289 ]
  %775 = icmp slt i32 %i13286, 1
  br i1 %775, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  br label %for.cond287

for.end285:                                       ; preds = %for.cond283
  br label %if.end282

for.cond287:                                      ; preds = %for.body288, %for.body284
  %j3290 = phi i32 [ 0, %for.body284 ], [ %792, %for.body288 ]
  %776 = icmp slt i32 %j3290, 4096
  br i1 %776, label %for.body288, label %for.end289

for.body288:                                      ; preds = %for.cond287
  %777 = sext i32 %i13286 to i64
  %778 = mul nsw i64 %777, 4096
  %779 = sext i32 %j3290 to i64
  %780 = add nsw i64 %778, %779
  %781 = getelementptr inbounds float, ptr %X_r, i64 %780
  %782 = load float, ptr %781, align 4
  %783 = mul i32 %bx, 4
  %784 = add i32 %783, %r
  %785 = add i32 %784, %i13286
  %786 = sext i32 %785 to i64
  %787 = sext i32 %N to i64
  %788 = mul nsw i64 %786, %787
  %789 = sext i32 %j3290 to i64
  %790 = add nsw i64 %788, %789
  %791 = getelementptr inbounds float, ptr %Y, i64 %790
  store float %782, ptr %791, align 4
  %792 = add nsw i32 %j3290, 1
  br label %for.cond287, !llvm.loop !71

for.end289:                                       ; preds = %for.cond287
  %793 = add nsw i32 %i13286, 1
  br label %for.cond283, !llvm.loop !72

for.cond291:                                      ; preds = %for.end297, %if.else281
  %i13294 = phi i32 [ 0, %if.else281 ], [ %814, %for.end297 ]
  %794 = icmp slt i32 %i13294, 1
  br i1 %794, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  br label %for.cond295

for.end293:                                       ; preds = %for.cond291
  br label %if.end282

for.cond295:                                      ; preds = %if.end301, %for.body292
  %j3298 = phi i32 [ 0, %for.body292 ], [ %830, %if.end301 ]
  %795 = icmp slt i32 %j3298, 4096
  br i1 %795, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %796 = mul i32 %bx, 4
  %797 = add i32 %796, %r
  %798 = sext i32 %797 to i64
  %799 = sext i32 %i13294 to i64
  %800 = add i64 %798, %799
  %801 = icmp sle i64 0, %800
  %802 = mul i32 %bx, 4
  %803 = add i32 %802, %r
  %804 = sext i32 %803 to i64
  %805 = sext i32 %i13294 to i64
  %806 = add i64 %804, %805
  %807 = sext i32 %M to i64
  %808 = icmp slt i64 %806, %807
  %809 = and i1 %801, %808
  %810 = sext i32 %j3298 to i64
  %811 = sext i32 %N to i64
  %812 = icmp slt i64 %810, %811
  %813 = and i1 %809, %812
  br i1 %813, label %if.then299, label %if.else300

for.end297:                                       ; preds = %for.cond295
  %814 = add nsw i32 %i13294, 1
  br label %for.cond291, !llvm.loop !73

if.then299:                                       ; preds = %for.body296
  %815 = sext i32 %i13294 to i64
  %816 = mul nsw i64 %815, 4096
  %817 = sext i32 %j3298 to i64
  %818 = add nsw i64 %816, %817
  %819 = getelementptr inbounds float, ptr %X_r, i64 %818
  %820 = load float, ptr %819, align 4
  %821 = mul i32 %bx, 4
  %822 = add i32 %821, %r
  %823 = add i32 %822, %i13294
  %824 = sext i32 %823 to i64
  %825 = sext i32 %N to i64
  %826 = mul nsw i64 %824, %825
  %827 = sext i32 %j3298 to i64
  %828 = add nsw i64 %826, %827
  %829 = getelementptr inbounds float, ptr %Y, i64 %828
  store float %820, ptr %829, align 4
  br label %if.end301

if.else300:                                       ; preds = %for.body296
  br label %if.end301

if.end301:                                        ; preds = %if.else300, %if.then299
  %830 = add nsw i32 %j3298, 1
  br label %for.cond295, !llvm.loop !74

for.cond302:                                      ; preds = %for.body303, %if.else197
  %i14 = phi i32 [ 0, %if.else197 ], [ %834, %for.body303 ]
  %831 = icmp slt i32 %i14, 4
  br i1 %831, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %832 = sext i32 %i14 to i64
  %833 = getelementptr inbounds float, ptr %m, i64 %832
  store float 0xFFF0000000000000, ptr %833, align 4
  %834 = add nsw i32 %i14, 1
  br label %for.cond302, !llvm.loop !75

for.end304:                                       ; preds = %for.cond302
  br label %for.cond305

for.cond305:                                      ; preds = %for.body306, %for.end304
  %i14308 = phi i32 [ 0, %for.end304 ], [ %838, %for.body306 ]
  %835 = icmp slt i32 %i14308, 4
  br i1 %835, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %836 = sext i32 %i14308 to i64
  %837 = getelementptr inbounds float, ptr %l, i64 %836
  store float 0.000000e+00, ptr %837, align 4
  %838 = add nsw i32 %i14308, 1
  br label %for.cond305, !llvm.loop !76

for.end307:                                       ; preds = %for.cond305
  %839 = sext i32 %N to i64
  %840 = sdiv i64 %839, 512
  %841 = sub i64 0, %839
  %842 = select i1 false, i64 %841, i64 %840
  %843 = srem i64 %839, 512
  %844 = icmp ne i64 %843, 0
  %845 = icmp slt i64 %839, 0
  %846 = icmp eq i1 %845, false
  %847 = and i1 %844, %846
  %848 = zext i1 %847 to i64
  %849 = add i64 %842, %848
  %850 = trunc i64 %849 to i32
  br label %for.cond309

for.cond309:                                      ; preds = %for.end389, %for.end307
  %c = phi i32 [ 0, %for.end307 ], [ %1100, %for.end389 ]
  %851 = icmp slt i32 %c, %850
  br i1 %851, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %852 = mul i32 %bx, 4
  %853 = icmp sle i32 0, %852
  %854 = mul i32 %bx, 4
  %855 = sext i32 %854 to i64
  %856 = add i64 %855, 4
  %857 = sext i32 %M to i64
  %858 = icmp sle i64 %856, %857
  %859 = and i1 %853, %858
  %860 = mul i32 %c, 512
  %861 = icmp sle i32 0, %860
  %862 = mul i32 %c, 512
  %863 = sext i32 %862 to i64
  %864 = add i64 %863, 512
  %865 = sext i32 %N to i64
  %866 = icmp sle i64 %864, %865
  %867 = and i1 %861, %866
  %868 = and i1 %859, %867
  br i1 %868, label %if.then312, label %if.else313

for.end311:                                       ; preds = %for.cond309
  %869 = sext i32 %N to i64
  %870 = sdiv i64 %869, 512
  %871 = sub i64 0, %869
  %872 = select i1 false, i64 %871, i64 %870
  %873 = srem i64 %869, 512
  %874 = icmp ne i64 %873, 0
  %875 = icmp slt i64 %869, 0
  %876 = icmp eq i1 %875, false
  %877 = and i1 %874, %876
  %878 = zext i1 %877 to i64
  %879 = add i64 %872, %878
  %880 = trunc i64 %879 to i32
  br label %for.cond391

if.then312:                                       ; preds = %for.body310
  br label %for.cond315

if.else313:                                       ; preds = %for.body310
  br label %for.cond322

if.end314:                                        ; preds = %for.end324, %for.end317
  br label %for.cond333

for.cond315:                                      ; preds = %for.end321, %if.then312
  %i14318 = phi i32 [ 0, %if.then312 ], [ %900, %for.end321 ]
  %881 = icmp slt i32 %i14318, 4
  br i1 %881, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  br label %for.cond319

for.end317:                                       ; preds = %for.cond315
  br label %if.end314

for.cond319:                                      ; preds = %for.body320, %for.body316
  %j4 = phi i32 [ 0, %for.body316 ], [ %899, %for.body320 ]
  %882 = icmp slt i32 %j4, 512
  br i1 %882, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %883 = mul i32 %bx, 4
  %884 = add i32 %883, %i14318
  %885 = sext i32 %884 to i64
  %886 = sext i32 %N to i64
  %887 = mul nsw i64 %885, %886
  %888 = mul i32 %c, 512
  %889 = add i32 %888, %j4
  %890 = sext i32 %889 to i64
  %891 = add nsw i64 %887, %890
  %892 = getelementptr inbounds float, ptr %X, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = sext i32 %i14318 to i64
  %895 = mul nsw i64 %894, 512
  %896 = sext i32 %j4 to i64
  %897 = add nsw i64 %895, %896
  %898 = getelementptr inbounds float, ptr %X_f, i64 %897
  store float %893, ptr %898, align 4
  %899 = add nsw i32 %j4, 1
  br label %for.cond319, !llvm.loop !77

for.end321:                                       ; preds = %for.cond319
  %900 = add nsw i32 %i14318, 1
  br label %for.cond315, !llvm.loop !78

for.cond322:                                      ; preds = %for.end328, %if.else313
  %i14325 = phi i32 [ 0, %if.else313 ], [ %928, %for.end328 ]
  %901 = icmp slt i32 %i14325, 4
  br i1 %901, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  br label %for.cond326

for.end324:                                       ; preds = %for.cond322
  br label %if.end314

for.cond326:                                      ; preds = %sel.end332, %for.body323
  %j4329 = phi i32 [ 0, %for.body323 ], [ %946, %sel.end332 ]
  %902 = icmp slt i32 %j4329, 512
  br i1 %902, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %903 = mul i32 %bx, 4
  %904 = sext i32 %903 to i64
  %905 = sext i32 %i14325 to i64
  %906 = add i64 %904, %905
  %907 = icmp sle i64 0, %906
  %908 = mul i32 %bx, 4
  %909 = sext i32 %908 to i64
  %910 = sext i32 %i14325 to i64
  %911 = add i64 %909, %910
  %912 = sext i32 %M to i64
  %913 = icmp slt i64 %911, %912
  %914 = and i1 %907, %913
  %915 = mul i32 %c, 512
  %916 = sext i32 %915 to i64
  %917 = sext i32 %j4329 to i64
  %918 = add i64 %916, %917
  %919 = icmp sle i64 0, %918
  %920 = mul i32 %c, 512
  %921 = sext i32 %920 to i64
  %922 = sext i32 %j4329 to i64
  %923 = add i64 %921, %922
  %924 = sext i32 %N to i64
  %925 = icmp slt i64 %923, %924
  %926 = and i1 %919, %925
  %927 = and i1 %914, %926
  br i1 %927, label %sel.then330, label %sel.else331

for.end328:                                       ; preds = %for.cond326
  %928 = add nsw i32 %i14325, 1
  br label %for.cond322, !llvm.loop !79

sel.then330:                                      ; preds = %for.body327
  %929 = mul i32 %bx, 4
  %930 = add i32 %929, %i14325
  %931 = sext i32 %930 to i64
  %932 = sext i32 %N to i64
  %933 = mul nsw i64 %931, %932
  %934 = mul i32 %c, 512
  %935 = add i32 %934, %j4329
  %936 = sext i32 %935 to i64
  %937 = add nsw i64 %933, %936
  %938 = getelementptr inbounds float, ptr %X, i64 %937
  %939 = load float, ptr %938, align 4
  br label %sel.end332

sel.else331:                                      ; preds = %for.body327
  br label %sel.end332

sel.end332:                                       ; preds = %sel.else331, %sel.then330
  %940 = phi float [ %939, %sel.then330 ], [ 0.000000e+00, %sel.else331 ]
  %941 = sext i32 %i14325 to i64
  %942 = mul nsw i64 %941, 512
  %943 = sext i32 %j4329 to i64
  %944 = add nsw i64 %942, %943
  %945 = getelementptr inbounds float, ptr %X_f, i64 %944
  store float %940, ptr %945, align 4
  %946 = add nsw i32 %j4329, 1
  br label %for.cond326, !llvm.loop !80

for.cond333:                                      ; preds = %for.end339, %if.end314
  %i336 = phi i32 [ 0, %if.end314 ], [ %966, %for.end339 ]
  %947 = icmp slt i32 %i336, 4
  br i1 %947, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  br label %for.cond337

for.end335:                                       ; preds = %for.cond333
  br label %for.cond341

for.cond337:                                      ; preds = %for.body338, %for.body334
  %j340 = phi i32 [ 0, %for.body334 ], [ %965, %for.body338 ]
  %948 = icmp slt i32 %j340, 512
  br i1 %948, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %949 = mul i32 %c, 512
  %950 = add i32 %949, %j340
  %951 = icmp slt i32 %950, %N
  %952 = sext i32 %i336 to i64
  %953 = mul nsw i64 %952, 512
  %954 = sext i32 %j340 to i64
  %955 = add nsw i64 %953, %954
  %956 = call i64 @llvm.umin.i64(i64 %955, i64 2047)
  %957 = getelementptr inbounds float, ptr %X_f, i64 %956
  %958 = load float, ptr %957, align 4
  %959 = select i1 %951, float %958, float 0xFFF0000000000000
  %960 = sext i32 %i336 to i64
  %961 = mul nsw i64 %960, 512
  %962 = sext i32 %j340 to i64
  %963 = add nsw i64 %961, %962
  %964 = getelementptr inbounds float, ptr %X_f, i64 %963
  store float %959, ptr %964, align 4
  %965 = add nsw i32 %j340, 1
  br label %for.cond337, !llvm.loop !81

for.end339:                                       ; preds = %for.cond337
  %966 = add nsw i32 %i336, 1
  br label %for.cond333, !llvm.loop !82

for.cond341:                                      ; preds = %for.body342, %for.end335
  %i14344 = phi i32 [ 0, %for.end335 ], [ %973, %for.body342 ]
  %967 = icmp slt i32 %i14344, 4
  br i1 %967, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %968 = sext i32 %i14344 to i64
  %969 = getelementptr inbounds float, ptr %m, i64 %968
  %970 = load float, ptr %969, align 4
  %971 = sext i32 %i14344 to i64
  %972 = getelementptr inbounds float, ptr %m_prev, i64 %971
  store float %970, ptr %972, align 4
  %973 = add nsw i32 %i14344, 1
  br label %for.cond341, !llvm.loop !83

for.end343:                                       ; preds = %for.cond341
  br label %for.cond345

for.cond345:                                      ; preds = %for.end360, %for.end343
  %i9 = phi i32 [ 0, %for.end343 ], [ %1015, %for.end360 ]
  %974 = icmp slt i32 %i9, 4
  br i1 %974, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  br label %for.cond348

for.end347:                                       ; preds = %for.cond345
  br label %for.cond362

for.cond348:                                      ; preds = %for.body349, %for.body346
  %lane6 = phi i32 [ 0, %for.body346 ], [ %984, %for.body349 ]
  %975 = icmp slt i32 %lane6, 32
  br i1 %975, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %976 = sext i32 %i9 to i64
  %977 = mul nsw i64 %976, 512
  %978 = sext i32 %lane6 to i64
  %979 = add nsw i64 %977, %978
  %980 = getelementptr inbounds float, ptr %X_f, i64 %979
  %981 = load float, ptr %980, align 4
  %982 = sext i32 %lane6 to i64
  %983 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %982
  store float %981, ptr %983, align 4
  %984 = add nsw i32 %lane6, 1
  br label %for.cond348, !llvm.loop !84

for.end350:                                       ; preds = %for.cond348
  br label %for.cond351

for.cond351:                                      ; preds = %for.end356, %for.end350
  %red6 = phi i32 [ 0, %for.end350 ], [ %1003, %for.end356 ]
  %985 = icmp slt i32 %red6, 15
  br i1 %985, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  br label %for.cond354

for.end353:                                       ; preds = %for.cond351
  br label %for.cond358

for.cond354:                                      ; preds = %for.body355, %for.body352
  %lane6357 = phi i32 [ 0, %for.body352 ], [ %1002, %for.body355 ]
  %986 = icmp slt i32 %lane6357, 32
  br i1 %986, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %987 = sext i32 %lane6357 to i64
  %988 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %987
  %989 = load float, ptr %988, align 4
  %990 = sext i32 %i9 to i64
  %991 = mul nsw i64 %990, 512
  %992 = add i32 %red6, 1
  %993 = mul i32 %992, 32
  %994 = add i32 %993, %lane6357
  %995 = sext i32 %994 to i64
  %996 = add nsw i64 %991, %995
  %997 = getelementptr inbounds float, ptr %X_f, i64 %996
  %998 = load float, ptr %997, align 4
  %999 = call float @llvm.maxnum.f32(float %989, float %998)
  %1000 = sext i32 %lane6357 to i64
  %1001 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1000
  store float %999, ptr %1001, align 4
  %1002 = add nsw i32 %lane6357, 1
  br label %for.cond354, !llvm.loop !85

for.end356:                                       ; preds = %for.cond354
  %1003 = add nsw i32 %red6, 1
  br label %for.cond351, !llvm.loop !86

for.cond358:                                      ; preds = %for.body359, %for.end353
  %lane6361 = phi i32 [ 0, %for.end353 ], [ %1014, %for.body359 ]
  %1004 = icmp slt i32 %lane6361, 32
  br i1 %1004, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1005 = sext i32 %i9 to i64
  %1006 = getelementptr inbounds float, ptr %m, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = sext i32 %lane6361 to i64
  %1009 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = call float @llvm.maxnum.f32(float %1007, float %1010)
  %1012 = sext i32 %i9 to i64
  %1013 = getelementptr inbounds float, ptr %m, i64 %1012
  store float %1011, ptr %1013, align 4
  %1014 = add nsw i32 %lane6361, 1
  br label %for.cond358, !llvm.loop !87

for.end360:                                       ; preds = %for.cond358
  %1015 = add nsw i32 %i9, 1
  br label %for.cond345, !llvm.loop !88

for.cond362:                                      ; preds = %for.end368, %for.end347
  %i365 = phi i32 [ 0, %for.end347 ], [ %1035, %for.end368 ]
  %1016 = icmp slt i32 %i365, 4
  br i1 %1016, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  br label %for.cond366

for.end364:                                       ; preds = %for.cond362
  br label %for.cond370

for.cond366:                                      ; preds = %for.body367, %for.body363
  %j369 = phi i32 [ 0, %for.body363 ], [ %1034, %for.body367 ]
  %1017 = icmp slt i32 %j369, 512
  br i1 %1017, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1018 = sext i32 %i365 to i64
  %1019 = mul nsw i64 %1018, 512
  %1020 = sext i32 %j369 to i64
  %1021 = add nsw i64 %1019, %1020
  %1022 = getelementptr inbounds float, ptr %X_f, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = sext i32 %i365 to i64
  %1025 = getelementptr inbounds float, ptr %m, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = fsub float %1023, %1026
  %1028 = call float @tilec_expf(float %1027)
  %1029 = sext i32 %i365 to i64
  %1030 = mul nsw i64 %1029, 512
  %1031 = sext i32 %j369 to i64
  %1032 = add nsw i64 %1030, %1031
  %1033 = getelementptr inbounds float, ptr %X_f, i64 %1032
  store float %1028, ptr %1033, align 4
  %1034 = add nsw i32 %j369, 1
  br label %for.cond366, !llvm.loop !89

for.end368:                                       ; preds = %for.cond366
  %1035 = add nsw i32 %i365, 1
  br label %for.cond362, !llvm.loop !90

for.cond370:                                      ; preds = %for.end385, %for.end364
  %i10 = phi i32 [ 0, %for.end364 ], [ %1079, %for.end385 ]
  %1036 = icmp slt i32 %i10, 4
  br i1 %1036, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  br label %for.cond373

for.end372:                                       ; preds = %for.cond370
  br label %for.cond387

for.cond373:                                      ; preds = %for.body374, %for.body371
  %lane7 = phi i32 [ 0, %for.body371 ], [ %1046, %for.body374 ]
  %1037 = icmp slt i32 %lane7, 32
  br i1 %1037, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1038 = sext i32 %i10 to i64
  %1039 = mul nsw i64 %1038, 512
  %1040 = sext i32 %lane7 to i64
  %1041 = add nsw i64 %1039, %1040
  %1042 = getelementptr inbounds float, ptr %X_f, i64 %1041
  %1043 = load float, ptr %1042, align 4
  %1044 = sext i32 %lane7 to i64
  %1045 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1044
  store float %1043, ptr %1045, align 4
  %1046 = add nsw i32 %lane7, 1
  br label %for.cond373, !llvm.loop !91

for.end375:                                       ; preds = %for.cond373
  br label %for.cond376

for.cond376:                                      ; preds = %for.end381, %for.end375
  %red7 = phi i32 [ 0, %for.end375 ], [ %1067, %for.end381 ]
  %1047 = icmp slt i32 %red7, 15
  br i1 %1047, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  br label %for.cond379

for.end378:                                       ; preds = %for.cond376
  %1048 = sext i32 %i10 to i64
  %1049 = getelementptr inbounds float, ptr %tile_sum, i64 %1048
  store float 0.000000e+00, ptr %1049, align 4
  br label %for.cond383

for.cond379:                                      ; preds = %for.body380, %for.body377
  %lane7382 = phi i32 [ 0, %for.body377 ], [ %1066, %for.body380 ]
  %1050 = icmp slt i32 %lane7382, 32
  br i1 %1050, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1051 = sext i32 %lane7382 to i64
  %1052 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1051
  %1053 = load float, ptr %1052, align 4
  %1054 = sext i32 %i10 to i64
  %1055 = mul nsw i64 %1054, 512
  %1056 = add i32 %red7, 1
  %1057 = mul i32 %1056, 32
  %1058 = add i32 %1057, %lane7382
  %1059 = sext i32 %1058 to i64
  %1060 = add nsw i64 %1055, %1059
  %1061 = getelementptr inbounds float, ptr %X_f, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = fadd float %1053, %1062
  %1064 = sext i32 %lane7382 to i64
  %1065 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1064
  store float %1063, ptr %1065, align 4
  %1066 = add nsw i32 %lane7382, 1
  br label %for.cond379, !llvm.loop !92

for.end381:                                       ; preds = %for.cond379
  %1067 = add nsw i32 %red7, 1
  br label %for.cond376, !llvm.loop !93

for.cond383:                                      ; preds = %for.body384, %for.end378
  %lane7386 = phi i32 [ 0, %for.end378 ], [ %1078, %for.body384 ]
  %1068 = icmp slt i32 %lane7386, 32
  br i1 %1068, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1069 = sext i32 %i10 to i64
  %1070 = getelementptr inbounds float, ptr %tile_sum, i64 %1069
  %1071 = load float, ptr %1070, align 4
  %1072 = sext i32 %lane7386 to i64
  %1073 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = fadd float %1071, %1074
  %1076 = sext i32 %i10 to i64
  %1077 = getelementptr inbounds float, ptr %tile_sum, i64 %1076
  store float %1075, ptr %1077, align 4
  %1078 = add nsw i32 %lane7386, 1
  br label %for.cond383, !llvm.loop !94

for.end385:                                       ; preds = %for.cond383
  %1079 = add nsw i32 %i10, 1
  br label %for.cond370, !llvm.loop !95

for.cond387:                                      ; preds = %for.body388, %for.end372
  %i390 = phi i32 [ 0, %for.end372 ], [ %1099, %for.body388 ]
  %1080 = icmp slt i32 %i390, 4
  br i1 %1080, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1081 = sext i32 %i390 to i64
  %1082 = getelementptr inbounds float, ptr %l, i64 %1081
  %1083 = load float, ptr %1082, align 4
  %1084 = sext i32 %i390 to i64
  %1085 = getelementptr inbounds float, ptr %m_prev, i64 %1084
  %1086 = load float, ptr %1085, align 4
  %1087 = sext i32 %i390 to i64
  %1088 = getelementptr inbounds float, ptr %m, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = fsub float %1086, %1089
  %1091 = call float @tilec_expf(float %1090)
  %1092 = fmul float %1083, %1091
  %1093 = sext i32 %i390 to i64
  %1094 = getelementptr inbounds float, ptr %tile_sum, i64 %1093
  %1095 = load float, ptr %1094, align 4
  %1096 = fadd float %1092, %1095
  %1097 = sext i32 %i390 to i64
  %1098 = getelementptr inbounds float, ptr %l, i64 %1097
  store float %1096, ptr %1098, align 4
  %1099 = add nsw i32 %i390, 1
  br label %for.cond387, !llvm.loop !96

for.end389:                                       ; preds = %for.cond387
  %1100 = add nsw i32 %c, 1
  br label %for.cond309, !llvm.loop !97

for.cond391:                                      ; preds = %if.end425, %for.end311
  %c394 = phi i32 [ 0, %for.end311 ], [ %1239, %if.end425 ]
  %1101 = icmp slt i32 %c394, %880
  br i1 %1101, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1102 = sext i32 %N to i64
  %1103 = sdiv i64 %1102, 512
  %1104 = sub i64 0, %1102
  %1105 = select i1 false, i64 %1104, i64 %1103
  %1106 = srem i64 %1102, 512
  %1107 = icmp ne i64 %1106, 0
  %1108 = icmp slt i64 %1102, 0
  %1109 = icmp eq i1 %1108, false
  %1110 = and i1 %1107, %1109
  %1111 = zext i1 %1110 to i64
  %1112 = add i64 %1105, %1111
  %1113 = trunc i64 %1112 to i32
  %1114 = sub i32 %1113, 1
  %t = sub i32 %1114, %c394
  %1115 = mul i32 %bx, 4
  %1116 = icmp sle i32 0, %1115
  %1117 = mul i32 %bx, 4
  %1118 = sext i32 %1117 to i64
  %1119 = add i64 %1118, 4
  %1120 = sext i32 %M to i64
  %1121 = icmp sle i64 %1119, %1120
  %1122 = and i1 %1116, %1121
  %1123 = mul i32 %t, 512
  %1124 = icmp sle i32 0, %1123
  %1125 = mul i32 %t, 512
  %1126 = sext i32 %1125 to i64
  %1127 = add i64 %1126, 512
  %1128 = sext i32 %N to i64
  %1129 = icmp sle i64 %1127, %1128
  %1130 = and i1 %1124, %1129
  %1131 = and i1 %1122, %1130
  br i1 %1131, label %if.then395, label %if.else396

for.end393:                                       ; preds = %for.cond391
  br label %if.end198

if.then395:                                       ; preds = %for.body392
  br label %for.cond398

if.else396:                                       ; preds = %for.body392
  br label %for.cond404

if.end397:                                        ; preds = %for.end406, %for.end400
  br label %for.cond415

for.cond398:                                      ; preds = %for.end403, %if.then395
  %i15 = phi i32 [ 0, %if.then395 ], [ %1151, %for.end403 ]
  %1132 = icmp slt i32 %i15, 4
  br i1 %1132, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  br label %for.cond401

for.end400:                                       ; preds = %for.cond398
  br label %if.end397

for.cond401:                                      ; preds = %for.body402, %for.body399
  %j5 = phi i32 [ 0, %for.body399 ], [ %1150, %for.body402 ]
  %1133 = icmp slt i32 %j5, 512
  br i1 %1133, label %for.body402, label %for.end403

for.body402:                                      ; preds = %for.cond401
  %1134 = mul i32 %bx, 4
  %1135 = add i32 %1134, %i15
  %1136 = sext i32 %1135 to i64
  %1137 = sext i32 %N to i64
  %1138 = mul nsw i64 %1136, %1137
  %1139 = mul i32 %t, 512
  %1140 = add i32 %1139, %j5
  %1141 = sext i32 %1140 to i64
  %1142 = add nsw i64 %1138, %1141
  %1143 = getelementptr inbounds float, ptr %X, i64 %1142
  %1144 = load float, ptr %1143, align 4
  %1145 = sext i32 %i15 to i64
  %1146 = mul nsw i64 %1145, 512
  %1147 = sext i32 %j5 to i64
  %1148 = add nsw i64 %1146, %1147
  %1149 = getelementptr inbounds float, ptr %X_f, i64 %1148
  store float %1144, ptr %1149, align 4
  %1150 = add nsw i32 %j5, 1
  br label %for.cond401, !llvm.loop !98

for.end403:                                       ; preds = %for.cond401
  %1151 = add nsw i32 %i15, 1
  br label %for.cond398, !llvm.loop !99

for.cond404:                                      ; preds = %for.end410, %if.else396
  %i15407 = phi i32 [ 0, %if.else396 ], [ %1179, %for.end410 ]
  %1152 = icmp slt i32 %i15407, 4
  br i1 %1152, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  br label %for.cond408

for.end406:                                       ; preds = %for.cond404
  br label %if.end397

for.cond408:                                      ; preds = %sel.end414, %for.body405
  %j5411 = phi i32 [ 0, %for.body405 ], [ %1197, %sel.end414 ]
  %1153 = icmp slt i32 %j5411, 512
  br i1 %1153, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1154 = mul i32 %bx, 4
  %1155 = sext i32 %1154 to i64
  %1156 = sext i32 %i15407 to i64
  %1157 = add i64 %1155, %1156
  %1158 = icmp sle i64 0, %1157
  %1159 = mul i32 %bx, 4
  %1160 = sext i32 %1159 to i64
  %1161 = sext i32 %i15407 to i64
  %1162 = add i64 %1160, %1161
  %1163 = sext i32 %M to i64
  %1164 = icmp slt i64 %1162, %1163
  %1165 = and i1 %1158, %1164
  %1166 = mul i32 %t, 512
  %1167 = sext i32 %1166 to i64
  %1168 = sext i32 %j5411 to i64
  %1169 = add i64 %1167, %1168
  %1170 = icmp sle i64 0, %1169
  %1171 = mul i32 %t, 512
  %1172 = sext i32 %1171 to i64
  %1173 = sext i32 %j5411 to i64
  %1174 = add i64 %1172, %1173
  %1175 = sext i32 %N to i64
  %1176 = icmp slt i64 %1174, %1175
  %1177 = and i1 %1170, %1176
  %1178 = and i1 %1165, %1177
  br i1 %1178, label %sel.then412, label %sel.else413

for.end410:                                       ; preds = %for.cond408
  %1179 = add nsw i32 %i15407, 1
  br label %for.cond404, !llvm.loop !100

sel.then412:                                      ; preds = %for.body409
  %1180 = mul i32 %bx, 4
  %1181 = add i32 %1180, %i15407
  %1182 = sext i32 %1181 to i64
  %1183 = sext i32 %N to i64
  %1184 = mul nsw i64 %1182, %1183
  %1185 = mul i32 %t, 512
  %1186 = add i32 %1185, %j5411
  %1187 = sext i32 %1186 to i64
  %1188 = add nsw i64 %1184, %1187
  %1189 = getelementptr inbounds float, ptr %X, i64 %1188
  %1190 = load float, ptr %1189, align 4
  br label %sel.end414

sel.else413:                                      ; preds = %for.body409
  br label %sel.end414

sel.end414:                                       ; preds = %sel.else413, %sel.then412
  %1191 = phi float [ %1190, %sel.then412 ], [ 0.000000e+00, %sel.else413 ]
  %1192 = sext i32 %i15407 to i64
  %1193 = mul nsw i64 %1192, 512
  %1194 = sext i32 %j5411 to i64
  %1195 = add nsw i64 %1193, %1194
  %1196 = getelementptr inbounds float, ptr %X_f, i64 %1195
  store float %1191, ptr %1196, align 4
  %1197 = add nsw i32 %j5411, 1
  br label %for.cond408, !llvm.loop !101

for.cond415:                                      ; preds = %for.end421, %if.end397
  %i418 = phi i32 [ 0, %if.end397 ], [ %1238, %for.end421 ]
  %1198 = icmp slt i32 %i418, 4
  br i1 %1198, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  br label %for.cond419

for.end417:                                       ; preds = %for.cond415
  %1199 = mul i32 %bx, 4
  %1200 = icmp sle i32 0, %1199
  %1201 = mul i32 %bx, 4
  %1202 = sext i32 %1201 to i64
  %1203 = add i64 %1202, 4
  %1204 = sext i32 %M to i64
  %1205 = icmp sle i64 %1203, %1204
  %1206 = and i1 %1200, %1205
  %1207 = mul i32 %t, 512
  %1208 = icmp sle i32 0, %1207
  %1209 = mul i32 %t, 512
  %1210 = sext i32 %1209 to i64
  %1211 = add i64 %1210, 512
  %1212 = sext i32 %N to i64
  %1213 = icmp sle i64 %1211, %1212
  %1214 = and i1 %1208, %1213
  %1215 = and i1 %1206, %1214
  br i1 %1215, label %if.then423, label %if.else424

for.cond419:                                      ; preds = %for.body420, %for.body416
  %j422 = phi i32 [ 0, %for.body416 ], [ %1237, %for.body420 ]
  %1216 = icmp slt i32 %j422, 512
  br i1 %1216, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  %1217 = sext i32 %i418 to i64
  %1218 = mul nsw i64 %1217, 512
  %1219 = sext i32 %j422 to i64
  %1220 = add nsw i64 %1218, %1219
  %1221 = getelementptr inbounds float, ptr %X_f, i64 %1220
  %1222 = load float, ptr %1221, align 4
  %1223 = sext i32 %i418 to i64
  %1224 = getelementptr inbounds float, ptr %m, i64 %1223
  %1225 = load float, ptr %1224, align 4
  %1226 = fsub float %1222, %1225
  %1227 = call float @tilec_expf(float %1226)
  %1228 = sext i32 %i418 to i64
  %1229 = getelementptr inbounds float, ptr %l, i64 %1228
  %1230 = load float, ptr %1229, align 4
  %1231 = fdiv float %1227, %1230
  %1232 = sext i32 %i418 to i64
  %1233 = mul nsw i64 %1232, 512
  %1234 = sext i32 %j422 to i64
  %1235 = add nsw i64 %1233, %1234
  %1236 = getelementptr inbounds float, ptr %X_f, i64 %1235
  store float %1231, ptr %1236, align 4
  %1237 = add nsw i32 %j422, 1
  br label %for.cond419, !llvm.loop !102

for.end421:                                       ; preds = %for.cond419
  %1238 = add nsw i32 %i418, 1
  br label %for.cond415, !llvm.loop !103

if.then423:                                       ; preds = %for.end417
  br label %for.cond426

if.else424:                                       ; preds = %for.end417
  br label %for.cond434

if.end425:                                        ; preds = %for.end436, %for.end428
  %1239 = add nsw i32 %c394, 1
  br label %for.cond391, !llvm.loop !104

for.cond426:                                      ; preds = %for.end432, %if.then423
  %i15429 = phi i32 [ 0, %if.then423 ], [ %1259, %for.end432 ]
  %1240 = icmp slt i32 %i15429, 4
  br i1 %1240, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  br label %for.cond430

for.end428:                                       ; preds = %for.cond426
  br label %if.end425

for.cond430:                                      ; preds = %for.body431, %for.body427
  %j5433 = phi i32 [ 0, %for.body427 ], [ %1258, %for.body431 ]
  %1241 = icmp slt i32 %j5433, 512
  br i1 %1241, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  %1242 = sext i32 %i15429 to i64
  %1243 = mul nsw i64 %1242, 512
  %1244 = sext i32 %j5433 to i64
  %1245 = add nsw i64 %1243, %1244
  %1246 = getelementptr inbounds float, ptr %X_f, i64 %1245
  %1247 = load float, ptr %1246, align 4
  %1248 = mul i32 %bx, 4
  %1249 = add i32 %1248, %i15429
  %1250 = sext i32 %1249 to i64
  %1251 = sext i32 %N to i64
  %1252 = mul nsw i64 %1250, %1251
  %1253 = mul i32 %t, 512
  %1254 = add i32 %1253, %j5433
  %1255 = sext i32 %1254 to i64
  %1256 = add nsw i64 %1252, %1255
  %1257 = getelementptr inbounds float, ptr %Y, i64 %1256
  store float %1247, ptr %1257, align 4
  %1258 = add nsw i32 %j5433, 1
  br label %for.cond430, !llvm.loop !105

for.end432:                                       ; preds = %for.cond430
  %1259 = add nsw i32 %i15429, 1
  br label %for.cond426, !llvm.loop !106

for.cond434:                                      ; preds = %for.end440, %if.else424
  %i15437 = phi i32 [ 0, %if.else424 ], [ %1287, %for.end440 ]
  %1260 = icmp slt i32 %i15437, 4
  br i1 %1260, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  br label %for.cond438

for.end436:                                       ; preds = %for.cond434
  br label %if.end425

for.cond438:                                      ; preds = %if.end444, %for.body435
  %j5441 = phi i32 [ 0, %for.body435 ], [ %1304, %if.end444 ]
  %1261 = icmp slt i32 %j5441, 512
  br i1 %1261, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %1262 = mul i32 %bx, 4
  %1263 = sext i32 %1262 to i64
  %1264 = sext i32 %i15437 to i64
  %1265 = add i64 %1263, %1264
  %1266 = icmp sle i64 0, %1265
  %1267 = mul i32 %bx, 4
  %1268 = sext i32 %1267 to i64
  %1269 = sext i32 %i15437 to i64
  %1270 = add i64 %1268, %1269
  %1271 = sext i32 %M to i64
  %1272 = icmp slt i64 %1270, %1271
  %1273 = and i1 %1266, %1272
  %1274 = mul i32 %t, 512
  %1275 = sext i32 %1274 to i64
  %1276 = sext i32 %j5441 to i64
  %1277 = add i64 %1275, %1276
  %1278 = icmp sle i64 0, %1277
  %1279 = mul i32 %t, 512
  %1280 = sext i32 %1279 to i64
  %1281 = sext i32 %j5441 to i64
  %1282 = add i64 %1280, %1281
  %1283 = sext i32 %N to i64
  %1284 = icmp slt i64 %1282, %1283
  %1285 = and i1 %1278, %1284
  %1286 = and i1 %1273, %1285
  br i1 %1286, label %if.then442, label %if.else443

for.end440:                                       ; preds = %for.cond438
  %1287 = add nsw i32 %i15437, 1
  br label %for.cond434, !llvm.loop !107

if.then442:                                       ; preds = %for.body439
  %1288 = sext i32 %i15437 to i64
  %1289 = mul nsw i64 %1288, 512
  %1290 = sext i32 %j5441 to i64
  %1291 = add nsw i64 %1289, %1290
  %1292 = getelementptr inbounds float, ptr %X_f, i64 %1291
  %1293 = load float, ptr %1292, align 4
  %1294 = mul i32 %bx, 4
  %1295 = add i32 %1294, %i15437
  %1296 = sext i32 %1295 to i64
  %1297 = sext i32 %N to i64
  %1298 = mul nsw i64 %1296, %1297
  %1299 = mul i32 %t, 512
  %1300 = add i32 %1299, %j5441
  %1301 = sext i32 %1300 to i64
  %1302 = add nsw i64 %1298, %1301
  %1303 = getelementptr inbounds float, ptr %Y, i64 %1302
  store float %1293, ptr %1303, align 4
  br label %if.end444

if.else443:                                       ; preds = %for.body439
  br label %if.end444

if.end444:                                        ; preds = %if.else443, %if.then442
  %1304 = add nsw i32 %j5441, 1
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
