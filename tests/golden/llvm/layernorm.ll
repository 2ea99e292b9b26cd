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
  br i1 %13, label %if.then116, label %if.else117

if.end:                                           ; preds = %if.end118, %if.end93
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
  br label %for.cond105

if.end93:                                         ; preds = %for.end107, %for.end96
  br label %if.end

for.cond94:                                       ; preds = %if.end100, %if.then91
  %i1197 = phi i32 [ 0, %if.then91 ], [ %284, %if.end100 ]
  %268 = icmp slt i32 %i1197, 16
  br i1 %268, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %269 = sext i32 %M to i64
  %270 = sext i32 %N to i64
  %271 = mul i64 %269, %270
  %272 = icmp sge i64 %271, 8388608
  br i1 %272, label %if.then98, label %if.else99

for.end96:                                        ; preds = %for.cond94
  br label %if.end93

if.then98:                                        ; preds = %for.body95
  %273 = mul i32 %bx, 16
  %274 = add i32 %273, %i1197
  %275 = sext i32 %274 to i64
  %276 = sext i32 %N to i64
  %277 = mul nsw i64 %275, %276
  %278 = add nsw i64 %277, 0
  %279 = getelementptr inbounds float, ptr %Y, i64 %278
  %280 = sext i32 %i1197 to i64
  %281 = mul nsw i64 %280, 256
  %282 = add nsw i64 %281, 0
  %283 = getelementptr inbounds float, ptr %X_s, i64 %282
  call void @tilec_rt_stream(ptr %279, ptr %283, i64 1024)
  br label %if.end100

if.else99:                                        ; preds = %for.body95
  br label %for.cond101

if.end100:                                        ; preds = %for.end103, %if.then98
  %284 = add nsw i32 %i1197, 1
  br label %for.cond94, !llvm.loop !24

for.cond101:                                      ; preds = %for.body102, %if.else99
  %j1104 = phi i32 [ 0, %if.else99 ], [ %300, %for.body102 ]
  %285 = icmp slt i32 %j1104, 256
  br i1 %285, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %286 = sext i32 %i1197 to i64
  %287 = mul nsw i64 %286, 256
  %288 = sext i32 %j1104 to i64
  %289 = add nsw i64 %287, %288
  %290 = getelementptr inbounds float, ptr %X_s, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = mul i32 %bx, 16
  %293 = add i32 %292, %i1197
  %294 = sext i32 %293 to i64
  %295 = sext i32 %N to i64
  %296 = mul nsw i64 %294, %295
  %297 = sext i32 %j1104 to i64
  %298 = add nsw i64 %296, %297
  %299 = getelementptr inbounds float, ptr %Y, i64 %298
  store float %291, ptr %299, align 4
  %300 = add nsw i32 %j1104, 1
  br label %for.cond101, !llvm.loop !25

for.end103:                                       ; preds = %for.cond101
  br label %if.end100

for.cond105:                                      ; preds = %for.end111, %if.else92
  %i11108 = phi i32 [ 0, %if.else92 ], [ %319, %for.end111 ]
  %301 = icmp slt i32 %i11108, 16
  br i1 %301, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %if.end93

for.cond109:                                      ; preds = %if.end115, %for.body106
  %j1112 = phi i32 [ 0, %for.body106 ], [ %334, %if.end115 ]
  %302 = icmp slt i32 %j1112, 256
  br i1 %302, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %303 = mul i32 %bx, 16
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i11108 to i64
  %306 = add i64 %304, %305
  %307 = icmp sle i64 0, %306
  %308 = mul i32 %bx, 16
  %309 = sext i32 %308 to i64
  %310 = sext i32 %i11108 to i64
  %311 = add i64 %309, %310
  %312 = sext i32 %M to i64
  %313 = icmp slt i64 %311, %312
  %314 = and i1 %307, %313
  %315 = sext i32 %j1112 to i64
  %316 = sext i32 %N to i64
  %317 = icmp slt i64 %315, %316
  %318 = and i1 %314, %317
  br i1 %318, label %if.then113, label %if.else114

for.end111:                                       ; preds = %for.cond109
  %319 = add nsw i32 %i11108, 1
  br label %for.cond105, !llvm.loop !26

if.then113:                                       ; preds = %for.body110
  %320 = sext i32 %i11108 to i64
  %321 = mul nsw i64 %320, 256
  %322 = sext i32 %j1112 to i64
  %323 = add nsw i64 %321, %322
  %324 = getelementptr inbounds float, ptr %X_s, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = mul i32 %bx, 16
  %327 = add i32 %326, %i11108
  %328 = sext i32 %327 to i64
  %329 = sext i32 %N to i64
  %330 = mul nsw i64 %328, %329
  %331 = sext i32 %j1112 to i64
  %332 = add nsw i64 %330, %331
  %333 = getelementptr inbounds float, ptr %Y, i64 %332
  store float %325, ptr %333, align 4
  br label %if.end115

if.else114:                                       ; preds = %for.body110
  br label %if.end115

if.end115:                                        ; preds = %if.else114, %if.then113
  %334 = add nsw i32 %j1112, 1
  br label %for.cond109, !llvm.loop !27

if.then116:                                       ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_24, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_25, i8 0, i64 128, i1 false)
  %335 = mul i32 %bx, 4
  %336 = icmp sle i32 0, %335
  %337 = mul i32 %bx, 4
  %338 = sext i32 %337 to i64
  %339 = add i64 %338, 4
  %340 = sext i32 %M to i64
  %341 = icmp sle i64 %339, %340
  %342 = and i1 %336, %341
  %343 = sext i32 %N to i64
  %344 = icmp sle i64 512, %343
  %345 = and i1 %342, %344
  br i1 %345, label %if.then119, label %if.else120

if.else117:                                       ; preds = %if.else
  %346 = icmp sle i32 %N, 4096
  br i1 %346, label %if.then247, label %if.else248

if.end118:                                        ; preds = %if.end249, %if.end224
  br label %if.end

if.then119:                                       ; preds = %if.then116
  br label %for.cond122

if.else120:                                       ; preds = %if.then116
  br label %for.cond128

if.end121:                                        ; preds = %for.end130, %for.end124
  %347 = sext i32 %N to i64
  %348 = icmp sle i64 512, %347
  br i1 %348, label %if.then139, label %if.else140

for.cond122:                                      ; preds = %for.end127, %if.then119
  %i12 = phi i32 [ 0, %if.then119 ], [ %366, %for.end127 ]
  %349 = icmp slt i32 %i12, 4
  br i1 %349, label %for.body123, label %for.end124

for.body123:                                      ; preds = %for.cond122
  br label %for.cond125

for.end124:                                       ; preds = %for.cond122
  br label %if.end121

for.cond125:                                      ; preds = %for.body126, %for.body123
  %j2 = phi i32 [ 0, %for.body123 ], [ %365, %for.body126 ]
  %350 = icmp slt i32 %j2, 512
  br i1 %350, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %351 = mul i32 %bx, 4
  %352 = add i32 %351, %i12
  %353 = sext i32 %352 to i64
  %354 = sext i32 %N to i64
  %355 = mul nsw i64 %353, %354
  %356 = sext i32 %j2 to i64
  %357 = add nsw i64 %355, %356
  %358 = getelementptr inbounds float, ptr %X, i64 %357
  %359 = load float, ptr %358, align 4
  %360 = sext i32 %i12 to i64
  %361 = mul nsw i64 %360, 512
  %362 = sext i32 %j2 to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds float, ptr %X_f, i64 %363
  store float %359, ptr %364, align 4
  %365 = add nsw i32 %j2, 1
  br label %for.cond125, !llvm.loop !28

for.end127:                                       ; preds = %for.cond125
  %366 = add nsw i32 %i12, 1
  br label %for.cond122, !llvm.loop !29

for.cond128:                                      ; preds = %for.end134, %if.else120
  %i12131 = phi i32 [ 0, %if.else120 ], [ %385, %for.end134 ]
  %367 = icmp slt i32 %i12131, 4
  br i1 %367, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  br label %for.cond132

for.end130:                                       ; preds = %for.cond128
  br label %if.end121

for.cond132:                                      ; preds = %sel.end138, %for.body129
  %j2135 = phi i32 [ 0, %for.body129 ], [ %401, %sel.end138 ]
  %368 = icmp slt i32 %j2135, 512
  br i1 %368, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %369 = mul i32 %bx, 4
  %370 = sext i32 %369 to i64
  %371 = sext i32 %i12131 to i64
  %372 = add i64 %370, %371
  %373 = icmp sle i64 0, %372
  %374 = mul i32 %bx, 4
  %375 = sext i32 %374 to i64
  %376 = sext i32 %i12131 to i64
  %377 = add i64 %375, %376
  %378 = sext i32 %M to i64
  %379 = icmp slt i64 %377, %378
  %380 = and i1 %373, %379
  %381 = sext i32 %j2135 to i64
  %382 = sext i32 %N to i64
  %383 = icmp slt i64 %381, %382
  %384 = and i1 %380, %383
  br i1 %384, label %sel.then136, label %sel.else137

for.end134:                                       ; preds = %for.cond132
  %385 = add nsw i32 %i12131, 1
  br label %for.cond128, !llvm.loop !30

sel.then136:                                      ; preds = %for.body133
  %386 = mul i32 %bx, 4
  %387 = add i32 %386, %i12131
  %388 = sext i32 %387 to i64
  %389 = sext i32 %N to i64
  %390 = mul nsw i64 %388, %389
  %391 = sext i32 %j2135 to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds float, ptr %X, i64 %392
  %394 = load float, ptr %393, align 4
  br label %sel.end138

sel.else137:                                      ; preds = %for.body133
  br label %sel.end138

sel.end138:                                       ; preds = %sel.else137, %sel.then136
  %395 = phi float [ %394, %sel.then136 ], [ 0.000000e+00, %sel.else137 ]
  %396 = sext i32 %i12131 to i64
  %397 = mul nsw i64 %396, 512
  %398 = sext i32 %j2135 to i64
  %399 = add nsw i64 %397, %398
  %400 = getelementptr inbounds float, ptr %X_f, i64 %399
  store float %395, ptr %400, align 4
  %401 = add nsw i32 %j2135, 1
  br label %for.cond132, !llvm.loop !31

if.then139:                                       ; preds = %if.end121
  br label %for.cond142

if.else140:                                       ; preds = %if.end121
  br label %for.cond146

if.end141:                                        ; preds = %for.end148, %for.end144
  %402 = sext i32 %N to i64
  %403 = icmp sle i64 512, %402
  br i1 %403, label %if.then153, label %if.else154

for.cond142:                                      ; preds = %for.body143, %if.then139
  %i12145 = phi i32 [ 0, %if.then139 ], [ %410, %for.body143 ]
  %404 = icmp slt i32 %i12145, 512
  br i1 %404, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %405 = sext i32 %i12145 to i64
  %406 = getelementptr inbounds float, ptr %W, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = sext i32 %i12145 to i64
  %409 = getelementptr inbounds float, ptr %W_f, i64 %408
  store float %407, ptr %409, align 4
  %410 = add nsw i32 %i12145, 1
  br label %for.cond142, !llvm.loop !32

for.end144:                                       ; preds = %for.cond142
  br label %if.end141

for.cond146:                                      ; preds = %sel.end152, %if.else140
  %i12149 = phi i32 [ 0, %if.else140 ], [ %421, %sel.end152 ]
  %411 = icmp slt i32 %i12149, 512
  br i1 %411, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %412 = sext i32 %i12149 to i64
  %413 = sext i32 %N to i64
  %414 = icmp slt i64 %412, %413
  br i1 %414, label %sel.then150, label %sel.else151

for.end148:                                       ; preds = %for.cond146
  br label %if.end141

sel.then150:                                      ; preds = %for.body147
  %415 = sext i32 %i12149 to i64
  %416 = getelementptr inbounds float, ptr %W, i64 %415
  %417 = load float, ptr %416, align 4
  br label %sel.end152

sel.else151:                                      ; preds = %for.body147
  br label %sel.end152

sel.end152:                                       ; preds = %sel.else151, %sel.then150
  %418 = phi float [ %417, %sel.then150 ], [ 0.000000e+00, %sel.else151 ]
  %419 = sext i32 %i12149 to i64
  %420 = getelementptr inbounds float, ptr %W_f, i64 %419
  store float %418, ptr %420, align 4
  %421 = add nsw i32 %i12149, 1
  br label %for.cond146, !llvm.loop !33

if.then153:                                       ; preds = %if.end141
  br label %for.cond156

if.else154:                                       ; preds = %if.end141
  br label %for.cond160

if.end155:                                        ; preds = %for.end162, %for.end158
  br label %for.cond167

for.cond156:                                      ; preds = %for.body157, %if.then153
  %i12159 = phi i32 [ 0, %if.then153 ], [ %428, %for.body157 ]
  %422 = icmp slt i32 %i12159, 512
  br i1 %422, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %423 = sext i32 %i12159 to i64
  %424 = getelementptr inbounds float, ptr %B, i64 %423
  %425 = load float, ptr %424, align 4
  %426 = sext i32 %i12159 to i64
  %427 = getelementptr inbounds float, ptr %B_f, i64 %426
  store float %425, ptr %427, align 4
  %428 = add nsw i32 %i12159, 1
  br label %for.cond156, !llvm.loop !34

for.end158:                                       ; preds = %for.cond156
  br label %if.end155

for.cond160:                                      ; preds = %sel.end166, %if.else154
  %i12163 = phi i32 [ 0, %if.else154 ], [ %439, %sel.end166 ]
  %429 = icmp slt i32 %i12163, 512
  br i1 %429, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %430 = sext i32 %i12163 to i64
  %431 = sext i32 %N to i64
  %432 = icmp slt i64 %430, %431
  br i1 %432, label %sel.then164, label %sel.else165

for.end162:                                       ; preds = %for.cond160
  br label %if.end155

sel.then164:                                      ; preds = %for.body161
  %433 = sext i32 %i12163 to i64
  %434 = getelementptr inbounds float, ptr %B, i64 %433
  %435 = load float, ptr %434, align 4
  br label %sel.end166

sel.else165:                                      ; preds = %for.body161
  br label %sel.end166

sel.end166:                                       ; preds = %sel.else165, %sel.then164
  %436 = phi float [ %435, %sel.then164 ], [ 0.000000e+00, %sel.else165 ]
  %437 = sext i32 %i12163 to i64
  %438 = getelementptr inbounds float, ptr %B_f, i64 %437
  store float %436, ptr %438, align 4
  %439 = add nsw i32 %i12163, 1
  br label %for.cond160, !llvm.loop !35

for.cond167:                                      ; preds = %for.end173, %if.end155
  %i170 = phi i32 [ 0, %if.end155 ], [ %462, %for.end173 ]
  %440 = icmp slt i32 %i170, 4
  br i1 %440, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond171

for.end169:                                       ; preds = %for.cond167
  br label %for.cond176

for.cond171:                                      ; preds = %for.body172, %for.body168
  %j174 = phi i32 [ 0, %for.body168 ], [ %461, %for.body172 ]
  %441 = icmp slt i32 %j174, 512
  br i1 %441, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %442 = icmp slt i32 %j174, %N
  %443 = sext i32 %i170 to i64
  %444 = mul nsw i64 %443, 512
  %445 = sext i32 %j174 to i64
  %446 = add nsw i64 %444, %445
  %447 = call i64 @llvm.umin.i64(i64 %446, i64 2047)
  %448 = getelementptr inbounds float, ptr %X_f, i64 %447
  %449 = load float, ptr %448, align 4
  %x175 = select i1 %442, float %449, float 0.000000e+00
  %450 = sext i32 %i170 to i64
  %451 = mul nsw i64 %450, 512
  %452 = sext i32 %j174 to i64
  %453 = add nsw i64 %451, %452
  %454 = getelementptr inbounds float, ptr %X_f, i64 %453
  store float %x175, ptr %454, align 4
  %455 = fmul float %x175, %x175
  %456 = sext i32 %i170 to i64
  %457 = mul nsw i64 %456, 512
  %458 = sext i32 %j174 to i64
  %459 = add nsw i64 %457, %458
  %460 = getelementptr inbounds float, ptr %sq, i64 %459
  store float %455, ptr %460, align 4
  %461 = add nsw i32 %j174, 1
  br label %for.cond171, !llvm.loop !36

for.end173:                                       ; preds = %for.cond171
  %462 = add nsw i32 %i170, 1
  br label %for.cond167, !llvm.loop !37

for.cond176:                                      ; preds = %for.end191, %for.end169
  %i3 = phi i32 [ 0, %for.end169 ], [ %506, %for.end191 ]
  %463 = icmp slt i32 %i3, 4
  br i1 %463, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  br label %for.cond179

for.end178:                                       ; preds = %for.cond176
  br label %for.cond193

for.cond179:                                      ; preds = %for.body180, %for.body177
  %lane2 = phi i32 [ 0, %for.body177 ], [ %473, %for.body180 ]
  %464 = icmp slt i32 %lane2, 32
  br i1 %464, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %465 = sext i32 %i3 to i64
  %466 = mul nsw i64 %465, 512
  %467 = sext i32 %lane2 to i64
  %468 = add nsw i64 %466, %467
  %469 = getelementptr inbounds float, ptr %X_f, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = sext i32 %lane2 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %471
  store float %470, ptr %472, align 4
  %473 = add nsw i32 %lane2, 1
  br label %for.cond179, !llvm.loop !38

for.end181:                                       ; preds = %for.cond179
  br label %for.cond182

for.cond182:                                      ; preds = %for.end187, %for.end181
  %red2 = phi i32 [ 0, %for.end181 ], [ %494, %for.end187 ]
  %474 = icmp slt i32 %red2, 15
  br i1 %474, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  br label %for.cond185

for.end184:                                       ; preds = %for.cond182
  %475 = sext i32 %i3 to i64
  %476 = getelementptr inbounds float, ptr %mean, i64 %475
  store float 0.000000e+00, ptr %476, align 4
  br label %for.cond189

for.cond185:                                      ; preds = %for.body186, %for.body183
  %lane2188 = phi i32 [ 0, %for.body183 ], [ %493, %for.body186 ]
  %477 = icmp slt i32 %lane2188, 32
  br i1 %477, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %478 = sext i32 %lane2188 to i64
  %479 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = sext i32 %i3 to i64
  %482 = mul nsw i64 %481, 512
  %483 = add i32 %red2, 1
  %484 = mul i32 %483, 32
  %485 = add i32 %484, %lane2188
  %486 = sext i32 %485 to i64
  %487 = add nsw i64 %482, %486
  %488 = getelementptr inbounds float, ptr %X_f, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = fadd float %480, %489
  %491 = sext i32 %lane2188 to i64
  %492 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %491
  store float %490, ptr %492, align 4
  %493 = add nsw i32 %lane2188, 1
  br label %for.cond185, !llvm.loop !39

for.end187:                                       ; preds = %for.cond185
  %494 = add nsw i32 %red2, 1
  br label %for.cond182, !llvm.loop !40

for.cond189:                                      ; preds = %for.body190, %for.end184
  %lane2192 = phi i32 [ 0, %for.end184 ], [ %505, %for.body190 ]
  %495 = icmp slt i32 %lane2192, 32
  br i1 %495, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %496 = sext i32 %i3 to i64
  %497 = getelementptr inbounds float, ptr %mean, i64 %496
  %498 = load float, ptr %497, align 4
  %499 = sext i32 %lane2192 to i64
  %500 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fadd float %498, %501
  %503 = sext i32 %i3 to i64
  %504 = getelementptr inbounds float, ptr %mean, i64 %503
  store float %502, ptr %504, align 4
  %505 = add nsw i32 %lane2192, 1
  br label %for.cond189, !llvm.loop !41

for.end191:                                       ; preds = %for.cond189
  %506 = add nsw i32 %i3, 1
  br label %for.cond176, !llvm.loop !42

for.cond193:                                      ; preds = %for.end208, %for.end178
  %i5 = phi i32 [ 0, %for.end178 ], [ %550, %for.end208 ]
  %507 = icmp slt i32 %i5, 4
  br i1 %507, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  br label %for.cond196

for.end195:                                       ; preds = %for.cond193
  br label %for.cond210

for.cond196:                                      ; preds = %for.body197, %for.body194
  %lane3 = phi i32 [ 0, %for.body194 ], [ %517, %for.body197 ]
  %508 = icmp slt i32 %lane3, 32
  br i1 %508, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %509 = sext i32 %i5 to i64
  %510 = mul nsw i64 %509, 512
  %511 = sext i32 %lane3 to i64
  %512 = add nsw i64 %510, %511
  %513 = getelementptr inbounds float, ptr %sq, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = sext i32 %lane3 to i64
  %516 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %515
  store float %514, ptr %516, align 4
  %517 = add nsw i32 %lane3, 1
  br label %for.cond196, !llvm.loop !43

for.end198:                                       ; preds = %for.cond196
  br label %for.cond199

for.cond199:                                      ; preds = %for.end204, %for.end198
  %red3 = phi i32 [ 0, %for.end198 ], [ %538, %for.end204 ]
  %518 = icmp slt i32 %red3, 15
  br i1 %518, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  br label %for.cond202

for.end201:                                       ; preds = %for.cond199
  %519 = sext i32 %i5 to i64
  %520 = getelementptr inbounds float, ptr %rstd, i64 %519
  store float 0.000000e+00, ptr %520, align 4
  br label %for.cond206

for.cond202:                                      ; preds = %for.body203, %for.body200
  %lane3205 = phi i32 [ 0, %for.body200 ], [ %537, %for.body203 ]
  %521 = icmp slt i32 %lane3205, 32
  br i1 %521, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %522 = sext i32 %lane3205 to i64
  %523 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %522
  %524 = load float, ptr %523, align 4
  %525 = sext i32 %i5 to i64
  %526 = mul nsw i64 %525, 512
  %527 = add i32 %red3, 1
  %528 = mul i32 %527, 32
  %529 = add i32 %528, %lane3205
  %530 = sext i32 %529 to i64
  %531 = add nsw i64 %526, %530
  %532 = getelementptr inbounds float, ptr %sq, i64 %531
  %533 = load float, ptr %532, align 4
  %534 = fadd float %524, %533
  %535 = sext i32 %lane3205 to i64
  %536 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %535
  store float %534, ptr %536, align 4
  %537 = add nsw i32 %lane3205, 1
  br label %for.cond202, !llvm.loop !44

for.end204:                                       ; preds = %for.cond202
  %538 = add nsw i32 %red3, 1
  br label %for.cond199, !llvm.loop !45

for.cond206:                                      ; preds = %for.body207, %for.end201
  %lane3209 = phi i32 [ 0, %for.end201 ], [ %549, %for.body207 ]
  %539 = icmp slt i32 %lane3209, 32
  br i1 %539, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %540 = sext i32 %i5 to i64
  %541 = getelementptr inbounds float, ptr %rstd, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = sext i32 %lane3209 to i64
  %544 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %543
  %545 = load float, ptr %544, align 4
  %546 = fadd float %542, %545
  %547 = sext i32 %i5 to i64
  %548 = getelementptr inbounds float, ptr %rstd, i64 %547
  store float %546, ptr %548, align 4
  %549 = add nsw i32 %lane3209, 1
  br label %for.cond206, !llvm.loop !46

for.end208:                                       ; preds = %for.cond206
  %550 = add nsw i32 %i5, 1
  br label %for.cond193, !llvm.loop !47

for.cond210:                                      ; preds = %for.body211, %for.end195
  %i213 = phi i32 [ 0, %for.end195 ], [ %580, %for.body211 ]
  %551 = icmp slt i32 %i213, 4
  br i1 %551, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %552 = sext i32 %i213 to i64
  %553 = getelementptr inbounds float, ptr %mean, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = sitofp i32 %N to float
  %556 = fdiv float %554, %555
  %557 = sext i32 %i213 to i64
  %558 = getelementptr inbounds float, ptr %mean, i64 %557
  store float %556, ptr %558, align 4
  %559 = sext i32 %i213 to i64
  %560 = getelementptr inbounds float, ptr %rstd, i64 %559
  %561 = load float, ptr %560, align 4
  %562 = sitofp i32 %N to float
  %563 = fdiv float %561, %562
  %564 = sext i32 %i213 to i64
  %565 = getelementptr inbounds float, ptr %mean, i64 %564
  %566 = load float, ptr %565, align 4
  %567 = sext i32 %i213 to i64
  %568 = getelementptr inbounds float, ptr %mean, i64 %567
  %569 = load float, ptr %568, align 4
  %570 = fmul float %566, %569
  %571 = fsub float %563, %570
  %572 = call float @llvm.maxnum.f32(float %571, float 0.000000e+00)
  %573 = fadd float %572, 0x3EE4F8B580000000
  %574 = fpext float %573 to double
  %575 = call double @llvm.sqrt.f64(double %574)
  %576 = fdiv double 1.000000e+00, %575
  %577 = fptrunc double %576 to float
  %578 = sext i32 %i213 to i64
  %579 = getelementptr inbounds float, ptr %rstd, i64 %578
  store float %577, ptr %579, align 4
  %580 = add nsw i32 %i213, 1
  br label %for.cond210, !llvm.loop !48

for.end212:                                       ; preds = %for.cond210
  br label %for.cond214

for.cond214:                                      ; preds = %for.end220, %for.end212
  %i217 = phi i32 [ 0, %for.end212 ], [ %622, %for.end220 ]
  %581 = icmp slt i32 %i217, 4
  br i1 %581, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  br label %for.cond218

for.end216:                                       ; preds = %for.cond214
  %582 = mul i32 %bx, 4
  %583 = icmp sle i32 0, %582
  %584 = mul i32 %bx, 4
  %585 = sext i32 %584 to i64
  %586 = add i64 %585, 4
  %587 = sext i32 %M to i64
  %588 = icmp sle i64 %586, %587
  %589 = and i1 %583, %588
  %590 = sext i32 %N to i64
  %591 = icmp sle i64 512, %590
  %592 = and i1 %589, %591
  br i1 %592, label %if.then222, label %if.else223

for.cond218:                                      ; preds = %for.body219, %for.body215
  %j221 = phi i32 [ 0, %for.body215 ], [ %621, %for.body219 ]
  %593 = icmp slt i32 %j221, 512
  br i1 %593, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %594 = sext i32 %i217 to i64
  %595 = mul nsw i64 %594, 512
  %596 = sext i32 %j221 to i64
  %597 = add nsw i64 %595, %596
  %598 = getelementptr inbounds float, ptr %X_f, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = sext i32 %i217 to i64
  %601 = getelementptr inbounds float, ptr %mean, i64 %600
  %602 = load float, ptr %601, align 4
  %603 = fsub float %599, %602
  %604 = sext i32 %i217 to i64
  %605 = getelementptr inbounds float, ptr %rstd, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = fmul float %603, %606
  %608 = sext i32 %j221 to i64
  %609 = getelementptr inbounds float, ptr %W_f, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = fmul float %607, %610
  %612 = sext i32 %j221 to i64
  %613 = getelementptr inbounds float, ptr %B_f, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = fadd float %611, %614
  %616 = sext i32 %i217 to i64
  %617 = mul nsw i64 %616, 512
  %618 = sext i32 %j221 to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds float, ptr %X_f, i64 %619
  store float %615, ptr %620, align 4
  %621 = add nsw i32 %j221, 1
  br label %for.cond218, !llvm.loop !49

for.end220:                                       ; preds = %for.cond218
  %622 = add nsw i32 %i217, 1
  br label %for.cond214, !llvm.loop !50

if.then222:                                       ; preds = %for.end216
  br label %for.cond225

if.else223:                                       ; preds = %for.end216
  br label %for.cond236

if.end224:                                        ; preds = %for.end238, %for.end227
  br label %if.end118

for.cond225:                                      ; preds = %if.end231, %if.then222
  %i12228 = phi i32 [ 0, %if.then222 ], [ %639, %if.end231 ]
  %623 = icmp slt i32 %i12228, 4
  br i1 %623, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %624 = sext i32 %M to i64
  %625 = sext i32 %N to i64
  %626 = mul i64 %624, %625
  %627 = icmp sge i64 %626, 8388608
  br i1 %627, label %if.then229, label %if.else230

for.end227:                                       ; preds = %for.cond225
  br label %if.end224

if.then229:                                       ; preds = %for.body226
  %628 = mul i32 %bx, 4
  %629 = add i32 %628, %i12228
  %630 = sext i32 %629 to i64
  %631 = sext i32 %N to i64
  %632 = mul nsw i64 %630, %631
  %633 = add nsw i64 %632, 0
  %634 = getelementptr inbounds float, ptr %Y, i64 %633
  %635 = sext i32 %i12228 to i64
  %636 = mul nsw i64 %635, 512
  %637 = add nsw i64 %636, 0
  %638 = getelementptr inbounds float, ptr %X_f, i64 %637
  call void @tilec_rt_stream(ptr %634, ptr %638, i64 2048)
  br label %if.end231

if.else230:                                       ; preds = %for.body226
  br label %for.cond232

if.end231:                                        ; preds = %for.end234, %if.then229
  %639 = add nsw i32 %i12228, 1
  br label %for.cond225, !llvm.loop !51

for.cond232:                                      ; preds = %for.body233, %if.else230
  %j2235 = phi i32 [ 0, %if.else230 ], [ %655, %for.body233 ]
  %640 = icmp slt i32 %j2235, 512
  br i1 %640, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %641 = sext i32 %i12228 to i64
  %642 = mul nsw i64 %641, 512
  %643 = sext i32 %j2235 to i64
  %644 = add nsw i64 %642, %643
  %645 = getelementptr inbounds float, ptr %X_f, i64 %644
  %646 = load float, ptr %645, align 4
  %647 = mul i32 %bx, 4
  %648 = add i32 %647, %i12228
  %649 = sext i32 %648 to i64
  %650 = sext i32 %N to i64
  %651 = mul nsw i64 %649, %650
  %652 = sext i32 %j2235 to i64
  %653 = add nsw i64 %651, %652
  %654 = getelementptr inbounds float, ptr %Y, i64 %653
  store float %646, ptr %654, align 4
  %655 = add nsw i32 %j2235, 1
  br label %for.cond232, !llvm.loop !52

for.end234:                                       ; preds = %for.cond232
  br label %if.end231

for.cond236:                                      ; preds = %for.end242, %if.else223
  %i12239 = phi i32 [ 0, %if.else223 ], [ %674, %for.end242 ]
  %656 = icmp slt i32 %i12239, 4
  br i1 %656, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  br label %for.cond240

for.end238:                                       ; preds = %for.cond236
  br label %if.end224

for.cond240:                                      ; preds = %if.end246, %for.body237
  %j2243 = phi i32 [ 0, %for.body237 ], [ %689, %if.end246 ]
  %657 = icmp slt i32 %j2243, 512
  br i1 %657, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  %658 = mul i32 %bx, 4
  %659 = sext i32 %658 to i64
  %660 = sext i32 %i12239 to i64
  %661 = add i64 %659, %660
  %662 = icmp sle i64 0, %661
  %663 = mul i32 %bx, 4
  %664 = sext i32 %663 to i64
  %665 = sext i32 %i12239 to i64
  %666 = add i64 %664, %665
  %667 = sext i32 %M to i64
  %668 = icmp slt i64 %666, %667
  %669 = and i1 %662, %668
  %670 = sext i32 %j2243 to i64
  %671 = sext i32 %N to i64
  %672 = icmp slt i64 %670, %671
  %673 = and i1 %669, %672
  br i1 %673, label %if.then244, label %if.else245

for.end242:                                       ; preds = %for.cond240
  %674 = add nsw i32 %i12239, 1
  br label %for.cond236, !llvm.loop !53

if.then244:                                       ; preds = %for.body241
  %675 = sext i32 %i12239 to i64
  %676 = mul nsw i64 %675, 512
  %677 = sext i32 %j2243 to i64
  %678 = add nsw i64 %676, %677
  %679 = getelementptr inbounds float, ptr %X_f, i64 %678
  %680 = load float, ptr %679, align 4
  %681 = mul i32 %bx, 4
  %682 = add i32 %681, %i12239
  %683 = sext i32 %682 to i64
  %684 = sext i32 %N to i64
  %685 = mul nsw i64 %683, %684
  %686 = sext i32 %j2243 to i64
  %687 = add nsw i64 %685, %686
  %688 = getelementptr inbounds float, ptr %Y, i64 %687
  store float %680, ptr %688, align 4
  br label %if.end246

if.else245:                                       ; preds = %for.body241
  br label %if.end246

if.end246:                                        ; preds = %if.else245, %if.then244
  %689 = add nsw i32 %j2243, 1
  br label %for.cond240, !llvm.loop !54

if.then247:                                       ; preds = %if.else117
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_26, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_27, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %690 = sext i32 %N to i64
  %691 = icmp sle i64 4096, %690
  br i1 %691, label %if.then250, label %if.else251

if.else248:                                       ; preds = %if.else117
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_28, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_29, i8 0, i64 128, i1 false)
  br label %for.cond382

if.end249:                                        ; preds = %for.end462, %for.end279
  br label %if.end118

if.then250:                                       ; preds = %if.then247
  br label %for.cond253

if.else251:                                       ; preds = %if.then247
  br label %for.cond256

if.end252:                                        ; preds = %for.end258, %for.end255
  %692 = sext i32 %N to i64
  %693 = icmp sle i64 4096, %692
  br i1 %693, label %if.then263, label %if.else264

for.cond253:                                      ; preds = %for.body254, %if.then250
  %i13 = phi i32 [ 0, %if.then250 ], [ %700, %for.body254 ]
  %694 = icmp slt i32 %i13, 4096
  br i1 %694, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %695 = sext i32 %i13 to i64
  %696 = getelementptr inbounds float, ptr %W, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = sext i32 %i13 to i64
  %699 = getelementptr inbounds float, ptr %W_r, i64 %698
  store float %697, ptr %699, align 4
  %700 = add nsw i32 %i13, 1
  br label %for.cond253, !llvm.loop !55

for.end255:                                       ; preds = %for.cond253
  br label %if.end252

for.cond256:                                      ; preds = %sel.end262, %if.else251
  %i13259 = phi i32 [ 0, %if.else251 ], [ %711, %sel.end262 ]
  %701 = icmp slt i32 %i13259, 4096
  br i1 %701, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %702 = sext i32 %i13259 to i64
  %703 = sext i32 %N to i64
  %704 = icmp slt i64 %702, %703
  br i1 %704, label %sel.then260, label %sel.else261

for.end258:                                       ; preds = %for.cond256
  br label %if.end252

sel.then260:                                      ; preds = %for.body257
  %705 = sext i32 %i13259 to i64
  %706 = getelementptr inbounds float, ptr %W, i64 %705
  %707 = load float, ptr %706, align 4
  br label %sel.end262

sel.else261:                                      ; preds = %for.body257
  br label %sel.end262

sel.end262:                                       ; preds = %sel.else261, %sel.then260
  %708 = phi float [ %707, %sel.then260 ], [ 0.000000e+00, %sel.else261 ]
  %709 = sext i32 %i13259 to i64
  %710 = getelementptr inbounds float, ptr %W_r, i64 %709
  store float %708, ptr %710, align 4
  %711 = add nsw i32 %i13259, 1
  br label %for.cond256, !llvm.loop !56

if.then263:                                       ; preds = %if.end252
  br label %for.cond266

if.else264:                                       ; preds = %if.end252
  br label %for.cond270

if.end265:                                        ; preds = %for.end272, %for.end268
  br label %for.cond277

for.cond266:                                      ; preds = %for.body267, %if.then263
  %i13269 = phi i32 [ 0, %if.then263 ], [ %718, %for.body267 ]
  %712 = icmp slt i32 %i13269, 4096
  br i1 %712, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %713 = sext i32 %i13269 to i64
  %714 = getelementptr inbounds float, ptr %B, i64 %713
  %715 = load float, ptr %714, align 4
  %716 = sext i32 %i13269 to i64
  %717 = getelementptr inbounds float, ptr %B_r, i64 %716
  store float %715, ptr %717, align 4
  %718 = add nsw i32 %i13269, 1
  br label %for.cond266, !llvm.loop !57

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

for.cond270:                                      ; preds = %sel.end276, %if.else264
  %i13273 = phi i32 [ 0, %if.else264 ], [ %729, %sel.end276 ]
  %719 = icmp slt i32 %i13273, 4096
  br i1 %719, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %720 = sext i32 %i13273 to i64
  %721 = sext i32 %N to i64
  %722 = icmp slt i64 %720, %721
  br i1 %722, label %sel.then274, label %sel.else275

for.end272:                                       ; preds = %for.cond270
  br label %if.end265

sel.then274:                                      ; preds = %for.body271
  %723 = sext i32 %i13273 to i64
  %724 = getelementptr inbounds float, ptr %B, i64 %723
  %725 = load float, ptr %724, align 4
  br label %sel.end276

sel.else275:                                      ; preds = %for.body271
  br label %sel.end276

sel.end276:                                       ; preds = %sel.else275, %sel.then274
  %726 = phi float [ %725, %sel.then274 ], [ 0.000000e+00, %sel.else275 ]
  %727 = sext i32 %i13273 to i64
  %728 = getelementptr inbounds float, ptr %B_r, i64 %727
  store float %726, ptr %728, align 4
  %729 = add nsw i32 %i13273, 1
  br label %for.cond270, !llvm.loop !58

for.cond277:                                      ; preds = %if.end359, %if.end265
  %r280 = phi i32 [ 0, %if.end265 ], [ %984, %if.end359 ]
  %730 = icmp slt i32 %r280, 4
  br i1 %730, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %731 = mul i32 %bx, 4
  %732 = add i32 %731, %r280
  %733 = icmp sle i32 0, %732
  %734 = mul i32 %bx, 4
  %735 = add i32 %734, %r280
  %736 = sext i32 %735 to i64
  %737 = add i64 %736, 1
  %738 = sext i32 %M to i64
  %739 = icmp sle i64 %737, %738
  %740 = and i1 %733, %739
  %741 = sext i32 %N to i64
  %742 = icmp sle i64 4096, %741
  %743 = and i1 %740, %742
  br i1 %743, label %if.then281, label %if.else282

for.end279:                                       ; preds = %for.cond277
  br label %if.end249

if.then281:                                       ; preds = %for.body278
  br label %for.cond284

if.else282:                                       ; preds = %for.body278
  br label %for.cond291

if.end283:                                        ; preds = %for.end293, %for.end286
  br label %for.cond302

for.cond284:                                      ; preds = %for.end290, %if.then281
  %i13287 = phi i32 [ 0, %if.then281 ], [ %762, %for.end290 ]
  %744 = icmp slt i32 %i13287, 1
  br i1 %744, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  br label %for.cond288

for.end286:                                       ; preds = %for.cond284
  br label %if.end283

for.cond288:                                      ; preds = %for.body289, %for.body285
  %j3 = phi i32 [ 0, %for.body285 ], [ %761, %for.body289 ]
  %745 = icmp slt i32 %j3, 4096
  br i1 %745, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %746 = mul i32 %bx, 4
  %747 = add i32 %746, %r280
  %748 = add i32 %747, %i13287
  %749 = sext i32 %748 to i64
  %750 = sext i32 %N to i64
  %751 = mul nsw i64 %749, %750
  %752 = sext i32 %j3 to i64
  %753 = add nsw i64 %751, %752
  %754 = getelementptr inbounds float, ptr %X, i64 %753
  %755 = load float, ptr %754, align 4
  %756 = sext i32 %i13287 to i64
  %757 = mul nsw i64 %756, 4096
  %758 = sext i32 %j3 to i64
  %759 = add nsw i64 %757, %758
  %760 = getelementptr inbounds float, ptr %X_r, i64 %759
  store float %755, ptr %760, align 4
  %761 = add nsw i32 %j3, 1
  br label %for.cond288, !llvm.loop !59

for.end290:                                       ; preds = %for.cond288
  %762 = add nsw i32 %i13287, 1
  br label %for.cond284, !llvm.loop !60

for.cond291:                                      ; preds = %for.end297, %if.else282
  %i13294 = phi i32 [ 0, %if.else282 ], [ %783, %for.end297 ]
  %763 = icmp slt i32 %i13294, 1
  br i1 %763, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  br label %for.cond295

for.end293:                                       ; preds = %for.cond291
  br label %if.end283

for.cond295:                                      ; preds = %sel.end301, %for.body292
  %j3298 = phi i32 [ 0, %for.body292 ], [ %800, %sel.end301 ]
  %764 = icmp slt i32 %j3298, 4096
  br i1 %764, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %765 = mul i32 %bx, 4
  %766 = add i32 %765, %r280
  %767 = sext i32 %766 to i64
  %768 = sext i32 %i13294 to i64
  %769 = add i64 %767, %768
  %770 = icmp sle i64 0, %769
  %771 = mul i32 %bx, 4
  %772 = add i32 %771, %r280
  %773 = sext i32 %772 to i64
  %774 = sext i32 %i13294 to i64
  %775 = add i64 %773, %774
  %776 = sext i32 %M to i64
  %777 = icmp slt i64 %775, %776
  %778 = and i1 %770, %777
  %779 = sext i32 %j3298 to i64
  %780 = sext i32 %N to i64
  %781 = icmp slt i64 %779, %780
  %782 = and i1 %778, %781
  br i1 %782, label %sel.then299, label %sel.else300

for.end297:                                       ; preds = %for.cond295
  %783 = add nsw i32 %i13294, 1
  br label %for.cond291, !llvm.loop !61

sel.then299:                                      ; preds = %for.body296
  %784 = mul i32 %bx, 4
  %785 = add i32 %784, %r280
  %786 = add i32 %785, %i13294
  %787 = sext i32 %786 to i64
  %788 = sext i32 %N to i64
  %789 = mul nsw i64 %787, %788
  %790 = sext i32 %j3298 to i64
  %791 = add nsw i64 %789, %790
  %792 = getelementptr inbounds float, ptr %X, i64 %791
  %793 = load float, ptr %792, align 4
  br label %sel.end301

sel.else300:                                      ; preds = %for.body296
  br label %sel.end301

sel.end301:                                       ; preds = %sel.else300, %sel.then299
  %794 = phi float [ %793, %sel.then299 ], [ 0.000000e+00, %sel.else300 ]
  %795 = sext i32 %i13294 to i64
  %796 = mul nsw i64 %795, 4096
  %797 = sext i32 %j3298 to i64
  %798 = add nsw i64 %796, %797
  %799 = getelementptr inbounds float, ptr %X_r, i64 %798
  store float %794, ptr %799, align 4
  %800 = add nsw i32 %j3298, 1
  br label %for.cond295, !llvm.loop !62

for.cond302:                                      ; preds = %for.end308, %if.end283
  %i305 = phi i32 [ 0, %if.end283 ], [ %823, %for.end308 ]
  %801 = icmp slt i32 %i305, 1
  br i1 %801, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  br label %for.cond306

for.end304:                                       ; preds = %for.cond302
  br label %for.cond311

for.cond306:                                      ; preds = %for.body307, %for.body303
  %j309 = phi i32 [ 0, %for.body303 ], [ %822, %for.body307 ]
  %802 = icmp slt i32 %j309, 4096
  br i1 %802, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %803 = icmp slt i32 %j309, %N
  %804 = sext i32 %i305 to i64
  %805 = mul nsw i64 %804, 4096
  %806 = sext i32 %j309 to i64
  %807 = add nsw i64 %805, %806
  %808 = call i64 @llvm.umin.i64(i64 %807, i64 4095)
  %809 = getelementptr inbounds float, ptr %X_r, i64 %808
  %810 = load float, ptr %809, align 4
  %x310 = select i1 %803, float %810, float 0.000000e+00
  %811 = sext i32 %i305 to i64
  %812 = mul nsw i64 %811, 4096
  %813 = sext i32 %j309 to i64
  %814 = add nsw i64 %812, %813
  %815 = getelementptr inbounds float, ptr %X_r, i64 %814
  store float %x310, ptr %815, align 4
  %816 = fmul float %x310, %x310
  %817 = sext i32 %i305 to i64
  %818 = mul nsw i64 %817, 4096
  %819 = sext i32 %j309 to i64
  %820 = add nsw i64 %818, %819
  %821 = getelementptr inbounds float, ptr %sq_r, i64 %820
  store float %816, ptr %821, align 4
  %822 = add nsw i32 %j309, 1
  br label %for.cond306, !llvm.loop !63

for.end308:                                       ; preds = %for.cond306
  %823 = add nsw i32 %i305, 1
  br label %for.cond302, !llvm.loop !64

for.cond311:                                      ; preds = %for.end326, %for.end304
  %i6 = phi i32 [ 0, %for.end304 ], [ %867, %for.end326 ]
  %824 = icmp slt i32 %i6, 1
  br i1 %824, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  br label %for.cond314

for.end313:                                       ; preds = %for.cond311
  br label %for.cond328

for.cond314:                                      ; preds = %for.body315, %for.body312
  %lane4 = phi i32 [ 0, %for.body312 ], [ %834, %for.body315 ]
  %825 = icmp slt i32 %lane4, 32
  br i1 %825, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %826 = sext i32 %i6 to i64
  %827 = mul nsw i64 %826, 4096
  %828 = sext i32 %lane4 to i64
  %829 = add nsw i64 %827, %828
  %830 = getelementptr inbounds float, ptr %X_r, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = sext i32 %lane4 to i64
  %833 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %832
  store float %831, ptr %833, align 4
  %834 = add nsw i32 %lane4, 1
  br label %for.cond314, !llvm.loop !65

for.end316:                                       ; preds = %for.cond314
  br label %for.cond317

for.cond317:                                      ; preds = %for.end322, %for.end316
  %red4 = phi i32 [ 0, %for.end316 ], [ %855, %for.end322 ]
  %835 = icmp slt i32 %red4, 127
  br i1 %835, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  br label %for.cond320

for.end319:                                       ; preds = %for.cond317
  %836 = sext i32 %i6 to i64
  %837 = getelementptr inbounds float, ptr %mean_r, i64 %836
  store float 0.000000e+00, ptr %837, align 4
  br label %for.cond324

for.cond320:                                      ; preds = %for.body321, %for.body318
  %lane4323 = phi i32 [ 0, %for.body318 ], [ %854, %for.body321 ]
  %838 = icmp slt i32 %lane4323, 32
  br i1 %838, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %839 = sext i32 %lane4323 to i64
  %840 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %839
  %841 = load float, ptr %840, align 4
  %842 = sext i32 %i6 to i64
  %843 = mul nsw i64 %842, 4096
  %844 = add i32 %red4, 1
  %845 = mul i32 %844, 32
  %846 = add i32 %845, %lane4323
  %847 = sext i32 %846 to i64
  %848 = add nsw i64 %843, %847
  %849 = getelementptr inbounds float, ptr %X_r, i64 %848
  %850 = load float, ptr %849, align 4
  %851 = fadd float %841, %850
  %852 = sext i32 %lane4323 to i64
  %853 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %852
  store float %851, ptr %853, align 4
  %854 = add nsw i32 %lane4323, 1
  br label %for.cond320, !llvm.loop !66

for.end322:                                       ; preds = %for.cond320
  %855 = add nsw i32 %red4, 1
  br label %for.cond317, !llvm.loop !67

for.cond324:                                      ; preds = %for.body325, %for.end319
  %lane4327 = phi i32 [ 0, %for.end319 ], [ %866, %for.body325 ]
  %856 = icmp slt i32 %lane4327, 32
  br i1 %856, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %857 = sext i32 %i6 to i64
  %858 = getelementptr inbounds float, ptr %mean_r, i64 %857
  %859 = load float, ptr %858, align 4
  %860 = sext i32 %lane4327 to i64
  %861 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %860
  %862 = load float, ptr %861, align 4
  %863 = fadd float %859, %862
  %864 = sext i32 %i6 to i64
  %865 = getelementptr inbounds float, ptr %mean_r, i64 %864
  store float %863, ptr %865, align 4
  %866 = add nsw i32 %lane4327, 1
  br label %for.cond324, !llvm.loop !68

for.end326:                                       ; preds = %for.cond324
  %867 = add nsw i32 %i6, 1
  br label %for.cond311, !llvm.loop !69

for.cond328:                                      ; preds = %for.end343, %for.end313
  %i7 = phi i32 [ 0, %for.end313 ], [ %911, %for.end343 ]
  %868 = icmp slt i32 %i7, 1
  br i1 %868, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  br label %for.cond331

for.end330:                                       ; preds = %for.cond328
  br label %for.cond345

for.cond331:                                      ; preds = %for.body332, %for.body329
  %lane5 = phi i32 [ 0, %for.body329 ], [ %878, %for.body332 ]
  %869 = icmp slt i32 %lane5, 32
  br i1 %869, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %870 = sext i32 %i7 to i64
  %871 = mul nsw i64 %870, 4096
  %872 = sext i32 %lane5 to i64
  %873 = add nsw i64 %871, %872
  %874 = getelementptr inbounds float, ptr %sq_r, i64 %873
  %875 = load float, ptr %874, align 4
  %876 = sext i32 %lane5 to i64
  %877 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %876
  store float %875, ptr %877, align 4
  %878 = add nsw i32 %lane5, 1
  br label %for.cond331, !llvm.loop !70

for.end333:                                       ; preds = %for.cond331
  br label %for.cond334

for.cond334:                                      ; preds = %for.end339, %for.end333
  %red5 = phi i32 [ 0, %for.end333 ], [ %899, %for.end339 ]
  %879 = icmp slt i32 %red5, 127
  br i1 %879, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  br label %for.cond337

for.end336:                                       ; preds = %for.cond334
  %880 = sext i32 %i7 to i64
  %881 = getelementptr inbounds float, ptr %rstd_r, i64 %880
  store float 0.000000e+00, ptr %881, align 4
  br label %for.cond341

for.cond337:                                      ; preds = %for.body338, %for.body335
  %lane5340 = phi i32 [ 0, %for.body335 ], [ %898, %for.body338 ]
  %882 = icmp slt i32 %lane5340, 32
  br i1 %882, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %883 = sext i32 %lane5340 to i64
  %884 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = sext i32 %i7 to i64
  %887 = mul nsw i64 %886, 4096
  %888 = add i32 %red5, 1
  %889 = mul i32 %888, 32
  %890 = add i32 %889, %lane5340
  %891 = sext i32 %890 to i64
  %892 = add nsw i64 %887, %891
  %893 = getelementptr inbounds float, ptr %sq_r, i64 %892
  %894 = load float, ptr %893, align 4
  %895 = fadd float %885, %894
  %896 = sext i32 %lane5340 to i64
  %897 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %896
  store float %895, ptr %897, align 4
  %898 = add nsw i32 %lane5340, 1
  br label %for.cond337, !llvm.loop !71

for.end339:                                       ; preds = %for.cond337
  %899 = add nsw i32 %red5, 1
  br label %for.cond334, !llvm.loop !72

for.cond341:                                      ; preds = %for.body342, %for.end336
  %lane5344 = phi i32 [ 0, %for.end336 ], [ %910, %for.body342 ]
  %900 = icmp slt i32 %lane5344, 32
  br i1 %900, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %901 = sext i32 %i7 to i64
  %902 = getelementptr inbounds float, ptr %rstd_r, i64 %901
  %903 = load float, ptr %902, align 4
  %904 = sext i32 %lane5344 to i64
  %905 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = fadd float %903, %906
  %908 = sext i32 %i7 to i64
  %909 = getelementptr inbounds float, ptr %rstd_r, i64 %908
  store float %907, ptr %909, align 4
  %910 = add nsw i32 %lane5344, 1
  br label %for.cond341, !llvm.loop !73

for.end343:                                       ; preds = %for.cond341
  %911 = add nsw i32 %i7, 1
  br label %for.cond328, !llvm.loop !74

for.cond345:                                      ; preds = %for.body346, %for.end330
  %i348 = phi i32 [ 0, %for.end330 ], [ %941, %for.body346 ]
  %912 = icmp slt i32 %i348, 1
  br i1 %912, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  %913 = sext i32 %i348 to i64
  %914 = getelementptr inbounds float, ptr %mean_r, i64 %913
  %915 = load float, ptr %914, align 4
  %916 = sitofp i32 %N to float
  %917 = fdiv float %915, %916
  %918 = sext i32 %i348 to i64
  %919 = getelementptr inbounds float, ptr %mean_r, i64 %918
  store float %917, ptr %919, align 4
  %920 = sext i32 %i348 to i64
  %921 = getelementptr inbounds float, ptr %rstd_r, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = sitofp i32 %N to float
  %924 = fdiv float %922, %923
  %925 = sext i32 %i348 to i64
  %926 = getelementptr inbounds float, ptr %mean_r, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = sext i32 %i348 to i64
  %929 = getelementptr inbounds float, ptr %mean_r, i64 %928
  %930 = load float, ptr %929, align 4
  %931 = fmul float %927, %930
  %932 = fsub float %924, %931
  %933 = call float @llvm.maxnum.f32(float %932, float 0.000000e+00)
  %934 = fadd float %933, 0x3EE4F8B580000000
  %935 = fpext float %934 to double
  %936 = call double @llvm.sqrt.f64(double %935)
  %937 = fdiv double 1.000000e+00, %936
  %938 = fptrunc double %937 to float
  %939 = sext i32 %i348 to i64
  %940 = getelementptr inbounds float, ptr %rstd_r, i64 %939
  store float %938, ptr %940, align 4
  %941 = add nsw i32 %i348, 1
  br label %for.cond345, !llvm.loop !75

for.end347:                                       ; preds = %for.cond345
  br label %for.cond349

for.cond349:                                      ; preds = %for.end355, %for.end347
  %i352 = phi i32 [ 0, %for.end347 ], [ %983, %for.end355 ]
  %942 = icmp slt i32 %i352, 1
  br i1 %942, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  br label %for.cond353

for.end351:                                       ; preds = %for.cond349
  %943 = mul i32 %bx, 4
  %944 = add i32 %943, %r280
  %945 = icmp sle i32 0, %944
  %946 = mul i32 %bx, 4
  %947 = add i32 %946, %r280
  %948 = sext i32 %947 to i64
  %949 = add i64 %948, 1
  %950 = sext i32 %M to i64
  %951 = icmp sle i64 %949, %950
  %952 = and i1 %945, %951
  %953 = sext i32 %N to i64
  %954 = icmp sle i64 4096, %953
  %955 = and i1 %952, %954
  br i1 %955, label %if.then357, label %if.else358

for.cond353:                                      ; preds = %for.body354, %for.body350
  %j356 = phi i32 [ 0, %for.body350 ], [ %982, %for.body354 ]
  %956 = icmp slt i32 %j356, 4096
  br i1 %956, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %957 = sext i32 %i352 to i64
  %958 = mul nsw i64 %957, 4096
  %959 = sext i32 %j356 to i64
  %960 = add nsw i64 %958, %959
  %961 = getelementptr inbounds float, ptr %X_r, i64 %960
  %962 = load float, ptr %961, align 4
  %963 = getelementptr inbounds float, ptr %mean_r, i64 0
  %964 = load float, ptr %963, align 4
  %965 = fsub float %962, %964
  %966 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %967 = load float, ptr %966, align 4
  %968 = fmul float %965, %967
  %969 = sext i32 %j356 to i64
  %970 = getelementptr inbounds float, ptr %W_r, i64 %969
  %971 = load float, ptr %970, align 4
  %972 = fmul float %968, %971
  %973 = sext i32 %j356 to i64
  %974 = getelementptr inbounds float, ptr %B_r, i64 %973
  %975 = load float, ptr %974, align 4
  %976 = fadd float %972, %975
  %977 = sext i32 %i352 to i64
  %978 = mul nsw i64 %977, 4096
  %979 = sext i32 %j356 to i64
  %980 = add nsw i64 %978, %979
  %981 = getelementptr inbounds float, ptr %X_r, i64 %980
  store float %976, ptr %981, align 4
  %982 = add nsw i32 %j356, 1
  br label %for.cond353, !llvm.loop !76

for.end355:                                       ; preds = %for.cond353
  %983 = add nsw i32 %i352, 1
  br label %for.cond349, !llvm.loop !77

if.then357:                                       ; preds = %for.end351
  br label %for.cond360

if.else358:                                       ; preds = %for.end351
  br label %for.cond371

if.end359:                                        ; preds = %for.end373, %for.end362
  %984 = add nsw i32 %r280, 1
  br label %for.cond277, !llvm.loop !78

for.cond360:                                      ; preds = %if.end366, %if.then357
  %i13363 = phi i32 [ 0, %if.then357 ], [ %1002, %if.end366 ]
  %985 = icmp slt i32 %i13363, 1
  br i1 %985, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  %986 = sext i32 %M to i64
  %987 = sext i32 %N to i64
  %988 = mul i64 %986, %987
  %989 = icmp sge i64 %988, 8388608
  br i1 %989, label %if.then364, label %if.else365

for.end362:                                       ; preds = %for.cond360
  br label %if.end359

if.then364:                                       ; preds = %for.body361
  %990 = mul i32 %bx, 4
  %991 = add i32 %990, %r280
  %992 = add i32 %991, %i13363
  %993 = sext i32 %992 to i64
  %994 = sext i32 %N to i64
  %995 = mul nsw i64 %993, %994
  %996 = add nsw i64 %995, 0
  %997 = getelementptr inbounds float, ptr %Y, i64 %996
  %998 = sext i32 %i13363 to i64
  %999 = mul nsw i64 %998, 4096
  %1000 = add nsw i64 %999, 0
  %1001 = getelementptr inbounds float, ptr %X_r, i64 %1000
  call void @tilec_rt_stream(ptr %997, ptr %1001, i64 16384)
  br label %if.end366

if.else365:                                       ; preds = %for.body361
  br label %for.cond367

if.end366:                                        ; preds = %for.end369, %if.then364
  %1002 = add nsw i32 %i13363, 1
  br label %for.cond360, !llvm.loop !79

for.cond367:                                      ; preds = %for.body368, %if.else365
  %j3370 = phi i32 [ 0, %if.else365 ], [ %1019, %for.body368 ]
  %1003 = icmp slt i32 %j3370, 4096
  br i1 %1003, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1004 = sext i32 %i13363 to i64
  %1005 = mul nsw i64 %1004, 4096
  %1006 = sext i32 %j3370 to i64
  %1007 = add nsw i64 %1005, %1006
  %1008 = getelementptr inbounds float, ptr %X_r, i64 %1007
  %1009 = load float, ptr %1008, align 4
  %1010 = mul i32 %bx, 4
  %1011 = add i32 %1010, %r280
  %1012 = add i32 %1011, %i13363
  %1013 = sext i32 %1012 to i64
  %1014 = sext i32 %N to i64
  %1015 = mul nsw i64 %1013, %1014
  %1016 = sext i32 %j3370 to i64
  %1017 = add nsw i64 %1015, %1016
  %1018 = getelementptr inbounds float, ptr %Y, i64 %1017
  store float %1009, ptr %1018, align 4
  %1019 = add nsw i32 %j3370, 1
  br label %for.cond367, !llvm.loop !80

for.end369:                                       ; preds = %for.cond367
  br label %if.end366

for.cond371:                                      ; preds = %for.end377, %if.else358
  %i13374 = phi i32 [ 0, %if.else358 ], [ %1040, %for.end377 ]
  %1020 = icmp slt i32 %i13374, 1
  br i1 %1020, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  br label %for.cond375

for.end373:                                       ; preds = %for.cond371
  br label %if.end359

for.cond375:                                      ; preds = %if.end381, %for.body372
  %j3378 = phi i32 [ 0, %for.body372 ], [ %1056, %if.end381 ]
  %1021 = icmp slt i32 %j3378, 4096
  br i1 %1021, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1022 = mul i32 %bx, 4
  %1023 = add i32 %1022, %r280
  %1024 = sext i32 %1023 to i64
  %1025 = sext i32 %i13374 to i64
  %1026 = add i64 %1024, %1025
  %1027 = icmp sle i64 0, %1026
  %1028 = mul i32 %bx, 4
  %1029 = add i32 %1028, %r280
  %1030 = sext i32 %1029 to i64
  %1031 = sext i32 %i13374 to i64
  %1032 = add i64 %1030, %1031
  %1033 = sext i32 %M to i64
  %1034 = icmp slt i64 %1032, %1033
  %1035 = and i1 %1027, %1034
  %1036 = sext i32 %j3378 to i64
  %1037 = sext i32 %N to i64
  %1038 = icmp slt i64 %1036, %1037
  %1039 = and i1 %1035, %1038
  br i1 %1039, label %if.then379, label %if.else380

for.end377:                                       ; preds = %for.cond375
  %1040 = add nsw i32 %i13374, 1
  br label %for.cond371, !llvm.loop !81

if.then379:                                       ; preds = %for.body376
  %1041 = sext i32 %i13374 to i64
  %1042 = mul nsw i64 %1041, 4096
  %1043 = sext i32 %j3378 to i64
  %1044 = add nsw i64 %1042, %1043
  %1045 = getelementptr inbounds float, ptr %X_r, i64 %1044
  %1046 = load float, ptr %1045, align 4
  %1047 = mul i32 %bx, 4
  %1048 = add i32 %1047, %r280
  %1049 = add i32 %1048, %i13374
  %1050 = sext i32 %1049 to i64
  %1051 = sext i32 %N to i64
  %1052 = mul nsw i64 %1050, %1051
  %1053 = sext i32 %j3378 to i64
  %1054 = add nsw i64 %1052, %1053
  %1055 = getelementptr inbounds float, ptr %Y, i64 %1054
  store float %1046, ptr %1055, align 4
  br label %if.end381

if.else380:                                       ; preds = %for.body376
  br label %if.end381

if.end381:                                        ; preds = %if.else380, %if.then379
  %1056 = add nsw i32 %j3378, 1
  br label %for.cond375, !llvm.loop !82

for.cond382:                                      ; preds = %for.body383, %if.else248
  %i14 = phi i32 [ 0, %if.else248 ], [ %1060, %for.body383 ]
  %1057 = icmp slt i32 %i14, 4
  br i1 %1057, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1058 = sext i32 %i14 to i64
  %1059 = getelementptr inbounds float, ptr %mean, i64 %1058
  store float 0.000000e+00, ptr %1059, align 4
  %1060 = add nsw i32 %i14, 1
  br label %for.cond382, !llvm.loop !83

for.end384:                                       ; preds = %for.cond382
  br label %for.cond385

for.cond385:                                      ; preds = %for.body386, %for.end384
  %i14388 = phi i32 [ 0, %for.end384 ], [ %1064, %for.body386 ]
  %1061 = icmp slt i32 %i14388, 4
  br i1 %1061, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1062 = sext i32 %i14388 to i64
  %1063 = getelementptr inbounds float, ptr %rstd, i64 %1062
  store float 0.000000e+00, ptr %1063, align 4
  %1064 = add nsw i32 %i14388, 1
  br label %for.cond385, !llvm.loop !84

for.end387:                                       ; preds = %for.cond385
  %1065 = sext i32 %N to i64
  %1066 = sdiv i64 %1065, 512
  %1067 = sub i64 0, %1065
  %1068 = select i1 false, i64 %1067, i64 %1066
  %1069 = srem i64 %1065, 512
  %1070 = icmp ne i64 %1069, 0
  %1071 = icmp slt i64 %1065, 0
  %1072 = icmp eq i1 %1071, false
  %1073 = and i1 %1070, %1072
  %1074 = zext i1 %1073 to i64
  %1075 = add i64 %1068, %1074
  %1076 = trunc i64 %1075 to i32
  br label %for.cond389

for.cond389:                                      ; preds = %for.end441, %for.end387
  %c = phi i32 [ 0, %for.end387 ], [ %1229, %for.end441 ]
  %1077 = icmp slt i32 %c, %1076
  br i1 %1077, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1078 = mul i32 %bx, 4
  %1079 = icmp sle i32 0, %1078
  %1080 = mul i32 %bx, 4
  %1081 = sext i32 %1080 to i64
  %1082 = add i64 %1081, 4
  %1083 = sext i32 %M to i64
  %1084 = icmp sle i64 %1082, %1083
  %1085 = and i1 %1079, %1084
  %1086 = mul i32 %c, 512
  %1087 = icmp sle i32 0, %1086
  %1088 = mul i32 %c, 512
  %1089 = sext i32 %1088 to i64
  %1090 = add i64 %1089, 512
  %1091 = sext i32 %N to i64
  %1092 = icmp sle i64 %1090, %1091
  %1093 = and i1 %1087, %1092
  %1094 = and i1 %1085, %1093
  br i1 %1094, label %if.then392, label %if.else393

for.end391:                                       ; preds = %for.cond389
  br label %for.cond456

if.then392:                                       ; preds = %for.body390
  br label %for.cond395

if.else393:                                       ; preds = %for.body390
  br label %for.cond402

if.end394:                                        ; preds = %for.end404, %for.end397
  br label %for.cond413

for.cond395:                                      ; preds = %for.end401, %if.then392
  %i14398 = phi i32 [ 0, %if.then392 ], [ %1114, %for.end401 ]
  %1095 = icmp slt i32 %i14398, 4
  br i1 %1095, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  br label %for.cond399

for.end397:                                       ; preds = %for.cond395
  br label %if.end394

for.cond399:                                      ; preds = %for.body400, %for.body396
  %j4 = phi i32 [ 0, %for.body396 ], [ %1113, %for.body400 ]
  %1096 = icmp slt i32 %j4, 512
  br i1 %1096, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1097 = mul i32 %bx, 4
  %1098 = add i32 %1097, %i14398
  %1099 = sext i32 %1098 to i64
  %1100 = sext i32 %N to i64
  %1101 = mul nsw i64 %1099, %1100
  %1102 = mul i32 %c, 512
  %1103 = add i32 %1102, %j4
  %1104 = sext i32 %1103 to i64
  %1105 = add nsw i64 %1101, %1104
  %1106 = getelementptr inbounds float, ptr %X, i64 %1105
  %1107 = load float, ptr %1106, align 4
  %1108 = sext i32 %i14398 to i64
  %1109 = mul nsw i64 %1108, 512
  %1110 = sext i32 %j4 to i64
  %1111 = add nsw i64 %1109, %1110
  %1112 = getelementptr inbounds float, ptr %X_f, i64 %1111
  store float %1107, ptr %1112, align 4
  %1113 = add nsw i32 %j4, 1
  br label %for.cond399, !llvm.loop !85

for.end401:                                       ; preds = %for.cond399
  %1114 = add nsw i32 %i14398, 1
  br label %for.cond395, !llvm.loop !86

for.cond402:                                      ; preds = %for.end408, %if.else393
  %i14405 = phi i32 [ 0, %if.else393 ], [ %1142, %for.end408 ]
  %1115 = icmp slt i32 %i14405, 4
  br i1 %1115, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  br label %for.cond406

for.end404:                                       ; preds = %for.cond402
  br label %if.end394

for.cond406:                                      ; preds = %sel.end412, %for.body403
  %j4409 = phi i32 [ 0, %for.body403 ], [ %1160, %sel.end412 ]
  %1116 = icmp slt i32 %j4409, 512
  br i1 %1116, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1117 = mul i32 %bx, 4
  %1118 = sext i32 %1117 to i64
  %1119 = sext i32 %i14405 to i64
  %1120 = add i64 %1118, %1119
  %1121 = icmp sle i64 0, %1120
  %1122 = mul i32 %bx, 4
  %1123 = sext i32 %1122 to i64
  %1124 = sext i32 %i14405 to i64
  %1125 = add i64 %1123, %1124
  %1126 = sext i32 %M to i64
  %1127 = icmp slt i64 %1125, %1126
  %1128 = and i1 %1121, %1127
  %1129 = mul i32 %c, 512
  %1130 = sext i32 %1129 to i64
  %1131 = sext i32 %j4409 to i64
  %1132 = add i64 %1130, %1131
  %1133 = icmp sle i64 0, %1132
  %1134 = mul i32 %c, 512
  %1135 = sext i32 %1134 to i64
  %1136 = sext i32 %j4409 to i64
  %1137 = add i64 %1135, %1136
  %1138 = sext i32 %N to i64
  %1139 = icmp slt i64 %1137, %1138
  %1140 = and i1 %1133, %1139
  %1141 = and i1 %1128, %1140
  br i1 %1141, label %sel.then410, label %sel.else411

for.end408:                                       ; preds = %for.cond406
  %1142 = add nsw i32 %i14405, 1
  br label %for.cond402, !llvm.loop !87

sel.then410:                                      ; preds = %for.body407
  %1143 = mul i32 %bx, 4
  %1144 = add i32 %1143, %i14405
  %1145 = sext i32 %1144 to i64
  %1146 = sext i32 %N to i64
  %1147 = mul nsw i64 %1145, %1146
  %1148 = mul i32 %c, 512
  %1149 = add i32 %1148, %j4409
  %1150 = sext i32 %1149 to i64
  %1151 = add nsw i64 %1147, %1150
  %1152 = getelementptr inbounds float, ptr %X, i64 %1151
  %1153 = load float, ptr %1152, align 4
  br label %sel.end412

sel.else411:                                      ; preds = %for.body407
  br label %sel.end412

sel.end412:                                       ; preds = %sel.else411, %sel.then410
  %1154 = phi float [ %1153, %sel.then410 ], [ 0.000000e+00, %sel.else411 ]
  %1155 = sext i32 %i14405 to i64
  %1156 = mul nsw i64 %1155, 512
  %1157 = sext i32 %j4409 to i64
  %1158 = add nsw i64 %1156, %1157
  %1159 = getelementptr inbounds float, ptr %X_f, i64 %1158
  store float %1154, ptr %1159, align 4
  %1160 = add nsw i32 %j4409, 1
  br label %for.cond406, !llvm.loop !88

for.cond413:                                      ; preds = %for.end419, %if.end394
  %i416 = phi i32 [ 0, %if.end394 ], [ %1185, %for.end419 ]
  %1161 = icmp slt i32 %i416, 4
  br i1 %1161, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond417

for.end415:                                       ; preds = %for.cond413
  br label %for.cond422

for.cond417:                                      ; preds = %for.body418, %for.body414
  %j420 = phi i32 [ 0, %for.body414 ], [ %1184, %for.body418 ]
  %1162 = icmp slt i32 %j420, 512
  br i1 %1162, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1163 = mul i32 %c, 512
  %1164 = add i32 %1163, %j420
  %1165 = icmp slt i32 %1164, %N
  %1166 = sext i32 %i416 to i64
  %1167 = mul nsw i64 %1166, 512
  %1168 = sext i32 %j420 to i64
  %1169 = add nsw i64 %1167, %1168
  %1170 = call i64 @llvm.umin.i64(i64 %1169, i64 2047)
  %1171 = getelementptr inbounds float, ptr %X_f, i64 %1170
  %1172 = load float, ptr %1171, align 4
  %x421 = select i1 %1165, float %1172, float 0.000000e+00
  %1173 = sext i32 %i416 to i64
  %1174 = mul nsw i64 %1173, 512
  %1175 = sext i32 %j420 to i64
  %1176 = add nsw i64 %1174, %1175
  %1177 = getelementptr inbounds float, ptr %X_f, i64 %1176
  store float %x421, ptr %1177, align 4
  %1178 = fmul float %x421, %x421
  %1179 = sext i32 %i416 to i64
  %1180 = mul nsw i64 %1179, 512
  %1181 = sext i32 %j420 to i64
  %1182 = add nsw i64 %1180, %1181
  %1183 = getelementptr inbounds float, ptr %sq, i64 %1182
  store float %1178, ptr %1183, align 4
  %1184 = add nsw i32 %j420, 1
  br label %for.cond417, !llvm.loop !89

for.end419:                                       ; preds = %for.cond417
  %1185 = add nsw i32 %i416, 1
  br label %for.cond413, !llvm.loop !90

for.cond422:                                      ; preds = %for.end437, %for.end415
  %i9 = phi i32 [ 0, %for.end415 ], [ %1227, %for.end437 ]
  %1186 = icmp slt i32 %i9, 4
  br i1 %1186, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  br label %for.cond425

for.end424:                                       ; preds = %for.cond422
  br label %for.cond439

for.cond425:                                      ; preds = %for.body426, %for.body423
  %lane6 = phi i32 [ 0, %for.body423 ], [ %1196, %for.body426 ]
  %1187 = icmp slt i32 %lane6, 32
  br i1 %1187, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1188 = sext i32 %i9 to i64
  %1189 = mul nsw i64 %1188, 512
  %1190 = sext i32 %lane6 to i64
  %1191 = add nsw i64 %1189, %1190
  %1192 = getelementptr inbounds float, ptr %X_f, i64 %1191
  %1193 = load float, ptr %1192, align 4
  %1194 = sext i32 %lane6 to i64
  %1195 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1194
  store float %1193, ptr %1195, align 4
  %1196 = add nsw i32 %lane6, 1
  br label %for.cond425, !llvm.loop !91

for.end427:                                       ; preds = %for.cond425
  br label %for.cond428

for.cond428:                                      ; preds = %for.end433, %for.end427
  %red6 = phi i32 [ 0, %for.end427 ], [ %1215, %for.end433 ]
  %1197 = icmp slt i32 %red6, 15
  br i1 %1197, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  br label %for.cond431

for.end430:                                       ; preds = %for.cond428
  br label %for.cond435

for.cond431:                                      ; preds = %for.body432, %for.body429
  %lane6434 = phi i32 [ 0, %for.body429 ], [ %1214, %for.body432 ]
  %1198 = icmp slt i32 %lane6434, 32
  br i1 %1198, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1199 = sext i32 %lane6434 to i64
  %1200 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1199
  %1201 = load float, ptr %1200, align 4
  %1202 = sext i32 %i9 to i64
  %1203 = mul nsw i64 %1202, 512
  %1204 = add i32 %red6, 1
  %1205 = mul i32 %1204, 32
  %1206 = add i32 %1205, %lane6434
  %1207 = sext i32 %1206 to i64
  %1208 = add nsw i64 %1203, %1207
  %1209 = getelementptr inbounds float, ptr %X_f, i64 %1208
  %1210 = load float, ptr %1209, align 4
  %1211 = fadd float %1201, %1210
  %1212 = sext i32 %lane6434 to i64
  %1213 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1212
  store float %1211, ptr %1213, align 4
  %1214 = add nsw i32 %lane6434, 1
  br label %for.cond431, !llvm.loop !92

for.end433:                                       ; preds = %for.cond431
  %1215 = add nsw i32 %red6, 1
  br label %for.cond428, !llvm.loop !93

for.cond435:                                      ; preds = %for.body436, %for.end430
  %lane6438 = phi i32 [ 0, %for.end430 ], [ %1226, %for.body436 ]
  %1216 = icmp slt i32 %lane6438, 32
  br i1 %1216, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1217 = sext i32 %i9 to i64
  %1218 = getelementptr inbounds float, ptr %mean, i64 %1217
  %1219 = load float, ptr %1218, align 4
  %1220 = sext i32 %lane6438 to i64
  %1221 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1220
  %1222 = load float, ptr %1221, align 4
  %1223 = fadd float %1219, %1222
  %1224 = sext i32 %i9 to i64
  %1225 = getelementptr inbounds float, ptr %mean, i64 %1224
  store float %1223, ptr %1225, align 4
  %1226 = add nsw i32 %lane6438, 1
  br label %for.cond435, !llvm.loop !94

for.end437:                                       ; preds = %for.cond435
  %1227 = add nsw i32 %i9, 1
  br label %for.cond422, !llvm.loop !95

for.cond439:                                      ; preds = %for.end454, %for.end424
  %i10 = phi i32 [ 0, %for.end424 ], [ %1270, %for.end454 ]
  %1228 = icmp slt i32 %i10, 4
  br i1 %1228, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  br label %for.cond442

for.end441:                                       ; preds = %for.cond439
  %1229 = add nsw i32 %c, 1
  br label %for.cond389, !llvm.loop !96

for.cond442:                                      ; preds = %for.body443, %for.body440
  %lane7 = phi i32 [ 0, %for.body440 ], [ %1239, %for.body443 ]
  %1230 = icmp slt i32 %lane7, 32
  br i1 %1230, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1231 = sext i32 %i10 to i64
  %1232 = mul nsw i64 %1231, 512
  %1233 = sext i32 %lane7 to i64
  %1234 = add nsw i64 %1232, %1233
  %1235 = getelementptr inbounds float, ptr %sq, i64 %1234
  %1236 = load float, ptr %1235, align 4
  %1237 = sext i32 %lane7 to i64
  %1238 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1237
  store float %1236, ptr %1238, align 4
  %1239 = add nsw i32 %lane7, 1
  br label %for.cond442, !llvm.loop !97

for.end444:                                       ; preds = %for.cond442
  br label %for.cond445

for.cond445:                                      ; preds = %for.end450, %for.end444
  %red7 = phi i32 [ 0, %for.end444 ], [ %1258, %for.end450 ]
  %1240 = icmp slt i32 %red7, 15
  br i1 %1240, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  br label %for.cond448

for.end447:                                       ; preds = %for.cond445
  br label %for.cond452

for.cond448:                                      ; preds = %for.body449, %for.body446
  %lane7451 = phi i32 [ 0, %for.body446 ], [ %1257, %for.body449 ]
  %1241 = icmp slt i32 %lane7451, 32
  br i1 %1241, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %1242 = sext i32 %lane7451 to i64
  %1243 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1242
  %1244 = load float, ptr %1243, align 4
  %1245 = sext i32 %i10 to i64
  %1246 = mul nsw i64 %1245, 512
  %1247 = add i32 %red7, 1
  %1248 = mul i32 %1247, 32
  %1249 = add i32 %1248, %lane7451
  %1250 = sext i32 %1249 to i64
  %1251 = add nsw i64 %1246, %1250
  %1252 = getelementptr inbounds float, ptr %sq, i64 %1251
  %1253 = load float, ptr %1252, align 4
  %1254 = fadd float %1244, %1253
  %1255 = sext i32 %lane7451 to i64
  %1256 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1255
  store float %1254, ptr %1256, align 4
  %1257 = add nsw i32 %lane7451, 1
  br label %for.cond448, !llvm.loop !98

for.end450:                                       ; preds = %for.cond448
  %1258 = add nsw i32 %red7, 1
  br label %for.cond445, !llvm.loop !99

for.cond452:                                      ; preds = %for.body453, %for.end447
  %lane7455 = phi i32 [ 0, %for.end447 ], [ %1269, %for.body453 ]
  %1259 = icmp slt i32 %lane7455, 32
  br i1 %1259, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1260 = sext i32 %i10 to i64
  %1261 = getelementptr inbounds float, ptr %rstd, i64 %1260
  %1262 = load float, ptr %1261, align 4
  %1263 = sext i32 %lane7455 to i64
  %1264 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1263
  %1265 = load float, ptr %1264, align 4
  %1266 = fadd float %1262, %1265
  %1267 = sext i32 %i10 to i64
  %1268 = getelementptr inbounds float, ptr %rstd, i64 %1267
  store float %1266, ptr %1268, align 4
  %1269 = add nsw i32 %lane7455, 1
  br label %for.cond452, !llvm.loop !100

for.end454:                                       ; preds = %for.cond452
  %1270 = add nsw i32 %i10, 1
  br label %for.cond439, !llvm.loop !101

for.cond456:                                      ; preds = %for.body457, %for.end391
  %i459 = phi i32 [ 0, %for.end391 ], [ %1300, %for.body457 ]
  %1271 = icmp slt i32 %i459, 4
  br i1 %1271, label %for.body457, label %for.end458

for.body457:                                      ; preds = %for.cond456
  %1272 = sext i32 %i459 to i64
  %1273 = getelementptr inbounds float, ptr %mean, i64 %1272
  %1274 = load float, ptr %1273, align 4
  %1275 = sitofp i32 %N to float
  %1276 = fdiv float %1274, %1275
  %1277 = sext i32 %i459 to i64
  %1278 = getelementptr inbounds float, ptr %mean, i64 %1277
  store float %1276, ptr %1278, align 4
  %1279 = sext i32 %i459 to i64
  %1280 = getelementptr inbounds float, ptr %rstd, i64 %1279
  %1281 = load float, ptr %1280, align 4
  %1282 = sitofp i32 %N to float
  %1283 = fdiv float %1281, %1282
  %1284 = sext i32 %i459 to i64
  %1285 = getelementptr inbounds float, ptr %mean, i64 %1284
  %1286 = load float, ptr %1285, align 4
  %1287 = sext i32 %i459 to i64
  %1288 = getelementptr inbounds float, ptr %mean, i64 %1287
  %1289 = load float, ptr %1288, align 4
  %1290 = fmul float %1286, %1289
  %1291 = fsub float %1283, %1290
  %1292 = call float @llvm.maxnum.f32(float %1291, float 0.000000e+00)
  %1293 = fadd float %1292, 0x3EE4F8B580000000
  %1294 = fpext float %1293 to double
  %1295 = call double @llvm.sqrt.f64(double %1294)
  %1296 = fdiv double 1.000000e+00, %1295
  %1297 = fptrunc double %1296 to float
  %1298 = sext i32 %i459 to i64
  %1299 = getelementptr inbounds float, ptr %rstd, i64 %1298
  store float %1297, ptr %1299, align 4
  %1300 = add nsw i32 %i459, 1
  br label %for.cond456, !llvm.loop !102

for.end458:                                       ; preds = %for.cond456
  %1301 = sext i32 %N to i64
  %1302 = sdiv i64 %1301, 512
  %1303 = sub i64 0, %1301
  %1304 = select i1 false, i64 %1303, i64 %1302
  %1305 = srem i64 %1301, 512
  %1306 = icmp ne i64 %1305, 0
  %1307 = icmp slt i64 %1301, 0
  %1308 = icmp eq i1 %1307, false
  %1309 = and i1 %1306, %1308
  %1310 = zext i1 %1309 to i64
  %1311 = add i64 %1304, %1310
  %1312 = trunc i64 %1311 to i32
  br label %for.cond460

for.cond460:                                      ; preds = %if.end522, %for.end458
  %c463 = phi i32 [ 0, %for.end458 ], [ %1536, %if.end522 ]
  %1313 = icmp slt i32 %c463, %1312
  br i1 %1313, label %for.body461, label %for.end462

for.body461:                                      ; preds = %for.cond460
  %1314 = sext i32 %N to i64
  %1315 = sdiv i64 %1314, 512
  %1316 = sub i64 0, %1314
  %1317 = select i1 false, i64 %1316, i64 %1315
  %1318 = srem i64 %1314, 512
  %1319 = icmp ne i64 %1318, 0
  %1320 = icmp slt i64 %1314, 0
  %1321 = icmp eq i1 %1320, false
  %1322 = and i1 %1319, %1321
  %1323 = zext i1 %1322 to i64
  %1324 = add i64 %1317, %1323
  %1325 = trunc i64 %1324 to i32
  %1326 = sub i32 %1325, 1
  %t = sub i32 %1326, %c463
  %1327 = mul i32 %bx, 4
  %1328 = icmp sle i32 0, %1327
  %1329 = mul i32 %bx, 4
  %1330 = sext i32 %1329 to i64
  %1331 = add i64 %1330, 4
  %1332 = sext i32 %M to i64
  %1333 = icmp sle i64 %1331, %1332
  %1334 = and i1 %1328, %1333
  %1335 = mul i32 %t, 512
  %1336 = icmp sle i32 0, %1335
  %1337 = mul i32 %t, 512
  %1338 = sext i32 %1337 to i64
  %1339 = add i64 %1338, 512
  %1340 = sext i32 %N to i64
  %1341 = icmp sle i64 %1339, %1340
  %1342 = and i1 %1336, %1341
  %1343 = and i1 %1334, %1342
  br i1 %1343, label %if.then464, label %if.else465

for.end462:                                       ; preds = %for.cond460
  br label %if.end249

if.then464:                                       ; preds = %for.body461
  br label %for.cond467

if.else465:                                       ; preds = %for.body461
  br label %for.cond473

if.end466:                                        ; preds = %for.end475, %for.end469
  %1344 = mul i32 %t, 512
  %1345 = icmp sle i32 0, %1344
  %1346 = mul i32 %t, 512
  %1347 = sext i32 %1346 to i64
  %1348 = add i64 %1347, 512
  %1349 = sext i32 %N to i64
  %1350 = icmp sle i64 %1348, %1349
  %1351 = and i1 %1345, %1350
  br i1 %1351, label %if.then484, label %if.else485

for.cond467:                                      ; preds = %for.end472, %if.then464
  %i15 = phi i32 [ 0, %if.then464 ], [ %1371, %for.end472 ]
  %1352 = icmp slt i32 %i15, 4
  br i1 %1352, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  br label %for.cond470

for.end469:                                       ; preds = %for.cond467
  br label %if.end466

for.cond470:                                      ; preds = %for.body471, %for.body468
  %j5 = phi i32 [ 0, %for.body468 ], [ %1370, %for.body471 ]
  %1353 = icmp slt i32 %j5, 512
  br i1 %1353, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %1354 = mul i32 %bx, 4
  %1355 = add i32 %1354, %i15
  %1356 = sext i32 %1355 to i64
  %1357 = sext i32 %N to i64
  %1358 = mul nsw i64 %1356, %1357
  %1359 = mul i32 %t, 512
  %1360 = add i32 %1359, %j5
  %1361 = sext i32 %1360 to i64
  %1362 = add nsw i64 %1358, %1361
  %1363 = getelementptr inbounds float, ptr %X, i64 %1362
  %1364 = load float, ptr %1363, align 4
  %1365 = sext i32 %i15 to i64
  %1366 = mul nsw i64 %1365, 512
  %1367 = sext i32 %j5 to i64
  %1368 = add nsw i64 %1366, %1367
  %1369 = getelementptr inbounds float, ptr %X_f, i64 %1368
  store float %1364, ptr %1369, align 4
  %1370 = add nsw i32 %j5, 1
  br label %for.cond470, !llvm.loop !103

for.end472:                                       ; preds = %for.cond470
  %1371 = add nsw i32 %i15, 1
  br label %for.cond467, !llvm.loop !104

for.cond473:                                      ; preds = %for.end479, %if.else465
  %i15476 = phi i32 [ 0, %if.else465 ], [ %1399, %for.end479 ]
  %1372 = icmp slt i32 %i15476, 4
  br i1 %1372, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  br label %for.cond477

for.end475:                                       ; preds = %for.cond473
  br label %if.end466

for.cond477:                                      ; preds = %sel.end483, %for.body474
  %j5480 = phi i32 [ 0, %for.body474 ], [ %1417, %sel.end483 ]
  %1373 = icmp slt i32 %j5480, 512
  br i1 %1373, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %1374 = mul i32 %bx, 4
  %1375 = sext i32 %1374 to i64
  %1376 = sext i32 %i15476 to i64
  %1377 = add i64 %1375, %1376
  %1378 = icmp sle i64 0, %1377
  %1379 = mul i32 %bx, 4
  %1380 = sext i32 %1379 to i64
  %1381 = sext i32 %i15476 to i64
  %1382 = add i64 %1380, %1381
  %1383 = sext i32 %M to i64
  %1384 = icmp slt i64 %1382, %1383
  %1385 = and i1 %1378, %1384
  %1386 = mul i32 %t, 512
  %1387 = sext i32 %1386 to i64
  %1388 = sext i32 %j5480 to i64
  %1389 = add i64 %1387, %1388
  %1390 = icmp sle i64 0, %1389
  %1391 = mul i32 %t, 512
  %1392 = sext i32 %1391 to i64
  %1393 = sext i32 %j5480 to i64
  %1394 = add i64 %1392, %1393
  %1395 = sext i32 %N to i64
  %1396 = icmp slt i64 %1394, %1395
  %1397 = and i1 %1390, %1396
  %1398 = and i1 %1385, %1397
  br i1 %1398, label %sel.then481, label %sel.else482

for.end479:                                       ; preds = %for.cond477
  %1399 = add nsw i32 %i15476, 1
  br label %for.cond473, !llvm.loop !105

sel.then481:                                      ; preds = %for.body478
  %1400 = mul i32 %bx, 4
  %1401 = add i32 %1400, %i15476
  %1402 = sext i32 %1401 to i64
  %1403 = sext i32 %N to i64
  %1404 = mul nsw i64 %1402, %1403
  %1405 = mul i32 %t, 512
  %1406 = add i32 %1405, %j5480
  %1407 = sext i32 %1406 to i64
  %1408 = add nsw i64 %1404, %1407
  %1409 = getelementptr inbounds float, ptr %X, i64 %1408
  %1410 = load float, ptr %1409, align 4
  br label %sel.end483

sel.else482:                                      ; preds = %for.body478
  br label %sel.end483

sel.end483:                                       ; preds = %sel.else482, %sel.then481
  %1411 = phi float [ %1410, %sel.then481 ], [ 0.000000e+00, %sel.else482 ]
  %1412 = sext i32 %i15476 to i64
  %1413 = mul nsw i64 %1412, 512
  %1414 = sext i32 %j5480 to i64
  %1415 = add nsw i64 %1413, %1414
  %1416 = getelementptr inbounds float, ptr %X_f, i64 %1415
  store float %1411, ptr %1416, align 4
  %1417 = add nsw i32 %j5480, 1
  br label %for.cond477, !llvm.loop !106

if.then484:                                       ; preds = %if.end466
  br label %for.cond487

if.else485:                                       ; preds = %if.end466
  br label %for.cond491

if.end486:                                        ; preds = %for.end493, %for.end489
  %1418 = mul i32 %t, 512
  %1419 = icmp sle i32 0, %1418
  %1420 = mul i32 %t, 512
  %1421 = sext i32 %1420 to i64
  %1422 = add i64 %1421, 512
  %1423 = sext i32 %N to i64
  %1424 = icmp sle i64 %1422, %1423
  %1425 = and i1 %1419, %1424
  br i1 %1425, label %if.then498, label %if.else499

for.cond487:                                      ; preds = %for.body488, %if.then484
  %i15490 = phi i32 [ 0, %if.then484 ], [ %1434, %for.body488 ]
  %1426 = icmp slt i32 %i15490, 512
  br i1 %1426, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %1427 = mul i32 %t, 512
  %1428 = add i32 %1427, %i15490
  %1429 = sext i32 %1428 to i64
  %1430 = getelementptr inbounds float, ptr %W, i64 %1429
  %1431 = load float, ptr %1430, align 4
  %1432 = sext i32 %i15490 to i64
  %1433 = getelementptr inbounds float, ptr %W_f, i64 %1432
  store float %1431, ptr %1433, align 4
  %1434 = add nsw i32 %i15490, 1
  br label %for.cond487, !llvm.loop !107

for.end489:                                       ; preds = %for.cond487
  br label %if.end486

for.cond491:                                      ; preds = %sel.end497, %if.else485
  %i15494 = phi i32 [ 0, %if.else485 ], [ %1456, %sel.end497 ]
  %1435 = icmp slt i32 %i15494, 512
  br i1 %1435, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %1436 = mul i32 %t, 512
  %1437 = sext i32 %1436 to i64
  %1438 = sext i32 %i15494 to i64
  %1439 = add i64 %1437, %1438
  %1440 = icmp sle i64 0, %1439
  %1441 = mul i32 %t, 512
  %1442 = sext i32 %1441 to i64
  %1443 = sext i32 %i15494 to i64
  %1444 = add i64 %1442, %1443
  %1445 = sext i32 %N to i64
  %1446 = icmp slt i64 %1444, %1445
  %1447 = and i1 %1440, %1446
  br i1 %1447, label %sel.then495, label %sel.else496

for.end493:                                       ; preds = %for.cond491
  br label %if.end486

sel.then495:                                      ; preds = %for.body492
  %1448 = mul i32 %t, 512
  %1449 = add i32 %1448, %i15494
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr inbounds float, ptr %W, i64 %1450
  %1452 = load float, ptr %1451, align 4
  br label %sel.end497

sel.else496:                                      ; preds = %for.body492
  br label %sel.end497

sel.end497:                                       ; preds = %sel.else496, %sel.then495
  %1453 = phi float [ %1452, %sel.then495 ], [ 0.000000e+00, %sel.else496 ]
  %1454 = sext i32 %i15494 to i64
  %1455 = getelementptr inbounds float, ptr %W_f, i64 %1454
  store float %1453, ptr %1455, align 4
  %1456 = add nsw i32 %i15494, 1
  br label %for.cond491, !llvm.loop !108

if.then498:                                       ; preds = %if.end486
  br label %for.cond501

if.else499:                                       ; preds = %if.end486
  br label %for.cond505

if.end500:                                        ; preds = %for.end507, %for.end503
  br label %for.cond512

for.cond501:                                      ; preds = %for.body502, %if.then498
  %i15504 = phi i32 [ 0, %if.then498 ], [ %1465, %for.body502 ]
  %1457 = icmp slt i32 %i15504, 512
  br i1 %1457, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %1458 = mul i32 %t, 512
  %1459 = add i32 %1458, %i15504
  %1460 = sext i32 %1459 to i64
  %1461 = getelementptr inbounds float, ptr %B, i64 %1460
  %1462 = load float, ptr %1461, align 4
  %1463 = sext i32 %i15504 to i64
  %1464 = getelementptr inbounds float, ptr %B_f, i64 %1463
  store float %1462, ptr %1464, align 4
  %1465 = add nsw i32 %i15504, 1
  br label %for.cond501, !llvm.loop !109

for.end503:                                       ; preds = %for.cond501
  br label %if.end500

for.cond505:                                      ; preds = %sel.end511, %if.else499
  %i15508 = phi i32 [ 0, %if.else499 ], [ %1487, %sel.end511 ]
  %1466 = icmp slt i32 %i15508, 512
  br i1 %1466, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %1467 = mul i32 %t, 512
  %1468 = sext i32 %1467 to i64
  %1469 = sext i32 %i15508 to i64
  %1470 = add i64 %1468, %1469
  %1471 = icmp sle i64 0, %1470
  %1472 = mul i32 %t, 512
  %1473 = sext i32 %1472 to i64
  %1474 = sext i32 %i15508 to i64
  %1475 = add i64 %1473, %1474
  %1476 = sext i32 %N to i64
  %1477 = icmp slt i64 %1475, %1476
  %1478 = and i1 %1471, %1477
  br i1 %1478, label %sel.then509, label %sel.else510

for.end507:                                       ; preds = %for.cond505
  br label %if.end500

sel.then509:                                      ; preds = %for.body506
  %1479 = mul i32 %t, 512
  %1480 = add i32 %1479, %i15508
  %1481 = sext i32 %1480 to i64
  %1482 = getelementptr inbounds float, ptr %B, i64 %1481
  %1483 = load float, ptr %1482, align 4
  br label %sel.end511

sel.else510:                                      ; preds = %for.body506
  br label %sel.end511

sel.end511:                                       ; preds = %sel.else510, %sel.then509
  %1484 = phi float [ %1483, %sel.then509 ], [ 0.000000e+00, %sel.else510 ]
  %1485 = sext i32 %i15508 to i64
  %1486 = getelementptr inbounds float, ptr %B_f, i64 %1485
  store float %1484, ptr %1486, align 4
  %1487 = add nsw i32 %i15508, 1
  br label %for.cond505, !llvm.loop !110

for.cond512:                                      ; preds = %for.end518, %if.end500
  %i515 = phi i32 [ 0, %if.end500 ], [ %1535, %for.end518 ]
  %1488 = icmp slt i32 %i515, 4
  br i1 %1488, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  br label %for.cond516

for.end514:                                       ; preds = %for.cond512
  %1489 = mul i32 %bx, 4
  %1490 = icmp sle i32 0, %1489
  %1491 = mul i32 %bx, 4
  %1492 = sext i32 %1491 to i64
  %1493 = add i64 %1492, 4
  %1494 = sext i32 %M to i64
  %1495 = icmp sle i64 %1493, %1494
  %1496 = and i1 %1490, %1495
  %1497 = mul i32 %t, 512
  %1498 = icmp sle i32 0, %1497
  %1499 = mul i32 %t, 512
  %1500 = sext i32 %1499 to i64
  %1501 = add i64 %1500, 512
  %1502 = sext i32 %N to i64
  %1503 = icmp sle i64 %1501, %1502
  %1504 = and i1 %1498, %1503
  %1505 = and i1 %1496, %1504
  br i1 %1505, label %if.then520, label %if.else521

for.cond516:                                      ; preds = %for.body517, %for.body513
  %j519 = phi i32 [ 0, %for.body513 ], [ %1534, %for.body517 ]
  %1506 = icmp slt i32 %j519, 512
  br i1 %1506, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %1507 = sext i32 %i515 to i64
  %1508 = mul nsw i64 %1507, 512
  %1509 = sext i32 %j519 to i64
  %1510 = add nsw i64 %1508, %1509
  %1511 = getelementptr inbounds float, ptr %X_f, i64 %1510
  %1512 = load float, ptr %1511, align 4
  %1513 = sext i32 %i515 to i64
  %1514 = getelementptr inbounds float, ptr %mean, i64 %1513
  %1515 = load float, ptr %1514, align 4
  %1516 = fsub float %1512, %1515
  %1517 = sext i32 %i515 to i64
  %1518 = getelementptr inbounds float, ptr %rstd, i64 %1517
  %1519 = load float, ptr %1518, align 4
  %1520 = fmul float %1516, %1519
  %1521 = sext i32 %j519 to i64
  %1522 = getelementptr inbounds float, ptr %W_f, i64 %1521
  %1523 = load float, ptr %1522, align 4
  %1524 = fmul float %1520, %1523
  %1525 = sext i32 %j519 to i64
  %1526 = getelementptr inbounds float, ptr %B_f, i64 %1525
  %1527 = load float, ptr %1526, align 4
  %1528 = fadd float %1524, %1527
  %1529 = sext i32 %i515 to i64
  %1530 = mul nsw i64 %1529, 512
  %1531 = sext i32 %j519 to i64
  %1532 = add nsw i64 %1530, %1531
  %1533 = getelementptr inbounds float, ptr %X_f, i64 %1532
  store float %1528, ptr %1533, align 4
  %1534 = add nsw i32 %j519, 1
  br label %for.cond516, !llvm.loop !111

for.end518:                                       ; preds = %for.cond516
  %1535 = add nsw i32 %i515, 1
  br label %for.cond512, !llvm.loop !112

if.then520:                                       ; preds = %for.end514
  br label %for.cond523

if.else521:                                       ; preds = %for.end514
  br label %for.cond534

if.end522:                                        ; preds = %for.end536, %for.end525
  %1536 = add nsw i32 %c463, 1
  br label %for.cond460, !llvm.loop !113

for.cond523:                                      ; preds = %if.end529, %if.then520
  %i15526 = phi i32 [ 0, %if.then520 ], [ %1556, %if.end529 ]
  %1537 = icmp slt i32 %i15526, 4
  br i1 %1537, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %1538 = sext i32 %M to i64
  %1539 = sext i32 %N to i64
  %1540 = mul i64 %1538, %1539
  %1541 = icmp sge i64 %1540, 8388608
  br i1 %1541, label %if.then527, label %if.else528

for.end525:                                       ; preds = %for.cond523
  br label %if.end522

if.then527:                                       ; preds = %for.body524
  %1542 = mul i32 %bx, 4
  %1543 = add i32 %1542, %i15526
  %1544 = sext i32 %1543 to i64
  %1545 = sext i32 %N to i64
  %1546 = mul nsw i64 %1544, %1545
  %1547 = mul i32 %t, 512
  %1548 = add i32 %1547, 0
  %1549 = sext i32 %1548 to i64
  %1550 = add nsw i64 %1546, %1549
  %1551 = getelementptr inbounds float, ptr %Y, i64 %1550
  %1552 = sext i32 %i15526 to i64
  %1553 = mul nsw i64 %1552, 512
  %1554 = add nsw i64 %1553, 0
  %1555 = getelementptr inbounds float, ptr %X_f, i64 %1554
  call void @tilec_rt_stream(ptr %1551, ptr %1555, i64 2048)
  br label %if.end529

if.else528:                                       ; preds = %for.body524
  br label %for.cond530

if.end529:                                        ; preds = %for.end532, %if.then527
  %1556 = add nsw i32 %i15526, 1
  br label %for.cond523, !llvm.loop !114

for.cond530:                                      ; preds = %for.body531, %if.else528
  %j5533 = phi i32 [ 0, %if.else528 ], [ %1574, %for.body531 ]
  %1557 = icmp slt i32 %j5533, 512
  br i1 %1557, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %1558 = sext i32 %i15526 to i64
  %1559 = mul nsw i64 %1558, 512
  %1560 = sext i32 %j5533 to i64
  %1561 = add nsw i64 %1559, %1560
  %1562 = getelementptr inbounds float, ptr %X_f, i64 %1561
  %1563 = load float, ptr %1562, align 4
  %1564 = mul i32 %bx, 4
  %1565 = add i32 %1564, %i15526
  %1566 = sext i32 %1565 to i64
  %1567 = sext i32 %N to i64
  %1568 = mul nsw i64 %1566, %1567
  %1569 = mul i32 %t, 512
  %1570 = add i32 %1569, %j5533
  %1571 = sext i32 %1570 to i64
  %1572 = add nsw i64 %1568, %1571
  %1573 = getelementptr inbounds float, ptr %Y, i64 %1572
  store float %1563, ptr %1573, align 4
  %1574 = add nsw i32 %j5533, 1
  br label %for.cond530, !llvm.loop !115

for.end532:                                       ; preds = %for.cond530
  br label %if.end529

for.cond534:                                      ; preds = %for.end540, %if.else521
  %i15537 = phi i32 [ 0, %if.else521 ], [ %1602, %for.end540 ]
  %1575 = icmp slt i32 %i15537, 4
  br i1 %1575, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  br label %for.cond538

for.end536:                                       ; preds = %for.cond534
  br label %if.end522

for.cond538:                                      ; preds = %if.end544, %for.body535
  %j5541 = phi i32 [ 0, %for.body535 ], [ %1619, %if.end544 ]
  %1576 = icmp slt i32 %j5541, 512
  br i1 %1576, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %1577 = mul i32 %bx, 4
  %1578 = sext i32 %1577 to i64
  %1579 = sext i32 %i15537 to i64
  %1580 = add i64 %1578, %1579
  %1581 = icmp sle i64 0, %1580
  %1582 = mul i32 %bx, 4
  %1583 = sext i32 %1582 to i64
  %1584 = sext i32 %i15537 to i64
  %1585 = add i64 %1583, %1584
  %1586 = sext i32 %M to i64
  %1587 = icmp slt i64 %1585, %1586
  %1588 = and i1 %1581, %1587
  %1589 = mul i32 %t, 512
  %1590 = sext i32 %1589 to i64
  %1591 = sext i32 %j5541 to i64
  %1592 = add i64 %1590, %1591
  %1593 = icmp sle i64 0, %1592
  %1594 = mul i32 %t, 512
  %1595 = sext i32 %1594 to i64
  %1596 = sext i32 %j5541 to i64
  %1597 = add i64 %1595, %1596
  %1598 = sext i32 %N to i64
  %1599 = icmp slt i64 %1597, %1598
  %1600 = and i1 %1593, %1599
  %1601 = and i1 %1588, %1600
  br i1 %1601, label %if.then542, label %if.else543

for.end540:                                       ; preds = %for.cond538
  %1602 = add nsw i32 %i15537, 1
  br label %for.cond534, !llvm.loop !116

if.then542:                                       ; preds = %for.body539
  %1603 = sext i32 %i15537 to i64
  %1604 = mul nsw i64 %1603, 512
  %1605 = sext i32 %j5541 to i64
  %1606 = add nsw i64 %1604, %1605
  %1607 = getelementptr inbounds float, ptr %X_f, i64 %1606
  %1608 = load float, ptr %1607, align 4
  %1609 = mul i32 %bx, 4
  %1610 = add i32 %1609, %i15537
  %1611 = sext i32 %1610 to i64
  %1612 = sext i32 %N to i64
  %1613 = mul nsw i64 %1611, %1612
  %1614 = mul i32 %t, 512
  %1615 = add i32 %1614, %j5541
  %1616 = sext i32 %1615 to i64
  %1617 = add nsw i64 %1613, %1616
  %1618 = getelementptr inbounds float, ptr %Y, i64 %1617
  store float %1608, ptr %1618, align 4
  br label %if.end544

if.else543:                                       ; preds = %for.body539
  br label %if.end544

if.end544:                                        ; preds = %if.else543, %if.then542
  %1619 = add nsw i32 %j5541, 1
  br label %for.cond538, !llvm.loop !117
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

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
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
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
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
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
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
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
