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
  br i1 %13, label %if.then132, label %if.else133

if.end:                                           ; preds = %if.end134, %if.end106
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %14 = sext i32 %N to i64
  %15 = icmp sle i64 256, %14
  br i1 %15, label %if.then25, label %if.else26

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

for.cond7:                                        ; preds = %for.end24, %if.else2
  %i1110 = phi i32 [ 0, %if.else2 ], [ %86, %for.end24 ]
  %34 = icmp slt i32 %i1110, 16
  br i1 %34, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %35 = sext i32 %N to i64
  %36 = icmp slt i64 %35, 0
  %37 = sext i32 %N to i64
  %38 = icmp sgt i64 %37, 256
  %39 = sext i32 %N to i64
  %40 = select i1 %38, i64 256, i64 %39
  %41 = select i1 %36, i64 0, i64 %40
  %tl_hi0 = trunc i64 %41 to i32
  %42 = mul i32 %bx, 16
  %43 = sext i32 %42 to i64
  %44 = sext i32 %i1110 to i64
  %45 = add i64 %43, %44
  %46 = icmp sle i64 0, %45
  %47 = mul i32 %bx, 16
  %48 = sext i32 %47 to i64
  %49 = sext i32 %i1110 to i64
  %50 = add i64 %48, %49
  %51 = sext i32 %M to i64
  %52 = icmp slt i64 %50, %51
  %53 = and i1 %46, %52
  br i1 %53, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %for.cond18

if.end13:                                         ; preds = %for.end20, %for.end16
  %54 = sub i32 256, %tl_hi0
  br label %for.cond22

for.cond14:                                       ; preds = %for.body15, %if.then11
  %j117 = phi i32 [ 0, %if.then11 ], [ %70, %for.body15 ]
  %55 = icmp slt i32 %j117, %tl_hi0
  br i1 %55, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %56 = mul i32 %bx, 16
  %57 = add i32 %56, %i1110
  %58 = sext i32 %57 to i64
  %59 = sext i32 %N to i64
  %60 = mul nsw i64 %58, %59
  %61 = sext i32 %j117 to i64
  %62 = add nsw i64 %60, %61
  %63 = getelementptr inbounds float, ptr %X, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = sext i32 %i1110 to i64
  %66 = mul nsw i64 %65, 256
  %67 = sext i32 %j117 to i64
  %68 = add nsw i64 %66, %67
  %69 = getelementptr inbounds float, ptr %X_s, i64 %68
  store float %64, ptr %69, align 4
  %70 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond18:                                       ; preds = %for.body19, %if.else12
  %j121 = phi i32 [ 0, %if.else12 ], [ %77, %for.body19 ]
  %71 = icmp slt i32 %j121, %tl_hi0
  br i1 %71, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %72 = sext i32 %i1110 to i64
  %73 = mul nsw i64 %72, 256
  %74 = sext i32 %j121 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds float, ptr %X_s, i64 %75
  store float 0.000000e+00, ptr %76, align 4
  %77 = add nsw i32 %j121, 1
  br label %for.cond18, !llvm.loop !5

for.end20:                                        ; preds = %for.cond18
  br label %if.end13

for.cond22:                                       ; preds = %for.body23, %if.end13
  %j11 = phi i32 [ 0, %if.end13 ], [ %85, %for.body23 ]
  %78 = icmp slt i32 %j11, %54
  br i1 %78, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %79 = sext i32 %i1110 to i64
  %80 = mul nsw i64 %79, 256
  %81 = add i32 %tl_hi0, %j11
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %80, %82
  %84 = getelementptr inbounds float, ptr %X_s, i64 %83
  store float 0.000000e+00, ptr %84, align 4
  %85 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !6

for.end24:                                        ; preds = %for.cond22
  %86 = add nsw i32 %i1110, 1
  br label %for.cond7, !llvm.loop !7

if.then25:                                        ; preds = %if.end3
  br label %for.cond28

if.else26:                                        ; preds = %if.end3
  %87 = sext i32 %N to i64
  %88 = icmp slt i64 %87, 0
  %89 = sext i32 %N to i64
  %90 = icmp sgt i64 %89, 256
  %91 = sext i32 %N to i64
  %92 = select i1 %90, i64 256, i64 %91
  %93 = select i1 %88, i64 0, i64 %92
  %tl_hi1 = trunc i64 %93 to i32
  br label %for.cond32

if.end27:                                         ; preds = %for.end38, %for.end30
  %94 = sext i32 %N to i64
  %95 = icmp sle i64 256, %94
  br i1 %95, label %if.then39, label %if.else40

for.cond28:                                       ; preds = %for.body29, %if.then25
  %i1131 = phi i32 [ 0, %if.then25 ], [ %102, %for.body29 ]
  %96 = icmp slt i32 %i1131, 256
  br i1 %96, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %97 = sext i32 %i1131 to i64
  %98 = getelementptr inbounds float, ptr %W, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = sext i32 %i1131 to i64
  %101 = getelementptr inbounds float, ptr %W_s, i64 %100
  store float %99, ptr %101, align 4
  %102 = add nsw i32 %i1131, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond32:                                       ; preds = %for.body33, %if.else26
  %i1135 = phi i32 [ 0, %if.else26 ], [ %109, %for.body33 ]
  %103 = icmp slt i32 %i1135, %tl_hi1
  br i1 %103, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %104 = sext i32 %i1135 to i64
  %105 = getelementptr inbounds float, ptr %W, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = sext i32 %i1135 to i64
  %108 = getelementptr inbounds float, ptr %W_s, i64 %107
  store float %106, ptr %108, align 4
  %109 = add nsw i32 %i1135, 1
  br label %for.cond32, !llvm.loop !9

for.end34:                                        ; preds = %for.cond32
  %110 = sub i32 256, %tl_hi1
  br label %for.cond36

for.cond36:                                       ; preds = %for.body37, %for.end34
  %i111 = phi i32 [ 0, %for.end34 ], [ %115, %for.body37 ]
  %111 = icmp slt i32 %i111, %110
  br i1 %111, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %112 = add i32 %tl_hi1, %i111
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %W_s, i64 %113
  store float 0.000000e+00, ptr %114, align 4
  %115 = add nsw i32 %i111, 1
  br label %for.cond36, !llvm.loop !10

for.end38:                                        ; preds = %for.cond36
  br label %if.end27

if.then39:                                        ; preds = %if.end27
  br label %for.cond42

if.else40:                                        ; preds = %if.end27
  %116 = sext i32 %N to i64
  %117 = icmp slt i64 %116, 0
  %118 = sext i32 %N to i64
  %119 = icmp sgt i64 %118, 256
  %120 = sext i32 %N to i64
  %121 = select i1 %119, i64 256, i64 %120
  %122 = select i1 %117, i64 0, i64 %121
  %tl_hi2 = trunc i64 %122 to i32
  br label %for.cond46

if.end41:                                         ; preds = %for.end52, %for.end44
  br label %for.cond53

for.cond42:                                       ; preds = %for.body43, %if.then39
  %i1145 = phi i32 [ 0, %if.then39 ], [ %129, %for.body43 ]
  %123 = icmp slt i32 %i1145, 256
  br i1 %123, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %124 = sext i32 %i1145 to i64
  %125 = getelementptr inbounds float, ptr %B, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = sext i32 %i1145 to i64
  %128 = getelementptr inbounds float, ptr %B_s, i64 %127
  store float %126, ptr %128, align 4
  %129 = add nsw i32 %i1145, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  br label %if.end41

for.cond46:                                       ; preds = %for.body47, %if.else40
  %i1149 = phi i32 [ 0, %if.else40 ], [ %136, %for.body47 ]
  %130 = icmp slt i32 %i1149, %tl_hi2
  br i1 %130, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %131 = sext i32 %i1149 to i64
  %132 = getelementptr inbounds float, ptr %B, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = sext i32 %i1149 to i64
  %135 = getelementptr inbounds float, ptr %B_s, i64 %134
  store float %133, ptr %135, align 4
  %136 = add nsw i32 %i1149, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  %137 = sub i32 256, %tl_hi2
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end48
  %i112 = phi i32 [ 0, %for.end48 ], [ %142, %for.body51 ]
  %138 = icmp slt i32 %i112, %137
  br i1 %138, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %139 = add i32 %tl_hi2, %i112
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %B_s, i64 %140
  store float 0.000000e+00, ptr %141, align 4
  %142 = add nsw i32 %i112, 1
  br label %for.cond50, !llvm.loop !13

for.end52:                                        ; preds = %for.cond50
  br label %if.end41

for.cond53:                                       ; preds = %for.end61, %if.end41
  %i = phi i32 [ 0, %if.end41 ], [ %184, %for.end61 ]
  %143 = icmp slt i32 %i, 16
  br i1 %143, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %144 = sext i32 %N to i64
  %145 = icmp slt i64 %144, 0
  %146 = sext i32 %N to i64
  %147 = icmp sgt i64 %146, 256
  %148 = sext i32 %N to i64
  %149 = select i1 %147, i64 256, i64 %148
  %150 = select i1 %145, i64 0, i64 %149
  %tl_hi3 = trunc i64 %150 to i32
  br label %for.cond56

for.end55:                                        ; preds = %for.cond53
  br label %for.cond62

for.cond56:                                       ; preds = %for.body57, %for.body54
  %j = phi i32 [ 0, %for.body54 ], [ %168, %for.body57 ]
  %151 = icmp slt i32 %j, %tl_hi3
  br i1 %151, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %152 = sext i32 %i to i64
  %153 = mul nsw i64 %152, 256
  %154 = sext i32 %j to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds float, ptr %X_s, i64 %155
  %x = load float, ptr %156, align 4
  %157 = sext i32 %i to i64
  %158 = mul nsw i64 %157, 256
  %159 = sext i32 %j to i64
  %160 = add nsw i64 %158, %159
  %161 = getelementptr inbounds float, ptr %X_s, i64 %160
  store float %x, ptr %161, align 4
  %162 = fmul float %x, %x
  %163 = sext i32 %i to i64
  %164 = mul nsw i64 %163, 256
  %165 = sext i32 %j to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds float, ptr %sq_s, i64 %166
  store float %162, ptr %167, align 4
  %168 = add nsw i32 %j, 1
  br label %for.cond56, !llvm.loop !14

for.end58:                                        ; preds = %for.cond56
  %169 = sub i32 256, %tl_hi3
  br label %for.cond59

for.cond59:                                       ; preds = %for.body60, %for.end58
  %j6 = phi i32 [ 0, %for.end58 ], [ %183, %for.body60 ]
  %170 = icmp slt i32 %j6, %169
  br i1 %170, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %171 = sext i32 %i to i64
  %172 = mul nsw i64 %171, 256
  %173 = add i32 %tl_hi3, %j6
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %172, %174
  %176 = getelementptr inbounds float, ptr %X_s, i64 %175
  store float 0.000000e+00, ptr %176, align 4
  %177 = sext i32 %i to i64
  %178 = mul nsw i64 %177, 256
  %179 = add i32 %tl_hi3, %j6
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %178, %180
  %182 = getelementptr inbounds float, ptr %sq_s, i64 %181
  store float 0.000000e+00, ptr %182, align 4
  %183 = add nsw i32 %j6, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  %184 = add nsw i32 %i, 1
  br label %for.cond53, !llvm.loop !16

for.cond62:                                       ; preds = %for.end77, %for.end55
  %i1 = phi i32 [ 0, %for.end55 ], [ %228, %for.end77 ]
  %185 = icmp slt i32 %i1, 16
  br i1 %185, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  br label %for.cond79

for.cond65:                                       ; preds = %for.body66, %for.body63
  %lane = phi i32 [ 0, %for.body63 ], [ %195, %for.body66 ]
  %186 = icmp slt i32 %lane, 32
  br i1 %186, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %187 = sext i32 %i1 to i64
  %188 = mul nsw i64 %187, 256
  %189 = sext i32 %lane to i64
  %190 = add nsw i64 %188, %189
  %191 = getelementptr inbounds float, ptr %X_s, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = sext i32 %lane to i64
  %194 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %193
  store float %192, ptr %194, align 4
  %195 = add nsw i32 %lane, 1
  br label %for.cond65, !llvm.loop !17

for.end67:                                        ; preds = %for.cond65
  br label %for.cond68

for.cond68:                                       ; preds = %for.end73, %for.end67
  %red = phi i32 [ 0, %for.end67 ], [ %216, %for.end73 ]
  %196 = icmp slt i32 %red, 7
  br i1 %196, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond71

for.end70:                                        ; preds = %for.cond68
  %197 = sext i32 %i1 to i64
  %198 = getelementptr inbounds float, ptr %mean_s, i64 %197
  store float 0.000000e+00, ptr %198, align 4
  br label %for.cond75

for.cond71:                                       ; preds = %for.body72, %for.body69
  %lane74 = phi i32 [ 0, %for.body69 ], [ %215, %for.body72 ]
  %199 = icmp slt i32 %lane74, 32
  br i1 %199, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %200 = sext i32 %lane74 to i64
  %201 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = sext i32 %i1 to i64
  %204 = mul nsw i64 %203, 256
  %205 = add i32 %red, 1
  %206 = mul i32 %205, 32
  %207 = add i32 %206, %lane74
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %204, %208
  %210 = getelementptr inbounds float, ptr %X_s, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = fadd float %202, %211
  %213 = sext i32 %lane74 to i64
  %214 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %213
  store float %212, ptr %214, align 4
  %215 = add nsw i32 %lane74, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  %216 = add nsw i32 %red, 1
  br label %for.cond68, !llvm.loop !19

for.cond75:                                       ; preds = %for.body76, %for.end70
  %lane78 = phi i32 [ 0, %for.end70 ], [ %227, %for.body76 ]
  %217 = icmp slt i32 %lane78, 32
  br i1 %217, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %218 = sext i32 %i1 to i64
  %219 = getelementptr inbounds float, ptr %mean_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = sext i32 %lane78 to i64
  %222 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = fadd float %220, %223
  %225 = sext i32 %i1 to i64
  %226 = getelementptr inbounds float, ptr %mean_s, i64 %225
  store float %224, ptr %226, align 4
  %227 = add nsw i32 %lane78, 1
  br label %for.cond75, !llvm.loop !20

for.end77:                                        ; preds = %for.cond75
  %228 = add nsw i32 %i1, 1
  br label %for.cond62, !llvm.loop !21

for.cond79:                                       ; preds = %for.end94, %for.end64
  %i2 = phi i32 [ 0, %for.end64 ], [ %272, %for.end94 ]
  %229 = icmp slt i32 %i2, 16
  br i1 %229, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  br label %for.cond82

for.end81:                                        ; preds = %for.cond79
  br label %for.cond96

for.cond82:                                       ; preds = %for.body83, %for.body80
  %lane1 = phi i32 [ 0, %for.body80 ], [ %239, %for.body83 ]
  %230 = icmp slt i32 %lane1, 32
  br i1 %230, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %231 = sext i32 %i2 to i64
  %232 = mul nsw i64 %231, 256
  %233 = sext i32 %lane1 to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds float, ptr %sq_s, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = sext i32 %lane1 to i64
  %238 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %237
  store float %236, ptr %238, align 4
  %239 = add nsw i32 %lane1, 1
  br label %for.cond82, !llvm.loop !22

for.end84:                                        ; preds = %for.cond82
  br label %for.cond85

for.cond85:                                       ; preds = %for.end90, %for.end84
  %red1 = phi i32 [ 0, %for.end84 ], [ %260, %for.end90 ]
  %240 = icmp slt i32 %red1, 7
  br i1 %240, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  %241 = sext i32 %i2 to i64
  %242 = getelementptr inbounds float, ptr %rstd_s, i64 %241
  store float 0.000000e+00, ptr %242, align 4
  br label %for.cond92

for.cond88:                                       ; preds = %for.body89, %for.body86
  %lane191 = phi i32 [ 0, %for.body86 ], [ %259, %for.body89 ]
  %243 = icmp slt i32 %lane191, 32
  br i1 %243, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %244 = sext i32 %lane191 to i64
  %245 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = sext i32 %i2 to i64
  %248 = mul nsw i64 %247, 256
  %249 = add i32 %red1, 1
  %250 = mul i32 %249, 32
  %251 = add i32 %250, %lane191
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %248, %252
  %254 = getelementptr inbounds float, ptr %sq_s, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = fadd float %246, %255
  %257 = sext i32 %lane191 to i64
  %258 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %257
  store float %256, ptr %258, align 4
  %259 = add nsw i32 %lane191, 1
  br label %for.cond88, !llvm.loop !23

for.end90:                                        ; preds = %for.cond88
  %260 = add nsw i32 %red1, 1
  br label %for.cond85, !llvm.loop !24

for.cond92:                                       ; preds = %for.body93, %for.end87
  %lane195 = phi i32 [ 0, %for.end87 ], [ %271, %for.body93 ]
  %261 = icmp slt i32 %lane195, 32
  br i1 %261, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %262 = sext i32 %i2 to i64
  %263 = getelementptr inbounds float, ptr %rstd_s, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = sext i32 %lane195 to i64
  %266 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = fadd float %264, %267
  %269 = sext i32 %i2 to i64
  %270 = getelementptr inbounds float, ptr %rstd_s, i64 %269
  store float %268, ptr %270, align 4
  %271 = add nsw i32 %lane195, 1
  br label %for.cond92, !llvm.loop !25

for.end94:                                        ; preds = %for.cond92
  %272 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !26

for.cond96:                                       ; preds = %for.end102, %for.end81
  %i99 = phi i32 [ 0, %for.end81 ], [ %322, %for.end102 ]
  %273 = icmp slt i32 %i99, 16
  br i1 %273, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond100

for.end98:                                        ; preds = %for.cond96
  %274 = mul i32 %bx, 16
  %275 = icmp sle i32 0, %274
  %276 = mul i32 %bx, 16
  %277 = sext i32 %276 to i64
  %278 = add i64 %277, 16
  %279 = sext i32 %M to i64
  %280 = icmp sle i64 %278, %279
  %281 = and i1 %275, %280
  %282 = sext i32 %N to i64
  %283 = icmp sle i64 256, %282
  %284 = and i1 %281, %283
  br i1 %284, label %if.then104, label %if.else105

for.cond100:                                      ; preds = %for.body101, %for.body97
  %j103 = phi i32 [ 0, %for.body97 ], [ %321, %for.body101 ]
  %285 = icmp slt i32 %j103, 256
  br i1 %285, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %286 = sext i32 %i99 to i64
  %287 = getelementptr inbounds float, ptr %mean_s, i64 %286
  %288 = load float, ptr %287, align 4
  %mu = fmul float %288, %inv_n
  %289 = sext i32 %i99 to i64
  %290 = getelementptr inbounds float, ptr %rstd_s, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = fmul float %291, %inv_n
  %293 = fmul float %mu, %mu
  %294 = fsub float %292, %293
  %295 = call float @llvm.maxnum.f32(float %294, float 0.000000e+00)
  %296 = fadd float %295, 0x3EE4F8B580000000
  %297 = fpext float %296 to double
  %298 = call double @llvm.sqrt.f64(double %297)
  %299 = fdiv double 1.000000e+00, %298
  %r = fptrunc double %299 to float
  %300 = sext i32 %i99 to i64
  %301 = mul nsw i64 %300, 256
  %302 = sext i32 %j103 to i64
  %303 = add nsw i64 %301, %302
  %304 = getelementptr inbounds float, ptr %X_s, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = fsub float %305, %mu
  %307 = fmul float %306, %r
  %308 = sext i32 %j103 to i64
  %309 = getelementptr inbounds float, ptr %W_s, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = fmul float %307, %310
  %312 = sext i32 %j103 to i64
  %313 = getelementptr inbounds float, ptr %B_s, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = fadd float %311, %314
  %316 = sext i32 %i99 to i64
  %317 = mul nsw i64 %316, 256
  %318 = sext i32 %j103 to i64
  %319 = add nsw i64 %317, %318
  %320 = getelementptr inbounds float, ptr %X_s, i64 %319
  store float %315, ptr %320, align 4
  %321 = add nsw i32 %j103, 1
  br label %for.cond100, !llvm.loop !27

for.end102:                                       ; preds = %for.cond100
  %322 = add nsw i32 %i99, 1
  br label %for.cond96, !llvm.loop !28

if.then104:                                       ; preds = %for.end98
  br label %for.cond107

if.else105:                                       ; preds = %for.end98
  br label %for.cond118

if.end106:                                        ; preds = %for.end120, %for.end109
  br label %if.end

for.cond107:                                      ; preds = %if.end113, %if.then104
  %i11110 = phi i32 [ 0, %if.then104 ], [ %339, %if.end113 ]
  %323 = icmp slt i32 %i11110, 16
  br i1 %323, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %324 = sext i32 %M to i64
  %325 = sext i32 %N to i64
  %326 = mul i64 %324, %325
  %327 = icmp sge i64 %326, 8388608
  br i1 %327, label %if.then111, label %if.else112

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

if.then111:                                       ; preds = %for.body108
  %328 = mul i32 %bx, 16
  %329 = add i32 %328, %i11110
  %330 = sext i32 %329 to i64
  %331 = sext i32 %N to i64
  %332 = mul nsw i64 %330, %331
  %333 = add nsw i64 %332, 0
  %334 = getelementptr inbounds float, ptr %Y, i64 %333
  %335 = sext i32 %i11110 to i64
  %336 = mul nsw i64 %335, 256
  %337 = add nsw i64 %336, 0
  %338 = getelementptr inbounds float, ptr %X_s, i64 %337
  call void @tilec_rt_stream(ptr %334, ptr %338, i64 1024)
  br label %if.end113

if.else112:                                       ; preds = %for.body108
  br label %for.cond114

if.end113:                                        ; preds = %for.end116, %if.then111
  %339 = add nsw i32 %i11110, 1
  br label %for.cond107, !llvm.loop !29

for.cond114:                                      ; preds = %for.body115, %if.else112
  %j1117 = phi i32 [ 0, %if.else112 ], [ %355, %for.body115 ]
  %340 = icmp slt i32 %j1117, 256
  br i1 %340, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %341 = sext i32 %i11110 to i64
  %342 = mul nsw i64 %341, 256
  %343 = sext i32 %j1117 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds float, ptr %X_s, i64 %344
  %346 = load float, ptr %345, align 4
  %347 = mul i32 %bx, 16
  %348 = add i32 %347, %i11110
  %349 = sext i32 %348 to i64
  %350 = sext i32 %N to i64
  %351 = mul nsw i64 %349, %350
  %352 = sext i32 %j1117 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %Y, i64 %353
  store float %346, ptr %354, align 4
  %355 = add nsw i32 %j1117, 1
  br label %for.cond114, !llvm.loop !30

for.end116:                                       ; preds = %for.cond114
  br label %if.end113

for.cond118:                                      ; preds = %if.end124, %if.else105
  %i11121 = phi i32 [ 0, %if.else105 ], [ %380, %if.end124 ]
  %356 = icmp slt i32 %i11121, 16
  br i1 %356, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %357 = sext i32 %N to i64
  %358 = icmp slt i64 %357, 0
  %359 = sext i32 %N to i64
  %360 = icmp sgt i64 %359, 256
  %361 = sext i32 %N to i64
  %362 = select i1 %360, i64 256, i64 %361
  %363 = select i1 %358, i64 0, i64 %362
  %tl_hi4 = trunc i64 %363 to i32
  %364 = mul i32 %bx, 16
  %365 = sext i32 %364 to i64
  %366 = sext i32 %i11121 to i64
  %367 = add i64 %365, %366
  %368 = icmp sle i64 0, %367
  %369 = mul i32 %bx, 16
  %370 = sext i32 %369 to i64
  %371 = sext i32 %i11121 to i64
  %372 = add i64 %370, %371
  %373 = sext i32 %M to i64
  %374 = icmp slt i64 %372, %373
  %375 = and i1 %368, %374
  br i1 %375, label %if.then122, label %if.else123

for.end120:                                       ; preds = %for.cond118
  br label %if.end106

if.then122:                                       ; preds = %for.body119
  %376 = sext i32 %M to i64
  %377 = sext i32 %N to i64
  %378 = mul i64 %376, %377
  %379 = icmp sge i64 %378, 8388608
  br i1 %379, label %if.then125, label %if.else126

if.else123:                                       ; preds = %for.body119
  br label %if.end124

if.end124:                                        ; preds = %if.else123, %if.end127
  %380 = add nsw i32 %i11121, 1
  br label %for.cond118, !llvm.loop !31

if.then125:                                       ; preds = %if.then122
  %381 = sext i32 %tl_hi4 to i64
  %382 = mul i32 %bx, 16
  %383 = add i32 %382, %i11121
  %384 = sext i32 %383 to i64
  %385 = sext i32 %N to i64
  %386 = mul nsw i64 %384, %385
  %387 = add nsw i64 %386, 0
  %388 = getelementptr inbounds float, ptr %Y, i64 %387
  %389 = sext i32 %i11121 to i64
  %390 = mul nsw i64 %389, 256
  %391 = add nsw i64 %390, 0
  %392 = getelementptr inbounds float, ptr %X_s, i64 %391
  %393 = mul i64 %381, 4
  call void @tilec_rt_stream(ptr %388, ptr %392, i64 %393)
  br label %if.end127

if.else126:                                       ; preds = %if.then122
  br label %for.cond128

if.end127:                                        ; preds = %for.end130, %if.then125
  br label %if.end124

for.cond128:                                      ; preds = %for.body129, %if.else126
  %j1131 = phi i32 [ 0, %if.else126 ], [ %409, %for.body129 ]
  %394 = icmp slt i32 %j1131, %tl_hi4
  br i1 %394, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %395 = sext i32 %i11121 to i64
  %396 = mul nsw i64 %395, 256
  %397 = sext i32 %j1131 to i64
  %398 = add nsw i64 %396, %397
  %399 = getelementptr inbounds float, ptr %X_s, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = mul i32 %bx, 16
  %402 = add i32 %401, %i11121
  %403 = sext i32 %402 to i64
  %404 = sext i32 %N to i64
  %405 = mul nsw i64 %403, %404
  %406 = sext i32 %j1131 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %Y, i64 %407
  store float %400, ptr %408, align 4
  %409 = add nsw i32 %j1131, 1
  br label %for.cond128, !llvm.loop !32

for.end130:                                       ; preds = %for.cond128
  br label %if.end127

if.then132:                                       ; preds = %if.else
  %410 = mul i32 %bx, 4
  %411 = icmp sle i32 0, %410
  %412 = mul i32 %bx, 4
  %413 = sext i32 %412 to i64
  %414 = add i64 %413, 4
  %415 = sext i32 %M to i64
  %416 = icmp sle i64 %414, %415
  %417 = and i1 %411, %416
  %418 = sext i32 %N to i64
  %419 = icmp sle i64 512, %418
  %420 = and i1 %417, %419
  br i1 %420, label %if.then135, label %if.else136

if.else133:                                       ; preds = %if.else
  %421 = icmp sle i32 %N, 4096
  br i1 %421, label %if.then276, label %if.else277

if.end134:                                        ; preds = %if.end278, %if.end250
  br label %if.end

if.then135:                                       ; preds = %if.then132
  br label %for.cond138

if.else136:                                       ; preds = %if.then132
  br label %for.cond144

if.end137:                                        ; preds = %for.end146, %for.end140
  %422 = sext i32 %N to i64
  %423 = icmp sle i64 512, %422
  br i1 %423, label %if.then162, label %if.else163

for.cond138:                                      ; preds = %for.end143, %if.then135
  %i12 = phi i32 [ 0, %if.then135 ], [ %441, %for.end143 ]
  %424 = icmp slt i32 %i12, 4
  br i1 %424, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  br label %for.cond141

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond141:                                      ; preds = %for.body142, %for.body139
  %j2 = phi i32 [ 0, %for.body139 ], [ %440, %for.body142 ]
  %425 = icmp slt i32 %j2, 512
  br i1 %425, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %426 = mul i32 %bx, 4
  %427 = add i32 %426, %i12
  %428 = sext i32 %427 to i64
  %429 = sext i32 %N to i64
  %430 = mul nsw i64 %428, %429
  %431 = sext i32 %j2 to i64
  %432 = add nsw i64 %430, %431
  %433 = getelementptr inbounds float, ptr %X, i64 %432
  %434 = load float, ptr %433, align 4
  %435 = sext i32 %i12 to i64
  %436 = mul nsw i64 %435, 512
  %437 = sext i32 %j2 to i64
  %438 = add nsw i64 %436, %437
  %439 = getelementptr inbounds float, ptr %X_f, i64 %438
  store float %434, ptr %439, align 4
  %440 = add nsw i32 %j2, 1
  br label %for.cond141, !llvm.loop !33

for.end143:                                       ; preds = %for.cond141
  %441 = add nsw i32 %i12, 1
  br label %for.cond138, !llvm.loop !34

for.cond144:                                      ; preds = %for.end161, %if.else136
  %i12147 = phi i32 [ 0, %if.else136 ], [ %494, %for.end161 ]
  %442 = icmp slt i32 %i12147, 4
  br i1 %442, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %443 = sext i32 %N to i64
  %444 = icmp slt i64 %443, 0
  %445 = sext i32 %N to i64
  %446 = icmp sgt i64 %445, 512
  %447 = sext i32 %N to i64
  %448 = select i1 %446, i64 512, i64 %447
  %449 = select i1 %444, i64 0, i64 %448
  %tl_hi5 = trunc i64 %449 to i32
  %450 = mul i32 %bx, 4
  %451 = sext i32 %450 to i64
  %452 = sext i32 %i12147 to i64
  %453 = add i64 %451, %452
  %454 = icmp sle i64 0, %453
  %455 = mul i32 %bx, 4
  %456 = sext i32 %455 to i64
  %457 = sext i32 %i12147 to i64
  %458 = add i64 %456, %457
  %459 = sext i32 %M to i64
  %460 = icmp slt i64 %458, %459
  %461 = and i1 %454, %460
  br i1 %461, label %if.then148, label %if.else149

for.end146:                                       ; preds = %for.cond144
  br label %if.end137

if.then148:                                       ; preds = %for.body145
  br label %for.cond151

if.else149:                                       ; preds = %for.body145
  br label %for.cond155

if.end150:                                        ; preds = %for.end157, %for.end153
  %462 = sub i32 512, %tl_hi5
  br label %for.cond159

for.cond151:                                      ; preds = %for.body152, %if.then148
  %j2154 = phi i32 [ 0, %if.then148 ], [ %478, %for.body152 ]
  %463 = icmp slt i32 %j2154, %tl_hi5
  br i1 %463, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %464 = mul i32 %bx, 4
  %465 = add i32 %464, %i12147
  %466 = sext i32 %465 to i64
  %467 = sext i32 %N to i64
  %468 = mul nsw i64 %466, %467
  %469 = sext i32 %j2154 to i64
  %470 = add nsw i64 %468, %469
  %471 = getelementptr inbounds float, ptr %X, i64 %470
  %472 = load float, ptr %471, align 4
  %473 = sext i32 %i12147 to i64
  %474 = mul nsw i64 %473, 512
  %475 = sext i32 %j2154 to i64
  %476 = add nsw i64 %474, %475
  %477 = getelementptr inbounds float, ptr %X_f, i64 %476
  store float %472, ptr %477, align 4
  %478 = add nsw i32 %j2154, 1
  br label %for.cond151, !llvm.loop !35

for.end153:                                       ; preds = %for.cond151
  br label %if.end150

for.cond155:                                      ; preds = %for.body156, %if.else149
  %j2158 = phi i32 [ 0, %if.else149 ], [ %485, %for.body156 ]
  %479 = icmp slt i32 %j2158, %tl_hi5
  br i1 %479, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %480 = sext i32 %i12147 to i64
  %481 = mul nsw i64 %480, 512
  %482 = sext i32 %j2158 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %X_f, i64 %483
  store float 0.000000e+00, ptr %484, align 4
  %485 = add nsw i32 %j2158, 1
  br label %for.cond155, !llvm.loop !36

for.end157:                                       ; preds = %for.cond155
  br label %if.end150

for.cond159:                                      ; preds = %for.body160, %if.end150
  %j21 = phi i32 [ 0, %if.end150 ], [ %493, %for.body160 ]
  %486 = icmp slt i32 %j21, %462
  br i1 %486, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %487 = sext i32 %i12147 to i64
  %488 = mul nsw i64 %487, 512
  %489 = add i32 %tl_hi5, %j21
  %490 = sext i32 %489 to i64
  %491 = add nsw i64 %488, %490
  %492 = getelementptr inbounds float, ptr %X_f, i64 %491
  store float 0.000000e+00, ptr %492, align 4
  %493 = add nsw i32 %j21, 1
  br label %for.cond159, !llvm.loop !37

for.end161:                                       ; preds = %for.cond159
  %494 = add nsw i32 %i12147, 1
  br label %for.cond144, !llvm.loop !38

if.then162:                                       ; preds = %if.end137
  br label %for.cond165

if.else163:                                       ; preds = %if.end137
  %495 = sext i32 %N to i64
  %496 = icmp slt i64 %495, 0
  %497 = sext i32 %N to i64
  %498 = icmp sgt i64 %497, 512
  %499 = sext i32 %N to i64
  %500 = select i1 %498, i64 512, i64 %499
  %501 = select i1 %496, i64 0, i64 %500
  %tl_hi6 = trunc i64 %501 to i32
  br label %for.cond169

if.end164:                                        ; preds = %for.end175, %for.end167
  %502 = sext i32 %N to i64
  %503 = icmp sle i64 512, %502
  br i1 %503, label %if.then176, label %if.else177

for.cond165:                                      ; preds = %for.body166, %if.then162
  %i12168 = phi i32 [ 0, %if.then162 ], [ %510, %for.body166 ]
  %504 = icmp slt i32 %i12168, 512
  br i1 %504, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %505 = sext i32 %i12168 to i64
  %506 = getelementptr inbounds float, ptr %W, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = sext i32 %i12168 to i64
  %509 = getelementptr inbounds float, ptr %W_f, i64 %508
  store float %507, ptr %509, align 4
  %510 = add nsw i32 %i12168, 1
  br label %for.cond165, !llvm.loop !39

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond169:                                      ; preds = %for.body170, %if.else163
  %i12172 = phi i32 [ 0, %if.else163 ], [ %517, %for.body170 ]
  %511 = icmp slt i32 %i12172, %tl_hi6
  br i1 %511, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %512 = sext i32 %i12172 to i64
  %513 = getelementptr inbounds float, ptr %W, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = sext i32 %i12172 to i64
  %516 = getelementptr inbounds float, ptr %W_f, i64 %515
  store float %514, ptr %516, align 4
  %517 = add nsw i32 %i12172, 1
  br label %for.cond169, !llvm.loop !40

for.end171:                                       ; preds = %for.cond169
  %518 = sub i32 512, %tl_hi6
  br label %for.cond173

for.cond173:                                      ; preds = %for.body174, %for.end171
  %i121 = phi i32 [ 0, %for.end171 ], [ %523, %for.body174 ]
  %519 = icmp slt i32 %i121, %518
  br i1 %519, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %520 = add i32 %tl_hi6, %i121
  %521 = sext i32 %520 to i64
  %522 = getelementptr inbounds float, ptr %W_f, i64 %521
  store float 0.000000e+00, ptr %522, align 4
  %523 = add nsw i32 %i121, 1
  br label %for.cond173, !llvm.loop !41

for.end175:                                       ; preds = %for.cond173
  br label %if.end164

if.then176:                                       ; preds = %if.end164
  br label %for.cond179

if.else177:                                       ; preds = %if.end164
  %524 = sext i32 %N to i64
  %525 = icmp slt i64 %524, 0
  %526 = sext i32 %N to i64
  %527 = icmp sgt i64 %526, 512
  %528 = sext i32 %N to i64
  %529 = select i1 %527, i64 512, i64 %528
  %530 = select i1 %525, i64 0, i64 %529
  %tl_hi7 = trunc i64 %530 to i32
  br label %for.cond183

if.end178:                                        ; preds = %for.end189, %for.end181
  br label %for.cond190

for.cond179:                                      ; preds = %for.body180, %if.then176
  %i12182 = phi i32 [ 0, %if.then176 ], [ %537, %for.body180 ]
  %531 = icmp slt i32 %i12182, 512
  br i1 %531, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %532 = sext i32 %i12182 to i64
  %533 = getelementptr inbounds float, ptr %B, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = sext i32 %i12182 to i64
  %536 = getelementptr inbounds float, ptr %B_f, i64 %535
  store float %534, ptr %536, align 4
  %537 = add nsw i32 %i12182, 1
  br label %for.cond179, !llvm.loop !42

for.end181:                                       ; preds = %for.cond179
  br label %if.end178

for.cond183:                                      ; preds = %for.body184, %if.else177
  %i12186 = phi i32 [ 0, %if.else177 ], [ %544, %for.body184 ]
  %538 = icmp slt i32 %i12186, %tl_hi7
  br i1 %538, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %539 = sext i32 %i12186 to i64
  %540 = getelementptr inbounds float, ptr %B, i64 %539
  %541 = load float, ptr %540, align 4
  %542 = sext i32 %i12186 to i64
  %543 = getelementptr inbounds float, ptr %B_f, i64 %542
  store float %541, ptr %543, align 4
  %544 = add nsw i32 %i12186, 1
  br label %for.cond183, !llvm.loop !43

for.end185:                                       ; preds = %for.cond183
  %545 = sub i32 512, %tl_hi7
  br label %for.cond187

for.cond187:                                      ; preds = %for.body188, %for.end185
  %i122 = phi i32 [ 0, %for.end185 ], [ %550, %for.body188 ]
  %546 = icmp slt i32 %i122, %545
  br i1 %546, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %547 = add i32 %tl_hi7, %i122
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds float, ptr %B_f, i64 %548
  store float 0.000000e+00, ptr %549, align 4
  %550 = add nsw i32 %i122, 1
  br label %for.cond187, !llvm.loop !44

for.end189:                                       ; preds = %for.cond187
  br label %if.end178

for.cond190:                                      ; preds = %for.end201, %if.end178
  %i193 = phi i32 [ 0, %if.end178 ], [ %592, %for.end201 ]
  %551 = icmp slt i32 %i193, 4
  br i1 %551, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %552 = sext i32 %N to i64
  %553 = icmp slt i64 %552, 0
  %554 = sext i32 %N to i64
  %555 = icmp sgt i64 %554, 512
  %556 = sext i32 %N to i64
  %557 = select i1 %555, i64 512, i64 %556
  %558 = select i1 %553, i64 0, i64 %557
  %tl_hi8 = trunc i64 %558 to i32
  br label %for.cond194

for.end192:                                       ; preds = %for.cond190
  br label %for.cond202

for.cond194:                                      ; preds = %for.body195, %for.body191
  %j197 = phi i32 [ 0, %for.body191 ], [ %576, %for.body195 ]
  %559 = icmp slt i32 %j197, %tl_hi8
  br i1 %559, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %560 = sext i32 %i193 to i64
  %561 = mul nsw i64 %560, 512
  %562 = sext i32 %j197 to i64
  %563 = add nsw i64 %561, %562
  %564 = getelementptr inbounds float, ptr %X_f, i64 %563
  %x198 = load float, ptr %564, align 4
  %565 = sext i32 %i193 to i64
  %566 = mul nsw i64 %565, 512
  %567 = sext i32 %j197 to i64
  %568 = add nsw i64 %566, %567
  %569 = getelementptr inbounds float, ptr %X_f, i64 %568
  store float %x198, ptr %569, align 4
  %570 = fmul float %x198, %x198
  %571 = sext i32 %i193 to i64
  %572 = mul nsw i64 %571, 512
  %573 = sext i32 %j197 to i64
  %574 = add nsw i64 %572, %573
  %575 = getelementptr inbounds float, ptr %sq, i64 %574
  store float %570, ptr %575, align 4
  %576 = add nsw i32 %j197, 1
  br label %for.cond194, !llvm.loop !45

for.end196:                                       ; preds = %for.cond194
  %577 = sub i32 512, %tl_hi8
  br label %for.cond199

for.cond199:                                      ; preds = %for.body200, %for.end196
  %j7 = phi i32 [ 0, %for.end196 ], [ %591, %for.body200 ]
  %578 = icmp slt i32 %j7, %577
  br i1 %578, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %579 = sext i32 %i193 to i64
  %580 = mul nsw i64 %579, 512
  %581 = add i32 %tl_hi8, %j7
  %582 = sext i32 %581 to i64
  %583 = add nsw i64 %580, %582
  %584 = getelementptr inbounds float, ptr %X_f, i64 %583
  store float 0.000000e+00, ptr %584, align 4
  %585 = sext i32 %i193 to i64
  %586 = mul nsw i64 %585, 512
  %587 = add i32 %tl_hi8, %j7
  %588 = sext i32 %587 to i64
  %589 = add nsw i64 %586, %588
  %590 = getelementptr inbounds float, ptr %sq, i64 %589
  store float 0.000000e+00, ptr %590, align 4
  %591 = add nsw i32 %j7, 1
  br label %for.cond199, !llvm.loop !46

for.end201:                                       ; preds = %for.cond199
  %592 = add nsw i32 %i193, 1
  br label %for.cond190, !llvm.loop !47

for.cond202:                                      ; preds = %for.end217, %for.end192
  %i3 = phi i32 [ 0, %for.end192 ], [ %636, %for.end217 ]
  %593 = icmp slt i32 %i3, 4
  br i1 %593, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  br label %for.cond205

for.end204:                                       ; preds = %for.cond202
  br label %for.cond219

for.cond205:                                      ; preds = %for.body206, %for.body203
  %lane2 = phi i32 [ 0, %for.body203 ], [ %603, %for.body206 ]
  %594 = icmp slt i32 %lane2, 32
  br i1 %594, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %595 = sext i32 %i3 to i64
  %596 = mul nsw i64 %595, 512
  %597 = sext i32 %lane2 to i64
  %598 = add nsw i64 %596, %597
  %599 = getelementptr inbounds float, ptr %X_f, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = sext i32 %lane2 to i64
  %602 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %601
  store float %600, ptr %602, align 4
  %603 = add nsw i32 %lane2, 1
  br label %for.cond205, !llvm.loop !48

for.end207:                                       ; preds = %for.cond205
  br label %for.cond208

for.cond208:                                      ; preds = %for.end213, %for.end207
  %red2 = phi i32 [ 0, %for.end207 ], [ %624, %for.end213 ]
  %604 = icmp slt i32 %red2, 15
  br i1 %604, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  br label %for.cond211

for.end210:                                       ; preds = %for.cond208
  %605 = sext i32 %i3 to i64
  %606 = getelementptr inbounds float, ptr %mean, i64 %605
  store float 0.000000e+00, ptr %606, align 4
  br label %for.cond215

for.cond211:                                      ; preds = %for.body212, %for.body209
  %lane2214 = phi i32 [ 0, %for.body209 ], [ %623, %for.body212 ]
  %607 = icmp slt i32 %lane2214, 32
  br i1 %607, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %608 = sext i32 %lane2214 to i64
  %609 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = sext i32 %i3 to i64
  %612 = mul nsw i64 %611, 512
  %613 = add i32 %red2, 1
  %614 = mul i32 %613, 32
  %615 = add i32 %614, %lane2214
  %616 = sext i32 %615 to i64
  %617 = add nsw i64 %612, %616
  %618 = getelementptr inbounds float, ptr %X_f, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = fadd float %610, %619
  %621 = sext i32 %lane2214 to i64
  %622 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %621
  store float %620, ptr %622, align 4
  %623 = add nsw i32 %lane2214, 1
  br label %for.cond211, !llvm.loop !49

for.end213:                                       ; preds = %for.cond211
  %624 = add nsw i32 %red2, 1
  br label %for.cond208, !llvm.loop !50

for.cond215:                                      ; preds = %for.body216, %for.end210
  %lane2218 = phi i32 [ 0, %for.end210 ], [ %635, %for.body216 ]
  %625 = icmp slt i32 %lane2218, 32
  br i1 %625, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %626 = sext i32 %i3 to i64
  %627 = getelementptr inbounds float, ptr %mean, i64 %626
  %628 = load float, ptr %627, align 4
  %629 = sext i32 %lane2218 to i64
  %630 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = fadd float %628, %631
  %633 = sext i32 %i3 to i64
  %634 = getelementptr inbounds float, ptr %mean, i64 %633
  store float %632, ptr %634, align 4
  %635 = add nsw i32 %lane2218, 1
  br label %for.cond215, !llvm.loop !51

for.end217:                                       ; preds = %for.cond215
  %636 = add nsw i32 %i3, 1
  br label %for.cond202, !llvm.loop !52

for.cond219:                                      ; preds = %for.end234, %for.end204
  %i5 = phi i32 [ 0, %for.end204 ], [ %680, %for.end234 ]
  %637 = icmp slt i32 %i5, 4
  br i1 %637, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  br label %for.cond222

for.end221:                                       ; preds = %for.cond219
  br label %for.cond236

for.cond222:                                      ; preds = %for.body223, %for.body220
  %lane3 = phi i32 [ 0, %for.body220 ], [ %647, %for.body223 ]
  %638 = icmp slt i32 %lane3, 32
  br i1 %638, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %639 = sext i32 %i5 to i64
  %640 = mul nsw i64 %639, 512
  %641 = sext i32 %lane3 to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %sq, i64 %642
  %644 = load float, ptr %643, align 4
  %645 = sext i32 %lane3 to i64
  %646 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %645
  store float %644, ptr %646, align 4
  %647 = add nsw i32 %lane3, 1
  br label %for.cond222, !llvm.loop !53

for.end224:                                       ; preds = %for.cond222
  br label %for.cond225

for.cond225:                                      ; preds = %for.end230, %for.end224
  %red3 = phi i32 [ 0, %for.end224 ], [ %668, %for.end230 ]
  %648 = icmp slt i32 %red3, 15
  br i1 %648, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  br label %for.cond228

for.end227:                                       ; preds = %for.cond225
  %649 = sext i32 %i5 to i64
  %650 = getelementptr inbounds float, ptr %rstd, i64 %649
  store float 0.000000e+00, ptr %650, align 4
  br label %for.cond232

for.cond228:                                      ; preds = %for.body229, %for.body226
  %lane3231 = phi i32 [ 0, %for.body226 ], [ %667, %for.body229 ]
  %651 = icmp slt i32 %lane3231, 32
  br i1 %651, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %652 = sext i32 %lane3231 to i64
  %653 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = sext i32 %i5 to i64
  %656 = mul nsw i64 %655, 512
  %657 = add i32 %red3, 1
  %658 = mul i32 %657, 32
  %659 = add i32 %658, %lane3231
  %660 = sext i32 %659 to i64
  %661 = add nsw i64 %656, %660
  %662 = getelementptr inbounds float, ptr %sq, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = fadd float %654, %663
  %665 = sext i32 %lane3231 to i64
  %666 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %665
  store float %664, ptr %666, align 4
  %667 = add nsw i32 %lane3231, 1
  br label %for.cond228, !llvm.loop !54

for.end230:                                       ; preds = %for.cond228
  %668 = add nsw i32 %red3, 1
  br label %for.cond225, !llvm.loop !55

for.cond232:                                      ; preds = %for.body233, %for.end227
  %lane3235 = phi i32 [ 0, %for.end227 ], [ %679, %for.body233 ]
  %669 = icmp slt i32 %lane3235, 32
  br i1 %669, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %670 = sext i32 %i5 to i64
  %671 = getelementptr inbounds float, ptr %rstd, i64 %670
  %672 = load float, ptr %671, align 4
  %673 = sext i32 %lane3235 to i64
  %674 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %673
  %675 = load float, ptr %674, align 4
  %676 = fadd float %672, %675
  %677 = sext i32 %i5 to i64
  %678 = getelementptr inbounds float, ptr %rstd, i64 %677
  store float %676, ptr %678, align 4
  %679 = add nsw i32 %lane3235, 1
  br label %for.cond232, !llvm.loop !56

for.end234:                                       ; preds = %for.cond232
  %680 = add nsw i32 %i5, 1
  br label %for.cond219, !llvm.loop !57

for.cond236:                                      ; preds = %for.body237, %for.end221
  %i239 = phi i32 [ 0, %for.end221 ], [ %710, %for.body237 ]
  %681 = icmp slt i32 %i239, 4
  br i1 %681, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %682 = sext i32 %i239 to i64
  %683 = getelementptr inbounds float, ptr %mean, i64 %682
  %684 = load float, ptr %683, align 4
  %685 = sitofp i32 %N to float
  %686 = fdiv float %684, %685
  %687 = sext i32 %i239 to i64
  %688 = getelementptr inbounds float, ptr %mean, i64 %687
  store float %686, ptr %688, align 4
  %689 = sext i32 %i239 to i64
  %690 = getelementptr inbounds float, ptr %rstd, i64 %689
  %691 = load float, ptr %690, align 4
  %692 = sitofp i32 %N to float
  %693 = fdiv float %691, %692
  %694 = sext i32 %i239 to i64
  %695 = getelementptr inbounds float, ptr %mean, i64 %694
  %696 = load float, ptr %695, align 4
  %697 = sext i32 %i239 to i64
  %698 = getelementptr inbounds float, ptr %mean, i64 %697
  %699 = load float, ptr %698, align 4
  %700 = fmul float %696, %699
  %701 = fsub float %693, %700
  %702 = call float @llvm.maxnum.f32(float %701, float 0.000000e+00)
  %703 = fadd float %702, 0x3EE4F8B580000000
  %704 = fpext float %703 to double
  %705 = call double @llvm.sqrt.f64(double %704)
  %706 = fdiv double 1.000000e+00, %705
  %707 = fptrunc double %706 to float
  %708 = sext i32 %i239 to i64
  %709 = getelementptr inbounds float, ptr %rstd, i64 %708
  store float %707, ptr %709, align 4
  %710 = add nsw i32 %i239, 1
  br label %for.cond236, !llvm.loop !58

for.end238:                                       ; preds = %for.cond236
  br label %for.cond240

for.cond240:                                      ; preds = %for.end246, %for.end238
  %i243 = phi i32 [ 0, %for.end238 ], [ %752, %for.end246 ]
  %711 = icmp slt i32 %i243, 4
  br i1 %711, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  br label %for.cond244

for.end242:                                       ; preds = %for.cond240
  %712 = mul i32 %bx, 4
  %713 = icmp sle i32 0, %712
  %714 = mul i32 %bx, 4
  %715 = sext i32 %714 to i64
  %716 = add i64 %715, 4
  %717 = sext i32 %M to i64
  %718 = icmp sle i64 %716, %717
  %719 = and i1 %713, %718
  %720 = sext i32 %N to i64
  %721 = icmp sle i64 512, %720
  %722 = and i1 %719, %721
  br i1 %722, label %if.then248, label %if.else249

for.cond244:                                      ; preds = %for.body245, %for.body241
  %j247 = phi i32 [ 0, %for.body241 ], [ %751, %for.body245 ]
  %723 = icmp slt i32 %j247, 512
  br i1 %723, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %724 = sext i32 %i243 to i64
  %725 = mul nsw i64 %724, 512
  %726 = sext i32 %j247 to i64
  %727 = add nsw i64 %725, %726
  %728 = getelementptr inbounds float, ptr %X_f, i64 %727
  %729 = load float, ptr %728, align 4
  %730 = sext i32 %i243 to i64
  %731 = getelementptr inbounds float, ptr %mean, i64 %730
  %732 = load float, ptr %731, align 4
  %733 = fsub float %729, %732
  %734 = sext i32 %i243 to i64
  %735 = getelementptr inbounds float, ptr %rstd, i64 %734
  %736 = load float, ptr %735, align 4
  %737 = fmul float %733, %736
  %738 = sext i32 %j247 to i64
  %739 = getelementptr inbounds float, ptr %W_f, i64 %738
  %740 = load float, ptr %739, align 4
  %741 = fmul float %737, %740
  %742 = sext i32 %j247 to i64
  %743 = getelementptr inbounds float, ptr %B_f, i64 %742
  %744 = load float, ptr %743, align 4
  %745 = fadd float %741, %744
  %746 = sext i32 %i243 to i64
  %747 = mul nsw i64 %746, 512
  %748 = sext i32 %j247 to i64
  %749 = add nsw i64 %747, %748
  %750 = getelementptr inbounds float, ptr %X_f, i64 %749
  store float %745, ptr %750, align 4
  %751 = add nsw i32 %j247, 1
  br label %for.cond244, !llvm.loop !59

for.end246:                                       ; preds = %for.cond244
  %752 = add nsw i32 %i243, 1
  br label %for.cond240, !llvm.loop !60

if.then248:                                       ; preds = %for.end242
  br label %for.cond251

if.else249:                                       ; preds = %for.end242
  br label %for.cond262

if.end250:                                        ; preds = %for.end264, %for.end253
  br label %if.end134

for.cond251:                                      ; preds = %if.end257, %if.then248
  %i12254 = phi i32 [ 0, %if.then248 ], [ %769, %if.end257 ]
  %753 = icmp slt i32 %i12254, 4
  br i1 %753, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %754 = sext i32 %M to i64
  %755 = sext i32 %N to i64
  %756 = mul i64 %754, %755
  %757 = icmp sge i64 %756, 8388608
  br i1 %757, label %if.then255, label %if.else256

for.end253:                                       ; preds = %for.cond251
  br label %if.end250

if.then255:                                       ; preds = %for.body252
  %758 = mul i32 %bx, 4
  %759 = add i32 %758, %i12254
  %760 = sext i32 %759 to i64
  %761 = sext i32 %N to i64
  %762 = mul nsw i64 %760, %761
  %763 = add nsw i64 %762, 0
  %764 = getelementptr inbounds float, ptr %Y, i64 %763
  %765 = sext i32 %i12254 to i64
  %766 = mul nsw i64 %765, 512
  %767 = add nsw i64 %766, 0
  %768 = getelementptr inbounds float, ptr %X_f, i64 %767
  call void @tilec_rt_stream(ptr %764, ptr %768, i64 2048)
  br label %if.end257

if.else256:                                       ; preds = %for.body252
  br label %for.cond258

if.end257:                                        ; preds = %for.end260, %if.then255
  %769 = add nsw i32 %i12254, 1
  br label %for.cond251, !llvm.loop !61

for.cond258:                                      ; preds = %for.body259, %if.else256
  %j2261 = phi i32 [ 0, %if.else256 ], [ %785, %for.body259 ]
  %770 = icmp slt i32 %j2261, 512
  br i1 %770, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %771 = sext i32 %i12254 to i64
  %772 = mul nsw i64 %771, 512
  %773 = sext i32 %j2261 to i64
  %774 = add nsw i64 %772, %773
  %775 = getelementptr inbounds float, ptr %X_f, i64 %774
  %776 = load float, ptr %775, align 4
  %777 = mul i32 %bx, 4
  %778 = add i32 %777, %i12254
  %779 = sext i32 %778 to i64
  %780 = sext i32 %N to i64
  %781 = mul nsw i64 %779, %780
  %782 = sext i32 %j2261 to i64
  %783 = add nsw i64 %781, %782
  %784 = getelementptr inbounds float, ptr %Y, i64 %783
  store float %776, ptr %784, align 4
  %785 = add nsw i32 %j2261, 1
  br label %for.cond258, !llvm.loop !62

for.end260:                                       ; preds = %for.cond258
  br label %if.end257

for.cond262:                                      ; preds = %if.end268, %if.else249
  %i12265 = phi i32 [ 0, %if.else249 ], [ %810, %if.end268 ]
  %786 = icmp slt i32 %i12265, 4
  br i1 %786, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %787 = sext i32 %N to i64
  %788 = icmp slt i64 %787, 0
  %789 = sext i32 %N to i64
  %790 = icmp sgt i64 %789, 512
  %791 = sext i32 %N to i64
  %792 = select i1 %790, i64 512, i64 %791
  %793 = select i1 %788, i64 0, i64 %792
  %tl_hi9 = trunc i64 %793 to i32
  %794 = mul i32 %bx, 4
  %795 = sext i32 %794 to i64
  %796 = sext i32 %i12265 to i64
  %797 = add i64 %795, %796
  %798 = icmp sle i64 0, %797
  %799 = mul i32 %bx, 4
  %800 = sext i32 %799 to i64
  %801 = sext i32 %i12265 to i64
  %802 = add i64 %800, %801
  %803 = sext i32 %M to i64
  %804 = icmp slt i64 %802, %803
  %805 = and i1 %798, %804
  br i1 %805, label %if.then266, label %if.else267

for.end264:                                       ; preds = %for.cond262
  br label %if.end250

if.then266:                                       ; preds = %for.body263
  %806 = sext i32 %M to i64
  %807 = sext i32 %N to i64
  %808 = mul i64 %806, %807
  %809 = icmp sge i64 %808, 8388608
  br i1 %809, label %if.then269, label %if.else270

if.else267:                                       ; preds = %for.body263
  br label %if.end268

if.end268:                                        ; preds = %if.else267, %if.end271
  %810 = add nsw i32 %i12265, 1
  br label %for.cond262, !llvm.loop !63

if.then269:                                       ; preds = %if.then266
  %811 = sext i32 %tl_hi9 to i64
  %812 = mul i32 %bx, 4
  %813 = add i32 %812, %i12265
  %814 = sext i32 %813 to i64
  %815 = sext i32 %N to i64
  %816 = mul nsw i64 %814, %815
  %817 = add nsw i64 %816, 0
  %818 = getelementptr inbounds float, ptr %Y, i64 %817
  %819 = sext i32 %i12265 to i64
  %820 = mul nsw i64 %819, 512
  %821 = add nsw i64 %820, 0
  %822 = getelementptr inbounds float, ptr %X_f, i64 %821
  %823 = mul i64 %811, 4
  call void @tilec_rt_stream(ptr %818, ptr %822, i64 %823)
  br label %if.end271

if.else270:                                       ; preds = %if.then266
  br label %for.cond272

if.end271:                                        ; preds = %for.end274, %if.then269
  br label %if.end268

for.cond272:                                      ; preds = %for.body273, %if.else270
  %j2275 = phi i32 [ 0, %if.else270 ], [ %839, %for.body273 ]
  %824 = icmp slt i32 %j2275, %tl_hi9
  br i1 %824, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %825 = sext i32 %i12265 to i64
  %826 = mul nsw i64 %825, 512
  %827 = sext i32 %j2275 to i64
  %828 = add nsw i64 %826, %827
  %829 = getelementptr inbounds float, ptr %X_f, i64 %828
  %830 = load float, ptr %829, align 4
  %831 = mul i32 %bx, 4
  %832 = add i32 %831, %i12265
  %833 = sext i32 %832 to i64
  %834 = sext i32 %N to i64
  %835 = mul nsw i64 %833, %834
  %836 = sext i32 %j2275 to i64
  %837 = add nsw i64 %835, %836
  %838 = getelementptr inbounds float, ptr %Y, i64 %837
  store float %830, ptr %838, align 4
  %839 = add nsw i32 %j2275, 1
  br label %for.cond272, !llvm.loop !64

for.end274:                                       ; preds = %for.cond272
  br label %if.end271

if.then276:                                       ; preds = %if.else133
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %840 = sext i32 %N to i64
  %841 = icmp sle i64 4096, %840
  br i1 %841, label %if.then279, label %if.else280

if.else277:                                       ; preds = %if.else133
  br label %for.cond424

if.end278:                                        ; preds = %for.end515, %for.end308
  br label %if.end134

if.then279:                                       ; preds = %if.then276
  br label %for.cond282

if.else280:                                       ; preds = %if.then276
  %842 = sext i32 %N to i64
  %843 = icmp slt i64 %842, 0
  %844 = sext i32 %N to i64
  %845 = icmp sgt i64 %844, 4096
  %846 = sext i32 %N to i64
  %847 = select i1 %845, i64 4096, i64 %846
  %848 = select i1 %843, i64 0, i64 %847
  %tl_hi10 = trunc i64 %848 to i32
  br label %for.cond285

if.end281:                                        ; preds = %for.end291, %for.end284
  %849 = sext i32 %N to i64
  %850 = icmp sle i64 4096, %849
  br i1 %850, label %if.then292, label %if.else293

for.cond282:                                      ; preds = %for.body283, %if.then279
  %i13 = phi i32 [ 0, %if.then279 ], [ %857, %for.body283 ]
  %851 = icmp slt i32 %i13, 4096
  br i1 %851, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %852 = sext i32 %i13 to i64
  %853 = getelementptr inbounds float, ptr %W, i64 %852
  %854 = load float, ptr %853, align 4
  %855 = sext i32 %i13 to i64
  %856 = getelementptr inbounds float, ptr %W_r, i64 %855
  store float %854, ptr %856, align 4
  %857 = add nsw i32 %i13, 1
  br label %for.cond282, !llvm.loop !65

for.end284:                                       ; preds = %for.cond282
  br label %if.end281

for.cond285:                                      ; preds = %for.body286, %if.else280
  %i13288 = phi i32 [ 0, %if.else280 ], [ %864, %for.body286 ]
  %858 = icmp slt i32 %i13288, %tl_hi10
  br i1 %858, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %859 = sext i32 %i13288 to i64
  %860 = getelementptr inbounds float, ptr %W, i64 %859
  %861 = load float, ptr %860, align 4
  %862 = sext i32 %i13288 to i64
  %863 = getelementptr inbounds float, ptr %W_r, i64 %862
  store float %861, ptr %863, align 4
  %864 = add nsw i32 %i13288, 1
  br label %for.cond285, !llvm.loop !66

for.end287:                                       ; preds = %for.cond285
  %865 = sub i32 4096, %tl_hi10
  br label %for.cond289

for.cond289:                                      ; preds = %for.body290, %for.end287
  %i131 = phi i32 [ 0, %for.end287 ], [ %870, %for.body290 ]
  %866 = icmp slt i32 %i131, %865
  br i1 %866, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %867 = add i32 %tl_hi10, %i131
  %868 = sext i32 %867 to i64
  %869 = getelementptr inbounds float, ptr %W_r, i64 %868
  store float 0.000000e+00, ptr %869, align 4
  %870 = add nsw i32 %i131, 1
  br label %for.cond289, !llvm.loop !67

for.end291:                                       ; preds = %for.cond289
  br label %if.end281

if.then292:                                       ; preds = %if.end281
  br label %for.cond295

if.else293:                                       ; preds = %if.end281
  %871 = sext i32 %N to i64
  %872 = icmp slt i64 %871, 0
  %873 = sext i32 %N to i64
  %874 = icmp sgt i64 %873, 4096
  %875 = sext i32 %N to i64
  %876 = select i1 %874, i64 4096, i64 %875
  %877 = select i1 %872, i64 0, i64 %876
  %tl_hi11 = trunc i64 %877 to i32
  br label %for.cond299

if.end294:                                        ; preds = %for.end305, %for.end297
  br label %for.cond306

for.cond295:                                      ; preds = %for.body296, %if.then292
  %i13298 = phi i32 [ 0, %if.then292 ], [ %884, %for.body296 ]
  %878 = icmp slt i32 %i13298, 4096
  br i1 %878, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %879 = sext i32 %i13298 to i64
  %880 = getelementptr inbounds float, ptr %B, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = sext i32 %i13298 to i64
  %883 = getelementptr inbounds float, ptr %B_r, i64 %882
  store float %881, ptr %883, align 4
  %884 = add nsw i32 %i13298, 1
  br label %for.cond295, !llvm.loop !68

for.end297:                                       ; preds = %for.cond295
  br label %if.end294

for.cond299:                                      ; preds = %for.body300, %if.else293
  %i13302 = phi i32 [ 0, %if.else293 ], [ %891, %for.body300 ]
  %885 = icmp slt i32 %i13302, %tl_hi11
  br i1 %885, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  %886 = sext i32 %i13302 to i64
  %887 = getelementptr inbounds float, ptr %B, i64 %886
  %888 = load float, ptr %887, align 4
  %889 = sext i32 %i13302 to i64
  %890 = getelementptr inbounds float, ptr %B_r, i64 %889
  store float %888, ptr %890, align 4
  %891 = add nsw i32 %i13302, 1
  br label %for.cond299, !llvm.loop !69

for.end301:                                       ; preds = %for.cond299
  %892 = sub i32 4096, %tl_hi11
  br label %for.cond303

for.cond303:                                      ; preds = %for.body304, %for.end301
  %i132 = phi i32 [ 0, %for.end301 ], [ %897, %for.body304 ]
  %893 = icmp slt i32 %i132, %892
  br i1 %893, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %894 = add i32 %tl_hi11, %i132
  %895 = sext i32 %894 to i64
  %896 = getelementptr inbounds float, ptr %B_r, i64 %895
  store float 0.000000e+00, ptr %896, align 4
  %897 = add nsw i32 %i132, 1
  br label %for.cond303, !llvm.loop !70

for.end305:                                       ; preds = %for.cond303
  br label %if.end294

for.cond306:                                      ; preds = %if.end398, %if.end294
  %r309 = phi i32 [ 0, %if.end294 ], [ %1189, %if.end398 ]
  %898 = icmp slt i32 %r309, 4
  br i1 %898, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %899 = mul i32 %bx, 4
  %900 = add i32 %899, %r309
  %901 = icmp sle i32 0, %900
  %902 = mul i32 %bx, 4
  %903 = add i32 %902, %r309
  %904 = sext i32 %903 to i64
  %905 = add i64 %904, 1
  %906 = sext i32 %M to i64
  %907 = icmp sle i64 %905, %906
  %908 = and i1 %901, %907
  %909 = sext i32 %N to i64
  %910 = icmp sle i64 4096, %909
  %911 = and i1 %908, %910
  br i1 %911, label %if.then310, label %if.else311

for.end308:                                       ; preds = %for.cond306
  br label %if.end278

if.then310:                                       ; preds = %for.body307
  br label %for.cond313

if.else311:                                       ; preds = %for.body307
  br label %for.cond320

if.end312:                                        ; preds = %for.end322, %for.end315
  br label %for.cond338

for.cond313:                                      ; preds = %for.end319, %if.then310
  %i13316 = phi i32 [ 0, %if.then310 ], [ %930, %for.end319 ]
  %912 = icmp slt i32 %i13316, 1
  br i1 %912, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  br label %for.cond317

for.end315:                                       ; preds = %for.cond313
  br label %if.end312

for.cond317:                                      ; preds = %for.body318, %for.body314
  %j3 = phi i32 [ 0, %for.body314 ], [ %929, %for.body318 ]
  %913 = icmp slt i32 %j3, 4096
  br i1 %913, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %914 = mul i32 %bx, 4
  %915 = add i32 %914, %r309
  %916 = add i32 %915, %i13316
  %917 = sext i32 %916 to i64
  %918 = sext i32 %N to i64
  %919 = mul nsw i64 %917, %918
  %920 = sext i32 %j3 to i64
  %921 = add nsw i64 %919, %920
  %922 = getelementptr inbounds float, ptr %X, i64 %921
  %923 = load float, ptr %922, align 4
  %924 = sext i32 %i13316 to i64
  %925 = mul nsw i64 %924, 4096
  %926 = sext i32 %j3 to i64
  %927 = add nsw i64 %925, %926
  %928 = getelementptr inbounds float, ptr %X_r, i64 %927
  store float %923, ptr %928, align 4
  %929 = add nsw i32 %j3, 1
  br label %for.cond317, !llvm.loop !71

for.end319:                                       ; preds = %for.cond317
  %930 = add nsw i32 %i13316, 1
  br label %for.cond313, !llvm.loop !72

for.cond320:                                      ; preds = %for.end337, %if.else311
  %i13323 = phi i32 [ 0, %if.else311 ], [ %986, %for.end337 ]
  %931 = icmp slt i32 %i13323, 1
  br i1 %931, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %932 = sext i32 %N to i64
  %933 = icmp slt i64 %932, 0
  %934 = sext i32 %N to i64
  %935 = icmp sgt i64 %934, 4096
  %936 = sext i32 %N to i64
  %937 = select i1 %935, i64 4096, i64 %936
  %938 = select i1 %933, i64 0, i64 %937
  %tl_hi12 = trunc i64 %938 to i32
  %939 = mul i32 %bx, 4
  %940 = add i32 %939, %r309
  %941 = sext i32 %940 to i64
  %942 = sext i32 %i13323 to i64
  %943 = add i64 %941, %942
  %944 = icmp sle i64 0, %943
  %945 = mul i32 %bx, 4
  %946 = add i32 %945, %r309
  %947 = sext i32 %946 to i64
  %948 = sext i32 %i13323 to i64
  %949 = add i64 %947, %948
  %950 = sext i32 %M to i64
  %951 = icmp slt i64 %949, %950
  %952 = and i1 %944, %951
  br i1 %952, label %if.then324, label %if.else325

for.end322:                                       ; preds = %for.cond320
  br label %if.end312

if.then324:                                       ; preds = %for.body321
  br label %for.cond327

if.else325:                                       ; preds = %for.body321
  br label %for.cond331

if.end326:                                        ; preds = %for.end333, %for.end329
  %953 = sub i32 4096, %tl_hi12
  br label %for.cond335

for.cond327:                                      ; preds = %for.body328, %if.then324
  %j3330 = phi i32 [ 0, %if.then324 ], [ %970, %for.body328 ]
  %954 = icmp slt i32 %j3330, %tl_hi12
  br i1 %954, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %955 = mul i32 %bx, 4
  %956 = add i32 %955, %r309
  %957 = add i32 %956, %i13323
  %958 = sext i32 %957 to i64
  %959 = sext i32 %N to i64
  %960 = mul nsw i64 %958, %959
  %961 = sext i32 %j3330 to i64
  %962 = add nsw i64 %960, %961
  %963 = getelementptr inbounds float, ptr %X, i64 %962
  %964 = load float, ptr %963, align 4
  %965 = sext i32 %i13323 to i64
  %966 = mul nsw i64 %965, 4096
  %967 = sext i32 %j3330 to i64
  %968 = add nsw i64 %966, %967
  %969 = getelementptr inbounds float, ptr %X_r, i64 %968
  store float %964, ptr %969, align 4
  %970 = add nsw i32 %j3330, 1
  br label %for.cond327, !llvm.loop !73

for.end329:                                       ; preds = %for.cond327
  br label %if.end326

for.cond331:                                      ; preds = %for.body332, %if.else325
  %j3334 = phi i32 [ 0, %if.else325 ], [ %977, %for.body332 ]
  %971 = icmp slt i32 %j3334, %tl_hi12
  br i1 %971, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %972 = sext i32 %i13323 to i64
  %973 = mul nsw i64 %972, 4096
  %974 = sext i32 %j3334 to i64
  %975 = add nsw i64 %973, %974
  %976 = getelementptr inbounds float, ptr %X_r, i64 %975
  store float 0.000000e+00, ptr %976, align 4
  %977 = add nsw i32 %j3334, 1
  br label %for.cond331, !llvm.loop !74

for.end333:                                       ; preds = %for.cond331
  br label %if.end326

for.cond335:                                      ; preds = %for.body336, %if.end326
  %j31 = phi i32 [ 0, %if.end326 ], [ %985, %for.body336 ]
  %978 = icmp slt i32 %j31, %953
  br i1 %978, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %979 = sext i32 %i13323 to i64
  %980 = mul nsw i64 %979, 4096
  %981 = add i32 %tl_hi12, %j31
  %982 = sext i32 %981 to i64
  %983 = add nsw i64 %980, %982
  %984 = getelementptr inbounds float, ptr %X_r, i64 %983
  store float 0.000000e+00, ptr %984, align 4
  %985 = add nsw i32 %j31, 1
  br label %for.cond335, !llvm.loop !75

for.end337:                                       ; preds = %for.cond335
  %986 = add nsw i32 %i13323, 1
  br label %for.cond320, !llvm.loop !76

for.cond338:                                      ; preds = %for.end349, %if.end312
  %i341 = phi i32 [ 0, %if.end312 ], [ %1028, %for.end349 ]
  %987 = icmp slt i32 %i341, 1
  br i1 %987, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %988 = sext i32 %N to i64
  %989 = icmp slt i64 %988, 0
  %990 = sext i32 %N to i64
  %991 = icmp sgt i64 %990, 4096
  %992 = sext i32 %N to i64
  %993 = select i1 %991, i64 4096, i64 %992
  %994 = select i1 %989, i64 0, i64 %993
  %tl_hi13 = trunc i64 %994 to i32
  br label %for.cond342

for.end340:                                       ; preds = %for.cond338
  br label %for.cond350

for.cond342:                                      ; preds = %for.body343, %for.body339
  %j345 = phi i32 [ 0, %for.body339 ], [ %1012, %for.body343 ]
  %995 = icmp slt i32 %j345, %tl_hi13
  br i1 %995, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  %996 = sext i32 %i341 to i64
  %997 = mul nsw i64 %996, 4096
  %998 = sext i32 %j345 to i64
  %999 = add nsw i64 %997, %998
  %1000 = getelementptr inbounds float, ptr %X_r, i64 %999
  %x346 = load float, ptr %1000, align 4
  %1001 = sext i32 %i341 to i64
  %1002 = mul nsw i64 %1001, 4096
  %1003 = sext i32 %j345 to i64
  %1004 = add nsw i64 %1002, %1003
  %1005 = getelementptr inbounds float, ptr %X_r, i64 %1004
  store float %x346, ptr %1005, align 4
  %1006 = fmul float %x346, %x346
  %1007 = sext i32 %i341 to i64
  %1008 = mul nsw i64 %1007, 4096
  %1009 = sext i32 %j345 to i64
  %1010 = add nsw i64 %1008, %1009
  %1011 = getelementptr inbounds float, ptr %sq_r, i64 %1010
  store float %1006, ptr %1011, align 4
  %1012 = add nsw i32 %j345, 1
  br label %for.cond342, !llvm.loop !77

for.end344:                                       ; preds = %for.cond342
  %1013 = sub i32 4096, %tl_hi13
  br label %for.cond347

for.cond347:                                      ; preds = %for.body348, %for.end344
  %j8 = phi i32 [ 0, %for.end344 ], [ %1027, %for.body348 ]
  %1014 = icmp slt i32 %j8, %1013
  br i1 %1014, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1015 = sext i32 %i341 to i64
  %1016 = mul nsw i64 %1015, 4096
  %1017 = add i32 %tl_hi13, %j8
  %1018 = sext i32 %1017 to i64
  %1019 = add nsw i64 %1016, %1018
  %1020 = getelementptr inbounds float, ptr %X_r, i64 %1019
  store float 0.000000e+00, ptr %1020, align 4
  %1021 = sext i32 %i341 to i64
  %1022 = mul nsw i64 %1021, 4096
  %1023 = add i32 %tl_hi13, %j8
  %1024 = sext i32 %1023 to i64
  %1025 = add nsw i64 %1022, %1024
  %1026 = getelementptr inbounds float, ptr %sq_r, i64 %1025
  store float 0.000000e+00, ptr %1026, align 4
  %1027 = add nsw i32 %j8, 1
  br label %for.cond347, !llvm.loop !78

for.end349:                                       ; preds = %for.cond347
  %1028 = add nsw i32 %i341, 1
  br label %for.cond338, !llvm.loop !79

for.cond350:                                      ; preds = %for.end365, %for.end340
  %i6 = phi i32 [ 0, %for.end340 ], [ %1072, %for.end365 ]
  %1029 = icmp slt i32 %i6, 1
  br i1 %1029, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  br label %for.cond353

for.end352:                                       ; preds = %for.cond350
  br label %for.cond367

for.cond353:                                      ; preds = %for.body354, %for.body351
  %lane4 = phi i32 [ 0, %for.body351 ], [ %1039, %for.body354 ]
  %1030 = icmp slt i32 %lane4, 32
  br i1 %1030, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1031 = sext i32 %i6 to i64
  %1032 = mul nsw i64 %1031, 4096
  %1033 = sext i32 %lane4 to i64
  %1034 = add nsw i64 %1032, %1033
  %1035 = getelementptr inbounds float, ptr %X_r, i64 %1034
  %1036 = load float, ptr %1035, align 4
  %1037 = sext i32 %lane4 to i64
  %1038 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1037
  store float %1036, ptr %1038, align 4
  %1039 = add nsw i32 %lane4, 1
  br label %for.cond353, !llvm.loop !80

for.end355:                                       ; preds = %for.cond353
  br label %for.cond356

for.cond356:                                      ; preds = %for.end361, %for.end355
  %red4 = phi i32 [ 0, %for.end355 ], [ %1060, %for.end361 ]
  %1040 = icmp slt i32 %red4, 127
  br i1 %1040, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  br label %for.cond359

for.end358:                                       ; preds = %for.cond356
  %1041 = sext i32 %i6 to i64
  %1042 = getelementptr inbounds float, ptr %mean_r, i64 %1041
  store float 0.000000e+00, ptr %1042, align 4
  br label %for.cond363

for.cond359:                                      ; preds = %for.body360, %for.body357
  %lane4362 = phi i32 [ 0, %for.body357 ], [ %1059, %for.body360 ]
  %1043 = icmp slt i32 %lane4362, 32
  br i1 %1043, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1044 = sext i32 %lane4362 to i64
  %1045 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1044
  %1046 = load float, ptr %1045, align 4
  %1047 = sext i32 %i6 to i64
  %1048 = mul nsw i64 %1047, 4096
  %1049 = add i32 %red4, 1
  %1050 = mul i32 %1049, 32
  %1051 = add i32 %1050, %lane4362
  %1052 = sext i32 %1051 to i64
  %1053 = add nsw i64 %1048, %1052
  %1054 = getelementptr inbounds float, ptr %X_r, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = fadd float %1046, %1055
  %1057 = sext i32 %lane4362 to i64
  %1058 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1057
  store float %1056, ptr %1058, align 4
  %1059 = add nsw i32 %lane4362, 1
  br label %for.cond359, !llvm.loop !81

for.end361:                                       ; preds = %for.cond359
  %1060 = add nsw i32 %red4, 1
  br label %for.cond356, !llvm.loop !82

for.cond363:                                      ; preds = %for.body364, %for.end358
  %lane4366 = phi i32 [ 0, %for.end358 ], [ %1071, %for.body364 ]
  %1061 = icmp slt i32 %lane4366, 32
  br i1 %1061, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1062 = sext i32 %i6 to i64
  %1063 = getelementptr inbounds float, ptr %mean_r, i64 %1062
  %1064 = load float, ptr %1063, align 4
  %1065 = sext i32 %lane4366 to i64
  %1066 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1065
  %1067 = load float, ptr %1066, align 4
  %1068 = fadd float %1064, %1067
  %1069 = sext i32 %i6 to i64
  %1070 = getelementptr inbounds float, ptr %mean_r, i64 %1069
  store float %1068, ptr %1070, align 4
  %1071 = add nsw i32 %lane4366, 1
  br label %for.cond363, !llvm.loop !83

for.end365:                                       ; preds = %for.cond363
  %1072 = add nsw i32 %i6, 1
  br label %for.cond350, !llvm.loop !84

for.cond367:                                      ; preds = %for.end382, %for.end352
  %i7 = phi i32 [ 0, %for.end352 ], [ %1116, %for.end382 ]
  %1073 = icmp slt i32 %i7, 1
  br i1 %1073, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  br label %for.cond370

for.end369:                                       ; preds = %for.cond367
  br label %for.cond384

for.cond370:                                      ; preds = %for.body371, %for.body368
  %lane5 = phi i32 [ 0, %for.body368 ], [ %1083, %for.body371 ]
  %1074 = icmp slt i32 %lane5, 32
  br i1 %1074, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  %1075 = sext i32 %i7 to i64
  %1076 = mul nsw i64 %1075, 4096
  %1077 = sext i32 %lane5 to i64
  %1078 = add nsw i64 %1076, %1077
  %1079 = getelementptr inbounds float, ptr %sq_r, i64 %1078
  %1080 = load float, ptr %1079, align 4
  %1081 = sext i32 %lane5 to i64
  %1082 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1081
  store float %1080, ptr %1082, align 4
  %1083 = add nsw i32 %lane5, 1
  br label %for.cond370, !llvm.loop !85

for.end372:                                       ; preds = %for.cond370
  br label %for.cond373

for.cond373:                                      ; preds = %for.end378, %for.end372
  %red5 = phi i32 [ 0, %for.end372 ], [ %1104, %for.end378 ]
  %1084 = icmp slt i32 %red5, 127
  br i1 %1084, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  br label %for.cond376

for.end375:                                       ; preds = %for.cond373
  %1085 = sext i32 %i7 to i64
  %1086 = getelementptr inbounds float, ptr %rstd_r, i64 %1085
  store float 0.000000e+00, ptr %1086, align 4
  br label %for.cond380

for.cond376:                                      ; preds = %for.body377, %for.body374
  %lane5379 = phi i32 [ 0, %for.body374 ], [ %1103, %for.body377 ]
  %1087 = icmp slt i32 %lane5379, 32
  br i1 %1087, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1088 = sext i32 %lane5379 to i64
  %1089 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1088
  %1090 = load float, ptr %1089, align 4
  %1091 = sext i32 %i7 to i64
  %1092 = mul nsw i64 %1091, 4096
  %1093 = add i32 %red5, 1
  %1094 = mul i32 %1093, 32
  %1095 = add i32 %1094, %lane5379
  %1096 = sext i32 %1095 to i64
  %1097 = add nsw i64 %1092, %1096
  %1098 = getelementptr inbounds float, ptr %sq_r, i64 %1097
  %1099 = load float, ptr %1098, align 4
  %1100 = fadd float %1090, %1099
  %1101 = sext i32 %lane5379 to i64
  %1102 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1101
  store float %1100, ptr %1102, align 4
  %1103 = add nsw i32 %lane5379, 1
  br label %for.cond376, !llvm.loop !86

for.end378:                                       ; preds = %for.cond376
  %1104 = add nsw i32 %red5, 1
  br label %for.cond373, !llvm.loop !87

for.cond380:                                      ; preds = %for.body381, %for.end375
  %lane5383 = phi i32 [ 0, %for.end375 ], [ %1115, %for.body381 ]
  %1105 = icmp slt i32 %lane5383, 32
  br i1 %1105, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1106 = sext i32 %i7 to i64
  %1107 = getelementptr inbounds float, ptr %rstd_r, i64 %1106
  %1108 = load float, ptr %1107, align 4
  %1109 = sext i32 %lane5383 to i64
  %1110 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1109
  %1111 = load float, ptr %1110, align 4
  %1112 = fadd float %1108, %1111
  %1113 = sext i32 %i7 to i64
  %1114 = getelementptr inbounds float, ptr %rstd_r, i64 %1113
  store float %1112, ptr %1114, align 4
  %1115 = add nsw i32 %lane5383, 1
  br label %for.cond380, !llvm.loop !88

for.end382:                                       ; preds = %for.cond380
  %1116 = add nsw i32 %i7, 1
  br label %for.cond367, !llvm.loop !89

for.cond384:                                      ; preds = %for.body385, %for.end369
  %i387 = phi i32 [ 0, %for.end369 ], [ %1146, %for.body385 ]
  %1117 = icmp slt i32 %i387, 1
  br i1 %1117, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1118 = sext i32 %i387 to i64
  %1119 = getelementptr inbounds float, ptr %mean_r, i64 %1118
  %1120 = load float, ptr %1119, align 4
  %1121 = sitofp i32 %N to float
  %1122 = fdiv float %1120, %1121
  %1123 = sext i32 %i387 to i64
  %1124 = getelementptr inbounds float, ptr %mean_r, i64 %1123
  store float %1122, ptr %1124, align 4
  %1125 = sext i32 %i387 to i64
  %1126 = getelementptr inbounds float, ptr %rstd_r, i64 %1125
  %1127 = load float, ptr %1126, align 4
  %1128 = sitofp i32 %N to float
  %1129 = fdiv float %1127, %1128
  %1130 = sext i32 %i387 to i64
  %1131 = getelementptr inbounds float, ptr %mean_r, i64 %1130
  %1132 = load float, ptr %1131, align 4
  %1133 = sext i32 %i387 to i64
  %1134 = getelementptr inbounds float, ptr %mean_r, i64 %1133
  %1135 = load float, ptr %1134, align 4
  %1136 = fmul float %1132, %1135
  %1137 = fsub float %1129, %1136
  %1138 = call float @llvm.maxnum.f32(float %1137, float 0.000000e+00)
  %1139 = fadd float %1138, 0x3EE4F8B580000000
  %1140 = fpext float %1139 to double
  %1141 = call double @llvm.sqrt.f64(double %1140)
  %1142 = fdiv double 1.000000e+00, %1141
  %1143 = fptrunc double %1142 to float
  %1144 = sext i32 %i387 to i64
  %1145 = getelementptr inbounds float, ptr %rstd_r, i64 %1144
  store float %1143, ptr %1145, align 4
  %1146 = add nsw i32 %i387, 1
  br label %for.cond384, !llvm.loop !90

for.end386:                                       ; preds = %for.cond384
  br label %for.cond388

for.cond388:                                      ; preds = %for.end394, %for.end386
  %i391 = phi i32 [ 0, %for.end386 ], [ %1188, %for.end394 ]
  %1147 = icmp slt i32 %i391, 1
  br i1 %1147, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  br label %for.cond392

for.end390:                                       ; preds = %for.cond388
  %1148 = mul i32 %bx, 4
  %1149 = add i32 %1148, %r309
  %1150 = icmp sle i32 0, %1149
  %1151 = mul i32 %bx, 4
  %1152 = add i32 %1151, %r309
  %1153 = sext i32 %1152 to i64
  %1154 = add i64 %1153, 1
  %1155 = sext i32 %M to i64
  %1156 = icmp sle i64 %1154, %1155
  %1157 = and i1 %1150, %1156
  %1158 = sext i32 %N to i64
  %1159 = icmp sle i64 4096, %1158
  %1160 = and i1 %1157, %1159
  br i1 %1160, label %if.then396, label %if.else397

for.cond392:                                      ; preds = %for.body393, %for.body389
  %j395 = phi i32 [ 0, %for.body389 ], [ %1187, %for.body393 ]
  %1161 = icmp slt i32 %j395, 4096
  br i1 %1161, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1162 = sext i32 %i391 to i64
  %1163 = mul nsw i64 %1162, 4096
  %1164 = sext i32 %j395 to i64
  %1165 = add nsw i64 %1163, %1164
  %1166 = getelementptr inbounds float, ptr %X_r, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1169 = load float, ptr %1168, align 4
  %1170 = fsub float %1167, %1169
  %1171 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1172 = load float, ptr %1171, align 4
  %1173 = fmul float %1170, %1172
  %1174 = sext i32 %j395 to i64
  %1175 = getelementptr inbounds float, ptr %W_r, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = fmul float %1173, %1176
  %1178 = sext i32 %j395 to i64
  %1179 = getelementptr inbounds float, ptr %B_r, i64 %1178
  %1180 = load float, ptr %1179, align 4
  %1181 = fadd float %1177, %1180
  %1182 = sext i32 %i391 to i64
  %1183 = mul nsw i64 %1182, 4096
  %1184 = sext i32 %j395 to i64
  %1185 = add nsw i64 %1183, %1184
  %1186 = getelementptr inbounds float, ptr %X_r, i64 %1185
  store float %1181, ptr %1186, align 4
  %1187 = add nsw i32 %j395, 1
  br label %for.cond392, !llvm.loop !91

for.end394:                                       ; preds = %for.cond392
  %1188 = add nsw i32 %i391, 1
  br label %for.cond388, !llvm.loop !92

if.then396:                                       ; preds = %for.end390
  br label %for.cond399

if.else397:                                       ; preds = %for.end390
  br label %for.cond410

if.end398:                                        ; preds = %for.end412, %for.end401
  %1189 = add nsw i32 %r309, 1
  br label %for.cond306, !llvm.loop !93

for.cond399:                                      ; preds = %if.end405, %if.then396
  %i13402 = phi i32 [ 0, %if.then396 ], [ %1207, %if.end405 ]
  %1190 = icmp slt i32 %i13402, 1
  br i1 %1190, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1191 = sext i32 %M to i64
  %1192 = sext i32 %N to i64
  %1193 = mul i64 %1191, %1192
  %1194 = icmp sge i64 %1193, 8388608
  br i1 %1194, label %if.then403, label %if.else404

for.end401:                                       ; preds = %for.cond399
  br label %if.end398

if.then403:                                       ; preds = %for.body400
  %1195 = mul i32 %bx, 4
  %1196 = add i32 %1195, %r309
  %1197 = add i32 %1196, %i13402
  %1198 = sext i32 %1197 to i64
  %1199 = sext i32 %N to i64
  %1200 = mul nsw i64 %1198, %1199
  %1201 = add nsw i64 %1200, 0
  %1202 = getelementptr inbounds float, ptr %Y, i64 %1201
  %1203 = sext i32 %i13402 to i64
  %1204 = mul nsw i64 %1203, 4096
  %1205 = add nsw i64 %1204, 0
  %1206 = getelementptr inbounds float, ptr %X_r, i64 %1205
  call void @tilec_rt_stream(ptr %1202, ptr %1206, i64 16384)
  br label %if.end405

if.else404:                                       ; preds = %for.body400
  br label %for.cond406

if.end405:                                        ; preds = %for.end408, %if.then403
  %1207 = add nsw i32 %i13402, 1
  br label %for.cond399, !llvm.loop !94

for.cond406:                                      ; preds = %for.body407, %if.else404
  %j3409 = phi i32 [ 0, %if.else404 ], [ %1224, %for.body407 ]
  %1208 = icmp slt i32 %j3409, 4096
  br i1 %1208, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1209 = sext i32 %i13402 to i64
  %1210 = mul nsw i64 %1209, 4096
  %1211 = sext i32 %j3409 to i64
  %1212 = add nsw i64 %1210, %1211
  %1213 = getelementptr inbounds float, ptr %X_r, i64 %1212
  %1214 = load float, ptr %1213, align 4
  %1215 = mul i32 %bx, 4
  %1216 = add i32 %1215, %r309
  %1217 = add i32 %1216, %i13402
  %1218 = sext i32 %1217 to i64
  %1219 = sext i32 %N to i64
  %1220 = mul nsw i64 %1218, %1219
  %1221 = sext i32 %j3409 to i64
  %1222 = add nsw i64 %1220, %1221
  %1223 = getelementptr inbounds float, ptr %Y, i64 %1222
  store float %1214, ptr %1223, align 4
  %1224 = add nsw i32 %j3409, 1
  br label %for.cond406, !llvm.loop !95

for.end408:                                       ; preds = %for.cond406
  br label %if.end405

for.cond410:                                      ; preds = %if.end416, %if.else397
  %i13413 = phi i32 [ 0, %if.else397 ], [ %1251, %if.end416 ]
  %1225 = icmp slt i32 %i13413, 1
  br i1 %1225, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1226 = sext i32 %N to i64
  %1227 = icmp slt i64 %1226, 0
  %1228 = sext i32 %N to i64
  %1229 = icmp sgt i64 %1228, 4096
  %1230 = sext i32 %N to i64
  %1231 = select i1 %1229, i64 4096, i64 %1230
  %1232 = select i1 %1227, i64 0, i64 %1231
  %tl_hi14 = trunc i64 %1232 to i32
  %1233 = mul i32 %bx, 4
  %1234 = add i32 %1233, %r309
  %1235 = sext i32 %1234 to i64
  %1236 = sext i32 %i13413 to i64
  %1237 = add i64 %1235, %1236
  %1238 = icmp sle i64 0, %1237
  %1239 = mul i32 %bx, 4
  %1240 = add i32 %1239, %r309
  %1241 = sext i32 %1240 to i64
  %1242 = sext i32 %i13413 to i64
  %1243 = add i64 %1241, %1242
  %1244 = sext i32 %M to i64
  %1245 = icmp slt i64 %1243, %1244
  %1246 = and i1 %1238, %1245
  br i1 %1246, label %if.then414, label %if.else415

for.end412:                                       ; preds = %for.cond410
  br label %if.end398

if.then414:                                       ; preds = %for.body411
  %1247 = sext i32 %M to i64
  %1248 = sext i32 %N to i64
  %1249 = mul i64 %1247, %1248
  %1250 = icmp sge i64 %1249, 8388608
  br i1 %1250, label %if.then417, label %if.else418

if.else415:                                       ; preds = %for.body411
  br label %if.end416

if.end416:                                        ; preds = %if.else415, %if.end419
  %1251 = add nsw i32 %i13413, 1
  br label %for.cond410, !llvm.loop !96

if.then417:                                       ; preds = %if.then414
  %1252 = sext i32 %tl_hi14 to i64
  %1253 = mul i32 %bx, 4
  %1254 = add i32 %1253, %r309
  %1255 = add i32 %1254, %i13413
  %1256 = sext i32 %1255 to i64
  %1257 = sext i32 %N to i64
  %1258 = mul nsw i64 %1256, %1257
  %1259 = add nsw i64 %1258, 0
  %1260 = getelementptr inbounds float, ptr %Y, i64 %1259
  %1261 = sext i32 %i13413 to i64
  %1262 = mul nsw i64 %1261, 4096
  %1263 = add nsw i64 %1262, 0
  %1264 = getelementptr inbounds float, ptr %X_r, i64 %1263
  %1265 = mul i64 %1252, 4
  call void @tilec_rt_stream(ptr %1260, ptr %1264, i64 %1265)
  br label %if.end419

if.else418:                                       ; preds = %if.then414
  br label %for.cond420

if.end419:                                        ; preds = %for.end422, %if.then417
  br label %if.end416

for.cond420:                                      ; preds = %for.body421, %if.else418
  %j3423 = phi i32 [ 0, %if.else418 ], [ %1282, %for.body421 ]
  %1266 = icmp slt i32 %j3423, %tl_hi14
  br i1 %1266, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1267 = sext i32 %i13413 to i64
  %1268 = mul nsw i64 %1267, 4096
  %1269 = sext i32 %j3423 to i64
  %1270 = add nsw i64 %1268, %1269
  %1271 = getelementptr inbounds float, ptr %X_r, i64 %1270
  %1272 = load float, ptr %1271, align 4
  %1273 = mul i32 %bx, 4
  %1274 = add i32 %1273, %r309
  %1275 = add i32 %1274, %i13413
  %1276 = sext i32 %1275 to i64
  %1277 = sext i32 %N to i64
  %1278 = mul nsw i64 %1276, %1277
  %1279 = sext i32 %j3423 to i64
  %1280 = add nsw i64 %1278, %1279
  %1281 = getelementptr inbounds float, ptr %Y, i64 %1280
  store float %1272, ptr %1281, align 4
  %1282 = add nsw i32 %j3423, 1
  br label %for.cond420, !llvm.loop !97

for.end422:                                       ; preds = %for.cond420
  br label %if.end419

for.cond424:                                      ; preds = %for.body425, %if.else277
  %i14 = phi i32 [ 0, %if.else277 ], [ %1286, %for.body425 ]
  %1283 = icmp slt i32 %i14, 4
  br i1 %1283, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %1284 = sext i32 %i14 to i64
  %1285 = getelementptr inbounds float, ptr %mean, i64 %1284
  store float 0.000000e+00, ptr %1285, align 4
  %1286 = add nsw i32 %i14, 1
  br label %for.cond424, !llvm.loop !98

for.end426:                                       ; preds = %for.cond424
  br label %for.cond427

for.cond427:                                      ; preds = %for.body428, %for.end426
  %i14430 = phi i32 [ 0, %for.end426 ], [ %1290, %for.body428 ]
  %1287 = icmp slt i32 %i14430, 4
  br i1 %1287, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1288 = sext i32 %i14430 to i64
  %1289 = getelementptr inbounds float, ptr %rstd, i64 %1288
  store float 0.000000e+00, ptr %1289, align 4
  %1290 = add nsw i32 %i14430, 1
  br label %for.cond427, !llvm.loop !99

for.end429:                                       ; preds = %for.cond427
  %1291 = sext i32 %N to i64
  %1292 = sdiv i64 %1291, 512
  %1293 = sub i64 0, %1291
  %1294 = select i1 false, i64 %1293, i64 %1292
  %1295 = srem i64 %1291, 512
  %1296 = icmp ne i64 %1295, 0
  %1297 = icmp slt i64 %1291, 0
  %1298 = icmp eq i1 %1297, false
  %1299 = and i1 %1296, %1298
  %1300 = zext i1 %1299 to i64
  %1301 = add i64 %1294, %1300
  %1302 = trunc i64 %1301 to i32
  br label %for.cond431

for.cond431:                                      ; preds = %for.end494, %for.end429
  %c = phi i32 [ 0, %for.end429 ], [ %1518, %for.end494 ]
  %1303 = icmp slt i32 %c, %1302
  br i1 %1303, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1304 = mul i32 %bx, 4
  %1305 = icmp sle i32 0, %1304
  %1306 = mul i32 %bx, 4
  %1307 = sext i32 %1306 to i64
  %1308 = add i64 %1307, 4
  %1309 = sext i32 %M to i64
  %1310 = icmp sle i64 %1308, %1309
  %1311 = and i1 %1305, %1310
  %1312 = mul i32 %c, 512
  %1313 = icmp sle i32 0, %1312
  %1314 = mul i32 %c, 512
  %1315 = sext i32 %1314 to i64
  %1316 = add i64 %1315, 512
  %1317 = sext i32 %N to i64
  %1318 = icmp sle i64 %1316, %1317
  %1319 = and i1 %1313, %1318
  %1320 = and i1 %1311, %1319
  br i1 %1320, label %if.then434, label %if.else435

for.end433:                                       ; preds = %for.cond431
  br label %for.cond509

if.then434:                                       ; preds = %for.body432
  br label %for.cond437

if.else435:                                       ; preds = %for.body432
  br label %for.cond444

if.end436:                                        ; preds = %for.end446, %for.end439
  br label %for.cond466

for.cond437:                                      ; preds = %for.end443, %if.then434
  %i14440 = phi i32 [ 0, %if.then434 ], [ %1340, %for.end443 ]
  %1321 = icmp slt i32 %i14440, 4
  br i1 %1321, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  br label %for.cond441

for.end439:                                       ; preds = %for.cond437
  br label %if.end436

for.cond441:                                      ; preds = %for.body442, %for.body438
  %j4 = phi i32 [ 0, %for.body438 ], [ %1339, %for.body442 ]
  %1322 = icmp slt i32 %j4, 512
  br i1 %1322, label %for.body442, label %for.end443

for.body442:                                      ; preds = %for.cond441
  %1323 = mul i32 %bx, 4
  %1324 = add i32 %1323, %i14440
  %1325 = sext i32 %1324 to i64
  %1326 = sext i32 %N to i64
  %1327 = mul nsw i64 %1325, %1326
  %1328 = mul i32 %c, 512
  %1329 = add i32 %1328, %j4
  %1330 = sext i32 %1329 to i64
  %1331 = add nsw i64 %1327, %1330
  %1332 = getelementptr inbounds float, ptr %X, i64 %1331
  %1333 = load float, ptr %1332, align 4
  %1334 = sext i32 %i14440 to i64
  %1335 = mul nsw i64 %1334, 512
  %1336 = sext i32 %j4 to i64
  %1337 = add nsw i64 %1335, %1336
  %1338 = getelementptr inbounds float, ptr %X_f, i64 %1337
  store float %1333, ptr %1338, align 4
  %1339 = add nsw i32 %j4, 1
  br label %for.cond441, !llvm.loop !100

for.end443:                                       ; preds = %for.cond441
  %1340 = add nsw i32 %i14440, 1
  br label %for.cond437, !llvm.loop !101

for.cond444:                                      ; preds = %for.end464, %if.else435
  %i14447 = phi i32 [ 0, %if.else435 ], [ %1449, %for.end464 ]
  %1341 = icmp slt i32 %i14447, 4
  br i1 %1341, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %1342 = mul i32 %c, 512
  %1343 = sext i32 %1342 to i64
  %1344 = sub i64 0, %1343
  %1345 = icmp slt i64 %1344, 0
  %1346 = mul i32 %c, 512
  %1347 = sext i32 %1346 to i64
  %1348 = sub i64 0, %1347
  %1349 = icmp sgt i64 %1348, 512
  %1350 = mul i32 %c, 512
  %1351 = sext i32 %1350 to i64
  %1352 = sub i64 0, %1351
  %1353 = select i1 %1349, i64 512, i64 %1352
  %1354 = select i1 %1345, i64 0, i64 %1353
  %tl_lo15 = trunc i64 %1354 to i32
  %1355 = sext i32 %N to i64
  %1356 = mul i32 %c, 512
  %1357 = sext i32 %1356 to i64
  %1358 = sub i64 %1355, %1357
  %1359 = icmp slt i64 %1358, 0
  %1360 = sext i32 %N to i64
  %1361 = mul i32 %c, 512
  %1362 = sext i32 %1361 to i64
  %1363 = sub i64 %1360, %1362
  %1364 = icmp sgt i64 %1363, 512
  %1365 = sext i32 %N to i64
  %1366 = mul i32 %c, 512
  %1367 = sext i32 %1366 to i64
  %1368 = sub i64 %1365, %1367
  %1369 = select i1 %1364, i64 512, i64 %1368
  %1370 = select i1 %1359, i64 0, i64 %1369
  %1371 = sext i32 %tl_lo15 to i64
  %1372 = icmp slt i64 %1370, %1371
  %1373 = sext i32 %tl_lo15 to i64
  %1374 = sext i32 %N to i64
  %1375 = mul i32 %c, 512
  %1376 = sext i32 %1375 to i64
  %1377 = sub i64 %1374, %1376
  %1378 = icmp slt i64 %1377, 0
  %1379 = sext i32 %N to i64
  %1380 = mul i32 %c, 512
  %1381 = sext i32 %1380 to i64
  %1382 = sub i64 %1379, %1381
  %1383 = icmp sgt i64 %1382, 512
  %1384 = sext i32 %N to i64
  %1385 = mul i32 %c, 512
  %1386 = sext i32 %1385 to i64
  %1387 = sub i64 %1384, %1386
  %1388 = select i1 %1383, i64 512, i64 %1387
  %1389 = select i1 %1378, i64 0, i64 %1388
  %1390 = select i1 %1372, i64 %1373, i64 %1389
  %tl_hi16 = trunc i64 %1390 to i32
  br label %for.cond448

for.end446:                                       ; preds = %for.cond444
  br label %if.end436

for.cond448:                                      ; preds = %for.body449, %for.body445
  %j4451 = phi i32 [ 0, %for.body445 ], [ %1397, %for.body449 ]
  %1391 = icmp slt i32 %j4451, %tl_lo15
  br i1 %1391, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %1392 = sext i32 %i14447 to i64
  %1393 = mul nsw i64 %1392, 512
  %1394 = sext i32 %j4451 to i64
  %1395 = add nsw i64 %1393, %1394
  %1396 = getelementptr inbounds float, ptr %X_f, i64 %1395
  store float 0.000000e+00, ptr %1396, align 4
  %1397 = add nsw i32 %j4451, 1
  br label %for.cond448, !llvm.loop !102

for.end450:                                       ; preds = %for.cond448
  %1398 = mul i32 %bx, 4
  %1399 = sext i32 %1398 to i64
  %1400 = sext i32 %i14447 to i64
  %1401 = add i64 %1399, %1400
  %1402 = icmp sle i64 0, %1401
  %1403 = mul i32 %bx, 4
  %1404 = sext i32 %1403 to i64
  %1405 = sext i32 %i14447 to i64
  %1406 = add i64 %1404, %1405
  %1407 = sext i32 %M to i64
  %1408 = icmp slt i64 %1406, %1407
  %1409 = and i1 %1402, %1408
  br i1 %1409, label %if.then452, label %if.else453

if.then452:                                       ; preds = %for.end450
  %1410 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond455

if.else453:                                       ; preds = %for.end450
  %1411 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond458

if.end454:                                        ; preds = %for.end460, %for.end457
  %1412 = sub i32 512, %tl_hi16
  br label %for.cond462

for.cond455:                                      ; preds = %for.body456, %if.then452
  %j41 = phi i32 [ 0, %if.then452 ], [ %1432, %for.body456 ]
  %1413 = icmp slt i32 %j41, %1410
  br i1 %1413, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  %1414 = mul i32 %bx, 4
  %1415 = add i32 %1414, %i14447
  %1416 = sext i32 %1415 to i64
  %1417 = sext i32 %N to i64
  %1418 = mul nsw i64 %1416, %1417
  %1419 = mul i32 %c, 512
  %1420 = add i32 %tl_lo15, %j41
  %1421 = add i32 %1419, %1420
  %1422 = sext i32 %1421 to i64
  %1423 = add nsw i64 %1418, %1422
  %1424 = getelementptr inbounds float, ptr %X, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = sext i32 %i14447 to i64
  %1427 = mul nsw i64 %1426, 512
  %1428 = add i32 %tl_lo15, %j41
  %1429 = sext i32 %1428 to i64
  %1430 = add nsw i64 %1427, %1429
  %1431 = getelementptr inbounds float, ptr %X_f, i64 %1430
  store float %1425, ptr %1431, align 4
  %1432 = add nsw i32 %j41, 1
  br label %for.cond455, !llvm.loop !103

for.end457:                                       ; preds = %for.cond455
  br label %if.end454

for.cond458:                                      ; preds = %for.body459, %if.else453
  %j41461 = phi i32 [ 0, %if.else453 ], [ %1440, %for.body459 ]
  %1433 = icmp slt i32 %j41461, %1411
  br i1 %1433, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %1434 = sext i32 %i14447 to i64
  %1435 = mul nsw i64 %1434, 512
  %1436 = add i32 %tl_lo15, %j41461
  %1437 = sext i32 %1436 to i64
  %1438 = add nsw i64 %1435, %1437
  %1439 = getelementptr inbounds float, ptr %X_f, i64 %1438
  store float 0.000000e+00, ptr %1439, align 4
  %1440 = add nsw i32 %j41461, 1
  br label %for.cond458, !llvm.loop !104

for.end460:                                       ; preds = %for.cond458
  br label %if.end454

for.cond462:                                      ; preds = %for.body463, %if.end454
  %j41465 = phi i32 [ 0, %if.end454 ], [ %1448, %for.body463 ]
  %1441 = icmp slt i32 %j41465, %1412
  br i1 %1441, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %1442 = sext i32 %i14447 to i64
  %1443 = mul nsw i64 %1442, 512
  %1444 = add i32 %tl_hi16, %j41465
  %1445 = sext i32 %1444 to i64
  %1446 = add nsw i64 %1443, %1445
  %1447 = getelementptr inbounds float, ptr %X_f, i64 %1446
  store float 0.000000e+00, ptr %1447, align 4
  %1448 = add nsw i32 %j41465, 1
  br label %for.cond462, !llvm.loop !105

for.end464:                                       ; preds = %for.cond462
  %1449 = add nsw i32 %i14447, 1
  br label %for.cond444, !llvm.loop !106

for.cond466:                                      ; preds = %for.end472, %if.end436
  %i469 = phi i32 [ 0, %if.end436 ], [ %1474, %for.end472 ]
  %1450 = icmp slt i32 %i469, 4
  br i1 %1450, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  br label %for.cond470

for.end468:                                       ; preds = %for.cond466
  br label %for.cond475

for.cond470:                                      ; preds = %for.body471, %for.body467
  %j473 = phi i32 [ 0, %for.body467 ], [ %1473, %for.body471 ]
  %1451 = icmp slt i32 %j473, 512
  br i1 %1451, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %1452 = mul i32 %c, 512
  %1453 = add i32 %1452, %j473
  %1454 = icmp slt i32 %1453, %N
  %1455 = sext i32 %i469 to i64
  %1456 = mul nsw i64 %1455, 512
  %1457 = sext i32 %j473 to i64
  %1458 = add nsw i64 %1456, %1457
  %1459 = call i64 @llvm.umin.i64(i64 %1458, i64 2047)
  %1460 = getelementptr inbounds float, ptr %X_f, i64 %1459
  %1461 = load float, ptr %1460, align 4
  %x474 = select i1 %1454, float %1461, float 0.000000e+00
  %1462 = sext i32 %i469 to i64
  %1463 = mul nsw i64 %1462, 512
  %1464 = sext i32 %j473 to i64
  %1465 = add nsw i64 %1463, %1464
  %1466 = getelementptr inbounds float, ptr %X_f, i64 %1465
  store float %x474, ptr %1466, align 4
  %1467 = fmul float %x474, %x474
  %1468 = sext i32 %i469 to i64
  %1469 = mul nsw i64 %1468, 512
  %1470 = sext i32 %j473 to i64
  %1471 = add nsw i64 %1469, %1470
  %1472 = getelementptr inbounds float, ptr %sq, i64 %1471
  store float %1467, ptr %1472, align 4
  %1473 = add nsw i32 %j473, 1
  br label %for.cond470, !llvm.loop !107

for.end472:                                       ; preds = %for.cond470
  %1474 = add nsw i32 %i469, 1
  br label %for.cond466, !llvm.loop !108

for.cond475:                                      ; preds = %for.end490, %for.end468
  %i9 = phi i32 [ 0, %for.end468 ], [ %1516, %for.end490 ]
  %1475 = icmp slt i32 %i9, 4
  br i1 %1475, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  br label %for.cond478

for.end477:                                       ; preds = %for.cond475
  br label %for.cond492

for.cond478:                                      ; preds = %for.body479, %for.body476
  %lane6 = phi i32 [ 0, %for.body476 ], [ %1485, %for.body479 ]
  %1476 = icmp slt i32 %lane6, 32
  br i1 %1476, label %for.body479, label %for.end480

for.body479:                                      ; preds = %for.cond478
  %1477 = sext i32 %i9 to i64
  %1478 = mul nsw i64 %1477, 512
  %1479 = sext i32 %lane6 to i64
  %1480 = add nsw i64 %1478, %1479
  %1481 = getelementptr inbounds float, ptr %X_f, i64 %1480
  %1482 = load float, ptr %1481, align 4
  %1483 = sext i32 %lane6 to i64
  %1484 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1483
  store float %1482, ptr %1484, align 4
  %1485 = add nsw i32 %lane6, 1
  br label %for.cond478, !llvm.loop !109

for.end480:                                       ; preds = %for.cond478
  br label %for.cond481

for.cond481:                                      ; preds = %for.end486, %for.end480
  %red6 = phi i32 [ 0, %for.end480 ], [ %1504, %for.end486 ]
  %1486 = icmp slt i32 %red6, 15
  br i1 %1486, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  br label %for.cond484

for.end483:                                       ; preds = %for.cond481
  br label %for.cond488

for.cond484:                                      ; preds = %for.body485, %for.body482
  %lane6487 = phi i32 [ 0, %for.body482 ], [ %1503, %for.body485 ]
  %1487 = icmp slt i32 %lane6487, 32
  br i1 %1487, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %1488 = sext i32 %lane6487 to i64
  %1489 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1488
  %1490 = load float, ptr %1489, align 4
  %1491 = sext i32 %i9 to i64
  %1492 = mul nsw i64 %1491, 512
  %1493 = add i32 %red6, 1
  %1494 = mul i32 %1493, 32
  %1495 = add i32 %1494, %lane6487
  %1496 = sext i32 %1495 to i64
  %1497 = add nsw i64 %1492, %1496
  %1498 = getelementptr inbounds float, ptr %X_f, i64 %1497
  %1499 = load float, ptr %1498, align 4
  %1500 = fadd float %1490, %1499
  %1501 = sext i32 %lane6487 to i64
  %1502 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1501
  store float %1500, ptr %1502, align 4
  %1503 = add nsw i32 %lane6487, 1
  br label %for.cond484, !llvm.loop !110

for.end486:                                       ; preds = %for.cond484
  %1504 = add nsw i32 %red6, 1
  br label %for.cond481, !llvm.loop !111

for.cond488:                                      ; preds = %for.body489, %for.end483
  %lane6491 = phi i32 [ 0, %for.end483 ], [ %1515, %for.body489 ]
  %1505 = icmp slt i32 %lane6491, 32
  br i1 %1505, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %1506 = sext i32 %i9 to i64
  %1507 = getelementptr inbounds float, ptr %mean, i64 %1506
  %1508 = load float, ptr %1507, align 4
  %1509 = sext i32 %lane6491 to i64
  %1510 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1509
  %1511 = load float, ptr %1510, align 4
  %1512 = fadd float %1508, %1511
  %1513 = sext i32 %i9 to i64
  %1514 = getelementptr inbounds float, ptr %mean, i64 %1513
  store float %1512, ptr %1514, align 4
  %1515 = add nsw i32 %lane6491, 1
  br label %for.cond488, !llvm.loop !112

for.end490:                                       ; preds = %for.cond488
  %1516 = add nsw i32 %i9, 1
  br label %for.cond475, !llvm.loop !113

for.cond492:                                      ; preds = %for.end507, %for.end477
  %i10 = phi i32 [ 0, %for.end477 ], [ %1559, %for.end507 ]
  %1517 = icmp slt i32 %i10, 4
  br i1 %1517, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  br label %for.cond495

for.end494:                                       ; preds = %for.cond492
  %1518 = add nsw i32 %c, 1
  br label %for.cond431, !llvm.loop !114

for.cond495:                                      ; preds = %for.body496, %for.body493
  %lane7 = phi i32 [ 0, %for.body493 ], [ %1528, %for.body496 ]
  %1519 = icmp slt i32 %lane7, 32
  br i1 %1519, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %1520 = sext i32 %i10 to i64
  %1521 = mul nsw i64 %1520, 512
  %1522 = sext i32 %lane7 to i64
  %1523 = add nsw i64 %1521, %1522
  %1524 = getelementptr inbounds float, ptr %sq, i64 %1523
  %1525 = load float, ptr %1524, align 4
  %1526 = sext i32 %lane7 to i64
  %1527 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1526
  store float %1525, ptr %1527, align 4
  %1528 = add nsw i32 %lane7, 1
  br label %for.cond495, !llvm.loop !115

for.end497:                                       ; preds = %for.cond495
  br label %for.cond498

for.cond498:                                      ; preds = %for.end503, %for.end497
  %red7 = phi i32 [ 0, %for.end497 ], [ %1547, %for.end503 ]
  %1529 = icmp slt i32 %red7, 15
  br i1 %1529, label %for.body499, label %for.end500

for.body499:                                      ; preds = %for.cond498
  br label %for.cond501

for.end500:                                       ; preds = %for.cond498
  br label %for.cond505

for.cond501:                                      ; preds = %for.body502, %for.body499
  %lane7504 = phi i32 [ 0, %for.body499 ], [ %1546, %for.body502 ]
  %1530 = icmp slt i32 %lane7504, 32
  br i1 %1530, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %1531 = sext i32 %lane7504 to i64
  %1532 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1531
  %1533 = load float, ptr %1532, align 4
  %1534 = sext i32 %i10 to i64
  %1535 = mul nsw i64 %1534, 512
  %1536 = add i32 %red7, 1
  %1537 = mul i32 %1536, 32
  %1538 = add i32 %1537, %lane7504
  %1539 = sext i32 %1538 to i64
  %1540 = add nsw i64 %1535, %1539
  %1541 = getelementptr inbounds float, ptr %sq, i64 %1540
  %1542 = load float, ptr %1541, align 4
  %1543 = fadd float %1533, %1542
  %1544 = sext i32 %lane7504 to i64
  %1545 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1544
  store float %1543, ptr %1545, align 4
  %1546 = add nsw i32 %lane7504, 1
  br label %for.cond501, !llvm.loop !116

for.end503:                                       ; preds = %for.cond501
  %1547 = add nsw i32 %red7, 1
  br label %for.cond498, !llvm.loop !117

for.cond505:                                      ; preds = %for.body506, %for.end500
  %lane7508 = phi i32 [ 0, %for.end500 ], [ %1558, %for.body506 ]
  %1548 = icmp slt i32 %lane7508, 32
  br i1 %1548, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %1549 = sext i32 %i10 to i64
  %1550 = getelementptr inbounds float, ptr %rstd, i64 %1549
  %1551 = load float, ptr %1550, align 4
  %1552 = sext i32 %lane7508 to i64
  %1553 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1552
  %1554 = load float, ptr %1553, align 4
  %1555 = fadd float %1551, %1554
  %1556 = sext i32 %i10 to i64
  %1557 = getelementptr inbounds float, ptr %rstd, i64 %1556
  store float %1555, ptr %1557, align 4
  %1558 = add nsw i32 %lane7508, 1
  br label %for.cond505, !llvm.loop !118

for.end507:                                       ; preds = %for.cond505
  %1559 = add nsw i32 %i10, 1
  br label %for.cond492, !llvm.loop !119

for.cond509:                                      ; preds = %for.body510, %for.end433
  %i512 = phi i32 [ 0, %for.end433 ], [ %1589, %for.body510 ]
  %1560 = icmp slt i32 %i512, 4
  br i1 %1560, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %1561 = sext i32 %i512 to i64
  %1562 = getelementptr inbounds float, ptr %mean, i64 %1561
  %1563 = load float, ptr %1562, align 4
  %1564 = sitofp i32 %N to float
  %1565 = fdiv float %1563, %1564
  %1566 = sext i32 %i512 to i64
  %1567 = getelementptr inbounds float, ptr %mean, i64 %1566
  store float %1565, ptr %1567, align 4
  %1568 = sext i32 %i512 to i64
  %1569 = getelementptr inbounds float, ptr %rstd, i64 %1568
  %1570 = load float, ptr %1569, align 4
  %1571 = sitofp i32 %N to float
  %1572 = fdiv float %1570, %1571
  %1573 = sext i32 %i512 to i64
  %1574 = getelementptr inbounds float, ptr %mean, i64 %1573
  %1575 = load float, ptr %1574, align 4
  %1576 = sext i32 %i512 to i64
  %1577 = getelementptr inbounds float, ptr %mean, i64 %1576
  %1578 = load float, ptr %1577, align 4
  %1579 = fmul float %1575, %1578
  %1580 = fsub float %1572, %1579
  %1581 = call float @llvm.maxnum.f32(float %1580, float 0.000000e+00)
  %1582 = fadd float %1581, 0x3EE4F8B580000000
  %1583 = fpext float %1582 to double
  %1584 = call double @llvm.sqrt.f64(double %1583)
  %1585 = fdiv double 1.000000e+00, %1584
  %1586 = fptrunc double %1585 to float
  %1587 = sext i32 %i512 to i64
  %1588 = getelementptr inbounds float, ptr %rstd, i64 %1587
  store float %1586, ptr %1588, align 4
  %1589 = add nsw i32 %i512, 1
  br label %for.cond509, !llvm.loop !120

for.end511:                                       ; preds = %for.cond509
  %1590 = sext i32 %N to i64
  %1591 = sdiv i64 %1590, 512
  %1592 = sub i64 0, %1590
  %1593 = select i1 false, i64 %1592, i64 %1591
  %1594 = srem i64 %1590, 512
  %1595 = icmp ne i64 %1594, 0
  %1596 = icmp slt i64 %1590, 0
  %1597 = icmp eq i1 %1596, false
  %1598 = and i1 %1595, %1597
  %1599 = zext i1 %1598 to i64
  %1600 = add i64 %1593, %1599
  %1601 = trunc i64 %1600 to i32
  br label %for.cond513

for.cond513:                                      ; preds = %if.end594, %for.end511
  %c516 = phi i32 [ 0, %for.end511 ], [ %1986, %if.end594 ]
  %1602 = icmp slt i32 %c516, %1601
  br i1 %1602, label %for.body514, label %for.end515

for.body514:                                      ; preds = %for.cond513
  %1603 = sext i32 %N to i64
  %1604 = sdiv i64 %1603, 512
  %1605 = sub i64 0, %1603
  %1606 = select i1 false, i64 %1605, i64 %1604
  %1607 = srem i64 %1603, 512
  %1608 = icmp ne i64 %1607, 0
  %1609 = icmp slt i64 %1603, 0
  %1610 = icmp eq i1 %1609, false
  %1611 = and i1 %1608, %1610
  %1612 = zext i1 %1611 to i64
  %1613 = add i64 %1606, %1612
  %1614 = trunc i64 %1613 to i32
  %1615 = sub i32 %1614, 1
  %t = sub i32 %1615, %c516
  %1616 = mul i32 %bx, 4
  %1617 = icmp sle i32 0, %1616
  %1618 = mul i32 %bx, 4
  %1619 = sext i32 %1618 to i64
  %1620 = add i64 %1619, 4
  %1621 = sext i32 %M to i64
  %1622 = icmp sle i64 %1620, %1621
  %1623 = and i1 %1617, %1622
  %1624 = mul i32 %t, 512
  %1625 = icmp sle i32 0, %1624
  %1626 = mul i32 %t, 512
  %1627 = sext i32 %1626 to i64
  %1628 = add i64 %1627, 512
  %1629 = sext i32 %N to i64
  %1630 = icmp sle i64 %1628, %1629
  %1631 = and i1 %1625, %1630
  %1632 = and i1 %1623, %1631
  br i1 %1632, label %if.then517, label %if.else518

for.end515:                                       ; preds = %for.cond513
  br label %if.end278

if.then517:                                       ; preds = %for.body514
  br label %for.cond520

if.else518:                                       ; preds = %for.body514
  br label %for.cond526

if.end519:                                        ; preds = %for.end528, %for.end522
  %1633 = mul i32 %t, 512
  %1634 = icmp sle i32 0, %1633
  %1635 = mul i32 %t, 512
  %1636 = sext i32 %1635 to i64
  %1637 = add i64 %1636, 512
  %1638 = sext i32 %N to i64
  %1639 = icmp sle i64 %1637, %1638
  %1640 = and i1 %1634, %1639
  br i1 %1640, label %if.then548, label %if.else549

for.cond520:                                      ; preds = %for.end525, %if.then517
  %i15 = phi i32 [ 0, %if.then517 ], [ %1660, %for.end525 ]
  %1641 = icmp slt i32 %i15, 4
  br i1 %1641, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  br label %for.cond523

for.end522:                                       ; preds = %for.cond520
  br label %if.end519

for.cond523:                                      ; preds = %for.body524, %for.body521
  %j5 = phi i32 [ 0, %for.body521 ], [ %1659, %for.body524 ]
  %1642 = icmp slt i32 %j5, 512
  br i1 %1642, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %1643 = mul i32 %bx, 4
  %1644 = add i32 %1643, %i15
  %1645 = sext i32 %1644 to i64
  %1646 = sext i32 %N to i64
  %1647 = mul nsw i64 %1645, %1646
  %1648 = mul i32 %t, 512
  %1649 = add i32 %1648, %j5
  %1650 = sext i32 %1649 to i64
  %1651 = add nsw i64 %1647, %1650
  %1652 = getelementptr inbounds float, ptr %X, i64 %1651
  %1653 = load float, ptr %1652, align 4
  %1654 = sext i32 %i15 to i64
  %1655 = mul nsw i64 %1654, 512
  %1656 = sext i32 %j5 to i64
  %1657 = add nsw i64 %1655, %1656
  %1658 = getelementptr inbounds float, ptr %X_f, i64 %1657
  store float %1653, ptr %1658, align 4
  %1659 = add nsw i32 %j5, 1
  br label %for.cond523, !llvm.loop !121

for.end525:                                       ; preds = %for.cond523
  %1660 = add nsw i32 %i15, 1
  br label %for.cond520, !llvm.loop !122

for.cond526:                                      ; preds = %for.end546, %if.else518
  %i15529 = phi i32 [ 0, %if.else518 ], [ %1769, %for.end546 ]
  %1661 = icmp slt i32 %i15529, 4
  br i1 %1661, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %1662 = mul i32 %t, 512
  %1663 = sext i32 %1662 to i64
  %1664 = sub i64 0, %1663
  %1665 = icmp slt i64 %1664, 0
  %1666 = mul i32 %t, 512
  %1667 = sext i32 %1666 to i64
  %1668 = sub i64 0, %1667
  %1669 = icmp sgt i64 %1668, 512
  %1670 = mul i32 %t, 512
  %1671 = sext i32 %1670 to i64
  %1672 = sub i64 0, %1671
  %1673 = select i1 %1669, i64 512, i64 %1672
  %1674 = select i1 %1665, i64 0, i64 %1673
  %tl_lo17 = trunc i64 %1674 to i32
  %1675 = sext i32 %N to i64
  %1676 = mul i32 %t, 512
  %1677 = sext i32 %1676 to i64
  %1678 = sub i64 %1675, %1677
  %1679 = icmp slt i64 %1678, 0
  %1680 = sext i32 %N to i64
  %1681 = mul i32 %t, 512
  %1682 = sext i32 %1681 to i64
  %1683 = sub i64 %1680, %1682
  %1684 = icmp sgt i64 %1683, 512
  %1685 = sext i32 %N to i64
  %1686 = mul i32 %t, 512
  %1687 = sext i32 %1686 to i64
  %1688 = sub i64 %1685, %1687
  %1689 = select i1 %1684, i64 512, i64 %1688
  %1690 = select i1 %1679, i64 0, i64 %1689
  %1691 = sext i32 %tl_lo17 to i64
  %1692 = icmp slt i64 %1690, %1691
  %1693 = sext i32 %tl_lo17 to i64
  %1694 = sext i32 %N to i64
  %1695 = mul i32 %t, 512
  %1696 = sext i32 %1695 to i64
  %1697 = sub i64 %1694, %1696
  %1698 = icmp slt i64 %1697, 0
  %1699 = sext i32 %N to i64
  %1700 = mul i32 %t, 512
  %1701 = sext i32 %1700 to i64
  %1702 = sub i64 %1699, %1701
  %1703 = icmp sgt i64 %1702, 512
  %1704 = sext i32 %N to i64
  %1705 = mul i32 %t, 512
  %1706 = sext i32 %1705 to i64
  %1707 = sub i64 %1704, %1706
  %1708 = select i1 %1703, i64 512, i64 %1707
  %1709 = select i1 %1698, i64 0, i64 %1708
  %1710 = select i1 %1692, i64 %1693, i64 %1709
  %tl_hi18 = trunc i64 %1710 to i32
  br label %for.cond530

for.end528:                                       ; preds = %for.cond526
  br label %if.end519

for.cond530:                                      ; preds = %for.body531, %for.body527
  %j5533 = phi i32 [ 0, %for.body527 ], [ %1717, %for.body531 ]
  %1711 = icmp slt i32 %j5533, %tl_lo17
  br i1 %1711, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %1712 = sext i32 %i15529 to i64
  %1713 = mul nsw i64 %1712, 512
  %1714 = sext i32 %j5533 to i64
  %1715 = add nsw i64 %1713, %1714
  %1716 = getelementptr inbounds float, ptr %X_f, i64 %1715
  store float 0.000000e+00, ptr %1716, align 4
  %1717 = add nsw i32 %j5533, 1
  br label %for.cond530, !llvm.loop !123

for.end532:                                       ; preds = %for.cond530
  %1718 = mul i32 %bx, 4
  %1719 = sext i32 %1718 to i64
  %1720 = sext i32 %i15529 to i64
  %1721 = add i64 %1719, %1720
  %1722 = icmp sle i64 0, %1721
  %1723 = mul i32 %bx, 4
  %1724 = sext i32 %1723 to i64
  %1725 = sext i32 %i15529 to i64
  %1726 = add i64 %1724, %1725
  %1727 = sext i32 %M to i64
  %1728 = icmp slt i64 %1726, %1727
  %1729 = and i1 %1722, %1728
  br i1 %1729, label %if.then534, label %if.else535

if.then534:                                       ; preds = %for.end532
  %1730 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond537

if.else535:                                       ; preds = %for.end532
  %1731 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond540

if.end536:                                        ; preds = %for.end542, %for.end539
  %1732 = sub i32 512, %tl_hi18
  br label %for.cond544

for.cond537:                                      ; preds = %for.body538, %if.then534
  %j51 = phi i32 [ 0, %if.then534 ], [ %1752, %for.body538 ]
  %1733 = icmp slt i32 %j51, %1730
  br i1 %1733, label %for.body538, label %for.end539

for.body538:                                      ; preds = %for.cond537
  %1734 = mul i32 %bx, 4
  %1735 = add i32 %1734, %i15529
  %1736 = sext i32 %1735 to i64
  %1737 = sext i32 %N to i64
  %1738 = mul nsw i64 %1736, %1737
  %1739 = mul i32 %t, 512
  %1740 = add i32 %tl_lo17, %j51
  %1741 = add i32 %1739, %1740
  %1742 = sext i32 %1741 to i64
  %1743 = add nsw i64 %1738, %1742
  %1744 = getelementptr inbounds float, ptr %X, i64 %1743
  %1745 = load float, ptr %1744, align 4
  %1746 = sext i32 %i15529 to i64
  %1747 = mul nsw i64 %1746, 512
  %1748 = add i32 %tl_lo17, %j51
  %1749 = sext i32 %1748 to i64
  %1750 = add nsw i64 %1747, %1749
  %1751 = getelementptr inbounds float, ptr %X_f, i64 %1750
  store float %1745, ptr %1751, align 4
  %1752 = add nsw i32 %j51, 1
  br label %for.cond537, !llvm.loop !124

for.end539:                                       ; preds = %for.cond537
  br label %if.end536

for.cond540:                                      ; preds = %for.body541, %if.else535
  %j51543 = phi i32 [ 0, %if.else535 ], [ %1760, %for.body541 ]
  %1753 = icmp slt i32 %j51543, %1731
  br i1 %1753, label %for.body541, label %for.end542

for.body541:                                      ; preds = %for.cond540
  %1754 = sext i32 %i15529 to i64
  %1755 = mul nsw i64 %1754, 512
  %1756 = add i32 %tl_lo17, %j51543
  %1757 = sext i32 %1756 to i64
  %1758 = add nsw i64 %1755, %1757
  %1759 = getelementptr inbounds float, ptr %X_f, i64 %1758
  store float 0.000000e+00, ptr %1759, align 4
  %1760 = add nsw i32 %j51543, 1
  br label %for.cond540, !llvm.loop !125

for.end542:                                       ; preds = %for.cond540
  br label %if.end536

for.cond544:                                      ; preds = %for.body545, %if.end536
  %j51547 = phi i32 [ 0, %if.end536 ], [ %1768, %for.body545 ]
  %1761 = icmp slt i32 %j51547, %1732
  br i1 %1761, label %for.body545, label %for.end546

for.body545:                                      ; preds = %for.cond544
  %1762 = sext i32 %i15529 to i64
  %1763 = mul nsw i64 %1762, 512
  %1764 = add i32 %tl_hi18, %j51547
  %1765 = sext i32 %1764 to i64
  %1766 = add nsw i64 %1763, %1765
  %1767 = getelementptr inbounds float, ptr %X_f, i64 %1766
  store float 0.000000e+00, ptr %1767, align 4
  %1768 = add nsw i32 %j51547, 1
  br label %for.cond544, !llvm.loop !126

for.end546:                                       ; preds = %for.cond544
  %1769 = add nsw i32 %i15529, 1
  br label %for.cond526, !llvm.loop !127

if.then548:                                       ; preds = %if.end519
  br label %for.cond551

if.else549:                                       ; preds = %if.end519
  %1770 = mul i32 %t, 512
  %1771 = sext i32 %1770 to i64
  %1772 = sub i64 0, %1771
  %1773 = icmp slt i64 %1772, 0
  %1774 = mul i32 %t, 512
  %1775 = sext i32 %1774 to i64
  %1776 = sub i64 0, %1775
  %1777 = icmp sgt i64 %1776, 512
  %1778 = mul i32 %t, 512
  %1779 = sext i32 %1778 to i64
  %1780 = sub i64 0, %1779
  %1781 = select i1 %1777, i64 512, i64 %1780
  %1782 = select i1 %1773, i64 0, i64 %1781
  %tl_lo19 = trunc i64 %1782 to i32
  %1783 = sext i32 %N to i64
  %1784 = mul i32 %t, 512
  %1785 = sext i32 %1784 to i64
  %1786 = sub i64 %1783, %1785
  %1787 = icmp slt i64 %1786, 0
  %1788 = sext i32 %N to i64
  %1789 = mul i32 %t, 512
  %1790 = sext i32 %1789 to i64
  %1791 = sub i64 %1788, %1790
  %1792 = icmp sgt i64 %1791, 512
  %1793 = sext i32 %N to i64
  %1794 = mul i32 %t, 512
  %1795 = sext i32 %1794 to i64
  %1796 = sub i64 %1793, %1795
  %1797 = select i1 %1792, i64 512, i64 %1796
  %1798 = select i1 %1787, i64 0, i64 %1797
  %1799 = sext i32 %tl_lo19 to i64
  %1800 = icmp slt i64 %1798, %1799
  %1801 = sext i32 %tl_lo19 to i64
  %1802 = sext i32 %N to i64
  %1803 = mul i32 %t, 512
  %1804 = sext i32 %1803 to i64
  %1805 = sub i64 %1802, %1804
  %1806 = icmp slt i64 %1805, 0
  %1807 = sext i32 %N to i64
  %1808 = mul i32 %t, 512
  %1809 = sext i32 %1808 to i64
  %1810 = sub i64 %1807, %1809
  %1811 = icmp sgt i64 %1810, 512
  %1812 = sext i32 %N to i64
  %1813 = mul i32 %t, 512
  %1814 = sext i32 %1813 to i64
  %1815 = sub i64 %1812, %1814
  %1816 = select i1 %1811, i64 512, i64 %1815
  %1817 = select i1 %1806, i64 0, i64 %1816
  %1818 = select i1 %1800, i64 %1801, i64 %1817
  %tl_hi20 = trunc i64 %1818 to i32
  br label %for.cond555

if.end550:                                        ; preds = %for.end564, %for.end553
  %1819 = mul i32 %t, 512
  %1820 = icmp sle i32 0, %1819
  %1821 = mul i32 %t, 512
  %1822 = sext i32 %1821 to i64
  %1823 = add i64 %1822, 512
  %1824 = sext i32 %N to i64
  %1825 = icmp sle i64 %1823, %1824
  %1826 = and i1 %1820, %1825
  br i1 %1826, label %if.then566, label %if.else567

for.cond551:                                      ; preds = %for.body552, %if.then548
  %i15554 = phi i32 [ 0, %if.then548 ], [ %1835, %for.body552 ]
  %1827 = icmp slt i32 %i15554, 512
  br i1 %1827, label %for.body552, label %for.end553

for.body552:                                      ; preds = %for.cond551
  %1828 = mul i32 %t, 512
  %1829 = add i32 %1828, %i15554
  %1830 = sext i32 %1829 to i64
  %1831 = getelementptr inbounds float, ptr %W, i64 %1830
  %1832 = load float, ptr %1831, align 4
  %1833 = sext i32 %i15554 to i64
  %1834 = getelementptr inbounds float, ptr %W_f, i64 %1833
  store float %1832, ptr %1834, align 4
  %1835 = add nsw i32 %i15554, 1
  br label %for.cond551, !llvm.loop !128

for.end553:                                       ; preds = %for.cond551
  br label %if.end550

for.cond555:                                      ; preds = %for.body556, %if.else549
  %i15558 = phi i32 [ 0, %if.else549 ], [ %1839, %for.body556 ]
  %1836 = icmp slt i32 %i15558, %tl_lo19
  br i1 %1836, label %for.body556, label %for.end557

for.body556:                                      ; preds = %for.cond555
  %1837 = sext i32 %i15558 to i64
  %1838 = getelementptr inbounds float, ptr %W_f, i64 %1837
  store float 0.000000e+00, ptr %1838, align 4
  %1839 = add nsw i32 %i15558, 1
  br label %for.cond555, !llvm.loop !129

for.end557:                                       ; preds = %for.cond555
  %1840 = sub i32 %tl_hi20, %tl_lo19
  br label %for.cond559

for.cond559:                                      ; preds = %for.body560, %for.end557
  %i151 = phi i32 [ 0, %for.end557 ], [ %1851, %for.body560 ]
  %1841 = icmp slt i32 %i151, %1840
  br i1 %1841, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  %1842 = mul i32 %t, 512
  %1843 = add i32 %tl_lo19, %i151
  %1844 = add i32 %1842, %1843
  %1845 = sext i32 %1844 to i64
  %1846 = getelementptr inbounds float, ptr %W, i64 %1845
  %1847 = load float, ptr %1846, align 4
  %1848 = add i32 %tl_lo19, %i151
  %1849 = sext i32 %1848 to i64
  %1850 = getelementptr inbounds float, ptr %W_f, i64 %1849
  store float %1847, ptr %1850, align 4
  %1851 = add nsw i32 %i151, 1
  br label %for.cond559, !llvm.loop !130

for.end561:                                       ; preds = %for.cond559
  %1852 = sub i32 512, %tl_hi20
  br label %for.cond562

for.cond562:                                      ; preds = %for.body563, %for.end561
  %i151565 = phi i32 [ 0, %for.end561 ], [ %1857, %for.body563 ]
  %1853 = icmp slt i32 %i151565, %1852
  br i1 %1853, label %for.body563, label %for.end564

for.body563:                                      ; preds = %for.cond562
  %1854 = add i32 %tl_hi20, %i151565
  %1855 = sext i32 %1854 to i64
  %1856 = getelementptr inbounds float, ptr %W_f, i64 %1855
  store float 0.000000e+00, ptr %1856, align 4
  %1857 = add nsw i32 %i151565, 1
  br label %for.cond562, !llvm.loop !131

for.end564:                                       ; preds = %for.cond562
  br label %if.end550

if.then566:                                       ; preds = %if.end550
  br label %for.cond569

if.else567:                                       ; preds = %if.end550
  %1858 = mul i32 %t, 512
  %1859 = sext i32 %1858 to i64
  %1860 = sub i64 0, %1859
  %1861 = icmp slt i64 %1860, 0
  %1862 = mul i32 %t, 512
  %1863 = sext i32 %1862 to i64
  %1864 = sub i64 0, %1863
  %1865 = icmp sgt i64 %1864, 512
  %1866 = mul i32 %t, 512
  %1867 = sext i32 %1866 to i64
  %1868 = sub i64 0, %1867
  %1869 = select i1 %1865, i64 512, i64 %1868
  %1870 = select i1 %1861, i64 0, i64 %1869
  %tl_lo21 = trunc i64 %1870 to i32
  %1871 = sext i32 %N to i64
  %1872 = mul i32 %t, 512
  %1873 = sext i32 %1872 to i64
  %1874 = sub i64 %1871, %1873
  %1875 = icmp slt i64 %1874, 0
  %1876 = sext i32 %N to i64
  %1877 = mul i32 %t, 512
  %1878 = sext i32 %1877 to i64
  %1879 = sub i64 %1876, %1878
  %1880 = icmp sgt i64 %1879, 512
  %1881 = sext i32 %N to i64
  %1882 = mul i32 %t, 512
  %1883 = sext i32 %1882 to i64
  %1884 = sub i64 %1881, %1883
  %1885 = select i1 %1880, i64 512, i64 %1884
  %1886 = select i1 %1875, i64 0, i64 %1885
  %1887 = sext i32 %tl_lo21 to i64
  %1888 = icmp slt i64 %1886, %1887
  %1889 = sext i32 %tl_lo21 to i64
  %1890 = sext i32 %N to i64
  %1891 = mul i32 %t, 512
  %1892 = sext i32 %1891 to i64
  %1893 = sub i64 %1890, %1892
  %1894 = icmp slt i64 %1893, 0
  %1895 = sext i32 %N to i64
  %1896 = mul i32 %t, 512
  %1897 = sext i32 %1896 to i64
  %1898 = sub i64 %1895, %1897
  %1899 = icmp sgt i64 %1898, 512
  %1900 = sext i32 %N to i64
  %1901 = mul i32 %t, 512
  %1902 = sext i32 %1901 to i64
  %1903 = sub i64 %1900, %1902
  %1904 = select i1 %1899, i64 512, i64 %1903
  %1905 = select i1 %1894, i64 0, i64 %1904
  %1906 = select i1 %1888, i64 %1889, i64 %1905
  %tl_hi22 = trunc i64 %1906 to i32
  br label %for.cond573

if.end568:                                        ; preds = %for.end582, %for.end571
  br label %for.cond584

for.cond569:                                      ; preds = %for.body570, %if.then566
  %i15572 = phi i32 [ 0, %if.then566 ], [ %1915, %for.body570 ]
  %1907 = icmp slt i32 %i15572, 512
  br i1 %1907, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  %1908 = mul i32 %t, 512
  %1909 = add i32 %1908, %i15572
  %1910 = sext i32 %1909 to i64
  %1911 = getelementptr inbounds float, ptr %B, i64 %1910
  %1912 = load float, ptr %1911, align 4
  %1913 = sext i32 %i15572 to i64
  %1914 = getelementptr inbounds float, ptr %B_f, i64 %1913
  store float %1912, ptr %1914, align 4
  %1915 = add nsw i32 %i15572, 1
  br label %for.cond569, !llvm.loop !132

for.end571:                                       ; preds = %for.cond569
  br label %if.end568

for.cond573:                                      ; preds = %for.body574, %if.else567
  %i15576 = phi i32 [ 0, %if.else567 ], [ %1919, %for.body574 ]
  %1916 = icmp slt i32 %i15576, %tl_lo21
  br i1 %1916, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %1917 = sext i32 %i15576 to i64
  %1918 = getelementptr inbounds float, ptr %B_f, i64 %1917
  store float 0.000000e+00, ptr %1918, align 4
  %1919 = add nsw i32 %i15576, 1
  br label %for.cond573, !llvm.loop !133

for.end575:                                       ; preds = %for.cond573
  %1920 = sub i32 %tl_hi22, %tl_lo21
  br label %for.cond577

for.cond577:                                      ; preds = %for.body578, %for.end575
  %i152 = phi i32 [ 0, %for.end575 ], [ %1931, %for.body578 ]
  %1921 = icmp slt i32 %i152, %1920
  br i1 %1921, label %for.body578, label %for.end579

for.body578:                                      ; preds = %for.cond577
  %1922 = mul i32 %t, 512
  %1923 = add i32 %tl_lo21, %i152
  %1924 = add i32 %1922, %1923
  %1925 = sext i32 %1924 to i64
  %1926 = getelementptr inbounds float, ptr %B, i64 %1925
  %1927 = load float, ptr %1926, align 4
  %1928 = add i32 %tl_lo21, %i152
  %1929 = sext i32 %1928 to i64
  %1930 = getelementptr inbounds float, ptr %B_f, i64 %1929
  store float %1927, ptr %1930, align 4
  %1931 = add nsw i32 %i152, 1
  br label %for.cond577, !llvm.loop !134

for.end579:                                       ; preds = %for.cond577
  %1932 = sub i32 512, %tl_hi22
  br label %for.cond580

for.cond580:                                      ; preds = %for.body581, %for.end579
  %i152583 = phi i32 [ 0, %for.end579 ], [ %1937, %for.body581 ]
  %1933 = icmp slt i32 %i152583, %1932
  br i1 %1933, label %for.body581, label %for.end582

for.body581:                                      ; preds = %for.cond580
  %1934 = add i32 %tl_hi22, %i152583
  %1935 = sext i32 %1934 to i64
  %1936 = getelementptr inbounds float, ptr %B_f, i64 %1935
  store float 0.000000e+00, ptr %1936, align 4
  %1937 = add nsw i32 %i152583, 1
  br label %for.cond580, !llvm.loop !135

for.end582:                                       ; preds = %for.cond580
  br label %if.end568

for.cond584:                                      ; preds = %for.end590, %if.end568
  %i587 = phi i32 [ 0, %if.end568 ], [ %1985, %for.end590 ]
  %1938 = icmp slt i32 %i587, 4
  br i1 %1938, label %for.body585, label %for.end586

for.body585:                                      ; preds = %for.cond584
  br label %for.cond588

for.end586:                                       ; preds = %for.cond584
  %1939 = mul i32 %bx, 4
  %1940 = icmp sle i32 0, %1939
  %1941 = mul i32 %bx, 4
  %1942 = sext i32 %1941 to i64
  %1943 = add i64 %1942, 4
  %1944 = sext i32 %M to i64
  %1945 = icmp sle i64 %1943, %1944
  %1946 = and i1 %1940, %1945
  %1947 = mul i32 %t, 512
  %1948 = icmp sle i32 0, %1947
  %1949 = mul i32 %t, 512
  %1950 = sext i32 %1949 to i64
  %1951 = add i64 %1950, 512
  %1952 = sext i32 %N to i64
  %1953 = icmp sle i64 %1951, %1952
  %1954 = and i1 %1948, %1953
  %1955 = and i1 %1946, %1954
  br i1 %1955, label %if.then592, label %if.else593

for.cond588:                                      ; preds = %for.body589, %for.body585
  %j591 = phi i32 [ 0, %for.body585 ], [ %1984, %for.body589 ]
  %1956 = icmp slt i32 %j591, 512
  br i1 %1956, label %for.body589, label %for.end590

for.body589:                                      ; preds = %for.cond588
  %1957 = sext i32 %i587 to i64
  %1958 = mul nsw i64 %1957, 512
  %1959 = sext i32 %j591 to i64
  %1960 = add nsw i64 %1958, %1959
  %1961 = getelementptr inbounds float, ptr %X_f, i64 %1960
  %1962 = load float, ptr %1961, align 4
  %1963 = sext i32 %i587 to i64
  %1964 = getelementptr inbounds float, ptr %mean, i64 %1963
  %1965 = load float, ptr %1964, align 4
  %1966 = fsub float %1962, %1965
  %1967 = sext i32 %i587 to i64
  %1968 = getelementptr inbounds float, ptr %rstd, i64 %1967
  %1969 = load float, ptr %1968, align 4
  %1970 = fmul float %1966, %1969
  %1971 = sext i32 %j591 to i64
  %1972 = getelementptr inbounds float, ptr %W_f, i64 %1971
  %1973 = load float, ptr %1972, align 4
  %1974 = fmul float %1970, %1973
  %1975 = sext i32 %j591 to i64
  %1976 = getelementptr inbounds float, ptr %B_f, i64 %1975
  %1977 = load float, ptr %1976, align 4
  %1978 = fadd float %1974, %1977
  %1979 = sext i32 %i587 to i64
  %1980 = mul nsw i64 %1979, 512
  %1981 = sext i32 %j591 to i64
  %1982 = add nsw i64 %1980, %1981
  %1983 = getelementptr inbounds float, ptr %X_f, i64 %1982
  store float %1978, ptr %1983, align 4
  %1984 = add nsw i32 %j591, 1
  br label %for.cond588, !llvm.loop !136

for.end590:                                       ; preds = %for.cond588
  %1985 = add nsw i32 %i587, 1
  br label %for.cond584, !llvm.loop !137

if.then592:                                       ; preds = %for.end586
  br label %for.cond595

if.else593:                                       ; preds = %for.end586
  br label %for.cond606

if.end594:                                        ; preds = %for.end608, %for.end597
  %1986 = add nsw i32 %c516, 1
  br label %for.cond513, !llvm.loop !138

for.cond595:                                      ; preds = %if.end601, %if.then592
  %i15598 = phi i32 [ 0, %if.then592 ], [ %2006, %if.end601 ]
  %1987 = icmp slt i32 %i15598, 4
  br i1 %1987, label %for.body596, label %for.end597

for.body596:                                      ; preds = %for.cond595
  %1988 = sext i32 %M to i64
  %1989 = sext i32 %N to i64
  %1990 = mul i64 %1988, %1989
  %1991 = icmp sge i64 %1990, 8388608
  br i1 %1991, label %if.then599, label %if.else600

for.end597:                                       ; preds = %for.cond595
  br label %if.end594

if.then599:                                       ; preds = %for.body596
  %1992 = mul i32 %bx, 4
  %1993 = add i32 %1992, %i15598
  %1994 = sext i32 %1993 to i64
  %1995 = sext i32 %N to i64
  %1996 = mul nsw i64 %1994, %1995
  %1997 = mul i32 %t, 512
  %1998 = add i32 %1997, 0
  %1999 = sext i32 %1998 to i64
  %2000 = add nsw i64 %1996, %1999
  %2001 = getelementptr inbounds float, ptr %Y, i64 %2000
  %2002 = sext i32 %i15598 to i64
  %2003 = mul nsw i64 %2002, 512
  %2004 = add nsw i64 %2003, 0
  %2005 = getelementptr inbounds float, ptr %X_f, i64 %2004
  call void @tilec_rt_stream(ptr %2001, ptr %2005, i64 2048)
  br label %if.end601

if.else600:                                       ; preds = %for.body596
  br label %for.cond602

if.end601:                                        ; preds = %for.end604, %if.then599
  %2006 = add nsw i32 %i15598, 1
  br label %for.cond595, !llvm.loop !139

for.cond602:                                      ; preds = %for.body603, %if.else600
  %j5605 = phi i32 [ 0, %if.else600 ], [ %2024, %for.body603 ]
  %2007 = icmp slt i32 %j5605, 512
  br i1 %2007, label %for.body603, label %for.end604

for.body603:                                      ; preds = %for.cond602
  %2008 = sext i32 %i15598 to i64
  %2009 = mul nsw i64 %2008, 512
  %2010 = sext i32 %j5605 to i64
  %2011 = add nsw i64 %2009, %2010
  %2012 = getelementptr inbounds float, ptr %X_f, i64 %2011
  %2013 = load float, ptr %2012, align 4
  %2014 = mul i32 %bx, 4
  %2015 = add i32 %2014, %i15598
  %2016 = sext i32 %2015 to i64
  %2017 = sext i32 %N to i64
  %2018 = mul nsw i64 %2016, %2017
  %2019 = mul i32 %t, 512
  %2020 = add i32 %2019, %j5605
  %2021 = sext i32 %2020 to i64
  %2022 = add nsw i64 %2018, %2021
  %2023 = getelementptr inbounds float, ptr %Y, i64 %2022
  store float %2013, ptr %2023, align 4
  %2024 = add nsw i32 %j5605, 1
  br label %for.cond602, !llvm.loop !140

for.end604:                                       ; preds = %for.cond602
  br label %if.end601

for.cond606:                                      ; preds = %for.end612, %if.else593
  %i15609 = phi i32 [ 0, %if.else593 ], [ %2052, %for.end612 ]
  %2025 = icmp slt i32 %i15609, 4
  br i1 %2025, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  br label %for.cond610

for.end608:                                       ; preds = %for.cond606
  br label %if.end594

for.cond610:                                      ; preds = %if.end616, %for.body607
  %j5613 = phi i32 [ 0, %for.body607 ], [ %2069, %if.end616 ]
  %2026 = icmp slt i32 %j5613, 512
  br i1 %2026, label %for.body611, label %for.end612

for.body611:                                      ; preds = %for.cond610
  %2027 = mul i32 %bx, 4
  %2028 = sext i32 %2027 to i64
  %2029 = sext i32 %i15609 to i64
  %2030 = add i64 %2028, %2029
  %2031 = icmp sle i64 0, %2030
  %2032 = mul i32 %bx, 4
  %2033 = sext i32 %2032 to i64
  %2034 = sext i32 %i15609 to i64
  %2035 = add i64 %2033, %2034
  %2036 = sext i32 %M to i64
  %2037 = icmp slt i64 %2035, %2036
  %2038 = and i1 %2031, %2037
  %2039 = mul i32 %t, 512
  %2040 = sext i32 %2039 to i64
  %2041 = sext i32 %j5613 to i64
  %2042 = add i64 %2040, %2041
  %2043 = icmp sle i64 0, %2042
  %2044 = mul i32 %t, 512
  %2045 = sext i32 %2044 to i64
  %2046 = sext i32 %j5613 to i64
  %2047 = add i64 %2045, %2046
  %2048 = sext i32 %N to i64
  %2049 = icmp slt i64 %2047, %2048
  %2050 = and i1 %2043, %2049
  %2051 = and i1 %2038, %2050
  br i1 %2051, label %if.then614, label %if.else615

for.end612:                                       ; preds = %for.cond610
  %2052 = add nsw i32 %i15609, 1
  br label %for.cond606, !llvm.loop !141

if.then614:                                       ; preds = %for.body611
  %2053 = sext i32 %i15609 to i64
  %2054 = mul nsw i64 %2053, 512
  %2055 = sext i32 %j5613 to i64
  %2056 = add nsw i64 %2054, %2055
  %2057 = getelementptr inbounds float, ptr %X_f, i64 %2056
  %2058 = load float, ptr %2057, align 4
  %2059 = mul i32 %bx, 4
  %2060 = add i32 %2059, %i15609
  %2061 = sext i32 %2060 to i64
  %2062 = sext i32 %N to i64
  %2063 = mul nsw i64 %2061, %2062
  %2064 = mul i32 %t, 512
  %2065 = add i32 %2064, %j5613
  %2066 = sext i32 %2065 to i64
  %2067 = add nsw i64 %2063, %2066
  %2068 = getelementptr inbounds float, ptr %Y, i64 %2067
  store float %2058, ptr %2068, align 4
  br label %if.end616

if.else615:                                       ; preds = %for.body611
  br label %if.end616

if.end616:                                        ; preds = %if.else615, %if.then614
  %2069 = add nsw i32 %j5613, 1
  br label %for.cond610, !llvm.loop !142
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

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
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
