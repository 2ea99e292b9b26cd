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
  br i1 %13, label %if.then141, label %if.else142

if.end:                                           ; preds = %if.end143, %if.end115
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

for.cond62:                                       ; preds = %for.end80, %for.end55
  %i1 = phi i32 [ 0, %for.end55 ], [ %261, %for.end80 ]
  %185 = icmp slt i32 %i1, 16
  br i1 %185, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  br label %for.cond82

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
  %196 = sext i32 %N to i64
  %197 = icmp slt i64 %196, 0
  %198 = sext i32 %N to i64
  %199 = icmp sgt i64 %198, 256
  %200 = sext i32 %N to i64
  %201 = select i1 %199, i64 256, i64 %200
  %202 = select i1 %197, i64 0, i64 %201
  %203 = trunc i64 %202 to i32
  %204 = add i32 %203, 31
  %205 = sdiv i32 %204, 32
  %206 = sub i32 0, %204
  %207 = select i1 false, i32 %206, i32 %205
  %208 = sub i32 %207, 1
  %209 = icmp slt i32 %208, 0
  %210 = sext i32 %N to i64
  %211 = icmp slt i64 %210, 0
  %212 = sext i32 %N to i64
  %213 = icmp sgt i64 %212, 256
  %214 = sext i32 %N to i64
  %215 = select i1 %213, i64 256, i64 %214
  %216 = select i1 %211, i64 0, i64 %215
  %217 = trunc i64 %216 to i32
  %218 = add i32 %217, 31
  %219 = sdiv i32 %218, 32
  %220 = sub i32 0, %218
  %221 = select i1 false, i32 %220, i32 %219
  %222 = sub i32 %221, 1
  %223 = select i1 %209, i32 0, i32 %222
  %tl_steps1 = select i1 true, i32 %223, i32 7
  br label %for.cond68

for.cond68:                                       ; preds = %for.end73, %for.end67
  %red = phi i32 [ 0, %for.end67 ], [ %243, %for.end73 ]
  %224 = icmp slt i32 %red, %tl_steps1
  br i1 %224, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond71

for.end70:                                        ; preds = %for.cond68
  %225 = icmp slt i32 %tl_steps1, 7
  br i1 %225, label %if.then75, label %if.else76

for.cond71:                                       ; preds = %for.body72, %for.body69
  %lane74 = phi i32 [ 0, %for.body69 ], [ %242, %for.body72 ]
  %226 = icmp slt i32 %lane74, 32
  br i1 %226, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %227 = sext i32 %lane74 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = sext i32 %i1 to i64
  %231 = mul nsw i64 %230, 256
  %232 = add i32 %red, 1
  %233 = mul i32 %232, 32
  %234 = add i32 %233, %lane74
  %235 = sext i32 %234 to i64
  %236 = add nsw i64 %231, %235
  %237 = getelementptr inbounds float, ptr %X_s, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = fadd float %229, %238
  %240 = sext i32 %lane74 to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %240
  store float %239, ptr %241, align 4
  %242 = add nsw i32 %lane74, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  %243 = add nsw i32 %red, 1
  br label %for.cond68, !llvm.loop !19

if.then75:                                        ; preds = %for.end70
  %244 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %245 = load float, ptr %244, align 4
  %246 = fadd float %245, 0.000000e+00
  %247 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %246, ptr %247, align 4
  br label %if.end77

if.else76:                                        ; preds = %for.end70
  br label %if.end77

if.end77:                                         ; preds = %if.else76, %if.then75
  %248 = sext i32 %i1 to i64
  %249 = getelementptr inbounds float, ptr %mean_s, i64 %248
  store float 0.000000e+00, ptr %249, align 4
  br label %for.cond78

for.cond78:                                       ; preds = %for.body79, %if.end77
  %lane81 = phi i32 [ 0, %if.end77 ], [ %260, %for.body79 ]
  %250 = icmp slt i32 %lane81, 32
  br i1 %250, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %251 = sext i32 %i1 to i64
  %252 = getelementptr inbounds float, ptr %mean_s, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = sext i32 %lane81 to i64
  %255 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = fadd float %253, %256
  %258 = sext i32 %i1 to i64
  %259 = getelementptr inbounds float, ptr %mean_s, i64 %258
  store float %257, ptr %259, align 4
  %260 = add nsw i32 %lane81, 1
  br label %for.cond78, !llvm.loop !20

for.end80:                                        ; preds = %for.cond78
  %261 = add nsw i32 %i1, 1
  br label %for.cond62, !llvm.loop !21

for.cond82:                                       ; preds = %for.end100, %for.end64
  %i2 = phi i32 [ 0, %for.end64 ], [ %338, %for.end100 ]
  %262 = icmp slt i32 %i2, 16
  br i1 %262, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  br label %for.cond102

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane1 = phi i32 [ 0, %for.body83 ], [ %272, %for.body86 ]
  %263 = icmp slt i32 %lane1, 32
  br i1 %263, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %264 = sext i32 %i2 to i64
  %265 = mul nsw i64 %264, 256
  %266 = sext i32 %lane1 to i64
  %267 = add nsw i64 %265, %266
  %268 = getelementptr inbounds float, ptr %sq_s, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = sext i32 %lane1 to i64
  %271 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %270
  store float %269, ptr %271, align 4
  %272 = add nsw i32 %lane1, 1
  br label %for.cond85, !llvm.loop !22

for.end87:                                        ; preds = %for.cond85
  %273 = sext i32 %N to i64
  %274 = icmp slt i64 %273, 0
  %275 = sext i32 %N to i64
  %276 = icmp sgt i64 %275, 256
  %277 = sext i32 %N to i64
  %278 = select i1 %276, i64 256, i64 %277
  %279 = select i1 %274, i64 0, i64 %278
  %280 = trunc i64 %279 to i32
  %281 = add i32 %280, 31
  %282 = sdiv i32 %281, 32
  %283 = sub i32 0, %281
  %284 = select i1 false, i32 %283, i32 %282
  %285 = sub i32 %284, 1
  %286 = icmp slt i32 %285, 0
  %287 = sext i32 %N to i64
  %288 = icmp slt i64 %287, 0
  %289 = sext i32 %N to i64
  %290 = icmp sgt i64 %289, 256
  %291 = sext i32 %N to i64
  %292 = select i1 %290, i64 256, i64 %291
  %293 = select i1 %288, i64 0, i64 %292
  %294 = trunc i64 %293 to i32
  %295 = add i32 %294, 31
  %296 = sdiv i32 %295, 32
  %297 = sub i32 0, %295
  %298 = select i1 false, i32 %297, i32 %296
  %299 = sub i32 %298, 1
  %300 = select i1 %286, i32 0, i32 %299
  %tl_steps3 = select i1 true, i32 %300, i32 7
  br label %for.cond88

for.cond88:                                       ; preds = %for.end93, %for.end87
  %red1 = phi i32 [ 0, %for.end87 ], [ %320, %for.end93 ]
  %301 = icmp slt i32 %red1, %tl_steps3
  br i1 %301, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  br label %for.cond91

for.end90:                                        ; preds = %for.cond88
  %302 = icmp slt i32 %tl_steps3, 7
  br i1 %302, label %if.then95, label %if.else96

for.cond91:                                       ; preds = %for.body92, %for.body89
  %lane194 = phi i32 [ 0, %for.body89 ], [ %319, %for.body92 ]
  %303 = icmp slt i32 %lane194, 32
  br i1 %303, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %304 = sext i32 %lane194 to i64
  %305 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = sext i32 %i2 to i64
  %308 = mul nsw i64 %307, 256
  %309 = add i32 %red1, 1
  %310 = mul i32 %309, 32
  %311 = add i32 %310, %lane194
  %312 = sext i32 %311 to i64
  %313 = add nsw i64 %308, %312
  %314 = getelementptr inbounds float, ptr %sq_s, i64 %313
  %315 = load float, ptr %314, align 4
  %316 = fadd float %306, %315
  %317 = sext i32 %lane194 to i64
  %318 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %317
  store float %316, ptr %318, align 4
  %319 = add nsw i32 %lane194, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  %320 = add nsw i32 %red1, 1
  br label %for.cond88, !llvm.loop !24

if.then95:                                        ; preds = %for.end90
  %321 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %322 = load float, ptr %321, align 4
  %323 = fadd float %322, 0.000000e+00
  %324 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %323, ptr %324, align 4
  br label %if.end97

if.else96:                                        ; preds = %for.end90
  br label %if.end97

if.end97:                                         ; preds = %if.else96, %if.then95
  %325 = sext i32 %i2 to i64
  %326 = getelementptr inbounds float, ptr %rstd_s, i64 %325
  store float 0.000000e+00, ptr %326, align 4
  br label %for.cond98

for.cond98:                                       ; preds = %for.body99, %if.end97
  %lane1101 = phi i32 [ 0, %if.end97 ], [ %337, %for.body99 ]
  %327 = icmp slt i32 %lane1101, 32
  br i1 %327, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %328 = sext i32 %i2 to i64
  %329 = getelementptr inbounds float, ptr %rstd_s, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = sext i32 %lane1101 to i64
  %332 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fadd float %330, %333
  %335 = sext i32 %i2 to i64
  %336 = getelementptr inbounds float, ptr %rstd_s, i64 %335
  store float %334, ptr %336, align 4
  %337 = add nsw i32 %lane1101, 1
  br label %for.cond98, !llvm.loop !25

for.end100:                                       ; preds = %for.cond98
  %338 = add nsw i32 %i2, 1
  br label %for.cond82, !llvm.loop !26

for.cond102:                                      ; preds = %for.end112, %for.end84
  %i105 = phi i32 [ 0, %for.end84 ], [ %439, %for.end112 ]
  %339 = icmp slt i32 %i105, 16
  br i1 %339, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %340 = sext i32 %N to i64
  %341 = icmp slt i64 %340, 0
  %342 = sext i32 %N to i64
  %343 = icmp sgt i64 %342, 256
  %344 = sext i32 %N to i64
  %345 = select i1 %343, i64 256, i64 %344
  %346 = select i1 %341, i64 0, i64 %345
  %tl_cols4 = trunc i64 %346 to i32
  br label %for.cond106

for.end104:                                       ; preds = %for.cond102
  %347 = mul i32 %bx, 16
  %348 = icmp sle i32 0, %347
  %349 = mul i32 %bx, 16
  %350 = sext i32 %349 to i64
  %351 = add i64 %350, 16
  %352 = sext i32 %M to i64
  %353 = icmp sle i64 %351, %352
  %354 = and i1 %348, %353
  %355 = sext i32 %N to i64
  %356 = icmp sle i64 256, %355
  %357 = and i1 %354, %356
  br i1 %357, label %if.then113, label %if.else114

for.cond106:                                      ; preds = %for.body107, %for.body103
  %j109 = phi i32 [ 0, %for.body103 ], [ %394, %for.body107 ]
  %358 = icmp slt i32 %j109, %tl_cols4
  br i1 %358, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %359 = sext i32 %i105 to i64
  %360 = getelementptr inbounds float, ptr %mean_s, i64 %359
  %361 = load float, ptr %360, align 4
  %mu = fmul float %361, %inv_n
  %362 = sext i32 %i105 to i64
  %363 = getelementptr inbounds float, ptr %rstd_s, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = fmul float %364, %inv_n
  %366 = fmul float %mu, %mu
  %367 = fsub float %365, %366
  %368 = call float @llvm.maxnum.f32(float %367, float 0.000000e+00)
  %369 = fadd float %368, 0x3EE4F8B580000000
  %370 = fpext float %369 to double
  %371 = call double @llvm.sqrt.f64(double %370)
  %372 = fdiv double 1.000000e+00, %371
  %r = fptrunc double %372 to float
  %373 = sext i32 %i105 to i64
  %374 = mul nsw i64 %373, 256
  %375 = sext i32 %j109 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %X_s, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = fsub float %378, %mu
  %380 = fmul float %379, %r
  %381 = sext i32 %j109 to i64
  %382 = getelementptr inbounds float, ptr %W_s, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = fmul float %380, %383
  %385 = sext i32 %j109 to i64
  %386 = getelementptr inbounds float, ptr %B_s, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = fadd float %384, %387
  %389 = sext i32 %i105 to i64
  %390 = mul nsw i64 %389, 256
  %391 = sext i32 %j109 to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds float, ptr %X_s, i64 %392
  store float %388, ptr %393, align 4
  %394 = add nsw i32 %j109, 1
  br label %for.cond106, !llvm.loop !27

for.end108:                                       ; preds = %for.cond106
  %395 = sext i32 %i105 to i64
  %396 = getelementptr inbounds float, ptr %mean_s, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = sitofp i32 %N to float
  %399 = fdiv float 1.000000e+00, %398
  %400 = fmul float %397, %399
  %401 = fsub float 0.000000e+00, %400
  %402 = sext i32 %i105 to i64
  %403 = getelementptr inbounds float, ptr %rstd_s, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = sitofp i32 %N to float
  %406 = fdiv float 1.000000e+00, %405
  %407 = fmul float %404, %406
  %408 = sext i32 %i105 to i64
  %409 = getelementptr inbounds float, ptr %mean_s, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = sitofp i32 %N to float
  %412 = fdiv float 1.000000e+00, %411
  %413 = fmul float %410, %412
  %414 = sext i32 %i105 to i64
  %415 = getelementptr inbounds float, ptr %mean_s, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = sitofp i32 %N to float
  %418 = fdiv float 1.000000e+00, %417
  %419 = fmul float %416, %418
  %420 = fmul float %413, %419
  %421 = fsub float %407, %420
  %422 = call float @llvm.maxnum.f32(float %421, float 0.000000e+00)
  %423 = fadd float %422, 0x3EE4F8B580000000
  %424 = fpext float %423 to double
  %425 = call double @llvm.sqrt.f64(double %424)
  %426 = fdiv double 1.000000e+00, %425
  %427 = fptrunc double %426 to float
  %428 = fmul float %401, %427
  %429 = fmul float %428, 0.000000e+00
  %tl_col6 = fadd float %429, 0.000000e+00
  %430 = sub i32 256, %tl_cols4
  br label %for.cond110

for.cond110:                                      ; preds = %for.body111, %for.end108
  %j52 = phi i32 [ 0, %for.end108 ], [ %438, %for.body111 ]
  %431 = icmp slt i32 %j52, %430
  br i1 %431, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %432 = sext i32 %i105 to i64
  %433 = mul nsw i64 %432, 256
  %434 = add i32 %tl_cols4, %j52
  %435 = sext i32 %434 to i64
  %436 = add nsw i64 %433, %435
  %437 = getelementptr inbounds float, ptr %X_s, i64 %436
  store float %tl_col6, ptr %437, align 4
  %438 = add nsw i32 %j52, 1
  br label %for.cond110, !llvm.loop !28

for.end112:                                       ; preds = %for.cond110
  %439 = add nsw i32 %i105, 1
  br label %for.cond102, !llvm.loop !29

if.then113:                                       ; preds = %for.end104
  br label %for.cond116

if.else114:                                       ; preds = %for.end104
  br label %for.cond127

if.end115:                                        ; preds = %for.end129, %for.end118
  br label %if.end

for.cond116:                                      ; preds = %if.end122, %if.then113
  %i11119 = phi i32 [ 0, %if.then113 ], [ %456, %if.end122 ]
  %440 = icmp slt i32 %i11119, 16
  br i1 %440, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %441 = sext i32 %M to i64
  %442 = sext i32 %N to i64
  %443 = mul i64 %441, %442
  %444 = icmp sge i64 %443, 8388608
  br i1 %444, label %if.then120, label %if.else121

for.end118:                                       ; preds = %for.cond116
  br label %if.end115

if.then120:                                       ; preds = %for.body117
  %445 = mul i32 %bx, 16
  %446 = add i32 %445, %i11119
  %447 = sext i32 %446 to i64
  %448 = sext i32 %N to i64
  %449 = mul nsw i64 %447, %448
  %450 = add nsw i64 %449, 0
  %451 = getelementptr inbounds float, ptr %Y, i64 %450
  %452 = sext i32 %i11119 to i64
  %453 = mul nsw i64 %452, 256
  %454 = add nsw i64 %453, 0
  %455 = getelementptr inbounds float, ptr %X_s, i64 %454
  call void @tilec_rt_stream(ptr %451, ptr %455, i64 1024)
  br label %if.end122

if.else121:                                       ; preds = %for.body117
  br label %for.cond123

if.end122:                                        ; preds = %for.end125, %if.then120
  %456 = add nsw i32 %i11119, 1
  br label %for.cond116, !llvm.loop !30

for.cond123:                                      ; preds = %for.body124, %if.else121
  %j1126 = phi i32 [ 0, %if.else121 ], [ %472, %for.body124 ]
  %457 = icmp slt i32 %j1126, 256
  br i1 %457, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %458 = sext i32 %i11119 to i64
  %459 = mul nsw i64 %458, 256
  %460 = sext i32 %j1126 to i64
  %461 = add nsw i64 %459, %460
  %462 = getelementptr inbounds float, ptr %X_s, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = mul i32 %bx, 16
  %465 = add i32 %464, %i11119
  %466 = sext i32 %465 to i64
  %467 = sext i32 %N to i64
  %468 = mul nsw i64 %466, %467
  %469 = sext i32 %j1126 to i64
  %470 = add nsw i64 %468, %469
  %471 = getelementptr inbounds float, ptr %Y, i64 %470
  store float %463, ptr %471, align 4
  %472 = add nsw i32 %j1126, 1
  br label %for.cond123, !llvm.loop !31

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond127:                                      ; preds = %if.end133, %if.else114
  %i11130 = phi i32 [ 0, %if.else114 ], [ %497, %if.end133 ]
  %473 = icmp slt i32 %i11130, 16
  br i1 %473, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %474 = sext i32 %N to i64
  %475 = icmp slt i64 %474, 0
  %476 = sext i32 %N to i64
  %477 = icmp sgt i64 %476, 256
  %478 = sext i32 %N to i64
  %479 = select i1 %477, i64 256, i64 %478
  %480 = select i1 %475, i64 0, i64 %479
  %tl_hi4 = trunc i64 %480 to i32
  %481 = mul i32 %bx, 16
  %482 = sext i32 %481 to i64
  %483 = sext i32 %i11130 to i64
  %484 = add i64 %482, %483
  %485 = icmp sle i64 0, %484
  %486 = mul i32 %bx, 16
  %487 = sext i32 %486 to i64
  %488 = sext i32 %i11130 to i64
  %489 = add i64 %487, %488
  %490 = sext i32 %M to i64
  %491 = icmp slt i64 %489, %490
  %492 = and i1 %485, %491
  br i1 %492, label %if.then131, label %if.else132

for.end129:                                       ; preds = %for.cond127
  br label %if.end115

if.then131:                                       ; preds = %for.body128
  %493 = sext i32 %M to i64
  %494 = sext i32 %N to i64
  %495 = mul i64 %493, %494
  %496 = icmp sge i64 %495, 8388608
  br i1 %496, label %if.then134, label %if.else135

if.else132:                                       ; preds = %for.body128
  br label %if.end133

if.end133:                                        ; preds = %if.else132, %if.end136
  %497 = add nsw i32 %i11130, 1
  br label %for.cond127, !llvm.loop !32

if.then134:                                       ; preds = %if.then131
  %498 = sext i32 %tl_hi4 to i64
  %499 = mul i32 %bx, 16
  %500 = add i32 %499, %i11130
  %501 = sext i32 %500 to i64
  %502 = sext i32 %N to i64
  %503 = mul nsw i64 %501, %502
  %504 = add nsw i64 %503, 0
  %505 = getelementptr inbounds float, ptr %Y, i64 %504
  %506 = sext i32 %i11130 to i64
  %507 = mul nsw i64 %506, 256
  %508 = add nsw i64 %507, 0
  %509 = getelementptr inbounds float, ptr %X_s, i64 %508
  %510 = mul i64 %498, 4
  call void @tilec_rt_stream(ptr %505, ptr %509, i64 %510)
  br label %if.end136

if.else135:                                       ; preds = %if.then131
  br label %for.cond137

if.end136:                                        ; preds = %for.end139, %if.then134
  br label %if.end133

for.cond137:                                      ; preds = %for.body138, %if.else135
  %j1140 = phi i32 [ 0, %if.else135 ], [ %526, %for.body138 ]
  %511 = icmp slt i32 %j1140, %tl_hi4
  br i1 %511, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %512 = sext i32 %i11130 to i64
  %513 = mul nsw i64 %512, 256
  %514 = sext i32 %j1140 to i64
  %515 = add nsw i64 %513, %514
  %516 = getelementptr inbounds float, ptr %X_s, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = mul i32 %bx, 16
  %519 = add i32 %518, %i11130
  %520 = sext i32 %519 to i64
  %521 = sext i32 %N to i64
  %522 = mul nsw i64 %520, %521
  %523 = sext i32 %j1140 to i64
  %524 = add nsw i64 %522, %523
  %525 = getelementptr inbounds float, ptr %Y, i64 %524
  store float %517, ptr %525, align 4
  %526 = add nsw i32 %j1140, 1
  br label %for.cond137, !llvm.loop !33

for.end139:                                       ; preds = %for.cond137
  br label %if.end136

if.then141:                                       ; preds = %if.else
  %527 = mul i32 %bx, 4
  %528 = icmp sle i32 0, %527
  %529 = mul i32 %bx, 4
  %530 = sext i32 %529 to i64
  %531 = add i64 %530, 4
  %532 = sext i32 %M to i64
  %533 = icmp sle i64 %531, %532
  %534 = and i1 %528, %533
  %535 = sext i32 %N to i64
  %536 = icmp sle i64 512, %535
  %537 = and i1 %534, %536
  br i1 %537, label %if.then144, label %if.else145

if.else142:                                       ; preds = %if.else
  %538 = icmp sle i32 %N, 4096
  br i1 %538, label %if.then294, label %if.else295

if.end143:                                        ; preds = %if.end296, %if.end268
  br label %if.end

if.then144:                                       ; preds = %if.then141
  br label %for.cond147

if.else145:                                       ; preds = %if.then141
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  %539 = sext i32 %N to i64
  %540 = icmp sle i64 512, %539
  br i1 %540, label %if.then171, label %if.else172

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i12 = phi i32 [ 0, %if.then144 ], [ %558, %for.end152 ]
  %541 = icmp slt i32 %i12, 4
  br i1 %541, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %557, %for.body151 ]
  %542 = icmp slt i32 %j2, 512
  br i1 %542, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %543 = mul i32 %bx, 4
  %544 = add i32 %543, %i12
  %545 = sext i32 %544 to i64
  %546 = sext i32 %N to i64
  %547 = mul nsw i64 %545, %546
  %548 = sext i32 %j2 to i64
  %549 = add nsw i64 %547, %548
  %550 = getelementptr inbounds float, ptr %X, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = sext i32 %i12 to i64
  %553 = mul nsw i64 %552, 512
  %554 = sext i32 %j2 to i64
  %555 = add nsw i64 %553, %554
  %556 = getelementptr inbounds float, ptr %X_f, i64 %555
  store float %551, ptr %556, align 4
  %557 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !34

for.end152:                                       ; preds = %for.cond150
  %558 = add nsw i32 %i12, 1
  br label %for.cond147, !llvm.loop !35

for.cond153:                                      ; preds = %for.end170, %if.else145
  %i12156 = phi i32 [ 0, %if.else145 ], [ %611, %for.end170 ]
  %559 = icmp slt i32 %i12156, 4
  br i1 %559, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %560 = sext i32 %N to i64
  %561 = icmp slt i64 %560, 0
  %562 = sext i32 %N to i64
  %563 = icmp sgt i64 %562, 512
  %564 = sext i32 %N to i64
  %565 = select i1 %563, i64 512, i64 %564
  %566 = select i1 %561, i64 0, i64 %565
  %tl_hi5 = trunc i64 %566 to i32
  %567 = mul i32 %bx, 4
  %568 = sext i32 %567 to i64
  %569 = sext i32 %i12156 to i64
  %570 = add i64 %568, %569
  %571 = icmp sle i64 0, %570
  %572 = mul i32 %bx, 4
  %573 = sext i32 %572 to i64
  %574 = sext i32 %i12156 to i64
  %575 = add i64 %573, %574
  %576 = sext i32 %M to i64
  %577 = icmp slt i64 %575, %576
  %578 = and i1 %571, %577
  br i1 %578, label %if.then157, label %if.else158

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

if.then157:                                       ; preds = %for.body154
  br label %for.cond160

if.else158:                                       ; preds = %for.body154
  br label %for.cond164

if.end159:                                        ; preds = %for.end166, %for.end162
  %579 = sub i32 512, %tl_hi5
  br label %for.cond168

for.cond160:                                      ; preds = %for.body161, %if.then157
  %j2163 = phi i32 [ 0, %if.then157 ], [ %595, %for.body161 ]
  %580 = icmp slt i32 %j2163, %tl_hi5
  br i1 %580, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %581 = mul i32 %bx, 4
  %582 = add i32 %581, %i12156
  %583 = sext i32 %582 to i64
  %584 = sext i32 %N to i64
  %585 = mul nsw i64 %583, %584
  %586 = sext i32 %j2163 to i64
  %587 = add nsw i64 %585, %586
  %588 = getelementptr inbounds float, ptr %X, i64 %587
  %589 = load float, ptr %588, align 4
  %590 = sext i32 %i12156 to i64
  %591 = mul nsw i64 %590, 512
  %592 = sext i32 %j2163 to i64
  %593 = add nsw i64 %591, %592
  %594 = getelementptr inbounds float, ptr %X_f, i64 %593
  store float %589, ptr %594, align 4
  %595 = add nsw i32 %j2163, 1
  br label %for.cond160, !llvm.loop !36

for.end162:                                       ; preds = %for.cond160
  br label %if.end159

for.cond164:                                      ; preds = %for.body165, %if.else158
  %j2167 = phi i32 [ 0, %if.else158 ], [ %602, %for.body165 ]
  %596 = icmp slt i32 %j2167, %tl_hi5
  br i1 %596, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %597 = sext i32 %i12156 to i64
  %598 = mul nsw i64 %597, 512
  %599 = sext i32 %j2167 to i64
  %600 = add nsw i64 %598, %599
  %601 = getelementptr inbounds float, ptr %X_f, i64 %600
  store float 0.000000e+00, ptr %601, align 4
  %602 = add nsw i32 %j2167, 1
  br label %for.cond164, !llvm.loop !37

for.end166:                                       ; preds = %for.cond164
  br label %if.end159

for.cond168:                                      ; preds = %for.body169, %if.end159
  %j21 = phi i32 [ 0, %if.end159 ], [ %610, %for.body169 ]
  %603 = icmp slt i32 %j21, %579
  br i1 %603, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %604 = sext i32 %i12156 to i64
  %605 = mul nsw i64 %604, 512
  %606 = add i32 %tl_hi5, %j21
  %607 = sext i32 %606 to i64
  %608 = add nsw i64 %605, %607
  %609 = getelementptr inbounds float, ptr %X_f, i64 %608
  store float 0.000000e+00, ptr %609, align 4
  %610 = add nsw i32 %j21, 1
  br label %for.cond168, !llvm.loop !38

for.end170:                                       ; preds = %for.cond168
  %611 = add nsw i32 %i12156, 1
  br label %for.cond153, !llvm.loop !39

if.then171:                                       ; preds = %if.end146
  br label %for.cond174

if.else172:                                       ; preds = %if.end146
  %612 = sext i32 %N to i64
  %613 = icmp slt i64 %612, 0
  %614 = sext i32 %N to i64
  %615 = icmp sgt i64 %614, 512
  %616 = sext i32 %N to i64
  %617 = select i1 %615, i64 512, i64 %616
  %618 = select i1 %613, i64 0, i64 %617
  %tl_hi6 = trunc i64 %618 to i32
  br label %for.cond178

if.end173:                                        ; preds = %for.end184, %for.end176
  %619 = sext i32 %N to i64
  %620 = icmp sle i64 512, %619
  br i1 %620, label %if.then185, label %if.else186

for.cond174:                                      ; preds = %for.body175, %if.then171
  %i12177 = phi i32 [ 0, %if.then171 ], [ %627, %for.body175 ]
  %621 = icmp slt i32 %i12177, 512
  br i1 %621, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %622 = sext i32 %i12177 to i64
  %623 = getelementptr inbounds float, ptr %W, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = sext i32 %i12177 to i64
  %626 = getelementptr inbounds float, ptr %W_f, i64 %625
  store float %624, ptr %626, align 4
  %627 = add nsw i32 %i12177, 1
  br label %for.cond174, !llvm.loop !40

for.end176:                                       ; preds = %for.cond174
  br label %if.end173

for.cond178:                                      ; preds = %for.body179, %if.else172
  %i12181 = phi i32 [ 0, %if.else172 ], [ %634, %for.body179 ]
  %628 = icmp slt i32 %i12181, %tl_hi6
  br i1 %628, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %629 = sext i32 %i12181 to i64
  %630 = getelementptr inbounds float, ptr %W, i64 %629
  %631 = load float, ptr %630, align 4
  %632 = sext i32 %i12181 to i64
  %633 = getelementptr inbounds float, ptr %W_f, i64 %632
  store float %631, ptr %633, align 4
  %634 = add nsw i32 %i12181, 1
  br label %for.cond178, !llvm.loop !41

for.end180:                                       ; preds = %for.cond178
  %635 = sub i32 512, %tl_hi6
  br label %for.cond182

for.cond182:                                      ; preds = %for.body183, %for.end180
  %i121 = phi i32 [ 0, %for.end180 ], [ %640, %for.body183 ]
  %636 = icmp slt i32 %i121, %635
  br i1 %636, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %637 = add i32 %tl_hi6, %i121
  %638 = sext i32 %637 to i64
  %639 = getelementptr inbounds float, ptr %W_f, i64 %638
  store float 0.000000e+00, ptr %639, align 4
  %640 = add nsw i32 %i121, 1
  br label %for.cond182, !llvm.loop !42

for.end184:                                       ; preds = %for.cond182
  br label %if.end173

if.then185:                                       ; preds = %if.end173
  br label %for.cond188

if.else186:                                       ; preds = %if.end173
  %641 = sext i32 %N to i64
  %642 = icmp slt i64 %641, 0
  %643 = sext i32 %N to i64
  %644 = icmp sgt i64 %643, 512
  %645 = sext i32 %N to i64
  %646 = select i1 %644, i64 512, i64 %645
  %647 = select i1 %642, i64 0, i64 %646
  %tl_hi7 = trunc i64 %647 to i32
  br label %for.cond192

if.end187:                                        ; preds = %for.end198, %for.end190
  br label %for.cond199

for.cond188:                                      ; preds = %for.body189, %if.then185
  %i12191 = phi i32 [ 0, %if.then185 ], [ %654, %for.body189 ]
  %648 = icmp slt i32 %i12191, 512
  br i1 %648, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %649 = sext i32 %i12191 to i64
  %650 = getelementptr inbounds float, ptr %B, i64 %649
  %651 = load float, ptr %650, align 4
  %652 = sext i32 %i12191 to i64
  %653 = getelementptr inbounds float, ptr %B_f, i64 %652
  store float %651, ptr %653, align 4
  %654 = add nsw i32 %i12191, 1
  br label %for.cond188, !llvm.loop !43

for.end190:                                       ; preds = %for.cond188
  br label %if.end187

for.cond192:                                      ; preds = %for.body193, %if.else186
  %i12195 = phi i32 [ 0, %if.else186 ], [ %661, %for.body193 ]
  %655 = icmp slt i32 %i12195, %tl_hi7
  br i1 %655, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %656 = sext i32 %i12195 to i64
  %657 = getelementptr inbounds float, ptr %B, i64 %656
  %658 = load float, ptr %657, align 4
  %659 = sext i32 %i12195 to i64
  %660 = getelementptr inbounds float, ptr %B_f, i64 %659
  store float %658, ptr %660, align 4
  %661 = add nsw i32 %i12195, 1
  br label %for.cond192, !llvm.loop !44

for.end194:                                       ; preds = %for.cond192
  %662 = sub i32 512, %tl_hi7
  br label %for.cond196

for.cond196:                                      ; preds = %for.body197, %for.end194
  %i122 = phi i32 [ 0, %for.end194 ], [ %667, %for.body197 ]
  %663 = icmp slt i32 %i122, %662
  br i1 %663, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %664 = add i32 %tl_hi7, %i122
  %665 = sext i32 %664 to i64
  %666 = getelementptr inbounds float, ptr %B_f, i64 %665
  store float 0.000000e+00, ptr %666, align 4
  %667 = add nsw i32 %i122, 1
  br label %for.cond196, !llvm.loop !45

for.end198:                                       ; preds = %for.cond196
  br label %if.end187

for.cond199:                                      ; preds = %for.end210, %if.end187
  %i202 = phi i32 [ 0, %if.end187 ], [ %709, %for.end210 ]
  %668 = icmp slt i32 %i202, 4
  br i1 %668, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %669 = sext i32 %N to i64
  %670 = icmp slt i64 %669, 0
  %671 = sext i32 %N to i64
  %672 = icmp sgt i64 %671, 512
  %673 = sext i32 %N to i64
  %674 = select i1 %672, i64 512, i64 %673
  %675 = select i1 %670, i64 0, i64 %674
  %tl_hi8 = trunc i64 %675 to i32
  br label %for.cond203

for.end201:                                       ; preds = %for.cond199
  br label %for.cond211

for.cond203:                                      ; preds = %for.body204, %for.body200
  %j206 = phi i32 [ 0, %for.body200 ], [ %693, %for.body204 ]
  %676 = icmp slt i32 %j206, %tl_hi8
  br i1 %676, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %677 = sext i32 %i202 to i64
  %678 = mul nsw i64 %677, 512
  %679 = sext i32 %j206 to i64
  %680 = add nsw i64 %678, %679
  %681 = getelementptr inbounds float, ptr %X_f, i64 %680
  %x207 = load float, ptr %681, align 4
  %682 = sext i32 %i202 to i64
  %683 = mul nsw i64 %682, 512
  %684 = sext i32 %j206 to i64
  %685 = add nsw i64 %683, %684
  %686 = getelementptr inbounds float, ptr %X_f, i64 %685
  store float %x207, ptr %686, align 4
  %687 = fmul float %x207, %x207
  %688 = sext i32 %i202 to i64
  %689 = mul nsw i64 %688, 512
  %690 = sext i32 %j206 to i64
  %691 = add nsw i64 %689, %690
  %692 = getelementptr inbounds float, ptr %sq, i64 %691
  store float %687, ptr %692, align 4
  %693 = add nsw i32 %j206, 1
  br label %for.cond203, !llvm.loop !46

for.end205:                                       ; preds = %for.cond203
  %694 = sub i32 512, %tl_hi8
  br label %for.cond208

for.cond208:                                      ; preds = %for.body209, %for.end205
  %j7 = phi i32 [ 0, %for.end205 ], [ %708, %for.body209 ]
  %695 = icmp slt i32 %j7, %694
  br i1 %695, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %696 = sext i32 %i202 to i64
  %697 = mul nsw i64 %696, 512
  %698 = add i32 %tl_hi8, %j7
  %699 = sext i32 %698 to i64
  %700 = add nsw i64 %697, %699
  %701 = getelementptr inbounds float, ptr %X_f, i64 %700
  store float 0.000000e+00, ptr %701, align 4
  %702 = sext i32 %i202 to i64
  %703 = mul nsw i64 %702, 512
  %704 = add i32 %tl_hi8, %j7
  %705 = sext i32 %704 to i64
  %706 = add nsw i64 %703, %705
  %707 = getelementptr inbounds float, ptr %sq, i64 %706
  store float 0.000000e+00, ptr %707, align 4
  %708 = add nsw i32 %j7, 1
  br label %for.cond208, !llvm.loop !47

for.end210:                                       ; preds = %for.cond208
  %709 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !48

for.cond211:                                      ; preds = %for.end229, %for.end201
  %i3 = phi i32 [ 0, %for.end201 ], [ %786, %for.end229 ]
  %710 = icmp slt i32 %i3, 4
  br i1 %710, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond214

for.end213:                                       ; preds = %for.cond211
  br label %for.cond231

for.cond214:                                      ; preds = %for.body215, %for.body212
  %lane2 = phi i32 [ 0, %for.body212 ], [ %720, %for.body215 ]
  %711 = icmp slt i32 %lane2, 32
  br i1 %711, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %712 = sext i32 %i3 to i64
  %713 = mul nsw i64 %712, 512
  %714 = sext i32 %lane2 to i64
  %715 = add nsw i64 %713, %714
  %716 = getelementptr inbounds float, ptr %X_f, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = sext i32 %lane2 to i64
  %719 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %718
  store float %717, ptr %719, align 4
  %720 = add nsw i32 %lane2, 1
  br label %for.cond214, !llvm.loop !49

for.end216:                                       ; preds = %for.cond214
  %721 = sext i32 %N to i64
  %722 = icmp slt i64 %721, 0
  %723 = sext i32 %N to i64
  %724 = icmp sgt i64 %723, 512
  %725 = sext i32 %N to i64
  %726 = select i1 %724, i64 512, i64 %725
  %727 = select i1 %722, i64 0, i64 %726
  %728 = trunc i64 %727 to i32
  %729 = add i32 %728, 31
  %730 = sdiv i32 %729, 32
  %731 = sub i32 0, %729
  %732 = select i1 false, i32 %731, i32 %730
  %733 = sub i32 %732, 1
  %734 = icmp slt i32 %733, 0
  %735 = sext i32 %N to i64
  %736 = icmp slt i64 %735, 0
  %737 = sext i32 %N to i64
  %738 = icmp sgt i64 %737, 512
  %739 = sext i32 %N to i64
  %740 = select i1 %738, i64 512, i64 %739
  %741 = select i1 %736, i64 0, i64 %740
  %742 = trunc i64 %741 to i32
  %743 = add i32 %742, 31
  %744 = sdiv i32 %743, 32
  %745 = sub i32 0, %743
  %746 = select i1 false, i32 %745, i32 %744
  %747 = sub i32 %746, 1
  %748 = select i1 %734, i32 0, i32 %747
  %tl_steps8 = select i1 true, i32 %748, i32 15
  br label %for.cond217

for.cond217:                                      ; preds = %for.end222, %for.end216
  %red2 = phi i32 [ 0, %for.end216 ], [ %768, %for.end222 ]
  %749 = icmp slt i32 %red2, %tl_steps8
  br i1 %749, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  br label %for.cond220

for.end219:                                       ; preds = %for.cond217
  %750 = icmp slt i32 %tl_steps8, 15
  br i1 %750, label %if.then224, label %if.else225

for.cond220:                                      ; preds = %for.body221, %for.body218
  %lane2223 = phi i32 [ 0, %for.body218 ], [ %767, %for.body221 ]
  %751 = icmp slt i32 %lane2223, 32
  br i1 %751, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %752 = sext i32 %lane2223 to i64
  %753 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %752
  %754 = load float, ptr %753, align 4
  %755 = sext i32 %i3 to i64
  %756 = mul nsw i64 %755, 512
  %757 = add i32 %red2, 1
  %758 = mul i32 %757, 32
  %759 = add i32 %758, %lane2223
  %760 = sext i32 %759 to i64
  %761 = add nsw i64 %756, %760
  %762 = getelementptr inbounds float, ptr %X_f, i64 %761
  %763 = load float, ptr %762, align 4
  %764 = fadd float %754, %763
  %765 = sext i32 %lane2223 to i64
  %766 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %765
  store float %764, ptr %766, align 4
  %767 = add nsw i32 %lane2223, 1
  br label %for.cond220, !llvm.loop !50

for.end222:                                       ; preds = %for.cond220
  %768 = add nsw i32 %red2, 1
  br label %for.cond217, !llvm.loop !51

if.then224:                                       ; preds = %for.end219
  %769 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %770 = load float, ptr %769, align 4
  %771 = fadd float %770, 0.000000e+00
  %772 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %771, ptr %772, align 4
  br label %if.end226

if.else225:                                       ; preds = %for.end219
  br label %if.end226

if.end226:                                        ; preds = %if.else225, %if.then224
  %773 = sext i32 %i3 to i64
  %774 = getelementptr inbounds float, ptr %mean, i64 %773
  store float 0.000000e+00, ptr %774, align 4
  br label %for.cond227

for.cond227:                                      ; preds = %for.body228, %if.end226
  %lane2230 = phi i32 [ 0, %if.end226 ], [ %785, %for.body228 ]
  %775 = icmp slt i32 %lane2230, 32
  br i1 %775, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %776 = sext i32 %i3 to i64
  %777 = getelementptr inbounds float, ptr %mean, i64 %776
  %778 = load float, ptr %777, align 4
  %779 = sext i32 %lane2230 to i64
  %780 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = fadd float %778, %781
  %783 = sext i32 %i3 to i64
  %784 = getelementptr inbounds float, ptr %mean, i64 %783
  store float %782, ptr %784, align 4
  %785 = add nsw i32 %lane2230, 1
  br label %for.cond227, !llvm.loop !52

for.end229:                                       ; preds = %for.cond227
  %786 = add nsw i32 %i3, 1
  br label %for.cond211, !llvm.loop !53

for.cond231:                                      ; preds = %for.end249, %for.end213
  %i5 = phi i32 [ 0, %for.end213 ], [ %863, %for.end249 ]
  %787 = icmp slt i32 %i5, 4
  br i1 %787, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  br label %for.cond234

for.end233:                                       ; preds = %for.cond231
  br label %for.cond251

for.cond234:                                      ; preds = %for.body235, %for.body232
  %lane3 = phi i32 [ 0, %for.body232 ], [ %797, %for.body235 ]
  %788 = icmp slt i32 %lane3, 32
  br i1 %788, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %789 = sext i32 %i5 to i64
  %790 = mul nsw i64 %789, 512
  %791 = sext i32 %lane3 to i64
  %792 = add nsw i64 %790, %791
  %793 = getelementptr inbounds float, ptr %sq, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = sext i32 %lane3 to i64
  %796 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %795
  store float %794, ptr %796, align 4
  %797 = add nsw i32 %lane3, 1
  br label %for.cond234, !llvm.loop !54

for.end236:                                       ; preds = %for.cond234
  %798 = sext i32 %N to i64
  %799 = icmp slt i64 %798, 0
  %800 = sext i32 %N to i64
  %801 = icmp sgt i64 %800, 512
  %802 = sext i32 %N to i64
  %803 = select i1 %801, i64 512, i64 %802
  %804 = select i1 %799, i64 0, i64 %803
  %805 = trunc i64 %804 to i32
  %806 = add i32 %805, 31
  %807 = sdiv i32 %806, 32
  %808 = sub i32 0, %806
  %809 = select i1 false, i32 %808, i32 %807
  %810 = sub i32 %809, 1
  %811 = icmp slt i32 %810, 0
  %812 = sext i32 %N to i64
  %813 = icmp slt i64 %812, 0
  %814 = sext i32 %N to i64
  %815 = icmp sgt i64 %814, 512
  %816 = sext i32 %N to i64
  %817 = select i1 %815, i64 512, i64 %816
  %818 = select i1 %813, i64 0, i64 %817
  %819 = trunc i64 %818 to i32
  %820 = add i32 %819, 31
  %821 = sdiv i32 %820, 32
  %822 = sub i32 0, %820
  %823 = select i1 false, i32 %822, i32 %821
  %824 = sub i32 %823, 1
  %825 = select i1 %811, i32 0, i32 %824
  %tl_steps10 = select i1 true, i32 %825, i32 15
  br label %for.cond237

for.cond237:                                      ; preds = %for.end242, %for.end236
  %red3 = phi i32 [ 0, %for.end236 ], [ %845, %for.end242 ]
  %826 = icmp slt i32 %red3, %tl_steps10
  br i1 %826, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  br label %for.cond240

for.end239:                                       ; preds = %for.cond237
  %827 = icmp slt i32 %tl_steps10, 15
  br i1 %827, label %if.then244, label %if.else245

for.cond240:                                      ; preds = %for.body241, %for.body238
  %lane3243 = phi i32 [ 0, %for.body238 ], [ %844, %for.body241 ]
  %828 = icmp slt i32 %lane3243, 32
  br i1 %828, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  %829 = sext i32 %lane3243 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = sext i32 %i5 to i64
  %833 = mul nsw i64 %832, 512
  %834 = add i32 %red3, 1
  %835 = mul i32 %834, 32
  %836 = add i32 %835, %lane3243
  %837 = sext i32 %836 to i64
  %838 = add nsw i64 %833, %837
  %839 = getelementptr inbounds float, ptr %sq, i64 %838
  %840 = load float, ptr %839, align 4
  %841 = fadd float %831, %840
  %842 = sext i32 %lane3243 to i64
  %843 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %842
  store float %841, ptr %843, align 4
  %844 = add nsw i32 %lane3243, 1
  br label %for.cond240, !llvm.loop !55

for.end242:                                       ; preds = %for.cond240
  %845 = add nsw i32 %red3, 1
  br label %for.cond237, !llvm.loop !56

if.then244:                                       ; preds = %for.end239
  %846 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %847 = load float, ptr %846, align 4
  %848 = fadd float %847, 0.000000e+00
  %849 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %848, ptr %849, align 4
  br label %if.end246

if.else245:                                       ; preds = %for.end239
  br label %if.end246

if.end246:                                        ; preds = %if.else245, %if.then244
  %850 = sext i32 %i5 to i64
  %851 = getelementptr inbounds float, ptr %rstd, i64 %850
  store float 0.000000e+00, ptr %851, align 4
  br label %for.cond247

for.cond247:                                      ; preds = %for.body248, %if.end246
  %lane3250 = phi i32 [ 0, %if.end246 ], [ %862, %for.body248 ]
  %852 = icmp slt i32 %lane3250, 32
  br i1 %852, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %853 = sext i32 %i5 to i64
  %854 = getelementptr inbounds float, ptr %rstd, i64 %853
  %855 = load float, ptr %854, align 4
  %856 = sext i32 %lane3250 to i64
  %857 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %856
  %858 = load float, ptr %857, align 4
  %859 = fadd float %855, %858
  %860 = sext i32 %i5 to i64
  %861 = getelementptr inbounds float, ptr %rstd, i64 %860
  store float %859, ptr %861, align 4
  %862 = add nsw i32 %lane3250, 1
  br label %for.cond247, !llvm.loop !57

for.end249:                                       ; preds = %for.cond247
  %863 = add nsw i32 %i5, 1
  br label %for.cond231, !llvm.loop !58

for.cond251:                                      ; preds = %for.body252, %for.end233
  %i254 = phi i32 [ 0, %for.end233 ], [ %893, %for.body252 ]
  %864 = icmp slt i32 %i254, 4
  br i1 %864, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %865 = sext i32 %i254 to i64
  %866 = getelementptr inbounds float, ptr %mean, i64 %865
  %867 = load float, ptr %866, align 4
  %868 = sitofp i32 %N to float
  %869 = fdiv float %867, %868
  %870 = sext i32 %i254 to i64
  %871 = getelementptr inbounds float, ptr %mean, i64 %870
  store float %869, ptr %871, align 4
  %872 = sext i32 %i254 to i64
  %873 = getelementptr inbounds float, ptr %rstd, i64 %872
  %874 = load float, ptr %873, align 4
  %875 = sitofp i32 %N to float
  %876 = fdiv float %874, %875
  %877 = sext i32 %i254 to i64
  %878 = getelementptr inbounds float, ptr %mean, i64 %877
  %879 = load float, ptr %878, align 4
  %880 = sext i32 %i254 to i64
  %881 = getelementptr inbounds float, ptr %mean, i64 %880
  %882 = load float, ptr %881, align 4
  %883 = fmul float %879, %882
  %884 = fsub float %876, %883
  %885 = call float @llvm.maxnum.f32(float %884, float 0.000000e+00)
  %886 = fadd float %885, 0x3EE4F8B580000000
  %887 = fpext float %886 to double
  %888 = call double @llvm.sqrt.f64(double %887)
  %889 = fdiv double 1.000000e+00, %888
  %890 = fptrunc double %889 to float
  %891 = sext i32 %i254 to i64
  %892 = getelementptr inbounds float, ptr %rstd, i64 %891
  store float %890, ptr %892, align 4
  %893 = add nsw i32 %i254, 1
  br label %for.cond251, !llvm.loop !59

for.end253:                                       ; preds = %for.cond251
  br label %for.cond255

for.cond255:                                      ; preds = %for.end265, %for.end253
  %i258 = phi i32 [ 0, %for.end253 ], [ %960, %for.end265 ]
  %894 = icmp slt i32 %i258, 4
  br i1 %894, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %895 = sext i32 %N to i64
  %896 = icmp slt i64 %895, 0
  %897 = sext i32 %N to i64
  %898 = icmp sgt i64 %897, 512
  %899 = sext i32 %N to i64
  %900 = select i1 %898, i64 512, i64 %899
  %901 = select i1 %896, i64 0, i64 %900
  %tl_cols11 = trunc i64 %901 to i32
  br label %for.cond259

for.end257:                                       ; preds = %for.cond255
  %902 = mul i32 %bx, 4
  %903 = icmp sle i32 0, %902
  %904 = mul i32 %bx, 4
  %905 = sext i32 %904 to i64
  %906 = add i64 %905, 4
  %907 = sext i32 %M to i64
  %908 = icmp sle i64 %906, %907
  %909 = and i1 %903, %908
  %910 = sext i32 %N to i64
  %911 = icmp sle i64 512, %910
  %912 = and i1 %909, %911
  br i1 %912, label %if.then266, label %if.else267

for.cond259:                                      ; preds = %for.body260, %for.body256
  %j262 = phi i32 [ 0, %for.body256 ], [ %941, %for.body260 ]
  %913 = icmp slt i32 %j262, %tl_cols11
  br i1 %913, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %914 = sext i32 %i258 to i64
  %915 = mul nsw i64 %914, 512
  %916 = sext i32 %j262 to i64
  %917 = add nsw i64 %915, %916
  %918 = getelementptr inbounds float, ptr %X_f, i64 %917
  %919 = load float, ptr %918, align 4
  %920 = sext i32 %i258 to i64
  %921 = getelementptr inbounds float, ptr %mean, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = fsub float %919, %922
  %924 = sext i32 %i258 to i64
  %925 = getelementptr inbounds float, ptr %rstd, i64 %924
  %926 = load float, ptr %925, align 4
  %927 = fmul float %923, %926
  %928 = sext i32 %j262 to i64
  %929 = getelementptr inbounds float, ptr %W_f, i64 %928
  %930 = load float, ptr %929, align 4
  %931 = fmul float %927, %930
  %932 = sext i32 %j262 to i64
  %933 = getelementptr inbounds float, ptr %B_f, i64 %932
  %934 = load float, ptr %933, align 4
  %935 = fadd float %931, %934
  %936 = sext i32 %i258 to i64
  %937 = mul nsw i64 %936, 512
  %938 = sext i32 %j262 to i64
  %939 = add nsw i64 %937, %938
  %940 = getelementptr inbounds float, ptr %X_f, i64 %939
  store float %935, ptr %940, align 4
  %941 = add nsw i32 %j262, 1
  br label %for.cond259, !llvm.loop !60

for.end261:                                       ; preds = %for.cond259
  %942 = sext i32 %i258 to i64
  %943 = getelementptr inbounds float, ptr %mean, i64 %942
  %944 = load float, ptr %943, align 4
  %945 = fsub float 0.000000e+00, %944
  %946 = sext i32 %i258 to i64
  %947 = getelementptr inbounds float, ptr %rstd, i64 %946
  %948 = load float, ptr %947, align 4
  %949 = fmul float %945, %948
  %950 = fmul float %949, 0.000000e+00
  %tl_col13 = fadd float %950, 0.000000e+00
  %951 = sub i32 512, %tl_cols11
  br label %for.cond263

for.cond263:                                      ; preds = %for.body264, %for.end261
  %j12 = phi i32 [ 0, %for.end261 ], [ %959, %for.body264 ]
  %952 = icmp slt i32 %j12, %951
  br i1 %952, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %953 = sext i32 %i258 to i64
  %954 = mul nsw i64 %953, 512
  %955 = add i32 %tl_cols11, %j12
  %956 = sext i32 %955 to i64
  %957 = add nsw i64 %954, %956
  %958 = getelementptr inbounds float, ptr %X_f, i64 %957
  store float %tl_col13, ptr %958, align 4
  %959 = add nsw i32 %j12, 1
  br label %for.cond263, !llvm.loop !61

for.end265:                                       ; preds = %for.cond263
  %960 = add nsw i32 %i258, 1
  br label %for.cond255, !llvm.loop !62

if.then266:                                       ; preds = %for.end257
  br label %for.cond269

if.else267:                                       ; preds = %for.end257
  br label %for.cond280

if.end268:                                        ; preds = %for.end282, %for.end271
  br label %if.end143

for.cond269:                                      ; preds = %if.end275, %if.then266
  %i12272 = phi i32 [ 0, %if.then266 ], [ %977, %if.end275 ]
  %961 = icmp slt i32 %i12272, 4
  br i1 %961, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %962 = sext i32 %M to i64
  %963 = sext i32 %N to i64
  %964 = mul i64 %962, %963
  %965 = icmp sge i64 %964, 8388608
  br i1 %965, label %if.then273, label %if.else274

for.end271:                                       ; preds = %for.cond269
  br label %if.end268

if.then273:                                       ; preds = %for.body270
  %966 = mul i32 %bx, 4
  %967 = add i32 %966, %i12272
  %968 = sext i32 %967 to i64
  %969 = sext i32 %N to i64
  %970 = mul nsw i64 %968, %969
  %971 = add nsw i64 %970, 0
  %972 = getelementptr inbounds float, ptr %Y, i64 %971
  %973 = sext i32 %i12272 to i64
  %974 = mul nsw i64 %973, 512
  %975 = add nsw i64 %974, 0
  %976 = getelementptr inbounds float, ptr %X_f, i64 %975
  call void @tilec_rt_stream(ptr %972, ptr %976, i64 2048)
  br label %if.end275

if.else274:                                       ; preds = %for.body270
  br label %for.cond276

if.end275:                                        ; preds = %for.end278, %if.then273
  %977 = add nsw i32 %i12272, 1
  br label %for.cond269, !llvm.loop !63

for.cond276:                                      ; preds = %for.body277, %if.else274
  %j2279 = phi i32 [ 0, %if.else274 ], [ %993, %for.body277 ]
  %978 = icmp slt i32 %j2279, 512
  br i1 %978, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %979 = sext i32 %i12272 to i64
  %980 = mul nsw i64 %979, 512
  %981 = sext i32 %j2279 to i64
  %982 = add nsw i64 %980, %981
  %983 = getelementptr inbounds float, ptr %X_f, i64 %982
  %984 = load float, ptr %983, align 4
  %985 = mul i32 %bx, 4
  %986 = add i32 %985, %i12272
  %987 = sext i32 %986 to i64
  %988 = sext i32 %N to i64
  %989 = mul nsw i64 %987, %988
  %990 = sext i32 %j2279 to i64
  %991 = add nsw i64 %989, %990
  %992 = getelementptr inbounds float, ptr %Y, i64 %991
  store float %984, ptr %992, align 4
  %993 = add nsw i32 %j2279, 1
  br label %for.cond276, !llvm.loop !64

for.end278:                                       ; preds = %for.cond276
  br label %if.end275

for.cond280:                                      ; preds = %if.end286, %if.else267
  %i12283 = phi i32 [ 0, %if.else267 ], [ %1018, %if.end286 ]
  %994 = icmp slt i32 %i12283, 4
  br i1 %994, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %995 = sext i32 %N to i64
  %996 = icmp slt i64 %995, 0
  %997 = sext i32 %N to i64
  %998 = icmp sgt i64 %997, 512
  %999 = sext i32 %N to i64
  %1000 = select i1 %998, i64 512, i64 %999
  %1001 = select i1 %996, i64 0, i64 %1000
  %tl_hi9 = trunc i64 %1001 to i32
  %1002 = mul i32 %bx, 4
  %1003 = sext i32 %1002 to i64
  %1004 = sext i32 %i12283 to i64
  %1005 = add i64 %1003, %1004
  %1006 = icmp sle i64 0, %1005
  %1007 = mul i32 %bx, 4
  %1008 = sext i32 %1007 to i64
  %1009 = sext i32 %i12283 to i64
  %1010 = add i64 %1008, %1009
  %1011 = sext i32 %M to i64
  %1012 = icmp slt i64 %1010, %1011
  %1013 = and i1 %1006, %1012
  br i1 %1013, label %if.then284, label %if.else285

for.end282:                                       ; preds = %for.cond280
  br label %if.end268

if.then284:                                       ; preds = %for.body281
  %1014 = sext i32 %M to i64
  %1015 = sext i32 %N to i64
  %1016 = mul i64 %1014, %1015
  %1017 = icmp sge i64 %1016, 8388608
  br i1 %1017, label %if.then287, label %if.else288

if.else285:                                       ; preds = %for.body281
  br label %if.end286

if.end286:                                        ; preds = %if.else285, %if.end289
  %1018 = add nsw i32 %i12283, 1
  br label %for.cond280, !llvm.loop !65

if.then287:                                       ; preds = %if.then284
  %1019 = sext i32 %tl_hi9 to i64
  %1020 = mul i32 %bx, 4
  %1021 = add i32 %1020, %i12283
  %1022 = sext i32 %1021 to i64
  %1023 = sext i32 %N to i64
  %1024 = mul nsw i64 %1022, %1023
  %1025 = add nsw i64 %1024, 0
  %1026 = getelementptr inbounds float, ptr %Y, i64 %1025
  %1027 = sext i32 %i12283 to i64
  %1028 = mul nsw i64 %1027, 512
  %1029 = add nsw i64 %1028, 0
  %1030 = getelementptr inbounds float, ptr %X_f, i64 %1029
  %1031 = mul i64 %1019, 4
  call void @tilec_rt_stream(ptr %1026, ptr %1030, i64 %1031)
  br label %if.end289

if.else288:                                       ; preds = %if.then284
  br label %for.cond290

if.end289:                                        ; preds = %for.end292, %if.then287
  br label %if.end286

for.cond290:                                      ; preds = %for.body291, %if.else288
  %j2293 = phi i32 [ 0, %if.else288 ], [ %1047, %for.body291 ]
  %1032 = icmp slt i32 %j2293, %tl_hi9
  br i1 %1032, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1033 = sext i32 %i12283 to i64
  %1034 = mul nsw i64 %1033, 512
  %1035 = sext i32 %j2293 to i64
  %1036 = add nsw i64 %1034, %1035
  %1037 = getelementptr inbounds float, ptr %X_f, i64 %1036
  %1038 = load float, ptr %1037, align 4
  %1039 = mul i32 %bx, 4
  %1040 = add i32 %1039, %i12283
  %1041 = sext i32 %1040 to i64
  %1042 = sext i32 %N to i64
  %1043 = mul nsw i64 %1041, %1042
  %1044 = sext i32 %j2293 to i64
  %1045 = add nsw i64 %1043, %1044
  %1046 = getelementptr inbounds float, ptr %Y, i64 %1045
  store float %1038, ptr %1046, align 4
  %1047 = add nsw i32 %j2293, 1
  br label %for.cond290, !llvm.loop !66

for.end292:                                       ; preds = %for.cond290
  br label %if.end289

if.then294:                                       ; preds = %if.else142
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1048 = sext i32 %N to i64
  %1049 = icmp sle i64 4096, %1048
  br i1 %1049, label %if.then297, label %if.else298

if.else295:                                       ; preds = %if.else142
  br label %for.cond457

if.end296:                                        ; preds = %for.end554, %for.end326
  br label %if.end143

if.then297:                                       ; preds = %if.then294
  br label %for.cond300

if.else298:                                       ; preds = %if.then294
  %1050 = sext i32 %N to i64
  %1051 = icmp slt i64 %1050, 0
  %1052 = sext i32 %N to i64
  %1053 = icmp sgt i64 %1052, 4096
  %1054 = sext i32 %N to i64
  %1055 = select i1 %1053, i64 4096, i64 %1054
  %1056 = select i1 %1051, i64 0, i64 %1055
  %tl_hi10 = trunc i64 %1056 to i32
  br label %for.cond303

if.end299:                                        ; preds = %for.end309, %for.end302
  %1057 = sext i32 %N to i64
  %1058 = icmp sle i64 4096, %1057
  br i1 %1058, label %if.then310, label %if.else311

for.cond300:                                      ; preds = %for.body301, %if.then297
  %i13 = phi i32 [ 0, %if.then297 ], [ %1065, %for.body301 ]
  %1059 = icmp slt i32 %i13, 4096
  br i1 %1059, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1060 = sext i32 %i13 to i64
  %1061 = getelementptr inbounds float, ptr %W, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = sext i32 %i13 to i64
  %1064 = getelementptr inbounds float, ptr %W_r, i64 %1063
  store float %1062, ptr %1064, align 4
  %1065 = add nsw i32 %i13, 1
  br label %for.cond300, !llvm.loop !67

for.end302:                                       ; preds = %for.cond300
  br label %if.end299

for.cond303:                                      ; preds = %for.body304, %if.else298
  %i13306 = phi i32 [ 0, %if.else298 ], [ %1072, %for.body304 ]
  %1066 = icmp slt i32 %i13306, %tl_hi10
  br i1 %1066, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1067 = sext i32 %i13306 to i64
  %1068 = getelementptr inbounds float, ptr %W, i64 %1067
  %1069 = load float, ptr %1068, align 4
  %1070 = sext i32 %i13306 to i64
  %1071 = getelementptr inbounds float, ptr %W_r, i64 %1070
  store float %1069, ptr %1071, align 4
  %1072 = add nsw i32 %i13306, 1
  br label %for.cond303, !llvm.loop !68

for.end305:                                       ; preds = %for.cond303
  %1073 = sub i32 4096, %tl_hi10
  br label %for.cond307

for.cond307:                                      ; preds = %for.body308, %for.end305
  %i131 = phi i32 [ 0, %for.end305 ], [ %1078, %for.body308 ]
  %1074 = icmp slt i32 %i131, %1073
  br i1 %1074, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1075 = add i32 %tl_hi10, %i131
  %1076 = sext i32 %1075 to i64
  %1077 = getelementptr inbounds float, ptr %W_r, i64 %1076
  store float 0.000000e+00, ptr %1077, align 4
  %1078 = add nsw i32 %i131, 1
  br label %for.cond307, !llvm.loop !69

for.end309:                                       ; preds = %for.cond307
  br label %if.end299

if.then310:                                       ; preds = %if.end299
  br label %for.cond313

if.else311:                                       ; preds = %if.end299
  %1079 = sext i32 %N to i64
  %1080 = icmp slt i64 %1079, 0
  %1081 = sext i32 %N to i64
  %1082 = icmp sgt i64 %1081, 4096
  %1083 = sext i32 %N to i64
  %1084 = select i1 %1082, i64 4096, i64 %1083
  %1085 = select i1 %1080, i64 0, i64 %1084
  %tl_hi11 = trunc i64 %1085 to i32
  br label %for.cond317

if.end312:                                        ; preds = %for.end323, %for.end315
  br label %for.cond324

for.cond313:                                      ; preds = %for.body314, %if.then310
  %i13316 = phi i32 [ 0, %if.then310 ], [ %1092, %for.body314 ]
  %1086 = icmp slt i32 %i13316, 4096
  br i1 %1086, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %1087 = sext i32 %i13316 to i64
  %1088 = getelementptr inbounds float, ptr %B, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = sext i32 %i13316 to i64
  %1091 = getelementptr inbounds float, ptr %B_r, i64 %1090
  store float %1089, ptr %1091, align 4
  %1092 = add nsw i32 %i13316, 1
  br label %for.cond313, !llvm.loop !70

for.end315:                                       ; preds = %for.cond313
  br label %if.end312

for.cond317:                                      ; preds = %for.body318, %if.else311
  %i13320 = phi i32 [ 0, %if.else311 ], [ %1099, %for.body318 ]
  %1093 = icmp slt i32 %i13320, %tl_hi11
  br i1 %1093, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %1094 = sext i32 %i13320 to i64
  %1095 = getelementptr inbounds float, ptr %B, i64 %1094
  %1096 = load float, ptr %1095, align 4
  %1097 = sext i32 %i13320 to i64
  %1098 = getelementptr inbounds float, ptr %B_r, i64 %1097
  store float %1096, ptr %1098, align 4
  %1099 = add nsw i32 %i13320, 1
  br label %for.cond317, !llvm.loop !71

for.end319:                                       ; preds = %for.cond317
  %1100 = sub i32 4096, %tl_hi11
  br label %for.cond321

for.cond321:                                      ; preds = %for.body322, %for.end319
  %i132 = phi i32 [ 0, %for.end319 ], [ %1105, %for.body322 ]
  %1101 = icmp slt i32 %i132, %1100
  br i1 %1101, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1102 = add i32 %tl_hi11, %i132
  %1103 = sext i32 %1102 to i64
  %1104 = getelementptr inbounds float, ptr %B_r, i64 %1103
  store float 0.000000e+00, ptr %1104, align 4
  %1105 = add nsw i32 %i132, 1
  br label %for.cond321, !llvm.loop !72

for.end323:                                       ; preds = %for.cond321
  br label %if.end312

for.cond324:                                      ; preds = %if.end431, %if.end312
  %r327 = phi i32 [ 0, %if.end312 ], [ %1501, %if.end431 ]
  %1106 = icmp slt i32 %r327, 4
  br i1 %1106, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1107 = mul i32 %bx, 4
  %1108 = add i32 %1107, %r327
  %1109 = icmp sle i32 0, %1108
  %1110 = mul i32 %bx, 4
  %1111 = add i32 %1110, %r327
  %1112 = sext i32 %1111 to i64
  %1113 = add i64 %1112, 1
  %1114 = sext i32 %M to i64
  %1115 = icmp sle i64 %1113, %1114
  %1116 = and i1 %1109, %1115
  %1117 = sext i32 %N to i64
  %1118 = icmp sle i64 4096, %1117
  %1119 = and i1 %1116, %1118
  br i1 %1119, label %if.then328, label %if.else329

for.end326:                                       ; preds = %for.cond324
  br label %if.end296

if.then328:                                       ; preds = %for.body325
  br label %for.cond331

if.else329:                                       ; preds = %for.body325
  br label %for.cond344

if.end330:                                        ; preds = %for.end346, %for.end333
  br label %for.cond362

for.cond331:                                      ; preds = %for.end343, %if.then328
  %i13334 = phi i32 [ 0, %if.then328 ], [ %1153, %for.end343 ]
  %1120 = icmp slt i32 %i13334, 1
  br i1 %1120, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1121 = add i32 %r327, 1
  %1122 = icmp slt i32 %1121, 4
  br i1 %1122, label %if.then335, label %if.else336

for.end333:                                       ; preds = %for.cond331
  br label %if.end330

if.then335:                                       ; preds = %for.body332
  br label %for.cond338

if.else336:                                       ; preds = %for.body332
  br label %if.end337

if.end337:                                        ; preds = %if.else336, %for.end340
  br label %for.cond341

for.cond338:                                      ; preds = %for.body339, %if.then335
  %pf = phi i32 [ 0, %if.then335 ], [ %1135, %for.body339 ]
  %1123 = icmp slt i32 %pf, 256
  br i1 %1123, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1124 = mul i32 %bx, 4
  %1125 = add i32 %r327, 1
  %1126 = add i32 %1124, %1125
  %1127 = add i32 %1126, %i13334
  %1128 = sext i32 %1127 to i64
  %1129 = sext i32 %N to i64
  %1130 = mul i64 %1128, %1129
  %1131 = mul i32 %pf, 16
  %1132 = sext i32 %1131 to i64
  %1133 = add i64 %1130, %1132
  %1134 = getelementptr float, ptr %X, i64 %1133
  call void @llvm.prefetch.p0(ptr %1134, i32 0, i32 0, i32 1)
  %1135 = add nsw i32 %pf, 1
  br label %for.cond338, !llvm.loop !73

for.end340:                                       ; preds = %for.cond338
  br label %if.end337

for.cond341:                                      ; preds = %for.body342, %if.end337
  %j3 = phi i32 [ 0, %if.end337 ], [ %1152, %for.body342 ]
  %1136 = icmp slt i32 %j3, 4096
  br i1 %1136, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1137 = mul i32 %bx, 4
  %1138 = add i32 %1137, %r327
  %1139 = add i32 %1138, %i13334
  %1140 = sext i32 %1139 to i64
  %1141 = sext i32 %N to i64
  %1142 = mul nsw i64 %1140, %1141
  %1143 = sext i32 %j3 to i64
  %1144 = add nsw i64 %1142, %1143
  %1145 = getelementptr inbounds float, ptr %X, i64 %1144
  %1146 = load float, ptr %1145, align 4
  %1147 = sext i32 %i13334 to i64
  %1148 = mul nsw i64 %1147, 4096
  %1149 = sext i32 %j3 to i64
  %1150 = add nsw i64 %1148, %1149
  %1151 = getelementptr inbounds float, ptr %X_r, i64 %1150
  store float %1146, ptr %1151, align 4
  %1152 = add nsw i32 %j3, 1
  br label %for.cond341, !llvm.loop !74

for.end343:                                       ; preds = %for.cond341
  %1153 = add nsw i32 %i13334, 1
  br label %for.cond331, !llvm.loop !75

for.cond344:                                      ; preds = %for.end361, %if.else329
  %i13347 = phi i32 [ 0, %if.else329 ], [ %1209, %for.end361 ]
  %1154 = icmp slt i32 %i13347, 1
  br i1 %1154, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1155 = sext i32 %N to i64
  %1156 = icmp slt i64 %1155, 0
  %1157 = sext i32 %N to i64
  %1158 = icmp sgt i64 %1157, 4096
  %1159 = sext i32 %N to i64
  %1160 = select i1 %1158, i64 4096, i64 %1159
  %1161 = select i1 %1156, i64 0, i64 %1160
  %tl_hi12 = trunc i64 %1161 to i32
  %1162 = mul i32 %bx, 4
  %1163 = add i32 %1162, %r327
  %1164 = sext i32 %1163 to i64
  %1165 = sext i32 %i13347 to i64
  %1166 = add i64 %1164, %1165
  %1167 = icmp sle i64 0, %1166
  %1168 = mul i32 %bx, 4
  %1169 = add i32 %1168, %r327
  %1170 = sext i32 %1169 to i64
  %1171 = sext i32 %i13347 to i64
  %1172 = add i64 %1170, %1171
  %1173 = sext i32 %M to i64
  %1174 = icmp slt i64 %1172, %1173
  %1175 = and i1 %1167, %1174
  br i1 %1175, label %if.then348, label %if.else349

for.end346:                                       ; preds = %for.cond344
  br label %if.end330

if.then348:                                       ; preds = %for.body345
  br label %for.cond351

if.else349:                                       ; preds = %for.body345
  br label %for.cond355

if.end350:                                        ; preds = %for.end357, %for.end353
  %1176 = sub i32 4096, %tl_hi12
  br label %for.cond359

for.cond351:                                      ; preds = %for.body352, %if.then348
  %j3354 = phi i32 [ 0, %if.then348 ], [ %1193, %for.body352 ]
  %1177 = icmp slt i32 %j3354, %tl_hi12
  br i1 %1177, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1178 = mul i32 %bx, 4
  %1179 = add i32 %1178, %r327
  %1180 = add i32 %1179, %i13347
  %1181 = sext i32 %1180 to i64
  %1182 = sext i32 %N to i64
  %1183 = mul nsw i64 %1181, %1182
  %1184 = sext i32 %j3354 to i64
  %1185 = add nsw i64 %1183, %1184
  %1186 = getelementptr inbounds float, ptr %X, i64 %1185
  %1187 = load float, ptr %1186, align 4
  %1188 = sext i32 %i13347 to i64
  %1189 = mul nsw i64 %1188, 4096
  %1190 = sext i32 %j3354 to i64
  %1191 = add nsw i64 %1189, %1190
  %1192 = getelementptr inbounds float, ptr %X_r, i64 %1191
  store float %1187, ptr %1192, align 4
  %1193 = add nsw i32 %j3354, 1
  br label %for.cond351, !llvm.loop !76

for.end353:                                       ; preds = %for.cond351
  br label %if.end350

for.cond355:                                      ; preds = %for.body356, %if.else349
  %j3358 = phi i32 [ 0, %if.else349 ], [ %1200, %for.body356 ]
  %1194 = icmp slt i32 %j3358, %tl_hi12
  br i1 %1194, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1195 = sext i32 %i13347 to i64
  %1196 = mul nsw i64 %1195, 4096
  %1197 = sext i32 %j3358 to i64
  %1198 = add nsw i64 %1196, %1197
  %1199 = getelementptr inbounds float, ptr %X_r, i64 %1198
  store float 0.000000e+00, ptr %1199, align 4
  %1200 = add nsw i32 %j3358, 1
  br label %for.cond355, !llvm.loop !77

for.end357:                                       ; preds = %for.cond355
  br label %if.end350

for.cond359:                                      ; preds = %for.body360, %if.end350
  %j31 = phi i32 [ 0, %if.end350 ], [ %1208, %for.body360 ]
  %1201 = icmp slt i32 %j31, %1176
  br i1 %1201, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1202 = sext i32 %i13347 to i64
  %1203 = mul nsw i64 %1202, 4096
  %1204 = add i32 %tl_hi12, %j31
  %1205 = sext i32 %1204 to i64
  %1206 = add nsw i64 %1203, %1205
  %1207 = getelementptr inbounds float, ptr %X_r, i64 %1206
  store float 0.000000e+00, ptr %1207, align 4
  %1208 = add nsw i32 %j31, 1
  br label %for.cond359, !llvm.loop !78

for.end361:                                       ; preds = %for.cond359
  %1209 = add nsw i32 %i13347, 1
  br label %for.cond344, !llvm.loop !79

for.cond362:                                      ; preds = %for.end373, %if.end330
  %i365 = phi i32 [ 0, %if.end330 ], [ %1251, %for.end373 ]
  %1210 = icmp slt i32 %i365, 1
  br i1 %1210, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1211 = sext i32 %N to i64
  %1212 = icmp slt i64 %1211, 0
  %1213 = sext i32 %N to i64
  %1214 = icmp sgt i64 %1213, 4096
  %1215 = sext i32 %N to i64
  %1216 = select i1 %1214, i64 4096, i64 %1215
  %1217 = select i1 %1212, i64 0, i64 %1216
  %tl_hi13 = trunc i64 %1217 to i32
  br label %for.cond366

for.end364:                                       ; preds = %for.cond362
  br label %for.cond374

for.cond366:                                      ; preds = %for.body367, %for.body363
  %j369 = phi i32 [ 0, %for.body363 ], [ %1235, %for.body367 ]
  %1218 = icmp slt i32 %j369, %tl_hi13
  br i1 %1218, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1219 = sext i32 %i365 to i64
  %1220 = mul nsw i64 %1219, 4096
  %1221 = sext i32 %j369 to i64
  %1222 = add nsw i64 %1220, %1221
  %1223 = getelementptr inbounds float, ptr %X_r, i64 %1222
  %x370 = load float, ptr %1223, align 4
  %1224 = sext i32 %i365 to i64
  %1225 = mul nsw i64 %1224, 4096
  %1226 = sext i32 %j369 to i64
  %1227 = add nsw i64 %1225, %1226
  %1228 = getelementptr inbounds float, ptr %X_r, i64 %1227
  store float %x370, ptr %1228, align 4
  %1229 = fmul float %x370, %x370
  %1230 = sext i32 %i365 to i64
  %1231 = mul nsw i64 %1230, 4096
  %1232 = sext i32 %j369 to i64
  %1233 = add nsw i64 %1231, %1232
  %1234 = getelementptr inbounds float, ptr %sq_r, i64 %1233
  store float %1229, ptr %1234, align 4
  %1235 = add nsw i32 %j369, 1
  br label %for.cond366, !llvm.loop !80

for.end368:                                       ; preds = %for.cond366
  %1236 = sub i32 4096, %tl_hi13
  br label %for.cond371

for.cond371:                                      ; preds = %for.body372, %for.end368
  %j8 = phi i32 [ 0, %for.end368 ], [ %1250, %for.body372 ]
  %1237 = icmp slt i32 %j8, %1236
  br i1 %1237, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1238 = sext i32 %i365 to i64
  %1239 = mul nsw i64 %1238, 4096
  %1240 = add i32 %tl_hi13, %j8
  %1241 = sext i32 %1240 to i64
  %1242 = add nsw i64 %1239, %1241
  %1243 = getelementptr inbounds float, ptr %X_r, i64 %1242
  store float 0.000000e+00, ptr %1243, align 4
  %1244 = sext i32 %i365 to i64
  %1245 = mul nsw i64 %1244, 4096
  %1246 = add i32 %tl_hi13, %j8
  %1247 = sext i32 %1246 to i64
  %1248 = add nsw i64 %1245, %1247
  %1249 = getelementptr inbounds float, ptr %sq_r, i64 %1248
  store float 0.000000e+00, ptr %1249, align 4
  %1250 = add nsw i32 %j8, 1
  br label %for.cond371, !llvm.loop !81

for.end373:                                       ; preds = %for.cond371
  %1251 = add nsw i32 %i365, 1
  br label %for.cond362, !llvm.loop !82

for.cond374:                                      ; preds = %for.end392, %for.end364
  %i6 = phi i32 [ 0, %for.end364 ], [ %1328, %for.end392 ]
  %1252 = icmp slt i32 %i6, 1
  br i1 %1252, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  br label %for.cond377

for.end376:                                       ; preds = %for.cond374
  br label %for.cond394

for.cond377:                                      ; preds = %for.body378, %for.body375
  %lane4 = phi i32 [ 0, %for.body375 ], [ %1262, %for.body378 ]
  %1253 = icmp slt i32 %lane4, 32
  br i1 %1253, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1254 = sext i32 %i6 to i64
  %1255 = mul nsw i64 %1254, 4096
  %1256 = sext i32 %lane4 to i64
  %1257 = add nsw i64 %1255, %1256
  %1258 = getelementptr inbounds float, ptr %X_r, i64 %1257
  %1259 = load float, ptr %1258, align 4
  %1260 = sext i32 %lane4 to i64
  %1261 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1260
  store float %1259, ptr %1261, align 4
  %1262 = add nsw i32 %lane4, 1
  br label %for.cond377, !llvm.loop !83

for.end379:                                       ; preds = %for.cond377
  %1263 = sext i32 %N to i64
  %1264 = icmp slt i64 %1263, 0
  %1265 = sext i32 %N to i64
  %1266 = icmp sgt i64 %1265, 4096
  %1267 = sext i32 %N to i64
  %1268 = select i1 %1266, i64 4096, i64 %1267
  %1269 = select i1 %1264, i64 0, i64 %1268
  %1270 = trunc i64 %1269 to i32
  %1271 = add i32 %1270, 31
  %1272 = sdiv i32 %1271, 32
  %1273 = sub i32 0, %1271
  %1274 = select i1 false, i32 %1273, i32 %1272
  %1275 = sub i32 %1274, 1
  %1276 = icmp slt i32 %1275, 0
  %1277 = sext i32 %N to i64
  %1278 = icmp slt i64 %1277, 0
  %1279 = sext i32 %N to i64
  %1280 = icmp sgt i64 %1279, 4096
  %1281 = sext i32 %N to i64
  %1282 = select i1 %1280, i64 4096, i64 %1281
  %1283 = select i1 %1278, i64 0, i64 %1282
  %1284 = trunc i64 %1283 to i32
  %1285 = add i32 %1284, 31
  %1286 = sdiv i32 %1285, 32
  %1287 = sub i32 0, %1285
  %1288 = select i1 false, i32 %1287, i32 %1286
  %1289 = sub i32 %1288, 1
  %1290 = select i1 %1276, i32 0, i32 %1289
  %tl_steps15 = select i1 true, i32 %1290, i32 127
  br label %for.cond380

for.cond380:                                      ; preds = %for.end385, %for.end379
  %red4 = phi i32 [ 0, %for.end379 ], [ %1310, %for.end385 ]
  %1291 = icmp slt i32 %red4, %tl_steps15
  br i1 %1291, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  br label %for.cond383

for.end382:                                       ; preds = %for.cond380
  %1292 = icmp slt i32 %tl_steps15, 127
  br i1 %1292, label %if.then387, label %if.else388

for.cond383:                                      ; preds = %for.body384, %for.body381
  %lane4386 = phi i32 [ 0, %for.body381 ], [ %1309, %for.body384 ]
  %1293 = icmp slt i32 %lane4386, 32
  br i1 %1293, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1294 = sext i32 %lane4386 to i64
  %1295 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1294
  %1296 = load float, ptr %1295, align 4
  %1297 = sext i32 %i6 to i64
  %1298 = mul nsw i64 %1297, 4096
  %1299 = add i32 %red4, 1
  %1300 = mul i32 %1299, 32
  %1301 = add i32 %1300, %lane4386
  %1302 = sext i32 %1301 to i64
  %1303 = add nsw i64 %1298, %1302
  %1304 = getelementptr inbounds float, ptr %X_r, i64 %1303
  %1305 = load float, ptr %1304, align 4
  %1306 = fadd float %1296, %1305
  %1307 = sext i32 %lane4386 to i64
  %1308 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1307
  store float %1306, ptr %1308, align 4
  %1309 = add nsw i32 %lane4386, 1
  br label %for.cond383, !llvm.loop !84

for.end385:                                       ; preds = %for.cond383
  %1310 = add nsw i32 %red4, 1
  br label %for.cond380, !llvm.loop !85

if.then387:                                       ; preds = %for.end382
  %1311 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1312 = load float, ptr %1311, align 4
  %1313 = fadd float %1312, 0.000000e+00
  %1314 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1313, ptr %1314, align 4
  br label %if.end389

if.else388:                                       ; preds = %for.end382
  br label %if.end389

if.end389:                                        ; preds = %if.else388, %if.then387
  %1315 = sext i32 %i6 to i64
  %1316 = getelementptr inbounds float, ptr %mean_r, i64 %1315
  store float 0.000000e+00, ptr %1316, align 4
  br label %for.cond390

for.cond390:                                      ; preds = %for.body391, %if.end389
  %lane4393 = phi i32 [ 0, %if.end389 ], [ %1327, %for.body391 ]
  %1317 = icmp slt i32 %lane4393, 32
  br i1 %1317, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1318 = sext i32 %i6 to i64
  %1319 = getelementptr inbounds float, ptr %mean_r, i64 %1318
  %1320 = load float, ptr %1319, align 4
  %1321 = sext i32 %lane4393 to i64
  %1322 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1321
  %1323 = load float, ptr %1322, align 4
  %1324 = fadd float %1320, %1323
  %1325 = sext i32 %i6 to i64
  %1326 = getelementptr inbounds float, ptr %mean_r, i64 %1325
  store float %1324, ptr %1326, align 4
  %1327 = add nsw i32 %lane4393, 1
  br label %for.cond390, !llvm.loop !86

for.end392:                                       ; preds = %for.cond390
  %1328 = add nsw i32 %i6, 1
  br label %for.cond374, !llvm.loop !87

for.cond394:                                      ; preds = %for.end412, %for.end376
  %i7 = phi i32 [ 0, %for.end376 ], [ %1405, %for.end412 ]
  %1329 = icmp slt i32 %i7, 1
  br i1 %1329, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  br label %for.cond397

for.end396:                                       ; preds = %for.cond394
  br label %for.cond414

for.cond397:                                      ; preds = %for.body398, %for.body395
  %lane5 = phi i32 [ 0, %for.body395 ], [ %1339, %for.body398 ]
  %1330 = icmp slt i32 %lane5, 32
  br i1 %1330, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1331 = sext i32 %i7 to i64
  %1332 = mul nsw i64 %1331, 4096
  %1333 = sext i32 %lane5 to i64
  %1334 = add nsw i64 %1332, %1333
  %1335 = getelementptr inbounds float, ptr %sq_r, i64 %1334
  %1336 = load float, ptr %1335, align 4
  %1337 = sext i32 %lane5 to i64
  %1338 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1337
  store float %1336, ptr %1338, align 4
  %1339 = add nsw i32 %lane5, 1
  br label %for.cond397, !llvm.loop !88

for.end399:                                       ; preds = %for.cond397
  %1340 = sext i32 %N to i64
  %1341 = icmp slt i64 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp sgt i64 %1342, 4096
  %1344 = sext i32 %N to i64
  %1345 = select i1 %1343, i64 4096, i64 %1344
  %1346 = select i1 %1341, i64 0, i64 %1345
  %1347 = trunc i64 %1346 to i32
  %1348 = add i32 %1347, 31
  %1349 = sdiv i32 %1348, 32
  %1350 = sub i32 0, %1348
  %1351 = select i1 false, i32 %1350, i32 %1349
  %1352 = sub i32 %1351, 1
  %1353 = icmp slt i32 %1352, 0
  %1354 = sext i32 %N to i64
  %1355 = icmp slt i64 %1354, 0
  %1356 = sext i32 %N to i64
  %1357 = icmp sgt i64 %1356, 4096
  %1358 = sext i32 %N to i64
  %1359 = select i1 %1357, i64 4096, i64 %1358
  %1360 = select i1 %1355, i64 0, i64 %1359
  %1361 = trunc i64 %1360 to i32
  %1362 = add i32 %1361, 31
  %1363 = sdiv i32 %1362, 32
  %1364 = sub i32 0, %1362
  %1365 = select i1 false, i32 %1364, i32 %1363
  %1366 = sub i32 %1365, 1
  %1367 = select i1 %1353, i32 0, i32 %1366
  %tl_steps17 = select i1 true, i32 %1367, i32 127
  br label %for.cond400

for.cond400:                                      ; preds = %for.end405, %for.end399
  %red5 = phi i32 [ 0, %for.end399 ], [ %1387, %for.end405 ]
  %1368 = icmp slt i32 %red5, %tl_steps17
  br i1 %1368, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  br label %for.cond403

for.end402:                                       ; preds = %for.cond400
  %1369 = icmp slt i32 %tl_steps17, 127
  br i1 %1369, label %if.then407, label %if.else408

for.cond403:                                      ; preds = %for.body404, %for.body401
  %lane5406 = phi i32 [ 0, %for.body401 ], [ %1386, %for.body404 ]
  %1370 = icmp slt i32 %lane5406, 32
  br i1 %1370, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1371 = sext i32 %lane5406 to i64
  %1372 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1371
  %1373 = load float, ptr %1372, align 4
  %1374 = sext i32 %i7 to i64
  %1375 = mul nsw i64 %1374, 4096
  %1376 = add i32 %red5, 1
  %1377 = mul i32 %1376, 32
  %1378 = add i32 %1377, %lane5406
  %1379 = sext i32 %1378 to i64
  %1380 = add nsw i64 %1375, %1379
  %1381 = getelementptr inbounds float, ptr %sq_r, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = fadd float %1373, %1382
  %1384 = sext i32 %lane5406 to i64
  %1385 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1384
  store float %1383, ptr %1385, align 4
  %1386 = add nsw i32 %lane5406, 1
  br label %for.cond403, !llvm.loop !89

for.end405:                                       ; preds = %for.cond403
  %1387 = add nsw i32 %red5, 1
  br label %for.cond400, !llvm.loop !90

if.then407:                                       ; preds = %for.end402
  %1388 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1389 = load float, ptr %1388, align 4
  %1390 = fadd float %1389, 0.000000e+00
  %1391 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1390, ptr %1391, align 4
  br label %if.end409

if.else408:                                       ; preds = %for.end402
  br label %if.end409

if.end409:                                        ; preds = %if.else408, %if.then407
  %1392 = sext i32 %i7 to i64
  %1393 = getelementptr inbounds float, ptr %rstd_r, i64 %1392
  store float 0.000000e+00, ptr %1393, align 4
  br label %for.cond410

for.cond410:                                      ; preds = %for.body411, %if.end409
  %lane5413 = phi i32 [ 0, %if.end409 ], [ %1404, %for.body411 ]
  %1394 = icmp slt i32 %lane5413, 32
  br i1 %1394, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1395 = sext i32 %i7 to i64
  %1396 = getelementptr inbounds float, ptr %rstd_r, i64 %1395
  %1397 = load float, ptr %1396, align 4
  %1398 = sext i32 %lane5413 to i64
  %1399 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1398
  %1400 = load float, ptr %1399, align 4
  %1401 = fadd float %1397, %1400
  %1402 = sext i32 %i7 to i64
  %1403 = getelementptr inbounds float, ptr %rstd_r, i64 %1402
  store float %1401, ptr %1403, align 4
  %1404 = add nsw i32 %lane5413, 1
  br label %for.cond410, !llvm.loop !91

for.end412:                                       ; preds = %for.cond410
  %1405 = add nsw i32 %i7, 1
  br label %for.cond394, !llvm.loop !92

for.cond414:                                      ; preds = %for.body415, %for.end396
  %i417 = phi i32 [ 0, %for.end396 ], [ %1435, %for.body415 ]
  %1406 = icmp slt i32 %i417, 1
  br i1 %1406, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1407 = sext i32 %i417 to i64
  %1408 = getelementptr inbounds float, ptr %mean_r, i64 %1407
  %1409 = load float, ptr %1408, align 4
  %1410 = sitofp i32 %N to float
  %1411 = fdiv float %1409, %1410
  %1412 = sext i32 %i417 to i64
  %1413 = getelementptr inbounds float, ptr %mean_r, i64 %1412
  store float %1411, ptr %1413, align 4
  %1414 = sext i32 %i417 to i64
  %1415 = getelementptr inbounds float, ptr %rstd_r, i64 %1414
  %1416 = load float, ptr %1415, align 4
  %1417 = sitofp i32 %N to float
  %1418 = fdiv float %1416, %1417
  %1419 = sext i32 %i417 to i64
  %1420 = getelementptr inbounds float, ptr %mean_r, i64 %1419
  %1421 = load float, ptr %1420, align 4
  %1422 = sext i32 %i417 to i64
  %1423 = getelementptr inbounds float, ptr %mean_r, i64 %1422
  %1424 = load float, ptr %1423, align 4
  %1425 = fmul float %1421, %1424
  %1426 = fsub float %1418, %1425
  %1427 = call float @llvm.maxnum.f32(float %1426, float 0.000000e+00)
  %1428 = fadd float %1427, 0x3EE4F8B580000000
  %1429 = fpext float %1428 to double
  %1430 = call double @llvm.sqrt.f64(double %1429)
  %1431 = fdiv double 1.000000e+00, %1430
  %1432 = fptrunc double %1431 to float
  %1433 = sext i32 %i417 to i64
  %1434 = getelementptr inbounds float, ptr %rstd_r, i64 %1433
  store float %1432, ptr %1434, align 4
  %1435 = add nsw i32 %i417, 1
  br label %for.cond414, !llvm.loop !93

for.end416:                                       ; preds = %for.cond414
  br label %for.cond418

for.cond418:                                      ; preds = %for.end428, %for.end416
  %i421 = phi i32 [ 0, %for.end416 ], [ %1500, %for.end428 ]
  %1436 = icmp slt i32 %i421, 1
  br i1 %1436, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1437 = sext i32 %N to i64
  %1438 = icmp slt i64 %1437, 0
  %1439 = sext i32 %N to i64
  %1440 = icmp sgt i64 %1439, 4096
  %1441 = sext i32 %N to i64
  %1442 = select i1 %1440, i64 4096, i64 %1441
  %1443 = select i1 %1438, i64 0, i64 %1442
  %tl_cols18 = trunc i64 %1443 to i32
  br label %for.cond422

for.end420:                                       ; preds = %for.cond418
  %1444 = mul i32 %bx, 4
  %1445 = add i32 %1444, %r327
  %1446 = icmp sle i32 0, %1445
  %1447 = mul i32 %bx, 4
  %1448 = add i32 %1447, %r327
  %1449 = sext i32 %1448 to i64
  %1450 = add i64 %1449, 1
  %1451 = sext i32 %M to i64
  %1452 = icmp sle i64 %1450, %1451
  %1453 = and i1 %1446, %1452
  %1454 = sext i32 %N to i64
  %1455 = icmp sle i64 4096, %1454
  %1456 = and i1 %1453, %1455
  br i1 %1456, label %if.then429, label %if.else430

for.cond422:                                      ; preds = %for.body423, %for.body419
  %j425 = phi i32 [ 0, %for.body419 ], [ %1483, %for.body423 ]
  %1457 = icmp slt i32 %j425, %tl_cols18
  br i1 %1457, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %1458 = sext i32 %i421 to i64
  %1459 = mul nsw i64 %1458, 4096
  %1460 = sext i32 %j425 to i64
  %1461 = add nsw i64 %1459, %1460
  %1462 = getelementptr inbounds float, ptr %X_r, i64 %1461
  %1463 = load float, ptr %1462, align 4
  %1464 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1465 = load float, ptr %1464, align 4
  %1466 = fsub float %1463, %1465
  %1467 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1468 = load float, ptr %1467, align 4
  %1469 = fmul float %1466, %1468
  %1470 = sext i32 %j425 to i64
  %1471 = getelementptr inbounds float, ptr %W_r, i64 %1470
  %1472 = load float, ptr %1471, align 4
  %1473 = fmul float %1469, %1472
  %1474 = sext i32 %j425 to i64
  %1475 = getelementptr inbounds float, ptr %B_r, i64 %1474
  %1476 = load float, ptr %1475, align 4
  %1477 = fadd float %1473, %1476
  %1478 = sext i32 %i421 to i64
  %1479 = mul nsw i64 %1478, 4096
  %1480 = sext i32 %j425 to i64
  %1481 = add nsw i64 %1479, %1480
  %1482 = getelementptr inbounds float, ptr %X_r, i64 %1481
  store float %1477, ptr %1482, align 4
  %1483 = add nsw i32 %j425, 1
  br label %for.cond422, !llvm.loop !94

for.end424:                                       ; preds = %for.cond422
  %1484 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1485 = load float, ptr %1484, align 4
  %1486 = fsub float 0.000000e+00, %1485
  %1487 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1488 = load float, ptr %1487, align 4
  %1489 = fmul float %1486, %1488
  %1490 = fmul float %1489, 0.000000e+00
  %tl_col20 = fadd float %1490, 0.000000e+00
  %1491 = sub i32 4096, %tl_cols18
  br label %for.cond426

for.cond426:                                      ; preds = %for.body427, %for.end424
  %j19 = phi i32 [ 0, %for.end424 ], [ %1499, %for.body427 ]
  %1492 = icmp slt i32 %j19, %1491
  br i1 %1492, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  %1493 = sext i32 %i421 to i64
  %1494 = mul nsw i64 %1493, 4096
  %1495 = add i32 %tl_cols18, %j19
  %1496 = sext i32 %1495 to i64
  %1497 = add nsw i64 %1494, %1496
  %1498 = getelementptr inbounds float, ptr %X_r, i64 %1497
  store float %tl_col20, ptr %1498, align 4
  %1499 = add nsw i32 %j19, 1
  br label %for.cond426, !llvm.loop !95

for.end428:                                       ; preds = %for.cond426
  %1500 = add nsw i32 %i421, 1
  br label %for.cond418, !llvm.loop !96

if.then429:                                       ; preds = %for.end420
  br label %for.cond432

if.else430:                                       ; preds = %for.end420
  br label %for.cond443

if.end431:                                        ; preds = %for.end445, %for.end434
  %1501 = add nsw i32 %r327, 1
  br label %for.cond324, !llvm.loop !97

for.cond432:                                      ; preds = %if.end438, %if.then429
  %i13435 = phi i32 [ 0, %if.then429 ], [ %1519, %if.end438 ]
  %1502 = icmp slt i32 %i13435, 1
  br i1 %1502, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %1503 = sext i32 %M to i64
  %1504 = sext i32 %N to i64
  %1505 = mul i64 %1503, %1504
  %1506 = icmp sge i64 %1505, 8388608
  br i1 %1506, label %if.then436, label %if.else437

for.end434:                                       ; preds = %for.cond432
  br label %if.end431

if.then436:                                       ; preds = %for.body433
  %1507 = mul i32 %bx, 4
  %1508 = add i32 %1507, %r327
  %1509 = add i32 %1508, %i13435
  %1510 = sext i32 %1509 to i64
  %1511 = sext i32 %N to i64
  %1512 = mul nsw i64 %1510, %1511
  %1513 = add nsw i64 %1512, 0
  %1514 = getelementptr inbounds float, ptr %Y, i64 %1513
  %1515 = sext i32 %i13435 to i64
  %1516 = mul nsw i64 %1515, 4096
  %1517 = add nsw i64 %1516, 0
  %1518 = getelementptr inbounds float, ptr %X_r, i64 %1517
  call void @tilec_rt_stream(ptr %1514, ptr %1518, i64 16384)
  br label %if.end438

if.else437:                                       ; preds = %for.body433
  br label %for.cond439

if.end438:                                        ; preds = %for.end441, %if.then436
  %1519 = add nsw i32 %i13435, 1
  br label %for.cond432, !llvm.loop !98

for.cond439:                                      ; preds = %for.body440, %if.else437
  %j3442 = phi i32 [ 0, %if.else437 ], [ %1536, %for.body440 ]
  %1520 = icmp slt i32 %j3442, 4096
  br i1 %1520, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1521 = sext i32 %i13435 to i64
  %1522 = mul nsw i64 %1521, 4096
  %1523 = sext i32 %j3442 to i64
  %1524 = add nsw i64 %1522, %1523
  %1525 = getelementptr inbounds float, ptr %X_r, i64 %1524
  %1526 = load float, ptr %1525, align 4
  %1527 = mul i32 %bx, 4
  %1528 = add i32 %1527, %r327
  %1529 = add i32 %1528, %i13435
  %1530 = sext i32 %1529 to i64
  %1531 = sext i32 %N to i64
  %1532 = mul nsw i64 %1530, %1531
  %1533 = sext i32 %j3442 to i64
  %1534 = add nsw i64 %1532, %1533
  %1535 = getelementptr inbounds float, ptr %Y, i64 %1534
  store float %1526, ptr %1535, align 4
  %1536 = add nsw i32 %j3442, 1
  br label %for.cond439, !llvm.loop !99

for.end441:                                       ; preds = %for.cond439
  br label %if.end438

for.cond443:                                      ; preds = %if.end449, %if.else430
  %i13446 = phi i32 [ 0, %if.else430 ], [ %1563, %if.end449 ]
  %1537 = icmp slt i32 %i13446, 1
  br i1 %1537, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %1538 = sext i32 %N to i64
  %1539 = icmp slt i64 %1538, 0
  %1540 = sext i32 %N to i64
  %1541 = icmp sgt i64 %1540, 4096
  %1542 = sext i32 %N to i64
  %1543 = select i1 %1541, i64 4096, i64 %1542
  %1544 = select i1 %1539, i64 0, i64 %1543
  %tl_hi14 = trunc i64 %1544 to i32
  %1545 = mul i32 %bx, 4
  %1546 = add i32 %1545, %r327
  %1547 = sext i32 %1546 to i64
  %1548 = sext i32 %i13446 to i64
  %1549 = add i64 %1547, %1548
  %1550 = icmp sle i64 0, %1549
  %1551 = mul i32 %bx, 4
  %1552 = add i32 %1551, %r327
  %1553 = sext i32 %1552 to i64
  %1554 = sext i32 %i13446 to i64
  %1555 = add i64 %1553, %1554
  %1556 = sext i32 %M to i64
  %1557 = icmp slt i64 %1555, %1556
  %1558 = and i1 %1550, %1557
  br i1 %1558, label %if.then447, label %if.else448

for.end445:                                       ; preds = %for.cond443
  br label %if.end431

if.then447:                                       ; preds = %for.body444
  %1559 = sext i32 %M to i64
  %1560 = sext i32 %N to i64
  %1561 = mul i64 %1559, %1560
  %1562 = icmp sge i64 %1561, 8388608
  br i1 %1562, label %if.then450, label %if.else451

if.else448:                                       ; preds = %for.body444
  br label %if.end449

if.end449:                                        ; preds = %if.else448, %if.end452
  %1563 = add nsw i32 %i13446, 1
  br label %for.cond443, !llvm.loop !100

if.then450:                                       ; preds = %if.then447
  %1564 = sext i32 %tl_hi14 to i64
  %1565 = mul i32 %bx, 4
  %1566 = add i32 %1565, %r327
  %1567 = add i32 %1566, %i13446
  %1568 = sext i32 %1567 to i64
  %1569 = sext i32 %N to i64
  %1570 = mul nsw i64 %1568, %1569
  %1571 = add nsw i64 %1570, 0
  %1572 = getelementptr inbounds float, ptr %Y, i64 %1571
  %1573 = sext i32 %i13446 to i64
  %1574 = mul nsw i64 %1573, 4096
  %1575 = add nsw i64 %1574, 0
  %1576 = getelementptr inbounds float, ptr %X_r, i64 %1575
  %1577 = mul i64 %1564, 4
  call void @tilec_rt_stream(ptr %1572, ptr %1576, i64 %1577)
  br label %if.end452

if.else451:                                       ; preds = %if.then447
  br label %for.cond453

if.end452:                                        ; preds = %for.end455, %if.then450
  br label %if.end449

for.cond453:                                      ; preds = %for.body454, %if.else451
  %j3456 = phi i32 [ 0, %if.else451 ], [ %1594, %for.body454 ]
  %1578 = icmp slt i32 %j3456, %tl_hi14
  br i1 %1578, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %1579 = sext i32 %i13446 to i64
  %1580 = mul nsw i64 %1579, 4096
  %1581 = sext i32 %j3456 to i64
  %1582 = add nsw i64 %1580, %1581
  %1583 = getelementptr inbounds float, ptr %X_r, i64 %1582
  %1584 = load float, ptr %1583, align 4
  %1585 = mul i32 %bx, 4
  %1586 = add i32 %1585, %r327
  %1587 = add i32 %1586, %i13446
  %1588 = sext i32 %1587 to i64
  %1589 = sext i32 %N to i64
  %1590 = mul nsw i64 %1588, %1589
  %1591 = sext i32 %j3456 to i64
  %1592 = add nsw i64 %1590, %1591
  %1593 = getelementptr inbounds float, ptr %Y, i64 %1592
  store float %1584, ptr %1593, align 4
  %1594 = add nsw i32 %j3456, 1
  br label %for.cond453, !llvm.loop !101

for.end455:                                       ; preds = %for.cond453
  br label %if.end452

for.cond457:                                      ; preds = %for.body458, %if.else295
  %i14 = phi i32 [ 0, %if.else295 ], [ %1598, %for.body458 ]
  %1595 = icmp slt i32 %i14, 4
  br i1 %1595, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  %1596 = sext i32 %i14 to i64
  %1597 = getelementptr inbounds float, ptr %mean, i64 %1596
  store float 0.000000e+00, ptr %1597, align 4
  %1598 = add nsw i32 %i14, 1
  br label %for.cond457, !llvm.loop !102

for.end459:                                       ; preds = %for.cond457
  br label %for.cond460

for.cond460:                                      ; preds = %for.body461, %for.end459
  %i14463 = phi i32 [ 0, %for.end459 ], [ %1602, %for.body461 ]
  %1599 = icmp slt i32 %i14463, 4
  br i1 %1599, label %for.body461, label %for.end462

for.body461:                                      ; preds = %for.cond460
  %1600 = sext i32 %i14463 to i64
  %1601 = getelementptr inbounds float, ptr %rstd, i64 %1600
  store float 0.000000e+00, ptr %1601, align 4
  %1602 = add nsw i32 %i14463, 1
  br label %for.cond460, !llvm.loop !103

for.end462:                                       ; preds = %for.cond460
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
  br label %for.cond464

for.cond464:                                      ; preds = %for.end533, %for.end462
  %c = phi i32 [ 0, %for.end462 ], [ %1858, %for.end533 ]
  %1615 = icmp slt i32 %c, %1614
  br i1 %1615, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %1616 = mul i32 %bx, 4
  %1617 = icmp sle i32 0, %1616
  %1618 = mul i32 %bx, 4
  %1619 = sext i32 %1618 to i64
  %1620 = add i64 %1619, 4
  %1621 = sext i32 %M to i64
  %1622 = icmp sle i64 %1620, %1621
  %1623 = and i1 %1617, %1622
  %1624 = mul i32 %c, 512
  %1625 = icmp sle i32 0, %1624
  %1626 = mul i32 %c, 512
  %1627 = sext i32 %1626 to i64
  %1628 = add i64 %1627, 512
  %1629 = sext i32 %N to i64
  %1630 = icmp sle i64 %1628, %1629
  %1631 = and i1 %1625, %1630
  %1632 = and i1 %1623, %1631
  br i1 %1632, label %if.then467, label %if.else468

for.end466:                                       ; preds = %for.cond464
  br label %for.cond548

if.then467:                                       ; preds = %for.body465
  br label %for.cond470

if.else468:                                       ; preds = %for.body465
  br label %for.cond483

if.end469:                                        ; preds = %for.end485, %for.end472
  br label %for.cond505

for.cond470:                                      ; preds = %for.end482, %if.then467
  %i14473 = phi i32 [ 0, %if.then467 ], [ %1680, %for.end482 ]
  %1633 = icmp slt i32 %i14473, 4
  br i1 %1633, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %1634 = add i32 %c, 1
  %1635 = sext i32 %N to i64
  %1636 = sdiv i64 %1635, 512
  %1637 = sub i64 0, %1635
  %1638 = select i1 false, i64 %1637, i64 %1636
  %1639 = srem i64 %1635, 512
  %1640 = icmp ne i64 %1639, 0
  %1641 = icmp slt i64 %1635, 0
  %1642 = icmp eq i1 %1641, false
  %1643 = and i1 %1640, %1642
  %1644 = zext i1 %1643 to i64
  %1645 = add i64 %1638, %1644
  %1646 = trunc i64 %1645 to i32
  %1647 = icmp slt i32 %1634, %1646
  br i1 %1647, label %if.then474, label %if.else475

for.end472:                                       ; preds = %for.cond470
  br label %if.end469

if.then474:                                       ; preds = %for.body471
  br label %for.cond477

if.else475:                                       ; preds = %for.body471
  br label %if.end476

if.end476:                                        ; preds = %if.else475, %for.end479
  br label %for.cond480

for.cond477:                                      ; preds = %for.body478, %if.then474
  %pf1 = phi i32 [ 0, %if.then474 ], [ %1661, %for.body478 ]
  %1648 = icmp slt i32 %pf1, 32
  br i1 %1648, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %1649 = mul i32 %bx, 4
  %1650 = add i32 %1649, %i14473
  %1651 = sext i32 %1650 to i64
  %1652 = sext i32 %N to i64
  %1653 = mul i64 %1651, %1652
  %1654 = add i32 %c, 1
  %1655 = mul i32 %1654, 512
  %1656 = mul i32 %pf1, 16
  %1657 = add i32 %1655, %1656
  %1658 = sext i32 %1657 to i64
  %1659 = add i64 %1653, %1658
  %1660 = getelementptr float, ptr %X, i64 %1659
  call void @llvm.prefetch.p0(ptr %1660, i32 0, i32 0, i32 1)
  %1661 = add nsw i32 %pf1, 1
  br label %for.cond477, !llvm.loop !104

for.end479:                                       ; preds = %for.cond477
  br label %if.end476

for.cond480:                                      ; preds = %for.body481, %if.end476
  %j4 = phi i32 [ 0, %if.end476 ], [ %1679, %for.body481 ]
  %1662 = icmp slt i32 %j4, 512
  br i1 %1662, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %1663 = mul i32 %bx, 4
  %1664 = add i32 %1663, %i14473
  %1665 = sext i32 %1664 to i64
  %1666 = sext i32 %N to i64
  %1667 = mul nsw i64 %1665, %1666
  %1668 = mul i32 %c, 512
  %1669 = add i32 %1668, %j4
  %1670 = sext i32 %1669 to i64
  %1671 = add nsw i64 %1667, %1670
  %1672 = getelementptr inbounds float, ptr %X, i64 %1671
  %1673 = load float, ptr %1672, align 4
  %1674 = sext i32 %i14473 to i64
  %1675 = mul nsw i64 %1674, 512
  %1676 = sext i32 %j4 to i64
  %1677 = add nsw i64 %1675, %1676
  %1678 = getelementptr inbounds float, ptr %X_f, i64 %1677
  store float %1673, ptr %1678, align 4
  %1679 = add nsw i32 %j4, 1
  br label %for.cond480, !llvm.loop !105

for.end482:                                       ; preds = %for.cond480
  %1680 = add nsw i32 %i14473, 1
  br label %for.cond470, !llvm.loop !106

for.cond483:                                      ; preds = %for.end503, %if.else468
  %i14486 = phi i32 [ 0, %if.else468 ], [ %1789, %for.end503 ]
  %1681 = icmp slt i32 %i14486, 4
  br i1 %1681, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %1682 = mul i32 %c, 512
  %1683 = sext i32 %1682 to i64
  %1684 = sub i64 0, %1683
  %1685 = icmp slt i64 %1684, 0
  %1686 = mul i32 %c, 512
  %1687 = sext i32 %1686 to i64
  %1688 = sub i64 0, %1687
  %1689 = icmp sgt i64 %1688, 512
  %1690 = mul i32 %c, 512
  %1691 = sext i32 %1690 to i64
  %1692 = sub i64 0, %1691
  %1693 = select i1 %1689, i64 512, i64 %1692
  %1694 = select i1 %1685, i64 0, i64 %1693
  %tl_lo15 = trunc i64 %1694 to i32
  %1695 = sext i32 %N to i64
  %1696 = mul i32 %c, 512
  %1697 = sext i32 %1696 to i64
  %1698 = sub i64 %1695, %1697
  %1699 = icmp slt i64 %1698, 0
  %1700 = sext i32 %N to i64
  %1701 = mul i32 %c, 512
  %1702 = sext i32 %1701 to i64
  %1703 = sub i64 %1700, %1702
  %1704 = icmp sgt i64 %1703, 512
  %1705 = sext i32 %N to i64
  %1706 = mul i32 %c, 512
  %1707 = sext i32 %1706 to i64
  %1708 = sub i64 %1705, %1707
  %1709 = select i1 %1704, i64 512, i64 %1708
  %1710 = select i1 %1699, i64 0, i64 %1709
  %1711 = sext i32 %tl_lo15 to i64
  %1712 = icmp slt i64 %1710, %1711
  %1713 = sext i32 %tl_lo15 to i64
  %1714 = sext i32 %N to i64
  %1715 = mul i32 %c, 512
  %1716 = sext i32 %1715 to i64
  %1717 = sub i64 %1714, %1716
  %1718 = icmp slt i64 %1717, 0
  %1719 = sext i32 %N to i64
  %1720 = mul i32 %c, 512
  %1721 = sext i32 %1720 to i64
  %1722 = sub i64 %1719, %1721
  %1723 = icmp sgt i64 %1722, 512
  %1724 = sext i32 %N to i64
  %1725 = mul i32 %c, 512
  %1726 = sext i32 %1725 to i64
  %1727 = sub i64 %1724, %1726
  %1728 = select i1 %1723, i64 512, i64 %1727
  %1729 = select i1 %1718, i64 0, i64 %1728
  %1730 = select i1 %1712, i64 %1713, i64 %1729
  %tl_hi16 = trunc i64 %1730 to i32
  br label %for.cond487

for.end485:                                       ; preds = %for.cond483
  br label %if.end469

for.cond487:                                      ; preds = %for.body488, %for.body484
  %j4490 = phi i32 [ 0, %for.body484 ], [ %1737, %for.body488 ]
  %1731 = icmp slt i32 %j4490, %tl_lo15
  br i1 %1731, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %1732 = sext i32 %i14486 to i64
  %1733 = mul nsw i64 %1732, 512
  %1734 = sext i32 %j4490 to i64
  %1735 = add nsw i64 %1733, %1734
  %1736 = getelementptr inbounds float, ptr %X_f, i64 %1735
  store float 0.000000e+00, ptr %1736, align 4
  %1737 = add nsw i32 %j4490, 1
  br label %for.cond487, !llvm.loop !107

for.end489:                                       ; preds = %for.cond487
  %1738 = mul i32 %bx, 4
  %1739 = sext i32 %1738 to i64
  %1740 = sext i32 %i14486 to i64
  %1741 = add i64 %1739, %1740
  %1742 = icmp sle i64 0, %1741
  %1743 = mul i32 %bx, 4
  %1744 = sext i32 %1743 to i64
  %1745 = sext i32 %i14486 to i64
  %1746 = add i64 %1744, %1745
  %1747 = sext i32 %M to i64
  %1748 = icmp slt i64 %1746, %1747
  %1749 = and i1 %1742, %1748
  br i1 %1749, label %if.then491, label %if.else492

if.then491:                                       ; preds = %for.end489
  %1750 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond494

if.else492:                                       ; preds = %for.end489
  %1751 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond497

if.end493:                                        ; preds = %for.end499, %for.end496
  %1752 = sub i32 512, %tl_hi16
  br label %for.cond501

for.cond494:                                      ; preds = %for.body495, %if.then491
  %j41 = phi i32 [ 0, %if.then491 ], [ %1772, %for.body495 ]
  %1753 = icmp slt i32 %j41, %1750
  br i1 %1753, label %for.body495, label %for.end496

for.body495:                                      ; preds = %for.cond494
  %1754 = mul i32 %bx, 4
  %1755 = add i32 %1754, %i14486
  %1756 = sext i32 %1755 to i64
  %1757 = sext i32 %N to i64
  %1758 = mul nsw i64 %1756, %1757
  %1759 = mul i32 %c, 512
  %1760 = add i32 %tl_lo15, %j41
  %1761 = add i32 %1759, %1760
  %1762 = sext i32 %1761 to i64
  %1763 = add nsw i64 %1758, %1762
  %1764 = getelementptr inbounds float, ptr %X, i64 %1763
  %1765 = load float, ptr %1764, align 4
  %1766 = sext i32 %i14486 to i64
  %1767 = mul nsw i64 %1766, 512
  %1768 = add i32 %tl_lo15, %j41
  %1769 = sext i32 %1768 to i64
  %1770 = add nsw i64 %1767, %1769
  %1771 = getelementptr inbounds float, ptr %X_f, i64 %1770
  store float %1765, ptr %1771, align 4
  %1772 = add nsw i32 %j41, 1
  br label %for.cond494, !llvm.loop !108

for.end496:                                       ; preds = %for.cond494
  br label %if.end493

for.cond497:                                      ; preds = %for.body498, %if.else492
  %j41500 = phi i32 [ 0, %if.else492 ], [ %1780, %for.body498 ]
  %1773 = icmp slt i32 %j41500, %1751
  br i1 %1773, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %1774 = sext i32 %i14486 to i64
  %1775 = mul nsw i64 %1774, 512
  %1776 = add i32 %tl_lo15, %j41500
  %1777 = sext i32 %1776 to i64
  %1778 = add nsw i64 %1775, %1777
  %1779 = getelementptr inbounds float, ptr %X_f, i64 %1778
  store float 0.000000e+00, ptr %1779, align 4
  %1780 = add nsw i32 %j41500, 1
  br label %for.cond497, !llvm.loop !109

for.end499:                                       ; preds = %for.cond497
  br label %if.end493

for.cond501:                                      ; preds = %for.body502, %if.end493
  %j41504 = phi i32 [ 0, %if.end493 ], [ %1788, %for.body502 ]
  %1781 = icmp slt i32 %j41504, %1752
  br i1 %1781, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %1782 = sext i32 %i14486 to i64
  %1783 = mul nsw i64 %1782, 512
  %1784 = add i32 %tl_hi16, %j41504
  %1785 = sext i32 %1784 to i64
  %1786 = add nsw i64 %1783, %1785
  %1787 = getelementptr inbounds float, ptr %X_f, i64 %1786
  store float 0.000000e+00, ptr %1787, align 4
  %1788 = add nsw i32 %j41504, 1
  br label %for.cond501, !llvm.loop !110

for.end503:                                       ; preds = %for.cond501
  %1789 = add nsw i32 %i14486, 1
  br label %for.cond483, !llvm.loop !111

for.cond505:                                      ; preds = %for.end511, %if.end469
  %i508 = phi i32 [ 0, %if.end469 ], [ %1814, %for.end511 ]
  %1790 = icmp slt i32 %i508, 4
  br i1 %1790, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  br label %for.cond509

for.end507:                                       ; preds = %for.cond505
  br label %for.cond514

for.cond509:                                      ; preds = %for.body510, %for.body506
  %j512 = phi i32 [ 0, %for.body506 ], [ %1813, %for.body510 ]
  %1791 = icmp slt i32 %j512, 512
  br i1 %1791, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %1792 = mul i32 %c, 512
  %1793 = add i32 %1792, %j512
  %1794 = icmp slt i32 %1793, %N
  %1795 = sext i32 %i508 to i64
  %1796 = mul nsw i64 %1795, 512
  %1797 = sext i32 %j512 to i64
  %1798 = add nsw i64 %1796, %1797
  %1799 = call i64 @llvm.umin.i64(i64 %1798, i64 2047)
  %1800 = getelementptr inbounds float, ptr %X_f, i64 %1799
  %1801 = load float, ptr %1800, align 4
  %x513 = select i1 %1794, float %1801, float 0.000000e+00
  %1802 = sext i32 %i508 to i64
  %1803 = mul nsw i64 %1802, 512
  %1804 = sext i32 %j512 to i64
  %1805 = add nsw i64 %1803, %1804
  %1806 = getelementptr inbounds float, ptr %X_f, i64 %1805
  store float %x513, ptr %1806, align 4
  %1807 = fmul float %x513, %x513
  %1808 = sext i32 %i508 to i64
  %1809 = mul nsw i64 %1808, 512
  %1810 = sext i32 %j512 to i64
  %1811 = add nsw i64 %1809, %1810
  %1812 = getelementptr inbounds float, ptr %sq, i64 %1811
  store float %1807, ptr %1812, align 4
  %1813 = add nsw i32 %j512, 1
  br label %for.cond509, !llvm.loop !112

for.end511:                                       ; preds = %for.cond509
  %1814 = add nsw i32 %i508, 1
  br label %for.cond505, !llvm.loop !113

for.cond514:                                      ; preds = %for.end529, %for.end507
  %i9 = phi i32 [ 0, %for.end507 ], [ %1856, %for.end529 ]
  %1815 = icmp slt i32 %i9, 4
  br i1 %1815, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  br label %for.cond517

for.end516:                                       ; preds = %for.cond514
  br label %for.cond531

for.cond517:                                      ; preds = %for.body518, %for.body515
  %lane6 = phi i32 [ 0, %for.body515 ], [ %1825, %for.body518 ]
  %1816 = icmp slt i32 %lane6, 32
  br i1 %1816, label %for.body518, label %for.end519

for.body518:                                      ; preds = %for.cond517
  %1817 = sext i32 %i9 to i64
  %1818 = mul nsw i64 %1817, 512
  %1819 = sext i32 %lane6 to i64
  %1820 = add nsw i64 %1818, %1819
  %1821 = getelementptr inbounds float, ptr %X_f, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = sext i32 %lane6 to i64
  %1824 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1823
  store float %1822, ptr %1824, align 4
  %1825 = add nsw i32 %lane6, 1
  br label %for.cond517, !llvm.loop !114

for.end519:                                       ; preds = %for.cond517
  br label %for.cond520

for.cond520:                                      ; preds = %for.end525, %for.end519
  %red6 = phi i32 [ 0, %for.end519 ], [ %1844, %for.end525 ]
  %1826 = icmp slt i32 %red6, 15
  br i1 %1826, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  br label %for.cond523

for.end522:                                       ; preds = %for.cond520
  br label %for.cond527

for.cond523:                                      ; preds = %for.body524, %for.body521
  %lane6526 = phi i32 [ 0, %for.body521 ], [ %1843, %for.body524 ]
  %1827 = icmp slt i32 %lane6526, 32
  br i1 %1827, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %1828 = sext i32 %lane6526 to i64
  %1829 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1828
  %1830 = load float, ptr %1829, align 4
  %1831 = sext i32 %i9 to i64
  %1832 = mul nsw i64 %1831, 512
  %1833 = add i32 %red6, 1
  %1834 = mul i32 %1833, 32
  %1835 = add i32 %1834, %lane6526
  %1836 = sext i32 %1835 to i64
  %1837 = add nsw i64 %1832, %1836
  %1838 = getelementptr inbounds float, ptr %X_f, i64 %1837
  %1839 = load float, ptr %1838, align 4
  %1840 = fadd float %1830, %1839
  %1841 = sext i32 %lane6526 to i64
  %1842 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1841
  store float %1840, ptr %1842, align 4
  %1843 = add nsw i32 %lane6526, 1
  br label %for.cond523, !llvm.loop !115

for.end525:                                       ; preds = %for.cond523
  %1844 = add nsw i32 %red6, 1
  br label %for.cond520, !llvm.loop !116

for.cond527:                                      ; preds = %for.body528, %for.end522
  %lane6530 = phi i32 [ 0, %for.end522 ], [ %1855, %for.body528 ]
  %1845 = icmp slt i32 %lane6530, 32
  br i1 %1845, label %for.body528, label %for.end529

for.body528:                                      ; preds = %for.cond527
  %1846 = sext i32 %i9 to i64
  %1847 = getelementptr inbounds float, ptr %mean, i64 %1846
  %1848 = load float, ptr %1847, align 4
  %1849 = sext i32 %lane6530 to i64
  %1850 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1849
  %1851 = load float, ptr %1850, align 4
  %1852 = fadd float %1848, %1851
  %1853 = sext i32 %i9 to i64
  %1854 = getelementptr inbounds float, ptr %mean, i64 %1853
  store float %1852, ptr %1854, align 4
  %1855 = add nsw i32 %lane6530, 1
  br label %for.cond527, !llvm.loop !117

for.end529:                                       ; preds = %for.cond527
  %1856 = add nsw i32 %i9, 1
  br label %for.cond514, !llvm.loop !118

for.cond531:                                      ; preds = %for.end546, %for.end516
  %i10 = phi i32 [ 0, %for.end516 ], [ %1899, %for.end546 ]
  %1857 = icmp slt i32 %i10, 4
  br i1 %1857, label %for.body532, label %for.end533

for.body532:                                      ; preds = %for.cond531
  br label %for.cond534

for.end533:                                       ; preds = %for.cond531
  %1858 = add nsw i32 %c, 1
  br label %for.cond464, !llvm.loop !119

for.cond534:                                      ; preds = %for.body535, %for.body532
  %lane7 = phi i32 [ 0, %for.body532 ], [ %1868, %for.body535 ]
  %1859 = icmp slt i32 %lane7, 32
  br i1 %1859, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %1860 = sext i32 %i10 to i64
  %1861 = mul nsw i64 %1860, 512
  %1862 = sext i32 %lane7 to i64
  %1863 = add nsw i64 %1861, %1862
  %1864 = getelementptr inbounds float, ptr %sq, i64 %1863
  %1865 = load float, ptr %1864, align 4
  %1866 = sext i32 %lane7 to i64
  %1867 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1866
  store float %1865, ptr %1867, align 4
  %1868 = add nsw i32 %lane7, 1
  br label %for.cond534, !llvm.loop !120

for.end536:                                       ; preds = %for.cond534
  br label %for.cond537

for.cond537:                                      ; preds = %for.end542, %for.end536
  %red7 = phi i32 [ 0, %for.end536 ], [ %1887, %for.end542 ]
  %1869 = icmp slt i32 %red7, 15
  br i1 %1869, label %for.body538, label %for.end539

for.body538:                                      ; preds = %for.cond537
  br label %for.cond540

for.end539:                                       ; preds = %for.cond537
  br label %for.cond544

for.cond540:                                      ; preds = %for.body541, %for.body538
  %lane7543 = phi i32 [ 0, %for.body538 ], [ %1886, %for.body541 ]
  %1870 = icmp slt i32 %lane7543, 32
  br i1 %1870, label %for.body541, label %for.end542

for.body541:                                      ; preds = %for.cond540
  %1871 = sext i32 %lane7543 to i64
  %1872 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1871
  %1873 = load float, ptr %1872, align 4
  %1874 = sext i32 %i10 to i64
  %1875 = mul nsw i64 %1874, 512
  %1876 = add i32 %red7, 1
  %1877 = mul i32 %1876, 32
  %1878 = add i32 %1877, %lane7543
  %1879 = sext i32 %1878 to i64
  %1880 = add nsw i64 %1875, %1879
  %1881 = getelementptr inbounds float, ptr %sq, i64 %1880
  %1882 = load float, ptr %1881, align 4
  %1883 = fadd float %1873, %1882
  %1884 = sext i32 %lane7543 to i64
  %1885 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1884
  store float %1883, ptr %1885, align 4
  %1886 = add nsw i32 %lane7543, 1
  br label %for.cond540, !llvm.loop !121

for.end542:                                       ; preds = %for.cond540
  %1887 = add nsw i32 %red7, 1
  br label %for.cond537, !llvm.loop !122

for.cond544:                                      ; preds = %for.body545, %for.end539
  %lane7547 = phi i32 [ 0, %for.end539 ], [ %1898, %for.body545 ]
  %1888 = icmp slt i32 %lane7547, 32
  br i1 %1888, label %for.body545, label %for.end546

for.body545:                                      ; preds = %for.cond544
  %1889 = sext i32 %i10 to i64
  %1890 = getelementptr inbounds float, ptr %rstd, i64 %1889
  %1891 = load float, ptr %1890, align 4
  %1892 = sext i32 %lane7547 to i64
  %1893 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1892
  %1894 = load float, ptr %1893, align 4
  %1895 = fadd float %1891, %1894
  %1896 = sext i32 %i10 to i64
  %1897 = getelementptr inbounds float, ptr %rstd, i64 %1896
  store float %1895, ptr %1897, align 4
  %1898 = add nsw i32 %lane7547, 1
  br label %for.cond544, !llvm.loop !123

for.end546:                                       ; preds = %for.cond544
  %1899 = add nsw i32 %i10, 1
  br label %for.cond531, !llvm.loop !124

for.cond548:                                      ; preds = %for.body549, %for.end466
  %i551 = phi i32 [ 0, %for.end466 ], [ %1929, %for.body549 ]
  %1900 = icmp slt i32 %i551, 4
  br i1 %1900, label %for.body549, label %for.end550

for.body549:                                      ; preds = %for.cond548
  %1901 = sext i32 %i551 to i64
  %1902 = getelementptr inbounds float, ptr %mean, i64 %1901
  %1903 = load float, ptr %1902, align 4
  %1904 = sitofp i32 %N to float
  %1905 = fdiv float %1903, %1904
  %1906 = sext i32 %i551 to i64
  %1907 = getelementptr inbounds float, ptr %mean, i64 %1906
  store float %1905, ptr %1907, align 4
  %1908 = sext i32 %i551 to i64
  %1909 = getelementptr inbounds float, ptr %rstd, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = sitofp i32 %N to float
  %1912 = fdiv float %1910, %1911
  %1913 = sext i32 %i551 to i64
  %1914 = getelementptr inbounds float, ptr %mean, i64 %1913
  %1915 = load float, ptr %1914, align 4
  %1916 = sext i32 %i551 to i64
  %1917 = getelementptr inbounds float, ptr %mean, i64 %1916
  %1918 = load float, ptr %1917, align 4
  %1919 = fmul float %1915, %1918
  %1920 = fsub float %1912, %1919
  %1921 = call float @llvm.maxnum.f32(float %1920, float 0.000000e+00)
  %1922 = fadd float %1921, 0x3EE4F8B580000000
  %1923 = fpext float %1922 to double
  %1924 = call double @llvm.sqrt.f64(double %1923)
  %1925 = fdiv double 1.000000e+00, %1924
  %1926 = fptrunc double %1925 to float
  %1927 = sext i32 %i551 to i64
  %1928 = getelementptr inbounds float, ptr %rstd, i64 %1927
  store float %1926, ptr %1928, align 4
  %1929 = add nsw i32 %i551, 1
  br label %for.cond548, !llvm.loop !125

for.end550:                                       ; preds = %for.cond548
  %1930 = sext i32 %N to i64
  %1931 = sdiv i64 %1930, 512
  %1932 = sub i64 0, %1930
  %1933 = select i1 false, i64 %1932, i64 %1931
  %1934 = srem i64 %1930, 512
  %1935 = icmp ne i64 %1934, 0
  %1936 = icmp slt i64 %1930, 0
  %1937 = icmp eq i1 %1936, false
  %1938 = and i1 %1935, %1937
  %1939 = zext i1 %1938 to i64
  %1940 = add i64 %1933, %1939
  %1941 = trunc i64 %1940 to i32
  br label %for.cond552

for.cond552:                                      ; preds = %if.end636, %for.end550
  %c555 = phi i32 [ 0, %for.end550 ], [ %3046, %if.end636 ]
  %1942 = icmp slt i32 %c555, %1941
  br i1 %1942, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %1943 = sext i32 %N to i64
  %1944 = sdiv i64 %1943, 512
  %1945 = sub i64 0, %1943
  %1946 = select i1 false, i64 %1945, i64 %1944
  %1947 = srem i64 %1943, 512
  %1948 = icmp ne i64 %1947, 0
  %1949 = icmp slt i64 %1943, 0
  %1950 = icmp eq i1 %1949, false
  %1951 = and i1 %1948, %1950
  %1952 = zext i1 %1951 to i64
  %1953 = add i64 %1946, %1952
  %1954 = trunc i64 %1953 to i32
  %1955 = sub i32 %1954, 1
  %t = sub i32 %1955, %c555
  %1956 = mul i32 %bx, 4
  %1957 = icmp sle i32 0, %1956
  %1958 = mul i32 %bx, 4
  %1959 = sext i32 %1958 to i64
  %1960 = add i64 %1959, 4
  %1961 = sext i32 %M to i64
  %1962 = icmp sle i64 %1960, %1961
  %1963 = and i1 %1957, %1962
  %1964 = mul i32 %t, 512
  %1965 = icmp sle i32 0, %1964
  %1966 = mul i32 %t, 512
  %1967 = sext i32 %1966 to i64
  %1968 = add i64 %1967, 512
  %1969 = sext i32 %N to i64
  %1970 = icmp sle i64 %1968, %1969
  %1971 = and i1 %1965, %1970
  %1972 = and i1 %1963, %1971
  br i1 %1972, label %if.then556, label %if.else557

for.end554:                                       ; preds = %for.cond552
  br label %if.end296

if.then556:                                       ; preds = %for.body553
  br label %for.cond559

if.else557:                                       ; preds = %for.body553
  br label %for.cond565

if.end558:                                        ; preds = %for.end567, %for.end561
  %1973 = mul i32 %t, 512
  %1974 = icmp sle i32 0, %1973
  %1975 = mul i32 %t, 512
  %1976 = sext i32 %1975 to i64
  %1977 = add i64 %1976, 512
  %1978 = sext i32 %N to i64
  %1979 = icmp sle i64 %1977, %1978
  %1980 = and i1 %1974, %1979
  br i1 %1980, label %if.then587, label %if.else588

for.cond559:                                      ; preds = %for.end564, %if.then556
  %i15 = phi i32 [ 0, %if.then556 ], [ %2000, %for.end564 ]
  %1981 = icmp slt i32 %i15, 4
  br i1 %1981, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  br label %for.cond562

for.end561:                                       ; preds = %for.cond559
  br label %if.end558

for.cond562:                                      ; preds = %for.body563, %for.body560
  %j5 = phi i32 [ 0, %for.body560 ], [ %1999, %for.body563 ]
  %1982 = icmp slt i32 %j5, 512
  br i1 %1982, label %for.body563, label %for.end564

for.body563:                                      ; preds = %for.cond562
  %1983 = mul i32 %bx, 4
  %1984 = add i32 %1983, %i15
  %1985 = sext i32 %1984 to i64
  %1986 = sext i32 %N to i64
  %1987 = mul nsw i64 %1985, %1986
  %1988 = mul i32 %t, 512
  %1989 = add i32 %1988, %j5
  %1990 = sext i32 %1989 to i64
  %1991 = add nsw i64 %1987, %1990
  %1992 = getelementptr inbounds float, ptr %X, i64 %1991
  %1993 = load float, ptr %1992, align 4
  %1994 = sext i32 %i15 to i64
  %1995 = mul nsw i64 %1994, 512
  %1996 = sext i32 %j5 to i64
  %1997 = add nsw i64 %1995, %1996
  %1998 = getelementptr inbounds float, ptr %X_f, i64 %1997
  store float %1993, ptr %1998, align 4
  %1999 = add nsw i32 %j5, 1
  br label %for.cond562, !llvm.loop !126

for.end564:                                       ; preds = %for.cond562
  %2000 = add nsw i32 %i15, 1
  br label %for.cond559, !llvm.loop !127

for.cond565:                                      ; preds = %for.end585, %if.else557
  %i15568 = phi i32 [ 0, %if.else557 ], [ %2109, %for.end585 ]
  %2001 = icmp slt i32 %i15568, 4
  br i1 %2001, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2002 = mul i32 %t, 512
  %2003 = sext i32 %2002 to i64
  %2004 = sub i64 0, %2003
  %2005 = icmp slt i64 %2004, 0
  %2006 = mul i32 %t, 512
  %2007 = sext i32 %2006 to i64
  %2008 = sub i64 0, %2007
  %2009 = icmp sgt i64 %2008, 512
  %2010 = mul i32 %t, 512
  %2011 = sext i32 %2010 to i64
  %2012 = sub i64 0, %2011
  %2013 = select i1 %2009, i64 512, i64 %2012
  %2014 = select i1 %2005, i64 0, i64 %2013
  %tl_lo17 = trunc i64 %2014 to i32
  %2015 = sext i32 %N to i64
  %2016 = mul i32 %t, 512
  %2017 = sext i32 %2016 to i64
  %2018 = sub i64 %2015, %2017
  %2019 = icmp slt i64 %2018, 0
  %2020 = sext i32 %N to i64
  %2021 = mul i32 %t, 512
  %2022 = sext i32 %2021 to i64
  %2023 = sub i64 %2020, %2022
  %2024 = icmp sgt i64 %2023, 512
  %2025 = sext i32 %N to i64
  %2026 = mul i32 %t, 512
  %2027 = sext i32 %2026 to i64
  %2028 = sub i64 %2025, %2027
  %2029 = select i1 %2024, i64 512, i64 %2028
  %2030 = select i1 %2019, i64 0, i64 %2029
  %2031 = sext i32 %tl_lo17 to i64
  %2032 = icmp slt i64 %2030, %2031
  %2033 = sext i32 %tl_lo17 to i64
  %2034 = sext i32 %N to i64
  %2035 = mul i32 %t, 512
  %2036 = sext i32 %2035 to i64
  %2037 = sub i64 %2034, %2036
  %2038 = icmp slt i64 %2037, 0
  %2039 = sext i32 %N to i64
  %2040 = mul i32 %t, 512
  %2041 = sext i32 %2040 to i64
  %2042 = sub i64 %2039, %2041
  %2043 = icmp sgt i64 %2042, 512
  %2044 = sext i32 %N to i64
  %2045 = mul i32 %t, 512
  %2046 = sext i32 %2045 to i64
  %2047 = sub i64 %2044, %2046
  %2048 = select i1 %2043, i64 512, i64 %2047
  %2049 = select i1 %2038, i64 0, i64 %2048
  %2050 = select i1 %2032, i64 %2033, i64 %2049
  %tl_hi18 = trunc i64 %2050 to i32
  br label %for.cond569

for.end567:                                       ; preds = %for.cond565
  br label %if.end558

for.cond569:                                      ; preds = %for.body570, %for.body566
  %j5572 = phi i32 [ 0, %for.body566 ], [ %2057, %for.body570 ]
  %2051 = icmp slt i32 %j5572, %tl_lo17
  br i1 %2051, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  %2052 = sext i32 %i15568 to i64
  %2053 = mul nsw i64 %2052, 512
  %2054 = sext i32 %j5572 to i64
  %2055 = add nsw i64 %2053, %2054
  %2056 = getelementptr inbounds float, ptr %X_f, i64 %2055
  store float 0.000000e+00, ptr %2056, align 4
  %2057 = add nsw i32 %j5572, 1
  br label %for.cond569, !llvm.loop !128

for.end571:                                       ; preds = %for.cond569
  %2058 = mul i32 %bx, 4
  %2059 = sext i32 %2058 to i64
  %2060 = sext i32 %i15568 to i64
  %2061 = add i64 %2059, %2060
  %2062 = icmp sle i64 0, %2061
  %2063 = mul i32 %bx, 4
  %2064 = sext i32 %2063 to i64
  %2065 = sext i32 %i15568 to i64
  %2066 = add i64 %2064, %2065
  %2067 = sext i32 %M to i64
  %2068 = icmp slt i64 %2066, %2067
  %2069 = and i1 %2062, %2068
  br i1 %2069, label %if.then573, label %if.else574

if.then573:                                       ; preds = %for.end571
  %2070 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond576

if.else574:                                       ; preds = %for.end571
  %2071 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond579

if.end575:                                        ; preds = %for.end581, %for.end578
  %2072 = sub i32 512, %tl_hi18
  br label %for.cond583

for.cond576:                                      ; preds = %for.body577, %if.then573
  %j51 = phi i32 [ 0, %if.then573 ], [ %2092, %for.body577 ]
  %2073 = icmp slt i32 %j51, %2070
  br i1 %2073, label %for.body577, label %for.end578

for.body577:                                      ; preds = %for.cond576
  %2074 = mul i32 %bx, 4
  %2075 = add i32 %2074, %i15568
  %2076 = sext i32 %2075 to i64
  %2077 = sext i32 %N to i64
  %2078 = mul nsw i64 %2076, %2077
  %2079 = mul i32 %t, 512
  %2080 = add i32 %tl_lo17, %j51
  %2081 = add i32 %2079, %2080
  %2082 = sext i32 %2081 to i64
  %2083 = add nsw i64 %2078, %2082
  %2084 = getelementptr inbounds float, ptr %X, i64 %2083
  %2085 = load float, ptr %2084, align 4
  %2086 = sext i32 %i15568 to i64
  %2087 = mul nsw i64 %2086, 512
  %2088 = add i32 %tl_lo17, %j51
  %2089 = sext i32 %2088 to i64
  %2090 = add nsw i64 %2087, %2089
  %2091 = getelementptr inbounds float, ptr %X_f, i64 %2090
  store float %2085, ptr %2091, align 4
  %2092 = add nsw i32 %j51, 1
  br label %for.cond576, !llvm.loop !129

for.end578:                                       ; preds = %for.cond576
  br label %if.end575

for.cond579:                                      ; preds = %for.body580, %if.else574
  %j51582 = phi i32 [ 0, %if.else574 ], [ %2100, %for.body580 ]
  %2093 = icmp slt i32 %j51582, %2071
  br i1 %2093, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2094 = sext i32 %i15568 to i64
  %2095 = mul nsw i64 %2094, 512
  %2096 = add i32 %tl_lo17, %j51582
  %2097 = sext i32 %2096 to i64
  %2098 = add nsw i64 %2095, %2097
  %2099 = getelementptr inbounds float, ptr %X_f, i64 %2098
  store float 0.000000e+00, ptr %2099, align 4
  %2100 = add nsw i32 %j51582, 1
  br label %for.cond579, !llvm.loop !130

for.end581:                                       ; preds = %for.cond579
  br label %if.end575

for.cond583:                                      ; preds = %for.body584, %if.end575
  %j51586 = phi i32 [ 0, %if.end575 ], [ %2108, %for.body584 ]
  %2101 = icmp slt i32 %j51586, %2072
  br i1 %2101, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2102 = sext i32 %i15568 to i64
  %2103 = mul nsw i64 %2102, 512
  %2104 = add i32 %tl_hi18, %j51586
  %2105 = sext i32 %2104 to i64
  %2106 = add nsw i64 %2103, %2105
  %2107 = getelementptr inbounds float, ptr %X_f, i64 %2106
  store float 0.000000e+00, ptr %2107, align 4
  %2108 = add nsw i32 %j51586, 1
  br label %for.cond583, !llvm.loop !131

for.end585:                                       ; preds = %for.cond583
  %2109 = add nsw i32 %i15568, 1
  br label %for.cond565, !llvm.loop !132

if.then587:                                       ; preds = %if.end558
  br label %for.cond590

if.else588:                                       ; preds = %if.end558
  %2110 = mul i32 %t, 512
  %2111 = sext i32 %2110 to i64
  %2112 = sub i64 0, %2111
  %2113 = icmp slt i64 %2112, 0
  %2114 = mul i32 %t, 512
  %2115 = sext i32 %2114 to i64
  %2116 = sub i64 0, %2115
  %2117 = icmp sgt i64 %2116, 512
  %2118 = mul i32 %t, 512
  %2119 = sext i32 %2118 to i64
  %2120 = sub i64 0, %2119
  %2121 = select i1 %2117, i64 512, i64 %2120
  %2122 = select i1 %2113, i64 0, i64 %2121
  %tl_lo19 = trunc i64 %2122 to i32
  %2123 = sext i32 %N to i64
  %2124 = mul i32 %t, 512
  %2125 = sext i32 %2124 to i64
  %2126 = sub i64 %2123, %2125
  %2127 = icmp slt i64 %2126, 0
  %2128 = sext i32 %N to i64
  %2129 = mul i32 %t, 512
  %2130 = sext i32 %2129 to i64
  %2131 = sub i64 %2128, %2130
  %2132 = icmp sgt i64 %2131, 512
  %2133 = sext i32 %N to i64
  %2134 = mul i32 %t, 512
  %2135 = sext i32 %2134 to i64
  %2136 = sub i64 %2133, %2135
  %2137 = select i1 %2132, i64 512, i64 %2136
  %2138 = select i1 %2127, i64 0, i64 %2137
  %2139 = sext i32 %tl_lo19 to i64
  %2140 = icmp slt i64 %2138, %2139
  %2141 = sext i32 %tl_lo19 to i64
  %2142 = sext i32 %N to i64
  %2143 = mul i32 %t, 512
  %2144 = sext i32 %2143 to i64
  %2145 = sub i64 %2142, %2144
  %2146 = icmp slt i64 %2145, 0
  %2147 = sext i32 %N to i64
  %2148 = mul i32 %t, 512
  %2149 = sext i32 %2148 to i64
  %2150 = sub i64 %2147, %2149
  %2151 = icmp sgt i64 %2150, 512
  %2152 = sext i32 %N to i64
  %2153 = mul i32 %t, 512
  %2154 = sext i32 %2153 to i64
  %2155 = sub i64 %2152, %2154
  %2156 = select i1 %2151, i64 512, i64 %2155
  %2157 = select i1 %2146, i64 0, i64 %2156
  %2158 = select i1 %2140, i64 %2141, i64 %2157
  %tl_hi20 = trunc i64 %2158 to i32
  br label %for.cond594

if.end589:                                        ; preds = %for.end603, %for.end592
  %2159 = mul i32 %t, 512
  %2160 = icmp sle i32 0, %2159
  %2161 = mul i32 %t, 512
  %2162 = sext i32 %2161 to i64
  %2163 = add i64 %2162, 512
  %2164 = sext i32 %N to i64
  %2165 = icmp sle i64 %2163, %2164
  %2166 = and i1 %2160, %2165
  br i1 %2166, label %if.then605, label %if.else606

for.cond590:                                      ; preds = %for.body591, %if.then587
  %i15593 = phi i32 [ 0, %if.then587 ], [ %2175, %for.body591 ]
  %2167 = icmp slt i32 %i15593, 512
  br i1 %2167, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  %2168 = mul i32 %t, 512
  %2169 = add i32 %2168, %i15593
  %2170 = sext i32 %2169 to i64
  %2171 = getelementptr inbounds float, ptr %W, i64 %2170
  %2172 = load float, ptr %2171, align 4
  %2173 = sext i32 %i15593 to i64
  %2174 = getelementptr inbounds float, ptr %W_f, i64 %2173
  store float %2172, ptr %2174, align 4
  %2175 = add nsw i32 %i15593, 1
  br label %for.cond590, !llvm.loop !133

for.end592:                                       ; preds = %for.cond590
  br label %if.end589

for.cond594:                                      ; preds = %for.body595, %if.else588
  %i15597 = phi i32 [ 0, %if.else588 ], [ %2179, %for.body595 ]
  %2176 = icmp slt i32 %i15597, %tl_lo19
  br i1 %2176, label %for.body595, label %for.end596

for.body595:                                      ; preds = %for.cond594
  %2177 = sext i32 %i15597 to i64
  %2178 = getelementptr inbounds float, ptr %W_f, i64 %2177
  store float 0.000000e+00, ptr %2178, align 4
  %2179 = add nsw i32 %i15597, 1
  br label %for.cond594, !llvm.loop !134

for.end596:                                       ; preds = %for.cond594
  %2180 = sub i32 %tl_hi20, %tl_lo19
  br label %for.cond598

for.cond598:                                      ; preds = %for.body599, %for.end596
  %i151 = phi i32 [ 0, %for.end596 ], [ %2191, %for.body599 ]
  %2181 = icmp slt i32 %i151, %2180
  br i1 %2181, label %for.body599, label %for.end600

for.body599:                                      ; preds = %for.cond598
  %2182 = mul i32 %t, 512
  %2183 = add i32 %tl_lo19, %i151
  %2184 = add i32 %2182, %2183
  %2185 = sext i32 %2184 to i64
  %2186 = getelementptr inbounds float, ptr %W, i64 %2185
  %2187 = load float, ptr %2186, align 4
  %2188 = add i32 %tl_lo19, %i151
  %2189 = sext i32 %2188 to i64
  %2190 = getelementptr inbounds float, ptr %W_f, i64 %2189
  store float %2187, ptr %2190, align 4
  %2191 = add nsw i32 %i151, 1
  br label %for.cond598, !llvm.loop !135

for.end600:                                       ; preds = %for.cond598
  %2192 = sub i32 512, %tl_hi20
  br label %for.cond601

for.cond601:                                      ; preds = %for.body602, %for.end600
  %i151604 = phi i32 [ 0, %for.end600 ], [ %2197, %for.body602 ]
  %2193 = icmp slt i32 %i151604, %2192
  br i1 %2193, label %for.body602, label %for.end603

for.body602:                                      ; preds = %for.cond601
  %2194 = add i32 %tl_hi20, %i151604
  %2195 = sext i32 %2194 to i64
  %2196 = getelementptr inbounds float, ptr %W_f, i64 %2195
  store float 0.000000e+00, ptr %2196, align 4
  %2197 = add nsw i32 %i151604, 1
  br label %for.cond601, !llvm.loop !136

for.end603:                                       ; preds = %for.cond601
  br label %if.end589

if.then605:                                       ; preds = %if.end589
  br label %for.cond608

if.else606:                                       ; preds = %if.end589
  %2198 = mul i32 %t, 512
  %2199 = sext i32 %2198 to i64
  %2200 = sub i64 0, %2199
  %2201 = icmp slt i64 %2200, 0
  %2202 = mul i32 %t, 512
  %2203 = sext i32 %2202 to i64
  %2204 = sub i64 0, %2203
  %2205 = icmp sgt i64 %2204, 512
  %2206 = mul i32 %t, 512
  %2207 = sext i32 %2206 to i64
  %2208 = sub i64 0, %2207
  %2209 = select i1 %2205, i64 512, i64 %2208
  %2210 = select i1 %2201, i64 0, i64 %2209
  %tl_lo21 = trunc i64 %2210 to i32
  %2211 = sext i32 %N to i64
  %2212 = mul i32 %t, 512
  %2213 = sext i32 %2212 to i64
  %2214 = sub i64 %2211, %2213
  %2215 = icmp slt i64 %2214, 0
  %2216 = sext i32 %N to i64
  %2217 = mul i32 %t, 512
  %2218 = sext i32 %2217 to i64
  %2219 = sub i64 %2216, %2218
  %2220 = icmp sgt i64 %2219, 512
  %2221 = sext i32 %N to i64
  %2222 = mul i32 %t, 512
  %2223 = sext i32 %2222 to i64
  %2224 = sub i64 %2221, %2223
  %2225 = select i1 %2220, i64 512, i64 %2224
  %2226 = select i1 %2215, i64 0, i64 %2225
  %2227 = sext i32 %tl_lo21 to i64
  %2228 = icmp slt i64 %2226, %2227
  %2229 = sext i32 %tl_lo21 to i64
  %2230 = sext i32 %N to i64
  %2231 = mul i32 %t, 512
  %2232 = sext i32 %2231 to i64
  %2233 = sub i64 %2230, %2232
  %2234 = icmp slt i64 %2233, 0
  %2235 = sext i32 %N to i64
  %2236 = mul i32 %t, 512
  %2237 = sext i32 %2236 to i64
  %2238 = sub i64 %2235, %2237
  %2239 = icmp sgt i64 %2238, 512
  %2240 = sext i32 %N to i64
  %2241 = mul i32 %t, 512
  %2242 = sext i32 %2241 to i64
  %2243 = sub i64 %2240, %2242
  %2244 = select i1 %2239, i64 512, i64 %2243
  %2245 = select i1 %2234, i64 0, i64 %2244
  %2246 = select i1 %2228, i64 %2229, i64 %2245
  %tl_hi22 = trunc i64 %2246 to i32
  br label %for.cond612

if.end607:                                        ; preds = %for.end621, %for.end610
  br label %for.cond623

for.cond608:                                      ; preds = %for.body609, %if.then605
  %i15611 = phi i32 [ 0, %if.then605 ], [ %2255, %for.body609 ]
  %2247 = icmp slt i32 %i15611, 512
  br i1 %2247, label %for.body609, label %for.end610

for.body609:                                      ; preds = %for.cond608
  %2248 = mul i32 %t, 512
  %2249 = add i32 %2248, %i15611
  %2250 = sext i32 %2249 to i64
  %2251 = getelementptr inbounds float, ptr %B, i64 %2250
  %2252 = load float, ptr %2251, align 4
  %2253 = sext i32 %i15611 to i64
  %2254 = getelementptr inbounds float, ptr %B_f, i64 %2253
  store float %2252, ptr %2254, align 4
  %2255 = add nsw i32 %i15611, 1
  br label %for.cond608, !llvm.loop !137

for.end610:                                       ; preds = %for.cond608
  br label %if.end607

for.cond612:                                      ; preds = %for.body613, %if.else606
  %i15615 = phi i32 [ 0, %if.else606 ], [ %2259, %for.body613 ]
  %2256 = icmp slt i32 %i15615, %tl_lo21
  br i1 %2256, label %for.body613, label %for.end614

for.body613:                                      ; preds = %for.cond612
  %2257 = sext i32 %i15615 to i64
  %2258 = getelementptr inbounds float, ptr %B_f, i64 %2257
  store float 0.000000e+00, ptr %2258, align 4
  %2259 = add nsw i32 %i15615, 1
  br label %for.cond612, !llvm.loop !138

for.end614:                                       ; preds = %for.cond612
  %2260 = sub i32 %tl_hi22, %tl_lo21
  br label %for.cond616

for.cond616:                                      ; preds = %for.body617, %for.end614
  %i152 = phi i32 [ 0, %for.end614 ], [ %2271, %for.body617 ]
  %2261 = icmp slt i32 %i152, %2260
  br i1 %2261, label %for.body617, label %for.end618

for.body617:                                      ; preds = %for.cond616
  %2262 = mul i32 %t, 512
  %2263 = add i32 %tl_lo21, %i152
  %2264 = add i32 %2262, %2263
  %2265 = sext i32 %2264 to i64
  %2266 = getelementptr inbounds float, ptr %B, i64 %2265
  %2267 = load float, ptr %2266, align 4
  %2268 = add i32 %tl_lo21, %i152
  %2269 = sext i32 %2268 to i64
  %2270 = getelementptr inbounds float, ptr %B_f, i64 %2269
  store float %2267, ptr %2270, align 4
  %2271 = add nsw i32 %i152, 1
  br label %for.cond616, !llvm.loop !139

for.end618:                                       ; preds = %for.cond616
  %2272 = sub i32 512, %tl_hi22
  br label %for.cond619

for.cond619:                                      ; preds = %for.body620, %for.end618
  %i152622 = phi i32 [ 0, %for.end618 ], [ %2277, %for.body620 ]
  %2273 = icmp slt i32 %i152622, %2272
  br i1 %2273, label %for.body620, label %for.end621

for.body620:                                      ; preds = %for.cond619
  %2274 = add i32 %tl_hi22, %i152622
  %2275 = sext i32 %2274 to i64
  %2276 = getelementptr inbounds float, ptr %B_f, i64 %2275
  store float 0.000000e+00, ptr %2276, align 4
  %2277 = add nsw i32 %i152622, 1
  br label %for.cond619, !llvm.loop !140

for.end621:                                       ; preds = %for.cond619
  br label %if.end607

for.cond623:                                      ; preds = %for.end633, %if.end607
  %i626 = phi i32 [ 0, %if.end607 ], [ %3045, %for.end633 ]
  %2278 = icmp slt i32 %i626, 4
  br i1 %2278, label %for.body624, label %for.end625

for.body624:                                      ; preds = %for.cond623
  %2279 = sext i32 %N to i64
  %2280 = sext i32 %N to i64
  %2281 = sdiv i64 %2280, 512
  %2282 = sub i64 0, %2280
  %2283 = select i1 false, i64 %2282, i64 %2281
  %2284 = srem i64 %2280, 512
  %2285 = icmp ne i64 %2284, 0
  %2286 = icmp slt i64 %2280, 0
  %2287 = icmp eq i1 %2286, false
  %2288 = and i1 %2285, %2287
  %2289 = zext i1 %2288 to i64
  %2290 = add i64 %2283, %2289
  %2291 = trunc i64 %2290 to i32
  %2292 = sub i32 %2291, 1
  %2293 = sub i32 %2292, %c555
  %2294 = mul i32 %2293, 512
  %2295 = sext i32 %2294 to i64
  %2296 = sub i64 %2279, %2295
  %2297 = icmp slt i64 %2296, 0
  %2298 = sext i32 %N to i64
  %2299 = sext i32 %N to i64
  %2300 = sdiv i64 %2299, 512
  %2301 = sub i64 0, %2299
  %2302 = select i1 false, i64 %2301, i64 %2300
  %2303 = srem i64 %2299, 512
  %2304 = icmp ne i64 %2303, 0
  %2305 = icmp slt i64 %2299, 0
  %2306 = icmp eq i1 %2305, false
  %2307 = and i1 %2304, %2306
  %2308 = zext i1 %2307 to i64
  %2309 = add i64 %2302, %2308
  %2310 = trunc i64 %2309 to i32
  %2311 = sub i32 %2310, 1
  %2312 = sub i32 %2311, %c555
  %2313 = mul i32 %2312, 512
  %2314 = sext i32 %2313 to i64
  %2315 = sub i64 %2298, %2314
  %2316 = icmp sgt i64 %2315, 512
  %2317 = sext i32 %N to i64
  %2318 = sext i32 %N to i64
  %2319 = sdiv i64 %2318, 512
  %2320 = sub i64 0, %2318
  %2321 = select i1 false, i64 %2320, i64 %2319
  %2322 = srem i64 %2318, 512
  %2323 = icmp ne i64 %2322, 0
  %2324 = icmp slt i64 %2318, 0
  %2325 = icmp eq i1 %2324, false
  %2326 = and i1 %2323, %2325
  %2327 = zext i1 %2326 to i64
  %2328 = add i64 %2321, %2327
  %2329 = trunc i64 %2328 to i32
  %2330 = sub i32 %2329, 1
  %2331 = sub i32 %2330, %c555
  %2332 = mul i32 %2331, 512
  %2333 = sext i32 %2332 to i64
  %2334 = sub i64 %2317, %2333
  %2335 = select i1 %2316, i64 512, i64 %2334
  %2336 = select i1 %2297, i64 0, i64 %2335
  %2337 = sext i32 %N to i64
  %2338 = sdiv i64 %2337, 512
  %2339 = sub i64 0, %2337
  %2340 = select i1 false, i64 %2339, i64 %2338
  %2341 = srem i64 %2337, 512
  %2342 = icmp ne i64 %2341, 0
  %2343 = icmp slt i64 %2337, 0
  %2344 = icmp eq i1 %2343, false
  %2345 = and i1 %2342, %2344
  %2346 = zext i1 %2345 to i64
  %2347 = add i64 %2340, %2346
  %2348 = trunc i64 %2347 to i32
  %2349 = sub i32 %2348, 1
  %2350 = sub i32 %2349, %c555
  %2351 = mul i32 %2350, 512
  %2352 = sext i32 %2351 to i64
  %2353 = sub i64 0, %2352
  %2354 = icmp slt i64 %2353, 0
  %2355 = sext i32 %N to i64
  %2356 = sdiv i64 %2355, 512
  %2357 = sub i64 0, %2355
  %2358 = select i1 false, i64 %2357, i64 %2356
  %2359 = srem i64 %2355, 512
  %2360 = icmp ne i64 %2359, 0
  %2361 = icmp slt i64 %2355, 0
  %2362 = icmp eq i1 %2361, false
  %2363 = and i1 %2360, %2362
  %2364 = zext i1 %2363 to i64
  %2365 = add i64 %2358, %2364
  %2366 = trunc i64 %2365 to i32
  %2367 = sub i32 %2366, 1
  %2368 = sub i32 %2367, %c555
  %2369 = mul i32 %2368, 512
  %2370 = sext i32 %2369 to i64
  %2371 = sub i64 0, %2370
  %2372 = icmp sgt i64 %2371, 512
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
  %2386 = sub i32 %2385, %c555
  %2387 = mul i32 %2386, 512
  %2388 = sext i32 %2387 to i64
  %2389 = sub i64 0, %2388
  %2390 = select i1 %2372, i64 512, i64 %2389
  %2391 = select i1 %2354, i64 0, i64 %2390
  %2392 = trunc i64 %2391 to i32
  %2393 = sext i32 %2392 to i64
  %2394 = icmp slt i64 %2336, %2393
  %2395 = sext i32 %N to i64
  %2396 = sdiv i64 %2395, 512
  %2397 = sub i64 0, %2395
  %2398 = select i1 false, i64 %2397, i64 %2396
  %2399 = srem i64 %2395, 512
  %2400 = icmp ne i64 %2399, 0
  %2401 = icmp slt i64 %2395, 0
  %2402 = icmp eq i1 %2401, false
  %2403 = and i1 %2400, %2402
  %2404 = zext i1 %2403 to i64
  %2405 = add i64 %2398, %2404
  %2406 = trunc i64 %2405 to i32
  %2407 = sub i32 %2406, 1
  %2408 = sub i32 %2407, %c555
  %2409 = mul i32 %2408, 512
  %2410 = sext i32 %2409 to i64
  %2411 = sub i64 0, %2410
  %2412 = icmp slt i64 %2411, 0
  %2413 = sext i32 %N to i64
  %2414 = sdiv i64 %2413, 512
  %2415 = sub i64 0, %2413
  %2416 = select i1 false, i64 %2415, i64 %2414
  %2417 = srem i64 %2413, 512
  %2418 = icmp ne i64 %2417, 0
  %2419 = icmp slt i64 %2413, 0
  %2420 = icmp eq i1 %2419, false
  %2421 = and i1 %2418, %2420
  %2422 = zext i1 %2421 to i64
  %2423 = add i64 %2416, %2422
  %2424 = trunc i64 %2423 to i32
  %2425 = sub i32 %2424, 1
  %2426 = sub i32 %2425, %c555
  %2427 = mul i32 %2426, 512
  %2428 = sext i32 %2427 to i64
  %2429 = sub i64 0, %2428
  %2430 = icmp sgt i64 %2429, 512
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
  %2444 = sub i32 %2443, %c555
  %2445 = mul i32 %2444, 512
  %2446 = sext i32 %2445 to i64
  %2447 = sub i64 0, %2446
  %2448 = select i1 %2430, i64 512, i64 %2447
  %2449 = select i1 %2412, i64 0, i64 %2448
  %2450 = trunc i64 %2449 to i32
  %2451 = sext i32 %2450 to i64
  %2452 = sext i32 %N to i64
  %2453 = sext i32 %N to i64
  %2454 = sdiv i64 %2453, 512
  %2455 = sub i64 0, %2453
  %2456 = select i1 false, i64 %2455, i64 %2454
  %2457 = srem i64 %2453, 512
  %2458 = icmp ne i64 %2457, 0
  %2459 = icmp slt i64 %2453, 0
  %2460 = icmp eq i1 %2459, false
  %2461 = and i1 %2458, %2460
  %2462 = zext i1 %2461 to i64
  %2463 = add i64 %2456, %2462
  %2464 = trunc i64 %2463 to i32
  %2465 = sub i32 %2464, 1
  %2466 = sub i32 %2465, %c555
  %2467 = mul i32 %2466, 512
  %2468 = sext i32 %2467 to i64
  %2469 = sub i64 %2452, %2468
  %2470 = icmp slt i64 %2469, 0
  %2471 = sext i32 %N to i64
  %2472 = sext i32 %N to i64
  %2473 = sdiv i64 %2472, 512
  %2474 = sub i64 0, %2472
  %2475 = select i1 false, i64 %2474, i64 %2473
  %2476 = srem i64 %2472, 512
  %2477 = icmp ne i64 %2476, 0
  %2478 = icmp slt i64 %2472, 0
  %2479 = icmp eq i1 %2478, false
  %2480 = and i1 %2477, %2479
  %2481 = zext i1 %2480 to i64
  %2482 = add i64 %2475, %2481
  %2483 = trunc i64 %2482 to i32
  %2484 = sub i32 %2483, 1
  %2485 = sub i32 %2484, %c555
  %2486 = mul i32 %2485, 512
  %2487 = sext i32 %2486 to i64
  %2488 = sub i64 %2471, %2487
  %2489 = icmp sgt i64 %2488, 512
  %2490 = sext i32 %N to i64
  %2491 = sext i32 %N to i64
  %2492 = sdiv i64 %2491, 512
  %2493 = sub i64 0, %2491
  %2494 = select i1 false, i64 %2493, i64 %2492
  %2495 = srem i64 %2491, 512
  %2496 = icmp ne i64 %2495, 0
  %2497 = icmp slt i64 %2491, 0
  %2498 = icmp eq i1 %2497, false
  %2499 = and i1 %2496, %2498
  %2500 = zext i1 %2499 to i64
  %2501 = add i64 %2494, %2500
  %2502 = trunc i64 %2501 to i32
  %2503 = sub i32 %2502, 1
  %2504 = sub i32 %2503, %c555
  %2505 = mul i32 %2504, 512
  %2506 = sext i32 %2505 to i64
  %2507 = sub i64 %2490, %2506
  %2508 = select i1 %2489, i64 512, i64 %2507
  %2509 = select i1 %2470, i64 0, i64 %2508
  %2510 = select i1 %2394, i64 %2451, i64 %2509
  %2511 = trunc i64 %2510 to i32
  %2512 = icmp slt i32 %2511, 0
  %2513 = sext i32 %N to i64
  %2514 = sext i32 %N to i64
  %2515 = sdiv i64 %2514, 512
  %2516 = sub i64 0, %2514
  %2517 = select i1 false, i64 %2516, i64 %2515
  %2518 = srem i64 %2514, 512
  %2519 = icmp ne i64 %2518, 0
  %2520 = icmp slt i64 %2514, 0
  %2521 = icmp eq i1 %2520, false
  %2522 = and i1 %2519, %2521
  %2523 = zext i1 %2522 to i64
  %2524 = add i64 %2517, %2523
  %2525 = trunc i64 %2524 to i32
  %2526 = sub i32 %2525, 1
  %2527 = sub i32 %2526, %c555
  %2528 = mul i32 %2527, 512
  %2529 = sext i32 %2528 to i64
  %2530 = sub i64 %2513, %2529
  %2531 = icmp slt i64 %2530, 0
  %2532 = sext i32 %N to i64
  %2533 = sext i32 %N to i64
  %2534 = sdiv i64 %2533, 512
  %2535 = sub i64 0, %2533
  %2536 = select i1 false, i64 %2535, i64 %2534
  %2537 = srem i64 %2533, 512
  %2538 = icmp ne i64 %2537, 0
  %2539 = icmp slt i64 %2533, 0
  %2540 = icmp eq i1 %2539, false
  %2541 = and i1 %2538, %2540
  %2542 = zext i1 %2541 to i64
  %2543 = add i64 %2536, %2542
  %2544 = trunc i64 %2543 to i32
  %2545 = sub i32 %2544, 1
  %2546 = sub i32 %2545, %c555
  %2547 = mul i32 %2546, 512
  %2548 = sext i32 %2547 to i64
  %2549 = sub i64 %2532, %2548
  %2550 = icmp sgt i64 %2549, 512
  %2551 = sext i32 %N to i64
  %2552 = sext i32 %N to i64
  %2553 = sdiv i64 %2552, 512
  %2554 = sub i64 0, %2552
  %2555 = select i1 false, i64 %2554, i64 %2553
  %2556 = srem i64 %2552, 512
  %2557 = icmp ne i64 %2556, 0
  %2558 = icmp slt i64 %2552, 0
  %2559 = icmp eq i1 %2558, false
  %2560 = and i1 %2557, %2559
  %2561 = zext i1 %2560 to i64
  %2562 = add i64 %2555, %2561
  %2563 = trunc i64 %2562 to i32
  %2564 = sub i32 %2563, 1
  %2565 = sub i32 %2564, %c555
  %2566 = mul i32 %2565, 512
  %2567 = sext i32 %2566 to i64
  %2568 = sub i64 %2551, %2567
  %2569 = select i1 %2550, i64 512, i64 %2568
  %2570 = select i1 %2531, i64 0, i64 %2569
  %2571 = sext i32 %N to i64
  %2572 = sdiv i64 %2571, 512
  %2573 = sub i64 0, %2571
  %2574 = select i1 false, i64 %2573, i64 %2572
  %2575 = srem i64 %2571, 512
  %2576 = icmp ne i64 %2575, 0
  %2577 = icmp slt i64 %2571, 0
  %2578 = icmp eq i1 %2577, false
  %2579 = and i1 %2576, %2578
  %2580 = zext i1 %2579 to i64
  %2581 = add i64 %2574, %2580
  %2582 = trunc i64 %2581 to i32
  %2583 = sub i32 %2582, 1
  %2584 = sub i32 %2583, %c555
  %2585 = mul i32 %2584, 512
  %2586 = sext i32 %2585 to i64
  %2587 = sub i64 0, %2586
  %2588 = icmp slt i64 %2587, 0
  %2589 = sext i32 %N to i64
  %2590 = sdiv i64 %2589, 512
  %2591 = sub i64 0, %2589
  %2592 = select i1 false, i64 %2591, i64 %2590
  %2593 = srem i64 %2589, 512
  %2594 = icmp ne i64 %2593, 0
  %2595 = icmp slt i64 %2589, 0
  %2596 = icmp eq i1 %2595, false
  %2597 = and i1 %2594, %2596
  %2598 = zext i1 %2597 to i64
  %2599 = add i64 %2592, %2598
  %2600 = trunc i64 %2599 to i32
  %2601 = sub i32 %2600, 1
  %2602 = sub i32 %2601, %c555
  %2603 = mul i32 %2602, 512
  %2604 = sext i32 %2603 to i64
  %2605 = sub i64 0, %2604
  %2606 = icmp sgt i64 %2605, 512
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
  %2620 = sub i32 %2619, %c555
  %2621 = mul i32 %2620, 512
  %2622 = sext i32 %2621 to i64
  %2623 = sub i64 0, %2622
  %2624 = select i1 %2606, i64 512, i64 %2623
  %2625 = select i1 %2588, i64 0, i64 %2624
  %2626 = trunc i64 %2625 to i32
  %2627 = sext i32 %2626 to i64
  %2628 = icmp slt i64 %2570, %2627
  %2629 = sext i32 %N to i64
  %2630 = sdiv i64 %2629, 512
  %2631 = sub i64 0, %2629
  %2632 = select i1 false, i64 %2631, i64 %2630
  %2633 = srem i64 %2629, 512
  %2634 = icmp ne i64 %2633, 0
  %2635 = icmp slt i64 %2629, 0
  %2636 = icmp eq i1 %2635, false
  %2637 = and i1 %2634, %2636
  %2638 = zext i1 %2637 to i64
  %2639 = add i64 %2632, %2638
  %2640 = trunc i64 %2639 to i32
  %2641 = sub i32 %2640, 1
  %2642 = sub i32 %2641, %c555
  %2643 = mul i32 %2642, 512
  %2644 = sext i32 %2643 to i64
  %2645 = sub i64 0, %2644
  %2646 = icmp slt i64 %2645, 0
  %2647 = sext i32 %N to i64
  %2648 = sdiv i64 %2647, 512
  %2649 = sub i64 0, %2647
  %2650 = select i1 false, i64 %2649, i64 %2648
  %2651 = srem i64 %2647, 512
  %2652 = icmp ne i64 %2651, 0
  %2653 = icmp slt i64 %2647, 0
  %2654 = icmp eq i1 %2653, false
  %2655 = and i1 %2652, %2654
  %2656 = zext i1 %2655 to i64
  %2657 = add i64 %2650, %2656
  %2658 = trunc i64 %2657 to i32
  %2659 = sub i32 %2658, 1
  %2660 = sub i32 %2659, %c555
  %2661 = mul i32 %2660, 512
  %2662 = sext i32 %2661 to i64
  %2663 = sub i64 0, %2662
  %2664 = icmp sgt i64 %2663, 512
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
  %2678 = sub i32 %2677, %c555
  %2679 = mul i32 %2678, 512
  %2680 = sext i32 %2679 to i64
  %2681 = sub i64 0, %2680
  %2682 = select i1 %2664, i64 512, i64 %2681
  %2683 = select i1 %2646, i64 0, i64 %2682
  %2684 = trunc i64 %2683 to i32
  %2685 = sext i32 %2684 to i64
  %2686 = sext i32 %N to i64
  %2687 = sext i32 %N to i64
  %2688 = sdiv i64 %2687, 512
  %2689 = sub i64 0, %2687
  %2690 = select i1 false, i64 %2689, i64 %2688
  %2691 = srem i64 %2687, 512
  %2692 = icmp ne i64 %2691, 0
  %2693 = icmp slt i64 %2687, 0
  %2694 = icmp eq i1 %2693, false
  %2695 = and i1 %2692, %2694
  %2696 = zext i1 %2695 to i64
  %2697 = add i64 %2690, %2696
  %2698 = trunc i64 %2697 to i32
  %2699 = sub i32 %2698, 1
  %2700 = sub i32 %2699, %c555
  %2701 = mul i32 %2700, 512
  %2702 = sext i32 %2701 to i64
  %2703 = sub i64 %2686, %2702
  %2704 = icmp slt i64 %2703, 0
  %2705 = sext i32 %N to i64
  %2706 = sext i32 %N to i64
  %2707 = sdiv i64 %2706, 512
  %2708 = sub i64 0, %2706
  %2709 = select i1 false, i64 %2708, i64 %2707
  %2710 = srem i64 %2706, 512
  %2711 = icmp ne i64 %2710, 0
  %2712 = icmp slt i64 %2706, 0
  %2713 = icmp eq i1 %2712, false
  %2714 = and i1 %2711, %2713
  %2715 = zext i1 %2714 to i64
  %2716 = add i64 %2709, %2715
  %2717 = trunc i64 %2716 to i32
  %2718 = sub i32 %2717, 1
  %2719 = sub i32 %2718, %c555
  %2720 = mul i32 %2719, 512
  %2721 = sext i32 %2720 to i64
  %2722 = sub i64 %2705, %2721
  %2723 = icmp sgt i64 %2722, 512
  %2724 = sext i32 %N to i64
  %2725 = sext i32 %N to i64
  %2726 = sdiv i64 %2725, 512
  %2727 = sub i64 0, %2725
  %2728 = select i1 false, i64 %2727, i64 %2726
  %2729 = srem i64 %2725, 512
  %2730 = icmp ne i64 %2729, 0
  %2731 = icmp slt i64 %2725, 0
  %2732 = icmp eq i1 %2731, false
  %2733 = and i1 %2730, %2732
  %2734 = zext i1 %2733 to i64
  %2735 = add i64 %2728, %2734
  %2736 = trunc i64 %2735 to i32
  %2737 = sub i32 %2736, 1
  %2738 = sub i32 %2737, %c555
  %2739 = mul i32 %2738, 512
  %2740 = sext i32 %2739 to i64
  %2741 = sub i64 %2724, %2740
  %2742 = select i1 %2723, i64 512, i64 %2741
  %2743 = select i1 %2704, i64 0, i64 %2742
  %2744 = select i1 %2628, i64 %2685, i64 %2743
  %2745 = trunc i64 %2744 to i32
  %2746 = icmp sgt i32 %2745, 512
  %2747 = sext i32 %N to i64
  %2748 = sext i32 %N to i64
  %2749 = sdiv i64 %2748, 512
  %2750 = sub i64 0, %2748
  %2751 = select i1 false, i64 %2750, i64 %2749
  %2752 = srem i64 %2748, 512
  %2753 = icmp ne i64 %2752, 0
  %2754 = icmp slt i64 %2748, 0
  %2755 = icmp eq i1 %2754, false
  %2756 = and i1 %2753, %2755
  %2757 = zext i1 %2756 to i64
  %2758 = add i64 %2751, %2757
  %2759 = trunc i64 %2758 to i32
  %2760 = sub i32 %2759, 1
  %2761 = sub i32 %2760, %c555
  %2762 = mul i32 %2761, 512
  %2763 = sext i32 %2762 to i64
  %2764 = sub i64 %2747, %2763
  %2765 = icmp slt i64 %2764, 0
  %2766 = sext i32 %N to i64
  %2767 = sext i32 %N to i64
  %2768 = sdiv i64 %2767, 512
  %2769 = sub i64 0, %2767
  %2770 = select i1 false, i64 %2769, i64 %2768
  %2771 = srem i64 %2767, 512
  %2772 = icmp ne i64 %2771, 0
  %2773 = icmp slt i64 %2767, 0
  %2774 = icmp eq i1 %2773, false
  %2775 = and i1 %2772, %2774
  %2776 = zext i1 %2775 to i64
  %2777 = add i64 %2770, %2776
  %2778 = trunc i64 %2777 to i32
  %2779 = sub i32 %2778, 1
  %2780 = sub i32 %2779, %c555
  %2781 = mul i32 %2780, 512
  %2782 = sext i32 %2781 to i64
  %2783 = sub i64 %2766, %2782
  %2784 = icmp sgt i64 %2783, 512
  %2785 = sext i32 %N to i64
  %2786 = sext i32 %N to i64
  %2787 = sdiv i64 %2786, 512
  %2788 = sub i64 0, %2786
  %2789 = select i1 false, i64 %2788, i64 %2787
  %2790 = srem i64 %2786, 512
  %2791 = icmp ne i64 %2790, 0
  %2792 = icmp slt i64 %2786, 0
  %2793 = icmp eq i1 %2792, false
  %2794 = and i1 %2791, %2793
  %2795 = zext i1 %2794 to i64
  %2796 = add i64 %2789, %2795
  %2797 = trunc i64 %2796 to i32
  %2798 = sub i32 %2797, 1
  %2799 = sub i32 %2798, %c555
  %2800 = mul i32 %2799, 512
  %2801 = sext i32 %2800 to i64
  %2802 = sub i64 %2785, %2801
  %2803 = select i1 %2784, i64 512, i64 %2802
  %2804 = select i1 %2765, i64 0, i64 %2803
  %2805 = sext i32 %N to i64
  %2806 = sdiv i64 %2805, 512
  %2807 = sub i64 0, %2805
  %2808 = select i1 false, i64 %2807, i64 %2806
  %2809 = srem i64 %2805, 512
  %2810 = icmp ne i64 %2809, 0
  %2811 = icmp slt i64 %2805, 0
  %2812 = icmp eq i1 %2811, false
  %2813 = and i1 %2810, %2812
  %2814 = zext i1 %2813 to i64
  %2815 = add i64 %2808, %2814
  %2816 = trunc i64 %2815 to i32
  %2817 = sub i32 %2816, 1
  %2818 = sub i32 %2817, %c555
  %2819 = mul i32 %2818, 512
  %2820 = sext i32 %2819 to i64
  %2821 = sub i64 0, %2820
  %2822 = icmp slt i64 %2821, 0
  %2823 = sext i32 %N to i64
  %2824 = sdiv i64 %2823, 512
  %2825 = sub i64 0, %2823
  %2826 = select i1 false, i64 %2825, i64 %2824
  %2827 = srem i64 %2823, 512
  %2828 = icmp ne i64 %2827, 0
  %2829 = icmp slt i64 %2823, 0
  %2830 = icmp eq i1 %2829, false
  %2831 = and i1 %2828, %2830
  %2832 = zext i1 %2831 to i64
  %2833 = add i64 %2826, %2832
  %2834 = trunc i64 %2833 to i32
  %2835 = sub i32 %2834, 1
  %2836 = sub i32 %2835, %c555
  %2837 = mul i32 %2836, 512
  %2838 = sext i32 %2837 to i64
  %2839 = sub i64 0, %2838
  %2840 = icmp sgt i64 %2839, 512
  %2841 = sext i32 %N to i64
  %2842 = sdiv i64 %2841, 512
  %2843 = sub i64 0, %2841
  %2844 = select i1 false, i64 %2843, i64 %2842
  %2845 = srem i64 %2841, 512
  %2846 = icmp ne i64 %2845, 0
  %2847 = icmp slt i64 %2841, 0
  %2848 = icmp eq i1 %2847, false
  %2849 = and i1 %2846, %2848
  %2850 = zext i1 %2849 to i64
  %2851 = add i64 %2844, %2850
  %2852 = trunc i64 %2851 to i32
  %2853 = sub i32 %2852, 1
  %2854 = sub i32 %2853, %c555
  %2855 = mul i32 %2854, 512
  %2856 = sext i32 %2855 to i64
  %2857 = sub i64 0, %2856
  %2858 = select i1 %2840, i64 512, i64 %2857
  %2859 = select i1 %2822, i64 0, i64 %2858
  %2860 = trunc i64 %2859 to i32
  %2861 = sext i32 %2860 to i64
  %2862 = icmp slt i64 %2804, %2861
  %2863 = sext i32 %N to i64
  %2864 = sdiv i64 %2863, 512
  %2865 = sub i64 0, %2863
  %2866 = select i1 false, i64 %2865, i64 %2864
  %2867 = srem i64 %2863, 512
  %2868 = icmp ne i64 %2867, 0
  %2869 = icmp slt i64 %2863, 0
  %2870 = icmp eq i1 %2869, false
  %2871 = and i1 %2868, %2870
  %2872 = zext i1 %2871 to i64
  %2873 = add i64 %2866, %2872
  %2874 = trunc i64 %2873 to i32
  %2875 = sub i32 %2874, 1
  %2876 = sub i32 %2875, %c555
  %2877 = mul i32 %2876, 512
  %2878 = sext i32 %2877 to i64
  %2879 = sub i64 0, %2878
  %2880 = icmp slt i64 %2879, 0
  %2881 = sext i32 %N to i64
  %2882 = sdiv i64 %2881, 512
  %2883 = sub i64 0, %2881
  %2884 = select i1 false, i64 %2883, i64 %2882
  %2885 = srem i64 %2881, 512
  %2886 = icmp ne i64 %2885, 0
  %2887 = icmp slt i64 %2881, 0
  %2888 = icmp eq i1 %2887, false
  %2889 = and i1 %2886, %2888
  %2890 = zext i1 %2889 to i64
  %2891 = add i64 %2884, %2890
  %2892 = trunc i64 %2891 to i32
  %2893 = sub i32 %2892, 1
  %2894 = sub i32 %2893, %c555
  %2895 = mul i32 %2894, 512
  %2896 = sext i32 %2895 to i64
  %2897 = sub i64 0, %2896
  %2898 = icmp sgt i64 %2897, 512
  %2899 = sext i32 %N to i64
  %2900 = sdiv i64 %2899, 512
  %2901 = sub i64 0, %2899
  %2902 = select i1 false, i64 %2901, i64 %2900
  %2903 = srem i64 %2899, 512
  %2904 = icmp ne i64 %2903, 0
  %2905 = icmp slt i64 %2899, 0
  %2906 = icmp eq i1 %2905, false
  %2907 = and i1 %2904, %2906
  %2908 = zext i1 %2907 to i64
  %2909 = add i64 %2902, %2908
  %2910 = trunc i64 %2909 to i32
  %2911 = sub i32 %2910, 1
  %2912 = sub i32 %2911, %c555
  %2913 = mul i32 %2912, 512
  %2914 = sext i32 %2913 to i64
  %2915 = sub i64 0, %2914
  %2916 = select i1 %2898, i64 512, i64 %2915
  %2917 = select i1 %2880, i64 0, i64 %2916
  %2918 = trunc i64 %2917 to i32
  %2919 = sext i32 %2918 to i64
  %2920 = sext i32 %N to i64
  %2921 = sext i32 %N to i64
  %2922 = sdiv i64 %2921, 512
  %2923 = sub i64 0, %2921
  %2924 = select i1 false, i64 %2923, i64 %2922
  %2925 = srem i64 %2921, 512
  %2926 = icmp ne i64 %2925, 0
  %2927 = icmp slt i64 %2921, 0
  %2928 = icmp eq i1 %2927, false
  %2929 = and i1 %2926, %2928
  %2930 = zext i1 %2929 to i64
  %2931 = add i64 %2924, %2930
  %2932 = trunc i64 %2931 to i32
  %2933 = sub i32 %2932, 1
  %2934 = sub i32 %2933, %c555
  %2935 = mul i32 %2934, 512
  %2936 = sext i32 %2935 to i64
  %2937 = sub i64 %2920, %2936
  %2938 = icmp slt i64 %2937, 0
  %2939 = sext i32 %N to i64
  %2940 = sext i32 %N to i64
  %2941 = sdiv i64 %2940, 512
  %2942 = sub i64 0, %2940
  %2943 = select i1 false, i64 %2942, i64 %2941
  %2944 = srem i64 %2940, 512
  %2945 = icmp ne i64 %2944, 0
  %2946 = icmp slt i64 %2940, 0
  %2947 = icmp eq i1 %2946, false
  %2948 = and i1 %2945, %2947
  %2949 = zext i1 %2948 to i64
  %2950 = add i64 %2943, %2949
  %2951 = trunc i64 %2950 to i32
  %2952 = sub i32 %2951, 1
  %2953 = sub i32 %2952, %c555
  %2954 = mul i32 %2953, 512
  %2955 = sext i32 %2954 to i64
  %2956 = sub i64 %2939, %2955
  %2957 = icmp sgt i64 %2956, 512
  %2958 = sext i32 %N to i64
  %2959 = sext i32 %N to i64
  %2960 = sdiv i64 %2959, 512
  %2961 = sub i64 0, %2959
  %2962 = select i1 false, i64 %2961, i64 %2960
  %2963 = srem i64 %2959, 512
  %2964 = icmp ne i64 %2963, 0
  %2965 = icmp slt i64 %2959, 0
  %2966 = icmp eq i1 %2965, false
  %2967 = and i1 %2964, %2966
  %2968 = zext i1 %2967 to i64
  %2969 = add i64 %2962, %2968
  %2970 = trunc i64 %2969 to i32
  %2971 = sub i32 %2970, 1
  %2972 = sub i32 %2971, %c555
  %2973 = mul i32 %2972, 512
  %2974 = sext i32 %2973 to i64
  %2975 = sub i64 %2958, %2974
  %2976 = select i1 %2957, i64 512, i64 %2975
  %2977 = select i1 %2938, i64 0, i64 %2976
  %2978 = select i1 %2862, i64 %2919, i64 %2977
  %2979 = trunc i64 %2978 to i32
  %2980 = select i1 %2746, i32 512, i32 %2979
  %tl_cols21 = select i1 %2512, i32 0, i32 %2980
  br label %for.cond627

for.end625:                                       ; preds = %for.cond623
  %2981 = mul i32 %bx, 4
  %2982 = icmp sle i32 0, %2981
  %2983 = mul i32 %bx, 4
  %2984 = sext i32 %2983 to i64
  %2985 = add i64 %2984, 4
  %2986 = sext i32 %M to i64
  %2987 = icmp sle i64 %2985, %2986
  %2988 = and i1 %2982, %2987
  %2989 = mul i32 %t, 512
  %2990 = icmp sle i32 0, %2989
  %2991 = mul i32 %t, 512
  %2992 = sext i32 %2991 to i64
  %2993 = add i64 %2992, 512
  %2994 = sext i32 %N to i64
  %2995 = icmp sle i64 %2993, %2994
  %2996 = and i1 %2990, %2995
  %2997 = and i1 %2988, %2996
  br i1 %2997, label %if.then634, label %if.else635

for.cond627:                                      ; preds = %for.body628, %for.body624
  %j630 = phi i32 [ 0, %for.body624 ], [ %3026, %for.body628 ]
  %2998 = icmp slt i32 %j630, %tl_cols21
  br i1 %2998, label %for.body628, label %for.end629

for.body628:                                      ; preds = %for.cond627
  %2999 = sext i32 %i626 to i64
  %3000 = mul nsw i64 %2999, 512
  %3001 = sext i32 %j630 to i64
  %3002 = add nsw i64 %3000, %3001
  %3003 = getelementptr inbounds float, ptr %X_f, i64 %3002
  %3004 = load float, ptr %3003, align 4
  %3005 = sext i32 %i626 to i64
  %3006 = getelementptr inbounds float, ptr %mean, i64 %3005
  %3007 = load float, ptr %3006, align 4
  %3008 = fsub float %3004, %3007
  %3009 = sext i32 %i626 to i64
  %3010 = getelementptr inbounds float, ptr %rstd, i64 %3009
  %3011 = load float, ptr %3010, align 4
  %3012 = fmul float %3008, %3011
  %3013 = sext i32 %j630 to i64
  %3014 = getelementptr inbounds float, ptr %W_f, i64 %3013
  %3015 = load float, ptr %3014, align 4
  %3016 = fmul float %3012, %3015
  %3017 = sext i32 %j630 to i64
  %3018 = getelementptr inbounds float, ptr %B_f, i64 %3017
  %3019 = load float, ptr %3018, align 4
  %3020 = fadd float %3016, %3019
  %3021 = sext i32 %i626 to i64
  %3022 = mul nsw i64 %3021, 512
  %3023 = sext i32 %j630 to i64
  %3024 = add nsw i64 %3022, %3023
  %3025 = getelementptr inbounds float, ptr %X_f, i64 %3024
  store float %3020, ptr %3025, align 4
  %3026 = add nsw i32 %j630, 1
  br label %for.cond627, !llvm.loop !141

for.end629:                                       ; preds = %for.cond627
  %3027 = sext i32 %i626 to i64
  %3028 = getelementptr inbounds float, ptr %mean, i64 %3027
  %3029 = load float, ptr %3028, align 4
  %3030 = fsub float 0.000000e+00, %3029
  %3031 = sext i32 %i626 to i64
  %3032 = getelementptr inbounds float, ptr %rstd, i64 %3031
  %3033 = load float, ptr %3032, align 4
  %3034 = fmul float %3030, %3033
  %3035 = fmul float %3034, 0.000000e+00
  %tl_col23 = fadd float %3035, 0.000000e+00
  %3036 = sub i32 512, %tl_cols21
  br label %for.cond631

for.cond631:                                      ; preds = %for.body632, %for.end629
  %j22 = phi i32 [ 0, %for.end629 ], [ %3044, %for.body632 ]
  %3037 = icmp slt i32 %j22, %3036
  br i1 %3037, label %for.body632, label %for.end633

for.body632:                                      ; preds = %for.cond631
  %3038 = sext i32 %i626 to i64
  %3039 = mul nsw i64 %3038, 512
  %3040 = add i32 %tl_cols21, %j22
  %3041 = sext i32 %3040 to i64
  %3042 = add nsw i64 %3039, %3041
  %3043 = getelementptr inbounds float, ptr %X_f, i64 %3042
  store float %tl_col23, ptr %3043, align 4
  %3044 = add nsw i32 %j22, 1
  br label %for.cond631, !llvm.loop !142

for.end633:                                       ; preds = %for.cond631
  %3045 = add nsw i32 %i626, 1
  br label %for.cond623, !llvm.loop !143

if.then634:                                       ; preds = %for.end625
  br label %for.cond637

if.else635:                                       ; preds = %for.end625
  br label %for.cond648

if.end636:                                        ; preds = %for.end650, %for.end639
  %3046 = add nsw i32 %c555, 1
  br label %for.cond552, !llvm.loop !144

for.cond637:                                      ; preds = %if.end643, %if.then634
  %i15640 = phi i32 [ 0, %if.then634 ], [ %3066, %if.end643 ]
  %3047 = icmp slt i32 %i15640, 4
  br i1 %3047, label %for.body638, label %for.end639

for.body638:                                      ; preds = %for.cond637
  %3048 = sext i32 %M to i64
  %3049 = sext i32 %N to i64
  %3050 = mul i64 %3048, %3049
  %3051 = icmp sge i64 %3050, 8388608
  br i1 %3051, label %if.then641, label %if.else642

for.end639:                                       ; preds = %for.cond637
  br label %if.end636

if.then641:                                       ; preds = %for.body638
  %3052 = mul i32 %bx, 4
  %3053 = add i32 %3052, %i15640
  %3054 = sext i32 %3053 to i64
  %3055 = sext i32 %N to i64
  %3056 = mul nsw i64 %3054, %3055
  %3057 = mul i32 %t, 512
  %3058 = add i32 %3057, 0
  %3059 = sext i32 %3058 to i64
  %3060 = add nsw i64 %3056, %3059
  %3061 = getelementptr inbounds float, ptr %Y, i64 %3060
  %3062 = sext i32 %i15640 to i64
  %3063 = mul nsw i64 %3062, 512
  %3064 = add nsw i64 %3063, 0
  %3065 = getelementptr inbounds float, ptr %X_f, i64 %3064
  call void @tilec_rt_stream(ptr %3061, ptr %3065, i64 2048)
  br label %if.end643

if.else642:                                       ; preds = %for.body638
  br label %for.cond644

if.end643:                                        ; preds = %for.end646, %if.then641
  %3066 = add nsw i32 %i15640, 1
  br label %for.cond637, !llvm.loop !145

for.cond644:                                      ; preds = %for.body645, %if.else642
  %j5647 = phi i32 [ 0, %if.else642 ], [ %3084, %for.body645 ]
  %3067 = icmp slt i32 %j5647, 512
  br i1 %3067, label %for.body645, label %for.end646

for.body645:                                      ; preds = %for.cond644
  %3068 = sext i32 %i15640 to i64
  %3069 = mul nsw i64 %3068, 512
  %3070 = sext i32 %j5647 to i64
  %3071 = add nsw i64 %3069, %3070
  %3072 = getelementptr inbounds float, ptr %X_f, i64 %3071
  %3073 = load float, ptr %3072, align 4
  %3074 = mul i32 %bx, 4
  %3075 = add i32 %3074, %i15640
  %3076 = sext i32 %3075 to i64
  %3077 = sext i32 %N to i64
  %3078 = mul nsw i64 %3076, %3077
  %3079 = mul i32 %t, 512
  %3080 = add i32 %3079, %j5647
  %3081 = sext i32 %3080 to i64
  %3082 = add nsw i64 %3078, %3081
  %3083 = getelementptr inbounds float, ptr %Y, i64 %3082
  store float %3073, ptr %3083, align 4
  %3084 = add nsw i32 %j5647, 1
  br label %for.cond644, !llvm.loop !146

for.end646:                                       ; preds = %for.cond644
  br label %if.end643

for.cond648:                                      ; preds = %for.end654, %if.else635
  %i15651 = phi i32 [ 0, %if.else635 ], [ %3112, %for.end654 ]
  %3085 = icmp slt i32 %i15651, 4
  br i1 %3085, label %for.body649, label %for.end650

for.body649:                                      ; preds = %for.cond648
  br label %for.cond652

for.end650:                                       ; preds = %for.cond648
  br label %if.end636

for.cond652:                                      ; preds = %if.end658, %for.body649
  %j5655 = phi i32 [ 0, %for.body649 ], [ %3129, %if.end658 ]
  %3086 = icmp slt i32 %j5655, 512
  br i1 %3086, label %for.body653, label %for.end654

for.body653:                                      ; preds = %for.cond652
  %3087 = mul i32 %bx, 4
  %3088 = sext i32 %3087 to i64
  %3089 = sext i32 %i15651 to i64
  %3090 = add i64 %3088, %3089
  %3091 = icmp sle i64 0, %3090
  %3092 = mul i32 %bx, 4
  %3093 = sext i32 %3092 to i64
  %3094 = sext i32 %i15651 to i64
  %3095 = add i64 %3093, %3094
  %3096 = sext i32 %M to i64
  %3097 = icmp slt i64 %3095, %3096
  %3098 = and i1 %3091, %3097
  %3099 = mul i32 %t, 512
  %3100 = sext i32 %3099 to i64
  %3101 = sext i32 %j5655 to i64
  %3102 = add i64 %3100, %3101
  %3103 = icmp sle i64 0, %3102
  %3104 = mul i32 %t, 512
  %3105 = sext i32 %3104 to i64
  %3106 = sext i32 %j5655 to i64
  %3107 = add i64 %3105, %3106
  %3108 = sext i32 %N to i64
  %3109 = icmp slt i64 %3107, %3108
  %3110 = and i1 %3103, %3109
  %3111 = and i1 %3098, %3110
  br i1 %3111, label %if.then656, label %if.else657

for.end654:                                       ; preds = %for.cond652
  %3112 = add nsw i32 %i15651, 1
  br label %for.cond648, !llvm.loop !147

if.then656:                                       ; preds = %for.body653
  %3113 = sext i32 %i15651 to i64
  %3114 = mul nsw i64 %3113, 512
  %3115 = sext i32 %j5655 to i64
  %3116 = add nsw i64 %3114, %3115
  %3117 = getelementptr inbounds float, ptr %X_f, i64 %3116
  %3118 = load float, ptr %3117, align 4
  %3119 = mul i32 %bx, 4
  %3120 = add i32 %3119, %i15651
  %3121 = sext i32 %3120 to i64
  %3122 = sext i32 %N to i64
  %3123 = mul nsw i64 %3121, %3122
  %3124 = mul i32 %t, 512
  %3125 = add i32 %3124, %j5655
  %3126 = sext i32 %3125 to i64
  %3127 = add nsw i64 %3123, %3126
  %3128 = getelementptr inbounds float, ptr %Y, i64 %3127
  store float %3118, ptr %3128, align 4
  br label %if.end658

if.else657:                                       ; preds = %for.body653
  br label %if.end658

if.end658:                                        ; preds = %if.else657, %if.then656
  %3129 = add nsw i32 %j5655, 1
  br label %for.cond652, !llvm.loop !148
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
