; ModuleID = 'vector_add.tile'
source_filename = "vector_add.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_vector_add = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @vector_add_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %N, i32 %bx) #0 {
entry:
  %tl_stream0 = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = mul i32 %bx, 1024
  %1 = sext i32 %0 to i64
  %2 = sub i64 0, %1
  %3 = icmp slt i64 %2, 0
  %4 = mul i32 %bx, 1024
  %5 = sext i32 %4 to i64
  %6 = sub i64 0, %5
  %7 = icmp sgt i64 %6, 1024
  %8 = mul i32 %bx, 1024
  %9 = sext i32 %8 to i64
  %10 = sub i64 0, %9
  %11 = select i1 %7, i64 1024, i64 %10
  %12 = select i1 %3, i64 0, i64 %11
  %tl_lo0 = trunc i64 %12 to i32
  %13 = sext i32 %N to i64
  %14 = mul i32 %bx, 1024
  %15 = sext i32 %14 to i64
  %16 = sub i64 %13, %15
  %17 = icmp slt i64 %16, 0
  %18 = sext i32 %N to i64
  %19 = mul i32 %bx, 1024
  %20 = sext i32 %19 to i64
  %21 = sub i64 %18, %20
  %22 = icmp sgt i64 %21, 1024
  %23 = sext i32 %N to i64
  %24 = mul i32 %bx, 1024
  %25 = sext i32 %24 to i64
  %26 = sub i64 %23, %25
  %27 = select i1 %22, i64 1024, i64 %26
  %28 = select i1 %17, i64 0, i64 %27
  %29 = sext i32 %tl_lo0 to i64
  %30 = icmp slt i64 %28, %29
  %31 = sext i32 %tl_lo0 to i64
  %32 = sext i32 %N to i64
  %33 = mul i32 %bx, 1024
  %34 = sext i32 %33 to i64
  %35 = sub i64 %32, %34
  %36 = icmp slt i64 %35, 0
  %37 = sext i32 %N to i64
  %38 = mul i32 %bx, 1024
  %39 = sext i32 %38 to i64
  %40 = sub i64 %37, %39
  %41 = icmp sgt i64 %40, 1024
  %42 = sext i32 %N to i64
  %43 = mul i32 %bx, 1024
  %44 = sext i32 %43 to i64
  %45 = sub i64 %42, %44
  %46 = select i1 %41, i64 1024, i64 %45
  %47 = select i1 %36, i64 0, i64 %46
  %48 = select i1 %30, i64 %31, i64 %47
  %tl_hi1 = trunc i64 %48 to i32
  %49 = sext i32 %N to i64
  %50 = icmp sge i64 %49, 8388608
  br i1 %50, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %tl_sn1 = sub i32 %tl_hi1, %tl_lo0
  %51 = sext i32 %tl_sn1 to i64
  %52 = sdiv i64 %51, 1024
  %53 = sub i64 0, %51
  %54 = select i1 false, i64 %53, i64 %52
  %55 = srem i64 %51, 1024
  %56 = icmp ne i64 %55, 0
  %57 = icmp slt i64 %51, 0
  %58 = icmp eq i1 %57, false
  %59 = and i1 %56, %58
  %60 = zext i1 %59 to i64
  %61 = add i64 %54, %60
  %62 = trunc i64 %61 to i32
  br label %for.cond

if.else:                                          ; preds = %body
  %63 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond4

if.end:                                           ; preds = %for.end6, %for.end
  ret void

for.cond:                                         ; preds = %for.end3, %if.then
  %tl_c2 = phi i32 [ 0, %if.then ], [ %104, %for.end3 ]
  %64 = icmp slt i32 %tl_c2, %62
  br i1 %64, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %tl_sb3 = mul i32 %tl_c2, 1024
  %65 = sub i32 %tl_sn1, %tl_sb3
  %66 = icmp slt i32 %65, 1024
  %67 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %66, i32 %67, i32 1024
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %tl_c5 = phi i32 [ 0, %for.body ], [ %92, %for.body2 ]
  %68 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %68, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %69 = mul i32 %bx, 1024
  %70 = sext i32 %69 to i64
  %71 = sext i32 %tl_lo0 to i64
  %72 = sext i32 %tl_sb3 to i64
  %73 = sext i32 %tl_c5 to i64
  %74 = add i64 %72, %73
  %75 = add i64 %71, %74
  %76 = add i64 %70, %75
  %77 = getelementptr inbounds float, ptr %A, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = mul i32 %bx, 1024
  %80 = sext i32 %79 to i64
  %81 = sext i32 %tl_lo0 to i64
  %82 = sext i32 %tl_sb3 to i64
  %83 = sext i32 %tl_c5 to i64
  %84 = add i64 %82, %83
  %85 = add i64 %81, %84
  %86 = add i64 %80, %85
  %87 = getelementptr inbounds float, ptr %B, i64 %86
  %88 = load float, ptr %87, align 4
  %89 = fadd float %78, %88
  %90 = sext i32 %tl_c5 to i64
  %91 = getelementptr inbounds float, ptr %tl_stream0, i64 %90
  store float %89, ptr %91, align 4
  %92 = add nsw i32 %tl_c5, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %93 = sext i32 %tl_sm4 to i64
  %94 = mul i32 %bx, 1024
  %95 = sext i32 %94 to i64
  %96 = sext i32 %tl_lo0 to i64
  %97 = sext i32 %tl_sb3 to i64
  %98 = add i64 %97, 0
  %99 = add i64 %96, %98
  %100 = add i64 %95, %99
  %101 = getelementptr inbounds float, ptr %C, i64 %100
  %102 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %103 = mul i64 %93, 4
  call void @tilec_rt_stream(ptr %101, ptr %102, i64 %103)
  %104 = add nsw i32 %tl_c2, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.body5, %if.else
  %i1 = phi i32 [ 0, %if.else ], [ %130, %for.body5 ]
  %105 = icmp slt i32 %i1, %63
  br i1 %105, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %106 = mul i32 %bx, 1024
  %107 = sext i32 %106 to i64
  %108 = sext i32 %tl_lo0 to i64
  %109 = sext i32 %i1 to i64
  %110 = add i64 %108, %109
  %111 = add i64 %107, %110
  %112 = getelementptr inbounds float, ptr %A, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = mul i32 %bx, 1024
  %115 = sext i32 %114 to i64
  %116 = sext i32 %tl_lo0 to i64
  %117 = sext i32 %i1 to i64
  %118 = add i64 %116, %117
  %119 = add i64 %115, %118
  %120 = getelementptr inbounds float, ptr %B, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fadd float %113, %121
  %123 = mul i32 %bx, 1024
  %124 = sext i32 %123 to i64
  %125 = sext i32 %tl_lo0 to i64
  %126 = sext i32 %i1 to i64
  %127 = add i64 %125, %126
  %128 = add i64 %124, %127
  %129 = getelementptr inbounds float, ptr %C, i64 %128
  store float %122, ptr %129, align 4
  %130 = add nsw i32 %i1, 1
  br label %for.cond4, !llvm.loop !4

for.end6:                                         ; preds = %for.cond4
  br label %if.end
}

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @vector_add_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_vector_add(ptr %args, ptr %dims, ptr %self) #1 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
