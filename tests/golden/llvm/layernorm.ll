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
  br label %for.cond439

if.end284:                                        ; preds = %for.end536, %for.end314
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

for.cond312:                                      ; preds = %if.end413, %if.end300
  %r315 = phi i32 [ 0, %if.end300 ], [ %1303, %if.end413 ]
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
  br label %for.cond332

if.end318:                                        ; preds = %for.end334, %for.end321
  br label %for.cond350

for.cond319:                                      ; preds = %for.end331, %if.then316
  %i13322 = phi i32 [ 0, %if.then316 ], [ %1021, %for.end331 ]
  %988 = icmp slt i32 %i13322, 1
  br i1 %988, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %989 = add i32 %r315, 1
  %990 = icmp slt i32 %989, 4
  br i1 %990, label %if.then323, label %if.else324

for.end321:                                       ; preds = %for.cond319
  br label %if.end318

if.then323:                                       ; preds = %for.body320
  br label %for.cond326

if.else324:                                       ; preds = %for.body320
  br label %if.end325

if.end325:                                        ; preds = %if.else324, %for.end328
  br label %for.cond329

for.cond326:                                      ; preds = %for.body327, %if.then323
  %pf = phi i32 [ 0, %if.then323 ], [ %1003, %for.body327 ]
  %991 = icmp slt i32 %pf, 256
  br i1 %991, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %992 = mul i32 %bx, 4
  %993 = add i32 %r315, 1
  %994 = add i32 %992, %993
  %995 = add i32 %994, %i13322
  %996 = sext i32 %995 to i64
  %997 = sext i32 %N to i64
  %998 = mul i64 %996, %997
  %999 = mul i32 %pf, 16
  %1000 = sext i32 %999 to i64
  %1001 = add i64 %998, %1000
  %1002 = getelementptr float, ptr %X, i64 %1001
  call void @llvm.prefetch.p0(ptr %1002, i32 0, i32 0, i32 1)
  %1003 = add nsw i32 %pf, 1
  br label %for.cond326, !llvm.loop !73

for.end328:                                       ; preds = %for.cond326
  br label %if.end325

for.cond329:                                      ; preds = %for.body330, %if.end325
  %j3 = phi i32 [ 0, %if.end325 ], [ %1020, %for.body330 ]
  %1004 = icmp slt i32 %j3, 4096
  br i1 %1004, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  %1005 = mul i32 %bx, 4
  %1006 = add i32 %1005, %r315
  %1007 = add i32 %1006, %i13322
  %1008 = sext i32 %1007 to i64
  %1009 = sext i32 %N to i64
  %1010 = mul nsw i64 %1008, %1009
  %1011 = sext i32 %j3 to i64
  %1012 = add nsw i64 %1010, %1011
  %1013 = getelementptr inbounds float, ptr %X, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = sext i32 %i13322 to i64
  %1016 = mul nsw i64 %1015, 4096
  %1017 = sext i32 %j3 to i64
  %1018 = add nsw i64 %1016, %1017
  %1019 = getelementptr inbounds float, ptr %X_r, i64 %1018
  store float %1014, ptr %1019, align 4
  %1020 = add nsw i32 %j3, 1
  br label %for.cond329, !llvm.loop !74

for.end331:                                       ; preds = %for.cond329
  %1021 = add nsw i32 %i13322, 1
  br label %for.cond319, !llvm.loop !75

for.cond332:                                      ; preds = %for.end349, %if.else317
  %i13335 = phi i32 [ 0, %if.else317 ], [ %1077, %for.end349 ]
  %1022 = icmp slt i32 %i13335, 1
  br i1 %1022, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1023 = sext i32 %N to i64
  %1024 = icmp slt i64 %1023, 0
  %1025 = sext i32 %N to i64
  %1026 = icmp sgt i64 %1025, 4096
  %1027 = sext i32 %N to i64
  %1028 = select i1 %1026, i64 4096, i64 %1027
  %1029 = select i1 %1024, i64 0, i64 %1028
  %tl_hi12 = trunc i64 %1029 to i32
  %1030 = mul i32 %bx, 4
  %1031 = add i32 %1030, %r315
  %1032 = sext i32 %1031 to i64
  %1033 = sext i32 %i13335 to i64
  %1034 = add i64 %1032, %1033
  %1035 = icmp sle i64 0, %1034
  %1036 = mul i32 %bx, 4
  %1037 = add i32 %1036, %r315
  %1038 = sext i32 %1037 to i64
  %1039 = sext i32 %i13335 to i64
  %1040 = add i64 %1038, %1039
  %1041 = sext i32 %M to i64
  %1042 = icmp slt i64 %1040, %1041
  %1043 = and i1 %1035, %1042
  br i1 %1043, label %if.then336, label %if.else337

for.end334:                                       ; preds = %for.cond332
  br label %if.end318

if.then336:                                       ; preds = %for.body333
  br label %for.cond339

if.else337:                                       ; preds = %for.body333
  br label %for.cond343

if.end338:                                        ; preds = %for.end345, %for.end341
  %1044 = sub i32 4096, %tl_hi12
  br label %for.cond347

for.cond339:                                      ; preds = %for.body340, %if.then336
  %j3342 = phi i32 [ 0, %if.then336 ], [ %1061, %for.body340 ]
  %1045 = icmp slt i32 %j3342, %tl_hi12
  br i1 %1045, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1046 = mul i32 %bx, 4
  %1047 = add i32 %1046, %r315
  %1048 = add i32 %1047, %i13335
  %1049 = sext i32 %1048 to i64
  %1050 = sext i32 %N to i64
  %1051 = mul nsw i64 %1049, %1050
  %1052 = sext i32 %j3342 to i64
  %1053 = add nsw i64 %1051, %1052
  %1054 = getelementptr inbounds float, ptr %X, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = sext i32 %i13335 to i64
  %1057 = mul nsw i64 %1056, 4096
  %1058 = sext i32 %j3342 to i64
  %1059 = add nsw i64 %1057, %1058
  %1060 = getelementptr inbounds float, ptr %X_r, i64 %1059
  store float %1055, ptr %1060, align 4
  %1061 = add nsw i32 %j3342, 1
  br label %for.cond339, !llvm.loop !76

for.end341:                                       ; preds = %for.cond339
  br label %if.end338

for.cond343:                                      ; preds = %for.body344, %if.else337
  %j3346 = phi i32 [ 0, %if.else337 ], [ %1068, %for.body344 ]
  %1062 = icmp slt i32 %j3346, %tl_hi12
  br i1 %1062, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1063 = sext i32 %i13335 to i64
  %1064 = mul nsw i64 %1063, 4096
  %1065 = sext i32 %j3346 to i64
  %1066 = add nsw i64 %1064, %1065
  %1067 = getelementptr inbounds float, ptr %X_r, i64 %1066
  store float 0.000000e+00, ptr %1067, align 4
  %1068 = add nsw i32 %j3346, 1
  br label %for.cond343, !llvm.loop !77

for.end345:                                       ; preds = %for.cond343
  br label %if.end338

for.cond347:                                      ; preds = %for.body348, %if.end338
  %j31 = phi i32 [ 0, %if.end338 ], [ %1076, %for.body348 ]
  %1069 = icmp slt i32 %j31, %1044
  br i1 %1069, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1070 = sext i32 %i13335 to i64
  %1071 = mul nsw i64 %1070, 4096
  %1072 = add i32 %tl_hi12, %j31
  %1073 = sext i32 %1072 to i64
  %1074 = add nsw i64 %1071, %1073
  %1075 = getelementptr inbounds float, ptr %X_r, i64 %1074
  store float 0.000000e+00, ptr %1075, align 4
  %1076 = add nsw i32 %j31, 1
  br label %for.cond347, !llvm.loop !78

for.end349:                                       ; preds = %for.cond347
  %1077 = add nsw i32 %i13335, 1
  br label %for.cond332, !llvm.loop !79

for.cond350:                                      ; preds = %for.end361, %if.end318
  %i353 = phi i32 [ 0, %if.end318 ], [ %1119, %for.end361 ]
  %1078 = icmp slt i32 %i353, 1
  br i1 %1078, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1079 = sext i32 %N to i64
  %1080 = icmp slt i64 %1079, 0
  %1081 = sext i32 %N to i64
  %1082 = icmp sgt i64 %1081, 4096
  %1083 = sext i32 %N to i64
  %1084 = select i1 %1082, i64 4096, i64 %1083
  %1085 = select i1 %1080, i64 0, i64 %1084
  %tl_hi13 = trunc i64 %1085 to i32
  br label %for.cond354

for.end352:                                       ; preds = %for.cond350
  br label %for.cond362

for.cond354:                                      ; preds = %for.body355, %for.body351
  %j357 = phi i32 [ 0, %for.body351 ], [ %1103, %for.body355 ]
  %1086 = icmp slt i32 %j357, %tl_hi13
  br i1 %1086, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %1087 = sext i32 %i353 to i64
  %1088 = mul nsw i64 %1087, 4096
  %1089 = sext i32 %j357 to i64
  %1090 = add nsw i64 %1088, %1089
  %1091 = getelementptr inbounds float, ptr %X_r, i64 %1090
  %x358 = load float, ptr %1091, align 4
  %1092 = sext i32 %i353 to i64
  %1093 = mul nsw i64 %1092, 4096
  %1094 = sext i32 %j357 to i64
  %1095 = add nsw i64 %1093, %1094
  %1096 = getelementptr inbounds float, ptr %X_r, i64 %1095
  store float %x358, ptr %1096, align 4
  %1097 = fmul float %x358, %x358
  %1098 = sext i32 %i353 to i64
  %1099 = mul nsw i64 %1098, 4096
  %1100 = sext i32 %j357 to i64
  %1101 = add nsw i64 %1099, %1100
  %1102 = getelementptr inbounds float, ptr %sq_r, i64 %1101
  store float %1097, ptr %1102, align 4
  %1103 = add nsw i32 %j357, 1
  br label %for.cond354, !llvm.loop !80

for.end356:                                       ; preds = %for.cond354
  %1104 = sub i32 4096, %tl_hi13
  br label %for.cond359

for.cond359:                                      ; preds = %for.body360, %for.end356
  %j8 = phi i32 [ 0, %for.end356 ], [ %1118, %for.body360 ]
  %1105 = icmp slt i32 %j8, %1104
  br i1 %1105, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1106 = sext i32 %i353 to i64
  %1107 = mul nsw i64 %1106, 4096
  %1108 = add i32 %tl_hi13, %j8
  %1109 = sext i32 %1108 to i64
  %1110 = add nsw i64 %1107, %1109
  %1111 = getelementptr inbounds float, ptr %X_r, i64 %1110
  store float 0.000000e+00, ptr %1111, align 4
  %1112 = sext i32 %i353 to i64
  %1113 = mul nsw i64 %1112, 4096
  %1114 = add i32 %tl_hi13, %j8
  %1115 = sext i32 %1114 to i64
  %1116 = add nsw i64 %1113, %1115
  %1117 = getelementptr inbounds float, ptr %sq_r, i64 %1116
  store float 0.000000e+00, ptr %1117, align 4
  %1118 = add nsw i32 %j8, 1
  br label %for.cond359, !llvm.loop !81

for.end361:                                       ; preds = %for.cond359
  %1119 = add nsw i32 %i353, 1
  br label %for.cond350, !llvm.loop !82

for.cond362:                                      ; preds = %for.end377, %for.end352
  %i6 = phi i32 [ 0, %for.end352 ], [ %1163, %for.end377 ]
  %1120 = icmp slt i32 %i6, 1
  br i1 %1120, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  br label %for.cond365

for.end364:                                       ; preds = %for.cond362
  br label %for.cond379

for.cond365:                                      ; preds = %for.body366, %for.body363
  %lane4 = phi i32 [ 0, %for.body363 ], [ %1130, %for.body366 ]
  %1121 = icmp slt i32 %lane4, 32
  br i1 %1121, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1122 = sext i32 %i6 to i64
  %1123 = mul nsw i64 %1122, 4096
  %1124 = sext i32 %lane4 to i64
  %1125 = add nsw i64 %1123, %1124
  %1126 = getelementptr inbounds float, ptr %X_r, i64 %1125
  %1127 = load float, ptr %1126, align 4
  %1128 = sext i32 %lane4 to i64
  %1129 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1128
  store float %1127, ptr %1129, align 4
  %1130 = add nsw i32 %lane4, 1
  br label %for.cond365, !llvm.loop !83

for.end367:                                       ; preds = %for.cond365
  br label %for.cond368

for.cond368:                                      ; preds = %for.end373, %for.end367
  %red4 = phi i32 [ 0, %for.end367 ], [ %1151, %for.end373 ]
  %1131 = icmp slt i32 %red4, 127
  br i1 %1131, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  br label %for.cond371

for.end370:                                       ; preds = %for.cond368
  %1132 = sext i32 %i6 to i64
  %1133 = getelementptr inbounds float, ptr %mean_r, i64 %1132
  store float 0.000000e+00, ptr %1133, align 4
  br label %for.cond375

for.cond371:                                      ; preds = %for.body372, %for.body369
  %lane4374 = phi i32 [ 0, %for.body369 ], [ %1150, %for.body372 ]
  %1134 = icmp slt i32 %lane4374, 32
  br i1 %1134, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1135 = sext i32 %lane4374 to i64
  %1136 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1135
  %1137 = load float, ptr %1136, align 4
  %1138 = sext i32 %i6 to i64
  %1139 = mul nsw i64 %1138, 4096
  %1140 = add i32 %red4, 1
  %1141 = mul i32 %1140, 32
  %1142 = add i32 %1141, %lane4374
  %1143 = sext i32 %1142 to i64
  %1144 = add nsw i64 %1139, %1143
  %1145 = getelementptr inbounds float, ptr %X_r, i64 %1144
  %1146 = load float, ptr %1145, align 4
  %1147 = fadd float %1137, %1146
  %1148 = sext i32 %lane4374 to i64
  %1149 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1148
  store float %1147, ptr %1149, align 4
  %1150 = add nsw i32 %lane4374, 1
  br label %for.cond371, !llvm.loop !84

for.end373:                                       ; preds = %for.cond371
  %1151 = add nsw i32 %red4, 1
  br label %for.cond368, !llvm.loop !85

for.cond375:                                      ; preds = %for.body376, %for.end370
  %lane4378 = phi i32 [ 0, %for.end370 ], [ %1162, %for.body376 ]
  %1152 = icmp slt i32 %lane4378, 32
  br i1 %1152, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1153 = sext i32 %i6 to i64
  %1154 = getelementptr inbounds float, ptr %mean_r, i64 %1153
  %1155 = load float, ptr %1154, align 4
  %1156 = sext i32 %lane4378 to i64
  %1157 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1156
  %1158 = load float, ptr %1157, align 4
  %1159 = fadd float %1155, %1158
  %1160 = sext i32 %i6 to i64
  %1161 = getelementptr inbounds float, ptr %mean_r, i64 %1160
  store float %1159, ptr %1161, align 4
  %1162 = add nsw i32 %lane4378, 1
  br label %for.cond375, !llvm.loop !86

for.end377:                                       ; preds = %for.cond375
  %1163 = add nsw i32 %i6, 1
  br label %for.cond362, !llvm.loop !87

for.cond379:                                      ; preds = %for.end394, %for.end364
  %i7 = phi i32 [ 0, %for.end364 ], [ %1207, %for.end394 ]
  %1164 = icmp slt i32 %i7, 1
  br i1 %1164, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  br label %for.cond382

for.end381:                                       ; preds = %for.cond379
  br label %for.cond396

for.cond382:                                      ; preds = %for.body383, %for.body380
  %lane5 = phi i32 [ 0, %for.body380 ], [ %1174, %for.body383 ]
  %1165 = icmp slt i32 %lane5, 32
  br i1 %1165, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1166 = sext i32 %i7 to i64
  %1167 = mul nsw i64 %1166, 4096
  %1168 = sext i32 %lane5 to i64
  %1169 = add nsw i64 %1167, %1168
  %1170 = getelementptr inbounds float, ptr %sq_r, i64 %1169
  %1171 = load float, ptr %1170, align 4
  %1172 = sext i32 %lane5 to i64
  %1173 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1172
  store float %1171, ptr %1173, align 4
  %1174 = add nsw i32 %lane5, 1
  br label %for.cond382, !llvm.loop !88

for.end384:                                       ; preds = %for.cond382
  br label %for.cond385

for.cond385:                                      ; preds = %for.end390, %for.end384
  %red5 = phi i32 [ 0, %for.end384 ], [ %1195, %for.end390 ]
  %1175 = icmp slt i32 %red5, 127
  br i1 %1175, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  br label %for.cond388

for.end387:                                       ; preds = %for.cond385
  %1176 = sext i32 %i7 to i64
  %1177 = getelementptr inbounds float, ptr %rstd_r, i64 %1176
  store float 0.000000e+00, ptr %1177, align 4
  br label %for.cond392

for.cond388:                                      ; preds = %for.body389, %for.body386
  %lane5391 = phi i32 [ 0, %for.body386 ], [ %1194, %for.body389 ]
  %1178 = icmp slt i32 %lane5391, 32
  br i1 %1178, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1179 = sext i32 %lane5391 to i64
  %1180 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1179
  %1181 = load float, ptr %1180, align 4
  %1182 = sext i32 %i7 to i64
  %1183 = mul nsw i64 %1182, 4096
  %1184 = add i32 %red5, 1
  %1185 = mul i32 %1184, 32
  %1186 = add i32 %1185, %lane5391
  %1187 = sext i32 %1186 to i64
  %1188 = add nsw i64 %1183, %1187
  %1189 = getelementptr inbounds float, ptr %sq_r, i64 %1188
  %1190 = load float, ptr %1189, align 4
  %1191 = fadd float %1181, %1190
  %1192 = sext i32 %lane5391 to i64
  %1193 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1192
  store float %1191, ptr %1193, align 4
  %1194 = add nsw i32 %lane5391, 1
  br label %for.cond388, !llvm.loop !89

for.end390:                                       ; preds = %for.cond388
  %1195 = add nsw i32 %red5, 1
  br label %for.cond385, !llvm.loop !90

for.cond392:                                      ; preds = %for.body393, %for.end387
  %lane5395 = phi i32 [ 0, %for.end387 ], [ %1206, %for.body393 ]
  %1196 = icmp slt i32 %lane5395, 32
  br i1 %1196, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1197 = sext i32 %i7 to i64
  %1198 = getelementptr inbounds float, ptr %rstd_r, i64 %1197
  %1199 = load float, ptr %1198, align 4
  %1200 = sext i32 %lane5395 to i64
  %1201 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1200
  %1202 = load float, ptr %1201, align 4
  %1203 = fadd float %1199, %1202
  %1204 = sext i32 %i7 to i64
  %1205 = getelementptr inbounds float, ptr %rstd_r, i64 %1204
  store float %1203, ptr %1205, align 4
  %1206 = add nsw i32 %lane5395, 1
  br label %for.cond392, !llvm.loop !91

for.end394:                                       ; preds = %for.cond392
  %1207 = add nsw i32 %i7, 1
  br label %for.cond379, !llvm.loop !92

for.cond396:                                      ; preds = %for.body397, %for.end381
  %i399 = phi i32 [ 0, %for.end381 ], [ %1237, %for.body397 ]
  %1208 = icmp slt i32 %i399, 1
  br i1 %1208, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1209 = sext i32 %i399 to i64
  %1210 = getelementptr inbounds float, ptr %mean_r, i64 %1209
  %1211 = load float, ptr %1210, align 4
  %1212 = sitofp i32 %N to float
  %1213 = fdiv float %1211, %1212
  %1214 = sext i32 %i399 to i64
  %1215 = getelementptr inbounds float, ptr %mean_r, i64 %1214
  store float %1213, ptr %1215, align 4
  %1216 = sext i32 %i399 to i64
  %1217 = getelementptr inbounds float, ptr %rstd_r, i64 %1216
  %1218 = load float, ptr %1217, align 4
  %1219 = sitofp i32 %N to float
  %1220 = fdiv float %1218, %1219
  %1221 = sext i32 %i399 to i64
  %1222 = getelementptr inbounds float, ptr %mean_r, i64 %1221
  %1223 = load float, ptr %1222, align 4
  %1224 = sext i32 %i399 to i64
  %1225 = getelementptr inbounds float, ptr %mean_r, i64 %1224
  %1226 = load float, ptr %1225, align 4
  %1227 = fmul float %1223, %1226
  %1228 = fsub float %1220, %1227
  %1229 = call float @llvm.maxnum.f32(float %1228, float 0.000000e+00)
  %1230 = fadd float %1229, 0x3EE4F8B580000000
  %1231 = fpext float %1230 to double
  %1232 = call double @llvm.sqrt.f64(double %1231)
  %1233 = fdiv double 1.000000e+00, %1232
  %1234 = fptrunc double %1233 to float
  %1235 = sext i32 %i399 to i64
  %1236 = getelementptr inbounds float, ptr %rstd_r, i64 %1235
  store float %1234, ptr %1236, align 4
  %1237 = add nsw i32 %i399, 1
  br label %for.cond396, !llvm.loop !93

for.end398:                                       ; preds = %for.cond396
  br label %for.cond400

for.cond400:                                      ; preds = %for.end410, %for.end398
  %i403 = phi i32 [ 0, %for.end398 ], [ %1302, %for.end410 ]
  %1238 = icmp slt i32 %i403, 1
  br i1 %1238, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1239 = sext i32 %N to i64
  %1240 = icmp slt i64 %1239, 0
  %1241 = sext i32 %N to i64
  %1242 = icmp sgt i64 %1241, 4096
  %1243 = sext i32 %N to i64
  %1244 = select i1 %1242, i64 4096, i64 %1243
  %1245 = select i1 %1240, i64 0, i64 %1244
  %tl_cols6 = trunc i64 %1245 to i32
  br label %for.cond404

for.end402:                                       ; preds = %for.cond400
  %1246 = mul i32 %bx, 4
  %1247 = add i32 %1246, %r315
  %1248 = icmp sle i32 0, %1247
  %1249 = mul i32 %bx, 4
  %1250 = add i32 %1249, %r315
  %1251 = sext i32 %1250 to i64
  %1252 = add i64 %1251, 1
  %1253 = sext i32 %M to i64
  %1254 = icmp sle i64 %1252, %1253
  %1255 = and i1 %1248, %1254
  %1256 = sext i32 %N to i64
  %1257 = icmp sle i64 4096, %1256
  %1258 = and i1 %1255, %1257
  br i1 %1258, label %if.then411, label %if.else412

for.cond404:                                      ; preds = %for.body405, %for.body401
  %j407 = phi i32 [ 0, %for.body401 ], [ %1285, %for.body405 ]
  %1259 = icmp slt i32 %j407, %tl_cols6
  br i1 %1259, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  %1260 = sext i32 %i403 to i64
  %1261 = mul nsw i64 %1260, 4096
  %1262 = sext i32 %j407 to i64
  %1263 = add nsw i64 %1261, %1262
  %1264 = getelementptr inbounds float, ptr %X_r, i64 %1263
  %1265 = load float, ptr %1264, align 4
  %1266 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1267 = load float, ptr %1266, align 4
  %1268 = fsub float %1265, %1267
  %1269 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1270 = load float, ptr %1269, align 4
  %1271 = fmul float %1268, %1270
  %1272 = sext i32 %j407 to i64
  %1273 = getelementptr inbounds float, ptr %W_r, i64 %1272
  %1274 = load float, ptr %1273, align 4
  %1275 = fmul float %1271, %1274
  %1276 = sext i32 %j407 to i64
  %1277 = getelementptr inbounds float, ptr %B_r, i64 %1276
  %1278 = load float, ptr %1277, align 4
  %1279 = fadd float %1275, %1278
  %1280 = sext i32 %i403 to i64
  %1281 = mul nsw i64 %1280, 4096
  %1282 = sext i32 %j407 to i64
  %1283 = add nsw i64 %1281, %1282
  %1284 = getelementptr inbounds float, ptr %X_r, i64 %1283
  store float %1279, ptr %1284, align 4
  %1285 = add nsw i32 %j407, 1
  br label %for.cond404, !llvm.loop !94

for.end406:                                       ; preds = %for.cond404
  %1286 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1287 = load float, ptr %1286, align 4
  %1288 = fsub float 0.000000e+00, %1287
  %1289 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1290 = load float, ptr %1289, align 4
  %1291 = fmul float %1288, %1290
  %1292 = fmul float %1291, 0.000000e+00
  %tl_col8 = fadd float %1292, 0.000000e+00
  %1293 = sub i32 4096, %tl_cols6
  br label %for.cond408

for.cond408:                                      ; preds = %for.body409, %for.end406
  %j71 = phi i32 [ 0, %for.end406 ], [ %1301, %for.body409 ]
  %1294 = icmp slt i32 %j71, %1293
  br i1 %1294, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1295 = sext i32 %i403 to i64
  %1296 = mul nsw i64 %1295, 4096
  %1297 = add i32 %tl_cols6, %j71
  %1298 = sext i32 %1297 to i64
  %1299 = add nsw i64 %1296, %1298
  %1300 = getelementptr inbounds float, ptr %X_r, i64 %1299
  store float %tl_col8, ptr %1300, align 4
  %1301 = add nsw i32 %j71, 1
  br label %for.cond408, !llvm.loop !95

for.end410:                                       ; preds = %for.cond408
  %1302 = add nsw i32 %i403, 1
  br label %for.cond400, !llvm.loop !96

if.then411:                                       ; preds = %for.end402
  br label %for.cond414

if.else412:                                       ; preds = %for.end402
  br label %for.cond425

if.end413:                                        ; preds = %for.end427, %for.end416
  %1303 = add nsw i32 %r315, 1
  br label %for.cond312, !llvm.loop !97

for.cond414:                                      ; preds = %if.end420, %if.then411
  %i13417 = phi i32 [ 0, %if.then411 ], [ %1321, %if.end420 ]
  %1304 = icmp slt i32 %i13417, 1
  br i1 %1304, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1305 = sext i32 %M to i64
  %1306 = sext i32 %N to i64
  %1307 = mul i64 %1305, %1306
  %1308 = icmp sge i64 %1307, 8388608
  br i1 %1308, label %if.then418, label %if.else419

for.end416:                                       ; preds = %for.cond414
  br label %if.end413

if.then418:                                       ; preds = %for.body415
  %1309 = mul i32 %bx, 4
  %1310 = add i32 %1309, %r315
  %1311 = add i32 %1310, %i13417
  %1312 = sext i32 %1311 to i64
  %1313 = sext i32 %N to i64
  %1314 = mul nsw i64 %1312, %1313
  %1315 = add nsw i64 %1314, 0
  %1316 = getelementptr inbounds float, ptr %Y, i64 %1315
  %1317 = sext i32 %i13417 to i64
  %1318 = mul nsw i64 %1317, 4096
  %1319 = add nsw i64 %1318, 0
  %1320 = getelementptr inbounds float, ptr %X_r, i64 %1319
  call void @tilec_rt_stream(ptr %1316, ptr %1320, i64 16384)
  br label %if.end420

if.else419:                                       ; preds = %for.body415
  br label %for.cond421

if.end420:                                        ; preds = %for.end423, %if.then418
  %1321 = add nsw i32 %i13417, 1
  br label %for.cond414, !llvm.loop !98

for.cond421:                                      ; preds = %for.body422, %if.else419
  %j3424 = phi i32 [ 0, %if.else419 ], [ %1338, %for.body422 ]
  %1322 = icmp slt i32 %j3424, 4096
  br i1 %1322, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1323 = sext i32 %i13417 to i64
  %1324 = mul nsw i64 %1323, 4096
  %1325 = sext i32 %j3424 to i64
  %1326 = add nsw i64 %1324, %1325
  %1327 = getelementptr inbounds float, ptr %X_r, i64 %1326
  %1328 = load float, ptr %1327, align 4
  %1329 = mul i32 %bx, 4
  %1330 = add i32 %1329, %r315
  %1331 = add i32 %1330, %i13417
  %1332 = sext i32 %1331 to i64
  %1333 = sext i32 %N to i64
  %1334 = mul nsw i64 %1332, %1333
  %1335 = sext i32 %j3424 to i64
  %1336 = add nsw i64 %1334, %1335
  %1337 = getelementptr inbounds float, ptr %Y, i64 %1336
  store float %1328, ptr %1337, align 4
  %1338 = add nsw i32 %j3424, 1
  br label %for.cond421, !llvm.loop !99

for.end423:                                       ; preds = %for.cond421
  br label %if.end420

for.cond425:                                      ; preds = %if.end431, %if.else412
  %i13428 = phi i32 [ 0, %if.else412 ], [ %1365, %if.end431 ]
  %1339 = icmp slt i32 %i13428, 1
  br i1 %1339, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1340 = sext i32 %N to i64
  %1341 = icmp slt i64 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp sgt i64 %1342, 4096
  %1344 = sext i32 %N to i64
  %1345 = select i1 %1343, i64 4096, i64 %1344
  %1346 = select i1 %1341, i64 0, i64 %1345
  %tl_hi14 = trunc i64 %1346 to i32
  %1347 = mul i32 %bx, 4
  %1348 = add i32 %1347, %r315
  %1349 = sext i32 %1348 to i64
  %1350 = sext i32 %i13428 to i64
  %1351 = add i64 %1349, %1350
  %1352 = icmp sle i64 0, %1351
  %1353 = mul i32 %bx, 4
  %1354 = add i32 %1353, %r315
  %1355 = sext i32 %1354 to i64
  %1356 = sext i32 %i13428 to i64
  %1357 = add i64 %1355, %1356
  %1358 = sext i32 %M to i64
  %1359 = icmp slt i64 %1357, %1358
  %1360 = and i1 %1352, %1359
  br i1 %1360, label %if.then429, label %if.else430

for.end427:                                       ; preds = %for.cond425
  br label %if.end413

if.then429:                                       ; preds = %for.body426
  %1361 = sext i32 %M to i64
  %1362 = sext i32 %N to i64
  %1363 = mul i64 %1361, %1362
  %1364 = icmp sge i64 %1363, 8388608
  br i1 %1364, label %if.then432, label %if.else433

if.else430:                                       ; preds = %for.body426
  br label %if.end431

if.end431:                                        ; preds = %if.else430, %if.end434
  %1365 = add nsw i32 %i13428, 1
  br label %for.cond425, !llvm.loop !100

if.then432:                                       ; preds = %if.then429
  %1366 = sext i32 %tl_hi14 to i64
  %1367 = mul i32 %bx, 4
  %1368 = add i32 %1367, %r315
  %1369 = add i32 %1368, %i13428
  %1370 = sext i32 %1369 to i64
  %1371 = sext i32 %N to i64
  %1372 = mul nsw i64 %1370, %1371
  %1373 = add nsw i64 %1372, 0
  %1374 = getelementptr inbounds float, ptr %Y, i64 %1373
  %1375 = sext i32 %i13428 to i64
  %1376 = mul nsw i64 %1375, 4096
  %1377 = add nsw i64 %1376, 0
  %1378 = getelementptr inbounds float, ptr %X_r, i64 %1377
  %1379 = mul i64 %1366, 4
  call void @tilec_rt_stream(ptr %1374, ptr %1378, i64 %1379)
  br label %if.end434

if.else433:                                       ; preds = %if.then429
  br label %for.cond435

if.end434:                                        ; preds = %for.end437, %if.then432
  br label %if.end431

for.cond435:                                      ; preds = %for.body436, %if.else433
  %j3438 = phi i32 [ 0, %if.else433 ], [ %1396, %for.body436 ]
  %1380 = icmp slt i32 %j3438, %tl_hi14
  br i1 %1380, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1381 = sext i32 %i13428 to i64
  %1382 = mul nsw i64 %1381, 4096
  %1383 = sext i32 %j3438 to i64
  %1384 = add nsw i64 %1382, %1383
  %1385 = getelementptr inbounds float, ptr %X_r, i64 %1384
  %1386 = load float, ptr %1385, align 4
  %1387 = mul i32 %bx, 4
  %1388 = add i32 %1387, %r315
  %1389 = add i32 %1388, %i13428
  %1390 = sext i32 %1389 to i64
  %1391 = sext i32 %N to i64
  %1392 = mul nsw i64 %1390, %1391
  %1393 = sext i32 %j3438 to i64
  %1394 = add nsw i64 %1392, %1393
  %1395 = getelementptr inbounds float, ptr %Y, i64 %1394
  store float %1386, ptr %1395, align 4
  %1396 = add nsw i32 %j3438, 1
  br label %for.cond435, !llvm.loop !101

for.end437:                                       ; preds = %for.cond435
  br label %if.end434

for.cond439:                                      ; preds = %for.body440, %if.else283
  %i14 = phi i32 [ 0, %if.else283 ], [ %1400, %for.body440 ]
  %1397 = icmp slt i32 %i14, 4
  br i1 %1397, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1398 = sext i32 %i14 to i64
  %1399 = getelementptr inbounds float, ptr %mean, i64 %1398
  store float 0.000000e+00, ptr %1399, align 4
  %1400 = add nsw i32 %i14, 1
  br label %for.cond439, !llvm.loop !102

for.end441:                                       ; preds = %for.cond439
  br label %for.cond442

for.cond442:                                      ; preds = %for.body443, %for.end441
  %i14445 = phi i32 [ 0, %for.end441 ], [ %1404, %for.body443 ]
  %1401 = icmp slt i32 %i14445, 4
  br i1 %1401, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1402 = sext i32 %i14445 to i64
  %1403 = getelementptr inbounds float, ptr %rstd, i64 %1402
  store float 0.000000e+00, ptr %1403, align 4
  %1404 = add nsw i32 %i14445, 1
  br label %for.cond442, !llvm.loop !103

for.end444:                                       ; preds = %for.cond442
  %1405 = sext i32 %N to i64
  %1406 = sdiv i64 %1405, 512
  %1407 = sub i64 0, %1405
  %1408 = select i1 false, i64 %1407, i64 %1406
  %1409 = srem i64 %1405, 512
  %1410 = icmp ne i64 %1409, 0
  %1411 = icmp slt i64 %1405, 0
  %1412 = icmp eq i1 %1411, false
  %1413 = and i1 %1410, %1412
  %1414 = zext i1 %1413 to i64
  %1415 = add i64 %1408, %1414
  %1416 = trunc i64 %1415 to i32
  br label %for.cond446

for.cond446:                                      ; preds = %for.end515, %for.end444
  %c = phi i32 [ 0, %for.end444 ], [ %1660, %for.end515 ]
  %1417 = icmp slt i32 %c, %1416
  br i1 %1417, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1418 = mul i32 %bx, 4
  %1419 = icmp sle i32 0, %1418
  %1420 = mul i32 %bx, 4
  %1421 = sext i32 %1420 to i64
  %1422 = add i64 %1421, 4
  %1423 = sext i32 %M to i64
  %1424 = icmp sle i64 %1422, %1423
  %1425 = and i1 %1419, %1424
  %1426 = mul i32 %c, 512
  %1427 = icmp sle i32 0, %1426
  %1428 = mul i32 %c, 512
  %1429 = sext i32 %1428 to i64
  %1430 = add i64 %1429, 512
  %1431 = sext i32 %N to i64
  %1432 = icmp sle i64 %1430, %1431
  %1433 = and i1 %1427, %1432
  %1434 = and i1 %1425, %1433
  br i1 %1434, label %if.then449, label %if.else450

for.end448:                                       ; preds = %for.cond446
  br label %for.cond530

if.then449:                                       ; preds = %for.body447
  br label %for.cond452

if.else450:                                       ; preds = %for.body447
  br label %for.cond465

if.end451:                                        ; preds = %for.end467, %for.end454
  br label %for.cond487

for.cond452:                                      ; preds = %for.end464, %if.then449
  %i14455 = phi i32 [ 0, %if.then449 ], [ %1482, %for.end464 ]
  %1435 = icmp slt i32 %i14455, 4
  br i1 %1435, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1436 = add i32 %c, 1
  %1437 = sext i32 %N to i64
  %1438 = sdiv i64 %1437, 512
  %1439 = sub i64 0, %1437
  %1440 = select i1 false, i64 %1439, i64 %1438
  %1441 = srem i64 %1437, 512
  %1442 = icmp ne i64 %1441, 0
  %1443 = icmp slt i64 %1437, 0
  %1444 = icmp eq i1 %1443, false
  %1445 = and i1 %1442, %1444
  %1446 = zext i1 %1445 to i64
  %1447 = add i64 %1440, %1446
  %1448 = trunc i64 %1447 to i32
  %1449 = icmp slt i32 %1436, %1448
  br i1 %1449, label %if.then456, label %if.else457

for.end454:                                       ; preds = %for.cond452
  br label %if.end451

if.then456:                                       ; preds = %for.body453
  br label %for.cond459

if.else457:                                       ; preds = %for.body453
  br label %if.end458

if.end458:                                        ; preds = %if.else457, %for.end461
  br label %for.cond462

for.cond459:                                      ; preds = %for.body460, %if.then456
  %pf1 = phi i32 [ 0, %if.then456 ], [ %1463, %for.body460 ]
  %1450 = icmp slt i32 %pf1, 32
  br i1 %1450, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %1451 = mul i32 %bx, 4
  %1452 = add i32 %1451, %i14455
  %1453 = sext i32 %1452 to i64
  %1454 = sext i32 %N to i64
  %1455 = mul i64 %1453, %1454
  %1456 = add i32 %c, 1
  %1457 = mul i32 %1456, 512
  %1458 = mul i32 %pf1, 16
  %1459 = add i32 %1457, %1458
  %1460 = sext i32 %1459 to i64
  %1461 = add i64 %1455, %1460
  %1462 = getelementptr float, ptr %X, i64 %1461
  call void @llvm.prefetch.p0(ptr %1462, i32 0, i32 0, i32 1)
  %1463 = add nsw i32 %pf1, 1
  br label %for.cond459, !llvm.loop !104

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

for.cond462:                                      ; preds = %for.body463, %if.end458
  %j4 = phi i32 [ 0, %if.end458 ], [ %1481, %for.body463 ]
  %1464 = icmp slt i32 %j4, 512
  br i1 %1464, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %1465 = mul i32 %bx, 4
  %1466 = add i32 %1465, %i14455
  %1467 = sext i32 %1466 to i64
  %1468 = sext i32 %N to i64
  %1469 = mul nsw i64 %1467, %1468
  %1470 = mul i32 %c, 512
  %1471 = add i32 %1470, %j4
  %1472 = sext i32 %1471 to i64
  %1473 = add nsw i64 %1469, %1472
  %1474 = getelementptr inbounds float, ptr %X, i64 %1473
  %1475 = load float, ptr %1474, align 4
  %1476 = sext i32 %i14455 to i64
  %1477 = mul nsw i64 %1476, 512
  %1478 = sext i32 %j4 to i64
  %1479 = add nsw i64 %1477, %1478
  %1480 = getelementptr inbounds float, ptr %X_f, i64 %1479
  store float %1475, ptr %1480, align 4
  %1481 = add nsw i32 %j4, 1
  br label %for.cond462, !llvm.loop !105

for.end464:                                       ; preds = %for.cond462
  %1482 = add nsw i32 %i14455, 1
  br label %for.cond452, !llvm.loop !106

for.cond465:                                      ; preds = %for.end485, %if.else450
  %i14468 = phi i32 [ 0, %if.else450 ], [ %1591, %for.end485 ]
  %1483 = icmp slt i32 %i14468, 4
  br i1 %1483, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %1484 = mul i32 %c, 512
  %1485 = sext i32 %1484 to i64
  %1486 = sub i64 0, %1485
  %1487 = icmp slt i64 %1486, 0
  %1488 = mul i32 %c, 512
  %1489 = sext i32 %1488 to i64
  %1490 = sub i64 0, %1489
  %1491 = icmp sgt i64 %1490, 512
  %1492 = mul i32 %c, 512
  %1493 = sext i32 %1492 to i64
  %1494 = sub i64 0, %1493
  %1495 = select i1 %1491, i64 512, i64 %1494
  %1496 = select i1 %1487, i64 0, i64 %1495
  %tl_lo15 = trunc i64 %1496 to i32
  %1497 = sext i32 %N to i64
  %1498 = mul i32 %c, 512
  %1499 = sext i32 %1498 to i64
  %1500 = sub i64 %1497, %1499
  %1501 = icmp slt i64 %1500, 0
  %1502 = sext i32 %N to i64
  %1503 = mul i32 %c, 512
  %1504 = sext i32 %1503 to i64
  %1505 = sub i64 %1502, %1504
  %1506 = icmp sgt i64 %1505, 512
  %1507 = sext i32 %N to i64
  %1508 = mul i32 %c, 512
  %1509 = sext i32 %1508 to i64
  %1510 = sub i64 %1507, %1509
  %1511 = select i1 %1506, i64 512, i64 %1510
  %1512 = select i1 %1501, i64 0, i64 %1511
  %1513 = sext i32 %tl_lo15 to i64
  %1514 = icmp slt i64 %1512, %1513
  %1515 = sext i32 %tl_lo15 to i64
  %1516 = sext i32 %N to i64
  %1517 = mul i32 %c, 512
  %1518 = sext i32 %1517 to i64
  %1519 = sub i64 %1516, %1518
  %1520 = icmp slt i64 %1519, 0
  %1521 = sext i32 %N to i64
  %1522 = mul i32 %c, 512
  %1523 = sext i32 %1522 to i64
  %1524 = sub i64 %1521, %1523
  %1525 = icmp sgt i64 %1524, 512
  %1526 = sext i32 %N to i64
  %1527 = mul i32 %c, 512
  %1528 = sext i32 %1527 to i64
  %1529 = sub i64 %1526, %1528
  %1530 = select i1 %1525, i64 512, i64 %1529
  %1531 = select i1 %1520, i64 0, i64 %1530
  %1532 = select i1 %1514, i64 %1515, i64 %1531
  %tl_hi16 = trunc i64 %1532 to i32
  br label %for.cond469

for.end467:                                       ; preds = %for.cond465
  br label %if.end451

for.cond469:                                      ; preds = %for.body470, %for.body466
  %j4472 = phi i32 [ 0, %for.body466 ], [ %1539, %for.body470 ]
  %1533 = icmp slt i32 %j4472, %tl_lo15
  br i1 %1533, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %1534 = sext i32 %i14468 to i64
  %1535 = mul nsw i64 %1534, 512
  %1536 = sext i32 %j4472 to i64
  %1537 = add nsw i64 %1535, %1536
  %1538 = getelementptr inbounds float, ptr %X_f, i64 %1537
  store float 0.000000e+00, ptr %1538, align 4
  %1539 = add nsw i32 %j4472, 1
  br label %for.cond469, !llvm.loop !107

for.end471:                                       ; preds = %for.cond469
  %1540 = mul i32 %bx, 4
  %1541 = sext i32 %1540 to i64
  %1542 = sext i32 %i14468 to i64
  %1543 = add i64 %1541, %1542
  %1544 = icmp sle i64 0, %1543
  %1545 = mul i32 %bx, 4
  %1546 = sext i32 %1545 to i64
  %1547 = sext i32 %i14468 to i64
  %1548 = add i64 %1546, %1547
  %1549 = sext i32 %M to i64
  %1550 = icmp slt i64 %1548, %1549
  %1551 = and i1 %1544, %1550
  br i1 %1551, label %if.then473, label %if.else474

if.then473:                                       ; preds = %for.end471
  %1552 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond476

if.else474:                                       ; preds = %for.end471
  %1553 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond479

if.end475:                                        ; preds = %for.end481, %for.end478
  %1554 = sub i32 512, %tl_hi16
  br label %for.cond483

for.cond476:                                      ; preds = %for.body477, %if.then473
  %j41 = phi i32 [ 0, %if.then473 ], [ %1574, %for.body477 ]
  %1555 = icmp slt i32 %j41, %1552
  br i1 %1555, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %1556 = mul i32 %bx, 4
  %1557 = add i32 %1556, %i14468
  %1558 = sext i32 %1557 to i64
  %1559 = sext i32 %N to i64
  %1560 = mul nsw i64 %1558, %1559
  %1561 = mul i32 %c, 512
  %1562 = add i32 %tl_lo15, %j41
  %1563 = add i32 %1561, %1562
  %1564 = sext i32 %1563 to i64
  %1565 = add nsw i64 %1560, %1564
  %1566 = getelementptr inbounds float, ptr %X, i64 %1565
  %1567 = load float, ptr %1566, align 4
  %1568 = sext i32 %i14468 to i64
  %1569 = mul nsw i64 %1568, 512
  %1570 = add i32 %tl_lo15, %j41
  %1571 = sext i32 %1570 to i64
  %1572 = add nsw i64 %1569, %1571
  %1573 = getelementptr inbounds float, ptr %X_f, i64 %1572
  store float %1567, ptr %1573, align 4
  %1574 = add nsw i32 %j41, 1
  br label %for.cond476, !llvm.loop !108

for.end478:                                       ; preds = %for.cond476
  br label %if.end475

for.cond479:                                      ; preds = %for.body480, %if.else474
  %j41482 = phi i32 [ 0, %if.else474 ], [ %1582, %for.body480 ]
  %1575 = icmp slt i32 %j41482, %1553
  br i1 %1575, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %1576 = sext i32 %i14468 to i64
  %1577 = mul nsw i64 %1576, 512
  %1578 = add i32 %tl_lo15, %j41482
  %1579 = sext i32 %1578 to i64
  %1580 = add nsw i64 %1577, %1579
  %1581 = getelementptr inbounds float, ptr %X_f, i64 %1580
  store float 0.000000e+00, ptr %1581, align 4
  %1582 = add nsw i32 %j41482, 1
  br label %for.cond479, !llvm.loop !109

for.end481:                                       ; preds = %for.cond479
  br label %if.end475

for.cond483:                                      ; preds = %for.body484, %if.end475
  %j41486 = phi i32 [ 0, %if.end475 ], [ %1590, %for.body484 ]
  %1583 = icmp slt i32 %j41486, %1554
  br i1 %1583, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %1584 = sext i32 %i14468 to i64
  %1585 = mul nsw i64 %1584, 512
  %1586 = add i32 %tl_hi16, %j41486
  %1587 = sext i32 %1586 to i64
  %1588 = add nsw i64 %1585, %1587
  %1589 = getelementptr inbounds float, ptr %X_f, i64 %1588
  store float 0.000000e+00, ptr %1589, align 4
  %1590 = add nsw i32 %j41486, 1
  br label %for.cond483, !llvm.loop !110

for.end485:                                       ; preds = %for.cond483
  %1591 = add nsw i32 %i14468, 1
  br label %for.cond465, !llvm.loop !111

for.cond487:                                      ; preds = %for.end493, %if.end451
  %i490 = phi i32 [ 0, %if.end451 ], [ %1616, %for.end493 ]
  %1592 = icmp slt i32 %i490, 4
  br i1 %1592, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  br label %for.cond491

for.end489:                                       ; preds = %for.cond487
  br label %for.cond496

for.cond491:                                      ; preds = %for.body492, %for.body488
  %j494 = phi i32 [ 0, %for.body488 ], [ %1615, %for.body492 ]
  %1593 = icmp slt i32 %j494, 512
  br i1 %1593, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %1594 = mul i32 %c, 512
  %1595 = add i32 %1594, %j494
  %1596 = icmp slt i32 %1595, %N
  %1597 = sext i32 %i490 to i64
  %1598 = mul nsw i64 %1597, 512
  %1599 = sext i32 %j494 to i64
  %1600 = add nsw i64 %1598, %1599
  %1601 = call i64 @llvm.umin.i64(i64 %1600, i64 2047)
  %1602 = getelementptr inbounds float, ptr %X_f, i64 %1601
  %1603 = load float, ptr %1602, align 4
  %x495 = select i1 %1596, float %1603, float 0.000000e+00
  %1604 = sext i32 %i490 to i64
  %1605 = mul nsw i64 %1604, 512
  %1606 = sext i32 %j494 to i64
  %1607 = add nsw i64 %1605, %1606
  %1608 = getelementptr inbounds float, ptr %X_f, i64 %1607
  store float %x495, ptr %1608, align 4
  %1609 = fmul float %x495, %x495
  %1610 = sext i32 %i490 to i64
  %1611 = mul nsw i64 %1610, 512
  %1612 = sext i32 %j494 to i64
  %1613 = add nsw i64 %1611, %1612
  %1614 = getelementptr inbounds float, ptr %sq, i64 %1613
  store float %1609, ptr %1614, align 4
  %1615 = add nsw i32 %j494, 1
  br label %for.cond491, !llvm.loop !112

for.end493:                                       ; preds = %for.cond491
  %1616 = add nsw i32 %i490, 1
  br label %for.cond487, !llvm.loop !113

for.cond496:                                      ; preds = %for.end511, %for.end489
  %i9 = phi i32 [ 0, %for.end489 ], [ %1658, %for.end511 ]
  %1617 = icmp slt i32 %i9, 4
  br i1 %1617, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  br label %for.cond499

for.end498:                                       ; preds = %for.cond496
  br label %for.cond513

for.cond499:                                      ; preds = %for.body500, %for.body497
  %lane6 = phi i32 [ 0, %for.body497 ], [ %1627, %for.body500 ]
  %1618 = icmp slt i32 %lane6, 32
  br i1 %1618, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %1619 = sext i32 %i9 to i64
  %1620 = mul nsw i64 %1619, 512
  %1621 = sext i32 %lane6 to i64
  %1622 = add nsw i64 %1620, %1621
  %1623 = getelementptr inbounds float, ptr %X_f, i64 %1622
  %1624 = load float, ptr %1623, align 4
  %1625 = sext i32 %lane6 to i64
  %1626 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1625
  store float %1624, ptr %1626, align 4
  %1627 = add nsw i32 %lane6, 1
  br label %for.cond499, !llvm.loop !114

for.end501:                                       ; preds = %for.cond499
  br label %for.cond502

for.cond502:                                      ; preds = %for.end507, %for.end501
  %red6 = phi i32 [ 0, %for.end501 ], [ %1646, %for.end507 ]
  %1628 = icmp slt i32 %red6, 15
  br i1 %1628, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  br label %for.cond505

for.end504:                                       ; preds = %for.cond502
  br label %for.cond509

for.cond505:                                      ; preds = %for.body506, %for.body503
  %lane6508 = phi i32 [ 0, %for.body503 ], [ %1645, %for.body506 ]
  %1629 = icmp slt i32 %lane6508, 32
  br i1 %1629, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %1630 = sext i32 %lane6508 to i64
  %1631 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = sext i32 %i9 to i64
  %1634 = mul nsw i64 %1633, 512
  %1635 = add i32 %red6, 1
  %1636 = mul i32 %1635, 32
  %1637 = add i32 %1636, %lane6508
  %1638 = sext i32 %1637 to i64
  %1639 = add nsw i64 %1634, %1638
  %1640 = getelementptr inbounds float, ptr %X_f, i64 %1639
  %1641 = load float, ptr %1640, align 4
  %1642 = fadd float %1632, %1641
  %1643 = sext i32 %lane6508 to i64
  %1644 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1643
  store float %1642, ptr %1644, align 4
  %1645 = add nsw i32 %lane6508, 1
  br label %for.cond505, !llvm.loop !115

for.end507:                                       ; preds = %for.cond505
  %1646 = add nsw i32 %red6, 1
  br label %for.cond502, !llvm.loop !116

for.cond509:                                      ; preds = %for.body510, %for.end504
  %lane6512 = phi i32 [ 0, %for.end504 ], [ %1657, %for.body510 ]
  %1647 = icmp slt i32 %lane6512, 32
  br i1 %1647, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %1648 = sext i32 %i9 to i64
  %1649 = getelementptr inbounds float, ptr %mean, i64 %1648
  %1650 = load float, ptr %1649, align 4
  %1651 = sext i32 %lane6512 to i64
  %1652 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1651
  %1653 = load float, ptr %1652, align 4
  %1654 = fadd float %1650, %1653
  %1655 = sext i32 %i9 to i64
  %1656 = getelementptr inbounds float, ptr %mean, i64 %1655
  store float %1654, ptr %1656, align 4
  %1657 = add nsw i32 %lane6512, 1
  br label %for.cond509, !llvm.loop !117

for.end511:                                       ; preds = %for.cond509
  %1658 = add nsw i32 %i9, 1
  br label %for.cond496, !llvm.loop !118

for.cond513:                                      ; preds = %for.end528, %for.end498
  %i10 = phi i32 [ 0, %for.end498 ], [ %1701, %for.end528 ]
  %1659 = icmp slt i32 %i10, 4
  br i1 %1659, label %for.body514, label %for.end515

for.body514:                                      ; preds = %for.cond513
  br label %for.cond516

for.end515:                                       ; preds = %for.cond513
  %1660 = add nsw i32 %c, 1
  br label %for.cond446, !llvm.loop !119

for.cond516:                                      ; preds = %for.body517, %for.body514
  %lane7 = phi i32 [ 0, %for.body514 ], [ %1670, %for.body517 ]
  %1661 = icmp slt i32 %lane7, 32
  br i1 %1661, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %1662 = sext i32 %i10 to i64
  %1663 = mul nsw i64 %1662, 512
  %1664 = sext i32 %lane7 to i64
  %1665 = add nsw i64 %1663, %1664
  %1666 = getelementptr inbounds float, ptr %sq, i64 %1665
  %1667 = load float, ptr %1666, align 4
  %1668 = sext i32 %lane7 to i64
  %1669 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1668
  store float %1667, ptr %1669, align 4
  %1670 = add nsw i32 %lane7, 1
  br label %for.cond516, !llvm.loop !120

for.end518:                                       ; preds = %for.cond516
  br label %for.cond519

for.cond519:                                      ; preds = %for.end524, %for.end518
  %red7 = phi i32 [ 0, %for.end518 ], [ %1689, %for.end524 ]
  %1671 = icmp slt i32 %red7, 15
  br i1 %1671, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  br label %for.cond522

for.end521:                                       ; preds = %for.cond519
  br label %for.cond526

for.cond522:                                      ; preds = %for.body523, %for.body520
  %lane7525 = phi i32 [ 0, %for.body520 ], [ %1688, %for.body523 ]
  %1672 = icmp slt i32 %lane7525, 32
  br i1 %1672, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %1673 = sext i32 %lane7525 to i64
  %1674 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1673
  %1675 = load float, ptr %1674, align 4
  %1676 = sext i32 %i10 to i64
  %1677 = mul nsw i64 %1676, 512
  %1678 = add i32 %red7, 1
  %1679 = mul i32 %1678, 32
  %1680 = add i32 %1679, %lane7525
  %1681 = sext i32 %1680 to i64
  %1682 = add nsw i64 %1677, %1681
  %1683 = getelementptr inbounds float, ptr %sq, i64 %1682
  %1684 = load float, ptr %1683, align 4
  %1685 = fadd float %1675, %1684
  %1686 = sext i32 %lane7525 to i64
  %1687 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1686
  store float %1685, ptr %1687, align 4
  %1688 = add nsw i32 %lane7525, 1
  br label %for.cond522, !llvm.loop !121

for.end524:                                       ; preds = %for.cond522
  %1689 = add nsw i32 %red7, 1
  br label %for.cond519, !llvm.loop !122

for.cond526:                                      ; preds = %for.body527, %for.end521
  %lane7529 = phi i32 [ 0, %for.end521 ], [ %1700, %for.body527 ]
  %1690 = icmp slt i32 %lane7529, 32
  br i1 %1690, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %1691 = sext i32 %i10 to i64
  %1692 = getelementptr inbounds float, ptr %rstd, i64 %1691
  %1693 = load float, ptr %1692, align 4
  %1694 = sext i32 %lane7529 to i64
  %1695 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1694
  %1696 = load float, ptr %1695, align 4
  %1697 = fadd float %1693, %1696
  %1698 = sext i32 %i10 to i64
  %1699 = getelementptr inbounds float, ptr %rstd, i64 %1698
  store float %1697, ptr %1699, align 4
  %1700 = add nsw i32 %lane7529, 1
  br label %for.cond526, !llvm.loop !123

for.end528:                                       ; preds = %for.cond526
  %1701 = add nsw i32 %i10, 1
  br label %for.cond513, !llvm.loop !124

for.cond530:                                      ; preds = %for.body531, %for.end448
  %i533 = phi i32 [ 0, %for.end448 ], [ %1731, %for.body531 ]
  %1702 = icmp slt i32 %i533, 4
  br i1 %1702, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %1703 = sext i32 %i533 to i64
  %1704 = getelementptr inbounds float, ptr %mean, i64 %1703
  %1705 = load float, ptr %1704, align 4
  %1706 = sitofp i32 %N to float
  %1707 = fdiv float %1705, %1706
  %1708 = sext i32 %i533 to i64
  %1709 = getelementptr inbounds float, ptr %mean, i64 %1708
  store float %1707, ptr %1709, align 4
  %1710 = sext i32 %i533 to i64
  %1711 = getelementptr inbounds float, ptr %rstd, i64 %1710
  %1712 = load float, ptr %1711, align 4
  %1713 = sitofp i32 %N to float
  %1714 = fdiv float %1712, %1713
  %1715 = sext i32 %i533 to i64
  %1716 = getelementptr inbounds float, ptr %mean, i64 %1715
  %1717 = load float, ptr %1716, align 4
  %1718 = sext i32 %i533 to i64
  %1719 = getelementptr inbounds float, ptr %mean, i64 %1718
  %1720 = load float, ptr %1719, align 4
  %1721 = fmul float %1717, %1720
  %1722 = fsub float %1714, %1721
  %1723 = call float @llvm.maxnum.f32(float %1722, float 0.000000e+00)
  %1724 = fadd float %1723, 0x3EE4F8B580000000
  %1725 = fpext float %1724 to double
  %1726 = call double @llvm.sqrt.f64(double %1725)
  %1727 = fdiv double 1.000000e+00, %1726
  %1728 = fptrunc double %1727 to float
  %1729 = sext i32 %i533 to i64
  %1730 = getelementptr inbounds float, ptr %rstd, i64 %1729
  store float %1728, ptr %1730, align 4
  %1731 = add nsw i32 %i533, 1
  br label %for.cond530, !llvm.loop !125

for.end532:                                       ; preds = %for.cond530
  %1732 = sext i32 %N to i64
  %1733 = sdiv i64 %1732, 512
  %1734 = sub i64 0, %1732
  %1735 = select i1 false, i64 %1734, i64 %1733
  %1736 = srem i64 %1732, 512
  %1737 = icmp ne i64 %1736, 0
  %1738 = icmp slt i64 %1732, 0
  %1739 = icmp eq i1 %1738, false
  %1740 = and i1 %1737, %1739
  %1741 = zext i1 %1740 to i64
  %1742 = add i64 %1735, %1741
  %1743 = trunc i64 %1742 to i32
  br label %for.cond534

for.cond534:                                      ; preds = %if.end618, %for.end532
  %c537 = phi i32 [ 0, %for.end532 ], [ %2848, %if.end618 ]
  %1744 = icmp slt i32 %c537, %1743
  br i1 %1744, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %1745 = sext i32 %N to i64
  %1746 = sdiv i64 %1745, 512
  %1747 = sub i64 0, %1745
  %1748 = select i1 false, i64 %1747, i64 %1746
  %1749 = srem i64 %1745, 512
  %1750 = icmp ne i64 %1749, 0
  %1751 = icmp slt i64 %1745, 0
  %1752 = icmp eq i1 %1751, false
  %1753 = and i1 %1750, %1752
  %1754 = zext i1 %1753 to i64
  %1755 = add i64 %1748, %1754
  %1756 = trunc i64 %1755 to i32
  %1757 = sub i32 %1756, 1
  %t = sub i32 %1757, %c537
  %1758 = mul i32 %bx, 4
  %1759 = icmp sle i32 0, %1758
  %1760 = mul i32 %bx, 4
  %1761 = sext i32 %1760 to i64
  %1762 = add i64 %1761, 4
  %1763 = sext i32 %M to i64
  %1764 = icmp sle i64 %1762, %1763
  %1765 = and i1 %1759, %1764
  %1766 = mul i32 %t, 512
  %1767 = icmp sle i32 0, %1766
  %1768 = mul i32 %t, 512
  %1769 = sext i32 %1768 to i64
  %1770 = add i64 %1769, 512
  %1771 = sext i32 %N to i64
  %1772 = icmp sle i64 %1770, %1771
  %1773 = and i1 %1767, %1772
  %1774 = and i1 %1765, %1773
  br i1 %1774, label %if.then538, label %if.else539

for.end536:                                       ; preds = %for.cond534
  br label %if.end284

if.then538:                                       ; preds = %for.body535
  br label %for.cond541

if.else539:                                       ; preds = %for.body535
  br label %for.cond547

if.end540:                                        ; preds = %for.end549, %for.end543
  %1775 = mul i32 %t, 512
  %1776 = icmp sle i32 0, %1775
  %1777 = mul i32 %t, 512
  %1778 = sext i32 %1777 to i64
  %1779 = add i64 %1778, 512
  %1780 = sext i32 %N to i64
  %1781 = icmp sle i64 %1779, %1780
  %1782 = and i1 %1776, %1781
  br i1 %1782, label %if.then569, label %if.else570

for.cond541:                                      ; preds = %for.end546, %if.then538
  %i15 = phi i32 [ 0, %if.then538 ], [ %1802, %for.end546 ]
  %1783 = icmp slt i32 %i15, 4
  br i1 %1783, label %for.body542, label %for.end543

for.body542:                                      ; preds = %for.cond541
  br label %for.cond544

for.end543:                                       ; preds = %for.cond541
  br label %if.end540

for.cond544:                                      ; preds = %for.body545, %for.body542
  %j5 = phi i32 [ 0, %for.body542 ], [ %1801, %for.body545 ]
  %1784 = icmp slt i32 %j5, 512
  br i1 %1784, label %for.body545, label %for.end546

for.body545:                                      ; preds = %for.cond544
  %1785 = mul i32 %bx, 4
  %1786 = add i32 %1785, %i15
  %1787 = sext i32 %1786 to i64
  %1788 = sext i32 %N to i64
  %1789 = mul nsw i64 %1787, %1788
  %1790 = mul i32 %t, 512
  %1791 = add i32 %1790, %j5
  %1792 = sext i32 %1791 to i64
  %1793 = add nsw i64 %1789, %1792
  %1794 = getelementptr inbounds float, ptr %X, i64 %1793
  %1795 = load float, ptr %1794, align 4
  %1796 = sext i32 %i15 to i64
  %1797 = mul nsw i64 %1796, 512
  %1798 = sext i32 %j5 to i64
  %1799 = add nsw i64 %1797, %1798
  %1800 = getelementptr inbounds float, ptr %X_f, i64 %1799
  store float %1795, ptr %1800, align 4
  %1801 = add nsw i32 %j5, 1
  br label %for.cond544, !llvm.loop !126

for.end546:                                       ; preds = %for.cond544
  %1802 = add nsw i32 %i15, 1
  br label %for.cond541, !llvm.loop !127

for.cond547:                                      ; preds = %for.end567, %if.else539
  %i15550 = phi i32 [ 0, %if.else539 ], [ %1911, %for.end567 ]
  %1803 = icmp slt i32 %i15550, 4
  br i1 %1803, label %for.body548, label %for.end549

for.body548:                                      ; preds = %for.cond547
  %1804 = mul i32 %t, 512
  %1805 = sext i32 %1804 to i64
  %1806 = sub i64 0, %1805
  %1807 = icmp slt i64 %1806, 0
  %1808 = mul i32 %t, 512
  %1809 = sext i32 %1808 to i64
  %1810 = sub i64 0, %1809
  %1811 = icmp sgt i64 %1810, 512
  %1812 = mul i32 %t, 512
  %1813 = sext i32 %1812 to i64
  %1814 = sub i64 0, %1813
  %1815 = select i1 %1811, i64 512, i64 %1814
  %1816 = select i1 %1807, i64 0, i64 %1815
  %tl_lo17 = trunc i64 %1816 to i32
  %1817 = sext i32 %N to i64
  %1818 = mul i32 %t, 512
  %1819 = sext i32 %1818 to i64
  %1820 = sub i64 %1817, %1819
  %1821 = icmp slt i64 %1820, 0
  %1822 = sext i32 %N to i64
  %1823 = mul i32 %t, 512
  %1824 = sext i32 %1823 to i64
  %1825 = sub i64 %1822, %1824
  %1826 = icmp sgt i64 %1825, 512
  %1827 = sext i32 %N to i64
  %1828 = mul i32 %t, 512
  %1829 = sext i32 %1828 to i64
  %1830 = sub i64 %1827, %1829
  %1831 = select i1 %1826, i64 512, i64 %1830
  %1832 = select i1 %1821, i64 0, i64 %1831
  %1833 = sext i32 %tl_lo17 to i64
  %1834 = icmp slt i64 %1832, %1833
  %1835 = sext i32 %tl_lo17 to i64
  %1836 = sext i32 %N to i64
  %1837 = mul i32 %t, 512
  %1838 = sext i32 %1837 to i64
  %1839 = sub i64 %1836, %1838
  %1840 = icmp slt i64 %1839, 0
  %1841 = sext i32 %N to i64
  %1842 = mul i32 %t, 512
  %1843 = sext i32 %1842 to i64
  %1844 = sub i64 %1841, %1843
  %1845 = icmp sgt i64 %1844, 512
  %1846 = sext i32 %N to i64
  %1847 = mul i32 %t, 512
  %1848 = sext i32 %1847 to i64
  %1849 = sub i64 %1846, %1848
  %1850 = select i1 %1845, i64 512, i64 %1849
  %1851 = select i1 %1840, i64 0, i64 %1850
  %1852 = select i1 %1834, i64 %1835, i64 %1851
  %tl_hi18 = trunc i64 %1852 to i32
  br label %for.cond551

for.end549:                                       ; preds = %for.cond547
  br label %if.end540

for.cond551:                                      ; preds = %for.body552, %for.body548
  %j5554 = phi i32 [ 0, %for.body548 ], [ %1859, %for.body552 ]
  %1853 = icmp slt i32 %j5554, %tl_lo17
  br i1 %1853, label %for.body552, label %for.end553

for.body552:                                      ; preds = %for.cond551
  %1854 = sext i32 %i15550 to i64
  %1855 = mul nsw i64 %1854, 512
  %1856 = sext i32 %j5554 to i64
  %1857 = add nsw i64 %1855, %1856
  %1858 = getelementptr inbounds float, ptr %X_f, i64 %1857
  store float 0.000000e+00, ptr %1858, align 4
  %1859 = add nsw i32 %j5554, 1
  br label %for.cond551, !llvm.loop !128

for.end553:                                       ; preds = %for.cond551
  %1860 = mul i32 %bx, 4
  %1861 = sext i32 %1860 to i64
  %1862 = sext i32 %i15550 to i64
  %1863 = add i64 %1861, %1862
  %1864 = icmp sle i64 0, %1863
  %1865 = mul i32 %bx, 4
  %1866 = sext i32 %1865 to i64
  %1867 = sext i32 %i15550 to i64
  %1868 = add i64 %1866, %1867
  %1869 = sext i32 %M to i64
  %1870 = icmp slt i64 %1868, %1869
  %1871 = and i1 %1864, %1870
  br i1 %1871, label %if.then555, label %if.else556

if.then555:                                       ; preds = %for.end553
  %1872 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond558

if.else556:                                       ; preds = %for.end553
  %1873 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond561

if.end557:                                        ; preds = %for.end563, %for.end560
  %1874 = sub i32 512, %tl_hi18
  br label %for.cond565

for.cond558:                                      ; preds = %for.body559, %if.then555
  %j51 = phi i32 [ 0, %if.then555 ], [ %1894, %for.body559 ]
  %1875 = icmp slt i32 %j51, %1872
  br i1 %1875, label %for.body559, label %for.end560

for.body559:                                      ; preds = %for.cond558
  %1876 = mul i32 %bx, 4
  %1877 = add i32 %1876, %i15550
  %1878 = sext i32 %1877 to i64
  %1879 = sext i32 %N to i64
  %1880 = mul nsw i64 %1878, %1879
  %1881 = mul i32 %t, 512
  %1882 = add i32 %tl_lo17, %j51
  %1883 = add i32 %1881, %1882
  %1884 = sext i32 %1883 to i64
  %1885 = add nsw i64 %1880, %1884
  %1886 = getelementptr inbounds float, ptr %X, i64 %1885
  %1887 = load float, ptr %1886, align 4
  %1888 = sext i32 %i15550 to i64
  %1889 = mul nsw i64 %1888, 512
  %1890 = add i32 %tl_lo17, %j51
  %1891 = sext i32 %1890 to i64
  %1892 = add nsw i64 %1889, %1891
  %1893 = getelementptr inbounds float, ptr %X_f, i64 %1892
  store float %1887, ptr %1893, align 4
  %1894 = add nsw i32 %j51, 1
  br label %for.cond558, !llvm.loop !129

for.end560:                                       ; preds = %for.cond558
  br label %if.end557

for.cond561:                                      ; preds = %for.body562, %if.else556
  %j51564 = phi i32 [ 0, %if.else556 ], [ %1902, %for.body562 ]
  %1895 = icmp slt i32 %j51564, %1873
  br i1 %1895, label %for.body562, label %for.end563

for.body562:                                      ; preds = %for.cond561
  %1896 = sext i32 %i15550 to i64
  %1897 = mul nsw i64 %1896, 512
  %1898 = add i32 %tl_lo17, %j51564
  %1899 = sext i32 %1898 to i64
  %1900 = add nsw i64 %1897, %1899
  %1901 = getelementptr inbounds float, ptr %X_f, i64 %1900
  store float 0.000000e+00, ptr %1901, align 4
  %1902 = add nsw i32 %j51564, 1
  br label %for.cond561, !llvm.loop !130

for.end563:                                       ; preds = %for.cond561
  br label %if.end557

for.cond565:                                      ; preds = %for.body566, %if.end557
  %j51568 = phi i32 [ 0, %if.end557 ], [ %1910, %for.body566 ]
  %1903 = icmp slt i32 %j51568, %1874
  br i1 %1903, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %1904 = sext i32 %i15550 to i64
  %1905 = mul nsw i64 %1904, 512
  %1906 = add i32 %tl_hi18, %j51568
  %1907 = sext i32 %1906 to i64
  %1908 = add nsw i64 %1905, %1907
  %1909 = getelementptr inbounds float, ptr %X_f, i64 %1908
  store float 0.000000e+00, ptr %1909, align 4
  %1910 = add nsw i32 %j51568, 1
  br label %for.cond565, !llvm.loop !131

for.end567:                                       ; preds = %for.cond565
  %1911 = add nsw i32 %i15550, 1
  br label %for.cond547, !llvm.loop !132

if.then569:                                       ; preds = %if.end540
  br label %for.cond572

if.else570:                                       ; preds = %if.end540
  %1912 = mul i32 %t, 512
  %1913 = sext i32 %1912 to i64
  %1914 = sub i64 0, %1913
  %1915 = icmp slt i64 %1914, 0
  %1916 = mul i32 %t, 512
  %1917 = sext i32 %1916 to i64
  %1918 = sub i64 0, %1917
  %1919 = icmp sgt i64 %1918, 512
  %1920 = mul i32 %t, 512
  %1921 = sext i32 %1920 to i64
  %1922 = sub i64 0, %1921
  %1923 = select i1 %1919, i64 512, i64 %1922
  %1924 = select i1 %1915, i64 0, i64 %1923
  %tl_lo19 = trunc i64 %1924 to i32
  %1925 = sext i32 %N to i64
  %1926 = mul i32 %t, 512
  %1927 = sext i32 %1926 to i64
  %1928 = sub i64 %1925, %1927
  %1929 = icmp slt i64 %1928, 0
  %1930 = sext i32 %N to i64
  %1931 = mul i32 %t, 512
  %1932 = sext i32 %1931 to i64
  %1933 = sub i64 %1930, %1932
  %1934 = icmp sgt i64 %1933, 512
  %1935 = sext i32 %N to i64
  %1936 = mul i32 %t, 512
  %1937 = sext i32 %1936 to i64
  %1938 = sub i64 %1935, %1937
  %1939 = select i1 %1934, i64 512, i64 %1938
  %1940 = select i1 %1929, i64 0, i64 %1939
  %1941 = sext i32 %tl_lo19 to i64
  %1942 = icmp slt i64 %1940, %1941
  %1943 = sext i32 %tl_lo19 to i64
  %1944 = sext i32 %N to i64
  %1945 = mul i32 %t, 512
  %1946 = sext i32 %1945 to i64
  %1947 = sub i64 %1944, %1946
  %1948 = icmp slt i64 %1947, 0
  %1949 = sext i32 %N to i64
  %1950 = mul i32 %t, 512
  %1951 = sext i32 %1950 to i64
  %1952 = sub i64 %1949, %1951
  %1953 = icmp sgt i64 %1952, 512
  %1954 = sext i32 %N to i64
  %1955 = mul i32 %t, 512
  %1956 = sext i32 %1955 to i64
  %1957 = sub i64 %1954, %1956
  %1958 = select i1 %1953, i64 512, i64 %1957
  %1959 = select i1 %1948, i64 0, i64 %1958
  %1960 = select i1 %1942, i64 %1943, i64 %1959
  %tl_hi20 = trunc i64 %1960 to i32
  br label %for.cond576

if.end571:                                        ; preds = %for.end585, %for.end574
  %1961 = mul i32 %t, 512
  %1962 = icmp sle i32 0, %1961
  %1963 = mul i32 %t, 512
  %1964 = sext i32 %1963 to i64
  %1965 = add i64 %1964, 512
  %1966 = sext i32 %N to i64
  %1967 = icmp sle i64 %1965, %1966
  %1968 = and i1 %1962, %1967
  br i1 %1968, label %if.then587, label %if.else588

for.cond572:                                      ; preds = %for.body573, %if.then569
  %i15575 = phi i32 [ 0, %if.then569 ], [ %1977, %for.body573 ]
  %1969 = icmp slt i32 %i15575, 512
  br i1 %1969, label %for.body573, label %for.end574

for.body573:                                      ; preds = %for.cond572
  %1970 = mul i32 %t, 512
  %1971 = add i32 %1970, %i15575
  %1972 = sext i32 %1971 to i64
  %1973 = getelementptr inbounds float, ptr %W, i64 %1972
  %1974 = load float, ptr %1973, align 4
  %1975 = sext i32 %i15575 to i64
  %1976 = getelementptr inbounds float, ptr %W_f, i64 %1975
  store float %1974, ptr %1976, align 4
  %1977 = add nsw i32 %i15575, 1
  br label %for.cond572, !llvm.loop !133

for.end574:                                       ; preds = %for.cond572
  br label %if.end571

for.cond576:                                      ; preds = %for.body577, %if.else570
  %i15579 = phi i32 [ 0, %if.else570 ], [ %1981, %for.body577 ]
  %1978 = icmp slt i32 %i15579, %tl_lo19
  br i1 %1978, label %for.body577, label %for.end578

for.body577:                                      ; preds = %for.cond576
  %1979 = sext i32 %i15579 to i64
  %1980 = getelementptr inbounds float, ptr %W_f, i64 %1979
  store float 0.000000e+00, ptr %1980, align 4
  %1981 = add nsw i32 %i15579, 1
  br label %for.cond576, !llvm.loop !134

for.end578:                                       ; preds = %for.cond576
  %1982 = sub i32 %tl_hi20, %tl_lo19
  br label %for.cond580

for.cond580:                                      ; preds = %for.body581, %for.end578
  %i151 = phi i32 [ 0, %for.end578 ], [ %1993, %for.body581 ]
  %1983 = icmp slt i32 %i151, %1982
  br i1 %1983, label %for.body581, label %for.end582

for.body581:                                      ; preds = %for.cond580
  %1984 = mul i32 %t, 512
  %1985 = add i32 %tl_lo19, %i151
  %1986 = add i32 %1984, %1985
  %1987 = sext i32 %1986 to i64
  %1988 = getelementptr inbounds float, ptr %W, i64 %1987
  %1989 = load float, ptr %1988, align 4
  %1990 = add i32 %tl_lo19, %i151
  %1991 = sext i32 %1990 to i64
  %1992 = getelementptr inbounds float, ptr %W_f, i64 %1991
  store float %1989, ptr %1992, align 4
  %1993 = add nsw i32 %i151, 1
  br label %for.cond580, !llvm.loop !135

for.end582:                                       ; preds = %for.cond580
  %1994 = sub i32 512, %tl_hi20
  br label %for.cond583

for.cond583:                                      ; preds = %for.body584, %for.end582
  %i151586 = phi i32 [ 0, %for.end582 ], [ %1999, %for.body584 ]
  %1995 = icmp slt i32 %i151586, %1994
  br i1 %1995, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %1996 = add i32 %tl_hi20, %i151586
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr inbounds float, ptr %W_f, i64 %1997
  store float 0.000000e+00, ptr %1998, align 4
  %1999 = add nsw i32 %i151586, 1
  br label %for.cond583, !llvm.loop !136

for.end585:                                       ; preds = %for.cond583
  br label %if.end571

if.then587:                                       ; preds = %if.end571
  br label %for.cond590

if.else588:                                       ; preds = %if.end571
  %2000 = mul i32 %t, 512
  %2001 = sext i32 %2000 to i64
  %2002 = sub i64 0, %2001
  %2003 = icmp slt i64 %2002, 0
  %2004 = mul i32 %t, 512
  %2005 = sext i32 %2004 to i64
  %2006 = sub i64 0, %2005
  %2007 = icmp sgt i64 %2006, 512
  %2008 = mul i32 %t, 512
  %2009 = sext i32 %2008 to i64
  %2010 = sub i64 0, %2009
  %2011 = select i1 %2007, i64 512, i64 %2010
  %2012 = select i1 %2003, i64 0, i64 %2011
  %tl_lo21 = trunc i64 %2012 to i32
  %2013 = sext i32 %N to i64
  %2014 = mul i32 %t, 512
  %2015 = sext i32 %2014 to i64
  %2016 = sub i64 %2013, %2015
  %2017 = icmp slt i64 %2016, 0
  %2018 = sext i32 %N to i64
  %2019 = mul i32 %t, 512
  %2020 = sext i32 %2019 to i64
  %2021 = sub i64 %2018, %2020
  %2022 = icmp sgt i64 %2021, 512
  %2023 = sext i32 %N to i64
  %2024 = mul i32 %t, 512
  %2025 = sext i32 %2024 to i64
  %2026 = sub i64 %2023, %2025
  %2027 = select i1 %2022, i64 512, i64 %2026
  %2028 = select i1 %2017, i64 0, i64 %2027
  %2029 = sext i32 %tl_lo21 to i64
  %2030 = icmp slt i64 %2028, %2029
  %2031 = sext i32 %tl_lo21 to i64
  %2032 = sext i32 %N to i64
  %2033 = mul i32 %t, 512
  %2034 = sext i32 %2033 to i64
  %2035 = sub i64 %2032, %2034
  %2036 = icmp slt i64 %2035, 0
  %2037 = sext i32 %N to i64
  %2038 = mul i32 %t, 512
  %2039 = sext i32 %2038 to i64
  %2040 = sub i64 %2037, %2039
  %2041 = icmp sgt i64 %2040, 512
  %2042 = sext i32 %N to i64
  %2043 = mul i32 %t, 512
  %2044 = sext i32 %2043 to i64
  %2045 = sub i64 %2042, %2044
  %2046 = select i1 %2041, i64 512, i64 %2045
  %2047 = select i1 %2036, i64 0, i64 %2046
  %2048 = select i1 %2030, i64 %2031, i64 %2047
  %tl_hi22 = trunc i64 %2048 to i32
  br label %for.cond594

if.end589:                                        ; preds = %for.end603, %for.end592
  br label %for.cond605

for.cond590:                                      ; preds = %for.body591, %if.then587
  %i15593 = phi i32 [ 0, %if.then587 ], [ %2057, %for.body591 ]
  %2049 = icmp slt i32 %i15593, 512
  br i1 %2049, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  %2050 = mul i32 %t, 512
  %2051 = add i32 %2050, %i15593
  %2052 = sext i32 %2051 to i64
  %2053 = getelementptr inbounds float, ptr %B, i64 %2052
  %2054 = load float, ptr %2053, align 4
  %2055 = sext i32 %i15593 to i64
  %2056 = getelementptr inbounds float, ptr %B_f, i64 %2055
  store float %2054, ptr %2056, align 4
  %2057 = add nsw i32 %i15593, 1
  br label %for.cond590, !llvm.loop !137

for.end592:                                       ; preds = %for.cond590
  br label %if.end589

for.cond594:                                      ; preds = %for.body595, %if.else588
  %i15597 = phi i32 [ 0, %if.else588 ], [ %2061, %for.body595 ]
  %2058 = icmp slt i32 %i15597, %tl_lo21
  br i1 %2058, label %for.body595, label %for.end596

for.body595:                                      ; preds = %for.cond594
  %2059 = sext i32 %i15597 to i64
  %2060 = getelementptr inbounds float, ptr %B_f, i64 %2059
  store float 0.000000e+00, ptr %2060, align 4
  %2061 = add nsw i32 %i15597, 1
  br label %for.cond594, !llvm.loop !138

for.end596:                                       ; preds = %for.cond594
  %2062 = sub i32 %tl_hi22, %tl_lo21
  br label %for.cond598

for.cond598:                                      ; preds = %for.body599, %for.end596
  %i152 = phi i32 [ 0, %for.end596 ], [ %2073, %for.body599 ]
  %2063 = icmp slt i32 %i152, %2062
  br i1 %2063, label %for.body599, label %for.end600

for.body599:                                      ; preds = %for.cond598
  %2064 = mul i32 %t, 512
  %2065 = add i32 %tl_lo21, %i152
  %2066 = add i32 %2064, %2065
  %2067 = sext i32 %2066 to i64
  %2068 = getelementptr inbounds float, ptr %B, i64 %2067
  %2069 = load float, ptr %2068, align 4
  %2070 = add i32 %tl_lo21, %i152
  %2071 = sext i32 %2070 to i64
  %2072 = getelementptr inbounds float, ptr %B_f, i64 %2071
  store float %2069, ptr %2072, align 4
  %2073 = add nsw i32 %i152, 1
  br label %for.cond598, !llvm.loop !139

for.end600:                                       ; preds = %for.cond598
  %2074 = sub i32 512, %tl_hi22
  br label %for.cond601

for.cond601:                                      ; preds = %for.body602, %for.end600
  %i152604 = phi i32 [ 0, %for.end600 ], [ %2079, %for.body602 ]
  %2075 = icmp slt i32 %i152604, %2074
  br i1 %2075, label %for.body602, label %for.end603

for.body602:                                      ; preds = %for.cond601
  %2076 = add i32 %tl_hi22, %i152604
  %2077 = sext i32 %2076 to i64
  %2078 = getelementptr inbounds float, ptr %B_f, i64 %2077
  store float 0.000000e+00, ptr %2078, align 4
  %2079 = add nsw i32 %i152604, 1
  br label %for.cond601, !llvm.loop !140

for.end603:                                       ; preds = %for.cond601
  br label %if.end589

for.cond605:                                      ; preds = %for.end615, %if.end589
  %i608 = phi i32 [ 0, %if.end589 ], [ %2847, %for.end615 ]
  %2080 = icmp slt i32 %i608, 4
  br i1 %2080, label %for.body606, label %for.end607

for.body606:                                      ; preds = %for.cond605
  %2081 = sext i32 %N to i64
  %2082 = sext i32 %N to i64
  %2083 = sdiv i64 %2082, 512
  %2084 = sub i64 0, %2082
  %2085 = select i1 false, i64 %2084, i64 %2083
  %2086 = srem i64 %2082, 512
  %2087 = icmp ne i64 %2086, 0
  %2088 = icmp slt i64 %2082, 0
  %2089 = icmp eq i1 %2088, false
  %2090 = and i1 %2087, %2089
  %2091 = zext i1 %2090 to i64
  %2092 = add i64 %2085, %2091
  %2093 = trunc i64 %2092 to i32
  %2094 = sub i32 %2093, 1
  %2095 = sub i32 %2094, %c537
  %2096 = mul i32 %2095, 512
  %2097 = sext i32 %2096 to i64
  %2098 = sub i64 %2081, %2097
  %2099 = icmp slt i64 %2098, 0
  %2100 = sext i32 %N to i64
  %2101 = sext i32 %N to i64
  %2102 = sdiv i64 %2101, 512
  %2103 = sub i64 0, %2101
  %2104 = select i1 false, i64 %2103, i64 %2102
  %2105 = srem i64 %2101, 512
  %2106 = icmp ne i64 %2105, 0
  %2107 = icmp slt i64 %2101, 0
  %2108 = icmp eq i1 %2107, false
  %2109 = and i1 %2106, %2108
  %2110 = zext i1 %2109 to i64
  %2111 = add i64 %2104, %2110
  %2112 = trunc i64 %2111 to i32
  %2113 = sub i32 %2112, 1
  %2114 = sub i32 %2113, %c537
  %2115 = mul i32 %2114, 512
  %2116 = sext i32 %2115 to i64
  %2117 = sub i64 %2100, %2116
  %2118 = icmp sgt i64 %2117, 512
  %2119 = sext i32 %N to i64
  %2120 = sext i32 %N to i64
  %2121 = sdiv i64 %2120, 512
  %2122 = sub i64 0, %2120
  %2123 = select i1 false, i64 %2122, i64 %2121
  %2124 = srem i64 %2120, 512
  %2125 = icmp ne i64 %2124, 0
  %2126 = icmp slt i64 %2120, 0
  %2127 = icmp eq i1 %2126, false
  %2128 = and i1 %2125, %2127
  %2129 = zext i1 %2128 to i64
  %2130 = add i64 %2123, %2129
  %2131 = trunc i64 %2130 to i32
  %2132 = sub i32 %2131, 1
  %2133 = sub i32 %2132, %c537
  %2134 = mul i32 %2133, 512
  %2135 = sext i32 %2134 to i64
  %2136 = sub i64 %2119, %2135
  %2137 = select i1 %2118, i64 512, i64 %2136
  %2138 = select i1 %2099, i64 0, i64 %2137
  %2139 = sext i32 %N to i64
  %2140 = sdiv i64 %2139, 512
  %2141 = sub i64 0, %2139
  %2142 = select i1 false, i64 %2141, i64 %2140
  %2143 = srem i64 %2139, 512
  %2144 = icmp ne i64 %2143, 0
  %2145 = icmp slt i64 %2139, 0
  %2146 = icmp eq i1 %2145, false
  %2147 = and i1 %2144, %2146
  %2148 = zext i1 %2147 to i64
  %2149 = add i64 %2142, %2148
  %2150 = trunc i64 %2149 to i32
  %2151 = sub i32 %2150, 1
  %2152 = sub i32 %2151, %c537
  %2153 = mul i32 %2152, 512
  %2154 = sext i32 %2153 to i64
  %2155 = sub i64 0, %2154
  %2156 = icmp slt i64 %2155, 0
  %2157 = sext i32 %N to i64
  %2158 = sdiv i64 %2157, 512
  %2159 = sub i64 0, %2157
  %2160 = select i1 false, i64 %2159, i64 %2158
  %2161 = srem i64 %2157, 512
  %2162 = icmp ne i64 %2161, 0
  %2163 = icmp slt i64 %2157, 0
  %2164 = icmp eq i1 %2163, false
  %2165 = and i1 %2162, %2164
  %2166 = zext i1 %2165 to i64
  %2167 = add i64 %2160, %2166
  %2168 = trunc i64 %2167 to i32
  %2169 = sub i32 %2168, 1
  %2170 = sub i32 %2169, %c537
  %2171 = mul i32 %2170, 512
  %2172 = sext i32 %2171 to i64
  %2173 = sub i64 0, %2172
  %2174 = icmp sgt i64 %2173, 512
  %2175 = sext i32 %N to i64
  %2176 = sdiv i64 %2175, 512
  %2177 = sub i64 0, %2175
  %2178 = select i1 false, i64 %2177, i64 %2176
  %2179 = srem i64 %2175, 512
  %2180 = icmp ne i64 %2179, 0
  %2181 = icmp slt i64 %2175, 0
  %2182 = icmp eq i1 %2181, false
  %2183 = and i1 %2180, %2182
  %2184 = zext i1 %2183 to i64
  %2185 = add i64 %2178, %2184
  %2186 = trunc i64 %2185 to i32
  %2187 = sub i32 %2186, 1
  %2188 = sub i32 %2187, %c537
  %2189 = mul i32 %2188, 512
  %2190 = sext i32 %2189 to i64
  %2191 = sub i64 0, %2190
  %2192 = select i1 %2174, i64 512, i64 %2191
  %2193 = select i1 %2156, i64 0, i64 %2192
  %2194 = trunc i64 %2193 to i32
  %2195 = sext i32 %2194 to i64
  %2196 = icmp slt i64 %2138, %2195
  %2197 = sext i32 %N to i64
  %2198 = sdiv i64 %2197, 512
  %2199 = sub i64 0, %2197
  %2200 = select i1 false, i64 %2199, i64 %2198
  %2201 = srem i64 %2197, 512
  %2202 = icmp ne i64 %2201, 0
  %2203 = icmp slt i64 %2197, 0
  %2204 = icmp eq i1 %2203, false
  %2205 = and i1 %2202, %2204
  %2206 = zext i1 %2205 to i64
  %2207 = add i64 %2200, %2206
  %2208 = trunc i64 %2207 to i32
  %2209 = sub i32 %2208, 1
  %2210 = sub i32 %2209, %c537
  %2211 = mul i32 %2210, 512
  %2212 = sext i32 %2211 to i64
  %2213 = sub i64 0, %2212
  %2214 = icmp slt i64 %2213, 0
  %2215 = sext i32 %N to i64
  %2216 = sdiv i64 %2215, 512
  %2217 = sub i64 0, %2215
  %2218 = select i1 false, i64 %2217, i64 %2216
  %2219 = srem i64 %2215, 512
  %2220 = icmp ne i64 %2219, 0
  %2221 = icmp slt i64 %2215, 0
  %2222 = icmp eq i1 %2221, false
  %2223 = and i1 %2220, %2222
  %2224 = zext i1 %2223 to i64
  %2225 = add i64 %2218, %2224
  %2226 = trunc i64 %2225 to i32
  %2227 = sub i32 %2226, 1
  %2228 = sub i32 %2227, %c537
  %2229 = mul i32 %2228, 512
  %2230 = sext i32 %2229 to i64
  %2231 = sub i64 0, %2230
  %2232 = icmp sgt i64 %2231, 512
  %2233 = sext i32 %N to i64
  %2234 = sdiv i64 %2233, 512
  %2235 = sub i64 0, %2233
  %2236 = select i1 false, i64 %2235, i64 %2234
  %2237 = srem i64 %2233, 512
  %2238 = icmp ne i64 %2237, 0
  %2239 = icmp slt i64 %2233, 0
  %2240 = icmp eq i1 %2239, false
  %2241 = and i1 %2238, %2240
  %2242 = zext i1 %2241 to i64
  %2243 = add i64 %2236, %2242
  %2244 = trunc i64 %2243 to i32
  %2245 = sub i32 %2244, 1
  %2246 = sub i32 %2245, %c537
  %2247 = mul i32 %2246, 512
  %2248 = sext i32 %2247 to i64
  %2249 = sub i64 0, %2248
  %2250 = select i1 %2232, i64 512, i64 %2249
  %2251 = select i1 %2214, i64 0, i64 %2250
  %2252 = trunc i64 %2251 to i32
  %2253 = sext i32 %2252 to i64
  %2254 = sext i32 %N to i64
  %2255 = sext i32 %N to i64
  %2256 = sdiv i64 %2255, 512
  %2257 = sub i64 0, %2255
  %2258 = select i1 false, i64 %2257, i64 %2256
  %2259 = srem i64 %2255, 512
  %2260 = icmp ne i64 %2259, 0
  %2261 = icmp slt i64 %2255, 0
  %2262 = icmp eq i1 %2261, false
  %2263 = and i1 %2260, %2262
  %2264 = zext i1 %2263 to i64
  %2265 = add i64 %2258, %2264
  %2266 = trunc i64 %2265 to i32
  %2267 = sub i32 %2266, 1
  %2268 = sub i32 %2267, %c537
  %2269 = mul i32 %2268, 512
  %2270 = sext i32 %2269 to i64
  %2271 = sub i64 %2254, %2270
  %2272 = icmp slt i64 %2271, 0
  %2273 = sext i32 %N to i64
  %2274 = sext i32 %N to i64
  %2275 = sdiv i64 %2274, 512
  %2276 = sub i64 0, %2274
  %2277 = select i1 false, i64 %2276, i64 %2275
  %2278 = srem i64 %2274, 512
  %2279 = icmp ne i64 %2278, 0
  %2280 = icmp slt i64 %2274, 0
  %2281 = icmp eq i1 %2280, false
  %2282 = and i1 %2279, %2281
  %2283 = zext i1 %2282 to i64
  %2284 = add i64 %2277, %2283
  %2285 = trunc i64 %2284 to i32
  %2286 = sub i32 %2285, 1
  %2287 = sub i32 %2286, %c537
  %2288 = mul i32 %2287, 512
  %2289 = sext i32 %2288 to i64
  %2290 = sub i64 %2273, %2289
  %2291 = icmp sgt i64 %2290, 512
  %2292 = sext i32 %N to i64
  %2293 = sext i32 %N to i64
  %2294 = sdiv i64 %2293, 512
  %2295 = sub i64 0, %2293
  %2296 = select i1 false, i64 %2295, i64 %2294
  %2297 = srem i64 %2293, 512
  %2298 = icmp ne i64 %2297, 0
  %2299 = icmp slt i64 %2293, 0
  %2300 = icmp eq i1 %2299, false
  %2301 = and i1 %2298, %2300
  %2302 = zext i1 %2301 to i64
  %2303 = add i64 %2296, %2302
  %2304 = trunc i64 %2303 to i32
  %2305 = sub i32 %2304, 1
  %2306 = sub i32 %2305, %c537
  %2307 = mul i32 %2306, 512
  %2308 = sext i32 %2307 to i64
  %2309 = sub i64 %2292, %2308
  %2310 = select i1 %2291, i64 512, i64 %2309
  %2311 = select i1 %2272, i64 0, i64 %2310
  %2312 = select i1 %2196, i64 %2253, i64 %2311
  %2313 = trunc i64 %2312 to i32
  %2314 = icmp slt i32 %2313, 0
  %2315 = sext i32 %N to i64
  %2316 = sext i32 %N to i64
  %2317 = sdiv i64 %2316, 512
  %2318 = sub i64 0, %2316
  %2319 = select i1 false, i64 %2318, i64 %2317
  %2320 = srem i64 %2316, 512
  %2321 = icmp ne i64 %2320, 0
  %2322 = icmp slt i64 %2316, 0
  %2323 = icmp eq i1 %2322, false
  %2324 = and i1 %2321, %2323
  %2325 = zext i1 %2324 to i64
  %2326 = add i64 %2319, %2325
  %2327 = trunc i64 %2326 to i32
  %2328 = sub i32 %2327, 1
  %2329 = sub i32 %2328, %c537
  %2330 = mul i32 %2329, 512
  %2331 = sext i32 %2330 to i64
  %2332 = sub i64 %2315, %2331
  %2333 = icmp slt i64 %2332, 0
  %2334 = sext i32 %N to i64
  %2335 = sext i32 %N to i64
  %2336 = sdiv i64 %2335, 512
  %2337 = sub i64 0, %2335
  %2338 = select i1 false, i64 %2337, i64 %2336
  %2339 = srem i64 %2335, 512
  %2340 = icmp ne i64 %2339, 0
  %2341 = icmp slt i64 %2335, 0
  %2342 = icmp eq i1 %2341, false
  %2343 = and i1 %2340, %2342
  %2344 = zext i1 %2343 to i64
  %2345 = add i64 %2338, %2344
  %2346 = trunc i64 %2345 to i32
  %2347 = sub i32 %2346, 1
  %2348 = sub i32 %2347, %c537
  %2349 = mul i32 %2348, 512
  %2350 = sext i32 %2349 to i64
  %2351 = sub i64 %2334, %2350
  %2352 = icmp sgt i64 %2351, 512
  %2353 = sext i32 %N to i64
  %2354 = sext i32 %N to i64
  %2355 = sdiv i64 %2354, 512
  %2356 = sub i64 0, %2354
  %2357 = select i1 false, i64 %2356, i64 %2355
  %2358 = srem i64 %2354, 512
  %2359 = icmp ne i64 %2358, 0
  %2360 = icmp slt i64 %2354, 0
  %2361 = icmp eq i1 %2360, false
  %2362 = and i1 %2359, %2361
  %2363 = zext i1 %2362 to i64
  %2364 = add i64 %2357, %2363
  %2365 = trunc i64 %2364 to i32
  %2366 = sub i32 %2365, 1
  %2367 = sub i32 %2366, %c537
  %2368 = mul i32 %2367, 512
  %2369 = sext i32 %2368 to i64
  %2370 = sub i64 %2353, %2369
  %2371 = select i1 %2352, i64 512, i64 %2370
  %2372 = select i1 %2333, i64 0, i64 %2371
  %2373 = sext i32 %N to i64
  %2374 = sdiv i64 %2373, 512
  %2375 = sub i64 0, %2373
  %2376 = select i1 false, i64 %2375, i64 %2374
  %2377 = srem i64 %2373, 512
  %2378 = icmp ne i64 %2377, 0
  %2379 = icmp slt i64 %2373, 0
  %2380 = icmp eq i1 %2379, false
  %2381 = and i1 %2378, %2380
  %2382 = zext i1 %2381 to i64
  %2383 = add i64 %2376, %2382
  %2384 = trunc i64 %2383 to i32
  %2385 = sub i32 %2384, 1
  %2386 = sub i32 %2385, %c537
  %2387 = mul i32 %2386, 512
  %2388 = sext i32 %2387 to i64
  %2389 = sub i64 0, %2388
  %2390 = icmp slt i64 %2389, 0
  %2391 = sext i32 %N to i64
  %2392 = sdiv i64 %2391, 512
  %2393 = sub i64 0, %2391
  %2394 = select i1 false, i64 %2393, i64 %2392
  %2395 = srem i64 %2391, 512
  %2396 = icmp ne i64 %2395, 0
  %2397 = icmp slt i64 %2391, 0
  %2398 = icmp eq i1 %2397, false
  %2399 = and i1 %2396, %2398
  %2400 = zext i1 %2399 to i64
  %2401 = add i64 %2394, %2400
  %2402 = trunc i64 %2401 to i32
  %2403 = sub i32 %2402, 1
  %2404 = sub i32 %2403, %c537
  %2405 = mul i32 %2404, 512
  %2406 = sext i32 %2405 to i64
  %2407 = sub i64 0, %2406
  %2408 = icmp sgt i64 %2407, 512
  %2409 = sext i32 %N to i64
  %2410 = sdiv i64 %2409, 512
  %2411 = sub i64 0, %2409
  %2412 = select i1 false, i64 %2411, i64 %2410
  %2413 = srem i64 %2409, 512
  %2414 = icmp ne i64 %2413, 0
  %2415 = icmp slt i64 %2409, 0
  %2416 = icmp eq i1 %2415, false
  %2417 = and i1 %2414, %2416
  %2418 = zext i1 %2417 to i64
  %2419 = add i64 %2412, %2418
  %2420 = trunc i64 %2419 to i32
  %2421 = sub i32 %2420, 1
  %2422 = sub i32 %2421, %c537
  %2423 = mul i32 %2422, 512
  %2424 = sext i32 %2423 to i64
  %2425 = sub i64 0, %2424
  %2426 = select i1 %2408, i64 512, i64 %2425
  %2427 = select i1 %2390, i64 0, i64 %2426
  %2428 = trunc i64 %2427 to i32
  %2429 = sext i32 %2428 to i64
  %2430 = icmp slt i64 %2372, %2429
  %2431 = sext i32 %N to i64
  %2432 = sdiv i64 %2431, 512
  %2433 = sub i64 0, %2431
  %2434 = select i1 false, i64 %2433, i64 %2432
  %2435 = srem i64 %2431, 512
  %2436 = icmp ne i64 %2435, 0
  %2437 = icmp slt i64 %2431, 0
  %2438 = icmp eq i1 %2437, false
  %2439 = and i1 %2436, %2438
  %2440 = zext i1 %2439 to i64
  %2441 = add i64 %2434, %2440
  %2442 = trunc i64 %2441 to i32
  %2443 = sub i32 %2442, 1
  %2444 = sub i32 %2443, %c537
  %2445 = mul i32 %2444, 512
  %2446 = sext i32 %2445 to i64
  %2447 = sub i64 0, %2446
  %2448 = icmp slt i64 %2447, 0
  %2449 = sext i32 %N to i64
  %2450 = sdiv i64 %2449, 512
  %2451 = sub i64 0, %2449
  %2452 = select i1 false, i64 %2451, i64 %2450
  %2453 = srem i64 %2449, 512
  %2454 = icmp ne i64 %2453, 0
  %2455 = icmp slt i64 %2449, 0
  %2456 = icmp eq i1 %2455, false
  %2457 = and i1 %2454, %2456
  %2458 = zext i1 %2457 to i64
  %2459 = add i64 %2452, %2458
  %2460 = trunc i64 %2459 to i32
  %2461 = sub i32 %2460, 1
  %2462 = sub i32 %2461, %c537
  %2463 = mul i32 %2462, 512
  %2464 = sext i32 %2463 to i64
  %2465 = sub i64 0, %2464
  %2466 = icmp sgt i64 %2465, 512
  %2467 = sext i32 %N to i64
  %2468 = sdiv i64 %2467, 512
  %2469 = sub i64 0, %2467
  %2470 = select i1 false, i64 %2469, i64 %2468
  %2471 = srem i64 %2467, 512
  %2472 = icmp ne i64 %2471, 0
  %2473 = icmp slt i64 %2467, 0
  %2474 = icmp eq i1 %2473, false
  %2475 = and i1 %2472, %2474
  %2476 = zext i1 %2475 to i64
  %2477 = add i64 %2470, %2476
  %2478 = trunc i64 %2477 to i32
  %2479 = sub i32 %2478, 1
  %2480 = sub i32 %2479, %c537
  %2481 = mul i32 %2480, 512
  %2482 = sext i32 %2481 to i64
  %2483 = sub i64 0, %2482
  %2484 = select i1 %2466, i64 512, i64 %2483
  %2485 = select i1 %2448, i64 0, i64 %2484
  %2486 = trunc i64 %2485 to i32
  %2487 = sext i32 %2486 to i64
  %2488 = sext i32 %N to i64
  %2489 = sext i32 %N to i64
  %2490 = sdiv i64 %2489, 512
  %2491 = sub i64 0, %2489
  %2492 = select i1 false, i64 %2491, i64 %2490
  %2493 = srem i64 %2489, 512
  %2494 = icmp ne i64 %2493, 0
  %2495 = icmp slt i64 %2489, 0
  %2496 = icmp eq i1 %2495, false
  %2497 = and i1 %2494, %2496
  %2498 = zext i1 %2497 to i64
  %2499 = add i64 %2492, %2498
  %2500 = trunc i64 %2499 to i32
  %2501 = sub i32 %2500, 1
  %2502 = sub i32 %2501, %c537
  %2503 = mul i32 %2502, 512
  %2504 = sext i32 %2503 to i64
  %2505 = sub i64 %2488, %2504
  %2506 = icmp slt i64 %2505, 0
  %2507 = sext i32 %N to i64
  %2508 = sext i32 %N to i64
  %2509 = sdiv i64 %2508, 512
  %2510 = sub i64 0, %2508
  %2511 = select i1 false, i64 %2510, i64 %2509
  %2512 = srem i64 %2508, 512
  %2513 = icmp ne i64 %2512, 0
  %2514 = icmp slt i64 %2508, 0
  %2515 = icmp eq i1 %2514, false
  %2516 = and i1 %2513, %2515
  %2517 = zext i1 %2516 to i64
  %2518 = add i64 %2511, %2517
  %2519 = trunc i64 %2518 to i32
  %2520 = sub i32 %2519, 1
  %2521 = sub i32 %2520, %c537
  %2522 = mul i32 %2521, 512
  %2523 = sext i32 %2522 to i64
  %2524 = sub i64 %2507, %2523
  %2525 = icmp sgt i64 %2524, 512
  %2526 = sext i32 %N to i64
  %2527 = sext i32 %N to i64
  %2528 = sdiv i64 %2527, 512
  %2529 = sub i64 0, %2527
  %2530 = select i1 false, i64 %2529, i64 %2528
  %2531 = srem i64 %2527, 512
  %2532 = icmp ne i64 %2531, 0
  %2533 = icmp slt i64 %2527, 0
  %2534 = icmp eq i1 %2533, false
  %2535 = and i1 %2532, %2534
  %2536 = zext i1 %2535 to i64
  %2537 = add i64 %2530, %2536
  %2538 = trunc i64 %2537 to i32
  %2539 = sub i32 %2538, 1
  %2540 = sub i32 %2539, %c537
  %2541 = mul i32 %2540, 512
  %2542 = sext i32 %2541 to i64
  %2543 = sub i64 %2526, %2542
  %2544 = select i1 %2525, i64 512, i64 %2543
  %2545 = select i1 %2506, i64 0, i64 %2544
  %2546 = select i1 %2430, i64 %2487, i64 %2545
  %2547 = trunc i64 %2546 to i32
  %2548 = icmp sgt i32 %2547, 512
  %2549 = sext i32 %N to i64
  %2550 = sext i32 %N to i64
  %2551 = sdiv i64 %2550, 512
  %2552 = sub i64 0, %2550
  %2553 = select i1 false, i64 %2552, i64 %2551
  %2554 = srem i64 %2550, 512
  %2555 = icmp ne i64 %2554, 0
  %2556 = icmp slt i64 %2550, 0
  %2557 = icmp eq i1 %2556, false
  %2558 = and i1 %2555, %2557
  %2559 = zext i1 %2558 to i64
  %2560 = add i64 %2553, %2559
  %2561 = trunc i64 %2560 to i32
  %2562 = sub i32 %2561, 1
  %2563 = sub i32 %2562, %c537
  %2564 = mul i32 %2563, 512
  %2565 = sext i32 %2564 to i64
  %2566 = sub i64 %2549, %2565
  %2567 = icmp slt i64 %2566, 0
  %2568 = sext i32 %N to i64
  %2569 = sext i32 %N to i64
  %2570 = sdiv i64 %2569, 512
  %2571 = sub i64 0, %2569
  %2572 = select i1 false, i64 %2571, i64 %2570
  %2573 = srem i64 %2569, 512
  %2574 = icmp ne i64 %2573, 0
  %2575 = icmp slt i64 %2569, 0
  %2576 = icmp eq i1 %2575, false
  %2577 = and i1 %2574, %2576
  %2578 = zext i1 %2577 to i64
  %2579 = add i64 %2572, %2578
  %2580 = trunc i64 %2579 to i32
  %2581 = sub i32 %2580, 1
  %2582 = sub i32 %2581, %c537
  %2583 = mul i32 %2582, 512
  %2584 = sext i32 %2583 to i64
  %2585 = sub i64 %2568, %2584
  %2586 = icmp sgt i64 %2585, 512
  %2587 = sext i32 %N to i64
  %2588 = sext i32 %N to i64
  %2589 = sdiv i64 %2588, 512
  %2590 = sub i64 0, %2588
  %2591 = select i1 false, i64 %2590, i64 %2589
  %2592 = srem i64 %2588, 512
  %2593 = icmp ne i64 %2592, 0
  %2594 = icmp slt i64 %2588, 0
  %2595 = icmp eq i1 %2594, false
  %2596 = and i1 %2593, %2595
  %2597 = zext i1 %2596 to i64
  %2598 = add i64 %2591, %2597
  %2599 = trunc i64 %2598 to i32
  %2600 = sub i32 %2599, 1
  %2601 = sub i32 %2600, %c537
  %2602 = mul i32 %2601, 512
  %2603 = sext i32 %2602 to i64
  %2604 = sub i64 %2587, %2603
  %2605 = select i1 %2586, i64 512, i64 %2604
  %2606 = select i1 %2567, i64 0, i64 %2605
  %2607 = sext i32 %N to i64
  %2608 = sdiv i64 %2607, 512
  %2609 = sub i64 0, %2607
  %2610 = select i1 false, i64 %2609, i64 %2608
  %2611 = srem i64 %2607, 512
  %2612 = icmp ne i64 %2611, 0
  %2613 = icmp slt i64 %2607, 0
  %2614 = icmp eq i1 %2613, false
  %2615 = and i1 %2612, %2614
  %2616 = zext i1 %2615 to i64
  %2617 = add i64 %2610, %2616
  %2618 = trunc i64 %2617 to i32
  %2619 = sub i32 %2618, 1
  %2620 = sub i32 %2619, %c537
  %2621 = mul i32 %2620, 512
  %2622 = sext i32 %2621 to i64
  %2623 = sub i64 0, %2622
  %2624 = icmp slt i64 %2623, 0
  %2625 = sext i32 %N to i64
  %2626 = sdiv i64 %2625, 512
  %2627 = sub i64 0, %2625
  %2628 = select i1 false, i64 %2627, i64 %2626
  %2629 = srem i64 %2625, 512
  %2630 = icmp ne i64 %2629, 0
  %2631 = icmp slt i64 %2625, 0
  %2632 = icmp eq i1 %2631, false
  %2633 = and i1 %2630, %2632
  %2634 = zext i1 %2633 to i64
  %2635 = add i64 %2628, %2634
  %2636 = trunc i64 %2635 to i32
  %2637 = sub i32 %2636, 1
  %2638 = sub i32 %2637, %c537
  %2639 = mul i32 %2638, 512
  %2640 = sext i32 %2639 to i64
  %2641 = sub i64 0, %2640
  %2642 = icmp sgt i64 %2641, 512
  %2643 = sext i32 %N to i64
  %2644 = sdiv i64 %2643, 512
  %2645 = sub i64 0, %2643
  %2646 = select i1 false, i64 %2645, i64 %2644
  %2647 = srem i64 %2643, 512
  %2648 = icmp ne i64 %2647, 0
  %2649 = icmp slt i64 %2643, 0
  %2650 = icmp eq i1 %2649, false
  %2651 = and i1 %2648, %2650
  %2652 = zext i1 %2651 to i64
  %2653 = add i64 %2646, %2652
  %2654 = trunc i64 %2653 to i32
  %2655 = sub i32 %2654, 1
  %2656 = sub i32 %2655, %c537
  %2657 = mul i32 %2656, 512
  %2658 = sext i32 %2657 to i64
  %2659 = sub i64 0, %2658
  %2660 = select i1 %2642, i64 512, i64 %2659
  %2661 = select i1 %2624, i64 0, i64 %2660
  %2662 = trunc i64 %2661 to i32
  %2663 = sext i32 %2662 to i64
  %2664 = icmp slt i64 %2606, %2663
  %2665 = sext i32 %N to i64
  %2666 = sdiv i64 %2665, 512
  %2667 = sub i64 0, %2665
  %2668 = select i1 false, i64 %2667, i64 %2666
  %2669 = srem i64 %2665, 512
  %2670 = icmp ne i64 %2669, 0
  %2671 = icmp slt i64 %2665, 0
  %2672 = icmp eq i1 %2671, false
  %2673 = and i1 %2670, %2672
  %2674 = zext i1 %2673 to i64
  %2675 = add i64 %2668, %2674
  %2676 = trunc i64 %2675 to i32
  %2677 = sub i32 %2676, 1
  %2678 = sub i32 %2677, %c537
  %2679 = mul i32 %2678, 512
  %2680 = sext i32 %2679 to i64
  %2681 = sub i64 0, %2680
  %2682 = icmp slt i64 %2681, 0
  %2683 = sext i32 %N to i64
  %2684 = sdiv i64 %2683, 512
  %2685 = sub i64 0, %2683
  %2686 = select i1 false, i64 %2685, i64 %2684
  %2687 = srem i64 %2683, 512
  %2688 = icmp ne i64 %2687, 0
  %2689 = icmp slt i64 %2683, 0
  %2690 = icmp eq i1 %2689, false
  %2691 = and i1 %2688, %2690
  %2692 = zext i1 %2691 to i64
  %2693 = add i64 %2686, %2692
  %2694 = trunc i64 %2693 to i32
  %2695 = sub i32 %2694, 1
  %2696 = sub i32 %2695, %c537
  %2697 = mul i32 %2696, 512
  %2698 = sext i32 %2697 to i64
  %2699 = sub i64 0, %2698
  %2700 = icmp sgt i64 %2699, 512
  %2701 = sext i32 %N to i64
  %2702 = sdiv i64 %2701, 512
  %2703 = sub i64 0, %2701
  %2704 = select i1 false, i64 %2703, i64 %2702
  %2705 = srem i64 %2701, 512
  %2706 = icmp ne i64 %2705, 0
  %2707 = icmp slt i64 %2701, 0
  %2708 = icmp eq i1 %2707, false
  %2709 = and i1 %2706, %2708
  %2710 = zext i1 %2709 to i64
  %2711 = add i64 %2704, %2710
  %2712 = trunc i64 %2711 to i32
  %2713 = sub i32 %2712, 1
  %2714 = sub i32 %2713, %c537
  %2715 = mul i32 %2714, 512
  %2716 = sext i32 %2715 to i64
  %2717 = sub i64 0, %2716
  %2718 = select i1 %2700, i64 512, i64 %2717
  %2719 = select i1 %2682, i64 0, i64 %2718
  %2720 = trunc i64 %2719 to i32
  %2721 = sext i32 %2720 to i64
  %2722 = sext i32 %N to i64
  %2723 = sext i32 %N to i64
  %2724 = sdiv i64 %2723, 512
  %2725 = sub i64 0, %2723
  %2726 = select i1 false, i64 %2725, i64 %2724
  %2727 = srem i64 %2723, 512
  %2728 = icmp ne i64 %2727, 0
  %2729 = icmp slt i64 %2723, 0
  %2730 = icmp eq i1 %2729, false
  %2731 = and i1 %2728, %2730
  %2732 = zext i1 %2731 to i64
  %2733 = add i64 %2726, %2732
  %2734 = trunc i64 %2733 to i32
  %2735 = sub i32 %2734, 1
  %2736 = sub i32 %2735, %c537
  %2737 = mul i32 %2736, 512
  %2738 = sext i32 %2737 to i64
  %2739 = sub i64 %2722, %2738
  %2740 = icmp slt i64 %2739, 0
  %2741 = sext i32 %N to i64
  %2742 = sext i32 %N to i64
  %2743 = sdiv i64 %2742, 512
  %2744 = sub i64 0, %2742
  %2745 = select i1 false, i64 %2744, i64 %2743
  %2746 = srem i64 %2742, 512
  %2747 = icmp ne i64 %2746, 0
  %2748 = icmp slt i64 %2742, 0
  %2749 = icmp eq i1 %2748, false
  %2750 = and i1 %2747, %2749
  %2751 = zext i1 %2750 to i64
  %2752 = add i64 %2745, %2751
  %2753 = trunc i64 %2752 to i32
  %2754 = sub i32 %2753, 1
  %2755 = sub i32 %2754, %c537
  %2756 = mul i32 %2755, 512
  %2757 = sext i32 %2756 to i64
  %2758 = sub i64 %2741, %2757
  %2759 = icmp sgt i64 %2758, 512
  %2760 = sext i32 %N to i64
  %2761 = sext i32 %N to i64
  %2762 = sdiv i64 %2761, 512
  %2763 = sub i64 0, %2761
  %2764 = select i1 false, i64 %2763, i64 %2762
  %2765 = srem i64 %2761, 512
  %2766 = icmp ne i64 %2765, 0
  %2767 = icmp slt i64 %2761, 0
  %2768 = icmp eq i1 %2767, false
  %2769 = and i1 %2766, %2768
  %2770 = zext i1 %2769 to i64
  %2771 = add i64 %2764, %2770
  %2772 = trunc i64 %2771 to i32
  %2773 = sub i32 %2772, 1
  %2774 = sub i32 %2773, %c537
  %2775 = mul i32 %2774, 512
  %2776 = sext i32 %2775 to i64
  %2777 = sub i64 %2760, %2776
  %2778 = select i1 %2759, i64 512, i64 %2777
  %2779 = select i1 %2740, i64 0, i64 %2778
  %2780 = select i1 %2664, i64 %2721, i64 %2779
  %2781 = trunc i64 %2780 to i32
  %2782 = select i1 %2548, i32 512, i32 %2781
  %tl_cols9 = select i1 %2314, i32 0, i32 %2782
  br label %for.cond609

for.end607:                                       ; preds = %for.cond605
  %2783 = mul i32 %bx, 4
  %2784 = icmp sle i32 0, %2783
  %2785 = mul i32 %bx, 4
  %2786 = sext i32 %2785 to i64
  %2787 = add i64 %2786, 4
  %2788 = sext i32 %M to i64
  %2789 = icmp sle i64 %2787, %2788
  %2790 = and i1 %2784, %2789
  %2791 = mul i32 %t, 512
  %2792 = icmp sle i32 0, %2791
  %2793 = mul i32 %t, 512
  %2794 = sext i32 %2793 to i64
  %2795 = add i64 %2794, 512
  %2796 = sext i32 %N to i64
  %2797 = icmp sle i64 %2795, %2796
  %2798 = and i1 %2792, %2797
  %2799 = and i1 %2790, %2798
  br i1 %2799, label %if.then616, label %if.else617

for.cond609:                                      ; preds = %for.body610, %for.body606
  %j612 = phi i32 [ 0, %for.body606 ], [ %2828, %for.body610 ]
  %2800 = icmp slt i32 %j612, %tl_cols9
  br i1 %2800, label %for.body610, label %for.end611

for.body610:                                      ; preds = %for.cond609
  %2801 = sext i32 %i608 to i64
  %2802 = mul nsw i64 %2801, 512
  %2803 = sext i32 %j612 to i64
  %2804 = add nsw i64 %2802, %2803
  %2805 = getelementptr inbounds float, ptr %X_f, i64 %2804
  %2806 = load float, ptr %2805, align 4
  %2807 = sext i32 %i608 to i64
  %2808 = getelementptr inbounds float, ptr %mean, i64 %2807
  %2809 = load float, ptr %2808, align 4
  %2810 = fsub float %2806, %2809
  %2811 = sext i32 %i608 to i64
  %2812 = getelementptr inbounds float, ptr %rstd, i64 %2811
  %2813 = load float, ptr %2812, align 4
  %2814 = fmul float %2810, %2813
  %2815 = sext i32 %j612 to i64
  %2816 = getelementptr inbounds float, ptr %W_f, i64 %2815
  %2817 = load float, ptr %2816, align 4
  %2818 = fmul float %2814, %2817
  %2819 = sext i32 %j612 to i64
  %2820 = getelementptr inbounds float, ptr %B_f, i64 %2819
  %2821 = load float, ptr %2820, align 4
  %2822 = fadd float %2818, %2821
  %2823 = sext i32 %i608 to i64
  %2824 = mul nsw i64 %2823, 512
  %2825 = sext i32 %j612 to i64
  %2826 = add nsw i64 %2824, %2825
  %2827 = getelementptr inbounds float, ptr %X_f, i64 %2826
  store float %2822, ptr %2827, align 4
  %2828 = add nsw i32 %j612, 1
  br label %for.cond609, !llvm.loop !141

for.end611:                                       ; preds = %for.cond609
  %2829 = sext i32 %i608 to i64
  %2830 = getelementptr inbounds float, ptr %mean, i64 %2829
  %2831 = load float, ptr %2830, align 4
  %2832 = fsub float 0.000000e+00, %2831
  %2833 = sext i32 %i608 to i64
  %2834 = getelementptr inbounds float, ptr %rstd, i64 %2833
  %2835 = load float, ptr %2834, align 4
  %2836 = fmul float %2832, %2835
  %2837 = fmul float %2836, 0.000000e+00
  %tl_col11 = fadd float %2837, 0.000000e+00
  %2838 = sub i32 512, %tl_cols9
  br label %for.cond613

for.cond613:                                      ; preds = %for.body614, %for.end611
  %j10 = phi i32 [ 0, %for.end611 ], [ %2846, %for.body614 ]
  %2839 = icmp slt i32 %j10, %2838
  br i1 %2839, label %for.body614, label %for.end615

for.body614:                                      ; preds = %for.cond613
  %2840 = sext i32 %i608 to i64
  %2841 = mul nsw i64 %2840, 512
  %2842 = add i32 %tl_cols9, %j10
  %2843 = sext i32 %2842 to i64
  %2844 = add nsw i64 %2841, %2843
  %2845 = getelementptr inbounds float, ptr %X_f, i64 %2844
  store float %tl_col11, ptr %2845, align 4
  %2846 = add nsw i32 %j10, 1
  br label %for.cond613, !llvm.loop !142

for.end615:                                       ; preds = %for.cond613
  %2847 = add nsw i32 %i608, 1
  br label %for.cond605, !llvm.loop !143

if.then616:                                       ; preds = %for.end607
  br label %for.cond619

if.else617:                                       ; preds = %for.end607
  br label %for.cond630

if.end618:                                        ; preds = %for.end632, %for.end621
  %2848 = add nsw i32 %c537, 1
  br label %for.cond534, !llvm.loop !144

for.cond619:                                      ; preds = %if.end625, %if.then616
  %i15622 = phi i32 [ 0, %if.then616 ], [ %2868, %if.end625 ]
  %2849 = icmp slt i32 %i15622, 4
  br i1 %2849, label %for.body620, label %for.end621

for.body620:                                      ; preds = %for.cond619
  %2850 = sext i32 %M to i64
  %2851 = sext i32 %N to i64
  %2852 = mul i64 %2850, %2851
  %2853 = icmp sge i64 %2852, 8388608
  br i1 %2853, label %if.then623, label %if.else624

for.end621:                                       ; preds = %for.cond619
  br label %if.end618

if.then623:                                       ; preds = %for.body620
  %2854 = mul i32 %bx, 4
  %2855 = add i32 %2854, %i15622
  %2856 = sext i32 %2855 to i64
  %2857 = sext i32 %N to i64
  %2858 = mul nsw i64 %2856, %2857
  %2859 = mul i32 %t, 512
  %2860 = add i32 %2859, 0
  %2861 = sext i32 %2860 to i64
  %2862 = add nsw i64 %2858, %2861
  %2863 = getelementptr inbounds float, ptr %Y, i64 %2862
  %2864 = sext i32 %i15622 to i64
  %2865 = mul nsw i64 %2864, 512
  %2866 = add nsw i64 %2865, 0
  %2867 = getelementptr inbounds float, ptr %X_f, i64 %2866
  call void @tilec_rt_stream(ptr %2863, ptr %2867, i64 2048)
  br label %if.end625

if.else624:                                       ; preds = %for.body620
  br label %for.cond626

if.end625:                                        ; preds = %for.end628, %if.then623
  %2868 = add nsw i32 %i15622, 1
  br label %for.cond619, !llvm.loop !145

for.cond626:                                      ; preds = %for.body627, %if.else624
  %j5629 = phi i32 [ 0, %if.else624 ], [ %2886, %for.body627 ]
  %2869 = icmp slt i32 %j5629, 512
  br i1 %2869, label %for.body627, label %for.end628

for.body627:                                      ; preds = %for.cond626
  %2870 = sext i32 %i15622 to i64
  %2871 = mul nsw i64 %2870, 512
  %2872 = sext i32 %j5629 to i64
  %2873 = add nsw i64 %2871, %2872
  %2874 = getelementptr inbounds float, ptr %X_f, i64 %2873
  %2875 = load float, ptr %2874, align 4
  %2876 = mul i32 %bx, 4
  %2877 = add i32 %2876, %i15622
  %2878 = sext i32 %2877 to i64
  %2879 = sext i32 %N to i64
  %2880 = mul nsw i64 %2878, %2879
  %2881 = mul i32 %t, 512
  %2882 = add i32 %2881, %j5629
  %2883 = sext i32 %2882 to i64
  %2884 = add nsw i64 %2880, %2883
  %2885 = getelementptr inbounds float, ptr %Y, i64 %2884
  store float %2875, ptr %2885, align 4
  %2886 = add nsw i32 %j5629, 1
  br label %for.cond626, !llvm.loop !146

for.end628:                                       ; preds = %for.cond626
  br label %if.end625

for.cond630:                                      ; preds = %for.end636, %if.else617
  %i15633 = phi i32 [ 0, %if.else617 ], [ %2914, %for.end636 ]
  %2887 = icmp slt i32 %i15633, 4
  br i1 %2887, label %for.body631, label %for.end632

for.body631:                                      ; preds = %for.cond630
  br label %for.cond634

for.end632:                                       ; preds = %for.cond630
  br label %if.end618

for.cond634:                                      ; preds = %if.end640, %for.body631
  %j5637 = phi i32 [ 0, %for.body631 ], [ %2931, %if.end640 ]
  %2888 = icmp slt i32 %j5637, 512
  br i1 %2888, label %for.body635, label %for.end636

for.body635:                                      ; preds = %for.cond634
  %2889 = mul i32 %bx, 4
  %2890 = sext i32 %2889 to i64
  %2891 = sext i32 %i15633 to i64
  %2892 = add i64 %2890, %2891
  %2893 = icmp sle i64 0, %2892
  %2894 = mul i32 %bx, 4
  %2895 = sext i32 %2894 to i64
  %2896 = sext i32 %i15633 to i64
  %2897 = add i64 %2895, %2896
  %2898 = sext i32 %M to i64
  %2899 = icmp slt i64 %2897, %2898
  %2900 = and i1 %2893, %2899
  %2901 = mul i32 %t, 512
  %2902 = sext i32 %2901 to i64
  %2903 = sext i32 %j5637 to i64
  %2904 = add i64 %2902, %2903
  %2905 = icmp sle i64 0, %2904
  %2906 = mul i32 %t, 512
  %2907 = sext i32 %2906 to i64
  %2908 = sext i32 %j5637 to i64
  %2909 = add i64 %2907, %2908
  %2910 = sext i32 %N to i64
  %2911 = icmp slt i64 %2909, %2910
  %2912 = and i1 %2905, %2911
  %2913 = and i1 %2900, %2912
  br i1 %2913, label %if.then638, label %if.else639

for.end636:                                       ; preds = %for.cond634
  %2914 = add nsw i32 %i15633, 1
  br label %for.cond630, !llvm.loop !147

if.then638:                                       ; preds = %for.body635
  %2915 = sext i32 %i15633 to i64
  %2916 = mul nsw i64 %2915, 512
  %2917 = sext i32 %j5637 to i64
  %2918 = add nsw i64 %2916, %2917
  %2919 = getelementptr inbounds float, ptr %X_f, i64 %2918
  %2920 = load float, ptr %2919, align 4
  %2921 = mul i32 %bx, 4
  %2922 = add i32 %2921, %i15633
  %2923 = sext i32 %2922 to i64
  %2924 = sext i32 %N to i64
  %2925 = mul nsw i64 %2923, %2924
  %2926 = mul i32 %t, 512
  %2927 = add i32 %2926, %j5637
  %2928 = sext i32 %2927 to i64
  %2929 = add nsw i64 %2925, %2928
  %2930 = getelementptr inbounds float, ptr %Y, i64 %2929
  store float %2920, ptr %2930, align 4
  br label %if.end640

if.else639:                                       ; preds = %for.body635
  br label %if.end640

if.end640:                                        ; preds = %if.else639, %if.then638
  %2931 = add nsw i32 %j5637, 1
  br label %for.cond634, !llvm.loop !148
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

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
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

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
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
!145 = distinct !{!145, !1}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1}
