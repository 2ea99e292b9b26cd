; ModuleID = 'warp_softmax.tile'
source_filename = "warp_softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_warp_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %t = phi i32 [ 0, %body ], [ %39, %while.end ]
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
  %29 = sext i32 %t to i64
  %30 = getelementptr inbounds float, ptr %tl_m6_4, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = sext i32 %t to i64
  %33 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %32
  store float %31, ptr %33, align 4
  %34 = sext i32 %t to i64
  %35 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = sext i32 %t to i64
  %38 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %37
  store float %36, ptr %38, align 4
  %39 = add nsw i32 %t, 1
  br label %for.cond, !llvm.loop !0

sc.rhs:                                           ; preds = %while.body
  %40 = sext i32 %t to i64
  %41 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = icmp slt i32 %42, %M
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %while.body
  %44 = phi i1 [ false, %while.body ], [ %43, %sc.rhs ]
  br i1 %44, label %sc.rhs1, label %sc.end2

sc.rhs1:                                          ; preds = %sc.end
  %45 = sext i32 %t to i64
  %46 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = icmp sle i32 0, %47
  br i1 %48, label %sc.rhs3, label %sc.end4

sc.end2:                                          ; preds = %sc.end4, %sc.end
  %49 = phi i1 [ false, %sc.end ], [ %54, %sc.end4 ]
  br i1 %49, label %sel.then, label %sel.else

sc.rhs3:                                          ; preds = %sc.rhs1
  %50 = sext i32 %t to i64
  %51 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %52, %N
  br label %sc.end4

sc.end4:                                          ; preds = %sc.rhs3, %sc.rhs1
  %54 = phi i1 [ false, %sc.rhs1 ], [ %53, %sc.rhs3 ]
  br label %sc.end2

sel.then:                                         ; preds = %sc.end2
  %55 = sext i32 %t to i64
  %56 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %57 to i64
  %59 = sext i32 %N to i64
  %60 = mul nsw i64 %58, %59
  %61 = sext i32 %t to i64
  %62 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %60, %64
  %66 = getelementptr inbounds float, ptr %X, i64 %65
  %67 = load float, ptr %66, align 4
  br label %sel.end

sel.else:                                         ; preds = %sc.end2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %68 = phi float [ %67, %sel.then ], [ 0.000000e+00, %sel.else ]
  %69 = call float @llvm.maxnum.f32(float %24, float %68)
  %70 = sext i32 %t to i64
  %71 = getelementptr inbounds float, ptr %tl_m6_4, i64 %70
  store float %69, ptr %71, align 4
  %72 = sext i32 %t to i64
  %73 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = add i32 %74, 32
  %76 = sext i32 %t to i64
  %77 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %76
  store i32 %75, ptr %77, align 4
  br label %while.cond

for.cond5:                                        ; preds = %for.end14, %for.end
  %tl_ws = phi i32 [ 0, %for.end ], [ %101, %for.end14 ]
  %78 = icmp slt i32 %tl_ws, 5
  br i1 %78, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  br label %for.cond8

for.end7:                                         ; preds = %for.cond5
  br label %for.cond16

for.cond8:                                        ; preds = %for.body9, %for.body6
  %t11 = phi i32 [ 0, %for.body6 ], [ %93, %for.body9 ]
  %79 = icmp slt i32 %t11, 128
  br i1 %79, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %80 = sext i32 %t11 to i64
  %81 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = icmp uge i32 %tl_ws, 32
  %84 = select i1 %83, i32 31, i32 %tl_ws
  %85 = ashr i32 16, %84
  %86 = xor i32 %t11, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = call float @llvm.maxnum.f32(float %82, float %89)
  %91 = sext i32 %t11 to i64
  %92 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %91
  store float %90, ptr %92, align 4
  %93 = add nsw i32 %t11, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  br label %for.cond12

for.cond12:                                       ; preds = %for.body13, %for.end10
  %t15 = phi i32 [ 0, %for.end10 ], [ %100, %for.body13 ]
  %94 = icmp slt i32 %t15, 128
  br i1 %94, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %95 = sext i32 %t15 to i64
  %96 = getelementptr inbounds float, ptr %tl_wv0_9, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = sext i32 %t15 to i64
  %99 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %98
  store float %97, ptr %99, align 4
  %100 = add nsw i32 %t15, 1
  br label %for.cond12, !llvm.loop !5

for.end14:                                        ; preds = %for.cond12
  %101 = add nsw i32 %tl_ws, 1
  br label %for.cond5, !llvm.loop !6

for.cond16:                                       ; preds = %while.end22, %for.end7
  %t19 = phi i32 [ 0, %for.end7 ], [ %136, %while.end22 ]
  %102 = icmp slt i32 %t19, 128
  br i1 %102, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %103 = sext i32 %t19 to i64
  %104 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = sext i32 %t19 to i64
  %107 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %106
  store float %105, ptr %107, align 4
  %108 = sext i32 %t19 to i64
  %109 = getelementptr inbounds float, ptr %tl_s9_7, i64 %108
  store float 0.000000e+00, ptr %109, align 4
  %110 = sext i32 %t19 to i64
  %111 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = sext i32 %t19 to i64
  %114 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %113
  store i32 %112, ptr %114, align 4
  br label %while.cond20

for.end18:                                        ; preds = %for.cond16
  br label %for.cond32

while.cond20:                                     ; preds = %sel.end31, %for.body17
  %115 = sext i32 %t19 to i64
  %116 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = icmp slt i32 %117, %N
  br i1 %118, label %while.body21, label %while.end22

while.body21:                                     ; preds = %while.cond20
  %119 = sext i32 %t19 to i64
  %120 = getelementptr inbounds float, ptr %tl_s9_7, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %t19 to i64
  %123 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %122
  %124 = load i32, ptr %123, align 4
  %125 = icmp sle i32 0, %124
  br i1 %125, label %sc.rhs23, label %sc.end24

while.end22:                                      ; preds = %while.cond20
  %126 = sext i32 %t19 to i64
  %127 = getelementptr inbounds float, ptr %tl_s9_7, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = sext i32 %t19 to i64
  %130 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %129
  store float %128, ptr %130, align 4
  %131 = sext i32 %t19 to i64
  %132 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = sext i32 %t19 to i64
  %135 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %134
  store float %133, ptr %135, align 4
  %136 = add nsw i32 %t19, 1
  br label %for.cond16, !llvm.loop !7

sc.rhs23:                                         ; preds = %while.body21
  %137 = sext i32 %t19 to i64
  %138 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = icmp slt i32 %139, %M
  br label %sc.end24

sc.end24:                                         ; preds = %sc.rhs23, %while.body21
  %141 = phi i1 [ false, %while.body21 ], [ %140, %sc.rhs23 ]
  br i1 %141, label %sc.rhs25, label %sc.end26

sc.rhs25:                                         ; preds = %sc.end24
  %142 = sext i32 %t19 to i64
  %143 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %142
  %144 = load i32, ptr %143, align 4
  %145 = icmp sle i32 0, %144
  br i1 %145, label %sc.rhs27, label %sc.end28

sc.end26:                                         ; preds = %sc.end28, %sc.end24
  %146 = phi i1 [ false, %sc.end24 ], [ %151, %sc.end28 ]
  br i1 %146, label %sel.then29, label %sel.else30

sc.rhs27:                                         ; preds = %sc.rhs25
  %147 = sext i32 %t19 to i64
  %148 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = icmp slt i32 %149, %N
  br label %sc.end28

sc.end28:                                         ; preds = %sc.rhs27, %sc.rhs25
  %151 = phi i1 [ false, %sc.rhs25 ], [ %150, %sc.rhs27 ]
  br label %sc.end26

sel.then29:                                       ; preds = %sc.end26
  %152 = sext i32 %t19 to i64
  %153 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = sext i32 %154 to i64
  %156 = sext i32 %N to i64
  %157 = mul nsw i64 %155, %156
  %158 = sext i32 %t19 to i64
  %159 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %158
  %160 = load i32, ptr %159, align 4
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %157, %161
  %163 = getelementptr inbounds float, ptr %X, i64 %162
  %164 = load float, ptr %163, align 4
  br label %sel.end31

sel.else30:                                       ; preds = %sc.end26
  br label %sel.end31

sel.end31:                                        ; preds = %sel.else30, %sel.then29
  %165 = phi float [ %164, %sel.then29 ], [ 0.000000e+00, %sel.else30 ]
  %166 = sext i32 %t19 to i64
  %167 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = fsub float %165, %168
  %170 = call float @tilec_expf(float %169)
  %171 = fadd float %121, %170
  %172 = sext i32 %t19 to i64
  %173 = getelementptr inbounds float, ptr %tl_s9_7, i64 %172
  store float %171, ptr %173, align 4
  %174 = sext i32 %t19 to i64
  %175 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %174
  %176 = load i32, ptr %175, align 4
  %177 = add i32 %176, 32
  %178 = sext i32 %t19 to i64
  %179 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %178
  store i32 %177, ptr %179, align 4
  br label %while.cond20

for.cond32:                                       ; preds = %for.end42, %for.end18
  %tl_ws35 = phi i32 [ 0, %for.end18 ], [ %203, %for.end42 ]
  %180 = icmp slt i32 %tl_ws35, 5
  br i1 %180, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  br label %for.cond36

for.end34:                                        ; preds = %for.cond32
  br label %for.cond44

for.cond36:                                       ; preds = %for.body37, %for.body33
  %t39 = phi i32 [ 0, %for.body33 ], [ %195, %for.body37 ]
  %181 = icmp slt i32 %t39, 128
  br i1 %181, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %182 = sext i32 %t39 to i64
  %183 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = icmp uge i32 %tl_ws35, 32
  %186 = select i1 %185, i32 31, i32 %tl_ws35
  %187 = ashr i32 16, %186
  %188 = xor i32 %t39, %187
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %189
  %191 = load float, ptr %190, align 4
  %192 = fadd float %184, %191
  %193 = sext i32 %t39 to i64
  %194 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %193
  store float %192, ptr %194, align 4
  %195 = add nsw i32 %t39, 1
  br label %for.cond36, !llvm.loop !8

for.end38:                                        ; preds = %for.cond36
  br label %for.cond40

for.cond40:                                       ; preds = %for.body41, %for.end38
  %t43 = phi i32 [ 0, %for.end38 ], [ %202, %for.body41 ]
  %196 = icmp slt i32 %t43, 128
  br i1 %196, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %197 = sext i32 %t43 to i64
  %198 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = sext i32 %t43 to i64
  %201 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %200
  store float %199, ptr %201, align 4
  %202 = add nsw i32 %t43, 1
  br label %for.cond40, !llvm.loop !9

for.end42:                                        ; preds = %for.cond40
  %203 = add nsw i32 %tl_ws35, 1
  br label %for.cond32, !llvm.loop !10

for.cond44:                                       ; preds = %while.end50, %for.end34
  %t47 = phi i32 [ 0, %for.end34 ], [ %223, %while.end50 ]
  %204 = icmp slt i32 %t47, 128
  br i1 %204, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %205 = sext i32 %t47 to i64
  %206 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = sext i32 %t47 to i64
  %209 = getelementptr inbounds float, ptr %tl_total10_8, i64 %208
  store float %207, ptr %209, align 4
  %210 = sext i32 %t47 to i64
  %211 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = sext i32 %t47 to i64
  %214 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %213
  store i32 %212, ptr %214, align 4
  br label %while.cond48

for.end46:                                        ; preds = %for.cond44
  ret void

while.cond48:                                     ; preds = %if.end, %for.body45
  %215 = sext i32 %t47 to i64
  %216 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %215
  %217 = load i32, ptr %216, align 4
  %218 = icmp slt i32 %217, %N
  br i1 %218, label %while.body49, label %while.end50

while.body49:                                     ; preds = %while.cond48
  %219 = sext i32 %t47 to i64
  %220 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %219
  %221 = load i32, ptr %220, align 4
  %222 = icmp sle i32 0, %221
  br i1 %222, label %sc.rhs51, label %sc.end52

while.end50:                                      ; preds = %while.cond48
  %223 = add nsw i32 %t47, 1
  br label %for.cond44, !llvm.loop !11

sc.rhs51:                                         ; preds = %while.body49
  %224 = sext i32 %t47 to i64
  %225 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %224
  %226 = load i32, ptr %225, align 4
  %227 = icmp slt i32 %226, %M
  br label %sc.end52

sc.end52:                                         ; preds = %sc.rhs51, %while.body49
  %228 = phi i1 [ false, %while.body49 ], [ %227, %sc.rhs51 ]
  br i1 %228, label %sc.rhs53, label %sc.end54

sc.rhs53:                                         ; preds = %sc.end52
  %229 = sext i32 %t47 to i64
  %230 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %229
  %231 = load i32, ptr %230, align 4
  %232 = icmp sle i32 0, %231
  br i1 %232, label %sc.rhs55, label %sc.end56

sc.end54:                                         ; preds = %sc.end56, %sc.end52
  %233 = phi i1 [ false, %sc.end52 ], [ %238, %sc.end56 ]
  br i1 %233, label %if.then, label %if.else

sc.rhs55:                                         ; preds = %sc.rhs53
  %234 = sext i32 %t47 to i64
  %235 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = icmp slt i32 %236, %N
  br label %sc.end56

sc.end56:                                         ; preds = %sc.rhs55, %sc.rhs53
  %238 = phi i1 [ false, %sc.rhs53 ], [ %237, %sc.rhs55 ]
  br label %sc.end54

if.then:                                          ; preds = %sc.end54
  %239 = sext i32 %t47 to i64
  %240 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = icmp sle i32 0, %241
  br i1 %242, label %sc.rhs57, label %sc.end58

if.else:                                          ; preds = %sc.end54
  br label %if.end

if.end:                                           ; preds = %if.else, %sel.end65
  %243 = sext i32 %t47 to i64
  %244 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = add i32 %245, 32
  %247 = sext i32 %t47 to i64
  %248 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %247
  store i32 %246, ptr %248, align 4
  br label %while.cond48

sc.rhs57:                                         ; preds = %if.then
  %249 = sext i32 %t47 to i64
  %250 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %249
  %251 = load i32, ptr %250, align 4
  %252 = icmp slt i32 %251, %M
  br label %sc.end58

sc.end58:                                         ; preds = %sc.rhs57, %if.then
  %253 = phi i1 [ false, %if.then ], [ %252, %sc.rhs57 ]
  br i1 %253, label %sc.rhs59, label %sc.end60

sc.rhs59:                                         ; preds = %sc.end58
  %254 = sext i32 %t47 to i64
  %255 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %254
  %256 = load i32, ptr %255, align 4
  %257 = icmp sle i32 0, %256
  br i1 %257, label %sc.rhs61, label %sc.end62

sc.end60:                                         ; preds = %sc.end62, %sc.end58
  %258 = phi i1 [ false, %sc.end58 ], [ %263, %sc.end62 ]
  br i1 %258, label %sel.then63, label %sel.else64

sc.rhs61:                                         ; preds = %sc.rhs59
  %259 = sext i32 %t47 to i64
  %260 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %259
  %261 = load i32, ptr %260, align 4
  %262 = icmp slt i32 %261, %N
  br label %sc.end62

sc.end62:                                         ; preds = %sc.rhs61, %sc.rhs59
  %263 = phi i1 [ false, %sc.rhs59 ], [ %262, %sc.rhs61 ]
  br label %sc.end60

sel.then63:                                       ; preds = %sc.end60
  %264 = sext i32 %t47 to i64
  %265 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = sext i32 %266 to i64
  %268 = sext i32 %N to i64
  %269 = mul nsw i64 %267, %268
  %270 = sext i32 %t47 to i64
  %271 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %270
  %272 = load i32, ptr %271, align 4
  %273 = sext i32 %272 to i64
  %274 = add nsw i64 %269, %273
  %275 = getelementptr inbounds float, ptr %X, i64 %274
  %276 = load float, ptr %275, align 4
  br label %sel.end65

sel.else64:                                       ; preds = %sc.end60
  br label %sel.end65

sel.end65:                                        ; preds = %sel.else64, %sel.then63
  %277 = phi float [ %276, %sel.then63 ], [ 0.000000e+00, %sel.else64 ]
  %278 = sext i32 %t47 to i64
  %279 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %278
  %280 = load float, ptr %279, align 4
  %281 = fsub float %277, %280
  %282 = call float @tilec_expf(float %281)
  %283 = sext i32 %t47 to i64
  %284 = getelementptr inbounds float, ptr %tl_total10_8, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = fdiv float %282, %285
  %287 = sext i32 %t47 to i64
  %288 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %287
  %289 = load i32, ptr %288, align 4
  %290 = sext i32 %289 to i64
  %291 = sext i32 %N to i64
  %292 = mul nsw i64 %290, %291
  %293 = sext i32 %t47 to i64
  %294 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %293
  %295 = load i32, ptr %294, align 4
  %296 = sext i32 %295 to i64
  %297 = add nsw i64 %292, %296
  %298 = getelementptr inbounds float, ptr %Y, i64 %297
  store float %286, ptr %298, align 4
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
define internal void @warp_softmax_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_warp_softmax(ptr %args, ptr %dims, ptr %self) #4 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline nofree nosync nounwind willreturn "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #4 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 false}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.vectorize.enable", i1 true}
!5 = distinct !{!5, !1, !4}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !4}
!9 = distinct !{!9, !1, !4}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
