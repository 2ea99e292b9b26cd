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
  br i1 %12, label %if.then101, label %if.else102

if.end:                                           ; preds = %if.end103, %if.end75
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

for.cond65:                                       ; preds = %for.end71, %for.end50
  %i68 = phi i32 [ 0, %for.end50 ], [ %235, %for.end71 ]
  %195 = icmp slt i32 %i68, 32
  br i1 %195, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  br label %for.cond69

for.end67:                                        ; preds = %for.cond65
  %196 = mul i32 %bx, 32
  %197 = icmp sle i32 0, %196
  %198 = mul i32 %bx, 32
  %199 = sext i32 %198 to i64
  %200 = add i64 %199, 32
  %201 = sext i32 %M to i64
  %202 = icmp sle i64 %200, %201
  %203 = and i1 %197, %202
  %204 = sext i32 %N to i64
  %205 = icmp sle i64 256, %204
  %206 = and i1 %203, %205
  br i1 %206, label %if.then73, label %if.else74

for.cond69:                                       ; preds = %for.body70, %for.body66
  %j72 = phi i32 [ 0, %for.body66 ], [ %234, %for.body70 ]
  %207 = icmp slt i32 %j72, 256
  br i1 %207, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %208 = sext i32 %i68 to i64
  %209 = mul nsw i64 %208, 256
  %210 = sext i32 %j72 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_s, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = sext i32 %i68 to i64
  %215 = getelementptr inbounds float, ptr %ss_s, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = sitofp i32 %N to float
  %218 = fdiv float %216, %217
  %219 = fadd float %218, 0x3EB0C6F7A0000000
  %220 = fpext float %219 to double
  %221 = call double @llvm.sqrt.f64(double %220)
  %222 = fdiv double 1.000000e+00, %221
  %223 = fptrunc double %222 to float
  %224 = fmul float %213, %223
  %225 = sext i32 %j72 to i64
  %226 = getelementptr inbounds float, ptr %W_s, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = fmul float %224, %227
  %229 = sext i32 %i68 to i64
  %230 = mul nsw i64 %229, 256
  %231 = sext i32 %j72 to i64
  %232 = add nsw i64 %230, %231
  %233 = getelementptr inbounds float, ptr %X_s, i64 %232
  store float %228, ptr %233, align 4
  %234 = add nsw i32 %j72, 1
  br label %for.cond69, !llvm.loop !19

for.end71:                                        ; preds = %for.cond69
  %235 = add nsw i32 %i68, 1
  br label %for.cond65, !llvm.loop !20

if.then73:                                        ; preds = %for.end67
  br label %for.cond76

if.else74:                                        ; preds = %for.end67
  br label %for.cond87

if.end75:                                         ; preds = %for.end89, %for.end78
  br label %if.end

for.cond76:                                       ; preds = %if.end82, %if.then73
  %i679 = phi i32 [ 0, %if.then73 ], [ %252, %if.end82 ]
  %236 = icmp slt i32 %i679, 32
  br i1 %236, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %237 = sext i32 %M to i64
  %238 = sext i32 %N to i64
  %239 = mul i64 %237, %238
  %240 = icmp sge i64 %239, 8388608
  br i1 %240, label %if.then80, label %if.else81

for.end78:                                        ; preds = %for.cond76
  br label %if.end75

if.then80:                                        ; preds = %for.body77
  %241 = mul i32 %bx, 32
  %242 = add i32 %241, %i679
  %243 = sext i32 %242 to i64
  %244 = sext i32 %N to i64
  %245 = mul nsw i64 %243, %244
  %246 = add nsw i64 %245, 0
  %247 = getelementptr inbounds float, ptr %Y, i64 %246
  %248 = sext i32 %i679 to i64
  %249 = mul nsw i64 %248, 256
  %250 = add nsw i64 %249, 0
  %251 = getelementptr inbounds float, ptr %X_s, i64 %250
  call void @tilec_rt_stream(ptr %247, ptr %251, i64 1024)
  br label %if.end82

if.else81:                                        ; preds = %for.body77
  br label %for.cond83

if.end82:                                         ; preds = %for.end85, %if.then80
  %252 = add nsw i32 %i679, 1
  br label %for.cond76, !llvm.loop !21

for.cond83:                                       ; preds = %for.body84, %if.else81
  %j186 = phi i32 [ 0, %if.else81 ], [ %268, %for.body84 ]
  %253 = icmp slt i32 %j186, 256
  br i1 %253, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %254 = sext i32 %i679 to i64
  %255 = mul nsw i64 %254, 256
  %256 = sext i32 %j186 to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds float, ptr %X_s, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = mul i32 %bx, 32
  %261 = add i32 %260, %i679
  %262 = sext i32 %261 to i64
  %263 = sext i32 %N to i64
  %264 = mul nsw i64 %262, %263
  %265 = sext i32 %j186 to i64
  %266 = add nsw i64 %264, %265
  %267 = getelementptr inbounds float, ptr %Y, i64 %266
  store float %259, ptr %267, align 4
  %268 = add nsw i32 %j186, 1
  br label %for.cond83, !llvm.loop !22

for.end85:                                        ; preds = %for.cond83
  br label %if.end82

for.cond87:                                       ; preds = %if.end93, %if.else74
  %i690 = phi i32 [ 0, %if.else74 ], [ %293, %if.end93 ]
  %269 = icmp slt i32 %i690, 32
  br i1 %269, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %270 = sext i32 %N to i64
  %271 = icmp slt i64 %270, 0
  %272 = sext i32 %N to i64
  %273 = icmp sgt i64 %272, 256
  %274 = sext i32 %N to i64
  %275 = select i1 %273, i64 256, i64 %274
  %276 = select i1 %271, i64 0, i64 %275
  %tl_hi3 = trunc i64 %276 to i32
  %277 = mul i32 %bx, 32
  %278 = sext i32 %277 to i64
  %279 = sext i32 %i690 to i64
  %280 = add i64 %278, %279
  %281 = icmp sle i64 0, %280
  %282 = mul i32 %bx, 32
  %283 = sext i32 %282 to i64
  %284 = sext i32 %i690 to i64
  %285 = add i64 %283, %284
  %286 = sext i32 %M to i64
  %287 = icmp slt i64 %285, %286
  %288 = and i1 %281, %287
  br i1 %288, label %if.then91, label %if.else92

for.end89:                                        ; preds = %for.cond87
  br label %if.end75

if.then91:                                        ; preds = %for.body88
  %289 = sext i32 %M to i64
  %290 = sext i32 %N to i64
  %291 = mul i64 %289, %290
  %292 = icmp sge i64 %291, 8388608
  br i1 %292, label %if.then94, label %if.else95

if.else92:                                        ; preds = %for.body88
  br label %if.end93

if.end93:                                         ; preds = %if.else92, %if.end96
  %293 = add nsw i32 %i690, 1
  br label %for.cond87, !llvm.loop !23

if.then94:                                        ; preds = %if.then91
  %294 = sext i32 %tl_hi3 to i64
  %295 = mul i32 %bx, 32
  %296 = add i32 %295, %i690
  %297 = sext i32 %296 to i64
  %298 = sext i32 %N to i64
  %299 = mul nsw i64 %297, %298
  %300 = add nsw i64 %299, 0
  %301 = getelementptr inbounds float, ptr %Y, i64 %300
  %302 = sext i32 %i690 to i64
  %303 = mul nsw i64 %302, 256
  %304 = add nsw i64 %303, 0
  %305 = getelementptr inbounds float, ptr %X_s, i64 %304
  %306 = mul i64 %294, 4
  call void @tilec_rt_stream(ptr %301, ptr %305, i64 %306)
  br label %if.end96

if.else95:                                        ; preds = %if.then91
  br label %for.cond97

if.end96:                                         ; preds = %for.end99, %if.then94
  br label %if.end93

for.cond97:                                       ; preds = %for.body98, %if.else95
  %j1100 = phi i32 [ 0, %if.else95 ], [ %322, %for.body98 ]
  %307 = icmp slt i32 %j1100, %tl_hi3
  br i1 %307, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %308 = sext i32 %i690 to i64
  %309 = mul nsw i64 %308, 256
  %310 = sext i32 %j1100 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds float, ptr %X_s, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = mul i32 %bx, 32
  %315 = add i32 %314, %i690
  %316 = sext i32 %315 to i64
  %317 = sext i32 %N to i64
  %318 = mul nsw i64 %316, %317
  %319 = sext i32 %j1100 to i64
  %320 = add nsw i64 %318, %319
  %321 = getelementptr inbounds float, ptr %Y, i64 %320
  store float %313, ptr %321, align 4
  %322 = add nsw i32 %j1100, 1
  br label %for.cond97, !llvm.loop !24

for.end99:                                        ; preds = %for.cond97
  br label %if.end96

if.then101:                                       ; preds = %if.else
  %323 = mul i32 %bx, 4
  %324 = icmp sle i32 0, %323
  %325 = mul i32 %bx, 4
  %326 = sext i32 %325 to i64
  %327 = add i64 %326, 4
  %328 = sext i32 %M to i64
  %329 = icmp sle i64 %327, %328
  %330 = and i1 %324, %329
  %331 = sext i32 %N to i64
  %332 = icmp sle i64 512, %331
  %333 = and i1 %330, %332
  br i1 %333, label %if.then104, label %if.else105

if.else102:                                       ; preds = %if.else
  %334 = icmp sle i32 %N, 4096
  br i1 %334, label %if.then209, label %if.else210

if.end103:                                        ; preds = %if.end211, %if.end183
  br label %if.end

if.then104:                                       ; preds = %if.then101
  br label %for.cond107

if.else105:                                       ; preds = %if.then101
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  %335 = sext i32 %N to i64
  %336 = icmp sle i64 512, %335
  br i1 %336, label %if.then131, label %if.else132

for.cond107:                                      ; preds = %for.end112, %if.then104
  %i7 = phi i32 [ 0, %if.then104 ], [ %354, %for.end112 ]
  %337 = icmp slt i32 %i7, 4
  br i1 %337, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %j2 = phi i32 [ 0, %for.body108 ], [ %353, %for.body111 ]
  %338 = icmp slt i32 %j2, 512
  br i1 %338, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %339 = mul i32 %bx, 4
  %340 = add i32 %339, %i7
  %341 = sext i32 %340 to i64
  %342 = sext i32 %N to i64
  %343 = mul nsw i64 %341, %342
  %344 = sext i32 %j2 to i64
  %345 = add nsw i64 %343, %344
  %346 = getelementptr inbounds float, ptr %X, i64 %345
  %347 = load float, ptr %346, align 4
  %348 = sext i32 %i7 to i64
  %349 = mul nsw i64 %348, 512
  %350 = sext i32 %j2 to i64
  %351 = add nsw i64 %349, %350
  %352 = getelementptr inbounds float, ptr %X_f, i64 %351
  store float %347, ptr %352, align 4
  %353 = add nsw i32 %j2, 1
  br label %for.cond110, !llvm.loop !25

for.end112:                                       ; preds = %for.cond110
  %354 = add nsw i32 %i7, 1
  br label %for.cond107, !llvm.loop !26

for.cond113:                                      ; preds = %for.end130, %if.else105
  %i7116 = phi i32 [ 0, %if.else105 ], [ %407, %for.end130 ]
  %355 = icmp slt i32 %i7116, 4
  br i1 %355, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %356 = sext i32 %N to i64
  %357 = icmp slt i64 %356, 0
  %358 = sext i32 %N to i64
  %359 = icmp sgt i64 %358, 512
  %360 = sext i32 %N to i64
  %361 = select i1 %359, i64 512, i64 %360
  %362 = select i1 %357, i64 0, i64 %361
  %tl_hi4 = trunc i64 %362 to i32
  %363 = mul i32 %bx, 4
  %364 = sext i32 %363 to i64
  %365 = sext i32 %i7116 to i64
  %366 = add i64 %364, %365
  %367 = icmp sle i64 0, %366
  %368 = mul i32 %bx, 4
  %369 = sext i32 %368 to i64
  %370 = sext i32 %i7116 to i64
  %371 = add i64 %369, %370
  %372 = sext i32 %M to i64
  %373 = icmp slt i64 %371, %372
  %374 = and i1 %367, %373
  br i1 %374, label %if.then117, label %if.else118

for.end115:                                       ; preds = %for.cond113
  br label %if.end106

if.then117:                                       ; preds = %for.body114
  br label %for.cond120

if.else118:                                       ; preds = %for.body114
  br label %for.cond124

if.end119:                                        ; preds = %for.end126, %for.end122
  %375 = sub i32 512, %tl_hi4
  br label %for.cond128

for.cond120:                                      ; preds = %for.body121, %if.then117
  %j2123 = phi i32 [ 0, %if.then117 ], [ %391, %for.body121 ]
  %376 = icmp slt i32 %j2123, %tl_hi4
  br i1 %376, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %377 = mul i32 %bx, 4
  %378 = add i32 %377, %i7116
  %379 = sext i32 %378 to i64
  %380 = sext i32 %N to i64
  %381 = mul nsw i64 %379, %380
  %382 = sext i32 %j2123 to i64
  %383 = add nsw i64 %381, %382
  %384 = getelementptr inbounds float, ptr %X, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = sext i32 %i7116 to i64
  %387 = mul nsw i64 %386, 512
  %388 = sext i32 %j2123 to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds float, ptr %X_f, i64 %389
  store float %385, ptr %390, align 4
  %391 = add nsw i32 %j2123, 1
  br label %for.cond120, !llvm.loop !27

for.end122:                                       ; preds = %for.cond120
  br label %if.end119

for.cond124:                                      ; preds = %for.body125, %if.else118
  %j2127 = phi i32 [ 0, %if.else118 ], [ %398, %for.body125 ]
  %392 = icmp slt i32 %j2127, %tl_hi4
  br i1 %392, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %393 = sext i32 %i7116 to i64
  %394 = mul nsw i64 %393, 512
  %395 = sext i32 %j2127 to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %X_f, i64 %396
  store float 0.000000e+00, ptr %397, align 4
  %398 = add nsw i32 %j2127, 1
  br label %for.cond124, !llvm.loop !28

for.end126:                                       ; preds = %for.cond124
  br label %if.end119

for.cond128:                                      ; preds = %for.body129, %if.end119
  %j21 = phi i32 [ 0, %if.end119 ], [ %406, %for.body129 ]
  %399 = icmp slt i32 %j21, %375
  br i1 %399, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %400 = sext i32 %i7116 to i64
  %401 = mul nsw i64 %400, 512
  %402 = add i32 %tl_hi4, %j21
  %403 = sext i32 %402 to i64
  %404 = add nsw i64 %401, %403
  %405 = getelementptr inbounds float, ptr %X_f, i64 %404
  store float 0.000000e+00, ptr %405, align 4
  %406 = add nsw i32 %j21, 1
  br label %for.cond128, !llvm.loop !29

for.end130:                                       ; preds = %for.cond128
  %407 = add nsw i32 %i7116, 1
  br label %for.cond113, !llvm.loop !30

if.then131:                                       ; preds = %if.end106
  br label %for.cond134

if.else132:                                       ; preds = %if.end106
  %408 = sext i32 %N to i64
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = icmp sgt i64 %410, 512
  %412 = sext i32 %N to i64
  %413 = select i1 %411, i64 512, i64 %412
  %414 = select i1 %409, i64 0, i64 %413
  %tl_hi5 = trunc i64 %414 to i32
  br label %for.cond138

if.end133:                                        ; preds = %for.end144, %for.end136
  br label %for.cond145

for.cond134:                                      ; preds = %for.body135, %if.then131
  %i7137 = phi i32 [ 0, %if.then131 ], [ %421, %for.body135 ]
  %415 = icmp slt i32 %i7137, 512
  br i1 %415, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %416 = sext i32 %i7137 to i64
  %417 = getelementptr inbounds float, ptr %W, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = sext i32 %i7137 to i64
  %420 = getelementptr inbounds float, ptr %W_f, i64 %419
  store float %418, ptr %420, align 4
  %421 = add nsw i32 %i7137, 1
  br label %for.cond134, !llvm.loop !31

for.end136:                                       ; preds = %for.cond134
  br label %if.end133

for.cond138:                                      ; preds = %for.body139, %if.else132
  %i7141 = phi i32 [ 0, %if.else132 ], [ %428, %for.body139 ]
  %422 = icmp slt i32 %i7141, %tl_hi5
  br i1 %422, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %423 = sext i32 %i7141 to i64
  %424 = getelementptr inbounds float, ptr %W, i64 %423
  %425 = load float, ptr %424, align 4
  %426 = sext i32 %i7141 to i64
  %427 = getelementptr inbounds float, ptr %W_f, i64 %426
  store float %425, ptr %427, align 4
  %428 = add nsw i32 %i7141, 1
  br label %for.cond138, !llvm.loop !32

for.end140:                                       ; preds = %for.cond138
  %429 = sub i32 512, %tl_hi5
  br label %for.cond142

for.cond142:                                      ; preds = %for.body143, %for.end140
  %i71 = phi i32 [ 0, %for.end140 ], [ %434, %for.body143 ]
  %430 = icmp slt i32 %i71, %429
  br i1 %430, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %431 = add i32 %tl_hi5, %i71
  %432 = sext i32 %431 to i64
  %433 = getelementptr inbounds float, ptr %W_f, i64 %432
  store float 0.000000e+00, ptr %433, align 4
  %434 = add nsw i32 %i71, 1
  br label %for.cond142, !llvm.loop !33

for.end144:                                       ; preds = %for.cond142
  br label %if.end133

for.cond145:                                      ; preds = %for.end155, %if.end133
  %i148 = phi i32 [ 0, %if.end133 ], [ %472, %for.end155 ]
  %435 = icmp slt i32 %i148, 4
  br i1 %435, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %436 = sext i32 %N to i64
  %437 = icmp slt i64 %436, 0
  %438 = sext i32 %N to i64
  %439 = icmp sgt i64 %438, 512
  %440 = sext i32 %N to i64
  %441 = select i1 %439, i64 512, i64 %440
  %442 = select i1 %437, i64 0, i64 %441
  %tl_hi6 = trunc i64 %442 to i32
  br label %for.cond149

for.end147:                                       ; preds = %for.cond145
  br label %for.cond156

for.cond149:                                      ; preds = %for.body150, %for.body146
  %j152 = phi i32 [ 0, %for.body146 ], [ %462, %for.body150 ]
  %443 = icmp slt i32 %j152, %tl_hi6
  br i1 %443, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %444 = sext i32 %i148 to i64
  %445 = mul nsw i64 %444, 512
  %446 = sext i32 %j152 to i64
  %447 = add nsw i64 %445, %446
  %448 = getelementptr inbounds float, ptr %X_f, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = sext i32 %i148 to i64
  %451 = mul nsw i64 %450, 512
  %452 = sext i32 %j152 to i64
  %453 = add nsw i64 %451, %452
  %454 = getelementptr inbounds float, ptr %X_f, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = fmul float %449, %455
  %457 = sext i32 %i148 to i64
  %458 = mul nsw i64 %457, 512
  %459 = sext i32 %j152 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %sq, i64 %460
  store float %456, ptr %461, align 4
  %462 = add nsw i32 %j152, 1
  br label %for.cond149, !llvm.loop !34

for.end151:                                       ; preds = %for.cond149
  %463 = sub i32 512, %tl_hi6
  br label %for.cond153

for.cond153:                                      ; preds = %for.body154, %for.end151
  %j7 = phi i32 [ 0, %for.end151 ], [ %471, %for.body154 ]
  %464 = icmp slt i32 %j7, %463
  br i1 %464, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %465 = sext i32 %i148 to i64
  %466 = mul nsw i64 %465, 512
  %467 = add i32 %tl_hi6, %j7
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %466, %468
  %470 = getelementptr inbounds float, ptr %sq, i64 %469
  store float 0.000000e+00, ptr %470, align 4
  %471 = add nsw i32 %j7, 1
  br label %for.cond153, !llvm.loop !35

for.end155:                                       ; preds = %for.cond153
  %472 = add nsw i32 %i148, 1
  br label %for.cond145, !llvm.loop !36

for.cond156:                                      ; preds = %for.end171, %for.end147
  %i2 = phi i32 [ 0, %for.end147 ], [ %516, %for.end171 ]
  %473 = icmp slt i32 %i2, 4
  br i1 %473, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  br label %for.cond159

for.end158:                                       ; preds = %for.cond156
  br label %for.cond173

for.cond159:                                      ; preds = %for.body160, %for.body157
  %lane1 = phi i32 [ 0, %for.body157 ], [ %483, %for.body160 ]
  %474 = icmp slt i32 %lane1, 32
  br i1 %474, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %475 = sext i32 %i2 to i64
  %476 = mul nsw i64 %475, 512
  %477 = sext i32 %lane1 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %sq, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = sext i32 %lane1 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %481
  store float %480, ptr %482, align 4
  %483 = add nsw i32 %lane1, 1
  br label %for.cond159, !llvm.loop !37

for.end161:                                       ; preds = %for.cond159
  br label %for.cond162

for.cond162:                                      ; preds = %for.end167, %for.end161
  %red1 = phi i32 [ 0, %for.end161 ], [ %504, %for.end167 ]
  %484 = icmp slt i32 %red1, 15
  br i1 %484, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  br label %for.cond165

for.end164:                                       ; preds = %for.cond162
  %485 = sext i32 %i2 to i64
  %486 = getelementptr inbounds float, ptr %ss, i64 %485
  store float 0.000000e+00, ptr %486, align 4
  br label %for.cond169

for.cond165:                                      ; preds = %for.body166, %for.body163
  %lane1168 = phi i32 [ 0, %for.body163 ], [ %503, %for.body166 ]
  %487 = icmp slt i32 %lane1168, 32
  br i1 %487, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %488 = sext i32 %lane1168 to i64
  %489 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = sext i32 %i2 to i64
  %492 = mul nsw i64 %491, 512
  %493 = add i32 %red1, 1
  %494 = mul i32 %493, 32
  %495 = add i32 %494, %lane1168
  %496 = sext i32 %495 to i64
  %497 = add nsw i64 %492, %496
  %498 = getelementptr inbounds float, ptr %sq, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = fadd float %490, %499
  %501 = sext i32 %lane1168 to i64
  %502 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %501
  store float %500, ptr %502, align 4
  %503 = add nsw i32 %lane1168, 1
  br label %for.cond165, !llvm.loop !38

for.end167:                                       ; preds = %for.cond165
  %504 = add nsw i32 %red1, 1
  br label %for.cond162, !llvm.loop !39

for.cond169:                                      ; preds = %for.body170, %for.end164
  %lane1172 = phi i32 [ 0, %for.end164 ], [ %515, %for.body170 ]
  %505 = icmp slt i32 %lane1172, 32
  br i1 %505, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %506 = sext i32 %i2 to i64
  %507 = getelementptr inbounds float, ptr %ss, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %lane1172 to i64
  %510 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = fadd float %508, %511
  %513 = sext i32 %i2 to i64
  %514 = getelementptr inbounds float, ptr %ss, i64 %513
  store float %512, ptr %514, align 4
  %515 = add nsw i32 %lane1172, 1
  br label %for.cond169, !llvm.loop !40

for.end171:                                       ; preds = %for.cond169
  %516 = add nsw i32 %i2, 1
  br label %for.cond156, !llvm.loop !41

for.cond173:                                      ; preds = %for.end179, %for.end158
  %i176 = phi i32 [ 0, %for.end158 ], [ %557, %for.end179 ]
  %517 = icmp slt i32 %i176, 4
  br i1 %517, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond177

for.end175:                                       ; preds = %for.cond173
  %518 = mul i32 %bx, 4
  %519 = icmp sle i32 0, %518
  %520 = mul i32 %bx, 4
  %521 = sext i32 %520 to i64
  %522 = add i64 %521, 4
  %523 = sext i32 %M to i64
  %524 = icmp sle i64 %522, %523
  %525 = and i1 %519, %524
  %526 = sext i32 %N to i64
  %527 = icmp sle i64 512, %526
  %528 = and i1 %525, %527
  br i1 %528, label %if.then181, label %if.else182

for.cond177:                                      ; preds = %for.body178, %for.body174
  %j180 = phi i32 [ 0, %for.body174 ], [ %556, %for.body178 ]
  %529 = icmp slt i32 %j180, 512
  br i1 %529, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %530 = sext i32 %i176 to i64
  %531 = mul nsw i64 %530, 512
  %532 = sext i32 %j180 to i64
  %533 = add nsw i64 %531, %532
  %534 = getelementptr inbounds float, ptr %X_f, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = sext i32 %i176 to i64
  %537 = getelementptr inbounds float, ptr %ss, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = sitofp i32 %N to float
  %540 = fdiv float %538, %539
  %541 = fadd float %540, 0x3EB0C6F7A0000000
  %542 = fpext float %541 to double
  %543 = call double @llvm.sqrt.f64(double %542)
  %544 = fdiv double 1.000000e+00, %543
  %545 = fptrunc double %544 to float
  %546 = fmul float %535, %545
  %547 = sext i32 %j180 to i64
  %548 = getelementptr inbounds float, ptr %W_f, i64 %547
  %549 = load float, ptr %548, align 4
  %550 = fmul float %546, %549
  %551 = sext i32 %i176 to i64
  %552 = mul nsw i64 %551, 512
  %553 = sext i32 %j180 to i64
  %554 = add nsw i64 %552, %553
  %555 = getelementptr inbounds float, ptr %X_f, i64 %554
  store float %550, ptr %555, align 4
  %556 = add nsw i32 %j180, 1
  br label %for.cond177, !llvm.loop !42

for.end179:                                       ; preds = %for.cond177
  %557 = add nsw i32 %i176, 1
  br label %for.cond173, !llvm.loop !43

if.then181:                                       ; preds = %for.end175
  br label %for.cond184

if.else182:                                       ; preds = %for.end175
  br label %for.cond195

if.end183:                                        ; preds = %for.end197, %for.end186
  br label %if.end103

for.cond184:                                      ; preds = %if.end190, %if.then181
  %i7187 = phi i32 [ 0, %if.then181 ], [ %574, %if.end190 ]
  %558 = icmp slt i32 %i7187, 4
  br i1 %558, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  %559 = sext i32 %M to i64
  %560 = sext i32 %N to i64
  %561 = mul i64 %559, %560
  %562 = icmp sge i64 %561, 8388608
  br i1 %562, label %if.then188, label %if.else189

for.end186:                                       ; preds = %for.cond184
  br label %if.end183

if.then188:                                       ; preds = %for.body185
  %563 = mul i32 %bx, 4
  %564 = add i32 %563, %i7187
  %565 = sext i32 %564 to i64
  %566 = sext i32 %N to i64
  %567 = mul nsw i64 %565, %566
  %568 = add nsw i64 %567, 0
  %569 = getelementptr inbounds float, ptr %Y, i64 %568
  %570 = sext i32 %i7187 to i64
  %571 = mul nsw i64 %570, 512
  %572 = add nsw i64 %571, 0
  %573 = getelementptr inbounds float, ptr %X_f, i64 %572
  call void @tilec_rt_stream(ptr %569, ptr %573, i64 2048)
  br label %if.end190

if.else189:                                       ; preds = %for.body185
  br label %for.cond191

if.end190:                                        ; preds = %for.end193, %if.then188
  %574 = add nsw i32 %i7187, 1
  br label %for.cond184, !llvm.loop !44

for.cond191:                                      ; preds = %for.body192, %if.else189
  %j2194 = phi i32 [ 0, %if.else189 ], [ %590, %for.body192 ]
  %575 = icmp slt i32 %j2194, 512
  br i1 %575, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %576 = sext i32 %i7187 to i64
  %577 = mul nsw i64 %576, 512
  %578 = sext i32 %j2194 to i64
  %579 = add nsw i64 %577, %578
  %580 = getelementptr inbounds float, ptr %X_f, i64 %579
  %581 = load float, ptr %580, align 4
  %582 = mul i32 %bx, 4
  %583 = add i32 %582, %i7187
  %584 = sext i32 %583 to i64
  %585 = sext i32 %N to i64
  %586 = mul nsw i64 %584, %585
  %587 = sext i32 %j2194 to i64
  %588 = add nsw i64 %586, %587
  %589 = getelementptr inbounds float, ptr %Y, i64 %588
  store float %581, ptr %589, align 4
  %590 = add nsw i32 %j2194, 1
  br label %for.cond191, !llvm.loop !45

for.end193:                                       ; preds = %for.cond191
  br label %if.end190

for.cond195:                                      ; preds = %if.end201, %if.else182
  %i7198 = phi i32 [ 0, %if.else182 ], [ %615, %if.end201 ]
  %591 = icmp slt i32 %i7198, 4
  br i1 %591, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %592 = sext i32 %N to i64
  %593 = icmp slt i64 %592, 0
  %594 = sext i32 %N to i64
  %595 = icmp sgt i64 %594, 512
  %596 = sext i32 %N to i64
  %597 = select i1 %595, i64 512, i64 %596
  %598 = select i1 %593, i64 0, i64 %597
  %tl_hi7 = trunc i64 %598 to i32
  %599 = mul i32 %bx, 4
  %600 = sext i32 %599 to i64
  %601 = sext i32 %i7198 to i64
  %602 = add i64 %600, %601
  %603 = icmp sle i64 0, %602
  %604 = mul i32 %bx, 4
  %605 = sext i32 %604 to i64
  %606 = sext i32 %i7198 to i64
  %607 = add i64 %605, %606
  %608 = sext i32 %M to i64
  %609 = icmp slt i64 %607, %608
  %610 = and i1 %603, %609
  br i1 %610, label %if.then199, label %if.else200

for.end197:                                       ; preds = %for.cond195
  br label %if.end183

if.then199:                                       ; preds = %for.body196
  %611 = sext i32 %M to i64
  %612 = sext i32 %N to i64
  %613 = mul i64 %611, %612
  %614 = icmp sge i64 %613, 8388608
  br i1 %614, label %if.then202, label %if.else203

if.else200:                                       ; preds = %for.body196
  br label %if.end201

if.end201:                                        ; preds = %if.else200, %if.end204
  %615 = add nsw i32 %i7198, 1
  br label %for.cond195, !llvm.loop !46

if.then202:                                       ; preds = %if.then199
  %616 = sext i32 %tl_hi7 to i64
  %617 = mul i32 %bx, 4
  %618 = add i32 %617, %i7198
  %619 = sext i32 %618 to i64
  %620 = sext i32 %N to i64
  %621 = mul nsw i64 %619, %620
  %622 = add nsw i64 %621, 0
  %623 = getelementptr inbounds float, ptr %Y, i64 %622
  %624 = sext i32 %i7198 to i64
  %625 = mul nsw i64 %624, 512
  %626 = add nsw i64 %625, 0
  %627 = getelementptr inbounds float, ptr %X_f, i64 %626
  %628 = mul i64 %616, 4
  call void @tilec_rt_stream(ptr %623, ptr %627, i64 %628)
  br label %if.end204

if.else203:                                       ; preds = %if.then199
  br label %for.cond205

if.end204:                                        ; preds = %for.end207, %if.then202
  br label %if.end201

for.cond205:                                      ; preds = %for.body206, %if.else203
  %j2208 = phi i32 [ 0, %if.else203 ], [ %644, %for.body206 ]
  %629 = icmp slt i32 %j2208, %tl_hi7
  br i1 %629, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %630 = sext i32 %i7198 to i64
  %631 = mul nsw i64 %630, 512
  %632 = sext i32 %j2208 to i64
  %633 = add nsw i64 %631, %632
  %634 = getelementptr inbounds float, ptr %X_f, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = mul i32 %bx, 4
  %637 = add i32 %636, %i7198
  %638 = sext i32 %637 to i64
  %639 = sext i32 %N to i64
  %640 = mul nsw i64 %638, %639
  %641 = sext i32 %j2208 to i64
  %642 = add nsw i64 %640, %641
  %643 = getelementptr inbounds float, ptr %Y, i64 %642
  store float %635, ptr %643, align 4
  %644 = add nsw i32 %j2208, 1
  br label %for.cond205, !llvm.loop !47

for.end207:                                       ; preds = %for.cond205
  br label %if.end204

if.then209:                                       ; preds = %if.else102
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %645 = sext i32 %N to i64
  %646 = icmp sle i64 4096, %645
  br i1 %646, label %if.then212, label %if.else213

if.else210:                                       ; preds = %if.else102
  br label %for.cond320

if.end211:                                        ; preds = %for.end389, %for.end227
  br label %if.end103

if.then212:                                       ; preds = %if.then209
  br label %for.cond215

if.else213:                                       ; preds = %if.then209
  %647 = sext i32 %N to i64
  %648 = icmp slt i64 %647, 0
  %649 = sext i32 %N to i64
  %650 = icmp sgt i64 %649, 4096
  %651 = sext i32 %N to i64
  %652 = select i1 %650, i64 4096, i64 %651
  %653 = select i1 %648, i64 0, i64 %652
  %tl_hi8 = trunc i64 %653 to i32
  br label %for.cond218

if.end214:                                        ; preds = %for.end224, %for.end217
  br label %for.cond225

for.cond215:                                      ; preds = %for.body216, %if.then212
  %i9 = phi i32 [ 0, %if.then212 ], [ %660, %for.body216 ]
  %654 = icmp slt i32 %i9, 4096
  br i1 %654, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %655 = sext i32 %i9 to i64
  %656 = getelementptr inbounds float, ptr %W, i64 %655
  %657 = load float, ptr %656, align 4
  %658 = sext i32 %i9 to i64
  %659 = getelementptr inbounds float, ptr %W_r, i64 %658
  store float %657, ptr %659, align 4
  %660 = add nsw i32 %i9, 1
  br label %for.cond215, !llvm.loop !48

for.end217:                                       ; preds = %for.cond215
  br label %if.end214

for.cond218:                                      ; preds = %for.body219, %if.else213
  %i9221 = phi i32 [ 0, %if.else213 ], [ %667, %for.body219 ]
  %661 = icmp slt i32 %i9221, %tl_hi8
  br i1 %661, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  %662 = sext i32 %i9221 to i64
  %663 = getelementptr inbounds float, ptr %W, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = sext i32 %i9221 to i64
  %666 = getelementptr inbounds float, ptr %W_r, i64 %665
  store float %664, ptr %666, align 4
  %667 = add nsw i32 %i9221, 1
  br label %for.cond218, !llvm.loop !49

for.end220:                                       ; preds = %for.cond218
  %668 = sub i32 4096, %tl_hi8
  br label %for.cond222

for.cond222:                                      ; preds = %for.body223, %for.end220
  %i91 = phi i32 [ 0, %for.end220 ], [ %673, %for.body223 ]
  %669 = icmp slt i32 %i91, %668
  br i1 %669, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %670 = add i32 %tl_hi8, %i91
  %671 = sext i32 %670 to i64
  %672 = getelementptr inbounds float, ptr %W_r, i64 %671
  store float 0.000000e+00, ptr %672, align 4
  %673 = add nsw i32 %i91, 1
  br label %for.cond222, !llvm.loop !50

for.end224:                                       ; preds = %for.cond222
  br label %if.end214

for.cond225:                                      ; preds = %if.end294, %if.end214
  %r = phi i32 [ 0, %if.end214 ], [ %887, %if.end294 ]
  %674 = icmp slt i32 %r, 4
  br i1 %674, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %675 = mul i32 %bx, 4
  %676 = add i32 %675, %r
  %677 = icmp sle i32 0, %676
  %678 = mul i32 %bx, 4
  %679 = add i32 %678, %r
  %680 = sext i32 %679 to i64
  %681 = add i64 %680, 1
  %682 = sext i32 %M to i64
  %683 = icmp sle i64 %681, %682
  %684 = and i1 %677, %683
  %685 = sext i32 %N to i64
  %686 = icmp sle i64 4096, %685
  %687 = and i1 %684, %686
  br i1 %687, label %if.then228, label %if.else229

for.end227:                                       ; preds = %for.cond225
  br label %if.end211

if.then228:                                       ; preds = %for.body226
  br label %for.cond231

if.else229:                                       ; preds = %for.body226
  br label %for.cond238

if.end230:                                        ; preds = %for.end240, %for.end233
  br label %for.cond256

for.cond231:                                      ; preds = %for.end237, %if.then228
  %i9234 = phi i32 [ 0, %if.then228 ], [ %706, %for.end237 ]
  %688 = icmp slt i32 %i9234, 1
  br i1 %688, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  br label %for.cond235

for.end233:                                       ; preds = %for.cond231
  br label %if.end230

for.cond235:                                      ; preds = %for.body236, %for.body232
  %j3 = phi i32 [ 0, %for.body232 ], [ %705, %for.body236 ]
  %689 = icmp slt i32 %j3, 4096
  br i1 %689, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %690 = mul i32 %bx, 4
  %691 = add i32 %690, %r
  %692 = add i32 %691, %i9234
  %693 = sext i32 %692 to i64
  %694 = sext i32 %N to i64
  %695 = mul nsw i64 %693, %694
  %696 = sext i32 %j3 to i64
  %697 = add nsw i64 %695, %696
  %698 = getelementptr inbounds float, ptr %X, i64 %697
  %699 = load float, ptr %698, align 4
  %700 = sext i32 %i9234 to i64
  %701 = mul nsw i64 %700, 4096
  %702 = sext i32 %j3 to i64
  %703 = add nsw i64 %701, %702
  %704 = getelementptr inbounds float, ptr %X_r, i64 %703
  store float %699, ptr %704, align 4
  %705 = add nsw i32 %j3, 1
  br label %for.cond235, !llvm.loop !51

for.end237:                                       ; preds = %for.cond235
  %706 = add nsw i32 %i9234, 1
  br label %for.cond231, !llvm.loop !52

for.cond238:                                      ; preds = %for.end255, %if.else229
  %i9241 = phi i32 [ 0, %if.else229 ], [ %762, %for.end255 ]
  %707 = icmp slt i32 %i9241, 1
  br i1 %707, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %708 = sext i32 %N to i64
  %709 = icmp slt i64 %708, 0
  %710 = sext i32 %N to i64
  %711 = icmp sgt i64 %710, 4096
  %712 = sext i32 %N to i64
  %713 = select i1 %711, i64 4096, i64 %712
  %714 = select i1 %709, i64 0, i64 %713
  %tl_hi9 = trunc i64 %714 to i32
  %715 = mul i32 %bx, 4
  %716 = add i32 %715, %r
  %717 = sext i32 %716 to i64
  %718 = sext i32 %i9241 to i64
  %719 = add i64 %717, %718
  %720 = icmp sle i64 0, %719
  %721 = mul i32 %bx, 4
  %722 = add i32 %721, %r
  %723 = sext i32 %722 to i64
  %724 = sext i32 %i9241 to i64
  %725 = add i64 %723, %724
  %726 = sext i32 %M to i64
  %727 = icmp slt i64 %725, %726
  %728 = and i1 %720, %727
  br i1 %728, label %if.then242, label %if.else243

for.end240:                                       ; preds = %for.cond238
  br label %if.end230

if.then242:                                       ; preds = %for.body239
  br label %for.cond245

if.else243:                                       ; preds = %for.body239
  br label %for.cond249

if.end244:                                        ; preds = %for.end251, %for.end247
  %729 = sub i32 4096, %tl_hi9
  br label %for.cond253

for.cond245:                                      ; preds = %for.body246, %if.then242
  %j3248 = phi i32 [ 0, %if.then242 ], [ %746, %for.body246 ]
  %730 = icmp slt i32 %j3248, %tl_hi9
  br i1 %730, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %731 = mul i32 %bx, 4
  %732 = add i32 %731, %r
  %733 = add i32 %732, %i9241
  %734 = sext i32 %733 to i64
  %735 = sext i32 %N to i64
  %736 = mul nsw i64 %734, %735
  %737 = sext i32 %j3248 to i64
  %738 = add nsw i64 %736, %737
  %739 = getelementptr inbounds float, ptr %X, i64 %738
  %740 = load float, ptr %739, align 4
  %741 = sext i32 %i9241 to i64
  %742 = mul nsw i64 %741, 4096
  %743 = sext i32 %j3248 to i64
  %744 = add nsw i64 %742, %743
  %745 = getelementptr inbounds float, ptr %X_r, i64 %744
  store float %740, ptr %745, align 4
  %746 = add nsw i32 %j3248, 1
  br label %for.cond245, !llvm.loop !53

for.end247:                                       ; preds = %for.cond245
  br label %if.end244

for.cond249:                                      ; preds = %for.body250, %if.else243
  %j3252 = phi i32 [ 0, %if.else243 ], [ %753, %for.body250 ]
  %747 = icmp slt i32 %j3252, %tl_hi9
  br i1 %747, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  %748 = sext i32 %i9241 to i64
  %749 = mul nsw i64 %748, 4096
  %750 = sext i32 %j3252 to i64
  %751 = add nsw i64 %749, %750
  %752 = getelementptr inbounds float, ptr %X_r, i64 %751
  store float 0.000000e+00, ptr %752, align 4
  %753 = add nsw i32 %j3252, 1
  br label %for.cond249, !llvm.loop !54

for.end251:                                       ; preds = %for.cond249
  br label %if.end244

for.cond253:                                      ; preds = %for.body254, %if.end244
  %j31 = phi i32 [ 0, %if.end244 ], [ %761, %for.body254 ]
  %754 = icmp slt i32 %j31, %729
  br i1 %754, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  %755 = sext i32 %i9241 to i64
  %756 = mul nsw i64 %755, 4096
  %757 = add i32 %tl_hi9, %j31
  %758 = sext i32 %757 to i64
  %759 = add nsw i64 %756, %758
  %760 = getelementptr inbounds float, ptr %X_r, i64 %759
  store float 0.000000e+00, ptr %760, align 4
  %761 = add nsw i32 %j31, 1
  br label %for.cond253, !llvm.loop !55

for.end255:                                       ; preds = %for.cond253
  %762 = add nsw i32 %i9241, 1
  br label %for.cond238, !llvm.loop !56

for.cond256:                                      ; preds = %for.end266, %if.end230
  %i259 = phi i32 [ 0, %if.end230 ], [ %800, %for.end266 ]
  %763 = icmp slt i32 %i259, 1
  br i1 %763, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %764 = sext i32 %N to i64
  %765 = icmp slt i64 %764, 0
  %766 = sext i32 %N to i64
  %767 = icmp sgt i64 %766, 4096
  %768 = sext i32 %N to i64
  %769 = select i1 %767, i64 4096, i64 %768
  %770 = select i1 %765, i64 0, i64 %769
  %tl_hi10 = trunc i64 %770 to i32
  br label %for.cond260

for.end258:                                       ; preds = %for.cond256
  br label %for.cond267

for.cond260:                                      ; preds = %for.body261, %for.body257
  %j263 = phi i32 [ 0, %for.body257 ], [ %790, %for.body261 ]
  %771 = icmp slt i32 %j263, %tl_hi10
  br i1 %771, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %772 = sext i32 %i259 to i64
  %773 = mul nsw i64 %772, 4096
  %774 = sext i32 %j263 to i64
  %775 = add nsw i64 %773, %774
  %776 = getelementptr inbounds float, ptr %X_r, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = sext i32 %i259 to i64
  %779 = mul nsw i64 %778, 4096
  %780 = sext i32 %j263 to i64
  %781 = add nsw i64 %779, %780
  %782 = getelementptr inbounds float, ptr %X_r, i64 %781
  %783 = load float, ptr %782, align 4
  %784 = fmul float %777, %783
  %785 = sext i32 %i259 to i64
  %786 = mul nsw i64 %785, 4096
  %787 = sext i32 %j263 to i64
  %788 = add nsw i64 %786, %787
  %789 = getelementptr inbounds float, ptr %sq_r, i64 %788
  store float %784, ptr %789, align 4
  %790 = add nsw i32 %j263, 1
  br label %for.cond260, !llvm.loop !57

for.end262:                                       ; preds = %for.cond260
  %791 = sub i32 4096, %tl_hi10
  br label %for.cond264

for.cond264:                                      ; preds = %for.body265, %for.end262
  %j8 = phi i32 [ 0, %for.end262 ], [ %799, %for.body265 ]
  %792 = icmp slt i32 %j8, %791
  br i1 %792, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %793 = sext i32 %i259 to i64
  %794 = mul nsw i64 %793, 4096
  %795 = add i32 %tl_hi10, %j8
  %796 = sext i32 %795 to i64
  %797 = add nsw i64 %794, %796
  %798 = getelementptr inbounds float, ptr %sq_r, i64 %797
  store float 0.000000e+00, ptr %798, align 4
  %799 = add nsw i32 %j8, 1
  br label %for.cond264, !llvm.loop !58

for.end266:                                       ; preds = %for.cond264
  %800 = add nsw i32 %i259, 1
  br label %for.cond256, !llvm.loop !59

for.cond267:                                      ; preds = %for.end282, %for.end258
  %i3 = phi i32 [ 0, %for.end258 ], [ %844, %for.end282 ]
  %801 = icmp slt i32 %i3, 1
  br i1 %801, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  br label %for.cond270

for.end269:                                       ; preds = %for.cond267
  br label %for.cond284

for.cond270:                                      ; preds = %for.body271, %for.body268
  %lane2 = phi i32 [ 0, %for.body268 ], [ %811, %for.body271 ]
  %802 = icmp slt i32 %lane2, 32
  br i1 %802, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %803 = sext i32 %i3 to i64
  %804 = mul nsw i64 %803, 4096
  %805 = sext i32 %lane2 to i64
  %806 = add nsw i64 %804, %805
  %807 = getelementptr inbounds float, ptr %sq_r, i64 %806
  %808 = load float, ptr %807, align 4
  %809 = sext i32 %lane2 to i64
  %810 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %809
  store float %808, ptr %810, align 4
  %811 = add nsw i32 %lane2, 1
  br label %for.cond270, !llvm.loop !60

for.end272:                                       ; preds = %for.cond270
  br label %for.cond273

for.cond273:                                      ; preds = %for.end278, %for.end272
  %red2 = phi i32 [ 0, %for.end272 ], [ %832, %for.end278 ]
  %812 = icmp slt i32 %red2, 127
  br i1 %812, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  br label %for.cond276

for.end275:                                       ; preds = %for.cond273
  %813 = sext i32 %i3 to i64
  %814 = getelementptr inbounds float, ptr %ss_r, i64 %813
  store float 0.000000e+00, ptr %814, align 4
  br label %for.cond280

for.cond276:                                      ; preds = %for.body277, %for.body274
  %lane2279 = phi i32 [ 0, %for.body274 ], [ %831, %for.body277 ]
  %815 = icmp slt i32 %lane2279, 32
  br i1 %815, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %816 = sext i32 %lane2279 to i64
  %817 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %816
  %818 = load float, ptr %817, align 4
  %819 = sext i32 %i3 to i64
  %820 = mul nsw i64 %819, 4096
  %821 = add i32 %red2, 1
  %822 = mul i32 %821, 32
  %823 = add i32 %822, %lane2279
  %824 = sext i32 %823 to i64
  %825 = add nsw i64 %820, %824
  %826 = getelementptr inbounds float, ptr %sq_r, i64 %825
  %827 = load float, ptr %826, align 4
  %828 = fadd float %818, %827
  %829 = sext i32 %lane2279 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %829
  store float %828, ptr %830, align 4
  %831 = add nsw i32 %lane2279, 1
  br label %for.cond276, !llvm.loop !61

for.end278:                                       ; preds = %for.cond276
  %832 = add nsw i32 %red2, 1
  br label %for.cond273, !llvm.loop !62

for.cond280:                                      ; preds = %for.body281, %for.end275
  %lane2283 = phi i32 [ 0, %for.end275 ], [ %843, %for.body281 ]
  %833 = icmp slt i32 %lane2283, 32
  br i1 %833, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %834 = sext i32 %i3 to i64
  %835 = getelementptr inbounds float, ptr %ss_r, i64 %834
  %836 = load float, ptr %835, align 4
  %837 = sext i32 %lane2283 to i64
  %838 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = fadd float %836, %839
  %841 = sext i32 %i3 to i64
  %842 = getelementptr inbounds float, ptr %ss_r, i64 %841
  store float %840, ptr %842, align 4
  %843 = add nsw i32 %lane2283, 1
  br label %for.cond280, !llvm.loop !63

for.end282:                                       ; preds = %for.cond280
  %844 = add nsw i32 %i3, 1
  br label %for.cond267, !llvm.loop !64

for.cond284:                                      ; preds = %for.end290, %for.end269
  %i287 = phi i32 [ 0, %for.end269 ], [ %886, %for.end290 ]
  %845 = icmp slt i32 %i287, 1
  br i1 %845, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  br label %for.cond288

for.end286:                                       ; preds = %for.cond284
  %846 = mul i32 %bx, 4
  %847 = add i32 %846, %r
  %848 = icmp sle i32 0, %847
  %849 = mul i32 %bx, 4
  %850 = add i32 %849, %r
  %851 = sext i32 %850 to i64
  %852 = add i64 %851, 1
  %853 = sext i32 %M to i64
  %854 = icmp sle i64 %852, %853
  %855 = and i1 %848, %854
  %856 = sext i32 %N to i64
  %857 = icmp sle i64 4096, %856
  %858 = and i1 %855, %857
  br i1 %858, label %if.then292, label %if.else293

for.cond288:                                      ; preds = %for.body289, %for.body285
  %j291 = phi i32 [ 0, %for.body285 ], [ %885, %for.body289 ]
  %859 = icmp slt i32 %j291, 4096
  br i1 %859, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %860 = sext i32 %i287 to i64
  %861 = mul nsw i64 %860, 4096
  %862 = sext i32 %j291 to i64
  %863 = add nsw i64 %861, %862
  %864 = getelementptr inbounds float, ptr %X_r, i64 %863
  %865 = load float, ptr %864, align 4
  %866 = getelementptr inbounds float, ptr %ss_r, i64 0
  %867 = load float, ptr %866, align 4
  %868 = sitofp i32 %N to float
  %869 = fdiv float %867, %868
  %870 = fadd float %869, 0x3EB0C6F7A0000000
  %871 = fpext float %870 to double
  %872 = call double @llvm.sqrt.f64(double %871)
  %873 = fdiv double 1.000000e+00, %872
  %874 = fptrunc double %873 to float
  %875 = fmul float %865, %874
  %876 = sext i32 %j291 to i64
  %877 = getelementptr inbounds float, ptr %W_r, i64 %876
  %878 = load float, ptr %877, align 4
  %879 = fmul float %875, %878
  %880 = sext i32 %i287 to i64
  %881 = mul nsw i64 %880, 4096
  %882 = sext i32 %j291 to i64
  %883 = add nsw i64 %881, %882
  %884 = getelementptr inbounds float, ptr %X_r, i64 %883
  store float %879, ptr %884, align 4
  %885 = add nsw i32 %j291, 1
  br label %for.cond288, !llvm.loop !65

for.end290:                                       ; preds = %for.cond288
  %886 = add nsw i32 %i287, 1
  br label %for.cond284, !llvm.loop !66

if.then292:                                       ; preds = %for.end286
  br label %for.cond295

if.else293:                                       ; preds = %for.end286
  br label %for.cond306

if.end294:                                        ; preds = %for.end308, %for.end297
  %887 = add nsw i32 %r, 1
  br label %for.cond225, !llvm.loop !67

for.cond295:                                      ; preds = %if.end301, %if.then292
  %i9298 = phi i32 [ 0, %if.then292 ], [ %905, %if.end301 ]
  %888 = icmp slt i32 %i9298, 1
  br i1 %888, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %889 = sext i32 %M to i64
  %890 = sext i32 %N to i64
  %891 = mul i64 %889, %890
  %892 = icmp sge i64 %891, 8388608
  br i1 %892, label %if.then299, label %if.else300

for.end297:                                       ; preds = %for.cond295
  br label %if.end294

if.then299:                                       ; preds = %for.body296
  %893 = mul i32 %bx, 4
  %894 = add i32 %893, %r
  %895 = add i32 %894, %i9298
  %896 = sext i32 %895 to i64
  %897 = sext i32 %N to i64
  %898 = mul nsw i64 %896, %897
  %899 = add nsw i64 %898, 0
  %900 = getelementptr inbounds float, ptr %Y, i64 %899
  %901 = sext i32 %i9298 to i64
  %902 = mul nsw i64 %901, 4096
  %903 = add nsw i64 %902, 0
  %904 = getelementptr inbounds float, ptr %X_r, i64 %903
  call void @tilec_rt_stream(ptr %900, ptr %904, i64 16384)
  br label %if.end301

if.else300:                                       ; preds = %for.body296
  br label %for.cond302

if.end301:                                        ; preds = %for.end304, %if.then299
  %905 = add nsw i32 %i9298, 1
  br label %for.cond295, !llvm.loop !68

for.cond302:                                      ; preds = %for.body303, %if.else300
  %j3305 = phi i32 [ 0, %if.else300 ], [ %922, %for.body303 ]
  %906 = icmp slt i32 %j3305, 4096
  br i1 %906, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %907 = sext i32 %i9298 to i64
  %908 = mul nsw i64 %907, 4096
  %909 = sext i32 %j3305 to i64
  %910 = add nsw i64 %908, %909
  %911 = getelementptr inbounds float, ptr %X_r, i64 %910
  %912 = load float, ptr %911, align 4
  %913 = mul i32 %bx, 4
  %914 = add i32 %913, %r
  %915 = add i32 %914, %i9298
  %916 = sext i32 %915 to i64
  %917 = sext i32 %N to i64
  %918 = mul nsw i64 %916, %917
  %919 = sext i32 %j3305 to i64
  %920 = add nsw i64 %918, %919
  %921 = getelementptr inbounds float, ptr %Y, i64 %920
  store float %912, ptr %921, align 4
  %922 = add nsw i32 %j3305, 1
  br label %for.cond302, !llvm.loop !69

for.end304:                                       ; preds = %for.cond302
  br label %if.end301

for.cond306:                                      ; preds = %if.end312, %if.else293
  %i9309 = phi i32 [ 0, %if.else293 ], [ %949, %if.end312 ]
  %923 = icmp slt i32 %i9309, 1
  br i1 %923, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %924 = sext i32 %N to i64
  %925 = icmp slt i64 %924, 0
  %926 = sext i32 %N to i64
  %927 = icmp sgt i64 %926, 4096
  %928 = sext i32 %N to i64
  %929 = select i1 %927, i64 4096, i64 %928
  %930 = select i1 %925, i64 0, i64 %929
  %tl_hi11 = trunc i64 %930 to i32
  %931 = mul i32 %bx, 4
  %932 = add i32 %931, %r
  %933 = sext i32 %932 to i64
  %934 = sext i32 %i9309 to i64
  %935 = add i64 %933, %934
  %936 = icmp sle i64 0, %935
  %937 = mul i32 %bx, 4
  %938 = add i32 %937, %r
  %939 = sext i32 %938 to i64
  %940 = sext i32 %i9309 to i64
  %941 = add i64 %939, %940
  %942 = sext i32 %M to i64
  %943 = icmp slt i64 %941, %942
  %944 = and i1 %936, %943
  br i1 %944, label %if.then310, label %if.else311

for.end308:                                       ; preds = %for.cond306
  br label %if.end294

if.then310:                                       ; preds = %for.body307
  %945 = sext i32 %M to i64
  %946 = sext i32 %N to i64
  %947 = mul i64 %945, %946
  %948 = icmp sge i64 %947, 8388608
  br i1 %948, label %if.then313, label %if.else314

if.else311:                                       ; preds = %for.body307
  br label %if.end312

if.end312:                                        ; preds = %if.else311, %if.end315
  %949 = add nsw i32 %i9309, 1
  br label %for.cond306, !llvm.loop !70

if.then313:                                       ; preds = %if.then310
  %950 = sext i32 %tl_hi11 to i64
  %951 = mul i32 %bx, 4
  %952 = add i32 %951, %r
  %953 = add i32 %952, %i9309
  %954 = sext i32 %953 to i64
  %955 = sext i32 %N to i64
  %956 = mul nsw i64 %954, %955
  %957 = add nsw i64 %956, 0
  %958 = getelementptr inbounds float, ptr %Y, i64 %957
  %959 = sext i32 %i9309 to i64
  %960 = mul nsw i64 %959, 4096
  %961 = add nsw i64 %960, 0
  %962 = getelementptr inbounds float, ptr %X_r, i64 %961
  %963 = mul i64 %950, 4
  call void @tilec_rt_stream(ptr %958, ptr %962, i64 %963)
  br label %if.end315

if.else314:                                       ; preds = %if.then310
  br label %for.cond316

if.end315:                                        ; preds = %for.end318, %if.then313
  br label %if.end312

for.cond316:                                      ; preds = %for.body317, %if.else314
  %j3319 = phi i32 [ 0, %if.else314 ], [ %980, %for.body317 ]
  %964 = icmp slt i32 %j3319, %tl_hi11
  br i1 %964, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %965 = sext i32 %i9309 to i64
  %966 = mul nsw i64 %965, 4096
  %967 = sext i32 %j3319 to i64
  %968 = add nsw i64 %966, %967
  %969 = getelementptr inbounds float, ptr %X_r, i64 %968
  %970 = load float, ptr %969, align 4
  %971 = mul i32 %bx, 4
  %972 = add i32 %971, %r
  %973 = add i32 %972, %i9309
  %974 = sext i32 %973 to i64
  %975 = sext i32 %N to i64
  %976 = mul nsw i64 %974, %975
  %977 = sext i32 %j3319 to i64
  %978 = add nsw i64 %976, %977
  %979 = getelementptr inbounds float, ptr %Y, i64 %978
  store float %970, ptr %979, align 4
  %980 = add nsw i32 %j3319, 1
  br label %for.cond316, !llvm.loop !71

for.end318:                                       ; preds = %for.cond316
  br label %if.end315

for.cond320:                                      ; preds = %for.body321, %if.else210
  %i10 = phi i32 [ 0, %if.else210 ], [ %984, %for.body321 ]
  %981 = icmp slt i32 %i10, 4
  br i1 %981, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %982 = sext i32 %i10 to i64
  %983 = getelementptr inbounds float, ptr %ss, i64 %982
  store float 0.000000e+00, ptr %983, align 4
  %984 = add nsw i32 %i10, 1
  br label %for.cond320, !llvm.loop !72

for.end322:                                       ; preds = %for.cond320
  %985 = sext i32 %N to i64
  %986 = sdiv i64 %985, 512
  %987 = sub i64 0, %985
  %988 = select i1 false, i64 %987, i64 %986
  %989 = srem i64 %985, 512
  %990 = icmp ne i64 %989, 0
  %991 = icmp slt i64 %985, 0
  %992 = icmp eq i1 %991, false
  %993 = and i1 %990, %992
  %994 = zext i1 %993 to i64
  %995 = add i64 %988, %994
  %996 = trunc i64 %995 to i32
  br label %for.cond323

for.cond323:                                      ; preds = %for.end368, %for.end322
  %c = phi i32 [ 0, %for.end322 ], [ %1173, %for.end368 ]
  %997 = icmp slt i32 %c, %996
  br i1 %997, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %998 = mul i32 %bx, 4
  %999 = icmp sle i32 0, %998
  %1000 = mul i32 %bx, 4
  %1001 = sext i32 %1000 to i64
  %1002 = add i64 %1001, 4
  %1003 = sext i32 %M to i64
  %1004 = icmp sle i64 %1002, %1003
  %1005 = and i1 %999, %1004
  %1006 = mul i32 %c, 512
  %1007 = icmp sle i32 0, %1006
  %1008 = mul i32 %c, 512
  %1009 = sext i32 %1008 to i64
  %1010 = add i64 %1009, 512
  %1011 = sext i32 %N to i64
  %1012 = icmp sle i64 %1010, %1011
  %1013 = and i1 %1007, %1012
  %1014 = and i1 %1005, %1013
  br i1 %1014, label %if.then326, label %if.else327

for.end325:                                       ; preds = %for.cond323
  br label %for.cond383

if.then326:                                       ; preds = %for.body324
  br label %for.cond329

if.else327:                                       ; preds = %for.body324
  br label %for.cond336

if.end328:                                        ; preds = %for.end338, %for.end331
  br label %for.cond358

for.cond329:                                      ; preds = %for.end335, %if.then326
  %i10332 = phi i32 [ 0, %if.then326 ], [ %1034, %for.end335 ]
  %1015 = icmp slt i32 %i10332, 4
  br i1 %1015, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  br label %for.cond333

for.end331:                                       ; preds = %for.cond329
  br label %if.end328

for.cond333:                                      ; preds = %for.body334, %for.body330
  %j4 = phi i32 [ 0, %for.body330 ], [ %1033, %for.body334 ]
  %1016 = icmp slt i32 %j4, 512
  br i1 %1016, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %1017 = mul i32 %bx, 4
  %1018 = add i32 %1017, %i10332
  %1019 = sext i32 %1018 to i64
  %1020 = sext i32 %N to i64
  %1021 = mul nsw i64 %1019, %1020
  %1022 = mul i32 %c, 512
  %1023 = add i32 %1022, %j4
  %1024 = sext i32 %1023 to i64
  %1025 = add nsw i64 %1021, %1024
  %1026 = getelementptr inbounds float, ptr %X, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = sext i32 %i10332 to i64
  %1029 = mul nsw i64 %1028, 512
  %1030 = sext i32 %j4 to i64
  %1031 = add nsw i64 %1029, %1030
  %1032 = getelementptr inbounds float, ptr %X_f, i64 %1031
  store float %1027, ptr %1032, align 4
  %1033 = add nsw i32 %j4, 1
  br label %for.cond333, !llvm.loop !73

for.end335:                                       ; preds = %for.cond333
  %1034 = add nsw i32 %i10332, 1
  br label %for.cond329, !llvm.loop !74

for.cond336:                                      ; preds = %for.end356, %if.else327
  %i10339 = phi i32 [ 0, %if.else327 ], [ %1143, %for.end356 ]
  %1035 = icmp slt i32 %i10339, 4
  br i1 %1035, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1036 = mul i32 %c, 512
  %1037 = sext i32 %1036 to i64
  %1038 = sub i64 0, %1037
  %1039 = icmp slt i64 %1038, 0
  %1040 = mul i32 %c, 512
  %1041 = sext i32 %1040 to i64
  %1042 = sub i64 0, %1041
  %1043 = icmp sgt i64 %1042, 512
  %1044 = mul i32 %c, 512
  %1045 = sext i32 %1044 to i64
  %1046 = sub i64 0, %1045
  %1047 = select i1 %1043, i64 512, i64 %1046
  %1048 = select i1 %1039, i64 0, i64 %1047
  %tl_lo12 = trunc i64 %1048 to i32
  %1049 = sext i32 %N to i64
  %1050 = mul i32 %c, 512
  %1051 = sext i32 %1050 to i64
  %1052 = sub i64 %1049, %1051
  %1053 = icmp slt i64 %1052, 0
  %1054 = sext i32 %N to i64
  %1055 = mul i32 %c, 512
  %1056 = sext i32 %1055 to i64
  %1057 = sub i64 %1054, %1056
  %1058 = icmp sgt i64 %1057, 512
  %1059 = sext i32 %N to i64
  %1060 = mul i32 %c, 512
  %1061 = sext i32 %1060 to i64
  %1062 = sub i64 %1059, %1061
  %1063 = select i1 %1058, i64 512, i64 %1062
  %1064 = select i1 %1053, i64 0, i64 %1063
  %1065 = sext i32 %tl_lo12 to i64
  %1066 = icmp slt i64 %1064, %1065
  %1067 = sext i32 %tl_lo12 to i64
  %1068 = sext i32 %N to i64
  %1069 = mul i32 %c, 512
  %1070 = sext i32 %1069 to i64
  %1071 = sub i64 %1068, %1070
  %1072 = icmp slt i64 %1071, 0
  %1073 = sext i32 %N to i64
  %1074 = mul i32 %c, 512
  %1075 = sext i32 %1074 to i64
  %1076 = sub i64 %1073, %1075
  %1077 = icmp sgt i64 %1076, 512
  %1078 = sext i32 %N to i64
  %1079 = mul i32 %c, 512
  %1080 = sext i32 %1079 to i64
  %1081 = sub i64 %1078, %1080
  %1082 = select i1 %1077, i64 512, i64 %1081
  %1083 = select i1 %1072, i64 0, i64 %1082
  %1084 = select i1 %1066, i64 %1067, i64 %1083
  %tl_hi13 = trunc i64 %1084 to i32
  br label %for.cond340

for.end338:                                       ; preds = %for.cond336
  br label %if.end328

for.cond340:                                      ; preds = %for.body341, %for.body337
  %j4343 = phi i32 [ 0, %for.body337 ], [ %1091, %for.body341 ]
  %1085 = icmp slt i32 %j4343, %tl_lo12
  br i1 %1085, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1086 = sext i32 %i10339 to i64
  %1087 = mul nsw i64 %1086, 512
  %1088 = sext i32 %j4343 to i64
  %1089 = add nsw i64 %1087, %1088
  %1090 = getelementptr inbounds float, ptr %X_f, i64 %1089
  store float 0.000000e+00, ptr %1090, align 4
  %1091 = add nsw i32 %j4343, 1
  br label %for.cond340, !llvm.loop !75

for.end342:                                       ; preds = %for.cond340
  %1092 = mul i32 %bx, 4
  %1093 = sext i32 %1092 to i64
  %1094 = sext i32 %i10339 to i64
  %1095 = add i64 %1093, %1094
  %1096 = icmp sle i64 0, %1095
  %1097 = mul i32 %bx, 4
  %1098 = sext i32 %1097 to i64
  %1099 = sext i32 %i10339 to i64
  %1100 = add i64 %1098, %1099
  %1101 = sext i32 %M to i64
  %1102 = icmp slt i64 %1100, %1101
  %1103 = and i1 %1096, %1102
  br i1 %1103, label %if.then344, label %if.else345

if.then344:                                       ; preds = %for.end342
  %1104 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond347

if.else345:                                       ; preds = %for.end342
  %1105 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond350

if.end346:                                        ; preds = %for.end352, %for.end349
  %1106 = sub i32 512, %tl_hi13
  br label %for.cond354

for.cond347:                                      ; preds = %for.body348, %if.then344
  %j41 = phi i32 [ 0, %if.then344 ], [ %1126, %for.body348 ]
  %1107 = icmp slt i32 %j41, %1104
  br i1 %1107, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1108 = mul i32 %bx, 4
  %1109 = add i32 %1108, %i10339
  %1110 = sext i32 %1109 to i64
  %1111 = sext i32 %N to i64
  %1112 = mul nsw i64 %1110, %1111
  %1113 = mul i32 %c, 512
  %1114 = add i32 %tl_lo12, %j41
  %1115 = add i32 %1113, %1114
  %1116 = sext i32 %1115 to i64
  %1117 = add nsw i64 %1112, %1116
  %1118 = getelementptr inbounds float, ptr %X, i64 %1117
  %1119 = load float, ptr %1118, align 4
  %1120 = sext i32 %i10339 to i64
  %1121 = mul nsw i64 %1120, 512
  %1122 = add i32 %tl_lo12, %j41
  %1123 = sext i32 %1122 to i64
  %1124 = add nsw i64 %1121, %1123
  %1125 = getelementptr inbounds float, ptr %X_f, i64 %1124
  store float %1119, ptr %1125, align 4
  %1126 = add nsw i32 %j41, 1
  br label %for.cond347, !llvm.loop !76

for.end349:                                       ; preds = %for.cond347
  br label %if.end346

for.cond350:                                      ; preds = %for.body351, %if.else345
  %j41353 = phi i32 [ 0, %if.else345 ], [ %1134, %for.body351 ]
  %1127 = icmp slt i32 %j41353, %1105
  br i1 %1127, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1128 = sext i32 %i10339 to i64
  %1129 = mul nsw i64 %1128, 512
  %1130 = add i32 %tl_lo12, %j41353
  %1131 = sext i32 %1130 to i64
  %1132 = add nsw i64 %1129, %1131
  %1133 = getelementptr inbounds float, ptr %X_f, i64 %1132
  store float 0.000000e+00, ptr %1133, align 4
  %1134 = add nsw i32 %j41353, 1
  br label %for.cond350, !llvm.loop !77

for.end352:                                       ; preds = %for.cond350
  br label %if.end346

for.cond354:                                      ; preds = %for.body355, %if.end346
  %j41357 = phi i32 [ 0, %if.end346 ], [ %1142, %for.body355 ]
  %1135 = icmp slt i32 %j41357, %1106
  br i1 %1135, label %for.body355, label %for.end356

for.body355:                                      ; preds = %for.cond354
  %1136 = sext i32 %i10339 to i64
  %1137 = mul nsw i64 %1136, 512
  %1138 = add i32 %tl_hi13, %j41357
  %1139 = sext i32 %1138 to i64
  %1140 = add nsw i64 %1137, %1139
  %1141 = getelementptr inbounds float, ptr %X_f, i64 %1140
  store float 0.000000e+00, ptr %1141, align 4
  %1142 = add nsw i32 %j41357, 1
  br label %for.cond354, !llvm.loop !78

for.end356:                                       ; preds = %for.cond354
  %1143 = add nsw i32 %i10339, 1
  br label %for.cond336, !llvm.loop !79

for.cond358:                                      ; preds = %for.end364, %if.end328
  %i361 = phi i32 [ 0, %if.end328 ], [ %1171, %for.end364 ]
  %1144 = icmp slt i32 %i361, 4
  br i1 %1144, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  br label %for.cond362

for.end360:                                       ; preds = %for.cond358
  br label %for.cond366

for.cond362:                                      ; preds = %for.body363, %for.body359
  %j365 = phi i32 [ 0, %for.body359 ], [ %1170, %for.body363 ]
  %1145 = icmp slt i32 %j365, 512
  br i1 %1145, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1146 = mul i32 %c, 512
  %1147 = add i32 %1146, %j365
  %1148 = icmp slt i32 %1147, %N
  %1149 = sext i32 %i361 to i64
  %1150 = mul nsw i64 %1149, 512
  %1151 = sext i32 %j365 to i64
  %1152 = add nsw i64 %1150, %1151
  %1153 = call i64 @llvm.umin.i64(i64 %1152, i64 2047)
  %1154 = getelementptr inbounds float, ptr %X_f, i64 %1153
  %1155 = load float, ptr %1154, align 4
  %1156 = sext i32 %i361 to i64
  %1157 = mul nsw i64 %1156, 512
  %1158 = sext i32 %j365 to i64
  %1159 = add nsw i64 %1157, %1158
  %1160 = call i64 @llvm.umin.i64(i64 %1159, i64 2047)
  %1161 = getelementptr inbounds float, ptr %X_f, i64 %1160
  %1162 = load float, ptr %1161, align 4
  %1163 = fmul float %1155, %1162
  %1164 = select i1 %1148, float %1163, float 0.000000e+00
  %1165 = sext i32 %i361 to i64
  %1166 = mul nsw i64 %1165, 512
  %1167 = sext i32 %j365 to i64
  %1168 = add nsw i64 %1166, %1167
  %1169 = getelementptr inbounds float, ptr %X_f, i64 %1168
  store float %1164, ptr %1169, align 4
  %1170 = add nsw i32 %j365, 1
  br label %for.cond362, !llvm.loop !80

for.end364:                                       ; preds = %for.cond362
  %1171 = add nsw i32 %i361, 1
  br label %for.cond358, !llvm.loop !81

for.cond366:                                      ; preds = %for.end381, %for.end360
  %i5 = phi i32 [ 0, %for.end360 ], [ %1214, %for.end381 ]
  %1172 = icmp slt i32 %i5, 4
  br i1 %1172, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  br label %for.cond369

for.end368:                                       ; preds = %for.cond366
  %1173 = add nsw i32 %c, 1
  br label %for.cond323, !llvm.loop !82

for.cond369:                                      ; preds = %for.body370, %for.body367
  %lane3 = phi i32 [ 0, %for.body367 ], [ %1183, %for.body370 ]
  %1174 = icmp slt i32 %lane3, 32
  br i1 %1174, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1175 = sext i32 %i5 to i64
  %1176 = mul nsw i64 %1175, 512
  %1177 = sext i32 %lane3 to i64
  %1178 = add nsw i64 %1176, %1177
  %1179 = getelementptr inbounds float, ptr %X_f, i64 %1178
  %1180 = load float, ptr %1179, align 4
  %1181 = sext i32 %lane3 to i64
  %1182 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1181
  store float %1180, ptr %1182, align 4
  %1183 = add nsw i32 %lane3, 1
  br label %for.cond369, !llvm.loop !83

for.end371:                                       ; preds = %for.cond369
  br label %for.cond372

for.cond372:                                      ; preds = %for.end377, %for.end371
  %red3 = phi i32 [ 0, %for.end371 ], [ %1202, %for.end377 ]
  %1184 = icmp slt i32 %red3, 15
  br i1 %1184, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  br label %for.cond375

for.end374:                                       ; preds = %for.cond372
  br label %for.cond379

for.cond375:                                      ; preds = %for.body376, %for.body373
  %lane3378 = phi i32 [ 0, %for.body373 ], [ %1201, %for.body376 ]
  %1185 = icmp slt i32 %lane3378, 32
  br i1 %1185, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1186 = sext i32 %lane3378 to i64
  %1187 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1186
  %1188 = load float, ptr %1187, align 4
  %1189 = sext i32 %i5 to i64
  %1190 = mul nsw i64 %1189, 512
  %1191 = add i32 %red3, 1
  %1192 = mul i32 %1191, 32
  %1193 = add i32 %1192, %lane3378
  %1194 = sext i32 %1193 to i64
  %1195 = add nsw i64 %1190, %1194
  %1196 = getelementptr inbounds float, ptr %X_f, i64 %1195
  %1197 = load float, ptr %1196, align 4
  %1198 = fadd float %1188, %1197
  %1199 = sext i32 %lane3378 to i64
  %1200 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1199
  store float %1198, ptr %1200, align 4
  %1201 = add nsw i32 %lane3378, 1
  br label %for.cond375, !llvm.loop !84

for.end377:                                       ; preds = %for.cond375
  %1202 = add nsw i32 %red3, 1
  br label %for.cond372, !llvm.loop !85

for.cond379:                                      ; preds = %for.body380, %for.end374
  %lane3382 = phi i32 [ 0, %for.end374 ], [ %1213, %for.body380 ]
  %1203 = icmp slt i32 %lane3382, 32
  br i1 %1203, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1204 = sext i32 %i5 to i64
  %1205 = getelementptr inbounds float, ptr %ss, i64 %1204
  %1206 = load float, ptr %1205, align 4
  %1207 = sext i32 %lane3382 to i64
  %1208 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1207
  %1209 = load float, ptr %1208, align 4
  %1210 = fadd float %1206, %1209
  %1211 = sext i32 %i5 to i64
  %1212 = getelementptr inbounds float, ptr %ss, i64 %1211
  store float %1210, ptr %1212, align 4
  %1213 = add nsw i32 %lane3382, 1
  br label %for.cond379, !llvm.loop !86

for.end381:                                       ; preds = %for.cond379
  %1214 = add nsw i32 %i5, 1
  br label %for.cond366, !llvm.loop !87

for.cond383:                                      ; preds = %for.body384, %for.end325
  %i386 = phi i32 [ 0, %for.end325 ], [ %1228, %for.body384 ]
  %1215 = icmp slt i32 %i386, 4
  br i1 %1215, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1216 = sext i32 %i386 to i64
  %1217 = getelementptr inbounds float, ptr %ss, i64 %1216
  %1218 = load float, ptr %1217, align 4
  %1219 = sitofp i32 %N to float
  %1220 = fdiv float %1218, %1219
  %1221 = fadd float %1220, 0x3EB0C6F7A0000000
  %1222 = fpext float %1221 to double
  %1223 = call double @llvm.sqrt.f64(double %1222)
  %1224 = fdiv double 1.000000e+00, %1223
  %1225 = fptrunc double %1224 to float
  %1226 = sext i32 %i386 to i64
  %1227 = getelementptr inbounds float, ptr %ss, i64 %1226
  store float %1225, ptr %1227, align 4
  %1228 = add nsw i32 %i386, 1
  br label %for.cond383, !llvm.loop !88

for.end385:                                       ; preds = %for.cond383
  %1229 = sext i32 %N to i64
  %1230 = sdiv i64 %1229, 512
  %1231 = sub i64 0, %1229
  %1232 = select i1 false, i64 %1231, i64 %1230
  %1233 = srem i64 %1229, 512
  %1234 = icmp ne i64 %1233, 0
  %1235 = icmp slt i64 %1229, 0
  %1236 = icmp eq i1 %1235, false
  %1237 = and i1 %1234, %1236
  %1238 = zext i1 %1237 to i64
  %1239 = add i64 %1232, %1238
  %1240 = trunc i64 %1239 to i32
  br label %for.cond387

for.cond387:                                      ; preds = %if.end450, %for.end385
  %c390 = phi i32 [ 0, %for.end385 ], [ %1529, %if.end450 ]
  %1241 = icmp slt i32 %c390, %1240
  br i1 %1241, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1242 = sext i32 %N to i64
  %1243 = sdiv i64 %1242, 512
  %1244 = sub i64 0, %1242
  %1245 = select i1 false, i64 %1244, i64 %1243
  %1246 = srem i64 %1242, 512
  %1247 = icmp ne i64 %1246, 0
  %1248 = icmp slt i64 %1242, 0
  %1249 = icmp eq i1 %1248, false
  %1250 = and i1 %1247, %1249
  %1251 = zext i1 %1250 to i64
  %1252 = add i64 %1245, %1251
  %1253 = trunc i64 %1252 to i32
  %1254 = sub i32 %1253, 1
  %t = sub i32 %1254, %c390
  %1255 = mul i32 %bx, 4
  %1256 = icmp sle i32 0, %1255
  %1257 = mul i32 %bx, 4
  %1258 = sext i32 %1257 to i64
  %1259 = add i64 %1258, 4
  %1260 = sext i32 %M to i64
  %1261 = icmp sle i64 %1259, %1260
  %1262 = and i1 %1256, %1261
  %1263 = mul i32 %t, 512
  %1264 = icmp sle i32 0, %1263
  %1265 = mul i32 %t, 512
  %1266 = sext i32 %1265 to i64
  %1267 = add i64 %1266, 512
  %1268 = sext i32 %N to i64
  %1269 = icmp sle i64 %1267, %1268
  %1270 = and i1 %1264, %1269
  %1271 = and i1 %1262, %1270
  br i1 %1271, label %if.then391, label %if.else392

for.end389:                                       ; preds = %for.cond387
  br label %if.end211

if.then391:                                       ; preds = %for.body388
  br label %for.cond394

if.else392:                                       ; preds = %for.body388
  br label %for.cond400

if.end393:                                        ; preds = %for.end402, %for.end396
  %1272 = mul i32 %t, 512
  %1273 = icmp sle i32 0, %1272
  %1274 = mul i32 %t, 512
  %1275 = sext i32 %1274 to i64
  %1276 = add i64 %1275, 512
  %1277 = sext i32 %N to i64
  %1278 = icmp sle i64 %1276, %1277
  %1279 = and i1 %1273, %1278
  br i1 %1279, label %if.then422, label %if.else423

for.cond394:                                      ; preds = %for.end399, %if.then391
  %i11 = phi i32 [ 0, %if.then391 ], [ %1299, %for.end399 ]
  %1280 = icmp slt i32 %i11, 4
  br i1 %1280, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  br label %for.cond397

for.end396:                                       ; preds = %for.cond394
  br label %if.end393

for.cond397:                                      ; preds = %for.body398, %for.body395
  %j5 = phi i32 [ 0, %for.body395 ], [ %1298, %for.body398 ]
  %1281 = icmp slt i32 %j5, 512
  br i1 %1281, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1282 = mul i32 %bx, 4
  %1283 = add i32 %1282, %i11
  %1284 = sext i32 %1283 to i64
  %1285 = sext i32 %N to i64
  %1286 = mul nsw i64 %1284, %1285
  %1287 = mul i32 %t, 512
  %1288 = add i32 %1287, %j5
  %1289 = sext i32 %1288 to i64
  %1290 = add nsw i64 %1286, %1289
  %1291 = getelementptr inbounds float, ptr %X, i64 %1290
  %1292 = load float, ptr %1291, align 4
  %1293 = sext i32 %i11 to i64
  %1294 = mul nsw i64 %1293, 512
  %1295 = sext i32 %j5 to i64
  %1296 = add nsw i64 %1294, %1295
  %1297 = getelementptr inbounds float, ptr %X_f, i64 %1296
  store float %1292, ptr %1297, align 4
  %1298 = add nsw i32 %j5, 1
  br label %for.cond397, !llvm.loop !89

for.end399:                                       ; preds = %for.cond397
  %1299 = add nsw i32 %i11, 1
  br label %for.cond394, !llvm.loop !90

for.cond400:                                      ; preds = %for.end420, %if.else392
  %i11403 = phi i32 [ 0, %if.else392 ], [ %1408, %for.end420 ]
  %1300 = icmp slt i32 %i11403, 4
  br i1 %1300, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %1301 = mul i32 %t, 512
  %1302 = sext i32 %1301 to i64
  %1303 = sub i64 0, %1302
  %1304 = icmp slt i64 %1303, 0
  %1305 = mul i32 %t, 512
  %1306 = sext i32 %1305 to i64
  %1307 = sub i64 0, %1306
  %1308 = icmp sgt i64 %1307, 512
  %1309 = mul i32 %t, 512
  %1310 = sext i32 %1309 to i64
  %1311 = sub i64 0, %1310
  %1312 = select i1 %1308, i64 512, i64 %1311
  %1313 = select i1 %1304, i64 0, i64 %1312
  %tl_lo14 = trunc i64 %1313 to i32
  %1314 = sext i32 %N to i64
  %1315 = mul i32 %t, 512
  %1316 = sext i32 %1315 to i64
  %1317 = sub i64 %1314, %1316
  %1318 = icmp slt i64 %1317, 0
  %1319 = sext i32 %N to i64
  %1320 = mul i32 %t, 512
  %1321 = sext i32 %1320 to i64
  %1322 = sub i64 %1319, %1321
  %1323 = icmp sgt i64 %1322, 512
  %1324 = sext i32 %N to i64
  %1325 = mul i32 %t, 512
  %1326 = sext i32 %1325 to i64
  %1327 = sub i64 %1324, %1326
  %1328 = select i1 %1323, i64 512, i64 %1327
  %1329 = select i1 %1318, i64 0, i64 %1328
  %1330 = sext i32 %tl_lo14 to i64
  %1331 = icmp slt i64 %1329, %1330
  %1332 = sext i32 %tl_lo14 to i64
  %1333 = sext i32 %N to i64
  %1334 = mul i32 %t, 512
  %1335 = sext i32 %1334 to i64
  %1336 = sub i64 %1333, %1335
  %1337 = icmp slt i64 %1336, 0
  %1338 = sext i32 %N to i64
  %1339 = mul i32 %t, 512
  %1340 = sext i32 %1339 to i64
  %1341 = sub i64 %1338, %1340
  %1342 = icmp sgt i64 %1341, 512
  %1343 = sext i32 %N to i64
  %1344 = mul i32 %t, 512
  %1345 = sext i32 %1344 to i64
  %1346 = sub i64 %1343, %1345
  %1347 = select i1 %1342, i64 512, i64 %1346
  %1348 = select i1 %1337, i64 0, i64 %1347
  %1349 = select i1 %1331, i64 %1332, i64 %1348
  %tl_hi15 = trunc i64 %1349 to i32
  br label %for.cond404

for.end402:                                       ; preds = %for.cond400
  br label %if.end393

for.cond404:                                      ; preds = %for.body405, %for.body401
  %j5407 = phi i32 [ 0, %for.body401 ], [ %1356, %for.body405 ]
  %1350 = icmp slt i32 %j5407, %tl_lo14
  br i1 %1350, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  %1351 = sext i32 %i11403 to i64
  %1352 = mul nsw i64 %1351, 512
  %1353 = sext i32 %j5407 to i64
  %1354 = add nsw i64 %1352, %1353
  %1355 = getelementptr inbounds float, ptr %X_f, i64 %1354
  store float 0.000000e+00, ptr %1355, align 4
  %1356 = add nsw i32 %j5407, 1
  br label %for.cond404, !llvm.loop !91

for.end406:                                       ; preds = %for.cond404
  %1357 = mul i32 %bx, 4
  %1358 = sext i32 %1357 to i64
  %1359 = sext i32 %i11403 to i64
  %1360 = add i64 %1358, %1359
  %1361 = icmp sle i64 0, %1360
  %1362 = mul i32 %bx, 4
  %1363 = sext i32 %1362 to i64
  %1364 = sext i32 %i11403 to i64
  %1365 = add i64 %1363, %1364
  %1366 = sext i32 %M to i64
  %1367 = icmp slt i64 %1365, %1366
  %1368 = and i1 %1361, %1367
  br i1 %1368, label %if.then408, label %if.else409

if.then408:                                       ; preds = %for.end406
  %1369 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond411

if.else409:                                       ; preds = %for.end406
  %1370 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond414

if.end410:                                        ; preds = %for.end416, %for.end413
  %1371 = sub i32 512, %tl_hi15
  br label %for.cond418

for.cond411:                                      ; preds = %for.body412, %if.then408
  %j51 = phi i32 [ 0, %if.then408 ], [ %1391, %for.body412 ]
  %1372 = icmp slt i32 %j51, %1369
  br i1 %1372, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %1373 = mul i32 %bx, 4
  %1374 = add i32 %1373, %i11403
  %1375 = sext i32 %1374 to i64
  %1376 = sext i32 %N to i64
  %1377 = mul nsw i64 %1375, %1376
  %1378 = mul i32 %t, 512
  %1379 = add i32 %tl_lo14, %j51
  %1380 = add i32 %1378, %1379
  %1381 = sext i32 %1380 to i64
  %1382 = add nsw i64 %1377, %1381
  %1383 = getelementptr inbounds float, ptr %X, i64 %1382
  %1384 = load float, ptr %1383, align 4
  %1385 = sext i32 %i11403 to i64
  %1386 = mul nsw i64 %1385, 512
  %1387 = add i32 %tl_lo14, %j51
  %1388 = sext i32 %1387 to i64
  %1389 = add nsw i64 %1386, %1388
  %1390 = getelementptr inbounds float, ptr %X_f, i64 %1389
  store float %1384, ptr %1390, align 4
  %1391 = add nsw i32 %j51, 1
  br label %for.cond411, !llvm.loop !92

for.end413:                                       ; preds = %for.cond411
  br label %if.end410

for.cond414:                                      ; preds = %for.body415, %if.else409
  %j51417 = phi i32 [ 0, %if.else409 ], [ %1399, %for.body415 ]
  %1392 = icmp slt i32 %j51417, %1370
  br i1 %1392, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1393 = sext i32 %i11403 to i64
  %1394 = mul nsw i64 %1393, 512
  %1395 = add i32 %tl_lo14, %j51417
  %1396 = sext i32 %1395 to i64
  %1397 = add nsw i64 %1394, %1396
  %1398 = getelementptr inbounds float, ptr %X_f, i64 %1397
  store float 0.000000e+00, ptr %1398, align 4
  %1399 = add nsw i32 %j51417, 1
  br label %for.cond414, !llvm.loop !93

for.end416:                                       ; preds = %for.cond414
  br label %if.end410

for.cond418:                                      ; preds = %for.body419, %if.end410
  %j51421 = phi i32 [ 0, %if.end410 ], [ %1407, %for.body419 ]
  %1400 = icmp slt i32 %j51421, %1371
  br i1 %1400, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1401 = sext i32 %i11403 to i64
  %1402 = mul nsw i64 %1401, 512
  %1403 = add i32 %tl_hi15, %j51421
  %1404 = sext i32 %1403 to i64
  %1405 = add nsw i64 %1402, %1404
  %1406 = getelementptr inbounds float, ptr %X_f, i64 %1405
  store float 0.000000e+00, ptr %1406, align 4
  %1407 = add nsw i32 %j51421, 1
  br label %for.cond418, !llvm.loop !94

for.end420:                                       ; preds = %for.cond418
  %1408 = add nsw i32 %i11403, 1
  br label %for.cond400, !llvm.loop !95

if.then422:                                       ; preds = %if.end393
  br label %for.cond425

if.else423:                                       ; preds = %if.end393
  %1409 = mul i32 %t, 512
  %1410 = sext i32 %1409 to i64
  %1411 = sub i64 0, %1410
  %1412 = icmp slt i64 %1411, 0
  %1413 = mul i32 %t, 512
  %1414 = sext i32 %1413 to i64
  %1415 = sub i64 0, %1414
  %1416 = icmp sgt i64 %1415, 512
  %1417 = mul i32 %t, 512
  %1418 = sext i32 %1417 to i64
  %1419 = sub i64 0, %1418
  %1420 = select i1 %1416, i64 512, i64 %1419
  %1421 = select i1 %1412, i64 0, i64 %1420
  %tl_lo16 = trunc i64 %1421 to i32
  %1422 = sext i32 %N to i64
  %1423 = mul i32 %t, 512
  %1424 = sext i32 %1423 to i64
  %1425 = sub i64 %1422, %1424
  %1426 = icmp slt i64 %1425, 0
  %1427 = sext i32 %N to i64
  %1428 = mul i32 %t, 512
  %1429 = sext i32 %1428 to i64
  %1430 = sub i64 %1427, %1429
  %1431 = icmp sgt i64 %1430, 512
  %1432 = sext i32 %N to i64
  %1433 = mul i32 %t, 512
  %1434 = sext i32 %1433 to i64
  %1435 = sub i64 %1432, %1434
  %1436 = select i1 %1431, i64 512, i64 %1435
  %1437 = select i1 %1426, i64 0, i64 %1436
  %1438 = sext i32 %tl_lo16 to i64
  %1439 = icmp slt i64 %1437, %1438
  %1440 = sext i32 %tl_lo16 to i64
  %1441 = sext i32 %N to i64
  %1442 = mul i32 %t, 512
  %1443 = sext i32 %1442 to i64
  %1444 = sub i64 %1441, %1443
  %1445 = icmp slt i64 %1444, 0
  %1446 = sext i32 %N to i64
  %1447 = mul i32 %t, 512
  %1448 = sext i32 %1447 to i64
  %1449 = sub i64 %1446, %1448
  %1450 = icmp sgt i64 %1449, 512
  %1451 = sext i32 %N to i64
  %1452 = mul i32 %t, 512
  %1453 = sext i32 %1452 to i64
  %1454 = sub i64 %1451, %1453
  %1455 = select i1 %1450, i64 512, i64 %1454
  %1456 = select i1 %1445, i64 0, i64 %1455
  %1457 = select i1 %1439, i64 %1440, i64 %1456
  %tl_hi17 = trunc i64 %1457 to i32
  br label %for.cond429

if.end424:                                        ; preds = %for.end438, %for.end427
  br label %for.cond440

for.cond425:                                      ; preds = %for.body426, %if.then422
  %i11428 = phi i32 [ 0, %if.then422 ], [ %1466, %for.body426 ]
  %1458 = icmp slt i32 %i11428, 512
  br i1 %1458, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1459 = mul i32 %t, 512
  %1460 = add i32 %1459, %i11428
  %1461 = sext i32 %1460 to i64
  %1462 = getelementptr inbounds float, ptr %W, i64 %1461
  %1463 = load float, ptr %1462, align 4
  %1464 = sext i32 %i11428 to i64
  %1465 = getelementptr inbounds float, ptr %W_f, i64 %1464
  store float %1463, ptr %1465, align 4
  %1466 = add nsw i32 %i11428, 1
  br label %for.cond425, !llvm.loop !96

for.end427:                                       ; preds = %for.cond425
  br label %if.end424

for.cond429:                                      ; preds = %for.body430, %if.else423
  %i11432 = phi i32 [ 0, %if.else423 ], [ %1470, %for.body430 ]
  %1467 = icmp slt i32 %i11432, %tl_lo16
  br i1 %1467, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1468 = sext i32 %i11432 to i64
  %1469 = getelementptr inbounds float, ptr %W_f, i64 %1468
  store float 0.000000e+00, ptr %1469, align 4
  %1470 = add nsw i32 %i11432, 1
  br label %for.cond429, !llvm.loop !97

for.end431:                                       ; preds = %for.cond429
  %1471 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond433

for.cond433:                                      ; preds = %for.body434, %for.end431
  %i111 = phi i32 [ 0, %for.end431 ], [ %1482, %for.body434 ]
  %1472 = icmp slt i32 %i111, %1471
  br i1 %1472, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1473 = mul i32 %t, 512
  %1474 = add i32 %tl_lo16, %i111
  %1475 = add i32 %1473, %1474
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr inbounds float, ptr %W, i64 %1476
  %1478 = load float, ptr %1477, align 4
  %1479 = add i32 %tl_lo16, %i111
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr inbounds float, ptr %W_f, i64 %1480
  store float %1478, ptr %1481, align 4
  %1482 = add nsw i32 %i111, 1
  br label %for.cond433, !llvm.loop !98

for.end435:                                       ; preds = %for.cond433
  %1483 = sub i32 512, %tl_hi17
  br label %for.cond436

for.cond436:                                      ; preds = %for.body437, %for.end435
  %i111439 = phi i32 [ 0, %for.end435 ], [ %1488, %for.body437 ]
  %1484 = icmp slt i32 %i111439, %1483
  br i1 %1484, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %1485 = add i32 %tl_hi17, %i111439
  %1486 = sext i32 %1485 to i64
  %1487 = getelementptr inbounds float, ptr %W_f, i64 %1486
  store float 0.000000e+00, ptr %1487, align 4
  %1488 = add nsw i32 %i111439, 1
  br label %for.cond436, !llvm.loop !99

for.end438:                                       ; preds = %for.cond436
  br label %if.end424

for.cond440:                                      ; preds = %for.end446, %if.end424
  %i443 = phi i32 [ 0, %if.end424 ], [ %1528, %for.end446 ]
  %1489 = icmp slt i32 %i443, 4
  br i1 %1489, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  br label %for.cond444

for.end442:                                       ; preds = %for.cond440
  %1490 = mul i32 %bx, 4
  %1491 = icmp sle i32 0, %1490
  %1492 = mul i32 %bx, 4
  %1493 = sext i32 %1492 to i64
  %1494 = add i64 %1493, 4
  %1495 = sext i32 %M to i64
  %1496 = icmp sle i64 %1494, %1495
  %1497 = and i1 %1491, %1496
  %1498 = mul i32 %t, 512
  %1499 = icmp sle i32 0, %1498
  %1500 = mul i32 %t, 512
  %1501 = sext i32 %1500 to i64
  %1502 = add i64 %1501, 512
  %1503 = sext i32 %N to i64
  %1504 = icmp sle i64 %1502, %1503
  %1505 = and i1 %1499, %1504
  %1506 = and i1 %1497, %1505
  br i1 %1506, label %if.then448, label %if.else449

for.cond444:                                      ; preds = %for.body445, %for.body441
  %j447 = phi i32 [ 0, %for.body441 ], [ %1527, %for.body445 ]
  %1507 = icmp slt i32 %j447, 512
  br i1 %1507, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %1508 = sext i32 %i443 to i64
  %1509 = mul nsw i64 %1508, 512
  %1510 = sext i32 %j447 to i64
  %1511 = add nsw i64 %1509, %1510
  %1512 = getelementptr inbounds float, ptr %X_f, i64 %1511
  %1513 = load float, ptr %1512, align 4
  %1514 = sext i32 %i443 to i64
  %1515 = getelementptr inbounds float, ptr %ss, i64 %1514
  %1516 = load float, ptr %1515, align 4
  %1517 = fmul float %1513, %1516
  %1518 = sext i32 %j447 to i64
  %1519 = getelementptr inbounds float, ptr %W_f, i64 %1518
  %1520 = load float, ptr %1519, align 4
  %1521 = fmul float %1517, %1520
  %1522 = sext i32 %i443 to i64
  %1523 = mul nsw i64 %1522, 512
  %1524 = sext i32 %j447 to i64
  %1525 = add nsw i64 %1523, %1524
  %1526 = getelementptr inbounds float, ptr %X_f, i64 %1525
  store float %1521, ptr %1526, align 4
  %1527 = add nsw i32 %j447, 1
  br label %for.cond444, !llvm.loop !100

for.end446:                                       ; preds = %for.cond444
  %1528 = add nsw i32 %i443, 1
  br label %for.cond440, !llvm.loop !101

if.then448:                                       ; preds = %for.end442
  br label %for.cond451

if.else449:                                       ; preds = %for.end442
  br label %for.cond462

if.end450:                                        ; preds = %for.end464, %for.end453
  %1529 = add nsw i32 %c390, 1
  br label %for.cond387, !llvm.loop !102

for.cond451:                                      ; preds = %if.end457, %if.then448
  %i11454 = phi i32 [ 0, %if.then448 ], [ %1549, %if.end457 ]
  %1530 = icmp slt i32 %i11454, 4
  br i1 %1530, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %1531 = sext i32 %M to i64
  %1532 = sext i32 %N to i64
  %1533 = mul i64 %1531, %1532
  %1534 = icmp sge i64 %1533, 8388608
  br i1 %1534, label %if.then455, label %if.else456

for.end453:                                       ; preds = %for.cond451
  br label %if.end450

if.then455:                                       ; preds = %for.body452
  %1535 = mul i32 %bx, 4
  %1536 = add i32 %1535, %i11454
  %1537 = sext i32 %1536 to i64
  %1538 = sext i32 %N to i64
  %1539 = mul nsw i64 %1537, %1538
  %1540 = mul i32 %t, 512
  %1541 = add i32 %1540, 0
  %1542 = sext i32 %1541 to i64
  %1543 = add nsw i64 %1539, %1542
  %1544 = getelementptr inbounds float, ptr %Y, i64 %1543
  %1545 = sext i32 %i11454 to i64
  %1546 = mul nsw i64 %1545, 512
  %1547 = add nsw i64 %1546, 0
  %1548 = getelementptr inbounds float, ptr %X_f, i64 %1547
  call void @tilec_rt_stream(ptr %1544, ptr %1548, i64 2048)
  br label %if.end457

if.else456:                                       ; preds = %for.body452
  br label %for.cond458

if.end457:                                        ; preds = %for.end460, %if.then455
  %1549 = add nsw i32 %i11454, 1
  br label %for.cond451, !llvm.loop !103

for.cond458:                                      ; preds = %for.body459, %if.else456
  %j5461 = phi i32 [ 0, %if.else456 ], [ %1567, %for.body459 ]
  %1550 = icmp slt i32 %j5461, 512
  br i1 %1550, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %1551 = sext i32 %i11454 to i64
  %1552 = mul nsw i64 %1551, 512
  %1553 = sext i32 %j5461 to i64
  %1554 = add nsw i64 %1552, %1553
  %1555 = getelementptr inbounds float, ptr %X_f, i64 %1554
  %1556 = load float, ptr %1555, align 4
  %1557 = mul i32 %bx, 4
  %1558 = add i32 %1557, %i11454
  %1559 = sext i32 %1558 to i64
  %1560 = sext i32 %N to i64
  %1561 = mul nsw i64 %1559, %1560
  %1562 = mul i32 %t, 512
  %1563 = add i32 %1562, %j5461
  %1564 = sext i32 %1563 to i64
  %1565 = add nsw i64 %1561, %1564
  %1566 = getelementptr inbounds float, ptr %Y, i64 %1565
  store float %1556, ptr %1566, align 4
  %1567 = add nsw i32 %j5461, 1
  br label %for.cond458, !llvm.loop !104

for.end460:                                       ; preds = %for.cond458
  br label %if.end457

for.cond462:                                      ; preds = %for.end468, %if.else449
  %i11465 = phi i32 [ 0, %if.else449 ], [ %1595, %for.end468 ]
  %1568 = icmp slt i32 %i11465, 4
  br i1 %1568, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  br label %for.cond466

for.end464:                                       ; preds = %for.cond462
  br label %if.end450

for.cond466:                                      ; preds = %if.end472, %for.body463
  %j5469 = phi i32 [ 0, %for.body463 ], [ %1612, %if.end472 ]
  %1569 = icmp slt i32 %j5469, 512
  br i1 %1569, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %1570 = mul i32 %bx, 4
  %1571 = sext i32 %1570 to i64
  %1572 = sext i32 %i11465 to i64
  %1573 = add i64 %1571, %1572
  %1574 = icmp sle i64 0, %1573
  %1575 = mul i32 %bx, 4
  %1576 = sext i32 %1575 to i64
  %1577 = sext i32 %i11465 to i64
  %1578 = add i64 %1576, %1577
  %1579 = sext i32 %M to i64
  %1580 = icmp slt i64 %1578, %1579
  %1581 = and i1 %1574, %1580
  %1582 = mul i32 %t, 512
  %1583 = sext i32 %1582 to i64
  %1584 = sext i32 %j5469 to i64
  %1585 = add i64 %1583, %1584
  %1586 = icmp sle i64 0, %1585
  %1587 = mul i32 %t, 512
  %1588 = sext i32 %1587 to i64
  %1589 = sext i32 %j5469 to i64
  %1590 = add i64 %1588, %1589
  %1591 = sext i32 %N to i64
  %1592 = icmp slt i64 %1590, %1591
  %1593 = and i1 %1586, %1592
  %1594 = and i1 %1581, %1593
  br i1 %1594, label %if.then470, label %if.else471

for.end468:                                       ; preds = %for.cond466
  %1595 = add nsw i32 %i11465, 1
  br label %for.cond462, !llvm.loop !105

if.then470:                                       ; preds = %for.body467
  %1596 = sext i32 %i11465 to i64
  %1597 = mul nsw i64 %1596, 512
  %1598 = sext i32 %j5469 to i64
  %1599 = add nsw i64 %1597, %1598
  %1600 = getelementptr inbounds float, ptr %X_f, i64 %1599
  %1601 = load float, ptr %1600, align 4
  %1602 = mul i32 %bx, 4
  %1603 = add i32 %1602, %i11465
  %1604 = sext i32 %1603 to i64
  %1605 = sext i32 %N to i64
  %1606 = mul nsw i64 %1604, %1605
  %1607 = mul i32 %t, 512
  %1608 = add i32 %1607, %j5469
  %1609 = sext i32 %1608 to i64
  %1610 = add nsw i64 %1606, %1609
  %1611 = getelementptr inbounds float, ptr %Y, i64 %1610
  store float %1601, ptr %1611, align 4
  br label %if.end472

if.else471:                                       ; preds = %for.body467
  br label %if.end472

if.end472:                                        ; preds = %if.else471, %if.then470
  %1612 = add nsw i32 %j5469, 1
  br label %for.cond466, !llvm.loop !106
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
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
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
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
