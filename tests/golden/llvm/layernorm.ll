; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_s = alloca [4096 x float], align 64
  %sq_s = alloca [4096 x float], align 64
  %W_s = alloca [256 x float], align 64
  %B_s = alloca [256 x float], align 64
  %mean_s = alloca [16 x float], align 64
  %rstd_s = alloca [16 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %sq = alloca [2048 x float], align 64
  %W_f = alloca [512 x float], align 64
  %B_f = alloca [512 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %W_r = alloca [4096 x float], align 64
  %B_r = alloca [4096 x float], align 64
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  %mean_r = alloca [1 x float], align 64
  %rstd_r = alloca [1 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_s, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %0 = sitofp i32 %N to float
  %inv_n = fdiv float 1.000000e+00, %0
  %1 = icmp sle i32 %N, 256
  br i1 %1, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %2 = mul i32 %bx, 16
  %3 = icmp sle i32 0, %2
  %4 = mul i32 %bx, 16
  %5 = sext i32 %4 to i64
  %6 = add i64 %5, 16
  %7 = sext i32 %M to i64
  %8 = icmp sle i64 %6, %7
  %9 = and i1 %3, %8
  %10 = sext i32 %N to i64
  %11 = icmp sle i64 256, %10
  %12 = and i1 %9, %11
  br i1 %12, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  %13 = icmp sle i32 %N, 512
  br i1 %13, label %if.then94, label %if.else95

if.end:                                           ; preds = %if.end96, %if.end74
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %14 = sext i32 %N to i64
  %15 = icmp sle i64 256, %14
  br i1 %15, label %if.then15, label %if.else16

for.cond:                                         ; preds = %for.end6, %if.then1
  %i1 = phi i32 [ 0, %if.then1 ], [ %33, %for.end6 ]
  %16 = icmp slt i32 %i1, 16
  br i1 %16, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %32, %for.body5 ]
  %17 = icmp slt i32 %j1, 256
  br i1 %17, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %18 = mul i32 %bx, 16
  %19 = add i32 %18, %i1
  %20 = sext i32 %19 to i64
  %21 = sext i32 %N to i64
  %22 = mul nsw i64 %20, %21
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds float, ptr %X, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = sext i32 %i1 to i64
  %28 = mul nsw i64 %27, 256
  %29 = sext i32 %j1 to i64
  %30 = add nsw i64 %28, %29
  %31 = getelementptr inbounds float, ptr %X_s, i64 %30
  store float %26, ptr %31, align 4
  %32 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %33 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %52, %for.end13 ]
  %34 = icmp slt i32 %i110, 16
  br i1 %34, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %68, %sel.end ]
  %35 = icmp slt i32 %j114, 256
  br i1 %35, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %36 = mul i32 %bx, 16
  %37 = sext i32 %36 to i64
  %38 = sext i32 %i110 to i64
  %39 = add i64 %37, %38
  %40 = icmp sle i64 0, %39
  %41 = mul i32 %bx, 16
  %42 = sext i32 %41 to i64
  %43 = sext i32 %i110 to i64
  %44 = add i64 %42, %43
  %45 = sext i32 %M to i64
  %46 = icmp slt i64 %44, %45
  %47 = and i1 %40, %46
  %48 = sext i32 %j114 to i64
  %49 = sext i32 %N to i64
  %50 = icmp slt i64 %48, %49
  %51 = and i1 %47, %50
  br i1 %51, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %52 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %53 = mul i32 %bx, 16
  %54 = add i32 %53, %i110
  %55 = sext i32 %54 to i64
  %56 = sext i32 %N to i64
  %57 = mul nsw i64 %55, %56
  %58 = sext i32 %j114 to i64
  %59 = add nsw i64 %57, %58
  %60 = getelementptr inbounds float, ptr %X, i64 %59
  %61 = load float, ptr %60, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %62 = phi float [ %61, %sel.then ], [ 0.000000e+00, %sel.else ]
  %63 = sext i32 %i110 to i64
  %64 = mul nsw i64 %63, 256
  %65 = sext i32 %j114 to i64
  %66 = add nsw i64 %64, %65
  %67 = getelementptr inbounds float, ptr %X_s, i64 %66
  store float %62, ptr %67, align 4
  %68 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

if.then15:                                        ; preds = %if.end3
  br label %for.cond18

if.else16:                                        ; preds = %if.end3
  br label %for.cond22

if.end17:                                         ; preds = %for.end24, %for.end20
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 256, %69
  br i1 %70, label %if.then29, label %if.else30

for.cond18:                                       ; preds = %for.body19, %if.then15
  %i121 = phi i32 [ 0, %if.then15 ], [ %77, %for.body19 ]
  %71 = icmp slt i32 %i121, 256
  br i1 %71, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %72 = sext i32 %i121 to i64
  %73 = getelementptr inbounds float, ptr %W, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = sext i32 %i121 to i64
  %76 = getelementptr inbounds float, ptr %W_s, i64 %75
  store float %74, ptr %76, align 4
  %77 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i125 = phi i32 [ 0, %if.else16 ], [ %88, %sel.end28 ]
  %78 = icmp slt i32 %i125, 256
  br i1 %78, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %79 = sext i32 %i125 to i64
  %80 = sext i32 %N to i64
  %81 = icmp slt i64 %79, %80
  br i1 %81, label %sel.then26, label %sel.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end17

sel.then26:                                       ; preds = %for.body23
  %82 = sext i32 %i125 to i64
  %83 = getelementptr inbounds float, ptr %W, i64 %82
  %84 = load float, ptr %83, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.body23
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %85 = phi float [ %84, %sel.then26 ], [ 0.000000e+00, %sel.else27 ]
  %86 = sext i32 %i125 to i64
  %87 = getelementptr inbounds float, ptr %W_s, i64 %86
  store float %85, ptr %87, align 4
  %88 = add nsw i32 %i125, 1
  br label %for.cond22, !llvm.loop !7

if.then29:                                        ; preds = %if.end17
  br label %for.cond32

if.else30:                                        ; preds = %if.end17
  br label %for.cond36

if.end31:                                         ; preds = %for.end38, %for.end34
  br label %for.cond43

for.cond32:                                       ; preds = %for.body33, %if.then29
  %i135 = phi i32 [ 0, %if.then29 ], [ %95, %for.body33 ]
  %89 = icmp slt i32 %i135, 256
  br i1 %89, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %90 = sext i32 %i135 to i64
  %91 = getelementptr inbounds float, ptr %B, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = sext i32 %i135 to i64
  %94 = getelementptr inbounds float, ptr %B_s, i64 %93
  store float %92, ptr %94, align 4
  %95 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond36:                                       ; preds = %sel.end42, %if.else30
  %i139 = phi i32 [ 0, %if.else30 ], [ %106, %sel.end42 ]
  %96 = icmp slt i32 %i139, 256
  br i1 %96, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %97 = sext i32 %i139 to i64
  %98 = sext i32 %N to i64
  %99 = icmp slt i64 %97, %98
  br i1 %99, label %sel.then40, label %sel.else41

for.end38:                                        ; preds = %for.cond36
  br label %if.end31

sel.then40:                                       ; preds = %for.body37
  %100 = sext i32 %i139 to i64
  %101 = getelementptr inbounds float, ptr %B, i64 %100
  %102 = load float, ptr %101, align 4
  br label %sel.end42

sel.else41:                                       ; preds = %for.body37
  br label %sel.end42

sel.end42:                                        ; preds = %sel.else41, %sel.then40
  %103 = phi float [ %102, %sel.then40 ], [ 0.000000e+00, %sel.else41 ]
  %104 = sext i32 %i139 to i64
  %105 = getelementptr inbounds float, ptr %B_s, i64 %104
  store float %103, ptr %105, align 4
  %106 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !9

for.cond43:                                       ; preds = %for.end48, %if.end31
  %i = phi i32 [ 0, %if.end31 ], [ %129, %for.end48 ]
  %107 = icmp slt i32 %i, 16
  br i1 %107, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  br label %for.cond49

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %128, %for.body47 ]
  %108 = icmp slt i32 %j, 256
  br i1 %108, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %109 = icmp slt i32 %j, %N
  %110 = sext i32 %i to i64
  %111 = mul nsw i64 %110, 256
  %112 = sext i32 %j to i64
  %113 = add nsw i64 %111, %112
  %114 = call i64 @llvm.umin.i64(i64 %113, i64 4095)
  %115 = getelementptr inbounds float, ptr %X_s, i64 %114
  %116 = load float, ptr %115, align 4
  %x = select i1 %109, float %116, float 0.000000e+00
  %117 = sext i32 %i to i64
  %118 = mul nsw i64 %117, 256
  %119 = sext i32 %j to i64
  %120 = add nsw i64 %118, %119
  %121 = getelementptr inbounds float, ptr %X_s, i64 %120
  store float %x, ptr %121, align 4
  %122 = fmul float %x, %x
  %123 = sext i32 %i to i64
  %124 = mul nsw i64 %123, 256
  %125 = sext i32 %j to i64
  %126 = add nsw i64 %124, %125
  %127 = getelementptr inbounds float, ptr %sq_s, i64 %126
  store float %122, ptr %127, align 4
  %128 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !10

for.end48:                                        ; preds = %for.cond46
  %129 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !11

for.cond49:                                       ; preds = %for.end55, %for.end45
  %i152 = phi i32 [ 0, %for.end45 ], [ %147, %for.end55 ]
  %130 = icmp slt i32 %i152, 16
  br i1 %130, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %131 = sext i32 %i152 to i64
  %132 = getelementptr inbounds float, ptr %mean_s, i64 %131
  store float 0.000000e+00, ptr %132, align 4
  br label %for.cond53

for.end51:                                        ; preds = %for.cond49
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %for.body50
  %red = phi i32 [ 0, %for.body50 ], [ %146, %for.body54 ]
  %133 = icmp slt i32 %red, 256
  br i1 %133, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %134 = sext i32 %i152 to i64
  %135 = getelementptr inbounds float, ptr %mean_s, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sext i32 %i152 to i64
  %138 = mul nsw i64 %137, 256
  %139 = sext i32 %red to i64
  %140 = add nsw i64 %138, %139
  %141 = getelementptr inbounds float, ptr %X_s, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = fadd float %136, %142
  %144 = sext i32 %i152 to i64
  %145 = getelementptr inbounds float, ptr %mean_s, i64 %144
  store float %143, ptr %145, align 4
  %146 = add nsw i32 %red, 1
  br label %for.cond53, !llvm.loop !12

for.end55:                                        ; preds = %for.cond53
  %147 = add nsw i32 %i152, 1
  br label %for.cond49, !llvm.loop !13

for.cond56:                                       ; preds = %for.end62, %for.end51
  %i159 = phi i32 [ 0, %for.end51 ], [ %165, %for.end62 ]
  %148 = icmp slt i32 %i159, 16
  br i1 %148, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %149 = sext i32 %i159 to i64
  %150 = getelementptr inbounds float, ptr %rstd_s, i64 %149
  store float 0.000000e+00, ptr %150, align 4
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %for.cond64

for.cond60:                                       ; preds = %for.body61, %for.body57
  %red63 = phi i32 [ 0, %for.body57 ], [ %164, %for.body61 ]
  %151 = icmp slt i32 %red63, 256
  br i1 %151, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %152 = sext i32 %i159 to i64
  %153 = getelementptr inbounds float, ptr %rstd_s, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = sext i32 %i159 to i64
  %156 = mul nsw i64 %155, 256
  %157 = sext i32 %red63 to i64
  %158 = add nsw i64 %156, %157
  %159 = getelementptr inbounds float, ptr %sq_s, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = fadd float %154, %160
  %162 = sext i32 %i159 to i64
  %163 = getelementptr inbounds float, ptr %rstd_s, i64 %162
  store float %161, ptr %163, align 4
  %164 = add nsw i32 %red63, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %165 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.end70, %for.end58
  %i67 = phi i32 [ 0, %for.end58 ], [ %215, %for.end70 ]
  %166 = icmp slt i32 %i67, 16
  br i1 %166, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond68

for.end66:                                        ; preds = %for.cond64
  %167 = mul i32 %bx, 16
  %168 = icmp sle i32 0, %167
  %169 = mul i32 %bx, 16
  %170 = sext i32 %169 to i64
  %171 = add i64 %170, 16
  %172 = sext i32 %M to i64
  %173 = icmp sle i64 %171, %172
  %174 = and i1 %168, %173
  %175 = sext i32 %N to i64
  %176 = icmp sle i64 256, %175
  %177 = and i1 %174, %176
  br i1 %177, label %if.then72, label %if.else73

for.cond68:                                       ; preds = %for.body69, %for.body65
  %j71 = phi i32 [ 0, %for.body65 ], [ %214, %for.body69 ]
  %178 = icmp slt i32 %j71, 256
  br i1 %178, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %179 = sext i32 %i67 to i64
  %180 = getelementptr inbounds float, ptr %mean_s, i64 %179
  %181 = load float, ptr %180, align 4
  %mu = fmul float %181, %inv_n
  %182 = sext i32 %i67 to i64
  %183 = getelementptr inbounds float, ptr %rstd_s, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = fmul float %184, %inv_n
  %186 = fmul float %mu, %mu
  %187 = fsub float %185, %186
  %188 = call float @llvm.maxnum.f32(float %187, float 0.000000e+00)
  %189 = fadd float %188, 0x3EE4F8B580000000
  %190 = fpext float %189 to double
  %191 = call double @llvm.sqrt.f64(double %190)
  %192 = fdiv double 1.000000e+00, %191
  %r = fptrunc double %192 to float
  %193 = sext i32 %i67 to i64
  %194 = mul nsw i64 %193, 256
  %195 = sext i32 %j71 to i64
  %196 = add nsw i64 %194, %195
  %197 = getelementptr inbounds float, ptr %X_s, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = fsub float %198, %mu
  %200 = fmul float %199, %r
  %201 = sext i32 %j71 to i64
  %202 = getelementptr inbounds float, ptr %W_s, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = fmul float %200, %203
  %205 = sext i32 %j71 to i64
  %206 = getelementptr inbounds float, ptr %B_s, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = fadd float %204, %207
  %209 = sext i32 %i67 to i64
  %210 = mul nsw i64 %209, 256
  %211 = sext i32 %j71 to i64
  %212 = add nsw i64 %210, %211
  %213 = getelementptr inbounds float, ptr %X_s, i64 %212
  store float %208, ptr %213, align 4
  %214 = add nsw i32 %j71, 1
  br label %for.cond68, !llvm.loop !16

for.end70:                                        ; preds = %for.cond68
  %215 = add nsw i32 %i67, 1
  br label %for.cond64, !llvm.loop !17

if.then72:                                        ; preds = %for.end66
  br label %for.cond75

if.else73:                                        ; preds = %for.end66
  br label %for.cond83

if.end74:                                         ; preds = %for.end85, %for.end77
  br label %if.end

for.cond75:                                       ; preds = %for.end81, %if.then72
  %i178 = phi i32 [ 0, %if.then72 ], [ %233, %for.end81 ]
  %216 = icmp slt i32 %i178, 16
  br i1 %216, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

for.cond79:                                       ; preds = %for.body80, %for.body76
  %j182 = phi i32 [ 0, %for.body76 ], [ %232, %for.body80 ]
  %217 = icmp slt i32 %j182, 256
  br i1 %217, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %218 = sext i32 %i178 to i64
  %219 = mul nsw i64 %218, 256
  %220 = sext i32 %j182 to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds float, ptr %X_s, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = mul i32 %bx, 16
  %225 = add i32 %224, %i178
  %226 = sext i32 %225 to i64
  %227 = sext i32 %N to i64
  %228 = mul nsw i64 %226, %227
  %229 = sext i32 %j182 to i64
  %230 = add nsw i64 %228, %229
  %231 = getelementptr inbounds float, ptr %Y, i64 %230
  store float %223, ptr %231, align 4
  %232 = add nsw i32 %j182, 1
  br label %for.cond79, !llvm.loop !18

for.end81:                                        ; preds = %for.cond79
  %233 = add nsw i32 %i178, 1
  br label %for.cond75, !llvm.loop !19

for.cond83:                                       ; preds = %for.end89, %if.else73
  %i186 = phi i32 [ 0, %if.else73 ], [ %252, %for.end89 ]
  %234 = icmp slt i32 %i186, 16
  br i1 %234, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond87

for.end85:                                        ; preds = %for.cond83
  br label %if.end74

for.cond87:                                       ; preds = %if.end93, %for.body84
  %j190 = phi i32 [ 0, %for.body84 ], [ %267, %if.end93 ]
  %235 = icmp slt i32 %j190, 256
  br i1 %235, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %236 = mul i32 %bx, 16
  %237 = sext i32 %236 to i64
  %238 = sext i32 %i186 to i64
  %239 = add i64 %237, %238
  %240 = icmp sle i64 0, %239
  %241 = mul i32 %bx, 16
  %242 = sext i32 %241 to i64
  %243 = sext i32 %i186 to i64
  %244 = add i64 %242, %243
  %245 = sext i32 %M to i64
  %246 = icmp slt i64 %244, %245
  %247 = and i1 %240, %246
  %248 = sext i32 %j190 to i64
  %249 = sext i32 %N to i64
  %250 = icmp slt i64 %248, %249
  %251 = and i1 %247, %250
  br i1 %251, label %if.then91, label %if.else92

for.end89:                                        ; preds = %for.cond87
  %252 = add nsw i32 %i186, 1
  br label %for.cond83, !llvm.loop !20

if.then91:                                        ; preds = %for.body88
  %253 = sext i32 %i186 to i64
  %254 = mul nsw i64 %253, 256
  %255 = sext i32 %j190 to i64
  %256 = add nsw i64 %254, %255
  %257 = getelementptr inbounds float, ptr %X_s, i64 %256
  %258 = load float, ptr %257, align 4
  %259 = mul i32 %bx, 16
  %260 = add i32 %259, %i186
  %261 = sext i32 %260 to i64
  %262 = sext i32 %N to i64
  %263 = mul nsw i64 %261, %262
  %264 = sext i32 %j190 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds float, ptr %Y, i64 %265
  store float %258, ptr %266, align 4
  br label %if.end93

if.else92:                                        ; preds = %for.body88
  br label %if.end93

if.end93:                                         ; preds = %if.else92, %if.then91
  %267 = add nsw i32 %j190, 1
  br label %for.cond87, !llvm.loop !21

if.then94:                                        ; preds = %if.else
  %268 = mul i32 %bx, 4
  %269 = icmp sle i32 0, %268
  %270 = mul i32 %bx, 4
  %271 = sext i32 %270 to i64
  %272 = add i64 %271, 4
  %273 = sext i32 %M to i64
  %274 = icmp sle i64 %272, %273
  %275 = and i1 %269, %274
  %276 = sext i32 %N to i64
  %277 = icmp sle i64 512, %276
  %278 = and i1 %275, %277
  br i1 %278, label %if.then97, label %if.else98

if.else95:                                        ; preds = %if.else
  %279 = icmp sle i32 %N, 4096
  br i1 %279, label %if.then203, label %if.else204

if.end96:                                         ; preds = %if.end205, %if.end183
  br label %if.end

if.then97:                                        ; preds = %if.then94
  br label %for.cond100

if.else98:                                        ; preds = %if.then94
  br label %for.cond106

if.end99:                                         ; preds = %for.end108, %for.end102
  %280 = sext i32 %N to i64
  %281 = icmp sle i64 512, %280
  br i1 %281, label %if.then117, label %if.else118

for.cond100:                                      ; preds = %for.end105, %if.then97
  %i2 = phi i32 [ 0, %if.then97 ], [ %299, %for.end105 ]
  %282 = icmp slt i32 %i2, 4
  br i1 %282, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond103

for.end102:                                       ; preds = %for.cond100
  br label %if.end99

for.cond103:                                      ; preds = %for.body104, %for.body101
  %j2 = phi i32 [ 0, %for.body101 ], [ %298, %for.body104 ]
  %283 = icmp slt i32 %j2, 512
  br i1 %283, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %284 = mul i32 %bx, 4
  %285 = add i32 %284, %i2
  %286 = sext i32 %285 to i64
  %287 = sext i32 %N to i64
  %288 = mul nsw i64 %286, %287
  %289 = sext i32 %j2 to i64
  %290 = add nsw i64 %288, %289
  %291 = getelementptr inbounds float, ptr %X, i64 %290
  %292 = load float, ptr %291, align 4
  %293 = sext i32 %i2 to i64
  %294 = mul nsw i64 %293, 512
  %295 = sext i32 %j2 to i64
  %296 = add nsw i64 %294, %295
  %297 = getelementptr inbounds float, ptr %X_f, i64 %296
  store float %292, ptr %297, align 4
  %298 = add nsw i32 %j2, 1
  br label %for.cond103, !llvm.loop !22

for.end105:                                       ; preds = %for.cond103
  %299 = add nsw i32 %i2, 1
  br label %for.cond100, !llvm.loop !23

for.cond106:                                      ; preds = %for.end112, %if.else98
  %i2109 = phi i32 [ 0, %if.else98 ], [ %318, %for.end112 ]
  %300 = icmp slt i32 %i2109, 4
  br i1 %300, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  br label %for.cond110

for.end108:                                       ; preds = %for.cond106
  br label %if.end99

for.cond110:                                      ; preds = %sel.end116, %for.body107
  %j2113 = phi i32 [ 0, %for.body107 ], [ %334, %sel.end116 ]
  %301 = icmp slt i32 %j2113, 512
  br i1 %301, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %302 = mul i32 %bx, 4
  %303 = sext i32 %302 to i64
  %304 = sext i32 %i2109 to i64
  %305 = add i64 %303, %304
  %306 = icmp sle i64 0, %305
  %307 = mul i32 %bx, 4
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i2109 to i64
  %310 = add i64 %308, %309
  %311 = sext i32 %M to i64
  %312 = icmp slt i64 %310, %311
  %313 = and i1 %306, %312
  %314 = sext i32 %j2113 to i64
  %315 = sext i32 %N to i64
  %316 = icmp slt i64 %314, %315
  %317 = and i1 %313, %316
  br i1 %317, label %sel.then114, label %sel.else115

for.end112:                                       ; preds = %for.cond110
  %318 = add nsw i32 %i2109, 1
  br label %for.cond106, !llvm.loop !24

sel.then114:                                      ; preds = %for.body111
  %319 = mul i32 %bx, 4
  %320 = add i32 %319, %i2109
  %321 = sext i32 %320 to i64
  %322 = sext i32 %N to i64
  %323 = mul nsw i64 %321, %322
  %324 = sext i32 %j2113 to i64
  %325 = add nsw i64 %323, %324
  %326 = getelementptr inbounds float, ptr %X, i64 %325
  %327 = load float, ptr %326, align 4
  br label %sel.end116

sel.else115:                                      ; preds = %for.body111
  br label %sel.end116

sel.end116:                                       ; preds = %sel.else115, %sel.then114
  %328 = phi float [ %327, %sel.then114 ], [ 0.000000e+00, %sel.else115 ]
  %329 = sext i32 %i2109 to i64
  %330 = mul nsw i64 %329, 512
  %331 = sext i32 %j2113 to i64
  %332 = add nsw i64 %330, %331
  %333 = getelementptr inbounds float, ptr %X_f, i64 %332
  store float %328, ptr %333, align 4
  %334 = add nsw i32 %j2113, 1
  br label %for.cond110, !llvm.loop !25

if.then117:                                       ; preds = %if.end99
  br label %for.cond120

if.else118:                                       ; preds = %if.end99
  br label %for.cond124

if.end119:                                        ; preds = %for.end126, %for.end122
  %335 = sext i32 %N to i64
  %336 = icmp sle i64 512, %335
  br i1 %336, label %if.then131, label %if.else132

for.cond120:                                      ; preds = %for.body121, %if.then117
  %i2123 = phi i32 [ 0, %if.then117 ], [ %343, %for.body121 ]
  %337 = icmp slt i32 %i2123, 512
  br i1 %337, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %338 = sext i32 %i2123 to i64
  %339 = getelementptr inbounds float, ptr %W, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = sext i32 %i2123 to i64
  %342 = getelementptr inbounds float, ptr %W_f, i64 %341
  store float %340, ptr %342, align 4
  %343 = add nsw i32 %i2123, 1
  br label %for.cond120, !llvm.loop !26

for.end122:                                       ; preds = %for.cond120
  br label %if.end119

for.cond124:                                      ; preds = %sel.end130, %if.else118
  %i2127 = phi i32 [ 0, %if.else118 ], [ %354, %sel.end130 ]
  %344 = icmp slt i32 %i2127, 512
  br i1 %344, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %345 = sext i32 %i2127 to i64
  %346 = sext i32 %N to i64
  %347 = icmp slt i64 %345, %346
  br i1 %347, label %sel.then128, label %sel.else129

for.end126:                                       ; preds = %for.cond124
  br label %if.end119

sel.then128:                                      ; preds = %for.body125
  %348 = sext i32 %i2127 to i64
  %349 = getelementptr inbounds float, ptr %W, i64 %348
  %350 = load float, ptr %349, align 4
  br label %sel.end130

sel.else129:                                      ; preds = %for.body125
  br label %sel.end130

sel.end130:                                       ; preds = %sel.else129, %sel.then128
  %351 = phi float [ %350, %sel.then128 ], [ 0.000000e+00, %sel.else129 ]
  %352 = sext i32 %i2127 to i64
  %353 = getelementptr inbounds float, ptr %W_f, i64 %352
  store float %351, ptr %353, align 4
  %354 = add nsw i32 %i2127, 1
  br label %for.cond124, !llvm.loop !27

if.then131:                                       ; preds = %if.end119
  br label %for.cond134

if.else132:                                       ; preds = %if.end119
  br label %for.cond138

if.end133:                                        ; preds = %for.end140, %for.end136
  br label %for.cond145

for.cond134:                                      ; preds = %for.body135, %if.then131
  %i2137 = phi i32 [ 0, %if.then131 ], [ %361, %for.body135 ]
  %355 = icmp slt i32 %i2137, 512
  br i1 %355, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %356 = sext i32 %i2137 to i64
  %357 = getelementptr inbounds float, ptr %B, i64 %356
  %358 = load float, ptr %357, align 4
  %359 = sext i32 %i2137 to i64
  %360 = getelementptr inbounds float, ptr %B_f, i64 %359
  store float %358, ptr %360, align 4
  %361 = add nsw i32 %i2137, 1
  br label %for.cond134, !llvm.loop !28

for.end136:                                       ; preds = %for.cond134
  br label %if.end133

for.cond138:                                      ; preds = %sel.end144, %if.else132
  %i2141 = phi i32 [ 0, %if.else132 ], [ %372, %sel.end144 ]
  %362 = icmp slt i32 %i2141, 512
  br i1 %362, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %363 = sext i32 %i2141 to i64
  %364 = sext i32 %N to i64
  %365 = icmp slt i64 %363, %364
  br i1 %365, label %sel.then142, label %sel.else143

for.end140:                                       ; preds = %for.cond138
  br label %if.end133

sel.then142:                                      ; preds = %for.body139
  %366 = sext i32 %i2141 to i64
  %367 = getelementptr inbounds float, ptr %B, i64 %366
  %368 = load float, ptr %367, align 4
  br label %sel.end144

sel.else143:                                      ; preds = %for.body139
  br label %sel.end144

sel.end144:                                       ; preds = %sel.else143, %sel.then142
  %369 = phi float [ %368, %sel.then142 ], [ 0.000000e+00, %sel.else143 ]
  %370 = sext i32 %i2141 to i64
  %371 = getelementptr inbounds float, ptr %B_f, i64 %370
  store float %369, ptr %371, align 4
  %372 = add nsw i32 %i2141, 1
  br label %for.cond138, !llvm.loop !29

for.cond145:                                      ; preds = %for.end151, %if.end133
  %i148 = phi i32 [ 0, %if.end133 ], [ %395, %for.end151 ]
  %373 = icmp slt i32 %i148, 4
  br i1 %373, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  br label %for.cond149

for.end147:                                       ; preds = %for.cond145
  br label %for.cond154

for.cond149:                                      ; preds = %for.body150, %for.body146
  %j152 = phi i32 [ 0, %for.body146 ], [ %394, %for.body150 ]
  %374 = icmp slt i32 %j152, 512
  br i1 %374, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %375 = icmp slt i32 %j152, %N
  %376 = sext i32 %i148 to i64
  %377 = mul nsw i64 %376, 512
  %378 = sext i32 %j152 to i64
  %379 = add nsw i64 %377, %378
  %380 = call i64 @llvm.umin.i64(i64 %379, i64 2047)
  %381 = getelementptr inbounds float, ptr %X_f, i64 %380
  %382 = load float, ptr %381, align 4
  %x153 = select i1 %375, float %382, float 0.000000e+00
  %383 = sext i32 %i148 to i64
  %384 = mul nsw i64 %383, 512
  %385 = sext i32 %j152 to i64
  %386 = add nsw i64 %384, %385
  %387 = getelementptr inbounds float, ptr %X_f, i64 %386
  store float %x153, ptr %387, align 4
  %388 = fmul float %x153, %x153
  %389 = sext i32 %i148 to i64
  %390 = mul nsw i64 %389, 512
  %391 = sext i32 %j152 to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds float, ptr %sq, i64 %392
  store float %388, ptr %393, align 4
  %394 = add nsw i32 %j152, 1
  br label %for.cond149, !llvm.loop !30

for.end151:                                       ; preds = %for.cond149
  %395 = add nsw i32 %i148, 1
  br label %for.cond145, !llvm.loop !31

for.cond154:                                      ; preds = %for.end160, %for.end147
  %i2157 = phi i32 [ 0, %for.end147 ], [ %413, %for.end160 ]
  %396 = icmp slt i32 %i2157, 4
  br i1 %396, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %397 = sext i32 %i2157 to i64
  %398 = getelementptr inbounds float, ptr %mean, i64 %397
  store float 0.000000e+00, ptr %398, align 4
  br label %for.cond158

for.end156:                                       ; preds = %for.cond154
  br label %for.cond161

for.cond158:                                      ; preds = %for.body159, %for.body155
  %red1 = phi i32 [ 0, %for.body155 ], [ %412, %for.body159 ]
  %399 = icmp slt i32 %red1, 512
  br i1 %399, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %400 = sext i32 %i2157 to i64
  %401 = getelementptr inbounds float, ptr %mean, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = sext i32 %i2157 to i64
  %404 = mul nsw i64 %403, 512
  %405 = sext i32 %red1 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %X_f, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = fadd float %402, %408
  %410 = sext i32 %i2157 to i64
  %411 = getelementptr inbounds float, ptr %mean, i64 %410
  store float %409, ptr %411, align 4
  %412 = add nsw i32 %red1, 1
  br label %for.cond158, !llvm.loop !32

for.end160:                                       ; preds = %for.cond158
  %413 = add nsw i32 %i2157, 1
  br label %for.cond154, !llvm.loop !33

for.cond161:                                      ; preds = %for.end167, %for.end156
  %i2164 = phi i32 [ 0, %for.end156 ], [ %431, %for.end167 ]
  %414 = icmp slt i32 %i2164, 4
  br i1 %414, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %415 = sext i32 %i2164 to i64
  %416 = getelementptr inbounds float, ptr %rstd, i64 %415
  store float 0.000000e+00, ptr %416, align 4
  br label %for.cond165

for.end163:                                       ; preds = %for.cond161
  br label %for.cond169

for.cond165:                                      ; preds = %for.body166, %for.body162
  %red1168 = phi i32 [ 0, %for.body162 ], [ %430, %for.body166 ]
  %417 = icmp slt i32 %red1168, 512
  br i1 %417, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %418 = sext i32 %i2164 to i64
  %419 = getelementptr inbounds float, ptr %rstd, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = sext i32 %i2164 to i64
  %422 = mul nsw i64 %421, 512
  %423 = sext i32 %red1168 to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds float, ptr %sq, i64 %424
  %426 = load float, ptr %425, align 4
  %427 = fadd float %420, %426
  %428 = sext i32 %i2164 to i64
  %429 = getelementptr inbounds float, ptr %rstd, i64 %428
  store float %427, ptr %429, align 4
  %430 = add nsw i32 %red1168, 1
  br label %for.cond165, !llvm.loop !34

for.end167:                                       ; preds = %for.cond165
  %431 = add nsw i32 %i2164, 1
  br label %for.cond161, !llvm.loop !35

for.cond169:                                      ; preds = %for.body170, %for.end163
  %i172 = phi i32 [ 0, %for.end163 ], [ %461, %for.body170 ]
  %432 = icmp slt i32 %i172, 4
  br i1 %432, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %433 = sext i32 %i172 to i64
  %434 = getelementptr inbounds float, ptr %mean, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = sitofp i32 %N to float
  %437 = fdiv float %435, %436
  %438 = sext i32 %i172 to i64
  %439 = getelementptr inbounds float, ptr %mean, i64 %438
  store float %437, ptr %439, align 4
  %440 = sext i32 %i172 to i64
  %441 = getelementptr inbounds float, ptr %rstd, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = sitofp i32 %N to float
  %444 = fdiv float %442, %443
  %445 = sext i32 %i172 to i64
  %446 = getelementptr inbounds float, ptr %mean, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = sext i32 %i172 to i64
  %449 = getelementptr inbounds float, ptr %mean, i64 %448
  %450 = load float, ptr %449, align 4
  %451 = fmul float %447, %450
  %452 = fsub float %444, %451
  %453 = call float @llvm.maxnum.f32(float %452, float 0.000000e+00)
  %454 = fadd float %453, 0x3EE4F8B580000000
  %455 = fpext float %454 to double
  %456 = call double @llvm.sqrt.f64(double %455)
  %457 = fdiv double 1.000000e+00, %456
  %458 = fptrunc double %457 to float
  %459 = sext i32 %i172 to i64
  %460 = getelementptr inbounds float, ptr %rstd, i64 %459
  store float %458, ptr %460, align 4
  %461 = add nsw i32 %i172, 1
  br label %for.cond169, !llvm.loop !36

for.end171:                                       ; preds = %for.cond169
  br label %for.cond173

for.cond173:                                      ; preds = %for.end179, %for.end171
  %i176 = phi i32 [ 0, %for.end171 ], [ %503, %for.end179 ]
  %462 = icmp slt i32 %i176, 4
  br i1 %462, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond177

for.end175:                                       ; preds = %for.cond173
  %463 = mul i32 %bx, 4
  %464 = icmp sle i32 0, %463
  %465 = mul i32 %bx, 4
  %466 = sext i32 %465 to i64
  %467 = add i64 %466, 4
  %468 = sext i32 %M to i64
  %469 = icmp sle i64 %467, %468
  %470 = and i1 %464, %469
  %471 = sext i32 %N to i64
  %472 = icmp sle i64 512, %471
  %473 = and i1 %470, %472
  br i1 %473, label %if.then181, label %if.else182

for.cond177:                                      ; preds = %for.body178, %for.body174
  %j180 = phi i32 [ 0, %for.body174 ], [ %502, %for.body178 ]
  %474 = icmp slt i32 %j180, 512
  br i1 %474, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %475 = sext i32 %i176 to i64
  %476 = mul nsw i64 %475, 512
  %477 = sext i32 %j180 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %X_f, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = sext i32 %i176 to i64
  %482 = getelementptr inbounds float, ptr %mean, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = fsub float %480, %483
  %485 = sext i32 %i176 to i64
  %486 = getelementptr inbounds float, ptr %rstd, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = fmul float %484, %487
  %489 = sext i32 %j180 to i64
  %490 = getelementptr inbounds float, ptr %W_f, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = fmul float %488, %491
  %493 = sext i32 %j180 to i64
  %494 = getelementptr inbounds float, ptr %B_f, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fadd float %492, %495
  %497 = sext i32 %i176 to i64
  %498 = mul nsw i64 %497, 512
  %499 = sext i32 %j180 to i64
  %500 = add nsw i64 %498, %499
  %501 = getelementptr inbounds float, ptr %X_f, i64 %500
  store float %496, ptr %501, align 4
  %502 = add nsw i32 %j180, 1
  br label %for.cond177, !llvm.loop !37

for.end179:                                       ; preds = %for.cond177
  %503 = add nsw i32 %i176, 1
  br label %for.cond173, !llvm.loop !38

if.then181:                                       ; preds = %for.end175
  br label %for.cond184

if.else182:                                       ; preds = %for.end175
  br label %for.cond192

if.end183:                                        ; preds = %for.end194, %for.end186
  br label %if.end96

for.cond184:                                      ; preds = %for.end190, %if.then181
  %i2187 = phi i32 [ 0, %if.then181 ], [ %521, %for.end190 ]
  %504 = icmp slt i32 %i2187, 4
  br i1 %504, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond188

for.end186:                                       ; preds = %for.cond184
  br label %if.end183

for.cond188:                                      ; preds = %for.body189, %for.body185
  %j2191 = phi i32 [ 0, %for.body185 ], [ %520, %for.body189 ]
  %505 = icmp slt i32 %j2191, 512
  br i1 %505, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %506 = sext i32 %i2187 to i64
  %507 = mul nsw i64 %506, 512
  %508 = sext i32 %j2191 to i64
  %509 = add nsw i64 %507, %508
  %510 = getelementptr inbounds float, ptr %X_f, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = mul i32 %bx, 4
  %513 = add i32 %512, %i2187
  %514 = sext i32 %513 to i64
  %515 = sext i32 %N to i64
  %516 = mul nsw i64 %514, %515
  %517 = sext i32 %j2191 to i64
  %518 = add nsw i64 %516, %517
  %519 = getelementptr inbounds float, ptr %Y, i64 %518
  store float %511, ptr %519, align 4
  %520 = add nsw i32 %j2191, 1
  br label %for.cond188, !llvm.loop !39

for.end190:                                       ; preds = %for.cond188
  %521 = add nsw i32 %i2187, 1
  br label %for.cond184, !llvm.loop !40

for.cond192:                                      ; preds = %for.end198, %if.else182
  %i2195 = phi i32 [ 0, %if.else182 ], [ %540, %for.end198 ]
  %522 = icmp slt i32 %i2195, 4
  br i1 %522, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  br label %for.cond196

for.end194:                                       ; preds = %for.cond192
  br label %if.end183

for.cond196:                                      ; preds = %if.end202, %for.body193
  %j2199 = phi i32 [ 0, %for.body193 ], [ %555, %if.end202 ]
  %523 = icmp slt i32 %j2199, 512
  br i1 %523, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %524 = mul i32 %bx, 4
  %525 = sext i32 %524 to i64
  %526 = sext i32 %i2195 to i64
  %527 = add i64 %525, %526
  %528 = icmp sle i64 0, %527
  %529 = mul i32 %bx, 4
  %530 = sext i32 %529 to i64
  %531 = sext i32 %i2195 to i64
  %532 = add i64 %530, %531
  %533 = sext i32 %M to i64
  %534 = icmp slt i64 %532, %533
  %535 = and i1 %528, %534
  %536 = sext i32 %j2199 to i64
  %537 = sext i32 %N to i64
  %538 = icmp slt i64 %536, %537
  %539 = and i1 %535, %538
  br i1 %539, label %if.then200, label %if.else201

for.end198:                                       ; preds = %for.cond196
  %540 = add nsw i32 %i2195, 1
  br label %for.cond192, !llvm.loop !41

if.then200:                                       ; preds = %for.body197
  %541 = sext i32 %i2195 to i64
  %542 = mul nsw i64 %541, 512
  %543 = sext i32 %j2199 to i64
  %544 = add nsw i64 %542, %543
  %545 = getelementptr inbounds float, ptr %X_f, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = mul i32 %bx, 4
  %548 = add i32 %547, %i2195
  %549 = sext i32 %548 to i64
  %550 = sext i32 %N to i64
  %551 = mul nsw i64 %549, %550
  %552 = sext i32 %j2199 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %Y, i64 %553
  store float %546, ptr %554, align 4
  br label %if.end202

if.else201:                                       ; preds = %for.body197
  br label %if.end202

if.end202:                                        ; preds = %if.else201, %if.then200
  %555 = add nsw i32 %j2199, 1
  br label %for.cond196, !llvm.loop !42

if.then203:                                       ; preds = %if.else95
  %556 = sext i32 %N to i64
  %557 = icmp sle i64 4096, %556
  br i1 %557, label %if.then206, label %if.else207

if.else204:                                       ; preds = %if.else95
  br label %for.cond316

if.end205:                                        ; preds = %for.end377, %for.end235
  br label %if.end96

if.then206:                                       ; preds = %if.then203
  br label %for.cond209

if.else207:                                       ; preds = %if.then203
  br label %for.cond212

if.end208:                                        ; preds = %for.end214, %for.end211
  %558 = sext i32 %N to i64
  %559 = icmp sle i64 4096, %558
  br i1 %559, label %if.then219, label %if.else220

for.cond209:                                      ; preds = %for.body210, %if.then206
  %i3 = phi i32 [ 0, %if.then206 ], [ %566, %for.body210 ]
  %560 = icmp slt i32 %i3, 4096
  br i1 %560, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  %561 = sext i32 %i3 to i64
  %562 = getelementptr inbounds float, ptr %W, i64 %561
  %563 = load float, ptr %562, align 4
  %564 = sext i32 %i3 to i64
  %565 = getelementptr inbounds float, ptr %W_r, i64 %564
  store float %563, ptr %565, align 4
  %566 = add nsw i32 %i3, 1
  br label %for.cond209, !llvm.loop !43

for.end211:                                       ; preds = %for.cond209
  br label %if.end208

for.cond212:                                      ; preds = %sel.end218, %if.else207
  %i3215 = phi i32 [ 0, %if.else207 ], [ %577, %sel.end218 ]
  %567 = icmp slt i32 %i3215, 4096
  br i1 %567, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %568 = sext i32 %i3215 to i64
  %569 = sext i32 %N to i64
  %570 = icmp slt i64 %568, %569
  br i1 %570, label %sel.then216, label %sel.else217

for.end214:                                       ; preds = %for.cond212
  br label %if.end208

sel.then216:                                      ; preds = %for.body213
  %571 = sext i32 %i3215 to i64
  %572 = getelementptr inbounds float, ptr %W, i64 %571
  %573 = load float, ptr %572, align 4
  br label %sel.end218

sel.else217:                                      ; preds = %for.body213
  br label %sel.end218

sel.end218:                                       ; preds = %sel.else217, %sel.then216
  %574 = phi float [ %573, %sel.then216 ], [ 0.000000e+00, %sel.else217 ]
  %575 = sext i32 %i3215 to i64
  %576 = getelementptr inbounds float, ptr %W_r, i64 %575
  store float %574, ptr %576, align 4
  %577 = add nsw i32 %i3215, 1
  br label %for.cond212, !llvm.loop !44

if.then219:                                       ; preds = %if.end208
  br label %for.cond222

if.else220:                                       ; preds = %if.end208
  br label %for.cond226

if.end221:                                        ; preds = %for.end228, %for.end224
  br label %for.cond233

for.cond222:                                      ; preds = %for.body223, %if.then219
  %i3225 = phi i32 [ 0, %if.then219 ], [ %584, %for.body223 ]
  %578 = icmp slt i32 %i3225, 4096
  br i1 %578, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %579 = sext i32 %i3225 to i64
  %580 = getelementptr inbounds float, ptr %B, i64 %579
  %581 = load float, ptr %580, align 4
  %582 = sext i32 %i3225 to i64
  %583 = getelementptr inbounds float, ptr %B_r, i64 %582
  store float %581, ptr %583, align 4
  %584 = add nsw i32 %i3225, 1
  br label %for.cond222, !llvm.loop !45

for.end224:                                       ; preds = %for.cond222
  br label %if.end221

for.cond226:                                      ; preds = %sel.end232, %if.else220
  %i3229 = phi i32 [ 0, %if.else220 ], [ %595, %sel.end232 ]
  %585 = icmp slt i32 %i3229, 4096
  br i1 %585, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %586 = sext i32 %i3229 to i64
  %587 = sext i32 %N to i64
  %588 = icmp slt i64 %586, %587
  br i1 %588, label %sel.then230, label %sel.else231

for.end228:                                       ; preds = %for.cond226
  br label %if.end221

sel.then230:                                      ; preds = %for.body227
  %589 = sext i32 %i3229 to i64
  %590 = getelementptr inbounds float, ptr %B, i64 %589
  %591 = load float, ptr %590, align 4
  br label %sel.end232

sel.else231:                                      ; preds = %for.body227
  br label %sel.end232

sel.end232:                                       ; preds = %sel.else231, %sel.then230
  %592 = phi float [ %591, %sel.then230 ], [ 0.000000e+00, %sel.else231 ]
  %593 = sext i32 %i3229 to i64
  %594 = getelementptr inbounds float, ptr %B_r, i64 %593
  store float %592, ptr %594, align 4
  %595 = add nsw i32 %i3229, 1
  br label %for.cond226, !llvm.loop !46

for.cond233:                                      ; preds = %if.end296, %if.end221
  %r236 = phi i32 [ 0, %if.end221 ], [ %798, %if.end296 ]
  %596 = icmp slt i32 %r236, 4
  br i1 %596, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %597 = mul i32 %bx, 4
  %598 = add i32 %597, %r236
  %599 = icmp sle i32 0, %598
  %600 = mul i32 %bx, 4
  %601 = add i32 %600, %r236
  %602 = sext i32 %601 to i64
  %603 = add i64 %602, 1
  %604 = sext i32 %M to i64
  %605 = icmp sle i64 %603, %604
  %606 = and i1 %599, %605
  %607 = sext i32 %N to i64
  %608 = icmp sle i64 4096, %607
  %609 = and i1 %606, %608
  br i1 %609, label %if.then237, label %if.else238

for.end235:                                       ; preds = %for.cond233
  br label %if.end205

if.then237:                                       ; preds = %for.body234
  br label %for.cond240

if.else238:                                       ; preds = %for.body234
  br label %for.cond247

if.end239:                                        ; preds = %for.end249, %for.end242
  br label %for.cond258

for.cond240:                                      ; preds = %for.end246, %if.then237
  %i3243 = phi i32 [ 0, %if.then237 ], [ %628, %for.end246 ]
  %610 = icmp slt i32 %i3243, 1
  br i1 %610, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  br label %for.cond244

for.end242:                                       ; preds = %for.cond240
  br label %if.end239

for.cond244:                                      ; preds = %for.body245, %for.body241
  %j3 = phi i32 [ 0, %for.body241 ], [ %627, %for.body245 ]
  %611 = icmp slt i32 %j3, 4096
  br i1 %611, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %612 = mul i32 %bx, 4
  %613 = add i32 %612, %r236
  %614 = add i32 %613, %i3243
  %615 = sext i32 %614 to i64
  %616 = sext i32 %N to i64
  %617 = mul nsw i64 %615, %616
  %618 = sext i32 %j3 to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds float, ptr %X, i64 %619
  %621 = load float, ptr %620, align 4
  %622 = sext i32 %i3243 to i64
  %623 = mul nsw i64 %622, 4096
  %624 = sext i32 %j3 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %X_r, i64 %625
  store float %621, ptr %626, align 4
  %627 = add nsw i32 %j3, 1
  br label %for.cond244, !llvm.loop !47

for.end246:                                       ; preds = %for.cond244
  %628 = add nsw i32 %i3243, 1
  br label %for.cond240, !llvm.loop !48

for.cond247:                                      ; preds = %for.end253, %if.else238
  %i3250 = phi i32 [ 0, %if.else238 ], [ %649, %for.end253 ]
  %629 = icmp slt i32 %i3250, 1
  br i1 %629, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  br label %for.cond251

for.end249:                                       ; preds = %for.cond247
  br label %if.end239

for.cond251:                                      ; preds = %sel.end257, %for.body248
  %j3254 = phi i32 [ 0, %for.body248 ], [ %666, %sel.end257 ]
  %630 = icmp slt i32 %j3254, 4096
  br i1 %630, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %631 = mul i32 %bx, 4
  %632 = add i32 %631, %r236
  %633 = sext i32 %632 to i64
  %634 = sext i32 %i3250 to i64
  %635 = add i64 %633, %634
  %636 = icmp sle i64 0, %635
  %637 = mul i32 %bx, 4
  %638 = add i32 %637, %r236
  %639 = sext i32 %638 to i64
  %640 = sext i32 %i3250 to i64
  %641 = add i64 %639, %640
  %642 = sext i32 %M to i64
  %643 = icmp slt i64 %641, %642
  %644 = and i1 %636, %643
  %645 = sext i32 %j3254 to i64
  %646 = sext i32 %N to i64
  %647 = icmp slt i64 %645, %646
  %648 = and i1 %644, %647
  br i1 %648, label %sel.then255, label %sel.else256

for.end253:                                       ; preds = %for.cond251
  %649 = add nsw i32 %i3250, 1
  br label %for.cond247, !llvm.loop !49

sel.then255:                                      ; preds = %for.body252
  %650 = mul i32 %bx, 4
  %651 = add i32 %650, %r236
  %652 = add i32 %651, %i3250
  %653 = sext i32 %652 to i64
  %654 = sext i32 %N to i64
  %655 = mul nsw i64 %653, %654
  %656 = sext i32 %j3254 to i64
  %657 = add nsw i64 %655, %656
  %658 = getelementptr inbounds float, ptr %X, i64 %657
  %659 = load float, ptr %658, align 4
  br label %sel.end257

sel.else256:                                      ; preds = %for.body252
  br label %sel.end257

sel.end257:                                       ; preds = %sel.else256, %sel.then255
  %660 = phi float [ %659, %sel.then255 ], [ 0.000000e+00, %sel.else256 ]
  %661 = sext i32 %i3250 to i64
  %662 = mul nsw i64 %661, 4096
  %663 = sext i32 %j3254 to i64
  %664 = add nsw i64 %662, %663
  %665 = getelementptr inbounds float, ptr %X_r, i64 %664
  store float %660, ptr %665, align 4
  %666 = add nsw i32 %j3254, 1
  br label %for.cond251, !llvm.loop !50

for.cond258:                                      ; preds = %for.end264, %if.end239
  %i261 = phi i32 [ 0, %if.end239 ], [ %689, %for.end264 ]
  %667 = icmp slt i32 %i261, 1
  br i1 %667, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  br label %for.cond262

for.end260:                                       ; preds = %for.cond258
  br label %for.cond267

for.cond262:                                      ; preds = %for.body263, %for.body259
  %j265 = phi i32 [ 0, %for.body259 ], [ %688, %for.body263 ]
  %668 = icmp slt i32 %j265, 4096
  br i1 %668, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %669 = icmp slt i32 %j265, %N
  %670 = sext i32 %i261 to i64
  %671 = mul nsw i64 %670, 4096
  %672 = sext i32 %j265 to i64
  %673 = add nsw i64 %671, %672
  %674 = call i64 @llvm.umin.i64(i64 %673, i64 4095)
  %675 = getelementptr inbounds float, ptr %X_r, i64 %674
  %676 = load float, ptr %675, align 4
  %x266 = select i1 %669, float %676, float 0.000000e+00
  %677 = sext i32 %i261 to i64
  %678 = mul nsw i64 %677, 4096
  %679 = sext i32 %j265 to i64
  %680 = add nsw i64 %678, %679
  %681 = getelementptr inbounds float, ptr %X_r, i64 %680
  store float %x266, ptr %681, align 4
  %682 = fmul float %x266, %x266
  %683 = sext i32 %i261 to i64
  %684 = mul nsw i64 %683, 4096
  %685 = sext i32 %j265 to i64
  %686 = add nsw i64 %684, %685
  %687 = getelementptr inbounds float, ptr %sq_r, i64 %686
  store float %682, ptr %687, align 4
  %688 = add nsw i32 %j265, 1
  br label %for.cond262, !llvm.loop !51

for.end264:                                       ; preds = %for.cond262
  %689 = add nsw i32 %i261, 1
  br label %for.cond258, !llvm.loop !52

for.cond267:                                      ; preds = %for.end273, %for.end260
  %i3270 = phi i32 [ 0, %for.end260 ], [ %707, %for.end273 ]
  %690 = icmp slt i32 %i3270, 1
  br i1 %690, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %691 = sext i32 %i3270 to i64
  %692 = getelementptr inbounds float, ptr %mean_r, i64 %691
  store float 0.000000e+00, ptr %692, align 4
  br label %for.cond271

for.end269:                                       ; preds = %for.cond267
  br label %for.cond274

for.cond271:                                      ; preds = %for.body272, %for.body268
  %red2 = phi i32 [ 0, %for.body268 ], [ %706, %for.body272 ]
  %693 = icmp slt i32 %red2, 4096
  br i1 %693, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %694 = sext i32 %i3270 to i64
  %695 = getelementptr inbounds float, ptr %mean_r, i64 %694
  %696 = load float, ptr %695, align 4
  %697 = sext i32 %i3270 to i64
  %698 = mul nsw i64 %697, 4096
  %699 = sext i32 %red2 to i64
  %700 = add nsw i64 %698, %699
  %701 = getelementptr inbounds float, ptr %X_r, i64 %700
  %702 = load float, ptr %701, align 4
  %703 = fadd float %696, %702
  %704 = sext i32 %i3270 to i64
  %705 = getelementptr inbounds float, ptr %mean_r, i64 %704
  store float %703, ptr %705, align 4
  %706 = add nsw i32 %red2, 1
  br label %for.cond271, !llvm.loop !53

for.end273:                                       ; preds = %for.cond271
  %707 = add nsw i32 %i3270, 1
  br label %for.cond267, !llvm.loop !54

for.cond274:                                      ; preds = %for.end280, %for.end269
  %i3277 = phi i32 [ 0, %for.end269 ], [ %725, %for.end280 ]
  %708 = icmp slt i32 %i3277, 1
  br i1 %708, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  %709 = sext i32 %i3277 to i64
  %710 = getelementptr inbounds float, ptr %rstd_r, i64 %709
  store float 0.000000e+00, ptr %710, align 4
  br label %for.cond278

for.end276:                                       ; preds = %for.cond274
  br label %for.cond282

for.cond278:                                      ; preds = %for.body279, %for.body275
  %red2281 = phi i32 [ 0, %for.body275 ], [ %724, %for.body279 ]
  %711 = icmp slt i32 %red2281, 4096
  br i1 %711, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %712 = sext i32 %i3277 to i64
  %713 = getelementptr inbounds float, ptr %rstd_r, i64 %712
  %714 = load float, ptr %713, align 4
  %715 = sext i32 %i3277 to i64
  %716 = mul nsw i64 %715, 4096
  %717 = sext i32 %red2281 to i64
  %718 = add nsw i64 %716, %717
  %719 = getelementptr inbounds float, ptr %sq_r, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = fadd float %714, %720
  %722 = sext i32 %i3277 to i64
  %723 = getelementptr inbounds float, ptr %rstd_r, i64 %722
  store float %721, ptr %723, align 4
  %724 = add nsw i32 %red2281, 1
  br label %for.cond278, !llvm.loop !55

for.end280:                                       ; preds = %for.cond278
  %725 = add nsw i32 %i3277, 1
  br label %for.cond274, !llvm.loop !56

for.cond282:                                      ; preds = %for.body283, %for.end276
  %i285 = phi i32 [ 0, %for.end276 ], [ %755, %for.body283 ]
  %726 = icmp slt i32 %i285, 1
  br i1 %726, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %727 = sext i32 %i285 to i64
  %728 = getelementptr inbounds float, ptr %mean_r, i64 %727
  %729 = load float, ptr %728, align 4
  %730 = sitofp i32 %N to float
  %731 = fdiv float %729, %730
  %732 = sext i32 %i285 to i64
  %733 = getelementptr inbounds float, ptr %mean_r, i64 %732
  store float %731, ptr %733, align 4
  %734 = sext i32 %i285 to i64
  %735 = getelementptr inbounds float, ptr %rstd_r, i64 %734
  %736 = load float, ptr %735, align 4
  %737 = sitofp i32 %N to float
  %738 = fdiv float %736, %737
  %739 = sext i32 %i285 to i64
  %740 = getelementptr inbounds float, ptr %mean_r, i64 %739
  %741 = load float, ptr %740, align 4
  %742 = sext i32 %i285 to i64
  %743 = getelementptr inbounds float, ptr %mean_r, i64 %742
  %744 = load float, ptr %743, align 4
  %745 = fmul float %741, %744
  %746 = fsub float %738, %745
  %747 = call float @llvm.maxnum.f32(float %746, float 0.000000e+00)
  %748 = fadd float %747, 0x3EE4F8B580000000
  %749 = fpext float %748 to double
  %750 = call double @llvm.sqrt.f64(double %749)
  %751 = fdiv double 1.000000e+00, %750
  %752 = fptrunc double %751 to float
  %753 = sext i32 %i285 to i64
  %754 = getelementptr inbounds float, ptr %rstd_r, i64 %753
  store float %752, ptr %754, align 4
  %755 = add nsw i32 %i285, 1
  br label %for.cond282, !llvm.loop !57

for.end284:                                       ; preds = %for.cond282
  br label %for.cond286

for.cond286:                                      ; preds = %for.end292, %for.end284
  %i289 = phi i32 [ 0, %for.end284 ], [ %797, %for.end292 ]
  %756 = icmp slt i32 %i289, 1
  br i1 %756, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  br label %for.cond290

for.end288:                                       ; preds = %for.cond286
  %757 = mul i32 %bx, 4
  %758 = add i32 %757, %r236
  %759 = icmp sle i32 0, %758
  %760 = mul i32 %bx, 4
  %761 = add i32 %760, %r236
  %762 = sext i32 %761 to i64
  %763 = add i64 %762, 1
  %764 = sext i32 %M to i64
  %765 = icmp sle i64 %763, %764
  %766 = and i1 %759, %765
  %767 = sext i32 %N to i64
  %768 = icmp sle i64 4096, %767
  %769 = and i1 %766, %768
  br i1 %769, label %if.then294, label %if.else295

for.cond290:                                      ; preds = %for.body291, %for.body287
  %j293 = phi i32 [ 0, %for.body287 ], [ %796, %for.body291 ]
  %770 = icmp slt i32 %j293, 4096
  br i1 %770, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %771 = sext i32 %i289 to i64
  %772 = mul nsw i64 %771, 4096
  %773 = sext i32 %j293 to i64
  %774 = add nsw i64 %772, %773
  %775 = getelementptr inbounds float, ptr %X_r, i64 %774
  %776 = load float, ptr %775, align 4
  %777 = getelementptr inbounds float, ptr %mean_r, i64 0
  %778 = load float, ptr %777, align 4
  %779 = fsub float %776, %778
  %780 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %781 = load float, ptr %780, align 4
  %782 = fmul float %779, %781
  %783 = sext i32 %j293 to i64
  %784 = getelementptr inbounds float, ptr %W_r, i64 %783
  %785 = load float, ptr %784, align 4
  %786 = fmul float %782, %785
  %787 = sext i32 %j293 to i64
  %788 = getelementptr inbounds float, ptr %B_r, i64 %787
  %789 = load float, ptr %788, align 4
  %790 = fadd float %786, %789
  %791 = sext i32 %i289 to i64
  %792 = mul nsw i64 %791, 4096
  %793 = sext i32 %j293 to i64
  %794 = add nsw i64 %792, %793
  %795 = getelementptr inbounds float, ptr %X_r, i64 %794
  store float %790, ptr %795, align 4
  %796 = add nsw i32 %j293, 1
  br label %for.cond290, !llvm.loop !58

for.end292:                                       ; preds = %for.cond290
  %797 = add nsw i32 %i289, 1
  br label %for.cond286, !llvm.loop !59

if.then294:                                       ; preds = %for.end288
  br label %for.cond297

if.else295:                                       ; preds = %for.end288
  br label %for.cond305

if.end296:                                        ; preds = %for.end307, %for.end299
  %798 = add nsw i32 %r236, 1
  br label %for.cond233, !llvm.loop !60

for.cond297:                                      ; preds = %for.end303, %if.then294
  %i3300 = phi i32 [ 0, %if.then294 ], [ %817, %for.end303 ]
  %799 = icmp slt i32 %i3300, 1
  br i1 %799, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  br label %for.cond301

for.end299:                                       ; preds = %for.cond297
  br label %if.end296

for.cond301:                                      ; preds = %for.body302, %for.body298
  %j3304 = phi i32 [ 0, %for.body298 ], [ %816, %for.body302 ]
  %800 = icmp slt i32 %j3304, 4096
  br i1 %800, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %801 = sext i32 %i3300 to i64
  %802 = mul nsw i64 %801, 4096
  %803 = sext i32 %j3304 to i64
  %804 = add nsw i64 %802, %803
  %805 = getelementptr inbounds float, ptr %X_r, i64 %804
  %806 = load float, ptr %805, align 4
  %807 = mul i32 %bx, 4
  %808 = add i32 %807, %r236
  %809 = add i32 %808, %i3300
  %810 = sext i32 %809 to i64
  %811 = sext i32 %N to i64
  %812 = mul nsw i64 %810, %811
  %813 = sext i32 %j3304 to i64
  %814 = add nsw i64 %812, %813
  %815 = getelementptr inbounds float, ptr %Y, i64 %814
  store float %806, ptr %815, align 4
  %816 = add nsw i32 %j3304, 1
  br label %for.cond301, !llvm.loop !61

for.end303:                                       ; preds = %for.cond301
  %817 = add nsw i32 %i3300, 1
  br label %for.cond297, !llvm.loop !62

for.cond305:                                      ; preds = %for.end311, %if.else295
  %i3308 = phi i32 [ 0, %if.else295 ], [ %838, %for.end311 ]
  %818 = icmp slt i32 %i3308, 1
  br i1 %818, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  br label %for.cond309

for.end307:                                       ; preds = %for.cond305
  br label %if.end296

for.cond309:                                      ; preds = %if.end315, %for.body306
  %j3312 = phi i32 [ 0, %for.body306 ], [ %854, %if.end315 ]
  %819 = icmp slt i32 %j3312, 4096
  br i1 %819, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %820 = mul i32 %bx, 4
  %821 = add i32 %820, %r236
  %822 = sext i32 %821 to i64
  %823 = sext i32 %i3308 to i64
  %824 = add i64 %822, %823
  %825 = icmp sle i64 0, %824
  %826 = mul i32 %bx, 4
  %827 = add i32 %826, %r236
  %828 = sext i32 %827 to i64
  %829 = sext i32 %i3308 to i64
  %830 = add i64 %828, %829
  %831 = sext i32 %M to i64
  %832 = icmp slt i64 %830, %831
  %833 = and i1 %825, %832
  %834 = sext i32 %j3312 to i64
  %835 = sext i32 %N to i64
  %836 = icmp slt i64 %834, %835
  %837 = and i1 %833, %836
  br i1 %837, label %if.then313, label %if.else314

for.end311:                                       ; preds = %for.cond309
  %838 = add nsw i32 %i3308, 1
  br label %for.cond305, !llvm.loop !63

if.then313:                                       ; preds = %for.body310
  %839 = sext i32 %i3308 to i64
  %840 = mul nsw i64 %839, 4096
  %841 = sext i32 %j3312 to i64
  %842 = add nsw i64 %840, %841
  %843 = getelementptr inbounds float, ptr %X_r, i64 %842
  %844 = load float, ptr %843, align 4
  %845 = mul i32 %bx, 4
  %846 = add i32 %845, %r236
  %847 = add i32 %846, %i3308
  %848 = sext i32 %847 to i64
  %849 = sext i32 %N to i64
  %850 = mul nsw i64 %848, %849
  %851 = sext i32 %j3312 to i64
  %852 = add nsw i64 %850, %851
  %853 = getelementptr inbounds float, ptr %Y, i64 %852
  store float %844, ptr %853, align 4
  br label %if.end315

if.else314:                                       ; preds = %for.body310
  br label %if.end315

if.end315:                                        ; preds = %if.else314, %if.then313
  %854 = add nsw i32 %j3312, 1
  br label %for.cond309, !llvm.loop !64

for.cond316:                                      ; preds = %for.body317, %if.else204
  %i5 = phi i32 [ 0, %if.else204 ], [ %858, %for.body317 ]
  %855 = icmp slt i32 %i5, 4
  br i1 %855, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %856 = sext i32 %i5 to i64
  %857 = getelementptr inbounds float, ptr %mean, i64 %856
  store float 0.000000e+00, ptr %857, align 4
  %858 = add nsw i32 %i5, 1
  br label %for.cond316, !llvm.loop !65

for.end318:                                       ; preds = %for.cond316
  br label %for.cond319

for.cond319:                                      ; preds = %for.body320, %for.end318
  %i5322 = phi i32 [ 0, %for.end318 ], [ %862, %for.body320 ]
  %859 = icmp slt i32 %i5322, 4
  br i1 %859, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %860 = sext i32 %i5322 to i64
  %861 = getelementptr inbounds float, ptr %rstd, i64 %860
  store float 0.000000e+00, ptr %861, align 4
  %862 = add nsw i32 %i5322, 1
  br label %for.cond319, !llvm.loop !66

for.end321:                                       ; preds = %for.cond319
  %863 = sext i32 %N to i64
  %864 = sdiv i64 %863, 512
  %865 = sub i64 0, %863
  %866 = select i1 false, i64 %865, i64 %864
  %867 = srem i64 %863, 512
  %868 = icmp ne i64 %867, 0
  %869 = icmp slt i64 %863, 0
  %870 = icmp eq i1 %869, false
  %871 = and i1 %868, %870
  %872 = zext i1 %871 to i64
  %873 = add i64 %866, %872
  %874 = trunc i64 %873 to i32
  br label %for.cond323

for.cond323:                                      ; preds = %for.end365, %for.end321
  %c = phi i32 [ 0, %for.end321 ], [ %1001, %for.end365 ]
  %875 = icmp slt i32 %c, %874
  br i1 %875, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %876 = mul i32 %bx, 4
  %877 = icmp sle i32 0, %876
  %878 = mul i32 %bx, 4
  %879 = sext i32 %878 to i64
  %880 = add i64 %879, 4
  %881 = sext i32 %M to i64
  %882 = icmp sle i64 %880, %881
  %883 = and i1 %877, %882
  %884 = mul i32 %c, 512
  %885 = icmp sle i32 0, %884
  %886 = mul i32 %c, 512
  %887 = sext i32 %886 to i64
  %888 = add i64 %887, 512
  %889 = sext i32 %N to i64
  %890 = icmp sle i64 %888, %889
  %891 = and i1 %885, %890
  %892 = and i1 %883, %891
  br i1 %892, label %if.then326, label %if.else327

for.end325:                                       ; preds = %for.cond323
  br label %for.cond371

if.then326:                                       ; preds = %for.body324
  br label %for.cond329

if.else327:                                       ; preds = %for.body324
  br label %for.cond336

if.end328:                                        ; preds = %for.end338, %for.end331
  br label %for.cond347

for.cond329:                                      ; preds = %for.end335, %if.then326
  %i5332 = phi i32 [ 0, %if.then326 ], [ %912, %for.end335 ]
  %893 = icmp slt i32 %i5332, 4
  br i1 %893, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  br label %for.cond333

for.end331:                                       ; preds = %for.cond329
  br label %if.end328

for.cond333:                                      ; preds = %for.body334, %for.body330
  %j4 = phi i32 [ 0, %for.body330 ], [ %911, %for.body334 ]
  %894 = icmp slt i32 %j4, 512
  br i1 %894, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %895 = mul i32 %bx, 4
  %896 = add i32 %895, %i5332
  %897 = sext i32 %896 to i64
  %898 = sext i32 %N to i64
  %899 = mul nsw i64 %897, %898
  %900 = mul i32 %c, 512
  %901 = add i32 %900, %j4
  %902 = sext i32 %901 to i64
  %903 = add nsw i64 %899, %902
  %904 = getelementptr inbounds float, ptr %X, i64 %903
  %905 = load float, ptr %904, align 4
  %906 = sext i32 %i5332 to i64
  %907 = mul nsw i64 %906, 512
  %908 = sext i32 %j4 to i64
  %909 = add nsw i64 %907, %908
  %910 = getelementptr inbounds float, ptr %X_f, i64 %909
  store float %905, ptr %910, align 4
  %911 = add nsw i32 %j4, 1
  br label %for.cond333, !llvm.loop !67

for.end335:                                       ; preds = %for.cond333
  %912 = add nsw i32 %i5332, 1
  br label %for.cond329, !llvm.loop !68

for.cond336:                                      ; preds = %for.end342, %if.else327
  %i5339 = phi i32 [ 0, %if.else327 ], [ %940, %for.end342 ]
  %913 = icmp slt i32 %i5339, 4
  br i1 %913, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  br label %for.cond340

for.end338:                                       ; preds = %for.cond336
  br label %if.end328

for.cond340:                                      ; preds = %sel.end346, %for.body337
  %j4343 = phi i32 [ 0, %for.body337 ], [ %958, %sel.end346 ]
  %914 = icmp slt i32 %j4343, 512
  br i1 %914, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %915 = mul i32 %bx, 4
  %916 = sext i32 %915 to i64
  %917 = sext i32 %i5339 to i64
  %918 = add i64 %916, %917
  %919 = icmp sle i64 0, %918
  %920 = mul i32 %bx, 4
  %921 = sext i32 %920 to i64
  %922 = sext i32 %i5339 to i64
  %923 = add i64 %921, %922
  %924 = sext i32 %M to i64
  %925 = icmp slt i64 %923, %924
  %926 = and i1 %919, %925
  %927 = mul i32 %c, 512
  %928 = sext i32 %927 to i64
  %929 = sext i32 %j4343 to i64
  %930 = add i64 %928, %929
  %931 = icmp sle i64 0, %930
  %932 = mul i32 %c, 512
  %933 = sext i32 %932 to i64
  %934 = sext i32 %j4343 to i64
  %935 = add i64 %933, %934
  %936 = sext i32 %N to i64
  %937 = icmp slt i64 %935, %936
  %938 = and i1 %931, %937
  %939 = and i1 %926, %938
  br i1 %939, label %sel.then344, label %sel.else345

for.end342:                                       ; preds = %for.cond340
  %940 = add nsw i32 %i5339, 1
  br label %for.cond336, !llvm.loop !69

sel.then344:                                      ; preds = %for.body341
  %941 = mul i32 %bx, 4
  %942 = add i32 %941, %i5339
  %943 = sext i32 %942 to i64
  %944 = sext i32 %N to i64
  %945 = mul nsw i64 %943, %944
  %946 = mul i32 %c, 512
  %947 = add i32 %946, %j4343
  %948 = sext i32 %947 to i64
  %949 = add nsw i64 %945, %948
  %950 = getelementptr inbounds float, ptr %X, i64 %949
  %951 = load float, ptr %950, align 4
  br label %sel.end346

sel.else345:                                      ; preds = %for.body341
  br label %sel.end346

sel.end346:                                       ; preds = %sel.else345, %sel.then344
  %952 = phi float [ %951, %sel.then344 ], [ 0.000000e+00, %sel.else345 ]
  %953 = sext i32 %i5339 to i64
  %954 = mul nsw i64 %953, 512
  %955 = sext i32 %j4343 to i64
  %956 = add nsw i64 %954, %955
  %957 = getelementptr inbounds float, ptr %X_f, i64 %956
  store float %952, ptr %957, align 4
  %958 = add nsw i32 %j4343, 1
  br label %for.cond340, !llvm.loop !70

for.cond347:                                      ; preds = %for.end353, %if.end328
  %i350 = phi i32 [ 0, %if.end328 ], [ %983, %for.end353 ]
  %959 = icmp slt i32 %i350, 4
  br i1 %959, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  br label %for.cond351

for.end349:                                       ; preds = %for.cond347
  br label %for.cond356

for.cond351:                                      ; preds = %for.body352, %for.body348
  %j354 = phi i32 [ 0, %for.body348 ], [ %982, %for.body352 ]
  %960 = icmp slt i32 %j354, 512
  br i1 %960, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %961 = mul i32 %c, 512
  %962 = add i32 %961, %j354
  %963 = icmp slt i32 %962, %N
  %964 = sext i32 %i350 to i64
  %965 = mul nsw i64 %964, 512
  %966 = sext i32 %j354 to i64
  %967 = add nsw i64 %965, %966
  %968 = call i64 @llvm.umin.i64(i64 %967, i64 2047)
  %969 = getelementptr inbounds float, ptr %X_f, i64 %968
  %970 = load float, ptr %969, align 4
  %x355 = select i1 %963, float %970, float 0.000000e+00
  %971 = sext i32 %i350 to i64
  %972 = mul nsw i64 %971, 512
  %973 = sext i32 %j354 to i64
  %974 = add nsw i64 %972, %973
  %975 = getelementptr inbounds float, ptr %X_f, i64 %974
  store float %x355, ptr %975, align 4
  %976 = fmul float %x355, %x355
  %977 = sext i32 %i350 to i64
  %978 = mul nsw i64 %977, 512
  %979 = sext i32 %j354 to i64
  %980 = add nsw i64 %978, %979
  %981 = getelementptr inbounds float, ptr %sq, i64 %980
  store float %976, ptr %981, align 4
  %982 = add nsw i32 %j354, 1
  br label %for.cond351, !llvm.loop !71

for.end353:                                       ; preds = %for.cond351
  %983 = add nsw i32 %i350, 1
  br label %for.cond347, !llvm.loop !72

for.cond356:                                      ; preds = %for.end362, %for.end349
  %i5359 = phi i32 [ 0, %for.end349 ], [ %999, %for.end362 ]
  %984 = icmp slt i32 %i5359, 4
  br i1 %984, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  br label %for.cond360

for.end358:                                       ; preds = %for.cond356
  br label %for.cond363

for.cond360:                                      ; preds = %for.body361, %for.body357
  %red3 = phi i32 [ 0, %for.body357 ], [ %998, %for.body361 ]
  %985 = icmp slt i32 %red3, 512
  br i1 %985, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  %986 = sext i32 %i5359 to i64
  %987 = getelementptr inbounds float, ptr %mean, i64 %986
  %988 = load float, ptr %987, align 4
  %989 = sext i32 %i5359 to i64
  %990 = mul nsw i64 %989, 512
  %991 = sext i32 %red3 to i64
  %992 = add nsw i64 %990, %991
  %993 = getelementptr inbounds float, ptr %X_f, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = fadd float %988, %994
  %996 = sext i32 %i5359 to i64
  %997 = getelementptr inbounds float, ptr %mean, i64 %996
  store float %995, ptr %997, align 4
  %998 = add nsw i32 %red3, 1
  br label %for.cond360, !llvm.loop !73

for.end362:                                       ; preds = %for.cond360
  %999 = add nsw i32 %i5359, 1
  br label %for.cond356, !llvm.loop !74

for.cond363:                                      ; preds = %for.end369, %for.end358
  %i5366 = phi i32 [ 0, %for.end358 ], [ %1016, %for.end369 ]
  %1000 = icmp slt i32 %i5366, 4
  br i1 %1000, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  br label %for.cond367

for.end365:                                       ; preds = %for.cond363
  %1001 = add nsw i32 %c, 1
  br label %for.cond323, !llvm.loop !75

for.cond367:                                      ; preds = %for.body368, %for.body364
  %red3370 = phi i32 [ 0, %for.body364 ], [ %1015, %for.body368 ]
  %1002 = icmp slt i32 %red3370, 512
  br i1 %1002, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1003 = sext i32 %i5366 to i64
  %1004 = getelementptr inbounds float, ptr %rstd, i64 %1003
  %1005 = load float, ptr %1004, align 4
  %1006 = sext i32 %i5366 to i64
  %1007 = mul nsw i64 %1006, 512
  %1008 = sext i32 %red3370 to i64
  %1009 = add nsw i64 %1007, %1008
  %1010 = getelementptr inbounds float, ptr %sq, i64 %1009
  %1011 = load float, ptr %1010, align 4
  %1012 = fadd float %1005, %1011
  %1013 = sext i32 %i5366 to i64
  %1014 = getelementptr inbounds float, ptr %rstd, i64 %1013
  store float %1012, ptr %1014, align 4
  %1015 = add nsw i32 %red3370, 1
  br label %for.cond367, !llvm.loop !76

for.end369:                                       ; preds = %for.cond367
  %1016 = add nsw i32 %i5366, 1
  br label %for.cond363, !llvm.loop !77

for.cond371:                                      ; preds = %for.body372, %for.end325
  %i374 = phi i32 [ 0, %for.end325 ], [ %1046, %for.body372 ]
  %1017 = icmp slt i32 %i374, 4
  br i1 %1017, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1018 = sext i32 %i374 to i64
  %1019 = getelementptr inbounds float, ptr %mean, i64 %1018
  %1020 = load float, ptr %1019, align 4
  %1021 = sitofp i32 %N to float
  %1022 = fdiv float %1020, %1021
  %1023 = sext i32 %i374 to i64
  %1024 = getelementptr inbounds float, ptr %mean, i64 %1023
  store float %1022, ptr %1024, align 4
  %1025 = sext i32 %i374 to i64
  %1026 = getelementptr inbounds float, ptr %rstd, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = sitofp i32 %N to float
  %1029 = fdiv float %1027, %1028
  %1030 = sext i32 %i374 to i64
  %1031 = getelementptr inbounds float, ptr %mean, i64 %1030
  %1032 = load float, ptr %1031, align 4
  %1033 = sext i32 %i374 to i64
  %1034 = getelementptr inbounds float, ptr %mean, i64 %1033
  %1035 = load float, ptr %1034, align 4
  %1036 = fmul float %1032, %1035
  %1037 = fsub float %1029, %1036
  %1038 = call float @llvm.maxnum.f32(float %1037, float 0.000000e+00)
  %1039 = fadd float %1038, 0x3EE4F8B580000000
  %1040 = fpext float %1039 to double
  %1041 = call double @llvm.sqrt.f64(double %1040)
  %1042 = fdiv double 1.000000e+00, %1041
  %1043 = fptrunc double %1042 to float
  %1044 = sext i32 %i374 to i64
  %1045 = getelementptr inbounds float, ptr %rstd, i64 %1044
  store float %1043, ptr %1045, align 4
  %1046 = add nsw i32 %i374, 1
  br label %for.cond371, !llvm.loop !78

for.end373:                                       ; preds = %for.cond371
  %1047 = sext i32 %N to i64
  %1048 = sdiv i64 %1047, 512
  %1049 = sub i64 0, %1047
  %1050 = select i1 false, i64 %1049, i64 %1048
  %1051 = srem i64 %1047, 512
  %1052 = icmp ne i64 %1051, 0
  %1053 = icmp slt i64 %1047, 0
  %1054 = icmp eq i1 %1053, false
  %1055 = and i1 %1052, %1054
  %1056 = zext i1 %1055 to i64
  %1057 = add i64 %1050, %1056
  %1058 = trunc i64 %1057 to i32
  br label %for.cond375

for.cond375:                                      ; preds = %if.end437, %for.end373
  %c378 = phi i32 [ 0, %for.end373 ], [ %1282, %if.end437 ]
  %1059 = icmp slt i32 %c378, %1058
  br i1 %1059, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1060 = sext i32 %N to i64
  %1061 = sdiv i64 %1060, 512
  %1062 = sub i64 0, %1060
  %1063 = select i1 false, i64 %1062, i64 %1061
  %1064 = srem i64 %1060, 512
  %1065 = icmp ne i64 %1064, 0
  %1066 = icmp slt i64 %1060, 0
  %1067 = icmp eq i1 %1066, false
  %1068 = and i1 %1065, %1067
  %1069 = zext i1 %1068 to i64
  %1070 = add i64 %1063, %1069
  %1071 = trunc i64 %1070 to i32
  %1072 = sub i32 %1071, 1
  %t = sub i32 %1072, %c378
  %1073 = mul i32 %bx, 4
  %1074 = icmp sle i32 0, %1073
  %1075 = mul i32 %bx, 4
  %1076 = sext i32 %1075 to i64
  %1077 = add i64 %1076, 4
  %1078 = sext i32 %M to i64
  %1079 = icmp sle i64 %1077, %1078
  %1080 = and i1 %1074, %1079
  %1081 = mul i32 %t, 512
  %1082 = icmp sle i32 0, %1081
  %1083 = mul i32 %t, 512
  %1084 = sext i32 %1083 to i64
  %1085 = add i64 %1084, 512
  %1086 = sext i32 %N to i64
  %1087 = icmp sle i64 %1085, %1086
  %1088 = and i1 %1082, %1087
  %1089 = and i1 %1080, %1088
  br i1 %1089, label %if.then379, label %if.else380

for.end377:                                       ; preds = %for.cond375
  br label %if.end205

if.then379:                                       ; preds = %for.body376
  br label %for.cond382

if.else380:                                       ; preds = %for.body376
  br label %for.cond388

if.end381:                                        ; preds = %for.end390, %for.end384
  %1090 = mul i32 %t, 512
  %1091 = icmp sle i32 0, %1090
  %1092 = mul i32 %t, 512
  %1093 = sext i32 %1092 to i64
  %1094 = add i64 %1093, 512
  %1095 = sext i32 %N to i64
  %1096 = icmp sle i64 %1094, %1095
  %1097 = and i1 %1091, %1096
  br i1 %1097, label %if.then399, label %if.else400

for.cond382:                                      ; preds = %for.end387, %if.then379
  %i6 = phi i32 [ 0, %if.then379 ], [ %1117, %for.end387 ]
  %1098 = icmp slt i32 %i6, 4
  br i1 %1098, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  br label %for.cond385

for.end384:                                       ; preds = %for.cond382
  br label %if.end381

for.cond385:                                      ; preds = %for.body386, %for.body383
  %j5 = phi i32 [ 0, %for.body383 ], [ %1116, %for.body386 ]
  %1099 = icmp slt i32 %j5, 512
  br i1 %1099, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1100 = mul i32 %bx, 4
  %1101 = add i32 %1100, %i6
  %1102 = sext i32 %1101 to i64
  %1103 = sext i32 %N to i64
  %1104 = mul nsw i64 %1102, %1103
  %1105 = mul i32 %t, 512
  %1106 = add i32 %1105, %j5
  %1107 = sext i32 %1106 to i64
  %1108 = add nsw i64 %1104, %1107
  %1109 = getelementptr inbounds float, ptr %X, i64 %1108
  %1110 = load float, ptr %1109, align 4
  %1111 = sext i32 %i6 to i64
  %1112 = mul nsw i64 %1111, 512
  %1113 = sext i32 %j5 to i64
  %1114 = add nsw i64 %1112, %1113
  %1115 = getelementptr inbounds float, ptr %X_f, i64 %1114
  store float %1110, ptr %1115, align 4
  %1116 = add nsw i32 %j5, 1
  br label %for.cond385, !llvm.loop !79

for.end387:                                       ; preds = %for.cond385
  %1117 = add nsw i32 %i6, 1
  br label %for.cond382, !llvm.loop !80

for.cond388:                                      ; preds = %for.end394, %if.else380
  %i6391 = phi i32 [ 0, %if.else380 ], [ %1145, %for.end394 ]
  %1118 = icmp slt i32 %i6391, 4
  br i1 %1118, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  br label %for.cond392

for.end390:                                       ; preds = %for.cond388
  br label %if.end381

for.cond392:                                      ; preds = %sel.end398, %for.body389
  %j5395 = phi i32 [ 0, %for.body389 ], [ %1163, %sel.end398 ]
  %1119 = icmp slt i32 %j5395, 512
  br i1 %1119, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1120 = mul i32 %bx, 4
  %1121 = sext i32 %1120 to i64
  %1122 = sext i32 %i6391 to i64
  %1123 = add i64 %1121, %1122
  %1124 = icmp sle i64 0, %1123
  %1125 = mul i32 %bx, 4
  %1126 = sext i32 %1125 to i64
  %1127 = sext i32 %i6391 to i64
  %1128 = add i64 %1126, %1127
  %1129 = sext i32 %M to i64
  %1130 = icmp slt i64 %1128, %1129
  %1131 = and i1 %1124, %1130
  %1132 = mul i32 %t, 512
  %1133 = sext i32 %1132 to i64
  %1134 = sext i32 %j5395 to i64
  %1135 = add i64 %1133, %1134
  %1136 = icmp sle i64 0, %1135
  %1137 = mul i32 %t, 512
  %1138 = sext i32 %1137 to i64
  %1139 = sext i32 %j5395 to i64
  %1140 = add i64 %1138, %1139
  %1141 = sext i32 %N to i64
  %1142 = icmp slt i64 %1140, %1141
  %1143 = and i1 %1136, %1142
  %1144 = and i1 %1131, %1143
  br i1 %1144, label %sel.then396, label %sel.else397

for.end394:                                       ; preds = %for.cond392
  %1145 = add nsw i32 %i6391, 1
  br label %for.cond388, !llvm.loop !81

sel.then396:                                      ; preds = %for.body393
  %1146 = mul i32 %bx, 4
  %1147 = add i32 %1146, %i6391
  %1148 = sext i32 %1147 to i64
  %1149 = sext i32 %N to i64
  %1150 = mul nsw i64 %1148, %1149
  %1151 = mul i32 %t, 512
  %1152 = add i32 %1151, %j5395
  %1153 = sext i32 %1152 to i64
  %1154 = add nsw i64 %1150, %1153
  %1155 = getelementptr inbounds float, ptr %X, i64 %1154
  %1156 = load float, ptr %1155, align 4
  br label %sel.end398

sel.else397:                                      ; preds = %for.body393
  br label %sel.end398

sel.end398:                                       ; preds = %sel.else397, %sel.then396
  %1157 = phi float [ %1156, %sel.then396 ], [ 0.000000e+00, %sel.else397 ]
  %1158 = sext i32 %i6391 to i64
  %1159 = mul nsw i64 %1158, 512
  %1160 = sext i32 %j5395 to i64
  %1161 = add nsw i64 %1159, %1160
  %1162 = getelementptr inbounds float, ptr %X_f, i64 %1161
  store float %1157, ptr %1162, align 4
  %1163 = add nsw i32 %j5395, 1
  br label %for.cond392, !llvm.loop !82

if.then399:                                       ; preds = %if.end381
  br label %for.cond402

if.else400:                                       ; preds = %if.end381
  br label %for.cond406

if.end401:                                        ; preds = %for.end408, %for.end404
  %1164 = mul i32 %t, 512
  %1165 = icmp sle i32 0, %1164
  %1166 = mul i32 %t, 512
  %1167 = sext i32 %1166 to i64
  %1168 = add i64 %1167, 512
  %1169 = sext i32 %N to i64
  %1170 = icmp sle i64 %1168, %1169
  %1171 = and i1 %1165, %1170
  br i1 %1171, label %if.then413, label %if.else414

for.cond402:                                      ; preds = %for.body403, %if.then399
  %i6405 = phi i32 [ 0, %if.then399 ], [ %1180, %for.body403 ]
  %1172 = icmp slt i32 %i6405, 512
  br i1 %1172, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1173 = mul i32 %t, 512
  %1174 = add i32 %1173, %i6405
  %1175 = sext i32 %1174 to i64
  %1176 = getelementptr inbounds float, ptr %W, i64 %1175
  %1177 = load float, ptr %1176, align 4
  %1178 = sext i32 %i6405 to i64
  %1179 = getelementptr inbounds float, ptr %W_f, i64 %1178
  store float %1177, ptr %1179, align 4
  %1180 = add nsw i32 %i6405, 1
  br label %for.cond402, !llvm.loop !83

for.end404:                                       ; preds = %for.cond402
  br label %if.end401

for.cond406:                                      ; preds = %sel.end412, %if.else400
  %i6409 = phi i32 [ 0, %if.else400 ], [ %1202, %sel.end412 ]
  %1181 = icmp slt i32 %i6409, 512
  br i1 %1181, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1182 = mul i32 %t, 512
  %1183 = sext i32 %1182 to i64
  %1184 = sext i32 %i6409 to i64
  %1185 = add i64 %1183, %1184
  %1186 = icmp sle i64 0, %1185
  %1187 = mul i32 %t, 512
  %1188 = sext i32 %1187 to i64
  %1189 = sext i32 %i6409 to i64
  %1190 = add i64 %1188, %1189
  %1191 = sext i32 %N to i64
  %1192 = icmp slt i64 %1190, %1191
  %1193 = and i1 %1186, %1192
  br i1 %1193, label %sel.then410, label %sel.else411

for.end408:                                       ; preds = %for.cond406
  br label %if.end401

sel.then410:                                      ; preds = %for.body407
  %1194 = mul i32 %t, 512
  %1195 = add i32 %1194, %i6409
  %1196 = sext i32 %1195 to i64
  %1197 = getelementptr inbounds float, ptr %W, i64 %1196
  %1198 = load float, ptr %1197, align 4
  br label %sel.end412

sel.else411:                                      ; preds = %for.body407
  br label %sel.end412

sel.end412:                                       ; preds = %sel.else411, %sel.then410
  %1199 = phi float [ %1198, %sel.then410 ], [ 0.000000e+00, %sel.else411 ]
  %1200 = sext i32 %i6409 to i64
  %1201 = getelementptr inbounds float, ptr %W_f, i64 %1200
  store float %1199, ptr %1201, align 4
  %1202 = add nsw i32 %i6409, 1
  br label %for.cond406, !llvm.loop !84

if.then413:                                       ; preds = %if.end401
  br label %for.cond416

if.else414:                                       ; preds = %if.end401
  br label %for.cond420

if.end415:                                        ; preds = %for.end422, %for.end418
  br label %for.cond427

for.cond416:                                      ; preds = %for.body417, %if.then413
  %i6419 = phi i32 [ 0, %if.then413 ], [ %1211, %for.body417 ]
  %1203 = icmp slt i32 %i6419, 512
  br i1 %1203, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %1204 = mul i32 %t, 512
  %1205 = add i32 %1204, %i6419
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr inbounds float, ptr %B, i64 %1206
  %1208 = load float, ptr %1207, align 4
  %1209 = sext i32 %i6419 to i64
  %1210 = getelementptr inbounds float, ptr %B_f, i64 %1209
  store float %1208, ptr %1210, align 4
  %1211 = add nsw i32 %i6419, 1
  br label %for.cond416, !llvm.loop !85

for.end418:                                       ; preds = %for.cond416
  br label %if.end415

for.cond420:                                      ; preds = %sel.end426, %if.else414
  %i6423 = phi i32 [ 0, %if.else414 ], [ %1233, %sel.end426 ]
  %1212 = icmp slt i32 %i6423, 512
  br i1 %1212, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1213 = mul i32 %t, 512
  %1214 = sext i32 %1213 to i64
  %1215 = sext i32 %i6423 to i64
  %1216 = add i64 %1214, %1215
  %1217 = icmp sle i64 0, %1216
  %1218 = mul i32 %t, 512
  %1219 = sext i32 %1218 to i64
  %1220 = sext i32 %i6423 to i64
  %1221 = add i64 %1219, %1220
  %1222 = sext i32 %N to i64
  %1223 = icmp slt i64 %1221, %1222
  %1224 = and i1 %1217, %1223
  br i1 %1224, label %sel.then424, label %sel.else425

for.end422:                                       ; preds = %for.cond420
  br label %if.end415

sel.then424:                                      ; preds = %for.body421
  %1225 = mul i32 %t, 512
  %1226 = add i32 %1225, %i6423
  %1227 = sext i32 %1226 to i64
  %1228 = getelementptr inbounds float, ptr %B, i64 %1227
  %1229 = load float, ptr %1228, align 4
  br label %sel.end426

sel.else425:                                      ; preds = %for.body421
  br label %sel.end426

sel.end426:                                       ; preds = %sel.else425, %sel.then424
  %1230 = phi float [ %1229, %sel.then424 ], [ 0.000000e+00, %sel.else425 ]
  %1231 = sext i32 %i6423 to i64
  %1232 = getelementptr inbounds float, ptr %B_f, i64 %1231
  store float %1230, ptr %1232, align 4
  %1233 = add nsw i32 %i6423, 1
  br label %for.cond420, !llvm.loop !86

for.cond427:                                      ; preds = %for.end433, %if.end415
  %i430 = phi i32 [ 0, %if.end415 ], [ %1281, %for.end433 ]
  %1234 = icmp slt i32 %i430, 4
  br i1 %1234, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  br label %for.cond431

for.end429:                                       ; preds = %for.cond427
  %1235 = mul i32 %bx, 4
  %1236 = icmp sle i32 0, %1235
  %1237 = mul i32 %bx, 4
  %1238 = sext i32 %1237 to i64
  %1239 = add i64 %1238, 4
  %1240 = sext i32 %M to i64
  %1241 = icmp sle i64 %1239, %1240
  %1242 = and i1 %1236, %1241
  %1243 = mul i32 %t, 512
  %1244 = icmp sle i32 0, %1243
  %1245 = mul i32 %t, 512
  %1246 = sext i32 %1245 to i64
  %1247 = add i64 %1246, 512
  %1248 = sext i32 %N to i64
  %1249 = icmp sle i64 %1247, %1248
  %1250 = and i1 %1244, %1249
  %1251 = and i1 %1242, %1250
  br i1 %1251, label %if.then435, label %if.else436

for.cond431:                                      ; preds = %for.body432, %for.body428
  %j434 = phi i32 [ 0, %for.body428 ], [ %1280, %for.body432 ]
  %1252 = icmp slt i32 %j434, 512
  br i1 %1252, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1253 = sext i32 %i430 to i64
  %1254 = mul nsw i64 %1253, 512
  %1255 = sext i32 %j434 to i64
  %1256 = add nsw i64 %1254, %1255
  %1257 = getelementptr inbounds float, ptr %X_f, i64 %1256
  %1258 = load float, ptr %1257, align 4
  %1259 = sext i32 %i430 to i64
  %1260 = getelementptr inbounds float, ptr %mean, i64 %1259
  %1261 = load float, ptr %1260, align 4
  %1262 = fsub float %1258, %1261
  %1263 = sext i32 %i430 to i64
  %1264 = getelementptr inbounds float, ptr %rstd, i64 %1263
  %1265 = load float, ptr %1264, align 4
  %1266 = fmul float %1262, %1265
  %1267 = sext i32 %j434 to i64
  %1268 = getelementptr inbounds float, ptr %W_f, i64 %1267
  %1269 = load float, ptr %1268, align 4
  %1270 = fmul float %1266, %1269
  %1271 = sext i32 %j434 to i64
  %1272 = getelementptr inbounds float, ptr %B_f, i64 %1271
  %1273 = load float, ptr %1272, align 4
  %1274 = fadd float %1270, %1273
  %1275 = sext i32 %i430 to i64
  %1276 = mul nsw i64 %1275, 512
  %1277 = sext i32 %j434 to i64
  %1278 = add nsw i64 %1276, %1277
  %1279 = getelementptr inbounds float, ptr %X_f, i64 %1278
  store float %1274, ptr %1279, align 4
  %1280 = add nsw i32 %j434, 1
  br label %for.cond431, !llvm.loop !87

for.end433:                                       ; preds = %for.cond431
  %1281 = add nsw i32 %i430, 1
  br label %for.cond427, !llvm.loop !88

if.then435:                                       ; preds = %for.end429
  br label %for.cond438

if.else436:                                       ; preds = %for.end429
  br label %for.cond446

if.end437:                                        ; preds = %for.end448, %for.end440
  %1282 = add nsw i32 %c378, 1
  br label %for.cond375, !llvm.loop !89

for.cond438:                                      ; preds = %for.end444, %if.then435
  %i6441 = phi i32 [ 0, %if.then435 ], [ %1302, %for.end444 ]
  %1283 = icmp slt i32 %i6441, 4
  br i1 %1283, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  br label %for.cond442

for.end440:                                       ; preds = %for.cond438
  br label %if.end437

for.cond442:                                      ; preds = %for.body443, %for.body439
  %j5445 = phi i32 [ 0, %for.body439 ], [ %1301, %for.body443 ]
  %1284 = icmp slt i32 %j5445, 512
  br i1 %1284, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1285 = sext i32 %i6441 to i64
  %1286 = mul nsw i64 %1285, 512
  %1287 = sext i32 %j5445 to i64
  %1288 = add nsw i64 %1286, %1287
  %1289 = getelementptr inbounds float, ptr %X_f, i64 %1288
  %1290 = load float, ptr %1289, align 4
  %1291 = mul i32 %bx, 4
  %1292 = add i32 %1291, %i6441
  %1293 = sext i32 %1292 to i64
  %1294 = sext i32 %N to i64
  %1295 = mul nsw i64 %1293, %1294
  %1296 = mul i32 %t, 512
  %1297 = add i32 %1296, %j5445
  %1298 = sext i32 %1297 to i64
  %1299 = add nsw i64 %1295, %1298
  %1300 = getelementptr inbounds float, ptr %Y, i64 %1299
  store float %1290, ptr %1300, align 4
  %1301 = add nsw i32 %j5445, 1
  br label %for.cond442, !llvm.loop !90

for.end444:                                       ; preds = %for.cond442
  %1302 = add nsw i32 %i6441, 1
  br label %for.cond438, !llvm.loop !91

for.cond446:                                      ; preds = %for.end452, %if.else436
  %i6449 = phi i32 [ 0, %if.else436 ], [ %1330, %for.end452 ]
  %1303 = icmp slt i32 %i6449, 4
  br i1 %1303, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  br label %for.cond450

for.end448:                                       ; preds = %for.cond446
  br label %if.end437

for.cond450:                                      ; preds = %if.end456, %for.body447
  %j5453 = phi i32 [ 0, %for.body447 ], [ %1347, %if.end456 ]
  %1304 = icmp slt i32 %j5453, 512
  br i1 %1304, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %1305 = mul i32 %bx, 4
  %1306 = sext i32 %1305 to i64
  %1307 = sext i32 %i6449 to i64
  %1308 = add i64 %1306, %1307
  %1309 = icmp sle i64 0, %1308
  %1310 = mul i32 %bx, 4
  %1311 = sext i32 %1310 to i64
  %1312 = sext i32 %i6449 to i64
  %1313 = add i64 %1311, %1312
  %1314 = sext i32 %M to i64
  %1315 = icmp slt i64 %1313, %1314
  %1316 = and i1 %1309, %1315
  %1317 = mul i32 %t, 512
  %1318 = sext i32 %1317 to i64
  %1319 = sext i32 %j5453 to i64
  %1320 = add i64 %1318, %1319
  %1321 = icmp sle i64 0, %1320
  %1322 = mul i32 %t, 512
  %1323 = sext i32 %1322 to i64
  %1324 = sext i32 %j5453 to i64
  %1325 = add i64 %1323, %1324
  %1326 = sext i32 %N to i64
  %1327 = icmp slt i64 %1325, %1326
  %1328 = and i1 %1321, %1327
  %1329 = and i1 %1316, %1328
  br i1 %1329, label %if.then454, label %if.else455

for.end452:                                       ; preds = %for.cond450
  %1330 = add nsw i32 %i6449, 1
  br label %for.cond446, !llvm.loop !92

if.then454:                                       ; preds = %for.body451
  %1331 = sext i32 %i6449 to i64
  %1332 = mul nsw i64 %1331, 512
  %1333 = sext i32 %j5453 to i64
  %1334 = add nsw i64 %1332, %1333
  %1335 = getelementptr inbounds float, ptr %X_f, i64 %1334
  %1336 = load float, ptr %1335, align 4
  %1337 = mul i32 %bx, 4
  %1338 = add i32 %1337, %i6449
  %1339 = sext i32 %1338 to i64
  %1340 = sext i32 %N to i64
  %1341 = mul nsw i64 %1339, %1340
  %1342 = mul i32 %t, 512
  %1343 = add i32 %1342, %j5453
  %1344 = sext i32 %1343 to i64
  %1345 = add nsw i64 %1341, %1344
  %1346 = getelementptr inbounds float, ptr %Y, i64 %1345
  store float %1336, ptr %1346, align 4
  br label %if.end456

if.else455:                                       ; preds = %for.body451
  br label %if.end456

if.end456:                                        ; preds = %if.else455, %if.then454
  %1347 = add nsw i32 %j5453, 1
  br label %for.cond450, !llvm.loop !93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define internal void @layernorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 6
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
  call void @layernorm_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_layernorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_layernorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 6
  %21 = icmp sle i32 %N, 256
  %22 = select i1 %21, i32 16, i32 4
  %23 = sext i32 %M to i64
  %24 = sext i32 %22 to i64
  %25 = icmp eq i64 %24, 0
  %26 = icmp eq i64 %24, -1
  %27 = or i1 %25, %26
  %28 = select i1 %27, i64 1, i64 %24
  %29 = sdiv i64 %23, %28
  %30 = sub i64 0, %23
  %31 = select i1 %26, i64 %30, i64 %29
  %32 = icmp eq i64 %24, 0
  %33 = icmp eq i64 %24, -1
  %34 = or i1 %32, %33
  %35 = select i1 %34, i64 1, i64 %24
  %36 = srem i64 %23, %35
  %37 = icmp ne i64 %36, 0
  %38 = icmp slt i64 %23, 0
  %39 = icmp slt i64 %24, 0
  %40 = icmp eq i1 %38, %39
  %41 = and i1 %37, %40
  %42 = zext i1 %41 to i64
  %43 = add i64 %31, %42
  %44 = trunc i64 %43 to i32
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %45, ptr %46, align 8
  %47 = icmp sgt i64 %45, 0
  %48 = mul i64 1, %45
  %49 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  %52 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %52, align 8
  %53 = and i1 %50, true
  %54 = mul i64 %51, 1
  br i1 %53, label %run, label %empty

run:                                              ; preds = %body
  %55 = call i32 @tilec_rt_run_blocks(i64 %54, i32 %nworkers, ptr @layernorm_task, ptr %a)
  ret i32 %55

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
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
