; ModuleID = 'gemm_i8.tile'
source_filename = "gemm_i8.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_i8 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_u8 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @matmul_i8_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i8], align 64
  %B_s = alloca [8192 x i8], align 64
  %C_f = alloca [16384 x i32], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i to i64
  %4 = mul nsw i64 %3, 128
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds i32, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 64
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 64
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 64
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 64
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end23, %for.end
  %k = phi i32 [ 0, %for.end ], [ %233, %if.end23 ]
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
  %41 = mul i32 %k, 64
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 64
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 64
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %50 = mul i32 %by, 128
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 128
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 128
  %55 = sext i32 %M to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %bx, 128
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %bx, 128
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 128
  %63 = sext i32 %N to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then41, label %if.else42

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  %67 = mul i32 %bx, 128
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %bx, 128
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 128
  %72 = sext i32 %N to i64
  %73 = icmp sle i64 %71, %72
  %74 = and i1 %68, %73
  %75 = mul i32 %k, 64
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %k, 64
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 64
  %80 = sext i32 %K to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then21, label %if.else22

for.cond4:                                        ; preds = %if.end10, %if.then
  %i7 = phi i32 [ 0, %if.then ], [ %103, %if.end10 ]
  %84 = icmp slt i32 %i7, 128
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %85 = add i32 %k, 1
  %86 = icmp slt i32 %85, %31
  br i1 %86, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %87 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %88 = mul nuw i64 %87, 1
  %89 = sext i32 %i7 to i64
  %90 = mul nsw i64 %89, 64
  %91 = add nsw i64 %90, 0
  %92 = getelementptr inbounds i8, ptr %A_s, i64 %91
  %93 = mul i32 %by, 128
  %94 = add i32 %93, %i7
  %95 = sext i32 %94 to i64
  %96 = sext i32 %K to i64
  %97 = mul nsw i64 %95, %96
  %98 = mul i32 %k, 64
  %99 = add i32 %98, 0
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %97, %100
  %102 = getelementptr inbounds i8, ptr %A, i64 %101
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr align 1 %102, i64 %88, i1 false)
  %103 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !3

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %117, %for.body12 ]
  %104 = icmp slt i32 %pf, 1
  br i1 %104, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %105 = mul i32 %by, 128
  %106 = add i32 %105, %i7
  %107 = sext i32 %106 to i64
  %108 = sext i32 %K to i64
  %109 = mul i64 %107, %108
  %110 = add i32 %k, 1
  %111 = mul i32 %110, 64
  %112 = mul i32 %pf, 64
  %113 = add i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = add i64 %109, %114
  %116 = getelementptr i8, ptr %A, i64 %115
  call void @llvm.prefetch.p0(ptr %116, i32 0, i32 3, i32 1)
  %117 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %if.end20, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %232, %if.end20 ]
  %118 = icmp slt i32 %i17, 128
  br i1 %118, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = icmp slt i64 %121, 0
  %123 = mul i32 %k, 64
  %124 = sext i32 %123 to i64
  %125 = sub i64 0, %124
  %126 = icmp sgt i64 %125, 64
  %127 = mul i32 %k, 64
  %128 = sext i32 %127 to i64
  %129 = sub i64 0, %128
  %130 = select i1 %126, i64 64, i64 %129
  %131 = select i1 %122, i64 0, i64 %130
  %tl_lo0 = trunc i64 %131 to i32
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 64
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 64
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 64, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = sext i32 %tl_lo0 to i64
  %149 = icmp slt i64 %147, %148
  %150 = sext i32 %tl_lo0 to i64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 64
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = icmp slt i64 %154, 0
  %156 = sext i32 %K to i64
  %157 = mul i32 %k, 64
  %158 = sext i32 %157 to i64
  %159 = sub i64 %156, %158
  %160 = icmp sgt i64 %159, 64
  %161 = sext i32 %K to i64
  %162 = mul i32 %k, 64
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = select i1 %160, i64 64, i64 %164
  %166 = select i1 %155, i64 0, i64 %165
  %167 = select i1 %149, i64 %150, i64 %166
  %tl_hi1 = trunc i64 %167 to i32
  %168 = sext i32 %tl_lo0 to i64
  %169 = sub i64 %168, 0
  %170 = call i64 @llvm.smax.i64(i64 %169, i64 0)
  %171 = mul nuw i64 %170, 1
  %172 = sext i32 %i17 to i64
  %173 = mul nsw i64 %172, 64
  %174 = add nsw i64 %173, 0
  %175 = getelementptr inbounds i8, ptr %A_s, i64 %174
  call void @llvm.memset.p0.i64(ptr align 1 %175, i8 0, i64 %171, i1 false)
  %176 = mul i32 %by, 128
  %177 = sext i32 %176 to i64
  %178 = sext i32 %i17 to i64
  %179 = add i64 %177, %178
  %180 = icmp sle i64 0, %179
  %181 = mul i32 %by, 128
  %182 = sext i32 %181 to i64
  %183 = sext i32 %i17 to i64
  %184 = add i64 %182, %183
  %185 = sext i32 %M to i64
  %186 = icmp slt i64 %184, %185
  %187 = and i1 %180, %186
  br i1 %187, label %if.then18, label %if.else19

for.end16:                                        ; preds = %for.cond14
  br label %if.end

if.then18:                                        ; preds = %for.body15
  %188 = sub i32 %tl_hi1, %tl_lo0
  %189 = sext i32 %188 to i64
  %190 = sub i64 %189, 0
  %191 = call i64 @llvm.smax.i64(i64 %190, i64 0)
  %192 = mul nuw i64 %191, 1
  %193 = sext i32 %i17 to i64
  %194 = mul nsw i64 %193, 64
  %195 = add i32 %tl_lo0, 0
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %194, %196
  %198 = getelementptr inbounds i8, ptr %A_s, i64 %197
  %199 = mul i32 %by, 128
  %200 = add i32 %199, %i17
  %201 = sext i32 %200 to i64
  %202 = sext i32 %K to i64
  %203 = mul nsw i64 %201, %202
  %204 = mul i32 %k, 64
  %205 = add i32 %tl_lo0, 0
  %206 = add i32 %204, %205
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %203, %207
  %209 = getelementptr inbounds i8, ptr %A, i64 %208
  call void @tilec_rt_copy(ptr %198, ptr %209, i64 %192)
  br label %if.end20

if.else19:                                        ; preds = %for.body15
  %210 = sub i32 %tl_hi1, %tl_lo0
  %211 = sext i32 %210 to i64
  %212 = sub i64 %211, 0
  %213 = call i64 @llvm.smax.i64(i64 %212, i64 0)
  %214 = mul nuw i64 %213, 1
  %215 = sext i32 %i17 to i64
  %216 = mul nsw i64 %215, 64
  %217 = add i32 %tl_lo0, 0
  %218 = sext i32 %217 to i64
  %219 = add nsw i64 %216, %218
  %220 = getelementptr inbounds i8, ptr %A_s, i64 %219
  call void @llvm.memset.p0.i64(ptr align 1 %220, i8 0, i64 %214, i1 false)
  br label %if.end20

if.end20:                                         ; preds = %if.else19, %if.then18
  %221 = sub i32 64, %tl_hi1
  %222 = sext i32 %221 to i64
  %223 = sub i64 %222, 0
  %224 = call i64 @llvm.smax.i64(i64 %223, i64 0)
  %225 = mul nuw i64 %224, 1
  %226 = sext i32 %i17 to i64
  %227 = mul nsw i64 %226, 64
  %228 = add i32 %tl_hi1, 0
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %227, %229
  %231 = getelementptr inbounds i8, ptr %A_s, i64 %230
  call void @llvm.memset.p0.i64(ptr align 1 %231, i8 0, i64 %225, i1 false)
  %232 = add nsw i32 %i17, 1
  br label %for.cond14, !llvm.loop !5

if.then21:                                        ; preds = %if.end
  br label %for.cond24

if.else22:                                        ; preds = %if.end
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  call void @tilec_rt_gemm_i8i32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, i32 0, ptr %B_s, i32 64, i32 1, i32 0, ptr %C_f, i32 128)
  %233 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !6

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i27 = phi i32 [ 0, %if.then21 ], [ %253, %if.end30 ]
  %234 = icmp slt i32 %i27, 128
  br i1 %234, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %235 = add i32 %k, 1
  %236 = icmp slt i32 %235, %31
  br i1 %236, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  br label %for.cond31

if.else29:                                        ; preds = %for.body25
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %for.end33
  %237 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %238 = mul nuw i64 %237, 1
  %239 = sext i32 %i27 to i64
  %240 = mul nsw i64 %239, 64
  %241 = add nsw i64 %240, 0
  %242 = getelementptr inbounds i8, ptr %B_s, i64 %241
  %243 = mul i32 %bx, 128
  %244 = add i32 %243, %i27
  %245 = sext i32 %244 to i64
  %246 = sext i32 %K to i64
  %247 = mul nsw i64 %245, %246
  %248 = mul i32 %k, 64
  %249 = add i32 %248, 0
  %250 = sext i32 %249 to i64
  %251 = add nsw i64 %247, %250
  %252 = getelementptr inbounds i8, ptr %B, i64 %251
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %242, ptr align 1 %252, i64 %238, i1 false)
  %253 = add nsw i32 %i27, 1
  br label %for.cond24, !llvm.loop !7

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %267, %for.body32 ]
  %254 = icmp slt i32 %pf1, 1
  br i1 %254, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %255 = mul i32 %bx, 128
  %256 = add i32 %255, %i27
  %257 = sext i32 %256 to i64
  %258 = sext i32 %K to i64
  %259 = mul i64 %257, %258
  %260 = add i32 %k, 1
  %261 = mul i32 %260, 64
  %262 = mul i32 %pf1, 64
  %263 = add i32 %261, %262
  %264 = sext i32 %263 to i64
  %265 = add i64 %259, %264
  %266 = getelementptr i8, ptr %B, i64 %265
  call void @llvm.prefetch.p0(ptr %266, i32 0, i32 3, i32 1)
  %267 = add nsw i32 %pf1, 1
  br label %for.cond31, !llvm.loop !8

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %if.end40, %if.else22
  %i37 = phi i32 [ 0, %if.else22 ], [ %382, %if.end40 ]
  %268 = icmp slt i32 %i37, 128
  br i1 %268, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %269 = mul i32 %k, 64
  %270 = sext i32 %269 to i64
  %271 = sub i64 0, %270
  %272 = icmp slt i64 %271, 0
  %273 = mul i32 %k, 64
  %274 = sext i32 %273 to i64
  %275 = sub i64 0, %274
  %276 = icmp sgt i64 %275, 64
  %277 = mul i32 %k, 64
  %278 = sext i32 %277 to i64
  %279 = sub i64 0, %278
  %280 = select i1 %276, i64 64, i64 %279
  %281 = select i1 %272, i64 0, i64 %280
  %tl_lo2 = trunc i64 %281 to i32
  %282 = sext i32 %K to i64
  %283 = mul i32 %k, 64
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %K to i64
  %288 = mul i32 %k, 64
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = icmp sgt i64 %290, 64
  %292 = sext i32 %K to i64
  %293 = mul i32 %k, 64
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = select i1 %291, i64 64, i64 %295
  %297 = select i1 %286, i64 0, i64 %296
  %298 = sext i32 %tl_lo2 to i64
  %299 = icmp slt i64 %297, %298
  %300 = sext i32 %tl_lo2 to i64
  %301 = sext i32 %K to i64
  %302 = mul i32 %k, 64
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = icmp slt i64 %304, 0
  %306 = sext i32 %K to i64
  %307 = mul i32 %k, 64
  %308 = sext i32 %307 to i64
  %309 = sub i64 %306, %308
  %310 = icmp sgt i64 %309, 64
  %311 = sext i32 %K to i64
  %312 = mul i32 %k, 64
  %313 = sext i32 %312 to i64
  %314 = sub i64 %311, %313
  %315 = select i1 %310, i64 64, i64 %314
  %316 = select i1 %305, i64 0, i64 %315
  %317 = select i1 %299, i64 %300, i64 %316
  %tl_hi3 = trunc i64 %317 to i32
  %318 = sext i32 %tl_lo2 to i64
  %319 = sub i64 %318, 0
  %320 = call i64 @llvm.smax.i64(i64 %319, i64 0)
  %321 = mul nuw i64 %320, 1
  %322 = sext i32 %i37 to i64
  %323 = mul nsw i64 %322, 64
  %324 = add nsw i64 %323, 0
  %325 = getelementptr inbounds i8, ptr %B_s, i64 %324
  call void @llvm.memset.p0.i64(ptr align 1 %325, i8 0, i64 %321, i1 false)
  %326 = mul i32 %bx, 128
  %327 = sext i32 %326 to i64
  %328 = sext i32 %i37 to i64
  %329 = add i64 %327, %328
  %330 = icmp sle i64 0, %329
  %331 = mul i32 %bx, 128
  %332 = sext i32 %331 to i64
  %333 = sext i32 %i37 to i64
  %334 = add i64 %332, %333
  %335 = sext i32 %N to i64
  %336 = icmp slt i64 %334, %335
  %337 = and i1 %330, %336
  br i1 %337, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end23

if.then38:                                        ; preds = %for.body35
  %338 = sub i32 %tl_hi3, %tl_lo2
  %339 = sext i32 %338 to i64
  %340 = sub i64 %339, 0
  %341 = call i64 @llvm.smax.i64(i64 %340, i64 0)
  %342 = mul nuw i64 %341, 1
  %343 = sext i32 %i37 to i64
  %344 = mul nsw i64 %343, 64
  %345 = add i32 %tl_lo2, 0
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %344, %346
  %348 = getelementptr inbounds i8, ptr %B_s, i64 %347
  %349 = mul i32 %bx, 128
  %350 = add i32 %349, %i37
  %351 = sext i32 %350 to i64
  %352 = sext i32 %K to i64
  %353 = mul nsw i64 %351, %352
  %354 = mul i32 %k, 64
  %355 = add i32 %tl_lo2, 0
  %356 = add i32 %354, %355
  %357 = sext i32 %356 to i64
  %358 = add nsw i64 %353, %357
  %359 = getelementptr inbounds i8, ptr %B, i64 %358
  call void @tilec_rt_copy(ptr %348, ptr %359, i64 %342)
  br label %if.end40

if.else39:                                        ; preds = %for.body35
  %360 = sub i32 %tl_hi3, %tl_lo2
  %361 = sext i32 %360 to i64
  %362 = sub i64 %361, 0
  %363 = call i64 @llvm.smax.i64(i64 %362, i64 0)
  %364 = mul nuw i64 %363, 1
  %365 = sext i32 %i37 to i64
  %366 = mul nsw i64 %365, 64
  %367 = add i32 %tl_lo2, 0
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %366, %368
  %370 = getelementptr inbounds i8, ptr %B_s, i64 %369
  call void @llvm.memset.p0.i64(ptr align 1 %370, i8 0, i64 %364, i1 false)
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %if.then38
  %371 = sub i32 64, %tl_hi3
  %372 = sext i32 %371 to i64
  %373 = sub i64 %372, 0
  %374 = call i64 @llvm.smax.i64(i64 %373, i64 0)
  %375 = mul nuw i64 %374, 1
  %376 = sext i32 %i37 to i64
  %377 = mul nsw i64 %376, 64
  %378 = add i32 %tl_hi3, 0
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %377, %379
  %381 = getelementptr inbounds i8, ptr %B_s, i64 %380
  call void @llvm.memset.p0.i64(ptr align 1 %381, i8 0, i64 %375, i1 false)
  %382 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !9

if.then41:                                        ; preds = %for.end3
  br label %for.cond44

if.else42:                                        ; preds = %for.end3
  br label %for.cond50

if.end43:                                         ; preds = %for.end52, %for.end46
  ret void

for.cond44:                                       ; preds = %if.end49, %if.then41
  %i1 = phi i32 [ 0, %if.then41 ], [ %418, %if.end49 ]
  %383 = icmp slt i32 %i1, 128
  br i1 %383, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %384 = sext i32 %M to i64
  %385 = sext i32 %N to i64
  %386 = mul i64 %384, %385
  %387 = icmp sge i64 %386, 8388608
  br i1 %387, label %if.then47, label %if.else48

for.end46:                                        ; preds = %for.cond44
  br label %if.end43

if.then47:                                        ; preds = %for.body45
  %388 = mul i32 %by, 128
  %389 = add i32 %388, %i1
  %390 = sext i32 %389 to i64
  %391 = sext i32 %N to i64
  %392 = mul nsw i64 %390, %391
  %393 = mul i32 %bx, 128
  %394 = add i32 %393, 0
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %392, %395
  %397 = getelementptr inbounds i32, ptr %C, i64 %396
  %398 = sext i32 %i1 to i64
  %399 = mul nsw i64 %398, 128
  %400 = add nsw i64 %399, 0
  %401 = getelementptr inbounds i32, ptr %C_f, i64 %400
  call void @tilec_rt_stream(ptr %397, ptr %401, i64 512)
  br label %if.end49

if.else48:                                        ; preds = %for.body45
  %402 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %403 = mul nuw i64 %402, 4
  %404 = mul i32 %by, 128
  %405 = add i32 %404, %i1
  %406 = sext i32 %405 to i64
  %407 = sext i32 %N to i64
  %408 = mul nsw i64 %406, %407
  %409 = mul i32 %bx, 128
  %410 = add i32 %409, 0
  %411 = sext i32 %410 to i64
  %412 = add nsw i64 %408, %411
  %413 = getelementptr inbounds i32, ptr %C, i64 %412
  %414 = sext i32 %i1 to i64
  %415 = mul nsw i64 %414, 128
  %416 = add nsw i64 %415, 0
  %417 = getelementptr inbounds i32, ptr %C_f, i64 %416
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %413, ptr align 4 %417, i64 %403, i1 false)
  br label %if.end49

if.end49:                                         ; preds = %if.else48, %if.then47
  %418 = add nsw i32 %i1, 1
  br label %for.cond44, !llvm.loop !10

for.cond50:                                       ; preds = %if.end56, %if.else42
  %i153 = phi i32 [ 0, %if.else42 ], [ %503, %if.end56 ]
  %419 = icmp slt i32 %i153, 128
  br i1 %419, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %420 = mul i32 %bx, 128
  %421 = sext i32 %420 to i64
  %422 = sub i64 0, %421
  %423 = icmp slt i64 %422, 0
  %424 = mul i32 %bx, 128
  %425 = sext i32 %424 to i64
  %426 = sub i64 0, %425
  %427 = icmp sgt i64 %426, 128
  %428 = mul i32 %bx, 128
  %429 = sext i32 %428 to i64
  %430 = sub i64 0, %429
  %431 = select i1 %427, i64 128, i64 %430
  %432 = select i1 %423, i64 0, i64 %431
  %tl_lo4 = trunc i64 %432 to i32
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 128
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = icmp slt i64 %436, 0
  %438 = sext i32 %N to i64
  %439 = mul i32 %bx, 128
  %440 = sext i32 %439 to i64
  %441 = sub i64 %438, %440
  %442 = icmp sgt i64 %441, 128
  %443 = sext i32 %N to i64
  %444 = mul i32 %bx, 128
  %445 = sext i32 %444 to i64
  %446 = sub i64 %443, %445
  %447 = select i1 %442, i64 128, i64 %446
  %448 = select i1 %437, i64 0, i64 %447
  %449 = sext i32 %tl_lo4 to i64
  %450 = icmp slt i64 %448, %449
  %451 = sext i32 %tl_lo4 to i64
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 128
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = icmp slt i64 %455, 0
  %457 = sext i32 %N to i64
  %458 = mul i32 %bx, 128
  %459 = sext i32 %458 to i64
  %460 = sub i64 %457, %459
  %461 = icmp sgt i64 %460, 128
  %462 = sext i32 %N to i64
  %463 = mul i32 %bx, 128
  %464 = sext i32 %463 to i64
  %465 = sub i64 %462, %464
  %466 = select i1 %461, i64 128, i64 %465
  %467 = select i1 %456, i64 0, i64 %466
  %468 = select i1 %450, i64 %451, i64 %467
  %tl_hi5 = trunc i64 %468 to i32
  %469 = mul i32 %by, 128
  %470 = sext i32 %469 to i64
  %471 = sext i32 %i153 to i64
  %472 = add i64 %470, %471
  %473 = icmp sle i64 0, %472
  %474 = mul i32 %by, 128
  %475 = sext i32 %474 to i64
  %476 = sext i32 %i153 to i64
  %477 = add i64 %475, %476
  %478 = sext i32 %M to i64
  %479 = icmp slt i64 %477, %478
  %480 = and i1 %473, %479
  br i1 %480, label %if.then54, label %if.else55

for.end52:                                        ; preds = %for.cond50
  br label %if.end43

if.then54:                                        ; preds = %for.body51
  %481 = sub i32 %tl_hi5, %tl_lo4
  %482 = sext i32 %481 to i64
  %483 = sub i64 %482, 0
  %484 = call i64 @llvm.smax.i64(i64 %483, i64 0)
  %485 = mul nuw i64 %484, 4
  %486 = mul i32 %by, 128
  %487 = add i32 %486, %i153
  %488 = sext i32 %487 to i64
  %489 = sext i32 %N to i64
  %490 = mul nsw i64 %488, %489
  %491 = mul i32 %bx, 128
  %492 = add i32 %tl_lo4, 0
  %493 = add i32 %491, %492
  %494 = sext i32 %493 to i64
  %495 = add nsw i64 %490, %494
  %496 = getelementptr inbounds i32, ptr %C, i64 %495
  %497 = sext i32 %i153 to i64
  %498 = mul nsw i64 %497, 128
  %499 = add i32 %tl_lo4, 0
  %500 = sext i32 %499 to i64
  %501 = add nsw i64 %498, %500
  %502 = getelementptr inbounds i32, ptr %C_f, i64 %501
  call void @tilec_rt_copy(ptr %496, ptr %502, i64 %485)
  br label %if.end56

if.else55:                                        ; preds = %for.body51
  br label %if.end56

if.end56:                                         ; preds = %if.else55, %if.then54
  %503 = add nsw i32 %i153, 1
  br label %for.cond50, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @tilec_rt_copy(ptr, ptr, i64)

declare void @tilec_rt_gemm_i8i32(i32, i32, i32, ptr, i32, i32, i32, ptr, i32, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_i8_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_i8, ptr %ctx, i32 0, i32 6
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
  %25 = trunc i64 %21 to i32
  call void @matmul_i8_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_i8(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_i8, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_i8, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_i8_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @matmul_u8_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i8], align 64
  %B_s = alloca [2048 x i8], align 64
  %C_f = alloca [4096 x i32], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i to i64
  %4 = mul nsw i64 %3, 64
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds i32, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !12

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 32
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 32
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 32
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 32
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end17, %for.end
  %k = phi i32 [ 0, %for.end ], [ %217, %if.end17 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 64
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 64
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 64
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %k, 32
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 32
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 32
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %50 = mul i32 %by, 64
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 64
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 64
  %55 = sext i32 %M to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %bx, 64
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 64
  %63 = sext i32 %N to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then35, label %if.else36

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond8

if.end:                                           ; preds = %for.end10, %for.end6
  %67 = mul i32 %k, 32
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %k, 32
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 32
  %72 = sext i32 %K to i64
  %73 = icmp sle i64 %71, %72
  %74 = and i1 %68, %73
  %75 = mul i32 %bx, 64
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %bx, 64
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 64
  %80 = sext i32 %N to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then15, label %if.else16

for.cond4:                                        ; preds = %for.body5, %if.then
  %i7 = phi i32 [ 0, %if.then ], [ %101, %for.body5 ]
  %84 = icmp slt i32 %i7, 64
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %85 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %86 = mul nuw i64 %85, 1
  %87 = sext i32 %i7 to i64
  %88 = mul nsw i64 %87, 32
  %89 = add nsw i64 %88, 0
  %90 = getelementptr inbounds i8, ptr %A_s, i64 %89
  %91 = mul i32 %by, 64
  %92 = add i32 %91, %i7
  %93 = sext i32 %92 to i64
  %94 = sext i32 %K to i64
  %95 = mul nsw i64 %93, %94
  %96 = mul i32 %k, 32
  %97 = add i32 %96, 0
  %98 = sext i32 %97 to i64
  %99 = add nsw i64 %95, %98
  %100 = getelementptr inbounds i8, ptr %A, i64 %99
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %90, ptr align 1 %100, i64 %86, i1 false)
  %101 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !13

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %if.end14, %if.else
  %i11 = phi i32 [ 0, %if.else ], [ %216, %if.end14 ]
  %102 = icmp slt i32 %i11, 64
  br i1 %102, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %103 = mul i32 %k, 32
  %104 = sext i32 %103 to i64
  %105 = sub i64 0, %104
  %106 = icmp slt i64 %105, 0
  %107 = mul i32 %k, 32
  %108 = sext i32 %107 to i64
  %109 = sub i64 0, %108
  %110 = icmp sgt i64 %109, 32
  %111 = mul i32 %k, 32
  %112 = sext i32 %111 to i64
  %113 = sub i64 0, %112
  %114 = select i1 %110, i64 32, i64 %113
  %115 = select i1 %106, i64 0, i64 %114
  %tl_lo0 = trunc i64 %115 to i32
  %116 = sext i32 %K to i64
  %117 = mul i32 %k, 32
  %118 = sext i32 %117 to i64
  %119 = sub i64 %116, %118
  %120 = icmp slt i64 %119, 0
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp sgt i64 %124, 32
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = select i1 %125, i64 32, i64 %129
  %131 = select i1 %120, i64 0, i64 %130
  %132 = sext i32 %tl_lo0 to i64
  %133 = icmp slt i64 %131, %132
  %134 = sext i32 %tl_lo0 to i64
  %135 = sext i32 %K to i64
  %136 = mul i32 %k, 32
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp slt i64 %138, 0
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp sgt i64 %143, 32
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 32
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = select i1 %144, i64 32, i64 %148
  %150 = select i1 %139, i64 0, i64 %149
  %151 = select i1 %133, i64 %134, i64 %150
  %tl_hi1 = trunc i64 %151 to i32
  %152 = sext i32 %tl_lo0 to i64
  %153 = sub i64 %152, 0
  %154 = call i64 @llvm.smax.i64(i64 %153, i64 0)
  %155 = mul nuw i64 %154, 1
  %156 = sext i32 %i11 to i64
  %157 = mul nsw i64 %156, 32
  %158 = add nsw i64 %157, 0
  %159 = getelementptr inbounds i8, ptr %A_s, i64 %158
  call void @llvm.memset.p0.i64(ptr align 1 %159, i8 0, i64 %155, i1 false)
  %160 = mul i32 %by, 64
  %161 = sext i32 %160 to i64
  %162 = sext i32 %i11 to i64
  %163 = add i64 %161, %162
  %164 = icmp sle i64 0, %163
  %165 = mul i32 %by, 64
  %166 = sext i32 %165 to i64
  %167 = sext i32 %i11 to i64
  %168 = add i64 %166, %167
  %169 = sext i32 %M to i64
  %170 = icmp slt i64 %168, %169
  %171 = and i1 %164, %170
  br i1 %171, label %if.then12, label %if.else13

for.end10:                                        ; preds = %for.cond8
  br label %if.end

if.then12:                                        ; preds = %for.body9
  %172 = sub i32 %tl_hi1, %tl_lo0
  %173 = sext i32 %172 to i64
  %174 = sub i64 %173, 0
  %175 = call i64 @llvm.smax.i64(i64 %174, i64 0)
  %176 = mul nuw i64 %175, 1
  %177 = sext i32 %i11 to i64
  %178 = mul nsw i64 %177, 32
  %179 = add i32 %tl_lo0, 0
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %178, %180
  %182 = getelementptr inbounds i8, ptr %A_s, i64 %181
  %183 = mul i32 %by, 64
  %184 = add i32 %183, %i11
  %185 = sext i32 %184 to i64
  %186 = sext i32 %K to i64
  %187 = mul nsw i64 %185, %186
  %188 = mul i32 %k, 32
  %189 = add i32 %tl_lo0, 0
  %190 = add i32 %188, %189
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %187, %191
  %193 = getelementptr inbounds i8, ptr %A, i64 %192
  call void @tilec_rt_copy(ptr %182, ptr %193, i64 %176)
  br label %if.end14

if.else13:                                        ; preds = %for.body9
  %194 = sub i32 %tl_hi1, %tl_lo0
  %195 = sext i32 %194 to i64
  %196 = sub i64 %195, 0
  %197 = call i64 @llvm.smax.i64(i64 %196, i64 0)
  %198 = mul nuw i64 %197, 1
  %199 = sext i32 %i11 to i64
  %200 = mul nsw i64 %199, 32
  %201 = add i32 %tl_lo0, 0
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %200, %202
  %204 = getelementptr inbounds i8, ptr %A_s, i64 %203
  call void @llvm.memset.p0.i64(ptr align 1 %204, i8 0, i64 %198, i1 false)
  br label %if.end14

if.end14:                                         ; preds = %if.else13, %if.then12
  %205 = sub i32 32, %tl_hi1
  %206 = sext i32 %205 to i64
  %207 = sub i64 %206, 0
  %208 = call i64 @llvm.smax.i64(i64 %207, i64 0)
  %209 = mul nuw i64 %208, 1
  %210 = sext i32 %i11 to i64
  %211 = mul nsw i64 %210, 32
  %212 = add i32 %tl_hi1, 0
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %211, %213
  %215 = getelementptr inbounds i8, ptr %A_s, i64 %214
  call void @llvm.memset.p0.i64(ptr align 1 %215, i8 0, i64 %209, i1 false)
  %216 = add nsw i32 %i11, 1
  br label %for.cond8, !llvm.loop !14

if.then15:                                        ; preds = %if.end
  br label %for.cond18

if.else16:                                        ; preds = %if.end
  br label %for.cond28

if.end17:                                         ; preds = %for.end30, %for.end20
  call void @tilec_rt_gemm_i8i32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, i32 1, ptr %B_s, i32 64, i32 0, i32 1, ptr %C_f, i32 64)
  %217 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !15

for.cond18:                                       ; preds = %if.end24, %if.then15
  %i21 = phi i32 [ 0, %if.then15 ], [ %237, %if.end24 ]
  %218 = icmp slt i32 %i21, 32
  br i1 %218, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %219 = add i32 %k, 1
  %220 = icmp slt i32 %219, %31
  br i1 %220, label %if.then22, label %if.else23

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

if.then22:                                        ; preds = %for.body19
  br label %for.cond25

if.else23:                                        ; preds = %for.body19
  br label %if.end24

if.end24:                                         ; preds = %if.else23, %for.end27
  %221 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %222 = mul nuw i64 %221, 1
  %223 = sext i32 %i21 to i64
  %224 = mul nsw i64 %223, 64
  %225 = add nsw i64 %224, 0
  %226 = getelementptr inbounds i8, ptr %B_s, i64 %225
  %227 = mul i32 %k, 32
  %228 = add i32 %227, %i21
  %229 = sext i32 %228 to i64
  %230 = sext i32 %N to i64
  %231 = mul nsw i64 %229, %230
  %232 = mul i32 %bx, 64
  %233 = add i32 %232, 0
  %234 = sext i32 %233 to i64
  %235 = add nsw i64 %231, %234
  %236 = getelementptr inbounds i8, ptr %B, i64 %235
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %226, ptr align 1 %236, i64 %222, i1 false)
  %237 = add nsw i32 %i21, 1
  br label %for.cond18, !llvm.loop !16

for.cond25:                                       ; preds = %for.body26, %if.then22
  %pf = phi i32 [ 0, %if.then22 ], [ %251, %for.body26 ]
  %238 = icmp slt i32 %pf, 1
  br i1 %238, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %239 = add i32 %k, 1
  %240 = mul i32 %239, 32
  %241 = add i32 %240, %i21
  %242 = sext i32 %241 to i64
  %243 = sext i32 %N to i64
  %244 = mul i64 %242, %243
  %245 = mul i32 %bx, 64
  %246 = mul i32 %pf, 64
  %247 = add i32 %245, %246
  %248 = sext i32 %247 to i64
  %249 = add i64 %244, %248
  %250 = getelementptr i8, ptr %B, i64 %249
  call void @llvm.prefetch.p0(ptr %250, i32 0, i32 3, i32 1)
  %251 = add nsw i32 %pf, 1
  br label %for.cond25, !llvm.loop !17

for.end27:                                        ; preds = %for.cond25
  br label %if.end24

for.cond28:                                       ; preds = %if.end34, %if.else16
  %i31 = phi i32 [ 0, %if.else16 ], [ %366, %if.end34 ]
  %252 = icmp slt i32 %i31, 32
  br i1 %252, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %253 = mul i32 %bx, 64
  %254 = sext i32 %253 to i64
  %255 = sub i64 0, %254
  %256 = icmp slt i64 %255, 0
  %257 = mul i32 %bx, 64
  %258 = sext i32 %257 to i64
  %259 = sub i64 0, %258
  %260 = icmp sgt i64 %259, 64
  %261 = mul i32 %bx, 64
  %262 = sext i32 %261 to i64
  %263 = sub i64 0, %262
  %264 = select i1 %260, i64 64, i64 %263
  %265 = select i1 %256, i64 0, i64 %264
  %tl_lo2 = trunc i64 %265 to i32
  %266 = sext i32 %N to i64
  %267 = mul i32 %bx, 64
  %268 = sext i32 %267 to i64
  %269 = sub i64 %266, %268
  %270 = icmp slt i64 %269, 0
  %271 = sext i32 %N to i64
  %272 = mul i32 %bx, 64
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = icmp sgt i64 %274, 64
  %276 = sext i32 %N to i64
  %277 = mul i32 %bx, 64
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = select i1 %275, i64 64, i64 %279
  %281 = select i1 %270, i64 0, i64 %280
  %282 = sext i32 %tl_lo2 to i64
  %283 = icmp slt i64 %281, %282
  %284 = sext i32 %tl_lo2 to i64
  %285 = sext i32 %N to i64
  %286 = mul i32 %bx, 64
  %287 = sext i32 %286 to i64
  %288 = sub i64 %285, %287
  %289 = icmp slt i64 %288, 0
  %290 = sext i32 %N to i64
  %291 = mul i32 %bx, 64
  %292 = sext i32 %291 to i64
  %293 = sub i64 %290, %292
  %294 = icmp sgt i64 %293, 64
  %295 = sext i32 %N to i64
  %296 = mul i32 %bx, 64
  %297 = sext i32 %296 to i64
  %298 = sub i64 %295, %297
  %299 = select i1 %294, i64 64, i64 %298
  %300 = select i1 %289, i64 0, i64 %299
  %301 = select i1 %283, i64 %284, i64 %300
  %tl_hi3 = trunc i64 %301 to i32
  %302 = sext i32 %tl_lo2 to i64
  %303 = sub i64 %302, 0
  %304 = call i64 @llvm.smax.i64(i64 %303, i64 0)
  %305 = mul nuw i64 %304, 1
  %306 = sext i32 %i31 to i64
  %307 = mul nsw i64 %306, 64
  %308 = add nsw i64 %307, 0
  %309 = getelementptr inbounds i8, ptr %B_s, i64 %308
  call void @llvm.memset.p0.i64(ptr align 1 %309, i8 0, i64 %305, i1 false)
  %310 = mul i32 %k, 32
  %311 = sext i32 %310 to i64
  %312 = sext i32 %i31 to i64
  %313 = add i64 %311, %312
  %314 = icmp sle i64 0, %313
  %315 = mul i32 %k, 32
  %316 = sext i32 %315 to i64
  %317 = sext i32 %i31 to i64
  %318 = add i64 %316, %317
  %319 = sext i32 %K to i64
  %320 = icmp slt i64 %318, %319
  %321 = and i1 %314, %320
  br i1 %321, label %if.then32, label %if.else33

for.end30:                                        ; preds = %for.cond28
  br label %if.end17

if.then32:                                        ; preds = %for.body29
  %322 = sub i32 %tl_hi3, %tl_lo2
  %323 = sext i32 %322 to i64
  %324 = sub i64 %323, 0
  %325 = call i64 @llvm.smax.i64(i64 %324, i64 0)
  %326 = mul nuw i64 %325, 1
  %327 = sext i32 %i31 to i64
  %328 = mul nsw i64 %327, 64
  %329 = add i32 %tl_lo2, 0
  %330 = sext i32 %329 to i64
  %331 = add nsw i64 %328, %330
  %332 = getelementptr inbounds i8, ptr %B_s, i64 %331
  %333 = mul i32 %k, 32
  %334 = add i32 %333, %i31
  %335 = sext i32 %334 to i64
  %336 = sext i32 %N to i64
  %337 = mul nsw i64 %335, %336
  %338 = mul i32 %bx, 64
  %339 = add i32 %tl_lo2, 0
  %340 = add i32 %338, %339
  %341 = sext i32 %340 to i64
  %342 = add nsw i64 %337, %341
  %343 = getelementptr inbounds i8, ptr %B, i64 %342
  call void @tilec_rt_copy(ptr %332, ptr %343, i64 %326)
  br label %if.end34

if.else33:                                        ; preds = %for.body29
  %344 = sub i32 %tl_hi3, %tl_lo2
  %345 = sext i32 %344 to i64
  %346 = sub i64 %345, 0
  %347 = call i64 @llvm.smax.i64(i64 %346, i64 0)
  %348 = mul nuw i64 %347, 1
  %349 = sext i32 %i31 to i64
  %350 = mul nsw i64 %349, 64
  %351 = add i32 %tl_lo2, 0
  %352 = sext i32 %351 to i64
  %353 = add nsw i64 %350, %352
  %354 = getelementptr inbounds i8, ptr %B_s, i64 %353
  call void @llvm.memset.p0.i64(ptr align 1 %354, i8 0, i64 %348, i1 false)
  br label %if.end34

if.end34:                                         ; preds = %if.else33, %if.then32
  %355 = sub i32 64, %tl_hi3
  %356 = sext i32 %355 to i64
  %357 = sub i64 %356, 0
  %358 = call i64 @llvm.smax.i64(i64 %357, i64 0)
  %359 = mul nuw i64 %358, 1
  %360 = sext i32 %i31 to i64
  %361 = mul nsw i64 %360, 64
  %362 = add i32 %tl_hi3, 0
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %361, %363
  %365 = getelementptr inbounds i8, ptr %B_s, i64 %364
  call void @llvm.memset.p0.i64(ptr align 1 %365, i8 0, i64 %359, i1 false)
  %366 = add nsw i32 %i31, 1
  br label %for.cond28, !llvm.loop !18

if.then35:                                        ; preds = %for.end3
  br label %for.cond38

if.else36:                                        ; preds = %for.end3
  br label %for.cond44

if.end37:                                         ; preds = %for.end46, %for.end40
  ret void

for.cond38:                                       ; preds = %if.end43, %if.then35
  %i1 = phi i32 [ 0, %if.then35 ], [ %402, %if.end43 ]
  %367 = icmp slt i32 %i1, 64
  br i1 %367, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %368 = sext i32 %M to i64
  %369 = sext i32 %N to i64
  %370 = mul i64 %368, %369
  %371 = icmp sge i64 %370, 8388608
  br i1 %371, label %if.then41, label %if.else42

for.end40:                                        ; preds = %for.cond38
  br label %if.end37

if.then41:                                        ; preds = %for.body39
  %372 = mul i32 %by, 64
  %373 = add i32 %372, %i1
  %374 = sext i32 %373 to i64
  %375 = sext i32 %N to i64
  %376 = mul nsw i64 %374, %375
  %377 = mul i32 %bx, 64
  %378 = add i32 %377, 0
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %376, %379
  %381 = getelementptr inbounds i32, ptr %C, i64 %380
  %382 = sext i32 %i1 to i64
  %383 = mul nsw i64 %382, 64
  %384 = add nsw i64 %383, 0
  %385 = getelementptr inbounds i32, ptr %C_f, i64 %384
  call void @tilec_rt_stream(ptr %381, ptr %385, i64 256)
  br label %if.end43

if.else42:                                        ; preds = %for.body39
  %386 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %387 = mul nuw i64 %386, 4
  %388 = mul i32 %by, 64
  %389 = add i32 %388, %i1
  %390 = sext i32 %389 to i64
  %391 = sext i32 %N to i64
  %392 = mul nsw i64 %390, %391
  %393 = mul i32 %bx, 64
  %394 = add i32 %393, 0
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %392, %395
  %397 = getelementptr inbounds i32, ptr %C, i64 %396
  %398 = sext i32 %i1 to i64
  %399 = mul nsw i64 %398, 64
  %400 = add nsw i64 %399, 0
  %401 = getelementptr inbounds i32, ptr %C_f, i64 %400
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %397, ptr align 4 %401, i64 %387, i1 false)
  br label %if.end43

if.end43:                                         ; preds = %if.else42, %if.then41
  %402 = add nsw i32 %i1, 1
  br label %for.cond38, !llvm.loop !19

for.cond44:                                       ; preds = %if.end50, %if.else36
  %i147 = phi i32 [ 0, %if.else36 ], [ %487, %if.end50 ]
  %403 = icmp slt i32 %i147, 64
  br i1 %403, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %404 = mul i32 %bx, 64
  %405 = sext i32 %404 to i64
  %406 = sub i64 0, %405
  %407 = icmp slt i64 %406, 0
  %408 = mul i32 %bx, 64
  %409 = sext i32 %408 to i64
  %410 = sub i64 0, %409
  %411 = icmp sgt i64 %410, 64
  %412 = mul i32 %bx, 64
  %413 = sext i32 %412 to i64
  %414 = sub i64 0, %413
  %415 = select i1 %411, i64 64, i64 %414
  %416 = select i1 %407, i64 0, i64 %415
  %tl_lo4 = trunc i64 %416 to i32
  %417 = sext i32 %N to i64
  %418 = mul i32 %bx, 64
  %419 = sext i32 %418 to i64
  %420 = sub i64 %417, %419
  %421 = icmp slt i64 %420, 0
  %422 = sext i32 %N to i64
  %423 = mul i32 %bx, 64
  %424 = sext i32 %423 to i64
  %425 = sub i64 %422, %424
  %426 = icmp sgt i64 %425, 64
  %427 = sext i32 %N to i64
  %428 = mul i32 %bx, 64
  %429 = sext i32 %428 to i64
  %430 = sub i64 %427, %429
  %431 = select i1 %426, i64 64, i64 %430
  %432 = select i1 %421, i64 0, i64 %431
  %433 = sext i32 %tl_lo4 to i64
  %434 = icmp slt i64 %432, %433
  %435 = sext i32 %tl_lo4 to i64
  %436 = sext i32 %N to i64
  %437 = mul i32 %bx, 64
  %438 = sext i32 %437 to i64
  %439 = sub i64 %436, %438
  %440 = icmp slt i64 %439, 0
  %441 = sext i32 %N to i64
  %442 = mul i32 %bx, 64
  %443 = sext i32 %442 to i64
  %444 = sub i64 %441, %443
  %445 = icmp sgt i64 %444, 64
  %446 = sext i32 %N to i64
  %447 = mul i32 %bx, 64
  %448 = sext i32 %447 to i64
  %449 = sub i64 %446, %448
  %450 = select i1 %445, i64 64, i64 %449
  %451 = select i1 %440, i64 0, i64 %450
  %452 = select i1 %434, i64 %435, i64 %451
  %tl_hi5 = trunc i64 %452 to i32
  %453 = mul i32 %by, 64
  %454 = sext i32 %453 to i64
  %455 = sext i32 %i147 to i64
  %456 = add i64 %454, %455
  %457 = icmp sle i64 0, %456
  %458 = mul i32 %by, 64
  %459 = sext i32 %458 to i64
  %460 = sext i32 %i147 to i64
  %461 = add i64 %459, %460
  %462 = sext i32 %M to i64
  %463 = icmp slt i64 %461, %462
  %464 = and i1 %457, %463
  br i1 %464, label %if.then48, label %if.else49

for.end46:                                        ; preds = %for.cond44
  br label %if.end37

if.then48:                                        ; preds = %for.body45
  %465 = sub i32 %tl_hi5, %tl_lo4
  %466 = sext i32 %465 to i64
  %467 = sub i64 %466, 0
  %468 = call i64 @llvm.smax.i64(i64 %467, i64 0)
  %469 = mul nuw i64 %468, 4
  %470 = mul i32 %by, 64
  %471 = add i32 %470, %i147
  %472 = sext i32 %471 to i64
  %473 = sext i32 %N to i64
  %474 = mul nsw i64 %472, %473
  %475 = mul i32 %bx, 64
  %476 = add i32 %tl_lo4, 0
  %477 = add i32 %475, %476
  %478 = sext i32 %477 to i64
  %479 = add nsw i64 %474, %478
  %480 = getelementptr inbounds i32, ptr %C, i64 %479
  %481 = sext i32 %i147 to i64
  %482 = mul nsw i64 %481, 64
  %483 = add i32 %tl_lo4, 0
  %484 = sext i32 %483 to i64
  %485 = add nsw i64 %482, %484
  %486 = getelementptr inbounds i32, ptr %C_f, i64 %485
  call void @tilec_rt_copy(ptr %480, ptr %486, i64 %469)
  br label %if.end50

if.else49:                                        ; preds = %for.body45
  br label %if.end50

if.end50:                                         ; preds = %if.else49, %if.then48
  %487 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !20
}

; Function Attrs: nounwind
define internal void @matmul_u8_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_u8, ptr %ctx, i32 0, i32 6
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
  %25 = trunc i64 %21 to i32
  call void @matmul_u8_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_u8(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_u8, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_u8, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
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
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_u8_task, ptr %a)
  ret i32 %57

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
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
