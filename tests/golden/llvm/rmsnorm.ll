; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
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
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %0 = icmp sle i32 %N, 512
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  %1 = mul i32 %bx, 4
  %2 = icmp sle i32 0, %1
  %3 = mul i32 %bx, 4
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, 4
  %6 = sext i32 %M to i64
  %7 = icmp sle i64 %5, %6
  %8 = and i1 %2, %7
  %9 = sext i32 %N to i64
  %10 = icmp sle i64 512, %9
  %11 = and i1 %8, %10
  br i1 %11, label %if.then1, label %if.else2

if.else:                                          ; preds = %body
  %12 = icmp sle i32 %N, 4096
  br i1 %12, label %if.then72, label %if.else73

if.end:                                           ; preds = %if.end74, %if.end52
  ret void

if.then1:                                         ; preds = %if.then
  br label %for.cond

if.else2:                                         ; preds = %if.then
  br label %for.cond7

if.end3:                                          ; preds = %for.end9, %for.end
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 512, %13
  br i1 %14, label %if.then15, label %if.else16

for.cond:                                         ; preds = %for.end6, %if.then1
  %i1 = phi i32 [ 0, %if.then1 ], [ %32, %for.end6 ]
  %15 = icmp slt i32 %i1, 4
  br i1 %15, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond4

for.end:                                          ; preds = %for.cond
  br label %if.end3

for.cond4:                                        ; preds = %for.body5, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body5 ]
  %16 = icmp slt i32 %j1, 512
  br i1 %16, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %17 = mul i32 %bx, 4
  %18 = add i32 %17, %i1
  %19 = sext i32 %18 to i64
  %20 = sext i32 %N to i64
  %21 = mul nsw i64 %19, %20
  %22 = sext i32 %j1 to i64
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds float, ptr %X, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 512
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %X_f, i64 %29
  store float %25, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond7:                                        ; preds = %for.end13, %if.else2
  %i110 = phi i32 [ 0, %if.else2 ], [ %51, %for.end13 ]
  %33 = icmp slt i32 %i110, 4
  br i1 %33, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end3

for.cond11:                                       ; preds = %sel.end, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %67, %sel.end ]
  %34 = icmp slt i32 %j114, 512
  br i1 %34, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %35 = mul i32 %bx, 4
  %36 = sext i32 %35 to i64
  %37 = sext i32 %i110 to i64
  %38 = add i64 %36, %37
  %39 = icmp sle i64 0, %38
  %40 = mul i32 %bx, 4
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
  %52 = mul i32 %bx, 4
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
  %63 = mul nsw i64 %62, 512
  %64 = sext i32 %j114 to i64
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %X_f, i64 %65
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
  %68 = icmp slt i32 %i121, 512
  br i1 %68, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %69 = sext i32 %i121 to i64
  %70 = getelementptr inbounds float, ptr %W, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = sext i32 %i121 to i64
  %73 = getelementptr inbounds float, ptr %W_f, i64 %72
  store float %71, ptr %73, align 4
  %74 = add nsw i32 %i121, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond22:                                       ; preds = %sel.end28, %if.else16
  %i125 = phi i32 [ 0, %if.else16 ], [ %85, %sel.end28 ]
  %75 = icmp slt i32 %i125, 512
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
  %84 = getelementptr inbounds float, ptr %W_f, i64 %83
  store float %82, ptr %84, align 4
  %85 = add nsw i32 %i125, 1
  br label %for.cond22, !llvm.loop !7

for.cond29:                                       ; preds = %for.end34, %if.end17
  %i = phi i32 [ 0, %if.end17 ], [ %111, %for.end34 ]
  %86 = icmp slt i32 %i, 4
  br i1 %86, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond32

for.end31:                                        ; preds = %for.cond29
  br label %for.cond35

for.cond32:                                       ; preds = %for.body33, %for.body30
  %j = phi i32 [ 0, %for.body30 ], [ %110, %for.body33 ]
  %87 = icmp slt i32 %j, 512
  br i1 %87, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %88 = icmp slt i32 %j, %N
  %89 = sext i32 %i to i64
  %90 = mul nsw i64 %89, 512
  %91 = sext i32 %j to i64
  %92 = add nsw i64 %90, %91
  %93 = call i64 @llvm.umin.i64(i64 %92, i64 2047)
  %94 = getelementptr inbounds float, ptr %X_f, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = sext i32 %i to i64
  %97 = mul nsw i64 %96, 512
  %98 = sext i32 %j to i64
  %99 = add nsw i64 %97, %98
  %100 = call i64 @llvm.umin.i64(i64 %99, i64 2047)
  %101 = getelementptr inbounds float, ptr %X_f, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul float %95, %102
  %104 = select i1 %88, float %103, float 0.000000e+00
  %105 = sext i32 %i to i64
  %106 = mul nsw i64 %105, 512
  %107 = sext i32 %j to i64
  %108 = add nsw i64 %106, %107
  %109 = getelementptr inbounds float, ptr %sq, i64 %108
  store float %104, ptr %109, align 4
  %110 = add nsw i32 %j, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  %111 = add nsw i32 %i, 1
  br label %for.cond29, !llvm.loop !9

for.cond35:                                       ; preds = %for.end41, %for.end31
  %i138 = phi i32 [ 0, %for.end31 ], [ %129, %for.end41 ]
  %112 = icmp slt i32 %i138, 4
  br i1 %112, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %113 = sext i32 %i138 to i64
  %114 = getelementptr inbounds float, ptr %ss, i64 %113
  store float 0.000000e+00, ptr %114, align 4
  br label %for.cond39

for.end37:                                        ; preds = %for.cond35
  br label %for.cond42

for.cond39:                                       ; preds = %for.body40, %for.body36
  %red = phi i32 [ 0, %for.body36 ], [ %128, %for.body40 ]
  %115 = icmp slt i32 %red, 512
  br i1 %115, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %116 = sext i32 %i138 to i64
  %117 = getelementptr inbounds float, ptr %ss, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = sext i32 %i138 to i64
  %120 = mul nsw i64 %119, 512
  %121 = sext i32 %red to i64
  %122 = add nsw i64 %120, %121
  %123 = getelementptr inbounds float, ptr %sq, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fadd float %118, %124
  %126 = sext i32 %i138 to i64
  %127 = getelementptr inbounds float, ptr %ss, i64 %126
  store float %125, ptr %127, align 4
  %128 = add nsw i32 %red, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  %129 = add nsw i32 %i138, 1
  br label %for.cond35, !llvm.loop !11

for.cond42:                                       ; preds = %for.end48, %for.end37
  %i45 = phi i32 [ 0, %for.end37 ], [ %170, %for.end48 ]
  %130 = icmp slt i32 %i45, 4
  br i1 %130, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  br label %for.cond46

for.end44:                                        ; preds = %for.cond42
  %131 = mul i32 %bx, 4
  %132 = icmp sle i32 0, %131
  %133 = mul i32 %bx, 4
  %134 = sext i32 %133 to i64
  %135 = add i64 %134, 4
  %136 = sext i32 %M to i64
  %137 = icmp sle i64 %135, %136
  %138 = and i1 %132, %137
  %139 = sext i32 %N to i64
  %140 = icmp sle i64 512, %139
  %141 = and i1 %138, %140
  br i1 %141, label %if.then50, label %if.else51

for.cond46:                                       ; preds = %for.body47, %for.body43
  %j49 = phi i32 [ 0, %for.body43 ], [ %169, %for.body47 ]
  %142 = icmp slt i32 %j49, 512
  br i1 %142, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %143 = sext i32 %i45 to i64
  %144 = mul nsw i64 %143, 512
  %145 = sext i32 %j49 to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds float, ptr %X_f, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sext i32 %i45 to i64
  %150 = getelementptr inbounds float, ptr %ss, i64 %149
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
  %161 = getelementptr inbounds float, ptr %W_f, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul float %159, %162
  %164 = sext i32 %i45 to i64
  %165 = mul nsw i64 %164, 512
  %166 = sext i32 %j49 to i64
  %167 = add nsw i64 %165, %166
  %168 = getelementptr inbounds float, ptr %X_f, i64 %167
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
  %171 = icmp slt i32 %i156, 4
  br i1 %171, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  br label %for.cond57

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond57:                                       ; preds = %for.body58, %for.body54
  %j160 = phi i32 [ 0, %for.body54 ], [ %187, %for.body58 ]
  %172 = icmp slt i32 %j160, 512
  br i1 %172, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %173 = sext i32 %i156 to i64
  %174 = mul nsw i64 %173, 512
  %175 = sext i32 %j160 to i64
  %176 = add nsw i64 %174, %175
  %177 = getelementptr inbounds float, ptr %X_f, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = mul i32 %bx, 4
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
  %189 = icmp slt i32 %i164, 4
  br i1 %189, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  br label %for.cond65

for.end63:                                        ; preds = %for.cond61
  br label %if.end52

for.cond65:                                       ; preds = %if.end71, %for.body62
  %j168 = phi i32 [ 0, %for.body62 ], [ %222, %if.end71 ]
  %190 = icmp slt i32 %j168, 512
  br i1 %190, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %191 = mul i32 %bx, 4
  %192 = sext i32 %191 to i64
  %193 = sext i32 %i164 to i64
  %194 = add i64 %192, %193
  %195 = icmp sle i64 0, %194
  %196 = mul i32 %bx, 4
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
  %209 = mul nsw i64 %208, 512
  %210 = sext i32 %j168 to i64
  %211 = add nsw i64 %209, %210
  %212 = getelementptr inbounds float, ptr %X_f, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = mul i32 %bx, 4
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
  %223 = sext i32 %N to i64
  %224 = icmp sle i64 4096, %223
  br i1 %224, label %if.then75, label %if.else76

if.else73:                                        ; preds = %if.else
  br label %for.cond157

if.end74:                                         ; preds = %for.end205, %for.end90
  br label %if.end

if.then75:                                        ; preds = %if.then72
  br label %for.cond78

if.else76:                                        ; preds = %if.then72
  br label %for.cond81

if.end77:                                         ; preds = %for.end83, %for.end80
  br label %for.cond88

for.cond78:                                       ; preds = %for.body79, %if.then75
  %i2 = phi i32 [ 0, %if.then75 ], [ %231, %for.body79 ]
  %225 = icmp slt i32 %i2, 4096
  br i1 %225, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %226 = sext i32 %i2 to i64
  %227 = getelementptr inbounds float, ptr %W, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = sext i32 %i2 to i64
  %230 = getelementptr inbounds float, ptr %W_r, i64 %229
  store float %228, ptr %230, align 4
  %231 = add nsw i32 %i2, 1
  br label %for.cond78, !llvm.loop !18

for.end80:                                        ; preds = %for.cond78
  br label %if.end77

for.cond81:                                       ; preds = %sel.end87, %if.else76
  %i284 = phi i32 [ 0, %if.else76 ], [ %242, %sel.end87 ]
  %232 = icmp slt i32 %i284, 4096
  br i1 %232, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %233 = sext i32 %i284 to i64
  %234 = sext i32 %N to i64
  %235 = icmp slt i64 %233, %234
  br i1 %235, label %sel.then85, label %sel.else86

for.end83:                                        ; preds = %for.cond81
  br label %if.end77

sel.then85:                                       ; preds = %for.body82
  %236 = sext i32 %i284 to i64
  %237 = getelementptr inbounds float, ptr %W, i64 %236
  %238 = load float, ptr %237, align 4
  br label %sel.end87

sel.else86:                                       ; preds = %for.body82
  br label %sel.end87

sel.end87:                                        ; preds = %sel.else86, %sel.then85
  %239 = phi float [ %238, %sel.then85 ], [ 0.000000e+00, %sel.else86 ]
  %240 = sext i32 %i284 to i64
  %241 = getelementptr inbounds float, ptr %W_r, i64 %240
  store float %239, ptr %241, align 4
  %242 = add nsw i32 %i284, 1
  br label %for.cond81, !llvm.loop !19

for.cond88:                                       ; preds = %if.end137, %if.end77
  %r = phi i32 [ 0, %if.end77 ], [ %400, %if.end137 ]
  %243 = icmp slt i32 %r, 4
  br i1 %243, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %244 = mul i32 %bx, 4
  %245 = add i32 %244, %r
  %246 = icmp sle i32 0, %245
  %247 = mul i32 %bx, 4
  %248 = add i32 %247, %r
  %249 = sext i32 %248 to i64
  %250 = add i64 %249, 1
  %251 = sext i32 %M to i64
  %252 = icmp sle i64 %250, %251
  %253 = and i1 %246, %252
  %254 = sext i32 %N to i64
  %255 = icmp sle i64 4096, %254
  %256 = and i1 %253, %255
  br i1 %256, label %if.then91, label %if.else92

for.end90:                                        ; preds = %for.cond88
  br label %if.end74

if.then91:                                        ; preds = %for.body89
  br label %for.cond94

if.else92:                                        ; preds = %for.body89
  br label %for.cond101

if.end93:                                         ; preds = %for.end103, %for.end96
  br label %for.cond112

for.cond94:                                       ; preds = %for.end100, %if.then91
  %i297 = phi i32 [ 0, %if.then91 ], [ %275, %for.end100 ]
  %257 = icmp slt i32 %i297, 1
  br i1 %257, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  br label %for.cond98

for.end96:                                        ; preds = %for.cond94
  br label %if.end93

for.cond98:                                       ; preds = %for.body99, %for.body95
  %j2 = phi i32 [ 0, %for.body95 ], [ %274, %for.body99 ]
  %258 = icmp slt i32 %j2, 4096
  br i1 %258, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %259 = mul i32 %bx, 4
  %260 = add i32 %259, %r
  %261 = add i32 %260, %i297
  %262 = sext i32 %261 to i64
  %263 = sext i32 %N to i64
  %264 = mul nsw i64 %262, %263
  %265 = sext i32 %j2 to i64
  %266 = add nsw i64 %264, %265
  %267 = getelementptr inbounds float, ptr %X, i64 %266
  %268 = load float, ptr %267, align 4
  %269 = sext i32 %i297 to i64
  %270 = mul nsw i64 %269, 4096
  %271 = sext i32 %j2 to i64
  %272 = add nsw i64 %270, %271
  %273 = getelementptr inbounds float, ptr %X_r, i64 %272
  store float %268, ptr %273, align 4
  %274 = add nsw i32 %j2, 1
  br label %for.cond98, !llvm.loop !20

for.end100:                                       ; preds = %for.cond98
  %275 = add nsw i32 %i297, 1
  br label %for.cond94, !llvm.loop !21

for.cond101:                                      ; preds = %for.end107, %if.else92
  %i2104 = phi i32 [ 0, %if.else92 ], [ %296, %for.end107 ]
  %276 = icmp slt i32 %i2104, 1
  br i1 %276, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  br label %for.cond105

for.end103:                                       ; preds = %for.cond101
  br label %if.end93

for.cond105:                                      ; preds = %sel.end111, %for.body102
  %j2108 = phi i32 [ 0, %for.body102 ], [ %313, %sel.end111 ]
  %277 = icmp slt i32 %j2108, 4096
  br i1 %277, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %278 = mul i32 %bx, 4
  %279 = add i32 %278, %r
  %280 = sext i32 %279 to i64
  %281 = sext i32 %i2104 to i64
  %282 = add i64 %280, %281
  %283 = icmp sle i64 0, %282
  %284 = mul i32 %bx, 4
  %285 = add i32 %284, %r
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i2104 to i64
  %288 = add i64 %286, %287
  %289 = sext i32 %M to i64
  %290 = icmp slt i64 %288, %289
  %291 = and i1 %283, %290
  %292 = sext i32 %j2108 to i64
  %293 = sext i32 %N to i64
  %294 = icmp slt i64 %292, %293
  %295 = and i1 %291, %294
  br i1 %295, label %sel.then109, label %sel.else110

for.end107:                                       ; preds = %for.cond105
  %296 = add nsw i32 %i2104, 1
  br label %for.cond101, !llvm.loop !22

sel.then109:                                      ; preds = %for.body106
  %297 = mul i32 %bx, 4
  %298 = add i32 %297, %r
  %299 = add i32 %298, %i2104
  %300 = sext i32 %299 to i64
  %301 = sext i32 %N to i64
  %302 = mul nsw i64 %300, %301
  %303 = sext i32 %j2108 to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds float, ptr %X, i64 %304
  %306 = load float, ptr %305, align 4
  br label %sel.end111

sel.else110:                                      ; preds = %for.body106
  br label %sel.end111

sel.end111:                                       ; preds = %sel.else110, %sel.then109
  %307 = phi float [ %306, %sel.then109 ], [ 0.000000e+00, %sel.else110 ]
  %308 = sext i32 %i2104 to i64
  %309 = mul nsw i64 %308, 4096
  %310 = sext i32 %j2108 to i64
  %311 = add nsw i64 %309, %310
  %312 = getelementptr inbounds float, ptr %X_r, i64 %311
  store float %307, ptr %312, align 4
  %313 = add nsw i32 %j2108, 1
  br label %for.cond105, !llvm.loop !23

for.cond112:                                      ; preds = %for.end118, %if.end93
  %i115 = phi i32 [ 0, %if.end93 ], [ %339, %for.end118 ]
  %314 = icmp slt i32 %i115, 1
  br i1 %314, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  br label %for.cond116

for.end114:                                       ; preds = %for.cond112
  br label %for.cond120

for.cond116:                                      ; preds = %for.body117, %for.body113
  %j119 = phi i32 [ 0, %for.body113 ], [ %338, %for.body117 ]
  %315 = icmp slt i32 %j119, 4096
  br i1 %315, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %316 = icmp slt i32 %j119, %N
  %317 = sext i32 %i115 to i64
  %318 = mul nsw i64 %317, 4096
  %319 = sext i32 %j119 to i64
  %320 = add nsw i64 %318, %319
  %321 = call i64 @llvm.umin.i64(i64 %320, i64 4095)
  %322 = getelementptr inbounds float, ptr %X_r, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = sext i32 %i115 to i64
  %325 = mul nsw i64 %324, 4096
  %326 = sext i32 %j119 to i64
  %327 = add nsw i64 %325, %326
  %328 = call i64 @llvm.umin.i64(i64 %327, i64 4095)
  %329 = getelementptr inbounds float, ptr %X_r, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = fmul float %323, %330
  %332 = select i1 %316, float %331, float 0.000000e+00
  %333 = sext i32 %i115 to i64
  %334 = mul nsw i64 %333, 4096
  %335 = sext i32 %j119 to i64
  %336 = add nsw i64 %334, %335
  %337 = getelementptr inbounds float, ptr %sq_r, i64 %336
  store float %332, ptr %337, align 4
  %338 = add nsw i32 %j119, 1
  br label %for.cond116, !llvm.loop !24

for.end118:                                       ; preds = %for.cond116
  %339 = add nsw i32 %i115, 1
  br label %for.cond112, !llvm.loop !25

for.cond120:                                      ; preds = %for.end126, %for.end114
  %i2123 = phi i32 [ 0, %for.end114 ], [ %357, %for.end126 ]
  %340 = icmp slt i32 %i2123, 1
  br i1 %340, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %341 = sext i32 %i2123 to i64
  %342 = getelementptr inbounds float, ptr %ss_r, i64 %341
  store float 0.000000e+00, ptr %342, align 4
  br label %for.cond124

for.end122:                                       ; preds = %for.cond120
  br label %for.cond127

for.cond124:                                      ; preds = %for.body125, %for.body121
  %red1 = phi i32 [ 0, %for.body121 ], [ %356, %for.body125 ]
  %343 = icmp slt i32 %red1, 4096
  br i1 %343, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %344 = sext i32 %i2123 to i64
  %345 = getelementptr inbounds float, ptr %ss_r, i64 %344
  %346 = load float, ptr %345, align 4
  %347 = sext i32 %i2123 to i64
  %348 = mul nsw i64 %347, 4096
  %349 = sext i32 %red1 to i64
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds float, ptr %sq_r, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = fadd float %346, %352
  %354 = sext i32 %i2123 to i64
  %355 = getelementptr inbounds float, ptr %ss_r, i64 %354
  store float %353, ptr %355, align 4
  %356 = add nsw i32 %red1, 1
  br label %for.cond124, !llvm.loop !26

for.end126:                                       ; preds = %for.cond124
  %357 = add nsw i32 %i2123, 1
  br label %for.cond120, !llvm.loop !27

for.cond127:                                      ; preds = %for.end133, %for.end122
  %i130 = phi i32 [ 0, %for.end122 ], [ %399, %for.end133 ]
  %358 = icmp slt i32 %i130, 1
  br i1 %358, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  br label %for.cond131

for.end129:                                       ; preds = %for.cond127
  %359 = mul i32 %bx, 4
  %360 = add i32 %359, %r
  %361 = icmp sle i32 0, %360
  %362 = mul i32 %bx, 4
  %363 = add i32 %362, %r
  %364 = sext i32 %363 to i64
  %365 = add i64 %364, 1
  %366 = sext i32 %M to i64
  %367 = icmp sle i64 %365, %366
  %368 = and i1 %361, %367
  %369 = sext i32 %N to i64
  %370 = icmp sle i64 4096, %369
  %371 = and i1 %368, %370
  br i1 %371, label %if.then135, label %if.else136

for.cond131:                                      ; preds = %for.body132, %for.body128
  %j134 = phi i32 [ 0, %for.body128 ], [ %398, %for.body132 ]
  %372 = icmp slt i32 %j134, 4096
  br i1 %372, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %373 = sext i32 %i130 to i64
  %374 = mul nsw i64 %373, 4096
  %375 = sext i32 %j134 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %X_r, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = getelementptr inbounds float, ptr %ss_r, i64 0
  %380 = load float, ptr %379, align 4
  %381 = sitofp i32 %N to float
  %382 = fdiv float %380, %381
  %383 = fadd float %382, 0x3EB0C6F7A0000000
  %384 = fpext float %383 to double
  %385 = call double @llvm.sqrt.f64(double %384)
  %386 = fdiv double 1.000000e+00, %385
  %387 = fptrunc double %386 to float
  %388 = fmul float %378, %387
  %389 = sext i32 %j134 to i64
  %390 = getelementptr inbounds float, ptr %W_r, i64 %389
  %391 = load float, ptr %390, align 4
  %392 = fmul float %388, %391
  %393 = sext i32 %i130 to i64
  %394 = mul nsw i64 %393, 4096
  %395 = sext i32 %j134 to i64
  %396 = add nsw i64 %394, %395
  %397 = getelementptr inbounds float, ptr %X_r, i64 %396
  store float %392, ptr %397, align 4
  %398 = add nsw i32 %j134, 1
  br label %for.cond131, !llvm.loop !28

for.end133:                                       ; preds = %for.cond131
  %399 = add nsw i32 %i130, 1
  br label %for.cond127, !llvm.loop !29

if.then135:                                       ; preds = %for.end129
  br label %for.cond138

if.else136:                                       ; preds = %for.end129
  br label %for.cond146

if.end137:                                        ; preds = %for.end148, %for.end140
  %400 = add nsw i32 %r, 1
  br label %for.cond88, !llvm.loop !30

for.cond138:                                      ; preds = %for.end144, %if.then135
  %i2141 = phi i32 [ 0, %if.then135 ], [ %419, %for.end144 ]
  %401 = icmp slt i32 %i2141, 1
  br i1 %401, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  br label %for.cond142

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond142:                                      ; preds = %for.body143, %for.body139
  %j2145 = phi i32 [ 0, %for.body139 ], [ %418, %for.body143 ]
  %402 = icmp slt i32 %j2145, 4096
  br i1 %402, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %403 = sext i32 %i2141 to i64
  %404 = mul nsw i64 %403, 4096
  %405 = sext i32 %j2145 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %X_r, i64 %406
  %408 = load float, ptr %407, align 4
  %409 = mul i32 %bx, 4
  %410 = add i32 %409, %r
  %411 = add i32 %410, %i2141
  %412 = sext i32 %411 to i64
  %413 = sext i32 %N to i64
  %414 = mul nsw i64 %412, %413
  %415 = sext i32 %j2145 to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds float, ptr %Y, i64 %416
  store float %408, ptr %417, align 4
  %418 = add nsw i32 %j2145, 1
  br label %for.cond142, !llvm.loop !31

for.end144:                                       ; preds = %for.cond142
  %419 = add nsw i32 %i2141, 1
  br label %for.cond138, !llvm.loop !32

for.cond146:                                      ; preds = %for.end152, %if.else136
  %i2149 = phi i32 [ 0, %if.else136 ], [ %440, %for.end152 ]
  %420 = icmp slt i32 %i2149, 1
  br i1 %420, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  br label %for.cond150

for.end148:                                       ; preds = %for.cond146
  br label %if.end137

for.cond150:                                      ; preds = %if.end156, %for.body147
  %j2153 = phi i32 [ 0, %for.body147 ], [ %456, %if.end156 ]
  %421 = icmp slt i32 %j2153, 4096
  br i1 %421, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %422 = mul i32 %bx, 4
  %423 = add i32 %422, %r
  %424 = sext i32 %423 to i64
  %425 = sext i32 %i2149 to i64
  %426 = add i64 %424, %425
  %427 = icmp sle i64 0, %426
  %428 = mul i32 %bx, 4
  %429 = add i32 %428, %r
  %430 = sext i32 %429 to i64
  %431 = sext i32 %i2149 to i64
  %432 = add i64 %430, %431
  %433 = sext i32 %M to i64
  %434 = icmp slt i64 %432, %433
  %435 = and i1 %427, %434
  %436 = sext i32 %j2153 to i64
  %437 = sext i32 %N to i64
  %438 = icmp slt i64 %436, %437
  %439 = and i1 %435, %438
  br i1 %439, label %if.then154, label %if.else155

for.end152:                                       ; preds = %for.cond150
  %440 = add nsw i32 %i2149, 1
  br label %for.cond146, !llvm.loop !33

if.then154:                                       ; preds = %for.body151
  %441 = sext i32 %i2149 to i64
  %442 = mul nsw i64 %441, 4096
  %443 = sext i32 %j2153 to i64
  %444 = add nsw i64 %442, %443
  %445 = getelementptr inbounds float, ptr %X_r, i64 %444
  %446 = load float, ptr %445, align 4
  %447 = mul i32 %bx, 4
  %448 = add i32 %447, %r
  %449 = add i32 %448, %i2149
  %450 = sext i32 %449 to i64
  %451 = sext i32 %N to i64
  %452 = mul nsw i64 %450, %451
  %453 = sext i32 %j2153 to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %Y, i64 %454
  store float %446, ptr %455, align 4
  br label %if.end156

if.else155:                                       ; preds = %for.body151
  br label %if.end156

if.end156:                                        ; preds = %if.else155, %if.then154
  %456 = add nsw i32 %j2153, 1
  br label %for.cond150, !llvm.loop !34

for.cond157:                                      ; preds = %for.body158, %if.else73
  %i3 = phi i32 [ 0, %if.else73 ], [ %460, %for.body158 ]
  %457 = icmp slt i32 %i3, 4
  br i1 %457, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %458 = sext i32 %i3 to i64
  %459 = getelementptr inbounds float, ptr %ss, i64 %458
  store float 0.000000e+00, ptr %459, align 4
  %460 = add nsw i32 %i3, 1
  br label %for.cond157, !llvm.loop !35

for.end159:                                       ; preds = %for.cond157
  %461 = sext i32 %N to i64
  %462 = sdiv i64 %461, 512
  %463 = sub i64 0, %461
  %464 = select i1 false, i64 %463, i64 %462
  %465 = srem i64 %461, 512
  %466 = icmp ne i64 %465, 0
  %467 = icmp slt i64 %461, 0
  %468 = icmp eq i1 %467, false
  %469 = and i1 %466, %468
  %470 = zext i1 %469 to i64
  %471 = add i64 %464, %470
  %472 = trunc i64 %471 to i32
  br label %for.cond160

for.cond160:                                      ; preds = %for.end194, %for.end159
  %c = phi i32 [ 0, %for.end159 ], [ %586, %for.end194 ]
  %473 = icmp slt i32 %c, %472
  br i1 %473, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %474 = mul i32 %bx, 4
  %475 = icmp sle i32 0, %474
  %476 = mul i32 %bx, 4
  %477 = sext i32 %476 to i64
  %478 = add i64 %477, 4
  %479 = sext i32 %M to i64
  %480 = icmp sle i64 %478, %479
  %481 = and i1 %475, %480
  %482 = mul i32 %c, 512
  %483 = icmp sle i32 0, %482
  %484 = mul i32 %c, 512
  %485 = sext i32 %484 to i64
  %486 = add i64 %485, 512
  %487 = sext i32 %N to i64
  %488 = icmp sle i64 %486, %487
  %489 = and i1 %483, %488
  %490 = and i1 %481, %489
  br i1 %490, label %if.then163, label %if.else164

for.end162:                                       ; preds = %for.cond160
  br label %for.cond199

if.then163:                                       ; preds = %for.body161
  br label %for.cond166

if.else164:                                       ; preds = %for.body161
  br label %for.cond173

if.end165:                                        ; preds = %for.end175, %for.end168
  br label %for.cond184

for.cond166:                                      ; preds = %for.end172, %if.then163
  %i3169 = phi i32 [ 0, %if.then163 ], [ %510, %for.end172 ]
  %491 = icmp slt i32 %i3169, 4
  br i1 %491, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  br label %for.cond170

for.end168:                                       ; preds = %for.cond166
  br label %if.end165

for.cond170:                                      ; preds = %for.body171, %for.body167
  %j3 = phi i32 [ 0, %for.body167 ], [ %509, %for.body171 ]
  %492 = icmp slt i32 %j3, 512
  br i1 %492, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %493 = mul i32 %bx, 4
  %494 = add i32 %493, %i3169
  %495 = sext i32 %494 to i64
  %496 = sext i32 %N to i64
  %497 = mul nsw i64 %495, %496
  %498 = mul i32 %c, 512
  %499 = add i32 %498, %j3
  %500 = sext i32 %499 to i64
  %501 = add nsw i64 %497, %500
  %502 = getelementptr inbounds float, ptr %X, i64 %501
  %503 = load float, ptr %502, align 4
  %504 = sext i32 %i3169 to i64
  %505 = mul nsw i64 %504, 512
  %506 = sext i32 %j3 to i64
  %507 = add nsw i64 %505, %506
  %508 = getelementptr inbounds float, ptr %X_f, i64 %507
  store float %503, ptr %508, align 4
  %509 = add nsw i32 %j3, 1
  br label %for.cond170, !llvm.loop !36

for.end172:                                       ; preds = %for.cond170
  %510 = add nsw i32 %i3169, 1
  br label %for.cond166, !llvm.loop !37

for.cond173:                                      ; preds = %for.end179, %if.else164
  %i3176 = phi i32 [ 0, %if.else164 ], [ %538, %for.end179 ]
  %511 = icmp slt i32 %i3176, 4
  br i1 %511, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond177

for.end175:                                       ; preds = %for.cond173
  br label %if.end165

for.cond177:                                      ; preds = %sel.end183, %for.body174
  %j3180 = phi i32 [ 0, %for.body174 ], [ %556, %sel.end183 ]
  %512 = icmp slt i32 %j3180, 512
  br i1 %512, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %513 = mul i32 %bx, 4
  %514 = sext i32 %513 to i64
  %515 = sext i32 %i3176 to i64
  %516 = add i64 %514, %515
  %517 = icmp sle i64 0, %516
  %518 = mul i32 %bx, 4
  %519 = sext i32 %518 to i64
  %520 = sext i32 %i3176 to i64
  %521 = add i64 %519, %520
  %522 = sext i32 %M to i64
  %523 = icmp slt i64 %521, %522
  %524 = and i1 %517, %523
  %525 = mul i32 %c, 512
  %526 = sext i32 %525 to i64
  %527 = sext i32 %j3180 to i64
  %528 = add i64 %526, %527
  %529 = icmp sle i64 0, %528
  %530 = mul i32 %c, 512
  %531 = sext i32 %530 to i64
  %532 = sext i32 %j3180 to i64
  %533 = add i64 %531, %532
  %534 = sext i32 %N to i64
  %535 = icmp slt i64 %533, %534
  %536 = and i1 %529, %535
  %537 = and i1 %524, %536
  br i1 %537, label %sel.then181, label %sel.else182

for.end179:                                       ; preds = %for.cond177
  %538 = add nsw i32 %i3176, 1
  br label %for.cond173, !llvm.loop !38

sel.then181:                                      ; preds = %for.body178
  %539 = mul i32 %bx, 4
  %540 = add i32 %539, %i3176
  %541 = sext i32 %540 to i64
  %542 = sext i32 %N to i64
  %543 = mul nsw i64 %541, %542
  %544 = mul i32 %c, 512
  %545 = add i32 %544, %j3180
  %546 = sext i32 %545 to i64
  %547 = add nsw i64 %543, %546
  %548 = getelementptr inbounds float, ptr %X, i64 %547
  %549 = load float, ptr %548, align 4
  br label %sel.end183

sel.else182:                                      ; preds = %for.body178
  br label %sel.end183

sel.end183:                                       ; preds = %sel.else182, %sel.then181
  %550 = phi float [ %549, %sel.then181 ], [ 0.000000e+00, %sel.else182 ]
  %551 = sext i32 %i3176 to i64
  %552 = mul nsw i64 %551, 512
  %553 = sext i32 %j3180 to i64
  %554 = add nsw i64 %552, %553
  %555 = getelementptr inbounds float, ptr %X_f, i64 %554
  store float %550, ptr %555, align 4
  %556 = add nsw i32 %j3180, 1
  br label %for.cond177, !llvm.loop !39

for.cond184:                                      ; preds = %for.end190, %if.end165
  %i187 = phi i32 [ 0, %if.end165 ], [ %584, %for.end190 ]
  %557 = icmp slt i32 %i187, 4
  br i1 %557, label %for.body185, label %for.end186

for.body185:                                      ; preds = %for.cond184
  br label %for.cond188

for.end186:                                       ; preds = %for.cond184
  br label %for.cond192

for.cond188:                                      ; preds = %for.body189, %for.body185
  %j191 = phi i32 [ 0, %for.body185 ], [ %583, %for.body189 ]
  %558 = icmp slt i32 %j191, 512
  br i1 %558, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %559 = mul i32 %c, 512
  %560 = add i32 %559, %j191
  %561 = icmp slt i32 %560, %N
  %562 = sext i32 %i187 to i64
  %563 = mul nsw i64 %562, 512
  %564 = sext i32 %j191 to i64
  %565 = add nsw i64 %563, %564
  %566 = call i64 @llvm.umin.i64(i64 %565, i64 2047)
  %567 = getelementptr inbounds float, ptr %X_f, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = sext i32 %i187 to i64
  %570 = mul nsw i64 %569, 512
  %571 = sext i32 %j191 to i64
  %572 = add nsw i64 %570, %571
  %573 = call i64 @llvm.umin.i64(i64 %572, i64 2047)
  %574 = getelementptr inbounds float, ptr %X_f, i64 %573
  %575 = load float, ptr %574, align 4
  %576 = fmul float %568, %575
  %577 = select i1 %561, float %576, float 0.000000e+00
  %578 = sext i32 %i187 to i64
  %579 = mul nsw i64 %578, 512
  %580 = sext i32 %j191 to i64
  %581 = add nsw i64 %579, %580
  %582 = getelementptr inbounds float, ptr %X_f, i64 %581
  store float %577, ptr %582, align 4
  %583 = add nsw i32 %j191, 1
  br label %for.cond188, !llvm.loop !40

for.end190:                                       ; preds = %for.cond188
  %584 = add nsw i32 %i187, 1
  br label %for.cond184, !llvm.loop !41

for.cond192:                                      ; preds = %for.end198, %for.end186
  %i3195 = phi i32 [ 0, %for.end186 ], [ %601, %for.end198 ]
  %585 = icmp slt i32 %i3195, 4
  br i1 %585, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  br label %for.cond196

for.end194:                                       ; preds = %for.cond192
  %586 = add nsw i32 %c, 1
  br label %for.cond160, !llvm.loop !42

for.cond196:                                      ; preds = %for.body197, %for.body193
  %red2 = phi i32 [ 0, %for.body193 ], [ %600, %for.body197 ]
  %587 = icmp slt i32 %red2, 512
  br i1 %587, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %588 = sext i32 %i3195 to i64
  %589 = getelementptr inbounds float, ptr %ss, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = sext i32 %i3195 to i64
  %592 = mul nsw i64 %591, 512
  %593 = sext i32 %red2 to i64
  %594 = add nsw i64 %592, %593
  %595 = getelementptr inbounds float, ptr %X_f, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = fadd float %590, %596
  %598 = sext i32 %i3195 to i64
  %599 = getelementptr inbounds float, ptr %ss, i64 %598
  store float %597, ptr %599, align 4
  %600 = add nsw i32 %red2, 1
  br label %for.cond196, !llvm.loop !43

for.end198:                                       ; preds = %for.cond196
  %601 = add nsw i32 %i3195, 1
  br label %for.cond192, !llvm.loop !44

for.cond199:                                      ; preds = %for.body200, %for.end162
  %i202 = phi i32 [ 0, %for.end162 ], [ %615, %for.body200 ]
  %602 = icmp slt i32 %i202, 4
  br i1 %602, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  %603 = sext i32 %i202 to i64
  %604 = getelementptr inbounds float, ptr %ss, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = sitofp i32 %N to float
  %607 = fdiv float %605, %606
  %608 = fadd float %607, 0x3EB0C6F7A0000000
  %609 = fpext float %608 to double
  %610 = call double @llvm.sqrt.f64(double %609)
  %611 = fdiv double 1.000000e+00, %610
  %612 = fptrunc double %611 to float
  %613 = sext i32 %i202 to i64
  %614 = getelementptr inbounds float, ptr %ss, i64 %613
  store float %612, ptr %614, align 4
  %615 = add nsw i32 %i202, 1
  br label %for.cond199, !llvm.loop !45

for.end201:                                       ; preds = %for.cond199
  %616 = sext i32 %N to i64
  %617 = sdiv i64 %616, 512
  %618 = sub i64 0, %616
  %619 = select i1 false, i64 %618, i64 %617
  %620 = srem i64 %616, 512
  %621 = icmp ne i64 %620, 0
  %622 = icmp slt i64 %616, 0
  %623 = icmp eq i1 %622, false
  %624 = and i1 %621, %623
  %625 = zext i1 %624 to i64
  %626 = add i64 %619, %625
  %627 = trunc i64 %626 to i32
  br label %for.cond203

for.cond203:                                      ; preds = %if.end251, %for.end201
  %c206 = phi i32 [ 0, %for.end201 ], [ %804, %if.end251 ]
  %628 = icmp slt i32 %c206, %627
  br i1 %628, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %629 = sext i32 %N to i64
  %630 = sdiv i64 %629, 512
  %631 = sub i64 0, %629
  %632 = select i1 false, i64 %631, i64 %630
  %633 = srem i64 %629, 512
  %634 = icmp ne i64 %633, 0
  %635 = icmp slt i64 %629, 0
  %636 = icmp eq i1 %635, false
  %637 = and i1 %634, %636
  %638 = zext i1 %637 to i64
  %639 = add i64 %632, %638
  %640 = trunc i64 %639 to i32
  %641 = sub i32 %640, 1
  %t = sub i32 %641, %c206
  %642 = mul i32 %bx, 4
  %643 = icmp sle i32 0, %642
  %644 = mul i32 %bx, 4
  %645 = sext i32 %644 to i64
  %646 = add i64 %645, 4
  %647 = sext i32 %M to i64
  %648 = icmp sle i64 %646, %647
  %649 = and i1 %643, %648
  %650 = mul i32 %t, 512
  %651 = icmp sle i32 0, %650
  %652 = mul i32 %t, 512
  %653 = sext i32 %652 to i64
  %654 = add i64 %653, 512
  %655 = sext i32 %N to i64
  %656 = icmp sle i64 %654, %655
  %657 = and i1 %651, %656
  %658 = and i1 %649, %657
  br i1 %658, label %if.then207, label %if.else208

for.end205:                                       ; preds = %for.cond203
  br label %if.end74

if.then207:                                       ; preds = %for.body204
  br label %for.cond210

if.else208:                                       ; preds = %for.body204
  br label %for.cond216

if.end209:                                        ; preds = %for.end218, %for.end212
  %659 = mul i32 %t, 512
  %660 = icmp sle i32 0, %659
  %661 = mul i32 %t, 512
  %662 = sext i32 %661 to i64
  %663 = add i64 %662, 512
  %664 = sext i32 %N to i64
  %665 = icmp sle i64 %663, %664
  %666 = and i1 %660, %665
  br i1 %666, label %if.then227, label %if.else228

for.cond210:                                      ; preds = %for.end215, %if.then207
  %i5 = phi i32 [ 0, %if.then207 ], [ %686, %for.end215 ]
  %667 = icmp slt i32 %i5, 4
  br i1 %667, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  br label %for.cond213

for.end212:                                       ; preds = %for.cond210
  br label %if.end209

for.cond213:                                      ; preds = %for.body214, %for.body211
  %j4 = phi i32 [ 0, %for.body211 ], [ %685, %for.body214 ]
  %668 = icmp slt i32 %j4, 512
  br i1 %668, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %669 = mul i32 %bx, 4
  %670 = add i32 %669, %i5
  %671 = sext i32 %670 to i64
  %672 = sext i32 %N to i64
  %673 = mul nsw i64 %671, %672
  %674 = mul i32 %t, 512
  %675 = add i32 %674, %j4
  %676 = sext i32 %675 to i64
  %677 = add nsw i64 %673, %676
  %678 = getelementptr inbounds float, ptr %X, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = sext i32 %i5 to i64
  %681 = mul nsw i64 %680, 512
  %682 = sext i32 %j4 to i64
  %683 = add nsw i64 %681, %682
  %684 = getelementptr inbounds float, ptr %X_f, i64 %683
  store float %679, ptr %684, align 4
  %685 = add nsw i32 %j4, 1
  br label %for.cond213, !llvm.loop !46

for.end215:                                       ; preds = %for.cond213
  %686 = add nsw i32 %i5, 1
  br label %for.cond210, !llvm.loop !47

for.cond216:                                      ; preds = %for.end222, %if.else208
  %i5219 = phi i32 [ 0, %if.else208 ], [ %714, %for.end222 ]
  %687 = icmp slt i32 %i5219, 4
  br i1 %687, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  br label %for.cond220

for.end218:                                       ; preds = %for.cond216
  br label %if.end209

for.cond220:                                      ; preds = %sel.end226, %for.body217
  %j4223 = phi i32 [ 0, %for.body217 ], [ %732, %sel.end226 ]
  %688 = icmp slt i32 %j4223, 512
  br i1 %688, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %689 = mul i32 %bx, 4
  %690 = sext i32 %689 to i64
  %691 = sext i32 %i5219 to i64
  %692 = add i64 %690, %691
  %693 = icmp sle i64 0, %692
  %694 = mul i32 %bx, 4
  %695 = sext i32 %694 to i64
  %696 = sext i32 %i5219 to i64
  %697 = add i64 %695, %696
  %698 = sext i32 %M to i64
  %699 = icmp slt i64 %697, %698
  %700 = and i1 %693, %699
  %701 = mul i32 %t, 512
  %702 = sext i32 %701 to i64
  %703 = sext i32 %j4223 to i64
  %704 = add i64 %702, %703
  %705 = icmp sle i64 0, %704
  %706 = mul i32 %t, 512
  %707 = sext i32 %706 to i64
  %708 = sext i32 %j4223 to i64
  %709 = add i64 %707, %708
  %710 = sext i32 %N to i64
  %711 = icmp slt i64 %709, %710
  %712 = and i1 %705, %711
  %713 = and i1 %700, %712
  br i1 %713, label %sel.then224, label %sel.else225

for.end222:                                       ; preds = %for.cond220
  %714 = add nsw i32 %i5219, 1
  br label %for.cond216, !llvm.loop !48

sel.then224:                                      ; preds = %for.body221
  %715 = mul i32 %bx, 4
  %716 = add i32 %715, %i5219
  %717 = sext i32 %716 to i64
  %718 = sext i32 %N to i64
  %719 = mul nsw i64 %717, %718
  %720 = mul i32 %t, 512
  %721 = add i32 %720, %j4223
  %722 = sext i32 %721 to i64
  %723 = add nsw i64 %719, %722
  %724 = getelementptr inbounds float, ptr %X, i64 %723
  %725 = load float, ptr %724, align 4
  br label %sel.end226

sel.else225:                                      ; preds = %for.body221
  br label %sel.end226

sel.end226:                                       ; preds = %sel.else225, %sel.then224
  %726 = phi float [ %725, %sel.then224 ], [ 0.000000e+00, %sel.else225 ]
  %727 = sext i32 %i5219 to i64
  %728 = mul nsw i64 %727, 512
  %729 = sext i32 %j4223 to i64
  %730 = add nsw i64 %728, %729
  %731 = getelementptr inbounds float, ptr %X_f, i64 %730
  store float %726, ptr %731, align 4
  %732 = add nsw i32 %j4223, 1
  br label %for.cond220, !llvm.loop !49

if.then227:                                       ; preds = %if.end209
  br label %for.cond230

if.else228:                                       ; preds = %if.end209
  br label %for.cond234

if.end229:                                        ; preds = %for.end236, %for.end232
  br label %for.cond241

for.cond230:                                      ; preds = %for.body231, %if.then227
  %i5233 = phi i32 [ 0, %if.then227 ], [ %741, %for.body231 ]
  %733 = icmp slt i32 %i5233, 512
  br i1 %733, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %734 = mul i32 %t, 512
  %735 = add i32 %734, %i5233
  %736 = sext i32 %735 to i64
  %737 = getelementptr inbounds float, ptr %W, i64 %736
  %738 = load float, ptr %737, align 4
  %739 = sext i32 %i5233 to i64
  %740 = getelementptr inbounds float, ptr %W_f, i64 %739
  store float %738, ptr %740, align 4
  %741 = add nsw i32 %i5233, 1
  br label %for.cond230, !llvm.loop !50

for.end232:                                       ; preds = %for.cond230
  br label %if.end229

for.cond234:                                      ; preds = %sel.end240, %if.else228
  %i5237 = phi i32 [ 0, %if.else228 ], [ %763, %sel.end240 ]
  %742 = icmp slt i32 %i5237, 512
  br i1 %742, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %743 = mul i32 %t, 512
  %744 = sext i32 %743 to i64
  %745 = sext i32 %i5237 to i64
  %746 = add i64 %744, %745
  %747 = icmp sle i64 0, %746
  %748 = mul i32 %t, 512
  %749 = sext i32 %748 to i64
  %750 = sext i32 %i5237 to i64
  %751 = add i64 %749, %750
  %752 = sext i32 %N to i64
  %753 = icmp slt i64 %751, %752
  %754 = and i1 %747, %753
  br i1 %754, label %sel.then238, label %sel.else239

for.end236:                                       ; preds = %for.cond234
  br label %if.end229

sel.then238:                                      ; preds = %for.body235
  %755 = mul i32 %t, 512
  %756 = add i32 %755, %i5237
  %757 = sext i32 %756 to i64
  %758 = getelementptr inbounds float, ptr %W, i64 %757
  %759 = load float, ptr %758, align 4
  br label %sel.end240

sel.else239:                                      ; preds = %for.body235
  br label %sel.end240

sel.end240:                                       ; preds = %sel.else239, %sel.then238
  %760 = phi float [ %759, %sel.then238 ], [ 0.000000e+00, %sel.else239 ]
  %761 = sext i32 %i5237 to i64
  %762 = getelementptr inbounds float, ptr %W_f, i64 %761
  store float %760, ptr %762, align 4
  %763 = add nsw i32 %i5237, 1
  br label %for.cond234, !llvm.loop !51

for.cond241:                                      ; preds = %for.end247, %if.end229
  %i244 = phi i32 [ 0, %if.end229 ], [ %803, %for.end247 ]
  %764 = icmp slt i32 %i244, 4
  br i1 %764, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  br label %for.cond245

for.end243:                                       ; preds = %for.cond241
  %765 = mul i32 %bx, 4
  %766 = icmp sle i32 0, %765
  %767 = mul i32 %bx, 4
  %768 = sext i32 %767 to i64
  %769 = add i64 %768, 4
  %770 = sext i32 %M to i64
  %771 = icmp sle i64 %769, %770
  %772 = and i1 %766, %771
  %773 = mul i32 %t, 512
  %774 = icmp sle i32 0, %773
  %775 = mul i32 %t, 512
  %776 = sext i32 %775 to i64
  %777 = add i64 %776, 512
  %778 = sext i32 %N to i64
  %779 = icmp sle i64 %777, %778
  %780 = and i1 %774, %779
  %781 = and i1 %772, %780
  br i1 %781, label %if.then249, label %if.else250

for.cond245:                                      ; preds = %for.body246, %for.body242
  %j248 = phi i32 [ 0, %for.body242 ], [ %802, %for.body246 ]
  %782 = icmp slt i32 %j248, 512
  br i1 %782, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %783 = sext i32 %i244 to i64
  %784 = mul nsw i64 %783, 512
  %785 = sext i32 %j248 to i64
  %786 = add nsw i64 %784, %785
  %787 = getelementptr inbounds float, ptr %X_f, i64 %786
  %788 = load float, ptr %787, align 4
  %789 = sext i32 %i244 to i64
  %790 = getelementptr inbounds float, ptr %ss, i64 %789
  %791 = load float, ptr %790, align 4
  %792 = fmul float %788, %791
  %793 = sext i32 %j248 to i64
  %794 = getelementptr inbounds float, ptr %W_f, i64 %793
  %795 = load float, ptr %794, align 4
  %796 = fmul float %792, %795
  %797 = sext i32 %i244 to i64
  %798 = mul nsw i64 %797, 512
  %799 = sext i32 %j248 to i64
  %800 = add nsw i64 %798, %799
  %801 = getelementptr inbounds float, ptr %X_f, i64 %800
  store float %796, ptr %801, align 4
  %802 = add nsw i32 %j248, 1
  br label %for.cond245, !llvm.loop !52

for.end247:                                       ; preds = %for.cond245
  %803 = add nsw i32 %i244, 1
  br label %for.cond241, !llvm.loop !53

if.then249:                                       ; preds = %for.end243
  br label %for.cond252

if.else250:                                       ; preds = %for.end243
  br label %for.cond260

if.end251:                                        ; preds = %for.end262, %for.end254
  %804 = add nsw i32 %c206, 1
  br label %for.cond203, !llvm.loop !54

for.cond252:                                      ; preds = %for.end258, %if.then249
  %i5255 = phi i32 [ 0, %if.then249 ], [ %824, %for.end258 ]
  %805 = icmp slt i32 %i5255, 4
  br i1 %805, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  br label %for.cond256

for.end254:                                       ; preds = %for.cond252
  br label %if.end251

for.cond256:                                      ; preds = %for.body257, %for.body253
  %j4259 = phi i32 [ 0, %for.body253 ], [ %823, %for.body257 ]
  %806 = icmp slt i32 %j4259, 512
  br i1 %806, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %807 = sext i32 %i5255 to i64
  %808 = mul nsw i64 %807, 512
  %809 = sext i32 %j4259 to i64
  %810 = add nsw i64 %808, %809
  %811 = getelementptr inbounds float, ptr %X_f, i64 %810
  %812 = load float, ptr %811, align 4
  %813 = mul i32 %bx, 4
  %814 = add i32 %813, %i5255
  %815 = sext i32 %814 to i64
  %816 = sext i32 %N to i64
  %817 = mul nsw i64 %815, %816
  %818 = mul i32 %t, 512
  %819 = add i32 %818, %j4259
  %820 = sext i32 %819 to i64
  %821 = add nsw i64 %817, %820
  %822 = getelementptr inbounds float, ptr %Y, i64 %821
  store float %812, ptr %822, align 4
  %823 = add nsw i32 %j4259, 1
  br label %for.cond256, !llvm.loop !55

for.end258:                                       ; preds = %for.cond256
  %824 = add nsw i32 %i5255, 1
  br label %for.cond252, !llvm.loop !56

for.cond260:                                      ; preds = %for.end266, %if.else250
  %i5263 = phi i32 [ 0, %if.else250 ], [ %852, %for.end266 ]
  %825 = icmp slt i32 %i5263, 4
  br i1 %825, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  br label %for.cond264

for.end262:                                       ; preds = %for.cond260
  br label %if.end251

for.cond264:                                      ; preds = %if.end270, %for.body261
  %j4267 = phi i32 [ 0, %for.body261 ], [ %869, %if.end270 ]
  %826 = icmp slt i32 %j4267, 512
  br i1 %826, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %827 = mul i32 %bx, 4
  %828 = sext i32 %827 to i64
  %829 = sext i32 %i5263 to i64
  %830 = add i64 %828, %829
  %831 = icmp sle i64 0, %830
  %832 = mul i32 %bx, 4
  %833 = sext i32 %832 to i64
  %834 = sext i32 %i5263 to i64
  %835 = add i64 %833, %834
  %836 = sext i32 %M to i64
  %837 = icmp slt i64 %835, %836
  %838 = and i1 %831, %837
  %839 = mul i32 %t, 512
  %840 = sext i32 %839 to i64
  %841 = sext i32 %j4267 to i64
  %842 = add i64 %840, %841
  %843 = icmp sle i64 0, %842
  %844 = mul i32 %t, 512
  %845 = sext i32 %844 to i64
  %846 = sext i32 %j4267 to i64
  %847 = add i64 %845, %846
  %848 = sext i32 %N to i64
  %849 = icmp slt i64 %847, %848
  %850 = and i1 %843, %849
  %851 = and i1 %838, %850
  br i1 %851, label %if.then268, label %if.else269

for.end266:                                       ; preds = %for.cond264
  %852 = add nsw i32 %i5263, 1
  br label %for.cond260, !llvm.loop !57

if.then268:                                       ; preds = %for.body265
  %853 = sext i32 %i5263 to i64
  %854 = mul nsw i64 %853, 512
  %855 = sext i32 %j4267 to i64
  %856 = add nsw i64 %854, %855
  %857 = getelementptr inbounds float, ptr %X_f, i64 %856
  %858 = load float, ptr %857, align 4
  %859 = mul i32 %bx, 4
  %860 = add i32 %859, %i5263
  %861 = sext i32 %860 to i64
  %862 = sext i32 %N to i64
  %863 = mul nsw i64 %861, %862
  %864 = mul i32 %t, 512
  %865 = add i32 %864, %j4267
  %866 = sext i32 %865 to i64
  %867 = add nsw i64 %863, %866
  %868 = getelementptr inbounds float, ptr %Y, i64 %867
  store float %858, ptr %868, align 4
  br label %if.end270

if.else269:                                       ; preds = %for.body265
  br label %if.end270

if.end270:                                        ; preds = %if.else269, %if.then268
  %869 = add nsw i32 %j4267, 1
  br label %for.cond264, !llvm.loop !58
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
  %18 = sext i32 %M to i64
  %19 = sdiv i64 %18, 4
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 4
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  %37 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  br i1 %38, label %run, label %empty

run:                                              ; preds = %body
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %40

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
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
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
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
