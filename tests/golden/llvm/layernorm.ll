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
  br i1 %13, label %if.then135, label %if.else136

if.end:                                           ; preds = %if.end137, %if.end109
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

for.cond96:                                       ; preds = %for.end106, %for.end81
  %i99 = phi i32 [ 0, %for.end81 ], [ %373, %for.end106 ]
  %273 = icmp slt i32 %i99, 16
  br i1 %273, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %274 = sext i32 %N to i64
  %275 = icmp slt i64 %274, 0
  %276 = sext i32 %N to i64
  %277 = icmp sgt i64 %276, 256
  %278 = sext i32 %N to i64
  %279 = select i1 %277, i64 256, i64 %278
  %280 = select i1 %275, i64 0, i64 %279
  %tl_cols0 = trunc i64 %280 to i32
  br label %for.cond100

for.end98:                                        ; preds = %for.cond96
  %281 = mul i32 %bx, 16
  %282 = icmp sle i32 0, %281
  %283 = mul i32 %bx, 16
  %284 = sext i32 %283 to i64
  %285 = add i64 %284, 16
  %286 = sext i32 %M to i64
  %287 = icmp sle i64 %285, %286
  %288 = and i1 %282, %287
  %289 = sext i32 %N to i64
  %290 = icmp sle i64 256, %289
  %291 = and i1 %288, %290
  br i1 %291, label %if.then107, label %if.else108

for.cond100:                                      ; preds = %for.body101, %for.body97
  %j103 = phi i32 [ 0, %for.body97 ], [ %328, %for.body101 ]
  %292 = icmp slt i32 %j103, %tl_cols0
  br i1 %292, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %293 = sext i32 %i99 to i64
  %294 = getelementptr inbounds float, ptr %mean_s, i64 %293
  %295 = load float, ptr %294, align 4
  %mu = fmul float %295, %inv_n
  %296 = sext i32 %i99 to i64
  %297 = getelementptr inbounds float, ptr %rstd_s, i64 %296
  %298 = load float, ptr %297, align 4
  %299 = fmul float %298, %inv_n
  %300 = fmul float %mu, %mu
  %301 = fsub float %299, %300
  %302 = call float @llvm.maxnum.f32(float %301, float 0.000000e+00)
  %303 = fadd float %302, 0x3EE4F8B580000000
  %304 = fpext float %303 to double
  %305 = call double @llvm.sqrt.f64(double %304)
  %306 = fdiv double 1.000000e+00, %305
  %r = fptrunc double %306 to float
  %307 = sext i32 %i99 to i64
  %308 = mul nsw i64 %307, 256
  %309 = sext i32 %j103 to i64
  %310 = add nsw i64 %308, %309
  %311 = getelementptr inbounds float, ptr %X_s, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = fsub float %312, %mu
  %314 = fmul float %313, %r
  %315 = sext i32 %j103 to i64
  %316 = getelementptr inbounds float, ptr %W_s, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = fmul float %314, %317
  %319 = sext i32 %j103 to i64
  %320 = getelementptr inbounds float, ptr %B_s, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = fadd float %318, %321
  %323 = sext i32 %i99 to i64
  %324 = mul nsw i64 %323, 256
  %325 = sext i32 %j103 to i64
  %326 = add nsw i64 %324, %325
  %327 = getelementptr inbounds float, ptr %X_s, i64 %326
  store float %322, ptr %327, align 4
  %328 = add nsw i32 %j103, 1
  br label %for.cond100, !llvm.loop !27

for.end102:                                       ; preds = %for.cond100
  %329 = sext i32 %i99 to i64
  %330 = getelementptr inbounds float, ptr %mean_s, i64 %329
  %331 = load float, ptr %330, align 4
  %332 = sitofp i32 %N to float
  %333 = fdiv float 1.000000e+00, %332
  %334 = fmul float %331, %333
  %335 = fsub float 0.000000e+00, %334
  %336 = sext i32 %i99 to i64
  %337 = getelementptr inbounds float, ptr %rstd_s, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = sitofp i32 %N to float
  %340 = fdiv float 1.000000e+00, %339
  %341 = fmul float %338, %340
  %342 = sext i32 %i99 to i64
  %343 = getelementptr inbounds float, ptr %mean_s, i64 %342
  %344 = load float, ptr %343, align 4
  %345 = sitofp i32 %N to float
  %346 = fdiv float 1.000000e+00, %345
  %347 = fmul float %344, %346
  %348 = sext i32 %i99 to i64
  %349 = getelementptr inbounds float, ptr %mean_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = sitofp i32 %N to float
  %352 = fdiv float 1.000000e+00, %351
  %353 = fmul float %350, %352
  %354 = fmul float %347, %353
  %355 = fsub float %341, %354
  %356 = call float @llvm.maxnum.f32(float %355, float 0.000000e+00)
  %357 = fadd float %356, 0x3EE4F8B580000000
  %358 = fpext float %357 to double
  %359 = call double @llvm.sqrt.f64(double %358)
  %360 = fdiv double 1.000000e+00, %359
  %361 = fptrunc double %360 to float
  %362 = fmul float %335, %361
  %363 = fmul float %362, 0.000000e+00
  %tl_col2 = fadd float %363, 0.000000e+00
  %364 = sub i32 256, %tl_cols0
  br label %for.cond104

for.cond104:                                      ; preds = %for.body105, %for.end102
  %j12 = phi i32 [ 0, %for.end102 ], [ %372, %for.body105 ]
  %365 = icmp slt i32 %j12, %364
  br i1 %365, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %366 = sext i32 %i99 to i64
  %367 = mul nsw i64 %366, 256
  %368 = add i32 %tl_cols0, %j12
  %369 = sext i32 %368 to i64
  %370 = add nsw i64 %367, %369
  %371 = getelementptr inbounds float, ptr %X_s, i64 %370
  store float %tl_col2, ptr %371, align 4
  %372 = add nsw i32 %j12, 1
  br label %for.cond104, !llvm.loop !28

for.end106:                                       ; preds = %for.cond104
  %373 = add nsw i32 %i99, 1
  br label %for.cond96, !llvm.loop !29

if.then107:                                       ; preds = %for.end98
  br label %for.cond110

if.else108:                                       ; preds = %for.end98
  br label %for.cond121

if.end109:                                        ; preds = %for.end123, %for.end112
  br label %if.end

for.cond110:                                      ; preds = %if.end116, %if.then107
  %i11113 = phi i32 [ 0, %if.then107 ], [ %390, %if.end116 ]
  %374 = icmp slt i32 %i11113, 16
  br i1 %374, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %375 = sext i32 %M to i64
  %376 = sext i32 %N to i64
  %377 = mul i64 %375, %376
  %378 = icmp sge i64 %377, 8388608
  br i1 %378, label %if.then114, label %if.else115

for.end112:                                       ; preds = %for.cond110
  br label %if.end109

if.then114:                                       ; preds = %for.body111
  %379 = mul i32 %bx, 16
  %380 = add i32 %379, %i11113
  %381 = sext i32 %380 to i64
  %382 = sext i32 %N to i64
  %383 = mul nsw i64 %381, %382
  %384 = add nsw i64 %383, 0
  %385 = getelementptr inbounds float, ptr %Y, i64 %384
  %386 = sext i32 %i11113 to i64
  %387 = mul nsw i64 %386, 256
  %388 = add nsw i64 %387, 0
  %389 = getelementptr inbounds float, ptr %X_s, i64 %388
  call void @tilec_rt_stream(ptr %385, ptr %389, i64 1024)
  br label %if.end116

if.else115:                                       ; preds = %for.body111
  br label %for.cond117

if.end116:                                        ; preds = %for.end119, %if.then114
  %390 = add nsw i32 %i11113, 1
  br label %for.cond110, !llvm.loop !30

for.cond117:                                      ; preds = %for.body118, %if.else115
  %j1120 = phi i32 [ 0, %if.else115 ], [ %406, %for.body118 ]
  %391 = icmp slt i32 %j1120, 256
  br i1 %391, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %392 = sext i32 %i11113 to i64
  %393 = mul nsw i64 %392, 256
  %394 = sext i32 %j1120 to i64
  %395 = add nsw i64 %393, %394
  %396 = getelementptr inbounds float, ptr %X_s, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = mul i32 %bx, 16
  %399 = add i32 %398, %i11113
  %400 = sext i32 %399 to i64
  %401 = sext i32 %N to i64
  %402 = mul nsw i64 %400, %401
  %403 = sext i32 %j1120 to i64
  %404 = add nsw i64 %402, %403
  %405 = getelementptr inbounds float, ptr %Y, i64 %404
  store float %397, ptr %405, align 4
  %406 = add nsw i32 %j1120, 1
  br label %for.cond117, !llvm.loop !31

for.end119:                                       ; preds = %for.cond117
  br label %if.end116

for.cond121:                                      ; preds = %if.end127, %if.else108
  %i11124 = phi i32 [ 0, %if.else108 ], [ %431, %if.end127 ]
  %407 = icmp slt i32 %i11124, 16
  br i1 %407, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %408 = sext i32 %N to i64
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = icmp sgt i64 %410, 256
  %412 = sext i32 %N to i64
  %413 = select i1 %411, i64 256, i64 %412
  %414 = select i1 %409, i64 0, i64 %413
  %tl_hi4 = trunc i64 %414 to i32
  %415 = mul i32 %bx, 16
  %416 = sext i32 %415 to i64
  %417 = sext i32 %i11124 to i64
  %418 = add i64 %416, %417
  %419 = icmp sle i64 0, %418
  %420 = mul i32 %bx, 16
  %421 = sext i32 %420 to i64
  %422 = sext i32 %i11124 to i64
  %423 = add i64 %421, %422
  %424 = sext i32 %M to i64
  %425 = icmp slt i64 %423, %424
  %426 = and i1 %419, %425
  br i1 %426, label %if.then125, label %if.else126

for.end123:                                       ; preds = %for.cond121
  br label %if.end109

if.then125:                                       ; preds = %for.body122
  %427 = sext i32 %M to i64
  %428 = sext i32 %N to i64
  %429 = mul i64 %427, %428
  %430 = icmp sge i64 %429, 8388608
  br i1 %430, label %if.then128, label %if.else129

if.else126:                                       ; preds = %for.body122
  br label %if.end127

if.end127:                                        ; preds = %if.else126, %if.end130
  %431 = add nsw i32 %i11124, 1
  br label %for.cond121, !llvm.loop !32

if.then128:                                       ; preds = %if.then125
  %432 = sext i32 %tl_hi4 to i64
  %433 = mul i32 %bx, 16
  %434 = add i32 %433, %i11124
  %435 = sext i32 %434 to i64
  %436 = sext i32 %N to i64
  %437 = mul nsw i64 %435, %436
  %438 = add nsw i64 %437, 0
  %439 = getelementptr inbounds float, ptr %Y, i64 %438
  %440 = sext i32 %i11124 to i64
  %441 = mul nsw i64 %440, 256
  %442 = add nsw i64 %441, 0
  %443 = getelementptr inbounds float, ptr %X_s, i64 %442
  %444 = mul i64 %432, 4
  call void @tilec_rt_stream(ptr %439, ptr %443, i64 %444)
  br label %if.end130

if.else129:                                       ; preds = %if.then125
  br label %for.cond131

if.end130:                                        ; preds = %for.end133, %if.then128
  br label %if.end127

for.cond131:                                      ; preds = %for.body132, %if.else129
  %j1134 = phi i32 [ 0, %if.else129 ], [ %460, %for.body132 ]
  %445 = icmp slt i32 %j1134, %tl_hi4
  br i1 %445, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %446 = sext i32 %i11124 to i64
  %447 = mul nsw i64 %446, 256
  %448 = sext i32 %j1134 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %X_s, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = mul i32 %bx, 16
  %453 = add i32 %452, %i11124
  %454 = sext i32 %453 to i64
  %455 = sext i32 %N to i64
  %456 = mul nsw i64 %454, %455
  %457 = sext i32 %j1134 to i64
  %458 = add nsw i64 %456, %457
  %459 = getelementptr inbounds float, ptr %Y, i64 %458
  store float %451, ptr %459, align 4
  %460 = add nsw i32 %j1134, 1
  br label %for.cond131, !llvm.loop !33

for.end133:                                       ; preds = %for.cond131
  br label %if.end130

if.then135:                                       ; preds = %if.else
  %461 = mul i32 %bx, 4
  %462 = icmp sle i32 0, %461
  %463 = mul i32 %bx, 4
  %464 = sext i32 %463 to i64
  %465 = add i64 %464, 4
  %466 = sext i32 %M to i64
  %467 = icmp sle i64 %465, %466
  %468 = and i1 %462, %467
  %469 = sext i32 %N to i64
  %470 = icmp sle i64 512, %469
  %471 = and i1 %468, %470
  br i1 %471, label %if.then138, label %if.else139

if.else136:                                       ; preds = %if.else
  %472 = icmp sle i32 %N, 4096
  br i1 %472, label %if.then282, label %if.else283

if.end137:                                        ; preds = %if.end284, %if.end256
  br label %if.end

if.then138:                                       ; preds = %if.then135
  br label %for.cond141

if.else139:                                       ; preds = %if.then135
  br label %for.cond147

if.end140:                                        ; preds = %for.end149, %for.end143
  %473 = sext i32 %N to i64
  %474 = icmp sle i64 512, %473
  br i1 %474, label %if.then165, label %if.else166

for.cond141:                                      ; preds = %for.end146, %if.then138
  %i12 = phi i32 [ 0, %if.then138 ], [ %492, %for.end146 ]
  %475 = icmp slt i32 %i12, 4
  br i1 %475, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  br label %for.cond144

for.end143:                                       ; preds = %for.cond141
  br label %if.end140

for.cond144:                                      ; preds = %for.body145, %for.body142
  %j2 = phi i32 [ 0, %for.body142 ], [ %491, %for.body145 ]
  %476 = icmp slt i32 %j2, 512
  br i1 %476, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %477 = mul i32 %bx, 4
  %478 = add i32 %477, %i12
  %479 = sext i32 %478 to i64
  %480 = sext i32 %N to i64
  %481 = mul nsw i64 %479, %480
  %482 = sext i32 %j2 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %X, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = sext i32 %i12 to i64
  %487 = mul nsw i64 %486, 512
  %488 = sext i32 %j2 to i64
  %489 = add nsw i64 %487, %488
  %490 = getelementptr inbounds float, ptr %X_f, i64 %489
  store float %485, ptr %490, align 4
  %491 = add nsw i32 %j2, 1
  br label %for.cond144, !llvm.loop !34

for.end146:                                       ; preds = %for.cond144
  %492 = add nsw i32 %i12, 1
  br label %for.cond141, !llvm.loop !35

for.cond147:                                      ; preds = %for.end164, %if.else139
  %i12150 = phi i32 [ 0, %if.else139 ], [ %545, %for.end164 ]
  %493 = icmp slt i32 %i12150, 4
  br i1 %493, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %494 = sext i32 %N to i64
  %495 = icmp slt i64 %494, 0
  %496 = sext i32 %N to i64
  %497 = icmp sgt i64 %496, 512
  %498 = sext i32 %N to i64
  %499 = select i1 %497, i64 512, i64 %498
  %500 = select i1 %495, i64 0, i64 %499
  %tl_hi5 = trunc i64 %500 to i32
  %501 = mul i32 %bx, 4
  %502 = sext i32 %501 to i64
  %503 = sext i32 %i12150 to i64
  %504 = add i64 %502, %503
  %505 = icmp sle i64 0, %504
  %506 = mul i32 %bx, 4
  %507 = sext i32 %506 to i64
  %508 = sext i32 %i12150 to i64
  %509 = add i64 %507, %508
  %510 = sext i32 %M to i64
  %511 = icmp slt i64 %509, %510
  %512 = and i1 %505, %511
  br i1 %512, label %if.then151, label %if.else152

for.end149:                                       ; preds = %for.cond147
  br label %if.end140

if.then151:                                       ; preds = %for.body148
  br label %for.cond154

if.else152:                                       ; preds = %for.body148
  br label %for.cond158

if.end153:                                        ; preds = %for.end160, %for.end156
  %513 = sub i32 512, %tl_hi5
  br label %for.cond162

for.cond154:                                      ; preds = %for.body155, %if.then151
  %j2157 = phi i32 [ 0, %if.then151 ], [ %529, %for.body155 ]
  %514 = icmp slt i32 %j2157, %tl_hi5
  br i1 %514, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %515 = mul i32 %bx, 4
  %516 = add i32 %515, %i12150
  %517 = sext i32 %516 to i64
  %518 = sext i32 %N to i64
  %519 = mul nsw i64 %517, %518
  %520 = sext i32 %j2157 to i64
  %521 = add nsw i64 %519, %520
  %522 = getelementptr inbounds float, ptr %X, i64 %521
  %523 = load float, ptr %522, align 4
  %524 = sext i32 %i12150 to i64
  %525 = mul nsw i64 %524, 512
  %526 = sext i32 %j2157 to i64
  %527 = add nsw i64 %525, %526
  %528 = getelementptr inbounds float, ptr %X_f, i64 %527
  store float %523, ptr %528, align 4
  %529 = add nsw i32 %j2157, 1
  br label %for.cond154, !llvm.loop !36

for.end156:                                       ; preds = %for.cond154
  br label %if.end153

for.cond158:                                      ; preds = %for.body159, %if.else152
  %j2161 = phi i32 [ 0, %if.else152 ], [ %536, %for.body159 ]
  %530 = icmp slt i32 %j2161, %tl_hi5
  br i1 %530, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %531 = sext i32 %i12150 to i64
  %532 = mul nsw i64 %531, 512
  %533 = sext i32 %j2161 to i64
  %534 = add nsw i64 %532, %533
  %535 = getelementptr inbounds float, ptr %X_f, i64 %534
  store float 0.000000e+00, ptr %535, align 4
  %536 = add nsw i32 %j2161, 1
  br label %for.cond158, !llvm.loop !37

for.end160:                                       ; preds = %for.cond158
  br label %if.end153

for.cond162:                                      ; preds = %for.body163, %if.end153
  %j21 = phi i32 [ 0, %if.end153 ], [ %544, %for.body163 ]
  %537 = icmp slt i32 %j21, %513
  br i1 %537, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %538 = sext i32 %i12150 to i64
  %539 = mul nsw i64 %538, 512
  %540 = add i32 %tl_hi5, %j21
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %539, %541
  %543 = getelementptr inbounds float, ptr %X_f, i64 %542
  store float 0.000000e+00, ptr %543, align 4
  %544 = add nsw i32 %j21, 1
  br label %for.cond162, !llvm.loop !38

for.end164:                                       ; preds = %for.cond162
  %545 = add nsw i32 %i12150, 1
  br label %for.cond147, !llvm.loop !39

if.then165:                                       ; preds = %if.end140
  br label %for.cond168

if.else166:                                       ; preds = %if.end140
  %546 = sext i32 %N to i64
  %547 = icmp slt i64 %546, 0
  %548 = sext i32 %N to i64
  %549 = icmp sgt i64 %548, 512
  %550 = sext i32 %N to i64
  %551 = select i1 %549, i64 512, i64 %550
  %552 = select i1 %547, i64 0, i64 %551
  %tl_hi6 = trunc i64 %552 to i32
  br label %for.cond172

if.end167:                                        ; preds = %for.end178, %for.end170
  %553 = sext i32 %N to i64
  %554 = icmp sle i64 512, %553
  br i1 %554, label %if.then179, label %if.else180

for.cond168:                                      ; preds = %for.body169, %if.then165
  %i12171 = phi i32 [ 0, %if.then165 ], [ %561, %for.body169 ]
  %555 = icmp slt i32 %i12171, 512
  br i1 %555, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %556 = sext i32 %i12171 to i64
  %557 = getelementptr inbounds float, ptr %W, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = sext i32 %i12171 to i64
  %560 = getelementptr inbounds float, ptr %W_f, i64 %559
  store float %558, ptr %560, align 4
  %561 = add nsw i32 %i12171, 1
  br label %for.cond168, !llvm.loop !40

for.end170:                                       ; preds = %for.cond168
  br label %if.end167

for.cond172:                                      ; preds = %for.body173, %if.else166
  %i12175 = phi i32 [ 0, %if.else166 ], [ %568, %for.body173 ]
  %562 = icmp slt i32 %i12175, %tl_hi6
  br i1 %562, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %563 = sext i32 %i12175 to i64
  %564 = getelementptr inbounds float, ptr %W, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = sext i32 %i12175 to i64
  %567 = getelementptr inbounds float, ptr %W_f, i64 %566
  store float %565, ptr %567, align 4
  %568 = add nsw i32 %i12175, 1
  br label %for.cond172, !llvm.loop !41

for.end174:                                       ; preds = %for.cond172
  %569 = sub i32 512, %tl_hi6
  br label %for.cond176

for.cond176:                                      ; preds = %for.body177, %for.end174
  %i121 = phi i32 [ 0, %for.end174 ], [ %574, %for.body177 ]
  %570 = icmp slt i32 %i121, %569
  br i1 %570, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %571 = add i32 %tl_hi6, %i121
  %572 = sext i32 %571 to i64
  %573 = getelementptr inbounds float, ptr %W_f, i64 %572
  store float 0.000000e+00, ptr %573, align 4
  %574 = add nsw i32 %i121, 1
  br label %for.cond176, !llvm.loop !42

for.end178:                                       ; preds = %for.cond176
  br label %if.end167

if.then179:                                       ; preds = %if.end167
  br label %for.cond182

if.else180:                                       ; preds = %if.end167
  %575 = sext i32 %N to i64
  %576 = icmp slt i64 %575, 0
  %577 = sext i32 %N to i64
  %578 = icmp sgt i64 %577, 512
  %579 = sext i32 %N to i64
  %580 = select i1 %578, i64 512, i64 %579
  %581 = select i1 %576, i64 0, i64 %580
  %tl_hi7 = trunc i64 %581 to i32
  br label %for.cond186

if.end181:                                        ; preds = %for.end192, %for.end184
  br label %for.cond193

for.cond182:                                      ; preds = %for.body183, %if.then179
  %i12185 = phi i32 [ 0, %if.then179 ], [ %588, %for.body183 ]
  %582 = icmp slt i32 %i12185, 512
  br i1 %582, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %583 = sext i32 %i12185 to i64
  %584 = getelementptr inbounds float, ptr %B, i64 %583
  %585 = load float, ptr %584, align 4
  %586 = sext i32 %i12185 to i64
  %587 = getelementptr inbounds float, ptr %B_f, i64 %586
  store float %585, ptr %587, align 4
  %588 = add nsw i32 %i12185, 1
  br label %for.cond182, !llvm.loop !43

for.end184:                                       ; preds = %for.cond182
  br label %if.end181

for.cond186:                                      ; preds = %for.body187, %if.else180
  %i12189 = phi i32 [ 0, %if.else180 ], [ %595, %for.body187 ]
  %589 = icmp slt i32 %i12189, %tl_hi7
  br i1 %589, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %590 = sext i32 %i12189 to i64
  %591 = getelementptr inbounds float, ptr %B, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = sext i32 %i12189 to i64
  %594 = getelementptr inbounds float, ptr %B_f, i64 %593
  store float %592, ptr %594, align 4
  %595 = add nsw i32 %i12189, 1
  br label %for.cond186, !llvm.loop !44

for.end188:                                       ; preds = %for.cond186
  %596 = sub i32 512, %tl_hi7
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %for.end188
  %i122 = phi i32 [ 0, %for.end188 ], [ %601, %for.body191 ]
  %597 = icmp slt i32 %i122, %596
  br i1 %597, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %598 = add i32 %tl_hi7, %i122
  %599 = sext i32 %598 to i64
  %600 = getelementptr inbounds float, ptr %B_f, i64 %599
  store float 0.000000e+00, ptr %600, align 4
  %601 = add nsw i32 %i122, 1
  br label %for.cond190, !llvm.loop !45

for.end192:                                       ; preds = %for.cond190
  br label %if.end181

for.cond193:                                      ; preds = %for.end204, %if.end181
  %i196 = phi i32 [ 0, %if.end181 ], [ %643, %for.end204 ]
  %602 = icmp slt i32 %i196, 4
  br i1 %602, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %603 = sext i32 %N to i64
  %604 = icmp slt i64 %603, 0
  %605 = sext i32 %N to i64
  %606 = icmp sgt i64 %605, 512
  %607 = sext i32 %N to i64
  %608 = select i1 %606, i64 512, i64 %607
  %609 = select i1 %604, i64 0, i64 %608
  %tl_hi8 = trunc i64 %609 to i32
  br label %for.cond197

for.end195:                                       ; preds = %for.cond193
  br label %for.cond205

for.cond197:                                      ; preds = %for.body198, %for.body194
  %j200 = phi i32 [ 0, %for.body194 ], [ %627, %for.body198 ]
  %610 = icmp slt i32 %j200, %tl_hi8
  br i1 %610, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %611 = sext i32 %i196 to i64
  %612 = mul nsw i64 %611, 512
  %613 = sext i32 %j200 to i64
  %614 = add nsw i64 %612, %613
  %615 = getelementptr inbounds float, ptr %X_f, i64 %614
  %x201 = load float, ptr %615, align 4
  %616 = sext i32 %i196 to i64
  %617 = mul nsw i64 %616, 512
  %618 = sext i32 %j200 to i64
  %619 = add nsw i64 %617, %618
  %620 = getelementptr inbounds float, ptr %X_f, i64 %619
  store float %x201, ptr %620, align 4
  %621 = fmul float %x201, %x201
  %622 = sext i32 %i196 to i64
  %623 = mul nsw i64 %622, 512
  %624 = sext i32 %j200 to i64
  %625 = add nsw i64 %623, %624
  %626 = getelementptr inbounds float, ptr %sq, i64 %625
  store float %621, ptr %626, align 4
  %627 = add nsw i32 %j200, 1
  br label %for.cond197, !llvm.loop !46

for.end199:                                       ; preds = %for.cond197
  %628 = sub i32 512, %tl_hi8
  br label %for.cond202

for.cond202:                                      ; preds = %for.body203, %for.end199
  %j7 = phi i32 [ 0, %for.end199 ], [ %642, %for.body203 ]
  %629 = icmp slt i32 %j7, %628
  br i1 %629, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %630 = sext i32 %i196 to i64
  %631 = mul nsw i64 %630, 512
  %632 = add i32 %tl_hi8, %j7
  %633 = sext i32 %632 to i64
  %634 = add nsw i64 %631, %633
  %635 = getelementptr inbounds float, ptr %X_f, i64 %634
  store float 0.000000e+00, ptr %635, align 4
  %636 = sext i32 %i196 to i64
  %637 = mul nsw i64 %636, 512
  %638 = add i32 %tl_hi8, %j7
  %639 = sext i32 %638 to i64
  %640 = add nsw i64 %637, %639
  %641 = getelementptr inbounds float, ptr %sq, i64 %640
  store float 0.000000e+00, ptr %641, align 4
  %642 = add nsw i32 %j7, 1
  br label %for.cond202, !llvm.loop !47

for.end204:                                       ; preds = %for.cond202
  %643 = add nsw i32 %i196, 1
  br label %for.cond193, !llvm.loop !48

for.cond205:                                      ; preds = %for.end220, %for.end195
  %i3 = phi i32 [ 0, %for.end195 ], [ %687, %for.end220 ]
  %644 = icmp slt i32 %i3, 4
  br i1 %644, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %for.cond222

for.cond208:                                      ; preds = %for.body209, %for.body206
  %lane2 = phi i32 [ 0, %for.body206 ], [ %654, %for.body209 ]
  %645 = icmp slt i32 %lane2, 32
  br i1 %645, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %646 = sext i32 %i3 to i64
  %647 = mul nsw i64 %646, 512
  %648 = sext i32 %lane2 to i64
  %649 = add nsw i64 %647, %648
  %650 = getelementptr inbounds float, ptr %X_f, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = sext i32 %lane2 to i64
  %653 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %652
  store float %651, ptr %653, align 4
  %654 = add nsw i32 %lane2, 1
  br label %for.cond208, !llvm.loop !49

for.end210:                                       ; preds = %for.cond208
  br label %for.cond211

for.cond211:                                      ; preds = %for.end216, %for.end210
  %red2 = phi i32 [ 0, %for.end210 ], [ %675, %for.end216 ]
  %655 = icmp slt i32 %red2, 15
  br i1 %655, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond214

for.end213:                                       ; preds = %for.cond211
  %656 = sext i32 %i3 to i64
  %657 = getelementptr inbounds float, ptr %mean, i64 %656
  store float 0.000000e+00, ptr %657, align 4
  br label %for.cond218

for.cond214:                                      ; preds = %for.body215, %for.body212
  %lane2217 = phi i32 [ 0, %for.body212 ], [ %674, %for.body215 ]
  %658 = icmp slt i32 %lane2217, 32
  br i1 %658, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %659 = sext i32 %lane2217 to i64
  %660 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = sext i32 %i3 to i64
  %663 = mul nsw i64 %662, 512
  %664 = add i32 %red2, 1
  %665 = mul i32 %664, 32
  %666 = add i32 %665, %lane2217
  %667 = sext i32 %666 to i64
  %668 = add nsw i64 %663, %667
  %669 = getelementptr inbounds float, ptr %X_f, i64 %668
  %670 = load float, ptr %669, align 4
  %671 = fadd float %661, %670
  %672 = sext i32 %lane2217 to i64
  %673 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %672
  store float %671, ptr %673, align 4
  %674 = add nsw i32 %lane2217, 1
  br label %for.cond214, !llvm.loop !50

for.end216:                                       ; preds = %for.cond214
  %675 = add nsw i32 %red2, 1
  br label %for.cond211, !llvm.loop !51

for.cond218:                                      ; preds = %for.body219, %for.end213
  %lane2221 = phi i32 [ 0, %for.end213 ], [ %686, %for.body219 ]
  %676 = icmp slt i32 %lane2221, 32
  br i1 %676, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %677 = sext i32 %i3 to i64
  %678 = getelementptr inbounds float, ptr %mean, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = sext i32 %lane2221 to i64
  %681 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %680
  %682 = load float, ptr %681, align 4
  %683 = fadd float %679, %682
  %684 = sext i32 %i3 to i64
  %685 = getelementptr inbounds float, ptr %mean, i64 %684
  store float %683, ptr %685, align 4
  %686 = add nsw i32 %lane2221, 1
  br label %for.cond218, !llvm.loop !52

for.end220:                                       ; preds = %for.cond218
  %687 = add nsw i32 %i3, 1
  br label %for.cond205, !llvm.loop !53

for.cond222:                                      ; preds = %for.end237, %for.end207
  %i5 = phi i32 [ 0, %for.end207 ], [ %731, %for.end237 ]
  %688 = icmp slt i32 %i5, 4
  br i1 %688, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  br label %for.cond225

for.end224:                                       ; preds = %for.cond222
  br label %for.cond239

for.cond225:                                      ; preds = %for.body226, %for.body223
  %lane3 = phi i32 [ 0, %for.body223 ], [ %698, %for.body226 ]
  %689 = icmp slt i32 %lane3, 32
  br i1 %689, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %690 = sext i32 %i5 to i64
  %691 = mul nsw i64 %690, 512
  %692 = sext i32 %lane3 to i64
  %693 = add nsw i64 %691, %692
  %694 = getelementptr inbounds float, ptr %sq, i64 %693
  %695 = load float, ptr %694, align 4
  %696 = sext i32 %lane3 to i64
  %697 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %696
  store float %695, ptr %697, align 4
  %698 = add nsw i32 %lane3, 1
  br label %for.cond225, !llvm.loop !54

for.end227:                                       ; preds = %for.cond225
  br label %for.cond228

for.cond228:                                      ; preds = %for.end233, %for.end227
  %red3 = phi i32 [ 0, %for.end227 ], [ %719, %for.end233 ]
  %699 = icmp slt i32 %red3, 15
  br i1 %699, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  br label %for.cond231

for.end230:                                       ; preds = %for.cond228
  %700 = sext i32 %i5 to i64
  %701 = getelementptr inbounds float, ptr %rstd, i64 %700
  store float 0.000000e+00, ptr %701, align 4
  br label %for.cond235

for.cond231:                                      ; preds = %for.body232, %for.body229
  %lane3234 = phi i32 [ 0, %for.body229 ], [ %718, %for.body232 ]
  %702 = icmp slt i32 %lane3234, 32
  br i1 %702, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %703 = sext i32 %lane3234 to i64
  %704 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %703
  %705 = load float, ptr %704, align 4
  %706 = sext i32 %i5 to i64
  %707 = mul nsw i64 %706, 512
  %708 = add i32 %red3, 1
  %709 = mul i32 %708, 32
  %710 = add i32 %709, %lane3234
  %711 = sext i32 %710 to i64
  %712 = add nsw i64 %707, %711
  %713 = getelementptr inbounds float, ptr %sq, i64 %712
  %714 = load float, ptr %713, align 4
  %715 = fadd float %705, %714
  %716 = sext i32 %lane3234 to i64
  %717 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %716
  store float %715, ptr %717, align 4
  %718 = add nsw i32 %lane3234, 1
  br label %for.cond231, !llvm.loop !55

for.end233:                                       ; preds = %for.cond231
  %719 = add nsw i32 %red3, 1
  br label %for.cond228, !llvm.loop !56

for.cond235:                                      ; preds = %for.body236, %for.end230
  %lane3238 = phi i32 [ 0, %for.end230 ], [ %730, %for.body236 ]
  %720 = icmp slt i32 %lane3238, 32
  br i1 %720, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %721 = sext i32 %i5 to i64
  %722 = getelementptr inbounds float, ptr %rstd, i64 %721
  %723 = load float, ptr %722, align 4
  %724 = sext i32 %lane3238 to i64
  %725 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %724
  %726 = load float, ptr %725, align 4
  %727 = fadd float %723, %726
  %728 = sext i32 %i5 to i64
  %729 = getelementptr inbounds float, ptr %rstd, i64 %728
  store float %727, ptr %729, align 4
  %730 = add nsw i32 %lane3238, 1
  br label %for.cond235, !llvm.loop !57

for.end237:                                       ; preds = %for.cond235
  %731 = add nsw i32 %i5, 1
  br label %for.cond222, !llvm.loop !58

for.cond239:                                      ; preds = %for.body240, %for.end224
  %i242 = phi i32 [ 0, %for.end224 ], [ %761, %for.body240 ]
  %732 = icmp slt i32 %i242, 4
  br i1 %732, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %733 = sext i32 %i242 to i64
  %734 = getelementptr inbounds float, ptr %mean, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = sitofp i32 %N to float
  %737 = fdiv float %735, %736
  %738 = sext i32 %i242 to i64
  %739 = getelementptr inbounds float, ptr %mean, i64 %738
  store float %737, ptr %739, align 4
  %740 = sext i32 %i242 to i64
  %741 = getelementptr inbounds float, ptr %rstd, i64 %740
  %742 = load float, ptr %741, align 4
  %743 = sitofp i32 %N to float
  %744 = fdiv float %742, %743
  %745 = sext i32 %i242 to i64
  %746 = getelementptr inbounds float, ptr %mean, i64 %745
  %747 = load float, ptr %746, align 4
  %748 = sext i32 %i242 to i64
  %749 = getelementptr inbounds float, ptr %mean, i64 %748
  %750 = load float, ptr %749, align 4
  %751 = fmul float %747, %750
  %752 = fsub float %744, %751
  %753 = call float @llvm.maxnum.f32(float %752, float 0.000000e+00)
  %754 = fadd float %753, 0x3EE4F8B580000000
  %755 = fpext float %754 to double
  %756 = call double @llvm.sqrt.f64(double %755)
  %757 = fdiv double 1.000000e+00, %756
  %758 = fptrunc double %757 to float
  %759 = sext i32 %i242 to i64
  %760 = getelementptr inbounds float, ptr %rstd, i64 %759
  store float %758, ptr %760, align 4
  %761 = add nsw i32 %i242, 1
  br label %for.cond239, !llvm.loop !59

for.end241:                                       ; preds = %for.cond239
  br label %for.cond243

for.cond243:                                      ; preds = %for.end253, %for.end241
  %i246 = phi i32 [ 0, %for.end241 ], [ %828, %for.end253 ]
  %762 = icmp slt i32 %i246, 4
  br i1 %762, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %763 = sext i32 %N to i64
  %764 = icmp slt i64 %763, 0
  %765 = sext i32 %N to i64
  %766 = icmp sgt i64 %765, 512
  %767 = sext i32 %N to i64
  %768 = select i1 %766, i64 512, i64 %767
  %769 = select i1 %764, i64 0, i64 %768
  %tl_cols3 = trunc i64 %769 to i32
  br label %for.cond247

for.end245:                                       ; preds = %for.cond243
  %770 = mul i32 %bx, 4
  %771 = icmp sle i32 0, %770
  %772 = mul i32 %bx, 4
  %773 = sext i32 %772 to i64
  %774 = add i64 %773, 4
  %775 = sext i32 %M to i64
  %776 = icmp sle i64 %774, %775
  %777 = and i1 %771, %776
  %778 = sext i32 %N to i64
  %779 = icmp sle i64 512, %778
  %780 = and i1 %777, %779
  br i1 %780, label %if.then254, label %if.else255

for.cond247:                                      ; preds = %for.body248, %for.body244
  %j250 = phi i32 [ 0, %for.body244 ], [ %809, %for.body248 ]
  %781 = icmp slt i32 %j250, %tl_cols3
  br i1 %781, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %782 = sext i32 %i246 to i64
  %783 = mul nsw i64 %782, 512
  %784 = sext i32 %j250 to i64
  %785 = add nsw i64 %783, %784
  %786 = getelementptr inbounds float, ptr %X_f, i64 %785
  %787 = load float, ptr %786, align 4
  %788 = sext i32 %i246 to i64
  %789 = getelementptr inbounds float, ptr %mean, i64 %788
  %790 = load float, ptr %789, align 4
  %791 = fsub float %787, %790
  %792 = sext i32 %i246 to i64
  %793 = getelementptr inbounds float, ptr %rstd, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = fmul float %791, %794
  %796 = sext i32 %j250 to i64
  %797 = getelementptr inbounds float, ptr %W_f, i64 %796
  %798 = load float, ptr %797, align 4
  %799 = fmul float %795, %798
  %800 = sext i32 %j250 to i64
  %801 = getelementptr inbounds float, ptr %B_f, i64 %800
  %802 = load float, ptr %801, align 4
  %803 = fadd float %799, %802
  %804 = sext i32 %i246 to i64
  %805 = mul nsw i64 %804, 512
  %806 = sext i32 %j250 to i64
  %807 = add nsw i64 %805, %806
  %808 = getelementptr inbounds float, ptr %X_f, i64 %807
  store float %803, ptr %808, align 4
  %809 = add nsw i32 %j250, 1
  br label %for.cond247, !llvm.loop !60

for.end249:                                       ; preds = %for.cond247
  %810 = sext i32 %i246 to i64
  %811 = getelementptr inbounds float, ptr %mean, i64 %810
  %812 = load float, ptr %811, align 4
  %813 = fsub float 0.000000e+00, %812
  %814 = sext i32 %i246 to i64
  %815 = getelementptr inbounds float, ptr %rstd, i64 %814
  %816 = load float, ptr %815, align 4
  %817 = fmul float %813, %816
  %818 = fmul float %817, 0.000000e+00
  %tl_col5 = fadd float %818, 0.000000e+00
  %819 = sub i32 512, %tl_cols3
  br label %for.cond251

for.cond251:                                      ; preds = %for.body252, %for.end249
  %j42 = phi i32 [ 0, %for.end249 ], [ %827, %for.body252 ]
  %820 = icmp slt i32 %j42, %819
  br i1 %820, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %821 = sext i32 %i246 to i64
  %822 = mul nsw i64 %821, 512
  %823 = add i32 %tl_cols3, %j42
  %824 = sext i32 %823 to i64
  %825 = add nsw i64 %822, %824
  %826 = getelementptr inbounds float, ptr %X_f, i64 %825
  store float %tl_col5, ptr %826, align 4
  %827 = add nsw i32 %j42, 1
  br label %for.cond251, !llvm.loop !61

for.end253:                                       ; preds = %for.cond251
  %828 = add nsw i32 %i246, 1
  br label %for.cond243, !llvm.loop !62

if.then254:                                       ; preds = %for.end245
  br label %for.cond257

if.else255:                                       ; preds = %for.end245
  br label %for.cond268

if.end256:                                        ; preds = %for.end270, %for.end259
  br label %if.end137

for.cond257:                                      ; preds = %if.end263, %if.then254
  %i12260 = phi i32 [ 0, %if.then254 ], [ %845, %if.end263 ]
  %829 = icmp slt i32 %i12260, 4
  br i1 %829, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %830 = sext i32 %M to i64
  %831 = sext i32 %N to i64
  %832 = mul i64 %830, %831
  %833 = icmp sge i64 %832, 8388608
  br i1 %833, label %if.then261, label %if.else262

for.end259:                                       ; preds = %for.cond257
  br label %if.end256

if.then261:                                       ; preds = %for.body258
  %834 = mul i32 %bx, 4
  %835 = add i32 %834, %i12260
  %836 = sext i32 %835 to i64
  %837 = sext i32 %N to i64
  %838 = mul nsw i64 %836, %837
  %839 = add nsw i64 %838, 0
  %840 = getelementptr inbounds float, ptr %Y, i64 %839
  %841 = sext i32 %i12260 to i64
  %842 = mul nsw i64 %841, 512
  %843 = add nsw i64 %842, 0
  %844 = getelementptr inbounds float, ptr %X_f, i64 %843
  call void @tilec_rt_stream(ptr %840, ptr %844, i64 2048)
  br label %if.end263

if.else262:                                       ; preds = %for.body258
  br label %for.cond264

if.end263:                                        ; preds = %for.end266, %if.then261
  %845 = add nsw i32 %i12260, 1
  br label %for.cond257, !llvm.loop !63

for.cond264:                                      ; preds = %for.body265, %if.else262
  %j2267 = phi i32 [ 0, %if.else262 ], [ %861, %for.body265 ]
  %846 = icmp slt i32 %j2267, 512
  br i1 %846, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %847 = sext i32 %i12260 to i64
  %848 = mul nsw i64 %847, 512
  %849 = sext i32 %j2267 to i64
  %850 = add nsw i64 %848, %849
  %851 = getelementptr inbounds float, ptr %X_f, i64 %850
  %852 = load float, ptr %851, align 4
  %853 = mul i32 %bx, 4
  %854 = add i32 %853, %i12260
  %855 = sext i32 %854 to i64
  %856 = sext i32 %N to i64
  %857 = mul nsw i64 %855, %856
  %858 = sext i32 %j2267 to i64
  %859 = add nsw i64 %857, %858
  %860 = getelementptr inbounds float, ptr %Y, i64 %859
  store float %852, ptr %860, align 4
  %861 = add nsw i32 %j2267, 1
  br label %for.cond264, !llvm.loop !64

for.end266:                                       ; preds = %for.cond264
  br label %if.end263

for.cond268:                                      ; preds = %if.end274, %if.else255
  %i12271 = phi i32 [ 0, %if.else255 ], [ %886, %if.end274 ]
  %862 = icmp slt i32 %i12271, 4
  br i1 %862, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %863 = sext i32 %N to i64
  %864 = icmp slt i64 %863, 0
  %865 = sext i32 %N to i64
  %866 = icmp sgt i64 %865, 512
  %867 = sext i32 %N to i64
  %868 = select i1 %866, i64 512, i64 %867
  %869 = select i1 %864, i64 0, i64 %868
  %tl_hi9 = trunc i64 %869 to i32
  %870 = mul i32 %bx, 4
  %871 = sext i32 %870 to i64
  %872 = sext i32 %i12271 to i64
  %873 = add i64 %871, %872
  %874 = icmp sle i64 0, %873
  %875 = mul i32 %bx, 4
  %876 = sext i32 %875 to i64
  %877 = sext i32 %i12271 to i64
  %878 = add i64 %876, %877
  %879 = sext i32 %M to i64
  %880 = icmp slt i64 %878, %879
  %881 = and i1 %874, %880
  br i1 %881, label %if.then272, label %if.else273

for.end270:                                       ; preds = %for.cond268
  br label %if.end256

if.then272:                                       ; preds = %for.body269
  %882 = sext i32 %M to i64
  %883 = sext i32 %N to i64
  %884 = mul i64 %882, %883
  %885 = icmp sge i64 %884, 8388608
  br i1 %885, label %if.then275, label %if.else276

if.else273:                                       ; preds = %for.body269
  br label %if.end274

if.end274:                                        ; preds = %if.else273, %if.end277
  %886 = add nsw i32 %i12271, 1
  br label %for.cond268, !llvm.loop !65

if.then275:                                       ; preds = %if.then272
  %887 = sext i32 %tl_hi9 to i64
  %888 = mul i32 %bx, 4
  %889 = add i32 %888, %i12271
  %890 = sext i32 %889 to i64
  %891 = sext i32 %N to i64
  %892 = mul nsw i64 %890, %891
  %893 = add nsw i64 %892, 0
  %894 = getelementptr inbounds float, ptr %Y, i64 %893
  %895 = sext i32 %i12271 to i64
  %896 = mul nsw i64 %895, 512
  %897 = add nsw i64 %896, 0
  %898 = getelementptr inbounds float, ptr %X_f, i64 %897
  %899 = mul i64 %887, 4
  call void @tilec_rt_stream(ptr %894, ptr %898, i64 %899)
  br label %if.end277

if.else276:                                       ; preds = %if.then272
  br label %for.cond278

if.end277:                                        ; preds = %for.end280, %if.then275
  br label %if.end274

for.cond278:                                      ; preds = %for.body279, %if.else276
  %j2281 = phi i32 [ 0, %if.else276 ], [ %915, %for.body279 ]
  %900 = icmp slt i32 %j2281, %tl_hi9
  br i1 %900, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %901 = sext i32 %i12271 to i64
  %902 = mul nsw i64 %901, 512
  %903 = sext i32 %j2281 to i64
  %904 = add nsw i64 %902, %903
  %905 = getelementptr inbounds float, ptr %X_f, i64 %904
  %906 = load float, ptr %905, align 4
  %907 = mul i32 %bx, 4
  %908 = add i32 %907, %i12271
  %909 = sext i32 %908 to i64
  %910 = sext i32 %N to i64
  %911 = mul nsw i64 %909, %910
  %912 = sext i32 %j2281 to i64
  %913 = add nsw i64 %911, %912
  %914 = getelementptr inbounds float, ptr %Y, i64 %913
  store float %906, ptr %914, align 4
  %915 = add nsw i32 %j2281, 1
  br label %for.cond278, !llvm.loop !66

for.end280:                                       ; preds = %for.cond278
  br label %if.end277

if.then282:                                       ; preds = %if.else136
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %916 = sext i32 %N to i64
  %917 = icmp sle i64 4096, %916
  br i1 %917, label %if.then285, label %if.else286

if.else283:                                       ; preds = %if.else136
  br label %for.cond433

if.end284:                                        ; preds = %for.end524, %for.end314
  br label %if.end137

if.then285:                                       ; preds = %if.then282
  br label %for.cond288

if.else286:                                       ; preds = %if.then282
  %918 = sext i32 %N to i64
  %919 = icmp slt i64 %918, 0
  %920 = sext i32 %N to i64
  %921 = icmp sgt i64 %920, 4096
  %922 = sext i32 %N to i64
  %923 = select i1 %921, i64 4096, i64 %922
  %924 = select i1 %919, i64 0, i64 %923
  %tl_hi10 = trunc i64 %924 to i32
  br label %for.cond291

if.end287:                                        ; preds = %for.end297, %for.end290
  %925 = sext i32 %N to i64
  %926 = icmp sle i64 4096, %925
  br i1 %926, label %if.then298, label %if.else299

for.cond288:                                      ; preds = %for.body289, %if.then285
  %i13 = phi i32 [ 0, %if.then285 ], [ %933, %for.body289 ]
  %927 = icmp slt i32 %i13, 4096
  br i1 %927, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %928 = sext i32 %i13 to i64
  %929 = getelementptr inbounds float, ptr %W, i64 %928
  %930 = load float, ptr %929, align 4
  %931 = sext i32 %i13 to i64
  %932 = getelementptr inbounds float, ptr %W_r, i64 %931
  store float %930, ptr %932, align 4
  %933 = add nsw i32 %i13, 1
  br label %for.cond288, !llvm.loop !67

for.end290:                                       ; preds = %for.cond288
  br label %if.end287

for.cond291:                                      ; preds = %for.body292, %if.else286
  %i13294 = phi i32 [ 0, %if.else286 ], [ %940, %for.body292 ]
  %934 = icmp slt i32 %i13294, %tl_hi10
  br i1 %934, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  %935 = sext i32 %i13294 to i64
  %936 = getelementptr inbounds float, ptr %W, i64 %935
  %937 = load float, ptr %936, align 4
  %938 = sext i32 %i13294 to i64
  %939 = getelementptr inbounds float, ptr %W_r, i64 %938
  store float %937, ptr %939, align 4
  %940 = add nsw i32 %i13294, 1
  br label %for.cond291, !llvm.loop !68

for.end293:                                       ; preds = %for.cond291
  %941 = sub i32 4096, %tl_hi10
  br label %for.cond295

for.cond295:                                      ; preds = %for.body296, %for.end293
  %i131 = phi i32 [ 0, %for.end293 ], [ %946, %for.body296 ]
  %942 = icmp slt i32 %i131, %941
  br i1 %942, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %943 = add i32 %tl_hi10, %i131
  %944 = sext i32 %943 to i64
  %945 = getelementptr inbounds float, ptr %W_r, i64 %944
  store float 0.000000e+00, ptr %945, align 4
  %946 = add nsw i32 %i131, 1
  br label %for.cond295, !llvm.loop !69

for.end297:                                       ; preds = %for.cond295
  br label %if.end287

if.then298:                                       ; preds = %if.end287
  br label %for.cond301

if.else299:                                       ; preds = %if.end287
  %947 = sext i32 %N to i64
  %948 = icmp slt i64 %947, 0
  %949 = sext i32 %N to i64
  %950 = icmp sgt i64 %949, 4096
  %951 = sext i32 %N to i64
  %952 = select i1 %950, i64 4096, i64 %951
  %953 = select i1 %948, i64 0, i64 %952
  %tl_hi11 = trunc i64 %953 to i32
  br label %for.cond305

if.end300:                                        ; preds = %for.end311, %for.end303
  br label %for.cond312

for.cond301:                                      ; preds = %for.body302, %if.then298
  %i13304 = phi i32 [ 0, %if.then298 ], [ %960, %for.body302 ]
  %954 = icmp slt i32 %i13304, 4096
  br i1 %954, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %955 = sext i32 %i13304 to i64
  %956 = getelementptr inbounds float, ptr %B, i64 %955
  %957 = load float, ptr %956, align 4
  %958 = sext i32 %i13304 to i64
  %959 = getelementptr inbounds float, ptr %B_r, i64 %958
  store float %957, ptr %959, align 4
  %960 = add nsw i32 %i13304, 1
  br label %for.cond301, !llvm.loop !70

for.end303:                                       ; preds = %for.cond301
  br label %if.end300

for.cond305:                                      ; preds = %for.body306, %if.else299
  %i13308 = phi i32 [ 0, %if.else299 ], [ %967, %for.body306 ]
  %961 = icmp slt i32 %i13308, %tl_hi11
  br i1 %961, label %for.body306, label %for.end307

for.body306:                                      ; preds = %for.cond305
  %962 = sext i32 %i13308 to i64
  %963 = getelementptr inbounds float, ptr %B, i64 %962
  %964 = load float, ptr %963, align 4
  %965 = sext i32 %i13308 to i64
  %966 = getelementptr inbounds float, ptr %B_r, i64 %965
  store float %964, ptr %966, align 4
  %967 = add nsw i32 %i13308, 1
  br label %for.cond305, !llvm.loop !71

for.end307:                                       ; preds = %for.cond305
  %968 = sub i32 4096, %tl_hi11
  br label %for.cond309

for.cond309:                                      ; preds = %for.body310, %for.end307
  %i132 = phi i32 [ 0, %for.end307 ], [ %973, %for.body310 ]
  %969 = icmp slt i32 %i132, %968
  br i1 %969, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %970 = add i32 %tl_hi11, %i132
  %971 = sext i32 %970 to i64
  %972 = getelementptr inbounds float, ptr %B_r, i64 %971
  store float 0.000000e+00, ptr %972, align 4
  %973 = add nsw i32 %i132, 1
  br label %for.cond309, !llvm.loop !72

for.end311:                                       ; preds = %for.cond309
  br label %if.end300

for.cond312:                                      ; preds = %if.end407, %if.end300
  %r315 = phi i32 [ 0, %if.end300 ], [ %1288, %if.end407 ]
  %974 = icmp slt i32 %r315, 4
  br i1 %974, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %975 = mul i32 %bx, 4
  %976 = add i32 %975, %r315
  %977 = icmp sle i32 0, %976
  %978 = mul i32 %bx, 4
  %979 = add i32 %978, %r315
  %980 = sext i32 %979 to i64
  %981 = add i64 %980, 1
  %982 = sext i32 %M to i64
  %983 = icmp sle i64 %981, %982
  %984 = and i1 %977, %983
  %985 = sext i32 %N to i64
  %986 = icmp sle i64 4096, %985
  %987 = and i1 %984, %986
  br i1 %987, label %if.then316, label %if.else317

for.end314:                                       ; preds = %for.cond312
  br label %if.end284

if.then316:                                       ; preds = %for.body313
  br label %for.cond319

if.else317:                                       ; preds = %for.body313
  br label %for.cond326

if.end318:                                        ; preds = %for.end328, %for.end321
  br label %for.cond344

for.cond319:                                      ; preds = %for.end325, %if.then316
  %i13322 = phi i32 [ 0, %if.then316 ], [ %1006, %for.end325 ]
  %988 = icmp slt i32 %i13322, 1
  br i1 %988, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  br label %for.cond323

for.end321:                                       ; preds = %for.cond319
  br label %if.end318

for.cond323:                                      ; preds = %for.body324, %for.body320
  %j3 = phi i32 [ 0, %for.body320 ], [ %1005, %for.body324 ]
  %989 = icmp slt i32 %j3, 4096
  br i1 %989, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %990 = mul i32 %bx, 4
  %991 = add i32 %990, %r315
  %992 = add i32 %991, %i13322
  %993 = sext i32 %992 to i64
  %994 = sext i32 %N to i64
  %995 = mul nsw i64 %993, %994
  %996 = sext i32 %j3 to i64
  %997 = add nsw i64 %995, %996
  %998 = getelementptr inbounds float, ptr %X, i64 %997
  %999 = load float, ptr %998, align 4
  %1000 = sext i32 %i13322 to i64
  %1001 = mul nsw i64 %1000, 4096
  %1002 = sext i32 %j3 to i64
  %1003 = add nsw i64 %1001, %1002
  %1004 = getelementptr inbounds float, ptr %X_r, i64 %1003
  store float %999, ptr %1004, align 4
  %1005 = add nsw i32 %j3, 1
  br label %for.cond323, !llvm.loop !73

for.end325:                                       ; preds = %for.cond323
  %1006 = add nsw i32 %i13322, 1
  br label %for.cond319, !llvm.loop !74

for.cond326:                                      ; preds = %for.end343, %if.else317
  %i13329 = phi i32 [ 0, %if.else317 ], [ %1062, %for.end343 ]
  %1007 = icmp slt i32 %i13329, 1
  br i1 %1007, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %1008 = sext i32 %N to i64
  %1009 = icmp slt i64 %1008, 0
  %1010 = sext i32 %N to i64
  %1011 = icmp sgt i64 %1010, 4096
  %1012 = sext i32 %N to i64
  %1013 = select i1 %1011, i64 4096, i64 %1012
  %1014 = select i1 %1009, i64 0, i64 %1013
  %tl_hi12 = trunc i64 %1014 to i32
  %1015 = mul i32 %bx, 4
  %1016 = add i32 %1015, %r315
  %1017 = sext i32 %1016 to i64
  %1018 = sext i32 %i13329 to i64
  %1019 = add i64 %1017, %1018
  %1020 = icmp sle i64 0, %1019
  %1021 = mul i32 %bx, 4
  %1022 = add i32 %1021, %r315
  %1023 = sext i32 %1022 to i64
  %1024 = sext i32 %i13329 to i64
  %1025 = add i64 %1023, %1024
  %1026 = sext i32 %M to i64
  %1027 = icmp slt i64 %1025, %1026
  %1028 = and i1 %1020, %1027
  br i1 %1028, label %if.then330, label %if.else331

for.end328:                                       ; preds = %for.cond326
  br label %if.end318

if.then330:                                       ; preds = %for.body327
  br label %for.cond333

if.else331:                                       ; preds = %for.body327
  br label %for.cond337

if.end332:                                        ; preds = %for.end339, %for.end335
  %1029 = sub i32 4096, %tl_hi12
  br label %for.cond341

for.cond333:                                      ; preds = %for.body334, %if.then330
  %j3336 = phi i32 [ 0, %if.then330 ], [ %1046, %for.body334 ]
  %1030 = icmp slt i32 %j3336, %tl_hi12
  br i1 %1030, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %1031 = mul i32 %bx, 4
  %1032 = add i32 %1031, %r315
  %1033 = add i32 %1032, %i13329
  %1034 = sext i32 %1033 to i64
  %1035 = sext i32 %N to i64
  %1036 = mul nsw i64 %1034, %1035
  %1037 = sext i32 %j3336 to i64
  %1038 = add nsw i64 %1036, %1037
  %1039 = getelementptr inbounds float, ptr %X, i64 %1038
  %1040 = load float, ptr %1039, align 4
  %1041 = sext i32 %i13329 to i64
  %1042 = mul nsw i64 %1041, 4096
  %1043 = sext i32 %j3336 to i64
  %1044 = add nsw i64 %1042, %1043
  %1045 = getelementptr inbounds float, ptr %X_r, i64 %1044
  store float %1040, ptr %1045, align 4
  %1046 = add nsw i32 %j3336, 1
  br label %for.cond333, !llvm.loop !75

for.end335:                                       ; preds = %for.cond333
  br label %if.end332

for.cond337:                                      ; preds = %for.body338, %if.else331
  %j3340 = phi i32 [ 0, %if.else331 ], [ %1053, %for.body338 ]
  %1047 = icmp slt i32 %j3340, %tl_hi12
  br i1 %1047, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %1048 = sext i32 %i13329 to i64
  %1049 = mul nsw i64 %1048, 4096
  %1050 = sext i32 %j3340 to i64
  %1051 = add nsw i64 %1049, %1050
  %1052 = getelementptr inbounds float, ptr %X_r, i64 %1051
  store float 0.000000e+00, ptr %1052, align 4
  %1053 = add nsw i32 %j3340, 1
  br label %for.cond337, !llvm.loop !76

for.end339:                                       ; preds = %for.cond337
  br label %if.end332

for.cond341:                                      ; preds = %for.body342, %if.end332
  %j31 = phi i32 [ 0, %if.end332 ], [ %1061, %for.body342 ]
  %1054 = icmp slt i32 %j31, %1029
  br i1 %1054, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1055 = sext i32 %i13329 to i64
  %1056 = mul nsw i64 %1055, 4096
  %1057 = add i32 %tl_hi12, %j31
  %1058 = sext i32 %1057 to i64
  %1059 = add nsw i64 %1056, %1058
  %1060 = getelementptr inbounds float, ptr %X_r, i64 %1059
  store float 0.000000e+00, ptr %1060, align 4
  %1061 = add nsw i32 %j31, 1
  br label %for.cond341, !llvm.loop !77

for.end343:                                       ; preds = %for.cond341
  %1062 = add nsw i32 %i13329, 1
  br label %for.cond326, !llvm.loop !78

for.cond344:                                      ; preds = %for.end355, %if.end318
  %i347 = phi i32 [ 0, %if.end318 ], [ %1104, %for.end355 ]
  %1063 = icmp slt i32 %i347, 1
  br i1 %1063, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1064 = sext i32 %N to i64
  %1065 = icmp slt i64 %1064, 0
  %1066 = sext i32 %N to i64
  %1067 = icmp sgt i64 %1066, 4096
  %1068 = sext i32 %N to i64
  %1069 = select i1 %1067, i64 4096, i64 %1068
  %1070 = select i1 %1065, i64 0, i64 %1069
  %tl_hi13 = trunc i64 %1070 to i32
  br label %for.cond348

for.end346:                                       ; preds = %for.cond344
  br label %for.cond356

for.cond348:                                      ; preds = %for.body349, %for.body345
  %j351 = phi i32 [ 0, %for.body345 ], [ %1088, %for.body349 ]
  %1071 = icmp slt i32 %j351, %tl_hi13
  br i1 %1071, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1072 = sext i32 %i347 to i64
  %1073 = mul nsw i64 %1072, 4096
  %1074 = sext i32 %j351 to i64
  %1075 = add nsw i64 %1073, %1074
  %1076 = getelementptr inbounds float, ptr %X_r, i64 %1075
  %x352 = load float, ptr %1076, align 4
  %1077 = sext i32 %i347 to i64
  %1078 = mul nsw i64 %1077, 4096
  %1079 = sext i32 %j351 to i64
  %1080 = add nsw i64 %1078, %1079
  %1081 = getelementptr inbounds float, ptr %X_r, i64 %1080
  store float %x352, ptr %1081, align 4
  %1082 = fmul float %x352, %x352
  %1083 = sext i32 %i347 to i64
  %1084 = mul nsw i64 %1083, 4096
  %1085 = sext i32 %j351 to i64
  %1086 = add nsw i64 %1084, %1085
  %1087 = getelementptr inbounds float, ptr %sq_r, i64 %1086
  store float %1082, ptr %1087, align 4
  %1088 = add nsw i32 %j351, 1
  br label %for.cond348, !llvm.loop !79

for.end350:                                       ; preds = %for.cond348
  %1089 = sub i32 4096, %tl_hi13
  br label %for.cond353

for.cond353:                                      ; preds = %for.body354, %for.end350
  %j8 = phi i32 [ 0, %for.end350 ], [ %1103, %for.body354 ]
  %1090 = icmp slt i32 %j8, %1089
  br i1 %1090, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1091 = sext i32 %i347 to i64
  %1092 = mul nsw i64 %1091, 4096
  %1093 = add i32 %tl_hi13, %j8
  %1094 = sext i32 %1093 to i64
  %1095 = add nsw i64 %1092, %1094
  %1096 = getelementptr inbounds float, ptr %X_r, i64 %1095
  store float 0.000000e+00, ptr %1096, align 4
  %1097 = sext i32 %i347 to i64
  %1098 = mul nsw i64 %1097, 4096
  %1099 = add i32 %tl_hi13, %j8
  %1100 = sext i32 %1099 to i64
  %1101 = add nsw i64 %1098, %1100
  %1102 = getelementptr inbounds float, ptr %sq_r, i64 %1101
  store float 0.000000e+00, ptr %1102, align 4
  %1103 = add nsw i32 %j8, 1
  br label %for.cond353, !llvm.loop !80

for.end355:                                       ; preds = %for.cond353
  %1104 = add nsw i32 %i347, 1
  br label %for.cond344, !llvm.loop !81

for.cond356:                                      ; preds = %for.end371, %for.end346
  %i6 = phi i32 [ 0, %for.end346 ], [ %1148, %for.end371 ]
  %1105 = icmp slt i32 %i6, 1
  br i1 %1105, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  br label %for.cond359

for.end358:                                       ; preds = %for.cond356
  br label %for.cond373

for.cond359:                                      ; preds = %for.body360, %for.body357
  %lane4 = phi i32 [ 0, %for.body357 ], [ %1115, %for.body360 ]
  %1106 = icmp slt i32 %lane4, 32
  br i1 %1106, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1107 = sext i32 %i6 to i64
  %1108 = mul nsw i64 %1107, 4096
  %1109 = sext i32 %lane4 to i64
  %1110 = add nsw i64 %1108, %1109
  %1111 = getelementptr inbounds float, ptr %X_r, i64 %1110
  %1112 = load float, ptr %1111, align 4
  %1113 = sext i32 %lane4 to i64
  %1114 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1113
  store float %1112, ptr %1114, align 4
  %1115 = add nsw i32 %lane4, 1
  br label %for.cond359, !llvm.loop !82

for.end361:                                       ; preds = %for.cond359
  br label %for.cond362

for.cond362:                                      ; preds = %for.end367, %for.end361
  %red4 = phi i32 [ 0, %for.end361 ], [ %1136, %for.end367 ]
  %1116 = icmp slt i32 %red4, 127
  br i1 %1116, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  br label %for.cond365

for.end364:                                       ; preds = %for.cond362
  %1117 = sext i32 %i6 to i64
  %1118 = getelementptr inbounds float, ptr %mean_r, i64 %1117
  store float 0.000000e+00, ptr %1118, align 4
  br label %for.cond369

for.cond365:                                      ; preds = %for.body366, %for.body363
  %lane4368 = phi i32 [ 0, %for.body363 ], [ %1135, %for.body366 ]
  %1119 = icmp slt i32 %lane4368, 32
  br i1 %1119, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1120 = sext i32 %lane4368 to i64
  %1121 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1120
  %1122 = load float, ptr %1121, align 4
  %1123 = sext i32 %i6 to i64
  %1124 = mul nsw i64 %1123, 4096
  %1125 = add i32 %red4, 1
  %1126 = mul i32 %1125, 32
  %1127 = add i32 %1126, %lane4368
  %1128 = sext i32 %1127 to i64
  %1129 = add nsw i64 %1124, %1128
  %1130 = getelementptr inbounds float, ptr %X_r, i64 %1129
  %1131 = load float, ptr %1130, align 4
  %1132 = fadd float %1122, %1131
  %1133 = sext i32 %lane4368 to i64
  %1134 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1133
  store float %1132, ptr %1134, align 4
  %1135 = add nsw i32 %lane4368, 1
  br label %for.cond365, !llvm.loop !83

for.end367:                                       ; preds = %for.cond365
  %1136 = add nsw i32 %red4, 1
  br label %for.cond362, !llvm.loop !84

for.cond369:                                      ; preds = %for.body370, %for.end364
  %lane4372 = phi i32 [ 0, %for.end364 ], [ %1147, %for.body370 ]
  %1137 = icmp slt i32 %lane4372, 32
  br i1 %1137, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1138 = sext i32 %i6 to i64
  %1139 = getelementptr inbounds float, ptr %mean_r, i64 %1138
  %1140 = load float, ptr %1139, align 4
  %1141 = sext i32 %lane4372 to i64
  %1142 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1141
  %1143 = load float, ptr %1142, align 4
  %1144 = fadd float %1140, %1143
  %1145 = sext i32 %i6 to i64
  %1146 = getelementptr inbounds float, ptr %mean_r, i64 %1145
  store float %1144, ptr %1146, align 4
  %1147 = add nsw i32 %lane4372, 1
  br label %for.cond369, !llvm.loop !85

for.end371:                                       ; preds = %for.cond369
  %1148 = add nsw i32 %i6, 1
  br label %for.cond356, !llvm.loop !86

for.cond373:                                      ; preds = %for.end388, %for.end358
  %i7 = phi i32 [ 0, %for.end358 ], [ %1192, %for.end388 ]
  %1149 = icmp slt i32 %i7, 1
  br i1 %1149, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  br label %for.cond376

for.end375:                                       ; preds = %for.cond373
  br label %for.cond390

for.cond376:                                      ; preds = %for.body377, %for.body374
  %lane5 = phi i32 [ 0, %for.body374 ], [ %1159, %for.body377 ]
  %1150 = icmp slt i32 %lane5, 32
  br i1 %1150, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1151 = sext i32 %i7 to i64
  %1152 = mul nsw i64 %1151, 4096
  %1153 = sext i32 %lane5 to i64
  %1154 = add nsw i64 %1152, %1153
  %1155 = getelementptr inbounds float, ptr %sq_r, i64 %1154
  %1156 = load float, ptr %1155, align 4
  %1157 = sext i32 %lane5 to i64
  %1158 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1157
  store float %1156, ptr %1158, align 4
  %1159 = add nsw i32 %lane5, 1
  br label %for.cond376, !llvm.loop !87

for.end378:                                       ; preds = %for.cond376
  br label %for.cond379

for.cond379:                                      ; preds = %for.end384, %for.end378
  %red5 = phi i32 [ 0, %for.end378 ], [ %1180, %for.end384 ]
  %1160 = icmp slt i32 %red5, 127
  br i1 %1160, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  br label %for.cond382

for.end381:                                       ; preds = %for.cond379
  %1161 = sext i32 %i7 to i64
  %1162 = getelementptr inbounds float, ptr %rstd_r, i64 %1161
  store float 0.000000e+00, ptr %1162, align 4
  br label %for.cond386

for.cond382:                                      ; preds = %for.body383, %for.body380
  %lane5385 = phi i32 [ 0, %for.body380 ], [ %1179, %for.body383 ]
  %1163 = icmp slt i32 %lane5385, 32
  br i1 %1163, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1164 = sext i32 %lane5385 to i64
  %1165 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1164
  %1166 = load float, ptr %1165, align 4
  %1167 = sext i32 %i7 to i64
  %1168 = mul nsw i64 %1167, 4096
  %1169 = add i32 %red5, 1
  %1170 = mul i32 %1169, 32
  %1171 = add i32 %1170, %lane5385
  %1172 = sext i32 %1171 to i64
  %1173 = add nsw i64 %1168, %1172
  %1174 = getelementptr inbounds float, ptr %sq_r, i64 %1173
  %1175 = load float, ptr %1174, align 4
  %1176 = fadd float %1166, %1175
  %1177 = sext i32 %lane5385 to i64
  %1178 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1177
  store float %1176, ptr %1178, align 4
  %1179 = add nsw i32 %lane5385, 1
  br label %for.cond382, !llvm.loop !88

for.end384:                                       ; preds = %for.cond382
  %1180 = add nsw i32 %red5, 1
  br label %for.cond379, !llvm.loop !89

for.cond386:                                      ; preds = %for.body387, %for.end381
  %lane5389 = phi i32 [ 0, %for.end381 ], [ %1191, %for.body387 ]
  %1181 = icmp slt i32 %lane5389, 32
  br i1 %1181, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1182 = sext i32 %i7 to i64
  %1183 = getelementptr inbounds float, ptr %rstd_r, i64 %1182
  %1184 = load float, ptr %1183, align 4
  %1185 = sext i32 %lane5389 to i64
  %1186 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1185
  %1187 = load float, ptr %1186, align 4
  %1188 = fadd float %1184, %1187
  %1189 = sext i32 %i7 to i64
  %1190 = getelementptr inbounds float, ptr %rstd_r, i64 %1189
  store float %1188, ptr %1190, align 4
  %1191 = add nsw i32 %lane5389, 1
  br label %for.cond386, !llvm.loop !90

for.end388:                                       ; preds = %for.cond386
  %1192 = add nsw i32 %i7, 1
  br label %for.cond373, !llvm.loop !91

for.cond390:                                      ; preds = %for.body391, %for.end375
  %i393 = phi i32 [ 0, %for.end375 ], [ %1222, %for.body391 ]
  %1193 = icmp slt i32 %i393, 1
  br i1 %1193, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1194 = sext i32 %i393 to i64
  %1195 = getelementptr inbounds float, ptr %mean_r, i64 %1194
  %1196 = load float, ptr %1195, align 4
  %1197 = sitofp i32 %N to float
  %1198 = fdiv float %1196, %1197
  %1199 = sext i32 %i393 to i64
  %1200 = getelementptr inbounds float, ptr %mean_r, i64 %1199
  store float %1198, ptr %1200, align 4
  %1201 = sext i32 %i393 to i64
  %1202 = getelementptr inbounds float, ptr %rstd_r, i64 %1201
  %1203 = load float, ptr %1202, align 4
  %1204 = sitofp i32 %N to float
  %1205 = fdiv float %1203, %1204
  %1206 = sext i32 %i393 to i64
  %1207 = getelementptr inbounds float, ptr %mean_r, i64 %1206
  %1208 = load float, ptr %1207, align 4
  %1209 = sext i32 %i393 to i64
  %1210 = getelementptr inbounds float, ptr %mean_r, i64 %1209
  %1211 = load float, ptr %1210, align 4
  %1212 = fmul float %1208, %1211
  %1213 = fsub float %1205, %1212
  %1214 = call float @llvm.maxnum.f32(float %1213, float 0.000000e+00)
  %1215 = fadd float %1214, 0x3EE4F8B580000000
  %1216 = fpext float %1215 to double
  %1217 = call double @llvm.sqrt.f64(double %1216)
  %1218 = fdiv double 1.000000e+00, %1217
  %1219 = fptrunc double %1218 to float
  %1220 = sext i32 %i393 to i64
  %1221 = getelementptr inbounds float, ptr %rstd_r, i64 %1220
  store float %1219, ptr %1221, align 4
  %1222 = add nsw i32 %i393, 1
  br label %for.cond390, !llvm.loop !92

for.end392:                                       ; preds = %for.cond390
  br label %for.cond394

for.cond394:                                      ; preds = %for.end404, %for.end392
  %i397 = phi i32 [ 0, %for.end392 ], [ %1287, %for.end404 ]
  %1223 = icmp slt i32 %i397, 1
  br i1 %1223, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  %1224 = sext i32 %N to i64
  %1225 = icmp slt i64 %1224, 0
  %1226 = sext i32 %N to i64
  %1227 = icmp sgt i64 %1226, 4096
  %1228 = sext i32 %N to i64
  %1229 = select i1 %1227, i64 4096, i64 %1228
  %1230 = select i1 %1225, i64 0, i64 %1229
  %tl_cols6 = trunc i64 %1230 to i32
  br label %for.cond398

for.end396:                                       ; preds = %for.cond394
  %1231 = mul i32 %bx, 4
  %1232 = add i32 %1231, %r315
  %1233 = icmp sle i32 0, %1232
  %1234 = mul i32 %bx, 4
  %1235 = add i32 %1234, %r315
  %1236 = sext i32 %1235 to i64
  %1237 = add i64 %1236, 1
  %1238 = sext i32 %M to i64
  %1239 = icmp sle i64 %1237, %1238
  %1240 = and i1 %1233, %1239
  %1241 = sext i32 %N to i64
  %1242 = icmp sle i64 4096, %1241
  %1243 = and i1 %1240, %1242
  br i1 %1243, label %if.then405, label %if.else406

for.cond398:                                      ; preds = %for.body399, %for.body395
  %j401 = phi i32 [ 0, %for.body395 ], [ %1270, %for.body399 ]
  %1244 = icmp slt i32 %j401, %tl_cols6
  br i1 %1244, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %1245 = sext i32 %i397 to i64
  %1246 = mul nsw i64 %1245, 4096
  %1247 = sext i32 %j401 to i64
  %1248 = add nsw i64 %1246, %1247
  %1249 = getelementptr inbounds float, ptr %X_r, i64 %1248
  %1250 = load float, ptr %1249, align 4
  %1251 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1252 = load float, ptr %1251, align 4
  %1253 = fsub float %1250, %1252
  %1254 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1255 = load float, ptr %1254, align 4
  %1256 = fmul float %1253, %1255
  %1257 = sext i32 %j401 to i64
  %1258 = getelementptr inbounds float, ptr %W_r, i64 %1257
  %1259 = load float, ptr %1258, align 4
  %1260 = fmul float %1256, %1259
  %1261 = sext i32 %j401 to i64
  %1262 = getelementptr inbounds float, ptr %B_r, i64 %1261
  %1263 = load float, ptr %1262, align 4
  %1264 = fadd float %1260, %1263
  %1265 = sext i32 %i397 to i64
  %1266 = mul nsw i64 %1265, 4096
  %1267 = sext i32 %j401 to i64
  %1268 = add nsw i64 %1266, %1267
  %1269 = getelementptr inbounds float, ptr %X_r, i64 %1268
  store float %1264, ptr %1269, align 4
  %1270 = add nsw i32 %j401, 1
  br label %for.cond398, !llvm.loop !93

for.end400:                                       ; preds = %for.cond398
  %1271 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1272 = load float, ptr %1271, align 4
  %1273 = fsub float 0.000000e+00, %1272
  %1274 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1275 = load float, ptr %1274, align 4
  %1276 = fmul float %1273, %1275
  %1277 = fmul float %1276, 0.000000e+00
  %tl_col8 = fadd float %1277, 0.000000e+00
  %1278 = sub i32 4096, %tl_cols6
  br label %for.cond402

for.cond402:                                      ; preds = %for.body403, %for.end400
  %j71 = phi i32 [ 0, %for.end400 ], [ %1286, %for.body403 ]
  %1279 = icmp slt i32 %j71, %1278
  br i1 %1279, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1280 = sext i32 %i397 to i64
  %1281 = mul nsw i64 %1280, 4096
  %1282 = add i32 %tl_cols6, %j71
  %1283 = sext i32 %1282 to i64
  %1284 = add nsw i64 %1281, %1283
  %1285 = getelementptr inbounds float, ptr %X_r, i64 %1284
  store float %tl_col8, ptr %1285, align 4
  %1286 = add nsw i32 %j71, 1
  br label %for.cond402, !llvm.loop !94

for.end404:                                       ; preds = %for.cond402
  %1287 = add nsw i32 %i397, 1
  br label %for.cond394, !llvm.loop !95

if.then405:                                       ; preds = %for.end396
  br label %for.cond408

if.else406:                                       ; preds = %for.end396
  br label %for.cond419

if.end407:                                        ; preds = %for.end421, %for.end410
  %1288 = add nsw i32 %r315, 1
  br label %for.cond312, !llvm.loop !96

for.cond408:                                      ; preds = %if.end414, %if.then405
  %i13411 = phi i32 [ 0, %if.then405 ], [ %1306, %if.end414 ]
  %1289 = icmp slt i32 %i13411, 1
  br i1 %1289, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1290 = sext i32 %M to i64
  %1291 = sext i32 %N to i64
  %1292 = mul i64 %1290, %1291
  %1293 = icmp sge i64 %1292, 8388608
  br i1 %1293, label %if.then412, label %if.else413

for.end410:                                       ; preds = %for.cond408
  br label %if.end407

if.then412:                                       ; preds = %for.body409
  %1294 = mul i32 %bx, 4
  %1295 = add i32 %1294, %r315
  %1296 = add i32 %1295, %i13411
  %1297 = sext i32 %1296 to i64
  %1298 = sext i32 %N to i64
  %1299 = mul nsw i64 %1297, %1298
  %1300 = add nsw i64 %1299, 0
  %1301 = getelementptr inbounds float, ptr %Y, i64 %1300
  %1302 = sext i32 %i13411 to i64
  %1303 = mul nsw i64 %1302, 4096
  %1304 = add nsw i64 %1303, 0
  %1305 = getelementptr inbounds float, ptr %X_r, i64 %1304
  call void @tilec_rt_stream(ptr %1301, ptr %1305, i64 16384)
  br label %if.end414

if.else413:                                       ; preds = %for.body409
  br label %for.cond415

if.end414:                                        ; preds = %for.end417, %if.then412
  %1306 = add nsw i32 %i13411, 1
  br label %for.cond408, !llvm.loop !97

for.cond415:                                      ; preds = %for.body416, %if.else413
  %j3418 = phi i32 [ 0, %if.else413 ], [ %1323, %for.body416 ]
  %1307 = icmp slt i32 %j3418, 4096
  br i1 %1307, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  %1308 = sext i32 %i13411 to i64
  %1309 = mul nsw i64 %1308, 4096
  %1310 = sext i32 %j3418 to i64
  %1311 = add nsw i64 %1309, %1310
  %1312 = getelementptr inbounds float, ptr %X_r, i64 %1311
  %1313 = load float, ptr %1312, align 4
  %1314 = mul i32 %bx, 4
  %1315 = add i32 %1314, %r315
  %1316 = add i32 %1315, %i13411
  %1317 = sext i32 %1316 to i64
  %1318 = sext i32 %N to i64
  %1319 = mul nsw i64 %1317, %1318
  %1320 = sext i32 %j3418 to i64
  %1321 = add nsw i64 %1319, %1320
  %1322 = getelementptr inbounds float, ptr %Y, i64 %1321
  store float %1313, ptr %1322, align 4
  %1323 = add nsw i32 %j3418, 1
  br label %for.cond415, !llvm.loop !98

for.end417:                                       ; preds = %for.cond415
  br label %if.end414

for.cond419:                                      ; preds = %if.end425, %if.else406
  %i13422 = phi i32 [ 0, %if.else406 ], [ %1350, %if.end425 ]
  %1324 = icmp slt i32 %i13422, 1
  br i1 %1324, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  %1325 = sext i32 %N to i64
  %1326 = icmp slt i64 %1325, 0
  %1327 = sext i32 %N to i64
  %1328 = icmp sgt i64 %1327, 4096
  %1329 = sext i32 %N to i64
  %1330 = select i1 %1328, i64 4096, i64 %1329
  %1331 = select i1 %1326, i64 0, i64 %1330
  %tl_hi14 = trunc i64 %1331 to i32
  %1332 = mul i32 %bx, 4
  %1333 = add i32 %1332, %r315
  %1334 = sext i32 %1333 to i64
  %1335 = sext i32 %i13422 to i64
  %1336 = add i64 %1334, %1335
  %1337 = icmp sle i64 0, %1336
  %1338 = mul i32 %bx, 4
  %1339 = add i32 %1338, %r315
  %1340 = sext i32 %1339 to i64
  %1341 = sext i32 %i13422 to i64
  %1342 = add i64 %1340, %1341
  %1343 = sext i32 %M to i64
  %1344 = icmp slt i64 %1342, %1343
  %1345 = and i1 %1337, %1344
  br i1 %1345, label %if.then423, label %if.else424

for.end421:                                       ; preds = %for.cond419
  br label %if.end407

if.then423:                                       ; preds = %for.body420
  %1346 = sext i32 %M to i64
  %1347 = sext i32 %N to i64
  %1348 = mul i64 %1346, %1347
  %1349 = icmp sge i64 %1348, 8388608
  br i1 %1349, label %if.then426, label %if.else427

if.else424:                                       ; preds = %for.body420
  br label %if.end425

if.end425:                                        ; preds = %if.else424, %if.end428
  %1350 = add nsw i32 %i13422, 1
  br label %for.cond419, !llvm.loop !99

if.then426:                                       ; preds = %if.then423
  %1351 = sext i32 %tl_hi14 to i64
  %1352 = mul i32 %bx, 4
  %1353 = add i32 %1352, %r315
  %1354 = add i32 %1353, %i13422
  %1355 = sext i32 %1354 to i64
  %1356 = sext i32 %N to i64
  %1357 = mul nsw i64 %1355, %1356
  %1358 = add nsw i64 %1357, 0
  %1359 = getelementptr inbounds float, ptr %Y, i64 %1358
  %1360 = sext i32 %i13422 to i64
  %1361 = mul nsw i64 %1360, 4096
  %1362 = add nsw i64 %1361, 0
  %1363 = getelementptr inbounds float, ptr %X_r, i64 %1362
  %1364 = mul i64 %1351, 4
  call void @tilec_rt_stream(ptr %1359, ptr %1363, i64 %1364)
  br label %if.end428

if.else427:                                       ; preds = %if.then423
  br label %for.cond429

if.end428:                                        ; preds = %for.end431, %if.then426
  br label %if.end425

for.cond429:                                      ; preds = %for.body430, %if.else427
  %j3432 = phi i32 [ 0, %if.else427 ], [ %1381, %for.body430 ]
  %1365 = icmp slt i32 %j3432, %tl_hi14
  br i1 %1365, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1366 = sext i32 %i13422 to i64
  %1367 = mul nsw i64 %1366, 4096
  %1368 = sext i32 %j3432 to i64
  %1369 = add nsw i64 %1367, %1368
  %1370 = getelementptr inbounds float, ptr %X_r, i64 %1369
  %1371 = load float, ptr %1370, align 4
  %1372 = mul i32 %bx, 4
  %1373 = add i32 %1372, %r315
  %1374 = add i32 %1373, %i13422
  %1375 = sext i32 %1374 to i64
  %1376 = sext i32 %N to i64
  %1377 = mul nsw i64 %1375, %1376
  %1378 = sext i32 %j3432 to i64
  %1379 = add nsw i64 %1377, %1378
  %1380 = getelementptr inbounds float, ptr %Y, i64 %1379
  store float %1371, ptr %1380, align 4
  %1381 = add nsw i32 %j3432, 1
  br label %for.cond429, !llvm.loop !100

for.end431:                                       ; preds = %for.cond429
  br label %if.end428

for.cond433:                                      ; preds = %for.body434, %if.else283
  %i14 = phi i32 [ 0, %if.else283 ], [ %1385, %for.body434 ]
  %1382 = icmp slt i32 %i14, 4
  br i1 %1382, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1383 = sext i32 %i14 to i64
  %1384 = getelementptr inbounds float, ptr %mean, i64 %1383
  store float 0.000000e+00, ptr %1384, align 4
  %1385 = add nsw i32 %i14, 1
  br label %for.cond433, !llvm.loop !101

for.end435:                                       ; preds = %for.cond433
  br label %for.cond436

for.cond436:                                      ; preds = %for.body437, %for.end435
  %i14439 = phi i32 [ 0, %for.end435 ], [ %1389, %for.body437 ]
  %1386 = icmp slt i32 %i14439, 4
  br i1 %1386, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %1387 = sext i32 %i14439 to i64
  %1388 = getelementptr inbounds float, ptr %rstd, i64 %1387
  store float 0.000000e+00, ptr %1388, align 4
  %1389 = add nsw i32 %i14439, 1
  br label %for.cond436, !llvm.loop !102

for.end438:                                       ; preds = %for.cond436
  %1390 = sext i32 %N to i64
  %1391 = sdiv i64 %1390, 512
  %1392 = sub i64 0, %1390
  %1393 = select i1 false, i64 %1392, i64 %1391
  %1394 = srem i64 %1390, 512
  %1395 = icmp ne i64 %1394, 0
  %1396 = icmp slt i64 %1390, 0
  %1397 = icmp eq i1 %1396, false
  %1398 = and i1 %1395, %1397
  %1399 = zext i1 %1398 to i64
  %1400 = add i64 %1393, %1399
  %1401 = trunc i64 %1400 to i32
  br label %for.cond440

for.cond440:                                      ; preds = %for.end503, %for.end438
  %c = phi i32 [ 0, %for.end438 ], [ %1617, %for.end503 ]
  %1402 = icmp slt i32 %c, %1401
  br i1 %1402, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %1403 = mul i32 %bx, 4
  %1404 = icmp sle i32 0, %1403
  %1405 = mul i32 %bx, 4
  %1406 = sext i32 %1405 to i64
  %1407 = add i64 %1406, 4
  %1408 = sext i32 %M to i64
  %1409 = icmp sle i64 %1407, %1408
  %1410 = and i1 %1404, %1409
  %1411 = mul i32 %c, 512
  %1412 = icmp sle i32 0, %1411
  %1413 = mul i32 %c, 512
  %1414 = sext i32 %1413 to i64
  %1415 = add i64 %1414, 512
  %1416 = sext i32 %N to i64
  %1417 = icmp sle i64 %1415, %1416
  %1418 = and i1 %1412, %1417
  %1419 = and i1 %1410, %1418
  br i1 %1419, label %if.then443, label %if.else444

for.end442:                                       ; preds = %for.cond440
  br label %for.cond518

if.then443:                                       ; preds = %for.body441
  br label %for.cond446

if.else444:                                       ; preds = %for.body441
  br label %for.cond453

if.end445:                                        ; preds = %for.end455, %for.end448
  br label %for.cond475

for.cond446:                                      ; preds = %for.end452, %if.then443
  %i14449 = phi i32 [ 0, %if.then443 ], [ %1439, %for.end452 ]
  %1420 = icmp slt i32 %i14449, 4
  br i1 %1420, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  br label %for.cond450

for.end448:                                       ; preds = %for.cond446
  br label %if.end445

for.cond450:                                      ; preds = %for.body451, %for.body447
  %j4 = phi i32 [ 0, %for.body447 ], [ %1438, %for.body451 ]
  %1421 = icmp slt i32 %j4, 512
  br i1 %1421, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %1422 = mul i32 %bx, 4
  %1423 = add i32 %1422, %i14449
  %1424 = sext i32 %1423 to i64
  %1425 = sext i32 %N to i64
  %1426 = mul nsw i64 %1424, %1425
  %1427 = mul i32 %c, 512
  %1428 = add i32 %1427, %j4
  %1429 = sext i32 %1428 to i64
  %1430 = add nsw i64 %1426, %1429
  %1431 = getelementptr inbounds float, ptr %X, i64 %1430
  %1432 = load float, ptr %1431, align 4
  %1433 = sext i32 %i14449 to i64
  %1434 = mul nsw i64 %1433, 512
  %1435 = sext i32 %j4 to i64
  %1436 = add nsw i64 %1434, %1435
  %1437 = getelementptr inbounds float, ptr %X_f, i64 %1436
  store float %1432, ptr %1437, align 4
  %1438 = add nsw i32 %j4, 1
  br label %for.cond450, !llvm.loop !103

for.end452:                                       ; preds = %for.cond450
  %1439 = add nsw i32 %i14449, 1
  br label %for.cond446, !llvm.loop !104

for.cond453:                                      ; preds = %for.end473, %if.else444
  %i14456 = phi i32 [ 0, %if.else444 ], [ %1548, %for.end473 ]
  %1440 = icmp slt i32 %i14456, 4
  br i1 %1440, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %1441 = mul i32 %c, 512
  %1442 = sext i32 %1441 to i64
  %1443 = sub i64 0, %1442
  %1444 = icmp slt i64 %1443, 0
  %1445 = mul i32 %c, 512
  %1446 = sext i32 %1445 to i64
  %1447 = sub i64 0, %1446
  %1448 = icmp sgt i64 %1447, 512
  %1449 = mul i32 %c, 512
  %1450 = sext i32 %1449 to i64
  %1451 = sub i64 0, %1450
  %1452 = select i1 %1448, i64 512, i64 %1451
  %1453 = select i1 %1444, i64 0, i64 %1452
  %tl_lo15 = trunc i64 %1453 to i32
  %1454 = sext i32 %N to i64
  %1455 = mul i32 %c, 512
  %1456 = sext i32 %1455 to i64
  %1457 = sub i64 %1454, %1456
  %1458 = icmp slt i64 %1457, 0
  %1459 = sext i32 %N to i64
  %1460 = mul i32 %c, 512
  %1461 = sext i32 %1460 to i64
  %1462 = sub i64 %1459, %1461
  %1463 = icmp sgt i64 %1462, 512
  %1464 = sext i32 %N to i64
  %1465 = mul i32 %c, 512
  %1466 = sext i32 %1465 to i64
  %1467 = sub i64 %1464, %1466
  %1468 = select i1 %1463, i64 512, i64 %1467
  %1469 = select i1 %1458, i64 0, i64 %1468
  %1470 = sext i32 %tl_lo15 to i64
  %1471 = icmp slt i64 %1469, %1470
  %1472 = sext i32 %tl_lo15 to i64
  %1473 = sext i32 %N to i64
  %1474 = mul i32 %c, 512
  %1475 = sext i32 %1474 to i64
  %1476 = sub i64 %1473, %1475
  %1477 = icmp slt i64 %1476, 0
  %1478 = sext i32 %N to i64
  %1479 = mul i32 %c, 512
  %1480 = sext i32 %1479 to i64
  %1481 = sub i64 %1478, %1480
  %1482 = icmp sgt i64 %1481, 512
  %1483 = sext i32 %N to i64
  %1484 = mul i32 %c, 512
  %1485 = sext i32 %1484 to i64
  %1486 = sub i64 %1483, %1485
  %1487 = select i1 %1482, i64 512, i64 %1486
  %1488 = select i1 %1477, i64 0, i64 %1487
  %1489 = select i1 %1471, i64 %1472, i64 %1488
  %tl_hi16 = trunc i64 %1489 to i32
  br label %for.cond457

for.end455:                                       ; preds = %for.cond453
  br label %if.end445

for.cond457:                                      ; preds = %for.body458, %for.body454
  %j4460 = phi i32 [ 0, %for.body454 ], [ %1496, %for.body458 ]
  %1490 = icmp slt i32 %j4460, %tl_lo15
  br i1 %1490, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  %1491 = sext i32 %i14456 to i64
  %1492 = mul nsw i64 %1491, 512
  %1493 = sext i32 %j4460 to i64
  %1494 = add nsw i64 %1492, %1493
  %1495 = getelementptr inbounds float, ptr %X_f, i64 %1494
  store float 0.000000e+00, ptr %1495, align 4
  %1496 = add nsw i32 %j4460, 1
  br label %for.cond457, !llvm.loop !105

for.end459:                                       ; preds = %for.cond457
  %1497 = mul i32 %bx, 4
  %1498 = sext i32 %1497 to i64
  %1499 = sext i32 %i14456 to i64
  %1500 = add i64 %1498, %1499
  %1501 = icmp sle i64 0, %1500
  %1502 = mul i32 %bx, 4
  %1503 = sext i32 %1502 to i64
  %1504 = sext i32 %i14456 to i64
  %1505 = add i64 %1503, %1504
  %1506 = sext i32 %M to i64
  %1507 = icmp slt i64 %1505, %1506
  %1508 = and i1 %1501, %1507
  br i1 %1508, label %if.then461, label %if.else462

if.then461:                                       ; preds = %for.end459
  %1509 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond464

if.else462:                                       ; preds = %for.end459
  %1510 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond467

if.end463:                                        ; preds = %for.end469, %for.end466
  %1511 = sub i32 512, %tl_hi16
  br label %for.cond471

for.cond464:                                      ; preds = %for.body465, %if.then461
  %j41 = phi i32 [ 0, %if.then461 ], [ %1531, %for.body465 ]
  %1512 = icmp slt i32 %j41, %1509
  br i1 %1512, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %1513 = mul i32 %bx, 4
  %1514 = add i32 %1513, %i14456
  %1515 = sext i32 %1514 to i64
  %1516 = sext i32 %N to i64
  %1517 = mul nsw i64 %1515, %1516
  %1518 = mul i32 %c, 512
  %1519 = add i32 %tl_lo15, %j41
  %1520 = add i32 %1518, %1519
  %1521 = sext i32 %1520 to i64
  %1522 = add nsw i64 %1517, %1521
  %1523 = getelementptr inbounds float, ptr %X, i64 %1522
  %1524 = load float, ptr %1523, align 4
  %1525 = sext i32 %i14456 to i64
  %1526 = mul nsw i64 %1525, 512
  %1527 = add i32 %tl_lo15, %j41
  %1528 = sext i32 %1527 to i64
  %1529 = add nsw i64 %1526, %1528
  %1530 = getelementptr inbounds float, ptr %X_f, i64 %1529
  store float %1524, ptr %1530, align 4
  %1531 = add nsw i32 %j41, 1
  br label %for.cond464, !llvm.loop !106

for.end466:                                       ; preds = %for.cond464
  br label %if.end463

for.cond467:                                      ; preds = %for.body468, %if.else462
  %j41470 = phi i32 [ 0, %if.else462 ], [ %1539, %for.body468 ]
  %1532 = icmp slt i32 %j41470, %1510
  br i1 %1532, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  %1533 = sext i32 %i14456 to i64
  %1534 = mul nsw i64 %1533, 512
  %1535 = add i32 %tl_lo15, %j41470
  %1536 = sext i32 %1535 to i64
  %1537 = add nsw i64 %1534, %1536
  %1538 = getelementptr inbounds float, ptr %X_f, i64 %1537
  store float 0.000000e+00, ptr %1538, align 4
  %1539 = add nsw i32 %j41470, 1
  br label %for.cond467, !llvm.loop !107

for.end469:                                       ; preds = %for.cond467
  br label %if.end463

for.cond471:                                      ; preds = %for.body472, %if.end463
  %j41474 = phi i32 [ 0, %if.end463 ], [ %1547, %for.body472 ]
  %1540 = icmp slt i32 %j41474, %1511
  br i1 %1540, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %1541 = sext i32 %i14456 to i64
  %1542 = mul nsw i64 %1541, 512
  %1543 = add i32 %tl_hi16, %j41474
  %1544 = sext i32 %1543 to i64
  %1545 = add nsw i64 %1542, %1544
  %1546 = getelementptr inbounds float, ptr %X_f, i64 %1545
  store float 0.000000e+00, ptr %1546, align 4
  %1547 = add nsw i32 %j41474, 1
  br label %for.cond471, !llvm.loop !108

for.end473:                                       ; preds = %for.cond471
  %1548 = add nsw i32 %i14456, 1
  br label %for.cond453, !llvm.loop !109

for.cond475:                                      ; preds = %for.end481, %if.end445
  %i478 = phi i32 [ 0, %if.end445 ], [ %1573, %for.end481 ]
  %1549 = icmp slt i32 %i478, 4
  br i1 %1549, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  br label %for.cond479

for.end477:                                       ; preds = %for.cond475
  br label %for.cond484

for.cond479:                                      ; preds = %for.body480, %for.body476
  %j482 = phi i32 [ 0, %for.body476 ], [ %1572, %for.body480 ]
  %1550 = icmp slt i32 %j482, 512
  br i1 %1550, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %1551 = mul i32 %c, 512
  %1552 = add i32 %1551, %j482
  %1553 = icmp slt i32 %1552, %N
  %1554 = sext i32 %i478 to i64
  %1555 = mul nsw i64 %1554, 512
  %1556 = sext i32 %j482 to i64
  %1557 = add nsw i64 %1555, %1556
  %1558 = call i64 @llvm.umin.i64(i64 %1557, i64 2047)
  %1559 = getelementptr inbounds float, ptr %X_f, i64 %1558
  %1560 = load float, ptr %1559, align 4
  %x483 = select i1 %1553, float %1560, float 0.000000e+00
  %1561 = sext i32 %i478 to i64
  %1562 = mul nsw i64 %1561, 512
  %1563 = sext i32 %j482 to i64
  %1564 = add nsw i64 %1562, %1563
  %1565 = getelementptr inbounds float, ptr %X_f, i64 %1564
  store float %x483, ptr %1565, align 4
  %1566 = fmul float %x483, %x483
  %1567 = sext i32 %i478 to i64
  %1568 = mul nsw i64 %1567, 512
  %1569 = sext i32 %j482 to i64
  %1570 = add nsw i64 %1568, %1569
  %1571 = getelementptr inbounds float, ptr %sq, i64 %1570
  store float %1566, ptr %1571, align 4
  %1572 = add nsw i32 %j482, 1
  br label %for.cond479, !llvm.loop !110

for.end481:                                       ; preds = %for.cond479
  %1573 = add nsw i32 %i478, 1
  br label %for.cond475, !llvm.loop !111

for.cond484:                                      ; preds = %for.end499, %for.end477
  %i9 = phi i32 [ 0, %for.end477 ], [ %1615, %for.end499 ]
  %1574 = icmp slt i32 %i9, 4
  br i1 %1574, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  br label %for.cond487

for.end486:                                       ; preds = %for.cond484
  br label %for.cond501

for.cond487:                                      ; preds = %for.body488, %for.body485
  %lane6 = phi i32 [ 0, %for.body485 ], [ %1584, %for.body488 ]
  %1575 = icmp slt i32 %lane6, 32
  br i1 %1575, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %1576 = sext i32 %i9 to i64
  %1577 = mul nsw i64 %1576, 512
  %1578 = sext i32 %lane6 to i64
  %1579 = add nsw i64 %1577, %1578
  %1580 = getelementptr inbounds float, ptr %X_f, i64 %1579
  %1581 = load float, ptr %1580, align 4
  %1582 = sext i32 %lane6 to i64
  %1583 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1582
  store float %1581, ptr %1583, align 4
  %1584 = add nsw i32 %lane6, 1
  br label %for.cond487, !llvm.loop !112

for.end489:                                       ; preds = %for.cond487
  br label %for.cond490

for.cond490:                                      ; preds = %for.end495, %for.end489
  %red6 = phi i32 [ 0, %for.end489 ], [ %1603, %for.end495 ]
  %1585 = icmp slt i32 %red6, 15
  br i1 %1585, label %for.body491, label %for.end492

for.body491:                                      ; preds = %for.cond490
  br label %for.cond493

for.end492:                                       ; preds = %for.cond490
  br label %for.cond497

for.cond493:                                      ; preds = %for.body494, %for.body491
  %lane6496 = phi i32 [ 0, %for.body491 ], [ %1602, %for.body494 ]
  %1586 = icmp slt i32 %lane6496, 32
  br i1 %1586, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %1587 = sext i32 %lane6496 to i64
  %1588 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1587
  %1589 = load float, ptr %1588, align 4
  %1590 = sext i32 %i9 to i64
  %1591 = mul nsw i64 %1590, 512
  %1592 = add i32 %red6, 1
  %1593 = mul i32 %1592, 32
  %1594 = add i32 %1593, %lane6496
  %1595 = sext i32 %1594 to i64
  %1596 = add nsw i64 %1591, %1595
  %1597 = getelementptr inbounds float, ptr %X_f, i64 %1596
  %1598 = load float, ptr %1597, align 4
  %1599 = fadd float %1589, %1598
  %1600 = sext i32 %lane6496 to i64
  %1601 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1600
  store float %1599, ptr %1601, align 4
  %1602 = add nsw i32 %lane6496, 1
  br label %for.cond493, !llvm.loop !113

for.end495:                                       ; preds = %for.cond493
  %1603 = add nsw i32 %red6, 1
  br label %for.cond490, !llvm.loop !114

for.cond497:                                      ; preds = %for.body498, %for.end492
  %lane6500 = phi i32 [ 0, %for.end492 ], [ %1614, %for.body498 ]
  %1604 = icmp slt i32 %lane6500, 32
  br i1 %1604, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %1605 = sext i32 %i9 to i64
  %1606 = getelementptr inbounds float, ptr %mean, i64 %1605
  %1607 = load float, ptr %1606, align 4
  %1608 = sext i32 %lane6500 to i64
  %1609 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1608
  %1610 = load float, ptr %1609, align 4
  %1611 = fadd float %1607, %1610
  %1612 = sext i32 %i9 to i64
  %1613 = getelementptr inbounds float, ptr %mean, i64 %1612
  store float %1611, ptr %1613, align 4
  %1614 = add nsw i32 %lane6500, 1
  br label %for.cond497, !llvm.loop !115

for.end499:                                       ; preds = %for.cond497
  %1615 = add nsw i32 %i9, 1
  br label %for.cond484, !llvm.loop !116

for.cond501:                                      ; preds = %for.end516, %for.end486
  %i10 = phi i32 [ 0, %for.end486 ], [ %1658, %for.end516 ]
  %1616 = icmp slt i32 %i10, 4
  br i1 %1616, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  br label %for.cond504

for.end503:                                       ; preds = %for.cond501
  %1617 = add nsw i32 %c, 1
  br label %for.cond440, !llvm.loop !117

for.cond504:                                      ; preds = %for.body505, %for.body502
  %lane7 = phi i32 [ 0, %for.body502 ], [ %1627, %for.body505 ]
  %1618 = icmp slt i32 %lane7, 32
  br i1 %1618, label %for.body505, label %for.end506

for.body505:                                      ; preds = %for.cond504
  %1619 = sext i32 %i10 to i64
  %1620 = mul nsw i64 %1619, 512
  %1621 = sext i32 %lane7 to i64
  %1622 = add nsw i64 %1620, %1621
  %1623 = getelementptr inbounds float, ptr %sq, i64 %1622
  %1624 = load float, ptr %1623, align 4
  %1625 = sext i32 %lane7 to i64
  %1626 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1625
  store float %1624, ptr %1626, align 4
  %1627 = add nsw i32 %lane7, 1
  br label %for.cond504, !llvm.loop !118

for.end506:                                       ; preds = %for.cond504
  br label %for.cond507

for.cond507:                                      ; preds = %for.end512, %for.end506
  %red7 = phi i32 [ 0, %for.end506 ], [ %1646, %for.end512 ]
  %1628 = icmp slt i32 %red7, 15
  br i1 %1628, label %for.body508, label %for.end509

for.body508:                                      ; preds = %for.cond507
  br label %for.cond510

for.end509:                                       ; preds = %for.cond507
  br label %for.cond514

for.cond510:                                      ; preds = %for.body511, %for.body508
  %lane7513 = phi i32 [ 0, %for.body508 ], [ %1645, %for.body511 ]
  %1629 = icmp slt i32 %lane7513, 32
  br i1 %1629, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %1630 = sext i32 %lane7513 to i64
  %1631 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = sext i32 %i10 to i64
  %1634 = mul nsw i64 %1633, 512
  %1635 = add i32 %red7, 1
  %1636 = mul i32 %1635, 32
  %1637 = add i32 %1636, %lane7513
  %1638 = sext i32 %1637 to i64
  %1639 = add nsw i64 %1634, %1638
  %1640 = getelementptr inbounds float, ptr %sq, i64 %1639
  %1641 = load float, ptr %1640, align 4
  %1642 = fadd float %1632, %1641
  %1643 = sext i32 %lane7513 to i64
  %1644 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1643
  store float %1642, ptr %1644, align 4
  %1645 = add nsw i32 %lane7513, 1
  br label %for.cond510, !llvm.loop !119

for.end512:                                       ; preds = %for.cond510
  %1646 = add nsw i32 %red7, 1
  br label %for.cond507, !llvm.loop !120

for.cond514:                                      ; preds = %for.body515, %for.end509
  %lane7517 = phi i32 [ 0, %for.end509 ], [ %1657, %for.body515 ]
  %1647 = icmp slt i32 %lane7517, 32
  br i1 %1647, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %1648 = sext i32 %i10 to i64
  %1649 = getelementptr inbounds float, ptr %rstd, i64 %1648
  %1650 = load float, ptr %1649, align 4
  %1651 = sext i32 %lane7517 to i64
  %1652 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1651
  %1653 = load float, ptr %1652, align 4
  %1654 = fadd float %1650, %1653
  %1655 = sext i32 %i10 to i64
  %1656 = getelementptr inbounds float, ptr %rstd, i64 %1655
  store float %1654, ptr %1656, align 4
  %1657 = add nsw i32 %lane7517, 1
  br label %for.cond514, !llvm.loop !121

for.end516:                                       ; preds = %for.cond514
  %1658 = add nsw i32 %i10, 1
  br label %for.cond501, !llvm.loop !122

for.cond518:                                      ; preds = %for.body519, %for.end442
  %i521 = phi i32 [ 0, %for.end442 ], [ %1688, %for.body519 ]
  %1659 = icmp slt i32 %i521, 4
  br i1 %1659, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %1660 = sext i32 %i521 to i64
  %1661 = getelementptr inbounds float, ptr %mean, i64 %1660
  %1662 = load float, ptr %1661, align 4
  %1663 = sitofp i32 %N to float
  %1664 = fdiv float %1662, %1663
  %1665 = sext i32 %i521 to i64
  %1666 = getelementptr inbounds float, ptr %mean, i64 %1665
  store float %1664, ptr %1666, align 4
  %1667 = sext i32 %i521 to i64
  %1668 = getelementptr inbounds float, ptr %rstd, i64 %1667
  %1669 = load float, ptr %1668, align 4
  %1670 = sitofp i32 %N to float
  %1671 = fdiv float %1669, %1670
  %1672 = sext i32 %i521 to i64
  %1673 = getelementptr inbounds float, ptr %mean, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = sext i32 %i521 to i64
  %1676 = getelementptr inbounds float, ptr %mean, i64 %1675
  %1677 = load float, ptr %1676, align 4
  %1678 = fmul float %1674, %1677
  %1679 = fsub float %1671, %1678
  %1680 = call float @llvm.maxnum.f32(float %1679, float 0.000000e+00)
  %1681 = fadd float %1680, 0x3EE4F8B580000000
  %1682 = fpext float %1681 to double
  %1683 = call double @llvm.sqrt.f64(double %1682)
  %1684 = fdiv double 1.000000e+00, %1683
  %1685 = fptrunc double %1684 to float
  %1686 = sext i32 %i521 to i64
  %1687 = getelementptr inbounds float, ptr %rstd, i64 %1686
  store float %1685, ptr %1687, align 4
  %1688 = add nsw i32 %i521, 1
  br label %for.cond518, !llvm.loop !123

for.end520:                                       ; preds = %for.cond518
  %1689 = sext i32 %N to i64
  %1690 = sdiv i64 %1689, 512
  %1691 = sub i64 0, %1689
  %1692 = select i1 false, i64 %1691, i64 %1690
  %1693 = srem i64 %1689, 512
  %1694 = icmp ne i64 %1693, 0
  %1695 = icmp slt i64 %1689, 0
  %1696 = icmp eq i1 %1695, false
  %1697 = and i1 %1694, %1696
  %1698 = zext i1 %1697 to i64
  %1699 = add i64 %1692, %1698
  %1700 = trunc i64 %1699 to i32
  br label %for.cond522

for.cond522:                                      ; preds = %if.end606, %for.end520
  %c525 = phi i32 [ 0, %for.end520 ], [ %2805, %if.end606 ]
  %1701 = icmp slt i32 %c525, %1700
  br i1 %1701, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %1702 = sext i32 %N to i64
  %1703 = sdiv i64 %1702, 512
  %1704 = sub i64 0, %1702
  %1705 = select i1 false, i64 %1704, i64 %1703
  %1706 = srem i64 %1702, 512
  %1707 = icmp ne i64 %1706, 0
  %1708 = icmp slt i64 %1702, 0
  %1709 = icmp eq i1 %1708, false
  %1710 = and i1 %1707, %1709
  %1711 = zext i1 %1710 to i64
  %1712 = add i64 %1705, %1711
  %1713 = trunc i64 %1712 to i32
  %1714 = sub i32 %1713, 1
  %t = sub i32 %1714, %c525
  %1715 = mul i32 %bx, 4
  %1716 = icmp sle i32 0, %1715
  %1717 = mul i32 %bx, 4
  %1718 = sext i32 %1717 to i64
  %1719 = add i64 %1718, 4
  %1720 = sext i32 %M to i64
  %1721 = icmp sle i64 %1719, %1720
  %1722 = and i1 %1716, %1721
  %1723 = mul i32 %t, 512
  %1724 = icmp sle i32 0, %1723
  %1725 = mul i32 %t, 512
  %1726 = sext i32 %1725 to i64
  %1727 = add i64 %1726, 512
  %1728 = sext i32 %N to i64
  %1729 = icmp sle i64 %1727, %1728
  %1730 = and i1 %1724, %1729
  %1731 = and i1 %1722, %1730
  br i1 %1731, label %if.then526, label %if.else527

for.end524:                                       ; preds = %for.cond522
  br label %if.end284

if.then526:                                       ; preds = %for.body523
  br label %for.cond529

if.else527:                                       ; preds = %for.body523
  br label %for.cond535

if.end528:                                        ; preds = %for.end537, %for.end531
  %1732 = mul i32 %t, 512
  %1733 = icmp sle i32 0, %1732
  %1734 = mul i32 %t, 512
  %1735 = sext i32 %1734 to i64
  %1736 = add i64 %1735, 512
  %1737 = sext i32 %N to i64
  %1738 = icmp sle i64 %1736, %1737
  %1739 = and i1 %1733, %1738
  br i1 %1739, label %if.then557, label %if.else558

for.cond529:                                      ; preds = %for.end534, %if.then526
  %i15 = phi i32 [ 0, %if.then526 ], [ %1759, %for.end534 ]
  %1740 = icmp slt i32 %i15, 4
  br i1 %1740, label %for.body530, label %for.end531

for.body530:                                      ; preds = %for.cond529
  br label %for.cond532

for.end531:                                       ; preds = %for.cond529
  br label %if.end528

for.cond532:                                      ; preds = %for.body533, %for.body530
  %j5 = phi i32 [ 0, %for.body530 ], [ %1758, %for.body533 ]
  %1741 = icmp slt i32 %j5, 512
  br i1 %1741, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %1742 = mul i32 %bx, 4
  %1743 = add i32 %1742, %i15
  %1744 = sext i32 %1743 to i64
  %1745 = sext i32 %N to i64
  %1746 = mul nsw i64 %1744, %1745
  %1747 = mul i32 %t, 512
  %1748 = add i32 %1747, %j5
  %1749 = sext i32 %1748 to i64
  %1750 = add nsw i64 %1746, %1749
  %1751 = getelementptr inbounds float, ptr %X, i64 %1750
  %1752 = load float, ptr %1751, align 4
  %1753 = sext i32 %i15 to i64
  %1754 = mul nsw i64 %1753, 512
  %1755 = sext i32 %j5 to i64
  %1756 = add nsw i64 %1754, %1755
  %1757 = getelementptr inbounds float, ptr %X_f, i64 %1756
  store float %1752, ptr %1757, align 4
  %1758 = add nsw i32 %j5, 1
  br label %for.cond532, !llvm.loop !124

for.end534:                                       ; preds = %for.cond532
  %1759 = add nsw i32 %i15, 1
  br label %for.cond529, !llvm.loop !125

for.cond535:                                      ; preds = %for.end555, %if.else527
  %i15538 = phi i32 [ 0, %if.else527 ], [ %1868, %for.end555 ]
  %1760 = icmp slt i32 %i15538, 4
  br i1 %1760, label %for.body536, label %for.end537

for.body536:                                      ; preds = %for.cond535
  %1761 = mul i32 %t, 512
  %1762 = sext i32 %1761 to i64
  %1763 = sub i64 0, %1762
  %1764 = icmp slt i64 %1763, 0
  %1765 = mul i32 %t, 512
  %1766 = sext i32 %1765 to i64
  %1767 = sub i64 0, %1766
  %1768 = icmp sgt i64 %1767, 512
  %1769 = mul i32 %t, 512
  %1770 = sext i32 %1769 to i64
  %1771 = sub i64 0, %1770
  %1772 = select i1 %1768, i64 512, i64 %1771
  %1773 = select i1 %1764, i64 0, i64 %1772
  %tl_lo17 = trunc i64 %1773 to i32
  %1774 = sext i32 %N to i64
  %1775 = mul i32 %t, 512
  %1776 = sext i32 %1775 to i64
  %1777 = sub i64 %1774, %1776
  %1778 = icmp slt i64 %1777, 0
  %1779 = sext i32 %N to i64
  %1780 = mul i32 %t, 512
  %1781 = sext i32 %1780 to i64
  %1782 = sub i64 %1779, %1781
  %1783 = icmp sgt i64 %1782, 512
  %1784 = sext i32 %N to i64
  %1785 = mul i32 %t, 512
  %1786 = sext i32 %1785 to i64
  %1787 = sub i64 %1784, %1786
  %1788 = select i1 %1783, i64 512, i64 %1787
  %1789 = select i1 %1778, i64 0, i64 %1788
  %1790 = sext i32 %tl_lo17 to i64
  %1791 = icmp slt i64 %1789, %1790
  %1792 = sext i32 %tl_lo17 to i64
  %1793 = sext i32 %N to i64
  %1794 = mul i32 %t, 512
  %1795 = sext i32 %1794 to i64
  %1796 = sub i64 %1793, %1795
  %1797 = icmp slt i64 %1796, 0
  %1798 = sext i32 %N to i64
  %1799 = mul i32 %t, 512
  %1800 = sext i32 %1799 to i64
  %1801 = sub i64 %1798, %1800
  %1802 = icmp sgt i64 %1801, 512
  %1803 = sext i32 %N to i64
  %1804 = mul i32 %t, 512
  %1805 = sext i32 %1804 to i64
  %1806 = sub i64 %1803, %1805
  %1807 = select i1 %1802, i64 512, i64 %1806
  %1808 = select i1 %1797, i64 0, i64 %1807
  %1809 = select i1 %1791, i64 %1792, i64 %1808
  %tl_hi18 = trunc i64 %1809 to i32
  br label %for.cond539

for.end537:                                       ; preds = %for.cond535
  br label %if.end528

for.cond539:                                      ; preds = %for.body540, %for.body536
  %j5542 = phi i32 [ 0, %for.body536 ], [ %1816, %for.body540 ]
  %1810 = icmp slt i32 %j5542, %tl_lo17
  br i1 %1810, label %for.body540, label %for.end541

for.body540:                                      ; preds = %for.cond539
  %1811 = sext i32 %i15538 to i64
  %1812 = mul nsw i64 %1811, 512
  %1813 = sext i32 %j5542 to i64
  %1814 = add nsw i64 %1812, %1813
  %1815 = getelementptr inbounds float, ptr %X_f, i64 %1814
  store float 0.000000e+00, ptr %1815, align 4
  %1816 = add nsw i32 %j5542, 1
  br label %for.cond539, !llvm.loop !126

for.end541:                                       ; preds = %for.cond539
  %1817 = mul i32 %bx, 4
  %1818 = sext i32 %1817 to i64
  %1819 = sext i32 %i15538 to i64
  %1820 = add i64 %1818, %1819
  %1821 = icmp sle i64 0, %1820
  %1822 = mul i32 %bx, 4
  %1823 = sext i32 %1822 to i64
  %1824 = sext i32 %i15538 to i64
  %1825 = add i64 %1823, %1824
  %1826 = sext i32 %M to i64
  %1827 = icmp slt i64 %1825, %1826
  %1828 = and i1 %1821, %1827
  br i1 %1828, label %if.then543, label %if.else544

if.then543:                                       ; preds = %for.end541
  %1829 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond546

if.else544:                                       ; preds = %for.end541
  %1830 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond549

if.end545:                                        ; preds = %for.end551, %for.end548
  %1831 = sub i32 512, %tl_hi18
  br label %for.cond553

for.cond546:                                      ; preds = %for.body547, %if.then543
  %j51 = phi i32 [ 0, %if.then543 ], [ %1851, %for.body547 ]
  %1832 = icmp slt i32 %j51, %1829
  br i1 %1832, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %1833 = mul i32 %bx, 4
  %1834 = add i32 %1833, %i15538
  %1835 = sext i32 %1834 to i64
  %1836 = sext i32 %N to i64
  %1837 = mul nsw i64 %1835, %1836
  %1838 = mul i32 %t, 512
  %1839 = add i32 %tl_lo17, %j51
  %1840 = add i32 %1838, %1839
  %1841 = sext i32 %1840 to i64
  %1842 = add nsw i64 %1837, %1841
  %1843 = getelementptr inbounds float, ptr %X, i64 %1842
  %1844 = load float, ptr %1843, align 4
  %1845 = sext i32 %i15538 to i64
  %1846 = mul nsw i64 %1845, 512
  %1847 = add i32 %tl_lo17, %j51
  %1848 = sext i32 %1847 to i64
  %1849 = add nsw i64 %1846, %1848
  %1850 = getelementptr inbounds float, ptr %X_f, i64 %1849
  store float %1844, ptr %1850, align 4
  %1851 = add nsw i32 %j51, 1
  br label %for.cond546, !llvm.loop !127

for.end548:                                       ; preds = %for.cond546
  br label %if.end545

for.cond549:                                      ; preds = %for.body550, %if.else544
  %j51552 = phi i32 [ 0, %if.else544 ], [ %1859, %for.body550 ]
  %1852 = icmp slt i32 %j51552, %1830
  br i1 %1852, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  %1853 = sext i32 %i15538 to i64
  %1854 = mul nsw i64 %1853, 512
  %1855 = add i32 %tl_lo17, %j51552
  %1856 = sext i32 %1855 to i64
  %1857 = add nsw i64 %1854, %1856
  %1858 = getelementptr inbounds float, ptr %X_f, i64 %1857
  store float 0.000000e+00, ptr %1858, align 4
  %1859 = add nsw i32 %j51552, 1
  br label %for.cond549, !llvm.loop !128

for.end551:                                       ; preds = %for.cond549
  br label %if.end545

for.cond553:                                      ; preds = %for.body554, %if.end545
  %j51556 = phi i32 [ 0, %if.end545 ], [ %1867, %for.body554 ]
  %1860 = icmp slt i32 %j51556, %1831
  br i1 %1860, label %for.body554, label %for.end555

for.body554:                                      ; preds = %for.cond553
  %1861 = sext i32 %i15538 to i64
  %1862 = mul nsw i64 %1861, 512
  %1863 = add i32 %tl_hi18, %j51556
  %1864 = sext i32 %1863 to i64
  %1865 = add nsw i64 %1862, %1864
  %1866 = getelementptr inbounds float, ptr %X_f, i64 %1865
  store float 0.000000e+00, ptr %1866, align 4
  %1867 = add nsw i32 %j51556, 1
  br label %for.cond553, !llvm.loop !129

for.end555:                                       ; preds = %for.cond553
  %1868 = add nsw i32 %i15538, 1
  br label %for.cond535, !llvm.loop !130

if.then557:                                       ; preds = %if.end528
  br label %for.cond560

if.else558:                                       ; preds = %if.end528
  %1869 = mul i32 %t, 512
  %1870 = sext i32 %1869 to i64
  %1871 = sub i64 0, %1870
  %1872 = icmp slt i64 %1871, 0
  %1873 = mul i32 %t, 512
  %1874 = sext i32 %1873 to i64
  %1875 = sub i64 0, %1874
  %1876 = icmp sgt i64 %1875, 512
  %1877 = mul i32 %t, 512
  %1878 = sext i32 %1877 to i64
  %1879 = sub i64 0, %1878
  %1880 = select i1 %1876, i64 512, i64 %1879
  %1881 = select i1 %1872, i64 0, i64 %1880
  %tl_lo19 = trunc i64 %1881 to i32
  %1882 = sext i32 %N to i64
  %1883 = mul i32 %t, 512
  %1884 = sext i32 %1883 to i64
  %1885 = sub i64 %1882, %1884
  %1886 = icmp slt i64 %1885, 0
  %1887 = sext i32 %N to i64
  %1888 = mul i32 %t, 512
  %1889 = sext i32 %1888 to i64
  %1890 = sub i64 %1887, %1889
  %1891 = icmp sgt i64 %1890, 512
  %1892 = sext i32 %N to i64
  %1893 = mul i32 %t, 512
  %1894 = sext i32 %1893 to i64
  %1895 = sub i64 %1892, %1894
  %1896 = select i1 %1891, i64 512, i64 %1895
  %1897 = select i1 %1886, i64 0, i64 %1896
  %1898 = sext i32 %tl_lo19 to i64
  %1899 = icmp slt i64 %1897, %1898
  %1900 = sext i32 %tl_lo19 to i64
  %1901 = sext i32 %N to i64
  %1902 = mul i32 %t, 512
  %1903 = sext i32 %1902 to i64
  %1904 = sub i64 %1901, %1903
  %1905 = icmp slt i64 %1904, 0
  %1906 = sext i32 %N to i64
  %1907 = mul i32 %t, 512
  %1908 = sext i32 %1907 to i64
  %1909 = sub i64 %1906, %1908
  %1910 = icmp sgt i64 %1909, 512
  %1911 = sext i32 %N to i64
  %1912 = mul i32 %t, 512
  %1913 = sext i32 %1912 to i64
  %1914 = sub i64 %1911, %1913
  %1915 = select i1 %1910, i64 512, i64 %1914
  %1916 = select i1 %1905, i64 0, i64 %1915
  %1917 = select i1 %1899, i64 %1900, i64 %1916
  %tl_hi20 = trunc i64 %1917 to i32
  br label %for.cond564

if.end559:                                        ; preds = %for.end573, %for.end562
  %1918 = mul i32 %t, 512
  %1919 = icmp sle i32 0, %1918
  %1920 = mul i32 %t, 512
  %1921 = sext i32 %1920 to i64
  %1922 = add i64 %1921, 512
  %1923 = sext i32 %N to i64
  %1924 = icmp sle i64 %1922, %1923
  %1925 = and i1 %1919, %1924
  br i1 %1925, label %if.then575, label %if.else576

for.cond560:                                      ; preds = %for.body561, %if.then557
  %i15563 = phi i32 [ 0, %if.then557 ], [ %1934, %for.body561 ]
  %1926 = icmp slt i32 %i15563, 512
  br i1 %1926, label %for.body561, label %for.end562

for.body561:                                      ; preds = %for.cond560
  %1927 = mul i32 %t, 512
  %1928 = add i32 %1927, %i15563
  %1929 = sext i32 %1928 to i64
  %1930 = getelementptr inbounds float, ptr %W, i64 %1929
  %1931 = load float, ptr %1930, align 4
  %1932 = sext i32 %i15563 to i64
  %1933 = getelementptr inbounds float, ptr %W_f, i64 %1932
  store float %1931, ptr %1933, align 4
  %1934 = add nsw i32 %i15563, 1
  br label %for.cond560, !llvm.loop !131

for.end562:                                       ; preds = %for.cond560
  br label %if.end559

for.cond564:                                      ; preds = %for.body565, %if.else558
  %i15567 = phi i32 [ 0, %if.else558 ], [ %1938, %for.body565 ]
  %1935 = icmp slt i32 %i15567, %tl_lo19
  br i1 %1935, label %for.body565, label %for.end566

for.body565:                                      ; preds = %for.cond564
  %1936 = sext i32 %i15567 to i64
  %1937 = getelementptr inbounds float, ptr %W_f, i64 %1936
  store float 0.000000e+00, ptr %1937, align 4
  %1938 = add nsw i32 %i15567, 1
  br label %for.cond564, !llvm.loop !132

for.end566:                                       ; preds = %for.cond564
  %1939 = sub i32 %tl_hi20, %tl_lo19
  br label %for.cond568

for.cond568:                                      ; preds = %for.body569, %for.end566
  %i151 = phi i32 [ 0, %for.end566 ], [ %1950, %for.body569 ]
  %1940 = icmp slt i32 %i151, %1939
  br i1 %1940, label %for.body569, label %for.end570

for.body569:                                      ; preds = %for.cond568
  %1941 = mul i32 %t, 512
  %1942 = add i32 %tl_lo19, %i151
  %1943 = add i32 %1941, %1942
  %1944 = sext i32 %1943 to i64
  %1945 = getelementptr inbounds float, ptr %W, i64 %1944
  %1946 = load float, ptr %1945, align 4
  %1947 = add i32 %tl_lo19, %i151
  %1948 = sext i32 %1947 to i64
  %1949 = getelementptr inbounds float, ptr %W_f, i64 %1948
  store float %1946, ptr %1949, align 4
  %1950 = add nsw i32 %i151, 1
  br label %for.cond568, !llvm.loop !133

for.end570:                                       ; preds = %for.cond568
  %1951 = sub i32 512, %tl_hi20
  br label %for.cond571

for.cond571:                                      ; preds = %for.body572, %for.end570
  %i151574 = phi i32 [ 0, %for.end570 ], [ %1956, %for.body572 ]
  %1952 = icmp slt i32 %i151574, %1951
  br i1 %1952, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %1953 = add i32 %tl_hi20, %i151574
  %1954 = sext i32 %1953 to i64
  %1955 = getelementptr inbounds float, ptr %W_f, i64 %1954
  store float 0.000000e+00, ptr %1955, align 4
  %1956 = add nsw i32 %i151574, 1
  br label %for.cond571, !llvm.loop !134

for.end573:                                       ; preds = %for.cond571
  br label %if.end559

if.then575:                                       ; preds = %if.end559
  br label %for.cond578

if.else576:                                       ; preds = %if.end559
  %1957 = mul i32 %t, 512
  %1958 = sext i32 %1957 to i64
  %1959 = sub i64 0, %1958
  %1960 = icmp slt i64 %1959, 0
  %1961 = mul i32 %t, 512
  %1962 = sext i32 %1961 to i64
  %1963 = sub i64 0, %1962
  %1964 = icmp sgt i64 %1963, 512
  %1965 = mul i32 %t, 512
  %1966 = sext i32 %1965 to i64
  %1967 = sub i64 0, %1966
  %1968 = select i1 %1964, i64 512, i64 %1967
  %1969 = select i1 %1960, i64 0, i64 %1968
  %tl_lo21 = trunc i64 %1969 to i32
  %1970 = sext i32 %N to i64
  %1971 = mul i32 %t, 512
  %1972 = sext i32 %1971 to i64
  %1973 = sub i64 %1970, %1972
  %1974 = icmp slt i64 %1973, 0
  %1975 = sext i32 %N to i64
  %1976 = mul i32 %t, 512
  %1977 = sext i32 %1976 to i64
  %1978 = sub i64 %1975, %1977
  %1979 = icmp sgt i64 %1978, 512
  %1980 = sext i32 %N to i64
  %1981 = mul i32 %t, 512
  %1982 = sext i32 %1981 to i64
  %1983 = sub i64 %1980, %1982
  %1984 = select i1 %1979, i64 512, i64 %1983
  %1985 = select i1 %1974, i64 0, i64 %1984
  %1986 = sext i32 %tl_lo21 to i64
  %1987 = icmp slt i64 %1985, %1986
  %1988 = sext i32 %tl_lo21 to i64
  %1989 = sext i32 %N to i64
  %1990 = mul i32 %t, 512
  %1991 = sext i32 %1990 to i64
  %1992 = sub i64 %1989, %1991
  %1993 = icmp slt i64 %1992, 0
  %1994 = sext i32 %N to i64
  %1995 = mul i32 %t, 512
  %1996 = sext i32 %1995 to i64
  %1997 = sub i64 %1994, %1996
  %1998 = icmp sgt i64 %1997, 512
  %1999 = sext i32 %N to i64
  %2000 = mul i32 %t, 512
  %2001 = sext i32 %2000 to i64
  %2002 = sub i64 %1999, %2001
  %2003 = select i1 %1998, i64 512, i64 %2002
  %2004 = select i1 %1993, i64 0, i64 %2003
  %2005 = select i1 %1987, i64 %1988, i64 %2004
  %tl_hi22 = trunc i64 %2005 to i32
  br label %for.cond582

if.end577:                                        ; preds = %for.end591, %for.end580
  br label %for.cond593

for.cond578:                                      ; preds = %for.body579, %if.then575
  %i15581 = phi i32 [ 0, %if.then575 ], [ %2014, %for.body579 ]
  %2006 = icmp slt i32 %i15581, 512
  br i1 %2006, label %for.body579, label %for.end580

for.body579:                                      ; preds = %for.cond578
  %2007 = mul i32 %t, 512
  %2008 = add i32 %2007, %i15581
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr inbounds float, ptr %B, i64 %2009
  %2011 = load float, ptr %2010, align 4
  %2012 = sext i32 %i15581 to i64
  %2013 = getelementptr inbounds float, ptr %B_f, i64 %2012
  store float %2011, ptr %2013, align 4
  %2014 = add nsw i32 %i15581, 1
  br label %for.cond578, !llvm.loop !135

for.end580:                                       ; preds = %for.cond578
  br label %if.end577

for.cond582:                                      ; preds = %for.body583, %if.else576
  %i15585 = phi i32 [ 0, %if.else576 ], [ %2018, %for.body583 ]
  %2015 = icmp slt i32 %i15585, %tl_lo21
  br i1 %2015, label %for.body583, label %for.end584

for.body583:                                      ; preds = %for.cond582
  %2016 = sext i32 %i15585 to i64
  %2017 = getelementptr inbounds float, ptr %B_f, i64 %2016
  store float 0.000000e+00, ptr %2017, align 4
  %2018 = add nsw i32 %i15585, 1
  br label %for.cond582, !llvm.loop !136

for.end584:                                       ; preds = %for.cond582
  %2019 = sub i32 %tl_hi22, %tl_lo21
  br label %for.cond586

for.cond586:                                      ; preds = %for.body587, %for.end584
  %i152 = phi i32 [ 0, %for.end584 ], [ %2030, %for.body587 ]
  %2020 = icmp slt i32 %i152, %2019
  br i1 %2020, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  %2021 = mul i32 %t, 512
  %2022 = add i32 %tl_lo21, %i152
  %2023 = add i32 %2021, %2022
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr inbounds float, ptr %B, i64 %2024
  %2026 = load float, ptr %2025, align 4
  %2027 = add i32 %tl_lo21, %i152
  %2028 = sext i32 %2027 to i64
  %2029 = getelementptr inbounds float, ptr %B_f, i64 %2028
  store float %2026, ptr %2029, align 4
  %2030 = add nsw i32 %i152, 1
  br label %for.cond586, !llvm.loop !137

for.end588:                                       ; preds = %for.cond586
  %2031 = sub i32 512, %tl_hi22
  br label %for.cond589

for.cond589:                                      ; preds = %for.body590, %for.end588
  %i152592 = phi i32 [ 0, %for.end588 ], [ %2036, %for.body590 ]
  %2032 = icmp slt i32 %i152592, %2031
  br i1 %2032, label %for.body590, label %for.end591

for.body590:                                      ; preds = %for.cond589
  %2033 = add i32 %tl_hi22, %i152592
  %2034 = sext i32 %2033 to i64
  %2035 = getelementptr inbounds float, ptr %B_f, i64 %2034
  store float 0.000000e+00, ptr %2035, align 4
  %2036 = add nsw i32 %i152592, 1
  br label %for.cond589, !llvm.loop !138

for.end591:                                       ; preds = %for.cond589
  br label %if.end577

for.cond593:                                      ; preds = %for.end603, %if.end577
  %i596 = phi i32 [ 0, %if.end577 ], [ %2804, %for.end603 ]
  %2037 = icmp slt i32 %i596, 4
  br i1 %2037, label %for.body594, label %for.end595

for.body594:                                      ; preds = %for.cond593
  %2038 = sext i32 %N to i64
  %2039 = sext i32 %N to i64
  %2040 = sdiv i64 %2039, 512
  %2041 = sub i64 0, %2039
  %2042 = select i1 false, i64 %2041, i64 %2040
  %2043 = srem i64 %2039, 512
  %2044 = icmp ne i64 %2043, 0
  %2045 = icmp slt i64 %2039, 0
  %2046 = icmp eq i1 %2045, false
  %2047 = and i1 %2044, %2046
  %2048 = zext i1 %2047 to i64
  %2049 = add i64 %2042, %2048
  %2050 = trunc i64 %2049 to i32
  %2051 = sub i32 %2050, 1
  %2052 = sub i32 %2051, %c525
  %2053 = mul i32 %2052, 512
  %2054 = sext i32 %2053 to i64
  %2055 = sub i64 %2038, %2054
  %2056 = icmp slt i64 %2055, 0
  %2057 = sext i32 %N to i64
  %2058 = sext i32 %N to i64
  %2059 = sdiv i64 %2058, 512
  %2060 = sub i64 0, %2058
  %2061 = select i1 false, i64 %2060, i64 %2059
  %2062 = srem i64 %2058, 512
  %2063 = icmp ne i64 %2062, 0
  %2064 = icmp slt i64 %2058, 0
  %2065 = icmp eq i1 %2064, false
  %2066 = and i1 %2063, %2065
  %2067 = zext i1 %2066 to i64
  %2068 = add i64 %2061, %2067
  %2069 = trunc i64 %2068 to i32
  %2070 = sub i32 %2069, 1
  %2071 = sub i32 %2070, %c525
  %2072 = mul i32 %2071, 512
  %2073 = sext i32 %2072 to i64
  %2074 = sub i64 %2057, %2073
  %2075 = icmp sgt i64 %2074, 512
  %2076 = sext i32 %N to i64
  %2077 = sext i32 %N to i64
  %2078 = sdiv i64 %2077, 512
  %2079 = sub i64 0, %2077
  %2080 = select i1 false, i64 %2079, i64 %2078
  %2081 = srem i64 %2077, 512
  %2082 = icmp ne i64 %2081, 0
  %2083 = icmp slt i64 %2077, 0
  %2084 = icmp eq i1 %2083, false
  %2085 = and i1 %2082, %2084
  %2086 = zext i1 %2085 to i64
  %2087 = add i64 %2080, %2086
  %2088 = trunc i64 %2087 to i32
  %2089 = sub i32 %2088, 1
  %2090 = sub i32 %2089, %c525
  %2091 = mul i32 %2090, 512
  %2092 = sext i32 %2091 to i64
  %2093 = sub i64 %2076, %2092
  %2094 = select i1 %2075, i64 512, i64 %2093
  %2095 = select i1 %2056, i64 0, i64 %2094
  %2096 = sext i32 %N to i64
  %2097 = sdiv i64 %2096, 512
  %2098 = sub i64 0, %2096
  %2099 = select i1 false, i64 %2098, i64 %2097
  %2100 = srem i64 %2096, 512
  %2101 = icmp ne i64 %2100, 0
  %2102 = icmp slt i64 %2096, 0
  %2103 = icmp eq i1 %2102, false
  %2104 = and i1 %2101, %2103
  %2105 = zext i1 %2104 to i64
  %2106 = add i64 %2099, %2105
  %2107 = trunc i64 %2106 to i32
  %2108 = sub i32 %2107, 1
  %2109 = sub i32 %2108, %c525
  %2110 = mul i32 %2109, 512
  %2111 = sext i32 %2110 to i64
  %2112 = sub i64 0, %2111
  %2113 = icmp slt i64 %2112, 0
  %2114 = sext i32 %N to i64
  %2115 = sdiv i64 %2114, 512
  %2116 = sub i64 0, %2114
  %2117 = select i1 false, i64 %2116, i64 %2115
  %2118 = srem i64 %2114, 512
  %2119 = icmp ne i64 %2118, 0
  %2120 = icmp slt i64 %2114, 0
  %2121 = icmp eq i1 %2120, false
  %2122 = and i1 %2119, %2121
  %2123 = zext i1 %2122 to i64
  %2124 = add i64 %2117, %2123
  %2125 = trunc i64 %2124 to i32
  %2126 = sub i32 %2125, 1
  %2127 = sub i32 %2126, %c525
  %2128 = mul i32 %2127, 512
  %2129 = sext i32 %2128 to i64
  %2130 = sub i64 0, %2129
  %2131 = icmp sgt i64 %2130, 512
  %2132 = sext i32 %N to i64
  %2133 = sdiv i64 %2132, 512
  %2134 = sub i64 0, %2132
  %2135 = select i1 false, i64 %2134, i64 %2133
  %2136 = srem i64 %2132, 512
  %2137 = icmp ne i64 %2136, 0
  %2138 = icmp slt i64 %2132, 0
  %2139 = icmp eq i1 %2138, false
  %2140 = and i1 %2137, %2139
  %2141 = zext i1 %2140 to i64
  %2142 = add i64 %2135, %2141
  %2143 = trunc i64 %2142 to i32
  %2144 = sub i32 %2143, 1
  %2145 = sub i32 %2144, %c525
  %2146 = mul i32 %2145, 512
  %2147 = sext i32 %2146 to i64
  %2148 = sub i64 0, %2147
  %2149 = select i1 %2131, i64 512, i64 %2148
  %2150 = select i1 %2113, i64 0, i64 %2149
  %2151 = trunc i64 %2150 to i32
  %2152 = sext i32 %2151 to i64
  %2153 = icmp slt i64 %2095, %2152
  %2154 = sext i32 %N to i64
  %2155 = sdiv i64 %2154, 512
  %2156 = sub i64 0, %2154
  %2157 = select i1 false, i64 %2156, i64 %2155
  %2158 = srem i64 %2154, 512
  %2159 = icmp ne i64 %2158, 0
  %2160 = icmp slt i64 %2154, 0
  %2161 = icmp eq i1 %2160, false
  %2162 = and i1 %2159, %2161
  %2163 = zext i1 %2162 to i64
  %2164 = add i64 %2157, %2163
  %2165 = trunc i64 %2164 to i32
  %2166 = sub i32 %2165, 1
  %2167 = sub i32 %2166, %c525
  %2168 = mul i32 %2167, 512
  %2169 = sext i32 %2168 to i64
  %2170 = sub i64 0, %2169
  %2171 = icmp slt i64 %2170, 0
  %2172 = sext i32 %N to i64
  %2173 = sdiv i64 %2172, 512
  %2174 = sub i64 0, %2172
  %2175 = select i1 false, i64 %2174, i64 %2173
  %2176 = srem i64 %2172, 512
  %2177 = icmp ne i64 %2176, 0
  %2178 = icmp slt i64 %2172, 0
  %2179 = icmp eq i1 %2178, false
  %2180 = and i1 %2177, %2179
  %2181 = zext i1 %2180 to i64
  %2182 = add i64 %2175, %2181
  %2183 = trunc i64 %2182 to i32
  %2184 = sub i32 %2183, 1
  %2185 = sub i32 %2184, %c525
  %2186 = mul i32 %2185, 512
  %2187 = sext i32 %2186 to i64
  %2188 = sub i64 0, %2187
  %2189 = icmp sgt i64 %2188, 512
  %2190 = sext i32 %N to i64
  %2191 = sdiv i64 %2190, 512
  %2192 = sub i64 0, %2190
  %2193 = select i1 false, i64 %2192, i64 %2191
  %2194 = srem i64 %2190, 512
  %2195 = icmp ne i64 %2194, 0
  %2196 = icmp slt i64 %2190, 0
  %2197 = icmp eq i1 %2196, false
  %2198 = and i1 %2195, %2197
  %2199 = zext i1 %2198 to i64
  %2200 = add i64 %2193, %2199
  %2201 = trunc i64 %2200 to i32
  %2202 = sub i32 %2201, 1
  %2203 = sub i32 %2202, %c525
  %2204 = mul i32 %2203, 512
  %2205 = sext i32 %2204 to i64
  %2206 = sub i64 0, %2205
  %2207 = select i1 %2189, i64 512, i64 %2206
  %2208 = select i1 %2171, i64 0, i64 %2207
  %2209 = trunc i64 %2208 to i32
  %2210 = sext i32 %2209 to i64
  %2211 = sext i32 %N to i64
  %2212 = sext i32 %N to i64
  %2213 = sdiv i64 %2212, 512
  %2214 = sub i64 0, %2212
  %2215 = select i1 false, i64 %2214, i64 %2213
  %2216 = srem i64 %2212, 512
  %2217 = icmp ne i64 %2216, 0
  %2218 = icmp slt i64 %2212, 0
  %2219 = icmp eq i1 %2218, false
  %2220 = and i1 %2217, %2219
  %2221 = zext i1 %2220 to i64
  %2222 = add i64 %2215, %2221
  %2223 = trunc i64 %2222 to i32
  %2224 = sub i32 %2223, 1
  %2225 = sub i32 %2224, %c525
  %2226 = mul i32 %2225, 512
  %2227 = sext i32 %2226 to i64
  %2228 = sub i64 %2211, %2227
  %2229 = icmp slt i64 %2228, 0
  %2230 = sext i32 %N to i64
  %2231 = sext i32 %N to i64
  %2232 = sdiv i64 %2231, 512
  %2233 = sub i64 0, %2231
  %2234 = select i1 false, i64 %2233, i64 %2232
  %2235 = srem i64 %2231, 512
  %2236 = icmp ne i64 %2235, 0
  %2237 = icmp slt i64 %2231, 0
  %2238 = icmp eq i1 %2237, false
  %2239 = and i1 %2236, %2238
  %2240 = zext i1 %2239 to i64
  %2241 = add i64 %2234, %2240
  %2242 = trunc i64 %2241 to i32
  %2243 = sub i32 %2242, 1
  %2244 = sub i32 %2243, %c525
  %2245 = mul i32 %2244, 512
  %2246 = sext i32 %2245 to i64
  %2247 = sub i64 %2230, %2246
  %2248 = icmp sgt i64 %2247, 512
  %2249 = sext i32 %N to i64
  %2250 = sext i32 %N to i64
  %2251 = sdiv i64 %2250, 512
  %2252 = sub i64 0, %2250
  %2253 = select i1 false, i64 %2252, i64 %2251
  %2254 = srem i64 %2250, 512
  %2255 = icmp ne i64 %2254, 0
  %2256 = icmp slt i64 %2250, 0
  %2257 = icmp eq i1 %2256, false
  %2258 = and i1 %2255, %2257
  %2259 = zext i1 %2258 to i64
  %2260 = add i64 %2253, %2259
  %2261 = trunc i64 %2260 to i32
  %2262 = sub i32 %2261, 1
  %2263 = sub i32 %2262, %c525
  %2264 = mul i32 %2263, 512
  %2265 = sext i32 %2264 to i64
  %2266 = sub i64 %2249, %2265
  %2267 = select i1 %2248, i64 512, i64 %2266
  %2268 = select i1 %2229, i64 0, i64 %2267
  %2269 = select i1 %2153, i64 %2210, i64 %2268
  %2270 = trunc i64 %2269 to i32
  %2271 = icmp slt i32 %2270, 0
  %2272 = sext i32 %N to i64
  %2273 = sext i32 %N to i64
  %2274 = sdiv i64 %2273, 512
  %2275 = sub i64 0, %2273
  %2276 = select i1 false, i64 %2275, i64 %2274
  %2277 = srem i64 %2273, 512
  %2278 = icmp ne i64 %2277, 0
  %2279 = icmp slt i64 %2273, 0
  %2280 = icmp eq i1 %2279, false
  %2281 = and i1 %2278, %2280
  %2282 = zext i1 %2281 to i64
  %2283 = add i64 %2276, %2282
  %2284 = trunc i64 %2283 to i32
  %2285 = sub i32 %2284, 1
  %2286 = sub i32 %2285, %c525
  %2287 = mul i32 %2286, 512
  %2288 = sext i32 %2287 to i64
  %2289 = sub i64 %2272, %2288
  %2290 = icmp slt i64 %2289, 0
  %2291 = sext i32 %N to i64
  %2292 = sext i32 %N to i64
  %2293 = sdiv i64 %2292, 512
  %2294 = sub i64 0, %2292
  %2295 = select i1 false, i64 %2294, i64 %2293
  %2296 = srem i64 %2292, 512
  %2297 = icmp ne i64 %2296, 0
  %2298 = icmp slt i64 %2292, 0
  %2299 = icmp eq i1 %2298, false
  %2300 = and i1 %2297, %2299
  %2301 = zext i1 %2300 to i64
  %2302 = add i64 %2295, %2301
  %2303 = trunc i64 %2302 to i32
  %2304 = sub i32 %2303, 1
  %2305 = sub i32 %2304, %c525
  %2306 = mul i32 %2305, 512
  %2307 = sext i32 %2306 to i64
  %2308 = sub i64 %2291, %2307
  %2309 = icmp sgt i64 %2308, 512
  %2310 = sext i32 %N to i64
  %2311 = sext i32 %N to i64
  %2312 = sdiv i64 %2311, 512
  %2313 = sub i64 0, %2311
  %2314 = select i1 false, i64 %2313, i64 %2312
  %2315 = srem i64 %2311, 512
  %2316 = icmp ne i64 %2315, 0
  %2317 = icmp slt i64 %2311, 0
  %2318 = icmp eq i1 %2317, false
  %2319 = and i1 %2316, %2318
  %2320 = zext i1 %2319 to i64
  %2321 = add i64 %2314, %2320
  %2322 = trunc i64 %2321 to i32
  %2323 = sub i32 %2322, 1
  %2324 = sub i32 %2323, %c525
  %2325 = mul i32 %2324, 512
  %2326 = sext i32 %2325 to i64
  %2327 = sub i64 %2310, %2326
  %2328 = select i1 %2309, i64 512, i64 %2327
  %2329 = select i1 %2290, i64 0, i64 %2328
  %2330 = sext i32 %N to i64
  %2331 = sdiv i64 %2330, 512
  %2332 = sub i64 0, %2330
  %2333 = select i1 false, i64 %2332, i64 %2331
  %2334 = srem i64 %2330, 512
  %2335 = icmp ne i64 %2334, 0
  %2336 = icmp slt i64 %2330, 0
  %2337 = icmp eq i1 %2336, false
  %2338 = and i1 %2335, %2337
  %2339 = zext i1 %2338 to i64
  %2340 = add i64 %2333, %2339
  %2341 = trunc i64 %2340 to i32
  %2342 = sub i32 %2341, 1
  %2343 = sub i32 %2342, %c525
  %2344 = mul i32 %2343, 512
  %2345 = sext i32 %2344 to i64
  %2346 = sub i64 0, %2345
  %2347 = icmp slt i64 %2346, 0
  %2348 = sext i32 %N to i64
  %2349 = sdiv i64 %2348, 512
  %2350 = sub i64 0, %2348
  %2351 = select i1 false, i64 %2350, i64 %2349
  %2352 = srem i64 %2348, 512
  %2353 = icmp ne i64 %2352, 0
  %2354 = icmp slt i64 %2348, 0
  %2355 = icmp eq i1 %2354, false
  %2356 = and i1 %2353, %2355
  %2357 = zext i1 %2356 to i64
  %2358 = add i64 %2351, %2357
  %2359 = trunc i64 %2358 to i32
  %2360 = sub i32 %2359, 1
  %2361 = sub i32 %2360, %c525
  %2362 = mul i32 %2361, 512
  %2363 = sext i32 %2362 to i64
  %2364 = sub i64 0, %2363
  %2365 = icmp sgt i64 %2364, 512
  %2366 = sext i32 %N to i64
  %2367 = sdiv i64 %2366, 512
  %2368 = sub i64 0, %2366
  %2369 = select i1 false, i64 %2368, i64 %2367
  %2370 = srem i64 %2366, 512
  %2371 = icmp ne i64 %2370, 0
  %2372 = icmp slt i64 %2366, 0
  %2373 = icmp eq i1 %2372, false
  %2374 = and i1 %2371, %2373
  %2375 = zext i1 %2374 to i64
  %2376 = add i64 %2369, %2375
  %2377 = trunc i64 %2376 to i32
  %2378 = sub i32 %2377, 1
  %2379 = sub i32 %2378, %c525
  %2380 = mul i32 %2379, 512
  %2381 = sext i32 %2380 to i64
  %2382 = sub i64 0, %2381
  %2383 = select i1 %2365, i64 512, i64 %2382
  %2384 = select i1 %2347, i64 0, i64 %2383
  %2385 = trunc i64 %2384 to i32
  %2386 = sext i32 %2385 to i64
  %2387 = icmp slt i64 %2329, %2386
  %2388 = sext i32 %N to i64
  %2389 = sdiv i64 %2388, 512
  %2390 = sub i64 0, %2388
  %2391 = select i1 false, i64 %2390, i64 %2389
  %2392 = srem i64 %2388, 512
  %2393 = icmp ne i64 %2392, 0
  %2394 = icmp slt i64 %2388, 0
  %2395 = icmp eq i1 %2394, false
  %2396 = and i1 %2393, %2395
  %2397 = zext i1 %2396 to i64
  %2398 = add i64 %2391, %2397
  %2399 = trunc i64 %2398 to i32
  %2400 = sub i32 %2399, 1
  %2401 = sub i32 %2400, %c525
  %2402 = mul i32 %2401, 512
  %2403 = sext i32 %2402 to i64
  %2404 = sub i64 0, %2403
  %2405 = icmp slt i64 %2404, 0
  %2406 = sext i32 %N to i64
  %2407 = sdiv i64 %2406, 512
  %2408 = sub i64 0, %2406
  %2409 = select i1 false, i64 %2408, i64 %2407
  %2410 = srem i64 %2406, 512
  %2411 = icmp ne i64 %2410, 0
  %2412 = icmp slt i64 %2406, 0
  %2413 = icmp eq i1 %2412, false
  %2414 = and i1 %2411, %2413
  %2415 = zext i1 %2414 to i64
  %2416 = add i64 %2409, %2415
  %2417 = trunc i64 %2416 to i32
  %2418 = sub i32 %2417, 1
  %2419 = sub i32 %2418, %c525
  %2420 = mul i32 %2419, 512
  %2421 = sext i32 %2420 to i64
  %2422 = sub i64 0, %2421
  %2423 = icmp sgt i64 %2422, 512
  %2424 = sext i32 %N to i64
  %2425 = sdiv i64 %2424, 512
  %2426 = sub i64 0, %2424
  %2427 = select i1 false, i64 %2426, i64 %2425
  %2428 = srem i64 %2424, 512
  %2429 = icmp ne i64 %2428, 0
  %2430 = icmp slt i64 %2424, 0
  %2431 = icmp eq i1 %2430, false
  %2432 = and i1 %2429, %2431
  %2433 = zext i1 %2432 to i64
  %2434 = add i64 %2427, %2433
  %2435 = trunc i64 %2434 to i32
  %2436 = sub i32 %2435, 1
  %2437 = sub i32 %2436, %c525
  %2438 = mul i32 %2437, 512
  %2439 = sext i32 %2438 to i64
  %2440 = sub i64 0, %2439
  %2441 = select i1 %2423, i64 512, i64 %2440
  %2442 = select i1 %2405, i64 0, i64 %2441
  %2443 = trunc i64 %2442 to i32
  %2444 = sext i32 %2443 to i64
  %2445 = sext i32 %N to i64
  %2446 = sext i32 %N to i64
  %2447 = sdiv i64 %2446, 512
  %2448 = sub i64 0, %2446
  %2449 = select i1 false, i64 %2448, i64 %2447
  %2450 = srem i64 %2446, 512
  %2451 = icmp ne i64 %2450, 0
  %2452 = icmp slt i64 %2446, 0
  %2453 = icmp eq i1 %2452, false
  %2454 = and i1 %2451, %2453
  %2455 = zext i1 %2454 to i64
  %2456 = add i64 %2449, %2455
  %2457 = trunc i64 %2456 to i32
  %2458 = sub i32 %2457, 1
  %2459 = sub i32 %2458, %c525
  %2460 = mul i32 %2459, 512
  %2461 = sext i32 %2460 to i64
  %2462 = sub i64 %2445, %2461
  %2463 = icmp slt i64 %2462, 0
  %2464 = sext i32 %N to i64
  %2465 = sext i32 %N to i64
  %2466 = sdiv i64 %2465, 512
  %2467 = sub i64 0, %2465
  %2468 = select i1 false, i64 %2467, i64 %2466
  %2469 = srem i64 %2465, 512
  %2470 = icmp ne i64 %2469, 0
  %2471 = icmp slt i64 %2465, 0
  %2472 = icmp eq i1 %2471, false
  %2473 = and i1 %2470, %2472
  %2474 = zext i1 %2473 to i64
  %2475 = add i64 %2468, %2474
  %2476 = trunc i64 %2475 to i32
  %2477 = sub i32 %2476, 1
  %2478 = sub i32 %2477, %c525
  %2479 = mul i32 %2478, 512
  %2480 = sext i32 %2479 to i64
  %2481 = sub i64 %2464, %2480
  %2482 = icmp sgt i64 %2481, 512
  %2483 = sext i32 %N to i64
  %2484 = sext i32 %N to i64
  %2485 = sdiv i64 %2484, 512
  %2486 = sub i64 0, %2484
  %2487 = select i1 false, i64 %2486, i64 %2485
  %2488 = srem i64 %2484, 512
  %2489 = icmp ne i64 %2488, 0
  %2490 = icmp slt i64 %2484, 0
  %2491 = icmp eq i1 %2490, false
  %2492 = and i1 %2489, %2491
  %2493 = zext i1 %2492 to i64
  %2494 = add i64 %2487, %2493
  %2495 = trunc i64 %2494 to i32
  %2496 = sub i32 %2495, 1
  %2497 = sub i32 %2496, %c525
  %2498 = mul i32 %2497, 512
  %2499 = sext i32 %2498 to i64
  %2500 = sub i64 %2483, %2499
  %2501 = select i1 %2482, i64 512, i64 %2500
  %2502 = select i1 %2463, i64 0, i64 %2501
  %2503 = select i1 %2387, i64 %2444, i64 %2502
  %2504 = trunc i64 %2503 to i32
  %2505 = icmp sgt i32 %2504, 512
  %2506 = sext i32 %N to i64
  %2507 = sext i32 %N to i64
  %2508 = sdiv i64 %2507, 512
  %2509 = sub i64 0, %2507
  %2510 = select i1 false, i64 %2509, i64 %2508
  %2511 = srem i64 %2507, 512
  %2512 = icmp ne i64 %2511, 0
  %2513 = icmp slt i64 %2507, 0
  %2514 = icmp eq i1 %2513, false
  %2515 = and i1 %2512, %2514
  %2516 = zext i1 %2515 to i64
  %2517 = add i64 %2510, %2516
  %2518 = trunc i64 %2517 to i32
  %2519 = sub i32 %2518, 1
  %2520 = sub i32 %2519, %c525
  %2521 = mul i32 %2520, 512
  %2522 = sext i32 %2521 to i64
  %2523 = sub i64 %2506, %2522
  %2524 = icmp slt i64 %2523, 0
  %2525 = sext i32 %N to i64
  %2526 = sext i32 %N to i64
  %2527 = sdiv i64 %2526, 512
  %2528 = sub i64 0, %2526
  %2529 = select i1 false, i64 %2528, i64 %2527
  %2530 = srem i64 %2526, 512
  %2531 = icmp ne i64 %2530, 0
  %2532 = icmp slt i64 %2526, 0
  %2533 = icmp eq i1 %2532, false
  %2534 = and i1 %2531, %2533
  %2535 = zext i1 %2534 to i64
  %2536 = add i64 %2529, %2535
  %2537 = trunc i64 %2536 to i32
  %2538 = sub i32 %2537, 1
  %2539 = sub i32 %2538, %c525
  %2540 = mul i32 %2539, 512
  %2541 = sext i32 %2540 to i64
  %2542 = sub i64 %2525, %2541
  %2543 = icmp sgt i64 %2542, 512
  %2544 = sext i32 %N to i64
  %2545 = sext i32 %N to i64
  %2546 = sdiv i64 %2545, 512
  %2547 = sub i64 0, %2545
  %2548 = select i1 false, i64 %2547, i64 %2546
  %2549 = srem i64 %2545, 512
  %2550 = icmp ne i64 %2549, 0
  %2551 = icmp slt i64 %2545, 0
  %2552 = icmp eq i1 %2551, false
  %2553 = and i1 %2550, %2552
  %2554 = zext i1 %2553 to i64
  %2555 = add i64 %2548, %2554
  %2556 = trunc i64 %2555 to i32
  %2557 = sub i32 %2556, 1
  %2558 = sub i32 %2557, %c525
  %2559 = mul i32 %2558, 512
  %2560 = sext i32 %2559 to i64
  %2561 = sub i64 %2544, %2560
  %2562 = select i1 %2543, i64 512, i64 %2561
  %2563 = select i1 %2524, i64 0, i64 %2562
  %2564 = sext i32 %N to i64
  %2565 = sdiv i64 %2564, 512
  %2566 = sub i64 0, %2564
  %2567 = select i1 false, i64 %2566, i64 %2565
  %2568 = srem i64 %2564, 512
  %2569 = icmp ne i64 %2568, 0
  %2570 = icmp slt i64 %2564, 0
  %2571 = icmp eq i1 %2570, false
  %2572 = and i1 %2569, %2571
  %2573 = zext i1 %2572 to i64
  %2574 = add i64 %2567, %2573
  %2575 = trunc i64 %2574 to i32
  %2576 = sub i32 %2575, 1
  %2577 = sub i32 %2576, %c525
  %2578 = mul i32 %2577, 512
  %2579 = sext i32 %2578 to i64
  %2580 = sub i64 0, %2579
  %2581 = icmp slt i64 %2580, 0
  %2582 = sext i32 %N to i64
  %2583 = sdiv i64 %2582, 512
  %2584 = sub i64 0, %2582
  %2585 = select i1 false, i64 %2584, i64 %2583
  %2586 = srem i64 %2582, 512
  %2587 = icmp ne i64 %2586, 0
  %2588 = icmp slt i64 %2582, 0
  %2589 = icmp eq i1 %2588, false
  %2590 = and i1 %2587, %2589
  %2591 = zext i1 %2590 to i64
  %2592 = add i64 %2585, %2591
  %2593 = trunc i64 %2592 to i32
  %2594 = sub i32 %2593, 1
  %2595 = sub i32 %2594, %c525
  %2596 = mul i32 %2595, 512
  %2597 = sext i32 %2596 to i64
  %2598 = sub i64 0, %2597
  %2599 = icmp sgt i64 %2598, 512
  %2600 = sext i32 %N to i64
  %2601 = sdiv i64 %2600, 512
  %2602 = sub i64 0, %2600
  %2603 = select i1 false, i64 %2602, i64 %2601
  %2604 = srem i64 %2600, 512
  %2605 = icmp ne i64 %2604, 0
  %2606 = icmp slt i64 %2600, 0
  %2607 = icmp eq i1 %2606, false
  %2608 = and i1 %2605, %2607
  %2609 = zext i1 %2608 to i64
  %2610 = add i64 %2603, %2609
  %2611 = trunc i64 %2610 to i32
  %2612 = sub i32 %2611, 1
  %2613 = sub i32 %2612, %c525
  %2614 = mul i32 %2613, 512
  %2615 = sext i32 %2614 to i64
  %2616 = sub i64 0, %2615
  %2617 = select i1 %2599, i64 512, i64 %2616
  %2618 = select i1 %2581, i64 0, i64 %2617
  %2619 = trunc i64 %2618 to i32
  %2620 = sext i32 %2619 to i64
  %2621 = icmp slt i64 %2563, %2620
  %2622 = sext i32 %N to i64
  %2623 = sdiv i64 %2622, 512
  %2624 = sub i64 0, %2622
  %2625 = select i1 false, i64 %2624, i64 %2623
  %2626 = srem i64 %2622, 512
  %2627 = icmp ne i64 %2626, 0
  %2628 = icmp slt i64 %2622, 0
  %2629 = icmp eq i1 %2628, false
  %2630 = and i1 %2627, %2629
  %2631 = zext i1 %2630 to i64
  %2632 = add i64 %2625, %2631
  %2633 = trunc i64 %2632 to i32
  %2634 = sub i32 %2633, 1
  %2635 = sub i32 %2634, %c525
  %2636 = mul i32 %2635, 512
  %2637 = sext i32 %2636 to i64
  %2638 = sub i64 0, %2637
  %2639 = icmp slt i64 %2638, 0
  %2640 = sext i32 %N to i64
  %2641 = sdiv i64 %2640, 512
  %2642 = sub i64 0, %2640
  %2643 = select i1 false, i64 %2642, i64 %2641
  %2644 = srem i64 %2640, 512
  %2645 = icmp ne i64 %2644, 0
  %2646 = icmp slt i64 %2640, 0
  %2647 = icmp eq i1 %2646, false
  %2648 = and i1 %2645, %2647
  %2649 = zext i1 %2648 to i64
  %2650 = add i64 %2643, %2649
  %2651 = trunc i64 %2650 to i32
  %2652 = sub i32 %2651, 1
  %2653 = sub i32 %2652, %c525
  %2654 = mul i32 %2653, 512
  %2655 = sext i32 %2654 to i64
  %2656 = sub i64 0, %2655
  %2657 = icmp sgt i64 %2656, 512
  %2658 = sext i32 %N to i64
  %2659 = sdiv i64 %2658, 512
  %2660 = sub i64 0, %2658
  %2661 = select i1 false, i64 %2660, i64 %2659
  %2662 = srem i64 %2658, 512
  %2663 = icmp ne i64 %2662, 0
  %2664 = icmp slt i64 %2658, 0
  %2665 = icmp eq i1 %2664, false
  %2666 = and i1 %2663, %2665
  %2667 = zext i1 %2666 to i64
  %2668 = add i64 %2661, %2667
  %2669 = trunc i64 %2668 to i32
  %2670 = sub i32 %2669, 1
  %2671 = sub i32 %2670, %c525
  %2672 = mul i32 %2671, 512
  %2673 = sext i32 %2672 to i64
  %2674 = sub i64 0, %2673
  %2675 = select i1 %2657, i64 512, i64 %2674
  %2676 = select i1 %2639, i64 0, i64 %2675
  %2677 = trunc i64 %2676 to i32
  %2678 = sext i32 %2677 to i64
  %2679 = sext i32 %N to i64
  %2680 = sext i32 %N to i64
  %2681 = sdiv i64 %2680, 512
  %2682 = sub i64 0, %2680
  %2683 = select i1 false, i64 %2682, i64 %2681
  %2684 = srem i64 %2680, 512
  %2685 = icmp ne i64 %2684, 0
  %2686 = icmp slt i64 %2680, 0
  %2687 = icmp eq i1 %2686, false
  %2688 = and i1 %2685, %2687
  %2689 = zext i1 %2688 to i64
  %2690 = add i64 %2683, %2689
  %2691 = trunc i64 %2690 to i32
  %2692 = sub i32 %2691, 1
  %2693 = sub i32 %2692, %c525
  %2694 = mul i32 %2693, 512
  %2695 = sext i32 %2694 to i64
  %2696 = sub i64 %2679, %2695
  %2697 = icmp slt i64 %2696, 0
  %2698 = sext i32 %N to i64
  %2699 = sext i32 %N to i64
  %2700 = sdiv i64 %2699, 512
  %2701 = sub i64 0, %2699
  %2702 = select i1 false, i64 %2701, i64 %2700
  %2703 = srem i64 %2699, 512
  %2704 = icmp ne i64 %2703, 0
  %2705 = icmp slt i64 %2699, 0
  %2706 = icmp eq i1 %2705, false
  %2707 = and i1 %2704, %2706
  %2708 = zext i1 %2707 to i64
  %2709 = add i64 %2702, %2708
  %2710 = trunc i64 %2709 to i32
  %2711 = sub i32 %2710, 1
  %2712 = sub i32 %2711, %c525
  %2713 = mul i32 %2712, 512
  %2714 = sext i32 %2713 to i64
  %2715 = sub i64 %2698, %2714
  %2716 = icmp sgt i64 %2715, 512
  %2717 = sext i32 %N to i64
  %2718 = sext i32 %N to i64
  %2719 = sdiv i64 %2718, 512
  %2720 = sub i64 0, %2718
  %2721 = select i1 false, i64 %2720, i64 %2719
  %2722 = srem i64 %2718, 512
  %2723 = icmp ne i64 %2722, 0
  %2724 = icmp slt i64 %2718, 0
  %2725 = icmp eq i1 %2724, false
  %2726 = and i1 %2723, %2725
  %2727 = zext i1 %2726 to i64
  %2728 = add i64 %2721, %2727
  %2729 = trunc i64 %2728 to i32
  %2730 = sub i32 %2729, 1
  %2731 = sub i32 %2730, %c525
  %2732 = mul i32 %2731, 512
  %2733 = sext i32 %2732 to i64
  %2734 = sub i64 %2717, %2733
  %2735 = select i1 %2716, i64 512, i64 %2734
  %2736 = select i1 %2697, i64 0, i64 %2735
  %2737 = select i1 %2621, i64 %2678, i64 %2736
  %2738 = trunc i64 %2737 to i32
  %2739 = select i1 %2505, i32 512, i32 %2738
  %tl_cols9 = select i1 %2271, i32 0, i32 %2739
  br label %for.cond597

for.end595:                                       ; preds = %for.cond593
  %2740 = mul i32 %bx, 4
  %2741 = icmp sle i32 0, %2740
  %2742 = mul i32 %bx, 4
  %2743 = sext i32 %2742 to i64
  %2744 = add i64 %2743, 4
  %2745 = sext i32 %M to i64
  %2746 = icmp sle i64 %2744, %2745
  %2747 = and i1 %2741, %2746
  %2748 = mul i32 %t, 512
  %2749 = icmp sle i32 0, %2748
  %2750 = mul i32 %t, 512
  %2751 = sext i32 %2750 to i64
  %2752 = add i64 %2751, 512
  %2753 = sext i32 %N to i64
  %2754 = icmp sle i64 %2752, %2753
  %2755 = and i1 %2749, %2754
  %2756 = and i1 %2747, %2755
  br i1 %2756, label %if.then604, label %if.else605

for.cond597:                                      ; preds = %for.body598, %for.body594
  %j600 = phi i32 [ 0, %for.body594 ], [ %2785, %for.body598 ]
  %2757 = icmp slt i32 %j600, %tl_cols9
  br i1 %2757, label %for.body598, label %for.end599

for.body598:                                      ; preds = %for.cond597
  %2758 = sext i32 %i596 to i64
  %2759 = mul nsw i64 %2758, 512
  %2760 = sext i32 %j600 to i64
  %2761 = add nsw i64 %2759, %2760
  %2762 = getelementptr inbounds float, ptr %X_f, i64 %2761
  %2763 = load float, ptr %2762, align 4
  %2764 = sext i32 %i596 to i64
  %2765 = getelementptr inbounds float, ptr %mean, i64 %2764
  %2766 = load float, ptr %2765, align 4
  %2767 = fsub float %2763, %2766
  %2768 = sext i32 %i596 to i64
  %2769 = getelementptr inbounds float, ptr %rstd, i64 %2768
  %2770 = load float, ptr %2769, align 4
  %2771 = fmul float %2767, %2770
  %2772 = sext i32 %j600 to i64
  %2773 = getelementptr inbounds float, ptr %W_f, i64 %2772
  %2774 = load float, ptr %2773, align 4
  %2775 = fmul float %2771, %2774
  %2776 = sext i32 %j600 to i64
  %2777 = getelementptr inbounds float, ptr %B_f, i64 %2776
  %2778 = load float, ptr %2777, align 4
  %2779 = fadd float %2775, %2778
  %2780 = sext i32 %i596 to i64
  %2781 = mul nsw i64 %2780, 512
  %2782 = sext i32 %j600 to i64
  %2783 = add nsw i64 %2781, %2782
  %2784 = getelementptr inbounds float, ptr %X_f, i64 %2783
  store float %2779, ptr %2784, align 4
  %2785 = add nsw i32 %j600, 1
  br label %for.cond597, !llvm.loop !139

for.end599:                                       ; preds = %for.cond597
  %2786 = sext i32 %i596 to i64
  %2787 = getelementptr inbounds float, ptr %mean, i64 %2786
  %2788 = load float, ptr %2787, align 4
  %2789 = fsub float 0.000000e+00, %2788
  %2790 = sext i32 %i596 to i64
  %2791 = getelementptr inbounds float, ptr %rstd, i64 %2790
  %2792 = load float, ptr %2791, align 4
  %2793 = fmul float %2789, %2792
  %2794 = fmul float %2793, 0.000000e+00
  %tl_col11 = fadd float %2794, 0.000000e+00
  %2795 = sub i32 512, %tl_cols9
  br label %for.cond601

for.cond601:                                      ; preds = %for.body602, %for.end599
  %j10 = phi i32 [ 0, %for.end599 ], [ %2803, %for.body602 ]
  %2796 = icmp slt i32 %j10, %2795
  br i1 %2796, label %for.body602, label %for.end603

for.body602:                                      ; preds = %for.cond601
  %2797 = sext i32 %i596 to i64
  %2798 = mul nsw i64 %2797, 512
  %2799 = add i32 %tl_cols9, %j10
  %2800 = sext i32 %2799 to i64
  %2801 = add nsw i64 %2798, %2800
  %2802 = getelementptr inbounds float, ptr %X_f, i64 %2801
  store float %tl_col11, ptr %2802, align 4
  %2803 = add nsw i32 %j10, 1
  br label %for.cond601, !llvm.loop !140

for.end603:                                       ; preds = %for.cond601
  %2804 = add nsw i32 %i596, 1
  br label %for.cond593, !llvm.loop !141

if.then604:                                       ; preds = %for.end595
  br label %for.cond607

if.else605:                                       ; preds = %for.end595
  br label %for.cond618

if.end606:                                        ; preds = %for.end620, %for.end609
  %2805 = add nsw i32 %c525, 1
  br label %for.cond522, !llvm.loop !142

for.cond607:                                      ; preds = %if.end613, %if.then604
  %i15610 = phi i32 [ 0, %if.then604 ], [ %2825, %if.end613 ]
  %2806 = icmp slt i32 %i15610, 4
  br i1 %2806, label %for.body608, label %for.end609

for.body608:                                      ; preds = %for.cond607
  %2807 = sext i32 %M to i64
  %2808 = sext i32 %N to i64
  %2809 = mul i64 %2807, %2808
  %2810 = icmp sge i64 %2809, 8388608
  br i1 %2810, label %if.then611, label %if.else612

for.end609:                                       ; preds = %for.cond607
  br label %if.end606

if.then611:                                       ; preds = %for.body608
  %2811 = mul i32 %bx, 4
  %2812 = add i32 %2811, %i15610
  %2813 = sext i32 %2812 to i64
  %2814 = sext i32 %N to i64
  %2815 = mul nsw i64 %2813, %2814
  %2816 = mul i32 %t, 512
  %2817 = add i32 %2816, 0
  %2818 = sext i32 %2817 to i64
  %2819 = add nsw i64 %2815, %2818
  %2820 = getelementptr inbounds float, ptr %Y, i64 %2819
  %2821 = sext i32 %i15610 to i64
  %2822 = mul nsw i64 %2821, 512
  %2823 = add nsw i64 %2822, 0
  %2824 = getelementptr inbounds float, ptr %X_f, i64 %2823
  call void @tilec_rt_stream(ptr %2820, ptr %2824, i64 2048)
  br label %if.end613

if.else612:                                       ; preds = %for.body608
  br label %for.cond614

if.end613:                                        ; preds = %for.end616, %if.then611
  %2825 = add nsw i32 %i15610, 1
  br label %for.cond607, !llvm.loop !143

for.cond614:                                      ; preds = %for.body615, %if.else612
  %j5617 = phi i32 [ 0, %if.else612 ], [ %2843, %for.body615 ]
  %2826 = icmp slt i32 %j5617, 512
  br i1 %2826, label %for.body615, label %for.end616

for.body615:                                      ; preds = %for.cond614
  %2827 = sext i32 %i15610 to i64
  %2828 = mul nsw i64 %2827, 512
  %2829 = sext i32 %j5617 to i64
  %2830 = add nsw i64 %2828, %2829
  %2831 = getelementptr inbounds float, ptr %X_f, i64 %2830
  %2832 = load float, ptr %2831, align 4
  %2833 = mul i32 %bx, 4
  %2834 = add i32 %2833, %i15610
  %2835 = sext i32 %2834 to i64
  %2836 = sext i32 %N to i64
  %2837 = mul nsw i64 %2835, %2836
  %2838 = mul i32 %t, 512
  %2839 = add i32 %2838, %j5617
  %2840 = sext i32 %2839 to i64
  %2841 = add nsw i64 %2837, %2840
  %2842 = getelementptr inbounds float, ptr %Y, i64 %2841
  store float %2832, ptr %2842, align 4
  %2843 = add nsw i32 %j5617, 1
  br label %for.cond614, !llvm.loop !144

for.end616:                                       ; preds = %for.cond614
  br label %if.end613

for.cond618:                                      ; preds = %for.end624, %if.else605
  %i15621 = phi i32 [ 0, %if.else605 ], [ %2871, %for.end624 ]
  %2844 = icmp slt i32 %i15621, 4
  br i1 %2844, label %for.body619, label %for.end620

for.body619:                                      ; preds = %for.cond618
  br label %for.cond622

for.end620:                                       ; preds = %for.cond618
  br label %if.end606

for.cond622:                                      ; preds = %if.end628, %for.body619
  %j5625 = phi i32 [ 0, %for.body619 ], [ %2888, %if.end628 ]
  %2845 = icmp slt i32 %j5625, 512
  br i1 %2845, label %for.body623, label %for.end624

for.body623:                                      ; preds = %for.cond622
  %2846 = mul i32 %bx, 4
  %2847 = sext i32 %2846 to i64
  %2848 = sext i32 %i15621 to i64
  %2849 = add i64 %2847, %2848
  %2850 = icmp sle i64 0, %2849
  %2851 = mul i32 %bx, 4
  %2852 = sext i32 %2851 to i64
  %2853 = sext i32 %i15621 to i64
  %2854 = add i64 %2852, %2853
  %2855 = sext i32 %M to i64
  %2856 = icmp slt i64 %2854, %2855
  %2857 = and i1 %2850, %2856
  %2858 = mul i32 %t, 512
  %2859 = sext i32 %2858 to i64
  %2860 = sext i32 %j5625 to i64
  %2861 = add i64 %2859, %2860
  %2862 = icmp sle i64 0, %2861
  %2863 = mul i32 %t, 512
  %2864 = sext i32 %2863 to i64
  %2865 = sext i32 %j5625 to i64
  %2866 = add i64 %2864, %2865
  %2867 = sext i32 %N to i64
  %2868 = icmp slt i64 %2866, %2867
  %2869 = and i1 %2862, %2868
  %2870 = and i1 %2857, %2869
  br i1 %2870, label %if.then626, label %if.else627

for.end624:                                       ; preds = %for.cond622
  %2871 = add nsw i32 %i15621, 1
  br label %for.cond618, !llvm.loop !145

if.then626:                                       ; preds = %for.body623
  %2872 = sext i32 %i15621 to i64
  %2873 = mul nsw i64 %2872, 512
  %2874 = sext i32 %j5625 to i64
  %2875 = add nsw i64 %2873, %2874
  %2876 = getelementptr inbounds float, ptr %X_f, i64 %2875
  %2877 = load float, ptr %2876, align 4
  %2878 = mul i32 %bx, 4
  %2879 = add i32 %2878, %i15621
  %2880 = sext i32 %2879 to i64
  %2881 = sext i32 %N to i64
  %2882 = mul nsw i64 %2880, %2881
  %2883 = mul i32 %t, 512
  %2884 = add i32 %2883, %j5625
  %2885 = sext i32 %2884 to i64
  %2886 = add nsw i64 %2882, %2885
  %2887 = getelementptr inbounds float, ptr %Y, i64 %2886
  store float %2877, ptr %2887, align 4
  br label %if.end628

if.else627:                                       ; preds = %for.body623
  br label %if.end628

if.end628:                                        ; preds = %if.else627, %if.then626
  %2888 = add nsw i32 %j5625, 1
  br label %for.cond622, !llvm.loop !146
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
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1}
