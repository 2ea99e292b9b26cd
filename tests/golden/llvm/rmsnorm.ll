; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_15 = alloca [32 x float], align 64
  %X_s = alloca [8192 x float], align 64
  %sq_s = alloca [8192 x float], align 64
  %W_s = alloca [256 x float], align 64
  %ss_s = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %W_f = alloca [512 x float], align 64
  %ss = alloca [4 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %sq = alloca [2048 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %W_r = alloca [4096 x float], align 64
  %ss_r = alloca [1 x float], align 64
  %tl_lanes_18 = alloca [32 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %ss_s, i8 0, i64 128, i1 false)
  %1 = mul i32 %bx, 32
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 32
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 32
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 256, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  %12 = icmp sle i32 %N, 512
  br i1 %12, label %if.then107, label %if.else108

if.end:                                           ; preds = %if.end109, %if.end81
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 256, %13
  br i1 %14, label %if.then25, label %if.else26

for.cond:                                         ; preds = %for.end6, %if.then1
  %i6 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i6, 32
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
  %17 = mul i32 %bx, 32
  %18 = add i32 %17, %i6
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i6 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_s, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i6, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end24, %if.else2
  %i610 = phi i32 [ 0, %if.else2 ], [ %85, %for.end24 ]
  %33 = icmp slt i32 %i610, 32
  br i1 %33, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %34 = sext i32 %N to i64
  %35 = icmp slt i64 %34, 0
  %36 = sext i32 %N to i64
  %37 = icmp sgt i64 %36, 256
  %38 = sext i32 %N to i64
  %39 = select i1 %37, i64 256, i64 %38
  %40 = select i1 %35, i64 0, i64 %39
  %tl_hi0 = trunc i64 %40 to i32
  %41 = mul i32 %bx, 32
  %42 = sext i32 %41 to i64
  %43 = sext i32 %i610 to i64
  %44 = add i64 %42, %43
  %45 = icmp sle i64 0, %44
  %46 = mul i32 %bx, 32
  %47 = sext i32 %46 to i64
  %48 = sext i32 %i610 to i64
  %49 = add i64 %47, %48
  %50 = sext i32 %M to i64
  %51 = icmp slt i64 %49, %50
  %52 = and i1 %45, %51
  br i1 %52, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %for.cond18

if.end13:                                         ; preds = %for.end20, %for.end16
  %53 = sub i32 256, %tl_hi0
  br label %for.cond22

for.cond14:                                       ; preds = %for.body15, %if.then11
  %j117 = phi i32 [ 0, %if.then11 ], [ %69, %for.body15 ]
  %54 = icmp slt i32 %j117, %tl_hi0
  br i1 %54, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %55 = mul i32 %bx, 32
  %56 = add i32 %55, %i610
  %57 = sext i32 %56 to i64
  %58 = sext i32 %N to i64
  %59 = mul nsw i64 %57, %58
  %60 = sext i32 %j117 to i64
  %61 = add nsw i64 %59, %60
  %62 = getelementptr inbounds float, ptr %X, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = sext i32 %i610 to i64
  %65 = mul nsw i64 %64, 256
  %66 = sext i32 %j117 to i64
  %67 = add nsw i64 %65, %66
  %68 = getelementptr inbounds float, ptr %X_s, i64 %67
  store float %63, ptr %68, align 4
  %69 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond18:                                       ; preds = %for.body19, %if.else12
  %j121 = phi i32 [ 0, %if.else12 ], [ %76, %for.body19 ]
  %70 = icmp slt i32 %j121, %tl_hi0
  br i1 %70, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %71 = sext i32 %i610 to i64
  %72 = mul nsw i64 %71, 256
  %73 = sext i32 %j121 to i64
  %74 = add nsw i64 %72, %73
  %75 = getelementptr inbounds float, ptr %X_s, i64 %74
  store float 0.000000e+00, ptr %75, align 4
  %76 = add nsw i32 %j121, 1
  br label %for.cond18, !llvm.loop !5

for.end20:                                        ; preds = %for.cond18
  br label %if.end13

for.cond22:                                       ; preds = %for.body23, %if.end13
  %j11 = phi i32 [ 0, %if.end13 ], [ %84, %for.body23 ]
  %77 = icmp slt i32 %j11, %53
  br i1 %77, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %78 = sext i32 %i610 to i64
  %79 = mul nsw i64 %78, 256
  %80 = add i32 %tl_hi0, %j11
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %79, %81
  %83 = getelementptr inbounds float, ptr %X_s, i64 %82
  store float 0.000000e+00, ptr %83, align 4
  %84 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !6

for.end24:                                        ; preds = %for.cond22
  %85 = add nsw i32 %i610, 1
  br label %for.cond7, !llvm.loop !7

if.then25:                                        ; preds = %if.end3
  br label %for.cond28

if.else26:                                        ; preds = %if.end3
  %86 = sext i32 %N to i64
  %87 = icmp slt i64 %86, 0
  %88 = sext i32 %N to i64
  %89 = icmp sgt i64 %88, 256
  %90 = sext i32 %N to i64
  %91 = select i1 %89, i64 256, i64 %90
  %92 = select i1 %87, i64 0, i64 %91
  %tl_hi1 = trunc i64 %92 to i32
  br label %for.cond32

if.end27:                                         ; preds = %for.end34, %for.end30
  br label %for.cond36

for.cond28:                                       ; preds = %for.body29, %if.then25
  %i631 = phi i32 [ 0, %if.then25 ], [ %99, %for.body29 ]
  %93 = icmp slt i32 %i631, 256
  br i1 %93, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %94 = sext i32 %i631 to i64
  %95 = getelementptr inbounds float, ptr %W, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = sext i32 %i631 to i64
  %98 = getelementptr inbounds float, ptr %W_s, i64 %97
  store float %96, ptr %98, align 4
  %99 = add nsw i32 %i631, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond32:                                       ; preds = %for.body33, %if.else26
  %i635 = phi i32 [ 0, %if.else26 ], [ %106, %for.body33 ]
  %100 = icmp slt i32 %i635, %tl_hi1
  br i1 %100, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %101 = sext i32 %i635 to i64
  %102 = getelementptr inbounds float, ptr %W, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = sext i32 %i635 to i64
  %105 = getelementptr inbounds float, ptr %W_s, i64 %104
  store float %103, ptr %105, align 4
  %106 = add nsw i32 %i635, 1
  br label %for.cond32, !llvm.loop !9

for.end34:                                        ; preds = %for.cond32
  br label %if.end27

for.cond36:                                       ; preds = %for.end44, %if.end27
  %i = phi i32 [ 0, %if.end27 ], [ %144, %for.end44 ]
  %107 = icmp slt i32 %i, 32
  br i1 %107, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %108 = sext i32 %N to i64
  %109 = icmp slt i64 %108, 0
  %110 = sext i32 %N to i64
  %111 = icmp sgt i64 %110, 256
  %112 = sext i32 %N to i64
  %113 = select i1 %111, i64 256, i64 %112
  %114 = select i1 %109, i64 0, i64 %113
  %tl_hi2 = trunc i64 %114 to i32
  br label %for.cond39

for.end38:                                        ; preds = %for.cond36
  br label %for.cond45

for.cond39:                                       ; preds = %for.body40, %for.body37
  %j = phi i32 [ 0, %for.body37 ], [ %134, %for.body40 ]
  %115 = icmp slt i32 %j, %tl_hi2
  br i1 %115, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %116 = sext i32 %i to i64
  %117 = mul nsw i64 %116, 256
  %118 = sext i32 %j to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds float, ptr %X_s, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %i to i64
  %123 = mul nsw i64 %122, 256
  %124 = sext i32 %j to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %X_s, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = fmul float %121, %127
  %129 = sext i32 %i to i64
  %130 = mul nsw i64 %129, 256
  %131 = sext i32 %j to i64
  %132 = add nsw i64 %130, %131
  %133 = getelementptr inbounds float, ptr %sq_s, i64 %132
  store float %128, ptr %133, align 4
  %134 = add nsw i32 %j, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  %135 = sub i32 256, %tl_hi2
  br label %for.cond42

for.cond42:                                       ; preds = %for.body43, %for.end41
  %j6 = phi i32 [ 0, %for.end41 ], [ %143, %for.body43 ]
  %136 = icmp slt i32 %j6, %135
  br i1 %136, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %137 = sext i32 %i to i64
  %138 = mul nsw i64 %137, 256
  %139 = add i32 %tl_hi2, %j6
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %138, %140
  %142 = getelementptr inbounds float, ptr %sq_s, i64 %141
  store float 0.000000e+00, ptr %142, align 4
  %143 = add nsw i32 %j6, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  %144 = add nsw i32 %i, 1
  br label %for.cond36, !llvm.loop !12

for.cond45:                                       ; preds = %for.end63, %for.end38
  %i1 = phi i32 [ 0, %for.end38 ], [ %228, %for.end63 ]
  %145 = icmp slt i32 %i1, 32
  br i1 %145, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %146 = sext i32 %N to i64
  %147 = icmp slt i64 %146, 0
  %148 = sext i32 %N to i64
  %149 = icmp sgt i64 %148, 256
  %150 = sext i32 %N to i64
  %151 = select i1 %149, i64 256, i64 %150
  %152 = select i1 %147, i64 0, i64 %151
  %tl_pad_from2 = trunc i64 %152 to i32
  %tl_pad_n4 = sub i32 256, %tl_pad_from2
  br label %for.cond65

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane = phi i32 [ 0, %for.body46 ], [ %162, %for.body49 ]
  %153 = icmp slt i32 %lane, 32
  br i1 %153, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %154 = sext i32 %i1 to i64
  %155 = mul nsw i64 %154, 256
  %156 = sext i32 %lane to i64
  %157 = add nsw i64 %155, %156
  %158 = getelementptr inbounds float, ptr %sq_s, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = sext i32 %lane to i64
  %161 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %160
  store float %159, ptr %161, align 4
  %162 = add nsw i32 %lane, 1
  br label %for.cond48, !llvm.loop !13

for.end50:                                        ; preds = %for.cond48
  %163 = sext i32 %N to i64
  %164 = icmp slt i64 %163, 0
  %165 = sext i32 %N to i64
  %166 = icmp sgt i64 %165, 256
  %167 = sext i32 %N to i64
  %168 = select i1 %166, i64 256, i64 %167
  %169 = select i1 %164, i64 0, i64 %168
  %170 = trunc i64 %169 to i32
  %171 = add i32 %170, 31
  %172 = sdiv i32 %171, 32
  %173 = sub i32 0, %171
  %174 = select i1 false, i32 %173, i32 %172
  %175 = sub i32 %174, 1
  %176 = icmp slt i32 %175, 0
  %177 = sext i32 %N to i64
  %178 = icmp slt i64 %177, 0
  %179 = sext i32 %N to i64
  %180 = icmp sgt i64 %179, 256
  %181 = sext i32 %N to i64
  %182 = select i1 %180, i64 256, i64 %181
  %183 = select i1 %178, i64 0, i64 %182
  %184 = trunc i64 %183 to i32
  %185 = add i32 %184, 31
  %186 = sdiv i32 %185, 32
  %187 = sub i32 0, %185
  %188 = select i1 false, i32 %187, i32 %186
  %189 = sub i32 %188, 1
  %190 = select i1 %176, i32 0, i32 %189
  %tl_steps1 = select i1 true, i32 %190, i32 7
  br label %for.cond51

for.cond51:                                       ; preds = %for.end56, %for.end50
  %red = phi i32 [ 0, %for.end50 ], [ %210, %for.end56 ]
  %191 = icmp slt i32 %red, %tl_steps1
  br i1 %191, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  br label %for.cond54

for.end53:                                        ; preds = %for.cond51
  %192 = icmp slt i32 %tl_steps1, 7
  br i1 %192, label %if.then58, label %if.else59

for.cond54:                                       ; preds = %for.body55, %for.body52
  %lane57 = phi i32 [ 0, %for.body52 ], [ %209, %for.body55 ]
  %193 = icmp slt i32 %lane57, 32
  br i1 %193, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %194 = sext i32 %lane57 to i64
  %195 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = sext i32 %i1 to i64
  %198 = mul nsw i64 %197, 256
  %199 = add i32 %red, 1
  %200 = mul i32 %199, 32
  %201 = add i32 %200, %lane57
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %198, %202
  %204 = getelementptr inbounds float, ptr %sq_s, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = fadd float %196, %205
  %207 = sext i32 %lane57 to i64
  %208 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %207
  store float %206, ptr %208, align 4
  %209 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !14

for.end56:                                        ; preds = %for.cond54
  %210 = add nsw i32 %red, 1
  br label %for.cond51, !llvm.loop !15

if.then58:                                        ; preds = %for.end53
  %211 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %212 = load float, ptr %211, align 4
  %213 = fadd float %212, 0.000000e+00
  %214 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %213, ptr %214, align 4
  br label %if.end60

if.else59:                                        ; preds = %for.end53
  br label %if.end60

if.end60:                                         ; preds = %if.else59, %if.then58
  %215 = sext i32 %i1 to i64
  %216 = getelementptr inbounds float, ptr %ss_s, i64 %215
  store float 0.000000e+00, ptr %216, align 4
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %if.end60
  %lane64 = phi i32 [ 0, %if.end60 ], [ %227, %for.body62 ]
  %217 = icmp slt i32 %lane64, 32
  br i1 %217, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %218 = sext i32 %i1 to i64
  %219 = getelementptr inbounds float, ptr %ss_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = sext i32 %lane64 to i64
  %222 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = fadd float %220, %223
  %225 = sext i32 %i1 to i64
  %226 = getelementptr inbounds float, ptr %ss_s, i64 %225
  store float %224, ptr %226, align 4
  %227 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !16

for.end63:                                        ; preds = %for.cond61
  %228 = add nsw i32 %i1, 1
  br label %for.cond45, !llvm.loop !17

for.cond65:                                       ; preds = %for.body66, %for.end47
  %tl_pad_k5 = phi i32 [ 0, %for.end47 ], [ %233, %for.body66 ]
  %229 = icmp slt i32 %tl_pad_k5, %tl_pad_n4
  br i1 %229, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %230 = add i32 %tl_pad_from2, %tl_pad_k5
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds float, ptr %W_s, i64 %231
  store float 0.000000e+00, ptr %232, align 4
  %233 = add nsw i32 %tl_pad_k5, 1
  br label %for.cond65, !llvm.loop !18

for.end67:                                        ; preds = %for.cond65
  br label %for.cond68

for.cond68:                                       ; preds = %for.end78, %for.end67
  %i71 = phi i32 [ 0, %for.end67 ], [ %301, %for.end78 ]
  %234 = icmp slt i32 %i71, 32
  br i1 %234, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %235 = sext i32 %N to i64
  %236 = icmp slt i64 %235, 0
  %237 = sext i32 %N to i64
  %238 = icmp sgt i64 %237, 256
  %239 = sext i32 %N to i64
  %240 = select i1 %238, i64 256, i64 %239
  %241 = select i1 %236, i64 0, i64 %240
  %tl_cols6 = trunc i64 %241 to i32
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  %242 = mul i32 %bx, 32
  %243 = icmp sle i32 0, %242
  %244 = mul i32 %bx, 32
  %245 = sext i32 %244 to i64
  %246 = add i64 %245, 32
  %247 = sext i32 %M to i64
  %248 = icmp sle i64 %246, %247
  %249 = and i1 %243, %248
  %250 = sext i32 %N to i64
  %251 = icmp sle i64 256, %250
  %252 = and i1 %249, %251
  br i1 %252, label %if.then79, label %if.else80

for.cond72:                                       ; preds = %for.body73, %for.body69
  %j75 = phi i32 [ 0, %for.body69 ], [ %280, %for.body73 ]
  %253 = icmp slt i32 %j75, %tl_cols6
  br i1 %253, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %254 = sext i32 %i71 to i64
  %255 = mul nsw i64 %254, 256
  %256 = sext i32 %j75 to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds float, ptr %X_s, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = sext i32 %i71 to i64
  %261 = getelementptr inbounds float, ptr %ss_s, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = sitofp i32 %N to float
  %264 = fdiv float %262, %263
  %265 = fadd float %264, 0x3EB0C6F7A0000000
  %266 = fpext float %265 to double
  %267 = call double @llvm.sqrt.f64(double %266)
  %268 = fdiv double 1.000000e+00, %267
  %269 = fptrunc double %268 to float
  %270 = fmul float %259, %269
  %271 = sext i32 %j75 to i64
  %272 = getelementptr inbounds float, ptr %W_s, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = fmul float %270, %273
  %275 = sext i32 %i71 to i64
  %276 = mul nsw i64 %275, 256
  %277 = sext i32 %j75 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds float, ptr %X_s, i64 %278
  store float %274, ptr %279, align 4
  %280 = add nsw i32 %j75, 1
  br label %for.cond72, !llvm.loop !19

for.end74:                                        ; preds = %for.cond72
  %281 = sext i32 %i71 to i64
  %282 = getelementptr inbounds float, ptr %ss_s, i64 %281
  %283 = load float, ptr %282, align 4
  %284 = sitofp i32 %N to float
  %285 = fdiv float %283, %284
  %286 = fadd float %285, 0x3EB0C6F7A0000000
  %287 = fpext float %286 to double
  %288 = call double @llvm.sqrt.f64(double %287)
  %289 = fdiv double 1.000000e+00, %288
  %290 = fptrunc double %289 to float
  %291 = fmul float 0.000000e+00, %290
  %tl_col8 = fmul float %291, 0.000000e+00
  %292 = sub i32 256, %tl_cols6
  br label %for.cond76

for.cond76:                                       ; preds = %for.body77, %for.end74
  %j71 = phi i32 [ 0, %for.end74 ], [ %300, %for.body77 ]
  %293 = icmp slt i32 %j71, %292
  br i1 %293, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %294 = sext i32 %i71 to i64
  %295 = mul nsw i64 %294, 256
  %296 = add i32 %tl_cols6, %j71
  %297 = sext i32 %296 to i64
  %298 = add nsw i64 %295, %297
  %299 = getelementptr inbounds float, ptr %X_s, i64 %298
  store float %tl_col8, ptr %299, align 4
  %300 = add nsw i32 %j71, 1
  br label %for.cond76, !llvm.loop !20

for.end78:                                        ; preds = %for.cond76
  %301 = add nsw i32 %i71, 1
  br label %for.cond68, !llvm.loop !21

if.then79:                                        ; preds = %for.end70
  br label %for.cond82

if.else80:                                        ; preds = %for.end70
  br label %for.cond93

if.end81:                                         ; preds = %for.end95, %for.end84
  br label %if.end

for.cond82:                                       ; preds = %if.end88, %if.then79
  %i685 = phi i32 [ 0, %if.then79 ], [ %318, %if.end88 ]
  %302 = icmp slt i32 %i685, 32
  br i1 %302, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %303 = sext i32 %M to i64
  %304 = sext i32 %N to i64
  %305 = mul i64 %303, %304
  %306 = icmp sge i64 %305, 8388608
  br i1 %306, label %if.then86, label %if.else87

for.end84:                                        ; preds = %for.cond82
  br label %if.end81

if.then86:                                        ; preds = %for.body83
  %307 = mul i32 %bx, 32
  %308 = add i32 %307, %i685
  %309 = sext i32 %308 to i64
  %310 = sext i32 %N to i64
  %311 = mul nsw i64 %309, %310
  %312 = add nsw i64 %311, 0
  %313 = getelementptr inbounds float, ptr %Y, i64 %312
  %314 = sext i32 %i685 to i64
  %315 = mul nsw i64 %314, 256
  %316 = add nsw i64 %315, 0
  %317 = getelementptr inbounds float, ptr %X_s, i64 %316
  call void @tilec_rt_stream(ptr %313, ptr %317, i64 1024)
  br label %if.end88

if.else87:                                        ; preds = %for.body83
  br label %for.cond89

if.end88:                                         ; preds = %for.end91, %if.then86
  %318 = add nsw i32 %i685, 1
  br label %for.cond82, !llvm.loop !22

for.cond89:                                       ; preds = %for.body90, %if.else87
  %j192 = phi i32 [ 0, %if.else87 ], [ %334, %for.body90 ]
  %319 = icmp slt i32 %j192, 256
  br i1 %319, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %320 = sext i32 %i685 to i64
  %321 = mul nsw i64 %320, 256
  %322 = sext i32 %j192 to i64
  %323 = add nsw i64 %321, %322
  %324 = getelementptr inbounds float, ptr %X_s, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = mul i32 %bx, 32
  %327 = add i32 %326, %i685
  %328 = sext i32 %327 to i64
  %329 = sext i32 %N to i64
  %330 = mul nsw i64 %328, %329
  %331 = sext i32 %j192 to i64
  %332 = add nsw i64 %330, %331
  %333 = getelementptr inbounds float, ptr %Y, i64 %332
  store float %325, ptr %333, align 4
  %334 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !23

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond93:                                       ; preds = %if.end99, %if.else80
  %i696 = phi i32 [ 0, %if.else80 ], [ %359, %if.end99 ]
  %335 = icmp slt i32 %i696, 32
  br i1 %335, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %336 = sext i32 %N to i64
  %337 = icmp slt i64 %336, 0
  %338 = sext i32 %N to i64
  %339 = icmp sgt i64 %338, 256
  %340 = sext i32 %N to i64
  %341 = select i1 %339, i64 256, i64 %340
  %342 = select i1 %337, i64 0, i64 %341
  %tl_hi3 = trunc i64 %342 to i32
  %343 = mul i32 %bx, 32
  %344 = sext i32 %343 to i64
  %345 = sext i32 %i696 to i64
  %346 = add i64 %344, %345
  %347 = icmp sle i64 0, %346
  %348 = mul i32 %bx, 32
  %349 = sext i32 %348 to i64
  %350 = sext i32 %i696 to i64
  %351 = add i64 %349, %350
  %352 = sext i32 %M to i64
  %353 = icmp slt i64 %351, %352
  %354 = and i1 %347, %353
  br i1 %354, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end81

if.then97:                                        ; preds = %for.body94
  %355 = sext i32 %M to i64
  %356 = sext i32 %N to i64
  %357 = mul i64 %355, %356
  %358 = icmp sge i64 %357, 8388608
  br i1 %358, label %if.then100, label %if.else101

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %if.end102
  %359 = add nsw i32 %i696, 1
  br label %for.cond93, !llvm.loop !24

if.then100:                                       ; preds = %if.then97
  %360 = sext i32 %tl_hi3 to i64
  %361 = mul i32 %bx, 32
  %362 = add i32 %361, %i696
  %363 = sext i32 %362 to i64
  %364 = sext i32 %N to i64
  %365 = mul nsw i64 %363, %364
  %366 = add nsw i64 %365, 0
  %367 = getelementptr inbounds float, ptr %Y, i64 %366
  %368 = sext i32 %i696 to i64
  %369 = mul nsw i64 %368, 256
  %370 = add nsw i64 %369, 0
  %371 = getelementptr inbounds float, ptr %X_s, i64 %370
  %372 = mul i64 %360, 4
  call void @tilec_rt_stream(ptr %367, ptr %371, i64 %372)
  br label %if.end102

if.else101:                                       ; preds = %if.then97
  br label %for.cond103

if.end102:                                        ; preds = %for.end105, %if.then100
  br label %if.end99

for.cond103:                                      ; preds = %for.body104, %if.else101
  %j1106 = phi i32 [ 0, %if.else101 ], [ %388, %for.body104 ]
  %373 = icmp slt i32 %j1106, %tl_hi3
  br i1 %373, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %374 = sext i32 %i696 to i64
  %375 = mul nsw i64 %374, 256
  %376 = sext i32 %j1106 to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds float, ptr %X_s, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = mul i32 %bx, 32
  %381 = add i32 %380, %i696
  %382 = sext i32 %381 to i64
  %383 = sext i32 %N to i64
  %384 = mul nsw i64 %382, %383
  %385 = sext i32 %j1106 to i64
  %386 = add nsw i64 %384, %385
  %387 = getelementptr inbounds float, ptr %Y, i64 %386
  store float %379, ptr %387, align 4
  %388 = add nsw i32 %j1106, 1
  br label %for.cond103, !llvm.loop !25

for.end105:                                       ; preds = %for.cond103
  br label %if.end102

if.then107:                                       ; preds = %if.else
  %389 = mul i32 %bx, 4
  %390 = icmp sle i32 0, %389
  %391 = mul i32 %bx, 4
  %392 = sext i32 %391 to i64
  %393 = add i64 %392, 4
  %394 = sext i32 %M to i64
  %395 = icmp sle i64 %393, %394
  %396 = and i1 %390, %395
  %397 = sext i32 %N to i64
  %398 = icmp sle i64 512, %397
  %399 = and i1 %396, %398
  br i1 %399, label %if.then110, label %if.else111

if.else108:                                       ; preds = %if.else
  %400 = icmp sle i32 %N, 4096
  br i1 %400, label %if.then221, label %if.else222

if.end109:                                        ; preds = %if.end223, %if.end195
  br label %if.end

if.then110:                                       ; preds = %if.then107
  br label %for.cond113

if.else111:                                       ; preds = %if.then107
  br label %for.cond119

if.end112:                                        ; preds = %for.end121, %for.end115
  %401 = sext i32 %N to i64
  %402 = icmp sle i64 512, %401
  br i1 %402, label %if.then137, label %if.else138

for.cond113:                                      ; preds = %for.end118, %if.then110
  %i7 = phi i32 [ 0, %if.then110 ], [ %420, %for.end118 ]
  %403 = icmp slt i32 %i7, 4
  br i1 %403, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  br label %for.cond116

for.end115:                                       ; preds = %for.cond113
  br label %if.end112

for.cond116:                                      ; preds = %for.body117, %for.body114
  %j2 = phi i32 [ 0, %for.body114 ], [ %419, %for.body117 ]
  %404 = icmp slt i32 %j2, 512
  br i1 %404, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %405 = mul i32 %bx, 4
  %406 = add i32 %405, %i7
  %407 = sext i32 %406 to i64
  %408 = sext i32 %N to i64
  %409 = mul nsw i64 %407, %408
  %410 = sext i32 %j2 to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds float, ptr %X, i64 %411
  %413 = load float, ptr %412, align 4
  %414 = sext i32 %i7 to i64
  %415 = mul nsw i64 %414, 512
  %416 = sext i32 %j2 to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds float, ptr %X_f, i64 %417
  store float %413, ptr %418, align 4
  %419 = add nsw i32 %j2, 1
  br label %for.cond116, !llvm.loop !26

for.end118:                                       ; preds = %for.cond116
  %420 = add nsw i32 %i7, 1
  br label %for.cond113, !llvm.loop !27

for.cond119:                                      ; preds = %for.end136, %if.else111
  %i7122 = phi i32 [ 0, %if.else111 ], [ %473, %for.end136 ]
  %421 = icmp slt i32 %i7122, 4
  br i1 %421, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %422 = sext i32 %N to i64
  %423 = icmp slt i64 %422, 0
  %424 = sext i32 %N to i64
  %425 = icmp sgt i64 %424, 512
  %426 = sext i32 %N to i64
  %427 = select i1 %425, i64 512, i64 %426
  %428 = select i1 %423, i64 0, i64 %427
  %tl_hi4 = trunc i64 %428 to i32
  %429 = mul i32 %bx, 4
  %430 = sext i32 %429 to i64
  %431 = sext i32 %i7122 to i64
  %432 = add i64 %430, %431
  %433 = icmp sle i64 0, %432
  %434 = mul i32 %bx, 4
  %435 = sext i32 %434 to i64
  %436 = sext i32 %i7122 to i64
  %437 = add i64 %435, %436
  %438 = sext i32 %M to i64
  %439 = icmp slt i64 %437, %438
  %440 = and i1 %433, %439
  br i1 %440, label %if.then123, label %if.else124

for.end121:                                       ; preds = %for.cond119
  br label %if.end112

if.then123:                                       ; preds = %for.body120
  br label %for.cond126

if.else124:                                       ; preds = %for.body120
  br label %for.cond130

if.end125:                                        ; preds = %for.end132, %for.end128
  %441 = sub i32 512, %tl_hi4
  br label %for.cond134

for.cond126:                                      ; preds = %for.body127, %if.then123
  %j2129 = phi i32 [ 0, %if.then123 ], [ %457, %for.body127 ]
  %442 = icmp slt i32 %j2129, %tl_hi4
  br i1 %442, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %443 = mul i32 %bx, 4
  %444 = add i32 %443, %i7122
  %445 = sext i32 %444 to i64
  %446 = sext i32 %N to i64
  %447 = mul nsw i64 %445, %446
  %448 = sext i32 %j2129 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %X, i64 %449
  %451 = load float, ptr %450, align 4
  %452 = sext i32 %i7122 to i64
  %453 = mul nsw i64 %452, 512
  %454 = sext i32 %j2129 to i64
  %455 = add nsw i64 %453, %454
  %456 = getelementptr inbounds float, ptr %X_f, i64 %455
  store float %451, ptr %456, align 4
  %457 = add nsw i32 %j2129, 1
  br label %for.cond126, !llvm.loop !28

for.end128:                                       ; preds = %for.cond126
  br label %if.end125

for.cond130:                                      ; preds = %for.body131, %if.else124
  %j2133 = phi i32 [ 0, %if.else124 ], [ %464, %for.body131 ]
  %458 = icmp slt i32 %j2133, %tl_hi4
  br i1 %458, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %459 = sext i32 %i7122 to i64
  %460 = mul nsw i64 %459, 512
  %461 = sext i32 %j2133 to i64
  %462 = add nsw i64 %460, %461
  %463 = getelementptr inbounds float, ptr %X_f, i64 %462
  store float 0.000000e+00, ptr %463, align 4
  %464 = add nsw i32 %j2133, 1
  br label %for.cond130, !llvm.loop !29

for.end132:                                       ; preds = %for.cond130
  br label %if.end125

for.cond134:                                      ; preds = %for.body135, %if.end125
  %j21 = phi i32 [ 0, %if.end125 ], [ %472, %for.body135 ]
  %465 = icmp slt i32 %j21, %441
  br i1 %465, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %466 = sext i32 %i7122 to i64
  %467 = mul nsw i64 %466, 512
  %468 = add i32 %tl_hi4, %j21
  %469 = sext i32 %468 to i64
  %470 = add nsw i64 %467, %469
  %471 = getelementptr inbounds float, ptr %X_f, i64 %470
  store float 0.000000e+00, ptr %471, align 4
  %472 = add nsw i32 %j21, 1
  br label %for.cond134, !llvm.loop !30

for.end136:                                       ; preds = %for.cond134
  %473 = add nsw i32 %i7122, 1
  br label %for.cond119, !llvm.loop !31

if.then137:                                       ; preds = %if.end112
  br label %for.cond140

if.else138:                                       ; preds = %if.end112
  %474 = sext i32 %N to i64
  %475 = icmp slt i64 %474, 0
  %476 = sext i32 %N to i64
  %477 = icmp sgt i64 %476, 512
  %478 = sext i32 %N to i64
  %479 = select i1 %477, i64 512, i64 %478
  %480 = select i1 %475, i64 0, i64 %479
  %tl_hi5 = trunc i64 %480 to i32
  br label %for.cond144

if.end139:                                        ; preds = %for.end146, %for.end142
  br label %for.cond148

for.cond140:                                      ; preds = %for.body141, %if.then137
  %i7143 = phi i32 [ 0, %if.then137 ], [ %487, %for.body141 ]
  %481 = icmp slt i32 %i7143, 512
  br i1 %481, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %482 = sext i32 %i7143 to i64
  %483 = getelementptr inbounds float, ptr %W, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = sext i32 %i7143 to i64
  %486 = getelementptr inbounds float, ptr %W_f, i64 %485
  store float %484, ptr %486, align 4
  %487 = add nsw i32 %i7143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  br label %if.end139

for.cond144:                                      ; preds = %for.body145, %if.else138
  %i7147 = phi i32 [ 0, %if.else138 ], [ %494, %for.body145 ]
  %488 = icmp slt i32 %i7147, %tl_hi5
  br i1 %488, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %489 = sext i32 %i7147 to i64
  %490 = getelementptr inbounds float, ptr %W, i64 %489
  %491 = load float, ptr %490, align 4
  %492 = sext i32 %i7147 to i64
  %493 = getelementptr inbounds float, ptr %W_f, i64 %492
  store float %491, ptr %493, align 4
  %494 = add nsw i32 %i7147, 1
  br label %for.cond144, !llvm.loop !33

for.end146:                                       ; preds = %for.cond144
  br label %if.end139

for.cond148:                                      ; preds = %for.end158, %if.end139
  %i151 = phi i32 [ 0, %if.end139 ], [ %532, %for.end158 ]
  %495 = icmp slt i32 %i151, 4
  br i1 %495, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %496 = sext i32 %N to i64
  %497 = icmp slt i64 %496, 0
  %498 = sext i32 %N to i64
  %499 = icmp sgt i64 %498, 512
  %500 = sext i32 %N to i64
  %501 = select i1 %499, i64 512, i64 %500
  %502 = select i1 %497, i64 0, i64 %501
  %tl_hi6 = trunc i64 %502 to i32
  br label %for.cond152

for.end150:                                       ; preds = %for.cond148
  br label %for.cond159

for.cond152:                                      ; preds = %for.body153, %for.body149
  %j155 = phi i32 [ 0, %for.body149 ], [ %522, %for.body153 ]
  %503 = icmp slt i32 %j155, %tl_hi6
  br i1 %503, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %504 = sext i32 %i151 to i64
  %505 = mul nsw i64 %504, 512
  %506 = sext i32 %j155 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds float, ptr %X_f, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = sext i32 %i151 to i64
  %511 = mul nsw i64 %510, 512
  %512 = sext i32 %j155 to i64
  %513 = add nsw i64 %511, %512
  %514 = getelementptr inbounds float, ptr %X_f, i64 %513
  %515 = load float, ptr %514, align 4
  %516 = fmul float %509, %515
  %517 = sext i32 %i151 to i64
  %518 = mul nsw i64 %517, 512
  %519 = sext i32 %j155 to i64
  %520 = add nsw i64 %518, %519
  %521 = getelementptr inbounds float, ptr %sq, i64 %520
  store float %516, ptr %521, align 4
  %522 = add nsw i32 %j155, 1
  br label %for.cond152, !llvm.loop !34

for.end154:                                       ; preds = %for.cond152
  %523 = sub i32 512, %tl_hi6
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %j7 = phi i32 [ 0, %for.end154 ], [ %531, %for.body157 ]
  %524 = icmp slt i32 %j7, %523
  br i1 %524, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %525 = sext i32 %i151 to i64
  %526 = mul nsw i64 %525, 512
  %527 = add i32 %tl_hi6, %j7
  %528 = sext i32 %527 to i64
  %529 = add nsw i64 %526, %528
  %530 = getelementptr inbounds float, ptr %sq, i64 %529
  store float 0.000000e+00, ptr %530, align 4
  %531 = add nsw i32 %j7, 1
  br label %for.cond156, !llvm.loop !35

for.end158:                                       ; preds = %for.cond156
  %532 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !36

for.cond159:                                      ; preds = %for.end177, %for.end150
  %i2 = phi i32 [ 0, %for.end150 ], [ %616, %for.end177 ]
  %533 = icmp slt i32 %i2, 4
  br i1 %533, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond162

for.end161:                                       ; preds = %for.cond159
  %534 = sext i32 %N to i64
  %535 = icmp slt i64 %534, 0
  %536 = sext i32 %N to i64
  %537 = icmp sgt i64 %536, 512
  %538 = sext i32 %N to i64
  %539 = select i1 %537, i64 512, i64 %538
  %540 = select i1 %535, i64 0, i64 %539
  %tl_pad_from11 = trunc i64 %540 to i32
  %tl_pad_n13 = sub i32 512, %tl_pad_from11
  br label %for.cond179

for.cond162:                                      ; preds = %for.body163, %for.body160
  %lane1 = phi i32 [ 0, %for.body160 ], [ %550, %for.body163 ]
  %541 = icmp slt i32 %lane1, 32
  br i1 %541, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %542 = sext i32 %i2 to i64
  %543 = mul nsw i64 %542, 512
  %544 = sext i32 %lane1 to i64
  %545 = add nsw i64 %543, %544
  %546 = getelementptr inbounds float, ptr %sq, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = sext i32 %lane1 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane1, 1
  br label %for.cond162, !llvm.loop !37

for.end164:                                       ; preds = %for.cond162
  %551 = sext i32 %N to i64
  %552 = icmp slt i64 %551, 0
  %553 = sext i32 %N to i64
  %554 = icmp sgt i64 %553, 512
  %555 = sext i32 %N to i64
  %556 = select i1 %554, i64 512, i64 %555
  %557 = select i1 %552, i64 0, i64 %556
  %558 = trunc i64 %557 to i32
  %559 = add i32 %558, 31
  %560 = sdiv i32 %559, 32
  %561 = sub i32 0, %559
  %562 = select i1 false, i32 %561, i32 %560
  %563 = sub i32 %562, 1
  %564 = icmp slt i32 %563, 0
  %565 = sext i32 %N to i64
  %566 = icmp slt i64 %565, 0
  %567 = sext i32 %N to i64
  %568 = icmp sgt i64 %567, 512
  %569 = sext i32 %N to i64
  %570 = select i1 %568, i64 512, i64 %569
  %571 = select i1 %566, i64 0, i64 %570
  %572 = trunc i64 %571 to i32
  %573 = add i32 %572, 31
  %574 = sdiv i32 %573, 32
  %575 = sub i32 0, %573
  %576 = select i1 false, i32 %575, i32 %574
  %577 = sub i32 %576, 1
  %578 = select i1 %564, i32 0, i32 %577
  %tl_steps10 = select i1 true, i32 %578, i32 15
  br label %for.cond165

for.cond165:                                      ; preds = %for.end170, %for.end164
  %red1 = phi i32 [ 0, %for.end164 ], [ %598, %for.end170 ]
  %579 = icmp slt i32 %red1, %tl_steps10
  br i1 %579, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  %580 = icmp slt i32 %tl_steps10, 15
  br i1 %580, label %if.then172, label %if.else173

for.cond168:                                      ; preds = %for.body169, %for.body166
  %lane1171 = phi i32 [ 0, %for.body166 ], [ %597, %for.body169 ]
  %581 = icmp slt i32 %lane1171, 32
  br i1 %581, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %582 = sext i32 %lane1171 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %582
  %584 = load float, ptr %583, align 4
  %585 = sext i32 %i2 to i64
  %586 = mul nsw i64 %585, 512
  %587 = add i32 %red1, 1
  %588 = mul i32 %587, 32
  %589 = add i32 %588, %lane1171
  %590 = sext i32 %589 to i64
  %591 = add nsw i64 %586, %590
  %592 = getelementptr inbounds float, ptr %sq, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = fadd float %584, %593
  %595 = sext i32 %lane1171 to i64
  %596 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %595
  store float %594, ptr %596, align 4
  %597 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !38

for.end170:                                       ; preds = %for.cond168
  %598 = add nsw i32 %red1, 1
  br label %for.cond165, !llvm.loop !39

if.then172:                                       ; preds = %for.end167
  %599 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %600 = load float, ptr %599, align 4
  %601 = fadd float %600, 0.000000e+00
  %602 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %601, ptr %602, align 4
  br label %if.end174

if.else173:                                       ; preds = %for.end167
  br label %if.end174

if.end174:                                        ; preds = %if.else173, %if.then172
  %603 = sext i32 %i2 to i64
  %604 = getelementptr inbounds float, ptr %ss, i64 %603
  store float 0.000000e+00, ptr %604, align 4
  br label %for.cond175

for.cond175:                                      ; preds = %for.body176, %if.end174
  %lane1178 = phi i32 [ 0, %if.end174 ], [ %615, %for.body176 ]
  %605 = icmp slt i32 %lane1178, 32
  br i1 %605, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %606 = sext i32 %i2 to i64
  %607 = getelementptr inbounds float, ptr %ss, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = sext i32 %lane1178 to i64
  %610 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %609
  %611 = load float, ptr %610, align 4
  %612 = fadd float %608, %611
  %613 = sext i32 %i2 to i64
  %614 = getelementptr inbounds float, ptr %ss, i64 %613
  store float %612, ptr %614, align 4
  %615 = add nsw i32 %lane1178, 1
  br label %for.cond175, !llvm.loop !40

for.end177:                                       ; preds = %for.cond175
  %616 = add nsw i32 %i2, 1
  br label %for.cond159, !llvm.loop !41

for.cond179:                                      ; preds = %for.body180, %for.end161
  %tl_pad_k14 = phi i32 [ 0, %for.end161 ], [ %621, %for.body180 ]
  %617 = icmp slt i32 %tl_pad_k14, %tl_pad_n13
  br i1 %617, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %618 = add i32 %tl_pad_from11, %tl_pad_k14
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds float, ptr %W_f, i64 %619
  store float 0.000000e+00, ptr %620, align 4
  %621 = add nsw i32 %tl_pad_k14, 1
  br label %for.cond179, !llvm.loop !42

for.end181:                                       ; preds = %for.cond179
  br label %for.cond182

for.cond182:                                      ; preds = %for.end192, %for.end181
  %i185 = phi i32 [ 0, %for.end181 ], [ %689, %for.end192 ]
  %622 = icmp slt i32 %i185, 4
  br i1 %622, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %623 = sext i32 %N to i64
  %624 = icmp slt i64 %623, 0
  %625 = sext i32 %N to i64
  %626 = icmp sgt i64 %625, 512
  %627 = sext i32 %N to i64
  %628 = select i1 %626, i64 512, i64 %627
  %629 = select i1 %624, i64 0, i64 %628
  %tl_cols15 = trunc i64 %629 to i32
  br label %for.cond186

for.end184:                                       ; preds = %for.cond182
  %630 = mul i32 %bx, 4
  %631 = icmp sle i32 0, %630
  %632 = mul i32 %bx, 4
  %633 = sext i32 %632 to i64
  %634 = add i64 %633, 4
  %635 = sext i32 %M to i64
  %636 = icmp sle i64 %634, %635
  %637 = and i1 %631, %636
  %638 = sext i32 %N to i64
  %639 = icmp sle i64 512, %638
  %640 = and i1 %637, %639
  br i1 %640, label %if.then193, label %if.else194

for.cond186:                                      ; preds = %for.body187, %for.body183
  %j189 = phi i32 [ 0, %for.body183 ], [ %668, %for.body187 ]
  %641 = icmp slt i32 %j189, %tl_cols15
  br i1 %641, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %642 = sext i32 %i185 to i64
  %643 = mul nsw i64 %642, 512
  %644 = sext i32 %j189 to i64
  %645 = add nsw i64 %643, %644
  %646 = getelementptr inbounds float, ptr %X_f, i64 %645
  %647 = load float, ptr %646, align 4
  %648 = sext i32 %i185 to i64
  %649 = getelementptr inbounds float, ptr %ss, i64 %648
  %650 = load float, ptr %649, align 4
  %651 = sitofp i32 %N to float
  %652 = fdiv float %650, %651
  %653 = fadd float %652, 0x3EB0C6F7A0000000
  %654 = fpext float %653 to double
  %655 = call double @llvm.sqrt.f64(double %654)
  %656 = fdiv double 1.000000e+00, %655
  %657 = fptrunc double %656 to float
  %658 = fmul float %647, %657
  %659 = sext i32 %j189 to i64
  %660 = getelementptr inbounds float, ptr %W_f, i64 %659
  %661 = load float, ptr %660, align 4
  %662 = fmul float %658, %661
  %663 = sext i32 %i185 to i64
  %664 = mul nsw i64 %663, 512
  %665 = sext i32 %j189 to i64
  %666 = add nsw i64 %664, %665
  %667 = getelementptr inbounds float, ptr %X_f, i64 %666
  store float %662, ptr %667, align 4
  %668 = add nsw i32 %j189, 1
  br label %for.cond186, !llvm.loop !43

for.end188:                                       ; preds = %for.cond186
  %669 = sext i32 %i185 to i64
  %670 = getelementptr inbounds float, ptr %ss, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = sitofp i32 %N to float
  %673 = fdiv float %671, %672
  %674 = fadd float %673, 0x3EB0C6F7A0000000
  %675 = fpext float %674 to double
  %676 = call double @llvm.sqrt.f64(double %675)
  %677 = fdiv double 1.000000e+00, %676
  %678 = fptrunc double %677 to float
  %679 = fmul float 0.000000e+00, %678
  %tl_col17 = fmul float %679, 0.000000e+00
  %680 = sub i32 512, %tl_cols15
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %for.end188
  %j16 = phi i32 [ 0, %for.end188 ], [ %688, %for.body191 ]
  %681 = icmp slt i32 %j16, %680
  br i1 %681, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %682 = sext i32 %i185 to i64
  %683 = mul nsw i64 %682, 512
  %684 = add i32 %tl_cols15, %j16
  %685 = sext i32 %684 to i64
  %686 = add nsw i64 %683, %685
  %687 = getelementptr inbounds float, ptr %X_f, i64 %686
  store float %tl_col17, ptr %687, align 4
  %688 = add nsw i32 %j16, 1
  br label %for.cond190, !llvm.loop !44

for.end192:                                       ; preds = %for.cond190
  %689 = add nsw i32 %i185, 1
  br label %for.cond182, !llvm.loop !45

if.then193:                                       ; preds = %for.end184
  br label %for.cond196

if.else194:                                       ; preds = %for.end184
  br label %for.cond207

if.end195:                                        ; preds = %for.end209, %for.end198
  br label %if.end109

for.cond196:                                      ; preds = %if.end202, %if.then193
  %i7199 = phi i32 [ 0, %if.then193 ], [ %706, %if.end202 ]
  %690 = icmp slt i32 %i7199, 4
  br i1 %690, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %691 = sext i32 %M to i64
  %692 = sext i32 %N to i64
  %693 = mul i64 %691, %692
  %694 = icmp sge i64 %693, 8388608
  br i1 %694, label %if.then200, label %if.else201

for.end198:                                       ; preds = %for.cond196
  br label %if.end195

if.then200:                                       ; preds = %for.body197
  %695 = mul i32 %bx, 4
  %696 = add i32 %695, %i7199
  %697 = sext i32 %696 to i64
  %698 = sext i32 %N to i64
  %699 = mul nsw i64 %697, %698
  %700 = add nsw i64 %699, 0
  %701 = getelementptr inbounds float, ptr %Y, i64 %700
  %702 = sext i32 %i7199 to i64
  %703 = mul nsw i64 %702, 512
  %704 = add nsw i64 %703, 0
  %705 = getelementptr inbounds float, ptr %X_f, i64 %704
  call void @tilec_rt_stream(ptr %701, ptr %705, i64 2048)
  br label %if.end202

if.else201:                                       ; preds = %for.body197
  br label %for.cond203

if.end202:                                        ; preds = %for.end205, %if.then200
  %706 = add nsw i32 %i7199, 1
  br label %for.cond196, !llvm.loop !46

for.cond203:                                      ; preds = %for.body204, %if.else201
  %j2206 = phi i32 [ 0, %if.else201 ], [ %722, %for.body204 ]
  %707 = icmp slt i32 %j2206, 512
  br i1 %707, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %708 = sext i32 %i7199 to i64
  %709 = mul nsw i64 %708, 512
  %710 = sext i32 %j2206 to i64
  %711 = add nsw i64 %709, %710
  %712 = getelementptr inbounds float, ptr %X_f, i64 %711
  %713 = load float, ptr %712, align 4
  %714 = mul i32 %bx, 4
  %715 = add i32 %714, %i7199
  %716 = sext i32 %715 to i64
  %717 = sext i32 %N to i64
  %718 = mul nsw i64 %716, %717
  %719 = sext i32 %j2206 to i64
  %720 = add nsw i64 %718, %719
  %721 = getelementptr inbounds float, ptr %Y, i64 %720
  store float %713, ptr %721, align 4
  %722 = add nsw i32 %j2206, 1
  br label %for.cond203, !llvm.loop !47

for.end205:                                       ; preds = %for.cond203
  br label %if.end202

for.cond207:                                      ; preds = %if.end213, %if.else194
  %i7210 = phi i32 [ 0, %if.else194 ], [ %747, %if.end213 ]
  %723 = icmp slt i32 %i7210, 4
  br i1 %723, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %724 = sext i32 %N to i64
  %725 = icmp slt i64 %724, 0
  %726 = sext i32 %N to i64
  %727 = icmp sgt i64 %726, 512
  %728 = sext i32 %N to i64
  %729 = select i1 %727, i64 512, i64 %728
  %730 = select i1 %725, i64 0, i64 %729
  %tl_hi7 = trunc i64 %730 to i32
  %731 = mul i32 %bx, 4
  %732 = sext i32 %731 to i64
  %733 = sext i32 %i7210 to i64
  %734 = add i64 %732, %733
  %735 = icmp sle i64 0, %734
  %736 = mul i32 %bx, 4
  %737 = sext i32 %736 to i64
  %738 = sext i32 %i7210 to i64
  %739 = add i64 %737, %738
  %740 = sext i32 %M to i64
  %741 = icmp slt i64 %739, %740
  %742 = and i1 %735, %741
  br i1 %742, label %if.then211, label %if.else212

for.end209:                                       ; preds = %for.cond207
  br label %if.end195

if.then211:                                       ; preds = %for.body208
  %743 = sext i32 %M to i64
  %744 = sext i32 %N to i64
  %745 = mul i64 %743, %744
  %746 = icmp sge i64 %745, 8388608
  br i1 %746, label %if.then214, label %if.else215

if.else212:                                       ; preds = %for.body208
  br label %if.end213

if.end213:                                        ; preds = %if.else212, %if.end216
  %747 = add nsw i32 %i7210, 1
  br label %for.cond207, !llvm.loop !48

if.then214:                                       ; preds = %if.then211
  %748 = sext i32 %tl_hi7 to i64
  %749 = mul i32 %bx, 4
  %750 = add i32 %749, %i7210
  %751 = sext i32 %750 to i64
  %752 = sext i32 %N to i64
  %753 = mul nsw i64 %751, %752
  %754 = add nsw i64 %753, 0
  %755 = getelementptr inbounds float, ptr %Y, i64 %754
  %756 = sext i32 %i7210 to i64
  %757 = mul nsw i64 %756, 512
  %758 = add nsw i64 %757, 0
  %759 = getelementptr inbounds float, ptr %X_f, i64 %758
  %760 = mul i64 %748, 4
  call void @tilec_rt_stream(ptr %755, ptr %759, i64 %760)
  br label %if.end216

if.else215:                                       ; preds = %if.then211
  br label %for.cond217

if.end216:                                        ; preds = %for.end219, %if.then214
  br label %if.end213

for.cond217:                                      ; preds = %for.body218, %if.else215
  %j2220 = phi i32 [ 0, %if.else215 ], [ %776, %for.body218 ]
  %761 = icmp slt i32 %j2220, %tl_hi7
  br i1 %761, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %762 = sext i32 %i7210 to i64
  %763 = mul nsw i64 %762, 512
  %764 = sext i32 %j2220 to i64
  %765 = add nsw i64 %763, %764
  %766 = getelementptr inbounds float, ptr %X_f, i64 %765
  %767 = load float, ptr %766, align 4
  %768 = mul i32 %bx, 4
  %769 = add i32 %768, %i7210
  %770 = sext i32 %769 to i64
  %771 = sext i32 %N to i64
  %772 = mul nsw i64 %770, %771
  %773 = sext i32 %j2220 to i64
  %774 = add nsw i64 %772, %773
  %775 = getelementptr inbounds float, ptr %Y, i64 %774
  store float %767, ptr %775, align 4
  %776 = add nsw i32 %j2220, 1
  br label %for.cond217, !llvm.loop !49

for.end219:                                       ; preds = %for.cond217
  br label %if.end216

if.then221:                                       ; preds = %if.else108
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %777 = sext i32 %N to i64
  %778 = icmp sle i64 4096, %777
  br i1 %778, label %if.then224, label %if.else225

if.else222:                                       ; preds = %if.else108
  br label %for.cond362

if.end223:                                        ; preds = %for.end437, %for.end358
  br label %if.end109

if.then224:                                       ; preds = %if.then221
  br label %for.cond227

if.else225:                                       ; preds = %if.then221
  %779 = sext i32 %N to i64
  %780 = icmp slt i64 %779, 0
  %781 = sext i32 %N to i64
  %782 = icmp sgt i64 %781, 4096
  %783 = sext i32 %N to i64
  %784 = select i1 %782, i64 4096, i64 %783
  %785 = select i1 %780, i64 0, i64 %784
  %tl_hi8 = trunc i64 %785 to i32
  br label %for.cond230

if.end226:                                        ; preds = %for.end232, %for.end229
  %786 = sext i32 %N to i64
  %787 = icmp slt i64 %786, 0
  %788 = sext i32 %N to i64
  %789 = icmp sgt i64 %788, 4096
  %790 = sext i32 %N to i64
  %791 = select i1 %789, i64 4096, i64 %790
  %792 = select i1 %787, i64 0, i64 %791
  %tl_pad_from18 = trunc i64 %792 to i32
  %tl_pad_n20 = sub i32 4096, %tl_pad_from18
  br label %for.cond234

for.cond227:                                      ; preds = %for.body228, %if.then224
  %i9 = phi i32 [ 0, %if.then224 ], [ %799, %for.body228 ]
  %793 = icmp slt i32 %i9, 4096
  br i1 %793, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %794 = sext i32 %i9 to i64
  %795 = getelementptr inbounds float, ptr %W, i64 %794
  %796 = load float, ptr %795, align 4
  %797 = sext i32 %i9 to i64
  %798 = getelementptr inbounds float, ptr %W_r, i64 %797
  store float %796, ptr %798, align 4
  %799 = add nsw i32 %i9, 1
  br label %for.cond227, !llvm.loop !50

for.end229:                                       ; preds = %for.cond227
  br label %if.end226

for.cond230:                                      ; preds = %for.body231, %if.else225
  %i9233 = phi i32 [ 0, %if.else225 ], [ %806, %for.body231 ]
  %800 = icmp slt i32 %i9233, %tl_hi8
  br i1 %800, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %801 = sext i32 %i9233 to i64
  %802 = getelementptr inbounds float, ptr %W, i64 %801
  %803 = load float, ptr %802, align 4
  %804 = sext i32 %i9233 to i64
  %805 = getelementptr inbounds float, ptr %W_r, i64 %804
  store float %803, ptr %805, align 4
  %806 = add nsw i32 %i9233, 1
  br label %for.cond230, !llvm.loop !51

for.end232:                                       ; preds = %for.cond230
  br label %if.end226

for.cond234:                                      ; preds = %for.body235, %if.end226
  %tl_pad_k21 = phi i32 [ 0, %if.end226 ], [ %811, %for.body235 ]
  %807 = icmp slt i32 %tl_pad_k21, %tl_pad_n20
  br i1 %807, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %808 = add i32 %tl_pad_from18, %tl_pad_k21
  %809 = sext i32 %808 to i64
  %810 = getelementptr inbounds float, ptr %W_r, i64 %809
  store float 0.000000e+00, ptr %810, align 4
  %811 = add nsw i32 %tl_pad_k21, 1
  br label %for.cond234, !llvm.loop !52

for.end236:                                       ; preds = %for.cond234
  br label %for.cond237

for.cond237:                                      ; preds = %if.end324, %for.end236
  %r = phi i32 [ 0, %for.end236 ], [ %1155, %if.end324 ]
  %812 = icmp slt i32 %r, 4
  br i1 %812, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %813 = mul i32 %bx, 4
  %814 = add i32 %813, %r
  %815 = icmp sle i32 0, %814
  %816 = mul i32 %bx, 4
  %817 = add i32 %816, %r
  %818 = sext i32 %817 to i64
  %819 = add i64 %818, 1
  %820 = sext i32 %M to i64
  %821 = icmp sle i64 %819, %820
  %822 = and i1 %815, %821
  %823 = sext i32 %N to i64
  %824 = icmp sle i64 4096, %823
  %825 = and i1 %822, %824
  br i1 %825, label %if.then240, label %if.else241

for.end239:                                       ; preds = %for.cond237
  br label %for.cond350

if.then240:                                       ; preds = %for.body238
  br label %for.cond243

if.else241:                                       ; preds = %for.body238
  br label %for.cond256

if.end242:                                        ; preds = %for.end258, %for.end245
  br label %for.cond271

for.cond243:                                      ; preds = %for.end255, %if.then240
  %i9246 = phi i32 [ 0, %if.then240 ], [ %859, %for.end255 ]
  %826 = icmp slt i32 %i9246, 1
  br i1 %826, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %827 = add i32 %r, 1
  %828 = icmp slt i32 %827, 4
  br i1 %828, label %if.then247, label %if.else248

for.end245:                                       ; preds = %for.cond243
  br label %if.end242

if.then247:                                       ; preds = %for.body244
  br label %for.cond250

if.else248:                                       ; preds = %for.body244
  br label %if.end249

if.end249:                                        ; preds = %if.else248, %for.end252
  br label %for.cond253

for.cond250:                                      ; preds = %for.body251, %if.then247
  %pf = phi i32 [ 0, %if.then247 ], [ %841, %for.body251 ]
  %829 = icmp slt i32 %pf, 256
  br i1 %829, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %830 = mul i32 %bx, 4
  %831 = add i32 %r, 1
  %832 = add i32 %830, %831
  %833 = add i32 %832, %i9246
  %834 = sext i32 %833 to i64
  %835 = sext i32 %N to i64
  %836 = mul i64 %834, %835
  %837 = mul i32 %pf, 16
  %838 = sext i32 %837 to i64
  %839 = add i64 %836, %838
  %840 = getelementptr float, ptr %X, i64 %839
  call void @llvm.prefetch.p0(ptr %840, i32 0, i32 0, i32 1)
  %841 = add nsw i32 %pf, 1
  br label %for.cond250, !llvm.loop !53

for.end252:                                       ; preds = %for.cond250
  br label %if.end249

for.cond253:                                      ; preds = %for.body254, %if.end249
  %j3 = phi i32 [ 0, %if.end249 ], [ %858, %for.body254 ]
  %842 = icmp slt i32 %j3, 4096
  br i1 %842, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %843 = mul i32 %bx, 4
  %844 = add i32 %843, %r
  %845 = add i32 %844, %i9246
  %846 = sext i32 %845 to i64
  %847 = sext i32 %N to i64
  %848 = mul nsw i64 %846, %847
  %849 = sext i32 %j3 to i64
  %850 = add nsw i64 %848, %849
  %851 = getelementptr inbounds float, ptr %X, i64 %850
  %852 = load float, ptr %851, align 4
  %853 = sext i32 %i9246 to i64
  %854 = mul nsw i64 %853, 4096
  %855 = sext i32 %j3 to i64
  %856 = add nsw i64 %854, %855
  %857 = getelementptr inbounds float, ptr %X_r, i64 %856
  store float %852, ptr %857, align 4
  %858 = add nsw i32 %j3, 1
  br label %for.cond253, !llvm.loop !54

for.end255:                                       ; preds = %for.cond253
  %859 = add nsw i32 %i9246, 1
  br label %for.cond243, !llvm.loop !55

for.cond256:                                      ; preds = %if.end262, %if.else241
  %i9259 = phi i32 [ 0, %if.else241 ], [ %882, %if.end262 ]
  %860 = icmp slt i32 %i9259, 1
  br i1 %860, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %861 = sext i32 %N to i64
  %862 = icmp slt i64 %861, 0
  %863 = sext i32 %N to i64
  %864 = icmp sgt i64 %863, 4096
  %865 = sext i32 %N to i64
  %866 = select i1 %864, i64 4096, i64 %865
  %867 = select i1 %862, i64 0, i64 %866
  %tl_hi9 = trunc i64 %867 to i32
  %868 = mul i32 %bx, 4
  %869 = add i32 %868, %r
  %870 = sext i32 %869 to i64
  %871 = sext i32 %i9259 to i64
  %872 = add i64 %870, %871
  %873 = icmp sle i64 0, %872
  %874 = mul i32 %bx, 4
  %875 = add i32 %874, %r
  %876 = sext i32 %875 to i64
  %877 = sext i32 %i9259 to i64
  %878 = add i64 %876, %877
  %879 = sext i32 %M to i64
  %880 = icmp slt i64 %878, %879
  %881 = and i1 %873, %880
  br i1 %881, label %if.then260, label %if.else261

for.end258:                                       ; preds = %for.cond256
  br label %if.end242

if.then260:                                       ; preds = %for.body257
  br label %for.cond263

if.else261:                                       ; preds = %for.body257
  br label %for.cond267

if.end262:                                        ; preds = %for.end269, %for.end265
  %882 = add nsw i32 %i9259, 1
  br label %for.cond256, !llvm.loop !56

for.cond263:                                      ; preds = %for.body264, %if.then260
  %j3266 = phi i32 [ 0, %if.then260 ], [ %899, %for.body264 ]
  %883 = icmp slt i32 %j3266, %tl_hi9
  br i1 %883, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %884 = mul i32 %bx, 4
  %885 = add i32 %884, %r
  %886 = add i32 %885, %i9259
  %887 = sext i32 %886 to i64
  %888 = sext i32 %N to i64
  %889 = mul nsw i64 %887, %888
  %890 = sext i32 %j3266 to i64
  %891 = add nsw i64 %889, %890
  %892 = getelementptr inbounds float, ptr %X, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = sext i32 %i9259 to i64
  %895 = mul nsw i64 %894, 4096
  %896 = sext i32 %j3266 to i64
  %897 = add nsw i64 %895, %896
  %898 = getelementptr inbounds float, ptr %X_r, i64 %897
  store float %893, ptr %898, align 4
  %899 = add nsw i32 %j3266, 1
  br label %for.cond263, !llvm.loop !57

for.end265:                                       ; preds = %for.cond263
  br label %if.end262

for.cond267:                                      ; preds = %for.body268, %if.else261
  %j3270 = phi i32 [ 0, %if.else261 ], [ %906, %for.body268 ]
  %900 = icmp slt i32 %j3270, %tl_hi9
  br i1 %900, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %901 = sext i32 %i9259 to i64
  %902 = mul nsw i64 %901, 4096
  %903 = sext i32 %j3270 to i64
  %904 = add nsw i64 %902, %903
  %905 = getelementptr inbounds float, ptr %X_r, i64 %904
  store float 0.000000e+00, ptr %905, align 4
  %906 = add nsw i32 %j3270, 1
  br label %for.cond267, !llvm.loop !58

for.end269:                                       ; preds = %for.cond267
  br label %if.end262

for.cond271:                                      ; preds = %for.end277, %if.end242
  %i274 = phi i32 [ 0, %if.end242 ], [ %935, %for.end277 ]
  %907 = icmp slt i32 %i274, 1
  br i1 %907, label %for.body272, label %for.end273

for.body272:                                      ; preds = %for.cond271
  %908 = sext i32 %N to i64
  %909 = icmp slt i64 %908, 0
  %910 = sext i32 %N to i64
  %911 = icmp sgt i64 %910, 4096
  %912 = sext i32 %N to i64
  %913 = select i1 %911, i64 4096, i64 %912
  %914 = select i1 %909, i64 0, i64 %913
  %tl_hi10 = trunc i64 %914 to i32
  br label %for.cond275

for.end273:                                       ; preds = %for.cond271
  br label %for.cond279

for.cond275:                                      ; preds = %for.body276, %for.body272
  %j278 = phi i32 [ 0, %for.body272 ], [ %934, %for.body276 ]
  %915 = icmp slt i32 %j278, %tl_hi10
  br i1 %915, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %916 = sext i32 %i274 to i64
  %917 = mul nsw i64 %916, 4096
  %918 = sext i32 %j278 to i64
  %919 = add nsw i64 %917, %918
  %920 = getelementptr inbounds float, ptr %X_r, i64 %919
  %921 = load float, ptr %920, align 4
  %922 = sext i32 %i274 to i64
  %923 = mul nsw i64 %922, 4096
  %924 = sext i32 %j278 to i64
  %925 = add nsw i64 %923, %924
  %926 = getelementptr inbounds float, ptr %X_r, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = fmul float %921, %927
  %929 = sext i32 %i274 to i64
  %930 = mul nsw i64 %929, 4096
  %931 = sext i32 %j278 to i64
  %932 = add nsw i64 %930, %931
  %933 = getelementptr inbounds float, ptr %sq_r, i64 %932
  store float %928, ptr %933, align 4
  %934 = add nsw i32 %j278, 1
  br label %for.cond275, !llvm.loop !59

for.end277:                                       ; preds = %for.cond275
  %935 = add nsw i32 %i274, 1
  br label %for.cond271, !llvm.loop !60

for.cond279:                                      ; preds = %for.end312, %for.end273
  %i3 = phi i32 [ 0, %for.end273 ], [ %1105, %for.end312 ]
  %936 = icmp slt i32 %i3, 1
  br i1 %936, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  br label %for.cond282

for.end281:                                       ; preds = %for.cond279
  br label %for.cond314

for.cond282:                                      ; preds = %for.end287, %for.body280
  %tl_r22 = phi i32 [ 0, %for.body280 ], [ %1011, %for.end287 ]
  %937 = icmp slt i32 %tl_r22, 1
  br i1 %937, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %938 = sext i32 %N to i64
  %939 = icmp slt i64 %938, 0
  %940 = sext i32 %N to i64
  %941 = icmp sgt i64 %940, 4096
  %942 = sext i32 %N to i64
  %943 = select i1 %941, i64 4096, i64 %942
  %944 = select i1 %939, i64 0, i64 %943
  %tl_pad_from23 = trunc i64 %944 to i32
  %945 = sext i32 %N to i64
  %946 = icmp slt i64 %945, 0
  %947 = sext i32 %N to i64
  %948 = icmp sgt i64 %947, 4096
  %949 = sext i32 %N to i64
  %950 = select i1 %948, i64 4096, i64 %949
  %951 = select i1 %946, i64 0, i64 %950
  %952 = trunc i64 %951 to i32
  %953 = add i32 %952, 31
  %954 = sdiv i32 %953, 32
  %955 = sub i32 0, %953
  %956 = select i1 false, i32 %955, i32 %954
  %957 = mul i32 %956, 32
  %958 = icmp slt i32 %957, 32
  %959 = sext i32 %N to i64
  %960 = icmp slt i64 %959, 0
  %961 = sext i32 %N to i64
  %962 = icmp sgt i64 %961, 4096
  %963 = sext i32 %N to i64
  %964 = select i1 %962, i64 4096, i64 %963
  %965 = select i1 %960, i64 0, i64 %964
  %966 = trunc i64 %965 to i32
  %967 = add i32 %966, 31
  %968 = sdiv i32 %967, 32
  %969 = sub i32 0, %967
  %970 = select i1 false, i32 %969, i32 %968
  %971 = mul i32 %970, 32
  %972 = select i1 %958, i32 32, i32 %971
  %973 = icmp slt i32 %972, 4096
  %974 = sext i32 %N to i64
  %975 = icmp slt i64 %974, 0
  %976 = sext i32 %N to i64
  %977 = icmp sgt i64 %976, 4096
  %978 = sext i32 %N to i64
  %979 = select i1 %977, i64 4096, i64 %978
  %980 = select i1 %975, i64 0, i64 %979
  %981 = trunc i64 %980 to i32
  %982 = add i32 %981, 31
  %983 = sdiv i32 %982, 32
  %984 = sub i32 0, %982
  %985 = select i1 false, i32 %984, i32 %983
  %986 = mul i32 %985, 32
  %987 = icmp slt i32 %986, 32
  %988 = sext i32 %N to i64
  %989 = icmp slt i64 %988, 0
  %990 = sext i32 %N to i64
  %991 = icmp sgt i64 %990, 4096
  %992 = sext i32 %N to i64
  %993 = select i1 %991, i64 4096, i64 %992
  %994 = select i1 %989, i64 0, i64 %993
  %995 = trunc i64 %994 to i32
  %996 = add i32 %995, 31
  %997 = sdiv i32 %996, 32
  %998 = sub i32 0, %996
  %999 = select i1 false, i32 %998, i32 %997
  %1000 = mul i32 %999, 32
  %1001 = select i1 %987, i32 32, i32 %1000
  %1002 = select i1 %973, i32 %1001, i32 4096
  %tl_pad_n25 = sub i32 %1002, %tl_pad_from23
  br label %for.cond285

for.end284:                                       ; preds = %for.cond282
  br label %for.cond288

for.cond285:                                      ; preds = %for.body286, %for.body283
  %tl_pad_k26 = phi i32 [ 0, %for.body283 ], [ %1010, %for.body286 ]
  %1003 = icmp slt i32 %tl_pad_k26, %tl_pad_n25
  br i1 %1003, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1004 = sext i32 %tl_r22 to i64
  %1005 = mul nsw i64 %1004, 4096
  %1006 = add i32 %tl_pad_from23, %tl_pad_k26
  %1007 = sext i32 %1006 to i64
  %1008 = add nsw i64 %1005, %1007
  %1009 = getelementptr inbounds float, ptr %sq_r, i64 %1008
  store float 0.000000e+00, ptr %1009, align 4
  %1010 = add nsw i32 %tl_pad_k26, 1
  br label %for.cond285, !llvm.loop !61

for.end287:                                       ; preds = %for.cond285
  %1011 = add nsw i32 %tl_r22, 1
  br label %for.cond282, !llvm.loop !62

for.cond288:                                      ; preds = %for.body289, %for.end284
  %lane2 = phi i32 [ 0, %for.end284 ], [ %1021, %for.body289 ]
  %1012 = icmp slt i32 %lane2, 32
  br i1 %1012, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1013 = sext i32 %i3 to i64
  %1014 = mul nsw i64 %1013, 4096
  %1015 = sext i32 %lane2 to i64
  %1016 = add nsw i64 %1014, %1015
  %1017 = getelementptr inbounds float, ptr %sq_r, i64 %1016
  %1018 = load float, ptr %1017, align 4
  %1019 = sext i32 %lane2 to i64
  %1020 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1019
  store float %1018, ptr %1020, align 4
  %1021 = add nsw i32 %lane2, 1
  br label %for.cond288, !llvm.loop !63

for.end290:                                       ; preds = %for.cond288
  %1022 = sext i32 %N to i64
  %1023 = icmp slt i64 %1022, 0
  %1024 = sext i32 %N to i64
  %1025 = icmp sgt i64 %1024, 4096
  %1026 = sext i32 %N to i64
  %1027 = select i1 %1025, i64 4096, i64 %1026
  %1028 = select i1 %1023, i64 0, i64 %1027
  %1029 = trunc i64 %1028 to i32
  %1030 = add i32 %1029, 31
  %1031 = sdiv i32 %1030, 32
  %1032 = sub i32 0, %1030
  %1033 = select i1 false, i32 %1032, i32 %1031
  %1034 = sub i32 %1033, 1
  %1035 = icmp slt i32 %1034, 0
  %1036 = sext i32 %N to i64
  %1037 = icmp slt i64 %1036, 0
  %1038 = sext i32 %N to i64
  %1039 = icmp sgt i64 %1038, 4096
  %1040 = sext i32 %N to i64
  %1041 = select i1 %1039, i64 4096, i64 %1040
  %1042 = select i1 %1037, i64 0, i64 %1041
  %1043 = trunc i64 %1042 to i32
  %1044 = add i32 %1043, 31
  %1045 = sdiv i32 %1044, 32
  %1046 = sub i32 0, %1044
  %1047 = select i1 false, i32 %1046, i32 %1045
  %1048 = sub i32 %1047, 1
  %1049 = select i1 %1035, i32 0, i32 %1048
  %tl_steps28 = select i1 true, i32 %1049, i32 127
  %1050 = icmp eq i32 %tl_steps28, 127
  br i1 %1050, label %if.then291, label %if.else292

if.then291:                                       ; preds = %for.end290
  br label %for.cond294

if.else292:                                       ; preds = %for.end290
  br label %if.end293

if.end293:                                        ; preds = %if.else292, %for.end296
  br label %for.cond300

for.cond294:                                      ; preds = %for.end299, %if.then291
  %tl_r29 = phi i32 [ 0, %if.then291 ], [ %1067, %for.end299 ]
  %1051 = icmp slt i32 %tl_r29, 1
  br i1 %1051, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %1052 = sext i32 %N to i64
  %1053 = icmp slt i64 %1052, 0
  %1054 = sext i32 %N to i64
  %1055 = icmp sgt i64 %1054, 4096
  %1056 = sext i32 %N to i64
  %1057 = select i1 %1055, i64 4096, i64 %1056
  %1058 = select i1 %1053, i64 0, i64 %1057
  %tl_pad_from30 = trunc i64 %1058 to i32
  %tl_pad_n32 = sub i32 4096, %tl_pad_from30
  br label %for.cond297

for.end296:                                       ; preds = %for.cond294
  br label %if.end293

for.cond297:                                      ; preds = %for.body298, %for.body295
  %tl_pad_k33 = phi i32 [ 0, %for.body295 ], [ %1066, %for.body298 ]
  %1059 = icmp slt i32 %tl_pad_k33, %tl_pad_n32
  br i1 %1059, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1060 = sext i32 %tl_r29 to i64
  %1061 = mul nsw i64 %1060, 4096
  %1062 = add i32 %tl_pad_from30, %tl_pad_k33
  %1063 = sext i32 %1062 to i64
  %1064 = add nsw i64 %1061, %1063
  %1065 = getelementptr inbounds float, ptr %sq_r, i64 %1064
  store float 0.000000e+00, ptr %1065, align 4
  %1066 = add nsw i32 %tl_pad_k33, 1
  br label %for.cond297, !llvm.loop !64

for.end299:                                       ; preds = %for.cond297
  %1067 = add nsw i32 %tl_r29, 1
  br label %for.cond294, !llvm.loop !65

for.cond300:                                      ; preds = %for.end305, %if.end293
  %red2 = phi i32 [ 0, %if.end293 ], [ %1087, %for.end305 ]
  %1068 = icmp slt i32 %red2, %tl_steps28
  br i1 %1068, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  br label %for.cond303

for.end302:                                       ; preds = %for.cond300
  %1069 = icmp slt i32 %tl_steps28, 127
  br i1 %1069, label %if.then307, label %if.else308

for.cond303:                                      ; preds = %for.body304, %for.body301
  %lane2306 = phi i32 [ 0, %for.body301 ], [ %1086, %for.body304 ]
  %1070 = icmp slt i32 %lane2306, 32
  br i1 %1070, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1071 = sext i32 %lane2306 to i64
  %1072 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1071
  %1073 = load float, ptr %1072, align 4
  %1074 = sext i32 %i3 to i64
  %1075 = mul nsw i64 %1074, 4096
  %1076 = add i32 %red2, 1
  %1077 = mul i32 %1076, 32
  %1078 = add i32 %1077, %lane2306
  %1079 = sext i32 %1078 to i64
  %1080 = add nsw i64 %1075, %1079
  %1081 = getelementptr inbounds float, ptr %sq_r, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = fadd float %1073, %1082
  %1084 = sext i32 %lane2306 to i64
  %1085 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1084
  store float %1083, ptr %1085, align 4
  %1086 = add nsw i32 %lane2306, 1
  br label %for.cond303, !llvm.loop !66

for.end305:                                       ; preds = %for.cond303
  %1087 = add nsw i32 %red2, 1
  br label %for.cond300, !llvm.loop !67

if.then307:                                       ; preds = %for.end302
  %1088 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1089 = load float, ptr %1088, align 4
  %1090 = fadd float %1089, 0.000000e+00
  %1091 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1090, ptr %1091, align 4
  br label %if.end309

if.else308:                                       ; preds = %for.end302
  br label %if.end309

if.end309:                                        ; preds = %if.else308, %if.then307
  %1092 = sext i32 %i3 to i64
  %1093 = getelementptr inbounds float, ptr %ss_r, i64 %1092
  store float 0.000000e+00, ptr %1093, align 4
  br label %for.cond310

for.cond310:                                      ; preds = %for.body311, %if.end309
  %lane2313 = phi i32 [ 0, %if.end309 ], [ %1104, %for.body311 ]
  %1094 = icmp slt i32 %lane2313, 32
  br i1 %1094, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1095 = sext i32 %i3 to i64
  %1096 = getelementptr inbounds float, ptr %ss_r, i64 %1095
  %1097 = load float, ptr %1096, align 4
  %1098 = sext i32 %lane2313 to i64
  %1099 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1098
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd float %1097, %1100
  %1102 = sext i32 %i3 to i64
  %1103 = getelementptr inbounds float, ptr %ss_r, i64 %1102
  store float %1101, ptr %1103, align 4
  %1104 = add nsw i32 %lane2313, 1
  br label %for.cond310, !llvm.loop !68

for.end312:                                       ; preds = %for.cond310
  %1105 = add nsw i32 %i3, 1
  br label %for.cond279, !llvm.loop !69

for.cond314:                                      ; preds = %for.end320, %for.end281
  %i317 = phi i32 [ 0, %for.end281 ], [ %1154, %for.end320 ]
  %1106 = icmp slt i32 %i317, 1
  br i1 %1106, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1107 = sext i32 %N to i64
  %1108 = icmp slt i64 %1107, 0
  %1109 = sext i32 %N to i64
  %1110 = icmp sgt i64 %1109, 4096
  %1111 = sext i32 %N to i64
  %1112 = select i1 %1110, i64 4096, i64 %1111
  %1113 = select i1 %1108, i64 0, i64 %1112
  %tl_cols34 = trunc i64 %1113 to i32
  br label %for.cond318

for.end316:                                       ; preds = %for.cond314
  %1114 = mul i32 %bx, 4
  %1115 = add i32 %1114, %r
  %1116 = icmp sle i32 0, %1115
  %1117 = mul i32 %bx, 4
  %1118 = add i32 %1117, %r
  %1119 = sext i32 %1118 to i64
  %1120 = add i64 %1119, 1
  %1121 = sext i32 %M to i64
  %1122 = icmp sle i64 %1120, %1121
  %1123 = and i1 %1116, %1122
  %1124 = sext i32 %N to i64
  %1125 = icmp sle i64 4096, %1124
  %1126 = and i1 %1123, %1125
  br i1 %1126, label %if.then322, label %if.else323

for.cond318:                                      ; preds = %for.body319, %for.body315
  %j321 = phi i32 [ 0, %for.body315 ], [ %1153, %for.body319 ]
  %1127 = icmp slt i32 %j321, %tl_cols34
  br i1 %1127, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1128 = sext i32 %i317 to i64
  %1129 = mul nsw i64 %1128, 4096
  %1130 = sext i32 %j321 to i64
  %1131 = add nsw i64 %1129, %1130
  %1132 = getelementptr inbounds float, ptr %X_r, i64 %1131
  %1133 = load float, ptr %1132, align 4
  %1134 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1135 = load float, ptr %1134, align 4
  %1136 = sitofp i32 %N to float
  %1137 = fdiv float %1135, %1136
  %1138 = fadd float %1137, 0x3EB0C6F7A0000000
  %1139 = fpext float %1138 to double
  %1140 = call double @llvm.sqrt.f64(double %1139)
  %1141 = fdiv double 1.000000e+00, %1140
  %1142 = fptrunc double %1141 to float
  %1143 = fmul float %1133, %1142
  %1144 = sext i32 %j321 to i64
  %1145 = getelementptr inbounds float, ptr %W_r, i64 %1144
  %1146 = load float, ptr %1145, align 4
  %1147 = fmul float %1143, %1146
  %1148 = sext i32 %i317 to i64
  %1149 = mul nsw i64 %1148, 4096
  %1150 = sext i32 %j321 to i64
  %1151 = add nsw i64 %1149, %1150
  %1152 = getelementptr inbounds float, ptr %X_r, i64 %1151
  store float %1147, ptr %1152, align 4
  %1153 = add nsw i32 %j321, 1
  br label %for.cond318, !llvm.loop !70

for.end320:                                       ; preds = %for.cond318
  %1154 = add nsw i32 %i317, 1
  br label %for.cond314, !llvm.loop !71

if.then322:                                       ; preds = %for.end316
  br label %for.cond325

if.else323:                                       ; preds = %for.end316
  br label %for.cond336

if.end324:                                        ; preds = %for.end338, %for.end327
  %1155 = add nsw i32 %r, 1
  br label %for.cond237, !llvm.loop !72

for.cond325:                                      ; preds = %if.end331, %if.then322
  %i9328 = phi i32 [ 0, %if.then322 ], [ %1173, %if.end331 ]
  %1156 = icmp slt i32 %i9328, 1
  br i1 %1156, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %1157 = sext i32 %M to i64
  %1158 = sext i32 %N to i64
  %1159 = mul i64 %1157, %1158
  %1160 = icmp sge i64 %1159, 8388608
  br i1 %1160, label %if.then329, label %if.else330

for.end327:                                       ; preds = %for.cond325
  br label %if.end324

if.then329:                                       ; preds = %for.body326
  %1161 = mul i32 %bx, 4
  %1162 = add i32 %1161, %r
  %1163 = add i32 %1162, %i9328
  %1164 = sext i32 %1163 to i64
  %1165 = sext i32 %N to i64
  %1166 = mul nsw i64 %1164, %1165
  %1167 = add nsw i64 %1166, 0
  %1168 = getelementptr inbounds float, ptr %Y, i64 %1167
  %1169 = sext i32 %i9328 to i64
  %1170 = mul nsw i64 %1169, 4096
  %1171 = add nsw i64 %1170, 0
  %1172 = getelementptr inbounds float, ptr %X_r, i64 %1171
  call void @tilec_rt_stream(ptr %1168, ptr %1172, i64 16384)
  br label %if.end331

if.else330:                                       ; preds = %for.body326
  br label %for.cond332

if.end331:                                        ; preds = %for.end334, %if.then329
  %1173 = add nsw i32 %i9328, 1
  br label %for.cond325, !llvm.loop !73

for.cond332:                                      ; preds = %for.body333, %if.else330
  %j3335 = phi i32 [ 0, %if.else330 ], [ %1190, %for.body333 ]
  %1174 = icmp slt i32 %j3335, 4096
  br i1 %1174, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1175 = sext i32 %i9328 to i64
  %1176 = mul nsw i64 %1175, 4096
  %1177 = sext i32 %j3335 to i64
  %1178 = add nsw i64 %1176, %1177
  %1179 = getelementptr inbounds float, ptr %X_r, i64 %1178
  %1180 = load float, ptr %1179, align 4
  %1181 = mul i32 %bx, 4
  %1182 = add i32 %1181, %r
  %1183 = add i32 %1182, %i9328
  %1184 = sext i32 %1183 to i64
  %1185 = sext i32 %N to i64
  %1186 = mul nsw i64 %1184, %1185
  %1187 = sext i32 %j3335 to i64
  %1188 = add nsw i64 %1186, %1187
  %1189 = getelementptr inbounds float, ptr %Y, i64 %1188
  store float %1180, ptr %1189, align 4
  %1190 = add nsw i32 %j3335, 1
  br label %for.cond332, !llvm.loop !74

for.end334:                                       ; preds = %for.cond332
  br label %if.end331

for.cond336:                                      ; preds = %if.end342, %if.else323
  %i9339 = phi i32 [ 0, %if.else323 ], [ %1217, %if.end342 ]
  %1191 = icmp slt i32 %i9339, 1
  br i1 %1191, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1192 = sext i32 %N to i64
  %1193 = icmp slt i64 %1192, 0
  %1194 = sext i32 %N to i64
  %1195 = icmp sgt i64 %1194, 4096
  %1196 = sext i32 %N to i64
  %1197 = select i1 %1195, i64 4096, i64 %1196
  %1198 = select i1 %1193, i64 0, i64 %1197
  %tl_hi11 = trunc i64 %1198 to i32
  %1199 = mul i32 %bx, 4
  %1200 = add i32 %1199, %r
  %1201 = sext i32 %1200 to i64
  %1202 = sext i32 %i9339 to i64
  %1203 = add i64 %1201, %1202
  %1204 = icmp sle i64 0, %1203
  %1205 = mul i32 %bx, 4
  %1206 = add i32 %1205, %r
  %1207 = sext i32 %1206 to i64
  %1208 = sext i32 %i9339 to i64
  %1209 = add i64 %1207, %1208
  %1210 = sext i32 %M to i64
  %1211 = icmp slt i64 %1209, %1210
  %1212 = and i1 %1204, %1211
  br i1 %1212, label %if.then340, label %if.else341

for.end338:                                       ; preds = %for.cond336
  br label %if.end324

if.then340:                                       ; preds = %for.body337
  %1213 = sext i32 %M to i64
  %1214 = sext i32 %N to i64
  %1215 = mul i64 %1213, %1214
  %1216 = icmp sge i64 %1215, 8388608
  br i1 %1216, label %if.then343, label %if.else344

if.else341:                                       ; preds = %for.body337
  br label %if.end342

if.end342:                                        ; preds = %if.else341, %if.end345
  %1217 = add nsw i32 %i9339, 1
  br label %for.cond336, !llvm.loop !75

if.then343:                                       ; preds = %if.then340
  %1218 = sext i32 %tl_hi11 to i64
  %1219 = mul i32 %bx, 4
  %1220 = add i32 %1219, %r
  %1221 = add i32 %1220, %i9339
  %1222 = sext i32 %1221 to i64
  %1223 = sext i32 %N to i64
  %1224 = mul nsw i64 %1222, %1223
  %1225 = add nsw i64 %1224, 0
  %1226 = getelementptr inbounds float, ptr %Y, i64 %1225
  %1227 = sext i32 %i9339 to i64
  %1228 = mul nsw i64 %1227, 4096
  %1229 = add nsw i64 %1228, 0
  %1230 = getelementptr inbounds float, ptr %X_r, i64 %1229
  %1231 = mul i64 %1218, 4
  call void @tilec_rt_stream(ptr %1226, ptr %1230, i64 %1231)
  br label %if.end345

if.else344:                                       ; preds = %if.then340
  br label %for.cond346

if.end345:                                        ; preds = %for.end348, %if.then343
  br label %if.end342

for.cond346:                                      ; preds = %for.body347, %if.else344
  %j3349 = phi i32 [ 0, %if.else344 ], [ %1248, %for.body347 ]
  %1232 = icmp slt i32 %j3349, %tl_hi11
  br i1 %1232, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1233 = sext i32 %i9339 to i64
  %1234 = mul nsw i64 %1233, 4096
  %1235 = sext i32 %j3349 to i64
  %1236 = add nsw i64 %1234, %1235
  %1237 = getelementptr inbounds float, ptr %X_r, i64 %1236
  %1238 = load float, ptr %1237, align 4
  %1239 = mul i32 %bx, 4
  %1240 = add i32 %1239, %r
  %1241 = add i32 %1240, %i9339
  %1242 = sext i32 %1241 to i64
  %1243 = sext i32 %N to i64
  %1244 = mul nsw i64 %1242, %1243
  %1245 = sext i32 %j3349 to i64
  %1246 = add nsw i64 %1244, %1245
  %1247 = getelementptr inbounds float, ptr %Y, i64 %1246
  store float %1238, ptr %1247, align 4
  %1248 = add nsw i32 %j3349, 1
  br label %for.cond346, !llvm.loop !76

for.end348:                                       ; preds = %for.cond346
  br label %if.end345

for.cond350:                                      ; preds = %for.end355, %for.end239
  %tl_r36 = phi i32 [ 0, %for.end239 ], [ %1265, %for.end355 ]
  %1249 = icmp slt i32 %tl_r36, 1
  br i1 %1249, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1250 = sext i32 %N to i64
  %1251 = icmp slt i64 %1250, 0
  %1252 = sext i32 %N to i64
  %1253 = icmp sgt i64 %1252, 4096
  %1254 = sext i32 %N to i64
  %1255 = select i1 %1253, i64 4096, i64 %1254
  %1256 = select i1 %1251, i64 0, i64 %1255
  %tl_pad_from37 = trunc i64 %1256 to i32
  %tl_pad_n39 = sub i32 4096, %tl_pad_from37
  br label %for.cond353

for.end352:                                       ; preds = %for.cond350
  br label %for.cond356

for.cond353:                                      ; preds = %for.body354, %for.body351
  %tl_pad_k40 = phi i32 [ 0, %for.body351 ], [ %1264, %for.body354 ]
  %1257 = icmp slt i32 %tl_pad_k40, %tl_pad_n39
  br i1 %1257, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1258 = sext i32 %tl_r36 to i64
  %1259 = mul nsw i64 %1258, 4096
  %1260 = add i32 %tl_pad_from37, %tl_pad_k40
  %1261 = sext i32 %1260 to i64
  %1262 = add nsw i64 %1259, %1261
  %1263 = getelementptr inbounds float, ptr %sq_r, i64 %1262
  store float 0.000000e+00, ptr %1263, align 4
  %1264 = add nsw i32 %tl_pad_k40, 1
  br label %for.cond353, !llvm.loop !77

for.end355:                                       ; preds = %for.cond353
  %1265 = add nsw i32 %tl_r36, 1
  br label %for.cond350, !llvm.loop !78

for.cond356:                                      ; preds = %for.end361, %for.end352
  %tl_r41 = phi i32 [ 0, %for.end352 ], [ %1292, %for.end361 ]
  %1266 = icmp slt i32 %tl_r41, 1
  br i1 %1266, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1267 = sext i32 %N to i64
  %1268 = icmp slt i64 %1267, 0
  %1269 = sext i32 %N to i64
  %1270 = icmp sgt i64 %1269, 4096
  %1271 = sext i32 %N to i64
  %1272 = select i1 %1270, i64 4096, i64 %1271
  %1273 = select i1 %1268, i64 0, i64 %1272
  %tl_pad_from42 = trunc i64 %1273 to i32
  %1274 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1275 = load float, ptr %1274, align 4
  %1276 = sitofp i32 %N to float
  %1277 = fdiv float %1275, %1276
  %1278 = fadd float %1277, 0x3EB0C6F7A0000000
  %1279 = fpext float %1278 to double
  %1280 = call double @llvm.sqrt.f64(double %1279)
  %1281 = fdiv double 1.000000e+00, %1280
  %1282 = fptrunc double %1281 to float
  %1283 = fmul float 0.000000e+00, %1282
  %tl_pad_v43 = fmul float %1283, 0.000000e+00
  %tl_pad_n44 = sub i32 4096, %tl_pad_from42
  br label %for.cond359

for.end358:                                       ; preds = %for.cond356
  br label %if.end223

for.cond359:                                      ; preds = %for.body360, %for.body357
  %tl_pad_k45 = phi i32 [ 0, %for.body357 ], [ %1291, %for.body360 ]
  %1284 = icmp slt i32 %tl_pad_k45, %tl_pad_n44
  br i1 %1284, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1285 = sext i32 %tl_r41 to i64
  %1286 = mul nsw i64 %1285, 4096
  %1287 = add i32 %tl_pad_from42, %tl_pad_k45
  %1288 = sext i32 %1287 to i64
  %1289 = add nsw i64 %1286, %1288
  %1290 = getelementptr inbounds float, ptr %X_r, i64 %1289
  store float %tl_pad_v43, ptr %1290, align 4
  %1291 = add nsw i32 %tl_pad_k45, 1
  br label %for.cond359, !llvm.loop !79

for.end361:                                       ; preds = %for.cond359
  %1292 = add nsw i32 %tl_r41, 1
  br label %for.cond356, !llvm.loop !80

for.cond362:                                      ; preds = %for.body363, %if.else222
  %i10 = phi i32 [ 0, %if.else222 ], [ %1296, %for.body363 ]
  %1293 = icmp slt i32 %i10, 4
  br i1 %1293, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1294 = sext i32 %i10 to i64
  %1295 = getelementptr inbounds float, ptr %ss, i64 %1294
  store float 0.000000e+00, ptr %1295, align 4
  %1296 = add nsw i32 %i10, 1
  br label %for.cond362, !llvm.loop !81

for.end364:                                       ; preds = %for.cond362
  %1297 = sext i32 %N to i64
  %1298 = sdiv i64 %1297, 512
  %1299 = sub i64 0, %1297
  %1300 = select i1 false, i64 %1299, i64 %1298
  %1301 = srem i64 %1297, 512
  %1302 = icmp ne i64 %1301, 0
  %1303 = icmp slt i64 %1297, 0
  %1304 = icmp eq i1 %1303, false
  %1305 = and i1 %1302, %1304
  %1306 = zext i1 %1305 to i64
  %1307 = add i64 %1300, %1306
  %1308 = trunc i64 %1307 to i32
  br label %for.cond365

for.cond365:                                      ; preds = %for.end416, %for.end364
  %c = phi i32 [ 0, %for.end364 ], [ %1513, %for.end416 ]
  %1309 = icmp slt i32 %c, %1308
  br i1 %1309, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1310 = mul i32 %bx, 4
  %1311 = icmp sle i32 0, %1310
  %1312 = mul i32 %bx, 4
  %1313 = sext i32 %1312 to i64
  %1314 = add i64 %1313, 4
  %1315 = sext i32 %M to i64
  %1316 = icmp sle i64 %1314, %1315
  %1317 = and i1 %1311, %1316
  %1318 = mul i32 %c, 512
  %1319 = icmp sle i32 0, %1318
  %1320 = mul i32 %c, 512
  %1321 = sext i32 %1320 to i64
  %1322 = add i64 %1321, 512
  %1323 = sext i32 %N to i64
  %1324 = icmp sle i64 %1322, %1323
  %1325 = and i1 %1319, %1324
  %1326 = and i1 %1317, %1325
  br i1 %1326, label %if.then368, label %if.else369

for.end367:                                       ; preds = %for.cond365
  br label %for.cond431

if.then368:                                       ; preds = %for.body366
  br label %for.cond371

if.else369:                                       ; preds = %for.body366
  br label %for.cond384

if.end370:                                        ; preds = %for.end386, %for.end373
  br label %for.cond406

for.cond371:                                      ; preds = %for.end383, %if.then368
  %i10374 = phi i32 [ 0, %if.then368 ], [ %1374, %for.end383 ]
  %1327 = icmp slt i32 %i10374, 4
  br i1 %1327, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1328 = add i32 %c, 1
  %1329 = sext i32 %N to i64
  %1330 = sdiv i64 %1329, 512
  %1331 = sub i64 0, %1329
  %1332 = select i1 false, i64 %1331, i64 %1330
  %1333 = srem i64 %1329, 512
  %1334 = icmp ne i64 %1333, 0
  %1335 = icmp slt i64 %1329, 0
  %1336 = icmp eq i1 %1335, false
  %1337 = and i1 %1334, %1336
  %1338 = zext i1 %1337 to i64
  %1339 = add i64 %1332, %1338
  %1340 = trunc i64 %1339 to i32
  %1341 = icmp slt i32 %1328, %1340
  br i1 %1341, label %if.then375, label %if.else376

for.end373:                                       ; preds = %for.cond371
  br label %if.end370

if.then375:                                       ; preds = %for.body372
  br label %for.cond378

if.else376:                                       ; preds = %for.body372
  br label %if.end377

if.end377:                                        ; preds = %if.else376, %for.end380
  br label %for.cond381

for.cond378:                                      ; preds = %for.body379, %if.then375
  %pf1 = phi i32 [ 0, %if.then375 ], [ %1355, %for.body379 ]
  %1342 = icmp slt i32 %pf1, 32
  br i1 %1342, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1343 = mul i32 %bx, 4
  %1344 = add i32 %1343, %i10374
  %1345 = sext i32 %1344 to i64
  %1346 = sext i32 %N to i64
  %1347 = mul i64 %1345, %1346
  %1348 = add i32 %c, 1
  %1349 = mul i32 %1348, 512
  %1350 = mul i32 %pf1, 16
  %1351 = add i32 %1349, %1350
  %1352 = sext i32 %1351 to i64
  %1353 = add i64 %1347, %1352
  %1354 = getelementptr float, ptr %X, i64 %1353
  call void @llvm.prefetch.p0(ptr %1354, i32 0, i32 0, i32 1)
  %1355 = add nsw i32 %pf1, 1
  br label %for.cond378, !llvm.loop !82

for.end380:                                       ; preds = %for.cond378
  br label %if.end377

for.cond381:                                      ; preds = %for.body382, %if.end377
  %j4 = phi i32 [ 0, %if.end377 ], [ %1373, %for.body382 ]
  %1356 = icmp slt i32 %j4, 512
  br i1 %1356, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %1357 = mul i32 %bx, 4
  %1358 = add i32 %1357, %i10374
  %1359 = sext i32 %1358 to i64
  %1360 = sext i32 %N to i64
  %1361 = mul nsw i64 %1359, %1360
  %1362 = mul i32 %c, 512
  %1363 = add i32 %1362, %j4
  %1364 = sext i32 %1363 to i64
  %1365 = add nsw i64 %1361, %1364
  %1366 = getelementptr inbounds float, ptr %X, i64 %1365
  %1367 = load float, ptr %1366, align 4
  %1368 = sext i32 %i10374 to i64
  %1369 = mul nsw i64 %1368, 512
  %1370 = sext i32 %j4 to i64
  %1371 = add nsw i64 %1369, %1370
  %1372 = getelementptr inbounds float, ptr %X_f, i64 %1371
  store float %1367, ptr %1372, align 4
  %1373 = add nsw i32 %j4, 1
  br label %for.cond381, !llvm.loop !83

for.end383:                                       ; preds = %for.cond381
  %1374 = add nsw i32 %i10374, 1
  br label %for.cond371, !llvm.loop !84

for.cond384:                                      ; preds = %for.end404, %if.else369
  %i10387 = phi i32 [ 0, %if.else369 ], [ %1483, %for.end404 ]
  %1375 = icmp slt i32 %i10387, 4
  br i1 %1375, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1376 = mul i32 %c, 512
  %1377 = sext i32 %1376 to i64
  %1378 = sub i64 0, %1377
  %1379 = icmp slt i64 %1378, 0
  %1380 = mul i32 %c, 512
  %1381 = sext i32 %1380 to i64
  %1382 = sub i64 0, %1381
  %1383 = icmp sgt i64 %1382, 512
  %1384 = mul i32 %c, 512
  %1385 = sext i32 %1384 to i64
  %1386 = sub i64 0, %1385
  %1387 = select i1 %1383, i64 512, i64 %1386
  %1388 = select i1 %1379, i64 0, i64 %1387
  %tl_lo12 = trunc i64 %1388 to i32
  %1389 = sext i32 %N to i64
  %1390 = mul i32 %c, 512
  %1391 = sext i32 %1390 to i64
  %1392 = sub i64 %1389, %1391
  %1393 = icmp slt i64 %1392, 0
  %1394 = sext i32 %N to i64
  %1395 = mul i32 %c, 512
  %1396 = sext i32 %1395 to i64
  %1397 = sub i64 %1394, %1396
  %1398 = icmp sgt i64 %1397, 512
  %1399 = sext i32 %N to i64
  %1400 = mul i32 %c, 512
  %1401 = sext i32 %1400 to i64
  %1402 = sub i64 %1399, %1401
  %1403 = select i1 %1398, i64 512, i64 %1402
  %1404 = select i1 %1393, i64 0, i64 %1403
  %1405 = sext i32 %tl_lo12 to i64
  %1406 = icmp slt i64 %1404, %1405
  %1407 = sext i32 %tl_lo12 to i64
  %1408 = sext i32 %N to i64
  %1409 = mul i32 %c, 512
  %1410 = sext i32 %1409 to i64
  %1411 = sub i64 %1408, %1410
  %1412 = icmp slt i64 %1411, 0
  %1413 = sext i32 %N to i64
  %1414 = mul i32 %c, 512
  %1415 = sext i32 %1414 to i64
  %1416 = sub i64 %1413, %1415
  %1417 = icmp sgt i64 %1416, 512
  %1418 = sext i32 %N to i64
  %1419 = mul i32 %c, 512
  %1420 = sext i32 %1419 to i64
  %1421 = sub i64 %1418, %1420
  %1422 = select i1 %1417, i64 512, i64 %1421
  %1423 = select i1 %1412, i64 0, i64 %1422
  %1424 = select i1 %1406, i64 %1407, i64 %1423
  %tl_hi13 = trunc i64 %1424 to i32
  br label %for.cond388

for.end386:                                       ; preds = %for.cond384
  br label %if.end370

for.cond388:                                      ; preds = %for.body389, %for.body385
  %j4391 = phi i32 [ 0, %for.body385 ], [ %1431, %for.body389 ]
  %1425 = icmp slt i32 %j4391, %tl_lo12
  br i1 %1425, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1426 = sext i32 %i10387 to i64
  %1427 = mul nsw i64 %1426, 512
  %1428 = sext i32 %j4391 to i64
  %1429 = add nsw i64 %1427, %1428
  %1430 = getelementptr inbounds float, ptr %X_f, i64 %1429
  store float 0.000000e+00, ptr %1430, align 4
  %1431 = add nsw i32 %j4391, 1
  br label %for.cond388, !llvm.loop !85

for.end390:                                       ; preds = %for.cond388
  %1432 = mul i32 %bx, 4
  %1433 = sext i32 %1432 to i64
  %1434 = sext i32 %i10387 to i64
  %1435 = add i64 %1433, %1434
  %1436 = icmp sle i64 0, %1435
  %1437 = mul i32 %bx, 4
  %1438 = sext i32 %1437 to i64
  %1439 = sext i32 %i10387 to i64
  %1440 = add i64 %1438, %1439
  %1441 = sext i32 %M to i64
  %1442 = icmp slt i64 %1440, %1441
  %1443 = and i1 %1436, %1442
  br i1 %1443, label %if.then392, label %if.else393

if.then392:                                       ; preds = %for.end390
  %1444 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond395

if.else393:                                       ; preds = %for.end390
  %1445 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond398

if.end394:                                        ; preds = %for.end400, %for.end397
  %1446 = sub i32 512, %tl_hi13
  br label %for.cond402

for.cond395:                                      ; preds = %for.body396, %if.then392
  %j41 = phi i32 [ 0, %if.then392 ], [ %1466, %for.body396 ]
  %1447 = icmp slt i32 %j41, %1444
  br i1 %1447, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1448 = mul i32 %bx, 4
  %1449 = add i32 %1448, %i10387
  %1450 = sext i32 %1449 to i64
  %1451 = sext i32 %N to i64
  %1452 = mul nsw i64 %1450, %1451
  %1453 = mul i32 %c, 512
  %1454 = add i32 %tl_lo12, %j41
  %1455 = add i32 %1453, %1454
  %1456 = sext i32 %1455 to i64
  %1457 = add nsw i64 %1452, %1456
  %1458 = getelementptr inbounds float, ptr %X, i64 %1457
  %1459 = load float, ptr %1458, align 4
  %1460 = sext i32 %i10387 to i64
  %1461 = mul nsw i64 %1460, 512
  %1462 = add i32 %tl_lo12, %j41
  %1463 = sext i32 %1462 to i64
  %1464 = add nsw i64 %1461, %1463
  %1465 = getelementptr inbounds float, ptr %X_f, i64 %1464
  store float %1459, ptr %1465, align 4
  %1466 = add nsw i32 %j41, 1
  br label %for.cond395, !llvm.loop !86

for.end397:                                       ; preds = %for.cond395
  br label %if.end394

for.cond398:                                      ; preds = %for.body399, %if.else393
  %j41401 = phi i32 [ 0, %if.else393 ], [ %1474, %for.body399 ]
  %1467 = icmp slt i32 %j41401, %1445
  br i1 %1467, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %1468 = sext i32 %i10387 to i64
  %1469 = mul nsw i64 %1468, 512
  %1470 = add i32 %tl_lo12, %j41401
  %1471 = sext i32 %1470 to i64
  %1472 = add nsw i64 %1469, %1471
  %1473 = getelementptr inbounds float, ptr %X_f, i64 %1472
  store float 0.000000e+00, ptr %1473, align 4
  %1474 = add nsw i32 %j41401, 1
  br label %for.cond398, !llvm.loop !87

for.end400:                                       ; preds = %for.cond398
  br label %if.end394

for.cond402:                                      ; preds = %for.body403, %if.end394
  %j41405 = phi i32 [ 0, %if.end394 ], [ %1482, %for.body403 ]
  %1475 = icmp slt i32 %j41405, %1446
  br i1 %1475, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1476 = sext i32 %i10387 to i64
  %1477 = mul nsw i64 %1476, 512
  %1478 = add i32 %tl_hi13, %j41405
  %1479 = sext i32 %1478 to i64
  %1480 = add nsw i64 %1477, %1479
  %1481 = getelementptr inbounds float, ptr %X_f, i64 %1480
  store float 0.000000e+00, ptr %1481, align 4
  %1482 = add nsw i32 %j41405, 1
  br label %for.cond402, !llvm.loop !88

for.end404:                                       ; preds = %for.cond402
  %1483 = add nsw i32 %i10387, 1
  br label %for.cond384, !llvm.loop !89

for.cond406:                                      ; preds = %for.end412, %if.end370
  %i409 = phi i32 [ 0, %if.end370 ], [ %1511, %for.end412 ]
  %1484 = icmp slt i32 %i409, 4
  br i1 %1484, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  br label %for.cond410

for.end408:                                       ; preds = %for.cond406
  br label %for.cond414

for.cond410:                                      ; preds = %for.body411, %for.body407
  %j413 = phi i32 [ 0, %for.body407 ], [ %1510, %for.body411 ]
  %1485 = icmp slt i32 %j413, 512
  br i1 %1485, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1486 = mul i32 %c, 512
  %1487 = add i32 %1486, %j413
  %1488 = icmp slt i32 %1487, %N
  %1489 = sext i32 %i409 to i64
  %1490 = mul nsw i64 %1489, 512
  %1491 = sext i32 %j413 to i64
  %1492 = add nsw i64 %1490, %1491
  %1493 = call i64 @llvm.umin.i64(i64 %1492, i64 2047)
  %1494 = getelementptr inbounds float, ptr %X_f, i64 %1493
  %1495 = load float, ptr %1494, align 4
  %1496 = sext i32 %i409 to i64
  %1497 = mul nsw i64 %1496, 512
  %1498 = sext i32 %j413 to i64
  %1499 = add nsw i64 %1497, %1498
  %1500 = call i64 @llvm.umin.i64(i64 %1499, i64 2047)
  %1501 = getelementptr inbounds float, ptr %X_f, i64 %1500
  %1502 = load float, ptr %1501, align 4
  %1503 = fmul float %1495, %1502
  %1504 = select i1 %1488, float %1503, float 0.000000e+00
  %1505 = sext i32 %i409 to i64
  %1506 = mul nsw i64 %1505, 512
  %1507 = sext i32 %j413 to i64
  %1508 = add nsw i64 %1506, %1507
  %1509 = getelementptr inbounds float, ptr %X_f, i64 %1508
  store float %1504, ptr %1509, align 4
  %1510 = add nsw i32 %j413, 1
  br label %for.cond410, !llvm.loop !90

for.end412:                                       ; preds = %for.cond410
  %1511 = add nsw i32 %i409, 1
  br label %for.cond406, !llvm.loop !91

for.cond414:                                      ; preds = %for.end429, %for.end408
  %i5 = phi i32 [ 0, %for.end408 ], [ %1554, %for.end429 ]
  %1512 = icmp slt i32 %i5, 4
  br i1 %1512, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  br label %for.cond417

for.end416:                                       ; preds = %for.cond414
  %1513 = add nsw i32 %c, 1
  br label %for.cond365, !llvm.loop !92

for.cond417:                                      ; preds = %for.body418, %for.body415
  %lane3 = phi i32 [ 0, %for.body415 ], [ %1523, %for.body418 ]
  %1514 = icmp slt i32 %lane3, 32
  br i1 %1514, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1515 = sext i32 %i5 to i64
  %1516 = mul nsw i64 %1515, 512
  %1517 = sext i32 %lane3 to i64
  %1518 = add nsw i64 %1516, %1517
  %1519 = getelementptr inbounds float, ptr %X_f, i64 %1518
  %1520 = load float, ptr %1519, align 4
  %1521 = sext i32 %lane3 to i64
  %1522 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1521
  store float %1520, ptr %1522, align 4
  %1523 = add nsw i32 %lane3, 1
  br label %for.cond417, !llvm.loop !93

for.end419:                                       ; preds = %for.cond417
  br label %for.cond420

for.cond420:                                      ; preds = %for.end425, %for.end419
  %red3 = phi i32 [ 0, %for.end419 ], [ %1542, %for.end425 ]
  %1524 = icmp slt i32 %red3, 15
  br i1 %1524, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  br label %for.cond423

for.end422:                                       ; preds = %for.cond420
  br label %for.cond427

for.cond423:                                      ; preds = %for.body424, %for.body421
  %lane3426 = phi i32 [ 0, %for.body421 ], [ %1541, %for.body424 ]
  %1525 = icmp slt i32 %lane3426, 32
  br i1 %1525, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1526 = sext i32 %lane3426 to i64
  %1527 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1526
  %1528 = load float, ptr %1527, align 4
  %1529 = sext i32 %i5 to i64
  %1530 = mul nsw i64 %1529, 512
  %1531 = add i32 %red3, 1
  %1532 = mul i32 %1531, 32
  %1533 = add i32 %1532, %lane3426
  %1534 = sext i32 %1533 to i64
  %1535 = add nsw i64 %1530, %1534
  %1536 = getelementptr inbounds float, ptr %X_f, i64 %1535
  %1537 = load float, ptr %1536, align 4
  %1538 = fadd float %1528, %1537
  %1539 = sext i32 %lane3426 to i64
  %1540 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1539
  store float %1538, ptr %1540, align 4
  %1541 = add nsw i32 %lane3426, 1
  br label %for.cond423, !llvm.loop !94

for.end425:                                       ; preds = %for.cond423
  %1542 = add nsw i32 %red3, 1
  br label %for.cond420, !llvm.loop !95

for.cond427:                                      ; preds = %for.body428, %for.end422
  %lane3430 = phi i32 [ 0, %for.end422 ], [ %1553, %for.body428 ]
  %1543 = icmp slt i32 %lane3430, 32
  br i1 %1543, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1544 = sext i32 %i5 to i64
  %1545 = getelementptr inbounds float, ptr %ss, i64 %1544
  %1546 = load float, ptr %1545, align 4
  %1547 = sext i32 %lane3430 to i64
  %1548 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1547
  %1549 = load float, ptr %1548, align 4
  %1550 = fadd float %1546, %1549
  %1551 = sext i32 %i5 to i64
  %1552 = getelementptr inbounds float, ptr %ss, i64 %1551
  store float %1550, ptr %1552, align 4
  %1553 = add nsw i32 %lane3430, 1
  br label %for.cond427, !llvm.loop !96

for.end429:                                       ; preds = %for.cond427
  %1554 = add nsw i32 %i5, 1
  br label %for.cond414, !llvm.loop !97

for.cond431:                                      ; preds = %for.body432, %for.end367
  %i434 = phi i32 [ 0, %for.end367 ], [ %1568, %for.body432 ]
  %1555 = icmp slt i32 %i434, 4
  br i1 %1555, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1556 = sext i32 %i434 to i64
  %1557 = getelementptr inbounds float, ptr %ss, i64 %1556
  %1558 = load float, ptr %1557, align 4
  %1559 = sitofp i32 %N to float
  %1560 = fdiv float %1558, %1559
  %1561 = fadd float %1560, 0x3EB0C6F7A0000000
  %1562 = fpext float %1561 to double
  %1563 = call double @llvm.sqrt.f64(double %1562)
  %1564 = fdiv double 1.000000e+00, %1563
  %1565 = fptrunc double %1564 to float
  %1566 = sext i32 %i434 to i64
  %1567 = getelementptr inbounds float, ptr %ss, i64 %1566
  store float %1565, ptr %1567, align 4
  %1568 = add nsw i32 %i434, 1
  br label %for.cond431, !llvm.loop !98

for.end433:                                       ; preds = %for.cond431
  %1569 = sext i32 %N to i64
  %1570 = sdiv i64 %1569, 512
  %1571 = sub i64 0, %1569
  %1572 = select i1 false, i64 %1571, i64 %1570
  %1573 = srem i64 %1569, 512
  %1574 = icmp ne i64 %1573, 0
  %1575 = icmp slt i64 %1569, 0
  %1576 = icmp eq i1 %1575, false
  %1577 = and i1 %1574, %1576
  %1578 = zext i1 %1577 to i64
  %1579 = add i64 %1572, %1578
  %1580 = trunc i64 %1579 to i32
  br label %for.cond435

for.cond435:                                      ; preds = %if.end500, %for.end433
  %c438 = phi i32 [ 0, %for.end433 ], [ %3285, %if.end500 ]
  %1581 = icmp slt i32 %c438, %1580
  br i1 %1581, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1582 = sext i32 %N to i64
  %1583 = sdiv i64 %1582, 512
  %1584 = sub i64 0, %1582
  %1585 = select i1 false, i64 %1584, i64 %1583
  %1586 = srem i64 %1582, 512
  %1587 = icmp ne i64 %1586, 0
  %1588 = icmp slt i64 %1582, 0
  %1589 = icmp eq i1 %1588, false
  %1590 = and i1 %1587, %1589
  %1591 = zext i1 %1590 to i64
  %1592 = add i64 %1585, %1591
  %1593 = trunc i64 %1592 to i32
  %1594 = sub i32 %1593, 1
  %t = sub i32 %1594, %c438
  %1595 = mul i32 %bx, 4
  %1596 = icmp sle i32 0, %1595
  %1597 = mul i32 %bx, 4
  %1598 = sext i32 %1597 to i64
  %1599 = add i64 %1598, 4
  %1600 = sext i32 %M to i64
  %1601 = icmp sle i64 %1599, %1600
  %1602 = and i1 %1596, %1601
  %1603 = mul i32 %t, 512
  %1604 = icmp sle i32 0, %1603
  %1605 = mul i32 %t, 512
  %1606 = sext i32 %1605 to i64
  %1607 = add i64 %1606, 512
  %1608 = sext i32 %N to i64
  %1609 = icmp sle i64 %1607, %1608
  %1610 = and i1 %1604, %1609
  %1611 = and i1 %1602, %1610
  br i1 %1611, label %if.then439, label %if.else440

for.end437:                                       ; preds = %for.cond435
  br label %if.end223

if.then439:                                       ; preds = %for.body436
  br label %for.cond442

if.else440:                                       ; preds = %for.body436
  br label %for.cond448

if.end441:                                        ; preds = %for.end450, %for.end444
  %1612 = mul i32 %t, 512
  %1613 = icmp sle i32 0, %1612
  %1614 = mul i32 %t, 512
  %1615 = sext i32 %1614 to i64
  %1616 = add i64 %1615, 512
  %1617 = sext i32 %N to i64
  %1618 = icmp sle i64 %1616, %1617
  %1619 = and i1 %1613, %1618
  br i1 %1619, label %if.then470, label %if.else471

for.cond442:                                      ; preds = %for.end447, %if.then439
  %i11 = phi i32 [ 0, %if.then439 ], [ %1639, %for.end447 ]
  %1620 = icmp slt i32 %i11, 4
  br i1 %1620, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  br label %for.cond445

for.end444:                                       ; preds = %for.cond442
  br label %if.end441

for.cond445:                                      ; preds = %for.body446, %for.body443
  %j5 = phi i32 [ 0, %for.body443 ], [ %1638, %for.body446 ]
  %1621 = icmp slt i32 %j5, 512
  br i1 %1621, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %1622 = mul i32 %bx, 4
  %1623 = add i32 %1622, %i11
  %1624 = sext i32 %1623 to i64
  %1625 = sext i32 %N to i64
  %1626 = mul nsw i64 %1624, %1625
  %1627 = mul i32 %t, 512
  %1628 = add i32 %1627, %j5
  %1629 = sext i32 %1628 to i64
  %1630 = add nsw i64 %1626, %1629
  %1631 = getelementptr inbounds float, ptr %X, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = sext i32 %i11 to i64
  %1634 = mul nsw i64 %1633, 512
  %1635 = sext i32 %j5 to i64
  %1636 = add nsw i64 %1634, %1635
  %1637 = getelementptr inbounds float, ptr %X_f, i64 %1636
  store float %1632, ptr %1637, align 4
  %1638 = add nsw i32 %j5, 1
  br label %for.cond445, !llvm.loop !99

for.end447:                                       ; preds = %for.cond445
  %1639 = add nsw i32 %i11, 1
  br label %for.cond442, !llvm.loop !100

for.cond448:                                      ; preds = %for.end468, %if.else440
  %i11451 = phi i32 [ 0, %if.else440 ], [ %1748, %for.end468 ]
  %1640 = icmp slt i32 %i11451, 4
  br i1 %1640, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %1641 = mul i32 %t, 512
  %1642 = sext i32 %1641 to i64
  %1643 = sub i64 0, %1642
  %1644 = icmp slt i64 %1643, 0
  %1645 = mul i32 %t, 512
  %1646 = sext i32 %1645 to i64
  %1647 = sub i64 0, %1646
  %1648 = icmp sgt i64 %1647, 512
  %1649 = mul i32 %t, 512
  %1650 = sext i32 %1649 to i64
  %1651 = sub i64 0, %1650
  %1652 = select i1 %1648, i64 512, i64 %1651
  %1653 = select i1 %1644, i64 0, i64 %1652
  %tl_lo14 = trunc i64 %1653 to i32
  %1654 = sext i32 %N to i64
  %1655 = mul i32 %t, 512
  %1656 = sext i32 %1655 to i64
  %1657 = sub i64 %1654, %1656
  %1658 = icmp slt i64 %1657, 0
  %1659 = sext i32 %N to i64
  %1660 = mul i32 %t, 512
  %1661 = sext i32 %1660 to i64
  %1662 = sub i64 %1659, %1661
  %1663 = icmp sgt i64 %1662, 512
  %1664 = sext i32 %N to i64
  %1665 = mul i32 %t, 512
  %1666 = sext i32 %1665 to i64
  %1667 = sub i64 %1664, %1666
  %1668 = select i1 %1663, i64 512, i64 %1667
  %1669 = select i1 %1658, i64 0, i64 %1668
  %1670 = sext i32 %tl_lo14 to i64
  %1671 = icmp slt i64 %1669, %1670
  %1672 = sext i32 %tl_lo14 to i64
  %1673 = sext i32 %N to i64
  %1674 = mul i32 %t, 512
  %1675 = sext i32 %1674 to i64
  %1676 = sub i64 %1673, %1675
  %1677 = icmp slt i64 %1676, 0
  %1678 = sext i32 %N to i64
  %1679 = mul i32 %t, 512
  %1680 = sext i32 %1679 to i64
  %1681 = sub i64 %1678, %1680
  %1682 = icmp sgt i64 %1681, 512
  %1683 = sext i32 %N to i64
  %1684 = mul i32 %t, 512
  %1685 = sext i32 %1684 to i64
  %1686 = sub i64 %1683, %1685
  %1687 = select i1 %1682, i64 512, i64 %1686
  %1688 = select i1 %1677, i64 0, i64 %1687
  %1689 = select i1 %1671, i64 %1672, i64 %1688
  %tl_hi15 = trunc i64 %1689 to i32
  br label %for.cond452

for.end450:                                       ; preds = %for.cond448
  br label %if.end441

for.cond452:                                      ; preds = %for.body453, %for.body449
  %j5455 = phi i32 [ 0, %for.body449 ], [ %1696, %for.body453 ]
  %1690 = icmp slt i32 %j5455, %tl_lo14
  br i1 %1690, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1691 = sext i32 %i11451 to i64
  %1692 = mul nsw i64 %1691, 512
  %1693 = sext i32 %j5455 to i64
  %1694 = add nsw i64 %1692, %1693
  %1695 = getelementptr inbounds float, ptr %X_f, i64 %1694
  store float 0.000000e+00, ptr %1695, align 4
  %1696 = add nsw i32 %j5455, 1
  br label %for.cond452, !llvm.loop !101

for.end454:                                       ; preds = %for.cond452
  %1697 = mul i32 %bx, 4
  %1698 = sext i32 %1697 to i64
  %1699 = sext i32 %i11451 to i64
  %1700 = add i64 %1698, %1699
  %1701 = icmp sle i64 0, %1700
  %1702 = mul i32 %bx, 4
  %1703 = sext i32 %1702 to i64
  %1704 = sext i32 %i11451 to i64
  %1705 = add i64 %1703, %1704
  %1706 = sext i32 %M to i64
  %1707 = icmp slt i64 %1705, %1706
  %1708 = and i1 %1701, %1707
  br i1 %1708, label %if.then456, label %if.else457

if.then456:                                       ; preds = %for.end454
  %1709 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond459

if.else457:                                       ; preds = %for.end454
  %1710 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond462

if.end458:                                        ; preds = %for.end464, %for.end461
  %1711 = sub i32 512, %tl_hi15
  br label %for.cond466

for.cond459:                                      ; preds = %for.body460, %if.then456
  %j51 = phi i32 [ 0, %if.then456 ], [ %1731, %for.body460 ]
  %1712 = icmp slt i32 %j51, %1709
  br i1 %1712, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %1713 = mul i32 %bx, 4
  %1714 = add i32 %1713, %i11451
  %1715 = sext i32 %1714 to i64
  %1716 = sext i32 %N to i64
  %1717 = mul nsw i64 %1715, %1716
  %1718 = mul i32 %t, 512
  %1719 = add i32 %tl_lo14, %j51
  %1720 = add i32 %1718, %1719
  %1721 = sext i32 %1720 to i64
  %1722 = add nsw i64 %1717, %1721
  %1723 = getelementptr inbounds float, ptr %X, i64 %1722
  %1724 = load float, ptr %1723, align 4
  %1725 = sext i32 %i11451 to i64
  %1726 = mul nsw i64 %1725, 512
  %1727 = add i32 %tl_lo14, %j51
  %1728 = sext i32 %1727 to i64
  %1729 = add nsw i64 %1726, %1728
  %1730 = getelementptr inbounds float, ptr %X_f, i64 %1729
  store float %1724, ptr %1730, align 4
  %1731 = add nsw i32 %j51, 1
  br label %for.cond459, !llvm.loop !102

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

for.cond462:                                      ; preds = %for.body463, %if.else457
  %j51465 = phi i32 [ 0, %if.else457 ], [ %1739, %for.body463 ]
  %1732 = icmp slt i32 %j51465, %1710
  br i1 %1732, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %1733 = sext i32 %i11451 to i64
  %1734 = mul nsw i64 %1733, 512
  %1735 = add i32 %tl_lo14, %j51465
  %1736 = sext i32 %1735 to i64
  %1737 = add nsw i64 %1734, %1736
  %1738 = getelementptr inbounds float, ptr %X_f, i64 %1737
  store float 0.000000e+00, ptr %1738, align 4
  %1739 = add nsw i32 %j51465, 1
  br label %for.cond462, !llvm.loop !103

for.end464:                                       ; preds = %for.cond462
  br label %if.end458

for.cond466:                                      ; preds = %for.body467, %if.end458
  %j51469 = phi i32 [ 0, %if.end458 ], [ %1747, %for.body467 ]
  %1740 = icmp slt i32 %j51469, %1711
  br i1 %1740, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %1741 = sext i32 %i11451 to i64
  %1742 = mul nsw i64 %1741, 512
  %1743 = add i32 %tl_hi15, %j51469
  %1744 = sext i32 %1743 to i64
  %1745 = add nsw i64 %1742, %1744
  %1746 = getelementptr inbounds float, ptr %X_f, i64 %1745
  store float 0.000000e+00, ptr %1746, align 4
  %1747 = add nsw i32 %j51469, 1
  br label %for.cond466, !llvm.loop !104

for.end468:                                       ; preds = %for.cond466
  %1748 = add nsw i32 %i11451, 1
  br label %for.cond448, !llvm.loop !105

if.then470:                                       ; preds = %if.end441
  br label %for.cond473

if.else471:                                       ; preds = %if.end441
  %1749 = mul i32 %t, 512
  %1750 = sext i32 %1749 to i64
  %1751 = sub i64 0, %1750
  %1752 = icmp slt i64 %1751, 0
  %1753 = mul i32 %t, 512
  %1754 = sext i32 %1753 to i64
  %1755 = sub i64 0, %1754
  %1756 = icmp sgt i64 %1755, 512
  %1757 = mul i32 %t, 512
  %1758 = sext i32 %1757 to i64
  %1759 = sub i64 0, %1758
  %1760 = select i1 %1756, i64 512, i64 %1759
  %1761 = select i1 %1752, i64 0, i64 %1760
  %tl_lo16 = trunc i64 %1761 to i32
  %1762 = sext i32 %N to i64
  %1763 = mul i32 %t, 512
  %1764 = sext i32 %1763 to i64
  %1765 = sub i64 %1762, %1764
  %1766 = icmp slt i64 %1765, 0
  %1767 = sext i32 %N to i64
  %1768 = mul i32 %t, 512
  %1769 = sext i32 %1768 to i64
  %1770 = sub i64 %1767, %1769
  %1771 = icmp sgt i64 %1770, 512
  %1772 = sext i32 %N to i64
  %1773 = mul i32 %t, 512
  %1774 = sext i32 %1773 to i64
  %1775 = sub i64 %1772, %1774
  %1776 = select i1 %1771, i64 512, i64 %1775
  %1777 = select i1 %1766, i64 0, i64 %1776
  %1778 = sext i32 %tl_lo16 to i64
  %1779 = icmp slt i64 %1777, %1778
  %1780 = sext i32 %tl_lo16 to i64
  %1781 = sext i32 %N to i64
  %1782 = mul i32 %t, 512
  %1783 = sext i32 %1782 to i64
  %1784 = sub i64 %1781, %1783
  %1785 = icmp slt i64 %1784, 0
  %1786 = sext i32 %N to i64
  %1787 = mul i32 %t, 512
  %1788 = sext i32 %1787 to i64
  %1789 = sub i64 %1786, %1788
  %1790 = icmp sgt i64 %1789, 512
  %1791 = sext i32 %N to i64
  %1792 = mul i32 %t, 512
  %1793 = sext i32 %1792 to i64
  %1794 = sub i64 %1791, %1793
  %1795 = select i1 %1790, i64 512, i64 %1794
  %1796 = select i1 %1785, i64 0, i64 %1795
  %1797 = select i1 %1779, i64 %1780, i64 %1796
  %tl_hi17 = trunc i64 %1797 to i32
  br label %for.cond477

if.end472:                                        ; preds = %for.end483, %for.end475
  %1798 = sext i32 %N to i64
  %1799 = sext i32 %N to i64
  %1800 = sdiv i64 %1799, 512
  %1801 = sub i64 0, %1799
  %1802 = select i1 false, i64 %1801, i64 %1800
  %1803 = srem i64 %1799, 512
  %1804 = icmp ne i64 %1803, 0
  %1805 = icmp slt i64 %1799, 0
  %1806 = icmp eq i1 %1805, false
  %1807 = and i1 %1804, %1806
  %1808 = zext i1 %1807 to i64
  %1809 = add i64 %1802, %1808
  %1810 = trunc i64 %1809 to i32
  %1811 = sub i32 %1810, 1
  %1812 = sub i32 %1811, %c438
  %1813 = mul i32 %1812, 512
  %1814 = sext i32 %1813 to i64
  %1815 = sub i64 %1798, %1814
  %1816 = icmp slt i64 %1815, 0
  %1817 = sext i32 %N to i64
  %1818 = sext i32 %N to i64
  %1819 = sdiv i64 %1818, 512
  %1820 = sub i64 0, %1818
  %1821 = select i1 false, i64 %1820, i64 %1819
  %1822 = srem i64 %1818, 512
  %1823 = icmp ne i64 %1822, 0
  %1824 = icmp slt i64 %1818, 0
  %1825 = icmp eq i1 %1824, false
  %1826 = and i1 %1823, %1825
  %1827 = zext i1 %1826 to i64
  %1828 = add i64 %1821, %1827
  %1829 = trunc i64 %1828 to i32
  %1830 = sub i32 %1829, 1
  %1831 = sub i32 %1830, %c438
  %1832 = mul i32 %1831, 512
  %1833 = sext i32 %1832 to i64
  %1834 = sub i64 %1817, %1833
  %1835 = icmp sgt i64 %1834, 512
  %1836 = sext i32 %N to i64
  %1837 = sext i32 %N to i64
  %1838 = sdiv i64 %1837, 512
  %1839 = sub i64 0, %1837
  %1840 = select i1 false, i64 %1839, i64 %1838
  %1841 = srem i64 %1837, 512
  %1842 = icmp ne i64 %1841, 0
  %1843 = icmp slt i64 %1837, 0
  %1844 = icmp eq i1 %1843, false
  %1845 = and i1 %1842, %1844
  %1846 = zext i1 %1845 to i64
  %1847 = add i64 %1840, %1846
  %1848 = trunc i64 %1847 to i32
  %1849 = sub i32 %1848, 1
  %1850 = sub i32 %1849, %c438
  %1851 = mul i32 %1850, 512
  %1852 = sext i32 %1851 to i64
  %1853 = sub i64 %1836, %1852
  %1854 = select i1 %1835, i64 512, i64 %1853
  %1855 = select i1 %1816, i64 0, i64 %1854
  %1856 = sext i32 %N to i64
  %1857 = sdiv i64 %1856, 512
  %1858 = sub i64 0, %1856
  %1859 = select i1 false, i64 %1858, i64 %1857
  %1860 = srem i64 %1856, 512
  %1861 = icmp ne i64 %1860, 0
  %1862 = icmp slt i64 %1856, 0
  %1863 = icmp eq i1 %1862, false
  %1864 = and i1 %1861, %1863
  %1865 = zext i1 %1864 to i64
  %1866 = add i64 %1859, %1865
  %1867 = trunc i64 %1866 to i32
  %1868 = sub i32 %1867, 1
  %1869 = sub i32 %1868, %c438
  %1870 = mul i32 %1869, 512
  %1871 = sext i32 %1870 to i64
  %1872 = sub i64 0, %1871
  %1873 = icmp slt i64 %1872, 0
  %1874 = sext i32 %N to i64
  %1875 = sdiv i64 %1874, 512
  %1876 = sub i64 0, %1874
  %1877 = select i1 false, i64 %1876, i64 %1875
  %1878 = srem i64 %1874, 512
  %1879 = icmp ne i64 %1878, 0
  %1880 = icmp slt i64 %1874, 0
  %1881 = icmp eq i1 %1880, false
  %1882 = and i1 %1879, %1881
  %1883 = zext i1 %1882 to i64
  %1884 = add i64 %1877, %1883
  %1885 = trunc i64 %1884 to i32
  %1886 = sub i32 %1885, 1
  %1887 = sub i32 %1886, %c438
  %1888 = mul i32 %1887, 512
  %1889 = sext i32 %1888 to i64
  %1890 = sub i64 0, %1889
  %1891 = icmp sgt i64 %1890, 512
  %1892 = sext i32 %N to i64
  %1893 = sdiv i64 %1892, 512
  %1894 = sub i64 0, %1892
  %1895 = select i1 false, i64 %1894, i64 %1893
  %1896 = srem i64 %1892, 512
  %1897 = icmp ne i64 %1896, 0
  %1898 = icmp slt i64 %1892, 0
  %1899 = icmp eq i1 %1898, false
  %1900 = and i1 %1897, %1899
  %1901 = zext i1 %1900 to i64
  %1902 = add i64 %1895, %1901
  %1903 = trunc i64 %1902 to i32
  %1904 = sub i32 %1903, 1
  %1905 = sub i32 %1904, %c438
  %1906 = mul i32 %1905, 512
  %1907 = sext i32 %1906 to i64
  %1908 = sub i64 0, %1907
  %1909 = select i1 %1891, i64 512, i64 %1908
  %1910 = select i1 %1873, i64 0, i64 %1909
  %1911 = trunc i64 %1910 to i32
  %1912 = sext i32 %1911 to i64
  %1913 = icmp slt i64 %1855, %1912
  %1914 = sext i32 %N to i64
  %1915 = sdiv i64 %1914, 512
  %1916 = sub i64 0, %1914
  %1917 = select i1 false, i64 %1916, i64 %1915
  %1918 = srem i64 %1914, 512
  %1919 = icmp ne i64 %1918, 0
  %1920 = icmp slt i64 %1914, 0
  %1921 = icmp eq i1 %1920, false
  %1922 = and i1 %1919, %1921
  %1923 = zext i1 %1922 to i64
  %1924 = add i64 %1917, %1923
  %1925 = trunc i64 %1924 to i32
  %1926 = sub i32 %1925, 1
  %1927 = sub i32 %1926, %c438
  %1928 = mul i32 %1927, 512
  %1929 = sext i32 %1928 to i64
  %1930 = sub i64 0, %1929
  %1931 = icmp slt i64 %1930, 0
  %1932 = sext i32 %N to i64
  %1933 = sdiv i64 %1932, 512
  %1934 = sub i64 0, %1932
  %1935 = select i1 false, i64 %1934, i64 %1933
  %1936 = srem i64 %1932, 512
  %1937 = icmp ne i64 %1936, 0
  %1938 = icmp slt i64 %1932, 0
  %1939 = icmp eq i1 %1938, false
  %1940 = and i1 %1937, %1939
  %1941 = zext i1 %1940 to i64
  %1942 = add i64 %1935, %1941
  %1943 = trunc i64 %1942 to i32
  %1944 = sub i32 %1943, 1
  %1945 = sub i32 %1944, %c438
  %1946 = mul i32 %1945, 512
  %1947 = sext i32 %1946 to i64
  %1948 = sub i64 0, %1947
  %1949 = icmp sgt i64 %1948, 512
  %1950 = sext i32 %N to i64
  %1951 = sdiv i64 %1950, 512
  %1952 = sub i64 0, %1950
  %1953 = select i1 false, i64 %1952, i64 %1951
  %1954 = srem i64 %1950, 512
  %1955 = icmp ne i64 %1954, 0
  %1956 = icmp slt i64 %1950, 0
  %1957 = icmp eq i1 %1956, false
  %1958 = and i1 %1955, %1957
  %1959 = zext i1 %1958 to i64
  %1960 = add i64 %1953, %1959
  %1961 = trunc i64 %1960 to i32
  %1962 = sub i32 %1961, 1
  %1963 = sub i32 %1962, %c438
  %1964 = mul i32 %1963, 512
  %1965 = sext i32 %1964 to i64
  %1966 = sub i64 0, %1965
  %1967 = select i1 %1949, i64 512, i64 %1966
  %1968 = select i1 %1931, i64 0, i64 %1967
  %1969 = trunc i64 %1968 to i32
  %1970 = sext i32 %1969 to i64
  %1971 = sext i32 %N to i64
  %1972 = sext i32 %N to i64
  %1973 = sdiv i64 %1972, 512
  %1974 = sub i64 0, %1972
  %1975 = select i1 false, i64 %1974, i64 %1973
  %1976 = srem i64 %1972, 512
  %1977 = icmp ne i64 %1976, 0
  %1978 = icmp slt i64 %1972, 0
  %1979 = icmp eq i1 %1978, false
  %1980 = and i1 %1977, %1979
  %1981 = zext i1 %1980 to i64
  %1982 = add i64 %1975, %1981
  %1983 = trunc i64 %1982 to i32
  %1984 = sub i32 %1983, 1
  %1985 = sub i32 %1984, %c438
  %1986 = mul i32 %1985, 512
  %1987 = sext i32 %1986 to i64
  %1988 = sub i64 %1971, %1987
  %1989 = icmp slt i64 %1988, 0
  %1990 = sext i32 %N to i64
  %1991 = sext i32 %N to i64
  %1992 = sdiv i64 %1991, 512
  %1993 = sub i64 0, %1991
  %1994 = select i1 false, i64 %1993, i64 %1992
  %1995 = srem i64 %1991, 512
  %1996 = icmp ne i64 %1995, 0
  %1997 = icmp slt i64 %1991, 0
  %1998 = icmp eq i1 %1997, false
  %1999 = and i1 %1996, %1998
  %2000 = zext i1 %1999 to i64
  %2001 = add i64 %1994, %2000
  %2002 = trunc i64 %2001 to i32
  %2003 = sub i32 %2002, 1
  %2004 = sub i32 %2003, %c438
  %2005 = mul i32 %2004, 512
  %2006 = sext i32 %2005 to i64
  %2007 = sub i64 %1990, %2006
  %2008 = icmp sgt i64 %2007, 512
  %2009 = sext i32 %N to i64
  %2010 = sext i32 %N to i64
  %2011 = sdiv i64 %2010, 512
  %2012 = sub i64 0, %2010
  %2013 = select i1 false, i64 %2012, i64 %2011
  %2014 = srem i64 %2010, 512
  %2015 = icmp ne i64 %2014, 0
  %2016 = icmp slt i64 %2010, 0
  %2017 = icmp eq i1 %2016, false
  %2018 = and i1 %2015, %2017
  %2019 = zext i1 %2018 to i64
  %2020 = add i64 %2013, %2019
  %2021 = trunc i64 %2020 to i32
  %2022 = sub i32 %2021, 1
  %2023 = sub i32 %2022, %c438
  %2024 = mul i32 %2023, 512
  %2025 = sext i32 %2024 to i64
  %2026 = sub i64 %2009, %2025
  %2027 = select i1 %2008, i64 512, i64 %2026
  %2028 = select i1 %1989, i64 0, i64 %2027
  %2029 = select i1 %1913, i64 %1970, i64 %2028
  %2030 = trunc i64 %2029 to i32
  %2031 = icmp slt i32 %2030, 0
  %2032 = sext i32 %N to i64
  %2033 = sext i32 %N to i64
  %2034 = sdiv i64 %2033, 512
  %2035 = sub i64 0, %2033
  %2036 = select i1 false, i64 %2035, i64 %2034
  %2037 = srem i64 %2033, 512
  %2038 = icmp ne i64 %2037, 0
  %2039 = icmp slt i64 %2033, 0
  %2040 = icmp eq i1 %2039, false
  %2041 = and i1 %2038, %2040
  %2042 = zext i1 %2041 to i64
  %2043 = add i64 %2036, %2042
  %2044 = trunc i64 %2043 to i32
  %2045 = sub i32 %2044, 1
  %2046 = sub i32 %2045, %c438
  %2047 = mul i32 %2046, 512
  %2048 = sext i32 %2047 to i64
  %2049 = sub i64 %2032, %2048
  %2050 = icmp slt i64 %2049, 0
  %2051 = sext i32 %N to i64
  %2052 = sext i32 %N to i64
  %2053 = sdiv i64 %2052, 512
  %2054 = sub i64 0, %2052
  %2055 = select i1 false, i64 %2054, i64 %2053
  %2056 = srem i64 %2052, 512
  %2057 = icmp ne i64 %2056, 0
  %2058 = icmp slt i64 %2052, 0
  %2059 = icmp eq i1 %2058, false
  %2060 = and i1 %2057, %2059
  %2061 = zext i1 %2060 to i64
  %2062 = add i64 %2055, %2061
  %2063 = trunc i64 %2062 to i32
  %2064 = sub i32 %2063, 1
  %2065 = sub i32 %2064, %c438
  %2066 = mul i32 %2065, 512
  %2067 = sext i32 %2066 to i64
  %2068 = sub i64 %2051, %2067
  %2069 = icmp sgt i64 %2068, 512
  %2070 = sext i32 %N to i64
  %2071 = sext i32 %N to i64
  %2072 = sdiv i64 %2071, 512
  %2073 = sub i64 0, %2071
  %2074 = select i1 false, i64 %2073, i64 %2072
  %2075 = srem i64 %2071, 512
  %2076 = icmp ne i64 %2075, 0
  %2077 = icmp slt i64 %2071, 0
  %2078 = icmp eq i1 %2077, false
  %2079 = and i1 %2076, %2078
  %2080 = zext i1 %2079 to i64
  %2081 = add i64 %2074, %2080
  %2082 = trunc i64 %2081 to i32
  %2083 = sub i32 %2082, 1
  %2084 = sub i32 %2083, %c438
  %2085 = mul i32 %2084, 512
  %2086 = sext i32 %2085 to i64
  %2087 = sub i64 %2070, %2086
  %2088 = select i1 %2069, i64 512, i64 %2087
  %2089 = select i1 %2050, i64 0, i64 %2088
  %2090 = sext i32 %N to i64
  %2091 = sdiv i64 %2090, 512
  %2092 = sub i64 0, %2090
  %2093 = select i1 false, i64 %2092, i64 %2091
  %2094 = srem i64 %2090, 512
  %2095 = icmp ne i64 %2094, 0
  %2096 = icmp slt i64 %2090, 0
  %2097 = icmp eq i1 %2096, false
  %2098 = and i1 %2095, %2097
  %2099 = zext i1 %2098 to i64
  %2100 = add i64 %2093, %2099
  %2101 = trunc i64 %2100 to i32
  %2102 = sub i32 %2101, 1
  %2103 = sub i32 %2102, %c438
  %2104 = mul i32 %2103, 512
  %2105 = sext i32 %2104 to i64
  %2106 = sub i64 0, %2105
  %2107 = icmp slt i64 %2106, 0
  %2108 = sext i32 %N to i64
  %2109 = sdiv i64 %2108, 512
  %2110 = sub i64 0, %2108
  %2111 = select i1 false, i64 %2110, i64 %2109
  %2112 = srem i64 %2108, 512
  %2113 = icmp ne i64 %2112, 0
  %2114 = icmp slt i64 %2108, 0
  %2115 = icmp eq i1 %2114, false
  %2116 = and i1 %2113, %2115
  %2117 = zext i1 %2116 to i64
  %2118 = add i64 %2111, %2117
  %2119 = trunc i64 %2118 to i32
  %2120 = sub i32 %2119, 1
  %2121 = sub i32 %2120, %c438
  %2122 = mul i32 %2121, 512
  %2123 = sext i32 %2122 to i64
  %2124 = sub i64 0, %2123
  %2125 = icmp sgt i64 %2124, 512
  %2126 = sext i32 %N to i64
  %2127 = sdiv i64 %2126, 512
  %2128 = sub i64 0, %2126
  %2129 = select i1 false, i64 %2128, i64 %2127
  %2130 = srem i64 %2126, 512
  %2131 = icmp ne i64 %2130, 0
  %2132 = icmp slt i64 %2126, 0
  %2133 = icmp eq i1 %2132, false
  %2134 = and i1 %2131, %2133
  %2135 = zext i1 %2134 to i64
  %2136 = add i64 %2129, %2135
  %2137 = trunc i64 %2136 to i32
  %2138 = sub i32 %2137, 1
  %2139 = sub i32 %2138, %c438
  %2140 = mul i32 %2139, 512
  %2141 = sext i32 %2140 to i64
  %2142 = sub i64 0, %2141
  %2143 = select i1 %2125, i64 512, i64 %2142
  %2144 = select i1 %2107, i64 0, i64 %2143
  %2145 = trunc i64 %2144 to i32
  %2146 = sext i32 %2145 to i64
  %2147 = icmp slt i64 %2089, %2146
  %2148 = sext i32 %N to i64
  %2149 = sdiv i64 %2148, 512
  %2150 = sub i64 0, %2148
  %2151 = select i1 false, i64 %2150, i64 %2149
  %2152 = srem i64 %2148, 512
  %2153 = icmp ne i64 %2152, 0
  %2154 = icmp slt i64 %2148, 0
  %2155 = icmp eq i1 %2154, false
  %2156 = and i1 %2153, %2155
  %2157 = zext i1 %2156 to i64
  %2158 = add i64 %2151, %2157
  %2159 = trunc i64 %2158 to i32
  %2160 = sub i32 %2159, 1
  %2161 = sub i32 %2160, %c438
  %2162 = mul i32 %2161, 512
  %2163 = sext i32 %2162 to i64
  %2164 = sub i64 0, %2163
  %2165 = icmp slt i64 %2164, 0
  %2166 = sext i32 %N to i64
  %2167 = sdiv i64 %2166, 512
  %2168 = sub i64 0, %2166
  %2169 = select i1 false, i64 %2168, i64 %2167
  %2170 = srem i64 %2166, 512
  %2171 = icmp ne i64 %2170, 0
  %2172 = icmp slt i64 %2166, 0
  %2173 = icmp eq i1 %2172, false
  %2174 = and i1 %2171, %2173
  %2175 = zext i1 %2174 to i64
  %2176 = add i64 %2169, %2175
  %2177 = trunc i64 %2176 to i32
  %2178 = sub i32 %2177, 1
  %2179 = sub i32 %2178, %c438
  %2180 = mul i32 %2179, 512
  %2181 = sext i32 %2180 to i64
  %2182 = sub i64 0, %2181
  %2183 = icmp sgt i64 %2182, 512
  %2184 = sext i32 %N to i64
  %2185 = sdiv i64 %2184, 512
  %2186 = sub i64 0, %2184
  %2187 = select i1 false, i64 %2186, i64 %2185
  %2188 = srem i64 %2184, 512
  %2189 = icmp ne i64 %2188, 0
  %2190 = icmp slt i64 %2184, 0
  %2191 = icmp eq i1 %2190, false
  %2192 = and i1 %2189, %2191
  %2193 = zext i1 %2192 to i64
  %2194 = add i64 %2187, %2193
  %2195 = trunc i64 %2194 to i32
  %2196 = sub i32 %2195, 1
  %2197 = sub i32 %2196, %c438
  %2198 = mul i32 %2197, 512
  %2199 = sext i32 %2198 to i64
  %2200 = sub i64 0, %2199
  %2201 = select i1 %2183, i64 512, i64 %2200
  %2202 = select i1 %2165, i64 0, i64 %2201
  %2203 = trunc i64 %2202 to i32
  %2204 = sext i32 %2203 to i64
  %2205 = sext i32 %N to i64
  %2206 = sext i32 %N to i64
  %2207 = sdiv i64 %2206, 512
  %2208 = sub i64 0, %2206
  %2209 = select i1 false, i64 %2208, i64 %2207
  %2210 = srem i64 %2206, 512
  %2211 = icmp ne i64 %2210, 0
  %2212 = icmp slt i64 %2206, 0
  %2213 = icmp eq i1 %2212, false
  %2214 = and i1 %2211, %2213
  %2215 = zext i1 %2214 to i64
  %2216 = add i64 %2209, %2215
  %2217 = trunc i64 %2216 to i32
  %2218 = sub i32 %2217, 1
  %2219 = sub i32 %2218, %c438
  %2220 = mul i32 %2219, 512
  %2221 = sext i32 %2220 to i64
  %2222 = sub i64 %2205, %2221
  %2223 = icmp slt i64 %2222, 0
  %2224 = sext i32 %N to i64
  %2225 = sext i32 %N to i64
  %2226 = sdiv i64 %2225, 512
  %2227 = sub i64 0, %2225
  %2228 = select i1 false, i64 %2227, i64 %2226
  %2229 = srem i64 %2225, 512
  %2230 = icmp ne i64 %2229, 0
  %2231 = icmp slt i64 %2225, 0
  %2232 = icmp eq i1 %2231, false
  %2233 = and i1 %2230, %2232
  %2234 = zext i1 %2233 to i64
  %2235 = add i64 %2228, %2234
  %2236 = trunc i64 %2235 to i32
  %2237 = sub i32 %2236, 1
  %2238 = sub i32 %2237, %c438
  %2239 = mul i32 %2238, 512
  %2240 = sext i32 %2239 to i64
  %2241 = sub i64 %2224, %2240
  %2242 = icmp sgt i64 %2241, 512
  %2243 = sext i32 %N to i64
  %2244 = sext i32 %N to i64
  %2245 = sdiv i64 %2244, 512
  %2246 = sub i64 0, %2244
  %2247 = select i1 false, i64 %2246, i64 %2245
  %2248 = srem i64 %2244, 512
  %2249 = icmp ne i64 %2248, 0
  %2250 = icmp slt i64 %2244, 0
  %2251 = icmp eq i1 %2250, false
  %2252 = and i1 %2249, %2251
  %2253 = zext i1 %2252 to i64
  %2254 = add i64 %2247, %2253
  %2255 = trunc i64 %2254 to i32
  %2256 = sub i32 %2255, 1
  %2257 = sub i32 %2256, %c438
  %2258 = mul i32 %2257, 512
  %2259 = sext i32 %2258 to i64
  %2260 = sub i64 %2243, %2259
  %2261 = select i1 %2242, i64 512, i64 %2260
  %2262 = select i1 %2223, i64 0, i64 %2261
  %2263 = select i1 %2147, i64 %2204, i64 %2262
  %2264 = trunc i64 %2263 to i32
  %2265 = icmp sgt i32 %2264, 512
  %2266 = sext i32 %N to i64
  %2267 = sext i32 %N to i64
  %2268 = sdiv i64 %2267, 512
  %2269 = sub i64 0, %2267
  %2270 = select i1 false, i64 %2269, i64 %2268
  %2271 = srem i64 %2267, 512
  %2272 = icmp ne i64 %2271, 0
  %2273 = icmp slt i64 %2267, 0
  %2274 = icmp eq i1 %2273, false
  %2275 = and i1 %2272, %2274
  %2276 = zext i1 %2275 to i64
  %2277 = add i64 %2270, %2276
  %2278 = trunc i64 %2277 to i32
  %2279 = sub i32 %2278, 1
  %2280 = sub i32 %2279, %c438
  %2281 = mul i32 %2280, 512
  %2282 = sext i32 %2281 to i64
  %2283 = sub i64 %2266, %2282
  %2284 = icmp slt i64 %2283, 0
  %2285 = sext i32 %N to i64
  %2286 = sext i32 %N to i64
  %2287 = sdiv i64 %2286, 512
  %2288 = sub i64 0, %2286
  %2289 = select i1 false, i64 %2288, i64 %2287
  %2290 = srem i64 %2286, 512
  %2291 = icmp ne i64 %2290, 0
  %2292 = icmp slt i64 %2286, 0
  %2293 = icmp eq i1 %2292, false
  %2294 = and i1 %2291, %2293
  %2295 = zext i1 %2294 to i64
  %2296 = add i64 %2289, %2295
  %2297 = trunc i64 %2296 to i32
  %2298 = sub i32 %2297, 1
  %2299 = sub i32 %2298, %c438
  %2300 = mul i32 %2299, 512
  %2301 = sext i32 %2300 to i64
  %2302 = sub i64 %2285, %2301
  %2303 = icmp sgt i64 %2302, 512
  %2304 = sext i32 %N to i64
  %2305 = sext i32 %N to i64
  %2306 = sdiv i64 %2305, 512
  %2307 = sub i64 0, %2305
  %2308 = select i1 false, i64 %2307, i64 %2306
  %2309 = srem i64 %2305, 512
  %2310 = icmp ne i64 %2309, 0
  %2311 = icmp slt i64 %2305, 0
  %2312 = icmp eq i1 %2311, false
  %2313 = and i1 %2310, %2312
  %2314 = zext i1 %2313 to i64
  %2315 = add i64 %2308, %2314
  %2316 = trunc i64 %2315 to i32
  %2317 = sub i32 %2316, 1
  %2318 = sub i32 %2317, %c438
  %2319 = mul i32 %2318, 512
  %2320 = sext i32 %2319 to i64
  %2321 = sub i64 %2304, %2320
  %2322 = select i1 %2303, i64 512, i64 %2321
  %2323 = select i1 %2284, i64 0, i64 %2322
  %2324 = sext i32 %N to i64
  %2325 = sdiv i64 %2324, 512
  %2326 = sub i64 0, %2324
  %2327 = select i1 false, i64 %2326, i64 %2325
  %2328 = srem i64 %2324, 512
  %2329 = icmp ne i64 %2328, 0
  %2330 = icmp slt i64 %2324, 0
  %2331 = icmp eq i1 %2330, false
  %2332 = and i1 %2329, %2331
  %2333 = zext i1 %2332 to i64
  %2334 = add i64 %2327, %2333
  %2335 = trunc i64 %2334 to i32
  %2336 = sub i32 %2335, 1
  %2337 = sub i32 %2336, %c438
  %2338 = mul i32 %2337, 512
  %2339 = sext i32 %2338 to i64
  %2340 = sub i64 0, %2339
  %2341 = icmp slt i64 %2340, 0
  %2342 = sext i32 %N to i64
  %2343 = sdiv i64 %2342, 512
  %2344 = sub i64 0, %2342
  %2345 = select i1 false, i64 %2344, i64 %2343
  %2346 = srem i64 %2342, 512
  %2347 = icmp ne i64 %2346, 0
  %2348 = icmp slt i64 %2342, 0
  %2349 = icmp eq i1 %2348, false
  %2350 = and i1 %2347, %2349
  %2351 = zext i1 %2350 to i64
  %2352 = add i64 %2345, %2351
  %2353 = trunc i64 %2352 to i32
  %2354 = sub i32 %2353, 1
  %2355 = sub i32 %2354, %c438
  %2356 = mul i32 %2355, 512
  %2357 = sext i32 %2356 to i64
  %2358 = sub i64 0, %2357
  %2359 = icmp sgt i64 %2358, 512
  %2360 = sext i32 %N to i64
  %2361 = sdiv i64 %2360, 512
  %2362 = sub i64 0, %2360
  %2363 = select i1 false, i64 %2362, i64 %2361
  %2364 = srem i64 %2360, 512
  %2365 = icmp ne i64 %2364, 0
  %2366 = icmp slt i64 %2360, 0
  %2367 = icmp eq i1 %2366, false
  %2368 = and i1 %2365, %2367
  %2369 = zext i1 %2368 to i64
  %2370 = add i64 %2363, %2369
  %2371 = trunc i64 %2370 to i32
  %2372 = sub i32 %2371, 1
  %2373 = sub i32 %2372, %c438
  %2374 = mul i32 %2373, 512
  %2375 = sext i32 %2374 to i64
  %2376 = sub i64 0, %2375
  %2377 = select i1 %2359, i64 512, i64 %2376
  %2378 = select i1 %2341, i64 0, i64 %2377
  %2379 = trunc i64 %2378 to i32
  %2380 = sext i32 %2379 to i64
  %2381 = icmp slt i64 %2323, %2380
  %2382 = sext i32 %N to i64
  %2383 = sdiv i64 %2382, 512
  %2384 = sub i64 0, %2382
  %2385 = select i1 false, i64 %2384, i64 %2383
  %2386 = srem i64 %2382, 512
  %2387 = icmp ne i64 %2386, 0
  %2388 = icmp slt i64 %2382, 0
  %2389 = icmp eq i1 %2388, false
  %2390 = and i1 %2387, %2389
  %2391 = zext i1 %2390 to i64
  %2392 = add i64 %2385, %2391
  %2393 = trunc i64 %2392 to i32
  %2394 = sub i32 %2393, 1
  %2395 = sub i32 %2394, %c438
  %2396 = mul i32 %2395, 512
  %2397 = sext i32 %2396 to i64
  %2398 = sub i64 0, %2397
  %2399 = icmp slt i64 %2398, 0
  %2400 = sext i32 %N to i64
  %2401 = sdiv i64 %2400, 512
  %2402 = sub i64 0, %2400
  %2403 = select i1 false, i64 %2402, i64 %2401
  %2404 = srem i64 %2400, 512
  %2405 = icmp ne i64 %2404, 0
  %2406 = icmp slt i64 %2400, 0
  %2407 = icmp eq i1 %2406, false
  %2408 = and i1 %2405, %2407
  %2409 = zext i1 %2408 to i64
  %2410 = add i64 %2403, %2409
  %2411 = trunc i64 %2410 to i32
  %2412 = sub i32 %2411, 1
  %2413 = sub i32 %2412, %c438
  %2414 = mul i32 %2413, 512
  %2415 = sext i32 %2414 to i64
  %2416 = sub i64 0, %2415
  %2417 = icmp sgt i64 %2416, 512
  %2418 = sext i32 %N to i64
  %2419 = sdiv i64 %2418, 512
  %2420 = sub i64 0, %2418
  %2421 = select i1 false, i64 %2420, i64 %2419
  %2422 = srem i64 %2418, 512
  %2423 = icmp ne i64 %2422, 0
  %2424 = icmp slt i64 %2418, 0
  %2425 = icmp eq i1 %2424, false
  %2426 = and i1 %2423, %2425
  %2427 = zext i1 %2426 to i64
  %2428 = add i64 %2421, %2427
  %2429 = trunc i64 %2428 to i32
  %2430 = sub i32 %2429, 1
  %2431 = sub i32 %2430, %c438
  %2432 = mul i32 %2431, 512
  %2433 = sext i32 %2432 to i64
  %2434 = sub i64 0, %2433
  %2435 = select i1 %2417, i64 512, i64 %2434
  %2436 = select i1 %2399, i64 0, i64 %2435
  %2437 = trunc i64 %2436 to i32
  %2438 = sext i32 %2437 to i64
  %2439 = sext i32 %N to i64
  %2440 = sext i32 %N to i64
  %2441 = sdiv i64 %2440, 512
  %2442 = sub i64 0, %2440
  %2443 = select i1 false, i64 %2442, i64 %2441
  %2444 = srem i64 %2440, 512
  %2445 = icmp ne i64 %2444, 0
  %2446 = icmp slt i64 %2440, 0
  %2447 = icmp eq i1 %2446, false
  %2448 = and i1 %2445, %2447
  %2449 = zext i1 %2448 to i64
  %2450 = add i64 %2443, %2449
  %2451 = trunc i64 %2450 to i32
  %2452 = sub i32 %2451, 1
  %2453 = sub i32 %2452, %c438
  %2454 = mul i32 %2453, 512
  %2455 = sext i32 %2454 to i64
  %2456 = sub i64 %2439, %2455
  %2457 = icmp slt i64 %2456, 0
  %2458 = sext i32 %N to i64
  %2459 = sext i32 %N to i64
  %2460 = sdiv i64 %2459, 512
  %2461 = sub i64 0, %2459
  %2462 = select i1 false, i64 %2461, i64 %2460
  %2463 = srem i64 %2459, 512
  %2464 = icmp ne i64 %2463, 0
  %2465 = icmp slt i64 %2459, 0
  %2466 = icmp eq i1 %2465, false
  %2467 = and i1 %2464, %2466
  %2468 = zext i1 %2467 to i64
  %2469 = add i64 %2462, %2468
  %2470 = trunc i64 %2469 to i32
  %2471 = sub i32 %2470, 1
  %2472 = sub i32 %2471, %c438
  %2473 = mul i32 %2472, 512
  %2474 = sext i32 %2473 to i64
  %2475 = sub i64 %2458, %2474
  %2476 = icmp sgt i64 %2475, 512
  %2477 = sext i32 %N to i64
  %2478 = sext i32 %N to i64
  %2479 = sdiv i64 %2478, 512
  %2480 = sub i64 0, %2478
  %2481 = select i1 false, i64 %2480, i64 %2479
  %2482 = srem i64 %2478, 512
  %2483 = icmp ne i64 %2482, 0
  %2484 = icmp slt i64 %2478, 0
  %2485 = icmp eq i1 %2484, false
  %2486 = and i1 %2483, %2485
  %2487 = zext i1 %2486 to i64
  %2488 = add i64 %2481, %2487
  %2489 = trunc i64 %2488 to i32
  %2490 = sub i32 %2489, 1
  %2491 = sub i32 %2490, %c438
  %2492 = mul i32 %2491, 512
  %2493 = sext i32 %2492 to i64
  %2494 = sub i64 %2477, %2493
  %2495 = select i1 %2476, i64 512, i64 %2494
  %2496 = select i1 %2457, i64 0, i64 %2495
  %2497 = select i1 %2381, i64 %2438, i64 %2496
  %2498 = trunc i64 %2497 to i32
  %2499 = select i1 %2265, i32 512, i32 %2498
  %tl_pad_from46 = select i1 %2031, i32 0, i32 %2499
  %tl_pad_n48 = sub i32 512, %tl_pad_from46
  br label %for.cond484

for.cond473:                                      ; preds = %for.body474, %if.then470
  %i11476 = phi i32 [ 0, %if.then470 ], [ %2508, %for.body474 ]
  %2500 = icmp slt i32 %i11476, 512
  br i1 %2500, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  %2501 = mul i32 %t, 512
  %2502 = add i32 %2501, %i11476
  %2503 = sext i32 %2502 to i64
  %2504 = getelementptr inbounds float, ptr %W, i64 %2503
  %2505 = load float, ptr %2504, align 4
  %2506 = sext i32 %i11476 to i64
  %2507 = getelementptr inbounds float, ptr %W_f, i64 %2506
  store float %2505, ptr %2507, align 4
  %2508 = add nsw i32 %i11476, 1
  br label %for.cond473, !llvm.loop !106

for.end475:                                       ; preds = %for.cond473
  br label %if.end472

for.cond477:                                      ; preds = %for.body478, %if.else471
  %i11480 = phi i32 [ 0, %if.else471 ], [ %2512, %for.body478 ]
  %2509 = icmp slt i32 %i11480, %tl_lo16
  br i1 %2509, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %2510 = sext i32 %i11480 to i64
  %2511 = getelementptr inbounds float, ptr %W_f, i64 %2510
  store float 0.000000e+00, ptr %2511, align 4
  %2512 = add nsw i32 %i11480, 1
  br label %for.cond477, !llvm.loop !107

for.end479:                                       ; preds = %for.cond477
  %2513 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond481

for.cond481:                                      ; preds = %for.body482, %for.end479
  %i111 = phi i32 [ 0, %for.end479 ], [ %2524, %for.body482 ]
  %2514 = icmp slt i32 %i111, %2513
  br i1 %2514, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %2515 = mul i32 %t, 512
  %2516 = add i32 %tl_lo16, %i111
  %2517 = add i32 %2515, %2516
  %2518 = sext i32 %2517 to i64
  %2519 = getelementptr inbounds float, ptr %W, i64 %2518
  %2520 = load float, ptr %2519, align 4
  %2521 = add i32 %tl_lo16, %i111
  %2522 = sext i32 %2521 to i64
  %2523 = getelementptr inbounds float, ptr %W_f, i64 %2522
  store float %2520, ptr %2523, align 4
  %2524 = add nsw i32 %i111, 1
  br label %for.cond481, !llvm.loop !108

for.end483:                                       ; preds = %for.cond481
  br label %if.end472

for.cond484:                                      ; preds = %for.body485, %if.end472
  %tl_pad_k49 = phi i32 [ 0, %if.end472 ], [ %2529, %for.body485 ]
  %2525 = icmp slt i32 %tl_pad_k49, %tl_pad_n48
  br i1 %2525, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %2526 = add i32 %tl_pad_from46, %tl_pad_k49
  %2527 = sext i32 %2526 to i64
  %2528 = getelementptr inbounds float, ptr %W_f, i64 %2527
  store float 0.000000e+00, ptr %2528, align 4
  %2529 = add nsw i32 %tl_pad_k49, 1
  br label %for.cond484, !llvm.loop !109

for.end486:                                       ; preds = %for.cond484
  br label %for.cond487

for.cond487:                                      ; preds = %for.end497, %for.end486
  %i490 = phi i32 [ 0, %for.end486 ], [ %3284, %for.end497 ]
  %2530 = icmp slt i32 %i490, 4
  br i1 %2530, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %2531 = sext i32 %N to i64
  %2532 = sext i32 %N to i64
  %2533 = sdiv i64 %2532, 512
  %2534 = sub i64 0, %2532
  %2535 = select i1 false, i64 %2534, i64 %2533
  %2536 = srem i64 %2532, 512
  %2537 = icmp ne i64 %2536, 0
  %2538 = icmp slt i64 %2532, 0
  %2539 = icmp eq i1 %2538, false
  %2540 = and i1 %2537, %2539
  %2541 = zext i1 %2540 to i64
  %2542 = add i64 %2535, %2541
  %2543 = trunc i64 %2542 to i32
  %2544 = sub i32 %2543, 1
  %2545 = sub i32 %2544, %c438
  %2546 = mul i32 %2545, 512
  %2547 = sext i32 %2546 to i64
  %2548 = sub i64 %2531, %2547
  %2549 = icmp slt i64 %2548, 0
  %2550 = sext i32 %N to i64
  %2551 = sext i32 %N to i64
  %2552 = sdiv i64 %2551, 512
  %2553 = sub i64 0, %2551
  %2554 = select i1 false, i64 %2553, i64 %2552
  %2555 = srem i64 %2551, 512
  %2556 = icmp ne i64 %2555, 0
  %2557 = icmp slt i64 %2551, 0
  %2558 = icmp eq i1 %2557, false
  %2559 = and i1 %2556, %2558
  %2560 = zext i1 %2559 to i64
  %2561 = add i64 %2554, %2560
  %2562 = trunc i64 %2561 to i32
  %2563 = sub i32 %2562, 1
  %2564 = sub i32 %2563, %c438
  %2565 = mul i32 %2564, 512
  %2566 = sext i32 %2565 to i64
  %2567 = sub i64 %2550, %2566
  %2568 = icmp sgt i64 %2567, 512
  %2569 = sext i32 %N to i64
  %2570 = sext i32 %N to i64
  %2571 = sdiv i64 %2570, 512
  %2572 = sub i64 0, %2570
  %2573 = select i1 false, i64 %2572, i64 %2571
  %2574 = srem i64 %2570, 512
  %2575 = icmp ne i64 %2574, 0
  %2576 = icmp slt i64 %2570, 0
  %2577 = icmp eq i1 %2576, false
  %2578 = and i1 %2575, %2577
  %2579 = zext i1 %2578 to i64
  %2580 = add i64 %2573, %2579
  %2581 = trunc i64 %2580 to i32
  %2582 = sub i32 %2581, 1
  %2583 = sub i32 %2582, %c438
  %2584 = mul i32 %2583, 512
  %2585 = sext i32 %2584 to i64
  %2586 = sub i64 %2569, %2585
  %2587 = select i1 %2568, i64 512, i64 %2586
  %2588 = select i1 %2549, i64 0, i64 %2587
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
  %2602 = sub i32 %2601, %c438
  %2603 = mul i32 %2602, 512
  %2604 = sext i32 %2603 to i64
  %2605 = sub i64 0, %2604
  %2606 = icmp slt i64 %2605, 0
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
  %2620 = sub i32 %2619, %c438
  %2621 = mul i32 %2620, 512
  %2622 = sext i32 %2621 to i64
  %2623 = sub i64 0, %2622
  %2624 = icmp sgt i64 %2623, 512
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
  %2638 = sub i32 %2637, %c438
  %2639 = mul i32 %2638, 512
  %2640 = sext i32 %2639 to i64
  %2641 = sub i64 0, %2640
  %2642 = select i1 %2624, i64 512, i64 %2641
  %2643 = select i1 %2606, i64 0, i64 %2642
  %2644 = trunc i64 %2643 to i32
  %2645 = sext i32 %2644 to i64
  %2646 = icmp slt i64 %2588, %2645
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
  %2660 = sub i32 %2659, %c438
  %2661 = mul i32 %2660, 512
  %2662 = sext i32 %2661 to i64
  %2663 = sub i64 0, %2662
  %2664 = icmp slt i64 %2663, 0
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
  %2678 = sub i32 %2677, %c438
  %2679 = mul i32 %2678, 512
  %2680 = sext i32 %2679 to i64
  %2681 = sub i64 0, %2680
  %2682 = icmp sgt i64 %2681, 512
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
  %2696 = sub i32 %2695, %c438
  %2697 = mul i32 %2696, 512
  %2698 = sext i32 %2697 to i64
  %2699 = sub i64 0, %2698
  %2700 = select i1 %2682, i64 512, i64 %2699
  %2701 = select i1 %2664, i64 0, i64 %2700
  %2702 = trunc i64 %2701 to i32
  %2703 = sext i32 %2702 to i64
  %2704 = sext i32 %N to i64
  %2705 = sext i32 %N to i64
  %2706 = sdiv i64 %2705, 512
  %2707 = sub i64 0, %2705
  %2708 = select i1 false, i64 %2707, i64 %2706
  %2709 = srem i64 %2705, 512
  %2710 = icmp ne i64 %2709, 0
  %2711 = icmp slt i64 %2705, 0
  %2712 = icmp eq i1 %2711, false
  %2713 = and i1 %2710, %2712
  %2714 = zext i1 %2713 to i64
  %2715 = add i64 %2708, %2714
  %2716 = trunc i64 %2715 to i32
  %2717 = sub i32 %2716, 1
  %2718 = sub i32 %2717, %c438
  %2719 = mul i32 %2718, 512
  %2720 = sext i32 %2719 to i64
  %2721 = sub i64 %2704, %2720
  %2722 = icmp slt i64 %2721, 0
  %2723 = sext i32 %N to i64
  %2724 = sext i32 %N to i64
  %2725 = sdiv i64 %2724, 512
  %2726 = sub i64 0, %2724
  %2727 = select i1 false, i64 %2726, i64 %2725
  %2728 = srem i64 %2724, 512
  %2729 = icmp ne i64 %2728, 0
  %2730 = icmp slt i64 %2724, 0
  %2731 = icmp eq i1 %2730, false
  %2732 = and i1 %2729, %2731
  %2733 = zext i1 %2732 to i64
  %2734 = add i64 %2727, %2733
  %2735 = trunc i64 %2734 to i32
  %2736 = sub i32 %2735, 1
  %2737 = sub i32 %2736, %c438
  %2738 = mul i32 %2737, 512
  %2739 = sext i32 %2738 to i64
  %2740 = sub i64 %2723, %2739
  %2741 = icmp sgt i64 %2740, 512
  %2742 = sext i32 %N to i64
  %2743 = sext i32 %N to i64
  %2744 = sdiv i64 %2743, 512
  %2745 = sub i64 0, %2743
  %2746 = select i1 false, i64 %2745, i64 %2744
  %2747 = srem i64 %2743, 512
  %2748 = icmp ne i64 %2747, 0
  %2749 = icmp slt i64 %2743, 0
  %2750 = icmp eq i1 %2749, false
  %2751 = and i1 %2748, %2750
  %2752 = zext i1 %2751 to i64
  %2753 = add i64 %2746, %2752
  %2754 = trunc i64 %2753 to i32
  %2755 = sub i32 %2754, 1
  %2756 = sub i32 %2755, %c438
  %2757 = mul i32 %2756, 512
  %2758 = sext i32 %2757 to i64
  %2759 = sub i64 %2742, %2758
  %2760 = select i1 %2741, i64 512, i64 %2759
  %2761 = select i1 %2722, i64 0, i64 %2760
  %2762 = select i1 %2646, i64 %2703, i64 %2761
  %2763 = trunc i64 %2762 to i32
  %2764 = icmp slt i32 %2763, 0
  %2765 = sext i32 %N to i64
  %2766 = sext i32 %N to i64
  %2767 = sdiv i64 %2766, 512
  %2768 = sub i64 0, %2766
  %2769 = select i1 false, i64 %2768, i64 %2767
  %2770 = srem i64 %2766, 512
  %2771 = icmp ne i64 %2770, 0
  %2772 = icmp slt i64 %2766, 0
  %2773 = icmp eq i1 %2772, false
  %2774 = and i1 %2771, %2773
  %2775 = zext i1 %2774 to i64
  %2776 = add i64 %2769, %2775
  %2777 = trunc i64 %2776 to i32
  %2778 = sub i32 %2777, 1
  %2779 = sub i32 %2778, %c438
  %2780 = mul i32 %2779, 512
  %2781 = sext i32 %2780 to i64
  %2782 = sub i64 %2765, %2781
  %2783 = icmp slt i64 %2782, 0
  %2784 = sext i32 %N to i64
  %2785 = sext i32 %N to i64
  %2786 = sdiv i64 %2785, 512
  %2787 = sub i64 0, %2785
  %2788 = select i1 false, i64 %2787, i64 %2786
  %2789 = srem i64 %2785, 512
  %2790 = icmp ne i64 %2789, 0
  %2791 = icmp slt i64 %2785, 0
  %2792 = icmp eq i1 %2791, false
  %2793 = and i1 %2790, %2792
  %2794 = zext i1 %2793 to i64
  %2795 = add i64 %2788, %2794
  %2796 = trunc i64 %2795 to i32
  %2797 = sub i32 %2796, 1
  %2798 = sub i32 %2797, %c438
  %2799 = mul i32 %2798, 512
  %2800 = sext i32 %2799 to i64
  %2801 = sub i64 %2784, %2800
  %2802 = icmp sgt i64 %2801, 512
  %2803 = sext i32 %N to i64
  %2804 = sext i32 %N to i64
  %2805 = sdiv i64 %2804, 512
  %2806 = sub i64 0, %2804
  %2807 = select i1 false, i64 %2806, i64 %2805
  %2808 = srem i64 %2804, 512
  %2809 = icmp ne i64 %2808, 0
  %2810 = icmp slt i64 %2804, 0
  %2811 = icmp eq i1 %2810, false
  %2812 = and i1 %2809, %2811
  %2813 = zext i1 %2812 to i64
  %2814 = add i64 %2807, %2813
  %2815 = trunc i64 %2814 to i32
  %2816 = sub i32 %2815, 1
  %2817 = sub i32 %2816, %c438
  %2818 = mul i32 %2817, 512
  %2819 = sext i32 %2818 to i64
  %2820 = sub i64 %2803, %2819
  %2821 = select i1 %2802, i64 512, i64 %2820
  %2822 = select i1 %2783, i64 0, i64 %2821
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
  %2836 = sub i32 %2835, %c438
  %2837 = mul i32 %2836, 512
  %2838 = sext i32 %2837 to i64
  %2839 = sub i64 0, %2838
  %2840 = icmp slt i64 %2839, 0
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
  %2854 = sub i32 %2853, %c438
  %2855 = mul i32 %2854, 512
  %2856 = sext i32 %2855 to i64
  %2857 = sub i64 0, %2856
  %2858 = icmp sgt i64 %2857, 512
  %2859 = sext i32 %N to i64
  %2860 = sdiv i64 %2859, 512
  %2861 = sub i64 0, %2859
  %2862 = select i1 false, i64 %2861, i64 %2860
  %2863 = srem i64 %2859, 512
  %2864 = icmp ne i64 %2863, 0
  %2865 = icmp slt i64 %2859, 0
  %2866 = icmp eq i1 %2865, false
  %2867 = and i1 %2864, %2866
  %2868 = zext i1 %2867 to i64
  %2869 = add i64 %2862, %2868
  %2870 = trunc i64 %2869 to i32
  %2871 = sub i32 %2870, 1
  %2872 = sub i32 %2871, %c438
  %2873 = mul i32 %2872, 512
  %2874 = sext i32 %2873 to i64
  %2875 = sub i64 0, %2874
  %2876 = select i1 %2858, i64 512, i64 %2875
  %2877 = select i1 %2840, i64 0, i64 %2876
  %2878 = trunc i64 %2877 to i32
  %2879 = sext i32 %2878 to i64
  %2880 = icmp slt i64 %2822, %2879
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
  %2894 = sub i32 %2893, %c438
  %2895 = mul i32 %2894, 512
  %2896 = sext i32 %2895 to i64
  %2897 = sub i64 0, %2896
  %2898 = icmp slt i64 %2897, 0
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
  %2912 = sub i32 %2911, %c438
  %2913 = mul i32 %2912, 512
  %2914 = sext i32 %2913 to i64
  %2915 = sub i64 0, %2914
  %2916 = icmp sgt i64 %2915, 512
  %2917 = sext i32 %N to i64
  %2918 = sdiv i64 %2917, 512
  %2919 = sub i64 0, %2917
  %2920 = select i1 false, i64 %2919, i64 %2918
  %2921 = srem i64 %2917, 512
  %2922 = icmp ne i64 %2921, 0
  %2923 = icmp slt i64 %2917, 0
  %2924 = icmp eq i1 %2923, false
  %2925 = and i1 %2922, %2924
  %2926 = zext i1 %2925 to i64
  %2927 = add i64 %2920, %2926
  %2928 = trunc i64 %2927 to i32
  %2929 = sub i32 %2928, 1
  %2930 = sub i32 %2929, %c438
  %2931 = mul i32 %2930, 512
  %2932 = sext i32 %2931 to i64
  %2933 = sub i64 0, %2932
  %2934 = select i1 %2916, i64 512, i64 %2933
  %2935 = select i1 %2898, i64 0, i64 %2934
  %2936 = trunc i64 %2935 to i32
  %2937 = sext i32 %2936 to i64
  %2938 = sext i32 %N to i64
  %2939 = sext i32 %N to i64
  %2940 = sdiv i64 %2939, 512
  %2941 = sub i64 0, %2939
  %2942 = select i1 false, i64 %2941, i64 %2940
  %2943 = srem i64 %2939, 512
  %2944 = icmp ne i64 %2943, 0
  %2945 = icmp slt i64 %2939, 0
  %2946 = icmp eq i1 %2945, false
  %2947 = and i1 %2944, %2946
  %2948 = zext i1 %2947 to i64
  %2949 = add i64 %2942, %2948
  %2950 = trunc i64 %2949 to i32
  %2951 = sub i32 %2950, 1
  %2952 = sub i32 %2951, %c438
  %2953 = mul i32 %2952, 512
  %2954 = sext i32 %2953 to i64
  %2955 = sub i64 %2938, %2954
  %2956 = icmp slt i64 %2955, 0
  %2957 = sext i32 %N to i64
  %2958 = sext i32 %N to i64
  %2959 = sdiv i64 %2958, 512
  %2960 = sub i64 0, %2958
  %2961 = select i1 false, i64 %2960, i64 %2959
  %2962 = srem i64 %2958, 512
  %2963 = icmp ne i64 %2962, 0
  %2964 = icmp slt i64 %2958, 0
  %2965 = icmp eq i1 %2964, false
  %2966 = and i1 %2963, %2965
  %2967 = zext i1 %2966 to i64
  %2968 = add i64 %2961, %2967
  %2969 = trunc i64 %2968 to i32
  %2970 = sub i32 %2969, 1
  %2971 = sub i32 %2970, %c438
  %2972 = mul i32 %2971, 512
  %2973 = sext i32 %2972 to i64
  %2974 = sub i64 %2957, %2973
  %2975 = icmp sgt i64 %2974, 512
  %2976 = sext i32 %N to i64
  %2977 = sext i32 %N to i64
  %2978 = sdiv i64 %2977, 512
  %2979 = sub i64 0, %2977
  %2980 = select i1 false, i64 %2979, i64 %2978
  %2981 = srem i64 %2977, 512
  %2982 = icmp ne i64 %2981, 0
  %2983 = icmp slt i64 %2977, 0
  %2984 = icmp eq i1 %2983, false
  %2985 = and i1 %2982, %2984
  %2986 = zext i1 %2985 to i64
  %2987 = add i64 %2980, %2986
  %2988 = trunc i64 %2987 to i32
  %2989 = sub i32 %2988, 1
  %2990 = sub i32 %2989, %c438
  %2991 = mul i32 %2990, 512
  %2992 = sext i32 %2991 to i64
  %2993 = sub i64 %2976, %2992
  %2994 = select i1 %2975, i64 512, i64 %2993
  %2995 = select i1 %2956, i64 0, i64 %2994
  %2996 = select i1 %2880, i64 %2937, i64 %2995
  %2997 = trunc i64 %2996 to i32
  %2998 = icmp sgt i32 %2997, 512
  %2999 = sext i32 %N to i64
  %3000 = sext i32 %N to i64
  %3001 = sdiv i64 %3000, 512
  %3002 = sub i64 0, %3000
  %3003 = select i1 false, i64 %3002, i64 %3001
  %3004 = srem i64 %3000, 512
  %3005 = icmp ne i64 %3004, 0
  %3006 = icmp slt i64 %3000, 0
  %3007 = icmp eq i1 %3006, false
  %3008 = and i1 %3005, %3007
  %3009 = zext i1 %3008 to i64
  %3010 = add i64 %3003, %3009
  %3011 = trunc i64 %3010 to i32
  %3012 = sub i32 %3011, 1
  %3013 = sub i32 %3012, %c438
  %3014 = mul i32 %3013, 512
  %3015 = sext i32 %3014 to i64
  %3016 = sub i64 %2999, %3015
  %3017 = icmp slt i64 %3016, 0
  %3018 = sext i32 %N to i64
  %3019 = sext i32 %N to i64
  %3020 = sdiv i64 %3019, 512
  %3021 = sub i64 0, %3019
  %3022 = select i1 false, i64 %3021, i64 %3020
  %3023 = srem i64 %3019, 512
  %3024 = icmp ne i64 %3023, 0
  %3025 = icmp slt i64 %3019, 0
  %3026 = icmp eq i1 %3025, false
  %3027 = and i1 %3024, %3026
  %3028 = zext i1 %3027 to i64
  %3029 = add i64 %3022, %3028
  %3030 = trunc i64 %3029 to i32
  %3031 = sub i32 %3030, 1
  %3032 = sub i32 %3031, %c438
  %3033 = mul i32 %3032, 512
  %3034 = sext i32 %3033 to i64
  %3035 = sub i64 %3018, %3034
  %3036 = icmp sgt i64 %3035, 512
  %3037 = sext i32 %N to i64
  %3038 = sext i32 %N to i64
  %3039 = sdiv i64 %3038, 512
  %3040 = sub i64 0, %3038
  %3041 = select i1 false, i64 %3040, i64 %3039
  %3042 = srem i64 %3038, 512
  %3043 = icmp ne i64 %3042, 0
  %3044 = icmp slt i64 %3038, 0
  %3045 = icmp eq i1 %3044, false
  %3046 = and i1 %3043, %3045
  %3047 = zext i1 %3046 to i64
  %3048 = add i64 %3041, %3047
  %3049 = trunc i64 %3048 to i32
  %3050 = sub i32 %3049, 1
  %3051 = sub i32 %3050, %c438
  %3052 = mul i32 %3051, 512
  %3053 = sext i32 %3052 to i64
  %3054 = sub i64 %3037, %3053
  %3055 = select i1 %3036, i64 512, i64 %3054
  %3056 = select i1 %3017, i64 0, i64 %3055
  %3057 = sext i32 %N to i64
  %3058 = sdiv i64 %3057, 512
  %3059 = sub i64 0, %3057
  %3060 = select i1 false, i64 %3059, i64 %3058
  %3061 = srem i64 %3057, 512
  %3062 = icmp ne i64 %3061, 0
  %3063 = icmp slt i64 %3057, 0
  %3064 = icmp eq i1 %3063, false
  %3065 = and i1 %3062, %3064
  %3066 = zext i1 %3065 to i64
  %3067 = add i64 %3060, %3066
  %3068 = trunc i64 %3067 to i32
  %3069 = sub i32 %3068, 1
  %3070 = sub i32 %3069, %c438
  %3071 = mul i32 %3070, 512
  %3072 = sext i32 %3071 to i64
  %3073 = sub i64 0, %3072
  %3074 = icmp slt i64 %3073, 0
  %3075 = sext i32 %N to i64
  %3076 = sdiv i64 %3075, 512
  %3077 = sub i64 0, %3075
  %3078 = select i1 false, i64 %3077, i64 %3076
  %3079 = srem i64 %3075, 512
  %3080 = icmp ne i64 %3079, 0
  %3081 = icmp slt i64 %3075, 0
  %3082 = icmp eq i1 %3081, false
  %3083 = and i1 %3080, %3082
  %3084 = zext i1 %3083 to i64
  %3085 = add i64 %3078, %3084
  %3086 = trunc i64 %3085 to i32
  %3087 = sub i32 %3086, 1
  %3088 = sub i32 %3087, %c438
  %3089 = mul i32 %3088, 512
  %3090 = sext i32 %3089 to i64
  %3091 = sub i64 0, %3090
  %3092 = icmp sgt i64 %3091, 512
  %3093 = sext i32 %N to i64
  %3094 = sdiv i64 %3093, 512
  %3095 = sub i64 0, %3093
  %3096 = select i1 false, i64 %3095, i64 %3094
  %3097 = srem i64 %3093, 512
  %3098 = icmp ne i64 %3097, 0
  %3099 = icmp slt i64 %3093, 0
  %3100 = icmp eq i1 %3099, false
  %3101 = and i1 %3098, %3100
  %3102 = zext i1 %3101 to i64
  %3103 = add i64 %3096, %3102
  %3104 = trunc i64 %3103 to i32
  %3105 = sub i32 %3104, 1
  %3106 = sub i32 %3105, %c438
  %3107 = mul i32 %3106, 512
  %3108 = sext i32 %3107 to i64
  %3109 = sub i64 0, %3108
  %3110 = select i1 %3092, i64 512, i64 %3109
  %3111 = select i1 %3074, i64 0, i64 %3110
  %3112 = trunc i64 %3111 to i32
  %3113 = sext i32 %3112 to i64
  %3114 = icmp slt i64 %3056, %3113
  %3115 = sext i32 %N to i64
  %3116 = sdiv i64 %3115, 512
  %3117 = sub i64 0, %3115
  %3118 = select i1 false, i64 %3117, i64 %3116
  %3119 = srem i64 %3115, 512
  %3120 = icmp ne i64 %3119, 0
  %3121 = icmp slt i64 %3115, 0
  %3122 = icmp eq i1 %3121, false
  %3123 = and i1 %3120, %3122
  %3124 = zext i1 %3123 to i64
  %3125 = add i64 %3118, %3124
  %3126 = trunc i64 %3125 to i32
  %3127 = sub i32 %3126, 1
  %3128 = sub i32 %3127, %c438
  %3129 = mul i32 %3128, 512
  %3130 = sext i32 %3129 to i64
  %3131 = sub i64 0, %3130
  %3132 = icmp slt i64 %3131, 0
  %3133 = sext i32 %N to i64
  %3134 = sdiv i64 %3133, 512
  %3135 = sub i64 0, %3133
  %3136 = select i1 false, i64 %3135, i64 %3134
  %3137 = srem i64 %3133, 512
  %3138 = icmp ne i64 %3137, 0
  %3139 = icmp slt i64 %3133, 0
  %3140 = icmp eq i1 %3139, false
  %3141 = and i1 %3138, %3140
  %3142 = zext i1 %3141 to i64
  %3143 = add i64 %3136, %3142
  %3144 = trunc i64 %3143 to i32
  %3145 = sub i32 %3144, 1
  %3146 = sub i32 %3145, %c438
  %3147 = mul i32 %3146, 512
  %3148 = sext i32 %3147 to i64
  %3149 = sub i64 0, %3148
  %3150 = icmp sgt i64 %3149, 512
  %3151 = sext i32 %N to i64
  %3152 = sdiv i64 %3151, 512
  %3153 = sub i64 0, %3151
  %3154 = select i1 false, i64 %3153, i64 %3152
  %3155 = srem i64 %3151, 512
  %3156 = icmp ne i64 %3155, 0
  %3157 = icmp slt i64 %3151, 0
  %3158 = icmp eq i1 %3157, false
  %3159 = and i1 %3156, %3158
  %3160 = zext i1 %3159 to i64
  %3161 = add i64 %3154, %3160
  %3162 = trunc i64 %3161 to i32
  %3163 = sub i32 %3162, 1
  %3164 = sub i32 %3163, %c438
  %3165 = mul i32 %3164, 512
  %3166 = sext i32 %3165 to i64
  %3167 = sub i64 0, %3166
  %3168 = select i1 %3150, i64 512, i64 %3167
  %3169 = select i1 %3132, i64 0, i64 %3168
  %3170 = trunc i64 %3169 to i32
  %3171 = sext i32 %3170 to i64
  %3172 = sext i32 %N to i64
  %3173 = sext i32 %N to i64
  %3174 = sdiv i64 %3173, 512
  %3175 = sub i64 0, %3173
  %3176 = select i1 false, i64 %3175, i64 %3174
  %3177 = srem i64 %3173, 512
  %3178 = icmp ne i64 %3177, 0
  %3179 = icmp slt i64 %3173, 0
  %3180 = icmp eq i1 %3179, false
  %3181 = and i1 %3178, %3180
  %3182 = zext i1 %3181 to i64
  %3183 = add i64 %3176, %3182
  %3184 = trunc i64 %3183 to i32
  %3185 = sub i32 %3184, 1
  %3186 = sub i32 %3185, %c438
  %3187 = mul i32 %3186, 512
  %3188 = sext i32 %3187 to i64
  %3189 = sub i64 %3172, %3188
  %3190 = icmp slt i64 %3189, 0
  %3191 = sext i32 %N to i64
  %3192 = sext i32 %N to i64
  %3193 = sdiv i64 %3192, 512
  %3194 = sub i64 0, %3192
  %3195 = select i1 false, i64 %3194, i64 %3193
  %3196 = srem i64 %3192, 512
  %3197 = icmp ne i64 %3196, 0
  %3198 = icmp slt i64 %3192, 0
  %3199 = icmp eq i1 %3198, false
  %3200 = and i1 %3197, %3199
  %3201 = zext i1 %3200 to i64
  %3202 = add i64 %3195, %3201
  %3203 = trunc i64 %3202 to i32
  %3204 = sub i32 %3203, 1
  %3205 = sub i32 %3204, %c438
  %3206 = mul i32 %3205, 512
  %3207 = sext i32 %3206 to i64
  %3208 = sub i64 %3191, %3207
  %3209 = icmp sgt i64 %3208, 512
  %3210 = sext i32 %N to i64
  %3211 = sext i32 %N to i64
  %3212 = sdiv i64 %3211, 512
  %3213 = sub i64 0, %3211
  %3214 = select i1 false, i64 %3213, i64 %3212
  %3215 = srem i64 %3211, 512
  %3216 = icmp ne i64 %3215, 0
  %3217 = icmp slt i64 %3211, 0
  %3218 = icmp eq i1 %3217, false
  %3219 = and i1 %3216, %3218
  %3220 = zext i1 %3219 to i64
  %3221 = add i64 %3214, %3220
  %3222 = trunc i64 %3221 to i32
  %3223 = sub i32 %3222, 1
  %3224 = sub i32 %3223, %c438
  %3225 = mul i32 %3224, 512
  %3226 = sext i32 %3225 to i64
  %3227 = sub i64 %3210, %3226
  %3228 = select i1 %3209, i64 512, i64 %3227
  %3229 = select i1 %3190, i64 0, i64 %3228
  %3230 = select i1 %3114, i64 %3171, i64 %3229
  %3231 = trunc i64 %3230 to i32
  %3232 = select i1 %2998, i32 512, i32 %3231
  %tl_cols50 = select i1 %2764, i32 0, i32 %3232
  br label %for.cond491

for.end489:                                       ; preds = %for.cond487
  %3233 = mul i32 %bx, 4
  %3234 = icmp sle i32 0, %3233
  %3235 = mul i32 %bx, 4
  %3236 = sext i32 %3235 to i64
  %3237 = add i64 %3236, 4
  %3238 = sext i32 %M to i64
  %3239 = icmp sle i64 %3237, %3238
  %3240 = and i1 %3234, %3239
  %3241 = mul i32 %t, 512
  %3242 = icmp sle i32 0, %3241
  %3243 = mul i32 %t, 512
  %3244 = sext i32 %3243 to i64
  %3245 = add i64 %3244, 512
  %3246 = sext i32 %N to i64
  %3247 = icmp sle i64 %3245, %3246
  %3248 = and i1 %3242, %3247
  %3249 = and i1 %3240, %3248
  br i1 %3249, label %if.then498, label %if.else499

for.cond491:                                      ; preds = %for.body492, %for.body488
  %j494 = phi i32 [ 0, %for.body488 ], [ %3270, %for.body492 ]
  %3250 = icmp slt i32 %j494, %tl_cols50
  br i1 %3250, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %3251 = sext i32 %i490 to i64
  %3252 = mul nsw i64 %3251, 512
  %3253 = sext i32 %j494 to i64
  %3254 = add nsw i64 %3252, %3253
  %3255 = getelementptr inbounds float, ptr %X_f, i64 %3254
  %3256 = load float, ptr %3255, align 4
  %3257 = sext i32 %i490 to i64
  %3258 = getelementptr inbounds float, ptr %ss, i64 %3257
  %3259 = load float, ptr %3258, align 4
  %3260 = fmul float %3256, %3259
  %3261 = sext i32 %j494 to i64
  %3262 = getelementptr inbounds float, ptr %W_f, i64 %3261
  %3263 = load float, ptr %3262, align 4
  %3264 = fmul float %3260, %3263
  %3265 = sext i32 %i490 to i64
  %3266 = mul nsw i64 %3265, 512
  %3267 = sext i32 %j494 to i64
  %3268 = add nsw i64 %3266, %3267
  %3269 = getelementptr inbounds float, ptr %X_f, i64 %3268
  store float %3264, ptr %3269, align 4
  %3270 = add nsw i32 %j494, 1
  br label %for.cond491, !llvm.loop !110

for.end493:                                       ; preds = %for.cond491
  %3271 = sext i32 %i490 to i64
  %3272 = getelementptr inbounds float, ptr %ss, i64 %3271
  %3273 = load float, ptr %3272, align 4
  %3274 = fmul float 0.000000e+00, %3273
  %tl_col52 = fmul float %3274, 0.000000e+00
  %3275 = sub i32 512, %tl_cols50
  br label %for.cond495

for.cond495:                                      ; preds = %for.body496, %for.end493
  %j511 = phi i32 [ 0, %for.end493 ], [ %3283, %for.body496 ]
  %3276 = icmp slt i32 %j511, %3275
  br i1 %3276, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %3277 = sext i32 %i490 to i64
  %3278 = mul nsw i64 %3277, 512
  %3279 = add i32 %tl_cols50, %j511
  %3280 = sext i32 %3279 to i64
  %3281 = add nsw i64 %3278, %3280
  %3282 = getelementptr inbounds float, ptr %X_f, i64 %3281
  store float %tl_col52, ptr %3282, align 4
  %3283 = add nsw i32 %j511, 1
  br label %for.cond495, !llvm.loop !111

for.end497:                                       ; preds = %for.cond495
  %3284 = add nsw i32 %i490, 1
  br label %for.cond487, !llvm.loop !112

if.then498:                                       ; preds = %for.end489
  br label %for.cond501

if.else499:                                       ; preds = %for.end489
  br label %for.cond512

if.end500:                                        ; preds = %for.end514, %for.end503
  %3285 = add nsw i32 %c438, 1
  br label %for.cond435, !llvm.loop !113

for.cond501:                                      ; preds = %if.end507, %if.then498
  %i11504 = phi i32 [ 0, %if.then498 ], [ %3305, %if.end507 ]
  %3286 = icmp slt i32 %i11504, 4
  br i1 %3286, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %3287 = sext i32 %M to i64
  %3288 = sext i32 %N to i64
  %3289 = mul i64 %3287, %3288
  %3290 = icmp sge i64 %3289, 8388608
  br i1 %3290, label %if.then505, label %if.else506

for.end503:                                       ; preds = %for.cond501
  br label %if.end500

if.then505:                                       ; preds = %for.body502
  %3291 = mul i32 %bx, 4
  %3292 = add i32 %3291, %i11504
  %3293 = sext i32 %3292 to i64
  %3294 = sext i32 %N to i64
  %3295 = mul nsw i64 %3293, %3294
  %3296 = mul i32 %t, 512
  %3297 = add i32 %3296, 0
  %3298 = sext i32 %3297 to i64
  %3299 = add nsw i64 %3295, %3298
  %3300 = getelementptr inbounds float, ptr %Y, i64 %3299
  %3301 = sext i32 %i11504 to i64
  %3302 = mul nsw i64 %3301, 512
  %3303 = add nsw i64 %3302, 0
  %3304 = getelementptr inbounds float, ptr %X_f, i64 %3303
  call void @tilec_rt_stream(ptr %3300, ptr %3304, i64 2048)
  br label %if.end507

if.else506:                                       ; preds = %for.body502
  br label %for.cond508

if.end507:                                        ; preds = %for.end510, %if.then505
  %3305 = add nsw i32 %i11504, 1
  br label %for.cond501, !llvm.loop !114

for.cond508:                                      ; preds = %for.body509, %if.else506
  %j5511 = phi i32 [ 0, %if.else506 ], [ %3323, %for.body509 ]
  %3306 = icmp slt i32 %j5511, 512
  br i1 %3306, label %for.body509, label %for.end510

for.body509:                                      ; preds = %for.cond508
  %3307 = sext i32 %i11504 to i64
  %3308 = mul nsw i64 %3307, 512
  %3309 = sext i32 %j5511 to i64
  %3310 = add nsw i64 %3308, %3309
  %3311 = getelementptr inbounds float, ptr %X_f, i64 %3310
  %3312 = load float, ptr %3311, align 4
  %3313 = mul i32 %bx, 4
  %3314 = add i32 %3313, %i11504
  %3315 = sext i32 %3314 to i64
  %3316 = sext i32 %N to i64
  %3317 = mul nsw i64 %3315, %3316
  %3318 = mul i32 %t, 512
  %3319 = add i32 %3318, %j5511
  %3320 = sext i32 %3319 to i64
  %3321 = add nsw i64 %3317, %3320
  %3322 = getelementptr inbounds float, ptr %Y, i64 %3321
  store float %3312, ptr %3322, align 4
  %3323 = add nsw i32 %j5511, 1
  br label %for.cond508, !llvm.loop !115

for.end510:                                       ; preds = %for.cond508
  br label %if.end507

for.cond512:                                      ; preds = %for.end518, %if.else499
  %i11515 = phi i32 [ 0, %if.else499 ], [ %3351, %for.end518 ]
  %3324 = icmp slt i32 %i11515, 4
  br i1 %3324, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  br label %for.cond516

for.end514:                                       ; preds = %for.cond512
  br label %if.end500

for.cond516:                                      ; preds = %if.end522, %for.body513
  %j5519 = phi i32 [ 0, %for.body513 ], [ %3368, %if.end522 ]
  %3325 = icmp slt i32 %j5519, 512
  br i1 %3325, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %3326 = mul i32 %bx, 4
  %3327 = sext i32 %3326 to i64
  %3328 = sext i32 %i11515 to i64
  %3329 = add i64 %3327, %3328
  %3330 = icmp sle i64 0, %3329
  %3331 = mul i32 %bx, 4
  %3332 = sext i32 %3331 to i64
  %3333 = sext i32 %i11515 to i64
  %3334 = add i64 %3332, %3333
  %3335 = sext i32 %M to i64
  %3336 = icmp slt i64 %3334, %3335
  %3337 = and i1 %3330, %3336
  %3338 = mul i32 %t, 512
  %3339 = sext i32 %3338 to i64
  %3340 = sext i32 %j5519 to i64
  %3341 = add i64 %3339, %3340
  %3342 = icmp sle i64 0, %3341
  %3343 = mul i32 %t, 512
  %3344 = sext i32 %3343 to i64
  %3345 = sext i32 %j5519 to i64
  %3346 = add i64 %3344, %3345
  %3347 = sext i32 %N to i64
  %3348 = icmp slt i64 %3346, %3347
  %3349 = and i1 %3342, %3348
  %3350 = and i1 %3337, %3349
  br i1 %3350, label %if.then520, label %if.else521

for.end518:                                       ; preds = %for.cond516
  %3351 = add nsw i32 %i11515, 1
  br label %for.cond512, !llvm.loop !116

if.then520:                                       ; preds = %for.body517
  %3352 = sext i32 %i11515 to i64
  %3353 = mul nsw i64 %3352, 512
  %3354 = sext i32 %j5519 to i64
  %3355 = add nsw i64 %3353, %3354
  %3356 = getelementptr inbounds float, ptr %X_f, i64 %3355
  %3357 = load float, ptr %3356, align 4
  %3358 = mul i32 %bx, 4
  %3359 = add i32 %3358, %i11515
  %3360 = sext i32 %3359 to i64
  %3361 = sext i32 %N to i64
  %3362 = mul nsw i64 %3360, %3361
  %3363 = mul i32 %t, 512
  %3364 = add i32 %3363, %j5519
  %3365 = sext i32 %3364 to i64
  %3366 = add nsw i64 %3362, %3365
  %3367 = getelementptr inbounds float, ptr %Y, i64 %3366
  store float %3357, ptr %3367, align 4
  br label %if.end522

if.else521:                                       ; preds = %for.body517
  br label %if.end522

if.end522:                                        ; preds = %if.else521, %if.then520
  %3368 = add nsw i32 %j5519, 1
  br label %for.cond516, !llvm.loop !117
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  call void @rmsnorm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_rmsnorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 5
  %18 = icmp sle i32 %N, 256
  %19 = select i1 %18, i32 32, i32 4
  %20 = sext i32 %M to i64
  %21 = sext i32 %19 to i64
  %22 = icmp eq i64 %21, 0
  %23 = icmp eq i64 %21, -1
  %24 = or i1 %22, %23
  %25 = select i1 %24, i64 1, i64 %21
  %26 = sdiv i64 %20, %25
  %27 = sub i64 0, %20
  %28 = select i1 %23, i64 %27, i64 %26
  %29 = icmp eq i64 %21, 0
  %30 = icmp eq i64 %21, -1
  %31 = or i1 %29, %30
  %32 = select i1 %31, i64 1, i64 %21
  %33 = srem i64 %20, %32
  %34 = icmp ne i64 %33, 0
  %35 = icmp slt i64 %20, 0
  %36 = icmp slt i64 %21, 0
  %37 = icmp eq i1 %35, %36
  %38 = and i1 %34, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %28, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  %49 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  br i1 %50, label %run, label %empty

run:                                              ; preds = %body
  %52 = call i32 @tilec_rt_run_blocks(i64 %51, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %52

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
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
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
