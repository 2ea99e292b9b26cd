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
  br label %for.cond335

if.end217:                                        ; preds = %for.end410, %for.end233
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

for.cond231:                                      ; preds = %if.end309, %if.end220
  %r = phi i32 [ 0, %if.end220 ], [ %982, %if.end309 ]
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
  br label %for.cond250

if.end236:                                        ; preds = %for.end252, %for.end239
  br label %for.cond268

for.cond237:                                      ; preds = %for.end249, %if.then234
  %i9240 = phi i32 [ 0, %if.then234 ], [ %775, %for.end249 ]
  %742 = icmp slt i32 %i9240, 1
  br i1 %742, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %743 = add i32 %r, 1
  %744 = icmp slt i32 %743, 4
  br i1 %744, label %if.then241, label %if.else242

for.end239:                                       ; preds = %for.cond237
  br label %if.end236

if.then241:                                       ; preds = %for.body238
  br label %for.cond244

if.else242:                                       ; preds = %for.body238
  br label %if.end243

if.end243:                                        ; preds = %if.else242, %for.end246
  br label %for.cond247

for.cond244:                                      ; preds = %for.body245, %if.then241
  %pf = phi i32 [ 0, %if.then241 ], [ %757, %for.body245 ]
  %745 = icmp slt i32 %pf, 256
  br i1 %745, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %746 = mul i32 %bx, 4
  %747 = add i32 %r, 1
  %748 = add i32 %746, %747
  %749 = add i32 %748, %i9240
  %750 = sext i32 %749 to i64
  %751 = sext i32 %N to i64
  %752 = mul i64 %750, %751
  %753 = mul i32 %pf, 16
  %754 = sext i32 %753 to i64
  %755 = add i64 %752, %754
  %756 = getelementptr float, ptr %X, i64 %755
  call void @llvm.prefetch.p0(ptr %756, i32 0, i32 0, i32 1)
  %757 = add nsw i32 %pf, 1
  br label %for.cond244, !llvm.loop !53

for.end246:                                       ; preds = %for.cond244
  br label %if.end243

for.cond247:                                      ; preds = %for.body248, %if.end243
  %j3 = phi i32 [ 0, %if.end243 ], [ %774, %for.body248 ]
  %758 = icmp slt i32 %j3, 4096
  br i1 %758, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %759 = mul i32 %bx, 4
  %760 = add i32 %759, %r
  %761 = add i32 %760, %i9240
  %762 = sext i32 %761 to i64
  %763 = sext i32 %N to i64
  %764 = mul nsw i64 %762, %763
  %765 = sext i32 %j3 to i64
  %766 = add nsw i64 %764, %765
  %767 = getelementptr inbounds float, ptr %X, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = sext i32 %i9240 to i64
  %770 = mul nsw i64 %769, 4096
  %771 = sext i32 %j3 to i64
  %772 = add nsw i64 %770, %771
  %773 = getelementptr inbounds float, ptr %X_r, i64 %772
  store float %768, ptr %773, align 4
  %774 = add nsw i32 %j3, 1
  br label %for.cond247, !llvm.loop !54

for.end249:                                       ; preds = %for.cond247
  %775 = add nsw i32 %i9240, 1
  br label %for.cond237, !llvm.loop !55

for.cond250:                                      ; preds = %for.end267, %if.else235
  %i9253 = phi i32 [ 0, %if.else235 ], [ %831, %for.end267 ]
  %776 = icmp slt i32 %i9253, 1
  br i1 %776, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %777 = sext i32 %N to i64
  %778 = icmp slt i64 %777, 0
  %779 = sext i32 %N to i64
  %780 = icmp sgt i64 %779, 4096
  %781 = sext i32 %N to i64
  %782 = select i1 %780, i64 4096, i64 %781
  %783 = select i1 %778, i64 0, i64 %782
  %tl_hi9 = trunc i64 %783 to i32
  %784 = mul i32 %bx, 4
  %785 = add i32 %784, %r
  %786 = sext i32 %785 to i64
  %787 = sext i32 %i9253 to i64
  %788 = add i64 %786, %787
  %789 = icmp sle i64 0, %788
  %790 = mul i32 %bx, 4
  %791 = add i32 %790, %r
  %792 = sext i32 %791 to i64
  %793 = sext i32 %i9253 to i64
  %794 = add i64 %792, %793
  %795 = sext i32 %M to i64
  %796 = icmp slt i64 %794, %795
  %797 = and i1 %789, %796
  br i1 %797, label %if.then254, label %if.else255

for.end252:                                       ; preds = %for.cond250
  br label %if.end236

if.then254:                                       ; preds = %for.body251
  br label %for.cond257

if.else255:                                       ; preds = %for.body251
  br label %for.cond261

if.end256:                                        ; preds = %for.end263, %for.end259
  %798 = sub i32 4096, %tl_hi9
  br label %for.cond265

for.cond257:                                      ; preds = %for.body258, %if.then254
  %j3260 = phi i32 [ 0, %if.then254 ], [ %815, %for.body258 ]
  %799 = icmp slt i32 %j3260, %tl_hi9
  br i1 %799, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %800 = mul i32 %bx, 4
  %801 = add i32 %800, %r
  %802 = add i32 %801, %i9253
  %803 = sext i32 %802 to i64
  %804 = sext i32 %N to i64
  %805 = mul nsw i64 %803, %804
  %806 = sext i32 %j3260 to i64
  %807 = add nsw i64 %805, %806
  %808 = getelementptr inbounds float, ptr %X, i64 %807
  %809 = load float, ptr %808, align 4
  %810 = sext i32 %i9253 to i64
  %811 = mul nsw i64 %810, 4096
  %812 = sext i32 %j3260 to i64
  %813 = add nsw i64 %811, %812
  %814 = getelementptr inbounds float, ptr %X_r, i64 %813
  store float %809, ptr %814, align 4
  %815 = add nsw i32 %j3260, 1
  br label %for.cond257, !llvm.loop !56

for.end259:                                       ; preds = %for.cond257
  br label %if.end256

for.cond261:                                      ; preds = %for.body262, %if.else255
  %j3264 = phi i32 [ 0, %if.else255 ], [ %822, %for.body262 ]
  %816 = icmp slt i32 %j3264, %tl_hi9
  br i1 %816, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %817 = sext i32 %i9253 to i64
  %818 = mul nsw i64 %817, 4096
  %819 = sext i32 %j3264 to i64
  %820 = add nsw i64 %818, %819
  %821 = getelementptr inbounds float, ptr %X_r, i64 %820
  store float 0.000000e+00, ptr %821, align 4
  %822 = add nsw i32 %j3264, 1
  br label %for.cond261, !llvm.loop !57

for.end263:                                       ; preds = %for.cond261
  br label %if.end256

for.cond265:                                      ; preds = %for.body266, %if.end256
  %j31 = phi i32 [ 0, %if.end256 ], [ %830, %for.body266 ]
  %823 = icmp slt i32 %j31, %798
  br i1 %823, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %824 = sext i32 %i9253 to i64
  %825 = mul nsw i64 %824, 4096
  %826 = add i32 %tl_hi9, %j31
  %827 = sext i32 %826 to i64
  %828 = add nsw i64 %825, %827
  %829 = getelementptr inbounds float, ptr %X_r, i64 %828
  store float 0.000000e+00, ptr %829, align 4
  %830 = add nsw i32 %j31, 1
  br label %for.cond265, !llvm.loop !58

for.end267:                                       ; preds = %for.cond265
  %831 = add nsw i32 %i9253, 1
  br label %for.cond250, !llvm.loop !59

for.cond268:                                      ; preds = %for.end278, %if.end236
  %i271 = phi i32 [ 0, %if.end236 ], [ %869, %for.end278 ]
  %832 = icmp slt i32 %i271, 1
  br i1 %832, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  %833 = sext i32 %N to i64
  %834 = icmp slt i64 %833, 0
  %835 = sext i32 %N to i64
  %836 = icmp sgt i64 %835, 4096
  %837 = sext i32 %N to i64
  %838 = select i1 %836, i64 4096, i64 %837
  %839 = select i1 %834, i64 0, i64 %838
  %tl_hi10 = trunc i64 %839 to i32
  br label %for.cond272

for.end270:                                       ; preds = %for.cond268
  br label %for.cond279

for.cond272:                                      ; preds = %for.body273, %for.body269
  %j275 = phi i32 [ 0, %for.body269 ], [ %859, %for.body273 ]
  %840 = icmp slt i32 %j275, %tl_hi10
  br i1 %840, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %841 = sext i32 %i271 to i64
  %842 = mul nsw i64 %841, 4096
  %843 = sext i32 %j275 to i64
  %844 = add nsw i64 %842, %843
  %845 = getelementptr inbounds float, ptr %X_r, i64 %844
  %846 = load float, ptr %845, align 4
  %847 = sext i32 %i271 to i64
  %848 = mul nsw i64 %847, 4096
  %849 = sext i32 %j275 to i64
  %850 = add nsw i64 %848, %849
  %851 = getelementptr inbounds float, ptr %X_r, i64 %850
  %852 = load float, ptr %851, align 4
  %853 = fmul float %846, %852
  %854 = sext i32 %i271 to i64
  %855 = mul nsw i64 %854, 4096
  %856 = sext i32 %j275 to i64
  %857 = add nsw i64 %855, %856
  %858 = getelementptr inbounds float, ptr %sq_r, i64 %857
  store float %853, ptr %858, align 4
  %859 = add nsw i32 %j275, 1
  br label %for.cond272, !llvm.loop !60

for.end274:                                       ; preds = %for.cond272
  %860 = sub i32 4096, %tl_hi10
  br label %for.cond276

for.cond276:                                      ; preds = %for.body277, %for.end274
  %j8 = phi i32 [ 0, %for.end274 ], [ %868, %for.body277 ]
  %861 = icmp slt i32 %j8, %860
  br i1 %861, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %862 = sext i32 %i271 to i64
  %863 = mul nsw i64 %862, 4096
  %864 = add i32 %tl_hi10, %j8
  %865 = sext i32 %864 to i64
  %866 = add nsw i64 %863, %865
  %867 = getelementptr inbounds float, ptr %sq_r, i64 %866
  store float 0.000000e+00, ptr %867, align 4
  %868 = add nsw i32 %j8, 1
  br label %for.cond276, !llvm.loop !61

for.end278:                                       ; preds = %for.cond276
  %869 = add nsw i32 %i271, 1
  br label %for.cond268, !llvm.loop !62

for.cond279:                                      ; preds = %for.end294, %for.end270
  %i3 = phi i32 [ 0, %for.end270 ], [ %913, %for.end294 ]
  %870 = icmp slt i32 %i3, 1
  br i1 %870, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  br label %for.cond282

for.end281:                                       ; preds = %for.cond279
  br label %for.cond296

for.cond282:                                      ; preds = %for.body283, %for.body280
  %lane2 = phi i32 [ 0, %for.body280 ], [ %880, %for.body283 ]
  %871 = icmp slt i32 %lane2, 32
  br i1 %871, label %for.body283, label %for.end284

for.body283:                                      ; preds = %for.cond282
  %872 = sext i32 %i3 to i64
  %873 = mul nsw i64 %872, 4096
  %874 = sext i32 %lane2 to i64
  %875 = add nsw i64 %873, %874
  %876 = getelementptr inbounds float, ptr %sq_r, i64 %875
  %877 = load float, ptr %876, align 4
  %878 = sext i32 %lane2 to i64
  %879 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %878
  store float %877, ptr %879, align 4
  %880 = add nsw i32 %lane2, 1
  br label %for.cond282, !llvm.loop !63

for.end284:                                       ; preds = %for.cond282
  br label %for.cond285

for.cond285:                                      ; preds = %for.end290, %for.end284
  %red2 = phi i32 [ 0, %for.end284 ], [ %901, %for.end290 ]
  %881 = icmp slt i32 %red2, 127
  br i1 %881, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  br label %for.cond288

for.end287:                                       ; preds = %for.cond285
  %882 = sext i32 %i3 to i64
  %883 = getelementptr inbounds float, ptr %ss_r, i64 %882
  store float 0.000000e+00, ptr %883, align 4
  br label %for.cond292

for.cond288:                                      ; preds = %for.body289, %for.body286
  %lane2291 = phi i32 [ 0, %for.body286 ], [ %900, %for.body289 ]
  %884 = icmp slt i32 %lane2291, 32
  br i1 %884, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %885 = sext i32 %lane2291 to i64
  %886 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %885
  %887 = load float, ptr %886, align 4
  %888 = sext i32 %i3 to i64
  %889 = mul nsw i64 %888, 4096
  %890 = add i32 %red2, 1
  %891 = mul i32 %890, 32
  %892 = add i32 %891, %lane2291
  %893 = sext i32 %892 to i64
  %894 = add nsw i64 %889, %893
  %895 = getelementptr inbounds float, ptr %sq_r, i64 %894
  %896 = load float, ptr %895, align 4
  %897 = fadd float %887, %896
  %898 = sext i32 %lane2291 to i64
  %899 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %898
  store float %897, ptr %899, align 4
  %900 = add nsw i32 %lane2291, 1
  br label %for.cond288, !llvm.loop !64

for.end290:                                       ; preds = %for.cond288
  %901 = add nsw i32 %red2, 1
  br label %for.cond285, !llvm.loop !65

for.cond292:                                      ; preds = %for.body293, %for.end287
  %lane2295 = phi i32 [ 0, %for.end287 ], [ %912, %for.body293 ]
  %902 = icmp slt i32 %lane2295, 32
  br i1 %902, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %903 = sext i32 %i3 to i64
  %904 = getelementptr inbounds float, ptr %ss_r, i64 %903
  %905 = load float, ptr %904, align 4
  %906 = sext i32 %lane2295 to i64
  %907 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %906
  %908 = load float, ptr %907, align 4
  %909 = fadd float %905, %908
  %910 = sext i32 %i3 to i64
  %911 = getelementptr inbounds float, ptr %ss_r, i64 %910
  store float %909, ptr %911, align 4
  %912 = add nsw i32 %lane2295, 1
  br label %for.cond292, !llvm.loop !66

for.end294:                                       ; preds = %for.cond292
  %913 = add nsw i32 %i3, 1
  br label %for.cond279, !llvm.loop !67

for.cond296:                                      ; preds = %for.end306, %for.end281
  %i299 = phi i32 [ 0, %for.end281 ], [ %981, %for.end306 ]
  %914 = icmp slt i32 %i299, 1
  br i1 %914, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %915 = sext i32 %N to i64
  %916 = icmp slt i64 %915, 0
  %917 = sext i32 %N to i64
  %918 = icmp sgt i64 %917, 4096
  %919 = sext i32 %N to i64
  %920 = select i1 %918, i64 4096, i64 %919
  %921 = select i1 %916, i64 0, i64 %920
  %tl_cols6 = trunc i64 %921 to i32
  br label %for.cond300

for.end298:                                       ; preds = %for.cond296
  %922 = mul i32 %bx, 4
  %923 = add i32 %922, %r
  %924 = icmp sle i32 0, %923
  %925 = mul i32 %bx, 4
  %926 = add i32 %925, %r
  %927 = sext i32 %926 to i64
  %928 = add i64 %927, 1
  %929 = sext i32 %M to i64
  %930 = icmp sle i64 %928, %929
  %931 = and i1 %924, %930
  %932 = sext i32 %N to i64
  %933 = icmp sle i64 4096, %932
  %934 = and i1 %931, %933
  br i1 %934, label %if.then307, label %if.else308

for.cond300:                                      ; preds = %for.body301, %for.body297
  %j303 = phi i32 [ 0, %for.body297 ], [ %961, %for.body301 ]
  %935 = icmp slt i32 %j303, %tl_cols6
  br i1 %935, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %936 = sext i32 %i299 to i64
  %937 = mul nsw i64 %936, 4096
  %938 = sext i32 %j303 to i64
  %939 = add nsw i64 %937, %938
  %940 = getelementptr inbounds float, ptr %X_r, i64 %939
  %941 = load float, ptr %940, align 4
  %942 = getelementptr inbounds float, ptr %ss_r, i64 0
  %943 = load float, ptr %942, align 4
  %944 = sitofp i32 %N to float
  %945 = fdiv float %943, %944
  %946 = fadd float %945, 0x3EB0C6F7A0000000
  %947 = fpext float %946 to double
  %948 = call double @llvm.sqrt.f64(double %947)
  %949 = fdiv double 1.000000e+00, %948
  %950 = fptrunc double %949 to float
  %951 = fmul float %941, %950
  %952 = sext i32 %j303 to i64
  %953 = getelementptr inbounds float, ptr %W_r, i64 %952
  %954 = load float, ptr %953, align 4
  %955 = fmul float %951, %954
  %956 = sext i32 %i299 to i64
  %957 = mul nsw i64 %956, 4096
  %958 = sext i32 %j303 to i64
  %959 = add nsw i64 %957, %958
  %960 = getelementptr inbounds float, ptr %X_r, i64 %959
  store float %955, ptr %960, align 4
  %961 = add nsw i32 %j303, 1
  br label %for.cond300, !llvm.loop !68

for.end302:                                       ; preds = %for.cond300
  %962 = getelementptr inbounds float, ptr %ss_r, i64 0
  %963 = load float, ptr %962, align 4
  %964 = sitofp i32 %N to float
  %965 = fdiv float %963, %964
  %966 = fadd float %965, 0x3EB0C6F7A0000000
  %967 = fpext float %966 to double
  %968 = call double @llvm.sqrt.f64(double %967)
  %969 = fdiv double 1.000000e+00, %968
  %970 = fptrunc double %969 to float
  %971 = fmul float 0.000000e+00, %970
  %tl_col8 = fmul float %971, 0.000000e+00
  %972 = sub i32 4096, %tl_cols6
  br label %for.cond304

for.cond304:                                      ; preds = %for.body305, %for.end302
  %j71 = phi i32 [ 0, %for.end302 ], [ %980, %for.body305 ]
  %973 = icmp slt i32 %j71, %972
  br i1 %973, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %974 = sext i32 %i299 to i64
  %975 = mul nsw i64 %974, 4096
  %976 = add i32 %tl_cols6, %j71
  %977 = sext i32 %976 to i64
  %978 = add nsw i64 %975, %977
  %979 = getelementptr inbounds float, ptr %X_r, i64 %978
  store float %tl_col8, ptr %979, align 4
  %980 = add nsw i32 %j71, 1
  br label %for.cond304, !llvm.loop !69

for.end306:                                       ; preds = %for.cond304
  %981 = add nsw i32 %i299, 1
  br label %for.cond296, !llvm.loop !70

if.then307:                                       ; preds = %for.end298
  br label %for.cond310

if.else308:                                       ; preds = %for.end298
  br label %for.cond321

if.end309:                                        ; preds = %for.end323, %for.end312
  %982 = add nsw i32 %r, 1
  br label %for.cond231, !llvm.loop !71

for.cond310:                                      ; preds = %if.end316, %if.then307
  %i9313 = phi i32 [ 0, %if.then307 ], [ %1000, %if.end316 ]
  %983 = icmp slt i32 %i9313, 1
  br i1 %983, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %984 = sext i32 %M to i64
  %985 = sext i32 %N to i64
  %986 = mul i64 %984, %985
  %987 = icmp sge i64 %986, 8388608
  br i1 %987, label %if.then314, label %if.else315

for.end312:                                       ; preds = %for.cond310
  br label %if.end309

if.then314:                                       ; preds = %for.body311
  %988 = mul i32 %bx, 4
  %989 = add i32 %988, %r
  %990 = add i32 %989, %i9313
  %991 = sext i32 %990 to i64
  %992 = sext i32 %N to i64
  %993 = mul nsw i64 %991, %992
  %994 = add nsw i64 %993, 0
  %995 = getelementptr inbounds float, ptr %Y, i64 %994
  %996 = sext i32 %i9313 to i64
  %997 = mul nsw i64 %996, 4096
  %998 = add nsw i64 %997, 0
  %999 = getelementptr inbounds float, ptr %X_r, i64 %998
  call void @tilec_rt_stream(ptr %995, ptr %999, i64 16384)
  br label %if.end316

if.else315:                                       ; preds = %for.body311
  br label %for.cond317

if.end316:                                        ; preds = %for.end319, %if.then314
  %1000 = add nsw i32 %i9313, 1
  br label %for.cond310, !llvm.loop !72

for.cond317:                                      ; preds = %for.body318, %if.else315
  %j3320 = phi i32 [ 0, %if.else315 ], [ %1017, %for.body318 ]
  %1001 = icmp slt i32 %j3320, 4096
  br i1 %1001, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %1002 = sext i32 %i9313 to i64
  %1003 = mul nsw i64 %1002, 4096
  %1004 = sext i32 %j3320 to i64
  %1005 = add nsw i64 %1003, %1004
  %1006 = getelementptr inbounds float, ptr %X_r, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = mul i32 %bx, 4
  %1009 = add i32 %1008, %r
  %1010 = add i32 %1009, %i9313
  %1011 = sext i32 %1010 to i64
  %1012 = sext i32 %N to i64
  %1013 = mul nsw i64 %1011, %1012
  %1014 = sext i32 %j3320 to i64
  %1015 = add nsw i64 %1013, %1014
  %1016 = getelementptr inbounds float, ptr %Y, i64 %1015
  store float %1007, ptr %1016, align 4
  %1017 = add nsw i32 %j3320, 1
  br label %for.cond317, !llvm.loop !73

for.end319:                                       ; preds = %for.cond317
  br label %if.end316

for.cond321:                                      ; preds = %if.end327, %if.else308
  %i9324 = phi i32 [ 0, %if.else308 ], [ %1044, %if.end327 ]
  %1018 = icmp slt i32 %i9324, 1
  br i1 %1018, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1019 = sext i32 %N to i64
  %1020 = icmp slt i64 %1019, 0
  %1021 = sext i32 %N to i64
  %1022 = icmp sgt i64 %1021, 4096
  %1023 = sext i32 %N to i64
  %1024 = select i1 %1022, i64 4096, i64 %1023
  %1025 = select i1 %1020, i64 0, i64 %1024
  %tl_hi11 = trunc i64 %1025 to i32
  %1026 = mul i32 %bx, 4
  %1027 = add i32 %1026, %r
  %1028 = sext i32 %1027 to i64
  %1029 = sext i32 %i9324 to i64
  %1030 = add i64 %1028, %1029
  %1031 = icmp sle i64 0, %1030
  %1032 = mul i32 %bx, 4
  %1033 = add i32 %1032, %r
  %1034 = sext i32 %1033 to i64
  %1035 = sext i32 %i9324 to i64
  %1036 = add i64 %1034, %1035
  %1037 = sext i32 %M to i64
  %1038 = icmp slt i64 %1036, %1037
  %1039 = and i1 %1031, %1038
  br i1 %1039, label %if.then325, label %if.else326

for.end323:                                       ; preds = %for.cond321
  br label %if.end309

if.then325:                                       ; preds = %for.body322
  %1040 = sext i32 %M to i64
  %1041 = sext i32 %N to i64
  %1042 = mul i64 %1040, %1041
  %1043 = icmp sge i64 %1042, 8388608
  br i1 %1043, label %if.then328, label %if.else329

if.else326:                                       ; preds = %for.body322
  br label %if.end327

if.end327:                                        ; preds = %if.else326, %if.end330
  %1044 = add nsw i32 %i9324, 1
  br label %for.cond321, !llvm.loop !74

if.then328:                                       ; preds = %if.then325
  %1045 = sext i32 %tl_hi11 to i64
  %1046 = mul i32 %bx, 4
  %1047 = add i32 %1046, %r
  %1048 = add i32 %1047, %i9324
  %1049 = sext i32 %1048 to i64
  %1050 = sext i32 %N to i64
  %1051 = mul nsw i64 %1049, %1050
  %1052 = add nsw i64 %1051, 0
  %1053 = getelementptr inbounds float, ptr %Y, i64 %1052
  %1054 = sext i32 %i9324 to i64
  %1055 = mul nsw i64 %1054, 4096
  %1056 = add nsw i64 %1055, 0
  %1057 = getelementptr inbounds float, ptr %X_r, i64 %1056
  %1058 = mul i64 %1045, 4
  call void @tilec_rt_stream(ptr %1053, ptr %1057, i64 %1058)
  br label %if.end330

if.else329:                                       ; preds = %if.then325
  br label %for.cond331

if.end330:                                        ; preds = %for.end333, %if.then328
  br label %if.end327

for.cond331:                                      ; preds = %for.body332, %if.else329
  %j3334 = phi i32 [ 0, %if.else329 ], [ %1075, %for.body332 ]
  %1059 = icmp slt i32 %j3334, %tl_hi11
  br i1 %1059, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1060 = sext i32 %i9324 to i64
  %1061 = mul nsw i64 %1060, 4096
  %1062 = sext i32 %j3334 to i64
  %1063 = add nsw i64 %1061, %1062
  %1064 = getelementptr inbounds float, ptr %X_r, i64 %1063
  %1065 = load float, ptr %1064, align 4
  %1066 = mul i32 %bx, 4
  %1067 = add i32 %1066, %r
  %1068 = add i32 %1067, %i9324
  %1069 = sext i32 %1068 to i64
  %1070 = sext i32 %N to i64
  %1071 = mul nsw i64 %1069, %1070
  %1072 = sext i32 %j3334 to i64
  %1073 = add nsw i64 %1071, %1072
  %1074 = getelementptr inbounds float, ptr %Y, i64 %1073
  store float %1065, ptr %1074, align 4
  %1075 = add nsw i32 %j3334, 1
  br label %for.cond331, !llvm.loop !75

for.end333:                                       ; preds = %for.cond331
  br label %if.end330

for.cond335:                                      ; preds = %for.body336, %if.else216
  %i10 = phi i32 [ 0, %if.else216 ], [ %1079, %for.body336 ]
  %1076 = icmp slt i32 %i10, 4
  br i1 %1076, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1077 = sext i32 %i10 to i64
  %1078 = getelementptr inbounds float, ptr %ss, i64 %1077
  store float 0.000000e+00, ptr %1078, align 4
  %1079 = add nsw i32 %i10, 1
  br label %for.cond335, !llvm.loop !76

for.end337:                                       ; preds = %for.cond335
  %1080 = sext i32 %N to i64
  %1081 = sdiv i64 %1080, 512
  %1082 = sub i64 0, %1080
  %1083 = select i1 false, i64 %1082, i64 %1081
  %1084 = srem i64 %1080, 512
  %1085 = icmp ne i64 %1084, 0
  %1086 = icmp slt i64 %1080, 0
  %1087 = icmp eq i1 %1086, false
  %1088 = and i1 %1085, %1087
  %1089 = zext i1 %1088 to i64
  %1090 = add i64 %1083, %1089
  %1091 = trunc i64 %1090 to i32
  br label %for.cond338

for.cond338:                                      ; preds = %for.end389, %for.end337
  %c = phi i32 [ 0, %for.end337 ], [ %1296, %for.end389 ]
  %1092 = icmp slt i32 %c, %1091
  br i1 %1092, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1093 = mul i32 %bx, 4
  %1094 = icmp sle i32 0, %1093
  %1095 = mul i32 %bx, 4
  %1096 = sext i32 %1095 to i64
  %1097 = add i64 %1096, 4
  %1098 = sext i32 %M to i64
  %1099 = icmp sle i64 %1097, %1098
  %1100 = and i1 %1094, %1099
  %1101 = mul i32 %c, 512
  %1102 = icmp sle i32 0, %1101
  %1103 = mul i32 %c, 512
  %1104 = sext i32 %1103 to i64
  %1105 = add i64 %1104, 512
  %1106 = sext i32 %N to i64
  %1107 = icmp sle i64 %1105, %1106
  %1108 = and i1 %1102, %1107
  %1109 = and i1 %1100, %1108
  br i1 %1109, label %if.then341, label %if.else342

for.end340:                                       ; preds = %for.cond338
  br label %for.cond404

if.then341:                                       ; preds = %for.body339
  br label %for.cond344

if.else342:                                       ; preds = %for.body339
  br label %for.cond357

if.end343:                                        ; preds = %for.end359, %for.end346
  br label %for.cond379

for.cond344:                                      ; preds = %for.end356, %if.then341
  %i10347 = phi i32 [ 0, %if.then341 ], [ %1157, %for.end356 ]
  %1110 = icmp slt i32 %i10347, 4
  br i1 %1110, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1111 = add i32 %c, 1
  %1112 = sext i32 %N to i64
  %1113 = sdiv i64 %1112, 512
  %1114 = sub i64 0, %1112
  %1115 = select i1 false, i64 %1114, i64 %1113
  %1116 = srem i64 %1112, 512
  %1117 = icmp ne i64 %1116, 0
  %1118 = icmp slt i64 %1112, 0
  %1119 = icmp eq i1 %1118, false
  %1120 = and i1 %1117, %1119
  %1121 = zext i1 %1120 to i64
  %1122 = add i64 %1115, %1121
  %1123 = trunc i64 %1122 to i32
  %1124 = icmp slt i32 %1111, %1123
  br i1 %1124, label %if.then348, label %if.else349

for.end346:                                       ; preds = %for.cond344
  br label %if.end343

if.then348:                                       ; preds = %for.body345
  br label %for.cond351

if.else349:                                       ; preds = %for.body345
  br label %if.end350

if.end350:                                        ; preds = %if.else349, %for.end353
  br label %for.cond354

for.cond351:                                      ; preds = %for.body352, %if.then348
  %pf1 = phi i32 [ 0, %if.then348 ], [ %1138, %for.body352 ]
  %1125 = icmp slt i32 %pf1, 32
  br i1 %1125, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1126 = mul i32 %bx, 4
  %1127 = add i32 %1126, %i10347
  %1128 = sext i32 %1127 to i64
  %1129 = sext i32 %N to i64
  %1130 = mul i64 %1128, %1129
  %1131 = add i32 %c, 1
  %1132 = mul i32 %1131, 512
  %1133 = mul i32 %pf1, 16
  %1134 = add i32 %1132, %1133
  %1135 = sext i32 %1134 to i64
  %1136 = add i64 %1130, %1135
  %1137 = getelementptr float, ptr %X, i64 %1136
  call void @llvm.prefetch.p0(ptr %1137, i32 0, i32 0, i32 1)
  %1138 = add nsw i32 %pf1, 1
  br label %for.cond351, !llvm.loop !77

for.end353:                                       ; preds = %for.cond351
  br label %if.end350

for.cond354:                                      ; preds = %for.body355, %if.end350
  %j4 = phi i32 [ 0, %if.end350 ], [ %1156, %for.body355 ]
  %1139 = icmp slt i32 %j4, 512
  br i1 %1139, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %1140 = mul i32 %bx, 4
  %1141 = add i32 %1140, %i10347
  %1142 = sext i32 %1141 to i64
  %1143 = sext i32 %N to i64
  %1144 = mul nsw i64 %1142, %1143
  %1145 = mul i32 %c, 512
  %1146 = add i32 %1145, %j4
  %1147 = sext i32 %1146 to i64
  %1148 = add nsw i64 %1144, %1147
  %1149 = getelementptr inbounds float, ptr %X, i64 %1148
  %1150 = load float, ptr %1149, align 4
  %1151 = sext i32 %i10347 to i64
  %1152 = mul nsw i64 %1151, 512
  %1153 = sext i32 %j4 to i64
  %1154 = add nsw i64 %1152, %1153
  %1155 = getelementptr inbounds float, ptr %X_f, i64 %1154
  store float %1150, ptr %1155, align 4
  %1156 = add nsw i32 %j4, 1
  br label %for.cond354, !llvm.loop !78

for.end356:                                       ; preds = %for.cond354
  %1157 = add nsw i32 %i10347, 1
  br label %for.cond344, !llvm.loop !79

for.cond357:                                      ; preds = %for.end377, %if.else342
  %i10360 = phi i32 [ 0, %if.else342 ], [ %1266, %for.end377 ]
  %1158 = icmp slt i32 %i10360, 4
  br i1 %1158, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1159 = mul i32 %c, 512
  %1160 = sext i32 %1159 to i64
  %1161 = sub i64 0, %1160
  %1162 = icmp slt i64 %1161, 0
  %1163 = mul i32 %c, 512
  %1164 = sext i32 %1163 to i64
  %1165 = sub i64 0, %1164
  %1166 = icmp sgt i64 %1165, 512
  %1167 = mul i32 %c, 512
  %1168 = sext i32 %1167 to i64
  %1169 = sub i64 0, %1168
  %1170 = select i1 %1166, i64 512, i64 %1169
  %1171 = select i1 %1162, i64 0, i64 %1170
  %tl_lo12 = trunc i64 %1171 to i32
  %1172 = sext i32 %N to i64
  %1173 = mul i32 %c, 512
  %1174 = sext i32 %1173 to i64
  %1175 = sub i64 %1172, %1174
  %1176 = icmp slt i64 %1175, 0
  %1177 = sext i32 %N to i64
  %1178 = mul i32 %c, 512
  %1179 = sext i32 %1178 to i64
  %1180 = sub i64 %1177, %1179
  %1181 = icmp sgt i64 %1180, 512
  %1182 = sext i32 %N to i64
  %1183 = mul i32 %c, 512
  %1184 = sext i32 %1183 to i64
  %1185 = sub i64 %1182, %1184
  %1186 = select i1 %1181, i64 512, i64 %1185
  %1187 = select i1 %1176, i64 0, i64 %1186
  %1188 = sext i32 %tl_lo12 to i64
  %1189 = icmp slt i64 %1187, %1188
  %1190 = sext i32 %tl_lo12 to i64
  %1191 = sext i32 %N to i64
  %1192 = mul i32 %c, 512
  %1193 = sext i32 %1192 to i64
  %1194 = sub i64 %1191, %1193
  %1195 = icmp slt i64 %1194, 0
  %1196 = sext i32 %N to i64
  %1197 = mul i32 %c, 512
  %1198 = sext i32 %1197 to i64
  %1199 = sub i64 %1196, %1198
  %1200 = icmp sgt i64 %1199, 512
  %1201 = sext i32 %N to i64
  %1202 = mul i32 %c, 512
  %1203 = sext i32 %1202 to i64
  %1204 = sub i64 %1201, %1203
  %1205 = select i1 %1200, i64 512, i64 %1204
  %1206 = select i1 %1195, i64 0, i64 %1205
  %1207 = select i1 %1189, i64 %1190, i64 %1206
  %tl_hi13 = trunc i64 %1207 to i32
  br label %for.cond361

for.end359:                                       ; preds = %for.cond357
  br label %if.end343

for.cond361:                                      ; preds = %for.body362, %for.body358
  %j4364 = phi i32 [ 0, %for.body358 ], [ %1214, %for.body362 ]
  %1208 = icmp slt i32 %j4364, %tl_lo12
  br i1 %1208, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1209 = sext i32 %i10360 to i64
  %1210 = mul nsw i64 %1209, 512
  %1211 = sext i32 %j4364 to i64
  %1212 = add nsw i64 %1210, %1211
  %1213 = getelementptr inbounds float, ptr %X_f, i64 %1212
  store float 0.000000e+00, ptr %1213, align 4
  %1214 = add nsw i32 %j4364, 1
  br label %for.cond361, !llvm.loop !80

for.end363:                                       ; preds = %for.cond361
  %1215 = mul i32 %bx, 4
  %1216 = sext i32 %1215 to i64
  %1217 = sext i32 %i10360 to i64
  %1218 = add i64 %1216, %1217
  %1219 = icmp sle i64 0, %1218
  %1220 = mul i32 %bx, 4
  %1221 = sext i32 %1220 to i64
  %1222 = sext i32 %i10360 to i64
  %1223 = add i64 %1221, %1222
  %1224 = sext i32 %M to i64
  %1225 = icmp slt i64 %1223, %1224
  %1226 = and i1 %1219, %1225
  br i1 %1226, label %if.then365, label %if.else366

if.then365:                                       ; preds = %for.end363
  %1227 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond368

if.else366:                                       ; preds = %for.end363
  %1228 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond371

if.end367:                                        ; preds = %for.end373, %for.end370
  %1229 = sub i32 512, %tl_hi13
  br label %for.cond375

for.cond368:                                      ; preds = %for.body369, %if.then365
  %j41 = phi i32 [ 0, %if.then365 ], [ %1249, %for.body369 ]
  %1230 = icmp slt i32 %j41, %1227
  br i1 %1230, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1231 = mul i32 %bx, 4
  %1232 = add i32 %1231, %i10360
  %1233 = sext i32 %1232 to i64
  %1234 = sext i32 %N to i64
  %1235 = mul nsw i64 %1233, %1234
  %1236 = mul i32 %c, 512
  %1237 = add i32 %tl_lo12, %j41
  %1238 = add i32 %1236, %1237
  %1239 = sext i32 %1238 to i64
  %1240 = add nsw i64 %1235, %1239
  %1241 = getelementptr inbounds float, ptr %X, i64 %1240
  %1242 = load float, ptr %1241, align 4
  %1243 = sext i32 %i10360 to i64
  %1244 = mul nsw i64 %1243, 512
  %1245 = add i32 %tl_lo12, %j41
  %1246 = sext i32 %1245 to i64
  %1247 = add nsw i64 %1244, %1246
  %1248 = getelementptr inbounds float, ptr %X_f, i64 %1247
  store float %1242, ptr %1248, align 4
  %1249 = add nsw i32 %j41, 1
  br label %for.cond368, !llvm.loop !81

for.end370:                                       ; preds = %for.cond368
  br label %if.end367

for.cond371:                                      ; preds = %for.body372, %if.else366
  %j41374 = phi i32 [ 0, %if.else366 ], [ %1257, %for.body372 ]
  %1250 = icmp slt i32 %j41374, %1228
  br i1 %1250, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1251 = sext i32 %i10360 to i64
  %1252 = mul nsw i64 %1251, 512
  %1253 = add i32 %tl_lo12, %j41374
  %1254 = sext i32 %1253 to i64
  %1255 = add nsw i64 %1252, %1254
  %1256 = getelementptr inbounds float, ptr %X_f, i64 %1255
  store float 0.000000e+00, ptr %1256, align 4
  %1257 = add nsw i32 %j41374, 1
  br label %for.cond371, !llvm.loop !82

for.end373:                                       ; preds = %for.cond371
  br label %if.end367

for.cond375:                                      ; preds = %for.body376, %if.end367
  %j41378 = phi i32 [ 0, %if.end367 ], [ %1265, %for.body376 ]
  %1258 = icmp slt i32 %j41378, %1229
  br i1 %1258, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1259 = sext i32 %i10360 to i64
  %1260 = mul nsw i64 %1259, 512
  %1261 = add i32 %tl_hi13, %j41378
  %1262 = sext i32 %1261 to i64
  %1263 = add nsw i64 %1260, %1262
  %1264 = getelementptr inbounds float, ptr %X_f, i64 %1263
  store float 0.000000e+00, ptr %1264, align 4
  %1265 = add nsw i32 %j41378, 1
  br label %for.cond375, !llvm.loop !83

for.end377:                                       ; preds = %for.cond375
  %1266 = add nsw i32 %i10360, 1
  br label %for.cond357, !llvm.loop !84

for.cond379:                                      ; preds = %for.end385, %if.end343
  %i382 = phi i32 [ 0, %if.end343 ], [ %1294, %for.end385 ]
  %1267 = icmp slt i32 %i382, 4
  br i1 %1267, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  br label %for.cond383

for.end381:                                       ; preds = %for.cond379
  br label %for.cond387

for.cond383:                                      ; preds = %for.body384, %for.body380
  %j386 = phi i32 [ 0, %for.body380 ], [ %1293, %for.body384 ]
  %1268 = icmp slt i32 %j386, 512
  br i1 %1268, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1269 = mul i32 %c, 512
  %1270 = add i32 %1269, %j386
  %1271 = icmp slt i32 %1270, %N
  %1272 = sext i32 %i382 to i64
  %1273 = mul nsw i64 %1272, 512
  %1274 = sext i32 %j386 to i64
  %1275 = add nsw i64 %1273, %1274
  %1276 = call i64 @llvm.umin.i64(i64 %1275, i64 2047)
  %1277 = getelementptr inbounds float, ptr %X_f, i64 %1276
  %1278 = load float, ptr %1277, align 4
  %1279 = sext i32 %i382 to i64
  %1280 = mul nsw i64 %1279, 512
  %1281 = sext i32 %j386 to i64
  %1282 = add nsw i64 %1280, %1281
  %1283 = call i64 @llvm.umin.i64(i64 %1282, i64 2047)
  %1284 = getelementptr inbounds float, ptr %X_f, i64 %1283
  %1285 = load float, ptr %1284, align 4
  %1286 = fmul float %1278, %1285
  %1287 = select i1 %1271, float %1286, float 0.000000e+00
  %1288 = sext i32 %i382 to i64
  %1289 = mul nsw i64 %1288, 512
  %1290 = sext i32 %j386 to i64
  %1291 = add nsw i64 %1289, %1290
  %1292 = getelementptr inbounds float, ptr %X_f, i64 %1291
  store float %1287, ptr %1292, align 4
  %1293 = add nsw i32 %j386, 1
  br label %for.cond383, !llvm.loop !85

for.end385:                                       ; preds = %for.cond383
  %1294 = add nsw i32 %i382, 1
  br label %for.cond379, !llvm.loop !86

for.cond387:                                      ; preds = %for.end402, %for.end381
  %i5 = phi i32 [ 0, %for.end381 ], [ %1337, %for.end402 ]
  %1295 = icmp slt i32 %i5, 4
  br i1 %1295, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  br label %for.cond390

for.end389:                                       ; preds = %for.cond387
  %1296 = add nsw i32 %c, 1
  br label %for.cond338, !llvm.loop !87

for.cond390:                                      ; preds = %for.body391, %for.body388
  %lane3 = phi i32 [ 0, %for.body388 ], [ %1306, %for.body391 ]
  %1297 = icmp slt i32 %lane3, 32
  br i1 %1297, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1298 = sext i32 %i5 to i64
  %1299 = mul nsw i64 %1298, 512
  %1300 = sext i32 %lane3 to i64
  %1301 = add nsw i64 %1299, %1300
  %1302 = getelementptr inbounds float, ptr %X_f, i64 %1301
  %1303 = load float, ptr %1302, align 4
  %1304 = sext i32 %lane3 to i64
  %1305 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1304
  store float %1303, ptr %1305, align 4
  %1306 = add nsw i32 %lane3, 1
  br label %for.cond390, !llvm.loop !88

for.end392:                                       ; preds = %for.cond390
  br label %for.cond393

for.cond393:                                      ; preds = %for.end398, %for.end392
  %red3 = phi i32 [ 0, %for.end392 ], [ %1325, %for.end398 ]
  %1307 = icmp slt i32 %red3, 15
  br i1 %1307, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  br label %for.cond396

for.end395:                                       ; preds = %for.cond393
  br label %for.cond400

for.cond396:                                      ; preds = %for.body397, %for.body394
  %lane3399 = phi i32 [ 0, %for.body394 ], [ %1324, %for.body397 ]
  %1308 = icmp slt i32 %lane3399, 32
  br i1 %1308, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1309 = sext i32 %lane3399 to i64
  %1310 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1309
  %1311 = load float, ptr %1310, align 4
  %1312 = sext i32 %i5 to i64
  %1313 = mul nsw i64 %1312, 512
  %1314 = add i32 %red3, 1
  %1315 = mul i32 %1314, 32
  %1316 = add i32 %1315, %lane3399
  %1317 = sext i32 %1316 to i64
  %1318 = add nsw i64 %1313, %1317
  %1319 = getelementptr inbounds float, ptr %X_f, i64 %1318
  %1320 = load float, ptr %1319, align 4
  %1321 = fadd float %1311, %1320
  %1322 = sext i32 %lane3399 to i64
  %1323 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1322
  store float %1321, ptr %1323, align 4
  %1324 = add nsw i32 %lane3399, 1
  br label %for.cond396, !llvm.loop !89

for.end398:                                       ; preds = %for.cond396
  %1325 = add nsw i32 %red3, 1
  br label %for.cond393, !llvm.loop !90

for.cond400:                                      ; preds = %for.body401, %for.end395
  %lane3403 = phi i32 [ 0, %for.end395 ], [ %1336, %for.body401 ]
  %1326 = icmp slt i32 %lane3403, 32
  br i1 %1326, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1327 = sext i32 %i5 to i64
  %1328 = getelementptr inbounds float, ptr %ss, i64 %1327
  %1329 = load float, ptr %1328, align 4
  %1330 = sext i32 %lane3403 to i64
  %1331 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1330
  %1332 = load float, ptr %1331, align 4
  %1333 = fadd float %1329, %1332
  %1334 = sext i32 %i5 to i64
  %1335 = getelementptr inbounds float, ptr %ss, i64 %1334
  store float %1333, ptr %1335, align 4
  %1336 = add nsw i32 %lane3403, 1
  br label %for.cond400, !llvm.loop !91

for.end402:                                       ; preds = %for.cond400
  %1337 = add nsw i32 %i5, 1
  br label %for.cond387, !llvm.loop !92

for.cond404:                                      ; preds = %for.body405, %for.end340
  %i407 = phi i32 [ 0, %for.end340 ], [ %1351, %for.body405 ]
  %1338 = icmp slt i32 %i407, 4
  br i1 %1338, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  %1339 = sext i32 %i407 to i64
  %1340 = getelementptr inbounds float, ptr %ss, i64 %1339
  %1341 = load float, ptr %1340, align 4
  %1342 = sitofp i32 %N to float
  %1343 = fdiv float %1341, %1342
  %1344 = fadd float %1343, 0x3EB0C6F7A0000000
  %1345 = fpext float %1344 to double
  %1346 = call double @llvm.sqrt.f64(double %1345)
  %1347 = fdiv double 1.000000e+00, %1346
  %1348 = fptrunc double %1347 to float
  %1349 = sext i32 %i407 to i64
  %1350 = getelementptr inbounds float, ptr %ss, i64 %1349
  store float %1348, ptr %1350, align 4
  %1351 = add nsw i32 %i407, 1
  br label %for.cond404, !llvm.loop !93

for.end406:                                       ; preds = %for.cond404
  %1352 = sext i32 %N to i64
  %1353 = sdiv i64 %1352, 512
  %1354 = sub i64 0, %1352
  %1355 = select i1 false, i64 %1354, i64 %1353
  %1356 = srem i64 %1352, 512
  %1357 = icmp ne i64 %1356, 0
  %1358 = icmp slt i64 %1352, 0
  %1359 = icmp eq i1 %1358, false
  %1360 = and i1 %1357, %1359
  %1361 = zext i1 %1360 to i64
  %1362 = add i64 %1355, %1361
  %1363 = trunc i64 %1362 to i32
  br label %for.cond408

for.cond408:                                      ; preds = %if.end474, %for.end406
  %c411 = phi i32 [ 0, %for.end406 ], [ %2367, %if.end474 ]
  %1364 = icmp slt i32 %c411, %1363
  br i1 %1364, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1365 = sext i32 %N to i64
  %1366 = sdiv i64 %1365, 512
  %1367 = sub i64 0, %1365
  %1368 = select i1 false, i64 %1367, i64 %1366
  %1369 = srem i64 %1365, 512
  %1370 = icmp ne i64 %1369, 0
  %1371 = icmp slt i64 %1365, 0
  %1372 = icmp eq i1 %1371, false
  %1373 = and i1 %1370, %1372
  %1374 = zext i1 %1373 to i64
  %1375 = add i64 %1368, %1374
  %1376 = trunc i64 %1375 to i32
  %1377 = sub i32 %1376, 1
  %t = sub i32 %1377, %c411
  %1378 = mul i32 %bx, 4
  %1379 = icmp sle i32 0, %1378
  %1380 = mul i32 %bx, 4
  %1381 = sext i32 %1380 to i64
  %1382 = add i64 %1381, 4
  %1383 = sext i32 %M to i64
  %1384 = icmp sle i64 %1382, %1383
  %1385 = and i1 %1379, %1384
  %1386 = mul i32 %t, 512
  %1387 = icmp sle i32 0, %1386
  %1388 = mul i32 %t, 512
  %1389 = sext i32 %1388 to i64
  %1390 = add i64 %1389, 512
  %1391 = sext i32 %N to i64
  %1392 = icmp sle i64 %1390, %1391
  %1393 = and i1 %1387, %1392
  %1394 = and i1 %1385, %1393
  br i1 %1394, label %if.then412, label %if.else413

for.end410:                                       ; preds = %for.cond408
  br label %if.end217

if.then412:                                       ; preds = %for.body409
  br label %for.cond415

if.else413:                                       ; preds = %for.body409
  br label %for.cond421

if.end414:                                        ; preds = %for.end423, %for.end417
  %1395 = mul i32 %t, 512
  %1396 = icmp sle i32 0, %1395
  %1397 = mul i32 %t, 512
  %1398 = sext i32 %1397 to i64
  %1399 = add i64 %1398, 512
  %1400 = sext i32 %N to i64
  %1401 = icmp sle i64 %1399, %1400
  %1402 = and i1 %1396, %1401
  br i1 %1402, label %if.then443, label %if.else444

for.cond415:                                      ; preds = %for.end420, %if.then412
  %i11 = phi i32 [ 0, %if.then412 ], [ %1422, %for.end420 ]
  %1403 = icmp slt i32 %i11, 4
  br i1 %1403, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  br label %for.cond418

for.end417:                                       ; preds = %for.cond415
  br label %if.end414

for.cond418:                                      ; preds = %for.body419, %for.body416
  %j5 = phi i32 [ 0, %for.body416 ], [ %1421, %for.body419 ]
  %1404 = icmp slt i32 %j5, 512
  br i1 %1404, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1405 = mul i32 %bx, 4
  %1406 = add i32 %1405, %i11
  %1407 = sext i32 %1406 to i64
  %1408 = sext i32 %N to i64
  %1409 = mul nsw i64 %1407, %1408
  %1410 = mul i32 %t, 512
  %1411 = add i32 %1410, %j5
  %1412 = sext i32 %1411 to i64
  %1413 = add nsw i64 %1409, %1412
  %1414 = getelementptr inbounds float, ptr %X, i64 %1413
  %1415 = load float, ptr %1414, align 4
  %1416 = sext i32 %i11 to i64
  %1417 = mul nsw i64 %1416, 512
  %1418 = sext i32 %j5 to i64
  %1419 = add nsw i64 %1417, %1418
  %1420 = getelementptr inbounds float, ptr %X_f, i64 %1419
  store float %1415, ptr %1420, align 4
  %1421 = add nsw i32 %j5, 1
  br label %for.cond418, !llvm.loop !94

for.end420:                                       ; preds = %for.cond418
  %1422 = add nsw i32 %i11, 1
  br label %for.cond415, !llvm.loop !95

for.cond421:                                      ; preds = %for.end441, %if.else413
  %i11424 = phi i32 [ 0, %if.else413 ], [ %1531, %for.end441 ]
  %1423 = icmp slt i32 %i11424, 4
  br i1 %1423, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1424 = mul i32 %t, 512
  %1425 = sext i32 %1424 to i64
  %1426 = sub i64 0, %1425
  %1427 = icmp slt i64 %1426, 0
  %1428 = mul i32 %t, 512
  %1429 = sext i32 %1428 to i64
  %1430 = sub i64 0, %1429
  %1431 = icmp sgt i64 %1430, 512
  %1432 = mul i32 %t, 512
  %1433 = sext i32 %1432 to i64
  %1434 = sub i64 0, %1433
  %1435 = select i1 %1431, i64 512, i64 %1434
  %1436 = select i1 %1427, i64 0, i64 %1435
  %tl_lo14 = trunc i64 %1436 to i32
  %1437 = sext i32 %N to i64
  %1438 = mul i32 %t, 512
  %1439 = sext i32 %1438 to i64
  %1440 = sub i64 %1437, %1439
  %1441 = icmp slt i64 %1440, 0
  %1442 = sext i32 %N to i64
  %1443 = mul i32 %t, 512
  %1444 = sext i32 %1443 to i64
  %1445 = sub i64 %1442, %1444
  %1446 = icmp sgt i64 %1445, 512
  %1447 = sext i32 %N to i64
  %1448 = mul i32 %t, 512
  %1449 = sext i32 %1448 to i64
  %1450 = sub i64 %1447, %1449
  %1451 = select i1 %1446, i64 512, i64 %1450
  %1452 = select i1 %1441, i64 0, i64 %1451
  %1453 = sext i32 %tl_lo14 to i64
  %1454 = icmp slt i64 %1452, %1453
  %1455 = sext i32 %tl_lo14 to i64
  %1456 = sext i32 %N to i64
  %1457 = mul i32 %t, 512
  %1458 = sext i32 %1457 to i64
  %1459 = sub i64 %1456, %1458
  %1460 = icmp slt i64 %1459, 0
  %1461 = sext i32 %N to i64
  %1462 = mul i32 %t, 512
  %1463 = sext i32 %1462 to i64
  %1464 = sub i64 %1461, %1463
  %1465 = icmp sgt i64 %1464, 512
  %1466 = sext i32 %N to i64
  %1467 = mul i32 %t, 512
  %1468 = sext i32 %1467 to i64
  %1469 = sub i64 %1466, %1468
  %1470 = select i1 %1465, i64 512, i64 %1469
  %1471 = select i1 %1460, i64 0, i64 %1470
  %1472 = select i1 %1454, i64 %1455, i64 %1471
  %tl_hi15 = trunc i64 %1472 to i32
  br label %for.cond425

for.end423:                                       ; preds = %for.cond421
  br label %if.end414

for.cond425:                                      ; preds = %for.body426, %for.body422
  %j5428 = phi i32 [ 0, %for.body422 ], [ %1479, %for.body426 ]
  %1473 = icmp slt i32 %j5428, %tl_lo14
  br i1 %1473, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1474 = sext i32 %i11424 to i64
  %1475 = mul nsw i64 %1474, 512
  %1476 = sext i32 %j5428 to i64
  %1477 = add nsw i64 %1475, %1476
  %1478 = getelementptr inbounds float, ptr %X_f, i64 %1477
  store float 0.000000e+00, ptr %1478, align 4
  %1479 = add nsw i32 %j5428, 1
  br label %for.cond425, !llvm.loop !96

for.end427:                                       ; preds = %for.cond425
  %1480 = mul i32 %bx, 4
  %1481 = sext i32 %1480 to i64
  %1482 = sext i32 %i11424 to i64
  %1483 = add i64 %1481, %1482
  %1484 = icmp sle i64 0, %1483
  %1485 = mul i32 %bx, 4
  %1486 = sext i32 %1485 to i64
  %1487 = sext i32 %i11424 to i64
  %1488 = add i64 %1486, %1487
  %1489 = sext i32 %M to i64
  %1490 = icmp slt i64 %1488, %1489
  %1491 = and i1 %1484, %1490
  br i1 %1491, label %if.then429, label %if.else430

if.then429:                                       ; preds = %for.end427
  %1492 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond432

if.else430:                                       ; preds = %for.end427
  %1493 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond435

if.end431:                                        ; preds = %for.end437, %for.end434
  %1494 = sub i32 512, %tl_hi15
  br label %for.cond439

for.cond432:                                      ; preds = %for.body433, %if.then429
  %j51 = phi i32 [ 0, %if.then429 ], [ %1514, %for.body433 ]
  %1495 = icmp slt i32 %j51, %1492
  br i1 %1495, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %1496 = mul i32 %bx, 4
  %1497 = add i32 %1496, %i11424
  %1498 = sext i32 %1497 to i64
  %1499 = sext i32 %N to i64
  %1500 = mul nsw i64 %1498, %1499
  %1501 = mul i32 %t, 512
  %1502 = add i32 %tl_lo14, %j51
  %1503 = add i32 %1501, %1502
  %1504 = sext i32 %1503 to i64
  %1505 = add nsw i64 %1500, %1504
  %1506 = getelementptr inbounds float, ptr %X, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = sext i32 %i11424 to i64
  %1509 = mul nsw i64 %1508, 512
  %1510 = add i32 %tl_lo14, %j51
  %1511 = sext i32 %1510 to i64
  %1512 = add nsw i64 %1509, %1511
  %1513 = getelementptr inbounds float, ptr %X_f, i64 %1512
  store float %1507, ptr %1513, align 4
  %1514 = add nsw i32 %j51, 1
  br label %for.cond432, !llvm.loop !97

for.end434:                                       ; preds = %for.cond432
  br label %if.end431

for.cond435:                                      ; preds = %for.body436, %if.else430
  %j51438 = phi i32 [ 0, %if.else430 ], [ %1522, %for.body436 ]
  %1515 = icmp slt i32 %j51438, %1493
  br i1 %1515, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1516 = sext i32 %i11424 to i64
  %1517 = mul nsw i64 %1516, 512
  %1518 = add i32 %tl_lo14, %j51438
  %1519 = sext i32 %1518 to i64
  %1520 = add nsw i64 %1517, %1519
  %1521 = getelementptr inbounds float, ptr %X_f, i64 %1520
  store float 0.000000e+00, ptr %1521, align 4
  %1522 = add nsw i32 %j51438, 1
  br label %for.cond435, !llvm.loop !98

for.end437:                                       ; preds = %for.cond435
  br label %if.end431

for.cond439:                                      ; preds = %for.body440, %if.end431
  %j51442 = phi i32 [ 0, %if.end431 ], [ %1530, %for.body440 ]
  %1523 = icmp slt i32 %j51442, %1494
  br i1 %1523, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1524 = sext i32 %i11424 to i64
  %1525 = mul nsw i64 %1524, 512
  %1526 = add i32 %tl_hi15, %j51442
  %1527 = sext i32 %1526 to i64
  %1528 = add nsw i64 %1525, %1527
  %1529 = getelementptr inbounds float, ptr %X_f, i64 %1528
  store float 0.000000e+00, ptr %1529, align 4
  %1530 = add nsw i32 %j51442, 1
  br label %for.cond439, !llvm.loop !99

for.end441:                                       ; preds = %for.cond439
  %1531 = add nsw i32 %i11424, 1
  br label %for.cond421, !llvm.loop !100

if.then443:                                       ; preds = %if.end414
  br label %for.cond446

if.else444:                                       ; preds = %if.end414
  %1532 = mul i32 %t, 512
  %1533 = sext i32 %1532 to i64
  %1534 = sub i64 0, %1533
  %1535 = icmp slt i64 %1534, 0
  %1536 = mul i32 %t, 512
  %1537 = sext i32 %1536 to i64
  %1538 = sub i64 0, %1537
  %1539 = icmp sgt i64 %1538, 512
  %1540 = mul i32 %t, 512
  %1541 = sext i32 %1540 to i64
  %1542 = sub i64 0, %1541
  %1543 = select i1 %1539, i64 512, i64 %1542
  %1544 = select i1 %1535, i64 0, i64 %1543
  %tl_lo16 = trunc i64 %1544 to i32
  %1545 = sext i32 %N to i64
  %1546 = mul i32 %t, 512
  %1547 = sext i32 %1546 to i64
  %1548 = sub i64 %1545, %1547
  %1549 = icmp slt i64 %1548, 0
  %1550 = sext i32 %N to i64
  %1551 = mul i32 %t, 512
  %1552 = sext i32 %1551 to i64
  %1553 = sub i64 %1550, %1552
  %1554 = icmp sgt i64 %1553, 512
  %1555 = sext i32 %N to i64
  %1556 = mul i32 %t, 512
  %1557 = sext i32 %1556 to i64
  %1558 = sub i64 %1555, %1557
  %1559 = select i1 %1554, i64 512, i64 %1558
  %1560 = select i1 %1549, i64 0, i64 %1559
  %1561 = sext i32 %tl_lo16 to i64
  %1562 = icmp slt i64 %1560, %1561
  %1563 = sext i32 %tl_lo16 to i64
  %1564 = sext i32 %N to i64
  %1565 = mul i32 %t, 512
  %1566 = sext i32 %1565 to i64
  %1567 = sub i64 %1564, %1566
  %1568 = icmp slt i64 %1567, 0
  %1569 = sext i32 %N to i64
  %1570 = mul i32 %t, 512
  %1571 = sext i32 %1570 to i64
  %1572 = sub i64 %1569, %1571
  %1573 = icmp sgt i64 %1572, 512
  %1574 = sext i32 %N to i64
  %1575 = mul i32 %t, 512
  %1576 = sext i32 %1575 to i64
  %1577 = sub i64 %1574, %1576
  %1578 = select i1 %1573, i64 512, i64 %1577
  %1579 = select i1 %1568, i64 0, i64 %1578
  %1580 = select i1 %1562, i64 %1563, i64 %1579
  %tl_hi17 = trunc i64 %1580 to i32
  br label %for.cond450

if.end445:                                        ; preds = %for.end459, %for.end448
  br label %for.cond461

for.cond446:                                      ; preds = %for.body447, %if.then443
  %i11449 = phi i32 [ 0, %if.then443 ], [ %1589, %for.body447 ]
  %1581 = icmp slt i32 %i11449, 512
  br i1 %1581, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %1582 = mul i32 %t, 512
  %1583 = add i32 %1582, %i11449
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr inbounds float, ptr %W, i64 %1584
  %1586 = load float, ptr %1585, align 4
  %1587 = sext i32 %i11449 to i64
  %1588 = getelementptr inbounds float, ptr %W_f, i64 %1587
  store float %1586, ptr %1588, align 4
  %1589 = add nsw i32 %i11449, 1
  br label %for.cond446, !llvm.loop !101

for.end448:                                       ; preds = %for.cond446
  br label %if.end445

for.cond450:                                      ; preds = %for.body451, %if.else444
  %i11453 = phi i32 [ 0, %if.else444 ], [ %1593, %for.body451 ]
  %1590 = icmp slt i32 %i11453, %tl_lo16
  br i1 %1590, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %1591 = sext i32 %i11453 to i64
  %1592 = getelementptr inbounds float, ptr %W_f, i64 %1591
  store float 0.000000e+00, ptr %1592, align 4
  %1593 = add nsw i32 %i11453, 1
  br label %for.cond450, !llvm.loop !102

for.end452:                                       ; preds = %for.cond450
  %1594 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond454

for.cond454:                                      ; preds = %for.body455, %for.end452
  %i111 = phi i32 [ 0, %for.end452 ], [ %1605, %for.body455 ]
  %1595 = icmp slt i32 %i111, %1594
  br i1 %1595, label %for.body455, label %for.end456

for.body455:                                      ; preds = %for.cond454
  %1596 = mul i32 %t, 512
  %1597 = add i32 %tl_lo16, %i111
  %1598 = add i32 %1596, %1597
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr inbounds float, ptr %W, i64 %1599
  %1601 = load float, ptr %1600, align 4
  %1602 = add i32 %tl_lo16, %i111
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr inbounds float, ptr %W_f, i64 %1603
  store float %1601, ptr %1604, align 4
  %1605 = add nsw i32 %i111, 1
  br label %for.cond454, !llvm.loop !103

for.end456:                                       ; preds = %for.cond454
  %1606 = sub i32 512, %tl_hi17
  br label %for.cond457

for.cond457:                                      ; preds = %for.body458, %for.end456
  %i111460 = phi i32 [ 0, %for.end456 ], [ %1611, %for.body458 ]
  %1607 = icmp slt i32 %i111460, %1606
  br i1 %1607, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  %1608 = add i32 %tl_hi17, %i111460
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr inbounds float, ptr %W_f, i64 %1609
  store float 0.000000e+00, ptr %1610, align 4
  %1611 = add nsw i32 %i111460, 1
  br label %for.cond457, !llvm.loop !104

for.end459:                                       ; preds = %for.cond457
  br label %if.end445

for.cond461:                                      ; preds = %for.end471, %if.end445
  %i464 = phi i32 [ 0, %if.end445 ], [ %2366, %for.end471 ]
  %1612 = icmp slt i32 %i464, 4
  br i1 %1612, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  %1613 = sext i32 %N to i64
  %1614 = sext i32 %N to i64
  %1615 = sdiv i64 %1614, 512
  %1616 = sub i64 0, %1614
  %1617 = select i1 false, i64 %1616, i64 %1615
  %1618 = srem i64 %1614, 512
  %1619 = icmp ne i64 %1618, 0
  %1620 = icmp slt i64 %1614, 0
  %1621 = icmp eq i1 %1620, false
  %1622 = and i1 %1619, %1621
  %1623 = zext i1 %1622 to i64
  %1624 = add i64 %1617, %1623
  %1625 = trunc i64 %1624 to i32
  %1626 = sub i32 %1625, 1
  %1627 = sub i32 %1626, %c411
  %1628 = mul i32 %1627, 512
  %1629 = sext i32 %1628 to i64
  %1630 = sub i64 %1613, %1629
  %1631 = icmp slt i64 %1630, 0
  %1632 = sext i32 %N to i64
  %1633 = sext i32 %N to i64
  %1634 = sdiv i64 %1633, 512
  %1635 = sub i64 0, %1633
  %1636 = select i1 false, i64 %1635, i64 %1634
  %1637 = srem i64 %1633, 512
  %1638 = icmp ne i64 %1637, 0
  %1639 = icmp slt i64 %1633, 0
  %1640 = icmp eq i1 %1639, false
  %1641 = and i1 %1638, %1640
  %1642 = zext i1 %1641 to i64
  %1643 = add i64 %1636, %1642
  %1644 = trunc i64 %1643 to i32
  %1645 = sub i32 %1644, 1
  %1646 = sub i32 %1645, %c411
  %1647 = mul i32 %1646, 512
  %1648 = sext i32 %1647 to i64
  %1649 = sub i64 %1632, %1648
  %1650 = icmp sgt i64 %1649, 512
  %1651 = sext i32 %N to i64
  %1652 = sext i32 %N to i64
  %1653 = sdiv i64 %1652, 512
  %1654 = sub i64 0, %1652
  %1655 = select i1 false, i64 %1654, i64 %1653
  %1656 = srem i64 %1652, 512
  %1657 = icmp ne i64 %1656, 0
  %1658 = icmp slt i64 %1652, 0
  %1659 = icmp eq i1 %1658, false
  %1660 = and i1 %1657, %1659
  %1661 = zext i1 %1660 to i64
  %1662 = add i64 %1655, %1661
  %1663 = trunc i64 %1662 to i32
  %1664 = sub i32 %1663, 1
  %1665 = sub i32 %1664, %c411
  %1666 = mul i32 %1665, 512
  %1667 = sext i32 %1666 to i64
  %1668 = sub i64 %1651, %1667
  %1669 = select i1 %1650, i64 512, i64 %1668
  %1670 = select i1 %1631, i64 0, i64 %1669
  %1671 = sext i32 %N to i64
  %1672 = sdiv i64 %1671, 512
  %1673 = sub i64 0, %1671
  %1674 = select i1 false, i64 %1673, i64 %1672
  %1675 = srem i64 %1671, 512
  %1676 = icmp ne i64 %1675, 0
  %1677 = icmp slt i64 %1671, 0
  %1678 = icmp eq i1 %1677, false
  %1679 = and i1 %1676, %1678
  %1680 = zext i1 %1679 to i64
  %1681 = add i64 %1674, %1680
  %1682 = trunc i64 %1681 to i32
  %1683 = sub i32 %1682, 1
  %1684 = sub i32 %1683, %c411
  %1685 = mul i32 %1684, 512
  %1686 = sext i32 %1685 to i64
  %1687 = sub i64 0, %1686
  %1688 = icmp slt i64 %1687, 0
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
  %1701 = sub i32 %1700, 1
  %1702 = sub i32 %1701, %c411
  %1703 = mul i32 %1702, 512
  %1704 = sext i32 %1703 to i64
  %1705 = sub i64 0, %1704
  %1706 = icmp sgt i64 %1705, 512
  %1707 = sext i32 %N to i64
  %1708 = sdiv i64 %1707, 512
  %1709 = sub i64 0, %1707
  %1710 = select i1 false, i64 %1709, i64 %1708
  %1711 = srem i64 %1707, 512
  %1712 = icmp ne i64 %1711, 0
  %1713 = icmp slt i64 %1707, 0
  %1714 = icmp eq i1 %1713, false
  %1715 = and i1 %1712, %1714
  %1716 = zext i1 %1715 to i64
  %1717 = add i64 %1710, %1716
  %1718 = trunc i64 %1717 to i32
  %1719 = sub i32 %1718, 1
  %1720 = sub i32 %1719, %c411
  %1721 = mul i32 %1720, 512
  %1722 = sext i32 %1721 to i64
  %1723 = sub i64 0, %1722
  %1724 = select i1 %1706, i64 512, i64 %1723
  %1725 = select i1 %1688, i64 0, i64 %1724
  %1726 = trunc i64 %1725 to i32
  %1727 = sext i32 %1726 to i64
  %1728 = icmp slt i64 %1670, %1727
  %1729 = sext i32 %N to i64
  %1730 = sdiv i64 %1729, 512
  %1731 = sub i64 0, %1729
  %1732 = select i1 false, i64 %1731, i64 %1730
  %1733 = srem i64 %1729, 512
  %1734 = icmp ne i64 %1733, 0
  %1735 = icmp slt i64 %1729, 0
  %1736 = icmp eq i1 %1735, false
  %1737 = and i1 %1734, %1736
  %1738 = zext i1 %1737 to i64
  %1739 = add i64 %1732, %1738
  %1740 = trunc i64 %1739 to i32
  %1741 = sub i32 %1740, 1
  %1742 = sub i32 %1741, %c411
  %1743 = mul i32 %1742, 512
  %1744 = sext i32 %1743 to i64
  %1745 = sub i64 0, %1744
  %1746 = icmp slt i64 %1745, 0
  %1747 = sext i32 %N to i64
  %1748 = sdiv i64 %1747, 512
  %1749 = sub i64 0, %1747
  %1750 = select i1 false, i64 %1749, i64 %1748
  %1751 = srem i64 %1747, 512
  %1752 = icmp ne i64 %1751, 0
  %1753 = icmp slt i64 %1747, 0
  %1754 = icmp eq i1 %1753, false
  %1755 = and i1 %1752, %1754
  %1756 = zext i1 %1755 to i64
  %1757 = add i64 %1750, %1756
  %1758 = trunc i64 %1757 to i32
  %1759 = sub i32 %1758, 1
  %1760 = sub i32 %1759, %c411
  %1761 = mul i32 %1760, 512
  %1762 = sext i32 %1761 to i64
  %1763 = sub i64 0, %1762
  %1764 = icmp sgt i64 %1763, 512
  %1765 = sext i32 %N to i64
  %1766 = sdiv i64 %1765, 512
  %1767 = sub i64 0, %1765
  %1768 = select i1 false, i64 %1767, i64 %1766
  %1769 = srem i64 %1765, 512
  %1770 = icmp ne i64 %1769, 0
  %1771 = icmp slt i64 %1765, 0
  %1772 = icmp eq i1 %1771, false
  %1773 = and i1 %1770, %1772
  %1774 = zext i1 %1773 to i64
  %1775 = add i64 %1768, %1774
  %1776 = trunc i64 %1775 to i32
  %1777 = sub i32 %1776, 1
  %1778 = sub i32 %1777, %c411
  %1779 = mul i32 %1778, 512
  %1780 = sext i32 %1779 to i64
  %1781 = sub i64 0, %1780
  %1782 = select i1 %1764, i64 512, i64 %1781
  %1783 = select i1 %1746, i64 0, i64 %1782
  %1784 = trunc i64 %1783 to i32
  %1785 = sext i32 %1784 to i64
  %1786 = sext i32 %N to i64
  %1787 = sext i32 %N to i64
  %1788 = sdiv i64 %1787, 512
  %1789 = sub i64 0, %1787
  %1790 = select i1 false, i64 %1789, i64 %1788
  %1791 = srem i64 %1787, 512
  %1792 = icmp ne i64 %1791, 0
  %1793 = icmp slt i64 %1787, 0
  %1794 = icmp eq i1 %1793, false
  %1795 = and i1 %1792, %1794
  %1796 = zext i1 %1795 to i64
  %1797 = add i64 %1790, %1796
  %1798 = trunc i64 %1797 to i32
  %1799 = sub i32 %1798, 1
  %1800 = sub i32 %1799, %c411
  %1801 = mul i32 %1800, 512
  %1802 = sext i32 %1801 to i64
  %1803 = sub i64 %1786, %1802
  %1804 = icmp slt i64 %1803, 0
  %1805 = sext i32 %N to i64
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
  %1819 = sub i32 %1818, %c411
  %1820 = mul i32 %1819, 512
  %1821 = sext i32 %1820 to i64
  %1822 = sub i64 %1805, %1821
  %1823 = icmp sgt i64 %1822, 512
  %1824 = sext i32 %N to i64
  %1825 = sext i32 %N to i64
  %1826 = sdiv i64 %1825, 512
  %1827 = sub i64 0, %1825
  %1828 = select i1 false, i64 %1827, i64 %1826
  %1829 = srem i64 %1825, 512
  %1830 = icmp ne i64 %1829, 0
  %1831 = icmp slt i64 %1825, 0
  %1832 = icmp eq i1 %1831, false
  %1833 = and i1 %1830, %1832
  %1834 = zext i1 %1833 to i64
  %1835 = add i64 %1828, %1834
  %1836 = trunc i64 %1835 to i32
  %1837 = sub i32 %1836, 1
  %1838 = sub i32 %1837, %c411
  %1839 = mul i32 %1838, 512
  %1840 = sext i32 %1839 to i64
  %1841 = sub i64 %1824, %1840
  %1842 = select i1 %1823, i64 512, i64 %1841
  %1843 = select i1 %1804, i64 0, i64 %1842
  %1844 = select i1 %1728, i64 %1785, i64 %1843
  %1845 = trunc i64 %1844 to i32
  %1846 = icmp slt i32 %1845, 0
  %1847 = sext i32 %N to i64
  %1848 = sext i32 %N to i64
  %1849 = sdiv i64 %1848, 512
  %1850 = sub i64 0, %1848
  %1851 = select i1 false, i64 %1850, i64 %1849
  %1852 = srem i64 %1848, 512
  %1853 = icmp ne i64 %1852, 0
  %1854 = icmp slt i64 %1848, 0
  %1855 = icmp eq i1 %1854, false
  %1856 = and i1 %1853, %1855
  %1857 = zext i1 %1856 to i64
  %1858 = add i64 %1851, %1857
  %1859 = trunc i64 %1858 to i32
  %1860 = sub i32 %1859, 1
  %1861 = sub i32 %1860, %c411
  %1862 = mul i32 %1861, 512
  %1863 = sext i32 %1862 to i64
  %1864 = sub i64 %1847, %1863
  %1865 = icmp slt i64 %1864, 0
  %1866 = sext i32 %N to i64
  %1867 = sext i32 %N to i64
  %1868 = sdiv i64 %1867, 512
  %1869 = sub i64 0, %1867
  %1870 = select i1 false, i64 %1869, i64 %1868
  %1871 = srem i64 %1867, 512
  %1872 = icmp ne i64 %1871, 0
  %1873 = icmp slt i64 %1867, 0
  %1874 = icmp eq i1 %1873, false
  %1875 = and i1 %1872, %1874
  %1876 = zext i1 %1875 to i64
  %1877 = add i64 %1870, %1876
  %1878 = trunc i64 %1877 to i32
  %1879 = sub i32 %1878, 1
  %1880 = sub i32 %1879, %c411
  %1881 = mul i32 %1880, 512
  %1882 = sext i32 %1881 to i64
  %1883 = sub i64 %1866, %1882
  %1884 = icmp sgt i64 %1883, 512
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
  %1899 = sub i32 %1898, %c411
  %1900 = mul i32 %1899, 512
  %1901 = sext i32 %1900 to i64
  %1902 = sub i64 %1885, %1901
  %1903 = select i1 %1884, i64 512, i64 %1902
  %1904 = select i1 %1865, i64 0, i64 %1903
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
  %1918 = sub i32 %1917, %c411
  %1919 = mul i32 %1918, 512
  %1920 = sext i32 %1919 to i64
  %1921 = sub i64 0, %1920
  %1922 = icmp slt i64 %1921, 0
  %1923 = sext i32 %N to i64
  %1924 = sdiv i64 %1923, 512
  %1925 = sub i64 0, %1923
  %1926 = select i1 false, i64 %1925, i64 %1924
  %1927 = srem i64 %1923, 512
  %1928 = icmp ne i64 %1927, 0
  %1929 = icmp slt i64 %1923, 0
  %1930 = icmp eq i1 %1929, false
  %1931 = and i1 %1928, %1930
  %1932 = zext i1 %1931 to i64
  %1933 = add i64 %1926, %1932
  %1934 = trunc i64 %1933 to i32
  %1935 = sub i32 %1934, 1
  %1936 = sub i32 %1935, %c411
  %1937 = mul i32 %1936, 512
  %1938 = sext i32 %1937 to i64
  %1939 = sub i64 0, %1938
  %1940 = icmp sgt i64 %1939, 512
  %1941 = sext i32 %N to i64
  %1942 = sdiv i64 %1941, 512
  %1943 = sub i64 0, %1941
  %1944 = select i1 false, i64 %1943, i64 %1942
  %1945 = srem i64 %1941, 512
  %1946 = icmp ne i64 %1945, 0
  %1947 = icmp slt i64 %1941, 0
  %1948 = icmp eq i1 %1947, false
  %1949 = and i1 %1946, %1948
  %1950 = zext i1 %1949 to i64
  %1951 = add i64 %1944, %1950
  %1952 = trunc i64 %1951 to i32
  %1953 = sub i32 %1952, 1
  %1954 = sub i32 %1953, %c411
  %1955 = mul i32 %1954, 512
  %1956 = sext i32 %1955 to i64
  %1957 = sub i64 0, %1956
  %1958 = select i1 %1940, i64 512, i64 %1957
  %1959 = select i1 %1922, i64 0, i64 %1958
  %1960 = trunc i64 %1959 to i32
  %1961 = sext i32 %1960 to i64
  %1962 = icmp slt i64 %1904, %1961
  %1963 = sext i32 %N to i64
  %1964 = sdiv i64 %1963, 512
  %1965 = sub i64 0, %1963
  %1966 = select i1 false, i64 %1965, i64 %1964
  %1967 = srem i64 %1963, 512
  %1968 = icmp ne i64 %1967, 0
  %1969 = icmp slt i64 %1963, 0
  %1970 = icmp eq i1 %1969, false
  %1971 = and i1 %1968, %1970
  %1972 = zext i1 %1971 to i64
  %1973 = add i64 %1966, %1972
  %1974 = trunc i64 %1973 to i32
  %1975 = sub i32 %1974, 1
  %1976 = sub i32 %1975, %c411
  %1977 = mul i32 %1976, 512
  %1978 = sext i32 %1977 to i64
  %1979 = sub i64 0, %1978
  %1980 = icmp slt i64 %1979, 0
  %1981 = sext i32 %N to i64
  %1982 = sdiv i64 %1981, 512
  %1983 = sub i64 0, %1981
  %1984 = select i1 false, i64 %1983, i64 %1982
  %1985 = srem i64 %1981, 512
  %1986 = icmp ne i64 %1985, 0
  %1987 = icmp slt i64 %1981, 0
  %1988 = icmp eq i1 %1987, false
  %1989 = and i1 %1986, %1988
  %1990 = zext i1 %1989 to i64
  %1991 = add i64 %1984, %1990
  %1992 = trunc i64 %1991 to i32
  %1993 = sub i32 %1992, 1
  %1994 = sub i32 %1993, %c411
  %1995 = mul i32 %1994, 512
  %1996 = sext i32 %1995 to i64
  %1997 = sub i64 0, %1996
  %1998 = icmp sgt i64 %1997, 512
  %1999 = sext i32 %N to i64
  %2000 = sdiv i64 %1999, 512
  %2001 = sub i64 0, %1999
  %2002 = select i1 false, i64 %2001, i64 %2000
  %2003 = srem i64 %1999, 512
  %2004 = icmp ne i64 %2003, 0
  %2005 = icmp slt i64 %1999, 0
  %2006 = icmp eq i1 %2005, false
  %2007 = and i1 %2004, %2006
  %2008 = zext i1 %2007 to i64
  %2009 = add i64 %2002, %2008
  %2010 = trunc i64 %2009 to i32
  %2011 = sub i32 %2010, 1
  %2012 = sub i32 %2011, %c411
  %2013 = mul i32 %2012, 512
  %2014 = sext i32 %2013 to i64
  %2015 = sub i64 0, %2014
  %2016 = select i1 %1998, i64 512, i64 %2015
  %2017 = select i1 %1980, i64 0, i64 %2016
  %2018 = trunc i64 %2017 to i32
  %2019 = sext i32 %2018 to i64
  %2020 = sext i32 %N to i64
  %2021 = sext i32 %N to i64
  %2022 = sdiv i64 %2021, 512
  %2023 = sub i64 0, %2021
  %2024 = select i1 false, i64 %2023, i64 %2022
  %2025 = srem i64 %2021, 512
  %2026 = icmp ne i64 %2025, 0
  %2027 = icmp slt i64 %2021, 0
  %2028 = icmp eq i1 %2027, false
  %2029 = and i1 %2026, %2028
  %2030 = zext i1 %2029 to i64
  %2031 = add i64 %2024, %2030
  %2032 = trunc i64 %2031 to i32
  %2033 = sub i32 %2032, 1
  %2034 = sub i32 %2033, %c411
  %2035 = mul i32 %2034, 512
  %2036 = sext i32 %2035 to i64
  %2037 = sub i64 %2020, %2036
  %2038 = icmp slt i64 %2037, 0
  %2039 = sext i32 %N to i64
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
  %2053 = sub i32 %2052, %c411
  %2054 = mul i32 %2053, 512
  %2055 = sext i32 %2054 to i64
  %2056 = sub i64 %2039, %2055
  %2057 = icmp sgt i64 %2056, 512
  %2058 = sext i32 %N to i64
  %2059 = sext i32 %N to i64
  %2060 = sdiv i64 %2059, 512
  %2061 = sub i64 0, %2059
  %2062 = select i1 false, i64 %2061, i64 %2060
  %2063 = srem i64 %2059, 512
  %2064 = icmp ne i64 %2063, 0
  %2065 = icmp slt i64 %2059, 0
  %2066 = icmp eq i1 %2065, false
  %2067 = and i1 %2064, %2066
  %2068 = zext i1 %2067 to i64
  %2069 = add i64 %2062, %2068
  %2070 = trunc i64 %2069 to i32
  %2071 = sub i32 %2070, 1
  %2072 = sub i32 %2071, %c411
  %2073 = mul i32 %2072, 512
  %2074 = sext i32 %2073 to i64
  %2075 = sub i64 %2058, %2074
  %2076 = select i1 %2057, i64 512, i64 %2075
  %2077 = select i1 %2038, i64 0, i64 %2076
  %2078 = select i1 %1962, i64 %2019, i64 %2077
  %2079 = trunc i64 %2078 to i32
  %2080 = icmp sgt i32 %2079, 512
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
  %2095 = sub i32 %2094, %c411
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
  %2114 = sub i32 %2113, %c411
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
  %2133 = sub i32 %2132, %c411
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
  %2152 = sub i32 %2151, %c411
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
  %2170 = sub i32 %2169, %c411
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
  %2188 = sub i32 %2187, %c411
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
  %2210 = sub i32 %2209, %c411
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
  %2228 = sub i32 %2227, %c411
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
  %2246 = sub i32 %2245, %c411
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
  %2268 = sub i32 %2267, %c411
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
  %2287 = sub i32 %2286, %c411
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
  %2306 = sub i32 %2305, %c411
  %2307 = mul i32 %2306, 512
  %2308 = sext i32 %2307 to i64
  %2309 = sub i64 %2292, %2308
  %2310 = select i1 %2291, i64 512, i64 %2309
  %2311 = select i1 %2272, i64 0, i64 %2310
  %2312 = select i1 %2196, i64 %2253, i64 %2311
  %2313 = trunc i64 %2312 to i32
  %2314 = select i1 %2080, i32 512, i32 %2313
  %tl_cols9 = select i1 %1846, i32 0, i32 %2314
  br label %for.cond465

for.end463:                                       ; preds = %for.cond461
  %2315 = mul i32 %bx, 4
  %2316 = icmp sle i32 0, %2315
  %2317 = mul i32 %bx, 4
  %2318 = sext i32 %2317 to i64
  %2319 = add i64 %2318, 4
  %2320 = sext i32 %M to i64
  %2321 = icmp sle i64 %2319, %2320
  %2322 = and i1 %2316, %2321
  %2323 = mul i32 %t, 512
  %2324 = icmp sle i32 0, %2323
  %2325 = mul i32 %t, 512
  %2326 = sext i32 %2325 to i64
  %2327 = add i64 %2326, 512
  %2328 = sext i32 %N to i64
  %2329 = icmp sle i64 %2327, %2328
  %2330 = and i1 %2324, %2329
  %2331 = and i1 %2322, %2330
  br i1 %2331, label %if.then472, label %if.else473

for.cond465:                                      ; preds = %for.body466, %for.body462
  %j468 = phi i32 [ 0, %for.body462 ], [ %2352, %for.body466 ]
  %2332 = icmp slt i32 %j468, %tl_cols9
  br i1 %2332, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %2333 = sext i32 %i464 to i64
  %2334 = mul nsw i64 %2333, 512
  %2335 = sext i32 %j468 to i64
  %2336 = add nsw i64 %2334, %2335
  %2337 = getelementptr inbounds float, ptr %X_f, i64 %2336
  %2338 = load float, ptr %2337, align 4
  %2339 = sext i32 %i464 to i64
  %2340 = getelementptr inbounds float, ptr %ss, i64 %2339
  %2341 = load float, ptr %2340, align 4
  %2342 = fmul float %2338, %2341
  %2343 = sext i32 %j468 to i64
  %2344 = getelementptr inbounds float, ptr %W_f, i64 %2343
  %2345 = load float, ptr %2344, align 4
  %2346 = fmul float %2342, %2345
  %2347 = sext i32 %i464 to i64
  %2348 = mul nsw i64 %2347, 512
  %2349 = sext i32 %j468 to i64
  %2350 = add nsw i64 %2348, %2349
  %2351 = getelementptr inbounds float, ptr %X_f, i64 %2350
  store float %2346, ptr %2351, align 4
  %2352 = add nsw i32 %j468, 1
  br label %for.cond465, !llvm.loop !105

for.end467:                                       ; preds = %for.cond465
  %2353 = sext i32 %i464 to i64
  %2354 = getelementptr inbounds float, ptr %ss, i64 %2353
  %2355 = load float, ptr %2354, align 4
  %2356 = fmul float 0.000000e+00, %2355
  %tl_col11 = fmul float %2356, 0.000000e+00
  %2357 = sub i32 512, %tl_cols9
  br label %for.cond469

for.cond469:                                      ; preds = %for.body470, %for.end467
  %j10 = phi i32 [ 0, %for.end467 ], [ %2365, %for.body470 ]
  %2358 = icmp slt i32 %j10, %2357
  br i1 %2358, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %2359 = sext i32 %i464 to i64
  %2360 = mul nsw i64 %2359, 512
  %2361 = add i32 %tl_cols9, %j10
  %2362 = sext i32 %2361 to i64
  %2363 = add nsw i64 %2360, %2362
  %2364 = getelementptr inbounds float, ptr %X_f, i64 %2363
  store float %tl_col11, ptr %2364, align 4
  %2365 = add nsw i32 %j10, 1
  br label %for.cond469, !llvm.loop !106

for.end471:                                       ; preds = %for.cond469
  %2366 = add nsw i32 %i464, 1
  br label %for.cond461, !llvm.loop !107

if.then472:                                       ; preds = %for.end463
  br label %for.cond475

if.else473:                                       ; preds = %for.end463
  br label %for.cond486

if.end474:                                        ; preds = %for.end488, %for.end477
  %2367 = add nsw i32 %c411, 1
  br label %for.cond408, !llvm.loop !108

for.cond475:                                      ; preds = %if.end481, %if.then472
  %i11478 = phi i32 [ 0, %if.then472 ], [ %2387, %if.end481 ]
  %2368 = icmp slt i32 %i11478, 4
  br i1 %2368, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  %2369 = sext i32 %M to i64
  %2370 = sext i32 %N to i64
  %2371 = mul i64 %2369, %2370
  %2372 = icmp sge i64 %2371, 8388608
  br i1 %2372, label %if.then479, label %if.else480

for.end477:                                       ; preds = %for.cond475
  br label %if.end474

if.then479:                                       ; preds = %for.body476
  %2373 = mul i32 %bx, 4
  %2374 = add i32 %2373, %i11478
  %2375 = sext i32 %2374 to i64
  %2376 = sext i32 %N to i64
  %2377 = mul nsw i64 %2375, %2376
  %2378 = mul i32 %t, 512
  %2379 = add i32 %2378, 0
  %2380 = sext i32 %2379 to i64
  %2381 = add nsw i64 %2377, %2380
  %2382 = getelementptr inbounds float, ptr %Y, i64 %2381
  %2383 = sext i32 %i11478 to i64
  %2384 = mul nsw i64 %2383, 512
  %2385 = add nsw i64 %2384, 0
  %2386 = getelementptr inbounds float, ptr %X_f, i64 %2385
  call void @tilec_rt_stream(ptr %2382, ptr %2386, i64 2048)
  br label %if.end481

if.else480:                                       ; preds = %for.body476
  br label %for.cond482

if.end481:                                        ; preds = %for.end484, %if.then479
  %2387 = add nsw i32 %i11478, 1
  br label %for.cond475, !llvm.loop !109

for.cond482:                                      ; preds = %for.body483, %if.else480
  %j5485 = phi i32 [ 0, %if.else480 ], [ %2405, %for.body483 ]
  %2388 = icmp slt i32 %j5485, 512
  br i1 %2388, label %for.body483, label %for.end484

for.body483:                                      ; preds = %for.cond482
  %2389 = sext i32 %i11478 to i64
  %2390 = mul nsw i64 %2389, 512
  %2391 = sext i32 %j5485 to i64
  %2392 = add nsw i64 %2390, %2391
  %2393 = getelementptr inbounds float, ptr %X_f, i64 %2392
  %2394 = load float, ptr %2393, align 4
  %2395 = mul i32 %bx, 4
  %2396 = add i32 %2395, %i11478
  %2397 = sext i32 %2396 to i64
  %2398 = sext i32 %N to i64
  %2399 = mul nsw i64 %2397, %2398
  %2400 = mul i32 %t, 512
  %2401 = add i32 %2400, %j5485
  %2402 = sext i32 %2401 to i64
  %2403 = add nsw i64 %2399, %2402
  %2404 = getelementptr inbounds float, ptr %Y, i64 %2403
  store float %2394, ptr %2404, align 4
  %2405 = add nsw i32 %j5485, 1
  br label %for.cond482, !llvm.loop !110

for.end484:                                       ; preds = %for.cond482
  br label %if.end481

for.cond486:                                      ; preds = %for.end492, %if.else473
  %i11489 = phi i32 [ 0, %if.else473 ], [ %2433, %for.end492 ]
  %2406 = icmp slt i32 %i11489, 4
  br i1 %2406, label %for.body487, label %for.end488

for.body487:                                      ; preds = %for.cond486
  br label %for.cond490

for.end488:                                       ; preds = %for.cond486
  br label %if.end474

for.cond490:                                      ; preds = %if.end496, %for.body487
  %j5493 = phi i32 [ 0, %for.body487 ], [ %2450, %if.end496 ]
  %2407 = icmp slt i32 %j5493, 512
  br i1 %2407, label %for.body491, label %for.end492

for.body491:                                      ; preds = %for.cond490
  %2408 = mul i32 %bx, 4
  %2409 = sext i32 %2408 to i64
  %2410 = sext i32 %i11489 to i64
  %2411 = add i64 %2409, %2410
  %2412 = icmp sle i64 0, %2411
  %2413 = mul i32 %bx, 4
  %2414 = sext i32 %2413 to i64
  %2415 = sext i32 %i11489 to i64
  %2416 = add i64 %2414, %2415
  %2417 = sext i32 %M to i64
  %2418 = icmp slt i64 %2416, %2417
  %2419 = and i1 %2412, %2418
  %2420 = mul i32 %t, 512
  %2421 = sext i32 %2420 to i64
  %2422 = sext i32 %j5493 to i64
  %2423 = add i64 %2421, %2422
  %2424 = icmp sle i64 0, %2423
  %2425 = mul i32 %t, 512
  %2426 = sext i32 %2425 to i64
  %2427 = sext i32 %j5493 to i64
  %2428 = add i64 %2426, %2427
  %2429 = sext i32 %N to i64
  %2430 = icmp slt i64 %2428, %2429
  %2431 = and i1 %2424, %2430
  %2432 = and i1 %2419, %2431
  br i1 %2432, label %if.then494, label %if.else495

for.end492:                                       ; preds = %for.cond490
  %2433 = add nsw i32 %i11489, 1
  br label %for.cond486, !llvm.loop !111

if.then494:                                       ; preds = %for.body491
  %2434 = sext i32 %i11489 to i64
  %2435 = mul nsw i64 %2434, 512
  %2436 = sext i32 %j5493 to i64
  %2437 = add nsw i64 %2435, %2436
  %2438 = getelementptr inbounds float, ptr %X_f, i64 %2437
  %2439 = load float, ptr %2438, align 4
  %2440 = mul i32 %bx, 4
  %2441 = add i32 %2440, %i11489
  %2442 = sext i32 %2441 to i64
  %2443 = sext i32 %N to i64
  %2444 = mul nsw i64 %2442, %2443
  %2445 = mul i32 %t, 512
  %2446 = add i32 %2445, %j5493
  %2447 = sext i32 %2446 to i64
  %2448 = add nsw i64 %2444, %2447
  %2449 = getelementptr inbounds float, ptr %Y, i64 %2448
  store float %2439, ptr %2449, align 4
  br label %if.end496

if.else495:                                       ; preds = %for.body491
  br label %if.end496

if.end496:                                        ; preds = %if.else495, %if.then494
  %2450 = add nsw i32 %j5493, 1
  br label %for.cond490, !llvm.loop !112
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
