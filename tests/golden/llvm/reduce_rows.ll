; ModuleID = 'reduce_rows.tile'
source_filename = "reduce_rows.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_row_sum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_sum_lanes = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max_lanes = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @row_sum_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_4, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
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

for.cond1:                                        ; preds = %for.end27, %for.end
  %c = phi i32 [ 0, %for.end ], [ %129, %for.end27 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 8
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 8
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 8
  %22 = sext i32 %M to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 256
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 256
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 256
  %30 = sext i32 %N to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  br i1 %41, label %if.then42, label %if.else43

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %61, %for.end10 ]
  %42 = icmp slt i32 %i27, 8
  br i1 %42, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %60, %for.body9 ]
  %43 = icmp slt i32 %j1, 256
  br i1 %43, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %44 = mul i32 %bx, 8
  %45 = add i32 %44, %i27
  %46 = sext i32 %45 to i64
  %47 = sext i32 %N to i64
  %48 = mul nsw i64 %46, %47
  %49 = mul i32 %c, 256
  %50 = add i32 %49, %j1
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %48, %51
  %53 = getelementptr inbounds float, ptr %X, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = sext i32 %i27 to i64
  %56 = mul nsw i64 %55, 256
  %57 = sext i32 %j1 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  store float %54, ptr %59, align 4
  %60 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %61 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end17, %if.else
  %i214 = phi i32 [ 0, %if.else ], [ %89, %for.end17 ]
  %62 = icmp slt i32 %i214, 8
  br i1 %62, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %107, %sel.end ]
  %63 = icmp slt i32 %j118, 256
  br i1 %63, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %64 = mul i32 %bx, 8
  %65 = sext i32 %64 to i64
  %66 = sext i32 %i214 to i64
  %67 = add i64 %65, %66
  %68 = icmp sle i64 0, %67
  %69 = mul i32 %bx, 8
  %70 = sext i32 %69 to i64
  %71 = sext i32 %i214 to i64
  %72 = add i64 %70, %71
  %73 = sext i32 %M to i64
  %74 = icmp slt i64 %72, %73
  %75 = and i1 %68, %74
  %76 = mul i32 %c, 256
  %77 = sext i32 %76 to i64
  %78 = sext i32 %j118 to i64
  %79 = add i64 %77, %78
  %80 = icmp sle i64 0, %79
  %81 = mul i32 %c, 256
  %82 = sext i32 %81 to i64
  %83 = sext i32 %j118 to i64
  %84 = add i64 %82, %83
  %85 = sext i32 %N to i64
  %86 = icmp slt i64 %84, %85
  %87 = and i1 %80, %86
  %88 = and i1 %75, %87
  br i1 %88, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %89 = add nsw i32 %i214, 1
  br label %for.cond11, !llvm.loop !5

sel.then:                                         ; preds = %for.body16
  %90 = mul i32 %bx, 8
  %91 = add i32 %90, %i214
  %92 = sext i32 %91 to i64
  %93 = sext i32 %N to i64
  %94 = mul nsw i64 %92, %93
  %95 = mul i32 %c, 256
  %96 = add i32 %95, %j118
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %94, %97
  %99 = getelementptr inbounds float, ptr %X, i64 %98
  %100 = load float, ptr %99, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %101 = phi float [ %100, %sel.then ], [ 0.000000e+00, %sel.else ]
  %102 = sext i32 %i214 to i64
  %103 = mul nsw i64 %102, 256
  %104 = sext i32 %j118 to i64
  %105 = add nsw i64 %103, %104
  %106 = getelementptr inbounds float, ptr %X_f, i64 %105
  store float %101, ptr %106, align 4
  %107 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.cond19:                                       ; preds = %for.end24, %if.end
  %i = phi i32 [ 0, %if.end ], [ %127, %for.end24 ]
  %108 = icmp slt i32 %i, 8
  br i1 %108, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  br label %for.cond25

for.cond22:                                       ; preds = %for.body23, %for.body20
  %j = phi i32 [ 0, %for.body20 ], [ %126, %for.body23 ]
  %109 = icmp slt i32 %j, 256
  br i1 %109, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %110 = mul i32 %c, 256
  %111 = add i32 %110, %j
  %112 = icmp slt i32 %111, %N
  %113 = sext i32 %i to i64
  %114 = mul nsw i64 %113, 256
  %115 = sext i32 %j to i64
  %116 = add nsw i64 %114, %115
  %117 = call i64 @llvm.umin.i64(i64 %116, i64 2047)
  %118 = getelementptr inbounds float, ptr %X_f, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = select i1 %112, float %119, float 0.000000e+00
  %121 = sext i32 %i to i64
  %122 = mul nsw i64 %121, 256
  %123 = sext i32 %j to i64
  %124 = add nsw i64 %122, %123
  %125 = getelementptr inbounds float, ptr %X_f, i64 %124
  store float %120, ptr %125, align 4
  %126 = add nsw i32 %j, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %127 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !8

for.cond25:                                       ; preds = %for.end40, %for.end21
  %i1 = phi i32 [ 0, %for.end21 ], [ %170, %for.end40 ]
  %128 = icmp slt i32 %i1, 8
  br i1 %128, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  %129 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !9

for.cond28:                                       ; preds = %for.body29, %for.body26
  %lane = phi i32 [ 0, %for.body26 ], [ %139, %for.body29 ]
  %130 = icmp slt i32 %lane, 32
  br i1 %130, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %131 = sext i32 %i1 to i64
  %132 = mul nsw i64 %131, 256
  %133 = sext i32 %lane to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds float, ptr %X_f, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sext i32 %lane to i64
  %138 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %137
  store float %136, ptr %138, align 4
  %139 = add nsw i32 %lane, 1
  br label %for.cond28, !llvm.loop !10

for.end30:                                        ; preds = %for.cond28
  br label %for.cond31

for.cond31:                                       ; preds = %for.end36, %for.end30
  %red = phi i32 [ 0, %for.end30 ], [ %158, %for.end36 ]
  %140 = icmp slt i32 %red, 7
  br i1 %140, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond34

for.end33:                                        ; preds = %for.cond31
  br label %for.cond38

for.cond34:                                       ; preds = %for.body35, %for.body32
  %lane37 = phi i32 [ 0, %for.body32 ], [ %157, %for.body35 ]
  %141 = icmp slt i32 %lane37, 32
  br i1 %141, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %142 = sext i32 %lane37 to i64
  %143 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = sext i32 %i1 to i64
  %146 = mul nsw i64 %145, 256
  %147 = add i32 %red, 1
  %148 = mul i32 %147, 32
  %149 = add i32 %148, %lane37
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %146, %150
  %152 = getelementptr inbounds float, ptr %X_f, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fadd float %144, %153
  %155 = sext i32 %lane37 to i64
  %156 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %155
  store float %154, ptr %156, align 4
  %157 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !11

for.end36:                                        ; preds = %for.cond34
  %158 = add nsw i32 %red, 1
  br label %for.cond31, !llvm.loop !12

for.cond38:                                       ; preds = %for.body39, %for.end33
  %lane41 = phi i32 [ 0, %for.end33 ], [ %169, %for.body39 ]
  %159 = icmp slt i32 %lane41, 32
  br i1 %159, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %160 = sext i32 %i1 to i64
  %161 = getelementptr inbounds float, ptr %acc, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = sext i32 %lane41 to i64
  %164 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = fadd float %162, %165
  %167 = sext i32 %i1 to i64
  %168 = getelementptr inbounds float, ptr %acc, i64 %167
  store float %166, ptr %168, align 4
  %169 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !13

for.end40:                                        ; preds = %for.cond38
  %170 = add nsw i32 %i1, 1
  br label %for.cond25, !llvm.loop !14

if.then42:                                        ; preds = %for.end3
  %171 = sext i32 %M to i64
  %172 = icmp sge i64 %171, 8388608
  br i1 %172, label %if.then45, label %if.else46

if.else43:                                        ; preds = %for.end3
  br label %for.cond51

if.end44:                                         ; preds = %for.end53, %if.end47
  ret void

if.then45:                                        ; preds = %if.then42
  %173 = mul i32 %bx, 8
  %174 = add i32 %173, 0
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds float, ptr %S, i64 %175
  %177 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %176, ptr %177, i64 32)
  br label %if.end47

if.else46:                                        ; preds = %if.then42
  br label %for.cond48

if.end47:                                         ; preds = %for.end50, %if.then45
  br label %if.end44

for.cond48:                                       ; preds = %for.body49, %if.else46
  %i3 = phi i32 [ 0, %if.else46 ], [ %186, %for.body49 ]
  %178 = icmp slt i32 %i3, 8
  br i1 %178, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %179 = sext i32 %i3 to i64
  %180 = getelementptr inbounds float, ptr %acc, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = mul i32 %bx, 8
  %183 = add i32 %182, %i3
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr %S, i64 %184
  store float %181, ptr %185, align 4
  %186 = add nsw i32 %i3, 1
  br label %for.cond48, !llvm.loop !15

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %if.end57, %if.else43
  %i354 = phi i32 [ 0, %if.else43 ], [ %207, %if.end57 ]
  %187 = icmp slt i32 %i354, 8
  br i1 %187, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %188 = mul i32 %bx, 8
  %189 = sext i32 %188 to i64
  %190 = sext i32 %i354 to i64
  %191 = add i64 %189, %190
  %192 = icmp sle i64 0, %191
  %193 = mul i32 %bx, 8
  %194 = sext i32 %193 to i64
  %195 = sext i32 %i354 to i64
  %196 = add i64 %194, %195
  %197 = sext i32 %M to i64
  %198 = icmp slt i64 %196, %197
  %199 = and i1 %192, %198
  br i1 %199, label %if.then55, label %if.else56

for.end53:                                        ; preds = %for.cond51
  br label %if.end44

if.then55:                                        ; preds = %for.body52
  %200 = sext i32 %i354 to i64
  %201 = getelementptr inbounds float, ptr %acc, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = mul i32 %bx, 8
  %204 = add i32 %203, %i354
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr %S, i64 %205
  store float %202, ptr %206, align 4
  br label %if.end57

if.else56:                                        ; preds = %for.body52
  br label %if.end57

if.end57:                                         ; preds = %if.else56, %if.then55
  %207 = add nsw i32 %i354, 1
  br label %for.cond51, !llvm.loop !16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

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
define i32 @tilec_launch_row_sum(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @row_max_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_4, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0xFFF0000000000000, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !17

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

for.cond1:                                        ; preds = %for.end27, %for.end
  %c = phi i32 [ 0, %for.end ], [ %129, %for.end27 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 8
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 8
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 8
  %22 = sext i32 %M to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 256
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 256
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 256
  %30 = sext i32 %N to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  br i1 %41, label %if.then42, label %if.else43

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %61, %for.end10 ]
  %42 = icmp slt i32 %i27, 8
  br i1 %42, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %60, %for.body9 ]
  %43 = icmp slt i32 %j1, 256
  br i1 %43, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %44 = mul i32 %bx, 8
  %45 = add i32 %44, %i27
  %46 = sext i32 %45 to i64
  %47 = sext i32 %N to i64
  %48 = mul nsw i64 %46, %47
  %49 = mul i32 %c, 256
  %50 = add i32 %49, %j1
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %48, %51
  %53 = getelementptr inbounds float, ptr %X, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = sext i32 %i27 to i64
  %56 = mul nsw i64 %55, 256
  %57 = sext i32 %j1 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  store float %54, ptr %59, align 4
  %60 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !18

for.end10:                                        ; preds = %for.cond8
  %61 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !19

for.cond11:                                       ; preds = %for.end17, %if.else
  %i214 = phi i32 [ 0, %if.else ], [ %89, %for.end17 ]
  %62 = icmp slt i32 %i214, 8
  br i1 %62, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %107, %sel.end ]
  %63 = icmp slt i32 %j118, 256
  br i1 %63, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %64 = mul i32 %bx, 8
  %65 = sext i32 %64 to i64
  %66 = sext i32 %i214 to i64
  %67 = add i64 %65, %66
  %68 = icmp sle i64 0, %67
  %69 = mul i32 %bx, 8
  %70 = sext i32 %69 to i64
  %71 = sext i32 %i214 to i64
  %72 = add i64 %70, %71
  %73 = sext i32 %M to i64
  %74 = icmp slt i64 %72, %73
  %75 = and i1 %68, %74
  %76 = mul i32 %c, 256
  %77 = sext i32 %76 to i64
  %78 = sext i32 %j118 to i64
  %79 = add i64 %77, %78
  %80 = icmp sle i64 0, %79
  %81 = mul i32 %c, 256
  %82 = sext i32 %81 to i64
  %83 = sext i32 %j118 to i64
  %84 = add i64 %82, %83
  %85 = sext i32 %N to i64
  %86 = icmp slt i64 %84, %85
  %87 = and i1 %80, %86
  %88 = and i1 %75, %87
  br i1 %88, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %89 = add nsw i32 %i214, 1
  br label %for.cond11, !llvm.loop !20

sel.then:                                         ; preds = %for.body16
  %90 = mul i32 %bx, 8
  %91 = add i32 %90, %i214
  %92 = sext i32 %91 to i64
  %93 = sext i32 %N to i64
  %94 = mul nsw i64 %92, %93
  %95 = mul i32 %c, 256
  %96 = add i32 %95, %j118
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %94, %97
  %99 = getelementptr inbounds float, ptr %X, i64 %98
  %100 = load float, ptr %99, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %101 = phi float [ %100, %sel.then ], [ 0.000000e+00, %sel.else ]
  %102 = sext i32 %i214 to i64
  %103 = mul nsw i64 %102, 256
  %104 = sext i32 %j118 to i64
  %105 = add nsw i64 %103, %104
  %106 = getelementptr inbounds float, ptr %X_f, i64 %105
  store float %101, ptr %106, align 4
  %107 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !21

for.cond19:                                       ; preds = %for.end24, %if.end
  %i = phi i32 [ 0, %if.end ], [ %127, %for.end24 ]
  %108 = icmp slt i32 %i, 8
  br i1 %108, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  br label %for.cond25

for.cond22:                                       ; preds = %for.body23, %for.body20
  %j = phi i32 [ 0, %for.body20 ], [ %126, %for.body23 ]
  %109 = icmp slt i32 %j, 256
  br i1 %109, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %110 = mul i32 %c, 256
  %111 = add i32 %110, %j
  %112 = icmp slt i32 %111, %N
  %113 = sext i32 %i to i64
  %114 = mul nsw i64 %113, 256
  %115 = sext i32 %j to i64
  %116 = add nsw i64 %114, %115
  %117 = call i64 @llvm.umin.i64(i64 %116, i64 2047)
  %118 = getelementptr inbounds float, ptr %X_f, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = select i1 %112, float %119, float 0xFFF0000000000000
  %121 = sext i32 %i to i64
  %122 = mul nsw i64 %121, 256
  %123 = sext i32 %j to i64
  %124 = add nsw i64 %122, %123
  %125 = getelementptr inbounds float, ptr %X_f, i64 %124
  store float %120, ptr %125, align 4
  %126 = add nsw i32 %j, 1
  br label %for.cond22, !llvm.loop !22

for.end24:                                        ; preds = %for.cond22
  %127 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !23

for.cond25:                                       ; preds = %for.end40, %for.end21
  %i1 = phi i32 [ 0, %for.end21 ], [ %171, %for.end40 ]
  %128 = icmp slt i32 %i1, 8
  br i1 %128, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  %129 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !24

for.cond28:                                       ; preds = %for.body29, %for.body26
  %lane = phi i32 [ 0, %for.body26 ], [ %139, %for.body29 ]
  %130 = icmp slt i32 %lane, 32
  br i1 %130, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %131 = sext i32 %i1 to i64
  %132 = mul nsw i64 %131, 256
  %133 = sext i32 %lane to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds float, ptr %X_f, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sext i32 %lane to i64
  %138 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %137
  store float %136, ptr %138, align 4
  %139 = add nsw i32 %lane, 1
  br label %for.cond28, !llvm.loop !25

for.end30:                                        ; preds = %for.cond28
  br label %for.cond31

for.cond31:                                       ; preds = %for.end36, %for.end30
  %red = phi i32 [ 0, %for.end30 ], [ %159, %for.end36 ]
  %140 = icmp slt i32 %red, 7
  br i1 %140, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond34

for.end33:                                        ; preds = %for.cond31
  br label %for.cond38

for.cond34:                                       ; preds = %for.body35, %for.body32
  %lane37 = phi i32 [ 0, %for.body32 ], [ %158, %for.body35 ]
  %141 = icmp slt i32 %lane37, 32
  br i1 %141, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %142 = sext i32 %lane37 to i64
  %143 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %142
  %lane_acc = load float, ptr %143, align 4
  %144 = sext i32 %i1 to i64
  %145 = mul nsw i64 %144, 256
  %146 = add i32 %red, 1
  %147 = mul i32 %146, 32
  %148 = add i32 %147, %lane37
  %149 = sext i32 %148 to i64
  %150 = add nsw i64 %145, %149
  %151 = getelementptr inbounds float, ptr %X_f, i64 %150
  %lane_next = load float, ptr %151, align 4
  %152 = fcmp une float %lane_next, %lane_next
  %153 = fcmp ogt float %lane_acc, %lane_next
  %154 = select i1 %153, float %lane_acc, float %lane_next
  %155 = select i1 %152, float %lane_acc, float %154
  %156 = sext i32 %lane37 to i64
  %157 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !26

for.end36:                                        ; preds = %for.cond34
  %159 = add nsw i32 %red, 1
  br label %for.cond31, !llvm.loop !27

for.cond38:                                       ; preds = %for.body39, %for.end33
  %lane41 = phi i32 [ 0, %for.end33 ], [ %170, %for.body39 ]
  %160 = icmp slt i32 %lane41, 32
  br i1 %160, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %161 = sext i32 %i1 to i64
  %162 = getelementptr inbounds float, ptr %acc, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = sext i32 %lane41 to i64
  %165 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = call float @llvm.maxnum.f32(float %163, float %166)
  %168 = sext i32 %i1 to i64
  %169 = getelementptr inbounds float, ptr %acc, i64 %168
  store float %167, ptr %169, align 4
  %170 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !28

for.end40:                                        ; preds = %for.cond38
  %171 = add nsw i32 %i1, 1
  br label %for.cond25, !llvm.loop !29

if.then42:                                        ; preds = %for.end3
  %172 = sext i32 %M to i64
  %173 = icmp sge i64 %172, 8388608
  br i1 %173, label %if.then45, label %if.else46

if.else43:                                        ; preds = %for.end3
  br label %for.cond51

if.end44:                                         ; preds = %for.end53, %if.end47
  ret void

if.then45:                                        ; preds = %if.then42
  %174 = mul i32 %bx, 8
  %175 = add i32 %174, 0
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %Mx, i64 %176
  %178 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %177, ptr %178, i64 32)
  br label %if.end47

if.else46:                                        ; preds = %if.then42
  br label %for.cond48

if.end47:                                         ; preds = %for.end50, %if.then45
  br label %if.end44

for.cond48:                                       ; preds = %for.body49, %if.else46
  %i3 = phi i32 [ 0, %if.else46 ], [ %187, %for.body49 ]
  %179 = icmp slt i32 %i3, 8
  br i1 %179, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %180 = sext i32 %i3 to i64
  %181 = getelementptr inbounds float, ptr %acc, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = mul i32 %bx, 8
  %184 = add i32 %183, %i3
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr %Mx, i64 %185
  store float %182, ptr %186, align 4
  %187 = add nsw i32 %i3, 1
  br label %for.cond48, !llvm.loop !30

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %if.end57, %if.else43
  %i354 = phi i32 [ 0, %if.else43 ], [ %208, %if.end57 ]
  %188 = icmp slt i32 %i354, 8
  br i1 %188, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %189 = mul i32 %bx, 8
  %190 = sext i32 %189 to i64
  %191 = sext i32 %i354 to i64
  %192 = add i64 %190, %191
  %193 = icmp sle i64 0, %192
  %194 = mul i32 %bx, 8
  %195 = sext i32 %194 to i64
  %196 = sext i32 %i354 to i64
  %197 = add i64 %195, %196
  %198 = sext i32 %M to i64
  %199 = icmp slt i64 %197, %198
  %200 = and i1 %193, %199
  br i1 %200, label %if.then55, label %if.else56

for.end53:                                        ; preds = %for.cond51
  br label %if.end44

if.then55:                                        ; preds = %for.body52
  %201 = sext i32 %i354 to i64
  %202 = getelementptr inbounds float, ptr %acc, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = mul i32 %bx, 8
  %205 = add i32 %204, %i354
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds float, ptr %Mx, i64 %206
  store float %203, ptr %207, align 4
  br label %if.end57

if.else56:                                        ; preds = %for.body52
  br label %if.end57

if.end57:                                         ; preds = %if.else56, %if.then55
  %208 = add nsw i32 %i354, 1
  br label %for.cond51, !llvm.loop !31
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
define i32 @tilec_launch_row_max(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @row_sum_lanes_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %part = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_5, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 256
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 256
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i2 to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %part, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !32

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !33

for.cond4:                                        ; preds = %for.end25, %for.end
  %c = phi i32 [ 0, %for.end ], [ %106, %for.end25 ]
  %21 = icmp slt i32 %c, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %bx, 8
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %bx, 8
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 8
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %c, 256
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %c, 256
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 256
  %35 = sext i32 %N to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond29

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  br label %for.cond23

for.cond7:                                        ; preds = %for.end13, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %58, %for.end13 ]
  %39 = icmp slt i32 %i210, 8
  br i1 %39, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %57, %for.body12 ]
  %40 = icmp slt i32 %j114, 256
  br i1 %40, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %41 = mul i32 %bx, 8
  %42 = add i32 %41, %i210
  %43 = sext i32 %42 to i64
  %44 = sext i32 %N to i64
  %45 = mul nsw i64 %43, %44
  %46 = mul i32 %c, 256
  %47 = add i32 %46, %j114
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %45, %48
  %50 = getelementptr inbounds float, ptr %X, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = sext i32 %i210 to i64
  %53 = mul nsw i64 %52, 256
  %54 = sext i32 %j114 to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds float, ptr %X_f, i64 %55
  store float %51, ptr %56, align 4
  %57 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !34

for.end13:                                        ; preds = %for.cond11
  %58 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !35

for.cond15:                                       ; preds = %for.end21, %if.else
  %i218 = phi i32 [ 0, %if.else ], [ %86, %for.end21 ]
  %59 = icmp slt i32 %i218, 8
  br i1 %59, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %104, %sel.end ]
  %60 = icmp slt i32 %j122, 256
  br i1 %60, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %61 = mul i32 %bx, 8
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i218 to i64
  %64 = add i64 %62, %63
  %65 = icmp sle i64 0, %64
  %66 = mul i32 %bx, 8
  %67 = sext i32 %66 to i64
  %68 = sext i32 %i218 to i64
  %69 = add i64 %67, %68
  %70 = sext i32 %M to i64
  %71 = icmp slt i64 %69, %70
  %72 = and i1 %65, %71
  %73 = mul i32 %c, 256
  %74 = sext i32 %73 to i64
  %75 = sext i32 %j122 to i64
  %76 = add i64 %74, %75
  %77 = icmp sle i64 0, %76
  %78 = mul i32 %c, 256
  %79 = sext i32 %78 to i64
  %80 = sext i32 %j122 to i64
  %81 = add i64 %79, %80
  %82 = sext i32 %N to i64
  %83 = icmp slt i64 %81, %82
  %84 = and i1 %77, %83
  %85 = and i1 %72, %84
  br i1 %85, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %86 = add nsw i32 %i218, 1
  br label %for.cond15, !llvm.loop !36

sel.then:                                         ; preds = %for.body20
  %87 = mul i32 %bx, 8
  %88 = add i32 %87, %i218
  %89 = sext i32 %88 to i64
  %90 = sext i32 %N to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %c, 256
  %93 = add i32 %92, %j122
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds float, ptr %X, i64 %95
  %97 = load float, ptr %96, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %98 = phi float [ %97, %sel.then ], [ 0.000000e+00, %sel.else ]
  %99 = sext i32 %i218 to i64
  %100 = mul nsw i64 %99, 256
  %101 = sext i32 %j122 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds float, ptr %X_f, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !37

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %132, %for.end28 ]
  %105 = icmp slt i32 %i, 8
  br i1 %105, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  %106 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !38

for.cond26:                                       ; preds = %for.body27, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %131, %for.body27 ]
  %107 = icmp slt i32 %j, 256
  br i1 %107, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %108 = sext i32 %i to i64
  %109 = mul nsw i64 %108, 256
  %110 = sext i32 %j to i64
  %111 = add nsw i64 %109, %110
  %112 = getelementptr inbounds float, ptr %part, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = mul i32 %c, 256
  %115 = add i32 %114, %j
  %116 = icmp slt i32 %115, %N
  %117 = sext i32 %i to i64
  %118 = mul nsw i64 %117, 256
  %119 = sext i32 %j to i64
  %120 = add nsw i64 %118, %119
  %121 = call i64 @llvm.umin.i64(i64 %120, i64 2047)
  %122 = getelementptr inbounds float, ptr %X_f, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = select i1 %116, float %123, float 0.000000e+00
  %125 = fadd float %113, %124
  %126 = sext i32 %i to i64
  %127 = mul nsw i64 %126, 256
  %128 = sext i32 %j to i64
  %129 = add nsw i64 %127, %128
  %130 = getelementptr inbounds float, ptr %part, i64 %129
  store float %125, ptr %130, align 4
  %131 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !39

for.end28:                                        ; preds = %for.cond26
  %132 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !40

for.cond29:                                       ; preds = %for.end44, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %184, %for.end44 ]
  %133 = icmp slt i32 %i1, 8
  br i1 %133, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond32

for.end31:                                        ; preds = %for.cond29
  %134 = mul i32 %bx, 8
  %135 = icmp sle i32 0, %134
  %136 = mul i32 %bx, 8
  %137 = sext i32 %136 to i64
  %138 = add i64 %137, 8
  %139 = sext i32 %M to i64
  %140 = icmp sle i64 %138, %139
  %141 = and i1 %135, %140
  br i1 %141, label %if.then46, label %if.else47

for.cond32:                                       ; preds = %for.body33, %for.body30
  %lane = phi i32 [ 0, %for.body30 ], [ %151, %for.body33 ]
  %142 = icmp slt i32 %lane, 32
  br i1 %142, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %143 = sext i32 %i1 to i64
  %144 = mul nsw i64 %143, 256
  %145 = sext i32 %lane to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds float, ptr %part, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sext i32 %lane to i64
  %150 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %149
  store float %148, ptr %150, align 4
  %151 = add nsw i32 %lane, 1
  br label %for.cond32, !llvm.loop !41

for.end34:                                        ; preds = %for.cond32
  br label %for.cond35

for.cond35:                                       ; preds = %for.end40, %for.end34
  %red = phi i32 [ 0, %for.end34 ], [ %172, %for.end40 ]
  %152 = icmp slt i32 %red, 7
  br i1 %152, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond38

for.end37:                                        ; preds = %for.cond35
  %153 = sext i32 %i1 to i64
  %154 = getelementptr inbounds float, ptr %acc, i64 %153
  store float 0.000000e+00, ptr %154, align 4
  br label %for.cond42

for.cond38:                                       ; preds = %for.body39, %for.body36
  %lane41 = phi i32 [ 0, %for.body36 ], [ %171, %for.body39 ]
  %155 = icmp slt i32 %lane41, 32
  br i1 %155, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %156 = sext i32 %lane41 to i64
  %157 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = sext i32 %i1 to i64
  %160 = mul nsw i64 %159, 256
  %161 = add i32 %red, 1
  %162 = mul i32 %161, 32
  %163 = add i32 %162, %lane41
  %164 = sext i32 %163 to i64
  %165 = add nsw i64 %160, %164
  %166 = getelementptr inbounds float, ptr %part, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fadd float %158, %167
  %169 = sext i32 %lane41 to i64
  %170 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %169
  store float %168, ptr %170, align 4
  %171 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !42

for.end40:                                        ; preds = %for.cond38
  %172 = add nsw i32 %red, 1
  br label %for.cond35, !llvm.loop !43

for.cond42:                                       ; preds = %for.body43, %for.end37
  %lane45 = phi i32 [ 0, %for.end37 ], [ %183, %for.body43 ]
  %173 = icmp slt i32 %lane45, 32
  br i1 %173, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %174 = sext i32 %i1 to i64
  %175 = getelementptr inbounds float, ptr %acc, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = sext i32 %lane45 to i64
  %178 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = fadd float %176, %179
  %181 = sext i32 %i1 to i64
  %182 = getelementptr inbounds float, ptr %acc, i64 %181
  store float %180, ptr %182, align 4
  %183 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !44

for.end44:                                        ; preds = %for.cond42
  %184 = add nsw i32 %i1, 1
  br label %for.cond29, !llvm.loop !45

if.then46:                                        ; preds = %for.end31
  %185 = sext i32 %M to i64
  %186 = icmp sge i64 %185, 8388608
  br i1 %186, label %if.then49, label %if.else50

if.else47:                                        ; preds = %for.end31
  br label %for.cond55

if.end48:                                         ; preds = %for.end57, %if.end51
  ret void

if.then49:                                        ; preds = %if.then46
  %187 = mul i32 %bx, 8
  %188 = add i32 %187, 0
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr %S, i64 %189
  %191 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %190, ptr %191, i64 32)
  br label %if.end51

if.else50:                                        ; preds = %if.then46
  br label %for.cond52

if.end51:                                         ; preds = %for.end54, %if.then49
  br label %if.end48

for.cond52:                                       ; preds = %for.body53, %if.else50
  %i3 = phi i32 [ 0, %if.else50 ], [ %200, %for.body53 ]
  %192 = icmp slt i32 %i3, 8
  br i1 %192, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %193 = sext i32 %i3 to i64
  %194 = getelementptr inbounds float, ptr %acc, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = mul i32 %bx, 8
  %197 = add i32 %196, %i3
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds float, ptr %S, i64 %198
  store float %195, ptr %199, align 4
  %200 = add nsw i32 %i3, 1
  br label %for.cond52, !llvm.loop !46

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %if.end61, %if.else47
  %i358 = phi i32 [ 0, %if.else47 ], [ %221, %if.end61 ]
  %201 = icmp slt i32 %i358, 8
  br i1 %201, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %202 = mul i32 %bx, 8
  %203 = sext i32 %202 to i64
  %204 = sext i32 %i358 to i64
  %205 = add i64 %203, %204
  %206 = icmp sle i64 0, %205
  %207 = mul i32 %bx, 8
  %208 = sext i32 %207 to i64
  %209 = sext i32 %i358 to i64
  %210 = add i64 %208, %209
  %211 = sext i32 %M to i64
  %212 = icmp slt i64 %210, %211
  %213 = and i1 %206, %212
  br i1 %213, label %if.then59, label %if.else60

for.end57:                                        ; preds = %for.cond55
  br label %if.end48

if.then59:                                        ; preds = %for.body56
  %214 = sext i32 %i358 to i64
  %215 = getelementptr inbounds float, ptr %acc, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = mul i32 %bx, 8
  %218 = add i32 %217, %i358
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds float, ptr %S, i64 %219
  store float %216, ptr %220, align 4
  br label %if.end61

if.else60:                                        ; preds = %for.body56
  br label %if.end61

if.end61:                                         ; preds = %if.else60, %if.then59
  %221 = add nsw i32 %i358, 1
  br label %for.cond55, !llvm.loop !47
}

; Function Attrs: nounwind
define internal void @row_sum_lanes_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 4
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
  call void @row_sum_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum_lanes(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @row_max_lanes_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %part = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_5, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 256
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 256
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i2 to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %part, i64 %17
  store float 0xFFF0000000000000, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !48

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !49

for.cond4:                                        ; preds = %for.end25, %for.end
  %c = phi i32 [ 0, %for.end ], [ %106, %for.end25 ]
  %21 = icmp slt i32 %c, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %bx, 8
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %bx, 8
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 8
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %c, 256
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %c, 256
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 256
  %35 = sext i32 %N to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond29

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  br label %for.cond23

for.cond7:                                        ; preds = %for.end13, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %58, %for.end13 ]
  %39 = icmp slt i32 %i210, 8
  br i1 %39, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %57, %for.body12 ]
  %40 = icmp slt i32 %j114, 256
  br i1 %40, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %41 = mul i32 %bx, 8
  %42 = add i32 %41, %i210
  %43 = sext i32 %42 to i64
  %44 = sext i32 %N to i64
  %45 = mul nsw i64 %43, %44
  %46 = mul i32 %c, 256
  %47 = add i32 %46, %j114
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %45, %48
  %50 = getelementptr inbounds float, ptr %X, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = sext i32 %i210 to i64
  %53 = mul nsw i64 %52, 256
  %54 = sext i32 %j114 to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds float, ptr %X_f, i64 %55
  store float %51, ptr %56, align 4
  %57 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !50

for.end13:                                        ; preds = %for.cond11
  %58 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !51

for.cond15:                                       ; preds = %for.end21, %if.else
  %i218 = phi i32 [ 0, %if.else ], [ %86, %for.end21 ]
  %59 = icmp slt i32 %i218, 8
  br i1 %59, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %104, %sel.end ]
  %60 = icmp slt i32 %j122, 256
  br i1 %60, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %61 = mul i32 %bx, 8
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i218 to i64
  %64 = add i64 %62, %63
  %65 = icmp sle i64 0, %64
  %66 = mul i32 %bx, 8
  %67 = sext i32 %66 to i64
  %68 = sext i32 %i218 to i64
  %69 = add i64 %67, %68
  %70 = sext i32 %M to i64
  %71 = icmp slt i64 %69, %70
  %72 = and i1 %65, %71
  %73 = mul i32 %c, 256
  %74 = sext i32 %73 to i64
  %75 = sext i32 %j122 to i64
  %76 = add i64 %74, %75
  %77 = icmp sle i64 0, %76
  %78 = mul i32 %c, 256
  %79 = sext i32 %78 to i64
  %80 = sext i32 %j122 to i64
  %81 = add i64 %79, %80
  %82 = sext i32 %N to i64
  %83 = icmp slt i64 %81, %82
  %84 = and i1 %77, %83
  %85 = and i1 %72, %84
  br i1 %85, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %86 = add nsw i32 %i218, 1
  br label %for.cond15, !llvm.loop !52

sel.then:                                         ; preds = %for.body20
  %87 = mul i32 %bx, 8
  %88 = add i32 %87, %i218
  %89 = sext i32 %88 to i64
  %90 = sext i32 %N to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %c, 256
  %93 = add i32 %92, %j122
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds float, ptr %X, i64 %95
  %97 = load float, ptr %96, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %98 = phi float [ %97, %sel.then ], [ 0.000000e+00, %sel.else ]
  %99 = sext i32 %i218 to i64
  %100 = mul nsw i64 %99, 256
  %101 = sext i32 %j122 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds float, ptr %X_f, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !53

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %132, %for.end28 ]
  %105 = icmp slt i32 %i, 8
  br i1 %105, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  %106 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !54

for.cond26:                                       ; preds = %for.body27, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %131, %for.body27 ]
  %107 = icmp slt i32 %j, 256
  br i1 %107, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %108 = sext i32 %i to i64
  %109 = mul nsw i64 %108, 256
  %110 = sext i32 %j to i64
  %111 = add nsw i64 %109, %110
  %112 = getelementptr inbounds float, ptr %part, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = mul i32 %c, 256
  %115 = add i32 %114, %j
  %116 = icmp slt i32 %115, %N
  %117 = sext i32 %i to i64
  %118 = mul nsw i64 %117, 256
  %119 = sext i32 %j to i64
  %120 = add nsw i64 %118, %119
  %121 = call i64 @llvm.umin.i64(i64 %120, i64 2047)
  %122 = getelementptr inbounds float, ptr %X_f, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = select i1 %116, float %123, float 0xFFF0000000000000
  %125 = call float @llvm.maxnum.f32(float %113, float %124)
  %126 = sext i32 %i to i64
  %127 = mul nsw i64 %126, 256
  %128 = sext i32 %j to i64
  %129 = add nsw i64 %127, %128
  %130 = getelementptr inbounds float, ptr %part, i64 %129
  store float %125, ptr %130, align 4
  %131 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !55

for.end28:                                        ; preds = %for.cond26
  %132 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !56

for.cond29:                                       ; preds = %for.end44, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %185, %for.end44 ]
  %133 = icmp slt i32 %i1, 8
  br i1 %133, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond32

for.end31:                                        ; preds = %for.cond29
  %134 = mul i32 %bx, 8
  %135 = icmp sle i32 0, %134
  %136 = mul i32 %bx, 8
  %137 = sext i32 %136 to i64
  %138 = add i64 %137, 8
  %139 = sext i32 %M to i64
  %140 = icmp sle i64 %138, %139
  %141 = and i1 %135, %140
  br i1 %141, label %if.then46, label %if.else47

for.cond32:                                       ; preds = %for.body33, %for.body30
  %lane = phi i32 [ 0, %for.body30 ], [ %151, %for.body33 ]
  %142 = icmp slt i32 %lane, 32
  br i1 %142, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %143 = sext i32 %i1 to i64
  %144 = mul nsw i64 %143, 256
  %145 = sext i32 %lane to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds float, ptr %part, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sext i32 %lane to i64
  %150 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %149
  store float %148, ptr %150, align 4
  %151 = add nsw i32 %lane, 1
  br label %for.cond32, !llvm.loop !57

for.end34:                                        ; preds = %for.cond32
  br label %for.cond35

for.cond35:                                       ; preds = %for.end40, %for.end34
  %red = phi i32 [ 0, %for.end34 ], [ %173, %for.end40 ]
  %152 = icmp slt i32 %red, 7
  br i1 %152, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond38

for.end37:                                        ; preds = %for.cond35
  %153 = sext i32 %i1 to i64
  %154 = getelementptr inbounds float, ptr %acc, i64 %153
  store float 0xFFF0000000000000, ptr %154, align 4
  br label %for.cond42

for.cond38:                                       ; preds = %for.body39, %for.body36
  %lane41 = phi i32 [ 0, %for.body36 ], [ %172, %for.body39 ]
  %155 = icmp slt i32 %lane41, 32
  br i1 %155, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %156 = sext i32 %lane41 to i64
  %157 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %156
  %lane_acc = load float, ptr %157, align 4
  %158 = sext i32 %i1 to i64
  %159 = mul nsw i64 %158, 256
  %160 = add i32 %red, 1
  %161 = mul i32 %160, 32
  %162 = add i32 %161, %lane41
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %159, %163
  %165 = getelementptr inbounds float, ptr %part, i64 %164
  %lane_next = load float, ptr %165, align 4
  %166 = fcmp une float %lane_next, %lane_next
  %167 = fcmp ogt float %lane_acc, %lane_next
  %168 = select i1 %167, float %lane_acc, float %lane_next
  %169 = select i1 %166, float %lane_acc, float %168
  %170 = sext i32 %lane41 to i64
  %171 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %170
  store float %169, ptr %171, align 4
  %172 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !58

for.end40:                                        ; preds = %for.cond38
  %173 = add nsw i32 %red, 1
  br label %for.cond35, !llvm.loop !59

for.cond42:                                       ; preds = %for.body43, %for.end37
  %lane45 = phi i32 [ 0, %for.end37 ], [ %184, %for.body43 ]
  %174 = icmp slt i32 %lane45, 32
  br i1 %174, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %175 = sext i32 %i1 to i64
  %176 = getelementptr inbounds float, ptr %acc, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = sext i32 %lane45 to i64
  %179 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = call float @llvm.maxnum.f32(float %177, float %180)
  %182 = sext i32 %i1 to i64
  %183 = getelementptr inbounds float, ptr %acc, i64 %182
  store float %181, ptr %183, align 4
  %184 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !60

for.end44:                                        ; preds = %for.cond42
  %185 = add nsw i32 %i1, 1
  br label %for.cond29, !llvm.loop !61

if.then46:                                        ; preds = %for.end31
  %186 = sext i32 %M to i64
  %187 = icmp sge i64 %186, 8388608
  br i1 %187, label %if.then49, label %if.else50

if.else47:                                        ; preds = %for.end31
  br label %for.cond55

if.end48:                                         ; preds = %for.end57, %if.end51
  ret void

if.then49:                                        ; preds = %if.then46
  %188 = mul i32 %bx, 8
  %189 = add i32 %188, 0
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr %Mx, i64 %190
  %192 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %191, ptr %192, i64 32)
  br label %if.end51

if.else50:                                        ; preds = %if.then46
  br label %for.cond52

if.end51:                                         ; preds = %for.end54, %if.then49
  br label %if.end48

for.cond52:                                       ; preds = %for.body53, %if.else50
  %i3 = phi i32 [ 0, %if.else50 ], [ %201, %for.body53 ]
  %193 = icmp slt i32 %i3, 8
  br i1 %193, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %194 = sext i32 %i3 to i64
  %195 = getelementptr inbounds float, ptr %acc, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = mul i32 %bx, 8
  %198 = add i32 %197, %i3
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %Mx, i64 %199
  store float %196, ptr %200, align 4
  %201 = add nsw i32 %i3, 1
  br label %for.cond52, !llvm.loop !62

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %if.end61, %if.else47
  %i358 = phi i32 [ 0, %if.else47 ], [ %222, %if.end61 ]
  %202 = icmp slt i32 %i358, 8
  br i1 %202, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %203 = mul i32 %bx, 8
  %204 = sext i32 %203 to i64
  %205 = sext i32 %i358 to i64
  %206 = add i64 %204, %205
  %207 = icmp sle i64 0, %206
  %208 = mul i32 %bx, 8
  %209 = sext i32 %208 to i64
  %210 = sext i32 %i358 to i64
  %211 = add i64 %209, %210
  %212 = sext i32 %M to i64
  %213 = icmp slt i64 %211, %212
  %214 = and i1 %207, %213
  br i1 %214, label %if.then59, label %if.else60

for.end57:                                        ; preds = %for.cond55
  br label %if.end48

if.then59:                                        ; preds = %for.body56
  %215 = sext i32 %i358 to i64
  %216 = getelementptr inbounds float, ptr %acc, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = mul i32 %bx, 8
  %219 = add i32 %218, %i358
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds float, ptr %Mx, i64 %220
  store float %217, ptr %221, align 4
  br label %if.end61

if.else60:                                        ; preds = %for.body56
  br label %if.end61

if.end61:                                         ; preds = %if.else60, %if.then59
  %222 = add nsw i32 %i358, 1
  br label %for.cond55, !llvm.loop !63
}

; Function Attrs: nounwind
define internal void @row_max_lanes_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 4
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
  call void @row_max_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max_lanes(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
