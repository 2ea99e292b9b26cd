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
  call void @llvm.memset.p0.i64(ptr align 64 %tile_t, i8 0, i64 4096, i1 false)
  %0 = mul i32 %by, 32
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %by, 32
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 32
  %5 = sext i32 %M to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  %8 = mul i32 %bx, 32
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 32
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 32
  %13 = sext i32 %N to i64
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
  %i1 = phi i32 [ 0, %if.then ], [ %36, %for.end3 ]
  %17 = icmp slt i32 %i1, 32
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %35, %for.body2 ]
  %18 = icmp slt i32 %j1, 32
  br i1 %18, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %19 = mul i32 %by, 32
  %20 = add i32 %19, %i1
  %21 = sext i32 %20 to i64
  %22 = sext i32 %N to i64
  %23 = mul nsw i64 %21, %22
  %24 = mul i32 %bx, 32
  %25 = add i32 %24, %j1
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = getelementptr inbounds float, ptr %A, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = sext i32 %i1 to i64
  %31 = mul nsw i64 %30, 32
  %32 = sext i32 %j1 to i64
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %tile, i64 %33
  store float %29, ptr %34, align 4
  %35 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %36 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end10, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %64, %for.end10 ]
  %37 = icmp slt i32 %i17, 32
  br i1 %37, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j111 = phi i32 [ 0, %for.body5 ], [ %82, %sel.end ]
  %38 = icmp slt i32 %j111, 32
  br i1 %38, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %39 = mul i32 %by, 32
  %40 = sext i32 %39 to i64
  %41 = sext i32 %i17 to i64
  %42 = add i64 %40, %41
  %43 = icmp sle i64 0, %42
  %44 = mul i32 %by, 32
  %45 = sext i32 %44 to i64
  %46 = sext i32 %i17 to i64
  %47 = add i64 %45, %46
  %48 = sext i32 %M to i64
  %49 = icmp slt i64 %47, %48
  %50 = and i1 %43, %49
  %51 = mul i32 %bx, 32
  %52 = sext i32 %51 to i64
  %53 = sext i32 %j111 to i64
  %54 = add i64 %52, %53
  %55 = icmp sle i64 0, %54
  %56 = mul i32 %bx, 32
  %57 = sext i32 %56 to i64
  %58 = sext i32 %j111 to i64
  %59 = add i64 %57, %58
  %60 = sext i32 %N to i64
  %61 = icmp slt i64 %59, %60
  %62 = and i1 %55, %61
  %63 = and i1 %50, %62
  br i1 %63, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %64 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

sel.then:                                         ; preds = %for.body9
  %65 = mul i32 %by, 32
  %66 = add i32 %65, %i17
  %67 = sext i32 %66 to i64
  %68 = sext i32 %N to i64
  %69 = mul nsw i64 %67, %68
  %70 = mul i32 %bx, 32
  %71 = add i32 %70, %j111
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = getelementptr inbounds float, ptr %A, i64 %73
  %75 = load float, ptr %74, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %76 = phi float [ %75, %sel.then ], [ 0.000000e+00, %sel.else ]
  %77 = sext i32 %i17 to i64
  %78 = mul nsw i64 %77, 32
  %79 = sext i32 %j111 to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds float, ptr %tile, i64 %80
  store float %76, ptr %81, align 4
  %82 = add nsw i32 %j111, 1
  br label %for.cond8, !llvm.loop !5

for.cond12:                                       ; preds = %for.end17, %if.end
  %i = phi i32 [ 0, %if.end ], [ %114, %for.end17 ]
  %83 = icmp slt i32 %i, 32
  br i1 %83, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  br label %for.cond15

for.end14:                                        ; preds = %for.cond12
  %84 = mul i32 %bx, 32
  %85 = icmp sle i32 0, %84
  %86 = mul i32 %bx, 32
  %87 = sext i32 %86 to i64
  %88 = add i64 %87, 32
  %89 = sext i32 %N to i64
  %90 = icmp sle i64 %88, %89
  %91 = and i1 %85, %90
  %92 = mul i32 %by, 32
  %93 = icmp sle i32 0, %92
  %94 = mul i32 %by, 32
  %95 = sext i32 %94 to i64
  %96 = add i64 %95, 32
  %97 = sext i32 %M to i64
  %98 = icmp sle i64 %96, %97
  %99 = and i1 %93, %98
  %100 = and i1 %91, %99
  br i1 %100, label %if.then18, label %if.else19

for.cond15:                                       ; preds = %for.body16, %for.body13
  %j = phi i32 [ 0, %for.body13 ], [ %113, %for.body16 ]
  %101 = icmp slt i32 %j, 32
  br i1 %101, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %102 = sext i32 %i to i64
  %103 = mul nsw i64 %102, 32
  %104 = sext i32 %j to i64
  %105 = add nsw i64 %103, %104
  %106 = getelementptr inbounds float, ptr %tile, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = sext i32 %j to i64
  %109 = mul nsw i64 %108, 32
  %110 = sext i32 %i to i64
  %111 = add nsw i64 %109, %110
  %112 = getelementptr inbounds float, ptr %tile_t, i64 %111
  store float %107, ptr %112, align 4
  %113 = add nsw i32 %j, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  %114 = add nsw i32 %i, 1
  br label %for.cond12, !llvm.loop !7

if.then18:                                        ; preds = %for.end14
  br label %for.cond21

if.else19:                                        ; preds = %for.end14
  br label %for.cond32

if.end20:                                         ; preds = %for.end34, %for.end23
  ret void

for.cond21:                                       ; preds = %if.end27, %if.then18
  %i124 = phi i32 [ 0, %if.then18 ], [ %134, %if.end27 ]
  %115 = icmp slt i32 %i124, 32
  br i1 %115, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %116 = sext i32 %N to i64
  %117 = sext i32 %M to i64
  %118 = mul i64 %116, %117
  %119 = icmp sge i64 %118, 8388608
  br i1 %119, label %if.then25, label %if.else26

for.end23:                                        ; preds = %for.cond21
  br label %if.end20

if.then25:                                        ; preds = %for.body22
  %120 = mul i32 %bx, 32
  %121 = add i32 %120, %i124
  %122 = sext i32 %121 to i64
  %123 = sext i32 %M to i64
  %124 = mul nsw i64 %122, %123
  %125 = mul i32 %by, 32
  %126 = add i32 %125, 0
  %127 = sext i32 %126 to i64
  %128 = add nsw i64 %124, %127
  %129 = getelementptr inbounds float, ptr %B, i64 %128
  %130 = sext i32 %i124 to i64
  %131 = mul nsw i64 %130, 32
  %132 = add nsw i64 %131, 0
  %133 = getelementptr inbounds float, ptr %tile_t, i64 %132
  call void @tilec_rt_stream(ptr %129, ptr %133, i64 128)
  br label %if.end27

if.else26:                                        ; preds = %for.body22
  br label %for.cond28

if.end27:                                         ; preds = %for.end30, %if.then25
  %134 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !8

for.cond28:                                       ; preds = %for.body29, %if.else26
  %j131 = phi i32 [ 0, %if.else26 ], [ %152, %for.body29 ]
  %135 = icmp slt i32 %j131, 32
  br i1 %135, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %136 = sext i32 %i124 to i64
  %137 = mul nsw i64 %136, 32
  %138 = sext i32 %j131 to i64
  %139 = add nsw i64 %137, %138
  %140 = getelementptr inbounds float, ptr %tile_t, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = mul i32 %bx, 32
  %143 = add i32 %142, %i124
  %144 = sext i32 %143 to i64
  %145 = sext i32 %M to i64
  %146 = mul nsw i64 %144, %145
  %147 = mul i32 %by, 32
  %148 = add i32 %147, %j131
  %149 = sext i32 %148 to i64
  %150 = add nsw i64 %146, %149
  %151 = getelementptr inbounds float, ptr %B, i64 %150
  store float %141, ptr %151, align 4
  %152 = add nsw i32 %j131, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond32:                                       ; preds = %for.end38, %if.else19
  %i135 = phi i32 [ 0, %if.else19 ], [ %180, %for.end38 ]
  %153 = icmp slt i32 %i135, 32
  br i1 %153, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  br label %for.cond36

for.end34:                                        ; preds = %for.cond32
  br label %if.end20

for.cond36:                                       ; preds = %if.end42, %for.body33
  %j139 = phi i32 [ 0, %for.body33 ], [ %197, %if.end42 ]
  %154 = icmp slt i32 %j139, 32
  br i1 %154, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %155 = mul i32 %bx, 32
  %156 = sext i32 %155 to i64
  %157 = sext i32 %i135 to i64
  %158 = add i64 %156, %157
  %159 = icmp sle i64 0, %158
  %160 = mul i32 %bx, 32
  %161 = sext i32 %160 to i64
  %162 = sext i32 %i135 to i64
  %163 = add i64 %161, %162
  %164 = sext i32 %N to i64
  %165 = icmp slt i64 %163, %164
  %166 = and i1 %159, %165
  %167 = mul i32 %by, 32
  %168 = sext i32 %167 to i64
  %169 = sext i32 %j139 to i64
  %170 = add i64 %168, %169
  %171 = icmp sle i64 0, %170
  %172 = mul i32 %by, 32
  %173 = sext i32 %172 to i64
  %174 = sext i32 %j139 to i64
  %175 = add i64 %173, %174
  %176 = sext i32 %M to i64
  %177 = icmp slt i64 %175, %176
  %178 = and i1 %171, %177
  %179 = and i1 %166, %178
  br i1 %179, label %if.then40, label %if.else41

for.end38:                                        ; preds = %for.cond36
  %180 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !10

if.then40:                                        ; preds = %for.body37
  %181 = sext i32 %i135 to i64
  %182 = mul nsw i64 %181, 32
  %183 = sext i32 %j139 to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds float, ptr %tile_t, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = mul i32 %bx, 32
  %188 = add i32 %187, %i135
  %189 = sext i32 %188 to i64
  %190 = sext i32 %M to i64
  %191 = mul nsw i64 %189, %190
  %192 = mul i32 %by, 32
  %193 = add i32 %192, %j139
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %191, %194
  %196 = getelementptr inbounds float, ptr %B, i64 %195
  store float %186, ptr %196, align 4
  br label %if.end42

if.else41:                                        ; preds = %for.body37
  br label %if.end42

if.end42:                                         ; preds = %if.else41, %if.then40
  %197 = add nsw i32 %j139, 1
  br label %for.cond36, !llvm.loop !11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_stream(ptr, ptr, i64)

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
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
