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

for.cond5:                                        ; preds = %for.end10, %for.end
  %tl_ws = phi i32 [ 0, %for.end ], [ %98, %for.end10 ]
  %78 = icmp slt i32 %tl_ws, 5
  br i1 %78, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  br label %for.cond8

for.end7:                                         ; preds = %for.cond5
  br label %for.cond12

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
  %94 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %95 = mul nuw i64 %94, 4
  %96 = getelementptr inbounds float, ptr %tl_wr0_10, i64 0
  %97 = getelementptr inbounds float, ptr %tl_wv0_9, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %96, ptr align 4 %97, i64 %95, i1 false)
  %98 = add nsw i32 %tl_ws, 1
  br label %for.cond5, !llvm.loop !5

for.cond12:                                       ; preds = %while.end18, %for.end7
  %t15 = phi i32 [ 0, %for.end7 ], [ %133, %while.end18 ]
  %99 = icmp slt i32 %t15, 128
  br i1 %99, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %100 = sext i32 %t15 to i64
  %101 = getelementptr inbounds float, ptr %tl_wr0_10, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = sext i32 %t15 to i64
  %104 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %103
  store float %102, ptr %104, align 4
  %105 = sext i32 %t15 to i64
  %106 = getelementptr inbounds float, ptr %tl_s9_7, i64 %105
  store float 0.000000e+00, ptr %106, align 4
  %107 = sext i32 %t15 to i64
  %108 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sext i32 %t15 to i64
  %111 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %110
  store i32 %109, ptr %111, align 4
  br label %while.cond16

for.end14:                                        ; preds = %for.cond12
  br label %for.cond28

while.cond16:                                     ; preds = %sel.end27, %for.body13
  %112 = sext i32 %t15 to i64
  %113 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %112
  %114 = load i32, ptr %113, align 4
  %115 = icmp slt i32 %114, %N
  br i1 %115, label %while.body17, label %while.end18

while.body17:                                     ; preds = %while.cond16
  %116 = sext i32 %t15 to i64
  %117 = getelementptr inbounds float, ptr %tl_s9_7, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = sext i32 %t15 to i64
  %120 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = icmp sle i32 0, %121
  br i1 %122, label %sc.rhs19, label %sc.end20

while.end18:                                      ; preds = %while.cond16
  %123 = sext i32 %t15 to i64
  %124 = getelementptr inbounds float, ptr %tl_s9_7, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = sext i32 %t15 to i64
  %127 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %126
  store float %125, ptr %127, align 4
  %128 = sext i32 %t15 to i64
  %129 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = sext i32 %t15 to i64
  %132 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %131
  store float %130, ptr %132, align 4
  %133 = add nsw i32 %t15, 1
  br label %for.cond12, !llvm.loop !6

sc.rhs19:                                         ; preds = %while.body17
  %134 = sext i32 %t15 to i64
  %135 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = icmp slt i32 %136, %M
  br label %sc.end20

sc.end20:                                         ; preds = %sc.rhs19, %while.body17
  %138 = phi i1 [ false, %while.body17 ], [ %137, %sc.rhs19 ]
  br i1 %138, label %sc.rhs21, label %sc.end22

sc.rhs21:                                         ; preds = %sc.end20
  %139 = sext i32 %t15 to i64
  %140 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = icmp sle i32 0, %141
  br i1 %142, label %sc.rhs23, label %sc.end24

sc.end22:                                         ; preds = %sc.end24, %sc.end20
  %143 = phi i1 [ false, %sc.end20 ], [ %148, %sc.end24 ]
  br i1 %143, label %sel.then25, label %sel.else26

sc.rhs23:                                         ; preds = %sc.rhs21
  %144 = sext i32 %t15 to i64
  %145 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %144
  %146 = load i32, ptr %145, align 4
  %147 = icmp slt i32 %146, %N
  br label %sc.end24

sc.end24:                                         ; preds = %sc.rhs23, %sc.rhs21
  %148 = phi i1 [ false, %sc.rhs21 ], [ %147, %sc.rhs23 ]
  br label %sc.end22

sel.then25:                                       ; preds = %sc.end22
  %149 = sext i32 %t15 to i64
  %150 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %149
  %151 = load i32, ptr %150, align 4
  %152 = sext i32 %151 to i64
  %153 = sext i32 %N to i64
  %154 = mul nsw i64 %152, %153
  %155 = sext i32 %t15 to i64
  %156 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %155
  %157 = load i32, ptr %156, align 4
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %154, %158
  %160 = getelementptr inbounds float, ptr %X, i64 %159
  %161 = load float, ptr %160, align 4
  br label %sel.end27

sel.else26:                                       ; preds = %sc.end22
  br label %sel.end27

sel.end27:                                        ; preds = %sel.else26, %sel.then25
  %162 = phi float [ %161, %sel.then25 ], [ 0.000000e+00, %sel.else26 ]
  %163 = sext i32 %t15 to i64
  %164 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = fsub float %162, %165
  %167 = call float @tilec_expf(float %166)
  %168 = fadd float %118, %167
  %169 = sext i32 %t15 to i64
  %170 = getelementptr inbounds float, ptr %tl_s9_7, i64 %169
  store float %168, ptr %170, align 4
  %171 = sext i32 %t15 to i64
  %172 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %171
  %173 = load i32, ptr %172, align 4
  %174 = add i32 %173, 32
  %175 = sext i32 %t15 to i64
  %176 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %175
  store i32 %174, ptr %176, align 4
  br label %while.cond16

for.cond28:                                       ; preds = %for.end34, %for.end14
  %tl_ws31 = phi i32 [ 0, %for.end14 ], [ %197, %for.end34 ]
  %177 = icmp slt i32 %tl_ws31, 5
  br i1 %177, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond32

for.end30:                                        ; preds = %for.cond28
  br label %for.cond36

for.cond32:                                       ; preds = %for.body33, %for.body29
  %t35 = phi i32 [ 0, %for.body29 ], [ %192, %for.body33 ]
  %178 = icmp slt i32 %t35, 128
  br i1 %178, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %179 = sext i32 %t35 to i64
  %180 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = icmp uge i32 %tl_ws31, 32
  %183 = select i1 %182, i32 31, i32 %tl_ws31
  %184 = ashr i32 16, %183
  %185 = xor i32 %t35, %184
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = fadd float %181, %188
  %190 = sext i32 %t35 to i64
  %191 = getelementptr inbounds float, ptr %tl_wv0_11, i64 %190
  store float %189, ptr %191, align 4
  %192 = add nsw i32 %t35, 1
  br label %for.cond32, !llvm.loop !7

for.end34:                                        ; preds = %for.cond32
  %193 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %194 = mul nuw i64 %193, 4
  %195 = getelementptr inbounds float, ptr %tl_wr0_12, i64 0
  %196 = getelementptr inbounds float, ptr %tl_wv0_11, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %195, ptr align 4 %196, i64 %194, i1 false)
  %197 = add nsw i32 %tl_ws31, 1
  br label %for.cond28, !llvm.loop !8

for.cond36:                                       ; preds = %while.end42, %for.end30
  %t39 = phi i32 [ 0, %for.end30 ], [ %217, %while.end42 ]
  %198 = icmp slt i32 %t39, 128
  br i1 %198, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %199 = sext i32 %t39 to i64
  %200 = getelementptr inbounds float, ptr %tl_wr0_12, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = sext i32 %t39 to i64
  %203 = getelementptr inbounds float, ptr %tl_total10_8, i64 %202
  store float %201, ptr %203, align 4
  %204 = sext i32 %t39 to i64
  %205 = getelementptr inbounds i32, ptr %tl_lane4_2, i64 %204
  %206 = load i32, ptr %205, align 4
  %207 = sext i32 %t39 to i64
  %208 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %207
  store i32 %206, ptr %208, align 4
  br label %while.cond40

for.end38:                                        ; preds = %for.cond36
  ret void

while.cond40:                                     ; preds = %if.end, %for.body37
  %209 = sext i32 %t39 to i64
  %210 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %209
  %211 = load i32, ptr %210, align 4
  %212 = icmp slt i32 %211, %N
  br i1 %212, label %while.body41, label %while.end42

while.body41:                                     ; preds = %while.cond40
  %213 = sext i32 %t39 to i64
  %214 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %213
  %215 = load i32, ptr %214, align 4
  %216 = icmp sle i32 0, %215
  br i1 %216, label %sc.rhs43, label %sc.end44

while.end42:                                      ; preds = %while.cond40
  %217 = add nsw i32 %t39, 1
  br label %for.cond36, !llvm.loop !9

sc.rhs43:                                         ; preds = %while.body41
  %218 = sext i32 %t39 to i64
  %219 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %218
  %220 = load i32, ptr %219, align 4
  %221 = icmp slt i32 %220, %M
  br label %sc.end44

sc.end44:                                         ; preds = %sc.rhs43, %while.body41
  %222 = phi i1 [ false, %while.body41 ], [ %221, %sc.rhs43 ]
  br i1 %222, label %sc.rhs45, label %sc.end46

sc.rhs45:                                         ; preds = %sc.end44
  %223 = sext i32 %t39 to i64
  %224 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %223
  %225 = load i32, ptr %224, align 4
  %226 = icmp sle i32 0, %225
  br i1 %226, label %sc.rhs47, label %sc.end48

sc.end46:                                         ; preds = %sc.end48, %sc.end44
  %227 = phi i1 [ false, %sc.end44 ], [ %232, %sc.end48 ]
  br i1 %227, label %if.then, label %if.else

sc.rhs47:                                         ; preds = %sc.rhs45
  %228 = sext i32 %t39 to i64
  %229 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %228
  %230 = load i32, ptr %229, align 4
  %231 = icmp slt i32 %230, %N
  br label %sc.end48

sc.end48:                                         ; preds = %sc.rhs47, %sc.rhs45
  %232 = phi i1 [ false, %sc.rhs45 ], [ %231, %sc.rhs47 ]
  br label %sc.end46

if.then:                                          ; preds = %sc.end46
  %233 = sext i32 %t39 to i64
  %234 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %233
  %235 = load i32, ptr %234, align 4
  %236 = icmp sle i32 0, %235
  br i1 %236, label %sc.rhs49, label %sc.end50

if.else:                                          ; preds = %sc.end46
  br label %if.end

if.end:                                           ; preds = %if.else, %sel.end57
  %237 = sext i32 %t39 to i64
  %238 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %237
  %239 = load i32, ptr %238, align 4
  %240 = add i32 %239, 32
  %241 = sext i32 %t39 to i64
  %242 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %241
  store i32 %240, ptr %242, align 4
  br label %while.cond40

sc.rhs49:                                         ; preds = %if.then
  %243 = sext i32 %t39 to i64
  %244 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = icmp slt i32 %245, %M
  br label %sc.end50

sc.end50:                                         ; preds = %sc.rhs49, %if.then
  %247 = phi i1 [ false, %if.then ], [ %246, %sc.rhs49 ]
  br i1 %247, label %sc.rhs51, label %sc.end52

sc.rhs51:                                         ; preds = %sc.end50
  %248 = sext i32 %t39 to i64
  %249 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %248
  %250 = load i32, ptr %249, align 4
  %251 = icmp sle i32 0, %250
  br i1 %251, label %sc.rhs53, label %sc.end54

sc.end52:                                         ; preds = %sc.end54, %sc.end50
  %252 = phi i1 [ false, %sc.end50 ], [ %257, %sc.end54 ]
  br i1 %252, label %sel.then55, label %sel.else56

sc.rhs53:                                         ; preds = %sc.rhs51
  %253 = sext i32 %t39 to i64
  %254 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %253
  %255 = load i32, ptr %254, align 4
  %256 = icmp slt i32 %255, %N
  br label %sc.end54

sc.end54:                                         ; preds = %sc.rhs53, %sc.rhs51
  %257 = phi i1 [ false, %sc.rhs51 ], [ %256, %sc.rhs53 ]
  br label %sc.end52

sel.then55:                                       ; preds = %sc.end52
  %258 = sext i32 %t39 to i64
  %259 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %258
  %260 = load i32, ptr %259, align 4
  %261 = sext i32 %260 to i64
  %262 = sext i32 %N to i64
  %263 = mul nsw i64 %261, %262
  %264 = sext i32 %t39 to i64
  %265 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = sext i32 %266 to i64
  %268 = add nsw i64 %263, %267
  %269 = getelementptr inbounds float, ptr %X, i64 %268
  %270 = load float, ptr %269, align 4
  br label %sel.end57

sel.else56:                                       ; preds = %sc.end52
  br label %sel.end57

sel.end57:                                        ; preds = %sel.else56, %sel.then55
  %271 = phi float [ %270, %sel.then55 ], [ 0.000000e+00, %sel.else56 ]
  %272 = sext i32 %t39 to i64
  %273 = getelementptr inbounds float, ptr %tl_row_max8_6, i64 %272
  %274 = load float, ptr %273, align 4
  %275 = fsub float %271, %274
  %276 = call float @tilec_expf(float %275)
  %277 = sext i32 %t39 to i64
  %278 = getelementptr inbounds float, ptr %tl_total10_8, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = fdiv float %276, %279
  %281 = sext i32 %t39 to i64
  %282 = getelementptr inbounds i32, ptr %tl_row5_3, i64 %281
  %283 = load i32, ptr %282, align 4
  %284 = sext i32 %283 to i64
  %285 = sext i32 %N to i64
  %286 = mul nsw i64 %284, %285
  %287 = sext i32 %t39 to i64
  %288 = getelementptr inbounds i32, ptr %tl_c7_5, i64 %287
  %289 = load i32, ptr %288, align 4
  %290 = sext i32 %289 to i64
  %291 = add nsw i64 %286, %290
  %292 = getelementptr inbounds float, ptr %Y, i64 %291
  store float %280, ptr %292, align 4
  br label %if.end
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #4 {
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
define internal void @warp_softmax_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_warp_softmax(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { alwaysinline nofree nosync nounwind willreturn "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 false}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.vectorize.enable", i1 true}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !4}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
