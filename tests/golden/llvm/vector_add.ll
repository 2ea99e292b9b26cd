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
  br label %for.cond

for.cond:                                         ; preds = %sel.end, %body
  %i1 = phi i32 [ 0, %body ], [ %12, %sel.end ]
  %0 = icmp slt i32 %i1, 1024
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = mul i32 %bx, 1024
  %2 = add i32 %1, %i1
  %3 = icmp slt i32 %2, %N
  br i1 %3, label %sel.then, label %sel.else

for.end:                                          ; preds = %for.cond
  br label %for.cond1

sel.then:                                         ; preds = %for.body
  %4 = mul i32 %bx, 1024
  %5 = add i32 %4, %i1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds float, ptr %A, i64 %6
  %8 = load float, ptr %7, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %9 = phi float [ %8, %sel.then ], [ 0.000000e+00, %sel.else ]
  %10 = sext i32 %i1 to i64
  %11 = getelementptr inbounds float, ptr %A_f, i64 %10
  store float %9, ptr %11, align 4
  %12 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.cond1:                                        ; preds = %sel.end7, %for.end
  %i14 = phi i32 [ 0, %for.end ], [ %25, %sel.end7 ]
  %13 = icmp slt i32 %i14, 1024
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = mul i32 %bx, 1024
  %15 = add i32 %14, %i14
  %16 = icmp slt i32 %15, %N
  br i1 %16, label %sel.then5, label %sel.else6

for.end3:                                         ; preds = %for.cond1
  br label %for.cond8

sel.then5:                                        ; preds = %for.body2
  %17 = mul i32 %bx, 1024
  %18 = add i32 %17, %i14
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %B, i64 %19
  %21 = load float, ptr %20, align 4
  br label %sel.end7

sel.else6:                                        ; preds = %for.body2
  br label %sel.end7

sel.end7:                                         ; preds = %sel.else6, %sel.then5
  %22 = phi float [ %21, %sel.then5 ], [ 0.000000e+00, %sel.else6 ]
  %23 = sext i32 %i14 to i64
  %24 = getelementptr inbounds float, ptr %B_f, i64 %23
  store float %22, ptr %24, align 4
  %25 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

for.cond8:                                        ; preds = %for.body9, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %36, %for.body9 ]
  %26 = icmp slt i32 %i, 1024
  br i1 %26, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %27 = sext i32 %i to i64
  %28 = getelementptr inbounds float, ptr %A_f, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = sext i32 %i to i64
  %31 = getelementptr inbounds float, ptr %B_f, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd float %29, %32
  %34 = sext i32 %i to i64
  %35 = getelementptr inbounds float, ptr %C_f, i64 %34
  store float %33, ptr %35, align 4
  %36 = add nsw i32 %i, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  br label %for.cond11

for.cond11:                                       ; preds = %if.end, %for.end10
  %i114 = phi i32 [ 0, %for.end10 ], [ %48, %if.end ]
  %37 = icmp slt i32 %i114, 1024
  br i1 %37, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %38 = mul i32 %bx, 1024
  %39 = add i32 %38, %i114
  %40 = icmp slt i32 %39, %N
  br i1 %40, label %if.then, label %if.else

for.end13:                                        ; preds = %for.cond11
  ret void

if.then:                                          ; preds = %for.body12
  %41 = sext i32 %i114 to i64
  %42 = getelementptr inbounds float, ptr %C_f, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = mul i32 %bx, 1024
  %45 = add i32 %44, %i114
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %C, i64 %46
  store float %43, ptr %47, align 4
  br label %if.end

if.else:                                          ; preds = %for.body12
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %48 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !5
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
define i32 @tilec_launch_vector_add(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_vector_add, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds i64, ptr %dims, i64 0
  %10 = load i64, ptr %9, align 8
  %N = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 3
  store i32 %N, ptr %11, align 4
  %12 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 4
  %13 = sext i32 %N to i64
  %14 = sdiv i64 %13, 1024
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 1024
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
  %35 = call i32 @tilec_rt_run_blocks(i64 %34, i32 %nworkers, ptr @vector_add_task, ptr %a)
  ret i32 %35

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
