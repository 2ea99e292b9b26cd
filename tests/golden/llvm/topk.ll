; ModuleID = 'topk.tile'
source_filename = "topk.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_topk = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @topk_block(ptr noalias %X, ptr noalias %G, ptr noalias %I, i32 %M, i32 %N, i32 %bx) #0 {
entry:
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
  call void @llvm.memset.p0.i64(ptr align 64 %mv, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %key, i8 0, i64 4480, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tv, i8 0, i64 384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ti, i8 0, i64 384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %best, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %pick, i8 0, i64 64, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %8, %for.end3 ]
  %0 = icmp slt i32 %i1, 16
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
  %2 = sext i32 %i1 to i64
  %3 = mul nsw i64 %2, 6
  %4 = sext i32 %j1 to i64
  %5 = add nsw i64 %3, %4
  %6 = getelementptr inbounds float, ptr %tv, i64 %5
  store float 0xFFF0000000000000, ptr %6, align 4
  %7 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %8 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %for.end
  %i17 = phi i32 [ 0, %for.end ], [ %29, %for.end10 ]
  %9 = icmp slt i32 %i17, 16
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
  %23 = sext i32 %i17 to i64
  %24 = mul nsw i64 %23, 6
  %25 = sext i32 %j111 to i64
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds i32, ptr %ti, i64 %26
  store i32 -1, ptr %27, align 4
  %28 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  %29 = add nsw i32 %i17, 1
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
  br i1 %38, label %if.then73, label %if.else74

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

for.cond24:                                       ; preds = %for.end64, %for.end17
  %r = phi i32 [ 0, %for.end17 ], [ %222, %for.end64 ]
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

for.cond35:                                       ; preds = %for.end41, %for.end29
  %i138 = phi i32 [ 0, %for.end29 ], [ %141, %for.end41 ]
  %124 = icmp slt i32 %i138, 16
  br i1 %124, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %125 = sext i32 %i138 to i64
  %126 = getelementptr inbounds float, ptr %best, i64 %125
  store float 0xFFF0000000000000, ptr %126, align 4
  br label %for.cond39

for.end37:                                        ; preds = %for.cond35
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %for.body36
  %red = phi i32 [ 0, %for.body36 ], [ %140, %for.body40 ]
  %127 = icmp slt i32 %red, 70
  br i1 %127, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %128 = sext i32 %i138 to i64
  %129 = getelementptr inbounds float, ptr %best, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = sext i32 %i138 to i64
  %132 = mul nsw i64 %131, 70
  %133 = sext i32 %red to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds float, ptr %mv, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = call float @llvm.maxnum.f32(float %130, float %136)
  %138 = sext i32 %i138 to i64
  %139 = getelementptr inbounds float, ptr %best, i64 %138
  store float %137, ptr %139, align 4
  %140 = add nsw i32 %red, 1
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  %141 = add nsw i32 %i138, 1
  br label %for.cond35, !llvm.loop !12

for.cond42:                                       ; preds = %for.end48, %for.end37
  %i45 = phi i32 [ 0, %for.end37 ], [ %151, %for.end48 ]
  %142 = icmp slt i32 %i45, 16
  br i1 %142, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  br label %for.cond50

for.cond46:                                       ; preds = %sc.end, %for.body43
  %j49 = phi i32 [ 0, %for.body43 ], [ %176, %sc.end ]
  %143 = icmp slt i32 %j49, 70
  br i1 %143, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %144 = sext i32 %i45 to i64
  %145 = mul nsw i64 %144, 70
  %146 = sext i32 %j49 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds i32, ptr %ci, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = icmp sge i32 %149, 0
  br i1 %150, label %sc.rhs, label %sc.end

for.end48:                                        ; preds = %for.cond46
  %151 = add nsw i32 %i45, 1
  br label %for.cond42, !llvm.loop !13

sc.rhs:                                           ; preds = %for.body47
  %152 = sext i32 %i45 to i64
  %153 = mul nsw i64 %152, 70
  %154 = sext i32 %j49 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds float, ptr %cv, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = sext i32 %i45 to i64
  %159 = getelementptr inbounds float, ptr %best, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fcmp oeq float %157, %160
  br label %sc.end

sc.end:                                           ; preds = %sc.rhs, %for.body47
  %162 = phi i1 [ false, %for.body47 ], [ %161, %sc.rhs ]
  %163 = sext i32 %i45 to i64
  %164 = mul nsw i64 %163, 70
  %165 = sext i32 %j49 to i64
  %166 = add nsw i64 %164, %165
  %167 = call i64 @llvm.umin.i64(i64 %166, i64 1119)
  %168 = getelementptr inbounds i32, ptr %ci, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = select i1 %162, i32 %169, i32 2147483647
  %171 = sext i32 %i45 to i64
  %172 = mul nsw i64 %171, 70
  %173 = sext i32 %j49 to i64
  %174 = add nsw i64 %172, %173
  %175 = getelementptr inbounds i32, ptr %key, i64 %174
  store i32 %170, ptr %175, align 4
  %176 = add nsw i32 %j49, 1
  br label %for.cond46, !llvm.loop !14

for.cond50:                                       ; preds = %for.end56, %for.end44
  %i153 = phi i32 [ 0, %for.end44 ], [ %195, %for.end56 ]
  %177 = icmp slt i32 %i153, 16
  br i1 %177, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %178 = sext i32 %i153 to i64
  %179 = getelementptr inbounds i32, ptr %pick, i64 %178
  store i32 2147483647, ptr %179, align 4
  br label %for.cond54

for.end52:                                        ; preds = %for.cond50
  br label %for.cond58

for.cond54:                                       ; preds = %for.body55, %for.body51
  %red57 = phi i32 [ 0, %for.body51 ], [ %194, %for.body55 ]
  %180 = icmp slt i32 %red57, 70
  br i1 %180, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %181 = sext i32 %i153 to i64
  %182 = getelementptr inbounds i32, ptr %pick, i64 %181
  %183 = load i32, ptr %182, align 4
  %184 = sext i32 %i153 to i64
  %185 = mul nsw i64 %184, 70
  %186 = sext i32 %red57 to i64
  %187 = add nsw i64 %185, %186
  %188 = getelementptr inbounds i32, ptr %key, i64 %187
  %189 = load i32, ptr %188, align 4
  %190 = icmp slt i32 %183, %189
  %191 = select i1 %190, i32 %183, i32 %189
  %192 = sext i32 %i153 to i64
  %193 = getelementptr inbounds i32, ptr %pick, i64 %192
  store i32 %191, ptr %193, align 4
  %194 = add nsw i32 %red57, 1
  br label %for.cond54, !llvm.loop !15

for.end56:                                        ; preds = %for.cond54
  %195 = add nsw i32 %i153, 1
  br label %for.cond50, !llvm.loop !16

for.cond58:                                       ; preds = %for.body59, %for.end52
  %i61 = phi i32 [ 0, %for.end52 ], [ %220, %for.body59 ]
  %196 = icmp slt i32 %i61, 16
  br i1 %196, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %197 = sext i32 %i61 to i64
  %198 = getelementptr inbounds i32, ptr %pick, i64 %197
  %199 = load i32, ptr %198, align 4
  %found = icmp ne i32 %199, 2147483647
  %200 = sext i32 %i61 to i64
  %201 = call i64 @llvm.umin.i64(i64 %200, i64 15)
  %202 = getelementptr inbounds float, ptr %best, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = select i1 %found, float %203, float 0xFFF0000000000000
  %205 = sext i32 %i61 to i64
  %206 = mul nsw i64 %205, 6
  %207 = sext i32 %r to i64
  %208 = add nsw i64 %206, %207
  %209 = getelementptr inbounds float, ptr %tv, i64 %208
  store float %204, ptr %209, align 4
  %210 = sext i32 %i61 to i64
  %211 = call i64 @llvm.umin.i64(i64 %210, i64 15)
  %212 = getelementptr inbounds i32, ptr %pick, i64 %211
  %213 = load i32, ptr %212, align 4
  %214 = select i1 %found, i32 %213, i32 -1
  %215 = sext i32 %i61 to i64
  %216 = mul nsw i64 %215, 6
  %217 = sext i32 %r to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds i32, ptr %ti, i64 %218
  store i32 %214, ptr %219, align 4
  %220 = add nsw i32 %i61, 1
  br label %for.cond58, !llvm.loop !17

for.end60:                                        ; preds = %for.cond58
  br label %for.cond62

for.cond62:                                       ; preds = %for.end68, %for.end60
  %i65 = phi i32 [ 0, %for.end60 ], [ %234, %for.end68 ]
  %221 = icmp slt i32 %i65, 16
  br i1 %221, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond66

for.end64:                                        ; preds = %for.cond62
  %222 = add nsw i32 %r, 1
  br label %for.cond24, !llvm.loop !18

for.cond66:                                       ; preds = %if.end72, %for.body63
  %j69 = phi i32 [ 0, %for.body63 ], [ %240, %if.end72 ]
  %223 = icmp slt i32 %j69, 70
  br i1 %223, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %224 = sext i32 %i65 to i64
  %225 = mul nsw i64 %224, 70
  %226 = sext i32 %j69 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds i32, ptr %ci, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = sext i32 %i65 to i64
  %231 = getelementptr inbounds i32, ptr %pick, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = icmp eq i32 %229, %232
  br i1 %233, label %if.then70, label %if.else71

for.end68:                                        ; preds = %for.cond66
  %234 = add nsw i32 %i65, 1
  br label %for.cond62, !llvm.loop !19

if.then70:                                        ; preds = %for.body67
  %235 = sext i32 %i65 to i64
  %236 = mul nsw i64 %235, 70
  %237 = sext i32 %j69 to i64
  %238 = add nsw i64 %236, %237
  %239 = getelementptr inbounds i32, ptr %ci, i64 %238
  store i32 -1, ptr %239, align 4
  br label %if.end72

if.else71:                                        ; preds = %for.body67
  br label %if.end72

if.end72:                                         ; preds = %if.else71, %if.then70
  %240 = add nsw i32 %j69, 1
  br label %for.cond66, !llvm.loop !20

if.then73:                                        ; preds = %for.end14
  br label %for.cond76

if.else74:                                        ; preds = %for.end14
  br label %for.cond83

if.end75:                                         ; preds = %for.end85, %for.end78
  %241 = mul i32 %bx, 16
  %242 = icmp sle i32 0, %241
  %243 = mul i32 %bx, 16
  %244 = sext i32 %243 to i64
  %245 = add i64 %244, 16
  %246 = sext i32 %M to i64
  %247 = icmp sle i64 %245, %246
  %248 = and i1 %242, %247
  br i1 %248, label %if.then94, label %if.else95

for.cond76:                                       ; preds = %for.end81, %if.then73
  %i2 = phi i32 [ 0, %if.then73 ], [ %265, %for.end81 ]
  %249 = icmp slt i32 %i2, 16
  br i1 %249, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond79

for.end78:                                        ; preds = %for.cond76
  br label %if.end75

for.cond79:                                       ; preds = %for.body80, %for.body77
  %j182 = phi i32 [ 0, %for.body77 ], [ %264, %for.body80 ]
  %250 = icmp slt i32 %j182, 6
  br i1 %250, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %251 = sext i32 %i2 to i64
  %252 = mul nsw i64 %251, 6
  %253 = sext i32 %j182 to i64
  %254 = add nsw i64 %252, %253
  %255 = getelementptr inbounds float, ptr %tv, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = mul i32 %bx, 16
  %258 = add i32 %257, %i2
  %259 = sext i32 %258 to i64
  %260 = mul nsw i64 %259, 6
  %261 = sext i32 %j182 to i64
  %262 = add nsw i64 %260, %261
  %263 = getelementptr inbounds float, ptr %G, i64 %262
  store float %256, ptr %263, align 4
  %264 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !21

for.end81:                                        ; preds = %for.cond79
  %265 = add nsw i32 %i2, 1
  br label %for.cond76, !llvm.loop !22

for.cond83:                                       ; preds = %for.end89, %if.else74
  %i286 = phi i32 [ 0, %if.else74 ], [ %280, %for.end89 ]
  %266 = icmp slt i32 %i286, 16
  br i1 %266, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond87

for.end85:                                        ; preds = %for.cond83
  br label %if.end75

for.cond87:                                       ; preds = %if.end93, %for.body84
  %j190 = phi i32 [ 0, %for.body84 ], [ %294, %if.end93 ]
  %267 = icmp slt i32 %j190, 6
  br i1 %267, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %268 = mul i32 %bx, 16
  %269 = sext i32 %268 to i64
  %270 = sext i32 %i286 to i64
  %271 = add i64 %269, %270
  %272 = icmp sle i64 0, %271
  %273 = mul i32 %bx, 16
  %274 = sext i32 %273 to i64
  %275 = sext i32 %i286 to i64
  %276 = add i64 %274, %275
  %277 = sext i32 %M to i64
  %278 = icmp slt i64 %276, %277
  %279 = and i1 %272, %278
  br i1 %279, label %if.then91, label %if.else92

for.end89:                                        ; preds = %for.cond87
  %280 = add nsw i32 %i286, 1
  br label %for.cond83, !llvm.loop !23

if.then91:                                        ; preds = %for.body88
  %281 = sext i32 %i286 to i64
  %282 = mul nsw i64 %281, 6
  %283 = sext i32 %j190 to i64
  %284 = add nsw i64 %282, %283
  %285 = getelementptr inbounds float, ptr %tv, i64 %284
  %286 = load float, ptr %285, align 4
  %287 = mul i32 %bx, 16
  %288 = add i32 %287, %i286
  %289 = sext i32 %288 to i64
  %290 = mul nsw i64 %289, 6
  %291 = sext i32 %j190 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds float, ptr %G, i64 %292
  store float %286, ptr %293, align 4
  br label %if.end93

if.else92:                                        ; preds = %for.body88
  br label %if.end93

if.end93:                                         ; preds = %if.else92, %if.then91
  %294 = add nsw i32 %j190, 1
  br label %for.cond87, !llvm.loop !24

if.then94:                                        ; preds = %if.end75
  br label %for.cond97

if.else95:                                        ; preds = %if.end75
  br label %for.cond105

if.end96:                                         ; preds = %for.end107, %for.end99
  ret void

for.cond97:                                       ; preds = %for.end103, %if.then94
  %i2100 = phi i32 [ 0, %if.then94 ], [ %311, %for.end103 ]
  %295 = icmp slt i32 %i2100, 16
  br i1 %295, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  br label %for.cond101

for.end99:                                        ; preds = %for.cond97
  br label %if.end96

for.cond101:                                      ; preds = %for.body102, %for.body98
  %j1104 = phi i32 [ 0, %for.body98 ], [ %310, %for.body102 ]
  %296 = icmp slt i32 %j1104, 6
  br i1 %296, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %297 = sext i32 %i2100 to i64
  %298 = mul nsw i64 %297, 6
  %299 = sext i32 %j1104 to i64
  %300 = add nsw i64 %298, %299
  %301 = getelementptr inbounds i32, ptr %ti, i64 %300
  %302 = load i32, ptr %301, align 4
  %303 = mul i32 %bx, 16
  %304 = add i32 %303, %i2100
  %305 = sext i32 %304 to i64
  %306 = mul nsw i64 %305, 6
  %307 = sext i32 %j1104 to i64
  %308 = add nsw i64 %306, %307
  %309 = getelementptr inbounds i32, ptr %I, i64 %308
  store i32 %302, ptr %309, align 4
  %310 = add nsw i32 %j1104, 1
  br label %for.cond101, !llvm.loop !25

for.end103:                                       ; preds = %for.cond101
  %311 = add nsw i32 %i2100, 1
  br label %for.cond97, !llvm.loop !26

for.cond105:                                      ; preds = %for.end111, %if.else95
  %i2108 = phi i32 [ 0, %if.else95 ], [ %326, %for.end111 ]
  %312 = icmp slt i32 %i2108, 16
  br i1 %312, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %if.end96

for.cond109:                                      ; preds = %if.end115, %for.body106
  %j1112 = phi i32 [ 0, %for.body106 ], [ %340, %if.end115 ]
  %313 = icmp slt i32 %j1112, 6
  br i1 %313, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %314 = mul i32 %bx, 16
  %315 = sext i32 %314 to i64
  %316 = sext i32 %i2108 to i64
  %317 = add i64 %315, %316
  %318 = icmp sle i64 0, %317
  %319 = mul i32 %bx, 16
  %320 = sext i32 %319 to i64
  %321 = sext i32 %i2108 to i64
  %322 = add i64 %320, %321
  %323 = sext i32 %M to i64
  %324 = icmp slt i64 %322, %323
  %325 = and i1 %318, %324
  br i1 %325, label %if.then113, label %if.else114

for.end111:                                       ; preds = %for.cond109
  %326 = add nsw i32 %i2108, 1
  br label %for.cond105, !llvm.loop !27

if.then113:                                       ; preds = %for.body110
  %327 = sext i32 %i2108 to i64
  %328 = mul nsw i64 %327, 6
  %329 = sext i32 %j1112 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds i32, ptr %ti, i64 %330
  %332 = load i32, ptr %331, align 4
  %333 = mul i32 %bx, 16
  %334 = add i32 %333, %i2108
  %335 = sext i32 %334 to i64
  %336 = mul nsw i64 %335, 6
  %337 = sext i32 %j1112 to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds i32, ptr %I, i64 %338
  store i32 %332, ptr %339, align 4
  br label %if.end115

if.else114:                                       ; preds = %for.body110
  br label %if.end115

if.end115:                                        ; preds = %if.else114, %if.then113
  %340 = add nsw i32 %j1112, 1
  br label %for.cond109, !llvm.loop !28
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
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
