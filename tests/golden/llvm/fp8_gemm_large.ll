; ModuleID = 'fp8_gemm_large.tile'
source_filename = "fp8_gemm_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_fp8_gemm_large = type { ptr, ptr, ptr, float, float, i32, i32, i32, [3 x i64] }
%tilec_args_fp8_gemm_large_rows = type { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @fp8_gemm_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, float %scale_a, float %scale_b, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [16384 x i8], align 64
  %B_s = alloca [32768 x i8], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_acc = alloca float, align 8
  %tl_stream0 = alloca [256 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 128
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 128
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j1, 256
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end84, %for.end
  %k = phi i32 [ 0, %for.end ], [ %403, %for.end84 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 128
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 128
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 128
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond92

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %51 = mul i32 %bx, 256
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %bx, 256
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 256
  %56 = sext i32 %N to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %k, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %k, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %K to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %108, %for.end19 ]
  %68 = icmp slt i32 %i110, 128
  br i1 %68, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %69 = add i32 %k, 1
  %70 = icmp slt i32 %69, %24
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
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 3, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !5

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
  br label %for.cond17, !llvm.loop !6

for.end19:                                        ; preds = %for.cond17
  %108 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !7

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
  br label %for.cond25, !llvm.loop !8

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
  br label %for.cond32, !llvm.loop !9

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
  br label %for.cond35, !llvm.loop !10

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
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  %234 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !12

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  br label %for.cond82

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i149 = phi i32 [ 0, %if.then43 ], [ %275, %for.end58 ]
  %235 = icmp slt i32 %i149, 256
  br i1 %235, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %236 = add i32 %k, 1
  %237 = icmp slt i32 %236, %24
  br i1 %237, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %251, %for.body54 ]
  %238 = icmp slt i32 %pf1, 2
  br i1 %238, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %239 = mul i32 %bx, 256
  %240 = add i32 %239, %i149
  %241 = sext i32 %240 to i64
  %242 = sext i32 %K to i64
  %243 = mul i64 %241, %242
  %244 = add i32 %k, 1
  %245 = mul i32 %244, 128
  %246 = mul i32 %pf1, 64
  %247 = add i32 %245, %246
  %248 = sext i32 %247 to i64
  %249 = add i64 %243, %248
  %250 = getelementptr i8, ptr %B, i64 %249
  call void @llvm.prefetch.p0(ptr %250, i32 0, i32 3, i32 1)
  %251 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j159 = phi i32 [ 0, %if.end52 ], [ %274, %for.body57 ]
  %252 = icmp slt i32 %j159, 128
  br i1 %252, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %253 = mul i32 %bx, 256
  %254 = add i32 %253, %i149
  %255 = sext i32 %254 to i64
  %256 = sext i32 %K to i64
  %257 = mul nsw i64 %255, %256
  %258 = mul i32 %k, 128
  %259 = add i32 %258, %j159
  %260 = sext i32 %259 to i64
  %261 = add nsw i64 %257, %260
  %262 = getelementptr inbounds i8, ptr %B, i64 %261
  %263 = load i8, ptr %262, align 1
  %264 = zext i8 %263 to i32
  %265 = call float @tilec_rt_f8e4m3_to_f32(i32 %264)
  %266 = sext i32 %i149 to i64
  %267 = mul nsw i64 %266, 128
  %268 = sext i32 %j159 to i64
  %269 = add nsw i64 %267, %268
  %270 = getelementptr inbounds i8, ptr %B_s, i64 %269
  %271 = fpext float %265 to double
  %272 = call i32 @tilec_rt_f8e4m3_from_double(double %271)
  %273 = trunc i32 %272 to i8
  store i8 %273, ptr %270, align 1
  %274 = add nsw i32 %j159, 1
  br label %for.cond56, !llvm.loop !14

for.end58:                                        ; preds = %for.cond56
  %275 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !15

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i163 = phi i32 [ 0, %if.else44 ], [ %401, %for.end80 ]
  %276 = icmp slt i32 %i163, 256
  br i1 %276, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %277 = mul i32 %k, 128
  %278 = sext i32 %277 to i64
  %279 = sub i64 0, %278
  %280 = icmp slt i64 %279, 0
  %281 = mul i32 %k, 128
  %282 = sext i32 %281 to i64
  %283 = sub i64 0, %282
  %284 = icmp sgt i64 %283, 128
  %285 = mul i32 %k, 128
  %286 = sext i32 %285 to i64
  %287 = sub i64 0, %286
  %288 = select i1 %284, i64 128, i64 %287
  %289 = select i1 %280, i64 0, i64 %288
  %tl_lo2 = trunc i64 %289 to i32
  %290 = sext i32 %K to i64
  %291 = mul i32 %k, 128
  %292 = sext i32 %291 to i64
  %293 = sub i64 %290, %292
  %294 = icmp slt i64 %293, 0
  %295 = sext i32 %K to i64
  %296 = mul i32 %k, 128
  %297 = sext i32 %296 to i64
  %298 = sub i64 %295, %297
  %299 = icmp sgt i64 %298, 128
  %300 = sext i32 %K to i64
  %301 = mul i32 %k, 128
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = select i1 %299, i64 128, i64 %303
  %305 = select i1 %294, i64 0, i64 %304
  %306 = sext i32 %tl_lo2 to i64
  %307 = icmp slt i64 %305, %306
  %308 = sext i32 %tl_lo2 to i64
  %309 = sext i32 %K to i64
  %310 = mul i32 %k, 128
  %311 = sext i32 %310 to i64
  %312 = sub i64 %309, %311
  %313 = icmp slt i64 %312, 0
  %314 = sext i32 %K to i64
  %315 = mul i32 %k, 128
  %316 = sext i32 %315 to i64
  %317 = sub i64 %314, %316
  %318 = icmp sgt i64 %317, 128
  %319 = sext i32 %K to i64
  %320 = mul i32 %k, 128
  %321 = sext i32 %320 to i64
  %322 = sub i64 %319, %321
  %323 = select i1 %318, i64 128, i64 %322
  %324 = select i1 %313, i64 0, i64 %323
  %325 = select i1 %307, i64 %308, i64 %324
  %tl_hi3 = trunc i64 %325 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j167 = phi i32 [ 0, %for.body61 ], [ %336, %for.body65 ]
  %326 = icmp slt i32 %j167, %tl_lo2
  br i1 %326, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %327 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %328 = sext i32 %i163 to i64
  %329 = mul nsw i64 %328, 128
  %330 = sext i32 %j167 to i64
  %331 = add nsw i64 %329, %330
  %332 = getelementptr inbounds i8, ptr %B_s, i64 %331
  %333 = fpext float %327 to double
  %334 = call i32 @tilec_rt_f8e4m3_from_double(double %333)
  %335 = trunc i32 %334 to i8
  store i8 %335, ptr %332, align 1
  %336 = add nsw i32 %j167, 1
  br label %for.cond64, !llvm.loop !16

for.end66:                                        ; preds = %for.cond64
  %337 = mul i32 %bx, 256
  %338 = sext i32 %337 to i64
  %339 = sext i32 %i163 to i64
  %340 = add i64 %338, %339
  %341 = icmp sle i64 0, %340
  %342 = mul i32 %bx, 256
  %343 = sext i32 %342 to i64
  %344 = sext i32 %i163 to i64
  %345 = add i64 %343, %344
  %346 = sext i32 %N to i64
  %347 = icmp slt i64 %345, %346
  %348 = and i1 %341, %347
  br i1 %348, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %349 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %350 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %351 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j12 = phi i32 [ 0, %if.then68 ], [ %376, %for.body72 ]
  %352 = icmp slt i32 %j12, %349
  br i1 %352, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %353 = mul i32 %bx, 256
  %354 = add i32 %353, %i163
  %355 = sext i32 %354 to i64
  %356 = sext i32 %K to i64
  %357 = mul nsw i64 %355, %356
  %358 = mul i32 %k, 128
  %359 = add i32 %tl_lo2, %j12
  %360 = add i32 %358, %359
  %361 = sext i32 %360 to i64
  %362 = add nsw i64 %357, %361
  %363 = getelementptr inbounds i8, ptr %B, i64 %362
  %364 = load i8, ptr %363, align 1
  %365 = zext i8 %364 to i32
  %366 = call float @tilec_rt_f8e4m3_to_f32(i32 %365)
  %367 = sext i32 %i163 to i64
  %368 = mul nsw i64 %367, 128
  %369 = add i32 %tl_lo2, %j12
  %370 = sext i32 %369 to i64
  %371 = add nsw i64 %368, %370
  %372 = getelementptr inbounds i8, ptr %B_s, i64 %371
  %373 = fpext float %366 to double
  %374 = call i32 @tilec_rt_f8e4m3_from_double(double %373)
  %375 = trunc i32 %374 to i8
  store i8 %375, ptr %372, align 1
  %376 = add nsw i32 %j12, 1
  br label %for.cond71, !llvm.loop !17

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j1277 = phi i32 [ 0, %if.else69 ], [ %388, %for.body75 ]
  %377 = icmp slt i32 %j1277, %350
  br i1 %377, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %378 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %379 = sext i32 %i163 to i64
  %380 = mul nsw i64 %379, 128
  %381 = add i32 %tl_lo2, %j1277
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %380, %382
  %384 = getelementptr inbounds i8, ptr %B_s, i64 %383
  %385 = fpext float %378 to double
  %386 = call i32 @tilec_rt_f8e4m3_from_double(double %385)
  %387 = trunc i32 %386 to i8
  store i8 %387, ptr %384, align 1
  %388 = add nsw i32 %j1277, 1
  br label %for.cond74, !llvm.loop !18

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j1281 = phi i32 [ 0, %if.end70 ], [ %400, %for.body79 ]
  %389 = icmp slt i32 %j1281, %351
  br i1 %389, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %390 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %391 = sext i32 %i163 to i64
  %392 = mul nsw i64 %391, 128
  %393 = add i32 %tl_hi3, %j1281
  %394 = sext i32 %393 to i64
  %395 = add nsw i64 %392, %394
  %396 = getelementptr inbounds i8, ptr %B_s, i64 %395
  %397 = fpext float %390 to double
  %398 = call i32 @tilec_rt_f8e4m3_from_double(double %397)
  %399 = trunc i32 %398 to i8
  store i8 %399, ptr %396, align 1
  %400 = add nsw i32 %j1281, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %401 = add nsw i32 %i163, 1
  br label %for.cond60, !llvm.loop !20

for.cond82:                                       ; preds = %for.end87, %if.end45
  %tl_i = phi i32 [ 0, %if.end45 ], [ %411, %for.end87 ]
  %402 = icmp slt i32 %tl_i, 128
  br i1 %402, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %403 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !21

for.cond85:                                       ; preds = %for.end90, %for.body83
  %tl_j = phi i32 [ 0, %for.body83 ], [ %438, %for.end90 ]
  %404 = icmp slt i32 %tl_j, 256
  br i1 %404, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %405 = sext i32 %tl_i to i64
  %406 = mul nsw i64 %405, 256
  %407 = sext i32 %tl_j to i64
  %408 = add nsw i64 %406, %407
  %409 = getelementptr inbounds float, ptr %C_f, i64 %408
  %410 = load float, ptr %409, align 4
  store float %410, ptr %tl_acc, align 4
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  %411 = add nsw i32 %tl_i, 1
  br label %for.cond82, !llvm.loop !22

for.cond88:                                       ; preds = %for.body89, %for.body86
  %tl_p = phi i32 [ 0, %for.body86 ], [ %431, %for.body89 ]
  %412 = icmp slt i32 %tl_p, 128
  br i1 %412, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %tl_acc91 = load float, ptr %tl_acc, align 4
  %413 = sext i32 %tl_i to i64
  %414 = mul nsw i64 %413, 128
  %415 = sext i32 %tl_p to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds i8, ptr %A_s, i64 %416
  %418 = load i8, ptr %417, align 1
  %419 = zext i8 %418 to i32
  %420 = call float @tilec_rt_f8e4m3_to_f32(i32 %419)
  %421 = sext i32 %tl_j to i64
  %422 = mul nsw i64 %421, 128
  %423 = sext i32 %tl_p to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds i8, ptr %B_s, i64 %424
  %426 = load i8, ptr %425, align 1
  %427 = zext i8 %426 to i32
  %428 = call float @tilec_rt_f8e4m3_to_f32(i32 %427)
  %429 = fmul float %420, %428
  %430 = fadd float %tl_acc91, %429
  store float %430, ptr %tl_acc, align 4
  %431 = add nsw i32 %tl_p, 1
  br label %for.cond88, !llvm.loop !23

for.end90:                                        ; preds = %for.cond88
  %432 = load float, ptr %tl_acc, align 4
  %433 = sext i32 %tl_i to i64
  %434 = mul nsw i64 %433, 256
  %435 = sext i32 %tl_j to i64
  %436 = add nsw i64 %434, %435
  %437 = getelementptr inbounds float, ptr %C_f, i64 %436
  store float %432, ptr %437, align 4
  %438 = add nsw i32 %tl_j, 1
  br label %for.cond85, !llvm.loop !24

for.cond92:                                       ; preds = %for.end97, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %472, %for.end97 ]
  %439 = icmp slt i32 %i, 128
  br i1 %439, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond95

for.end94:                                        ; preds = %for.cond92
  %440 = mul i32 %by, 128
  %441 = icmp sle i32 0, %440
  %442 = mul i32 %by, 128
  %443 = sext i32 %442 to i64
  %444 = add i64 %443, 128
  %445 = sext i32 %M to i64
  %446 = icmp sle i64 %444, %445
  %447 = and i1 %441, %446
  %448 = mul i32 %bx, 256
  %449 = icmp sle i32 0, %448
  %450 = mul i32 %bx, 256
  %451 = sext i32 %450 to i64
  %452 = add i64 %451, 256
  %453 = sext i32 %N to i64
  %454 = icmp sle i64 %452, %453
  %455 = and i1 %449, %454
  %456 = and i1 %447, %455
  br i1 %456, label %if.then98, label %if.else99

for.cond95:                                       ; preds = %for.body96, %for.body93
  %j = phi i32 [ 0, %for.body93 ], [ %471, %for.body96 ]
  %457 = icmp slt i32 %j, 256
  br i1 %457, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %458 = sext i32 %i to i64
  %459 = mul nsw i64 %458, 256
  %460 = sext i32 %j to i64
  %461 = add nsw i64 %459, %460
  %462 = getelementptr inbounds float, ptr %C_f, i64 %461
  %463 = load float, ptr %462, align 4
  %464 = fmul float %scale_a, %scale_b
  %465 = fmul float %463, %464
  %466 = sext i32 %i to i64
  %467 = mul nsw i64 %466, 256
  %468 = sext i32 %j to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds float, ptr %C_f, i64 %469
  store float %465, ptr %470, align 4
  %471 = add nsw i32 %j, 1
  br label %for.cond95, !llvm.loop !25

for.end97:                                        ; preds = %for.cond95
  %472 = add nsw i32 %i, 1
  br label %for.cond92, !llvm.loop !26

if.then98:                                        ; preds = %for.end94
  br label %for.cond101

if.else99:                                        ; preds = %for.end94
  br label %for.cond113

if.end100:                                        ; preds = %for.end115, %for.end103
  ret void

for.cond101:                                      ; preds = %if.end106, %if.then98
  %i2 = phi i32 [ 0, %if.then98 ], [ %478, %if.end106 ]
  %473 = icmp slt i32 %i2, 128
  br i1 %473, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %474 = sext i32 %M to i64
  %475 = sext i32 %N to i64
  %476 = mul i64 %474, %475
  %477 = icmp sge i64 %476, 16777216
  br i1 %477, label %if.then104, label %if.else105

for.end103:                                       ; preds = %for.cond101
  br label %if.end100

if.then104:                                       ; preds = %for.body102
  br label %for.cond107

if.else105:                                       ; preds = %for.body102
  br label %for.cond110

if.end106:                                        ; preds = %for.end112, %for.end109
  %478 = add nsw i32 %i2, 1
  br label %for.cond101, !llvm.loop !27

for.cond107:                                      ; preds = %for.body108, %if.then104
  %tl_c1 = phi i32 [ 0, %if.then104 ], [ %502, %for.body108 ]
  %479 = icmp slt i32 %tl_c1, 256
  br i1 %479, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %480 = sext i32 %i2 to i64
  %481 = mul nsw i64 %480, 256
  %482 = sext i32 %tl_c1 to i64
  %483 = add nsw i64 %481, %482
  %484 = getelementptr inbounds float, ptr %C_f, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = bitcast float %485 to i32
  %487 = lshr i32 %486, 16
  %488 = and i32 %487, 1
  %489 = add i32 %486, 32767
  %490 = add i32 %489, %488
  %491 = and i32 %490, -65536
  %492 = or i32 %486, 4194304
  %493 = and i32 %492, -65536
  %494 = fcmp uno float %485, %485
  %495 = select i1 %494, i32 %493, i32 %491
  %496 = bitcast i32 %495 to float
  %497 = sext i32 %tl_c1 to i64
  %498 = getelementptr inbounds i16, ptr %tl_stream0, i64 %497
  %499 = bitcast float %496 to i32
  %500 = lshr i32 %499, 16
  %501 = trunc i32 %500 to i16
  store i16 %501, ptr %498, align 2
  %502 = add nsw i32 %tl_c1, 1
  br label %for.cond107, !llvm.loop !28

for.end109:                                       ; preds = %for.cond107
  %503 = mul i32 %by, 128
  %504 = add i32 %503, %i2
  %505 = sext i32 %504 to i64
  %506 = sext i32 %N to i64
  %507 = mul nsw i64 %505, %506
  %508 = mul i32 %bx, 256
  %509 = add i32 %508, 0
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %507, %510
  %512 = getelementptr inbounds i16, ptr %C, i64 %511
  %513 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %512, ptr %513, i64 512)
  br label %if.end106

for.cond110:                                      ; preds = %for.body111, %if.else105
  %j2 = phi i32 [ 0, %if.else105 ], [ %545, %for.body111 ]
  %514 = icmp slt i32 %j2, 256
  br i1 %514, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  %515 = sext i32 %i2 to i64
  %516 = mul nsw i64 %515, 256
  %517 = sext i32 %j2 to i64
  %518 = add nsw i64 %516, %517
  %519 = getelementptr inbounds float, ptr %C_f, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = bitcast float %520 to i32
  %522 = lshr i32 %521, 16
  %523 = and i32 %522, 1
  %524 = add i32 %521, 32767
  %525 = add i32 %524, %523
  %526 = and i32 %525, -65536
  %527 = or i32 %521, 4194304
  %528 = and i32 %527, -65536
  %529 = fcmp uno float %520, %520
  %530 = select i1 %529, i32 %528, i32 %526
  %531 = bitcast i32 %530 to float
  %532 = mul i32 %by, 128
  %533 = add i32 %532, %i2
  %534 = sext i32 %533 to i64
  %535 = sext i32 %N to i64
  %536 = mul nsw i64 %534, %535
  %537 = mul i32 %bx, 256
  %538 = add i32 %537, %j2
  %539 = sext i32 %538 to i64
  %540 = add nsw i64 %536, %539
  %541 = getelementptr inbounds i16, ptr %C, i64 %540
  %542 = bitcast float %531 to i32
  %543 = lshr i32 %542, 16
  %544 = trunc i32 %543 to i16
  store i16 %544, ptr %541, align 2
  %545 = add nsw i32 %j2, 1
  br label %for.cond110, !llvm.loop !29

for.end112:                                       ; preds = %for.cond110
  br label %if.end106

for.cond113:                                      ; preds = %if.end119, %if.else99
  %i2116 = phi i32 [ 0, %if.else99 ], [ %612, %if.end119 ]
  %546 = icmp slt i32 %i2116, 128
  br i1 %546, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %547 = mul i32 %bx, 256
  %548 = sext i32 %547 to i64
  %549 = sub i64 0, %548
  %550 = icmp slt i64 %549, 0
  %551 = mul i32 %bx, 256
  %552 = sext i32 %551 to i64
  %553 = sub i64 0, %552
  %554 = icmp sgt i64 %553, 256
  %555 = mul i32 %bx, 256
  %556 = sext i32 %555 to i64
  %557 = sub i64 0, %556
  %558 = select i1 %554, i64 256, i64 %557
  %559 = select i1 %550, i64 0, i64 %558
  %tl_lo4 = trunc i64 %559 to i32
  %560 = sext i32 %N to i64
  %561 = mul i32 %bx, 256
  %562 = sext i32 %561 to i64
  %563 = sub i64 %560, %562
  %564 = icmp slt i64 %563, 0
  %565 = sext i32 %N to i64
  %566 = mul i32 %bx, 256
  %567 = sext i32 %566 to i64
  %568 = sub i64 %565, %567
  %569 = icmp sgt i64 %568, 256
  %570 = sext i32 %N to i64
  %571 = mul i32 %bx, 256
  %572 = sext i32 %571 to i64
  %573 = sub i64 %570, %572
  %574 = select i1 %569, i64 256, i64 %573
  %575 = select i1 %564, i64 0, i64 %574
  %576 = sext i32 %tl_lo4 to i64
  %577 = icmp slt i64 %575, %576
  %578 = sext i32 %tl_lo4 to i64
  %579 = sext i32 %N to i64
  %580 = mul i32 %bx, 256
  %581 = sext i32 %580 to i64
  %582 = sub i64 %579, %581
  %583 = icmp slt i64 %582, 0
  %584 = sext i32 %N to i64
  %585 = mul i32 %bx, 256
  %586 = sext i32 %585 to i64
  %587 = sub i64 %584, %586
  %588 = icmp sgt i64 %587, 256
  %589 = sext i32 %N to i64
  %590 = mul i32 %bx, 256
  %591 = sext i32 %590 to i64
  %592 = sub i64 %589, %591
  %593 = select i1 %588, i64 256, i64 %592
  %594 = select i1 %583, i64 0, i64 %593
  %595 = select i1 %577, i64 %578, i64 %594
  %tl_hi5 = trunc i64 %595 to i32
  %596 = mul i32 %by, 128
  %597 = sext i32 %596 to i64
  %598 = sext i32 %i2116 to i64
  %599 = add i64 %597, %598
  %600 = icmp sle i64 0, %599
  %601 = mul i32 %by, 128
  %602 = sext i32 %601 to i64
  %603 = sext i32 %i2116 to i64
  %604 = add i64 %602, %603
  %605 = sext i32 %M to i64
  %606 = icmp slt i64 %604, %605
  %607 = and i1 %600, %606
  br i1 %607, label %if.then117, label %if.else118

for.end115:                                       ; preds = %for.cond113
  br label %if.end100

if.then117:                                       ; preds = %for.body114
  %608 = sext i32 %M to i64
  %609 = sext i32 %N to i64
  %610 = mul i64 %608, %609
  %611 = icmp sge i64 %610, 16777216
  br i1 %611, label %if.then120, label %if.else121

if.else118:                                       ; preds = %for.body114
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %if.end122
  %612 = add nsw i32 %i2116, 1
  br label %for.cond113, !llvm.loop !30

if.then120:                                       ; preds = %if.then117
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %613 = sext i32 %tl_sn4 to i64
  %614 = sdiv i64 %613, 2048
  %615 = sub i64 0, %613
  %616 = select i1 false, i64 %615, i64 %614
  %617 = srem i64 %613, 2048
  %618 = icmp ne i64 %617, 0
  %619 = icmp slt i64 %613, 0
  %620 = icmp eq i1 %619, false
  %621 = and i1 %618, %620
  %622 = zext i1 %621 to i64
  %623 = add i64 %616, %622
  %624 = trunc i64 %623 to i32
  br label %for.cond123

if.else121:                                       ; preds = %if.then117
  %625 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond129

if.end122:                                        ; preds = %for.end131, %for.end125
  br label %if.end119

for.cond123:                                      ; preds = %for.end128, %if.then120
  %tl_c5 = phi i32 [ 0, %if.then120 ], [ %671, %for.end128 ]
  %626 = icmp slt i32 %tl_c5, %624
  br i1 %626, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %tl_sb6 = mul i32 %tl_c5, 2048
  %627 = sub i32 %tl_sn4, %tl_sb6
  %628 = icmp slt i32 %627, 2048
  %629 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %628, i32 %629, i32 2048
  br label %for.cond126

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond126:                                      ; preds = %for.body127, %for.body124
  %tl_c8 = phi i32 [ 0, %for.body124 ], [ %655, %for.body127 ]
  %630 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %630, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %631 = sext i32 %i2116 to i64
  %632 = mul nsw i64 %631, 256
  %633 = add i32 %tl_sb6, %tl_c8
  %634 = add i32 %tl_lo4, %633
  %635 = sext i32 %634 to i64
  %636 = add nsw i64 %632, %635
  %637 = getelementptr inbounds float, ptr %C_f, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = bitcast float %638 to i32
  %640 = lshr i32 %639, 16
  %641 = and i32 %640, 1
  %642 = add i32 %639, 32767
  %643 = add i32 %642, %641
  %644 = and i32 %643, -65536
  %645 = or i32 %639, 4194304
  %646 = and i32 %645, -65536
  %647 = fcmp uno float %638, %638
  %648 = select i1 %647, i32 %646, i32 %644
  %649 = bitcast i32 %648 to float
  %650 = sext i32 %tl_c8 to i64
  %651 = getelementptr inbounds i16, ptr %tl_stream3, i64 %650
  %652 = bitcast float %649 to i32
  %653 = lshr i32 %652, 16
  %654 = trunc i32 %653 to i16
  store i16 %654, ptr %651, align 2
  %655 = add nsw i32 %tl_c8, 1
  br label %for.cond126, !llvm.loop !31

for.end128:                                       ; preds = %for.cond126
  %656 = sext i32 %tl_sm7 to i64
  %657 = mul i32 %by, 128
  %658 = add i32 %657, %i2116
  %659 = sext i32 %658 to i64
  %660 = sext i32 %N to i64
  %661 = mul nsw i64 %659, %660
  %662 = mul i32 %bx, 256
  %663 = add i32 %tl_sb6, 0
  %664 = add i32 %tl_lo4, %663
  %665 = add i32 %662, %664
  %666 = sext i32 %665 to i64
  %667 = add nsw i64 %661, %666
  %668 = getelementptr inbounds i16, ptr %C, i64 %667
  %669 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %670 = mul i64 %656, 2
  call void @tilec_rt_stream(ptr %668, ptr %669, i64 %670)
  %671 = add nsw i32 %tl_c5, 1
  br label %for.cond123, !llvm.loop !32

for.cond129:                                      ; preds = %for.body130, %if.else121
  %j21 = phi i32 [ 0, %if.else121 ], [ %705, %for.body130 ]
  %672 = icmp slt i32 %j21, %625
  br i1 %672, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %673 = sext i32 %i2116 to i64
  %674 = mul nsw i64 %673, 256
  %675 = add i32 %tl_lo4, %j21
  %676 = sext i32 %675 to i64
  %677 = add nsw i64 %674, %676
  %678 = getelementptr inbounds float, ptr %C_f, i64 %677
  %679 = load float, ptr %678, align 4
  %680 = bitcast float %679 to i32
  %681 = lshr i32 %680, 16
  %682 = and i32 %681, 1
  %683 = add i32 %680, 32767
  %684 = add i32 %683, %682
  %685 = and i32 %684, -65536
  %686 = or i32 %680, 4194304
  %687 = and i32 %686, -65536
  %688 = fcmp uno float %679, %679
  %689 = select i1 %688, i32 %687, i32 %685
  %690 = bitcast i32 %689 to float
  %691 = mul i32 %by, 128
  %692 = add i32 %691, %i2116
  %693 = sext i32 %692 to i64
  %694 = sext i32 %N to i64
  %695 = mul nsw i64 %693, %694
  %696 = mul i32 %bx, 256
  %697 = add i32 %tl_lo4, %j21
  %698 = add i32 %696, %697
  %699 = sext i32 %698 to i64
  %700 = add nsw i64 %695, %699
  %701 = getelementptr inbounds i16, ptr %C, i64 %700
  %702 = bitcast float %690 to i32
  %703 = lshr i32 %702, 16
  %704 = trunc i32 %703 to i16
  store i16 %704, ptr %701, align 2
  %705 = add nsw i32 %j21, 1
  br label %for.cond129, !llvm.loop !33

for.end131:                                       ; preds = %for.cond129
  br label %if.end122
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare float @tilec_rt_f8e4m3r(double)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @fp8_gemm_large_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_fp8_gemm_large(ptr %args, ptr %dims, ptr %self) #2 {
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

; Function Attrs: noinline nounwind
define internal void @fp8_gemm_large_rows_block(ptr noalias %A, ptr noalias %B, ptr noalias %SA, ptr noalias %SB, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [16384 x i8], align 64
  %B_s = alloca [32768 x i8], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_acc = alloca float, align 8
  %tl_stream0 = alloca [256 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 128
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 128
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j1, 256
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 256
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !34

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !35

for.cond4:                                        ; preds = %for.end84, %for.end
  %k = phi i32 [ 0, %for.end ], [ %403, %for.end84 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 128
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 128
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 128
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 128
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 128
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 128
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond92

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  %51 = mul i32 %bx, 256
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %bx, 256
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 256
  %56 = sext i32 %N to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %k, 128
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %k, 128
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 128
  %64 = sext i32 %K to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then43, label %if.else44

for.cond7:                                        ; preds = %for.end19, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %108, %for.end19 ]
  %68 = icmp slt i32 %i110, 128
  br i1 %68, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %69 = add i32 %k, 1
  %70 = icmp slt i32 %69, %24
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
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 3, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !36

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
  br label %for.cond17, !llvm.loop !37

for.end19:                                        ; preds = %for.cond17
  %108 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !38

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
  br label %for.cond25, !llvm.loop !39

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
  br label %for.cond32, !llvm.loop !40

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
  br label %for.cond35, !llvm.loop !41

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
  br label %for.cond39, !llvm.loop !42

for.end41:                                        ; preds = %for.cond39
  %234 = add nsw i32 %i124, 1
  br label %for.cond21, !llvm.loop !43

if.then43:                                        ; preds = %if.end
  br label %for.cond46

if.else44:                                        ; preds = %if.end
  br label %for.cond60

if.end45:                                         ; preds = %for.end62, %for.end48
  br label %for.cond82

for.cond46:                                       ; preds = %for.end58, %if.then43
  %i149 = phi i32 [ 0, %if.then43 ], [ %275, %for.end58 ]
  %235 = icmp slt i32 %i149, 256
  br i1 %235, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %236 = add i32 %k, 1
  %237 = icmp slt i32 %236, %24
  br i1 %237, label %if.then50, label %if.else51

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

if.then50:                                        ; preds = %for.body47
  br label %for.cond53

if.else51:                                        ; preds = %for.body47
  br label %if.end52

if.end52:                                         ; preds = %if.else51, %for.end55
  br label %for.cond56

for.cond53:                                       ; preds = %for.body54, %if.then50
  %pf1 = phi i32 [ 0, %if.then50 ], [ %251, %for.body54 ]
  %238 = icmp slt i32 %pf1, 2
  br i1 %238, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %239 = mul i32 %bx, 256
  %240 = add i32 %239, %i149
  %241 = sext i32 %240 to i64
  %242 = sext i32 %K to i64
  %243 = mul i64 %241, %242
  %244 = add i32 %k, 1
  %245 = mul i32 %244, 128
  %246 = mul i32 %pf1, 64
  %247 = add i32 %245, %246
  %248 = sext i32 %247 to i64
  %249 = add i64 %243, %248
  %250 = getelementptr i8, ptr %B, i64 %249
  call void @llvm.prefetch.p0(ptr %250, i32 0, i32 3, i32 1)
  %251 = add nsw i32 %pf1, 1
  br label %for.cond53, !llvm.loop !44

for.end55:                                        ; preds = %for.cond53
  br label %if.end52

for.cond56:                                       ; preds = %for.body57, %if.end52
  %j159 = phi i32 [ 0, %if.end52 ], [ %274, %for.body57 ]
  %252 = icmp slt i32 %j159, 128
  br i1 %252, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %253 = mul i32 %bx, 256
  %254 = add i32 %253, %i149
  %255 = sext i32 %254 to i64
  %256 = sext i32 %K to i64
  %257 = mul nsw i64 %255, %256
  %258 = mul i32 %k, 128
  %259 = add i32 %258, %j159
  %260 = sext i32 %259 to i64
  %261 = add nsw i64 %257, %260
  %262 = getelementptr inbounds i8, ptr %B, i64 %261
  %263 = load i8, ptr %262, align 1
  %264 = zext i8 %263 to i32
  %265 = call float @tilec_rt_f8e4m3_to_f32(i32 %264)
  %266 = sext i32 %i149 to i64
  %267 = mul nsw i64 %266, 128
  %268 = sext i32 %j159 to i64
  %269 = add nsw i64 %267, %268
  %270 = getelementptr inbounds i8, ptr %B_s, i64 %269
  %271 = fpext float %265 to double
  %272 = call i32 @tilec_rt_f8e4m3_from_double(double %271)
  %273 = trunc i32 %272 to i8
  store i8 %273, ptr %270, align 1
  %274 = add nsw i32 %j159, 1
  br label %for.cond56, !llvm.loop !45

for.end58:                                        ; preds = %for.cond56
  %275 = add nsw i32 %i149, 1
  br label %for.cond46, !llvm.loop !46

for.cond60:                                       ; preds = %for.end80, %if.else44
  %i163 = phi i32 [ 0, %if.else44 ], [ %401, %for.end80 ]
  %276 = icmp slt i32 %i163, 256
  br i1 %276, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %277 = mul i32 %k, 128
  %278 = sext i32 %277 to i64
  %279 = sub i64 0, %278
  %280 = icmp slt i64 %279, 0
  %281 = mul i32 %k, 128
  %282 = sext i32 %281 to i64
  %283 = sub i64 0, %282
  %284 = icmp sgt i64 %283, 128
  %285 = mul i32 %k, 128
  %286 = sext i32 %285 to i64
  %287 = sub i64 0, %286
  %288 = select i1 %284, i64 128, i64 %287
  %289 = select i1 %280, i64 0, i64 %288
  %tl_lo2 = trunc i64 %289 to i32
  %290 = sext i32 %K to i64
  %291 = mul i32 %k, 128
  %292 = sext i32 %291 to i64
  %293 = sub i64 %290, %292
  %294 = icmp slt i64 %293, 0
  %295 = sext i32 %K to i64
  %296 = mul i32 %k, 128
  %297 = sext i32 %296 to i64
  %298 = sub i64 %295, %297
  %299 = icmp sgt i64 %298, 128
  %300 = sext i32 %K to i64
  %301 = mul i32 %k, 128
  %302 = sext i32 %301 to i64
  %303 = sub i64 %300, %302
  %304 = select i1 %299, i64 128, i64 %303
  %305 = select i1 %294, i64 0, i64 %304
  %306 = sext i32 %tl_lo2 to i64
  %307 = icmp slt i64 %305, %306
  %308 = sext i32 %tl_lo2 to i64
  %309 = sext i32 %K to i64
  %310 = mul i32 %k, 128
  %311 = sext i32 %310 to i64
  %312 = sub i64 %309, %311
  %313 = icmp slt i64 %312, 0
  %314 = sext i32 %K to i64
  %315 = mul i32 %k, 128
  %316 = sext i32 %315 to i64
  %317 = sub i64 %314, %316
  %318 = icmp sgt i64 %317, 128
  %319 = sext i32 %K to i64
  %320 = mul i32 %k, 128
  %321 = sext i32 %320 to i64
  %322 = sub i64 %319, %321
  %323 = select i1 %318, i64 128, i64 %322
  %324 = select i1 %313, i64 0, i64 %323
  %325 = select i1 %307, i64 %308, i64 %324
  %tl_hi3 = trunc i64 %325 to i32
  br label %for.cond64

for.end62:                                        ; preds = %for.cond60
  br label %if.end45

for.cond64:                                       ; preds = %for.body65, %for.body61
  %j167 = phi i32 [ 0, %for.body61 ], [ %336, %for.body65 ]
  %326 = icmp slt i32 %j167, %tl_lo2
  br i1 %326, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %327 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %328 = sext i32 %i163 to i64
  %329 = mul nsw i64 %328, 128
  %330 = sext i32 %j167 to i64
  %331 = add nsw i64 %329, %330
  %332 = getelementptr inbounds i8, ptr %B_s, i64 %331
  %333 = fpext float %327 to double
  %334 = call i32 @tilec_rt_f8e4m3_from_double(double %333)
  %335 = trunc i32 %334 to i8
  store i8 %335, ptr %332, align 1
  %336 = add nsw i32 %j167, 1
  br label %for.cond64, !llvm.loop !47

for.end66:                                        ; preds = %for.cond64
  %337 = mul i32 %bx, 256
  %338 = sext i32 %337 to i64
  %339 = sext i32 %i163 to i64
  %340 = add i64 %338, %339
  %341 = icmp sle i64 0, %340
  %342 = mul i32 %bx, 256
  %343 = sext i32 %342 to i64
  %344 = sext i32 %i163 to i64
  %345 = add i64 %343, %344
  %346 = sext i32 %N to i64
  %347 = icmp slt i64 %345, %346
  %348 = and i1 %341, %347
  br i1 %348, label %if.then68, label %if.else69

if.then68:                                        ; preds = %for.end66
  %349 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond71

if.else69:                                        ; preds = %for.end66
  %350 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %351 = sub i32 128, %tl_hi3
  br label %for.cond78

for.cond71:                                       ; preds = %for.body72, %if.then68
  %j12 = phi i32 [ 0, %if.then68 ], [ %376, %for.body72 ]
  %352 = icmp slt i32 %j12, %349
  br i1 %352, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %353 = mul i32 %bx, 256
  %354 = add i32 %353, %i163
  %355 = sext i32 %354 to i64
  %356 = sext i32 %K to i64
  %357 = mul nsw i64 %355, %356
  %358 = mul i32 %k, 128
  %359 = add i32 %tl_lo2, %j12
  %360 = add i32 %358, %359
  %361 = sext i32 %360 to i64
  %362 = add nsw i64 %357, %361
  %363 = getelementptr inbounds i8, ptr %B, i64 %362
  %364 = load i8, ptr %363, align 1
  %365 = zext i8 %364 to i32
  %366 = call float @tilec_rt_f8e4m3_to_f32(i32 %365)
  %367 = sext i32 %i163 to i64
  %368 = mul nsw i64 %367, 128
  %369 = add i32 %tl_lo2, %j12
  %370 = sext i32 %369 to i64
  %371 = add nsw i64 %368, %370
  %372 = getelementptr inbounds i8, ptr %B_s, i64 %371
  %373 = fpext float %366 to double
  %374 = call i32 @tilec_rt_f8e4m3_from_double(double %373)
  %375 = trunc i32 %374 to i8
  store i8 %375, ptr %372, align 1
  %376 = add nsw i32 %j12, 1
  br label %for.cond71, !llvm.loop !48

for.end73:                                        ; preds = %for.cond71
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j1277 = phi i32 [ 0, %if.else69 ], [ %388, %for.body75 ]
  %377 = icmp slt i32 %j1277, %350
  br i1 %377, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %378 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %379 = sext i32 %i163 to i64
  %380 = mul nsw i64 %379, 128
  %381 = add i32 %tl_lo2, %j1277
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %380, %382
  %384 = getelementptr inbounds i8, ptr %B_s, i64 %383
  %385 = fpext float %378 to double
  %386 = call i32 @tilec_rt_f8e4m3_from_double(double %385)
  %387 = trunc i32 %386 to i8
  store i8 %387, ptr %384, align 1
  %388 = add nsw i32 %j1277, 1
  br label %for.cond74, !llvm.loop !49

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond78:                                       ; preds = %for.body79, %if.end70
  %j1281 = phi i32 [ 0, %if.end70 ], [ %400, %for.body79 ]
  %389 = icmp slt i32 %j1281, %351
  br i1 %389, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %390 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %391 = sext i32 %i163 to i64
  %392 = mul nsw i64 %391, 128
  %393 = add i32 %tl_hi3, %j1281
  %394 = sext i32 %393 to i64
  %395 = add nsw i64 %392, %394
  %396 = getelementptr inbounds i8, ptr %B_s, i64 %395
  %397 = fpext float %390 to double
  %398 = call i32 @tilec_rt_f8e4m3_from_double(double %397)
  %399 = trunc i32 %398 to i8
  store i8 %399, ptr %396, align 1
  %400 = add nsw i32 %j1281, 1
  br label %for.cond78, !llvm.loop !50

for.end80:                                        ; preds = %for.cond78
  %401 = add nsw i32 %i163, 1
  br label %for.cond60, !llvm.loop !51

for.cond82:                                       ; preds = %for.end87, %if.end45
  %tl_i = phi i32 [ 0, %if.end45 ], [ %411, %for.end87 ]
  %402 = icmp slt i32 %tl_i, 128
  br i1 %402, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond85

for.end84:                                        ; preds = %for.cond82
  %403 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !52

for.cond85:                                       ; preds = %for.end90, %for.body83
  %tl_j = phi i32 [ 0, %for.body83 ], [ %438, %for.end90 ]
  %404 = icmp slt i32 %tl_j, 256
  br i1 %404, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %405 = sext i32 %tl_i to i64
  %406 = mul nsw i64 %405, 256
  %407 = sext i32 %tl_j to i64
  %408 = add nsw i64 %406, %407
  %409 = getelementptr inbounds float, ptr %C_f, i64 %408
  %410 = load float, ptr %409, align 4
  store float %410, ptr %tl_acc, align 4
  br label %for.cond88

for.end87:                                        ; preds = %for.cond85
  %411 = add nsw i32 %tl_i, 1
  br label %for.cond82, !llvm.loop !53

for.cond88:                                       ; preds = %for.body89, %for.body86
  %tl_p = phi i32 [ 0, %for.body86 ], [ %431, %for.body89 ]
  %412 = icmp slt i32 %tl_p, 128
  br i1 %412, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %tl_acc91 = load float, ptr %tl_acc, align 4
  %413 = sext i32 %tl_i to i64
  %414 = mul nsw i64 %413, 128
  %415 = sext i32 %tl_p to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds i8, ptr %A_s, i64 %416
  %418 = load i8, ptr %417, align 1
  %419 = zext i8 %418 to i32
  %420 = call float @tilec_rt_f8e4m3_to_f32(i32 %419)
  %421 = sext i32 %tl_j to i64
  %422 = mul nsw i64 %421, 128
  %423 = sext i32 %tl_p to i64
  %424 = add nsw i64 %422, %423
  %425 = getelementptr inbounds i8, ptr %B_s, i64 %424
  %426 = load i8, ptr %425, align 1
  %427 = zext i8 %426 to i32
  %428 = call float @tilec_rt_f8e4m3_to_f32(i32 %427)
  %429 = fmul float %420, %428
  %430 = fadd float %tl_acc91, %429
  store float %430, ptr %tl_acc, align 4
  %431 = add nsw i32 %tl_p, 1
  br label %for.cond88, !llvm.loop !54

for.end90:                                        ; preds = %for.cond88
  %432 = load float, ptr %tl_acc, align 4
  %433 = sext i32 %tl_i to i64
  %434 = mul nsw i64 %433, 256
  %435 = sext i32 %tl_j to i64
  %436 = add nsw i64 %434, %435
  %437 = getelementptr inbounds float, ptr %C_f, i64 %436
  store float %432, ptr %437, align 4
  %438 = add nsw i32 %tl_j, 1
  br label %for.cond85, !llvm.loop !55

for.cond92:                                       ; preds = %for.end97, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %465, %for.end97 ]
  %439 = icmp slt i32 %i, 128
  br i1 %439, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  br label %for.cond95

for.end94:                                        ; preds = %for.cond92
  %440 = mul i32 %by, 128
  %441 = icmp sle i32 0, %440
  %442 = mul i32 %by, 128
  %443 = sext i32 %442 to i64
  %444 = add i64 %443, 128
  %445 = sext i32 %M to i64
  %446 = icmp sle i64 %444, %445
  %447 = and i1 %441, %446
  %448 = mul i32 %bx, 256
  %449 = icmp sle i32 0, %448
  %450 = mul i32 %bx, 256
  %451 = sext i32 %450 to i64
  %452 = add i64 %451, 256
  %453 = sext i32 %N to i64
  %454 = icmp sle i64 %452, %453
  %455 = and i1 %449, %454
  %456 = and i1 %447, %455
  br i1 %456, label %if.then104, label %if.else105

for.cond95:                                       ; preds = %if.end100, %for.body93
  %j = phi i32 [ 0, %for.body93 ], [ %479, %if.end100 ]
  %457 = icmp slt i32 %j, 256
  br i1 %457, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %458 = mul i32 %by, 128
  %459 = add i32 %458, %i
  %460 = icmp slt i32 %459, %M
  %461 = mul i32 %bx, 256
  %462 = add i32 %461, %j
  %463 = icmp slt i32 %462, %N
  %464 = and i1 %460, %463
  br i1 %464, label %if.then98, label %if.else99

for.end97:                                        ; preds = %for.cond95
  %465 = add nsw i32 %i, 1
  br label %for.cond92, !llvm.loop !56

if.then98:                                        ; preds = %for.body96
  %466 = sext i32 %i to i64
  %467 = mul nsw i64 %466, 256
  %468 = sext i32 %j to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds float, ptr %C_f, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = mul i32 %by, 128
  %473 = add i32 %472, %i
  %474 = icmp sle i32 0, %473
  %475 = mul i32 %by, 128
  %476 = add i32 %475, %i
  %477 = icmp slt i32 %476, %M
  %478 = and i1 %474, %477
  br i1 %478, label %sel.then, label %sel.else

if.else99:                                        ; preds = %for.body96
  br label %if.end100

if.end100:                                        ; preds = %if.else99, %sel.end103
  %479 = add nsw i32 %j, 1
  br label %for.cond95, !llvm.loop !57

sel.then:                                         ; preds = %if.then98
  %480 = mul i32 %by, 128
  %481 = add i32 %480, %i
  %482 = sext i32 %481 to i64
  %483 = getelementptr inbounds float, ptr %SA, i64 %482
  %484 = load float, ptr %483, align 4
  br label %sel.end

sel.else:                                         ; preds = %if.then98
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %485 = phi float [ %484, %sel.then ], [ 0.000000e+00, %sel.else ]
  %486 = fmul float %471, %485
  %487 = mul i32 %bx, 256
  %488 = add i32 %487, %j
  %489 = icmp sle i32 0, %488
  %490 = mul i32 %bx, 256
  %491 = add i32 %490, %j
  %492 = icmp slt i32 %491, %N
  %493 = and i1 %489, %492
  br i1 %493, label %sel.then101, label %sel.else102

sel.then101:                                      ; preds = %sel.end
  %494 = mul i32 %bx, 256
  %495 = add i32 %494, %j
  %496 = sext i32 %495 to i64
  %497 = getelementptr inbounds float, ptr %SB, i64 %496
  %498 = load float, ptr %497, align 4
  br label %sel.end103

sel.else102:                                      ; preds = %sel.end
  br label %sel.end103

sel.end103:                                       ; preds = %sel.else102, %sel.then101
  %499 = phi float [ %498, %sel.then101 ], [ 0.000000e+00, %sel.else102 ]
  %500 = fmul float %486, %499
  %501 = sext i32 %i to i64
  %502 = mul nsw i64 %501, 256
  %503 = sext i32 %j to i64
  %504 = add nsw i64 %502, %503
  %505 = getelementptr inbounds float, ptr %C_f, i64 %504
  store float %500, ptr %505, align 4
  br label %if.end100

if.then104:                                       ; preds = %for.end94
  br label %for.cond107

if.else105:                                       ; preds = %for.end94
  br label %for.cond119

if.end106:                                        ; preds = %for.end121, %for.end109
  ret void

for.cond107:                                      ; preds = %if.end112, %if.then104
  %i2 = phi i32 [ 0, %if.then104 ], [ %511, %if.end112 ]
  %506 = icmp slt i32 %i2, 128
  br i1 %506, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %507 = sext i32 %M to i64
  %508 = sext i32 %N to i64
  %509 = mul i64 %507, %508
  %510 = icmp sge i64 %509, 16777216
  br i1 %510, label %if.then110, label %if.else111

for.end109:                                       ; preds = %for.cond107
  br label %if.end106

if.then110:                                       ; preds = %for.body108
  br label %for.cond113

if.else111:                                       ; preds = %for.body108
  br label %for.cond116

if.end112:                                        ; preds = %for.end118, %for.end115
  %511 = add nsw i32 %i2, 1
  br label %for.cond107, !llvm.loop !58

for.cond113:                                      ; preds = %for.body114, %if.then110
  %tl_c1 = phi i32 [ 0, %if.then110 ], [ %535, %for.body114 ]
  %512 = icmp slt i32 %tl_c1, 256
  br i1 %512, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %513 = sext i32 %i2 to i64
  %514 = mul nsw i64 %513, 256
  %515 = sext i32 %tl_c1 to i64
  %516 = add nsw i64 %514, %515
  %517 = getelementptr inbounds float, ptr %C_f, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = bitcast float %518 to i32
  %520 = lshr i32 %519, 16
  %521 = and i32 %520, 1
  %522 = add i32 %519, 32767
  %523 = add i32 %522, %521
  %524 = and i32 %523, -65536
  %525 = or i32 %519, 4194304
  %526 = and i32 %525, -65536
  %527 = fcmp uno float %518, %518
  %528 = select i1 %527, i32 %526, i32 %524
  %529 = bitcast i32 %528 to float
  %530 = sext i32 %tl_c1 to i64
  %531 = getelementptr inbounds i16, ptr %tl_stream0, i64 %530
  %532 = bitcast float %529 to i32
  %533 = lshr i32 %532, 16
  %534 = trunc i32 %533 to i16
  store i16 %534, ptr %531, align 2
  %535 = add nsw i32 %tl_c1, 1
  br label %for.cond113, !llvm.loop !59

for.end115:                                       ; preds = %for.cond113
  %536 = mul i32 %by, 128
  %537 = add i32 %536, %i2
  %538 = sext i32 %537 to i64
  %539 = sext i32 %N to i64
  %540 = mul nsw i64 %538, %539
  %541 = mul i32 %bx, 256
  %542 = add i32 %541, 0
  %543 = sext i32 %542 to i64
  %544 = add nsw i64 %540, %543
  %545 = getelementptr inbounds i16, ptr %C, i64 %544
  %546 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %545, ptr %546, i64 512)
  br label %if.end112

for.cond116:                                      ; preds = %for.body117, %if.else111
  %j2 = phi i32 [ 0, %if.else111 ], [ %578, %for.body117 ]
  %547 = icmp slt i32 %j2, 256
  br i1 %547, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %548 = sext i32 %i2 to i64
  %549 = mul nsw i64 %548, 256
  %550 = sext i32 %j2 to i64
  %551 = add nsw i64 %549, %550
  %552 = getelementptr inbounds float, ptr %C_f, i64 %551
  %553 = load float, ptr %552, align 4
  %554 = bitcast float %553 to i32
  %555 = lshr i32 %554, 16
  %556 = and i32 %555, 1
  %557 = add i32 %554, 32767
  %558 = add i32 %557, %556
  %559 = and i32 %558, -65536
  %560 = or i32 %554, 4194304
  %561 = and i32 %560, -65536
  %562 = fcmp uno float %553, %553
  %563 = select i1 %562, i32 %561, i32 %559
  %564 = bitcast i32 %563 to float
  %565 = mul i32 %by, 128
  %566 = add i32 %565, %i2
  %567 = sext i32 %566 to i64
  %568 = sext i32 %N to i64
  %569 = mul nsw i64 %567, %568
  %570 = mul i32 %bx, 256
  %571 = add i32 %570, %j2
  %572 = sext i32 %571 to i64
  %573 = add nsw i64 %569, %572
  %574 = getelementptr inbounds i16, ptr %C, i64 %573
  %575 = bitcast float %564 to i32
  %576 = lshr i32 %575, 16
  %577 = trunc i32 %576 to i16
  store i16 %577, ptr %574, align 2
  %578 = add nsw i32 %j2, 1
  br label %for.cond116, !llvm.loop !60

for.end118:                                       ; preds = %for.cond116
  br label %if.end112

for.cond119:                                      ; preds = %if.end125, %if.else105
  %i2122 = phi i32 [ 0, %if.else105 ], [ %645, %if.end125 ]
  %579 = icmp slt i32 %i2122, 128
  br i1 %579, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %580 = mul i32 %bx, 256
  %581 = sext i32 %580 to i64
  %582 = sub i64 0, %581
  %583 = icmp slt i64 %582, 0
  %584 = mul i32 %bx, 256
  %585 = sext i32 %584 to i64
  %586 = sub i64 0, %585
  %587 = icmp sgt i64 %586, 256
  %588 = mul i32 %bx, 256
  %589 = sext i32 %588 to i64
  %590 = sub i64 0, %589
  %591 = select i1 %587, i64 256, i64 %590
  %592 = select i1 %583, i64 0, i64 %591
  %tl_lo4 = trunc i64 %592 to i32
  %593 = sext i32 %N to i64
  %594 = mul i32 %bx, 256
  %595 = sext i32 %594 to i64
  %596 = sub i64 %593, %595
  %597 = icmp slt i64 %596, 0
  %598 = sext i32 %N to i64
  %599 = mul i32 %bx, 256
  %600 = sext i32 %599 to i64
  %601 = sub i64 %598, %600
  %602 = icmp sgt i64 %601, 256
  %603 = sext i32 %N to i64
  %604 = mul i32 %bx, 256
  %605 = sext i32 %604 to i64
  %606 = sub i64 %603, %605
  %607 = select i1 %602, i64 256, i64 %606
  %608 = select i1 %597, i64 0, i64 %607
  %609 = sext i32 %tl_lo4 to i64
  %610 = icmp slt i64 %608, %609
  %611 = sext i32 %tl_lo4 to i64
  %612 = sext i32 %N to i64
  %613 = mul i32 %bx, 256
  %614 = sext i32 %613 to i64
  %615 = sub i64 %612, %614
  %616 = icmp slt i64 %615, 0
  %617 = sext i32 %N to i64
  %618 = mul i32 %bx, 256
  %619 = sext i32 %618 to i64
  %620 = sub i64 %617, %619
  %621 = icmp sgt i64 %620, 256
  %622 = sext i32 %N to i64
  %623 = mul i32 %bx, 256
  %624 = sext i32 %623 to i64
  %625 = sub i64 %622, %624
  %626 = select i1 %621, i64 256, i64 %625
  %627 = select i1 %616, i64 0, i64 %626
  %628 = select i1 %610, i64 %611, i64 %627
  %tl_hi5 = trunc i64 %628 to i32
  %629 = mul i32 %by, 128
  %630 = sext i32 %629 to i64
  %631 = sext i32 %i2122 to i64
  %632 = add i64 %630, %631
  %633 = icmp sle i64 0, %632
  %634 = mul i32 %by, 128
  %635 = sext i32 %634 to i64
  %636 = sext i32 %i2122 to i64
  %637 = add i64 %635, %636
  %638 = sext i32 %M to i64
  %639 = icmp slt i64 %637, %638
  %640 = and i1 %633, %639
  br i1 %640, label %if.then123, label %if.else124

for.end121:                                       ; preds = %for.cond119
  br label %if.end106

if.then123:                                       ; preds = %for.body120
  %641 = sext i32 %M to i64
  %642 = sext i32 %N to i64
  %643 = mul i64 %641, %642
  %644 = icmp sge i64 %643, 16777216
  br i1 %644, label %if.then126, label %if.else127

if.else124:                                       ; preds = %for.body120
  br label %if.end125

if.end125:                                        ; preds = %if.else124, %if.end128
  %645 = add nsw i32 %i2122, 1
  br label %for.cond119, !llvm.loop !61

if.then126:                                       ; preds = %if.then123
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %646 = sext i32 %tl_sn4 to i64
  %647 = sdiv i64 %646, 2048
  %648 = sub i64 0, %646
  %649 = select i1 false, i64 %648, i64 %647
  %650 = srem i64 %646, 2048
  %651 = icmp ne i64 %650, 0
  %652 = icmp slt i64 %646, 0
  %653 = icmp eq i1 %652, false
  %654 = and i1 %651, %653
  %655 = zext i1 %654 to i64
  %656 = add i64 %649, %655
  %657 = trunc i64 %656 to i32
  br label %for.cond129

if.else127:                                       ; preds = %if.then123
  %658 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond135

if.end128:                                        ; preds = %for.end137, %for.end131
  br label %if.end125

for.cond129:                                      ; preds = %for.end134, %if.then126
  %tl_c5 = phi i32 [ 0, %if.then126 ], [ %704, %for.end134 ]
  %659 = icmp slt i32 %tl_c5, %657
  br i1 %659, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %tl_sb6 = mul i32 %tl_c5, 2048
  %660 = sub i32 %tl_sn4, %tl_sb6
  %661 = icmp slt i32 %660, 2048
  %662 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %661, i32 %662, i32 2048
  br label %for.cond132

for.end131:                                       ; preds = %for.cond129
  br label %if.end128

for.cond132:                                      ; preds = %for.body133, %for.body130
  %tl_c8 = phi i32 [ 0, %for.body130 ], [ %688, %for.body133 ]
  %663 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %663, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %664 = sext i32 %i2122 to i64
  %665 = mul nsw i64 %664, 256
  %666 = add i32 %tl_sb6, %tl_c8
  %667 = add i32 %tl_lo4, %666
  %668 = sext i32 %667 to i64
  %669 = add nsw i64 %665, %668
  %670 = getelementptr inbounds float, ptr %C_f, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = bitcast float %671 to i32
  %673 = lshr i32 %672, 16
  %674 = and i32 %673, 1
  %675 = add i32 %672, 32767
  %676 = add i32 %675, %674
  %677 = and i32 %676, -65536
  %678 = or i32 %672, 4194304
  %679 = and i32 %678, -65536
  %680 = fcmp uno float %671, %671
  %681 = select i1 %680, i32 %679, i32 %677
  %682 = bitcast i32 %681 to float
  %683 = sext i32 %tl_c8 to i64
  %684 = getelementptr inbounds i16, ptr %tl_stream3, i64 %683
  %685 = bitcast float %682 to i32
  %686 = lshr i32 %685, 16
  %687 = trunc i32 %686 to i16
  store i16 %687, ptr %684, align 2
  %688 = add nsw i32 %tl_c8, 1
  br label %for.cond132, !llvm.loop !62

for.end134:                                       ; preds = %for.cond132
  %689 = sext i32 %tl_sm7 to i64
  %690 = mul i32 %by, 128
  %691 = add i32 %690, %i2122
  %692 = sext i32 %691 to i64
  %693 = sext i32 %N to i64
  %694 = mul nsw i64 %692, %693
  %695 = mul i32 %bx, 256
  %696 = add i32 %tl_sb6, 0
  %697 = add i32 %tl_lo4, %696
  %698 = add i32 %695, %697
  %699 = sext i32 %698 to i64
  %700 = add nsw i64 %694, %699
  %701 = getelementptr inbounds i16, ptr %C, i64 %700
  %702 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %703 = mul i64 %689, 2
  call void @tilec_rt_stream(ptr %701, ptr %702, i64 %703)
  %704 = add nsw i32 %tl_c5, 1
  br label %for.cond129, !llvm.loop !63

for.cond135:                                      ; preds = %for.body136, %if.else127
  %j21 = phi i32 [ 0, %if.else127 ], [ %738, %for.body136 ]
  %705 = icmp slt i32 %j21, %658
  br i1 %705, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %706 = sext i32 %i2122 to i64
  %707 = mul nsw i64 %706, 256
  %708 = add i32 %tl_lo4, %j21
  %709 = sext i32 %708 to i64
  %710 = add nsw i64 %707, %709
  %711 = getelementptr inbounds float, ptr %C_f, i64 %710
  %712 = load float, ptr %711, align 4
  %713 = bitcast float %712 to i32
  %714 = lshr i32 %713, 16
  %715 = and i32 %714, 1
  %716 = add i32 %713, 32767
  %717 = add i32 %716, %715
  %718 = and i32 %717, -65536
  %719 = or i32 %713, 4194304
  %720 = and i32 %719, -65536
  %721 = fcmp uno float %712, %712
  %722 = select i1 %721, i32 %720, i32 %718
  %723 = bitcast i32 %722 to float
  %724 = mul i32 %by, 128
  %725 = add i32 %724, %i2122
  %726 = sext i32 %725 to i64
  %727 = sext i32 %N to i64
  %728 = mul nsw i64 %726, %727
  %729 = mul i32 %bx, 256
  %730 = add i32 %tl_lo4, %j21
  %731 = add i32 %729, %730
  %732 = sext i32 %731 to i64
  %733 = add nsw i64 %728, %732
  %734 = getelementptr inbounds i16, ptr %C, i64 %733
  %735 = bitcast float %723 to i32
  %736 = lshr i32 %735, 16
  %737 = trunc i32 %736 to i16
  store i16 %737, ptr %734, align 2
  %738 = add nsw i32 %j21, 1
  br label %for.cond135, !llvm.loop !64

for.end137:                                       ; preds = %for.cond135
  br label %if.end128
}

; Function Attrs: nounwind
define internal void @fp8_gemm_large_rows_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_fp8_gemm_large_rows(ptr %args, ptr %dims, ptr %self) #2 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !4}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !4}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !4}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !4}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !4}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
