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
  br i1 %12, label %if.then96, label %if.else97

if.end:                                           ; preds = %if.end98, %if.end73
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
  %i1 = phi i32 [ 0, %for.end17 ], [ %128, %for.end36 ]
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
  %red = phi i32 [ 0, %for.end26 ], [ %116, %for.end32 ]
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
  %lane33 = phi i32 [ 0, %for.body28 ], [ %115, %for.body31 ]
  %98 = icmp slt i32 %lane33, 32
  br i1 %98, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %99 = sext i32 %lane33 to i64
  %100 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %99
  %lane_acc = load float, ptr %100, align 4
  %101 = sext i32 %i1 to i64
  %102 = mul nsw i64 %101, 256
  %103 = add i32 %red, 1
  %104 = mul i32 %103, 32
  %105 = add i32 %104, %lane33
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %102, %106
  %108 = getelementptr inbounds float, ptr %X_s, i64 %107
  %lane_next = load float, ptr %108, align 4
  %109 = fcmp une float %lane_next, %lane_next
  %110 = fcmp ogt float %lane_acc, %lane_next
  %111 = select i1 %110, float %lane_acc, float %lane_next
  %112 = select i1 %109, float %lane_acc, float %111
  %113 = sext i32 %lane33 to i64
  %114 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %113
  store float %112, ptr %114, align 4
  %115 = add nsw i32 %lane33, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %116 = add nsw i32 %red, 1
  br label %for.cond27, !llvm.loop !10

for.cond34:                                       ; preds = %for.body35, %for.end29
  %lane37 = phi i32 [ 0, %for.end29 ], [ %127, %for.body35 ]
  %117 = icmp slt i32 %lane37, 32
  br i1 %117, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %118 = sext i32 %i1 to i64
  %119 = getelementptr inbounds float, ptr %m_s, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = sext i32 %lane37 to i64
  %122 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = call float @llvm.maxnum.f32(float %120, float %123)
  %125 = sext i32 %i1 to i64
  %126 = getelementptr inbounds float, ptr %m_s, i64 %125
  store float %124, ptr %126, align 4
  %127 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !11

for.end36:                                        ; preds = %for.cond34
  %128 = add nsw i32 %i1, 1
  br label %for.cond21, !llvm.loop !12

for.cond38:                                       ; preds = %for.end44, %for.end23
  %i41 = phi i32 [ 0, %for.end23 ], [ %148, %for.end44 ]
  %129 = icmp slt i32 %i41, 32
  br i1 %129, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond42

for.end40:                                        ; preds = %for.cond38
  br label %for.cond46

for.cond42:                                       ; preds = %for.body43, %for.body39
  %j45 = phi i32 [ 0, %for.body39 ], [ %147, %for.body43 ]
  %130 = icmp slt i32 %j45, 256
  br i1 %130, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %131 = sext i32 %i41 to i64
  %132 = mul nsw i64 %131, 256
  %133 = sext i32 %j45 to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds float, ptr %X_s, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sext i32 %i41 to i64
  %138 = getelementptr inbounds float, ptr %m_s, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fsub float %136, %139
  %141 = call float @tilec_expf(float %140)
  %142 = sext i32 %i41 to i64
  %143 = mul nsw i64 %142, 256
  %144 = sext i32 %j45 to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds float, ptr %X_s, i64 %145
  store float %141, ptr %146, align 4
  %147 = add nsw i32 %j45, 1
  br label %for.cond42, !llvm.loop !13

for.end44:                                        ; preds = %for.cond42
  %148 = add nsw i32 %i41, 1
  br label %for.cond38, !llvm.loop !14

for.cond46:                                       ; preds = %for.end61, %for.end40
  %i2 = phi i32 [ 0, %for.end40 ], [ %192, %for.end61 ]
  %149 = icmp slt i32 %i2, 32
  br i1 %149, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  br label %for.cond49

for.end48:                                        ; preds = %for.cond46
  br label %for.cond63

for.cond49:                                       ; preds = %for.body50, %for.body47
  %lane1 = phi i32 [ 0, %for.body47 ], [ %159, %for.body50 ]
  %150 = icmp slt i32 %lane1, 32
  br i1 %150, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %151 = sext i32 %i2 to i64
  %152 = mul nsw i64 %151, 256
  %153 = sext i32 %lane1 to i64
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds float, ptr %X_s, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = sext i32 %lane1 to i64
  %158 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %157
  store float %156, ptr %158, align 4
  %159 = add nsw i32 %lane1, 1
  br label %for.cond49, !llvm.loop !15

for.end51:                                        ; preds = %for.cond49
  br label %for.cond52

for.cond52:                                       ; preds = %for.end57, %for.end51
  %red1 = phi i32 [ 0, %for.end51 ], [ %180, %for.end57 ]
  %160 = icmp slt i32 %red1, 7
  br i1 %160, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond55

for.end54:                                        ; preds = %for.cond52
  %161 = sext i32 %i2 to i64
  %162 = getelementptr inbounds float, ptr %l_s, i64 %161
  store float 0.000000e+00, ptr %162, align 4
  br label %for.cond59

for.cond55:                                       ; preds = %for.body56, %for.body53
  %lane158 = phi i32 [ 0, %for.body53 ], [ %179, %for.body56 ]
  %163 = icmp slt i32 %lane158, 32
  br i1 %163, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %164 = sext i32 %lane158 to i64
  %165 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = sext i32 %i2 to i64
  %168 = mul nsw i64 %167, 256
  %169 = add i32 %red1, 1
  %170 = mul i32 %169, 32
  %171 = add i32 %170, %lane158
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %168, %172
  %174 = getelementptr inbounds float, ptr %X_s, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = fadd float %166, %175
  %177 = sext i32 %lane158 to i64
  %178 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %177
  store float %176, ptr %178, align 4
  %179 = add nsw i32 %lane158, 1
  br label %for.cond55, !llvm.loop !16

for.end57:                                        ; preds = %for.cond55
  %180 = add nsw i32 %red1, 1
  br label %for.cond52, !llvm.loop !17

for.cond59:                                       ; preds = %for.body60, %for.end54
  %lane162 = phi i32 [ 0, %for.end54 ], [ %191, %for.body60 ]
  %181 = icmp slt i32 %lane162, 32
  br i1 %181, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %182 = sext i32 %i2 to i64
  %183 = getelementptr inbounds float, ptr %l_s, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = sext i32 %lane162 to i64
  %186 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = fadd float %184, %187
  %189 = sext i32 %i2 to i64
  %190 = getelementptr inbounds float, ptr %l_s, i64 %189
  store float %188, ptr %190, align 4
  %191 = add nsw i32 %lane162, 1
  br label %for.cond59, !llvm.loop !18

for.end61:                                        ; preds = %for.cond59
  %192 = add nsw i32 %i2, 1
  br label %for.cond46, !llvm.loop !19

for.cond63:                                       ; preds = %for.end69, %for.end48
  %i66 = phi i32 [ 0, %for.end48 ], [ %223, %for.end69 ]
  %193 = icmp slt i32 %i66, 32
  br i1 %193, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  %194 = mul i32 %bx, 32
  %195 = icmp sle i32 0, %194
  %196 = mul i32 %bx, 32
  %197 = sext i32 %196 to i64
  %198 = add i64 %197, 32
  %199 = sext i32 %M to i64
  %200 = icmp sle i64 %198, %199
  %201 = and i1 %195, %200
  %202 = sext i32 %N to i64
  %203 = icmp sle i64 256, %202
  %204 = and i1 %201, %203
  br i1 %204, label %if.then71, label %if.else72

for.cond67:                                       ; preds = %for.body68, %for.body64
  %j70 = phi i32 [ 0, %for.body64 ], [ %222, %for.body68 ]
  %205 = icmp slt i32 %j70, 256
  br i1 %205, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %206 = sext i32 %i66 to i64
  %207 = mul nsw i64 %206, 256
  %208 = sext i32 %j70 to i64
  %209 = add nsw i64 %207, %208
  %210 = getelementptr inbounds float, ptr %X_s, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = sext i32 %i66 to i64
  %213 = getelementptr inbounds float, ptr %l_s, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = fdiv float 1.000000e+00, %214
  %216 = fmul float %211, %215
  %217 = sext i32 %i66 to i64
  %218 = mul nsw i64 %217, 256
  %219 = sext i32 %j70 to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %X_s, i64 %220
  store float %216, ptr %221, align 4
  %222 = add nsw i32 %j70, 1
  br label %for.cond67, !llvm.loop !20

for.end69:                                        ; preds = %for.cond67
  %223 = add nsw i32 %i66, 1
  br label %for.cond63, !llvm.loop !21

if.then71:                                        ; preds = %for.end65
  br label %for.cond74

if.else72:                                        ; preds = %for.end65
  br label %for.cond85

if.end73:                                         ; preds = %for.end87, %for.end76
  br label %if.end

for.cond74:                                       ; preds = %if.end80, %if.then71
  %i1177 = phi i32 [ 0, %if.then71 ], [ %240, %if.end80 ]
  %224 = icmp slt i32 %i1177, 32
  br i1 %224, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %225 = sext i32 %M to i64
  %226 = sext i32 %N to i64
  %227 = mul i64 %225, %226
  %228 = icmp sge i64 %227, 8388608
  br i1 %228, label %if.then78, label %if.else79

for.end76:                                        ; preds = %for.cond74
  br label %if.end73

if.then78:                                        ; preds = %for.body75
  %229 = mul i32 %bx, 32
  %230 = add i32 %229, %i1177
  %231 = sext i32 %230 to i64
  %232 = sext i32 %N to i64
  %233 = mul nsw i64 %231, %232
  %234 = add nsw i64 %233, 0
  %235 = getelementptr inbounds float, ptr %Y, i64 %234
  %236 = sext i32 %i1177 to i64
  %237 = mul nsw i64 %236, 256
  %238 = add nsw i64 %237, 0
  %239 = getelementptr inbounds float, ptr %X_s, i64 %238
  call void @tilec_rt_stream(ptr %235, ptr %239, i64 1024)
  br label %if.end80

if.else79:                                        ; preds = %for.body75
  br label %for.cond81

if.end80:                                         ; preds = %for.end83, %if.then78
  %240 = add nsw i32 %i1177, 1
  br label %for.cond74, !llvm.loop !22

for.cond81:                                       ; preds = %for.body82, %if.else79
  %j184 = phi i32 [ 0, %if.else79 ], [ %256, %for.body82 ]
  %241 = icmp slt i32 %j184, 256
  br i1 %241, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %242 = sext i32 %i1177 to i64
  %243 = mul nsw i64 %242, 256
  %244 = sext i32 %j184 to i64
  %245 = add nsw i64 %243, %244
  %246 = getelementptr inbounds float, ptr %X_s, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = mul i32 %bx, 32
  %249 = add i32 %248, %i1177
  %250 = sext i32 %249 to i64
  %251 = sext i32 %N to i64
  %252 = mul nsw i64 %250, %251
  %253 = sext i32 %j184 to i64
  %254 = add nsw i64 %252, %253
  %255 = getelementptr inbounds float, ptr %Y, i64 %254
  store float %247, ptr %255, align 4
  %256 = add nsw i32 %j184, 1
  br label %for.cond81, !llvm.loop !23

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond85:                                       ; preds = %for.end91, %if.else72
  %i1188 = phi i32 [ 0, %if.else72 ], [ %275, %for.end91 ]
  %257 = icmp slt i32 %i1188, 32
  br i1 %257, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  br label %if.end73

for.cond89:                                       ; preds = %if.end95, %for.body86
  %j192 = phi i32 [ 0, %for.body86 ], [ %290, %if.end95 ]
  %258 = icmp slt i32 %j192, 256
  br i1 %258, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %259 = mul i32 %bx, 32
  %260 = sext i32 %259 to i64
  %261 = sext i32 %i1188 to i64
  %262 = add i64 %260, %261
  %263 = icmp sle i64 0, %262
  %264 = mul i32 %bx, 32
  %265 = sext i32 %264 to i64
  %266 = sext i32 %i1188 to i64
  %267 = add i64 %265, %266
  %268 = sext i32 %M to i64
  %269 = icmp slt i64 %267, %268
  %270 = and i1 %263, %269
  %271 = sext i32 %j192 to i64
  %272 = sext i32 %N to i64
  %273 = icmp slt i64 %271, %272
  %274 = and i1 %270, %273
  br i1 %274, label %if.then93, label %if.else94

for.end91:                                        ; preds = %for.cond89
  %275 = add nsw i32 %i1188, 1
  br label %for.cond85, !llvm.loop !24

if.then93:                                        ; preds = %for.body90
  %276 = sext i32 %i1188 to i64
  %277 = mul nsw i64 %276, 256
  %278 = sext i32 %j192 to i64
  %279 = add nsw i64 %277, %278
  %280 = getelementptr inbounds float, ptr %X_s, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = mul i32 %bx, 32
  %283 = add i32 %282, %i1188
  %284 = sext i32 %283 to i64
  %285 = sext i32 %N to i64
  %286 = mul nsw i64 %284, %285
  %287 = sext i32 %j192 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds float, ptr %Y, i64 %288
  store float %281, ptr %289, align 4
  br label %if.end95

if.else94:                                        ; preds = %for.body90
  br label %if.end95

if.end95:                                         ; preds = %if.else94, %if.then93
  %290 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !25

if.then96:                                        ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_15, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_16, i8 0, i64 128, i1 false)
  %291 = mul i32 %bx, 4
  %292 = icmp sle i32 0, %291
  %293 = mul i32 %bx, 4
  %294 = sext i32 %293 to i64
  %295 = add i64 %294, 4
  %296 = sext i32 %M to i64
  %297 = icmp sle i64 %295, %296
  %298 = and i1 %292, %297
  %299 = sext i32 %N to i64
  %300 = icmp sle i64 512, %299
  %301 = and i1 %298, %300
  br i1 %301, label %if.then99, label %if.else100

if.else97:                                        ; preds = %if.else
  %302 = icmp sle i32 %N, 4096
  br i1 %302, label %if.then202, label %if.else203

if.end98:                                         ; preds = %if.end204, %if.end179
  br label %if.end

if.then99:                                        ; preds = %if.then96
  br label %for.cond102

if.else100:                                       ; preds = %if.then96
  br label %for.cond108

if.end101:                                        ; preds = %for.end110, %for.end104
  br label %for.cond119

for.cond102:                                      ; preds = %for.end107, %if.then99
  %i12 = phi i32 [ 0, %if.then99 ], [ %320, %for.end107 ]
  %303 = icmp slt i32 %i12, 4
  br i1 %303, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  br label %if.end101

for.cond105:                                      ; preds = %for.body106, %for.body103
  %j2 = phi i32 [ 0, %for.body103 ], [ %319, %for.body106 ]
  %304 = icmp slt i32 %j2, 512
  br i1 %304, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %305 = mul i32 %bx, 4
  %306 = add i32 %305, %i12
  %307 = sext i32 %306 to i64
  %308 = sext i32 %N to i64
  %309 = mul nsw i64 %307, %308
  %310 = sext i32 %j2 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds float, ptr %X, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = sext i32 %i12 to i64
  %315 = mul nsw i64 %314, 512
  %316 = sext i32 %j2 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds float, ptr %X_f, i64 %317
  store float %313, ptr %318, align 4
  %319 = add nsw i32 %j2, 1
  br label %for.cond105, !llvm.loop !26

for.end107:                                       ; preds = %for.cond105
  %320 = add nsw i32 %i12, 1
  br label %for.cond102, !llvm.loop !27

for.cond108:                                      ; preds = %for.end114, %if.else100
  %i12111 = phi i32 [ 0, %if.else100 ], [ %339, %for.end114 ]
  %321 = icmp slt i32 %i12111, 4
  br i1 %321, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  br label %for.cond112

for.end110:                                       ; preds = %for.cond108
  br label %if.end101

for.cond112:                                      ; preds = %sel.end118, %for.body109
  %j2115 = phi i32 [ 0, %for.body109 ], [ %355, %sel.end118 ]
  %322 = icmp slt i32 %j2115, 512
  br i1 %322, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %323 = mul i32 %bx, 4
  %324 = sext i32 %323 to i64
  %325 = sext i32 %i12111 to i64
  %326 = add i64 %324, %325
  %327 = icmp sle i64 0, %326
  %328 = mul i32 %bx, 4
  %329 = sext i32 %328 to i64
  %330 = sext i32 %i12111 to i64
  %331 = add i64 %329, %330
  %332 = sext i32 %M to i64
  %333 = icmp slt i64 %331, %332
  %334 = and i1 %327, %333
  %335 = sext i32 %j2115 to i64
  %336 = sext i32 %N to i64
  %337 = icmp slt i64 %335, %336
  %338 = and i1 %334, %337
  br i1 %338, label %sel.then116, label %sel.else117

for.end114:                                       ; preds = %for.cond112
  %339 = add nsw i32 %i12111, 1
  br label %for.cond108, !llvm.loop !28

sel.then116:                                      ; preds = %for.body113
  %340 = mul i32 %bx, 4
  %341 = add i32 %340, %i12111
  %342 = sext i32 %341 to i64
  %343 = sext i32 %N to i64
  %344 = mul nsw i64 %342, %343
  %345 = sext i32 %j2115 to i64
  %346 = add nsw i64 %344, %345
  %347 = getelementptr inbounds float, ptr %X, i64 %346
  %348 = load float, ptr %347, align 4
  br label %sel.end118

sel.else117:                                      ; preds = %for.body113
  br label %sel.end118

sel.end118:                                       ; preds = %sel.else117, %sel.then116
  %349 = phi float [ %348, %sel.then116 ], [ 0.000000e+00, %sel.else117 ]
  %350 = sext i32 %i12111 to i64
  %351 = mul nsw i64 %350, 512
  %352 = sext i32 %j2115 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %X_f, i64 %353
  store float %349, ptr %354, align 4
  %355 = add nsw i32 %j2115, 1
  br label %for.cond112, !llvm.loop !29

for.cond119:                                      ; preds = %for.end125, %if.end101
  %i122 = phi i32 [ 0, %if.end101 ], [ %373, %for.end125 ]
  %356 = icmp slt i32 %i122, 4
  br i1 %356, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  br label %for.cond123

for.end121:                                       ; preds = %for.cond119
  br label %for.cond127

for.cond123:                                      ; preds = %for.body124, %for.body120
  %j126 = phi i32 [ 0, %for.body120 ], [ %372, %for.body124 ]
  %357 = icmp slt i32 %j126, 512
  br i1 %357, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %358 = icmp slt i32 %j126, %N
  %359 = sext i32 %i122 to i64
  %360 = mul nsw i64 %359, 512
  %361 = sext i32 %j126 to i64
  %362 = add nsw i64 %360, %361
  %363 = call i64 @llvm.umin.i64(i64 %362, i64 2047)
  %364 = getelementptr inbounds float, ptr %X_f, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = select i1 %358, float %365, float 0xFFF0000000000000
  %367 = sext i32 %i122 to i64
  %368 = mul nsw i64 %367, 512
  %369 = sext i32 %j126 to i64
  %370 = add nsw i64 %368, %369
  %371 = getelementptr inbounds float, ptr %X_f, i64 %370
  store float %366, ptr %371, align 4
  %372 = add nsw i32 %j126, 1
  br label %for.cond123, !llvm.loop !30

for.end125:                                       ; preds = %for.cond123
  %373 = add nsw i32 %i122, 1
  br label %for.cond119, !llvm.loop !31

for.cond127:                                      ; preds = %for.end142, %for.end121
  %i3 = phi i32 [ 0, %for.end121 ], [ %418, %for.end142 ]
  %374 = icmp slt i32 %i3, 4
  br i1 %374, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond130

for.end129:                                       ; preds = %for.cond127
  br label %for.cond144

for.cond130:                                      ; preds = %for.body131, %for.body128
  %lane2 = phi i32 [ 0, %for.body128 ], [ %384, %for.body131 ]
  %375 = icmp slt i32 %lane2, 32
  br i1 %375, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %376 = sext i32 %i3 to i64
  %377 = mul nsw i64 %376, 512
  %378 = sext i32 %lane2 to i64
  %379 = add nsw i64 %377, %378
  %380 = getelementptr inbounds float, ptr %X_f, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = sext i32 %lane2 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane2, 1
  br label %for.cond130, !llvm.loop !32

for.end132:                                       ; preds = %for.cond130
  br label %for.cond133

for.cond133:                                      ; preds = %for.end138, %for.end132
  %red2 = phi i32 [ 0, %for.end132 ], [ %406, %for.end138 ]
  %385 = icmp slt i32 %red2, 15
  br i1 %385, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond136

for.end135:                                       ; preds = %for.cond133
  %386 = sext i32 %i3 to i64
  %387 = getelementptr inbounds float, ptr %m, i64 %386
  store float 0xFFF0000000000000, ptr %387, align 4
  br label %for.cond140

for.cond136:                                      ; preds = %for.body137, %for.body134
  %lane2139 = phi i32 [ 0, %for.body134 ], [ %405, %for.body137 ]
  %388 = icmp slt i32 %lane2139, 32
  br i1 %388, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %389 = sext i32 %lane2139 to i64
  %390 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %389
  %lane_acc1 = load float, ptr %390, align 4
  %391 = sext i32 %i3 to i64
  %392 = mul nsw i64 %391, 512
  %393 = add i32 %red2, 1
  %394 = mul i32 %393, 32
  %395 = add i32 %394, %lane2139
  %396 = sext i32 %395 to i64
  %397 = add nsw i64 %392, %396
  %398 = getelementptr inbounds float, ptr %X_f, i64 %397
  %lane_next1 = load float, ptr %398, align 4
  %399 = fcmp une float %lane_next1, %lane_next1
  %400 = fcmp ogt float %lane_acc1, %lane_next1
  %401 = select i1 %400, float %lane_acc1, float %lane_next1
  %402 = select i1 %399, float %lane_acc1, float %401
  %403 = sext i32 %lane2139 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %403
  store float %402, ptr %404, align 4
  %405 = add nsw i32 %lane2139, 1
  br label %for.cond136, !llvm.loop !33

for.end138:                                       ; preds = %for.cond136
  %406 = add nsw i32 %red2, 1
  br label %for.cond133, !llvm.loop !34

for.cond140:                                      ; preds = %for.body141, %for.end135
  %lane2143 = phi i32 [ 0, %for.end135 ], [ %417, %for.body141 ]
  %407 = icmp slt i32 %lane2143, 32
  br i1 %407, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %408 = sext i32 %i3 to i64
  %409 = getelementptr inbounds float, ptr %m, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = sext i32 %lane2143 to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = call float @llvm.maxnum.f32(float %410, float %413)
  %415 = sext i32 %i3 to i64
  %416 = getelementptr inbounds float, ptr %m, i64 %415
  store float %414, ptr %416, align 4
  %417 = add nsw i32 %lane2143, 1
  br label %for.cond140, !llvm.loop !35

for.end142:                                       ; preds = %for.cond140
  %418 = add nsw i32 %i3, 1
  br label %for.cond127, !llvm.loop !36

for.cond144:                                      ; preds = %for.end150, %for.end129
  %i147 = phi i32 [ 0, %for.end129 ], [ %438, %for.end150 ]
  %419 = icmp slt i32 %i147, 4
  br i1 %419, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  br label %for.cond148

for.end146:                                       ; preds = %for.cond144
  br label %for.cond152

for.cond148:                                      ; preds = %for.body149, %for.body145
  %j151 = phi i32 [ 0, %for.body145 ], [ %437, %for.body149 ]
  %420 = icmp slt i32 %j151, 512
  br i1 %420, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %421 = sext i32 %i147 to i64
  %422 = mul nsw i64 %421, 512
  %423 = sext i32 %j151 to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %X_f, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = sext i32 %i147 to i64
  %428 = getelementptr inbounds float, ptr %m, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fsub float %426, %429
  %431 = call float @tilec_expf(float %430)
  %432 = sext i32 %i147 to i64
  %433 = mul nsw i64 %432, 512
  %434 = sext i32 %j151 to i64
  %435 = add nsw i64 %433, %434
  %436 = getelementptr inbounds float, ptr %X_f, i64 %435
  store float %431, ptr %436, align 4
  %437 = add nsw i32 %j151, 1
  br label %for.cond148, !llvm.loop !37

for.end150:                                       ; preds = %for.cond148
  %438 = add nsw i32 %i147, 1
  br label %for.cond144, !llvm.loop !38

for.cond152:                                      ; preds = %for.end167, %for.end146
  %i5 = phi i32 [ 0, %for.end146 ], [ %482, %for.end167 ]
  %439 = icmp slt i32 %i5, 4
  br i1 %439, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  br label %for.cond155

for.end154:                                       ; preds = %for.cond152
  br label %for.cond169

for.cond155:                                      ; preds = %for.body156, %for.body153
  %lane3 = phi i32 [ 0, %for.body153 ], [ %449, %for.body156 ]
  %440 = icmp slt i32 %lane3, 32
  br i1 %440, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %441 = sext i32 %i5 to i64
  %442 = mul nsw i64 %441, 512
  %443 = sext i32 %lane3 to i64
  %444 = add nsw i64 %442, %443
  %445 = getelementptr inbounds float, ptr %X_f, i64 %444
  %446 = load float, ptr %445, align 4
  %447 = sext i32 %lane3 to i64
  %448 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %447
  store float %446, ptr %448, align 4
  %449 = add nsw i32 %lane3, 1
  br label %for.cond155, !llvm.loop !39

for.end157:                                       ; preds = %for.cond155
  br label %for.cond158

for.cond158:                                      ; preds = %for.end163, %for.end157
  %red3 = phi i32 [ 0, %for.end157 ], [ %470, %for.end163 ]
  %450 = icmp slt i32 %red3, 15
  br i1 %450, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond161

for.end160:                                       ; preds = %for.cond158
  %451 = sext i32 %i5 to i64
  %452 = getelementptr inbounds float, ptr %l, i64 %451
  store float 0.000000e+00, ptr %452, align 4
  br label %for.cond165

for.cond161:                                      ; preds = %for.body162, %for.body159
  %lane3164 = phi i32 [ 0, %for.body159 ], [ %469, %for.body162 ]
  %453 = icmp slt i32 %lane3164, 32
  br i1 %453, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %454 = sext i32 %lane3164 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sext i32 %i5 to i64
  %458 = mul nsw i64 %457, 512
  %459 = add i32 %red3, 1
  %460 = mul i32 %459, 32
  %461 = add i32 %460, %lane3164
  %462 = sext i32 %461 to i64
  %463 = add nsw i64 %458, %462
  %464 = getelementptr inbounds float, ptr %X_f, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = fadd float %456, %465
  %467 = sext i32 %lane3164 to i64
  %468 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %467
  store float %466, ptr %468, align 4
  %469 = add nsw i32 %lane3164, 1
  br label %for.cond161, !llvm.loop !40

for.end163:                                       ; preds = %for.cond161
  %470 = add nsw i32 %red3, 1
  br label %for.cond158, !llvm.loop !41

for.cond165:                                      ; preds = %for.body166, %for.end160
  %lane3168 = phi i32 [ 0, %for.end160 ], [ %481, %for.body166 ]
  %471 = icmp slt i32 %lane3168, 32
  br i1 %471, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %472 = sext i32 %i5 to i64
  %473 = getelementptr inbounds float, ptr %l, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %lane3168 to i64
  %476 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = fadd float %474, %477
  %479 = sext i32 %i5 to i64
  %480 = getelementptr inbounds float, ptr %l, i64 %479
  store float %478, ptr %480, align 4
  %481 = add nsw i32 %lane3168, 1
  br label %for.cond165, !llvm.loop !42

for.end167:                                       ; preds = %for.cond165
  %482 = add nsw i32 %i5, 1
  br label %for.cond152, !llvm.loop !43

for.cond169:                                      ; preds = %for.end175, %for.end154
  %i172 = phi i32 [ 0, %for.end154 ], [ %513, %for.end175 ]
  %483 = icmp slt i32 %i172, 4
  br i1 %483, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond173

for.end171:                                       ; preds = %for.cond169
  %484 = mul i32 %bx, 4
  %485 = icmp sle i32 0, %484
  %486 = mul i32 %bx, 4
  %487 = sext i32 %486 to i64
  %488 = add i64 %487, 4
  %489 = sext i32 %M to i64
  %490 = icmp sle i64 %488, %489
  %491 = and i1 %485, %490
  %492 = sext i32 %N to i64
  %493 = icmp sle i64 512, %492
  %494 = and i1 %491, %493
  br i1 %494, label %if.then177, label %if.else178

for.cond173:                                      ; preds = %for.body174, %for.body170
  %j176 = phi i32 [ 0, %for.body170 ], [ %512, %for.body174 ]
  %495 = icmp slt i32 %j176, 512
  br i1 %495, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %496 = sext i32 %i172 to i64
  %497 = mul nsw i64 %496, 512
  %498 = sext i32 %j176 to i64
  %499 = add nsw i64 %497, %498
  %500 = getelementptr inbounds float, ptr %X_f, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = sext i32 %i172 to i64
  %503 = getelementptr inbounds float, ptr %l, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = fdiv float 1.000000e+00, %504
  %506 = fmul float %501, %505
  %507 = sext i32 %i172 to i64
  %508 = mul nsw i64 %507, 512
  %509 = sext i32 %j176 to i64
  %510 = add nsw i64 %508, %509
  %511 = getelementptr inbounds float, ptr %X_f, i64 %510
  store float %506, ptr %511, align 4
  %512 = add nsw i32 %j176, 1
  br label %for.cond173, !llvm.loop !44

for.end175:                                       ; preds = %for.cond173
  %513 = add nsw i32 %i172, 1
  br label %for.cond169, !llvm.loop !45

if.then177:                                       ; preds = %for.end171
  br label %for.cond180

if.else178:                                       ; preds = %for.end171
  br label %for.cond191

if.end179:                                        ; preds = %for.end193, %for.end182
  br label %if.end98

for.cond180:                                      ; preds = %if.end186, %if.then177
  %i12183 = phi i32 [ 0, %if.then177 ], [ %530, %if.end186 ]
  %514 = icmp slt i32 %i12183, 4
  br i1 %514, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %515 = sext i32 %M to i64
  %516 = sext i32 %N to i64
  %517 = mul i64 %515, %516
  %518 = icmp sge i64 %517, 8388608
  br i1 %518, label %if.then184, label %if.else185

for.end182:                                       ; preds = %for.cond180
  br label %if.end179

if.then184:                                       ; preds = %for.body181
  %519 = mul i32 %bx, 4
  %520 = add i32 %519, %i12183
  %521 = sext i32 %520 to i64
  %522 = sext i32 %N to i64
  %523 = mul nsw i64 %521, %522
  %524 = add nsw i64 %523, 0
  %525 = getelementptr inbounds float, ptr %Y, i64 %524
  %526 = sext i32 %i12183 to i64
  %527 = mul nsw i64 %526, 512
  %528 = add nsw i64 %527, 0
  %529 = getelementptr inbounds float, ptr %X_f, i64 %528
  call void @tilec_rt_stream(ptr %525, ptr %529, i64 2048)
  br label %if.end186

if.else185:                                       ; preds = %for.body181
  br label %for.cond187

if.end186:                                        ; preds = %for.end189, %if.then184
  %530 = add nsw i32 %i12183, 1
  br label %for.cond180, !llvm.loop !46

for.cond187:                                      ; preds = %for.body188, %if.else185
  %j2190 = phi i32 [ 0, %if.else185 ], [ %546, %for.body188 ]
  %531 = icmp slt i32 %j2190, 512
  br i1 %531, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %532 = sext i32 %i12183 to i64
  %533 = mul nsw i64 %532, 512
  %534 = sext i32 %j2190 to i64
  %535 = add nsw i64 %533, %534
  %536 = getelementptr inbounds float, ptr %X_f, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = mul i32 %bx, 4
  %539 = add i32 %538, %i12183
  %540 = sext i32 %539 to i64
  %541 = sext i32 %N to i64
  %542 = mul nsw i64 %540, %541
  %543 = sext i32 %j2190 to i64
  %544 = add nsw i64 %542, %543
  %545 = getelementptr inbounds float, ptr %Y, i64 %544
  store float %537, ptr %545, align 4
  %546 = add nsw i32 %j2190, 1
  br label %for.cond187, !llvm.loop !47

for.end189:                                       ; preds = %for.cond187
  br label %if.end186

for.cond191:                                      ; preds = %for.end197, %if.else178
  %i12194 = phi i32 [ 0, %if.else178 ], [ %565, %for.end197 ]
  %547 = icmp slt i32 %i12194, 4
  br i1 %547, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  br label %for.cond195

for.end193:                                       ; preds = %for.cond191
  br label %if.end179

for.cond195:                                      ; preds = %if.end201, %for.body192
  %j2198 = phi i32 [ 0, %for.body192 ], [ %580, %if.end201 ]
  %548 = icmp slt i32 %j2198, 512
  br i1 %548, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %549 = mul i32 %bx, 4
  %550 = sext i32 %549 to i64
  %551 = sext i32 %i12194 to i64
  %552 = add i64 %550, %551
  %553 = icmp sle i64 0, %552
  %554 = mul i32 %bx, 4
  %555 = sext i32 %554 to i64
  %556 = sext i32 %i12194 to i64
  %557 = add i64 %555, %556
  %558 = sext i32 %M to i64
  %559 = icmp slt i64 %557, %558
  %560 = and i1 %553, %559
  %561 = sext i32 %j2198 to i64
  %562 = sext i32 %N to i64
  %563 = icmp slt i64 %561, %562
  %564 = and i1 %560, %563
  br i1 %564, label %if.then199, label %if.else200

for.end197:                                       ; preds = %for.cond195
  %565 = add nsw i32 %i12194, 1
  br label %for.cond191, !llvm.loop !48

if.then199:                                       ; preds = %for.body196
  %566 = sext i32 %i12194 to i64
  %567 = mul nsw i64 %566, 512
  %568 = sext i32 %j2198 to i64
  %569 = add nsw i64 %567, %568
  %570 = getelementptr inbounds float, ptr %X_f, i64 %569
  %571 = load float, ptr %570, align 4
  %572 = mul i32 %bx, 4
  %573 = add i32 %572, %i12194
  %574 = sext i32 %573 to i64
  %575 = sext i32 %N to i64
  %576 = mul nsw i64 %574, %575
  %577 = sext i32 %j2198 to i64
  %578 = add nsw i64 %576, %577
  %579 = getelementptr inbounds float, ptr %Y, i64 %578
  store float %571, ptr %579, align 4
  br label %if.end201

if.else200:                                       ; preds = %for.body196
  br label %if.end201

if.end201:                                        ; preds = %if.else200, %if.then199
  %580 = add nsw i32 %j2198, 1
  br label %for.cond195, !llvm.loop !49

if.then202:                                       ; preds = %if.else97
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_17, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_18, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond205

if.else203:                                       ; preds = %if.else97
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_19, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_20, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m_prev, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond311

if.end204:                                        ; preds = %for.end402, %for.end207
  br label %if.end98

for.cond205:                                      ; preds = %if.end288, %if.then202
  %r = phi i32 [ 0, %if.then202 ], [ %810, %if.end288 ]
  %581 = icmp slt i32 %r, 4
  br i1 %581, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %582 = mul i32 %bx, 4
  %583 = add i32 %582, %r
  %584 = icmp sle i32 0, %583
  %585 = mul i32 %bx, 4
  %586 = add i32 %585, %r
  %587 = sext i32 %586 to i64
  %588 = add i64 %587, 1
  %589 = sext i32 %M to i64
  %590 = icmp sle i64 %588, %589
  %591 = and i1 %584, %590
  %592 = sext i32 %N to i64
  %593 = icmp sle i64 4096, %592
  %594 = and i1 %591, %593
  br i1 %594, label %if.then208, label %if.else209

for.end207:                                       ; preds = %for.cond205
  br label %if.end204

if.then208:                                       ; preds = %for.body206
  br label %for.cond211

if.else209:                                       ; preds = %for.body206
  br label %for.cond217

if.end210:                                        ; preds = %for.end219, %for.end213
  br label %for.cond228

for.cond211:                                      ; preds = %for.end216, %if.then208
  %i13 = phi i32 [ 0, %if.then208 ], [ %613, %for.end216 ]
  %595 = icmp slt i32 %i13, 1
  br i1 %595, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond214

for.end213:                                       ; preds = %for.cond211
  br label %if.end210

for.cond214:                                      ; preds = %for.body215, %for.body212
  %j3 = phi i32 [ 0, %for.body212 ], [ %612, %for.body215 ]
  %596 = icmp slt i32 %j3, 4096
  br i1 %596, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %597 = mul i32 %bx, 4
  %598 = add i32 %597, %r
  %599 = add i32 %598, %i13
  %600 = sext i32 %599 to i64
  %601 = sext i32 %N to i64
  %602 = mul nsw i64 %600, %601
  %603 = sext i32 %j3 to i64
  %604 = add nsw i64 %602, %603
  %605 = getelementptr inbounds float, ptr %X, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = sext i32 %i13 to i64
  %608 = mul nsw i64 %607, 4096
  %609 = sext i32 %j3 to i64
  %610 = add nsw i64 %608, %609
  %611 = getelementptr inbounds float, ptr %X_r, i64 %610
  store float %606, ptr %611, align 4
  %612 = add nsw i32 %j3, 1
  br label %for.cond214, !llvm.loop !50

for.end216:                                       ; preds = %for.cond214
  %613 = add nsw i32 %i13, 1
  br label %for.cond211, !llvm.loop !51

for.cond217:                                      ; preds = %for.end223, %if.else209
  %i13220 = phi i32 [ 0, %if.else209 ], [ %634, %for.end223 ]
  %614 = icmp slt i32 %i13220, 1
  br i1 %614, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  br label %for.cond221

for.end219:                                       ; preds = %for.cond217
  br label %if.end210

for.cond221:                                      ; preds = %sel.end227, %for.body218
  %j3224 = phi i32 [ 0, %for.body218 ], [ %651, %sel.end227 ]
  %615 = icmp slt i32 %j3224, 4096
  br i1 %615, label %for.body222, label %for.end223

for.body222:                                      ; preds = %for.cond221
  %616 = mul i32 %bx, 4
  %617 = add i32 %616, %r
  %618 = sext i32 %617 to i64
  %619 = sext i32 %i13220 to i64
  %620 = add i64 %618, %619
  %621 = icmp sle i64 0, %620
  %622 = mul i32 %bx, 4
  %623 = add i32 %622, %r
  %624 = sext i32 %623 to i64
  %625 = sext i32 %i13220 to i64
  %626 = add i64 %624, %625
  %627 = sext i32 %M to i64
  %628 = icmp slt i64 %626, %627
  %629 = and i1 %621, %628
  %630 = sext i32 %j3224 to i64
  %631 = sext i32 %N to i64
  %632 = icmp slt i64 %630, %631
  %633 = and i1 %629, %632
  br i1 %633, label %sel.then225, label %sel.else226

for.end223:                                       ; preds = %for.cond221
  %634 = add nsw i32 %i13220, 1
  br label %for.cond217, !llvm.loop !52

sel.then225:                                      ; preds = %for.body222
  %635 = mul i32 %bx, 4
  %636 = add i32 %635, %r
  %637 = add i32 %636, %i13220
  %638 = sext i32 %637 to i64
  %639 = sext i32 %N to i64
  %640 = mul nsw i64 %638, %639
  %641 = sext i32 %j3224 to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %X, i64 %642
  %644 = load float, ptr %643, align 4
  br label %sel.end227

sel.else226:                                      ; preds = %for.body222
  br label %sel.end227

sel.end227:                                       ; preds = %sel.else226, %sel.then225
  %645 = phi float [ %644, %sel.then225 ], [ 0.000000e+00, %sel.else226 ]
  %646 = sext i32 %i13220 to i64
  %647 = mul nsw i64 %646, 4096
  %648 = sext i32 %j3224 to i64
  %649 = add nsw i64 %647, %648
  %650 = getelementptr inbounds float, ptr %X_r, i64 %649
  store float %645, ptr %650, align 4
  %651 = add nsw i32 %j3224, 1
  br label %for.cond221, !llvm.loop !53

for.cond228:                                      ; preds = %for.end234, %if.end210
  %i231 = phi i32 [ 0, %if.end210 ], [ %669, %for.end234 ]
  %652 = icmp slt i32 %i231, 1
  br i1 %652, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  br label %for.cond232

for.end230:                                       ; preds = %for.cond228
  br label %for.cond236

for.cond232:                                      ; preds = %for.body233, %for.body229
  %j235 = phi i32 [ 0, %for.body229 ], [ %668, %for.body233 ]
  %653 = icmp slt i32 %j235, 4096
  br i1 %653, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %654 = icmp slt i32 %j235, %N
  %655 = sext i32 %i231 to i64
  %656 = mul nsw i64 %655, 4096
  %657 = sext i32 %j235 to i64
  %658 = add nsw i64 %656, %657
  %659 = call i64 @llvm.umin.i64(i64 %658, i64 4095)
  %660 = getelementptr inbounds float, ptr %X_r, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = select i1 %654, float %661, float 0xFFF0000000000000
  %663 = sext i32 %i231 to i64
  %664 = mul nsw i64 %663, 4096
  %665 = sext i32 %j235 to i64
  %666 = add nsw i64 %664, %665
  %667 = getelementptr inbounds float, ptr %X_r, i64 %666
  store float %662, ptr %667, align 4
  %668 = add nsw i32 %j235, 1
  br label %for.cond232, !llvm.loop !54

for.end234:                                       ; preds = %for.cond232
  %669 = add nsw i32 %i231, 1
  br label %for.cond228, !llvm.loop !55

for.cond236:                                      ; preds = %for.end251, %for.end230
  %i6 = phi i32 [ 0, %for.end230 ], [ %714, %for.end251 ]
  %670 = icmp slt i32 %i6, 1
  br i1 %670, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  br label %for.cond239

for.end238:                                       ; preds = %for.cond236
  br label %for.cond253

for.cond239:                                      ; preds = %for.body240, %for.body237
  %lane4 = phi i32 [ 0, %for.body237 ], [ %680, %for.body240 ]
  %671 = icmp slt i32 %lane4, 32
  br i1 %671, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %672 = sext i32 %i6 to i64
  %673 = mul nsw i64 %672, 4096
  %674 = sext i32 %lane4 to i64
  %675 = add nsw i64 %673, %674
  %676 = getelementptr inbounds float, ptr %X_r, i64 %675
  %677 = load float, ptr %676, align 4
  %678 = sext i32 %lane4 to i64
  %679 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %678
  store float %677, ptr %679, align 4
  %680 = add nsw i32 %lane4, 1
  br label %for.cond239, !llvm.loop !56

for.end241:                                       ; preds = %for.cond239
  br label %for.cond242

for.cond242:                                      ; preds = %for.end247, %for.end241
  %red4 = phi i32 [ 0, %for.end241 ], [ %702, %for.end247 ]
  %681 = icmp slt i32 %red4, 127
  br i1 %681, label %for.body243, label %for.end244

for.body243:                                      ; preds = %for.cond242
  br label %for.cond245

for.end244:                                       ; preds = %for.cond242
  %682 = sext i32 %i6 to i64
  %683 = getelementptr inbounds float, ptr %m_r, i64 %682
  store float 0xFFF0000000000000, ptr %683, align 4
  br label %for.cond249

for.cond245:                                      ; preds = %for.body246, %for.body243
  %lane4248 = phi i32 [ 0, %for.body243 ], [ %701, %for.body246 ]
  %684 = icmp slt i32 %lane4248, 32
  br i1 %684, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %685 = sext i32 %lane4248 to i64
  %686 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %685
  %lane_acc2 = load float, ptr %686, align 4
  %687 = sext i32 %i6 to i64
  %688 = mul nsw i64 %687, 4096
  %689 = add i32 %red4, 1
  %690 = mul i32 %689, 32
  %691 = add i32 %690, %lane4248
  %692 = sext i32 %691 to i64
  %693 = add nsw i64 %688, %692
  %694 = getelementptr inbounds float, ptr %X_r, i64 %693
  %lane_next2 = load float, ptr %694, align 4
  %695 = fcmp une float %lane_next2, %lane_next2
  %696 = fcmp ogt float %lane_acc2, %lane_next2
  %697 = select i1 %696, float %lane_acc2, float %lane_next2
  %698 = select i1 %695, float %lane_acc2, float %697
  %699 = sext i32 %lane4248 to i64
  %700 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %699
  store float %698, ptr %700, align 4
  %701 = add nsw i32 %lane4248, 1
  br label %for.cond245, !llvm.loop !57

for.end247:                                       ; preds = %for.cond245
  %702 = add nsw i32 %red4, 1
  br label %for.cond242, !llvm.loop !58

for.cond249:                                      ; preds = %for.body250, %for.end244
  %lane4252 = phi i32 [ 0, %for.end244 ], [ %713, %for.body250 ]
  %703 = icmp slt i32 %lane4252, 32
  br i1 %703, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %704 = sext i32 %i6 to i64
  %705 = getelementptr inbounds float, ptr %m_r, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = sext i32 %lane4252 to i64
  %708 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %707
  %709 = load float, ptr %708, align 4
  %710 = call float @llvm.maxnum.f32(float %706, float %709)
  %711 = sext i32 %i6 to i64
  %712 = getelementptr inbounds float, ptr %m_r, i64 %711
  store float %710, ptr %712, align 4
  %713 = add nsw i32 %lane4252, 1
  br label %for.cond249, !llvm.loop !59

for.end251:                                       ; preds = %for.cond249
  %714 = add nsw i32 %i6, 1
  br label %for.cond236, !llvm.loop !60

for.cond253:                                      ; preds = %for.end259, %for.end238
  %i256 = phi i32 [ 0, %for.end238 ], [ %733, %for.end259 ]
  %715 = icmp slt i32 %i256, 1
  br i1 %715, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  br label %for.cond257

for.end255:                                       ; preds = %for.cond253
  br label %for.cond261

for.cond257:                                      ; preds = %for.body258, %for.body254
  %j260 = phi i32 [ 0, %for.body254 ], [ %732, %for.body258 ]
  %716 = icmp slt i32 %j260, 4096
  br i1 %716, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %717 = sext i32 %i256 to i64
  %718 = mul nsw i64 %717, 4096
  %719 = sext i32 %j260 to i64
  %720 = add nsw i64 %718, %719
  %721 = getelementptr inbounds float, ptr %X_r, i64 %720
  %722 = load float, ptr %721, align 4
  %723 = getelementptr inbounds float, ptr %m_r, i64 0
  %724 = load float, ptr %723, align 4
  %725 = fsub float %722, %724
  %726 = call float @tilec_expf(float %725)
  %727 = sext i32 %i256 to i64
  %728 = mul nsw i64 %727, 4096
  %729 = sext i32 %j260 to i64
  %730 = add nsw i64 %728, %729
  %731 = getelementptr inbounds float, ptr %X_r, i64 %730
  store float %726, ptr %731, align 4
  %732 = add nsw i32 %j260, 1
  br label %for.cond257, !llvm.loop !61

for.end259:                                       ; preds = %for.cond257
  %733 = add nsw i32 %i256, 1
  br label %for.cond253, !llvm.loop !62

for.cond261:                                      ; preds = %for.end276, %for.end255
  %i7 = phi i32 [ 0, %for.end255 ], [ %777, %for.end276 ]
  %734 = icmp slt i32 %i7, 1
  br i1 %734, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  br label %for.cond264

for.end263:                                       ; preds = %for.cond261
  br label %for.cond278

for.cond264:                                      ; preds = %for.body265, %for.body262
  %lane5 = phi i32 [ 0, %for.body262 ], [ %744, %for.body265 ]
  %735 = icmp slt i32 %lane5, 32
  br i1 %735, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %736 = sext i32 %i7 to i64
  %737 = mul nsw i64 %736, 4096
  %738 = sext i32 %lane5 to i64
  %739 = add nsw i64 %737, %738
  %740 = getelementptr inbounds float, ptr %X_r, i64 %739
  %741 = load float, ptr %740, align 4
  %742 = sext i32 %lane5 to i64
  %743 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %742
  store float %741, ptr %743, align 4
  %744 = add nsw i32 %lane5, 1
  br label %for.cond264, !llvm.loop !63

for.end266:                                       ; preds = %for.cond264
  br label %for.cond267

for.cond267:                                      ; preds = %for.end272, %for.end266
  %red5 = phi i32 [ 0, %for.end266 ], [ %765, %for.end272 ]
  %745 = icmp slt i32 %red5, 127
  br i1 %745, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  br label %for.cond270

for.end269:                                       ; preds = %for.cond267
  %746 = sext i32 %i7 to i64
  %747 = getelementptr inbounds float, ptr %l_r, i64 %746
  store float 0.000000e+00, ptr %747, align 4
  br label %for.cond274

for.cond270:                                      ; preds = %for.body271, %for.body268
  %lane5273 = phi i32 [ 0, %for.body268 ], [ %764, %for.body271 ]
  %748 = icmp slt i32 %lane5273, 32
  br i1 %748, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %749 = sext i32 %lane5273 to i64
  %750 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %749
  %751 = load float, ptr %750, align 4
  %752 = sext i32 %i7 to i64
  %753 = mul nsw i64 %752, 4096
  %754 = add i32 %red5, 1
  %755 = mul i32 %754, 32
  %756 = add i32 %755, %lane5273
  %757 = sext i32 %756 to i64
  %758 = add nsw i64 %753, %757
  %759 = getelementptr inbounds float, ptr %X_r, i64 %758
  %760 = load float, ptr %759, align 4
  %761 = fadd float %751, %760
  %762 = sext i32 %lane5273 to i64
  %763 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %762
  store float %761, ptr %763, align 4
  %764 = add nsw i32 %lane5273, 1
  br label %for.cond270, !llvm.loop !64

for.end272:                                       ; preds = %for.cond270
  %765 = add nsw i32 %red5, 1
  br label %for.cond267, !llvm.loop !65

for.cond274:                                      ; preds = %for.body275, %for.end269
  %lane5277 = phi i32 [ 0, %for.end269 ], [ %776, %for.body275 ]
  %766 = icmp slt i32 %lane5277, 32
  br i1 %766, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  %767 = sext i32 %i7 to i64
  %768 = getelementptr inbounds float, ptr %l_r, i64 %767
  %769 = load float, ptr %768, align 4
  %770 = sext i32 %lane5277 to i64
  %771 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %770
  %772 = load float, ptr %771, align 4
  %773 = fadd float %769, %772
  %774 = sext i32 %i7 to i64
  %775 = getelementptr inbounds float, ptr %l_r, i64 %774
  store float %773, ptr %775, align 4
  %776 = add nsw i32 %lane5277, 1
  br label %for.cond274, !llvm.loop !66

for.end276:                                       ; preds = %for.cond274
  %777 = add nsw i32 %i7, 1
  br label %for.cond261, !llvm.loop !67

for.cond278:                                      ; preds = %for.end284, %for.end263
  %i281 = phi i32 [ 0, %for.end263 ], [ %809, %for.end284 ]
  %778 = icmp slt i32 %i281, 1
  br i1 %778, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  br label %for.cond282

for.end280:                                       ; preds = %for.cond278
  %779 = mul i32 %bx, 4
  %780 = add i32 %779, %r
  %781 = icmp sle i32 0, %780
  %782 = mul i32 %bx, 4
  %783 = add i32 %782, %r
  %784 = sext i32 %783 to i64
  %785 = add i64 %784, 1
  %786 = sext i32 %M to i64
  %787 = icmp sle i64 %785, %786
  %788 = and i1 %781, %787
  %789 = sext i32 %N to i64
  %790 = icmp sle i64 4096, %789
  %791 = and i1 %788, %790
  br i1 %791, label %if.then286, label %if.else287

for.cond282:                                      ; preds = %for.body283, %for.body279
  %j285 = phi i32 [ 0, %for.body279 ], [ %808, %for.body283 ]
  %792 = icmp slt i32 %j285, 4096
  br i1 %792, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %793 = sext i32 %i281 to i64
  %794 = mul nsw i64 %793, 4096
  %795 = sext i32 %j285 to i64
  %796 = add nsw i64 %794, %795
  %797 = getelementptr inbounds float, ptr %X_r, i64 %796
  %798 = load float, ptr %797, align 4
  %799 = getelementptr inbounds float, ptr %l_r, i64 0
  %800 = load float, ptr %799, align 4
  %801 = fdiv float 1.000000e+00, %800
  %802 = fmul float %798, %801
  %803 = sext i32 %i281 to i64
  %804 = mul nsw i64 %803, 4096
  %805 = sext i32 %j285 to i64
  %806 = add nsw i64 %804, %805
  %807 = getelementptr inbounds float, ptr %X_r, i64 %806
  store float %802, ptr %807, align 4
  %808 = add nsw i32 %j285, 1
  br label %for.cond282, !llvm.loop !68

for.end284:                                       ; preds = %for.cond282
  %809 = add nsw i32 %i281, 1
  br label %for.cond278, !llvm.loop !69

if.then286:                                       ; preds = %for.end280
  br label %for.cond289

if.else287:                                       ; preds = %for.end280
  br label %for.cond300

if.end288:                                        ; preds = %for.end302, %for.end291
  %810 = add nsw i32 %r, 1
  br label %for.cond205, !llvm.loop !70

for.cond289:                                      ; preds = %if.end295, %if.then286
  %i13292 = phi i32 [ 0, %if.then286 ], [ %828, %if.end295 ]
  %811 = icmp slt i32 %i13292, 1
  br i1 %811, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %812 = sext i32 %M to i64
  %813 = sext i32 %N to i64
  %814 = mul i64 %812, %813
  %815 = icmp sge i64 %814, 8388608
  br i1 %815, label %if.then293, label %if.else294

for.end291:                                       ; preds = %for.cond289
  br label %if.end288

if.then293:                                       ; preds = %for.body290
  %816 = mul i32 %bx, 4
  %817 = add i32 %816, %r
  %818 = add i32 %817, %i13292
  %819 = sext i32 %818 to i64
  %820 = sext i32 %N to i64
  %821 = mul nsw i64 %819, %820
  %822 = add nsw i64 %821, 0
  %823 = getelementptr inbounds float, ptr %Y, i64 %822
  %824 = sext i32 %i13292 to i64
  %825 = mul nsw i64 %824, 4096
  %826 = add nsw i64 %825, 0
  %827 = getelementptr inbounds float, ptr %X_r, i64 %826
  call void @tilec_rt_stream(ptr %823, ptr %827, i64 16384)
  br label %if.end295

if.else294:                                       ; preds = %for.body290
  br label %for.cond296

if.end295:                                        ; preds = %for.end298, %if.then293
  %828 = add nsw i32 %i13292, 1
  br label %for.cond289, !llvm.loop !71

for.cond296:                                      ; preds = %for.body297, %if.else294
  %j3299 = phi i32 [ 0, %if.else294 ], [ %845, %for.body297 ]
  %829 = icmp slt i32 %j3299, 4096
  br i1 %829, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %830 = sext i32 %i13292 to i64
  %831 = mul nsw i64 %830, 4096
  %832 = sext i32 %j3299 to i64
  %833 = add nsw i64 %831, %832
  %834 = getelementptr inbounds float, ptr %X_r, i64 %833
  %835 = load float, ptr %834, align 4
  %836 = mul i32 %bx, 4
  %837 = add i32 %836, %r
  %838 = add i32 %837, %i13292
  %839 = sext i32 %838 to i64
  %840 = sext i32 %N to i64
  %841 = mul nsw i64 %839, %840
  %842 = sext i32 %j3299 to i64
  %843 = add nsw i64 %841, %842
  %844 = getelementptr inbounds float, ptr %Y, i64 %843
  store float %835, ptr %844, align 4
  %845 = add nsw i32 %j3299, 1
  br label %for.cond296, !llvm.loop !72

for.end298:                                       ; preds = %for.cond296
  br label %if.end295

for.cond300:                                      ; preds = %for.end306, %if.else287
  %i13303 = phi i32 [ 0, %if.else287 ], [ %866, %for.end306 ]
  %846 = icmp slt i32 %i13303, 1
  br i1 %846, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  br label %for.cond304

for.end302:                                       ; preds = %for.cond300
  br label %if.end288

for.cond304:                                      ; preds = %if.end310, %for.body301
  %j3307 = phi i32 [ 0, %for.body301 ], [ %882, %if.end310 ]
  %847 = icmp slt i32 %j3307, 4096
  br i1 %847, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %848 = mul i32 %bx, 4
  %849 = add i32 %848, %r
  %850 = sext i32 %849 to i64
  %851 = sext i32 %i13303 to i64
  %852 = add i64 %850, %851
  %853 = icmp sle i64 0, %852
  %854 = mul i32 %bx, 4
  %855 = add i32 %854, %r
  %856 = sext i32 %855 to i64
  %857 = sext i32 %i13303 to i64
  %858 = add i64 %856, %857
  %859 = sext i32 %M to i64
  %860 = icmp slt i64 %858, %859
  %861 = and i1 %853, %860
  %862 = sext i32 %j3307 to i64
  %863 = sext i32 %N to i64
  %864 = icmp slt i64 %862, %863
  %865 = and i1 %861, %864
  br i1 %865, label %if.then308, label %if.else309

for.end306:                                       ; preds = %for.cond304
  %866 = add nsw i32 %i13303, 1
  br label %for.cond300, !llvm.loop !73

if.then308:                                       ; preds = %for.body305
  %867 = sext i32 %i13303 to i64
  %868 = mul nsw i64 %867, 4096
  %869 = sext i32 %j3307 to i64
  %870 = add nsw i64 %868, %869
  %871 = getelementptr inbounds float, ptr %X_r, i64 %870
  %872 = load float, ptr %871, align 4
  %873 = mul i32 %bx, 4
  %874 = add i32 %873, %r
  %875 = add i32 %874, %i13303
  %876 = sext i32 %875 to i64
  %877 = sext i32 %N to i64
  %878 = mul nsw i64 %876, %877
  %879 = sext i32 %j3307 to i64
  %880 = add nsw i64 %878, %879
  %881 = getelementptr inbounds float, ptr %Y, i64 %880
  store float %872, ptr %881, align 4
  br label %if.end310

if.else309:                                       ; preds = %for.body305
  br label %if.end310

if.end310:                                        ; preds = %if.else309, %if.then308
  %882 = add nsw i32 %j3307, 1
  br label %for.cond304, !llvm.loop !74

for.cond311:                                      ; preds = %for.body312, %if.else203
  %i14 = phi i32 [ 0, %if.else203 ], [ %886, %for.body312 ]
  %883 = icmp slt i32 %i14, 4
  br i1 %883, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %884 = sext i32 %i14 to i64
  %885 = getelementptr inbounds float, ptr %m, i64 %884
  store float 0xFFF0000000000000, ptr %885, align 4
  %886 = add nsw i32 %i14, 1
  br label %for.cond311, !llvm.loop !75

for.end313:                                       ; preds = %for.cond311
  br label %for.cond314

for.cond314:                                      ; preds = %for.body315, %for.end313
  %i14317 = phi i32 [ 0, %for.end313 ], [ %890, %for.body315 ]
  %887 = icmp slt i32 %i14317, 4
  br i1 %887, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %888 = sext i32 %i14317 to i64
  %889 = getelementptr inbounds float, ptr %l, i64 %888
  store float 0.000000e+00, ptr %889, align 4
  %890 = add nsw i32 %i14317, 1
  br label %for.cond314, !llvm.loop !76

for.end316:                                       ; preds = %for.cond314
  %891 = sext i32 %N to i64
  %892 = sdiv i64 %891, 512
  %893 = sub i64 0, %891
  %894 = select i1 false, i64 %893, i64 %892
  %895 = srem i64 %891, 512
  %896 = icmp ne i64 %895, 0
  %897 = icmp slt i64 %891, 0
  %898 = icmp eq i1 %897, false
  %899 = and i1 %896, %898
  %900 = zext i1 %899 to i64
  %901 = add i64 %894, %900
  %902 = trunc i64 %901 to i32
  br label %for.cond318

for.cond318:                                      ; preds = %for.end398, %for.end316
  %c = phi i32 [ 0, %for.end316 ], [ %1153, %for.end398 ]
  %903 = icmp slt i32 %c, %902
  br i1 %903, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %904 = mul i32 %bx, 4
  %905 = icmp sle i32 0, %904
  %906 = mul i32 %bx, 4
  %907 = sext i32 %906 to i64
  %908 = add i64 %907, 4
  %909 = sext i32 %M to i64
  %910 = icmp sle i64 %908, %909
  %911 = and i1 %905, %910
  %912 = mul i32 %c, 512
  %913 = icmp sle i32 0, %912
  %914 = mul i32 %c, 512
  %915 = sext i32 %914 to i64
  %916 = add i64 %915, 512
  %917 = sext i32 %N to i64
  %918 = icmp sle i64 %916, %917
  %919 = and i1 %913, %918
  %920 = and i1 %911, %919
  br i1 %920, label %if.then321, label %if.else322

for.end320:                                       ; preds = %for.cond318
  %921 = sext i32 %N to i64
  %922 = sdiv i64 %921, 512
  %923 = sub i64 0, %921
  %924 = select i1 false, i64 %923, i64 %922
  %925 = srem i64 %921, 512
  %926 = icmp ne i64 %925, 0
  %927 = icmp slt i64 %921, 0
  %928 = icmp eq i1 %927, false
  %929 = and i1 %926, %928
  %930 = zext i1 %929 to i64
  %931 = add i64 %924, %930
  %932 = trunc i64 %931 to i32
  br label %for.cond400

if.then321:                                       ; preds = %for.body319
  br label %for.cond324

if.else322:                                       ; preds = %for.body319
  br label %for.cond331

if.end323:                                        ; preds = %for.end333, %for.end326
  br label %for.cond342

for.cond324:                                      ; preds = %for.end330, %if.then321
  %i14327 = phi i32 [ 0, %if.then321 ], [ %952, %for.end330 ]
  %933 = icmp slt i32 %i14327, 4
  br i1 %933, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  br label %for.cond328

for.end326:                                       ; preds = %for.cond324
  br label %if.end323

for.cond328:                                      ; preds = %for.body329, %for.body325
  %j4 = phi i32 [ 0, %for.body325 ], [ %951, %for.body329 ]
  %934 = icmp slt i32 %j4, 512
  br i1 %934, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %935 = mul i32 %bx, 4
  %936 = add i32 %935, %i14327
  %937 = sext i32 %936 to i64
  %938 = sext i32 %N to i64
  %939 = mul nsw i64 %937, %938
  %940 = mul i32 %c, 512
  %941 = add i32 %940, %j4
  %942 = sext i32 %941 to i64
  %943 = add nsw i64 %939, %942
  %944 = getelementptr inbounds float, ptr %X, i64 %943
  %945 = load float, ptr %944, align 4
  %946 = sext i32 %i14327 to i64
  %947 = mul nsw i64 %946, 512
  %948 = sext i32 %j4 to i64
  %949 = add nsw i64 %947, %948
  %950 = getelementptr inbounds float, ptr %X_f, i64 %949
  store float %945, ptr %950, align 4
  %951 = add nsw i32 %j4, 1
  br label %for.cond328, !llvm.loop !77

for.end330:                                       ; preds = %for.cond328
  %952 = add nsw i32 %i14327, 1
  br label %for.cond324, !llvm.loop !78

for.cond331:                                      ; preds = %for.end337, %if.else322
  %i14334 = phi i32 [ 0, %if.else322 ], [ %980, %for.end337 ]
  %953 = icmp slt i32 %i14334, 4
  br i1 %953, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  br label %for.cond335

for.end333:                                       ; preds = %for.cond331
  br label %if.end323

for.cond335:                                      ; preds = %sel.end341, %for.body332
  %j4338 = phi i32 [ 0, %for.body332 ], [ %998, %sel.end341 ]
  %954 = icmp slt i32 %j4338, 512
  br i1 %954, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %955 = mul i32 %bx, 4
  %956 = sext i32 %955 to i64
  %957 = sext i32 %i14334 to i64
  %958 = add i64 %956, %957
  %959 = icmp sle i64 0, %958
  %960 = mul i32 %bx, 4
  %961 = sext i32 %960 to i64
  %962 = sext i32 %i14334 to i64
  %963 = add i64 %961, %962
  %964 = sext i32 %M to i64
  %965 = icmp slt i64 %963, %964
  %966 = and i1 %959, %965
  %967 = mul i32 %c, 512
  %968 = sext i32 %967 to i64
  %969 = sext i32 %j4338 to i64
  %970 = add i64 %968, %969
  %971 = icmp sle i64 0, %970
  %972 = mul i32 %c, 512
  %973 = sext i32 %972 to i64
  %974 = sext i32 %j4338 to i64
  %975 = add i64 %973, %974
  %976 = sext i32 %N to i64
  %977 = icmp slt i64 %975, %976
  %978 = and i1 %971, %977
  %979 = and i1 %966, %978
  br i1 %979, label %sel.then339, label %sel.else340

for.end337:                                       ; preds = %for.cond335
  %980 = add nsw i32 %i14334, 1
  br label %for.cond331, !llvm.loop !79

sel.then339:                                      ; preds = %for.body336
  %981 = mul i32 %bx, 4
  %982 = add i32 %981, %i14334
  %983 = sext i32 %982 to i64
  %984 = sext i32 %N to i64
  %985 = mul nsw i64 %983, %984
  %986 = mul i32 %c, 512
  %987 = add i32 %986, %j4338
  %988 = sext i32 %987 to i64
  %989 = add nsw i64 %985, %988
  %990 = getelementptr inbounds float, ptr %X, i64 %989
  %991 = load float, ptr %990, align 4
  br label %sel.end341

sel.else340:                                      ; preds = %for.body336
  br label %sel.end341

sel.end341:                                       ; preds = %sel.else340, %sel.then339
  %992 = phi float [ %991, %sel.then339 ], [ 0.000000e+00, %sel.else340 ]
  %993 = sext i32 %i14334 to i64
  %994 = mul nsw i64 %993, 512
  %995 = sext i32 %j4338 to i64
  %996 = add nsw i64 %994, %995
  %997 = getelementptr inbounds float, ptr %X_f, i64 %996
  store float %992, ptr %997, align 4
  %998 = add nsw i32 %j4338, 1
  br label %for.cond335, !llvm.loop !80

for.cond342:                                      ; preds = %for.end348, %if.end323
  %i345 = phi i32 [ 0, %if.end323 ], [ %1018, %for.end348 ]
  %999 = icmp slt i32 %i345, 4
  br i1 %999, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  br label %for.cond346

for.end344:                                       ; preds = %for.cond342
  br label %for.cond350

for.cond346:                                      ; preds = %for.body347, %for.body343
  %j349 = phi i32 [ 0, %for.body343 ], [ %1017, %for.body347 ]
  %1000 = icmp slt i32 %j349, 512
  br i1 %1000, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1001 = mul i32 %c, 512
  %1002 = add i32 %1001, %j349
  %1003 = icmp slt i32 %1002, %N
  %1004 = sext i32 %i345 to i64
  %1005 = mul nsw i64 %1004, 512
  %1006 = sext i32 %j349 to i64
  %1007 = add nsw i64 %1005, %1006
  %1008 = call i64 @llvm.umin.i64(i64 %1007, i64 2047)
  %1009 = getelementptr inbounds float, ptr %X_f, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = select i1 %1003, float %1010, float 0xFFF0000000000000
  %1012 = sext i32 %i345 to i64
  %1013 = mul nsw i64 %1012, 512
  %1014 = sext i32 %j349 to i64
  %1015 = add nsw i64 %1013, %1014
  %1016 = getelementptr inbounds float, ptr %X_f, i64 %1015
  store float %1011, ptr %1016, align 4
  %1017 = add nsw i32 %j349, 1
  br label %for.cond346, !llvm.loop !81

for.end348:                                       ; preds = %for.cond346
  %1018 = add nsw i32 %i345, 1
  br label %for.cond342, !llvm.loop !82

for.cond350:                                      ; preds = %for.body351, %for.end344
  %i14353 = phi i32 [ 0, %for.end344 ], [ %1025, %for.body351 ]
  %1019 = icmp slt i32 %i14353, 4
  br i1 %1019, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1020 = sext i32 %i14353 to i64
  %1021 = getelementptr inbounds float, ptr %m, i64 %1020
  %1022 = load float, ptr %1021, align 4
  %1023 = sext i32 %i14353 to i64
  %1024 = getelementptr inbounds float, ptr %m_prev, i64 %1023
  store float %1022, ptr %1024, align 4
  %1025 = add nsw i32 %i14353, 1
  br label %for.cond350, !llvm.loop !83

for.end352:                                       ; preds = %for.cond350
  br label %for.cond354

for.cond354:                                      ; preds = %for.end369, %for.end352
  %i9 = phi i32 [ 0, %for.end352 ], [ %1068, %for.end369 ]
  %1026 = icmp slt i32 %i9, 4
  br i1 %1026, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  br label %for.cond357

for.end356:                                       ; preds = %for.cond354
  br label %for.cond371

for.cond357:                                      ; preds = %for.body358, %for.body355
  %lane6 = phi i32 [ 0, %for.body355 ], [ %1036, %for.body358 ]
  %1027 = icmp slt i32 %lane6, 32
  br i1 %1027, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1028 = sext i32 %i9 to i64
  %1029 = mul nsw i64 %1028, 512
  %1030 = sext i32 %lane6 to i64
  %1031 = add nsw i64 %1029, %1030
  %1032 = getelementptr inbounds float, ptr %X_f, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = sext i32 %lane6 to i64
  %1035 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1034
  store float %1033, ptr %1035, align 4
  %1036 = add nsw i32 %lane6, 1
  br label %for.cond357, !llvm.loop !84

for.end359:                                       ; preds = %for.cond357
  br label %for.cond360

for.cond360:                                      ; preds = %for.end365, %for.end359
  %red6 = phi i32 [ 0, %for.end359 ], [ %1056, %for.end365 ]
  %1037 = icmp slt i32 %red6, 15
  br i1 %1037, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  br label %for.cond363

for.end362:                                       ; preds = %for.cond360
  br label %for.cond367

for.cond363:                                      ; preds = %for.body364, %for.body361
  %lane6366 = phi i32 [ 0, %for.body361 ], [ %1055, %for.body364 ]
  %1038 = icmp slt i32 %lane6366, 32
  br i1 %1038, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1039 = sext i32 %lane6366 to i64
  %1040 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1039
  %lane_acc3 = load float, ptr %1040, align 4
  %1041 = sext i32 %i9 to i64
  %1042 = mul nsw i64 %1041, 512
  %1043 = add i32 %red6, 1
  %1044 = mul i32 %1043, 32
  %1045 = add i32 %1044, %lane6366
  %1046 = sext i32 %1045 to i64
  %1047 = add nsw i64 %1042, %1046
  %1048 = getelementptr inbounds float, ptr %X_f, i64 %1047
  %lane_next3 = load float, ptr %1048, align 4
  %1049 = fcmp une float %lane_next3, %lane_next3
  %1050 = fcmp ogt float %lane_acc3, %lane_next3
  %1051 = select i1 %1050, float %lane_acc3, float %lane_next3
  %1052 = select i1 %1049, float %lane_acc3, float %1051
  %1053 = sext i32 %lane6366 to i64
  %1054 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1053
  store float %1052, ptr %1054, align 4
  %1055 = add nsw i32 %lane6366, 1
  br label %for.cond363, !llvm.loop !85

for.end365:                                       ; preds = %for.cond363
  %1056 = add nsw i32 %red6, 1
  br label %for.cond360, !llvm.loop !86

for.cond367:                                      ; preds = %for.body368, %for.end362
  %lane6370 = phi i32 [ 0, %for.end362 ], [ %1067, %for.body368 ]
  %1057 = icmp slt i32 %lane6370, 32
  br i1 %1057, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1058 = sext i32 %i9 to i64
  %1059 = getelementptr inbounds float, ptr %m, i64 %1058
  %1060 = load float, ptr %1059, align 4
  %1061 = sext i32 %lane6370 to i64
  %1062 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = call float @llvm.maxnum.f32(float %1060, float %1063)
  %1065 = sext i32 %i9 to i64
  %1066 = getelementptr inbounds float, ptr %m, i64 %1065
  store float %1064, ptr %1066, align 4
  %1067 = add nsw i32 %lane6370, 1
  br label %for.cond367, !llvm.loop !87

for.end369:                                       ; preds = %for.cond367
  %1068 = add nsw i32 %i9, 1
  br label %for.cond354, !llvm.loop !88

for.cond371:                                      ; preds = %for.end377, %for.end356
  %i374 = phi i32 [ 0, %for.end356 ], [ %1088, %for.end377 ]
  %1069 = icmp slt i32 %i374, 4
  br i1 %1069, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  br label %for.cond375

for.end373:                                       ; preds = %for.cond371
  br label %for.cond379

for.cond375:                                      ; preds = %for.body376, %for.body372
  %j378 = phi i32 [ 0, %for.body372 ], [ %1087, %for.body376 ]
  %1070 = icmp slt i32 %j378, 512
  br i1 %1070, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1071 = sext i32 %i374 to i64
  %1072 = mul nsw i64 %1071, 512
  %1073 = sext i32 %j378 to i64
  %1074 = add nsw i64 %1072, %1073
  %1075 = getelementptr inbounds float, ptr %X_f, i64 %1074
  %1076 = load float, ptr %1075, align 4
  %1077 = sext i32 %i374 to i64
  %1078 = getelementptr inbounds float, ptr %m, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = fsub float %1076, %1079
  %1081 = call float @tilec_expf(float %1080)
  %1082 = sext i32 %i374 to i64
  %1083 = mul nsw i64 %1082, 512
  %1084 = sext i32 %j378 to i64
  %1085 = add nsw i64 %1083, %1084
  %1086 = getelementptr inbounds float, ptr %X_f, i64 %1085
  store float %1081, ptr %1086, align 4
  %1087 = add nsw i32 %j378, 1
  br label %for.cond375, !llvm.loop !89

for.end377:                                       ; preds = %for.cond375
  %1088 = add nsw i32 %i374, 1
  br label %for.cond371, !llvm.loop !90

for.cond379:                                      ; preds = %for.end394, %for.end373
  %i10 = phi i32 [ 0, %for.end373 ], [ %1132, %for.end394 ]
  %1089 = icmp slt i32 %i10, 4
  br i1 %1089, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  br label %for.cond382

for.end381:                                       ; preds = %for.cond379
  br label %for.cond396

for.cond382:                                      ; preds = %for.body383, %for.body380
  %lane7 = phi i32 [ 0, %for.body380 ], [ %1099, %for.body383 ]
  %1090 = icmp slt i32 %lane7, 32
  br i1 %1090, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1091 = sext i32 %i10 to i64
  %1092 = mul nsw i64 %1091, 512
  %1093 = sext i32 %lane7 to i64
  %1094 = add nsw i64 %1092, %1093
  %1095 = getelementptr inbounds float, ptr %X_f, i64 %1094
  %1096 = load float, ptr %1095, align 4
  %1097 = sext i32 %lane7 to i64
  %1098 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1097
  store float %1096, ptr %1098, align 4
  %1099 = add nsw i32 %lane7, 1
  br label %for.cond382, !llvm.loop !91

for.end384:                                       ; preds = %for.cond382
  br label %for.cond385

for.cond385:                                      ; preds = %for.end390, %for.end384
  %red7 = phi i32 [ 0, %for.end384 ], [ %1120, %for.end390 ]
  %1100 = icmp slt i32 %red7, 15
  br i1 %1100, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  br label %for.cond388

for.end387:                                       ; preds = %for.cond385
  %1101 = sext i32 %i10 to i64
  %1102 = getelementptr inbounds float, ptr %tile_sum, i64 %1101
  store float 0.000000e+00, ptr %1102, align 4
  br label %for.cond392

for.cond388:                                      ; preds = %for.body389, %for.body386
  %lane7391 = phi i32 [ 0, %for.body386 ], [ %1119, %for.body389 ]
  %1103 = icmp slt i32 %lane7391, 32
  br i1 %1103, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1104 = sext i32 %lane7391 to i64
  %1105 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = sext i32 %i10 to i64
  %1108 = mul nsw i64 %1107, 512
  %1109 = add i32 %red7, 1
  %1110 = mul i32 %1109, 32
  %1111 = add i32 %1110, %lane7391
  %1112 = sext i32 %1111 to i64
  %1113 = add nsw i64 %1108, %1112
  %1114 = getelementptr inbounds float, ptr %X_f, i64 %1113
  %1115 = load float, ptr %1114, align 4
  %1116 = fadd float %1106, %1115
  %1117 = sext i32 %lane7391 to i64
  %1118 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1117
  store float %1116, ptr %1118, align 4
  %1119 = add nsw i32 %lane7391, 1
  br label %for.cond388, !llvm.loop !92

for.end390:                                       ; preds = %for.cond388
  %1120 = add nsw i32 %red7, 1
  br label %for.cond385, !llvm.loop !93

for.cond392:                                      ; preds = %for.body393, %for.end387
  %lane7395 = phi i32 [ 0, %for.end387 ], [ %1131, %for.body393 ]
  %1121 = icmp slt i32 %lane7395, 32
  br i1 %1121, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1122 = sext i32 %i10 to i64
  %1123 = getelementptr inbounds float, ptr %tile_sum, i64 %1122
  %1124 = load float, ptr %1123, align 4
  %1125 = sext i32 %lane7395 to i64
  %1126 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %1125
  %1127 = load float, ptr %1126, align 4
  %1128 = fadd float %1124, %1127
  %1129 = sext i32 %i10 to i64
  %1130 = getelementptr inbounds float, ptr %tile_sum, i64 %1129
  store float %1128, ptr %1130, align 4
  %1131 = add nsw i32 %lane7395, 1
  br label %for.cond392, !llvm.loop !94

for.end394:                                       ; preds = %for.cond392
  %1132 = add nsw i32 %i10, 1
  br label %for.cond379, !llvm.loop !95

for.cond396:                                      ; preds = %for.body397, %for.end381
  %i399 = phi i32 [ 0, %for.end381 ], [ %1152, %for.body397 ]
  %1133 = icmp slt i32 %i399, 4
  br i1 %1133, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1134 = sext i32 %i399 to i64
  %1135 = getelementptr inbounds float, ptr %l, i64 %1134
  %1136 = load float, ptr %1135, align 4
  %1137 = sext i32 %i399 to i64
  %1138 = getelementptr inbounds float, ptr %m_prev, i64 %1137
  %1139 = load float, ptr %1138, align 4
  %1140 = sext i32 %i399 to i64
  %1141 = getelementptr inbounds float, ptr %m, i64 %1140
  %1142 = load float, ptr %1141, align 4
  %1143 = fsub float %1139, %1142
  %1144 = call float @tilec_expf(float %1143)
  %1145 = fmul float %1136, %1144
  %1146 = sext i32 %i399 to i64
  %1147 = getelementptr inbounds float, ptr %tile_sum, i64 %1146
  %1148 = load float, ptr %1147, align 4
  %1149 = fadd float %1145, %1148
  %1150 = sext i32 %i399 to i64
  %1151 = getelementptr inbounds float, ptr %l, i64 %1150
  store float %1149, ptr %1151, align 4
  %1152 = add nsw i32 %i399, 1
  br label %for.cond396, !llvm.loop !96

for.end398:                                       ; preds = %for.cond396
  %1153 = add nsw i32 %c, 1
  br label %for.cond318, !llvm.loop !97

for.cond400:                                      ; preds = %if.end434, %for.end320
  %c403 = phi i32 [ 0, %for.end320 ], [ %1293, %if.end434 ]
  %1154 = icmp slt i32 %c403, %932
  br i1 %1154, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1155 = sext i32 %N to i64
  %1156 = sdiv i64 %1155, 512
  %1157 = sub i64 0, %1155
  %1158 = select i1 false, i64 %1157, i64 %1156
  %1159 = srem i64 %1155, 512
  %1160 = icmp ne i64 %1159, 0
  %1161 = icmp slt i64 %1155, 0
  %1162 = icmp eq i1 %1161, false
  %1163 = and i1 %1160, %1162
  %1164 = zext i1 %1163 to i64
  %1165 = add i64 %1158, %1164
  %1166 = trunc i64 %1165 to i32
  %1167 = sub i32 %1166, 1
  %t = sub i32 %1167, %c403
  %1168 = mul i32 %bx, 4
  %1169 = icmp sle i32 0, %1168
  %1170 = mul i32 %bx, 4
  %1171 = sext i32 %1170 to i64
  %1172 = add i64 %1171, 4
  %1173 = sext i32 %M to i64
  %1174 = icmp sle i64 %1172, %1173
  %1175 = and i1 %1169, %1174
  %1176 = mul i32 %t, 512
  %1177 = icmp sle i32 0, %1176
  %1178 = mul i32 %t, 512
  %1179 = sext i32 %1178 to i64
  %1180 = add i64 %1179, 512
  %1181 = sext i32 %N to i64
  %1182 = icmp sle i64 %1180, %1181
  %1183 = and i1 %1177, %1182
  %1184 = and i1 %1175, %1183
  br i1 %1184, label %if.then404, label %if.else405

for.end402:                                       ; preds = %for.cond400
  br label %if.end204

if.then404:                                       ; preds = %for.body401
  br label %for.cond407

if.else405:                                       ; preds = %for.body401
  br label %for.cond413

if.end406:                                        ; preds = %for.end415, %for.end409
  br label %for.cond424

for.cond407:                                      ; preds = %for.end412, %if.then404
  %i15 = phi i32 [ 0, %if.then404 ], [ %1204, %for.end412 ]
  %1185 = icmp slt i32 %i15, 4
  br i1 %1185, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  br label %for.cond410

for.end409:                                       ; preds = %for.cond407
  br label %if.end406

for.cond410:                                      ; preds = %for.body411, %for.body408
  %j5 = phi i32 [ 0, %for.body408 ], [ %1203, %for.body411 ]
  %1186 = icmp slt i32 %j5, 512
  br i1 %1186, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1187 = mul i32 %bx, 4
  %1188 = add i32 %1187, %i15
  %1189 = sext i32 %1188 to i64
  %1190 = sext i32 %N to i64
  %1191 = mul nsw i64 %1189, %1190
  %1192 = mul i32 %t, 512
  %1193 = add i32 %1192, %j5
  %1194 = sext i32 %1193 to i64
  %1195 = add nsw i64 %1191, %1194
  %1196 = getelementptr inbounds float, ptr %X, i64 %1195
  %1197 = load float, ptr %1196, align 4
  %1198 = sext i32 %i15 to i64
  %1199 = mul nsw i64 %1198, 512
  %1200 = sext i32 %j5 to i64
  %1201 = add nsw i64 %1199, %1200
  %1202 = getelementptr inbounds float, ptr %X_f, i64 %1201
  store float %1197, ptr %1202, align 4
  %1203 = add nsw i32 %j5, 1
  br label %for.cond410, !llvm.loop !98

for.end412:                                       ; preds = %for.cond410
  %1204 = add nsw i32 %i15, 1
  br label %for.cond407, !llvm.loop !99

for.cond413:                                      ; preds = %for.end419, %if.else405
  %i15416 = phi i32 [ 0, %if.else405 ], [ %1232, %for.end419 ]
  %1205 = icmp slt i32 %i15416, 4
  br i1 %1205, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond417

for.end415:                                       ; preds = %for.cond413
  br label %if.end406

for.cond417:                                      ; preds = %sel.end423, %for.body414
  %j5420 = phi i32 [ 0, %for.body414 ], [ %1250, %sel.end423 ]
  %1206 = icmp slt i32 %j5420, 512
  br i1 %1206, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1207 = mul i32 %bx, 4
  %1208 = sext i32 %1207 to i64
  %1209 = sext i32 %i15416 to i64
  %1210 = add i64 %1208, %1209
  %1211 = icmp sle i64 0, %1210
  %1212 = mul i32 %bx, 4
  %1213 = sext i32 %1212 to i64
  %1214 = sext i32 %i15416 to i64
  %1215 = add i64 %1213, %1214
  %1216 = sext i32 %M to i64
  %1217 = icmp slt i64 %1215, %1216
  %1218 = and i1 %1211, %1217
  %1219 = mul i32 %t, 512
  %1220 = sext i32 %1219 to i64
  %1221 = sext i32 %j5420 to i64
  %1222 = add i64 %1220, %1221
  %1223 = icmp sle i64 0, %1222
  %1224 = mul i32 %t, 512
  %1225 = sext i32 %1224 to i64
  %1226 = sext i32 %j5420 to i64
  %1227 = add i64 %1225, %1226
  %1228 = sext i32 %N to i64
  %1229 = icmp slt i64 %1227, %1228
  %1230 = and i1 %1223, %1229
  %1231 = and i1 %1218, %1230
  br i1 %1231, label %sel.then421, label %sel.else422

for.end419:                                       ; preds = %for.cond417
  %1232 = add nsw i32 %i15416, 1
  br label %for.cond413, !llvm.loop !100

sel.then421:                                      ; preds = %for.body418
  %1233 = mul i32 %bx, 4
  %1234 = add i32 %1233, %i15416
  %1235 = sext i32 %1234 to i64
  %1236 = sext i32 %N to i64
  %1237 = mul nsw i64 %1235, %1236
  %1238 = mul i32 %t, 512
  %1239 = add i32 %1238, %j5420
  %1240 = sext i32 %1239 to i64
  %1241 = add nsw i64 %1237, %1240
  %1242 = getelementptr inbounds float, ptr %X, i64 %1241
  %1243 = load float, ptr %1242, align 4
  br label %sel.end423

sel.else422:                                      ; preds = %for.body418
  br label %sel.end423

sel.end423:                                       ; preds = %sel.else422, %sel.then421
  %1244 = phi float [ %1243, %sel.then421 ], [ 0.000000e+00, %sel.else422 ]
  %1245 = sext i32 %i15416 to i64
  %1246 = mul nsw i64 %1245, 512
  %1247 = sext i32 %j5420 to i64
  %1248 = add nsw i64 %1246, %1247
  %1249 = getelementptr inbounds float, ptr %X_f, i64 %1248
  store float %1244, ptr %1249, align 4
  %1250 = add nsw i32 %j5420, 1
  br label %for.cond417, !llvm.loop !101

for.cond424:                                      ; preds = %for.end430, %if.end406
  %i427 = phi i32 [ 0, %if.end406 ], [ %1292, %for.end430 ]
  %1251 = icmp slt i32 %i427, 4
  br i1 %1251, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  br label %for.cond428

for.end426:                                       ; preds = %for.cond424
  %1252 = mul i32 %bx, 4
  %1253 = icmp sle i32 0, %1252
  %1254 = mul i32 %bx, 4
  %1255 = sext i32 %1254 to i64
  %1256 = add i64 %1255, 4
  %1257 = sext i32 %M to i64
  %1258 = icmp sle i64 %1256, %1257
  %1259 = and i1 %1253, %1258
  %1260 = mul i32 %t, 512
  %1261 = icmp sle i32 0, %1260
  %1262 = mul i32 %t, 512
  %1263 = sext i32 %1262 to i64
  %1264 = add i64 %1263, 512
  %1265 = sext i32 %N to i64
  %1266 = icmp sle i64 %1264, %1265
  %1267 = and i1 %1261, %1266
  %1268 = and i1 %1259, %1267
  br i1 %1268, label %if.then432, label %if.else433

for.cond428:                                      ; preds = %for.body429, %for.body425
  %j431 = phi i32 [ 0, %for.body425 ], [ %1291, %for.body429 ]
  %1269 = icmp slt i32 %j431, 512
  br i1 %1269, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %1270 = sext i32 %i427 to i64
  %1271 = mul nsw i64 %1270, 512
  %1272 = sext i32 %j431 to i64
  %1273 = add nsw i64 %1271, %1272
  %1274 = getelementptr inbounds float, ptr %X_f, i64 %1273
  %1275 = load float, ptr %1274, align 4
  %1276 = sext i32 %i427 to i64
  %1277 = getelementptr inbounds float, ptr %m, i64 %1276
  %1278 = load float, ptr %1277, align 4
  %1279 = fsub float %1275, %1278
  %1280 = call float @tilec_expf(float %1279)
  %1281 = sext i32 %i427 to i64
  %1282 = getelementptr inbounds float, ptr %l, i64 %1281
  %1283 = load float, ptr %1282, align 4
  %1284 = fdiv float 1.000000e+00, %1283
  %1285 = fmul float %1280, %1284
  %1286 = sext i32 %i427 to i64
  %1287 = mul nsw i64 %1286, 512
  %1288 = sext i32 %j431 to i64
  %1289 = add nsw i64 %1287, %1288
  %1290 = getelementptr inbounds float, ptr %X_f, i64 %1289
  store float %1285, ptr %1290, align 4
  %1291 = add nsw i32 %j431, 1
  br label %for.cond428, !llvm.loop !102

for.end430:                                       ; preds = %for.cond428
  %1292 = add nsw i32 %i427, 1
  br label %for.cond424, !llvm.loop !103

if.then432:                                       ; preds = %for.end426
  br label %for.cond435

if.else433:                                       ; preds = %for.end426
  br label %for.cond446

if.end434:                                        ; preds = %for.end448, %for.end437
  %1293 = add nsw i32 %c403, 1
  br label %for.cond400, !llvm.loop !104

for.cond435:                                      ; preds = %if.end441, %if.then432
  %i15438 = phi i32 [ 0, %if.then432 ], [ %1313, %if.end441 ]
  %1294 = icmp slt i32 %i15438, 4
  br i1 %1294, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1295 = sext i32 %M to i64
  %1296 = sext i32 %N to i64
  %1297 = mul i64 %1295, %1296
  %1298 = icmp sge i64 %1297, 8388608
  br i1 %1298, label %if.then439, label %if.else440

for.end437:                                       ; preds = %for.cond435
  br label %if.end434

if.then439:                                       ; preds = %for.body436
  %1299 = mul i32 %bx, 4
  %1300 = add i32 %1299, %i15438
  %1301 = sext i32 %1300 to i64
  %1302 = sext i32 %N to i64
  %1303 = mul nsw i64 %1301, %1302
  %1304 = mul i32 %t, 512
  %1305 = add i32 %1304, 0
  %1306 = sext i32 %1305 to i64
  %1307 = add nsw i64 %1303, %1306
  %1308 = getelementptr inbounds float, ptr %Y, i64 %1307
  %1309 = sext i32 %i15438 to i64
  %1310 = mul nsw i64 %1309, 512
  %1311 = add nsw i64 %1310, 0
  %1312 = getelementptr inbounds float, ptr %X_f, i64 %1311
  call void @tilec_rt_stream(ptr %1308, ptr %1312, i64 2048)
  br label %if.end441

if.else440:                                       ; preds = %for.body436
  br label %for.cond442

if.end441:                                        ; preds = %for.end444, %if.then439
  %1313 = add nsw i32 %i15438, 1
  br label %for.cond435, !llvm.loop !105

for.cond442:                                      ; preds = %for.body443, %if.else440
  %j5445 = phi i32 [ 0, %if.else440 ], [ %1331, %for.body443 ]
  %1314 = icmp slt i32 %j5445, 512
  br i1 %1314, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1315 = sext i32 %i15438 to i64
  %1316 = mul nsw i64 %1315, 512
  %1317 = sext i32 %j5445 to i64
  %1318 = add nsw i64 %1316, %1317
  %1319 = getelementptr inbounds float, ptr %X_f, i64 %1318
  %1320 = load float, ptr %1319, align 4
  %1321 = mul i32 %bx, 4
  %1322 = add i32 %1321, %i15438
  %1323 = sext i32 %1322 to i64
  %1324 = sext i32 %N to i64
  %1325 = mul nsw i64 %1323, %1324
  %1326 = mul i32 %t, 512
  %1327 = add i32 %1326, %j5445
  %1328 = sext i32 %1327 to i64
  %1329 = add nsw i64 %1325, %1328
  %1330 = getelementptr inbounds float, ptr %Y, i64 %1329
  store float %1320, ptr %1330, align 4
  %1331 = add nsw i32 %j5445, 1
  br label %for.cond442, !llvm.loop !106

for.end444:                                       ; preds = %for.cond442
  br label %if.end441

for.cond446:                                      ; preds = %for.end452, %if.else433
  %i15449 = phi i32 [ 0, %if.else433 ], [ %1359, %for.end452 ]
  %1332 = icmp slt i32 %i15449, 4
  br i1 %1332, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  br label %for.cond450

for.end448:                                       ; preds = %for.cond446
  br label %if.end434

for.cond450:                                      ; preds = %if.end456, %for.body447
  %j5453 = phi i32 [ 0, %for.body447 ], [ %1376, %if.end456 ]
  %1333 = icmp slt i32 %j5453, 512
  br i1 %1333, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %1334 = mul i32 %bx, 4
  %1335 = sext i32 %1334 to i64
  %1336 = sext i32 %i15449 to i64
  %1337 = add i64 %1335, %1336
  %1338 = icmp sle i64 0, %1337
  %1339 = mul i32 %bx, 4
  %1340 = sext i32 %1339 to i64
  %1341 = sext i32 %i15449 to i64
  %1342 = add i64 %1340, %1341
  %1343 = sext i32 %M to i64
  %1344 = icmp slt i64 %1342, %1343
  %1345 = and i1 %1338, %1344
  %1346 = mul i32 %t, 512
  %1347 = sext i32 %1346 to i64
  %1348 = sext i32 %j5453 to i64
  %1349 = add i64 %1347, %1348
  %1350 = icmp sle i64 0, %1349
  %1351 = mul i32 %t, 512
  %1352 = sext i32 %1351 to i64
  %1353 = sext i32 %j5453 to i64
  %1354 = add i64 %1352, %1353
  %1355 = sext i32 %N to i64
  %1356 = icmp slt i64 %1354, %1355
  %1357 = and i1 %1350, %1356
  %1358 = and i1 %1345, %1357
  br i1 %1358, label %if.then454, label %if.else455

for.end452:                                       ; preds = %for.cond450
  %1359 = add nsw i32 %i15449, 1
  br label %for.cond446, !llvm.loop !107

if.then454:                                       ; preds = %for.body451
  %1360 = sext i32 %i15449 to i64
  %1361 = mul nsw i64 %1360, 512
  %1362 = sext i32 %j5453 to i64
  %1363 = add nsw i64 %1361, %1362
  %1364 = getelementptr inbounds float, ptr %X_f, i64 %1363
  %1365 = load float, ptr %1364, align 4
  %1366 = mul i32 %bx, 4
  %1367 = add i32 %1366, %i15449
  %1368 = sext i32 %1367 to i64
  %1369 = sext i32 %N to i64
  %1370 = mul nsw i64 %1368, %1369
  %1371 = mul i32 %t, 512
  %1372 = add i32 %1371, %j5453
  %1373 = sext i32 %1372 to i64
  %1374 = add nsw i64 %1370, %1373
  %1375 = getelementptr inbounds float, ptr %Y, i64 %1374
  store float %1365, ptr %1375, align 4
  br label %if.end456

if.else455:                                       ; preds = %for.body451
  br label %if.end456

if.end456:                                        ; preds = %if.else455, %if.then454
  %1376 = add nsw i32 %j5453, 1
  br label %for.cond450, !llvm.loop !108
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
  %27 = ashr i32 %26, 1
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
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
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
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
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
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
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
