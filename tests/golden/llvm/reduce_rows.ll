; ModuleID = 'reduce_rows.tile'
source_filename = "reduce_rows.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_row_sum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @row_sum_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end22, %for.end
  %c = phi i32 [ 0, %for.end ], [ %65, %for.end22 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  br label %for.cond4

for.end3:                                         ; preds = %for.cond1
  br label %for.cond27

for.cond4:                                        ; preds = %for.end10, %for.body2
  %i17 = phi i32 [ 0, %for.body2 ], [ %26, %for.end10 ]
  %17 = icmp slt i32 %i17, 8
  br i1 %17, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %for.cond11

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %44, %sel.end ]
  %18 = icmp slt i32 %j1, 256
  br i1 %18, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %19 = mul i32 %bx, 8
  %20 = add i32 %19, %i17
  %21 = icmp slt i32 %20, %M
  %22 = mul i32 %c, 256
  %23 = add i32 %22, %j1
  %24 = icmp slt i32 %23, %N
  %25 = and i1 %21, %24
  br i1 %25, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %26 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !3

sel.then:                                         ; preds = %for.body9
  %27 = mul i32 %bx, 8
  %28 = add i32 %27, %i17
  %29 = sext i32 %28 to i64
  %30 = sext i32 %N to i64
  %31 = mul nsw i64 %29, %30
  %32 = mul i32 %c, 256
  %33 = add i32 %32, %j1
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %31, %34
  %36 = getelementptr inbounds float, ptr %X, i64 %35
  %37 = load float, ptr %36, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %38 = phi float [ %37, %sel.then ], [ 0.000000e+00, %sel.else ]
  %39 = sext i32 %i17 to i64
  %40 = mul nsw i64 %39, 256
  %41 = sext i32 %j1 to i64
  %42 = add nsw i64 %40, %41
  %43 = getelementptr inbounds float, ptr %X_f, i64 %42
  store float %38, ptr %43, align 4
  %44 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !4

for.cond11:                                       ; preds = %for.end16, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %50, %for.end16 ]
  %45 = icmp slt i32 %i, 8
  br i1 %45, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond14

for.end13:                                        ; preds = %for.cond11
  br label %for.cond20

for.cond14:                                       ; preds = %sel.end19, %for.body12
  %j = phi i32 [ 0, %for.body12 ], [ %63, %sel.end19 ]
  %46 = icmp slt i32 %j, 256
  br i1 %46, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %47 = mul i32 %c, 256
  %48 = add i32 %47, %j
  %49 = icmp slt i32 %48, %N
  br i1 %49, label %sel.then17, label %sel.else18

for.end16:                                        ; preds = %for.cond14
  %50 = add nsw i32 %i, 1
  br label %for.cond11, !llvm.loop !5

sel.then17:                                       ; preds = %for.body15
  %51 = sext i32 %i to i64
  %52 = mul nsw i64 %51, 256
  %53 = sext i32 %j to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %X_f, i64 %54
  %56 = load float, ptr %55, align 4
  br label %sel.end19

sel.else18:                                       ; preds = %for.body15
  br label %sel.end19

sel.end19:                                        ; preds = %sel.else18, %sel.then17
  %57 = phi float [ %56, %sel.then17 ], [ 0.000000e+00, %sel.else18 ]
  %58 = sext i32 %i to i64
  %59 = mul nsw i64 %58, 256
  %60 = sext i32 %j to i64
  %61 = add nsw i64 %59, %60
  %62 = getelementptr inbounds float, ptr %X_f, i64 %61
  store float %57, ptr %62, align 4
  %63 = add nsw i32 %j, 1
  br label %for.cond14, !llvm.loop !6

for.cond20:                                       ; preds = %for.end26, %for.end13
  %i123 = phi i32 [ 0, %for.end13 ], [ %80, %for.end26 ]
  %64 = icmp slt i32 %i123, 8
  br i1 %64, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  br label %for.cond24

for.end22:                                        ; preds = %for.cond20
  %65 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !7

for.cond24:                                       ; preds = %for.body25, %for.body21
  %red = phi i32 [ 0, %for.body21 ], [ %79, %for.body25 ]
  %66 = icmp slt i32 %red, 256
  br i1 %66, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %67 = sext i32 %i123 to i64
  %68 = getelementptr inbounds float, ptr %acc, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = sext i32 %i123 to i64
  %71 = mul nsw i64 %70, 256
  %72 = sext i32 %red to i64
  %73 = add nsw i64 %71, %72
  %74 = getelementptr inbounds float, ptr %X_f, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fadd float %69, %75
  %77 = sext i32 %i123 to i64
  %78 = getelementptr inbounds float, ptr %acc, i64 %77
  store float %76, ptr %78, align 4
  %79 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  %80 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !9

for.cond27:                                       ; preds = %if.end, %for.end3
  %i2 = phi i32 [ 0, %for.end3 ], [ %92, %if.end ]
  %81 = icmp slt i32 %i2, 8
  br i1 %81, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %82 = mul i32 %bx, 8
  %83 = add i32 %82, %i2
  %84 = icmp slt i32 %83, %M
  br i1 %84, label %if.then, label %if.else

for.end29:                                        ; preds = %for.cond27
  ret void

if.then:                                          ; preds = %for.body28
  %85 = sext i32 %i2 to i64
  %86 = getelementptr inbounds float, ptr %acc, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = mul i32 %bx, 8
  %89 = add i32 %88, %i2
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %S, i64 %90
  store float %87, ptr %91, align 4
  br label %if.end

if.else:                                          ; preds = %for.body28
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %92 = add nsw i32 %i2, 1
  br label %for.cond27, !llvm.loop !10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
define internal void @row_sum_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 4
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
  call void @row_sum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_row_sum, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds i64, ptr %dims, i64 0
  %7 = load i64, ptr %6, align 8
  %M = trunc i64 %7 to i32
  %8 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 2
  store i32 %M, ptr %8, align 4
  %9 = getelementptr inbounds i64, ptr %dims, i64 1
  %10 = load i64, ptr %9, align 8
  %N = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 3
  store i32 %N, ptr %11, align 4
  %12 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 4
  %13 = sext i32 %M to i64
  %14 = sdiv i64 %13, 8
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 8
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  store i64 %25, ptr %26, align 8
  %27 = icmp sgt i64 %25, 0
  %28 = mul i64 1, %25
  %29 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  store i64 1, ptr %29, align 8
  %30 = and i1 %27, true
  %31 = mul i64 %28, 1
  %32 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  store i64 1, ptr %32, align 8
  %33 = and i1 %30, true
  %34 = mul i64 %31, 1
  br i1 %33, label %run, label %empty

run:                                              ; preds = %body
  %35 = call i32 @tilec_rt_run_blocks(i64 %34, i32 %nworkers, ptr @row_sum_task, ptr %a)
  ret i32 %35

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @row_max_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0xFFF0000000000000, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !11

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end22, %for.end
  %c = phi i32 [ 0, %for.end ], [ %65, %for.end22 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  br label %for.cond4

for.end3:                                         ; preds = %for.cond1
  br label %for.cond27

for.cond4:                                        ; preds = %for.end10, %for.body2
  %i17 = phi i32 [ 0, %for.body2 ], [ %26, %for.end10 ]
  %17 = icmp slt i32 %i17, 8
  br i1 %17, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %for.cond11

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %44, %sel.end ]
  %18 = icmp slt i32 %j1, 256
  br i1 %18, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %19 = mul i32 %bx, 8
  %20 = add i32 %19, %i17
  %21 = icmp slt i32 %20, %M
  %22 = mul i32 %c, 256
  %23 = add i32 %22, %j1
  %24 = icmp slt i32 %23, %N
  %25 = and i1 %21, %24
  br i1 %25, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %26 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !12

sel.then:                                         ; preds = %for.body9
  %27 = mul i32 %bx, 8
  %28 = add i32 %27, %i17
  %29 = sext i32 %28 to i64
  %30 = sext i32 %N to i64
  %31 = mul nsw i64 %29, %30
  %32 = mul i32 %c, 256
  %33 = add i32 %32, %j1
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %31, %34
  %36 = getelementptr inbounds float, ptr %X, i64 %35
  %37 = load float, ptr %36, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %38 = phi float [ %37, %sel.then ], [ 0.000000e+00, %sel.else ]
  %39 = sext i32 %i17 to i64
  %40 = mul nsw i64 %39, 256
  %41 = sext i32 %j1 to i64
  %42 = add nsw i64 %40, %41
  %43 = getelementptr inbounds float, ptr %X_f, i64 %42
  store float %38, ptr %43, align 4
  %44 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !13

for.cond11:                                       ; preds = %for.end16, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %50, %for.end16 ]
  %45 = icmp slt i32 %i, 8
  br i1 %45, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond14

for.end13:                                        ; preds = %for.cond11
  br label %for.cond20

for.cond14:                                       ; preds = %sel.end19, %for.body12
  %j = phi i32 [ 0, %for.body12 ], [ %63, %sel.end19 ]
  %46 = icmp slt i32 %j, 256
  br i1 %46, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %47 = mul i32 %c, 256
  %48 = add i32 %47, %j
  %49 = icmp slt i32 %48, %N
  br i1 %49, label %sel.then17, label %sel.else18

for.end16:                                        ; preds = %for.cond14
  %50 = add nsw i32 %i, 1
  br label %for.cond11, !llvm.loop !14

sel.then17:                                       ; preds = %for.body15
  %51 = sext i32 %i to i64
  %52 = mul nsw i64 %51, 256
  %53 = sext i32 %j to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %X_f, i64 %54
  %56 = load float, ptr %55, align 4
  br label %sel.end19

sel.else18:                                       ; preds = %for.body15
  br label %sel.end19

sel.end19:                                        ; preds = %sel.else18, %sel.then17
  %57 = phi float [ %56, %sel.then17 ], [ 0xFFF0000000000000, %sel.else18 ]
  %58 = sext i32 %i to i64
  %59 = mul nsw i64 %58, 256
  %60 = sext i32 %j to i64
  %61 = add nsw i64 %59, %60
  %62 = getelementptr inbounds float, ptr %X_f, i64 %61
  store float %57, ptr %62, align 4
  %63 = add nsw i32 %j, 1
  br label %for.cond14, !llvm.loop !15

for.cond20:                                       ; preds = %for.end26, %for.end13
  %i123 = phi i32 [ 0, %for.end13 ], [ %80, %for.end26 ]
  %64 = icmp slt i32 %i123, 8
  br i1 %64, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  br label %for.cond24

for.end22:                                        ; preds = %for.cond20
  %65 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !16

for.cond24:                                       ; preds = %for.body25, %for.body21
  %red = phi i32 [ 0, %for.body21 ], [ %79, %for.body25 ]
  %66 = icmp slt i32 %red, 256
  br i1 %66, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %67 = sext i32 %i123 to i64
  %68 = getelementptr inbounds float, ptr %acc, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = sext i32 %i123 to i64
  %71 = mul nsw i64 %70, 256
  %72 = sext i32 %red to i64
  %73 = add nsw i64 %71, %72
  %74 = getelementptr inbounds float, ptr %X_f, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = call float @llvm.maxnum.f32(float %69, float %75)
  %77 = sext i32 %i123 to i64
  %78 = getelementptr inbounds float, ptr %acc, i64 %77
  store float %76, ptr %78, align 4
  %79 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !17

for.end26:                                        ; preds = %for.cond24
  %80 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !18

for.cond27:                                       ; preds = %if.end, %for.end3
  %i2 = phi i32 [ 0, %for.end3 ], [ %92, %if.end ]
  %81 = icmp slt i32 %i2, 8
  br i1 %81, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %82 = mul i32 %bx, 8
  %83 = add i32 %82, %i2
  %84 = icmp slt i32 %83, %M
  br i1 %84, label %if.then, label %if.else

for.end29:                                        ; preds = %for.cond27
  ret void

if.then:                                          ; preds = %for.body28
  %85 = sext i32 %i2 to i64
  %86 = getelementptr inbounds float, ptr %acc, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = mul i32 %bx, 8
  %89 = add i32 %88, %i2
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %Mx, i64 %90
  store float %87, ptr %91, align 4
  br label %if.end

if.else:                                          ; preds = %for.body28
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %92 = add nsw i32 %i2, 1
  br label %for.cond27, !llvm.loop !19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nounwind
define internal void @row_max_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 4
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
  call void @row_max_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_row_max, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds i64, ptr %dims, i64 0
  %7 = load i64, ptr %6, align 8
  %M = trunc i64 %7 to i32
  %8 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 2
  store i32 %M, ptr %8, align 4
  %9 = getelementptr inbounds i64, ptr %dims, i64 1
  %10 = load i64, ptr %9, align 8
  %N = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 3
  store i32 %N, ptr %11, align 4
  %12 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 4
  %13 = sext i32 %M to i64
  %14 = sdiv i64 %13, 8
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 8
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  store i64 %25, ptr %26, align 8
  %27 = icmp sgt i64 %25, 0
  %28 = mul i64 1, %25
  %29 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  store i64 1, ptr %29, align 8
  %30 = and i1 %27, true
  %31 = mul i64 %28, 1
  %32 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  store i64 1, ptr %32, align 8
  %33 = and i1 %30, true
  %34 = mul i64 %31, 1
  br i1 %33, label %run, label %empty

run:                                              ; preds = %body
  %35 = call i32 @tilec_rt_run_blocks(i64 %34, i32 %nworkers, ptr @row_max_task, ptr %a)
  ret i32 %35

empty:                                            ; preds = %body
  ret i32 0
}

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
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
