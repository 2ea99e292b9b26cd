; ModuleID = 'gemm_transpose.tile'
source_filename = "gemm_transpose.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_nt = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_tn = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_tt = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_nt_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 16384, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end17, %for.end
  %k = phi i32 [ 0, %for.end ], [ %51, %for.end17 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  br label %for.cond26

for.cond7:                                        ; preds = %for.end13, %for.body5
  %i10 = phi i32 [ 0, %for.body5 ], [ %31, %for.end13 ]
  %22 = icmp slt i32 %i10, 64
  br i1 %22, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %for.cond15

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %49, %sel.end ]
  %23 = icmp slt i32 %j14, 32
  br i1 %23, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %24 = mul i32 %by, 64
  %25 = add i32 %24, %i10
  %26 = icmp slt i32 %25, %M
  %27 = mul i32 %k, 32
  %28 = add i32 %27, %j14
  %29 = icmp slt i32 %28, %K
  %30 = and i1 %26, %29
  br i1 %30, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %31 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %32 = mul i32 %by, 64
  %33 = add i32 %32, %i10
  %34 = sext i32 %33 to i64
  %35 = sext i32 %K to i64
  %36 = mul nsw i64 %34, %35
  %37 = mul i32 %k, 32
  %38 = add i32 %37, %j14
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = getelementptr inbounds float, ptr %A, i64 %40
  %42 = load float, ptr %41, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %43 = phi float [ %42, %sel.then ], [ 0.000000e+00, %sel.else ]
  %44 = sext i32 %i10 to i64
  %45 = mul nsw i64 %44, 32
  %46 = sext i32 %j14 to i64
  %47 = add nsw i64 %45, %46
  %48 = getelementptr inbounds float, ptr %A_s, i64 %47
  store float %43, ptr %48, align 4
  %49 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %for.end9
  %i18 = phi i32 [ 0, %for.end9 ], [ %60, %for.end21 ]
  %50 = icmp slt i32 %i18, 64
  br i1 %50, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 64)
  %51 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !6

for.cond19:                                       ; preds = %sel.end25, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %78, %sel.end25 ]
  %52 = icmp slt i32 %j22, 32
  br i1 %52, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %53 = mul i32 %bx, 64
  %54 = add i32 %53, %i18
  %55 = icmp slt i32 %54, %N
  %56 = mul i32 %k, 32
  %57 = add i32 %56, %j22
  %58 = icmp slt i32 %57, %K
  %59 = and i1 %55, %58
  br i1 %59, label %sel.then23, label %sel.else24

for.end21:                                        ; preds = %for.cond19
  %60 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !7

sel.then23:                                       ; preds = %for.body20
  %61 = mul i32 %bx, 64
  %62 = add i32 %61, %i18
  %63 = sext i32 %62 to i64
  %64 = sext i32 %K to i64
  %65 = mul nsw i64 %63, %64
  %66 = mul i32 %k, 32
  %67 = add i32 %66, %j22
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %65, %68
  %70 = getelementptr inbounds float, ptr %B, i64 %69
  %71 = load float, ptr %70, align 4
  br label %sel.end25

sel.else24:                                       ; preds = %for.body20
  br label %sel.end25

sel.end25:                                        ; preds = %sel.else24, %sel.then23
  %72 = phi float [ %71, %sel.then23 ], [ 0.000000e+00, %sel.else24 ]
  %73 = sext i32 %i18 to i64
  %74 = mul nsw i64 %73, 32
  %75 = sext i32 %j22 to i64
  %76 = add nsw i64 %74, %75
  %77 = getelementptr inbounds float, ptr %B_s, i64 %76
  store float %72, ptr %77, align 4
  %78 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !8

for.cond26:                                       ; preds = %for.end31, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %88, %for.end31 ]
  %79 = icmp slt i32 %i1, 64
  br i1 %79, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond29

for.end28:                                        ; preds = %for.cond26
  ret void

for.cond29:                                       ; preds = %if.end, %for.body27
  %j1 = phi i32 [ 0, %for.body27 ], [ %105, %if.end ]
  %80 = icmp slt i32 %j1, 64
  br i1 %80, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %81 = mul i32 %by, 64
  %82 = add i32 %81, %i1
  %83 = icmp slt i32 %82, %M
  %84 = mul i32 %bx, 64
  %85 = add i32 %84, %j1
  %86 = icmp slt i32 %85, %N
  %87 = and i1 %83, %86
  br i1 %87, label %if.then, label %if.else

for.end31:                                        ; preds = %for.cond29
  %88 = add nsw i32 %i1, 1
  br label %for.cond26, !llvm.loop !9

if.then:                                          ; preds = %for.body30
  %89 = sext i32 %i1 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j1 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds float, ptr %C_f, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = mul i32 %by, 64
  %96 = add i32 %95, %i1
  %97 = sext i32 %96 to i64
  %98 = sext i32 %N to i64
  %99 = mul nsw i64 %97, %98
  %100 = mul i32 %bx, 64
  %101 = add i32 %100, %j1
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %99, %102
  %104 = getelementptr inbounds float, ptr %C, i64 %103
  store float %94, ptr %104, align 4
  br label %if.end

if.else:                                          ; preds = %for.body30
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %105 = add nsw i32 %j1, 1
  br label %for.cond29, !llvm.loop !10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_nt_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_nt, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  %25 = trunc i64 %21 to i32
  call void @matmul_nt_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_nt(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_matmul_nt, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds i64, ptr %dims, i64 0
  %10 = load i64, ptr %9, align 8
  %M = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 3
  store i32 %M, ptr %11, align 4
  %12 = getelementptr inbounds i64, ptr %dims, i64 1
  %13 = load i64, ptr %12, align 8
  %K = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 4
  store i32 %K, ptr %14, align 4
  %15 = getelementptr inbounds i64, ptr %dims, i64 2
  %16 = load i64, ptr %15, align 8
  %N = trunc i64 %16 to i32
  %17 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 5
  store i32 %N, ptr %17, align 4
  %18 = getelementptr inbounds %tilec_args_matmul_nt, ptr %a, i32 0, i32 6
  %19 = sext i32 %N to i64
  %20 = sdiv i64 %19, 64
  %21 = sub i64 0, %19
  %22 = select i1 false, i64 %21, i64 %20
  %23 = srem i64 %19, 64
  %24 = icmp ne i64 %23, 0
  %25 = icmp slt i64 %19, 0
  %26 = icmp eq i1 %25, false
  %27 = and i1 %24, %26
  %28 = zext i1 %27 to i64
  %29 = add i64 %22, %28
  %30 = trunc i64 %29 to i32
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  store i64 %31, ptr %32, align 8
  %33 = icmp sgt i64 %31, 0
  %34 = mul i64 1, %31
  %35 = sext i32 %M to i64
  %36 = sdiv i64 %35, 64
  %37 = sub i64 0, %35
  %38 = select i1 false, i64 %37, i64 %36
  %39 = srem i64 %35, 64
  %40 = icmp ne i64 %39, 0
  %41 = icmp slt i64 %35, 0
  %42 = icmp eq i1 %41, false
  %43 = and i1 %40, %42
  %44 = zext i1 %43 to i64
  %45 = add i64 %38, %44
  %46 = trunc i64 %45 to i32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  store i64 %47, ptr %48, align 8
  %49 = icmp sgt i64 %47, 0
  %50 = and i1 %33, %49
  %51 = mul i64 %34, %47
  %52 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  store i64 1, ptr %52, align 8
  %53 = and i1 %50, true
  %54 = mul i64 %51, 1
  br i1 %53, label %run, label %empty

run:                                              ; preds = %body
  %55 = call i32 @tilec_rt_run_blocks(i64 %54, i32 %nworkers, ptr @matmul_nt_task, ptr %a)
  ret i32 %55

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_tn_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %K, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 16384, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !11

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !12

for.cond4:                                        ; preds = %for.end17, %for.end
  %k = phi i32 [ 0, %for.end ], [ %51, %for.end17 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  br label %for.cond26

for.cond7:                                        ; preds = %for.end13, %for.body5
  %i10 = phi i32 [ 0, %for.body5 ], [ %31, %for.end13 ]
  %22 = icmp slt i32 %i10, 32
  br i1 %22, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %for.cond15

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %49, %sel.end ]
  %23 = icmp slt i32 %j14, 64
  br i1 %23, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %24 = mul i32 %k, 32
  %25 = add i32 %24, %i10
  %26 = icmp slt i32 %25, %K
  %27 = mul i32 %by, 64
  %28 = add i32 %27, %j14
  %29 = icmp slt i32 %28, %M
  %30 = and i1 %26, %29
  br i1 %30, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %31 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !13

sel.then:                                         ; preds = %for.body12
  %32 = mul i32 %k, 32
  %33 = add i32 %32, %i10
  %34 = sext i32 %33 to i64
  %35 = sext i32 %M to i64
  %36 = mul nsw i64 %34, %35
  %37 = mul i32 %by, 64
  %38 = add i32 %37, %j14
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = getelementptr inbounds float, ptr %A, i64 %40
  %42 = load float, ptr %41, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %43 = phi float [ %42, %sel.then ], [ 0.000000e+00, %sel.else ]
  %44 = sext i32 %i10 to i64
  %45 = mul nsw i64 %44, 64
  %46 = sext i32 %j14 to i64
  %47 = add nsw i64 %45, %46
  %48 = getelementptr inbounds float, ptr %A_s, i64 %47
  store float %43, ptr %48, align 4
  %49 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !14

for.cond15:                                       ; preds = %for.end21, %for.end9
  %i18 = phi i32 [ 0, %for.end9 ], [ %60, %for.end21 ]
  %50 = icmp slt i32 %i18, 32
  br i1 %50, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 32, ptr %A_s, i32 64, i32 1, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %51 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !15

for.cond19:                                       ; preds = %sel.end25, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %78, %sel.end25 ]
  %52 = icmp slt i32 %j22, 64
  br i1 %52, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %53 = mul i32 %k, 32
  %54 = add i32 %53, %i18
  %55 = icmp slt i32 %54, %K
  %56 = mul i32 %bx, 64
  %57 = add i32 %56, %j22
  %58 = icmp slt i32 %57, %N
  %59 = and i1 %55, %58
  br i1 %59, label %sel.then23, label %sel.else24

for.end21:                                        ; preds = %for.cond19
  %60 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !16

sel.then23:                                       ; preds = %for.body20
  %61 = mul i32 %k, 32
  %62 = add i32 %61, %i18
  %63 = sext i32 %62 to i64
  %64 = sext i32 %N to i64
  %65 = mul nsw i64 %63, %64
  %66 = mul i32 %bx, 64
  %67 = add i32 %66, %j22
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %65, %68
  %70 = getelementptr inbounds float, ptr %B, i64 %69
  %71 = load float, ptr %70, align 4
  br label %sel.end25

sel.else24:                                       ; preds = %for.body20
  br label %sel.end25

sel.end25:                                        ; preds = %sel.else24, %sel.then23
  %72 = phi float [ %71, %sel.then23 ], [ 0.000000e+00, %sel.else24 ]
  %73 = sext i32 %i18 to i64
  %74 = mul nsw i64 %73, 64
  %75 = sext i32 %j22 to i64
  %76 = add nsw i64 %74, %75
  %77 = getelementptr inbounds float, ptr %B_s, i64 %76
  store float %72, ptr %77, align 4
  %78 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !17

for.cond26:                                       ; preds = %for.end31, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %88, %for.end31 ]
  %79 = icmp slt i32 %i1, 64
  br i1 %79, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond29

for.end28:                                        ; preds = %for.cond26
  ret void

for.cond29:                                       ; preds = %if.end, %for.body27
  %j1 = phi i32 [ 0, %for.body27 ], [ %105, %if.end ]
  %80 = icmp slt i32 %j1, 64
  br i1 %80, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %81 = mul i32 %by, 64
  %82 = add i32 %81, %i1
  %83 = icmp slt i32 %82, %M
  %84 = mul i32 %bx, 64
  %85 = add i32 %84, %j1
  %86 = icmp slt i32 %85, %N
  %87 = and i1 %83, %86
  br i1 %87, label %if.then, label %if.else

for.end31:                                        ; preds = %for.cond29
  %88 = add nsw i32 %i1, 1
  br label %for.cond26, !llvm.loop !18

if.then:                                          ; preds = %for.body30
  %89 = sext i32 %i1 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j1 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds float, ptr %C_f, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = mul i32 %by, 64
  %96 = add i32 %95, %i1
  %97 = sext i32 %96 to i64
  %98 = sext i32 %N to i64
  %99 = mul nsw i64 %97, %98
  %100 = mul i32 %bx, 64
  %101 = add i32 %100, %j1
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %99, %102
  %104 = getelementptr inbounds float, ptr %C, i64 %103
  store float %94, ptr %104, align 4
  br label %if.end

if.else:                                          ; preds = %for.body30
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %105 = add nsw i32 %j1, 1
  br label %for.cond29, !llvm.loop !19
}

; Function Attrs: nounwind
define internal void @matmul_tn_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_tn, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  %25 = trunc i64 %21 to i32
  call void @matmul_tn_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_tn(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_matmul_tn, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds i64, ptr %dims, i64 0
  %10 = load i64, ptr %9, align 8
  %K = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 3
  store i32 %K, ptr %11, align 4
  %12 = getelementptr inbounds i64, ptr %dims, i64 1
  %13 = load i64, ptr %12, align 8
  %M = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 4
  store i32 %M, ptr %14, align 4
  %15 = getelementptr inbounds i64, ptr %dims, i64 2
  %16 = load i64, ptr %15, align 8
  %N = trunc i64 %16 to i32
  %17 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 5
  store i32 %N, ptr %17, align 4
  %18 = getelementptr inbounds %tilec_args_matmul_tn, ptr %a, i32 0, i32 6
  %19 = sext i32 %N to i64
  %20 = sdiv i64 %19, 64
  %21 = sub i64 0, %19
  %22 = select i1 false, i64 %21, i64 %20
  %23 = srem i64 %19, 64
  %24 = icmp ne i64 %23, 0
  %25 = icmp slt i64 %19, 0
  %26 = icmp eq i1 %25, false
  %27 = and i1 %24, %26
  %28 = zext i1 %27 to i64
  %29 = add i64 %22, %28
  %30 = trunc i64 %29 to i32
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  store i64 %31, ptr %32, align 8
  %33 = icmp sgt i64 %31, 0
  %34 = mul i64 1, %31
  %35 = sext i32 %M to i64
  %36 = sdiv i64 %35, 64
  %37 = sub i64 0, %35
  %38 = select i1 false, i64 %37, i64 %36
  %39 = srem i64 %35, 64
  %40 = icmp ne i64 %39, 0
  %41 = icmp slt i64 %35, 0
  %42 = icmp eq i1 %41, false
  %43 = and i1 %40, %42
  %44 = zext i1 %43 to i64
  %45 = add i64 %38, %44
  %46 = trunc i64 %45 to i32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  store i64 %47, ptr %48, align 8
  %49 = icmp sgt i64 %47, 0
  %50 = and i1 %33, %49
  %51 = mul i64 %34, %47
  %52 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  store i64 1, ptr %52, align 8
  %53 = and i1 %50, true
  %54 = mul i64 %51, 1
  br i1 %53, label %run, label %empty

run:                                              ; preds = %body
  %55 = call i32 @tilec_rt_run_blocks(i64 %54, i32 %nworkers, ptr @matmul_tn_task, ptr %a)
  ret i32 %55

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_tt_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %K, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 16384, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !20

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !21

for.cond4:                                        ; preds = %for.end17, %for.end
  %k = phi i32 [ 0, %for.end ], [ %51, %for.end17 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  br label %for.cond26

for.cond7:                                        ; preds = %for.end13, %for.body5
  %i10 = phi i32 [ 0, %for.body5 ], [ %31, %for.end13 ]
  %22 = icmp slt i32 %i10, 32
  br i1 %22, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %for.cond15

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %49, %sel.end ]
  %23 = icmp slt i32 %j14, 64
  br i1 %23, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %24 = mul i32 %k, 32
  %25 = add i32 %24, %i10
  %26 = icmp slt i32 %25, %K
  %27 = mul i32 %by, 64
  %28 = add i32 %27, %j14
  %29 = icmp slt i32 %28, %M
  %30 = and i1 %26, %29
  br i1 %30, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %31 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !22

sel.then:                                         ; preds = %for.body12
  %32 = mul i32 %k, 32
  %33 = add i32 %32, %i10
  %34 = sext i32 %33 to i64
  %35 = sext i32 %M to i64
  %36 = mul nsw i64 %34, %35
  %37 = mul i32 %by, 64
  %38 = add i32 %37, %j14
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = getelementptr inbounds float, ptr %A, i64 %40
  %42 = load float, ptr %41, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %43 = phi float [ %42, %sel.then ], [ 0.000000e+00, %sel.else ]
  %44 = sext i32 %i10 to i64
  %45 = mul nsw i64 %44, 64
  %46 = sext i32 %j14 to i64
  %47 = add nsw i64 %45, %46
  %48 = getelementptr inbounds float, ptr %A_s, i64 %47
  store float %43, ptr %48, align 4
  %49 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !23

for.cond15:                                       ; preds = %for.end21, %for.end9
  %i18 = phi i32 [ 0, %for.end9 ], [ %60, %for.end21 ]
  %50 = icmp slt i32 %i18, 64
  br i1 %50, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 32, ptr %A_s, i32 64, i32 1, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 64)
  %51 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !24

for.cond19:                                       ; preds = %sel.end25, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %78, %sel.end25 ]
  %52 = icmp slt i32 %j22, 32
  br i1 %52, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %53 = mul i32 %bx, 64
  %54 = add i32 %53, %i18
  %55 = icmp slt i32 %54, %N
  %56 = mul i32 %k, 32
  %57 = add i32 %56, %j22
  %58 = icmp slt i32 %57, %K
  %59 = and i1 %55, %58
  br i1 %59, label %sel.then23, label %sel.else24

for.end21:                                        ; preds = %for.cond19
  %60 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !25

sel.then23:                                       ; preds = %for.body20
  %61 = mul i32 %bx, 64
  %62 = add i32 %61, %i18
  %63 = sext i32 %62 to i64
  %64 = sext i32 %K to i64
  %65 = mul nsw i64 %63, %64
  %66 = mul i32 %k, 32
  %67 = add i32 %66, %j22
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %65, %68
  %70 = getelementptr inbounds float, ptr %B, i64 %69
  %71 = load float, ptr %70, align 4
  br label %sel.end25

sel.else24:                                       ; preds = %for.body20
  br label %sel.end25

sel.end25:                                        ; preds = %sel.else24, %sel.then23
  %72 = phi float [ %71, %sel.then23 ], [ 0.000000e+00, %sel.else24 ]
  %73 = sext i32 %i18 to i64
  %74 = mul nsw i64 %73, 32
  %75 = sext i32 %j22 to i64
  %76 = add nsw i64 %74, %75
  %77 = getelementptr inbounds float, ptr %B_s, i64 %76
  store float %72, ptr %77, align 4
  %78 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !26

for.cond26:                                       ; preds = %for.end31, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %88, %for.end31 ]
  %79 = icmp slt i32 %i1, 64
  br i1 %79, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond29

for.end28:                                        ; preds = %for.cond26
  ret void

for.cond29:                                       ; preds = %if.end, %for.body27
  %j1 = phi i32 [ 0, %for.body27 ], [ %105, %if.end ]
  %80 = icmp slt i32 %j1, 64
  br i1 %80, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %81 = mul i32 %by, 64
  %82 = add i32 %81, %i1
  %83 = icmp slt i32 %82, %M
  %84 = mul i32 %bx, 64
  %85 = add i32 %84, %j1
  %86 = icmp slt i32 %85, %N
  %87 = and i1 %83, %86
  br i1 %87, label %if.then, label %if.else

for.end31:                                        ; preds = %for.cond29
  %88 = add nsw i32 %i1, 1
  br label %for.cond26, !llvm.loop !27

if.then:                                          ; preds = %for.body30
  %89 = sext i32 %i1 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j1 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds float, ptr %C_f, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = mul i32 %by, 64
  %96 = add i32 %95, %i1
  %97 = sext i32 %96 to i64
  %98 = sext i32 %N to i64
  %99 = mul nsw i64 %97, %98
  %100 = mul i32 %bx, 64
  %101 = add i32 %100, %j1
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %99, %102
  %104 = getelementptr inbounds float, ptr %C, i64 %103
  store float %94, ptr %104, align 4
  br label %if.end

if.else:                                          ; preds = %for.body30
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %105 = add nsw i32 %j1, 1
  br label %for.cond29, !llvm.loop !28
}

; Function Attrs: nounwind
define internal void @matmul_tt_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_tt, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  %25 = trunc i64 %21 to i32
  call void @matmul_tt_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_tt(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_matmul_tt, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds i64, ptr %dims, i64 0
  %10 = load i64, ptr %9, align 8
  %K = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 3
  store i32 %K, ptr %11, align 4
  %12 = getelementptr inbounds i64, ptr %dims, i64 1
  %13 = load i64, ptr %12, align 8
  %M = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 4
  store i32 %M, ptr %14, align 4
  %15 = getelementptr inbounds i64, ptr %dims, i64 2
  %16 = load i64, ptr %15, align 8
  %N = trunc i64 %16 to i32
  %17 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 5
  store i32 %N, ptr %17, align 4
  %18 = getelementptr inbounds %tilec_args_matmul_tt, ptr %a, i32 0, i32 6
  %19 = sext i32 %N to i64
  %20 = sdiv i64 %19, 64
  %21 = sub i64 0, %19
  %22 = select i1 false, i64 %21, i64 %20
  %23 = srem i64 %19, 64
  %24 = icmp ne i64 %23, 0
  %25 = icmp slt i64 %19, 0
  %26 = icmp eq i1 %25, false
  %27 = and i1 %24, %26
  %28 = zext i1 %27 to i64
  %29 = add i64 %22, %28
  %30 = trunc i64 %29 to i32
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  store i64 %31, ptr %32, align 8
  %33 = icmp sgt i64 %31, 0
  %34 = mul i64 1, %31
  %35 = sext i32 %M to i64
  %36 = sdiv i64 %35, 64
  %37 = sub i64 0, %35
  %38 = select i1 false, i64 %37, i64 %36
  %39 = srem i64 %35, 64
  %40 = icmp ne i64 %39, 0
  %41 = icmp slt i64 %35, 0
  %42 = icmp eq i1 %41, false
  %43 = and i1 %40, %42
  %44 = zext i1 %43 to i64
  %45 = add i64 %38, %44
  %46 = trunc i64 %45 to i32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  store i64 %47, ptr %48, align 8
  %49 = icmp sgt i64 %47, 0
  %50 = and i1 %33, %49
  %51 = mul i64 %34, %47
  %52 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  store i64 1, ptr %52, align 8
  %53 = and i1 %50, true
  %54 = mul i64 %51, 1
  br i1 %53, label %run, label %empty

run:                                              ; preds = %body
  %55 = call i32 @tilec_rt_run_blocks(i64 %54, i32 %nworkers, ptr @matmul_tt_task, ptr %a)
  ret i32 %55

empty:                                            ; preds = %body
  ret i32 0
}

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
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
