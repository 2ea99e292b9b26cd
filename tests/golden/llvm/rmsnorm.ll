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

if.end27:                                         ; preds = %for.end38, %for.end30
  br label %for.cond39

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
  %107 = sub i32 256, %tl_hi1
  br label %for.cond36

for.cond36:                                       ; preds = %for.body37, %for.end34
  %i61 = phi i32 [ 0, %for.end34 ], [ %112, %for.body37 ]
  %108 = icmp slt i32 %i61, %107
  br i1 %108, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %109 = add i32 %tl_hi1, %i61
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %W_s, i64 %110
  store float 0.000000e+00, ptr %111, align 4
  %112 = add nsw i32 %i61, 1
  br label %for.cond36, !llvm.loop !10

for.end38:                                        ; preds = %for.cond36
  br label %if.end27

for.cond39:                                       ; preds = %for.end47, %if.end27
  %i = phi i32 [ 0, %if.end27 ], [ %150, %for.end47 ]
  %113 = icmp slt i32 %i, 32
  br i1 %113, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %114 = sext i32 %N to i64
  %115 = icmp slt i64 %114, 0
  %116 = sext i32 %N to i64
  %117 = icmp sgt i64 %116, 256
  %118 = sext i32 %N to i64
  %119 = select i1 %117, i64 256, i64 %118
  %120 = select i1 %115, i64 0, i64 %119
  %tl_hi2 = trunc i64 %120 to i32
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  br label %for.cond48

for.cond42:                                       ; preds = %for.body43, %for.body40
  %j = phi i32 [ 0, %for.body40 ], [ %140, %for.body43 ]
  %121 = icmp slt i32 %j, %tl_hi2
  br i1 %121, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %122 = sext i32 %i to i64
  %123 = mul nsw i64 %122, 256
  %124 = sext i32 %j to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %X_s, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = sext i32 %i to i64
  %129 = mul nsw i64 %128, 256
  %130 = sext i32 %j to i64
  %131 = add nsw i64 %129, %130
  %132 = getelementptr inbounds float, ptr %X_s, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = fmul float %127, %133
  %135 = sext i32 %i to i64
  %136 = mul nsw i64 %135, 256
  %137 = sext i32 %j to i64
  %138 = add nsw i64 %136, %137
  %139 = getelementptr inbounds float, ptr %sq_s, i64 %138
  store float %134, ptr %139, align 4
  %140 = add nsw i32 %j, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  %141 = sub i32 256, %tl_hi2
  br label %for.cond45

for.cond45:                                       ; preds = %for.body46, %for.end44
  %j6 = phi i32 [ 0, %for.end44 ], [ %149, %for.body46 ]
  %142 = icmp slt i32 %j6, %141
  br i1 %142, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %143 = sext i32 %i to i64
  %144 = mul nsw i64 %143, 256
  %145 = add i32 %tl_hi2, %j6
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %144, %146
  %148 = getelementptr inbounds float, ptr %sq_s, i64 %147
  store float 0.000000e+00, ptr %148, align 4
  %149 = add nsw i32 %j6, 1
  br label %for.cond45, !llvm.loop !12

for.end47:                                        ; preds = %for.cond45
  %150 = add nsw i32 %i, 1
  br label %for.cond39, !llvm.loop !13

for.cond48:                                       ; preds = %for.end66, %for.end41
  %i1 = phi i32 [ 0, %for.end41 ], [ %227, %for.end66 ]
  %151 = icmp slt i32 %i1, 32
  br i1 %151, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %for.cond68

for.cond51:                                       ; preds = %for.body52, %for.body49
  %lane = phi i32 [ 0, %for.body49 ], [ %161, %for.body52 ]
  %152 = icmp slt i32 %lane, 32
  br i1 %152, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %153 = sext i32 %i1 to i64
  %154 = mul nsw i64 %153, 256
  %155 = sext i32 %lane to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds float, ptr %sq_s, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = sext i32 %lane to i64
  %160 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %159
  store float %158, ptr %160, align 4
  %161 = add nsw i32 %lane, 1
  br label %for.cond51, !llvm.loop !14

for.end53:                                        ; preds = %for.cond51
  %162 = sext i32 %N to i64
  %163 = icmp slt i64 %162, 0
  %164 = sext i32 %N to i64
  %165 = icmp sgt i64 %164, 256
  %166 = sext i32 %N to i64
  %167 = select i1 %165, i64 256, i64 %166
  %168 = select i1 %163, i64 0, i64 %167
  %169 = trunc i64 %168 to i32
  %170 = add i32 %169, 31
  %171 = sdiv i32 %170, 32
  %172 = sub i32 0, %170
  %173 = select i1 false, i32 %172, i32 %171
  %174 = sub i32 %173, 1
  %175 = icmp slt i32 %174, 0
  %176 = sext i32 %N to i64
  %177 = icmp slt i64 %176, 0
  %178 = sext i32 %N to i64
  %179 = icmp sgt i64 %178, 256
  %180 = sext i32 %N to i64
  %181 = select i1 %179, i64 256, i64 %180
  %182 = select i1 %177, i64 0, i64 %181
  %183 = trunc i64 %182 to i32
  %184 = add i32 %183, 31
  %185 = sdiv i32 %184, 32
  %186 = sub i32 0, %184
  %187 = select i1 false, i32 %186, i32 %185
  %188 = sub i32 %187, 1
  %189 = select i1 %175, i32 0, i32 %188
  %tl_steps1 = select i1 true, i32 %189, i32 7
  br label %for.cond54

for.cond54:                                       ; preds = %for.end59, %for.end53
  %red = phi i32 [ 0, %for.end53 ], [ %209, %for.end59 ]
  %190 = icmp slt i32 %red, %tl_steps1
  br i1 %190, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond57

for.end56:                                        ; preds = %for.cond54
  %191 = icmp slt i32 %tl_steps1, 7
  br i1 %191, label %if.then61, label %if.else62

for.cond57:                                       ; preds = %for.body58, %for.body55
  %lane60 = phi i32 [ 0, %for.body55 ], [ %208, %for.body58 ]
  %192 = icmp slt i32 %lane60, 32
  br i1 %192, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %193 = sext i32 %lane60 to i64
  %194 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = sext i32 %i1 to i64
  %197 = mul nsw i64 %196, 256
  %198 = add i32 %red, 1
  %199 = mul i32 %198, 32
  %200 = add i32 %199, %lane60
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %197, %201
  %203 = getelementptr inbounds float, ptr %sq_s, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = fadd float %195, %204
  %206 = sext i32 %lane60 to i64
  %207 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %206
  store float %205, ptr %207, align 4
  %208 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !15

for.end59:                                        ; preds = %for.cond57
  %209 = add nsw i32 %red, 1
  br label %for.cond54, !llvm.loop !16

if.then61:                                        ; preds = %for.end56
  %210 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %211 = load float, ptr %210, align 4
  %212 = fadd float %211, 0.000000e+00
  %213 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %212, ptr %213, align 4
  br label %if.end63

if.else62:                                        ; preds = %for.end56
  br label %if.end63

if.end63:                                         ; preds = %if.else62, %if.then61
  %214 = sext i32 %i1 to i64
  %215 = getelementptr inbounds float, ptr %ss_s, i64 %214
  store float 0.000000e+00, ptr %215, align 4
  br label %for.cond64

for.cond64:                                       ; preds = %for.body65, %if.end63
  %lane67 = phi i32 [ 0, %if.end63 ], [ %226, %for.body65 ]
  %216 = icmp slt i32 %lane67, 32
  br i1 %216, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %217 = sext i32 %i1 to i64
  %218 = getelementptr inbounds float, ptr %ss_s, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = sext i32 %lane67 to i64
  %221 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = fadd float %219, %222
  %224 = sext i32 %i1 to i64
  %225 = getelementptr inbounds float, ptr %ss_s, i64 %224
  store float %223, ptr %225, align 4
  %226 = add nsw i32 %lane67, 1
  br label %for.cond64, !llvm.loop !17

for.end66:                                        ; preds = %for.cond64
  %227 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !18

for.cond68:                                       ; preds = %for.end78, %for.end50
  %i71 = phi i32 [ 0, %for.end50 ], [ %295, %for.end78 ]
  %228 = icmp slt i32 %i71, 32
  br i1 %228, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %229 = sext i32 %N to i64
  %230 = icmp slt i64 %229, 0
  %231 = sext i32 %N to i64
  %232 = icmp sgt i64 %231, 256
  %233 = sext i32 %N to i64
  %234 = select i1 %232, i64 256, i64 %233
  %235 = select i1 %230, i64 0, i64 %234
  %tl_cols2 = trunc i64 %235 to i32
  br label %for.cond72

for.end70:                                        ; preds = %for.cond68
  %236 = mul i32 %bx, 32
  %237 = icmp sle i32 0, %236
  %238 = mul i32 %bx, 32
  %239 = sext i32 %238 to i64
  %240 = add i64 %239, 32
  %241 = sext i32 %M to i64
  %242 = icmp sle i64 %240, %241
  %243 = and i1 %237, %242
  %244 = sext i32 %N to i64
  %245 = icmp sle i64 256, %244
  %246 = and i1 %243, %245
  br i1 %246, label %if.then79, label %if.else80

for.cond72:                                       ; preds = %for.body73, %for.body69
  %j75 = phi i32 [ 0, %for.body69 ], [ %274, %for.body73 ]
  %247 = icmp slt i32 %j75, %tl_cols2
  br i1 %247, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  %248 = sext i32 %i71 to i64
  %249 = mul nsw i64 %248, 256
  %250 = sext i32 %j75 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds float, ptr %X_s, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = sext i32 %i71 to i64
  %255 = getelementptr inbounds float, ptr %ss_s, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = sitofp i32 %N to float
  %258 = fdiv float %256, %257
  %259 = fadd float %258, 0x3EB0C6F7A0000000
  %260 = fpext float %259 to double
  %261 = call double @llvm.sqrt.f64(double %260)
  %262 = fdiv double 1.000000e+00, %261
  %263 = fptrunc double %262 to float
  %264 = fmul float %253, %263
  %265 = sext i32 %j75 to i64
  %266 = getelementptr inbounds float, ptr %W_s, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = fmul float %264, %267
  %269 = sext i32 %i71 to i64
  %270 = mul nsw i64 %269, 256
  %271 = sext i32 %j75 to i64
  %272 = add nsw i64 %270, %271
  %273 = getelementptr inbounds float, ptr %X_s, i64 %272
  store float %268, ptr %273, align 4
  %274 = add nsw i32 %j75, 1
  br label %for.cond72, !llvm.loop !19

for.end74:                                        ; preds = %for.cond72
  %275 = sext i32 %i71 to i64
  %276 = getelementptr inbounds float, ptr %ss_s, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = sitofp i32 %N to float
  %279 = fdiv float %277, %278
  %280 = fadd float %279, 0x3EB0C6F7A0000000
  %281 = fpext float %280 to double
  %282 = call double @llvm.sqrt.f64(double %281)
  %283 = fdiv double 1.000000e+00, %282
  %284 = fptrunc double %283 to float
  %285 = fmul float 0.000000e+00, %284
  %tl_col4 = fmul float %285, 0.000000e+00
  %286 = sub i32 256, %tl_cols2
  br label %for.cond76

for.cond76:                                       ; preds = %for.body77, %for.end74
  %j32 = phi i32 [ 0, %for.end74 ], [ %294, %for.body77 ]
  %287 = icmp slt i32 %j32, %286
  br i1 %287, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %288 = sext i32 %i71 to i64
  %289 = mul nsw i64 %288, 256
  %290 = add i32 %tl_cols2, %j32
  %291 = sext i32 %290 to i64
  %292 = add nsw i64 %289, %291
  %293 = getelementptr inbounds float, ptr %X_s, i64 %292
  store float %tl_col4, ptr %293, align 4
  %294 = add nsw i32 %j32, 1
  br label %for.cond76, !llvm.loop !20

for.end78:                                        ; preds = %for.cond76
  %295 = add nsw i32 %i71, 1
  br label %for.cond68, !llvm.loop !21

if.then79:                                        ; preds = %for.end70
  br label %for.cond82

if.else80:                                        ; preds = %for.end70
  br label %for.cond93

if.end81:                                         ; preds = %for.end95, %for.end84
  br label %if.end

for.cond82:                                       ; preds = %if.end88, %if.then79
  %i685 = phi i32 [ 0, %if.then79 ], [ %312, %if.end88 ]
  %296 = icmp slt i32 %i685, 32
  br i1 %296, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %297 = sext i32 %M to i64
  %298 = sext i32 %N to i64
  %299 = mul i64 %297, %298
  %300 = icmp sge i64 %299, 8388608
  br i1 %300, label %if.then86, label %if.else87

for.end84:                                        ; preds = %for.cond82
  br label %if.end81

if.then86:                                        ; preds = %for.body83
  %301 = mul i32 %bx, 32
  %302 = add i32 %301, %i685
  %303 = sext i32 %302 to i64
  %304 = sext i32 %N to i64
  %305 = mul nsw i64 %303, %304
  %306 = add nsw i64 %305, 0
  %307 = getelementptr inbounds float, ptr %Y, i64 %306
  %308 = sext i32 %i685 to i64
  %309 = mul nsw i64 %308, 256
  %310 = add nsw i64 %309, 0
  %311 = getelementptr inbounds float, ptr %X_s, i64 %310
  call void @tilec_rt_stream(ptr %307, ptr %311, i64 1024)
  br label %if.end88

if.else87:                                        ; preds = %for.body83
  br label %for.cond89

if.end88:                                         ; preds = %for.end91, %if.then86
  %312 = add nsw i32 %i685, 1
  br label %for.cond82, !llvm.loop !22

for.cond89:                                       ; preds = %for.body90, %if.else87
  %j192 = phi i32 [ 0, %if.else87 ], [ %328, %for.body90 ]
  %313 = icmp slt i32 %j192, 256
  br i1 %313, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %314 = sext i32 %i685 to i64
  %315 = mul nsw i64 %314, 256
  %316 = sext i32 %j192 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds float, ptr %X_s, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = mul i32 %bx, 32
  %321 = add i32 %320, %i685
  %322 = sext i32 %321 to i64
  %323 = sext i32 %N to i64
  %324 = mul nsw i64 %322, %323
  %325 = sext i32 %j192 to i64
  %326 = add nsw i64 %324, %325
  %327 = getelementptr inbounds float, ptr %Y, i64 %326
  store float %319, ptr %327, align 4
  %328 = add nsw i32 %j192, 1
  br label %for.cond89, !llvm.loop !23

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond93:                                       ; preds = %if.end99, %if.else80
  %i696 = phi i32 [ 0, %if.else80 ], [ %353, %if.end99 ]
  %329 = icmp slt i32 %i696, 32
  br i1 %329, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %330 = sext i32 %N to i64
  %331 = icmp slt i64 %330, 0
  %332 = sext i32 %N to i64
  %333 = icmp sgt i64 %332, 256
  %334 = sext i32 %N to i64
  %335 = select i1 %333, i64 256, i64 %334
  %336 = select i1 %331, i64 0, i64 %335
  %tl_hi3 = trunc i64 %336 to i32
  %337 = mul i32 %bx, 32
  %338 = sext i32 %337 to i64
  %339 = sext i32 %i696 to i64
  %340 = add i64 %338, %339
  %341 = icmp sle i64 0, %340
  %342 = mul i32 %bx, 32
  %343 = sext i32 %342 to i64
  %344 = sext i32 %i696 to i64
  %345 = add i64 %343, %344
  %346 = sext i32 %M to i64
  %347 = icmp slt i64 %345, %346
  %348 = and i1 %341, %347
  br i1 %348, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end81

if.then97:                                        ; preds = %for.body94
  %349 = sext i32 %M to i64
  %350 = sext i32 %N to i64
  %351 = mul i64 %349, %350
  %352 = icmp sge i64 %351, 8388608
  br i1 %352, label %if.then100, label %if.else101

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %if.end102
  %353 = add nsw i32 %i696, 1
  br label %for.cond93, !llvm.loop !24

if.then100:                                       ; preds = %if.then97
  %354 = sext i32 %tl_hi3 to i64
  %355 = mul i32 %bx, 32
  %356 = add i32 %355, %i696
  %357 = sext i32 %356 to i64
  %358 = sext i32 %N to i64
  %359 = mul nsw i64 %357, %358
  %360 = add nsw i64 %359, 0
  %361 = getelementptr inbounds float, ptr %Y, i64 %360
  %362 = sext i32 %i696 to i64
  %363 = mul nsw i64 %362, 256
  %364 = add nsw i64 %363, 0
  %365 = getelementptr inbounds float, ptr %X_s, i64 %364
  %366 = mul i64 %354, 4
  call void @tilec_rt_stream(ptr %361, ptr %365, i64 %366)
  br label %if.end102

if.else101:                                       ; preds = %if.then97
  br label %for.cond103

if.end102:                                        ; preds = %for.end105, %if.then100
  br label %if.end99

for.cond103:                                      ; preds = %for.body104, %if.else101
  %j1106 = phi i32 [ 0, %if.else101 ], [ %382, %for.body104 ]
  %367 = icmp slt i32 %j1106, %tl_hi3
  br i1 %367, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %368 = sext i32 %i696 to i64
  %369 = mul nsw i64 %368, 256
  %370 = sext i32 %j1106 to i64
  %371 = add nsw i64 %369, %370
  %372 = getelementptr inbounds float, ptr %X_s, i64 %371
  %373 = load float, ptr %372, align 4
  %374 = mul i32 %bx, 32
  %375 = add i32 %374, %i696
  %376 = sext i32 %375 to i64
  %377 = sext i32 %N to i64
  %378 = mul nsw i64 %376, %377
  %379 = sext i32 %j1106 to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds float, ptr %Y, i64 %380
  store float %373, ptr %381, align 4
  %382 = add nsw i32 %j1106, 1
  br label %for.cond103, !llvm.loop !25

for.end105:                                       ; preds = %for.cond103
  br label %if.end102

if.then107:                                       ; preds = %if.else
  %383 = mul i32 %bx, 4
  %384 = icmp sle i32 0, %383
  %385 = mul i32 %bx, 4
  %386 = sext i32 %385 to i64
  %387 = add i64 %386, 4
  %388 = sext i32 %M to i64
  %389 = icmp sle i64 %387, %388
  %390 = and i1 %384, %389
  %391 = sext i32 %N to i64
  %392 = icmp sle i64 512, %391
  %393 = and i1 %390, %392
  br i1 %393, label %if.then110, label %if.else111

if.else108:                                       ; preds = %if.else
  %394 = icmp sle i32 %N, 4096
  br i1 %394, label %if.then222, label %if.else223

if.end109:                                        ; preds = %if.end224, %if.end196
  br label %if.end

if.then110:                                       ; preds = %if.then107
  br label %for.cond113

if.else111:                                       ; preds = %if.then107
  br label %for.cond119

if.end112:                                        ; preds = %for.end121, %for.end115
  %395 = sext i32 %N to i64
  %396 = icmp sle i64 512, %395
  br i1 %396, label %if.then137, label %if.else138

for.cond113:                                      ; preds = %for.end118, %if.then110
  %i7 = phi i32 [ 0, %if.then110 ], [ %414, %for.end118 ]
  %397 = icmp slt i32 %i7, 4
  br i1 %397, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  br label %for.cond116

for.end115:                                       ; preds = %for.cond113
  br label %if.end112

for.cond116:                                      ; preds = %for.body117, %for.body114
  %j2 = phi i32 [ 0, %for.body114 ], [ %413, %for.body117 ]
  %398 = icmp slt i32 %j2, 512
  br i1 %398, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %399 = mul i32 %bx, 4
  %400 = add i32 %399, %i7
  %401 = sext i32 %400 to i64
  %402 = sext i32 %N to i64
  %403 = mul nsw i64 %401, %402
  %404 = sext i32 %j2 to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %X, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = sext i32 %i7 to i64
  %409 = mul nsw i64 %408, 512
  %410 = sext i32 %j2 to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds float, ptr %X_f, i64 %411
  store float %407, ptr %412, align 4
  %413 = add nsw i32 %j2, 1
  br label %for.cond116, !llvm.loop !26

for.end118:                                       ; preds = %for.cond116
  %414 = add nsw i32 %i7, 1
  br label %for.cond113, !llvm.loop !27

for.cond119:                                      ; preds = %for.end136, %if.else111
  %i7122 = phi i32 [ 0, %if.else111 ], [ %467, %for.end136 ]
  %415 = icmp slt i32 %i7122, 4
  br i1 %415, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %416 = sext i32 %N to i64
  %417 = icmp slt i64 %416, 0
  %418 = sext i32 %N to i64
  %419 = icmp sgt i64 %418, 512
  %420 = sext i32 %N to i64
  %421 = select i1 %419, i64 512, i64 %420
  %422 = select i1 %417, i64 0, i64 %421
  %tl_hi4 = trunc i64 %422 to i32
  %423 = mul i32 %bx, 4
  %424 = sext i32 %423 to i64
  %425 = sext i32 %i7122 to i64
  %426 = add i64 %424, %425
  %427 = icmp sle i64 0, %426
  %428 = mul i32 %bx, 4
  %429 = sext i32 %428 to i64
  %430 = sext i32 %i7122 to i64
  %431 = add i64 %429, %430
  %432 = sext i32 %M to i64
  %433 = icmp slt i64 %431, %432
  %434 = and i1 %427, %433
  br i1 %434, label %if.then123, label %if.else124

for.end121:                                       ; preds = %for.cond119
  br label %if.end112

if.then123:                                       ; preds = %for.body120
  br label %for.cond126

if.else124:                                       ; preds = %for.body120
  br label %for.cond130

if.end125:                                        ; preds = %for.end132, %for.end128
  %435 = sub i32 512, %tl_hi4
  br label %for.cond134

for.cond126:                                      ; preds = %for.body127, %if.then123
  %j2129 = phi i32 [ 0, %if.then123 ], [ %451, %for.body127 ]
  %436 = icmp slt i32 %j2129, %tl_hi4
  br i1 %436, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %437 = mul i32 %bx, 4
  %438 = add i32 %437, %i7122
  %439 = sext i32 %438 to i64
  %440 = sext i32 %N to i64
  %441 = mul nsw i64 %439, %440
  %442 = sext i32 %j2129 to i64
  %443 = add nsw i64 %441, %442
  %444 = getelementptr inbounds float, ptr %X, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = sext i32 %i7122 to i64
  %447 = mul nsw i64 %446, 512
  %448 = sext i32 %j2129 to i64
  %449 = add nsw i64 %447, %448
  %450 = getelementptr inbounds float, ptr %X_f, i64 %449
  store float %445, ptr %450, align 4
  %451 = add nsw i32 %j2129, 1
  br label %for.cond126, !llvm.loop !28

for.end128:                                       ; preds = %for.cond126
  br label %if.end125

for.cond130:                                      ; preds = %for.body131, %if.else124
  %j2133 = phi i32 [ 0, %if.else124 ], [ %458, %for.body131 ]
  %452 = icmp slt i32 %j2133, %tl_hi4
  br i1 %452, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %453 = sext i32 %i7122 to i64
  %454 = mul nsw i64 %453, 512
  %455 = sext i32 %j2133 to i64
  %456 = add nsw i64 %454, %455
  %457 = getelementptr inbounds float, ptr %X_f, i64 %456
  store float 0.000000e+00, ptr %457, align 4
  %458 = add nsw i32 %j2133, 1
  br label %for.cond130, !llvm.loop !29

for.end132:                                       ; preds = %for.cond130
  br label %if.end125

for.cond134:                                      ; preds = %for.body135, %if.end125
  %j21 = phi i32 [ 0, %if.end125 ], [ %466, %for.body135 ]
  %459 = icmp slt i32 %j21, %435
  br i1 %459, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %460 = sext i32 %i7122 to i64
  %461 = mul nsw i64 %460, 512
  %462 = add i32 %tl_hi4, %j21
  %463 = sext i32 %462 to i64
  %464 = add nsw i64 %461, %463
  %465 = getelementptr inbounds float, ptr %X_f, i64 %464
  store float 0.000000e+00, ptr %465, align 4
  %466 = add nsw i32 %j21, 1
  br label %for.cond134, !llvm.loop !30

for.end136:                                       ; preds = %for.cond134
  %467 = add nsw i32 %i7122, 1
  br label %for.cond119, !llvm.loop !31

if.then137:                                       ; preds = %if.end112
  br label %for.cond140

if.else138:                                       ; preds = %if.end112
  %468 = sext i32 %N to i64
  %469 = icmp slt i64 %468, 0
  %470 = sext i32 %N to i64
  %471 = icmp sgt i64 %470, 512
  %472 = sext i32 %N to i64
  %473 = select i1 %471, i64 512, i64 %472
  %474 = select i1 %469, i64 0, i64 %473
  %tl_hi5 = trunc i64 %474 to i32
  br label %for.cond144

if.end139:                                        ; preds = %for.end150, %for.end142
  br label %for.cond152

for.cond140:                                      ; preds = %for.body141, %if.then137
  %i7143 = phi i32 [ 0, %if.then137 ], [ %481, %for.body141 ]
  %475 = icmp slt i32 %i7143, 512
  br i1 %475, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %476 = sext i32 %i7143 to i64
  %477 = getelementptr inbounds float, ptr %W, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = sext i32 %i7143 to i64
  %480 = getelementptr inbounds float, ptr %W_f, i64 %479
  store float %478, ptr %480, align 4
  %481 = add nsw i32 %i7143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  br label %if.end139

for.cond144:                                      ; preds = %for.body145, %if.else138
  %i7147 = phi i32 [ 0, %if.else138 ], [ %488, %for.body145 ]
  %482 = icmp slt i32 %i7147, %tl_hi5
  br i1 %482, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %483 = sext i32 %i7147 to i64
  %484 = getelementptr inbounds float, ptr %W, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = sext i32 %i7147 to i64
  %487 = getelementptr inbounds float, ptr %W_f, i64 %486
  store float %485, ptr %487, align 4
  %488 = add nsw i32 %i7147, 1
  br label %for.cond144, !llvm.loop !33

for.end146:                                       ; preds = %for.cond144
  %489 = sub i32 512, %tl_hi5
  br label %for.cond148

for.cond148:                                      ; preds = %for.body149, %for.end146
  %i71151 = phi i32 [ 0, %for.end146 ], [ %494, %for.body149 ]
  %490 = icmp slt i32 %i71151, %489
  br i1 %490, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %491 = add i32 %tl_hi5, %i71151
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr %W_f, i64 %492
  store float 0.000000e+00, ptr %493, align 4
  %494 = add nsw i32 %i71151, 1
  br label %for.cond148, !llvm.loop !34

for.end150:                                       ; preds = %for.cond148
  br label %if.end139

for.cond152:                                      ; preds = %for.end162, %if.end139
  %i155 = phi i32 [ 0, %if.end139 ], [ %532, %for.end162 ]
  %495 = icmp slt i32 %i155, 4
  br i1 %495, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %496 = sext i32 %N to i64
  %497 = icmp slt i64 %496, 0
  %498 = sext i32 %N to i64
  %499 = icmp sgt i64 %498, 512
  %500 = sext i32 %N to i64
  %501 = select i1 %499, i64 512, i64 %500
  %502 = select i1 %497, i64 0, i64 %501
  %tl_hi6 = trunc i64 %502 to i32
  br label %for.cond156

for.end154:                                       ; preds = %for.cond152
  br label %for.cond163

for.cond156:                                      ; preds = %for.body157, %for.body153
  %j159 = phi i32 [ 0, %for.body153 ], [ %522, %for.body157 ]
  %503 = icmp slt i32 %j159, %tl_hi6
  br i1 %503, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %504 = sext i32 %i155 to i64
  %505 = mul nsw i64 %504, 512
  %506 = sext i32 %j159 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds float, ptr %X_f, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = sext i32 %i155 to i64
  %511 = mul nsw i64 %510, 512
  %512 = sext i32 %j159 to i64
  %513 = add nsw i64 %511, %512
  %514 = getelementptr inbounds float, ptr %X_f, i64 %513
  %515 = load float, ptr %514, align 4
  %516 = fmul float %509, %515
  %517 = sext i32 %i155 to i64
  %518 = mul nsw i64 %517, 512
  %519 = sext i32 %j159 to i64
  %520 = add nsw i64 %518, %519
  %521 = getelementptr inbounds float, ptr %sq, i64 %520
  store float %516, ptr %521, align 4
  %522 = add nsw i32 %j159, 1
  br label %for.cond156, !llvm.loop !35

for.end158:                                       ; preds = %for.cond156
  %523 = sub i32 512, %tl_hi6
  br label %for.cond160

for.cond160:                                      ; preds = %for.body161, %for.end158
  %j7 = phi i32 [ 0, %for.end158 ], [ %531, %for.body161 ]
  %524 = icmp slt i32 %j7, %523
  br i1 %524, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %525 = sext i32 %i155 to i64
  %526 = mul nsw i64 %525, 512
  %527 = add i32 %tl_hi6, %j7
  %528 = sext i32 %527 to i64
  %529 = add nsw i64 %526, %528
  %530 = getelementptr inbounds float, ptr %sq, i64 %529
  store float 0.000000e+00, ptr %530, align 4
  %531 = add nsw i32 %j7, 1
  br label %for.cond160, !llvm.loop !36

for.end162:                                       ; preds = %for.cond160
  %532 = add nsw i32 %i155, 1
  br label %for.cond152, !llvm.loop !37

for.cond163:                                      ; preds = %for.end181, %for.end154
  %i2 = phi i32 [ 0, %for.end154 ], [ %609, %for.end181 ]
  %533 = icmp slt i32 %i2, 4
  br i1 %533, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  br label %for.cond166

for.end165:                                       ; preds = %for.cond163
  br label %for.cond183

for.cond166:                                      ; preds = %for.body167, %for.body164
  %lane1 = phi i32 [ 0, %for.body164 ], [ %543, %for.body167 ]
  %534 = icmp slt i32 %lane1, 32
  br i1 %534, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %535 = sext i32 %i2 to i64
  %536 = mul nsw i64 %535, 512
  %537 = sext i32 %lane1 to i64
  %538 = add nsw i64 %536, %537
  %539 = getelementptr inbounds float, ptr %sq, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = sext i32 %lane1 to i64
  %542 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %541
  store float %540, ptr %542, align 4
  %543 = add nsw i32 %lane1, 1
  br label %for.cond166, !llvm.loop !38

for.end168:                                       ; preds = %for.cond166
  %544 = sext i32 %N to i64
  %545 = icmp slt i64 %544, 0
  %546 = sext i32 %N to i64
  %547 = icmp sgt i64 %546, 512
  %548 = sext i32 %N to i64
  %549 = select i1 %547, i64 512, i64 %548
  %550 = select i1 %545, i64 0, i64 %549
  %551 = trunc i64 %550 to i32
  %552 = add i32 %551, 31
  %553 = sdiv i32 %552, 32
  %554 = sub i32 0, %552
  %555 = select i1 false, i32 %554, i32 %553
  %556 = sub i32 %555, 1
  %557 = icmp slt i32 %556, 0
  %558 = sext i32 %N to i64
  %559 = icmp slt i64 %558, 0
  %560 = sext i32 %N to i64
  %561 = icmp sgt i64 %560, 512
  %562 = sext i32 %N to i64
  %563 = select i1 %561, i64 512, i64 %562
  %564 = select i1 %559, i64 0, i64 %563
  %565 = trunc i64 %564 to i32
  %566 = add i32 %565, 31
  %567 = sdiv i32 %566, 32
  %568 = sub i32 0, %566
  %569 = select i1 false, i32 %568, i32 %567
  %570 = sub i32 %569, 1
  %571 = select i1 %557, i32 0, i32 %570
  %tl_steps6 = select i1 true, i32 %571, i32 15
  br label %for.cond169

for.cond169:                                      ; preds = %for.end174, %for.end168
  %red1 = phi i32 [ 0, %for.end168 ], [ %591, %for.end174 ]
  %572 = icmp slt i32 %red1, %tl_steps6
  br i1 %572, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  br label %for.cond172

for.end171:                                       ; preds = %for.cond169
  %573 = icmp slt i32 %tl_steps6, 15
  br i1 %573, label %if.then176, label %if.else177

for.cond172:                                      ; preds = %for.body173, %for.body170
  %lane1175 = phi i32 [ 0, %for.body170 ], [ %590, %for.body173 ]
  %574 = icmp slt i32 %lane1175, 32
  br i1 %574, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %575 = sext i32 %lane1175 to i64
  %576 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %575
  %577 = load float, ptr %576, align 4
  %578 = sext i32 %i2 to i64
  %579 = mul nsw i64 %578, 512
  %580 = add i32 %red1, 1
  %581 = mul i32 %580, 32
  %582 = add i32 %581, %lane1175
  %583 = sext i32 %582 to i64
  %584 = add nsw i64 %579, %583
  %585 = getelementptr inbounds float, ptr %sq, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = fadd float %577, %586
  %588 = sext i32 %lane1175 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %588
  store float %587, ptr %589, align 4
  %590 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !39

for.end174:                                       ; preds = %for.cond172
  %591 = add nsw i32 %red1, 1
  br label %for.cond169, !llvm.loop !40

if.then176:                                       ; preds = %for.end171
  %592 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %593 = load float, ptr %592, align 4
  %594 = fadd float %593, 0.000000e+00
  %595 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %594, ptr %595, align 4
  br label %if.end178

if.else177:                                       ; preds = %for.end171
  br label %if.end178

if.end178:                                        ; preds = %if.else177, %if.then176
  %596 = sext i32 %i2 to i64
  %597 = getelementptr inbounds float, ptr %ss, i64 %596
  store float 0.000000e+00, ptr %597, align 4
  br label %for.cond179

for.cond179:                                      ; preds = %for.body180, %if.end178
  %lane1182 = phi i32 [ 0, %if.end178 ], [ %608, %for.body180 ]
  %598 = icmp slt i32 %lane1182, 32
  br i1 %598, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %599 = sext i32 %i2 to i64
  %600 = getelementptr inbounds float, ptr %ss, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = sext i32 %lane1182 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fadd float %601, %604
  %606 = sext i32 %i2 to i64
  %607 = getelementptr inbounds float, ptr %ss, i64 %606
  store float %605, ptr %607, align 4
  %608 = add nsw i32 %lane1182, 1
  br label %for.cond179, !llvm.loop !41

for.end181:                                       ; preds = %for.cond179
  %609 = add nsw i32 %i2, 1
  br label %for.cond163, !llvm.loop !42

for.cond183:                                      ; preds = %for.end193, %for.end165
  %i186 = phi i32 [ 0, %for.end165 ], [ %677, %for.end193 ]
  %610 = icmp slt i32 %i186, 4
  br i1 %610, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  %611 = sext i32 %N to i64
  %612 = icmp slt i64 %611, 0
  %613 = sext i32 %N to i64
  %614 = icmp sgt i64 %613, 512
  %615 = sext i32 %N to i64
  %616 = select i1 %614, i64 512, i64 %615
  %617 = select i1 %612, i64 0, i64 %616
  %tl_cols7 = trunc i64 %617 to i32
  br label %for.cond187

for.end185:                                       ; preds = %for.cond183
  %618 = mul i32 %bx, 4
  %619 = icmp sle i32 0, %618
  %620 = mul i32 %bx, 4
  %621 = sext i32 %620 to i64
  %622 = add i64 %621, 4
  %623 = sext i32 %M to i64
  %624 = icmp sle i64 %622, %623
  %625 = and i1 %619, %624
  %626 = sext i32 %N to i64
  %627 = icmp sle i64 512, %626
  %628 = and i1 %625, %627
  br i1 %628, label %if.then194, label %if.else195

for.cond187:                                      ; preds = %for.body188, %for.body184
  %j190 = phi i32 [ 0, %for.body184 ], [ %656, %for.body188 ]
  %629 = icmp slt i32 %j190, %tl_cols7
  br i1 %629, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %630 = sext i32 %i186 to i64
  %631 = mul nsw i64 %630, 512
  %632 = sext i32 %j190 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds float, ptr %X_f, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = sext i32 %i186 to i64
  %637 = getelementptr inbounds float, ptr %ss, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = sitofp i32 %N to float
  %640 = fdiv float %638, %639
  %641 = fadd float %640, 0x3EB0C6F7A0000000
  %642 = fpext float %641 to double
  %643 = call double @llvm.sqrt.f64(double %642)
  %644 = fdiv double 1.000000e+00, %643
  %645 = fptrunc double %644 to float
  %646 = fmul float %635, %645
  %647 = sext i32 %j190 to i64
  %648 = getelementptr inbounds float, ptr %W_f, i64 %647
  %649 = load float, ptr %648, align 4
  %650 = fmul float %646, %649
  %651 = sext i32 %i186 to i64
  %652 = mul nsw i64 %651, 512
  %653 = sext i32 %j190 to i64
  %654 = add nsw i64 %652, %653
  %655 = getelementptr inbounds float, ptr %X_f, i64 %654
  store float %650, ptr %655, align 4
  %656 = add nsw i32 %j190, 1
  br label %for.cond187, !llvm.loop !43

for.end189:                                       ; preds = %for.cond187
  %657 = sext i32 %i186 to i64
  %658 = getelementptr inbounds float, ptr %ss, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = sitofp i32 %N to float
  %661 = fdiv float %659, %660
  %662 = fadd float %661, 0x3EB0C6F7A0000000
  %663 = fpext float %662 to double
  %664 = call double @llvm.sqrt.f64(double %663)
  %665 = fdiv double 1.000000e+00, %664
  %666 = fptrunc double %665 to float
  %667 = fmul float 0.000000e+00, %666
  %tl_col9 = fmul float %667, 0.000000e+00
  %668 = sub i32 512, %tl_cols7
  br label %for.cond191

for.cond191:                                      ; preds = %for.body192, %for.end189
  %j81 = phi i32 [ 0, %for.end189 ], [ %676, %for.body192 ]
  %669 = icmp slt i32 %j81, %668
  br i1 %669, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %670 = sext i32 %i186 to i64
  %671 = mul nsw i64 %670, 512
  %672 = add i32 %tl_cols7, %j81
  %673 = sext i32 %672 to i64
  %674 = add nsw i64 %671, %673
  %675 = getelementptr inbounds float, ptr %X_f, i64 %674
  store float %tl_col9, ptr %675, align 4
  %676 = add nsw i32 %j81, 1
  br label %for.cond191, !llvm.loop !44

for.end193:                                       ; preds = %for.cond191
  %677 = add nsw i32 %i186, 1
  br label %for.cond183, !llvm.loop !45

if.then194:                                       ; preds = %for.end185
  br label %for.cond197

if.else195:                                       ; preds = %for.end185
  br label %for.cond208

if.end196:                                        ; preds = %for.end210, %for.end199
  br label %if.end109

for.cond197:                                      ; preds = %if.end203, %if.then194
  %i7200 = phi i32 [ 0, %if.then194 ], [ %694, %if.end203 ]
  %678 = icmp slt i32 %i7200, 4
  br i1 %678, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %679 = sext i32 %M to i64
  %680 = sext i32 %N to i64
  %681 = mul i64 %679, %680
  %682 = icmp sge i64 %681, 8388608
  br i1 %682, label %if.then201, label %if.else202

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

if.then201:                                       ; preds = %for.body198
  %683 = mul i32 %bx, 4
  %684 = add i32 %683, %i7200
  %685 = sext i32 %684 to i64
  %686 = sext i32 %N to i64
  %687 = mul nsw i64 %685, %686
  %688 = add nsw i64 %687, 0
  %689 = getelementptr inbounds float, ptr %Y, i64 %688
  %690 = sext i32 %i7200 to i64
  %691 = mul nsw i64 %690, 512
  %692 = add nsw i64 %691, 0
  %693 = getelementptr inbounds float, ptr %X_f, i64 %692
  call void @tilec_rt_stream(ptr %689, ptr %693, i64 2048)
  br label %if.end203

if.else202:                                       ; preds = %for.body198
  br label %for.cond204

if.end203:                                        ; preds = %for.end206, %if.then201
  %694 = add nsw i32 %i7200, 1
  br label %for.cond197, !llvm.loop !46

for.cond204:                                      ; preds = %for.body205, %if.else202
  %j2207 = phi i32 [ 0, %if.else202 ], [ %710, %for.body205 ]
  %695 = icmp slt i32 %j2207, 512
  br i1 %695, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %696 = sext i32 %i7200 to i64
  %697 = mul nsw i64 %696, 512
  %698 = sext i32 %j2207 to i64
  %699 = add nsw i64 %697, %698
  %700 = getelementptr inbounds float, ptr %X_f, i64 %699
  %701 = load float, ptr %700, align 4
  %702 = mul i32 %bx, 4
  %703 = add i32 %702, %i7200
  %704 = sext i32 %703 to i64
  %705 = sext i32 %N to i64
  %706 = mul nsw i64 %704, %705
  %707 = sext i32 %j2207 to i64
  %708 = add nsw i64 %706, %707
  %709 = getelementptr inbounds float, ptr %Y, i64 %708
  store float %701, ptr %709, align 4
  %710 = add nsw i32 %j2207, 1
  br label %for.cond204, !llvm.loop !47

for.end206:                                       ; preds = %for.cond204
  br label %if.end203

for.cond208:                                      ; preds = %if.end214, %if.else195
  %i7211 = phi i32 [ 0, %if.else195 ], [ %735, %if.end214 ]
  %711 = icmp slt i32 %i7211, 4
  br i1 %711, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %712 = sext i32 %N to i64
  %713 = icmp slt i64 %712, 0
  %714 = sext i32 %N to i64
  %715 = icmp sgt i64 %714, 512
  %716 = sext i32 %N to i64
  %717 = select i1 %715, i64 512, i64 %716
  %718 = select i1 %713, i64 0, i64 %717
  %tl_hi7 = trunc i64 %718 to i32
  %719 = mul i32 %bx, 4
  %720 = sext i32 %719 to i64
  %721 = sext i32 %i7211 to i64
  %722 = add i64 %720, %721
  %723 = icmp sle i64 0, %722
  %724 = mul i32 %bx, 4
  %725 = sext i32 %724 to i64
  %726 = sext i32 %i7211 to i64
  %727 = add i64 %725, %726
  %728 = sext i32 %M to i64
  %729 = icmp slt i64 %727, %728
  %730 = and i1 %723, %729
  br i1 %730, label %if.then212, label %if.else213

for.end210:                                       ; preds = %for.cond208
  br label %if.end196

if.then212:                                       ; preds = %for.body209
  %731 = sext i32 %M to i64
  %732 = sext i32 %N to i64
  %733 = mul i64 %731, %732
  %734 = icmp sge i64 %733, 8388608
  br i1 %734, label %if.then215, label %if.else216

if.else213:                                       ; preds = %for.body209
  br label %if.end214

if.end214:                                        ; preds = %if.else213, %if.end217
  %735 = add nsw i32 %i7211, 1
  br label %for.cond208, !llvm.loop !48

if.then215:                                       ; preds = %if.then212
  %736 = sext i32 %tl_hi7 to i64
  %737 = mul i32 %bx, 4
  %738 = add i32 %737, %i7211
  %739 = sext i32 %738 to i64
  %740 = sext i32 %N to i64
  %741 = mul nsw i64 %739, %740
  %742 = add nsw i64 %741, 0
  %743 = getelementptr inbounds float, ptr %Y, i64 %742
  %744 = sext i32 %i7211 to i64
  %745 = mul nsw i64 %744, 512
  %746 = add nsw i64 %745, 0
  %747 = getelementptr inbounds float, ptr %X_f, i64 %746
  %748 = mul i64 %736, 4
  call void @tilec_rt_stream(ptr %743, ptr %747, i64 %748)
  br label %if.end217

if.else216:                                       ; preds = %if.then212
  br label %for.cond218

if.end217:                                        ; preds = %for.end220, %if.then215
  br label %if.end214

for.cond218:                                      ; preds = %for.body219, %if.else216
  %j2221 = phi i32 [ 0, %if.else216 ], [ %764, %for.body219 ]
  %749 = icmp slt i32 %j2221, %tl_hi7
  br i1 %749, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %750 = sext i32 %i7211 to i64
  %751 = mul nsw i64 %750, 512
  %752 = sext i32 %j2221 to i64
  %753 = add nsw i64 %751, %752
  %754 = getelementptr inbounds float, ptr %X_f, i64 %753
  %755 = load float, ptr %754, align 4
  %756 = mul i32 %bx, 4
  %757 = add i32 %756, %i7211
  %758 = sext i32 %757 to i64
  %759 = sext i32 %N to i64
  %760 = mul nsw i64 %758, %759
  %761 = sext i32 %j2221 to i64
  %762 = add nsw i64 %760, %761
  %763 = getelementptr inbounds float, ptr %Y, i64 %762
  store float %755, ptr %763, align 4
  %764 = add nsw i32 %j2221, 1
  br label %for.cond218, !llvm.loop !49

for.end220:                                       ; preds = %for.cond218
  br label %if.end217

if.then222:                                       ; preds = %if.else108
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %765 = sext i32 %N to i64
  %766 = icmp sle i64 4096, %765
  br i1 %766, label %if.then225, label %if.else226

if.else223:                                       ; preds = %if.else108
  br label %for.cond345

if.end224:                                        ; preds = %for.end420, %for.end240
  br label %if.end109

if.then225:                                       ; preds = %if.then222
  br label %for.cond228

if.else226:                                       ; preds = %if.then222
  %767 = sext i32 %N to i64
  %768 = icmp slt i64 %767, 0
  %769 = sext i32 %N to i64
  %770 = icmp sgt i64 %769, 4096
  %771 = sext i32 %N to i64
  %772 = select i1 %770, i64 4096, i64 %771
  %773 = select i1 %768, i64 0, i64 %772
  %tl_hi8 = trunc i64 %773 to i32
  br label %for.cond231

if.end227:                                        ; preds = %for.end237, %for.end230
  br label %for.cond238

for.cond228:                                      ; preds = %for.body229, %if.then225
  %i9 = phi i32 [ 0, %if.then225 ], [ %780, %for.body229 ]
  %774 = icmp slt i32 %i9, 4096
  br i1 %774, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %775 = sext i32 %i9 to i64
  %776 = getelementptr inbounds float, ptr %W, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = sext i32 %i9 to i64
  %779 = getelementptr inbounds float, ptr %W_r, i64 %778
  store float %777, ptr %779, align 4
  %780 = add nsw i32 %i9, 1
  br label %for.cond228, !llvm.loop !50

for.end230:                                       ; preds = %for.cond228
  br label %if.end227

for.cond231:                                      ; preds = %for.body232, %if.else226
  %i9234 = phi i32 [ 0, %if.else226 ], [ %787, %for.body232 ]
  %781 = icmp slt i32 %i9234, %tl_hi8
  br i1 %781, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %782 = sext i32 %i9234 to i64
  %783 = getelementptr inbounds float, ptr %W, i64 %782
  %784 = load float, ptr %783, align 4
  %785 = sext i32 %i9234 to i64
  %786 = getelementptr inbounds float, ptr %W_r, i64 %785
  store float %784, ptr %786, align 4
  %787 = add nsw i32 %i9234, 1
  br label %for.cond231, !llvm.loop !51

for.end233:                                       ; preds = %for.cond231
  %788 = sub i32 4096, %tl_hi8
  br label %for.cond235

for.cond235:                                      ; preds = %for.body236, %for.end233
  %i91 = phi i32 [ 0, %for.end233 ], [ %793, %for.body236 ]
  %789 = icmp slt i32 %i91, %788
  br i1 %789, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %790 = add i32 %tl_hi8, %i91
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds float, ptr %W_r, i64 %791
  store float 0.000000e+00, ptr %792, align 4
  %793 = add nsw i32 %i91, 1
  br label %for.cond235, !llvm.loop !52

for.end237:                                       ; preds = %for.cond235
  br label %if.end227

for.cond238:                                      ; preds = %if.end319, %if.end227
  %r = phi i32 [ 0, %if.end227 ], [ %1081, %if.end319 ]
  %794 = icmp slt i32 %r, 4
  br i1 %794, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %795 = mul i32 %bx, 4
  %796 = add i32 %795, %r
  %797 = icmp sle i32 0, %796
  %798 = mul i32 %bx, 4
  %799 = add i32 %798, %r
  %800 = sext i32 %799 to i64
  %801 = add i64 %800, 1
  %802 = sext i32 %M to i64
  %803 = icmp sle i64 %801, %802
  %804 = and i1 %797, %803
  %805 = sext i32 %N to i64
  %806 = icmp sle i64 4096, %805
  %807 = and i1 %804, %806
  br i1 %807, label %if.then241, label %if.else242

for.end240:                                       ; preds = %for.cond238
  br label %if.end224

if.then241:                                       ; preds = %for.body239
  br label %for.cond244

if.else242:                                       ; preds = %for.body239
  br label %for.cond257

if.end243:                                        ; preds = %for.end259, %for.end246
  br label %for.cond275

for.cond244:                                      ; preds = %for.end256, %if.then241
  %i9247 = phi i32 [ 0, %if.then241 ], [ %841, %for.end256 ]
  %808 = icmp slt i32 %i9247, 1
  br i1 %808, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %809 = add i32 %r, 1
  %810 = icmp slt i32 %809, 4
  br i1 %810, label %if.then248, label %if.else249

for.end246:                                       ; preds = %for.cond244
  br label %if.end243

if.then248:                                       ; preds = %for.body245
  br label %for.cond251

if.else249:                                       ; preds = %for.body245
  br label %if.end250

if.end250:                                        ; preds = %if.else249, %for.end253
  br label %for.cond254

for.cond251:                                      ; preds = %for.body252, %if.then248
  %pf = phi i32 [ 0, %if.then248 ], [ %823, %for.body252 ]
  %811 = icmp slt i32 %pf, 256
  br i1 %811, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %812 = mul i32 %bx, 4
  %813 = add i32 %r, 1
  %814 = add i32 %812, %813
  %815 = add i32 %814, %i9247
  %816 = sext i32 %815 to i64
  %817 = sext i32 %N to i64
  %818 = mul i64 %816, %817
  %819 = mul i32 %pf, 16
  %820 = sext i32 %819 to i64
  %821 = add i64 %818, %820
  %822 = getelementptr float, ptr %X, i64 %821
  call void @llvm.prefetch.p0(ptr %822, i32 0, i32 0, i32 1)
  %823 = add nsw i32 %pf, 1
  br label %for.cond251, !llvm.loop !53

for.end253:                                       ; preds = %for.cond251
  br label %if.end250

for.cond254:                                      ; preds = %for.body255, %if.end250
  %j3 = phi i32 [ 0, %if.end250 ], [ %840, %for.body255 ]
  %824 = icmp slt i32 %j3, 4096
  br i1 %824, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %825 = mul i32 %bx, 4
  %826 = add i32 %825, %r
  %827 = add i32 %826, %i9247
  %828 = sext i32 %827 to i64
  %829 = sext i32 %N to i64
  %830 = mul nsw i64 %828, %829
  %831 = sext i32 %j3 to i64
  %832 = add nsw i64 %830, %831
  %833 = getelementptr inbounds float, ptr %X, i64 %832
  %834 = load float, ptr %833, align 4
  %835 = sext i32 %i9247 to i64
  %836 = mul nsw i64 %835, 4096
  %837 = sext i32 %j3 to i64
  %838 = add nsw i64 %836, %837
  %839 = getelementptr inbounds float, ptr %X_r, i64 %838
  store float %834, ptr %839, align 4
  %840 = add nsw i32 %j3, 1
  br label %for.cond254, !llvm.loop !54

for.end256:                                       ; preds = %for.cond254
  %841 = add nsw i32 %i9247, 1
  br label %for.cond244, !llvm.loop !55

for.cond257:                                      ; preds = %for.end274, %if.else242
  %i9260 = phi i32 [ 0, %if.else242 ], [ %897, %for.end274 ]
  %842 = icmp slt i32 %i9260, 1
  br i1 %842, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %843 = sext i32 %N to i64
  %844 = icmp slt i64 %843, 0
  %845 = sext i32 %N to i64
  %846 = icmp sgt i64 %845, 4096
  %847 = sext i32 %N to i64
  %848 = select i1 %846, i64 4096, i64 %847
  %849 = select i1 %844, i64 0, i64 %848
  %tl_hi9 = trunc i64 %849 to i32
  %850 = mul i32 %bx, 4
  %851 = add i32 %850, %r
  %852 = sext i32 %851 to i64
  %853 = sext i32 %i9260 to i64
  %854 = add i64 %852, %853
  %855 = icmp sle i64 0, %854
  %856 = mul i32 %bx, 4
  %857 = add i32 %856, %r
  %858 = sext i32 %857 to i64
  %859 = sext i32 %i9260 to i64
  %860 = add i64 %858, %859
  %861 = sext i32 %M to i64
  %862 = icmp slt i64 %860, %861
  %863 = and i1 %855, %862
  br i1 %863, label %if.then261, label %if.else262

for.end259:                                       ; preds = %for.cond257
  br label %if.end243

if.then261:                                       ; preds = %for.body258
  br label %for.cond264

if.else262:                                       ; preds = %for.body258
  br label %for.cond268

if.end263:                                        ; preds = %for.end270, %for.end266
  %864 = sub i32 4096, %tl_hi9
  br label %for.cond272

for.cond264:                                      ; preds = %for.body265, %if.then261
  %j3267 = phi i32 [ 0, %if.then261 ], [ %881, %for.body265 ]
  %865 = icmp slt i32 %j3267, %tl_hi9
  br i1 %865, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %866 = mul i32 %bx, 4
  %867 = add i32 %866, %r
  %868 = add i32 %867, %i9260
  %869 = sext i32 %868 to i64
  %870 = sext i32 %N to i64
  %871 = mul nsw i64 %869, %870
  %872 = sext i32 %j3267 to i64
  %873 = add nsw i64 %871, %872
  %874 = getelementptr inbounds float, ptr %X, i64 %873
  %875 = load float, ptr %874, align 4
  %876 = sext i32 %i9260 to i64
  %877 = mul nsw i64 %876, 4096
  %878 = sext i32 %j3267 to i64
  %879 = add nsw i64 %877, %878
  %880 = getelementptr inbounds float, ptr %X_r, i64 %879
  store float %875, ptr %880, align 4
  %881 = add nsw i32 %j3267, 1
  br label %for.cond264, !llvm.loop !56

for.end266:                                       ; preds = %for.cond264
  br label %if.end263

for.cond268:                                      ; preds = %for.body269, %if.else262
  %j3271 = phi i32 [ 0, %if.else262 ], [ %888, %for.body269 ]
  %882 = icmp slt i32 %j3271, %tl_hi9
  br i1 %882, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %883 = sext i32 %i9260 to i64
  %884 = mul nsw i64 %883, 4096
  %885 = sext i32 %j3271 to i64
  %886 = add nsw i64 %884, %885
  %887 = getelementptr inbounds float, ptr %X_r, i64 %886
  store float 0.000000e+00, ptr %887, align 4
  %888 = add nsw i32 %j3271, 1
  br label %for.cond268, !llvm.loop !57

for.end270:                                       ; preds = %for.cond268
  br label %if.end263

for.cond272:                                      ; preds = %for.body273, %if.end263
  %j31 = phi i32 [ 0, %if.end263 ], [ %896, %for.body273 ]
  %889 = icmp slt i32 %j31, %864
  br i1 %889, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %890 = sext i32 %i9260 to i64
  %891 = mul nsw i64 %890, 4096
  %892 = add i32 %tl_hi9, %j31
  %893 = sext i32 %892 to i64
  %894 = add nsw i64 %891, %893
  %895 = getelementptr inbounds float, ptr %X_r, i64 %894
  store float 0.000000e+00, ptr %895, align 4
  %896 = add nsw i32 %j31, 1
  br label %for.cond272, !llvm.loop !58

for.end274:                                       ; preds = %for.cond272
  %897 = add nsw i32 %i9260, 1
  br label %for.cond257, !llvm.loop !59

for.cond275:                                      ; preds = %for.end285, %if.end243
  %i278 = phi i32 [ 0, %if.end243 ], [ %935, %for.end285 ]
  %898 = icmp slt i32 %i278, 1
  br i1 %898, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %899 = sext i32 %N to i64
  %900 = icmp slt i64 %899, 0
  %901 = sext i32 %N to i64
  %902 = icmp sgt i64 %901, 4096
  %903 = sext i32 %N to i64
  %904 = select i1 %902, i64 4096, i64 %903
  %905 = select i1 %900, i64 0, i64 %904
  %tl_hi10 = trunc i64 %905 to i32
  br label %for.cond279

for.end277:                                       ; preds = %for.cond275
  br label %for.cond286

for.cond279:                                      ; preds = %for.body280, %for.body276
  %j282 = phi i32 [ 0, %for.body276 ], [ %925, %for.body280 ]
  %906 = icmp slt i32 %j282, %tl_hi10
  br i1 %906, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %907 = sext i32 %i278 to i64
  %908 = mul nsw i64 %907, 4096
  %909 = sext i32 %j282 to i64
  %910 = add nsw i64 %908, %909
  %911 = getelementptr inbounds float, ptr %X_r, i64 %910
  %912 = load float, ptr %911, align 4
  %913 = sext i32 %i278 to i64
  %914 = mul nsw i64 %913, 4096
  %915 = sext i32 %j282 to i64
  %916 = add nsw i64 %914, %915
  %917 = getelementptr inbounds float, ptr %X_r, i64 %916
  %918 = load float, ptr %917, align 4
  %919 = fmul float %912, %918
  %920 = sext i32 %i278 to i64
  %921 = mul nsw i64 %920, 4096
  %922 = sext i32 %j282 to i64
  %923 = add nsw i64 %921, %922
  %924 = getelementptr inbounds float, ptr %sq_r, i64 %923
  store float %919, ptr %924, align 4
  %925 = add nsw i32 %j282, 1
  br label %for.cond279, !llvm.loop !60

for.end281:                                       ; preds = %for.cond279
  %926 = sub i32 4096, %tl_hi10
  br label %for.cond283

for.cond283:                                      ; preds = %for.body284, %for.end281
  %j8 = phi i32 [ 0, %for.end281 ], [ %934, %for.body284 ]
  %927 = icmp slt i32 %j8, %926
  br i1 %927, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %928 = sext i32 %i278 to i64
  %929 = mul nsw i64 %928, 4096
  %930 = add i32 %tl_hi10, %j8
  %931 = sext i32 %930 to i64
  %932 = add nsw i64 %929, %931
  %933 = getelementptr inbounds float, ptr %sq_r, i64 %932
  store float 0.000000e+00, ptr %933, align 4
  %934 = add nsw i32 %j8, 1
  br label %for.cond283, !llvm.loop !61

for.end285:                                       ; preds = %for.cond283
  %935 = add nsw i32 %i278, 1
  br label %for.cond275, !llvm.loop !62

for.cond286:                                      ; preds = %for.end304, %for.end277
  %i3 = phi i32 [ 0, %for.end277 ], [ %1012, %for.end304 ]
  %936 = icmp slt i32 %i3, 1
  br i1 %936, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  br label %for.cond289

for.end288:                                       ; preds = %for.cond286
  br label %for.cond306

for.cond289:                                      ; preds = %for.body290, %for.body287
  %lane2 = phi i32 [ 0, %for.body287 ], [ %946, %for.body290 ]
  %937 = icmp slt i32 %lane2, 32
  br i1 %937, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %938 = sext i32 %i3 to i64
  %939 = mul nsw i64 %938, 4096
  %940 = sext i32 %lane2 to i64
  %941 = add nsw i64 %939, %940
  %942 = getelementptr inbounds float, ptr %sq_r, i64 %941
  %943 = load float, ptr %942, align 4
  %944 = sext i32 %lane2 to i64
  %945 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %944
  store float %943, ptr %945, align 4
  %946 = add nsw i32 %lane2, 1
  br label %for.cond289, !llvm.loop !63

for.end291:                                       ; preds = %for.cond289
  %947 = sext i32 %N to i64
  %948 = icmp slt i64 %947, 0
  %949 = sext i32 %N to i64
  %950 = icmp sgt i64 %949, 4096
  %951 = sext i32 %N to i64
  %952 = select i1 %950, i64 4096, i64 %951
  %953 = select i1 %948, i64 0, i64 %952
  %954 = trunc i64 %953 to i32
  %955 = add i32 %954, 31
  %956 = sdiv i32 %955, 32
  %957 = sub i32 0, %955
  %958 = select i1 false, i32 %957, i32 %956
  %959 = sub i32 %958, 1
  %960 = icmp slt i32 %959, 0
  %961 = sext i32 %N to i64
  %962 = icmp slt i64 %961, 0
  %963 = sext i32 %N to i64
  %964 = icmp sgt i64 %963, 4096
  %965 = sext i32 %N to i64
  %966 = select i1 %964, i64 4096, i64 %965
  %967 = select i1 %962, i64 0, i64 %966
  %968 = trunc i64 %967 to i32
  %969 = add i32 %968, 31
  %970 = sdiv i32 %969, 32
  %971 = sub i32 0, %969
  %972 = select i1 false, i32 %971, i32 %970
  %973 = sub i32 %972, 1
  %974 = select i1 %960, i32 0, i32 %973
  %tl_steps11 = select i1 true, i32 %974, i32 127
  br label %for.cond292

for.cond292:                                      ; preds = %for.end297, %for.end291
  %red2 = phi i32 [ 0, %for.end291 ], [ %994, %for.end297 ]
  %975 = icmp slt i32 %red2, %tl_steps11
  br i1 %975, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  br label %for.cond295

for.end294:                                       ; preds = %for.cond292
  %976 = icmp slt i32 %tl_steps11, 127
  br i1 %976, label %if.then299, label %if.else300

for.cond295:                                      ; preds = %for.body296, %for.body293
  %lane2298 = phi i32 [ 0, %for.body293 ], [ %993, %for.body296 ]
  %977 = icmp slt i32 %lane2298, 32
  br i1 %977, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %978 = sext i32 %lane2298 to i64
  %979 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %978
  %980 = load float, ptr %979, align 4
  %981 = sext i32 %i3 to i64
  %982 = mul nsw i64 %981, 4096
  %983 = add i32 %red2, 1
  %984 = mul i32 %983, 32
  %985 = add i32 %984, %lane2298
  %986 = sext i32 %985 to i64
  %987 = add nsw i64 %982, %986
  %988 = getelementptr inbounds float, ptr %sq_r, i64 %987
  %989 = load float, ptr %988, align 4
  %990 = fadd float %980, %989
  %991 = sext i32 %lane2298 to i64
  %992 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %991
  store float %990, ptr %992, align 4
  %993 = add nsw i32 %lane2298, 1
  br label %for.cond295, !llvm.loop !64

for.end297:                                       ; preds = %for.cond295
  %994 = add nsw i32 %red2, 1
  br label %for.cond292, !llvm.loop !65

if.then299:                                       ; preds = %for.end294
  %995 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %996 = load float, ptr %995, align 4
  %997 = fadd float %996, 0.000000e+00
  %998 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %997, ptr %998, align 4
  br label %if.end301

if.else300:                                       ; preds = %for.end294
  br label %if.end301

if.end301:                                        ; preds = %if.else300, %if.then299
  %999 = sext i32 %i3 to i64
  %1000 = getelementptr inbounds float, ptr %ss_r, i64 %999
  store float 0.000000e+00, ptr %1000, align 4
  br label %for.cond302

for.cond302:                                      ; preds = %for.body303, %if.end301
  %lane2305 = phi i32 [ 0, %if.end301 ], [ %1011, %for.body303 ]
  %1001 = icmp slt i32 %lane2305, 32
  br i1 %1001, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %1002 = sext i32 %i3 to i64
  %1003 = getelementptr inbounds float, ptr %ss_r, i64 %1002
  %1004 = load float, ptr %1003, align 4
  %1005 = sext i32 %lane2305 to i64
  %1006 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = fadd float %1004, %1007
  %1009 = sext i32 %i3 to i64
  %1010 = getelementptr inbounds float, ptr %ss_r, i64 %1009
  store float %1008, ptr %1010, align 4
  %1011 = add nsw i32 %lane2305, 1
  br label %for.cond302, !llvm.loop !66

for.end304:                                       ; preds = %for.cond302
  %1012 = add nsw i32 %i3, 1
  br label %for.cond286, !llvm.loop !67

for.cond306:                                      ; preds = %for.end316, %for.end288
  %i309 = phi i32 [ 0, %for.end288 ], [ %1080, %for.end316 ]
  %1013 = icmp slt i32 %i309, 1
  br i1 %1013, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1014 = sext i32 %N to i64
  %1015 = icmp slt i64 %1014, 0
  %1016 = sext i32 %N to i64
  %1017 = icmp sgt i64 %1016, 4096
  %1018 = sext i32 %N to i64
  %1019 = select i1 %1017, i64 4096, i64 %1018
  %1020 = select i1 %1015, i64 0, i64 %1019
  %tl_cols12 = trunc i64 %1020 to i32
  br label %for.cond310

for.end308:                                       ; preds = %for.cond306
  %1021 = mul i32 %bx, 4
  %1022 = add i32 %1021, %r
  %1023 = icmp sle i32 0, %1022
  %1024 = mul i32 %bx, 4
  %1025 = add i32 %1024, %r
  %1026 = sext i32 %1025 to i64
  %1027 = add i64 %1026, 1
  %1028 = sext i32 %M to i64
  %1029 = icmp sle i64 %1027, %1028
  %1030 = and i1 %1023, %1029
  %1031 = sext i32 %N to i64
  %1032 = icmp sle i64 4096, %1031
  %1033 = and i1 %1030, %1032
  br i1 %1033, label %if.then317, label %if.else318

for.cond310:                                      ; preds = %for.body311, %for.body307
  %j313 = phi i32 [ 0, %for.body307 ], [ %1060, %for.body311 ]
  %1034 = icmp slt i32 %j313, %tl_cols12
  br i1 %1034, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1035 = sext i32 %i309 to i64
  %1036 = mul nsw i64 %1035, 4096
  %1037 = sext i32 %j313 to i64
  %1038 = add nsw i64 %1036, %1037
  %1039 = getelementptr inbounds float, ptr %X_r, i64 %1038
  %1040 = load float, ptr %1039, align 4
  %1041 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1042 = load float, ptr %1041, align 4
  %1043 = sitofp i32 %N to float
  %1044 = fdiv float %1042, %1043
  %1045 = fadd float %1044, 0x3EB0C6F7A0000000
  %1046 = fpext float %1045 to double
  %1047 = call double @llvm.sqrt.f64(double %1046)
  %1048 = fdiv double 1.000000e+00, %1047
  %1049 = fptrunc double %1048 to float
  %1050 = fmul float %1040, %1049
  %1051 = sext i32 %j313 to i64
  %1052 = getelementptr inbounds float, ptr %W_r, i64 %1051
  %1053 = load float, ptr %1052, align 4
  %1054 = fmul float %1050, %1053
  %1055 = sext i32 %i309 to i64
  %1056 = mul nsw i64 %1055, 4096
  %1057 = sext i32 %j313 to i64
  %1058 = add nsw i64 %1056, %1057
  %1059 = getelementptr inbounds float, ptr %X_r, i64 %1058
  store float %1054, ptr %1059, align 4
  %1060 = add nsw i32 %j313, 1
  br label %for.cond310, !llvm.loop !68

for.end312:                                       ; preds = %for.cond310
  %1061 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1062 = load float, ptr %1061, align 4
  %1063 = sitofp i32 %N to float
  %1064 = fdiv float %1062, %1063
  %1065 = fadd float %1064, 0x3EB0C6F7A0000000
  %1066 = fpext float %1065 to double
  %1067 = call double @llvm.sqrt.f64(double %1066)
  %1068 = fdiv double 1.000000e+00, %1067
  %1069 = fptrunc double %1068 to float
  %1070 = fmul float 0.000000e+00, %1069
  %tl_col14 = fmul float %1070, 0.000000e+00
  %1071 = sub i32 4096, %tl_cols12
  br label %for.cond314

for.cond314:                                      ; preds = %for.body315, %for.end312
  %j13 = phi i32 [ 0, %for.end312 ], [ %1079, %for.body315 ]
  %1072 = icmp slt i32 %j13, %1071
  br i1 %1072, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1073 = sext i32 %i309 to i64
  %1074 = mul nsw i64 %1073, 4096
  %1075 = add i32 %tl_cols12, %j13
  %1076 = sext i32 %1075 to i64
  %1077 = add nsw i64 %1074, %1076
  %1078 = getelementptr inbounds float, ptr %X_r, i64 %1077
  store float %tl_col14, ptr %1078, align 4
  %1079 = add nsw i32 %j13, 1
  br label %for.cond314, !llvm.loop !69

for.end316:                                       ; preds = %for.cond314
  %1080 = add nsw i32 %i309, 1
  br label %for.cond306, !llvm.loop !70

if.then317:                                       ; preds = %for.end308
  br label %for.cond320

if.else318:                                       ; preds = %for.end308
  br label %for.cond331

if.end319:                                        ; preds = %for.end333, %for.end322
  %1081 = add nsw i32 %r, 1
  br label %for.cond238, !llvm.loop !71

for.cond320:                                      ; preds = %if.end326, %if.then317
  %i9323 = phi i32 [ 0, %if.then317 ], [ %1099, %if.end326 ]
  %1082 = icmp slt i32 %i9323, 1
  br i1 %1082, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %1083 = sext i32 %M to i64
  %1084 = sext i32 %N to i64
  %1085 = mul i64 %1083, %1084
  %1086 = icmp sge i64 %1085, 8388608
  br i1 %1086, label %if.then324, label %if.else325

for.end322:                                       ; preds = %for.cond320
  br label %if.end319

if.then324:                                       ; preds = %for.body321
  %1087 = mul i32 %bx, 4
  %1088 = add i32 %1087, %r
  %1089 = add i32 %1088, %i9323
  %1090 = sext i32 %1089 to i64
  %1091 = sext i32 %N to i64
  %1092 = mul nsw i64 %1090, %1091
  %1093 = add nsw i64 %1092, 0
  %1094 = getelementptr inbounds float, ptr %Y, i64 %1093
  %1095 = sext i32 %i9323 to i64
  %1096 = mul nsw i64 %1095, 4096
  %1097 = add nsw i64 %1096, 0
  %1098 = getelementptr inbounds float, ptr %X_r, i64 %1097
  call void @tilec_rt_stream(ptr %1094, ptr %1098, i64 16384)
  br label %if.end326

if.else325:                                       ; preds = %for.body321
  br label %for.cond327

if.end326:                                        ; preds = %for.end329, %if.then324
  %1099 = add nsw i32 %i9323, 1
  br label %for.cond320, !llvm.loop !72

for.cond327:                                      ; preds = %for.body328, %if.else325
  %j3330 = phi i32 [ 0, %if.else325 ], [ %1116, %for.body328 ]
  %1100 = icmp slt i32 %j3330, 4096
  br i1 %1100, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1101 = sext i32 %i9323 to i64
  %1102 = mul nsw i64 %1101, 4096
  %1103 = sext i32 %j3330 to i64
  %1104 = add nsw i64 %1102, %1103
  %1105 = getelementptr inbounds float, ptr %X_r, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = mul i32 %bx, 4
  %1108 = add i32 %1107, %r
  %1109 = add i32 %1108, %i9323
  %1110 = sext i32 %1109 to i64
  %1111 = sext i32 %N to i64
  %1112 = mul nsw i64 %1110, %1111
  %1113 = sext i32 %j3330 to i64
  %1114 = add nsw i64 %1112, %1113
  %1115 = getelementptr inbounds float, ptr %Y, i64 %1114
  store float %1106, ptr %1115, align 4
  %1116 = add nsw i32 %j3330, 1
  br label %for.cond327, !llvm.loop !73

for.end329:                                       ; preds = %for.cond327
  br label %if.end326

for.cond331:                                      ; preds = %if.end337, %if.else318
  %i9334 = phi i32 [ 0, %if.else318 ], [ %1143, %if.end337 ]
  %1117 = icmp slt i32 %i9334, 1
  br i1 %1117, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1118 = sext i32 %N to i64
  %1119 = icmp slt i64 %1118, 0
  %1120 = sext i32 %N to i64
  %1121 = icmp sgt i64 %1120, 4096
  %1122 = sext i32 %N to i64
  %1123 = select i1 %1121, i64 4096, i64 %1122
  %1124 = select i1 %1119, i64 0, i64 %1123
  %tl_hi11 = trunc i64 %1124 to i32
  %1125 = mul i32 %bx, 4
  %1126 = add i32 %1125, %r
  %1127 = sext i32 %1126 to i64
  %1128 = sext i32 %i9334 to i64
  %1129 = add i64 %1127, %1128
  %1130 = icmp sle i64 0, %1129
  %1131 = mul i32 %bx, 4
  %1132 = add i32 %1131, %r
  %1133 = sext i32 %1132 to i64
  %1134 = sext i32 %i9334 to i64
  %1135 = add i64 %1133, %1134
  %1136 = sext i32 %M to i64
  %1137 = icmp slt i64 %1135, %1136
  %1138 = and i1 %1130, %1137
  br i1 %1138, label %if.then335, label %if.else336

for.end333:                                       ; preds = %for.cond331
  br label %if.end319

if.then335:                                       ; preds = %for.body332
  %1139 = sext i32 %M to i64
  %1140 = sext i32 %N to i64
  %1141 = mul i64 %1139, %1140
  %1142 = icmp sge i64 %1141, 8388608
  br i1 %1142, label %if.then338, label %if.else339

if.else336:                                       ; preds = %for.body332
  br label %if.end337

if.end337:                                        ; preds = %if.else336, %if.end340
  %1143 = add nsw i32 %i9334, 1
  br label %for.cond331, !llvm.loop !74

if.then338:                                       ; preds = %if.then335
  %1144 = sext i32 %tl_hi11 to i64
  %1145 = mul i32 %bx, 4
  %1146 = add i32 %1145, %r
  %1147 = add i32 %1146, %i9334
  %1148 = sext i32 %1147 to i64
  %1149 = sext i32 %N to i64
  %1150 = mul nsw i64 %1148, %1149
  %1151 = add nsw i64 %1150, 0
  %1152 = getelementptr inbounds float, ptr %Y, i64 %1151
  %1153 = sext i32 %i9334 to i64
  %1154 = mul nsw i64 %1153, 4096
  %1155 = add nsw i64 %1154, 0
  %1156 = getelementptr inbounds float, ptr %X_r, i64 %1155
  %1157 = mul i64 %1144, 4
  call void @tilec_rt_stream(ptr %1152, ptr %1156, i64 %1157)
  br label %if.end340

if.else339:                                       ; preds = %if.then335
  br label %for.cond341

if.end340:                                        ; preds = %for.end343, %if.then338
  br label %if.end337

for.cond341:                                      ; preds = %for.body342, %if.else339
  %j3344 = phi i32 [ 0, %if.else339 ], [ %1174, %for.body342 ]
  %1158 = icmp slt i32 %j3344, %tl_hi11
  br i1 %1158, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1159 = sext i32 %i9334 to i64
  %1160 = mul nsw i64 %1159, 4096
  %1161 = sext i32 %j3344 to i64
  %1162 = add nsw i64 %1160, %1161
  %1163 = getelementptr inbounds float, ptr %X_r, i64 %1162
  %1164 = load float, ptr %1163, align 4
  %1165 = mul i32 %bx, 4
  %1166 = add i32 %1165, %r
  %1167 = add i32 %1166, %i9334
  %1168 = sext i32 %1167 to i64
  %1169 = sext i32 %N to i64
  %1170 = mul nsw i64 %1168, %1169
  %1171 = sext i32 %j3344 to i64
  %1172 = add nsw i64 %1170, %1171
  %1173 = getelementptr inbounds float, ptr %Y, i64 %1172
  store float %1164, ptr %1173, align 4
  %1174 = add nsw i32 %j3344, 1
  br label %for.cond341, !llvm.loop !75

for.end343:                                       ; preds = %for.cond341
  br label %if.end340

for.cond345:                                      ; preds = %for.body346, %if.else223
  %i10 = phi i32 [ 0, %if.else223 ], [ %1178, %for.body346 ]
  %1175 = icmp slt i32 %i10, 4
  br i1 %1175, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  %1176 = sext i32 %i10 to i64
  %1177 = getelementptr inbounds float, ptr %ss, i64 %1176
  store float 0.000000e+00, ptr %1177, align 4
  %1178 = add nsw i32 %i10, 1
  br label %for.cond345, !llvm.loop !76

for.end347:                                       ; preds = %for.cond345
  %1179 = sext i32 %N to i64
  %1180 = sdiv i64 %1179, 512
  %1181 = sub i64 0, %1179
  %1182 = select i1 false, i64 %1181, i64 %1180
  %1183 = srem i64 %1179, 512
  %1184 = icmp ne i64 %1183, 0
  %1185 = icmp slt i64 %1179, 0
  %1186 = icmp eq i1 %1185, false
  %1187 = and i1 %1184, %1186
  %1188 = zext i1 %1187 to i64
  %1189 = add i64 %1182, %1188
  %1190 = trunc i64 %1189 to i32
  br label %for.cond348

for.cond348:                                      ; preds = %for.end399, %for.end347
  %c = phi i32 [ 0, %for.end347 ], [ %1395, %for.end399 ]
  %1191 = icmp slt i32 %c, %1190
  br i1 %1191, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1192 = mul i32 %bx, 4
  %1193 = icmp sle i32 0, %1192
  %1194 = mul i32 %bx, 4
  %1195 = sext i32 %1194 to i64
  %1196 = add i64 %1195, 4
  %1197 = sext i32 %M to i64
  %1198 = icmp sle i64 %1196, %1197
  %1199 = and i1 %1193, %1198
  %1200 = mul i32 %c, 512
  %1201 = icmp sle i32 0, %1200
  %1202 = mul i32 %c, 512
  %1203 = sext i32 %1202 to i64
  %1204 = add i64 %1203, 512
  %1205 = sext i32 %N to i64
  %1206 = icmp sle i64 %1204, %1205
  %1207 = and i1 %1201, %1206
  %1208 = and i1 %1199, %1207
  br i1 %1208, label %if.then351, label %if.else352

for.end350:                                       ; preds = %for.cond348
  br label %for.cond414

if.then351:                                       ; preds = %for.body349
  br label %for.cond354

if.else352:                                       ; preds = %for.body349
  br label %for.cond367

if.end353:                                        ; preds = %for.end369, %for.end356
  br label %for.cond389

for.cond354:                                      ; preds = %for.end366, %if.then351
  %i10357 = phi i32 [ 0, %if.then351 ], [ %1256, %for.end366 ]
  %1209 = icmp slt i32 %i10357, 4
  br i1 %1209, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %1210 = add i32 %c, 1
  %1211 = sext i32 %N to i64
  %1212 = sdiv i64 %1211, 512
  %1213 = sub i64 0, %1211
  %1214 = select i1 false, i64 %1213, i64 %1212
  %1215 = srem i64 %1211, 512
  %1216 = icmp ne i64 %1215, 0
  %1217 = icmp slt i64 %1211, 0
  %1218 = icmp eq i1 %1217, false
  %1219 = and i1 %1216, %1218
  %1220 = zext i1 %1219 to i64
  %1221 = add i64 %1214, %1220
  %1222 = trunc i64 %1221 to i32
  %1223 = icmp slt i32 %1210, %1222
  br i1 %1223, label %if.then358, label %if.else359

for.end356:                                       ; preds = %for.cond354
  br label %if.end353

if.then358:                                       ; preds = %for.body355
  br label %for.cond361

if.else359:                                       ; preds = %for.body355
  br label %if.end360

if.end360:                                        ; preds = %if.else359, %for.end363
  br label %for.cond364

for.cond361:                                      ; preds = %for.body362, %if.then358
  %pf1 = phi i32 [ 0, %if.then358 ], [ %1237, %for.body362 ]
  %1224 = icmp slt i32 %pf1, 32
  br i1 %1224, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1225 = mul i32 %bx, 4
  %1226 = add i32 %1225, %i10357
  %1227 = sext i32 %1226 to i64
  %1228 = sext i32 %N to i64
  %1229 = mul i64 %1227, %1228
  %1230 = add i32 %c, 1
  %1231 = mul i32 %1230, 512
  %1232 = mul i32 %pf1, 16
  %1233 = add i32 %1231, %1232
  %1234 = sext i32 %1233 to i64
  %1235 = add i64 %1229, %1234
  %1236 = getelementptr float, ptr %X, i64 %1235
  call void @llvm.prefetch.p0(ptr %1236, i32 0, i32 0, i32 1)
  %1237 = add nsw i32 %pf1, 1
  br label %for.cond361, !llvm.loop !77

for.end363:                                       ; preds = %for.cond361
  br label %if.end360

for.cond364:                                      ; preds = %for.body365, %if.end360
  %j4 = phi i32 [ 0, %if.end360 ], [ %1255, %for.body365 ]
  %1238 = icmp slt i32 %j4, 512
  br i1 %1238, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %1239 = mul i32 %bx, 4
  %1240 = add i32 %1239, %i10357
  %1241 = sext i32 %1240 to i64
  %1242 = sext i32 %N to i64
  %1243 = mul nsw i64 %1241, %1242
  %1244 = mul i32 %c, 512
  %1245 = add i32 %1244, %j4
  %1246 = sext i32 %1245 to i64
  %1247 = add nsw i64 %1243, %1246
  %1248 = getelementptr inbounds float, ptr %X, i64 %1247
  %1249 = load float, ptr %1248, align 4
  %1250 = sext i32 %i10357 to i64
  %1251 = mul nsw i64 %1250, 512
  %1252 = sext i32 %j4 to i64
  %1253 = add nsw i64 %1251, %1252
  %1254 = getelementptr inbounds float, ptr %X_f, i64 %1253
  store float %1249, ptr %1254, align 4
  %1255 = add nsw i32 %j4, 1
  br label %for.cond364, !llvm.loop !78

for.end366:                                       ; preds = %for.cond364
  %1256 = add nsw i32 %i10357, 1
  br label %for.cond354, !llvm.loop !79

for.cond367:                                      ; preds = %for.end387, %if.else352
  %i10370 = phi i32 [ 0, %if.else352 ], [ %1365, %for.end387 ]
  %1257 = icmp slt i32 %i10370, 4
  br i1 %1257, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1258 = mul i32 %c, 512
  %1259 = sext i32 %1258 to i64
  %1260 = sub i64 0, %1259
  %1261 = icmp slt i64 %1260, 0
  %1262 = mul i32 %c, 512
  %1263 = sext i32 %1262 to i64
  %1264 = sub i64 0, %1263
  %1265 = icmp sgt i64 %1264, 512
  %1266 = mul i32 %c, 512
  %1267 = sext i32 %1266 to i64
  %1268 = sub i64 0, %1267
  %1269 = select i1 %1265, i64 512, i64 %1268
  %1270 = select i1 %1261, i64 0, i64 %1269
  %tl_lo12 = trunc i64 %1270 to i32
  %1271 = sext i32 %N to i64
  %1272 = mul i32 %c, 512
  %1273 = sext i32 %1272 to i64
  %1274 = sub i64 %1271, %1273
  %1275 = icmp slt i64 %1274, 0
  %1276 = sext i32 %N to i64
  %1277 = mul i32 %c, 512
  %1278 = sext i32 %1277 to i64
  %1279 = sub i64 %1276, %1278
  %1280 = icmp sgt i64 %1279, 512
  %1281 = sext i32 %N to i64
  %1282 = mul i32 %c, 512
  %1283 = sext i32 %1282 to i64
  %1284 = sub i64 %1281, %1283
  %1285 = select i1 %1280, i64 512, i64 %1284
  %1286 = select i1 %1275, i64 0, i64 %1285
  %1287 = sext i32 %tl_lo12 to i64
  %1288 = icmp slt i64 %1286, %1287
  %1289 = sext i32 %tl_lo12 to i64
  %1290 = sext i32 %N to i64
  %1291 = mul i32 %c, 512
  %1292 = sext i32 %1291 to i64
  %1293 = sub i64 %1290, %1292
  %1294 = icmp slt i64 %1293, 0
  %1295 = sext i32 %N to i64
  %1296 = mul i32 %c, 512
  %1297 = sext i32 %1296 to i64
  %1298 = sub i64 %1295, %1297
  %1299 = icmp sgt i64 %1298, 512
  %1300 = sext i32 %N to i64
  %1301 = mul i32 %c, 512
  %1302 = sext i32 %1301 to i64
  %1303 = sub i64 %1300, %1302
  %1304 = select i1 %1299, i64 512, i64 %1303
  %1305 = select i1 %1294, i64 0, i64 %1304
  %1306 = select i1 %1288, i64 %1289, i64 %1305
  %tl_hi13 = trunc i64 %1306 to i32
  br label %for.cond371

for.end369:                                       ; preds = %for.cond367
  br label %if.end353

for.cond371:                                      ; preds = %for.body372, %for.body368
  %j4374 = phi i32 [ 0, %for.body368 ], [ %1313, %for.body372 ]
  %1307 = icmp slt i32 %j4374, %tl_lo12
  br i1 %1307, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1308 = sext i32 %i10370 to i64
  %1309 = mul nsw i64 %1308, 512
  %1310 = sext i32 %j4374 to i64
  %1311 = add nsw i64 %1309, %1310
  %1312 = getelementptr inbounds float, ptr %X_f, i64 %1311
  store float 0.000000e+00, ptr %1312, align 4
  %1313 = add nsw i32 %j4374, 1
  br label %for.cond371, !llvm.loop !80

for.end373:                                       ; preds = %for.cond371
  %1314 = mul i32 %bx, 4
  %1315 = sext i32 %1314 to i64
  %1316 = sext i32 %i10370 to i64
  %1317 = add i64 %1315, %1316
  %1318 = icmp sle i64 0, %1317
  %1319 = mul i32 %bx, 4
  %1320 = sext i32 %1319 to i64
  %1321 = sext i32 %i10370 to i64
  %1322 = add i64 %1320, %1321
  %1323 = sext i32 %M to i64
  %1324 = icmp slt i64 %1322, %1323
  %1325 = and i1 %1318, %1324
  br i1 %1325, label %if.then375, label %if.else376

if.then375:                                       ; preds = %for.end373
  %1326 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond378

if.else376:                                       ; preds = %for.end373
  %1327 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond381

if.end377:                                        ; preds = %for.end383, %for.end380
  %1328 = sub i32 512, %tl_hi13
  br label %for.cond385

for.cond378:                                      ; preds = %for.body379, %if.then375
  %j41 = phi i32 [ 0, %if.then375 ], [ %1348, %for.body379 ]
  %1329 = icmp slt i32 %j41, %1326
  br i1 %1329, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1330 = mul i32 %bx, 4
  %1331 = add i32 %1330, %i10370
  %1332 = sext i32 %1331 to i64
  %1333 = sext i32 %N to i64
  %1334 = mul nsw i64 %1332, %1333
  %1335 = mul i32 %c, 512
  %1336 = add i32 %tl_lo12, %j41
  %1337 = add i32 %1335, %1336
  %1338 = sext i32 %1337 to i64
  %1339 = add nsw i64 %1334, %1338
  %1340 = getelementptr inbounds float, ptr %X, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = sext i32 %i10370 to i64
  %1343 = mul nsw i64 %1342, 512
  %1344 = add i32 %tl_lo12, %j41
  %1345 = sext i32 %1344 to i64
  %1346 = add nsw i64 %1343, %1345
  %1347 = getelementptr inbounds float, ptr %X_f, i64 %1346
  store float %1341, ptr %1347, align 4
  %1348 = add nsw i32 %j41, 1
  br label %for.cond378, !llvm.loop !81

for.end380:                                       ; preds = %for.cond378
  br label %if.end377

for.cond381:                                      ; preds = %for.body382, %if.else376
  %j41384 = phi i32 [ 0, %if.else376 ], [ %1356, %for.body382 ]
  %1349 = icmp slt i32 %j41384, %1327
  br i1 %1349, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %1350 = sext i32 %i10370 to i64
  %1351 = mul nsw i64 %1350, 512
  %1352 = add i32 %tl_lo12, %j41384
  %1353 = sext i32 %1352 to i64
  %1354 = add nsw i64 %1351, %1353
  %1355 = getelementptr inbounds float, ptr %X_f, i64 %1354
  store float 0.000000e+00, ptr %1355, align 4
  %1356 = add nsw i32 %j41384, 1
  br label %for.cond381, !llvm.loop !82

for.end383:                                       ; preds = %for.cond381
  br label %if.end377

for.cond385:                                      ; preds = %for.body386, %if.end377
  %j41388 = phi i32 [ 0, %if.end377 ], [ %1364, %for.body386 ]
  %1357 = icmp slt i32 %j41388, %1328
  br i1 %1357, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1358 = sext i32 %i10370 to i64
  %1359 = mul nsw i64 %1358, 512
  %1360 = add i32 %tl_hi13, %j41388
  %1361 = sext i32 %1360 to i64
  %1362 = add nsw i64 %1359, %1361
  %1363 = getelementptr inbounds float, ptr %X_f, i64 %1362
  store float 0.000000e+00, ptr %1363, align 4
  %1364 = add nsw i32 %j41388, 1
  br label %for.cond385, !llvm.loop !83

for.end387:                                       ; preds = %for.cond385
  %1365 = add nsw i32 %i10370, 1
  br label %for.cond367, !llvm.loop !84

for.cond389:                                      ; preds = %for.end395, %if.end353
  %i392 = phi i32 [ 0, %if.end353 ], [ %1393, %for.end395 ]
  %1366 = icmp slt i32 %i392, 4
  br i1 %1366, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  br label %for.cond393

for.end391:                                       ; preds = %for.cond389
  br label %for.cond397

for.cond393:                                      ; preds = %for.body394, %for.body390
  %j396 = phi i32 [ 0, %for.body390 ], [ %1392, %for.body394 ]
  %1367 = icmp slt i32 %j396, 512
  br i1 %1367, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1368 = mul i32 %c, 512
  %1369 = add i32 %1368, %j396
  %1370 = icmp slt i32 %1369, %N
  %1371 = sext i32 %i392 to i64
  %1372 = mul nsw i64 %1371, 512
  %1373 = sext i32 %j396 to i64
  %1374 = add nsw i64 %1372, %1373
  %1375 = call i64 @llvm.umin.i64(i64 %1374, i64 2047)
  %1376 = getelementptr inbounds float, ptr %X_f, i64 %1375
  %1377 = load float, ptr %1376, align 4
  %1378 = sext i32 %i392 to i64
  %1379 = mul nsw i64 %1378, 512
  %1380 = sext i32 %j396 to i64
  %1381 = add nsw i64 %1379, %1380
  %1382 = call i64 @llvm.umin.i64(i64 %1381, i64 2047)
  %1383 = getelementptr inbounds float, ptr %X_f, i64 %1382
  %1384 = load float, ptr %1383, align 4
  %1385 = fmul float %1377, %1384
  %1386 = select i1 %1370, float %1385, float 0.000000e+00
  %1387 = sext i32 %i392 to i64
  %1388 = mul nsw i64 %1387, 512
  %1389 = sext i32 %j396 to i64
  %1390 = add nsw i64 %1388, %1389
  %1391 = getelementptr inbounds float, ptr %X_f, i64 %1390
  store float %1386, ptr %1391, align 4
  %1392 = add nsw i32 %j396, 1
  br label %for.cond393, !llvm.loop !85

for.end395:                                       ; preds = %for.cond393
  %1393 = add nsw i32 %i392, 1
  br label %for.cond389, !llvm.loop !86

for.cond397:                                      ; preds = %for.end412, %for.end391
  %i5 = phi i32 [ 0, %for.end391 ], [ %1436, %for.end412 ]
  %1394 = icmp slt i32 %i5, 4
  br i1 %1394, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  br label %for.cond400

for.end399:                                       ; preds = %for.cond397
  %1395 = add nsw i32 %c, 1
  br label %for.cond348, !llvm.loop !87

for.cond400:                                      ; preds = %for.body401, %for.body398
  %lane3 = phi i32 [ 0, %for.body398 ], [ %1405, %for.body401 ]
  %1396 = icmp slt i32 %lane3, 32
  br i1 %1396, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1397 = sext i32 %i5 to i64
  %1398 = mul nsw i64 %1397, 512
  %1399 = sext i32 %lane3 to i64
  %1400 = add nsw i64 %1398, %1399
  %1401 = getelementptr inbounds float, ptr %X_f, i64 %1400
  %1402 = load float, ptr %1401, align 4
  %1403 = sext i32 %lane3 to i64
  %1404 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1403
  store float %1402, ptr %1404, align 4
  %1405 = add nsw i32 %lane3, 1
  br label %for.cond400, !llvm.loop !88

for.end402:                                       ; preds = %for.cond400
  br label %for.cond403

for.cond403:                                      ; preds = %for.end408, %for.end402
  %red3 = phi i32 [ 0, %for.end402 ], [ %1424, %for.end408 ]
  %1406 = icmp slt i32 %red3, 15
  br i1 %1406, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  br label %for.cond406

for.end405:                                       ; preds = %for.cond403
  br label %for.cond410

for.cond406:                                      ; preds = %for.body407, %for.body404
  %lane3409 = phi i32 [ 0, %for.body404 ], [ %1423, %for.body407 ]
  %1407 = icmp slt i32 %lane3409, 32
  br i1 %1407, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1408 = sext i32 %lane3409 to i64
  %1409 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1408
  %1410 = load float, ptr %1409, align 4
  %1411 = sext i32 %i5 to i64
  %1412 = mul nsw i64 %1411, 512
  %1413 = add i32 %red3, 1
  %1414 = mul i32 %1413, 32
  %1415 = add i32 %1414, %lane3409
  %1416 = sext i32 %1415 to i64
  %1417 = add nsw i64 %1412, %1416
  %1418 = getelementptr inbounds float, ptr %X_f, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = fadd float %1410, %1419
  %1421 = sext i32 %lane3409 to i64
  %1422 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1421
  store float %1420, ptr %1422, align 4
  %1423 = add nsw i32 %lane3409, 1
  br label %for.cond406, !llvm.loop !89

for.end408:                                       ; preds = %for.cond406
  %1424 = add nsw i32 %red3, 1
  br label %for.cond403, !llvm.loop !90

for.cond410:                                      ; preds = %for.body411, %for.end405
  %lane3413 = phi i32 [ 0, %for.end405 ], [ %1435, %for.body411 ]
  %1425 = icmp slt i32 %lane3413, 32
  br i1 %1425, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1426 = sext i32 %i5 to i64
  %1427 = getelementptr inbounds float, ptr %ss, i64 %1426
  %1428 = load float, ptr %1427, align 4
  %1429 = sext i32 %lane3413 to i64
  %1430 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1429
  %1431 = load float, ptr %1430, align 4
  %1432 = fadd float %1428, %1431
  %1433 = sext i32 %i5 to i64
  %1434 = getelementptr inbounds float, ptr %ss, i64 %1433
  store float %1432, ptr %1434, align 4
  %1435 = add nsw i32 %lane3413, 1
  br label %for.cond410, !llvm.loop !91

for.end412:                                       ; preds = %for.cond410
  %1436 = add nsw i32 %i5, 1
  br label %for.cond397, !llvm.loop !92

for.cond414:                                      ; preds = %for.body415, %for.end350
  %i417 = phi i32 [ 0, %for.end350 ], [ %1450, %for.body415 ]
  %1437 = icmp slt i32 %i417, 4
  br i1 %1437, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1438 = sext i32 %i417 to i64
  %1439 = getelementptr inbounds float, ptr %ss, i64 %1438
  %1440 = load float, ptr %1439, align 4
  %1441 = sitofp i32 %N to float
  %1442 = fdiv float %1440, %1441
  %1443 = fadd float %1442, 0x3EB0C6F7A0000000
  %1444 = fpext float %1443 to double
  %1445 = call double @llvm.sqrt.f64(double %1444)
  %1446 = fdiv double 1.000000e+00, %1445
  %1447 = fptrunc double %1446 to float
  %1448 = sext i32 %i417 to i64
  %1449 = getelementptr inbounds float, ptr %ss, i64 %1448
  store float %1447, ptr %1449, align 4
  %1450 = add nsw i32 %i417, 1
  br label %for.cond414, !llvm.loop !93

for.end416:                                       ; preds = %for.cond414
  %1451 = sext i32 %N to i64
  %1452 = sdiv i64 %1451, 512
  %1453 = sub i64 0, %1451
  %1454 = select i1 false, i64 %1453, i64 %1452
  %1455 = srem i64 %1451, 512
  %1456 = icmp ne i64 %1455, 0
  %1457 = icmp slt i64 %1451, 0
  %1458 = icmp eq i1 %1457, false
  %1459 = and i1 %1456, %1458
  %1460 = zext i1 %1459 to i64
  %1461 = add i64 %1454, %1460
  %1462 = trunc i64 %1461 to i32
  br label %for.cond418

for.cond418:                                      ; preds = %if.end484, %for.end416
  %c421 = phi i32 [ 0, %for.end416 ], [ %2466, %if.end484 ]
  %1463 = icmp slt i32 %c421, %1462
  br i1 %1463, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1464 = sext i32 %N to i64
  %1465 = sdiv i64 %1464, 512
  %1466 = sub i64 0, %1464
  %1467 = select i1 false, i64 %1466, i64 %1465
  %1468 = srem i64 %1464, 512
  %1469 = icmp ne i64 %1468, 0
  %1470 = icmp slt i64 %1464, 0
  %1471 = icmp eq i1 %1470, false
  %1472 = and i1 %1469, %1471
  %1473 = zext i1 %1472 to i64
  %1474 = add i64 %1467, %1473
  %1475 = trunc i64 %1474 to i32
  %1476 = sub i32 %1475, 1
  %t = sub i32 %1476, %c421
  %1477 = mul i32 %bx, 4
  %1478 = icmp sle i32 0, %1477
  %1479 = mul i32 %bx, 4
  %1480 = sext i32 %1479 to i64
  %1481 = add i64 %1480, 4
  %1482 = sext i32 %M to i64
  %1483 = icmp sle i64 %1481, %1482
  %1484 = and i1 %1478, %1483
  %1485 = mul i32 %t, 512
  %1486 = icmp sle i32 0, %1485
  %1487 = mul i32 %t, 512
  %1488 = sext i32 %1487 to i64
  %1489 = add i64 %1488, 512
  %1490 = sext i32 %N to i64
  %1491 = icmp sle i64 %1489, %1490
  %1492 = and i1 %1486, %1491
  %1493 = and i1 %1484, %1492
  br i1 %1493, label %if.then422, label %if.else423

for.end420:                                       ; preds = %for.cond418
  br label %if.end224

if.then422:                                       ; preds = %for.body419
  br label %for.cond425

if.else423:                                       ; preds = %for.body419
  br label %for.cond431

if.end424:                                        ; preds = %for.end433, %for.end427
  %1494 = mul i32 %t, 512
  %1495 = icmp sle i32 0, %1494
  %1496 = mul i32 %t, 512
  %1497 = sext i32 %1496 to i64
  %1498 = add i64 %1497, 512
  %1499 = sext i32 %N to i64
  %1500 = icmp sle i64 %1498, %1499
  %1501 = and i1 %1495, %1500
  br i1 %1501, label %if.then453, label %if.else454

for.cond425:                                      ; preds = %for.end430, %if.then422
  %i11 = phi i32 [ 0, %if.then422 ], [ %1521, %for.end430 ]
  %1502 = icmp slt i32 %i11, 4
  br i1 %1502, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  br label %for.cond428

for.end427:                                       ; preds = %for.cond425
  br label %if.end424

for.cond428:                                      ; preds = %for.body429, %for.body426
  %j5 = phi i32 [ 0, %for.body426 ], [ %1520, %for.body429 ]
  %1503 = icmp slt i32 %j5, 512
  br i1 %1503, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %1504 = mul i32 %bx, 4
  %1505 = add i32 %1504, %i11
  %1506 = sext i32 %1505 to i64
  %1507 = sext i32 %N to i64
  %1508 = mul nsw i64 %1506, %1507
  %1509 = mul i32 %t, 512
  %1510 = add i32 %1509, %j5
  %1511 = sext i32 %1510 to i64
  %1512 = add nsw i64 %1508, %1511
  %1513 = getelementptr inbounds float, ptr %X, i64 %1512
  %1514 = load float, ptr %1513, align 4
  %1515 = sext i32 %i11 to i64
  %1516 = mul nsw i64 %1515, 512
  %1517 = sext i32 %j5 to i64
  %1518 = add nsw i64 %1516, %1517
  %1519 = getelementptr inbounds float, ptr %X_f, i64 %1518
  store float %1514, ptr %1519, align 4
  %1520 = add nsw i32 %j5, 1
  br label %for.cond428, !llvm.loop !94

for.end430:                                       ; preds = %for.cond428
  %1521 = add nsw i32 %i11, 1
  br label %for.cond425, !llvm.loop !95

for.cond431:                                      ; preds = %for.end451, %if.else423
  %i11434 = phi i32 [ 0, %if.else423 ], [ %1630, %for.end451 ]
  %1522 = icmp slt i32 %i11434, 4
  br i1 %1522, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1523 = mul i32 %t, 512
  %1524 = sext i32 %1523 to i64
  %1525 = sub i64 0, %1524
  %1526 = icmp slt i64 %1525, 0
  %1527 = mul i32 %t, 512
  %1528 = sext i32 %1527 to i64
  %1529 = sub i64 0, %1528
  %1530 = icmp sgt i64 %1529, 512
  %1531 = mul i32 %t, 512
  %1532 = sext i32 %1531 to i64
  %1533 = sub i64 0, %1532
  %1534 = select i1 %1530, i64 512, i64 %1533
  %1535 = select i1 %1526, i64 0, i64 %1534
  %tl_lo14 = trunc i64 %1535 to i32
  %1536 = sext i32 %N to i64
  %1537 = mul i32 %t, 512
  %1538 = sext i32 %1537 to i64
  %1539 = sub i64 %1536, %1538
  %1540 = icmp slt i64 %1539, 0
  %1541 = sext i32 %N to i64
  %1542 = mul i32 %t, 512
  %1543 = sext i32 %1542 to i64
  %1544 = sub i64 %1541, %1543
  %1545 = icmp sgt i64 %1544, 512
  %1546 = sext i32 %N to i64
  %1547 = mul i32 %t, 512
  %1548 = sext i32 %1547 to i64
  %1549 = sub i64 %1546, %1548
  %1550 = select i1 %1545, i64 512, i64 %1549
  %1551 = select i1 %1540, i64 0, i64 %1550
  %1552 = sext i32 %tl_lo14 to i64
  %1553 = icmp slt i64 %1551, %1552
  %1554 = sext i32 %tl_lo14 to i64
  %1555 = sext i32 %N to i64
  %1556 = mul i32 %t, 512
  %1557 = sext i32 %1556 to i64
  %1558 = sub i64 %1555, %1557
  %1559 = icmp slt i64 %1558, 0
  %1560 = sext i32 %N to i64
  %1561 = mul i32 %t, 512
  %1562 = sext i32 %1561 to i64
  %1563 = sub i64 %1560, %1562
  %1564 = icmp sgt i64 %1563, 512
  %1565 = sext i32 %N to i64
  %1566 = mul i32 %t, 512
  %1567 = sext i32 %1566 to i64
  %1568 = sub i64 %1565, %1567
  %1569 = select i1 %1564, i64 512, i64 %1568
  %1570 = select i1 %1559, i64 0, i64 %1569
  %1571 = select i1 %1553, i64 %1554, i64 %1570
  %tl_hi15 = trunc i64 %1571 to i32
  br label %for.cond435

for.end433:                                       ; preds = %for.cond431
  br label %if.end424

for.cond435:                                      ; preds = %for.body436, %for.body432
  %j5438 = phi i32 [ 0, %for.body432 ], [ %1578, %for.body436 ]
  %1572 = icmp slt i32 %j5438, %tl_lo14
  br i1 %1572, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1573 = sext i32 %i11434 to i64
  %1574 = mul nsw i64 %1573, 512
  %1575 = sext i32 %j5438 to i64
  %1576 = add nsw i64 %1574, %1575
  %1577 = getelementptr inbounds float, ptr %X_f, i64 %1576
  store float 0.000000e+00, ptr %1577, align 4
  %1578 = add nsw i32 %j5438, 1
  br label %for.cond435, !llvm.loop !96

for.end437:                                       ; preds = %for.cond435
  %1579 = mul i32 %bx, 4
  %1580 = sext i32 %1579 to i64
  %1581 = sext i32 %i11434 to i64
  %1582 = add i64 %1580, %1581
  %1583 = icmp sle i64 0, %1582
  %1584 = mul i32 %bx, 4
  %1585 = sext i32 %1584 to i64
  %1586 = sext i32 %i11434 to i64
  %1587 = add i64 %1585, %1586
  %1588 = sext i32 %M to i64
  %1589 = icmp slt i64 %1587, %1588
  %1590 = and i1 %1583, %1589
  br i1 %1590, label %if.then439, label %if.else440

if.then439:                                       ; preds = %for.end437
  %1591 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond442

if.else440:                                       ; preds = %for.end437
  %1592 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond445

if.end441:                                        ; preds = %for.end447, %for.end444
  %1593 = sub i32 512, %tl_hi15
  br label %for.cond449

for.cond442:                                      ; preds = %for.body443, %if.then439
  %j51 = phi i32 [ 0, %if.then439 ], [ %1613, %for.body443 ]
  %1594 = icmp slt i32 %j51, %1591
  br i1 %1594, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1595 = mul i32 %bx, 4
  %1596 = add i32 %1595, %i11434
  %1597 = sext i32 %1596 to i64
  %1598 = sext i32 %N to i64
  %1599 = mul nsw i64 %1597, %1598
  %1600 = mul i32 %t, 512
  %1601 = add i32 %tl_lo14, %j51
  %1602 = add i32 %1600, %1601
  %1603 = sext i32 %1602 to i64
  %1604 = add nsw i64 %1599, %1603
  %1605 = getelementptr inbounds float, ptr %X, i64 %1604
  %1606 = load float, ptr %1605, align 4
  %1607 = sext i32 %i11434 to i64
  %1608 = mul nsw i64 %1607, 512
  %1609 = add i32 %tl_lo14, %j51
  %1610 = sext i32 %1609 to i64
  %1611 = add nsw i64 %1608, %1610
  %1612 = getelementptr inbounds float, ptr %X_f, i64 %1611
  store float %1606, ptr %1612, align 4
  %1613 = add nsw i32 %j51, 1
  br label %for.cond442, !llvm.loop !97

for.end444:                                       ; preds = %for.cond442
  br label %if.end441

for.cond445:                                      ; preds = %for.body446, %if.else440
  %j51448 = phi i32 [ 0, %if.else440 ], [ %1621, %for.body446 ]
  %1614 = icmp slt i32 %j51448, %1592
  br i1 %1614, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %1615 = sext i32 %i11434 to i64
  %1616 = mul nsw i64 %1615, 512
  %1617 = add i32 %tl_lo14, %j51448
  %1618 = sext i32 %1617 to i64
  %1619 = add nsw i64 %1616, %1618
  %1620 = getelementptr inbounds float, ptr %X_f, i64 %1619
  store float 0.000000e+00, ptr %1620, align 4
  %1621 = add nsw i32 %j51448, 1
  br label %for.cond445, !llvm.loop !98

for.end447:                                       ; preds = %for.cond445
  br label %if.end441

for.cond449:                                      ; preds = %for.body450, %if.end441
  %j51452 = phi i32 [ 0, %if.end441 ], [ %1629, %for.body450 ]
  %1622 = icmp slt i32 %j51452, %1593
  br i1 %1622, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  %1623 = sext i32 %i11434 to i64
  %1624 = mul nsw i64 %1623, 512
  %1625 = add i32 %tl_hi15, %j51452
  %1626 = sext i32 %1625 to i64
  %1627 = add nsw i64 %1624, %1626
  %1628 = getelementptr inbounds float, ptr %X_f, i64 %1627
  store float 0.000000e+00, ptr %1628, align 4
  %1629 = add nsw i32 %j51452, 1
  br label %for.cond449, !llvm.loop !99

for.end451:                                       ; preds = %for.cond449
  %1630 = add nsw i32 %i11434, 1
  br label %for.cond431, !llvm.loop !100

if.then453:                                       ; preds = %if.end424
  br label %for.cond456

if.else454:                                       ; preds = %if.end424
  %1631 = mul i32 %t, 512
  %1632 = sext i32 %1631 to i64
  %1633 = sub i64 0, %1632
  %1634 = icmp slt i64 %1633, 0
  %1635 = mul i32 %t, 512
  %1636 = sext i32 %1635 to i64
  %1637 = sub i64 0, %1636
  %1638 = icmp sgt i64 %1637, 512
  %1639 = mul i32 %t, 512
  %1640 = sext i32 %1639 to i64
  %1641 = sub i64 0, %1640
  %1642 = select i1 %1638, i64 512, i64 %1641
  %1643 = select i1 %1634, i64 0, i64 %1642
  %tl_lo16 = trunc i64 %1643 to i32
  %1644 = sext i32 %N to i64
  %1645 = mul i32 %t, 512
  %1646 = sext i32 %1645 to i64
  %1647 = sub i64 %1644, %1646
  %1648 = icmp slt i64 %1647, 0
  %1649 = sext i32 %N to i64
  %1650 = mul i32 %t, 512
  %1651 = sext i32 %1650 to i64
  %1652 = sub i64 %1649, %1651
  %1653 = icmp sgt i64 %1652, 512
  %1654 = sext i32 %N to i64
  %1655 = mul i32 %t, 512
  %1656 = sext i32 %1655 to i64
  %1657 = sub i64 %1654, %1656
  %1658 = select i1 %1653, i64 512, i64 %1657
  %1659 = select i1 %1648, i64 0, i64 %1658
  %1660 = sext i32 %tl_lo16 to i64
  %1661 = icmp slt i64 %1659, %1660
  %1662 = sext i32 %tl_lo16 to i64
  %1663 = sext i32 %N to i64
  %1664 = mul i32 %t, 512
  %1665 = sext i32 %1664 to i64
  %1666 = sub i64 %1663, %1665
  %1667 = icmp slt i64 %1666, 0
  %1668 = sext i32 %N to i64
  %1669 = mul i32 %t, 512
  %1670 = sext i32 %1669 to i64
  %1671 = sub i64 %1668, %1670
  %1672 = icmp sgt i64 %1671, 512
  %1673 = sext i32 %N to i64
  %1674 = mul i32 %t, 512
  %1675 = sext i32 %1674 to i64
  %1676 = sub i64 %1673, %1675
  %1677 = select i1 %1672, i64 512, i64 %1676
  %1678 = select i1 %1667, i64 0, i64 %1677
  %1679 = select i1 %1661, i64 %1662, i64 %1678
  %tl_hi17 = trunc i64 %1679 to i32
  br label %for.cond460

if.end455:                                        ; preds = %for.end469, %for.end458
  br label %for.cond471

for.cond456:                                      ; preds = %for.body457, %if.then453
  %i11459 = phi i32 [ 0, %if.then453 ], [ %1688, %for.body457 ]
  %1680 = icmp slt i32 %i11459, 512
  br i1 %1680, label %for.body457, label %for.end458

for.body457:                                      ; preds = %for.cond456
  %1681 = mul i32 %t, 512
  %1682 = add i32 %1681, %i11459
  %1683 = sext i32 %1682 to i64
  %1684 = getelementptr inbounds float, ptr %W, i64 %1683
  %1685 = load float, ptr %1684, align 4
  %1686 = sext i32 %i11459 to i64
  %1687 = getelementptr inbounds float, ptr %W_f, i64 %1686
  store float %1685, ptr %1687, align 4
  %1688 = add nsw i32 %i11459, 1
  br label %for.cond456, !llvm.loop !101

for.end458:                                       ; preds = %for.cond456
  br label %if.end455

for.cond460:                                      ; preds = %for.body461, %if.else454
  %i11463 = phi i32 [ 0, %if.else454 ], [ %1692, %for.body461 ]
  %1689 = icmp slt i32 %i11463, %tl_lo16
  br i1 %1689, label %for.body461, label %for.end462

for.body461:                                      ; preds = %for.cond460
  %1690 = sext i32 %i11463 to i64
  %1691 = getelementptr inbounds float, ptr %W_f, i64 %1690
  store float 0.000000e+00, ptr %1691, align 4
  %1692 = add nsw i32 %i11463, 1
  br label %for.cond460, !llvm.loop !102

for.end462:                                       ; preds = %for.cond460
  %1693 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond464

for.cond464:                                      ; preds = %for.body465, %for.end462
  %i111 = phi i32 [ 0, %for.end462 ], [ %1704, %for.body465 ]
  %1694 = icmp slt i32 %i111, %1693
  br i1 %1694, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %1695 = mul i32 %t, 512
  %1696 = add i32 %tl_lo16, %i111
  %1697 = add i32 %1695, %1696
  %1698 = sext i32 %1697 to i64
  %1699 = getelementptr inbounds float, ptr %W, i64 %1698
  %1700 = load float, ptr %1699, align 4
  %1701 = add i32 %tl_lo16, %i111
  %1702 = sext i32 %1701 to i64
  %1703 = getelementptr inbounds float, ptr %W_f, i64 %1702
  store float %1700, ptr %1703, align 4
  %1704 = add nsw i32 %i111, 1
  br label %for.cond464, !llvm.loop !103

for.end466:                                       ; preds = %for.cond464
  %1705 = sub i32 512, %tl_hi17
  br label %for.cond467

for.cond467:                                      ; preds = %for.body468, %for.end466
  %i111470 = phi i32 [ 0, %for.end466 ], [ %1710, %for.body468 ]
  %1706 = icmp slt i32 %i111470, %1705
  br i1 %1706, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  %1707 = add i32 %tl_hi17, %i111470
  %1708 = sext i32 %1707 to i64
  %1709 = getelementptr inbounds float, ptr %W_f, i64 %1708
  store float 0.000000e+00, ptr %1709, align 4
  %1710 = add nsw i32 %i111470, 1
  br label %for.cond467, !llvm.loop !104

for.end469:                                       ; preds = %for.cond467
  br label %if.end455

for.cond471:                                      ; preds = %for.end481, %if.end455
  %i474 = phi i32 [ 0, %if.end455 ], [ %2465, %for.end481 ]
  %1711 = icmp slt i32 %i474, 4
  br i1 %1711, label %for.body472, label %for.end473

for.body472:                                      ; preds = %for.cond471
  %1712 = sext i32 %N to i64
  %1713 = sext i32 %N to i64
  %1714 = sdiv i64 %1713, 512
  %1715 = sub i64 0, %1713
  %1716 = select i1 false, i64 %1715, i64 %1714
  %1717 = srem i64 %1713, 512
  %1718 = icmp ne i64 %1717, 0
  %1719 = icmp slt i64 %1713, 0
  %1720 = icmp eq i1 %1719, false
  %1721 = and i1 %1718, %1720
  %1722 = zext i1 %1721 to i64
  %1723 = add i64 %1716, %1722
  %1724 = trunc i64 %1723 to i32
  %1725 = sub i32 %1724, 1
  %1726 = sub i32 %1725, %c421
  %1727 = mul i32 %1726, 512
  %1728 = sext i32 %1727 to i64
  %1729 = sub i64 %1712, %1728
  %1730 = icmp slt i64 %1729, 0
  %1731 = sext i32 %N to i64
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
  %1744 = sub i32 %1743, 1
  %1745 = sub i32 %1744, %c421
  %1746 = mul i32 %1745, 512
  %1747 = sext i32 %1746 to i64
  %1748 = sub i64 %1731, %1747
  %1749 = icmp sgt i64 %1748, 512
  %1750 = sext i32 %N to i64
  %1751 = sext i32 %N to i64
  %1752 = sdiv i64 %1751, 512
  %1753 = sub i64 0, %1751
  %1754 = select i1 false, i64 %1753, i64 %1752
  %1755 = srem i64 %1751, 512
  %1756 = icmp ne i64 %1755, 0
  %1757 = icmp slt i64 %1751, 0
  %1758 = icmp eq i1 %1757, false
  %1759 = and i1 %1756, %1758
  %1760 = zext i1 %1759 to i64
  %1761 = add i64 %1754, %1760
  %1762 = trunc i64 %1761 to i32
  %1763 = sub i32 %1762, 1
  %1764 = sub i32 %1763, %c421
  %1765 = mul i32 %1764, 512
  %1766 = sext i32 %1765 to i64
  %1767 = sub i64 %1750, %1766
  %1768 = select i1 %1749, i64 512, i64 %1767
  %1769 = select i1 %1730, i64 0, i64 %1768
  %1770 = sext i32 %N to i64
  %1771 = sdiv i64 %1770, 512
  %1772 = sub i64 0, %1770
  %1773 = select i1 false, i64 %1772, i64 %1771
  %1774 = srem i64 %1770, 512
  %1775 = icmp ne i64 %1774, 0
  %1776 = icmp slt i64 %1770, 0
  %1777 = icmp eq i1 %1776, false
  %1778 = and i1 %1775, %1777
  %1779 = zext i1 %1778 to i64
  %1780 = add i64 %1773, %1779
  %1781 = trunc i64 %1780 to i32
  %1782 = sub i32 %1781, 1
  %1783 = sub i32 %1782, %c421
  %1784 = mul i32 %1783, 512
  %1785 = sext i32 %1784 to i64
  %1786 = sub i64 0, %1785
  %1787 = icmp slt i64 %1786, 0
  %1788 = sext i32 %N to i64
  %1789 = sdiv i64 %1788, 512
  %1790 = sub i64 0, %1788
  %1791 = select i1 false, i64 %1790, i64 %1789
  %1792 = srem i64 %1788, 512
  %1793 = icmp ne i64 %1792, 0
  %1794 = icmp slt i64 %1788, 0
  %1795 = icmp eq i1 %1794, false
  %1796 = and i1 %1793, %1795
  %1797 = zext i1 %1796 to i64
  %1798 = add i64 %1791, %1797
  %1799 = trunc i64 %1798 to i32
  %1800 = sub i32 %1799, 1
  %1801 = sub i32 %1800, %c421
  %1802 = mul i32 %1801, 512
  %1803 = sext i32 %1802 to i64
  %1804 = sub i64 0, %1803
  %1805 = icmp sgt i64 %1804, 512
  %1806 = sext i32 %N to i64
  %1807 = sdiv i64 %1806, 512
  %1808 = sub i64 0, %1806
  %1809 = select i1 false, i64 %1808, i64 %1807
  %1810 = srem i64 %1806, 512
  %1811 = icmp ne i64 %1810, 0
  %1812 = icmp slt i64 %1806, 0
  %1813 = icmp eq i1 %1812, false
  %1814 = and i1 %1811, %1813
  %1815 = zext i1 %1814 to i64
  %1816 = add i64 %1809, %1815
  %1817 = trunc i64 %1816 to i32
  %1818 = sub i32 %1817, 1
  %1819 = sub i32 %1818, %c421
  %1820 = mul i32 %1819, 512
  %1821 = sext i32 %1820 to i64
  %1822 = sub i64 0, %1821
  %1823 = select i1 %1805, i64 512, i64 %1822
  %1824 = select i1 %1787, i64 0, i64 %1823
  %1825 = trunc i64 %1824 to i32
  %1826 = sext i32 %1825 to i64
  %1827 = icmp slt i64 %1769, %1826
  %1828 = sext i32 %N to i64
  %1829 = sdiv i64 %1828, 512
  %1830 = sub i64 0, %1828
  %1831 = select i1 false, i64 %1830, i64 %1829
  %1832 = srem i64 %1828, 512
  %1833 = icmp ne i64 %1832, 0
  %1834 = icmp slt i64 %1828, 0
  %1835 = icmp eq i1 %1834, false
  %1836 = and i1 %1833, %1835
  %1837 = zext i1 %1836 to i64
  %1838 = add i64 %1831, %1837
  %1839 = trunc i64 %1838 to i32
  %1840 = sub i32 %1839, 1
  %1841 = sub i32 %1840, %c421
  %1842 = mul i32 %1841, 512
  %1843 = sext i32 %1842 to i64
  %1844 = sub i64 0, %1843
  %1845 = icmp slt i64 %1844, 0
  %1846 = sext i32 %N to i64
  %1847 = sdiv i64 %1846, 512
  %1848 = sub i64 0, %1846
  %1849 = select i1 false, i64 %1848, i64 %1847
  %1850 = srem i64 %1846, 512
  %1851 = icmp ne i64 %1850, 0
  %1852 = icmp slt i64 %1846, 0
  %1853 = icmp eq i1 %1852, false
  %1854 = and i1 %1851, %1853
  %1855 = zext i1 %1854 to i64
  %1856 = add i64 %1849, %1855
  %1857 = trunc i64 %1856 to i32
  %1858 = sub i32 %1857, 1
  %1859 = sub i32 %1858, %c421
  %1860 = mul i32 %1859, 512
  %1861 = sext i32 %1860 to i64
  %1862 = sub i64 0, %1861
  %1863 = icmp sgt i64 %1862, 512
  %1864 = sext i32 %N to i64
  %1865 = sdiv i64 %1864, 512
  %1866 = sub i64 0, %1864
  %1867 = select i1 false, i64 %1866, i64 %1865
  %1868 = srem i64 %1864, 512
  %1869 = icmp ne i64 %1868, 0
  %1870 = icmp slt i64 %1864, 0
  %1871 = icmp eq i1 %1870, false
  %1872 = and i1 %1869, %1871
  %1873 = zext i1 %1872 to i64
  %1874 = add i64 %1867, %1873
  %1875 = trunc i64 %1874 to i32
  %1876 = sub i32 %1875, 1
  %1877 = sub i32 %1876, %c421
  %1878 = mul i32 %1877, 512
  %1879 = sext i32 %1878 to i64
  %1880 = sub i64 0, %1879
  %1881 = select i1 %1863, i64 512, i64 %1880
  %1882 = select i1 %1845, i64 0, i64 %1881
  %1883 = trunc i64 %1882 to i32
  %1884 = sext i32 %1883 to i64
  %1885 = sext i32 %N to i64
  %1886 = sext i32 %N to i64
  %1887 = sdiv i64 %1886, 512
  %1888 = sub i64 0, %1886
  %1889 = select i1 false, i64 %1888, i64 %1887
  %1890 = srem i64 %1886, 512
  %1891 = icmp ne i64 %1890, 0
  %1892 = icmp slt i64 %1886, 0
  %1893 = icmp eq i1 %1892, false
  %1894 = and i1 %1891, %1893
  %1895 = zext i1 %1894 to i64
  %1896 = add i64 %1889, %1895
  %1897 = trunc i64 %1896 to i32
  %1898 = sub i32 %1897, 1
  %1899 = sub i32 %1898, %c421
  %1900 = mul i32 %1899, 512
  %1901 = sext i32 %1900 to i64
  %1902 = sub i64 %1885, %1901
  %1903 = icmp slt i64 %1902, 0
  %1904 = sext i32 %N to i64
  %1905 = sext i32 %N to i64
  %1906 = sdiv i64 %1905, 512
  %1907 = sub i64 0, %1905
  %1908 = select i1 false, i64 %1907, i64 %1906
  %1909 = srem i64 %1905, 512
  %1910 = icmp ne i64 %1909, 0
  %1911 = icmp slt i64 %1905, 0
  %1912 = icmp eq i1 %1911, false
  %1913 = and i1 %1910, %1912
  %1914 = zext i1 %1913 to i64
  %1915 = add i64 %1908, %1914
  %1916 = trunc i64 %1915 to i32
  %1917 = sub i32 %1916, 1
  %1918 = sub i32 %1917, %c421
  %1919 = mul i32 %1918, 512
  %1920 = sext i32 %1919 to i64
  %1921 = sub i64 %1904, %1920
  %1922 = icmp sgt i64 %1921, 512
  %1923 = sext i32 %N to i64
  %1924 = sext i32 %N to i64
  %1925 = sdiv i64 %1924, 512
  %1926 = sub i64 0, %1924
  %1927 = select i1 false, i64 %1926, i64 %1925
  %1928 = srem i64 %1924, 512
  %1929 = icmp ne i64 %1928, 0
  %1930 = icmp slt i64 %1924, 0
  %1931 = icmp eq i1 %1930, false
  %1932 = and i1 %1929, %1931
  %1933 = zext i1 %1932 to i64
  %1934 = add i64 %1927, %1933
  %1935 = trunc i64 %1934 to i32
  %1936 = sub i32 %1935, 1
  %1937 = sub i32 %1936, %c421
  %1938 = mul i32 %1937, 512
  %1939 = sext i32 %1938 to i64
  %1940 = sub i64 %1923, %1939
  %1941 = select i1 %1922, i64 512, i64 %1940
  %1942 = select i1 %1903, i64 0, i64 %1941
  %1943 = select i1 %1827, i64 %1884, i64 %1942
  %1944 = trunc i64 %1943 to i32
  %1945 = icmp slt i32 %1944, 0
  %1946 = sext i32 %N to i64
  %1947 = sext i32 %N to i64
  %1948 = sdiv i64 %1947, 512
  %1949 = sub i64 0, %1947
  %1950 = select i1 false, i64 %1949, i64 %1948
  %1951 = srem i64 %1947, 512
  %1952 = icmp ne i64 %1951, 0
  %1953 = icmp slt i64 %1947, 0
  %1954 = icmp eq i1 %1953, false
  %1955 = and i1 %1952, %1954
  %1956 = zext i1 %1955 to i64
  %1957 = add i64 %1950, %1956
  %1958 = trunc i64 %1957 to i32
  %1959 = sub i32 %1958, 1
  %1960 = sub i32 %1959, %c421
  %1961 = mul i32 %1960, 512
  %1962 = sext i32 %1961 to i64
  %1963 = sub i64 %1946, %1962
  %1964 = icmp slt i64 %1963, 0
  %1965 = sext i32 %N to i64
  %1966 = sext i32 %N to i64
  %1967 = sdiv i64 %1966, 512
  %1968 = sub i64 0, %1966
  %1969 = select i1 false, i64 %1968, i64 %1967
  %1970 = srem i64 %1966, 512
  %1971 = icmp ne i64 %1970, 0
  %1972 = icmp slt i64 %1966, 0
  %1973 = icmp eq i1 %1972, false
  %1974 = and i1 %1971, %1973
  %1975 = zext i1 %1974 to i64
  %1976 = add i64 %1969, %1975
  %1977 = trunc i64 %1976 to i32
  %1978 = sub i32 %1977, 1
  %1979 = sub i32 %1978, %c421
  %1980 = mul i32 %1979, 512
  %1981 = sext i32 %1980 to i64
  %1982 = sub i64 %1965, %1981
  %1983 = icmp sgt i64 %1982, 512
  %1984 = sext i32 %N to i64
  %1985 = sext i32 %N to i64
  %1986 = sdiv i64 %1985, 512
  %1987 = sub i64 0, %1985
  %1988 = select i1 false, i64 %1987, i64 %1986
  %1989 = srem i64 %1985, 512
  %1990 = icmp ne i64 %1989, 0
  %1991 = icmp slt i64 %1985, 0
  %1992 = icmp eq i1 %1991, false
  %1993 = and i1 %1990, %1992
  %1994 = zext i1 %1993 to i64
  %1995 = add i64 %1988, %1994
  %1996 = trunc i64 %1995 to i32
  %1997 = sub i32 %1996, 1
  %1998 = sub i32 %1997, %c421
  %1999 = mul i32 %1998, 512
  %2000 = sext i32 %1999 to i64
  %2001 = sub i64 %1984, %2000
  %2002 = select i1 %1983, i64 512, i64 %2001
  %2003 = select i1 %1964, i64 0, i64 %2002
  %2004 = sext i32 %N to i64
  %2005 = sdiv i64 %2004, 512
  %2006 = sub i64 0, %2004
  %2007 = select i1 false, i64 %2006, i64 %2005
  %2008 = srem i64 %2004, 512
  %2009 = icmp ne i64 %2008, 0
  %2010 = icmp slt i64 %2004, 0
  %2011 = icmp eq i1 %2010, false
  %2012 = and i1 %2009, %2011
  %2013 = zext i1 %2012 to i64
  %2014 = add i64 %2007, %2013
  %2015 = trunc i64 %2014 to i32
  %2016 = sub i32 %2015, 1
  %2017 = sub i32 %2016, %c421
  %2018 = mul i32 %2017, 512
  %2019 = sext i32 %2018 to i64
  %2020 = sub i64 0, %2019
  %2021 = icmp slt i64 %2020, 0
  %2022 = sext i32 %N to i64
  %2023 = sdiv i64 %2022, 512
  %2024 = sub i64 0, %2022
  %2025 = select i1 false, i64 %2024, i64 %2023
  %2026 = srem i64 %2022, 512
  %2027 = icmp ne i64 %2026, 0
  %2028 = icmp slt i64 %2022, 0
  %2029 = icmp eq i1 %2028, false
  %2030 = and i1 %2027, %2029
  %2031 = zext i1 %2030 to i64
  %2032 = add i64 %2025, %2031
  %2033 = trunc i64 %2032 to i32
  %2034 = sub i32 %2033, 1
  %2035 = sub i32 %2034, %c421
  %2036 = mul i32 %2035, 512
  %2037 = sext i32 %2036 to i64
  %2038 = sub i64 0, %2037
  %2039 = icmp sgt i64 %2038, 512
  %2040 = sext i32 %N to i64
  %2041 = sdiv i64 %2040, 512
  %2042 = sub i64 0, %2040
  %2043 = select i1 false, i64 %2042, i64 %2041
  %2044 = srem i64 %2040, 512
  %2045 = icmp ne i64 %2044, 0
  %2046 = icmp slt i64 %2040, 0
  %2047 = icmp eq i1 %2046, false
  %2048 = and i1 %2045, %2047
  %2049 = zext i1 %2048 to i64
  %2050 = add i64 %2043, %2049
  %2051 = trunc i64 %2050 to i32
  %2052 = sub i32 %2051, 1
  %2053 = sub i32 %2052, %c421
  %2054 = mul i32 %2053, 512
  %2055 = sext i32 %2054 to i64
  %2056 = sub i64 0, %2055
  %2057 = select i1 %2039, i64 512, i64 %2056
  %2058 = select i1 %2021, i64 0, i64 %2057
  %2059 = trunc i64 %2058 to i32
  %2060 = sext i32 %2059 to i64
  %2061 = icmp slt i64 %2003, %2060
  %2062 = sext i32 %N to i64
  %2063 = sdiv i64 %2062, 512
  %2064 = sub i64 0, %2062
  %2065 = select i1 false, i64 %2064, i64 %2063
  %2066 = srem i64 %2062, 512
  %2067 = icmp ne i64 %2066, 0
  %2068 = icmp slt i64 %2062, 0
  %2069 = icmp eq i1 %2068, false
  %2070 = and i1 %2067, %2069
  %2071 = zext i1 %2070 to i64
  %2072 = add i64 %2065, %2071
  %2073 = trunc i64 %2072 to i32
  %2074 = sub i32 %2073, 1
  %2075 = sub i32 %2074, %c421
  %2076 = mul i32 %2075, 512
  %2077 = sext i32 %2076 to i64
  %2078 = sub i64 0, %2077
  %2079 = icmp slt i64 %2078, 0
  %2080 = sext i32 %N to i64
  %2081 = sdiv i64 %2080, 512
  %2082 = sub i64 0, %2080
  %2083 = select i1 false, i64 %2082, i64 %2081
  %2084 = srem i64 %2080, 512
  %2085 = icmp ne i64 %2084, 0
  %2086 = icmp slt i64 %2080, 0
  %2087 = icmp eq i1 %2086, false
  %2088 = and i1 %2085, %2087
  %2089 = zext i1 %2088 to i64
  %2090 = add i64 %2083, %2089
  %2091 = trunc i64 %2090 to i32
  %2092 = sub i32 %2091, 1
  %2093 = sub i32 %2092, %c421
  %2094 = mul i32 %2093, 512
  %2095 = sext i32 %2094 to i64
  %2096 = sub i64 0, %2095
  %2097 = icmp sgt i64 %2096, 512
  %2098 = sext i32 %N to i64
  %2099 = sdiv i64 %2098, 512
  %2100 = sub i64 0, %2098
  %2101 = select i1 false, i64 %2100, i64 %2099
  %2102 = srem i64 %2098, 512
  %2103 = icmp ne i64 %2102, 0
  %2104 = icmp slt i64 %2098, 0
  %2105 = icmp eq i1 %2104, false
  %2106 = and i1 %2103, %2105
  %2107 = zext i1 %2106 to i64
  %2108 = add i64 %2101, %2107
  %2109 = trunc i64 %2108 to i32
  %2110 = sub i32 %2109, 1
  %2111 = sub i32 %2110, %c421
  %2112 = mul i32 %2111, 512
  %2113 = sext i32 %2112 to i64
  %2114 = sub i64 0, %2113
  %2115 = select i1 %2097, i64 512, i64 %2114
  %2116 = select i1 %2079, i64 0, i64 %2115
  %2117 = trunc i64 %2116 to i32
  %2118 = sext i32 %2117 to i64
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
  %2133 = sub i32 %2132, %c421
  %2134 = mul i32 %2133, 512
  %2135 = sext i32 %2134 to i64
  %2136 = sub i64 %2119, %2135
  %2137 = icmp slt i64 %2136, 0
  %2138 = sext i32 %N to i64
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
  %2152 = sub i32 %2151, %c421
  %2153 = mul i32 %2152, 512
  %2154 = sext i32 %2153 to i64
  %2155 = sub i64 %2138, %2154
  %2156 = icmp sgt i64 %2155, 512
  %2157 = sext i32 %N to i64
  %2158 = sext i32 %N to i64
  %2159 = sdiv i64 %2158, 512
  %2160 = sub i64 0, %2158
  %2161 = select i1 false, i64 %2160, i64 %2159
  %2162 = srem i64 %2158, 512
  %2163 = icmp ne i64 %2162, 0
  %2164 = icmp slt i64 %2158, 0
  %2165 = icmp eq i1 %2164, false
  %2166 = and i1 %2163, %2165
  %2167 = zext i1 %2166 to i64
  %2168 = add i64 %2161, %2167
  %2169 = trunc i64 %2168 to i32
  %2170 = sub i32 %2169, 1
  %2171 = sub i32 %2170, %c421
  %2172 = mul i32 %2171, 512
  %2173 = sext i32 %2172 to i64
  %2174 = sub i64 %2157, %2173
  %2175 = select i1 %2156, i64 512, i64 %2174
  %2176 = select i1 %2137, i64 0, i64 %2175
  %2177 = select i1 %2061, i64 %2118, i64 %2176
  %2178 = trunc i64 %2177 to i32
  %2179 = icmp sgt i32 %2178, 512
  %2180 = sext i32 %N to i64
  %2181 = sext i32 %N to i64
  %2182 = sdiv i64 %2181, 512
  %2183 = sub i64 0, %2181
  %2184 = select i1 false, i64 %2183, i64 %2182
  %2185 = srem i64 %2181, 512
  %2186 = icmp ne i64 %2185, 0
  %2187 = icmp slt i64 %2181, 0
  %2188 = icmp eq i1 %2187, false
  %2189 = and i1 %2186, %2188
  %2190 = zext i1 %2189 to i64
  %2191 = add i64 %2184, %2190
  %2192 = trunc i64 %2191 to i32
  %2193 = sub i32 %2192, 1
  %2194 = sub i32 %2193, %c421
  %2195 = mul i32 %2194, 512
  %2196 = sext i32 %2195 to i64
  %2197 = sub i64 %2180, %2196
  %2198 = icmp slt i64 %2197, 0
  %2199 = sext i32 %N to i64
  %2200 = sext i32 %N to i64
  %2201 = sdiv i64 %2200, 512
  %2202 = sub i64 0, %2200
  %2203 = select i1 false, i64 %2202, i64 %2201
  %2204 = srem i64 %2200, 512
  %2205 = icmp ne i64 %2204, 0
  %2206 = icmp slt i64 %2200, 0
  %2207 = icmp eq i1 %2206, false
  %2208 = and i1 %2205, %2207
  %2209 = zext i1 %2208 to i64
  %2210 = add i64 %2203, %2209
  %2211 = trunc i64 %2210 to i32
  %2212 = sub i32 %2211, 1
  %2213 = sub i32 %2212, %c421
  %2214 = mul i32 %2213, 512
  %2215 = sext i32 %2214 to i64
  %2216 = sub i64 %2199, %2215
  %2217 = icmp sgt i64 %2216, 512
  %2218 = sext i32 %N to i64
  %2219 = sext i32 %N to i64
  %2220 = sdiv i64 %2219, 512
  %2221 = sub i64 0, %2219
  %2222 = select i1 false, i64 %2221, i64 %2220
  %2223 = srem i64 %2219, 512
  %2224 = icmp ne i64 %2223, 0
  %2225 = icmp slt i64 %2219, 0
  %2226 = icmp eq i1 %2225, false
  %2227 = and i1 %2224, %2226
  %2228 = zext i1 %2227 to i64
  %2229 = add i64 %2222, %2228
  %2230 = trunc i64 %2229 to i32
  %2231 = sub i32 %2230, 1
  %2232 = sub i32 %2231, %c421
  %2233 = mul i32 %2232, 512
  %2234 = sext i32 %2233 to i64
  %2235 = sub i64 %2218, %2234
  %2236 = select i1 %2217, i64 512, i64 %2235
  %2237 = select i1 %2198, i64 0, i64 %2236
  %2238 = sext i32 %N to i64
  %2239 = sdiv i64 %2238, 512
  %2240 = sub i64 0, %2238
  %2241 = select i1 false, i64 %2240, i64 %2239
  %2242 = srem i64 %2238, 512
  %2243 = icmp ne i64 %2242, 0
  %2244 = icmp slt i64 %2238, 0
  %2245 = icmp eq i1 %2244, false
  %2246 = and i1 %2243, %2245
  %2247 = zext i1 %2246 to i64
  %2248 = add i64 %2241, %2247
  %2249 = trunc i64 %2248 to i32
  %2250 = sub i32 %2249, 1
  %2251 = sub i32 %2250, %c421
  %2252 = mul i32 %2251, 512
  %2253 = sext i32 %2252 to i64
  %2254 = sub i64 0, %2253
  %2255 = icmp slt i64 %2254, 0
  %2256 = sext i32 %N to i64
  %2257 = sdiv i64 %2256, 512
  %2258 = sub i64 0, %2256
  %2259 = select i1 false, i64 %2258, i64 %2257
  %2260 = srem i64 %2256, 512
  %2261 = icmp ne i64 %2260, 0
  %2262 = icmp slt i64 %2256, 0
  %2263 = icmp eq i1 %2262, false
  %2264 = and i1 %2261, %2263
  %2265 = zext i1 %2264 to i64
  %2266 = add i64 %2259, %2265
  %2267 = trunc i64 %2266 to i32
  %2268 = sub i32 %2267, 1
  %2269 = sub i32 %2268, %c421
  %2270 = mul i32 %2269, 512
  %2271 = sext i32 %2270 to i64
  %2272 = sub i64 0, %2271
  %2273 = icmp sgt i64 %2272, 512
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
  %2287 = sub i32 %2286, %c421
  %2288 = mul i32 %2287, 512
  %2289 = sext i32 %2288 to i64
  %2290 = sub i64 0, %2289
  %2291 = select i1 %2273, i64 512, i64 %2290
  %2292 = select i1 %2255, i64 0, i64 %2291
  %2293 = trunc i64 %2292 to i32
  %2294 = sext i32 %2293 to i64
  %2295 = icmp slt i64 %2237, %2294
  %2296 = sext i32 %N to i64
  %2297 = sdiv i64 %2296, 512
  %2298 = sub i64 0, %2296
  %2299 = select i1 false, i64 %2298, i64 %2297
  %2300 = srem i64 %2296, 512
  %2301 = icmp ne i64 %2300, 0
  %2302 = icmp slt i64 %2296, 0
  %2303 = icmp eq i1 %2302, false
  %2304 = and i1 %2301, %2303
  %2305 = zext i1 %2304 to i64
  %2306 = add i64 %2299, %2305
  %2307 = trunc i64 %2306 to i32
  %2308 = sub i32 %2307, 1
  %2309 = sub i32 %2308, %c421
  %2310 = mul i32 %2309, 512
  %2311 = sext i32 %2310 to i64
  %2312 = sub i64 0, %2311
  %2313 = icmp slt i64 %2312, 0
  %2314 = sext i32 %N to i64
  %2315 = sdiv i64 %2314, 512
  %2316 = sub i64 0, %2314
  %2317 = select i1 false, i64 %2316, i64 %2315
  %2318 = srem i64 %2314, 512
  %2319 = icmp ne i64 %2318, 0
  %2320 = icmp slt i64 %2314, 0
  %2321 = icmp eq i1 %2320, false
  %2322 = and i1 %2319, %2321
  %2323 = zext i1 %2322 to i64
  %2324 = add i64 %2317, %2323
  %2325 = trunc i64 %2324 to i32
  %2326 = sub i32 %2325, 1
  %2327 = sub i32 %2326, %c421
  %2328 = mul i32 %2327, 512
  %2329 = sext i32 %2328 to i64
  %2330 = sub i64 0, %2329
  %2331 = icmp sgt i64 %2330, 512
  %2332 = sext i32 %N to i64
  %2333 = sdiv i64 %2332, 512
  %2334 = sub i64 0, %2332
  %2335 = select i1 false, i64 %2334, i64 %2333
  %2336 = srem i64 %2332, 512
  %2337 = icmp ne i64 %2336, 0
  %2338 = icmp slt i64 %2332, 0
  %2339 = icmp eq i1 %2338, false
  %2340 = and i1 %2337, %2339
  %2341 = zext i1 %2340 to i64
  %2342 = add i64 %2335, %2341
  %2343 = trunc i64 %2342 to i32
  %2344 = sub i32 %2343, 1
  %2345 = sub i32 %2344, %c421
  %2346 = mul i32 %2345, 512
  %2347 = sext i32 %2346 to i64
  %2348 = sub i64 0, %2347
  %2349 = select i1 %2331, i64 512, i64 %2348
  %2350 = select i1 %2313, i64 0, i64 %2349
  %2351 = trunc i64 %2350 to i32
  %2352 = sext i32 %2351 to i64
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
  %2367 = sub i32 %2366, %c421
  %2368 = mul i32 %2367, 512
  %2369 = sext i32 %2368 to i64
  %2370 = sub i64 %2353, %2369
  %2371 = icmp slt i64 %2370, 0
  %2372 = sext i32 %N to i64
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
  %2386 = sub i32 %2385, %c421
  %2387 = mul i32 %2386, 512
  %2388 = sext i32 %2387 to i64
  %2389 = sub i64 %2372, %2388
  %2390 = icmp sgt i64 %2389, 512
  %2391 = sext i32 %N to i64
  %2392 = sext i32 %N to i64
  %2393 = sdiv i64 %2392, 512
  %2394 = sub i64 0, %2392
  %2395 = select i1 false, i64 %2394, i64 %2393
  %2396 = srem i64 %2392, 512
  %2397 = icmp ne i64 %2396, 0
  %2398 = icmp slt i64 %2392, 0
  %2399 = icmp eq i1 %2398, false
  %2400 = and i1 %2397, %2399
  %2401 = zext i1 %2400 to i64
  %2402 = add i64 %2395, %2401
  %2403 = trunc i64 %2402 to i32
  %2404 = sub i32 %2403, 1
  %2405 = sub i32 %2404, %c421
  %2406 = mul i32 %2405, 512
  %2407 = sext i32 %2406 to i64
  %2408 = sub i64 %2391, %2407
  %2409 = select i1 %2390, i64 512, i64 %2408
  %2410 = select i1 %2371, i64 0, i64 %2409
  %2411 = select i1 %2295, i64 %2352, i64 %2410
  %2412 = trunc i64 %2411 to i32
  %2413 = select i1 %2179, i32 512, i32 %2412
  %tl_cols15 = select i1 %1945, i32 0, i32 %2413
  br label %for.cond475

for.end473:                                       ; preds = %for.cond471
  %2414 = mul i32 %bx, 4
  %2415 = icmp sle i32 0, %2414
  %2416 = mul i32 %bx, 4
  %2417 = sext i32 %2416 to i64
  %2418 = add i64 %2417, 4
  %2419 = sext i32 %M to i64
  %2420 = icmp sle i64 %2418, %2419
  %2421 = and i1 %2415, %2420
  %2422 = mul i32 %t, 512
  %2423 = icmp sle i32 0, %2422
  %2424 = mul i32 %t, 512
  %2425 = sext i32 %2424 to i64
  %2426 = add i64 %2425, 512
  %2427 = sext i32 %N to i64
  %2428 = icmp sle i64 %2426, %2427
  %2429 = and i1 %2423, %2428
  %2430 = and i1 %2421, %2429
  br i1 %2430, label %if.then482, label %if.else483

for.cond475:                                      ; preds = %for.body476, %for.body472
  %j478 = phi i32 [ 0, %for.body472 ], [ %2451, %for.body476 ]
  %2431 = icmp slt i32 %j478, %tl_cols15
  br i1 %2431, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  %2432 = sext i32 %i474 to i64
  %2433 = mul nsw i64 %2432, 512
  %2434 = sext i32 %j478 to i64
  %2435 = add nsw i64 %2433, %2434
  %2436 = getelementptr inbounds float, ptr %X_f, i64 %2435
  %2437 = load float, ptr %2436, align 4
  %2438 = sext i32 %i474 to i64
  %2439 = getelementptr inbounds float, ptr %ss, i64 %2438
  %2440 = load float, ptr %2439, align 4
  %2441 = fmul float %2437, %2440
  %2442 = sext i32 %j478 to i64
  %2443 = getelementptr inbounds float, ptr %W_f, i64 %2442
  %2444 = load float, ptr %2443, align 4
  %2445 = fmul float %2441, %2444
  %2446 = sext i32 %i474 to i64
  %2447 = mul nsw i64 %2446, 512
  %2448 = sext i32 %j478 to i64
  %2449 = add nsw i64 %2447, %2448
  %2450 = getelementptr inbounds float, ptr %X_f, i64 %2449
  store float %2445, ptr %2450, align 4
  %2451 = add nsw i32 %j478, 1
  br label %for.cond475, !llvm.loop !105

for.end477:                                       ; preds = %for.cond475
  %2452 = sext i32 %i474 to i64
  %2453 = getelementptr inbounds float, ptr %ss, i64 %2452
  %2454 = load float, ptr %2453, align 4
  %2455 = fmul float 0.000000e+00, %2454
  %tl_col17 = fmul float %2455, 0.000000e+00
  %2456 = sub i32 512, %tl_cols15
  br label %for.cond479

for.cond479:                                      ; preds = %for.body480, %for.end477
  %j16 = phi i32 [ 0, %for.end477 ], [ %2464, %for.body480 ]
  %2457 = icmp slt i32 %j16, %2456
  br i1 %2457, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %2458 = sext i32 %i474 to i64
  %2459 = mul nsw i64 %2458, 512
  %2460 = add i32 %tl_cols15, %j16
  %2461 = sext i32 %2460 to i64
  %2462 = add nsw i64 %2459, %2461
  %2463 = getelementptr inbounds float, ptr %X_f, i64 %2462
  store float %tl_col17, ptr %2463, align 4
  %2464 = add nsw i32 %j16, 1
  br label %for.cond479, !llvm.loop !106

for.end481:                                       ; preds = %for.cond479
  %2465 = add nsw i32 %i474, 1
  br label %for.cond471, !llvm.loop !107

if.then482:                                       ; preds = %for.end473
  br label %for.cond485

if.else483:                                       ; preds = %for.end473
  br label %for.cond496

if.end484:                                        ; preds = %for.end498, %for.end487
  %2466 = add nsw i32 %c421, 1
  br label %for.cond418, !llvm.loop !108

for.cond485:                                      ; preds = %if.end491, %if.then482
  %i11488 = phi i32 [ 0, %if.then482 ], [ %2486, %if.end491 ]
  %2467 = icmp slt i32 %i11488, 4
  br i1 %2467, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %2468 = sext i32 %M to i64
  %2469 = sext i32 %N to i64
  %2470 = mul i64 %2468, %2469
  %2471 = icmp sge i64 %2470, 8388608
  br i1 %2471, label %if.then489, label %if.else490

for.end487:                                       ; preds = %for.cond485
  br label %if.end484

if.then489:                                       ; preds = %for.body486
  %2472 = mul i32 %bx, 4
  %2473 = add i32 %2472, %i11488
  %2474 = sext i32 %2473 to i64
  %2475 = sext i32 %N to i64
  %2476 = mul nsw i64 %2474, %2475
  %2477 = mul i32 %t, 512
  %2478 = add i32 %2477, 0
  %2479 = sext i32 %2478 to i64
  %2480 = add nsw i64 %2476, %2479
  %2481 = getelementptr inbounds float, ptr %Y, i64 %2480
  %2482 = sext i32 %i11488 to i64
  %2483 = mul nsw i64 %2482, 512
  %2484 = add nsw i64 %2483, 0
  %2485 = getelementptr inbounds float, ptr %X_f, i64 %2484
  call void @tilec_rt_stream(ptr %2481, ptr %2485, i64 2048)
  br label %if.end491

if.else490:                                       ; preds = %for.body486
  br label %for.cond492

if.end491:                                        ; preds = %for.end494, %if.then489
  %2486 = add nsw i32 %i11488, 1
  br label %for.cond485, !llvm.loop !109

for.cond492:                                      ; preds = %for.body493, %if.else490
  %j5495 = phi i32 [ 0, %if.else490 ], [ %2504, %for.body493 ]
  %2487 = icmp slt i32 %j5495, 512
  br i1 %2487, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %2488 = sext i32 %i11488 to i64
  %2489 = mul nsw i64 %2488, 512
  %2490 = sext i32 %j5495 to i64
  %2491 = add nsw i64 %2489, %2490
  %2492 = getelementptr inbounds float, ptr %X_f, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = mul i32 %bx, 4
  %2495 = add i32 %2494, %i11488
  %2496 = sext i32 %2495 to i64
  %2497 = sext i32 %N to i64
  %2498 = mul nsw i64 %2496, %2497
  %2499 = mul i32 %t, 512
  %2500 = add i32 %2499, %j5495
  %2501 = sext i32 %2500 to i64
  %2502 = add nsw i64 %2498, %2501
  %2503 = getelementptr inbounds float, ptr %Y, i64 %2502
  store float %2493, ptr %2503, align 4
  %2504 = add nsw i32 %j5495, 1
  br label %for.cond492, !llvm.loop !110

for.end494:                                       ; preds = %for.cond492
  br label %if.end491

for.cond496:                                      ; preds = %for.end502, %if.else483
  %i11499 = phi i32 [ 0, %if.else483 ], [ %2532, %for.end502 ]
  %2505 = icmp slt i32 %i11499, 4
  br i1 %2505, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  br label %for.cond500

for.end498:                                       ; preds = %for.cond496
  br label %if.end484

for.cond500:                                      ; preds = %if.end506, %for.body497
  %j5503 = phi i32 [ 0, %for.body497 ], [ %2549, %if.end506 ]
  %2506 = icmp slt i32 %j5503, 512
  br i1 %2506, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %2507 = mul i32 %bx, 4
  %2508 = sext i32 %2507 to i64
  %2509 = sext i32 %i11499 to i64
  %2510 = add i64 %2508, %2509
  %2511 = icmp sle i64 0, %2510
  %2512 = mul i32 %bx, 4
  %2513 = sext i32 %2512 to i64
  %2514 = sext i32 %i11499 to i64
  %2515 = add i64 %2513, %2514
  %2516 = sext i32 %M to i64
  %2517 = icmp slt i64 %2515, %2516
  %2518 = and i1 %2511, %2517
  %2519 = mul i32 %t, 512
  %2520 = sext i32 %2519 to i64
  %2521 = sext i32 %j5503 to i64
  %2522 = add i64 %2520, %2521
  %2523 = icmp sle i64 0, %2522
  %2524 = mul i32 %t, 512
  %2525 = sext i32 %2524 to i64
  %2526 = sext i32 %j5503 to i64
  %2527 = add i64 %2525, %2526
  %2528 = sext i32 %N to i64
  %2529 = icmp slt i64 %2527, %2528
  %2530 = and i1 %2523, %2529
  %2531 = and i1 %2518, %2530
  br i1 %2531, label %if.then504, label %if.else505

for.end502:                                       ; preds = %for.cond500
  %2532 = add nsw i32 %i11499, 1
  br label %for.cond496, !llvm.loop !111

if.then504:                                       ; preds = %for.body501
  %2533 = sext i32 %i11499 to i64
  %2534 = mul nsw i64 %2533, 512
  %2535 = sext i32 %j5503 to i64
  %2536 = add nsw i64 %2534, %2535
  %2537 = getelementptr inbounds float, ptr %X_f, i64 %2536
  %2538 = load float, ptr %2537, align 4
  %2539 = mul i32 %bx, 4
  %2540 = add i32 %2539, %i11499
  %2541 = sext i32 %2540 to i64
  %2542 = sext i32 %N to i64
  %2543 = mul nsw i64 %2541, %2542
  %2544 = mul i32 %t, 512
  %2545 = add i32 %2544, %j5503
  %2546 = sext i32 %2545 to i64
  %2547 = add nsw i64 %2543, %2546
  %2548 = getelementptr inbounds float, ptr %Y, i64 %2547
  store float %2538, ptr %2548, align 4
  br label %if.end506

if.else505:                                       ; preds = %for.body501
  br label %if.end506

if.end506:                                        ; preds = %if.else505, %if.then504
  %2549 = add nsw i32 %j5503, 1
  br label %for.cond500, !llvm.loop !112
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
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
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
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
