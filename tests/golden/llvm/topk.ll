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
  call void @llvm.memset.p0.i64(ptr align 64 %cv, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ci, i8 0, i64 4480, i1 false)
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

for.cond12:                                       ; preds = %for.end29, %for.end6
  %t = phi i32 [ 0, %for.end6 ], [ %129, %for.end29 ]
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
  br i1 %38, label %if.then103, label %if.else104

for.cond15:                                       ; preds = %for.end23, %for.body13
  %i = phi i32 [ 0, %for.body13 ], [ %65, %for.end23 ]
  %39 = icmp slt i32 %i, 16
  br i1 %39, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond18

for.end17:                                        ; preds = %for.cond15
  br label %for.cond27

for.cond18:                                       ; preds = %for.body19, %for.body16
  %j = phi i32 [ 0, %for.body16 ], [ %63, %for.body19 ]
  %40 = icmp slt i32 %j, 6
  br i1 %40, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %41 = sext i32 %i to i64
  %42 = mul nsw i64 %41, 6
  %43 = sext i32 %j to i64
  %44 = add nsw i64 %42, %43
  %45 = getelementptr inbounds float, ptr %tv, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i to i64
  %48 = mul nsw i64 %47, 70
  %49 = sext i32 %j to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %cv, i64 %50
  store float %46, ptr %51, align 4
  %52 = sext i32 %i to i64
  %53 = mul nsw i64 %52, 6
  %54 = sext i32 %j to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds i32, ptr %ti, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %i to i64
  %59 = mul nsw i64 %58, 70
  %60 = sext i32 %j to i64
  %61 = add nsw i64 %59, %60
  %62 = getelementptr inbounds i32, ptr %ci, i64 %61
  store i32 %57, ptr %62, align 4
  %63 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %for.cond21

for.cond21:                                       ; preds = %if.end, %for.end20
  %j2 = phi i32 [ 0, %for.end20 ], [ %98, %if.end ]
  %64 = icmp slt i32 %j2, 64
  br i1 %64, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br i1 false, label %if.then, label %if.else

for.end23:                                        ; preds = %for.cond21
  %65 = add nsw i32 %i, 1
  br label %for.cond15, !llvm.loop !7

if.then:                                          ; preds = %for.body22
  %66 = sext i32 %i to i64
  %67 = mul nsw i64 %66, 6
  %68 = add i32 6, %j2
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %67, %69
  %71 = getelementptr inbounds float, ptr %tv, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = sext i32 %i to i64
  %74 = mul nsw i64 %73, 70
  %75 = add i32 6, %j2
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %74, %76
  %78 = getelementptr inbounds float, ptr %cv, i64 %77
  store float %72, ptr %78, align 4
  %79 = sext i32 %i to i64
  %80 = mul nsw i64 %79, 6
  %81 = add i32 6, %j2
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %80, %82
  %84 = getelementptr inbounds i32, ptr %ti, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = sext i32 %i to i64
  %87 = mul nsw i64 %86, 70
  %88 = add i32 6, %j2
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %87, %89
  %91 = getelementptr inbounds i32, ptr %ci, i64 %90
  store i32 %85, ptr %91, align 4
  br label %if.end

if.else:                                          ; preds = %for.body22
  %92 = mul i32 %bx, 16
  %row = add i32 %92, %i
  %93 = mul i32 %t, 64
  %94 = add i32 6, %j2
  %95 = add i32 %93, %94
  %col = sub i32 %95, 6
  %96 = icmp slt i32 %row, %M
  %97 = icmp slt i32 %col, %N
  %inside = and i1 %96, %97
  br i1 %inside, label %sel.then, label %sel.else

if.end:                                           ; preds = %sel.end, %if.then
  %98 = add nsw i32 %j2, 1
  br label %for.cond21, !llvm.loop !8

sel.then:                                         ; preds = %if.else
  %99 = icmp sle i32 0, %row
  %100 = icmp slt i32 %row, %M
  %101 = and i1 %99, %100
  %102 = icmp sle i32 0, %col
  %103 = icmp slt i32 %col, %N
  %104 = and i1 %102, %103
  %105 = and i1 %101, %104
  br i1 %105, label %sel.then24, label %sel.else25

sel.else:                                         ; preds = %if.else
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end26
  %106 = phi float [ %127, %sel.end26 ], [ 0xFFF0000000000000, %sel.else ]
  %107 = sext i32 %i to i64
  %108 = mul nsw i64 %107, 70
  %109 = add i32 6, %j2
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %108, %110
  %112 = getelementptr inbounds float, ptr %cv, i64 %111
  store float %106, ptr %112, align 4
  %113 = select i1 %inside, i32 %col, i32 -1
  %114 = sext i32 %i to i64
  %115 = mul nsw i64 %114, 70
  %116 = add i32 6, %j2
  %117 = sext i32 %116 to i64
  %118 = add nsw i64 %115, %117
  %119 = getelementptr inbounds i32, ptr %ci, i64 %118
  store i32 %113, ptr %119, align 4
  br label %if.end

sel.then24:                                       ; preds = %sel.then
  %120 = sext i32 %row to i64
  %121 = sext i32 %N to i64
  %122 = mul nsw i64 %120, %121
  %123 = sext i32 %col to i64
  %124 = add nsw i64 %122, %123
  %125 = getelementptr inbounds float, ptr %X, i64 %124
  %126 = load float, ptr %125, align 4
  br label %sel.end26

sel.else25:                                       ; preds = %sel.then
  br label %sel.end26

sel.end26:                                        ; preds = %sel.else25, %sel.then24
  %127 = phi float [ %126, %sel.then24 ], [ 0.000000e+00, %sel.else25 ]
  br label %sel.end

for.cond27:                                       ; preds = %for.end94, %for.end17
  %r = phi i32 [ 0, %for.end17 ], [ %337, %for.end94 ]
  %128 = icmp slt i32 %r, 6
  br i1 %128, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  br label %for.cond30

for.end29:                                        ; preds = %for.cond27
  %129 = add nsw i32 %t, 1
  br label %for.cond12, !llvm.loop !9

for.cond30:                                       ; preds = %for.end36, %for.body28
  %i33 = phi i32 [ 0, %for.body28 ], [ %153, %for.end36 ]
  %130 = icmp slt i32 %i33, 16
  br i1 %130, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  br label %for.cond34

for.end32:                                        ; preds = %for.cond30
  br label %for.cond38

for.cond34:                                       ; preds = %for.body35, %for.body31
  %j37 = phi i32 [ 0, %for.body31 ], [ %152, %for.body35 ]
  %131 = icmp slt i32 %j37, 70
  br i1 %131, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %132 = sext i32 %i33 to i64
  %133 = mul nsw i64 %132, 70
  %134 = sext i32 %j37 to i64
  %135 = add nsw i64 %133, %134
  %136 = getelementptr inbounds i32, ptr %ci, i64 %135
  %137 = load i32, ptr %136, align 4
  %138 = icmp sge i32 %137, 0
  %139 = sext i32 %i33 to i64
  %140 = mul nsw i64 %139, 70
  %141 = sext i32 %j37 to i64
  %142 = add nsw i64 %140, %141
  %143 = call i64 @llvm.umin.i64(i64 %142, i64 1119)
  %144 = getelementptr inbounds float, ptr %cv, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = select i1 %138, float %145, float 0xFFF0000000000000
  %147 = sext i32 %i33 to i64
  %148 = mul nsw i64 %147, 70
  %149 = sext i32 %j37 to i64
  %150 = add nsw i64 %148, %149
  %151 = getelementptr inbounds float, ptr %mv, i64 %150
  store float %146, ptr %151, align 4
  %152 = add nsw i32 %j37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  %153 = add nsw i32 %i33, 1
  br label %for.cond30, !llvm.loop !11

for.cond38:                                       ; preds = %for.end57, %for.end32
  %i1 = phi i32 [ 0, %for.end32 ], [ %213, %for.end57 ]
  %154 = icmp slt i32 %i1, 16
  br i1 %154, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond41

for.end40:                                        ; preds = %for.cond38
  br label %for.cond59

for.cond41:                                       ; preds = %for.body42, %for.body39
  %lane = phi i32 [ 0, %for.body39 ], [ %164, %for.body42 ]
  %155 = icmp slt i32 %lane, 32
  br i1 %155, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %156 = sext i32 %i1 to i64
  %157 = mul nsw i64 %156, 70
  %158 = sext i32 %lane to i64
  %159 = add nsw i64 %157, %158
  %160 = getelementptr inbounds float, ptr %mv, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = sext i32 %lane to i64
  %163 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %162
  store float %161, ptr %163, align 4
  %164 = add nsw i32 %lane, 1
  br label %for.cond41, !llvm.loop !12

for.end43:                                        ; preds = %for.cond41
  br label %for.cond44

for.cond44:                                       ; preds = %for.end49, %for.end43
  %red = phi i32 [ 0, %for.end43 ], [ %186, %for.end49 ]
  %165 = icmp slt i32 %red, 1
  br i1 %165, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  br label %for.cond47

for.end46:                                        ; preds = %for.cond44
  %166 = sext i32 %i1 to i64
  %167 = getelementptr inbounds float, ptr %best, i64 %166
  store float 0xFFF0000000000000, ptr %167, align 4
  br label %for.cond51

for.cond47:                                       ; preds = %for.body48, %for.body45
  %lane50 = phi i32 [ 0, %for.body45 ], [ %185, %for.body48 ]
  %168 = icmp slt i32 %lane50, 32
  br i1 %168, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %169 = sext i32 %lane50 to i64
  %170 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %169
  %lane_acc = load float, ptr %170, align 4
  %171 = sext i32 %i1 to i64
  %172 = mul nsw i64 %171, 70
  %173 = add i32 %red, 1
  %174 = mul i32 %173, 32
  %175 = add i32 %174, %lane50
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %172, %176
  %178 = getelementptr inbounds float, ptr %mv, i64 %177
  %lane_next = load float, ptr %178, align 4
  %179 = fcmp une float %lane_next, %lane_next
  %180 = fcmp ogt float %lane_acc, %lane_next
  %181 = select i1 %180, float %lane_acc, float %lane_next
  %182 = select i1 %179, float %lane_acc, float %181
  %183 = sext i32 %lane50 to i64
  %184 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %183
  store float %182, ptr %184, align 4
  %185 = add nsw i32 %lane50, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  %186 = add nsw i32 %red, 1
  br label %for.cond44, !llvm.loop !14

for.cond51:                                       ; preds = %for.body52, %for.end46
  %lane54 = phi i32 [ 0, %for.end46 ], [ %197, %for.body52 ]
  %187 = icmp slt i32 %lane54, 32
  br i1 %187, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %188 = sext i32 %i1 to i64
  %189 = getelementptr inbounds float, ptr %best, i64 %188
  %190 = load float, ptr %189, align 4
  %191 = sext i32 %lane54 to i64
  %192 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = call float @llvm.maxnum.f32(float %190, float %193)
  %195 = sext i32 %i1 to i64
  %196 = getelementptr inbounds float, ptr %best, i64 %195
  store float %194, ptr %196, align 4
  %197 = add nsw i32 %lane54, 1
  br label %for.cond51, !llvm.loop !15

for.end53:                                        ; preds = %for.cond51
  br label %for.cond55

for.cond55:                                       ; preds = %for.body56, %for.end53
  %red58 = phi i32 [ 0, %for.end53 ], [ %212, %for.body56 ]
  %198 = icmp slt i32 %red58, 6
  br i1 %198, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %199 = sext i32 %i1 to i64
  %200 = getelementptr inbounds float, ptr %best, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = sext i32 %i1 to i64
  %203 = mul nsw i64 %202, 70
  %204 = add i32 64, %red58
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds float, ptr %mv, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = call float @llvm.maxnum.f32(float %201, float %208)
  %210 = sext i32 %i1 to i64
  %211 = getelementptr inbounds float, ptr %best, i64 %210
  store float %209, ptr %211, align 4
  %212 = add nsw i32 %red58, 1
  br label %for.cond55, !llvm.loop !16

for.end57:                                        ; preds = %for.cond55
  %213 = add nsw i32 %i1, 1
  br label %for.cond38, !llvm.loop !17

for.cond59:                                       ; preds = %for.end65, %for.end40
  %i62 = phi i32 [ 0, %for.end40 ], [ %223, %for.end65 ]
  %214 = icmp slt i32 %i62, 16
  br i1 %214, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  br label %for.cond63

for.end61:                                        ; preds = %for.cond59
  br label %for.cond67

for.cond63:                                       ; preds = %sc.end, %for.body60
  %j66 = phi i32 [ 0, %for.body60 ], [ %248, %sc.end ]
  %215 = icmp slt i32 %j66, 70
  br i1 %215, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %216 = sext i32 %i62 to i64
  %217 = mul nsw i64 %216, 70
  %218 = sext i32 %j66 to i64
  %219 = add nsw i64 %217, %218
  %220 = getelementptr inbounds i32, ptr %ci, i64 %219
  %221 = load i32, ptr %220, align 4
  %222 = icmp sge i32 %221, 0
  br i1 %222, label %sc.rhs, label %sc.end

for.end65:                                        ; preds = %for.cond63
  %223 = add nsw i32 %i62, 1
  br label %for.cond59, !llvm.loop !18

sc.rhs:                                           ; preds = %for.body64
  %224 = sext i32 %i62 to i64
  %225 = mul nsw i64 %224, 70
  %226 = sext i32 %j66 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds float, ptr %cv, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = sext i32 %i62 to i64
  %231 = getelementptr inbounds float, ptr %best, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = fcmp oeq float %229, %232
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body64
  %234 = phi i1 [ false, %for.body64 ], [ %233, %sc.rhs ]
  %235 = sext i32 %i62 to i64
  %236 = mul nsw i64 %235, 70
  %237 = sext i32 %j66 to i64
  %238 = add nsw i64 %236, %237
  %239 = call i64 @llvm.umin.i64(i64 %238, i64 1119)
  %240 = getelementptr inbounds i32, ptr %ci, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = select i1 %234, i32 %241, i32 2147483647
  %243 = sext i32 %i62 to i64
  %244 = mul nsw i64 %243, 70
  %245 = sext i32 %j66 to i64
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds i32, ptr %key, i64 %246
  store i32 %242, ptr %247, align 4
  %248 = add nsw i32 %j66, 1
  br label %for.cond63, !llvm.loop !19

for.cond67:                                       ; preds = %for.end86, %for.end61
  %i2 = phi i32 [ 0, %for.end61 ], [ %310, %for.end86 ]
  %249 = icmp slt i32 %i2, 16
  br i1 %249, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond70

for.end69:                                        ; preds = %for.cond67
  br label %for.cond88

for.cond70:                                       ; preds = %for.body71, %for.body68
  %lane1 = phi i32 [ 0, %for.body68 ], [ %259, %for.body71 ]
  %250 = icmp slt i32 %lane1, 32
  br i1 %250, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %251 = sext i32 %i2 to i64
  %252 = mul nsw i64 %251, 70
  %253 = sext i32 %lane1 to i64
  %254 = add nsw i64 %252, %253
  %255 = getelementptr inbounds i32, ptr %key, i64 %254
  %256 = load i32, ptr %255, align 4
  %257 = sext i32 %lane1 to i64
  %258 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %257
  store i32 %256, ptr %258, align 4
  %259 = add nsw i32 %lane1, 1
  br label %for.cond70, !llvm.loop !20

for.end72:                                        ; preds = %for.cond70
  br label %for.cond73

for.cond73:                                       ; preds = %for.end78, %for.end72
  %red1 = phi i32 [ 0, %for.end72 ], [ %281, %for.end78 ]
  %260 = icmp slt i32 %red1, 1
  br i1 %260, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  %261 = sext i32 %i2 to i64
  %262 = getelementptr inbounds i32, ptr %pick, i64 %261
  store i32 2147483647, ptr %262, align 4
  br label %for.cond80

for.cond76:                                       ; preds = %for.body77, %for.body74
  %lane179 = phi i32 [ 0, %for.body74 ], [ %280, %for.body77 ]
  %263 = icmp slt i32 %lane179, 32
  br i1 %263, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %264 = sext i32 %lane179 to i64
  %265 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = sext i32 %i2 to i64
  %268 = mul nsw i64 %267, 70
  %269 = add i32 %red1, 1
  %270 = mul i32 %269, 32
  %271 = add i32 %270, %lane179
  %272 = sext i32 %271 to i64
  %273 = add nsw i64 %268, %272
  %274 = getelementptr inbounds i32, ptr %key, i64 %273
  %275 = load i32, ptr %274, align 4
  %276 = icmp slt i32 %266, %275
  %277 = select i1 %276, i32 %266, i32 %275
  %278 = sext i32 %lane179 to i64
  %279 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %278
  store i32 %277, ptr %279, align 4
  %280 = add nsw i32 %lane179, 1
  br label %for.cond76, !llvm.loop !21

for.end78:                                        ; preds = %for.cond76
  %281 = add nsw i32 %red1, 1
  br label %for.cond73, !llvm.loop !22

for.cond80:                                       ; preds = %for.body81, %for.end75
  %lane183 = phi i32 [ 0, %for.end75 ], [ %293, %for.body81 ]
  %282 = icmp slt i32 %lane183, 32
  br i1 %282, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %283 = sext i32 %i2 to i64
  %284 = getelementptr inbounds i32, ptr %pick, i64 %283
  %285 = load i32, ptr %284, align 4
  %286 = sext i32 %lane183 to i64
  %287 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %286
  %288 = load i32, ptr %287, align 4
  %289 = icmp slt i32 %285, %288
  %290 = select i1 %289, i32 %285, i32 %288
  %291 = sext i32 %i2 to i64
  %292 = getelementptr inbounds i32, ptr %pick, i64 %291
  store i32 %290, ptr %292, align 4
  %293 = add nsw i32 %lane183, 1
  br label %for.cond80, !llvm.loop !23

for.end82:                                        ; preds = %for.cond80
  br label %for.cond84

for.cond84:                                       ; preds = %for.body85, %for.end82
  %red187 = phi i32 [ 0, %for.end82 ], [ %309, %for.body85 ]
  %294 = icmp slt i32 %red187, 6
  br i1 %294, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %295 = sext i32 %i2 to i64
  %296 = getelementptr inbounds i32, ptr %pick, i64 %295
  %297 = load i32, ptr %296, align 4
  %298 = sext i32 %i2 to i64
  %299 = mul nsw i64 %298, 70
  %300 = add i32 64, %red187
  %301 = sext i32 %300 to i64
  %302 = add nsw i64 %299, %301
  %303 = getelementptr inbounds i32, ptr %key, i64 %302
  %304 = load i32, ptr %303, align 4
  %305 = icmp slt i32 %297, %304
  %306 = select i1 %305, i32 %297, i32 %304
  %307 = sext i32 %i2 to i64
  %308 = getelementptr inbounds i32, ptr %pick, i64 %307
  store i32 %306, ptr %308, align 4
  %309 = add nsw i32 %red187, 1
  br label %for.cond84, !llvm.loop !24

for.end86:                                        ; preds = %for.cond84
  %310 = add nsw i32 %i2, 1
  br label %for.cond67, !llvm.loop !25

for.cond88:                                       ; preds = %for.body89, %for.end69
  %i91 = phi i32 [ 0, %for.end69 ], [ %335, %for.body89 ]
  %311 = icmp slt i32 %i91, 16
  br i1 %311, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %312 = sext i32 %i91 to i64
  %313 = getelementptr inbounds i32, ptr %pick, i64 %312
  %314 = load i32, ptr %313, align 4
  %found = icmp ne i32 %314, 2147483647
  %315 = sext i32 %i91 to i64
  %316 = call i64 @llvm.umin.i64(i64 %315, i64 15)
  %317 = getelementptr inbounds float, ptr %best, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = select i1 %found, float %318, float 0xFFF0000000000000
  %320 = sext i32 %i91 to i64
  %321 = mul nsw i64 %320, 6
  %322 = sext i32 %r to i64
  %323 = add nsw i64 %321, %322
  %324 = getelementptr inbounds float, ptr %tv, i64 %323
  store float %319, ptr %324, align 4
  %325 = sext i32 %i91 to i64
  %326 = call i64 @llvm.umin.i64(i64 %325, i64 15)
  %327 = getelementptr inbounds i32, ptr %pick, i64 %326
  %328 = load i32, ptr %327, align 4
  %329 = select i1 %found, i32 %328, i32 -1
  %330 = sext i32 %i91 to i64
  %331 = mul nsw i64 %330, 6
  %332 = sext i32 %r to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds i32, ptr %ti, i64 %333
  store i32 %329, ptr %334, align 4
  %335 = add nsw i32 %i91, 1
  br label %for.cond88, !llvm.loop !26

for.end90:                                        ; preds = %for.cond88
  br label %for.cond92

for.cond92:                                       ; preds = %for.end98, %for.end90
  %i95 = phi i32 [ 0, %for.end90 ], [ %349, %for.end98 ]
  %336 = icmp slt i32 %i95, 16
  br i1 %336, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond96

for.end94:                                        ; preds = %for.cond92
  %337 = add nsw i32 %r, 1
  br label %for.cond27, !llvm.loop !27

for.cond96:                                       ; preds = %if.end102, %for.body93
  %j99 = phi i32 [ 0, %for.body93 ], [ %355, %if.end102 ]
  %338 = icmp slt i32 %j99, 70
  br i1 %338, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %339 = sext i32 %i95 to i64
  %340 = mul nsw i64 %339, 70
  %341 = sext i32 %j99 to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds i32, ptr %ci, i64 %342
  %344 = load i32, ptr %343, align 4
  %345 = sext i32 %i95 to i64
  %346 = getelementptr inbounds i32, ptr %pick, i64 %345
  %347 = load i32, ptr %346, align 4
  %348 = icmp eq i32 %344, %347
  br i1 %348, label %if.then100, label %if.else101

for.end98:                                        ; preds = %for.cond96
  %349 = add nsw i32 %i95, 1
  br label %for.cond92, !llvm.loop !28

if.then100:                                       ; preds = %for.body97
  %350 = sext i32 %i95 to i64
  %351 = mul nsw i64 %350, 70
  %352 = sext i32 %j99 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds i32, ptr %ci, i64 %353
  store i32 -1, ptr %354, align 4
  br label %if.end102

if.else101:                                       ; preds = %for.body97
  br label %if.end102

if.end102:                                        ; preds = %if.else101, %if.then100
  %355 = add nsw i32 %j99, 1
  br label %for.cond96, !llvm.loop !29

if.then103:                                       ; preds = %for.end14
  br label %for.cond106

if.else104:                                       ; preds = %for.end14
  br label %for.cond117

if.end105:                                        ; preds = %for.end119, %for.end108
  %356 = mul i32 %bx, 16
  %357 = icmp sle i32 0, %356
  %358 = mul i32 %bx, 16
  %359 = sext i32 %358 to i64
  %360 = add i64 %359, 16
  %361 = sext i32 %M to i64
  %362 = icmp sle i64 %360, %361
  %363 = and i1 %357, %362
  br i1 %363, label %if.then128, label %if.else129

for.cond106:                                      ; preds = %if.end112, %if.then103
  %i3109 = phi i32 [ 0, %if.then103 ], [ %377, %if.end112 ]
  %364 = icmp slt i32 %i3109, 16
  br i1 %364, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %365 = sext i32 %M to i64
  %366 = icmp sge i64 %365, 1398102
  br i1 %366, label %if.then110, label %if.else111

for.end108:                                       ; preds = %for.cond106
  br label %if.end105

if.then110:                                       ; preds = %for.body107
  %367 = mul i32 %bx, 16
  %368 = add i32 %367, %i3109
  %369 = sext i32 %368 to i64
  %370 = mul nsw i64 %369, 6
  %371 = add nsw i64 %370, 0
  %372 = getelementptr inbounds float, ptr %G, i64 %371
  %373 = sext i32 %i3109 to i64
  %374 = mul nsw i64 %373, 6
  %375 = add nsw i64 %374, 0
  %376 = getelementptr inbounds float, ptr %tv, i64 %375
  call void @tilec_rt_stream(ptr %372, ptr %376, i64 24)
  br label %if.end112

if.else111:                                       ; preds = %for.body107
  br label %for.cond113

if.end112:                                        ; preds = %for.end115, %if.then110
  %377 = add nsw i32 %i3109, 1
  br label %for.cond106, !llvm.loop !30

for.cond113:                                      ; preds = %for.body114, %if.else111
  %j1116 = phi i32 [ 0, %if.else111 ], [ %392, %for.body114 ]
  %378 = icmp slt i32 %j1116, 6
  br i1 %378, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %379 = sext i32 %i3109 to i64
  %380 = mul nsw i64 %379, 6
  %381 = sext i32 %j1116 to i64
  %382 = add nsw i64 %380, %381
  %383 = getelementptr inbounds float, ptr %tv, i64 %382
  %384 = load float, ptr %383, align 4
  %385 = mul i32 %bx, 16
  %386 = add i32 %385, %i3109
  %387 = sext i32 %386 to i64
  %388 = mul nsw i64 %387, 6
  %389 = sext i32 %j1116 to i64
  %390 = add nsw i64 %388, %389
  %391 = getelementptr inbounds float, ptr %G, i64 %390
  store float %384, ptr %391, align 4
  %392 = add nsw i32 %j1116, 1
  br label %for.cond113, !llvm.loop !31

for.end115:                                       ; preds = %for.cond113
  br label %if.end112

for.cond117:                                      ; preds = %for.end123, %if.else104
  %i3120 = phi i32 [ 0, %if.else104 ], [ %407, %for.end123 ]
  %393 = icmp slt i32 %i3120, 16
  br i1 %393, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  br label %for.cond121

for.end119:                                       ; preds = %for.cond117
  br label %if.end105

for.cond121:                                      ; preds = %if.end127, %for.body118
  %j1124 = phi i32 [ 0, %for.body118 ], [ %421, %if.end127 ]
  %394 = icmp slt i32 %j1124, 6
  br i1 %394, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %395 = mul i32 %bx, 16
  %396 = sext i32 %395 to i64
  %397 = sext i32 %i3120 to i64
  %398 = add i64 %396, %397
  %399 = icmp sle i64 0, %398
  %400 = mul i32 %bx, 16
  %401 = sext i32 %400 to i64
  %402 = sext i32 %i3120 to i64
  %403 = add i64 %401, %402
  %404 = sext i32 %M to i64
  %405 = icmp slt i64 %403, %404
  %406 = and i1 %399, %405
  br i1 %406, label %if.then125, label %if.else126

for.end123:                                       ; preds = %for.cond121
  %407 = add nsw i32 %i3120, 1
  br label %for.cond117, !llvm.loop !32

if.then125:                                       ; preds = %for.body122
  %408 = sext i32 %i3120 to i64
  %409 = mul nsw i64 %408, 6
  %410 = sext i32 %j1124 to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds float, ptr %tv, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = mul i32 %bx, 16
  %415 = add i32 %414, %i3120
  %416 = sext i32 %415 to i64
  %417 = mul nsw i64 %416, 6
  %418 = sext i32 %j1124 to i64
  %419 = add nsw i64 %417, %418
  %420 = getelementptr inbounds float, ptr %G, i64 %419
  store float %413, ptr %420, align 4
  br label %if.end127

if.else126:                                       ; preds = %for.body122
  br label %if.end127

if.end127:                                        ; preds = %if.else126, %if.then125
  %421 = add nsw i32 %j1124, 1
  br label %for.cond121, !llvm.loop !33

if.then128:                                       ; preds = %if.end105
  br label %for.cond131

if.else129:                                       ; preds = %if.end105
  br label %for.cond142

if.end130:                                        ; preds = %for.end144, %for.end133
  ret void

for.cond131:                                      ; preds = %if.end137, %if.then128
  %i3134 = phi i32 [ 0, %if.then128 ], [ %435, %if.end137 ]
  %422 = icmp slt i32 %i3134, 16
  br i1 %422, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %423 = sext i32 %M to i64
  %424 = icmp sge i64 %423, 1398102
  br i1 %424, label %if.then135, label %if.else136

for.end133:                                       ; preds = %for.cond131
  br label %if.end130

if.then135:                                       ; preds = %for.body132
  %425 = mul i32 %bx, 16
  %426 = add i32 %425, %i3134
  %427 = sext i32 %426 to i64
  %428 = mul nsw i64 %427, 6
  %429 = add nsw i64 %428, 0
  %430 = getelementptr inbounds i32, ptr %I, i64 %429
  %431 = sext i32 %i3134 to i64
  %432 = mul nsw i64 %431, 6
  %433 = add nsw i64 %432, 0
  %434 = getelementptr inbounds i32, ptr %ti, i64 %433
  call void @tilec_rt_stream(ptr %430, ptr %434, i64 24)
  br label %if.end137

if.else136:                                       ; preds = %for.body132
  br label %for.cond138

if.end137:                                        ; preds = %for.end140, %if.then135
  %435 = add nsw i32 %i3134, 1
  br label %for.cond131, !llvm.loop !34

for.cond138:                                      ; preds = %for.body139, %if.else136
  %j1141 = phi i32 [ 0, %if.else136 ], [ %450, %for.body139 ]
  %436 = icmp slt i32 %j1141, 6
  br i1 %436, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %437 = sext i32 %i3134 to i64
  %438 = mul nsw i64 %437, 6
  %439 = sext i32 %j1141 to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds i32, ptr %ti, i64 %440
  %442 = load i32, ptr %441, align 4
  %443 = mul i32 %bx, 16
  %444 = add i32 %443, %i3134
  %445 = sext i32 %444 to i64
  %446 = mul nsw i64 %445, 6
  %447 = sext i32 %j1141 to i64
  %448 = add nsw i64 %446, %447
  %449 = getelementptr inbounds i32, ptr %I, i64 %448
  store i32 %442, ptr %449, align 4
  %450 = add nsw i32 %j1141, 1
  br label %for.cond138, !llvm.loop !35

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond142:                                      ; preds = %for.end148, %if.else129
  %i3145 = phi i32 [ 0, %if.else129 ], [ %465, %for.end148 ]
  %451 = icmp slt i32 %i3145, 16
  br i1 %451, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  br label %for.cond146

for.end144:                                       ; preds = %for.cond142
  br label %if.end130

for.cond146:                                      ; preds = %if.end152, %for.body143
  %j1149 = phi i32 [ 0, %for.body143 ], [ %479, %if.end152 ]
  %452 = icmp slt i32 %j1149, 6
  br i1 %452, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %453 = mul i32 %bx, 16
  %454 = sext i32 %453 to i64
  %455 = sext i32 %i3145 to i64
  %456 = add i64 %454, %455
  %457 = icmp sle i64 0, %456
  %458 = mul i32 %bx, 16
  %459 = sext i32 %458 to i64
  %460 = sext i32 %i3145 to i64
  %461 = add i64 %459, %460
  %462 = sext i32 %M to i64
  %463 = icmp slt i64 %461, %462
  %464 = and i1 %457, %463
  br i1 %464, label %if.then150, label %if.else151

for.end148:                                       ; preds = %for.cond146
  %465 = add nsw i32 %i3145, 1
  br label %for.cond142, !llvm.loop !36

if.then150:                                       ; preds = %for.body147
  %466 = sext i32 %i3145 to i64
  %467 = mul nsw i64 %466, 6
  %468 = sext i32 %j1149 to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds i32, ptr %ti, i64 %469
  %471 = load i32, ptr %470, align 4
  %472 = mul i32 %bx, 16
  %473 = add i32 %472, %i3145
  %474 = sext i32 %473 to i64
  %475 = mul nsw i64 %474, 6
  %476 = sext i32 %j1149 to i64
  %477 = add nsw i64 %475, %476
  %478 = getelementptr inbounds i32, ptr %I, i64 %477
  store i32 %471, ptr %478, align 4
  br label %if.end152

if.else151:                                       ; preds = %for.body147
  br label %if.end152

if.end152:                                        ; preds = %if.else151, %if.then150
  %479 = add nsw i32 %j1149, 1
  br label %for.cond146, !llvm.loop !37
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
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
