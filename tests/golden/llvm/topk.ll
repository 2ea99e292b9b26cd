; ModuleID = 'topk.tile'
source_filename = "topk.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_topk = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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

for.cond:                                         ; preds = %for.end6, %body
  %i3 = phi i32 [ 0, %body ], [ %27, %for.end6 ]
  %0 = icmp slt i32 %i3, 16
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond8

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 6
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i3 to i64
  %15 = mul nsw i64 %14, 6
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %tv, i64 %17
  store float 0xFFF0000000000000, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  br label %for.cond4

for.cond4:                                        ; preds = %for.body5, %for.end3
  %j17 = phi i32 [ 0, %for.end3 ], [ %26, %for.body5 ]
  %20 = icmp slt i32 %j17, 6
  br i1 %20, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %21 = sext i32 %i3 to i64
  %22 = mul nsw i64 %21, 6
  %23 = sext i32 %j17 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds i32, ptr %ti, i64 %24
  store i32 -1, ptr %25, align 4
  %26 = add nsw i32 %j17, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  %27 = add nsw i32 %i3, 1
  br label %for.cond, !llvm.loop !4

for.cond8:                                        ; preds = %for.end25, %for.end
  %t = phi i32 [ 0, %for.end ], [ %127, %for.end25 ]
  %28 = icmp slt i32 %t, %12
  br i1 %28, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond11

for.end10:                                        ; preds = %for.cond8
  %29 = mul i32 %bx, 16
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %bx, 16
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 16
  %34 = sext i32 %M to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  br i1 %36, label %if.then119, label %if.else120

for.cond11:                                       ; preds = %for.end19, %for.body9
  %i = phi i32 [ 0, %for.body9 ], [ %63, %for.end19 ]
  %37 = icmp slt i32 %i, 16
  br i1 %37, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond14

for.end13:                                        ; preds = %for.cond11
  br label %for.cond23

for.cond14:                                       ; preds = %for.body15, %for.body12
  %j = phi i32 [ 0, %for.body12 ], [ %61, %for.body15 ]
  %38 = icmp slt i32 %j, 6
  br i1 %38, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %39 = sext i32 %i to i64
  %40 = mul nsw i64 %39, 6
  %41 = sext i32 %j to i64
  %42 = add nsw i64 %40, %41
  %43 = getelementptr inbounds float, ptr %tv, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = sext i32 %i to i64
  %46 = mul nsw i64 %45, 70
  %47 = sext i32 %j to i64
  %48 = add nsw i64 %46, %47
  %49 = getelementptr inbounds float, ptr %cv, i64 %48
  store float %44, ptr %49, align 4
  %50 = sext i32 %i to i64
  %51 = mul nsw i64 %50, 6
  %52 = sext i32 %j to i64
  %53 = add nsw i64 %51, %52
  %54 = getelementptr inbounds i32, ptr %ti, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = sext i32 %i to i64
  %57 = mul nsw i64 %56, 70
  %58 = sext i32 %j to i64
  %59 = add nsw i64 %57, %58
  %60 = getelementptr inbounds i32, ptr %ci, i64 %59
  store i32 %55, ptr %60, align 4
  %61 = add nsw i32 %j, 1
  br label %for.cond14, !llvm.loop !6

for.end16:                                        ; preds = %for.cond14
  br label %for.cond17

for.cond17:                                       ; preds = %if.end, %for.end16
  %j2 = phi i32 [ 0, %for.end16 ], [ %96, %if.end ]
  %62 = icmp slt i32 %j2, 64
  br i1 %62, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  br i1 false, label %if.then, label %if.else

for.end19:                                        ; preds = %for.cond17
  %63 = add nsw i32 %i, 1
  br label %for.cond11, !llvm.loop !7

if.then:                                          ; preds = %for.body18
  %64 = sext i32 %i to i64
  %65 = mul nsw i64 %64, 6
  %66 = add i32 6, %j2
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %65, %67
  %69 = getelementptr inbounds float, ptr %tv, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = sext i32 %i to i64
  %72 = mul nsw i64 %71, 70
  %73 = add i32 6, %j2
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %72, %74
  %76 = getelementptr inbounds float, ptr %cv, i64 %75
  store float %70, ptr %76, align 4
  %77 = sext i32 %i to i64
  %78 = mul nsw i64 %77, 6
  %79 = add i32 6, %j2
  %80 = sext i32 %79 to i64
  %81 = add nsw i64 %78, %80
  %82 = getelementptr inbounds i32, ptr %ti, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %i to i64
  %85 = mul nsw i64 %84, 70
  %86 = add i32 6, %j2
  %87 = sext i32 %86 to i64
  %88 = add nsw i64 %85, %87
  %89 = getelementptr inbounds i32, ptr %ci, i64 %88
  store i32 %83, ptr %89, align 4
  br label %if.end

if.else:                                          ; preds = %for.body18
  %90 = mul i32 %bx, 16
  %row = add i32 %90, %i
  %91 = mul i32 %t, 64
  %92 = add i32 6, %j2
  %93 = add i32 %91, %92
  %col = sub i32 %93, 6
  %94 = icmp slt i32 %row, %M
  %95 = icmp slt i32 %col, %N
  %inside = and i1 %94, %95
  br i1 %inside, label %sel.then, label %sel.else

if.end:                                           ; preds = %sel.end, %if.then
  %96 = add nsw i32 %j2, 1
  br label %for.cond17, !llvm.loop !8

sel.then:                                         ; preds = %if.else
  %97 = icmp sle i32 0, %row
  %98 = icmp slt i32 %row, %M
  %99 = and i1 %97, %98
  %100 = icmp sle i32 0, %col
  %101 = icmp slt i32 %col, %N
  %102 = and i1 %100, %101
  %103 = and i1 %99, %102
  br i1 %103, label %sel.then20, label %sel.else21

sel.else:                                         ; preds = %if.else
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end22
  %104 = phi float [ %125, %sel.end22 ], [ 0xFFF0000000000000, %sel.else ]
  %105 = sext i32 %i to i64
  %106 = mul nsw i64 %105, 70
  %107 = add i32 6, %j2
  %108 = sext i32 %107 to i64
  %109 = add nsw i64 %106, %108
  %110 = getelementptr inbounds float, ptr %cv, i64 %109
  store float %104, ptr %110, align 4
  %111 = select i1 %inside, i32 %col, i32 -1
  %112 = sext i32 %i to i64
  %113 = mul nsw i64 %112, 70
  %114 = add i32 6, %j2
  %115 = sext i32 %114 to i64
  %116 = add nsw i64 %113, %115
  %117 = getelementptr inbounds i32, ptr %ci, i64 %116
  store i32 %111, ptr %117, align 4
  br label %if.end

sel.then20:                                       ; preds = %sel.then
  %118 = sext i32 %row to i64
  %119 = sext i32 %N to i64
  %120 = mul nsw i64 %118, %119
  %121 = sext i32 %col to i64
  %122 = add nsw i64 %120, %121
  %123 = getelementptr inbounds float, ptr %X, i64 %122
  %124 = load float, ptr %123, align 4
  br label %sel.end22

sel.else21:                                       ; preds = %sel.then
  br label %sel.end22

sel.end22:                                        ; preds = %sel.else21, %sel.then20
  %125 = phi float [ %124, %sel.then20 ], [ 0.000000e+00, %sel.else21 ]
  br label %sel.end

for.cond23:                                       ; preds = %for.end28, %for.end13
  %r = phi i32 [ 0, %for.end13 ], [ %129, %for.end28 ]
  %126 = icmp slt i32 %r, 6
  br i1 %126, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  %127 = add nsw i32 %t, 1
  br label %for.cond8, !llvm.loop !9

for.cond26:                                       ; preds = %for.end114, %for.body24
  %i29 = phi i32 [ 0, %for.body24 ], [ %461, %for.end114 ]
  %128 = icmp slt i32 %i29, 16
  br i1 %128, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  %129 = add nsw i32 %r, 1
  br label %for.cond23, !llvm.loop !10

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %151, %for.body31 ]
  %130 = icmp slt i32 %j33, 70
  br i1 %130, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %131 = sext i32 %i29 to i64
  %132 = mul nsw i64 %131, 70
  %133 = sext i32 %j33 to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds i32, ptr %ci, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = icmp sge i32 %136, 0
  %138 = sext i32 %i29 to i64
  %139 = mul nsw i64 %138, 70
  %140 = sext i32 %j33 to i64
  %141 = add nsw i64 %139, %140
  %142 = call i64 @llvm.umin.i64(i64 %141, i64 1119)
  %143 = getelementptr inbounds float, ptr %cv, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = select i1 %137, float %144, float 0xFFF0000000000000
  %146 = sext i32 %i29 to i64
  %147 = mul nsw i64 %146, 70
  %148 = sext i32 %j33 to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %mv, i64 %149
  store float %145, ptr %150, align 4
  %151 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !11

for.end32:                                        ; preds = %for.cond30
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %for.end32
  %lane = phi i32 [ 0, %for.end32 ], [ %176, %for.body35 ]
  %152 = icmp slt i32 %lane, 32
  br i1 %152, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %153 = sext i32 %i29 to i64
  %154 = mul nsw i64 %153, 70
  %155 = sext i32 %lane to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds float, ptr %mv, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = sext i32 %i29 to i64
  %160 = mul nsw i64 %159, 70
  %161 = sext i32 %lane to i64
  %162 = add nsw i64 %160, %161
  %163 = getelementptr inbounds float, ptr %mv, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = fcmp une float %158, %164
  %166 = sext i32 %i29 to i64
  %167 = mul nsw i64 %166, 70
  %168 = sext i32 %lane to i64
  %169 = add nsw i64 %167, %168
  %170 = call i64 @llvm.umin.i64(i64 %169, i64 1119)
  %171 = getelementptr inbounds float, ptr %mv, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = select i1 %165, float 0xFFF0000000000000, float %172
  %174 = sext i32 %lane to i64
  %175 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %174
  store float %173, ptr %175, align 4
  %176 = add nsw i32 %lane, 1
  br label %for.cond34, !llvm.loop !12

for.end36:                                        ; preds = %for.cond34
  br label %for.cond37

for.cond37:                                       ; preds = %for.end42, %for.end36
  %red = phi i32 [ 0, %for.end36 ], [ %194, %for.end42 ]
  %177 = icmp slt i32 %red, 1
  br i1 %177, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  br label %for.cond40

for.end39:                                        ; preds = %for.cond37
  br label %for.cond44

for.cond40:                                       ; preds = %for.body41, %for.body38
  %lane43 = phi i32 [ 0, %for.body38 ], [ %193, %for.body41 ]
  %178 = icmp slt i32 %lane43, 32
  br i1 %178, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %179 = sext i32 %lane43 to i64
  %180 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %179
  %lane_acc = load float, ptr %180, align 4
  %181 = sext i32 %i29 to i64
  %182 = mul nsw i64 %181, 70
  %183 = add i32 %red, 1
  %184 = mul i32 %183, 32
  %185 = add i32 %184, %lane43
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %182, %186
  %188 = getelementptr inbounds float, ptr %mv, i64 %187
  %lane_next = load float, ptr %188, align 4
  %189 = fcmp ogt float %lane_next, %lane_acc
  %190 = select i1 %189, float %lane_next, float %lane_acc
  %191 = sext i32 %lane43 to i64
  %192 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %191
  store float %190, ptr %192, align 4
  %193 = add nsw i32 %lane43, 1
  br label %for.cond40, !llvm.loop !13

for.end42:                                        ; preds = %for.cond40
  %194 = add nsw i32 %red, 1
  br label %for.cond37, !llvm.loop !14

for.cond44:                                       ; preds = %for.body45, %for.end39
  %lane47 = phi i32 [ 0, %for.end39 ], [ %205, %for.body45 ]
  %195 = icmp slt i32 %lane47, 16
  br i1 %195, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %196 = sext i32 %lane47 to i64
  %197 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %196
  %lane_acc48 = load float, ptr %197, align 4
  %198 = add i32 %lane47, 16
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %199
  %lane_next49 = load float, ptr %200, align 4
  %201 = fcmp ogt float %lane_next49, %lane_acc48
  %202 = select i1 %201, float %lane_next49, float %lane_acc48
  %203 = sext i32 %lane47 to i64
  %204 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %203
  store float %202, ptr %204, align 4
  %205 = add nsw i32 %lane47, 1
  br label %for.cond44, !llvm.loop !15

for.end46:                                        ; preds = %for.cond44
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end46
  %lane53 = phi i32 [ 0, %for.end46 ], [ %216, %for.body51 ]
  %206 = icmp slt i32 %lane53, 8
  br i1 %206, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %207 = sext i32 %lane53 to i64
  %208 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %207
  %lane_acc54 = load float, ptr %208, align 4
  %209 = add i32 %lane53, 8
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %210
  %lane_next55 = load float, ptr %211, align 4
  %212 = fcmp ogt float %lane_next55, %lane_acc54
  %213 = select i1 %212, float %lane_next55, float %lane_acc54
  %214 = sext i32 %lane53 to i64
  %215 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %214
  store float %213, ptr %215, align 4
  %216 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !16

for.end52:                                        ; preds = %for.cond50
  br label %for.cond56

for.cond56:                                       ; preds = %for.body57, %for.end52
  %lane59 = phi i32 [ 0, %for.end52 ], [ %227, %for.body57 ]
  %217 = icmp slt i32 %lane59, 4
  br i1 %217, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %218 = sext i32 %lane59 to i64
  %219 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %218
  %lane_acc60 = load float, ptr %219, align 4
  %220 = add i32 %lane59, 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %221
  %lane_next61 = load float, ptr %222, align 4
  %223 = fcmp ogt float %lane_next61, %lane_acc60
  %224 = select i1 %223, float %lane_next61, float %lane_acc60
  %225 = sext i32 %lane59 to i64
  %226 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %225
  store float %224, ptr %226, align 4
  %227 = add nsw i32 %lane59, 1
  br label %for.cond56, !llvm.loop !17

for.end58:                                        ; preds = %for.cond56
  br label %for.cond62

for.cond62:                                       ; preds = %for.body63, %for.end58
  %lane65 = phi i32 [ 0, %for.end58 ], [ %238, %for.body63 ]
  %228 = icmp slt i32 %lane65, 2
  br i1 %228, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %229 = sext i32 %lane65 to i64
  %230 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %229
  %lane_acc66 = load float, ptr %230, align 4
  %231 = add i32 %lane65, 2
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %232
  %lane_next67 = load float, ptr %233, align 4
  %234 = fcmp ogt float %lane_next67, %lane_acc66
  %235 = select i1 %234, float %lane_next67, float %lane_acc66
  %236 = sext i32 %lane65 to i64
  %237 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %236
  store float %235, ptr %237, align 4
  %238 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !18

for.end64:                                        ; preds = %for.cond62
  br label %for.cond68

for.cond68:                                       ; preds = %for.body69, %for.end64
  %lane71 = phi i32 [ 0, %for.end64 ], [ %249, %for.body69 ]
  %239 = icmp slt i32 %lane71, 1
  br i1 %239, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %240 = sext i32 %lane71 to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %240
  %lane_acc72 = load float, ptr %241, align 4
  %242 = add i32 %lane71, 1
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %243
  %lane_next73 = load float, ptr %244, align 4
  %245 = fcmp ogt float %lane_next73, %lane_acc72
  %246 = select i1 %245, float %lane_next73, float %lane_acc72
  %247 = sext i32 %lane71 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_11, i64 %247
  store float %246, ptr %248, align 4
  %249 = add nsw i32 %lane71, 1
  br label %for.cond68, !llvm.loop !19

for.end70:                                        ; preds = %for.cond68
  %250 = sext i32 %i29 to i64
  %251 = getelementptr inbounds float, ptr %best, i64 %250
  store float 0xFFF0000000000000, ptr %251, align 4
  %252 = sext i32 %i29 to i64
  %253 = getelementptr inbounds float, ptr %best, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = getelementptr inbounds float, ptr %tl_lanes_11, i64 0
  %256 = load float, ptr %255, align 4
  %257 = call float @llvm.maxnum.f32(float %254, float %256)
  %258 = sext i32 %i29 to i64
  %259 = getelementptr inbounds float, ptr %best, i64 %258
  store float %257, ptr %259, align 4
  br label %for.cond74

for.cond74:                                       ; preds = %for.body75, %for.end70
  %red77 = phi i32 [ 0, %for.end70 ], [ %274, %for.body75 ]
  %260 = icmp slt i32 %red77, 6
  br i1 %260, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %261 = sext i32 %i29 to i64
  %262 = getelementptr inbounds float, ptr %best, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = sext i32 %i29 to i64
  %265 = mul nsw i64 %264, 70
  %266 = add i32 64, %red77
  %267 = sext i32 %266 to i64
  %268 = add nsw i64 %265, %267
  %269 = getelementptr inbounds float, ptr %mv, i64 %268
  %270 = load float, ptr %269, align 4
  %271 = call float @llvm.maxnum.f32(float %263, float %270)
  %272 = sext i32 %i29 to i64
  %273 = getelementptr inbounds float, ptr %best, i64 %272
  store float %271, ptr %273, align 4
  %274 = add nsw i32 %red77, 1
  br label %for.cond74, !llvm.loop !20

for.end76:                                        ; preds = %for.cond74
  br label %for.cond78

for.cond78:                                       ; preds = %sc.end, %for.end76
  %j81 = phi i32 [ 0, %for.end76 ], [ %314, %sc.end ]
  %275 = icmp slt i32 %j81, 70
  br i1 %275, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %276 = sext i32 %i29 to i64
  %277 = mul nsw i64 %276, 70
  %278 = sext i32 %j81 to i64
  %279 = add nsw i64 %277, %278
  %280 = getelementptr inbounds i32, ptr %ci, i64 %279
  %281 = load i32, ptr %280, align 4
  %282 = icmp sge i32 %281, 0
  br i1 %282, label %sc.rhs, label %sc.end

for.end80:                                        ; preds = %for.cond78
  %283 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %284 = mul nuw i64 %283, 4
  %285 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 0
  %286 = sext i32 %i29 to i64
  %287 = mul nsw i64 %286, 70
  %288 = add nsw i64 %287, 0
  %289 = getelementptr inbounds i32, ptr %key, i64 %288
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %285, ptr align 4 %289, i64 %284, i1 false)
  br label %for.cond82

sc.rhs:                                           ; preds = %for.body79
  %290 = sext i32 %i29 to i64
  %291 = mul nsw i64 %290, 70
  %292 = sext i32 %j81 to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds float, ptr %cv, i64 %293
  %295 = load float, ptr %294, align 4
  %296 = sext i32 %i29 to i64
  %297 = getelementptr inbounds float, ptr %best, i64 %296
  %298 = load float, ptr %297, align 4
  %299 = fcmp oeq float %295, %298
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body79
  %300 = phi i1 [ false, %for.body79 ], [ %299, %sc.rhs ]
  %301 = sext i32 %i29 to i64
  %302 = mul nsw i64 %301, 70
  %303 = sext i32 %j81 to i64
  %304 = add nsw i64 %302, %303
  %305 = call i64 @llvm.umin.i64(i64 %304, i64 1119)
  %306 = getelementptr inbounds i32, ptr %ci, i64 %305
  %307 = load i32, ptr %306, align 4
  %308 = select i1 %300, i32 %307, i32 2147483647
  %309 = sext i32 %i29 to i64
  %310 = mul nsw i64 %309, 70
  %311 = sext i32 %j81 to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds i32, ptr %key, i64 %312
  store i32 %308, ptr %313, align 4
  %314 = add nsw i32 %j81, 1
  br label %for.cond78, !llvm.loop !21

for.cond82:                                       ; preds = %for.end87, %for.end80
  %red1 = phi i32 [ 0, %for.end80 ], [ %334, %for.end87 ]
  %315 = icmp slt i32 %red1, 1
  br i1 %315, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond88

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane1 = phi i32 [ 0, %for.body83 ], [ %333, %for.body86 ]
  %316 = icmp slt i32 %lane1, 32
  br i1 %316, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %317 = sext i32 %lane1 to i64
  %318 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %317
  %319 = load i32, ptr %318, align 4
  %320 = sext i32 %i29 to i64
  %321 = mul nsw i64 %320, 70
  %322 = add i32 %red1, 1
  %323 = mul i32 %322, 32
  %324 = add i32 %323, %lane1
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %321, %325
  %327 = getelementptr inbounds i32, ptr %key, i64 %326
  %328 = load i32, ptr %327, align 4
  %329 = icmp slt i32 %319, %328
  %330 = select i1 %329, i32 %319, i32 %328
  %331 = sext i32 %lane1 to i64
  %332 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %331
  store i32 %330, ptr %332, align 4
  %333 = add nsw i32 %lane1, 1
  br label %for.cond85, !llvm.loop !22

for.end87:                                        ; preds = %for.cond85
  %334 = add nsw i32 %red1, 1
  br label %for.cond82, !llvm.loop !23

for.cond88:                                       ; preds = %for.body89, %for.end84
  %lane191 = phi i32 [ 0, %for.end84 ], [ %347, %for.body89 ]
  %335 = icmp slt i32 %lane191, 16
  br i1 %335, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %336 = sext i32 %lane191 to i64
  %337 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %336
  %338 = load i32, ptr %337, align 4
  %339 = add i32 %lane191, 16
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %340
  %342 = load i32, ptr %341, align 4
  %343 = icmp slt i32 %338, %342
  %344 = select i1 %343, i32 %338, i32 %342
  %345 = sext i32 %lane191 to i64
  %346 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %345
  store i32 %344, ptr %346, align 4
  %347 = add nsw i32 %lane191, 1
  br label %for.cond88, !llvm.loop !24

for.end90:                                        ; preds = %for.cond88
  br label %for.cond92

for.cond92:                                       ; preds = %for.body93, %for.end90
  %lane195 = phi i32 [ 0, %for.end90 ], [ %360, %for.body93 ]
  %348 = icmp slt i32 %lane195, 8
  br i1 %348, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %349 = sext i32 %lane195 to i64
  %350 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %349
  %351 = load i32, ptr %350, align 4
  %352 = add i32 %lane195, 8
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %353
  %355 = load i32, ptr %354, align 4
  %356 = icmp slt i32 %351, %355
  %357 = select i1 %356, i32 %351, i32 %355
  %358 = sext i32 %lane195 to i64
  %359 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %358
  store i32 %357, ptr %359, align 4
  %360 = add nsw i32 %lane195, 1
  br label %for.cond92, !llvm.loop !25

for.end94:                                        ; preds = %for.cond92
  br label %for.cond96

for.cond96:                                       ; preds = %for.body97, %for.end94
  %lane199 = phi i32 [ 0, %for.end94 ], [ %373, %for.body97 ]
  %361 = icmp slt i32 %lane199, 4
  br i1 %361, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %362 = sext i32 %lane199 to i64
  %363 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %362
  %364 = load i32, ptr %363, align 4
  %365 = add i32 %lane199, 4
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %366
  %368 = load i32, ptr %367, align 4
  %369 = icmp slt i32 %364, %368
  %370 = select i1 %369, i32 %364, i32 %368
  %371 = sext i32 %lane199 to i64
  %372 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %371
  store i32 %370, ptr %372, align 4
  %373 = add nsw i32 %lane199, 1
  br label %for.cond96, !llvm.loop !26

for.end98:                                        ; preds = %for.cond96
  br label %for.cond100

for.cond100:                                      ; preds = %for.body101, %for.end98
  %lane1103 = phi i32 [ 0, %for.end98 ], [ %386, %for.body101 ]
  %374 = icmp slt i32 %lane1103, 2
  br i1 %374, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %375 = sext i32 %lane1103 to i64
  %376 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %375
  %377 = load i32, ptr %376, align 4
  %378 = add i32 %lane1103, 2
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %379
  %381 = load i32, ptr %380, align 4
  %382 = icmp slt i32 %377, %381
  %383 = select i1 %382, i32 %377, i32 %381
  %384 = sext i32 %lane1103 to i64
  %385 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %384
  store i32 %383, ptr %385, align 4
  %386 = add nsw i32 %lane1103, 1
  br label %for.cond100, !llvm.loop !27

for.end102:                                       ; preds = %for.cond100
  br label %for.cond104

for.cond104:                                      ; preds = %for.body105, %for.end102
  %lane1107 = phi i32 [ 0, %for.end102 ], [ %399, %for.body105 ]
  %387 = icmp slt i32 %lane1107, 1
  br i1 %387, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %388 = sext i32 %lane1107 to i64
  %389 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %388
  %390 = load i32, ptr %389, align 4
  %391 = add i32 %lane1107, 1
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %392
  %394 = load i32, ptr %393, align 4
  %395 = icmp slt i32 %390, %394
  %396 = select i1 %395, i32 %390, i32 %394
  %397 = sext i32 %lane1107 to i64
  %398 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %397
  store i32 %396, ptr %398, align 4
  %399 = add nsw i32 %lane1107, 1
  br label %for.cond104, !llvm.loop !28

for.end106:                                       ; preds = %for.cond104
  %400 = sext i32 %i29 to i64
  %401 = getelementptr inbounds i32, ptr %pick, i64 %400
  store i32 2147483647, ptr %401, align 4
  %402 = sext i32 %i29 to i64
  %403 = getelementptr inbounds i32, ptr %pick, i64 %402
  %404 = load i32, ptr %403, align 4
  %405 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 0
  %406 = load i32, ptr %405, align 4
  %407 = icmp slt i32 %404, %406
  %408 = select i1 %407, i32 %404, i32 %406
  %409 = sext i32 %i29 to i64
  %410 = getelementptr inbounds i32, ptr %pick, i64 %409
  store i32 %408, ptr %410, align 4
  br label %for.cond108

for.cond108:                                      ; preds = %for.body109, %for.end106
  %red1111 = phi i32 [ 0, %for.end106 ], [ %426, %for.body109 ]
  %411 = icmp slt i32 %red1111, 6
  br i1 %411, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %412 = sext i32 %i29 to i64
  %413 = getelementptr inbounds i32, ptr %pick, i64 %412
  %414 = load i32, ptr %413, align 4
  %415 = sext i32 %i29 to i64
  %416 = mul nsw i64 %415, 70
  %417 = add i32 64, %red1111
  %418 = sext i32 %417 to i64
  %419 = add nsw i64 %416, %418
  %420 = getelementptr inbounds i32, ptr %key, i64 %419
  %421 = load i32, ptr %420, align 4
  %422 = icmp slt i32 %414, %421
  %423 = select i1 %422, i32 %414, i32 %421
  %424 = sext i32 %i29 to i64
  %425 = getelementptr inbounds i32, ptr %pick, i64 %424
  store i32 %423, ptr %425, align 4
  %426 = add nsw i32 %red1111, 1
  br label %for.cond108, !llvm.loop !29

for.end110:                                       ; preds = %for.cond108
  %427 = sext i32 %i29 to i64
  %428 = getelementptr inbounds i32, ptr %pick, i64 %427
  %429 = load i32, ptr %428, align 4
  %found = icmp ne i32 %429, 2147483647
  %430 = sext i32 %i29 to i64
  %431 = call i64 @llvm.umin.i64(i64 %430, i64 15)
  %432 = getelementptr inbounds float, ptr %best, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = select i1 %found, float %433, float 0xFFF0000000000000
  %435 = sext i32 %i29 to i64
  %436 = mul nsw i64 %435, 6
  %437 = sext i32 %r to i64
  %438 = add nsw i64 %436, %437
  %439 = getelementptr inbounds float, ptr %tv, i64 %438
  store float %434, ptr %439, align 4
  %440 = sext i32 %i29 to i64
  %441 = call i64 @llvm.umin.i64(i64 %440, i64 15)
  %442 = getelementptr inbounds i32, ptr %pick, i64 %441
  %443 = load i32, ptr %442, align 4
  %444 = select i1 %found, i32 %443, i32 -1
  %445 = sext i32 %i29 to i64
  %446 = mul nsw i64 %445, 6
  %447 = sext i32 %r to i64
  %448 = add nsw i64 %446, %447
  %449 = getelementptr inbounds i32, ptr %ti, i64 %448
  store i32 %444, ptr %449, align 4
  br label %for.cond112

for.cond112:                                      ; preds = %if.end118, %for.end110
  %j115 = phi i32 [ 0, %for.end110 ], [ %467, %if.end118 ]
  %450 = icmp slt i32 %j115, 70
  br i1 %450, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %451 = sext i32 %i29 to i64
  %452 = mul nsw i64 %451, 70
  %453 = sext i32 %j115 to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds i32, ptr %ci, i64 %454
  %456 = load i32, ptr %455, align 4
  %457 = sext i32 %i29 to i64
  %458 = getelementptr inbounds i32, ptr %pick, i64 %457
  %459 = load i32, ptr %458, align 4
  %460 = icmp eq i32 %456, %459
  br i1 %460, label %if.then116, label %if.else117

for.end114:                                       ; preds = %for.cond112
  %461 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !30

if.then116:                                       ; preds = %for.body113
  %462 = sext i32 %i29 to i64
  %463 = mul nsw i64 %462, 70
  %464 = sext i32 %j115 to i64
  %465 = add nsw i64 %463, %464
  %466 = getelementptr inbounds i32, ptr %ci, i64 %465
  store i32 -1, ptr %466, align 4
  br label %if.end118

if.else117:                                       ; preds = %for.body113
  br label %if.end118

if.end118:                                        ; preds = %if.else117, %if.then116
  %467 = add nsw i32 %j115, 1
  br label %for.cond112, !llvm.loop !31

if.then119:                                       ; preds = %for.end10
  br label %for.cond122

if.else120:                                       ; preds = %for.end10
  br label %for.cond129

if.end121:                                        ; preds = %for.end131, %for.end124
  %468 = mul i32 %bx, 16
  %469 = icmp sle i32 0, %468
  %470 = mul i32 %bx, 16
  %471 = sext i32 %470 to i64
  %472 = add i64 %471, 16
  %473 = sext i32 %M to i64
  %474 = icmp sle i64 %472, %473
  %475 = and i1 %469, %474
  br i1 %475, label %if.then139, label %if.else140

for.cond122:                                      ; preds = %if.end128, %if.then119
  %i3125 = phi i32 [ 0, %if.then119 ], [ %501, %if.end128 ]
  %476 = icmp slt i32 %i3125, 16
  br i1 %476, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %477 = sext i32 %M to i64
  %478 = icmp sge i64 %477, 1398102
  br i1 %478, label %if.then126, label %if.else127

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

if.then126:                                       ; preds = %for.body123
  %479 = mul i32 %bx, 16
  %480 = add i32 %479, %i3125
  %481 = sext i32 %480 to i64
  %482 = mul nsw i64 %481, 6
  %483 = add nsw i64 %482, 0
  %484 = getelementptr inbounds float, ptr %G, i64 %483
  %485 = sext i32 %i3125 to i64
  %486 = mul nsw i64 %485, 6
  %487 = add nsw i64 %486, 0
  %488 = getelementptr inbounds float, ptr %tv, i64 %487
  call void @tilec_rt_stream(ptr %484, ptr %488, i64 24)
  br label %if.end128

if.else127:                                       ; preds = %for.body123
  %489 = call i64 @llvm.smax.i64(i64 6, i64 0)
  %490 = mul nuw i64 %489, 4
  %491 = mul i32 %bx, 16
  %492 = add i32 %491, %i3125
  %493 = sext i32 %492 to i64
  %494 = mul nsw i64 %493, 6
  %495 = add nsw i64 %494, 0
  %496 = getelementptr inbounds float, ptr %G, i64 %495
  %497 = sext i32 %i3125 to i64
  %498 = mul nsw i64 %497, 6
  %499 = add nsw i64 %498, 0
  %500 = getelementptr inbounds float, ptr %tv, i64 %499
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %496, ptr align 4 %500, i64 %490, i1 false)
  br label %if.end128

if.end128:                                        ; preds = %if.else127, %if.then126
  %501 = add nsw i32 %i3125, 1
  br label %for.cond122, !llvm.loop !32

for.cond129:                                      ; preds = %if.end135, %if.else120
  %i3132 = phi i32 [ 0, %if.else120 ], [ %517, %if.end135 ]
  %502 = icmp slt i32 %i3132, 16
  br i1 %502, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %503 = mul i32 %bx, 16
  %504 = sext i32 %503 to i64
  %505 = sext i32 %i3132 to i64
  %506 = add i64 %504, %505
  %507 = icmp sle i64 0, %506
  %508 = mul i32 %bx, 16
  %509 = sext i32 %508 to i64
  %510 = sext i32 %i3132 to i64
  %511 = add i64 %509, %510
  %512 = sext i32 %M to i64
  %513 = icmp slt i64 %511, %512
  %514 = and i1 %507, %513
  br i1 %514, label %if.then133, label %if.else134

for.end131:                                       ; preds = %for.cond129
  br label %if.end121

if.then133:                                       ; preds = %for.body130
  %515 = sext i32 %M to i64
  %516 = icmp sge i64 %515, 1398102
  br i1 %516, label %if.then136, label %if.else137

if.else134:                                       ; preds = %for.body130
  br label %if.end135

if.end135:                                        ; preds = %if.else134, %if.end138
  %517 = add nsw i32 %i3132, 1
  br label %for.cond129, !llvm.loop !33

if.then136:                                       ; preds = %if.then133
  %518 = mul i32 %bx, 16
  %519 = add i32 %518, %i3132
  %520 = sext i32 %519 to i64
  %521 = mul nsw i64 %520, 6
  %522 = add nsw i64 %521, 0
  %523 = getelementptr inbounds float, ptr %G, i64 %522
  %524 = sext i32 %i3132 to i64
  %525 = mul nsw i64 %524, 6
  %526 = add nsw i64 %525, 0
  %527 = getelementptr inbounds float, ptr %tv, i64 %526
  call void @tilec_rt_stream(ptr %523, ptr %527, i64 24)
  br label %if.end138

if.else137:                                       ; preds = %if.then133
  %528 = call i64 @llvm.smax.i64(i64 6, i64 0)
  %529 = mul nuw i64 %528, 4
  %530 = mul i32 %bx, 16
  %531 = add i32 %530, %i3132
  %532 = sext i32 %531 to i64
  %533 = mul nsw i64 %532, 6
  %534 = add nsw i64 %533, 0
  %535 = getelementptr inbounds float, ptr %G, i64 %534
  %536 = sext i32 %i3132 to i64
  %537 = mul nsw i64 %536, 6
  %538 = add nsw i64 %537, 0
  %539 = getelementptr inbounds float, ptr %tv, i64 %538
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %535, ptr align 4 %539, i64 %529, i1 false)
  br label %if.end138

if.end138:                                        ; preds = %if.else137, %if.then136
  br label %if.end135

if.then139:                                       ; preds = %if.end121
  br label %for.cond142

if.else140:                                       ; preds = %if.end121
  br label %for.cond149

if.end141:                                        ; preds = %for.end151, %for.end144
  ret void

for.cond142:                                      ; preds = %if.end148, %if.then139
  %i3145 = phi i32 [ 0, %if.then139 ], [ %565, %if.end148 ]
  %540 = icmp slt i32 %i3145, 16
  br i1 %540, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %541 = sext i32 %M to i64
  %542 = icmp sge i64 %541, 1398102
  br i1 %542, label %if.then146, label %if.else147

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

if.then146:                                       ; preds = %for.body143
  %543 = mul i32 %bx, 16
  %544 = add i32 %543, %i3145
  %545 = sext i32 %544 to i64
  %546 = mul nsw i64 %545, 6
  %547 = add nsw i64 %546, 0
  %548 = getelementptr inbounds i32, ptr %I, i64 %547
  %549 = sext i32 %i3145 to i64
  %550 = mul nsw i64 %549, 6
  %551 = add nsw i64 %550, 0
  %552 = getelementptr inbounds i32, ptr %ti, i64 %551
  call void @tilec_rt_stream(ptr %548, ptr %552, i64 24)
  br label %if.end148

if.else147:                                       ; preds = %for.body143
  %553 = call i64 @llvm.smax.i64(i64 6, i64 0)
  %554 = mul nuw i64 %553, 4
  %555 = mul i32 %bx, 16
  %556 = add i32 %555, %i3145
  %557 = sext i32 %556 to i64
  %558 = mul nsw i64 %557, 6
  %559 = add nsw i64 %558, 0
  %560 = getelementptr inbounds i32, ptr %I, i64 %559
  %561 = sext i32 %i3145 to i64
  %562 = mul nsw i64 %561, 6
  %563 = add nsw i64 %562, 0
  %564 = getelementptr inbounds i32, ptr %ti, i64 %563
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %560, ptr align 4 %564, i64 %554, i1 false)
  br label %if.end148

if.end148:                                        ; preds = %if.else147, %if.then146
  %565 = add nsw i32 %i3145, 1
  br label %for.cond142, !llvm.loop !34

for.cond149:                                      ; preds = %if.end155, %if.else140
  %i3152 = phi i32 [ 0, %if.else140 ], [ %581, %if.end155 ]
  %566 = icmp slt i32 %i3152, 16
  br i1 %566, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %567 = mul i32 %bx, 16
  %568 = sext i32 %567 to i64
  %569 = sext i32 %i3152 to i64
  %570 = add i64 %568, %569
  %571 = icmp sle i64 0, %570
  %572 = mul i32 %bx, 16
  %573 = sext i32 %572 to i64
  %574 = sext i32 %i3152 to i64
  %575 = add i64 %573, %574
  %576 = sext i32 %M to i64
  %577 = icmp slt i64 %575, %576
  %578 = and i1 %571, %577
  br i1 %578, label %if.then153, label %if.else154

for.end151:                                       ; preds = %for.cond149
  br label %if.end141

if.then153:                                       ; preds = %for.body150
  %579 = sext i32 %M to i64
  %580 = icmp sge i64 %579, 1398102
  br i1 %580, label %if.then156, label %if.else157

if.else154:                                       ; preds = %for.body150
  br label %if.end155

if.end155:                                        ; preds = %if.else154, %if.end158
  %581 = add nsw i32 %i3152, 1
  br label %for.cond149, !llvm.loop !35

if.then156:                                       ; preds = %if.then153
  %582 = mul i32 %bx, 16
  %583 = add i32 %582, %i3152
  %584 = sext i32 %583 to i64
  %585 = mul nsw i64 %584, 6
  %586 = add nsw i64 %585, 0
  %587 = getelementptr inbounds i32, ptr %I, i64 %586
  %588 = sext i32 %i3152 to i64
  %589 = mul nsw i64 %588, 6
  %590 = add nsw i64 %589, 0
  %591 = getelementptr inbounds i32, ptr %ti, i64 %590
  call void @tilec_rt_stream(ptr %587, ptr %591, i64 24)
  br label %if.end158

if.else157:                                       ; preds = %if.then153
  %592 = call i64 @llvm.smax.i64(i64 6, i64 0)
  %593 = mul nuw i64 %592, 4
  %594 = mul i32 %bx, 16
  %595 = add i32 %594, %i3152
  %596 = sext i32 %595 to i64
  %597 = mul nsw i64 %596, 6
  %598 = add nsw i64 %597, 0
  %599 = getelementptr inbounds i32, ptr %I, i64 %598
  %600 = sext i32 %i3152 to i64
  %601 = mul nsw i64 %600, 6
  %602 = add nsw i64 %601, 0
  %603 = getelementptr inbounds i32, ptr %ti, i64 %602
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %599, ptr align 4 %603, i64 %593, i1 false)
  br label %if.end158

if.end158:                                        ; preds = %if.else157, %if.then156
  br label %if.end155
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @topk_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_topk(ptr %args, ptr %dims, ptr %self) #4 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !5}
!33 = distinct !{!33, !1, !5}
!34 = distinct !{!34, !1, !5}
!35 = distinct !{!35, !1, !5}
