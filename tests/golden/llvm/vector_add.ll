; ModuleID = 'vector_add.tile'
source_filename = "vector_add.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_vector_add = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @vector_add_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %N, i32 %bx) #0 {
entry:
  %A_f = alloca [1024 x float], align 64
  %B_f = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 4096, i1 false)
  %0 = mul i32 %bx, 1024
  %1 = add i32 %0, 1024
  %2 = icmp sle i32 %1, %N
  br i1 %2, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond1

if.end:                                           ; preds = %for.end3, %for.end
  %3 = mul i32 %bx, 1024
  %4 = add i32 %3, 1024
  %5 = icmp sle i32 %4, %N
  br i1 %5, label %if.then5, label %if.else6

for.cond:                                         ; preds = %for.body, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %14, %for.body ]
  %6 = icmp slt i32 %i1, 1024
  br i1 %6, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = mul i32 %bx, 1024
  %8 = add i32 %7, %i1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %A, i64 %9
  %11 = load float, ptr %10, align 4
  %12 = sext i32 %i1 to i64
  %13 = getelementptr inbounds float, ptr %A_f, i64 %12
  store float %11, ptr %13, align 4
  %14 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %sel.end, %if.else
  %i14 = phi i32 [ 0, %if.else ], [ %27, %sel.end ]
  %15 = icmp slt i32 %i14, 1024
  br i1 %15, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %16 = mul i32 %bx, 1024
  %17 = add i32 %16, %i14
  %18 = icmp slt i32 %17, %N
  br i1 %18, label %sel.then, label %sel.else

for.end3:                                         ; preds = %for.cond1
  br label %if.end

sel.then:                                         ; preds = %for.body2
  %19 = mul i32 %bx, 1024
  %20 = add i32 %19, %i14
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %A, i64 %21
  %23 = load float, ptr %22, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %24 = phi float [ %23, %sel.then ], [ 0.000000e+00, %sel.else ]
  %25 = sext i32 %i14 to i64
  %26 = getelementptr inbounds float, ptr %A_f, i64 %25
  store float %24, ptr %26, align 4
  %27 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

if.then5:                                         ; preds = %if.end
  br label %for.cond8

if.else6:                                         ; preds = %if.end
  br label %for.cond12

if.end7:                                          ; preds = %for.end14, %for.end10
  br label %for.cond19

for.cond8:                                        ; preds = %for.body9, %if.then5
  %i111 = phi i32 [ 0, %if.then5 ], [ %36, %for.body9 ]
  %28 = icmp slt i32 %i111, 1024
  br i1 %28, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %29 = mul i32 %bx, 1024
  %30 = add i32 %29, %i111
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %B, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = sext i32 %i111 to i64
  %35 = getelementptr inbounds float, ptr %B_f, i64 %34
  store float %33, ptr %35, align 4
  %36 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  br label %if.end7

for.cond12:                                       ; preds = %sel.end18, %if.else6
  %i115 = phi i32 [ 0, %if.else6 ], [ %49, %sel.end18 ]
  %37 = icmp slt i32 %i115, 1024
  br i1 %37, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %38 = mul i32 %bx, 1024
  %39 = add i32 %38, %i115
  %40 = icmp slt i32 %39, %N
  br i1 %40, label %sel.then16, label %sel.else17

for.end14:                                        ; preds = %for.cond12
  br label %if.end7

sel.then16:                                       ; preds = %for.body13
  %41 = mul i32 %bx, 1024
  %42 = add i32 %41, %i115
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %B, i64 %43
  %45 = load float, ptr %44, align 4
  br label %sel.end18

sel.else17:                                       ; preds = %for.body13
  br label %sel.end18

sel.end18:                                        ; preds = %sel.else17, %sel.then16
  %46 = phi float [ %45, %sel.then16 ], [ 0.000000e+00, %sel.else17 ]
  %47 = sext i32 %i115 to i64
  %48 = getelementptr inbounds float, ptr %B_f, i64 %47
  store float %46, ptr %48, align 4
  %49 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !5

for.cond19:                                       ; preds = %for.body20, %if.end7
  %i = phi i32 [ 0, %if.end7 ], [ %60, %for.body20 ]
  %50 = icmp slt i32 %i, 1024
  br i1 %50, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %51 = sext i32 %i to i64
  %52 = getelementptr inbounds float, ptr %A_f, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = sext i32 %i to i64
  %55 = getelementptr inbounds float, ptr %B_f, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fadd float %53, %56
  %58 = sext i32 %i to i64
  %59 = getelementptr inbounds float, ptr %C_f, i64 %58
  store float %57, ptr %59, align 4
  %60 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %61 = mul i32 %bx, 1024
  %62 = add i32 %61, 1024
  %63 = icmp sle i32 %62, %N
  br i1 %63, label %if.then22, label %if.else23

if.then22:                                        ; preds = %for.end21
  br label %for.cond25

if.else23:                                        ; preds = %for.end21
  br label %for.cond29

if.end24:                                         ; preds = %for.end31, %for.end27
  ret void

for.cond25:                                       ; preds = %for.body26, %if.then22
  %i128 = phi i32 [ 0, %if.then22 ], [ %72, %for.body26 ]
  %64 = icmp slt i32 %i128, 1024
  br i1 %64, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %65 = sext i32 %i128 to i64
  %66 = getelementptr inbounds float, ptr %C_f, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = mul i32 %bx, 1024
  %69 = add i32 %68, %i128
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %C, i64 %70
  store float %67, ptr %71, align 4
  %72 = add nsw i32 %i128, 1
  br label %for.cond25, !llvm.loop !7

for.end27:                                        ; preds = %for.cond25
  br label %if.end24

for.cond29:                                       ; preds = %if.end35, %if.else23
  %i132 = phi i32 [ 0, %if.else23 ], [ %84, %if.end35 ]
  %73 = icmp slt i32 %i132, 1024
  br i1 %73, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %74 = mul i32 %bx, 1024
  %75 = add i32 %74, %i132
  %76 = icmp slt i32 %75, %N
  br i1 %76, label %if.then33, label %if.else34

for.end31:                                        ; preds = %for.cond29
  br label %if.end24

if.then33:                                        ; preds = %for.body30
  %77 = sext i32 %i132 to i64
  %78 = getelementptr inbounds float, ptr %C_f, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = mul i32 %bx, 1024
  %81 = add i32 %80, %i132
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %C, i64 %82
  store float %79, ptr %83, align 4
  br label %if.end35

if.else34:                                        ; preds = %for.body30
  br label %if.end35

if.end35:                                         ; preds = %if.else34, %if.then33
  %84 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
define internal void @vector_add_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 4
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
  call void @vector_add_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_vector_add(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_vector_add, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 4
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 1024
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 1024
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @vector_add_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
