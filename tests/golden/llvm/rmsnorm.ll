; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_s = alloca [8192 x float], align 64
  %sq_s = alloca [8192 x float], align 64
  %W_s = alloca [256 x float], align 64
  %ss_s = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %sq = alloca [2048 x float], align 64
  %W_f = alloca [512 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %W_r = alloca [4096 x float], align 64
  %ss = alloca [4 x float], align 64
  %ss_r = alloca [1 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_s, i8 0, i64 32768, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_s, i8 0, i64 32768, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_s, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss_s, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
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
  %12 = icmp sle i32 %N, 512
  br i1 %12, label %if.then72, label %if.else73

if.end:                                           ; preds = %if.end74, %if.end52
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 256, %13
  br i1 %14, label %if.then15, label %if.else16

for.cond:                                         ; preds = %for.end6, %if.then1
  %i1 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i1, 32
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
  %18 = add i32 %17, %i1
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_s, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %51, %for.end13 ]
  %33 = icmp slt i32 %i110, 32
  br i1 %33, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %67, %sel.end ]
  %34 = icmp slt i32 %j114, 256
  br i1 %34, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %35 = mul i32 %bx, 32
  %36 = sext i32 %35 to i64
  %37 = sext i32 %i110 to i64
  %38 = add i64 %36, %37
  %39 = icmp sle i64 0, %38
  %40 = mul i32 %bx, 32
  %41 = sext i32 %40 to i64
  %42 = sext i32 %i110 to i64
  %43 = add i64 %41, %42
  %44 = sext i32 %M to i64
  %45 = icmp slt i64 %43, %44
  %46 = and i1 %39, %45
  %47 = sext i32 %j114 to i64
  %48 = sext i32 %N to i64
  %49 = icmp slt i64 %47, %48
  %50 = and i1 %46, %49
  br i1 %50, label %sel.then, label %sel.else

for.end13:                                        ; preds = %for.cond11
  %51 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body12
  %52 = mul i32 %bx, 32
  %53 = add i32 %52, %i110
  %54 = sext i32 %53 to i64
  %55 = sext i32 %N to i64
  %56 = mul nsw i64 %54, %55
  %57 = sext i32 %j114 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds float, ptr %X, i64 %58
  %60 = load float, ptr %59, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body12
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %61 = phi float [ %60, %sel.then ], [ 0.000000e+00, %sel.else ]
  %62 = sext i32 %i110 to i64
  %63 = mul nsw i64 %62, 256
  %64 = sext i32 %j114 to i64
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %X_s, i64 %65
  store float %61, ptr %66, align 4
  %67 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

if.then15:                                        ; preds = %if.end3
  br label %for.cond18

if.else16:                                        ; preds = %if.end3
  br label %for.cond22

if.end17:                                         ; preds = %for.end24, %for.end20
  br label %for.cond29

for.cond18:                                       ; preds = %for.body19, %if.then15
  %i121 = phi i32 [ 0, %if.then15 ], [ %74, %for.body19 ]
  %68 = icmp slt i32 %i121, 256
  br i1 %68, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %69 = sext i32 %i121 to i64
  %70 = getelementptr inbounds float, ptr %W, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = sext i32 %i121 to i64
  %73 = getelementptr inbounds float, ptr %W_s, i64 %72
  store float %71, ptr %73, align 4
  %74 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i125 = phi i32 [ 0, %if.else16 ], [ %85, %sel.end28 ]
  %75 = icmp slt i32 %i125, 256
  br i1 %75, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %76 = sext i32 %i125 to i64
  %77 = sext i32 %N to i64
  %78 = icmp slt i64 %76, %77
  br i1 %78, label %sel.then26, label %sel.else27

for.end24:                                        ; preds = %for.cond22
  br label %if.end17

sel.then26:                                       ; preds = %for.body23
  %79 = sext i32 %i125 to i64
  %80 = getelementptr inbounds float, ptr %W, i64 %79
  %81 = load float, ptr %80, align 4
  br label %sel.end28

sel.else27:                                       ; preds = %for.body23
  br label %sel.end28

sel.end28:                                        ; preds = %sel.else27, %sel.then26
  %82 = phi float [ %81, %sel.then26 ], [ 0.000000e+00, %sel.else27 ]
  %83 = sext i32 %i125 to i64
  %84 = getelementptr inbounds float, ptr %W_s, i64 %83
  store float %82, ptr %84, align 4
  %85 = add nsw i32 %i125, 1
  br label %for.cond22, !llvm.loop !7

for.cond29:                                       ; preds = %for.end34, %if.end17
  %i = phi i32 [ 0, %if.end17 ], [ %111, %for.end34 ]
  %86 = icmp slt i32 %i, 32
  br i1 %86, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond32

for.end31:                                        ; preds = %for.cond29
  br label %for.cond35

for.cond32:                                       ; preds = %for.body33, %for.body30
  %j = phi i32 [ 0, %for.body30 ], [ %110, %for.body33 ]
  %87 = icmp slt i32 %j, 256
  br i1 %87, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %88 = icmp slt i32 %j, %N
  %89 = sext i32 %i to i64
  %90 = mul nsw i64 %89, 256
  %91 = sext i32 %j to i64
  %92 = add nsw i64 %90, %91
  %93 = call i64 @llvm.umin.i64(i64 %92, i64 8191)
  %94 = getelementptr inbounds float, ptr %X_s, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = sext i32 %i to i64
  %97 = mul nsw i64 %96, 256
  %98 = sext i32 %j to i64
  %99 = add nsw i64 %97, %98
  %100 = call i64 @llvm.umin.i64(i64 %99, i64 8191)
  %101 = getelementptr inbounds float, ptr %X_s, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %95, %102
  %104 = select i1 %88, float %103, float 0.000000e+00
  %105 = sext i32 %i to i64
  %106 = mul nsw i64 %105, 256
  %107 = sext i32 %j to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %sq_s, i64 %108
  store float %104, ptr %109, align 4
  %110 = add nsw i32 %j, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  %111 = add nsw i32 %i, 1
  br label %for.cond29, !llvm.loop !9

for.cond35:                                       ; preds = %for.end41, %for.end31
  %i138 = phi i32 [ 0, %for.end31 ], [ %129, %for.end41 ]
  %112 = icmp slt i32 %i138, 32
  br i1 %112, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %113 = sext i32 %i138 to i64
  %114 = getelementptr inbounds float, ptr %ss_s, i64 %113
  store float 0.000000e+00, ptr %114, align 4
  br label %for.cond39

for.end37:                                        ; preds = %for.cond35
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %for.body36
  %red = phi i32 [ 0, %for.body36 ], [ %128, %for.body40 ]
  %115 = icmp slt i32 %red, 256
  br i1 %115, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %116 = sext i32 %i138 to i64
  %117 = getelementptr inbounds float, ptr %ss_s, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = sext i32 %i138 to i64
  %120 = mul nsw i64 %119, 256
  %121 = sext i32 %red to i64
  %122 = add nsw i64 %120, %121
  %123 = getelementptr inbounds float, ptr %sq_s, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fadd float %118, %124
  %126 = sext i32 %i138 to i64
  %127 = getelementptr inbounds float, ptr %ss_s, i64 %126
  store float %125, ptr %127, align 4
  %128 = add nsw i32 %red, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  %129 = add nsw i32 %i138, 1
  br label %for.cond35, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %for.end37
  %i45 = phi i32 [ 0, %for.end37 ], [ %170, %for.end48 ]
  %130 = icmp slt i32 %i45, 32
  br i1 %130, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  %131 = mul i32 %bx, 32
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %bx, 32
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 32
  %136 = sext i32 %M to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = sext i32 %N to i64
  %140 = icmp sle i64 256, %139
  %141 = and i1 %138, %140
  br i1 %141, label %if.then50, label %if.else51

for.cond46:                                       ; preds = %for.body47, %for.body43
  %j49 = phi i32 [ 0, %for.body43 ], [ %169, %for.body47 ]
  %142 = icmp slt i32 %j49, 256
  br i1 %142, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %143 = sext i32 %i45 to i64
  %144 = mul nsw i64 %143, 256
  %145 = sext i32 %j49 to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds float, ptr %X_s, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sext i32 %i45 to i64
  %150 = getelementptr inbounds float, ptr %ss_s, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = sitofp i32 %N to float
  %153 = fdiv float %151, %152
  %154 = fadd float %153, 0x3EB0C6F7A0000000
  %155 = fpext float %154 to double
  %156 = call double @llvm.sqrt.f64(double %155)
  %157 = fdiv double 1.000000e+00, %156
  %158 = fptrunc double %157 to float
  %159 = fmul float %148, %158
  %160 = sext i32 %j49 to i64
  %161 = getelementptr inbounds float, ptr %W_s, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul float %159, %162
  %164 = sext i32 %i45 to i64
  %165 = mul nsw i64 %164, 256
  %166 = sext i32 %j49 to i64
  %167 = add nsw i64 %165, %166
  %168 = getelementptr inbounds float, ptr %X_s, i64 %167
  store float %163, ptr %168, align 4
  %169 = add nsw i32 %j49, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  %170 = add nsw i32 %i45, 1
  br label %for.cond42, !llvm.loop !13

if.then50:                                        ; preds = %for.end44
  br label %for.cond53

if.else51:                                        ; preds = %for.end44
  br label %for.cond61

if.end52:                                         ; preds = %for.end63, %for.end55
  br label %if.end

for.cond53:                                       ; preds = %for.end59, %if.then50
  %i156 = phi i32 [ 0, %if.then50 ], [ %188, %for.end59 ]
  %171 = icmp slt i32 %i156, 32
  br i1 %171, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  br label %for.cond57

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond57:                                       ; preds = %for.body58, %for.body54
  %j160 = phi i32 [ 0, %for.body54 ], [ %187, %for.body58 ]
  %172 = icmp slt i32 %j160, 256
  br i1 %172, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %173 = sext i32 %i156 to i64
  %174 = mul nsw i64 %173, 256
  %175 = sext i32 %j160 to i64
  %176 = add nsw i64 %174, %175
  %177 = getelementptr inbounds float, ptr %X_s, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = mul i32 %bx, 32
  %180 = add i32 %179, %i156
  %181 = sext i32 %180 to i64
  %182 = sext i32 %N to i64
  %183 = mul nsw i64 %181, %182
  %184 = sext i32 %j160 to i64
  %185 = add nsw i64 %183, %184
  %186 = getelementptr inbounds float, ptr %Y, i64 %185
  store float %178, ptr %186, align 4
  %187 = add nsw i32 %j160, 1
  br label %for.cond57, !llvm.loop !14

for.end59:                                        ; preds = %for.cond57
  %188 = add nsw i32 %i156, 1
  br label %for.cond53, !llvm.loop !15

for.cond61:                                       ; preds = %for.end67, %if.else51
  %i164 = phi i32 [ 0, %if.else51 ], [ %207, %for.end67 ]
  %189 = icmp slt i32 %i164, 32
  br i1 %189, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  br label %for.cond65

for.end63:                                        ; preds = %for.cond61
  br label %if.end52

for.cond65:                                       ; preds = %if.end71, %for.body62
  %j168 = phi i32 [ 0, %for.body62 ], [ %222, %if.end71 ]
  %190 = icmp slt i32 %j168, 256
  br i1 %190, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %191 = mul i32 %bx, 32
  %192 = sext i32 %191 to i64
  %193 = sext i32 %i164 to i64
  %194 = add i64 %192, %193
  %195 = icmp sle i64 0, %194
  %196 = mul i32 %bx, 32
  %197 = sext i32 %196 to i64
  %198 = sext i32 %i164 to i64
  %199 = add i64 %197, %198
  %200 = sext i32 %M to i64
  %201 = icmp slt i64 %199, %200
  %202 = and i1 %195, %201
  %203 = sext i32 %j168 to i64
  %204 = sext i32 %N to i64
  %205 = icmp slt i64 %203, %204
  %206 = and i1 %202, %205
  br i1 %206, label %if.then69, label %if.else70

for.end67:                                        ; preds = %for.cond65
  %207 = add nsw i32 %i164, 1
  br label %for.cond61, !llvm.loop !16

if.then69:                                        ; preds = %for.body66
  %208 = sext i32 %i164 to i64
  %209 = mul nsw i64 %208, 256
  %210 = sext i32 %j168 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_s, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = mul i32 %bx, 32
  %215 = add i32 %214, %i164
  %216 = sext i32 %215 to i64
  %217 = sext i32 %N to i64
  %218 = mul nsw i64 %216, %217
  %219 = sext i32 %j168 to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %Y, i64 %220
  store float %213, ptr %221, align 4
  br label %if.end71

if.else70:                                        ; preds = %for.body66
  br label %if.end71

if.end71:                                         ; preds = %if.else70, %if.then69
  %222 = add nsw i32 %j168, 1
  br label %for.cond65, !llvm.loop !17

if.then72:                                        ; preds = %if.else
  %223 = mul i32 %bx, 4
  %224 = icmp sle i32 0, %223
  %225 = mul i32 %bx, 4
  %226 = sext i32 %225 to i64
  %227 = add i64 %226, 4
  %228 = sext i32 %M to i64
  %229 = icmp sle i64 %227, %228
  %230 = and i1 %224, %229
  %231 = sext i32 %N to i64
  %232 = icmp sle i64 512, %231
  %233 = and i1 %230, %232
  br i1 %233, label %if.then75, label %if.else76

if.else73:                                        ; preds = %if.else
  %234 = icmp sle i32 %N, 4096
  br i1 %234, label %if.then154, label %if.else155

if.end74:                                         ; preds = %if.end156, %if.end134
  br label %if.end

if.then75:                                        ; preds = %if.then72
  br label %for.cond78

if.else76:                                        ; preds = %if.then72
  br label %for.cond84

if.end77:                                         ; preds = %for.end86, %for.end80
  %235 = sext i32 %N to i64
  %236 = icmp sle i64 512, %235
  br i1 %236, label %if.then95, label %if.else96

for.cond78:                                       ; preds = %for.end83, %if.then75
  %i2 = phi i32 [ 0, %if.then75 ], [ %254, %for.end83 ]
  %237 = icmp slt i32 %i2, 4
  br i1 %237, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  br label %for.cond81

for.end80:                                        ; preds = %for.cond78
  br label %if.end77

for.cond81:                                       ; preds = %for.body82, %for.body79
  %j2 = phi i32 [ 0, %for.body79 ], [ %253, %for.body82 ]
  %238 = icmp slt i32 %j2, 512
  br i1 %238, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %239 = mul i32 %bx, 4
  %240 = add i32 %239, %i2
  %241 = sext i32 %240 to i64
  %242 = sext i32 %N to i64
  %243 = mul nsw i64 %241, %242
  %244 = sext i32 %j2 to i64
  %245 = add nsw i64 %243, %244
  %246 = getelementptr inbounds float, ptr %X, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = sext i32 %i2 to i64
  %249 = mul nsw i64 %248, 512
  %250 = sext i32 %j2 to i64
  %251 = add nsw i64 %249, %250
  %252 = getelementptr inbounds float, ptr %X_f, i64 %251
  store float %247, ptr %252, align 4
  %253 = add nsw i32 %j2, 1
  br label %for.cond81, !llvm.loop !18

for.end83:                                        ; preds = %for.cond81
  %254 = add nsw i32 %i2, 1
  br label %for.cond78, !llvm.loop !19

for.cond84:                                       ; preds = %for.end90, %if.else76
  %i287 = phi i32 [ 0, %if.else76 ], [ %273, %for.end90 ]
  %255 = icmp slt i32 %i287, 4
  br i1 %255, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  br label %for.cond88

for.end86:                                        ; preds = %for.cond84
  br label %if.end77

for.cond88:                                       ; preds = %sel.end94, %for.body85
  %j291 = phi i32 [ 0, %for.body85 ], [ %289, %sel.end94 ]
  %256 = icmp slt i32 %j291, 512
  br i1 %256, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %257 = mul i32 %bx, 4
  %258 = sext i32 %257 to i64
  %259 = sext i32 %i287 to i64
  %260 = add i64 %258, %259
  %261 = icmp sle i64 0, %260
  %262 = mul i32 %bx, 4
  %263 = sext i32 %262 to i64
  %264 = sext i32 %i287 to i64
  %265 = add i64 %263, %264
  %266 = sext i32 %M to i64
  %267 = icmp slt i64 %265, %266
  %268 = and i1 %261, %267
  %269 = sext i32 %j291 to i64
  %270 = sext i32 %N to i64
  %271 = icmp slt i64 %269, %270
  %272 = and i1 %268, %271
  br i1 %272, label %sel.then92, label %sel.else93

for.end90:                                        ; preds = %for.cond88
  %273 = add nsw i32 %i287, 1
  br label %for.cond84, !llvm.loop !20

sel.then92:                                       ; preds = %for.body89
  %274 = mul i32 %bx, 4
  %275 = add i32 %274, %i287
  %276 = sext i32 %275 to i64
  %277 = sext i32 %N to i64
  %278 = mul nsw i64 %276, %277
  %279 = sext i32 %j291 to i64
  %280 = add nsw i64 %278, %279
  %281 = getelementptr inbounds float, ptr %X, i64 %280
  %282 = load float, ptr %281, align 4
  br label %sel.end94

sel.else93:                                       ; preds = %for.body89
  br label %sel.end94

sel.end94:                                        ; preds = %sel.else93, %sel.then92
  %283 = phi float [ %282, %sel.then92 ], [ 0.000000e+00, %sel.else93 ]
  %284 = sext i32 %i287 to i64
  %285 = mul nsw i64 %284, 512
  %286 = sext i32 %j291 to i64
  %287 = add nsw i64 %285, %286
  %288 = getelementptr inbounds float, ptr %X_f, i64 %287
  store float %283, ptr %288, align 4
  %289 = add nsw i32 %j291, 1
  br label %for.cond88, !llvm.loop !21

if.then95:                                        ; preds = %if.end77
  br label %for.cond98

if.else96:                                        ; preds = %if.end77
  br label %for.cond102

if.end97:                                         ; preds = %for.end104, %for.end100
  br label %for.cond109

for.cond98:                                       ; preds = %for.body99, %if.then95
  %i2101 = phi i32 [ 0, %if.then95 ], [ %296, %for.body99 ]
  %290 = icmp slt i32 %i2101, 512
  br i1 %290, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %291 = sext i32 %i2101 to i64
  %292 = getelementptr inbounds float, ptr %W, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = sext i32 %i2101 to i64
  %295 = getelementptr inbounds float, ptr %W_f, i64 %294
  store float %293, ptr %295, align 4
  %296 = add nsw i32 %i2101, 1
  br label %for.cond98, !llvm.loop !22

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond102:                                      ; preds = %sel.end108, %if.else96
  %i2105 = phi i32 [ 0, %if.else96 ], [ %307, %sel.end108 ]
  %297 = icmp slt i32 %i2105, 512
  br i1 %297, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %298 = sext i32 %i2105 to i64
  %299 = sext i32 %N to i64
  %300 = icmp slt i64 %298, %299
  br i1 %300, label %sel.then106, label %sel.else107

for.end104:                                       ; preds = %for.cond102
  br label %if.end97

sel.then106:                                      ; preds = %for.body103
  %301 = sext i32 %i2105 to i64
  %302 = getelementptr inbounds float, ptr %W, i64 %301
  %303 = load float, ptr %302, align 4
  br label %sel.end108

sel.else107:                                      ; preds = %for.body103
  br label %sel.end108

sel.end108:                                       ; preds = %sel.else107, %sel.then106
  %304 = phi float [ %303, %sel.then106 ], [ 0.000000e+00, %sel.else107 ]
  %305 = sext i32 %i2105 to i64
  %306 = getelementptr inbounds float, ptr %W_f, i64 %305
  store float %304, ptr %306, align 4
  %307 = add nsw i32 %i2105, 1
  br label %for.cond102, !llvm.loop !23

for.cond109:                                      ; preds = %for.end115, %if.end97
  %i112 = phi i32 [ 0, %if.end97 ], [ %333, %for.end115 ]
  %308 = icmp slt i32 %i112, 4
  br i1 %308, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  br label %for.cond113

for.end111:                                       ; preds = %for.cond109
  br label %for.cond117

for.cond113:                                      ; preds = %for.body114, %for.body110
  %j116 = phi i32 [ 0, %for.body110 ], [ %332, %for.body114 ]
  %309 = icmp slt i32 %j116, 512
  br i1 %309, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %310 = icmp slt i32 %j116, %N
  %311 = sext i32 %i112 to i64
  %312 = mul nsw i64 %311, 512
  %313 = sext i32 %j116 to i64
  %314 = add nsw i64 %312, %313
  %315 = call i64 @llvm.umin.i64(i64 %314, i64 2047)
  %316 = getelementptr inbounds float, ptr %X_f, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = sext i32 %i112 to i64
  %319 = mul nsw i64 %318, 512
  %320 = sext i32 %j116 to i64
  %321 = add nsw i64 %319, %320
  %322 = call i64 @llvm.umin.i64(i64 %321, i64 2047)
  %323 = getelementptr inbounds float, ptr %X_f, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = fmul float %317, %324
  %326 = select i1 %310, float %325, float 0.000000e+00
  %327 = sext i32 %i112 to i64
  %328 = mul nsw i64 %327, 512
  %329 = sext i32 %j116 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %sq, i64 %330
  store float %326, ptr %331, align 4
  %332 = add nsw i32 %j116, 1
  br label %for.cond113, !llvm.loop !24

for.end115:                                       ; preds = %for.cond113
  %333 = add nsw i32 %i112, 1
  br label %for.cond109, !llvm.loop !25

for.cond117:                                      ; preds = %for.end123, %for.end111
  %i2120 = phi i32 [ 0, %for.end111 ], [ %351, %for.end123 ]
  %334 = icmp slt i32 %i2120, 4
  br i1 %334, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %335 = sext i32 %i2120 to i64
  %336 = getelementptr inbounds float, ptr %ss, i64 %335
  store float 0.000000e+00, ptr %336, align 4
  br label %for.cond121

for.end119:                                       ; preds = %for.cond117
  br label %for.cond124

for.cond121:                                      ; preds = %for.body122, %for.body118
  %red1 = phi i32 [ 0, %for.body118 ], [ %350, %for.body122 ]
  %337 = icmp slt i32 %red1, 512
  br i1 %337, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %338 = sext i32 %i2120 to i64
  %339 = getelementptr inbounds float, ptr %ss, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = sext i32 %i2120 to i64
  %342 = mul nsw i64 %341, 512
  %343 = sext i32 %red1 to i64
  %344 = add nsw i64 %342, %343
  %345 = getelementptr inbounds float, ptr %sq, i64 %344
  %346 = load float, ptr %345, align 4
  %347 = fadd float %340, %346
  %348 = sext i32 %i2120 to i64
  %349 = getelementptr inbounds float, ptr %ss, i64 %348
  store float %347, ptr %349, align 4
  %350 = add nsw i32 %red1, 1
  br label %for.cond121, !llvm.loop !26

for.end123:                                       ; preds = %for.cond121
  %351 = add nsw i32 %i2120, 1
  br label %for.cond117, !llvm.loop !27

for.cond124:                                      ; preds = %for.end130, %for.end119
  %i127 = phi i32 [ 0, %for.end119 ], [ %392, %for.end130 ]
  %352 = icmp slt i32 %i127, 4
  br i1 %352, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond128

for.end126:                                       ; preds = %for.cond124
  %353 = mul i32 %bx, 4
  %354 = icmp sle i32 0, %353
  %355 = mul i32 %bx, 4
  %356 = sext i32 %355 to i64
  %357 = add i64 %356, 4
  %358 = sext i32 %M to i64
  %359 = icmp sle i64 %357, %358
  %360 = and i1 %354, %359
  %361 = sext i32 %N to i64
  %362 = icmp sle i64 512, %361
  %363 = and i1 %360, %362
  br i1 %363, label %if.then132, label %if.else133

for.cond128:                                      ; preds = %for.body129, %for.body125
  %j131 = phi i32 [ 0, %for.body125 ], [ %391, %for.body129 ]
  %364 = icmp slt i32 %j131, 512
  br i1 %364, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %365 = sext i32 %i127 to i64
  %366 = mul nsw i64 %365, 512
  %367 = sext i32 %j131 to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds float, ptr %X_f, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = sext i32 %i127 to i64
  %372 = getelementptr inbounds float, ptr %ss, i64 %371
  %373 = load float, ptr %372, align 4
  %374 = sitofp i32 %N to float
  %375 = fdiv float %373, %374
  %376 = fadd float %375, 0x3EB0C6F7A0000000
  %377 = fpext float %376 to double
  %378 = call double @llvm.sqrt.f64(double %377)
  %379 = fdiv double 1.000000e+00, %378
  %380 = fptrunc double %379 to float
  %381 = fmul float %370, %380
  %382 = sext i32 %j131 to i64
  %383 = getelementptr inbounds float, ptr %W_f, i64 %382
  %384 = load float, ptr %383, align 4
  %385 = fmul float %381, %384
  %386 = sext i32 %i127 to i64
  %387 = mul nsw i64 %386, 512
  %388 = sext i32 %j131 to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds float, ptr %X_f, i64 %389
  store float %385, ptr %390, align 4
  %391 = add nsw i32 %j131, 1
  br label %for.cond128, !llvm.loop !28

for.end130:                                       ; preds = %for.cond128
  %392 = add nsw i32 %i127, 1
  br label %for.cond124, !llvm.loop !29

if.then132:                                       ; preds = %for.end126
  br label %for.cond135

if.else133:                                       ; preds = %for.end126
  br label %for.cond143

if.end134:                                        ; preds = %for.end145, %for.end137
  br label %if.end74

for.cond135:                                      ; preds = %for.end141, %if.then132
  %i2138 = phi i32 [ 0, %if.then132 ], [ %410, %for.end141 ]
  %393 = icmp slt i32 %i2138, 4
  br i1 %393, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  br label %for.cond139

for.end137:                                       ; preds = %for.cond135
  br label %if.end134

for.cond139:                                      ; preds = %for.body140, %for.body136
  %j2142 = phi i32 [ 0, %for.body136 ], [ %409, %for.body140 ]
  %394 = icmp slt i32 %j2142, 512
  br i1 %394, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %395 = sext i32 %i2138 to i64
  %396 = mul nsw i64 %395, 512
  %397 = sext i32 %j2142 to i64
  %398 = add nsw i64 %396, %397
  %399 = getelementptr inbounds float, ptr %X_f, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = mul i32 %bx, 4
  %402 = add i32 %401, %i2138
  %403 = sext i32 %402 to i64
  %404 = sext i32 %N to i64
  %405 = mul nsw i64 %403, %404
  %406 = sext i32 %j2142 to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds float, ptr %Y, i64 %407
  store float %400, ptr %408, align 4
  %409 = add nsw i32 %j2142, 1
  br label %for.cond139, !llvm.loop !30

for.end141:                                       ; preds = %for.cond139
  %410 = add nsw i32 %i2138, 1
  br label %for.cond135, !llvm.loop !31

for.cond143:                                      ; preds = %for.end149, %if.else133
  %i2146 = phi i32 [ 0, %if.else133 ], [ %429, %for.end149 ]
  %411 = icmp slt i32 %i2146, 4
  br i1 %411, label %for.body144, label %for.end145

for.body144:                                      ; preds = %for.cond143
  br label %for.cond147

for.end145:                                       ; preds = %for.cond143
  br label %if.end134

for.cond147:                                      ; preds = %if.end153, %for.body144
  %j2150 = phi i32 [ 0, %for.body144 ], [ %444, %if.end153 ]
  %412 = icmp slt i32 %j2150, 512
  br i1 %412, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %413 = mul i32 %bx, 4
  %414 = sext i32 %413 to i64
  %415 = sext i32 %i2146 to i64
  %416 = add i64 %414, %415
  %417 = icmp sle i64 0, %416
  %418 = mul i32 %bx, 4
  %419 = sext i32 %418 to i64
  %420 = sext i32 %i2146 to i64
  %421 = add i64 %419, %420
  %422 = sext i32 %M to i64
  %423 = icmp slt i64 %421, %422
  %424 = and i1 %417, %423
  %425 = sext i32 %j2150 to i64
  %426 = sext i32 %N to i64
  %427 = icmp slt i64 %425, %426
  %428 = and i1 %424, %427
  br i1 %428, label %if.then151, label %if.else152

for.end149:                                       ; preds = %for.cond147
  %429 = add nsw i32 %i2146, 1
  br label %for.cond143, !llvm.loop !32

if.then151:                                       ; preds = %for.body148
  %430 = sext i32 %i2146 to i64
  %431 = mul nsw i64 %430, 512
  %432 = sext i32 %j2150 to i64
  %433 = add nsw i64 %431, %432
  %434 = getelementptr inbounds float, ptr %X_f, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = mul i32 %bx, 4
  %437 = add i32 %436, %i2146
  %438 = sext i32 %437 to i64
  %439 = sext i32 %N to i64
  %440 = mul nsw i64 %438, %439
  %441 = sext i32 %j2150 to i64
  %442 = add nsw i64 %440, %441
  %443 = getelementptr inbounds float, ptr %Y, i64 %442
  store float %435, ptr %443, align 4
  br label %if.end153

if.else152:                                       ; preds = %for.body148
  br label %if.end153

if.end153:                                        ; preds = %if.else152, %if.then151
  %444 = add nsw i32 %j2150, 1
  br label %for.cond147, !llvm.loop !33

if.then154:                                       ; preds = %if.else73
  %445 = sext i32 %N to i64
  %446 = icmp sle i64 4096, %445
  br i1 %446, label %if.then157, label %if.else158

if.else155:                                       ; preds = %if.else73
  br label %for.cond239

if.end156:                                        ; preds = %for.end287, %for.end172
  br label %if.end74

if.then157:                                       ; preds = %if.then154
  br label %for.cond160

if.else158:                                       ; preds = %if.then154
  br label %for.cond163

if.end159:                                        ; preds = %for.end165, %for.end162
  br label %for.cond170

for.cond160:                                      ; preds = %for.body161, %if.then157
  %i3 = phi i32 [ 0, %if.then157 ], [ %453, %for.body161 ]
  %447 = icmp slt i32 %i3, 4096
  br i1 %447, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %448 = sext i32 %i3 to i64
  %449 = getelementptr inbounds float, ptr %W, i64 %448
  %450 = load float, ptr %449, align 4
  %451 = sext i32 %i3 to i64
  %452 = getelementptr inbounds float, ptr %W_r, i64 %451
  store float %450, ptr %452, align 4
  %453 = add nsw i32 %i3, 1
  br label %for.cond160, !llvm.loop !34

for.end162:                                       ; preds = %for.cond160
  br label %if.end159

for.cond163:                                      ; preds = %sel.end169, %if.else158
  %i3166 = phi i32 [ 0, %if.else158 ], [ %464, %sel.end169 ]
  %454 = icmp slt i32 %i3166, 4096
  br i1 %454, label %for.body164, label %for.end165

for.body164:                                      ; preds = %for.cond163
  %455 = sext i32 %i3166 to i64
  %456 = sext i32 %N to i64
  %457 = icmp slt i64 %455, %456
  br i1 %457, label %sel.then167, label %sel.else168

for.end165:                                       ; preds = %for.cond163
  br label %if.end159

sel.then167:                                      ; preds = %for.body164
  %458 = sext i32 %i3166 to i64
  %459 = getelementptr inbounds float, ptr %W, i64 %458
  %460 = load float, ptr %459, align 4
  br label %sel.end169

sel.else168:                                      ; preds = %for.body164
  br label %sel.end169

sel.end169:                                       ; preds = %sel.else168, %sel.then167
  %461 = phi float [ %460, %sel.then167 ], [ 0.000000e+00, %sel.else168 ]
  %462 = sext i32 %i3166 to i64
  %463 = getelementptr inbounds float, ptr %W_r, i64 %462
  store float %461, ptr %463, align 4
  %464 = add nsw i32 %i3166, 1
  br label %for.cond163, !llvm.loop !35

for.cond170:                                      ; preds = %if.end219, %if.end159
  %r = phi i32 [ 0, %if.end159 ], [ %622, %if.end219 ]
  %465 = icmp slt i32 %r, 4
  br i1 %465, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %466 = mul i32 %bx, 4
  %467 = add i32 %466, %r
  %468 = icmp sle i32 0, %467
  %469 = mul i32 %bx, 4
  %470 = add i32 %469, %r
  %471 = sext i32 %470 to i64
  %472 = add i64 %471, 1
  %473 = sext i32 %M to i64
  %474 = icmp sle i64 %472, %473
  %475 = and i1 %468, %474
  %476 = sext i32 %N to i64
  %477 = icmp sle i64 4096, %476
  %478 = and i1 %475, %477
  br i1 %478, label %if.then173, label %if.else174

for.end172:                                       ; preds = %for.cond170
  br label %if.end156

if.then173:                                       ; preds = %for.body171
  br label %for.cond176

if.else174:                                       ; preds = %for.body171
  br label %for.cond183

if.end175:                                        ; preds = %for.end185, %for.end178
  br label %for.cond194

for.cond176:                                      ; preds = %for.end182, %if.then173
  %i3179 = phi i32 [ 0, %if.then173 ], [ %497, %for.end182 ]
  %479 = icmp slt i32 %i3179, 1
  br i1 %479, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  br label %for.cond180

for.end178:                                       ; preds = %for.cond176
  br label %if.end175

for.cond180:                                      ; preds = %for.body181, %for.body177
  %j3 = phi i32 [ 0, %for.body177 ], [ %496, %for.body181 ]
  %480 = icmp slt i32 %j3, 4096
  br i1 %480, label %for.body181, label %for.end182

for.body181:                                      ; preds = %for.cond180
  %481 = mul i32 %bx, 4
  %482 = add i32 %481, %r
  %483 = add i32 %482, %i3179
  %484 = sext i32 %483 to i64
  %485 = sext i32 %N to i64
  %486 = mul nsw i64 %484, %485
  %487 = sext i32 %j3 to i64
  %488 = add nsw i64 %486, %487
  %489 = getelementptr inbounds float, ptr %X, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = sext i32 %i3179 to i64
  %492 = mul nsw i64 %491, 4096
  %493 = sext i32 %j3 to i64
  %494 = add nsw i64 %492, %493
  %495 = getelementptr inbounds float, ptr %X_r, i64 %494
  store float %490, ptr %495, align 4
  %496 = add nsw i32 %j3, 1
  br label %for.cond180, !llvm.loop !36

for.end182:                                       ; preds = %for.cond180
  %497 = add nsw i32 %i3179, 1
  br label %for.cond176, !llvm.loop !37

for.cond183:                                      ; preds = %for.end189, %if.else174
  %i3186 = phi i32 [ 0, %if.else174 ], [ %518, %for.end189 ]
  %498 = icmp slt i32 %i3186, 1
  br i1 %498, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  br label %for.cond187

for.end185:                                       ; preds = %for.cond183
  br label %if.end175

for.cond187:                                      ; preds = %sel.end193, %for.body184
  %j3190 = phi i32 [ 0, %for.body184 ], [ %535, %sel.end193 ]
  %499 = icmp slt i32 %j3190, 4096
  br i1 %499, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %500 = mul i32 %bx, 4
  %501 = add i32 %500, %r
  %502 = sext i32 %501 to i64
  %503 = sext i32 %i3186 to i64
  %504 = add i64 %502, %503
  %505 = icmp sle i64 0, %504
  %506 = mul i32 %bx, 4
  %507 = add i32 %506, %r
  %508 = sext i32 %507 to i64
  %509 = sext i32 %i3186 to i64
  %510 = add i64 %508, %509
  %511 = sext i32 %M to i64
  %512 = icmp slt i64 %510, %511
  %513 = and i1 %505, %512
  %514 = sext i32 %j3190 to i64
  %515 = sext i32 %N to i64
  %516 = icmp slt i64 %514, %515
  %517 = and i1 %513, %516
  br i1 %517, label %sel.then191, label %sel.else192

for.end189:                                       ; preds = %for.cond187
  %518 = add nsw i32 %i3186, 1
  br label %for.cond183, !llvm.loop !38

sel.then191:                                      ; preds = %for.body188
  %519 = mul i32 %bx, 4
  %520 = add i32 %519, %r
  %521 = add i32 %520, %i3186
  %522 = sext i32 %521 to i64
  %523 = sext i32 %N to i64
  %524 = mul nsw i64 %522, %523
  %525 = sext i32 %j3190 to i64
  %526 = add nsw i64 %524, %525
  %527 = getelementptr inbounds float, ptr %X, i64 %526
  %528 = load float, ptr %527, align 4
  br label %sel.end193

sel.else192:                                      ; preds = %for.body188
  br label %sel.end193

sel.end193:                                       ; preds = %sel.else192, %sel.then191
  %529 = phi float [ %528, %sel.then191 ], [ 0.000000e+00, %sel.else192 ]
  %530 = sext i32 %i3186 to i64
  %531 = mul nsw i64 %530, 4096
  %532 = sext i32 %j3190 to i64
  %533 = add nsw i64 %531, %532
  %534 = getelementptr inbounds float, ptr %X_r, i64 %533
  store float %529, ptr %534, align 4
  %535 = add nsw i32 %j3190, 1
  br label %for.cond187, !llvm.loop !39

for.cond194:                                      ; preds = %for.end200, %if.end175
  %i197 = phi i32 [ 0, %if.end175 ], [ %561, %for.end200 ]
  %536 = icmp slt i32 %i197, 1
  br i1 %536, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  br label %for.cond198

for.end196:                                       ; preds = %for.cond194
  br label %for.cond202

for.cond198:                                      ; preds = %for.body199, %for.body195
  %j201 = phi i32 [ 0, %for.body195 ], [ %560, %for.body199 ]
  %537 = icmp slt i32 %j201, 4096
  br i1 %537, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %538 = icmp slt i32 %j201, %N
  %539 = sext i32 %i197 to i64
  %540 = mul nsw i64 %539, 4096
  %541 = sext i32 %j201 to i64
  %542 = add nsw i64 %540, %541
  %543 = call i64 @llvm.umin.i64(i64 %542, i64 4095)
  %544 = getelementptr inbounds float, ptr %X_r, i64 %543
  %545 = load float, ptr %544, align 4
  %546 = sext i32 %i197 to i64
  %547 = mul nsw i64 %546, 4096
  %548 = sext i32 %j201 to i64
  %549 = add nsw i64 %547, %548
  %550 = call i64 @llvm.umin.i64(i64 %549, i64 4095)
  %551 = getelementptr inbounds float, ptr %X_r, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = fmul float %545, %552
  %554 = select i1 %538, float %553, float 0.000000e+00
  %555 = sext i32 %i197 to i64
  %556 = mul nsw i64 %555, 4096
  %557 = sext i32 %j201 to i64
  %558 = add nsw i64 %556, %557
  %559 = getelementptr inbounds float, ptr %sq_r, i64 %558
  store float %554, ptr %559, align 4
  %560 = add nsw i32 %j201, 1
  br label %for.cond198, !llvm.loop !40

for.end200:                                       ; preds = %for.cond198
  %561 = add nsw i32 %i197, 1
  br label %for.cond194, !llvm.loop !41

for.cond202:                                      ; preds = %for.end208, %for.end196
  %i3205 = phi i32 [ 0, %for.end196 ], [ %579, %for.end208 ]
  %562 = icmp slt i32 %i3205, 1
  br i1 %562, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %563 = sext i32 %i3205 to i64
  %564 = getelementptr inbounds float, ptr %ss_r, i64 %563
  store float 0.000000e+00, ptr %564, align 4
  br label %for.cond206

for.end204:                                       ; preds = %for.cond202
  br label %for.cond209

for.cond206:                                      ; preds = %for.body207, %for.body203
  %red2 = phi i32 [ 0, %for.body203 ], [ %578, %for.body207 ]
  %565 = icmp slt i32 %red2, 4096
  br i1 %565, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %566 = sext i32 %i3205 to i64
  %567 = getelementptr inbounds float, ptr %ss_r, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = sext i32 %i3205 to i64
  %570 = mul nsw i64 %569, 4096
  %571 = sext i32 %red2 to i64
  %572 = add nsw i64 %570, %571
  %573 = getelementptr inbounds float, ptr %sq_r, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = fadd float %568, %574
  %576 = sext i32 %i3205 to i64
  %577 = getelementptr inbounds float, ptr %ss_r, i64 %576
  store float %575, ptr %577, align 4
  %578 = add nsw i32 %red2, 1
  br label %for.cond206, !llvm.loop !42

for.end208:                                       ; preds = %for.cond206
  %579 = add nsw i32 %i3205, 1
  br label %for.cond202, !llvm.loop !43

for.cond209:                                      ; preds = %for.end215, %for.end204
  %i212 = phi i32 [ 0, %for.end204 ], [ %621, %for.end215 ]
  %580 = icmp slt i32 %i212, 1
  br i1 %580, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  br label %for.cond213

for.end211:                                       ; preds = %for.cond209
  %581 = mul i32 %bx, 4
  %582 = add i32 %581, %r
  %583 = icmp sle i32 0, %582
  %584 = mul i32 %bx, 4
  %585 = add i32 %584, %r
  %586 = sext i32 %585 to i64
  %587 = add i64 %586, 1
  %588 = sext i32 %M to i64
  %589 = icmp sle i64 %587, %588
  %590 = and i1 %583, %589
  %591 = sext i32 %N to i64
  %592 = icmp sle i64 4096, %591
  %593 = and i1 %590, %592
  br i1 %593, label %if.then217, label %if.else218

for.cond213:                                      ; preds = %for.body214, %for.body210
  %j216 = phi i32 [ 0, %for.body210 ], [ %620, %for.body214 ]
  %594 = icmp slt i32 %j216, 4096
  br i1 %594, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %595 = sext i32 %i212 to i64
  %596 = mul nsw i64 %595, 4096
  %597 = sext i32 %j216 to i64
  %598 = add nsw i64 %596, %597
  %599 = getelementptr inbounds float, ptr %X_r, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = getelementptr inbounds float, ptr %ss_r, i64 0
  %602 = load float, ptr %601, align 4
  %603 = sitofp i32 %N to float
  %604 = fdiv float %602, %603
  %605 = fadd float %604, 0x3EB0C6F7A0000000
  %606 = fpext float %605 to double
  %607 = call double @llvm.sqrt.f64(double %606)
  %608 = fdiv double 1.000000e+00, %607
  %609 = fptrunc double %608 to float
  %610 = fmul float %600, %609
  %611 = sext i32 %j216 to i64
  %612 = getelementptr inbounds float, ptr %W_r, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = fmul float %610, %613
  %615 = sext i32 %i212 to i64
  %616 = mul nsw i64 %615, 4096
  %617 = sext i32 %j216 to i64
  %618 = add nsw i64 %616, %617
  %619 = getelementptr inbounds float, ptr %X_r, i64 %618
  store float %614, ptr %619, align 4
  %620 = add nsw i32 %j216, 1
  br label %for.cond213, !llvm.loop !44

for.end215:                                       ; preds = %for.cond213
  %621 = add nsw i32 %i212, 1
  br label %for.cond209, !llvm.loop !45

if.then217:                                       ; preds = %for.end211
  br label %for.cond220

if.else218:                                       ; preds = %for.end211
  br label %for.cond228

if.end219:                                        ; preds = %for.end230, %for.end222
  %622 = add nsw i32 %r, 1
  br label %for.cond170, !llvm.loop !46

for.cond220:                                      ; preds = %for.end226, %if.then217
  %i3223 = phi i32 [ 0, %if.then217 ], [ %641, %for.end226 ]
  %623 = icmp slt i32 %i3223, 1
  br i1 %623, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  br label %for.cond224

for.end222:                                       ; preds = %for.cond220
  br label %if.end219

for.cond224:                                      ; preds = %for.body225, %for.body221
  %j3227 = phi i32 [ 0, %for.body221 ], [ %640, %for.body225 ]
  %624 = icmp slt i32 %j3227, 4096
  br i1 %624, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  %625 = sext i32 %i3223 to i64
  %626 = mul nsw i64 %625, 4096
  %627 = sext i32 %j3227 to i64
  %628 = add nsw i64 %626, %627
  %629 = getelementptr inbounds float, ptr %X_r, i64 %628
  %630 = load float, ptr %629, align 4
  %631 = mul i32 %bx, 4
  %632 = add i32 %631, %r
  %633 = add i32 %632, %i3223
  %634 = sext i32 %633 to i64
  %635 = sext i32 %N to i64
  %636 = mul nsw i64 %634, %635
  %637 = sext i32 %j3227 to i64
  %638 = add nsw i64 %636, %637
  %639 = getelementptr inbounds float, ptr %Y, i64 %638
  store float %630, ptr %639, align 4
  %640 = add nsw i32 %j3227, 1
  br label %for.cond224, !llvm.loop !47

for.end226:                                       ; preds = %for.cond224
  %641 = add nsw i32 %i3223, 1
  br label %for.cond220, !llvm.loop !48

for.cond228:                                      ; preds = %for.end234, %if.else218
  %i3231 = phi i32 [ 0, %if.else218 ], [ %662, %for.end234 ]
  %642 = icmp slt i32 %i3231, 1
  br i1 %642, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  br label %for.cond232

for.end230:                                       ; preds = %for.cond228
  br label %if.end219

for.cond232:                                      ; preds = %if.end238, %for.body229
  %j3235 = phi i32 [ 0, %for.body229 ], [ %678, %if.end238 ]
  %643 = icmp slt i32 %j3235, 4096
  br i1 %643, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %644 = mul i32 %bx, 4
  %645 = add i32 %644, %r
  %646 = sext i32 %645 to i64
  %647 = sext i32 %i3231 to i64
  %648 = add i64 %646, %647
  %649 = icmp sle i64 0, %648
  %650 = mul i32 %bx, 4
  %651 = add i32 %650, %r
  %652 = sext i32 %651 to i64
  %653 = sext i32 %i3231 to i64
  %654 = add i64 %652, %653
  %655 = sext i32 %M to i64
  %656 = icmp slt i64 %654, %655
  %657 = and i1 %649, %656
  %658 = sext i32 %j3235 to i64
  %659 = sext i32 %N to i64
  %660 = icmp slt i64 %658, %659
  %661 = and i1 %657, %660
  br i1 %661, label %if.then236, label %if.else237

for.end234:                                       ; preds = %for.cond232
  %662 = add nsw i32 %i3231, 1
  br label %for.cond228, !llvm.loop !49

if.then236:                                       ; preds = %for.body233
  %663 = sext i32 %i3231 to i64
  %664 = mul nsw i64 %663, 4096
  %665 = sext i32 %j3235 to i64
  %666 = add nsw i64 %664, %665
  %667 = getelementptr inbounds float, ptr %X_r, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = mul i32 %bx, 4
  %670 = add i32 %669, %r
  %671 = add i32 %670, %i3231
  %672 = sext i32 %671 to i64
  %673 = sext i32 %N to i64
  %674 = mul nsw i64 %672, %673
  %675 = sext i32 %j3235 to i64
  %676 = add nsw i64 %674, %675
  %677 = getelementptr inbounds float, ptr %Y, i64 %676
  store float %668, ptr %677, align 4
  br label %if.end238

if.else237:                                       ; preds = %for.body233
  br label %if.end238

if.end238:                                        ; preds = %if.else237, %if.then236
  %678 = add nsw i32 %j3235, 1
  br label %for.cond232, !llvm.loop !50

for.cond239:                                      ; preds = %for.body240, %if.else155
  %i5 = phi i32 [ 0, %if.else155 ], [ %682, %for.body240 ]
  %679 = icmp slt i32 %i5, 4
  br i1 %679, label %for.body240, label %for.end241

for.body240:                                      ; preds = %for.cond239
  %680 = sext i32 %i5 to i64
  %681 = getelementptr inbounds float, ptr %ss, i64 %680
  store float 0.000000e+00, ptr %681, align 4
  %682 = add nsw i32 %i5, 1
  br label %for.cond239, !llvm.loop !51

for.end241:                                       ; preds = %for.cond239
  %683 = sext i32 %N to i64
  %684 = sdiv i64 %683, 512
  %685 = sub i64 0, %683
  %686 = select i1 false, i64 %685, i64 %684
  %687 = srem i64 %683, 512
  %688 = icmp ne i64 %687, 0
  %689 = icmp slt i64 %683, 0
  %690 = icmp eq i1 %689, false
  %691 = and i1 %688, %690
  %692 = zext i1 %691 to i64
  %693 = add i64 %686, %692
  %694 = trunc i64 %693 to i32
  br label %for.cond242

for.cond242:                                      ; preds = %for.end276, %for.end241
  %c = phi i32 [ 0, %for.end241 ], [ %808, %for.end276 ]
  %695 = icmp slt i32 %c, %694
  br i1 %695, label %for.body243, label %for.end244

for.body243:                                      ; preds = %for.cond242
  %696 = mul i32 %bx, 4
  %697 = icmp sle i32 0, %696
  %698 = mul i32 %bx, 4
  %699 = sext i32 %698 to i64
  %700 = add i64 %699, 4
  %701 = sext i32 %M to i64
  %702 = icmp sle i64 %700, %701
  %703 = and i1 %697, %702
  %704 = mul i32 %c, 512
  %705 = icmp sle i32 0, %704
  %706 = mul i32 %c, 512
  %707 = sext i32 %706 to i64
  %708 = add i64 %707, 512
  %709 = sext i32 %N to i64
  %710 = icmp sle i64 %708, %709
  %711 = and i1 %705, %710
  %712 = and i1 %703, %711
  br i1 %712, label %if.then245, label %if.else246

for.end244:                                       ; preds = %for.cond242
  br label %for.cond281

if.then245:                                       ; preds = %for.body243
  br label %for.cond248

if.else246:                                       ; preds = %for.body243
  br label %for.cond255

if.end247:                                        ; preds = %for.end257, %for.end250
  br label %for.cond266

for.cond248:                                      ; preds = %for.end254, %if.then245
  %i5251 = phi i32 [ 0, %if.then245 ], [ %732, %for.end254 ]
  %713 = icmp slt i32 %i5251, 4
  br i1 %713, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  br label %for.cond252

for.end250:                                       ; preds = %for.cond248
  br label %if.end247

for.cond252:                                      ; preds = %for.body253, %for.body249
  %j4 = phi i32 [ 0, %for.body249 ], [ %731, %for.body253 ]
  %714 = icmp slt i32 %j4, 512
  br i1 %714, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %715 = mul i32 %bx, 4
  %716 = add i32 %715, %i5251
  %717 = sext i32 %716 to i64
  %718 = sext i32 %N to i64
  %719 = mul nsw i64 %717, %718
  %720 = mul i32 %c, 512
  %721 = add i32 %720, %j4
  %722 = sext i32 %721 to i64
  %723 = add nsw i64 %719, %722
  %724 = getelementptr inbounds float, ptr %X, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = sext i32 %i5251 to i64
  %727 = mul nsw i64 %726, 512
  %728 = sext i32 %j4 to i64
  %729 = add nsw i64 %727, %728
  %730 = getelementptr inbounds float, ptr %X_f, i64 %729
  store float %725, ptr %730, align 4
  %731 = add nsw i32 %j4, 1
  br label %for.cond252, !llvm.loop !52

for.end254:                                       ; preds = %for.cond252
  %732 = add nsw i32 %i5251, 1
  br label %for.cond248, !llvm.loop !53

for.cond255:                                      ; preds = %for.end261, %if.else246
  %i5258 = phi i32 [ 0, %if.else246 ], [ %760, %for.end261 ]
  %733 = icmp slt i32 %i5258, 4
  br i1 %733, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  br label %for.cond259

for.end257:                                       ; preds = %for.cond255
  br label %if.end247

for.cond259:                                      ; preds = %sel.end265, %for.body256
  %j4262 = phi i32 [ 0, %for.body256 ], [ %778, %sel.end265 ]
  %734 = icmp slt i32 %j4262, 512
  br i1 %734, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %735 = mul i32 %bx, 4
  %736 = sext i32 %735 to i64
  %737 = sext i32 %i5258 to i64
  %738 = add i64 %736, %737
  %739 = icmp sle i64 0, %738
  %740 = mul i32 %bx, 4
  %741 = sext i32 %740 to i64
  %742 = sext i32 %i5258 to i64
  %743 = add i64 %741, %742
  %744 = sext i32 %M to i64
  %745 = icmp slt i64 %743, %744
  %746 = and i1 %739, %745
  %747 = mul i32 %c, 512
  %748 = sext i32 %747 to i64
  %749 = sext i32 %j4262 to i64
  %750 = add i64 %748, %749
  %751 = icmp sle i64 0, %750
  %752 = mul i32 %c, 512
  %753 = sext i32 %752 to i64
  %754 = sext i32 %j4262 to i64
  %755 = add i64 %753, %754
  %756 = sext i32 %N to i64
  %757 = icmp slt i64 %755, %756
  %758 = and i1 %751, %757
  %759 = and i1 %746, %758
  br i1 %759, label %sel.then263, label %sel.else264

for.end261:                                       ; preds = %for.cond259
  %760 = add nsw i32 %i5258, 1
  br label %for.cond255, !llvm.loop !54

sel.then263:                                      ; preds = %for.body260
  %761 = mul i32 %bx, 4
  %762 = add i32 %761, %i5258
  %763 = sext i32 %762 to i64
  %764 = sext i32 %N to i64
  %765 = mul nsw i64 %763, %764
  %766 = mul i32 %c, 512
  %767 = add i32 %766, %j4262
  %768 = sext i32 %767 to i64
  %769 = add nsw i64 %765, %768
  %770 = getelementptr inbounds float, ptr %X, i64 %769
  %771 = load float, ptr %770, align 4
  br label %sel.end265

sel.else264:                                      ; preds = %for.body260
  br label %sel.end265

sel.end265:                                       ; preds = %sel.else264, %sel.then263
  %772 = phi float [ %771, %sel.then263 ], [ 0.000000e+00, %sel.else264 ]
  %773 = sext i32 %i5258 to i64
  %774 = mul nsw i64 %773, 512
  %775 = sext i32 %j4262 to i64
  %776 = add nsw i64 %774, %775
  %777 = getelementptr inbounds float, ptr %X_f, i64 %776
  store float %772, ptr %777, align 4
  %778 = add nsw i32 %j4262, 1
  br label %for.cond259, !llvm.loop !55

for.cond266:                                      ; preds = %for.end272, %if.end247
  %i269 = phi i32 [ 0, %if.end247 ], [ %806, %for.end272 ]
  %779 = icmp slt i32 %i269, 4
  br i1 %779, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  br label %for.cond270

for.end268:                                       ; preds = %for.cond266
  br label %for.cond274

for.cond270:                                      ; preds = %for.body271, %for.body267
  %j273 = phi i32 [ 0, %for.body267 ], [ %805, %for.body271 ]
  %780 = icmp slt i32 %j273, 512
  br i1 %780, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %781 = mul i32 %c, 512
  %782 = add i32 %781, %j273
  %783 = icmp slt i32 %782, %N
  %784 = sext i32 %i269 to i64
  %785 = mul nsw i64 %784, 512
  %786 = sext i32 %j273 to i64
  %787 = add nsw i64 %785, %786
  %788 = call i64 @llvm.umin.i64(i64 %787, i64 2047)
  %789 = getelementptr inbounds float, ptr %X_f, i64 %788
  %790 = load float, ptr %789, align 4
  %791 = sext i32 %i269 to i64
  %792 = mul nsw i64 %791, 512
  %793 = sext i32 %j273 to i64
  %794 = add nsw i64 %792, %793
  %795 = call i64 @llvm.umin.i64(i64 %794, i64 2047)
  %796 = getelementptr inbounds float, ptr %X_f, i64 %795
  %797 = load float, ptr %796, align 4
  %798 = fmul float %790, %797
  %799 = select i1 %783, float %798, float 0.000000e+00
  %800 = sext i32 %i269 to i64
  %801 = mul nsw i64 %800, 512
  %802 = sext i32 %j273 to i64
  %803 = add nsw i64 %801, %802
  %804 = getelementptr inbounds float, ptr %X_f, i64 %803
  store float %799, ptr %804, align 4
  %805 = add nsw i32 %j273, 1
  br label %for.cond270, !llvm.loop !56

for.end272:                                       ; preds = %for.cond270
  %806 = add nsw i32 %i269, 1
  br label %for.cond266, !llvm.loop !57

for.cond274:                                      ; preds = %for.end280, %for.end268
  %i5277 = phi i32 [ 0, %for.end268 ], [ %823, %for.end280 ]
  %807 = icmp slt i32 %i5277, 4
  br i1 %807, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  br label %for.cond278

for.end276:                                       ; preds = %for.cond274
  %808 = add nsw i32 %c, 1
  br label %for.cond242, !llvm.loop !58

for.cond278:                                      ; preds = %for.body279, %for.body275
  %red3 = phi i32 [ 0, %for.body275 ], [ %822, %for.body279 ]
  %809 = icmp slt i32 %red3, 512
  br i1 %809, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %810 = sext i32 %i5277 to i64
  %811 = getelementptr inbounds float, ptr %ss, i64 %810
  %812 = load float, ptr %811, align 4
  %813 = sext i32 %i5277 to i64
  %814 = mul nsw i64 %813, 512
  %815 = sext i32 %red3 to i64
  %816 = add nsw i64 %814, %815
  %817 = getelementptr inbounds float, ptr %X_f, i64 %816
  %818 = load float, ptr %817, align 4
  %819 = fadd float %812, %818
  %820 = sext i32 %i5277 to i64
  %821 = getelementptr inbounds float, ptr %ss, i64 %820
  store float %819, ptr %821, align 4
  %822 = add nsw i32 %red3, 1
  br label %for.cond278, !llvm.loop !59

for.end280:                                       ; preds = %for.cond278
  %823 = add nsw i32 %i5277, 1
  br label %for.cond274, !llvm.loop !60

for.cond281:                                      ; preds = %for.body282, %for.end244
  %i284 = phi i32 [ 0, %for.end244 ], [ %837, %for.body282 ]
  %824 = icmp slt i32 %i284, 4
  br i1 %824, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %825 = sext i32 %i284 to i64
  %826 = getelementptr inbounds float, ptr %ss, i64 %825
  %827 = load float, ptr %826, align 4
  %828 = sitofp i32 %N to float
  %829 = fdiv float %827, %828
  %830 = fadd float %829, 0x3EB0C6F7A0000000
  %831 = fpext float %830 to double
  %832 = call double @llvm.sqrt.f64(double %831)
  %833 = fdiv double 1.000000e+00, %832
  %834 = fptrunc double %833 to float
  %835 = sext i32 %i284 to i64
  %836 = getelementptr inbounds float, ptr %ss, i64 %835
  store float %834, ptr %836, align 4
  %837 = add nsw i32 %i284, 1
  br label %for.cond281, !llvm.loop !61

for.end283:                                       ; preds = %for.cond281
  %838 = sext i32 %N to i64
  %839 = sdiv i64 %838, 512
  %840 = sub i64 0, %838
  %841 = select i1 false, i64 %840, i64 %839
  %842 = srem i64 %838, 512
  %843 = icmp ne i64 %842, 0
  %844 = icmp slt i64 %838, 0
  %845 = icmp eq i1 %844, false
  %846 = and i1 %843, %845
  %847 = zext i1 %846 to i64
  %848 = add i64 %841, %847
  %849 = trunc i64 %848 to i32
  br label %for.cond285

for.cond285:                                      ; preds = %if.end333, %for.end283
  %c288 = phi i32 [ 0, %for.end283 ], [ %1026, %if.end333 ]
  %850 = icmp slt i32 %c288, %849
  br i1 %850, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %851 = sext i32 %N to i64
  %852 = sdiv i64 %851, 512
  %853 = sub i64 0, %851
  %854 = select i1 false, i64 %853, i64 %852
  %855 = srem i64 %851, 512
  %856 = icmp ne i64 %855, 0
  %857 = icmp slt i64 %851, 0
  %858 = icmp eq i1 %857, false
  %859 = and i1 %856, %858
  %860 = zext i1 %859 to i64
  %861 = add i64 %854, %860
  %862 = trunc i64 %861 to i32
  %863 = sub i32 %862, 1
  %t = sub i32 %863, %c288
  %864 = mul i32 %bx, 4
  %865 = icmp sle i32 0, %864
  %866 = mul i32 %bx, 4
  %867 = sext i32 %866 to i64
  %868 = add i64 %867, 4
  %869 = sext i32 %M to i64
  %870 = icmp sle i64 %868, %869
  %871 = and i1 %865, %870
  %872 = mul i32 %t, 512
  %873 = icmp sle i32 0, %872
  %874 = mul i32 %t, 512
  %875 = sext i32 %874 to i64
  %876 = add i64 %875, 512
  %877 = sext i32 %N to i64
  %878 = icmp sle i64 %876, %877
  %879 = and i1 %873, %878
  %880 = and i1 %871, %879
  br i1 %880, label %if.then289, label %if.else290

for.end287:                                       ; preds = %for.cond285
  br label %if.end156

if.then289:                                       ; preds = %for.body286
  br label %for.cond292

if.else290:                                       ; preds = %for.body286
  br label %for.cond298

if.end291:                                        ; preds = %for.end300, %for.end294
  %881 = mul i32 %t, 512
  %882 = icmp sle i32 0, %881
  %883 = mul i32 %t, 512
  %884 = sext i32 %883 to i64
  %885 = add i64 %884, 512
  %886 = sext i32 %N to i64
  %887 = icmp sle i64 %885, %886
  %888 = and i1 %882, %887
  br i1 %888, label %if.then309, label %if.else310

for.cond292:                                      ; preds = %for.end297, %if.then289
  %i6 = phi i32 [ 0, %if.then289 ], [ %908, %for.end297 ]
  %889 = icmp slt i32 %i6, 4
  br i1 %889, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  br label %for.cond295

for.end294:                                       ; preds = %for.cond292
  br label %if.end291

for.cond295:                                      ; preds = %for.body296, %for.body293
  %j5 = phi i32 [ 0, %for.body293 ], [ %907, %for.body296 ]
  %890 = icmp slt i32 %j5, 512
  br i1 %890, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %891 = mul i32 %bx, 4
  %892 = add i32 %891, %i6
  %893 = sext i32 %892 to i64
  %894 = sext i32 %N to i64
  %895 = mul nsw i64 %893, %894
  %896 = mul i32 %t, 512
  %897 = add i32 %896, %j5
  %898 = sext i32 %897 to i64
  %899 = add nsw i64 %895, %898
  %900 = getelementptr inbounds float, ptr %X, i64 %899
  %901 = load float, ptr %900, align 4
  %902 = sext i32 %i6 to i64
  %903 = mul nsw i64 %902, 512
  %904 = sext i32 %j5 to i64
  %905 = add nsw i64 %903, %904
  %906 = getelementptr inbounds float, ptr %X_f, i64 %905
  store float %901, ptr %906, align 4
  %907 = add nsw i32 %j5, 1
  br label %for.cond295, !llvm.loop !62

for.end297:                                       ; preds = %for.cond295
  %908 = add nsw i32 %i6, 1
  br label %for.cond292, !llvm.loop !63

for.cond298:                                      ; preds = %for.end304, %if.else290
  %i6301 = phi i32 [ 0, %if.else290 ], [ %936, %for.end304 ]
  %909 = icmp slt i32 %i6301, 4
  br i1 %909, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  br label %for.cond302

for.end300:                                       ; preds = %for.cond298
  br label %if.end291

for.cond302:                                      ; preds = %sel.end308, %for.body299
  %j5305 = phi i32 [ 0, %for.body299 ], [ %954, %sel.end308 ]
  %910 = icmp slt i32 %j5305, 512
  br i1 %910, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %911 = mul i32 %bx, 4
  %912 = sext i32 %911 to i64
  %913 = sext i32 %i6301 to i64
  %914 = add i64 %912, %913
  %915 = icmp sle i64 0, %914
  %916 = mul i32 %bx, 4
  %917 = sext i32 %916 to i64
  %918 = sext i32 %i6301 to i64
  %919 = add i64 %917, %918
  %920 = sext i32 %M to i64
  %921 = icmp slt i64 %919, %920
  %922 = and i1 %915, %921
  %923 = mul i32 %t, 512
  %924 = sext i32 %923 to i64
  %925 = sext i32 %j5305 to i64
  %926 = add i64 %924, %925
  %927 = icmp sle i64 0, %926
  %928 = mul i32 %t, 512
  %929 = sext i32 %928 to i64
  %930 = sext i32 %j5305 to i64
  %931 = add i64 %929, %930
  %932 = sext i32 %N to i64
  %933 = icmp slt i64 %931, %932
  %934 = and i1 %927, %933
  %935 = and i1 %922, %934
  br i1 %935, label %sel.then306, label %sel.else307

for.end304:                                       ; preds = %for.cond302
  %936 = add nsw i32 %i6301, 1
  br label %for.cond298, !llvm.loop !64

sel.then306:                                      ; preds = %for.body303
  %937 = mul i32 %bx, 4
  %938 = add i32 %937, %i6301
  %939 = sext i32 %938 to i64
  %940 = sext i32 %N to i64
  %941 = mul nsw i64 %939, %940
  %942 = mul i32 %t, 512
  %943 = add i32 %942, %j5305
  %944 = sext i32 %943 to i64
  %945 = add nsw i64 %941, %944
  %946 = getelementptr inbounds float, ptr %X, i64 %945
  %947 = load float, ptr %946, align 4
  br label %sel.end308

sel.else307:                                      ; preds = %for.body303
  br label %sel.end308

sel.end308:                                       ; preds = %sel.else307, %sel.then306
  %948 = phi float [ %947, %sel.then306 ], [ 0.000000e+00, %sel.else307 ]
  %949 = sext i32 %i6301 to i64
  %950 = mul nsw i64 %949, 512
  %951 = sext i32 %j5305 to i64
  %952 = add nsw i64 %950, %951
  %953 = getelementptr inbounds float, ptr %X_f, i64 %952
  store float %948, ptr %953, align 4
  %954 = add nsw i32 %j5305, 1
  br label %for.cond302, !llvm.loop !65

if.then309:                                       ; preds = %if.end291
  br label %for.cond312

if.else310:                                       ; preds = %if.end291
  br label %for.cond316

if.end311:                                        ; preds = %for.end318, %for.end314
  br label %for.cond323

for.cond312:                                      ; preds = %for.body313, %if.then309
  %i6315 = phi i32 [ 0, %if.then309 ], [ %963, %for.body313 ]
  %955 = icmp slt i32 %i6315, 512
  br i1 %955, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %956 = mul i32 %t, 512
  %957 = add i32 %956, %i6315
  %958 = sext i32 %957 to i64
  %959 = getelementptr inbounds float, ptr %W, i64 %958
  %960 = load float, ptr %959, align 4
  %961 = sext i32 %i6315 to i64
  %962 = getelementptr inbounds float, ptr %W_f, i64 %961
  store float %960, ptr %962, align 4
  %963 = add nsw i32 %i6315, 1
  br label %for.cond312, !llvm.loop !66

for.end314:                                       ; preds = %for.cond312
  br label %if.end311

for.cond316:                                      ; preds = %sel.end322, %if.else310
  %i6319 = phi i32 [ 0, %if.else310 ], [ %985, %sel.end322 ]
  %964 = icmp slt i32 %i6319, 512
  br i1 %964, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %965 = mul i32 %t, 512
  %966 = sext i32 %965 to i64
  %967 = sext i32 %i6319 to i64
  %968 = add i64 %966, %967
  %969 = icmp sle i64 0, %968
  %970 = mul i32 %t, 512
  %971 = sext i32 %970 to i64
  %972 = sext i32 %i6319 to i64
  %973 = add i64 %971, %972
  %974 = sext i32 %N to i64
  %975 = icmp slt i64 %973, %974
  %976 = and i1 %969, %975
  br i1 %976, label %sel.then320, label %sel.else321

for.end318:                                       ; preds = %for.cond316
  br label %if.end311

sel.then320:                                      ; preds = %for.body317
  %977 = mul i32 %t, 512
  %978 = add i32 %977, %i6319
  %979 = sext i32 %978 to i64
  %980 = getelementptr inbounds float, ptr %W, i64 %979
  %981 = load float, ptr %980, align 4
  br label %sel.end322

sel.else321:                                      ; preds = %for.body317
  br label %sel.end322

sel.end322:                                       ; preds = %sel.else321, %sel.then320
  %982 = phi float [ %981, %sel.then320 ], [ 0.000000e+00, %sel.else321 ]
  %983 = sext i32 %i6319 to i64
  %984 = getelementptr inbounds float, ptr %W_f, i64 %983
  store float %982, ptr %984, align 4
  %985 = add nsw i32 %i6319, 1
  br label %for.cond316, !llvm.loop !67

for.cond323:                                      ; preds = %for.end329, %if.end311
  %i326 = phi i32 [ 0, %if.end311 ], [ %1025, %for.end329 ]
  %986 = icmp slt i32 %i326, 4
  br i1 %986, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  br label %for.cond327

for.end325:                                       ; preds = %for.cond323
  %987 = mul i32 %bx, 4
  %988 = icmp sle i32 0, %987
  %989 = mul i32 %bx, 4
  %990 = sext i32 %989 to i64
  %991 = add i64 %990, 4
  %992 = sext i32 %M to i64
  %993 = icmp sle i64 %991, %992
  %994 = and i1 %988, %993
  %995 = mul i32 %t, 512
  %996 = icmp sle i32 0, %995
  %997 = mul i32 %t, 512
  %998 = sext i32 %997 to i64
  %999 = add i64 %998, 512
  %1000 = sext i32 %N to i64
  %1001 = icmp sle i64 %999, %1000
  %1002 = and i1 %996, %1001
  %1003 = and i1 %994, %1002
  br i1 %1003, label %if.then331, label %if.else332

for.cond327:                                      ; preds = %for.body328, %for.body324
  %j330 = phi i32 [ 0, %for.body324 ], [ %1024, %for.body328 ]
  %1004 = icmp slt i32 %j330, 512
  br i1 %1004, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1005 = sext i32 %i326 to i64
  %1006 = mul nsw i64 %1005, 512
  %1007 = sext i32 %j330 to i64
  %1008 = add nsw i64 %1006, %1007
  %1009 = getelementptr inbounds float, ptr %X_f, i64 %1008
  %1010 = load float, ptr %1009, align 4
  %1011 = sext i32 %i326 to i64
  %1012 = getelementptr inbounds float, ptr %ss, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = fmul float %1010, %1013
  %1015 = sext i32 %j330 to i64
  %1016 = getelementptr inbounds float, ptr %W_f, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = fmul float %1014, %1017
  %1019 = sext i32 %i326 to i64
  %1020 = mul nsw i64 %1019, 512
  %1021 = sext i32 %j330 to i64
  %1022 = add nsw i64 %1020, %1021
  %1023 = getelementptr inbounds float, ptr %X_f, i64 %1022
  store float %1018, ptr %1023, align 4
  %1024 = add nsw i32 %j330, 1
  br label %for.cond327, !llvm.loop !68

for.end329:                                       ; preds = %for.cond327
  %1025 = add nsw i32 %i326, 1
  br label %for.cond323, !llvm.loop !69

if.then331:                                       ; preds = %for.end325
  br label %for.cond334

if.else332:                                       ; preds = %for.end325
  br label %for.cond342

if.end333:                                        ; preds = %for.end344, %for.end336
  %1026 = add nsw i32 %c288, 1
  br label %for.cond285, !llvm.loop !70

for.cond334:                                      ; preds = %for.end340, %if.then331
  %i6337 = phi i32 [ 0, %if.then331 ], [ %1046, %for.end340 ]
  %1027 = icmp slt i32 %i6337, 4
  br i1 %1027, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  br label %for.cond338

for.end336:                                       ; preds = %for.cond334
  br label %if.end333

for.cond338:                                      ; preds = %for.body339, %for.body335
  %j5341 = phi i32 [ 0, %for.body335 ], [ %1045, %for.body339 ]
  %1028 = icmp slt i32 %j5341, 512
  br i1 %1028, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1029 = sext i32 %i6337 to i64
  %1030 = mul nsw i64 %1029, 512
  %1031 = sext i32 %j5341 to i64
  %1032 = add nsw i64 %1030, %1031
  %1033 = getelementptr inbounds float, ptr %X_f, i64 %1032
  %1034 = load float, ptr %1033, align 4
  %1035 = mul i32 %bx, 4
  %1036 = add i32 %1035, %i6337
  %1037 = sext i32 %1036 to i64
  %1038 = sext i32 %N to i64
  %1039 = mul nsw i64 %1037, %1038
  %1040 = mul i32 %t, 512
  %1041 = add i32 %1040, %j5341
  %1042 = sext i32 %1041 to i64
  %1043 = add nsw i64 %1039, %1042
  %1044 = getelementptr inbounds float, ptr %Y, i64 %1043
  store float %1034, ptr %1044, align 4
  %1045 = add nsw i32 %j5341, 1
  br label %for.cond338, !llvm.loop !71

for.end340:                                       ; preds = %for.cond338
  %1046 = add nsw i32 %i6337, 1
  br label %for.cond334, !llvm.loop !72

for.cond342:                                      ; preds = %for.end348, %if.else332
  %i6345 = phi i32 [ 0, %if.else332 ], [ %1074, %for.end348 ]
  %1047 = icmp slt i32 %i6345, 4
  br i1 %1047, label %for.body343, label %for.end344

for.body343:                                      ; preds = %for.cond342
  br label %for.cond346

for.end344:                                       ; preds = %for.cond342
  br label %if.end333

for.cond346:                                      ; preds = %if.end352, %for.body343
  %j5349 = phi i32 [ 0, %for.body343 ], [ %1091, %if.end352 ]
  %1048 = icmp slt i32 %j5349, 512
  br i1 %1048, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1049 = mul i32 %bx, 4
  %1050 = sext i32 %1049 to i64
  %1051 = sext i32 %i6345 to i64
  %1052 = add i64 %1050, %1051
  %1053 = icmp sle i64 0, %1052
  %1054 = mul i32 %bx, 4
  %1055 = sext i32 %1054 to i64
  %1056 = sext i32 %i6345 to i64
  %1057 = add i64 %1055, %1056
  %1058 = sext i32 %M to i64
  %1059 = icmp slt i64 %1057, %1058
  %1060 = and i1 %1053, %1059
  %1061 = mul i32 %t, 512
  %1062 = sext i32 %1061 to i64
  %1063 = sext i32 %j5349 to i64
  %1064 = add i64 %1062, %1063
  %1065 = icmp sle i64 0, %1064
  %1066 = mul i32 %t, 512
  %1067 = sext i32 %1066 to i64
  %1068 = sext i32 %j5349 to i64
  %1069 = add i64 %1067, %1068
  %1070 = sext i32 %N to i64
  %1071 = icmp slt i64 %1069, %1070
  %1072 = and i1 %1065, %1071
  %1073 = and i1 %1060, %1072
  br i1 %1073, label %if.then350, label %if.else351

for.end348:                                       ; preds = %for.cond346
  %1074 = add nsw i32 %i6345, 1
  br label %for.cond342, !llvm.loop !73

if.then350:                                       ; preds = %for.body347
  %1075 = sext i32 %i6345 to i64
  %1076 = mul nsw i64 %1075, 512
  %1077 = sext i32 %j5349 to i64
  %1078 = add nsw i64 %1076, %1077
  %1079 = getelementptr inbounds float, ptr %X_f, i64 %1078
  %1080 = load float, ptr %1079, align 4
  %1081 = mul i32 %bx, 4
  %1082 = add i32 %1081, %i6345
  %1083 = sext i32 %1082 to i64
  %1084 = sext i32 %N to i64
  %1085 = mul nsw i64 %1083, %1084
  %1086 = mul i32 %t, 512
  %1087 = add i32 %1086, %j5349
  %1088 = sext i32 %1087 to i64
  %1089 = add nsw i64 %1085, %1088
  %1090 = getelementptr inbounds float, ptr %Y, i64 %1089
  store float %1080, ptr %1090, align 4
  br label %if.end352

if.else351:                                       ; preds = %for.body347
  br label %if.end352

if.end352:                                        ; preds = %if.else351, %if.then350
  %1091 = add nsw i32 %j5349, 1
  br label %for.cond346, !llvm.loop !74
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

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
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
