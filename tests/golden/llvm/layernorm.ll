; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_22 = alloca [32 x float], align 64
  %tl_lanes_23 = alloca [32 x float], align 64
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
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  %tl_lanes_24 = alloca [32 x float], align 64
  %tl_lanes_25 = alloca [32 x float], align 64
  %tl_lanes_26 = alloca [32 x float], align 64
  %tl_lanes_27 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %W_r = alloca [4096 x float], align 64
  %B_r = alloca [4096 x float], align 64
  %mean_r = alloca [1 x float], align 64
  %rstd_r = alloca [1 x float], align 64
  %tl_lanes_28 = alloca [32 x float], align 64
  %tl_lanes_29 = alloca [32 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = sitofp i32 %N to float
  %inv_n = fdiv float 1.000000e+00, %0
  %1 = icmp sle i32 %N, 256
  br i1 %1, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_22, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_23, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_s, i8 0, i64 64, i1 false)
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
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  %13 = icmp sle i32 %N, 512
  br i1 %13, label %if.then113, label %if.else114

if.end:                                           ; preds = %if.end115, %if.end93
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
  %i11 = phi i32 [ 0, %if.then1 ], [ %33, %for.end6 ]
  %16 = icmp slt i32 %i11, 16
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
  %19 = add i32 %18, %i11
  %20 = sext i32 %19 to i64
  %21 = sext i32 %N to i64
  %22 = mul nsw i64 %20, %21
  %23 = sext i32 %j1 to i64
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds float, ptr %X, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = sext i32 %i11 to i64
  %28 = mul nsw i64 %27, 256
  %29 = sext i32 %j1 to i64
  %30 = add nsw i64 %28, %29
  %31 = getelementptr inbounds float, ptr %X_s, i64 %30
  store float %26, ptr %31, align 4
  %32 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %33 = add nsw i32 %i11, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i1110 = phi i32 [ 0, %if.else2 ], [ %52, %for.end13 ]
  %34 = icmp slt i32 %i1110, 16
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
  %38 = sext i32 %i1110 to i64
  %39 = add i64 %37, %38
  %40 = icmp sle i64 0, %39
  %41 = mul i32 %bx, 16
  %42 = sext i32 %41 to i64
  %43 = sext i32 %i1110 to i64
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
  %52 = add nsw i32 %i1110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %53 = mul i32 %bx, 16
  %54 = add i32 %53, %i1110
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
  %63 = sext i32 %i1110 to i64
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
  %i1121 = phi i32 [ 0, %if.then15 ], [ %77, %for.body19 ]
  %71 = icmp slt i32 %i1121, 256
  br i1 %71, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %72 = sext i32 %i1121 to i64
  %73 = getelementptr inbounds float, ptr %W, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = sext i32 %i1121 to i64
  %76 = getelementptr inbounds float, ptr %W_s, i64 %75
  store float %74, ptr %76, align 4
  %77 = add nsw i32 %i1121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i1125 = phi i32 [ 0, %if.else16 ], [ %88, %sel.end28 ]
  %78 = icmp slt i32 %i1125, 256
  br i1 %78, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %79 = sext i32 %i1125 to i64
  %80 = sext i32 %N to i64
  %81 = icmp slt i64 %79, %80
  br i1 %81, label %sel.then26, label %sel.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end17

sel.then26:                                       ; preds = %for.body23
  %82 = sext i32 %i1125 to i64
  %83 = getelementptr inbounds float, ptr %W, i64 %82
  %84 = load float, ptr %83, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.body23
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %85 = phi float [ %84, %sel.then26 ], [ 0.000000e+00, %sel.else27 ]
  %86 = sext i32 %i1125 to i64
  %87 = getelementptr inbounds float, ptr %W_s, i64 %86
  store float %85, ptr %87, align 4
  %88 = add nsw i32 %i1125, 1
  br label %for.cond22, !llvm.loop !7

if.then29:                                        ; preds = %if.end17
  br label %for.cond32

if.else30:                                        ; preds = %if.end17
  br label %for.cond36

if.end31:                                         ; preds = %for.end38, %for.end34
  br label %for.cond43

for.cond32:                                       ; preds = %for.body33, %if.then29
  %i1135 = phi i32 [ 0, %if.then29 ], [ %95, %for.body33 ]
  %89 = icmp slt i32 %i1135, 256
  br i1 %89, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %90 = sext i32 %i1135 to i64
  %91 = getelementptr inbounds float, ptr %B, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = sext i32 %i1135 to i64
  %94 = getelementptr inbounds float, ptr %B_s, i64 %93
  store float %92, ptr %94, align 4
  %95 = add nsw i32 %i1135, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond36:                                       ; preds = %sel.end42, %if.else30
  %i1139 = phi i32 [ 0, %if.else30 ], [ %106, %sel.end42 ]
  %96 = icmp slt i32 %i1139, 256
  br i1 %96, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %97 = sext i32 %i1139 to i64
  %98 = sext i32 %N to i64
  %99 = icmp slt i64 %97, %98
  br i1 %99, label %sel.then40, label %sel.else41

for.end38:                                        ; preds = %for.cond36
  br label %if.end31

sel.then40:                                       ; preds = %for.body37
  %100 = sext i32 %i1139 to i64
  %101 = getelementptr inbounds float, ptr %B, i64 %100
  %102 = load float, ptr %101, align 4
  br label %sel.end42

sel.else41:                                       ; preds = %for.body37
  br label %sel.end42

sel.end42:                                        ; preds = %sel.else41, %sel.then40
  %103 = phi float [ %102, %sel.then40 ], [ 0.000000e+00, %sel.else41 ]
  %104 = sext i32 %i1139 to i64
  %105 = getelementptr inbounds float, ptr %B_s, i64 %104
  store float %103, ptr %105, align 4
  %106 = add nsw i32 %i1139, 1
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

for.cond49:                                       ; preds = %for.end64, %for.end45
  %i1 = phi i32 [ 0, %for.end45 ], [ %173, %for.end64 ]
  %130 = icmp slt i32 %i1, 16
  br i1 %130, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  br label %for.cond66

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane = phi i32 [ 0, %for.body50 ], [ %140, %for.body53 ]
  %131 = icmp slt i32 %lane, 32
  br i1 %131, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %132 = sext i32 %i1 to i64
  %133 = mul nsw i64 %132, 256
  %134 = sext i32 %lane to i64
  %135 = add nsw i64 %133, %134
  %136 = getelementptr inbounds float, ptr %X_s, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = sext i32 %lane to i64
  %139 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %138
  store float %137, ptr %139, align 4
  %140 = add nsw i32 %lane, 1
  br label %for.cond52, !llvm.loop !12

for.end54:                                        ; preds = %for.cond52
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red = phi i32 [ 0, %for.end54 ], [ %161, %for.end60 ]
  %141 = icmp slt i32 %red, 7
  br i1 %141, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  %142 = sext i32 %i1 to i64
  %143 = getelementptr inbounds float, ptr %mean_s, i64 %142
  store float 0.000000e+00, ptr %143, align 4
  br label %for.cond62

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane61 = phi i32 [ 0, %for.body56 ], [ %160, %for.body59 ]
  %144 = icmp slt i32 %lane61, 32
  br i1 %144, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %145 = sext i32 %lane61 to i64
  %146 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = sext i32 %i1 to i64
  %149 = mul nsw i64 %148, 256
  %150 = add i32 %red, 1
  %151 = mul i32 %150, 32
  %152 = add i32 %151, %lane61
  %153 = sext i32 %152 to i64
  %154 = add nsw i64 %149, %153
  %155 = getelementptr inbounds float, ptr %X_s, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = fadd float %147, %156
  %158 = sext i32 %lane61 to i64
  %159 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %158
  store float %157, ptr %159, align 4
  %160 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !13

for.end60:                                        ; preds = %for.cond58
  %161 = add nsw i32 %red, 1
  br label %for.cond55, !llvm.loop !14

for.cond62:                                       ; preds = %for.body63, %for.end57
  %lane65 = phi i32 [ 0, %for.end57 ], [ %172, %for.body63 ]
  %162 = icmp slt i32 %lane65, 32
  br i1 %162, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %163 = sext i32 %i1 to i64
  %164 = getelementptr inbounds float, ptr %mean_s, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = sext i32 %lane65 to i64
  %167 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = fadd float %165, %168
  %170 = sext i32 %i1 to i64
  %171 = getelementptr inbounds float, ptr %mean_s, i64 %170
  store float %169, ptr %171, align 4
  %172 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  %173 = add nsw i32 %i1, 1
  br label %for.cond49, !llvm.loop !16

for.cond66:                                       ; preds = %for.end81, %for.end51
  %i2 = phi i32 [ 0, %for.end51 ], [ %217, %for.end81 ]
  %174 = icmp slt i32 %i2, 16
  br i1 %174, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond69

for.end68:                                        ; preds = %for.cond66
  br label %for.cond83

for.cond69:                                       ; preds = %for.body70, %for.body67
  %lane1 = phi i32 [ 0, %for.body67 ], [ %184, %for.body70 ]
  %175 = icmp slt i32 %lane1, 32
  br i1 %175, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %176 = sext i32 %i2 to i64
  %177 = mul nsw i64 %176, 256
  %178 = sext i32 %lane1 to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds float, ptr %sq_s, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = sext i32 %lane1 to i64
  %183 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %182
  store float %181, ptr %183, align 4
  %184 = add nsw i32 %lane1, 1
  br label %for.cond69, !llvm.loop !17

for.end71:                                        ; preds = %for.cond69
  br label %for.cond72

for.cond72:                                       ; preds = %for.end77, %for.end71
  %red1 = phi i32 [ 0, %for.end71 ], [ %205, %for.end77 ]
  %185 = icmp slt i32 %red1, 7
  br i1 %185, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  br label %for.cond75

for.end74:                                        ; preds = %for.cond72
  %186 = sext i32 %i2 to i64
  %187 = getelementptr inbounds float, ptr %rstd_s, i64 %186
  store float 0.000000e+00, ptr %187, align 4
  br label %for.cond79

for.cond75:                                       ; preds = %for.body76, %for.body73
  %lane178 = phi i32 [ 0, %for.body73 ], [ %204, %for.body76 ]
  %188 = icmp slt i32 %lane178, 32
  br i1 %188, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %189 = sext i32 %lane178 to i64
  %190 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %189
  %191 = load float, ptr %190, align 4
  %192 = sext i32 %i2 to i64
  %193 = mul nsw i64 %192, 256
  %194 = add i32 %red1, 1
  %195 = mul i32 %194, 32
  %196 = add i32 %195, %lane178
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %193, %197
  %199 = getelementptr inbounds float, ptr %sq_s, i64 %198
  %200 = load float, ptr %199, align 4
  %201 = fadd float %191, %200
  %202 = sext i32 %lane178 to i64
  %203 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %202
  store float %201, ptr %203, align 4
  %204 = add nsw i32 %lane178, 1
  br label %for.cond75, !llvm.loop !18

for.end77:                                        ; preds = %for.cond75
  %205 = add nsw i32 %red1, 1
  br label %for.cond72, !llvm.loop !19

for.cond79:                                       ; preds = %for.body80, %for.end74
  %lane182 = phi i32 [ 0, %for.end74 ], [ %216, %for.body80 ]
  %206 = icmp slt i32 %lane182, 32
  br i1 %206, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %207 = sext i32 %i2 to i64
  %208 = getelementptr inbounds float, ptr %rstd_s, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = sext i32 %lane182 to i64
  %211 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = fadd float %209, %212
  %214 = sext i32 %i2 to i64
  %215 = getelementptr inbounds float, ptr %rstd_s, i64 %214
  store float %213, ptr %215, align 4
  %216 = add nsw i32 %lane182, 1
  br label %for.cond79, !llvm.loop !20

for.end81:                                        ; preds = %for.cond79
  %217 = add nsw i32 %i2, 1
  br label %for.cond66, !llvm.loop !21

for.cond83:                                       ; preds = %for.end89, %for.end68
  %i86 = phi i32 [ 0, %for.end68 ], [ %267, %for.end89 ]
  %218 = icmp slt i32 %i86, 16
  br i1 %218, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  br label %for.cond87

for.end85:                                        ; preds = %for.cond83
  %219 = mul i32 %bx, 16
  %220 = icmp sle i32 0, %219
  %221 = mul i32 %bx, 16
  %222 = sext i32 %221 to i64
  %223 = add i64 %222, 16
  %224 = sext i32 %M to i64
  %225 = icmp sle i64 %223, %224
  %226 = and i1 %220, %225
  %227 = sext i32 %N to i64
  %228 = icmp sle i64 256, %227
  %229 = and i1 %226, %228
  br i1 %229, label %if.then91, label %if.else92

for.cond87:                                       ; preds = %for.body88, %for.body84
  %j90 = phi i32 [ 0, %for.body84 ], [ %266, %for.body88 ]
  %230 = icmp slt i32 %j90, 256
  br i1 %230, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %231 = sext i32 %i86 to i64
  %232 = getelementptr inbounds float, ptr %mean_s, i64 %231
  %233 = load float, ptr %232, align 4
  %mu = fmul float %233, %inv_n
  %234 = sext i32 %i86 to i64
  %235 = getelementptr inbounds float, ptr %rstd_s, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = fmul float %236, %inv_n
  %238 = fmul float %mu, %mu
  %239 = fsub float %237, %238
  %240 = call float @llvm.maxnum.f32(float %239, float 0.000000e+00)
  %241 = fadd float %240, 0x3EE4F8B580000000
  %242 = fpext float %241 to double
  %243 = call double @llvm.sqrt.f64(double %242)
  %244 = fdiv double 1.000000e+00, %243
  %r = fptrunc double %244 to float
  %245 = sext i32 %i86 to i64
  %246 = mul nsw i64 %245, 256
  %247 = sext i32 %j90 to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds float, ptr %X_s, i64 %248
  %250 = load float, ptr %249, align 4
  %251 = fsub float %250, %mu
  %252 = fmul float %251, %r
  %253 = sext i32 %j90 to i64
  %254 = getelementptr inbounds float, ptr %W_s, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = fmul float %252, %255
  %257 = sext i32 %j90 to i64
  %258 = getelementptr inbounds float, ptr %B_s, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = fadd float %256, %259
  %261 = sext i32 %i86 to i64
  %262 = mul nsw i64 %261, 256
  %263 = sext i32 %j90 to i64
  %264 = add nsw i64 %262, %263
  %265 = getelementptr inbounds float, ptr %X_s, i64 %264
  store float %260, ptr %265, align 4
  %266 = add nsw i32 %j90, 1
  br label %for.cond87, !llvm.loop !22

for.end89:                                        ; preds = %for.cond87
  %267 = add nsw i32 %i86, 1
  br label %for.cond83, !llvm.loop !23

if.then91:                                        ; preds = %for.end85
  br label %for.cond94

if.else92:                                        ; preds = %for.end85
  br label %for.cond102

if.end93:                                         ; preds = %for.end104, %for.end96
  br label %if.end

for.cond94:                                       ; preds = %for.end100, %if.then91
  %i1197 = phi i32 [ 0, %if.then91 ], [ %285, %for.end100 ]
  %268 = icmp slt i32 %i1197, 16
  br i1 %268, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  br label %for.cond98

for.end96:                                        ; preds = %for.cond94
  br label %if.end93

for.cond98:                                       ; preds = %for.body99, %for.body95
  %j1101 = phi i32 [ 0, %for.body95 ], [ %284, %for.body99 ]
  %269 = icmp slt i32 %j1101, 256
  br i1 %269, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %270 = sext i32 %i1197 to i64
  %271 = mul nsw i64 %270, 256
  %272 = sext i32 %j1101 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds float, ptr %X_s, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = mul i32 %bx, 16
  %277 = add i32 %276, %i1197
  %278 = sext i32 %277 to i64
  %279 = sext i32 %N to i64
  %280 = mul nsw i64 %278, %279
  %281 = sext i32 %j1101 to i64
  %282 = add nsw i64 %280, %281
  %283 = getelementptr inbounds float, ptr %Y, i64 %282
  store float %275, ptr %283, align 4
  %284 = add nsw i32 %j1101, 1
  br label %for.cond98, !llvm.loop !24

for.end100:                                       ; preds = %for.cond98
  %285 = add nsw i32 %i1197, 1
  br label %for.cond94, !llvm.loop !25

for.cond102:                                      ; preds = %for.end108, %if.else92
  %i11105 = phi i32 [ 0, %if.else92 ], [ %304, %for.end108 ]
  %286 = icmp slt i32 %i11105, 16
  br i1 %286, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond106

for.end104:                                       ; preds = %for.cond102
  br label %if.end93

for.cond106:                                      ; preds = %if.end112, %for.body103
  %j1109 = phi i32 [ 0, %for.body103 ], [ %319, %if.end112 ]
  %287 = icmp slt i32 %j1109, 256
  br i1 %287, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %288 = mul i32 %bx, 16
  %289 = sext i32 %288 to i64
  %290 = sext i32 %i11105 to i64
  %291 = add i64 %289, %290
  %292 = icmp sle i64 0, %291
  %293 = mul i32 %bx, 16
  %294 = sext i32 %293 to i64
  %295 = sext i32 %i11105 to i64
  %296 = add i64 %294, %295
  %297 = sext i32 %M to i64
  %298 = icmp slt i64 %296, %297
  %299 = and i1 %292, %298
  %300 = sext i32 %j1109 to i64
  %301 = sext i32 %N to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %299, %302
  br i1 %303, label %if.then110, label %if.else111

for.end108:                                       ; preds = %for.cond106
  %304 = add nsw i32 %i11105, 1
  br label %for.cond102, !llvm.loop !26

if.then110:                                       ; preds = %for.body107
  %305 = sext i32 %i11105 to i64
  %306 = mul nsw i64 %305, 256
  %307 = sext i32 %j1109 to i64
  %308 = add nsw i64 %306, %307
  %309 = getelementptr inbounds float, ptr %X_s, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = mul i32 %bx, 16
  %312 = add i32 %311, %i11105
  %313 = sext i32 %312 to i64
  %314 = sext i32 %N to i64
  %315 = mul nsw i64 %313, %314
  %316 = sext i32 %j1109 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds float, ptr %Y, i64 %317
  store float %310, ptr %318, align 4
  br label %if.end112

if.else111:                                       ; preds = %for.body107
  br label %if.end112

if.end112:                                        ; preds = %if.else111, %if.then110
  %319 = add nsw i32 %j1109, 1
  br label %for.cond106, !llvm.loop !27

if.then113:                                       ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_24, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_25, i8 0, i64 128, i1 false)
  %320 = mul i32 %bx, 4
  %321 = icmp sle i32 0, %320
  %322 = mul i32 %bx, 4
  %323 = sext i32 %322 to i64
  %324 = add i64 %323, 4
  %325 = sext i32 %M to i64
  %326 = icmp sle i64 %324, %325
  %327 = and i1 %321, %326
  %328 = sext i32 %N to i64
  %329 = icmp sle i64 512, %328
  %330 = and i1 %327, %329
  br i1 %330, label %if.then116, label %if.else117

if.else114:                                       ; preds = %if.else
  %331 = icmp sle i32 %N, 4096
  br i1 %331, label %if.then241, label %if.else242

if.end115:                                        ; preds = %if.end243, %if.end221
  br label %if.end

if.then116:                                       ; preds = %if.then113
  br label %for.cond119

if.else117:                                       ; preds = %if.then113
  br label %for.cond125

if.end118:                                        ; preds = %for.end127, %for.end121
  %332 = sext i32 %N to i64
  %333 = icmp sle i64 512, %332
  br i1 %333, label %if.then136, label %if.else137

for.cond119:                                      ; preds = %for.end124, %if.then116
  %i12 = phi i32 [ 0, %if.then116 ], [ %351, %for.end124 ]
  %334 = icmp slt i32 %i12, 4
  br i1 %334, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  br label %for.cond122

for.end121:                                       ; preds = %for.cond119
  br label %if.end118

for.cond122:                                      ; preds = %for.body123, %for.body120
  %j2 = phi i32 [ 0, %for.body120 ], [ %350, %for.body123 ]
  %335 = icmp slt i32 %j2, 512
  br i1 %335, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  %336 = mul i32 %bx, 4
  %337 = add i32 %336, %i12
  %338 = sext i32 %337 to i64
  %339 = sext i32 %N to i64
  %340 = mul nsw i64 %338, %339
  %341 = sext i32 %j2 to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %X, i64 %342
  %344 = load float, ptr %343, align 4
  %345 = sext i32 %i12 to i64
  %346 = mul nsw i64 %345, 512
  %347 = sext i32 %j2 to i64
  %348 = add nsw i64 %346, %347
  %349 = getelementptr inbounds float, ptr %X_f, i64 %348
  store float %344, ptr %349, align 4
  %350 = add nsw i32 %j2, 1
  br label %for.cond122, !llvm.loop !28

for.end124:                                       ; preds = %for.cond122
  %351 = add nsw i32 %i12, 1
  br label %for.cond119, !llvm.loop !29

for.cond125:                                      ; preds = %for.end131, %if.else117
  %i12128 = phi i32 [ 0, %if.else117 ], [ %370, %for.end131 ]
  %352 = icmp slt i32 %i12128, 4
  br i1 %352, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  br label %for.cond129

for.end127:                                       ; preds = %for.cond125
  br label %if.end118

for.cond129:                                      ; preds = %sel.end135, %for.body126
  %j2132 = phi i32 [ 0, %for.body126 ], [ %386, %sel.end135 ]
  %353 = icmp slt i32 %j2132, 512
  br i1 %353, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %354 = mul i32 %bx, 4
  %355 = sext i32 %354 to i64
  %356 = sext i32 %i12128 to i64
  %357 = add i64 %355, %356
  %358 = icmp sle i64 0, %357
  %359 = mul i32 %bx, 4
  %360 = sext i32 %359 to i64
  %361 = sext i32 %i12128 to i64
  %362 = add i64 %360, %361
  %363 = sext i32 %M to i64
  %364 = icmp slt i64 %362, %363
  %365 = and i1 %358, %364
  %366 = sext i32 %j2132 to i64
  %367 = sext i32 %N to i64
  %368 = icmp slt i64 %366, %367
  %369 = and i1 %365, %368
  br i1 %369, label %sel.then133, label %sel.else134

for.end131:                                       ; preds = %for.cond129
  %370 = add nsw i32 %i12128, 1
  br label %for.cond125, !llvm.loop !30

sel.then133:                                      ; preds = %for.body130
  %371 = mul i32 %bx, 4
  %372 = add i32 %371, %i12128
  %373 = sext i32 %372 to i64
  %374 = sext i32 %N to i64
  %375 = mul nsw i64 %373, %374
  %376 = sext i32 %j2132 to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds float, ptr %X, i64 %377
  %379 = load float, ptr %378, align 4
  br label %sel.end135

sel.else134:                                      ; preds = %for.body130
  br label %sel.end135

sel.end135:                                       ; preds = %sel.else134, %sel.then133
  %380 = phi float [ %379, %sel.then133 ], [ 0.000000e+00, %sel.else134 ]
  %381 = sext i32 %i12128 to i64
  %382 = mul nsw i64 %381, 512
  %383 = sext i32 %j2132 to i64
  %384 = add nsw i64 %382, %383
  %385 = getelementptr inbounds float, ptr %X_f, i64 %384
  store float %380, ptr %385, align 4
  %386 = add nsw i32 %j2132, 1
  br label %for.cond129, !llvm.loop !31

if.then136:                                       ; preds = %if.end118
  br label %for.cond139

if.else137:                                       ; preds = %if.end118
  br label %for.cond143

if.end138:                                        ; preds = %for.end145, %for.end141
  %387 = sext i32 %N to i64
  %388 = icmp sle i64 512, %387
  br i1 %388, label %if.then150, label %if.else151

for.cond139:                                      ; preds = %for.body140, %if.then136
  %i12142 = phi i32 [ 0, %if.then136 ], [ %395, %for.body140 ]
  %389 = icmp slt i32 %i12142, 512
  br i1 %389, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %390 = sext i32 %i12142 to i64
  %391 = getelementptr inbounds float, ptr %W, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = sext i32 %i12142 to i64
  %394 = getelementptr inbounds float, ptr %W_f, i64 %393
  store float %392, ptr %394, align 4
  %395 = add nsw i32 %i12142, 1
  br label %for.cond139, !llvm.loop !32

for.end141:                                       ; preds = %for.cond139
  br label %if.end138

for.cond143:                                      ; preds = %sel.end149, %if.else137
  %i12146 = phi i32 [ 0, %if.else137 ], [ %406, %sel.end149 ]
  %396 = icmp slt i32 %i12146, 512
  br i1 %396, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %397 = sext i32 %i12146 to i64
  %398 = sext i32 %N to i64
  %399 = icmp slt i64 %397, %398
  br i1 %399, label %sel.then147, label %sel.else148

for.end145:                                       ; preds = %for.cond143
  br label %if.end138

sel.then147:                                      ; preds = %for.body144
  %400 = sext i32 %i12146 to i64
  %401 = getelementptr inbounds float, ptr %W, i64 %400
  %402 = load float, ptr %401, align 4
  br label %sel.end149

sel.else148:                                      ; preds = %for.body144
  br label %sel.end149

sel.end149:                                       ; preds = %sel.else148, %sel.then147
  %403 = phi float [ %402, %sel.then147 ], [ 0.000000e+00, %sel.else148 ]
  %404 = sext i32 %i12146 to i64
  %405 = getelementptr inbounds float, ptr %W_f, i64 %404
  store float %403, ptr %405, align 4
  %406 = add nsw i32 %i12146, 1
  br label %for.cond143, !llvm.loop !33

if.then150:                                       ; preds = %if.end138
  br label %for.cond153

if.else151:                                       ; preds = %if.end138
  br label %for.cond157

if.end152:                                        ; preds = %for.end159, %for.end155
  br label %for.cond164

for.cond153:                                      ; preds = %for.body154, %if.then150
  %i12156 = phi i32 [ 0, %if.then150 ], [ %413, %for.body154 ]
  %407 = icmp slt i32 %i12156, 512
  br i1 %407, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %408 = sext i32 %i12156 to i64
  %409 = getelementptr inbounds float, ptr %B, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = sext i32 %i12156 to i64
  %412 = getelementptr inbounds float, ptr %B_f, i64 %411
  store float %410, ptr %412, align 4
  %413 = add nsw i32 %i12156, 1
  br label %for.cond153, !llvm.loop !34

for.end155:                                       ; preds = %for.cond153
  br label %if.end152

for.cond157:                                      ; preds = %sel.end163, %if.else151
  %i12160 = phi i32 [ 0, %if.else151 ], [ %424, %sel.end163 ]
  %414 = icmp slt i32 %i12160, 512
  br i1 %414, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %415 = sext i32 %i12160 to i64
  %416 = sext i32 %N to i64
  %417 = icmp slt i64 %415, %416
  br i1 %417, label %sel.then161, label %sel.else162

for.end159:                                       ; preds = %for.cond157
  br label %if.end152

sel.then161:                                      ; preds = %for.body158
  %418 = sext i32 %i12160 to i64
  %419 = getelementptr inbounds float, ptr %B, i64 %418
  %420 = load float, ptr %419, align 4
  br label %sel.end163

sel.else162:                                      ; preds = %for.body158
  br label %sel.end163

sel.end163:                                       ; preds = %sel.else162, %sel.then161
  %421 = phi float [ %420, %sel.then161 ], [ 0.000000e+00, %sel.else162 ]
  %422 = sext i32 %i12160 to i64
  %423 = getelementptr inbounds float, ptr %B_f, i64 %422
  store float %421, ptr %423, align 4
  %424 = add nsw i32 %i12160, 1
  br label %for.cond157, !llvm.loop !35

for.cond164:                                      ; preds = %for.end170, %if.end152
  %i167 = phi i32 [ 0, %if.end152 ], [ %447, %for.end170 ]
  %425 = icmp slt i32 %i167, 4
  br i1 %425, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  br label %for.cond168

for.end166:                                       ; preds = %for.cond164
  br label %for.cond173

for.cond168:                                      ; preds = %for.body169, %for.body165
  %j171 = phi i32 [ 0, %for.body165 ], [ %446, %for.body169 ]
  %426 = icmp slt i32 %j171, 512
  br i1 %426, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %427 = icmp slt i32 %j171, %N
  %428 = sext i32 %i167 to i64
  %429 = mul nsw i64 %428, 512
  %430 = sext i32 %j171 to i64
  %431 = add nsw i64 %429, %430
  %432 = call i64 @llvm.umin.i64(i64 %431, i64 2047)
  %433 = getelementptr inbounds float, ptr %X_f, i64 %432
  %434 = load float, ptr %433, align 4
  %x172 = select i1 %427, float %434, float 0.000000e+00
  %435 = sext i32 %i167 to i64
  %436 = mul nsw i64 %435, 512
  %437 = sext i32 %j171 to i64
  %438 = add nsw i64 %436, %437
  %439 = getelementptr inbounds float, ptr %X_f, i64 %438
  store float %x172, ptr %439, align 4
  %440 = fmul float %x172, %x172
  %441 = sext i32 %i167 to i64
  %442 = mul nsw i64 %441, 512
  %443 = sext i32 %j171 to i64
  %444 = add nsw i64 %442, %443
  %445 = getelementptr inbounds float, ptr %sq, i64 %444
  store float %440, ptr %445, align 4
  %446 = add nsw i32 %j171, 1
  br label %for.cond168, !llvm.loop !36

for.end170:                                       ; preds = %for.cond168
  %447 = add nsw i32 %i167, 1
  br label %for.cond164, !llvm.loop !37

for.cond173:                                      ; preds = %for.end188, %for.end166
  %i3 = phi i32 [ 0, %for.end166 ], [ %491, %for.end188 ]
  %448 = icmp slt i32 %i3, 4
  br i1 %448, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %for.cond190

for.cond176:                                      ; preds = %for.body177, %for.body174
  %lane2 = phi i32 [ 0, %for.body174 ], [ %458, %for.body177 ]
  %449 = icmp slt i32 %lane2, 32
  br i1 %449, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %450 = sext i32 %i3 to i64
  %451 = mul nsw i64 %450, 512
  %452 = sext i32 %lane2 to i64
  %453 = add nsw i64 %451, %452
  %454 = getelementptr inbounds float, ptr %X_f, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = sext i32 %lane2 to i64
  %457 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %456
  store float %455, ptr %457, align 4
  %458 = add nsw i32 %lane2, 1
  br label %for.cond176, !llvm.loop !38

for.end178:                                       ; preds = %for.cond176
  br label %for.cond179

for.cond179:                                      ; preds = %for.end184, %for.end178
  %red2 = phi i32 [ 0, %for.end178 ], [ %479, %for.end184 ]
  %459 = icmp slt i32 %red2, 15
  br i1 %459, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  br label %for.cond182

for.end181:                                       ; preds = %for.cond179
  %460 = sext i32 %i3 to i64
  %461 = getelementptr inbounds float, ptr %mean, i64 %460
  store float 0.000000e+00, ptr %461, align 4
  br label %for.cond186

for.cond182:                                      ; preds = %for.body183, %for.body180
  %lane2185 = phi i32 [ 0, %for.body180 ], [ %478, %for.body183 ]
  %462 = icmp slt i32 %lane2185, 32
  br i1 %462, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %463 = sext i32 %lane2185 to i64
  %464 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = sext i32 %i3 to i64
  %467 = mul nsw i64 %466, 512
  %468 = add i32 %red2, 1
  %469 = mul i32 %468, 32
  %470 = add i32 %469, %lane2185
  %471 = sext i32 %470 to i64
  %472 = add nsw i64 %467, %471
  %473 = getelementptr inbounds float, ptr %X_f, i64 %472
  %474 = load float, ptr %473, align 4
  %475 = fadd float %465, %474
  %476 = sext i32 %lane2185 to i64
  %477 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %476
  store float %475, ptr %477, align 4
  %478 = add nsw i32 %lane2185, 1
  br label %for.cond182, !llvm.loop !39

for.end184:                                       ; preds = %for.cond182
  %479 = add nsw i32 %red2, 1
  br label %for.cond179, !llvm.loop !40

for.cond186:                                      ; preds = %for.body187, %for.end181
  %lane2189 = phi i32 [ 0, %for.end181 ], [ %490, %for.body187 ]
  %480 = icmp slt i32 %lane2189, 32
  br i1 %480, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %481 = sext i32 %i3 to i64
  %482 = getelementptr inbounds float, ptr %mean, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %lane2189 to i64
  %485 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %484
  %486 = load float, ptr %485, align 4
  %487 = fadd float %483, %486
  %488 = sext i32 %i3 to i64
  %489 = getelementptr inbounds float, ptr %mean, i64 %488
  store float %487, ptr %489, align 4
  %490 = add nsw i32 %lane2189, 1
  br label %for.cond186, !llvm.loop !41

for.end188:                                       ; preds = %for.cond186
  %491 = add nsw i32 %i3, 1
  br label %for.cond173, !llvm.loop !42

for.cond190:                                      ; preds = %for.end205, %for.end175
  %i5 = phi i32 [ 0, %for.end175 ], [ %535, %for.end205 ]
  %492 = icmp slt i32 %i5, 4
  br i1 %492, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  br label %for.cond193

for.end192:                                       ; preds = %for.cond190
  br label %for.cond207

for.cond193:                                      ; preds = %for.body194, %for.body191
  %lane3 = phi i32 [ 0, %for.body191 ], [ %502, %for.body194 ]
  %493 = icmp slt i32 %lane3, 32
  br i1 %493, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %494 = sext i32 %i5 to i64
  %495 = mul nsw i64 %494, 512
  %496 = sext i32 %lane3 to i64
  %497 = add nsw i64 %495, %496
  %498 = getelementptr inbounds float, ptr %sq, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = sext i32 %lane3 to i64
  %501 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %500
  store float %499, ptr %501, align 4
  %502 = add nsw i32 %lane3, 1
  br label %for.cond193, !llvm.loop !43

for.end195:                                       ; preds = %for.cond193
  br label %for.cond196

for.cond196:                                      ; preds = %for.end201, %for.end195
  %red3 = phi i32 [ 0, %for.end195 ], [ %523, %for.end201 ]
  %503 = icmp slt i32 %red3, 15
  br i1 %503, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  br label %for.cond199

for.end198:                                       ; preds = %for.cond196
  %504 = sext i32 %i5 to i64
  %505 = getelementptr inbounds float, ptr %rstd, i64 %504
  store float 0.000000e+00, ptr %505, align 4
  br label %for.cond203

for.cond199:                                      ; preds = %for.body200, %for.body197
  %lane3202 = phi i32 [ 0, %for.body197 ], [ %522, %for.body200 ]
  %506 = icmp slt i32 %lane3202, 32
  br i1 %506, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %507 = sext i32 %lane3202 to i64
  %508 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = sext i32 %i5 to i64
  %511 = mul nsw i64 %510, 512
  %512 = add i32 %red3, 1
  %513 = mul i32 %512, 32
  %514 = add i32 %513, %lane3202
  %515 = sext i32 %514 to i64
  %516 = add nsw i64 %511, %515
  %517 = getelementptr inbounds float, ptr %sq, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = fadd float %509, %518
  %520 = sext i32 %lane3202 to i64
  %521 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %520
  store float %519, ptr %521, align 4
  %522 = add nsw i32 %lane3202, 1
  br label %for.cond199, !llvm.loop !44

for.end201:                                       ; preds = %for.cond199
  %523 = add nsw i32 %red3, 1
  br label %for.cond196, !llvm.loop !45

for.cond203:                                      ; preds = %for.body204, %for.end198
  %lane3206 = phi i32 [ 0, %for.end198 ], [ %534, %for.body204 ]
  %524 = icmp slt i32 %lane3206, 32
  br i1 %524, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %525 = sext i32 %i5 to i64
  %526 = getelementptr inbounds float, ptr %rstd, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = sext i32 %lane3206 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = fadd float %527, %530
  %532 = sext i32 %i5 to i64
  %533 = getelementptr inbounds float, ptr %rstd, i64 %532
  store float %531, ptr %533, align 4
  %534 = add nsw i32 %lane3206, 1
  br label %for.cond203, !llvm.loop !46

for.end205:                                       ; preds = %for.cond203
  %535 = add nsw i32 %i5, 1
  br label %for.cond190, !llvm.loop !47

for.cond207:                                      ; preds = %for.body208, %for.end192
  %i210 = phi i32 [ 0, %for.end192 ], [ %565, %for.body208 ]
  %536 = icmp slt i32 %i210, 4
  br i1 %536, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %537 = sext i32 %i210 to i64
  %538 = getelementptr inbounds float, ptr %mean, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = sitofp i32 %N to float
  %541 = fdiv float %539, %540
  %542 = sext i32 %i210 to i64
  %543 = getelementptr inbounds float, ptr %mean, i64 %542
  store float %541, ptr %543, align 4
  %544 = sext i32 %i210 to i64
  %545 = getelementptr inbounds float, ptr %rstd, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = sitofp i32 %N to float
  %548 = fdiv float %546, %547
  %549 = sext i32 %i210 to i64
  %550 = getelementptr inbounds float, ptr %mean, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = sext i32 %i210 to i64
  %553 = getelementptr inbounds float, ptr %mean, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fmul float %551, %554
  %556 = fsub float %548, %555
  %557 = call float @llvm.maxnum.f32(float %556, float 0.000000e+00)
  %558 = fadd float %557, 0x3EE4F8B580000000
  %559 = fpext float %558 to double
  %560 = call double @llvm.sqrt.f64(double %559)
  %561 = fdiv double 1.000000e+00, %560
  %562 = fptrunc double %561 to float
  %563 = sext i32 %i210 to i64
  %564 = getelementptr inbounds float, ptr %rstd, i64 %563
  store float %562, ptr %564, align 4
  %565 = add nsw i32 %i210, 1
  br label %for.cond207, !llvm.loop !48

for.end209:                                       ; preds = %for.cond207
  br label %for.cond211

for.cond211:                                      ; preds = %for.end217, %for.end209
  %i214 = phi i32 [ 0, %for.end209 ], [ %607, %for.end217 ]
  %566 = icmp slt i32 %i214, 4
  br i1 %566, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond215

for.end213:                                       ; preds = %for.cond211
  %567 = mul i32 %bx, 4
  %568 = icmp sle i32 0, %567
  %569 = mul i32 %bx, 4
  %570 = sext i32 %569 to i64
  %571 = add i64 %570, 4
  %572 = sext i32 %M to i64
  %573 = icmp sle i64 %571, %572
  %574 = and i1 %568, %573
  %575 = sext i32 %N to i64
  %576 = icmp sle i64 512, %575
  %577 = and i1 %574, %576
  br i1 %577, label %if.then219, label %if.else220

for.cond215:                                      ; preds = %for.body216, %for.body212
  %j218 = phi i32 [ 0, %for.body212 ], [ %606, %for.body216 ]
  %578 = icmp slt i32 %j218, 512
  br i1 %578, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %579 = sext i32 %i214 to i64
  %580 = mul nsw i64 %579, 512
  %581 = sext i32 %j218 to i64
  %582 = add nsw i64 %580, %581
  %583 = getelementptr inbounds float, ptr %X_f, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = sext i32 %i214 to i64
  %586 = getelementptr inbounds float, ptr %mean, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = fsub float %584, %587
  %589 = sext i32 %i214 to i64
  %590 = getelementptr inbounds float, ptr %rstd, i64 %589
  %591 = load float, ptr %590, align 4
  %592 = fmul float %588, %591
  %593 = sext i32 %j218 to i64
  %594 = getelementptr inbounds float, ptr %W_f, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = fmul float %592, %595
  %597 = sext i32 %j218 to i64
  %598 = getelementptr inbounds float, ptr %B_f, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = fadd float %596, %599
  %601 = sext i32 %i214 to i64
  %602 = mul nsw i64 %601, 512
  %603 = sext i32 %j218 to i64
  %604 = add nsw i64 %602, %603
  %605 = getelementptr inbounds float, ptr %X_f, i64 %604
  store float %600, ptr %605, align 4
  %606 = add nsw i32 %j218, 1
  br label %for.cond215, !llvm.loop !49

for.end217:                                       ; preds = %for.cond215
  %607 = add nsw i32 %i214, 1
  br label %for.cond211, !llvm.loop !50

if.then219:                                       ; preds = %for.end213
  br label %for.cond222

if.else220:                                       ; preds = %for.end213
  br label %for.cond230

if.end221:                                        ; preds = %for.end232, %for.end224
  br label %if.end115

for.cond222:                                      ; preds = %for.end228, %if.then219
  %i12225 = phi i32 [ 0, %if.then219 ], [ %625, %for.end228 ]
  %608 = icmp slt i32 %i12225, 4
  br i1 %608, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond226

for.end224:                                       ; preds = %for.cond222
  br label %if.end221

for.cond226:                                      ; preds = %for.body227, %for.body223
  %j2229 = phi i32 [ 0, %for.body223 ], [ %624, %for.body227 ]
  %609 = icmp slt i32 %j2229, 512
  br i1 %609, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %610 = sext i32 %i12225 to i64
  %611 = mul nsw i64 %610, 512
  %612 = sext i32 %j2229 to i64
  %613 = add nsw i64 %611, %612
  %614 = getelementptr inbounds float, ptr %X_f, i64 %613
  %615 = load float, ptr %614, align 4
  %616 = mul i32 %bx, 4
  %617 = add i32 %616, %i12225
  %618 = sext i32 %617 to i64
  %619 = sext i32 %N to i64
  %620 = mul nsw i64 %618, %619
  %621 = sext i32 %j2229 to i64
  %622 = add nsw i64 %620, %621
  %623 = getelementptr inbounds float, ptr %Y, i64 %622
  store float %615, ptr %623, align 4
  %624 = add nsw i32 %j2229, 1
  br label %for.cond226, !llvm.loop !51

for.end228:                                       ; preds = %for.cond226
  %625 = add nsw i32 %i12225, 1
  br label %for.cond222, !llvm.loop !52

for.cond230:                                      ; preds = %for.end236, %if.else220
  %i12233 = phi i32 [ 0, %if.else220 ], [ %644, %for.end236 ]
  %626 = icmp slt i32 %i12233, 4
  br i1 %626, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  br label %for.cond234

for.end232:                                       ; preds = %for.cond230
  br label %if.end221

for.cond234:                                      ; preds = %if.end240, %for.body231
  %j2237 = phi i32 [ 0, %for.body231 ], [ %659, %if.end240 ]
  %627 = icmp slt i32 %j2237, 512
  br i1 %627, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %628 = mul i32 %bx, 4
  %629 = sext i32 %628 to i64
  %630 = sext i32 %i12233 to i64
  %631 = add i64 %629, %630
  %632 = icmp sle i64 0, %631
  %633 = mul i32 %bx, 4
  %634 = sext i32 %633 to i64
  %635 = sext i32 %i12233 to i64
  %636 = add i64 %634, %635
  %637 = sext i32 %M to i64
  %638 = icmp slt i64 %636, %637
  %639 = and i1 %632, %638
  %640 = sext i32 %j2237 to i64
  %641 = sext i32 %N to i64
  %642 = icmp slt i64 %640, %641
  %643 = and i1 %639, %642
  br i1 %643, label %if.then238, label %if.else239

for.end236:                                       ; preds = %for.cond234
  %644 = add nsw i32 %i12233, 1
  br label %for.cond230, !llvm.loop !53

if.then238:                                       ; preds = %for.body235
  %645 = sext i32 %i12233 to i64
  %646 = mul nsw i64 %645, 512
  %647 = sext i32 %j2237 to i64
  %648 = add nsw i64 %646, %647
  %649 = getelementptr inbounds float, ptr %X_f, i64 %648
  %650 = load float, ptr %649, align 4
  %651 = mul i32 %bx, 4
  %652 = add i32 %651, %i12233
  %653 = sext i32 %652 to i64
  %654 = sext i32 %N to i64
  %655 = mul nsw i64 %653, %654
  %656 = sext i32 %j2237 to i64
  %657 = add nsw i64 %655, %656
  %658 = getelementptr inbounds float, ptr %Y, i64 %657
  store float %650, ptr %658, align 4
  br label %if.end240

if.else239:                                       ; preds = %for.body235
  br label %if.end240

if.end240:                                        ; preds = %if.else239, %if.then238
  %659 = add nsw i32 %j2237, 1
  br label %for.cond234, !llvm.loop !54

if.then241:                                       ; preds = %if.else114
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_26, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_27, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %660 = sext i32 %N to i64
  %661 = icmp sle i64 4096, %660
  br i1 %661, label %if.then244, label %if.else245

if.else242:                                       ; preds = %if.else114
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_28, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_29, i8 0, i64 128, i1 false)
  br label %for.cond373

if.end243:                                        ; preds = %for.end453, %for.end273
  br label %if.end115

if.then244:                                       ; preds = %if.then241
  br label %for.cond247

if.else245:                                       ; preds = %if.then241
  br label %for.cond250

if.end246:                                        ; preds = %for.end252, %for.end249
  %662 = sext i32 %N to i64
  %663 = icmp sle i64 4096, %662
  br i1 %663, label %if.then257, label %if.else258

for.cond247:                                      ; preds = %for.body248, %if.then244
  %i13 = phi i32 [ 0, %if.then244 ], [ %670, %for.body248 ]
  %664 = icmp slt i32 %i13, 4096
  br i1 %664, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %665 = sext i32 %i13 to i64
  %666 = getelementptr inbounds float, ptr %W, i64 %665
  %667 = load float, ptr %666, align 4
  %668 = sext i32 %i13 to i64
  %669 = getelementptr inbounds float, ptr %W_r, i64 %668
  store float %667, ptr %669, align 4
  %670 = add nsw i32 %i13, 1
  br label %for.cond247, !llvm.loop !55

for.end249:                                       ; preds = %for.cond247
  br label %if.end246

for.cond250:                                      ; preds = %sel.end256, %if.else245
  %i13253 = phi i32 [ 0, %if.else245 ], [ %681, %sel.end256 ]
  %671 = icmp slt i32 %i13253, 4096
  br i1 %671, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %672 = sext i32 %i13253 to i64
  %673 = sext i32 %N to i64
  %674 = icmp slt i64 %672, %673
  br i1 %674, label %sel.then254, label %sel.else255

for.end252:                                       ; preds = %for.cond250
  br label %if.end246

sel.then254:                                      ; preds = %for.body251
  %675 = sext i32 %i13253 to i64
  %676 = getelementptr inbounds float, ptr %W, i64 %675
  %677 = load float, ptr %676, align 4
  br label %sel.end256

sel.else255:                                      ; preds = %for.body251
  br label %sel.end256

sel.end256:                                       ; preds = %sel.else255, %sel.then254
  %678 = phi float [ %677, %sel.then254 ], [ 0.000000e+00, %sel.else255 ]
  %679 = sext i32 %i13253 to i64
  %680 = getelementptr inbounds float, ptr %W_r, i64 %679
  store float %678, ptr %680, align 4
  %681 = add nsw i32 %i13253, 1
  br label %for.cond250, !llvm.loop !56

if.then257:                                       ; preds = %if.end246
  br label %for.cond260

if.else258:                                       ; preds = %if.end246
  br label %for.cond264

if.end259:                                        ; preds = %for.end266, %for.end262
  br label %for.cond271

for.cond260:                                      ; preds = %for.body261, %if.then257
  %i13263 = phi i32 [ 0, %if.then257 ], [ %688, %for.body261 ]
  %682 = icmp slt i32 %i13263, 4096
  br i1 %682, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %683 = sext i32 %i13263 to i64
  %684 = getelementptr inbounds float, ptr %B, i64 %683
  %685 = load float, ptr %684, align 4
  %686 = sext i32 %i13263 to i64
  %687 = getelementptr inbounds float, ptr %B_r, i64 %686
  store float %685, ptr %687, align 4
  %688 = add nsw i32 %i13263, 1
  br label %for.cond260, !llvm.loop !57

for.end262:                                       ; preds = %for.cond260
  br label %if.end259

for.cond264:                                      ; preds = %sel.end270, %if.else258
  %i13267 = phi i32 [ 0, %if.else258 ], [ %699, %sel.end270 ]
  %689 = icmp slt i32 %i13267, 4096
  br i1 %689, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %690 = sext i32 %i13267 to i64
  %691 = sext i32 %N to i64
  %692 = icmp slt i64 %690, %691
  br i1 %692, label %sel.then268, label %sel.else269

for.end266:                                       ; preds = %for.cond264
  br label %if.end259

sel.then268:                                      ; preds = %for.body265
  %693 = sext i32 %i13267 to i64
  %694 = getelementptr inbounds float, ptr %B, i64 %693
  %695 = load float, ptr %694, align 4
  br label %sel.end270

sel.else269:                                      ; preds = %for.body265
  br label %sel.end270

sel.end270:                                       ; preds = %sel.else269, %sel.then268
  %696 = phi float [ %695, %sel.then268 ], [ 0.000000e+00, %sel.else269 ]
  %697 = sext i32 %i13267 to i64
  %698 = getelementptr inbounds float, ptr %B_r, i64 %697
  store float %696, ptr %698, align 4
  %699 = add nsw i32 %i13267, 1
  br label %for.cond264, !llvm.loop !58

for.cond271:                                      ; preds = %if.end353, %if.end259
  %r274 = phi i32 [ 0, %if.end259 ], [ %954, %if.end353 ]
  %700 = icmp slt i32 %r274, 4
  br i1 %700, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %701 = mul i32 %bx, 4
  %702 = add i32 %701, %r274
  %703 = icmp sle i32 0, %702
  %704 = mul i32 %bx, 4
  %705 = add i32 %704, %r274
  %706 = sext i32 %705 to i64
  %707 = add i64 %706, 1
  %708 = sext i32 %M to i64
  %709 = icmp sle i64 %707, %708
  %710 = and i1 %703, %709
  %711 = sext i32 %N to i64
  %712 = icmp sle i64 4096, %711
  %713 = and i1 %710, %712
  br i1 %713, label %if.then275, label %if.else276

for.end273:                                       ; preds = %for.cond271
  br label %if.end243

if.then275:                                       ; preds = %for.body272
  br label %for.cond278

if.else276:                                       ; preds = %for.body272
  br label %for.cond285

if.end277:                                        ; preds = %for.end287, %for.end280
  br label %for.cond296

for.cond278:                                      ; preds = %for.end284, %if.then275
  %i13281 = phi i32 [ 0, %if.then275 ], [ %732, %for.end284 ]
  %714 = icmp slt i32 %i13281, 1
  br i1 %714, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  br label %for.cond282

for.end280:                                       ; preds = %for.cond278
  br label %if.end277

for.cond282:                                      ; preds = %for.body283, %for.body279
  %j3 = phi i32 [ 0, %for.body279 ], [ %731, %for.body283 ]
  %715 = icmp slt i32 %j3, 4096
  br i1 %715, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %716 = mul i32 %bx, 4
  %717 = add i32 %716, %r274
  %718 = add i32 %717, %i13281
  %719 = sext i32 %718 to i64
  %720 = sext i32 %N to i64
  %721 = mul nsw i64 %719, %720
  %722 = sext i32 %j3 to i64
  %723 = add nsw i64 %721, %722
  %724 = getelementptr inbounds float, ptr %X, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = sext i32 %i13281 to i64
  %727 = mul nsw i64 %726, 4096
  %728 = sext i32 %j3 to i64
  %729 = add nsw i64 %727, %728
  %730 = getelementptr inbounds float, ptr %X_r, i64 %729
  store float %725, ptr %730, align 4
  %731 = add nsw i32 %j3, 1
  br label %for.cond282, !llvm.loop !59

for.end284:                                       ; preds = %for.cond282
  %732 = add nsw i32 %i13281, 1
  br label %for.cond278, !llvm.loop !60

for.cond285:                                      ; preds = %for.end291, %if.else276
  %i13288 = phi i32 [ 0, %if.else276 ], [ %753, %for.end291 ]
  %733 = icmp slt i32 %i13288, 1
  br i1 %733, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  br label %for.cond289

for.end287:                                       ; preds = %for.cond285
  br label %if.end277

for.cond289:                                      ; preds = %sel.end295, %for.body286
  %j3292 = phi i32 [ 0, %for.body286 ], [ %770, %sel.end295 ]
  %734 = icmp slt i32 %j3292, 4096
  br i1 %734, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %735 = mul i32 %bx, 4
  %736 = add i32 %735, %r274
  %737 = sext i32 %736 to i64
  %738 = sext i32 %i13288 to i64
  %739 = add i64 %737, %738
  %740 = icmp sle i64 0, %739
  %741 = mul i32 %bx, 4
  %742 = add i32 %741, %r274
  %743 = sext i32 %742 to i64
  %744 = sext i32 %i13288 to i64
  %745 = add i64 %743, %744
  %746 = sext i32 %M to i64
  %747 = icmp slt i64 %745, %746
  %748 = and i1 %740, %747
  %749 = sext i32 %j3292 to i64
  %750 = sext i32 %N to i64
  %751 = icmp slt i64 %749, %750
  %752 = and i1 %748, %751
  br i1 %752, label %sel.then293, label %sel.else294

for.end291:                                       ; preds = %for.cond289
  %753 = add nsw i32 %i13288, 1
  br label %for.cond285, !llvm.loop !61

sel.then293:                                      ; preds = %for.body290
  %754 = mul i32 %bx, 4
  %755 = add i32 %754, %r274
  %756 = add i32 %755, %i13288
  %757 = sext i32 %756 to i64
  %758 = sext i32 %N to i64
  %759 = mul nsw i64 %757, %758
  %760 = sext i32 %j3292 to i64
  %761 = add nsw i64 %759, %760
  %762 = getelementptr inbounds float, ptr %X, i64 %761
  %763 = load float, ptr %762, align 4
  br label %sel.end295

sel.else294:                                      ; preds = %for.body290
  br label %sel.end295

sel.end295:                                       ; preds = %sel.else294, %sel.then293
  %764 = phi float [ %763, %sel.then293 ], [ 0.000000e+00, %sel.else294 ]
  %765 = sext i32 %i13288 to i64
  %766 = mul nsw i64 %765, 4096
  %767 = sext i32 %j3292 to i64
  %768 = add nsw i64 %766, %767
  %769 = getelementptr inbounds float, ptr %X_r, i64 %768
  store float %764, ptr %769, align 4
  %770 = add nsw i32 %j3292, 1
  br label %for.cond289, !llvm.loop !62

for.cond296:                                      ; preds = %for.end302, %if.end277
  %i299 = phi i32 [ 0, %if.end277 ], [ %793, %for.end302 ]
  %771 = icmp slt i32 %i299, 1
  br i1 %771, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  br label %for.cond300

for.end298:                                       ; preds = %for.cond296
  br label %for.cond305

for.cond300:                                      ; preds = %for.body301, %for.body297
  %j303 = phi i32 [ 0, %for.body297 ], [ %792, %for.body301 ]
  %772 = icmp slt i32 %j303, 4096
  br i1 %772, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %773 = icmp slt i32 %j303, %N
  %774 = sext i32 %i299 to i64
  %775 = mul nsw i64 %774, 4096
  %776 = sext i32 %j303 to i64
  %777 = add nsw i64 %775, %776
  %778 = call i64 @llvm.umin.i64(i64 %777, i64 4095)
  %779 = getelementptr inbounds float, ptr %X_r, i64 %778
  %780 = load float, ptr %779, align 4
  %x304 = select i1 %773, float %780, float 0.000000e+00
  %781 = sext i32 %i299 to i64
  %782 = mul nsw i64 %781, 4096
  %783 = sext i32 %j303 to i64
  %784 = add nsw i64 %782, %783
  %785 = getelementptr inbounds float, ptr %X_r, i64 %784
  store float %x304, ptr %785, align 4
  %786 = fmul float %x304, %x304
  %787 = sext i32 %i299 to i64
  %788 = mul nsw i64 %787, 4096
  %789 = sext i32 %j303 to i64
  %790 = add nsw i64 %788, %789
  %791 = getelementptr inbounds float, ptr %sq_r, i64 %790
  store float %786, ptr %791, align 4
  %792 = add nsw i32 %j303, 1
  br label %for.cond300, !llvm.loop !63

for.end302:                                       ; preds = %for.cond300
  %793 = add nsw i32 %i299, 1
  br label %for.cond296, !llvm.loop !64

for.cond305:                                      ; preds = %for.end320, %for.end298
  %i6 = phi i32 [ 0, %for.end298 ], [ %837, %for.end320 ]
  %794 = icmp slt i32 %i6, 1
  br i1 %794, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  br label %for.cond308

for.end307:                                       ; preds = %for.cond305
  br label %for.cond322

for.cond308:                                      ; preds = %for.body309, %for.body306
  %lane4 = phi i32 [ 0, %for.body306 ], [ %804, %for.body309 ]
  %795 = icmp slt i32 %lane4, 32
  br i1 %795, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  %796 = sext i32 %i6 to i64
  %797 = mul nsw i64 %796, 4096
  %798 = sext i32 %lane4 to i64
  %799 = add nsw i64 %797, %798
  %800 = getelementptr inbounds float, ptr %X_r, i64 %799
  %801 = load float, ptr %800, align 4
  %802 = sext i32 %lane4 to i64
  %803 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %802
  store float %801, ptr %803, align 4
  %804 = add nsw i32 %lane4, 1
  br label %for.cond308, !llvm.loop !65

for.end310:                                       ; preds = %for.cond308
  br label %for.cond311

for.cond311:                                      ; preds = %for.end316, %for.end310
  %red4 = phi i32 [ 0, %for.end310 ], [ %825, %for.end316 ]
  %805 = icmp slt i32 %red4, 127
  br i1 %805, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  br label %for.cond314

for.end313:                                       ; preds = %for.cond311
  %806 = sext i32 %i6 to i64
  %807 = getelementptr inbounds float, ptr %mean_r, i64 %806
  store float 0.000000e+00, ptr %807, align 4
  br label %for.cond318

for.cond314:                                      ; preds = %for.body315, %for.body312
  %lane4317 = phi i32 [ 0, %for.body312 ], [ %824, %for.body315 ]
  %808 = icmp slt i32 %lane4317, 32
  br i1 %808, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %809 = sext i32 %lane4317 to i64
  %810 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %809
  %811 = load float, ptr %810, align 4
  %812 = sext i32 %i6 to i64
  %813 = mul nsw i64 %812, 4096
  %814 = add i32 %red4, 1
  %815 = mul i32 %814, 32
  %816 = add i32 %815, %lane4317
  %817 = sext i32 %816 to i64
  %818 = add nsw i64 %813, %817
  %819 = getelementptr inbounds float, ptr %X_r, i64 %818
  %820 = load float, ptr %819, align 4
  %821 = fadd float %811, %820
  %822 = sext i32 %lane4317 to i64
  %823 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %822
  store float %821, ptr %823, align 4
  %824 = add nsw i32 %lane4317, 1
  br label %for.cond314, !llvm.loop !66

for.end316:                                       ; preds = %for.cond314
  %825 = add nsw i32 %red4, 1
  br label %for.cond311, !llvm.loop !67

for.cond318:                                      ; preds = %for.body319, %for.end313
  %lane4321 = phi i32 [ 0, %for.end313 ], [ %836, %for.body319 ]
  %826 = icmp slt i32 %lane4321, 32
  br i1 %826, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %827 = sext i32 %i6 to i64
  %828 = getelementptr inbounds float, ptr %mean_r, i64 %827
  %829 = load float, ptr %828, align 4
  %830 = sext i32 %lane4321 to i64
  %831 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %830
  %832 = load float, ptr %831, align 4
  %833 = fadd float %829, %832
  %834 = sext i32 %i6 to i64
  %835 = getelementptr inbounds float, ptr %mean_r, i64 %834
  store float %833, ptr %835, align 4
  %836 = add nsw i32 %lane4321, 1
  br label %for.cond318, !llvm.loop !68

for.end320:                                       ; preds = %for.cond318
  %837 = add nsw i32 %i6, 1
  br label %for.cond305, !llvm.loop !69

for.cond322:                                      ; preds = %for.end337, %for.end307
  %i7 = phi i32 [ 0, %for.end307 ], [ %881, %for.end337 ]
  %838 = icmp slt i32 %i7, 1
  br i1 %838, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  br label %for.cond325

for.end324:                                       ; preds = %for.cond322
  br label %for.cond339

for.cond325:                                      ; preds = %for.body326, %for.body323
  %lane5 = phi i32 [ 0, %for.body323 ], [ %848, %for.body326 ]
  %839 = icmp slt i32 %lane5, 32
  br i1 %839, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %840 = sext i32 %i7 to i64
  %841 = mul nsw i64 %840, 4096
  %842 = sext i32 %lane5 to i64
  %843 = add nsw i64 %841, %842
  %844 = getelementptr inbounds float, ptr %sq_r, i64 %843
  %845 = load float, ptr %844, align 4
  %846 = sext i32 %lane5 to i64
  %847 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %846
  store float %845, ptr %847, align 4
  %848 = add nsw i32 %lane5, 1
  br label %for.cond325, !llvm.loop !70

for.end327:                                       ; preds = %for.cond325
  br label %for.cond328

for.cond328:                                      ; preds = %for.end333, %for.end327
  %red5 = phi i32 [ 0, %for.end327 ], [ %869, %for.end333 ]
  %849 = icmp slt i32 %red5, 127
  br i1 %849, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond331

for.end330:                                       ; preds = %for.cond328
  %850 = sext i32 %i7 to i64
  %851 = getelementptr inbounds float, ptr %rstd_r, i64 %850
  store float 0.000000e+00, ptr %851, align 4
  br label %for.cond335

for.cond331:                                      ; preds = %for.body332, %for.body329
  %lane5334 = phi i32 [ 0, %for.body329 ], [ %868, %for.body332 ]
  %852 = icmp slt i32 %lane5334, 32
  br i1 %852, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %853 = sext i32 %lane5334 to i64
  %854 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %853
  %855 = load float, ptr %854, align 4
  %856 = sext i32 %i7 to i64
  %857 = mul nsw i64 %856, 4096
  %858 = add i32 %red5, 1
  %859 = mul i32 %858, 32
  %860 = add i32 %859, %lane5334
  %861 = sext i32 %860 to i64
  %862 = add nsw i64 %857, %861
  %863 = getelementptr inbounds float, ptr %sq_r, i64 %862
  %864 = load float, ptr %863, align 4
  %865 = fadd float %855, %864
  %866 = sext i32 %lane5334 to i64
  %867 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %866
  store float %865, ptr %867, align 4
  %868 = add nsw i32 %lane5334, 1
  br label %for.cond331, !llvm.loop !71

for.end333:                                       ; preds = %for.cond331
  %869 = add nsw i32 %red5, 1
  br label %for.cond328, !llvm.loop !72

for.cond335:                                      ; preds = %for.body336, %for.end330
  %lane5338 = phi i32 [ 0, %for.end330 ], [ %880, %for.body336 ]
  %870 = icmp slt i32 %lane5338, 32
  br i1 %870, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %871 = sext i32 %i7 to i64
  %872 = getelementptr inbounds float, ptr %rstd_r, i64 %871
  %873 = load float, ptr %872, align 4
  %874 = sext i32 %lane5338 to i64
  %875 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %874
  %876 = load float, ptr %875, align 4
  %877 = fadd float %873, %876
  %878 = sext i32 %i7 to i64
  %879 = getelementptr inbounds float, ptr %rstd_r, i64 %878
  store float %877, ptr %879, align 4
  %880 = add nsw i32 %lane5338, 1
  br label %for.cond335, !llvm.loop !73

for.end337:                                       ; preds = %for.cond335
  %881 = add nsw i32 %i7, 1
  br label %for.cond322, !llvm.loop !74

for.cond339:                                      ; preds = %for.body340, %for.end324
  %i342 = phi i32 [ 0, %for.end324 ], [ %911, %for.body340 ]
  %882 = icmp slt i32 %i342, 1
  br i1 %882, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %883 = sext i32 %i342 to i64
  %884 = getelementptr inbounds float, ptr %mean_r, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = sitofp i32 %N to float
  %887 = fdiv float %885, %886
  %888 = sext i32 %i342 to i64
  %889 = getelementptr inbounds float, ptr %mean_r, i64 %888
  store float %887, ptr %889, align 4
  %890 = sext i32 %i342 to i64
  %891 = getelementptr inbounds float, ptr %rstd_r, i64 %890
  %892 = load float, ptr %891, align 4
  %893 = sitofp i32 %N to float
  %894 = fdiv float %892, %893
  %895 = sext i32 %i342 to i64
  %896 = getelementptr inbounds float, ptr %mean_r, i64 %895
  %897 = load float, ptr %896, align 4
  %898 = sext i32 %i342 to i64
  %899 = getelementptr inbounds float, ptr %mean_r, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = fmul float %897, %900
  %902 = fsub float %894, %901
  %903 = call float @llvm.maxnum.f32(float %902, float 0.000000e+00)
  %904 = fadd float %903, 0x3EE4F8B580000000
  %905 = fpext float %904 to double
  %906 = call double @llvm.sqrt.f64(double %905)
  %907 = fdiv double 1.000000e+00, %906
  %908 = fptrunc double %907 to float
  %909 = sext i32 %i342 to i64
  %910 = getelementptr inbounds float, ptr %rstd_r, i64 %909
  store float %908, ptr %910, align 4
  %911 = add nsw i32 %i342, 1
  br label %for.cond339, !llvm.loop !75

for.end341:                                       ; preds = %for.cond339
  br label %for.cond343

for.cond343:                                      ; preds = %for.end349, %for.end341
  %i346 = phi i32 [ 0, %for.end341 ], [ %953, %for.end349 ]
  %912 = icmp slt i32 %i346, 1
  br i1 %912, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  br label %for.cond347

for.end345:                                       ; preds = %for.cond343
  %913 = mul i32 %bx, 4
  %914 = add i32 %913, %r274
  %915 = icmp sle i32 0, %914
  %916 = mul i32 %bx, 4
  %917 = add i32 %916, %r274
  %918 = sext i32 %917 to i64
  %919 = add i64 %918, 1
  %920 = sext i32 %M to i64
  %921 = icmp sle i64 %919, %920
  %922 = and i1 %915, %921
  %923 = sext i32 %N to i64
  %924 = icmp sle i64 4096, %923
  %925 = and i1 %922, %924
  br i1 %925, label %if.then351, label %if.else352

for.cond347:                                      ; preds = %for.body348, %for.body344
  %j350 = phi i32 [ 0, %for.body344 ], [ %952, %for.body348 ]
  %926 = icmp slt i32 %j350, 4096
  br i1 %926, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %927 = sext i32 %i346 to i64
  %928 = mul nsw i64 %927, 4096
  %929 = sext i32 %j350 to i64
  %930 = add nsw i64 %928, %929
  %931 = getelementptr inbounds float, ptr %X_r, i64 %930
  %932 = load float, ptr %931, align 4
  %933 = getelementptr inbounds float, ptr %mean_r, i64 0
  %934 = load float, ptr %933, align 4
  %935 = fsub float %932, %934
  %936 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %937 = load float, ptr %936, align 4
  %938 = fmul float %935, %937
  %939 = sext i32 %j350 to i64
  %940 = getelementptr inbounds float, ptr %W_r, i64 %939
  %941 = load float, ptr %940, align 4
  %942 = fmul float %938, %941
  %943 = sext i32 %j350 to i64
  %944 = getelementptr inbounds float, ptr %B_r, i64 %943
  %945 = load float, ptr %944, align 4
  %946 = fadd float %942, %945
  %947 = sext i32 %i346 to i64
  %948 = mul nsw i64 %947, 4096
  %949 = sext i32 %j350 to i64
  %950 = add nsw i64 %948, %949
  %951 = getelementptr inbounds float, ptr %X_r, i64 %950
  store float %946, ptr %951, align 4
  %952 = add nsw i32 %j350, 1
  br label %for.cond347, !llvm.loop !76

for.end349:                                       ; preds = %for.cond347
  %953 = add nsw i32 %i346, 1
  br label %for.cond343, !llvm.loop !77

if.then351:                                       ; preds = %for.end345
  br label %for.cond354

if.else352:                                       ; preds = %for.end345
  br label %for.cond362

if.end353:                                        ; preds = %for.end364, %for.end356
  %954 = add nsw i32 %r274, 1
  br label %for.cond271, !llvm.loop !78

for.cond354:                                      ; preds = %for.end360, %if.then351
  %i13357 = phi i32 [ 0, %if.then351 ], [ %973, %for.end360 ]
  %955 = icmp slt i32 %i13357, 1
  br i1 %955, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  br label %for.cond358

for.end356:                                       ; preds = %for.cond354
  br label %if.end353

for.cond358:                                      ; preds = %for.body359, %for.body355
  %j3361 = phi i32 [ 0, %for.body355 ], [ %972, %for.body359 ]
  %956 = icmp slt i32 %j3361, 4096
  br i1 %956, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %957 = sext i32 %i13357 to i64
  %958 = mul nsw i64 %957, 4096
  %959 = sext i32 %j3361 to i64
  %960 = add nsw i64 %958, %959
  %961 = getelementptr inbounds float, ptr %X_r, i64 %960
  %962 = load float, ptr %961, align 4
  %963 = mul i32 %bx, 4
  %964 = add i32 %963, %r274
  %965 = add i32 %964, %i13357
  %966 = sext i32 %965 to i64
  %967 = sext i32 %N to i64
  %968 = mul nsw i64 %966, %967
  %969 = sext i32 %j3361 to i64
  %970 = add nsw i64 %968, %969
  %971 = getelementptr inbounds float, ptr %Y, i64 %970
  store float %962, ptr %971, align 4
  %972 = add nsw i32 %j3361, 1
  br label %for.cond358, !llvm.loop !79

for.end360:                                       ; preds = %for.cond358
  %973 = add nsw i32 %i13357, 1
  br label %for.cond354, !llvm.loop !80

for.cond362:                                      ; preds = %for.end368, %if.else352
  %i13365 = phi i32 [ 0, %if.else352 ], [ %994, %for.end368 ]
  %974 = icmp slt i32 %i13365, 1
  br i1 %974, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  br label %for.cond366

for.end364:                                       ; preds = %for.cond362
  br label %if.end353

for.cond366:                                      ; preds = %if.end372, %for.body363
  %j3369 = phi i32 [ 0, %for.body363 ], [ %1010, %if.end372 ]
  %975 = icmp slt i32 %j3369, 4096
  br i1 %975, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %976 = mul i32 %bx, 4
  %977 = add i32 %976, %r274
  %978 = sext i32 %977 to i64
  %979 = sext i32 %i13365 to i64
  %980 = add i64 %978, %979
  %981 = icmp sle i64 0, %980
  %982 = mul i32 %bx, 4
  %983 = add i32 %982, %r274
  %984 = sext i32 %983 to i64
  %985 = sext i32 %i13365 to i64
  %986 = add i64 %984, %985
  %987 = sext i32 %M to i64
  %988 = icmp slt i64 %986, %987
  %989 = and i1 %981, %988
  %990 = sext i32 %j3369 to i64
  %991 = sext i32 %N to i64
  %992 = icmp slt i64 %990, %991
  %993 = and i1 %989, %992
  br i1 %993, label %if.then370, label %if.else371

for.end368:                                       ; preds = %for.cond366
  %994 = add nsw i32 %i13365, 1
  br label %for.cond362, !llvm.loop !81

if.then370:                                       ; preds = %for.body367
  %995 = sext i32 %i13365 to i64
  %996 = mul nsw i64 %995, 4096
  %997 = sext i32 %j3369 to i64
  %998 = add nsw i64 %996, %997
  %999 = getelementptr inbounds float, ptr %X_r, i64 %998
  %1000 = load float, ptr %999, align 4
  %1001 = mul i32 %bx, 4
  %1002 = add i32 %1001, %r274
  %1003 = add i32 %1002, %i13365
  %1004 = sext i32 %1003 to i64
  %1005 = sext i32 %N to i64
  %1006 = mul nsw i64 %1004, %1005
  %1007 = sext i32 %j3369 to i64
  %1008 = add nsw i64 %1006, %1007
  %1009 = getelementptr inbounds float, ptr %Y, i64 %1008
  store float %1000, ptr %1009, align 4
  br label %if.end372

if.else371:                                       ; preds = %for.body367
  br label %if.end372

if.end372:                                        ; preds = %if.else371, %if.then370
  %1010 = add nsw i32 %j3369, 1
  br label %for.cond366, !llvm.loop !82

for.cond373:                                      ; preds = %for.body374, %if.else242
  %i14 = phi i32 [ 0, %if.else242 ], [ %1014, %for.body374 ]
  %1011 = icmp slt i32 %i14, 4
  br i1 %1011, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1012 = sext i32 %i14 to i64
  %1013 = getelementptr inbounds float, ptr %mean, i64 %1012
  store float 0.000000e+00, ptr %1013, align 4
  %1014 = add nsw i32 %i14, 1
  br label %for.cond373, !llvm.loop !83

for.end375:                                       ; preds = %for.cond373
  br label %for.cond376

for.cond376:                                      ; preds = %for.body377, %for.end375
  %i14379 = phi i32 [ 0, %for.end375 ], [ %1018, %for.body377 ]
  %1015 = icmp slt i32 %i14379, 4
  br i1 %1015, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1016 = sext i32 %i14379 to i64
  %1017 = getelementptr inbounds float, ptr %rstd, i64 %1016
  store float 0.000000e+00, ptr %1017, align 4
  %1018 = add nsw i32 %i14379, 1
  br label %for.cond376, !llvm.loop !84

for.end378:                                       ; preds = %for.cond376
  %1019 = sext i32 %N to i64
  %1020 = sdiv i64 %1019, 512
  %1021 = sub i64 0, %1019
  %1022 = select i1 false, i64 %1021, i64 %1020
  %1023 = srem i64 %1019, 512
  %1024 = icmp ne i64 %1023, 0
  %1025 = icmp slt i64 %1019, 0
  %1026 = icmp eq i1 %1025, false
  %1027 = and i1 %1024, %1026
  %1028 = zext i1 %1027 to i64
  %1029 = add i64 %1022, %1028
  %1030 = trunc i64 %1029 to i32
  br label %for.cond380

for.cond380:                                      ; preds = %for.end432, %for.end378
  %c = phi i32 [ 0, %for.end378 ], [ %1183, %for.end432 ]
  %1031 = icmp slt i32 %c, %1030
  br i1 %1031, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1032 = mul i32 %bx, 4
  %1033 = icmp sle i32 0, %1032
  %1034 = mul i32 %bx, 4
  %1035 = sext i32 %1034 to i64
  %1036 = add i64 %1035, 4
  %1037 = sext i32 %M to i64
  %1038 = icmp sle i64 %1036, %1037
  %1039 = and i1 %1033, %1038
  %1040 = mul i32 %c, 512
  %1041 = icmp sle i32 0, %1040
  %1042 = mul i32 %c, 512
  %1043 = sext i32 %1042 to i64
  %1044 = add i64 %1043, 512
  %1045 = sext i32 %N to i64
  %1046 = icmp sle i64 %1044, %1045
  %1047 = and i1 %1041, %1046
  %1048 = and i1 %1039, %1047
  br i1 %1048, label %if.then383, label %if.else384

for.end382:                                       ; preds = %for.cond380
  br label %for.cond447

if.then383:                                       ; preds = %for.body381
  br label %for.cond386

if.else384:                                       ; preds = %for.body381
  br label %for.cond393

if.end385:                                        ; preds = %for.end395, %for.end388
  br label %for.cond404

for.cond386:                                      ; preds = %for.end392, %if.then383
  %i14389 = phi i32 [ 0, %if.then383 ], [ %1068, %for.end392 ]
  %1049 = icmp slt i32 %i14389, 4
  br i1 %1049, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  br label %for.cond390

for.end388:                                       ; preds = %for.cond386
  br label %if.end385

for.cond390:                                      ; preds = %for.body391, %for.body387
  %j4 = phi i32 [ 0, %for.body387 ], [ %1067, %for.body391 ]
  %1050 = icmp slt i32 %j4, 512
  br i1 %1050, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1051 = mul i32 %bx, 4
  %1052 = add i32 %1051, %i14389
  %1053 = sext i32 %1052 to i64
  %1054 = sext i32 %N to i64
  %1055 = mul nsw i64 %1053, %1054
  %1056 = mul i32 %c, 512
  %1057 = add i32 %1056, %j4
  %1058 = sext i32 %1057 to i64
  %1059 = add nsw i64 %1055, %1058
  %1060 = getelementptr inbounds float, ptr %X, i64 %1059
  %1061 = load float, ptr %1060, align 4
  %1062 = sext i32 %i14389 to i64
  %1063 = mul nsw i64 %1062, 512
  %1064 = sext i32 %j4 to i64
  %1065 = add nsw i64 %1063, %1064
  %1066 = getelementptr inbounds float, ptr %X_f, i64 %1065
  store float %1061, ptr %1066, align 4
  %1067 = add nsw i32 %j4, 1
  br label %for.cond390, !llvm.loop !85

for.end392:                                       ; preds = %for.cond390
  %1068 = add nsw i32 %i14389, 1
  br label %for.cond386, !llvm.loop !86

for.cond393:                                      ; preds = %for.end399, %if.else384
  %i14396 = phi i32 [ 0, %if.else384 ], [ %1096, %for.end399 ]
  %1069 = icmp slt i32 %i14396, 4
  br i1 %1069, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  br label %for.cond397

for.end395:                                       ; preds = %for.cond393
  br label %if.end385

for.cond397:                                      ; preds = %sel.end403, %for.body394
  %j4400 = phi i32 [ 0, %for.body394 ], [ %1114, %sel.end403 ]
  %1070 = icmp slt i32 %j4400, 512
  br i1 %1070, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1071 = mul i32 %bx, 4
  %1072 = sext i32 %1071 to i64
  %1073 = sext i32 %i14396 to i64
  %1074 = add i64 %1072, %1073
  %1075 = icmp sle i64 0, %1074
  %1076 = mul i32 %bx, 4
  %1077 = sext i32 %1076 to i64
  %1078 = sext i32 %i14396 to i64
  %1079 = add i64 %1077, %1078
  %1080 = sext i32 %M to i64
  %1081 = icmp slt i64 %1079, %1080
  %1082 = and i1 %1075, %1081
  %1083 = mul i32 %c, 512
  %1084 = sext i32 %1083 to i64
  %1085 = sext i32 %j4400 to i64
  %1086 = add i64 %1084, %1085
  %1087 = icmp sle i64 0, %1086
  %1088 = mul i32 %c, 512
  %1089 = sext i32 %1088 to i64
  %1090 = sext i32 %j4400 to i64
  %1091 = add i64 %1089, %1090
  %1092 = sext i32 %N to i64
  %1093 = icmp slt i64 %1091, %1092
  %1094 = and i1 %1087, %1093
  %1095 = and i1 %1082, %1094
  br i1 %1095, label %sel.then401, label %sel.else402

for.end399:                                       ; preds = %for.cond397
  %1096 = add nsw i32 %i14396, 1
  br label %for.cond393, !llvm.loop !87

sel.then401:                                      ; preds = %for.body398
  %1097 = mul i32 %bx, 4
  %1098 = add i32 %1097, %i14396
  %1099 = sext i32 %1098 to i64
  %1100 = sext i32 %N to i64
  %1101 = mul nsw i64 %1099, %1100
  %1102 = mul i32 %c, 512
  %1103 = add i32 %1102, %j4400
  %1104 = sext i32 %1103 to i64
  %1105 = add nsw i64 %1101, %1104
  %1106 = getelementptr inbounds float, ptr %X, i64 %1105
  %1107 = load float, ptr %1106, align 4
  br label %sel.end403

sel.else402:                                      ; preds = %for.body398
  br label %sel.end403

sel.end403:                                       ; preds = %sel.else402, %sel.then401
  %1108 = phi float [ %1107, %sel.then401 ], [ 0.000000e+00, %sel.else402 ]
  %1109 = sext i32 %i14396 to i64
  %1110 = mul nsw i64 %1109, 512
  %1111 = sext i32 %j4400 to i64
  %1112 = add nsw i64 %1110, %1111
  %1113 = getelementptr inbounds float, ptr %X_f, i64 %1112
  store float %1108, ptr %1113, align 4
  %1114 = add nsw i32 %j4400, 1
  br label %for.cond397, !llvm.loop !88

for.cond404:                                      ; preds = %for.end410, %if.end385
  %i407 = phi i32 [ 0, %if.end385 ], [ %1139, %for.end410 ]
  %1115 = icmp slt i32 %i407, 4
  br i1 %1115, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  br label %for.cond408

for.end406:                                       ; preds = %for.cond404
  br label %for.cond413

for.cond408:                                      ; preds = %for.body409, %for.body405
  %j411 = phi i32 [ 0, %for.body405 ], [ %1138, %for.body409 ]
  %1116 = icmp slt i32 %j411, 512
  br i1 %1116, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1117 = mul i32 %c, 512
  %1118 = add i32 %1117, %j411
  %1119 = icmp slt i32 %1118, %N
  %1120 = sext i32 %i407 to i64
  %1121 = mul nsw i64 %1120, 512
  %1122 = sext i32 %j411 to i64
  %1123 = add nsw i64 %1121, %1122
  %1124 = call i64 @llvm.umin.i64(i64 %1123, i64 2047)
  %1125 = getelementptr inbounds float, ptr %X_f, i64 %1124
  %1126 = load float, ptr %1125, align 4
  %x412 = select i1 %1119, float %1126, float 0.000000e+00
  %1127 = sext i32 %i407 to i64
  %1128 = mul nsw i64 %1127, 512
  %1129 = sext i32 %j411 to i64
  %1130 = add nsw i64 %1128, %1129
  %1131 = getelementptr inbounds float, ptr %X_f, i64 %1130
  store float %x412, ptr %1131, align 4
  %1132 = fmul float %x412, %x412
  %1133 = sext i32 %i407 to i64
  %1134 = mul nsw i64 %1133, 512
  %1135 = sext i32 %j411 to i64
  %1136 = add nsw i64 %1134, %1135
  %1137 = getelementptr inbounds float, ptr %sq, i64 %1136
  store float %1132, ptr %1137, align 4
  %1138 = add nsw i32 %j411, 1
  br label %for.cond408, !llvm.loop !89

for.end410:                                       ; preds = %for.cond408
  %1139 = add nsw i32 %i407, 1
  br label %for.cond404, !llvm.loop !90

for.cond413:                                      ; preds = %for.end428, %for.end406
  %i9 = phi i32 [ 0, %for.end406 ], [ %1181, %for.end428 ]
  %1140 = icmp slt i32 %i9, 4
  br i1 %1140, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond416

for.end415:                                       ; preds = %for.cond413
  br label %for.cond430

for.cond416:                                      ; preds = %for.body417, %for.body414
  %lane6 = phi i32 [ 0, %for.body414 ], [ %1150, %for.body417 ]
  %1141 = icmp slt i32 %lane6, 32
  br i1 %1141, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %1142 = sext i32 %i9 to i64
  %1143 = mul nsw i64 %1142, 512
  %1144 = sext i32 %lane6 to i64
  %1145 = add nsw i64 %1143, %1144
  %1146 = getelementptr inbounds float, ptr %X_f, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %1148 = sext i32 %lane6 to i64
  %1149 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1148
  store float %1147, ptr %1149, align 4
  %1150 = add nsw i32 %lane6, 1
  br label %for.cond416, !llvm.loop !91

for.end418:                                       ; preds = %for.cond416
  br label %for.cond419

for.cond419:                                      ; preds = %for.end424, %for.end418
  %red6 = phi i32 [ 0, %for.end418 ], [ %1169, %for.end424 ]
  %1151 = icmp slt i32 %red6, 15
  br i1 %1151, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  br label %for.cond422

for.end421:                                       ; preds = %for.cond419
  br label %for.cond426

for.cond422:                                      ; preds = %for.body423, %for.body420
  %lane6425 = phi i32 [ 0, %for.body420 ], [ %1168, %for.body423 ]
  %1152 = icmp slt i32 %lane6425, 32
  br i1 %1152, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %1153 = sext i32 %lane6425 to i64
  %1154 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1153
  %1155 = load float, ptr %1154, align 4
  %1156 = sext i32 %i9 to i64
  %1157 = mul nsw i64 %1156, 512
  %1158 = add i32 %red6, 1
  %1159 = mul i32 %1158, 32
  %1160 = add i32 %1159, %lane6425
  %1161 = sext i32 %1160 to i64
  %1162 = add nsw i64 %1157, %1161
  %1163 = getelementptr inbounds float, ptr %X_f, i64 %1162
  %1164 = load float, ptr %1163, align 4
  %1165 = fadd float %1155, %1164
  %1166 = sext i32 %lane6425 to i64
  %1167 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1166
  store float %1165, ptr %1167, align 4
  %1168 = add nsw i32 %lane6425, 1
  br label %for.cond422, !llvm.loop !92

for.end424:                                       ; preds = %for.cond422
  %1169 = add nsw i32 %red6, 1
  br label %for.cond419, !llvm.loop !93

for.cond426:                                      ; preds = %for.body427, %for.end421
  %lane6429 = phi i32 [ 0, %for.end421 ], [ %1180, %for.body427 ]
  %1170 = icmp slt i32 %lane6429, 32
  br i1 %1170, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  %1171 = sext i32 %i9 to i64
  %1172 = getelementptr inbounds float, ptr %mean, i64 %1171
  %1173 = load float, ptr %1172, align 4
  %1174 = sext i32 %lane6429 to i64
  %1175 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = fadd float %1173, %1176
  %1178 = sext i32 %i9 to i64
  %1179 = getelementptr inbounds float, ptr %mean, i64 %1178
  store float %1177, ptr %1179, align 4
  %1180 = add nsw i32 %lane6429, 1
  br label %for.cond426, !llvm.loop !94

for.end428:                                       ; preds = %for.cond426
  %1181 = add nsw i32 %i9, 1
  br label %for.cond413, !llvm.loop !95

for.cond430:                                      ; preds = %for.end445, %for.end415
  %i10 = phi i32 [ 0, %for.end415 ], [ %1224, %for.end445 ]
  %1182 = icmp slt i32 %i10, 4
  br i1 %1182, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  br label %for.cond433

for.end432:                                       ; preds = %for.cond430
  %1183 = add nsw i32 %c, 1
  br label %for.cond380, !llvm.loop !96

for.cond433:                                      ; preds = %for.body434, %for.body431
  %lane7 = phi i32 [ 0, %for.body431 ], [ %1193, %for.body434 ]
  %1184 = icmp slt i32 %lane7, 32
  br i1 %1184, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1185 = sext i32 %i10 to i64
  %1186 = mul nsw i64 %1185, 512
  %1187 = sext i32 %lane7 to i64
  %1188 = add nsw i64 %1186, %1187
  %1189 = getelementptr inbounds float, ptr %sq, i64 %1188
  %1190 = load float, ptr %1189, align 4
  %1191 = sext i32 %lane7 to i64
  %1192 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1191
  store float %1190, ptr %1192, align 4
  %1193 = add nsw i32 %lane7, 1
  br label %for.cond433, !llvm.loop !97

for.end435:                                       ; preds = %for.cond433
  br label %for.cond436

for.cond436:                                      ; preds = %for.end441, %for.end435
  %red7 = phi i32 [ 0, %for.end435 ], [ %1212, %for.end441 ]
  %1194 = icmp slt i32 %red7, 15
  br i1 %1194, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  br label %for.cond439

for.end438:                                       ; preds = %for.cond436
  br label %for.cond443

for.cond439:                                      ; preds = %for.body440, %for.body437
  %lane7442 = phi i32 [ 0, %for.body437 ], [ %1211, %for.body440 ]
  %1195 = icmp slt i32 %lane7442, 32
  br i1 %1195, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1196 = sext i32 %lane7442 to i64
  %1197 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1196
  %1198 = load float, ptr %1197, align 4
  %1199 = sext i32 %i10 to i64
  %1200 = mul nsw i64 %1199, 512
  %1201 = add i32 %red7, 1
  %1202 = mul i32 %1201, 32
  %1203 = add i32 %1202, %lane7442
  %1204 = sext i32 %1203 to i64
  %1205 = add nsw i64 %1200, %1204
  %1206 = getelementptr inbounds float, ptr %sq, i64 %1205
  %1207 = load float, ptr %1206, align 4
  %1208 = fadd float %1198, %1207
  %1209 = sext i32 %lane7442 to i64
  %1210 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1209
  store float %1208, ptr %1210, align 4
  %1211 = add nsw i32 %lane7442, 1
  br label %for.cond439, !llvm.loop !98

for.end441:                                       ; preds = %for.cond439
  %1212 = add nsw i32 %red7, 1
  br label %for.cond436, !llvm.loop !99

for.cond443:                                      ; preds = %for.body444, %for.end438
  %lane7446 = phi i32 [ 0, %for.end438 ], [ %1223, %for.body444 ]
  %1213 = icmp slt i32 %lane7446, 32
  br i1 %1213, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %1214 = sext i32 %i10 to i64
  %1215 = getelementptr inbounds float, ptr %rstd, i64 %1214
  %1216 = load float, ptr %1215, align 4
  %1217 = sext i32 %lane7446 to i64
  %1218 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1217
  %1219 = load float, ptr %1218, align 4
  %1220 = fadd float %1216, %1219
  %1221 = sext i32 %i10 to i64
  %1222 = getelementptr inbounds float, ptr %rstd, i64 %1221
  store float %1220, ptr %1222, align 4
  %1223 = add nsw i32 %lane7446, 1
  br label %for.cond443, !llvm.loop !100

for.end445:                                       ; preds = %for.cond443
  %1224 = add nsw i32 %i10, 1
  br label %for.cond430, !llvm.loop !101

for.cond447:                                      ; preds = %for.body448, %for.end382
  %i450 = phi i32 [ 0, %for.end382 ], [ %1254, %for.body448 ]
  %1225 = icmp slt i32 %i450, 4
  br i1 %1225, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %1226 = sext i32 %i450 to i64
  %1227 = getelementptr inbounds float, ptr %mean, i64 %1226
  %1228 = load float, ptr %1227, align 4
  %1229 = sitofp i32 %N to float
  %1230 = fdiv float %1228, %1229
  %1231 = sext i32 %i450 to i64
  %1232 = getelementptr inbounds float, ptr %mean, i64 %1231
  store float %1230, ptr %1232, align 4
  %1233 = sext i32 %i450 to i64
  %1234 = getelementptr inbounds float, ptr %rstd, i64 %1233
  %1235 = load float, ptr %1234, align 4
  %1236 = sitofp i32 %N to float
  %1237 = fdiv float %1235, %1236
  %1238 = sext i32 %i450 to i64
  %1239 = getelementptr inbounds float, ptr %mean, i64 %1238
  %1240 = load float, ptr %1239, align 4
  %1241 = sext i32 %i450 to i64
  %1242 = getelementptr inbounds float, ptr %mean, i64 %1241
  %1243 = load float, ptr %1242, align 4
  %1244 = fmul float %1240, %1243
  %1245 = fsub float %1237, %1244
  %1246 = call float @llvm.maxnum.f32(float %1245, float 0.000000e+00)
  %1247 = fadd float %1246, 0x3EE4F8B580000000
  %1248 = fpext float %1247 to double
  %1249 = call double @llvm.sqrt.f64(double %1248)
  %1250 = fdiv double 1.000000e+00, %1249
  %1251 = fptrunc double %1250 to float
  %1252 = sext i32 %i450 to i64
  %1253 = getelementptr inbounds float, ptr %rstd, i64 %1252
  store float %1251, ptr %1253, align 4
  %1254 = add nsw i32 %i450, 1
  br label %for.cond447, !llvm.loop !102

for.end449:                                       ; preds = %for.cond447
  %1255 = sext i32 %N to i64
  %1256 = sdiv i64 %1255, 512
  %1257 = sub i64 0, %1255
  %1258 = select i1 false, i64 %1257, i64 %1256
  %1259 = srem i64 %1255, 512
  %1260 = icmp ne i64 %1259, 0
  %1261 = icmp slt i64 %1255, 0
  %1262 = icmp eq i1 %1261, false
  %1263 = and i1 %1260, %1262
  %1264 = zext i1 %1263 to i64
  %1265 = add i64 %1258, %1264
  %1266 = trunc i64 %1265 to i32
  br label %for.cond451

for.cond451:                                      ; preds = %if.end513, %for.end449
  %c454 = phi i32 [ 0, %for.end449 ], [ %1490, %if.end513 ]
  %1267 = icmp slt i32 %c454, %1266
  br i1 %1267, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %1268 = sext i32 %N to i64
  %1269 = sdiv i64 %1268, 512
  %1270 = sub i64 0, %1268
  %1271 = select i1 false, i64 %1270, i64 %1269
  %1272 = srem i64 %1268, 512
  %1273 = icmp ne i64 %1272, 0
  %1274 = icmp slt i64 %1268, 0
  %1275 = icmp eq i1 %1274, false
  %1276 = and i1 %1273, %1275
  %1277 = zext i1 %1276 to i64
  %1278 = add i64 %1271, %1277
  %1279 = trunc i64 %1278 to i32
  %1280 = sub i32 %1279, 1
  %t = sub i32 %1280, %c454
  %1281 = mul i32 %bx, 4
  %1282 = icmp sle i32 0, %1281
  %1283 = mul i32 %bx, 4
  %1284 = sext i32 %1283 to i64
  %1285 = add i64 %1284, 4
  %1286 = sext i32 %M to i64
  %1287 = icmp sle i64 %1285, %1286
  %1288 = and i1 %1282, %1287
  %1289 = mul i32 %t, 512
  %1290 = icmp sle i32 0, %1289
  %1291 = mul i32 %t, 512
  %1292 = sext i32 %1291 to i64
  %1293 = add i64 %1292, 512
  %1294 = sext i32 %N to i64
  %1295 = icmp sle i64 %1293, %1294
  %1296 = and i1 %1290, %1295
  %1297 = and i1 %1288, %1296
  br i1 %1297, label %if.then455, label %if.else456

for.end453:                                       ; preds = %for.cond451
  br label %if.end243

if.then455:                                       ; preds = %for.body452
  br label %for.cond458

if.else456:                                       ; preds = %for.body452
  br label %for.cond464

if.end457:                                        ; preds = %for.end466, %for.end460
  %1298 = mul i32 %t, 512
  %1299 = icmp sle i32 0, %1298
  %1300 = mul i32 %t, 512
  %1301 = sext i32 %1300 to i64
  %1302 = add i64 %1301, 512
  %1303 = sext i32 %N to i64
  %1304 = icmp sle i64 %1302, %1303
  %1305 = and i1 %1299, %1304
  br i1 %1305, label %if.then475, label %if.else476

for.cond458:                                      ; preds = %for.end463, %if.then455
  %i15 = phi i32 [ 0, %if.then455 ], [ %1325, %for.end463 ]
  %1306 = icmp slt i32 %i15, 4
  br i1 %1306, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  br label %for.cond461

for.end460:                                       ; preds = %for.cond458
  br label %if.end457

for.cond461:                                      ; preds = %for.body462, %for.body459
  %j5 = phi i32 [ 0, %for.body459 ], [ %1324, %for.body462 ]
  %1307 = icmp slt i32 %j5, 512
  br i1 %1307, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  %1308 = mul i32 %bx, 4
  %1309 = add i32 %1308, %i15
  %1310 = sext i32 %1309 to i64
  %1311 = sext i32 %N to i64
  %1312 = mul nsw i64 %1310, %1311
  %1313 = mul i32 %t, 512
  %1314 = add i32 %1313, %j5
  %1315 = sext i32 %1314 to i64
  %1316 = add nsw i64 %1312, %1315
  %1317 = getelementptr inbounds float, ptr %X, i64 %1316
  %1318 = load float, ptr %1317, align 4
  %1319 = sext i32 %i15 to i64
  %1320 = mul nsw i64 %1319, 512
  %1321 = sext i32 %j5 to i64
  %1322 = add nsw i64 %1320, %1321
  %1323 = getelementptr inbounds float, ptr %X_f, i64 %1322
  store float %1318, ptr %1323, align 4
  %1324 = add nsw i32 %j5, 1
  br label %for.cond461, !llvm.loop !103

for.end463:                                       ; preds = %for.cond461
  %1325 = add nsw i32 %i15, 1
  br label %for.cond458, !llvm.loop !104

for.cond464:                                      ; preds = %for.end470, %if.else456
  %i15467 = phi i32 [ 0, %if.else456 ], [ %1353, %for.end470 ]
  %1326 = icmp slt i32 %i15467, 4
  br i1 %1326, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  br label %for.cond468

for.end466:                                       ; preds = %for.cond464
  br label %if.end457

for.cond468:                                      ; preds = %sel.end474, %for.body465
  %j5471 = phi i32 [ 0, %for.body465 ], [ %1371, %sel.end474 ]
  %1327 = icmp slt i32 %j5471, 512
  br i1 %1327, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  %1328 = mul i32 %bx, 4
  %1329 = sext i32 %1328 to i64
  %1330 = sext i32 %i15467 to i64
  %1331 = add i64 %1329, %1330
  %1332 = icmp sle i64 0, %1331
  %1333 = mul i32 %bx, 4
  %1334 = sext i32 %1333 to i64
  %1335 = sext i32 %i15467 to i64
  %1336 = add i64 %1334, %1335
  %1337 = sext i32 %M to i64
  %1338 = icmp slt i64 %1336, %1337
  %1339 = and i1 %1332, %1338
  %1340 = mul i32 %t, 512
  %1341 = sext i32 %1340 to i64
  %1342 = sext i32 %j5471 to i64
  %1343 = add i64 %1341, %1342
  %1344 = icmp sle i64 0, %1343
  %1345 = mul i32 %t, 512
  %1346 = sext i32 %1345 to i64
  %1347 = sext i32 %j5471 to i64
  %1348 = add i64 %1346, %1347
  %1349 = sext i32 %N to i64
  %1350 = icmp slt i64 %1348, %1349
  %1351 = and i1 %1344, %1350
  %1352 = and i1 %1339, %1351
  br i1 %1352, label %sel.then472, label %sel.else473

for.end470:                                       ; preds = %for.cond468
  %1353 = add nsw i32 %i15467, 1
  br label %for.cond464, !llvm.loop !105

sel.then472:                                      ; preds = %for.body469
  %1354 = mul i32 %bx, 4
  %1355 = add i32 %1354, %i15467
  %1356 = sext i32 %1355 to i64
  %1357 = sext i32 %N to i64
  %1358 = mul nsw i64 %1356, %1357
  %1359 = mul i32 %t, 512
  %1360 = add i32 %1359, %j5471
  %1361 = sext i32 %1360 to i64
  %1362 = add nsw i64 %1358, %1361
  %1363 = getelementptr inbounds float, ptr %X, i64 %1362
  %1364 = load float, ptr %1363, align 4
  br label %sel.end474

sel.else473:                                      ; preds = %for.body469
  br label %sel.end474

sel.end474:                                       ; preds = %sel.else473, %sel.then472
  %1365 = phi float [ %1364, %sel.then472 ], [ 0.000000e+00, %sel.else473 ]
  %1366 = sext i32 %i15467 to i64
  %1367 = mul nsw i64 %1366, 512
  %1368 = sext i32 %j5471 to i64
  %1369 = add nsw i64 %1367, %1368
  %1370 = getelementptr inbounds float, ptr %X_f, i64 %1369
  store float %1365, ptr %1370, align 4
  %1371 = add nsw i32 %j5471, 1
  br label %for.cond468, !llvm.loop !106

if.then475:                                       ; preds = %if.end457
  br label %for.cond478

if.else476:                                       ; preds = %if.end457
  br label %for.cond482

if.end477:                                        ; preds = %for.end484, %for.end480
  %1372 = mul i32 %t, 512
  %1373 = icmp sle i32 0, %1372
  %1374 = mul i32 %t, 512
  %1375 = sext i32 %1374 to i64
  %1376 = add i64 %1375, 512
  %1377 = sext i32 %N to i64
  %1378 = icmp sle i64 %1376, %1377
  %1379 = and i1 %1373, %1378
  br i1 %1379, label %if.then489, label %if.else490

for.cond478:                                      ; preds = %for.body479, %if.then475
  %i15481 = phi i32 [ 0, %if.then475 ], [ %1388, %for.body479 ]
  %1380 = icmp slt i32 %i15481, 512
  br i1 %1380, label %for.body479, label %for.end480

for.body479:                                      ; preds = %for.cond478
  %1381 = mul i32 %t, 512
  %1382 = add i32 %1381, %i15481
  %1383 = sext i32 %1382 to i64
  %1384 = getelementptr inbounds float, ptr %W, i64 %1383
  %1385 = load float, ptr %1384, align 4
  %1386 = sext i32 %i15481 to i64
  %1387 = getelementptr inbounds float, ptr %W_f, i64 %1386
  store float %1385, ptr %1387, align 4
  %1388 = add nsw i32 %i15481, 1
  br label %for.cond478, !llvm.loop !107

for.end480:                                       ; preds = %for.cond478
  br label %if.end477

for.cond482:                                      ; preds = %sel.end488, %if.else476
  %i15485 = phi i32 [ 0, %if.else476 ], [ %1410, %sel.end488 ]
  %1389 = icmp slt i32 %i15485, 512
  br i1 %1389, label %for.body483, label %for.end484

for.body483:                                      ; preds = %for.cond482
  %1390 = mul i32 %t, 512
  %1391 = sext i32 %1390 to i64
  %1392 = sext i32 %i15485 to i64
  %1393 = add i64 %1391, %1392
  %1394 = icmp sle i64 0, %1393
  %1395 = mul i32 %t, 512
  %1396 = sext i32 %1395 to i64
  %1397 = sext i32 %i15485 to i64
  %1398 = add i64 %1396, %1397
  %1399 = sext i32 %N to i64
  %1400 = icmp slt i64 %1398, %1399
  %1401 = and i1 %1394, %1400
  br i1 %1401, label %sel.then486, label %sel.else487

for.end484:                                       ; preds = %for.cond482
  br label %if.end477

sel.then486:                                      ; preds = %for.body483
  %1402 = mul i32 %t, 512
  %1403 = add i32 %1402, %i15485
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr inbounds float, ptr %W, i64 %1404
  %1406 = load float, ptr %1405, align 4
  br label %sel.end488

sel.else487:                                      ; preds = %for.body483
  br label %sel.end488

sel.end488:                                       ; preds = %sel.else487, %sel.then486
  %1407 = phi float [ %1406, %sel.then486 ], [ 0.000000e+00, %sel.else487 ]
  %1408 = sext i32 %i15485 to i64
  %1409 = getelementptr inbounds float, ptr %W_f, i64 %1408
  store float %1407, ptr %1409, align 4
  %1410 = add nsw i32 %i15485, 1
  br label %for.cond482, !llvm.loop !108

if.then489:                                       ; preds = %if.end477
  br label %for.cond492

if.else490:                                       ; preds = %if.end477
  br label %for.cond496

if.end491:                                        ; preds = %for.end498, %for.end494
  br label %for.cond503

for.cond492:                                      ; preds = %for.body493, %if.then489
  %i15495 = phi i32 [ 0, %if.then489 ], [ %1419, %for.body493 ]
  %1411 = icmp slt i32 %i15495, 512
  br i1 %1411, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %1412 = mul i32 %t, 512
  %1413 = add i32 %1412, %i15495
  %1414 = sext i32 %1413 to i64
  %1415 = getelementptr inbounds float, ptr %B, i64 %1414
  %1416 = load float, ptr %1415, align 4
  %1417 = sext i32 %i15495 to i64
  %1418 = getelementptr inbounds float, ptr %B_f, i64 %1417
  store float %1416, ptr %1418, align 4
  %1419 = add nsw i32 %i15495, 1
  br label %for.cond492, !llvm.loop !109

for.end494:                                       ; preds = %for.cond492
  br label %if.end491

for.cond496:                                      ; preds = %sel.end502, %if.else490
  %i15499 = phi i32 [ 0, %if.else490 ], [ %1441, %sel.end502 ]
  %1420 = icmp slt i32 %i15499, 512
  br i1 %1420, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  %1421 = mul i32 %t, 512
  %1422 = sext i32 %1421 to i64
  %1423 = sext i32 %i15499 to i64
  %1424 = add i64 %1422, %1423
  %1425 = icmp sle i64 0, %1424
  %1426 = mul i32 %t, 512
  %1427 = sext i32 %1426 to i64
  %1428 = sext i32 %i15499 to i64
  %1429 = add i64 %1427, %1428
  %1430 = sext i32 %N to i64
  %1431 = icmp slt i64 %1429, %1430
  %1432 = and i1 %1425, %1431
  br i1 %1432, label %sel.then500, label %sel.else501

for.end498:                                       ; preds = %for.cond496
  br label %if.end491

sel.then500:                                      ; preds = %for.body497
  %1433 = mul i32 %t, 512
  %1434 = add i32 %1433, %i15499
  %1435 = sext i32 %1434 to i64
  %1436 = getelementptr inbounds float, ptr %B, i64 %1435
  %1437 = load float, ptr %1436, align 4
  br label %sel.end502

sel.else501:                                      ; preds = %for.body497
  br label %sel.end502

sel.end502:                                       ; preds = %sel.else501, %sel.then500
  %1438 = phi float [ %1437, %sel.then500 ], [ 0.000000e+00, %sel.else501 ]
  %1439 = sext i32 %i15499 to i64
  %1440 = getelementptr inbounds float, ptr %B_f, i64 %1439
  store float %1438, ptr %1440, align 4
  %1441 = add nsw i32 %i15499, 1
  br label %for.cond496, !llvm.loop !110

for.cond503:                                      ; preds = %for.end509, %if.end491
  %i506 = phi i32 [ 0, %if.end491 ], [ %1489, %for.end509 ]
  %1442 = icmp slt i32 %i506, 4
  br i1 %1442, label %for.body504, label %for.end505

for.body504:                                      ; preds = %for.cond503
  br label %for.cond507

for.end505:                                       ; preds = %for.cond503
  %1443 = mul i32 %bx, 4
  %1444 = icmp sle i32 0, %1443
  %1445 = mul i32 %bx, 4
  %1446 = sext i32 %1445 to i64
  %1447 = add i64 %1446, 4
  %1448 = sext i32 %M to i64
  %1449 = icmp sle i64 %1447, %1448
  %1450 = and i1 %1444, %1449
  %1451 = mul i32 %t, 512
  %1452 = icmp sle i32 0, %1451
  %1453 = mul i32 %t, 512
  %1454 = sext i32 %1453 to i64
  %1455 = add i64 %1454, 512
  %1456 = sext i32 %N to i64
  %1457 = icmp sle i64 %1455, %1456
  %1458 = and i1 %1452, %1457
  %1459 = and i1 %1450, %1458
  br i1 %1459, label %if.then511, label %if.else512

for.cond507:                                      ; preds = %for.body508, %for.body504
  %j510 = phi i32 [ 0, %for.body504 ], [ %1488, %for.body508 ]
  %1460 = icmp slt i32 %j510, 512
  br i1 %1460, label %for.body508, label %for.end509

for.body508:                                      ; preds = %for.cond507
  %1461 = sext i32 %i506 to i64
  %1462 = mul nsw i64 %1461, 512
  %1463 = sext i32 %j510 to i64
  %1464 = add nsw i64 %1462, %1463
  %1465 = getelementptr inbounds float, ptr %X_f, i64 %1464
  %1466 = load float, ptr %1465, align 4
  %1467 = sext i32 %i506 to i64
  %1468 = getelementptr inbounds float, ptr %mean, i64 %1467
  %1469 = load float, ptr %1468, align 4
  %1470 = fsub float %1466, %1469
  %1471 = sext i32 %i506 to i64
  %1472 = getelementptr inbounds float, ptr %rstd, i64 %1471
  %1473 = load float, ptr %1472, align 4
  %1474 = fmul float %1470, %1473
  %1475 = sext i32 %j510 to i64
  %1476 = getelementptr inbounds float, ptr %W_f, i64 %1475
  %1477 = load float, ptr %1476, align 4
  %1478 = fmul float %1474, %1477
  %1479 = sext i32 %j510 to i64
  %1480 = getelementptr inbounds float, ptr %B_f, i64 %1479
  %1481 = load float, ptr %1480, align 4
  %1482 = fadd float %1478, %1481
  %1483 = sext i32 %i506 to i64
  %1484 = mul nsw i64 %1483, 512
  %1485 = sext i32 %j510 to i64
  %1486 = add nsw i64 %1484, %1485
  %1487 = getelementptr inbounds float, ptr %X_f, i64 %1486
  store float %1482, ptr %1487, align 4
  %1488 = add nsw i32 %j510, 1
  br label %for.cond507, !llvm.loop !111

for.end509:                                       ; preds = %for.cond507
  %1489 = add nsw i32 %i506, 1
  br label %for.cond503, !llvm.loop !112

if.then511:                                       ; preds = %for.end505
  br label %for.cond514

if.else512:                                       ; preds = %for.end505
  br label %for.cond522

if.end513:                                        ; preds = %for.end524, %for.end516
  %1490 = add nsw i32 %c454, 1
  br label %for.cond451, !llvm.loop !113

for.cond514:                                      ; preds = %for.end520, %if.then511
  %i15517 = phi i32 [ 0, %if.then511 ], [ %1510, %for.end520 ]
  %1491 = icmp slt i32 %i15517, 4
  br i1 %1491, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  br label %for.cond518

for.end516:                                       ; preds = %for.cond514
  br label %if.end513

for.cond518:                                      ; preds = %for.body519, %for.body515
  %j5521 = phi i32 [ 0, %for.body515 ], [ %1509, %for.body519 ]
  %1492 = icmp slt i32 %j5521, 512
  br i1 %1492, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %1493 = sext i32 %i15517 to i64
  %1494 = mul nsw i64 %1493, 512
  %1495 = sext i32 %j5521 to i64
  %1496 = add nsw i64 %1494, %1495
  %1497 = getelementptr inbounds float, ptr %X_f, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = mul i32 %bx, 4
  %1500 = add i32 %1499, %i15517
  %1501 = sext i32 %1500 to i64
  %1502 = sext i32 %N to i64
  %1503 = mul nsw i64 %1501, %1502
  %1504 = mul i32 %t, 512
  %1505 = add i32 %1504, %j5521
  %1506 = sext i32 %1505 to i64
  %1507 = add nsw i64 %1503, %1506
  %1508 = getelementptr inbounds float, ptr %Y, i64 %1507
  store float %1498, ptr %1508, align 4
  %1509 = add nsw i32 %j5521, 1
  br label %for.cond518, !llvm.loop !114

for.end520:                                       ; preds = %for.cond518
  %1510 = add nsw i32 %i15517, 1
  br label %for.cond514, !llvm.loop !115

for.cond522:                                      ; preds = %for.end528, %if.else512
  %i15525 = phi i32 [ 0, %if.else512 ], [ %1538, %for.end528 ]
  %1511 = icmp slt i32 %i15525, 4
  br i1 %1511, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  br label %for.cond526

for.end524:                                       ; preds = %for.cond522
  br label %if.end513

for.cond526:                                      ; preds = %if.end532, %for.body523
  %j5529 = phi i32 [ 0, %for.body523 ], [ %1555, %if.end532 ]
  %1512 = icmp slt i32 %j5529, 512
  br i1 %1512, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %1513 = mul i32 %bx, 4
  %1514 = sext i32 %1513 to i64
  %1515 = sext i32 %i15525 to i64
  %1516 = add i64 %1514, %1515
  %1517 = icmp sle i64 0, %1516
  %1518 = mul i32 %bx, 4
  %1519 = sext i32 %1518 to i64
  %1520 = sext i32 %i15525 to i64
  %1521 = add i64 %1519, %1520
  %1522 = sext i32 %M to i64
  %1523 = icmp slt i64 %1521, %1522
  %1524 = and i1 %1517, %1523
  %1525 = mul i32 %t, 512
  %1526 = sext i32 %1525 to i64
  %1527 = sext i32 %j5529 to i64
  %1528 = add i64 %1526, %1527
  %1529 = icmp sle i64 0, %1528
  %1530 = mul i32 %t, 512
  %1531 = sext i32 %1530 to i64
  %1532 = sext i32 %j5529 to i64
  %1533 = add i64 %1531, %1532
  %1534 = sext i32 %N to i64
  %1535 = icmp slt i64 %1533, %1534
  %1536 = and i1 %1529, %1535
  %1537 = and i1 %1524, %1536
  br i1 %1537, label %if.then530, label %if.else531

for.end528:                                       ; preds = %for.cond526
  %1538 = add nsw i32 %i15525, 1
  br label %for.cond522, !llvm.loop !116

if.then530:                                       ; preds = %for.body527
  %1539 = sext i32 %i15525 to i64
  %1540 = mul nsw i64 %1539, 512
  %1541 = sext i32 %j5529 to i64
  %1542 = add nsw i64 %1540, %1541
  %1543 = getelementptr inbounds float, ptr %X_f, i64 %1542
  %1544 = load float, ptr %1543, align 4
  %1545 = mul i32 %bx, 4
  %1546 = add i32 %1545, %i15525
  %1547 = sext i32 %1546 to i64
  %1548 = sext i32 %N to i64
  %1549 = mul nsw i64 %1547, %1548
  %1550 = mul i32 %t, 512
  %1551 = add i32 %1550, %j5529
  %1552 = sext i32 %1551 to i64
  %1553 = add nsw i64 %1549, %1552
  %1554 = getelementptr inbounds float, ptr %Y, i64 %1553
  store float %1544, ptr %1554, align 4
  br label %if.end532

if.else531:                                       ; preds = %for.body527
  br label %if.end532

if.end532:                                        ; preds = %if.else531, %if.then530
  %1555 = add nsw i32 %j5529, 1
  br label %for.cond526, !llvm.loop !117
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
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
