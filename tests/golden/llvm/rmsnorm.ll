; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %W_f = alloca [256 x float], align 64
  %ss = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_f, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 4
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %ss, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end27, %for.end
  %c = phi i32 [ 0, %for.end ], [ %129, %for.end27 ]
  %16 = icmp slt i32 %c, %15
  br i1 %16, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %17 = mul i32 %bx, 4
  %18 = icmp sle i32 0, %17
  %19 = mul i32 %bx, 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %20, 4
  %22 = sext i32 %M to i64
  %23 = icmp sle i64 %21, %22
  %24 = and i1 %18, %23
  %25 = mul i32 %c, 256
  %26 = icmp sle i32 0, %25
  %27 = mul i32 %c, 256
  %28 = sext i32 %27 to i64
  %29 = add i64 %28, 256
  %30 = sext i32 %N to i64
  %31 = icmp sle i64 %29, %30
  %32 = and i1 %26, %31
  %33 = and i1 %24, %32
  br i1 %33, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond32

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  br label %for.cond19

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %53, %for.end10 ]
  %34 = icmp slt i32 %i17, 4
  br i1 %34, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %52, %for.body9 ]
  %35 = icmp slt i32 %j1, 256
  br i1 %35, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %36 = mul i32 %bx, 4
  %37 = add i32 %36, %i17
  %38 = sext i32 %37 to i64
  %39 = sext i32 %N to i64
  %40 = mul nsw i64 %38, %39
  %41 = mul i32 %c, 256
  %42 = add i32 %41, %j1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = getelementptr inbounds float, ptr %X, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = sext i32 %i17 to i64
  %48 = mul nsw i64 %47, 256
  %49 = sext i32 %j1 to i64
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %X_f, i64 %50
  store float %46, ptr %51, align 4
  %52 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %53 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !4

for.cond11:                                       ; preds = %for.end17, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %81, %for.end17 ]
  %54 = icmp slt i32 %i114, 4
  br i1 %54, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %sel.end, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %99, %sel.end ]
  %55 = icmp slt i32 %j118, 256
  br i1 %55, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %56 = mul i32 %bx, 4
  %57 = sext i32 %56 to i64
  %58 = sext i32 %i114 to i64
  %59 = add i64 %57, %58
  %60 = icmp sle i64 0, %59
  %61 = mul i32 %bx, 4
  %62 = sext i32 %61 to i64
  %63 = sext i32 %i114 to i64
  %64 = add i64 %62, %63
  %65 = sext i32 %M to i64
  %66 = icmp slt i64 %64, %65
  %67 = and i1 %60, %66
  %68 = mul i32 %c, 256
  %69 = sext i32 %68 to i64
  %70 = sext i32 %j118 to i64
  %71 = add i64 %69, %70
  %72 = icmp sle i64 0, %71
  %73 = mul i32 %c, 256
  %74 = sext i32 %73 to i64
  %75 = sext i32 %j118 to i64
  %76 = add i64 %74, %75
  %77 = sext i32 %N to i64
  %78 = icmp slt i64 %76, %77
  %79 = and i1 %72, %78
  %80 = and i1 %67, %79
  br i1 %80, label %sel.then, label %sel.else

for.end17:                                        ; preds = %for.cond15
  %81 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !5

sel.then:                                         ; preds = %for.body16
  %82 = mul i32 %bx, 4
  %83 = add i32 %82, %i114
  %84 = sext i32 %83 to i64
  %85 = sext i32 %N to i64
  %86 = mul nsw i64 %84, %85
  %87 = mul i32 %c, 256
  %88 = add i32 %87, %j118
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = getelementptr inbounds float, ptr %X, i64 %90
  %92 = load float, ptr %91, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body16
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %93 = phi float [ %92, %sel.then ], [ 0.000000e+00, %sel.else ]
  %94 = sext i32 %i114 to i64
  %95 = mul nsw i64 %94, 256
  %96 = sext i32 %j118 to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds float, ptr %X_f, i64 %97
  store float %93, ptr %98, align 4
  %99 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.cond19:                                       ; preds = %for.end24, %if.end
  %i = phi i32 [ 0, %if.end ], [ %127, %for.end24 ]
  %100 = icmp slt i32 %i, 4
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  br label %for.cond25

for.cond22:                                       ; preds = %for.body23, %for.body20
  %j = phi i32 [ 0, %for.body20 ], [ %126, %for.body23 ]
  %101 = icmp slt i32 %j, 256
  br i1 %101, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %102 = mul i32 %c, 256
  %103 = add i32 %102, %j
  %104 = icmp slt i32 %103, %N
  %105 = sext i32 %i to i64
  %106 = mul nsw i64 %105, 256
  %107 = sext i32 %j to i64
  %108 = add nsw i64 %106, %107
  %109 = call i64 @llvm.umin.i64(i64 %108, i64 1023)
  %110 = getelementptr inbounds float, ptr %X_f, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = sext i32 %i to i64
  %113 = mul nsw i64 %112, 256
  %114 = sext i32 %j to i64
  %115 = add nsw i64 %113, %114
  %116 = call i64 @llvm.umin.i64(i64 %115, i64 1023)
  %117 = getelementptr inbounds float, ptr %X_f, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fmul float %111, %118
  %120 = select i1 %104, float %119, float 0.000000e+00
  %121 = sext i32 %i to i64
  %122 = mul nsw i64 %121, 256
  %123 = sext i32 %j to i64
  %124 = add nsw i64 %122, %123
  %125 = getelementptr inbounds float, ptr %X_f, i64 %124
  store float %120, ptr %125, align 4
  %126 = add nsw i32 %j, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %127 = add nsw i32 %i, 1
  br label %for.cond19, !llvm.loop !8

for.cond25:                                       ; preds = %for.end31, %for.end21
  %i128 = phi i32 [ 0, %for.end21 ], [ %144, %for.end31 ]
  %128 = icmp slt i32 %i128, 4
  br i1 %128, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond29

for.end27:                                        ; preds = %for.cond25
  %129 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !9

for.cond29:                                       ; preds = %for.body30, %for.body26
  %red = phi i32 [ 0, %for.body26 ], [ %143, %for.body30 ]
  %130 = icmp slt i32 %red, 256
  br i1 %130, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %131 = sext i32 %i128 to i64
  %132 = getelementptr inbounds float, ptr %ss, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = sext i32 %i128 to i64
  %135 = mul nsw i64 %134, 256
  %136 = sext i32 %red to i64
  %137 = add nsw i64 %135, %136
  %138 = getelementptr inbounds float, ptr %X_f, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fadd float %133, %139
  %141 = sext i32 %i128 to i64
  %142 = getelementptr inbounds float, ptr %ss, i64 %141
  store float %140, ptr %142, align 4
  %143 = add nsw i32 %red, 1
  br label %for.cond29, !llvm.loop !10

for.end31:                                        ; preds = %for.cond29
  %144 = add nsw i32 %i128, 1
  br label %for.cond25, !llvm.loop !11

for.cond32:                                       ; preds = %for.body33, %for.end3
  %i35 = phi i32 [ 0, %for.end3 ], [ %158, %for.body33 ]
  %145 = icmp slt i32 %i35, 4
  br i1 %145, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %146 = sext i32 %i35 to i64
  %147 = getelementptr inbounds float, ptr %ss, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = sitofp i32 %N to float
  %150 = fdiv float %148, %149
  %151 = fadd float %150, 0x3EB0C6F7A0000000
  %152 = fpext float %151 to double
  %153 = call double @llvm.sqrt.f64(double %152)
  %154 = fdiv double 1.000000e+00, %153
  %155 = fptrunc double %154 to float
  %156 = sext i32 %i35 to i64
  %157 = getelementptr inbounds float, ptr %ss, i64 %156
  store float %155, ptr %157, align 4
  %158 = add nsw i32 %i35, 1
  br label %for.cond32, !llvm.loop !12

for.end34:                                        ; preds = %for.cond32
  %159 = sext i32 %N to i64
  %160 = sdiv i64 %159, 256
  %161 = sub i64 0, %159
  %162 = select i1 false, i64 %161, i64 %160
  %163 = srem i64 %159, 256
  %164 = icmp ne i64 %163, 0
  %165 = icmp slt i64 %159, 0
  %166 = icmp eq i1 %165, false
  %167 = and i1 %164, %166
  %168 = zext i1 %167 to i64
  %169 = add i64 %162, %168
  %170 = trunc i64 %169 to i32
  br label %for.cond36

for.cond36:                                       ; preds = %if.end84, %for.end34
  %c39 = phi i32 [ 0, %for.end34 ], [ %347, %if.end84 ]
  %171 = icmp slt i32 %c39, %170
  br i1 %171, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %172 = sext i32 %N to i64
  %173 = sdiv i64 %172, 256
  %174 = sub i64 0, %172
  %175 = select i1 false, i64 %174, i64 %173
  %176 = srem i64 %172, 256
  %177 = icmp ne i64 %176, 0
  %178 = icmp slt i64 %172, 0
  %179 = icmp eq i1 %178, false
  %180 = and i1 %177, %179
  %181 = zext i1 %180 to i64
  %182 = add i64 %175, %181
  %183 = trunc i64 %182 to i32
  %184 = sub i32 %183, 1
  %t = sub i32 %184, %c39
  %185 = mul i32 %bx, 4
  %186 = icmp sle i32 0, %185
  %187 = mul i32 %bx, 4
  %188 = sext i32 %187 to i64
  %189 = add i64 %188, 4
  %190 = sext i32 %M to i64
  %191 = icmp sle i64 %189, %190
  %192 = and i1 %186, %191
  %193 = mul i32 %t, 256
  %194 = icmp sle i32 0, %193
  %195 = mul i32 %t, 256
  %196 = sext i32 %195 to i64
  %197 = add i64 %196, 256
  %198 = sext i32 %N to i64
  %199 = icmp sle i64 %197, %198
  %200 = and i1 %194, %199
  %201 = and i1 %192, %200
  br i1 %201, label %if.then40, label %if.else41

for.end38:                                        ; preds = %for.cond36
  ret void

if.then40:                                        ; preds = %for.body37
  br label %for.cond43

if.else41:                                        ; preds = %for.body37
  br label %for.cond49

if.end42:                                         ; preds = %for.end51, %for.end45
  %202 = mul i32 %t, 256
  %203 = icmp sle i32 0, %202
  %204 = mul i32 %t, 256
  %205 = sext i32 %204 to i64
  %206 = add i64 %205, 256
  %207 = sext i32 %N to i64
  %208 = icmp sle i64 %206, %207
  %209 = and i1 %203, %208
  br i1 %209, label %if.then60, label %if.else61

for.cond43:                                       ; preds = %for.end48, %if.then40
  %i2 = phi i32 [ 0, %if.then40 ], [ %229, %for.end48 ]
  %210 = icmp slt i32 %i2, 4
  br i1 %210, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j2 = phi i32 [ 0, %for.body44 ], [ %228, %for.body47 ]
  %211 = icmp slt i32 %j2, 256
  br i1 %211, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %212 = mul i32 %bx, 4
  %213 = add i32 %212, %i2
  %214 = sext i32 %213 to i64
  %215 = sext i32 %N to i64
  %216 = mul nsw i64 %214, %215
  %217 = mul i32 %t, 256
  %218 = add i32 %217, %j2
  %219 = sext i32 %218 to i64
  %220 = add nsw i64 %216, %219
  %221 = getelementptr inbounds float, ptr %X, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = sext i32 %i2 to i64
  %224 = mul nsw i64 %223, 256
  %225 = sext i32 %j2 to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds float, ptr %X_f, i64 %226
  store float %222, ptr %227, align 4
  %228 = add nsw i32 %j2, 1
  br label %for.cond46, !llvm.loop !13

for.end48:                                        ; preds = %for.cond46
  %229 = add nsw i32 %i2, 1
  br label %for.cond43, !llvm.loop !14

for.cond49:                                       ; preds = %for.end55, %if.else41
  %i252 = phi i32 [ 0, %if.else41 ], [ %257, %for.end55 ]
  %230 = icmp slt i32 %i252, 4
  br i1 %230, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond53

for.end51:                                        ; preds = %for.cond49
  br label %if.end42

for.cond53:                                       ; preds = %sel.end59, %for.body50
  %j256 = phi i32 [ 0, %for.body50 ], [ %275, %sel.end59 ]
  %231 = icmp slt i32 %j256, 256
  br i1 %231, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %232 = mul i32 %bx, 4
  %233 = sext i32 %232 to i64
  %234 = sext i32 %i252 to i64
  %235 = add i64 %233, %234
  %236 = icmp sle i64 0, %235
  %237 = mul i32 %bx, 4
  %238 = sext i32 %237 to i64
  %239 = sext i32 %i252 to i64
  %240 = add i64 %238, %239
  %241 = sext i32 %M to i64
  %242 = icmp slt i64 %240, %241
  %243 = and i1 %236, %242
  %244 = mul i32 %t, 256
  %245 = sext i32 %244 to i64
  %246 = sext i32 %j256 to i64
  %247 = add i64 %245, %246
  %248 = icmp sle i64 0, %247
  %249 = mul i32 %t, 256
  %250 = sext i32 %249 to i64
  %251 = sext i32 %j256 to i64
  %252 = add i64 %250, %251
  %253 = sext i32 %N to i64
  %254 = icmp slt i64 %252, %253
  %255 = and i1 %248, %254
  %256 = and i1 %243, %255
  br i1 %256, label %sel.then57, label %sel.else58

for.end55:                                        ; preds = %for.cond53
  %257 = add nsw i32 %i252, 1
  br label %for.cond49, !llvm.loop !15

sel.then57:                                       ; preds = %for.body54
  %258 = mul i32 %bx, 4
  %259 = add i32 %258, %i252
  %260 = sext i32 %259 to i64
  %261 = sext i32 %N to i64
  %262 = mul nsw i64 %260, %261
  %263 = mul i32 %t, 256
  %264 = add i32 %263, %j256
  %265 = sext i32 %264 to i64
  %266 = add nsw i64 %262, %265
  %267 = getelementptr inbounds float, ptr %X, i64 %266
  %268 = load float, ptr %267, align 4
  br label %sel.end59

sel.else58:                                       ; preds = %for.body54
  br label %sel.end59

sel.end59:                                        ; preds = %sel.else58, %sel.then57
  %269 = phi float [ %268, %sel.then57 ], [ 0.000000e+00, %sel.else58 ]
  %270 = sext i32 %i252 to i64
  %271 = mul nsw i64 %270, 256
  %272 = sext i32 %j256 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds float, ptr %X_f, i64 %273
  store float %269, ptr %274, align 4
  %275 = add nsw i32 %j256, 1
  br label %for.cond53, !llvm.loop !16

if.then60:                                        ; preds = %if.end42
  br label %for.cond63

if.else61:                                        ; preds = %if.end42
  br label %for.cond67

if.end62:                                         ; preds = %for.end69, %for.end65
  br label %for.cond74

for.cond63:                                       ; preds = %for.body64, %if.then60
  %i266 = phi i32 [ 0, %if.then60 ], [ %284, %for.body64 ]
  %276 = icmp slt i32 %i266, 256
  br i1 %276, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %277 = mul i32 %t, 256
  %278 = add i32 %277, %i266
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %W, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = sext i32 %i266 to i64
  %283 = getelementptr inbounds float, ptr %W_f, i64 %282
  store float %281, ptr %283, align 4
  %284 = add nsw i32 %i266, 1
  br label %for.cond63, !llvm.loop !17

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond67:                                       ; preds = %sel.end73, %if.else61
  %i270 = phi i32 [ 0, %if.else61 ], [ %306, %sel.end73 ]
  %285 = icmp slt i32 %i270, 256
  br i1 %285, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %286 = mul i32 %t, 256
  %287 = sext i32 %286 to i64
  %288 = sext i32 %i270 to i64
  %289 = add i64 %287, %288
  %290 = icmp sle i64 0, %289
  %291 = mul i32 %t, 256
  %292 = sext i32 %291 to i64
  %293 = sext i32 %i270 to i64
  %294 = add i64 %292, %293
  %295 = sext i32 %N to i64
  %296 = icmp slt i64 %294, %295
  %297 = and i1 %290, %296
  br i1 %297, label %sel.then71, label %sel.else72

for.end69:                                        ; preds = %for.cond67
  br label %if.end62

sel.then71:                                       ; preds = %for.body68
  %298 = mul i32 %t, 256
  %299 = add i32 %298, %i270
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds float, ptr %W, i64 %300
  %302 = load float, ptr %301, align 4
  br label %sel.end73

sel.else72:                                       ; preds = %for.body68
  br label %sel.end73

sel.end73:                                        ; preds = %sel.else72, %sel.then71
  %303 = phi float [ %302, %sel.then71 ], [ 0.000000e+00, %sel.else72 ]
  %304 = sext i32 %i270 to i64
  %305 = getelementptr inbounds float, ptr %W_f, i64 %304
  store float %303, ptr %305, align 4
  %306 = add nsw i32 %i270, 1
  br label %for.cond67, !llvm.loop !18

for.cond74:                                       ; preds = %for.end80, %if.end62
  %i77 = phi i32 [ 0, %if.end62 ], [ %346, %for.end80 ]
  %307 = icmp slt i32 %i77, 4
  br i1 %307, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  %308 = mul i32 %bx, 4
  %309 = icmp sle i32 0, %308
  %310 = mul i32 %bx, 4
  %311 = sext i32 %310 to i64
  %312 = add i64 %311, 4
  %313 = sext i32 %M to i64
  %314 = icmp sle i64 %312, %313
  %315 = and i1 %309, %314
  %316 = mul i32 %t, 256
  %317 = icmp sle i32 0, %316
  %318 = mul i32 %t, 256
  %319 = sext i32 %318 to i64
  %320 = add i64 %319, 256
  %321 = sext i32 %N to i64
  %322 = icmp sle i64 %320, %321
  %323 = and i1 %317, %322
  %324 = and i1 %315, %323
  br i1 %324, label %if.then82, label %if.else83

for.cond78:                                       ; preds = %for.body79, %for.body75
  %j81 = phi i32 [ 0, %for.body75 ], [ %345, %for.body79 ]
  %325 = icmp slt i32 %j81, 256
  br i1 %325, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %326 = sext i32 %i77 to i64
  %327 = mul nsw i64 %326, 256
  %328 = sext i32 %j81 to i64
  %329 = add nsw i64 %327, %328
  %330 = getelementptr inbounds float, ptr %X_f, i64 %329
  %331 = load float, ptr %330, align 4
  %332 = sext i32 %i77 to i64
  %333 = getelementptr inbounds float, ptr %ss, i64 %332
  %334 = load float, ptr %333, align 4
  %335 = fmul float %331, %334
  %336 = sext i32 %j81 to i64
  %337 = getelementptr inbounds float, ptr %W_f, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = fmul float %335, %338
  %340 = sext i32 %i77 to i64
  %341 = mul nsw i64 %340, 256
  %342 = sext i32 %j81 to i64
  %343 = add nsw i64 %341, %342
  %344 = getelementptr inbounds float, ptr %X_f, i64 %343
  store float %339, ptr %344, align 4
  %345 = add nsw i32 %j81, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %346 = add nsw i32 %i77, 1
  br label %for.cond74, !llvm.loop !20

if.then82:                                        ; preds = %for.end76
  br label %for.cond85

if.else83:                                        ; preds = %for.end76
  br label %for.cond93

if.end84:                                         ; preds = %for.end95, %for.end87
  %347 = add nsw i32 %c39, 1
  br label %for.cond36, !llvm.loop !21

for.cond85:                                       ; preds = %for.end91, %if.then82
  %i288 = phi i32 [ 0, %if.then82 ], [ %367, %for.end91 ]
  %348 = icmp slt i32 %i288, 4
  br i1 %348, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  br label %for.cond89

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond89:                                       ; preds = %for.body90, %for.body86
  %j292 = phi i32 [ 0, %for.body86 ], [ %366, %for.body90 ]
  %349 = icmp slt i32 %j292, 256
  br i1 %349, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %350 = sext i32 %i288 to i64
  %351 = mul nsw i64 %350, 256
  %352 = sext i32 %j292 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %X_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = mul i32 %bx, 4
  %357 = add i32 %356, %i288
  %358 = sext i32 %357 to i64
  %359 = sext i32 %N to i64
  %360 = mul nsw i64 %358, %359
  %361 = mul i32 %t, 256
  %362 = add i32 %361, %j292
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %360, %363
  %365 = getelementptr inbounds float, ptr %Y, i64 %364
  store float %355, ptr %365, align 4
  %366 = add nsw i32 %j292, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  %367 = add nsw i32 %i288, 1
  br label %for.cond85, !llvm.loop !23

for.cond93:                                       ; preds = %for.end99, %if.else83
  %i296 = phi i32 [ 0, %if.else83 ], [ %395, %for.end99 ]
  %368 = icmp slt i32 %i296, 4
  br i1 %368, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  br label %for.cond97

for.end95:                                        ; preds = %for.cond93
  br label %if.end84

for.cond97:                                       ; preds = %if.end103, %for.body94
  %j2100 = phi i32 [ 0, %for.body94 ], [ %412, %if.end103 ]
  %369 = icmp slt i32 %j2100, 256
  br i1 %369, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %370 = mul i32 %bx, 4
  %371 = sext i32 %370 to i64
  %372 = sext i32 %i296 to i64
  %373 = add i64 %371, %372
  %374 = icmp sle i64 0, %373
  %375 = mul i32 %bx, 4
  %376 = sext i32 %375 to i64
  %377 = sext i32 %i296 to i64
  %378 = add i64 %376, %377
  %379 = sext i32 %M to i64
  %380 = icmp slt i64 %378, %379
  %381 = and i1 %374, %380
  %382 = mul i32 %t, 256
  %383 = sext i32 %382 to i64
  %384 = sext i32 %j2100 to i64
  %385 = add i64 %383, %384
  %386 = icmp sle i64 0, %385
  %387 = mul i32 %t, 256
  %388 = sext i32 %387 to i64
  %389 = sext i32 %j2100 to i64
  %390 = add i64 %388, %389
  %391 = sext i32 %N to i64
  %392 = icmp slt i64 %390, %391
  %393 = and i1 %386, %392
  %394 = and i1 %381, %393
  br i1 %394, label %if.then101, label %if.else102

for.end99:                                        ; preds = %for.cond97
  %395 = add nsw i32 %i296, 1
  br label %for.cond93, !llvm.loop !24

if.then101:                                       ; preds = %for.body98
  %396 = sext i32 %i296 to i64
  %397 = mul nsw i64 %396, 256
  %398 = sext i32 %j2100 to i64
  %399 = add nsw i64 %397, %398
  %400 = getelementptr inbounds float, ptr %X_f, i64 %399
  %401 = load float, ptr %400, align 4
  %402 = mul i32 %bx, 4
  %403 = add i32 %402, %i296
  %404 = sext i32 %403 to i64
  %405 = sext i32 %N to i64
  %406 = mul nsw i64 %404, %405
  %407 = mul i32 %t, 256
  %408 = add i32 %407, %j2100
  %409 = sext i32 %408 to i64
  %410 = add nsw i64 %406, %409
  %411 = getelementptr inbounds float, ptr %Y, i64 %410
  store float %401, ptr %411, align 4
  br label %if.end103

if.else102:                                       ; preds = %for.body98
  br label %if.end103

if.end103:                                        ; preds = %if.else102, %if.then101
  %412 = add nsw i32 %j2100, 1
  br label %for.cond97, !llvm.loop !25
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
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
