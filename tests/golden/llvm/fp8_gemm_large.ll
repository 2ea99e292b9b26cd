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

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 256
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 128
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 128
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 128
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 128
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end64, %for.end
  %k = phi i32 [ 0, %for.end ], [ %380, %for.end64 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 128
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 128
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 128
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %k, 128
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 128
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 128
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond72

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  %50 = mul i32 %bx, 256
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %bx, 256
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 256
  %55 = sext i32 %N to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %k, 128
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %k, 128
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 128
  %63 = sext i32 %K to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then31, label %if.else32

for.cond4:                                        ; preds = %if.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %86, %if.end10 ]
  %67 = icmp slt i32 %i17, 128
  br i1 %67, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %68 = add i32 %k, 1
  %69 = icmp slt i32 %68, %31
  br i1 %69, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %70 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %71 = mul nuw i64 %70, 1
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 128
  %74 = add nsw i64 %73, 0
  %75 = getelementptr inbounds i8, ptr %A_s, i64 %74
  %76 = mul i32 %by, 128
  %77 = add i32 %76, %i17
  %78 = sext i32 %77 to i64
  %79 = sext i32 %K to i64
  %80 = mul nsw i64 %78, %79
  %81 = mul i32 %k, 128
  %82 = add i32 %81, 0
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %80, %83
  %85 = getelementptr inbounds i8, ptr %A, i64 %84
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %75, ptr align 1 %85, i64 %71, i1 false)
  %86 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !3

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %100, %for.body12 ]
  %87 = icmp slt i32 %pf, 2
  br i1 %87, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %88 = mul i32 %by, 128
  %89 = add i32 %88, %i17
  %90 = sext i32 %89 to i64
  %91 = sext i32 %K to i64
  %92 = mul i64 %90, %91
  %93 = add i32 %k, 1
  %94 = mul i32 %93, 128
  %95 = mul i32 %pf, 64
  %96 = add i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = add i64 %92, %97
  %99 = getelementptr i8, ptr %A, i64 %98
  call void @llvm.prefetch.p0(ptr %99, i32 0, i32 3, i32 1)
  %100 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.end29, %if.else
  %i117 = phi i32 [ 0, %if.else ], [ %222, %for.end29 ]
  %101 = icmp slt i32 %i117, 128
  br i1 %101, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %102 = mul i32 %k, 128
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = icmp slt i64 %104, 0
  %106 = mul i32 %k, 128
  %107 = sext i32 %106 to i64
  %108 = sub i64 0, %107
  %109 = icmp sgt i64 %108, 128
  %110 = mul i32 %k, 128
  %111 = sext i32 %110 to i64
  %112 = sub i64 0, %111
  %113 = select i1 %109, i64 128, i64 %112
  %114 = select i1 %105, i64 0, i64 %113
  %tl_lo0 = trunc i64 %114 to i32
  %115 = sext i32 %K to i64
  %116 = mul i32 %k, 128
  %117 = sext i32 %116 to i64
  %118 = sub i64 %115, %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %K to i64
  %121 = mul i32 %k, 128
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp sgt i64 %123, 128
  %125 = sext i32 %K to i64
  %126 = mul i32 %k, 128
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = select i1 %124, i64 128, i64 %128
  %130 = select i1 %119, i64 0, i64 %129
  %131 = sext i32 %tl_lo0 to i64
  %132 = icmp slt i64 %130, %131
  %133 = sext i32 %tl_lo0 to i64
  %134 = sext i32 %K to i64
  %135 = mul i32 %k, 128
  %136 = sext i32 %135 to i64
  %137 = sub i64 %134, %136
  %138 = icmp slt i64 %137, 0
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 128
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp sgt i64 %142, 128
  %144 = sext i32 %K to i64
  %145 = mul i32 %k, 128
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = select i1 %143, i64 128, i64 %147
  %149 = select i1 %138, i64 0, i64 %148
  %150 = select i1 %132, i64 %133, i64 %149
  %tl_hi1 = trunc i64 %150 to i32
  br label %for.cond18

for.end16:                                        ; preds = %for.cond14
  br label %if.end

for.cond18:                                       ; preds = %for.body19, %for.body15
  %j1 = phi i32 [ 0, %for.body15 ], [ %161, %for.body19 ]
  %151 = icmp slt i32 %j1, %tl_lo0
  br i1 %151, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %152 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %153 = sext i32 %i117 to i64
  %154 = mul nsw i64 %153, 128
  %155 = sext i32 %j1 to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds i8, ptr %A_s, i64 %156
  %158 = fpext float %152 to double
  %159 = call i32 @tilec_rt_f8e4m3_from_double(double %158)
  %160 = trunc i32 %159 to i8
  store i8 %160, ptr %157, align 1
  %161 = add nsw i32 %j1, 1
  br label %for.cond18, !llvm.loop !5

for.end20:                                        ; preds = %for.cond18
  %162 = mul i32 %by, 128
  %163 = sext i32 %162 to i64
  %164 = sext i32 %i117 to i64
  %165 = add i64 %163, %164
  %166 = icmp sle i64 0, %165
  %167 = mul i32 %by, 128
  %168 = sext i32 %167 to i64
  %169 = sext i32 %i117 to i64
  %170 = add i64 %168, %169
  %171 = sext i32 %M to i64
  %172 = icmp slt i64 %170, %171
  %173 = and i1 %166, %172
  br i1 %173, label %if.then21, label %if.else22

if.then21:                                        ; preds = %for.end20
  %174 = sub i32 %tl_hi1, %tl_lo0
  %175 = sext i32 %174 to i64
  %176 = sub i64 %175, 0
  %177 = call i64 @llvm.smax.i64(i64 %176, i64 0)
  %178 = mul nuw i64 %177, 1
  %179 = sext i32 %i117 to i64
  %180 = mul nsw i64 %179, 128
  %181 = add i32 %tl_lo0, 0
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %180, %182
  %184 = getelementptr inbounds i8, ptr %A_s, i64 %183
  %185 = mul i32 %by, 128
  %186 = add i32 %185, %i117
  %187 = sext i32 %186 to i64
  %188 = sext i32 %K to i64
  %189 = mul nsw i64 %187, %188
  %190 = mul i32 %k, 128
  %191 = add i32 %tl_lo0, 0
  %192 = add i32 %190, %191
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %189, %193
  %195 = getelementptr inbounds i8, ptr %A, i64 %194
  call void @tilec_rt_copy(ptr %184, ptr %195, i64 %178)
  br label %if.end23

if.else22:                                        ; preds = %for.end20
  %196 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond24

if.end23:                                         ; preds = %for.end26, %if.then21
  %197 = sub i32 128, %tl_hi1
  br label %for.cond27

for.cond24:                                       ; preds = %for.body25, %if.else22
  %j11 = phi i32 [ 0, %if.else22 ], [ %209, %for.body25 ]
  %198 = icmp slt i32 %j11, %196
  br i1 %198, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %199 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %200 = sext i32 %i117 to i64
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
  br label %for.cond24, !llvm.loop !7

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

for.cond27:                                       ; preds = %for.body28, %if.end23
  %j1130 = phi i32 [ 0, %if.end23 ], [ %221, %for.body28 ]
  %210 = icmp slt i32 %j1130, %197
  br i1 %210, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %211 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %212 = sext i32 %i117 to i64
  %213 = mul nsw i64 %212, 128
  %214 = add i32 %tl_hi1, %j1130
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i8, ptr %A_s, i64 %216
  %218 = fpext float %211 to double
  %219 = call i32 @tilec_rt_f8e4m3_from_double(double %218)
  %220 = trunc i32 %219 to i8
  store i8 %220, ptr %217, align 1
  %221 = add nsw i32 %j1130, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %222 = add nsw i32 %i117, 1
  br label %for.cond14, !llvm.loop !9

if.then31:                                        ; preds = %if.end
  br label %for.cond34

if.else32:                                        ; preds = %if.end
  br label %for.cond44

if.end33:                                         ; preds = %for.end46, %for.end36
  br label %for.cond62

for.cond34:                                       ; preds = %if.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %242, %if.end40 ]
  %223 = icmp slt i32 %i137, 256
  br i1 %223, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %224 = add i32 %k, 1
  %225 = icmp slt i32 %224, %31
  br i1 %225, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  %226 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %227 = mul nuw i64 %226, 1
  %228 = sext i32 %i137 to i64
  %229 = mul nsw i64 %228, 128
  %230 = add nsw i64 %229, 0
  %231 = getelementptr inbounds i8, ptr %B_s, i64 %230
  %232 = mul i32 %bx, 256
  %233 = add i32 %232, %i137
  %234 = sext i32 %233 to i64
  %235 = sext i32 %K to i64
  %236 = mul nsw i64 %234, %235
  %237 = mul i32 %k, 128
  %238 = add i32 %237, 0
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i8, ptr %B, i64 %240
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %231, ptr align 1 %241, i64 %227, i1 false)
  %242 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !10

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf1 = phi i32 [ 0, %if.then38 ], [ %256, %for.body42 ]
  %243 = icmp slt i32 %pf1, 2
  br i1 %243, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %244 = mul i32 %bx, 256
  %245 = add i32 %244, %i137
  %246 = sext i32 %245 to i64
  %247 = sext i32 %K to i64
  %248 = mul i64 %246, %247
  %249 = add i32 %k, 1
  %250 = mul i32 %249, 128
  %251 = mul i32 %pf1, 64
  %252 = add i32 %250, %251
  %253 = sext i32 %252 to i64
  %254 = add i64 %248, %253
  %255 = getelementptr i8, ptr %B, i64 %254
  call void @llvm.prefetch.p0(ptr %255, i32 0, i32 3, i32 1)
  %256 = add nsw i32 %pf1, 1
  br label %for.cond41, !llvm.loop !11

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.end60, %if.else32
  %i147 = phi i32 [ 0, %if.else32 ], [ %378, %for.end60 ]
  %257 = icmp slt i32 %i147, 256
  br i1 %257, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %258 = mul i32 %k, 128
  %259 = sext i32 %258 to i64
  %260 = sub i64 0, %259
  %261 = icmp slt i64 %260, 0
  %262 = mul i32 %k, 128
  %263 = sext i32 %262 to i64
  %264 = sub i64 0, %263
  %265 = icmp sgt i64 %264, 128
  %266 = mul i32 %k, 128
  %267 = sext i32 %266 to i64
  %268 = sub i64 0, %267
  %269 = select i1 %265, i64 128, i64 %268
  %270 = select i1 %261, i64 0, i64 %269
  %tl_lo2 = trunc i64 %270 to i32
  %271 = sext i32 %K to i64
  %272 = mul i32 %k, 128
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = icmp slt i64 %274, 0
  %276 = sext i32 %K to i64
  %277 = mul i32 %k, 128
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = icmp sgt i64 %279, 128
  %281 = sext i32 %K to i64
  %282 = mul i32 %k, 128
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = select i1 %280, i64 128, i64 %284
  %286 = select i1 %275, i64 0, i64 %285
  %287 = sext i32 %tl_lo2 to i64
  %288 = icmp slt i64 %286, %287
  %289 = sext i32 %tl_lo2 to i64
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
  %306 = select i1 %288, i64 %289, i64 %305
  %tl_hi3 = trunc i64 %306 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end33

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j151 = phi i32 [ 0, %for.body45 ], [ %317, %for.body49 ]
  %307 = icmp slt i32 %j151, %tl_lo2
  br i1 %307, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %308 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %309 = sext i32 %i147 to i64
  %310 = mul nsw i64 %309, 128
  %311 = sext i32 %j151 to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds i8, ptr %B_s, i64 %312
  %314 = fpext float %308 to double
  %315 = call i32 @tilec_rt_f8e4m3_from_double(double %314)
  %316 = trunc i32 %315 to i8
  store i8 %316, ptr %313, align 1
  %317 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !12

for.end50:                                        ; preds = %for.cond48
  %318 = mul i32 %bx, 256
  %319 = sext i32 %318 to i64
  %320 = sext i32 %i147 to i64
  %321 = add i64 %319, %320
  %322 = icmp sle i64 0, %321
  %323 = mul i32 %bx, 256
  %324 = sext i32 %323 to i64
  %325 = sext i32 %i147 to i64
  %326 = add i64 %324, %325
  %327 = sext i32 %N to i64
  %328 = icmp slt i64 %326, %327
  %329 = and i1 %322, %328
  br i1 %329, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %330 = sub i32 %tl_hi3, %tl_lo2
  %331 = sext i32 %330 to i64
  %332 = sub i64 %331, 0
  %333 = call i64 @llvm.smax.i64(i64 %332, i64 0)
  %334 = mul nuw i64 %333, 1
  %335 = sext i32 %i147 to i64
  %336 = mul nsw i64 %335, 128
  %337 = add i32 %tl_lo2, 0
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %B_s, i64 %339
  %341 = mul i32 %bx, 256
  %342 = add i32 %341, %i147
  %343 = sext i32 %342 to i64
  %344 = sext i32 %K to i64
  %345 = mul nsw i64 %343, %344
  %346 = mul i32 %k, 128
  %347 = add i32 %tl_lo2, 0
  %348 = add i32 %346, %347
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %345, %349
  %351 = getelementptr inbounds i8, ptr %B, i64 %350
  call void @tilec_rt_copy(ptr %340, ptr %351, i64 %334)
  br label %if.end54

if.else53:                                        ; preds = %for.end50
  %352 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end54:                                         ; preds = %for.end57, %if.then52
  %353 = sub i32 128, %tl_hi3
  br label %for.cond58

for.cond55:                                       ; preds = %for.body56, %if.else53
  %j12 = phi i32 [ 0, %if.else53 ], [ %365, %for.body56 ]
  %354 = icmp slt i32 %j12, %352
  br i1 %354, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %355 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %356 = sext i32 %i147 to i64
  %357 = mul nsw i64 %356, 128
  %358 = add i32 %tl_lo2, %j12
  %359 = sext i32 %358 to i64
  %360 = add nsw i64 %357, %359
  %361 = getelementptr inbounds i8, ptr %B_s, i64 %360
  %362 = fpext float %355 to double
  %363 = call i32 @tilec_rt_f8e4m3_from_double(double %362)
  %364 = trunc i32 %363 to i8
  store i8 %364, ptr %361, align 1
  %365 = add nsw i32 %j12, 1
  br label %for.cond55, !llvm.loop !13

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.end54
  %j1261 = phi i32 [ 0, %if.end54 ], [ %377, %for.body59 ]
  %366 = icmp slt i32 %j1261, %353
  br i1 %366, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %367 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %368 = sext i32 %i147 to i64
  %369 = mul nsw i64 %368, 128
  %370 = add i32 %tl_hi3, %j1261
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %369, %371
  %373 = getelementptr inbounds i8, ptr %B_s, i64 %372
  %374 = fpext float %367 to double
  %375 = call i32 @tilec_rt_f8e4m3_from_double(double %374)
  %376 = trunc i32 %375 to i8
  store i8 %376, ptr %373, align 1
  %377 = add nsw i32 %j1261, 1
  br label %for.cond58, !llvm.loop !14

for.end60:                                        ; preds = %for.cond58
  %378 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !15

for.cond62:                                       ; preds = %for.end67, %if.end33
  %tl_i = phi i32 [ 0, %if.end33 ], [ %388, %for.end67 ]
  %379 = icmp slt i32 %tl_i, 128
  br i1 %379, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  %380 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !16

for.cond65:                                       ; preds = %for.end70, %for.body63
  %tl_j = phi i32 [ 0, %for.body63 ], [ %415, %for.end70 ]
  %381 = icmp slt i32 %tl_j, 256
  br i1 %381, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %382 = sext i32 %tl_i to i64
  %383 = mul nsw i64 %382, 256
  %384 = sext i32 %tl_j to i64
  %385 = add nsw i64 %383, %384
  %386 = getelementptr inbounds float, ptr %C_f, i64 %385
  %387 = load float, ptr %386, align 4
  store float %387, ptr %tl_acc, align 4
  br label %for.cond68

for.end67:                                        ; preds = %for.cond65
  %388 = add nsw i32 %tl_i, 1
  br label %for.cond62, !llvm.loop !17

for.cond68:                                       ; preds = %for.body69, %for.body66
  %tl_p = phi i32 [ 0, %for.body66 ], [ %408, %for.body69 ]
  %389 = icmp slt i32 %tl_p, 128
  br i1 %389, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %tl_acc71 = load float, ptr %tl_acc, align 4
  %390 = sext i32 %tl_i to i64
  %391 = mul nsw i64 %390, 128
  %392 = sext i32 %tl_p to i64
  %393 = add nsw i64 %391, %392
  %394 = getelementptr inbounds i8, ptr %A_s, i64 %393
  %395 = load i8, ptr %394, align 1
  %396 = zext i8 %395 to i32
  %397 = call float @tilec_rt_f8e4m3_to_f32(i32 %396)
  %398 = sext i32 %tl_j to i64
  %399 = mul nsw i64 %398, 128
  %400 = sext i32 %tl_p to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds i8, ptr %B_s, i64 %401
  %403 = load i8, ptr %402, align 1
  %404 = zext i8 %403 to i32
  %405 = call float @tilec_rt_f8e4m3_to_f32(i32 %404)
  %406 = fmul float %397, %405
  %407 = fadd float %tl_acc71, %406
  store float %407, ptr %tl_acc, align 4
  %408 = add nsw i32 %tl_p, 1
  br label %for.cond68, !llvm.loop !18

for.end70:                                        ; preds = %for.cond68
  %409 = load float, ptr %tl_acc, align 4
  %410 = sext i32 %tl_i to i64
  %411 = mul nsw i64 %410, 256
  %412 = sext i32 %tl_j to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %C_f, i64 %413
  store float %409, ptr %414, align 4
  %415 = add nsw i32 %tl_j, 1
  br label %for.cond65, !llvm.loop !19

for.cond72:                                       ; preds = %for.end77, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %449, %for.end77 ]
  %416 = icmp slt i32 %i, 128
  br i1 %416, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  br label %for.cond75

for.end74:                                        ; preds = %for.cond72
  %417 = mul i32 %by, 128
  %418 = icmp sle i32 0, %417
  %419 = mul i32 %by, 128
  %420 = sext i32 %419 to i64
  %421 = add i64 %420, 128
  %422 = sext i32 %M to i64
  %423 = icmp sle i64 %421, %422
  %424 = and i1 %418, %423
  %425 = mul i32 %bx, 256
  %426 = icmp sle i32 0, %425
  %427 = mul i32 %bx, 256
  %428 = sext i32 %427 to i64
  %429 = add i64 %428, 256
  %430 = sext i32 %N to i64
  %431 = icmp sle i64 %429, %430
  %432 = and i1 %426, %431
  %433 = and i1 %424, %432
  br i1 %433, label %if.then78, label %if.else79

for.cond75:                                       ; preds = %for.body76, %for.body73
  %j = phi i32 [ 0, %for.body73 ], [ %448, %for.body76 ]
  %434 = icmp slt i32 %j, 256
  br i1 %434, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %435 = sext i32 %i to i64
  %436 = mul nsw i64 %435, 256
  %437 = sext i32 %j to i64
  %438 = add nsw i64 %436, %437
  %439 = getelementptr inbounds float, ptr %C_f, i64 %438
  %440 = load float, ptr %439, align 4
  %441 = fmul float %scale_a, %scale_b
  %442 = fmul float %440, %441
  %443 = sext i32 %i to i64
  %444 = mul nsw i64 %443, 256
  %445 = sext i32 %j to i64
  %446 = add nsw i64 %444, %445
  %447 = getelementptr inbounds float, ptr %C_f, i64 %446
  store float %442, ptr %447, align 4
  %448 = add nsw i32 %j, 1
  br label %for.cond75, !llvm.loop !20

for.end77:                                        ; preds = %for.cond75
  %449 = add nsw i32 %i, 1
  br label %for.cond72, !llvm.loop !21

if.then78:                                        ; preds = %for.end74
  br label %for.cond81

if.else79:                                        ; preds = %for.end74
  br label %for.cond93

if.end80:                                         ; preds = %for.end95, %for.end83
  ret void

for.cond81:                                       ; preds = %if.end86, %if.then78
  %i2 = phi i32 [ 0, %if.then78 ], [ %455, %if.end86 ]
  %450 = icmp slt i32 %i2, 128
  br i1 %450, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %451 = sext i32 %M to i64
  %452 = sext i32 %N to i64
  %453 = mul i64 %451, %452
  %454 = icmp sge i64 %453, 16777216
  br i1 %454, label %if.then84, label %if.else85

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

if.then84:                                        ; preds = %for.body82
  br label %for.cond87

if.else85:                                        ; preds = %for.body82
  br label %for.cond90

if.end86:                                         ; preds = %for.end92, %for.end89
  %455 = add nsw i32 %i2, 1
  br label %for.cond81, !llvm.loop !22

for.cond87:                                       ; preds = %for.body88, %if.then84
  %tl_c1 = phi i32 [ 0, %if.then84 ], [ %479, %for.body88 ]
  %456 = icmp slt i32 %tl_c1, 256
  br i1 %456, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %457 = sext i32 %i2 to i64
  %458 = mul nsw i64 %457, 256
  %459 = sext i32 %tl_c1 to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %C_f, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = bitcast float %462 to i32
  %464 = lshr i32 %463, 16
  %465 = and i32 %464, 1
  %466 = add i32 %463, 32767
  %467 = add i32 %466, %465
  %468 = and i32 %467, -65536
  %469 = or i32 %463, 4194304
  %470 = and i32 %469, -65536
  %471 = fcmp uno float %462, %462
  %472 = select i1 %471, i32 %470, i32 %468
  %473 = bitcast i32 %472 to float
  %474 = sext i32 %tl_c1 to i64
  %475 = getelementptr inbounds i16, ptr %tl_stream0, i64 %474
  %476 = bitcast float %473 to i32
  %477 = lshr i32 %476, 16
  %478 = trunc i32 %477 to i16
  store i16 %478, ptr %475, align 2
  %479 = add nsw i32 %tl_c1, 1
  br label %for.cond87, !llvm.loop !23

for.end89:                                        ; preds = %for.cond87
  %480 = mul i32 %by, 128
  %481 = add i32 %480, %i2
  %482 = sext i32 %481 to i64
  %483 = sext i32 %N to i64
  %484 = mul nsw i64 %482, %483
  %485 = mul i32 %bx, 256
  %486 = add i32 %485, 0
  %487 = sext i32 %486 to i64
  %488 = add nsw i64 %484, %487
  %489 = getelementptr inbounds i16, ptr %C, i64 %488
  %490 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %489, ptr %490, i64 512)
  br label %if.end86

for.cond90:                                       ; preds = %for.body91, %if.else85
  %j2 = phi i32 [ 0, %if.else85 ], [ %522, %for.body91 ]
  %491 = icmp slt i32 %j2, 256
  br i1 %491, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %492 = sext i32 %i2 to i64
  %493 = mul nsw i64 %492, 256
  %494 = sext i32 %j2 to i64
  %495 = add nsw i64 %493, %494
  %496 = getelementptr inbounds float, ptr %C_f, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = bitcast float %497 to i32
  %499 = lshr i32 %498, 16
  %500 = and i32 %499, 1
  %501 = add i32 %498, 32767
  %502 = add i32 %501, %500
  %503 = and i32 %502, -65536
  %504 = or i32 %498, 4194304
  %505 = and i32 %504, -65536
  %506 = fcmp uno float %497, %497
  %507 = select i1 %506, i32 %505, i32 %503
  %508 = bitcast i32 %507 to float
  %509 = mul i32 %by, 128
  %510 = add i32 %509, %i2
  %511 = sext i32 %510 to i64
  %512 = sext i32 %N to i64
  %513 = mul nsw i64 %511, %512
  %514 = mul i32 %bx, 256
  %515 = add i32 %514, %j2
  %516 = sext i32 %515 to i64
  %517 = add nsw i64 %513, %516
  %518 = getelementptr inbounds i16, ptr %C, i64 %517
  %519 = bitcast float %508 to i32
  %520 = lshr i32 %519, 16
  %521 = trunc i32 %520 to i16
  store i16 %521, ptr %518, align 2
  %522 = add nsw i32 %j2, 1
  br label %for.cond90, !llvm.loop !24

for.end92:                                        ; preds = %for.cond90
  br label %if.end86

for.cond93:                                       ; preds = %if.end99, %if.else79
  %i296 = phi i32 [ 0, %if.else79 ], [ %589, %if.end99 ]
  %523 = icmp slt i32 %i296, 128
  br i1 %523, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %524 = mul i32 %bx, 256
  %525 = sext i32 %524 to i64
  %526 = sub i64 0, %525
  %527 = icmp slt i64 %526, 0
  %528 = mul i32 %bx, 256
  %529 = sext i32 %528 to i64
  %530 = sub i64 0, %529
  %531 = icmp sgt i64 %530, 256
  %532 = mul i32 %bx, 256
  %533 = sext i32 %532 to i64
  %534 = sub i64 0, %533
  %535 = select i1 %531, i64 256, i64 %534
  %536 = select i1 %527, i64 0, i64 %535
  %tl_lo4 = trunc i64 %536 to i32
  %537 = sext i32 %N to i64
  %538 = mul i32 %bx, 256
  %539 = sext i32 %538 to i64
  %540 = sub i64 %537, %539
  %541 = icmp slt i64 %540, 0
  %542 = sext i32 %N to i64
  %543 = mul i32 %bx, 256
  %544 = sext i32 %543 to i64
  %545 = sub i64 %542, %544
  %546 = icmp sgt i64 %545, 256
  %547 = sext i32 %N to i64
  %548 = mul i32 %bx, 256
  %549 = sext i32 %548 to i64
  %550 = sub i64 %547, %549
  %551 = select i1 %546, i64 256, i64 %550
  %552 = select i1 %541, i64 0, i64 %551
  %553 = sext i32 %tl_lo4 to i64
  %554 = icmp slt i64 %552, %553
  %555 = sext i32 %tl_lo4 to i64
  %556 = sext i32 %N to i64
  %557 = mul i32 %bx, 256
  %558 = sext i32 %557 to i64
  %559 = sub i64 %556, %558
  %560 = icmp slt i64 %559, 0
  %561 = sext i32 %N to i64
  %562 = mul i32 %bx, 256
  %563 = sext i32 %562 to i64
  %564 = sub i64 %561, %563
  %565 = icmp sgt i64 %564, 256
  %566 = sext i32 %N to i64
  %567 = mul i32 %bx, 256
  %568 = sext i32 %567 to i64
  %569 = sub i64 %566, %568
  %570 = select i1 %565, i64 256, i64 %569
  %571 = select i1 %560, i64 0, i64 %570
  %572 = select i1 %554, i64 %555, i64 %571
  %tl_hi5 = trunc i64 %572 to i32
  %573 = mul i32 %by, 128
  %574 = sext i32 %573 to i64
  %575 = sext i32 %i296 to i64
  %576 = add i64 %574, %575
  %577 = icmp sle i64 0, %576
  %578 = mul i32 %by, 128
  %579 = sext i32 %578 to i64
  %580 = sext i32 %i296 to i64
  %581 = add i64 %579, %580
  %582 = sext i32 %M to i64
  %583 = icmp slt i64 %581, %582
  %584 = and i1 %577, %583
  br i1 %584, label %if.then97, label %if.else98

for.end95:                                        ; preds = %for.cond93
  br label %if.end80

if.then97:                                        ; preds = %for.body94
  %585 = sext i32 %M to i64
  %586 = sext i32 %N to i64
  %587 = mul i64 %585, %586
  %588 = icmp sge i64 %587, 16777216
  br i1 %588, label %if.then100, label %if.else101

if.else98:                                        ; preds = %for.body94
  br label %if.end99

if.end99:                                         ; preds = %if.else98, %if.end102
  %589 = add nsw i32 %i296, 1
  br label %for.cond93, !llvm.loop !25

if.then100:                                       ; preds = %if.then97
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %590 = sext i32 %tl_sn4 to i64
  %591 = sdiv i64 %590, 2048
  %592 = sub i64 0, %590
  %593 = select i1 false, i64 %592, i64 %591
  %594 = srem i64 %590, 2048
  %595 = icmp ne i64 %594, 0
  %596 = icmp slt i64 %590, 0
  %597 = icmp eq i1 %596, false
  %598 = and i1 %595, %597
  %599 = zext i1 %598 to i64
  %600 = add i64 %593, %599
  %601 = trunc i64 %600 to i32
  br label %for.cond103

if.else101:                                       ; preds = %if.then97
  %602 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond109

if.end102:                                        ; preds = %for.end111, %for.end105
  br label %if.end99

for.cond103:                                      ; preds = %for.end108, %if.then100
  %tl_c5 = phi i32 [ 0, %if.then100 ], [ %648, %for.end108 ]
  %603 = icmp slt i32 %tl_c5, %601
  br i1 %603, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %tl_sb6 = mul i32 %tl_c5, 2048
  %604 = sub i32 %tl_sn4, %tl_sb6
  %605 = icmp slt i32 %604, 2048
  %606 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %605, i32 %606, i32 2048
  br label %for.cond106

for.end105:                                       ; preds = %for.cond103
  br label %if.end102

for.cond106:                                      ; preds = %for.body107, %for.body104
  %tl_c8 = phi i32 [ 0, %for.body104 ], [ %632, %for.body107 ]
  %607 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %607, label %for.body107, label %for.end108

for.body107:                                      ; preds = %for.cond106
  %608 = sext i32 %i296 to i64
  %609 = mul nsw i64 %608, 256
  %610 = add i32 %tl_sb6, %tl_c8
  %611 = add i32 %tl_lo4, %610
  %612 = sext i32 %611 to i64
  %613 = add nsw i64 %609, %612
  %614 = getelementptr inbounds float, ptr %C_f, i64 %613
  %615 = load float, ptr %614, align 4
  %616 = bitcast float %615 to i32
  %617 = lshr i32 %616, 16
  %618 = and i32 %617, 1
  %619 = add i32 %616, 32767
  %620 = add i32 %619, %618
  %621 = and i32 %620, -65536
  %622 = or i32 %616, 4194304
  %623 = and i32 %622, -65536
  %624 = fcmp uno float %615, %615
  %625 = select i1 %624, i32 %623, i32 %621
  %626 = bitcast i32 %625 to float
  %627 = sext i32 %tl_c8 to i64
  %628 = getelementptr inbounds i16, ptr %tl_stream3, i64 %627
  %629 = bitcast float %626 to i32
  %630 = lshr i32 %629, 16
  %631 = trunc i32 %630 to i16
  store i16 %631, ptr %628, align 2
  %632 = add nsw i32 %tl_c8, 1
  br label %for.cond106, !llvm.loop !26

for.end108:                                       ; preds = %for.cond106
  %633 = sext i32 %tl_sm7 to i64
  %634 = mul i32 %by, 128
  %635 = add i32 %634, %i296
  %636 = sext i32 %635 to i64
  %637 = sext i32 %N to i64
  %638 = mul nsw i64 %636, %637
  %639 = mul i32 %bx, 256
  %640 = add i32 %tl_sb6, 0
  %641 = add i32 %tl_lo4, %640
  %642 = add i32 %639, %641
  %643 = sext i32 %642 to i64
  %644 = add nsw i64 %638, %643
  %645 = getelementptr inbounds i16, ptr %C, i64 %644
  %646 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %647 = mul i64 %633, 2
  call void @tilec_rt_stream(ptr %645, ptr %646, i64 %647)
  %648 = add nsw i32 %tl_c5, 1
  br label %for.cond103, !llvm.loop !27

for.cond109:                                      ; preds = %for.body110, %if.else101
  %j21 = phi i32 [ 0, %if.else101 ], [ %682, %for.body110 ]
  %649 = icmp slt i32 %j21, %602
  br i1 %649, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %650 = sext i32 %i296 to i64
  %651 = mul nsw i64 %650, 256
  %652 = add i32 %tl_lo4, %j21
  %653 = sext i32 %652 to i64
  %654 = add nsw i64 %651, %653
  %655 = getelementptr inbounds float, ptr %C_f, i64 %654
  %656 = load float, ptr %655, align 4
  %657 = bitcast float %656 to i32
  %658 = lshr i32 %657, 16
  %659 = and i32 %658, 1
  %660 = add i32 %657, 32767
  %661 = add i32 %660, %659
  %662 = and i32 %661, -65536
  %663 = or i32 %657, 4194304
  %664 = and i32 %663, -65536
  %665 = fcmp uno float %656, %656
  %666 = select i1 %665, i32 %664, i32 %662
  %667 = bitcast i32 %666 to float
  %668 = mul i32 %by, 128
  %669 = add i32 %668, %i296
  %670 = sext i32 %669 to i64
  %671 = sext i32 %N to i64
  %672 = mul nsw i64 %670, %671
  %673 = mul i32 %bx, 256
  %674 = add i32 %tl_lo4, %j21
  %675 = add i32 %673, %674
  %676 = sext i32 %675 to i64
  %677 = add nsw i64 %672, %676
  %678 = getelementptr inbounds i16, ptr %C, i64 %677
  %679 = bitcast float %667 to i32
  %680 = lshr i32 %679, 16
  %681 = trunc i32 %680 to i16
  store i16 %681, ptr %678, align 2
  %682 = add nsw i32 %j21, 1
  br label %for.cond109, !llvm.loop !28

for.end111:                                       ; preds = %for.cond109
  br label %if.end102
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare float @tilec_rt_f8e4m3r(double)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare void @tilec_rt_copy(ptr, ptr, i64)

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @fp8_gemm_large_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_fp8_gemm_large(ptr %args, ptr %dims, ptr %self) #5 {
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

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 256
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !29

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 128
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 128
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 128
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 128
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end64, %for.end
  %k = phi i32 [ 0, %for.end ], [ %380, %for.end64 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 128
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 128
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 128
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %k, 128
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 128
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 128
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond72

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  %50 = mul i32 %bx, 256
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %bx, 256
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 256
  %55 = sext i32 %N to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %k, 128
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %k, 128
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 128
  %63 = sext i32 %K to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then31, label %if.else32

for.cond4:                                        ; preds = %if.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %86, %if.end10 ]
  %67 = icmp slt i32 %i17, 128
  br i1 %67, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %68 = add i32 %k, 1
  %69 = icmp slt i32 %68, %31
  br i1 %69, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %70 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %71 = mul nuw i64 %70, 1
  %72 = sext i32 %i17 to i64
  %73 = mul nsw i64 %72, 128
  %74 = add nsw i64 %73, 0
  %75 = getelementptr inbounds i8, ptr %A_s, i64 %74
  %76 = mul i32 %by, 128
  %77 = add i32 %76, %i17
  %78 = sext i32 %77 to i64
  %79 = sext i32 %K to i64
  %80 = mul nsw i64 %78, %79
  %81 = mul i32 %k, 128
  %82 = add i32 %81, 0
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %80, %83
  %85 = getelementptr inbounds i8, ptr %A, i64 %84
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %75, ptr align 1 %85, i64 %71, i1 false)
  %86 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !30

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %100, %for.body12 ]
  %87 = icmp slt i32 %pf, 2
  br i1 %87, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %88 = mul i32 %by, 128
  %89 = add i32 %88, %i17
  %90 = sext i32 %89 to i64
  %91 = sext i32 %K to i64
  %92 = mul i64 %90, %91
  %93 = add i32 %k, 1
  %94 = mul i32 %93, 128
  %95 = mul i32 %pf, 64
  %96 = add i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = add i64 %92, %97
  %99 = getelementptr i8, ptr %A, i64 %98
  call void @llvm.prefetch.p0(ptr %99, i32 0, i32 3, i32 1)
  %100 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !31

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.end29, %if.else
  %i117 = phi i32 [ 0, %if.else ], [ %222, %for.end29 ]
  %101 = icmp slt i32 %i117, 128
  br i1 %101, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %102 = mul i32 %k, 128
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = icmp slt i64 %104, 0
  %106 = mul i32 %k, 128
  %107 = sext i32 %106 to i64
  %108 = sub i64 0, %107
  %109 = icmp sgt i64 %108, 128
  %110 = mul i32 %k, 128
  %111 = sext i32 %110 to i64
  %112 = sub i64 0, %111
  %113 = select i1 %109, i64 128, i64 %112
  %114 = select i1 %105, i64 0, i64 %113
  %tl_lo0 = trunc i64 %114 to i32
  %115 = sext i32 %K to i64
  %116 = mul i32 %k, 128
  %117 = sext i32 %116 to i64
  %118 = sub i64 %115, %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %K to i64
  %121 = mul i32 %k, 128
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp sgt i64 %123, 128
  %125 = sext i32 %K to i64
  %126 = mul i32 %k, 128
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = select i1 %124, i64 128, i64 %128
  %130 = select i1 %119, i64 0, i64 %129
  %131 = sext i32 %tl_lo0 to i64
  %132 = icmp slt i64 %130, %131
  %133 = sext i32 %tl_lo0 to i64
  %134 = sext i32 %K to i64
  %135 = mul i32 %k, 128
  %136 = sext i32 %135 to i64
  %137 = sub i64 %134, %136
  %138 = icmp slt i64 %137, 0
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 128
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp sgt i64 %142, 128
  %144 = sext i32 %K to i64
  %145 = mul i32 %k, 128
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = select i1 %143, i64 128, i64 %147
  %149 = select i1 %138, i64 0, i64 %148
  %150 = select i1 %132, i64 %133, i64 %149
  %tl_hi1 = trunc i64 %150 to i32
  br label %for.cond18

for.end16:                                        ; preds = %for.cond14
  br label %if.end

for.cond18:                                       ; preds = %for.body19, %for.body15
  %j1 = phi i32 [ 0, %for.body15 ], [ %161, %for.body19 ]
  %151 = icmp slt i32 %j1, %tl_lo0
  br i1 %151, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %152 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %153 = sext i32 %i117 to i64
  %154 = mul nsw i64 %153, 128
  %155 = sext i32 %j1 to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds i8, ptr %A_s, i64 %156
  %158 = fpext float %152 to double
  %159 = call i32 @tilec_rt_f8e4m3_from_double(double %158)
  %160 = trunc i32 %159 to i8
  store i8 %160, ptr %157, align 1
  %161 = add nsw i32 %j1, 1
  br label %for.cond18, !llvm.loop !32

for.end20:                                        ; preds = %for.cond18
  %162 = mul i32 %by, 128
  %163 = sext i32 %162 to i64
  %164 = sext i32 %i117 to i64
  %165 = add i64 %163, %164
  %166 = icmp sle i64 0, %165
  %167 = mul i32 %by, 128
  %168 = sext i32 %167 to i64
  %169 = sext i32 %i117 to i64
  %170 = add i64 %168, %169
  %171 = sext i32 %M to i64
  %172 = icmp slt i64 %170, %171
  %173 = and i1 %166, %172
  br i1 %173, label %if.then21, label %if.else22

if.then21:                                        ; preds = %for.end20
  %174 = sub i32 %tl_hi1, %tl_lo0
  %175 = sext i32 %174 to i64
  %176 = sub i64 %175, 0
  %177 = call i64 @llvm.smax.i64(i64 %176, i64 0)
  %178 = mul nuw i64 %177, 1
  %179 = sext i32 %i117 to i64
  %180 = mul nsw i64 %179, 128
  %181 = add i32 %tl_lo0, 0
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %180, %182
  %184 = getelementptr inbounds i8, ptr %A_s, i64 %183
  %185 = mul i32 %by, 128
  %186 = add i32 %185, %i117
  %187 = sext i32 %186 to i64
  %188 = sext i32 %K to i64
  %189 = mul nsw i64 %187, %188
  %190 = mul i32 %k, 128
  %191 = add i32 %tl_lo0, 0
  %192 = add i32 %190, %191
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %189, %193
  %195 = getelementptr inbounds i8, ptr %A, i64 %194
  call void @tilec_rt_copy(ptr %184, ptr %195, i64 %178)
  br label %if.end23

if.else22:                                        ; preds = %for.end20
  %196 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond24

if.end23:                                         ; preds = %for.end26, %if.then21
  %197 = sub i32 128, %tl_hi1
  br label %for.cond27

for.cond24:                                       ; preds = %for.body25, %if.else22
  %j11 = phi i32 [ 0, %if.else22 ], [ %209, %for.body25 ]
  %198 = icmp slt i32 %j11, %196
  br i1 %198, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %199 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %200 = sext i32 %i117 to i64
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
  br label %for.cond24, !llvm.loop !33

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

for.cond27:                                       ; preds = %for.body28, %if.end23
  %j1130 = phi i32 [ 0, %if.end23 ], [ %221, %for.body28 ]
  %210 = icmp slt i32 %j1130, %197
  br i1 %210, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %211 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %212 = sext i32 %i117 to i64
  %213 = mul nsw i64 %212, 128
  %214 = add i32 %tl_hi1, %j1130
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i8, ptr %A_s, i64 %216
  %218 = fpext float %211 to double
  %219 = call i32 @tilec_rt_f8e4m3_from_double(double %218)
  %220 = trunc i32 %219 to i8
  store i8 %220, ptr %217, align 1
  %221 = add nsw i32 %j1130, 1
  br label %for.cond27, !llvm.loop !34

for.end29:                                        ; preds = %for.cond27
  %222 = add nsw i32 %i117, 1
  br label %for.cond14, !llvm.loop !35

if.then31:                                        ; preds = %if.end
  br label %for.cond34

if.else32:                                        ; preds = %if.end
  br label %for.cond44

if.end33:                                         ; preds = %for.end46, %for.end36
  br label %for.cond62

for.cond34:                                       ; preds = %if.end40, %if.then31
  %i137 = phi i32 [ 0, %if.then31 ], [ %242, %if.end40 ]
  %223 = icmp slt i32 %i137, 256
  br i1 %223, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %224 = add i32 %k, 1
  %225 = icmp slt i32 %224, %31
  br i1 %225, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  %226 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %227 = mul nuw i64 %226, 1
  %228 = sext i32 %i137 to i64
  %229 = mul nsw i64 %228, 128
  %230 = add nsw i64 %229, 0
  %231 = getelementptr inbounds i8, ptr %B_s, i64 %230
  %232 = mul i32 %bx, 256
  %233 = add i32 %232, %i137
  %234 = sext i32 %233 to i64
  %235 = sext i32 %K to i64
  %236 = mul nsw i64 %234, %235
  %237 = mul i32 %k, 128
  %238 = add i32 %237, 0
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i8, ptr %B, i64 %240
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %231, ptr align 1 %241, i64 %227, i1 false)
  %242 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !36

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf1 = phi i32 [ 0, %if.then38 ], [ %256, %for.body42 ]
  %243 = icmp slt i32 %pf1, 2
  br i1 %243, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %244 = mul i32 %bx, 256
  %245 = add i32 %244, %i137
  %246 = sext i32 %245 to i64
  %247 = sext i32 %K to i64
  %248 = mul i64 %246, %247
  %249 = add i32 %k, 1
  %250 = mul i32 %249, 128
  %251 = mul i32 %pf1, 64
  %252 = add i32 %250, %251
  %253 = sext i32 %252 to i64
  %254 = add i64 %248, %253
  %255 = getelementptr i8, ptr %B, i64 %254
  call void @llvm.prefetch.p0(ptr %255, i32 0, i32 3, i32 1)
  %256 = add nsw i32 %pf1, 1
  br label %for.cond41, !llvm.loop !37

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.end60, %if.else32
  %i147 = phi i32 [ 0, %if.else32 ], [ %378, %for.end60 ]
  %257 = icmp slt i32 %i147, 256
  br i1 %257, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %258 = mul i32 %k, 128
  %259 = sext i32 %258 to i64
  %260 = sub i64 0, %259
  %261 = icmp slt i64 %260, 0
  %262 = mul i32 %k, 128
  %263 = sext i32 %262 to i64
  %264 = sub i64 0, %263
  %265 = icmp sgt i64 %264, 128
  %266 = mul i32 %k, 128
  %267 = sext i32 %266 to i64
  %268 = sub i64 0, %267
  %269 = select i1 %265, i64 128, i64 %268
  %270 = select i1 %261, i64 0, i64 %269
  %tl_lo2 = trunc i64 %270 to i32
  %271 = sext i32 %K to i64
  %272 = mul i32 %k, 128
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = icmp slt i64 %274, 0
  %276 = sext i32 %K to i64
  %277 = mul i32 %k, 128
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = icmp sgt i64 %279, 128
  %281 = sext i32 %K to i64
  %282 = mul i32 %k, 128
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = select i1 %280, i64 128, i64 %284
  %286 = select i1 %275, i64 0, i64 %285
  %287 = sext i32 %tl_lo2 to i64
  %288 = icmp slt i64 %286, %287
  %289 = sext i32 %tl_lo2 to i64
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
  %306 = select i1 %288, i64 %289, i64 %305
  %tl_hi3 = trunc i64 %306 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end33

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j151 = phi i32 [ 0, %for.body45 ], [ %317, %for.body49 ]
  %307 = icmp slt i32 %j151, %tl_lo2
  br i1 %307, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %308 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %309 = sext i32 %i147 to i64
  %310 = mul nsw i64 %309, 128
  %311 = sext i32 %j151 to i64
  %312 = add nsw i64 %310, %311
  %313 = getelementptr inbounds i8, ptr %B_s, i64 %312
  %314 = fpext float %308 to double
  %315 = call i32 @tilec_rt_f8e4m3_from_double(double %314)
  %316 = trunc i32 %315 to i8
  store i8 %316, ptr %313, align 1
  %317 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !38

for.end50:                                        ; preds = %for.cond48
  %318 = mul i32 %bx, 256
  %319 = sext i32 %318 to i64
  %320 = sext i32 %i147 to i64
  %321 = add i64 %319, %320
  %322 = icmp sle i64 0, %321
  %323 = mul i32 %bx, 256
  %324 = sext i32 %323 to i64
  %325 = sext i32 %i147 to i64
  %326 = add i64 %324, %325
  %327 = sext i32 %N to i64
  %328 = icmp slt i64 %326, %327
  %329 = and i1 %322, %328
  br i1 %329, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %330 = sub i32 %tl_hi3, %tl_lo2
  %331 = sext i32 %330 to i64
  %332 = sub i64 %331, 0
  %333 = call i64 @llvm.smax.i64(i64 %332, i64 0)
  %334 = mul nuw i64 %333, 1
  %335 = sext i32 %i147 to i64
  %336 = mul nsw i64 %335, 128
  %337 = add i32 %tl_lo2, 0
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %B_s, i64 %339
  %341 = mul i32 %bx, 256
  %342 = add i32 %341, %i147
  %343 = sext i32 %342 to i64
  %344 = sext i32 %K to i64
  %345 = mul nsw i64 %343, %344
  %346 = mul i32 %k, 128
  %347 = add i32 %tl_lo2, 0
  %348 = add i32 %346, %347
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %345, %349
  %351 = getelementptr inbounds i8, ptr %B, i64 %350
  call void @tilec_rt_copy(ptr %340, ptr %351, i64 %334)
  br label %if.end54

if.else53:                                        ; preds = %for.end50
  %352 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end54:                                         ; preds = %for.end57, %if.then52
  %353 = sub i32 128, %tl_hi3
  br label %for.cond58

for.cond55:                                       ; preds = %for.body56, %if.else53
  %j12 = phi i32 [ 0, %if.else53 ], [ %365, %for.body56 ]
  %354 = icmp slt i32 %j12, %352
  br i1 %354, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %355 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %356 = sext i32 %i147 to i64
  %357 = mul nsw i64 %356, 128
  %358 = add i32 %tl_lo2, %j12
  %359 = sext i32 %358 to i64
  %360 = add nsw i64 %357, %359
  %361 = getelementptr inbounds i8, ptr %B_s, i64 %360
  %362 = fpext float %355 to double
  %363 = call i32 @tilec_rt_f8e4m3_from_double(double %362)
  %364 = trunc i32 %363 to i8
  store i8 %364, ptr %361, align 1
  %365 = add nsw i32 %j12, 1
  br label %for.cond55, !llvm.loop !39

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.end54
  %j1261 = phi i32 [ 0, %if.end54 ], [ %377, %for.body59 ]
  %366 = icmp slt i32 %j1261, %353
  br i1 %366, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %367 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %368 = sext i32 %i147 to i64
  %369 = mul nsw i64 %368, 128
  %370 = add i32 %tl_hi3, %j1261
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %369, %371
  %373 = getelementptr inbounds i8, ptr %B_s, i64 %372
  %374 = fpext float %367 to double
  %375 = call i32 @tilec_rt_f8e4m3_from_double(double %374)
  %376 = trunc i32 %375 to i8
  store i8 %376, ptr %373, align 1
  %377 = add nsw i32 %j1261, 1
  br label %for.cond58, !llvm.loop !40

for.end60:                                        ; preds = %for.cond58
  %378 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !41

for.cond62:                                       ; preds = %for.end67, %if.end33
  %tl_i = phi i32 [ 0, %if.end33 ], [ %388, %for.end67 ]
  %379 = icmp slt i32 %tl_i, 128
  br i1 %379, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  %380 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !42

for.cond65:                                       ; preds = %for.end70, %for.body63
  %tl_j = phi i32 [ 0, %for.body63 ], [ %415, %for.end70 ]
  %381 = icmp slt i32 %tl_j, 256
  br i1 %381, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %382 = sext i32 %tl_i to i64
  %383 = mul nsw i64 %382, 256
  %384 = sext i32 %tl_j to i64
  %385 = add nsw i64 %383, %384
  %386 = getelementptr inbounds float, ptr %C_f, i64 %385
  %387 = load float, ptr %386, align 4
  store float %387, ptr %tl_acc, align 4
  br label %for.cond68

for.end67:                                        ; preds = %for.cond65
  %388 = add nsw i32 %tl_i, 1
  br label %for.cond62, !llvm.loop !43

for.cond68:                                       ; preds = %for.body69, %for.body66
  %tl_p = phi i32 [ 0, %for.body66 ], [ %408, %for.body69 ]
  %389 = icmp slt i32 %tl_p, 128
  br i1 %389, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %tl_acc71 = load float, ptr %tl_acc, align 4
  %390 = sext i32 %tl_i to i64
  %391 = mul nsw i64 %390, 128
  %392 = sext i32 %tl_p to i64
  %393 = add nsw i64 %391, %392
  %394 = getelementptr inbounds i8, ptr %A_s, i64 %393
  %395 = load i8, ptr %394, align 1
  %396 = zext i8 %395 to i32
  %397 = call float @tilec_rt_f8e4m3_to_f32(i32 %396)
  %398 = sext i32 %tl_j to i64
  %399 = mul nsw i64 %398, 128
  %400 = sext i32 %tl_p to i64
  %401 = add nsw i64 %399, %400
  %402 = getelementptr inbounds i8, ptr %B_s, i64 %401
  %403 = load i8, ptr %402, align 1
  %404 = zext i8 %403 to i32
  %405 = call float @tilec_rt_f8e4m3_to_f32(i32 %404)
  %406 = fmul float %397, %405
  %407 = fadd float %tl_acc71, %406
  store float %407, ptr %tl_acc, align 4
  %408 = add nsw i32 %tl_p, 1
  br label %for.cond68, !llvm.loop !44

for.end70:                                        ; preds = %for.cond68
  %409 = load float, ptr %tl_acc, align 4
  %410 = sext i32 %tl_i to i64
  %411 = mul nsw i64 %410, 256
  %412 = sext i32 %tl_j to i64
  %413 = add nsw i64 %411, %412
  %414 = getelementptr inbounds float, ptr %C_f, i64 %413
  store float %409, ptr %414, align 4
  %415 = add nsw i32 %tl_j, 1
  br label %for.cond65, !llvm.loop !45

for.cond72:                                       ; preds = %for.end77, %for.end3
  %i = phi i32 [ 0, %for.end3 ], [ %442, %for.end77 ]
  %416 = icmp slt i32 %i, 128
  br i1 %416, label %for.body73, label %for.end74

for.body73:                                       ; preds = %for.cond72
  br label %for.cond75

for.end74:                                        ; preds = %for.cond72
  %417 = mul i32 %by, 128
  %418 = icmp sle i32 0, %417
  %419 = mul i32 %by, 128
  %420 = sext i32 %419 to i64
  %421 = add i64 %420, 128
  %422 = sext i32 %M to i64
  %423 = icmp sle i64 %421, %422
  %424 = and i1 %418, %423
  %425 = mul i32 %bx, 256
  %426 = icmp sle i32 0, %425
  %427 = mul i32 %bx, 256
  %428 = sext i32 %427 to i64
  %429 = add i64 %428, 256
  %430 = sext i32 %N to i64
  %431 = icmp sle i64 %429, %430
  %432 = and i1 %426, %431
  %433 = and i1 %424, %432
  br i1 %433, label %if.then84, label %if.else85

for.cond75:                                       ; preds = %if.end80, %for.body73
  %j = phi i32 [ 0, %for.body73 ], [ %456, %if.end80 ]
  %434 = icmp slt i32 %j, 256
  br i1 %434, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %435 = mul i32 %by, 128
  %436 = add i32 %435, %i
  %437 = icmp slt i32 %436, %M
  %438 = mul i32 %bx, 256
  %439 = add i32 %438, %j
  %440 = icmp slt i32 %439, %N
  %441 = and i1 %437, %440
  br i1 %441, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  %442 = add nsw i32 %i, 1
  br label %for.cond72, !llvm.loop !46

if.then78:                                        ; preds = %for.body76
  %443 = sext i32 %i to i64
  %444 = mul nsw i64 %443, 256
  %445 = sext i32 %j to i64
  %446 = add nsw i64 %444, %445
  %447 = getelementptr inbounds float, ptr %C_f, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = mul i32 %by, 128
  %450 = add i32 %449, %i
  %451 = icmp sle i32 0, %450
  %452 = mul i32 %by, 128
  %453 = add i32 %452, %i
  %454 = icmp slt i32 %453, %M
  %455 = and i1 %451, %454
  br i1 %455, label %sel.then, label %sel.else

if.else79:                                        ; preds = %for.body76
  br label %if.end80

if.end80:                                         ; preds = %if.else79, %sel.end83
  %456 = add nsw i32 %j, 1
  br label %for.cond75, !llvm.loop !47

sel.then:                                         ; preds = %if.then78
  %457 = mul i32 %by, 128
  %458 = add i32 %457, %i
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds float, ptr %SA, i64 %459
  %461 = load float, ptr %460, align 4
  br label %sel.end

sel.else:                                         ; preds = %if.then78
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %462 = phi float [ %461, %sel.then ], [ 0.000000e+00, %sel.else ]
  %463 = fmul float %448, %462
  %464 = mul i32 %bx, 256
  %465 = add i32 %464, %j
  %466 = icmp sle i32 0, %465
  %467 = mul i32 %bx, 256
  %468 = add i32 %467, %j
  %469 = icmp slt i32 %468, %N
  %470 = and i1 %466, %469
  br i1 %470, label %sel.then81, label %sel.else82

sel.then81:                                       ; preds = %sel.end
  %471 = mul i32 %bx, 256
  %472 = add i32 %471, %j
  %473 = sext i32 %472 to i64
  %474 = getelementptr inbounds float, ptr %SB, i64 %473
  %475 = load float, ptr %474, align 4
  br label %sel.end83

sel.else82:                                       ; preds = %sel.end
  br label %sel.end83

sel.end83:                                        ; preds = %sel.else82, %sel.then81
  %476 = phi float [ %475, %sel.then81 ], [ 0.000000e+00, %sel.else82 ]
  %477 = fmul float %463, %476
  %478 = sext i32 %i to i64
  %479 = mul nsw i64 %478, 256
  %480 = sext i32 %j to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %C_f, i64 %481
  store float %477, ptr %482, align 4
  br label %if.end80

if.then84:                                        ; preds = %for.end74
  br label %for.cond87

if.else85:                                        ; preds = %for.end74
  br label %for.cond99

if.end86:                                         ; preds = %for.end101, %for.end89
  ret void

for.cond87:                                       ; preds = %if.end92, %if.then84
  %i2 = phi i32 [ 0, %if.then84 ], [ %488, %if.end92 ]
  %483 = icmp slt i32 %i2, 128
  br i1 %483, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %484 = sext i32 %M to i64
  %485 = sext i32 %N to i64
  %486 = mul i64 %484, %485
  %487 = icmp sge i64 %486, 16777216
  br i1 %487, label %if.then90, label %if.else91

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

if.then90:                                        ; preds = %for.body88
  br label %for.cond93

if.else91:                                        ; preds = %for.body88
  br label %for.cond96

if.end92:                                         ; preds = %for.end98, %for.end95
  %488 = add nsw i32 %i2, 1
  br label %for.cond87, !llvm.loop !48

for.cond93:                                       ; preds = %for.body94, %if.then90
  %tl_c1 = phi i32 [ 0, %if.then90 ], [ %512, %for.body94 ]
  %489 = icmp slt i32 %tl_c1, 256
  br i1 %489, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %490 = sext i32 %i2 to i64
  %491 = mul nsw i64 %490, 256
  %492 = sext i32 %tl_c1 to i64
  %493 = add nsw i64 %491, %492
  %494 = getelementptr inbounds float, ptr %C_f, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = bitcast float %495 to i32
  %497 = lshr i32 %496, 16
  %498 = and i32 %497, 1
  %499 = add i32 %496, 32767
  %500 = add i32 %499, %498
  %501 = and i32 %500, -65536
  %502 = or i32 %496, 4194304
  %503 = and i32 %502, -65536
  %504 = fcmp uno float %495, %495
  %505 = select i1 %504, i32 %503, i32 %501
  %506 = bitcast i32 %505 to float
  %507 = sext i32 %tl_c1 to i64
  %508 = getelementptr inbounds i16, ptr %tl_stream0, i64 %507
  %509 = bitcast float %506 to i32
  %510 = lshr i32 %509, 16
  %511 = trunc i32 %510 to i16
  store i16 %511, ptr %508, align 2
  %512 = add nsw i32 %tl_c1, 1
  br label %for.cond93, !llvm.loop !49

for.end95:                                        ; preds = %for.cond93
  %513 = mul i32 %by, 128
  %514 = add i32 %513, %i2
  %515 = sext i32 %514 to i64
  %516 = sext i32 %N to i64
  %517 = mul nsw i64 %515, %516
  %518 = mul i32 %bx, 256
  %519 = add i32 %518, 0
  %520 = sext i32 %519 to i64
  %521 = add nsw i64 %517, %520
  %522 = getelementptr inbounds i16, ptr %C, i64 %521
  %523 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %522, ptr %523, i64 512)
  br label %if.end92

for.cond96:                                       ; preds = %for.body97, %if.else91
  %j2 = phi i32 [ 0, %if.else91 ], [ %555, %for.body97 ]
  %524 = icmp slt i32 %j2, 256
  br i1 %524, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %525 = sext i32 %i2 to i64
  %526 = mul nsw i64 %525, 256
  %527 = sext i32 %j2 to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %C_f, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = bitcast float %530 to i32
  %532 = lshr i32 %531, 16
  %533 = and i32 %532, 1
  %534 = add i32 %531, 32767
  %535 = add i32 %534, %533
  %536 = and i32 %535, -65536
  %537 = or i32 %531, 4194304
  %538 = and i32 %537, -65536
  %539 = fcmp uno float %530, %530
  %540 = select i1 %539, i32 %538, i32 %536
  %541 = bitcast i32 %540 to float
  %542 = mul i32 %by, 128
  %543 = add i32 %542, %i2
  %544 = sext i32 %543 to i64
  %545 = sext i32 %N to i64
  %546 = mul nsw i64 %544, %545
  %547 = mul i32 %bx, 256
  %548 = add i32 %547, %j2
  %549 = sext i32 %548 to i64
  %550 = add nsw i64 %546, %549
  %551 = getelementptr inbounds i16, ptr %C, i64 %550
  %552 = bitcast float %541 to i32
  %553 = lshr i32 %552, 16
  %554 = trunc i32 %553 to i16
  store i16 %554, ptr %551, align 2
  %555 = add nsw i32 %j2, 1
  br label %for.cond96, !llvm.loop !50

for.end98:                                        ; preds = %for.cond96
  br label %if.end92

for.cond99:                                       ; preds = %if.end105, %if.else85
  %i2102 = phi i32 [ 0, %if.else85 ], [ %622, %if.end105 ]
  %556 = icmp slt i32 %i2102, 128
  br i1 %556, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %557 = mul i32 %bx, 256
  %558 = sext i32 %557 to i64
  %559 = sub i64 0, %558
  %560 = icmp slt i64 %559, 0
  %561 = mul i32 %bx, 256
  %562 = sext i32 %561 to i64
  %563 = sub i64 0, %562
  %564 = icmp sgt i64 %563, 256
  %565 = mul i32 %bx, 256
  %566 = sext i32 %565 to i64
  %567 = sub i64 0, %566
  %568 = select i1 %564, i64 256, i64 %567
  %569 = select i1 %560, i64 0, i64 %568
  %tl_lo4 = trunc i64 %569 to i32
  %570 = sext i32 %N to i64
  %571 = mul i32 %bx, 256
  %572 = sext i32 %571 to i64
  %573 = sub i64 %570, %572
  %574 = icmp slt i64 %573, 0
  %575 = sext i32 %N to i64
  %576 = mul i32 %bx, 256
  %577 = sext i32 %576 to i64
  %578 = sub i64 %575, %577
  %579 = icmp sgt i64 %578, 256
  %580 = sext i32 %N to i64
  %581 = mul i32 %bx, 256
  %582 = sext i32 %581 to i64
  %583 = sub i64 %580, %582
  %584 = select i1 %579, i64 256, i64 %583
  %585 = select i1 %574, i64 0, i64 %584
  %586 = sext i32 %tl_lo4 to i64
  %587 = icmp slt i64 %585, %586
  %588 = sext i32 %tl_lo4 to i64
  %589 = sext i32 %N to i64
  %590 = mul i32 %bx, 256
  %591 = sext i32 %590 to i64
  %592 = sub i64 %589, %591
  %593 = icmp slt i64 %592, 0
  %594 = sext i32 %N to i64
  %595 = mul i32 %bx, 256
  %596 = sext i32 %595 to i64
  %597 = sub i64 %594, %596
  %598 = icmp sgt i64 %597, 256
  %599 = sext i32 %N to i64
  %600 = mul i32 %bx, 256
  %601 = sext i32 %600 to i64
  %602 = sub i64 %599, %601
  %603 = select i1 %598, i64 256, i64 %602
  %604 = select i1 %593, i64 0, i64 %603
  %605 = select i1 %587, i64 %588, i64 %604
  %tl_hi5 = trunc i64 %605 to i32
  %606 = mul i32 %by, 128
  %607 = sext i32 %606 to i64
  %608 = sext i32 %i2102 to i64
  %609 = add i64 %607, %608
  %610 = icmp sle i64 0, %609
  %611 = mul i32 %by, 128
  %612 = sext i32 %611 to i64
  %613 = sext i32 %i2102 to i64
  %614 = add i64 %612, %613
  %615 = sext i32 %M to i64
  %616 = icmp slt i64 %614, %615
  %617 = and i1 %610, %616
  br i1 %617, label %if.then103, label %if.else104

for.end101:                                       ; preds = %for.cond99
  br label %if.end86

if.then103:                                       ; preds = %for.body100
  %618 = sext i32 %M to i64
  %619 = sext i32 %N to i64
  %620 = mul i64 %618, %619
  %621 = icmp sge i64 %620, 16777216
  br i1 %621, label %if.then106, label %if.else107

if.else104:                                       ; preds = %for.body100
  br label %if.end105

if.end105:                                        ; preds = %if.else104, %if.end108
  %622 = add nsw i32 %i2102, 1
  br label %for.cond99, !llvm.loop !51

if.then106:                                       ; preds = %if.then103
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %623 = sext i32 %tl_sn4 to i64
  %624 = sdiv i64 %623, 2048
  %625 = sub i64 0, %623
  %626 = select i1 false, i64 %625, i64 %624
  %627 = srem i64 %623, 2048
  %628 = icmp ne i64 %627, 0
  %629 = icmp slt i64 %623, 0
  %630 = icmp eq i1 %629, false
  %631 = and i1 %628, %630
  %632 = zext i1 %631 to i64
  %633 = add i64 %626, %632
  %634 = trunc i64 %633 to i32
  br label %for.cond109

if.else107:                                       ; preds = %if.then103
  %635 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond115

if.end108:                                        ; preds = %for.end117, %for.end111
  br label %if.end105

for.cond109:                                      ; preds = %for.end114, %if.then106
  %tl_c5 = phi i32 [ 0, %if.then106 ], [ %681, %for.end114 ]
  %636 = icmp slt i32 %tl_c5, %634
  br i1 %636, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %tl_sb6 = mul i32 %tl_c5, 2048
  %637 = sub i32 %tl_sn4, %tl_sb6
  %638 = icmp slt i32 %637, 2048
  %639 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %638, i32 %639, i32 2048
  br label %for.cond112

for.end111:                                       ; preds = %for.cond109
  br label %if.end108

for.cond112:                                      ; preds = %for.body113, %for.body110
  %tl_c8 = phi i32 [ 0, %for.body110 ], [ %665, %for.body113 ]
  %640 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %640, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %641 = sext i32 %i2102 to i64
  %642 = mul nsw i64 %641, 256
  %643 = add i32 %tl_sb6, %tl_c8
  %644 = add i32 %tl_lo4, %643
  %645 = sext i32 %644 to i64
  %646 = add nsw i64 %642, %645
  %647 = getelementptr inbounds float, ptr %C_f, i64 %646
  %648 = load float, ptr %647, align 4
  %649 = bitcast float %648 to i32
  %650 = lshr i32 %649, 16
  %651 = and i32 %650, 1
  %652 = add i32 %649, 32767
  %653 = add i32 %652, %651
  %654 = and i32 %653, -65536
  %655 = or i32 %649, 4194304
  %656 = and i32 %655, -65536
  %657 = fcmp uno float %648, %648
  %658 = select i1 %657, i32 %656, i32 %654
  %659 = bitcast i32 %658 to float
  %660 = sext i32 %tl_c8 to i64
  %661 = getelementptr inbounds i16, ptr %tl_stream3, i64 %660
  %662 = bitcast float %659 to i32
  %663 = lshr i32 %662, 16
  %664 = trunc i32 %663 to i16
  store i16 %664, ptr %661, align 2
  %665 = add nsw i32 %tl_c8, 1
  br label %for.cond112, !llvm.loop !52

for.end114:                                       ; preds = %for.cond112
  %666 = sext i32 %tl_sm7 to i64
  %667 = mul i32 %by, 128
  %668 = add i32 %667, %i2102
  %669 = sext i32 %668 to i64
  %670 = sext i32 %N to i64
  %671 = mul nsw i64 %669, %670
  %672 = mul i32 %bx, 256
  %673 = add i32 %tl_sb6, 0
  %674 = add i32 %tl_lo4, %673
  %675 = add i32 %672, %674
  %676 = sext i32 %675 to i64
  %677 = add nsw i64 %671, %676
  %678 = getelementptr inbounds i16, ptr %C, i64 %677
  %679 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %680 = mul i64 %666, 2
  call void @tilec_rt_stream(ptr %678, ptr %679, i64 %680)
  %681 = add nsw i32 %tl_c5, 1
  br label %for.cond109, !llvm.loop !53

for.cond115:                                      ; preds = %for.body116, %if.else107
  %j21 = phi i32 [ 0, %if.else107 ], [ %715, %for.body116 ]
  %682 = icmp slt i32 %j21, %635
  br i1 %682, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %683 = sext i32 %i2102 to i64
  %684 = mul nsw i64 %683, 256
  %685 = add i32 %tl_lo4, %j21
  %686 = sext i32 %685 to i64
  %687 = add nsw i64 %684, %686
  %688 = getelementptr inbounds float, ptr %C_f, i64 %687
  %689 = load float, ptr %688, align 4
  %690 = bitcast float %689 to i32
  %691 = lshr i32 %690, 16
  %692 = and i32 %691, 1
  %693 = add i32 %690, 32767
  %694 = add i32 %693, %692
  %695 = and i32 %694, -65536
  %696 = or i32 %690, 4194304
  %697 = and i32 %696, -65536
  %698 = fcmp uno float %689, %689
  %699 = select i1 %698, i32 %697, i32 %695
  %700 = bitcast i32 %699 to float
  %701 = mul i32 %by, 128
  %702 = add i32 %701, %i2102
  %703 = sext i32 %702 to i64
  %704 = sext i32 %N to i64
  %705 = mul nsw i64 %703, %704
  %706 = mul i32 %bx, 256
  %707 = add i32 %tl_lo4, %j21
  %708 = add i32 %706, %707
  %709 = sext i32 %708 to i64
  %710 = add nsw i64 %705, %709
  %711 = getelementptr inbounds i16, ptr %C, i64 %710
  %712 = bitcast float %700 to i32
  %713 = lshr i32 %712, 16
  %714 = trunc i32 %713 to i16
  store i16 %714, ptr %711, align 2
  %715 = add nsw i32 %j21, 1
  br label %for.cond115, !llvm.loop !54

for.end117:                                       ; preds = %for.cond115
  br label %if.end108
}

; Function Attrs: nounwind
define internal void @fp8_gemm_large_rows_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_fp8_gemm_large_rows(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !{!7, !1, !6}
!8 = distinct !{!8, !1, !6}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !6}
!13 = distinct !{!13, !1, !6}
!14 = distinct !{!14, !1, !6}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !6}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !6}
!24 = distinct !{!24, !1, !6}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !6}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !6}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !6}
!33 = distinct !{!33, !1, !6}
!34 = distinct !{!34, !1, !6}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !6}
!39 = distinct !{!39, !1, !6}
!40 = distinct !{!40, !1, !6}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !6}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !6}
!50 = distinct !{!50, !1, !6}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !6}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !6}
