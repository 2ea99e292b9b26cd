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
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_22, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_23, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_s, i8 0, i64 64, i1 false)
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
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  %12 = icmp sle i32 %N, 512
  br i1 %12, label %if.then117, label %if.else118

if.end:                                           ; preds = %if.end119, %if.end97
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
  %i11 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i11, 16
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
  %18 = add i32 %17, %i11
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i11 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_s, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i11, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i1110 = phi i32 [ 0, %if.else2 ], [ %51, %for.end13 ]
  %33 = icmp slt i32 %i1110, 16
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
  %37 = sext i32 %i1110 to i64
  %38 = add i64 %36, %37
  %39 = icmp sle i64 0, %38
  %40 = mul i32 %bx, 16
  %41 = sext i32 %40 to i64
  %42 = sext i32 %i1110 to i64
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
  %51 = add nsw i32 %i1110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %52 = mul i32 %bx, 16
  %53 = add i32 %52, %i1110
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
  %62 = sext i32 %i1110 to i64
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
  %i1121 = phi i32 [ 0, %if.then15 ], [ %76, %for.body19 ]
  %70 = icmp slt i32 %i1121, 256
  br i1 %70, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %71 = sext i32 %i1121 to i64
  %72 = getelementptr inbounds float, ptr %W, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = sext i32 %i1121 to i64
  %75 = getelementptr inbounds float, ptr %W_s, i64 %74
  store float %73, ptr %75, align 4
  %76 = add nsw i32 %i1121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i1125 = phi i32 [ 0, %if.else16 ], [ %87, %sel.end28 ]
  %77 = icmp slt i32 %i1125, 256
  br i1 %77, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %78 = sext i32 %i1125 to i64
  %79 = sext i32 %N to i64
  %80 = icmp slt i64 %78, %79
  br i1 %80, label %sel.then26, label %sel.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end17

sel.then26:                                       ; preds = %for.body23
  %81 = sext i32 %i1125 to i64
  %82 = getelementptr inbounds float, ptr %W, i64 %81
  %83 = load float, ptr %82, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.body23
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %84 = phi float [ %83, %sel.then26 ], [ 0.000000e+00, %sel.else27 ]
  %85 = sext i32 %i1125 to i64
  %86 = getelementptr inbounds float, ptr %W_s, i64 %85
  store float %84, ptr %86, align 4
  %87 = add nsw i32 %i1125, 1
  br label %for.cond22, !llvm.loop !7

if.then29:                                        ; preds = %if.end17
  br label %for.cond32

if.else30:                                        ; preds = %if.end17
  br label %for.cond36

if.end31:                                         ; preds = %for.end38, %for.end34
  br label %for.cond43

for.cond32:                                       ; preds = %for.body33, %if.then29
  %i1135 = phi i32 [ 0, %if.then29 ], [ %94, %for.body33 ]
  %88 = icmp slt i32 %i1135, 256
  br i1 %88, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %89 = sext i32 %i1135 to i64
  %90 = getelementptr inbounds float, ptr %B, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = sext i32 %i1135 to i64
  %93 = getelementptr inbounds float, ptr %B_s, i64 %92
  store float %91, ptr %93, align 4
  %94 = add nsw i32 %i1135, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond36:                                       ; preds = %sel.end42, %if.else30
  %i1139 = phi i32 [ 0, %if.else30 ], [ %105, %sel.end42 ]
  %95 = icmp slt i32 %i1139, 256
  br i1 %95, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %96 = sext i32 %i1139 to i64
  %97 = sext i32 %N to i64
  %98 = icmp slt i64 %96, %97
  br i1 %98, label %sel.then40, label %sel.else41

for.end38:                                        ; preds = %for.cond36
  br label %if.end31

sel.then40:                                       ; preds = %for.body37
  %99 = sext i32 %i1139 to i64
  %100 = getelementptr inbounds float, ptr %B, i64 %99
  %101 = load float, ptr %100, align 4
  br label %sel.end42

sel.else41:                                       ; preds = %for.body37
  br label %sel.end42

sel.end42:                                        ; preds = %sel.else41, %sel.then40
  %102 = phi float [ %101, %sel.then40 ], [ 0.000000e+00, %sel.else41 ]
  %103 = sext i32 %i1139 to i64
  %104 = getelementptr inbounds float, ptr %B_s, i64 %103
  store float %102, ptr %104, align 4
  %105 = add nsw i32 %i1139, 1
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

for.cond49:                                       ; preds = %for.end64, %for.end45
  %i1 = phi i32 [ 0, %for.end45 ], [ %172, %for.end64 ]
  %129 = icmp slt i32 %i1, 16
  br i1 %129, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  br label %for.cond66

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane = phi i32 [ 0, %for.body50 ], [ %139, %for.body53 ]
  %130 = icmp slt i32 %lane, 32
  br i1 %130, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %131 = sext i32 %i1 to i64
  %132 = mul nsw i64 %131, 256
  %133 = sext i32 %lane to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds float, ptr %X_s, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = sext i32 %lane to i64
  %138 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %137
  store float %136, ptr %138, align 4
  %139 = add nsw i32 %lane, 1
  br label %for.cond52, !llvm.loop !12

for.end54:                                        ; preds = %for.cond52
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red = phi i32 [ 0, %for.end54 ], [ %160, %for.end60 ]
  %140 = icmp slt i32 %red, 7
  br i1 %140, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  %141 = sext i32 %i1 to i64
  %142 = getelementptr inbounds float, ptr %mean_s, i64 %141
  store float 0.000000e+00, ptr %142, align 4
  br label %for.cond62

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane61 = phi i32 [ 0, %for.body56 ], [ %159, %for.body59 ]
  %143 = icmp slt i32 %lane61, 32
  br i1 %143, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %144 = sext i32 %lane61 to i64
  %145 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = sext i32 %i1 to i64
  %148 = mul nsw i64 %147, 256
  %149 = add i32 %red, 1
  %150 = mul i32 %149, 32
  %151 = add i32 %150, %lane61
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %148, %152
  %154 = getelementptr inbounds float, ptr %X_s, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = fadd float %146, %155
  %157 = sext i32 %lane61 to i64
  %158 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %157
  store float %156, ptr %158, align 4
  %159 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !13

for.end60:                                        ; preds = %for.cond58
  %160 = add nsw i32 %red, 1
  br label %for.cond55, !llvm.loop !14

for.cond62:                                       ; preds = %for.body63, %for.end57
  %lane65 = phi i32 [ 0, %for.end57 ], [ %171, %for.body63 ]
  %161 = icmp slt i32 %lane65, 32
  br i1 %161, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %162 = sext i32 %i1 to i64
  %163 = getelementptr inbounds float, ptr %mean_s, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = sext i32 %lane65 to i64
  %166 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fadd float %164, %167
  %169 = sext i32 %i1 to i64
  %170 = getelementptr inbounds float, ptr %mean_s, i64 %169
  store float %168, ptr %170, align 4
  %171 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  %172 = add nsw i32 %i1, 1
  br label %for.cond49, !llvm.loop !16

for.cond66:                                       ; preds = %for.end81, %for.end51
  %i2 = phi i32 [ 0, %for.end51 ], [ %216, %for.end81 ]
  %173 = icmp slt i32 %i2, 16
  br i1 %173, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond69

for.end68:                                        ; preds = %for.cond66
  br label %for.cond83

for.cond69:                                       ; preds = %for.body70, %for.body67
  %lane1 = phi i32 [ 0, %for.body67 ], [ %183, %for.body70 ]
  %174 = icmp slt i32 %lane1, 32
  br i1 %174, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %175 = sext i32 %i2 to i64
  %176 = mul nsw i64 %175, 256
  %177 = sext i32 %lane1 to i64
  %178 = add nsw i64 %176, %177
  %179 = getelementptr inbounds float, ptr %sq_s, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %lane1 to i64
  %182 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %181
  store float %180, ptr %182, align 4
  %183 = add nsw i32 %lane1, 1
  br label %for.cond69, !llvm.loop !17

for.end71:                                        ; preds = %for.cond69
  br label %for.cond72

for.cond72:                                       ; preds = %for.end77, %for.end71
  %red1 = phi i32 [ 0, %for.end71 ], [ %204, %for.end77 ]
  %184 = icmp slt i32 %red1, 7
  br i1 %184, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  br label %for.cond75

for.end74:                                        ; preds = %for.cond72
  %185 = sext i32 %i2 to i64
  %186 = getelementptr inbounds float, ptr %rstd_s, i64 %185
  store float 0.000000e+00, ptr %186, align 4
  br label %for.cond79

for.cond75:                                       ; preds = %for.body76, %for.body73
  %lane178 = phi i32 [ 0, %for.body73 ], [ %203, %for.body76 ]
  %187 = icmp slt i32 %lane178, 32
  br i1 %187, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %188 = sext i32 %lane178 to i64
  %189 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %188
  %190 = load float, ptr %189, align 4
  %191 = sext i32 %i2 to i64
  %192 = mul nsw i64 %191, 256
  %193 = add i32 %red1, 1
  %194 = mul i32 %193, 32
  %195 = add i32 %194, %lane178
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %192, %196
  %198 = getelementptr inbounds float, ptr %sq_s, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = fadd float %190, %199
  %201 = sext i32 %lane178 to i64
  %202 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %201
  store float %200, ptr %202, align 4
  %203 = add nsw i32 %lane178, 1
  br label %for.cond75, !llvm.loop !18

for.end77:                                        ; preds = %for.cond75
  %204 = add nsw i32 %red1, 1
  br label %for.cond72, !llvm.loop !19

for.cond79:                                       ; preds = %for.body80, %for.end74
  %lane182 = phi i32 [ 0, %for.end74 ], [ %215, %for.body80 ]
  %205 = icmp slt i32 %lane182, 32
  br i1 %205, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %206 = sext i32 %i2 to i64
  %207 = getelementptr inbounds float, ptr %rstd_s, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = sext i32 %lane182 to i64
  %210 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = fadd float %208, %211
  %213 = sext i32 %i2 to i64
  %214 = getelementptr inbounds float, ptr %rstd_s, i64 %213
  store float %212, ptr %214, align 4
  %215 = add nsw i32 %lane182, 1
  br label %for.cond79, !llvm.loop !20

for.end81:                                        ; preds = %for.cond79
  %216 = add nsw i32 %i2, 1
  br label %for.cond66, !llvm.loop !21

for.cond83:                                       ; preds = %for.body84, %for.end68
  %i86 = phi i32 [ 0, %for.end68 ], [ %246, %for.body84 ]
  %217 = icmp slt i32 %i86, 16
  br i1 %217, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %218 = sext i32 %i86 to i64
  %219 = getelementptr inbounds float, ptr %mean_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = sitofp i32 %N to float
  %222 = fdiv float %220, %221
  %223 = sext i32 %i86 to i64
  %224 = getelementptr inbounds float, ptr %mean_s, i64 %223
  store float %222, ptr %224, align 4
  %225 = sext i32 %i86 to i64
  %226 = getelementptr inbounds float, ptr %rstd_s, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = sitofp i32 %N to float
  %229 = fdiv float %227, %228
  %230 = sext i32 %i86 to i64
  %231 = getelementptr inbounds float, ptr %mean_s, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = sext i32 %i86 to i64
  %234 = getelementptr inbounds float, ptr %mean_s, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = fmul float %232, %235
  %237 = fsub float %229, %236
  %238 = call float @llvm.maxnum.f32(float %237, float 0.000000e+00)
  %239 = fadd float %238, 0x3EE4F8B580000000
  %240 = fpext float %239 to double
  %241 = call double @llvm.sqrt.f64(double %240)
  %242 = fdiv double 1.000000e+00, %241
  %243 = fptrunc double %242 to float
  %244 = sext i32 %i86 to i64
  %245 = getelementptr inbounds float, ptr %rstd_s, i64 %244
  store float %243, ptr %245, align 4
  %246 = add nsw i32 %i86, 1
  br label %for.cond83, !llvm.loop !22

for.end85:                                        ; preds = %for.cond83
  br label %for.cond87

for.cond87:                                       ; preds = %for.end93, %for.end85
  %i90 = phi i32 [ 0, %for.end85 ], [ %288, %for.end93 ]
  %247 = icmp slt i32 %i90, 16
  br i1 %247, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  br label %for.cond91

for.end89:                                        ; preds = %for.cond87
  %248 = mul i32 %bx, 16
  %249 = icmp sle i32 0, %248
  %250 = mul i32 %bx, 16
  %251 = sext i32 %250 to i64
  %252 = add i64 %251, 16
  %253 = sext i32 %M to i64
  %254 = icmp sle i64 %252, %253
  %255 = and i1 %249, %254
  %256 = sext i32 %N to i64
  %257 = icmp sle i64 256, %256
  %258 = and i1 %255, %257
  br i1 %258, label %if.then95, label %if.else96

for.cond91:                                       ; preds = %for.body92, %for.body88
  %j94 = phi i32 [ 0, %for.body88 ], [ %287, %for.body92 ]
  %259 = icmp slt i32 %j94, 256
  br i1 %259, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %260 = sext i32 %i90 to i64
  %261 = mul nsw i64 %260, 256
  %262 = sext i32 %j94 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds float, ptr %X_s, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = sext i32 %i90 to i64
  %267 = getelementptr inbounds float, ptr %mean_s, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = fsub float %265, %268
  %270 = sext i32 %i90 to i64
  %271 = getelementptr inbounds float, ptr %rstd_s, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = fmul float %269, %272
  %274 = sext i32 %j94 to i64
  %275 = getelementptr inbounds float, ptr %W_s, i64 %274
  %276 = load float, ptr %275, align 4
  %277 = fmul float %273, %276
  %278 = sext i32 %j94 to i64
  %279 = getelementptr inbounds float, ptr %B_s, i64 %278
  %280 = load float, ptr %279, align 4
  %281 = fadd float %277, %280
  %282 = sext i32 %i90 to i64
  %283 = mul nsw i64 %282, 256
  %284 = sext i32 %j94 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds float, ptr %X_s, i64 %285
  store float %281, ptr %286, align 4
  %287 = add nsw i32 %j94, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  %288 = add nsw i32 %i90, 1
  br label %for.cond87, !llvm.loop !24

if.then95:                                        ; preds = %for.end89
  br label %for.cond98

if.else96:                                        ; preds = %for.end89
  br label %for.cond106

if.end97:                                         ; preds = %for.end108, %for.end100
  br label %if.end

for.cond98:                                       ; preds = %for.end104, %if.then95
  %i11101 = phi i32 [ 0, %if.then95 ], [ %306, %for.end104 ]
  %289 = icmp slt i32 %i11101, 16
  br i1 %289, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  br label %for.cond102

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond102:                                      ; preds = %for.body103, %for.body99
  %j1105 = phi i32 [ 0, %for.body99 ], [ %305, %for.body103 ]
  %290 = icmp slt i32 %j1105, 256
  br i1 %290, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %291 = sext i32 %i11101 to i64
  %292 = mul nsw i64 %291, 256
  %293 = sext i32 %j1105 to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds float, ptr %X_s, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = mul i32 %bx, 16
  %298 = add i32 %297, %i11101
  %299 = sext i32 %298 to i64
  %300 = sext i32 %N to i64
  %301 = mul nsw i64 %299, %300
  %302 = sext i32 %j1105 to i64
  %303 = add nsw i64 %301, %302
  %304 = getelementptr inbounds float, ptr %Y, i64 %303
  store float %296, ptr %304, align 4
  %305 = add nsw i32 %j1105, 1
  br label %for.cond102, !llvm.loop !25

for.end104:                                       ; preds = %for.cond102
  %306 = add nsw i32 %i11101, 1
  br label %for.cond98, !llvm.loop !26

for.cond106:                                      ; preds = %for.end112, %if.else96
  %i11109 = phi i32 [ 0, %if.else96 ], [ %325, %for.end112 ]
  %307 = icmp slt i32 %i11109, 16
  br i1 %307, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  br label %for.cond110

for.end108:                                       ; preds = %for.cond106
  br label %if.end97

for.cond110:                                      ; preds = %if.end116, %for.body107
  %j1113 = phi i32 [ 0, %for.body107 ], [ %340, %if.end116 ]
  %308 = icmp slt i32 %j1113, 256
  br i1 %308, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %309 = mul i32 %bx, 16
  %310 = sext i32 %309 to i64
  %311 = sext i32 %i11109 to i64
  %312 = add i64 %310, %311
  %313 = icmp sle i64 0, %312
  %314 = mul i32 %bx, 16
  %315 = sext i32 %314 to i64
  %316 = sext i32 %i11109 to i64
  %317 = add i64 %315, %316
  %318 = sext i32 %M to i64
  %319 = icmp slt i64 %317, %318
  %320 = and i1 %313, %319
  %321 = sext i32 %j1113 to i64
  %322 = sext i32 %N to i64
  %323 = icmp slt i64 %321, %322
  %324 = and i1 %320, %323
  br i1 %324, label %if.then114, label %if.else115

for.end112:                                       ; preds = %for.cond110
  %325 = add nsw i32 %i11109, 1
  br label %for.cond106, !llvm.loop !27

if.then114:                                       ; preds = %for.body111
  %326 = sext i32 %i11109 to i64
  %327 = mul nsw i64 %326, 256
  %328 = sext i32 %j1113 to i64
  %329 = add nsw i64 %327, %328
  %330 = getelementptr inbounds float, ptr %X_s, i64 %329
  %331 = load float, ptr %330, align 4
  %332 = mul i32 %bx, 16
  %333 = add i32 %332, %i11109
  %334 = sext i32 %333 to i64
  %335 = sext i32 %N to i64
  %336 = mul nsw i64 %334, %335
  %337 = sext i32 %j1113 to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds float, ptr %Y, i64 %338
  store float %331, ptr %339, align 4
  br label %if.end116

if.else115:                                       ; preds = %for.body111
  br label %if.end116

if.end116:                                        ; preds = %if.else115, %if.then114
  %340 = add nsw i32 %j1113, 1
  br label %for.cond110, !llvm.loop !28

if.then117:                                       ; preds = %if.else
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_24, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_25, i8 0, i64 128, i1 false)
  %341 = mul i32 %bx, 4
  %342 = icmp sle i32 0, %341
  %343 = mul i32 %bx, 4
  %344 = sext i32 %343 to i64
  %345 = add i64 %344, 4
  %346 = sext i32 %M to i64
  %347 = icmp sle i64 %345, %346
  %348 = and i1 %342, %347
  %349 = sext i32 %N to i64
  %350 = icmp sle i64 512, %349
  %351 = and i1 %348, %350
  br i1 %351, label %if.then120, label %if.else121

if.else118:                                       ; preds = %if.else
  %352 = icmp sle i32 %N, 4096
  br i1 %352, label %if.then245, label %if.else246

if.end119:                                        ; preds = %if.end247, %if.end225
  br label %if.end

if.then120:                                       ; preds = %if.then117
  br label %for.cond123

if.else121:                                       ; preds = %if.then117
  br label %for.cond129

if.end122:                                        ; preds = %for.end131, %for.end125
  %353 = sext i32 %N to i64
  %354 = icmp sle i64 512, %353
  br i1 %354, label %if.then140, label %if.else141

for.cond123:                                      ; preds = %for.end128, %if.then120
  %i12 = phi i32 [ 0, %if.then120 ], [ %372, %for.end128 ]
  %355 = icmp slt i32 %i12, 4
  br i1 %355, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  br label %for.cond126

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond126:                                      ; preds = %for.body127, %for.body124
  %j2 = phi i32 [ 0, %for.body124 ], [ %371, %for.body127 ]
  %356 = icmp slt i32 %j2, 512
  br i1 %356, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %357 = mul i32 %bx, 4
  %358 = add i32 %357, %i12
  %359 = sext i32 %358 to i64
  %360 = sext i32 %N to i64
  %361 = mul nsw i64 %359, %360
  %362 = sext i32 %j2 to i64
  %363 = add nsw i64 %361, %362
  %364 = getelementptr inbounds float, ptr %X, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = sext i32 %i12 to i64
  %367 = mul nsw i64 %366, 512
  %368 = sext i32 %j2 to i64
  %369 = add nsw i64 %367, %368
  %370 = getelementptr inbounds float, ptr %X_f, i64 %369
  store float %365, ptr %370, align 4
  %371 = add nsw i32 %j2, 1
  br label %for.cond126, !llvm.loop !29

for.end128:                                       ; preds = %for.cond126
  %372 = add nsw i32 %i12, 1
  br label %for.cond123, !llvm.loop !30

for.cond129:                                      ; preds = %for.end135, %if.else121
  %i12132 = phi i32 [ 0, %if.else121 ], [ %391, %for.end135 ]
  %373 = icmp slt i32 %i12132, 4
  br i1 %373, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  br label %for.cond133

for.end131:                                       ; preds = %for.cond129
  br label %if.end122

for.cond133:                                      ; preds = %sel.end139, %for.body130
  %j2136 = phi i32 [ 0, %for.body130 ], [ %407, %sel.end139 ]
  %374 = icmp slt i32 %j2136, 512
  br i1 %374, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %375 = mul i32 %bx, 4
  %376 = sext i32 %375 to i64
  %377 = sext i32 %i12132 to i64
  %378 = add i64 %376, %377
  %379 = icmp sle i64 0, %378
  %380 = mul i32 %bx, 4
  %381 = sext i32 %380 to i64
  %382 = sext i32 %i12132 to i64
  %383 = add i64 %381, %382
  %384 = sext i32 %M to i64
  %385 = icmp slt i64 %383, %384
  %386 = and i1 %379, %385
  %387 = sext i32 %j2136 to i64
  %388 = sext i32 %N to i64
  %389 = icmp slt i64 %387, %388
  %390 = and i1 %386, %389
  br i1 %390, label %sel.then137, label %sel.else138

for.end135:                                       ; preds = %for.cond133
  %391 = add nsw i32 %i12132, 1
  br label %for.cond129, !llvm.loop !31

sel.then137:                                      ; preds = %for.body134
  %392 = mul i32 %bx, 4
  %393 = add i32 %392, %i12132
  %394 = sext i32 %393 to i64
  %395 = sext i32 %N to i64
  %396 = mul nsw i64 %394, %395
  %397 = sext i32 %j2136 to i64
  %398 = add nsw i64 %396, %397
  %399 = getelementptr inbounds float, ptr %X, i64 %398
  %400 = load float, ptr %399, align 4
  br label %sel.end139

sel.else138:                                      ; preds = %for.body134
  br label %sel.end139

sel.end139:                                       ; preds = %sel.else138, %sel.then137
  %401 = phi float [ %400, %sel.then137 ], [ 0.000000e+00, %sel.else138 ]
  %402 = sext i32 %i12132 to i64
  %403 = mul nsw i64 %402, 512
  %404 = sext i32 %j2136 to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %X_f, i64 %405
  store float %401, ptr %406, align 4
  %407 = add nsw i32 %j2136, 1
  br label %for.cond133, !llvm.loop !32

if.then140:                                       ; preds = %if.end122
  br label %for.cond143

if.else141:                                       ; preds = %if.end122
  br label %for.cond147

if.end142:                                        ; preds = %for.end149, %for.end145
  %408 = sext i32 %N to i64
  %409 = icmp sle i64 512, %408
  br i1 %409, label %if.then154, label %if.else155

for.cond143:                                      ; preds = %for.body144, %if.then140
  %i12146 = phi i32 [ 0, %if.then140 ], [ %416, %for.body144 ]
  %410 = icmp slt i32 %i12146, 512
  br i1 %410, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  %411 = sext i32 %i12146 to i64
  %412 = getelementptr inbounds float, ptr %W, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = sext i32 %i12146 to i64
  %415 = getelementptr inbounds float, ptr %W_f, i64 %414
  store float %413, ptr %415, align 4
  %416 = add nsw i32 %i12146, 1
  br label %for.cond143, !llvm.loop !33

for.end145:                                       ; preds = %for.cond143
  br label %if.end142

for.cond147:                                      ; preds = %sel.end153, %if.else141
  %i12150 = phi i32 [ 0, %if.else141 ], [ %427, %sel.end153 ]
  %417 = icmp slt i32 %i12150, 512
  br i1 %417, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %418 = sext i32 %i12150 to i64
  %419 = sext i32 %N to i64
  %420 = icmp slt i64 %418, %419
  br i1 %420, label %sel.then151, label %sel.else152

for.end149:                                       ; preds = %for.cond147
  br label %if.end142

sel.then151:                                      ; preds = %for.body148
  %421 = sext i32 %i12150 to i64
  %422 = getelementptr inbounds float, ptr %W, i64 %421
  %423 = load float, ptr %422, align 4
  br label %sel.end153

sel.else152:                                      ; preds = %for.body148
  br label %sel.end153

sel.end153:                                       ; preds = %sel.else152, %sel.then151
  %424 = phi float [ %423, %sel.then151 ], [ 0.000000e+00, %sel.else152 ]
  %425 = sext i32 %i12150 to i64
  %426 = getelementptr inbounds float, ptr %W_f, i64 %425
  store float %424, ptr %426, align 4
  %427 = add nsw i32 %i12150, 1
  br label %for.cond147, !llvm.loop !34

if.then154:                                       ; preds = %if.end142
  br label %for.cond157

if.else155:                                       ; preds = %if.end142
  br label %for.cond161

if.end156:                                        ; preds = %for.end163, %for.end159
  br label %for.cond168

for.cond157:                                      ; preds = %for.body158, %if.then154
  %i12160 = phi i32 [ 0, %if.then154 ], [ %434, %for.body158 ]
  %428 = icmp slt i32 %i12160, 512
  br i1 %428, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %429 = sext i32 %i12160 to i64
  %430 = getelementptr inbounds float, ptr %B, i64 %429
  %431 = load float, ptr %430, align 4
  %432 = sext i32 %i12160 to i64
  %433 = getelementptr inbounds float, ptr %B_f, i64 %432
  store float %431, ptr %433, align 4
  %434 = add nsw i32 %i12160, 1
  br label %for.cond157, !llvm.loop !35

for.end159:                                       ; preds = %for.cond157
  br label %if.end156

for.cond161:                                      ; preds = %sel.end167, %if.else155
  %i12164 = phi i32 [ 0, %if.else155 ], [ %445, %sel.end167 ]
  %435 = icmp slt i32 %i12164, 512
  br i1 %435, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %436 = sext i32 %i12164 to i64
  %437 = sext i32 %N to i64
  %438 = icmp slt i64 %436, %437
  br i1 %438, label %sel.then165, label %sel.else166

for.end163:                                       ; preds = %for.cond161
  br label %if.end156

sel.then165:                                      ; preds = %for.body162
  %439 = sext i32 %i12164 to i64
  %440 = getelementptr inbounds float, ptr %B, i64 %439
  %441 = load float, ptr %440, align 4
  br label %sel.end167

sel.else166:                                      ; preds = %for.body162
  br label %sel.end167

sel.end167:                                       ; preds = %sel.else166, %sel.then165
  %442 = phi float [ %441, %sel.then165 ], [ 0.000000e+00, %sel.else166 ]
  %443 = sext i32 %i12164 to i64
  %444 = getelementptr inbounds float, ptr %B_f, i64 %443
  store float %442, ptr %444, align 4
  %445 = add nsw i32 %i12164, 1
  br label %for.cond161, !llvm.loop !36

for.cond168:                                      ; preds = %for.end174, %if.end156
  %i171 = phi i32 [ 0, %if.end156 ], [ %468, %for.end174 ]
  %446 = icmp slt i32 %i171, 4
  br i1 %446, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  br label %for.cond172

for.end170:                                       ; preds = %for.cond168
  br label %for.cond177

for.cond172:                                      ; preds = %for.body173, %for.body169
  %j175 = phi i32 [ 0, %for.body169 ], [ %467, %for.body173 ]
  %447 = icmp slt i32 %j175, 512
  br i1 %447, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %448 = icmp slt i32 %j175, %N
  %449 = sext i32 %i171 to i64
  %450 = mul nsw i64 %449, 512
  %451 = sext i32 %j175 to i64
  %452 = add nsw i64 %450, %451
  %453 = call i64 @llvm.umin.i64(i64 %452, i64 2047)
  %454 = getelementptr inbounds float, ptr %X_f, i64 %453
  %455 = load float, ptr %454, align 4
  %x176 = select i1 %448, float %455, float 0.000000e+00
  %456 = sext i32 %i171 to i64
  %457 = mul nsw i64 %456, 512
  %458 = sext i32 %j175 to i64
  %459 = add nsw i64 %457, %458
  %460 = getelementptr inbounds float, ptr %X_f, i64 %459
  store float %x176, ptr %460, align 4
  %461 = fmul float %x176, %x176
  %462 = sext i32 %i171 to i64
  %463 = mul nsw i64 %462, 512
  %464 = sext i32 %j175 to i64
  %465 = add nsw i64 %463, %464
  %466 = getelementptr inbounds float, ptr %sq, i64 %465
  store float %461, ptr %466, align 4
  %467 = add nsw i32 %j175, 1
  br label %for.cond172, !llvm.loop !37

for.end174:                                       ; preds = %for.cond172
  %468 = add nsw i32 %i171, 1
  br label %for.cond168, !llvm.loop !38

for.cond177:                                      ; preds = %for.end192, %for.end170
  %i3 = phi i32 [ 0, %for.end170 ], [ %512, %for.end192 ]
  %469 = icmp slt i32 %i3, 4
  br i1 %469, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  br label %for.cond180

for.end179:                                       ; preds = %for.cond177
  br label %for.cond194

for.cond180:                                      ; preds = %for.body181, %for.body178
  %lane2 = phi i32 [ 0, %for.body178 ], [ %479, %for.body181 ]
  %470 = icmp slt i32 %lane2, 32
  br i1 %470, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %471 = sext i32 %i3 to i64
  %472 = mul nsw i64 %471, 512
  %473 = sext i32 %lane2 to i64
  %474 = add nsw i64 %472, %473
  %475 = getelementptr inbounds float, ptr %X_f, i64 %474
  %476 = load float, ptr %475, align 4
  %477 = sext i32 %lane2 to i64
  %478 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %477
  store float %476, ptr %478, align 4
  %479 = add nsw i32 %lane2, 1
  br label %for.cond180, !llvm.loop !39

for.end182:                                       ; preds = %for.cond180
  br label %for.cond183

for.cond183:                                      ; preds = %for.end188, %for.end182
  %red2 = phi i32 [ 0, %for.end182 ], [ %500, %for.end188 ]
  %480 = icmp slt i32 %red2, 15
  br i1 %480, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  br label %for.cond186

for.end185:                                       ; preds = %for.cond183
  %481 = sext i32 %i3 to i64
  %482 = getelementptr inbounds float, ptr %mean, i64 %481
  store float 0.000000e+00, ptr %482, align 4
  br label %for.cond190

for.cond186:                                      ; preds = %for.body187, %for.body184
  %lane2189 = phi i32 [ 0, %for.body184 ], [ %499, %for.body187 ]
  %483 = icmp slt i32 %lane2189, 32
  br i1 %483, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %484 = sext i32 %lane2189 to i64
  %485 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %484
  %486 = load float, ptr %485, align 4
  %487 = sext i32 %i3 to i64
  %488 = mul nsw i64 %487, 512
  %489 = add i32 %red2, 1
  %490 = mul i32 %489, 32
  %491 = add i32 %490, %lane2189
  %492 = sext i32 %491 to i64
  %493 = add nsw i64 %488, %492
  %494 = getelementptr inbounds float, ptr %X_f, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fadd float %486, %495
  %497 = sext i32 %lane2189 to i64
  %498 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %497
  store float %496, ptr %498, align 4
  %499 = add nsw i32 %lane2189, 1
  br label %for.cond186, !llvm.loop !40

for.end188:                                       ; preds = %for.cond186
  %500 = add nsw i32 %red2, 1
  br label %for.cond183, !llvm.loop !41

for.cond190:                                      ; preds = %for.body191, %for.end185
  %lane2193 = phi i32 [ 0, %for.end185 ], [ %511, %for.body191 ]
  %501 = icmp slt i32 %lane2193, 32
  br i1 %501, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %502 = sext i32 %i3 to i64
  %503 = getelementptr inbounds float, ptr %mean, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = sext i32 %lane2193 to i64
  %506 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fadd float %504, %507
  %509 = sext i32 %i3 to i64
  %510 = getelementptr inbounds float, ptr %mean, i64 %509
  store float %508, ptr %510, align 4
  %511 = add nsw i32 %lane2193, 1
  br label %for.cond190, !llvm.loop !42

for.end192:                                       ; preds = %for.cond190
  %512 = add nsw i32 %i3, 1
  br label %for.cond177, !llvm.loop !43

for.cond194:                                      ; preds = %for.end209, %for.end179
  %i5 = phi i32 [ 0, %for.end179 ], [ %556, %for.end209 ]
  %513 = icmp slt i32 %i5, 4
  br i1 %513, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  br label %for.cond197

for.end196:                                       ; preds = %for.cond194
  br label %for.cond211

for.cond197:                                      ; preds = %for.body198, %for.body195
  %lane3 = phi i32 [ 0, %for.body195 ], [ %523, %for.body198 ]
  %514 = icmp slt i32 %lane3, 32
  br i1 %514, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %515 = sext i32 %i5 to i64
  %516 = mul nsw i64 %515, 512
  %517 = sext i32 %lane3 to i64
  %518 = add nsw i64 %516, %517
  %519 = getelementptr inbounds float, ptr %sq, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = sext i32 %lane3 to i64
  %522 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %521
  store float %520, ptr %522, align 4
  %523 = add nsw i32 %lane3, 1
  br label %for.cond197, !llvm.loop !44

for.end199:                                       ; preds = %for.cond197
  br label %for.cond200

for.cond200:                                      ; preds = %for.end205, %for.end199
  %red3 = phi i32 [ 0, %for.end199 ], [ %544, %for.end205 ]
  %524 = icmp slt i32 %red3, 15
  br i1 %524, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  br label %for.cond203

for.end202:                                       ; preds = %for.cond200
  %525 = sext i32 %i5 to i64
  %526 = getelementptr inbounds float, ptr %rstd, i64 %525
  store float 0.000000e+00, ptr %526, align 4
  br label %for.cond207

for.cond203:                                      ; preds = %for.body204, %for.body201
  %lane3206 = phi i32 [ 0, %for.body201 ], [ %543, %for.body204 ]
  %527 = icmp slt i32 %lane3206, 32
  br i1 %527, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %528 = sext i32 %lane3206 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = sext i32 %i5 to i64
  %532 = mul nsw i64 %531, 512
  %533 = add i32 %red3, 1
  %534 = mul i32 %533, 32
  %535 = add i32 %534, %lane3206
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %532, %536
  %538 = getelementptr inbounds float, ptr %sq, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = fadd float %530, %539
  %541 = sext i32 %lane3206 to i64
  %542 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %541
  store float %540, ptr %542, align 4
  %543 = add nsw i32 %lane3206, 1
  br label %for.cond203, !llvm.loop !45

for.end205:                                       ; preds = %for.cond203
  %544 = add nsw i32 %red3, 1
  br label %for.cond200, !llvm.loop !46

for.cond207:                                      ; preds = %for.body208, %for.end202
  %lane3210 = phi i32 [ 0, %for.end202 ], [ %555, %for.body208 ]
  %545 = icmp slt i32 %lane3210, 32
  br i1 %545, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %546 = sext i32 %i5 to i64
  %547 = getelementptr inbounds float, ptr %rstd, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = sext i32 %lane3210 to i64
  %550 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = fadd float %548, %551
  %553 = sext i32 %i5 to i64
  %554 = getelementptr inbounds float, ptr %rstd, i64 %553
  store float %552, ptr %554, align 4
  %555 = add nsw i32 %lane3210, 1
  br label %for.cond207, !llvm.loop !47

for.end209:                                       ; preds = %for.cond207
  %556 = add nsw i32 %i5, 1
  br label %for.cond194, !llvm.loop !48

for.cond211:                                      ; preds = %for.body212, %for.end196
  %i214 = phi i32 [ 0, %for.end196 ], [ %586, %for.body212 ]
  %557 = icmp slt i32 %i214, 4
  br i1 %557, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %558 = sext i32 %i214 to i64
  %559 = getelementptr inbounds float, ptr %mean, i64 %558
  %560 = load float, ptr %559, align 4
  %561 = sitofp i32 %N to float
  %562 = fdiv float %560, %561
  %563 = sext i32 %i214 to i64
  %564 = getelementptr inbounds float, ptr %mean, i64 %563
  store float %562, ptr %564, align 4
  %565 = sext i32 %i214 to i64
  %566 = getelementptr inbounds float, ptr %rstd, i64 %565
  %567 = load float, ptr %566, align 4
  %568 = sitofp i32 %N to float
  %569 = fdiv float %567, %568
  %570 = sext i32 %i214 to i64
  %571 = getelementptr inbounds float, ptr %mean, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = sext i32 %i214 to i64
  %574 = getelementptr inbounds float, ptr %mean, i64 %573
  %575 = load float, ptr %574, align 4
  %576 = fmul float %572, %575
  %577 = fsub float %569, %576
  %578 = call float @llvm.maxnum.f32(float %577, float 0.000000e+00)
  %579 = fadd float %578, 0x3EE4F8B580000000
  %580 = fpext float %579 to double
  %581 = call double @llvm.sqrt.f64(double %580)
  %582 = fdiv double 1.000000e+00, %581
  %583 = fptrunc double %582 to float
  %584 = sext i32 %i214 to i64
  %585 = getelementptr inbounds float, ptr %rstd, i64 %584
  store float %583, ptr %585, align 4
  %586 = add nsw i32 %i214, 1
  br label %for.cond211, !llvm.loop !49

for.end213:                                       ; preds = %for.cond211
  br label %for.cond215

for.cond215:                                      ; preds = %for.end221, %for.end213
  %i218 = phi i32 [ 0, %for.end213 ], [ %628, %for.end221 ]
  %587 = icmp slt i32 %i218, 4
  br i1 %587, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  br label %for.cond219

for.end217:                                       ; preds = %for.cond215
  %588 = mul i32 %bx, 4
  %589 = icmp sle i32 0, %588
  %590 = mul i32 %bx, 4
  %591 = sext i32 %590 to i64
  %592 = add i64 %591, 4
  %593 = sext i32 %M to i64
  %594 = icmp sle i64 %592, %593
  %595 = and i1 %589, %594
  %596 = sext i32 %N to i64
  %597 = icmp sle i64 512, %596
  %598 = and i1 %595, %597
  br i1 %598, label %if.then223, label %if.else224

for.cond219:                                      ; preds = %for.body220, %for.body216
  %j222 = phi i32 [ 0, %for.body216 ], [ %627, %for.body220 ]
  %599 = icmp slt i32 %j222, 512
  br i1 %599, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %600 = sext i32 %i218 to i64
  %601 = mul nsw i64 %600, 512
  %602 = sext i32 %j222 to i64
  %603 = add nsw i64 %601, %602
  %604 = getelementptr inbounds float, ptr %X_f, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = sext i32 %i218 to i64
  %607 = getelementptr inbounds float, ptr %mean, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = fsub float %605, %608
  %610 = sext i32 %i218 to i64
  %611 = getelementptr inbounds float, ptr %rstd, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = fmul float %609, %612
  %614 = sext i32 %j222 to i64
  %615 = getelementptr inbounds float, ptr %W_f, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fmul float %613, %616
  %618 = sext i32 %j222 to i64
  %619 = getelementptr inbounds float, ptr %B_f, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = fadd float %617, %620
  %622 = sext i32 %i218 to i64
  %623 = mul nsw i64 %622, 512
  %624 = sext i32 %j222 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %X_f, i64 %625
  store float %621, ptr %626, align 4
  %627 = add nsw i32 %j222, 1
  br label %for.cond219, !llvm.loop !50

for.end221:                                       ; preds = %for.cond219
  %628 = add nsw i32 %i218, 1
  br label %for.cond215, !llvm.loop !51

if.then223:                                       ; preds = %for.end217
  br label %for.cond226

if.else224:                                       ; preds = %for.end217
  br label %for.cond234

if.end225:                                        ; preds = %for.end236, %for.end228
  br label %if.end119

for.cond226:                                      ; preds = %for.end232, %if.then223
  %i12229 = phi i32 [ 0, %if.then223 ], [ %646, %for.end232 ]
  %629 = icmp slt i32 %i12229, 4
  br i1 %629, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  br label %for.cond230

for.end228:                                       ; preds = %for.cond226
  br label %if.end225

for.cond230:                                      ; preds = %for.body231, %for.body227
  %j2233 = phi i32 [ 0, %for.body227 ], [ %645, %for.body231 ]
  %630 = icmp slt i32 %j2233, 512
  br i1 %630, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %631 = sext i32 %i12229 to i64
  %632 = mul nsw i64 %631, 512
  %633 = sext i32 %j2233 to i64
  %634 = add nsw i64 %632, %633
  %635 = getelementptr inbounds float, ptr %X_f, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = mul i32 %bx, 4
  %638 = add i32 %637, %i12229
  %639 = sext i32 %638 to i64
  %640 = sext i32 %N to i64
  %641 = mul nsw i64 %639, %640
  %642 = sext i32 %j2233 to i64
  %643 = add nsw i64 %641, %642
  %644 = getelementptr inbounds float, ptr %Y, i64 %643
  store float %636, ptr %644, align 4
  %645 = add nsw i32 %j2233, 1
  br label %for.cond230, !llvm.loop !52

for.end232:                                       ; preds = %for.cond230
  %646 = add nsw i32 %i12229, 1
  br label %for.cond226, !llvm.loop !53

for.cond234:                                      ; preds = %for.end240, %if.else224
  %i12237 = phi i32 [ 0, %if.else224 ], [ %665, %for.end240 ]
  %647 = icmp slt i32 %i12237, 4
  br i1 %647, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  br label %for.cond238

for.end236:                                       ; preds = %for.cond234
  br label %if.end225

for.cond238:                                      ; preds = %if.end244, %for.body235
  %j2241 = phi i32 [ 0, %for.body235 ], [ %680, %if.end244 ]
  %648 = icmp slt i32 %j2241, 512
  br i1 %648, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %649 = mul i32 %bx, 4
  %650 = sext i32 %649 to i64
  %651 = sext i32 %i12237 to i64
  %652 = add i64 %650, %651
  %653 = icmp sle i64 0, %652
  %654 = mul i32 %bx, 4
  %655 = sext i32 %654 to i64
  %656 = sext i32 %i12237 to i64
  %657 = add i64 %655, %656
  %658 = sext i32 %M to i64
  %659 = icmp slt i64 %657, %658
  %660 = and i1 %653, %659
  %661 = sext i32 %j2241 to i64
  %662 = sext i32 %N to i64
  %663 = icmp slt i64 %661, %662
  %664 = and i1 %660, %663
  br i1 %664, label %if.then242, label %if.else243

for.end240:                                       ; preds = %for.cond238
  %665 = add nsw i32 %i12237, 1
  br label %for.cond234, !llvm.loop !54

if.then242:                                       ; preds = %for.body239
  %666 = sext i32 %i12237 to i64
  %667 = mul nsw i64 %666, 512
  %668 = sext i32 %j2241 to i64
  %669 = add nsw i64 %667, %668
  %670 = getelementptr inbounds float, ptr %X_f, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = mul i32 %bx, 4
  %673 = add i32 %672, %i12237
  %674 = sext i32 %673 to i64
  %675 = sext i32 %N to i64
  %676 = mul nsw i64 %674, %675
  %677 = sext i32 %j2241 to i64
  %678 = add nsw i64 %676, %677
  %679 = getelementptr inbounds float, ptr %Y, i64 %678
  store float %671, ptr %679, align 4
  br label %if.end244

if.else243:                                       ; preds = %for.body239
  br label %if.end244

if.end244:                                        ; preds = %if.else243, %if.then242
  %680 = add nsw i32 %j2241, 1
  br label %for.cond238, !llvm.loop !55

if.then245:                                       ; preds = %if.else118
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_26, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_27, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %681 = sext i32 %N to i64
  %682 = icmp sle i64 4096, %681
  br i1 %682, label %if.then248, label %if.else249

if.else246:                                       ; preds = %if.else118
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_28, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %tl_lanes_29, i8 0, i64 128, i1 false)
  br label %for.cond376

if.end247:                                        ; preds = %for.end456, %for.end277
  br label %if.end119

if.then248:                                       ; preds = %if.then245
  br label %for.cond251

if.else249:                                       ; preds = %if.then245
  br label %for.cond254

if.end250:                                        ; preds = %for.end256, %for.end253
  %683 = sext i32 %N to i64
  %684 = icmp sle i64 4096, %683
  br i1 %684, label %if.then261, label %if.else262

for.cond251:                                      ; preds = %for.body252, %if.then248
  %i13 = phi i32 [ 0, %if.then248 ], [ %691, %for.body252 ]
  %685 = icmp slt i32 %i13, 4096
  br i1 %685, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %686 = sext i32 %i13 to i64
  %687 = getelementptr inbounds float, ptr %W, i64 %686
  %688 = load float, ptr %687, align 4
  %689 = sext i32 %i13 to i64
  %690 = getelementptr inbounds float, ptr %W_r, i64 %689
  store float %688, ptr %690, align 4
  %691 = add nsw i32 %i13, 1
  br label %for.cond251, !llvm.loop !56

for.end253:                                       ; preds = %for.cond251
  br label %if.end250

for.cond254:                                      ; preds = %sel.end260, %if.else249
  %i13257 = phi i32 [ 0, %if.else249 ], [ %702, %sel.end260 ]
  %692 = icmp slt i32 %i13257, 4096
  br i1 %692, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %693 = sext i32 %i13257 to i64
  %694 = sext i32 %N to i64
  %695 = icmp slt i64 %693, %694
  br i1 %695, label %sel.then258, label %sel.else259

for.end256:                                       ; preds = %for.cond254
  br label %if.end250

sel.then258:                                      ; preds = %for.body255
  %696 = sext i32 %i13257 to i64
  %697 = getelementptr inbounds float, ptr %W, i64 %696
  %698 = load float, ptr %697, align 4
  br label %sel.end260

sel.else259:                                      ; preds = %for.body255
  br label %sel.end260

sel.end260:                                       ; preds = %sel.else259, %sel.then258
  %699 = phi float [ %698, %sel.then258 ], [ 0.000000e+00, %sel.else259 ]
  %700 = sext i32 %i13257 to i64
  %701 = getelementptr inbounds float, ptr %W_r, i64 %700
  store float %699, ptr %701, align 4
  %702 = add nsw i32 %i13257, 1
  br label %for.cond254, !llvm.loop !57

if.then261:                                       ; preds = %if.end250
  br label %for.cond264

if.else262:                                       ; preds = %if.end250
  br label %for.cond268

if.end263:                                        ; preds = %for.end270, %for.end266
  br label %for.cond275

for.cond264:                                      ; preds = %for.body265, %if.then261
  %i13267 = phi i32 [ 0, %if.then261 ], [ %709, %for.body265 ]
  %703 = icmp slt i32 %i13267, 4096
  br i1 %703, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %704 = sext i32 %i13267 to i64
  %705 = getelementptr inbounds float, ptr %B, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = sext i32 %i13267 to i64
  %708 = getelementptr inbounds float, ptr %B_r, i64 %707
  store float %706, ptr %708, align 4
  %709 = add nsw i32 %i13267, 1
  br label %for.cond264, !llvm.loop !58

for.end266:                                       ; preds = %for.cond264
  br label %if.end263

for.cond268:                                      ; preds = %sel.end274, %if.else262
  %i13271 = phi i32 [ 0, %if.else262 ], [ %720, %sel.end274 ]
  %710 = icmp slt i32 %i13271, 4096
  br i1 %710, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %711 = sext i32 %i13271 to i64
  %712 = sext i32 %N to i64
  %713 = icmp slt i64 %711, %712
  br i1 %713, label %sel.then272, label %sel.else273

for.end270:                                       ; preds = %for.cond268
  br label %if.end263

sel.then272:                                      ; preds = %for.body269
  %714 = sext i32 %i13271 to i64
  %715 = getelementptr inbounds float, ptr %B, i64 %714
  %716 = load float, ptr %715, align 4
  br label %sel.end274

sel.else273:                                      ; preds = %for.body269
  br label %sel.end274

sel.end274:                                       ; preds = %sel.else273, %sel.then272
  %717 = phi float [ %716, %sel.then272 ], [ 0.000000e+00, %sel.else273 ]
  %718 = sext i32 %i13271 to i64
  %719 = getelementptr inbounds float, ptr %B_r, i64 %718
  store float %717, ptr %719, align 4
  %720 = add nsw i32 %i13271, 1
  br label %for.cond268, !llvm.loop !59

for.cond275:                                      ; preds = %if.end356, %if.end263
  %r = phi i32 [ 0, %if.end263 ], [ %975, %if.end356 ]
  %721 = icmp slt i32 %r, 4
  br i1 %721, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %722 = mul i32 %bx, 4
  %723 = add i32 %722, %r
  %724 = icmp sle i32 0, %723
  %725 = mul i32 %bx, 4
  %726 = add i32 %725, %r
  %727 = sext i32 %726 to i64
  %728 = add i64 %727, 1
  %729 = sext i32 %M to i64
  %730 = icmp sle i64 %728, %729
  %731 = and i1 %724, %730
  %732 = sext i32 %N to i64
  %733 = icmp sle i64 4096, %732
  %734 = and i1 %731, %733
  br i1 %734, label %if.then278, label %if.else279

for.end277:                                       ; preds = %for.cond275
  br label %if.end247

if.then278:                                       ; preds = %for.body276
  br label %for.cond281

if.else279:                                       ; preds = %for.body276
  br label %for.cond288

if.end280:                                        ; preds = %for.end290, %for.end283
  br label %for.cond299

for.cond281:                                      ; preds = %for.end287, %if.then278
  %i13284 = phi i32 [ 0, %if.then278 ], [ %753, %for.end287 ]
  %735 = icmp slt i32 %i13284, 1
  br i1 %735, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  br label %for.cond285

for.end283:                                       ; preds = %for.cond281
  br label %if.end280

for.cond285:                                      ; preds = %for.body286, %for.body282
  %j3 = phi i32 [ 0, %for.body282 ], [ %752, %for.body286 ]
  %736 = icmp slt i32 %j3, 4096
  br i1 %736, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %737 = mul i32 %bx, 4
  %738 = add i32 %737, %r
  %739 = add i32 %738, %i13284
  %740 = sext i32 %739 to i64
  %741 = sext i32 %N to i64
  %742 = mul nsw i64 %740, %741
  %743 = sext i32 %j3 to i64
  %744 = add nsw i64 %742, %743
  %745 = getelementptr inbounds float, ptr %X, i64 %744
  %746 = load float, ptr %745, align 4
  %747 = sext i32 %i13284 to i64
  %748 = mul nsw i64 %747, 4096
  %749 = sext i32 %j3 to i64
  %750 = add nsw i64 %748, %749
  %751 = getelementptr inbounds float, ptr %X_r, i64 %750
  store float %746, ptr %751, align 4
  %752 = add nsw i32 %j3, 1
  br label %for.cond285, !llvm.loop !60

for.end287:                                       ; preds = %for.cond285
  %753 = add nsw i32 %i13284, 1
  br label %for.cond281, !llvm.loop !61

for.cond288:                                      ; preds = %for.end294, %if.else279
  %i13291 = phi i32 [ 0, %if.else279 ], [ %774, %for.end294 ]
  %754 = icmp slt i32 %i13291, 1
  br i1 %754, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  br label %for.cond292

for.end290:                                       ; preds = %for.cond288
  br label %if.end280

for.cond292:                                      ; preds = %sel.end298, %for.body289
  %j3295 = phi i32 [ 0, %for.body289 ], [ %791, %sel.end298 ]
  %755 = icmp slt i32 %j3295, 4096
  br i1 %755, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %756 = mul i32 %bx, 4
  %757 = add i32 %756, %r
  %758 = sext i32 %757 to i64
  %759 = sext i32 %i13291 to i64
  %760 = add i64 %758, %759
  %761 = icmp sle i64 0, %760
  %762 = mul i32 %bx, 4
  %763 = add i32 %762, %r
  %764 = sext i32 %763 to i64
  %765 = sext i32 %i13291 to i64
  %766 = add i64 %764, %765
  %767 = sext i32 %M to i64
  %768 = icmp slt i64 %766, %767
  %769 = and i1 %761, %768
  %770 = sext i32 %j3295 to i64
  %771 = sext i32 %N to i64
  %772 = icmp slt i64 %770, %771
  %773 = and i1 %769, %772
  br i1 %773, label %sel.then296, label %sel.else297

for.end294:                                       ; preds = %for.cond292
  %774 = add nsw i32 %i13291, 1
  br label %for.cond288, !llvm.loop !62

sel.then296:                                      ; preds = %for.body293
  %775 = mul i32 %bx, 4
  %776 = add i32 %775, %r
  %777 = add i32 %776, %i13291
  %778 = sext i32 %777 to i64
  %779 = sext i32 %N to i64
  %780 = mul nsw i64 %778, %779
  %781 = sext i32 %j3295 to i64
  %782 = add nsw i64 %780, %781
  %783 = getelementptr inbounds float, ptr %X, i64 %782
  %784 = load float, ptr %783, align 4
  br label %sel.end298

sel.else297:                                      ; preds = %for.body293
  br label %sel.end298

sel.end298:                                       ; preds = %sel.else297, %sel.then296
  %785 = phi float [ %784, %sel.then296 ], [ 0.000000e+00, %sel.else297 ]
  %786 = sext i32 %i13291 to i64
  %787 = mul nsw i64 %786, 4096
  %788 = sext i32 %j3295 to i64
  %789 = add nsw i64 %787, %788
  %790 = getelementptr inbounds float, ptr %X_r, i64 %789
  store float %785, ptr %790, align 4
  %791 = add nsw i32 %j3295, 1
  br label %for.cond292, !llvm.loop !63

for.cond299:                                      ; preds = %for.end305, %if.end280
  %i302 = phi i32 [ 0, %if.end280 ], [ %814, %for.end305 ]
  %792 = icmp slt i32 %i302, 1
  br i1 %792, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  br label %for.cond303

for.end301:                                       ; preds = %for.cond299
  br label %for.cond308

for.cond303:                                      ; preds = %for.body304, %for.body300
  %j306 = phi i32 [ 0, %for.body300 ], [ %813, %for.body304 ]
  %793 = icmp slt i32 %j306, 4096
  br i1 %793, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %794 = icmp slt i32 %j306, %N
  %795 = sext i32 %i302 to i64
  %796 = mul nsw i64 %795, 4096
  %797 = sext i32 %j306 to i64
  %798 = add nsw i64 %796, %797
  %799 = call i64 @llvm.umin.i64(i64 %798, i64 4095)
  %800 = getelementptr inbounds float, ptr %X_r, i64 %799
  %801 = load float, ptr %800, align 4
  %x307 = select i1 %794, float %801, float 0.000000e+00
  %802 = sext i32 %i302 to i64
  %803 = mul nsw i64 %802, 4096
  %804 = sext i32 %j306 to i64
  %805 = add nsw i64 %803, %804
  %806 = getelementptr inbounds float, ptr %X_r, i64 %805
  store float %x307, ptr %806, align 4
  %807 = fmul float %x307, %x307
  %808 = sext i32 %i302 to i64
  %809 = mul nsw i64 %808, 4096
  %810 = sext i32 %j306 to i64
  %811 = add nsw i64 %809, %810
  %812 = getelementptr inbounds float, ptr %sq_r, i64 %811
  store float %807, ptr %812, align 4
  %813 = add nsw i32 %j306, 1
  br label %for.cond303, !llvm.loop !64

for.end305:                                       ; preds = %for.cond303
  %814 = add nsw i32 %i302, 1
  br label %for.cond299, !llvm.loop !65

for.cond308:                                      ; preds = %for.end323, %for.end301
  %i6 = phi i32 [ 0, %for.end301 ], [ %858, %for.end323 ]
  %815 = icmp slt i32 %i6, 1
  br i1 %815, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  br label %for.cond311

for.end310:                                       ; preds = %for.cond308
  br label %for.cond325

for.cond311:                                      ; preds = %for.body312, %for.body309
  %lane4 = phi i32 [ 0, %for.body309 ], [ %825, %for.body312 ]
  %816 = icmp slt i32 %lane4, 32
  br i1 %816, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %817 = sext i32 %i6 to i64
  %818 = mul nsw i64 %817, 4096
  %819 = sext i32 %lane4 to i64
  %820 = add nsw i64 %818, %819
  %821 = getelementptr inbounds float, ptr %X_r, i64 %820
  %822 = load float, ptr %821, align 4
  %823 = sext i32 %lane4 to i64
  %824 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %823
  store float %822, ptr %824, align 4
  %825 = add nsw i32 %lane4, 1
  br label %for.cond311, !llvm.loop !66

for.end313:                                       ; preds = %for.cond311
  br label %for.cond314

for.cond314:                                      ; preds = %for.end319, %for.end313
  %red4 = phi i32 [ 0, %for.end313 ], [ %846, %for.end319 ]
  %826 = icmp slt i32 %red4, 127
  br i1 %826, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  br label %for.cond317

for.end316:                                       ; preds = %for.cond314
  %827 = sext i32 %i6 to i64
  %828 = getelementptr inbounds float, ptr %mean_r, i64 %827
  store float 0.000000e+00, ptr %828, align 4
  br label %for.cond321

for.cond317:                                      ; preds = %for.body318, %for.body315
  %lane4320 = phi i32 [ 0, %for.body315 ], [ %845, %for.body318 ]
  %829 = icmp slt i32 %lane4320, 32
  br i1 %829, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %830 = sext i32 %lane4320 to i64
  %831 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %830
  %832 = load float, ptr %831, align 4
  %833 = sext i32 %i6 to i64
  %834 = mul nsw i64 %833, 4096
  %835 = add i32 %red4, 1
  %836 = mul i32 %835, 32
  %837 = add i32 %836, %lane4320
  %838 = sext i32 %837 to i64
  %839 = add nsw i64 %834, %838
  %840 = getelementptr inbounds float, ptr %X_r, i64 %839
  %841 = load float, ptr %840, align 4
  %842 = fadd float %832, %841
  %843 = sext i32 %lane4320 to i64
  %844 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %843
  store float %842, ptr %844, align 4
  %845 = add nsw i32 %lane4320, 1
  br label %for.cond317, !llvm.loop !67

for.end319:                                       ; preds = %for.cond317
  %846 = add nsw i32 %red4, 1
  br label %for.cond314, !llvm.loop !68

for.cond321:                                      ; preds = %for.body322, %for.end316
  %lane4324 = phi i32 [ 0, %for.end316 ], [ %857, %for.body322 ]
  %847 = icmp slt i32 %lane4324, 32
  br i1 %847, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %848 = sext i32 %i6 to i64
  %849 = getelementptr inbounds float, ptr %mean_r, i64 %848
  %850 = load float, ptr %849, align 4
  %851 = sext i32 %lane4324 to i64
  %852 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %851
  %853 = load float, ptr %852, align 4
  %854 = fadd float %850, %853
  %855 = sext i32 %i6 to i64
  %856 = getelementptr inbounds float, ptr %mean_r, i64 %855
  store float %854, ptr %856, align 4
  %857 = add nsw i32 %lane4324, 1
  br label %for.cond321, !llvm.loop !69

for.end323:                                       ; preds = %for.cond321
  %858 = add nsw i32 %i6, 1
  br label %for.cond308, !llvm.loop !70

for.cond325:                                      ; preds = %for.end340, %for.end310
  %i7 = phi i32 [ 0, %for.end310 ], [ %902, %for.end340 ]
  %859 = icmp slt i32 %i7, 1
  br i1 %859, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  br label %for.cond328

for.end327:                                       ; preds = %for.cond325
  br label %for.cond342

for.cond328:                                      ; preds = %for.body329, %for.body326
  %lane5 = phi i32 [ 0, %for.body326 ], [ %869, %for.body329 ]
  %860 = icmp slt i32 %lane5, 32
  br i1 %860, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %861 = sext i32 %i7 to i64
  %862 = mul nsw i64 %861, 4096
  %863 = sext i32 %lane5 to i64
  %864 = add nsw i64 %862, %863
  %865 = getelementptr inbounds float, ptr %sq_r, i64 %864
  %866 = load float, ptr %865, align 4
  %867 = sext i32 %lane5 to i64
  %868 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %867
  store float %866, ptr %868, align 4
  %869 = add nsw i32 %lane5, 1
  br label %for.cond328, !llvm.loop !71

for.end330:                                       ; preds = %for.cond328
  br label %for.cond331

for.cond331:                                      ; preds = %for.end336, %for.end330
  %red5 = phi i32 [ 0, %for.end330 ], [ %890, %for.end336 ]
  %870 = icmp slt i32 %red5, 127
  br i1 %870, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  br label %for.cond334

for.end333:                                       ; preds = %for.cond331
  %871 = sext i32 %i7 to i64
  %872 = getelementptr inbounds float, ptr %rstd_r, i64 %871
  store float 0.000000e+00, ptr %872, align 4
  br label %for.cond338

for.cond334:                                      ; preds = %for.body335, %for.body332
  %lane5337 = phi i32 [ 0, %for.body332 ], [ %889, %for.body335 ]
  %873 = icmp slt i32 %lane5337, 32
  br i1 %873, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  %874 = sext i32 %lane5337 to i64
  %875 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %874
  %876 = load float, ptr %875, align 4
  %877 = sext i32 %i7 to i64
  %878 = mul nsw i64 %877, 4096
  %879 = add i32 %red5, 1
  %880 = mul i32 %879, 32
  %881 = add i32 %880, %lane5337
  %882 = sext i32 %881 to i64
  %883 = add nsw i64 %878, %882
  %884 = getelementptr inbounds float, ptr %sq_r, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = fadd float %876, %885
  %887 = sext i32 %lane5337 to i64
  %888 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %887
  store float %886, ptr %888, align 4
  %889 = add nsw i32 %lane5337, 1
  br label %for.cond334, !llvm.loop !72

for.end336:                                       ; preds = %for.cond334
  %890 = add nsw i32 %red5, 1
  br label %for.cond331, !llvm.loop !73

for.cond338:                                      ; preds = %for.body339, %for.end333
  %lane5341 = phi i32 [ 0, %for.end333 ], [ %901, %for.body339 ]
  %891 = icmp slt i32 %lane5341, 32
  br i1 %891, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %892 = sext i32 %i7 to i64
  %893 = getelementptr inbounds float, ptr %rstd_r, i64 %892
  %894 = load float, ptr %893, align 4
  %895 = sext i32 %lane5341 to i64
  %896 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %895
  %897 = load float, ptr %896, align 4
  %898 = fadd float %894, %897
  %899 = sext i32 %i7 to i64
  %900 = getelementptr inbounds float, ptr %rstd_r, i64 %899
  store float %898, ptr %900, align 4
  %901 = add nsw i32 %lane5341, 1
  br label %for.cond338, !llvm.loop !74

for.end340:                                       ; preds = %for.cond338
  %902 = add nsw i32 %i7, 1
  br label %for.cond325, !llvm.loop !75

for.cond342:                                      ; preds = %for.body343, %for.end327
  %i345 = phi i32 [ 0, %for.end327 ], [ %932, %for.body343 ]
  %903 = icmp slt i32 %i345, 1
  br i1 %903, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  %904 = sext i32 %i345 to i64
  %905 = getelementptr inbounds float, ptr %mean_r, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = sitofp i32 %N to float
  %908 = fdiv float %906, %907
  %909 = sext i32 %i345 to i64
  %910 = getelementptr inbounds float, ptr %mean_r, i64 %909
  store float %908, ptr %910, align 4
  %911 = sext i32 %i345 to i64
  %912 = getelementptr inbounds float, ptr %rstd_r, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = sitofp i32 %N to float
  %915 = fdiv float %913, %914
  %916 = sext i32 %i345 to i64
  %917 = getelementptr inbounds float, ptr %mean_r, i64 %916
  %918 = load float, ptr %917, align 4
  %919 = sext i32 %i345 to i64
  %920 = getelementptr inbounds float, ptr %mean_r, i64 %919
  %921 = load float, ptr %920, align 4
  %922 = fmul float %918, %921
  %923 = fsub float %915, %922
  %924 = call float @llvm.maxnum.f32(float %923, float 0.000000e+00)
  %925 = fadd float %924, 0x3EE4F8B580000000
  %926 = fpext float %925 to double
  %927 = call double @llvm.sqrt.f64(double %926)
  %928 = fdiv double 1.000000e+00, %927
  %929 = fptrunc double %928 to float
  %930 = sext i32 %i345 to i64
  %931 = getelementptr inbounds float, ptr %rstd_r, i64 %930
  store float %929, ptr %931, align 4
  %932 = add nsw i32 %i345, 1
  br label %for.cond342, !llvm.loop !76

for.end344:                                       ; preds = %for.cond342
  br label %for.cond346

for.cond346:                                      ; preds = %for.end352, %for.end344
  %i349 = phi i32 [ 0, %for.end344 ], [ %974, %for.end352 ]
  %933 = icmp slt i32 %i349, 1
  br i1 %933, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  br label %for.cond350

for.end348:                                       ; preds = %for.cond346
  %934 = mul i32 %bx, 4
  %935 = add i32 %934, %r
  %936 = icmp sle i32 0, %935
  %937 = mul i32 %bx, 4
  %938 = add i32 %937, %r
  %939 = sext i32 %938 to i64
  %940 = add i64 %939, 1
  %941 = sext i32 %M to i64
  %942 = icmp sle i64 %940, %941
  %943 = and i1 %936, %942
  %944 = sext i32 %N to i64
  %945 = icmp sle i64 4096, %944
  %946 = and i1 %943, %945
  br i1 %946, label %if.then354, label %if.else355

for.cond350:                                      ; preds = %for.body351, %for.body347
  %j353 = phi i32 [ 0, %for.body347 ], [ %973, %for.body351 ]
  %947 = icmp slt i32 %j353, 4096
  br i1 %947, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %948 = sext i32 %i349 to i64
  %949 = mul nsw i64 %948, 4096
  %950 = sext i32 %j353 to i64
  %951 = add nsw i64 %949, %950
  %952 = getelementptr inbounds float, ptr %X_r, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = getelementptr inbounds float, ptr %mean_r, i64 0
  %955 = load float, ptr %954, align 4
  %956 = fsub float %953, %955
  %957 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %958 = load float, ptr %957, align 4
  %959 = fmul float %956, %958
  %960 = sext i32 %j353 to i64
  %961 = getelementptr inbounds float, ptr %W_r, i64 %960
  %962 = load float, ptr %961, align 4
  %963 = fmul float %959, %962
  %964 = sext i32 %j353 to i64
  %965 = getelementptr inbounds float, ptr %B_r, i64 %964
  %966 = load float, ptr %965, align 4
  %967 = fadd float %963, %966
  %968 = sext i32 %i349 to i64
  %969 = mul nsw i64 %968, 4096
  %970 = sext i32 %j353 to i64
  %971 = add nsw i64 %969, %970
  %972 = getelementptr inbounds float, ptr %X_r, i64 %971
  store float %967, ptr %972, align 4
  %973 = add nsw i32 %j353, 1
  br label %for.cond350, !llvm.loop !77

for.end352:                                       ; preds = %for.cond350
  %974 = add nsw i32 %i349, 1
  br label %for.cond346, !llvm.loop !78

if.then354:                                       ; preds = %for.end348
  br label %for.cond357

if.else355:                                       ; preds = %for.end348
  br label %for.cond365

if.end356:                                        ; preds = %for.end367, %for.end359
  %975 = add nsw i32 %r, 1
  br label %for.cond275, !llvm.loop !79

for.cond357:                                      ; preds = %for.end363, %if.then354
  %i13360 = phi i32 [ 0, %if.then354 ], [ %994, %for.end363 ]
  %976 = icmp slt i32 %i13360, 1
  br i1 %976, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  br label %for.cond361

for.end359:                                       ; preds = %for.cond357
  br label %if.end356

for.cond361:                                      ; preds = %for.body362, %for.body358
  %j3364 = phi i32 [ 0, %for.body358 ], [ %993, %for.body362 ]
  %977 = icmp slt i32 %j3364, 4096
  br i1 %977, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %978 = sext i32 %i13360 to i64
  %979 = mul nsw i64 %978, 4096
  %980 = sext i32 %j3364 to i64
  %981 = add nsw i64 %979, %980
  %982 = getelementptr inbounds float, ptr %X_r, i64 %981
  %983 = load float, ptr %982, align 4
  %984 = mul i32 %bx, 4
  %985 = add i32 %984, %r
  %986 = add i32 %985, %i13360
  %987 = sext i32 %986 to i64
  %988 = sext i32 %N to i64
  %989 = mul nsw i64 %987, %988
  %990 = sext i32 %j3364 to i64
  %991 = add nsw i64 %989, %990
  %992 = getelementptr inbounds float, ptr %Y, i64 %991
  store float %983, ptr %992, align 4
  %993 = add nsw i32 %j3364, 1
  br label %for.cond361, !llvm.loop !80

for.end363:                                       ; preds = %for.cond361
  %994 = add nsw i32 %i13360, 1
  br label %for.cond357, !llvm.loop !81

for.cond365:                                      ; preds = %for.end371, %if.else355
  %i13368 = phi i32 [ 0, %if.else355 ], [ %1015, %for.end371 ]
  %995 = icmp slt i32 %i13368, 1
  br i1 %995, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  br label %for.cond369

for.end367:                                       ; preds = %for.cond365
  br label %if.end356

for.cond369:                                      ; preds = %if.end375, %for.body366
  %j3372 = phi i32 [ 0, %for.body366 ], [ %1031, %if.end375 ]
  %996 = icmp slt i32 %j3372, 4096
  br i1 %996, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %997 = mul i32 %bx, 4
  %998 = add i32 %997, %r
  %999 = sext i32 %998 to i64
  %1000 = sext i32 %i13368 to i64
  %1001 = add i64 %999, %1000
  %1002 = icmp sle i64 0, %1001
  %1003 = mul i32 %bx, 4
  %1004 = add i32 %1003, %r
  %1005 = sext i32 %1004 to i64
  %1006 = sext i32 %i13368 to i64
  %1007 = add i64 %1005, %1006
  %1008 = sext i32 %M to i64
  %1009 = icmp slt i64 %1007, %1008
  %1010 = and i1 %1002, %1009
  %1011 = sext i32 %j3372 to i64
  %1012 = sext i32 %N to i64
  %1013 = icmp slt i64 %1011, %1012
  %1014 = and i1 %1010, %1013
  br i1 %1014, label %if.then373, label %if.else374

for.end371:                                       ; preds = %for.cond369
  %1015 = add nsw i32 %i13368, 1
  br label %for.cond365, !llvm.loop !82

if.then373:                                       ; preds = %for.body370
  %1016 = sext i32 %i13368 to i64
  %1017 = mul nsw i64 %1016, 4096
  %1018 = sext i32 %j3372 to i64
  %1019 = add nsw i64 %1017, %1018
  %1020 = getelementptr inbounds float, ptr %X_r, i64 %1019
  %1021 = load float, ptr %1020, align 4
  %1022 = mul i32 %bx, 4
  %1023 = add i32 %1022, %r
  %1024 = add i32 %1023, %i13368
  %1025 = sext i32 %1024 to i64
  %1026 = sext i32 %N to i64
  %1027 = mul nsw i64 %1025, %1026
  %1028 = sext i32 %j3372 to i64
  %1029 = add nsw i64 %1027, %1028
  %1030 = getelementptr inbounds float, ptr %Y, i64 %1029
  store float %1021, ptr %1030, align 4
  br label %if.end375

if.else374:                                       ; preds = %for.body370
  br label %if.end375

if.end375:                                        ; preds = %if.else374, %if.then373
  %1031 = add nsw i32 %j3372, 1
  br label %for.cond369, !llvm.loop !83

for.cond376:                                      ; preds = %for.body377, %if.else246
  %i14 = phi i32 [ 0, %if.else246 ], [ %1035, %for.body377 ]
  %1032 = icmp slt i32 %i14, 4
  br i1 %1032, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1033 = sext i32 %i14 to i64
  %1034 = getelementptr inbounds float, ptr %mean, i64 %1033
  store float 0.000000e+00, ptr %1034, align 4
  %1035 = add nsw i32 %i14, 1
  br label %for.cond376, !llvm.loop !84

for.end378:                                       ; preds = %for.cond376
  br label %for.cond379

for.cond379:                                      ; preds = %for.body380, %for.end378
  %i14382 = phi i32 [ 0, %for.end378 ], [ %1039, %for.body380 ]
  %1036 = icmp slt i32 %i14382, 4
  br i1 %1036, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1037 = sext i32 %i14382 to i64
  %1038 = getelementptr inbounds float, ptr %rstd, i64 %1037
  store float 0.000000e+00, ptr %1038, align 4
  %1039 = add nsw i32 %i14382, 1
  br label %for.cond379, !llvm.loop !85

for.end381:                                       ; preds = %for.cond379
  %1040 = sext i32 %N to i64
  %1041 = sdiv i64 %1040, 512
  %1042 = sub i64 0, %1040
  %1043 = select i1 false, i64 %1042, i64 %1041
  %1044 = srem i64 %1040, 512
  %1045 = icmp ne i64 %1044, 0
  %1046 = icmp slt i64 %1040, 0
  %1047 = icmp eq i1 %1046, false
  %1048 = and i1 %1045, %1047
  %1049 = zext i1 %1048 to i64
  %1050 = add i64 %1043, %1049
  %1051 = trunc i64 %1050 to i32
  br label %for.cond383

for.cond383:                                      ; preds = %for.end435, %for.end381
  %c = phi i32 [ 0, %for.end381 ], [ %1204, %for.end435 ]
  %1052 = icmp slt i32 %c, %1051
  br i1 %1052, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1053 = mul i32 %bx, 4
  %1054 = icmp sle i32 0, %1053
  %1055 = mul i32 %bx, 4
  %1056 = sext i32 %1055 to i64
  %1057 = add i64 %1056, 4
  %1058 = sext i32 %M to i64
  %1059 = icmp sle i64 %1057, %1058
  %1060 = and i1 %1054, %1059
  %1061 = mul i32 %c, 512
  %1062 = icmp sle i32 0, %1061
  %1063 = mul i32 %c, 512
  %1064 = sext i32 %1063 to i64
  %1065 = add i64 %1064, 512
  %1066 = sext i32 %N to i64
  %1067 = icmp sle i64 %1065, %1066
  %1068 = and i1 %1062, %1067
  %1069 = and i1 %1060, %1068
  br i1 %1069, label %if.then386, label %if.else387

for.end385:                                       ; preds = %for.cond383
  br label %for.cond450

if.then386:                                       ; preds = %for.body384
  br label %for.cond389

if.else387:                                       ; preds = %for.body384
  br label %for.cond396

if.end388:                                        ; preds = %for.end398, %for.end391
  br label %for.cond407

for.cond389:                                      ; preds = %for.end395, %if.then386
  %i14392 = phi i32 [ 0, %if.then386 ], [ %1089, %for.end395 ]
  %1070 = icmp slt i32 %i14392, 4
  br i1 %1070, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  br label %for.cond393

for.end391:                                       ; preds = %for.cond389
  br label %if.end388

for.cond393:                                      ; preds = %for.body394, %for.body390
  %j4 = phi i32 [ 0, %for.body390 ], [ %1088, %for.body394 ]
  %1071 = icmp slt i32 %j4, 512
  br i1 %1071, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1072 = mul i32 %bx, 4
  %1073 = add i32 %1072, %i14392
  %1074 = sext i32 %1073 to i64
  %1075 = sext i32 %N to i64
  %1076 = mul nsw i64 %1074, %1075
  %1077 = mul i32 %c, 512
  %1078 = add i32 %1077, %j4
  %1079 = sext i32 %1078 to i64
  %1080 = add nsw i64 %1076, %1079
  %1081 = getelementptr inbounds float, ptr %X, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = sext i32 %i14392 to i64
  %1084 = mul nsw i64 %1083, 512
  %1085 = sext i32 %j4 to i64
  %1086 = add nsw i64 %1084, %1085
  %1087 = getelementptr inbounds float, ptr %X_f, i64 %1086
  store float %1082, ptr %1087, align 4
  %1088 = add nsw i32 %j4, 1
  br label %for.cond393, !llvm.loop !86

for.end395:                                       ; preds = %for.cond393
  %1089 = add nsw i32 %i14392, 1
  br label %for.cond389, !llvm.loop !87

for.cond396:                                      ; preds = %for.end402, %if.else387
  %i14399 = phi i32 [ 0, %if.else387 ], [ %1117, %for.end402 ]
  %1090 = icmp slt i32 %i14399, 4
  br i1 %1090, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  br label %for.cond400

for.end398:                                       ; preds = %for.cond396
  br label %if.end388

for.cond400:                                      ; preds = %sel.end406, %for.body397
  %j4403 = phi i32 [ 0, %for.body397 ], [ %1135, %sel.end406 ]
  %1091 = icmp slt i32 %j4403, 512
  br i1 %1091, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1092 = mul i32 %bx, 4
  %1093 = sext i32 %1092 to i64
  %1094 = sext i32 %i14399 to i64
  %1095 = add i64 %1093, %1094
  %1096 = icmp sle i64 0, %1095
  %1097 = mul i32 %bx, 4
  %1098 = sext i32 %1097 to i64
  %1099 = sext i32 %i14399 to i64
  %1100 = add i64 %1098, %1099
  %1101 = sext i32 %M to i64
  %1102 = icmp slt i64 %1100, %1101
  %1103 = and i1 %1096, %1102
  %1104 = mul i32 %c, 512
  %1105 = sext i32 %1104 to i64
  %1106 = sext i32 %j4403 to i64
  %1107 = add i64 %1105, %1106
  %1108 = icmp sle i64 0, %1107
  %1109 = mul i32 %c, 512
  %1110 = sext i32 %1109 to i64
  %1111 = sext i32 %j4403 to i64
  %1112 = add i64 %1110, %1111
  %1113 = sext i32 %N to i64
  %1114 = icmp slt i64 %1112, %1113
  %1115 = and i1 %1108, %1114
  %1116 = and i1 %1103, %1115
  br i1 %1116, label %sel.then404, label %sel.else405

for.end402:                                       ; preds = %for.cond400
  %1117 = add nsw i32 %i14399, 1
  br label %for.cond396, !llvm.loop !88

sel.then404:                                      ; preds = %for.body401
  %1118 = mul i32 %bx, 4
  %1119 = add i32 %1118, %i14399
  %1120 = sext i32 %1119 to i64
  %1121 = sext i32 %N to i64
  %1122 = mul nsw i64 %1120, %1121
  %1123 = mul i32 %c, 512
  %1124 = add i32 %1123, %j4403
  %1125 = sext i32 %1124 to i64
  %1126 = add nsw i64 %1122, %1125
  %1127 = getelementptr inbounds float, ptr %X, i64 %1126
  %1128 = load float, ptr %1127, align 4
  br label %sel.end406

sel.else405:                                      ; preds = %for.body401
  br label %sel.end406

sel.end406:                                       ; preds = %sel.else405, %sel.then404
  %1129 = phi float [ %1128, %sel.then404 ], [ 0.000000e+00, %sel.else405 ]
  %1130 = sext i32 %i14399 to i64
  %1131 = mul nsw i64 %1130, 512
  %1132 = sext i32 %j4403 to i64
  %1133 = add nsw i64 %1131, %1132
  %1134 = getelementptr inbounds float, ptr %X_f, i64 %1133
  store float %1129, ptr %1134, align 4
  %1135 = add nsw i32 %j4403, 1
  br label %for.cond400, !llvm.loop !89

for.cond407:                                      ; preds = %for.end413, %if.end388
  %i410 = phi i32 [ 0, %if.end388 ], [ %1160, %for.end413 ]
  %1136 = icmp slt i32 %i410, 4
  br i1 %1136, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  br label %for.cond411

for.end409:                                       ; preds = %for.cond407
  br label %for.cond416

for.cond411:                                      ; preds = %for.body412, %for.body408
  %j414 = phi i32 [ 0, %for.body408 ], [ %1159, %for.body412 ]
  %1137 = icmp slt i32 %j414, 512
  br i1 %1137, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %1138 = mul i32 %c, 512
  %1139 = add i32 %1138, %j414
  %1140 = icmp slt i32 %1139, %N
  %1141 = sext i32 %i410 to i64
  %1142 = mul nsw i64 %1141, 512
  %1143 = sext i32 %j414 to i64
  %1144 = add nsw i64 %1142, %1143
  %1145 = call i64 @llvm.umin.i64(i64 %1144, i64 2047)
  %1146 = getelementptr inbounds float, ptr %X_f, i64 %1145
  %1147 = load float, ptr %1146, align 4
  %x415 = select i1 %1140, float %1147, float 0.000000e+00
  %1148 = sext i32 %i410 to i64
  %1149 = mul nsw i64 %1148, 512
  %1150 = sext i32 %j414 to i64
  %1151 = add nsw i64 %1149, %1150
  %1152 = getelementptr inbounds float, ptr %X_f, i64 %1151
  store float %x415, ptr %1152, align 4
  %1153 = fmul float %x415, %x415
  %1154 = sext i32 %i410 to i64
  %1155 = mul nsw i64 %1154, 512
  %1156 = sext i32 %j414 to i64
  %1157 = add nsw i64 %1155, %1156
  %1158 = getelementptr inbounds float, ptr %sq, i64 %1157
  store float %1153, ptr %1158, align 4
  %1159 = add nsw i32 %j414, 1
  br label %for.cond411, !llvm.loop !90

for.end413:                                       ; preds = %for.cond411
  %1160 = add nsw i32 %i410, 1
  br label %for.cond407, !llvm.loop !91

for.cond416:                                      ; preds = %for.end431, %for.end409
  %i9 = phi i32 [ 0, %for.end409 ], [ %1202, %for.end431 ]
  %1161 = icmp slt i32 %i9, 4
  br i1 %1161, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  br label %for.cond419

for.end418:                                       ; preds = %for.cond416
  br label %for.cond433

for.cond419:                                      ; preds = %for.body420, %for.body417
  %lane6 = phi i32 [ 0, %for.body417 ], [ %1171, %for.body420 ]
  %1162 = icmp slt i32 %lane6, 32
  br i1 %1162, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  %1163 = sext i32 %i9 to i64
  %1164 = mul nsw i64 %1163, 512
  %1165 = sext i32 %lane6 to i64
  %1166 = add nsw i64 %1164, %1165
  %1167 = getelementptr inbounds float, ptr %X_f, i64 %1166
  %1168 = load float, ptr %1167, align 4
  %1169 = sext i32 %lane6 to i64
  %1170 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1169
  store float %1168, ptr %1170, align 4
  %1171 = add nsw i32 %lane6, 1
  br label %for.cond419, !llvm.loop !92

for.end421:                                       ; preds = %for.cond419
  br label %for.cond422

for.cond422:                                      ; preds = %for.end427, %for.end421
  %red6 = phi i32 [ 0, %for.end421 ], [ %1190, %for.end427 ]
  %1172 = icmp slt i32 %red6, 15
  br i1 %1172, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  br label %for.cond425

for.end424:                                       ; preds = %for.cond422
  br label %for.cond429

for.cond425:                                      ; preds = %for.body426, %for.body423
  %lane6428 = phi i32 [ 0, %for.body423 ], [ %1189, %for.body426 ]
  %1173 = icmp slt i32 %lane6428, 32
  br i1 %1173, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1174 = sext i32 %lane6428 to i64
  %1175 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = sext i32 %i9 to i64
  %1178 = mul nsw i64 %1177, 512
  %1179 = add i32 %red6, 1
  %1180 = mul i32 %1179, 32
  %1181 = add i32 %1180, %lane6428
  %1182 = sext i32 %1181 to i64
  %1183 = add nsw i64 %1178, %1182
  %1184 = getelementptr inbounds float, ptr %X_f, i64 %1183
  %1185 = load float, ptr %1184, align 4
  %1186 = fadd float %1176, %1185
  %1187 = sext i32 %lane6428 to i64
  %1188 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1187
  store float %1186, ptr %1188, align 4
  %1189 = add nsw i32 %lane6428, 1
  br label %for.cond425, !llvm.loop !93

for.end427:                                       ; preds = %for.cond425
  %1190 = add nsw i32 %red6, 1
  br label %for.cond422, !llvm.loop !94

for.cond429:                                      ; preds = %for.body430, %for.end424
  %lane6432 = phi i32 [ 0, %for.end424 ], [ %1201, %for.body430 ]
  %1191 = icmp slt i32 %lane6432, 32
  br i1 %1191, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1192 = sext i32 %i9 to i64
  %1193 = getelementptr inbounds float, ptr %mean, i64 %1192
  %1194 = load float, ptr %1193, align 4
  %1195 = sext i32 %lane6432 to i64
  %1196 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1195
  %1197 = load float, ptr %1196, align 4
  %1198 = fadd float %1194, %1197
  %1199 = sext i32 %i9 to i64
  %1200 = getelementptr inbounds float, ptr %mean, i64 %1199
  store float %1198, ptr %1200, align 4
  %1201 = add nsw i32 %lane6432, 1
  br label %for.cond429, !llvm.loop !95

for.end431:                                       ; preds = %for.cond429
  %1202 = add nsw i32 %i9, 1
  br label %for.cond416, !llvm.loop !96

for.cond433:                                      ; preds = %for.end448, %for.end418
  %i10 = phi i32 [ 0, %for.end418 ], [ %1245, %for.end448 ]
  %1203 = icmp slt i32 %i10, 4
  br i1 %1203, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  br label %for.cond436

for.end435:                                       ; preds = %for.cond433
  %1204 = add nsw i32 %c, 1
  br label %for.cond383, !llvm.loop !97

for.cond436:                                      ; preds = %for.body437, %for.body434
  %lane7 = phi i32 [ 0, %for.body434 ], [ %1214, %for.body437 ]
  %1205 = icmp slt i32 %lane7, 32
  br i1 %1205, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %1206 = sext i32 %i10 to i64
  %1207 = mul nsw i64 %1206, 512
  %1208 = sext i32 %lane7 to i64
  %1209 = add nsw i64 %1207, %1208
  %1210 = getelementptr inbounds float, ptr %sq, i64 %1209
  %1211 = load float, ptr %1210, align 4
  %1212 = sext i32 %lane7 to i64
  %1213 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1212
  store float %1211, ptr %1213, align 4
  %1214 = add nsw i32 %lane7, 1
  br label %for.cond436, !llvm.loop !98

for.end438:                                       ; preds = %for.cond436
  br label %for.cond439

for.cond439:                                      ; preds = %for.end444, %for.end438
  %red7 = phi i32 [ 0, %for.end438 ], [ %1233, %for.end444 ]
  %1215 = icmp slt i32 %red7, 15
  br i1 %1215, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  br label %for.cond442

for.end441:                                       ; preds = %for.cond439
  br label %for.cond446

for.cond442:                                      ; preds = %for.body443, %for.body440
  %lane7445 = phi i32 [ 0, %for.body440 ], [ %1232, %for.body443 ]
  %1216 = icmp slt i32 %lane7445, 32
  br i1 %1216, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1217 = sext i32 %lane7445 to i64
  %1218 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1217
  %1219 = load float, ptr %1218, align 4
  %1220 = sext i32 %i10 to i64
  %1221 = mul nsw i64 %1220, 512
  %1222 = add i32 %red7, 1
  %1223 = mul i32 %1222, 32
  %1224 = add i32 %1223, %lane7445
  %1225 = sext i32 %1224 to i64
  %1226 = add nsw i64 %1221, %1225
  %1227 = getelementptr inbounds float, ptr %sq, i64 %1226
  %1228 = load float, ptr %1227, align 4
  %1229 = fadd float %1219, %1228
  %1230 = sext i32 %lane7445 to i64
  %1231 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1230
  store float %1229, ptr %1231, align 4
  %1232 = add nsw i32 %lane7445, 1
  br label %for.cond442, !llvm.loop !99

for.end444:                                       ; preds = %for.cond442
  %1233 = add nsw i32 %red7, 1
  br label %for.cond439, !llvm.loop !100

for.cond446:                                      ; preds = %for.body447, %for.end441
  %lane7449 = phi i32 [ 0, %for.end441 ], [ %1244, %for.body447 ]
  %1234 = icmp slt i32 %lane7449, 32
  br i1 %1234, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1235 = sext i32 %i10 to i64
  %1236 = getelementptr inbounds float, ptr %rstd, i64 %1235
  %1237 = load float, ptr %1236, align 4
  %1238 = sext i32 %lane7449 to i64
  %1239 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1238
  %1240 = load float, ptr %1239, align 4
  %1241 = fadd float %1237, %1240
  %1242 = sext i32 %i10 to i64
  %1243 = getelementptr inbounds float, ptr %rstd, i64 %1242
  store float %1241, ptr %1243, align 4
  %1244 = add nsw i32 %lane7449, 1
  br label %for.cond446, !llvm.loop !101

for.end448:                                       ; preds = %for.cond446
  %1245 = add nsw i32 %i10, 1
  br label %for.cond433, !llvm.loop !102

for.cond450:                                      ; preds = %for.body451, %for.end385
  %i453 = phi i32 [ 0, %for.end385 ], [ %1275, %for.body451 ]
  %1246 = icmp slt i32 %i453, 4
  br i1 %1246, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %1247 = sext i32 %i453 to i64
  %1248 = getelementptr inbounds float, ptr %mean, i64 %1247
  %1249 = load float, ptr %1248, align 4
  %1250 = sitofp i32 %N to float
  %1251 = fdiv float %1249, %1250
  %1252 = sext i32 %i453 to i64
  %1253 = getelementptr inbounds float, ptr %mean, i64 %1252
  store float %1251, ptr %1253, align 4
  %1254 = sext i32 %i453 to i64
  %1255 = getelementptr inbounds float, ptr %rstd, i64 %1254
  %1256 = load float, ptr %1255, align 4
  %1257 = sitofp i32 %N to float
  %1258 = fdiv float %1256, %1257
  %1259 = sext i32 %i453 to i64
  %1260 = getelementptr inbounds float, ptr %mean, i64 %1259
  %1261 = load float, ptr %1260, align 4
  %1262 = sext i32 %i453 to i64
  %1263 = getelementptr inbounds float, ptr %mean, i64 %1262
  %1264 = load float, ptr %1263, align 4
  %1265 = fmul float %1261, %1264
  %1266 = fsub float %1258, %1265
  %1267 = call float @llvm.maxnum.f32(float %1266, float 0.000000e+00)
  %1268 = fadd float %1267, 0x3EE4F8B580000000
  %1269 = fpext float %1268 to double
  %1270 = call double @llvm.sqrt.f64(double %1269)
  %1271 = fdiv double 1.000000e+00, %1270
  %1272 = fptrunc double %1271 to float
  %1273 = sext i32 %i453 to i64
  %1274 = getelementptr inbounds float, ptr %rstd, i64 %1273
  store float %1272, ptr %1274, align 4
  %1275 = add nsw i32 %i453, 1
  br label %for.cond450, !llvm.loop !103

for.end452:                                       ; preds = %for.cond450
  %1276 = sext i32 %N to i64
  %1277 = sdiv i64 %1276, 512
  %1278 = sub i64 0, %1276
  %1279 = select i1 false, i64 %1278, i64 %1277
  %1280 = srem i64 %1276, 512
  %1281 = icmp ne i64 %1280, 0
  %1282 = icmp slt i64 %1276, 0
  %1283 = icmp eq i1 %1282, false
  %1284 = and i1 %1281, %1283
  %1285 = zext i1 %1284 to i64
  %1286 = add i64 %1279, %1285
  %1287 = trunc i64 %1286 to i32
  br label %for.cond454

for.cond454:                                      ; preds = %if.end516, %for.end452
  %c457 = phi i32 [ 0, %for.end452 ], [ %1511, %if.end516 ]
  %1288 = icmp slt i32 %c457, %1287
  br i1 %1288, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  %1289 = sext i32 %N to i64
  %1290 = sdiv i64 %1289, 512
  %1291 = sub i64 0, %1289
  %1292 = select i1 false, i64 %1291, i64 %1290
  %1293 = srem i64 %1289, 512
  %1294 = icmp ne i64 %1293, 0
  %1295 = icmp slt i64 %1289, 0
  %1296 = icmp eq i1 %1295, false
  %1297 = and i1 %1294, %1296
  %1298 = zext i1 %1297 to i64
  %1299 = add i64 %1292, %1298
  %1300 = trunc i64 %1299 to i32
  %1301 = sub i32 %1300, 1
  %t = sub i32 %1301, %c457
  %1302 = mul i32 %bx, 4
  %1303 = icmp sle i32 0, %1302
  %1304 = mul i32 %bx, 4
  %1305 = sext i32 %1304 to i64
  %1306 = add i64 %1305, 4
  %1307 = sext i32 %M to i64
  %1308 = icmp sle i64 %1306, %1307
  %1309 = and i1 %1303, %1308
  %1310 = mul i32 %t, 512
  %1311 = icmp sle i32 0, %1310
  %1312 = mul i32 %t, 512
  %1313 = sext i32 %1312 to i64
  %1314 = add i64 %1313, 512
  %1315 = sext i32 %N to i64
  %1316 = icmp sle i64 %1314, %1315
  %1317 = and i1 %1311, %1316
  %1318 = and i1 %1309, %1317
  br i1 %1318, label %if.then458, label %if.else459

for.end456:                                       ; preds = %for.cond454
  br label %if.end247

if.then458:                                       ; preds = %for.body455
  br label %for.cond461

if.else459:                                       ; preds = %for.body455
  br label %for.cond467

if.end460:                                        ; preds = %for.end469, %for.end463
  %1319 = mul i32 %t, 512
  %1320 = icmp sle i32 0, %1319
  %1321 = mul i32 %t, 512
  %1322 = sext i32 %1321 to i64
  %1323 = add i64 %1322, 512
  %1324 = sext i32 %N to i64
  %1325 = icmp sle i64 %1323, %1324
  %1326 = and i1 %1320, %1325
  br i1 %1326, label %if.then478, label %if.else479

for.cond461:                                      ; preds = %for.end466, %if.then458
  %i15 = phi i32 [ 0, %if.then458 ], [ %1346, %for.end466 ]
  %1327 = icmp slt i32 %i15, 4
  br i1 %1327, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  br label %for.cond464

for.end463:                                       ; preds = %for.cond461
  br label %if.end460

for.cond464:                                      ; preds = %for.body465, %for.body462
  %j5 = phi i32 [ 0, %for.body462 ], [ %1345, %for.body465 ]
  %1328 = icmp slt i32 %j5, 512
  br i1 %1328, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %1329 = mul i32 %bx, 4
  %1330 = add i32 %1329, %i15
  %1331 = sext i32 %1330 to i64
  %1332 = sext i32 %N to i64
  %1333 = mul nsw i64 %1331, %1332
  %1334 = mul i32 %t, 512
  %1335 = add i32 %1334, %j5
  %1336 = sext i32 %1335 to i64
  %1337 = add nsw i64 %1333, %1336
  %1338 = getelementptr inbounds float, ptr %X, i64 %1337
  %1339 = load float, ptr %1338, align 4
  %1340 = sext i32 %i15 to i64
  %1341 = mul nsw i64 %1340, 512
  %1342 = sext i32 %j5 to i64
  %1343 = add nsw i64 %1341, %1342
  %1344 = getelementptr inbounds float, ptr %X_f, i64 %1343
  store float %1339, ptr %1344, align 4
  %1345 = add nsw i32 %j5, 1
  br label %for.cond464, !llvm.loop !104

for.end466:                                       ; preds = %for.cond464
  %1346 = add nsw i32 %i15, 1
  br label %for.cond461, !llvm.loop !105

for.cond467:                                      ; preds = %for.end473, %if.else459
  %i15470 = phi i32 [ 0, %if.else459 ], [ %1374, %for.end473 ]
  %1347 = icmp slt i32 %i15470, 4
  br i1 %1347, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  br label %for.cond471

for.end469:                                       ; preds = %for.cond467
  br label %if.end460

for.cond471:                                      ; preds = %sel.end477, %for.body468
  %j5474 = phi i32 [ 0, %for.body468 ], [ %1392, %sel.end477 ]
  %1348 = icmp slt i32 %j5474, 512
  br i1 %1348, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %1349 = mul i32 %bx, 4
  %1350 = sext i32 %1349 to i64
  %1351 = sext i32 %i15470 to i64
  %1352 = add i64 %1350, %1351
  %1353 = icmp sle i64 0, %1352
  %1354 = mul i32 %bx, 4
  %1355 = sext i32 %1354 to i64
  %1356 = sext i32 %i15470 to i64
  %1357 = add i64 %1355, %1356
  %1358 = sext i32 %M to i64
  %1359 = icmp slt i64 %1357, %1358
  %1360 = and i1 %1353, %1359
  %1361 = mul i32 %t, 512
  %1362 = sext i32 %1361 to i64
  %1363 = sext i32 %j5474 to i64
  %1364 = add i64 %1362, %1363
  %1365 = icmp sle i64 0, %1364
  %1366 = mul i32 %t, 512
  %1367 = sext i32 %1366 to i64
  %1368 = sext i32 %j5474 to i64
  %1369 = add i64 %1367, %1368
  %1370 = sext i32 %N to i64
  %1371 = icmp slt i64 %1369, %1370
  %1372 = and i1 %1365, %1371
  %1373 = and i1 %1360, %1372
  br i1 %1373, label %sel.then475, label %sel.else476

for.end473:                                       ; preds = %for.cond471
  %1374 = add nsw i32 %i15470, 1
  br label %for.cond467, !llvm.loop !106

sel.then475:                                      ; preds = %for.body472
  %1375 = mul i32 %bx, 4
  %1376 = add i32 %1375, %i15470
  %1377 = sext i32 %1376 to i64
  %1378 = sext i32 %N to i64
  %1379 = mul nsw i64 %1377, %1378
  %1380 = mul i32 %t, 512
  %1381 = add i32 %1380, %j5474
  %1382 = sext i32 %1381 to i64
  %1383 = add nsw i64 %1379, %1382
  %1384 = getelementptr inbounds float, ptr %X, i64 %1383
  %1385 = load float, ptr %1384, align 4
  br label %sel.end477

sel.else476:                                      ; preds = %for.body472
  br label %sel.end477

sel.end477:                                       ; preds = %sel.else476, %sel.then475
  %1386 = phi float [ %1385, %sel.then475 ], [ 0.000000e+00, %sel.else476 ]
  %1387 = sext i32 %i15470 to i64
  %1388 = mul nsw i64 %1387, 512
  %1389 = sext i32 %j5474 to i64
  %1390 = add nsw i64 %1388, %1389
  %1391 = getelementptr inbounds float, ptr %X_f, i64 %1390
  store float %1386, ptr %1391, align 4
  %1392 = add nsw i32 %j5474, 1
  br label %for.cond471, !llvm.loop !107

if.then478:                                       ; preds = %if.end460
  br label %for.cond481

if.else479:                                       ; preds = %if.end460
  br label %for.cond485

if.end480:                                        ; preds = %for.end487, %for.end483
  %1393 = mul i32 %t, 512
  %1394 = icmp sle i32 0, %1393
  %1395 = mul i32 %t, 512
  %1396 = sext i32 %1395 to i64
  %1397 = add i64 %1396, 512
  %1398 = sext i32 %N to i64
  %1399 = icmp sle i64 %1397, %1398
  %1400 = and i1 %1394, %1399
  br i1 %1400, label %if.then492, label %if.else493

for.cond481:                                      ; preds = %for.body482, %if.then478
  %i15484 = phi i32 [ 0, %if.then478 ], [ %1409, %for.body482 ]
  %1401 = icmp slt i32 %i15484, 512
  br i1 %1401, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %1402 = mul i32 %t, 512
  %1403 = add i32 %1402, %i15484
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr inbounds float, ptr %W, i64 %1404
  %1406 = load float, ptr %1405, align 4
  %1407 = sext i32 %i15484 to i64
  %1408 = getelementptr inbounds float, ptr %W_f, i64 %1407
  store float %1406, ptr %1408, align 4
  %1409 = add nsw i32 %i15484, 1
  br label %for.cond481, !llvm.loop !108

for.end483:                                       ; preds = %for.cond481
  br label %if.end480

for.cond485:                                      ; preds = %sel.end491, %if.else479
  %i15488 = phi i32 [ 0, %if.else479 ], [ %1431, %sel.end491 ]
  %1410 = icmp slt i32 %i15488, 512
  br i1 %1410, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %1411 = mul i32 %t, 512
  %1412 = sext i32 %1411 to i64
  %1413 = sext i32 %i15488 to i64
  %1414 = add i64 %1412, %1413
  %1415 = icmp sle i64 0, %1414
  %1416 = mul i32 %t, 512
  %1417 = sext i32 %1416 to i64
  %1418 = sext i32 %i15488 to i64
  %1419 = add i64 %1417, %1418
  %1420 = sext i32 %N to i64
  %1421 = icmp slt i64 %1419, %1420
  %1422 = and i1 %1415, %1421
  br i1 %1422, label %sel.then489, label %sel.else490

for.end487:                                       ; preds = %for.cond485
  br label %if.end480

sel.then489:                                      ; preds = %for.body486
  %1423 = mul i32 %t, 512
  %1424 = add i32 %1423, %i15488
  %1425 = sext i32 %1424 to i64
  %1426 = getelementptr inbounds float, ptr %W, i64 %1425
  %1427 = load float, ptr %1426, align 4
  br label %sel.end491

sel.else490:                                      ; preds = %for.body486
  br label %sel.end491

sel.end491:                                       ; preds = %sel.else490, %sel.then489
  %1428 = phi float [ %1427, %sel.then489 ], [ 0.000000e+00, %sel.else490 ]
  %1429 = sext i32 %i15488 to i64
  %1430 = getelementptr inbounds float, ptr %W_f, i64 %1429
  store float %1428, ptr %1430, align 4
  %1431 = add nsw i32 %i15488, 1
  br label %for.cond485, !llvm.loop !109

if.then492:                                       ; preds = %if.end480
  br label %for.cond495

if.else493:                                       ; preds = %if.end480
  br label %for.cond499

if.end494:                                        ; preds = %for.end501, %for.end497
  br label %for.cond506

for.cond495:                                      ; preds = %for.body496, %if.then492
  %i15498 = phi i32 [ 0, %if.then492 ], [ %1440, %for.body496 ]
  %1432 = icmp slt i32 %i15498, 512
  br i1 %1432, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %1433 = mul i32 %t, 512
  %1434 = add i32 %1433, %i15498
  %1435 = sext i32 %1434 to i64
  %1436 = getelementptr inbounds float, ptr %B, i64 %1435
  %1437 = load float, ptr %1436, align 4
  %1438 = sext i32 %i15498 to i64
  %1439 = getelementptr inbounds float, ptr %B_f, i64 %1438
  store float %1437, ptr %1439, align 4
  %1440 = add nsw i32 %i15498, 1
  br label %for.cond495, !llvm.loop !110

for.end497:                                       ; preds = %for.cond495
  br label %if.end494

for.cond499:                                      ; preds = %sel.end505, %if.else493
  %i15502 = phi i32 [ 0, %if.else493 ], [ %1462, %sel.end505 ]
  %1441 = icmp slt i32 %i15502, 512
  br i1 %1441, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %1442 = mul i32 %t, 512
  %1443 = sext i32 %1442 to i64
  %1444 = sext i32 %i15502 to i64
  %1445 = add i64 %1443, %1444
  %1446 = icmp sle i64 0, %1445
  %1447 = mul i32 %t, 512
  %1448 = sext i32 %1447 to i64
  %1449 = sext i32 %i15502 to i64
  %1450 = add i64 %1448, %1449
  %1451 = sext i32 %N to i64
  %1452 = icmp slt i64 %1450, %1451
  %1453 = and i1 %1446, %1452
  br i1 %1453, label %sel.then503, label %sel.else504

for.end501:                                       ; preds = %for.cond499
  br label %if.end494

sel.then503:                                      ; preds = %for.body500
  %1454 = mul i32 %t, 512
  %1455 = add i32 %1454, %i15502
  %1456 = sext i32 %1455 to i64
  %1457 = getelementptr inbounds float, ptr %B, i64 %1456
  %1458 = load float, ptr %1457, align 4
  br label %sel.end505

sel.else504:                                      ; preds = %for.body500
  br label %sel.end505

sel.end505:                                       ; preds = %sel.else504, %sel.then503
  %1459 = phi float [ %1458, %sel.then503 ], [ 0.000000e+00, %sel.else504 ]
  %1460 = sext i32 %i15502 to i64
  %1461 = getelementptr inbounds float, ptr %B_f, i64 %1460
  store float %1459, ptr %1461, align 4
  %1462 = add nsw i32 %i15502, 1
  br label %for.cond499, !llvm.loop !111

for.cond506:                                      ; preds = %for.end512, %if.end494
  %i509 = phi i32 [ 0, %if.end494 ], [ %1510, %for.end512 ]
  %1463 = icmp slt i32 %i509, 4
  br i1 %1463, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  br label %for.cond510

for.end508:                                       ; preds = %for.cond506
  %1464 = mul i32 %bx, 4
  %1465 = icmp sle i32 0, %1464
  %1466 = mul i32 %bx, 4
  %1467 = sext i32 %1466 to i64
  %1468 = add i64 %1467, 4
  %1469 = sext i32 %M to i64
  %1470 = icmp sle i64 %1468, %1469
  %1471 = and i1 %1465, %1470
  %1472 = mul i32 %t, 512
  %1473 = icmp sle i32 0, %1472
  %1474 = mul i32 %t, 512
  %1475 = sext i32 %1474 to i64
  %1476 = add i64 %1475, 512
  %1477 = sext i32 %N to i64
  %1478 = icmp sle i64 %1476, %1477
  %1479 = and i1 %1473, %1478
  %1480 = and i1 %1471, %1479
  br i1 %1480, label %if.then514, label %if.else515

for.cond510:                                      ; preds = %for.body511, %for.body507
  %j513 = phi i32 [ 0, %for.body507 ], [ %1509, %for.body511 ]
  %1481 = icmp slt i32 %j513, 512
  br i1 %1481, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %1482 = sext i32 %i509 to i64
  %1483 = mul nsw i64 %1482, 512
  %1484 = sext i32 %j513 to i64
  %1485 = add nsw i64 %1483, %1484
  %1486 = getelementptr inbounds float, ptr %X_f, i64 %1485
  %1487 = load float, ptr %1486, align 4
  %1488 = sext i32 %i509 to i64
  %1489 = getelementptr inbounds float, ptr %mean, i64 %1488
  %1490 = load float, ptr %1489, align 4
  %1491 = fsub float %1487, %1490
  %1492 = sext i32 %i509 to i64
  %1493 = getelementptr inbounds float, ptr %rstd, i64 %1492
  %1494 = load float, ptr %1493, align 4
  %1495 = fmul float %1491, %1494
  %1496 = sext i32 %j513 to i64
  %1497 = getelementptr inbounds float, ptr %W_f, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = fmul float %1495, %1498
  %1500 = sext i32 %j513 to i64
  %1501 = getelementptr inbounds float, ptr %B_f, i64 %1500
  %1502 = load float, ptr %1501, align 4
  %1503 = fadd float %1499, %1502
  %1504 = sext i32 %i509 to i64
  %1505 = mul nsw i64 %1504, 512
  %1506 = sext i32 %j513 to i64
  %1507 = add nsw i64 %1505, %1506
  %1508 = getelementptr inbounds float, ptr %X_f, i64 %1507
  store float %1503, ptr %1508, align 4
  %1509 = add nsw i32 %j513, 1
  br label %for.cond510, !llvm.loop !112

for.end512:                                       ; preds = %for.cond510
  %1510 = add nsw i32 %i509, 1
  br label %for.cond506, !llvm.loop !113

if.then514:                                       ; preds = %for.end508
  br label %for.cond517

if.else515:                                       ; preds = %for.end508
  br label %for.cond525

if.end516:                                        ; preds = %for.end527, %for.end519
  %1511 = add nsw i32 %c457, 1
  br label %for.cond454, !llvm.loop !114

for.cond517:                                      ; preds = %for.end523, %if.then514
  %i15520 = phi i32 [ 0, %if.then514 ], [ %1531, %for.end523 ]
  %1512 = icmp slt i32 %i15520, 4
  br i1 %1512, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  br label %for.cond521

for.end519:                                       ; preds = %for.cond517
  br label %if.end516

for.cond521:                                      ; preds = %for.body522, %for.body518
  %j5524 = phi i32 [ 0, %for.body518 ], [ %1530, %for.body522 ]
  %1513 = icmp slt i32 %j5524, 512
  br i1 %1513, label %for.body522, label %for.end523

for.body522:                                      ; preds = %for.cond521
  %1514 = sext i32 %i15520 to i64
  %1515 = mul nsw i64 %1514, 512
  %1516 = sext i32 %j5524 to i64
  %1517 = add nsw i64 %1515, %1516
  %1518 = getelementptr inbounds float, ptr %X_f, i64 %1517
  %1519 = load float, ptr %1518, align 4
  %1520 = mul i32 %bx, 4
  %1521 = add i32 %1520, %i15520
  %1522 = sext i32 %1521 to i64
  %1523 = sext i32 %N to i64
  %1524 = mul nsw i64 %1522, %1523
  %1525 = mul i32 %t, 512
  %1526 = add i32 %1525, %j5524
  %1527 = sext i32 %1526 to i64
  %1528 = add nsw i64 %1524, %1527
  %1529 = getelementptr inbounds float, ptr %Y, i64 %1528
  store float %1519, ptr %1529, align 4
  %1530 = add nsw i32 %j5524, 1
  br label %for.cond521, !llvm.loop !115

for.end523:                                       ; preds = %for.cond521
  %1531 = add nsw i32 %i15520, 1
  br label %for.cond517, !llvm.loop !116

for.cond525:                                      ; preds = %for.end531, %if.else515
  %i15528 = phi i32 [ 0, %if.else515 ], [ %1559, %for.end531 ]
  %1532 = icmp slt i32 %i15528, 4
  br i1 %1532, label %for.body526, label %for.end527

for.body526:                                      ; preds = %for.cond525
  br label %for.cond529

for.end527:                                       ; preds = %for.cond525
  br label %if.end516

for.cond529:                                      ; preds = %if.end535, %for.body526
  %j5532 = phi i32 [ 0, %for.body526 ], [ %1576, %if.end535 ]
  %1533 = icmp slt i32 %j5532, 512
  br i1 %1533, label %for.body530, label %for.end531

for.body530:                                      ; preds = %for.cond529
  %1534 = mul i32 %bx, 4
  %1535 = sext i32 %1534 to i64
  %1536 = sext i32 %i15528 to i64
  %1537 = add i64 %1535, %1536
  %1538 = icmp sle i64 0, %1537
  %1539 = mul i32 %bx, 4
  %1540 = sext i32 %1539 to i64
  %1541 = sext i32 %i15528 to i64
  %1542 = add i64 %1540, %1541
  %1543 = sext i32 %M to i64
  %1544 = icmp slt i64 %1542, %1543
  %1545 = and i1 %1538, %1544
  %1546 = mul i32 %t, 512
  %1547 = sext i32 %1546 to i64
  %1548 = sext i32 %j5532 to i64
  %1549 = add i64 %1547, %1548
  %1550 = icmp sle i64 0, %1549
  %1551 = mul i32 %t, 512
  %1552 = sext i32 %1551 to i64
  %1553 = sext i32 %j5532 to i64
  %1554 = add i64 %1552, %1553
  %1555 = sext i32 %N to i64
  %1556 = icmp slt i64 %1554, %1555
  %1557 = and i1 %1550, %1556
  %1558 = and i1 %1545, %1557
  br i1 %1558, label %if.then533, label %if.else534

for.end531:                                       ; preds = %for.cond529
  %1559 = add nsw i32 %i15528, 1
  br label %for.cond525, !llvm.loop !117

if.then533:                                       ; preds = %for.body530
  %1560 = sext i32 %i15528 to i64
  %1561 = mul nsw i64 %1560, 512
  %1562 = sext i32 %j5532 to i64
  %1563 = add nsw i64 %1561, %1562
  %1564 = getelementptr inbounds float, ptr %X_f, i64 %1563
  %1565 = load float, ptr %1564, align 4
  %1566 = mul i32 %bx, 4
  %1567 = add i32 %1566, %i15528
  %1568 = sext i32 %1567 to i64
  %1569 = sext i32 %N to i64
  %1570 = mul nsw i64 %1568, %1569
  %1571 = mul i32 %t, 512
  %1572 = add i32 %1571, %j5532
  %1573 = sext i32 %1572 to i64
  %1574 = add nsw i64 %1570, %1573
  %1575 = getelementptr inbounds float, ptr %Y, i64 %1574
  store float %1565, ptr %1575, align 4
  br label %if.end535

if.else534:                                       ; preds = %for.body530
  br label %if.end535

if.end535:                                        ; preds = %if.else534, %if.then533
  %1576 = add nsw i32 %j5532, 1
  br label %for.cond529, !llvm.loop !118
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
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
