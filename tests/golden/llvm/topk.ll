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
  %r = phi i32 [ 0, %for.end17 ], [ %307, %for.end91 ]
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
  %i1 = phi i32 [ 0, %for.end29 ], [ %183, %for.end54 ]
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
  %red = phi i32 [ 0, %for.end40 ], [ %156, %for.end46 ]
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
  %lane47 = phi i32 [ 0, %for.body42 ], [ %155, %for.body45 ]
  %138 = icmp slt i32 %lane47, 32
  br i1 %138, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %139 = sext i32 %lane47 to i64
  %140 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %139
  %lane_acc = load float, ptr %140, align 4
  %141 = sext i32 %i1 to i64
  %142 = mul nsw i64 %141, 70
  %143 = add i32 %red, 1
  %144 = mul i32 %143, 32
  %145 = add i32 %144, %lane47
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %142, %146
  %148 = getelementptr inbounds float, ptr %mv, i64 %147
  %lane_next = load float, ptr %148, align 4
  %149 = fcmp une float %lane_next, %lane_next
  %150 = fcmp ogt float %lane_acc, %lane_next
  %151 = select i1 %150, float %lane_acc, float %lane_next
  %152 = select i1 %149, float %lane_acc, float %151
  %153 = sext i32 %lane47 to i64
  %154 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %153
  store float %152, ptr %154, align 4
  %155 = add nsw i32 %lane47, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %156 = add nsw i32 %red, 1
  br label %for.cond41, !llvm.loop !13

for.cond48:                                       ; preds = %for.body49, %for.end43
  %lane51 = phi i32 [ 0, %for.end43 ], [ %167, %for.body49 ]
  %157 = icmp slt i32 %lane51, 32
  br i1 %157, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %158 = sext i32 %i1 to i64
  %159 = getelementptr inbounds float, ptr %best, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = sext i32 %lane51 to i64
  %162 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = call float @llvm.maxnum.f32(float %160, float %163)
  %165 = sext i32 %i1 to i64
  %166 = getelementptr inbounds float, ptr %best, i64 %165
  store float %164, ptr %166, align 4
  %167 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  br label %for.cond52

for.cond52:                                       ; preds = %for.body53, %for.end50
  %red55 = phi i32 [ 0, %for.end50 ], [ %182, %for.body53 ]
  %168 = icmp slt i32 %red55, 6
  br i1 %168, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %169 = sext i32 %i1 to i64
  %170 = getelementptr inbounds float, ptr %best, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = sext i32 %i1 to i64
  %173 = mul nsw i64 %172, 70
  %174 = add i32 64, %red55
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds float, ptr %mv, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = call float @llvm.maxnum.f32(float %171, float %178)
  %180 = sext i32 %i1 to i64
  %181 = getelementptr inbounds float, ptr %best, i64 %180
  store float %179, ptr %181, align 4
  %182 = add nsw i32 %red55, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  %183 = add nsw i32 %i1, 1
  br label %for.cond35, !llvm.loop !16

for.cond56:                                       ; preds = %for.end62, %for.end37
  %i59 = phi i32 [ 0, %for.end37 ], [ %193, %for.end62 ]
  %184 = icmp slt i32 %i59, 16
  br i1 %184, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %for.cond64

for.cond60:                                       ; preds = %sc.end, %for.body57
  %j63 = phi i32 [ 0, %for.body57 ], [ %218, %sc.end ]
  %185 = icmp slt i32 %j63, 70
  br i1 %185, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %186 = sext i32 %i59 to i64
  %187 = mul nsw i64 %186, 70
  %188 = sext i32 %j63 to i64
  %189 = add nsw i64 %187, %188
  %190 = getelementptr inbounds i32, ptr %ci, i64 %189
  %191 = load i32, ptr %190, align 4
  %192 = icmp sge i32 %191, 0
  br i1 %192, label %sc.rhs, label %sc.end

for.end62:                                        ; preds = %for.cond60
  %193 = add nsw i32 %i59, 1
  br label %for.cond56, !llvm.loop !17

sc.rhs:                                           ; preds = %for.body61
  %194 = sext i32 %i59 to i64
  %195 = mul nsw i64 %194, 70
  %196 = sext i32 %j63 to i64
  %197 = add nsw i64 %195, %196
  %198 = getelementptr inbounds float, ptr %cv, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = sext i32 %i59 to i64
  %201 = getelementptr inbounds float, ptr %best, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = fcmp oeq float %199, %202
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body61
  %204 = phi i1 [ false, %for.body61 ], [ %203, %sc.rhs ]
  %205 = sext i32 %i59 to i64
  %206 = mul nsw i64 %205, 70
  %207 = sext i32 %j63 to i64
  %208 = add nsw i64 %206, %207
  %209 = call i64 @llvm.umin.i64(i64 %208, i64 1119)
  %210 = getelementptr inbounds i32, ptr %ci, i64 %209
  %211 = load i32, ptr %210, align 4
  %212 = select i1 %204, i32 %211, i32 2147483647
  %213 = sext i32 %i59 to i64
  %214 = mul nsw i64 %213, 70
  %215 = sext i32 %j63 to i64
  %216 = add nsw i64 %214, %215
  %217 = getelementptr inbounds i32, ptr %key, i64 %216
  store i32 %212, ptr %217, align 4
  %218 = add nsw i32 %j63, 1
  br label %for.cond60, !llvm.loop !18

for.cond64:                                       ; preds = %for.end83, %for.end58
  %i2 = phi i32 [ 0, %for.end58 ], [ %280, %for.end83 ]
  %219 = icmp slt i32 %i2, 16
  br i1 %219, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond67

for.end66:                                        ; preds = %for.cond64
  br label %for.cond85

for.cond67:                                       ; preds = %for.body68, %for.body65
  %lane1 = phi i32 [ 0, %for.body65 ], [ %229, %for.body68 ]
  %220 = icmp slt i32 %lane1, 32
  br i1 %220, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %221 = sext i32 %i2 to i64
  %222 = mul nsw i64 %221, 70
  %223 = sext i32 %lane1 to i64
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds i32, ptr %key, i64 %224
  %226 = load i32, ptr %225, align 4
  %227 = sext i32 %lane1 to i64
  %228 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %227
  store i32 %226, ptr %228, align 4
  %229 = add nsw i32 %lane1, 1
  br label %for.cond67, !llvm.loop !19

for.end69:                                        ; preds = %for.cond67
  br label %for.cond70

for.cond70:                                       ; preds = %for.end75, %for.end69
  %red1 = phi i32 [ 0, %for.end69 ], [ %251, %for.end75 ]
  %230 = icmp slt i32 %red1, 1
  br i1 %230, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %231 = sext i32 %i2 to i64
  %232 = getelementptr inbounds i32, ptr %pick, i64 %231
  store i32 2147483647, ptr %232, align 4
  br label %for.cond77

for.cond73:                                       ; preds = %for.body74, %for.body71
  %lane176 = phi i32 [ 0, %for.body71 ], [ %250, %for.body74 ]
  %233 = icmp slt i32 %lane176, 32
  br i1 %233, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %234 = sext i32 %lane176 to i64
  %235 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = sext i32 %i2 to i64
  %238 = mul nsw i64 %237, 70
  %239 = add i32 %red1, 1
  %240 = mul i32 %239, 32
  %241 = add i32 %240, %lane176
  %242 = sext i32 %241 to i64
  %243 = add nsw i64 %238, %242
  %244 = getelementptr inbounds i32, ptr %key, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = icmp slt i32 %236, %245
  %247 = select i1 %246, i32 %236, i32 %245
  %248 = sext i32 %lane176 to i64
  %249 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %248
  store i32 %247, ptr %249, align 4
  %250 = add nsw i32 %lane176, 1
  br label %for.cond73, !llvm.loop !20

for.end75:                                        ; preds = %for.cond73
  %251 = add nsw i32 %red1, 1
  br label %for.cond70, !llvm.loop !21

for.cond77:                                       ; preds = %for.body78, %for.end72
  %lane180 = phi i32 [ 0, %for.end72 ], [ %263, %for.body78 ]
  %252 = icmp slt i32 %lane180, 32
  br i1 %252, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %253 = sext i32 %i2 to i64
  %254 = getelementptr inbounds i32, ptr %pick, i64 %253
  %255 = load i32, ptr %254, align 4
  %256 = sext i32 %lane180 to i64
  %257 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %256
  %258 = load i32, ptr %257, align 4
  %259 = icmp slt i32 %255, %258
  %260 = select i1 %259, i32 %255, i32 %258
  %261 = sext i32 %i2 to i64
  %262 = getelementptr inbounds i32, ptr %pick, i64 %261
  store i32 %260, ptr %262, align 4
  %263 = add nsw i32 %lane180, 1
  br label %for.cond77, !llvm.loop !22

for.end79:                                        ; preds = %for.cond77
  br label %for.cond81

for.cond81:                                       ; preds = %for.body82, %for.end79
  %red184 = phi i32 [ 0, %for.end79 ], [ %279, %for.body82 ]
  %264 = icmp slt i32 %red184, 6
  br i1 %264, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %265 = sext i32 %i2 to i64
  %266 = getelementptr inbounds i32, ptr %pick, i64 %265
  %267 = load i32, ptr %266, align 4
  %268 = sext i32 %i2 to i64
  %269 = mul nsw i64 %268, 70
  %270 = add i32 64, %red184
  %271 = sext i32 %270 to i64
  %272 = add nsw i64 %269, %271
  %273 = getelementptr inbounds i32, ptr %key, i64 %272
  %274 = load i32, ptr %273, align 4
  %275 = icmp slt i32 %267, %274
  %276 = select i1 %275, i32 %267, i32 %274
  %277 = sext i32 %i2 to i64
  %278 = getelementptr inbounds i32, ptr %pick, i64 %277
  store i32 %276, ptr %278, align 4
  %279 = add nsw i32 %red184, 1
  br label %for.cond81, !llvm.loop !23

for.end83:                                        ; preds = %for.cond81
  %280 = add nsw i32 %i2, 1
  br label %for.cond64, !llvm.loop !24

for.cond85:                                       ; preds = %for.body86, %for.end66
  %i88 = phi i32 [ 0, %for.end66 ], [ %305, %for.body86 ]
  %281 = icmp slt i32 %i88, 16
  br i1 %281, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %282 = sext i32 %i88 to i64
  %283 = getelementptr inbounds i32, ptr %pick, i64 %282
  %284 = load i32, ptr %283, align 4
  %found = icmp ne i32 %284, 2147483647
  %285 = sext i32 %i88 to i64
  %286 = call i64 @llvm.umin.i64(i64 %285, i64 15)
  %287 = getelementptr inbounds float, ptr %best, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = select i1 %found, float %288, float 0xFFF0000000000000
  %290 = sext i32 %i88 to i64
  %291 = mul nsw i64 %290, 6
  %292 = sext i32 %r to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds float, ptr %tv, i64 %293
  store float %289, ptr %294, align 4
  %295 = sext i32 %i88 to i64
  %296 = call i64 @llvm.umin.i64(i64 %295, i64 15)
  %297 = getelementptr inbounds i32, ptr %pick, i64 %296
  %298 = load i32, ptr %297, align 4
  %299 = select i1 %found, i32 %298, i32 -1
  %300 = sext i32 %i88 to i64
  %301 = mul nsw i64 %300, 6
  %302 = sext i32 %r to i64
  %303 = add nsw i64 %301, %302
  %304 = getelementptr inbounds i32, ptr %ti, i64 %303
  store i32 %299, ptr %304, align 4
  %305 = add nsw i32 %i88, 1
  br label %for.cond85, !llvm.loop !25

for.end87:                                        ; preds = %for.cond85
  br label %for.cond89

for.cond89:                                       ; preds = %for.end95, %for.end87
  %i92 = phi i32 [ 0, %for.end87 ], [ %319, %for.end95 ]
  %306 = icmp slt i32 %i92, 16
  br i1 %306, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond93

for.end91:                                        ; preds = %for.cond89
  %307 = add nsw i32 %r, 1
  br label %for.cond24, !llvm.loop !26

for.cond93:                                       ; preds = %if.end99, %for.body90
  %j96 = phi i32 [ 0, %for.body90 ], [ %325, %if.end99 ]
  %308 = icmp slt i32 %j96, 70
  br i1 %308, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %309 = sext i32 %i92 to i64
  %310 = mul nsw i64 %309, 70
  %311 = sext i32 %j96 to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds i32, ptr %ci, i64 %312
  %314 = load i32, ptr %313, align 4
  %315 = sext i32 %i92 to i64
  %316 = getelementptr inbounds i32, ptr %pick, i64 %315
  %317 = load i32, ptr %316, align 4
  %318 = icmp eq i32 %314, %317
  br i1 %318, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  %319 = add nsw i32 %i92, 1
  br label %for.cond89, !llvm.loop !27

if.then97:                                        ; preds = %for.body94
  %320 = sext i32 %i92 to i64
  %321 = mul nsw i64 %320, 70
  %322 = sext i32 %j96 to i64
  %323 = add nsw i64 %321, %322
  %324 = getelementptr inbounds i32, ptr %ci, i64 %323
  store i32 -1, ptr %324, align 4
  br label %if.end99

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %if.then97
  %325 = add nsw i32 %j96, 1
  br label %for.cond93, !llvm.loop !28

if.then100:                                       ; preds = %for.end14
  br label %for.cond103

if.else101:                                       ; preds = %for.end14
  br label %for.cond114

if.end102:                                        ; preds = %for.end116, %for.end105
  %326 = mul i32 %bx, 16
  %327 = icmp sle i32 0, %326
  %328 = mul i32 %bx, 16
  %329 = sext i32 %328 to i64
  %330 = add i64 %329, 16
  %331 = sext i32 %M to i64
  %332 = icmp sle i64 %330, %331
  %333 = and i1 %327, %332
  br i1 %333, label %if.then125, label %if.else126

for.cond103:                                      ; preds = %if.end109, %if.then100
  %i3106 = phi i32 [ 0, %if.then100 ], [ %347, %if.end109 ]
  %334 = icmp slt i32 %i3106, 16
  br i1 %334, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %335 = sext i32 %M to i64
  %336 = icmp sge i64 %335, 1398102
  br i1 %336, label %if.then107, label %if.else108

for.end105:                                       ; preds = %for.cond103
  br label %if.end102

if.then107:                                       ; preds = %for.body104
  %337 = mul i32 %bx, 16
  %338 = add i32 %337, %i3106
  %339 = sext i32 %338 to i64
  %340 = mul nsw i64 %339, 6
  %341 = add nsw i64 %340, 0
  %342 = getelementptr inbounds float, ptr %G, i64 %341
  %343 = sext i32 %i3106 to i64
  %344 = mul nsw i64 %343, 6
  %345 = add nsw i64 %344, 0
  %346 = getelementptr inbounds float, ptr %tv, i64 %345
  call void @tilec_rt_stream(ptr %342, ptr %346, i64 24)
  br label %if.end109

if.else108:                                       ; preds = %for.body104
  br label %for.cond110

if.end109:                                        ; preds = %for.end112, %if.then107
  %347 = add nsw i32 %i3106, 1
  br label %for.cond103, !llvm.loop !29

for.cond110:                                      ; preds = %for.body111, %if.else108
  %j1113 = phi i32 [ 0, %if.else108 ], [ %362, %for.body111 ]
  %348 = icmp slt i32 %j1113, 6
  br i1 %348, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %349 = sext i32 %i3106 to i64
  %350 = mul nsw i64 %349, 6
  %351 = sext i32 %j1113 to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds float, ptr %tv, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = mul i32 %bx, 16
  %356 = add i32 %355, %i3106
  %357 = sext i32 %356 to i64
  %358 = mul nsw i64 %357, 6
  %359 = sext i32 %j1113 to i64
  %360 = add nsw i64 %358, %359
  %361 = getelementptr inbounds float, ptr %G, i64 %360
  store float %354, ptr %361, align 4
  %362 = add nsw i32 %j1113, 1
  br label %for.cond110, !llvm.loop !30

for.end112:                                       ; preds = %for.cond110
  br label %if.end109

for.cond114:                                      ; preds = %for.end120, %if.else101
  %i3117 = phi i32 [ 0, %if.else101 ], [ %377, %for.end120 ]
  %363 = icmp slt i32 %i3117, 16
  br i1 %363, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  br label %for.cond118

for.end116:                                       ; preds = %for.cond114
  br label %if.end102

for.cond118:                                      ; preds = %if.end124, %for.body115
  %j1121 = phi i32 [ 0, %for.body115 ], [ %391, %if.end124 ]
  %364 = icmp slt i32 %j1121, 6
  br i1 %364, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %365 = mul i32 %bx, 16
  %366 = sext i32 %365 to i64
  %367 = sext i32 %i3117 to i64
  %368 = add i64 %366, %367
  %369 = icmp sle i64 0, %368
  %370 = mul i32 %bx, 16
  %371 = sext i32 %370 to i64
  %372 = sext i32 %i3117 to i64
  %373 = add i64 %371, %372
  %374 = sext i32 %M to i64
  %375 = icmp slt i64 %373, %374
  %376 = and i1 %369, %375
  br i1 %376, label %if.then122, label %if.else123

for.end120:                                       ; preds = %for.cond118
  %377 = add nsw i32 %i3117, 1
  br label %for.cond114, !llvm.loop !31

if.then122:                                       ; preds = %for.body119
  %378 = sext i32 %i3117 to i64
  %379 = mul nsw i64 %378, 6
  %380 = sext i32 %j1121 to i64
  %381 = add nsw i64 %379, %380
  %382 = getelementptr inbounds float, ptr %tv, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = mul i32 %bx, 16
  %385 = add i32 %384, %i3117
  %386 = sext i32 %385 to i64
  %387 = mul nsw i64 %386, 6
  %388 = sext i32 %j1121 to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds float, ptr %G, i64 %389
  store float %383, ptr %390, align 4
  br label %if.end124

if.else123:                                       ; preds = %for.body119
  br label %if.end124

if.end124:                                        ; preds = %if.else123, %if.then122
  %391 = add nsw i32 %j1121, 1
  br label %for.cond118, !llvm.loop !32

if.then125:                                       ; preds = %if.end102
  br label %for.cond128

if.else126:                                       ; preds = %if.end102
  br label %for.cond139

if.end127:                                        ; preds = %for.end141, %for.end130
  ret void

for.cond128:                                      ; preds = %if.end134, %if.then125
  %i3131 = phi i32 [ 0, %if.then125 ], [ %405, %if.end134 ]
  %392 = icmp slt i32 %i3131, 16
  br i1 %392, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %393 = sext i32 %M to i64
  %394 = icmp sge i64 %393, 1398102
  br i1 %394, label %if.then132, label %if.else133

for.end130:                                       ; preds = %for.cond128
  br label %if.end127

if.then132:                                       ; preds = %for.body129
  %395 = mul i32 %bx, 16
  %396 = add i32 %395, %i3131
  %397 = sext i32 %396 to i64
  %398 = mul nsw i64 %397, 6
  %399 = add nsw i64 %398, 0
  %400 = getelementptr inbounds i32, ptr %I, i64 %399
  %401 = sext i32 %i3131 to i64
  %402 = mul nsw i64 %401, 6
  %403 = add nsw i64 %402, 0
  %404 = getelementptr inbounds i32, ptr %ti, i64 %403
  call void @tilec_rt_stream(ptr %400, ptr %404, i64 24)
  br label %if.end134

if.else133:                                       ; preds = %for.body129
  br label %for.cond135

if.end134:                                        ; preds = %for.end137, %if.then132
  %405 = add nsw i32 %i3131, 1
  br label %for.cond128, !llvm.loop !33

for.cond135:                                      ; preds = %for.body136, %if.else133
  %j1138 = phi i32 [ 0, %if.else133 ], [ %420, %for.body136 ]
  %406 = icmp slt i32 %j1138, 6
  br i1 %406, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %407 = sext i32 %i3131 to i64
  %408 = mul nsw i64 %407, 6
  %409 = sext i32 %j1138 to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds i32, ptr %ti, i64 %410
  %412 = load i32, ptr %411, align 4
  %413 = mul i32 %bx, 16
  %414 = add i32 %413, %i3131
  %415 = sext i32 %414 to i64
  %416 = mul nsw i64 %415, 6
  %417 = sext i32 %j1138 to i64
  %418 = add nsw i64 %416, %417
  %419 = getelementptr inbounds i32, ptr %I, i64 %418
  store i32 %412, ptr %419, align 4
  %420 = add nsw i32 %j1138, 1
  br label %for.cond135, !llvm.loop !34

for.end137:                                       ; preds = %for.cond135
  br label %if.end134

for.cond139:                                      ; preds = %for.end145, %if.else126
  %i3142 = phi i32 [ 0, %if.else126 ], [ %435, %for.end145 ]
  %421 = icmp slt i32 %i3142, 16
  br i1 %421, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  br label %for.cond143

for.end141:                                       ; preds = %for.cond139
  br label %if.end127

for.cond143:                                      ; preds = %if.end149, %for.body140
  %j1146 = phi i32 [ 0, %for.body140 ], [ %449, %if.end149 ]
  %422 = icmp slt i32 %j1146, 6
  br i1 %422, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %423 = mul i32 %bx, 16
  %424 = sext i32 %423 to i64
  %425 = sext i32 %i3142 to i64
  %426 = add i64 %424, %425
  %427 = icmp sle i64 0, %426
  %428 = mul i32 %bx, 16
  %429 = sext i32 %428 to i64
  %430 = sext i32 %i3142 to i64
  %431 = add i64 %429, %430
  %432 = sext i32 %M to i64
  %433 = icmp slt i64 %431, %432
  %434 = and i1 %427, %433
  br i1 %434, label %if.then147, label %if.else148

for.end145:                                       ; preds = %for.cond143
  %435 = add nsw i32 %i3142, 1
  br label %for.cond139, !llvm.loop !35

if.then147:                                       ; preds = %for.body144
  %436 = sext i32 %i3142 to i64
  %437 = mul nsw i64 %436, 6
  %438 = sext i32 %j1146 to i64
  %439 = add nsw i64 %437, %438
  %440 = getelementptr inbounds i32, ptr %ti, i64 %439
  %441 = load i32, ptr %440, align 4
  %442 = mul i32 %bx, 16
  %443 = add i32 %442, %i3142
  %444 = sext i32 %443 to i64
  %445 = mul nsw i64 %444, 6
  %446 = sext i32 %j1146 to i64
  %447 = add nsw i64 %445, %446
  %448 = getelementptr inbounds i32, ptr %I, i64 %447
  store i32 %441, ptr %448, align 4
  br label %if.end149

if.else148:                                       ; preds = %for.body144
  br label %if.end149

if.end149:                                        ; preds = %if.else148, %if.then147
  %449 = add nsw i32 %j1146, 1
  br label %for.cond143, !llvm.loop !36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

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
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
