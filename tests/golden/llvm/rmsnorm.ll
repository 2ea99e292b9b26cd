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
  br i1 %12, label %if.then104, label %if.else105

if.end:                                           ; preds = %if.end106, %if.end78
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

for.cond48:                                       ; preds = %for.end63, %for.end41
  %i1 = phi i32 [ 0, %for.end41 ], [ %194, %for.end63 ]
  %151 = icmp slt i32 %i1, 32
  br i1 %151, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %for.cond65

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
  br label %for.cond54

for.cond54:                                       ; preds = %for.end59, %for.end53
  %red = phi i32 [ 0, %for.end53 ], [ %182, %for.end59 ]
  %162 = icmp slt i32 %red, 7
  br i1 %162, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond57

for.end56:                                        ; preds = %for.cond54
  %163 = sext i32 %i1 to i64
  %164 = getelementptr inbounds float, ptr %ss_s, i64 %163
  store float 0.000000e+00, ptr %164, align 4
  br label %for.cond61

for.cond57:                                       ; preds = %for.body58, %for.body55
  %lane60 = phi i32 [ 0, %for.body55 ], [ %181, %for.body58 ]
  %165 = icmp slt i32 %lane60, 32
  br i1 %165, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %166 = sext i32 %lane60 to i64
  %167 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = sext i32 %i1 to i64
  %170 = mul nsw i64 %169, 256
  %171 = add i32 %red, 1
  %172 = mul i32 %171, 32
  %173 = add i32 %172, %lane60
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %170, %174
  %176 = getelementptr inbounds float, ptr %sq_s, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = fadd float %168, %177
  %179 = sext i32 %lane60 to i64
  %180 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %179
  store float %178, ptr %180, align 4
  %181 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !15

for.end59:                                        ; preds = %for.cond57
  %182 = add nsw i32 %red, 1
  br label %for.cond54, !llvm.loop !16

for.cond61:                                       ; preds = %for.body62, %for.end56
  %lane64 = phi i32 [ 0, %for.end56 ], [ %193, %for.body62 ]
  %183 = icmp slt i32 %lane64, 32
  br i1 %183, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %184 = sext i32 %i1 to i64
  %185 = getelementptr inbounds float, ptr %ss_s, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = sext i32 %lane64 to i64
  %188 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = fadd float %186, %189
  %191 = sext i32 %i1 to i64
  %192 = getelementptr inbounds float, ptr %ss_s, i64 %191
  store float %190, ptr %192, align 4
  %193 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !17

for.end63:                                        ; preds = %for.cond61
  %194 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !18

for.cond65:                                       ; preds = %for.end75, %for.end50
  %i68 = phi i32 [ 0, %for.end50 ], [ %262, %for.end75 ]
  %195 = icmp slt i32 %i68, 32
  br i1 %195, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %196 = sext i32 %N to i64
  %197 = icmp slt i64 %196, 0
  %198 = sext i32 %N to i64
  %199 = icmp sgt i64 %198, 256
  %200 = sext i32 %N to i64
  %201 = select i1 %199, i64 256, i64 %200
  %202 = select i1 %197, i64 0, i64 %201
  %tl_cols0 = trunc i64 %202 to i32
  br label %for.cond69

for.end67:                                        ; preds = %for.cond65
  %203 = mul i32 %bx, 32
  %204 = icmp sle i32 0, %203
  %205 = mul i32 %bx, 32
  %206 = sext i32 %205 to i64
  %207 = add i64 %206, 32
  %208 = sext i32 %M to i64
  %209 = icmp sle i64 %207, %208
  %210 = and i1 %204, %209
  %211 = sext i32 %N to i64
  %212 = icmp sle i64 256, %211
  %213 = and i1 %210, %212
  br i1 %213, label %if.then76, label %if.else77

for.cond69:                                       ; preds = %for.body70, %for.body66
  %j72 = phi i32 [ 0, %for.body66 ], [ %241, %for.body70 ]
  %214 = icmp slt i32 %j72, %tl_cols0
  br i1 %214, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %215 = sext i32 %i68 to i64
  %216 = mul nsw i64 %215, 256
  %217 = sext i32 %j72 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds float, ptr %X_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = sext i32 %i68 to i64
  %222 = getelementptr inbounds float, ptr %ss_s, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = sitofp i32 %N to float
  %225 = fdiv float %223, %224
  %226 = fadd float %225, 0x3EB0C6F7A0000000
  %227 = fpext float %226 to double
  %228 = call double @llvm.sqrt.f64(double %227)
  %229 = fdiv double 1.000000e+00, %228
  %230 = fptrunc double %229 to float
  %231 = fmul float %220, %230
  %232 = sext i32 %j72 to i64
  %233 = getelementptr inbounds float, ptr %W_s, i64 %232
  %234 = load float, ptr %233, align 4
  %235 = fmul float %231, %234
  %236 = sext i32 %i68 to i64
  %237 = mul nsw i64 %236, 256
  %238 = sext i32 %j72 to i64
  %239 = add nsw i64 %237, %238
  %240 = getelementptr inbounds float, ptr %X_s, i64 %239
  store float %235, ptr %240, align 4
  %241 = add nsw i32 %j72, 1
  br label %for.cond69, !llvm.loop !19

for.end71:                                        ; preds = %for.cond69
  %242 = sext i32 %i68 to i64
  %243 = getelementptr inbounds float, ptr %ss_s, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = sitofp i32 %N to float
  %246 = fdiv float %244, %245
  %247 = fadd float %246, 0x3EB0C6F7A0000000
  %248 = fpext float %247 to double
  %249 = call double @llvm.sqrt.f64(double %248)
  %250 = fdiv double 1.000000e+00, %249
  %251 = fptrunc double %250 to float
  %252 = fmul float 0.000000e+00, %251
  %tl_col2 = fmul float %252, 0.000000e+00
  %253 = sub i32 256, %tl_cols0
  br label %for.cond73

for.cond73:                                       ; preds = %for.body74, %for.end71
  %j12 = phi i32 [ 0, %for.end71 ], [ %261, %for.body74 ]
  %254 = icmp slt i32 %j12, %253
  br i1 %254, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %255 = sext i32 %i68 to i64
  %256 = mul nsw i64 %255, 256
  %257 = add i32 %tl_cols0, %j12
  %258 = sext i32 %257 to i64
  %259 = add nsw i64 %256, %258
  %260 = getelementptr inbounds float, ptr %X_s, i64 %259
  store float %tl_col2, ptr %260, align 4
  %261 = add nsw i32 %j12, 1
  br label %for.cond73, !llvm.loop !20

for.end75:                                        ; preds = %for.cond73
  %262 = add nsw i32 %i68, 1
  br label %for.cond65, !llvm.loop !21

if.then76:                                        ; preds = %for.end67
  br label %for.cond79

if.else77:                                        ; preds = %for.end67
  br label %for.cond90

if.end78:                                         ; preds = %for.end92, %for.end81
  br label %if.end

for.cond79:                                       ; preds = %if.end85, %if.then76
  %i682 = phi i32 [ 0, %if.then76 ], [ %279, %if.end85 ]
  %263 = icmp slt i32 %i682, 32
  br i1 %263, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %264 = sext i32 %M to i64
  %265 = sext i32 %N to i64
  %266 = mul i64 %264, %265
  %267 = icmp sge i64 %266, 8388608
  br i1 %267, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then83:                                        ; preds = %for.body80
  %268 = mul i32 %bx, 32
  %269 = add i32 %268, %i682
  %270 = sext i32 %269 to i64
  %271 = sext i32 %N to i64
  %272 = mul nsw i64 %270, %271
  %273 = add nsw i64 %272, 0
  %274 = getelementptr inbounds float, ptr %Y, i64 %273
  %275 = sext i32 %i682 to i64
  %276 = mul nsw i64 %275, 256
  %277 = add nsw i64 %276, 0
  %278 = getelementptr inbounds float, ptr %X_s, i64 %277
  call void @tilec_rt_stream(ptr %274, ptr %278, i64 1024)
  br label %if.end85

if.else84:                                        ; preds = %for.body80
  br label %for.cond86

if.end85:                                         ; preds = %for.end88, %if.then83
  %279 = add nsw i32 %i682, 1
  br label %for.cond79, !llvm.loop !22

for.cond86:                                       ; preds = %for.body87, %if.else84
  %j189 = phi i32 [ 0, %if.else84 ], [ %295, %for.body87 ]
  %280 = icmp slt i32 %j189, 256
  br i1 %280, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %281 = sext i32 %i682 to i64
  %282 = mul nsw i64 %281, 256
  %283 = sext i32 %j189 to i64
  %284 = add nsw i64 %282, %283
  %285 = getelementptr inbounds float, ptr %X_s, i64 %284
  %286 = load float, ptr %285, align 4
  %287 = mul i32 %bx, 32
  %288 = add i32 %287, %i682
  %289 = sext i32 %288 to i64
  %290 = sext i32 %N to i64
  %291 = mul nsw i64 %289, %290
  %292 = sext i32 %j189 to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds float, ptr %Y, i64 %293
  store float %286, ptr %294, align 4
  %295 = add nsw i32 %j189, 1
  br label %for.cond86, !llvm.loop !23

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond90:                                       ; preds = %if.end96, %if.else77
  %i693 = phi i32 [ 0, %if.else77 ], [ %320, %if.end96 ]
  %296 = icmp slt i32 %i693, 32
  br i1 %296, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %297 = sext i32 %N to i64
  %298 = icmp slt i64 %297, 0
  %299 = sext i32 %N to i64
  %300 = icmp sgt i64 %299, 256
  %301 = sext i32 %N to i64
  %302 = select i1 %300, i64 256, i64 %301
  %303 = select i1 %298, i64 0, i64 %302
  %tl_hi3 = trunc i64 %303 to i32
  %304 = mul i32 %bx, 32
  %305 = sext i32 %304 to i64
  %306 = sext i32 %i693 to i64
  %307 = add i64 %305, %306
  %308 = icmp sle i64 0, %307
  %309 = mul i32 %bx, 32
  %310 = sext i32 %309 to i64
  %311 = sext i32 %i693 to i64
  %312 = add i64 %310, %311
  %313 = sext i32 %M to i64
  %314 = icmp slt i64 %312, %313
  %315 = and i1 %308, %314
  br i1 %315, label %if.then94, label %if.else95

for.end92:                                        ; preds = %for.cond90
  br label %if.end78

if.then94:                                        ; preds = %for.body91
  %316 = sext i32 %M to i64
  %317 = sext i32 %N to i64
  %318 = mul i64 %316, %317
  %319 = icmp sge i64 %318, 8388608
  br i1 %319, label %if.then97, label %if.else98

if.else95:                                        ; preds = %for.body91
  br label %if.end96

if.end96:                                         ; preds = %if.else95, %if.end99
  %320 = add nsw i32 %i693, 1
  br label %for.cond90, !llvm.loop !24

if.then97:                                        ; preds = %if.then94
  %321 = sext i32 %tl_hi3 to i64
  %322 = mul i32 %bx, 32
  %323 = add i32 %322, %i693
  %324 = sext i32 %323 to i64
  %325 = sext i32 %N to i64
  %326 = mul nsw i64 %324, %325
  %327 = add nsw i64 %326, 0
  %328 = getelementptr inbounds float, ptr %Y, i64 %327
  %329 = sext i32 %i693 to i64
  %330 = mul nsw i64 %329, 256
  %331 = add nsw i64 %330, 0
  %332 = getelementptr inbounds float, ptr %X_s, i64 %331
  %333 = mul i64 %321, 4
  call void @tilec_rt_stream(ptr %328, ptr %332, i64 %333)
  br label %if.end99

if.else98:                                        ; preds = %if.then94
  br label %for.cond100

if.end99:                                         ; preds = %for.end102, %if.then97
  br label %if.end96

for.cond100:                                      ; preds = %for.body101, %if.else98
  %j1103 = phi i32 [ 0, %if.else98 ], [ %349, %for.body101 ]
  %334 = icmp slt i32 %j1103, %tl_hi3
  br i1 %334, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %335 = sext i32 %i693 to i64
  %336 = mul nsw i64 %335, 256
  %337 = sext i32 %j1103 to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds float, ptr %X_s, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = mul i32 %bx, 32
  %342 = add i32 %341, %i693
  %343 = sext i32 %342 to i64
  %344 = sext i32 %N to i64
  %345 = mul nsw i64 %343, %344
  %346 = sext i32 %j1103 to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %Y, i64 %347
  store float %340, ptr %348, align 4
  %349 = add nsw i32 %j1103, 1
  br label %for.cond100, !llvm.loop !25

for.end102:                                       ; preds = %for.cond100
  br label %if.end99

if.then104:                                       ; preds = %if.else
  %350 = mul i32 %bx, 4
  %351 = icmp sle i32 0, %350
  %352 = mul i32 %bx, 4
  %353 = sext i32 %352 to i64
  %354 = add i64 %353, 4
  %355 = sext i32 %M to i64
  %356 = icmp sle i64 %354, %355
  %357 = and i1 %351, %356
  %358 = sext i32 %N to i64
  %359 = icmp sle i64 512, %358
  %360 = and i1 %357, %359
  br i1 %360, label %if.then107, label %if.else108

if.else105:                                       ; preds = %if.else
  %361 = icmp sle i32 %N, 4096
  br i1 %361, label %if.then215, label %if.else216

if.end106:                                        ; preds = %if.end217, %if.end189
  br label %if.end

if.then107:                                       ; preds = %if.then104
  br label %for.cond110

if.else108:                                       ; preds = %if.then104
  br label %for.cond116

if.end109:                                        ; preds = %for.end118, %for.end112
  %362 = sext i32 %N to i64
  %363 = icmp sle i64 512, %362
  br i1 %363, label %if.then134, label %if.else135

for.cond110:                                      ; preds = %for.end115, %if.then107
  %i7 = phi i32 [ 0, %if.then107 ], [ %381, %for.end115 ]
  %364 = icmp slt i32 %i7, 4
  br i1 %364, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  br label %if.end109

for.cond113:                                      ; preds = %for.body114, %for.body111
  %j2 = phi i32 [ 0, %for.body111 ], [ %380, %for.body114 ]
  %365 = icmp slt i32 %j2, 512
  br i1 %365, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %366 = mul i32 %bx, 4
  %367 = add i32 %366, %i7
  %368 = sext i32 %367 to i64
  %369 = sext i32 %N to i64
  %370 = mul nsw i64 %368, %369
  %371 = sext i32 %j2 to i64
  %372 = add nsw i64 %370, %371
  %373 = getelementptr inbounds float, ptr %X, i64 %372
  %374 = load float, ptr %373, align 4
  %375 = sext i32 %i7 to i64
  %376 = mul nsw i64 %375, 512
  %377 = sext i32 %j2 to i64
  %378 = add nsw i64 %376, %377
  %379 = getelementptr inbounds float, ptr %X_f, i64 %378
  store float %374, ptr %379, align 4
  %380 = add nsw i32 %j2, 1
  br label %for.cond113, !llvm.loop !26

for.end115:                                       ; preds = %for.cond113
  %381 = add nsw i32 %i7, 1
  br label %for.cond110, !llvm.loop !27

for.cond116:                                      ; preds = %for.end133, %if.else108
  %i7119 = phi i32 [ 0, %if.else108 ], [ %434, %for.end133 ]
  %382 = icmp slt i32 %i7119, 4
  br i1 %382, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %383 = sext i32 %N to i64
  %384 = icmp slt i64 %383, 0
  %385 = sext i32 %N to i64
  %386 = icmp sgt i64 %385, 512
  %387 = sext i32 %N to i64
  %388 = select i1 %386, i64 512, i64 %387
  %389 = select i1 %384, i64 0, i64 %388
  %tl_hi4 = trunc i64 %389 to i32
  %390 = mul i32 %bx, 4
  %391 = sext i32 %390 to i64
  %392 = sext i32 %i7119 to i64
  %393 = add i64 %391, %392
  %394 = icmp sle i64 0, %393
  %395 = mul i32 %bx, 4
  %396 = sext i32 %395 to i64
  %397 = sext i32 %i7119 to i64
  %398 = add i64 %396, %397
  %399 = sext i32 %M to i64
  %400 = icmp slt i64 %398, %399
  %401 = and i1 %394, %400
  br i1 %401, label %if.then120, label %if.else121

for.end118:                                       ; preds = %for.cond116
  br label %if.end109

if.then120:                                       ; preds = %for.body117
  br label %for.cond123

if.else121:                                       ; preds = %for.body117
  br label %for.cond127

if.end122:                                        ; preds = %for.end129, %for.end125
  %402 = sub i32 512, %tl_hi4
  br label %for.cond131

for.cond123:                                      ; preds = %for.body124, %if.then120
  %j2126 = phi i32 [ 0, %if.then120 ], [ %418, %for.body124 ]
  %403 = icmp slt i32 %j2126, %tl_hi4
  br i1 %403, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %404 = mul i32 %bx, 4
  %405 = add i32 %404, %i7119
  %406 = sext i32 %405 to i64
  %407 = sext i32 %N to i64
  %408 = mul nsw i64 %406, %407
  %409 = sext i32 %j2126 to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds float, ptr %X, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = sext i32 %i7119 to i64
  %414 = mul nsw i64 %413, 512
  %415 = sext i32 %j2126 to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds float, ptr %X_f, i64 %416
  store float %412, ptr %417, align 4
  %418 = add nsw i32 %j2126, 1
  br label %for.cond123, !llvm.loop !28

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond127:                                      ; preds = %for.body128, %if.else121
  %j2130 = phi i32 [ 0, %if.else121 ], [ %425, %for.body128 ]
  %419 = icmp slt i32 %j2130, %tl_hi4
  br i1 %419, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %420 = sext i32 %i7119 to i64
  %421 = mul nsw i64 %420, 512
  %422 = sext i32 %j2130 to i64
  %423 = add nsw i64 %421, %422
  %424 = getelementptr inbounds float, ptr %X_f, i64 %423
  store float 0.000000e+00, ptr %424, align 4
  %425 = add nsw i32 %j2130, 1
  br label %for.cond127, !llvm.loop !29

for.end129:                                       ; preds = %for.cond127
  br label %if.end122

for.cond131:                                      ; preds = %for.body132, %if.end122
  %j21 = phi i32 [ 0, %if.end122 ], [ %433, %for.body132 ]
  %426 = icmp slt i32 %j21, %402
  br i1 %426, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %427 = sext i32 %i7119 to i64
  %428 = mul nsw i64 %427, 512
  %429 = add i32 %tl_hi4, %j21
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %428, %430
  %432 = getelementptr inbounds float, ptr %X_f, i64 %431
  store float 0.000000e+00, ptr %432, align 4
  %433 = add nsw i32 %j21, 1
  br label %for.cond131, !llvm.loop !30

for.end133:                                       ; preds = %for.cond131
  %434 = add nsw i32 %i7119, 1
  br label %for.cond116, !llvm.loop !31

if.then134:                                       ; preds = %if.end109
  br label %for.cond137

if.else135:                                       ; preds = %if.end109
  %435 = sext i32 %N to i64
  %436 = icmp slt i64 %435, 0
  %437 = sext i32 %N to i64
  %438 = icmp sgt i64 %437, 512
  %439 = sext i32 %N to i64
  %440 = select i1 %438, i64 512, i64 %439
  %441 = select i1 %436, i64 0, i64 %440
  %tl_hi5 = trunc i64 %441 to i32
  br label %for.cond141

if.end136:                                        ; preds = %for.end147, %for.end139
  br label %for.cond148

for.cond137:                                      ; preds = %for.body138, %if.then134
  %i7140 = phi i32 [ 0, %if.then134 ], [ %448, %for.body138 ]
  %442 = icmp slt i32 %i7140, 512
  br i1 %442, label %for.body138, label %for.end139

for.body138:                                      ; preds = %for.cond137
  %443 = sext i32 %i7140 to i64
  %444 = getelementptr inbounds float, ptr %W, i64 %443
  %445 = load float, ptr %444, align 4
  %446 = sext i32 %i7140 to i64
  %447 = getelementptr inbounds float, ptr %W_f, i64 %446
  store float %445, ptr %447, align 4
  %448 = add nsw i32 %i7140, 1
  br label %for.cond137, !llvm.loop !32

for.end139:                                       ; preds = %for.cond137
  br label %if.end136

for.cond141:                                      ; preds = %for.body142, %if.else135
  %i7144 = phi i32 [ 0, %if.else135 ], [ %455, %for.body142 ]
  %449 = icmp slt i32 %i7144, %tl_hi5
  br i1 %449, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  %450 = sext i32 %i7144 to i64
  %451 = getelementptr inbounds float, ptr %W, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = sext i32 %i7144 to i64
  %454 = getelementptr inbounds float, ptr %W_f, i64 %453
  store float %452, ptr %454, align 4
  %455 = add nsw i32 %i7144, 1
  br label %for.cond141, !llvm.loop !33

for.end143:                                       ; preds = %for.cond141
  %456 = sub i32 512, %tl_hi5
  br label %for.cond145

for.cond145:                                      ; preds = %for.body146, %for.end143
  %i71 = phi i32 [ 0, %for.end143 ], [ %461, %for.body146 ]
  %457 = icmp slt i32 %i71, %456
  br i1 %457, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %458 = add i32 %tl_hi5, %i71
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds float, ptr %W_f, i64 %459
  store float 0.000000e+00, ptr %460, align 4
  %461 = add nsw i32 %i71, 1
  br label %for.cond145, !llvm.loop !34

for.end147:                                       ; preds = %for.cond145
  br label %if.end136

for.cond148:                                      ; preds = %for.end158, %if.end136
  %i151 = phi i32 [ 0, %if.end136 ], [ %499, %for.end158 ]
  %462 = icmp slt i32 %i151, 4
  br i1 %462, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %463 = sext i32 %N to i64
  %464 = icmp slt i64 %463, 0
  %465 = sext i32 %N to i64
  %466 = icmp sgt i64 %465, 512
  %467 = sext i32 %N to i64
  %468 = select i1 %466, i64 512, i64 %467
  %469 = select i1 %464, i64 0, i64 %468
  %tl_hi6 = trunc i64 %469 to i32
  br label %for.cond152

for.end150:                                       ; preds = %for.cond148
  br label %for.cond159

for.cond152:                                      ; preds = %for.body153, %for.body149
  %j155 = phi i32 [ 0, %for.body149 ], [ %489, %for.body153 ]
  %470 = icmp slt i32 %j155, %tl_hi6
  br i1 %470, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %471 = sext i32 %i151 to i64
  %472 = mul nsw i64 %471, 512
  %473 = sext i32 %j155 to i64
  %474 = add nsw i64 %472, %473
  %475 = getelementptr inbounds float, ptr %X_f, i64 %474
  %476 = load float, ptr %475, align 4
  %477 = sext i32 %i151 to i64
  %478 = mul nsw i64 %477, 512
  %479 = sext i32 %j155 to i64
  %480 = add nsw i64 %478, %479
  %481 = getelementptr inbounds float, ptr %X_f, i64 %480
  %482 = load float, ptr %481, align 4
  %483 = fmul float %476, %482
  %484 = sext i32 %i151 to i64
  %485 = mul nsw i64 %484, 512
  %486 = sext i32 %j155 to i64
  %487 = add nsw i64 %485, %486
  %488 = getelementptr inbounds float, ptr %sq, i64 %487
  store float %483, ptr %488, align 4
  %489 = add nsw i32 %j155, 1
  br label %for.cond152, !llvm.loop !35

for.end154:                                       ; preds = %for.cond152
  %490 = sub i32 512, %tl_hi6
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %j7 = phi i32 [ 0, %for.end154 ], [ %498, %for.body157 ]
  %491 = icmp slt i32 %j7, %490
  br i1 %491, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %492 = sext i32 %i151 to i64
  %493 = mul nsw i64 %492, 512
  %494 = add i32 %tl_hi6, %j7
  %495 = sext i32 %494 to i64
  %496 = add nsw i64 %493, %495
  %497 = getelementptr inbounds float, ptr %sq, i64 %496
  store float 0.000000e+00, ptr %497, align 4
  %498 = add nsw i32 %j7, 1
  br label %for.cond156, !llvm.loop !36

for.end158:                                       ; preds = %for.cond156
  %499 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !37

for.cond159:                                      ; preds = %for.end174, %for.end150
  %i2 = phi i32 [ 0, %for.end150 ], [ %543, %for.end174 ]
  %500 = icmp slt i32 %i2, 4
  br i1 %500, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  br label %for.cond162

for.end161:                                       ; preds = %for.cond159
  br label %for.cond176

for.cond162:                                      ; preds = %for.body163, %for.body160
  %lane1 = phi i32 [ 0, %for.body160 ], [ %510, %for.body163 ]
  %501 = icmp slt i32 %lane1, 32
  br i1 %501, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %502 = sext i32 %i2 to i64
  %503 = mul nsw i64 %502, 512
  %504 = sext i32 %lane1 to i64
  %505 = add nsw i64 %503, %504
  %506 = getelementptr inbounds float, ptr %sq, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = sext i32 %lane1 to i64
  %509 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %508
  store float %507, ptr %509, align 4
  %510 = add nsw i32 %lane1, 1
  br label %for.cond162, !llvm.loop !38

for.end164:                                       ; preds = %for.cond162
  br label %for.cond165

for.cond165:                                      ; preds = %for.end170, %for.end164
  %red1 = phi i32 [ 0, %for.end164 ], [ %531, %for.end170 ]
  %511 = icmp slt i32 %red1, 15
  br i1 %511, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  %512 = sext i32 %i2 to i64
  %513 = getelementptr inbounds float, ptr %ss, i64 %512
  store float 0.000000e+00, ptr %513, align 4
  br label %for.cond172

for.cond168:                                      ; preds = %for.body169, %for.body166
  %lane1171 = phi i32 [ 0, %for.body166 ], [ %530, %for.body169 ]
  %514 = icmp slt i32 %lane1171, 32
  br i1 %514, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %515 = sext i32 %lane1171 to i64
  %516 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = sext i32 %i2 to i64
  %519 = mul nsw i64 %518, 512
  %520 = add i32 %red1, 1
  %521 = mul i32 %520, 32
  %522 = add i32 %521, %lane1171
  %523 = sext i32 %522 to i64
  %524 = add nsw i64 %519, %523
  %525 = getelementptr inbounds float, ptr %sq, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = fadd float %517, %526
  %528 = sext i32 %lane1171 to i64
  %529 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %528
  store float %527, ptr %529, align 4
  %530 = add nsw i32 %lane1171, 1
  br label %for.cond168, !llvm.loop !39

for.end170:                                       ; preds = %for.cond168
  %531 = add nsw i32 %red1, 1
  br label %for.cond165, !llvm.loop !40

for.cond172:                                      ; preds = %for.body173, %for.end167
  %lane1175 = phi i32 [ 0, %for.end167 ], [ %542, %for.body173 ]
  %532 = icmp slt i32 %lane1175, 32
  br i1 %532, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  %533 = sext i32 %i2 to i64
  %534 = getelementptr inbounds float, ptr %ss, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = sext i32 %lane1175 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = fadd float %535, %538
  %540 = sext i32 %i2 to i64
  %541 = getelementptr inbounds float, ptr %ss, i64 %540
  store float %539, ptr %541, align 4
  %542 = add nsw i32 %lane1175, 1
  br label %for.cond172, !llvm.loop !41

for.end174:                                       ; preds = %for.cond172
  %543 = add nsw i32 %i2, 1
  br label %for.cond159, !llvm.loop !42

for.cond176:                                      ; preds = %for.end186, %for.end161
  %i179 = phi i32 [ 0, %for.end161 ], [ %611, %for.end186 ]
  %544 = icmp slt i32 %i179, 4
  br i1 %544, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %545 = sext i32 %N to i64
  %546 = icmp slt i64 %545, 0
  %547 = sext i32 %N to i64
  %548 = icmp sgt i64 %547, 512
  %549 = sext i32 %N to i64
  %550 = select i1 %548, i64 512, i64 %549
  %551 = select i1 %546, i64 0, i64 %550
  %tl_cols3 = trunc i64 %551 to i32
  br label %for.cond180

for.end178:                                       ; preds = %for.cond176
  %552 = mul i32 %bx, 4
  %553 = icmp sle i32 0, %552
  %554 = mul i32 %bx, 4
  %555 = sext i32 %554 to i64
  %556 = add i64 %555, 4
  %557 = sext i32 %M to i64
  %558 = icmp sle i64 %556, %557
  %559 = and i1 %553, %558
  %560 = sext i32 %N to i64
  %561 = icmp sle i64 512, %560
  %562 = and i1 %559, %561
  br i1 %562, label %if.then187, label %if.else188

for.cond180:                                      ; preds = %for.body181, %for.body177
  %j183 = phi i32 [ 0, %for.body177 ], [ %590, %for.body181 ]
  %563 = icmp slt i32 %j183, %tl_cols3
  br i1 %563, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %564 = sext i32 %i179 to i64
  %565 = mul nsw i64 %564, 512
  %566 = sext i32 %j183 to i64
  %567 = add nsw i64 %565, %566
  %568 = getelementptr inbounds float, ptr %X_f, i64 %567
  %569 = load float, ptr %568, align 4
  %570 = sext i32 %i179 to i64
  %571 = getelementptr inbounds float, ptr %ss, i64 %570
  %572 = load float, ptr %571, align 4
  %573 = sitofp i32 %N to float
  %574 = fdiv float %572, %573
  %575 = fadd float %574, 0x3EB0C6F7A0000000
  %576 = fpext float %575 to double
  %577 = call double @llvm.sqrt.f64(double %576)
  %578 = fdiv double 1.000000e+00, %577
  %579 = fptrunc double %578 to float
  %580 = fmul float %569, %579
  %581 = sext i32 %j183 to i64
  %582 = getelementptr inbounds float, ptr %W_f, i64 %581
  %583 = load float, ptr %582, align 4
  %584 = fmul float %580, %583
  %585 = sext i32 %i179 to i64
  %586 = mul nsw i64 %585, 512
  %587 = sext i32 %j183 to i64
  %588 = add nsw i64 %586, %587
  %589 = getelementptr inbounds float, ptr %X_f, i64 %588
  store float %584, ptr %589, align 4
  %590 = add nsw i32 %j183, 1
  br label %for.cond180, !llvm.loop !43

for.end182:                                       ; preds = %for.cond180
  %591 = sext i32 %i179 to i64
  %592 = getelementptr inbounds float, ptr %ss, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = sitofp i32 %N to float
  %595 = fdiv float %593, %594
  %596 = fadd float %595, 0x3EB0C6F7A0000000
  %597 = fpext float %596 to double
  %598 = call double @llvm.sqrt.f64(double %597)
  %599 = fdiv double 1.000000e+00, %598
  %600 = fptrunc double %599 to float
  %601 = fmul float 0.000000e+00, %600
  %tl_col5 = fmul float %601, 0.000000e+00
  %602 = sub i32 512, %tl_cols3
  br label %for.cond184

for.cond184:                                      ; preds = %for.body185, %for.end182
  %j42 = phi i32 [ 0, %for.end182 ], [ %610, %for.body185 ]
  %603 = icmp slt i32 %j42, %602
  br i1 %603, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %604 = sext i32 %i179 to i64
  %605 = mul nsw i64 %604, 512
  %606 = add i32 %tl_cols3, %j42
  %607 = sext i32 %606 to i64
  %608 = add nsw i64 %605, %607
  %609 = getelementptr inbounds float, ptr %X_f, i64 %608
  store float %tl_col5, ptr %609, align 4
  %610 = add nsw i32 %j42, 1
  br label %for.cond184, !llvm.loop !44

for.end186:                                       ; preds = %for.cond184
  %611 = add nsw i32 %i179, 1
  br label %for.cond176, !llvm.loop !45

if.then187:                                       ; preds = %for.end178
  br label %for.cond190

if.else188:                                       ; preds = %for.end178
  br label %for.cond201

if.end189:                                        ; preds = %for.end203, %for.end192
  br label %if.end106

for.cond190:                                      ; preds = %if.end196, %if.then187
  %i7193 = phi i32 [ 0, %if.then187 ], [ %628, %if.end196 ]
  %612 = icmp slt i32 %i7193, 4
  br i1 %612, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %613 = sext i32 %M to i64
  %614 = sext i32 %N to i64
  %615 = mul i64 %613, %614
  %616 = icmp sge i64 %615, 8388608
  br i1 %616, label %if.then194, label %if.else195

for.end192:                                       ; preds = %for.cond190
  br label %if.end189

if.then194:                                       ; preds = %for.body191
  %617 = mul i32 %bx, 4
  %618 = add i32 %617, %i7193
  %619 = sext i32 %618 to i64
  %620 = sext i32 %N to i64
  %621 = mul nsw i64 %619, %620
  %622 = add nsw i64 %621, 0
  %623 = getelementptr inbounds float, ptr %Y, i64 %622
  %624 = sext i32 %i7193 to i64
  %625 = mul nsw i64 %624, 512
  %626 = add nsw i64 %625, 0
  %627 = getelementptr inbounds float, ptr %X_f, i64 %626
  call void @tilec_rt_stream(ptr %623, ptr %627, i64 2048)
  br label %if.end196

if.else195:                                       ; preds = %for.body191
  br label %for.cond197

if.end196:                                        ; preds = %for.end199, %if.then194
  %628 = add nsw i32 %i7193, 1
  br label %for.cond190, !llvm.loop !46

for.cond197:                                      ; preds = %for.body198, %if.else195
  %j2200 = phi i32 [ 0, %if.else195 ], [ %644, %for.body198 ]
  %629 = icmp slt i32 %j2200, 512
  br i1 %629, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %630 = sext i32 %i7193 to i64
  %631 = mul nsw i64 %630, 512
  %632 = sext i32 %j2200 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds float, ptr %X_f, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = mul i32 %bx, 4
  %637 = add i32 %636, %i7193
  %638 = sext i32 %637 to i64
  %639 = sext i32 %N to i64
  %640 = mul nsw i64 %638, %639
  %641 = sext i32 %j2200 to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %Y, i64 %642
  store float %635, ptr %643, align 4
  %644 = add nsw i32 %j2200, 1
  br label %for.cond197, !llvm.loop !47

for.end199:                                       ; preds = %for.cond197
  br label %if.end196

for.cond201:                                      ; preds = %if.end207, %if.else188
  %i7204 = phi i32 [ 0, %if.else188 ], [ %669, %if.end207 ]
  %645 = icmp slt i32 %i7204, 4
  br i1 %645, label %for.body202, label %for.end203

for.body202:                                      ; preds = %for.cond201
  %646 = sext i32 %N to i64
  %647 = icmp slt i64 %646, 0
  %648 = sext i32 %N to i64
  %649 = icmp sgt i64 %648, 512
  %650 = sext i32 %N to i64
  %651 = select i1 %649, i64 512, i64 %650
  %652 = select i1 %647, i64 0, i64 %651
  %tl_hi7 = trunc i64 %652 to i32
  %653 = mul i32 %bx, 4
  %654 = sext i32 %653 to i64
  %655 = sext i32 %i7204 to i64
  %656 = add i64 %654, %655
  %657 = icmp sle i64 0, %656
  %658 = mul i32 %bx, 4
  %659 = sext i32 %658 to i64
  %660 = sext i32 %i7204 to i64
  %661 = add i64 %659, %660
  %662 = sext i32 %M to i64
  %663 = icmp slt i64 %661, %662
  %664 = and i1 %657, %663
  br i1 %664, label %if.then205, label %if.else206

for.end203:                                       ; preds = %for.cond201
  br label %if.end189

if.then205:                                       ; preds = %for.body202
  %665 = sext i32 %M to i64
  %666 = sext i32 %N to i64
  %667 = mul i64 %665, %666
  %668 = icmp sge i64 %667, 8388608
  br i1 %668, label %if.then208, label %if.else209

if.else206:                                       ; preds = %for.body202
  br label %if.end207

if.end207:                                        ; preds = %if.else206, %if.end210
  %669 = add nsw i32 %i7204, 1
  br label %for.cond201, !llvm.loop !48

if.then208:                                       ; preds = %if.then205
  %670 = sext i32 %tl_hi7 to i64
  %671 = mul i32 %bx, 4
  %672 = add i32 %671, %i7204
  %673 = sext i32 %672 to i64
  %674 = sext i32 %N to i64
  %675 = mul nsw i64 %673, %674
  %676 = add nsw i64 %675, 0
  %677 = getelementptr inbounds float, ptr %Y, i64 %676
  %678 = sext i32 %i7204 to i64
  %679 = mul nsw i64 %678, 512
  %680 = add nsw i64 %679, 0
  %681 = getelementptr inbounds float, ptr %X_f, i64 %680
  %682 = mul i64 %670, 4
  call void @tilec_rt_stream(ptr %677, ptr %681, i64 %682)
  br label %if.end210

if.else209:                                       ; preds = %if.then205
  br label %for.cond211

if.end210:                                        ; preds = %for.end213, %if.then208
  br label %if.end207

for.cond211:                                      ; preds = %for.body212, %if.else209
  %j2214 = phi i32 [ 0, %if.else209 ], [ %698, %for.body212 ]
  %683 = icmp slt i32 %j2214, %tl_hi7
  br i1 %683, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %684 = sext i32 %i7204 to i64
  %685 = mul nsw i64 %684, 512
  %686 = sext i32 %j2214 to i64
  %687 = add nsw i64 %685, %686
  %688 = getelementptr inbounds float, ptr %X_f, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = mul i32 %bx, 4
  %691 = add i32 %690, %i7204
  %692 = sext i32 %691 to i64
  %693 = sext i32 %N to i64
  %694 = mul nsw i64 %692, %693
  %695 = sext i32 %j2214 to i64
  %696 = add nsw i64 %694, %695
  %697 = getelementptr inbounds float, ptr %Y, i64 %696
  store float %689, ptr %697, align 4
  %698 = add nsw i32 %j2214, 1
  br label %for.cond211, !llvm.loop !49

for.end213:                                       ; preds = %for.cond211
  br label %if.end210

if.then215:                                       ; preds = %if.else105
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %699 = sext i32 %N to i64
  %700 = icmp sle i64 4096, %699
  br i1 %700, label %if.then218, label %if.else219

if.else216:                                       ; preds = %if.else105
  br label %for.cond329

if.end217:                                        ; preds = %for.end398, %for.end233
  br label %if.end106

if.then218:                                       ; preds = %if.then215
  br label %for.cond221

if.else219:                                       ; preds = %if.then215
  %701 = sext i32 %N to i64
  %702 = icmp slt i64 %701, 0
  %703 = sext i32 %N to i64
  %704 = icmp sgt i64 %703, 4096
  %705 = sext i32 %N to i64
  %706 = select i1 %704, i64 4096, i64 %705
  %707 = select i1 %702, i64 0, i64 %706
  %tl_hi8 = trunc i64 %707 to i32
  br label %for.cond224

if.end220:                                        ; preds = %for.end230, %for.end223
  br label %for.cond231

for.cond221:                                      ; preds = %for.body222, %if.then218
  %i9 = phi i32 [ 0, %if.then218 ], [ %714, %for.body222 ]
  %708 = icmp slt i32 %i9, 4096
  br i1 %708, label %for.body222, label %for.end223

for.body222:                                      ; preds = %for.cond221
  %709 = sext i32 %i9 to i64
  %710 = getelementptr inbounds float, ptr %W, i64 %709
  %711 = load float, ptr %710, align 4
  %712 = sext i32 %i9 to i64
  %713 = getelementptr inbounds float, ptr %W_r, i64 %712
  store float %711, ptr %713, align 4
  %714 = add nsw i32 %i9, 1
  br label %for.cond221, !llvm.loop !50

for.end223:                                       ; preds = %for.cond221
  br label %if.end220

for.cond224:                                      ; preds = %for.body225, %if.else219
  %i9227 = phi i32 [ 0, %if.else219 ], [ %721, %for.body225 ]
  %715 = icmp slt i32 %i9227, %tl_hi8
  br i1 %715, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  %716 = sext i32 %i9227 to i64
  %717 = getelementptr inbounds float, ptr %W, i64 %716
  %718 = load float, ptr %717, align 4
  %719 = sext i32 %i9227 to i64
  %720 = getelementptr inbounds float, ptr %W_r, i64 %719
  store float %718, ptr %720, align 4
  %721 = add nsw i32 %i9227, 1
  br label %for.cond224, !llvm.loop !51

for.end226:                                       ; preds = %for.cond224
  %722 = sub i32 4096, %tl_hi8
  br label %for.cond228

for.cond228:                                      ; preds = %for.body229, %for.end226
  %i91 = phi i32 [ 0, %for.end226 ], [ %727, %for.body229 ]
  %723 = icmp slt i32 %i91, %722
  br i1 %723, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %724 = add i32 %tl_hi8, %i91
  %725 = sext i32 %724 to i64
  %726 = getelementptr inbounds float, ptr %W_r, i64 %725
  store float 0.000000e+00, ptr %726, align 4
  %727 = add nsw i32 %i91, 1
  br label %for.cond228, !llvm.loop !52

for.end230:                                       ; preds = %for.cond228
  br label %if.end220

for.cond231:                                      ; preds = %if.end303, %if.end220
  %r = phi i32 [ 0, %if.end220 ], [ %967, %if.end303 ]
  %728 = icmp slt i32 %r, 4
  br i1 %728, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %729 = mul i32 %bx, 4
  %730 = add i32 %729, %r
  %731 = icmp sle i32 0, %730
  %732 = mul i32 %bx, 4
  %733 = add i32 %732, %r
  %734 = sext i32 %733 to i64
  %735 = add i64 %734, 1
  %736 = sext i32 %M to i64
  %737 = icmp sle i64 %735, %736
  %738 = and i1 %731, %737
  %739 = sext i32 %N to i64
  %740 = icmp sle i64 4096, %739
  %741 = and i1 %738, %740
  br i1 %741, label %if.then234, label %if.else235

for.end233:                                       ; preds = %for.cond231
  br label %if.end217

if.then234:                                       ; preds = %for.body232
  br label %for.cond237

if.else235:                                       ; preds = %for.body232
  br label %for.cond244

if.end236:                                        ; preds = %for.end246, %for.end239
  br label %for.cond262

for.cond237:                                      ; preds = %for.end243, %if.then234
  %i9240 = phi i32 [ 0, %if.then234 ], [ %760, %for.end243 ]
  %742 = icmp slt i32 %i9240, 1
  br i1 %742, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  br label %for.cond241

for.end239:                                       ; preds = %for.cond237
  br label %if.end236

for.cond241:                                      ; preds = %for.body242, %for.body238
  %j3 = phi i32 [ 0, %for.body238 ], [ %759, %for.body242 ]
  %743 = icmp slt i32 %j3, 4096
  br i1 %743, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %744 = mul i32 %bx, 4
  %745 = add i32 %744, %r
  %746 = add i32 %745, %i9240
  %747 = sext i32 %746 to i64
  %748 = sext i32 %N to i64
  %749 = mul nsw i64 %747, %748
  %750 = sext i32 %j3 to i64
  %751 = add nsw i64 %749, %750
  %752 = getelementptr inbounds float, ptr %X, i64 %751
  %753 = load float, ptr %752, align 4
  %754 = sext i32 %i9240 to i64
  %755 = mul nsw i64 %754, 4096
  %756 = sext i32 %j3 to i64
  %757 = add nsw i64 %755, %756
  %758 = getelementptr inbounds float, ptr %X_r, i64 %757
  store float %753, ptr %758, align 4
  %759 = add nsw i32 %j3, 1
  br label %for.cond241, !llvm.loop !53

for.end243:                                       ; preds = %for.cond241
  %760 = add nsw i32 %i9240, 1
  br label %for.cond237, !llvm.loop !54

for.cond244:                                      ; preds = %for.end261, %if.else235
  %i9247 = phi i32 [ 0, %if.else235 ], [ %816, %for.end261 ]
  %761 = icmp slt i32 %i9247, 1
  br i1 %761, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %762 = sext i32 %N to i64
  %763 = icmp slt i64 %762, 0
  %764 = sext i32 %N to i64
  %765 = icmp sgt i64 %764, 4096
  %766 = sext i32 %N to i64
  %767 = select i1 %765, i64 4096, i64 %766
  %768 = select i1 %763, i64 0, i64 %767
  %tl_hi9 = trunc i64 %768 to i32
  %769 = mul i32 %bx, 4
  %770 = add i32 %769, %r
  %771 = sext i32 %770 to i64
  %772 = sext i32 %i9247 to i64
  %773 = add i64 %771, %772
  %774 = icmp sle i64 0, %773
  %775 = mul i32 %bx, 4
  %776 = add i32 %775, %r
  %777 = sext i32 %776 to i64
  %778 = sext i32 %i9247 to i64
  %779 = add i64 %777, %778
  %780 = sext i32 %M to i64
  %781 = icmp slt i64 %779, %780
  %782 = and i1 %774, %781
  br i1 %782, label %if.then248, label %if.else249

for.end246:                                       ; preds = %for.cond244
  br label %if.end236

if.then248:                                       ; preds = %for.body245
  br label %for.cond251

if.else249:                                       ; preds = %for.body245
  br label %for.cond255

if.end250:                                        ; preds = %for.end257, %for.end253
  %783 = sub i32 4096, %tl_hi9
  br label %for.cond259

for.cond251:                                      ; preds = %for.body252, %if.then248
  %j3254 = phi i32 [ 0, %if.then248 ], [ %800, %for.body252 ]
  %784 = icmp slt i32 %j3254, %tl_hi9
  br i1 %784, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %785 = mul i32 %bx, 4
  %786 = add i32 %785, %r
  %787 = add i32 %786, %i9247
  %788 = sext i32 %787 to i64
  %789 = sext i32 %N to i64
  %790 = mul nsw i64 %788, %789
  %791 = sext i32 %j3254 to i64
  %792 = add nsw i64 %790, %791
  %793 = getelementptr inbounds float, ptr %X, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = sext i32 %i9247 to i64
  %796 = mul nsw i64 %795, 4096
  %797 = sext i32 %j3254 to i64
  %798 = add nsw i64 %796, %797
  %799 = getelementptr inbounds float, ptr %X_r, i64 %798
  store float %794, ptr %799, align 4
  %800 = add nsw i32 %j3254, 1
  br label %for.cond251, !llvm.loop !55

for.end253:                                       ; preds = %for.cond251
  br label %if.end250

for.cond255:                                      ; preds = %for.body256, %if.else249
  %j3258 = phi i32 [ 0, %if.else249 ], [ %807, %for.body256 ]
  %801 = icmp slt i32 %j3258, %tl_hi9
  br i1 %801, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %802 = sext i32 %i9247 to i64
  %803 = mul nsw i64 %802, 4096
  %804 = sext i32 %j3258 to i64
  %805 = add nsw i64 %803, %804
  %806 = getelementptr inbounds float, ptr %X_r, i64 %805
  store float 0.000000e+00, ptr %806, align 4
  %807 = add nsw i32 %j3258, 1
  br label %for.cond255, !llvm.loop !56

for.end257:                                       ; preds = %for.cond255
  br label %if.end250

for.cond259:                                      ; preds = %for.body260, %if.end250
  %j31 = phi i32 [ 0, %if.end250 ], [ %815, %for.body260 ]
  %808 = icmp slt i32 %j31, %783
  br i1 %808, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %809 = sext i32 %i9247 to i64
  %810 = mul nsw i64 %809, 4096
  %811 = add i32 %tl_hi9, %j31
  %812 = sext i32 %811 to i64
  %813 = add nsw i64 %810, %812
  %814 = getelementptr inbounds float, ptr %X_r, i64 %813
  store float 0.000000e+00, ptr %814, align 4
  %815 = add nsw i32 %j31, 1
  br label %for.cond259, !llvm.loop !57

for.end261:                                       ; preds = %for.cond259
  %816 = add nsw i32 %i9247, 1
  br label %for.cond244, !llvm.loop !58

for.cond262:                                      ; preds = %for.end272, %if.end236
  %i265 = phi i32 [ 0, %if.end236 ], [ %854, %for.end272 ]
  %817 = icmp slt i32 %i265, 1
  br i1 %817, label %for.body263, label %for.end264

for.body263:                                      ; preds = %for.cond262
  %818 = sext i32 %N to i64
  %819 = icmp slt i64 %818, 0
  %820 = sext i32 %N to i64
  %821 = icmp sgt i64 %820, 4096
  %822 = sext i32 %N to i64
  %823 = select i1 %821, i64 4096, i64 %822
  %824 = select i1 %819, i64 0, i64 %823
  %tl_hi10 = trunc i64 %824 to i32
  br label %for.cond266

for.end264:                                       ; preds = %for.cond262
  br label %for.cond273

for.cond266:                                      ; preds = %for.body267, %for.body263
  %j269 = phi i32 [ 0, %for.body263 ], [ %844, %for.body267 ]
  %825 = icmp slt i32 %j269, %tl_hi10
  br i1 %825, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %826 = sext i32 %i265 to i64
  %827 = mul nsw i64 %826, 4096
  %828 = sext i32 %j269 to i64
  %829 = add nsw i64 %827, %828
  %830 = getelementptr inbounds float, ptr %X_r, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = sext i32 %i265 to i64
  %833 = mul nsw i64 %832, 4096
  %834 = sext i32 %j269 to i64
  %835 = add nsw i64 %833, %834
  %836 = getelementptr inbounds float, ptr %X_r, i64 %835
  %837 = load float, ptr %836, align 4
  %838 = fmul float %831, %837
  %839 = sext i32 %i265 to i64
  %840 = mul nsw i64 %839, 4096
  %841 = sext i32 %j269 to i64
  %842 = add nsw i64 %840, %841
  %843 = getelementptr inbounds float, ptr %sq_r, i64 %842
  store float %838, ptr %843, align 4
  %844 = add nsw i32 %j269, 1
  br label %for.cond266, !llvm.loop !59

for.end268:                                       ; preds = %for.cond266
  %845 = sub i32 4096, %tl_hi10
  br label %for.cond270

for.cond270:                                      ; preds = %for.body271, %for.end268
  %j8 = phi i32 [ 0, %for.end268 ], [ %853, %for.body271 ]
  %846 = icmp slt i32 %j8, %845
  br i1 %846, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %847 = sext i32 %i265 to i64
  %848 = mul nsw i64 %847, 4096
  %849 = add i32 %tl_hi10, %j8
  %850 = sext i32 %849 to i64
  %851 = add nsw i64 %848, %850
  %852 = getelementptr inbounds float, ptr %sq_r, i64 %851
  store float 0.000000e+00, ptr %852, align 4
  %853 = add nsw i32 %j8, 1
  br label %for.cond270, !llvm.loop !60

for.end272:                                       ; preds = %for.cond270
  %854 = add nsw i32 %i265, 1
  br label %for.cond262, !llvm.loop !61

for.cond273:                                      ; preds = %for.end288, %for.end264
  %i3 = phi i32 [ 0, %for.end264 ], [ %898, %for.end288 ]
  %855 = icmp slt i32 %i3, 1
  br i1 %855, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  br label %for.cond276

for.end275:                                       ; preds = %for.cond273
  br label %for.cond290

for.cond276:                                      ; preds = %for.body277, %for.body274
  %lane2 = phi i32 [ 0, %for.body274 ], [ %865, %for.body277 ]
  %856 = icmp slt i32 %lane2, 32
  br i1 %856, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %857 = sext i32 %i3 to i64
  %858 = mul nsw i64 %857, 4096
  %859 = sext i32 %lane2 to i64
  %860 = add nsw i64 %858, %859
  %861 = getelementptr inbounds float, ptr %sq_r, i64 %860
  %862 = load float, ptr %861, align 4
  %863 = sext i32 %lane2 to i64
  %864 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %863
  store float %862, ptr %864, align 4
  %865 = add nsw i32 %lane2, 1
  br label %for.cond276, !llvm.loop !62

for.end278:                                       ; preds = %for.cond276
  br label %for.cond279

for.cond279:                                      ; preds = %for.end284, %for.end278
  %red2 = phi i32 [ 0, %for.end278 ], [ %886, %for.end284 ]
  %866 = icmp slt i32 %red2, 127
  br i1 %866, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  br label %for.cond282

for.end281:                                       ; preds = %for.cond279
  %867 = sext i32 %i3 to i64
  %868 = getelementptr inbounds float, ptr %ss_r, i64 %867
  store float 0.000000e+00, ptr %868, align 4
  br label %for.cond286

for.cond282:                                      ; preds = %for.body283, %for.body280
  %lane2285 = phi i32 [ 0, %for.body280 ], [ %885, %for.body283 ]
  %869 = icmp slt i32 %lane2285, 32
  br i1 %869, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %870 = sext i32 %lane2285 to i64
  %871 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %870
  %872 = load float, ptr %871, align 4
  %873 = sext i32 %i3 to i64
  %874 = mul nsw i64 %873, 4096
  %875 = add i32 %red2, 1
  %876 = mul i32 %875, 32
  %877 = add i32 %876, %lane2285
  %878 = sext i32 %877 to i64
  %879 = add nsw i64 %874, %878
  %880 = getelementptr inbounds float, ptr %sq_r, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = fadd float %872, %881
  %883 = sext i32 %lane2285 to i64
  %884 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %883
  store float %882, ptr %884, align 4
  %885 = add nsw i32 %lane2285, 1
  br label %for.cond282, !llvm.loop !63

for.end284:                                       ; preds = %for.cond282
  %886 = add nsw i32 %red2, 1
  br label %for.cond279, !llvm.loop !64

for.cond286:                                      ; preds = %for.body287, %for.end281
  %lane2289 = phi i32 [ 0, %for.end281 ], [ %897, %for.body287 ]
  %887 = icmp slt i32 %lane2289, 32
  br i1 %887, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %888 = sext i32 %i3 to i64
  %889 = getelementptr inbounds float, ptr %ss_r, i64 %888
  %890 = load float, ptr %889, align 4
  %891 = sext i32 %lane2289 to i64
  %892 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = fadd float %890, %893
  %895 = sext i32 %i3 to i64
  %896 = getelementptr inbounds float, ptr %ss_r, i64 %895
  store float %894, ptr %896, align 4
  %897 = add nsw i32 %lane2289, 1
  br label %for.cond286, !llvm.loop !65

for.end288:                                       ; preds = %for.cond286
  %898 = add nsw i32 %i3, 1
  br label %for.cond273, !llvm.loop !66

for.cond290:                                      ; preds = %for.end300, %for.end275
  %i293 = phi i32 [ 0, %for.end275 ], [ %966, %for.end300 ]
  %899 = icmp slt i32 %i293, 1
  br i1 %899, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %900 = sext i32 %N to i64
  %901 = icmp slt i64 %900, 0
  %902 = sext i32 %N to i64
  %903 = icmp sgt i64 %902, 4096
  %904 = sext i32 %N to i64
  %905 = select i1 %903, i64 4096, i64 %904
  %906 = select i1 %901, i64 0, i64 %905
  %tl_cols6 = trunc i64 %906 to i32
  br label %for.cond294

for.end292:                                       ; preds = %for.cond290
  %907 = mul i32 %bx, 4
  %908 = add i32 %907, %r
  %909 = icmp sle i32 0, %908
  %910 = mul i32 %bx, 4
  %911 = add i32 %910, %r
  %912 = sext i32 %911 to i64
  %913 = add i64 %912, 1
  %914 = sext i32 %M to i64
  %915 = icmp sle i64 %913, %914
  %916 = and i1 %909, %915
  %917 = sext i32 %N to i64
  %918 = icmp sle i64 4096, %917
  %919 = and i1 %916, %918
  br i1 %919, label %if.then301, label %if.else302

for.cond294:                                      ; preds = %for.body295, %for.body291
  %j297 = phi i32 [ 0, %for.body291 ], [ %946, %for.body295 ]
  %920 = icmp slt i32 %j297, %tl_cols6
  br i1 %920, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %921 = sext i32 %i293 to i64
  %922 = mul nsw i64 %921, 4096
  %923 = sext i32 %j297 to i64
  %924 = add nsw i64 %922, %923
  %925 = getelementptr inbounds float, ptr %X_r, i64 %924
  %926 = load float, ptr %925, align 4
  %927 = getelementptr inbounds float, ptr %ss_r, i64 0
  %928 = load float, ptr %927, align 4
  %929 = sitofp i32 %N to float
  %930 = fdiv float %928, %929
  %931 = fadd float %930, 0x3EB0C6F7A0000000
  %932 = fpext float %931 to double
  %933 = call double @llvm.sqrt.f64(double %932)
  %934 = fdiv double 1.000000e+00, %933
  %935 = fptrunc double %934 to float
  %936 = fmul float %926, %935
  %937 = sext i32 %j297 to i64
  %938 = getelementptr inbounds float, ptr %W_r, i64 %937
  %939 = load float, ptr %938, align 4
  %940 = fmul float %936, %939
  %941 = sext i32 %i293 to i64
  %942 = mul nsw i64 %941, 4096
  %943 = sext i32 %j297 to i64
  %944 = add nsw i64 %942, %943
  %945 = getelementptr inbounds float, ptr %X_r, i64 %944
  store float %940, ptr %945, align 4
  %946 = add nsw i32 %j297, 1
  br label %for.cond294, !llvm.loop !67

for.end296:                                       ; preds = %for.cond294
  %947 = getelementptr inbounds float, ptr %ss_r, i64 0
  %948 = load float, ptr %947, align 4
  %949 = sitofp i32 %N to float
  %950 = fdiv float %948, %949
  %951 = fadd float %950, 0x3EB0C6F7A0000000
  %952 = fpext float %951 to double
  %953 = call double @llvm.sqrt.f64(double %952)
  %954 = fdiv double 1.000000e+00, %953
  %955 = fptrunc double %954 to float
  %956 = fmul float 0.000000e+00, %955
  %tl_col8 = fmul float %956, 0.000000e+00
  %957 = sub i32 4096, %tl_cols6
  br label %for.cond298

for.cond298:                                      ; preds = %for.body299, %for.end296
  %j71 = phi i32 [ 0, %for.end296 ], [ %965, %for.body299 ]
  %958 = icmp slt i32 %j71, %957
  br i1 %958, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %959 = sext i32 %i293 to i64
  %960 = mul nsw i64 %959, 4096
  %961 = add i32 %tl_cols6, %j71
  %962 = sext i32 %961 to i64
  %963 = add nsw i64 %960, %962
  %964 = getelementptr inbounds float, ptr %X_r, i64 %963
  store float %tl_col8, ptr %964, align 4
  %965 = add nsw i32 %j71, 1
  br label %for.cond298, !llvm.loop !68

for.end300:                                       ; preds = %for.cond298
  %966 = add nsw i32 %i293, 1
  br label %for.cond290, !llvm.loop !69

if.then301:                                       ; preds = %for.end292
  br label %for.cond304

if.else302:                                       ; preds = %for.end292
  br label %for.cond315

if.end303:                                        ; preds = %for.end317, %for.end306
  %967 = add nsw i32 %r, 1
  br label %for.cond231, !llvm.loop !70

for.cond304:                                      ; preds = %if.end310, %if.then301
  %i9307 = phi i32 [ 0, %if.then301 ], [ %985, %if.end310 ]
  %968 = icmp slt i32 %i9307, 1
  br i1 %968, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %969 = sext i32 %M to i64
  %970 = sext i32 %N to i64
  %971 = mul i64 %969, %970
  %972 = icmp sge i64 %971, 8388608
  br i1 %972, label %if.then308, label %if.else309

for.end306:                                       ; preds = %for.cond304
  br label %if.end303

if.then308:                                       ; preds = %for.body305
  %973 = mul i32 %bx, 4
  %974 = add i32 %973, %r
  %975 = add i32 %974, %i9307
  %976 = sext i32 %975 to i64
  %977 = sext i32 %N to i64
  %978 = mul nsw i64 %976, %977
  %979 = add nsw i64 %978, 0
  %980 = getelementptr inbounds float, ptr %Y, i64 %979
  %981 = sext i32 %i9307 to i64
  %982 = mul nsw i64 %981, 4096
  %983 = add nsw i64 %982, 0
  %984 = getelementptr inbounds float, ptr %X_r, i64 %983
  call void @tilec_rt_stream(ptr %980, ptr %984, i64 16384)
  br label %if.end310

if.else309:                                       ; preds = %for.body305
  br label %for.cond311

if.end310:                                        ; preds = %for.end313, %if.then308
  %985 = add nsw i32 %i9307, 1
  br label %for.cond304, !llvm.loop !71

for.cond311:                                      ; preds = %for.body312, %if.else309
  %j3314 = phi i32 [ 0, %if.else309 ], [ %1002, %for.body312 ]
  %986 = icmp slt i32 %j3314, 4096
  br i1 %986, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %987 = sext i32 %i9307 to i64
  %988 = mul nsw i64 %987, 4096
  %989 = sext i32 %j3314 to i64
  %990 = add nsw i64 %988, %989
  %991 = getelementptr inbounds float, ptr %X_r, i64 %990
  %992 = load float, ptr %991, align 4
  %993 = mul i32 %bx, 4
  %994 = add i32 %993, %r
  %995 = add i32 %994, %i9307
  %996 = sext i32 %995 to i64
  %997 = sext i32 %N to i64
  %998 = mul nsw i64 %996, %997
  %999 = sext i32 %j3314 to i64
  %1000 = add nsw i64 %998, %999
  %1001 = getelementptr inbounds float, ptr %Y, i64 %1000
  store float %992, ptr %1001, align 4
  %1002 = add nsw i32 %j3314, 1
  br label %for.cond311, !llvm.loop !72

for.end313:                                       ; preds = %for.cond311
  br label %if.end310

for.cond315:                                      ; preds = %if.end321, %if.else302
  %i9318 = phi i32 [ 0, %if.else302 ], [ %1029, %if.end321 ]
  %1003 = icmp slt i32 %i9318, 1
  br i1 %1003, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %1004 = sext i32 %N to i64
  %1005 = icmp slt i64 %1004, 0
  %1006 = sext i32 %N to i64
  %1007 = icmp sgt i64 %1006, 4096
  %1008 = sext i32 %N to i64
  %1009 = select i1 %1007, i64 4096, i64 %1008
  %1010 = select i1 %1005, i64 0, i64 %1009
  %tl_hi11 = trunc i64 %1010 to i32
  %1011 = mul i32 %bx, 4
  %1012 = add i32 %1011, %r
  %1013 = sext i32 %1012 to i64
  %1014 = sext i32 %i9318 to i64
  %1015 = add i64 %1013, %1014
  %1016 = icmp sle i64 0, %1015
  %1017 = mul i32 %bx, 4
  %1018 = add i32 %1017, %r
  %1019 = sext i32 %1018 to i64
  %1020 = sext i32 %i9318 to i64
  %1021 = add i64 %1019, %1020
  %1022 = sext i32 %M to i64
  %1023 = icmp slt i64 %1021, %1022
  %1024 = and i1 %1016, %1023
  br i1 %1024, label %if.then319, label %if.else320

for.end317:                                       ; preds = %for.cond315
  br label %if.end303

if.then319:                                       ; preds = %for.body316
  %1025 = sext i32 %M to i64
  %1026 = sext i32 %N to i64
  %1027 = mul i64 %1025, %1026
  %1028 = icmp sge i64 %1027, 8388608
  br i1 %1028, label %if.then322, label %if.else323

if.else320:                                       ; preds = %for.body316
  br label %if.end321

if.end321:                                        ; preds = %if.else320, %if.end324
  %1029 = add nsw i32 %i9318, 1
  br label %for.cond315, !llvm.loop !73

if.then322:                                       ; preds = %if.then319
  %1030 = sext i32 %tl_hi11 to i64
  %1031 = mul i32 %bx, 4
  %1032 = add i32 %1031, %r
  %1033 = add i32 %1032, %i9318
  %1034 = sext i32 %1033 to i64
  %1035 = sext i32 %N to i64
  %1036 = mul nsw i64 %1034, %1035
  %1037 = add nsw i64 %1036, 0
  %1038 = getelementptr inbounds float, ptr %Y, i64 %1037
  %1039 = sext i32 %i9318 to i64
  %1040 = mul nsw i64 %1039, 4096
  %1041 = add nsw i64 %1040, 0
  %1042 = getelementptr inbounds float, ptr %X_r, i64 %1041
  %1043 = mul i64 %1030, 4
  call void @tilec_rt_stream(ptr %1038, ptr %1042, i64 %1043)
  br label %if.end324

if.else323:                                       ; preds = %if.then319
  br label %for.cond325

if.end324:                                        ; preds = %for.end327, %if.then322
  br label %if.end321

for.cond325:                                      ; preds = %for.body326, %if.else323
  %j3328 = phi i32 [ 0, %if.else323 ], [ %1060, %for.body326 ]
  %1044 = icmp slt i32 %j3328, %tl_hi11
  br i1 %1044, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %1045 = sext i32 %i9318 to i64
  %1046 = mul nsw i64 %1045, 4096
  %1047 = sext i32 %j3328 to i64
  %1048 = add nsw i64 %1046, %1047
  %1049 = getelementptr inbounds float, ptr %X_r, i64 %1048
  %1050 = load float, ptr %1049, align 4
  %1051 = mul i32 %bx, 4
  %1052 = add i32 %1051, %r
  %1053 = add i32 %1052, %i9318
  %1054 = sext i32 %1053 to i64
  %1055 = sext i32 %N to i64
  %1056 = mul nsw i64 %1054, %1055
  %1057 = sext i32 %j3328 to i64
  %1058 = add nsw i64 %1056, %1057
  %1059 = getelementptr inbounds float, ptr %Y, i64 %1058
  store float %1050, ptr %1059, align 4
  %1060 = add nsw i32 %j3328, 1
  br label %for.cond325, !llvm.loop !74

for.end327:                                       ; preds = %for.cond325
  br label %if.end324

for.cond329:                                      ; preds = %for.body330, %if.else216
  %i10 = phi i32 [ 0, %if.else216 ], [ %1064, %for.body330 ]
  %1061 = icmp slt i32 %i10, 4
  br i1 %1061, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  %1062 = sext i32 %i10 to i64
  %1063 = getelementptr inbounds float, ptr %ss, i64 %1062
  store float 0.000000e+00, ptr %1063, align 4
  %1064 = add nsw i32 %i10, 1
  br label %for.cond329, !llvm.loop !75

for.end331:                                       ; preds = %for.cond329
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
  br label %for.cond332

for.cond332:                                      ; preds = %for.end377, %for.end331
  %c = phi i32 [ 0, %for.end331 ], [ %1253, %for.end377 ]
  %1077 = icmp slt i32 %c, %1076
  br i1 %1077, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
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
  br i1 %1094, label %if.then335, label %if.else336

for.end334:                                       ; preds = %for.cond332
  br label %for.cond392

if.then335:                                       ; preds = %for.body333
  br label %for.cond338

if.else336:                                       ; preds = %for.body333
  br label %for.cond345

if.end337:                                        ; preds = %for.end347, %for.end340
  br label %for.cond367

for.cond338:                                      ; preds = %for.end344, %if.then335
  %i10341 = phi i32 [ 0, %if.then335 ], [ %1114, %for.end344 ]
  %1095 = icmp slt i32 %i10341, 4
  br i1 %1095, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  br label %for.cond342

for.end340:                                       ; preds = %for.cond338
  br label %if.end337

for.cond342:                                      ; preds = %for.body343, %for.body339
  %j4 = phi i32 [ 0, %for.body339 ], [ %1113, %for.body343 ]
  %1096 = icmp slt i32 %j4, 512
  br i1 %1096, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  %1097 = mul i32 %bx, 4
  %1098 = add i32 %1097, %i10341
  %1099 = sext i32 %1098 to i64
  %1100 = sext i32 %N to i64
  %1101 = mul nsw i64 %1099, %1100
  %1102 = mul i32 %c, 512
  %1103 = add i32 %1102, %j4
  %1104 = sext i32 %1103 to i64
  %1105 = add nsw i64 %1101, %1104
  %1106 = getelementptr inbounds float, ptr %X, i64 %1105
  %1107 = load float, ptr %1106, align 4
  %1108 = sext i32 %i10341 to i64
  %1109 = mul nsw i64 %1108, 512
  %1110 = sext i32 %j4 to i64
  %1111 = add nsw i64 %1109, %1110
  %1112 = getelementptr inbounds float, ptr %X_f, i64 %1111
  store float %1107, ptr %1112, align 4
  %1113 = add nsw i32 %j4, 1
  br label %for.cond342, !llvm.loop !76

for.end344:                                       ; preds = %for.cond342
  %1114 = add nsw i32 %i10341, 1
  br label %for.cond338, !llvm.loop !77

for.cond345:                                      ; preds = %for.end365, %if.else336
  %i10348 = phi i32 [ 0, %if.else336 ], [ %1223, %for.end365 ]
  %1115 = icmp slt i32 %i10348, 4
  br i1 %1115, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  %1116 = mul i32 %c, 512
  %1117 = sext i32 %1116 to i64
  %1118 = sub i64 0, %1117
  %1119 = icmp slt i64 %1118, 0
  %1120 = mul i32 %c, 512
  %1121 = sext i32 %1120 to i64
  %1122 = sub i64 0, %1121
  %1123 = icmp sgt i64 %1122, 512
  %1124 = mul i32 %c, 512
  %1125 = sext i32 %1124 to i64
  %1126 = sub i64 0, %1125
  %1127 = select i1 %1123, i64 512, i64 %1126
  %1128 = select i1 %1119, i64 0, i64 %1127
  %tl_lo12 = trunc i64 %1128 to i32
  %1129 = sext i32 %N to i64
  %1130 = mul i32 %c, 512
  %1131 = sext i32 %1130 to i64
  %1132 = sub i64 %1129, %1131
  %1133 = icmp slt i64 %1132, 0
  %1134 = sext i32 %N to i64
  %1135 = mul i32 %c, 512
  %1136 = sext i32 %1135 to i64
  %1137 = sub i64 %1134, %1136
  %1138 = icmp sgt i64 %1137, 512
  %1139 = sext i32 %N to i64
  %1140 = mul i32 %c, 512
  %1141 = sext i32 %1140 to i64
  %1142 = sub i64 %1139, %1141
  %1143 = select i1 %1138, i64 512, i64 %1142
  %1144 = select i1 %1133, i64 0, i64 %1143
  %1145 = sext i32 %tl_lo12 to i64
  %1146 = icmp slt i64 %1144, %1145
  %1147 = sext i32 %tl_lo12 to i64
  %1148 = sext i32 %N to i64
  %1149 = mul i32 %c, 512
  %1150 = sext i32 %1149 to i64
  %1151 = sub i64 %1148, %1150
  %1152 = icmp slt i64 %1151, 0
  %1153 = sext i32 %N to i64
  %1154 = mul i32 %c, 512
  %1155 = sext i32 %1154 to i64
  %1156 = sub i64 %1153, %1155
  %1157 = icmp sgt i64 %1156, 512
  %1158 = sext i32 %N to i64
  %1159 = mul i32 %c, 512
  %1160 = sext i32 %1159 to i64
  %1161 = sub i64 %1158, %1160
  %1162 = select i1 %1157, i64 512, i64 %1161
  %1163 = select i1 %1152, i64 0, i64 %1162
  %1164 = select i1 %1146, i64 %1147, i64 %1163
  %tl_hi13 = trunc i64 %1164 to i32
  br label %for.cond349

for.end347:                                       ; preds = %for.cond345
  br label %if.end337

for.cond349:                                      ; preds = %for.body350, %for.body346
  %j4352 = phi i32 [ 0, %for.body346 ], [ %1171, %for.body350 ]
  %1165 = icmp slt i32 %j4352, %tl_lo12
  br i1 %1165, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1166 = sext i32 %i10348 to i64
  %1167 = mul nsw i64 %1166, 512
  %1168 = sext i32 %j4352 to i64
  %1169 = add nsw i64 %1167, %1168
  %1170 = getelementptr inbounds float, ptr %X_f, i64 %1169
  store float 0.000000e+00, ptr %1170, align 4
  %1171 = add nsw i32 %j4352, 1
  br label %for.cond349, !llvm.loop !78

for.end351:                                       ; preds = %for.cond349
  %1172 = mul i32 %bx, 4
  %1173 = sext i32 %1172 to i64
  %1174 = sext i32 %i10348 to i64
  %1175 = add i64 %1173, %1174
  %1176 = icmp sle i64 0, %1175
  %1177 = mul i32 %bx, 4
  %1178 = sext i32 %1177 to i64
  %1179 = sext i32 %i10348 to i64
  %1180 = add i64 %1178, %1179
  %1181 = sext i32 %M to i64
  %1182 = icmp slt i64 %1180, %1181
  %1183 = and i1 %1176, %1182
  br i1 %1183, label %if.then353, label %if.else354

if.then353:                                       ; preds = %for.end351
  %1184 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond356

if.else354:                                       ; preds = %for.end351
  %1185 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond359

if.end355:                                        ; preds = %for.end361, %for.end358
  %1186 = sub i32 512, %tl_hi13
  br label %for.cond363

for.cond356:                                      ; preds = %for.body357, %if.then353
  %j41 = phi i32 [ 0, %if.then353 ], [ %1206, %for.body357 ]
  %1187 = icmp slt i32 %j41, %1184
  br i1 %1187, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %1188 = mul i32 %bx, 4
  %1189 = add i32 %1188, %i10348
  %1190 = sext i32 %1189 to i64
  %1191 = sext i32 %N to i64
  %1192 = mul nsw i64 %1190, %1191
  %1193 = mul i32 %c, 512
  %1194 = add i32 %tl_lo12, %j41
  %1195 = add i32 %1193, %1194
  %1196 = sext i32 %1195 to i64
  %1197 = add nsw i64 %1192, %1196
  %1198 = getelementptr inbounds float, ptr %X, i64 %1197
  %1199 = load float, ptr %1198, align 4
  %1200 = sext i32 %i10348 to i64
  %1201 = mul nsw i64 %1200, 512
  %1202 = add i32 %tl_lo12, %j41
  %1203 = sext i32 %1202 to i64
  %1204 = add nsw i64 %1201, %1203
  %1205 = getelementptr inbounds float, ptr %X_f, i64 %1204
  store float %1199, ptr %1205, align 4
  %1206 = add nsw i32 %j41, 1
  br label %for.cond356, !llvm.loop !79

for.end358:                                       ; preds = %for.cond356
  br label %if.end355

for.cond359:                                      ; preds = %for.body360, %if.else354
  %j41362 = phi i32 [ 0, %if.else354 ], [ %1214, %for.body360 ]
  %1207 = icmp slt i32 %j41362, %1185
  br i1 %1207, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1208 = sext i32 %i10348 to i64
  %1209 = mul nsw i64 %1208, 512
  %1210 = add i32 %tl_lo12, %j41362
  %1211 = sext i32 %1210 to i64
  %1212 = add nsw i64 %1209, %1211
  %1213 = getelementptr inbounds float, ptr %X_f, i64 %1212
  store float 0.000000e+00, ptr %1213, align 4
  %1214 = add nsw i32 %j41362, 1
  br label %for.cond359, !llvm.loop !80

for.end361:                                       ; preds = %for.cond359
  br label %if.end355

for.cond363:                                      ; preds = %for.body364, %if.end355
  %j41366 = phi i32 [ 0, %if.end355 ], [ %1222, %for.body364 ]
  %1215 = icmp slt i32 %j41366, %1186
  br i1 %1215, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1216 = sext i32 %i10348 to i64
  %1217 = mul nsw i64 %1216, 512
  %1218 = add i32 %tl_hi13, %j41366
  %1219 = sext i32 %1218 to i64
  %1220 = add nsw i64 %1217, %1219
  %1221 = getelementptr inbounds float, ptr %X_f, i64 %1220
  store float 0.000000e+00, ptr %1221, align 4
  %1222 = add nsw i32 %j41366, 1
  br label %for.cond363, !llvm.loop !81

for.end365:                                       ; preds = %for.cond363
  %1223 = add nsw i32 %i10348, 1
  br label %for.cond345, !llvm.loop !82

for.cond367:                                      ; preds = %for.end373, %if.end337
  %i370 = phi i32 [ 0, %if.end337 ], [ %1251, %for.end373 ]
  %1224 = icmp slt i32 %i370, 4
  br i1 %1224, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  br label %for.cond371

for.end369:                                       ; preds = %for.cond367
  br label %for.cond375

for.cond371:                                      ; preds = %for.body372, %for.body368
  %j374 = phi i32 [ 0, %for.body368 ], [ %1250, %for.body372 ]
  %1225 = icmp slt i32 %j374, 512
  br i1 %1225, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1226 = mul i32 %c, 512
  %1227 = add i32 %1226, %j374
  %1228 = icmp slt i32 %1227, %N
  %1229 = sext i32 %i370 to i64
  %1230 = mul nsw i64 %1229, 512
  %1231 = sext i32 %j374 to i64
  %1232 = add nsw i64 %1230, %1231
  %1233 = call i64 @llvm.umin.i64(i64 %1232, i64 2047)
  %1234 = getelementptr inbounds float, ptr %X_f, i64 %1233
  %1235 = load float, ptr %1234, align 4
  %1236 = sext i32 %i370 to i64
  %1237 = mul nsw i64 %1236, 512
  %1238 = sext i32 %j374 to i64
  %1239 = add nsw i64 %1237, %1238
  %1240 = call i64 @llvm.umin.i64(i64 %1239, i64 2047)
  %1241 = getelementptr inbounds float, ptr %X_f, i64 %1240
  %1242 = load float, ptr %1241, align 4
  %1243 = fmul float %1235, %1242
  %1244 = select i1 %1228, float %1243, float 0.000000e+00
  %1245 = sext i32 %i370 to i64
  %1246 = mul nsw i64 %1245, 512
  %1247 = sext i32 %j374 to i64
  %1248 = add nsw i64 %1246, %1247
  %1249 = getelementptr inbounds float, ptr %X_f, i64 %1248
  store float %1244, ptr %1249, align 4
  %1250 = add nsw i32 %j374, 1
  br label %for.cond371, !llvm.loop !83

for.end373:                                       ; preds = %for.cond371
  %1251 = add nsw i32 %i370, 1
  br label %for.cond367, !llvm.loop !84

for.cond375:                                      ; preds = %for.end390, %for.end369
  %i5 = phi i32 [ 0, %for.end369 ], [ %1294, %for.end390 ]
  %1252 = icmp slt i32 %i5, 4
  br i1 %1252, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  br label %for.cond378

for.end377:                                       ; preds = %for.cond375
  %1253 = add nsw i32 %c, 1
  br label %for.cond332, !llvm.loop !85

for.cond378:                                      ; preds = %for.body379, %for.body376
  %lane3 = phi i32 [ 0, %for.body376 ], [ %1263, %for.body379 ]
  %1254 = icmp slt i32 %lane3, 32
  br i1 %1254, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1255 = sext i32 %i5 to i64
  %1256 = mul nsw i64 %1255, 512
  %1257 = sext i32 %lane3 to i64
  %1258 = add nsw i64 %1256, %1257
  %1259 = getelementptr inbounds float, ptr %X_f, i64 %1258
  %1260 = load float, ptr %1259, align 4
  %1261 = sext i32 %lane3 to i64
  %1262 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1261
  store float %1260, ptr %1262, align 4
  %1263 = add nsw i32 %lane3, 1
  br label %for.cond378, !llvm.loop !86

for.end380:                                       ; preds = %for.cond378
  br label %for.cond381

for.cond381:                                      ; preds = %for.end386, %for.end380
  %red3 = phi i32 [ 0, %for.end380 ], [ %1282, %for.end386 ]
  %1264 = icmp slt i32 %red3, 15
  br i1 %1264, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  br label %for.cond384

for.end383:                                       ; preds = %for.cond381
  br label %for.cond388

for.cond384:                                      ; preds = %for.body385, %for.body382
  %lane3387 = phi i32 [ 0, %for.body382 ], [ %1281, %for.body385 ]
  %1265 = icmp slt i32 %lane3387, 32
  br i1 %1265, label %for.body385, label %for.end386

for.body385:                                      ; preds = %for.cond384
  %1266 = sext i32 %lane3387 to i64
  %1267 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1266
  %1268 = load float, ptr %1267, align 4
  %1269 = sext i32 %i5 to i64
  %1270 = mul nsw i64 %1269, 512
  %1271 = add i32 %red3, 1
  %1272 = mul i32 %1271, 32
  %1273 = add i32 %1272, %lane3387
  %1274 = sext i32 %1273 to i64
  %1275 = add nsw i64 %1270, %1274
  %1276 = getelementptr inbounds float, ptr %X_f, i64 %1275
  %1277 = load float, ptr %1276, align 4
  %1278 = fadd float %1268, %1277
  %1279 = sext i32 %lane3387 to i64
  %1280 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1279
  store float %1278, ptr %1280, align 4
  %1281 = add nsw i32 %lane3387, 1
  br label %for.cond384, !llvm.loop !87

for.end386:                                       ; preds = %for.cond384
  %1282 = add nsw i32 %red3, 1
  br label %for.cond381, !llvm.loop !88

for.cond388:                                      ; preds = %for.body389, %for.end383
  %lane3391 = phi i32 [ 0, %for.end383 ], [ %1293, %for.body389 ]
  %1283 = icmp slt i32 %lane3391, 32
  br i1 %1283, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1284 = sext i32 %i5 to i64
  %1285 = getelementptr inbounds float, ptr %ss, i64 %1284
  %1286 = load float, ptr %1285, align 4
  %1287 = sext i32 %lane3391 to i64
  %1288 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1287
  %1289 = load float, ptr %1288, align 4
  %1290 = fadd float %1286, %1289
  %1291 = sext i32 %i5 to i64
  %1292 = getelementptr inbounds float, ptr %ss, i64 %1291
  store float %1290, ptr %1292, align 4
  %1293 = add nsw i32 %lane3391, 1
  br label %for.cond388, !llvm.loop !89

for.end390:                                       ; preds = %for.cond388
  %1294 = add nsw i32 %i5, 1
  br label %for.cond375, !llvm.loop !90

for.cond392:                                      ; preds = %for.body393, %for.end334
  %i395 = phi i32 [ 0, %for.end334 ], [ %1308, %for.body393 ]
  %1295 = icmp slt i32 %i395, 4
  br i1 %1295, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  %1296 = sext i32 %i395 to i64
  %1297 = getelementptr inbounds float, ptr %ss, i64 %1296
  %1298 = load float, ptr %1297, align 4
  %1299 = sitofp i32 %N to float
  %1300 = fdiv float %1298, %1299
  %1301 = fadd float %1300, 0x3EB0C6F7A0000000
  %1302 = fpext float %1301 to double
  %1303 = call double @llvm.sqrt.f64(double %1302)
  %1304 = fdiv double 1.000000e+00, %1303
  %1305 = fptrunc double %1304 to float
  %1306 = sext i32 %i395 to i64
  %1307 = getelementptr inbounds float, ptr %ss, i64 %1306
  store float %1305, ptr %1307, align 4
  %1308 = add nsw i32 %i395, 1
  br label %for.cond392, !llvm.loop !91

for.end394:                                       ; preds = %for.cond392
  %1309 = sext i32 %N to i64
  %1310 = sdiv i64 %1309, 512
  %1311 = sub i64 0, %1309
  %1312 = select i1 false, i64 %1311, i64 %1310
  %1313 = srem i64 %1309, 512
  %1314 = icmp ne i64 %1313, 0
  %1315 = icmp slt i64 %1309, 0
  %1316 = icmp eq i1 %1315, false
  %1317 = and i1 %1314, %1316
  %1318 = zext i1 %1317 to i64
  %1319 = add i64 %1312, %1318
  %1320 = trunc i64 %1319 to i32
  br label %for.cond396

for.cond396:                                      ; preds = %if.end462, %for.end394
  %c399 = phi i32 [ 0, %for.end394 ], [ %2324, %if.end462 ]
  %1321 = icmp slt i32 %c399, %1320
  br i1 %1321, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1322 = sext i32 %N to i64
  %1323 = sdiv i64 %1322, 512
  %1324 = sub i64 0, %1322
  %1325 = select i1 false, i64 %1324, i64 %1323
  %1326 = srem i64 %1322, 512
  %1327 = icmp ne i64 %1326, 0
  %1328 = icmp slt i64 %1322, 0
  %1329 = icmp eq i1 %1328, false
  %1330 = and i1 %1327, %1329
  %1331 = zext i1 %1330 to i64
  %1332 = add i64 %1325, %1331
  %1333 = trunc i64 %1332 to i32
  %1334 = sub i32 %1333, 1
  %t = sub i32 %1334, %c399
  %1335 = mul i32 %bx, 4
  %1336 = icmp sle i32 0, %1335
  %1337 = mul i32 %bx, 4
  %1338 = sext i32 %1337 to i64
  %1339 = add i64 %1338, 4
  %1340 = sext i32 %M to i64
  %1341 = icmp sle i64 %1339, %1340
  %1342 = and i1 %1336, %1341
  %1343 = mul i32 %t, 512
  %1344 = icmp sle i32 0, %1343
  %1345 = mul i32 %t, 512
  %1346 = sext i32 %1345 to i64
  %1347 = add i64 %1346, 512
  %1348 = sext i32 %N to i64
  %1349 = icmp sle i64 %1347, %1348
  %1350 = and i1 %1344, %1349
  %1351 = and i1 %1342, %1350
  br i1 %1351, label %if.then400, label %if.else401

for.end398:                                       ; preds = %for.cond396
  br label %if.end217

if.then400:                                       ; preds = %for.body397
  br label %for.cond403

if.else401:                                       ; preds = %for.body397
  br label %for.cond409

if.end402:                                        ; preds = %for.end411, %for.end405
  %1352 = mul i32 %t, 512
  %1353 = icmp sle i32 0, %1352
  %1354 = mul i32 %t, 512
  %1355 = sext i32 %1354 to i64
  %1356 = add i64 %1355, 512
  %1357 = sext i32 %N to i64
  %1358 = icmp sle i64 %1356, %1357
  %1359 = and i1 %1353, %1358
  br i1 %1359, label %if.then431, label %if.else432

for.cond403:                                      ; preds = %for.end408, %if.then400
  %i11 = phi i32 [ 0, %if.then400 ], [ %1379, %for.end408 ]
  %1360 = icmp slt i32 %i11, 4
  br i1 %1360, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  br label %for.cond406

for.end405:                                       ; preds = %for.cond403
  br label %if.end402

for.cond406:                                      ; preds = %for.body407, %for.body404
  %j5 = phi i32 [ 0, %for.body404 ], [ %1378, %for.body407 ]
  %1361 = icmp slt i32 %j5, 512
  br i1 %1361, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1362 = mul i32 %bx, 4
  %1363 = add i32 %1362, %i11
  %1364 = sext i32 %1363 to i64
  %1365 = sext i32 %N to i64
  %1366 = mul nsw i64 %1364, %1365
  %1367 = mul i32 %t, 512
  %1368 = add i32 %1367, %j5
  %1369 = sext i32 %1368 to i64
  %1370 = add nsw i64 %1366, %1369
  %1371 = getelementptr inbounds float, ptr %X, i64 %1370
  %1372 = load float, ptr %1371, align 4
  %1373 = sext i32 %i11 to i64
  %1374 = mul nsw i64 %1373, 512
  %1375 = sext i32 %j5 to i64
  %1376 = add nsw i64 %1374, %1375
  %1377 = getelementptr inbounds float, ptr %X_f, i64 %1376
  store float %1372, ptr %1377, align 4
  %1378 = add nsw i32 %j5, 1
  br label %for.cond406, !llvm.loop !92

for.end408:                                       ; preds = %for.cond406
  %1379 = add nsw i32 %i11, 1
  br label %for.cond403, !llvm.loop !93

for.cond409:                                      ; preds = %for.end429, %if.else401
  %i11412 = phi i32 [ 0, %if.else401 ], [ %1488, %for.end429 ]
  %1380 = icmp slt i32 %i11412, 4
  br i1 %1380, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1381 = mul i32 %t, 512
  %1382 = sext i32 %1381 to i64
  %1383 = sub i64 0, %1382
  %1384 = icmp slt i64 %1383, 0
  %1385 = mul i32 %t, 512
  %1386 = sext i32 %1385 to i64
  %1387 = sub i64 0, %1386
  %1388 = icmp sgt i64 %1387, 512
  %1389 = mul i32 %t, 512
  %1390 = sext i32 %1389 to i64
  %1391 = sub i64 0, %1390
  %1392 = select i1 %1388, i64 512, i64 %1391
  %1393 = select i1 %1384, i64 0, i64 %1392
  %tl_lo14 = trunc i64 %1393 to i32
  %1394 = sext i32 %N to i64
  %1395 = mul i32 %t, 512
  %1396 = sext i32 %1395 to i64
  %1397 = sub i64 %1394, %1396
  %1398 = icmp slt i64 %1397, 0
  %1399 = sext i32 %N to i64
  %1400 = mul i32 %t, 512
  %1401 = sext i32 %1400 to i64
  %1402 = sub i64 %1399, %1401
  %1403 = icmp sgt i64 %1402, 512
  %1404 = sext i32 %N to i64
  %1405 = mul i32 %t, 512
  %1406 = sext i32 %1405 to i64
  %1407 = sub i64 %1404, %1406
  %1408 = select i1 %1403, i64 512, i64 %1407
  %1409 = select i1 %1398, i64 0, i64 %1408
  %1410 = sext i32 %tl_lo14 to i64
  %1411 = icmp slt i64 %1409, %1410
  %1412 = sext i32 %tl_lo14 to i64
  %1413 = sext i32 %N to i64
  %1414 = mul i32 %t, 512
  %1415 = sext i32 %1414 to i64
  %1416 = sub i64 %1413, %1415
  %1417 = icmp slt i64 %1416, 0
  %1418 = sext i32 %N to i64
  %1419 = mul i32 %t, 512
  %1420 = sext i32 %1419 to i64
  %1421 = sub i64 %1418, %1420
  %1422 = icmp sgt i64 %1421, 512
  %1423 = sext i32 %N to i64
  %1424 = mul i32 %t, 512
  %1425 = sext i32 %1424 to i64
  %1426 = sub i64 %1423, %1425
  %1427 = select i1 %1422, i64 512, i64 %1426
  %1428 = select i1 %1417, i64 0, i64 %1427
  %1429 = select i1 %1411, i64 %1412, i64 %1428
  %tl_hi15 = trunc i64 %1429 to i32
  br label %for.cond413

for.end411:                                       ; preds = %for.cond409
  br label %if.end402

for.cond413:                                      ; preds = %for.body414, %for.body410
  %j5416 = phi i32 [ 0, %for.body410 ], [ %1436, %for.body414 ]
  %1430 = icmp slt i32 %j5416, %tl_lo14
  br i1 %1430, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %1431 = sext i32 %i11412 to i64
  %1432 = mul nsw i64 %1431, 512
  %1433 = sext i32 %j5416 to i64
  %1434 = add nsw i64 %1432, %1433
  %1435 = getelementptr inbounds float, ptr %X_f, i64 %1434
  store float 0.000000e+00, ptr %1435, align 4
  %1436 = add nsw i32 %j5416, 1
  br label %for.cond413, !llvm.loop !94

for.end415:                                       ; preds = %for.cond413
  %1437 = mul i32 %bx, 4
  %1438 = sext i32 %1437 to i64
  %1439 = sext i32 %i11412 to i64
  %1440 = add i64 %1438, %1439
  %1441 = icmp sle i64 0, %1440
  %1442 = mul i32 %bx, 4
  %1443 = sext i32 %1442 to i64
  %1444 = sext i32 %i11412 to i64
  %1445 = add i64 %1443, %1444
  %1446 = sext i32 %M to i64
  %1447 = icmp slt i64 %1445, %1446
  %1448 = and i1 %1441, %1447
  br i1 %1448, label %if.then417, label %if.else418

if.then417:                                       ; preds = %for.end415
  %1449 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond420

if.else418:                                       ; preds = %for.end415
  %1450 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond423

if.end419:                                        ; preds = %for.end425, %for.end422
  %1451 = sub i32 512, %tl_hi15
  br label %for.cond427

for.cond420:                                      ; preds = %for.body421, %if.then417
  %j51 = phi i32 [ 0, %if.then417 ], [ %1471, %for.body421 ]
  %1452 = icmp slt i32 %j51, %1449
  br i1 %1452, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1453 = mul i32 %bx, 4
  %1454 = add i32 %1453, %i11412
  %1455 = sext i32 %1454 to i64
  %1456 = sext i32 %N to i64
  %1457 = mul nsw i64 %1455, %1456
  %1458 = mul i32 %t, 512
  %1459 = add i32 %tl_lo14, %j51
  %1460 = add i32 %1458, %1459
  %1461 = sext i32 %1460 to i64
  %1462 = add nsw i64 %1457, %1461
  %1463 = getelementptr inbounds float, ptr %X, i64 %1462
  %1464 = load float, ptr %1463, align 4
  %1465 = sext i32 %i11412 to i64
  %1466 = mul nsw i64 %1465, 512
  %1467 = add i32 %tl_lo14, %j51
  %1468 = sext i32 %1467 to i64
  %1469 = add nsw i64 %1466, %1468
  %1470 = getelementptr inbounds float, ptr %X_f, i64 %1469
  store float %1464, ptr %1470, align 4
  %1471 = add nsw i32 %j51, 1
  br label %for.cond420, !llvm.loop !95

for.end422:                                       ; preds = %for.cond420
  br label %if.end419

for.cond423:                                      ; preds = %for.body424, %if.else418
  %j51426 = phi i32 [ 0, %if.else418 ], [ %1479, %for.body424 ]
  %1472 = icmp slt i32 %j51426, %1450
  br i1 %1472, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1473 = sext i32 %i11412 to i64
  %1474 = mul nsw i64 %1473, 512
  %1475 = add i32 %tl_lo14, %j51426
  %1476 = sext i32 %1475 to i64
  %1477 = add nsw i64 %1474, %1476
  %1478 = getelementptr inbounds float, ptr %X_f, i64 %1477
  store float 0.000000e+00, ptr %1478, align 4
  %1479 = add nsw i32 %j51426, 1
  br label %for.cond423, !llvm.loop !96

for.end425:                                       ; preds = %for.cond423
  br label %if.end419

for.cond427:                                      ; preds = %for.body428, %if.end419
  %j51430 = phi i32 [ 0, %if.end419 ], [ %1487, %for.body428 ]
  %1480 = icmp slt i32 %j51430, %1451
  br i1 %1480, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1481 = sext i32 %i11412 to i64
  %1482 = mul nsw i64 %1481, 512
  %1483 = add i32 %tl_hi15, %j51430
  %1484 = sext i32 %1483 to i64
  %1485 = add nsw i64 %1482, %1484
  %1486 = getelementptr inbounds float, ptr %X_f, i64 %1485
  store float 0.000000e+00, ptr %1486, align 4
  %1487 = add nsw i32 %j51430, 1
  br label %for.cond427, !llvm.loop !97

for.end429:                                       ; preds = %for.cond427
  %1488 = add nsw i32 %i11412, 1
  br label %for.cond409, !llvm.loop !98

if.then431:                                       ; preds = %if.end402
  br label %for.cond434

if.else432:                                       ; preds = %if.end402
  %1489 = mul i32 %t, 512
  %1490 = sext i32 %1489 to i64
  %1491 = sub i64 0, %1490
  %1492 = icmp slt i64 %1491, 0
  %1493 = mul i32 %t, 512
  %1494 = sext i32 %1493 to i64
  %1495 = sub i64 0, %1494
  %1496 = icmp sgt i64 %1495, 512
  %1497 = mul i32 %t, 512
  %1498 = sext i32 %1497 to i64
  %1499 = sub i64 0, %1498
  %1500 = select i1 %1496, i64 512, i64 %1499
  %1501 = select i1 %1492, i64 0, i64 %1500
  %tl_lo16 = trunc i64 %1501 to i32
  %1502 = sext i32 %N to i64
  %1503 = mul i32 %t, 512
  %1504 = sext i32 %1503 to i64
  %1505 = sub i64 %1502, %1504
  %1506 = icmp slt i64 %1505, 0
  %1507 = sext i32 %N to i64
  %1508 = mul i32 %t, 512
  %1509 = sext i32 %1508 to i64
  %1510 = sub i64 %1507, %1509
  %1511 = icmp sgt i64 %1510, 512
  %1512 = sext i32 %N to i64
  %1513 = mul i32 %t, 512
  %1514 = sext i32 %1513 to i64
  %1515 = sub i64 %1512, %1514
  %1516 = select i1 %1511, i64 512, i64 %1515
  %1517 = select i1 %1506, i64 0, i64 %1516
  %1518 = sext i32 %tl_lo16 to i64
  %1519 = icmp slt i64 %1517, %1518
  %1520 = sext i32 %tl_lo16 to i64
  %1521 = sext i32 %N to i64
  %1522 = mul i32 %t, 512
  %1523 = sext i32 %1522 to i64
  %1524 = sub i64 %1521, %1523
  %1525 = icmp slt i64 %1524, 0
  %1526 = sext i32 %N to i64
  %1527 = mul i32 %t, 512
  %1528 = sext i32 %1527 to i64
  %1529 = sub i64 %1526, %1528
  %1530 = icmp sgt i64 %1529, 512
  %1531 = sext i32 %N to i64
  %1532 = mul i32 %t, 512
  %1533 = sext i32 %1532 to i64
  %1534 = sub i64 %1531, %1533
  %1535 = select i1 %1530, i64 512, i64 %1534
  %1536 = select i1 %1525, i64 0, i64 %1535
  %1537 = select i1 %1519, i64 %1520, i64 %1536
  %tl_hi17 = trunc i64 %1537 to i32
  br label %for.cond438

if.end433:                                        ; preds = %for.end447, %for.end436
  br label %for.cond449

for.cond434:                                      ; preds = %for.body435, %if.then431
  %i11437 = phi i32 [ 0, %if.then431 ], [ %1546, %for.body435 ]
  %1538 = icmp slt i32 %i11437, 512
  br i1 %1538, label %for.body435, label %for.end436

for.body435:                                      ; preds = %for.cond434
  %1539 = mul i32 %t, 512
  %1540 = add i32 %1539, %i11437
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr inbounds float, ptr %W, i64 %1541
  %1543 = load float, ptr %1542, align 4
  %1544 = sext i32 %i11437 to i64
  %1545 = getelementptr inbounds float, ptr %W_f, i64 %1544
  store float %1543, ptr %1545, align 4
  %1546 = add nsw i32 %i11437, 1
  br label %for.cond434, !llvm.loop !99

for.end436:                                       ; preds = %for.cond434
  br label %if.end433

for.cond438:                                      ; preds = %for.body439, %if.else432
  %i11441 = phi i32 [ 0, %if.else432 ], [ %1550, %for.body439 ]
  %1547 = icmp slt i32 %i11441, %tl_lo16
  br i1 %1547, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %1548 = sext i32 %i11441 to i64
  %1549 = getelementptr inbounds float, ptr %W_f, i64 %1548
  store float 0.000000e+00, ptr %1549, align 4
  %1550 = add nsw i32 %i11441, 1
  br label %for.cond438, !llvm.loop !100

for.end440:                                       ; preds = %for.cond438
  %1551 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond442

for.cond442:                                      ; preds = %for.body443, %for.end440
  %i111 = phi i32 [ 0, %for.end440 ], [ %1562, %for.body443 ]
  %1552 = icmp slt i32 %i111, %1551
  br i1 %1552, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %1553 = mul i32 %t, 512
  %1554 = add i32 %tl_lo16, %i111
  %1555 = add i32 %1553, %1554
  %1556 = sext i32 %1555 to i64
  %1557 = getelementptr inbounds float, ptr %W, i64 %1556
  %1558 = load float, ptr %1557, align 4
  %1559 = add i32 %tl_lo16, %i111
  %1560 = sext i32 %1559 to i64
  %1561 = getelementptr inbounds float, ptr %W_f, i64 %1560
  store float %1558, ptr %1561, align 4
  %1562 = add nsw i32 %i111, 1
  br label %for.cond442, !llvm.loop !101

for.end444:                                       ; preds = %for.cond442
  %1563 = sub i32 512, %tl_hi17
  br label %for.cond445

for.cond445:                                      ; preds = %for.body446, %for.end444
  %i111448 = phi i32 [ 0, %for.end444 ], [ %1568, %for.body446 ]
  %1564 = icmp slt i32 %i111448, %1563
  br i1 %1564, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %1565 = add i32 %tl_hi17, %i111448
  %1566 = sext i32 %1565 to i64
  %1567 = getelementptr inbounds float, ptr %W_f, i64 %1566
  store float 0.000000e+00, ptr %1567, align 4
  %1568 = add nsw i32 %i111448, 1
  br label %for.cond445, !llvm.loop !102

for.end447:                                       ; preds = %for.cond445
  br label %if.end433

for.cond449:                                      ; preds = %for.end459, %if.end433
  %i452 = phi i32 [ 0, %if.end433 ], [ %2323, %for.end459 ]
  %1569 = icmp slt i32 %i452, 4
  br i1 %1569, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  %1570 = sext i32 %N to i64
  %1571 = sext i32 %N to i64
  %1572 = sdiv i64 %1571, 512
  %1573 = sub i64 0, %1571
  %1574 = select i1 false, i64 %1573, i64 %1572
  %1575 = srem i64 %1571, 512
  %1576 = icmp ne i64 %1575, 0
  %1577 = icmp slt i64 %1571, 0
  %1578 = icmp eq i1 %1577, false
  %1579 = and i1 %1576, %1578
  %1580 = zext i1 %1579 to i64
  %1581 = add i64 %1574, %1580
  %1582 = trunc i64 %1581 to i32
  %1583 = sub i32 %1582, 1
  %1584 = sub i32 %1583, %c399
  %1585 = mul i32 %1584, 512
  %1586 = sext i32 %1585 to i64
  %1587 = sub i64 %1570, %1586
  %1588 = icmp slt i64 %1587, 0
  %1589 = sext i32 %N to i64
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
  %1602 = sub i32 %1601, 1
  %1603 = sub i32 %1602, %c399
  %1604 = mul i32 %1603, 512
  %1605 = sext i32 %1604 to i64
  %1606 = sub i64 %1589, %1605
  %1607 = icmp sgt i64 %1606, 512
  %1608 = sext i32 %N to i64
  %1609 = sext i32 %N to i64
  %1610 = sdiv i64 %1609, 512
  %1611 = sub i64 0, %1609
  %1612 = select i1 false, i64 %1611, i64 %1610
  %1613 = srem i64 %1609, 512
  %1614 = icmp ne i64 %1613, 0
  %1615 = icmp slt i64 %1609, 0
  %1616 = icmp eq i1 %1615, false
  %1617 = and i1 %1614, %1616
  %1618 = zext i1 %1617 to i64
  %1619 = add i64 %1612, %1618
  %1620 = trunc i64 %1619 to i32
  %1621 = sub i32 %1620, 1
  %1622 = sub i32 %1621, %c399
  %1623 = mul i32 %1622, 512
  %1624 = sext i32 %1623 to i64
  %1625 = sub i64 %1608, %1624
  %1626 = select i1 %1607, i64 512, i64 %1625
  %1627 = select i1 %1588, i64 0, i64 %1626
  %1628 = sext i32 %N to i64
  %1629 = sdiv i64 %1628, 512
  %1630 = sub i64 0, %1628
  %1631 = select i1 false, i64 %1630, i64 %1629
  %1632 = srem i64 %1628, 512
  %1633 = icmp ne i64 %1632, 0
  %1634 = icmp slt i64 %1628, 0
  %1635 = icmp eq i1 %1634, false
  %1636 = and i1 %1633, %1635
  %1637 = zext i1 %1636 to i64
  %1638 = add i64 %1631, %1637
  %1639 = trunc i64 %1638 to i32
  %1640 = sub i32 %1639, 1
  %1641 = sub i32 %1640, %c399
  %1642 = mul i32 %1641, 512
  %1643 = sext i32 %1642 to i64
  %1644 = sub i64 0, %1643
  %1645 = icmp slt i64 %1644, 0
  %1646 = sext i32 %N to i64
  %1647 = sdiv i64 %1646, 512
  %1648 = sub i64 0, %1646
  %1649 = select i1 false, i64 %1648, i64 %1647
  %1650 = srem i64 %1646, 512
  %1651 = icmp ne i64 %1650, 0
  %1652 = icmp slt i64 %1646, 0
  %1653 = icmp eq i1 %1652, false
  %1654 = and i1 %1651, %1653
  %1655 = zext i1 %1654 to i64
  %1656 = add i64 %1649, %1655
  %1657 = trunc i64 %1656 to i32
  %1658 = sub i32 %1657, 1
  %1659 = sub i32 %1658, %c399
  %1660 = mul i32 %1659, 512
  %1661 = sext i32 %1660 to i64
  %1662 = sub i64 0, %1661
  %1663 = icmp sgt i64 %1662, 512
  %1664 = sext i32 %N to i64
  %1665 = sdiv i64 %1664, 512
  %1666 = sub i64 0, %1664
  %1667 = select i1 false, i64 %1666, i64 %1665
  %1668 = srem i64 %1664, 512
  %1669 = icmp ne i64 %1668, 0
  %1670 = icmp slt i64 %1664, 0
  %1671 = icmp eq i1 %1670, false
  %1672 = and i1 %1669, %1671
  %1673 = zext i1 %1672 to i64
  %1674 = add i64 %1667, %1673
  %1675 = trunc i64 %1674 to i32
  %1676 = sub i32 %1675, 1
  %1677 = sub i32 %1676, %c399
  %1678 = mul i32 %1677, 512
  %1679 = sext i32 %1678 to i64
  %1680 = sub i64 0, %1679
  %1681 = select i1 %1663, i64 512, i64 %1680
  %1682 = select i1 %1645, i64 0, i64 %1681
  %1683 = trunc i64 %1682 to i32
  %1684 = sext i32 %1683 to i64
  %1685 = icmp slt i64 %1627, %1684
  %1686 = sext i32 %N to i64
  %1687 = sdiv i64 %1686, 512
  %1688 = sub i64 0, %1686
  %1689 = select i1 false, i64 %1688, i64 %1687
  %1690 = srem i64 %1686, 512
  %1691 = icmp ne i64 %1690, 0
  %1692 = icmp slt i64 %1686, 0
  %1693 = icmp eq i1 %1692, false
  %1694 = and i1 %1691, %1693
  %1695 = zext i1 %1694 to i64
  %1696 = add i64 %1689, %1695
  %1697 = trunc i64 %1696 to i32
  %1698 = sub i32 %1697, 1
  %1699 = sub i32 %1698, %c399
  %1700 = mul i32 %1699, 512
  %1701 = sext i32 %1700 to i64
  %1702 = sub i64 0, %1701
  %1703 = icmp slt i64 %1702, 0
  %1704 = sext i32 %N to i64
  %1705 = sdiv i64 %1704, 512
  %1706 = sub i64 0, %1704
  %1707 = select i1 false, i64 %1706, i64 %1705
  %1708 = srem i64 %1704, 512
  %1709 = icmp ne i64 %1708, 0
  %1710 = icmp slt i64 %1704, 0
  %1711 = icmp eq i1 %1710, false
  %1712 = and i1 %1709, %1711
  %1713 = zext i1 %1712 to i64
  %1714 = add i64 %1707, %1713
  %1715 = trunc i64 %1714 to i32
  %1716 = sub i32 %1715, 1
  %1717 = sub i32 %1716, %c399
  %1718 = mul i32 %1717, 512
  %1719 = sext i32 %1718 to i64
  %1720 = sub i64 0, %1719
  %1721 = icmp sgt i64 %1720, 512
  %1722 = sext i32 %N to i64
  %1723 = sdiv i64 %1722, 512
  %1724 = sub i64 0, %1722
  %1725 = select i1 false, i64 %1724, i64 %1723
  %1726 = srem i64 %1722, 512
  %1727 = icmp ne i64 %1726, 0
  %1728 = icmp slt i64 %1722, 0
  %1729 = icmp eq i1 %1728, false
  %1730 = and i1 %1727, %1729
  %1731 = zext i1 %1730 to i64
  %1732 = add i64 %1725, %1731
  %1733 = trunc i64 %1732 to i32
  %1734 = sub i32 %1733, 1
  %1735 = sub i32 %1734, %c399
  %1736 = mul i32 %1735, 512
  %1737 = sext i32 %1736 to i64
  %1738 = sub i64 0, %1737
  %1739 = select i1 %1721, i64 512, i64 %1738
  %1740 = select i1 %1703, i64 0, i64 %1739
  %1741 = trunc i64 %1740 to i32
  %1742 = sext i32 %1741 to i64
  %1743 = sext i32 %N to i64
  %1744 = sext i32 %N to i64
  %1745 = sdiv i64 %1744, 512
  %1746 = sub i64 0, %1744
  %1747 = select i1 false, i64 %1746, i64 %1745
  %1748 = srem i64 %1744, 512
  %1749 = icmp ne i64 %1748, 0
  %1750 = icmp slt i64 %1744, 0
  %1751 = icmp eq i1 %1750, false
  %1752 = and i1 %1749, %1751
  %1753 = zext i1 %1752 to i64
  %1754 = add i64 %1747, %1753
  %1755 = trunc i64 %1754 to i32
  %1756 = sub i32 %1755, 1
  %1757 = sub i32 %1756, %c399
  %1758 = mul i32 %1757, 512
  %1759 = sext i32 %1758 to i64
  %1760 = sub i64 %1743, %1759
  %1761 = icmp slt i64 %1760, 0
  %1762 = sext i32 %N to i64
  %1763 = sext i32 %N to i64
  %1764 = sdiv i64 %1763, 512
  %1765 = sub i64 0, %1763
  %1766 = select i1 false, i64 %1765, i64 %1764
  %1767 = srem i64 %1763, 512
  %1768 = icmp ne i64 %1767, 0
  %1769 = icmp slt i64 %1763, 0
  %1770 = icmp eq i1 %1769, false
  %1771 = and i1 %1768, %1770
  %1772 = zext i1 %1771 to i64
  %1773 = add i64 %1766, %1772
  %1774 = trunc i64 %1773 to i32
  %1775 = sub i32 %1774, 1
  %1776 = sub i32 %1775, %c399
  %1777 = mul i32 %1776, 512
  %1778 = sext i32 %1777 to i64
  %1779 = sub i64 %1762, %1778
  %1780 = icmp sgt i64 %1779, 512
  %1781 = sext i32 %N to i64
  %1782 = sext i32 %N to i64
  %1783 = sdiv i64 %1782, 512
  %1784 = sub i64 0, %1782
  %1785 = select i1 false, i64 %1784, i64 %1783
  %1786 = srem i64 %1782, 512
  %1787 = icmp ne i64 %1786, 0
  %1788 = icmp slt i64 %1782, 0
  %1789 = icmp eq i1 %1788, false
  %1790 = and i1 %1787, %1789
  %1791 = zext i1 %1790 to i64
  %1792 = add i64 %1785, %1791
  %1793 = trunc i64 %1792 to i32
  %1794 = sub i32 %1793, 1
  %1795 = sub i32 %1794, %c399
  %1796 = mul i32 %1795, 512
  %1797 = sext i32 %1796 to i64
  %1798 = sub i64 %1781, %1797
  %1799 = select i1 %1780, i64 512, i64 %1798
  %1800 = select i1 %1761, i64 0, i64 %1799
  %1801 = select i1 %1685, i64 %1742, i64 %1800
  %1802 = trunc i64 %1801 to i32
  %1803 = icmp slt i32 %1802, 0
  %1804 = sext i32 %N to i64
  %1805 = sext i32 %N to i64
  %1806 = sdiv i64 %1805, 512
  %1807 = sub i64 0, %1805
  %1808 = select i1 false, i64 %1807, i64 %1806
  %1809 = srem i64 %1805, 512
  %1810 = icmp ne i64 %1809, 0
  %1811 = icmp slt i64 %1805, 0
  %1812 = icmp eq i1 %1811, false
  %1813 = and i1 %1810, %1812
  %1814 = zext i1 %1813 to i64
  %1815 = add i64 %1808, %1814
  %1816 = trunc i64 %1815 to i32
  %1817 = sub i32 %1816, 1
  %1818 = sub i32 %1817, %c399
  %1819 = mul i32 %1818, 512
  %1820 = sext i32 %1819 to i64
  %1821 = sub i64 %1804, %1820
  %1822 = icmp slt i64 %1821, 0
  %1823 = sext i32 %N to i64
  %1824 = sext i32 %N to i64
  %1825 = sdiv i64 %1824, 512
  %1826 = sub i64 0, %1824
  %1827 = select i1 false, i64 %1826, i64 %1825
  %1828 = srem i64 %1824, 512
  %1829 = icmp ne i64 %1828, 0
  %1830 = icmp slt i64 %1824, 0
  %1831 = icmp eq i1 %1830, false
  %1832 = and i1 %1829, %1831
  %1833 = zext i1 %1832 to i64
  %1834 = add i64 %1827, %1833
  %1835 = trunc i64 %1834 to i32
  %1836 = sub i32 %1835, 1
  %1837 = sub i32 %1836, %c399
  %1838 = mul i32 %1837, 512
  %1839 = sext i32 %1838 to i64
  %1840 = sub i64 %1823, %1839
  %1841 = icmp sgt i64 %1840, 512
  %1842 = sext i32 %N to i64
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
  %1855 = sub i32 %1854, 1
  %1856 = sub i32 %1855, %c399
  %1857 = mul i32 %1856, 512
  %1858 = sext i32 %1857 to i64
  %1859 = sub i64 %1842, %1858
  %1860 = select i1 %1841, i64 512, i64 %1859
  %1861 = select i1 %1822, i64 0, i64 %1860
  %1862 = sext i32 %N to i64
  %1863 = sdiv i64 %1862, 512
  %1864 = sub i64 0, %1862
  %1865 = select i1 false, i64 %1864, i64 %1863
  %1866 = srem i64 %1862, 512
  %1867 = icmp ne i64 %1866, 0
  %1868 = icmp slt i64 %1862, 0
  %1869 = icmp eq i1 %1868, false
  %1870 = and i1 %1867, %1869
  %1871 = zext i1 %1870 to i64
  %1872 = add i64 %1865, %1871
  %1873 = trunc i64 %1872 to i32
  %1874 = sub i32 %1873, 1
  %1875 = sub i32 %1874, %c399
  %1876 = mul i32 %1875, 512
  %1877 = sext i32 %1876 to i64
  %1878 = sub i64 0, %1877
  %1879 = icmp slt i64 %1878, 0
  %1880 = sext i32 %N to i64
  %1881 = sdiv i64 %1880, 512
  %1882 = sub i64 0, %1880
  %1883 = select i1 false, i64 %1882, i64 %1881
  %1884 = srem i64 %1880, 512
  %1885 = icmp ne i64 %1884, 0
  %1886 = icmp slt i64 %1880, 0
  %1887 = icmp eq i1 %1886, false
  %1888 = and i1 %1885, %1887
  %1889 = zext i1 %1888 to i64
  %1890 = add i64 %1883, %1889
  %1891 = trunc i64 %1890 to i32
  %1892 = sub i32 %1891, 1
  %1893 = sub i32 %1892, %c399
  %1894 = mul i32 %1893, 512
  %1895 = sext i32 %1894 to i64
  %1896 = sub i64 0, %1895
  %1897 = icmp sgt i64 %1896, 512
  %1898 = sext i32 %N to i64
  %1899 = sdiv i64 %1898, 512
  %1900 = sub i64 0, %1898
  %1901 = select i1 false, i64 %1900, i64 %1899
  %1902 = srem i64 %1898, 512
  %1903 = icmp ne i64 %1902, 0
  %1904 = icmp slt i64 %1898, 0
  %1905 = icmp eq i1 %1904, false
  %1906 = and i1 %1903, %1905
  %1907 = zext i1 %1906 to i64
  %1908 = add i64 %1901, %1907
  %1909 = trunc i64 %1908 to i32
  %1910 = sub i32 %1909, 1
  %1911 = sub i32 %1910, %c399
  %1912 = mul i32 %1911, 512
  %1913 = sext i32 %1912 to i64
  %1914 = sub i64 0, %1913
  %1915 = select i1 %1897, i64 512, i64 %1914
  %1916 = select i1 %1879, i64 0, i64 %1915
  %1917 = trunc i64 %1916 to i32
  %1918 = sext i32 %1917 to i64
  %1919 = icmp slt i64 %1861, %1918
  %1920 = sext i32 %N to i64
  %1921 = sdiv i64 %1920, 512
  %1922 = sub i64 0, %1920
  %1923 = select i1 false, i64 %1922, i64 %1921
  %1924 = srem i64 %1920, 512
  %1925 = icmp ne i64 %1924, 0
  %1926 = icmp slt i64 %1920, 0
  %1927 = icmp eq i1 %1926, false
  %1928 = and i1 %1925, %1927
  %1929 = zext i1 %1928 to i64
  %1930 = add i64 %1923, %1929
  %1931 = trunc i64 %1930 to i32
  %1932 = sub i32 %1931, 1
  %1933 = sub i32 %1932, %c399
  %1934 = mul i32 %1933, 512
  %1935 = sext i32 %1934 to i64
  %1936 = sub i64 0, %1935
  %1937 = icmp slt i64 %1936, 0
  %1938 = sext i32 %N to i64
  %1939 = sdiv i64 %1938, 512
  %1940 = sub i64 0, %1938
  %1941 = select i1 false, i64 %1940, i64 %1939
  %1942 = srem i64 %1938, 512
  %1943 = icmp ne i64 %1942, 0
  %1944 = icmp slt i64 %1938, 0
  %1945 = icmp eq i1 %1944, false
  %1946 = and i1 %1943, %1945
  %1947 = zext i1 %1946 to i64
  %1948 = add i64 %1941, %1947
  %1949 = trunc i64 %1948 to i32
  %1950 = sub i32 %1949, 1
  %1951 = sub i32 %1950, %c399
  %1952 = mul i32 %1951, 512
  %1953 = sext i32 %1952 to i64
  %1954 = sub i64 0, %1953
  %1955 = icmp sgt i64 %1954, 512
  %1956 = sext i32 %N to i64
  %1957 = sdiv i64 %1956, 512
  %1958 = sub i64 0, %1956
  %1959 = select i1 false, i64 %1958, i64 %1957
  %1960 = srem i64 %1956, 512
  %1961 = icmp ne i64 %1960, 0
  %1962 = icmp slt i64 %1956, 0
  %1963 = icmp eq i1 %1962, false
  %1964 = and i1 %1961, %1963
  %1965 = zext i1 %1964 to i64
  %1966 = add i64 %1959, %1965
  %1967 = trunc i64 %1966 to i32
  %1968 = sub i32 %1967, 1
  %1969 = sub i32 %1968, %c399
  %1970 = mul i32 %1969, 512
  %1971 = sext i32 %1970 to i64
  %1972 = sub i64 0, %1971
  %1973 = select i1 %1955, i64 512, i64 %1972
  %1974 = select i1 %1937, i64 0, i64 %1973
  %1975 = trunc i64 %1974 to i32
  %1976 = sext i32 %1975 to i64
  %1977 = sext i32 %N to i64
  %1978 = sext i32 %N to i64
  %1979 = sdiv i64 %1978, 512
  %1980 = sub i64 0, %1978
  %1981 = select i1 false, i64 %1980, i64 %1979
  %1982 = srem i64 %1978, 512
  %1983 = icmp ne i64 %1982, 0
  %1984 = icmp slt i64 %1978, 0
  %1985 = icmp eq i1 %1984, false
  %1986 = and i1 %1983, %1985
  %1987 = zext i1 %1986 to i64
  %1988 = add i64 %1981, %1987
  %1989 = trunc i64 %1988 to i32
  %1990 = sub i32 %1989, 1
  %1991 = sub i32 %1990, %c399
  %1992 = mul i32 %1991, 512
  %1993 = sext i32 %1992 to i64
  %1994 = sub i64 %1977, %1993
  %1995 = icmp slt i64 %1994, 0
  %1996 = sext i32 %N to i64
  %1997 = sext i32 %N to i64
  %1998 = sdiv i64 %1997, 512
  %1999 = sub i64 0, %1997
  %2000 = select i1 false, i64 %1999, i64 %1998
  %2001 = srem i64 %1997, 512
  %2002 = icmp ne i64 %2001, 0
  %2003 = icmp slt i64 %1997, 0
  %2004 = icmp eq i1 %2003, false
  %2005 = and i1 %2002, %2004
  %2006 = zext i1 %2005 to i64
  %2007 = add i64 %2000, %2006
  %2008 = trunc i64 %2007 to i32
  %2009 = sub i32 %2008, 1
  %2010 = sub i32 %2009, %c399
  %2011 = mul i32 %2010, 512
  %2012 = sext i32 %2011 to i64
  %2013 = sub i64 %1996, %2012
  %2014 = icmp sgt i64 %2013, 512
  %2015 = sext i32 %N to i64
  %2016 = sext i32 %N to i64
  %2017 = sdiv i64 %2016, 512
  %2018 = sub i64 0, %2016
  %2019 = select i1 false, i64 %2018, i64 %2017
  %2020 = srem i64 %2016, 512
  %2021 = icmp ne i64 %2020, 0
  %2022 = icmp slt i64 %2016, 0
  %2023 = icmp eq i1 %2022, false
  %2024 = and i1 %2021, %2023
  %2025 = zext i1 %2024 to i64
  %2026 = add i64 %2019, %2025
  %2027 = trunc i64 %2026 to i32
  %2028 = sub i32 %2027, 1
  %2029 = sub i32 %2028, %c399
  %2030 = mul i32 %2029, 512
  %2031 = sext i32 %2030 to i64
  %2032 = sub i64 %2015, %2031
  %2033 = select i1 %2014, i64 512, i64 %2032
  %2034 = select i1 %1995, i64 0, i64 %2033
  %2035 = select i1 %1919, i64 %1976, i64 %2034
  %2036 = trunc i64 %2035 to i32
  %2037 = icmp sgt i32 %2036, 512
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
  %2052 = sub i32 %2051, %c399
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
  %2071 = sub i32 %2070, %c399
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
  %2090 = sub i32 %2089, %c399
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
  %2109 = sub i32 %2108, %c399
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
  %2127 = sub i32 %2126, %c399
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
  %2145 = sub i32 %2144, %c399
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
  %2167 = sub i32 %2166, %c399
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
  %2185 = sub i32 %2184, %c399
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
  %2203 = sub i32 %2202, %c399
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
  %2225 = sub i32 %2224, %c399
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
  %2244 = sub i32 %2243, %c399
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
  %2263 = sub i32 %2262, %c399
  %2264 = mul i32 %2263, 512
  %2265 = sext i32 %2264 to i64
  %2266 = sub i64 %2249, %2265
  %2267 = select i1 %2248, i64 512, i64 %2266
  %2268 = select i1 %2229, i64 0, i64 %2267
  %2269 = select i1 %2153, i64 %2210, i64 %2268
  %2270 = trunc i64 %2269 to i32
  %2271 = select i1 %2037, i32 512, i32 %2270
  %tl_cols9 = select i1 %1803, i32 0, i32 %2271
  br label %for.cond453

for.end451:                                       ; preds = %for.cond449
  %2272 = mul i32 %bx, 4
  %2273 = icmp sle i32 0, %2272
  %2274 = mul i32 %bx, 4
  %2275 = sext i32 %2274 to i64
  %2276 = add i64 %2275, 4
  %2277 = sext i32 %M to i64
  %2278 = icmp sle i64 %2276, %2277
  %2279 = and i1 %2273, %2278
  %2280 = mul i32 %t, 512
  %2281 = icmp sle i32 0, %2280
  %2282 = mul i32 %t, 512
  %2283 = sext i32 %2282 to i64
  %2284 = add i64 %2283, 512
  %2285 = sext i32 %N to i64
  %2286 = icmp sle i64 %2284, %2285
  %2287 = and i1 %2281, %2286
  %2288 = and i1 %2279, %2287
  br i1 %2288, label %if.then460, label %if.else461

for.cond453:                                      ; preds = %for.body454, %for.body450
  %j456 = phi i32 [ 0, %for.body450 ], [ %2309, %for.body454 ]
  %2289 = icmp slt i32 %j456, %tl_cols9
  br i1 %2289, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %2290 = sext i32 %i452 to i64
  %2291 = mul nsw i64 %2290, 512
  %2292 = sext i32 %j456 to i64
  %2293 = add nsw i64 %2291, %2292
  %2294 = getelementptr inbounds float, ptr %X_f, i64 %2293
  %2295 = load float, ptr %2294, align 4
  %2296 = sext i32 %i452 to i64
  %2297 = getelementptr inbounds float, ptr %ss, i64 %2296
  %2298 = load float, ptr %2297, align 4
  %2299 = fmul float %2295, %2298
  %2300 = sext i32 %j456 to i64
  %2301 = getelementptr inbounds float, ptr %W_f, i64 %2300
  %2302 = load float, ptr %2301, align 4
  %2303 = fmul float %2299, %2302
  %2304 = sext i32 %i452 to i64
  %2305 = mul nsw i64 %2304, 512
  %2306 = sext i32 %j456 to i64
  %2307 = add nsw i64 %2305, %2306
  %2308 = getelementptr inbounds float, ptr %X_f, i64 %2307
  store float %2303, ptr %2308, align 4
  %2309 = add nsw i32 %j456, 1
  br label %for.cond453, !llvm.loop !103

for.end455:                                       ; preds = %for.cond453
  %2310 = sext i32 %i452 to i64
  %2311 = getelementptr inbounds float, ptr %ss, i64 %2310
  %2312 = load float, ptr %2311, align 4
  %2313 = fmul float 0.000000e+00, %2312
  %tl_col11 = fmul float %2313, 0.000000e+00
  %2314 = sub i32 512, %tl_cols9
  br label %for.cond457

for.cond457:                                      ; preds = %for.body458, %for.end455
  %j10 = phi i32 [ 0, %for.end455 ], [ %2322, %for.body458 ]
  %2315 = icmp slt i32 %j10, %2314
  br i1 %2315, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  %2316 = sext i32 %i452 to i64
  %2317 = mul nsw i64 %2316, 512
  %2318 = add i32 %tl_cols9, %j10
  %2319 = sext i32 %2318 to i64
  %2320 = add nsw i64 %2317, %2319
  %2321 = getelementptr inbounds float, ptr %X_f, i64 %2320
  store float %tl_col11, ptr %2321, align 4
  %2322 = add nsw i32 %j10, 1
  br label %for.cond457, !llvm.loop !104

for.end459:                                       ; preds = %for.cond457
  %2323 = add nsw i32 %i452, 1
  br label %for.cond449, !llvm.loop !105

if.then460:                                       ; preds = %for.end451
  br label %for.cond463

if.else461:                                       ; preds = %for.end451
  br label %for.cond474

if.end462:                                        ; preds = %for.end476, %for.end465
  %2324 = add nsw i32 %c399, 1
  br label %for.cond396, !llvm.loop !106

for.cond463:                                      ; preds = %if.end469, %if.then460
  %i11466 = phi i32 [ 0, %if.then460 ], [ %2344, %if.end469 ]
  %2325 = icmp slt i32 %i11466, 4
  br i1 %2325, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  %2326 = sext i32 %M to i64
  %2327 = sext i32 %N to i64
  %2328 = mul i64 %2326, %2327
  %2329 = icmp sge i64 %2328, 8388608
  br i1 %2329, label %if.then467, label %if.else468

for.end465:                                       ; preds = %for.cond463
  br label %if.end462

if.then467:                                       ; preds = %for.body464
  %2330 = mul i32 %bx, 4
  %2331 = add i32 %2330, %i11466
  %2332 = sext i32 %2331 to i64
  %2333 = sext i32 %N to i64
  %2334 = mul nsw i64 %2332, %2333
  %2335 = mul i32 %t, 512
  %2336 = add i32 %2335, 0
  %2337 = sext i32 %2336 to i64
  %2338 = add nsw i64 %2334, %2337
  %2339 = getelementptr inbounds float, ptr %Y, i64 %2338
  %2340 = sext i32 %i11466 to i64
  %2341 = mul nsw i64 %2340, 512
  %2342 = add nsw i64 %2341, 0
  %2343 = getelementptr inbounds float, ptr %X_f, i64 %2342
  call void @tilec_rt_stream(ptr %2339, ptr %2343, i64 2048)
  br label %if.end469

if.else468:                                       ; preds = %for.body464
  br label %for.cond470

if.end469:                                        ; preds = %for.end472, %if.then467
  %2344 = add nsw i32 %i11466, 1
  br label %for.cond463, !llvm.loop !107

for.cond470:                                      ; preds = %for.body471, %if.else468
  %j5473 = phi i32 [ 0, %if.else468 ], [ %2362, %for.body471 ]
  %2345 = icmp slt i32 %j5473, 512
  br i1 %2345, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %2346 = sext i32 %i11466 to i64
  %2347 = mul nsw i64 %2346, 512
  %2348 = sext i32 %j5473 to i64
  %2349 = add nsw i64 %2347, %2348
  %2350 = getelementptr inbounds float, ptr %X_f, i64 %2349
  %2351 = load float, ptr %2350, align 4
  %2352 = mul i32 %bx, 4
  %2353 = add i32 %2352, %i11466
  %2354 = sext i32 %2353 to i64
  %2355 = sext i32 %N to i64
  %2356 = mul nsw i64 %2354, %2355
  %2357 = mul i32 %t, 512
  %2358 = add i32 %2357, %j5473
  %2359 = sext i32 %2358 to i64
  %2360 = add nsw i64 %2356, %2359
  %2361 = getelementptr inbounds float, ptr %Y, i64 %2360
  store float %2351, ptr %2361, align 4
  %2362 = add nsw i32 %j5473, 1
  br label %for.cond470, !llvm.loop !108

for.end472:                                       ; preds = %for.cond470
  br label %if.end469

for.cond474:                                      ; preds = %for.end480, %if.else461
  %i11477 = phi i32 [ 0, %if.else461 ], [ %2390, %for.end480 ]
  %2363 = icmp slt i32 %i11477, 4
  br i1 %2363, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  br label %for.cond478

for.end476:                                       ; preds = %for.cond474
  br label %if.end462

for.cond478:                                      ; preds = %if.end484, %for.body475
  %j5481 = phi i32 [ 0, %for.body475 ], [ %2407, %if.end484 ]
  %2364 = icmp slt i32 %j5481, 512
  br i1 %2364, label %for.body479, label %for.end480

for.body479:                                      ; preds = %for.cond478
  %2365 = mul i32 %bx, 4
  %2366 = sext i32 %2365 to i64
  %2367 = sext i32 %i11477 to i64
  %2368 = add i64 %2366, %2367
  %2369 = icmp sle i64 0, %2368
  %2370 = mul i32 %bx, 4
  %2371 = sext i32 %2370 to i64
  %2372 = sext i32 %i11477 to i64
  %2373 = add i64 %2371, %2372
  %2374 = sext i32 %M to i64
  %2375 = icmp slt i64 %2373, %2374
  %2376 = and i1 %2369, %2375
  %2377 = mul i32 %t, 512
  %2378 = sext i32 %2377 to i64
  %2379 = sext i32 %j5481 to i64
  %2380 = add i64 %2378, %2379
  %2381 = icmp sle i64 0, %2380
  %2382 = mul i32 %t, 512
  %2383 = sext i32 %2382 to i64
  %2384 = sext i32 %j5481 to i64
  %2385 = add i64 %2383, %2384
  %2386 = sext i32 %N to i64
  %2387 = icmp slt i64 %2385, %2386
  %2388 = and i1 %2381, %2387
  %2389 = and i1 %2376, %2388
  br i1 %2389, label %if.then482, label %if.else483

for.end480:                                       ; preds = %for.cond478
  %2390 = add nsw i32 %i11477, 1
  br label %for.cond474, !llvm.loop !109

if.then482:                                       ; preds = %for.body479
  %2391 = sext i32 %i11477 to i64
  %2392 = mul nsw i64 %2391, 512
  %2393 = sext i32 %j5481 to i64
  %2394 = add nsw i64 %2392, %2393
  %2395 = getelementptr inbounds float, ptr %X_f, i64 %2394
  %2396 = load float, ptr %2395, align 4
  %2397 = mul i32 %bx, 4
  %2398 = add i32 %2397, %i11477
  %2399 = sext i32 %2398 to i64
  %2400 = sext i32 %N to i64
  %2401 = mul nsw i64 %2399, %2400
  %2402 = mul i32 %t, 512
  %2403 = add i32 %2402, %j5481
  %2404 = sext i32 %2403 to i64
  %2405 = add nsw i64 %2401, %2404
  %2406 = getelementptr inbounds float, ptr %Y, i64 %2405
  store float %2396, ptr %2406, align 4
  br label %if.end484

if.else483:                                       ; preds = %for.body479
  br label %if.end484

if.end484:                                        ; preds = %if.else483, %if.then482
  %2407 = add nsw i32 %j5481, 1
  br label %for.cond478, !llvm.loop !110
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

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
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
