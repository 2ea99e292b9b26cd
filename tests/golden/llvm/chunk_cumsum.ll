; ModuleID = 'chunk_cumsum.tile'
source_filename = "chunk_cumsum.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_chunk_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @chunk_cumsum_block(ptr noalias %X, ptr noalias %Y, i32 %R, i32 %T, i32 %bx, i32 %by) #0 {
entry:
  %X_f = alloca [256 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = mul i32 %by, 4
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %by, 4
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 4
  %5 = sext i32 %R to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  %8 = mul i32 %bx, 64
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 64
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 64
  %13 = sext i32 %T to i64
  %14 = icmp sle i64 %12, %13
  %15 = and i1 %9, %14
  %16 = and i1 %7, %15
  br i1 %16, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i = phi i32 [ 0, %if.then ], [ %36, %for.end3 ]
  %17 = icmp slt i32 %i, 4
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %35, %for.body2 ]
  %18 = icmp slt i32 %j, 64
  br i1 %18, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %19 = mul i32 %by, 4
  %20 = add i32 %19, %i
  %21 = sext i32 %20 to i64
  %22 = sext i32 %T to i64
  %23 = mul nsw i64 %21, %22
  %24 = mul i32 %bx, 64
  %25 = add i32 %24, %j
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = getelementptr inbounds float, ptr %X, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = sext i32 %i to i64
  %31 = mul nsw i64 %30, 64
  %32 = sext i32 %j to i64
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %X_f, i64 %33
  store float %29, ptr %34, align 4
  %35 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %36 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i7 = phi i32 [ 0, %if.else ], [ %64, %for.end10 ]
  %37 = icmp slt i32 %i7, 4
  br i1 %37, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j11 = phi i32 [ 0, %for.body5 ], [ %82, %sel.end ]
  %38 = icmp slt i32 %j11, 64
  br i1 %38, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %39 = mul i32 %by, 4
  %40 = sext i32 %39 to i64
  %41 = sext i32 %i7 to i64
  %42 = add i64 %40, %41
  %43 = icmp sle i64 0, %42
  %44 = mul i32 %by, 4
  %45 = sext i32 %44 to i64
  %46 = sext i32 %i7 to i64
  %47 = add i64 %45, %46
  %48 = sext i32 %R to i64
  %49 = icmp slt i64 %47, %48
  %50 = and i1 %43, %49
  %51 = mul i32 %bx, 64
  %52 = sext i32 %51 to i64
  %53 = sext i32 %j11 to i64
  %54 = add i64 %52, %53
  %55 = icmp sle i64 0, %54
  %56 = mul i32 %bx, 64
  %57 = sext i32 %56 to i64
  %58 = sext i32 %j11 to i64
  %59 = add i64 %57, %58
  %60 = sext i32 %T to i64
  %61 = icmp slt i64 %59, %60
  %62 = and i1 %55, %61
  %63 = and i1 %50, %62
  br i1 %63, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %64 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %65 = mul i32 %by, 4
  %66 = add i32 %65, %i7
  %67 = sext i32 %66 to i64
  %68 = sext i32 %T to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 64
  %71 = add i32 %70, %j11
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = getelementptr inbounds float, ptr %X, i64 %73
  %75 = load float, ptr %74, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %76 = phi float [ %75, %sel.then ], [ 0.000000e+00, %sel.else ]
  %77 = sext i32 %i7 to i64
  %78 = mul nsw i64 %77, 64
  %79 = sext i32 %j11 to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds float, ptr %X_f, i64 %80
  store float %76, ptr %81, align 4
  %82 = add nsw i32 %j11, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end18, %if.end
  %i15 = phi i32 [ 0, %if.end ], [ %133, %for.end18 ]
  %83 = icmp slt i32 %i15, 4
  br i1 %83, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond16

for.end14:                                        ; preds = %for.cond12
  %84 = mul i32 %by, 4
  %85 = icmp sle i32 0, %84
  %86 = mul i32 %by, 4
  %87 = sext i32 %86 to i64
  %88 = add i64 %87, 4
  %89 = sext i32 %R to i64
  %90 = icmp sle i64 %88, %89
  %91 = and i1 %85, %90
  %92 = mul i32 %bx, 64
  %93 = icmp sle i32 0, %92
  %94 = mul i32 %bx, 64
  %95 = sext i32 %94 to i64
  %96 = add i64 %95, 64
  %97 = sext i32 %T to i64
  %98 = icmp sle i64 %96, %97
  %99 = and i1 %93, %98
  %100 = and i1 %91, %99
  br i1 %100, label %if.then19, label %if.else20

for.cond16:                                       ; preds = %for.body17, %for.body13
  %scan = phi i32 [ 0, %for.body13 ], [ %132, %for.body17 ]
  %101 = icmp slt i32 %scan, 64
  br i1 %101, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  %102 = icmp eq i32 %scan, 0
  %103 = sext i32 %i15 to i64
  %104 = mul nsw i64 %103, 64
  %105 = sext i32 %scan to i64
  %106 = add nsw i64 %104, %105
  %107 = call i64 @llvm.umin.i64(i64 %106, i64 255)
  %108 = getelementptr inbounds float, ptr %X_f, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sext i32 %i15 to i64
  %111 = mul nsw i64 %110, 64
  %112 = sub i32 %scan, 1
  %113 = sext i32 %112 to i64
  %114 = add nsw i64 %111, %113
  %115 = call i64 @llvm.umin.i64(i64 %114, i64 255)
  %116 = getelementptr inbounds float, ptr %X_f, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = sext i32 %i15 to i64
  %119 = mul nsw i64 %118, 64
  %120 = sext i32 %scan to i64
  %121 = add nsw i64 %119, %120
  %122 = call i64 @llvm.umin.i64(i64 %121, i64 255)
  %123 = getelementptr inbounds float, ptr %X_f, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fadd float %117, %124
  %126 = select i1 %102, float %109, float %125
  %127 = sext i32 %i15 to i64
  %128 = mul nsw i64 %127, 64
  %129 = sext i32 %scan to i64
  %130 = add nsw i64 %128, %129
  %131 = getelementptr inbounds float, ptr %X_f, i64 %130
  store float %126, ptr %131, align 4
  %132 = add nsw i32 %scan, 1
  br label %for.cond16, !llvm.loop !6

for.end18:                                        ; preds = %for.cond16
  %133 = add nsw i32 %i15, 1
  br label %for.cond12, !llvm.loop !7

if.then19:                                        ; preds = %for.end14
  br label %for.cond22

if.else20:                                        ; preds = %for.end14
  br label %for.cond33

if.end21:                                         ; preds = %for.end35, %for.end24
  ret void

for.cond22:                                       ; preds = %if.end28, %if.then19
  %i25 = phi i32 [ 0, %if.then19 ], [ %153, %if.end28 ]
  %134 = icmp slt i32 %i25, 4
  br i1 %134, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %135 = sext i32 %R to i64
  %136 = sext i32 %T to i64
  %137 = mul i64 %135, %136
  %138 = icmp sge i64 %137, 8388608
  br i1 %138, label %if.then26, label %if.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

if.then26:                                        ; preds = %for.body23
  %139 = mul i32 %by, 4
  %140 = add i32 %139, %i25
  %141 = sext i32 %140 to i64
  %142 = sext i32 %T to i64
  %143 = mul nsw i64 %141, %142
  %144 = mul i32 %bx, 64
  %145 = add i32 %144, 0
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %143, %146
  %148 = getelementptr inbounds float, ptr %Y, i64 %147
  %149 = sext i32 %i25 to i64
  %150 = mul nsw i64 %149, 64
  %151 = add nsw i64 %150, 0
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  call void @tilec_rt_stream(ptr %148, ptr %152, i64 256)
  br label %if.end28

if.else27:                                        ; preds = %for.body23
  br label %for.cond29

if.end28:                                         ; preds = %for.end31, %if.then26
  %153 = add nsw i32 %i25, 1
  br label %for.cond22, !llvm.loop !8

for.cond29:                                       ; preds = %for.body30, %if.else27
  %j32 = phi i32 [ 0, %if.else27 ], [ %171, %for.body30 ]
  %154 = icmp slt i32 %j32, 64
  br i1 %154, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %155 = sext i32 %i25 to i64
  %156 = mul nsw i64 %155, 64
  %157 = sext i32 %j32 to i64
  %158 = add nsw i64 %156, %157
  %159 = getelementptr inbounds float, ptr %X_f, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = mul i32 %by, 4
  %162 = add i32 %161, %i25
  %163 = sext i32 %162 to i64
  %164 = sext i32 %T to i64
  %165 = mul nsw i64 %163, %164
  %166 = mul i32 %bx, 64
  %167 = add i32 %166, %j32
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %165, %168
  %170 = getelementptr inbounds float, ptr %Y, i64 %169
  store float %160, ptr %170, align 4
  %171 = add nsw i32 %j32, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  br label %if.end28

for.cond33:                                       ; preds = %for.end39, %if.else20
  %i36 = phi i32 [ 0, %if.else20 ], [ %199, %for.end39 ]
  %172 = icmp slt i32 %i36, 4
  br i1 %172, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %if.end21

for.cond37:                                       ; preds = %if.end43, %for.body34
  %j40 = phi i32 [ 0, %for.body34 ], [ %216, %if.end43 ]
  %173 = icmp slt i32 %j40, 64
  br i1 %173, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %174 = mul i32 %by, 4
  %175 = sext i32 %174 to i64
  %176 = sext i32 %i36 to i64
  %177 = add i64 %175, %176
  %178 = icmp sle i64 0, %177
  %179 = mul i32 %by, 4
  %180 = sext i32 %179 to i64
  %181 = sext i32 %i36 to i64
  %182 = add i64 %180, %181
  %183 = sext i32 %R to i64
  %184 = icmp slt i64 %182, %183
  %185 = and i1 %178, %184
  %186 = mul i32 %bx, 64
  %187 = sext i32 %186 to i64
  %188 = sext i32 %j40 to i64
  %189 = add i64 %187, %188
  %190 = icmp sle i64 0, %189
  %191 = mul i32 %bx, 64
  %192 = sext i32 %191 to i64
  %193 = sext i32 %j40 to i64
  %194 = add i64 %192, %193
  %195 = sext i32 %T to i64
  %196 = icmp slt i64 %194, %195
  %197 = and i1 %190, %196
  %198 = and i1 %185, %197
  br i1 %198, label %if.then41, label %if.else42

for.end39:                                        ; preds = %for.cond37
  %199 = add nsw i32 %i36, 1
  br label %for.cond33, !llvm.loop !10

if.then41:                                        ; preds = %for.body38
  %200 = sext i32 %i36 to i64
  %201 = mul nsw i64 %200, 64
  %202 = sext i32 %j40 to i64
  %203 = add nsw i64 %201, %202
  %204 = getelementptr inbounds float, ptr %X_f, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = mul i32 %by, 4
  %207 = add i32 %206, %i36
  %208 = sext i32 %207 to i64
  %209 = sext i32 %T to i64
  %210 = mul nsw i64 %208, %209
  %211 = mul i32 %bx, 64
  %212 = add i32 %211, %j40
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %210, %213
  %215 = getelementptr inbounds float, ptr %Y, i64 %214
  store float %205, ptr %215, align 4
  br label %if.end43

if.else42:                                        ; preds = %for.body38
  br label %if.end43

if.end43:                                         ; preds = %if.else42, %if.then41
  %216 = add nsw i32 %j40, 1
  br label %for.cond37, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @chunk_cumsum_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 4
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
  %21 = trunc i64 %17 to i32
  call void @chunk_cumsum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_chunk_cumsum(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_chunk_cumsum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %R = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 2
  store i32 %R, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %T = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 3
  store i32 %T, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 4
  %15 = sext i32 %T to i64
  %16 = sdiv i64 %15, 64
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 64
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
  %31 = sext i32 %R to i64
  %32 = sdiv i64 %31, 4
  %33 = sub i64 0, %31
  %34 = select i1 false, i64 %33, i64 %32
  %35 = srem i64 %31, 4
  %36 = icmp ne i64 %35, 0
  %37 = icmp slt i64 %31, 0
  %38 = icmp eq i1 %37, false
  %39 = and i1 %36, %38
  %40 = zext i1 %39 to i64
  %41 = add i64 %34, %40
  %42 = trunc i64 %41 to i32
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 %43, ptr %44, align 8
  %45 = icmp sgt i64 %43, 0
  %46 = and i1 %29, %45
  %47 = mul i64 %30, %43
  %48 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %48, align 8
  %49 = and i1 %46, true
  %50 = mul i64 %47, 1
  br i1 %49, label %run, label %empty

run:                                              ; preds = %body
  %51 = call i32 @tilec_rt_run_blocks(i64 %50, i32 %nworkers, ptr @chunk_cumsum_task, ptr %a)
  ret i32 %51

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @row_cumsum_block(ptr noalias %X, ptr noalias %Y, i32 %R, i32 %T, i32 %by) #0 {
entry:
  %X_f = alloca [256 x float], align 64
  %carry = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 1024, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %carry, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !12

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %T to i64
  %5 = sdiv i64 %4, 64
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 64
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end38, %for.end
  %c = phi i32 [ 0, %for.end ], [ %179, %if.end38 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %by, 4
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %by, 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 4
  %22 = sext i32 %R to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 64
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 64
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 64
  %30 = sext i32 %T to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  ret void

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %53, %for.end10 ]
  %34 = icmp slt i32 %i17, 4
  br i1 %34, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %52, %for.body9 ]
  %35 = icmp slt i32 %j1, 64
  br i1 %35, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %36 = mul i32 %by, 4
  %37 = add i32 %36, %i17
  %38 = sext i32 %37 to i64
  %39 = sext i32 %T to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 64
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i17 to i64
  %48 = mul nsw i64 %47, 64
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !13

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !14

for.cond11:                                       ; preds = %for.end17, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %81, %for.end17 ]
  %54 = icmp slt i32 %i114, 4
  br i1 %54, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %99, %sel.end ]
  %55 = icmp slt i32 %j118, 64
  br i1 %55, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %56 = mul i32 %by, 4
  %57 = sext i32 %56 to i64
  %58 = sext i32 %i114 to i64
  %59 = add i64 %57, %58
  %60 = icmp sle i64 0, %59
  %61 = mul i32 %by, 4
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i114 to i64
  %64 = add i64 %62, %63
  %65 = sext i32 %R to i64
  %66 = icmp slt i64 %64, %65
  %67 = and i1 %60, %66
  %68 = mul i32 %c, 64
  %69 = sext i32 %68 to i64
  %70 = sext i32 %j118 to i64
  %71 = add i64 %69, %70
  %72 = icmp sle i64 0, %71
  %73 = mul i32 %c, 64
  %74 = sext i32 %73 to i64
  %75 = sext i32 %j118 to i64
  %76 = add i64 %74, %75
  %77 = sext i32 %T to i64
  %78 = icmp slt i64 %76, %77
  %79 = and i1 %72, %78
  %80 = and i1 %67, %79
  br i1 %80, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %81 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !15

sel.then:                                         ; preds = %for.body16
  %82 = mul i32 %by, 4
  %83 = add i32 %82, %i114
  %84 = sext i32 %83 to i64
  %85 = sext i32 %T to i64
  %86 = mul nsw i64 %84, %85
  %87 = mul i32 %c, 64
  %88 = add i32 %87, %j118
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = getelementptr inbounds float, ptr %X, i64 %90
  %92 = load float, ptr %91, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %93 = phi float [ %92, %sel.then ], [ 0.000000e+00, %sel.else ]
  %94 = sext i32 %i114 to i64
  %95 = mul nsw i64 %94, 64
  %96 = sext i32 %j118 to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !16

for.cond19:                                       ; preds = %for.end25, %if.end
  %i122 = phi i32 [ 0, %if.end ], [ %133, %for.end25 ]
  %100 = icmp slt i32 %i122, 4
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond23

for.end21:                                        ; preds = %for.cond19
  br label %for.cond26

for.cond23:                                       ; preds = %for.body24, %for.body20
  %scan = phi i32 [ 0, %for.body20 ], [ %132, %for.body24 ]
  %101 = icmp slt i32 %scan, 64
  br i1 %101, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %102 = icmp eq i32 %scan, 0
  %103 = sext i32 %i122 to i64
  %104 = mul nsw i64 %103, 64
  %105 = sext i32 %scan to i64
  %106 = add nsw i64 %104, %105
  %107 = call i64 @llvm.umin.i64(i64 %106, i64 255)
  %108 = getelementptr inbounds float, ptr %X_f, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = sext i32 %i122 to i64
  %111 = mul nsw i64 %110, 64
  %112 = sub i32 %scan, 1
  %113 = sext i32 %112 to i64
  %114 = add nsw i64 %111, %113
  %115 = call i64 @llvm.umin.i64(i64 %114, i64 255)
  %116 = getelementptr inbounds float, ptr %X_f, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = sext i32 %i122 to i64
  %119 = mul nsw i64 %118, 64
  %120 = sext i32 %scan to i64
  %121 = add nsw i64 %119, %120
  %122 = call i64 @llvm.umin.i64(i64 %121, i64 255)
  %123 = getelementptr inbounds float, ptr %X_f, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fadd float %117, %124
  %126 = select i1 %102, float %109, float %125
  %127 = sext i32 %i122 to i64
  %128 = mul nsw i64 %127, 64
  %129 = sext i32 %scan to i64
  %130 = add nsw i64 %128, %129
  %131 = getelementptr inbounds float, ptr %X_f, i64 %130
  store float %126, ptr %131, align 4
  %132 = add nsw i32 %scan, 1
  br label %for.cond23, !llvm.loop !17

for.end25:                                        ; preds = %for.cond23
  %133 = add nsw i32 %i122, 1
  br label %for.cond19, !llvm.loop !18

for.cond26:                                       ; preds = %for.end31, %for.end21
  %i = phi i32 [ 0, %for.end21 ], [ %152, %for.end31 ]
  %134 = icmp slt i32 %i, 4
  br i1 %134, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond29

for.end28:                                        ; preds = %for.cond26
  br label %for.cond32

for.cond29:                                       ; preds = %for.body30, %for.body27
  %j = phi i32 [ 0, %for.body27 ], [ %151, %for.body30 ]
  %135 = icmp slt i32 %j, 64
  br i1 %135, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %136 = sext i32 %i to i64
  %137 = mul nsw i64 %136, 64
  %138 = sext i32 %j to i64
  %139 = add nsw i64 %137, %138
  %140 = getelementptr inbounds float, ptr %X_f, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = sext i32 %i to i64
  %143 = getelementptr inbounds float, ptr %carry, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = fadd float %141, %144
  %146 = sext i32 %i to i64
  %147 = mul nsw i64 %146, 64
  %148 = sext i32 %j to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %X_f, i64 %149
  store float %145, ptr %150, align 4
  %151 = add nsw i32 %j, 1
  br label %for.cond29, !llvm.loop !19

for.end31:                                        ; preds = %for.cond29
  %152 = add nsw i32 %i, 1
  br label %for.cond26, !llvm.loop !20

for.cond32:                                       ; preds = %for.body33, %for.end28
  %i35 = phi i32 [ 0, %for.end28 ], [ %161, %for.body33 ]
  %153 = icmp slt i32 %i35, 4
  br i1 %153, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %154 = sext i32 %i35 to i64
  %155 = mul nsw i64 %154, 64
  %156 = add nsw i64 %155, 63
  %157 = getelementptr inbounds float, ptr %X_f, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = sext i32 %i35 to i64
  %160 = getelementptr inbounds float, ptr %carry, i64 %159
  store float %158, ptr %160, align 4
  %161 = add nsw i32 %i35, 1
  br label %for.cond32, !llvm.loop !21

for.end34:                                        ; preds = %for.cond32
  %162 = mul i32 %by, 4
  %163 = icmp sle i32 0, %162
  %164 = mul i32 %by, 4
  %165 = sext i32 %164 to i64
  %166 = add i64 %165, 4
  %167 = sext i32 %R to i64
  %168 = icmp sle i64 %166, %167
  %169 = and i1 %163, %168
  %170 = mul i32 %c, 64
  %171 = icmp sle i32 0, %170
  %172 = mul i32 %c, 64
  %173 = sext i32 %172 to i64
  %174 = add i64 %173, 64
  %175 = sext i32 %T to i64
  %176 = icmp sle i64 %174, %175
  %177 = and i1 %171, %176
  %178 = and i1 %169, %177
  br i1 %178, label %if.then36, label %if.else37

if.then36:                                        ; preds = %for.end34
  br label %for.cond39

if.else37:                                        ; preds = %for.end34
  br label %for.cond50

if.end38:                                         ; preds = %for.end52, %for.end41
  %179 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !22

for.cond39:                                       ; preds = %if.end45, %if.then36
  %i142 = phi i32 [ 0, %if.then36 ], [ %199, %if.end45 ]
  %180 = icmp slt i32 %i142, 4
  br i1 %180, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %181 = sext i32 %R to i64
  %182 = sext i32 %T to i64
  %183 = mul i64 %181, %182
  %184 = icmp sge i64 %183, 8388608
  br i1 %184, label %if.then43, label %if.else44

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

if.then43:                                        ; preds = %for.body40
  %185 = mul i32 %by, 4
  %186 = add i32 %185, %i142
  %187 = sext i32 %186 to i64
  %188 = sext i32 %T to i64
  %189 = mul nsw i64 %187, %188
  %190 = mul i32 %c, 64
  %191 = add i32 %190, 0
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %189, %192
  %194 = getelementptr inbounds float, ptr %Y, i64 %193
  %195 = sext i32 %i142 to i64
  %196 = mul nsw i64 %195, 64
  %197 = add nsw i64 %196, 0
  %198 = getelementptr inbounds float, ptr %X_f, i64 %197
  call void @tilec_rt_stream(ptr %194, ptr %198, i64 256)
  br label %if.end45

if.else44:                                        ; preds = %for.body40
  br label %for.cond46

if.end45:                                         ; preds = %for.end48, %if.then43
  %199 = add nsw i32 %i142, 1
  br label %for.cond39, !llvm.loop !23

for.cond46:                                       ; preds = %for.body47, %if.else44
  %j149 = phi i32 [ 0, %if.else44 ], [ %217, %for.body47 ]
  %200 = icmp slt i32 %j149, 64
  br i1 %200, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %201 = sext i32 %i142 to i64
  %202 = mul nsw i64 %201, 64
  %203 = sext i32 %j149 to i64
  %204 = add nsw i64 %202, %203
  %205 = getelementptr inbounds float, ptr %X_f, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = mul i32 %by, 4
  %208 = add i32 %207, %i142
  %209 = sext i32 %208 to i64
  %210 = sext i32 %T to i64
  %211 = mul nsw i64 %209, %210
  %212 = mul i32 %c, 64
  %213 = add i32 %212, %j149
  %214 = sext i32 %213 to i64
  %215 = add nsw i64 %211, %214
  %216 = getelementptr inbounds float, ptr %Y, i64 %215
  store float %206, ptr %216, align 4
  %217 = add nsw i32 %j149, 1
  br label %for.cond46, !llvm.loop !24

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

for.cond50:                                       ; preds = %for.end56, %if.else37
  %i153 = phi i32 [ 0, %if.else37 ], [ %245, %for.end56 ]
  %218 = icmp slt i32 %i153, 4
  br i1 %218, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  br label %for.cond54

for.end52:                                        ; preds = %for.cond50
  br label %if.end38

for.cond54:                                       ; preds = %if.end60, %for.body51
  %j157 = phi i32 [ 0, %for.body51 ], [ %262, %if.end60 ]
  %219 = icmp slt i32 %j157, 64
  br i1 %219, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %220 = mul i32 %by, 4
  %221 = sext i32 %220 to i64
  %222 = sext i32 %i153 to i64
  %223 = add i64 %221, %222
  %224 = icmp sle i64 0, %223
  %225 = mul i32 %by, 4
  %226 = sext i32 %225 to i64
  %227 = sext i32 %i153 to i64
  %228 = add i64 %226, %227
  %229 = sext i32 %R to i64
  %230 = icmp slt i64 %228, %229
  %231 = and i1 %224, %230
  %232 = mul i32 %c, 64
  %233 = sext i32 %232 to i64
  %234 = sext i32 %j157 to i64
  %235 = add i64 %233, %234
  %236 = icmp sle i64 0, %235
  %237 = mul i32 %c, 64
  %238 = sext i32 %237 to i64
  %239 = sext i32 %j157 to i64
  %240 = add i64 %238, %239
  %241 = sext i32 %T to i64
  %242 = icmp slt i64 %240, %241
  %243 = and i1 %236, %242
  %244 = and i1 %231, %243
  br i1 %244, label %if.then58, label %if.else59

for.end56:                                        ; preds = %for.cond54
  %245 = add nsw i32 %i153, 1
  br label %for.cond50, !llvm.loop !25

if.then58:                                        ; preds = %for.body55
  %246 = sext i32 %i153 to i64
  %247 = mul nsw i64 %246, 64
  %248 = sext i32 %j157 to i64
  %249 = add nsw i64 %247, %248
  %250 = getelementptr inbounds float, ptr %X_f, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = mul i32 %by, 4
  %253 = add i32 %252, %i153
  %254 = sext i32 %253 to i64
  %255 = sext i32 %T to i64
  %256 = mul nsw i64 %254, %255
  %257 = mul i32 %c, 64
  %258 = add i32 %257, %j157
  %259 = sext i32 %258 to i64
  %260 = add nsw i64 %256, %259
  %261 = getelementptr inbounds float, ptr %Y, i64 %260
  store float %251, ptr %261, align 4
  br label %if.end60

if.else59:                                        ; preds = %for.body55
  br label %if.end60

if.end60:                                         ; preds = %if.else59, %if.then58
  %262 = add nsw i32 %j157, 1
  br label %for.cond54, !llvm.loop !26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
define internal void @row_cumsum_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 4
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
  call void @row_cumsum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_cumsum(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_cumsum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %R = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 2
  store i32 %R, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %T = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 3
  store i32 %T, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 4
  %15 = sext i32 %R to i64
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_cumsum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
