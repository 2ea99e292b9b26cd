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
  %0 = mul i32 %by, 32
  %1 = add i32 %0, 32
  %2 = icmp sle i32 %1, %M
  %3 = mul i32 %bx, 32
  %4 = add i32 %3, 32
  %5 = icmp sle i32 %4, %N
  %6 = and i1 %2, %5
  br i1 %6, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  br label %for.cond12

for.cond:                                         ; preds = %for.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %26, %for.end3 ]
  %7 = icmp slt i32 %i1, 32
  br i1 %7, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %25, %for.body2 ]
  %8 = icmp slt i32 %j1, 32
  br i1 %8, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %9 = mul i32 %by, 32
  %10 = add i32 %9, %i1
  %11 = sext i32 %10 to i64
  %12 = sext i32 %N to i64
  %13 = mul nsw i64 %11, %12
  %14 = mul i32 %bx, 32
  %15 = add i32 %14, %j1
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %13, %16
  %18 = getelementptr inbounds float, ptr %A, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = sext i32 %i1 to i64
  %21 = mul nsw i64 %20, 32
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %tile, i64 %23
  store float %19, ptr %24, align 4
  %25 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %26 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %36, %for.end10 ]
  %27 = icmp slt i32 %i17, 32
  br i1 %27, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %54, %sel.end ]
  %28 = icmp slt i32 %j111, 32
  br i1 %28, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %29 = mul i32 %by, 32
  %30 = add i32 %29, %i17
  %31 = icmp slt i32 %30, %M
  %32 = mul i32 %bx, 32
  %33 = add i32 %32, %j111
  %34 = icmp slt i32 %33, %N
  %35 = and i1 %31, %34
  br i1 %35, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %36 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %37 = mul i32 %by, 32
  %38 = add i32 %37, %i17
  %39 = sext i32 %38 to i64
  %40 = sext i32 %N to i64
  %41 = mul nsw i64 %39, %40
  %42 = mul i32 %bx, 32
  %43 = add i32 %42, %j111
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %41, %44
  %46 = getelementptr inbounds float, ptr %A, i64 %45
  %47 = load float, ptr %46, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %48 = phi float [ %47, %sel.then ], [ 0.000000e+00, %sel.else ]
  %49 = sext i32 %i17 to i64
  %50 = mul nsw i64 %49, 32
  %51 = sext i32 %j111 to i64
  %52 = add nsw i64 %50, %51
  %53 = getelementptr inbounds float, ptr %tile, i64 %52
  store float %48, ptr %53, align 4
  %54 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end17, %if.end
  %i = phi i32 [ 0, %if.end ], [ %76, %for.end17 ]
  %55 = icmp slt i32 %i, 32
  br i1 %55, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond15

for.end14:                                        ; preds = %for.cond12
  %56 = mul i32 %bx, 32
  %57 = add i32 %56, 32
  %58 = icmp sle i32 %57, %N
  %59 = mul i32 %by, 32
  %60 = add i32 %59, 32
  %61 = icmp sle i32 %60, %M
  %62 = and i1 %58, %61
  br i1 %62, label %if.then18, label %if.else19

for.cond15:                                       ; preds = %for.body16, %for.body13
  %j = phi i32 [ 0, %for.body13 ], [ %75, %for.body16 ]
  %63 = icmp slt i32 %j, 32
  br i1 %63, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %64 = sext i32 %i to i64
  %65 = mul nsw i64 %64, 32
  %66 = sext i32 %j to i64
  %67 = add nsw i64 %65, %66
  %68 = getelementptr inbounds float, ptr %tile, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = sext i32 %j to i64
  %71 = mul nsw i64 %70, 32
  %72 = sext i32 %i to i64
  %73 = add nsw i64 %71, %72
  %74 = getelementptr inbounds float, ptr %tile_t, i64 %73
  store float %69, ptr %74, align 4
  %75 = add nsw i32 %j, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  %76 = add nsw i32 %i, 1
  br label %for.cond12, !llvm.loop !7

if.then18:                                        ; preds = %for.end14
  br label %for.cond21

if.else19:                                        ; preds = %for.end14
  br label %for.cond29

if.end20:                                         ; preds = %for.end31, %for.end23
  ret void

for.cond21:                                       ; preds = %for.end27, %if.then18
  %i124 = phi i32 [ 0, %if.then18 ], [ %96, %for.end27 ]
  %77 = icmp slt i32 %i124, 32
  br i1 %77, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end20

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %95, %for.body26 ]
  %78 = icmp slt i32 %j128, 32
  br i1 %78, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %79 = sext i32 %i124 to i64
  %80 = mul nsw i64 %79, 32
  %81 = sext i32 %j128 to i64
  %82 = add nsw i64 %80, %81
  %83 = getelementptr inbounds float, ptr %tile_t, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = mul i32 %bx, 32
  %86 = add i32 %85, %i124
  %87 = sext i32 %86 to i64
  %88 = sext i32 %M to i64
  %89 = mul nsw i64 %87, %88
  %90 = mul i32 %by, 32
  %91 = add i32 %90, %j128
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 %89, %92
  %94 = getelementptr inbounds float, ptr %B, i64 %93
  store float %84, ptr %94, align 4
  %95 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  %96 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !9

for.cond29:                                       ; preds = %for.end35, %if.else19
  %i132 = phi i32 [ 0, %if.else19 ], [ %106, %for.end35 ]
  %97 = icmp slt i32 %i132, 32
  br i1 %97, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond33

for.end31:                                        ; preds = %for.cond29
  br label %if.end20

for.cond33:                                       ; preds = %if.end39, %for.body30
  %j136 = phi i32 [ 0, %for.body30 ], [ %123, %if.end39 ]
  %98 = icmp slt i32 %j136, 32
  br i1 %98, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %99 = mul i32 %bx, 32
  %100 = add i32 %99, %i132
  %101 = icmp slt i32 %100, %N
  %102 = mul i32 %by, 32
  %103 = add i32 %102, %j136
  %104 = icmp slt i32 %103, %M
  %105 = and i1 %101, %104
  br i1 %105, label %if.then37, label %if.else38

for.end35:                                        ; preds = %for.cond33
  %106 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !10

if.then37:                                        ; preds = %for.body34
  %107 = sext i32 %i132 to i64
  %108 = mul nsw i64 %107, 32
  %109 = sext i32 %j136 to i64
  %110 = add nsw i64 %108, %109
  %111 = getelementptr inbounds float, ptr %tile_t, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = mul i32 %bx, 32
  %114 = add i32 %113, %i132
  %115 = sext i32 %114 to i64
  %116 = sext i32 %M to i64
  %117 = mul nsw i64 %115, %116
  %118 = mul i32 %by, 32
  %119 = add i32 %118, %j136
  %120 = sext i32 %119 to i64
  %121 = add nsw i64 %117, %120
  %122 = getelementptr inbounds float, ptr %B, i64 %121
  store float %112, ptr %122, align 4
  br label %if.end39

if.else38:                                        ; preds = %for.body34
  br label %if.end39

if.end39:                                         ; preds = %if.else38, %if.then37
  %123 = add nsw i32 %j136, 1
  br label %for.cond33, !llvm.loop !11
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
define i32 @tilec_launch_transpose(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_transpose, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 4
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 32
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 32
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
  %31 = sext i32 %M to i64
  %32 = sdiv i64 %31, 32
  %33 = sub i64 0, %31
  %34 = select i1 false, i64 %33, i64 %32
  %35 = srem i64 %31, 32
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
  %51 = call i32 @tilec_rt_run_blocks(i64 %50, i32 %nworkers, ptr @transpose_task, ptr %a)
  ret i32 %51

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
