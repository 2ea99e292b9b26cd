; ModuleID = 'transpose.tile'
source_filename = "transpose.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_transpose = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @transpose_block(ptr noalias %A, ptr noalias %B, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %tile = alloca [1024 x float], align 64
  %tile_t = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tile, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tile_t, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %9, %for.end3 ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond4

for.cond1:                                        ; preds = %sel.end, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %27, %sel.end ]
  %1 = icmp slt i32 %j1, 32
  br i1 %1, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %2 = mul i32 %by, 32
  %3 = add i32 %2, %i1
  %4 = icmp slt i32 %3, %M
  %5 = mul i32 %bx, 32
  %6 = add i32 %5, %j1
  %7 = icmp slt i32 %6, %N
  %8 = and i1 %4, %7
  br i1 %8, label %sel.then, label %sel.else

for.end3:                                         ; preds = %for.cond1
  %9 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

sel.then:                                         ; preds = %for.body2
  %10 = mul i32 %by, 32
  %11 = add i32 %10, %i1
  %12 = sext i32 %11 to i64
  %13 = sext i32 %N to i64
  %14 = mul nsw i64 %12, %13
  %15 = mul i32 %bx, 32
  %16 = add i32 %15, %j1
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = getelementptr inbounds float, ptr %A, i64 %18
  %20 = load float, ptr %19, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %21 = phi float [ %20, %sel.then ], [ 0.000000e+00, %sel.else ]
  %22 = sext i32 %i1 to i64
  %23 = mul nsw i64 %22, 32
  %24 = sext i32 %j1 to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %tile, i64 %25
  store float %21, ptr %26, align 4
  %27 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !2

for.cond4:                                        ; preds = %for.end9, %for.end
  %i = phi i32 [ 0, %for.end ], [ %42, %for.end9 ]
  %28 = icmp slt i32 %i, 32
  br i1 %28, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  br label %for.cond10

for.cond7:                                        ; preds = %for.body8, %for.body5
  %j = phi i32 [ 0, %for.body5 ], [ %41, %for.body8 ]
  %29 = icmp slt i32 %j, 32
  br i1 %29, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %30 = sext i32 %i to i64
  %31 = mul nsw i64 %30, 32
  %32 = sext i32 %j to i64
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %tile, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = sext i32 %j to i64
  %37 = mul nsw i64 %36, 32
  %38 = sext i32 %i to i64
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds float, ptr %tile_t, i64 %39
  store float %35, ptr %40, align 4
  %41 = add nsw i32 %j, 1
  br label %for.cond7, !llvm.loop !4

for.end9:                                         ; preds = %for.cond7
  %42 = add nsw i32 %i, 1
  br label %for.cond4, !llvm.loop !5

for.cond10:                                       ; preds = %for.end16, %for.end6
  %i113 = phi i32 [ 0, %for.end6 ], [ %52, %for.end16 ]
  %43 = icmp slt i32 %i113, 32
  br i1 %43, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  ret void

for.cond14:                                       ; preds = %if.end, %for.body11
  %j117 = phi i32 [ 0, %for.body11 ], [ %69, %if.end ]
  %44 = icmp slt i32 %j117, 32
  br i1 %44, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %45 = mul i32 %bx, 32
  %46 = add i32 %45, %i113
  %47 = icmp slt i32 %46, %N
  %48 = mul i32 %by, 32
  %49 = add i32 %48, %j117
  %50 = icmp slt i32 %49, %M
  %51 = and i1 %47, %50
  br i1 %51, label %if.then, label %if.else

for.end16:                                        ; preds = %for.cond14
  %52 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !6

if.then:                                          ; preds = %for.body15
  %53 = sext i32 %i113 to i64
  %54 = mul nsw i64 %53, 32
  %55 = sext i32 %j117 to i64
  %56 = add nsw i64 %54, %55
  %57 = getelementptr inbounds float, ptr %tile_t, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = mul i32 %bx, 32
  %60 = add i32 %59, %i113
  %61 = sext i32 %60 to i64
  %62 = sext i32 %M to i64
  %63 = mul nsw i64 %61, %62
  %64 = mul i32 %by, 32
  %65 = add i32 %64, %j117
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %63, %66
  %68 = getelementptr inbounds float, ptr %B, i64 %67
  store float %58, ptr %68, align 4
  br label %if.end

if.else:                                          ; preds = %for.body15
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %69 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
define internal void @transpose_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 4
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
  call void @transpose_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_transpose(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_transpose, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds i64, ptr %dims, i64 0
  %7 = load i64, ptr %6, align 8
  %M = trunc i64 %7 to i32
  %8 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 2
  store i32 %M, ptr %8, align 4
  %9 = getelementptr inbounds i64, ptr %dims, i64 1
  %10 = load i64, ptr %9, align 8
  %N = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 3
  store i32 %N, ptr %11, align 4
  %12 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 4
  %13 = sext i32 %N to i64
  %14 = sdiv i64 %13, 32
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 32
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
  %29 = sext i32 %M to i64
  %30 = sdiv i64 %29, 32
  %31 = sub i64 0, %29
  %32 = select i1 false, i64 %31, i64 %30
  %33 = srem i64 %29, 32
  %34 = icmp ne i64 %33, 0
  %35 = icmp slt i64 %29, 0
  %36 = icmp eq i1 %35, false
  %37 = and i1 %34, %36
  %38 = zext i1 %37 to i64
  %39 = add i64 %32, %38
  %40 = trunc i64 %39 to i32
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  store i64 %41, ptr %42, align 8
  %43 = icmp sgt i64 %41, 0
  %44 = and i1 %27, %43
  %45 = mul i64 %28, %41
  %46 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  br i1 %47, label %run, label %empty

run:                                              ; preds = %body
  %49 = call i32 @tilec_rt_run_blocks(i64 %48, i32 %nworkers, ptr @transpose_task, ptr %a)
  ret i32 %49

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !3}
