; ModuleID = 'warp_softmax.tile'
source_filename = "warp_softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_warp_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @warp_softmax_block(ptr noalias %X, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lane4_2 = alloca [128 x i32], align 64
  %tl_row5_3 = alloca [128 x i32], align 64
  %tl_m6_4 = alloca [128 x float], align 64
  %tl_c7_5 = alloca [128 x i32], align 64
  %tl_row_max8_6 = alloca [128 x float], align 64
  %tl_s9_7 = alloca [128 x float], align 64
  %tl_total10_8 = alloca [128 x float], align 64
  %tl_wv0_9 = alloca [128 x float], align 64
  %tl_wr0_10 = alloca [128 x float], align 64
  %tl_wv0_11 = alloca [128 x float], align 64
  %tl_wr0_12 = alloca [128 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lane4_2, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_row5_3, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_m6_4, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_c7_5, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_s9_7, i8 0, i64 512, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %while.end, %body
  %t = phi i32 [ 0, %body ], [ %29, %while.end ]
  %0 = icmp slt i32 %t, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = srem i32 %t, 32
  %2 = sext i32 %t to i64
  %3 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %2
  store i32 %1, ptr %3, align 4
  %4 = mul i32 %bx, 4
  %5 = sdiv i32 %t, 32
  %6 = sub i32 0, %t
  %7 = select i1 false, i32 %6, i32 %5
  %8 = add i32 %4, %7
  %9 = sext i32 %t to i64
  %10 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %9
  store i32 %8, ptr %10, align 4
  %11 = sext i32 %t to i64
  %12 = getelementptr inbounds float, ptr %tl_m6_4, i64 %11
  store float 0xFFF0000000000000, ptr %12, align 4
  %13 = sext i32 %t to i64
  %14 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %t to i64
  %17 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %16
  store i32 %15, ptr %17, align 4
  br label %while.cond

for.end:                                          ; preds = %for.cond
  br label %for.cond5

while.cond:                                       ; preds = %sel.end, %for.body
  %18 = sext i32 %t to i64
  %19 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = icmp slt i32 %20, %N
  br i1 %21, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %22 = sext i32 %t to i64
  %23 = getelementptr inbounds float, ptr %tl_m6_4, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = sext i32 %t to i64
  %26 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = icmp sle i32 0, %27
  br i1 %28, label %sc.rhs, label %sc.end

while.end:                                        ; preds = %while.cond
  %29 = add nsw i32 %t, 1
  br label %for.cond, !llvm.loop !0

sc.rhs:                                           ; preds = %while.body
  %30 = sext i32 %t to i64
  %31 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = icmp slt i32 %32, %M
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %while.body
  %34 = phi i1 [ false, %while.body ], [ %33, %sc.rhs ]
  br i1 %34, label %sc.rhs1, label %sc.end2

sc.rhs1:                                          ; preds = %sc.end
  %35 = sext i32 %t to i64
  %36 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = icmp sle i32 0, %37
  br i1 %38, label %sc.rhs3, label %sc.end4

sc.end2:                                          ; preds = %sc.end4, %sc.end
  %39 = phi i1 [ false, %sc.end ], [ %44, %sc.end4 ]
  br i1 %39, label %sel.then, label %sel.else

sc.rhs3:                                          ; preds = %sc.rhs1
  %40 = sext i32 %t to i64
  %41 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = icmp slt i32 %42, %N
  br label %sc.end4

sc.end4:                                          ; preds = %sc.rhs3, %sc.rhs1
  %44 = phi i1 [ false, %sc.rhs1 ], [ %43, %sc.rhs3 ]
  br label %sc.end2

sel.then:                                         ; preds = %sc.end2
  %45 = sext i32 %t to i64
  %46 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = sext i32 %47 to i64
  %49 = sext i32 %N to i64
  %50 = mul nsw i64 %48, %49
  %51 = sext i32 %t to i64
  %52 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %50, %54
  %56 = getelementptr inbounds float, ptr %X, i64 %55
  %57 = load float, ptr %56, align 4
  br label %sel.end

sel.else:                                         ; preds = %sc.end2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %58 = phi float [ %57, %sel.then ], [ 0.000000e+00, %sel.else ]
  %59 = call float @llvm.maxnum.f32(float %24, float %58)
  %60 = sext i32 %t to i64
  %61 = getelementptr inbounds float, ptr %tl_m6_4, i64 %60
  store float %59, ptr %61, align 4
  %62 = sext i32 %t to i64
  %63 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = add i32 %64, 32
  %66 = sext i32 %t to i64
  %67 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %66
  store i32 %65, ptr %67, align 4
  br label %while.cond

for.cond5:                                        ; preds = %for.body6, %for.end
  %t8 = phi i32 [ 0, %for.end ], [ %74, %for.body6 ]
  %68 = icmp slt i32 %t8, 128
  br i1 %68, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %69 = sext i32 %t8 to i64
  %70 = getelementptr inbounds float, ptr %tl_m6_4, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = sext i32 %t8 to i64
  %73 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %72
  store float %71, ptr %73, align 4
  %74 = add nsw i32 %t8, 1
  br label %for.cond5, !llvm.loop !2

for.end7:                                         ; preds = %for.cond5
  br label %for.cond9

for.cond9:                                        ; preds = %for.body10, %for.end7
  %t12 = phi i32 [ 0, %for.end7 ], [ %81, %for.body10 ]
  %75 = icmp slt i32 %t12, 128
  br i1 %75, label %for.body10, label %for.end11

for.body10:                                       ; preds = %for.cond9
  %76 = sext i32 %t12 to i64
  %77 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = sext i32 %t12 to i64
  %80 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %79
  store float %78, ptr %80, align 4
  %81 = add nsw i32 %t12, 1
  br label %for.cond9, !llvm.loop !4

for.end11:                                        ; preds = %for.cond9
  br label %for.cond13

for.cond13:                                       ; preds = %for.end22, %for.end11
  %tl_ws = phi i32 [ 0, %for.end11 ], [ %105, %for.end22 ]
  %82 = icmp slt i32 %tl_ws, 5
  br i1 %82, label %for.body14, label %for.end15

for.body14:                                       ; preds = %for.cond13
  br label %for.cond16

for.end15:                                        ; preds = %for.cond13
  br label %for.cond24

for.cond16:                                       ; preds = %for.body17, %for.body14
  %t19 = phi i32 [ 0, %for.body14 ], [ %97, %for.body17 ]
  %83 = icmp slt i32 %t19, 128
  br i1 %83, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %84 = sext i32 %t19 to i64
  %85 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = icmp uge i32 %tl_ws, 32
  %88 = select i1 %87, i32 31, i32 %tl_ws
  %89 = ashr i32 16, %88
  %90 = xor i32 %t19, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = call float @llvm.maxnum.f32(float %86, float %93)
  %95 = sext i32 %t19 to i64
  %96 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %95
  store float %94, ptr %96, align 4
  %97 = add nsw i32 %t19, 1
  br label %for.cond16, !llvm.loop !5

for.end18:                                        ; preds = %for.cond16
  br label %for.cond20

for.cond20:                                       ; preds = %for.body21, %for.end18
  %t23 = phi i32 [ 0, %for.end18 ], [ %104, %for.body21 ]
  %98 = icmp slt i32 %t23, 128
  br i1 %98, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %99 = sext i32 %t23 to i64
  %100 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = sext i32 %t23 to i64
  %103 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %102
  store float %101, ptr %103, align 4
  %104 = add nsw i32 %t23, 1
  br label %for.cond20, !llvm.loop !6

for.end22:                                        ; preds = %for.cond20
  %105 = add nsw i32 %tl_ws, 1
  br label %for.cond13, !llvm.loop !7

for.cond24:                                       ; preds = %for.body25, %for.end15
  %t27 = phi i32 [ 0, %for.end15 ], [ %112, %for.body25 ]
  %106 = icmp slt i32 %t27, 128
  br i1 %106, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %107 = sext i32 %t27 to i64
  %108 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sext i32 %t27 to i64
  %111 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %110
  store float %109, ptr %111, align 4
  %112 = add nsw i32 %t27, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  br label %for.cond28

for.cond28:                                       ; preds = %while.end34, %for.end26
  %t31 = phi i32 [ 0, %for.end26 ], [ %132, %while.end34 ]
  %113 = icmp slt i32 %t31, 128
  br i1 %113, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %114 = sext i32 %t31 to i64
  %115 = getelementptr inbounds float, ptr %tl_s9_7, i64 %114
  store float 0.000000e+00, ptr %115, align 4
  %116 = sext i32 %t31 to i64
  %117 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %116
  %118 = load i32, ptr %117, align 4
  %119 = sext i32 %t31 to i64
  %120 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %119
  store i32 %118, ptr %120, align 4
  br label %while.cond32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond44

while.cond32:                                     ; preds = %sel.end43, %for.body29
  %121 = sext i32 %t31 to i64
  %122 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %121
  %123 = load i32, ptr %122, align 4
  %124 = icmp slt i32 %123, %N
  br i1 %124, label %while.body33, label %while.end34

while.body33:                                     ; preds = %while.cond32
  %125 = sext i32 %t31 to i64
  %126 = getelementptr inbounds float, ptr %tl_s9_7, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = sext i32 %t31 to i64
  %129 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = icmp sle i32 0, %130
  br i1 %131, label %sc.rhs35, label %sc.end36

while.end34:                                      ; preds = %while.cond32
  %132 = add nsw i32 %t31, 1
  br label %for.cond28, !llvm.loop !9

sc.rhs35:                                         ; preds = %while.body33
  %133 = sext i32 %t31 to i64
  %134 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = icmp slt i32 %135, %M
  br label %sc.end36

sc.end36:                                         ; preds = %sc.rhs35, %while.body33
  %137 = phi i1 [ false, %while.body33 ], [ %136, %sc.rhs35 ]
  br i1 %137, label %sc.rhs37, label %sc.end38

sc.rhs37:                                         ; preds = %sc.end36
  %138 = sext i32 %t31 to i64
  %139 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %138
  %140 = load i32, ptr %139, align 4
  %141 = icmp sle i32 0, %140
  br i1 %141, label %sc.rhs39, label %sc.end40

sc.end38:                                         ; preds = %sc.end40, %sc.end36
  %142 = phi i1 [ false, %sc.end36 ], [ %147, %sc.end40 ]
  br i1 %142, label %sel.then41, label %sel.else42

sc.rhs39:                                         ; preds = %sc.rhs37
  %143 = sext i32 %t31 to i64
  %144 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = icmp slt i32 %145, %N
  br label %sc.end40

sc.end40:                                         ; preds = %sc.rhs39, %sc.rhs37
  %147 = phi i1 [ false, %sc.rhs37 ], [ %146, %sc.rhs39 ]
  br label %sc.end38

sel.then41:                                       ; preds = %sc.end38
  %148 = sext i32 %t31 to i64
  %149 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = sext i32 %150 to i64
  %152 = sext i32 %N to i64
  %153 = mul nsw i64 %151, %152
  %154 = sext i32 %t31 to i64
  %155 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %153, %157
  %159 = getelementptr inbounds float, ptr %X, i64 %158
  %160 = load float, ptr %159, align 4
  br label %sel.end43

sel.else42:                                       ; preds = %sc.end38
  br label %sel.end43

sel.end43:                                        ; preds = %sel.else42, %sel.then41
  %161 = phi float [ %160, %sel.then41 ], [ 0.000000e+00, %sel.else42 ]
  %162 = sext i32 %t31 to i64
  %163 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = fsub float %161, %164
  %166 = call float @tilec_expf(float %165)
  %167 = fadd float %127, %166
  %168 = sext i32 %t31 to i64
  %169 = getelementptr inbounds float, ptr %tl_s9_7, i64 %168
  store float %167, ptr %169, align 4
  %170 = sext i32 %t31 to i64
  %171 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = add i32 %172, 32
  %174 = sext i32 %t31 to i64
  %175 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %174
  store i32 %173, ptr %175, align 4
  br label %while.cond32

for.cond44:                                       ; preds = %for.body45, %for.end30
  %t47 = phi i32 [ 0, %for.end30 ], [ %182, %for.body45 ]
  %176 = icmp slt i32 %t47, 128
  br i1 %176, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %177 = sext i32 %t47 to i64
  %178 = getelementptr inbounds float, ptr %tl_s9_7, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = sext i32 %t47 to i64
  %181 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %180
  store float %179, ptr %181, align 4
  %182 = add nsw i32 %t47, 1
  br label %for.cond44, !llvm.loop !10

for.end46:                                        ; preds = %for.cond44
  br label %for.cond48

for.cond48:                                       ; preds = %for.body49, %for.end46
  %t51 = phi i32 [ 0, %for.end46 ], [ %189, %for.body49 ]
  %183 = icmp slt i32 %t51, 128
  br i1 %183, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %184 = sext i32 %t51 to i64
  %185 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = sext i32 %t51 to i64
  %188 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %187
  store float %186, ptr %188, align 4
  %189 = add nsw i32 %t51, 1
  br label %for.cond48, !llvm.loop !11

for.end50:                                        ; preds = %for.cond48
  br label %for.cond52

for.cond52:                                       ; preds = %for.end62, %for.end50
  %tl_ws55 = phi i32 [ 0, %for.end50 ], [ %213, %for.end62 ]
  %190 = icmp slt i32 %tl_ws55, 5
  br i1 %190, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  br label %for.cond56

for.end54:                                        ; preds = %for.cond52
  br label %for.cond64

for.cond56:                                       ; preds = %for.body57, %for.body53
  %t59 = phi i32 [ 0, %for.body53 ], [ %205, %for.body57 ]
  %191 = icmp slt i32 %t59, 128
  br i1 %191, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %192 = sext i32 %t59 to i64
  %193 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %192
  %194 = load float, ptr %193, align 4
  %195 = icmp uge i32 %tl_ws55, 32
  %196 = select i1 %195, i32 31, i32 %tl_ws55
  %197 = ashr i32 16, %196
  %198 = xor i32 %t59, %197
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = fadd float %194, %201
  %203 = sext i32 %t59 to i64
  %204 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %203
  store float %202, ptr %204, align 4
  %205 = add nsw i32 %t59, 1
  br label %for.cond56, !llvm.loop !12

for.end58:                                        ; preds = %for.cond56
  br label %for.cond60

for.cond60:                                       ; preds = %for.body61, %for.end58
  %t63 = phi i32 [ 0, %for.end58 ], [ %212, %for.body61 ]
  %206 = icmp slt i32 %t63, 128
  br i1 %206, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %207 = sext i32 %t63 to i64
  %208 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = sext i32 %t63 to i64
  %211 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %210
  store float %209, ptr %211, align 4
  %212 = add nsw i32 %t63, 1
  br label %for.cond60, !llvm.loop !13

for.end62:                                        ; preds = %for.cond60
  %213 = add nsw i32 %tl_ws55, 1
  br label %for.cond52, !llvm.loop !14

for.cond64:                                       ; preds = %for.body65, %for.end54
  %t67 = phi i32 [ 0, %for.end54 ], [ %220, %for.body65 ]
  %214 = icmp slt i32 %t67, 128
  br i1 %214, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %215 = sext i32 %t67 to i64
  %216 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = sext i32 %t67 to i64
  %219 = getelementptr inbounds float, ptr %tl_total10_8, i64 %218
  store float %217, ptr %219, align 4
  %220 = add nsw i32 %t67, 1
  br label %for.cond64, !llvm.loop !15

for.end66:                                        ; preds = %for.cond64
  br label %for.cond68

for.cond68:                                       ; preds = %while.end74, %for.end66
  %t71 = phi i32 [ 0, %for.end66 ], [ %235, %while.end74 ]
  %221 = icmp slt i32 %t71, 128
  br i1 %221, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %222 = sext i32 %t71 to i64
  %223 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %222
  %224 = load i32, ptr %223, align 4
  %225 = sext i32 %t71 to i64
  %226 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %225
  store i32 %224, ptr %226, align 4
  br label %while.cond72

for.end70:                                        ; preds = %for.cond68
  ret void

while.cond72:                                     ; preds = %if.end, %for.body69
  %227 = sext i32 %t71 to i64
  %228 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = icmp slt i32 %229, %N
  br i1 %230, label %while.body73, label %while.end74

while.body73:                                     ; preds = %while.cond72
  %231 = sext i32 %t71 to i64
  %232 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = icmp sle i32 0, %233
  br i1 %234, label %sc.rhs75, label %sc.end76

while.end74:                                      ; preds = %while.cond72
  %235 = add nsw i32 %t71, 1
  br label %for.cond68, !llvm.loop !16

sc.rhs75:                                         ; preds = %while.body73
  %236 = sext i32 %t71 to i64
  %237 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %236
  %238 = load i32, ptr %237, align 4
  %239 = icmp slt i32 %238, %M
  br label %sc.end76

sc.end76:                                         ; preds = %sc.rhs75, %while.body73
  %240 = phi i1 [ false, %while.body73 ], [ %239, %sc.rhs75 ]
  br i1 %240, label %sc.rhs77, label %sc.end78

sc.rhs77:                                         ; preds = %sc.end76
  %241 = sext i32 %t71 to i64
  %242 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %241
  %243 = load i32, ptr %242, align 4
  %244 = icmp sle i32 0, %243
  br i1 %244, label %sc.rhs79, label %sc.end80

sc.end78:                                         ; preds = %sc.end80, %sc.end76
  %245 = phi i1 [ false, %sc.end76 ], [ %250, %sc.end80 ]
  br i1 %245, label %if.then, label %if.else

sc.rhs79:                                         ; preds = %sc.rhs77
  %246 = sext i32 %t71 to i64
  %247 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %246
  %248 = load i32, ptr %247, align 4
  %249 = icmp slt i32 %248, %N
  br label %sc.end80

sc.end80:                                         ; preds = %sc.rhs79, %sc.rhs77
  %250 = phi i1 [ false, %sc.rhs77 ], [ %249, %sc.rhs79 ]
  br label %sc.end78

if.then:                                          ; preds = %sc.end78
  %251 = sext i32 %t71 to i64
  %252 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %251
  %253 = load i32, ptr %252, align 4
  %254 = icmp sle i32 0, %253
  br i1 %254, label %sc.rhs81, label %sc.end82

if.else:                                          ; preds = %sc.end78
  br label %if.end

if.end:                                           ; preds = %if.else, %sel.end89
  %255 = sext i32 %t71 to i64
  %256 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %255
  %257 = load i32, ptr %256, align 4
  %258 = add i32 %257, 32
  %259 = sext i32 %t71 to i64
  %260 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %259
  store i32 %258, ptr %260, align 4
  br label %while.cond72

sc.rhs81:                                         ; preds = %if.then
  %261 = sext i32 %t71 to i64
  %262 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %261
  %263 = load i32, ptr %262, align 4
  %264 = icmp slt i32 %263, %M
  br label %sc.end82

sc.end82:                                         ; preds = %sc.rhs81, %if.then
  %265 = phi i1 [ false, %if.then ], [ %264, %sc.rhs81 ]
  br i1 %265, label %sc.rhs83, label %sc.end84

sc.rhs83:                                         ; preds = %sc.end82
  %266 = sext i32 %t71 to i64
  %267 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %266
  %268 = load i32, ptr %267, align 4
  %269 = icmp sle i32 0, %268
  br i1 %269, label %sc.rhs85, label %sc.end86

sc.end84:                                         ; preds = %sc.end86, %sc.end82
  %270 = phi i1 [ false, %sc.end82 ], [ %275, %sc.end86 ]
  br i1 %270, label %sel.then87, label %sel.else88

sc.rhs85:                                         ; preds = %sc.rhs83
  %271 = sext i32 %t71 to i64
  %272 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %271
  %273 = load i32, ptr %272, align 4
  %274 = icmp slt i32 %273, %N
  br label %sc.end86

sc.end86:                                         ; preds = %sc.rhs85, %sc.rhs83
  %275 = phi i1 [ false, %sc.rhs83 ], [ %274, %sc.rhs85 ]
  br label %sc.end84

sel.then87:                                       ; preds = %sc.end84
  %276 = sext i32 %t71 to i64
  %277 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %276
  %278 = load i32, ptr %277, align 4
  %279 = sext i32 %278 to i64
  %280 = sext i32 %N to i64
  %281 = mul nsw i64 %279, %280
  %282 = sext i32 %t71 to i64
  %283 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %282
  %284 = load i32, ptr %283, align 4
  %285 = sext i32 %284 to i64
  %286 = add nsw i64 %281, %285
  %287 = getelementptr inbounds float, ptr %X, i64 %286
  %288 = load float, ptr %287, align 4
  br label %sel.end89

sel.else88:                                       ; preds = %sc.end84
  br label %sel.end89

sel.end89:                                        ; preds = %sel.else88, %sel.then87
  %289 = phi float [ %288, %sel.then87 ], [ 0.000000e+00, %sel.else88 ]
  %290 = sext i32 %t71 to i64
  %291 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %290
  %292 = load float, ptr %291, align 4
  %293 = fsub float %289, %292
  %294 = call float @tilec_expf(float %293)
  %295 = sext i32 %t71 to i64
  %296 = getelementptr inbounds float, ptr %tl_total10_8, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = fdiv float %294, %297
  %299 = sext i32 %t71 to i64
  %300 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %299
  %301 = load i32, ptr %300, align 4
  %302 = sext i32 %301 to i64
  %303 = sext i32 %N to i64
  %304 = mul nsw i64 %302, %303
  %305 = sext i32 %t71 to i64
  %306 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %305
  %307 = load i32, ptr %306, align 4
  %308 = sext i32 %307 to i64
  %309 = add nsw i64 %304, %308
  %310 = getelementptr inbounds float, ptr %Y, i64 %309
  store float %298, ptr %310, align 4
  br label %if.end
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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

; Function Attrs: nounwind
define internal void @warp_softmax_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_warp_softmax, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_warp_softmax, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_warp_softmax, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_warp_softmax, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_warp_softmax, ptr %ctx, i32 0, i32 4
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
  call void @warp_softmax_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_warp_softmax(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_warp_softmax, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_warp_softmax, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_warp_softmax, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_warp_softmax, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_warp_softmax, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_warp_softmax, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 4
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 4
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @warp_softmax_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !1, !3}
!5 = distinct !{!5, !1, !3}
!6 = distinct !{!6, !1, !3}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !3}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !3}
!11 = distinct !{!11, !1, !3}
!12 = distinct !{!12, !1, !3}
!13 = distinct !{!13, !1, !3}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !3}
!16 = distinct !{!16, !1}
