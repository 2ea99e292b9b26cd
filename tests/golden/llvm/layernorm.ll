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
  %c = phi i32 [ 0, %for.end3 ], [ %146, %for.end38 ]
  %20 = icmp slt i32 %c, %19
  br i1 %20, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %21 = mul i32 %bx, 4
  %22 = icmp sle i32 0, %21
  %23 = mul i32 %bx, 4
  %24 = sext i32 %23 to i64
  %25 = add i64 %24, 4
  %26 = sext i32 %M to i64
  %27 = icmp sle i64 %25, %26
  %28 = and i1 %22, %27
  %29 = mul i32 %c, 256
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %c, 256
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 256
  %34 = sext i32 %N to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = and i1 %28, %36
  br i1 %37, label %if.then, label %if.else

for.end7:                                         ; preds = %for.cond5
  br label %for.cond44

if.then:                                          ; preds = %for.body6
  br label %for.cond8

if.else:                                          ; preds = %for.body6
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end10
  br label %for.cond23

for.cond8:                                        ; preds = %for.end14, %if.then
  %i111 = phi i32 [ 0, %if.then ], [ %57, %for.end14 ]
  %38 = icmp slt i32 %i111, 4
  br i1 %38, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %56, %for.body13 ]
  %39 = icmp slt i32 %j1, 256
  br i1 %39, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %40 = mul i32 %bx, 4
  %41 = add i32 %40, %i111
  %42 = sext i32 %41 to i64
  %43 = sext i32 %N to i64
  %44 = mul nsw i64 %42, %43
  %45 = mul i32 %c, 256
  %46 = add i32 %45, %j1
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 %44, %47
  %49 = getelementptr inbounds float, ptr %X, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = sext i32 %i111 to i64
  %52 = mul nsw i64 %51, 256
  %53 = sext i32 %j1 to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %X_f, i64 %54
  store float %50, ptr %55, align 4
  %56 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !4

for.end14:                                        ; preds = %for.cond12
  %57 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %85, %for.end21 ]
  %58 = icmp slt i32 %i118, 4
  br i1 %58, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %103, %sel.end ]
  %59 = icmp slt i32 %j122, 256
  br i1 %59, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %60 = mul i32 %bx, 4
  %61 = sext i32 %60 to i64
  %62 = sext i32 %i118 to i64
  %63 = add i64 %61, %62
  %64 = icmp sle i64 0, %63
  %65 = mul i32 %bx, 4
  %66 = sext i32 %65 to i64
  %67 = sext i32 %i118 to i64
  %68 = add i64 %66, %67
  %69 = sext i32 %M to i64
  %70 = icmp slt i64 %68, %69
  %71 = and i1 %64, %70
  %72 = mul i32 %c, 256
  %73 = sext i32 %72 to i64
  %74 = sext i32 %j122 to i64
  %75 = add i64 %73, %74
  %76 = icmp sle i64 0, %75
  %77 = mul i32 %c, 256
  %78 = sext i32 %77 to i64
  %79 = sext i32 %j122 to i64
  %80 = add i64 %78, %79
  %81 = sext i32 %N to i64
  %82 = icmp slt i64 %80, %81
  %83 = and i1 %76, %82
  %84 = and i1 %71, %83
  br i1 %84, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %85 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %86 = mul i32 %bx, 4
  %87 = add i32 %86, %i118
  %88 = sext i32 %87 to i64
  %89 = sext i32 %N to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %c, 256
  %92 = add i32 %91, %j122
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds float, ptr %X, i64 %94
  %96 = load float, ptr %95, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %97 = phi float [ %96, %sel.then ], [ 0.000000e+00, %sel.else ]
  %98 = sext i32 %i118 to i64
  %99 = mul nsw i64 %98, 256
  %100 = sext i32 %j122 to i64
  %101 = add nsw i64 %99, %100
  %102 = getelementptr inbounds float, ptr %X_f, i64 %101
  store float %97, ptr %102, align 4
  %103 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.cond23:                                       ; preds = %for.end28, %if.end
  %i = phi i32 [ 0, %if.end ], [ %128, %for.end28 ]
  %104 = icmp slt i32 %i, 4
  br i1 %104, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %for.cond29

for.cond26:                                       ; preds = %for.body27, %for.body24
  %j = phi i32 [ 0, %for.body24 ], [ %127, %for.body27 ]
  %105 = icmp slt i32 %j, 256
  br i1 %105, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %106 = mul i32 %c, 256
  %107 = add i32 %106, %j
  %108 = icmp slt i32 %107, %N
  %109 = sext i32 %i to i64
  %110 = mul nsw i64 %109, 256
  %111 = sext i32 %j to i64
  %112 = add nsw i64 %110, %111
  %113 = call i64 @llvm.umin.i64(i64 %112, i64 1023)
  %114 = getelementptr inbounds float, ptr %X_f, i64 %113
  %115 = load float, ptr %114, align 4
  %x = select i1 %108, float %115, float 0.000000e+00
  %116 = sext i32 %i to i64
  %117 = mul nsw i64 %116, 256
  %118 = sext i32 %j to i64
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds float, ptr %X_f, i64 %119
  store float %x, ptr %120, align 4
  %121 = fmul float %x, %x
  %122 = sext i32 %i to i64
  %123 = mul nsw i64 %122, 256
  %124 = sext i32 %j to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %sq, i64 %125
  store float %121, ptr %126, align 4
  %127 = add nsw i32 %j, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  %128 = add nsw i32 %i, 1
  br label %for.cond23, !llvm.loop !9

for.cond29:                                       ; preds = %for.end35, %for.end25
  %i132 = phi i32 [ 0, %for.end25 ], [ %144, %for.end35 ]
  %129 = icmp slt i32 %i132, 4
  br i1 %129, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond33

for.end31:                                        ; preds = %for.cond29
  br label %for.cond36

for.cond33:                                       ; preds = %for.body34, %for.body30
  %red = phi i32 [ 0, %for.body30 ], [ %143, %for.body34 ]
  %130 = icmp slt i32 %red, 256
  br i1 %130, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %131 = sext i32 %i132 to i64
  %132 = getelementptr inbounds float, ptr %mean, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = sext i32 %i132 to i64
  %135 = mul nsw i64 %134, 256
  %136 = sext i32 %red to i64
  %137 = add nsw i64 %135, %136
  %138 = getelementptr inbounds float, ptr %X_f, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fadd float %133, %139
  %141 = sext i32 %i132 to i64
  %142 = getelementptr inbounds float, ptr %mean, i64 %141
  store float %140, ptr %142, align 4
  %143 = add nsw i32 %red, 1
  br label %for.cond33, !llvm.loop !10

for.end35:                                        ; preds = %for.cond33
  %144 = add nsw i32 %i132, 1
  br label %for.cond29, !llvm.loop !11

for.cond36:                                       ; preds = %for.end42, %for.end31
  %i139 = phi i32 [ 0, %for.end31 ], [ %161, %for.end42 ]
  %145 = icmp slt i32 %i139, 4
  br i1 %145, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  %146 = add nsw i32 %c, 1
  br label %for.cond5, !llvm.loop !12

for.cond40:                                       ; preds = %for.body41, %for.body37
  %red43 = phi i32 [ 0, %for.body37 ], [ %160, %for.body41 ]
  %147 = icmp slt i32 %red43, 256
  br i1 %147, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %148 = sext i32 %i139 to i64
  %149 = getelementptr inbounds float, ptr %rstd, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = sext i32 %i139 to i64
  %152 = mul nsw i64 %151, 256
  %153 = sext i32 %red43 to i64
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds float, ptr %sq, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = fadd float %150, %156
  %158 = sext i32 %i139 to i64
  %159 = getelementptr inbounds float, ptr %rstd, i64 %158
  store float %157, ptr %159, align 4
  %160 = add nsw i32 %red43, 1
  br label %for.cond40, !llvm.loop !13

for.end42:                                        ; preds = %for.cond40
  %161 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !14

for.cond44:                                       ; preds = %for.body45, %for.end7
  %i47 = phi i32 [ 0, %for.end7 ], [ %191, %for.body45 ]
  %162 = icmp slt i32 %i47, 4
  br i1 %162, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %163 = sext i32 %i47 to i64
  %164 = getelementptr inbounds float, ptr %mean, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = sitofp i32 %N to float
  %167 = fdiv float %165, %166
  %168 = sext i32 %i47 to i64
  %169 = getelementptr inbounds float, ptr %mean, i64 %168
  store float %167, ptr %169, align 4
  %170 = sext i32 %i47 to i64
  %171 = getelementptr inbounds float, ptr %rstd, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = sitofp i32 %N to float
  %174 = fdiv float %172, %173
  %175 = sext i32 %i47 to i64
  %176 = getelementptr inbounds float, ptr %mean, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = sext i32 %i47 to i64
  %179 = getelementptr inbounds float, ptr %mean, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = fmul float %177, %180
  %182 = fsub float %174, %181
  %183 = call float @llvm.maxnum.f32(float %182, float 0.000000e+00)
  %184 = fadd float %183, 0x3EE4F8B580000000
  %185 = fpext float %184 to double
  %186 = call double @llvm.sqrt.f64(double %185)
  %187 = fdiv double 1.000000e+00, %186
  %188 = fptrunc double %187 to float
  %189 = sext i32 %i47 to i64
  %190 = getelementptr inbounds float, ptr %rstd, i64 %189
  store float %188, ptr %190, align 4
  %191 = add nsw i32 %i47, 1
  br label %for.cond44, !llvm.loop !15

for.end46:                                        ; preds = %for.cond44
  %192 = sext i32 %N to i64
  %193 = sdiv i64 %192, 256
  %194 = sub i64 0, %192
  %195 = select i1 false, i64 %194, i64 %193
  %196 = srem i64 %192, 256
  %197 = icmp ne i64 %196, 0
  %198 = icmp slt i64 %192, 0
  %199 = icmp eq i1 %198, false
  %200 = and i1 %197, %199
  %201 = zext i1 %200 to i64
  %202 = add i64 %195, %201
  %203 = trunc i64 %202 to i32
  br label %for.cond48

for.cond48:                                       ; preds = %if.end110, %for.end46
  %c51 = phi i32 [ 0, %for.end46 ], [ %427, %if.end110 ]
  %204 = icmp slt i32 %c51, %203
  br i1 %204, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %205 = sext i32 %N to i64
  %206 = sdiv i64 %205, 256
  %207 = sub i64 0, %205
  %208 = select i1 false, i64 %207, i64 %206
  %209 = srem i64 %205, 256
  %210 = icmp ne i64 %209, 0
  %211 = icmp slt i64 %205, 0
  %212 = icmp eq i1 %211, false
  %213 = and i1 %210, %212
  %214 = zext i1 %213 to i64
  %215 = add i64 %208, %214
  %216 = trunc i64 %215 to i32
  %217 = sub i32 %216, 1
  %t = sub i32 %217, %c51
  %218 = mul i32 %bx, 4
  %219 = icmp sle i32 0, %218
  %220 = mul i32 %bx, 4
  %221 = sext i32 %220 to i64
  %222 = add i64 %221, 4
  %223 = sext i32 %M to i64
  %224 = icmp sle i64 %222, %223
  %225 = and i1 %219, %224
  %226 = mul i32 %t, 256
  %227 = icmp sle i32 0, %226
  %228 = mul i32 %t, 256
  %229 = sext i32 %228 to i64
  %230 = add i64 %229, 256
  %231 = sext i32 %N to i64
  %232 = icmp sle i64 %230, %231
  %233 = and i1 %227, %232
  %234 = and i1 %225, %233
  br i1 %234, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  ret void

if.then52:                                        ; preds = %for.body49
  br label %for.cond55

if.else53:                                        ; preds = %for.body49
  br label %for.cond61

if.end54:                                         ; preds = %for.end63, %for.end57
  %235 = mul i32 %t, 256
  %236 = icmp sle i32 0, %235
  %237 = mul i32 %t, 256
  %238 = sext i32 %237 to i64
  %239 = add i64 %238, 256
  %240 = sext i32 %N to i64
  %241 = icmp sle i64 %239, %240
  %242 = and i1 %236, %241
  br i1 %242, label %if.then72, label %if.else73

for.cond55:                                       ; preds = %for.end60, %if.then52
  %i2 = phi i32 [ 0, %if.then52 ], [ %262, %for.end60 ]
  %243 = icmp slt i32 %i2, 4
  br i1 %243, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %for.body56
  %j2 = phi i32 [ 0, %for.body56 ], [ %261, %for.body59 ]
  %244 = icmp slt i32 %j2, 256
  br i1 %244, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %245 = mul i32 %bx, 4
  %246 = add i32 %245, %i2
  %247 = sext i32 %246 to i64
  %248 = sext i32 %N to i64
  %249 = mul nsw i64 %247, %248
  %250 = mul i32 %t, 256
  %251 = add i32 %250, %j2
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = getelementptr inbounds float, ptr %X, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = sext i32 %i2 to i64
  %257 = mul nsw i64 %256, 256
  %258 = sext i32 %j2 to i64
  %259 = add nsw i64 %257, %258
  %260 = getelementptr inbounds float, ptr %X_f, i64 %259
  store float %255, ptr %260, align 4
  %261 = add nsw i32 %j2, 1
  br label %for.cond58, !llvm.loop !16

for.end60:                                        ; preds = %for.cond58
  %262 = add nsw i32 %i2, 1
  br label %for.cond55, !llvm.loop !17

for.cond61:                                       ; preds = %for.end67, %if.else53
  %i264 = phi i32 [ 0, %if.else53 ], [ %290, %for.end67 ]
  %263 = icmp slt i32 %i264, 4
  br i1 %263, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  br label %for.cond65

for.end63:                                        ; preds = %for.cond61
  br label %if.end54

for.cond65:                                       ; preds = %sel.end71, %for.body62
  %j268 = phi i32 [ 0, %for.body62 ], [ %308, %sel.end71 ]
  %264 = icmp slt i32 %j268, 256
  br i1 %264, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %265 = mul i32 %bx, 4
  %266 = sext i32 %265 to i64
  %267 = sext i32 %i264 to i64
  %268 = add i64 %266, %267
  %269 = icmp sle i64 0, %268
  %270 = mul i32 %bx, 4
  %271 = sext i32 %270 to i64
  %272 = sext i32 %i264 to i64
  %273 = add i64 %271, %272
  %274 = sext i32 %M to i64
  %275 = icmp slt i64 %273, %274
  %276 = and i1 %269, %275
  %277 = mul i32 %t, 256
  %278 = sext i32 %277 to i64
  %279 = sext i32 %j268 to i64
  %280 = add i64 %278, %279
  %281 = icmp sle i64 0, %280
  %282 = mul i32 %t, 256
  %283 = sext i32 %282 to i64
  %284 = sext i32 %j268 to i64
  %285 = add i64 %283, %284
  %286 = sext i32 %N to i64
  %287 = icmp slt i64 %285, %286
  %288 = and i1 %281, %287
  %289 = and i1 %276, %288
  br i1 %289, label %sel.then69, label %sel.else70

for.end67:                                        ; preds = %for.cond65
  %290 = add nsw i32 %i264, 1
  br label %for.cond61, !llvm.loop !18

sel.then69:                                       ; preds = %for.body66
  %291 = mul i32 %bx, 4
  %292 = add i32 %291, %i264
  %293 = sext i32 %292 to i64
  %294 = sext i32 %N to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %t, 256
  %297 = add i32 %296, %j268
  %298 = sext i32 %297 to i64
  %299 = add nsw i64 %295, %298
  %300 = getelementptr inbounds float, ptr %X, i64 %299
  %301 = load float, ptr %300, align 4
  br label %sel.end71

sel.else70:                                       ; preds = %for.body66
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %302 = phi float [ %301, %sel.then69 ], [ 0.000000e+00, %sel.else70 ]
  %303 = sext i32 %i264 to i64
  %304 = mul nsw i64 %303, 256
  %305 = sext i32 %j268 to i64
  %306 = add nsw i64 %304, %305
  %307 = getelementptr inbounds float, ptr %X_f, i64 %306
  store float %302, ptr %307, align 4
  %308 = add nsw i32 %j268, 1
  br label %for.cond65, !llvm.loop !19

if.then72:                                        ; preds = %if.end54
  br label %for.cond75

if.else73:                                        ; preds = %if.end54
  br label %for.cond79

if.end74:                                         ; preds = %for.end81, %for.end77
  %309 = mul i32 %t, 256
  %310 = icmp sle i32 0, %309
  %311 = mul i32 %t, 256
  %312 = sext i32 %311 to i64
  %313 = add i64 %312, 256
  %314 = sext i32 %N to i64
  %315 = icmp sle i64 %313, %314
  %316 = and i1 %310, %315
  br i1 %316, label %if.then86, label %if.else87

for.cond75:                                       ; preds = %for.body76, %if.then72
  %i278 = phi i32 [ 0, %if.then72 ], [ %325, %for.body76 ]
  %317 = icmp slt i32 %i278, 256
  br i1 %317, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %318 = mul i32 %t, 256
  %319 = add i32 %318, %i278
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds float, ptr %W, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = sext i32 %i278 to i64
  %324 = getelementptr inbounds float, ptr %W_f, i64 %323
  store float %322, ptr %324, align 4
  %325 = add nsw i32 %i278, 1
  br label %for.cond75, !llvm.loop !20

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

for.cond79:                                       ; preds = %sel.end85, %if.else73
  %i282 = phi i32 [ 0, %if.else73 ], [ %347, %sel.end85 ]
  %326 = icmp slt i32 %i282, 256
  br i1 %326, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %327 = mul i32 %t, 256
  %328 = sext i32 %327 to i64
  %329 = sext i32 %i282 to i64
  %330 = add i64 %328, %329
  %331 = icmp sle i64 0, %330
  %332 = mul i32 %t, 256
  %333 = sext i32 %332 to i64
  %334 = sext i32 %i282 to i64
  %335 = add i64 %333, %334
  %336 = sext i32 %N to i64
  %337 = icmp slt i64 %335, %336
  %338 = and i1 %331, %337
  br i1 %338, label %sel.then83, label %sel.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end74

sel.then83:                                       ; preds = %for.body80
  %339 = mul i32 %t, 256
  %340 = add i32 %339, %i282
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds float, ptr %W, i64 %341
  %343 = load float, ptr %342, align 4
  br label %sel.end85

sel.else84:                                       ; preds = %for.body80
  br label %sel.end85

sel.end85:                                        ; preds = %sel.else84, %sel.then83
  %344 = phi float [ %343, %sel.then83 ], [ 0.000000e+00, %sel.else84 ]
  %345 = sext i32 %i282 to i64
  %346 = getelementptr inbounds float, ptr %W_f, i64 %345
  store float %344, ptr %346, align 4
  %347 = add nsw i32 %i282, 1
  br label %for.cond79, !llvm.loop !21

if.then86:                                        ; preds = %if.end74
  br label %for.cond89

if.else87:                                        ; preds = %if.end74
  br label %for.cond93

if.end88:                                         ; preds = %for.end95, %for.end91
  br label %for.cond100

for.cond89:                                       ; preds = %for.body90, %if.then86
  %i292 = phi i32 [ 0, %if.then86 ], [ %356, %for.body90 ]
  %348 = icmp slt i32 %i292, 256
  br i1 %348, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %349 = mul i32 %t, 256
  %350 = add i32 %349, %i292
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds float, ptr %B, i64 %351
  %353 = load float, ptr %352, align 4
  %354 = sext i32 %i292 to i64
  %355 = getelementptr inbounds float, ptr %B_f, i64 %354
  store float %353, ptr %355, align 4
  %356 = add nsw i32 %i292, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond93:                                       ; preds = %sel.end99, %if.else87
  %i296 = phi i32 [ 0, %if.else87 ], [ %378, %sel.end99 ]
  %357 = icmp slt i32 %i296, 256
  br i1 %357, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %358 = mul i32 %t, 256
  %359 = sext i32 %358 to i64
  %360 = sext i32 %i296 to i64
  %361 = add i64 %359, %360
  %362 = icmp sle i64 0, %361
  %363 = mul i32 %t, 256
  %364 = sext i32 %363 to i64
  %365 = sext i32 %i296 to i64
  %366 = add i64 %364, %365
  %367 = sext i32 %N to i64
  %368 = icmp slt i64 %366, %367
  %369 = and i1 %362, %368
  br i1 %369, label %sel.then97, label %sel.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end88

sel.then97:                                       ; preds = %for.body94
  %370 = mul i32 %t, 256
  %371 = add i32 %370, %i296
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds float, ptr %B, i64 %372
  %374 = load float, ptr %373, align 4
  br label %sel.end99

sel.else98:                                       ; preds = %for.body94
  br label %sel.end99

sel.end99:                                        ; preds = %sel.else98, %sel.then97
  %375 = phi float [ %374, %sel.then97 ], [ 0.000000e+00, %sel.else98 ]
  %376 = sext i32 %i296 to i64
  %377 = getelementptr inbounds float, ptr %B_f, i64 %376
  store float %375, ptr %377, align 4
  %378 = add nsw i32 %i296, 1
  br label %for.cond93, !llvm.loop !23

for.cond100:                                      ; preds = %for.end106, %if.end88
  %i103 = phi i32 [ 0, %if.end88 ], [ %426, %for.end106 ]
  %379 = icmp slt i32 %i103, 4
  br i1 %379, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  br label %for.cond104

for.end102:                                       ; preds = %for.cond100
  %380 = mul i32 %bx, 4
  %381 = icmp sle i32 0, %380
  %382 = mul i32 %bx, 4
  %383 = sext i32 %382 to i64
  %384 = add i64 %383, 4
  %385 = sext i32 %M to i64
  %386 = icmp sle i64 %384, %385
  %387 = and i1 %381, %386
  %388 = mul i32 %t, 256
  %389 = icmp sle i32 0, %388
  %390 = mul i32 %t, 256
  %391 = sext i32 %390 to i64
  %392 = add i64 %391, 256
  %393 = sext i32 %N to i64
  %394 = icmp sle i64 %392, %393
  %395 = and i1 %389, %394
  %396 = and i1 %387, %395
  br i1 %396, label %if.then108, label %if.else109

for.cond104:                                      ; preds = %for.body105, %for.body101
  %j107 = phi i32 [ 0, %for.body101 ], [ %425, %for.body105 ]
  %397 = icmp slt i32 %j107, 256
  br i1 %397, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %398 = sext i32 %i103 to i64
  %399 = mul nsw i64 %398, 256
  %400 = sext i32 %j107 to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds float, ptr %X_f, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = sext i32 %i103 to i64
  %405 = getelementptr inbounds float, ptr %mean, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fsub float %403, %406
  %408 = sext i32 %i103 to i64
  %409 = getelementptr inbounds float, ptr %rstd, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = fmul float %407, %410
  %412 = sext i32 %j107 to i64
  %413 = getelementptr inbounds float, ptr %W_f, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = fmul float %411, %414
  %416 = sext i32 %j107 to i64
  %417 = getelementptr inbounds float, ptr %B_f, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = fadd float %415, %418
  %420 = sext i32 %i103 to i64
  %421 = mul nsw i64 %420, 256
  %422 = sext i32 %j107 to i64
  %423 = add nsw i64 %421, %422
  %424 = getelementptr inbounds float, ptr %X_f, i64 %423
  store float %419, ptr %424, align 4
  %425 = add nsw i32 %j107, 1
  br label %for.cond104, !llvm.loop !24

for.end106:                                       ; preds = %for.cond104
  %426 = add nsw i32 %i103, 1
  br label %for.cond100, !llvm.loop !25

if.then108:                                       ; preds = %for.end102
  br label %for.cond111

if.else109:                                       ; preds = %for.end102
  br label %for.cond119

if.end110:                                        ; preds = %for.end121, %for.end113
  %427 = add nsw i32 %c51, 1
  br label %for.cond48, !llvm.loop !26

for.cond111:                                      ; preds = %for.end117, %if.then108
  %i2114 = phi i32 [ 0, %if.then108 ], [ %447, %for.end117 ]
  %428 = icmp slt i32 %i2114, 4
  br i1 %428, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  br label %for.cond115

for.end113:                                       ; preds = %for.cond111
  br label %if.end110

for.cond115:                                      ; preds = %for.body116, %for.body112
  %j2118 = phi i32 [ 0, %for.body112 ], [ %446, %for.body116 ]
  %429 = icmp slt i32 %j2118, 256
  br i1 %429, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %430 = sext i32 %i2114 to i64
  %431 = mul nsw i64 %430, 256
  %432 = sext i32 %j2118 to i64
  %433 = add nsw i64 %431, %432
  %434 = getelementptr inbounds float, ptr %X_f, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = mul i32 %bx, 4
  %437 = add i32 %436, %i2114
  %438 = sext i32 %437 to i64
  %439 = sext i32 %N to i64
  %440 = mul nsw i64 %438, %439
  %441 = mul i32 %t, 256
  %442 = add i32 %441, %j2118
  %443 = sext i32 %442 to i64
  %444 = add nsw i64 %440, %443
  %445 = getelementptr inbounds float, ptr %Y, i64 %444
  store float %435, ptr %445, align 4
  %446 = add nsw i32 %j2118, 1
  br label %for.cond115, !llvm.loop !27

for.end117:                                       ; preds = %for.cond115
  %447 = add nsw i32 %i2114, 1
  br label %for.cond111, !llvm.loop !28

for.cond119:                                      ; preds = %for.end125, %if.else109
  %i2122 = phi i32 [ 0, %if.else109 ], [ %475, %for.end125 ]
  %448 = icmp slt i32 %i2122, 4
  br i1 %448, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  br label %for.cond123

for.end121:                                       ; preds = %for.cond119
  br label %if.end110

for.cond123:                                      ; preds = %if.end129, %for.body120
  %j2126 = phi i32 [ 0, %for.body120 ], [ %492, %if.end129 ]
  %449 = icmp slt i32 %j2126, 256
  br i1 %449, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %450 = mul i32 %bx, 4
  %451 = sext i32 %450 to i64
  %452 = sext i32 %i2122 to i64
  %453 = add i64 %451, %452
  %454 = icmp sle i64 0, %453
  %455 = mul i32 %bx, 4
  %456 = sext i32 %455 to i64
  %457 = sext i32 %i2122 to i64
  %458 = add i64 %456, %457
  %459 = sext i32 %M to i64
  %460 = icmp slt i64 %458, %459
  %461 = and i1 %454, %460
  %462 = mul i32 %t, 256
  %463 = sext i32 %462 to i64
  %464 = sext i32 %j2126 to i64
  %465 = add i64 %463, %464
  %466 = icmp sle i64 0, %465
  %467 = mul i32 %t, 256
  %468 = sext i32 %467 to i64
  %469 = sext i32 %j2126 to i64
  %470 = add i64 %468, %469
  %471 = sext i32 %N to i64
  %472 = icmp slt i64 %470, %471
  %473 = and i1 %466, %472
  %474 = and i1 %461, %473
  br i1 %474, label %if.then127, label %if.else128

for.end125:                                       ; preds = %for.cond123
  %475 = add nsw i32 %i2122, 1
  br label %for.cond119, !llvm.loop !29

if.then127:                                       ; preds = %for.body124
  %476 = sext i32 %i2122 to i64
  %477 = mul nsw i64 %476, 256
  %478 = sext i32 %j2126 to i64
  %479 = add nsw i64 %477, %478
  %480 = getelementptr inbounds float, ptr %X_f, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = mul i32 %bx, 4
  %483 = add i32 %482, %i2122
  %484 = sext i32 %483 to i64
  %485 = sext i32 %N to i64
  %486 = mul nsw i64 %484, %485
  %487 = mul i32 %t, 256
  %488 = add i32 %487, %j2126
  %489 = sext i32 %488 to i64
  %490 = add nsw i64 %486, %489
  %491 = getelementptr inbounds float, ptr %Y, i64 %490
  store float %481, ptr %491, align 4
  br label %if.end129

if.else128:                                       ; preds = %for.body124
  br label %if.end129

if.end129:                                        ; preds = %if.else128, %if.then127
  %492 = add nsw i32 %j2126, 1
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
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
