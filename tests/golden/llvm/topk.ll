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
  br i1 %36, label %if.then123, label %if.else124

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

for.cond26:                                       ; preds = %for.end118, %for.body24
  %i29 = phi i32 [ 0, %for.body24 ], [ %464, %for.end118 ]
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
  %j81 = phi i32 [ 0, %for.end76 ], [ %307, %sc.end ]
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
  br label %for.cond82

sc.rhs:                                           ; preds = %for.body79
  %283 = sext i32 %i29 to i64
  %284 = mul nsw i64 %283, 70
  %285 = sext i32 %j81 to i64
  %286 = add nsw i64 %284, %285
  %287 = getelementptr inbounds float, ptr %cv, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = sext i32 %i29 to i64
  %290 = getelementptr inbounds float, ptr %best, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = fcmp oeq float %288, %291
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body79
  %293 = phi i1 [ false, %for.body79 ], [ %292, %sc.rhs ]
  %294 = sext i32 %i29 to i64
  %295 = mul nsw i64 %294, 70
  %296 = sext i32 %j81 to i64
  %297 = add nsw i64 %295, %296
  %298 = call i64 @llvm.umin.i64(i64 %297, i64 1119)
  %299 = getelementptr inbounds i32, ptr %ci, i64 %298
  %300 = load i32, ptr %299, align 4
  %301 = select i1 %293, i32 %300, i32 2147483647
  %302 = sext i32 %i29 to i64
  %303 = mul nsw i64 %302, 70
  %304 = sext i32 %j81 to i64
  %305 = add nsw i64 %303, %304
  %306 = getelementptr inbounds i32, ptr %key, i64 %305
  store i32 %301, ptr %306, align 4
  %307 = add nsw i32 %j81, 1
  br label %for.cond78, !llvm.loop !21

for.cond82:                                       ; preds = %for.body83, %for.end80
  %lane1 = phi i32 [ 0, %for.end80 ], [ %317, %for.body83 ]
  %308 = icmp slt i32 %lane1, 32
  br i1 %308, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %309 = sext i32 %i29 to i64
  %310 = mul nsw i64 %309, 70
  %311 = sext i32 %lane1 to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds i32, ptr %key, i64 %312
  %314 = load i32, ptr %313, align 4
  %315 = sext i32 %lane1 to i64
  %316 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %315
  store i32 %314, ptr %316, align 4
  %317 = add nsw i32 %lane1, 1
  br label %for.cond82, !llvm.loop !22

for.end84:                                        ; preds = %for.cond82
  br label %for.cond85

for.cond85:                                       ; preds = %for.end90, %for.end84
  %red1 = phi i32 [ 0, %for.end84 ], [ %337, %for.end90 ]
  %318 = icmp slt i32 %red1, 1
  br i1 %318, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  br label %for.cond92

for.cond88:                                       ; preds = %for.body89, %for.body86
  %lane191 = phi i32 [ 0, %for.body86 ], [ %336, %for.body89 ]
  %319 = icmp slt i32 %lane191, 32
  br i1 %319, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %320 = sext i32 %lane191 to i64
  %321 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %320
  %322 = load i32, ptr %321, align 4
  %323 = sext i32 %i29 to i64
  %324 = mul nsw i64 %323, 70
  %325 = add i32 %red1, 1
  %326 = mul i32 %325, 32
  %327 = add i32 %326, %lane191
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %324, %328
  %330 = getelementptr inbounds i32, ptr %key, i64 %329
  %331 = load i32, ptr %330, align 4
  %332 = icmp slt i32 %322, %331
  %333 = select i1 %332, i32 %322, i32 %331
  %334 = sext i32 %lane191 to i64
  %335 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %334
  store i32 %333, ptr %335, align 4
  %336 = add nsw i32 %lane191, 1
  br label %for.cond88, !llvm.loop !23

for.end90:                                        ; preds = %for.cond88
  %337 = add nsw i32 %red1, 1
  br label %for.cond85, !llvm.loop !24

for.cond92:                                       ; preds = %for.body93, %for.end87
  %lane195 = phi i32 [ 0, %for.end87 ], [ %350, %for.body93 ]
  %338 = icmp slt i32 %lane195, 16
  br i1 %338, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %339 = sext i32 %lane195 to i64
  %340 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %339
  %341 = load i32, ptr %340, align 4
  %342 = add i32 %lane195, 16
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %343
  %345 = load i32, ptr %344, align 4
  %346 = icmp slt i32 %341, %345
  %347 = select i1 %346, i32 %341, i32 %345
  %348 = sext i32 %lane195 to i64
  %349 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %348
  store i32 %347, ptr %349, align 4
  %350 = add nsw i32 %lane195, 1
  br label %for.cond92, !llvm.loop !25

for.end94:                                        ; preds = %for.cond92
  br label %for.cond96

for.cond96:                                       ; preds = %for.body97, %for.end94
  %lane199 = phi i32 [ 0, %for.end94 ], [ %363, %for.body97 ]
  %351 = icmp slt i32 %lane199, 8
  br i1 %351, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %352 = sext i32 %lane199 to i64
  %353 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %352
  %354 = load i32, ptr %353, align 4
  %355 = add i32 %lane199, 8
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %356
  %358 = load i32, ptr %357, align 4
  %359 = icmp slt i32 %354, %358
  %360 = select i1 %359, i32 %354, i32 %358
  %361 = sext i32 %lane199 to i64
  %362 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %361
  store i32 %360, ptr %362, align 4
  %363 = add nsw i32 %lane199, 1
  br label %for.cond96, !llvm.loop !26

for.end98:                                        ; preds = %for.cond96
  br label %for.cond100

for.cond100:                                      ; preds = %for.body101, %for.end98
  %lane1103 = phi i32 [ 0, %for.end98 ], [ %376, %for.body101 ]
  %364 = icmp slt i32 %lane1103, 4
  br i1 %364, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %365 = sext i32 %lane1103 to i64
  %366 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %365
  %367 = load i32, ptr %366, align 4
  %368 = add i32 %lane1103, 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %369
  %371 = load i32, ptr %370, align 4
  %372 = icmp slt i32 %367, %371
  %373 = select i1 %372, i32 %367, i32 %371
  %374 = sext i32 %lane1103 to i64
  %375 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %374
  store i32 %373, ptr %375, align 4
  %376 = add nsw i32 %lane1103, 1
  br label %for.cond100, !llvm.loop !27

for.end102:                                       ; preds = %for.cond100
  br label %for.cond104

for.cond104:                                      ; preds = %for.body105, %for.end102
  %lane1107 = phi i32 [ 0, %for.end102 ], [ %389, %for.body105 ]
  %377 = icmp slt i32 %lane1107, 2
  br i1 %377, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %378 = sext i32 %lane1107 to i64
  %379 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %378
  %380 = load i32, ptr %379, align 4
  %381 = add i32 %lane1107, 2
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %382
  %384 = load i32, ptr %383, align 4
  %385 = icmp slt i32 %380, %384
  %386 = select i1 %385, i32 %380, i32 %384
  %387 = sext i32 %lane1107 to i64
  %388 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %387
  store i32 %386, ptr %388, align 4
  %389 = add nsw i32 %lane1107, 1
  br label %for.cond104, !llvm.loop !28

for.end106:                                       ; preds = %for.cond104
  br label %for.cond108

for.cond108:                                      ; preds = %for.body109, %for.end106
  %lane1111 = phi i32 [ 0, %for.end106 ], [ %402, %for.body109 ]
  %390 = icmp slt i32 %lane1111, 1
  br i1 %390, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %391 = sext i32 %lane1111 to i64
  %392 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %391
  %393 = load i32, ptr %392, align 4
  %394 = add i32 %lane1111, 1
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %395
  %397 = load i32, ptr %396, align 4
  %398 = icmp slt i32 %393, %397
  %399 = select i1 %398, i32 %393, i32 %397
  %400 = sext i32 %lane1111 to i64
  %401 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 %400
  store i32 %399, ptr %401, align 4
  %402 = add nsw i32 %lane1111, 1
  br label %for.cond108, !llvm.loop !29

for.end110:                                       ; preds = %for.cond108
  %403 = sext i32 %i29 to i64
  %404 = getelementptr inbounds i32, ptr %pick, i64 %403
  store i32 2147483647, ptr %404, align 4
  %405 = sext i32 %i29 to i64
  %406 = getelementptr inbounds i32, ptr %pick, i64 %405
  %407 = load i32, ptr %406, align 4
  %408 = getelementptr inbounds i32, ptr %tl_lanes_12, i64 0
  %409 = load i32, ptr %408, align 4
  %410 = icmp slt i32 %407, %409
  %411 = select i1 %410, i32 %407, i32 %409
  %412 = sext i32 %i29 to i64
  %413 = getelementptr inbounds i32, ptr %pick, i64 %412
  store i32 %411, ptr %413, align 4
  br label %for.cond112

for.cond112:                                      ; preds = %for.body113, %for.end110
  %red1115 = phi i32 [ 0, %for.end110 ], [ %429, %for.body113 ]
  %414 = icmp slt i32 %red1115, 6
  br i1 %414, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %415 = sext i32 %i29 to i64
  %416 = getelementptr inbounds i32, ptr %pick, i64 %415
  %417 = load i32, ptr %416, align 4
  %418 = sext i32 %i29 to i64
  %419 = mul nsw i64 %418, 70
  %420 = add i32 64, %red1115
  %421 = sext i32 %420 to i64
  %422 = add nsw i64 %419, %421
  %423 = getelementptr inbounds i32, ptr %key, i64 %422
  %424 = load i32, ptr %423, align 4
  %425 = icmp slt i32 %417, %424
  %426 = select i1 %425, i32 %417, i32 %424
  %427 = sext i32 %i29 to i64
  %428 = getelementptr inbounds i32, ptr %pick, i64 %427
  store i32 %426, ptr %428, align 4
  %429 = add nsw i32 %red1115, 1
  br label %for.cond112, !llvm.loop !30

for.end114:                                       ; preds = %for.cond112
  %430 = sext i32 %i29 to i64
  %431 = getelementptr inbounds i32, ptr %pick, i64 %430
  %432 = load i32, ptr %431, align 4
  %found = icmp ne i32 %432, 2147483647
  %433 = sext i32 %i29 to i64
  %434 = call i64 @llvm.umin.i64(i64 %433, i64 15)
  %435 = getelementptr inbounds float, ptr %best, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = select i1 %found, float %436, float 0xFFF0000000000000
  %438 = sext i32 %i29 to i64
  %439 = mul nsw i64 %438, 6
  %440 = sext i32 %r to i64
  %441 = add nsw i64 %439, %440
  %442 = getelementptr inbounds float, ptr %tv, i64 %441
  store float %437, ptr %442, align 4
  %443 = sext i32 %i29 to i64
  %444 = call i64 @llvm.umin.i64(i64 %443, i64 15)
  %445 = getelementptr inbounds i32, ptr %pick, i64 %444
  %446 = load i32, ptr %445, align 4
  %447 = select i1 %found, i32 %446, i32 -1
  %448 = sext i32 %i29 to i64
  %449 = mul nsw i64 %448, 6
  %450 = sext i32 %r to i64
  %451 = add nsw i64 %449, %450
  %452 = getelementptr inbounds i32, ptr %ti, i64 %451
  store i32 %447, ptr %452, align 4
  br label %for.cond116

for.cond116:                                      ; preds = %if.end122, %for.end114
  %j119 = phi i32 [ 0, %for.end114 ], [ %470, %if.end122 ]
  %453 = icmp slt i32 %j119, 70
  br i1 %453, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %454 = sext i32 %i29 to i64
  %455 = mul nsw i64 %454, 70
  %456 = sext i32 %j119 to i64
  %457 = add nsw i64 %455, %456
  %458 = getelementptr inbounds i32, ptr %ci, i64 %457
  %459 = load i32, ptr %458, align 4
  %460 = sext i32 %i29 to i64
  %461 = getelementptr inbounds i32, ptr %pick, i64 %460
  %462 = load i32, ptr %461, align 4
  %463 = icmp eq i32 %459, %462
  br i1 %463, label %if.then120, label %if.else121

for.end118:                                       ; preds = %for.cond116
  %464 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !31

if.then120:                                       ; preds = %for.body117
  %465 = sext i32 %i29 to i64
  %466 = mul nsw i64 %465, 70
  %467 = sext i32 %j119 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds i32, ptr %ci, i64 %468
  store i32 -1, ptr %469, align 4
  br label %if.end122

if.else121:                                       ; preds = %for.body117
  br label %if.end122

if.end122:                                        ; preds = %if.else121, %if.then120
  %470 = add nsw i32 %j119, 1
  br label %for.cond116, !llvm.loop !32

if.then123:                                       ; preds = %for.end10
  br label %for.cond126

if.else124:                                       ; preds = %for.end10
  br label %for.cond137

if.end125:                                        ; preds = %for.end139, %for.end128
  %471 = mul i32 %bx, 16
  %472 = icmp sle i32 0, %471
  %473 = mul i32 %bx, 16
  %474 = sext i32 %473 to i64
  %475 = add i64 %474, 16
  %476 = sext i32 %M to i64
  %477 = icmp sle i64 %475, %476
  %478 = and i1 %472, %477
  br i1 %478, label %if.then151, label %if.else152

for.cond126:                                      ; preds = %if.end132, %if.then123
  %i3129 = phi i32 [ 0, %if.then123 ], [ %492, %if.end132 ]
  %479 = icmp slt i32 %i3129, 16
  br i1 %479, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %480 = sext i32 %M to i64
  %481 = icmp sge i64 %480, 1398102
  br i1 %481, label %if.then130, label %if.else131

for.end128:                                       ; preds = %for.cond126
  br label %if.end125

if.then130:                                       ; preds = %for.body127
  %482 = mul i32 %bx, 16
  %483 = add i32 %482, %i3129
  %484 = sext i32 %483 to i64
  %485 = mul nsw i64 %484, 6
  %486 = add nsw i64 %485, 0
  %487 = getelementptr inbounds float, ptr %G, i64 %486
  %488 = sext i32 %i3129 to i64
  %489 = mul nsw i64 %488, 6
  %490 = add nsw i64 %489, 0
  %491 = getelementptr inbounds float, ptr %tv, i64 %490
  call void @tilec_rt_stream(ptr %487, ptr %491, i64 24)
  br label %if.end132

if.else131:                                       ; preds = %for.body127
  br label %for.cond133

if.end132:                                        ; preds = %for.end135, %if.then130
  %492 = add nsw i32 %i3129, 1
  br label %for.cond126, !llvm.loop !33

for.cond133:                                      ; preds = %for.body134, %if.else131
  %j1136 = phi i32 [ 0, %if.else131 ], [ %507, %for.body134 ]
  %493 = icmp slt i32 %j1136, 6
  br i1 %493, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %494 = sext i32 %i3129 to i64
  %495 = mul nsw i64 %494, 6
  %496 = sext i32 %j1136 to i64
  %497 = add nsw i64 %495, %496
  %498 = getelementptr inbounds float, ptr %tv, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = mul i32 %bx, 16
  %501 = add i32 %500, %i3129
  %502 = sext i32 %501 to i64
  %503 = mul nsw i64 %502, 6
  %504 = sext i32 %j1136 to i64
  %505 = add nsw i64 %503, %504
  %506 = getelementptr inbounds float, ptr %G, i64 %505
  store float %499, ptr %506, align 4
  %507 = add nsw i32 %j1136, 1
  br label %for.cond133, !llvm.loop !34

for.end135:                                       ; preds = %for.cond133
  br label %if.end132

for.cond137:                                      ; preds = %if.end143, %if.else124
  %i3140 = phi i32 [ 0, %if.else124 ], [ %523, %if.end143 ]
  %508 = icmp slt i32 %i3140, 16
  br i1 %508, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %509 = mul i32 %bx, 16
  %510 = sext i32 %509 to i64
  %511 = sext i32 %i3140 to i64
  %512 = add i64 %510, %511
  %513 = icmp sle i64 0, %512
  %514 = mul i32 %bx, 16
  %515 = sext i32 %514 to i64
  %516 = sext i32 %i3140 to i64
  %517 = add i64 %515, %516
  %518 = sext i32 %M to i64
  %519 = icmp slt i64 %517, %518
  %520 = and i1 %513, %519
  br i1 %520, label %if.then141, label %if.else142

for.end139:                                       ; preds = %for.cond137
  br label %if.end125

if.then141:                                       ; preds = %for.body138
  %521 = sext i32 %M to i64
  %522 = icmp sge i64 %521, 1398102
  br i1 %522, label %if.then144, label %if.else145

if.else142:                                       ; preds = %for.body138
  br label %if.end143

if.end143:                                        ; preds = %if.else142, %if.end146
  %523 = add nsw i32 %i3140, 1
  br label %for.cond137, !llvm.loop !35

if.then144:                                       ; preds = %if.then141
  %524 = mul i32 %bx, 16
  %525 = add i32 %524, %i3140
  %526 = sext i32 %525 to i64
  %527 = mul nsw i64 %526, 6
  %528 = add nsw i64 %527, 0
  %529 = getelementptr inbounds float, ptr %G, i64 %528
  %530 = sext i32 %i3140 to i64
  %531 = mul nsw i64 %530, 6
  %532 = add nsw i64 %531, 0
  %533 = getelementptr inbounds float, ptr %tv, i64 %532
  call void @tilec_rt_stream(ptr %529, ptr %533, i64 24)
  br label %if.end146

if.else145:                                       ; preds = %if.then141
  br label %for.cond147

if.end146:                                        ; preds = %for.end149, %if.then144
  br label %if.end143

for.cond147:                                      ; preds = %for.body148, %if.else145
  %j1150 = phi i32 [ 0, %if.else145 ], [ %548, %for.body148 ]
  %534 = icmp slt i32 %j1150, 6
  br i1 %534, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %535 = sext i32 %i3140 to i64
  %536 = mul nsw i64 %535, 6
  %537 = sext i32 %j1150 to i64
  %538 = add nsw i64 %536, %537
  %539 = getelementptr inbounds float, ptr %tv, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = mul i32 %bx, 16
  %542 = add i32 %541, %i3140
  %543 = sext i32 %542 to i64
  %544 = mul nsw i64 %543, 6
  %545 = sext i32 %j1150 to i64
  %546 = add nsw i64 %544, %545
  %547 = getelementptr inbounds float, ptr %G, i64 %546
  store float %540, ptr %547, align 4
  %548 = add nsw i32 %j1150, 1
  br label %for.cond147, !llvm.loop !36

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

if.then151:                                       ; preds = %if.end125
  br label %for.cond154

if.else152:                                       ; preds = %if.end125
  br label %for.cond165

if.end153:                                        ; preds = %for.end167, %for.end156
  ret void

for.cond154:                                      ; preds = %if.end160, %if.then151
  %i3157 = phi i32 [ 0, %if.then151 ], [ %562, %if.end160 ]
  %549 = icmp slt i32 %i3157, 16
  br i1 %549, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %550 = sext i32 %M to i64
  %551 = icmp sge i64 %550, 1398102
  br i1 %551, label %if.then158, label %if.else159

for.end156:                                       ; preds = %for.cond154
  br label %if.end153

if.then158:                                       ; preds = %for.body155
  %552 = mul i32 %bx, 16
  %553 = add i32 %552, %i3157
  %554 = sext i32 %553 to i64
  %555 = mul nsw i64 %554, 6
  %556 = add nsw i64 %555, 0
  %557 = getelementptr inbounds i32, ptr %I, i64 %556
  %558 = sext i32 %i3157 to i64
  %559 = mul nsw i64 %558, 6
  %560 = add nsw i64 %559, 0
  %561 = getelementptr inbounds i32, ptr %ti, i64 %560
  call void @tilec_rt_stream(ptr %557, ptr %561, i64 24)
  br label %if.end160

if.else159:                                       ; preds = %for.body155
  br label %for.cond161

if.end160:                                        ; preds = %for.end163, %if.then158
  %562 = add nsw i32 %i3157, 1
  br label %for.cond154, !llvm.loop !37

for.cond161:                                      ; preds = %for.body162, %if.else159
  %j1164 = phi i32 [ 0, %if.else159 ], [ %577, %for.body162 ]
  %563 = icmp slt i32 %j1164, 6
  br i1 %563, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %564 = sext i32 %i3157 to i64
  %565 = mul nsw i64 %564, 6
  %566 = sext i32 %j1164 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds i32, ptr %ti, i64 %567
  %569 = load i32, ptr %568, align 4
  %570 = mul i32 %bx, 16
  %571 = add i32 %570, %i3157
  %572 = sext i32 %571 to i64
  %573 = mul nsw i64 %572, 6
  %574 = sext i32 %j1164 to i64
  %575 = add nsw i64 %573, %574
  %576 = getelementptr inbounds i32, ptr %I, i64 %575
  store i32 %569, ptr %576, align 4
  %577 = add nsw i32 %j1164, 1
  br label %for.cond161, !llvm.loop !38

for.end163:                                       ; preds = %for.cond161
  br label %if.end160

for.cond165:                                      ; preds = %if.end171, %if.else152
  %i3168 = phi i32 [ 0, %if.else152 ], [ %593, %if.end171 ]
  %578 = icmp slt i32 %i3168, 16
  br i1 %578, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %579 = mul i32 %bx, 16
  %580 = sext i32 %579 to i64
  %581 = sext i32 %i3168 to i64
  %582 = add i64 %580, %581
  %583 = icmp sle i64 0, %582
  %584 = mul i32 %bx, 16
  %585 = sext i32 %584 to i64
  %586 = sext i32 %i3168 to i64
  %587 = add i64 %585, %586
  %588 = sext i32 %M to i64
  %589 = icmp slt i64 %587, %588
  %590 = and i1 %583, %589
  br i1 %590, label %if.then169, label %if.else170

for.end167:                                       ; preds = %for.cond165
  br label %if.end153

if.then169:                                       ; preds = %for.body166
  %591 = sext i32 %M to i64
  %592 = icmp sge i64 %591, 1398102
  br i1 %592, label %if.then172, label %if.else173

if.else170:                                       ; preds = %for.body166
  br label %if.end171

if.end171:                                        ; preds = %if.else170, %if.end174
  %593 = add nsw i32 %i3168, 1
  br label %for.cond165, !llvm.loop !39

if.then172:                                       ; preds = %if.then169
  %594 = mul i32 %bx, 16
  %595 = add i32 %594, %i3168
  %596 = sext i32 %595 to i64
  %597 = mul nsw i64 %596, 6
  %598 = add nsw i64 %597, 0
  %599 = getelementptr inbounds i32, ptr %I, i64 %598
  %600 = sext i32 %i3168 to i64
  %601 = mul nsw i64 %600, 6
  %602 = add nsw i64 %601, 0
  %603 = getelementptr inbounds i32, ptr %ti, i64 %602
  call void @tilec_rt_stream(ptr %599, ptr %603, i64 24)
  br label %if.end174

if.else173:                                       ; preds = %if.then169
  br label %for.cond175

if.end174:                                        ; preds = %for.end177, %if.then172
  br label %if.end171

for.cond175:                                      ; preds = %for.body176, %if.else173
  %j1178 = phi i32 [ 0, %if.else173 ], [ %618, %for.body176 ]
  %604 = icmp slt i32 %j1178, 6
  br i1 %604, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %605 = sext i32 %i3168 to i64
  %606 = mul nsw i64 %605, 6
  %607 = sext i32 %j1178 to i64
  %608 = add nsw i64 %606, %607
  %609 = getelementptr inbounds i32, ptr %ti, i64 %608
  %610 = load i32, ptr %609, align 4
  %611 = mul i32 %bx, 16
  %612 = add i32 %611, %i3168
  %613 = sext i32 %612 to i64
  %614 = mul nsw i64 %613, 6
  %615 = sext i32 %j1178 to i64
  %616 = add nsw i64 %614, %615
  %617 = getelementptr inbounds i32, ptr %I, i64 %616
  store i32 %610, ptr %617, align 4
  %618 = add nsw i32 %j1178, 1
  br label %for.cond175, !llvm.loop !40

for.end177:                                       ; preds = %for.cond175
  br label %if.end174
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @topk_task(ptr %ctx, i64 %block) #3 {
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
define i32 @tilec_launch_topk(ptr %args, ptr %dims, ptr %self) #3 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

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
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !5}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !5}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !5}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !5}
!40 = distinct !{!40, !1, !2}
