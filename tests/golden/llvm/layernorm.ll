; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %sq = alloca [1024 x float], align 64
  %W_f = alloca [256 x float], align 64
  %B_f = alloca [256 x float], align 64
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %mean, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.body2, %for.end
  %i14 = phi i32 [ 0, %for.end ], [ %7, %for.body2 ]
  %4 = icmp slt i32 %i14, 4
  br i1 %4, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %5 = sext i32 %i14 to i64
  %6 = getelementptr inbounds float, ptr %rstd, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

for.end3:                                         ; preds = %for.cond1
  %8 = sext i32 %N to i64
  %9 = sdiv i64 %8, 256
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 256
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  br label %for.cond5

for.cond5:                                        ; preds = %for.end38, %for.end3
  %c = phi i32 [ 0, %for.end3 ], [ %118, %for.end38 ]
  %20 = icmp slt i32 %c, %19
  br i1 %20, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %21 = mul i32 %bx, 4
  %22 = add i32 %21, 4
  %23 = icmp sle i32 %22, %M
  %24 = mul i32 %c, 256
  %25 = add i32 %24, 256
  %26 = icmp sle i32 %25, %N
  %27 = and i1 %23, %26
  br i1 %27, label %if.then, label %if.else

for.end7:                                         ; preds = %for.cond5
  br label %for.cond44

if.then:                                          ; preds = %for.body6
  br label %for.cond8

if.else:                                          ; preds = %for.body6
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end10
  br label %for.cond23

for.cond8:                                        ; preds = %for.end14, %if.then
  %i111 = phi i32 [ 0, %if.then ], [ %47, %for.end14 ]
  %28 = icmp slt i32 %i111, 4
  br i1 %28, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %46, %for.body13 ]
  %29 = icmp slt i32 %j1, 256
  br i1 %29, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %30 = mul i32 %bx, 4
  %31 = add i32 %30, %i111
  %32 = sext i32 %31 to i64
  %33 = sext i32 %N to i64
  %34 = mul nsw i64 %32, %33
  %35 = mul i32 %c, 256
  %36 = add i32 %35, %j1
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %34, %37
  %39 = getelementptr inbounds float, ptr %X, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = sext i32 %i111 to i64
  %42 = mul nsw i64 %41, 256
  %43 = sext i32 %j1 to i64
  %44 = add nsw i64 %42, %43
  %45 = getelementptr inbounds float, ptr %X_f, i64 %44
  store float %40, ptr %45, align 4
  %46 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !4

for.end14:                                        ; preds = %for.cond12
  %47 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %57, %for.end21 ]
  %48 = icmp slt i32 %i118, 4
  br i1 %48, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %75, %sel.end ]
  %49 = icmp slt i32 %j122, 256
  br i1 %49, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %50 = mul i32 %bx, 4
  %51 = add i32 %50, %i118
  %52 = icmp slt i32 %51, %M
  %53 = mul i32 %c, 256
  %54 = add i32 %53, %j122
  %55 = icmp slt i32 %54, %N
  %56 = and i1 %52, %55
  br i1 %56, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %57 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %58 = mul i32 %bx, 4
  %59 = add i32 %58, %i118
  %60 = sext i32 %59 to i64
  %61 = sext i32 %N to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %c, 256
  %64 = add i32 %63, %j122
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds float, ptr %X, i64 %66
  %68 = load float, ptr %67, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %69 = phi float [ %68, %sel.then ], [ 0.000000e+00, %sel.else ]
  %70 = sext i32 %i118 to i64
  %71 = mul nsw i64 %70, 256
  %72 = sext i32 %j122 to i64
  %73 = add nsw i64 %71, %72
  %74 = getelementptr inbounds float, ptr %X_f, i64 %73
  store float %69, ptr %74, align 4
  %75 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %100, %for.end28 ]
  %76 = icmp slt i32 %i, 4
  br i1 %76, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %for.cond29

for.cond26:                                       ; preds = %for.body27, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %99, %for.body27 ]
  %77 = icmp slt i32 %j, 256
  br i1 %77, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %78 = mul i32 %c, 256
  %79 = add i32 %78, %j
  %80 = icmp slt i32 %79, %N
  %81 = sext i32 %i to i64
  %82 = mul nsw i64 %81, 256
  %83 = sext i32 %j to i64
  %84 = add nsw i64 %82, %83
  %85 = call i64 @llvm.umin.i64(i64 %84, i64 1023)
  %86 = getelementptr inbounds float, ptr %X_f, i64 %85
  %87 = load float, ptr %86, align 4
  %x = select i1 %80, float %87, float 0.000000e+00
  %88 = sext i32 %i to i64
  %89 = mul nsw i64 %88, 256
  %90 = sext i32 %j to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %X_f, i64 %91
  store float %x, ptr %92, align 4
  %93 = fmul float %x, %x
  %94 = sext i32 %i to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %sq, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  %100 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !9

for.cond29:                                       ; preds = %for.end35, %for.end25
  %i132 = phi i32 [ 0, %for.end25 ], [ %116, %for.end35 ]
  %101 = icmp slt i32 %i132, 4
  br i1 %101, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond33

for.end31:                                        ; preds = %for.cond29
  br label %for.cond36

for.cond33:                                       ; preds = %for.body34, %for.body30
  %red = phi i32 [ 0, %for.body30 ], [ %115, %for.body34 ]
  %102 = icmp slt i32 %red, 256
  br i1 %102, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %103 = sext i32 %i132 to i64
  %104 = getelementptr inbounds float, ptr %mean, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = sext i32 %i132 to i64
  %107 = mul nsw i64 %106, 256
  %108 = sext i32 %red to i64
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds float, ptr %X_f, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = fadd float %105, %111
  %113 = sext i32 %i132 to i64
  %114 = getelementptr inbounds float, ptr %mean, i64 %113
  store float %112, ptr %114, align 4
  %115 = add nsw i32 %red, 1
  br label %for.cond33, !llvm.loop !10

for.end35:                                        ; preds = %for.cond33
  %116 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !11

for.cond36:                                       ; preds = %for.end42, %for.end31
  %i139 = phi i32 [ 0, %for.end31 ], [ %133, %for.end42 ]
  %117 = icmp slt i32 %i139, 4
  br i1 %117, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  %118 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !12

for.cond40:                                       ; preds = %for.body41, %for.body37
  %red43 = phi i32 [ 0, %for.body37 ], [ %132, %for.body41 ]
  %119 = icmp slt i32 %red43, 256
  br i1 %119, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %120 = sext i32 %i139 to i64
  %121 = getelementptr inbounds float, ptr %rstd, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = sext i32 %i139 to i64
  %124 = mul nsw i64 %123, 256
  %125 = sext i32 %red43 to i64
  %126 = add nsw i64 %124, %125
  %127 = getelementptr inbounds float, ptr %sq, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = fadd float %122, %128
  %130 = sext i32 %i139 to i64
  %131 = getelementptr inbounds float, ptr %rstd, i64 %130
  store float %129, ptr %131, align 4
  %132 = add nsw i32 %red43, 1
  br label %for.cond40, !llvm.loop !13

for.end42:                                        ; preds = %for.cond40
  %133 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !14

for.cond44:                                       ; preds = %for.body45, %for.end7
  %i47 = phi i32 [ 0, %for.end7 ], [ %163, %for.body45 ]
  %134 = icmp slt i32 %i47, 4
  br i1 %134, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %135 = sext i32 %i47 to i64
  %136 = getelementptr inbounds float, ptr %mean, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = sitofp i32 %N to float
  %139 = fdiv float %137, %138
  %140 = sext i32 %i47 to i64
  %141 = getelementptr inbounds float, ptr %mean, i64 %140
  store float %139, ptr %141, align 4
  %142 = sext i32 %i47 to i64
  %143 = getelementptr inbounds float, ptr %rstd, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = sitofp i32 %N to float
  %146 = fdiv float %144, %145
  %147 = sext i32 %i47 to i64
  %148 = getelementptr inbounds float, ptr %mean, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = sext i32 %i47 to i64
  %151 = getelementptr inbounds float, ptr %mean, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = fmul float %149, %152
  %154 = fsub float %146, %153
  %155 = call float @llvm.maxnum.f32(float %154, float 0.000000e+00)
  %156 = fadd float %155, 0x3EE4F8B580000000
  %157 = fpext float %156 to double
  %158 = call double @llvm.sqrt.f64(double %157)
  %159 = fdiv double 1.000000e+00, %158
  %160 = fptrunc double %159 to float
  %161 = sext i32 %i47 to i64
  %162 = getelementptr inbounds float, ptr %rstd, i64 %161
  store float %160, ptr %162, align 4
  %163 = add nsw i32 %i47, 1
  br label %for.cond44, !llvm.loop !15

for.end46:                                        ; preds = %for.cond44
  %164 = sext i32 %N to i64
  %165 = sdiv i64 %164, 256
  %166 = sub i64 0, %164
  %167 = select i1 false, i64 %166, i64 %165
  %168 = srem i64 %164, 256
  %169 = icmp ne i64 %168, 0
  %170 = icmp slt i64 %164, 0
  %171 = icmp eq i1 %170, false
  %172 = and i1 %169, %171
  %173 = zext i1 %172 to i64
  %174 = add i64 %167, %173
  %175 = trunc i64 %174 to i32
  br label %for.cond48

for.cond48:                                       ; preds = %if.end110, %for.end46
  %c51 = phi i32 [ 0, %for.end46 ], [ %320, %if.end110 ]
  %176 = icmp slt i32 %c51, %175
  br i1 %176, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %177 = mul i32 %bx, 4
  %178 = add i32 %177, 4
  %179 = icmp sle i32 %178, %M
  %180 = mul i32 %c51, 256
  %181 = add i32 %180, 256
  %182 = icmp sle i32 %181, %N
  %183 = and i1 %179, %182
  br i1 %183, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  ret void

if.then52:                                        ; preds = %for.body49
  br label %for.cond55

if.else53:                                        ; preds = %for.body49
  br label %for.cond61

if.end54:                                         ; preds = %for.end63, %for.end57
  %184 = mul i32 %c51, 256
  %185 = add i32 %184, 256
  %186 = icmp sle i32 %185, %N
  br i1 %186, label %if.then72, label %if.else73

for.cond55:                                       ; preds = %for.end60, %if.then52
  %i2 = phi i32 [ 0, %if.then52 ], [ %206, %for.end60 ]
  %187 = icmp slt i32 %i2, 4
  br i1 %187, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %for.body56
  %j2 = phi i32 [ 0, %for.body56 ], [ %205, %for.body59 ]
  %188 = icmp slt i32 %j2, 256
  br i1 %188, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %189 = mul i32 %bx, 4
  %190 = add i32 %189, %i2
  %191 = sext i32 %190 to i64
  %192 = sext i32 %N to i64
  %193 = mul nsw i64 %191, %192
  %194 = mul i32 %c51, 256
  %195 = add i32 %194, %j2
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %193, %196
  %198 = getelementptr inbounds float, ptr %X, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = sext i32 %i2 to i64
  %201 = mul nsw i64 %200, 256
  %202 = sext i32 %j2 to i64
  %203 = add nsw i64 %201, %202
  %204 = getelementptr inbounds float, ptr %X_f, i64 %203
  store float %199, ptr %204, align 4
  %205 = add nsw i32 %j2, 1
  br label %for.cond58, !llvm.loop !16

for.end60:                                        ; preds = %for.cond58
  %206 = add nsw i32 %i2, 1
  br label %for.cond55, !llvm.loop !17

for.cond61:                                       ; preds = %for.end67, %if.else53
  %i264 = phi i32 [ 0, %if.else53 ], [ %216, %for.end67 ]
  %207 = icmp slt i32 %i264, 4
  br i1 %207, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  br label %for.cond65

for.end63:                                        ; preds = %for.cond61
  br label %if.end54

for.cond65:                                       ; preds = %sel.end71, %for.body62
  %j268 = phi i32 [ 0, %for.body62 ], [ %234, %sel.end71 ]
  %208 = icmp slt i32 %j268, 256
  br i1 %208, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %209 = mul i32 %bx, 4
  %210 = add i32 %209, %i264
  %211 = icmp slt i32 %210, %M
  %212 = mul i32 %c51, 256
  %213 = add i32 %212, %j268
  %214 = icmp slt i32 %213, %N
  %215 = and i1 %211, %214
  br i1 %215, label %sel.then69, label %sel.else70

for.end67:                                        ; preds = %for.cond65
  %216 = add nsw i32 %i264, 1
  br label %for.cond61, !llvm.loop !18

sel.then69:                                       ; preds = %for.body66
  %217 = mul i32 %bx, 4
  %218 = add i32 %217, %i264
  %219 = sext i32 %218 to i64
  %220 = sext i32 %N to i64
  %221 = mul nsw i64 %219, %220
  %222 = mul i32 %c51, 256
  %223 = add i32 %222, %j268
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %221, %224
  %226 = getelementptr inbounds float, ptr %X, i64 %225
  %227 = load float, ptr %226, align 4
  br label %sel.end71

sel.else70:                                       ; preds = %for.body66
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %228 = phi float [ %227, %sel.then69 ], [ 0.000000e+00, %sel.else70 ]
  %229 = sext i32 %i264 to i64
  %230 = mul nsw i64 %229, 256
  %231 = sext i32 %j268 to i64
  %232 = add nsw i64 %230, %231
  %233 = getelementptr inbounds float, ptr %X_f, i64 %232
  store float %228, ptr %233, align 4
  %234 = add nsw i32 %j268, 1
  br label %for.cond65, !llvm.loop !19

if.then72:                                        ; preds = %if.end54
  br label %for.cond75

if.else73:                                        ; preds = %if.end54
  br label %for.cond79

if.end74:                                         ; preds = %for.end81, %for.end77
  %235 = mul i32 %c51, 256
  %236 = add i32 %235, 256
  %237 = icmp sle i32 %236, %N
  br i1 %237, label %if.then86, label %if.else87

for.cond75:                                       ; preds = %for.body76, %if.then72
  %i278 = phi i32 [ 0, %if.then72 ], [ %246, %for.body76 ]
  %238 = icmp slt i32 %i278, 256
  br i1 %238, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %239 = mul i32 %c51, 256
  %240 = add i32 %239, %i278
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds float, ptr %W, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = sext i32 %i278 to i64
  %245 = getelementptr inbounds float, ptr %W_f, i64 %244
  store float %243, ptr %245, align 4
  %246 = add nsw i32 %i278, 1
  br label %for.cond75, !llvm.loop !20

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

for.cond79:                                       ; preds = %sel.end85, %if.else73
  %i282 = phi i32 [ 0, %if.else73 ], [ %259, %sel.end85 ]
  %247 = icmp slt i32 %i282, 256
  br i1 %247, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %248 = mul i32 %c51, 256
  %249 = add i32 %248, %i282
  %250 = icmp slt i32 %249, %N
  br i1 %250, label %sel.then83, label %sel.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end74

sel.then83:                                       ; preds = %for.body80
  %251 = mul i32 %c51, 256
  %252 = add i32 %251, %i282
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds float, ptr %W, i64 %253
  %255 = load float, ptr %254, align 4
  br label %sel.end85

sel.else84:                                       ; preds = %for.body80
  br label %sel.end85

sel.end85:                                        ; preds = %sel.else84, %sel.then83
  %256 = phi float [ %255, %sel.then83 ], [ 0.000000e+00, %sel.else84 ]
  %257 = sext i32 %i282 to i64
  %258 = getelementptr inbounds float, ptr %W_f, i64 %257
  store float %256, ptr %258, align 4
  %259 = add nsw i32 %i282, 1
  br label %for.cond79, !llvm.loop !21

if.then86:                                        ; preds = %if.end74
  br label %for.cond89

if.else87:                                        ; preds = %if.end74
  br label %for.cond93

if.end88:                                         ; preds = %for.end95, %for.end91
  br label %for.cond100

for.cond89:                                       ; preds = %for.body90, %if.then86
  %i292 = phi i32 [ 0, %if.then86 ], [ %268, %for.body90 ]
  %260 = icmp slt i32 %i292, 256
  br i1 %260, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %261 = mul i32 %c51, 256
  %262 = add i32 %261, %i292
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr %B, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = sext i32 %i292 to i64
  %267 = getelementptr inbounds float, ptr %B_f, i64 %266
  store float %265, ptr %267, align 4
  %268 = add nsw i32 %i292, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond93:                                       ; preds = %sel.end99, %if.else87
  %i296 = phi i32 [ 0, %if.else87 ], [ %281, %sel.end99 ]
  %269 = icmp slt i32 %i296, 256
  br i1 %269, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %270 = mul i32 %c51, 256
  %271 = add i32 %270, %i296
  %272 = icmp slt i32 %271, %N
  br i1 %272, label %sel.then97, label %sel.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end88

sel.then97:                                       ; preds = %for.body94
  %273 = mul i32 %c51, 256
  %274 = add i32 %273, %i296
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds float, ptr %B, i64 %275
  %277 = load float, ptr %276, align 4
  br label %sel.end99

sel.else98:                                       ; preds = %for.body94
  br label %sel.end99

sel.end99:                                        ; preds = %sel.else98, %sel.then97
  %278 = phi float [ %277, %sel.then97 ], [ 0.000000e+00, %sel.else98 ]
  %279 = sext i32 %i296 to i64
  %280 = getelementptr inbounds float, ptr %B_f, i64 %279
  store float %278, ptr %280, align 4
  %281 = add nsw i32 %i296, 1
  br label %for.cond93, !llvm.loop !23

for.cond100:                                      ; preds = %for.end106, %if.end88
  %i103 = phi i32 [ 0, %if.end88 ], [ %319, %for.end106 ]
  %282 = icmp slt i32 %i103, 4
  br i1 %282, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  %283 = mul i32 %bx, 4
  %284 = add i32 %283, 4
  %285 = icmp sle i32 %284, %M
  %286 = mul i32 %c51, 256
  %287 = add i32 %286, 256
  %288 = icmp sle i32 %287, %N
  %289 = and i1 %285, %288
  br i1 %289, label %if.then108, label %if.else109

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %318, %for.body105 ]
  %290 = icmp slt i32 %j107, 256
  br i1 %290, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %291 = sext i32 %i103 to i64
  %292 = mul nsw i64 %291, 256
  %293 = sext i32 %j107 to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds float, ptr %X_f, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = sext i32 %i103 to i64
  %298 = getelementptr inbounds float, ptr %mean, i64 %297
  %299 = load float, ptr %298, align 4
  %300 = fsub float %296, %299
  %301 = sext i32 %i103 to i64
  %302 = getelementptr inbounds float, ptr %rstd, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = fmul float %300, %303
  %305 = sext i32 %j107 to i64
  %306 = getelementptr inbounds float, ptr %W_f, i64 %305
  %307 = load float, ptr %306, align 4
  %308 = fmul float %304, %307
  %309 = sext i32 %j107 to i64
  %310 = getelementptr inbounds float, ptr %B_f, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = fadd float %308, %311
  %313 = sext i32 %i103 to i64
  %314 = mul nsw i64 %313, 256
  %315 = sext i32 %j107 to i64
  %316 = add nsw i64 %314, %315
  %317 = getelementptr inbounds float, ptr %X_f, i64 %316
  store float %312, ptr %317, align 4
  %318 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !24

for.end106:                                       ; preds = %for.cond104
  %319 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !25

if.then108:                                       ; preds = %for.end102
  br label %for.cond111

if.else109:                                       ; preds = %for.end102
  br label %for.cond119

if.end110:                                        ; preds = %for.end121, %for.end113
  %320 = add nsw i32 %c51, 1
  br label %for.cond48, !llvm.loop !26

for.cond111:                                      ; preds = %for.end117, %if.then108
  %i2114 = phi i32 [ 0, %if.then108 ], [ %340, %for.end117 ]
  %321 = icmp slt i32 %i2114, 4
  br i1 %321, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond115

for.end113:                                       ; preds = %for.cond111
  br label %if.end110

for.cond115:                                      ; preds = %for.body116, %for.body112
  %j2118 = phi i32 [ 0, %for.body112 ], [ %339, %for.body116 ]
  %322 = icmp slt i32 %j2118, 256
  br i1 %322, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %323 = sext i32 %i2114 to i64
  %324 = mul nsw i64 %323, 256
  %325 = sext i32 %j2118 to i64
  %326 = add nsw i64 %324, %325
  %327 = getelementptr inbounds float, ptr %X_f, i64 %326
  %328 = load float, ptr %327, align 4
  %329 = mul i32 %bx, 4
  %330 = add i32 %329, %i2114
  %331 = sext i32 %330 to i64
  %332 = sext i32 %N to i64
  %333 = mul nsw i64 %331, %332
  %334 = mul i32 %c51, 256
  %335 = add i32 %334, %j2118
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %333, %336
  %338 = getelementptr inbounds float, ptr %Y, i64 %337
  store float %328, ptr %338, align 4
  %339 = add nsw i32 %j2118, 1
  br label %for.cond115, !llvm.loop !27

for.end117:                                       ; preds = %for.cond115
  %340 = add nsw i32 %i2114, 1
  br label %for.cond111, !llvm.loop !28

for.cond119:                                      ; preds = %for.end125, %if.else109
  %i2122 = phi i32 [ 0, %if.else109 ], [ %350, %for.end125 ]
  %341 = icmp slt i32 %i2122, 4
  br i1 %341, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  br label %for.cond123

for.end121:                                       ; preds = %for.cond119
  br label %if.end110

for.cond123:                                      ; preds = %if.end129, %for.body120
  %j2126 = phi i32 [ 0, %for.body120 ], [ %367, %if.end129 ]
  %342 = icmp slt i32 %j2126, 256
  br i1 %342, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %343 = mul i32 %bx, 4
  %344 = add i32 %343, %i2122
  %345 = icmp slt i32 %344, %M
  %346 = mul i32 %c51, 256
  %347 = add i32 %346, %j2126
  %348 = icmp slt i32 %347, %N
  %349 = and i1 %345, %348
  br i1 %349, label %if.then127, label %if.else128

for.end125:                                       ; preds = %for.cond123
  %350 = add nsw i32 %i2122, 1
  br label %for.cond119, !llvm.loop !29

if.then127:                                       ; preds = %for.body124
  %351 = sext i32 %i2122 to i64
  %352 = mul nsw i64 %351, 256
  %353 = sext i32 %j2126 to i64
  %354 = add nsw i64 %352, %353
  %355 = getelementptr inbounds float, ptr %X_f, i64 %354
  %356 = load float, ptr %355, align 4
  %357 = mul i32 %bx, 4
  %358 = add i32 %357, %i2122
  %359 = sext i32 %358 to i64
  %360 = sext i32 %N to i64
  %361 = mul nsw i64 %359, %360
  %362 = mul i32 %c51, 256
  %363 = add i32 %362, %j2126
  %364 = sext i32 %363 to i64
  %365 = add nsw i64 %361, %364
  %366 = getelementptr inbounds float, ptr %Y, i64 %365
  store float %356, ptr %366, align 4
  br label %if.end129

if.else128:                                       ; preds = %for.body124
  br label %if.end129

if.end129:                                        ; preds = %if.else128, %if.then127
  %367 = add nsw i32 %j2126, 1
  br label %for.cond123, !llvm.loop !30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

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
  %21 = sext i32 %M to i64
  %22 = sdiv i64 %21, 4
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 4
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  %40 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %40, align 8
  %41 = and i1 %38, true
  %42 = mul i64 %39, 1
  br i1 %41, label %run, label %empty

run:                                              ; preds = %body
  %43 = call i32 @tilec_rt_run_blocks(i64 %42, i32 %nworkers, ptr @layernorm_task, ptr %a)
  ret i32 %43

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
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
