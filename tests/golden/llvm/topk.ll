; ModuleID = 'topk.tile'
source_filename = "topk.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_topk = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @topk_block(ptr noalias %X, ptr noalias %G, ptr noalias %I, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_11 = alloca [32 x float], align 64
  %tl_lanes_12 = alloca [32 x i32], align 64
  %cv = alloca [1120 x float], align 64
  %ci = alloca [1120 x i32], align 64
  %mv = alloca [1120 x float], align 64
  %key = alloca [1120 x i32], align 64
  %tv = alloca [96 x float], align 64
  %ti = alloca [96 x i32], align 64
  %best = alloca [16 x float], align 64
  %pick = alloca [16 x i32], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_11, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_12, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %cv, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ci, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mv, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %key, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %best, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %pick, i8 0, i64 64, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i3 = phi i32 [ 0, %body ], [ %8, %for.end3 ]
  %0 = icmp slt i32 %i3, 16
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %7, %for.body2 ]
  %1 = icmp slt i32 %j1, 6
  br i1 %1, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %2 = sext i32 %i3 to i64
  %3 = mul nsw i64 %2, 6
  %4 = sext i32 %j1 to i64
  %5 = add nsw i64 %3, %4
  %6 = getelementptr inbounds float, ptr %tv, i64 %5
  store float 0xFFF0000000000000, ptr %6, align 4
  %7 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %8 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %for.end
  %i37 = phi i32 [ 0, %for.end ], [ %29, %for.end10 ]
  %9 = icmp slt i32 %i37, 16
  br i1 %9, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  %10 = sext i32 %N to i64
  %11 = sdiv i64 %10, 64
  %12 = sub i64 0, %10
  %13 = select i1 false, i64 %12, i64 %11
  %14 = srem i64 %10, 64
  %15 = icmp ne i64 %14, 0
  %16 = icmp slt i64 %10, 0
  %17 = icmp eq i1 %16, false
  %18 = and i1 %15, %17
  %19 = zext i1 %18 to i64
  %20 = add i64 %13, %19
  %21 = trunc i64 %20 to i32
  br label %for.cond12

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %28, %for.body9 ]
  %22 = icmp slt i32 %j111, 6
  br i1 %22, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %23 = sext i32 %i37 to i64
  %24 = mul nsw i64 %23, 6
  %25 = sext i32 %j111 to i64
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds i32, ptr %ti, i64 %26
  store i32 -1, ptr %27, align 4
  %28 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  %29 = add nsw i32 %i37, 1
  br label %for.cond4, !llvm.loop !5

for.cond12:                                       ; preds = %for.end26, %for.end6
  %t = phi i32 [ 0, %for.end6 ], [ %99, %for.end26 ]
  %30 = icmp slt i32 %t, %21
  br i1 %30, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond15

for.end14:                                        ; preds = %for.cond12
  %31 = mul i32 %bx, 16
  %32 = icmp sle i32 0, %31
  %33 = mul i32 %bx, 16
  %34 = sext i32 %33 to i64
  %35 = add i64 %34, 16
  %36 = sext i32 %M to i64
  %37 = icmp sle i64 %35, %36
  %38 = and i1 %32, %37
  br i1 %38, label %if.then100, label %if.else101

for.cond15:                                       ; preds = %for.end20, %for.body13
  %i = phi i32 [ 0, %for.body13 ], [ %42, %for.end20 ]
  %39 = icmp slt i32 %i, 16
  br i1 %39, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond24

for.cond18:                                       ; preds = %if.end, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %70, %if.end ]
  %40 = icmp slt i32 %j, 70
  br i1 %40, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %41 = icmp slt i32 %j, 6
  br i1 %41, label %if.then, label %if.else

for.end20:                                        ; preds = %for.cond18
  %42 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !6

if.then:                                          ; preds = %for.body19
  %43 = sext i32 %i to i64
  %44 = mul nsw i64 %43, 6
  %45 = sext i32 %j to i64
  %46 = add nsw i64 %44, %45
  %47 = getelementptr inbounds float, ptr %tv, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = sext i32 %i to i64
  %50 = mul nsw i64 %49, 70
  %51 = sext i32 %j to i64
  %52 = add nsw i64 %50, %51
  %53 = getelementptr inbounds float, ptr %cv, i64 %52
  store float %48, ptr %53, align 4
  %54 = sext i32 %i to i64
  %55 = mul nsw i64 %54, 6
  %56 = sext i32 %j to i64
  %57 = add nsw i64 %55, %56
  %58 = getelementptr inbounds i32, ptr %ti, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = sext i32 %i to i64
  %61 = mul nsw i64 %60, 70
  %62 = sext i32 %j to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds i32, ptr %ci, i64 %63
  store i32 %59, ptr %64, align 4
  br label %if.end

if.else:                                          ; preds = %for.body19
  %65 = mul i32 %bx, 16
  %row = add i32 %65, %i
  %66 = mul i32 %t, 64
  %67 = add i32 %66, %j
  %col = sub i32 %67, 6
  %68 = icmp slt i32 %row, %M
  %69 = icmp slt i32 %col, %N
  %inside = and i1 %68, %69
  br i1 %inside, label %sel.then, label %sel.else

if.end:                                           ; preds = %sel.end, %if.then
  %70 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !7

sel.then:                                         ; preds = %if.else
  %71 = icmp sle i32 0, %row
  %72 = icmp slt i32 %row, %M
  %73 = and i1 %71, %72
  %74 = icmp sle i32 0, %col
  %75 = icmp slt i32 %col, %N
  %76 = and i1 %74, %75
  %77 = and i1 %73, %76
  br i1 %77, label %sel.then21, label %sel.else22

sel.else:                                         ; preds = %if.else
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end23
  %78 = phi float [ %97, %sel.end23 ], [ 0xFFF0000000000000, %sel.else ]
  %79 = sext i32 %i to i64
  %80 = mul nsw i64 %79, 70
  %81 = sext i32 %j to i64
  %82 = add nsw i64 %80, %81
  %83 = getelementptr inbounds float, ptr %cv, i64 %82
  store float %78, ptr %83, align 4
  %84 = select i1 %inside, i32 %col, i32 -1
  %85 = sext i32 %i to i64
  %86 = mul nsw i64 %85, 70
  %87 = sext i32 %j to i64
  %88 = add nsw i64 %86, %87
  %89 = getelementptr inbounds i32, ptr %ci, i64 %88
  store i32 %84, ptr %89, align 4
  br label %if.end

sel.then21:                                       ; preds = %sel.then
  %90 = sext i32 %row to i64
  %91 = sext i32 %N to i64
  %92 = mul nsw i64 %90, %91
  %93 = sext i32 %col to i64
  %94 = add nsw i64 %92, %93
  %95 = getelementptr inbounds float, ptr %X, i64 %94
  %96 = load float, ptr %95, align 4
  br label %sel.end23

sel.else22:                                       ; preds = %sel.then
  br label %sel.end23

sel.end23:                                        ; preds = %sel.else22, %sel.then21
  %97 = phi float [ %96, %sel.then21 ], [ 0.000000e+00, %sel.else22 ]
  br label %sel.end

for.cond24:                                       ; preds = %for.end91, %for.end17
  %r = phi i32 [ 0, %for.end17 ], [ %306, %for.end91 ]
  %98 = icmp slt i32 %r, 6
  br i1 %98, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %99 = add nsw i32 %t, 1
  br label %for.cond12, !llvm.loop !8

for.cond27:                                       ; preds = %for.end33, %for.body25
  %i30 = phi i32 [ 0, %for.body25 ], [ %123, %for.end33 ]
  %100 = icmp slt i32 %i30, 16
  br i1 %100, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  br label %for.cond31

for.end29:                                        ; preds = %for.cond27
  br label %for.cond35

for.cond31:                                       ; preds = %for.body32, %for.body28
  %j34 = phi i32 [ 0, %for.body28 ], [ %122, %for.body32 ]
  %101 = icmp slt i32 %j34, 70
  br i1 %101, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %102 = sext i32 %i30 to i64
  %103 = mul nsw i64 %102, 70
  %104 = sext i32 %j34 to i64
  %105 = add nsw i64 %103, %104
  %106 = getelementptr inbounds i32, ptr %ci, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = icmp sge i32 %107, 0
  %109 = sext i32 %i30 to i64
  %110 = mul nsw i64 %109, 70
  %111 = sext i32 %j34 to i64
  %112 = add nsw i64 %110, %111
  %113 = call i64 @llvm.umin.i64(i64 %112, i64 1119)
  %114 = getelementptr inbounds float, ptr %cv, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = select i1 %108, float %115, float 0xFFF0000000000000
  %117 = sext i32 %i30 to i64
  %118 = mul nsw i64 %117, 70
  %119 = sext i32 %j34 to i64
  %120 = add nsw i64 %118, %119
  %121 = getelementptr inbounds float, ptr %mv, i64 %120
  store float %116, ptr %121, align 4
  %122 = add nsw i32 %j34, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  %123 = add nsw i32 %i30, 1
  br label %for.cond27, !llvm.loop !10

for.cond35:                                       ; preds = %for.end54, %for.end29
  %i1 = phi i32 [ 0, %for.end29 ], [ %182, %for.end54 ]
  %124 = icmp slt i32 %i1, 16
  br i1 %124, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond38

for.end37:                                        ; preds = %for.cond35
  br label %for.cond56

for.cond38:                                       ; preds = %for.body39, %for.body36
  %lane = phi i32 [ 0, %for.body36 ], [ %134, %for.body39 ]
  %125 = icmp slt i32 %lane, 32
  br i1 %125, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %126 = sext i32 %i1 to i64
  %127 = mul nsw i64 %126, 70
  %128 = sext i32 %lane to i64
  %129 = add nsw i64 %127, %128
  %130 = getelementptr inbounds float, ptr %mv, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = sext i32 %lane to i64
  %133 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %132
  store float %131, ptr %133, align 4
  %134 = add nsw i32 %lane, 1
  br label %for.cond38, !llvm.loop !11

for.end40:                                        ; preds = %for.cond38
  br label %for.cond41

for.cond41:                                       ; preds = %for.end46, %for.end40
  %red = phi i32 [ 0, %for.end40 ], [ %155, %for.end46 ]
  %135 = icmp slt i32 %red, 1
  br i1 %135, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  br label %for.cond44

for.end43:                                        ; preds = %for.cond41
  %136 = sext i32 %i1 to i64
  %137 = getelementptr inbounds float, ptr %best, i64 %136
  store float 0xFFF0000000000000, ptr %137, align 4
  br label %for.cond48

for.cond44:                                       ; preds = %for.body45, %for.body42
  %lane47 = phi i32 [ 0, %for.body42 ], [ %154, %for.body45 ]
  %138 = icmp slt i32 %lane47, 32
  br i1 %138, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %139 = sext i32 %lane47 to i64
  %140 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = sext i32 %i1 to i64
  %143 = mul nsw i64 %142, 70
  %144 = add i32 %red, 1
  %145 = mul i32 %144, 32
  %146 = add i32 %145, %lane47
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %143, %147
  %149 = getelementptr inbounds float, ptr %mv, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = call float @llvm.maxnum.f32(float %141, float %150)
  %152 = sext i32 %lane47 to i64
  %153 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %152
  store float %151, ptr %153, align 4
  %154 = add nsw i32 %lane47, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %155 = add nsw i32 %red, 1
  br label %for.cond41, !llvm.loop !13

for.cond48:                                       ; preds = %for.body49, %for.end43
  %lane51 = phi i32 [ 0, %for.end43 ], [ %166, %for.body49 ]
  %156 = icmp slt i32 %lane51, 32
  br i1 %156, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %157 = sext i32 %i1 to i64
  %158 = getelementptr inbounds float, ptr %best, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = sext i32 %lane51 to i64
  %161 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = call float @llvm.maxnum.f32(float %159, float %162)
  %164 = sext i32 %i1 to i64
  %165 = getelementptr inbounds float, ptr %best, i64 %164
  store float %163, ptr %165, align 4
  %166 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  br label %for.cond52

for.cond52:                                       ; preds = %for.body53, %for.end50
  %red55 = phi i32 [ 0, %for.end50 ], [ %181, %for.body53 ]
  %167 = icmp slt i32 %red55, 6
  br i1 %167, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %168 = sext i32 %i1 to i64
  %169 = getelementptr inbounds float, ptr %best, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = sext i32 %i1 to i64
  %172 = mul nsw i64 %171, 70
  %173 = add i32 64, %red55
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %172, %174
  %176 = getelementptr inbounds float, ptr %mv, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = call float @llvm.maxnum.f32(float %170, float %177)
  %179 = sext i32 %i1 to i64
  %180 = getelementptr inbounds float, ptr %best, i64 %179
  store float %178, ptr %180, align 4
  %181 = add nsw i32 %red55, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  %182 = add nsw i32 %i1, 1
  br label %for.cond35, !llvm.loop !16

for.cond56:                                       ; preds = %for.end62, %for.end37
  %i59 = phi i32 [ 0, %for.end37 ], [ %192, %for.end62 ]
  %183 = icmp slt i32 %i59, 16
  br i1 %183, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %for.cond64

for.cond60:                                       ; preds = %sc.end, %for.body57
  %j63 = phi i32 [ 0, %for.body57 ], [ %217, %sc.end ]
  %184 = icmp slt i32 %j63, 70
  br i1 %184, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %185 = sext i32 %i59 to i64
  %186 = mul nsw i64 %185, 70
  %187 = sext i32 %j63 to i64
  %188 = add nsw i64 %186, %187
  %189 = getelementptr inbounds i32, ptr %ci, i64 %188
  %190 = load i32, ptr %189, align 4
  %191 = icmp sge i32 %190, 0
  br i1 %191, label %sc.rhs, label %sc.end

for.end62:                                        ; preds = %for.cond60
  %192 = add nsw i32 %i59, 1
  br label %for.cond56, !llvm.loop !17

sc.rhs:                                           ; preds = %for.body61
  %193 = sext i32 %i59 to i64
  %194 = mul nsw i64 %193, 70
  %195 = sext i32 %j63 to i64
  %196 = add nsw i64 %194, %195
  %197 = getelementptr inbounds float, ptr %cv, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = sext i32 %i59 to i64
  %200 = getelementptr inbounds float, ptr %best, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = fcmp oeq float %198, %201
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body61
  %203 = phi i1 [ false, %for.body61 ], [ %202, %sc.rhs ]
  %204 = sext i32 %i59 to i64
  %205 = mul nsw i64 %204, 70
  %206 = sext i32 %j63 to i64
  %207 = add nsw i64 %205, %206
  %208 = call i64 @llvm.umin.i64(i64 %207, i64 1119)
  %209 = getelementptr inbounds i32, ptr %ci, i64 %208
  %210 = load i32, ptr %209, align 4
  %211 = select i1 %203, i32 %210, i32 2147483647
  %212 = sext i32 %i59 to i64
  %213 = mul nsw i64 %212, 70
  %214 = sext i32 %j63 to i64
  %215 = add nsw i64 %213, %214
  %216 = getelementptr inbounds i32, ptr %key, i64 %215
  store i32 %211, ptr %216, align 4
  %217 = add nsw i32 %j63, 1
  br label %for.cond60, !llvm.loop !18

for.cond64:                                       ; preds = %for.end83, %for.end58
  %i2 = phi i32 [ 0, %for.end58 ], [ %279, %for.end83 ]
  %218 = icmp slt i32 %i2, 16
  br i1 %218, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond67

for.end66:                                        ; preds = %for.cond64
  br label %for.cond85

for.cond67:                                       ; preds = %for.body68, %for.body65
  %lane1 = phi i32 [ 0, %for.body65 ], [ %228, %for.body68 ]
  %219 = icmp slt i32 %lane1, 32
  br i1 %219, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %220 = sext i32 %i2 to i64
  %221 = mul nsw i64 %220, 70
  %222 = sext i32 %lane1 to i64
  %223 = add nsw i64 %221, %222
  %224 = getelementptr inbounds i32, ptr %key, i64 %223
  %225 = load i32, ptr %224, align 4
  %226 = sext i32 %lane1 to i64
  %227 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %226
  store i32 %225, ptr %227, align 4
  %228 = add nsw i32 %lane1, 1
  br label %for.cond67, !llvm.loop !19

for.end69:                                        ; preds = %for.cond67
  br label %for.cond70

for.cond70:                                       ; preds = %for.end75, %for.end69
  %red1 = phi i32 [ 0, %for.end69 ], [ %250, %for.end75 ]
  %229 = icmp slt i32 %red1, 1
  br i1 %229, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %230 = sext i32 %i2 to i64
  %231 = getelementptr inbounds i32, ptr %pick, i64 %230
  store i32 2147483647, ptr %231, align 4
  br label %for.cond77

for.cond73:                                       ; preds = %for.body74, %for.body71
  %lane176 = phi i32 [ 0, %for.body71 ], [ %249, %for.body74 ]
  %232 = icmp slt i32 %lane176, 32
  br i1 %232, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %233 = sext i32 %lane176 to i64
  %234 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %233
  %235 = load i32, ptr %234, align 4
  %236 = sext i32 %i2 to i64
  %237 = mul nsw i64 %236, 70
  %238 = add i32 %red1, 1
  %239 = mul i32 %238, 32
  %240 = add i32 %239, %lane176
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %237, %241
  %243 = getelementptr inbounds i32, ptr %key, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = icmp slt i32 %235, %244
  %246 = select i1 %245, i32 %235, i32 %244
  %247 = sext i32 %lane176 to i64
  %248 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %247
  store i32 %246, ptr %248, align 4
  %249 = add nsw i32 %lane176, 1
  br label %for.cond73, !llvm.loop !20

for.end75:                                        ; preds = %for.cond73
  %250 = add nsw i32 %red1, 1
  br label %for.cond70, !llvm.loop !21

for.cond77:                                       ; preds = %for.body78, %for.end72
  %lane180 = phi i32 [ 0, %for.end72 ], [ %262, %for.body78 ]
  %251 = icmp slt i32 %lane180, 32
  br i1 %251, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %252 = sext i32 %i2 to i64
  %253 = getelementptr inbounds i32, ptr %pick, i64 %252
  %254 = load i32, ptr %253, align 4
  %255 = sext i32 %lane180 to i64
  %256 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %255
  %257 = load i32, ptr %256, align 4
  %258 = icmp slt i32 %254, %257
  %259 = select i1 %258, i32 %254, i32 %257
  %260 = sext i32 %i2 to i64
  %261 = getelementptr inbounds i32, ptr %pick, i64 %260
  store i32 %259, ptr %261, align 4
  %262 = add nsw i32 %lane180, 1
  br label %for.cond77, !llvm.loop !22

for.end79:                                        ; preds = %for.cond77
  br label %for.cond81

for.cond81:                                       ; preds = %for.body82, %for.end79
  %red184 = phi i32 [ 0, %for.end79 ], [ %278, %for.body82 ]
  %263 = icmp slt i32 %red184, 6
  br i1 %263, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %264 = sext i32 %i2 to i64
  %265 = getelementptr inbounds i32, ptr %pick, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = sext i32 %i2 to i64
  %268 = mul nsw i64 %267, 70
  %269 = add i32 64, %red184
  %270 = sext i32 %269 to i64
  %271 = add nsw i64 %268, %270
  %272 = getelementptr inbounds i32, ptr %key, i64 %271
  %273 = load i32, ptr %272, align 4
  %274 = icmp slt i32 %266, %273
  %275 = select i1 %274, i32 %266, i32 %273
  %276 = sext i32 %i2 to i64
  %277 = getelementptr inbounds i32, ptr %pick, i64 %276
  store i32 %275, ptr %277, align 4
  %278 = add nsw i32 %red184, 1
  br label %for.cond81, !llvm.loop !23

for.end83:                                        ; preds = %for.cond81
  %279 = add nsw i32 %i2, 1
  br label %for.cond64, !llvm.loop !24

for.cond85:                                       ; preds = %for.body86, %for.end66
  %i88 = phi i32 [ 0, %for.end66 ], [ %304, %for.body86 ]
  %280 = icmp slt i32 %i88, 16
  br i1 %280, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %281 = sext i32 %i88 to i64
  %282 = getelementptr inbounds i32, ptr %pick, i64 %281
  %283 = load i32, ptr %282, align 4
  %found = icmp ne i32 %283, 2147483647
  %284 = sext i32 %i88 to i64
  %285 = call i64 @llvm.umin.i64(i64 %284, i64 15)
  %286 = getelementptr inbounds float, ptr %best, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = select i1 %found, float %287, float 0xFFF0000000000000
  %289 = sext i32 %i88 to i64
  %290 = mul nsw i64 %289, 6
  %291 = sext i32 %r to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds float, ptr %tv, i64 %292
  store float %288, ptr %293, align 4
  %294 = sext i32 %i88 to i64
  %295 = call i64 @llvm.umin.i64(i64 %294, i64 15)
  %296 = getelementptr inbounds i32, ptr %pick, i64 %295
  %297 = load i32, ptr %296, align 4
  %298 = select i1 %found, i32 %297, i32 -1
  %299 = sext i32 %i88 to i64
  %300 = mul nsw i64 %299, 6
  %301 = sext i32 %r to i64
  %302 = add nsw i64 %300, %301
  %303 = getelementptr inbounds i32, ptr %ti, i64 %302
  store i32 %298, ptr %303, align 4
  %304 = add nsw i32 %i88, 1
  br label %for.cond85, !llvm.loop !25

for.end87:                                        ; preds = %for.cond85
  br label %for.cond89

for.cond89:                                       ; preds = %for.end95, %for.end87
  %i92 = phi i32 [ 0, %for.end87 ], [ %318, %for.end95 ]
  %305 = icmp slt i32 %i92, 16
  br i1 %305, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond93

for.end91:                                        ; preds = %for.cond89
  %306 = add nsw i32 %r, 1
  br label %for.cond24, !llvm.loop !26

for.cond93:                                       ; preds = %if.end99, %for.body90
  %j96 = phi i32 [ 0, %for.body90 ], [ %324, %if.end99 ]
  %307 = icmp slt i32 %j96, 70
  br i1 %307, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %308 = sext i32 %i92 to i64
  %309 = mul nsw i64 %308, 70
  %310 = sext i32 %j96 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds i32, ptr %ci, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = sext i32 %i92 to i64
  %315 = getelementptr inbounds i32, ptr %pick, i64 %314
  %316 = load i32, ptr %315, align 4
  %317 = icmp eq i32 %313, %316
  br i1 %317, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  %318 = add nsw i32 %i92, 1
  br label %for.cond89, !llvm.loop !27

if.then97:                                        ; preds = %for.body94
  %319 = sext i32 %i92 to i64
  %320 = mul nsw i64 %319, 70
  %321 = sext i32 %j96 to i64
  %322 = add nsw i64 %320, %321
  %323 = getelementptr inbounds i32, ptr %ci, i64 %322
  store i32 -1, ptr %323, align 4
  br label %if.end99

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %if.then97
  %324 = add nsw i32 %j96, 1
  br label %for.cond93, !llvm.loop !28

if.then100:                                       ; preds = %for.end14
  br label %for.cond103

if.else101:                                       ; preds = %for.end14
  br label %for.cond111

if.end102:                                        ; preds = %for.end113, %for.end105
  %325 = mul i32 %bx, 16
  %326 = icmp sle i32 0, %325
  %327 = mul i32 %bx, 16
  %328 = sext i32 %327 to i64
  %329 = add i64 %328, 16
  %330 = sext i32 %M to i64
  %331 = icmp sle i64 %329, %330
  %332 = and i1 %326, %331
  br i1 %332, label %if.then122, label %if.else123

for.cond103:                                      ; preds = %for.end109, %if.then100
  %i3106 = phi i32 [ 0, %if.then100 ], [ %349, %for.end109 ]
  %333 = icmp slt i32 %i3106, 16
  br i1 %333, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  br label %for.cond107

for.end105:                                       ; preds = %for.cond103
  br label %if.end102

for.cond107:                                      ; preds = %for.body108, %for.body104
  %j1110 = phi i32 [ 0, %for.body104 ], [ %348, %for.body108 ]
  %334 = icmp slt i32 %j1110, 6
  br i1 %334, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %335 = sext i32 %i3106 to i64
  %336 = mul nsw i64 %335, 6
  %337 = sext i32 %j1110 to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds float, ptr %tv, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = mul i32 %bx, 16
  %342 = add i32 %341, %i3106
  %343 = sext i32 %342 to i64
  %344 = mul nsw i64 %343, 6
  %345 = sext i32 %j1110 to i64
  %346 = add nsw i64 %344, %345
  %347 = getelementptr inbounds float, ptr %G, i64 %346
  store float %340, ptr %347, align 4
  %348 = add nsw i32 %j1110, 1
  br label %for.cond107, !llvm.loop !29

for.end109:                                       ; preds = %for.cond107
  %349 = add nsw i32 %i3106, 1
  br label %for.cond103, !llvm.loop !30

for.cond111:                                      ; preds = %for.end117, %if.else101
  %i3114 = phi i32 [ 0, %if.else101 ], [ %364, %for.end117 ]
  %350 = icmp slt i32 %i3114, 16
  br i1 %350, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond115

for.end113:                                       ; preds = %for.cond111
  br label %if.end102

for.cond115:                                      ; preds = %if.end121, %for.body112
  %j1118 = phi i32 [ 0, %for.body112 ], [ %378, %if.end121 ]
  %351 = icmp slt i32 %j1118, 6
  br i1 %351, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %352 = mul i32 %bx, 16
  %353 = sext i32 %352 to i64
  %354 = sext i32 %i3114 to i64
  %355 = add i64 %353, %354
  %356 = icmp sle i64 0, %355
  %357 = mul i32 %bx, 16
  %358 = sext i32 %357 to i64
  %359 = sext i32 %i3114 to i64
  %360 = add i64 %358, %359
  %361 = sext i32 %M to i64
  %362 = icmp slt i64 %360, %361
  %363 = and i1 %356, %362
  br i1 %363, label %if.then119, label %if.else120

for.end117:                                       ; preds = %for.cond115
  %364 = add nsw i32 %i3114, 1
  br label %for.cond111, !llvm.loop !31

if.then119:                                       ; preds = %for.body116
  %365 = sext i32 %i3114 to i64
  %366 = mul nsw i64 %365, 6
  %367 = sext i32 %j1118 to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds float, ptr %tv, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = mul i32 %bx, 16
  %372 = add i32 %371, %i3114
  %373 = sext i32 %372 to i64
  %374 = mul nsw i64 %373, 6
  %375 = sext i32 %j1118 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %G, i64 %376
  store float %370, ptr %377, align 4
  br label %if.end121

if.else120:                                       ; preds = %for.body116
  br label %if.end121

if.end121:                                        ; preds = %if.else120, %if.then119
  %378 = add nsw i32 %j1118, 1
  br label %for.cond115, !llvm.loop !32

if.then122:                                       ; preds = %if.end102
  br label %for.cond125

if.else123:                                       ; preds = %if.end102
  br label %for.cond133

if.end124:                                        ; preds = %for.end135, %for.end127
  ret void

for.cond125:                                      ; preds = %for.end131, %if.then122
  %i3128 = phi i32 [ 0, %if.then122 ], [ %395, %for.end131 ]
  %379 = icmp slt i32 %i3128, 16
  br i1 %379, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  br label %for.cond129

for.end127:                                       ; preds = %for.cond125
  br label %if.end124

for.cond129:                                      ; preds = %for.body130, %for.body126
  %j1132 = phi i32 [ 0, %for.body126 ], [ %394, %for.body130 ]
  %380 = icmp slt i32 %j1132, 6
  br i1 %380, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %381 = sext i32 %i3128 to i64
  %382 = mul nsw i64 %381, 6
  %383 = sext i32 %j1132 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds i32, ptr %ti, i64 %384
  %386 = load i32, ptr %385, align 4
  %387 = mul i32 %bx, 16
  %388 = add i32 %387, %i3128
  %389 = sext i32 %388 to i64
  %390 = mul nsw i64 %389, 6
  %391 = sext i32 %j1132 to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds i32, ptr %I, i64 %392
  store i32 %386, ptr %393, align 4
  %394 = add nsw i32 %j1132, 1
  br label %for.cond129, !llvm.loop !33

for.end131:                                       ; preds = %for.cond129
  %395 = add nsw i32 %i3128, 1
  br label %for.cond125, !llvm.loop !34

for.cond133:                                      ; preds = %for.end139, %if.else123
  %i3136 = phi i32 [ 0, %if.else123 ], [ %410, %for.end139 ]
  %396 = icmp slt i32 %i3136, 16
  br i1 %396, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  br label %for.cond137

for.end135:                                       ; preds = %for.cond133
  br label %if.end124

for.cond137:                                      ; preds = %if.end143, %for.body134
  %j1140 = phi i32 [ 0, %for.body134 ], [ %424, %if.end143 ]
  %397 = icmp slt i32 %j1140, 6
  br i1 %397, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %398 = mul i32 %bx, 16
  %399 = sext i32 %398 to i64
  %400 = sext i32 %i3136 to i64
  %401 = add i64 %399, %400
  %402 = icmp sle i64 0, %401
  %403 = mul i32 %bx, 16
  %404 = sext i32 %403 to i64
  %405 = sext i32 %i3136 to i64
  %406 = add i64 %404, %405
  %407 = sext i32 %M to i64
  %408 = icmp slt i64 %406, %407
  %409 = and i1 %402, %408
  br i1 %409, label %if.then141, label %if.else142

for.end139:                                       ; preds = %for.cond137
  %410 = add nsw i32 %i3136, 1
  br label %for.cond133, !llvm.loop !35

if.then141:                                       ; preds = %for.body138
  %411 = sext i32 %i3136 to i64
  %412 = mul nsw i64 %411, 6
  %413 = sext i32 %j1140 to i64
  %414 = add nsw i64 %412, %413
  %415 = getelementptr inbounds i32, ptr %ti, i64 %414
  %416 = load i32, ptr %415, align 4
  %417 = mul i32 %bx, 16
  %418 = add i32 %417, %i3136
  %419 = sext i32 %418 to i64
  %420 = mul nsw i64 %419, 6
  %421 = sext i32 %j1140 to i64
  %422 = add nsw i64 %420, %421
  %423 = getelementptr inbounds i32, ptr %I, i64 %422
  store i32 %416, ptr %423, align 4
  br label %if.end143

if.else142:                                       ; preds = %for.body138
  br label %if.end143

if.end143:                                        ; preds = %if.else142, %if.then141
  %424 = add nsw i32 %j1140, 1
  br label %for.cond137, !llvm.loop !36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nounwind
define internal void @topk_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_topk, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_topk, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_topk, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_topk, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_topk, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_topk, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  call void @topk_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_topk(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_topk, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_topk, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_topk, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_topk, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_topk, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_topk, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_topk, ptr %a, i32 0, i32 5
  %18 = sext i32 %M to i64
  %19 = sdiv i64 %18, 16
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 16
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  %37 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  br i1 %38, label %run, label %empty

run:                                              ; preds = %body
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @topk_task, ptr %a)
  ret i32 %40

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
