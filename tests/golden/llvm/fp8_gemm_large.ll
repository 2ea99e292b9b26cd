; ModuleID = 'fp8_gemm_large.tile'
source_filename = "fp8_gemm_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_fp8_gemm_large = type { ptr, ptr, ptr, float, float, i32, i32, i32, [3 x i64] }
%tilec_args_fp8_gemm_large_rows = type { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @fp8_gemm_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, float %scale_a, float %scale_b, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [16384 x i8], align 64
  %B_s = alloca [32768 x i8], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end84, %for.end
  %k = phi i32 [ 0, %for.end ], [ %415, %for.end84 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 128
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 128
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 128
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond92

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %39 = mul i32 %bx, 256
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %bx, 256
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 256
  %44 = sext i32 %N to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %k, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %k, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %K to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %108, %for.end19 ]
  %56 = icmp slt i32 %i110, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %57 = add i32 %k, 1
  %58 = sext i32 %K to i64
  %59 = sdiv i64 %58, 128
  %60 = sub i64 0, %58
  %61 = select i1 false, i64 %60, i64 %59
  %62 = srem i64 %58, 128
  %63 = icmp ne i64 %62, 0
  %64 = icmp slt i64 %58, 0
  %65 = icmp eq i1 %64, false
  %66 = and i1 %63, %65
  %67 = zext i1 %66 to i64
  %68 = add i64 %61, %67
  %69 = trunc i64 %68 to i32
  %70 = icmp slt i32 %57, %69
  br i1 %70, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %84, %for.body15 ]
  %71 = icmp slt i32 %pf, 2
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %by, 128
  %73 = add i32 %72, %i110
  %74 = sext i32 %73 to i64
  %75 = sext i32 %K to i64
  %76 = mul i64 %74, %75
  %77 = add i32 %k, 1
  %78 = mul i32 %77, 128
  %79 = mul i32 %pf, 64
  %80 = add i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = add i64 %76, %81
  %83 = getelementptr i8, ptr %A, i64 %82
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 0, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j120 = phi i32 [ 0, %if.end13 ], [ %107, %for.body18 ]
  %85 = icmp slt i32 %j120, 128
  br i1 %85, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %86 = mul i32 %by, 128
  %87 = add i32 %86, %i110
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 128
  %92 = add i32 %91, %j120
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i8, ptr %A, i64 %94
  %96 = load i8, ptr %95, align 1
  %97 = zext i8 %96 to i32
  %98 = call float @tilec_rt_f8e4m3_to_f32(i32 %97)
  %99 = sext i32 %i110 to i64
  %100 = mul nsw i64 %99, 128
  %101 = sext i32 %j120 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds i8, ptr %A_s, i64 %102
  %104 = fpext float %98 to double
  %105 = call i32 @tilec_rt_f8e4m3_from_double(double %104)
  %106 = trunc i32 %105 to i8
  store i8 %106, ptr %103, align 1
  %107 = add nsw i32 %j120, 1
  br label %for.cond17, !llvm.loop !5

for.end19:                                        ; preds = %for.cond17
  %108 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !6

for.cond21:                                       ; preds = %for.end41, %if.else
  %i124 = phi i32 [ 0, %if.else ], [ %234, %for.end41 ]
  %109 = icmp slt i32 %i124, 128
  br i1 %109, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %110 = mul i32 %k, 128
  %111 = sext i32 %110 to i64
  %112 = sub i64 0, %111
  %113 = icmp slt i64 %112, 0
  %114 = mul i32 %k, 128
  %115 = sext i32 %114 to i64
  %116 = sub i64 0, %115
  %117 = icmp sgt i64 %116, 128
  %118 = mul i32 %k, 128
  %119 = sext i32 %118 to i64
  %120 = sub i64 0, %119
  %121 = select i1 %117, i64 128, i64 %120
  %122 = select i1 %113, i64 0, i64 %121
  %tl_lo0 = trunc i64 %122 to i32
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 128
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 128
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 128
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 128
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 128, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = icmp slt i64 %138, %139
  %141 = sext i32 %tl_lo0 to i64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 128
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = icmp slt i64 %145, 0
  %147 = sext i32 %K to i64
  %148 = mul i32 %k, 128
  %149 = sext i32 %148 to i64
  %150 = sub i64 %147, %149
  %151 = icmp sgt i64 %150, 128
  %152 = sext i32 %K to i64
  %153 = mul i32 %k, 128
  %154 = sext i32 %153 to i64
  %155 = sub i64 %152, %154
  %156 = select i1 %151, i64 128, i64 %155
  %157 = select i1 %146, i64 0, i64 %156
  %158 = select i1 %140, i64 %141, i64 %157
  %tl_hi1 = trunc i64 %158 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %169, %for.body26 ]
  %159 = icmp slt i32 %j128, %tl_lo0
  br i1 %159, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %160 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %161 = sext i32 %i124 to i64
  %162 = mul nsw i64 %161, 128
  %163 = sext i32 %j128 to i64
  %164 = add nsw i64 %162, %163
  %165 = getelementptr inbounds i8, ptr %A_s, i64 %164
  %166 = fpext float %160 to double
  %167 = call i32 @tilec_rt_f8e4m3_from_double(double %166)
  %168 = trunc i32 %167 to i8
  store i8 %168, ptr %165, align 1
  %169 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !7

for.end27:                                        ; preds = %for.cond25
  %170 = mul i32 %by, 128
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i124 to i64
  %173 = add i64 %171, %172
  %174 = icmp sle i64 0, %173
  %175 = mul i32 %by, 128
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i124 to i64
  %178 = add i64 %176, %177
  %179 = sext i32 %M to i64
  %180 = icmp slt i64 %178, %179
  %181 = and i1 %174, %180
  br i1 %181, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %182 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %183 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %184 = sub i32 128, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j11 = phi i32 [ 0, %if.then29 ], [ %209, %for.body33 ]
  %185 = icmp slt i32 %j11, %182
  br i1 %185, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %186 = mul i32 %by, 128
  %187 = add i32 %186, %i124
  %188 = sext i32 %187 to i64
  %189 = sext i32 %K to i64
  %190 = mul nsw i64 %188, %189
  %191 = mul i32 %k, 128
  %192 = add i32 %tl_lo0, %j11
  %193 = add i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %190, %194
  %196 = getelementptr inbounds i8, ptr %A, i64 %195
  %197 = load i8, ptr %196, align 1
  %198 = zext i8 %197 to i32
  %199 = call float @tilec_rt_f8e4m3_to_f32(i32 %198)
  %200 = sext i32 %i124 to i64
  %201 = mul nsw i64 %200, 128
  %202 = add i32 %tl_lo0, %j11
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %201, %203
  %205 = getelementptr inbounds i8, ptr %A_s, i64 %204
  %206 = fpext float %199 to double
  %207 = call i32 @tilec_rt_f8e4m3_from_double(double %206)
  %208 = trunc i32 %207 to i8
  store i8 %208, ptr %205, align 1
  %209 = add nsw i32 %j11, 1
  br label %for.cond32, !llvm.loop !8

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j1138 = phi i32 [ 0, %if.else30 ], [ %221, %for.body36 ]
  %210 = icmp slt i32 %j1138, %183
  br i1 %210, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %211 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %212 = sext i32 %i124 to i64
  %213 = mul nsw i64 %212, 128
  %214 = add i32 %tl_lo0, %j1138
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i8, ptr %A_s, i64 %216
  %218 = fpext float %211 to double
  %219 = call i32 @tilec_rt_f8e4m3_from_double(double %218)
  %220 = trunc i32 %219 to i8
  store i8 %220, ptr %217, align 1
  %221 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !9

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j1142 = phi i32 [ 0, %if.end31 ], [ %233, %for.body40 ]
  %222 = icmp slt i32 %j1142, %184
  br i1 %222, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %223 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %224 = sext i32 %i124 to i64
  %225 = mul nsw i64 %224, 128
  %226 = add i32 %tl_hi1, %j1142
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %225, %227
  %229 = getelementptr inbounds i8, ptr %A_s, i64 %228
  %230 = fpext float %223 to double
  %231 = call i32 @tilec_rt_f8e4m3_from_double(double %230)
  %232 = trunc i32 %231 to i8
  store i8 %232, ptr %229, align 1
  %233 = add nsw i32 %j1142, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  %234 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !11

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  br label %for.cond82

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i149 = phi i32 [ 0, %if.then43 ], [ %287, %for.end58 ]
  %235 = icmp slt i32 %i149, 256
  br i1 %235, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %236 = add i32 %k, 1
  %237 = sext i32 %K to i64
  %238 = sdiv i64 %237, 128
  %239 = sub i64 0, %237
  %240 = select i1 false, i64 %239, i64 %238
  %241 = srem i64 %237, 128
  %242 = icmp ne i64 %241, 0
  %243 = icmp slt i64 %237, 0
  %244 = icmp eq i1 %243, false
  %245 = and i1 %242, %244
  %246 = zext i1 %245 to i64
  %247 = add i64 %240, %246
  %248 = trunc i64 %247 to i32
  %249 = icmp slt i32 %236, %248
  br i1 %249, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %263, %for.body54 ]
  %250 = icmp slt i32 %pf1, 2
  br i1 %250, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %251 = mul i32 %bx, 256
  %252 = add i32 %251, %i149
  %253 = sext i32 %252 to i64
  %254 = sext i32 %K to i64
  %255 = mul i64 %253, %254
  %256 = add i32 %k, 1
  %257 = mul i32 %256, 128
  %258 = mul i32 %pf1, 64
  %259 = add i32 %257, %258
  %260 = sext i32 %259 to i64
  %261 = add i64 %255, %260
  %262 = getelementptr i8, ptr %B, i64 %261
  call void @llvm.prefetch.p0(ptr %262, i32 0, i32 0, i32 1)
  %263 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !12

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j159 = phi i32 [ 0, %if.end52 ], [ %286, %for.body57 ]
  %264 = icmp slt i32 %j159, 128
  br i1 %264, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %265 = mul i32 %bx, 256
  %266 = add i32 %265, %i149
  %267 = sext i32 %266 to i64
  %268 = sext i32 %K to i64
  %269 = mul nsw i64 %267, %268
  %270 = mul i32 %k, 128
  %271 = add i32 %270, %j159
  %272 = sext i32 %271 to i64
  %273 = add nsw i64 %269, %272
  %274 = getelementptr inbounds i8, ptr %B, i64 %273
  %275 = load i8, ptr %274, align 1
  %276 = zext i8 %275 to i32
  %277 = call float @tilec_rt_f8e4m3_to_f32(i32 %276)
  %278 = sext i32 %i149 to i64
  %279 = mul nsw i64 %278, 128
  %280 = sext i32 %j159 to i64
  %281 = add nsw i64 %279, %280
  %282 = getelementptr inbounds i8, ptr %B_s, i64 %281
  %283 = fpext float %277 to double
  %284 = call i32 @tilec_rt_f8e4m3_from_double(double %283)
  %285 = trunc i32 %284 to i8
  store i8 %285, ptr %282, align 1
  %286 = add nsw i32 %j159, 1
  br label %for.cond56, !llvm.loop !13

for.end58:                                        ; preds = %for.cond56
  %287 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !14

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i163 = phi i32 [ 0, %if.else44 ], [ %413, %for.end80 ]
  %288 = icmp slt i32 %i163, 256
  br i1 %288, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %289 = mul i32 %k, 128
  %290 = sext i32 %289 to i64
  %291 = sub i64 0, %290
  %292 = icmp slt i64 %291, 0
  %293 = mul i32 %k, 128
  %294 = sext i32 %293 to i64
  %295 = sub i64 0, %294
  %296 = icmp sgt i64 %295, 128
  %297 = mul i32 %k, 128
  %298 = sext i32 %297 to i64
  %299 = sub i64 0, %298
  %300 = select i1 %296, i64 128, i64 %299
  %301 = select i1 %292, i64 0, i64 %300
  %tl_lo2 = trunc i64 %301 to i32
  %302 = sext i32 %K to i64
  %303 = mul i32 %k, 128
  %304 = sext i32 %303 to i64
  %305 = sub i64 %302, %304
  %306 = icmp slt i64 %305, 0
  %307 = sext i32 %K to i64
  %308 = mul i32 %k, 128
  %309 = sext i32 %308 to i64
  %310 = sub i64 %307, %309
  %311 = icmp sgt i64 %310, 128
  %312 = sext i32 %K to i64
  %313 = mul i32 %k, 128
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = select i1 %311, i64 128, i64 %315
  %317 = select i1 %306, i64 0, i64 %316
  %318 = sext i32 %tl_lo2 to i64
  %319 = icmp slt i64 %317, %318
  %320 = sext i32 %tl_lo2 to i64
  %321 = sext i32 %K to i64
  %322 = mul i32 %k, 128
  %323 = sext i32 %322 to i64
  %324 = sub i64 %321, %323
  %325 = icmp slt i64 %324, 0
  %326 = sext i32 %K to i64
  %327 = mul i32 %k, 128
  %328 = sext i32 %327 to i64
  %329 = sub i64 %326, %328
  %330 = icmp sgt i64 %329, 128
  %331 = sext i32 %K to i64
  %332 = mul i32 %k, 128
  %333 = sext i32 %332 to i64
  %334 = sub i64 %331, %333
  %335 = select i1 %330, i64 128, i64 %334
  %336 = select i1 %325, i64 0, i64 %335
  %337 = select i1 %319, i64 %320, i64 %336
  %tl_hi3 = trunc i64 %337 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j167 = phi i32 [ 0, %for.body61 ], [ %348, %for.body65 ]
  %338 = icmp slt i32 %j167, %tl_lo2
  br i1 %338, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %339 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %340 = sext i32 %i163 to i64
  %341 = mul nsw i64 %340, 128
  %342 = sext i32 %j167 to i64
  %343 = add nsw i64 %341, %342
  %344 = getelementptr inbounds i8, ptr %B_s, i64 %343
  %345 = fpext float %339 to double
  %346 = call i32 @tilec_rt_f8e4m3_from_double(double %345)
  %347 = trunc i32 %346 to i8
  store i8 %347, ptr %344, align 1
  %348 = add nsw i32 %j167, 1
  br label %for.cond64, !llvm.loop !15

for.end66:                                        ; preds = %for.cond64
  %349 = mul i32 %bx, 256
  %350 = sext i32 %349 to i64
  %351 = sext i32 %i163 to i64
  %352 = add i64 %350, %351
  %353 = icmp sle i64 0, %352
  %354 = mul i32 %bx, 256
  %355 = sext i32 %354 to i64
  %356 = sext i32 %i163 to i64
  %357 = add i64 %355, %356
  %358 = sext i32 %N to i64
  %359 = icmp slt i64 %357, %358
  %360 = and i1 %353, %359
  br i1 %360, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %361 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %362 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %363 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j12 = phi i32 [ 0, %if.then68 ], [ %388, %for.body72 ]
  %364 = icmp slt i32 %j12, %361
  br i1 %364, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %365 = mul i32 %bx, 256
  %366 = add i32 %365, %i163
  %367 = sext i32 %366 to i64
  %368 = sext i32 %K to i64
  %369 = mul nsw i64 %367, %368
  %370 = mul i32 %k, 128
  %371 = add i32 %tl_lo2, %j12
  %372 = add i32 %370, %371
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds i8, ptr %B, i64 %374
  %376 = load i8, ptr %375, align 1
  %377 = zext i8 %376 to i32
  %378 = call float @tilec_rt_f8e4m3_to_f32(i32 %377)
  %379 = sext i32 %i163 to i64
  %380 = mul nsw i64 %379, 128
  %381 = add i32 %tl_lo2, %j12
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %380, %382
  %384 = getelementptr inbounds i8, ptr %B_s, i64 %383
  %385 = fpext float %378 to double
  %386 = call i32 @tilec_rt_f8e4m3_from_double(double %385)
  %387 = trunc i32 %386 to i8
  store i8 %387, ptr %384, align 1
  %388 = add nsw i32 %j12, 1
  br label %for.cond71, !llvm.loop !16

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j1277 = phi i32 [ 0, %if.else69 ], [ %400, %for.body75 ]
  %389 = icmp slt i32 %j1277, %362
  br i1 %389, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %390 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %391 = sext i32 %i163 to i64
  %392 = mul nsw i64 %391, 128
  %393 = add i32 %tl_lo2, %j1277
  %394 = sext i32 %393 to i64
  %395 = add nsw i64 %392, %394
  %396 = getelementptr inbounds i8, ptr %B_s, i64 %395
  %397 = fpext float %390 to double
  %398 = call i32 @tilec_rt_f8e4m3_from_double(double %397)
  %399 = trunc i32 %398 to i8
  store i8 %399, ptr %396, align 1
  %400 = add nsw i32 %j1277, 1
  br label %for.cond74, !llvm.loop !17

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j1281 = phi i32 [ 0, %if.end70 ], [ %412, %for.body79 ]
  %401 = icmp slt i32 %j1281, %363
  br i1 %401, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %402 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %403 = sext i32 %i163 to i64
  %404 = mul nsw i64 %403, 128
  %405 = add i32 %tl_hi3, %j1281
  %406 = sext i32 %405 to i64
  %407 = add nsw i64 %404, %406
  %408 = getelementptr inbounds i8, ptr %B_s, i64 %407
  %409 = fpext float %402 to double
  %410 = call i32 @tilec_rt_f8e4m3_from_double(double %409)
  %411 = trunc i32 %410 to i8
  store i8 %411, ptr %408, align 1
  %412 = add nsw i32 %j1281, 1
  br label %for.cond78, !llvm.loop !18

for.end80:                                        ; preds = %for.cond78
  %413 = add nsw i32 %i163, 1
  br label %for.cond60, !llvm.loop !19

for.cond82:                                       ; preds = %for.end87, %if.end45
  %tl_i = phi i32 [ 0, %if.end45 ], [ %423, %for.end87 ]
  %414 = icmp slt i32 %tl_i, 128
  br i1 %414, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %415 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !20

for.cond85:                                       ; preds = %for.end90, %for.body83
  %tl_j = phi i32 [ 0, %for.body83 ], [ %450, %for.end90 ]
  %416 = icmp slt i32 %tl_j, 256
  br i1 %416, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %417 = sext i32 %tl_i to i64
  %418 = mul nsw i64 %417, 256
  %419 = sext i32 %tl_j to i64
  %420 = add nsw i64 %418, %419
  %421 = getelementptr inbounds float, ptr %C_f, i64 %420
  %422 = load float, ptr %421, align 4
  store float %422, ptr %tl_acc, align 4
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  %423 = add nsw i32 %tl_i, 1
  br label %for.cond82, !llvm.loop !21

for.cond88:                                       ; preds = %for.body89, %for.body86
  %tl_p = phi i32 [ 0, %for.body86 ], [ %443, %for.body89 ]
  %424 = icmp slt i32 %tl_p, 128
  br i1 %424, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %tl_acc91 = load float, ptr %tl_acc, align 4
  %425 = sext i32 %tl_i to i64
  %426 = mul nsw i64 %425, 128
  %427 = sext i32 %tl_p to i64
  %428 = add nsw i64 %426, %427
  %429 = getelementptr inbounds i8, ptr %A_s, i64 %428
  %430 = load i8, ptr %429, align 1
  %431 = zext i8 %430 to i32
  %432 = call float @tilec_rt_f8e4m3_to_f32(i32 %431)
  %433 = sext i32 %tl_j to i64
  %434 = mul nsw i64 %433, 128
  %435 = sext i32 %tl_p to i64
  %436 = add nsw i64 %434, %435
  %437 = getelementptr inbounds i8, ptr %B_s, i64 %436
  %438 = load i8, ptr %437, align 1
  %439 = zext i8 %438 to i32
  %440 = call float @tilec_rt_f8e4m3_to_f32(i32 %439)
  %441 = fmul float %432, %440
  %442 = fadd float %tl_acc91, %441
  store float %442, ptr %tl_acc, align 4
  %443 = add nsw i32 %tl_p, 1
  br label %for.cond88, !llvm.loop !22

for.end90:                                        ; preds = %for.cond88
  %444 = load float, ptr %tl_acc, align 4
  %445 = sext i32 %tl_i to i64
  %446 = mul nsw i64 %445, 256
  %447 = sext i32 %tl_j to i64
  %448 = add nsw i64 %446, %447
  %449 = getelementptr inbounds float, ptr %C_f, i64 %448
  store float %444, ptr %449, align 4
  %450 = add nsw i32 %tl_j, 1
  br label %for.cond85, !llvm.loop !23

for.cond92:                                       ; preds = %for.end97, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %484, %for.end97 ]
  %451 = icmp slt i32 %i, 128
  br i1 %451, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond95

for.end94:                                        ; preds = %for.cond92
  %452 = mul i32 %by, 128
  %453 = icmp sle i32 0, %452
  %454 = mul i32 %by, 128
  %455 = sext i32 %454 to i64
  %456 = add i64 %455, 128
  %457 = sext i32 %M to i64
  %458 = icmp sle i64 %456, %457
  %459 = and i1 %453, %458
  %460 = mul i32 %bx, 256
  %461 = icmp sle i32 0, %460
  %462 = mul i32 %bx, 256
  %463 = sext i32 %462 to i64
  %464 = add i64 %463, 256
  %465 = sext i32 %N to i64
  %466 = icmp sle i64 %464, %465
  %467 = and i1 %461, %466
  %468 = and i1 %459, %467
  br i1 %468, label %if.then98, label %if.else99

for.cond95:                                       ; preds = %for.body96, %for.body93
  %j = phi i32 [ 0, %for.body93 ], [ %483, %for.body96 ]
  %469 = icmp slt i32 %j, 256
  br i1 %469, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %470 = sext i32 %i to i64
  %471 = mul nsw i64 %470, 256
  %472 = sext i32 %j to i64
  %473 = add nsw i64 %471, %472
  %474 = getelementptr inbounds float, ptr %C_f, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = fmul float %scale_a, %scale_b
  %477 = fmul float %475, %476
  %478 = sext i32 %i to i64
  %479 = mul nsw i64 %478, 256
  %480 = sext i32 %j to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %C_f, i64 %481
  store float %477, ptr %482, align 4
  %483 = add nsw i32 %j, 1
  br label %for.cond95, !llvm.loop !24

for.end97:                                        ; preds = %for.cond95
  %484 = add nsw i32 %i, 1
  br label %for.cond92, !llvm.loop !25

if.then98:                                        ; preds = %for.end94
  br label %for.cond101

if.else99:                                        ; preds = %for.end94
  br label %for.cond107

if.end100:                                        ; preds = %for.end109, %for.end103
  ret void

for.cond101:                                      ; preds = %for.end106, %if.then98
  %i2 = phi i32 [ 0, %if.then98 ], [ %518, %for.end106 ]
  %485 = icmp slt i32 %i2, 128
  br i1 %485, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  br label %for.cond104

for.end103:                                       ; preds = %for.cond101
  br label %if.end100

for.cond104:                                      ; preds = %for.body105, %for.body102
  %j2 = phi i32 [ 0, %for.body102 ], [ %517, %for.body105 ]
  %486 = icmp slt i32 %j2, 256
  br i1 %486, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  %487 = sext i32 %i2 to i64
  %488 = mul nsw i64 %487, 256
  %489 = sext i32 %j2 to i64
  %490 = add nsw i64 %488, %489
  %491 = getelementptr inbounds float, ptr %C_f, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = bitcast float %492 to i32
  %494 = lshr i32 %493, 16
  %495 = and i32 %494, 1
  %496 = add i32 %493, 32767
  %497 = add i32 %496, %495
  %498 = and i32 %497, -65536
  %499 = or i32 %493, 4194304
  %500 = and i32 %499, -65536
  %501 = fcmp uno float %492, %492
  %502 = select i1 %501, i32 %500, i32 %498
  %503 = bitcast i32 %502 to float
  %504 = mul i32 %by, 128
  %505 = add i32 %504, %i2
  %506 = sext i32 %505 to i64
  %507 = sext i32 %N to i64
  %508 = mul nsw i64 %506, %507
  %509 = mul i32 %bx, 256
  %510 = add i32 %509, %j2
  %511 = sext i32 %510 to i64
  %512 = add nsw i64 %508, %511
  %513 = getelementptr inbounds i16, ptr %C, i64 %512
  %514 = bitcast float %503 to i32
  %515 = lshr i32 %514, 16
  %516 = trunc i32 %515 to i16
  store i16 %516, ptr %513, align 2
  %517 = add nsw i32 %j2, 1
  br label %for.cond104, !llvm.loop !26

for.end106:                                       ; preds = %for.cond104
  %518 = add nsw i32 %i2, 1
  br label %for.cond101, !llvm.loop !27

for.cond107:                                      ; preds = %if.end113, %if.else99
  %i2110 = phi i32 [ 0, %if.else99 ], [ %582, %if.end113 ]
  %519 = icmp slt i32 %i2110, 128
  br i1 %519, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %520 = mul i32 %bx, 256
  %521 = sext i32 %520 to i64
  %522 = sub i64 0, %521
  %523 = icmp slt i64 %522, 0
  %524 = mul i32 %bx, 256
  %525 = sext i32 %524 to i64
  %526 = sub i64 0, %525
  %527 = icmp sgt i64 %526, 256
  %528 = mul i32 %bx, 256
  %529 = sext i32 %528 to i64
  %530 = sub i64 0, %529
  %531 = select i1 %527, i64 256, i64 %530
  %532 = select i1 %523, i64 0, i64 %531
  %tl_lo4 = trunc i64 %532 to i32
  %533 = sext i32 %N to i64
  %534 = mul i32 %bx, 256
  %535 = sext i32 %534 to i64
  %536 = sub i64 %533, %535
  %537 = icmp slt i64 %536, 0
  %538 = sext i32 %N to i64
  %539 = mul i32 %bx, 256
  %540 = sext i32 %539 to i64
  %541 = sub i64 %538, %540
  %542 = icmp sgt i64 %541, 256
  %543 = sext i32 %N to i64
  %544 = mul i32 %bx, 256
  %545 = sext i32 %544 to i64
  %546 = sub i64 %543, %545
  %547 = select i1 %542, i64 256, i64 %546
  %548 = select i1 %537, i64 0, i64 %547
  %549 = sext i32 %tl_lo4 to i64
  %550 = icmp slt i64 %548, %549
  %551 = sext i32 %tl_lo4 to i64
  %552 = sext i32 %N to i64
  %553 = mul i32 %bx, 256
  %554 = sext i32 %553 to i64
  %555 = sub i64 %552, %554
  %556 = icmp slt i64 %555, 0
  %557 = sext i32 %N to i64
  %558 = mul i32 %bx, 256
  %559 = sext i32 %558 to i64
  %560 = sub i64 %557, %559
  %561 = icmp sgt i64 %560, 256
  %562 = sext i32 %N to i64
  %563 = mul i32 %bx, 256
  %564 = sext i32 %563 to i64
  %565 = sub i64 %562, %564
  %566 = select i1 %561, i64 256, i64 %565
  %567 = select i1 %556, i64 0, i64 %566
  %568 = select i1 %550, i64 %551, i64 %567
  %tl_hi5 = trunc i64 %568 to i32
  %569 = mul i32 %by, 128
  %570 = sext i32 %569 to i64
  %571 = sext i32 %i2110 to i64
  %572 = add i64 %570, %571
  %573 = icmp sle i64 0, %572
  %574 = mul i32 %by, 128
  %575 = sext i32 %574 to i64
  %576 = sext i32 %i2110 to i64
  %577 = add i64 %575, %576
  %578 = sext i32 %M to i64
  %579 = icmp slt i64 %577, %578
  %580 = and i1 %573, %579
  br i1 %580, label %if.then111, label %if.else112

for.end109:                                       ; preds = %for.cond107
  br label %if.end100

if.then111:                                       ; preds = %for.body108
  %581 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond114

if.else112:                                       ; preds = %for.body108
  br label %if.end113

if.end113:                                        ; preds = %if.else112, %for.end116
  %582 = add nsw i32 %i2110, 1
  br label %for.cond107, !llvm.loop !28

for.cond114:                                      ; preds = %for.body115, %if.then111
  %j21 = phi i32 [ 0, %if.then111 ], [ %616, %for.body115 ]
  %583 = icmp slt i32 %j21, %581
  br i1 %583, label %for.body115, label %for.end116

for.body115:                                      ; preds = %for.cond114
  %584 = sext i32 %i2110 to i64
  %585 = mul nsw i64 %584, 256
  %586 = add i32 %tl_lo4, %j21
  %587 = sext i32 %586 to i64
  %588 = add nsw i64 %585, %587
  %589 = getelementptr inbounds float, ptr %C_f, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = bitcast float %590 to i32
  %592 = lshr i32 %591, 16
  %593 = and i32 %592, 1
  %594 = add i32 %591, 32767
  %595 = add i32 %594, %593
  %596 = and i32 %595, -65536
  %597 = or i32 %591, 4194304
  %598 = and i32 %597, -65536
  %599 = fcmp uno float %590, %590
  %600 = select i1 %599, i32 %598, i32 %596
  %601 = bitcast i32 %600 to float
  %602 = mul i32 %by, 128
  %603 = add i32 %602, %i2110
  %604 = sext i32 %603 to i64
  %605 = sext i32 %N to i64
  %606 = mul nsw i64 %604, %605
  %607 = mul i32 %bx, 256
  %608 = add i32 %tl_lo4, %j21
  %609 = add i32 %607, %608
  %610 = sext i32 %609 to i64
  %611 = add nsw i64 %606, %610
  %612 = getelementptr inbounds i16, ptr %C, i64 %611
  %613 = bitcast float %601 to i32
  %614 = lshr i32 %613, 16
  %615 = trunc i32 %614 to i16
  store i16 %615, ptr %612, align 2
  %616 = add nsw i32 %j21, 1
  br label %for.cond114, !llvm.loop !29

for.end116:                                       ; preds = %for.cond114
  br label %if.end113
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare float @tilec_rt_f8e4m3r(double)

; Function Attrs: nounwind
define internal void @fp8_gemm_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 3
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 4
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 8
  %17 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 2
  %22 = load i64, ptr %21, align 8
  %23 = srem i64 %block, %18
  %24 = sdiv i64 %block, %18
  %25 = srem i64 %24, %20
  %26 = mul i64 %18, %20
  %27 = sdiv i64 %block, %26
  %28 = trunc i64 %23 to i32
  %29 = trunc i64 %25 to i32
  call void @fp8_gemm_large_block(ptr %1, ptr %3, ptr %5, float %7, float %9, i32 %11, i32 %13, i32 %15, i32 %28, i32 %29)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_fp8_gemm_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_fp8_gemm_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %scale_a = load float, ptr %12, align 4
  %13 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 3
  store float %scale_a, ptr %13, align 4
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %scale_b = load float, ptr %15, align 4
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 4
  store float %scale_b, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 0
  %18 = load i64, ptr %17, align 8
  %M = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 5
  store i32 %M, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 1
  %21 = load i64, ptr %20, align 8
  %K = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 6
  store i32 %K, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 2
  %24 = load i64, ptr %23, align 8
  %N = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 7
  store i32 %N, ptr %25, align 4
  %26 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 8
  %27 = sext i32 %N to i64
  %28 = sdiv i64 %27, 256
  %29 = sub i64 0, %27
  %30 = select i1 false, i64 %29, i64 %28
  %31 = srem i64 %27, 256
  %32 = icmp ne i64 %31, 0
  %33 = icmp slt i64 %27, 0
  %34 = icmp eq i1 %33, false
  %35 = and i1 %32, %34
  %36 = zext i1 %35 to i64
  %37 = add i64 %30, %36
  %38 = trunc i64 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  store i64 %39, ptr %40, align 8
  %41 = icmp sgt i64 %39, 0
  %42 = mul i64 1, %39
  %43 = sext i32 %M to i64
  %44 = sdiv i64 %43, 128
  %45 = sub i64 0, %43
  %46 = select i1 false, i64 %45, i64 %44
  %47 = srem i64 %43, 128
  %48 = icmp ne i64 %47, 0
  %49 = icmp slt i64 %43, 0
  %50 = icmp eq i1 %49, false
  %51 = and i1 %48, %50
  %52 = zext i1 %51 to i64
  %53 = add i64 %46, %52
  %54 = trunc i64 %53 to i32
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  store i64 %55, ptr %56, align 8
  %57 = icmp sgt i64 %55, 0
  %58 = and i1 %41, %57
  %59 = mul i64 %42, %55
  %60 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  store i64 1, ptr %60, align 8
  %61 = and i1 %58, true
  %62 = mul i64 %59, 1
  br i1 %61, label %run, label %empty

run:                                              ; preds = %body
  %63 = call i32 @tilec_rt_run_blocks(i64 %62, i32 %nworkers, ptr @fp8_gemm_large_task, ptr %a)
  ret i32 %63

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @fp8_gemm_large_rows_block(ptr noalias %A, ptr noalias %B, ptr noalias %SA, ptr noalias %SB, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [16384 x i8], align 64
  %B_s = alloca [32768 x i8], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !30

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !31

for.cond4:                                        ; preds = %for.end84, %for.end
  %k = phi i32 [ 0, %for.end ], [ %415, %for.end84 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 128
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 128
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 128
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond92

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %39 = mul i32 %bx, 256
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %bx, 256
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 256
  %44 = sext i32 %N to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %k, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %k, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %K to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %108, %for.end19 ]
  %56 = icmp slt i32 %i110, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %57 = add i32 %k, 1
  %58 = sext i32 %K to i64
  %59 = sdiv i64 %58, 128
  %60 = sub i64 0, %58
  %61 = select i1 false, i64 %60, i64 %59
  %62 = srem i64 %58, 128
  %63 = icmp ne i64 %62, 0
  %64 = icmp slt i64 %58, 0
  %65 = icmp eq i1 %64, false
  %66 = and i1 %63, %65
  %67 = zext i1 %66 to i64
  %68 = add i64 %61, %67
  %69 = trunc i64 %68 to i32
  %70 = icmp slt i32 %57, %69
  br i1 %70, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %84, %for.body15 ]
  %71 = icmp slt i32 %pf, 2
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %by, 128
  %73 = add i32 %72, %i110
  %74 = sext i32 %73 to i64
  %75 = sext i32 %K to i64
  %76 = mul i64 %74, %75
  %77 = add i32 %k, 1
  %78 = mul i32 %77, 128
  %79 = mul i32 %pf, 64
  %80 = add i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = add i64 %76, %81
  %83 = getelementptr i8, ptr %A, i64 %82
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 0, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !32

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j120 = phi i32 [ 0, %if.end13 ], [ %107, %for.body18 ]
  %85 = icmp slt i32 %j120, 128
  br i1 %85, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %86 = mul i32 %by, 128
  %87 = add i32 %86, %i110
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 128
  %92 = add i32 %91, %j120
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i8, ptr %A, i64 %94
  %96 = load i8, ptr %95, align 1
  %97 = zext i8 %96 to i32
  %98 = call float @tilec_rt_f8e4m3_to_f32(i32 %97)
  %99 = sext i32 %i110 to i64
  %100 = mul nsw i64 %99, 128
  %101 = sext i32 %j120 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds i8, ptr %A_s, i64 %102
  %104 = fpext float %98 to double
  %105 = call i32 @tilec_rt_f8e4m3_from_double(double %104)
  %106 = trunc i32 %105 to i8
  store i8 %106, ptr %103, align 1
  %107 = add nsw i32 %j120, 1
  br label %for.cond17, !llvm.loop !33

for.end19:                                        ; preds = %for.cond17
  %108 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !34

for.cond21:                                       ; preds = %for.end41, %if.else
  %i124 = phi i32 [ 0, %if.else ], [ %234, %for.end41 ]
  %109 = icmp slt i32 %i124, 128
  br i1 %109, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %110 = mul i32 %k, 128
  %111 = sext i32 %110 to i64
  %112 = sub i64 0, %111
  %113 = icmp slt i64 %112, 0
  %114 = mul i32 %k, 128
  %115 = sext i32 %114 to i64
  %116 = sub i64 0, %115
  %117 = icmp sgt i64 %116, 128
  %118 = mul i32 %k, 128
  %119 = sext i32 %118 to i64
  %120 = sub i64 0, %119
  %121 = select i1 %117, i64 128, i64 %120
  %122 = select i1 %113, i64 0, i64 %121
  %tl_lo0 = trunc i64 %122 to i32
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 128
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 128
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 128
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 128
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 128, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = icmp slt i64 %138, %139
  %141 = sext i32 %tl_lo0 to i64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 128
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = icmp slt i64 %145, 0
  %147 = sext i32 %K to i64
  %148 = mul i32 %k, 128
  %149 = sext i32 %148 to i64
  %150 = sub i64 %147, %149
  %151 = icmp sgt i64 %150, 128
  %152 = sext i32 %K to i64
  %153 = mul i32 %k, 128
  %154 = sext i32 %153 to i64
  %155 = sub i64 %152, %154
  %156 = select i1 %151, i64 128, i64 %155
  %157 = select i1 %146, i64 0, i64 %156
  %158 = select i1 %140, i64 %141, i64 %157
  %tl_hi1 = trunc i64 %158 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %169, %for.body26 ]
  %159 = icmp slt i32 %j128, %tl_lo0
  br i1 %159, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %160 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %161 = sext i32 %i124 to i64
  %162 = mul nsw i64 %161, 128
  %163 = sext i32 %j128 to i64
  %164 = add nsw i64 %162, %163
  %165 = getelementptr inbounds i8, ptr %A_s, i64 %164
  %166 = fpext float %160 to double
  %167 = call i32 @tilec_rt_f8e4m3_from_double(double %166)
  %168 = trunc i32 %167 to i8
  store i8 %168, ptr %165, align 1
  %169 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !35

for.end27:                                        ; preds = %for.cond25
  %170 = mul i32 %by, 128
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i124 to i64
  %173 = add i64 %171, %172
  %174 = icmp sle i64 0, %173
  %175 = mul i32 %by, 128
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i124 to i64
  %178 = add i64 %176, %177
  %179 = sext i32 %M to i64
  %180 = icmp slt i64 %178, %179
  %181 = and i1 %174, %180
  br i1 %181, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %182 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %183 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %184 = sub i32 128, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j11 = phi i32 [ 0, %if.then29 ], [ %209, %for.body33 ]
  %185 = icmp slt i32 %j11, %182
  br i1 %185, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %186 = mul i32 %by, 128
  %187 = add i32 %186, %i124
  %188 = sext i32 %187 to i64
  %189 = sext i32 %K to i64
  %190 = mul nsw i64 %188, %189
  %191 = mul i32 %k, 128
  %192 = add i32 %tl_lo0, %j11
  %193 = add i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %190, %194
  %196 = getelementptr inbounds i8, ptr %A, i64 %195
  %197 = load i8, ptr %196, align 1
  %198 = zext i8 %197 to i32
  %199 = call float @tilec_rt_f8e4m3_to_f32(i32 %198)
  %200 = sext i32 %i124 to i64
  %201 = mul nsw i64 %200, 128
  %202 = add i32 %tl_lo0, %j11
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %201, %203
  %205 = getelementptr inbounds i8, ptr %A_s, i64 %204
  %206 = fpext float %199 to double
  %207 = call i32 @tilec_rt_f8e4m3_from_double(double %206)
  %208 = trunc i32 %207 to i8
  store i8 %208, ptr %205, align 1
  %209 = add nsw i32 %j11, 1
  br label %for.cond32, !llvm.loop !36

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j1138 = phi i32 [ 0, %if.else30 ], [ %221, %for.body36 ]
  %210 = icmp slt i32 %j1138, %183
  br i1 %210, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %211 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %212 = sext i32 %i124 to i64
  %213 = mul nsw i64 %212, 128
  %214 = add i32 %tl_lo0, %j1138
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i8, ptr %A_s, i64 %216
  %218 = fpext float %211 to double
  %219 = call i32 @tilec_rt_f8e4m3_from_double(double %218)
  %220 = trunc i32 %219 to i8
  store i8 %220, ptr %217, align 1
  %221 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !37

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j1142 = phi i32 [ 0, %if.end31 ], [ %233, %for.body40 ]
  %222 = icmp slt i32 %j1142, %184
  br i1 %222, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %223 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %224 = sext i32 %i124 to i64
  %225 = mul nsw i64 %224, 128
  %226 = add i32 %tl_hi1, %j1142
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %225, %227
  %229 = getelementptr inbounds i8, ptr %A_s, i64 %228
  %230 = fpext float %223 to double
  %231 = call i32 @tilec_rt_f8e4m3_from_double(double %230)
  %232 = trunc i32 %231 to i8
  store i8 %232, ptr %229, align 1
  %233 = add nsw i32 %j1142, 1
  br label %for.cond39, !llvm.loop !38

for.end41:                                        ; preds = %for.cond39
  %234 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !39

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  br label %for.cond82

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i149 = phi i32 [ 0, %if.then43 ], [ %287, %for.end58 ]
  %235 = icmp slt i32 %i149, 256
  br i1 %235, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %236 = add i32 %k, 1
  %237 = sext i32 %K to i64
  %238 = sdiv i64 %237, 128
  %239 = sub i64 0, %237
  %240 = select i1 false, i64 %239, i64 %238
  %241 = srem i64 %237, 128
  %242 = icmp ne i64 %241, 0
  %243 = icmp slt i64 %237, 0
  %244 = icmp eq i1 %243, false
  %245 = and i1 %242, %244
  %246 = zext i1 %245 to i64
  %247 = add i64 %240, %246
  %248 = trunc i64 %247 to i32
  %249 = icmp slt i32 %236, %248
  br i1 %249, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %263, %for.body54 ]
  %250 = icmp slt i32 %pf1, 2
  br i1 %250, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %251 = mul i32 %bx, 256
  %252 = add i32 %251, %i149
  %253 = sext i32 %252 to i64
  %254 = sext i32 %K to i64
  %255 = mul i64 %253, %254
  %256 = add i32 %k, 1
  %257 = mul i32 %256, 128
  %258 = mul i32 %pf1, 64
  %259 = add i32 %257, %258
  %260 = sext i32 %259 to i64
  %261 = add i64 %255, %260
  %262 = getelementptr i8, ptr %B, i64 %261
  call void @llvm.prefetch.p0(ptr %262, i32 0, i32 0, i32 1)
  %263 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !40

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j159 = phi i32 [ 0, %if.end52 ], [ %286, %for.body57 ]
  %264 = icmp slt i32 %j159, 128
  br i1 %264, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %265 = mul i32 %bx, 256
  %266 = add i32 %265, %i149
  %267 = sext i32 %266 to i64
  %268 = sext i32 %K to i64
  %269 = mul nsw i64 %267, %268
  %270 = mul i32 %k, 128
  %271 = add i32 %270, %j159
  %272 = sext i32 %271 to i64
  %273 = add nsw i64 %269, %272
  %274 = getelementptr inbounds i8, ptr %B, i64 %273
  %275 = load i8, ptr %274, align 1
  %276 = zext i8 %275 to i32
  %277 = call float @tilec_rt_f8e4m3_to_f32(i32 %276)
  %278 = sext i32 %i149 to i64
  %279 = mul nsw i64 %278, 128
  %280 = sext i32 %j159 to i64
  %281 = add nsw i64 %279, %280
  %282 = getelementptr inbounds i8, ptr %B_s, i64 %281
  %283 = fpext float %277 to double
  %284 = call i32 @tilec_rt_f8e4m3_from_double(double %283)
  %285 = trunc i32 %284 to i8
  store i8 %285, ptr %282, align 1
  %286 = add nsw i32 %j159, 1
  br label %for.cond56, !llvm.loop !41

for.end58:                                        ; preds = %for.cond56
  %287 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !42

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i163 = phi i32 [ 0, %if.else44 ], [ %413, %for.end80 ]
  %288 = icmp slt i32 %i163, 256
  br i1 %288, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %289 = mul i32 %k, 128
  %290 = sext i32 %289 to i64
  %291 = sub i64 0, %290
  %292 = icmp slt i64 %291, 0
  %293 = mul i32 %k, 128
  %294 = sext i32 %293 to i64
  %295 = sub i64 0, %294
  %296 = icmp sgt i64 %295, 128
  %297 = mul i32 %k, 128
  %298 = sext i32 %297 to i64
  %299 = sub i64 0, %298
  %300 = select i1 %296, i64 128, i64 %299
  %301 = select i1 %292, i64 0, i64 %300
  %tl_lo2 = trunc i64 %301 to i32
  %302 = sext i32 %K to i64
  %303 = mul i32 %k, 128
  %304 = sext i32 %303 to i64
  %305 = sub i64 %302, %304
  %306 = icmp slt i64 %305, 0
  %307 = sext i32 %K to i64
  %308 = mul i32 %k, 128
  %309 = sext i32 %308 to i64
  %310 = sub i64 %307, %309
  %311 = icmp sgt i64 %310, 128
  %312 = sext i32 %K to i64
  %313 = mul i32 %k, 128
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = select i1 %311, i64 128, i64 %315
  %317 = select i1 %306, i64 0, i64 %316
  %318 = sext i32 %tl_lo2 to i64
  %319 = icmp slt i64 %317, %318
  %320 = sext i32 %tl_lo2 to i64
  %321 = sext i32 %K to i64
  %322 = mul i32 %k, 128
  %323 = sext i32 %322 to i64
  %324 = sub i64 %321, %323
  %325 = icmp slt i64 %324, 0
  %326 = sext i32 %K to i64
  %327 = mul i32 %k, 128
  %328 = sext i32 %327 to i64
  %329 = sub i64 %326, %328
  %330 = icmp sgt i64 %329, 128
  %331 = sext i32 %K to i64
  %332 = mul i32 %k, 128
  %333 = sext i32 %332 to i64
  %334 = sub i64 %331, %333
  %335 = select i1 %330, i64 128, i64 %334
  %336 = select i1 %325, i64 0, i64 %335
  %337 = select i1 %319, i64 %320, i64 %336
  %tl_hi3 = trunc i64 %337 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j167 = phi i32 [ 0, %for.body61 ], [ %348, %for.body65 ]
  %338 = icmp slt i32 %j167, %tl_lo2
  br i1 %338, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %339 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %340 = sext i32 %i163 to i64
  %341 = mul nsw i64 %340, 128
  %342 = sext i32 %j167 to i64
  %343 = add nsw i64 %341, %342
  %344 = getelementptr inbounds i8, ptr %B_s, i64 %343
  %345 = fpext float %339 to double
  %346 = call i32 @tilec_rt_f8e4m3_from_double(double %345)
  %347 = trunc i32 %346 to i8
  store i8 %347, ptr %344, align 1
  %348 = add nsw i32 %j167, 1
  br label %for.cond64, !llvm.loop !43

for.end66:                                        ; preds = %for.cond64
  %349 = mul i32 %bx, 256
  %350 = sext i32 %349 to i64
  %351 = sext i32 %i163 to i64
  %352 = add i64 %350, %351
  %353 = icmp sle i64 0, %352
  %354 = mul i32 %bx, 256
  %355 = sext i32 %354 to i64
  %356 = sext i32 %i163 to i64
  %357 = add i64 %355, %356
  %358 = sext i32 %N to i64
  %359 = icmp slt i64 %357, %358
  %360 = and i1 %353, %359
  br i1 %360, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %361 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %362 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %363 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j12 = phi i32 [ 0, %if.then68 ], [ %388, %for.body72 ]
  %364 = icmp slt i32 %j12, %361
  br i1 %364, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %365 = mul i32 %bx, 256
  %366 = add i32 %365, %i163
  %367 = sext i32 %366 to i64
  %368 = sext i32 %K to i64
  %369 = mul nsw i64 %367, %368
  %370 = mul i32 %k, 128
  %371 = add i32 %tl_lo2, %j12
  %372 = add i32 %370, %371
  %373 = sext i32 %372 to i64
  %374 = add nsw i64 %369, %373
  %375 = getelementptr inbounds i8, ptr %B, i64 %374
  %376 = load i8, ptr %375, align 1
  %377 = zext i8 %376 to i32
  %378 = call float @tilec_rt_f8e4m3_to_f32(i32 %377)
  %379 = sext i32 %i163 to i64
  %380 = mul nsw i64 %379, 128
  %381 = add i32 %tl_lo2, %j12
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %380, %382
  %384 = getelementptr inbounds i8, ptr %B_s, i64 %383
  %385 = fpext float %378 to double
  %386 = call i32 @tilec_rt_f8e4m3_from_double(double %385)
  %387 = trunc i32 %386 to i8
  store i8 %387, ptr %384, align 1
  %388 = add nsw i32 %j12, 1
  br label %for.cond71, !llvm.loop !44

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j1277 = phi i32 [ 0, %if.else69 ], [ %400, %for.body75 ]
  %389 = icmp slt i32 %j1277, %362
  br i1 %389, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %390 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %391 = sext i32 %i163 to i64
  %392 = mul nsw i64 %391, 128
  %393 = add i32 %tl_lo2, %j1277
  %394 = sext i32 %393 to i64
  %395 = add nsw i64 %392, %394
  %396 = getelementptr inbounds i8, ptr %B_s, i64 %395
  %397 = fpext float %390 to double
  %398 = call i32 @tilec_rt_f8e4m3_from_double(double %397)
  %399 = trunc i32 %398 to i8
  store i8 %399, ptr %396, align 1
  %400 = add nsw i32 %j1277, 1
  br label %for.cond74, !llvm.loop !45

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j1281 = phi i32 [ 0, %if.end70 ], [ %412, %for.body79 ]
  %401 = icmp slt i32 %j1281, %363
  br i1 %401, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %402 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %403 = sext i32 %i163 to i64
  %404 = mul nsw i64 %403, 128
  %405 = add i32 %tl_hi3, %j1281
  %406 = sext i32 %405 to i64
  %407 = add nsw i64 %404, %406
  %408 = getelementptr inbounds i8, ptr %B_s, i64 %407
  %409 = fpext float %402 to double
  %410 = call i32 @tilec_rt_f8e4m3_from_double(double %409)
  %411 = trunc i32 %410 to i8
  store i8 %411, ptr %408, align 1
  %412 = add nsw i32 %j1281, 1
  br label %for.cond78, !llvm.loop !46

for.end80:                                        ; preds = %for.cond78
  %413 = add nsw i32 %i163, 1
  br label %for.cond60, !llvm.loop !47

for.cond82:                                       ; preds = %for.end87, %if.end45
  %tl_i = phi i32 [ 0, %if.end45 ], [ %423, %for.end87 ]
  %414 = icmp slt i32 %tl_i, 128
  br i1 %414, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %415 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !48

for.cond85:                                       ; preds = %for.end90, %for.body83
  %tl_j = phi i32 [ 0, %for.body83 ], [ %450, %for.end90 ]
  %416 = icmp slt i32 %tl_j, 256
  br i1 %416, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %417 = sext i32 %tl_i to i64
  %418 = mul nsw i64 %417, 256
  %419 = sext i32 %tl_j to i64
  %420 = add nsw i64 %418, %419
  %421 = getelementptr inbounds float, ptr %C_f, i64 %420
  %422 = load float, ptr %421, align 4
  store float %422, ptr %tl_acc, align 4
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  %423 = add nsw i32 %tl_i, 1
  br label %for.cond82, !llvm.loop !49

for.cond88:                                       ; preds = %for.body89, %for.body86
  %tl_p = phi i32 [ 0, %for.body86 ], [ %443, %for.body89 ]
  %424 = icmp slt i32 %tl_p, 128
  br i1 %424, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %tl_acc91 = load float, ptr %tl_acc, align 4
  %425 = sext i32 %tl_i to i64
  %426 = mul nsw i64 %425, 128
  %427 = sext i32 %tl_p to i64
  %428 = add nsw i64 %426, %427
  %429 = getelementptr inbounds i8, ptr %A_s, i64 %428
  %430 = load i8, ptr %429, align 1
  %431 = zext i8 %430 to i32
  %432 = call float @tilec_rt_f8e4m3_to_f32(i32 %431)
  %433 = sext i32 %tl_j to i64
  %434 = mul nsw i64 %433, 128
  %435 = sext i32 %tl_p to i64
  %436 = add nsw i64 %434, %435
  %437 = getelementptr inbounds i8, ptr %B_s, i64 %436
  %438 = load i8, ptr %437, align 1
  %439 = zext i8 %438 to i32
  %440 = call float @tilec_rt_f8e4m3_to_f32(i32 %439)
  %441 = fmul float %432, %440
  %442 = fadd float %tl_acc91, %441
  store float %442, ptr %tl_acc, align 4
  %443 = add nsw i32 %tl_p, 1
  br label %for.cond88, !llvm.loop !50

for.end90:                                        ; preds = %for.cond88
  %444 = load float, ptr %tl_acc, align 4
  %445 = sext i32 %tl_i to i64
  %446 = mul nsw i64 %445, 256
  %447 = sext i32 %tl_j to i64
  %448 = add nsw i64 %446, %447
  %449 = getelementptr inbounds float, ptr %C_f, i64 %448
  store float %444, ptr %449, align 4
  %450 = add nsw i32 %tl_j, 1
  br label %for.cond85, !llvm.loop !51

for.cond92:                                       ; preds = %for.end97, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %477, %for.end97 ]
  %451 = icmp slt i32 %i, 128
  br i1 %451, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond95

for.end94:                                        ; preds = %for.cond92
  %452 = mul i32 %by, 128
  %453 = icmp sle i32 0, %452
  %454 = mul i32 %by, 128
  %455 = sext i32 %454 to i64
  %456 = add i64 %455, 128
  %457 = sext i32 %M to i64
  %458 = icmp sle i64 %456, %457
  %459 = and i1 %453, %458
  %460 = mul i32 %bx, 256
  %461 = icmp sle i32 0, %460
  %462 = mul i32 %bx, 256
  %463 = sext i32 %462 to i64
  %464 = add i64 %463, 256
  %465 = sext i32 %N to i64
  %466 = icmp sle i64 %464, %465
  %467 = and i1 %461, %466
  %468 = and i1 %459, %467
  br i1 %468, label %if.then104, label %if.else105

for.cond95:                                       ; preds = %if.end100, %for.body93
  %j = phi i32 [ 0, %for.body93 ], [ %491, %if.end100 ]
  %469 = icmp slt i32 %j, 256
  br i1 %469, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %470 = mul i32 %by, 128
  %471 = add i32 %470, %i
  %472 = icmp slt i32 %471, %M
  %473 = mul i32 %bx, 256
  %474 = add i32 %473, %j
  %475 = icmp slt i32 %474, %N
  %476 = and i1 %472, %475
  br i1 %476, label %if.then98, label %if.else99

for.end97:                                        ; preds = %for.cond95
  %477 = add nsw i32 %i, 1
  br label %for.cond92, !llvm.loop !52

if.then98:                                        ; preds = %for.body96
  %478 = sext i32 %i to i64
  %479 = mul nsw i64 %478, 256
  %480 = sext i32 %j to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %C_f, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = mul i32 %by, 128
  %485 = add i32 %484, %i
  %486 = icmp sle i32 0, %485
  %487 = mul i32 %by, 128
  %488 = add i32 %487, %i
  %489 = icmp slt i32 %488, %M
  %490 = and i1 %486, %489
  br i1 %490, label %sel.then, label %sel.else

if.else99:                                        ; preds = %for.body96
  br label %if.end100

if.end100:                                        ; preds = %if.else99, %sel.end103
  %491 = add nsw i32 %j, 1
  br label %for.cond95, !llvm.loop !53

sel.then:                                         ; preds = %if.then98
  %492 = mul i32 %by, 128
  %493 = add i32 %492, %i
  %494 = sext i32 %493 to i64
  %495 = getelementptr inbounds float, ptr %SA, i64 %494
  %496 = load float, ptr %495, align 4
  br label %sel.end

sel.else:                                         ; preds = %if.then98
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %497 = phi float [ %496, %sel.then ], [ 0.000000e+00, %sel.else ]
  %498 = fmul float %483, %497
  %499 = mul i32 %bx, 256
  %500 = add i32 %499, %j
  %501 = icmp sle i32 0, %500
  %502 = mul i32 %bx, 256
  %503 = add i32 %502, %j
  %504 = icmp slt i32 %503, %N
  %505 = and i1 %501, %504
  br i1 %505, label %sel.then101, label %sel.else102

sel.then101:                                      ; preds = %sel.end
  %506 = mul i32 %bx, 256
  %507 = add i32 %506, %j
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds float, ptr %SB, i64 %508
  %510 = load float, ptr %509, align 4
  br label %sel.end103

sel.else102:                                      ; preds = %sel.end
  br label %sel.end103

sel.end103:                                       ; preds = %sel.else102, %sel.then101
  %511 = phi float [ %510, %sel.then101 ], [ 0.000000e+00, %sel.else102 ]
  %512 = fmul float %498, %511
  %513 = sext i32 %i to i64
  %514 = mul nsw i64 %513, 256
  %515 = sext i32 %j to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %C_f, i64 %516
  store float %512, ptr %517, align 4
  br label %if.end100

if.then104:                                       ; preds = %for.end94
  br label %for.cond107

if.else105:                                       ; preds = %for.end94
  br label %for.cond113

if.end106:                                        ; preds = %for.end115, %for.end109
  ret void

for.cond107:                                      ; preds = %for.end112, %if.then104
  %i2 = phi i32 [ 0, %if.then104 ], [ %551, %for.end112 ]
  %518 = icmp slt i32 %i2, 128
  br i1 %518, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  br label %for.cond110

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %for.body108
  %j2 = phi i32 [ 0, %for.body108 ], [ %550, %for.body111 ]
  %519 = icmp slt i32 %j2, 256
  br i1 %519, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %520 = sext i32 %i2 to i64
  %521 = mul nsw i64 %520, 256
  %522 = sext i32 %j2 to i64
  %523 = add nsw i64 %521, %522
  %524 = getelementptr inbounds float, ptr %C_f, i64 %523
  %525 = load float, ptr %524, align 4
  %526 = bitcast float %525 to i32
  %527 = lshr i32 %526, 16
  %528 = and i32 %527, 1
  %529 = add i32 %526, 32767
  %530 = add i32 %529, %528
  %531 = and i32 %530, -65536
  %532 = or i32 %526, 4194304
  %533 = and i32 %532, -65536
  %534 = fcmp uno float %525, %525
  %535 = select i1 %534, i32 %533, i32 %531
  %536 = bitcast i32 %535 to float
  %537 = mul i32 %by, 128
  %538 = add i32 %537, %i2
  %539 = sext i32 %538 to i64
  %540 = sext i32 %N to i64
  %541 = mul nsw i64 %539, %540
  %542 = mul i32 %bx, 256
  %543 = add i32 %542, %j2
  %544 = sext i32 %543 to i64
  %545 = add nsw i64 %541, %544
  %546 = getelementptr inbounds i16, ptr %C, i64 %545
  %547 = bitcast float %536 to i32
  %548 = lshr i32 %547, 16
  %549 = trunc i32 %548 to i16
  store i16 %549, ptr %546, align 2
  %550 = add nsw i32 %j2, 1
  br label %for.cond110, !llvm.loop !54

for.end112:                                       ; preds = %for.cond110
  %551 = add nsw i32 %i2, 1
  br label %for.cond107, !llvm.loop !55

for.cond113:                                      ; preds = %if.end119, %if.else105
  %i2116 = phi i32 [ 0, %if.else105 ], [ %615, %if.end119 ]
  %552 = icmp slt i32 %i2116, 128
  br i1 %552, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %553 = mul i32 %bx, 256
  %554 = sext i32 %553 to i64
  %555 = sub i64 0, %554
  %556 = icmp slt i64 %555, 0
  %557 = mul i32 %bx, 256
  %558 = sext i32 %557 to i64
  %559 = sub i64 0, %558
  %560 = icmp sgt i64 %559, 256
  %561 = mul i32 %bx, 256
  %562 = sext i32 %561 to i64
  %563 = sub i64 0, %562
  %564 = select i1 %560, i64 256, i64 %563
  %565 = select i1 %556, i64 0, i64 %564
  %tl_lo4 = trunc i64 %565 to i32
  %566 = sext i32 %N to i64
  %567 = mul i32 %bx, 256
  %568 = sext i32 %567 to i64
  %569 = sub i64 %566, %568
  %570 = icmp slt i64 %569, 0
  %571 = sext i32 %N to i64
  %572 = mul i32 %bx, 256
  %573 = sext i32 %572 to i64
  %574 = sub i64 %571, %573
  %575 = icmp sgt i64 %574, 256
  %576 = sext i32 %N to i64
  %577 = mul i32 %bx, 256
  %578 = sext i32 %577 to i64
  %579 = sub i64 %576, %578
  %580 = select i1 %575, i64 256, i64 %579
  %581 = select i1 %570, i64 0, i64 %580
  %582 = sext i32 %tl_lo4 to i64
  %583 = icmp slt i64 %581, %582
  %584 = sext i32 %tl_lo4 to i64
  %585 = sext i32 %N to i64
  %586 = mul i32 %bx, 256
  %587 = sext i32 %586 to i64
  %588 = sub i64 %585, %587
  %589 = icmp slt i64 %588, 0
  %590 = sext i32 %N to i64
  %591 = mul i32 %bx, 256
  %592 = sext i32 %591 to i64
  %593 = sub i64 %590, %592
  %594 = icmp sgt i64 %593, 256
  %595 = sext i32 %N to i64
  %596 = mul i32 %bx, 256
  %597 = sext i32 %596 to i64
  %598 = sub i64 %595, %597
  %599 = select i1 %594, i64 256, i64 %598
  %600 = select i1 %589, i64 0, i64 %599
  %601 = select i1 %583, i64 %584, i64 %600
  %tl_hi5 = trunc i64 %601 to i32
  %602 = mul i32 %by, 128
  %603 = sext i32 %602 to i64
  %604 = sext i32 %i2116 to i64
  %605 = add i64 %603, %604
  %606 = icmp sle i64 0, %605
  %607 = mul i32 %by, 128
  %608 = sext i32 %607 to i64
  %609 = sext i32 %i2116 to i64
  %610 = add i64 %608, %609
  %611 = sext i32 %M to i64
  %612 = icmp slt i64 %610, %611
  %613 = and i1 %606, %612
  br i1 %613, label %if.then117, label %if.else118

for.end115:                                       ; preds = %for.cond113
  br label %if.end106

if.then117:                                       ; preds = %for.body114
  %614 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond120

if.else118:                                       ; preds = %for.body114
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %for.end122
  %615 = add nsw i32 %i2116, 1
  br label %for.cond113, !llvm.loop !56

for.cond120:                                      ; preds = %for.body121, %if.then117
  %j21 = phi i32 [ 0, %if.then117 ], [ %649, %for.body121 ]
  %616 = icmp slt i32 %j21, %614
  br i1 %616, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %617 = sext i32 %i2116 to i64
  %618 = mul nsw i64 %617, 256
  %619 = add i32 %tl_lo4, %j21
  %620 = sext i32 %619 to i64
  %621 = add nsw i64 %618, %620
  %622 = getelementptr inbounds float, ptr %C_f, i64 %621
  %623 = load float, ptr %622, align 4
  %624 = bitcast float %623 to i32
  %625 = lshr i32 %624, 16
  %626 = and i32 %625, 1
  %627 = add i32 %624, 32767
  %628 = add i32 %627, %626
  %629 = and i32 %628, -65536
  %630 = or i32 %624, 4194304
  %631 = and i32 %630, -65536
  %632 = fcmp uno float %623, %623
  %633 = select i1 %632, i32 %631, i32 %629
  %634 = bitcast i32 %633 to float
  %635 = mul i32 %by, 128
  %636 = add i32 %635, %i2116
  %637 = sext i32 %636 to i64
  %638 = sext i32 %N to i64
  %639 = mul nsw i64 %637, %638
  %640 = mul i32 %bx, 256
  %641 = add i32 %tl_lo4, %j21
  %642 = add i32 %640, %641
  %643 = sext i32 %642 to i64
  %644 = add nsw i64 %639, %643
  %645 = getelementptr inbounds i16, ptr %C, i64 %644
  %646 = bitcast float %634 to i32
  %647 = lshr i32 %646, 16
  %648 = trunc i32 %647 to i16
  store i16 %648, ptr %645, align 2
  %649 = add nsw i32 %j21, 1
  br label %for.cond120, !llvm.loop !57

for.end122:                                       ; preds = %for.cond120
  br label %if.end119
}

; Function Attrs: nounwind
define internal void @fp8_gemm_large_rows_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 8
  %17 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 2
  %22 = load i64, ptr %21, align 8
  %23 = srem i64 %block, %18
  %24 = sdiv i64 %block, %18
  %25 = srem i64 %24, %20
  %26 = mul i64 %18, %20
  %27 = sdiv i64 %block, %26
  %28 = trunc i64 %23 to i32
  %29 = trunc i64 %25 to i32
  call void @fp8_gemm_large_rows_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, i32 %11, i32 %13, i32 %15, i32 %28, i32 %29)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_fp8_gemm_large_rows(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_fp8_gemm_large_rows, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds i64, ptr %dims, i64 0
  %18 = load i64, ptr %17, align 8
  %M = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 5
  store i32 %M, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 1
  %21 = load i64, ptr %20, align 8
  %K = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 6
  store i32 %K, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 2
  %24 = load i64, ptr %23, align 8
  %N = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 7
  store i32 %N, ptr %25, align 4
  %26 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 8
  %27 = sext i32 %N to i64
  %28 = sdiv i64 %27, 256
  %29 = sub i64 0, %27
  %30 = select i1 false, i64 %29, i64 %28
  %31 = srem i64 %27, 256
  %32 = icmp ne i64 %31, 0
  %33 = icmp slt i64 %27, 0
  %34 = icmp eq i1 %33, false
  %35 = and i1 %32, %34
  %36 = zext i1 %35 to i64
  %37 = add i64 %30, %36
  %38 = trunc i64 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  store i64 %39, ptr %40, align 8
  %41 = icmp sgt i64 %39, 0
  %42 = mul i64 1, %39
  %43 = sext i32 %M to i64
  %44 = sdiv i64 %43, 128
  %45 = sub i64 0, %43
  %46 = select i1 false, i64 %45, i64 %44
  %47 = srem i64 %43, 128
  %48 = icmp ne i64 %47, 0
  %49 = icmp slt i64 %43, 0
  %50 = icmp eq i1 %49, false
  %51 = and i1 %48, %50
  %52 = zext i1 %51 to i64
  %53 = add i64 %46, %52
  %54 = trunc i64 %53 to i32
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  store i64 %55, ptr %56, align 8
  %57 = icmp sgt i64 %55, 0
  %58 = and i1 %41, %57
  %59 = mul i64 %42, %55
  %60 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  store i64 1, ptr %60, align 8
  %61 = and i1 %58, true
  %62 = mul i64 %59, 1
  br i1 %61, label %run, label %empty

run:                                              ; preds = %body
  %63 = call i32 @tilec_rt_run_blocks(i64 %62, i32 %nworkers, ptr @fp8_gemm_large_rows_task, ptr %a)
  ret i32 %63

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
