; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %W_f = alloca [256 x float], align 64
  %ss = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %ss, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
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

for.cond1:                                        ; preds = %for.end22, %for.end
  %c = phi i32 [ 0, %for.end ], [ %72, %for.end22 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  br label %for.cond4

for.end3:                                         ; preds = %for.cond1
  br label %for.cond27

for.cond4:                                        ; preds = %for.end10, %for.body2
  %i17 = phi i32 [ 0, %for.body2 ], [ %26, %for.end10 ]
  %17 = icmp slt i32 %i17, 4
  br i1 %17, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %for.cond11

for.cond8:                                        ; preds = %sel.end, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %44, %sel.end ]
  %18 = icmp slt i32 %j1, 256
  br i1 %18, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %19 = mul i32 %bx, 4
  %20 = add i32 %19, %i17
  %21 = icmp slt i32 %20, %M
  %22 = mul i32 %c, 256
  %23 = add i32 %22, %j1
  %24 = icmp slt i32 %23, %N
  %25 = and i1 %21, %24
  br i1 %25, label %sel.then, label %sel.else

for.end10:                                        ; preds = %for.cond8
  %26 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !3

sel.then:                                         ; preds = %for.body9
  %27 = mul i32 %bx, 4
  %28 = add i32 %27, %i17
  %29 = sext i32 %28 to i64
  %30 = sext i32 %N to i64
  %31 = mul nsw i64 %29, %30
  %32 = mul i32 %c, 256
  %33 = add i32 %32, %j1
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %31, %34
  %36 = getelementptr inbounds float, ptr %X, i64 %35
  %37 = load float, ptr %36, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body9
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %38 = phi float [ %37, %sel.then ], [ 0.000000e+00, %sel.else ]
  %39 = sext i32 %i17 to i64
  %40 = mul nsw i64 %39, 256
  %41 = sext i32 %j1 to i64
  %42 = add nsw i64 %40, %41
  %43 = getelementptr inbounds float, ptr %X_f, i64 %42
  store float %38, ptr %43, align 4
  %44 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !4

for.cond11:                                       ; preds = %for.end16, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %50, %for.end16 ]
  %45 = icmp slt i32 %i, 4
  br i1 %45, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond14

for.end13:                                        ; preds = %for.cond11
  br label %for.cond20

for.cond14:                                       ; preds = %sel.end19, %for.body12
  %j = phi i32 [ 0, %for.body12 ], [ %70, %sel.end19 ]
  %46 = icmp slt i32 %j, 256
  br i1 %46, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %47 = mul i32 %c, 256
  %48 = add i32 %47, %j
  %49 = icmp slt i32 %48, %N
  br i1 %49, label %sel.then17, label %sel.else18

for.end16:                                        ; preds = %for.cond14
  %50 = add nsw i32 %i, 1
  br label %for.cond11, !llvm.loop !5

sel.then17:                                       ; preds = %for.body15
  %51 = sext i32 %i to i64
  %52 = mul nsw i64 %51, 256
  %53 = sext i32 %j to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %X_f, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = sext i32 %i to i64
  %58 = mul nsw i64 %57, 256
  %59 = sext i32 %j to i64
  %60 = add nsw i64 %58, %59
  %61 = getelementptr inbounds float, ptr %X_f, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fmul float %56, %62
  br label %sel.end19

sel.else18:                                       ; preds = %for.body15
  br label %sel.end19

sel.end19:                                        ; preds = %sel.else18, %sel.then17
  %64 = phi float [ %63, %sel.then17 ], [ 0.000000e+00, %sel.else18 ]
  %65 = sext i32 %i to i64
  %66 = mul nsw i64 %65, 256
  %67 = sext i32 %j to i64
  %68 = add nsw i64 %66, %67
  %69 = getelementptr inbounds float, ptr %X_f, i64 %68
  store float %64, ptr %69, align 4
  %70 = add nsw i32 %j, 1
  br label %for.cond14, !llvm.loop !6

for.cond20:                                       ; preds = %for.end26, %for.end13
  %i123 = phi i32 [ 0, %for.end13 ], [ %87, %for.end26 ]
  %71 = icmp slt i32 %i123, 4
  br i1 %71, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  br label %for.cond24

for.end22:                                        ; preds = %for.cond20
  %72 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !7

for.cond24:                                       ; preds = %for.body25, %for.body21
  %red = phi i32 [ 0, %for.body21 ], [ %86, %for.body25 ]
  %73 = icmp slt i32 %red, 256
  br i1 %73, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %74 = sext i32 %i123 to i64
  %75 = getelementptr inbounds float, ptr %ss, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = sext i32 %i123 to i64
  %78 = mul nsw i64 %77, 256
  %79 = sext i32 %red to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds float, ptr %X_f, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fadd float %76, %82
  %84 = sext i32 %i123 to i64
  %85 = getelementptr inbounds float, ptr %ss, i64 %84
  store float %83, ptr %85, align 4
  %86 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  %87 = add nsw i32 %i123, 1
  br label %for.cond20, !llvm.loop !9

for.cond27:                                       ; preds = %for.body28, %for.end3
  %i30 = phi i32 [ 0, %for.end3 ], [ %101, %for.body28 ]
  %88 = icmp slt i32 %i30, 4
  br i1 %88, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %89 = sext i32 %i30 to i64
  %90 = getelementptr inbounds float, ptr %ss, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sitofp i32 %N to float
  %93 = fdiv float %91, %92
  %94 = fadd float %93, 0x3EB0C6F7A0000000
  %95 = fpext float %94 to double
  %96 = call double @llvm.sqrt.f64(double %95)
  %97 = fdiv double 1.000000e+00, %96
  %98 = fptrunc double %97 to float
  %99 = sext i32 %i30 to i64
  %100 = getelementptr inbounds float, ptr %ss, i64 %99
  store float %98, ptr %100, align 4
  %101 = add nsw i32 %i30, 1
  br label %for.cond27, !llvm.loop !10

for.end29:                                        ; preds = %for.cond27
  %102 = sext i32 %N to i64
  %103 = sdiv i64 %102, 256
  %104 = sub i64 0, %102
  %105 = select i1 false, i64 %104, i64 %103
  %106 = srem i64 %102, 256
  %107 = icmp ne i64 %106, 0
  %108 = icmp slt i64 %102, 0
  %109 = icmp eq i1 %108, false
  %110 = and i1 %107, %109
  %111 = zext i1 %110 to i64
  %112 = add i64 %105, %111
  %113 = trunc i64 %112 to i32
  br label %for.cond31

for.cond31:                                       ; preds = %for.end61, %for.end29
  %c34 = phi i32 [ 0, %for.end29 ], [ %180, %for.end61 ]
  %114 = icmp slt i32 %c34, %113
  br i1 %114, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond35

for.end33:                                        ; preds = %for.cond31
  ret void

for.cond35:                                       ; preds = %for.end40, %for.body32
  %i2 = phi i32 [ 0, %for.body32 ], [ %124, %for.end40 ]
  %115 = icmp slt i32 %i2, 4
  br i1 %115, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond38

for.end37:                                        ; preds = %for.cond35
  br label %for.cond44

for.cond38:                                       ; preds = %sel.end43, %for.body36
  %j2 = phi i32 [ 0, %for.body36 ], [ %142, %sel.end43 ]
  %116 = icmp slt i32 %j2, 256
  br i1 %116, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %117 = mul i32 %bx, 4
  %118 = add i32 %117, %i2
  %119 = icmp slt i32 %118, %M
  %120 = mul i32 %c34, 256
  %121 = add i32 %120, %j2
  %122 = icmp slt i32 %121, %N
  %123 = and i1 %119, %122
  br i1 %123, label %sel.then41, label %sel.else42

for.end40:                                        ; preds = %for.cond38
  %124 = add nsw i32 %i2, 1
  br label %for.cond35, !llvm.loop !11

sel.then41:                                       ; preds = %for.body39
  %125 = mul i32 %bx, 4
  %126 = add i32 %125, %i2
  %127 = sext i32 %126 to i64
  %128 = sext i32 %N to i64
  %129 = mul nsw i64 %127, %128
  %130 = mul i32 %c34, 256
  %131 = add i32 %130, %j2
  %132 = sext i32 %131 to i64
  %133 = add nsw i64 %129, %132
  %134 = getelementptr inbounds float, ptr %X, i64 %133
  %135 = load float, ptr %134, align 4
  br label %sel.end43

sel.else42:                                       ; preds = %for.body39
  br label %sel.end43

sel.end43:                                        ; preds = %sel.else42, %sel.then41
  %136 = phi float [ %135, %sel.then41 ], [ 0.000000e+00, %sel.else42 ]
  %137 = sext i32 %i2 to i64
  %138 = mul nsw i64 %137, 256
  %139 = sext i32 %j2 to i64
  %140 = add nsw i64 %138, %139
  %141 = getelementptr inbounds float, ptr %X_f, i64 %140
  store float %136, ptr %141, align 4
  %142 = add nsw i32 %j2, 1
  br label %for.cond38, !llvm.loop !12

for.cond44:                                       ; preds = %sel.end50, %for.end37
  %i247 = phi i32 [ 0, %for.end37 ], [ %155, %sel.end50 ]
  %143 = icmp slt i32 %i247, 256
  br i1 %143, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %144 = mul i32 %c34, 256
  %145 = add i32 %144, %i247
  %146 = icmp slt i32 %145, %N
  br i1 %146, label %sel.then48, label %sel.else49

for.end46:                                        ; preds = %for.cond44
  br label %for.cond51

sel.then48:                                       ; preds = %for.body45
  %147 = mul i32 %c34, 256
  %148 = add i32 %147, %i247
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %W, i64 %149
  %151 = load float, ptr %150, align 4
  br label %sel.end50

sel.else49:                                       ; preds = %for.body45
  br label %sel.end50

sel.end50:                                        ; preds = %sel.else49, %sel.then48
  %152 = phi float [ %151, %sel.then48 ], [ 0.000000e+00, %sel.else49 ]
  %153 = sext i32 %i247 to i64
  %154 = getelementptr inbounds float, ptr %W_f, i64 %153
  store float %152, ptr %154, align 4
  %155 = add nsw i32 %i247, 1
  br label %for.cond44, !llvm.loop !13

for.cond51:                                       ; preds = %for.end57, %for.end46
  %i54 = phi i32 [ 0, %for.end46 ], [ %178, %for.end57 ]
  %156 = icmp slt i32 %i54, 4
  br i1 %156, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  br label %for.cond55

for.end53:                                        ; preds = %for.cond51
  br label %for.cond59

for.cond55:                                       ; preds = %for.body56, %for.body52
  %j58 = phi i32 [ 0, %for.body52 ], [ %177, %for.body56 ]
  %157 = icmp slt i32 %j58, 256
  br i1 %157, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %158 = sext i32 %i54 to i64
  %159 = mul nsw i64 %158, 256
  %160 = sext i32 %j58 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %X_f, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = sext i32 %i54 to i64
  %165 = getelementptr inbounds float, ptr %ss, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = fmul float %163, %166
  %168 = sext i32 %j58 to i64
  %169 = getelementptr inbounds float, ptr %W_f, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fmul float %167, %170
  %172 = sext i32 %i54 to i64
  %173 = mul nsw i64 %172, 256
  %174 = sext i32 %j58 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %X_f, i64 %175
  store float %171, ptr %176, align 4
  %177 = add nsw i32 %j58, 1
  br label %for.cond55, !llvm.loop !14

for.end57:                                        ; preds = %for.cond55
  %178 = add nsw i32 %i54, 1
  br label %for.cond51, !llvm.loop !15

for.cond59:                                       ; preds = %for.end65, %for.end53
  %i262 = phi i32 [ 0, %for.end53 ], [ %189, %for.end65 ]
  %179 = icmp slt i32 %i262, 4
  br i1 %179, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  br label %for.cond63

for.end61:                                        ; preds = %for.cond59
  %180 = add nsw i32 %c34, 1
  br label %for.cond31, !llvm.loop !16

for.cond63:                                       ; preds = %if.end, %for.body60
  %j266 = phi i32 [ 0, %for.body60 ], [ %206, %if.end ]
  %181 = icmp slt i32 %j266, 256
  br i1 %181, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %182 = mul i32 %bx, 4
  %183 = add i32 %182, %i262
  %184 = icmp slt i32 %183, %M
  %185 = mul i32 %c34, 256
  %186 = add i32 %185, %j266
  %187 = icmp slt i32 %186, %N
  %188 = and i1 %184, %187
  br i1 %188, label %if.then, label %if.else

for.end65:                                        ; preds = %for.cond63
  %189 = add nsw i32 %i262, 1
  br label %for.cond59, !llvm.loop !17

if.then:                                          ; preds = %for.body64
  %190 = sext i32 %i262 to i64
  %191 = mul nsw i64 %190, 256
  %192 = sext i32 %j266 to i64
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds float, ptr %X_f, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = mul i32 %bx, 4
  %197 = add i32 %196, %i262
  %198 = sext i32 %197 to i64
  %199 = sext i32 %N to i64
  %200 = mul nsw i64 %198, %199
  %201 = mul i32 %c34, 256
  %202 = add i32 %201, %j266
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %200, %203
  %205 = getelementptr inbounds float, ptr %Y, i64 %204
  store float %195, ptr %205, align 4
  br label %if.end

if.else:                                          ; preds = %for.body64
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %206 = add nsw i32 %j266, 1
  br label %for.cond63, !llvm.loop !18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  call void @rmsnorm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, i32 %nworkers) #0 {
entry:
  %a = alloca %tilec_args_rmsnorm, align 8
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds ptr, ptr %args, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 0
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %args, i64 1
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %args, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 2
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds i64, ptr %dims, i64 0
  %10 = load i64, ptr %9, align 8
  %M = trunc i64 %10 to i32
  %11 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %11, align 4
  %12 = getelementptr inbounds i64, ptr %dims, i64 1
  %13 = load i64, ptr %12, align 8
  %N = trunc i64 %13 to i32
  %14 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 4
  store i32 %N, ptr %14, align 4
  %15 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 5
  %16 = sext i32 %M to i64
  %17 = sdiv i64 %16, 4
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 4
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 0
  store i64 %28, ptr %29, align 8
  %30 = icmp sgt i64 %28, 0
  %31 = mul i64 1, %28
  %32 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 1
  store i64 1, ptr %32, align 8
  %33 = and i1 %30, true
  %34 = mul i64 %31, 1
  %35 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 2
  store i64 1, ptr %35, align 8
  %36 = and i1 %33, true
  %37 = mul i64 %34, 1
  br i1 %36, label %run, label %empty

run:                                              ; preds = %body
  %38 = call i32 @tilec_rt_run_blocks(i64 %37, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %38

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
