; ModuleID = 'gemm.tile'
source_filename = "gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
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
  %2 = sdiv i64 %1, 16
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 16
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

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %91, %if.end25 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 64
  %23 = add i32 %22, 64
  %24 = icmp sle i32 %23, %M
  %25 = mul i32 %k, 16
  %26 = add i32 %25, 16
  %27 = icmp sle i32 %26, %K
  %28 = and i1 %24, %27
  br i1 %28, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %29 = mul i32 %by, 64
  %30 = add i32 %29, 64
  %31 = icmp sle i32 %30, %M
  %32 = mul i32 %bx, 64
  %33 = add i32 %32, 64
  %34 = icmp sle i32 %33, %N
  %35 = and i1 %31, %34
  br i1 %35, label %if.then45, label %if.else46

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %36 = mul i32 %k, 16
  %37 = add i32 %36, 16
  %38 = icmp sle i32 %37, %K
  %39 = mul i32 %bx, 64
  %40 = add i32 %39, 64
  %41 = icmp sle i32 %40, %N
  %42 = and i1 %38, %41
  br i1 %42, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %62, %for.end13 ]
  %43 = icmp slt i32 %i10, 64
  br i1 %43, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %61, %for.body12 ]
  %44 = icmp slt i32 %j14, 16
  br i1 %44, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %45 = mul i32 %by, 64
  %46 = add i32 %45, %i10
  %47 = sext i32 %46 to i64
  %48 = sext i32 %K to i64
  %49 = mul nsw i64 %47, %48
  %50 = mul i32 %k, 16
  %51 = add i32 %50, %j14
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %49, %52
  %54 = getelementptr inbounds float, ptr %A, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = sext i32 %i10 to i64
  %57 = mul nsw i64 %56, 16
  %58 = sext i32 %j14 to i64
  %59 = add nsw i64 %57, %58
  %60 = getelementptr inbounds float, ptr %A_s, i64 %59
  store float %55, ptr %60, align 4
  %61 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %62 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %72, %for.end21 ]
  %63 = icmp slt i32 %i18, 64
  br i1 %63, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %90, %sel.end ]
  %64 = icmp slt i32 %j22, 16
  br i1 %64, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %65 = mul i32 %by, 64
  %66 = add i32 %65, %i18
  %67 = icmp slt i32 %66, %M
  %68 = mul i32 %k, 16
  %69 = add i32 %68, %j22
  %70 = icmp slt i32 %69, %K
  %71 = and i1 %67, %70
  br i1 %71, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %72 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %73 = mul i32 %by, 64
  %74 = add i32 %73, %i18
  %75 = sext i32 %74 to i64
  %76 = sext i32 %K to i64
  %77 = mul nsw i64 %75, %76
  %78 = mul i32 %k, 16
  %79 = add i32 %78, %j22
  %80 = sext i32 %79 to i64
  %81 = add nsw i64 %77, %80
  %82 = getelementptr inbounds float, ptr %A, i64 %81
  %83 = load float, ptr %82, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %84 = phi float [ %83, %sel.then ], [ 0.000000e+00, %sel.else ]
  %85 = sext i32 %i18 to i64
  %86 = mul nsw i64 %85, 16
  %87 = sext i32 %j22 to i64
  %88 = add nsw i64 %86, %87
  %89 = getelementptr inbounds float, ptr %A_s, i64 %88
  store float %84, ptr %89, align 4
  %90 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 16, ptr %A_s, i32 16, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %91 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !8

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %111, %for.end32 ]
  %92 = icmp slt i32 %i29, 16
  br i1 %92, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %110, %for.body31 ]
  %93 = icmp slt i32 %j33, 64
  br i1 %93, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %94 = mul i32 %k, 16
  %95 = add i32 %94, %i29
  %96 = sext i32 %95 to i64
  %97 = sext i32 %N to i64
  %98 = mul nsw i64 %96, %97
  %99 = mul i32 %bx, 64
  %100 = add i32 %99, %j33
  %101 = sext i32 %100 to i64
  %102 = add nsw i64 %98, %101
  %103 = getelementptr inbounds float, ptr %B, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = sext i32 %i29 to i64
  %106 = mul nsw i64 %105, 64
  %107 = sext i32 %j33 to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %B_s, i64 %108
  store float %104, ptr %109, align 4
  %110 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %111 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !10

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %121, %for.end40 ]
  %112 = icmp slt i32 %i37, 16
  br i1 %112, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %139, %sel.end44 ]
  %113 = icmp slt i32 %j41, 64
  br i1 %113, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %114 = mul i32 %k, 16
  %115 = add i32 %114, %i37
  %116 = icmp slt i32 %115, %K
  %117 = mul i32 %bx, 64
  %118 = add i32 %117, %j41
  %119 = icmp slt i32 %118, %N
  %120 = and i1 %116, %119
  br i1 %120, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %121 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !11

sel.then42:                                       ; preds = %for.body39
  %122 = mul i32 %k, 16
  %123 = add i32 %122, %i37
  %124 = sext i32 %123 to i64
  %125 = sext i32 %N to i64
  %126 = mul nsw i64 %124, %125
  %127 = mul i32 %bx, 64
  %128 = add i32 %127, %j41
  %129 = sext i32 %128 to i64
  %130 = add nsw i64 %126, %129
  %131 = getelementptr inbounds float, ptr %B, i64 %130
  %132 = load float, ptr %131, align 4
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %133 = phi float [ %132, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %134 = sext i32 %i37 to i64
  %135 = mul nsw i64 %134, 64
  %136 = sext i32 %j41 to i64
  %137 = add nsw i64 %135, %136
  %138 = getelementptr inbounds float, ptr %B_s, i64 %137
  store float %133, ptr %138, align 4
  %139 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !12

if.then45:                                        ; preds = %for.end6
  br label %for.cond48

if.else46:                                        ; preds = %for.end6
  br label %for.cond54

if.end47:                                         ; preds = %for.end56, %for.end50
  ret void

for.cond48:                                       ; preds = %for.end53, %if.then45
  %i1 = phi i32 [ 0, %if.then45 ], [ %159, %for.end53 ]
  %140 = icmp slt i32 %i1, 64
  br i1 %140, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %for.body49
  %j1 = phi i32 [ 0, %for.body49 ], [ %158, %for.body52 ]
  %141 = icmp slt i32 %j1, 64
  br i1 %141, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %142 = sext i32 %i1 to i64
  %143 = mul nsw i64 %142, 64
  %144 = sext i32 %j1 to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds float, ptr %C_f, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = mul i32 %by, 64
  %149 = add i32 %148, %i1
  %150 = sext i32 %149 to i64
  %151 = sext i32 %N to i64
  %152 = mul nsw i64 %150, %151
  %153 = mul i32 %bx, 64
  %154 = add i32 %153, %j1
  %155 = sext i32 %154 to i64
  %156 = add nsw i64 %152, %155
  %157 = getelementptr inbounds float, ptr %C, i64 %156
  store float %147, ptr %157, align 4
  %158 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !13

for.end53:                                        ; preds = %for.cond51
  %159 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !14

for.cond54:                                       ; preds = %for.end60, %if.else46
  %i157 = phi i32 [ 0, %if.else46 ], [ %169, %for.end60 ]
  %160 = icmp slt i32 %i157, 64
  br i1 %160, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond58

for.end56:                                        ; preds = %for.cond54
  br label %if.end47

for.cond58:                                       ; preds = %if.end64, %for.body55
  %j161 = phi i32 [ 0, %for.body55 ], [ %186, %if.end64 ]
  %161 = icmp slt i32 %j161, 64
  br i1 %161, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %162 = mul i32 %by, 64
  %163 = add i32 %162, %i157
  %164 = icmp slt i32 %163, %M
  %165 = mul i32 %bx, 64
  %166 = add i32 %165, %j161
  %167 = icmp slt i32 %166, %N
  %168 = and i1 %164, %167
  br i1 %168, label %if.then62, label %if.else63

for.end60:                                        ; preds = %for.cond58
  %169 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !15

if.then62:                                        ; preds = %for.body59
  %170 = sext i32 %i157 to i64
  %171 = mul nsw i64 %170, 64
  %172 = sext i32 %j161 to i64
  %173 = add nsw i64 %171, %172
  %174 = getelementptr inbounds float, ptr %C_f, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = mul i32 %by, 64
  %177 = add i32 %176, %i157
  %178 = sext i32 %177 to i64
  %179 = sext i32 %N to i64
  %180 = mul nsw i64 %178, %179
  %181 = mul i32 %bx, 64
  %182 = add i32 %181, %j161
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %180, %183
  %185 = getelementptr inbounds float, ptr %C, i64 %184
  store float %175, ptr %185, align 4
  br label %if.end64

if.else63:                                        ; preds = %for.body59
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %if.then62
  %186 = add nsw i32 %j161, 1
  br label %for.cond58, !llvm.loop !16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 6
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
  call void @matmul_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_task, ptr %a)
  ret i32 %57

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
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
