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
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %1 = mul i32 %bx, 16
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 16
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 16
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 256, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  %12 = icmp sle i32 %N, 512
  br i1 %12, label %if.then98, label %if.else99

if.end:                                           ; preds = %if.end100, %if.end78
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 256, %13
  br i1 %14, label %if.then15, label %if.else16

for.cond:                                         ; preds = %for.end6, %if.then1
  %i1 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i1, 16
  br i1 %15, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body5 ]
  %16 = icmp slt i32 %j1, 256
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = mul i32 %bx, 16
  %18 = add i32 %17, %i1
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_s, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %51, %for.end13 ]
  %33 = icmp slt i32 %i110, 16
  br i1 %33, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %67, %sel.end ]
  %34 = icmp slt i32 %j114, 256
  br i1 %34, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %35 = mul i32 %bx, 16
  %36 = sext i32 %35 to i64
  %37 = sext i32 %i110 to i64
  %38 = add i64 %36, %37
  %39 = icmp sle i64 0, %38
  %40 = mul i32 %bx, 16
  %41 = sext i32 %40 to i64
  %42 = sext i32 %i110 to i64
  %43 = add i64 %41, %42
  %44 = sext i32 %M to i64
  %45 = icmp slt i64 %43, %44
  %46 = and i1 %39, %45
  %47 = sext i32 %j114 to i64
  %48 = sext i32 %N to i64
  %49 = icmp slt i64 %47, %48
  %50 = and i1 %46, %49
  br i1 %50, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %51 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %52 = mul i32 %bx, 16
  %53 = add i32 %52, %i110
  %54 = sext i32 %53 to i64
  %55 = sext i32 %N to i64
  %56 = mul nsw i64 %54, %55
  %57 = sext i32 %j114 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X, i64 %58
  %60 = load float, ptr %59, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %61 = phi float [ %60, %sel.then ], [ 0.000000e+00, %sel.else ]
  %62 = sext i32 %i110 to i64
  %63 = mul nsw i64 %62, 256
  %64 = sext i32 %j114 to i64
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %X_s, i64 %65
  store float %61, ptr %66, align 4
  %67 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

if.then15:                                        ; preds = %if.end3
  br label %for.cond18

if.else16:                                        ; preds = %if.end3
  br label %for.cond22

if.end17:                                         ; preds = %for.end24, %for.end20
  %68 = sext i32 %N to i64
  %69 = icmp sle i64 256, %68
  br i1 %69, label %if.then29, label %if.else30

for.cond18:                                       ; preds = %for.body19, %if.then15
  %i121 = phi i32 [ 0, %if.then15 ], [ %76, %for.body19 ]
  %70 = icmp slt i32 %i121, 256
  br i1 %70, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %71 = sext i32 %i121 to i64
  %72 = getelementptr inbounds float, ptr %W, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = sext i32 %i121 to i64
  %75 = getelementptr inbounds float, ptr %W_s, i64 %74
  store float %73, ptr %75, align 4
  %76 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i125 = phi i32 [ 0, %if.else16 ], [ %87, %sel.end28 ]
  %77 = icmp slt i32 %i125, 256
  br i1 %77, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %78 = sext i32 %i125 to i64
  %79 = sext i32 %N to i64
  %80 = icmp slt i64 %78, %79
  br i1 %80, label %sel.then26, label %sel.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end17

sel.then26:                                       ; preds = %for.body23
  %81 = sext i32 %i125 to i64
  %82 = getelementptr inbounds float, ptr %W, i64 %81
  %83 = load float, ptr %82, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.body23
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %84 = phi float [ %83, %sel.then26 ], [ 0.000000e+00, %sel.else27 ]
  %85 = sext i32 %i125 to i64
  %86 = getelementptr inbounds float, ptr %W_s, i64 %85
  store float %84, ptr %86, align 4
  %87 = add nsw i32 %i125, 1
  br label %for.cond22, !llvm.loop !7

if.then29:                                        ; preds = %if.end17
  br label %for.cond32

if.else30:                                        ; preds = %if.end17
  br label %for.cond36

if.end31:                                         ; preds = %for.end38, %for.end34
  br label %for.cond43

for.cond32:                                       ; preds = %for.body33, %if.then29
  %i135 = phi i32 [ 0, %if.then29 ], [ %94, %for.body33 ]
  %88 = icmp slt i32 %i135, 256
  br i1 %88, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %89 = sext i32 %i135 to i64
  %90 = getelementptr inbounds float, ptr %B, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %i135 to i64
  %93 = getelementptr inbounds float, ptr %B_s, i64 %92
  store float %91, ptr %93, align 4
  %94 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond36:                                       ; preds = %sel.end42, %if.else30
  %i139 = phi i32 [ 0, %if.else30 ], [ %105, %sel.end42 ]
  %95 = icmp slt i32 %i139, 256
  br i1 %95, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %96 = sext i32 %i139 to i64
  %97 = sext i32 %N to i64
  %98 = icmp slt i64 %96, %97
  br i1 %98, label %sel.then40, label %sel.else41

for.end38:                                        ; preds = %for.cond36
  br label %if.end31

sel.then40:                                       ; preds = %for.body37
  %99 = sext i32 %i139 to i64
  %100 = getelementptr inbounds float, ptr %B, i64 %99
  %101 = load float, ptr %100, align 4
  br label %sel.end42

sel.else41:                                       ; preds = %for.body37
  br label %sel.end42

sel.end42:                                        ; preds = %sel.else41, %sel.then40
  %102 = phi float [ %101, %sel.then40 ], [ 0.000000e+00, %sel.else41 ]
  %103 = sext i32 %i139 to i64
  %104 = getelementptr inbounds float, ptr %B_s, i64 %103
  store float %102, ptr %104, align 4
  %105 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !9

for.cond43:                                       ; preds = %for.end48, %if.end31
  %i = phi i32 [ 0, %if.end31 ], [ %128, %for.end48 ]
  %106 = icmp slt i32 %i, 16
  br i1 %106, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  br label %for.cond49

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %127, %for.body47 ]
  %107 = icmp slt i32 %j, 256
  br i1 %107, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %108 = icmp slt i32 %j, %N
  %109 = sext i32 %i to i64
  %110 = mul nsw i64 %109, 256
  %111 = sext i32 %j to i64
  %112 = add nsw i64 %110, %111
  %113 = call i64 @llvm.umin.i64(i64 %112, i64 4095)
  %114 = getelementptr inbounds float, ptr %X_s, i64 %113
  %115 = load float, ptr %114, align 4
  %x = select i1 %108, float %115, float 0.000000e+00
  %116 = sext i32 %i to i64
  %117 = mul nsw i64 %116, 256
  %118 = sext i32 %j to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds float, ptr %X_s, i64 %119
  store float %x, ptr %120, align 4
  %121 = fmul float %x, %x
  %122 = sext i32 %i to i64
  %123 = mul nsw i64 %122, 256
  %124 = sext i32 %j to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %sq_s, i64 %125
  store float %121, ptr %126, align 4
  %127 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !10

for.end48:                                        ; preds = %for.cond46
  %128 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !11

for.cond49:                                       ; preds = %for.end55, %for.end45
  %i152 = phi i32 [ 0, %for.end45 ], [ %146, %for.end55 ]
  %129 = icmp slt i32 %i152, 16
  br i1 %129, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %130 = sext i32 %i152 to i64
  %131 = getelementptr inbounds float, ptr %mean_s, i64 %130
  store float 0.000000e+00, ptr %131, align 4
  br label %for.cond53

for.end51:                                        ; preds = %for.cond49
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %for.body50
  %red = phi i32 [ 0, %for.body50 ], [ %145, %for.body54 ]
  %132 = icmp slt i32 %red, 256
  br i1 %132, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %133 = sext i32 %i152 to i64
  %134 = getelementptr inbounds float, ptr %mean_s, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = sext i32 %i152 to i64
  %137 = mul nsw i64 %136, 256
  %138 = sext i32 %red to i64
  %139 = add nsw i64 %137, %138
  %140 = getelementptr inbounds float, ptr %X_s, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = fadd float %135, %141
  %143 = sext i32 %i152 to i64
  %144 = getelementptr inbounds float, ptr %mean_s, i64 %143
  store float %142, ptr %144, align 4
  %145 = add nsw i32 %red, 1
  br label %for.cond53, !llvm.loop !12

for.end55:                                        ; preds = %for.cond53
  %146 = add nsw i32 %i152, 1
  br label %for.cond49, !llvm.loop !13

for.cond56:                                       ; preds = %for.end62, %for.end51
  %i159 = phi i32 [ 0, %for.end51 ], [ %164, %for.end62 ]
  %147 = icmp slt i32 %i159, 16
  br i1 %147, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %148 = sext i32 %i159 to i64
  %149 = getelementptr inbounds float, ptr %rstd_s, i64 %148
  store float 0.000000e+00, ptr %149, align 4
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %for.cond64

for.cond60:                                       ; preds = %for.body61, %for.body57
  %red63 = phi i32 [ 0, %for.body57 ], [ %163, %for.body61 ]
  %150 = icmp slt i32 %red63, 256
  br i1 %150, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %151 = sext i32 %i159 to i64
  %152 = getelementptr inbounds float, ptr %rstd_s, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = sext i32 %i159 to i64
  %155 = mul nsw i64 %154, 256
  %156 = sext i32 %red63 to i64
  %157 = add nsw i64 %155, %156
  %158 = getelementptr inbounds float, ptr %sq_s, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = fadd float %153, %159
  %161 = sext i32 %i159 to i64
  %162 = getelementptr inbounds float, ptr %rstd_s, i64 %161
  store float %160, ptr %162, align 4
  %163 = add nsw i32 %red63, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %164 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.body65, %for.end58
  %i67 = phi i32 [ 0, %for.end58 ], [ %194, %for.body65 ]
  %165 = icmp slt i32 %i67, 16
  br i1 %165, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %166 = sext i32 %i67 to i64
  %167 = getelementptr inbounds float, ptr %mean_s, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = sitofp i32 %N to float
  %170 = fdiv float %168, %169
  %171 = sext i32 %i67 to i64
  %172 = getelementptr inbounds float, ptr %mean_s, i64 %171
  store float %170, ptr %172, align 4
  %173 = sext i32 %i67 to i64
  %174 = getelementptr inbounds float, ptr %rstd_s, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = sitofp i32 %N to float
  %177 = fdiv float %175, %176
  %178 = sext i32 %i67 to i64
  %179 = getelementptr inbounds float, ptr %mean_s, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %i67 to i64
  %182 = getelementptr inbounds float, ptr %mean_s, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = fmul float %180, %183
  %185 = fsub float %177, %184
  %186 = call float @llvm.maxnum.f32(float %185, float 0.000000e+00)
  %187 = fadd float %186, 0x3EE4F8B580000000
  %188 = fpext float %187 to double
  %189 = call double @llvm.sqrt.f64(double %188)
  %190 = fdiv double 1.000000e+00, %189
  %191 = fptrunc double %190 to float
  %192 = sext i32 %i67 to i64
  %193 = getelementptr inbounds float, ptr %rstd_s, i64 %192
  store float %191, ptr %193, align 4
  %194 = add nsw i32 %i67, 1
  br label %for.cond64, !llvm.loop !16

for.end66:                                        ; preds = %for.cond64
  br label %for.cond68

for.cond68:                                       ; preds = %for.end74, %for.end66
  %i71 = phi i32 [ 0, %for.end66 ], [ %236, %for.end74 ]
  %195 = icmp slt i32 %i71, 16
  br i1 %195, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  %196 = mul i32 %bx, 16
  %197 = icmp sle i32 0, %196
  %198 = mul i32 %bx, 16
  %199 = sext i32 %198 to i64
  %200 = add i64 %199, 16
  %201 = sext i32 %M to i64
  %202 = icmp sle i64 %200, %201
  %203 = and i1 %197, %202
  %204 = sext i32 %N to i64
  %205 = icmp sle i64 256, %204
  %206 = and i1 %203, %205
  br i1 %206, label %if.then76, label %if.else77

for.cond72:                                       ; preds = %for.body73, %for.body69
  %j75 = phi i32 [ 0, %for.body69 ], [ %235, %for.body73 ]
  %207 = icmp slt i32 %j75, 256
  br i1 %207, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %208 = sext i32 %i71 to i64
  %209 = mul nsw i64 %208, 256
  %210 = sext i32 %j75 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_s, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = sext i32 %i71 to i64
  %215 = getelementptr inbounds float, ptr %mean_s, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = fsub float %213, %216
  %218 = sext i32 %i71 to i64
  %219 = getelementptr inbounds float, ptr %rstd_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = fmul float %217, %220
  %222 = sext i32 %j75 to i64
  %223 = getelementptr inbounds float, ptr %W_s, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = fmul float %221, %224
  %226 = sext i32 %j75 to i64
  %227 = getelementptr inbounds float, ptr %B_s, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = fadd float %225, %228
  %230 = sext i32 %i71 to i64
  %231 = mul nsw i64 %230, 256
  %232 = sext i32 %j75 to i64
  %233 = add nsw i64 %231, %232
  %234 = getelementptr inbounds float, ptr %X_s, i64 %233
  store float %229, ptr %234, align 4
  %235 = add nsw i32 %j75, 1
  br label %for.cond72, !llvm.loop !17

for.end74:                                        ; preds = %for.cond72
  %236 = add nsw i32 %i71, 1
  br label %for.cond68, !llvm.loop !18

if.then76:                                        ; preds = %for.end70
  br label %for.cond79

if.else77:                                        ; preds = %for.end70
  br label %for.cond87

if.end78:                                         ; preds = %for.end89, %for.end81
  br label %if.end

for.cond79:                                       ; preds = %for.end85, %if.then76
  %i182 = phi i32 [ 0, %if.then76 ], [ %254, %for.end85 ]
  %237 = icmp slt i32 %i182, 16
  br i1 %237, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  br label %for.cond83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

for.cond83:                                       ; preds = %for.body84, %for.body80
  %j186 = phi i32 [ 0, %for.body80 ], [ %253, %for.body84 ]
  %238 = icmp slt i32 %j186, 256
  br i1 %238, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %239 = sext i32 %i182 to i64
  %240 = mul nsw i64 %239, 256
  %241 = sext i32 %j186 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %X_s, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = mul i32 %bx, 16
  %246 = add i32 %245, %i182
  %247 = sext i32 %246 to i64
  %248 = sext i32 %N to i64
  %249 = mul nsw i64 %247, %248
  %250 = sext i32 %j186 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds float, ptr %Y, i64 %251
  store float %244, ptr %252, align 4
  %253 = add nsw i32 %j186, 1
  br label %for.cond83, !llvm.loop !19

for.end85:                                        ; preds = %for.cond83
  %254 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !20

for.cond87:                                       ; preds = %for.end93, %if.else77
  %i190 = phi i32 [ 0, %if.else77 ], [ %273, %for.end93 ]
  %255 = icmp slt i32 %i190, 16
  br i1 %255, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  br label %if.end78

for.cond91:                                       ; preds = %if.end97, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %288, %if.end97 ]
  %256 = icmp slt i32 %j194, 256
  br i1 %256, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %257 = mul i32 %bx, 16
  %258 = sext i32 %257 to i64
  %259 = sext i32 %i190 to i64
  %260 = add i64 %258, %259
  %261 = icmp sle i64 0, %260
  %262 = mul i32 %bx, 16
  %263 = sext i32 %262 to i64
  %264 = sext i32 %i190 to i64
  %265 = add i64 %263, %264
  %266 = sext i32 %M to i64
  %267 = icmp slt i64 %265, %266
  %268 = and i1 %261, %267
  %269 = sext i32 %j194 to i64
  %270 = sext i32 %N to i64
  %271 = icmp slt i64 %269, %270
  %272 = and i1 %268, %271
  br i1 %272, label %if.then95, label %if.else96

for.end93:                                        ; preds = %for.cond91
  %273 = add nsw i32 %i190, 1
  br label %for.cond87, !llvm.loop !21

if.then95:                                        ; preds = %for.body92
  %274 = sext i32 %i190 to i64
  %275 = mul nsw i64 %274, 256
  %276 = sext i32 %j194 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds float, ptr %X_s, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = mul i32 %bx, 16
  %281 = add i32 %280, %i190
  %282 = sext i32 %281 to i64
  %283 = sext i32 %N to i64
  %284 = mul nsw i64 %282, %283
  %285 = sext i32 %j194 to i64
  %286 = add nsw i64 %284, %285
  %287 = getelementptr inbounds float, ptr %Y, i64 %286
  store float %279, ptr %287, align 4
  br label %if.end97

if.else96:                                        ; preds = %for.body92
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %if.then95
  %288 = add nsw i32 %j194, 1
  br label %for.cond91, !llvm.loop !22

if.then98:                                        ; preds = %if.else
  %289 = mul i32 %bx, 4
  %290 = icmp sle i32 0, %289
  %291 = mul i32 %bx, 4
  %292 = sext i32 %291 to i64
  %293 = add i64 %292, 4
  %294 = sext i32 %M to i64
  %295 = icmp sle i64 %293, %294
  %296 = and i1 %290, %295
  %297 = sext i32 %N to i64
  %298 = icmp sle i64 512, %297
  %299 = and i1 %296, %298
  br i1 %299, label %if.then101, label %if.else102

if.else99:                                        ; preds = %if.else
  %300 = icmp sle i32 %N, 4096
  br i1 %300, label %if.then208, label %if.else209

if.end100:                                        ; preds = %if.end210, %if.end188
  br label %if.end

if.then101:                                       ; preds = %if.then98
  br label %for.cond104

if.else102:                                       ; preds = %if.then98
  br label %for.cond110

if.end103:                                        ; preds = %for.end112, %for.end106
  %301 = sext i32 %N to i64
  %302 = icmp sle i64 512, %301
  br i1 %302, label %if.then121, label %if.else122

for.cond104:                                      ; preds = %for.end109, %if.then101
  %i2 = phi i32 [ 0, %if.then101 ], [ %320, %for.end109 ]
  %303 = icmp slt i32 %i2, 4
  br i1 %303, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  br label %if.end103

for.cond107:                                      ; preds = %for.body108, %for.body105
  %j2 = phi i32 [ 0, %for.body105 ], [ %319, %for.body108 ]
  %304 = icmp slt i32 %j2, 512
  br i1 %304, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %305 = mul i32 %bx, 4
  %306 = add i32 %305, %i2
  %307 = sext i32 %306 to i64
  %308 = sext i32 %N to i64
  %309 = mul nsw i64 %307, %308
  %310 = sext i32 %j2 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds float, ptr %X, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = sext i32 %i2 to i64
  %315 = mul nsw i64 %314, 512
  %316 = sext i32 %j2 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds float, ptr %X_f, i64 %317
  store float %313, ptr %318, align 4
  %319 = add nsw i32 %j2, 1
  br label %for.cond107, !llvm.loop !23

for.end109:                                       ; preds = %for.cond107
  %320 = add nsw i32 %i2, 1
  br label %for.cond104, !llvm.loop !24

for.cond110:                                      ; preds = %for.end116, %if.else102
  %i2113 = phi i32 [ 0, %if.else102 ], [ %339, %for.end116 ]
  %321 = icmp slt i32 %i2113, 4
  br i1 %321, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond114

for.end112:                                       ; preds = %for.cond110
  br label %if.end103

for.cond114:                                      ; preds = %sel.end120, %for.body111
  %j2117 = phi i32 [ 0, %for.body111 ], [ %355, %sel.end120 ]
  %322 = icmp slt i32 %j2117, 512
  br i1 %322, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %323 = mul i32 %bx, 4
  %324 = sext i32 %323 to i64
  %325 = sext i32 %i2113 to i64
  %326 = add i64 %324, %325
  %327 = icmp sle i64 0, %326
  %328 = mul i32 %bx, 4
  %329 = sext i32 %328 to i64
  %330 = sext i32 %i2113 to i64
  %331 = add i64 %329, %330
  %332 = sext i32 %M to i64
  %333 = icmp slt i64 %331, %332
  %334 = and i1 %327, %333
  %335 = sext i32 %j2117 to i64
  %336 = sext i32 %N to i64
  %337 = icmp slt i64 %335, %336
  %338 = and i1 %334, %337
  br i1 %338, label %sel.then118, label %sel.else119

for.end116:                                       ; preds = %for.cond114
  %339 = add nsw i32 %i2113, 1
  br label %for.cond110, !llvm.loop !25

sel.then118:                                      ; preds = %for.body115
  %340 = mul i32 %bx, 4
  %341 = add i32 %340, %i2113
  %342 = sext i32 %341 to i64
  %343 = sext i32 %N to i64
  %344 = mul nsw i64 %342, %343
  %345 = sext i32 %j2117 to i64
  %346 = add nsw i64 %344, %345
  %347 = getelementptr inbounds float, ptr %X, i64 %346
  %348 = load float, ptr %347, align 4
  br label %sel.end120

sel.else119:                                      ; preds = %for.body115
  br label %sel.end120

sel.end120:                                       ; preds = %sel.else119, %sel.then118
  %349 = phi float [ %348, %sel.then118 ], [ 0.000000e+00, %sel.else119 ]
  %350 = sext i32 %i2113 to i64
  %351 = mul nsw i64 %350, 512
  %352 = sext i32 %j2117 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %X_f, i64 %353
  store float %349, ptr %354, align 4
  %355 = add nsw i32 %j2117, 1
  br label %for.cond114, !llvm.loop !26

if.then121:                                       ; preds = %if.end103
  br label %for.cond124

if.else122:                                       ; preds = %if.end103
  br label %for.cond128

if.end123:                                        ; preds = %for.end130, %for.end126
  %356 = sext i32 %N to i64
  %357 = icmp sle i64 512, %356
  br i1 %357, label %if.then135, label %if.else136

for.cond124:                                      ; preds = %for.body125, %if.then121
  %i2127 = phi i32 [ 0, %if.then121 ], [ %364, %for.body125 ]
  %358 = icmp slt i32 %i2127, 512
  br i1 %358, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %359 = sext i32 %i2127 to i64
  %360 = getelementptr inbounds float, ptr %W, i64 %359
  %361 = load float, ptr %360, align 4
  %362 = sext i32 %i2127 to i64
  %363 = getelementptr inbounds float, ptr %W_f, i64 %362
  store float %361, ptr %363, align 4
  %364 = add nsw i32 %i2127, 1
  br label %for.cond124, !llvm.loop !27

for.end126:                                       ; preds = %for.cond124
  br label %if.end123

for.cond128:                                      ; preds = %sel.end134, %if.else122
  %i2131 = phi i32 [ 0, %if.else122 ], [ %375, %sel.end134 ]
  %365 = icmp slt i32 %i2131, 512
  br i1 %365, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %366 = sext i32 %i2131 to i64
  %367 = sext i32 %N to i64
  %368 = icmp slt i64 %366, %367
  br i1 %368, label %sel.then132, label %sel.else133

for.end130:                                       ; preds = %for.cond128
  br label %if.end123

sel.then132:                                      ; preds = %for.body129
  %369 = sext i32 %i2131 to i64
  %370 = getelementptr inbounds float, ptr %W, i64 %369
  %371 = load float, ptr %370, align 4
  br label %sel.end134

sel.else133:                                      ; preds = %for.body129
  br label %sel.end134

sel.end134:                                       ; preds = %sel.else133, %sel.then132
  %372 = phi float [ %371, %sel.then132 ], [ 0.000000e+00, %sel.else133 ]
  %373 = sext i32 %i2131 to i64
  %374 = getelementptr inbounds float, ptr %W_f, i64 %373
  store float %372, ptr %374, align 4
  %375 = add nsw i32 %i2131, 1
  br label %for.cond128, !llvm.loop !28

if.then135:                                       ; preds = %if.end123
  br label %for.cond138

if.else136:                                       ; preds = %if.end123
  br label %for.cond142

if.end137:                                        ; preds = %for.end144, %for.end140
  br label %for.cond149

for.cond138:                                      ; preds = %for.body139, %if.then135
  %i2141 = phi i32 [ 0, %if.then135 ], [ %382, %for.body139 ]
  %376 = icmp slt i32 %i2141, 512
  br i1 %376, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %377 = sext i32 %i2141 to i64
  %378 = getelementptr inbounds float, ptr %B, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = sext i32 %i2141 to i64
  %381 = getelementptr inbounds float, ptr %B_f, i64 %380
  store float %379, ptr %381, align 4
  %382 = add nsw i32 %i2141, 1
  br label %for.cond138, !llvm.loop !29

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond142:                                      ; preds = %sel.end148, %if.else136
  %i2145 = phi i32 [ 0, %if.else136 ], [ %393, %sel.end148 ]
  %383 = icmp slt i32 %i2145, 512
  br i1 %383, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %384 = sext i32 %i2145 to i64
  %385 = sext i32 %N to i64
  %386 = icmp slt i64 %384, %385
  br i1 %386, label %sel.then146, label %sel.else147

for.end144:                                       ; preds = %for.cond142
  br label %if.end137

sel.then146:                                      ; preds = %for.body143
  %387 = sext i32 %i2145 to i64
  %388 = getelementptr inbounds float, ptr %B, i64 %387
  %389 = load float, ptr %388, align 4
  br label %sel.end148

sel.else147:                                      ; preds = %for.body143
  br label %sel.end148

sel.end148:                                       ; preds = %sel.else147, %sel.then146
  %390 = phi float [ %389, %sel.then146 ], [ 0.000000e+00, %sel.else147 ]
  %391 = sext i32 %i2145 to i64
  %392 = getelementptr inbounds float, ptr %B_f, i64 %391
  store float %390, ptr %392, align 4
  %393 = add nsw i32 %i2145, 1
  br label %for.cond142, !llvm.loop !30

for.cond149:                                      ; preds = %for.end156, %if.end137
  %i153 = phi i32 [ 0, %if.end137 ], [ %416, %for.end156 ]
  %394 = icmp slt i32 %i153, 4
  br i1 %394, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  br label %for.cond154

for.end151:                                       ; preds = %for.cond149
  br label %for.cond159

for.cond154:                                      ; preds = %for.body155, %for.body150
  %j157 = phi i32 [ 0, %for.body150 ], [ %415, %for.body155 ]
  %395 = icmp slt i32 %j157, 512
  br i1 %395, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %396 = icmp slt i32 %j157, %N
  %397 = sext i32 %i153 to i64
  %398 = mul nsw i64 %397, 512
  %399 = sext i32 %j157 to i64
  %400 = add nsw i64 %398, %399
  %401 = call i64 @llvm.umin.i64(i64 %400, i64 2047)
  %402 = getelementptr inbounds float, ptr %X_f, i64 %401
  %403 = load float, ptr %402, align 4
  %x158 = select i1 %396, float %403, float 0.000000e+00
  %404 = sext i32 %i153 to i64
  %405 = mul nsw i64 %404, 512
  %406 = sext i32 %j157 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %X_f, i64 %407
  store float %x158, ptr %408, align 4
  %409 = fmul float %x158, %x158
  %410 = sext i32 %i153 to i64
  %411 = mul nsw i64 %410, 512
  %412 = sext i32 %j157 to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %sq, i64 %413
  store float %409, ptr %414, align 4
  %415 = add nsw i32 %j157, 1
  br label %for.cond154, !llvm.loop !31

for.end156:                                       ; preds = %for.cond154
  %416 = add nsw i32 %i153, 1
  br label %for.cond149, !llvm.loop !32

for.cond159:                                      ; preds = %for.end165, %for.end151
  %i2162 = phi i32 [ 0, %for.end151 ], [ %434, %for.end165 ]
  %417 = icmp slt i32 %i2162, 4
  br i1 %417, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %418 = sext i32 %i2162 to i64
  %419 = getelementptr inbounds float, ptr %mean, i64 %418
  store float 0.000000e+00, ptr %419, align 4
  br label %for.cond163

for.end161:                                       ; preds = %for.cond159
  br label %for.cond166

for.cond163:                                      ; preds = %for.body164, %for.body160
  %red1 = phi i32 [ 0, %for.body160 ], [ %433, %for.body164 ]
  %420 = icmp slt i32 %red1, 512
  br i1 %420, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %421 = sext i32 %i2162 to i64
  %422 = getelementptr inbounds float, ptr %mean, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %i2162 to i64
  %425 = mul nsw i64 %424, 512
  %426 = sext i32 %red1 to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %X_f, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = fadd float %423, %429
  %431 = sext i32 %i2162 to i64
  %432 = getelementptr inbounds float, ptr %mean, i64 %431
  store float %430, ptr %432, align 4
  %433 = add nsw i32 %red1, 1
  br label %for.cond163, !llvm.loop !33

for.end165:                                       ; preds = %for.cond163
  %434 = add nsw i32 %i2162, 1
  br label %for.cond159, !llvm.loop !34

for.cond166:                                      ; preds = %for.end172, %for.end161
  %i2169 = phi i32 [ 0, %for.end161 ], [ %452, %for.end172 ]
  %435 = icmp slt i32 %i2169, 4
  br i1 %435, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %436 = sext i32 %i2169 to i64
  %437 = getelementptr inbounds float, ptr %rstd, i64 %436
  store float 0.000000e+00, ptr %437, align 4
  br label %for.cond170

for.end168:                                       ; preds = %for.cond166
  br label %for.cond174

for.cond170:                                      ; preds = %for.body171, %for.body167
  %red1173 = phi i32 [ 0, %for.body167 ], [ %451, %for.body171 ]
  %438 = icmp slt i32 %red1173, 512
  br i1 %438, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %439 = sext i32 %i2169 to i64
  %440 = getelementptr inbounds float, ptr %rstd, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = sext i32 %i2169 to i64
  %443 = mul nsw i64 %442, 512
  %444 = sext i32 %red1173 to i64
  %445 = add nsw i64 %443, %444
  %446 = getelementptr inbounds float, ptr %sq, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = fadd float %441, %447
  %449 = sext i32 %i2169 to i64
  %450 = getelementptr inbounds float, ptr %rstd, i64 %449
  store float %448, ptr %450, align 4
  %451 = add nsw i32 %red1173, 1
  br label %for.cond170, !llvm.loop !35

for.end172:                                       ; preds = %for.cond170
  %452 = add nsw i32 %i2169, 1
  br label %for.cond166, !llvm.loop !36

for.cond174:                                      ; preds = %for.body175, %for.end168
  %i177 = phi i32 [ 0, %for.end168 ], [ %482, %for.body175 ]
  %453 = icmp slt i32 %i177, 4
  br i1 %453, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %454 = sext i32 %i177 to i64
  %455 = getelementptr inbounds float, ptr %mean, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = sitofp i32 %N to float
  %458 = fdiv float %456, %457
  %459 = sext i32 %i177 to i64
  %460 = getelementptr inbounds float, ptr %mean, i64 %459
  store float %458, ptr %460, align 4
  %461 = sext i32 %i177 to i64
  %462 = getelementptr inbounds float, ptr %rstd, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = sitofp i32 %N to float
  %465 = fdiv float %463, %464
  %466 = sext i32 %i177 to i64
  %467 = getelementptr inbounds float, ptr %mean, i64 %466
  %468 = load float, ptr %467, align 4
  %469 = sext i32 %i177 to i64
  %470 = getelementptr inbounds float, ptr %mean, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = fmul float %468, %471
  %473 = fsub float %465, %472
  %474 = call float @llvm.maxnum.f32(float %473, float 0.000000e+00)
  %475 = fadd float %474, 0x3EE4F8B580000000
  %476 = fpext float %475 to double
  %477 = call double @llvm.sqrt.f64(double %476)
  %478 = fdiv double 1.000000e+00, %477
  %479 = fptrunc double %478 to float
  %480 = sext i32 %i177 to i64
  %481 = getelementptr inbounds float, ptr %rstd, i64 %480
  store float %479, ptr %481, align 4
  %482 = add nsw i32 %i177, 1
  br label %for.cond174, !llvm.loop !37

for.end176:                                       ; preds = %for.cond174
  br label %for.cond178

for.cond178:                                      ; preds = %for.end184, %for.end176
  %i181 = phi i32 [ 0, %for.end176 ], [ %524, %for.end184 ]
  %483 = icmp slt i32 %i181, 4
  br i1 %483, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  br label %for.cond182

for.end180:                                       ; preds = %for.cond178
  %484 = mul i32 %bx, 4
  %485 = icmp sle i32 0, %484
  %486 = mul i32 %bx, 4
  %487 = sext i32 %486 to i64
  %488 = add i64 %487, 4
  %489 = sext i32 %M to i64
  %490 = icmp sle i64 %488, %489
  %491 = and i1 %485, %490
  %492 = sext i32 %N to i64
  %493 = icmp sle i64 512, %492
  %494 = and i1 %491, %493
  br i1 %494, label %if.then186, label %if.else187

for.cond182:                                      ; preds = %for.body183, %for.body179
  %j185 = phi i32 [ 0, %for.body179 ], [ %523, %for.body183 ]
  %495 = icmp slt i32 %j185, 512
  br i1 %495, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %496 = sext i32 %i181 to i64
  %497 = mul nsw i64 %496, 512
  %498 = sext i32 %j185 to i64
  %499 = add nsw i64 %497, %498
  %500 = getelementptr inbounds float, ptr %X_f, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = sext i32 %i181 to i64
  %503 = getelementptr inbounds float, ptr %mean, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = fsub float %501, %504
  %506 = sext i32 %i181 to i64
  %507 = getelementptr inbounds float, ptr %rstd, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = fmul float %505, %508
  %510 = sext i32 %j185 to i64
  %511 = getelementptr inbounds float, ptr %W_f, i64 %510
  %512 = load float, ptr %511, align 4
  %513 = fmul float %509, %512
  %514 = sext i32 %j185 to i64
  %515 = getelementptr inbounds float, ptr %B_f, i64 %514
  %516 = load float, ptr %515, align 4
  %517 = fadd float %513, %516
  %518 = sext i32 %i181 to i64
  %519 = mul nsw i64 %518, 512
  %520 = sext i32 %j185 to i64
  %521 = add nsw i64 %519, %520
  %522 = getelementptr inbounds float, ptr %X_f, i64 %521
  store float %517, ptr %522, align 4
  %523 = add nsw i32 %j185, 1
  br label %for.cond182, !llvm.loop !38

for.end184:                                       ; preds = %for.cond182
  %524 = add nsw i32 %i181, 1
  br label %for.cond178, !llvm.loop !39

if.then186:                                       ; preds = %for.end180
  br label %for.cond189

if.else187:                                       ; preds = %for.end180
  br label %for.cond197

if.end188:                                        ; preds = %for.end199, %for.end191
  br label %if.end100

for.cond189:                                      ; preds = %for.end195, %if.then186
  %i2192 = phi i32 [ 0, %if.then186 ], [ %542, %for.end195 ]
  %525 = icmp slt i32 %i2192, 4
  br i1 %525, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  br label %for.cond193

for.end191:                                       ; preds = %for.cond189
  br label %if.end188

for.cond193:                                      ; preds = %for.body194, %for.body190
  %j2196 = phi i32 [ 0, %for.body190 ], [ %541, %for.body194 ]
  %526 = icmp slt i32 %j2196, 512
  br i1 %526, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %527 = sext i32 %i2192 to i64
  %528 = mul nsw i64 %527, 512
  %529 = sext i32 %j2196 to i64
  %530 = add nsw i64 %528, %529
  %531 = getelementptr inbounds float, ptr %X_f, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = mul i32 %bx, 4
  %534 = add i32 %533, %i2192
  %535 = sext i32 %534 to i64
  %536 = sext i32 %N to i64
  %537 = mul nsw i64 %535, %536
  %538 = sext i32 %j2196 to i64
  %539 = add nsw i64 %537, %538
  %540 = getelementptr inbounds float, ptr %Y, i64 %539
  store float %532, ptr %540, align 4
  %541 = add nsw i32 %j2196, 1
  br label %for.cond193, !llvm.loop !40

for.end195:                                       ; preds = %for.cond193
  %542 = add nsw i32 %i2192, 1
  br label %for.cond189, !llvm.loop !41

for.cond197:                                      ; preds = %for.end203, %if.else187
  %i2200 = phi i32 [ 0, %if.else187 ], [ %561, %for.end203 ]
  %543 = icmp slt i32 %i2200, 4
  br i1 %543, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  br label %for.cond201

for.end199:                                       ; preds = %for.cond197
  br label %if.end188

for.cond201:                                      ; preds = %if.end207, %for.body198
  %j2204 = phi i32 [ 0, %for.body198 ], [ %576, %if.end207 ]
  %544 = icmp slt i32 %j2204, 512
  br i1 %544, label %for.body202, label %for.end203

for.body202:                                      ; preds = %for.cond201
  %545 = mul i32 %bx, 4
  %546 = sext i32 %545 to i64
  %547 = sext i32 %i2200 to i64
  %548 = add i64 %546, %547
  %549 = icmp sle i64 0, %548
  %550 = mul i32 %bx, 4
  %551 = sext i32 %550 to i64
  %552 = sext i32 %i2200 to i64
  %553 = add i64 %551, %552
  %554 = sext i32 %M to i64
  %555 = icmp slt i64 %553, %554
  %556 = and i1 %549, %555
  %557 = sext i32 %j2204 to i64
  %558 = sext i32 %N to i64
  %559 = icmp slt i64 %557, %558
  %560 = and i1 %556, %559
  br i1 %560, label %if.then205, label %if.else206

for.end203:                                       ; preds = %for.cond201
  %561 = add nsw i32 %i2200, 1
  br label %for.cond197, !llvm.loop !42

if.then205:                                       ; preds = %for.body202
  %562 = sext i32 %i2200 to i64
  %563 = mul nsw i64 %562, 512
  %564 = sext i32 %j2204 to i64
  %565 = add nsw i64 %563, %564
  %566 = getelementptr inbounds float, ptr %X_f, i64 %565
  %567 = load float, ptr %566, align 4
  %568 = mul i32 %bx, 4
  %569 = add i32 %568, %i2200
  %570 = sext i32 %569 to i64
  %571 = sext i32 %N to i64
  %572 = mul nsw i64 %570, %571
  %573 = sext i32 %j2204 to i64
  %574 = add nsw i64 %572, %573
  %575 = getelementptr inbounds float, ptr %Y, i64 %574
  store float %567, ptr %575, align 4
  br label %if.end207

if.else206:                                       ; preds = %for.body202
  br label %if.end207

if.end207:                                        ; preds = %if.else206, %if.then205
  %576 = add nsw i32 %j2204, 1
  br label %for.cond201, !llvm.loop !43

if.then208:                                       ; preds = %if.else99
  %577 = sext i32 %N to i64
  %578 = icmp sle i64 4096, %577
  br i1 %578, label %if.then211, label %if.else212

if.else209:                                       ; preds = %if.else99
  br label %for.cond320

if.end210:                                        ; preds = %for.end381, %for.end240
  br label %if.end100

if.then211:                                       ; preds = %if.then208
  br label %for.cond214

if.else212:                                       ; preds = %if.then208
  br label %for.cond217

if.end213:                                        ; preds = %for.end219, %for.end216
  %579 = sext i32 %N to i64
  %580 = icmp sle i64 4096, %579
  br i1 %580, label %if.then224, label %if.else225

for.cond214:                                      ; preds = %for.body215, %if.then211
  %i3 = phi i32 [ 0, %if.then211 ], [ %587, %for.body215 ]
  %581 = icmp slt i32 %i3, 4096
  br i1 %581, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %582 = sext i32 %i3 to i64
  %583 = getelementptr inbounds float, ptr %W, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = sext i32 %i3 to i64
  %586 = getelementptr inbounds float, ptr %W_r, i64 %585
  store float %584, ptr %586, align 4
  %587 = add nsw i32 %i3, 1
  br label %for.cond214, !llvm.loop !44

for.end216:                                       ; preds = %for.cond214
  br label %if.end213

for.cond217:                                      ; preds = %sel.end223, %if.else212
  %i3220 = phi i32 [ 0, %if.else212 ], [ %598, %sel.end223 ]
  %588 = icmp slt i32 %i3220, 4096
  br i1 %588, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %589 = sext i32 %i3220 to i64
  %590 = sext i32 %N to i64
  %591 = icmp slt i64 %589, %590
  br i1 %591, label %sel.then221, label %sel.else222

for.end219:                                       ; preds = %for.cond217
  br label %if.end213

sel.then221:                                      ; preds = %for.body218
  %592 = sext i32 %i3220 to i64
  %593 = getelementptr inbounds float, ptr %W, i64 %592
  %594 = load float, ptr %593, align 4
  br label %sel.end223

sel.else222:                                      ; preds = %for.body218
  br label %sel.end223

sel.end223:                                       ; preds = %sel.else222, %sel.then221
  %595 = phi float [ %594, %sel.then221 ], [ 0.000000e+00, %sel.else222 ]
  %596 = sext i32 %i3220 to i64
  %597 = getelementptr inbounds float, ptr %W_r, i64 %596
  store float %595, ptr %597, align 4
  %598 = add nsw i32 %i3220, 1
  br label %for.cond217, !llvm.loop !45

if.then224:                                       ; preds = %if.end213
  br label %for.cond227

if.else225:                                       ; preds = %if.end213
  br label %for.cond231

if.end226:                                        ; preds = %for.end233, %for.end229
  br label %for.cond238

for.cond227:                                      ; preds = %for.body228, %if.then224
  %i3230 = phi i32 [ 0, %if.then224 ], [ %605, %for.body228 ]
  %599 = icmp slt i32 %i3230, 4096
  br i1 %599, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %600 = sext i32 %i3230 to i64
  %601 = getelementptr inbounds float, ptr %B, i64 %600
  %602 = load float, ptr %601, align 4
  %603 = sext i32 %i3230 to i64
  %604 = getelementptr inbounds float, ptr %B_r, i64 %603
  store float %602, ptr %604, align 4
  %605 = add nsw i32 %i3230, 1
  br label %for.cond227, !llvm.loop !46

for.end229:                                       ; preds = %for.cond227
  br label %if.end226

for.cond231:                                      ; preds = %sel.end237, %if.else225
  %i3234 = phi i32 [ 0, %if.else225 ], [ %616, %sel.end237 ]
  %606 = icmp slt i32 %i3234, 4096
  br i1 %606, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %607 = sext i32 %i3234 to i64
  %608 = sext i32 %N to i64
  %609 = icmp slt i64 %607, %608
  br i1 %609, label %sel.then235, label %sel.else236

for.end233:                                       ; preds = %for.cond231
  br label %if.end226

sel.then235:                                      ; preds = %for.body232
  %610 = sext i32 %i3234 to i64
  %611 = getelementptr inbounds float, ptr %B, i64 %610
  %612 = load float, ptr %611, align 4
  br label %sel.end237

sel.else236:                                      ; preds = %for.body232
  br label %sel.end237

sel.end237:                                       ; preds = %sel.else236, %sel.then235
  %613 = phi float [ %612, %sel.then235 ], [ 0.000000e+00, %sel.else236 ]
  %614 = sext i32 %i3234 to i64
  %615 = getelementptr inbounds float, ptr %B_r, i64 %614
  store float %613, ptr %615, align 4
  %616 = add nsw i32 %i3234, 1
  br label %for.cond231, !llvm.loop !47

for.cond238:                                      ; preds = %if.end300, %if.end226
  %r = phi i32 [ 0, %if.end226 ], [ %819, %if.end300 ]
  %617 = icmp slt i32 %r, 4
  br i1 %617, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %618 = mul i32 %bx, 4
  %619 = add i32 %618, %r
  %620 = icmp sle i32 0, %619
  %621 = mul i32 %bx, 4
  %622 = add i32 %621, %r
  %623 = sext i32 %622 to i64
  %624 = add i64 %623, 1
  %625 = sext i32 %M to i64
  %626 = icmp sle i64 %624, %625
  %627 = and i1 %620, %626
  %628 = sext i32 %N to i64
  %629 = icmp sle i64 4096, %628
  %630 = and i1 %627, %629
  br i1 %630, label %if.then241, label %if.else242

for.end240:                                       ; preds = %for.cond238
  br label %if.end210

if.then241:                                       ; preds = %for.body239
  br label %for.cond244

if.else242:                                       ; preds = %for.body239
  br label %for.cond251

if.end243:                                        ; preds = %for.end253, %for.end246
  br label %for.cond262

for.cond244:                                      ; preds = %for.end250, %if.then241
  %i3247 = phi i32 [ 0, %if.then241 ], [ %649, %for.end250 ]
  %631 = icmp slt i32 %i3247, 1
  br i1 %631, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  br label %for.cond248

for.end246:                                       ; preds = %for.cond244
  br label %if.end243

for.cond248:                                      ; preds = %for.body249, %for.body245
  %j3 = phi i32 [ 0, %for.body245 ], [ %648, %for.body249 ]
  %632 = icmp slt i32 %j3, 4096
  br i1 %632, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %633 = mul i32 %bx, 4
  %634 = add i32 %633, %r
  %635 = add i32 %634, %i3247
  %636 = sext i32 %635 to i64
  %637 = sext i32 %N to i64
  %638 = mul nsw i64 %636, %637
  %639 = sext i32 %j3 to i64
  %640 = add nsw i64 %638, %639
  %641 = getelementptr inbounds float, ptr %X, i64 %640
  %642 = load float, ptr %641, align 4
  %643 = sext i32 %i3247 to i64
  %644 = mul nsw i64 %643, 4096
  %645 = sext i32 %j3 to i64
  %646 = add nsw i64 %644, %645
  %647 = getelementptr inbounds float, ptr %X_r, i64 %646
  store float %642, ptr %647, align 4
  %648 = add nsw i32 %j3, 1
  br label %for.cond248, !llvm.loop !48

for.end250:                                       ; preds = %for.cond248
  %649 = add nsw i32 %i3247, 1
  br label %for.cond244, !llvm.loop !49

for.cond251:                                      ; preds = %for.end257, %if.else242
  %i3254 = phi i32 [ 0, %if.else242 ], [ %670, %for.end257 ]
  %650 = icmp slt i32 %i3254, 1
  br i1 %650, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  br label %for.cond255

for.end253:                                       ; preds = %for.cond251
  br label %if.end243

for.cond255:                                      ; preds = %sel.end261, %for.body252
  %j3258 = phi i32 [ 0, %for.body252 ], [ %687, %sel.end261 ]
  %651 = icmp slt i32 %j3258, 4096
  br i1 %651, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %652 = mul i32 %bx, 4
  %653 = add i32 %652, %r
  %654 = sext i32 %653 to i64
  %655 = sext i32 %i3254 to i64
  %656 = add i64 %654, %655
  %657 = icmp sle i64 0, %656
  %658 = mul i32 %bx, 4
  %659 = add i32 %658, %r
  %660 = sext i32 %659 to i64
  %661 = sext i32 %i3254 to i64
  %662 = add i64 %660, %661
  %663 = sext i32 %M to i64
  %664 = icmp slt i64 %662, %663
  %665 = and i1 %657, %664
  %666 = sext i32 %j3258 to i64
  %667 = sext i32 %N to i64
  %668 = icmp slt i64 %666, %667
  %669 = and i1 %665, %668
  br i1 %669, label %sel.then259, label %sel.else260

for.end257:                                       ; preds = %for.cond255
  %670 = add nsw i32 %i3254, 1
  br label %for.cond251, !llvm.loop !50

sel.then259:                                      ; preds = %for.body256
  %671 = mul i32 %bx, 4
  %672 = add i32 %671, %r
  %673 = add i32 %672, %i3254
  %674 = sext i32 %673 to i64
  %675 = sext i32 %N to i64
  %676 = mul nsw i64 %674, %675
  %677 = sext i32 %j3258 to i64
  %678 = add nsw i64 %676, %677
  %679 = getelementptr inbounds float, ptr %X, i64 %678
  %680 = load float, ptr %679, align 4
  br label %sel.end261

sel.else260:                                      ; preds = %for.body256
  br label %sel.end261

sel.end261:                                       ; preds = %sel.else260, %sel.then259
  %681 = phi float [ %680, %sel.then259 ], [ 0.000000e+00, %sel.else260 ]
  %682 = sext i32 %i3254 to i64
  %683 = mul nsw i64 %682, 4096
  %684 = sext i32 %j3258 to i64
  %685 = add nsw i64 %683, %684
  %686 = getelementptr inbounds float, ptr %X_r, i64 %685
  store float %681, ptr %686, align 4
  %687 = add nsw i32 %j3258, 1
  br label %for.cond255, !llvm.loop !51

for.cond262:                                      ; preds = %for.end268, %if.end243
  %i265 = phi i32 [ 0, %if.end243 ], [ %710, %for.end268 ]
  %688 = icmp slt i32 %i265, 1
  br i1 %688, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  br label %for.cond266

for.end264:                                       ; preds = %for.cond262
  br label %for.cond271

for.cond266:                                      ; preds = %for.body267, %for.body263
  %j269 = phi i32 [ 0, %for.body263 ], [ %709, %for.body267 ]
  %689 = icmp slt i32 %j269, 4096
  br i1 %689, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %690 = icmp slt i32 %j269, %N
  %691 = sext i32 %i265 to i64
  %692 = mul nsw i64 %691, 4096
  %693 = sext i32 %j269 to i64
  %694 = add nsw i64 %692, %693
  %695 = call i64 @llvm.umin.i64(i64 %694, i64 4095)
  %696 = getelementptr inbounds float, ptr %X_r, i64 %695
  %697 = load float, ptr %696, align 4
  %x270 = select i1 %690, float %697, float 0.000000e+00
  %698 = sext i32 %i265 to i64
  %699 = mul nsw i64 %698, 4096
  %700 = sext i32 %j269 to i64
  %701 = add nsw i64 %699, %700
  %702 = getelementptr inbounds float, ptr %X_r, i64 %701
  store float %x270, ptr %702, align 4
  %703 = fmul float %x270, %x270
  %704 = sext i32 %i265 to i64
  %705 = mul nsw i64 %704, 4096
  %706 = sext i32 %j269 to i64
  %707 = add nsw i64 %705, %706
  %708 = getelementptr inbounds float, ptr %sq_r, i64 %707
  store float %703, ptr %708, align 4
  %709 = add nsw i32 %j269, 1
  br label %for.cond266, !llvm.loop !52

for.end268:                                       ; preds = %for.cond266
  %710 = add nsw i32 %i265, 1
  br label %for.cond262, !llvm.loop !53

for.cond271:                                      ; preds = %for.end277, %for.end264
  %i3274 = phi i32 [ 0, %for.end264 ], [ %728, %for.end277 ]
  %711 = icmp slt i32 %i3274, 1
  br i1 %711, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %712 = sext i32 %i3274 to i64
  %713 = getelementptr inbounds float, ptr %mean_r, i64 %712
  store float 0.000000e+00, ptr %713, align 4
  br label %for.cond275

for.end273:                                       ; preds = %for.cond271
  br label %for.cond278

for.cond275:                                      ; preds = %for.body276, %for.body272
  %red2 = phi i32 [ 0, %for.body272 ], [ %727, %for.body276 ]
  %714 = icmp slt i32 %red2, 4096
  br i1 %714, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %715 = sext i32 %i3274 to i64
  %716 = getelementptr inbounds float, ptr %mean_r, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = sext i32 %i3274 to i64
  %719 = mul nsw i64 %718, 4096
  %720 = sext i32 %red2 to i64
  %721 = add nsw i64 %719, %720
  %722 = getelementptr inbounds float, ptr %X_r, i64 %721
  %723 = load float, ptr %722, align 4
  %724 = fadd float %717, %723
  %725 = sext i32 %i3274 to i64
  %726 = getelementptr inbounds float, ptr %mean_r, i64 %725
  store float %724, ptr %726, align 4
  %727 = add nsw i32 %red2, 1
  br label %for.cond275, !llvm.loop !54

for.end277:                                       ; preds = %for.cond275
  %728 = add nsw i32 %i3274, 1
  br label %for.cond271, !llvm.loop !55

for.cond278:                                      ; preds = %for.end284, %for.end273
  %i3281 = phi i32 [ 0, %for.end273 ], [ %746, %for.end284 ]
  %729 = icmp slt i32 %i3281, 1
  br i1 %729, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %730 = sext i32 %i3281 to i64
  %731 = getelementptr inbounds float, ptr %rstd_r, i64 %730
  store float 0.000000e+00, ptr %731, align 4
  br label %for.cond282

for.end280:                                       ; preds = %for.cond278
  br label %for.cond286

for.cond282:                                      ; preds = %for.body283, %for.body279
  %red2285 = phi i32 [ 0, %for.body279 ], [ %745, %for.body283 ]
  %732 = icmp slt i32 %red2285, 4096
  br i1 %732, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %733 = sext i32 %i3281 to i64
  %734 = getelementptr inbounds float, ptr %rstd_r, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = sext i32 %i3281 to i64
  %737 = mul nsw i64 %736, 4096
  %738 = sext i32 %red2285 to i64
  %739 = add nsw i64 %737, %738
  %740 = getelementptr inbounds float, ptr %sq_r, i64 %739
  %741 = load float, ptr %740, align 4
  %742 = fadd float %735, %741
  %743 = sext i32 %i3281 to i64
  %744 = getelementptr inbounds float, ptr %rstd_r, i64 %743
  store float %742, ptr %744, align 4
  %745 = add nsw i32 %red2285, 1
  br label %for.cond282, !llvm.loop !56

for.end284:                                       ; preds = %for.cond282
  %746 = add nsw i32 %i3281, 1
  br label %for.cond278, !llvm.loop !57

for.cond286:                                      ; preds = %for.body287, %for.end280
  %i289 = phi i32 [ 0, %for.end280 ], [ %776, %for.body287 ]
  %747 = icmp slt i32 %i289, 1
  br i1 %747, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %748 = sext i32 %i289 to i64
  %749 = getelementptr inbounds float, ptr %mean_r, i64 %748
  %750 = load float, ptr %749, align 4
  %751 = sitofp i32 %N to float
  %752 = fdiv float %750, %751
  %753 = sext i32 %i289 to i64
  %754 = getelementptr inbounds float, ptr %mean_r, i64 %753
  store float %752, ptr %754, align 4
  %755 = sext i32 %i289 to i64
  %756 = getelementptr inbounds float, ptr %rstd_r, i64 %755
  %757 = load float, ptr %756, align 4
  %758 = sitofp i32 %N to float
  %759 = fdiv float %757, %758
  %760 = sext i32 %i289 to i64
  %761 = getelementptr inbounds float, ptr %mean_r, i64 %760
  %762 = load float, ptr %761, align 4
  %763 = sext i32 %i289 to i64
  %764 = getelementptr inbounds float, ptr %mean_r, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = fmul float %762, %765
  %767 = fsub float %759, %766
  %768 = call float @llvm.maxnum.f32(float %767, float 0.000000e+00)
  %769 = fadd float %768, 0x3EE4F8B580000000
  %770 = fpext float %769 to double
  %771 = call double @llvm.sqrt.f64(double %770)
  %772 = fdiv double 1.000000e+00, %771
  %773 = fptrunc double %772 to float
  %774 = sext i32 %i289 to i64
  %775 = getelementptr inbounds float, ptr %rstd_r, i64 %774
  store float %773, ptr %775, align 4
  %776 = add nsw i32 %i289, 1
  br label %for.cond286, !llvm.loop !58

for.end288:                                       ; preds = %for.cond286
  br label %for.cond290

for.cond290:                                      ; preds = %for.end296, %for.end288
  %i293 = phi i32 [ 0, %for.end288 ], [ %818, %for.end296 ]
  %777 = icmp slt i32 %i293, 1
  br i1 %777, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  br label %for.cond294

for.end292:                                       ; preds = %for.cond290
  %778 = mul i32 %bx, 4
  %779 = add i32 %778, %r
  %780 = icmp sle i32 0, %779
  %781 = mul i32 %bx, 4
  %782 = add i32 %781, %r
  %783 = sext i32 %782 to i64
  %784 = add i64 %783, 1
  %785 = sext i32 %M to i64
  %786 = icmp sle i64 %784, %785
  %787 = and i1 %780, %786
  %788 = sext i32 %N to i64
  %789 = icmp sle i64 4096, %788
  %790 = and i1 %787, %789
  br i1 %790, label %if.then298, label %if.else299

for.cond294:                                      ; preds = %for.body295, %for.body291
  %j297 = phi i32 [ 0, %for.body291 ], [ %817, %for.body295 ]
  %791 = icmp slt i32 %j297, 4096
  br i1 %791, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %792 = sext i32 %i293 to i64
  %793 = mul nsw i64 %792, 4096
  %794 = sext i32 %j297 to i64
  %795 = add nsw i64 %793, %794
  %796 = getelementptr inbounds float, ptr %X_r, i64 %795
  %797 = load float, ptr %796, align 4
  %798 = getelementptr inbounds float, ptr %mean_r, i64 0
  %799 = load float, ptr %798, align 4
  %800 = fsub float %797, %799
  %801 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %802 = load float, ptr %801, align 4
  %803 = fmul float %800, %802
  %804 = sext i32 %j297 to i64
  %805 = getelementptr inbounds float, ptr %W_r, i64 %804
  %806 = load float, ptr %805, align 4
  %807 = fmul float %803, %806
  %808 = sext i32 %j297 to i64
  %809 = getelementptr inbounds float, ptr %B_r, i64 %808
  %810 = load float, ptr %809, align 4
  %811 = fadd float %807, %810
  %812 = sext i32 %i293 to i64
  %813 = mul nsw i64 %812, 4096
  %814 = sext i32 %j297 to i64
  %815 = add nsw i64 %813, %814
  %816 = getelementptr inbounds float, ptr %X_r, i64 %815
  store float %811, ptr %816, align 4
  %817 = add nsw i32 %j297, 1
  br label %for.cond294, !llvm.loop !59

for.end296:                                       ; preds = %for.cond294
  %818 = add nsw i32 %i293, 1
  br label %for.cond290, !llvm.loop !60

if.then298:                                       ; preds = %for.end292
  br label %for.cond301

if.else299:                                       ; preds = %for.end292
  br label %for.cond309

if.end300:                                        ; preds = %for.end311, %for.end303
  %819 = add nsw i32 %r, 1
  br label %for.cond238, !llvm.loop !61

for.cond301:                                      ; preds = %for.end307, %if.then298
  %i3304 = phi i32 [ 0, %if.then298 ], [ %838, %for.end307 ]
  %820 = icmp slt i32 %i3304, 1
  br i1 %820, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  br label %for.cond305

for.end303:                                       ; preds = %for.cond301
  br label %if.end300

for.cond305:                                      ; preds = %for.body306, %for.body302
  %j3308 = phi i32 [ 0, %for.body302 ], [ %837, %for.body306 ]
  %821 = icmp slt i32 %j3308, 4096
  br i1 %821, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %822 = sext i32 %i3304 to i64
  %823 = mul nsw i64 %822, 4096
  %824 = sext i32 %j3308 to i64
  %825 = add nsw i64 %823, %824
  %826 = getelementptr inbounds float, ptr %X_r, i64 %825
  %827 = load float, ptr %826, align 4
  %828 = mul i32 %bx, 4
  %829 = add i32 %828, %r
  %830 = add i32 %829, %i3304
  %831 = sext i32 %830 to i64
  %832 = sext i32 %N to i64
  %833 = mul nsw i64 %831, %832
  %834 = sext i32 %j3308 to i64
  %835 = add nsw i64 %833, %834
  %836 = getelementptr inbounds float, ptr %Y, i64 %835
  store float %827, ptr %836, align 4
  %837 = add nsw i32 %j3308, 1
  br label %for.cond305, !llvm.loop !62

for.end307:                                       ; preds = %for.cond305
  %838 = add nsw i32 %i3304, 1
  br label %for.cond301, !llvm.loop !63

for.cond309:                                      ; preds = %for.end315, %if.else299
  %i3312 = phi i32 [ 0, %if.else299 ], [ %859, %for.end315 ]
  %839 = icmp slt i32 %i3312, 1
  br i1 %839, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  br label %for.cond313

for.end311:                                       ; preds = %for.cond309
  br label %if.end300

for.cond313:                                      ; preds = %if.end319, %for.body310
  %j3316 = phi i32 [ 0, %for.body310 ], [ %875, %if.end319 ]
  %840 = icmp slt i32 %j3316, 4096
  br i1 %840, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %841 = mul i32 %bx, 4
  %842 = add i32 %841, %r
  %843 = sext i32 %842 to i64
  %844 = sext i32 %i3312 to i64
  %845 = add i64 %843, %844
  %846 = icmp sle i64 0, %845
  %847 = mul i32 %bx, 4
  %848 = add i32 %847, %r
  %849 = sext i32 %848 to i64
  %850 = sext i32 %i3312 to i64
  %851 = add i64 %849, %850
  %852 = sext i32 %M to i64
  %853 = icmp slt i64 %851, %852
  %854 = and i1 %846, %853
  %855 = sext i32 %j3316 to i64
  %856 = sext i32 %N to i64
  %857 = icmp slt i64 %855, %856
  %858 = and i1 %854, %857
  br i1 %858, label %if.then317, label %if.else318

for.end315:                                       ; preds = %for.cond313
  %859 = add nsw i32 %i3312, 1
  br label %for.cond309, !llvm.loop !64

if.then317:                                       ; preds = %for.body314
  %860 = sext i32 %i3312 to i64
  %861 = mul nsw i64 %860, 4096
  %862 = sext i32 %j3316 to i64
  %863 = add nsw i64 %861, %862
  %864 = getelementptr inbounds float, ptr %X_r, i64 %863
  %865 = load float, ptr %864, align 4
  %866 = mul i32 %bx, 4
  %867 = add i32 %866, %r
  %868 = add i32 %867, %i3312
  %869 = sext i32 %868 to i64
  %870 = sext i32 %N to i64
  %871 = mul nsw i64 %869, %870
  %872 = sext i32 %j3316 to i64
  %873 = add nsw i64 %871, %872
  %874 = getelementptr inbounds float, ptr %Y, i64 %873
  store float %865, ptr %874, align 4
  br label %if.end319

if.else318:                                       ; preds = %for.body314
  br label %if.end319

if.end319:                                        ; preds = %if.else318, %if.then317
  %875 = add nsw i32 %j3316, 1
  br label %for.cond313, !llvm.loop !65

for.cond320:                                      ; preds = %for.body321, %if.else209
  %i5 = phi i32 [ 0, %if.else209 ], [ %879, %for.body321 ]
  %876 = icmp slt i32 %i5, 4
  br i1 %876, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %877 = sext i32 %i5 to i64
  %878 = getelementptr inbounds float, ptr %mean, i64 %877
  store float 0.000000e+00, ptr %878, align 4
  %879 = add nsw i32 %i5, 1
  br label %for.cond320, !llvm.loop !66

for.end322:                                       ; preds = %for.cond320
  br label %for.cond323

for.cond323:                                      ; preds = %for.body324, %for.end322
  %i5326 = phi i32 [ 0, %for.end322 ], [ %883, %for.body324 ]
  %880 = icmp slt i32 %i5326, 4
  br i1 %880, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %881 = sext i32 %i5326 to i64
  %882 = getelementptr inbounds float, ptr %rstd, i64 %881
  store float 0.000000e+00, ptr %882, align 4
  %883 = add nsw i32 %i5326, 1
  br label %for.cond323, !llvm.loop !67

for.end325:                                       ; preds = %for.cond323
  %884 = sext i32 %N to i64
  %885 = sdiv i64 %884, 512
  %886 = sub i64 0, %884
  %887 = select i1 false, i64 %886, i64 %885
  %888 = srem i64 %884, 512
  %889 = icmp ne i64 %888, 0
  %890 = icmp slt i64 %884, 0
  %891 = icmp eq i1 %890, false
  %892 = and i1 %889, %891
  %893 = zext i1 %892 to i64
  %894 = add i64 %887, %893
  %895 = trunc i64 %894 to i32
  br label %for.cond327

for.cond327:                                      ; preds = %for.end369, %for.end325
  %c = phi i32 [ 0, %for.end325 ], [ %1022, %for.end369 ]
  %896 = icmp slt i32 %c, %895
  br i1 %896, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %897 = mul i32 %bx, 4
  %898 = icmp sle i32 0, %897
  %899 = mul i32 %bx, 4
  %900 = sext i32 %899 to i64
  %901 = add i64 %900, 4
  %902 = sext i32 %M to i64
  %903 = icmp sle i64 %901, %902
  %904 = and i1 %898, %903
  %905 = mul i32 %c, 512
  %906 = icmp sle i32 0, %905
  %907 = mul i32 %c, 512
  %908 = sext i32 %907 to i64
  %909 = add i64 %908, 512
  %910 = sext i32 %N to i64
  %911 = icmp sle i64 %909, %910
  %912 = and i1 %906, %911
  %913 = and i1 %904, %912
  br i1 %913, label %if.then330, label %if.else331

for.end329:                                       ; preds = %for.cond327
  br label %for.cond375

if.then330:                                       ; preds = %for.body328
  br label %for.cond333

if.else331:                                       ; preds = %for.body328
  br label %for.cond340

if.end332:                                        ; preds = %for.end342, %for.end335
  br label %for.cond351

for.cond333:                                      ; preds = %for.end339, %if.then330
  %i5336 = phi i32 [ 0, %if.then330 ], [ %933, %for.end339 ]
  %914 = icmp slt i32 %i5336, 4
  br i1 %914, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  br label %for.cond337

for.end335:                                       ; preds = %for.cond333
  br label %if.end332

for.cond337:                                      ; preds = %for.body338, %for.body334
  %j4 = phi i32 [ 0, %for.body334 ], [ %932, %for.body338 ]
  %915 = icmp slt i32 %j4, 512
  br i1 %915, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %916 = mul i32 %bx, 4
  %917 = add i32 %916, %i5336
  %918 = sext i32 %917 to i64
  %919 = sext i32 %N to i64
  %920 = mul nsw i64 %918, %919
  %921 = mul i32 %c, 512
  %922 = add i32 %921, %j4
  %923 = sext i32 %922 to i64
  %924 = add nsw i64 %920, %923
  %925 = getelementptr inbounds float, ptr %X, i64 %924
  %926 = load float, ptr %925, align 4
  %927 = sext i32 %i5336 to i64
  %928 = mul nsw i64 %927, 512
  %929 = sext i32 %j4 to i64
  %930 = add nsw i64 %928, %929
  %931 = getelementptr inbounds float, ptr %X_f, i64 %930
  store float %926, ptr %931, align 4
  %932 = add nsw i32 %j4, 1
  br label %for.cond337, !llvm.loop !68

for.end339:                                       ; preds = %for.cond337
  %933 = add nsw i32 %i5336, 1
  br label %for.cond333, !llvm.loop !69

for.cond340:                                      ; preds = %for.end346, %if.else331
  %i5343 = phi i32 [ 0, %if.else331 ], [ %961, %for.end346 ]
  %934 = icmp slt i32 %i5343, 4
  br i1 %934, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  br label %for.cond344

for.end342:                                       ; preds = %for.cond340
  br label %if.end332

for.cond344:                                      ; preds = %sel.end350, %for.body341
  %j4347 = phi i32 [ 0, %for.body341 ], [ %979, %sel.end350 ]
  %935 = icmp slt i32 %j4347, 512
  br i1 %935, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %936 = mul i32 %bx, 4
  %937 = sext i32 %936 to i64
  %938 = sext i32 %i5343 to i64
  %939 = add i64 %937, %938
  %940 = icmp sle i64 0, %939
  %941 = mul i32 %bx, 4
  %942 = sext i32 %941 to i64
  %943 = sext i32 %i5343 to i64
  %944 = add i64 %942, %943
  %945 = sext i32 %M to i64
  %946 = icmp slt i64 %944, %945
  %947 = and i1 %940, %946
  %948 = mul i32 %c, 512
  %949 = sext i32 %948 to i64
  %950 = sext i32 %j4347 to i64
  %951 = add i64 %949, %950
  %952 = icmp sle i64 0, %951
  %953 = mul i32 %c, 512
  %954 = sext i32 %953 to i64
  %955 = sext i32 %j4347 to i64
  %956 = add i64 %954, %955
  %957 = sext i32 %N to i64
  %958 = icmp slt i64 %956, %957
  %959 = and i1 %952, %958
  %960 = and i1 %947, %959
  br i1 %960, label %sel.then348, label %sel.else349

for.end346:                                       ; preds = %for.cond344
  %961 = add nsw i32 %i5343, 1
  br label %for.cond340, !llvm.loop !70

sel.then348:                                      ; preds = %for.body345
  %962 = mul i32 %bx, 4
  %963 = add i32 %962, %i5343
  %964 = sext i32 %963 to i64
  %965 = sext i32 %N to i64
  %966 = mul nsw i64 %964, %965
  %967 = mul i32 %c, 512
  %968 = add i32 %967, %j4347
  %969 = sext i32 %968 to i64
  %970 = add nsw i64 %966, %969
  %971 = getelementptr inbounds float, ptr %X, i64 %970
  %972 = load float, ptr %971, align 4
  br label %sel.end350

sel.else349:                                      ; preds = %for.body345
  br label %sel.end350

sel.end350:                                       ; preds = %sel.else349, %sel.then348
  %973 = phi float [ %972, %sel.then348 ], [ 0.000000e+00, %sel.else349 ]
  %974 = sext i32 %i5343 to i64
  %975 = mul nsw i64 %974, 512
  %976 = sext i32 %j4347 to i64
  %977 = add nsw i64 %975, %976
  %978 = getelementptr inbounds float, ptr %X_f, i64 %977
  store float %973, ptr %978, align 4
  %979 = add nsw i32 %j4347, 1
  br label %for.cond344, !llvm.loop !71

for.cond351:                                      ; preds = %for.end357, %if.end332
  %i354 = phi i32 [ 0, %if.end332 ], [ %1004, %for.end357 ]
  %980 = icmp slt i32 %i354, 4
  br i1 %980, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  br label %for.cond355

for.end353:                                       ; preds = %for.cond351
  br label %for.cond360

for.cond355:                                      ; preds = %for.body356, %for.body352
  %j358 = phi i32 [ 0, %for.body352 ], [ %1003, %for.body356 ]
  %981 = icmp slt i32 %j358, 512
  br i1 %981, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %982 = mul i32 %c, 512
  %983 = add i32 %982, %j358
  %984 = icmp slt i32 %983, %N
  %985 = sext i32 %i354 to i64
  %986 = mul nsw i64 %985, 512
  %987 = sext i32 %j358 to i64
  %988 = add nsw i64 %986, %987
  %989 = call i64 @llvm.umin.i64(i64 %988, i64 2047)
  %990 = getelementptr inbounds float, ptr %X_f, i64 %989
  %991 = load float, ptr %990, align 4
  %x359 = select i1 %984, float %991, float 0.000000e+00
  %992 = sext i32 %i354 to i64
  %993 = mul nsw i64 %992, 512
  %994 = sext i32 %j358 to i64
  %995 = add nsw i64 %993, %994
  %996 = getelementptr inbounds float, ptr %X_f, i64 %995
  store float %x359, ptr %996, align 4
  %997 = fmul float %x359, %x359
  %998 = sext i32 %i354 to i64
  %999 = mul nsw i64 %998, 512
  %1000 = sext i32 %j358 to i64
  %1001 = add nsw i64 %999, %1000
  %1002 = getelementptr inbounds float, ptr %sq, i64 %1001
  store float %997, ptr %1002, align 4
  %1003 = add nsw i32 %j358, 1
  br label %for.cond355, !llvm.loop !72

for.end357:                                       ; preds = %for.cond355
  %1004 = add nsw i32 %i354, 1
  br label %for.cond351, !llvm.loop !73

for.cond360:                                      ; preds = %for.end366, %for.end353
  %i5363 = phi i32 [ 0, %for.end353 ], [ %1020, %for.end366 ]
  %1005 = icmp slt i32 %i5363, 4
  br i1 %1005, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  br label %for.cond364

for.end362:                                       ; preds = %for.cond360
  br label %for.cond367

for.cond364:                                      ; preds = %for.body365, %for.body361
  %red3 = phi i32 [ 0, %for.body361 ], [ %1019, %for.body365 ]
  %1006 = icmp slt i32 %red3, 512
  br i1 %1006, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %1007 = sext i32 %i5363 to i64
  %1008 = getelementptr inbounds float, ptr %mean, i64 %1007
  %1009 = load float, ptr %1008, align 4
  %1010 = sext i32 %i5363 to i64
  %1011 = mul nsw i64 %1010, 512
  %1012 = sext i32 %red3 to i64
  %1013 = add nsw i64 %1011, %1012
  %1014 = getelementptr inbounds float, ptr %X_f, i64 %1013
  %1015 = load float, ptr %1014, align 4
  %1016 = fadd float %1009, %1015
  %1017 = sext i32 %i5363 to i64
  %1018 = getelementptr inbounds float, ptr %mean, i64 %1017
  store float %1016, ptr %1018, align 4
  %1019 = add nsw i32 %red3, 1
  br label %for.cond364, !llvm.loop !74

for.end366:                                       ; preds = %for.cond364
  %1020 = add nsw i32 %i5363, 1
  br label %for.cond360, !llvm.loop !75

for.cond367:                                      ; preds = %for.end373, %for.end362
  %i5370 = phi i32 [ 0, %for.end362 ], [ %1037, %for.end373 ]
  %1021 = icmp slt i32 %i5370, 4
  br i1 %1021, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  br label %for.cond371

for.end369:                                       ; preds = %for.cond367
  %1022 = add nsw i32 %c, 1
  br label %for.cond327, !llvm.loop !76

for.cond371:                                      ; preds = %for.body372, %for.body368
  %red3374 = phi i32 [ 0, %for.body368 ], [ %1036, %for.body372 ]
  %1023 = icmp slt i32 %red3374, 512
  br i1 %1023, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1024 = sext i32 %i5370 to i64
  %1025 = getelementptr inbounds float, ptr %rstd, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = sext i32 %i5370 to i64
  %1028 = mul nsw i64 %1027, 512
  %1029 = sext i32 %red3374 to i64
  %1030 = add nsw i64 %1028, %1029
  %1031 = getelementptr inbounds float, ptr %sq, i64 %1030
  %1032 = load float, ptr %1031, align 4
  %1033 = fadd float %1026, %1032
  %1034 = sext i32 %i5370 to i64
  %1035 = getelementptr inbounds float, ptr %rstd, i64 %1034
  store float %1033, ptr %1035, align 4
  %1036 = add nsw i32 %red3374, 1
  br label %for.cond371, !llvm.loop !77

for.end373:                                       ; preds = %for.cond371
  %1037 = add nsw i32 %i5370, 1
  br label %for.cond367, !llvm.loop !78

for.cond375:                                      ; preds = %for.body376, %for.end329
  %i378 = phi i32 [ 0, %for.end329 ], [ %1067, %for.body376 ]
  %1038 = icmp slt i32 %i378, 4
  br i1 %1038, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1039 = sext i32 %i378 to i64
  %1040 = getelementptr inbounds float, ptr %mean, i64 %1039
  %1041 = load float, ptr %1040, align 4
  %1042 = sitofp i32 %N to float
  %1043 = fdiv float %1041, %1042
  %1044 = sext i32 %i378 to i64
  %1045 = getelementptr inbounds float, ptr %mean, i64 %1044
  store float %1043, ptr %1045, align 4
  %1046 = sext i32 %i378 to i64
  %1047 = getelementptr inbounds float, ptr %rstd, i64 %1046
  %1048 = load float, ptr %1047, align 4
  %1049 = sitofp i32 %N to float
  %1050 = fdiv float %1048, %1049
  %1051 = sext i32 %i378 to i64
  %1052 = getelementptr inbounds float, ptr %mean, i64 %1051
  %1053 = load float, ptr %1052, align 4
  %1054 = sext i32 %i378 to i64
  %1055 = getelementptr inbounds float, ptr %mean, i64 %1054
  %1056 = load float, ptr %1055, align 4
  %1057 = fmul float %1053, %1056
  %1058 = fsub float %1050, %1057
  %1059 = call float @llvm.maxnum.f32(float %1058, float 0.000000e+00)
  %1060 = fadd float %1059, 0x3EE4F8B580000000
  %1061 = fpext float %1060 to double
  %1062 = call double @llvm.sqrt.f64(double %1061)
  %1063 = fdiv double 1.000000e+00, %1062
  %1064 = fptrunc double %1063 to float
  %1065 = sext i32 %i378 to i64
  %1066 = getelementptr inbounds float, ptr %rstd, i64 %1065
  store float %1064, ptr %1066, align 4
  %1067 = add nsw i32 %i378, 1
  br label %for.cond375, !llvm.loop !79

for.end377:                                       ; preds = %for.cond375
  %1068 = sext i32 %N to i64
  %1069 = sdiv i64 %1068, 512
  %1070 = sub i64 0, %1068
  %1071 = select i1 false, i64 %1070, i64 %1069
  %1072 = srem i64 %1068, 512
  %1073 = icmp ne i64 %1072, 0
  %1074 = icmp slt i64 %1068, 0
  %1075 = icmp eq i1 %1074, false
  %1076 = and i1 %1073, %1075
  %1077 = zext i1 %1076 to i64
  %1078 = add i64 %1071, %1077
  %1079 = trunc i64 %1078 to i32
  br label %for.cond379

for.cond379:                                      ; preds = %if.end441, %for.end377
  %c382 = phi i32 [ 0, %for.end377 ], [ %1303, %if.end441 ]
  %1080 = icmp slt i32 %c382, %1079
  br i1 %1080, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1081 = sext i32 %N to i64
  %1082 = sdiv i64 %1081, 512
  %1083 = sub i64 0, %1081
  %1084 = select i1 false, i64 %1083, i64 %1082
  %1085 = srem i64 %1081, 512
  %1086 = icmp ne i64 %1085, 0
  %1087 = icmp slt i64 %1081, 0
  %1088 = icmp eq i1 %1087, false
  %1089 = and i1 %1086, %1088
  %1090 = zext i1 %1089 to i64
  %1091 = add i64 %1084, %1090
  %1092 = trunc i64 %1091 to i32
  %1093 = sub i32 %1092, 1
  %t = sub i32 %1093, %c382
  %1094 = mul i32 %bx, 4
  %1095 = icmp sle i32 0, %1094
  %1096 = mul i32 %bx, 4
  %1097 = sext i32 %1096 to i64
  %1098 = add i64 %1097, 4
  %1099 = sext i32 %M to i64
  %1100 = icmp sle i64 %1098, %1099
  %1101 = and i1 %1095, %1100
  %1102 = mul i32 %t, 512
  %1103 = icmp sle i32 0, %1102
  %1104 = mul i32 %t, 512
  %1105 = sext i32 %1104 to i64
  %1106 = add i64 %1105, 512
  %1107 = sext i32 %N to i64
  %1108 = icmp sle i64 %1106, %1107
  %1109 = and i1 %1103, %1108
  %1110 = and i1 %1101, %1109
  br i1 %1110, label %if.then383, label %if.else384

for.end381:                                       ; preds = %for.cond379
  br label %if.end210

if.then383:                                       ; preds = %for.body380
  br label %for.cond386

if.else384:                                       ; preds = %for.body380
  br label %for.cond392

if.end385:                                        ; preds = %for.end394, %for.end388
  %1111 = mul i32 %t, 512
  %1112 = icmp sle i32 0, %1111
  %1113 = mul i32 %t, 512
  %1114 = sext i32 %1113 to i64
  %1115 = add i64 %1114, 512
  %1116 = sext i32 %N to i64
  %1117 = icmp sle i64 %1115, %1116
  %1118 = and i1 %1112, %1117
  br i1 %1118, label %if.then403, label %if.else404

for.cond386:                                      ; preds = %for.end391, %if.then383
  %i6 = phi i32 [ 0, %if.then383 ], [ %1138, %for.end391 ]
  %1119 = icmp slt i32 %i6, 4
  br i1 %1119, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  br label %for.cond389

for.end388:                                       ; preds = %for.cond386
  br label %if.end385

for.cond389:                                      ; preds = %for.body390, %for.body387
  %j5 = phi i32 [ 0, %for.body387 ], [ %1137, %for.body390 ]
  %1120 = icmp slt i32 %j5, 512
  br i1 %1120, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1121 = mul i32 %bx, 4
  %1122 = add i32 %1121, %i6
  %1123 = sext i32 %1122 to i64
  %1124 = sext i32 %N to i64
  %1125 = mul nsw i64 %1123, %1124
  %1126 = mul i32 %t, 512
  %1127 = add i32 %1126, %j5
  %1128 = sext i32 %1127 to i64
  %1129 = add nsw i64 %1125, %1128
  %1130 = getelementptr inbounds float, ptr %X, i64 %1129
  %1131 = load float, ptr %1130, align 4
  %1132 = sext i32 %i6 to i64
  %1133 = mul nsw i64 %1132, 512
  %1134 = sext i32 %j5 to i64
  %1135 = add nsw i64 %1133, %1134
  %1136 = getelementptr inbounds float, ptr %X_f, i64 %1135
  store float %1131, ptr %1136, align 4
  %1137 = add nsw i32 %j5, 1
  br label %for.cond389, !llvm.loop !80

for.end391:                                       ; preds = %for.cond389
  %1138 = add nsw i32 %i6, 1
  br label %for.cond386, !llvm.loop !81

for.cond392:                                      ; preds = %for.end398, %if.else384
  %i6395 = phi i32 [ 0, %if.else384 ], [ %1166, %for.end398 ]
  %1139 = icmp slt i32 %i6395, 4
  br i1 %1139, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  br label %for.cond396

for.end394:                                       ; preds = %for.cond392
  br label %if.end385

for.cond396:                                      ; preds = %sel.end402, %for.body393
  %j5399 = phi i32 [ 0, %for.body393 ], [ %1184, %sel.end402 ]
  %1140 = icmp slt i32 %j5399, 512
  br i1 %1140, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1141 = mul i32 %bx, 4
  %1142 = sext i32 %1141 to i64
  %1143 = sext i32 %i6395 to i64
  %1144 = add i64 %1142, %1143
  %1145 = icmp sle i64 0, %1144
  %1146 = mul i32 %bx, 4
  %1147 = sext i32 %1146 to i64
  %1148 = sext i32 %i6395 to i64
  %1149 = add i64 %1147, %1148
  %1150 = sext i32 %M to i64
  %1151 = icmp slt i64 %1149, %1150
  %1152 = and i1 %1145, %1151
  %1153 = mul i32 %t, 512
  %1154 = sext i32 %1153 to i64
  %1155 = sext i32 %j5399 to i64
  %1156 = add i64 %1154, %1155
  %1157 = icmp sle i64 0, %1156
  %1158 = mul i32 %t, 512
  %1159 = sext i32 %1158 to i64
  %1160 = sext i32 %j5399 to i64
  %1161 = add i64 %1159, %1160
  %1162 = sext i32 %N to i64
  %1163 = icmp slt i64 %1161, %1162
  %1164 = and i1 %1157, %1163
  %1165 = and i1 %1152, %1164
  br i1 %1165, label %sel.then400, label %sel.else401

for.end398:                                       ; preds = %for.cond396
  %1166 = add nsw i32 %i6395, 1
  br label %for.cond392, !llvm.loop !82

sel.then400:                                      ; preds = %for.body397
  %1167 = mul i32 %bx, 4
  %1168 = add i32 %1167, %i6395
  %1169 = sext i32 %1168 to i64
  %1170 = sext i32 %N to i64
  %1171 = mul nsw i64 %1169, %1170
  %1172 = mul i32 %t, 512
  %1173 = add i32 %1172, %j5399
  %1174 = sext i32 %1173 to i64
  %1175 = add nsw i64 %1171, %1174
  %1176 = getelementptr inbounds float, ptr %X, i64 %1175
  %1177 = load float, ptr %1176, align 4
  br label %sel.end402

sel.else401:                                      ; preds = %for.body397
  br label %sel.end402

sel.end402:                                       ; preds = %sel.else401, %sel.then400
  %1178 = phi float [ %1177, %sel.then400 ], [ 0.000000e+00, %sel.else401 ]
  %1179 = sext i32 %i6395 to i64
  %1180 = mul nsw i64 %1179, 512
  %1181 = sext i32 %j5399 to i64
  %1182 = add nsw i64 %1180, %1181
  %1183 = getelementptr inbounds float, ptr %X_f, i64 %1182
  store float %1178, ptr %1183, align 4
  %1184 = add nsw i32 %j5399, 1
  br label %for.cond396, !llvm.loop !83

if.then403:                                       ; preds = %if.end385
  br label %for.cond406

if.else404:                                       ; preds = %if.end385
  br label %for.cond410

if.end405:                                        ; preds = %for.end412, %for.end408
  %1185 = mul i32 %t, 512
  %1186 = icmp sle i32 0, %1185
  %1187 = mul i32 %t, 512
  %1188 = sext i32 %1187 to i64
  %1189 = add i64 %1188, 512
  %1190 = sext i32 %N to i64
  %1191 = icmp sle i64 %1189, %1190
  %1192 = and i1 %1186, %1191
  br i1 %1192, label %if.then417, label %if.else418

for.cond406:                                      ; preds = %for.body407, %if.then403
  %i6409 = phi i32 [ 0, %if.then403 ], [ %1201, %for.body407 ]
  %1193 = icmp slt i32 %i6409, 512
  br i1 %1193, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1194 = mul i32 %t, 512
  %1195 = add i32 %1194, %i6409
  %1196 = sext i32 %1195 to i64
  %1197 = getelementptr inbounds float, ptr %W, i64 %1196
  %1198 = load float, ptr %1197, align 4
  %1199 = sext i32 %i6409 to i64
  %1200 = getelementptr inbounds float, ptr %W_f, i64 %1199
  store float %1198, ptr %1200, align 4
  %1201 = add nsw i32 %i6409, 1
  br label %for.cond406, !llvm.loop !84

for.end408:                                       ; preds = %for.cond406
  br label %if.end405

for.cond410:                                      ; preds = %sel.end416, %if.else404
  %i6413 = phi i32 [ 0, %if.else404 ], [ %1223, %sel.end416 ]
  %1202 = icmp slt i32 %i6413, 512
  br i1 %1202, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1203 = mul i32 %t, 512
  %1204 = sext i32 %1203 to i64
  %1205 = sext i32 %i6413 to i64
  %1206 = add i64 %1204, %1205
  %1207 = icmp sle i64 0, %1206
  %1208 = mul i32 %t, 512
  %1209 = sext i32 %1208 to i64
  %1210 = sext i32 %i6413 to i64
  %1211 = add i64 %1209, %1210
  %1212 = sext i32 %N to i64
  %1213 = icmp slt i64 %1211, %1212
  %1214 = and i1 %1207, %1213
  br i1 %1214, label %sel.then414, label %sel.else415

for.end412:                                       ; preds = %for.cond410
  br label %if.end405

sel.then414:                                      ; preds = %for.body411
  %1215 = mul i32 %t, 512
  %1216 = add i32 %1215, %i6413
  %1217 = sext i32 %1216 to i64
  %1218 = getelementptr inbounds float, ptr %W, i64 %1217
  %1219 = load float, ptr %1218, align 4
  br label %sel.end416

sel.else415:                                      ; preds = %for.body411
  br label %sel.end416

sel.end416:                                       ; preds = %sel.else415, %sel.then414
  %1220 = phi float [ %1219, %sel.then414 ], [ 0.000000e+00, %sel.else415 ]
  %1221 = sext i32 %i6413 to i64
  %1222 = getelementptr inbounds float, ptr %W_f, i64 %1221
  store float %1220, ptr %1222, align 4
  %1223 = add nsw i32 %i6413, 1
  br label %for.cond410, !llvm.loop !85

if.then417:                                       ; preds = %if.end405
  br label %for.cond420

if.else418:                                       ; preds = %if.end405
  br label %for.cond424

if.end419:                                        ; preds = %for.end426, %for.end422
  br label %for.cond431

for.cond420:                                      ; preds = %for.body421, %if.then417
  %i6423 = phi i32 [ 0, %if.then417 ], [ %1232, %for.body421 ]
  %1224 = icmp slt i32 %i6423, 512
  br i1 %1224, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1225 = mul i32 %t, 512
  %1226 = add i32 %1225, %i6423
  %1227 = sext i32 %1226 to i64
  %1228 = getelementptr inbounds float, ptr %B, i64 %1227
  %1229 = load float, ptr %1228, align 4
  %1230 = sext i32 %i6423 to i64
  %1231 = getelementptr inbounds float, ptr %B_f, i64 %1230
  store float %1229, ptr %1231, align 4
  %1232 = add nsw i32 %i6423, 1
  br label %for.cond420, !llvm.loop !86

for.end422:                                       ; preds = %for.cond420
  br label %if.end419

for.cond424:                                      ; preds = %sel.end430, %if.else418
  %i6427 = phi i32 [ 0, %if.else418 ], [ %1254, %sel.end430 ]
  %1233 = icmp slt i32 %i6427, 512
  br i1 %1233, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %1234 = mul i32 %t, 512
  %1235 = sext i32 %1234 to i64
  %1236 = sext i32 %i6427 to i64
  %1237 = add i64 %1235, %1236
  %1238 = icmp sle i64 0, %1237
  %1239 = mul i32 %t, 512
  %1240 = sext i32 %1239 to i64
  %1241 = sext i32 %i6427 to i64
  %1242 = add i64 %1240, %1241
  %1243 = sext i32 %N to i64
  %1244 = icmp slt i64 %1242, %1243
  %1245 = and i1 %1238, %1244
  br i1 %1245, label %sel.then428, label %sel.else429

for.end426:                                       ; preds = %for.cond424
  br label %if.end419

sel.then428:                                      ; preds = %for.body425
  %1246 = mul i32 %t, 512
  %1247 = add i32 %1246, %i6427
  %1248 = sext i32 %1247 to i64
  %1249 = getelementptr inbounds float, ptr %B, i64 %1248
  %1250 = load float, ptr %1249, align 4
  br label %sel.end430

sel.else429:                                      ; preds = %for.body425
  br label %sel.end430

sel.end430:                                       ; preds = %sel.else429, %sel.then428
  %1251 = phi float [ %1250, %sel.then428 ], [ 0.000000e+00, %sel.else429 ]
  %1252 = sext i32 %i6427 to i64
  %1253 = getelementptr inbounds float, ptr %B_f, i64 %1252
  store float %1251, ptr %1253, align 4
  %1254 = add nsw i32 %i6427, 1
  br label %for.cond424, !llvm.loop !87

for.cond431:                                      ; preds = %for.end437, %if.end419
  %i434 = phi i32 [ 0, %if.end419 ], [ %1302, %for.end437 ]
  %1255 = icmp slt i32 %i434, 4
  br i1 %1255, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  br label %for.cond435

for.end433:                                       ; preds = %for.cond431
  %1256 = mul i32 %bx, 4
  %1257 = icmp sle i32 0, %1256
  %1258 = mul i32 %bx, 4
  %1259 = sext i32 %1258 to i64
  %1260 = add i64 %1259, 4
  %1261 = sext i32 %M to i64
  %1262 = icmp sle i64 %1260, %1261
  %1263 = and i1 %1257, %1262
  %1264 = mul i32 %t, 512
  %1265 = icmp sle i32 0, %1264
  %1266 = mul i32 %t, 512
  %1267 = sext i32 %1266 to i64
  %1268 = add i64 %1267, 512
  %1269 = sext i32 %N to i64
  %1270 = icmp sle i64 %1268, %1269
  %1271 = and i1 %1265, %1270
  %1272 = and i1 %1263, %1271
  br i1 %1272, label %if.then439, label %if.else440

for.cond435:                                      ; preds = %for.body436, %for.body432
  %j438 = phi i32 [ 0, %for.body432 ], [ %1301, %for.body436 ]
  %1273 = icmp slt i32 %j438, 512
  br i1 %1273, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1274 = sext i32 %i434 to i64
  %1275 = mul nsw i64 %1274, 512
  %1276 = sext i32 %j438 to i64
  %1277 = add nsw i64 %1275, %1276
  %1278 = getelementptr inbounds float, ptr %X_f, i64 %1277
  %1279 = load float, ptr %1278, align 4
  %1280 = sext i32 %i434 to i64
  %1281 = getelementptr inbounds float, ptr %mean, i64 %1280
  %1282 = load float, ptr %1281, align 4
  %1283 = fsub float %1279, %1282
  %1284 = sext i32 %i434 to i64
  %1285 = getelementptr inbounds float, ptr %rstd, i64 %1284
  %1286 = load float, ptr %1285, align 4
  %1287 = fmul float %1283, %1286
  %1288 = sext i32 %j438 to i64
  %1289 = getelementptr inbounds float, ptr %W_f, i64 %1288
  %1290 = load float, ptr %1289, align 4
  %1291 = fmul float %1287, %1290
  %1292 = sext i32 %j438 to i64
  %1293 = getelementptr inbounds float, ptr %B_f, i64 %1292
  %1294 = load float, ptr %1293, align 4
  %1295 = fadd float %1291, %1294
  %1296 = sext i32 %i434 to i64
  %1297 = mul nsw i64 %1296, 512
  %1298 = sext i32 %j438 to i64
  %1299 = add nsw i64 %1297, %1298
  %1300 = getelementptr inbounds float, ptr %X_f, i64 %1299
  store float %1295, ptr %1300, align 4
  %1301 = add nsw i32 %j438, 1
  br label %for.cond435, !llvm.loop !88

for.end437:                                       ; preds = %for.cond435
  %1302 = add nsw i32 %i434, 1
  br label %for.cond431, !llvm.loop !89

if.then439:                                       ; preds = %for.end433
  br label %for.cond442

if.else440:                                       ; preds = %for.end433
  br label %for.cond450

if.end441:                                        ; preds = %for.end452, %for.end444
  %1303 = add nsw i32 %c382, 1
  br label %for.cond379, !llvm.loop !90

for.cond442:                                      ; preds = %for.end448, %if.then439
  %i6445 = phi i32 [ 0, %if.then439 ], [ %1323, %for.end448 ]
  %1304 = icmp slt i32 %i6445, 4
  br i1 %1304, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  br label %for.cond446

for.end444:                                       ; preds = %for.cond442
  br label %if.end441

for.cond446:                                      ; preds = %for.body447, %for.body443
  %j5449 = phi i32 [ 0, %for.body443 ], [ %1322, %for.body447 ]
  %1305 = icmp slt i32 %j5449, 512
  br i1 %1305, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1306 = sext i32 %i6445 to i64
  %1307 = mul nsw i64 %1306, 512
  %1308 = sext i32 %j5449 to i64
  %1309 = add nsw i64 %1307, %1308
  %1310 = getelementptr inbounds float, ptr %X_f, i64 %1309
  %1311 = load float, ptr %1310, align 4
  %1312 = mul i32 %bx, 4
  %1313 = add i32 %1312, %i6445
  %1314 = sext i32 %1313 to i64
  %1315 = sext i32 %N to i64
  %1316 = mul nsw i64 %1314, %1315
  %1317 = mul i32 %t, 512
  %1318 = add i32 %1317, %j5449
  %1319 = sext i32 %1318 to i64
  %1320 = add nsw i64 %1316, %1319
  %1321 = getelementptr inbounds float, ptr %Y, i64 %1320
  store float %1311, ptr %1321, align 4
  %1322 = add nsw i32 %j5449, 1
  br label %for.cond446, !llvm.loop !91

for.end448:                                       ; preds = %for.cond446
  %1323 = add nsw i32 %i6445, 1
  br label %for.cond442, !llvm.loop !92

for.cond450:                                      ; preds = %for.end456, %if.else440
  %i6453 = phi i32 [ 0, %if.else440 ], [ %1351, %for.end456 ]
  %1324 = icmp slt i32 %i6453, 4
  br i1 %1324, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  br label %for.cond454

for.end452:                                       ; preds = %for.cond450
  br label %if.end441

for.cond454:                                      ; preds = %if.end460, %for.body451
  %j5457 = phi i32 [ 0, %for.body451 ], [ %1368, %if.end460 ]
  %1325 = icmp slt i32 %j5457, 512
  br i1 %1325, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  %1326 = mul i32 %bx, 4
  %1327 = sext i32 %1326 to i64
  %1328 = sext i32 %i6453 to i64
  %1329 = add i64 %1327, %1328
  %1330 = icmp sle i64 0, %1329
  %1331 = mul i32 %bx, 4
  %1332 = sext i32 %1331 to i64
  %1333 = sext i32 %i6453 to i64
  %1334 = add i64 %1332, %1333
  %1335 = sext i32 %M to i64
  %1336 = icmp slt i64 %1334, %1335
  %1337 = and i1 %1330, %1336
  %1338 = mul i32 %t, 512
  %1339 = sext i32 %1338 to i64
  %1340 = sext i32 %j5457 to i64
  %1341 = add i64 %1339, %1340
  %1342 = icmp sle i64 0, %1341
  %1343 = mul i32 %t, 512
  %1344 = sext i32 %1343 to i64
  %1345 = sext i32 %j5457 to i64
  %1346 = add i64 %1344, %1345
  %1347 = sext i32 %N to i64
  %1348 = icmp slt i64 %1346, %1347
  %1349 = and i1 %1342, %1348
  %1350 = and i1 %1337, %1349
  br i1 %1350, label %if.then458, label %if.else459

for.end456:                                       ; preds = %for.cond454
  %1351 = add nsw i32 %i6453, 1
  br label %for.cond450, !llvm.loop !93

if.then458:                                       ; preds = %for.body455
  %1352 = sext i32 %i6453 to i64
  %1353 = mul nsw i64 %1352, 512
  %1354 = sext i32 %j5457 to i64
  %1355 = add nsw i64 %1353, %1354
  %1356 = getelementptr inbounds float, ptr %X_f, i64 %1355
  %1357 = load float, ptr %1356, align 4
  %1358 = mul i32 %bx, 4
  %1359 = add i32 %1358, %i6453
  %1360 = sext i32 %1359 to i64
  %1361 = sext i32 %N to i64
  %1362 = mul nsw i64 %1360, %1361
  %1363 = mul i32 %t, 512
  %1364 = add i32 %1363, %j5457
  %1365 = sext i32 %1364 to i64
  %1366 = add nsw i64 %1362, %1365
  %1367 = getelementptr inbounds float, ptr %Y, i64 %1366
  store float %1357, ptr %1367, align 4
  br label %if.end460

if.else459:                                       ; preds = %for.body455
  br label %if.end460

if.end460:                                        ; preds = %if.else459, %if.then458
  %1368 = add nsw i32 %j5457, 1
  br label %for.cond454, !llvm.loop !94
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
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
