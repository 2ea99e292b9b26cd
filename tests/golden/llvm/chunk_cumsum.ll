; ModuleID = 'chunk_cumsum.tile'
source_filename = "chunk_cumsum.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_chunk_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_cumsum = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @chunk_cumsum_block(ptr noalias %X, ptr noalias %Y, i32 %R, i32 %T, i32 %bx, i32 %by) #0 {
entry:
  %X_f = alloca [256 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = mul i32 %by, 4
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %by, 4
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 4
  %5 = sext i32 %R to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  %8 = mul i32 %bx, 64
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 64
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 64
  %13 = sext i32 %T to i64
  %14 = icmp sle i64 %12, %13
  %15 = and i1 %9, %14
  %16 = and i1 %7, %15
  br i1 %16, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i = phi i32 [ 0, %if.then ], [ %36, %if.end3 ]
  %17 = icmp slt i32 %i, 4
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %18 = add i32 %i, 1
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  %20 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %21 = mul nuw i64 %20, 4
  %22 = sext i32 %i to i64
  %23 = mul nsw i64 %22, 64
  %24 = add nsw i64 %23, 0
  %25 = getelementptr inbounds float, ptr %X_f, i64 %24
  %26 = mul i32 %by, 4
  %27 = add i32 %26, %i
  %28 = sext i32 %27 to i64
  %29 = sext i32 %T to i64
  %30 = mul nsw i64 %28, %29
  %31 = mul i32 %bx, 64
  %32 = add i32 %31, 0
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %30, %33
  %35 = getelementptr inbounds float, ptr %X, i64 %34
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %35, i64 %21, i1 false)
  %36 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %50, %for.body5 ]
  %37 = icmp slt i32 %pf, 4
  br i1 %37, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %38 = mul i32 %by, 4
  %39 = add i32 %i, 1
  %40 = add i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = sext i32 %T to i64
  %43 = mul i64 %41, %42
  %44 = mul i32 %bx, 64
  %45 = mul i32 %pf, 16
  %46 = add i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = add i64 %43, %47
  %49 = getelementptr float, ptr %X, i64 %48
  call void @llvm.prefetch.p0(ptr %49, i32 0, i32 3, i32 1)
  %50 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %if.end13, %if.else
  %i10 = phi i32 [ 0, %if.else ], [ %165, %if.end13 ]
  %51 = icmp slt i32 %i10, 4
  br i1 %51, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %52 = mul i32 %bx, 64
  %53 = sext i32 %52 to i64
  %54 = sub i64 0, %53
  %55 = icmp slt i64 %54, 0
  %56 = mul i32 %bx, 64
  %57 = sext i32 %56 to i64
  %58 = sub i64 0, %57
  %59 = icmp sgt i64 %58, 64
  %60 = mul i32 %bx, 64
  %61 = sext i32 %60 to i64
  %62 = sub i64 0, %61
  %63 = select i1 %59, i64 64, i64 %62
  %64 = select i1 %55, i64 0, i64 %63
  %tl_lo0 = trunc i64 %64 to i32
  %65 = sext i32 %T to i64
  %66 = mul i32 %bx, 64
  %67 = sext i32 %66 to i64
  %68 = sub i64 %65, %67
  %69 = icmp slt i64 %68, 0
  %70 = sext i32 %T to i64
  %71 = mul i32 %bx, 64
  %72 = sext i32 %71 to i64
  %73 = sub i64 %70, %72
  %74 = icmp sgt i64 %73, 64
  %75 = sext i32 %T to i64
  %76 = mul i32 %bx, 64
  %77 = sext i32 %76 to i64
  %78 = sub i64 %75, %77
  %79 = select i1 %74, i64 64, i64 %78
  %80 = select i1 %69, i64 0, i64 %79
  %81 = sext i32 %tl_lo0 to i64
  %82 = icmp slt i64 %80, %81
  %83 = sext i32 %tl_lo0 to i64
  %84 = sext i32 %T to i64
  %85 = mul i32 %bx, 64
  %86 = sext i32 %85 to i64
  %87 = sub i64 %84, %86
  %88 = icmp slt i64 %87, 0
  %89 = sext i32 %T to i64
  %90 = mul i32 %bx, 64
  %91 = sext i32 %90 to i64
  %92 = sub i64 %89, %91
  %93 = icmp sgt i64 %92, 64
  %94 = sext i32 %T to i64
  %95 = mul i32 %bx, 64
  %96 = sext i32 %95 to i64
  %97 = sub i64 %94, %96
  %98 = select i1 %93, i64 64, i64 %97
  %99 = select i1 %88, i64 0, i64 %98
  %100 = select i1 %82, i64 %83, i64 %99
  %tl_hi1 = trunc i64 %100 to i32
  %101 = sext i32 %tl_lo0 to i64
  %102 = sub i64 %101, 0
  %103 = call i64 @llvm.smax.i64(i64 %102, i64 0)
  %104 = mul nuw i64 %103, 4
  %105 = sext i32 %i10 to i64
  %106 = mul nsw i64 %105, 64
  %107 = add nsw i64 %106, 0
  %108 = getelementptr inbounds float, ptr %X_f, i64 %107
  call void @llvm.memset.p0.i64(ptr align 4 %108, i8 0, i64 %104, i1 false)
  %109 = mul i32 %by, 4
  %110 = sext i32 %109 to i64
  %111 = sext i32 %i10 to i64
  %112 = add i64 %110, %111
  %113 = icmp sle i64 0, %112
  %114 = mul i32 %by, 4
  %115 = sext i32 %114 to i64
  %116 = sext i32 %i10 to i64
  %117 = add i64 %115, %116
  %118 = sext i32 %R to i64
  %119 = icmp slt i64 %117, %118
  %120 = and i1 %113, %119
  br i1 %120, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  %121 = sub i32 %tl_hi1, %tl_lo0
  %122 = sext i32 %121 to i64
  %123 = sub i64 %122, 0
  %124 = call i64 @llvm.smax.i64(i64 %123, i64 0)
  %125 = mul nuw i64 %124, 4
  %126 = sext i32 %i10 to i64
  %127 = mul nsw i64 %126, 64
  %128 = add i32 %tl_lo0, 0
  %129 = sext i32 %128 to i64
  %130 = add nsw i64 %127, %129
  %131 = getelementptr inbounds float, ptr %X_f, i64 %130
  %132 = mul i32 %by, 4
  %133 = add i32 %132, %i10
  %134 = sext i32 %133 to i64
  %135 = sext i32 %T to i64
  %136 = mul nsw i64 %134, %135
  %137 = mul i32 %bx, 64
  %138 = add i32 %tl_lo0, 0
  %139 = add i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %136, %140
  %142 = getelementptr inbounds float, ptr %X, i64 %141
  call void @tilec_rt_copy(ptr %131, ptr %142, i64 %125)
  br label %if.end13

if.else12:                                        ; preds = %for.body8
  %143 = sub i32 %tl_hi1, %tl_lo0
  %144 = sext i32 %143 to i64
  %145 = sub i64 %144, 0
  %146 = call i64 @llvm.smax.i64(i64 %145, i64 0)
  %147 = mul nuw i64 %146, 4
  %148 = sext i32 %i10 to i64
  %149 = mul nsw i64 %148, 64
  %150 = add i32 %tl_lo0, 0
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %149, %151
  %153 = getelementptr inbounds float, ptr %X_f, i64 %152
  call void @llvm.memset.p0.i64(ptr align 4 %153, i8 0, i64 %147, i1 false)
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %if.then11
  %154 = sub i32 64, %tl_hi1
  %155 = sext i32 %154 to i64
  %156 = sub i64 %155, 0
  %157 = call i64 @llvm.smax.i64(i64 %156, i64 0)
  %158 = mul nuw i64 %157, 4
  %159 = sext i32 %i10 to i64
  %160 = mul nsw i64 %159, 64
  %161 = add i32 %tl_hi1, 0
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %160, %162
  %164 = getelementptr inbounds float, ptr %X_f, i64 %163
  call void @llvm.memset.p0.i64(ptr align 4 %164, i8 0, i64 %158, i1 false)
  %165 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !4

for.cond14:                                       ; preds = %for.end20, %if.end
  %i17 = phi i32 [ 0, %if.end ], [ %216, %for.end20 ]
  %166 = icmp slt i32 %i17, 4
  br i1 %166, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  br label %for.cond18

for.end16:                                        ; preds = %for.cond14
  %167 = mul i32 %by, 4
  %168 = icmp sle i32 0, %167
  %169 = mul i32 %by, 4
  %170 = sext i32 %169 to i64
  %171 = add i64 %170, 4
  %172 = sext i32 %R to i64
  %173 = icmp sle i64 %171, %172
  %174 = and i1 %168, %173
  %175 = mul i32 %bx, 64
  %176 = icmp sle i32 0, %175
  %177 = mul i32 %bx, 64
  %178 = sext i32 %177 to i64
  %179 = add i64 %178, 64
  %180 = sext i32 %T to i64
  %181 = icmp sle i64 %179, %180
  %182 = and i1 %176, %181
  %183 = and i1 %174, %182
  br i1 %183, label %if.then21, label %if.else22

for.cond18:                                       ; preds = %for.body19, %for.body15
  %scan = phi i32 [ 0, %for.body15 ], [ %215, %for.body19 ]
  %184 = icmp slt i32 %scan, 64
  br i1 %184, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %185 = icmp eq i32 %scan, 0
  %186 = sext i32 %i17 to i64
  %187 = mul nsw i64 %186, 64
  %188 = sext i32 %scan to i64
  %189 = add nsw i64 %187, %188
  %190 = call i64 @llvm.umin.i64(i64 %189, i64 255)
  %191 = getelementptr inbounds float, ptr %X_f, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = sext i32 %i17 to i64
  %194 = mul nsw i64 %193, 64
  %195 = sub i32 %scan, 1
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %194, %196
  %198 = call i64 @llvm.umin.i64(i64 %197, i64 255)
  %199 = getelementptr inbounds float, ptr %X_f, i64 %198
  %200 = load float, ptr %199, align 4
  %201 = sext i32 %i17 to i64
  %202 = mul nsw i64 %201, 64
  %203 = sext i32 %scan to i64
  %204 = add nsw i64 %202, %203
  %205 = call i64 @llvm.umin.i64(i64 %204, i64 255)
  %206 = getelementptr inbounds float, ptr %X_f, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = fadd float %200, %207
  %209 = select i1 %185, float %192, float %208
  %210 = sext i32 %i17 to i64
  %211 = mul nsw i64 %210, 64
  %212 = sext i32 %scan to i64
  %213 = add nsw i64 %211, %212
  %214 = getelementptr inbounds float, ptr %X_f, i64 %213
  store float %209, ptr %214, align 4
  %215 = add nsw i32 %scan, 1
  br label %for.cond18, !llvm.loop !5

for.end20:                                        ; preds = %for.cond18
  %216 = add nsw i32 %i17, 1
  br label %for.cond14, !llvm.loop !6

if.then21:                                        ; preds = %for.end16
  br label %for.cond24

if.else22:                                        ; preds = %for.end16
  br label %for.cond31

if.end23:                                         ; preds = %for.end33, %for.end26
  ret void

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i27 = phi i32 [ 0, %if.then21 ], [ %252, %if.end30 ]
  %217 = icmp slt i32 %i27, 4
  br i1 %217, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %218 = sext i32 %R to i64
  %219 = sext i32 %T to i64
  %220 = mul i64 %218, %219
  %221 = icmp sge i64 %220, 8388608
  br i1 %221, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  %222 = mul i32 %by, 4
  %223 = add i32 %222, %i27
  %224 = sext i32 %223 to i64
  %225 = sext i32 %T to i64
  %226 = mul nsw i64 %224, %225
  %227 = mul i32 %bx, 64
  %228 = add i32 %227, 0
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %226, %229
  %231 = getelementptr inbounds float, ptr %Y, i64 %230
  %232 = sext i32 %i27 to i64
  %233 = mul nsw i64 %232, 64
  %234 = add nsw i64 %233, 0
  %235 = getelementptr inbounds float, ptr %X_f, i64 %234
  call void @tilec_rt_stream(ptr %231, ptr %235, i64 256)
  br label %if.end30

if.else29:                                        ; preds = %for.body25
  %236 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %237 = mul nuw i64 %236, 4
  %238 = mul i32 %by, 4
  %239 = add i32 %238, %i27
  %240 = sext i32 %239 to i64
  %241 = sext i32 %T to i64
  %242 = mul nsw i64 %240, %241
  %243 = mul i32 %bx, 64
  %244 = add i32 %243, 0
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %242, %245
  %247 = getelementptr inbounds float, ptr %Y, i64 %246
  %248 = sext i32 %i27 to i64
  %249 = mul nsw i64 %248, 64
  %250 = add nsw i64 %249, 0
  %251 = getelementptr inbounds float, ptr %X_f, i64 %250
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %247, ptr align 4 %251, i64 %237, i1 false)
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %if.then28
  %252 = add nsw i32 %i27, 1
  br label %for.cond24, !llvm.loop !7

for.cond31:                                       ; preds = %if.end37, %if.else22
  %i34 = phi i32 [ 0, %if.else22 ], [ %337, %if.end37 ]
  %253 = icmp slt i32 %i34, 4
  br i1 %253, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %254 = mul i32 %bx, 64
  %255 = sext i32 %254 to i64
  %256 = sub i64 0, %255
  %257 = icmp slt i64 %256, 0
  %258 = mul i32 %bx, 64
  %259 = sext i32 %258 to i64
  %260 = sub i64 0, %259
  %261 = icmp sgt i64 %260, 64
  %262 = mul i32 %bx, 64
  %263 = sext i32 %262 to i64
  %264 = sub i64 0, %263
  %265 = select i1 %261, i64 64, i64 %264
  %266 = select i1 %257, i64 0, i64 %265
  %tl_lo2 = trunc i64 %266 to i32
  %267 = sext i32 %T to i64
  %268 = mul i32 %bx, 64
  %269 = sext i32 %268 to i64
  %270 = sub i64 %267, %269
  %271 = icmp slt i64 %270, 0
  %272 = sext i32 %T to i64
  %273 = mul i32 %bx, 64
  %274 = sext i32 %273 to i64
  %275 = sub i64 %272, %274
  %276 = icmp sgt i64 %275, 64
  %277 = sext i32 %T to i64
  %278 = mul i32 %bx, 64
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = select i1 %276, i64 64, i64 %280
  %282 = select i1 %271, i64 0, i64 %281
  %283 = sext i32 %tl_lo2 to i64
  %284 = icmp slt i64 %282, %283
  %285 = sext i32 %tl_lo2 to i64
  %286 = sext i32 %T to i64
  %287 = mul i32 %bx, 64
  %288 = sext i32 %287 to i64
  %289 = sub i64 %286, %288
  %290 = icmp slt i64 %289, 0
  %291 = sext i32 %T to i64
  %292 = mul i32 %bx, 64
  %293 = sext i32 %292 to i64
  %294 = sub i64 %291, %293
  %295 = icmp sgt i64 %294, 64
  %296 = sext i32 %T to i64
  %297 = mul i32 %bx, 64
  %298 = sext i32 %297 to i64
  %299 = sub i64 %296, %298
  %300 = select i1 %295, i64 64, i64 %299
  %301 = select i1 %290, i64 0, i64 %300
  %302 = select i1 %284, i64 %285, i64 %301
  %tl_hi3 = trunc i64 %302 to i32
  %303 = mul i32 %by, 4
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i34 to i64
  %306 = add i64 %304, %305
  %307 = icmp sle i64 0, %306
  %308 = mul i32 %by, 4
  %309 = sext i32 %308 to i64
  %310 = sext i32 %i34 to i64
  %311 = add i64 %309, %310
  %312 = sext i32 %R to i64
  %313 = icmp slt i64 %311, %312
  %314 = and i1 %307, %313
  br i1 %314, label %if.then35, label %if.else36

for.end33:                                        ; preds = %for.cond31
  br label %if.end23

if.then35:                                        ; preds = %for.body32
  %315 = sub i32 %tl_hi3, %tl_lo2
  %316 = sext i32 %315 to i64
  %317 = sub i64 %316, 0
  %318 = call i64 @llvm.smax.i64(i64 %317, i64 0)
  %319 = mul nuw i64 %318, 4
  %320 = mul i32 %by, 4
  %321 = add i32 %320, %i34
  %322 = sext i32 %321 to i64
  %323 = sext i32 %T to i64
  %324 = mul nsw i64 %322, %323
  %325 = mul i32 %bx, 64
  %326 = add i32 %tl_lo2, 0
  %327 = add i32 %325, %326
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %324, %328
  %330 = getelementptr inbounds float, ptr %Y, i64 %329
  %331 = sext i32 %i34 to i64
  %332 = mul nsw i64 %331, 64
  %333 = add i32 %tl_lo2, 0
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %332, %334
  %336 = getelementptr inbounds float, ptr %X_f, i64 %335
  call void @tilec_rt_copy(ptr %330, ptr %336, i64 %319)
  br label %if.end37

if.else36:                                        ; preds = %for.body32
  br label %if.end37

if.end37:                                         ; preds = %if.else36, %if.then35
  %337 = add nsw i32 %i34, 1
  br label %for.cond31, !llvm.loop !8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @tilec_rt_copy(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @chunk_cumsum_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  %21 = trunc i64 %17 to i32
  call void @chunk_cumsum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_chunk_cumsum(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_chunk_cumsum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %R = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 2
  store i32 %R, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %T = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 3
  store i32 %T, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_chunk_cumsum, ptr %a, i32 0, i32 4
  %15 = sext i32 %T to i64
  %16 = sdiv i64 %15, 64
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 64
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = sext i32 %R to i64
  %32 = sdiv i64 %31, 4
  %33 = sub i64 0, %31
  %34 = select i1 false, i64 %33, i64 %32
  %35 = srem i64 %31, 4
  %36 = icmp ne i64 %35, 0
  %37 = icmp slt i64 %31, 0
  %38 = icmp eq i1 %37, false
  %39 = and i1 %36, %38
  %40 = zext i1 %39 to i64
  %41 = add i64 %34, %40
  %42 = trunc i64 %41 to i32
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 %43, ptr %44, align 8
  %45 = icmp sgt i64 %43, 0
  %46 = and i1 %29, %45
  %47 = mul i64 %30, %43
  %48 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %48, align 8
  %49 = and i1 %46, true
  %50 = mul i64 %47, 1
  br i1 %49, label %run, label %empty

run:                                              ; preds = %body
  %51 = call i32 @tilec_rt_run_blocks(i64 %50, i32 %nworkers, ptr @chunk_cumsum_task, ptr %a)
  ret i32 %51

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @row_cumsum_block(ptr noalias %X, ptr noalias %Y, i32 %R, i32 %T, i32 %by) #0 {
entry:
  %X_f = alloca [256 x float], align 64
  %carry = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = call i64 @llvm.smax.i64(i64 4, i64 0)
  %1 = mul nuw i64 %0, 4
  %2 = getelementptr inbounds float, ptr %carry, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 %1, i1 false)
  %3 = sext i32 %T to i64
  %4 = sdiv i64 %3, 64
  %5 = sub i64 0, %3
  %6 = select i1 false, i64 %5, i64 %4
  %7 = srem i64 %3, 64
  %8 = icmp ne i64 %7, 0
  %9 = icmp slt i64 %3, 0
  %10 = icmp eq i1 %9, false
  %11 = and i1 %8, %10
  %12 = zext i1 %11 to i64
  %13 = add i64 %6, %12
  %14 = trunc i64 %13 to i32
  %15 = sext i32 %T to i64
  %16 = sdiv i64 %15, 64
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 64
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  br label %for.cond

for.cond:                                         ; preds = %if.end29, %body
  %c = phi i32 [ 0, %body ], [ %269, %if.end29 ]
  %27 = icmp slt i32 %c, %14
  br i1 %27, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %28 = mul i32 %by, 4
  %29 = icmp sle i32 0, %28
  %30 = mul i32 %by, 4
  %31 = sext i32 %30 to i64
  %32 = add i64 %31, 4
  %33 = sext i32 %R to i64
  %34 = icmp sle i64 %32, %33
  %35 = and i1 %29, %34
  %36 = mul i32 %c, 64
  %37 = icmp sle i32 0, %36
  %38 = mul i32 %c, 64
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, 64
  %41 = sext i32 %T to i64
  %42 = icmp sle i64 %40, %41
  %43 = and i1 %37, %42
  %44 = and i1 %35, %43
  br i1 %44, label %if.then, label %if.else

for.end:                                          ; preds = %for.cond
  ret void

if.then:                                          ; preds = %for.body
  br label %for.cond1

if.else:                                          ; preds = %for.body
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end3
  br label %for.cond17

for.cond1:                                        ; preds = %if.end6, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %64, %if.end6 ]
  %45 = icmp slt i32 %i1, 4
  br i1 %45, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %46 = add i32 %c, 1
  %47 = icmp slt i32 %46, %26
  br i1 %47, label %if.then4, label %if.else5

for.end3:                                         ; preds = %for.cond1
  br label %if.end

if.then4:                                         ; preds = %for.body2
  br label %for.cond7

if.else5:                                         ; preds = %for.body2
  br label %if.end6

if.end6:                                          ; preds = %if.else5, %for.end9
  %48 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %49 = mul nuw i64 %48, 4
  %50 = sext i32 %i1 to i64
  %51 = mul nsw i64 %50, 64
  %52 = add nsw i64 %51, 0
  %53 = getelementptr inbounds float, ptr %X_f, i64 %52
  %54 = mul i32 %by, 4
  %55 = add i32 %54, %i1
  %56 = sext i32 %55 to i64
  %57 = sext i32 %T to i64
  %58 = mul nsw i64 %56, %57
  %59 = mul i32 %c, 64
  %60 = add i32 %59, 0
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %58, %61
  %63 = getelementptr inbounds float, ptr %X, i64 %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %53, ptr align 4 %63, i64 %49, i1 false)
  %64 = add nsw i32 %i1, 1
  br label %for.cond1, !llvm.loop !9

for.cond7:                                        ; preds = %for.body8, %if.then4
  %pf = phi i32 [ 0, %if.then4 ], [ %78, %for.body8 ]
  %65 = icmp slt i32 %pf, 4
  br i1 %65, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %66 = mul i32 %by, 4
  %67 = add i32 %66, %i1
  %68 = sext i32 %67 to i64
  %69 = sext i32 %T to i64
  %70 = mul i64 %68, %69
  %71 = add i32 %c, 1
  %72 = mul i32 %71, 64
  %73 = mul i32 %pf, 16
  %74 = add i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = add i64 %70, %75
  %77 = getelementptr float, ptr %X, i64 %76
  call void @llvm.prefetch.p0(ptr %77, i32 0, i32 3, i32 1)
  %78 = add nsw i32 %pf, 1
  br label %for.cond7, !llvm.loop !10

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %if.end16, %if.else
  %i113 = phi i32 [ 0, %if.else ], [ %193, %if.end16 ]
  %79 = icmp slt i32 %i113, 4
  br i1 %79, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %80 = mul i32 %c, 64
  %81 = sext i32 %80 to i64
  %82 = sub i64 0, %81
  %83 = icmp slt i64 %82, 0
  %84 = mul i32 %c, 64
  %85 = sext i32 %84 to i64
  %86 = sub i64 0, %85
  %87 = icmp sgt i64 %86, 64
  %88 = mul i32 %c, 64
  %89 = sext i32 %88 to i64
  %90 = sub i64 0, %89
  %91 = select i1 %87, i64 64, i64 %90
  %92 = select i1 %83, i64 0, i64 %91
  %tl_lo0 = trunc i64 %92 to i32
  %93 = sext i32 %T to i64
  %94 = mul i32 %c, 64
  %95 = sext i32 %94 to i64
  %96 = sub i64 %93, %95
  %97 = icmp slt i64 %96, 0
  %98 = sext i32 %T to i64
  %99 = mul i32 %c, 64
  %100 = sext i32 %99 to i64
  %101 = sub i64 %98, %100
  %102 = icmp sgt i64 %101, 64
  %103 = sext i32 %T to i64
  %104 = mul i32 %c, 64
  %105 = sext i32 %104 to i64
  %106 = sub i64 %103, %105
  %107 = select i1 %102, i64 64, i64 %106
  %108 = select i1 %97, i64 0, i64 %107
  %109 = sext i32 %tl_lo0 to i64
  %110 = icmp slt i64 %108, %109
  %111 = sext i32 %tl_lo0 to i64
  %112 = sext i32 %T to i64
  %113 = mul i32 %c, 64
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = icmp slt i64 %115, 0
  %117 = sext i32 %T to i64
  %118 = mul i32 %c, 64
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = icmp sgt i64 %120, 64
  %122 = sext i32 %T to i64
  %123 = mul i32 %c, 64
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = select i1 %121, i64 64, i64 %125
  %127 = select i1 %116, i64 0, i64 %126
  %128 = select i1 %110, i64 %111, i64 %127
  %tl_hi1 = trunc i64 %128 to i32
  %129 = sext i32 %tl_lo0 to i64
  %130 = sub i64 %129, 0
  %131 = call i64 @llvm.smax.i64(i64 %130, i64 0)
  %132 = mul nuw i64 %131, 4
  %133 = sext i32 %i113 to i64
  %134 = mul nsw i64 %133, 64
  %135 = add nsw i64 %134, 0
  %136 = getelementptr inbounds float, ptr %X_f, i64 %135
  call void @llvm.memset.p0.i64(ptr align 4 %136, i8 0, i64 %132, i1 false)
  %137 = mul i32 %by, 4
  %138 = sext i32 %137 to i64
  %139 = sext i32 %i113 to i64
  %140 = add i64 %138, %139
  %141 = icmp sle i64 0, %140
  %142 = mul i32 %by, 4
  %143 = sext i32 %142 to i64
  %144 = sext i32 %i113 to i64
  %145 = add i64 %143, %144
  %146 = sext i32 %R to i64
  %147 = icmp slt i64 %145, %146
  %148 = and i1 %141, %147
  br i1 %148, label %if.then14, label %if.else15

for.end12:                                        ; preds = %for.cond10
  br label %if.end

if.then14:                                        ; preds = %for.body11
  %149 = sub i32 %tl_hi1, %tl_lo0
  %150 = sext i32 %149 to i64
  %151 = sub i64 %150, 0
  %152 = call i64 @llvm.smax.i64(i64 %151, i64 0)
  %153 = mul nuw i64 %152, 4
  %154 = sext i32 %i113 to i64
  %155 = mul nsw i64 %154, 64
  %156 = add i32 %tl_lo0, 0
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %155, %157
  %159 = getelementptr inbounds float, ptr %X_f, i64 %158
  %160 = mul i32 %by, 4
  %161 = add i32 %160, %i113
  %162 = sext i32 %161 to i64
  %163 = sext i32 %T to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %c, 64
  %166 = add i32 %tl_lo0, 0
  %167 = add i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = getelementptr inbounds float, ptr %X, i64 %169
  call void @tilec_rt_copy(ptr %159, ptr %170, i64 %153)
  br label %if.end16

if.else15:                                        ; preds = %for.body11
  %171 = sub i32 %tl_hi1, %tl_lo0
  %172 = sext i32 %171 to i64
  %173 = sub i64 %172, 0
  %174 = call i64 @llvm.smax.i64(i64 %173, i64 0)
  %175 = mul nuw i64 %174, 4
  %176 = sext i32 %i113 to i64
  %177 = mul nsw i64 %176, 64
  %178 = add i32 %tl_lo0, 0
  %179 = sext i32 %178 to i64
  %180 = add nsw i64 %177, %179
  %181 = getelementptr inbounds float, ptr %X_f, i64 %180
  call void @llvm.memset.p0.i64(ptr align 4 %181, i8 0, i64 %175, i1 false)
  br label %if.end16

if.end16:                                         ; preds = %if.else15, %if.then14
  %182 = sub i32 64, %tl_hi1
  %183 = sext i32 %182 to i64
  %184 = sub i64 %183, 0
  %185 = call i64 @llvm.smax.i64(i64 %184, i64 0)
  %186 = mul nuw i64 %185, 4
  %187 = sext i32 %i113 to i64
  %188 = mul nsw i64 %187, 64
  %189 = add i32 %tl_hi1, 0
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %188, %190
  %192 = getelementptr inbounds float, ptr %X_f, i64 %191
  call void @llvm.memset.p0.i64(ptr align 4 %192, i8 0, i64 %186, i1 false)
  %193 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !11

for.cond17:                                       ; preds = %for.end26, %if.end
  %i120 = phi i32 [ 0, %if.end ], [ %268, %for.end26 ]
  %194 = icmp slt i32 %i120, 4
  br i1 %194, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  %195 = mul i32 %by, 4
  %196 = icmp sle i32 0, %195
  %197 = mul i32 %by, 4
  %198 = sext i32 %197 to i64
  %199 = add i64 %198, 4
  %200 = sext i32 %R to i64
  %201 = icmp sle i64 %199, %200
  %202 = and i1 %196, %201
  %203 = mul i32 %c, 64
  %204 = icmp sle i32 0, %203
  %205 = mul i32 %c, 64
  %206 = sext i32 %205 to i64
  %207 = add i64 %206, 64
  %208 = sext i32 %T to i64
  %209 = icmp sle i64 %207, %208
  %210 = and i1 %204, %209
  %211 = and i1 %202, %210
  br i1 %211, label %if.then27, label %if.else28

for.cond21:                                       ; preds = %for.body22, %for.body18
  %scan = phi i32 [ 0, %for.body18 ], [ %243, %for.body22 ]
  %212 = icmp slt i32 %scan, 64
  br i1 %212, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %213 = icmp eq i32 %scan, 0
  %214 = sext i32 %i120 to i64
  %215 = mul nsw i64 %214, 64
  %216 = sext i32 %scan to i64
  %217 = add nsw i64 %215, %216
  %218 = call i64 @llvm.umin.i64(i64 %217, i64 255)
  %219 = getelementptr inbounds float, ptr %X_f, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = sext i32 %i120 to i64
  %222 = mul nsw i64 %221, 64
  %223 = sub i32 %scan, 1
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %222, %224
  %226 = call i64 @llvm.umin.i64(i64 %225, i64 255)
  %227 = getelementptr inbounds float, ptr %X_f, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = sext i32 %i120 to i64
  %230 = mul nsw i64 %229, 64
  %231 = sext i32 %scan to i64
  %232 = add nsw i64 %230, %231
  %233 = call i64 @llvm.umin.i64(i64 %232, i64 255)
  %234 = getelementptr inbounds float, ptr %X_f, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = fadd float %228, %235
  %237 = select i1 %213, float %220, float %236
  %238 = sext i32 %i120 to i64
  %239 = mul nsw i64 %238, 64
  %240 = sext i32 %scan to i64
  %241 = add nsw i64 %239, %240
  %242 = getelementptr inbounds float, ptr %X_f, i64 %241
  store float %237, ptr %242, align 4
  %243 = add nsw i32 %scan, 1
  br label %for.cond21, !llvm.loop !12

for.end23:                                        ; preds = %for.cond21
  br label %for.cond24

for.cond24:                                       ; preds = %for.body25, %for.end23
  %j = phi i32 [ 0, %for.end23 ], [ %260, %for.body25 ]
  %244 = icmp slt i32 %j, 64
  br i1 %244, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %245 = sext i32 %i120 to i64
  %246 = mul nsw i64 %245, 64
  %247 = sext i32 %j to i64
  %248 = add nsw i64 %246, %247
  %249 = getelementptr inbounds float, ptr %X_f, i64 %248
  %250 = load float, ptr %249, align 4
  %251 = sext i32 %i120 to i64
  %252 = getelementptr inbounds float, ptr %carry, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = fadd float %250, %253
  %255 = sext i32 %i120 to i64
  %256 = mul nsw i64 %255, 64
  %257 = sext i32 %j to i64
  %258 = add nsw i64 %256, %257
  %259 = getelementptr inbounds float, ptr %X_f, i64 %258
  store float %254, ptr %259, align 4
  %260 = add nsw i32 %j, 1
  br label %for.cond24, !llvm.loop !13

for.end26:                                        ; preds = %for.cond24
  %261 = sext i32 %i120 to i64
  %262 = mul nsw i64 %261, 64
  %263 = add nsw i64 %262, 63
  %264 = getelementptr inbounds float, ptr %X_f, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = sext i32 %i120 to i64
  %267 = getelementptr inbounds float, ptr %carry, i64 %266
  store float %265, ptr %267, align 4
  %268 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !15

if.then27:                                        ; preds = %for.end19
  br label %for.cond30

if.else28:                                        ; preds = %for.end19
  br label %for.cond37

if.end29:                                         ; preds = %for.end39, %for.end32
  %269 = add nsw i32 %c, 1
  br label %for.cond, !llvm.loop !16

for.cond30:                                       ; preds = %if.end36, %if.then27
  %i133 = phi i32 [ 0, %if.then27 ], [ %305, %if.end36 ]
  %270 = icmp slt i32 %i133, 4
  br i1 %270, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %271 = sext i32 %R to i64
  %272 = sext i32 %T to i64
  %273 = mul i64 %271, %272
  %274 = icmp sge i64 %273, 8388608
  br i1 %274, label %if.then34, label %if.else35

for.end32:                                        ; preds = %for.cond30
  br label %if.end29

if.then34:                                        ; preds = %for.body31
  %275 = mul i32 %by, 4
  %276 = add i32 %275, %i133
  %277 = sext i32 %276 to i64
  %278 = sext i32 %T to i64
  %279 = mul nsw i64 %277, %278
  %280 = mul i32 %c, 64
  %281 = add i32 %280, 0
  %282 = sext i32 %281 to i64
  %283 = add nsw i64 %279, %282
  %284 = getelementptr inbounds float, ptr %Y, i64 %283
  %285 = sext i32 %i133 to i64
  %286 = mul nsw i64 %285, 64
  %287 = add nsw i64 %286, 0
  %288 = getelementptr inbounds float, ptr %X_f, i64 %287
  call void @tilec_rt_stream(ptr %284, ptr %288, i64 256)
  br label %if.end36

if.else35:                                        ; preds = %for.body31
  %289 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %290 = mul nuw i64 %289, 4
  %291 = mul i32 %by, 4
  %292 = add i32 %291, %i133
  %293 = sext i32 %292 to i64
  %294 = sext i32 %T to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %c, 64
  %297 = add i32 %296, 0
  %298 = sext i32 %297 to i64
  %299 = add nsw i64 %295, %298
  %300 = getelementptr inbounds float, ptr %Y, i64 %299
  %301 = sext i32 %i133 to i64
  %302 = mul nsw i64 %301, 64
  %303 = add nsw i64 %302, 0
  %304 = getelementptr inbounds float, ptr %X_f, i64 %303
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %300, ptr align 4 %304, i64 %290, i1 false)
  br label %if.end36

if.end36:                                         ; preds = %if.else35, %if.then34
  %305 = add nsw i32 %i133, 1
  br label %for.cond30, !llvm.loop !17

for.cond37:                                       ; preds = %if.end43, %if.else28
  %i140 = phi i32 [ 0, %if.else28 ], [ %390, %if.end43 ]
  %306 = icmp slt i32 %i140, 4
  br i1 %306, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %307 = mul i32 %c, 64
  %308 = sext i32 %307 to i64
  %309 = sub i64 0, %308
  %310 = icmp slt i64 %309, 0
  %311 = mul i32 %c, 64
  %312 = sext i32 %311 to i64
  %313 = sub i64 0, %312
  %314 = icmp sgt i64 %313, 64
  %315 = mul i32 %c, 64
  %316 = sext i32 %315 to i64
  %317 = sub i64 0, %316
  %318 = select i1 %314, i64 64, i64 %317
  %319 = select i1 %310, i64 0, i64 %318
  %tl_lo2 = trunc i64 %319 to i32
  %320 = sext i32 %T to i64
  %321 = mul i32 %c, 64
  %322 = sext i32 %321 to i64
  %323 = sub i64 %320, %322
  %324 = icmp slt i64 %323, 0
  %325 = sext i32 %T to i64
  %326 = mul i32 %c, 64
  %327 = sext i32 %326 to i64
  %328 = sub i64 %325, %327
  %329 = icmp sgt i64 %328, 64
  %330 = sext i32 %T to i64
  %331 = mul i32 %c, 64
  %332 = sext i32 %331 to i64
  %333 = sub i64 %330, %332
  %334 = select i1 %329, i64 64, i64 %333
  %335 = select i1 %324, i64 0, i64 %334
  %336 = sext i32 %tl_lo2 to i64
  %337 = icmp slt i64 %335, %336
  %338 = sext i32 %tl_lo2 to i64
  %339 = sext i32 %T to i64
  %340 = mul i32 %c, 64
  %341 = sext i32 %340 to i64
  %342 = sub i64 %339, %341
  %343 = icmp slt i64 %342, 0
  %344 = sext i32 %T to i64
  %345 = mul i32 %c, 64
  %346 = sext i32 %345 to i64
  %347 = sub i64 %344, %346
  %348 = icmp sgt i64 %347, 64
  %349 = sext i32 %T to i64
  %350 = mul i32 %c, 64
  %351 = sext i32 %350 to i64
  %352 = sub i64 %349, %351
  %353 = select i1 %348, i64 64, i64 %352
  %354 = select i1 %343, i64 0, i64 %353
  %355 = select i1 %337, i64 %338, i64 %354
  %tl_hi3 = trunc i64 %355 to i32
  %356 = mul i32 %by, 4
  %357 = sext i32 %356 to i64
  %358 = sext i32 %i140 to i64
  %359 = add i64 %357, %358
  %360 = icmp sle i64 0, %359
  %361 = mul i32 %by, 4
  %362 = sext i32 %361 to i64
  %363 = sext i32 %i140 to i64
  %364 = add i64 %362, %363
  %365 = sext i32 %R to i64
  %366 = icmp slt i64 %364, %365
  %367 = and i1 %360, %366
  br i1 %367, label %if.then41, label %if.else42

for.end39:                                        ; preds = %for.cond37
  br label %if.end29

if.then41:                                        ; preds = %for.body38
  %368 = sub i32 %tl_hi3, %tl_lo2
  %369 = sext i32 %368 to i64
  %370 = sub i64 %369, 0
  %371 = call i64 @llvm.smax.i64(i64 %370, i64 0)
  %372 = mul nuw i64 %371, 4
  %373 = mul i32 %by, 4
  %374 = add i32 %373, %i140
  %375 = sext i32 %374 to i64
  %376 = sext i32 %T to i64
  %377 = mul nsw i64 %375, %376
  %378 = mul i32 %c, 64
  %379 = add i32 %tl_lo2, 0
  %380 = add i32 %378, %379
  %381 = sext i32 %380 to i64
  %382 = add nsw i64 %377, %381
  %383 = getelementptr inbounds float, ptr %Y, i64 %382
  %384 = sext i32 %i140 to i64
  %385 = mul nsw i64 %384, 64
  %386 = add i32 %tl_lo2, 0
  %387 = sext i32 %386 to i64
  %388 = add nsw i64 %385, %387
  %389 = getelementptr inbounds float, ptr %X_f, i64 %388
  call void @tilec_rt_copy(ptr %383, ptr %389, i64 %372)
  br label %if.end43

if.else42:                                        ; preds = %for.body38
  br label %if.end43

if.end43:                                         ; preds = %if.else42, %if.then41
  %390 = add nsw i32 %i140, 1
  br label %for.cond37, !llvm.loop !18
}

; Function Attrs: nounwind
define internal void @row_cumsum_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_cumsum, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_cumsum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_cumsum(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_cumsum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %R = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 2
  store i32 %R, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %T = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 3
  store i32 %T, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_cumsum, ptr %a, i32 0, i32 4
  %15 = sext i32 %R to i64
  %16 = sdiv i64 %15, 4
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 4
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_cumsum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !14}
!14 = !{!"llvm.loop.vectorize.enable", i1 true}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
