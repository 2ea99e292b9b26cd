; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
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
  %0 = icmp sle i32 %N, 512
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %1 = mul i32 %bx, 4
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 4
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 4
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 512, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  %12 = icmp sle i32 %N, 4096
  br i1 %12, label %if.then98, label %if.else99

if.end:                                           ; preds = %if.end100, %if.end78
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 512, %13
  br i1 %14, label %if.then15, label %if.else16

for.cond:                                         ; preds = %for.end6, %if.then1
  %i1 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i1, 4
  br i1 %15, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body5 ]
  %16 = icmp slt i32 %j1, 512
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = mul i32 %bx, 4
  %18 = add i32 %17, %i1
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 512
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_f, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %51, %for.end13 ]
  %33 = icmp slt i32 %i110, 4
  br i1 %33, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %67, %sel.end ]
  %34 = icmp slt i32 %j114, 512
  br i1 %34, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %35 = mul i32 %bx, 4
  %36 = sext i32 %35 to i64
  %37 = sext i32 %i110 to i64
  %38 = add i64 %36, %37
  %39 = icmp sle i64 0, %38
  %40 = mul i32 %bx, 4
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
  %52 = mul i32 %bx, 4
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
  %63 = mul nsw i64 %62, 512
  %64 = sext i32 %j114 to i64
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %X_f, i64 %65
  store float %61, ptr %66, align 4
  %67 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

if.then15:                                        ; preds = %if.end3
  br label %for.cond18

if.else16:                                        ; preds = %if.end3
  br label %for.cond22

if.end17:                                         ; preds = %for.end24, %for.end20
  %68 = sext i32 %N to i64
  %69 = icmp sle i64 512, %68
  br i1 %69, label %if.then29, label %if.else30

for.cond18:                                       ; preds = %for.body19, %if.then15
  %i121 = phi i32 [ 0, %if.then15 ], [ %76, %for.body19 ]
  %70 = icmp slt i32 %i121, 512
  br i1 %70, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %71 = sext i32 %i121 to i64
  %72 = getelementptr inbounds float, ptr %W, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = sext i32 %i121 to i64
  %75 = getelementptr inbounds float, ptr %W_f, i64 %74
  store float %73, ptr %75, align 4
  %76 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i125 = phi i32 [ 0, %if.else16 ], [ %87, %sel.end28 ]
  %77 = icmp slt i32 %i125, 512
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
  %86 = getelementptr inbounds float, ptr %W_f, i64 %85
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
  %88 = icmp slt i32 %i135, 512
  br i1 %88, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %89 = sext i32 %i135 to i64
  %90 = getelementptr inbounds float, ptr %B, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %i135 to i64
  %93 = getelementptr inbounds float, ptr %B_f, i64 %92
  store float %91, ptr %93, align 4
  %94 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond36:                                       ; preds = %sel.end42, %if.else30
  %i139 = phi i32 [ 0, %if.else30 ], [ %105, %sel.end42 ]
  %95 = icmp slt i32 %i139, 512
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
  %104 = getelementptr inbounds float, ptr %B_f, i64 %103
  store float %102, ptr %104, align 4
  %105 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !9

for.cond43:                                       ; preds = %for.end48, %if.end31
  %i = phi i32 [ 0, %if.end31 ], [ %128, %for.end48 ]
  %106 = icmp slt i32 %i, 4
  br i1 %106, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  br label %for.cond49

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %127, %for.body47 ]
  %107 = icmp slt i32 %j, 512
  br i1 %107, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %108 = icmp slt i32 %j, %N
  %109 = sext i32 %i to i64
  %110 = mul nsw i64 %109, 512
  %111 = sext i32 %j to i64
  %112 = add nsw i64 %110, %111
  %113 = call i64 @llvm.umin.i64(i64 %112, i64 2047)
  %114 = getelementptr inbounds float, ptr %X_f, i64 %113
  %115 = load float, ptr %114, align 4
  %x = select i1 %108, float %115, float 0.000000e+00
  %116 = sext i32 %i to i64
  %117 = mul nsw i64 %116, 512
  %118 = sext i32 %j to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds float, ptr %X_f, i64 %119
  store float %x, ptr %120, align 4
  %121 = fmul float %x, %x
  %122 = sext i32 %i to i64
  %123 = mul nsw i64 %122, 512
  %124 = sext i32 %j to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %sq, i64 %125
  store float %121, ptr %126, align 4
  %127 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !10

for.end48:                                        ; preds = %for.cond46
  %128 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !11

for.cond49:                                       ; preds = %for.end55, %for.end45
  %i152 = phi i32 [ 0, %for.end45 ], [ %146, %for.end55 ]
  %129 = icmp slt i32 %i152, 4
  br i1 %129, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %130 = sext i32 %i152 to i64
  %131 = getelementptr inbounds float, ptr %mean, i64 %130
  store float 0.000000e+00, ptr %131, align 4
  br label %for.cond53

for.end51:                                        ; preds = %for.cond49
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %for.body50
  %red = phi i32 [ 0, %for.body50 ], [ %145, %for.body54 ]
  %132 = icmp slt i32 %red, 512
  br i1 %132, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %133 = sext i32 %i152 to i64
  %134 = getelementptr inbounds float, ptr %mean, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = sext i32 %i152 to i64
  %137 = mul nsw i64 %136, 512
  %138 = sext i32 %red to i64
  %139 = add nsw i64 %137, %138
  %140 = getelementptr inbounds float, ptr %X_f, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = fadd float %135, %141
  %143 = sext i32 %i152 to i64
  %144 = getelementptr inbounds float, ptr %mean, i64 %143
  store float %142, ptr %144, align 4
  %145 = add nsw i32 %red, 1
  br label %for.cond53, !llvm.loop !12

for.end55:                                        ; preds = %for.cond53
  %146 = add nsw i32 %i152, 1
  br label %for.cond49, !llvm.loop !13

for.cond56:                                       ; preds = %for.end62, %for.end51
  %i159 = phi i32 [ 0, %for.end51 ], [ %164, %for.end62 ]
  %147 = icmp slt i32 %i159, 4
  br i1 %147, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %148 = sext i32 %i159 to i64
  %149 = getelementptr inbounds float, ptr %rstd, i64 %148
  store float 0.000000e+00, ptr %149, align 4
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  br label %for.cond64

for.cond60:                                       ; preds = %for.body61, %for.body57
  %red63 = phi i32 [ 0, %for.body57 ], [ %163, %for.body61 ]
  %150 = icmp slt i32 %red63, 512
  br i1 %150, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %151 = sext i32 %i159 to i64
  %152 = getelementptr inbounds float, ptr %rstd, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = sext i32 %i159 to i64
  %155 = mul nsw i64 %154, 512
  %156 = sext i32 %red63 to i64
  %157 = add nsw i64 %155, %156
  %158 = getelementptr inbounds float, ptr %sq, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = fadd float %153, %159
  %161 = sext i32 %i159 to i64
  %162 = getelementptr inbounds float, ptr %rstd, i64 %161
  store float %160, ptr %162, align 4
  %163 = add nsw i32 %red63, 1
  br label %for.cond60, !llvm.loop !14

for.end62:                                        ; preds = %for.cond60
  %164 = add nsw i32 %i159, 1
  br label %for.cond56, !llvm.loop !15

for.cond64:                                       ; preds = %for.body65, %for.end58
  %i67 = phi i32 [ 0, %for.end58 ], [ %194, %for.body65 ]
  %165 = icmp slt i32 %i67, 4
  br i1 %165, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %166 = sext i32 %i67 to i64
  %167 = getelementptr inbounds float, ptr %mean, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = sitofp i32 %N to float
  %170 = fdiv float %168, %169
  %171 = sext i32 %i67 to i64
  %172 = getelementptr inbounds float, ptr %mean, i64 %171
  store float %170, ptr %172, align 4
  %173 = sext i32 %i67 to i64
  %174 = getelementptr inbounds float, ptr %rstd, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = sitofp i32 %N to float
  %177 = fdiv float %175, %176
  %178 = sext i32 %i67 to i64
  %179 = getelementptr inbounds float, ptr %mean, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %i67 to i64
  %182 = getelementptr inbounds float, ptr %mean, i64 %181
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
  %193 = getelementptr inbounds float, ptr %rstd, i64 %192
  store float %191, ptr %193, align 4
  %194 = add nsw i32 %i67, 1
  br label %for.cond64, !llvm.loop !16

for.end66:                                        ; preds = %for.cond64
  br label %for.cond68

for.cond68:                                       ; preds = %for.end74, %for.end66
  %i71 = phi i32 [ 0, %for.end66 ], [ %236, %for.end74 ]
  %195 = icmp slt i32 %i71, 4
  br i1 %195, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  %196 = mul i32 %bx, 4
  %197 = icmp sle i32 0, %196
  %198 = mul i32 %bx, 4
  %199 = sext i32 %198 to i64
  %200 = add i64 %199, 4
  %201 = sext i32 %M to i64
  %202 = icmp sle i64 %200, %201
  %203 = and i1 %197, %202
  %204 = sext i32 %N to i64
  %205 = icmp sle i64 512, %204
  %206 = and i1 %203, %205
  br i1 %206, label %if.then76, label %if.else77

for.cond72:                                       ; preds = %for.body73, %for.body69
  %j75 = phi i32 [ 0, %for.body69 ], [ %235, %for.body73 ]
  %207 = icmp slt i32 %j75, 512
  br i1 %207, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %208 = sext i32 %i71 to i64
  %209 = mul nsw i64 %208, 512
  %210 = sext i32 %j75 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_f, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = sext i32 %i71 to i64
  %215 = getelementptr inbounds float, ptr %mean, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = fsub float %213, %216
  %218 = sext i32 %i71 to i64
  %219 = getelementptr inbounds float, ptr %rstd, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = fmul float %217, %220
  %222 = sext i32 %j75 to i64
  %223 = getelementptr inbounds float, ptr %W_f, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = fmul float %221, %224
  %226 = sext i32 %j75 to i64
  %227 = getelementptr inbounds float, ptr %B_f, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = fadd float %225, %228
  %230 = sext i32 %i71 to i64
  %231 = mul nsw i64 %230, 512
  %232 = sext i32 %j75 to i64
  %233 = add nsw i64 %231, %232
  %234 = getelementptr inbounds float, ptr %X_f, i64 %233
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
  %237 = icmp slt i32 %i182, 4
  br i1 %237, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  br label %for.cond83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

for.cond83:                                       ; preds = %for.body84, %for.body80
  %j186 = phi i32 [ 0, %for.body80 ], [ %253, %for.body84 ]
  %238 = icmp slt i32 %j186, 512
  br i1 %238, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %239 = sext i32 %i182 to i64
  %240 = mul nsw i64 %239, 512
  %241 = sext i32 %j186 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %X_f, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = mul i32 %bx, 4
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
  %255 = icmp slt i32 %i190, 4
  br i1 %255, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  br label %if.end78

for.cond91:                                       ; preds = %if.end97, %for.body88
  %j194 = phi i32 [ 0, %for.body88 ], [ %288, %if.end97 ]
  %256 = icmp slt i32 %j194, 512
  br i1 %256, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %257 = mul i32 %bx, 4
  %258 = sext i32 %257 to i64
  %259 = sext i32 %i190 to i64
  %260 = add i64 %258, %259
  %261 = icmp sle i64 0, %260
  %262 = mul i32 %bx, 4
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
  %275 = mul nsw i64 %274, 512
  %276 = sext i32 %j194 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds float, ptr %X_f, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = mul i32 %bx, 4
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
  %289 = sext i32 %N to i64
  %290 = icmp sle i64 4096, %289
  br i1 %290, label %if.then101, label %if.else102

if.else99:                                        ; preds = %if.else
  br label %for.cond210

if.end100:                                        ; preds = %for.end271, %for.end130
  br label %if.end

if.then101:                                       ; preds = %if.then98
  br label %for.cond104

if.else102:                                       ; preds = %if.then98
  br label %for.cond107

if.end103:                                        ; preds = %for.end109, %for.end106
  %291 = sext i32 %N to i64
  %292 = icmp sle i64 4096, %291
  br i1 %292, label %if.then114, label %if.else115

for.cond104:                                      ; preds = %for.body105, %if.then101
  %i2 = phi i32 [ 0, %if.then101 ], [ %299, %for.body105 ]
  %293 = icmp slt i32 %i2, 4096
  br i1 %293, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %294 = sext i32 %i2 to i64
  %295 = getelementptr inbounds float, ptr %W, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = sext i32 %i2 to i64
  %298 = getelementptr inbounds float, ptr %W_r, i64 %297
  store float %296, ptr %298, align 4
  %299 = add nsw i32 %i2, 1
  br label %for.cond104, !llvm.loop !23

for.end106:                                       ; preds = %for.cond104
  br label %if.end103

for.cond107:                                      ; preds = %sel.end113, %if.else102
  %i2110 = phi i32 [ 0, %if.else102 ], [ %310, %sel.end113 ]
  %300 = icmp slt i32 %i2110, 4096
  br i1 %300, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %301 = sext i32 %i2110 to i64
  %302 = sext i32 %N to i64
  %303 = icmp slt i64 %301, %302
  br i1 %303, label %sel.then111, label %sel.else112

for.end109:                                       ; preds = %for.cond107
  br label %if.end103

sel.then111:                                      ; preds = %for.body108
  %304 = sext i32 %i2110 to i64
  %305 = getelementptr inbounds float, ptr %W, i64 %304
  %306 = load float, ptr %305, align 4
  br label %sel.end113

sel.else112:                                      ; preds = %for.body108
  br label %sel.end113

sel.end113:                                       ; preds = %sel.else112, %sel.then111
  %307 = phi float [ %306, %sel.then111 ], [ 0.000000e+00, %sel.else112 ]
  %308 = sext i32 %i2110 to i64
  %309 = getelementptr inbounds float, ptr %W_r, i64 %308
  store float %307, ptr %309, align 4
  %310 = add nsw i32 %i2110, 1
  br label %for.cond107, !llvm.loop !24

if.then114:                                       ; preds = %if.end103
  br label %for.cond117

if.else115:                                       ; preds = %if.end103
  br label %for.cond121

if.end116:                                        ; preds = %for.end123, %for.end119
  br label %for.cond128

for.cond117:                                      ; preds = %for.body118, %if.then114
  %i2120 = phi i32 [ 0, %if.then114 ], [ %317, %for.body118 ]
  %311 = icmp slt i32 %i2120, 4096
  br i1 %311, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %312 = sext i32 %i2120 to i64
  %313 = getelementptr inbounds float, ptr %B, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = sext i32 %i2120 to i64
  %316 = getelementptr inbounds float, ptr %B_r, i64 %315
  store float %314, ptr %316, align 4
  %317 = add nsw i32 %i2120, 1
  br label %for.cond117, !llvm.loop !25

for.end119:                                       ; preds = %for.cond117
  br label %if.end116

for.cond121:                                      ; preds = %sel.end127, %if.else115
  %i2124 = phi i32 [ 0, %if.else115 ], [ %328, %sel.end127 ]
  %318 = icmp slt i32 %i2124, 4096
  br i1 %318, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %319 = sext i32 %i2124 to i64
  %320 = sext i32 %N to i64
  %321 = icmp slt i64 %319, %320
  br i1 %321, label %sel.then125, label %sel.else126

for.end123:                                       ; preds = %for.cond121
  br label %if.end116

sel.then125:                                      ; preds = %for.body122
  %322 = sext i32 %i2124 to i64
  %323 = getelementptr inbounds float, ptr %B, i64 %322
  %324 = load float, ptr %323, align 4
  br label %sel.end127

sel.else126:                                      ; preds = %for.body122
  br label %sel.end127

sel.end127:                                       ; preds = %sel.else126, %sel.then125
  %325 = phi float [ %324, %sel.then125 ], [ 0.000000e+00, %sel.else126 ]
  %326 = sext i32 %i2124 to i64
  %327 = getelementptr inbounds float, ptr %B_r, i64 %326
  store float %325, ptr %327, align 4
  %328 = add nsw i32 %i2124, 1
  br label %for.cond121, !llvm.loop !26

for.cond128:                                      ; preds = %if.end190, %if.end116
  %r = phi i32 [ 0, %if.end116 ], [ %531, %if.end190 ]
  %329 = icmp slt i32 %r, 4
  br i1 %329, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %330 = mul i32 %bx, 4
  %331 = add i32 %330, %r
  %332 = icmp sle i32 0, %331
  %333 = mul i32 %bx, 4
  %334 = add i32 %333, %r
  %335 = sext i32 %334 to i64
  %336 = add i64 %335, 1
  %337 = sext i32 %M to i64
  %338 = icmp sle i64 %336, %337
  %339 = and i1 %332, %338
  %340 = sext i32 %N to i64
  %341 = icmp sle i64 4096, %340
  %342 = and i1 %339, %341
  br i1 %342, label %if.then131, label %if.else132

for.end130:                                       ; preds = %for.cond128
  br label %if.end100

if.then131:                                       ; preds = %for.body129
  br label %for.cond134

if.else132:                                       ; preds = %for.body129
  br label %for.cond141

if.end133:                                        ; preds = %for.end143, %for.end136
  br label %for.cond152

for.cond134:                                      ; preds = %for.end140, %if.then131
  %i2137 = phi i32 [ 0, %if.then131 ], [ %361, %for.end140 ]
  %343 = icmp slt i32 %i2137, 1
  br i1 %343, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  br label %for.cond138

for.end136:                                       ; preds = %for.cond134
  br label %if.end133

for.cond138:                                      ; preds = %for.body139, %for.body135
  %j2 = phi i32 [ 0, %for.body135 ], [ %360, %for.body139 ]
  %344 = icmp slt i32 %j2, 4096
  br i1 %344, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %345 = mul i32 %bx, 4
  %346 = add i32 %345, %r
  %347 = add i32 %346, %i2137
  %348 = sext i32 %347 to i64
  %349 = sext i32 %N to i64
  %350 = mul nsw i64 %348, %349
  %351 = sext i32 %j2 to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds float, ptr %X, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = sext i32 %i2137 to i64
  %356 = mul nsw i64 %355, 4096
  %357 = sext i32 %j2 to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %X_r, i64 %358
  store float %354, ptr %359, align 4
  %360 = add nsw i32 %j2, 1
  br label %for.cond138, !llvm.loop !27

for.end140:                                       ; preds = %for.cond138
  %361 = add nsw i32 %i2137, 1
  br label %for.cond134, !llvm.loop !28

for.cond141:                                      ; preds = %for.end147, %if.else132
  %i2144 = phi i32 [ 0, %if.else132 ], [ %382, %for.end147 ]
  %362 = icmp slt i32 %i2144, 1
  br i1 %362, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  br label %for.cond145

for.end143:                                       ; preds = %for.cond141
  br label %if.end133

for.cond145:                                      ; preds = %sel.end151, %for.body142
  %j2148 = phi i32 [ 0, %for.body142 ], [ %399, %sel.end151 ]
  %363 = icmp slt i32 %j2148, 4096
  br i1 %363, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %364 = mul i32 %bx, 4
  %365 = add i32 %364, %r
  %366 = sext i32 %365 to i64
  %367 = sext i32 %i2144 to i64
  %368 = add i64 %366, %367
  %369 = icmp sle i64 0, %368
  %370 = mul i32 %bx, 4
  %371 = add i32 %370, %r
  %372 = sext i32 %371 to i64
  %373 = sext i32 %i2144 to i64
  %374 = add i64 %372, %373
  %375 = sext i32 %M to i64
  %376 = icmp slt i64 %374, %375
  %377 = and i1 %369, %376
  %378 = sext i32 %j2148 to i64
  %379 = sext i32 %N to i64
  %380 = icmp slt i64 %378, %379
  %381 = and i1 %377, %380
  br i1 %381, label %sel.then149, label %sel.else150

for.end147:                                       ; preds = %for.cond145
  %382 = add nsw i32 %i2144, 1
  br label %for.cond141, !llvm.loop !29

sel.then149:                                      ; preds = %for.body146
  %383 = mul i32 %bx, 4
  %384 = add i32 %383, %r
  %385 = add i32 %384, %i2144
  %386 = sext i32 %385 to i64
  %387 = sext i32 %N to i64
  %388 = mul nsw i64 %386, %387
  %389 = sext i32 %j2148 to i64
  %390 = add nsw i64 %388, %389
  %391 = getelementptr inbounds float, ptr %X, i64 %390
  %392 = load float, ptr %391, align 4
  br label %sel.end151

sel.else150:                                      ; preds = %for.body146
  br label %sel.end151

sel.end151:                                       ; preds = %sel.else150, %sel.then149
  %393 = phi float [ %392, %sel.then149 ], [ 0.000000e+00, %sel.else150 ]
  %394 = sext i32 %i2144 to i64
  %395 = mul nsw i64 %394, 4096
  %396 = sext i32 %j2148 to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds float, ptr %X_r, i64 %397
  store float %393, ptr %398, align 4
  %399 = add nsw i32 %j2148, 1
  br label %for.cond145, !llvm.loop !30

for.cond152:                                      ; preds = %for.end158, %if.end133
  %i155 = phi i32 [ 0, %if.end133 ], [ %422, %for.end158 ]
  %400 = icmp slt i32 %i155, 1
  br i1 %400, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  br label %for.cond156

for.end154:                                       ; preds = %for.cond152
  br label %for.cond161

for.cond156:                                      ; preds = %for.body157, %for.body153
  %j159 = phi i32 [ 0, %for.body153 ], [ %421, %for.body157 ]
  %401 = icmp slt i32 %j159, 4096
  br i1 %401, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %402 = icmp slt i32 %j159, %N
  %403 = sext i32 %i155 to i64
  %404 = mul nsw i64 %403, 4096
  %405 = sext i32 %j159 to i64
  %406 = add nsw i64 %404, %405
  %407 = call i64 @llvm.umin.i64(i64 %406, i64 4095)
  %408 = getelementptr inbounds float, ptr %X_r, i64 %407
  %409 = load float, ptr %408, align 4
  %x160 = select i1 %402, float %409, float 0.000000e+00
  %410 = sext i32 %i155 to i64
  %411 = mul nsw i64 %410, 4096
  %412 = sext i32 %j159 to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %X_r, i64 %413
  store float %x160, ptr %414, align 4
  %415 = fmul float %x160, %x160
  %416 = sext i32 %i155 to i64
  %417 = mul nsw i64 %416, 4096
  %418 = sext i32 %j159 to i64
  %419 = add nsw i64 %417, %418
  %420 = getelementptr inbounds float, ptr %sq_r, i64 %419
  store float %415, ptr %420, align 4
  %421 = add nsw i32 %j159, 1
  br label %for.cond156, !llvm.loop !31

for.end158:                                       ; preds = %for.cond156
  %422 = add nsw i32 %i155, 1
  br label %for.cond152, !llvm.loop !32

for.cond161:                                      ; preds = %for.end167, %for.end154
  %i2164 = phi i32 [ 0, %for.end154 ], [ %440, %for.end167 ]
  %423 = icmp slt i32 %i2164, 1
  br i1 %423, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %424 = sext i32 %i2164 to i64
  %425 = getelementptr inbounds float, ptr %mean_r, i64 %424
  store float 0.000000e+00, ptr %425, align 4
  br label %for.cond165

for.end163:                                       ; preds = %for.cond161
  br label %for.cond168

for.cond165:                                      ; preds = %for.body166, %for.body162
  %red1 = phi i32 [ 0, %for.body162 ], [ %439, %for.body166 ]
  %426 = icmp slt i32 %red1, 4096
  br i1 %426, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %427 = sext i32 %i2164 to i64
  %428 = getelementptr inbounds float, ptr %mean_r, i64 %427
  %429 = load float, ptr %428, align 4
  %430 = sext i32 %i2164 to i64
  %431 = mul nsw i64 %430, 4096
  %432 = sext i32 %red1 to i64
  %433 = add nsw i64 %431, %432
  %434 = getelementptr inbounds float, ptr %X_r, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = fadd float %429, %435
  %437 = sext i32 %i2164 to i64
  %438 = getelementptr inbounds float, ptr %mean_r, i64 %437
  store float %436, ptr %438, align 4
  %439 = add nsw i32 %red1, 1
  br label %for.cond165, !llvm.loop !33

for.end167:                                       ; preds = %for.cond165
  %440 = add nsw i32 %i2164, 1
  br label %for.cond161, !llvm.loop !34

for.cond168:                                      ; preds = %for.end174, %for.end163
  %i2171 = phi i32 [ 0, %for.end163 ], [ %458, %for.end174 ]
  %441 = icmp slt i32 %i2171, 1
  br i1 %441, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %442 = sext i32 %i2171 to i64
  %443 = getelementptr inbounds float, ptr %rstd_r, i64 %442
  store float 0.000000e+00, ptr %443, align 4
  br label %for.cond172

for.end170:                                       ; preds = %for.cond168
  br label %for.cond176

for.cond172:                                      ; preds = %for.body173, %for.body169
  %red1175 = phi i32 [ 0, %for.body169 ], [ %457, %for.body173 ]
  %444 = icmp slt i32 %red1175, 4096
  br i1 %444, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %445 = sext i32 %i2171 to i64
  %446 = getelementptr inbounds float, ptr %rstd_r, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = sext i32 %i2171 to i64
  %449 = mul nsw i64 %448, 4096
  %450 = sext i32 %red1175 to i64
  %451 = add nsw i64 %449, %450
  %452 = getelementptr inbounds float, ptr %sq_r, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = fadd float %447, %453
  %455 = sext i32 %i2171 to i64
  %456 = getelementptr inbounds float, ptr %rstd_r, i64 %455
  store float %454, ptr %456, align 4
  %457 = add nsw i32 %red1175, 1
  br label %for.cond172, !llvm.loop !35

for.end174:                                       ; preds = %for.cond172
  %458 = add nsw i32 %i2171, 1
  br label %for.cond168, !llvm.loop !36

for.cond176:                                      ; preds = %for.body177, %for.end170
  %i179 = phi i32 [ 0, %for.end170 ], [ %488, %for.body177 ]
  %459 = icmp slt i32 %i179, 1
  br i1 %459, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %460 = sext i32 %i179 to i64
  %461 = getelementptr inbounds float, ptr %mean_r, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = sitofp i32 %N to float
  %464 = fdiv float %462, %463
  %465 = sext i32 %i179 to i64
  %466 = getelementptr inbounds float, ptr %mean_r, i64 %465
  store float %464, ptr %466, align 4
  %467 = sext i32 %i179 to i64
  %468 = getelementptr inbounds float, ptr %rstd_r, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = sitofp i32 %N to float
  %471 = fdiv float %469, %470
  %472 = sext i32 %i179 to i64
  %473 = getelementptr inbounds float, ptr %mean_r, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = sext i32 %i179 to i64
  %476 = getelementptr inbounds float, ptr %mean_r, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = fmul float %474, %477
  %479 = fsub float %471, %478
  %480 = call float @llvm.maxnum.f32(float %479, float 0.000000e+00)
  %481 = fadd float %480, 0x3EE4F8B580000000
  %482 = fpext float %481 to double
  %483 = call double @llvm.sqrt.f64(double %482)
  %484 = fdiv double 1.000000e+00, %483
  %485 = fptrunc double %484 to float
  %486 = sext i32 %i179 to i64
  %487 = getelementptr inbounds float, ptr %rstd_r, i64 %486
  store float %485, ptr %487, align 4
  %488 = add nsw i32 %i179, 1
  br label %for.cond176, !llvm.loop !37

for.end178:                                       ; preds = %for.cond176
  br label %for.cond180

for.cond180:                                      ; preds = %for.end186, %for.end178
  %i183 = phi i32 [ 0, %for.end178 ], [ %530, %for.end186 ]
  %489 = icmp slt i32 %i183, 1
  br i1 %489, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  br label %for.cond184

for.end182:                                       ; preds = %for.cond180
  %490 = mul i32 %bx, 4
  %491 = add i32 %490, %r
  %492 = icmp sle i32 0, %491
  %493 = mul i32 %bx, 4
  %494 = add i32 %493, %r
  %495 = sext i32 %494 to i64
  %496 = add i64 %495, 1
  %497 = sext i32 %M to i64
  %498 = icmp sle i64 %496, %497
  %499 = and i1 %492, %498
  %500 = sext i32 %N to i64
  %501 = icmp sle i64 4096, %500
  %502 = and i1 %499, %501
  br i1 %502, label %if.then188, label %if.else189

for.cond184:                                      ; preds = %for.body185, %for.body181
  %j187 = phi i32 [ 0, %for.body181 ], [ %529, %for.body185 ]
  %503 = icmp slt i32 %j187, 4096
  br i1 %503, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %504 = sext i32 %i183 to i64
  %505 = mul nsw i64 %504, 4096
  %506 = sext i32 %j187 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds float, ptr %X_r, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = getelementptr inbounds float, ptr %mean_r, i64 0
  %511 = load float, ptr %510, align 4
  %512 = fsub float %509, %511
  %513 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %514 = load float, ptr %513, align 4
  %515 = fmul float %512, %514
  %516 = sext i32 %j187 to i64
  %517 = getelementptr inbounds float, ptr %W_r, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = fmul float %515, %518
  %520 = sext i32 %j187 to i64
  %521 = getelementptr inbounds float, ptr %B_r, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = fadd float %519, %522
  %524 = sext i32 %i183 to i64
  %525 = mul nsw i64 %524, 4096
  %526 = sext i32 %j187 to i64
  %527 = add nsw i64 %525, %526
  %528 = getelementptr inbounds float, ptr %X_r, i64 %527
  store float %523, ptr %528, align 4
  %529 = add nsw i32 %j187, 1
  br label %for.cond184, !llvm.loop !38

for.end186:                                       ; preds = %for.cond184
  %530 = add nsw i32 %i183, 1
  br label %for.cond180, !llvm.loop !39

if.then188:                                       ; preds = %for.end182
  br label %for.cond191

if.else189:                                       ; preds = %for.end182
  br label %for.cond199

if.end190:                                        ; preds = %for.end201, %for.end193
  %531 = add nsw i32 %r, 1
  br label %for.cond128, !llvm.loop !40

for.cond191:                                      ; preds = %for.end197, %if.then188
  %i2194 = phi i32 [ 0, %if.then188 ], [ %550, %for.end197 ]
  %532 = icmp slt i32 %i2194, 1
  br i1 %532, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  br label %for.cond195

for.end193:                                       ; preds = %for.cond191
  br label %if.end190

for.cond195:                                      ; preds = %for.body196, %for.body192
  %j2198 = phi i32 [ 0, %for.body192 ], [ %549, %for.body196 ]
  %533 = icmp slt i32 %j2198, 4096
  br i1 %533, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %534 = sext i32 %i2194 to i64
  %535 = mul nsw i64 %534, 4096
  %536 = sext i32 %j2198 to i64
  %537 = add nsw i64 %535, %536
  %538 = getelementptr inbounds float, ptr %X_r, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = mul i32 %bx, 4
  %541 = add i32 %540, %r
  %542 = add i32 %541, %i2194
  %543 = sext i32 %542 to i64
  %544 = sext i32 %N to i64
  %545 = mul nsw i64 %543, %544
  %546 = sext i32 %j2198 to i64
  %547 = add nsw i64 %545, %546
  %548 = getelementptr inbounds float, ptr %Y, i64 %547
  store float %539, ptr %548, align 4
  %549 = add nsw i32 %j2198, 1
  br label %for.cond195, !llvm.loop !41

for.end197:                                       ; preds = %for.cond195
  %550 = add nsw i32 %i2194, 1
  br label %for.cond191, !llvm.loop !42

for.cond199:                                      ; preds = %for.end205, %if.else189
  %i2202 = phi i32 [ 0, %if.else189 ], [ %571, %for.end205 ]
  %551 = icmp slt i32 %i2202, 1
  br i1 %551, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  br label %for.cond203

for.end201:                                       ; preds = %for.cond199
  br label %if.end190

for.cond203:                                      ; preds = %if.end209, %for.body200
  %j2206 = phi i32 [ 0, %for.body200 ], [ %587, %if.end209 ]
  %552 = icmp slt i32 %j2206, 4096
  br i1 %552, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %553 = mul i32 %bx, 4
  %554 = add i32 %553, %r
  %555 = sext i32 %554 to i64
  %556 = sext i32 %i2202 to i64
  %557 = add i64 %555, %556
  %558 = icmp sle i64 0, %557
  %559 = mul i32 %bx, 4
  %560 = add i32 %559, %r
  %561 = sext i32 %560 to i64
  %562 = sext i32 %i2202 to i64
  %563 = add i64 %561, %562
  %564 = sext i32 %M to i64
  %565 = icmp slt i64 %563, %564
  %566 = and i1 %558, %565
  %567 = sext i32 %j2206 to i64
  %568 = sext i32 %N to i64
  %569 = icmp slt i64 %567, %568
  %570 = and i1 %566, %569
  br i1 %570, label %if.then207, label %if.else208

for.end205:                                       ; preds = %for.cond203
  %571 = add nsw i32 %i2202, 1
  br label %for.cond199, !llvm.loop !43

if.then207:                                       ; preds = %for.body204
  %572 = sext i32 %i2202 to i64
  %573 = mul nsw i64 %572, 4096
  %574 = sext i32 %j2206 to i64
  %575 = add nsw i64 %573, %574
  %576 = getelementptr inbounds float, ptr %X_r, i64 %575
  %577 = load float, ptr %576, align 4
  %578 = mul i32 %bx, 4
  %579 = add i32 %578, %r
  %580 = add i32 %579, %i2202
  %581 = sext i32 %580 to i64
  %582 = sext i32 %N to i64
  %583 = mul nsw i64 %581, %582
  %584 = sext i32 %j2206 to i64
  %585 = add nsw i64 %583, %584
  %586 = getelementptr inbounds float, ptr %Y, i64 %585
  store float %577, ptr %586, align 4
  br label %if.end209

if.else208:                                       ; preds = %for.body204
  br label %if.end209

if.end209:                                        ; preds = %if.else208, %if.then207
  %587 = add nsw i32 %j2206, 1
  br label %for.cond203, !llvm.loop !44

for.cond210:                                      ; preds = %for.body211, %if.else99
  %i3 = phi i32 [ 0, %if.else99 ], [ %591, %for.body211 ]
  %588 = icmp slt i32 %i3, 4
  br i1 %588, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %589 = sext i32 %i3 to i64
  %590 = getelementptr inbounds float, ptr %mean, i64 %589
  store float 0.000000e+00, ptr %590, align 4
  %591 = add nsw i32 %i3, 1
  br label %for.cond210, !llvm.loop !45

for.end212:                                       ; preds = %for.cond210
  br label %for.cond213

for.cond213:                                      ; preds = %for.body214, %for.end212
  %i3216 = phi i32 [ 0, %for.end212 ], [ %595, %for.body214 ]
  %592 = icmp slt i32 %i3216, 4
  br i1 %592, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %593 = sext i32 %i3216 to i64
  %594 = getelementptr inbounds float, ptr %rstd, i64 %593
  store float 0.000000e+00, ptr %594, align 4
  %595 = add nsw i32 %i3216, 1
  br label %for.cond213, !llvm.loop !46

for.end215:                                       ; preds = %for.cond213
  %596 = sext i32 %N to i64
  %597 = sdiv i64 %596, 512
  %598 = sub i64 0, %596
  %599 = select i1 false, i64 %598, i64 %597
  %600 = srem i64 %596, 512
  %601 = icmp ne i64 %600, 0
  %602 = icmp slt i64 %596, 0
  %603 = icmp eq i1 %602, false
  %604 = and i1 %601, %603
  %605 = zext i1 %604 to i64
  %606 = add i64 %599, %605
  %607 = trunc i64 %606 to i32
  br label %for.cond217

for.cond217:                                      ; preds = %for.end259, %for.end215
  %c = phi i32 [ 0, %for.end215 ], [ %734, %for.end259 ]
  %608 = icmp slt i32 %c, %607
  br i1 %608, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %609 = mul i32 %bx, 4
  %610 = icmp sle i32 0, %609
  %611 = mul i32 %bx, 4
  %612 = sext i32 %611 to i64
  %613 = add i64 %612, 4
  %614 = sext i32 %M to i64
  %615 = icmp sle i64 %613, %614
  %616 = and i1 %610, %615
  %617 = mul i32 %c, 512
  %618 = icmp sle i32 0, %617
  %619 = mul i32 %c, 512
  %620 = sext i32 %619 to i64
  %621 = add i64 %620, 512
  %622 = sext i32 %N to i64
  %623 = icmp sle i64 %621, %622
  %624 = and i1 %618, %623
  %625 = and i1 %616, %624
  br i1 %625, label %if.then220, label %if.else221

for.end219:                                       ; preds = %for.cond217
  br label %for.cond265

if.then220:                                       ; preds = %for.body218
  br label %for.cond223

if.else221:                                       ; preds = %for.body218
  br label %for.cond230

if.end222:                                        ; preds = %for.end232, %for.end225
  br label %for.cond241

for.cond223:                                      ; preds = %for.end229, %if.then220
  %i3226 = phi i32 [ 0, %if.then220 ], [ %645, %for.end229 ]
  %626 = icmp slt i32 %i3226, 4
  br i1 %626, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  br label %for.cond227

for.end225:                                       ; preds = %for.cond223
  br label %if.end222

for.cond227:                                      ; preds = %for.body228, %for.body224
  %j3 = phi i32 [ 0, %for.body224 ], [ %644, %for.body228 ]
  %627 = icmp slt i32 %j3, 512
  br i1 %627, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %628 = mul i32 %bx, 4
  %629 = add i32 %628, %i3226
  %630 = sext i32 %629 to i64
  %631 = sext i32 %N to i64
  %632 = mul nsw i64 %630, %631
  %633 = mul i32 %c, 512
  %634 = add i32 %633, %j3
  %635 = sext i32 %634 to i64
  %636 = add nsw i64 %632, %635
  %637 = getelementptr inbounds float, ptr %X, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = sext i32 %i3226 to i64
  %640 = mul nsw i64 %639, 512
  %641 = sext i32 %j3 to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %X_f, i64 %642
  store float %638, ptr %643, align 4
  %644 = add nsw i32 %j3, 1
  br label %for.cond227, !llvm.loop !47

for.end229:                                       ; preds = %for.cond227
  %645 = add nsw i32 %i3226, 1
  br label %for.cond223, !llvm.loop !48

for.cond230:                                      ; preds = %for.end236, %if.else221
  %i3233 = phi i32 [ 0, %if.else221 ], [ %673, %for.end236 ]
  %646 = icmp slt i32 %i3233, 4
  br i1 %646, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond234

for.end232:                                       ; preds = %for.cond230
  br label %if.end222

for.cond234:                                      ; preds = %sel.end240, %for.body231
  %j3237 = phi i32 [ 0, %for.body231 ], [ %691, %sel.end240 ]
  %647 = icmp slt i32 %j3237, 512
  br i1 %647, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %648 = mul i32 %bx, 4
  %649 = sext i32 %648 to i64
  %650 = sext i32 %i3233 to i64
  %651 = add i64 %649, %650
  %652 = icmp sle i64 0, %651
  %653 = mul i32 %bx, 4
  %654 = sext i32 %653 to i64
  %655 = sext i32 %i3233 to i64
  %656 = add i64 %654, %655
  %657 = sext i32 %M to i64
  %658 = icmp slt i64 %656, %657
  %659 = and i1 %652, %658
  %660 = mul i32 %c, 512
  %661 = sext i32 %660 to i64
  %662 = sext i32 %j3237 to i64
  %663 = add i64 %661, %662
  %664 = icmp sle i64 0, %663
  %665 = mul i32 %c, 512
  %666 = sext i32 %665 to i64
  %667 = sext i32 %j3237 to i64
  %668 = add i64 %666, %667
  %669 = sext i32 %N to i64
  %670 = icmp slt i64 %668, %669
  %671 = and i1 %664, %670
  %672 = and i1 %659, %671
  br i1 %672, label %sel.then238, label %sel.else239

for.end236:                                       ; preds = %for.cond234
  %673 = add nsw i32 %i3233, 1
  br label %for.cond230, !llvm.loop !49

sel.then238:                                      ; preds = %for.body235
  %674 = mul i32 %bx, 4
  %675 = add i32 %674, %i3233
  %676 = sext i32 %675 to i64
  %677 = sext i32 %N to i64
  %678 = mul nsw i64 %676, %677
  %679 = mul i32 %c, 512
  %680 = add i32 %679, %j3237
  %681 = sext i32 %680 to i64
  %682 = add nsw i64 %678, %681
  %683 = getelementptr inbounds float, ptr %X, i64 %682
  %684 = load float, ptr %683, align 4
  br label %sel.end240

sel.else239:                                      ; preds = %for.body235
  br label %sel.end240

sel.end240:                                       ; preds = %sel.else239, %sel.then238
  %685 = phi float [ %684, %sel.then238 ], [ 0.000000e+00, %sel.else239 ]
  %686 = sext i32 %i3233 to i64
  %687 = mul nsw i64 %686, 512
  %688 = sext i32 %j3237 to i64
  %689 = add nsw i64 %687, %688
  %690 = getelementptr inbounds float, ptr %X_f, i64 %689
  store float %685, ptr %690, align 4
  %691 = add nsw i32 %j3237, 1
  br label %for.cond234, !llvm.loop !50

for.cond241:                                      ; preds = %for.end247, %if.end222
  %i244 = phi i32 [ 0, %if.end222 ], [ %716, %for.end247 ]
  %692 = icmp slt i32 %i244, 4
  br i1 %692, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  br label %for.cond245

for.end243:                                       ; preds = %for.cond241
  br label %for.cond250

for.cond245:                                      ; preds = %for.body246, %for.body242
  %j248 = phi i32 [ 0, %for.body242 ], [ %715, %for.body246 ]
  %693 = icmp slt i32 %j248, 512
  br i1 %693, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %694 = mul i32 %c, 512
  %695 = add i32 %694, %j248
  %696 = icmp slt i32 %695, %N
  %697 = sext i32 %i244 to i64
  %698 = mul nsw i64 %697, 512
  %699 = sext i32 %j248 to i64
  %700 = add nsw i64 %698, %699
  %701 = call i64 @llvm.umin.i64(i64 %700, i64 2047)
  %702 = getelementptr inbounds float, ptr %X_f, i64 %701
  %703 = load float, ptr %702, align 4
  %x249 = select i1 %696, float %703, float 0.000000e+00
  %704 = sext i32 %i244 to i64
  %705 = mul nsw i64 %704, 512
  %706 = sext i32 %j248 to i64
  %707 = add nsw i64 %705, %706
  %708 = getelementptr inbounds float, ptr %X_f, i64 %707
  store float %x249, ptr %708, align 4
  %709 = fmul float %x249, %x249
  %710 = sext i32 %i244 to i64
  %711 = mul nsw i64 %710, 512
  %712 = sext i32 %j248 to i64
  %713 = add nsw i64 %711, %712
  %714 = getelementptr inbounds float, ptr %sq, i64 %713
  store float %709, ptr %714, align 4
  %715 = add nsw i32 %j248, 1
  br label %for.cond245, !llvm.loop !51

for.end247:                                       ; preds = %for.cond245
  %716 = add nsw i32 %i244, 1
  br label %for.cond241, !llvm.loop !52

for.cond250:                                      ; preds = %for.end256, %for.end243
  %i3253 = phi i32 [ 0, %for.end243 ], [ %732, %for.end256 ]
  %717 = icmp slt i32 %i3253, 4
  br i1 %717, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  br label %for.cond254

for.end252:                                       ; preds = %for.cond250
  br label %for.cond257

for.cond254:                                      ; preds = %for.body255, %for.body251
  %red2 = phi i32 [ 0, %for.body251 ], [ %731, %for.body255 ]
  %718 = icmp slt i32 %red2, 512
  br i1 %718, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %719 = sext i32 %i3253 to i64
  %720 = getelementptr inbounds float, ptr %mean, i64 %719
  %721 = load float, ptr %720, align 4
  %722 = sext i32 %i3253 to i64
  %723 = mul nsw i64 %722, 512
  %724 = sext i32 %red2 to i64
  %725 = add nsw i64 %723, %724
  %726 = getelementptr inbounds float, ptr %X_f, i64 %725
  %727 = load float, ptr %726, align 4
  %728 = fadd float %721, %727
  %729 = sext i32 %i3253 to i64
  %730 = getelementptr inbounds float, ptr %mean, i64 %729
  store float %728, ptr %730, align 4
  %731 = add nsw i32 %red2, 1
  br label %for.cond254, !llvm.loop !53

for.end256:                                       ; preds = %for.cond254
  %732 = add nsw i32 %i3253, 1
  br label %for.cond250, !llvm.loop !54

for.cond257:                                      ; preds = %for.end263, %for.end252
  %i3260 = phi i32 [ 0, %for.end252 ], [ %749, %for.end263 ]
  %733 = icmp slt i32 %i3260, 4
  br i1 %733, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  br label %for.cond261

for.end259:                                       ; preds = %for.cond257
  %734 = add nsw i32 %c, 1
  br label %for.cond217, !llvm.loop !55

for.cond261:                                      ; preds = %for.body262, %for.body258
  %red2264 = phi i32 [ 0, %for.body258 ], [ %748, %for.body262 ]
  %735 = icmp slt i32 %red2264, 512
  br i1 %735, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %736 = sext i32 %i3260 to i64
  %737 = getelementptr inbounds float, ptr %rstd, i64 %736
  %738 = load float, ptr %737, align 4
  %739 = sext i32 %i3260 to i64
  %740 = mul nsw i64 %739, 512
  %741 = sext i32 %red2264 to i64
  %742 = add nsw i64 %740, %741
  %743 = getelementptr inbounds float, ptr %sq, i64 %742
  %744 = load float, ptr %743, align 4
  %745 = fadd float %738, %744
  %746 = sext i32 %i3260 to i64
  %747 = getelementptr inbounds float, ptr %rstd, i64 %746
  store float %745, ptr %747, align 4
  %748 = add nsw i32 %red2264, 1
  br label %for.cond261, !llvm.loop !56

for.end263:                                       ; preds = %for.cond261
  %749 = add nsw i32 %i3260, 1
  br label %for.cond257, !llvm.loop !57

for.cond265:                                      ; preds = %for.body266, %for.end219
  %i268 = phi i32 [ 0, %for.end219 ], [ %779, %for.body266 ]
  %750 = icmp slt i32 %i268, 4
  br i1 %750, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %751 = sext i32 %i268 to i64
  %752 = getelementptr inbounds float, ptr %mean, i64 %751
  %753 = load float, ptr %752, align 4
  %754 = sitofp i32 %N to float
  %755 = fdiv float %753, %754
  %756 = sext i32 %i268 to i64
  %757 = getelementptr inbounds float, ptr %mean, i64 %756
  store float %755, ptr %757, align 4
  %758 = sext i32 %i268 to i64
  %759 = getelementptr inbounds float, ptr %rstd, i64 %758
  %760 = load float, ptr %759, align 4
  %761 = sitofp i32 %N to float
  %762 = fdiv float %760, %761
  %763 = sext i32 %i268 to i64
  %764 = getelementptr inbounds float, ptr %mean, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = sext i32 %i268 to i64
  %767 = getelementptr inbounds float, ptr %mean, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = fmul float %765, %768
  %770 = fsub float %762, %769
  %771 = call float @llvm.maxnum.f32(float %770, float 0.000000e+00)
  %772 = fadd float %771, 0x3EE4F8B580000000
  %773 = fpext float %772 to double
  %774 = call double @llvm.sqrt.f64(double %773)
  %775 = fdiv double 1.000000e+00, %774
  %776 = fptrunc double %775 to float
  %777 = sext i32 %i268 to i64
  %778 = getelementptr inbounds float, ptr %rstd, i64 %777
  store float %776, ptr %778, align 4
  %779 = add nsw i32 %i268, 1
  br label %for.cond265, !llvm.loop !58

for.end267:                                       ; preds = %for.cond265
  %780 = sext i32 %N to i64
  %781 = sdiv i64 %780, 512
  %782 = sub i64 0, %780
  %783 = select i1 false, i64 %782, i64 %781
  %784 = srem i64 %780, 512
  %785 = icmp ne i64 %784, 0
  %786 = icmp slt i64 %780, 0
  %787 = icmp eq i1 %786, false
  %788 = and i1 %785, %787
  %789 = zext i1 %788 to i64
  %790 = add i64 %783, %789
  %791 = trunc i64 %790 to i32
  br label %for.cond269

for.cond269:                                      ; preds = %if.end331, %for.end267
  %c272 = phi i32 [ 0, %for.end267 ], [ %1015, %if.end331 ]
  %792 = icmp slt i32 %c272, %791
  br i1 %792, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %793 = sext i32 %N to i64
  %794 = sdiv i64 %793, 512
  %795 = sub i64 0, %793
  %796 = select i1 false, i64 %795, i64 %794
  %797 = srem i64 %793, 512
  %798 = icmp ne i64 %797, 0
  %799 = icmp slt i64 %793, 0
  %800 = icmp eq i1 %799, false
  %801 = and i1 %798, %800
  %802 = zext i1 %801 to i64
  %803 = add i64 %796, %802
  %804 = trunc i64 %803 to i32
  %805 = sub i32 %804, 1
  %t = sub i32 %805, %c272
  %806 = mul i32 %bx, 4
  %807 = icmp sle i32 0, %806
  %808 = mul i32 %bx, 4
  %809 = sext i32 %808 to i64
  %810 = add i64 %809, 4
  %811 = sext i32 %M to i64
  %812 = icmp sle i64 %810, %811
  %813 = and i1 %807, %812
  %814 = mul i32 %t, 512
  %815 = icmp sle i32 0, %814
  %816 = mul i32 %t, 512
  %817 = sext i32 %816 to i64
  %818 = add i64 %817, 512
  %819 = sext i32 %N to i64
  %820 = icmp sle i64 %818, %819
  %821 = and i1 %815, %820
  %822 = and i1 %813, %821
  br i1 %822, label %if.then273, label %if.else274

for.end271:                                       ; preds = %for.cond269
  br label %if.end100

if.then273:                                       ; preds = %for.body270
  br label %for.cond276

if.else274:                                       ; preds = %for.body270
  br label %for.cond282

if.end275:                                        ; preds = %for.end284, %for.end278
  %823 = mul i32 %t, 512
  %824 = icmp sle i32 0, %823
  %825 = mul i32 %t, 512
  %826 = sext i32 %825 to i64
  %827 = add i64 %826, 512
  %828 = sext i32 %N to i64
  %829 = icmp sle i64 %827, %828
  %830 = and i1 %824, %829
  br i1 %830, label %if.then293, label %if.else294

for.cond276:                                      ; preds = %for.end281, %if.then273
  %i5 = phi i32 [ 0, %if.then273 ], [ %850, %for.end281 ]
  %831 = icmp slt i32 %i5, 4
  br i1 %831, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  br label %for.cond279

for.end278:                                       ; preds = %for.cond276
  br label %if.end275

for.cond279:                                      ; preds = %for.body280, %for.body277
  %j4 = phi i32 [ 0, %for.body277 ], [ %849, %for.body280 ]
  %832 = icmp slt i32 %j4, 512
  br i1 %832, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %833 = mul i32 %bx, 4
  %834 = add i32 %833, %i5
  %835 = sext i32 %834 to i64
  %836 = sext i32 %N to i64
  %837 = mul nsw i64 %835, %836
  %838 = mul i32 %t, 512
  %839 = add i32 %838, %j4
  %840 = sext i32 %839 to i64
  %841 = add nsw i64 %837, %840
  %842 = getelementptr inbounds float, ptr %X, i64 %841
  %843 = load float, ptr %842, align 4
  %844 = sext i32 %i5 to i64
  %845 = mul nsw i64 %844, 512
  %846 = sext i32 %j4 to i64
  %847 = add nsw i64 %845, %846
  %848 = getelementptr inbounds float, ptr %X_f, i64 %847
  store float %843, ptr %848, align 4
  %849 = add nsw i32 %j4, 1
  br label %for.cond279, !llvm.loop !59

for.end281:                                       ; preds = %for.cond279
  %850 = add nsw i32 %i5, 1
  br label %for.cond276, !llvm.loop !60

for.cond282:                                      ; preds = %for.end288, %if.else274
  %i5285 = phi i32 [ 0, %if.else274 ], [ %878, %for.end288 ]
  %851 = icmp slt i32 %i5285, 4
  br i1 %851, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  br label %for.cond286

for.end284:                                       ; preds = %for.cond282
  br label %if.end275

for.cond286:                                      ; preds = %sel.end292, %for.body283
  %j4289 = phi i32 [ 0, %for.body283 ], [ %896, %sel.end292 ]
  %852 = icmp slt i32 %j4289, 512
  br i1 %852, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %853 = mul i32 %bx, 4
  %854 = sext i32 %853 to i64
  %855 = sext i32 %i5285 to i64
  %856 = add i64 %854, %855
  %857 = icmp sle i64 0, %856
  %858 = mul i32 %bx, 4
  %859 = sext i32 %858 to i64
  %860 = sext i32 %i5285 to i64
  %861 = add i64 %859, %860
  %862 = sext i32 %M to i64
  %863 = icmp slt i64 %861, %862
  %864 = and i1 %857, %863
  %865 = mul i32 %t, 512
  %866 = sext i32 %865 to i64
  %867 = sext i32 %j4289 to i64
  %868 = add i64 %866, %867
  %869 = icmp sle i64 0, %868
  %870 = mul i32 %t, 512
  %871 = sext i32 %870 to i64
  %872 = sext i32 %j4289 to i64
  %873 = add i64 %871, %872
  %874 = sext i32 %N to i64
  %875 = icmp slt i64 %873, %874
  %876 = and i1 %869, %875
  %877 = and i1 %864, %876
  br i1 %877, label %sel.then290, label %sel.else291

for.end288:                                       ; preds = %for.cond286
  %878 = add nsw i32 %i5285, 1
  br label %for.cond282, !llvm.loop !61

sel.then290:                                      ; preds = %for.body287
  %879 = mul i32 %bx, 4
  %880 = add i32 %879, %i5285
  %881 = sext i32 %880 to i64
  %882 = sext i32 %N to i64
  %883 = mul nsw i64 %881, %882
  %884 = mul i32 %t, 512
  %885 = add i32 %884, %j4289
  %886 = sext i32 %885 to i64
  %887 = add nsw i64 %883, %886
  %888 = getelementptr inbounds float, ptr %X, i64 %887
  %889 = load float, ptr %888, align 4
  br label %sel.end292

sel.else291:                                      ; preds = %for.body287
  br label %sel.end292

sel.end292:                                       ; preds = %sel.else291, %sel.then290
  %890 = phi float [ %889, %sel.then290 ], [ 0.000000e+00, %sel.else291 ]
  %891 = sext i32 %i5285 to i64
  %892 = mul nsw i64 %891, 512
  %893 = sext i32 %j4289 to i64
  %894 = add nsw i64 %892, %893
  %895 = getelementptr inbounds float, ptr %X_f, i64 %894
  store float %890, ptr %895, align 4
  %896 = add nsw i32 %j4289, 1
  br label %for.cond286, !llvm.loop !62

if.then293:                                       ; preds = %if.end275
  br label %for.cond296

if.else294:                                       ; preds = %if.end275
  br label %for.cond300

if.end295:                                        ; preds = %for.end302, %for.end298
  %897 = mul i32 %t, 512
  %898 = icmp sle i32 0, %897
  %899 = mul i32 %t, 512
  %900 = sext i32 %899 to i64
  %901 = add i64 %900, 512
  %902 = sext i32 %N to i64
  %903 = icmp sle i64 %901, %902
  %904 = and i1 %898, %903
  br i1 %904, label %if.then307, label %if.else308

for.cond296:                                      ; preds = %for.body297, %if.then293
  %i5299 = phi i32 [ 0, %if.then293 ], [ %913, %for.body297 ]
  %905 = icmp slt i32 %i5299, 512
  br i1 %905, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %906 = mul i32 %t, 512
  %907 = add i32 %906, %i5299
  %908 = sext i32 %907 to i64
  %909 = getelementptr inbounds float, ptr %W, i64 %908
  %910 = load float, ptr %909, align 4
  %911 = sext i32 %i5299 to i64
  %912 = getelementptr inbounds float, ptr %W_f, i64 %911
  store float %910, ptr %912, align 4
  %913 = add nsw i32 %i5299, 1
  br label %for.cond296, !llvm.loop !63

for.end298:                                       ; preds = %for.cond296
  br label %if.end295

for.cond300:                                      ; preds = %sel.end306, %if.else294
  %i5303 = phi i32 [ 0, %if.else294 ], [ %935, %sel.end306 ]
  %914 = icmp slt i32 %i5303, 512
  br i1 %914, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %915 = mul i32 %t, 512
  %916 = sext i32 %915 to i64
  %917 = sext i32 %i5303 to i64
  %918 = add i64 %916, %917
  %919 = icmp sle i64 0, %918
  %920 = mul i32 %t, 512
  %921 = sext i32 %920 to i64
  %922 = sext i32 %i5303 to i64
  %923 = add i64 %921, %922
  %924 = sext i32 %N to i64
  %925 = icmp slt i64 %923, %924
  %926 = and i1 %919, %925
  br i1 %926, label %sel.then304, label %sel.else305

for.end302:                                       ; preds = %for.cond300
  br label %if.end295

sel.then304:                                      ; preds = %for.body301
  %927 = mul i32 %t, 512
  %928 = add i32 %927, %i5303
  %929 = sext i32 %928 to i64
  %930 = getelementptr inbounds float, ptr %W, i64 %929
  %931 = load float, ptr %930, align 4
  br label %sel.end306

sel.else305:                                      ; preds = %for.body301
  br label %sel.end306

sel.end306:                                       ; preds = %sel.else305, %sel.then304
  %932 = phi float [ %931, %sel.then304 ], [ 0.000000e+00, %sel.else305 ]
  %933 = sext i32 %i5303 to i64
  %934 = getelementptr inbounds float, ptr %W_f, i64 %933
  store float %932, ptr %934, align 4
  %935 = add nsw i32 %i5303, 1
  br label %for.cond300, !llvm.loop !64

if.then307:                                       ; preds = %if.end295
  br label %for.cond310

if.else308:                                       ; preds = %if.end295
  br label %for.cond314

if.end309:                                        ; preds = %for.end316, %for.end312
  br label %for.cond321

for.cond310:                                      ; preds = %for.body311, %if.then307
  %i5313 = phi i32 [ 0, %if.then307 ], [ %944, %for.body311 ]
  %936 = icmp slt i32 %i5313, 512
  br i1 %936, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %937 = mul i32 %t, 512
  %938 = add i32 %937, %i5313
  %939 = sext i32 %938 to i64
  %940 = getelementptr inbounds float, ptr %B, i64 %939
  %941 = load float, ptr %940, align 4
  %942 = sext i32 %i5313 to i64
  %943 = getelementptr inbounds float, ptr %B_f, i64 %942
  store float %941, ptr %943, align 4
  %944 = add nsw i32 %i5313, 1
  br label %for.cond310, !llvm.loop !65

for.end312:                                       ; preds = %for.cond310
  br label %if.end309

for.cond314:                                      ; preds = %sel.end320, %if.else308
  %i5317 = phi i32 [ 0, %if.else308 ], [ %966, %sel.end320 ]
  %945 = icmp slt i32 %i5317, 512
  br i1 %945, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %946 = mul i32 %t, 512
  %947 = sext i32 %946 to i64
  %948 = sext i32 %i5317 to i64
  %949 = add i64 %947, %948
  %950 = icmp sle i64 0, %949
  %951 = mul i32 %t, 512
  %952 = sext i32 %951 to i64
  %953 = sext i32 %i5317 to i64
  %954 = add i64 %952, %953
  %955 = sext i32 %N to i64
  %956 = icmp slt i64 %954, %955
  %957 = and i1 %950, %956
  br i1 %957, label %sel.then318, label %sel.else319

for.end316:                                       ; preds = %for.cond314
  br label %if.end309

sel.then318:                                      ; preds = %for.body315
  %958 = mul i32 %t, 512
  %959 = add i32 %958, %i5317
  %960 = sext i32 %959 to i64
  %961 = getelementptr inbounds float, ptr %B, i64 %960
  %962 = load float, ptr %961, align 4
  br label %sel.end320

sel.else319:                                      ; preds = %for.body315
  br label %sel.end320

sel.end320:                                       ; preds = %sel.else319, %sel.then318
  %963 = phi float [ %962, %sel.then318 ], [ 0.000000e+00, %sel.else319 ]
  %964 = sext i32 %i5317 to i64
  %965 = getelementptr inbounds float, ptr %B_f, i64 %964
  store float %963, ptr %965, align 4
  %966 = add nsw i32 %i5317, 1
  br label %for.cond314, !llvm.loop !66

for.cond321:                                      ; preds = %for.end327, %if.end309
  %i324 = phi i32 [ 0, %if.end309 ], [ %1014, %for.end327 ]
  %967 = icmp slt i32 %i324, 4
  br i1 %967, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  br label %for.cond325

for.end323:                                       ; preds = %for.cond321
  %968 = mul i32 %bx, 4
  %969 = icmp sle i32 0, %968
  %970 = mul i32 %bx, 4
  %971 = sext i32 %970 to i64
  %972 = add i64 %971, 4
  %973 = sext i32 %M to i64
  %974 = icmp sle i64 %972, %973
  %975 = and i1 %969, %974
  %976 = mul i32 %t, 512
  %977 = icmp sle i32 0, %976
  %978 = mul i32 %t, 512
  %979 = sext i32 %978 to i64
  %980 = add i64 %979, 512
  %981 = sext i32 %N to i64
  %982 = icmp sle i64 %980, %981
  %983 = and i1 %977, %982
  %984 = and i1 %975, %983
  br i1 %984, label %if.then329, label %if.else330

for.cond325:                                      ; preds = %for.body326, %for.body322
  %j328 = phi i32 [ 0, %for.body322 ], [ %1013, %for.body326 ]
  %985 = icmp slt i32 %j328, 512
  br i1 %985, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %986 = sext i32 %i324 to i64
  %987 = mul nsw i64 %986, 512
  %988 = sext i32 %j328 to i64
  %989 = add nsw i64 %987, %988
  %990 = getelementptr inbounds float, ptr %X_f, i64 %989
  %991 = load float, ptr %990, align 4
  %992 = sext i32 %i324 to i64
  %993 = getelementptr inbounds float, ptr %mean, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = fsub float %991, %994
  %996 = sext i32 %i324 to i64
  %997 = getelementptr inbounds float, ptr %rstd, i64 %996
  %998 = load float, ptr %997, align 4
  %999 = fmul float %995, %998
  %1000 = sext i32 %j328 to i64
  %1001 = getelementptr inbounds float, ptr %W_f, i64 %1000
  %1002 = load float, ptr %1001, align 4
  %1003 = fmul float %999, %1002
  %1004 = sext i32 %j328 to i64
  %1005 = getelementptr inbounds float, ptr %B_f, i64 %1004
  %1006 = load float, ptr %1005, align 4
  %1007 = fadd float %1003, %1006
  %1008 = sext i32 %i324 to i64
  %1009 = mul nsw i64 %1008, 512
  %1010 = sext i32 %j328 to i64
  %1011 = add nsw i64 %1009, %1010
  %1012 = getelementptr inbounds float, ptr %X_f, i64 %1011
  store float %1007, ptr %1012, align 4
  %1013 = add nsw i32 %j328, 1
  br label %for.cond325, !llvm.loop !67

for.end327:                                       ; preds = %for.cond325
  %1014 = add nsw i32 %i324, 1
  br label %for.cond321, !llvm.loop !68

if.then329:                                       ; preds = %for.end323
  br label %for.cond332

if.else330:                                       ; preds = %for.end323
  br label %for.cond340

if.end331:                                        ; preds = %for.end342, %for.end334
  %1015 = add nsw i32 %c272, 1
  br label %for.cond269, !llvm.loop !69

for.cond332:                                      ; preds = %for.end338, %if.then329
  %i5335 = phi i32 [ 0, %if.then329 ], [ %1035, %for.end338 ]
  %1016 = icmp slt i32 %i5335, 4
  br i1 %1016, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  br label %for.cond336

for.end334:                                       ; preds = %for.cond332
  br label %if.end331

for.cond336:                                      ; preds = %for.body337, %for.body333
  %j4339 = phi i32 [ 0, %for.body333 ], [ %1034, %for.body337 ]
  %1017 = icmp slt i32 %j4339, 512
  br i1 %1017, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1018 = sext i32 %i5335 to i64
  %1019 = mul nsw i64 %1018, 512
  %1020 = sext i32 %j4339 to i64
  %1021 = add nsw i64 %1019, %1020
  %1022 = getelementptr inbounds float, ptr %X_f, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = mul i32 %bx, 4
  %1025 = add i32 %1024, %i5335
  %1026 = sext i32 %1025 to i64
  %1027 = sext i32 %N to i64
  %1028 = mul nsw i64 %1026, %1027
  %1029 = mul i32 %t, 512
  %1030 = add i32 %1029, %j4339
  %1031 = sext i32 %1030 to i64
  %1032 = add nsw i64 %1028, %1031
  %1033 = getelementptr inbounds float, ptr %Y, i64 %1032
  store float %1023, ptr %1033, align 4
  %1034 = add nsw i32 %j4339, 1
  br label %for.cond336, !llvm.loop !70

for.end338:                                       ; preds = %for.cond336
  %1035 = add nsw i32 %i5335, 1
  br label %for.cond332, !llvm.loop !71

for.cond340:                                      ; preds = %for.end346, %if.else330
  %i5343 = phi i32 [ 0, %if.else330 ], [ %1063, %for.end346 ]
  %1036 = icmp slt i32 %i5343, 4
  br i1 %1036, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  br label %for.cond344

for.end342:                                       ; preds = %for.cond340
  br label %if.end331

for.cond344:                                      ; preds = %if.end350, %for.body341
  %j4347 = phi i32 [ 0, %for.body341 ], [ %1080, %if.end350 ]
  %1037 = icmp slt i32 %j4347, 512
  br i1 %1037, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1038 = mul i32 %bx, 4
  %1039 = sext i32 %1038 to i64
  %1040 = sext i32 %i5343 to i64
  %1041 = add i64 %1039, %1040
  %1042 = icmp sle i64 0, %1041
  %1043 = mul i32 %bx, 4
  %1044 = sext i32 %1043 to i64
  %1045 = sext i32 %i5343 to i64
  %1046 = add i64 %1044, %1045
  %1047 = sext i32 %M to i64
  %1048 = icmp slt i64 %1046, %1047
  %1049 = and i1 %1042, %1048
  %1050 = mul i32 %t, 512
  %1051 = sext i32 %1050 to i64
  %1052 = sext i32 %j4347 to i64
  %1053 = add i64 %1051, %1052
  %1054 = icmp sle i64 0, %1053
  %1055 = mul i32 %t, 512
  %1056 = sext i32 %1055 to i64
  %1057 = sext i32 %j4347 to i64
  %1058 = add i64 %1056, %1057
  %1059 = sext i32 %N to i64
  %1060 = icmp slt i64 %1058, %1059
  %1061 = and i1 %1054, %1060
  %1062 = and i1 %1049, %1061
  br i1 %1062, label %if.then348, label %if.else349

for.end346:                                       ; preds = %for.cond344
  %1063 = add nsw i32 %i5343, 1
  br label %for.cond340, !llvm.loop !72

if.then348:                                       ; preds = %for.body345
  %1064 = sext i32 %i5343 to i64
  %1065 = mul nsw i64 %1064, 512
  %1066 = sext i32 %j4347 to i64
  %1067 = add nsw i64 %1065, %1066
  %1068 = getelementptr inbounds float, ptr %X_f, i64 %1067
  %1069 = load float, ptr %1068, align 4
  %1070 = mul i32 %bx, 4
  %1071 = add i32 %1070, %i5343
  %1072 = sext i32 %1071 to i64
  %1073 = sext i32 %N to i64
  %1074 = mul nsw i64 %1072, %1073
  %1075 = mul i32 %t, 512
  %1076 = add i32 %1075, %j4347
  %1077 = sext i32 %1076 to i64
  %1078 = add nsw i64 %1074, %1077
  %1079 = getelementptr inbounds float, ptr %Y, i64 %1078
  store float %1069, ptr %1079, align 4
  br label %if.end350

if.else349:                                       ; preds = %for.body345
  br label %if.end350

if.end350:                                        ; preds = %if.else349, %if.then348
  %1080 = add nsw i32 %j4347, 1
  br label %for.cond344, !llvm.loop !73
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
  %21 = sext i32 %M to i64
  %22 = sdiv i64 %21, 4
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 4
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
  %37 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  %40 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %40, align 8
  %41 = and i1 %38, true
  %42 = mul i64 %39, 1
  br i1 %41, label %run, label %empty

run:                                              ; preds = %body
  %43 = call i32 @tilec_rt_run_blocks(i64 %42, i32 %nworkers, ptr @layernorm_task, ptr %a)
  ret i32 %43

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
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
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
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
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
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
