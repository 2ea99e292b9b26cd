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

if.end27:                                         ; preds = %for.end34, %for.end30
  %94 = sext i32 %N to i64
  %95 = icmp sle i64 256, %94
  br i1 %95, label %if.then36, label %if.else37

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
  br label %if.end27

if.then36:                                        ; preds = %if.end27
  br label %for.cond39

if.else37:                                        ; preds = %if.end27
  %110 = sext i32 %N to i64
  %111 = icmp slt i64 %110, 0
  %112 = sext i32 %N to i64
  %113 = icmp sgt i64 %112, 256
  %114 = sext i32 %N to i64
  %115 = select i1 %113, i64 256, i64 %114
  %116 = select i1 %111, i64 0, i64 %115
  %tl_hi2 = trunc i64 %116 to i32
  br label %for.cond43

if.end38:                                         ; preds = %for.end45, %for.end41
  br label %for.cond47

for.cond39:                                       ; preds = %for.body40, %if.then36
  %i1142 = phi i32 [ 0, %if.then36 ], [ %123, %for.body40 ]
  %117 = icmp slt i32 %i1142, 256
  br i1 %117, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %118 = sext i32 %i1142 to i64
  %119 = getelementptr inbounds float, ptr %B, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = sext i32 %i1142 to i64
  %122 = getelementptr inbounds float, ptr %B_s, i64 %121
  store float %120, ptr %122, align 4
  %123 = add nsw i32 %i1142, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  br label %if.end38

for.cond43:                                       ; preds = %for.body44, %if.else37
  %i1146 = phi i32 [ 0, %if.else37 ], [ %130, %for.body44 ]
  %124 = icmp slt i32 %i1146, %tl_hi2
  br i1 %124, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %125 = sext i32 %i1146 to i64
  %126 = getelementptr inbounds float, ptr %B, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = sext i32 %i1146 to i64
  %129 = getelementptr inbounds float, ptr %B_s, i64 %128
  store float %127, ptr %129, align 4
  %130 = add nsw i32 %i1146, 1
  br label %for.cond43, !llvm.loop !11

for.end45:                                        ; preds = %for.cond43
  br label %if.end38

for.cond47:                                       ; preds = %for.end55, %if.end38
  %i = phi i32 [ 0, %if.end38 ], [ %172, %for.end55 ]
  %131 = icmp slt i32 %i, 16
  br i1 %131, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %132 = sext i32 %N to i64
  %133 = icmp slt i64 %132, 0
  %134 = sext i32 %N to i64
  %135 = icmp sgt i64 %134, 256
  %136 = sext i32 %N to i64
  %137 = select i1 %135, i64 256, i64 %136
  %138 = select i1 %133, i64 0, i64 %137
  %tl_hi3 = trunc i64 %138 to i32
  br label %for.cond50

for.end49:                                        ; preds = %for.cond47
  br label %for.cond56

for.cond50:                                       ; preds = %for.body51, %for.body48
  %j = phi i32 [ 0, %for.body48 ], [ %156, %for.body51 ]
  %139 = icmp slt i32 %j, %tl_hi3
  br i1 %139, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %140 = sext i32 %i to i64
  %141 = mul nsw i64 %140, 256
  %142 = sext i32 %j to i64
  %143 = add nsw i64 %141, %142
  %144 = getelementptr inbounds float, ptr %X_s, i64 %143
  %x = load float, ptr %144, align 4
  %145 = sext i32 %i to i64
  %146 = mul nsw i64 %145, 256
  %147 = sext i32 %j to i64
  %148 = add nsw i64 %146, %147
  %149 = getelementptr inbounds float, ptr %X_s, i64 %148
  store float %x, ptr %149, align 4
  %150 = fmul float %x, %x
  %151 = sext i32 %i to i64
  %152 = mul nsw i64 %151, 256
  %153 = sext i32 %j to i64
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds float, ptr %sq_s, i64 %154
  store float %150, ptr %155, align 4
  %156 = add nsw i32 %j, 1
  br label %for.cond50, !llvm.loop !12

for.end52:                                        ; preds = %for.cond50
  %157 = sub i32 256, %tl_hi3
  br label %for.cond53

for.cond53:                                       ; preds = %for.body54, %for.end52
  %j6 = phi i32 [ 0, %for.end52 ], [ %171, %for.body54 ]
  %158 = icmp slt i32 %j6, %157
  br i1 %158, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %159 = sext i32 %i to i64
  %160 = mul nsw i64 %159, 256
  %161 = add i32 %tl_hi3, %j6
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %160, %162
  %164 = getelementptr inbounds float, ptr %X_s, i64 %163
  store float 0.000000e+00, ptr %164, align 4
  %165 = sext i32 %i to i64
  %166 = mul nsw i64 %165, 256
  %167 = add i32 %tl_hi3, %j6
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %166, %168
  %170 = getelementptr inbounds float, ptr %sq_s, i64 %169
  store float 0.000000e+00, ptr %170, align 4
  %171 = add nsw i32 %j6, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  %172 = add nsw i32 %i, 1
  br label %for.cond47, !llvm.loop !14

for.cond56:                                       ; preds = %for.end74, %for.end49
  %i1 = phi i32 [ 0, %for.end49 ], [ %249, %for.end74 ]
  %173 = icmp slt i32 %i1, 16
  br i1 %173, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  br label %for.cond59

for.end58:                                        ; preds = %for.cond56
  br label %for.cond76

for.cond59:                                       ; preds = %for.body60, %for.body57
  %lane = phi i32 [ 0, %for.body57 ], [ %183, %for.body60 ]
  %174 = icmp slt i32 %lane, 32
  br i1 %174, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %175 = sext i32 %i1 to i64
  %176 = mul nsw i64 %175, 256
  %177 = sext i32 %lane to i64
  %178 = add nsw i64 %176, %177
  %179 = getelementptr inbounds float, ptr %X_s, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = sext i32 %lane to i64
  %182 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %181
  store float %180, ptr %182, align 4
  %183 = add nsw i32 %lane, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  %184 = sext i32 %N to i64
  %185 = icmp slt i64 %184, 0
  %186 = sext i32 %N to i64
  %187 = icmp sgt i64 %186, 256
  %188 = sext i32 %N to i64
  %189 = select i1 %187, i64 256, i64 %188
  %190 = select i1 %185, i64 0, i64 %189
  %191 = trunc i64 %190 to i32
  %192 = add i32 %191, 31
  %193 = sdiv i32 %192, 32
  %194 = sub i32 0, %192
  %195 = select i1 false, i32 %194, i32 %193
  %196 = sub i32 %195, 1
  %197 = icmp slt i32 %196, 0
  %198 = sext i32 %N to i64
  %199 = icmp slt i64 %198, 0
  %200 = sext i32 %N to i64
  %201 = icmp sgt i64 %200, 256
  %202 = sext i32 %N to i64
  %203 = select i1 %201, i64 256, i64 %202
  %204 = select i1 %199, i64 0, i64 %203
  %205 = trunc i64 %204 to i32
  %206 = add i32 %205, 31
  %207 = sdiv i32 %206, 32
  %208 = sub i32 0, %206
  %209 = select i1 false, i32 %208, i32 %207
  %210 = sub i32 %209, 1
  %211 = select i1 %197, i32 0, i32 %210
  %tl_steps1 = select i1 true, i32 %211, i32 7
  br label %for.cond62

for.cond62:                                       ; preds = %for.end67, %for.end61
  %red = phi i32 [ 0, %for.end61 ], [ %231, %for.end67 ]
  %212 = icmp slt i32 %red, %tl_steps1
  br i1 %212, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  %213 = icmp slt i32 %tl_steps1, 7
  br i1 %213, label %if.then69, label %if.else70

for.cond65:                                       ; preds = %for.body66, %for.body63
  %lane68 = phi i32 [ 0, %for.body63 ], [ %230, %for.body66 ]
  %214 = icmp slt i32 %lane68, 32
  br i1 %214, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %215 = sext i32 %lane68 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = sext i32 %i1 to i64
  %219 = mul nsw i64 %218, 256
  %220 = add i32 %red, 1
  %221 = mul i32 %220, 32
  %222 = add i32 %221, %lane68
  %223 = sext i32 %222 to i64
  %224 = add nsw i64 %219, %223
  %225 = getelementptr inbounds float, ptr %X_s, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = fadd float %217, %226
  %228 = sext i32 %lane68 to i64
  %229 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %228
  store float %227, ptr %229, align 4
  %230 = add nsw i32 %lane68, 1
  br label %for.cond65, !llvm.loop !16

for.end67:                                        ; preds = %for.cond65
  %231 = add nsw i32 %red, 1
  br label %for.cond62, !llvm.loop !17

if.then69:                                        ; preds = %for.end64
  %232 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %233 = load float, ptr %232, align 4
  %234 = fadd float %233, 0.000000e+00
  %235 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %234, ptr %235, align 4
  br label %if.end71

if.else70:                                        ; preds = %for.end64
  br label %if.end71

if.end71:                                         ; preds = %if.else70, %if.then69
  %236 = sext i32 %i1 to i64
  %237 = getelementptr inbounds float, ptr %mean_s, i64 %236
  store float 0.000000e+00, ptr %237, align 4
  br label %for.cond72

for.cond72:                                       ; preds = %for.body73, %if.end71
  %lane75 = phi i32 [ 0, %if.end71 ], [ %248, %for.body73 ]
  %238 = icmp slt i32 %lane75, 32
  br i1 %238, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %239 = sext i32 %i1 to i64
  %240 = getelementptr inbounds float, ptr %mean_s, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = sext i32 %lane75 to i64
  %243 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = fadd float %241, %244
  %246 = sext i32 %i1 to i64
  %247 = getelementptr inbounds float, ptr %mean_s, i64 %246
  store float %245, ptr %247, align 4
  %248 = add nsw i32 %lane75, 1
  br label %for.cond72, !llvm.loop !18

for.end74:                                        ; preds = %for.cond72
  %249 = add nsw i32 %i1, 1
  br label %for.cond56, !llvm.loop !19

for.cond76:                                       ; preds = %for.end94, %for.end58
  %i2 = phi i32 [ 0, %for.end58 ], [ %333, %for.end94 ]
  %250 = icmp slt i32 %i2, 16
  br i1 %250, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  br label %for.cond79

for.end78:                                        ; preds = %for.cond76
  %251 = sext i32 %N to i64
  %252 = icmp slt i64 %251, 0
  %253 = sext i32 %N to i64
  %254 = icmp sgt i64 %253, 256
  %255 = sext i32 %N to i64
  %256 = select i1 %254, i64 256, i64 %255
  %257 = select i1 %252, i64 0, i64 %256
  %tl_pad_from4 = trunc i64 %257 to i32
  %tl_pad_n6 = sub i32 256, %tl_pad_from4
  br label %for.cond96

for.cond79:                                       ; preds = %for.body80, %for.body77
  %lane1 = phi i32 [ 0, %for.body77 ], [ %267, %for.body80 ]
  %258 = icmp slt i32 %lane1, 32
  br i1 %258, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %259 = sext i32 %i2 to i64
  %260 = mul nsw i64 %259, 256
  %261 = sext i32 %lane1 to i64
  %262 = add nsw i64 %260, %261
  %263 = getelementptr inbounds float, ptr %sq_s, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = sext i32 %lane1 to i64
  %266 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %265
  store float %264, ptr %266, align 4
  %267 = add nsw i32 %lane1, 1
  br label %for.cond79, !llvm.loop !20

for.end81:                                        ; preds = %for.cond79
  %268 = sext i32 %N to i64
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %N to i64
  %271 = icmp sgt i64 %270, 256
  %272 = sext i32 %N to i64
  %273 = select i1 %271, i64 256, i64 %272
  %274 = select i1 %269, i64 0, i64 %273
  %275 = trunc i64 %274 to i32
  %276 = add i32 %275, 31
  %277 = sdiv i32 %276, 32
  %278 = sub i32 0, %276
  %279 = select i1 false, i32 %278, i32 %277
  %280 = sub i32 %279, 1
  %281 = icmp slt i32 %280, 0
  %282 = sext i32 %N to i64
  %283 = icmp slt i64 %282, 0
  %284 = sext i32 %N to i64
  %285 = icmp sgt i64 %284, 256
  %286 = sext i32 %N to i64
  %287 = select i1 %285, i64 256, i64 %286
  %288 = select i1 %283, i64 0, i64 %287
  %289 = trunc i64 %288 to i32
  %290 = add i32 %289, 31
  %291 = sdiv i32 %290, 32
  %292 = sub i32 0, %290
  %293 = select i1 false, i32 %292, i32 %291
  %294 = sub i32 %293, 1
  %295 = select i1 %281, i32 0, i32 %294
  %tl_steps3 = select i1 true, i32 %295, i32 7
  br label %for.cond82

for.cond82:                                       ; preds = %for.end87, %for.end81
  %red1 = phi i32 [ 0, %for.end81 ], [ %315, %for.end87 ]
  %296 = icmp slt i32 %red1, %tl_steps3
  br i1 %296, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %297 = icmp slt i32 %tl_steps3, 7
  br i1 %297, label %if.then89, label %if.else90

for.cond85:                                       ; preds = %for.body86, %for.body83
  %lane188 = phi i32 [ 0, %for.body83 ], [ %314, %for.body86 ]
  %298 = icmp slt i32 %lane188, 32
  br i1 %298, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %299 = sext i32 %lane188 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = sext i32 %i2 to i64
  %303 = mul nsw i64 %302, 256
  %304 = add i32 %red1, 1
  %305 = mul i32 %304, 32
  %306 = add i32 %305, %lane188
  %307 = sext i32 %306 to i64
  %308 = add nsw i64 %303, %307
  %309 = getelementptr inbounds float, ptr %sq_s, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = fadd float %301, %310
  %312 = sext i32 %lane188 to i64
  %313 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %312
  store float %311, ptr %313, align 4
  %314 = add nsw i32 %lane188, 1
  br label %for.cond85, !llvm.loop !21

for.end87:                                        ; preds = %for.cond85
  %315 = add nsw i32 %red1, 1
  br label %for.cond82, !llvm.loop !22

if.then89:                                        ; preds = %for.end84
  %316 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %317 = load float, ptr %316, align 4
  %318 = fadd float %317, 0.000000e+00
  %319 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %318, ptr %319, align 4
  br label %if.end91

if.else90:                                        ; preds = %for.end84
  br label %if.end91

if.end91:                                         ; preds = %if.else90, %if.then89
  %320 = sext i32 %i2 to i64
  %321 = getelementptr inbounds float, ptr %rstd_s, i64 %320
  store float 0.000000e+00, ptr %321, align 4
  br label %for.cond92

for.cond92:                                       ; preds = %for.body93, %if.end91
  %lane195 = phi i32 [ 0, %if.end91 ], [ %332, %for.body93 ]
  %322 = icmp slt i32 %lane195, 32
  br i1 %322, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %323 = sext i32 %i2 to i64
  %324 = getelementptr inbounds float, ptr %rstd_s, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = sext i32 %lane195 to i64
  %327 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %326
  %328 = load float, ptr %327, align 4
  %329 = fadd float %325, %328
  %330 = sext i32 %i2 to i64
  %331 = getelementptr inbounds float, ptr %rstd_s, i64 %330
  store float %329, ptr %331, align 4
  %332 = add nsw i32 %lane195, 1
  br label %for.cond92, !llvm.loop !23

for.end94:                                        ; preds = %for.cond92
  %333 = add nsw i32 %i2, 1
  br label %for.cond76, !llvm.loop !24

for.cond96:                                       ; preds = %for.body97, %for.end78
  %tl_pad_k7 = phi i32 [ 0, %for.end78 ], [ %338, %for.body97 ]
  %334 = icmp slt i32 %tl_pad_k7, %tl_pad_n6
  br i1 %334, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %335 = add i32 %tl_pad_from4, %tl_pad_k7
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds float, ptr %B_s, i64 %336
  store float 0.000000e+00, ptr %337, align 4
  %338 = add nsw i32 %tl_pad_k7, 1
  br label %for.cond96, !llvm.loop !25

for.end98:                                        ; preds = %for.cond96
  %339 = sext i32 %N to i64
  %340 = icmp slt i64 %339, 0
  %341 = sext i32 %N to i64
  %342 = icmp sgt i64 %341, 256
  %343 = sext i32 %N to i64
  %344 = select i1 %342, i64 256, i64 %343
  %345 = select i1 %340, i64 0, i64 %344
  %tl_pad_from8 = trunc i64 %345 to i32
  %tl_pad_n10 = sub i32 256, %tl_pad_from8
  br label %for.cond99

for.cond99:                                       ; preds = %for.body100, %for.end98
  %tl_pad_k11 = phi i32 [ 0, %for.end98 ], [ %350, %for.body100 ]
  %346 = icmp slt i32 %tl_pad_k11, %tl_pad_n10
  br i1 %346, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %347 = add i32 %tl_pad_from8, %tl_pad_k11
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds float, ptr %W_s, i64 %348
  store float 0.000000e+00, ptr %349, align 4
  %350 = add nsw i32 %tl_pad_k11, 1
  br label %for.cond99, !llvm.loop !26

for.end101:                                       ; preds = %for.cond99
  br label %for.cond102

for.cond102:                                      ; preds = %for.end112, %for.end101
  %i105 = phi i32 [ 0, %for.end101 ], [ %451, %for.end112 ]
  %351 = icmp slt i32 %i105, 16
  br i1 %351, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %352 = sext i32 %N to i64
  %353 = icmp slt i64 %352, 0
  %354 = sext i32 %N to i64
  %355 = icmp sgt i64 %354, 256
  %356 = sext i32 %N to i64
  %357 = select i1 %355, i64 256, i64 %356
  %358 = select i1 %353, i64 0, i64 %357
  %tl_cols12 = trunc i64 %358 to i32
  br label %for.cond106

for.end104:                                       ; preds = %for.cond102
  %359 = mul i32 %bx, 16
  %360 = icmp sle i32 0, %359
  %361 = mul i32 %bx, 16
  %362 = sext i32 %361 to i64
  %363 = add i64 %362, 16
  %364 = sext i32 %M to i64
  %365 = icmp sle i64 %363, %364
  %366 = and i1 %360, %365
  %367 = sext i32 %N to i64
  %368 = icmp sle i64 256, %367
  %369 = and i1 %366, %368
  br i1 %369, label %if.then113, label %if.else114

for.cond106:                                      ; preds = %for.body107, %for.body103
  %j109 = phi i32 [ 0, %for.body103 ], [ %406, %for.body107 ]
  %370 = icmp slt i32 %j109, %tl_cols12
  br i1 %370, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %371 = sext i32 %i105 to i64
  %372 = getelementptr inbounds float, ptr %mean_s, i64 %371
  %373 = load float, ptr %372, align 4
  %mu = fmul float %373, %inv_n
  %374 = sext i32 %i105 to i64
  %375 = getelementptr inbounds float, ptr %rstd_s, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = fmul float %376, %inv_n
  %378 = fmul float %mu, %mu
  %379 = fsub float %377, %378
  %380 = call float @llvm.maxnum.f32(float %379, float 0.000000e+00)
  %381 = fadd float %380, 0x3EE4F8B580000000
  %382 = fpext float %381 to double
  %383 = call double @llvm.sqrt.f64(double %382)
  %384 = fdiv double 1.000000e+00, %383
  %r = fptrunc double %384 to float
  %385 = sext i32 %i105 to i64
  %386 = mul nsw i64 %385, 256
  %387 = sext i32 %j109 to i64
  %388 = add nsw i64 %386, %387
  %389 = getelementptr inbounds float, ptr %X_s, i64 %388
  %390 = load float, ptr %389, align 4
  %391 = fsub float %390, %mu
  %392 = fmul float %391, %r
  %393 = sext i32 %j109 to i64
  %394 = getelementptr inbounds float, ptr %W_s, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = fmul float %392, %395
  %397 = sext i32 %j109 to i64
  %398 = getelementptr inbounds float, ptr %B_s, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = fadd float %396, %399
  %401 = sext i32 %i105 to i64
  %402 = mul nsw i64 %401, 256
  %403 = sext i32 %j109 to i64
  %404 = add nsw i64 %402, %403
  %405 = getelementptr inbounds float, ptr %X_s, i64 %404
  store float %400, ptr %405, align 4
  %406 = add nsw i32 %j109, 1
  br label %for.cond106, !llvm.loop !27

for.end108:                                       ; preds = %for.cond106
  %407 = sext i32 %i105 to i64
  %408 = getelementptr inbounds float, ptr %mean_s, i64 %407
  %409 = load float, ptr %408, align 4
  %410 = sitofp i32 %N to float
  %411 = fdiv float 1.000000e+00, %410
  %412 = fmul float %409, %411
  %413 = fsub float 0.000000e+00, %412
  %414 = sext i32 %i105 to i64
  %415 = getelementptr inbounds float, ptr %rstd_s, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = sitofp i32 %N to float
  %418 = fdiv float 1.000000e+00, %417
  %419 = fmul float %416, %418
  %420 = sext i32 %i105 to i64
  %421 = getelementptr inbounds float, ptr %mean_s, i64 %420
  %422 = load float, ptr %421, align 4
  %423 = sitofp i32 %N to float
  %424 = fdiv float 1.000000e+00, %423
  %425 = fmul float %422, %424
  %426 = sext i32 %i105 to i64
  %427 = getelementptr inbounds float, ptr %mean_s, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = sitofp i32 %N to float
  %430 = fdiv float 1.000000e+00, %429
  %431 = fmul float %428, %430
  %432 = fmul float %425, %431
  %433 = fsub float %419, %432
  %434 = call float @llvm.maxnum.f32(float %433, float 0.000000e+00)
  %435 = fadd float %434, 0x3EE4F8B580000000
  %436 = fpext float %435 to double
  %437 = call double @llvm.sqrt.f64(double %436)
  %438 = fdiv double 1.000000e+00, %437
  %439 = fptrunc double %438 to float
  %440 = fmul float %413, %439
  %441 = fmul float %440, 0.000000e+00
  %tl_col14 = fadd float %441, 0.000000e+00
  %442 = sub i32 256, %tl_cols12
  br label %for.cond110

for.cond110:                                      ; preds = %for.body111, %for.end108
  %j13 = phi i32 [ 0, %for.end108 ], [ %450, %for.body111 ]
  %443 = icmp slt i32 %j13, %442
  br i1 %443, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %444 = sext i32 %i105 to i64
  %445 = mul nsw i64 %444, 256
  %446 = add i32 %tl_cols12, %j13
  %447 = sext i32 %446 to i64
  %448 = add nsw i64 %445, %447
  %449 = getelementptr inbounds float, ptr %X_s, i64 %448
  store float %tl_col14, ptr %449, align 4
  %450 = add nsw i32 %j13, 1
  br label %for.cond110, !llvm.loop !28

for.end112:                                       ; preds = %for.cond110
  %451 = add nsw i32 %i105, 1
  br label %for.cond102, !llvm.loop !29

if.then113:                                       ; preds = %for.end104
  br label %for.cond116

if.else114:                                       ; preds = %for.end104
  br label %for.cond127

if.end115:                                        ; preds = %for.end129, %for.end118
  br label %if.end

for.cond116:                                      ; preds = %if.end122, %if.then113
  %i11119 = phi i32 [ 0, %if.then113 ], [ %468, %if.end122 ]
  %452 = icmp slt i32 %i11119, 16
  br i1 %452, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %453 = sext i32 %M to i64
  %454 = sext i32 %N to i64
  %455 = mul i64 %453, %454
  %456 = icmp sge i64 %455, 8388608
  br i1 %456, label %if.then120, label %if.else121

for.end118:                                       ; preds = %for.cond116
  br label %if.end115

if.then120:                                       ; preds = %for.body117
  %457 = mul i32 %bx, 16
  %458 = add i32 %457, %i11119
  %459 = sext i32 %458 to i64
  %460 = sext i32 %N to i64
  %461 = mul nsw i64 %459, %460
  %462 = add nsw i64 %461, 0
  %463 = getelementptr inbounds float, ptr %Y, i64 %462
  %464 = sext i32 %i11119 to i64
  %465 = mul nsw i64 %464, 256
  %466 = add nsw i64 %465, 0
  %467 = getelementptr inbounds float, ptr %X_s, i64 %466
  call void @tilec_rt_stream(ptr %463, ptr %467, i64 1024)
  br label %if.end122

if.else121:                                       ; preds = %for.body117
  br label %for.cond123

if.end122:                                        ; preds = %for.end125, %if.then120
  %468 = add nsw i32 %i11119, 1
  br label %for.cond116, !llvm.loop !30

for.cond123:                                      ; preds = %for.body124, %if.else121
  %j1126 = phi i32 [ 0, %if.else121 ], [ %484, %for.body124 ]
  %469 = icmp slt i32 %j1126, 256
  br i1 %469, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %470 = sext i32 %i11119 to i64
  %471 = mul nsw i64 %470, 256
  %472 = sext i32 %j1126 to i64
  %473 = add nsw i64 %471, %472
  %474 = getelementptr inbounds float, ptr %X_s, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = mul i32 %bx, 16
  %477 = add i32 %476, %i11119
  %478 = sext i32 %477 to i64
  %479 = sext i32 %N to i64
  %480 = mul nsw i64 %478, %479
  %481 = sext i32 %j1126 to i64
  %482 = add nsw i64 %480, %481
  %483 = getelementptr inbounds float, ptr %Y, i64 %482
  store float %475, ptr %483, align 4
  %484 = add nsw i32 %j1126, 1
  br label %for.cond123, !llvm.loop !31

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond127:                                      ; preds = %if.end133, %if.else114
  %i11130 = phi i32 [ 0, %if.else114 ], [ %509, %if.end133 ]
  %485 = icmp slt i32 %i11130, 16
  br i1 %485, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %486 = sext i32 %N to i64
  %487 = icmp slt i64 %486, 0
  %488 = sext i32 %N to i64
  %489 = icmp sgt i64 %488, 256
  %490 = sext i32 %N to i64
  %491 = select i1 %489, i64 256, i64 %490
  %492 = select i1 %487, i64 0, i64 %491
  %tl_hi4 = trunc i64 %492 to i32
  %493 = mul i32 %bx, 16
  %494 = sext i32 %493 to i64
  %495 = sext i32 %i11130 to i64
  %496 = add i64 %494, %495
  %497 = icmp sle i64 0, %496
  %498 = mul i32 %bx, 16
  %499 = sext i32 %498 to i64
  %500 = sext i32 %i11130 to i64
  %501 = add i64 %499, %500
  %502 = sext i32 %M to i64
  %503 = icmp slt i64 %501, %502
  %504 = and i1 %497, %503
  br i1 %504, label %if.then131, label %if.else132

for.end129:                                       ; preds = %for.cond127
  br label %if.end115

if.then131:                                       ; preds = %for.body128
  %505 = sext i32 %M to i64
  %506 = sext i32 %N to i64
  %507 = mul i64 %505, %506
  %508 = icmp sge i64 %507, 8388608
  br i1 %508, label %if.then134, label %if.else135

if.else132:                                       ; preds = %for.body128
  br label %if.end133

if.end133:                                        ; preds = %if.else132, %if.end136
  %509 = add nsw i32 %i11130, 1
  br label %for.cond127, !llvm.loop !32

if.then134:                                       ; preds = %if.then131
  %510 = sext i32 %tl_hi4 to i64
  %511 = mul i32 %bx, 16
  %512 = add i32 %511, %i11130
  %513 = sext i32 %512 to i64
  %514 = sext i32 %N to i64
  %515 = mul nsw i64 %513, %514
  %516 = add nsw i64 %515, 0
  %517 = getelementptr inbounds float, ptr %Y, i64 %516
  %518 = sext i32 %i11130 to i64
  %519 = mul nsw i64 %518, 256
  %520 = add nsw i64 %519, 0
  %521 = getelementptr inbounds float, ptr %X_s, i64 %520
  %522 = mul i64 %510, 4
  call void @tilec_rt_stream(ptr %517, ptr %521, i64 %522)
  br label %if.end136

if.else135:                                       ; preds = %if.then131
  br label %for.cond137

if.end136:                                        ; preds = %for.end139, %if.then134
  br label %if.end133

for.cond137:                                      ; preds = %for.body138, %if.else135
  %j1140 = phi i32 [ 0, %if.else135 ], [ %538, %for.body138 ]
  %523 = icmp slt i32 %j1140, %tl_hi4
  br i1 %523, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %524 = sext i32 %i11130 to i64
  %525 = mul nsw i64 %524, 256
  %526 = sext i32 %j1140 to i64
  %527 = add nsw i64 %525, %526
  %528 = getelementptr inbounds float, ptr %X_s, i64 %527
  %529 = load float, ptr %528, align 4
  %530 = mul i32 %bx, 16
  %531 = add i32 %530, %i11130
  %532 = sext i32 %531 to i64
  %533 = sext i32 %N to i64
  %534 = mul nsw i64 %532, %533
  %535 = sext i32 %j1140 to i64
  %536 = add nsw i64 %534, %535
  %537 = getelementptr inbounds float, ptr %Y, i64 %536
  store float %529, ptr %537, align 4
  %538 = add nsw i32 %j1140, 1
  br label %for.cond137, !llvm.loop !33

for.end139:                                       ; preds = %for.cond137
  br label %if.end136

if.then141:                                       ; preds = %if.else
  %539 = mul i32 %bx, 4
  %540 = icmp sle i32 0, %539
  %541 = mul i32 %bx, 4
  %542 = sext i32 %541 to i64
  %543 = add i64 %542, 4
  %544 = sext i32 %M to i64
  %545 = icmp sle i64 %543, %544
  %546 = and i1 %540, %545
  %547 = sext i32 %N to i64
  %548 = icmp sle i64 512, %547
  %549 = and i1 %546, %548
  br i1 %549, label %if.then144, label %if.else145

if.else142:                                       ; preds = %if.else
  %550 = icmp sle i32 %N, 4096
  br i1 %550, label %if.then294, label %if.else295

if.end143:                                        ; preds = %if.end296, %if.end268
  br label %if.end

if.then144:                                       ; preds = %if.then141
  br label %for.cond147

if.else145:                                       ; preds = %if.then141
  br label %for.cond153

if.end146:                                        ; preds = %for.end155, %for.end149
  %551 = sext i32 %N to i64
  %552 = icmp sle i64 512, %551
  br i1 %552, label %if.then171, label %if.else172

for.cond147:                                      ; preds = %for.end152, %if.then144
  %i12 = phi i32 [ 0, %if.then144 ], [ %570, %for.end152 ]
  %553 = icmp slt i32 %i12, 4
  br i1 %553, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  br label %for.cond150

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %for.body148
  %j2 = phi i32 [ 0, %for.body148 ], [ %569, %for.body151 ]
  %554 = icmp slt i32 %j2, 512
  br i1 %554, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %555 = mul i32 %bx, 4
  %556 = add i32 %555, %i12
  %557 = sext i32 %556 to i64
  %558 = sext i32 %N to i64
  %559 = mul nsw i64 %557, %558
  %560 = sext i32 %j2 to i64
  %561 = add nsw i64 %559, %560
  %562 = getelementptr inbounds float, ptr %X, i64 %561
  %563 = load float, ptr %562, align 4
  %564 = sext i32 %i12 to i64
  %565 = mul nsw i64 %564, 512
  %566 = sext i32 %j2 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds float, ptr %X_f, i64 %567
  store float %563, ptr %568, align 4
  %569 = add nsw i32 %j2, 1
  br label %for.cond150, !llvm.loop !34

for.end152:                                       ; preds = %for.cond150
  %570 = add nsw i32 %i12, 1
  br label %for.cond147, !llvm.loop !35

for.cond153:                                      ; preds = %for.end170, %if.else145
  %i12156 = phi i32 [ 0, %if.else145 ], [ %623, %for.end170 ]
  %571 = icmp slt i32 %i12156, 4
  br i1 %571, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %572 = sext i32 %N to i64
  %573 = icmp slt i64 %572, 0
  %574 = sext i32 %N to i64
  %575 = icmp sgt i64 %574, 512
  %576 = sext i32 %N to i64
  %577 = select i1 %575, i64 512, i64 %576
  %578 = select i1 %573, i64 0, i64 %577
  %tl_hi5 = trunc i64 %578 to i32
  %579 = mul i32 %bx, 4
  %580 = sext i32 %579 to i64
  %581 = sext i32 %i12156 to i64
  %582 = add i64 %580, %581
  %583 = icmp sle i64 0, %582
  %584 = mul i32 %bx, 4
  %585 = sext i32 %584 to i64
  %586 = sext i32 %i12156 to i64
  %587 = add i64 %585, %586
  %588 = sext i32 %M to i64
  %589 = icmp slt i64 %587, %588
  %590 = and i1 %583, %589
  br i1 %590, label %if.then157, label %if.else158

for.end155:                                       ; preds = %for.cond153
  br label %if.end146

if.then157:                                       ; preds = %for.body154
  br label %for.cond160

if.else158:                                       ; preds = %for.body154
  br label %for.cond164

if.end159:                                        ; preds = %for.end166, %for.end162
  %591 = sub i32 512, %tl_hi5
  br label %for.cond168

for.cond160:                                      ; preds = %for.body161, %if.then157
  %j2163 = phi i32 [ 0, %if.then157 ], [ %607, %for.body161 ]
  %592 = icmp slt i32 %j2163, %tl_hi5
  br i1 %592, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %593 = mul i32 %bx, 4
  %594 = add i32 %593, %i12156
  %595 = sext i32 %594 to i64
  %596 = sext i32 %N to i64
  %597 = mul nsw i64 %595, %596
  %598 = sext i32 %j2163 to i64
  %599 = add nsw i64 %597, %598
  %600 = getelementptr inbounds float, ptr %X, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = sext i32 %i12156 to i64
  %603 = mul nsw i64 %602, 512
  %604 = sext i32 %j2163 to i64
  %605 = add nsw i64 %603, %604
  %606 = getelementptr inbounds float, ptr %X_f, i64 %605
  store float %601, ptr %606, align 4
  %607 = add nsw i32 %j2163, 1
  br label %for.cond160, !llvm.loop !36

for.end162:                                       ; preds = %for.cond160
  br label %if.end159

for.cond164:                                      ; preds = %for.body165, %if.else158
  %j2167 = phi i32 [ 0, %if.else158 ], [ %614, %for.body165 ]
  %608 = icmp slt i32 %j2167, %tl_hi5
  br i1 %608, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %609 = sext i32 %i12156 to i64
  %610 = mul nsw i64 %609, 512
  %611 = sext i32 %j2167 to i64
  %612 = add nsw i64 %610, %611
  %613 = getelementptr inbounds float, ptr %X_f, i64 %612
  store float 0.000000e+00, ptr %613, align 4
  %614 = add nsw i32 %j2167, 1
  br label %for.cond164, !llvm.loop !37

for.end166:                                       ; preds = %for.cond164
  br label %if.end159

for.cond168:                                      ; preds = %for.body169, %if.end159
  %j21 = phi i32 [ 0, %if.end159 ], [ %622, %for.body169 ]
  %615 = icmp slt i32 %j21, %591
  br i1 %615, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %616 = sext i32 %i12156 to i64
  %617 = mul nsw i64 %616, 512
  %618 = add i32 %tl_hi5, %j21
  %619 = sext i32 %618 to i64
  %620 = add nsw i64 %617, %619
  %621 = getelementptr inbounds float, ptr %X_f, i64 %620
  store float 0.000000e+00, ptr %621, align 4
  %622 = add nsw i32 %j21, 1
  br label %for.cond168, !llvm.loop !38

for.end170:                                       ; preds = %for.cond168
  %623 = add nsw i32 %i12156, 1
  br label %for.cond153, !llvm.loop !39

if.then171:                                       ; preds = %if.end146
  br label %for.cond174

if.else172:                                       ; preds = %if.end146
  %624 = sext i32 %N to i64
  %625 = icmp slt i64 %624, 0
  %626 = sext i32 %N to i64
  %627 = icmp sgt i64 %626, 512
  %628 = sext i32 %N to i64
  %629 = select i1 %627, i64 512, i64 %628
  %630 = select i1 %625, i64 0, i64 %629
  %tl_hi6 = trunc i64 %630 to i32
  br label %for.cond178

if.end173:                                        ; preds = %for.end180, %for.end176
  %631 = sext i32 %N to i64
  %632 = icmp sle i64 512, %631
  br i1 %632, label %if.then182, label %if.else183

for.cond174:                                      ; preds = %for.body175, %if.then171
  %i12177 = phi i32 [ 0, %if.then171 ], [ %639, %for.body175 ]
  %633 = icmp slt i32 %i12177, 512
  br i1 %633, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %634 = sext i32 %i12177 to i64
  %635 = getelementptr inbounds float, ptr %W, i64 %634
  %636 = load float, ptr %635, align 4
  %637 = sext i32 %i12177 to i64
  %638 = getelementptr inbounds float, ptr %W_f, i64 %637
  store float %636, ptr %638, align 4
  %639 = add nsw i32 %i12177, 1
  br label %for.cond174, !llvm.loop !40

for.end176:                                       ; preds = %for.cond174
  br label %if.end173

for.cond178:                                      ; preds = %for.body179, %if.else172
  %i12181 = phi i32 [ 0, %if.else172 ], [ %646, %for.body179 ]
  %640 = icmp slt i32 %i12181, %tl_hi6
  br i1 %640, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %641 = sext i32 %i12181 to i64
  %642 = getelementptr inbounds float, ptr %W, i64 %641
  %643 = load float, ptr %642, align 4
  %644 = sext i32 %i12181 to i64
  %645 = getelementptr inbounds float, ptr %W_f, i64 %644
  store float %643, ptr %645, align 4
  %646 = add nsw i32 %i12181, 1
  br label %for.cond178, !llvm.loop !41

for.end180:                                       ; preds = %for.cond178
  br label %if.end173

if.then182:                                       ; preds = %if.end173
  br label %for.cond185

if.else183:                                       ; preds = %if.end173
  %647 = sext i32 %N to i64
  %648 = icmp slt i64 %647, 0
  %649 = sext i32 %N to i64
  %650 = icmp sgt i64 %649, 512
  %651 = sext i32 %N to i64
  %652 = select i1 %650, i64 512, i64 %651
  %653 = select i1 %648, i64 0, i64 %652
  %tl_hi7 = trunc i64 %653 to i32
  br label %for.cond189

if.end184:                                        ; preds = %for.end191, %for.end187
  br label %for.cond193

for.cond185:                                      ; preds = %for.body186, %if.then182
  %i12188 = phi i32 [ 0, %if.then182 ], [ %660, %for.body186 ]
  %654 = icmp slt i32 %i12188, 512
  br i1 %654, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %655 = sext i32 %i12188 to i64
  %656 = getelementptr inbounds float, ptr %B, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = sext i32 %i12188 to i64
  %659 = getelementptr inbounds float, ptr %B_f, i64 %658
  store float %657, ptr %659, align 4
  %660 = add nsw i32 %i12188, 1
  br label %for.cond185, !llvm.loop !42

for.end187:                                       ; preds = %for.cond185
  br label %if.end184

for.cond189:                                      ; preds = %for.body190, %if.else183
  %i12192 = phi i32 [ 0, %if.else183 ], [ %667, %for.body190 ]
  %661 = icmp slt i32 %i12192, %tl_hi7
  br i1 %661, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %662 = sext i32 %i12192 to i64
  %663 = getelementptr inbounds float, ptr %B, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = sext i32 %i12192 to i64
  %666 = getelementptr inbounds float, ptr %B_f, i64 %665
  store float %664, ptr %666, align 4
  %667 = add nsw i32 %i12192, 1
  br label %for.cond189, !llvm.loop !43

for.end191:                                       ; preds = %for.cond189
  br label %if.end184

for.cond193:                                      ; preds = %for.end204, %if.end184
  %i196 = phi i32 [ 0, %if.end184 ], [ %709, %for.end204 ]
  %668 = icmp slt i32 %i196, 4
  br i1 %668, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %669 = sext i32 %N to i64
  %670 = icmp slt i64 %669, 0
  %671 = sext i32 %N to i64
  %672 = icmp sgt i64 %671, 512
  %673 = sext i32 %N to i64
  %674 = select i1 %672, i64 512, i64 %673
  %675 = select i1 %670, i64 0, i64 %674
  %tl_hi8 = trunc i64 %675 to i32
  br label %for.cond197

for.end195:                                       ; preds = %for.cond193
  br label %for.cond205

for.cond197:                                      ; preds = %for.body198, %for.body194
  %j200 = phi i32 [ 0, %for.body194 ], [ %693, %for.body198 ]
  %676 = icmp slt i32 %j200, %tl_hi8
  br i1 %676, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %677 = sext i32 %i196 to i64
  %678 = mul nsw i64 %677, 512
  %679 = sext i32 %j200 to i64
  %680 = add nsw i64 %678, %679
  %681 = getelementptr inbounds float, ptr %X_f, i64 %680
  %x201 = load float, ptr %681, align 4
  %682 = sext i32 %i196 to i64
  %683 = mul nsw i64 %682, 512
  %684 = sext i32 %j200 to i64
  %685 = add nsw i64 %683, %684
  %686 = getelementptr inbounds float, ptr %X_f, i64 %685
  store float %x201, ptr %686, align 4
  %687 = fmul float %x201, %x201
  %688 = sext i32 %i196 to i64
  %689 = mul nsw i64 %688, 512
  %690 = sext i32 %j200 to i64
  %691 = add nsw i64 %689, %690
  %692 = getelementptr inbounds float, ptr %sq, i64 %691
  store float %687, ptr %692, align 4
  %693 = add nsw i32 %j200, 1
  br label %for.cond197, !llvm.loop !44

for.end199:                                       ; preds = %for.cond197
  %694 = sub i32 512, %tl_hi8
  br label %for.cond202

for.cond202:                                      ; preds = %for.body203, %for.end199
  %j7 = phi i32 [ 0, %for.end199 ], [ %708, %for.body203 ]
  %695 = icmp slt i32 %j7, %694
  br i1 %695, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %696 = sext i32 %i196 to i64
  %697 = mul nsw i64 %696, 512
  %698 = add i32 %tl_hi8, %j7
  %699 = sext i32 %698 to i64
  %700 = add nsw i64 %697, %699
  %701 = getelementptr inbounds float, ptr %X_f, i64 %700
  store float 0.000000e+00, ptr %701, align 4
  %702 = sext i32 %i196 to i64
  %703 = mul nsw i64 %702, 512
  %704 = add i32 %tl_hi8, %j7
  %705 = sext i32 %704 to i64
  %706 = add nsw i64 %703, %705
  %707 = getelementptr inbounds float, ptr %sq, i64 %706
  store float 0.000000e+00, ptr %707, align 4
  %708 = add nsw i32 %j7, 1
  br label %for.cond202, !llvm.loop !45

for.end204:                                       ; preds = %for.cond202
  %709 = add nsw i32 %i196, 1
  br label %for.cond193, !llvm.loop !46

for.cond205:                                      ; preds = %for.end223, %for.end195
  %i3 = phi i32 [ 0, %for.end195 ], [ %786, %for.end223 ]
  %710 = icmp slt i32 %i3, 4
  br i1 %710, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %for.cond225

for.cond208:                                      ; preds = %for.body209, %for.body206
  %lane2 = phi i32 [ 0, %for.body206 ], [ %720, %for.body209 ]
  %711 = icmp slt i32 %lane2, 32
  br i1 %711, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
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
  br label %for.cond208, !llvm.loop !47

for.end210:                                       ; preds = %for.cond208
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
  %tl_steps16 = select i1 true, i32 %748, i32 15
  br label %for.cond211

for.cond211:                                      ; preds = %for.end216, %for.end210
  %red2 = phi i32 [ 0, %for.end210 ], [ %768, %for.end216 ]
  %749 = icmp slt i32 %red2, %tl_steps16
  br i1 %749, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond214

for.end213:                                       ; preds = %for.cond211
  %750 = icmp slt i32 %tl_steps16, 15
  br i1 %750, label %if.then218, label %if.else219

for.cond214:                                      ; preds = %for.body215, %for.body212
  %lane2217 = phi i32 [ 0, %for.body212 ], [ %767, %for.body215 ]
  %751 = icmp slt i32 %lane2217, 32
  br i1 %751, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %752 = sext i32 %lane2217 to i64
  %753 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %752
  %754 = load float, ptr %753, align 4
  %755 = sext i32 %i3 to i64
  %756 = mul nsw i64 %755, 512
  %757 = add i32 %red2, 1
  %758 = mul i32 %757, 32
  %759 = add i32 %758, %lane2217
  %760 = sext i32 %759 to i64
  %761 = add nsw i64 %756, %760
  %762 = getelementptr inbounds float, ptr %X_f, i64 %761
  %763 = load float, ptr %762, align 4
  %764 = fadd float %754, %763
  %765 = sext i32 %lane2217 to i64
  %766 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %765
  store float %764, ptr %766, align 4
  %767 = add nsw i32 %lane2217, 1
  br label %for.cond214, !llvm.loop !48

for.end216:                                       ; preds = %for.cond214
  %768 = add nsw i32 %red2, 1
  br label %for.cond211, !llvm.loop !49

if.then218:                                       ; preds = %for.end213
  %769 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %770 = load float, ptr %769, align 4
  %771 = fadd float %770, 0.000000e+00
  %772 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %771, ptr %772, align 4
  br label %if.end220

if.else219:                                       ; preds = %for.end213
  br label %if.end220

if.end220:                                        ; preds = %if.else219, %if.then218
  %773 = sext i32 %i3 to i64
  %774 = getelementptr inbounds float, ptr %mean, i64 %773
  store float 0.000000e+00, ptr %774, align 4
  br label %for.cond221

for.cond221:                                      ; preds = %for.body222, %if.end220
  %lane2224 = phi i32 [ 0, %if.end220 ], [ %785, %for.body222 ]
  %775 = icmp slt i32 %lane2224, 32
  br i1 %775, label %for.body222, label %for.end223

for.body222:                                      ; preds = %for.cond221
  %776 = sext i32 %i3 to i64
  %777 = getelementptr inbounds float, ptr %mean, i64 %776
  %778 = load float, ptr %777, align 4
  %779 = sext i32 %lane2224 to i64
  %780 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = fadd float %778, %781
  %783 = sext i32 %i3 to i64
  %784 = getelementptr inbounds float, ptr %mean, i64 %783
  store float %782, ptr %784, align 4
  %785 = add nsw i32 %lane2224, 1
  br label %for.cond221, !llvm.loop !50

for.end223:                                       ; preds = %for.cond221
  %786 = add nsw i32 %i3, 1
  br label %for.cond205, !llvm.loop !51

for.cond225:                                      ; preds = %for.end243, %for.end207
  %i5 = phi i32 [ 0, %for.end207 ], [ %863, %for.end243 ]
  %787 = icmp slt i32 %i5, 4
  br i1 %787, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  br label %for.cond228

for.end227:                                       ; preds = %for.cond225
  br label %for.cond245

for.cond228:                                      ; preds = %for.body229, %for.body226
  %lane3 = phi i32 [ 0, %for.body226 ], [ %797, %for.body229 ]
  %788 = icmp slt i32 %lane3, 32
  br i1 %788, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
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
  br label %for.cond228, !llvm.loop !52

for.end230:                                       ; preds = %for.cond228
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
  %tl_steps18 = select i1 true, i32 %825, i32 15
  br label %for.cond231

for.cond231:                                      ; preds = %for.end236, %for.end230
  %red3 = phi i32 [ 0, %for.end230 ], [ %845, %for.end236 ]
  %826 = icmp slt i32 %red3, %tl_steps18
  br i1 %826, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  br label %for.cond234

for.end233:                                       ; preds = %for.cond231
  %827 = icmp slt i32 %tl_steps18, 15
  br i1 %827, label %if.then238, label %if.else239

for.cond234:                                      ; preds = %for.body235, %for.body232
  %lane3237 = phi i32 [ 0, %for.body232 ], [ %844, %for.body235 ]
  %828 = icmp slt i32 %lane3237, 32
  br i1 %828, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %829 = sext i32 %lane3237 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = sext i32 %i5 to i64
  %833 = mul nsw i64 %832, 512
  %834 = add i32 %red3, 1
  %835 = mul i32 %834, 32
  %836 = add i32 %835, %lane3237
  %837 = sext i32 %836 to i64
  %838 = add nsw i64 %833, %837
  %839 = getelementptr inbounds float, ptr %sq, i64 %838
  %840 = load float, ptr %839, align 4
  %841 = fadd float %831, %840
  %842 = sext i32 %lane3237 to i64
  %843 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %842
  store float %841, ptr %843, align 4
  %844 = add nsw i32 %lane3237, 1
  br label %for.cond234, !llvm.loop !53

for.end236:                                       ; preds = %for.cond234
  %845 = add nsw i32 %red3, 1
  br label %for.cond231, !llvm.loop !54

if.then238:                                       ; preds = %for.end233
  %846 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %847 = load float, ptr %846, align 4
  %848 = fadd float %847, 0.000000e+00
  %849 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %848, ptr %849, align 4
  br label %if.end240

if.else239:                                       ; preds = %for.end233
  br label %if.end240

if.end240:                                        ; preds = %if.else239, %if.then238
  %850 = sext i32 %i5 to i64
  %851 = getelementptr inbounds float, ptr %rstd, i64 %850
  store float 0.000000e+00, ptr %851, align 4
  br label %for.cond241

for.cond241:                                      ; preds = %for.body242, %if.end240
  %lane3244 = phi i32 [ 0, %if.end240 ], [ %862, %for.body242 ]
  %852 = icmp slt i32 %lane3244, 32
  br i1 %852, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %853 = sext i32 %i5 to i64
  %854 = getelementptr inbounds float, ptr %rstd, i64 %853
  %855 = load float, ptr %854, align 4
  %856 = sext i32 %lane3244 to i64
  %857 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %856
  %858 = load float, ptr %857, align 4
  %859 = fadd float %855, %858
  %860 = sext i32 %i5 to i64
  %861 = getelementptr inbounds float, ptr %rstd, i64 %860
  store float %859, ptr %861, align 4
  %862 = add nsw i32 %lane3244, 1
  br label %for.cond241, !llvm.loop !55

for.end243:                                       ; preds = %for.cond241
  %863 = add nsw i32 %i5, 1
  br label %for.cond225, !llvm.loop !56

for.cond245:                                      ; preds = %for.body246, %for.end227
  %i248 = phi i32 [ 0, %for.end227 ], [ %893, %for.body246 ]
  %864 = icmp slt i32 %i248, 4
  br i1 %864, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %865 = sext i32 %i248 to i64
  %866 = getelementptr inbounds float, ptr %mean, i64 %865
  %867 = load float, ptr %866, align 4
  %868 = sitofp i32 %N to float
  %869 = fdiv float %867, %868
  %870 = sext i32 %i248 to i64
  %871 = getelementptr inbounds float, ptr %mean, i64 %870
  store float %869, ptr %871, align 4
  %872 = sext i32 %i248 to i64
  %873 = getelementptr inbounds float, ptr %rstd, i64 %872
  %874 = load float, ptr %873, align 4
  %875 = sitofp i32 %N to float
  %876 = fdiv float %874, %875
  %877 = sext i32 %i248 to i64
  %878 = getelementptr inbounds float, ptr %mean, i64 %877
  %879 = load float, ptr %878, align 4
  %880 = sext i32 %i248 to i64
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
  %891 = sext i32 %i248 to i64
  %892 = getelementptr inbounds float, ptr %rstd, i64 %891
  store float %890, ptr %892, align 4
  %893 = add nsw i32 %i248, 1
  br label %for.cond245, !llvm.loop !57

for.end247:                                       ; preds = %for.cond245
  %894 = sext i32 %N to i64
  %895 = icmp slt i64 %894, 0
  %896 = sext i32 %N to i64
  %897 = icmp sgt i64 %896, 512
  %898 = sext i32 %N to i64
  %899 = select i1 %897, i64 512, i64 %898
  %900 = select i1 %895, i64 0, i64 %899
  %tl_pad_from19 = trunc i64 %900 to i32
  %tl_pad_n21 = sub i32 512, %tl_pad_from19
  br label %for.cond249

for.cond249:                                      ; preds = %for.body250, %for.end247
  %tl_pad_k22 = phi i32 [ 0, %for.end247 ], [ %905, %for.body250 ]
  %901 = icmp slt i32 %tl_pad_k22, %tl_pad_n21
  br i1 %901, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %902 = add i32 %tl_pad_from19, %tl_pad_k22
  %903 = sext i32 %902 to i64
  %904 = getelementptr inbounds float, ptr %B_f, i64 %903
  store float 0.000000e+00, ptr %904, align 4
  %905 = add nsw i32 %tl_pad_k22, 1
  br label %for.cond249, !llvm.loop !58

for.end251:                                       ; preds = %for.cond249
  %906 = sext i32 %N to i64
  %907 = icmp slt i64 %906, 0
  %908 = sext i32 %N to i64
  %909 = icmp sgt i64 %908, 512
  %910 = sext i32 %N to i64
  %911 = select i1 %909, i64 512, i64 %910
  %912 = select i1 %907, i64 0, i64 %911
  %tl_pad_from23 = trunc i64 %912 to i32
  %tl_pad_n25 = sub i32 512, %tl_pad_from23
  br label %for.cond252

for.cond252:                                      ; preds = %for.body253, %for.end251
  %tl_pad_k26 = phi i32 [ 0, %for.end251 ], [ %917, %for.body253 ]
  %913 = icmp slt i32 %tl_pad_k26, %tl_pad_n25
  br i1 %913, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %914 = add i32 %tl_pad_from23, %tl_pad_k26
  %915 = sext i32 %914 to i64
  %916 = getelementptr inbounds float, ptr %W_f, i64 %915
  store float 0.000000e+00, ptr %916, align 4
  %917 = add nsw i32 %tl_pad_k26, 1
  br label %for.cond252, !llvm.loop !59

for.end254:                                       ; preds = %for.cond252
  br label %for.cond255

for.cond255:                                      ; preds = %for.end265, %for.end254
  %i258 = phi i32 [ 0, %for.end254 ], [ %984, %for.end265 ]
  %918 = icmp slt i32 %i258, 4
  br i1 %918, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %919 = sext i32 %N to i64
  %920 = icmp slt i64 %919, 0
  %921 = sext i32 %N to i64
  %922 = icmp sgt i64 %921, 512
  %923 = sext i32 %N to i64
  %924 = select i1 %922, i64 512, i64 %923
  %925 = select i1 %920, i64 0, i64 %924
  %tl_cols27 = trunc i64 %925 to i32
  br label %for.cond259

for.end257:                                       ; preds = %for.cond255
  %926 = mul i32 %bx, 4
  %927 = icmp sle i32 0, %926
  %928 = mul i32 %bx, 4
  %929 = sext i32 %928 to i64
  %930 = add i64 %929, 4
  %931 = sext i32 %M to i64
  %932 = icmp sle i64 %930, %931
  %933 = and i1 %927, %932
  %934 = sext i32 %N to i64
  %935 = icmp sle i64 512, %934
  %936 = and i1 %933, %935
  br i1 %936, label %if.then266, label %if.else267

for.cond259:                                      ; preds = %for.body260, %for.body256
  %j262 = phi i32 [ 0, %for.body256 ], [ %965, %for.body260 ]
  %937 = icmp slt i32 %j262, %tl_cols27
  br i1 %937, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %938 = sext i32 %i258 to i64
  %939 = mul nsw i64 %938, 512
  %940 = sext i32 %j262 to i64
  %941 = add nsw i64 %939, %940
  %942 = getelementptr inbounds float, ptr %X_f, i64 %941
  %943 = load float, ptr %942, align 4
  %944 = sext i32 %i258 to i64
  %945 = getelementptr inbounds float, ptr %mean, i64 %944
  %946 = load float, ptr %945, align 4
  %947 = fsub float %943, %946
  %948 = sext i32 %i258 to i64
  %949 = getelementptr inbounds float, ptr %rstd, i64 %948
  %950 = load float, ptr %949, align 4
  %951 = fmul float %947, %950
  %952 = sext i32 %j262 to i64
  %953 = getelementptr inbounds float, ptr %W_f, i64 %952
  %954 = load float, ptr %953, align 4
  %955 = fmul float %951, %954
  %956 = sext i32 %j262 to i64
  %957 = getelementptr inbounds float, ptr %B_f, i64 %956
  %958 = load float, ptr %957, align 4
  %959 = fadd float %955, %958
  %960 = sext i32 %i258 to i64
  %961 = mul nsw i64 %960, 512
  %962 = sext i32 %j262 to i64
  %963 = add nsw i64 %961, %962
  %964 = getelementptr inbounds float, ptr %X_f, i64 %963
  store float %959, ptr %964, align 4
  %965 = add nsw i32 %j262, 1
  br label %for.cond259, !llvm.loop !60

for.end261:                                       ; preds = %for.cond259
  %966 = sext i32 %i258 to i64
  %967 = getelementptr inbounds float, ptr %mean, i64 %966
  %968 = load float, ptr %967, align 4
  %969 = fsub float 0.000000e+00, %968
  %970 = sext i32 %i258 to i64
  %971 = getelementptr inbounds float, ptr %rstd, i64 %970
  %972 = load float, ptr %971, align 4
  %973 = fmul float %969, %972
  %974 = fmul float %973, 0.000000e+00
  %tl_col29 = fadd float %974, 0.000000e+00
  %975 = sub i32 512, %tl_cols27
  br label %for.cond263

for.cond263:                                      ; preds = %for.body264, %for.end261
  %j28 = phi i32 [ 0, %for.end261 ], [ %983, %for.body264 ]
  %976 = icmp slt i32 %j28, %975
  br i1 %976, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %977 = sext i32 %i258 to i64
  %978 = mul nsw i64 %977, 512
  %979 = add i32 %tl_cols27, %j28
  %980 = sext i32 %979 to i64
  %981 = add nsw i64 %978, %980
  %982 = getelementptr inbounds float, ptr %X_f, i64 %981
  store float %tl_col29, ptr %982, align 4
  %983 = add nsw i32 %j28, 1
  br label %for.cond263, !llvm.loop !61

for.end265:                                       ; preds = %for.cond263
  %984 = add nsw i32 %i258, 1
  br label %for.cond255, !llvm.loop !62

if.then266:                                       ; preds = %for.end257
  br label %for.cond269

if.else267:                                       ; preds = %for.end257
  br label %for.cond280

if.end268:                                        ; preds = %for.end282, %for.end271
  br label %if.end143

for.cond269:                                      ; preds = %if.end275, %if.then266
  %i12272 = phi i32 [ 0, %if.then266 ], [ %1001, %if.end275 ]
  %985 = icmp slt i32 %i12272, 4
  br i1 %985, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %986 = sext i32 %M to i64
  %987 = sext i32 %N to i64
  %988 = mul i64 %986, %987
  %989 = icmp sge i64 %988, 8388608
  br i1 %989, label %if.then273, label %if.else274

for.end271:                                       ; preds = %for.cond269
  br label %if.end268

if.then273:                                       ; preds = %for.body270
  %990 = mul i32 %bx, 4
  %991 = add i32 %990, %i12272
  %992 = sext i32 %991 to i64
  %993 = sext i32 %N to i64
  %994 = mul nsw i64 %992, %993
  %995 = add nsw i64 %994, 0
  %996 = getelementptr inbounds float, ptr %Y, i64 %995
  %997 = sext i32 %i12272 to i64
  %998 = mul nsw i64 %997, 512
  %999 = add nsw i64 %998, 0
  %1000 = getelementptr inbounds float, ptr %X_f, i64 %999
  call void @tilec_rt_stream(ptr %996, ptr %1000, i64 2048)
  br label %if.end275

if.else274:                                       ; preds = %for.body270
  br label %for.cond276

if.end275:                                        ; preds = %for.end278, %if.then273
  %1001 = add nsw i32 %i12272, 1
  br label %for.cond269, !llvm.loop !63

for.cond276:                                      ; preds = %for.body277, %if.else274
  %j2279 = phi i32 [ 0, %if.else274 ], [ %1017, %for.body277 ]
  %1002 = icmp slt i32 %j2279, 512
  br i1 %1002, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %1003 = sext i32 %i12272 to i64
  %1004 = mul nsw i64 %1003, 512
  %1005 = sext i32 %j2279 to i64
  %1006 = add nsw i64 %1004, %1005
  %1007 = getelementptr inbounds float, ptr %X_f, i64 %1006
  %1008 = load float, ptr %1007, align 4
  %1009 = mul i32 %bx, 4
  %1010 = add i32 %1009, %i12272
  %1011 = sext i32 %1010 to i64
  %1012 = sext i32 %N to i64
  %1013 = mul nsw i64 %1011, %1012
  %1014 = sext i32 %j2279 to i64
  %1015 = add nsw i64 %1013, %1014
  %1016 = getelementptr inbounds float, ptr %Y, i64 %1015
  store float %1008, ptr %1016, align 4
  %1017 = add nsw i32 %j2279, 1
  br label %for.cond276, !llvm.loop !64

for.end278:                                       ; preds = %for.cond276
  br label %if.end275

for.cond280:                                      ; preds = %if.end286, %if.else267
  %i12283 = phi i32 [ 0, %if.else267 ], [ %1042, %if.end286 ]
  %1018 = icmp slt i32 %i12283, 4
  br i1 %1018, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %1019 = sext i32 %N to i64
  %1020 = icmp slt i64 %1019, 0
  %1021 = sext i32 %N to i64
  %1022 = icmp sgt i64 %1021, 512
  %1023 = sext i32 %N to i64
  %1024 = select i1 %1022, i64 512, i64 %1023
  %1025 = select i1 %1020, i64 0, i64 %1024
  %tl_hi9 = trunc i64 %1025 to i32
  %1026 = mul i32 %bx, 4
  %1027 = sext i32 %1026 to i64
  %1028 = sext i32 %i12283 to i64
  %1029 = add i64 %1027, %1028
  %1030 = icmp sle i64 0, %1029
  %1031 = mul i32 %bx, 4
  %1032 = sext i32 %1031 to i64
  %1033 = sext i32 %i12283 to i64
  %1034 = add i64 %1032, %1033
  %1035 = sext i32 %M to i64
  %1036 = icmp slt i64 %1034, %1035
  %1037 = and i1 %1030, %1036
  br i1 %1037, label %if.then284, label %if.else285

for.end282:                                       ; preds = %for.cond280
  br label %if.end268

if.then284:                                       ; preds = %for.body281
  %1038 = sext i32 %M to i64
  %1039 = sext i32 %N to i64
  %1040 = mul i64 %1038, %1039
  %1041 = icmp sge i64 %1040, 8388608
  br i1 %1041, label %if.then287, label %if.else288

if.else285:                                       ; preds = %for.body281
  br label %if.end286

if.end286:                                        ; preds = %if.else285, %if.end289
  %1042 = add nsw i32 %i12283, 1
  br label %for.cond280, !llvm.loop !65

if.then287:                                       ; preds = %if.then284
  %1043 = sext i32 %tl_hi9 to i64
  %1044 = mul i32 %bx, 4
  %1045 = add i32 %1044, %i12283
  %1046 = sext i32 %1045 to i64
  %1047 = sext i32 %N to i64
  %1048 = mul nsw i64 %1046, %1047
  %1049 = add nsw i64 %1048, 0
  %1050 = getelementptr inbounds float, ptr %Y, i64 %1049
  %1051 = sext i32 %i12283 to i64
  %1052 = mul nsw i64 %1051, 512
  %1053 = add nsw i64 %1052, 0
  %1054 = getelementptr inbounds float, ptr %X_f, i64 %1053
  %1055 = mul i64 %1043, 4
  call void @tilec_rt_stream(ptr %1050, ptr %1054, i64 %1055)
  br label %if.end289

if.else288:                                       ; preds = %if.then284
  br label %for.cond290

if.end289:                                        ; preds = %for.end292, %if.then287
  br label %if.end286

for.cond290:                                      ; preds = %for.body291, %if.else288
  %j2293 = phi i32 [ 0, %if.else288 ], [ %1071, %for.body291 ]
  %1056 = icmp slt i32 %j2293, %tl_hi9
  br i1 %1056, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1057 = sext i32 %i12283 to i64
  %1058 = mul nsw i64 %1057, 512
  %1059 = sext i32 %j2293 to i64
  %1060 = add nsw i64 %1058, %1059
  %1061 = getelementptr inbounds float, ptr %X_f, i64 %1060
  %1062 = load float, ptr %1061, align 4
  %1063 = mul i32 %bx, 4
  %1064 = add i32 %1063, %i12283
  %1065 = sext i32 %1064 to i64
  %1066 = sext i32 %N to i64
  %1067 = mul nsw i64 %1065, %1066
  %1068 = sext i32 %j2293 to i64
  %1069 = add nsw i64 %1067, %1068
  %1070 = getelementptr inbounds float, ptr %Y, i64 %1069
  store float %1062, ptr %1070, align 4
  %1071 = add nsw i32 %j2293, 1
  br label %for.cond290, !llvm.loop !66

for.end292:                                       ; preds = %for.cond290
  br label %if.end289

if.then294:                                       ; preds = %if.else142
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1072 = sext i32 %N to i64
  %1073 = icmp sle i64 4096, %1072
  br i1 %1073, label %if.then297, label %if.else298

if.else295:                                       ; preds = %if.else142
  br label %for.cond496

if.end296:                                        ; preds = %for.end593, %for.end492
  br label %if.end143

if.then297:                                       ; preds = %if.then294
  br label %for.cond300

if.else298:                                       ; preds = %if.then294
  %1074 = sext i32 %N to i64
  %1075 = icmp slt i64 %1074, 0
  %1076 = sext i32 %N to i64
  %1077 = icmp sgt i64 %1076, 4096
  %1078 = sext i32 %N to i64
  %1079 = select i1 %1077, i64 4096, i64 %1078
  %1080 = select i1 %1075, i64 0, i64 %1079
  %tl_hi10 = trunc i64 %1080 to i32
  br label %for.cond303

if.end299:                                        ; preds = %for.end305, %for.end302
  %1081 = sext i32 %N to i64
  %1082 = icmp sle i64 4096, %1081
  br i1 %1082, label %if.then307, label %if.else308

for.cond300:                                      ; preds = %for.body301, %if.then297
  %i13 = phi i32 [ 0, %if.then297 ], [ %1089, %for.body301 ]
  %1083 = icmp slt i32 %i13, 4096
  br i1 %1083, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1084 = sext i32 %i13 to i64
  %1085 = getelementptr inbounds float, ptr %W, i64 %1084
  %1086 = load float, ptr %1085, align 4
  %1087 = sext i32 %i13 to i64
  %1088 = getelementptr inbounds float, ptr %W_r, i64 %1087
  store float %1086, ptr %1088, align 4
  %1089 = add nsw i32 %i13, 1
  br label %for.cond300, !llvm.loop !67

for.end302:                                       ; preds = %for.cond300
  br label %if.end299

for.cond303:                                      ; preds = %for.body304, %if.else298
  %i13306 = phi i32 [ 0, %if.else298 ], [ %1096, %for.body304 ]
  %1090 = icmp slt i32 %i13306, %tl_hi10
  br i1 %1090, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1091 = sext i32 %i13306 to i64
  %1092 = getelementptr inbounds float, ptr %W, i64 %1091
  %1093 = load float, ptr %1092, align 4
  %1094 = sext i32 %i13306 to i64
  %1095 = getelementptr inbounds float, ptr %W_r, i64 %1094
  store float %1093, ptr %1095, align 4
  %1096 = add nsw i32 %i13306, 1
  br label %for.cond303, !llvm.loop !68

for.end305:                                       ; preds = %for.cond303
  br label %if.end299

if.then307:                                       ; preds = %if.end299
  br label %for.cond310

if.else308:                                       ; preds = %if.end299
  %1097 = sext i32 %N to i64
  %1098 = icmp slt i64 %1097, 0
  %1099 = sext i32 %N to i64
  %1100 = icmp sgt i64 %1099, 4096
  %1101 = sext i32 %N to i64
  %1102 = select i1 %1100, i64 4096, i64 %1101
  %1103 = select i1 %1098, i64 0, i64 %1102
  %tl_hi11 = trunc i64 %1103 to i32
  br label %for.cond314

if.end309:                                        ; preds = %for.end316, %for.end312
  %1104 = sext i32 %N to i64
  %1105 = icmp slt i64 %1104, 0
  %1106 = sext i32 %N to i64
  %1107 = icmp sgt i64 %1106, 4096
  %1108 = sext i32 %N to i64
  %1109 = select i1 %1107, i64 4096, i64 %1108
  %1110 = select i1 %1105, i64 0, i64 %1109
  %tl_pad_from30 = trunc i64 %1110 to i32
  %tl_pad_n32 = sub i32 4096, %tl_pad_from30
  br label %for.cond318

for.cond310:                                      ; preds = %for.body311, %if.then307
  %i13313 = phi i32 [ 0, %if.then307 ], [ %1117, %for.body311 ]
  %1111 = icmp slt i32 %i13313, 4096
  br i1 %1111, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1112 = sext i32 %i13313 to i64
  %1113 = getelementptr inbounds float, ptr %B, i64 %1112
  %1114 = load float, ptr %1113, align 4
  %1115 = sext i32 %i13313 to i64
  %1116 = getelementptr inbounds float, ptr %B_r, i64 %1115
  store float %1114, ptr %1116, align 4
  %1117 = add nsw i32 %i13313, 1
  br label %for.cond310, !llvm.loop !69

for.end312:                                       ; preds = %for.cond310
  br label %if.end309

for.cond314:                                      ; preds = %for.body315, %if.else308
  %i13317 = phi i32 [ 0, %if.else308 ], [ %1124, %for.body315 ]
  %1118 = icmp slt i32 %i13317, %tl_hi11
  br i1 %1118, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1119 = sext i32 %i13317 to i64
  %1120 = getelementptr inbounds float, ptr %B, i64 %1119
  %1121 = load float, ptr %1120, align 4
  %1122 = sext i32 %i13317 to i64
  %1123 = getelementptr inbounds float, ptr %B_r, i64 %1122
  store float %1121, ptr %1123, align 4
  %1124 = add nsw i32 %i13317, 1
  br label %for.cond314, !llvm.loop !70

for.end316:                                       ; preds = %for.cond314
  br label %if.end309

for.cond318:                                      ; preds = %for.body319, %if.end309
  %tl_pad_k33 = phi i32 [ 0, %if.end309 ], [ %1129, %for.body319 ]
  %1125 = icmp slt i32 %tl_pad_k33, %tl_pad_n32
  br i1 %1125, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1126 = add i32 %tl_pad_from30, %tl_pad_k33
  %1127 = sext i32 %1126 to i64
  %1128 = getelementptr inbounds float, ptr %W_r, i64 %1127
  store float 0.000000e+00, ptr %1128, align 4
  %1129 = add nsw i32 %tl_pad_k33, 1
  br label %for.cond318, !llvm.loop !71

for.end320:                                       ; preds = %for.cond318
  %1130 = sext i32 %N to i64
  %1131 = icmp slt i64 %1130, 0
  %1132 = sext i32 %N to i64
  %1133 = icmp sgt i64 %1132, 4096
  %1134 = sext i32 %N to i64
  %1135 = select i1 %1133, i64 4096, i64 %1134
  %1136 = select i1 %1131, i64 0, i64 %1135
  %tl_pad_from34 = trunc i64 %1136 to i32
  %tl_pad_n36 = sub i32 4096, %tl_pad_from34
  br label %for.cond321

for.cond321:                                      ; preds = %for.body322, %for.end320
  %tl_pad_k37 = phi i32 [ 0, %for.end320 ], [ %1141, %for.body322 ]
  %1137 = icmp slt i32 %tl_pad_k37, %tl_pad_n36
  br i1 %1137, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1138 = add i32 %tl_pad_from34, %tl_pad_k37
  %1139 = sext i32 %1138 to i64
  %1140 = getelementptr inbounds float, ptr %B_r, i64 %1139
  store float 0.000000e+00, ptr %1140, align 4
  %1141 = add nsw i32 %tl_pad_k37, 1
  br label %for.cond321, !llvm.loop !72

for.end323:                                       ; preds = %for.cond321
  br label %for.cond324

for.cond324:                                      ; preds = %if.end458, %for.end323
  %r327 = phi i32 [ 0, %for.end323 ], [ %1700, %if.end458 ]
  %1142 = icmp slt i32 %r327, 4
  br i1 %1142, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1143 = mul i32 %bx, 4
  %1144 = add i32 %1143, %r327
  %1145 = icmp sle i32 0, %1144
  %1146 = mul i32 %bx, 4
  %1147 = add i32 %1146, %r327
  %1148 = sext i32 %1147 to i64
  %1149 = add i64 %1148, 1
  %1150 = sext i32 %M to i64
  %1151 = icmp sle i64 %1149, %1150
  %1152 = and i1 %1145, %1151
  %1153 = sext i32 %N to i64
  %1154 = icmp sle i64 4096, %1153
  %1155 = and i1 %1152, %1154
  br i1 %1155, label %if.then328, label %if.else329

for.end326:                                       ; preds = %for.cond324
  br label %for.cond484

if.then328:                                       ; preds = %for.body325
  br label %for.cond331

if.else329:                                       ; preds = %for.body325
  br label %for.cond344

if.end330:                                        ; preds = %for.end346, %for.end333
  br label %for.cond359

for.cond331:                                      ; preds = %for.end343, %if.then328
  %i13334 = phi i32 [ 0, %if.then328 ], [ %1189, %for.end343 ]
  %1156 = icmp slt i32 %i13334, 1
  br i1 %1156, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1157 = add i32 %r327, 1
  %1158 = icmp slt i32 %1157, 4
  br i1 %1158, label %if.then335, label %if.else336

for.end333:                                       ; preds = %for.cond331
  br label %if.end330

if.then335:                                       ; preds = %for.body332
  br label %for.cond338

if.else336:                                       ; preds = %for.body332
  br label %if.end337

if.end337:                                        ; preds = %if.else336, %for.end340
  br label %for.cond341

for.cond338:                                      ; preds = %for.body339, %if.then335
  %pf = phi i32 [ 0, %if.then335 ], [ %1171, %for.body339 ]
  %1159 = icmp slt i32 %pf, 256
  br i1 %1159, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1160 = mul i32 %bx, 4
  %1161 = add i32 %r327, 1
  %1162 = add i32 %1160, %1161
  %1163 = add i32 %1162, %i13334
  %1164 = sext i32 %1163 to i64
  %1165 = sext i32 %N to i64
  %1166 = mul i64 %1164, %1165
  %1167 = mul i32 %pf, 16
  %1168 = sext i32 %1167 to i64
  %1169 = add i64 %1166, %1168
  %1170 = getelementptr float, ptr %X, i64 %1169
  call void @llvm.prefetch.p0(ptr %1170, i32 0, i32 0, i32 1)
  %1171 = add nsw i32 %pf, 1
  br label %for.cond338, !llvm.loop !73

for.end340:                                       ; preds = %for.cond338
  br label %if.end337

for.cond341:                                      ; preds = %for.body342, %if.end337
  %j3 = phi i32 [ 0, %if.end337 ], [ %1188, %for.body342 ]
  %1172 = icmp slt i32 %j3, 4096
  br i1 %1172, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1173 = mul i32 %bx, 4
  %1174 = add i32 %1173, %r327
  %1175 = add i32 %1174, %i13334
  %1176 = sext i32 %1175 to i64
  %1177 = sext i32 %N to i64
  %1178 = mul nsw i64 %1176, %1177
  %1179 = sext i32 %j3 to i64
  %1180 = add nsw i64 %1178, %1179
  %1181 = getelementptr inbounds float, ptr %X, i64 %1180
  %1182 = load float, ptr %1181, align 4
  %1183 = sext i32 %i13334 to i64
  %1184 = mul nsw i64 %1183, 4096
  %1185 = sext i32 %j3 to i64
  %1186 = add nsw i64 %1184, %1185
  %1187 = getelementptr inbounds float, ptr %X_r, i64 %1186
  store float %1182, ptr %1187, align 4
  %1188 = add nsw i32 %j3, 1
  br label %for.cond341, !llvm.loop !74

for.end343:                                       ; preds = %for.cond341
  %1189 = add nsw i32 %i13334, 1
  br label %for.cond331, !llvm.loop !75

for.cond344:                                      ; preds = %if.end350, %if.else329
  %i13347 = phi i32 [ 0, %if.else329 ], [ %1212, %if.end350 ]
  %1190 = icmp slt i32 %i13347, 1
  br i1 %1190, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1191 = sext i32 %N to i64
  %1192 = icmp slt i64 %1191, 0
  %1193 = sext i32 %N to i64
  %1194 = icmp sgt i64 %1193, 4096
  %1195 = sext i32 %N to i64
  %1196 = select i1 %1194, i64 4096, i64 %1195
  %1197 = select i1 %1192, i64 0, i64 %1196
  %tl_hi12 = trunc i64 %1197 to i32
  %1198 = mul i32 %bx, 4
  %1199 = add i32 %1198, %r327
  %1200 = sext i32 %1199 to i64
  %1201 = sext i32 %i13347 to i64
  %1202 = add i64 %1200, %1201
  %1203 = icmp sle i64 0, %1202
  %1204 = mul i32 %bx, 4
  %1205 = add i32 %1204, %r327
  %1206 = sext i32 %1205 to i64
  %1207 = sext i32 %i13347 to i64
  %1208 = add i64 %1206, %1207
  %1209 = sext i32 %M to i64
  %1210 = icmp slt i64 %1208, %1209
  %1211 = and i1 %1203, %1210
  br i1 %1211, label %if.then348, label %if.else349

for.end346:                                       ; preds = %for.cond344
  br label %if.end330

if.then348:                                       ; preds = %for.body345
  br label %for.cond351

if.else349:                                       ; preds = %for.body345
  br label %for.cond355

if.end350:                                        ; preds = %for.end357, %for.end353
  %1212 = add nsw i32 %i13347, 1
  br label %for.cond344, !llvm.loop !76

for.cond351:                                      ; preds = %for.body352, %if.then348
  %j3354 = phi i32 [ 0, %if.then348 ], [ %1229, %for.body352 ]
  %1213 = icmp slt i32 %j3354, %tl_hi12
  br i1 %1213, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1214 = mul i32 %bx, 4
  %1215 = add i32 %1214, %r327
  %1216 = add i32 %1215, %i13347
  %1217 = sext i32 %1216 to i64
  %1218 = sext i32 %N to i64
  %1219 = mul nsw i64 %1217, %1218
  %1220 = sext i32 %j3354 to i64
  %1221 = add nsw i64 %1219, %1220
  %1222 = getelementptr inbounds float, ptr %X, i64 %1221
  %1223 = load float, ptr %1222, align 4
  %1224 = sext i32 %i13347 to i64
  %1225 = mul nsw i64 %1224, 4096
  %1226 = sext i32 %j3354 to i64
  %1227 = add nsw i64 %1225, %1226
  %1228 = getelementptr inbounds float, ptr %X_r, i64 %1227
  store float %1223, ptr %1228, align 4
  %1229 = add nsw i32 %j3354, 1
  br label %for.cond351, !llvm.loop !77

for.end353:                                       ; preds = %for.cond351
  br label %if.end350

for.cond355:                                      ; preds = %for.body356, %if.else349
  %j3358 = phi i32 [ 0, %if.else349 ], [ %1236, %for.body356 ]
  %1230 = icmp slt i32 %j3358, %tl_hi12
  br i1 %1230, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1231 = sext i32 %i13347 to i64
  %1232 = mul nsw i64 %1231, 4096
  %1233 = sext i32 %j3358 to i64
  %1234 = add nsw i64 %1232, %1233
  %1235 = getelementptr inbounds float, ptr %X_r, i64 %1234
  store float 0.000000e+00, ptr %1235, align 4
  %1236 = add nsw i32 %j3358, 1
  br label %for.cond355, !llvm.loop !78

for.end357:                                       ; preds = %for.cond355
  br label %if.end350

for.cond359:                                      ; preds = %for.end371, %if.end330
  %i362 = phi i32 [ 0, %if.end330 ], [ %1280, %for.end371 ]
  %1237 = icmp slt i32 %i362, 1
  br i1 %1237, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1238 = sext i32 %N to i64
  %1239 = icmp slt i64 %1238, 0
  %1240 = sext i32 %N to i64
  %1241 = icmp sgt i64 %1240, 4096
  %1242 = sext i32 %N to i64
  %1243 = select i1 %1241, i64 4096, i64 %1242
  %1244 = select i1 %1239, i64 0, i64 %1243
  %tl_hi13 = trunc i64 %1244 to i32
  br label %for.cond363

for.end361:                                       ; preds = %for.cond359
  br label %for.cond374

for.cond363:                                      ; preds = %for.end368, %for.body360
  %tl_r38 = phi i32 [ 0, %for.body360 ], [ %1261, %for.end368 ]
  %1245 = icmp slt i32 %tl_r38, 1
  br i1 %1245, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1246 = sext i32 %N to i64
  %1247 = icmp slt i64 %1246, 0
  %1248 = sext i32 %N to i64
  %1249 = icmp sgt i64 %1248, 4096
  %1250 = sext i32 %N to i64
  %1251 = select i1 %1249, i64 4096, i64 %1250
  %1252 = select i1 %1247, i64 0, i64 %1251
  %tl_pad_from39 = trunc i64 %1252 to i32
  %tl_pad_n41 = sub i32 4096, %tl_pad_from39
  br label %for.cond366

for.end365:                                       ; preds = %for.cond363
  br label %for.cond369

for.cond366:                                      ; preds = %for.body367, %for.body364
  %tl_pad_k42 = phi i32 [ 0, %for.body364 ], [ %1260, %for.body367 ]
  %1253 = icmp slt i32 %tl_pad_k42, %tl_pad_n41
  br i1 %1253, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1254 = sext i32 %tl_r38 to i64
  %1255 = mul nsw i64 %1254, 4096
  %1256 = add i32 %tl_pad_from39, %tl_pad_k42
  %1257 = sext i32 %1256 to i64
  %1258 = add nsw i64 %1255, %1257
  %1259 = getelementptr inbounds float, ptr %X_r, i64 %1258
  store float 0.000000e+00, ptr %1259, align 4
  %1260 = add nsw i32 %tl_pad_k42, 1
  br label %for.cond366, !llvm.loop !79

for.end368:                                       ; preds = %for.cond366
  %1261 = add nsw i32 %tl_r38, 1
  br label %for.cond363, !llvm.loop !80

for.cond369:                                      ; preds = %for.body370, %for.end365
  %j372 = phi i32 [ 0, %for.end365 ], [ %1279, %for.body370 ]
  %1262 = icmp slt i32 %j372, %tl_hi13
  br i1 %1262, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1263 = sext i32 %i362 to i64
  %1264 = mul nsw i64 %1263, 4096
  %1265 = sext i32 %j372 to i64
  %1266 = add nsw i64 %1264, %1265
  %1267 = getelementptr inbounds float, ptr %X_r, i64 %1266
  %x373 = load float, ptr %1267, align 4
  %1268 = sext i32 %i362 to i64
  %1269 = mul nsw i64 %1268, 4096
  %1270 = sext i32 %j372 to i64
  %1271 = add nsw i64 %1269, %1270
  %1272 = getelementptr inbounds float, ptr %X_r, i64 %1271
  store float %x373, ptr %1272, align 4
  %1273 = fmul float %x373, %x373
  %1274 = sext i32 %i362 to i64
  %1275 = mul nsw i64 %1274, 4096
  %1276 = sext i32 %j372 to i64
  %1277 = add nsw i64 %1275, %1276
  %1278 = getelementptr inbounds float, ptr %sq_r, i64 %1277
  store float %1273, ptr %1278, align 4
  %1279 = add nsw i32 %j372, 1
  br label %for.cond369, !llvm.loop !81

for.end371:                                       ; preds = %for.cond369
  %1280 = add nsw i32 %i362, 1
  br label %for.cond359, !llvm.loop !82

for.cond374:                                      ; preds = %for.end407, %for.end361
  %i6 = phi i32 [ 0, %for.end361 ], [ %1450, %for.end407 ]
  %1281 = icmp slt i32 %i6, 1
  br i1 %1281, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  br label %for.cond377

for.end376:                                       ; preds = %for.cond374
  br label %for.cond409

for.cond377:                                      ; preds = %for.end382, %for.body375
  %tl_r43 = phi i32 [ 0, %for.body375 ], [ %1356, %for.end382 ]
  %1282 = icmp slt i32 %tl_r43, 1
  br i1 %1282, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1283 = sext i32 %N to i64
  %1284 = icmp slt i64 %1283, 0
  %1285 = sext i32 %N to i64
  %1286 = icmp sgt i64 %1285, 4096
  %1287 = sext i32 %N to i64
  %1288 = select i1 %1286, i64 4096, i64 %1287
  %1289 = select i1 %1284, i64 0, i64 %1288
  %tl_pad_from44 = trunc i64 %1289 to i32
  %1290 = sext i32 %N to i64
  %1291 = icmp slt i64 %1290, 0
  %1292 = sext i32 %N to i64
  %1293 = icmp sgt i64 %1292, 4096
  %1294 = sext i32 %N to i64
  %1295 = select i1 %1293, i64 4096, i64 %1294
  %1296 = select i1 %1291, i64 0, i64 %1295
  %1297 = trunc i64 %1296 to i32
  %1298 = add i32 %1297, 31
  %1299 = sdiv i32 %1298, 32
  %1300 = sub i32 0, %1298
  %1301 = select i1 false, i32 %1300, i32 %1299
  %1302 = mul i32 %1301, 32
  %1303 = icmp slt i32 %1302, 32
  %1304 = sext i32 %N to i64
  %1305 = icmp slt i64 %1304, 0
  %1306 = sext i32 %N to i64
  %1307 = icmp sgt i64 %1306, 4096
  %1308 = sext i32 %N to i64
  %1309 = select i1 %1307, i64 4096, i64 %1308
  %1310 = select i1 %1305, i64 0, i64 %1309
  %1311 = trunc i64 %1310 to i32
  %1312 = add i32 %1311, 31
  %1313 = sdiv i32 %1312, 32
  %1314 = sub i32 0, %1312
  %1315 = select i1 false, i32 %1314, i32 %1313
  %1316 = mul i32 %1315, 32
  %1317 = select i1 %1303, i32 32, i32 %1316
  %1318 = icmp slt i32 %1317, 4096
  %1319 = sext i32 %N to i64
  %1320 = icmp slt i64 %1319, 0
  %1321 = sext i32 %N to i64
  %1322 = icmp sgt i64 %1321, 4096
  %1323 = sext i32 %N to i64
  %1324 = select i1 %1322, i64 4096, i64 %1323
  %1325 = select i1 %1320, i64 0, i64 %1324
  %1326 = trunc i64 %1325 to i32
  %1327 = add i32 %1326, 31
  %1328 = sdiv i32 %1327, 32
  %1329 = sub i32 0, %1327
  %1330 = select i1 false, i32 %1329, i32 %1328
  %1331 = mul i32 %1330, 32
  %1332 = icmp slt i32 %1331, 32
  %1333 = sext i32 %N to i64
  %1334 = icmp slt i64 %1333, 0
  %1335 = sext i32 %N to i64
  %1336 = icmp sgt i64 %1335, 4096
  %1337 = sext i32 %N to i64
  %1338 = select i1 %1336, i64 4096, i64 %1337
  %1339 = select i1 %1334, i64 0, i64 %1338
  %1340 = trunc i64 %1339 to i32
  %1341 = add i32 %1340, 31
  %1342 = sdiv i32 %1341, 32
  %1343 = sub i32 0, %1341
  %1344 = select i1 false, i32 %1343, i32 %1342
  %1345 = mul i32 %1344, 32
  %1346 = select i1 %1332, i32 32, i32 %1345
  %1347 = select i1 %1318, i32 %1346, i32 4096
  %tl_pad_n46 = sub i32 %1347, %tl_pad_from44
  br label %for.cond380

for.end379:                                       ; preds = %for.cond377
  br label %for.cond383

for.cond380:                                      ; preds = %for.body381, %for.body378
  %tl_pad_k47 = phi i32 [ 0, %for.body378 ], [ %1355, %for.body381 ]
  %1348 = icmp slt i32 %tl_pad_k47, %tl_pad_n46
  br i1 %1348, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1349 = sext i32 %tl_r43 to i64
  %1350 = mul nsw i64 %1349, 4096
  %1351 = add i32 %tl_pad_from44, %tl_pad_k47
  %1352 = sext i32 %1351 to i64
  %1353 = add nsw i64 %1350, %1352
  %1354 = getelementptr inbounds float, ptr %X_r, i64 %1353
  store float 0.000000e+00, ptr %1354, align 4
  %1355 = add nsw i32 %tl_pad_k47, 1
  br label %for.cond380, !llvm.loop !83

for.end382:                                       ; preds = %for.cond380
  %1356 = add nsw i32 %tl_r43, 1
  br label %for.cond377, !llvm.loop !84

for.cond383:                                      ; preds = %for.body384, %for.end379
  %lane4 = phi i32 [ 0, %for.end379 ], [ %1366, %for.body384 ]
  %1357 = icmp slt i32 %lane4, 32
  br i1 %1357, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1358 = sext i32 %i6 to i64
  %1359 = mul nsw i64 %1358, 4096
  %1360 = sext i32 %lane4 to i64
  %1361 = add nsw i64 %1359, %1360
  %1362 = getelementptr inbounds float, ptr %X_r, i64 %1361
  %1363 = load float, ptr %1362, align 4
  %1364 = sext i32 %lane4 to i64
  %1365 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1364
  store float %1363, ptr %1365, align 4
  %1366 = add nsw i32 %lane4, 1
  br label %for.cond383, !llvm.loop !85

for.end385:                                       ; preds = %for.cond383
  %1367 = sext i32 %N to i64
  %1368 = icmp slt i64 %1367, 0
  %1369 = sext i32 %N to i64
  %1370 = icmp sgt i64 %1369, 4096
  %1371 = sext i32 %N to i64
  %1372 = select i1 %1370, i64 4096, i64 %1371
  %1373 = select i1 %1368, i64 0, i64 %1372
  %1374 = trunc i64 %1373 to i32
  %1375 = add i32 %1374, 31
  %1376 = sdiv i32 %1375, 32
  %1377 = sub i32 0, %1375
  %1378 = select i1 false, i32 %1377, i32 %1376
  %1379 = sub i32 %1378, 1
  %1380 = icmp slt i32 %1379, 0
  %1381 = sext i32 %N to i64
  %1382 = icmp slt i64 %1381, 0
  %1383 = sext i32 %N to i64
  %1384 = icmp sgt i64 %1383, 4096
  %1385 = sext i32 %N to i64
  %1386 = select i1 %1384, i64 4096, i64 %1385
  %1387 = select i1 %1382, i64 0, i64 %1386
  %1388 = trunc i64 %1387 to i32
  %1389 = add i32 %1388, 31
  %1390 = sdiv i32 %1389, 32
  %1391 = sub i32 0, %1389
  %1392 = select i1 false, i32 %1391, i32 %1390
  %1393 = sub i32 %1392, 1
  %1394 = select i1 %1380, i32 0, i32 %1393
  %tl_steps49 = select i1 true, i32 %1394, i32 127
  %1395 = icmp eq i32 %tl_steps49, 127
  br i1 %1395, label %if.then386, label %if.else387

if.then386:                                       ; preds = %for.end385
  br label %for.cond389

if.else387:                                       ; preds = %for.end385
  br label %if.end388

if.end388:                                        ; preds = %if.else387, %for.end391
  br label %for.cond395

for.cond389:                                      ; preds = %for.end394, %if.then386
  %tl_r50 = phi i32 [ 0, %if.then386 ], [ %1412, %for.end394 ]
  %1396 = icmp slt i32 %tl_r50, 1
  br i1 %1396, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1397 = sext i32 %N to i64
  %1398 = icmp slt i64 %1397, 0
  %1399 = sext i32 %N to i64
  %1400 = icmp sgt i64 %1399, 4096
  %1401 = sext i32 %N to i64
  %1402 = select i1 %1400, i64 4096, i64 %1401
  %1403 = select i1 %1398, i64 0, i64 %1402
  %tl_pad_from51 = trunc i64 %1403 to i32
  %tl_pad_n53 = sub i32 4096, %tl_pad_from51
  br label %for.cond392

for.end391:                                       ; preds = %for.cond389
  br label %if.end388

for.cond392:                                      ; preds = %for.body393, %for.body390
  %tl_pad_k54 = phi i32 [ 0, %for.body390 ], [ %1411, %for.body393 ]
  %1404 = icmp slt i32 %tl_pad_k54, %tl_pad_n53
  br i1 %1404, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1405 = sext i32 %tl_r50 to i64
  %1406 = mul nsw i64 %1405, 4096
  %1407 = add i32 %tl_pad_from51, %tl_pad_k54
  %1408 = sext i32 %1407 to i64
  %1409 = add nsw i64 %1406, %1408
  %1410 = getelementptr inbounds float, ptr %X_r, i64 %1409
  store float 0.000000e+00, ptr %1410, align 4
  %1411 = add nsw i32 %tl_pad_k54, 1
  br label %for.cond392, !llvm.loop !86

for.end394:                                       ; preds = %for.cond392
  %1412 = add nsw i32 %tl_r50, 1
  br label %for.cond389, !llvm.loop !87

for.cond395:                                      ; preds = %for.end400, %if.end388
  %red4 = phi i32 [ 0, %if.end388 ], [ %1432, %for.end400 ]
  %1413 = icmp slt i32 %red4, %tl_steps49
  br i1 %1413, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  br label %for.cond398

for.end397:                                       ; preds = %for.cond395
  %1414 = icmp slt i32 %tl_steps49, 127
  br i1 %1414, label %if.then402, label %if.else403

for.cond398:                                      ; preds = %for.body399, %for.body396
  %lane4401 = phi i32 [ 0, %for.body396 ], [ %1431, %for.body399 ]
  %1415 = icmp slt i32 %lane4401, 32
  br i1 %1415, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %1416 = sext i32 %lane4401 to i64
  %1417 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1416
  %1418 = load float, ptr %1417, align 4
  %1419 = sext i32 %i6 to i64
  %1420 = mul nsw i64 %1419, 4096
  %1421 = add i32 %red4, 1
  %1422 = mul i32 %1421, 32
  %1423 = add i32 %1422, %lane4401
  %1424 = sext i32 %1423 to i64
  %1425 = add nsw i64 %1420, %1424
  %1426 = getelementptr inbounds float, ptr %X_r, i64 %1425
  %1427 = load float, ptr %1426, align 4
  %1428 = fadd float %1418, %1427
  %1429 = sext i32 %lane4401 to i64
  %1430 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1429
  store float %1428, ptr %1430, align 4
  %1431 = add nsw i32 %lane4401, 1
  br label %for.cond398, !llvm.loop !88

for.end400:                                       ; preds = %for.cond398
  %1432 = add nsw i32 %red4, 1
  br label %for.cond395, !llvm.loop !89

if.then402:                                       ; preds = %for.end397
  %1433 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1434 = load float, ptr %1433, align 4
  %1435 = fadd float %1434, 0.000000e+00
  %1436 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1435, ptr %1436, align 4
  br label %if.end404

if.else403:                                       ; preds = %for.end397
  br label %if.end404

if.end404:                                        ; preds = %if.else403, %if.then402
  %1437 = sext i32 %i6 to i64
  %1438 = getelementptr inbounds float, ptr %mean_r, i64 %1437
  store float 0.000000e+00, ptr %1438, align 4
  br label %for.cond405

for.cond405:                                      ; preds = %for.body406, %if.end404
  %lane4408 = phi i32 [ 0, %if.end404 ], [ %1449, %for.body406 ]
  %1439 = icmp slt i32 %lane4408, 32
  br i1 %1439, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1440 = sext i32 %i6 to i64
  %1441 = getelementptr inbounds float, ptr %mean_r, i64 %1440
  %1442 = load float, ptr %1441, align 4
  %1443 = sext i32 %lane4408 to i64
  %1444 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1443
  %1445 = load float, ptr %1444, align 4
  %1446 = fadd float %1442, %1445
  %1447 = sext i32 %i6 to i64
  %1448 = getelementptr inbounds float, ptr %mean_r, i64 %1447
  store float %1446, ptr %1448, align 4
  %1449 = add nsw i32 %lane4408, 1
  br label %for.cond405, !llvm.loop !90

for.end407:                                       ; preds = %for.cond405
  %1450 = add nsw i32 %i6, 1
  br label %for.cond374, !llvm.loop !91

for.cond409:                                      ; preds = %for.end442, %for.end376
  %i7 = phi i32 [ 0, %for.end376 ], [ %1620, %for.end442 ]
  %1451 = icmp slt i32 %i7, 1
  br i1 %1451, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  br label %for.cond412

for.end411:                                       ; preds = %for.cond409
  br label %for.cond444

for.cond412:                                      ; preds = %for.end417, %for.body410
  %tl_r55 = phi i32 [ 0, %for.body410 ], [ %1526, %for.end417 ]
  %1452 = icmp slt i32 %tl_r55, 1
  br i1 %1452, label %for.body413, label %for.end414

for.body413:                                      ; preds = %for.cond412
  %1453 = sext i32 %N to i64
  %1454 = icmp slt i64 %1453, 0
  %1455 = sext i32 %N to i64
  %1456 = icmp sgt i64 %1455, 4096
  %1457 = sext i32 %N to i64
  %1458 = select i1 %1456, i64 4096, i64 %1457
  %1459 = select i1 %1454, i64 0, i64 %1458
  %tl_pad_from56 = trunc i64 %1459 to i32
  %1460 = sext i32 %N to i64
  %1461 = icmp slt i64 %1460, 0
  %1462 = sext i32 %N to i64
  %1463 = icmp sgt i64 %1462, 4096
  %1464 = sext i32 %N to i64
  %1465 = select i1 %1463, i64 4096, i64 %1464
  %1466 = select i1 %1461, i64 0, i64 %1465
  %1467 = trunc i64 %1466 to i32
  %1468 = add i32 %1467, 31
  %1469 = sdiv i32 %1468, 32
  %1470 = sub i32 0, %1468
  %1471 = select i1 false, i32 %1470, i32 %1469
  %1472 = mul i32 %1471, 32
  %1473 = icmp slt i32 %1472, 32
  %1474 = sext i32 %N to i64
  %1475 = icmp slt i64 %1474, 0
  %1476 = sext i32 %N to i64
  %1477 = icmp sgt i64 %1476, 4096
  %1478 = sext i32 %N to i64
  %1479 = select i1 %1477, i64 4096, i64 %1478
  %1480 = select i1 %1475, i64 0, i64 %1479
  %1481 = trunc i64 %1480 to i32
  %1482 = add i32 %1481, 31
  %1483 = sdiv i32 %1482, 32
  %1484 = sub i32 0, %1482
  %1485 = select i1 false, i32 %1484, i32 %1483
  %1486 = mul i32 %1485, 32
  %1487 = select i1 %1473, i32 32, i32 %1486
  %1488 = icmp slt i32 %1487, 4096
  %1489 = sext i32 %N to i64
  %1490 = icmp slt i64 %1489, 0
  %1491 = sext i32 %N to i64
  %1492 = icmp sgt i64 %1491, 4096
  %1493 = sext i32 %N to i64
  %1494 = select i1 %1492, i64 4096, i64 %1493
  %1495 = select i1 %1490, i64 0, i64 %1494
  %1496 = trunc i64 %1495 to i32
  %1497 = add i32 %1496, 31
  %1498 = sdiv i32 %1497, 32
  %1499 = sub i32 0, %1497
  %1500 = select i1 false, i32 %1499, i32 %1498
  %1501 = mul i32 %1500, 32
  %1502 = icmp slt i32 %1501, 32
  %1503 = sext i32 %N to i64
  %1504 = icmp slt i64 %1503, 0
  %1505 = sext i32 %N to i64
  %1506 = icmp sgt i64 %1505, 4096
  %1507 = sext i32 %N to i64
  %1508 = select i1 %1506, i64 4096, i64 %1507
  %1509 = select i1 %1504, i64 0, i64 %1508
  %1510 = trunc i64 %1509 to i32
  %1511 = add i32 %1510, 31
  %1512 = sdiv i32 %1511, 32
  %1513 = sub i32 0, %1511
  %1514 = select i1 false, i32 %1513, i32 %1512
  %1515 = mul i32 %1514, 32
  %1516 = select i1 %1502, i32 32, i32 %1515
  %1517 = select i1 %1488, i32 %1516, i32 4096
  %tl_pad_n58 = sub i32 %1517, %tl_pad_from56
  br label %for.cond415

for.end414:                                       ; preds = %for.cond412
  br label %for.cond418

for.cond415:                                      ; preds = %for.body416, %for.body413
  %tl_pad_k59 = phi i32 [ 0, %for.body413 ], [ %1525, %for.body416 ]
  %1518 = icmp slt i32 %tl_pad_k59, %tl_pad_n58
  br i1 %1518, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  %1519 = sext i32 %tl_r55 to i64
  %1520 = mul nsw i64 %1519, 4096
  %1521 = add i32 %tl_pad_from56, %tl_pad_k59
  %1522 = sext i32 %1521 to i64
  %1523 = add nsw i64 %1520, %1522
  %1524 = getelementptr inbounds float, ptr %sq_r, i64 %1523
  store float 0.000000e+00, ptr %1524, align 4
  %1525 = add nsw i32 %tl_pad_k59, 1
  br label %for.cond415, !llvm.loop !92

for.end417:                                       ; preds = %for.cond415
  %1526 = add nsw i32 %tl_r55, 1
  br label %for.cond412, !llvm.loop !93

for.cond418:                                      ; preds = %for.body419, %for.end414
  %lane5 = phi i32 [ 0, %for.end414 ], [ %1536, %for.body419 ]
  %1527 = icmp slt i32 %lane5, 32
  br i1 %1527, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1528 = sext i32 %i7 to i64
  %1529 = mul nsw i64 %1528, 4096
  %1530 = sext i32 %lane5 to i64
  %1531 = add nsw i64 %1529, %1530
  %1532 = getelementptr inbounds float, ptr %sq_r, i64 %1531
  %1533 = load float, ptr %1532, align 4
  %1534 = sext i32 %lane5 to i64
  %1535 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1534
  store float %1533, ptr %1535, align 4
  %1536 = add nsw i32 %lane5, 1
  br label %for.cond418, !llvm.loop !94

for.end420:                                       ; preds = %for.cond418
  %1537 = sext i32 %N to i64
  %1538 = icmp slt i64 %1537, 0
  %1539 = sext i32 %N to i64
  %1540 = icmp sgt i64 %1539, 4096
  %1541 = sext i32 %N to i64
  %1542 = select i1 %1540, i64 4096, i64 %1541
  %1543 = select i1 %1538, i64 0, i64 %1542
  %1544 = trunc i64 %1543 to i32
  %1545 = add i32 %1544, 31
  %1546 = sdiv i32 %1545, 32
  %1547 = sub i32 0, %1545
  %1548 = select i1 false, i32 %1547, i32 %1546
  %1549 = sub i32 %1548, 1
  %1550 = icmp slt i32 %1549, 0
  %1551 = sext i32 %N to i64
  %1552 = icmp slt i64 %1551, 0
  %1553 = sext i32 %N to i64
  %1554 = icmp sgt i64 %1553, 4096
  %1555 = sext i32 %N to i64
  %1556 = select i1 %1554, i64 4096, i64 %1555
  %1557 = select i1 %1552, i64 0, i64 %1556
  %1558 = trunc i64 %1557 to i32
  %1559 = add i32 %1558, 31
  %1560 = sdiv i32 %1559, 32
  %1561 = sub i32 0, %1559
  %1562 = select i1 false, i32 %1561, i32 %1560
  %1563 = sub i32 %1562, 1
  %1564 = select i1 %1550, i32 0, i32 %1563
  %tl_steps61 = select i1 true, i32 %1564, i32 127
  %1565 = icmp eq i32 %tl_steps61, 127
  br i1 %1565, label %if.then421, label %if.else422

if.then421:                                       ; preds = %for.end420
  br label %for.cond424

if.else422:                                       ; preds = %for.end420
  br label %if.end423

if.end423:                                        ; preds = %if.else422, %for.end426
  br label %for.cond430

for.cond424:                                      ; preds = %for.end429, %if.then421
  %tl_r62 = phi i32 [ 0, %if.then421 ], [ %1582, %for.end429 ]
  %1566 = icmp slt i32 %tl_r62, 1
  br i1 %1566, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %1567 = sext i32 %N to i64
  %1568 = icmp slt i64 %1567, 0
  %1569 = sext i32 %N to i64
  %1570 = icmp sgt i64 %1569, 4096
  %1571 = sext i32 %N to i64
  %1572 = select i1 %1570, i64 4096, i64 %1571
  %1573 = select i1 %1568, i64 0, i64 %1572
  %tl_pad_from63 = trunc i64 %1573 to i32
  %tl_pad_n65 = sub i32 4096, %tl_pad_from63
  br label %for.cond427

for.end426:                                       ; preds = %for.cond424
  br label %if.end423

for.cond427:                                      ; preds = %for.body428, %for.body425
  %tl_pad_k66 = phi i32 [ 0, %for.body425 ], [ %1581, %for.body428 ]
  %1574 = icmp slt i32 %tl_pad_k66, %tl_pad_n65
  br i1 %1574, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1575 = sext i32 %tl_r62 to i64
  %1576 = mul nsw i64 %1575, 4096
  %1577 = add i32 %tl_pad_from63, %tl_pad_k66
  %1578 = sext i32 %1577 to i64
  %1579 = add nsw i64 %1576, %1578
  %1580 = getelementptr inbounds float, ptr %sq_r, i64 %1579
  store float 0.000000e+00, ptr %1580, align 4
  %1581 = add nsw i32 %tl_pad_k66, 1
  br label %for.cond427, !llvm.loop !95

for.end429:                                       ; preds = %for.cond427
  %1582 = add nsw i32 %tl_r62, 1
  br label %for.cond424, !llvm.loop !96

for.cond430:                                      ; preds = %for.end435, %if.end423
  %red5 = phi i32 [ 0, %if.end423 ], [ %1602, %for.end435 ]
  %1583 = icmp slt i32 %red5, %tl_steps61
  br i1 %1583, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  br label %for.cond433

for.end432:                                       ; preds = %for.cond430
  %1584 = icmp slt i32 %tl_steps61, 127
  br i1 %1584, label %if.then437, label %if.else438

for.cond433:                                      ; preds = %for.body434, %for.body431
  %lane5436 = phi i32 [ 0, %for.body431 ], [ %1601, %for.body434 ]
  %1585 = icmp slt i32 %lane5436, 32
  br i1 %1585, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1586 = sext i32 %lane5436 to i64
  %1587 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1586
  %1588 = load float, ptr %1587, align 4
  %1589 = sext i32 %i7 to i64
  %1590 = mul nsw i64 %1589, 4096
  %1591 = add i32 %red5, 1
  %1592 = mul i32 %1591, 32
  %1593 = add i32 %1592, %lane5436
  %1594 = sext i32 %1593 to i64
  %1595 = add nsw i64 %1590, %1594
  %1596 = getelementptr inbounds float, ptr %sq_r, i64 %1595
  %1597 = load float, ptr %1596, align 4
  %1598 = fadd float %1588, %1597
  %1599 = sext i32 %lane5436 to i64
  %1600 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1599
  store float %1598, ptr %1600, align 4
  %1601 = add nsw i32 %lane5436, 1
  br label %for.cond433, !llvm.loop !97

for.end435:                                       ; preds = %for.cond433
  %1602 = add nsw i32 %red5, 1
  br label %for.cond430, !llvm.loop !98

if.then437:                                       ; preds = %for.end432
  %1603 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1604 = load float, ptr %1603, align 4
  %1605 = fadd float %1604, 0.000000e+00
  %1606 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1605, ptr %1606, align 4
  br label %if.end439

if.else438:                                       ; preds = %for.end432
  br label %if.end439

if.end439:                                        ; preds = %if.else438, %if.then437
  %1607 = sext i32 %i7 to i64
  %1608 = getelementptr inbounds float, ptr %rstd_r, i64 %1607
  store float 0.000000e+00, ptr %1608, align 4
  br label %for.cond440

for.cond440:                                      ; preds = %for.body441, %if.end439
  %lane5443 = phi i32 [ 0, %if.end439 ], [ %1619, %for.body441 ]
  %1609 = icmp slt i32 %lane5443, 32
  br i1 %1609, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %1610 = sext i32 %i7 to i64
  %1611 = getelementptr inbounds float, ptr %rstd_r, i64 %1610
  %1612 = load float, ptr %1611, align 4
  %1613 = sext i32 %lane5443 to i64
  %1614 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1613
  %1615 = load float, ptr %1614, align 4
  %1616 = fadd float %1612, %1615
  %1617 = sext i32 %i7 to i64
  %1618 = getelementptr inbounds float, ptr %rstd_r, i64 %1617
  store float %1616, ptr %1618, align 4
  %1619 = add nsw i32 %lane5443, 1
  br label %for.cond440, !llvm.loop !99

for.end442:                                       ; preds = %for.cond440
  %1620 = add nsw i32 %i7, 1
  br label %for.cond409, !llvm.loop !100

for.cond444:                                      ; preds = %for.body445, %for.end411
  %i447 = phi i32 [ 0, %for.end411 ], [ %1650, %for.body445 ]
  %1621 = icmp slt i32 %i447, 1
  br i1 %1621, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %1622 = sext i32 %i447 to i64
  %1623 = getelementptr inbounds float, ptr %mean_r, i64 %1622
  %1624 = load float, ptr %1623, align 4
  %1625 = sitofp i32 %N to float
  %1626 = fdiv float %1624, %1625
  %1627 = sext i32 %i447 to i64
  %1628 = getelementptr inbounds float, ptr %mean_r, i64 %1627
  store float %1626, ptr %1628, align 4
  %1629 = sext i32 %i447 to i64
  %1630 = getelementptr inbounds float, ptr %rstd_r, i64 %1629
  %1631 = load float, ptr %1630, align 4
  %1632 = sitofp i32 %N to float
  %1633 = fdiv float %1631, %1632
  %1634 = sext i32 %i447 to i64
  %1635 = getelementptr inbounds float, ptr %mean_r, i64 %1634
  %1636 = load float, ptr %1635, align 4
  %1637 = sext i32 %i447 to i64
  %1638 = getelementptr inbounds float, ptr %mean_r, i64 %1637
  %1639 = load float, ptr %1638, align 4
  %1640 = fmul float %1636, %1639
  %1641 = fsub float %1633, %1640
  %1642 = call float @llvm.maxnum.f32(float %1641, float 0.000000e+00)
  %1643 = fadd float %1642, 0x3EE4F8B580000000
  %1644 = fpext float %1643 to double
  %1645 = call double @llvm.sqrt.f64(double %1644)
  %1646 = fdiv double 1.000000e+00, %1645
  %1647 = fptrunc double %1646 to float
  %1648 = sext i32 %i447 to i64
  %1649 = getelementptr inbounds float, ptr %rstd_r, i64 %1648
  store float %1647, ptr %1649, align 4
  %1650 = add nsw i32 %i447, 1
  br label %for.cond444, !llvm.loop !101

for.end446:                                       ; preds = %for.cond444
  br label %for.cond448

for.cond448:                                      ; preds = %for.end454, %for.end446
  %i451 = phi i32 [ 0, %for.end446 ], [ %1699, %for.end454 ]
  %1651 = icmp slt i32 %i451, 1
  br i1 %1651, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %1652 = sext i32 %N to i64
  %1653 = icmp slt i64 %1652, 0
  %1654 = sext i32 %N to i64
  %1655 = icmp sgt i64 %1654, 4096
  %1656 = sext i32 %N to i64
  %1657 = select i1 %1655, i64 4096, i64 %1656
  %1658 = select i1 %1653, i64 0, i64 %1657
  %tl_cols67 = trunc i64 %1658 to i32
  br label %for.cond452

for.end450:                                       ; preds = %for.cond448
  %1659 = mul i32 %bx, 4
  %1660 = add i32 %1659, %r327
  %1661 = icmp sle i32 0, %1660
  %1662 = mul i32 %bx, 4
  %1663 = add i32 %1662, %r327
  %1664 = sext i32 %1663 to i64
  %1665 = add i64 %1664, 1
  %1666 = sext i32 %M to i64
  %1667 = icmp sle i64 %1665, %1666
  %1668 = and i1 %1661, %1667
  %1669 = sext i32 %N to i64
  %1670 = icmp sle i64 4096, %1669
  %1671 = and i1 %1668, %1670
  br i1 %1671, label %if.then456, label %if.else457

for.cond452:                                      ; preds = %for.body453, %for.body449
  %j455 = phi i32 [ 0, %for.body449 ], [ %1698, %for.body453 ]
  %1672 = icmp slt i32 %j455, %tl_cols67
  br i1 %1672, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1673 = sext i32 %i451 to i64
  %1674 = mul nsw i64 %1673, 4096
  %1675 = sext i32 %j455 to i64
  %1676 = add nsw i64 %1674, %1675
  %1677 = getelementptr inbounds float, ptr %X_r, i64 %1676
  %1678 = load float, ptr %1677, align 4
  %1679 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1680 = load float, ptr %1679, align 4
  %1681 = fsub float %1678, %1680
  %1682 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1683 = load float, ptr %1682, align 4
  %1684 = fmul float %1681, %1683
  %1685 = sext i32 %j455 to i64
  %1686 = getelementptr inbounds float, ptr %W_r, i64 %1685
  %1687 = load float, ptr %1686, align 4
  %1688 = fmul float %1684, %1687
  %1689 = sext i32 %j455 to i64
  %1690 = getelementptr inbounds float, ptr %B_r, i64 %1689
  %1691 = load float, ptr %1690, align 4
  %1692 = fadd float %1688, %1691
  %1693 = sext i32 %i451 to i64
  %1694 = mul nsw i64 %1693, 4096
  %1695 = sext i32 %j455 to i64
  %1696 = add nsw i64 %1694, %1695
  %1697 = getelementptr inbounds float, ptr %X_r, i64 %1696
  store float %1692, ptr %1697, align 4
  %1698 = add nsw i32 %j455, 1
  br label %for.cond452, !llvm.loop !102

for.end454:                                       ; preds = %for.cond452
  %1699 = add nsw i32 %i451, 1
  br label %for.cond448, !llvm.loop !103

if.then456:                                       ; preds = %for.end450
  br label %for.cond459

if.else457:                                       ; preds = %for.end450
  br label %for.cond470

if.end458:                                        ; preds = %for.end472, %for.end461
  %1700 = add nsw i32 %r327, 1
  br label %for.cond324, !llvm.loop !104

for.cond459:                                      ; preds = %if.end465, %if.then456
  %i13462 = phi i32 [ 0, %if.then456 ], [ %1718, %if.end465 ]
  %1701 = icmp slt i32 %i13462, 1
  br i1 %1701, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %1702 = sext i32 %M to i64
  %1703 = sext i32 %N to i64
  %1704 = mul i64 %1702, %1703
  %1705 = icmp sge i64 %1704, 8388608
  br i1 %1705, label %if.then463, label %if.else464

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

if.then463:                                       ; preds = %for.body460
  %1706 = mul i32 %bx, 4
  %1707 = add i32 %1706, %r327
  %1708 = add i32 %1707, %i13462
  %1709 = sext i32 %1708 to i64
  %1710 = sext i32 %N to i64
  %1711 = mul nsw i64 %1709, %1710
  %1712 = add nsw i64 %1711, 0
  %1713 = getelementptr inbounds float, ptr %Y, i64 %1712
  %1714 = sext i32 %i13462 to i64
  %1715 = mul nsw i64 %1714, 4096
  %1716 = add nsw i64 %1715, 0
  %1717 = getelementptr inbounds float, ptr %X_r, i64 %1716
  call void @tilec_rt_stream(ptr %1713, ptr %1717, i64 16384)
  br label %if.end465

if.else464:                                       ; preds = %for.body460
  br label %for.cond466

if.end465:                                        ; preds = %for.end468, %if.then463
  %1718 = add nsw i32 %i13462, 1
  br label %for.cond459, !llvm.loop !105

for.cond466:                                      ; preds = %for.body467, %if.else464
  %j3469 = phi i32 [ 0, %if.else464 ], [ %1735, %for.body467 ]
  %1719 = icmp slt i32 %j3469, 4096
  br i1 %1719, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %1720 = sext i32 %i13462 to i64
  %1721 = mul nsw i64 %1720, 4096
  %1722 = sext i32 %j3469 to i64
  %1723 = add nsw i64 %1721, %1722
  %1724 = getelementptr inbounds float, ptr %X_r, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = mul i32 %bx, 4
  %1727 = add i32 %1726, %r327
  %1728 = add i32 %1727, %i13462
  %1729 = sext i32 %1728 to i64
  %1730 = sext i32 %N to i64
  %1731 = mul nsw i64 %1729, %1730
  %1732 = sext i32 %j3469 to i64
  %1733 = add nsw i64 %1731, %1732
  %1734 = getelementptr inbounds float, ptr %Y, i64 %1733
  store float %1725, ptr %1734, align 4
  %1735 = add nsw i32 %j3469, 1
  br label %for.cond466, !llvm.loop !106

for.end468:                                       ; preds = %for.cond466
  br label %if.end465

for.cond470:                                      ; preds = %if.end476, %if.else457
  %i13473 = phi i32 [ 0, %if.else457 ], [ %1762, %if.end476 ]
  %1736 = icmp slt i32 %i13473, 1
  br i1 %1736, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %1737 = sext i32 %N to i64
  %1738 = icmp slt i64 %1737, 0
  %1739 = sext i32 %N to i64
  %1740 = icmp sgt i64 %1739, 4096
  %1741 = sext i32 %N to i64
  %1742 = select i1 %1740, i64 4096, i64 %1741
  %1743 = select i1 %1738, i64 0, i64 %1742
  %tl_hi14 = trunc i64 %1743 to i32
  %1744 = mul i32 %bx, 4
  %1745 = add i32 %1744, %r327
  %1746 = sext i32 %1745 to i64
  %1747 = sext i32 %i13473 to i64
  %1748 = add i64 %1746, %1747
  %1749 = icmp sle i64 0, %1748
  %1750 = mul i32 %bx, 4
  %1751 = add i32 %1750, %r327
  %1752 = sext i32 %1751 to i64
  %1753 = sext i32 %i13473 to i64
  %1754 = add i64 %1752, %1753
  %1755 = sext i32 %M to i64
  %1756 = icmp slt i64 %1754, %1755
  %1757 = and i1 %1749, %1756
  br i1 %1757, label %if.then474, label %if.else475

for.end472:                                       ; preds = %for.cond470
  br label %if.end458

if.then474:                                       ; preds = %for.body471
  %1758 = sext i32 %M to i64
  %1759 = sext i32 %N to i64
  %1760 = mul i64 %1758, %1759
  %1761 = icmp sge i64 %1760, 8388608
  br i1 %1761, label %if.then477, label %if.else478

if.else475:                                       ; preds = %for.body471
  br label %if.end476

if.end476:                                        ; preds = %if.else475, %if.end479
  %1762 = add nsw i32 %i13473, 1
  br label %for.cond470, !llvm.loop !107

if.then477:                                       ; preds = %if.then474
  %1763 = sext i32 %tl_hi14 to i64
  %1764 = mul i32 %bx, 4
  %1765 = add i32 %1764, %r327
  %1766 = add i32 %1765, %i13473
  %1767 = sext i32 %1766 to i64
  %1768 = sext i32 %N to i64
  %1769 = mul nsw i64 %1767, %1768
  %1770 = add nsw i64 %1769, 0
  %1771 = getelementptr inbounds float, ptr %Y, i64 %1770
  %1772 = sext i32 %i13473 to i64
  %1773 = mul nsw i64 %1772, 4096
  %1774 = add nsw i64 %1773, 0
  %1775 = getelementptr inbounds float, ptr %X_r, i64 %1774
  %1776 = mul i64 %1763, 4
  call void @tilec_rt_stream(ptr %1771, ptr %1775, i64 %1776)
  br label %if.end479

if.else478:                                       ; preds = %if.then474
  br label %for.cond480

if.end479:                                        ; preds = %for.end482, %if.then477
  br label %if.end476

for.cond480:                                      ; preds = %for.body481, %if.else478
  %j3483 = phi i32 [ 0, %if.else478 ], [ %1793, %for.body481 ]
  %1777 = icmp slt i32 %j3483, %tl_hi14
  br i1 %1777, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %1778 = sext i32 %i13473 to i64
  %1779 = mul nsw i64 %1778, 4096
  %1780 = sext i32 %j3483 to i64
  %1781 = add nsw i64 %1779, %1780
  %1782 = getelementptr inbounds float, ptr %X_r, i64 %1781
  %1783 = load float, ptr %1782, align 4
  %1784 = mul i32 %bx, 4
  %1785 = add i32 %1784, %r327
  %1786 = add i32 %1785, %i13473
  %1787 = sext i32 %1786 to i64
  %1788 = sext i32 %N to i64
  %1789 = mul nsw i64 %1787, %1788
  %1790 = sext i32 %j3483 to i64
  %1791 = add nsw i64 %1789, %1790
  %1792 = getelementptr inbounds float, ptr %Y, i64 %1791
  store float %1783, ptr %1792, align 4
  %1793 = add nsw i32 %j3483, 1
  br label %for.cond480, !llvm.loop !108

for.end482:                                       ; preds = %for.cond480
  br label %if.end479

for.cond484:                                      ; preds = %for.end489, %for.end326
  %tl_r69 = phi i32 [ 0, %for.end326 ], [ %1810, %for.end489 ]
  %1794 = icmp slt i32 %tl_r69, 1
  br i1 %1794, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %1795 = sext i32 %N to i64
  %1796 = icmp slt i64 %1795, 0
  %1797 = sext i32 %N to i64
  %1798 = icmp sgt i64 %1797, 4096
  %1799 = sext i32 %N to i64
  %1800 = select i1 %1798, i64 4096, i64 %1799
  %1801 = select i1 %1796, i64 0, i64 %1800
  %tl_pad_from70 = trunc i64 %1801 to i32
  %tl_pad_n72 = sub i32 4096, %tl_pad_from70
  br label %for.cond487

for.end486:                                       ; preds = %for.cond484
  br label %for.cond490

for.cond487:                                      ; preds = %for.body488, %for.body485
  %tl_pad_k73 = phi i32 [ 0, %for.body485 ], [ %1809, %for.body488 ]
  %1802 = icmp slt i32 %tl_pad_k73, %tl_pad_n72
  br i1 %1802, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %1803 = sext i32 %tl_r69 to i64
  %1804 = mul nsw i64 %1803, 4096
  %1805 = add i32 %tl_pad_from70, %tl_pad_k73
  %1806 = sext i32 %1805 to i64
  %1807 = add nsw i64 %1804, %1806
  %1808 = getelementptr inbounds float, ptr %sq_r, i64 %1807
  store float 0.000000e+00, ptr %1808, align 4
  %1809 = add nsw i32 %tl_pad_k73, 1
  br label %for.cond487, !llvm.loop !109

for.end489:                                       ; preds = %for.cond487
  %1810 = add nsw i32 %tl_r69, 1
  br label %for.cond484, !llvm.loop !110

for.cond490:                                      ; preds = %for.end495, %for.end486
  %tl_r74 = phi i32 [ 0, %for.end486 ], [ %1834, %for.end495 ]
  %1811 = icmp slt i32 %tl_r74, 1
  br i1 %1811, label %for.body491, label %for.end492

for.body491:                                      ; preds = %for.cond490
  %1812 = sext i32 %N to i64
  %1813 = icmp slt i64 %1812, 0
  %1814 = sext i32 %N to i64
  %1815 = icmp sgt i64 %1814, 4096
  %1816 = sext i32 %N to i64
  %1817 = select i1 %1815, i64 4096, i64 %1816
  %1818 = select i1 %1813, i64 0, i64 %1817
  %tl_pad_from75 = trunc i64 %1818 to i32
  %1819 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1820 = load float, ptr %1819, align 4
  %1821 = fsub float 0.000000e+00, %1820
  %1822 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1823 = load float, ptr %1822, align 4
  %1824 = fmul float %1821, %1823
  %1825 = fmul float %1824, 0.000000e+00
  %tl_pad_v76 = fadd float %1825, 0.000000e+00
  %tl_pad_n77 = sub i32 4096, %tl_pad_from75
  br label %for.cond493

for.end492:                                       ; preds = %for.cond490
  br label %if.end296

for.cond493:                                      ; preds = %for.body494, %for.body491
  %tl_pad_k78 = phi i32 [ 0, %for.body491 ], [ %1833, %for.body494 ]
  %1826 = icmp slt i32 %tl_pad_k78, %tl_pad_n77
  br i1 %1826, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %1827 = sext i32 %tl_r74 to i64
  %1828 = mul nsw i64 %1827, 4096
  %1829 = add i32 %tl_pad_from75, %tl_pad_k78
  %1830 = sext i32 %1829 to i64
  %1831 = add nsw i64 %1828, %1830
  %1832 = getelementptr inbounds float, ptr %X_r, i64 %1831
  store float %tl_pad_v76, ptr %1832, align 4
  %1833 = add nsw i32 %tl_pad_k78, 1
  br label %for.cond493, !llvm.loop !111

for.end495:                                       ; preds = %for.cond493
  %1834 = add nsw i32 %tl_r74, 1
  br label %for.cond490, !llvm.loop !112

for.cond496:                                      ; preds = %for.body497, %if.else295
  %i14 = phi i32 [ 0, %if.else295 ], [ %1838, %for.body497 ]
  %1835 = icmp slt i32 %i14, 4
  br i1 %1835, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  %1836 = sext i32 %i14 to i64
  %1837 = getelementptr inbounds float, ptr %mean, i64 %1836
  store float 0.000000e+00, ptr %1837, align 4
  %1838 = add nsw i32 %i14, 1
  br label %for.cond496, !llvm.loop !113

for.end498:                                       ; preds = %for.cond496
  br label %for.cond499

for.cond499:                                      ; preds = %for.body500, %for.end498
  %i14502 = phi i32 [ 0, %for.end498 ], [ %1842, %for.body500 ]
  %1839 = icmp slt i32 %i14502, 4
  br i1 %1839, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %1840 = sext i32 %i14502 to i64
  %1841 = getelementptr inbounds float, ptr %rstd, i64 %1840
  store float 0.000000e+00, ptr %1841, align 4
  %1842 = add nsw i32 %i14502, 1
  br label %for.cond499, !llvm.loop !114

for.end501:                                       ; preds = %for.cond499
  %1843 = sext i32 %N to i64
  %1844 = sdiv i64 %1843, 512
  %1845 = sub i64 0, %1843
  %1846 = select i1 false, i64 %1845, i64 %1844
  %1847 = srem i64 %1843, 512
  %1848 = icmp ne i64 %1847, 0
  %1849 = icmp slt i64 %1843, 0
  %1850 = icmp eq i1 %1849, false
  %1851 = and i1 %1848, %1850
  %1852 = zext i1 %1851 to i64
  %1853 = add i64 %1846, %1852
  %1854 = trunc i64 %1853 to i32
  br label %for.cond503

for.cond503:                                      ; preds = %for.end572, %for.end501
  %c = phi i32 [ 0, %for.end501 ], [ %2098, %for.end572 ]
  %1855 = icmp slt i32 %c, %1854
  br i1 %1855, label %for.body504, label %for.end505

for.body504:                                      ; preds = %for.cond503
  %1856 = mul i32 %bx, 4
  %1857 = icmp sle i32 0, %1856
  %1858 = mul i32 %bx, 4
  %1859 = sext i32 %1858 to i64
  %1860 = add i64 %1859, 4
  %1861 = sext i32 %M to i64
  %1862 = icmp sle i64 %1860, %1861
  %1863 = and i1 %1857, %1862
  %1864 = mul i32 %c, 512
  %1865 = icmp sle i32 0, %1864
  %1866 = mul i32 %c, 512
  %1867 = sext i32 %1866 to i64
  %1868 = add i64 %1867, 512
  %1869 = sext i32 %N to i64
  %1870 = icmp sle i64 %1868, %1869
  %1871 = and i1 %1865, %1870
  %1872 = and i1 %1863, %1871
  br i1 %1872, label %if.then506, label %if.else507

for.end505:                                       ; preds = %for.cond503
  br label %for.cond587

if.then506:                                       ; preds = %for.body504
  br label %for.cond509

if.else507:                                       ; preds = %for.body504
  br label %for.cond522

if.end508:                                        ; preds = %for.end524, %for.end511
  br label %for.cond544

for.cond509:                                      ; preds = %for.end521, %if.then506
  %i14512 = phi i32 [ 0, %if.then506 ], [ %1920, %for.end521 ]
  %1873 = icmp slt i32 %i14512, 4
  br i1 %1873, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %1874 = add i32 %c, 1
  %1875 = sext i32 %N to i64
  %1876 = sdiv i64 %1875, 512
  %1877 = sub i64 0, %1875
  %1878 = select i1 false, i64 %1877, i64 %1876
  %1879 = srem i64 %1875, 512
  %1880 = icmp ne i64 %1879, 0
  %1881 = icmp slt i64 %1875, 0
  %1882 = icmp eq i1 %1881, false
  %1883 = and i1 %1880, %1882
  %1884 = zext i1 %1883 to i64
  %1885 = add i64 %1878, %1884
  %1886 = trunc i64 %1885 to i32
  %1887 = icmp slt i32 %1874, %1886
  br i1 %1887, label %if.then513, label %if.else514

for.end511:                                       ; preds = %for.cond509
  br label %if.end508

if.then513:                                       ; preds = %for.body510
  br label %for.cond516

if.else514:                                       ; preds = %for.body510
  br label %if.end515

if.end515:                                        ; preds = %if.else514, %for.end518
  br label %for.cond519

for.cond516:                                      ; preds = %for.body517, %if.then513
  %pf1 = phi i32 [ 0, %if.then513 ], [ %1901, %for.body517 ]
  %1888 = icmp slt i32 %pf1, 32
  br i1 %1888, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %1889 = mul i32 %bx, 4
  %1890 = add i32 %1889, %i14512
  %1891 = sext i32 %1890 to i64
  %1892 = sext i32 %N to i64
  %1893 = mul i64 %1891, %1892
  %1894 = add i32 %c, 1
  %1895 = mul i32 %1894, 512
  %1896 = mul i32 %pf1, 16
  %1897 = add i32 %1895, %1896
  %1898 = sext i32 %1897 to i64
  %1899 = add i64 %1893, %1898
  %1900 = getelementptr float, ptr %X, i64 %1899
  call void @llvm.prefetch.p0(ptr %1900, i32 0, i32 0, i32 1)
  %1901 = add nsw i32 %pf1, 1
  br label %for.cond516, !llvm.loop !115

for.end518:                                       ; preds = %for.cond516
  br label %if.end515

for.cond519:                                      ; preds = %for.body520, %if.end515
  %j4 = phi i32 [ 0, %if.end515 ], [ %1919, %for.body520 ]
  %1902 = icmp slt i32 %j4, 512
  br i1 %1902, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  %1903 = mul i32 %bx, 4
  %1904 = add i32 %1903, %i14512
  %1905 = sext i32 %1904 to i64
  %1906 = sext i32 %N to i64
  %1907 = mul nsw i64 %1905, %1906
  %1908 = mul i32 %c, 512
  %1909 = add i32 %1908, %j4
  %1910 = sext i32 %1909 to i64
  %1911 = add nsw i64 %1907, %1910
  %1912 = getelementptr inbounds float, ptr %X, i64 %1911
  %1913 = load float, ptr %1912, align 4
  %1914 = sext i32 %i14512 to i64
  %1915 = mul nsw i64 %1914, 512
  %1916 = sext i32 %j4 to i64
  %1917 = add nsw i64 %1915, %1916
  %1918 = getelementptr inbounds float, ptr %X_f, i64 %1917
  store float %1913, ptr %1918, align 4
  %1919 = add nsw i32 %j4, 1
  br label %for.cond519, !llvm.loop !116

for.end521:                                       ; preds = %for.cond519
  %1920 = add nsw i32 %i14512, 1
  br label %for.cond509, !llvm.loop !117

for.cond522:                                      ; preds = %for.end542, %if.else507
  %i14525 = phi i32 [ 0, %if.else507 ], [ %2029, %for.end542 ]
  %1921 = icmp slt i32 %i14525, 4
  br i1 %1921, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %1922 = mul i32 %c, 512
  %1923 = sext i32 %1922 to i64
  %1924 = sub i64 0, %1923
  %1925 = icmp slt i64 %1924, 0
  %1926 = mul i32 %c, 512
  %1927 = sext i32 %1926 to i64
  %1928 = sub i64 0, %1927
  %1929 = icmp sgt i64 %1928, 512
  %1930 = mul i32 %c, 512
  %1931 = sext i32 %1930 to i64
  %1932 = sub i64 0, %1931
  %1933 = select i1 %1929, i64 512, i64 %1932
  %1934 = select i1 %1925, i64 0, i64 %1933
  %tl_lo15 = trunc i64 %1934 to i32
  %1935 = sext i32 %N to i64
  %1936 = mul i32 %c, 512
  %1937 = sext i32 %1936 to i64
  %1938 = sub i64 %1935, %1937
  %1939 = icmp slt i64 %1938, 0
  %1940 = sext i32 %N to i64
  %1941 = mul i32 %c, 512
  %1942 = sext i32 %1941 to i64
  %1943 = sub i64 %1940, %1942
  %1944 = icmp sgt i64 %1943, 512
  %1945 = sext i32 %N to i64
  %1946 = mul i32 %c, 512
  %1947 = sext i32 %1946 to i64
  %1948 = sub i64 %1945, %1947
  %1949 = select i1 %1944, i64 512, i64 %1948
  %1950 = select i1 %1939, i64 0, i64 %1949
  %1951 = sext i32 %tl_lo15 to i64
  %1952 = icmp slt i64 %1950, %1951
  %1953 = sext i32 %tl_lo15 to i64
  %1954 = sext i32 %N to i64
  %1955 = mul i32 %c, 512
  %1956 = sext i32 %1955 to i64
  %1957 = sub i64 %1954, %1956
  %1958 = icmp slt i64 %1957, 0
  %1959 = sext i32 %N to i64
  %1960 = mul i32 %c, 512
  %1961 = sext i32 %1960 to i64
  %1962 = sub i64 %1959, %1961
  %1963 = icmp sgt i64 %1962, 512
  %1964 = sext i32 %N to i64
  %1965 = mul i32 %c, 512
  %1966 = sext i32 %1965 to i64
  %1967 = sub i64 %1964, %1966
  %1968 = select i1 %1963, i64 512, i64 %1967
  %1969 = select i1 %1958, i64 0, i64 %1968
  %1970 = select i1 %1952, i64 %1953, i64 %1969
  %tl_hi16 = trunc i64 %1970 to i32
  br label %for.cond526

for.end524:                                       ; preds = %for.cond522
  br label %if.end508

for.cond526:                                      ; preds = %for.body527, %for.body523
  %j4529 = phi i32 [ 0, %for.body523 ], [ %1977, %for.body527 ]
  %1971 = icmp slt i32 %j4529, %tl_lo15
  br i1 %1971, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %1972 = sext i32 %i14525 to i64
  %1973 = mul nsw i64 %1972, 512
  %1974 = sext i32 %j4529 to i64
  %1975 = add nsw i64 %1973, %1974
  %1976 = getelementptr inbounds float, ptr %X_f, i64 %1975
  store float 0.000000e+00, ptr %1976, align 4
  %1977 = add nsw i32 %j4529, 1
  br label %for.cond526, !llvm.loop !118

for.end528:                                       ; preds = %for.cond526
  %1978 = mul i32 %bx, 4
  %1979 = sext i32 %1978 to i64
  %1980 = sext i32 %i14525 to i64
  %1981 = add i64 %1979, %1980
  %1982 = icmp sle i64 0, %1981
  %1983 = mul i32 %bx, 4
  %1984 = sext i32 %1983 to i64
  %1985 = sext i32 %i14525 to i64
  %1986 = add i64 %1984, %1985
  %1987 = sext i32 %M to i64
  %1988 = icmp slt i64 %1986, %1987
  %1989 = and i1 %1982, %1988
  br i1 %1989, label %if.then530, label %if.else531

if.then530:                                       ; preds = %for.end528
  %1990 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond533

if.else531:                                       ; preds = %for.end528
  %1991 = sub i32 %tl_hi16, %tl_lo15
  br label %for.cond536

if.end532:                                        ; preds = %for.end538, %for.end535
  %1992 = sub i32 512, %tl_hi16
  br label %for.cond540

for.cond533:                                      ; preds = %for.body534, %if.then530
  %j41 = phi i32 [ 0, %if.then530 ], [ %2012, %for.body534 ]
  %1993 = icmp slt i32 %j41, %1990
  br i1 %1993, label %for.body534, label %for.end535

for.body534:                                      ; preds = %for.cond533
  %1994 = mul i32 %bx, 4
  %1995 = add i32 %1994, %i14525
  %1996 = sext i32 %1995 to i64
  %1997 = sext i32 %N to i64
  %1998 = mul nsw i64 %1996, %1997
  %1999 = mul i32 %c, 512
  %2000 = add i32 %tl_lo15, %j41
  %2001 = add i32 %1999, %2000
  %2002 = sext i32 %2001 to i64
  %2003 = add nsw i64 %1998, %2002
  %2004 = getelementptr inbounds float, ptr %X, i64 %2003
  %2005 = load float, ptr %2004, align 4
  %2006 = sext i32 %i14525 to i64
  %2007 = mul nsw i64 %2006, 512
  %2008 = add i32 %tl_lo15, %j41
  %2009 = sext i32 %2008 to i64
  %2010 = add nsw i64 %2007, %2009
  %2011 = getelementptr inbounds float, ptr %X_f, i64 %2010
  store float %2005, ptr %2011, align 4
  %2012 = add nsw i32 %j41, 1
  br label %for.cond533, !llvm.loop !119

for.end535:                                       ; preds = %for.cond533
  br label %if.end532

for.cond536:                                      ; preds = %for.body537, %if.else531
  %j41539 = phi i32 [ 0, %if.else531 ], [ %2020, %for.body537 ]
  %2013 = icmp slt i32 %j41539, %1991
  br i1 %2013, label %for.body537, label %for.end538

for.body537:                                      ; preds = %for.cond536
  %2014 = sext i32 %i14525 to i64
  %2015 = mul nsw i64 %2014, 512
  %2016 = add i32 %tl_lo15, %j41539
  %2017 = sext i32 %2016 to i64
  %2018 = add nsw i64 %2015, %2017
  %2019 = getelementptr inbounds float, ptr %X_f, i64 %2018
  store float 0.000000e+00, ptr %2019, align 4
  %2020 = add nsw i32 %j41539, 1
  br label %for.cond536, !llvm.loop !120

for.end538:                                       ; preds = %for.cond536
  br label %if.end532

for.cond540:                                      ; preds = %for.body541, %if.end532
  %j41543 = phi i32 [ 0, %if.end532 ], [ %2028, %for.body541 ]
  %2021 = icmp slt i32 %j41543, %1992
  br i1 %2021, label %for.body541, label %for.end542

for.body541:                                      ; preds = %for.cond540
  %2022 = sext i32 %i14525 to i64
  %2023 = mul nsw i64 %2022, 512
  %2024 = add i32 %tl_hi16, %j41543
  %2025 = sext i32 %2024 to i64
  %2026 = add nsw i64 %2023, %2025
  %2027 = getelementptr inbounds float, ptr %X_f, i64 %2026
  store float 0.000000e+00, ptr %2027, align 4
  %2028 = add nsw i32 %j41543, 1
  br label %for.cond540, !llvm.loop !121

for.end542:                                       ; preds = %for.cond540
  %2029 = add nsw i32 %i14525, 1
  br label %for.cond522, !llvm.loop !122

for.cond544:                                      ; preds = %for.end550, %if.end508
  %i547 = phi i32 [ 0, %if.end508 ], [ %2054, %for.end550 ]
  %2030 = icmp slt i32 %i547, 4
  br i1 %2030, label %for.body545, label %for.end546

for.body545:                                      ; preds = %for.cond544
  br label %for.cond548

for.end546:                                       ; preds = %for.cond544
  br label %for.cond553

for.cond548:                                      ; preds = %for.body549, %for.body545
  %j551 = phi i32 [ 0, %for.body545 ], [ %2053, %for.body549 ]
  %2031 = icmp slt i32 %j551, 512
  br i1 %2031, label %for.body549, label %for.end550

for.body549:                                      ; preds = %for.cond548
  %2032 = mul i32 %c, 512
  %2033 = add i32 %2032, %j551
  %2034 = icmp slt i32 %2033, %N
  %2035 = sext i32 %i547 to i64
  %2036 = mul nsw i64 %2035, 512
  %2037 = sext i32 %j551 to i64
  %2038 = add nsw i64 %2036, %2037
  %2039 = call i64 @llvm.umin.i64(i64 %2038, i64 2047)
  %2040 = getelementptr inbounds float, ptr %X_f, i64 %2039
  %2041 = load float, ptr %2040, align 4
  %x552 = select i1 %2034, float %2041, float 0.000000e+00
  %2042 = sext i32 %i547 to i64
  %2043 = mul nsw i64 %2042, 512
  %2044 = sext i32 %j551 to i64
  %2045 = add nsw i64 %2043, %2044
  %2046 = getelementptr inbounds float, ptr %X_f, i64 %2045
  store float %x552, ptr %2046, align 4
  %2047 = fmul float %x552, %x552
  %2048 = sext i32 %i547 to i64
  %2049 = mul nsw i64 %2048, 512
  %2050 = sext i32 %j551 to i64
  %2051 = add nsw i64 %2049, %2050
  %2052 = getelementptr inbounds float, ptr %sq, i64 %2051
  store float %2047, ptr %2052, align 4
  %2053 = add nsw i32 %j551, 1
  br label %for.cond548, !llvm.loop !123

for.end550:                                       ; preds = %for.cond548
  %2054 = add nsw i32 %i547, 1
  br label %for.cond544, !llvm.loop !124

for.cond553:                                      ; preds = %for.end568, %for.end546
  %i9 = phi i32 [ 0, %for.end546 ], [ %2096, %for.end568 ]
  %2055 = icmp slt i32 %i9, 4
  br i1 %2055, label %for.body554, label %for.end555

for.body554:                                      ; preds = %for.cond553
  br label %for.cond556

for.end555:                                       ; preds = %for.cond553
  br label %for.cond570

for.cond556:                                      ; preds = %for.body557, %for.body554
  %lane6 = phi i32 [ 0, %for.body554 ], [ %2065, %for.body557 ]
  %2056 = icmp slt i32 %lane6, 32
  br i1 %2056, label %for.body557, label %for.end558

for.body557:                                      ; preds = %for.cond556
  %2057 = sext i32 %i9 to i64
  %2058 = mul nsw i64 %2057, 512
  %2059 = sext i32 %lane6 to i64
  %2060 = add nsw i64 %2058, %2059
  %2061 = getelementptr inbounds float, ptr %X_f, i64 %2060
  %2062 = load float, ptr %2061, align 4
  %2063 = sext i32 %lane6 to i64
  %2064 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2063
  store float %2062, ptr %2064, align 4
  %2065 = add nsw i32 %lane6, 1
  br label %for.cond556, !llvm.loop !125

for.end558:                                       ; preds = %for.cond556
  br label %for.cond559

for.cond559:                                      ; preds = %for.end564, %for.end558
  %red6 = phi i32 [ 0, %for.end558 ], [ %2084, %for.end564 ]
  %2066 = icmp slt i32 %red6, 15
  br i1 %2066, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  br label %for.cond562

for.end561:                                       ; preds = %for.cond559
  br label %for.cond566

for.cond562:                                      ; preds = %for.body563, %for.body560
  %lane6565 = phi i32 [ 0, %for.body560 ], [ %2083, %for.body563 ]
  %2067 = icmp slt i32 %lane6565, 32
  br i1 %2067, label %for.body563, label %for.end564

for.body563:                                      ; preds = %for.cond562
  %2068 = sext i32 %lane6565 to i64
  %2069 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2068
  %2070 = load float, ptr %2069, align 4
  %2071 = sext i32 %i9 to i64
  %2072 = mul nsw i64 %2071, 512
  %2073 = add i32 %red6, 1
  %2074 = mul i32 %2073, 32
  %2075 = add i32 %2074, %lane6565
  %2076 = sext i32 %2075 to i64
  %2077 = add nsw i64 %2072, %2076
  %2078 = getelementptr inbounds float, ptr %X_f, i64 %2077
  %2079 = load float, ptr %2078, align 4
  %2080 = fadd float %2070, %2079
  %2081 = sext i32 %lane6565 to i64
  %2082 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2081
  store float %2080, ptr %2082, align 4
  %2083 = add nsw i32 %lane6565, 1
  br label %for.cond562, !llvm.loop !126

for.end564:                                       ; preds = %for.cond562
  %2084 = add nsw i32 %red6, 1
  br label %for.cond559, !llvm.loop !127

for.cond566:                                      ; preds = %for.body567, %for.end561
  %lane6569 = phi i32 [ 0, %for.end561 ], [ %2095, %for.body567 ]
  %2085 = icmp slt i32 %lane6569, 32
  br i1 %2085, label %for.body567, label %for.end568

for.body567:                                      ; preds = %for.cond566
  %2086 = sext i32 %i9 to i64
  %2087 = getelementptr inbounds float, ptr %mean, i64 %2086
  %2088 = load float, ptr %2087, align 4
  %2089 = sext i32 %lane6569 to i64
  %2090 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2089
  %2091 = load float, ptr %2090, align 4
  %2092 = fadd float %2088, %2091
  %2093 = sext i32 %i9 to i64
  %2094 = getelementptr inbounds float, ptr %mean, i64 %2093
  store float %2092, ptr %2094, align 4
  %2095 = add nsw i32 %lane6569, 1
  br label %for.cond566, !llvm.loop !128

for.end568:                                       ; preds = %for.cond566
  %2096 = add nsw i32 %i9, 1
  br label %for.cond553, !llvm.loop !129

for.cond570:                                      ; preds = %for.end585, %for.end555
  %i10 = phi i32 [ 0, %for.end555 ], [ %2139, %for.end585 ]
  %2097 = icmp slt i32 %i10, 4
  br i1 %2097, label %for.body571, label %for.end572

for.body571:                                      ; preds = %for.cond570
  br label %for.cond573

for.end572:                                       ; preds = %for.cond570
  %2098 = add nsw i32 %c, 1
  br label %for.cond503, !llvm.loop !130

for.cond573:                                      ; preds = %for.body574, %for.body571
  %lane7 = phi i32 [ 0, %for.body571 ], [ %2108, %for.body574 ]
  %2099 = icmp slt i32 %lane7, 32
  br i1 %2099, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %2100 = sext i32 %i10 to i64
  %2101 = mul nsw i64 %2100, 512
  %2102 = sext i32 %lane7 to i64
  %2103 = add nsw i64 %2101, %2102
  %2104 = getelementptr inbounds float, ptr %sq, i64 %2103
  %2105 = load float, ptr %2104, align 4
  %2106 = sext i32 %lane7 to i64
  %2107 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2106
  store float %2105, ptr %2107, align 4
  %2108 = add nsw i32 %lane7, 1
  br label %for.cond573, !llvm.loop !131

for.end575:                                       ; preds = %for.cond573
  br label %for.cond576

for.cond576:                                      ; preds = %for.end581, %for.end575
  %red7 = phi i32 [ 0, %for.end575 ], [ %2127, %for.end581 ]
  %2109 = icmp slt i32 %red7, 15
  br i1 %2109, label %for.body577, label %for.end578

for.body577:                                      ; preds = %for.cond576
  br label %for.cond579

for.end578:                                       ; preds = %for.cond576
  br label %for.cond583

for.cond579:                                      ; preds = %for.body580, %for.body577
  %lane7582 = phi i32 [ 0, %for.body577 ], [ %2126, %for.body580 ]
  %2110 = icmp slt i32 %lane7582, 32
  br i1 %2110, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2111 = sext i32 %lane7582 to i64
  %2112 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2111
  %2113 = load float, ptr %2112, align 4
  %2114 = sext i32 %i10 to i64
  %2115 = mul nsw i64 %2114, 512
  %2116 = add i32 %red7, 1
  %2117 = mul i32 %2116, 32
  %2118 = add i32 %2117, %lane7582
  %2119 = sext i32 %2118 to i64
  %2120 = add nsw i64 %2115, %2119
  %2121 = getelementptr inbounds float, ptr %sq, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = fadd float %2113, %2122
  %2124 = sext i32 %lane7582 to i64
  %2125 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2124
  store float %2123, ptr %2125, align 4
  %2126 = add nsw i32 %lane7582, 1
  br label %for.cond579, !llvm.loop !132

for.end581:                                       ; preds = %for.cond579
  %2127 = add nsw i32 %red7, 1
  br label %for.cond576, !llvm.loop !133

for.cond583:                                      ; preds = %for.body584, %for.end578
  %lane7586 = phi i32 [ 0, %for.end578 ], [ %2138, %for.body584 ]
  %2128 = icmp slt i32 %lane7586, 32
  br i1 %2128, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2129 = sext i32 %i10 to i64
  %2130 = getelementptr inbounds float, ptr %rstd, i64 %2129
  %2131 = load float, ptr %2130, align 4
  %2132 = sext i32 %lane7586 to i64
  %2133 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2132
  %2134 = load float, ptr %2133, align 4
  %2135 = fadd float %2131, %2134
  %2136 = sext i32 %i10 to i64
  %2137 = getelementptr inbounds float, ptr %rstd, i64 %2136
  store float %2135, ptr %2137, align 4
  %2138 = add nsw i32 %lane7586, 1
  br label %for.cond583, !llvm.loop !134

for.end585:                                       ; preds = %for.cond583
  %2139 = add nsw i32 %i10, 1
  br label %for.cond570, !llvm.loop !135

for.cond587:                                      ; preds = %for.body588, %for.end505
  %i590 = phi i32 [ 0, %for.end505 ], [ %2169, %for.body588 ]
  %2140 = icmp slt i32 %i590, 4
  br i1 %2140, label %for.body588, label %for.end589

for.body588:                                      ; preds = %for.cond587
  %2141 = sext i32 %i590 to i64
  %2142 = getelementptr inbounds float, ptr %mean, i64 %2141
  %2143 = load float, ptr %2142, align 4
  %2144 = sitofp i32 %N to float
  %2145 = fdiv float %2143, %2144
  %2146 = sext i32 %i590 to i64
  %2147 = getelementptr inbounds float, ptr %mean, i64 %2146
  store float %2145, ptr %2147, align 4
  %2148 = sext i32 %i590 to i64
  %2149 = getelementptr inbounds float, ptr %rstd, i64 %2148
  %2150 = load float, ptr %2149, align 4
  %2151 = sitofp i32 %N to float
  %2152 = fdiv float %2150, %2151
  %2153 = sext i32 %i590 to i64
  %2154 = getelementptr inbounds float, ptr %mean, i64 %2153
  %2155 = load float, ptr %2154, align 4
  %2156 = sext i32 %i590 to i64
  %2157 = getelementptr inbounds float, ptr %mean, i64 %2156
  %2158 = load float, ptr %2157, align 4
  %2159 = fmul float %2155, %2158
  %2160 = fsub float %2152, %2159
  %2161 = call float @llvm.maxnum.f32(float %2160, float 0.000000e+00)
  %2162 = fadd float %2161, 0x3EE4F8B580000000
  %2163 = fpext float %2162 to double
  %2164 = call double @llvm.sqrt.f64(double %2163)
  %2165 = fdiv double 1.000000e+00, %2164
  %2166 = fptrunc double %2165 to float
  %2167 = sext i32 %i590 to i64
  %2168 = getelementptr inbounds float, ptr %rstd, i64 %2167
  store float %2166, ptr %2168, align 4
  %2169 = add nsw i32 %i590, 1
  br label %for.cond587, !llvm.loop !136

for.end589:                                       ; preds = %for.cond587
  %2170 = sext i32 %N to i64
  %2171 = sdiv i64 %2170, 512
  %2172 = sub i64 0, %2170
  %2173 = select i1 false, i64 %2172, i64 %2171
  %2174 = srem i64 %2170, 512
  %2175 = icmp ne i64 %2174, 0
  %2176 = icmp slt i64 %2170, 0
  %2177 = icmp eq i1 %2176, false
  %2178 = and i1 %2175, %2177
  %2179 = zext i1 %2178 to i64
  %2180 = add i64 %2173, %2179
  %2181 = trunc i64 %2180 to i32
  br label %for.cond591

for.cond591:                                      ; preds = %if.end673, %for.end589
  %c594 = phi i32 [ 0, %for.end589 ], [ %4688, %if.end673 ]
  %2182 = icmp slt i32 %c594, %2181
  br i1 %2182, label %for.body592, label %for.end593

for.body592:                                      ; preds = %for.cond591
  %2183 = sext i32 %N to i64
  %2184 = sdiv i64 %2183, 512
  %2185 = sub i64 0, %2183
  %2186 = select i1 false, i64 %2185, i64 %2184
  %2187 = srem i64 %2183, 512
  %2188 = icmp ne i64 %2187, 0
  %2189 = icmp slt i64 %2183, 0
  %2190 = icmp eq i1 %2189, false
  %2191 = and i1 %2188, %2190
  %2192 = zext i1 %2191 to i64
  %2193 = add i64 %2186, %2192
  %2194 = trunc i64 %2193 to i32
  %2195 = sub i32 %2194, 1
  %t = sub i32 %2195, %c594
  %2196 = mul i32 %bx, 4
  %2197 = icmp sle i32 0, %2196
  %2198 = mul i32 %bx, 4
  %2199 = sext i32 %2198 to i64
  %2200 = add i64 %2199, 4
  %2201 = sext i32 %M to i64
  %2202 = icmp sle i64 %2200, %2201
  %2203 = and i1 %2197, %2202
  %2204 = mul i32 %t, 512
  %2205 = icmp sle i32 0, %2204
  %2206 = mul i32 %t, 512
  %2207 = sext i32 %2206 to i64
  %2208 = add i64 %2207, 512
  %2209 = sext i32 %N to i64
  %2210 = icmp sle i64 %2208, %2209
  %2211 = and i1 %2205, %2210
  %2212 = and i1 %2203, %2211
  br i1 %2212, label %if.then595, label %if.else596

for.end593:                                       ; preds = %for.cond591
  br label %if.end296

if.then595:                                       ; preds = %for.body592
  br label %for.cond598

if.else596:                                       ; preds = %for.body592
  br label %for.cond604

if.end597:                                        ; preds = %for.end606, %for.end600
  %2213 = mul i32 %t, 512
  %2214 = icmp sle i32 0, %2213
  %2215 = mul i32 %t, 512
  %2216 = sext i32 %2215 to i64
  %2217 = add i64 %2216, 512
  %2218 = sext i32 %N to i64
  %2219 = icmp sle i64 %2217, %2218
  %2220 = and i1 %2214, %2219
  br i1 %2220, label %if.then626, label %if.else627

for.cond598:                                      ; preds = %for.end603, %if.then595
  %i15 = phi i32 [ 0, %if.then595 ], [ %2240, %for.end603 ]
  %2221 = icmp slt i32 %i15, 4
  br i1 %2221, label %for.body599, label %for.end600

for.body599:                                      ; preds = %for.cond598
  br label %for.cond601

for.end600:                                       ; preds = %for.cond598
  br label %if.end597

for.cond601:                                      ; preds = %for.body602, %for.body599
  %j5 = phi i32 [ 0, %for.body599 ], [ %2239, %for.body602 ]
  %2222 = icmp slt i32 %j5, 512
  br i1 %2222, label %for.body602, label %for.end603

for.body602:                                      ; preds = %for.cond601
  %2223 = mul i32 %bx, 4
  %2224 = add i32 %2223, %i15
  %2225 = sext i32 %2224 to i64
  %2226 = sext i32 %N to i64
  %2227 = mul nsw i64 %2225, %2226
  %2228 = mul i32 %t, 512
  %2229 = add i32 %2228, %j5
  %2230 = sext i32 %2229 to i64
  %2231 = add nsw i64 %2227, %2230
  %2232 = getelementptr inbounds float, ptr %X, i64 %2231
  %2233 = load float, ptr %2232, align 4
  %2234 = sext i32 %i15 to i64
  %2235 = mul nsw i64 %2234, 512
  %2236 = sext i32 %j5 to i64
  %2237 = add nsw i64 %2235, %2236
  %2238 = getelementptr inbounds float, ptr %X_f, i64 %2237
  store float %2233, ptr %2238, align 4
  %2239 = add nsw i32 %j5, 1
  br label %for.cond601, !llvm.loop !137

for.end603:                                       ; preds = %for.cond601
  %2240 = add nsw i32 %i15, 1
  br label %for.cond598, !llvm.loop !138

for.cond604:                                      ; preds = %for.end624, %if.else596
  %i15607 = phi i32 [ 0, %if.else596 ], [ %2349, %for.end624 ]
  %2241 = icmp slt i32 %i15607, 4
  br i1 %2241, label %for.body605, label %for.end606

for.body605:                                      ; preds = %for.cond604
  %2242 = mul i32 %t, 512
  %2243 = sext i32 %2242 to i64
  %2244 = sub i64 0, %2243
  %2245 = icmp slt i64 %2244, 0
  %2246 = mul i32 %t, 512
  %2247 = sext i32 %2246 to i64
  %2248 = sub i64 0, %2247
  %2249 = icmp sgt i64 %2248, 512
  %2250 = mul i32 %t, 512
  %2251 = sext i32 %2250 to i64
  %2252 = sub i64 0, %2251
  %2253 = select i1 %2249, i64 512, i64 %2252
  %2254 = select i1 %2245, i64 0, i64 %2253
  %tl_lo17 = trunc i64 %2254 to i32
  %2255 = sext i32 %N to i64
  %2256 = mul i32 %t, 512
  %2257 = sext i32 %2256 to i64
  %2258 = sub i64 %2255, %2257
  %2259 = icmp slt i64 %2258, 0
  %2260 = sext i32 %N to i64
  %2261 = mul i32 %t, 512
  %2262 = sext i32 %2261 to i64
  %2263 = sub i64 %2260, %2262
  %2264 = icmp sgt i64 %2263, 512
  %2265 = sext i32 %N to i64
  %2266 = mul i32 %t, 512
  %2267 = sext i32 %2266 to i64
  %2268 = sub i64 %2265, %2267
  %2269 = select i1 %2264, i64 512, i64 %2268
  %2270 = select i1 %2259, i64 0, i64 %2269
  %2271 = sext i32 %tl_lo17 to i64
  %2272 = icmp slt i64 %2270, %2271
  %2273 = sext i32 %tl_lo17 to i64
  %2274 = sext i32 %N to i64
  %2275 = mul i32 %t, 512
  %2276 = sext i32 %2275 to i64
  %2277 = sub i64 %2274, %2276
  %2278 = icmp slt i64 %2277, 0
  %2279 = sext i32 %N to i64
  %2280 = mul i32 %t, 512
  %2281 = sext i32 %2280 to i64
  %2282 = sub i64 %2279, %2281
  %2283 = icmp sgt i64 %2282, 512
  %2284 = sext i32 %N to i64
  %2285 = mul i32 %t, 512
  %2286 = sext i32 %2285 to i64
  %2287 = sub i64 %2284, %2286
  %2288 = select i1 %2283, i64 512, i64 %2287
  %2289 = select i1 %2278, i64 0, i64 %2288
  %2290 = select i1 %2272, i64 %2273, i64 %2289
  %tl_hi18 = trunc i64 %2290 to i32
  br label %for.cond608

for.end606:                                       ; preds = %for.cond604
  br label %if.end597

for.cond608:                                      ; preds = %for.body609, %for.body605
  %j5611 = phi i32 [ 0, %for.body605 ], [ %2297, %for.body609 ]
  %2291 = icmp slt i32 %j5611, %tl_lo17
  br i1 %2291, label %for.body609, label %for.end610

for.body609:                                      ; preds = %for.cond608
  %2292 = sext i32 %i15607 to i64
  %2293 = mul nsw i64 %2292, 512
  %2294 = sext i32 %j5611 to i64
  %2295 = add nsw i64 %2293, %2294
  %2296 = getelementptr inbounds float, ptr %X_f, i64 %2295
  store float 0.000000e+00, ptr %2296, align 4
  %2297 = add nsw i32 %j5611, 1
  br label %for.cond608, !llvm.loop !139

for.end610:                                       ; preds = %for.cond608
  %2298 = mul i32 %bx, 4
  %2299 = sext i32 %2298 to i64
  %2300 = sext i32 %i15607 to i64
  %2301 = add i64 %2299, %2300
  %2302 = icmp sle i64 0, %2301
  %2303 = mul i32 %bx, 4
  %2304 = sext i32 %2303 to i64
  %2305 = sext i32 %i15607 to i64
  %2306 = add i64 %2304, %2305
  %2307 = sext i32 %M to i64
  %2308 = icmp slt i64 %2306, %2307
  %2309 = and i1 %2302, %2308
  br i1 %2309, label %if.then612, label %if.else613

if.then612:                                       ; preds = %for.end610
  %2310 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond615

if.else613:                                       ; preds = %for.end610
  %2311 = sub i32 %tl_hi18, %tl_lo17
  br label %for.cond618

if.end614:                                        ; preds = %for.end620, %for.end617
  %2312 = sub i32 512, %tl_hi18
  br label %for.cond622

for.cond615:                                      ; preds = %for.body616, %if.then612
  %j51 = phi i32 [ 0, %if.then612 ], [ %2332, %for.body616 ]
  %2313 = icmp slt i32 %j51, %2310
  br i1 %2313, label %for.body616, label %for.end617

for.body616:                                      ; preds = %for.cond615
  %2314 = mul i32 %bx, 4
  %2315 = add i32 %2314, %i15607
  %2316 = sext i32 %2315 to i64
  %2317 = sext i32 %N to i64
  %2318 = mul nsw i64 %2316, %2317
  %2319 = mul i32 %t, 512
  %2320 = add i32 %tl_lo17, %j51
  %2321 = add i32 %2319, %2320
  %2322 = sext i32 %2321 to i64
  %2323 = add nsw i64 %2318, %2322
  %2324 = getelementptr inbounds float, ptr %X, i64 %2323
  %2325 = load float, ptr %2324, align 4
  %2326 = sext i32 %i15607 to i64
  %2327 = mul nsw i64 %2326, 512
  %2328 = add i32 %tl_lo17, %j51
  %2329 = sext i32 %2328 to i64
  %2330 = add nsw i64 %2327, %2329
  %2331 = getelementptr inbounds float, ptr %X_f, i64 %2330
  store float %2325, ptr %2331, align 4
  %2332 = add nsw i32 %j51, 1
  br label %for.cond615, !llvm.loop !140

for.end617:                                       ; preds = %for.cond615
  br label %if.end614

for.cond618:                                      ; preds = %for.body619, %if.else613
  %j51621 = phi i32 [ 0, %if.else613 ], [ %2340, %for.body619 ]
  %2333 = icmp slt i32 %j51621, %2311
  br i1 %2333, label %for.body619, label %for.end620

for.body619:                                      ; preds = %for.cond618
  %2334 = sext i32 %i15607 to i64
  %2335 = mul nsw i64 %2334, 512
  %2336 = add i32 %tl_lo17, %j51621
  %2337 = sext i32 %2336 to i64
  %2338 = add nsw i64 %2335, %2337
  %2339 = getelementptr inbounds float, ptr %X_f, i64 %2338
  store float 0.000000e+00, ptr %2339, align 4
  %2340 = add nsw i32 %j51621, 1
  br label %for.cond618, !llvm.loop !141

for.end620:                                       ; preds = %for.cond618
  br label %if.end614

for.cond622:                                      ; preds = %for.body623, %if.end614
  %j51625 = phi i32 [ 0, %if.end614 ], [ %2348, %for.body623 ]
  %2341 = icmp slt i32 %j51625, %2312
  br i1 %2341, label %for.body623, label %for.end624

for.body623:                                      ; preds = %for.cond622
  %2342 = sext i32 %i15607 to i64
  %2343 = mul nsw i64 %2342, 512
  %2344 = add i32 %tl_hi18, %j51625
  %2345 = sext i32 %2344 to i64
  %2346 = add nsw i64 %2343, %2345
  %2347 = getelementptr inbounds float, ptr %X_f, i64 %2346
  store float 0.000000e+00, ptr %2347, align 4
  %2348 = add nsw i32 %j51625, 1
  br label %for.cond622, !llvm.loop !142

for.end624:                                       ; preds = %for.cond622
  %2349 = add nsw i32 %i15607, 1
  br label %for.cond604, !llvm.loop !143

if.then626:                                       ; preds = %if.end597
  br label %for.cond629

if.else627:                                       ; preds = %if.end597
  %2350 = mul i32 %t, 512
  %2351 = sext i32 %2350 to i64
  %2352 = sub i64 0, %2351
  %2353 = icmp slt i64 %2352, 0
  %2354 = mul i32 %t, 512
  %2355 = sext i32 %2354 to i64
  %2356 = sub i64 0, %2355
  %2357 = icmp sgt i64 %2356, 512
  %2358 = mul i32 %t, 512
  %2359 = sext i32 %2358 to i64
  %2360 = sub i64 0, %2359
  %2361 = select i1 %2357, i64 512, i64 %2360
  %2362 = select i1 %2353, i64 0, i64 %2361
  %tl_lo19 = trunc i64 %2362 to i32
  %2363 = sext i32 %N to i64
  %2364 = mul i32 %t, 512
  %2365 = sext i32 %2364 to i64
  %2366 = sub i64 %2363, %2365
  %2367 = icmp slt i64 %2366, 0
  %2368 = sext i32 %N to i64
  %2369 = mul i32 %t, 512
  %2370 = sext i32 %2369 to i64
  %2371 = sub i64 %2368, %2370
  %2372 = icmp sgt i64 %2371, 512
  %2373 = sext i32 %N to i64
  %2374 = mul i32 %t, 512
  %2375 = sext i32 %2374 to i64
  %2376 = sub i64 %2373, %2375
  %2377 = select i1 %2372, i64 512, i64 %2376
  %2378 = select i1 %2367, i64 0, i64 %2377
  %2379 = sext i32 %tl_lo19 to i64
  %2380 = icmp slt i64 %2378, %2379
  %2381 = sext i32 %tl_lo19 to i64
  %2382 = sext i32 %N to i64
  %2383 = mul i32 %t, 512
  %2384 = sext i32 %2383 to i64
  %2385 = sub i64 %2382, %2384
  %2386 = icmp slt i64 %2385, 0
  %2387 = sext i32 %N to i64
  %2388 = mul i32 %t, 512
  %2389 = sext i32 %2388 to i64
  %2390 = sub i64 %2387, %2389
  %2391 = icmp sgt i64 %2390, 512
  %2392 = sext i32 %N to i64
  %2393 = mul i32 %t, 512
  %2394 = sext i32 %2393 to i64
  %2395 = sub i64 %2392, %2394
  %2396 = select i1 %2391, i64 512, i64 %2395
  %2397 = select i1 %2386, i64 0, i64 %2396
  %2398 = select i1 %2380, i64 %2381, i64 %2397
  %tl_hi20 = trunc i64 %2398 to i32
  br label %for.cond633

if.end628:                                        ; preds = %for.end639, %for.end631
  %2399 = mul i32 %t, 512
  %2400 = icmp sle i32 0, %2399
  %2401 = mul i32 %t, 512
  %2402 = sext i32 %2401 to i64
  %2403 = add i64 %2402, 512
  %2404 = sext i32 %N to i64
  %2405 = icmp sle i64 %2403, %2404
  %2406 = and i1 %2400, %2405
  br i1 %2406, label %if.then640, label %if.else641

for.cond629:                                      ; preds = %for.body630, %if.then626
  %i15632 = phi i32 [ 0, %if.then626 ], [ %2415, %for.body630 ]
  %2407 = icmp slt i32 %i15632, 512
  br i1 %2407, label %for.body630, label %for.end631

for.body630:                                      ; preds = %for.cond629
  %2408 = mul i32 %t, 512
  %2409 = add i32 %2408, %i15632
  %2410 = sext i32 %2409 to i64
  %2411 = getelementptr inbounds float, ptr %W, i64 %2410
  %2412 = load float, ptr %2411, align 4
  %2413 = sext i32 %i15632 to i64
  %2414 = getelementptr inbounds float, ptr %W_f, i64 %2413
  store float %2412, ptr %2414, align 4
  %2415 = add nsw i32 %i15632, 1
  br label %for.cond629, !llvm.loop !144

for.end631:                                       ; preds = %for.cond629
  br label %if.end628

for.cond633:                                      ; preds = %for.body634, %if.else627
  %i15636 = phi i32 [ 0, %if.else627 ], [ %2419, %for.body634 ]
  %2416 = icmp slt i32 %i15636, %tl_lo19
  br i1 %2416, label %for.body634, label %for.end635

for.body634:                                      ; preds = %for.cond633
  %2417 = sext i32 %i15636 to i64
  %2418 = getelementptr inbounds float, ptr %W_f, i64 %2417
  store float 0.000000e+00, ptr %2418, align 4
  %2419 = add nsw i32 %i15636, 1
  br label %for.cond633, !llvm.loop !145

for.end635:                                       ; preds = %for.cond633
  %2420 = sub i32 %tl_hi20, %tl_lo19
  br label %for.cond637

for.cond637:                                      ; preds = %for.body638, %for.end635
  %i151 = phi i32 [ 0, %for.end635 ], [ %2431, %for.body638 ]
  %2421 = icmp slt i32 %i151, %2420
  br i1 %2421, label %for.body638, label %for.end639

for.body638:                                      ; preds = %for.cond637
  %2422 = mul i32 %t, 512
  %2423 = add i32 %tl_lo19, %i151
  %2424 = add i32 %2422, %2423
  %2425 = sext i32 %2424 to i64
  %2426 = getelementptr inbounds float, ptr %W, i64 %2425
  %2427 = load float, ptr %2426, align 4
  %2428 = add i32 %tl_lo19, %i151
  %2429 = sext i32 %2428 to i64
  %2430 = getelementptr inbounds float, ptr %W_f, i64 %2429
  store float %2427, ptr %2430, align 4
  %2431 = add nsw i32 %i151, 1
  br label %for.cond637, !llvm.loop !146

for.end639:                                       ; preds = %for.cond637
  br label %if.end628

if.then640:                                       ; preds = %if.end628
  br label %for.cond643

if.else641:                                       ; preds = %if.end628
  %2432 = mul i32 %t, 512
  %2433 = sext i32 %2432 to i64
  %2434 = sub i64 0, %2433
  %2435 = icmp slt i64 %2434, 0
  %2436 = mul i32 %t, 512
  %2437 = sext i32 %2436 to i64
  %2438 = sub i64 0, %2437
  %2439 = icmp sgt i64 %2438, 512
  %2440 = mul i32 %t, 512
  %2441 = sext i32 %2440 to i64
  %2442 = sub i64 0, %2441
  %2443 = select i1 %2439, i64 512, i64 %2442
  %2444 = select i1 %2435, i64 0, i64 %2443
  %tl_lo21 = trunc i64 %2444 to i32
  %2445 = sext i32 %N to i64
  %2446 = mul i32 %t, 512
  %2447 = sext i32 %2446 to i64
  %2448 = sub i64 %2445, %2447
  %2449 = icmp slt i64 %2448, 0
  %2450 = sext i32 %N to i64
  %2451 = mul i32 %t, 512
  %2452 = sext i32 %2451 to i64
  %2453 = sub i64 %2450, %2452
  %2454 = icmp sgt i64 %2453, 512
  %2455 = sext i32 %N to i64
  %2456 = mul i32 %t, 512
  %2457 = sext i32 %2456 to i64
  %2458 = sub i64 %2455, %2457
  %2459 = select i1 %2454, i64 512, i64 %2458
  %2460 = select i1 %2449, i64 0, i64 %2459
  %2461 = sext i32 %tl_lo21 to i64
  %2462 = icmp slt i64 %2460, %2461
  %2463 = sext i32 %tl_lo21 to i64
  %2464 = sext i32 %N to i64
  %2465 = mul i32 %t, 512
  %2466 = sext i32 %2465 to i64
  %2467 = sub i64 %2464, %2466
  %2468 = icmp slt i64 %2467, 0
  %2469 = sext i32 %N to i64
  %2470 = mul i32 %t, 512
  %2471 = sext i32 %2470 to i64
  %2472 = sub i64 %2469, %2471
  %2473 = icmp sgt i64 %2472, 512
  %2474 = sext i32 %N to i64
  %2475 = mul i32 %t, 512
  %2476 = sext i32 %2475 to i64
  %2477 = sub i64 %2474, %2476
  %2478 = select i1 %2473, i64 512, i64 %2477
  %2479 = select i1 %2468, i64 0, i64 %2478
  %2480 = select i1 %2462, i64 %2463, i64 %2479
  %tl_hi22 = trunc i64 %2480 to i32
  br label %for.cond647

if.end642:                                        ; preds = %for.end653, %for.end645
  %2481 = sext i32 %N to i64
  %2482 = sext i32 %N to i64
  %2483 = sdiv i64 %2482, 512
  %2484 = sub i64 0, %2482
  %2485 = select i1 false, i64 %2484, i64 %2483
  %2486 = srem i64 %2482, 512
  %2487 = icmp ne i64 %2486, 0
  %2488 = icmp slt i64 %2482, 0
  %2489 = icmp eq i1 %2488, false
  %2490 = and i1 %2487, %2489
  %2491 = zext i1 %2490 to i64
  %2492 = add i64 %2485, %2491
  %2493 = trunc i64 %2492 to i32
  %2494 = sub i32 %2493, 1
  %2495 = sub i32 %2494, %c594
  %2496 = mul i32 %2495, 512
  %2497 = sext i32 %2496 to i64
  %2498 = sub i64 %2481, %2497
  %2499 = icmp slt i64 %2498, 0
  %2500 = sext i32 %N to i64
  %2501 = sext i32 %N to i64
  %2502 = sdiv i64 %2501, 512
  %2503 = sub i64 0, %2501
  %2504 = select i1 false, i64 %2503, i64 %2502
  %2505 = srem i64 %2501, 512
  %2506 = icmp ne i64 %2505, 0
  %2507 = icmp slt i64 %2501, 0
  %2508 = icmp eq i1 %2507, false
  %2509 = and i1 %2506, %2508
  %2510 = zext i1 %2509 to i64
  %2511 = add i64 %2504, %2510
  %2512 = trunc i64 %2511 to i32
  %2513 = sub i32 %2512, 1
  %2514 = sub i32 %2513, %c594
  %2515 = mul i32 %2514, 512
  %2516 = sext i32 %2515 to i64
  %2517 = sub i64 %2500, %2516
  %2518 = icmp sgt i64 %2517, 512
  %2519 = sext i32 %N to i64
  %2520 = sext i32 %N to i64
  %2521 = sdiv i64 %2520, 512
  %2522 = sub i64 0, %2520
  %2523 = select i1 false, i64 %2522, i64 %2521
  %2524 = srem i64 %2520, 512
  %2525 = icmp ne i64 %2524, 0
  %2526 = icmp slt i64 %2520, 0
  %2527 = icmp eq i1 %2526, false
  %2528 = and i1 %2525, %2527
  %2529 = zext i1 %2528 to i64
  %2530 = add i64 %2523, %2529
  %2531 = trunc i64 %2530 to i32
  %2532 = sub i32 %2531, 1
  %2533 = sub i32 %2532, %c594
  %2534 = mul i32 %2533, 512
  %2535 = sext i32 %2534 to i64
  %2536 = sub i64 %2519, %2535
  %2537 = select i1 %2518, i64 512, i64 %2536
  %2538 = select i1 %2499, i64 0, i64 %2537
  %2539 = sext i32 %N to i64
  %2540 = sdiv i64 %2539, 512
  %2541 = sub i64 0, %2539
  %2542 = select i1 false, i64 %2541, i64 %2540
  %2543 = srem i64 %2539, 512
  %2544 = icmp ne i64 %2543, 0
  %2545 = icmp slt i64 %2539, 0
  %2546 = icmp eq i1 %2545, false
  %2547 = and i1 %2544, %2546
  %2548 = zext i1 %2547 to i64
  %2549 = add i64 %2542, %2548
  %2550 = trunc i64 %2549 to i32
  %2551 = sub i32 %2550, 1
  %2552 = sub i32 %2551, %c594
  %2553 = mul i32 %2552, 512
  %2554 = sext i32 %2553 to i64
  %2555 = sub i64 0, %2554
  %2556 = icmp slt i64 %2555, 0
  %2557 = sext i32 %N to i64
  %2558 = sdiv i64 %2557, 512
  %2559 = sub i64 0, %2557
  %2560 = select i1 false, i64 %2559, i64 %2558
  %2561 = srem i64 %2557, 512
  %2562 = icmp ne i64 %2561, 0
  %2563 = icmp slt i64 %2557, 0
  %2564 = icmp eq i1 %2563, false
  %2565 = and i1 %2562, %2564
  %2566 = zext i1 %2565 to i64
  %2567 = add i64 %2560, %2566
  %2568 = trunc i64 %2567 to i32
  %2569 = sub i32 %2568, 1
  %2570 = sub i32 %2569, %c594
  %2571 = mul i32 %2570, 512
  %2572 = sext i32 %2571 to i64
  %2573 = sub i64 0, %2572
  %2574 = icmp sgt i64 %2573, 512
  %2575 = sext i32 %N to i64
  %2576 = sdiv i64 %2575, 512
  %2577 = sub i64 0, %2575
  %2578 = select i1 false, i64 %2577, i64 %2576
  %2579 = srem i64 %2575, 512
  %2580 = icmp ne i64 %2579, 0
  %2581 = icmp slt i64 %2575, 0
  %2582 = icmp eq i1 %2581, false
  %2583 = and i1 %2580, %2582
  %2584 = zext i1 %2583 to i64
  %2585 = add i64 %2578, %2584
  %2586 = trunc i64 %2585 to i32
  %2587 = sub i32 %2586, 1
  %2588 = sub i32 %2587, %c594
  %2589 = mul i32 %2588, 512
  %2590 = sext i32 %2589 to i64
  %2591 = sub i64 0, %2590
  %2592 = select i1 %2574, i64 512, i64 %2591
  %2593 = select i1 %2556, i64 0, i64 %2592
  %2594 = trunc i64 %2593 to i32
  %2595 = sext i32 %2594 to i64
  %2596 = icmp slt i64 %2538, %2595
  %2597 = sext i32 %N to i64
  %2598 = sdiv i64 %2597, 512
  %2599 = sub i64 0, %2597
  %2600 = select i1 false, i64 %2599, i64 %2598
  %2601 = srem i64 %2597, 512
  %2602 = icmp ne i64 %2601, 0
  %2603 = icmp slt i64 %2597, 0
  %2604 = icmp eq i1 %2603, false
  %2605 = and i1 %2602, %2604
  %2606 = zext i1 %2605 to i64
  %2607 = add i64 %2600, %2606
  %2608 = trunc i64 %2607 to i32
  %2609 = sub i32 %2608, 1
  %2610 = sub i32 %2609, %c594
  %2611 = mul i32 %2610, 512
  %2612 = sext i32 %2611 to i64
  %2613 = sub i64 0, %2612
  %2614 = icmp slt i64 %2613, 0
  %2615 = sext i32 %N to i64
  %2616 = sdiv i64 %2615, 512
  %2617 = sub i64 0, %2615
  %2618 = select i1 false, i64 %2617, i64 %2616
  %2619 = srem i64 %2615, 512
  %2620 = icmp ne i64 %2619, 0
  %2621 = icmp slt i64 %2615, 0
  %2622 = icmp eq i1 %2621, false
  %2623 = and i1 %2620, %2622
  %2624 = zext i1 %2623 to i64
  %2625 = add i64 %2618, %2624
  %2626 = trunc i64 %2625 to i32
  %2627 = sub i32 %2626, 1
  %2628 = sub i32 %2627, %c594
  %2629 = mul i32 %2628, 512
  %2630 = sext i32 %2629 to i64
  %2631 = sub i64 0, %2630
  %2632 = icmp sgt i64 %2631, 512
  %2633 = sext i32 %N to i64
  %2634 = sdiv i64 %2633, 512
  %2635 = sub i64 0, %2633
  %2636 = select i1 false, i64 %2635, i64 %2634
  %2637 = srem i64 %2633, 512
  %2638 = icmp ne i64 %2637, 0
  %2639 = icmp slt i64 %2633, 0
  %2640 = icmp eq i1 %2639, false
  %2641 = and i1 %2638, %2640
  %2642 = zext i1 %2641 to i64
  %2643 = add i64 %2636, %2642
  %2644 = trunc i64 %2643 to i32
  %2645 = sub i32 %2644, 1
  %2646 = sub i32 %2645, %c594
  %2647 = mul i32 %2646, 512
  %2648 = sext i32 %2647 to i64
  %2649 = sub i64 0, %2648
  %2650 = select i1 %2632, i64 512, i64 %2649
  %2651 = select i1 %2614, i64 0, i64 %2650
  %2652 = trunc i64 %2651 to i32
  %2653 = sext i32 %2652 to i64
  %2654 = sext i32 %N to i64
  %2655 = sext i32 %N to i64
  %2656 = sdiv i64 %2655, 512
  %2657 = sub i64 0, %2655
  %2658 = select i1 false, i64 %2657, i64 %2656
  %2659 = srem i64 %2655, 512
  %2660 = icmp ne i64 %2659, 0
  %2661 = icmp slt i64 %2655, 0
  %2662 = icmp eq i1 %2661, false
  %2663 = and i1 %2660, %2662
  %2664 = zext i1 %2663 to i64
  %2665 = add i64 %2658, %2664
  %2666 = trunc i64 %2665 to i32
  %2667 = sub i32 %2666, 1
  %2668 = sub i32 %2667, %c594
  %2669 = mul i32 %2668, 512
  %2670 = sext i32 %2669 to i64
  %2671 = sub i64 %2654, %2670
  %2672 = icmp slt i64 %2671, 0
  %2673 = sext i32 %N to i64
  %2674 = sext i32 %N to i64
  %2675 = sdiv i64 %2674, 512
  %2676 = sub i64 0, %2674
  %2677 = select i1 false, i64 %2676, i64 %2675
  %2678 = srem i64 %2674, 512
  %2679 = icmp ne i64 %2678, 0
  %2680 = icmp slt i64 %2674, 0
  %2681 = icmp eq i1 %2680, false
  %2682 = and i1 %2679, %2681
  %2683 = zext i1 %2682 to i64
  %2684 = add i64 %2677, %2683
  %2685 = trunc i64 %2684 to i32
  %2686 = sub i32 %2685, 1
  %2687 = sub i32 %2686, %c594
  %2688 = mul i32 %2687, 512
  %2689 = sext i32 %2688 to i64
  %2690 = sub i64 %2673, %2689
  %2691 = icmp sgt i64 %2690, 512
  %2692 = sext i32 %N to i64
  %2693 = sext i32 %N to i64
  %2694 = sdiv i64 %2693, 512
  %2695 = sub i64 0, %2693
  %2696 = select i1 false, i64 %2695, i64 %2694
  %2697 = srem i64 %2693, 512
  %2698 = icmp ne i64 %2697, 0
  %2699 = icmp slt i64 %2693, 0
  %2700 = icmp eq i1 %2699, false
  %2701 = and i1 %2698, %2700
  %2702 = zext i1 %2701 to i64
  %2703 = add i64 %2696, %2702
  %2704 = trunc i64 %2703 to i32
  %2705 = sub i32 %2704, 1
  %2706 = sub i32 %2705, %c594
  %2707 = mul i32 %2706, 512
  %2708 = sext i32 %2707 to i64
  %2709 = sub i64 %2692, %2708
  %2710 = select i1 %2691, i64 512, i64 %2709
  %2711 = select i1 %2672, i64 0, i64 %2710
  %2712 = select i1 %2596, i64 %2653, i64 %2711
  %2713 = trunc i64 %2712 to i32
  %2714 = icmp slt i32 %2713, 0
  %2715 = sext i32 %N to i64
  %2716 = sext i32 %N to i64
  %2717 = sdiv i64 %2716, 512
  %2718 = sub i64 0, %2716
  %2719 = select i1 false, i64 %2718, i64 %2717
  %2720 = srem i64 %2716, 512
  %2721 = icmp ne i64 %2720, 0
  %2722 = icmp slt i64 %2716, 0
  %2723 = icmp eq i1 %2722, false
  %2724 = and i1 %2721, %2723
  %2725 = zext i1 %2724 to i64
  %2726 = add i64 %2719, %2725
  %2727 = trunc i64 %2726 to i32
  %2728 = sub i32 %2727, 1
  %2729 = sub i32 %2728, %c594
  %2730 = mul i32 %2729, 512
  %2731 = sext i32 %2730 to i64
  %2732 = sub i64 %2715, %2731
  %2733 = icmp slt i64 %2732, 0
  %2734 = sext i32 %N to i64
  %2735 = sext i32 %N to i64
  %2736 = sdiv i64 %2735, 512
  %2737 = sub i64 0, %2735
  %2738 = select i1 false, i64 %2737, i64 %2736
  %2739 = srem i64 %2735, 512
  %2740 = icmp ne i64 %2739, 0
  %2741 = icmp slt i64 %2735, 0
  %2742 = icmp eq i1 %2741, false
  %2743 = and i1 %2740, %2742
  %2744 = zext i1 %2743 to i64
  %2745 = add i64 %2738, %2744
  %2746 = trunc i64 %2745 to i32
  %2747 = sub i32 %2746, 1
  %2748 = sub i32 %2747, %c594
  %2749 = mul i32 %2748, 512
  %2750 = sext i32 %2749 to i64
  %2751 = sub i64 %2734, %2750
  %2752 = icmp sgt i64 %2751, 512
  %2753 = sext i32 %N to i64
  %2754 = sext i32 %N to i64
  %2755 = sdiv i64 %2754, 512
  %2756 = sub i64 0, %2754
  %2757 = select i1 false, i64 %2756, i64 %2755
  %2758 = srem i64 %2754, 512
  %2759 = icmp ne i64 %2758, 0
  %2760 = icmp slt i64 %2754, 0
  %2761 = icmp eq i1 %2760, false
  %2762 = and i1 %2759, %2761
  %2763 = zext i1 %2762 to i64
  %2764 = add i64 %2757, %2763
  %2765 = trunc i64 %2764 to i32
  %2766 = sub i32 %2765, 1
  %2767 = sub i32 %2766, %c594
  %2768 = mul i32 %2767, 512
  %2769 = sext i32 %2768 to i64
  %2770 = sub i64 %2753, %2769
  %2771 = select i1 %2752, i64 512, i64 %2770
  %2772 = select i1 %2733, i64 0, i64 %2771
  %2773 = sext i32 %N to i64
  %2774 = sdiv i64 %2773, 512
  %2775 = sub i64 0, %2773
  %2776 = select i1 false, i64 %2775, i64 %2774
  %2777 = srem i64 %2773, 512
  %2778 = icmp ne i64 %2777, 0
  %2779 = icmp slt i64 %2773, 0
  %2780 = icmp eq i1 %2779, false
  %2781 = and i1 %2778, %2780
  %2782 = zext i1 %2781 to i64
  %2783 = add i64 %2776, %2782
  %2784 = trunc i64 %2783 to i32
  %2785 = sub i32 %2784, 1
  %2786 = sub i32 %2785, %c594
  %2787 = mul i32 %2786, 512
  %2788 = sext i32 %2787 to i64
  %2789 = sub i64 0, %2788
  %2790 = icmp slt i64 %2789, 0
  %2791 = sext i32 %N to i64
  %2792 = sdiv i64 %2791, 512
  %2793 = sub i64 0, %2791
  %2794 = select i1 false, i64 %2793, i64 %2792
  %2795 = srem i64 %2791, 512
  %2796 = icmp ne i64 %2795, 0
  %2797 = icmp slt i64 %2791, 0
  %2798 = icmp eq i1 %2797, false
  %2799 = and i1 %2796, %2798
  %2800 = zext i1 %2799 to i64
  %2801 = add i64 %2794, %2800
  %2802 = trunc i64 %2801 to i32
  %2803 = sub i32 %2802, 1
  %2804 = sub i32 %2803, %c594
  %2805 = mul i32 %2804, 512
  %2806 = sext i32 %2805 to i64
  %2807 = sub i64 0, %2806
  %2808 = icmp sgt i64 %2807, 512
  %2809 = sext i32 %N to i64
  %2810 = sdiv i64 %2809, 512
  %2811 = sub i64 0, %2809
  %2812 = select i1 false, i64 %2811, i64 %2810
  %2813 = srem i64 %2809, 512
  %2814 = icmp ne i64 %2813, 0
  %2815 = icmp slt i64 %2809, 0
  %2816 = icmp eq i1 %2815, false
  %2817 = and i1 %2814, %2816
  %2818 = zext i1 %2817 to i64
  %2819 = add i64 %2812, %2818
  %2820 = trunc i64 %2819 to i32
  %2821 = sub i32 %2820, 1
  %2822 = sub i32 %2821, %c594
  %2823 = mul i32 %2822, 512
  %2824 = sext i32 %2823 to i64
  %2825 = sub i64 0, %2824
  %2826 = select i1 %2808, i64 512, i64 %2825
  %2827 = select i1 %2790, i64 0, i64 %2826
  %2828 = trunc i64 %2827 to i32
  %2829 = sext i32 %2828 to i64
  %2830 = icmp slt i64 %2772, %2829
  %2831 = sext i32 %N to i64
  %2832 = sdiv i64 %2831, 512
  %2833 = sub i64 0, %2831
  %2834 = select i1 false, i64 %2833, i64 %2832
  %2835 = srem i64 %2831, 512
  %2836 = icmp ne i64 %2835, 0
  %2837 = icmp slt i64 %2831, 0
  %2838 = icmp eq i1 %2837, false
  %2839 = and i1 %2836, %2838
  %2840 = zext i1 %2839 to i64
  %2841 = add i64 %2834, %2840
  %2842 = trunc i64 %2841 to i32
  %2843 = sub i32 %2842, 1
  %2844 = sub i32 %2843, %c594
  %2845 = mul i32 %2844, 512
  %2846 = sext i32 %2845 to i64
  %2847 = sub i64 0, %2846
  %2848 = icmp slt i64 %2847, 0
  %2849 = sext i32 %N to i64
  %2850 = sdiv i64 %2849, 512
  %2851 = sub i64 0, %2849
  %2852 = select i1 false, i64 %2851, i64 %2850
  %2853 = srem i64 %2849, 512
  %2854 = icmp ne i64 %2853, 0
  %2855 = icmp slt i64 %2849, 0
  %2856 = icmp eq i1 %2855, false
  %2857 = and i1 %2854, %2856
  %2858 = zext i1 %2857 to i64
  %2859 = add i64 %2852, %2858
  %2860 = trunc i64 %2859 to i32
  %2861 = sub i32 %2860, 1
  %2862 = sub i32 %2861, %c594
  %2863 = mul i32 %2862, 512
  %2864 = sext i32 %2863 to i64
  %2865 = sub i64 0, %2864
  %2866 = icmp sgt i64 %2865, 512
  %2867 = sext i32 %N to i64
  %2868 = sdiv i64 %2867, 512
  %2869 = sub i64 0, %2867
  %2870 = select i1 false, i64 %2869, i64 %2868
  %2871 = srem i64 %2867, 512
  %2872 = icmp ne i64 %2871, 0
  %2873 = icmp slt i64 %2867, 0
  %2874 = icmp eq i1 %2873, false
  %2875 = and i1 %2872, %2874
  %2876 = zext i1 %2875 to i64
  %2877 = add i64 %2870, %2876
  %2878 = trunc i64 %2877 to i32
  %2879 = sub i32 %2878, 1
  %2880 = sub i32 %2879, %c594
  %2881 = mul i32 %2880, 512
  %2882 = sext i32 %2881 to i64
  %2883 = sub i64 0, %2882
  %2884 = select i1 %2866, i64 512, i64 %2883
  %2885 = select i1 %2848, i64 0, i64 %2884
  %2886 = trunc i64 %2885 to i32
  %2887 = sext i32 %2886 to i64
  %2888 = sext i32 %N to i64
  %2889 = sext i32 %N to i64
  %2890 = sdiv i64 %2889, 512
  %2891 = sub i64 0, %2889
  %2892 = select i1 false, i64 %2891, i64 %2890
  %2893 = srem i64 %2889, 512
  %2894 = icmp ne i64 %2893, 0
  %2895 = icmp slt i64 %2889, 0
  %2896 = icmp eq i1 %2895, false
  %2897 = and i1 %2894, %2896
  %2898 = zext i1 %2897 to i64
  %2899 = add i64 %2892, %2898
  %2900 = trunc i64 %2899 to i32
  %2901 = sub i32 %2900, 1
  %2902 = sub i32 %2901, %c594
  %2903 = mul i32 %2902, 512
  %2904 = sext i32 %2903 to i64
  %2905 = sub i64 %2888, %2904
  %2906 = icmp slt i64 %2905, 0
  %2907 = sext i32 %N to i64
  %2908 = sext i32 %N to i64
  %2909 = sdiv i64 %2908, 512
  %2910 = sub i64 0, %2908
  %2911 = select i1 false, i64 %2910, i64 %2909
  %2912 = srem i64 %2908, 512
  %2913 = icmp ne i64 %2912, 0
  %2914 = icmp slt i64 %2908, 0
  %2915 = icmp eq i1 %2914, false
  %2916 = and i1 %2913, %2915
  %2917 = zext i1 %2916 to i64
  %2918 = add i64 %2911, %2917
  %2919 = trunc i64 %2918 to i32
  %2920 = sub i32 %2919, 1
  %2921 = sub i32 %2920, %c594
  %2922 = mul i32 %2921, 512
  %2923 = sext i32 %2922 to i64
  %2924 = sub i64 %2907, %2923
  %2925 = icmp sgt i64 %2924, 512
  %2926 = sext i32 %N to i64
  %2927 = sext i32 %N to i64
  %2928 = sdiv i64 %2927, 512
  %2929 = sub i64 0, %2927
  %2930 = select i1 false, i64 %2929, i64 %2928
  %2931 = srem i64 %2927, 512
  %2932 = icmp ne i64 %2931, 0
  %2933 = icmp slt i64 %2927, 0
  %2934 = icmp eq i1 %2933, false
  %2935 = and i1 %2932, %2934
  %2936 = zext i1 %2935 to i64
  %2937 = add i64 %2930, %2936
  %2938 = trunc i64 %2937 to i32
  %2939 = sub i32 %2938, 1
  %2940 = sub i32 %2939, %c594
  %2941 = mul i32 %2940, 512
  %2942 = sext i32 %2941 to i64
  %2943 = sub i64 %2926, %2942
  %2944 = select i1 %2925, i64 512, i64 %2943
  %2945 = select i1 %2906, i64 0, i64 %2944
  %2946 = select i1 %2830, i64 %2887, i64 %2945
  %2947 = trunc i64 %2946 to i32
  %2948 = icmp sgt i32 %2947, 512
  %2949 = sext i32 %N to i64
  %2950 = sext i32 %N to i64
  %2951 = sdiv i64 %2950, 512
  %2952 = sub i64 0, %2950
  %2953 = select i1 false, i64 %2952, i64 %2951
  %2954 = srem i64 %2950, 512
  %2955 = icmp ne i64 %2954, 0
  %2956 = icmp slt i64 %2950, 0
  %2957 = icmp eq i1 %2956, false
  %2958 = and i1 %2955, %2957
  %2959 = zext i1 %2958 to i64
  %2960 = add i64 %2953, %2959
  %2961 = trunc i64 %2960 to i32
  %2962 = sub i32 %2961, 1
  %2963 = sub i32 %2962, %c594
  %2964 = mul i32 %2963, 512
  %2965 = sext i32 %2964 to i64
  %2966 = sub i64 %2949, %2965
  %2967 = icmp slt i64 %2966, 0
  %2968 = sext i32 %N to i64
  %2969 = sext i32 %N to i64
  %2970 = sdiv i64 %2969, 512
  %2971 = sub i64 0, %2969
  %2972 = select i1 false, i64 %2971, i64 %2970
  %2973 = srem i64 %2969, 512
  %2974 = icmp ne i64 %2973, 0
  %2975 = icmp slt i64 %2969, 0
  %2976 = icmp eq i1 %2975, false
  %2977 = and i1 %2974, %2976
  %2978 = zext i1 %2977 to i64
  %2979 = add i64 %2972, %2978
  %2980 = trunc i64 %2979 to i32
  %2981 = sub i32 %2980, 1
  %2982 = sub i32 %2981, %c594
  %2983 = mul i32 %2982, 512
  %2984 = sext i32 %2983 to i64
  %2985 = sub i64 %2968, %2984
  %2986 = icmp sgt i64 %2985, 512
  %2987 = sext i32 %N to i64
  %2988 = sext i32 %N to i64
  %2989 = sdiv i64 %2988, 512
  %2990 = sub i64 0, %2988
  %2991 = select i1 false, i64 %2990, i64 %2989
  %2992 = srem i64 %2988, 512
  %2993 = icmp ne i64 %2992, 0
  %2994 = icmp slt i64 %2988, 0
  %2995 = icmp eq i1 %2994, false
  %2996 = and i1 %2993, %2995
  %2997 = zext i1 %2996 to i64
  %2998 = add i64 %2991, %2997
  %2999 = trunc i64 %2998 to i32
  %3000 = sub i32 %2999, 1
  %3001 = sub i32 %3000, %c594
  %3002 = mul i32 %3001, 512
  %3003 = sext i32 %3002 to i64
  %3004 = sub i64 %2987, %3003
  %3005 = select i1 %2986, i64 512, i64 %3004
  %3006 = select i1 %2967, i64 0, i64 %3005
  %3007 = sext i32 %N to i64
  %3008 = sdiv i64 %3007, 512
  %3009 = sub i64 0, %3007
  %3010 = select i1 false, i64 %3009, i64 %3008
  %3011 = srem i64 %3007, 512
  %3012 = icmp ne i64 %3011, 0
  %3013 = icmp slt i64 %3007, 0
  %3014 = icmp eq i1 %3013, false
  %3015 = and i1 %3012, %3014
  %3016 = zext i1 %3015 to i64
  %3017 = add i64 %3010, %3016
  %3018 = trunc i64 %3017 to i32
  %3019 = sub i32 %3018, 1
  %3020 = sub i32 %3019, %c594
  %3021 = mul i32 %3020, 512
  %3022 = sext i32 %3021 to i64
  %3023 = sub i64 0, %3022
  %3024 = icmp slt i64 %3023, 0
  %3025 = sext i32 %N to i64
  %3026 = sdiv i64 %3025, 512
  %3027 = sub i64 0, %3025
  %3028 = select i1 false, i64 %3027, i64 %3026
  %3029 = srem i64 %3025, 512
  %3030 = icmp ne i64 %3029, 0
  %3031 = icmp slt i64 %3025, 0
  %3032 = icmp eq i1 %3031, false
  %3033 = and i1 %3030, %3032
  %3034 = zext i1 %3033 to i64
  %3035 = add i64 %3028, %3034
  %3036 = trunc i64 %3035 to i32
  %3037 = sub i32 %3036, 1
  %3038 = sub i32 %3037, %c594
  %3039 = mul i32 %3038, 512
  %3040 = sext i32 %3039 to i64
  %3041 = sub i64 0, %3040
  %3042 = icmp sgt i64 %3041, 512
  %3043 = sext i32 %N to i64
  %3044 = sdiv i64 %3043, 512
  %3045 = sub i64 0, %3043
  %3046 = select i1 false, i64 %3045, i64 %3044
  %3047 = srem i64 %3043, 512
  %3048 = icmp ne i64 %3047, 0
  %3049 = icmp slt i64 %3043, 0
  %3050 = icmp eq i1 %3049, false
  %3051 = and i1 %3048, %3050
  %3052 = zext i1 %3051 to i64
  %3053 = add i64 %3046, %3052
  %3054 = trunc i64 %3053 to i32
  %3055 = sub i32 %3054, 1
  %3056 = sub i32 %3055, %c594
  %3057 = mul i32 %3056, 512
  %3058 = sext i32 %3057 to i64
  %3059 = sub i64 0, %3058
  %3060 = select i1 %3042, i64 512, i64 %3059
  %3061 = select i1 %3024, i64 0, i64 %3060
  %3062 = trunc i64 %3061 to i32
  %3063 = sext i32 %3062 to i64
  %3064 = icmp slt i64 %3006, %3063
  %3065 = sext i32 %N to i64
  %3066 = sdiv i64 %3065, 512
  %3067 = sub i64 0, %3065
  %3068 = select i1 false, i64 %3067, i64 %3066
  %3069 = srem i64 %3065, 512
  %3070 = icmp ne i64 %3069, 0
  %3071 = icmp slt i64 %3065, 0
  %3072 = icmp eq i1 %3071, false
  %3073 = and i1 %3070, %3072
  %3074 = zext i1 %3073 to i64
  %3075 = add i64 %3068, %3074
  %3076 = trunc i64 %3075 to i32
  %3077 = sub i32 %3076, 1
  %3078 = sub i32 %3077, %c594
  %3079 = mul i32 %3078, 512
  %3080 = sext i32 %3079 to i64
  %3081 = sub i64 0, %3080
  %3082 = icmp slt i64 %3081, 0
  %3083 = sext i32 %N to i64
  %3084 = sdiv i64 %3083, 512
  %3085 = sub i64 0, %3083
  %3086 = select i1 false, i64 %3085, i64 %3084
  %3087 = srem i64 %3083, 512
  %3088 = icmp ne i64 %3087, 0
  %3089 = icmp slt i64 %3083, 0
  %3090 = icmp eq i1 %3089, false
  %3091 = and i1 %3088, %3090
  %3092 = zext i1 %3091 to i64
  %3093 = add i64 %3086, %3092
  %3094 = trunc i64 %3093 to i32
  %3095 = sub i32 %3094, 1
  %3096 = sub i32 %3095, %c594
  %3097 = mul i32 %3096, 512
  %3098 = sext i32 %3097 to i64
  %3099 = sub i64 0, %3098
  %3100 = icmp sgt i64 %3099, 512
  %3101 = sext i32 %N to i64
  %3102 = sdiv i64 %3101, 512
  %3103 = sub i64 0, %3101
  %3104 = select i1 false, i64 %3103, i64 %3102
  %3105 = srem i64 %3101, 512
  %3106 = icmp ne i64 %3105, 0
  %3107 = icmp slt i64 %3101, 0
  %3108 = icmp eq i1 %3107, false
  %3109 = and i1 %3106, %3108
  %3110 = zext i1 %3109 to i64
  %3111 = add i64 %3104, %3110
  %3112 = trunc i64 %3111 to i32
  %3113 = sub i32 %3112, 1
  %3114 = sub i32 %3113, %c594
  %3115 = mul i32 %3114, 512
  %3116 = sext i32 %3115 to i64
  %3117 = sub i64 0, %3116
  %3118 = select i1 %3100, i64 512, i64 %3117
  %3119 = select i1 %3082, i64 0, i64 %3118
  %3120 = trunc i64 %3119 to i32
  %3121 = sext i32 %3120 to i64
  %3122 = sext i32 %N to i64
  %3123 = sext i32 %N to i64
  %3124 = sdiv i64 %3123, 512
  %3125 = sub i64 0, %3123
  %3126 = select i1 false, i64 %3125, i64 %3124
  %3127 = srem i64 %3123, 512
  %3128 = icmp ne i64 %3127, 0
  %3129 = icmp slt i64 %3123, 0
  %3130 = icmp eq i1 %3129, false
  %3131 = and i1 %3128, %3130
  %3132 = zext i1 %3131 to i64
  %3133 = add i64 %3126, %3132
  %3134 = trunc i64 %3133 to i32
  %3135 = sub i32 %3134, 1
  %3136 = sub i32 %3135, %c594
  %3137 = mul i32 %3136, 512
  %3138 = sext i32 %3137 to i64
  %3139 = sub i64 %3122, %3138
  %3140 = icmp slt i64 %3139, 0
  %3141 = sext i32 %N to i64
  %3142 = sext i32 %N to i64
  %3143 = sdiv i64 %3142, 512
  %3144 = sub i64 0, %3142
  %3145 = select i1 false, i64 %3144, i64 %3143
  %3146 = srem i64 %3142, 512
  %3147 = icmp ne i64 %3146, 0
  %3148 = icmp slt i64 %3142, 0
  %3149 = icmp eq i1 %3148, false
  %3150 = and i1 %3147, %3149
  %3151 = zext i1 %3150 to i64
  %3152 = add i64 %3145, %3151
  %3153 = trunc i64 %3152 to i32
  %3154 = sub i32 %3153, 1
  %3155 = sub i32 %3154, %c594
  %3156 = mul i32 %3155, 512
  %3157 = sext i32 %3156 to i64
  %3158 = sub i64 %3141, %3157
  %3159 = icmp sgt i64 %3158, 512
  %3160 = sext i32 %N to i64
  %3161 = sext i32 %N to i64
  %3162 = sdiv i64 %3161, 512
  %3163 = sub i64 0, %3161
  %3164 = select i1 false, i64 %3163, i64 %3162
  %3165 = srem i64 %3161, 512
  %3166 = icmp ne i64 %3165, 0
  %3167 = icmp slt i64 %3161, 0
  %3168 = icmp eq i1 %3167, false
  %3169 = and i1 %3166, %3168
  %3170 = zext i1 %3169 to i64
  %3171 = add i64 %3164, %3170
  %3172 = trunc i64 %3171 to i32
  %3173 = sub i32 %3172, 1
  %3174 = sub i32 %3173, %c594
  %3175 = mul i32 %3174, 512
  %3176 = sext i32 %3175 to i64
  %3177 = sub i64 %3160, %3176
  %3178 = select i1 %3159, i64 512, i64 %3177
  %3179 = select i1 %3140, i64 0, i64 %3178
  %3180 = select i1 %3064, i64 %3121, i64 %3179
  %3181 = trunc i64 %3180 to i32
  %3182 = select i1 %2948, i32 512, i32 %3181
  %tl_pad_from79 = select i1 %2714, i32 0, i32 %3182
  %tl_pad_n81 = sub i32 512, %tl_pad_from79
  br label %for.cond654

for.cond643:                                      ; preds = %for.body644, %if.then640
  %i15646 = phi i32 [ 0, %if.then640 ], [ %3191, %for.body644 ]
  %3183 = icmp slt i32 %i15646, 512
  br i1 %3183, label %for.body644, label %for.end645

for.body644:                                      ; preds = %for.cond643
  %3184 = mul i32 %t, 512
  %3185 = add i32 %3184, %i15646
  %3186 = sext i32 %3185 to i64
  %3187 = getelementptr inbounds float, ptr %B, i64 %3186
  %3188 = load float, ptr %3187, align 4
  %3189 = sext i32 %i15646 to i64
  %3190 = getelementptr inbounds float, ptr %B_f, i64 %3189
  store float %3188, ptr %3190, align 4
  %3191 = add nsw i32 %i15646, 1
  br label %for.cond643, !llvm.loop !147

for.end645:                                       ; preds = %for.cond643
  br label %if.end642

for.cond647:                                      ; preds = %for.body648, %if.else641
  %i15650 = phi i32 [ 0, %if.else641 ], [ %3195, %for.body648 ]
  %3192 = icmp slt i32 %i15650, %tl_lo21
  br i1 %3192, label %for.body648, label %for.end649

for.body648:                                      ; preds = %for.cond647
  %3193 = sext i32 %i15650 to i64
  %3194 = getelementptr inbounds float, ptr %B_f, i64 %3193
  store float 0.000000e+00, ptr %3194, align 4
  %3195 = add nsw i32 %i15650, 1
  br label %for.cond647, !llvm.loop !148

for.end649:                                       ; preds = %for.cond647
  %3196 = sub i32 %tl_hi22, %tl_lo21
  br label %for.cond651

for.cond651:                                      ; preds = %for.body652, %for.end649
  %i152 = phi i32 [ 0, %for.end649 ], [ %3207, %for.body652 ]
  %3197 = icmp slt i32 %i152, %3196
  br i1 %3197, label %for.body652, label %for.end653

for.body652:                                      ; preds = %for.cond651
  %3198 = mul i32 %t, 512
  %3199 = add i32 %tl_lo21, %i152
  %3200 = add i32 %3198, %3199
  %3201 = sext i32 %3200 to i64
  %3202 = getelementptr inbounds float, ptr %B, i64 %3201
  %3203 = load float, ptr %3202, align 4
  %3204 = add i32 %tl_lo21, %i152
  %3205 = sext i32 %3204 to i64
  %3206 = getelementptr inbounds float, ptr %B_f, i64 %3205
  store float %3203, ptr %3206, align 4
  %3207 = add nsw i32 %i152, 1
  br label %for.cond651, !llvm.loop !149

for.end653:                                       ; preds = %for.cond651
  br label %if.end642

for.cond654:                                      ; preds = %for.body655, %if.end642
  %tl_pad_k82 = phi i32 [ 0, %if.end642 ], [ %3212, %for.body655 ]
  %3208 = icmp slt i32 %tl_pad_k82, %tl_pad_n81
  br i1 %3208, label %for.body655, label %for.end656

for.body655:                                      ; preds = %for.cond654
  %3209 = add i32 %tl_pad_from79, %tl_pad_k82
  %3210 = sext i32 %3209 to i64
  %3211 = getelementptr inbounds float, ptr %W_f, i64 %3210
  store float 0.000000e+00, ptr %3211, align 4
  %3212 = add nsw i32 %tl_pad_k82, 1
  br label %for.cond654, !llvm.loop !150

for.end656:                                       ; preds = %for.cond654
  %3213 = sext i32 %N to i64
  %3214 = sext i32 %N to i64
  %3215 = sdiv i64 %3214, 512
  %3216 = sub i64 0, %3214
  %3217 = select i1 false, i64 %3216, i64 %3215
  %3218 = srem i64 %3214, 512
  %3219 = icmp ne i64 %3218, 0
  %3220 = icmp slt i64 %3214, 0
  %3221 = icmp eq i1 %3220, false
  %3222 = and i1 %3219, %3221
  %3223 = zext i1 %3222 to i64
  %3224 = add i64 %3217, %3223
  %3225 = trunc i64 %3224 to i32
  %3226 = sub i32 %3225, 1
  %3227 = sub i32 %3226, %c594
  %3228 = mul i32 %3227, 512
  %3229 = sext i32 %3228 to i64
  %3230 = sub i64 %3213, %3229
  %3231 = icmp slt i64 %3230, 0
  %3232 = sext i32 %N to i64
  %3233 = sext i32 %N to i64
  %3234 = sdiv i64 %3233, 512
  %3235 = sub i64 0, %3233
  %3236 = select i1 false, i64 %3235, i64 %3234
  %3237 = srem i64 %3233, 512
  %3238 = icmp ne i64 %3237, 0
  %3239 = icmp slt i64 %3233, 0
  %3240 = icmp eq i1 %3239, false
  %3241 = and i1 %3238, %3240
  %3242 = zext i1 %3241 to i64
  %3243 = add i64 %3236, %3242
  %3244 = trunc i64 %3243 to i32
  %3245 = sub i32 %3244, 1
  %3246 = sub i32 %3245, %c594
  %3247 = mul i32 %3246, 512
  %3248 = sext i32 %3247 to i64
  %3249 = sub i64 %3232, %3248
  %3250 = icmp sgt i64 %3249, 512
  %3251 = sext i32 %N to i64
  %3252 = sext i32 %N to i64
  %3253 = sdiv i64 %3252, 512
  %3254 = sub i64 0, %3252
  %3255 = select i1 false, i64 %3254, i64 %3253
  %3256 = srem i64 %3252, 512
  %3257 = icmp ne i64 %3256, 0
  %3258 = icmp slt i64 %3252, 0
  %3259 = icmp eq i1 %3258, false
  %3260 = and i1 %3257, %3259
  %3261 = zext i1 %3260 to i64
  %3262 = add i64 %3255, %3261
  %3263 = trunc i64 %3262 to i32
  %3264 = sub i32 %3263, 1
  %3265 = sub i32 %3264, %c594
  %3266 = mul i32 %3265, 512
  %3267 = sext i32 %3266 to i64
  %3268 = sub i64 %3251, %3267
  %3269 = select i1 %3250, i64 512, i64 %3268
  %3270 = select i1 %3231, i64 0, i64 %3269
  %3271 = sext i32 %N to i64
  %3272 = sdiv i64 %3271, 512
  %3273 = sub i64 0, %3271
  %3274 = select i1 false, i64 %3273, i64 %3272
  %3275 = srem i64 %3271, 512
  %3276 = icmp ne i64 %3275, 0
  %3277 = icmp slt i64 %3271, 0
  %3278 = icmp eq i1 %3277, false
  %3279 = and i1 %3276, %3278
  %3280 = zext i1 %3279 to i64
  %3281 = add i64 %3274, %3280
  %3282 = trunc i64 %3281 to i32
  %3283 = sub i32 %3282, 1
  %3284 = sub i32 %3283, %c594
  %3285 = mul i32 %3284, 512
  %3286 = sext i32 %3285 to i64
  %3287 = sub i64 0, %3286
  %3288 = icmp slt i64 %3287, 0
  %3289 = sext i32 %N to i64
  %3290 = sdiv i64 %3289, 512
  %3291 = sub i64 0, %3289
  %3292 = select i1 false, i64 %3291, i64 %3290
  %3293 = srem i64 %3289, 512
  %3294 = icmp ne i64 %3293, 0
  %3295 = icmp slt i64 %3289, 0
  %3296 = icmp eq i1 %3295, false
  %3297 = and i1 %3294, %3296
  %3298 = zext i1 %3297 to i64
  %3299 = add i64 %3292, %3298
  %3300 = trunc i64 %3299 to i32
  %3301 = sub i32 %3300, 1
  %3302 = sub i32 %3301, %c594
  %3303 = mul i32 %3302, 512
  %3304 = sext i32 %3303 to i64
  %3305 = sub i64 0, %3304
  %3306 = icmp sgt i64 %3305, 512
  %3307 = sext i32 %N to i64
  %3308 = sdiv i64 %3307, 512
  %3309 = sub i64 0, %3307
  %3310 = select i1 false, i64 %3309, i64 %3308
  %3311 = srem i64 %3307, 512
  %3312 = icmp ne i64 %3311, 0
  %3313 = icmp slt i64 %3307, 0
  %3314 = icmp eq i1 %3313, false
  %3315 = and i1 %3312, %3314
  %3316 = zext i1 %3315 to i64
  %3317 = add i64 %3310, %3316
  %3318 = trunc i64 %3317 to i32
  %3319 = sub i32 %3318, 1
  %3320 = sub i32 %3319, %c594
  %3321 = mul i32 %3320, 512
  %3322 = sext i32 %3321 to i64
  %3323 = sub i64 0, %3322
  %3324 = select i1 %3306, i64 512, i64 %3323
  %3325 = select i1 %3288, i64 0, i64 %3324
  %3326 = trunc i64 %3325 to i32
  %3327 = sext i32 %3326 to i64
  %3328 = icmp slt i64 %3270, %3327
  %3329 = sext i32 %N to i64
  %3330 = sdiv i64 %3329, 512
  %3331 = sub i64 0, %3329
  %3332 = select i1 false, i64 %3331, i64 %3330
  %3333 = srem i64 %3329, 512
  %3334 = icmp ne i64 %3333, 0
  %3335 = icmp slt i64 %3329, 0
  %3336 = icmp eq i1 %3335, false
  %3337 = and i1 %3334, %3336
  %3338 = zext i1 %3337 to i64
  %3339 = add i64 %3332, %3338
  %3340 = trunc i64 %3339 to i32
  %3341 = sub i32 %3340, 1
  %3342 = sub i32 %3341, %c594
  %3343 = mul i32 %3342, 512
  %3344 = sext i32 %3343 to i64
  %3345 = sub i64 0, %3344
  %3346 = icmp slt i64 %3345, 0
  %3347 = sext i32 %N to i64
  %3348 = sdiv i64 %3347, 512
  %3349 = sub i64 0, %3347
  %3350 = select i1 false, i64 %3349, i64 %3348
  %3351 = srem i64 %3347, 512
  %3352 = icmp ne i64 %3351, 0
  %3353 = icmp slt i64 %3347, 0
  %3354 = icmp eq i1 %3353, false
  %3355 = and i1 %3352, %3354
  %3356 = zext i1 %3355 to i64
  %3357 = add i64 %3350, %3356
  %3358 = trunc i64 %3357 to i32
  %3359 = sub i32 %3358, 1
  %3360 = sub i32 %3359, %c594
  %3361 = mul i32 %3360, 512
  %3362 = sext i32 %3361 to i64
  %3363 = sub i64 0, %3362
  %3364 = icmp sgt i64 %3363, 512
  %3365 = sext i32 %N to i64
  %3366 = sdiv i64 %3365, 512
  %3367 = sub i64 0, %3365
  %3368 = select i1 false, i64 %3367, i64 %3366
  %3369 = srem i64 %3365, 512
  %3370 = icmp ne i64 %3369, 0
  %3371 = icmp slt i64 %3365, 0
  %3372 = icmp eq i1 %3371, false
  %3373 = and i1 %3370, %3372
  %3374 = zext i1 %3373 to i64
  %3375 = add i64 %3368, %3374
  %3376 = trunc i64 %3375 to i32
  %3377 = sub i32 %3376, 1
  %3378 = sub i32 %3377, %c594
  %3379 = mul i32 %3378, 512
  %3380 = sext i32 %3379 to i64
  %3381 = sub i64 0, %3380
  %3382 = select i1 %3364, i64 512, i64 %3381
  %3383 = select i1 %3346, i64 0, i64 %3382
  %3384 = trunc i64 %3383 to i32
  %3385 = sext i32 %3384 to i64
  %3386 = sext i32 %N to i64
  %3387 = sext i32 %N to i64
  %3388 = sdiv i64 %3387, 512
  %3389 = sub i64 0, %3387
  %3390 = select i1 false, i64 %3389, i64 %3388
  %3391 = srem i64 %3387, 512
  %3392 = icmp ne i64 %3391, 0
  %3393 = icmp slt i64 %3387, 0
  %3394 = icmp eq i1 %3393, false
  %3395 = and i1 %3392, %3394
  %3396 = zext i1 %3395 to i64
  %3397 = add i64 %3390, %3396
  %3398 = trunc i64 %3397 to i32
  %3399 = sub i32 %3398, 1
  %3400 = sub i32 %3399, %c594
  %3401 = mul i32 %3400, 512
  %3402 = sext i32 %3401 to i64
  %3403 = sub i64 %3386, %3402
  %3404 = icmp slt i64 %3403, 0
  %3405 = sext i32 %N to i64
  %3406 = sext i32 %N to i64
  %3407 = sdiv i64 %3406, 512
  %3408 = sub i64 0, %3406
  %3409 = select i1 false, i64 %3408, i64 %3407
  %3410 = srem i64 %3406, 512
  %3411 = icmp ne i64 %3410, 0
  %3412 = icmp slt i64 %3406, 0
  %3413 = icmp eq i1 %3412, false
  %3414 = and i1 %3411, %3413
  %3415 = zext i1 %3414 to i64
  %3416 = add i64 %3409, %3415
  %3417 = trunc i64 %3416 to i32
  %3418 = sub i32 %3417, 1
  %3419 = sub i32 %3418, %c594
  %3420 = mul i32 %3419, 512
  %3421 = sext i32 %3420 to i64
  %3422 = sub i64 %3405, %3421
  %3423 = icmp sgt i64 %3422, 512
  %3424 = sext i32 %N to i64
  %3425 = sext i32 %N to i64
  %3426 = sdiv i64 %3425, 512
  %3427 = sub i64 0, %3425
  %3428 = select i1 false, i64 %3427, i64 %3426
  %3429 = srem i64 %3425, 512
  %3430 = icmp ne i64 %3429, 0
  %3431 = icmp slt i64 %3425, 0
  %3432 = icmp eq i1 %3431, false
  %3433 = and i1 %3430, %3432
  %3434 = zext i1 %3433 to i64
  %3435 = add i64 %3428, %3434
  %3436 = trunc i64 %3435 to i32
  %3437 = sub i32 %3436, 1
  %3438 = sub i32 %3437, %c594
  %3439 = mul i32 %3438, 512
  %3440 = sext i32 %3439 to i64
  %3441 = sub i64 %3424, %3440
  %3442 = select i1 %3423, i64 512, i64 %3441
  %3443 = select i1 %3404, i64 0, i64 %3442
  %3444 = select i1 %3328, i64 %3385, i64 %3443
  %3445 = trunc i64 %3444 to i32
  %3446 = icmp slt i32 %3445, 0
  %3447 = sext i32 %N to i64
  %3448 = sext i32 %N to i64
  %3449 = sdiv i64 %3448, 512
  %3450 = sub i64 0, %3448
  %3451 = select i1 false, i64 %3450, i64 %3449
  %3452 = srem i64 %3448, 512
  %3453 = icmp ne i64 %3452, 0
  %3454 = icmp slt i64 %3448, 0
  %3455 = icmp eq i1 %3454, false
  %3456 = and i1 %3453, %3455
  %3457 = zext i1 %3456 to i64
  %3458 = add i64 %3451, %3457
  %3459 = trunc i64 %3458 to i32
  %3460 = sub i32 %3459, 1
  %3461 = sub i32 %3460, %c594
  %3462 = mul i32 %3461, 512
  %3463 = sext i32 %3462 to i64
  %3464 = sub i64 %3447, %3463
  %3465 = icmp slt i64 %3464, 0
  %3466 = sext i32 %N to i64
  %3467 = sext i32 %N to i64
  %3468 = sdiv i64 %3467, 512
  %3469 = sub i64 0, %3467
  %3470 = select i1 false, i64 %3469, i64 %3468
  %3471 = srem i64 %3467, 512
  %3472 = icmp ne i64 %3471, 0
  %3473 = icmp slt i64 %3467, 0
  %3474 = icmp eq i1 %3473, false
  %3475 = and i1 %3472, %3474
  %3476 = zext i1 %3475 to i64
  %3477 = add i64 %3470, %3476
  %3478 = trunc i64 %3477 to i32
  %3479 = sub i32 %3478, 1
  %3480 = sub i32 %3479, %c594
  %3481 = mul i32 %3480, 512
  %3482 = sext i32 %3481 to i64
  %3483 = sub i64 %3466, %3482
  %3484 = icmp sgt i64 %3483, 512
  %3485 = sext i32 %N to i64
  %3486 = sext i32 %N to i64
  %3487 = sdiv i64 %3486, 512
  %3488 = sub i64 0, %3486
  %3489 = select i1 false, i64 %3488, i64 %3487
  %3490 = srem i64 %3486, 512
  %3491 = icmp ne i64 %3490, 0
  %3492 = icmp slt i64 %3486, 0
  %3493 = icmp eq i1 %3492, false
  %3494 = and i1 %3491, %3493
  %3495 = zext i1 %3494 to i64
  %3496 = add i64 %3489, %3495
  %3497 = trunc i64 %3496 to i32
  %3498 = sub i32 %3497, 1
  %3499 = sub i32 %3498, %c594
  %3500 = mul i32 %3499, 512
  %3501 = sext i32 %3500 to i64
  %3502 = sub i64 %3485, %3501
  %3503 = select i1 %3484, i64 512, i64 %3502
  %3504 = select i1 %3465, i64 0, i64 %3503
  %3505 = sext i32 %N to i64
  %3506 = sdiv i64 %3505, 512
  %3507 = sub i64 0, %3505
  %3508 = select i1 false, i64 %3507, i64 %3506
  %3509 = srem i64 %3505, 512
  %3510 = icmp ne i64 %3509, 0
  %3511 = icmp slt i64 %3505, 0
  %3512 = icmp eq i1 %3511, false
  %3513 = and i1 %3510, %3512
  %3514 = zext i1 %3513 to i64
  %3515 = add i64 %3508, %3514
  %3516 = trunc i64 %3515 to i32
  %3517 = sub i32 %3516, 1
  %3518 = sub i32 %3517, %c594
  %3519 = mul i32 %3518, 512
  %3520 = sext i32 %3519 to i64
  %3521 = sub i64 0, %3520
  %3522 = icmp slt i64 %3521, 0
  %3523 = sext i32 %N to i64
  %3524 = sdiv i64 %3523, 512
  %3525 = sub i64 0, %3523
  %3526 = select i1 false, i64 %3525, i64 %3524
  %3527 = srem i64 %3523, 512
  %3528 = icmp ne i64 %3527, 0
  %3529 = icmp slt i64 %3523, 0
  %3530 = icmp eq i1 %3529, false
  %3531 = and i1 %3528, %3530
  %3532 = zext i1 %3531 to i64
  %3533 = add i64 %3526, %3532
  %3534 = trunc i64 %3533 to i32
  %3535 = sub i32 %3534, 1
  %3536 = sub i32 %3535, %c594
  %3537 = mul i32 %3536, 512
  %3538 = sext i32 %3537 to i64
  %3539 = sub i64 0, %3538
  %3540 = icmp sgt i64 %3539, 512
  %3541 = sext i32 %N to i64
  %3542 = sdiv i64 %3541, 512
  %3543 = sub i64 0, %3541
  %3544 = select i1 false, i64 %3543, i64 %3542
  %3545 = srem i64 %3541, 512
  %3546 = icmp ne i64 %3545, 0
  %3547 = icmp slt i64 %3541, 0
  %3548 = icmp eq i1 %3547, false
  %3549 = and i1 %3546, %3548
  %3550 = zext i1 %3549 to i64
  %3551 = add i64 %3544, %3550
  %3552 = trunc i64 %3551 to i32
  %3553 = sub i32 %3552, 1
  %3554 = sub i32 %3553, %c594
  %3555 = mul i32 %3554, 512
  %3556 = sext i32 %3555 to i64
  %3557 = sub i64 0, %3556
  %3558 = select i1 %3540, i64 512, i64 %3557
  %3559 = select i1 %3522, i64 0, i64 %3558
  %3560 = trunc i64 %3559 to i32
  %3561 = sext i32 %3560 to i64
  %3562 = icmp slt i64 %3504, %3561
  %3563 = sext i32 %N to i64
  %3564 = sdiv i64 %3563, 512
  %3565 = sub i64 0, %3563
  %3566 = select i1 false, i64 %3565, i64 %3564
  %3567 = srem i64 %3563, 512
  %3568 = icmp ne i64 %3567, 0
  %3569 = icmp slt i64 %3563, 0
  %3570 = icmp eq i1 %3569, false
  %3571 = and i1 %3568, %3570
  %3572 = zext i1 %3571 to i64
  %3573 = add i64 %3566, %3572
  %3574 = trunc i64 %3573 to i32
  %3575 = sub i32 %3574, 1
  %3576 = sub i32 %3575, %c594
  %3577 = mul i32 %3576, 512
  %3578 = sext i32 %3577 to i64
  %3579 = sub i64 0, %3578
  %3580 = icmp slt i64 %3579, 0
  %3581 = sext i32 %N to i64
  %3582 = sdiv i64 %3581, 512
  %3583 = sub i64 0, %3581
  %3584 = select i1 false, i64 %3583, i64 %3582
  %3585 = srem i64 %3581, 512
  %3586 = icmp ne i64 %3585, 0
  %3587 = icmp slt i64 %3581, 0
  %3588 = icmp eq i1 %3587, false
  %3589 = and i1 %3586, %3588
  %3590 = zext i1 %3589 to i64
  %3591 = add i64 %3584, %3590
  %3592 = trunc i64 %3591 to i32
  %3593 = sub i32 %3592, 1
  %3594 = sub i32 %3593, %c594
  %3595 = mul i32 %3594, 512
  %3596 = sext i32 %3595 to i64
  %3597 = sub i64 0, %3596
  %3598 = icmp sgt i64 %3597, 512
  %3599 = sext i32 %N to i64
  %3600 = sdiv i64 %3599, 512
  %3601 = sub i64 0, %3599
  %3602 = select i1 false, i64 %3601, i64 %3600
  %3603 = srem i64 %3599, 512
  %3604 = icmp ne i64 %3603, 0
  %3605 = icmp slt i64 %3599, 0
  %3606 = icmp eq i1 %3605, false
  %3607 = and i1 %3604, %3606
  %3608 = zext i1 %3607 to i64
  %3609 = add i64 %3602, %3608
  %3610 = trunc i64 %3609 to i32
  %3611 = sub i32 %3610, 1
  %3612 = sub i32 %3611, %c594
  %3613 = mul i32 %3612, 512
  %3614 = sext i32 %3613 to i64
  %3615 = sub i64 0, %3614
  %3616 = select i1 %3598, i64 512, i64 %3615
  %3617 = select i1 %3580, i64 0, i64 %3616
  %3618 = trunc i64 %3617 to i32
  %3619 = sext i32 %3618 to i64
  %3620 = sext i32 %N to i64
  %3621 = sext i32 %N to i64
  %3622 = sdiv i64 %3621, 512
  %3623 = sub i64 0, %3621
  %3624 = select i1 false, i64 %3623, i64 %3622
  %3625 = srem i64 %3621, 512
  %3626 = icmp ne i64 %3625, 0
  %3627 = icmp slt i64 %3621, 0
  %3628 = icmp eq i1 %3627, false
  %3629 = and i1 %3626, %3628
  %3630 = zext i1 %3629 to i64
  %3631 = add i64 %3624, %3630
  %3632 = trunc i64 %3631 to i32
  %3633 = sub i32 %3632, 1
  %3634 = sub i32 %3633, %c594
  %3635 = mul i32 %3634, 512
  %3636 = sext i32 %3635 to i64
  %3637 = sub i64 %3620, %3636
  %3638 = icmp slt i64 %3637, 0
  %3639 = sext i32 %N to i64
  %3640 = sext i32 %N to i64
  %3641 = sdiv i64 %3640, 512
  %3642 = sub i64 0, %3640
  %3643 = select i1 false, i64 %3642, i64 %3641
  %3644 = srem i64 %3640, 512
  %3645 = icmp ne i64 %3644, 0
  %3646 = icmp slt i64 %3640, 0
  %3647 = icmp eq i1 %3646, false
  %3648 = and i1 %3645, %3647
  %3649 = zext i1 %3648 to i64
  %3650 = add i64 %3643, %3649
  %3651 = trunc i64 %3650 to i32
  %3652 = sub i32 %3651, 1
  %3653 = sub i32 %3652, %c594
  %3654 = mul i32 %3653, 512
  %3655 = sext i32 %3654 to i64
  %3656 = sub i64 %3639, %3655
  %3657 = icmp sgt i64 %3656, 512
  %3658 = sext i32 %N to i64
  %3659 = sext i32 %N to i64
  %3660 = sdiv i64 %3659, 512
  %3661 = sub i64 0, %3659
  %3662 = select i1 false, i64 %3661, i64 %3660
  %3663 = srem i64 %3659, 512
  %3664 = icmp ne i64 %3663, 0
  %3665 = icmp slt i64 %3659, 0
  %3666 = icmp eq i1 %3665, false
  %3667 = and i1 %3664, %3666
  %3668 = zext i1 %3667 to i64
  %3669 = add i64 %3662, %3668
  %3670 = trunc i64 %3669 to i32
  %3671 = sub i32 %3670, 1
  %3672 = sub i32 %3671, %c594
  %3673 = mul i32 %3672, 512
  %3674 = sext i32 %3673 to i64
  %3675 = sub i64 %3658, %3674
  %3676 = select i1 %3657, i64 512, i64 %3675
  %3677 = select i1 %3638, i64 0, i64 %3676
  %3678 = select i1 %3562, i64 %3619, i64 %3677
  %3679 = trunc i64 %3678 to i32
  %3680 = icmp sgt i32 %3679, 512
  %3681 = sext i32 %N to i64
  %3682 = sext i32 %N to i64
  %3683 = sdiv i64 %3682, 512
  %3684 = sub i64 0, %3682
  %3685 = select i1 false, i64 %3684, i64 %3683
  %3686 = srem i64 %3682, 512
  %3687 = icmp ne i64 %3686, 0
  %3688 = icmp slt i64 %3682, 0
  %3689 = icmp eq i1 %3688, false
  %3690 = and i1 %3687, %3689
  %3691 = zext i1 %3690 to i64
  %3692 = add i64 %3685, %3691
  %3693 = trunc i64 %3692 to i32
  %3694 = sub i32 %3693, 1
  %3695 = sub i32 %3694, %c594
  %3696 = mul i32 %3695, 512
  %3697 = sext i32 %3696 to i64
  %3698 = sub i64 %3681, %3697
  %3699 = icmp slt i64 %3698, 0
  %3700 = sext i32 %N to i64
  %3701 = sext i32 %N to i64
  %3702 = sdiv i64 %3701, 512
  %3703 = sub i64 0, %3701
  %3704 = select i1 false, i64 %3703, i64 %3702
  %3705 = srem i64 %3701, 512
  %3706 = icmp ne i64 %3705, 0
  %3707 = icmp slt i64 %3701, 0
  %3708 = icmp eq i1 %3707, false
  %3709 = and i1 %3706, %3708
  %3710 = zext i1 %3709 to i64
  %3711 = add i64 %3704, %3710
  %3712 = trunc i64 %3711 to i32
  %3713 = sub i32 %3712, 1
  %3714 = sub i32 %3713, %c594
  %3715 = mul i32 %3714, 512
  %3716 = sext i32 %3715 to i64
  %3717 = sub i64 %3700, %3716
  %3718 = icmp sgt i64 %3717, 512
  %3719 = sext i32 %N to i64
  %3720 = sext i32 %N to i64
  %3721 = sdiv i64 %3720, 512
  %3722 = sub i64 0, %3720
  %3723 = select i1 false, i64 %3722, i64 %3721
  %3724 = srem i64 %3720, 512
  %3725 = icmp ne i64 %3724, 0
  %3726 = icmp slt i64 %3720, 0
  %3727 = icmp eq i1 %3726, false
  %3728 = and i1 %3725, %3727
  %3729 = zext i1 %3728 to i64
  %3730 = add i64 %3723, %3729
  %3731 = trunc i64 %3730 to i32
  %3732 = sub i32 %3731, 1
  %3733 = sub i32 %3732, %c594
  %3734 = mul i32 %3733, 512
  %3735 = sext i32 %3734 to i64
  %3736 = sub i64 %3719, %3735
  %3737 = select i1 %3718, i64 512, i64 %3736
  %3738 = select i1 %3699, i64 0, i64 %3737
  %3739 = sext i32 %N to i64
  %3740 = sdiv i64 %3739, 512
  %3741 = sub i64 0, %3739
  %3742 = select i1 false, i64 %3741, i64 %3740
  %3743 = srem i64 %3739, 512
  %3744 = icmp ne i64 %3743, 0
  %3745 = icmp slt i64 %3739, 0
  %3746 = icmp eq i1 %3745, false
  %3747 = and i1 %3744, %3746
  %3748 = zext i1 %3747 to i64
  %3749 = add i64 %3742, %3748
  %3750 = trunc i64 %3749 to i32
  %3751 = sub i32 %3750, 1
  %3752 = sub i32 %3751, %c594
  %3753 = mul i32 %3752, 512
  %3754 = sext i32 %3753 to i64
  %3755 = sub i64 0, %3754
  %3756 = icmp slt i64 %3755, 0
  %3757 = sext i32 %N to i64
  %3758 = sdiv i64 %3757, 512
  %3759 = sub i64 0, %3757
  %3760 = select i1 false, i64 %3759, i64 %3758
  %3761 = srem i64 %3757, 512
  %3762 = icmp ne i64 %3761, 0
  %3763 = icmp slt i64 %3757, 0
  %3764 = icmp eq i1 %3763, false
  %3765 = and i1 %3762, %3764
  %3766 = zext i1 %3765 to i64
  %3767 = add i64 %3760, %3766
  %3768 = trunc i64 %3767 to i32
  %3769 = sub i32 %3768, 1
  %3770 = sub i32 %3769, %c594
  %3771 = mul i32 %3770, 512
  %3772 = sext i32 %3771 to i64
  %3773 = sub i64 0, %3772
  %3774 = icmp sgt i64 %3773, 512
  %3775 = sext i32 %N to i64
  %3776 = sdiv i64 %3775, 512
  %3777 = sub i64 0, %3775
  %3778 = select i1 false, i64 %3777, i64 %3776
  %3779 = srem i64 %3775, 512
  %3780 = icmp ne i64 %3779, 0
  %3781 = icmp slt i64 %3775, 0
  %3782 = icmp eq i1 %3781, false
  %3783 = and i1 %3780, %3782
  %3784 = zext i1 %3783 to i64
  %3785 = add i64 %3778, %3784
  %3786 = trunc i64 %3785 to i32
  %3787 = sub i32 %3786, 1
  %3788 = sub i32 %3787, %c594
  %3789 = mul i32 %3788, 512
  %3790 = sext i32 %3789 to i64
  %3791 = sub i64 0, %3790
  %3792 = select i1 %3774, i64 512, i64 %3791
  %3793 = select i1 %3756, i64 0, i64 %3792
  %3794 = trunc i64 %3793 to i32
  %3795 = sext i32 %3794 to i64
  %3796 = icmp slt i64 %3738, %3795
  %3797 = sext i32 %N to i64
  %3798 = sdiv i64 %3797, 512
  %3799 = sub i64 0, %3797
  %3800 = select i1 false, i64 %3799, i64 %3798
  %3801 = srem i64 %3797, 512
  %3802 = icmp ne i64 %3801, 0
  %3803 = icmp slt i64 %3797, 0
  %3804 = icmp eq i1 %3803, false
  %3805 = and i1 %3802, %3804
  %3806 = zext i1 %3805 to i64
  %3807 = add i64 %3800, %3806
  %3808 = trunc i64 %3807 to i32
  %3809 = sub i32 %3808, 1
  %3810 = sub i32 %3809, %c594
  %3811 = mul i32 %3810, 512
  %3812 = sext i32 %3811 to i64
  %3813 = sub i64 0, %3812
  %3814 = icmp slt i64 %3813, 0
  %3815 = sext i32 %N to i64
  %3816 = sdiv i64 %3815, 512
  %3817 = sub i64 0, %3815
  %3818 = select i1 false, i64 %3817, i64 %3816
  %3819 = srem i64 %3815, 512
  %3820 = icmp ne i64 %3819, 0
  %3821 = icmp slt i64 %3815, 0
  %3822 = icmp eq i1 %3821, false
  %3823 = and i1 %3820, %3822
  %3824 = zext i1 %3823 to i64
  %3825 = add i64 %3818, %3824
  %3826 = trunc i64 %3825 to i32
  %3827 = sub i32 %3826, 1
  %3828 = sub i32 %3827, %c594
  %3829 = mul i32 %3828, 512
  %3830 = sext i32 %3829 to i64
  %3831 = sub i64 0, %3830
  %3832 = icmp sgt i64 %3831, 512
  %3833 = sext i32 %N to i64
  %3834 = sdiv i64 %3833, 512
  %3835 = sub i64 0, %3833
  %3836 = select i1 false, i64 %3835, i64 %3834
  %3837 = srem i64 %3833, 512
  %3838 = icmp ne i64 %3837, 0
  %3839 = icmp slt i64 %3833, 0
  %3840 = icmp eq i1 %3839, false
  %3841 = and i1 %3838, %3840
  %3842 = zext i1 %3841 to i64
  %3843 = add i64 %3836, %3842
  %3844 = trunc i64 %3843 to i32
  %3845 = sub i32 %3844, 1
  %3846 = sub i32 %3845, %c594
  %3847 = mul i32 %3846, 512
  %3848 = sext i32 %3847 to i64
  %3849 = sub i64 0, %3848
  %3850 = select i1 %3832, i64 512, i64 %3849
  %3851 = select i1 %3814, i64 0, i64 %3850
  %3852 = trunc i64 %3851 to i32
  %3853 = sext i32 %3852 to i64
  %3854 = sext i32 %N to i64
  %3855 = sext i32 %N to i64
  %3856 = sdiv i64 %3855, 512
  %3857 = sub i64 0, %3855
  %3858 = select i1 false, i64 %3857, i64 %3856
  %3859 = srem i64 %3855, 512
  %3860 = icmp ne i64 %3859, 0
  %3861 = icmp slt i64 %3855, 0
  %3862 = icmp eq i1 %3861, false
  %3863 = and i1 %3860, %3862
  %3864 = zext i1 %3863 to i64
  %3865 = add i64 %3858, %3864
  %3866 = trunc i64 %3865 to i32
  %3867 = sub i32 %3866, 1
  %3868 = sub i32 %3867, %c594
  %3869 = mul i32 %3868, 512
  %3870 = sext i32 %3869 to i64
  %3871 = sub i64 %3854, %3870
  %3872 = icmp slt i64 %3871, 0
  %3873 = sext i32 %N to i64
  %3874 = sext i32 %N to i64
  %3875 = sdiv i64 %3874, 512
  %3876 = sub i64 0, %3874
  %3877 = select i1 false, i64 %3876, i64 %3875
  %3878 = srem i64 %3874, 512
  %3879 = icmp ne i64 %3878, 0
  %3880 = icmp slt i64 %3874, 0
  %3881 = icmp eq i1 %3880, false
  %3882 = and i1 %3879, %3881
  %3883 = zext i1 %3882 to i64
  %3884 = add i64 %3877, %3883
  %3885 = trunc i64 %3884 to i32
  %3886 = sub i32 %3885, 1
  %3887 = sub i32 %3886, %c594
  %3888 = mul i32 %3887, 512
  %3889 = sext i32 %3888 to i64
  %3890 = sub i64 %3873, %3889
  %3891 = icmp sgt i64 %3890, 512
  %3892 = sext i32 %N to i64
  %3893 = sext i32 %N to i64
  %3894 = sdiv i64 %3893, 512
  %3895 = sub i64 0, %3893
  %3896 = select i1 false, i64 %3895, i64 %3894
  %3897 = srem i64 %3893, 512
  %3898 = icmp ne i64 %3897, 0
  %3899 = icmp slt i64 %3893, 0
  %3900 = icmp eq i1 %3899, false
  %3901 = and i1 %3898, %3900
  %3902 = zext i1 %3901 to i64
  %3903 = add i64 %3896, %3902
  %3904 = trunc i64 %3903 to i32
  %3905 = sub i32 %3904, 1
  %3906 = sub i32 %3905, %c594
  %3907 = mul i32 %3906, 512
  %3908 = sext i32 %3907 to i64
  %3909 = sub i64 %3892, %3908
  %3910 = select i1 %3891, i64 512, i64 %3909
  %3911 = select i1 %3872, i64 0, i64 %3910
  %3912 = select i1 %3796, i64 %3853, i64 %3911
  %3913 = trunc i64 %3912 to i32
  %3914 = select i1 %3680, i32 512, i32 %3913
  %tl_pad_from83 = select i1 %3446, i32 0, i32 %3914
  %tl_pad_n85 = sub i32 512, %tl_pad_from83
  br label %for.cond657

for.cond657:                                      ; preds = %for.body658, %for.end656
  %tl_pad_k86 = phi i32 [ 0, %for.end656 ], [ %3919, %for.body658 ]
  %3915 = icmp slt i32 %tl_pad_k86, %tl_pad_n85
  br i1 %3915, label %for.body658, label %for.end659

for.body658:                                      ; preds = %for.cond657
  %3916 = add i32 %tl_pad_from83, %tl_pad_k86
  %3917 = sext i32 %3916 to i64
  %3918 = getelementptr inbounds float, ptr %B_f, i64 %3917
  store float 0.000000e+00, ptr %3918, align 4
  %3919 = add nsw i32 %tl_pad_k86, 1
  br label %for.cond657, !llvm.loop !151

for.end659:                                       ; preds = %for.cond657
  br label %for.cond660

for.cond660:                                      ; preds = %for.end670, %for.end659
  %i663 = phi i32 [ 0, %for.end659 ], [ %4687, %for.end670 ]
  %3920 = icmp slt i32 %i663, 4
  br i1 %3920, label %for.body661, label %for.end662

for.body661:                                      ; preds = %for.cond660
  %3921 = sext i32 %N to i64
  %3922 = sext i32 %N to i64
  %3923 = sdiv i64 %3922, 512
  %3924 = sub i64 0, %3922
  %3925 = select i1 false, i64 %3924, i64 %3923
  %3926 = srem i64 %3922, 512
  %3927 = icmp ne i64 %3926, 0
  %3928 = icmp slt i64 %3922, 0
  %3929 = icmp eq i1 %3928, false
  %3930 = and i1 %3927, %3929
  %3931 = zext i1 %3930 to i64
  %3932 = add i64 %3925, %3931
  %3933 = trunc i64 %3932 to i32
  %3934 = sub i32 %3933, 1
  %3935 = sub i32 %3934, %c594
  %3936 = mul i32 %3935, 512
  %3937 = sext i32 %3936 to i64
  %3938 = sub i64 %3921, %3937
  %3939 = icmp slt i64 %3938, 0
  %3940 = sext i32 %N to i64
  %3941 = sext i32 %N to i64
  %3942 = sdiv i64 %3941, 512
  %3943 = sub i64 0, %3941
  %3944 = select i1 false, i64 %3943, i64 %3942
  %3945 = srem i64 %3941, 512
  %3946 = icmp ne i64 %3945, 0
  %3947 = icmp slt i64 %3941, 0
  %3948 = icmp eq i1 %3947, false
  %3949 = and i1 %3946, %3948
  %3950 = zext i1 %3949 to i64
  %3951 = add i64 %3944, %3950
  %3952 = trunc i64 %3951 to i32
  %3953 = sub i32 %3952, 1
  %3954 = sub i32 %3953, %c594
  %3955 = mul i32 %3954, 512
  %3956 = sext i32 %3955 to i64
  %3957 = sub i64 %3940, %3956
  %3958 = icmp sgt i64 %3957, 512
  %3959 = sext i32 %N to i64
  %3960 = sext i32 %N to i64
  %3961 = sdiv i64 %3960, 512
  %3962 = sub i64 0, %3960
  %3963 = select i1 false, i64 %3962, i64 %3961
  %3964 = srem i64 %3960, 512
  %3965 = icmp ne i64 %3964, 0
  %3966 = icmp slt i64 %3960, 0
  %3967 = icmp eq i1 %3966, false
  %3968 = and i1 %3965, %3967
  %3969 = zext i1 %3968 to i64
  %3970 = add i64 %3963, %3969
  %3971 = trunc i64 %3970 to i32
  %3972 = sub i32 %3971, 1
  %3973 = sub i32 %3972, %c594
  %3974 = mul i32 %3973, 512
  %3975 = sext i32 %3974 to i64
  %3976 = sub i64 %3959, %3975
  %3977 = select i1 %3958, i64 512, i64 %3976
  %3978 = select i1 %3939, i64 0, i64 %3977
  %3979 = sext i32 %N to i64
  %3980 = sdiv i64 %3979, 512
  %3981 = sub i64 0, %3979
  %3982 = select i1 false, i64 %3981, i64 %3980
  %3983 = srem i64 %3979, 512
  %3984 = icmp ne i64 %3983, 0
  %3985 = icmp slt i64 %3979, 0
  %3986 = icmp eq i1 %3985, false
  %3987 = and i1 %3984, %3986
  %3988 = zext i1 %3987 to i64
  %3989 = add i64 %3982, %3988
  %3990 = trunc i64 %3989 to i32
  %3991 = sub i32 %3990, 1
  %3992 = sub i32 %3991, %c594
  %3993 = mul i32 %3992, 512
  %3994 = sext i32 %3993 to i64
  %3995 = sub i64 0, %3994
  %3996 = icmp slt i64 %3995, 0
  %3997 = sext i32 %N to i64
  %3998 = sdiv i64 %3997, 512
  %3999 = sub i64 0, %3997
  %4000 = select i1 false, i64 %3999, i64 %3998
  %4001 = srem i64 %3997, 512
  %4002 = icmp ne i64 %4001, 0
  %4003 = icmp slt i64 %3997, 0
  %4004 = icmp eq i1 %4003, false
  %4005 = and i1 %4002, %4004
  %4006 = zext i1 %4005 to i64
  %4007 = add i64 %4000, %4006
  %4008 = trunc i64 %4007 to i32
  %4009 = sub i32 %4008, 1
  %4010 = sub i32 %4009, %c594
  %4011 = mul i32 %4010, 512
  %4012 = sext i32 %4011 to i64
  %4013 = sub i64 0, %4012
  %4014 = icmp sgt i64 %4013, 512
  %4015 = sext i32 %N to i64
  %4016 = sdiv i64 %4015, 512
  %4017 = sub i64 0, %4015
  %4018 = select i1 false, i64 %4017, i64 %4016
  %4019 = srem i64 %4015, 512
  %4020 = icmp ne i64 %4019, 0
  %4021 = icmp slt i64 %4015, 0
  %4022 = icmp eq i1 %4021, false
  %4023 = and i1 %4020, %4022
  %4024 = zext i1 %4023 to i64
  %4025 = add i64 %4018, %4024
  %4026 = trunc i64 %4025 to i32
  %4027 = sub i32 %4026, 1
  %4028 = sub i32 %4027, %c594
  %4029 = mul i32 %4028, 512
  %4030 = sext i32 %4029 to i64
  %4031 = sub i64 0, %4030
  %4032 = select i1 %4014, i64 512, i64 %4031
  %4033 = select i1 %3996, i64 0, i64 %4032
  %4034 = trunc i64 %4033 to i32
  %4035 = sext i32 %4034 to i64
  %4036 = icmp slt i64 %3978, %4035
  %4037 = sext i32 %N to i64
  %4038 = sdiv i64 %4037, 512
  %4039 = sub i64 0, %4037
  %4040 = select i1 false, i64 %4039, i64 %4038
  %4041 = srem i64 %4037, 512
  %4042 = icmp ne i64 %4041, 0
  %4043 = icmp slt i64 %4037, 0
  %4044 = icmp eq i1 %4043, false
  %4045 = and i1 %4042, %4044
  %4046 = zext i1 %4045 to i64
  %4047 = add i64 %4040, %4046
  %4048 = trunc i64 %4047 to i32
  %4049 = sub i32 %4048, 1
  %4050 = sub i32 %4049, %c594
  %4051 = mul i32 %4050, 512
  %4052 = sext i32 %4051 to i64
  %4053 = sub i64 0, %4052
  %4054 = icmp slt i64 %4053, 0
  %4055 = sext i32 %N to i64
  %4056 = sdiv i64 %4055, 512
  %4057 = sub i64 0, %4055
  %4058 = select i1 false, i64 %4057, i64 %4056
  %4059 = srem i64 %4055, 512
  %4060 = icmp ne i64 %4059, 0
  %4061 = icmp slt i64 %4055, 0
  %4062 = icmp eq i1 %4061, false
  %4063 = and i1 %4060, %4062
  %4064 = zext i1 %4063 to i64
  %4065 = add i64 %4058, %4064
  %4066 = trunc i64 %4065 to i32
  %4067 = sub i32 %4066, 1
  %4068 = sub i32 %4067, %c594
  %4069 = mul i32 %4068, 512
  %4070 = sext i32 %4069 to i64
  %4071 = sub i64 0, %4070
  %4072 = icmp sgt i64 %4071, 512
  %4073 = sext i32 %N to i64
  %4074 = sdiv i64 %4073, 512
  %4075 = sub i64 0, %4073
  %4076 = select i1 false, i64 %4075, i64 %4074
  %4077 = srem i64 %4073, 512
  %4078 = icmp ne i64 %4077, 0
  %4079 = icmp slt i64 %4073, 0
  %4080 = icmp eq i1 %4079, false
  %4081 = and i1 %4078, %4080
  %4082 = zext i1 %4081 to i64
  %4083 = add i64 %4076, %4082
  %4084 = trunc i64 %4083 to i32
  %4085 = sub i32 %4084, 1
  %4086 = sub i32 %4085, %c594
  %4087 = mul i32 %4086, 512
  %4088 = sext i32 %4087 to i64
  %4089 = sub i64 0, %4088
  %4090 = select i1 %4072, i64 512, i64 %4089
  %4091 = select i1 %4054, i64 0, i64 %4090
  %4092 = trunc i64 %4091 to i32
  %4093 = sext i32 %4092 to i64
  %4094 = sext i32 %N to i64
  %4095 = sext i32 %N to i64
  %4096 = sdiv i64 %4095, 512
  %4097 = sub i64 0, %4095
  %4098 = select i1 false, i64 %4097, i64 %4096
  %4099 = srem i64 %4095, 512
  %4100 = icmp ne i64 %4099, 0
  %4101 = icmp slt i64 %4095, 0
  %4102 = icmp eq i1 %4101, false
  %4103 = and i1 %4100, %4102
  %4104 = zext i1 %4103 to i64
  %4105 = add i64 %4098, %4104
  %4106 = trunc i64 %4105 to i32
  %4107 = sub i32 %4106, 1
  %4108 = sub i32 %4107, %c594
  %4109 = mul i32 %4108, 512
  %4110 = sext i32 %4109 to i64
  %4111 = sub i64 %4094, %4110
  %4112 = icmp slt i64 %4111, 0
  %4113 = sext i32 %N to i64
  %4114 = sext i32 %N to i64
  %4115 = sdiv i64 %4114, 512
  %4116 = sub i64 0, %4114
  %4117 = select i1 false, i64 %4116, i64 %4115
  %4118 = srem i64 %4114, 512
  %4119 = icmp ne i64 %4118, 0
  %4120 = icmp slt i64 %4114, 0
  %4121 = icmp eq i1 %4120, false
  %4122 = and i1 %4119, %4121
  %4123 = zext i1 %4122 to i64
  %4124 = add i64 %4117, %4123
  %4125 = trunc i64 %4124 to i32
  %4126 = sub i32 %4125, 1
  %4127 = sub i32 %4126, %c594
  %4128 = mul i32 %4127, 512
  %4129 = sext i32 %4128 to i64
  %4130 = sub i64 %4113, %4129
  %4131 = icmp sgt i64 %4130, 512
  %4132 = sext i32 %N to i64
  %4133 = sext i32 %N to i64
  %4134 = sdiv i64 %4133, 512
  %4135 = sub i64 0, %4133
  %4136 = select i1 false, i64 %4135, i64 %4134
  %4137 = srem i64 %4133, 512
  %4138 = icmp ne i64 %4137, 0
  %4139 = icmp slt i64 %4133, 0
  %4140 = icmp eq i1 %4139, false
  %4141 = and i1 %4138, %4140
  %4142 = zext i1 %4141 to i64
  %4143 = add i64 %4136, %4142
  %4144 = trunc i64 %4143 to i32
  %4145 = sub i32 %4144, 1
  %4146 = sub i32 %4145, %c594
  %4147 = mul i32 %4146, 512
  %4148 = sext i32 %4147 to i64
  %4149 = sub i64 %4132, %4148
  %4150 = select i1 %4131, i64 512, i64 %4149
  %4151 = select i1 %4112, i64 0, i64 %4150
  %4152 = select i1 %4036, i64 %4093, i64 %4151
  %4153 = trunc i64 %4152 to i32
  %4154 = icmp slt i32 %4153, 0
  %4155 = sext i32 %N to i64
  %4156 = sext i32 %N to i64
  %4157 = sdiv i64 %4156, 512
  %4158 = sub i64 0, %4156
  %4159 = select i1 false, i64 %4158, i64 %4157
  %4160 = srem i64 %4156, 512
  %4161 = icmp ne i64 %4160, 0
  %4162 = icmp slt i64 %4156, 0
  %4163 = icmp eq i1 %4162, false
  %4164 = and i1 %4161, %4163
  %4165 = zext i1 %4164 to i64
  %4166 = add i64 %4159, %4165
  %4167 = trunc i64 %4166 to i32
  %4168 = sub i32 %4167, 1
  %4169 = sub i32 %4168, %c594
  %4170 = mul i32 %4169, 512
  %4171 = sext i32 %4170 to i64
  %4172 = sub i64 %4155, %4171
  %4173 = icmp slt i64 %4172, 0
  %4174 = sext i32 %N to i64
  %4175 = sext i32 %N to i64
  %4176 = sdiv i64 %4175, 512
  %4177 = sub i64 0, %4175
  %4178 = select i1 false, i64 %4177, i64 %4176
  %4179 = srem i64 %4175, 512
  %4180 = icmp ne i64 %4179, 0
  %4181 = icmp slt i64 %4175, 0
  %4182 = icmp eq i1 %4181, false
  %4183 = and i1 %4180, %4182
  %4184 = zext i1 %4183 to i64
  %4185 = add i64 %4178, %4184
  %4186 = trunc i64 %4185 to i32
  %4187 = sub i32 %4186, 1
  %4188 = sub i32 %4187, %c594
  %4189 = mul i32 %4188, 512
  %4190 = sext i32 %4189 to i64
  %4191 = sub i64 %4174, %4190
  %4192 = icmp sgt i64 %4191, 512
  %4193 = sext i32 %N to i64
  %4194 = sext i32 %N to i64
  %4195 = sdiv i64 %4194, 512
  %4196 = sub i64 0, %4194
  %4197 = select i1 false, i64 %4196, i64 %4195
  %4198 = srem i64 %4194, 512
  %4199 = icmp ne i64 %4198, 0
  %4200 = icmp slt i64 %4194, 0
  %4201 = icmp eq i1 %4200, false
  %4202 = and i1 %4199, %4201
  %4203 = zext i1 %4202 to i64
  %4204 = add i64 %4197, %4203
  %4205 = trunc i64 %4204 to i32
  %4206 = sub i32 %4205, 1
  %4207 = sub i32 %4206, %c594
  %4208 = mul i32 %4207, 512
  %4209 = sext i32 %4208 to i64
  %4210 = sub i64 %4193, %4209
  %4211 = select i1 %4192, i64 512, i64 %4210
  %4212 = select i1 %4173, i64 0, i64 %4211
  %4213 = sext i32 %N to i64
  %4214 = sdiv i64 %4213, 512
  %4215 = sub i64 0, %4213
  %4216 = select i1 false, i64 %4215, i64 %4214
  %4217 = srem i64 %4213, 512
  %4218 = icmp ne i64 %4217, 0
  %4219 = icmp slt i64 %4213, 0
  %4220 = icmp eq i1 %4219, false
  %4221 = and i1 %4218, %4220
  %4222 = zext i1 %4221 to i64
  %4223 = add i64 %4216, %4222
  %4224 = trunc i64 %4223 to i32
  %4225 = sub i32 %4224, 1
  %4226 = sub i32 %4225, %c594
  %4227 = mul i32 %4226, 512
  %4228 = sext i32 %4227 to i64
  %4229 = sub i64 0, %4228
  %4230 = icmp slt i64 %4229, 0
  %4231 = sext i32 %N to i64
  %4232 = sdiv i64 %4231, 512
  %4233 = sub i64 0, %4231
  %4234 = select i1 false, i64 %4233, i64 %4232
  %4235 = srem i64 %4231, 512
  %4236 = icmp ne i64 %4235, 0
  %4237 = icmp slt i64 %4231, 0
  %4238 = icmp eq i1 %4237, false
  %4239 = and i1 %4236, %4238
  %4240 = zext i1 %4239 to i64
  %4241 = add i64 %4234, %4240
  %4242 = trunc i64 %4241 to i32
  %4243 = sub i32 %4242, 1
  %4244 = sub i32 %4243, %c594
  %4245 = mul i32 %4244, 512
  %4246 = sext i32 %4245 to i64
  %4247 = sub i64 0, %4246
  %4248 = icmp sgt i64 %4247, 512
  %4249 = sext i32 %N to i64
  %4250 = sdiv i64 %4249, 512
  %4251 = sub i64 0, %4249
  %4252 = select i1 false, i64 %4251, i64 %4250
  %4253 = srem i64 %4249, 512
  %4254 = icmp ne i64 %4253, 0
  %4255 = icmp slt i64 %4249, 0
  %4256 = icmp eq i1 %4255, false
  %4257 = and i1 %4254, %4256
  %4258 = zext i1 %4257 to i64
  %4259 = add i64 %4252, %4258
  %4260 = trunc i64 %4259 to i32
  %4261 = sub i32 %4260, 1
  %4262 = sub i32 %4261, %c594
  %4263 = mul i32 %4262, 512
  %4264 = sext i32 %4263 to i64
  %4265 = sub i64 0, %4264
  %4266 = select i1 %4248, i64 512, i64 %4265
  %4267 = select i1 %4230, i64 0, i64 %4266
  %4268 = trunc i64 %4267 to i32
  %4269 = sext i32 %4268 to i64
  %4270 = icmp slt i64 %4212, %4269
  %4271 = sext i32 %N to i64
  %4272 = sdiv i64 %4271, 512
  %4273 = sub i64 0, %4271
  %4274 = select i1 false, i64 %4273, i64 %4272
  %4275 = srem i64 %4271, 512
  %4276 = icmp ne i64 %4275, 0
  %4277 = icmp slt i64 %4271, 0
  %4278 = icmp eq i1 %4277, false
  %4279 = and i1 %4276, %4278
  %4280 = zext i1 %4279 to i64
  %4281 = add i64 %4274, %4280
  %4282 = trunc i64 %4281 to i32
  %4283 = sub i32 %4282, 1
  %4284 = sub i32 %4283, %c594
  %4285 = mul i32 %4284, 512
  %4286 = sext i32 %4285 to i64
  %4287 = sub i64 0, %4286
  %4288 = icmp slt i64 %4287, 0
  %4289 = sext i32 %N to i64
  %4290 = sdiv i64 %4289, 512
  %4291 = sub i64 0, %4289
  %4292 = select i1 false, i64 %4291, i64 %4290
  %4293 = srem i64 %4289, 512
  %4294 = icmp ne i64 %4293, 0
  %4295 = icmp slt i64 %4289, 0
  %4296 = icmp eq i1 %4295, false
  %4297 = and i1 %4294, %4296
  %4298 = zext i1 %4297 to i64
  %4299 = add i64 %4292, %4298
  %4300 = trunc i64 %4299 to i32
  %4301 = sub i32 %4300, 1
  %4302 = sub i32 %4301, %c594
  %4303 = mul i32 %4302, 512
  %4304 = sext i32 %4303 to i64
  %4305 = sub i64 0, %4304
  %4306 = icmp sgt i64 %4305, 512
  %4307 = sext i32 %N to i64
  %4308 = sdiv i64 %4307, 512
  %4309 = sub i64 0, %4307
  %4310 = select i1 false, i64 %4309, i64 %4308
  %4311 = srem i64 %4307, 512
  %4312 = icmp ne i64 %4311, 0
  %4313 = icmp slt i64 %4307, 0
  %4314 = icmp eq i1 %4313, false
  %4315 = and i1 %4312, %4314
  %4316 = zext i1 %4315 to i64
  %4317 = add i64 %4310, %4316
  %4318 = trunc i64 %4317 to i32
  %4319 = sub i32 %4318, 1
  %4320 = sub i32 %4319, %c594
  %4321 = mul i32 %4320, 512
  %4322 = sext i32 %4321 to i64
  %4323 = sub i64 0, %4322
  %4324 = select i1 %4306, i64 512, i64 %4323
  %4325 = select i1 %4288, i64 0, i64 %4324
  %4326 = trunc i64 %4325 to i32
  %4327 = sext i32 %4326 to i64
  %4328 = sext i32 %N to i64
  %4329 = sext i32 %N to i64
  %4330 = sdiv i64 %4329, 512
  %4331 = sub i64 0, %4329
  %4332 = select i1 false, i64 %4331, i64 %4330
  %4333 = srem i64 %4329, 512
  %4334 = icmp ne i64 %4333, 0
  %4335 = icmp slt i64 %4329, 0
  %4336 = icmp eq i1 %4335, false
  %4337 = and i1 %4334, %4336
  %4338 = zext i1 %4337 to i64
  %4339 = add i64 %4332, %4338
  %4340 = trunc i64 %4339 to i32
  %4341 = sub i32 %4340, 1
  %4342 = sub i32 %4341, %c594
  %4343 = mul i32 %4342, 512
  %4344 = sext i32 %4343 to i64
  %4345 = sub i64 %4328, %4344
  %4346 = icmp slt i64 %4345, 0
  %4347 = sext i32 %N to i64
  %4348 = sext i32 %N to i64
  %4349 = sdiv i64 %4348, 512
  %4350 = sub i64 0, %4348
  %4351 = select i1 false, i64 %4350, i64 %4349
  %4352 = srem i64 %4348, 512
  %4353 = icmp ne i64 %4352, 0
  %4354 = icmp slt i64 %4348, 0
  %4355 = icmp eq i1 %4354, false
  %4356 = and i1 %4353, %4355
  %4357 = zext i1 %4356 to i64
  %4358 = add i64 %4351, %4357
  %4359 = trunc i64 %4358 to i32
  %4360 = sub i32 %4359, 1
  %4361 = sub i32 %4360, %c594
  %4362 = mul i32 %4361, 512
  %4363 = sext i32 %4362 to i64
  %4364 = sub i64 %4347, %4363
  %4365 = icmp sgt i64 %4364, 512
  %4366 = sext i32 %N to i64
  %4367 = sext i32 %N to i64
  %4368 = sdiv i64 %4367, 512
  %4369 = sub i64 0, %4367
  %4370 = select i1 false, i64 %4369, i64 %4368
  %4371 = srem i64 %4367, 512
  %4372 = icmp ne i64 %4371, 0
  %4373 = icmp slt i64 %4367, 0
  %4374 = icmp eq i1 %4373, false
  %4375 = and i1 %4372, %4374
  %4376 = zext i1 %4375 to i64
  %4377 = add i64 %4370, %4376
  %4378 = trunc i64 %4377 to i32
  %4379 = sub i32 %4378, 1
  %4380 = sub i32 %4379, %c594
  %4381 = mul i32 %4380, 512
  %4382 = sext i32 %4381 to i64
  %4383 = sub i64 %4366, %4382
  %4384 = select i1 %4365, i64 512, i64 %4383
  %4385 = select i1 %4346, i64 0, i64 %4384
  %4386 = select i1 %4270, i64 %4327, i64 %4385
  %4387 = trunc i64 %4386 to i32
  %4388 = icmp sgt i32 %4387, 512
  %4389 = sext i32 %N to i64
  %4390 = sext i32 %N to i64
  %4391 = sdiv i64 %4390, 512
  %4392 = sub i64 0, %4390
  %4393 = select i1 false, i64 %4392, i64 %4391
  %4394 = srem i64 %4390, 512
  %4395 = icmp ne i64 %4394, 0
  %4396 = icmp slt i64 %4390, 0
  %4397 = icmp eq i1 %4396, false
  %4398 = and i1 %4395, %4397
  %4399 = zext i1 %4398 to i64
  %4400 = add i64 %4393, %4399
  %4401 = trunc i64 %4400 to i32
  %4402 = sub i32 %4401, 1
  %4403 = sub i32 %4402, %c594
  %4404 = mul i32 %4403, 512
  %4405 = sext i32 %4404 to i64
  %4406 = sub i64 %4389, %4405
  %4407 = icmp slt i64 %4406, 0
  %4408 = sext i32 %N to i64
  %4409 = sext i32 %N to i64
  %4410 = sdiv i64 %4409, 512
  %4411 = sub i64 0, %4409
  %4412 = select i1 false, i64 %4411, i64 %4410
  %4413 = srem i64 %4409, 512
  %4414 = icmp ne i64 %4413, 0
  %4415 = icmp slt i64 %4409, 0
  %4416 = icmp eq i1 %4415, false
  %4417 = and i1 %4414, %4416
  %4418 = zext i1 %4417 to i64
  %4419 = add i64 %4412, %4418
  %4420 = trunc i64 %4419 to i32
  %4421 = sub i32 %4420, 1
  %4422 = sub i32 %4421, %c594
  %4423 = mul i32 %4422, 512
  %4424 = sext i32 %4423 to i64
  %4425 = sub i64 %4408, %4424
  %4426 = icmp sgt i64 %4425, 512
  %4427 = sext i32 %N to i64
  %4428 = sext i32 %N to i64
  %4429 = sdiv i64 %4428, 512
  %4430 = sub i64 0, %4428
  %4431 = select i1 false, i64 %4430, i64 %4429
  %4432 = srem i64 %4428, 512
  %4433 = icmp ne i64 %4432, 0
  %4434 = icmp slt i64 %4428, 0
  %4435 = icmp eq i1 %4434, false
  %4436 = and i1 %4433, %4435
  %4437 = zext i1 %4436 to i64
  %4438 = add i64 %4431, %4437
  %4439 = trunc i64 %4438 to i32
  %4440 = sub i32 %4439, 1
  %4441 = sub i32 %4440, %c594
  %4442 = mul i32 %4441, 512
  %4443 = sext i32 %4442 to i64
  %4444 = sub i64 %4427, %4443
  %4445 = select i1 %4426, i64 512, i64 %4444
  %4446 = select i1 %4407, i64 0, i64 %4445
  %4447 = sext i32 %N to i64
  %4448 = sdiv i64 %4447, 512
  %4449 = sub i64 0, %4447
  %4450 = select i1 false, i64 %4449, i64 %4448
  %4451 = srem i64 %4447, 512
  %4452 = icmp ne i64 %4451, 0
  %4453 = icmp slt i64 %4447, 0
  %4454 = icmp eq i1 %4453, false
  %4455 = and i1 %4452, %4454
  %4456 = zext i1 %4455 to i64
  %4457 = add i64 %4450, %4456
  %4458 = trunc i64 %4457 to i32
  %4459 = sub i32 %4458, 1
  %4460 = sub i32 %4459, %c594
  %4461 = mul i32 %4460, 512
  %4462 = sext i32 %4461 to i64
  %4463 = sub i64 0, %4462
  %4464 = icmp slt i64 %4463, 0
  %4465 = sext i32 %N to i64
  %4466 = sdiv i64 %4465, 512
  %4467 = sub i64 0, %4465
  %4468 = select i1 false, i64 %4467, i64 %4466
  %4469 = srem i64 %4465, 512
  %4470 = icmp ne i64 %4469, 0
  %4471 = icmp slt i64 %4465, 0
  %4472 = icmp eq i1 %4471, false
  %4473 = and i1 %4470, %4472
  %4474 = zext i1 %4473 to i64
  %4475 = add i64 %4468, %4474
  %4476 = trunc i64 %4475 to i32
  %4477 = sub i32 %4476, 1
  %4478 = sub i32 %4477, %c594
  %4479 = mul i32 %4478, 512
  %4480 = sext i32 %4479 to i64
  %4481 = sub i64 0, %4480
  %4482 = icmp sgt i64 %4481, 512
  %4483 = sext i32 %N to i64
  %4484 = sdiv i64 %4483, 512
  %4485 = sub i64 0, %4483
  %4486 = select i1 false, i64 %4485, i64 %4484
  %4487 = srem i64 %4483, 512
  %4488 = icmp ne i64 %4487, 0
  %4489 = icmp slt i64 %4483, 0
  %4490 = icmp eq i1 %4489, false
  %4491 = and i1 %4488, %4490
  %4492 = zext i1 %4491 to i64
  %4493 = add i64 %4486, %4492
  %4494 = trunc i64 %4493 to i32
  %4495 = sub i32 %4494, 1
  %4496 = sub i32 %4495, %c594
  %4497 = mul i32 %4496, 512
  %4498 = sext i32 %4497 to i64
  %4499 = sub i64 0, %4498
  %4500 = select i1 %4482, i64 512, i64 %4499
  %4501 = select i1 %4464, i64 0, i64 %4500
  %4502 = trunc i64 %4501 to i32
  %4503 = sext i32 %4502 to i64
  %4504 = icmp slt i64 %4446, %4503
  %4505 = sext i32 %N to i64
  %4506 = sdiv i64 %4505, 512
  %4507 = sub i64 0, %4505
  %4508 = select i1 false, i64 %4507, i64 %4506
  %4509 = srem i64 %4505, 512
  %4510 = icmp ne i64 %4509, 0
  %4511 = icmp slt i64 %4505, 0
  %4512 = icmp eq i1 %4511, false
  %4513 = and i1 %4510, %4512
  %4514 = zext i1 %4513 to i64
  %4515 = add i64 %4508, %4514
  %4516 = trunc i64 %4515 to i32
  %4517 = sub i32 %4516, 1
  %4518 = sub i32 %4517, %c594
  %4519 = mul i32 %4518, 512
  %4520 = sext i32 %4519 to i64
  %4521 = sub i64 0, %4520
  %4522 = icmp slt i64 %4521, 0
  %4523 = sext i32 %N to i64
  %4524 = sdiv i64 %4523, 512
  %4525 = sub i64 0, %4523
  %4526 = select i1 false, i64 %4525, i64 %4524
  %4527 = srem i64 %4523, 512
  %4528 = icmp ne i64 %4527, 0
  %4529 = icmp slt i64 %4523, 0
  %4530 = icmp eq i1 %4529, false
  %4531 = and i1 %4528, %4530
  %4532 = zext i1 %4531 to i64
  %4533 = add i64 %4526, %4532
  %4534 = trunc i64 %4533 to i32
  %4535 = sub i32 %4534, 1
  %4536 = sub i32 %4535, %c594
  %4537 = mul i32 %4536, 512
  %4538 = sext i32 %4537 to i64
  %4539 = sub i64 0, %4538
  %4540 = icmp sgt i64 %4539, 512
  %4541 = sext i32 %N to i64
  %4542 = sdiv i64 %4541, 512
  %4543 = sub i64 0, %4541
  %4544 = select i1 false, i64 %4543, i64 %4542
  %4545 = srem i64 %4541, 512
  %4546 = icmp ne i64 %4545, 0
  %4547 = icmp slt i64 %4541, 0
  %4548 = icmp eq i1 %4547, false
  %4549 = and i1 %4546, %4548
  %4550 = zext i1 %4549 to i64
  %4551 = add i64 %4544, %4550
  %4552 = trunc i64 %4551 to i32
  %4553 = sub i32 %4552, 1
  %4554 = sub i32 %4553, %c594
  %4555 = mul i32 %4554, 512
  %4556 = sext i32 %4555 to i64
  %4557 = sub i64 0, %4556
  %4558 = select i1 %4540, i64 512, i64 %4557
  %4559 = select i1 %4522, i64 0, i64 %4558
  %4560 = trunc i64 %4559 to i32
  %4561 = sext i32 %4560 to i64
  %4562 = sext i32 %N to i64
  %4563 = sext i32 %N to i64
  %4564 = sdiv i64 %4563, 512
  %4565 = sub i64 0, %4563
  %4566 = select i1 false, i64 %4565, i64 %4564
  %4567 = srem i64 %4563, 512
  %4568 = icmp ne i64 %4567, 0
  %4569 = icmp slt i64 %4563, 0
  %4570 = icmp eq i1 %4569, false
  %4571 = and i1 %4568, %4570
  %4572 = zext i1 %4571 to i64
  %4573 = add i64 %4566, %4572
  %4574 = trunc i64 %4573 to i32
  %4575 = sub i32 %4574, 1
  %4576 = sub i32 %4575, %c594
  %4577 = mul i32 %4576, 512
  %4578 = sext i32 %4577 to i64
  %4579 = sub i64 %4562, %4578
  %4580 = icmp slt i64 %4579, 0
  %4581 = sext i32 %N to i64
  %4582 = sext i32 %N to i64
  %4583 = sdiv i64 %4582, 512
  %4584 = sub i64 0, %4582
  %4585 = select i1 false, i64 %4584, i64 %4583
  %4586 = srem i64 %4582, 512
  %4587 = icmp ne i64 %4586, 0
  %4588 = icmp slt i64 %4582, 0
  %4589 = icmp eq i1 %4588, false
  %4590 = and i1 %4587, %4589
  %4591 = zext i1 %4590 to i64
  %4592 = add i64 %4585, %4591
  %4593 = trunc i64 %4592 to i32
  %4594 = sub i32 %4593, 1
  %4595 = sub i32 %4594, %c594
  %4596 = mul i32 %4595, 512
  %4597 = sext i32 %4596 to i64
  %4598 = sub i64 %4581, %4597
  %4599 = icmp sgt i64 %4598, 512
  %4600 = sext i32 %N to i64
  %4601 = sext i32 %N to i64
  %4602 = sdiv i64 %4601, 512
  %4603 = sub i64 0, %4601
  %4604 = select i1 false, i64 %4603, i64 %4602
  %4605 = srem i64 %4601, 512
  %4606 = icmp ne i64 %4605, 0
  %4607 = icmp slt i64 %4601, 0
  %4608 = icmp eq i1 %4607, false
  %4609 = and i1 %4606, %4608
  %4610 = zext i1 %4609 to i64
  %4611 = add i64 %4604, %4610
  %4612 = trunc i64 %4611 to i32
  %4613 = sub i32 %4612, 1
  %4614 = sub i32 %4613, %c594
  %4615 = mul i32 %4614, 512
  %4616 = sext i32 %4615 to i64
  %4617 = sub i64 %4600, %4616
  %4618 = select i1 %4599, i64 512, i64 %4617
  %4619 = select i1 %4580, i64 0, i64 %4618
  %4620 = select i1 %4504, i64 %4561, i64 %4619
  %4621 = trunc i64 %4620 to i32
  %4622 = select i1 %4388, i32 512, i32 %4621
  %tl_cols87 = select i1 %4154, i32 0, i32 %4622
  br label %for.cond664

for.end662:                                       ; preds = %for.cond660
  %4623 = mul i32 %bx, 4
  %4624 = icmp sle i32 0, %4623
  %4625 = mul i32 %bx, 4
  %4626 = sext i32 %4625 to i64
  %4627 = add i64 %4626, 4
  %4628 = sext i32 %M to i64
  %4629 = icmp sle i64 %4627, %4628
  %4630 = and i1 %4624, %4629
  %4631 = mul i32 %t, 512
  %4632 = icmp sle i32 0, %4631
  %4633 = mul i32 %t, 512
  %4634 = sext i32 %4633 to i64
  %4635 = add i64 %4634, 512
  %4636 = sext i32 %N to i64
  %4637 = icmp sle i64 %4635, %4636
  %4638 = and i1 %4632, %4637
  %4639 = and i1 %4630, %4638
  br i1 %4639, label %if.then671, label %if.else672

for.cond664:                                      ; preds = %for.body665, %for.body661
  %j667 = phi i32 [ 0, %for.body661 ], [ %4668, %for.body665 ]
  %4640 = icmp slt i32 %j667, %tl_cols87
  br i1 %4640, label %for.body665, label %for.end666

for.body665:                                      ; preds = %for.cond664
  %4641 = sext i32 %i663 to i64
  %4642 = mul nsw i64 %4641, 512
  %4643 = sext i32 %j667 to i64
  %4644 = add nsw i64 %4642, %4643
  %4645 = getelementptr inbounds float, ptr %X_f, i64 %4644
  %4646 = load float, ptr %4645, align 4
  %4647 = sext i32 %i663 to i64
  %4648 = getelementptr inbounds float, ptr %mean, i64 %4647
  %4649 = load float, ptr %4648, align 4
  %4650 = fsub float %4646, %4649
  %4651 = sext i32 %i663 to i64
  %4652 = getelementptr inbounds float, ptr %rstd, i64 %4651
  %4653 = load float, ptr %4652, align 4
  %4654 = fmul float %4650, %4653
  %4655 = sext i32 %j667 to i64
  %4656 = getelementptr inbounds float, ptr %W_f, i64 %4655
  %4657 = load float, ptr %4656, align 4
  %4658 = fmul float %4654, %4657
  %4659 = sext i32 %j667 to i64
  %4660 = getelementptr inbounds float, ptr %B_f, i64 %4659
  %4661 = load float, ptr %4660, align 4
  %4662 = fadd float %4658, %4661
  %4663 = sext i32 %i663 to i64
  %4664 = mul nsw i64 %4663, 512
  %4665 = sext i32 %j667 to i64
  %4666 = add nsw i64 %4664, %4665
  %4667 = getelementptr inbounds float, ptr %X_f, i64 %4666
  store float %4662, ptr %4667, align 4
  %4668 = add nsw i32 %j667, 1
  br label %for.cond664, !llvm.loop !152

for.end666:                                       ; preds = %for.cond664
  %4669 = sext i32 %i663 to i64
  %4670 = getelementptr inbounds float, ptr %mean, i64 %4669
  %4671 = load float, ptr %4670, align 4
  %4672 = fsub float 0.000000e+00, %4671
  %4673 = sext i32 %i663 to i64
  %4674 = getelementptr inbounds float, ptr %rstd, i64 %4673
  %4675 = load float, ptr %4674, align 4
  %4676 = fmul float %4672, %4675
  %4677 = fmul float %4676, 0.000000e+00
  %tl_col89 = fadd float %4677, 0.000000e+00
  %4678 = sub i32 512, %tl_cols87
  br label %for.cond668

for.cond668:                                      ; preds = %for.body669, %for.end666
  %j88 = phi i32 [ 0, %for.end666 ], [ %4686, %for.body669 ]
  %4679 = icmp slt i32 %j88, %4678
  br i1 %4679, label %for.body669, label %for.end670

for.body669:                                      ; preds = %for.cond668
  %4680 = sext i32 %i663 to i64
  %4681 = mul nsw i64 %4680, 512
  %4682 = add i32 %tl_cols87, %j88
  %4683 = sext i32 %4682 to i64
  %4684 = add nsw i64 %4681, %4683
  %4685 = getelementptr inbounds float, ptr %X_f, i64 %4684
  store float %tl_col89, ptr %4685, align 4
  %4686 = add nsw i32 %j88, 1
  br label %for.cond668, !llvm.loop !153

for.end670:                                       ; preds = %for.cond668
  %4687 = add nsw i32 %i663, 1
  br label %for.cond660, !llvm.loop !154

if.then671:                                       ; preds = %for.end662
  br label %for.cond674

if.else672:                                       ; preds = %for.end662
  br label %for.cond685

if.end673:                                        ; preds = %for.end687, %for.end676
  %4688 = add nsw i32 %c594, 1
  br label %for.cond591, !llvm.loop !155

for.cond674:                                      ; preds = %if.end680, %if.then671
  %i15677 = phi i32 [ 0, %if.then671 ], [ %4708, %if.end680 ]
  %4689 = icmp slt i32 %i15677, 4
  br i1 %4689, label %for.body675, label %for.end676

for.body675:                                      ; preds = %for.cond674
  %4690 = sext i32 %M to i64
  %4691 = sext i32 %N to i64
  %4692 = mul i64 %4690, %4691
  %4693 = icmp sge i64 %4692, 8388608
  br i1 %4693, label %if.then678, label %if.else679

for.end676:                                       ; preds = %for.cond674
  br label %if.end673

if.then678:                                       ; preds = %for.body675
  %4694 = mul i32 %bx, 4
  %4695 = add i32 %4694, %i15677
  %4696 = sext i32 %4695 to i64
  %4697 = sext i32 %N to i64
  %4698 = mul nsw i64 %4696, %4697
  %4699 = mul i32 %t, 512
  %4700 = add i32 %4699, 0
  %4701 = sext i32 %4700 to i64
  %4702 = add nsw i64 %4698, %4701
  %4703 = getelementptr inbounds float, ptr %Y, i64 %4702
  %4704 = sext i32 %i15677 to i64
  %4705 = mul nsw i64 %4704, 512
  %4706 = add nsw i64 %4705, 0
  %4707 = getelementptr inbounds float, ptr %X_f, i64 %4706
  call void @tilec_rt_stream(ptr %4703, ptr %4707, i64 2048)
  br label %if.end680

if.else679:                                       ; preds = %for.body675
  br label %for.cond681

if.end680:                                        ; preds = %for.end683, %if.then678
  %4708 = add nsw i32 %i15677, 1
  br label %for.cond674, !llvm.loop !156

for.cond681:                                      ; preds = %for.body682, %if.else679
  %j5684 = phi i32 [ 0, %if.else679 ], [ %4726, %for.body682 ]
  %4709 = icmp slt i32 %j5684, 512
  br i1 %4709, label %for.body682, label %for.end683

for.body682:                                      ; preds = %for.cond681
  %4710 = sext i32 %i15677 to i64
  %4711 = mul nsw i64 %4710, 512
  %4712 = sext i32 %j5684 to i64
  %4713 = add nsw i64 %4711, %4712
  %4714 = getelementptr inbounds float, ptr %X_f, i64 %4713
  %4715 = load float, ptr %4714, align 4
  %4716 = mul i32 %bx, 4
  %4717 = add i32 %4716, %i15677
  %4718 = sext i32 %4717 to i64
  %4719 = sext i32 %N to i64
  %4720 = mul nsw i64 %4718, %4719
  %4721 = mul i32 %t, 512
  %4722 = add i32 %4721, %j5684
  %4723 = sext i32 %4722 to i64
  %4724 = add nsw i64 %4720, %4723
  %4725 = getelementptr inbounds float, ptr %Y, i64 %4724
  store float %4715, ptr %4725, align 4
  %4726 = add nsw i32 %j5684, 1
  br label %for.cond681, !llvm.loop !157

for.end683:                                       ; preds = %for.cond681
  br label %if.end680

for.cond685:                                      ; preds = %for.end691, %if.else672
  %i15688 = phi i32 [ 0, %if.else672 ], [ %4754, %for.end691 ]
  %4727 = icmp slt i32 %i15688, 4
  br i1 %4727, label %for.body686, label %for.end687

for.body686:                                      ; preds = %for.cond685
  br label %for.cond689

for.end687:                                       ; preds = %for.cond685
  br label %if.end673

for.cond689:                                      ; preds = %if.end695, %for.body686
  %j5692 = phi i32 [ 0, %for.body686 ], [ %4771, %if.end695 ]
  %4728 = icmp slt i32 %j5692, 512
  br i1 %4728, label %for.body690, label %for.end691

for.body690:                                      ; preds = %for.cond689
  %4729 = mul i32 %bx, 4
  %4730 = sext i32 %4729 to i64
  %4731 = sext i32 %i15688 to i64
  %4732 = add i64 %4730, %4731
  %4733 = icmp sle i64 0, %4732
  %4734 = mul i32 %bx, 4
  %4735 = sext i32 %4734 to i64
  %4736 = sext i32 %i15688 to i64
  %4737 = add i64 %4735, %4736
  %4738 = sext i32 %M to i64
  %4739 = icmp slt i64 %4737, %4738
  %4740 = and i1 %4733, %4739
  %4741 = mul i32 %t, 512
  %4742 = sext i32 %4741 to i64
  %4743 = sext i32 %j5692 to i64
  %4744 = add i64 %4742, %4743
  %4745 = icmp sle i64 0, %4744
  %4746 = mul i32 %t, 512
  %4747 = sext i32 %4746 to i64
  %4748 = sext i32 %j5692 to i64
  %4749 = add i64 %4747, %4748
  %4750 = sext i32 %N to i64
  %4751 = icmp slt i64 %4749, %4750
  %4752 = and i1 %4745, %4751
  %4753 = and i1 %4740, %4752
  br i1 %4753, label %if.then693, label %if.else694

for.end691:                                       ; preds = %for.cond689
  %4754 = add nsw i32 %i15688, 1
  br label %for.cond685, !llvm.loop !158

if.then693:                                       ; preds = %for.body690
  %4755 = sext i32 %i15688 to i64
  %4756 = mul nsw i64 %4755, 512
  %4757 = sext i32 %j5692 to i64
  %4758 = add nsw i64 %4756, %4757
  %4759 = getelementptr inbounds float, ptr %X_f, i64 %4758
  %4760 = load float, ptr %4759, align 4
  %4761 = mul i32 %bx, 4
  %4762 = add i32 %4761, %i15688
  %4763 = sext i32 %4762 to i64
  %4764 = sext i32 %N to i64
  %4765 = mul nsw i64 %4763, %4764
  %4766 = mul i32 %t, 512
  %4767 = add i32 %4766, %j5692
  %4768 = sext i32 %4767 to i64
  %4769 = add nsw i64 %4765, %4768
  %4770 = getelementptr inbounds float, ptr %Y, i64 %4769
  store float %4760, ptr %4770, align 4
  br label %if.end695

if.else694:                                       ; preds = %for.body690
  br label %if.end695

if.end695:                                        ; preds = %if.else694, %if.then693
  %4771 = add nsw i32 %j5692, 1
  br label %for.cond689, !llvm.loop !159
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
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
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
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
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
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1, !2}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1, !2}
!147 = distinct !{!147, !1, !2}
!148 = distinct !{!148, !1, !2}
!149 = distinct !{!149, !1, !2}
!150 = distinct !{!150, !1, !2}
!151 = distinct !{!151, !1, !2}
!152 = distinct !{!152, !1, !2}
!153 = distinct !{!153, !1, !2}
!154 = distinct !{!154, !1}
!155 = distinct !{!155, !1}
!156 = distinct !{!156, !1}
!157 = distinct !{!157, !1}
!158 = distinct !{!158, !1}
!159 = distinct !{!159, !1}
