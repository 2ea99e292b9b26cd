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
  br i1 %38, label %if.then145, label %if.else146

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

for.cond27:                                       ; preds = %for.end136, %for.end17
  %r = phi i32 [ 0, %for.end17 ], [ %464, %for.end136 ]
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

for.cond38:                                       ; preds = %for.end83, %for.end32
  %i1 = phi i32 [ 0, %for.end32 ], [ %278, %for.end83 ]
  %154 = icmp slt i32 %i1, 16
  br i1 %154, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond41

for.end40:                                        ; preds = %for.cond38
  br label %for.cond85

for.cond41:                                       ; preds = %for.body42, %for.body39
  %lane = phi i32 [ 0, %for.body39 ], [ %179, %for.body42 ]
  %155 = icmp slt i32 %lane, 32
  br i1 %155, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %156 = sext i32 %i1 to i64
  %157 = mul nsw i64 %156, 70
  %158 = sext i32 %lane to i64
  %159 = add nsw i64 %157, %158
  %160 = getelementptr inbounds float, ptr %mv, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = sext i32 %i1 to i64
  %163 = mul nsw i64 %162, 70
  %164 = sext i32 %lane to i64
  %165 = add nsw i64 %163, %164
  %166 = getelementptr inbounds float, ptr %mv, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fcmp une float %161, %167
  %169 = sext i32 %i1 to i64
  %170 = mul nsw i64 %169, 70
  %171 = sext i32 %lane to i64
  %172 = add nsw i64 %170, %171
  %173 = call i64 @llvm.umin.i64(i64 %172, i64 1119)
  %174 = getelementptr inbounds float, ptr %mv, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = select i1 %168, float 0xFFF0000000000000, float %175
  %177 = sext i32 %lane to i64
  %178 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %177
  store float %176, ptr %178, align 4
  %179 = add nsw i32 %lane, 1
  br label %for.cond41, !llvm.loop !12

for.end43:                                        ; preds = %for.cond41
  br label %for.cond44

for.cond44:                                       ; preds = %for.end49, %for.end43
  %red = phi i32 [ 0, %for.end43 ], [ %197, %for.end49 ]
  %180 = icmp slt i32 %red, 1
  br i1 %180, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  br label %for.cond47

for.end46:                                        ; preds = %for.cond44
  br label %for.cond51

for.cond47:                                       ; preds = %for.body48, %for.body45
  %lane50 = phi i32 [ 0, %for.body45 ], [ %196, %for.body48 ]
  %181 = icmp slt i32 %lane50, 32
  br i1 %181, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %182 = sext i32 %lane50 to i64
  %183 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %182
  %lane_acc = load float, ptr %183, align 4
  %184 = sext i32 %i1 to i64
  %185 = mul nsw i64 %184, 70
  %186 = add i32 %red, 1
  %187 = mul i32 %186, 32
  %188 = add i32 %187, %lane50
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %185, %189
  %191 = getelementptr inbounds float, ptr %mv, i64 %190
  %lane_next = load float, ptr %191, align 4
  %192 = fcmp ogt float %lane_next, %lane_acc
  %193 = select i1 %192, float %lane_next, float %lane_acc
  %194 = sext i32 %lane50 to i64
  %195 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %194
  store float %193, ptr %195, align 4
  %196 = add nsw i32 %lane50, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  %197 = add nsw i32 %red, 1
  br label %for.cond44, !llvm.loop !14

for.cond51:                                       ; preds = %for.body52, %for.end46
  %lane54 = phi i32 [ 0, %for.end46 ], [ %208, %for.body52 ]
  %198 = icmp slt i32 %lane54, 16
  br i1 %198, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %199 = sext i32 %lane54 to i64
  %200 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %199
  %lane_acc55 = load float, ptr %200, align 4
  %201 = add i32 %lane54, 16
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %202
  %lane_next56 = load float, ptr %203, align 4
  %204 = fcmp ogt float %lane_next56, %lane_acc55
  %205 = select i1 %204, float %lane_next56, float %lane_acc55
  %206 = sext i32 %lane54 to i64
  %207 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %206
  store float %205, ptr %207, align 4
  %208 = add nsw i32 %lane54, 1
  br label %for.cond51, !llvm.loop !15

for.end53:                                        ; preds = %for.cond51
  br label %for.cond57

for.cond57:                                       ; preds = %for.body58, %for.end53
  %lane60 = phi i32 [ 0, %for.end53 ], [ %219, %for.body58 ]
  %209 = icmp slt i32 %lane60, 8
  br i1 %209, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %210 = sext i32 %lane60 to i64
  %211 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %210
  %lane_acc61 = load float, ptr %211, align 4
  %212 = add i32 %lane60, 8
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %213
  %lane_next62 = load float, ptr %214, align 4
  %215 = fcmp ogt float %lane_next62, %lane_acc61
  %216 = select i1 %215, float %lane_next62, float %lane_acc61
  %217 = sext i32 %lane60 to i64
  %218 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %217
  store float %216, ptr %218, align 4
  %219 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !16

for.end59:                                        ; preds = %for.cond57
  br label %for.cond63

for.cond63:                                       ; preds = %for.body64, %for.end59
  %lane66 = phi i32 [ 0, %for.end59 ], [ %230, %for.body64 ]
  %220 = icmp slt i32 %lane66, 4
  br i1 %220, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %221 = sext i32 %lane66 to i64
  %222 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %221
  %lane_acc67 = load float, ptr %222, align 4
  %223 = add i32 %lane66, 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %224
  %lane_next68 = load float, ptr %225, align 4
  %226 = fcmp ogt float %lane_next68, %lane_acc67
  %227 = select i1 %226, float %lane_next68, float %lane_acc67
  %228 = sext i32 %lane66 to i64
  %229 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %228
  store float %227, ptr %229, align 4
  %230 = add nsw i32 %lane66, 1
  br label %for.cond63, !llvm.loop !17

for.end65:                                        ; preds = %for.cond63
  br label %for.cond69

for.cond69:                                       ; preds = %for.body70, %for.end65
  %lane72 = phi i32 [ 0, %for.end65 ], [ %241, %for.body70 ]
  %231 = icmp slt i32 %lane72, 2
  br i1 %231, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %232 = sext i32 %lane72 to i64
  %233 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %232
  %lane_acc73 = load float, ptr %233, align 4
  %234 = add i32 %lane72, 2
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %235
  %lane_next74 = load float, ptr %236, align 4
  %237 = fcmp ogt float %lane_next74, %lane_acc73
  %238 = select i1 %237, float %lane_next74, float %lane_acc73
  %239 = sext i32 %lane72 to i64
  %240 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %239
  store float %238, ptr %240, align 4
  %241 = add nsw i32 %lane72, 1
  br label %for.cond69, !llvm.loop !18

for.end71:                                        ; preds = %for.cond69
  br label %for.cond75

for.cond75:                                       ; preds = %for.body76, %for.end71
  %lane78 = phi i32 [ 0, %for.end71 ], [ %252, %for.body76 ]
  %242 = icmp slt i32 %lane78, 1
  br i1 %242, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %243 = sext i32 %lane78 to i64
  %244 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %243
  %lane_acc79 = load float, ptr %244, align 4
  %245 = add i32 %lane78, 1
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %246
  %lane_next80 = load float, ptr %247, align 4
  %248 = fcmp ogt float %lane_next80, %lane_acc79
  %249 = select i1 %248, float %lane_next80, float %lane_acc79
  %250 = sext i32 %lane78 to i64
  %251 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %250
  store float %249, ptr %251, align 4
  %252 = add nsw i32 %lane78, 1
  br label %for.cond75, !llvm.loop !19

for.end77:                                        ; preds = %for.cond75
  %253 = sext i32 %i1 to i64
  %254 = getelementptr inbounds float, ptr %best, i64 %253
  store float 0xFFF0000000000000, ptr %254, align 4
  %255 = sext i32 %i1 to i64
  %256 = getelementptr inbounds float, ptr %best, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = getelementptr inbounds float, ptr %tl_lanes_11, i64 0
  %259 = load float, ptr %258, align 4
  %260 = call float @llvm.maxnum.f32(float %257, float %259)
  %261 = sext i32 %i1 to i64
  %262 = getelementptr inbounds float, ptr %best, i64 %261
  store float %260, ptr %262, align 4
  br label %for.cond81

for.cond81:                                       ; preds = %for.body82, %for.end77
  %red84 = phi i32 [ 0, %for.end77 ], [ %277, %for.body82 ]
  %263 = icmp slt i32 %red84, 6
  br i1 %263, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %264 = sext i32 %i1 to i64
  %265 = getelementptr inbounds float, ptr %best, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = sext i32 %i1 to i64
  %268 = mul nsw i64 %267, 70
  %269 = add i32 64, %red84
  %270 = sext i32 %269 to i64
  %271 = add nsw i64 %268, %270
  %272 = getelementptr inbounds float, ptr %mv, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = call float @llvm.maxnum.f32(float %266, float %273)
  %275 = sext i32 %i1 to i64
  %276 = getelementptr inbounds float, ptr %best, i64 %275
  store float %274, ptr %276, align 4
  %277 = add nsw i32 %red84, 1
  br label %for.cond81, !llvm.loop !20

for.end83:                                        ; preds = %for.cond81
  %278 = add nsw i32 %i1, 1
  br label %for.cond38, !llvm.loop !21

for.cond85:                                       ; preds = %for.end91, %for.end40
  %i88 = phi i32 [ 0, %for.end40 ], [ %288, %for.end91 ]
  %279 = icmp slt i32 %i88, 16
  br i1 %279, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  br label %for.cond93

for.cond89:                                       ; preds = %sc.end, %for.body86
  %j92 = phi i32 [ 0, %for.body86 ], [ %313, %sc.end ]
  %280 = icmp slt i32 %j92, 70
  br i1 %280, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %281 = sext i32 %i88 to i64
  %282 = mul nsw i64 %281, 70
  %283 = sext i32 %j92 to i64
  %284 = add nsw i64 %282, %283
  %285 = getelementptr inbounds i32, ptr %ci, i64 %284
  %286 = load i32, ptr %285, align 4
  %287 = icmp sge i32 %286, 0
  br i1 %287, label %sc.rhs, label %sc.end

for.end91:                                        ; preds = %for.cond89
  %288 = add nsw i32 %i88, 1
  br label %for.cond85, !llvm.loop !22

sc.rhs:                                           ; preds = %for.body90
  %289 = sext i32 %i88 to i64
  %290 = mul nsw i64 %289, 70
  %291 = sext i32 %j92 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds float, ptr %cv, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = sext i32 %i88 to i64
  %296 = getelementptr inbounds float, ptr %best, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = fcmp oeq float %294, %297
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body90
  %299 = phi i1 [ false, %for.body90 ], [ %298, %sc.rhs ]
  %300 = sext i32 %i88 to i64
  %301 = mul nsw i64 %300, 70
  %302 = sext i32 %j92 to i64
  %303 = add nsw i64 %301, %302
  %304 = call i64 @llvm.umin.i64(i64 %303, i64 1119)
  %305 = getelementptr inbounds i32, ptr %ci, i64 %304
  %306 = load i32, ptr %305, align 4
  %307 = select i1 %299, i32 %306, i32 2147483647
  %308 = sext i32 %i88 to i64
  %309 = mul nsw i64 %308, 70
  %310 = sext i32 %j92 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds i32, ptr %key, i64 %311
  store i32 %307, ptr %312, align 4
  %313 = add nsw i32 %j92, 1
  br label %for.cond89, !llvm.loop !23

for.cond93:                                       ; preds = %for.end128, %for.end87
  %i2 = phi i32 [ 0, %for.end87 ], [ %437, %for.end128 ]
  %314 = icmp slt i32 %i2, 16
  br i1 %314, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond96

for.end95:                                        ; preds = %for.cond93
  br label %for.cond130

for.cond96:                                       ; preds = %for.body97, %for.body94
  %lane1 = phi i32 [ 0, %for.body94 ], [ %324, %for.body97 ]
  %315 = icmp slt i32 %lane1, 32
  br i1 %315, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %316 = sext i32 %i2 to i64
  %317 = mul nsw i64 %316, 70
  %318 = sext i32 %lane1 to i64
  %319 = add nsw i64 %317, %318
  %320 = getelementptr inbounds i32, ptr %key, i64 %319
  %321 = load i32, ptr %320, align 4
  %322 = sext i32 %lane1 to i64
  %323 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %322
  store i32 %321, ptr %323, align 4
  %324 = add nsw i32 %lane1, 1
  br label %for.cond96, !llvm.loop !24

for.end98:                                        ; preds = %for.cond96
  br label %for.cond99

for.cond99:                                       ; preds = %for.end104, %for.end98
  %red1 = phi i32 [ 0, %for.end98 ], [ %344, %for.end104 ]
  %325 = icmp slt i32 %red1, 1
  br i1 %325, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  br label %for.cond102

for.end101:                                       ; preds = %for.cond99
  br label %for.cond106

for.cond102:                                      ; preds = %for.body103, %for.body100
  %lane1105 = phi i32 [ 0, %for.body100 ], [ %343, %for.body103 ]
  %326 = icmp slt i32 %lane1105, 32
  br i1 %326, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %327 = sext i32 %lane1105 to i64
  %328 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %327
  %329 = load i32, ptr %328, align 4
  %330 = sext i32 %i2 to i64
  %331 = mul nsw i64 %330, 70
  %332 = add i32 %red1, 1
  %333 = mul i32 %332, 32
  %334 = add i32 %333, %lane1105
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %331, %335
  %337 = getelementptr inbounds i32, ptr %key, i64 %336
  %338 = load i32, ptr %337, align 4
  %339 = icmp slt i32 %329, %338
  %340 = select i1 %339, i32 %329, i32 %338
  %341 = sext i32 %lane1105 to i64
  %342 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %341
  store i32 %340, ptr %342, align 4
  %343 = add nsw i32 %lane1105, 1
  br label %for.cond102, !llvm.loop !25

for.end104:                                       ; preds = %for.cond102
  %344 = add nsw i32 %red1, 1
  br label %for.cond99, !llvm.loop !26

for.cond106:                                      ; preds = %for.body107, %for.end101
  %lane1109 = phi i32 [ 0, %for.end101 ], [ %357, %for.body107 ]
  %345 = icmp slt i32 %lane1109, 16
  br i1 %345, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %346 = sext i32 %lane1109 to i64
  %347 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %346
  %348 = load i32, ptr %347, align 4
  %349 = add i32 %lane1109, 16
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %350
  %352 = load i32, ptr %351, align 4
  %353 = icmp slt i32 %348, %352
  %354 = select i1 %353, i32 %348, i32 %352
  %355 = sext i32 %lane1109 to i64
  %356 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %355
  store i32 %354, ptr %356, align 4
  %357 = add nsw i32 %lane1109, 1
  br label %for.cond106, !llvm.loop !27

for.end108:                                       ; preds = %for.cond106
  br label %for.cond110

for.cond110:                                      ; preds = %for.body111, %for.end108
  %lane1113 = phi i32 [ 0, %for.end108 ], [ %370, %for.body111 ]
  %358 = icmp slt i32 %lane1113, 8
  br i1 %358, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %359 = sext i32 %lane1113 to i64
  %360 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %359
  %361 = load i32, ptr %360, align 4
  %362 = add i32 %lane1113, 8
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %363
  %365 = load i32, ptr %364, align 4
  %366 = icmp slt i32 %361, %365
  %367 = select i1 %366, i32 %361, i32 %365
  %368 = sext i32 %lane1113 to i64
  %369 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %368
  store i32 %367, ptr %369, align 4
  %370 = add nsw i32 %lane1113, 1
  br label %for.cond110, !llvm.loop !28

for.end112:                                       ; preds = %for.cond110
  br label %for.cond114

for.cond114:                                      ; preds = %for.body115, %for.end112
  %lane1117 = phi i32 [ 0, %for.end112 ], [ %383, %for.body115 ]
  %371 = icmp slt i32 %lane1117, 4
  br i1 %371, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %372 = sext i32 %lane1117 to i64
  %373 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %372
  %374 = load i32, ptr %373, align 4
  %375 = add i32 %lane1117, 4
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %376
  %378 = load i32, ptr %377, align 4
  %379 = icmp slt i32 %374, %378
  %380 = select i1 %379, i32 %374, i32 %378
  %381 = sext i32 %lane1117 to i64
  %382 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %381
  store i32 %380, ptr %382, align 4
  %383 = add nsw i32 %lane1117, 1
  br label %for.cond114, !llvm.loop !29

for.end116:                                       ; preds = %for.cond114
  br label %for.cond118

for.cond118:                                      ; preds = %for.body119, %for.end116
  %lane1121 = phi i32 [ 0, %for.end116 ], [ %396, %for.body119 ]
  %384 = icmp slt i32 %lane1121, 2
  br i1 %384, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %385 = sext i32 %lane1121 to i64
  %386 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %385
  %387 = load i32, ptr %386, align 4
  %388 = add i32 %lane1121, 2
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %389
  %391 = load i32, ptr %390, align 4
  %392 = icmp slt i32 %387, %391
  %393 = select i1 %392, i32 %387, i32 %391
  %394 = sext i32 %lane1121 to i64
  %395 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %394
  store i32 %393, ptr %395, align 4
  %396 = add nsw i32 %lane1121, 1
  br label %for.cond118, !llvm.loop !30

for.end120:                                       ; preds = %for.cond118
  br label %for.cond122

for.cond122:                                      ; preds = %for.body123, %for.end120
  %lane1125 = phi i32 [ 0, %for.end120 ], [ %409, %for.body123 ]
  %397 = icmp slt i32 %lane1125, 1
  br i1 %397, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %398 = sext i32 %lane1125 to i64
  %399 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %398
  %400 = load i32, ptr %399, align 4
  %401 = add i32 %lane1125, 1
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %402
  %404 = load i32, ptr %403, align 4
  %405 = icmp slt i32 %400, %404
  %406 = select i1 %405, i32 %400, i32 %404
  %407 = sext i32 %lane1125 to i64
  %408 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %407
  store i32 %406, ptr %408, align 4
  %409 = add nsw i32 %lane1125, 1
  br label %for.cond122, !llvm.loop !31

for.end124:                                       ; preds = %for.cond122
  %410 = sext i32 %i2 to i64
  %411 = getelementptr inbounds i32, ptr %pick, i64 %410
  store i32 2147483647, ptr %411, align 4
  %412 = sext i32 %i2 to i64
  %413 = getelementptr inbounds i32, ptr %pick, i64 %412
  %414 = load i32, ptr %413, align 4
  %415 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 0
  %416 = load i32, ptr %415, align 4
  %417 = icmp slt i32 %414, %416
  %418 = select i1 %417, i32 %414, i32 %416
  %419 = sext i32 %i2 to i64
  %420 = getelementptr inbounds i32, ptr %pick, i64 %419
  store i32 %418, ptr %420, align 4
  br label %for.cond126

for.cond126:                                      ; preds = %for.body127, %for.end124
  %red1129 = phi i32 [ 0, %for.end124 ], [ %436, %for.body127 ]
  %421 = icmp slt i32 %red1129, 6
  br i1 %421, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %422 = sext i32 %i2 to i64
  %423 = getelementptr inbounds i32, ptr %pick, i64 %422
  %424 = load i32, ptr %423, align 4
  %425 = sext i32 %i2 to i64
  %426 = mul nsw i64 %425, 70
  %427 = add i32 64, %red1129
  %428 = sext i32 %427 to i64
  %429 = add nsw i64 %426, %428
  %430 = getelementptr inbounds i32, ptr %key, i64 %429
  %431 = load i32, ptr %430, align 4
  %432 = icmp slt i32 %424, %431
  %433 = select i1 %432, i32 %424, i32 %431
  %434 = sext i32 %i2 to i64
  %435 = getelementptr inbounds i32, ptr %pick, i64 %434
  store i32 %433, ptr %435, align 4
  %436 = add nsw i32 %red1129, 1
  br label %for.cond126, !llvm.loop !32

for.end128:                                       ; preds = %for.cond126
  %437 = add nsw i32 %i2, 1
  br label %for.cond93, !llvm.loop !33

for.cond130:                                      ; preds = %for.body131, %for.end95
  %i133 = phi i32 [ 0, %for.end95 ], [ %462, %for.body131 ]
  %438 = icmp slt i32 %i133, 16
  br i1 %438, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %439 = sext i32 %i133 to i64
  %440 = getelementptr inbounds i32, ptr %pick, i64 %439
  %441 = load i32, ptr %440, align 4
  %found = icmp ne i32 %441, 2147483647
  %442 = sext i32 %i133 to i64
  %443 = call i64 @llvm.umin.i64(i64 %442, i64 15)
  %444 = getelementptr inbounds float, ptr %best, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = select i1 %found, float %445, float 0xFFF0000000000000
  %447 = sext i32 %i133 to i64
  %448 = mul nsw i64 %447, 6
  %449 = sext i32 %r to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %tv, i64 %450
  store float %446, ptr %451, align 4
  %452 = sext i32 %i133 to i64
  %453 = call i64 @llvm.umin.i64(i64 %452, i64 15)
  %454 = getelementptr inbounds i32, ptr %pick, i64 %453
  %455 = load i32, ptr %454, align 4
  %456 = select i1 %found, i32 %455, i32 -1
  %457 = sext i32 %i133 to i64
  %458 = mul nsw i64 %457, 6
  %459 = sext i32 %r to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds i32, ptr %ti, i64 %460
  store i32 %456, ptr %461, align 4
  %462 = add nsw i32 %i133, 1
  br label %for.cond130, !llvm.loop !34

for.end132:                                       ; preds = %for.cond130
  br label %for.cond134

for.cond134:                                      ; preds = %for.end140, %for.end132
  %i137 = phi i32 [ 0, %for.end132 ], [ %476, %for.end140 ]
  %463 = icmp slt i32 %i137, 16
  br i1 %463, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  br label %for.cond138

for.end136:                                       ; preds = %for.cond134
  %464 = add nsw i32 %r, 1
  br label %for.cond27, !llvm.loop !35

for.cond138:                                      ; preds = %if.end144, %for.body135
  %j141 = phi i32 [ 0, %for.body135 ], [ %482, %if.end144 ]
  %465 = icmp slt i32 %j141, 70
  br i1 %465, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %466 = sext i32 %i137 to i64
  %467 = mul nsw i64 %466, 70
  %468 = sext i32 %j141 to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds i32, ptr %ci, i64 %469
  %471 = load i32, ptr %470, align 4
  %472 = sext i32 %i137 to i64
  %473 = getelementptr inbounds i32, ptr %pick, i64 %472
  %474 = load i32, ptr %473, align 4
  %475 = icmp eq i32 %471, %474
  br i1 %475, label %if.then142, label %if.else143

for.end140:                                       ; preds = %for.cond138
  %476 = add nsw i32 %i137, 1
  br label %for.cond134, !llvm.loop !36

if.then142:                                       ; preds = %for.body139
  %477 = sext i32 %i137 to i64
  %478 = mul nsw i64 %477, 70
  %479 = sext i32 %j141 to i64
  %480 = add nsw i64 %478, %479
  %481 = getelementptr inbounds i32, ptr %ci, i64 %480
  store i32 -1, ptr %481, align 4
  br label %if.end144

if.else143:                                       ; preds = %for.body139
  br label %if.end144

if.end144:                                        ; preds = %if.else143, %if.then142
  %482 = add nsw i32 %j141, 1
  br label %for.cond138, !llvm.loop !37

if.then145:                                       ; preds = %for.end14
  br label %for.cond148

if.else146:                                       ; preds = %for.end14
  br label %for.cond159

if.end147:                                        ; preds = %for.end161, %for.end150
  %483 = mul i32 %bx, 16
  %484 = icmp sle i32 0, %483
  %485 = mul i32 %bx, 16
  %486 = sext i32 %485 to i64
  %487 = add i64 %486, 16
  %488 = sext i32 %M to i64
  %489 = icmp sle i64 %487, %488
  %490 = and i1 %484, %489
  br i1 %490, label %if.then170, label %if.else171

for.cond148:                                      ; preds = %if.end154, %if.then145
  %i3151 = phi i32 [ 0, %if.then145 ], [ %504, %if.end154 ]
  %491 = icmp slt i32 %i3151, 16
  br i1 %491, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %492 = sext i32 %M to i64
  %493 = icmp sge i64 %492, 1398102
  br i1 %493, label %if.then152, label %if.else153

for.end150:                                       ; preds = %for.cond148
  br label %if.end147

if.then152:                                       ; preds = %for.body149
  %494 = mul i32 %bx, 16
  %495 = add i32 %494, %i3151
  %496 = sext i32 %495 to i64
  %497 = mul nsw i64 %496, 6
  %498 = add nsw i64 %497, 0
  %499 = getelementptr inbounds float, ptr %G, i64 %498
  %500 = sext i32 %i3151 to i64
  %501 = mul nsw i64 %500, 6
  %502 = add nsw i64 %501, 0
  %503 = getelementptr inbounds float, ptr %tv, i64 %502
  call void @tilec_rt_stream(ptr %499, ptr %503, i64 24)
  br label %if.end154

if.else153:                                       ; preds = %for.body149
  br label %for.cond155

if.end154:                                        ; preds = %for.end157, %if.then152
  %504 = add nsw i32 %i3151, 1
  br label %for.cond148, !llvm.loop !38

for.cond155:                                      ; preds = %for.body156, %if.else153
  %j1158 = phi i32 [ 0, %if.else153 ], [ %519, %for.body156 ]
  %505 = icmp slt i32 %j1158, 6
  br i1 %505, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %506 = sext i32 %i3151 to i64
  %507 = mul nsw i64 %506, 6
  %508 = sext i32 %j1158 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %tv, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = mul i32 %bx, 16
  %513 = add i32 %512, %i3151
  %514 = sext i32 %513 to i64
  %515 = mul nsw i64 %514, 6
  %516 = sext i32 %j1158 to i64
  %517 = add nsw i64 %515, %516
  %518 = getelementptr inbounds float, ptr %G, i64 %517
  store float %511, ptr %518, align 4
  %519 = add nsw i32 %j1158, 1
  br label %for.cond155, !llvm.loop !39

for.end157:                                       ; preds = %for.cond155
  br label %if.end154

for.cond159:                                      ; preds = %for.end165, %if.else146
  %i3162 = phi i32 [ 0, %if.else146 ], [ %534, %for.end165 ]
  %520 = icmp slt i32 %i3162, 16
  br i1 %520, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond163

for.end161:                                       ; preds = %for.cond159
  br label %if.end147

for.cond163:                                      ; preds = %if.end169, %for.body160
  %j1166 = phi i32 [ 0, %for.body160 ], [ %548, %if.end169 ]
  %521 = icmp slt i32 %j1166, 6
  br i1 %521, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %522 = mul i32 %bx, 16
  %523 = sext i32 %522 to i64
  %524 = sext i32 %i3162 to i64
  %525 = add i64 %523, %524
  %526 = icmp sle i64 0, %525
  %527 = mul i32 %bx, 16
  %528 = sext i32 %527 to i64
  %529 = sext i32 %i3162 to i64
  %530 = add i64 %528, %529
  %531 = sext i32 %M to i64
  %532 = icmp slt i64 %530, %531
  %533 = and i1 %526, %532
  br i1 %533, label %if.then167, label %if.else168

for.end165:                                       ; preds = %for.cond163
  %534 = add nsw i32 %i3162, 1
  br label %for.cond159, !llvm.loop !40

if.then167:                                       ; preds = %for.body164
  %535 = sext i32 %i3162 to i64
  %536 = mul nsw i64 %535, 6
  %537 = sext i32 %j1166 to i64
  %538 = add nsw i64 %536, %537
  %539 = getelementptr inbounds float, ptr %tv, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = mul i32 %bx, 16
  %542 = add i32 %541, %i3162
  %543 = sext i32 %542 to i64
  %544 = mul nsw i64 %543, 6
  %545 = sext i32 %j1166 to i64
  %546 = add nsw i64 %544, %545
  %547 = getelementptr inbounds float, ptr %G, i64 %546
  store float %540, ptr %547, align 4
  br label %if.end169

if.else168:                                       ; preds = %for.body164
  br label %if.end169

if.end169:                                        ; preds = %if.else168, %if.then167
  %548 = add nsw i32 %j1166, 1
  br label %for.cond163, !llvm.loop !41

if.then170:                                       ; preds = %if.end147
  br label %for.cond173

if.else171:                                       ; preds = %if.end147
  br label %for.cond184

if.end172:                                        ; preds = %for.end186, %for.end175
  ret void

for.cond173:                                      ; preds = %if.end179, %if.then170
  %i3176 = phi i32 [ 0, %if.then170 ], [ %562, %if.end179 ]
  %549 = icmp slt i32 %i3176, 16
  br i1 %549, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %550 = sext i32 %M to i64
  %551 = icmp sge i64 %550, 1398102
  br i1 %551, label %if.then177, label %if.else178

for.end175:                                       ; preds = %for.cond173
  br label %if.end172

if.then177:                                       ; preds = %for.body174
  %552 = mul i32 %bx, 16
  %553 = add i32 %552, %i3176
  %554 = sext i32 %553 to i64
  %555 = mul nsw i64 %554, 6
  %556 = add nsw i64 %555, 0
  %557 = getelementptr inbounds i32, ptr %I, i64 %556
  %558 = sext i32 %i3176 to i64
  %559 = mul nsw i64 %558, 6
  %560 = add nsw i64 %559, 0
  %561 = getelementptr inbounds i32, ptr %ti, i64 %560
  call void @tilec_rt_stream(ptr %557, ptr %561, i64 24)
  br label %if.end179

if.else178:                                       ; preds = %for.body174
  br label %for.cond180

if.end179:                                        ; preds = %for.end182, %if.then177
  %562 = add nsw i32 %i3176, 1
  br label %for.cond173, !llvm.loop !42

for.cond180:                                      ; preds = %for.body181, %if.else178
  %j1183 = phi i32 [ 0, %if.else178 ], [ %577, %for.body181 ]
  %563 = icmp slt i32 %j1183, 6
  br i1 %563, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %564 = sext i32 %i3176 to i64
  %565 = mul nsw i64 %564, 6
  %566 = sext i32 %j1183 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i32, ptr %ti, i64 %567
  %569 = load i32, ptr %568, align 4
  %570 = mul i32 %bx, 16
  %571 = add i32 %570, %i3176
  %572 = sext i32 %571 to i64
  %573 = mul nsw i64 %572, 6
  %574 = sext i32 %j1183 to i64
  %575 = add nsw i64 %573, %574
  %576 = getelementptr inbounds i32, ptr %I, i64 %575
  store i32 %569, ptr %576, align 4
  %577 = add nsw i32 %j1183, 1
  br label %for.cond180, !llvm.loop !43

for.end182:                                       ; preds = %for.cond180
  br label %if.end179

for.cond184:                                      ; preds = %for.end190, %if.else171
  %i3187 = phi i32 [ 0, %if.else171 ], [ %592, %for.end190 ]
  %578 = icmp slt i32 %i3187, 16
  br i1 %578, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond188

for.end186:                                       ; preds = %for.cond184
  br label %if.end172

for.cond188:                                      ; preds = %if.end194, %for.body185
  %j1191 = phi i32 [ 0, %for.body185 ], [ %606, %if.end194 ]
  %579 = icmp slt i32 %j1191, 6
  br i1 %579, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %580 = mul i32 %bx, 16
  %581 = sext i32 %580 to i64
  %582 = sext i32 %i3187 to i64
  %583 = add i64 %581, %582
  %584 = icmp sle i64 0, %583
  %585 = mul i32 %bx, 16
  %586 = sext i32 %585 to i64
  %587 = sext i32 %i3187 to i64
  %588 = add i64 %586, %587
  %589 = sext i32 %M to i64
  %590 = icmp slt i64 %588, %589
  %591 = and i1 %584, %590
  br i1 %591, label %if.then192, label %if.else193

for.end190:                                       ; preds = %for.cond188
  %592 = add nsw i32 %i3187, 1
  br label %for.cond184, !llvm.loop !44

if.then192:                                       ; preds = %for.body189
  %593 = sext i32 %i3187 to i64
  %594 = mul nsw i64 %593, 6
  %595 = sext i32 %j1191 to i64
  %596 = add nsw i64 %594, %595
  %597 = getelementptr inbounds i32, ptr %ti, i64 %596
  %598 = load i32, ptr %597, align 4
  %599 = mul i32 %bx, 16
  %600 = add i32 %599, %i3187
  %601 = sext i32 %600 to i64
  %602 = mul nsw i64 %601, 6
  %603 = sext i32 %j1191 to i64
  %604 = add nsw i64 %602, %603
  %605 = getelementptr inbounds i32, ptr %I, i64 %604
  store i32 %598, ptr %605, align 4
  br label %if.end194

if.else193:                                       ; preds = %for.body189
  br label %if.end194

if.end194:                                        ; preds = %if.else193, %if.then192
  %606 = add nsw i32 %j1191, 1
  br label %for.cond188, !llvm.loop !45
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
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
