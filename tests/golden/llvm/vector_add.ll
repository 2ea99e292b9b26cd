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
  %0 = mul i32 %bx, 1024
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %bx, 1024
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 1024
  %5 = sext i32 %N to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  br i1 %7, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond1

if.end:                                           ; preds = %for.end3, %for.end
  %8 = mul i32 %bx, 1024
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 1024
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 1024
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 %12, %13
  %15 = and i1 %9, %14
  br i1 %15, label %if.then5, label %if.else6

for.cond:                                         ; preds = %for.body, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %24, %for.body ]
  %16 = icmp slt i32 %i1, 1024
  br i1 %16, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %17 = mul i32 %bx, 1024
  %18 = add i32 %17, %i1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %A, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = sext i32 %i1 to i64
  %23 = getelementptr inbounds float, ptr %A_f, i64 %22
  store float %21, ptr %23, align 4
  %24 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %sel.end, %if.else
  %i14 = phi i32 [ 0, %if.else ], [ %46, %sel.end ]
  %25 = icmp slt i32 %i14, 1024
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = mul i32 %bx, 1024
  %27 = sext i32 %26 to i64
  %28 = sext i32 %i14 to i64
  %29 = add i64 %27, %28
  %30 = icmp sle i64 0, %29
  %31 = mul i32 %bx, 1024
  %32 = sext i32 %31 to i64
  %33 = sext i32 %i14 to i64
  %34 = add i64 %32, %33
  %35 = sext i32 %N to i64
  %36 = icmp slt i64 %34, %35
  %37 = and i1 %30, %36
  br i1 %37, label %sel.then, label %sel.else

for.end3:                                         ; preds = %for.cond1
  br label %if.end

sel.then:                                         ; preds = %for.body2
  %38 = mul i32 %bx, 1024
  %39 = add i32 %38, %i14
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %A, i64 %40
  %42 = load float, ptr %41, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body2
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %43 = phi float [ %42, %sel.then ], [ 0.000000e+00, %sel.else ]
  %44 = sext i32 %i14 to i64
  %45 = getelementptr inbounds float, ptr %A_f, i64 %44
  store float %43, ptr %45, align 4
  %46 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

if.then5:                                         ; preds = %if.end
  br label %for.cond8

if.else6:                                         ; preds = %if.end
  br label %for.cond12

if.end7:                                          ; preds = %for.end14, %for.end10
  br label %for.cond19

for.cond8:                                        ; preds = %for.body9, %if.then5
  %i111 = phi i32 [ 0, %if.then5 ], [ %55, %for.body9 ]
  %47 = icmp slt i32 %i111, 1024
  br i1 %47, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %48 = mul i32 %bx, 1024
  %49 = add i32 %48, %i111
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %B, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = sext i32 %i111 to i64
  %54 = getelementptr inbounds float, ptr %B_f, i64 %53
  store float %52, ptr %54, align 4
  %55 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !4

for.end10:                                        ; preds = %for.cond8
  br label %if.end7

for.cond12:                                       ; preds = %sel.end18, %if.else6
  %i115 = phi i32 [ 0, %if.else6 ], [ %77, %sel.end18 ]
  %56 = icmp slt i32 %i115, 1024
  br i1 %56, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %57 = mul i32 %bx, 1024
  %58 = sext i32 %57 to i64
  %59 = sext i32 %i115 to i64
  %60 = add i64 %58, %59
  %61 = icmp sle i64 0, %60
  %62 = mul i32 %bx, 1024
  %63 = sext i32 %62 to i64
  %64 = sext i32 %i115 to i64
  %65 = add i64 %63, %64
  %66 = sext i32 %N to i64
  %67 = icmp slt i64 %65, %66
  %68 = and i1 %61, %67
  br i1 %68, label %sel.then16, label %sel.else17

for.end14:                                        ; preds = %for.cond12
  br label %if.end7

sel.then16:                                       ; preds = %for.body13
  %69 = mul i32 %bx, 1024
  %70 = add i32 %69, %i115
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %B, i64 %71
  %73 = load float, ptr %72, align 4
  br label %sel.end18

sel.else17:                                       ; preds = %for.body13
  br label %sel.end18

sel.end18:                                        ; preds = %sel.else17, %sel.then16
  %74 = phi float [ %73, %sel.then16 ], [ 0.000000e+00, %sel.else17 ]
  %75 = sext i32 %i115 to i64
  %76 = getelementptr inbounds float, ptr %B_f, i64 %75
  store float %74, ptr %76, align 4
  %77 = add nsw i32 %i115, 1
  br label %for.cond12, !llvm.loop !5

for.cond19:                                       ; preds = %for.body20, %if.end7
  %i = phi i32 [ 0, %if.end7 ], [ %88, %for.body20 ]
  %78 = icmp slt i32 %i, 1024
  br i1 %78, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %79 = sext i32 %i to i64
  %80 = getelementptr inbounds float, ptr %A_f, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = sext i32 %i to i64
  %83 = getelementptr inbounds float, ptr %B_f, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = fadd float %81, %84
  %86 = sext i32 %i to i64
  %87 = getelementptr inbounds float, ptr %C_f, i64 %86
  store float %85, ptr %87, align 4
  %88 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %89 = mul i32 %bx, 1024
  %90 = icmp sle i32 0, %89
  %91 = mul i32 %bx, 1024
  %92 = sext i32 %91 to i64
  %93 = add i64 %92, 1024
  %94 = sext i32 %N to i64
  %95 = icmp sle i64 %93, %94
  %96 = and i1 %90, %95
  br i1 %96, label %if.then22, label %if.else23

if.then22:                                        ; preds = %for.end21
  %97 = sext i32 %N to i64
  %98 = icmp sge i64 %97, 8388608
  br i1 %98, label %if.then25, label %if.else26

if.else23:                                        ; preds = %for.end21
  br label %for.cond32

if.end24:                                         ; preds = %for.end34, %if.end27
  ret void

if.then25:                                        ; preds = %if.then22
  %99 = mul i32 %bx, 1024
  %100 = add i32 %99, 0
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %C, i64 %101
  %103 = getelementptr inbounds float, ptr %C_f, i64 0
  call void @tilec_rt_stream(ptr %102, ptr %103, i64 4096)
  br label %if.end27

if.else26:                                        ; preds = %if.then22
  br label %for.cond28

if.end27:                                         ; preds = %for.end30, %if.then25
  br label %if.end24

for.cond28:                                       ; preds = %for.body29, %if.else26
  %i131 = phi i32 [ 0, %if.else26 ], [ %112, %for.body29 ]
  %104 = icmp slt i32 %i131, 1024
  br i1 %104, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %105 = sext i32 %i131 to i64
  %106 = getelementptr inbounds float, ptr %C_f, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = mul i32 %bx, 1024
  %109 = add i32 %108, %i131
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %C, i64 %110
  store float %107, ptr %111, align 4
  %112 = add nsw i32 %i131, 1
  br label %for.cond28, !llvm.loop !7

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond32:                                       ; preds = %if.end38, %if.else23
  %i135 = phi i32 [ 0, %if.else23 ], [ %133, %if.end38 ]
  %113 = icmp slt i32 %i135, 1024
  br i1 %113, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %114 = mul i32 %bx, 1024
  %115 = sext i32 %114 to i64
  %116 = sext i32 %i135 to i64
  %117 = add i64 %115, %116
  %118 = icmp sle i64 0, %117
  %119 = mul i32 %bx, 1024
  %120 = sext i32 %119 to i64
  %121 = sext i32 %i135 to i64
  %122 = add i64 %120, %121
  %123 = sext i32 %N to i64
  %124 = icmp slt i64 %122, %123
  %125 = and i1 %118, %124
  br i1 %125, label %if.then36, label %if.else37

for.end34:                                        ; preds = %for.cond32
  br label %if.end24

if.then36:                                        ; preds = %for.body33
  %126 = sext i32 %i135 to i64
  %127 = getelementptr inbounds float, ptr %C_f, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = mul i32 %bx, 1024
  %130 = add i32 %129, %i135
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %C, i64 %131
  store float %128, ptr %132, align 4
  br label %if.end38

if.else37:                                        ; preds = %for.body33
  br label %if.end38

if.end38:                                         ; preds = %if.else37, %if.then36
  %133 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !8
}

declare void @tilec_rt_stream(ptr, ptr, i64)

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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
