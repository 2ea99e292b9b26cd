; ModuleID = 'transpose.tile'
source_filename = "transpose.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_transpose = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @transpose_block(ptr noalias %A, ptr noalias %B, i32 %M, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %tile = alloca [1024 x float], align 64
  %tile_t = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %tile_t, i8 0, i64 4096, i1 false)
  %0 = mul i32 %by, 32
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %by, 32
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 32
  %5 = sext i32 %M to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  %8 = mul i32 %bx, 32
  %9 = icmp sle i32 0, %8
  %10 = mul i32 %bx, 32
  %11 = sext i32 %10 to i64
  %12 = add i64 %11, 32
  %13 = sext i32 %N to i64
  %14 = icmp sle i64 %12, %13
  %15 = and i1 %9, %14
  %16 = and i1 %7, %15
  br i1 %16, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end
  br label %for.cond32

for.cond:                                         ; preds = %for.end9, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %52, %for.end9 ]
  %17 = icmp slt i32 %i1, 32
  br i1 %17, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %18 = add i32 %i1, 1
  %19 = icmp slt i32 %18, 32
  br i1 %19, label %if.then1, label %if.else2

for.end:                                          ; preds = %for.cond
  br label %if.end

if.then1:                                         ; preds = %for.body
  br label %for.cond4

if.else2:                                         ; preds = %for.body
  br label %if.end3

if.end3:                                          ; preds = %if.else2, %for.end6
  br label %for.cond7

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %33, %for.body5 ]
  %20 = icmp slt i32 %pf, 2
  br i1 %20, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %21 = mul i32 %by, 32
  %22 = add i32 %i1, 1
  %23 = add i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = sext i32 %N to i64
  %26 = mul i64 %24, %25
  %27 = mul i32 %bx, 32
  %28 = mul i32 %pf, 16
  %29 = add i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = add i64 %26, %30
  %32 = getelementptr float, ptr %A, i64 %31
  call void @llvm.prefetch.p0(ptr %32, i32 0, i32 3, i32 1)
  %33 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !0

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %for.body8, %if.end3
  %j1 = phi i32 [ 0, %if.end3 ], [ %51, %for.body8 ]
  %34 = icmp slt i32 %j1, 32
  br i1 %34, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %35 = mul i32 %by, 32
  %36 = add i32 %35, %i1
  %37 = sext i32 %36 to i64
  %38 = sext i32 %N to i64
  %39 = mul nsw i64 %37, %38
  %40 = mul i32 %bx, 32
  %41 = add i32 %40, %j1
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %39, %42
  %44 = getelementptr inbounds float, ptr %A, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = sext i32 %i1 to i64
  %47 = mul nsw i64 %46, 32
  %48 = sext i32 %j1 to i64
  %49 = add nsw i64 %47, %48
  %50 = getelementptr inbounds float, ptr %tile, i64 %49
  store float %45, ptr %50, align 4
  %51 = add nsw i32 %j1, 1
  br label %for.cond7, !llvm.loop !2

for.end9:                                         ; preds = %for.cond7
  %52 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !4

for.cond10:                                       ; preds = %for.end30, %if.else
  %i113 = phi i32 [ 0, %if.else ], [ %161, %for.end30 ]
  %53 = icmp slt i32 %i113, 32
  br i1 %53, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %54 = mul i32 %bx, 32
  %55 = sext i32 %54 to i64
  %56 = sub i64 0, %55
  %57 = icmp slt i64 %56, 0
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = sub i64 0, %59
  %61 = icmp sgt i64 %60, 32
  %62 = mul i32 %bx, 32
  %63 = sext i32 %62 to i64
  %64 = sub i64 0, %63
  %65 = select i1 %61, i64 32, i64 %64
  %66 = select i1 %57, i64 0, i64 %65
  %tl_lo0 = trunc i64 %66 to i32
  %67 = sext i32 %N to i64
  %68 = mul i32 %bx, 32
  %69 = sext i32 %68 to i64
  %70 = sub i64 %67, %69
  %71 = icmp slt i64 %70, 0
  %72 = sext i32 %N to i64
  %73 = mul i32 %bx, 32
  %74 = sext i32 %73 to i64
  %75 = sub i64 %72, %74
  %76 = icmp sgt i64 %75, 32
  %77 = sext i32 %N to i64
  %78 = mul i32 %bx, 32
  %79 = sext i32 %78 to i64
  %80 = sub i64 %77, %79
  %81 = select i1 %76, i64 32, i64 %80
  %82 = select i1 %71, i64 0, i64 %81
  %83 = sext i32 %tl_lo0 to i64
  %84 = icmp slt i64 %82, %83
  %85 = sext i32 %tl_lo0 to i64
  %86 = sext i32 %N to i64
  %87 = mul i32 %bx, 32
  %88 = sext i32 %87 to i64
  %89 = sub i64 %86, %88
  %90 = icmp slt i64 %89, 0
  %91 = sext i32 %N to i64
  %92 = mul i32 %bx, 32
  %93 = sext i32 %92 to i64
  %94 = sub i64 %91, %93
  %95 = icmp sgt i64 %94, 32
  %96 = sext i32 %N to i64
  %97 = mul i32 %bx, 32
  %98 = sext i32 %97 to i64
  %99 = sub i64 %96, %98
  %100 = select i1 %95, i64 32, i64 %99
  %101 = select i1 %90, i64 0, i64 %100
  %102 = select i1 %84, i64 %85, i64 %101
  %tl_hi1 = trunc i64 %102 to i32
  br label %for.cond14

for.end12:                                        ; preds = %for.cond10
  br label %if.end

for.cond14:                                       ; preds = %for.body15, %for.body11
  %j117 = phi i32 [ 0, %for.body11 ], [ %109, %for.body15 ]
  %103 = icmp slt i32 %j117, %tl_lo0
  br i1 %103, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %104 = sext i32 %i113 to i64
  %105 = mul nsw i64 %104, 32
  %106 = sext i32 %j117 to i64
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %tile, i64 %107
  store float 0.000000e+00, ptr %108, align 4
  %109 = add nsw i32 %j117, 1
  br label %for.cond14, !llvm.loop !6

for.end16:                                        ; preds = %for.cond14
  %110 = mul i32 %by, 32
  %111 = sext i32 %110 to i64
  %112 = sext i32 %i113 to i64
  %113 = add i64 %111, %112
  %114 = icmp sle i64 0, %113
  %115 = mul i32 %by, 32
  %116 = sext i32 %115 to i64
  %117 = sext i32 %i113 to i64
  %118 = add i64 %116, %117
  %119 = sext i32 %M to i64
  %120 = icmp slt i64 %118, %119
  %121 = and i1 %114, %120
  br i1 %121, label %if.then18, label %if.else19

if.then18:                                        ; preds = %for.end16
  %122 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond21

if.else19:                                        ; preds = %for.end16
  %123 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond24

if.end20:                                         ; preds = %for.end26, %for.end23
  %124 = sub i32 32, %tl_hi1
  br label %for.cond28

for.cond21:                                       ; preds = %for.body22, %if.then18
  %j11 = phi i32 [ 0, %if.then18 ], [ %144, %for.body22 ]
  %125 = icmp slt i32 %j11, %122
  br i1 %125, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %126 = mul i32 %by, 32
  %127 = add i32 %126, %i113
  %128 = sext i32 %127 to i64
  %129 = sext i32 %N to i64
  %130 = mul nsw i64 %128, %129
  %131 = mul i32 %bx, 32
  %132 = add i32 %tl_lo0, %j11
  %133 = add i32 %131, %132
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %130, %134
  %136 = getelementptr inbounds float, ptr %A, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = sext i32 %i113 to i64
  %139 = mul nsw i64 %138, 32
  %140 = add i32 %tl_lo0, %j11
  %141 = sext i32 %140 to i64
  %142 = add nsw i64 %139, %141
  %143 = getelementptr inbounds float, ptr %tile, i64 %142
  store float %137, ptr %143, align 4
  %144 = add nsw i32 %j11, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  br label %if.end20

for.cond24:                                       ; preds = %for.body25, %if.else19
  %j1127 = phi i32 [ 0, %if.else19 ], [ %152, %for.body25 ]
  %145 = icmp slt i32 %j1127, %123
  br i1 %145, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %146 = sext i32 %i113 to i64
  %147 = mul nsw i64 %146, 32
  %148 = add i32 %tl_lo0, %j1127
  %149 = sext i32 %148 to i64
  %150 = add nsw i64 %147, %149
  %151 = getelementptr inbounds float, ptr %tile, i64 %150
  store float 0.000000e+00, ptr %151, align 4
  %152 = add nsw i32 %j1127, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  br label %if.end20

for.cond28:                                       ; preds = %for.body29, %if.end20
  %j1131 = phi i32 [ 0, %if.end20 ], [ %160, %for.body29 ]
  %153 = icmp slt i32 %j1131, %124
  br i1 %153, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %154 = sext i32 %i113 to i64
  %155 = mul nsw i64 %154, 32
  %156 = add i32 %tl_hi1, %j1131
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %155, %157
  %159 = getelementptr inbounds float, ptr %tile, i64 %158
  store float 0.000000e+00, ptr %159, align 4
  %160 = add nsw i32 %j1131, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  %161 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !10

for.cond32:                                       ; preds = %for.end37, %if.end
  %i = phi i32 [ 0, %if.end ], [ %193, %for.end37 ]
  %162 = icmp slt i32 %i, 32
  br i1 %162, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  br label %for.cond35

for.end34:                                        ; preds = %for.cond32
  %163 = mul i32 %bx, 32
  %164 = icmp sle i32 0, %163
  %165 = mul i32 %bx, 32
  %166 = sext i32 %165 to i64
  %167 = add i64 %166, 32
  %168 = sext i32 %N to i64
  %169 = icmp sle i64 %167, %168
  %170 = and i1 %164, %169
  %171 = mul i32 %by, 32
  %172 = icmp sle i32 0, %171
  %173 = mul i32 %by, 32
  %174 = sext i32 %173 to i64
  %175 = add i64 %174, 32
  %176 = sext i32 %M to i64
  %177 = icmp sle i64 %175, %176
  %178 = and i1 %172, %177
  %179 = and i1 %170, %178
  br i1 %179, label %if.then38, label %if.else39

for.cond35:                                       ; preds = %for.body36, %for.body33
  %j = phi i32 [ 0, %for.body33 ], [ %192, %for.body36 ]
  %180 = icmp slt i32 %j, 32
  br i1 %180, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %181 = sext i32 %i to i64
  %182 = mul nsw i64 %181, 32
  %183 = sext i32 %j to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds float, ptr %tile, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = sext i32 %j to i64
  %188 = mul nsw i64 %187, 32
  %189 = sext i32 %i to i64
  %190 = add nsw i64 %188, %189
  %191 = getelementptr inbounds float, ptr %tile_t, i64 %190
  store float %186, ptr %191, align 4
  %192 = add nsw i32 %j, 1
  br label %for.cond35, !llvm.loop !11

for.end37:                                        ; preds = %for.cond35
  %193 = add nsw i32 %i, 1
  br label %for.cond32, !llvm.loop !12

if.then38:                                        ; preds = %for.end34
  br label %for.cond41

if.else39:                                        ; preds = %for.end34
  br label %for.cond52

if.end40:                                         ; preds = %for.end54, %for.end43
  ret void

for.cond41:                                       ; preds = %if.end47, %if.then38
  %i144 = phi i32 [ 0, %if.then38 ], [ %213, %if.end47 ]
  %194 = icmp slt i32 %i144, 32
  br i1 %194, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %195 = sext i32 %N to i64
  %196 = sext i32 %M to i64
  %197 = mul i64 %195, %196
  %198 = icmp sge i64 %197, 8388608
  br i1 %198, label %if.then45, label %if.else46

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

if.then45:                                        ; preds = %for.body42
  %199 = mul i32 %bx, 32
  %200 = add i32 %199, %i144
  %201 = sext i32 %200 to i64
  %202 = sext i32 %M to i64
  %203 = mul nsw i64 %201, %202
  %204 = mul i32 %by, 32
  %205 = add i32 %204, 0
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %203, %206
  %208 = getelementptr inbounds float, ptr %B, i64 %207
  %209 = sext i32 %i144 to i64
  %210 = mul nsw i64 %209, 32
  %211 = add nsw i64 %210, 0
  %212 = getelementptr inbounds float, ptr %tile_t, i64 %211
  call void @tilec_rt_stream(ptr %208, ptr %212, i64 128)
  br label %if.end47

if.else46:                                        ; preds = %for.body42
  br label %for.cond48

if.end47:                                         ; preds = %for.end50, %if.then45
  %213 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !13

for.cond48:                                       ; preds = %for.body49, %if.else46
  %j151 = phi i32 [ 0, %if.else46 ], [ %231, %for.body49 ]
  %214 = icmp slt i32 %j151, 32
  br i1 %214, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %215 = sext i32 %i144 to i64
  %216 = mul nsw i64 %215, 32
  %217 = sext i32 %j151 to i64
  %218 = add nsw i64 %216, %217
  %219 = getelementptr inbounds float, ptr %tile_t, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = mul i32 %bx, 32
  %222 = add i32 %221, %i144
  %223 = sext i32 %222 to i64
  %224 = sext i32 %M to i64
  %225 = mul nsw i64 %223, %224
  %226 = mul i32 %by, 32
  %227 = add i32 %226, %j151
  %228 = sext i32 %227 to i64
  %229 = add nsw i64 %225, %228
  %230 = getelementptr inbounds float, ptr %B, i64 %229
  store float %220, ptr %230, align 4
  %231 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond52:                                       ; preds = %if.end58, %if.else39
  %i155 = phi i32 [ 0, %if.else39 ], [ %295, %if.end58 ]
  %232 = icmp slt i32 %i155, 32
  br i1 %232, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %233 = mul i32 %by, 32
  %234 = sext i32 %233 to i64
  %235 = sub i64 0, %234
  %236 = icmp slt i64 %235, 0
  %237 = mul i32 %by, 32
  %238 = sext i32 %237 to i64
  %239 = sub i64 0, %238
  %240 = icmp sgt i64 %239, 32
  %241 = mul i32 %by, 32
  %242 = sext i32 %241 to i64
  %243 = sub i64 0, %242
  %244 = select i1 %240, i64 32, i64 %243
  %245 = select i1 %236, i64 0, i64 %244
  %tl_lo2 = trunc i64 %245 to i32
  %246 = sext i32 %M to i64
  %247 = mul i32 %by, 32
  %248 = sext i32 %247 to i64
  %249 = sub i64 %246, %248
  %250 = icmp slt i64 %249, 0
  %251 = sext i32 %M to i64
  %252 = mul i32 %by, 32
  %253 = sext i32 %252 to i64
  %254 = sub i64 %251, %253
  %255 = icmp sgt i64 %254, 32
  %256 = sext i32 %M to i64
  %257 = mul i32 %by, 32
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = select i1 %255, i64 32, i64 %259
  %261 = select i1 %250, i64 0, i64 %260
  %262 = sext i32 %tl_lo2 to i64
  %263 = icmp slt i64 %261, %262
  %264 = sext i32 %tl_lo2 to i64
  %265 = sext i32 %M to i64
  %266 = mul i32 %by, 32
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %M to i64
  %271 = mul i32 %by, 32
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = icmp sgt i64 %273, 32
  %275 = sext i32 %M to i64
  %276 = mul i32 %by, 32
  %277 = sext i32 %276 to i64
  %278 = sub i64 %275, %277
  %279 = select i1 %274, i64 32, i64 %278
  %280 = select i1 %269, i64 0, i64 %279
  %281 = select i1 %263, i64 %264, i64 %280
  %tl_hi3 = trunc i64 %281 to i32
  %282 = mul i32 %bx, 32
  %283 = sext i32 %282 to i64
  %284 = sext i32 %i155 to i64
  %285 = add i64 %283, %284
  %286 = icmp sle i64 0, %285
  %287 = mul i32 %bx, 32
  %288 = sext i32 %287 to i64
  %289 = sext i32 %i155 to i64
  %290 = add i64 %288, %289
  %291 = sext i32 %N to i64
  %292 = icmp slt i64 %290, %291
  %293 = and i1 %286, %292
  br i1 %293, label %if.then56, label %if.else57

for.end54:                                        ; preds = %for.cond52
  br label %if.end40

if.then56:                                        ; preds = %for.body53
  %294 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.body53
  br label %if.end58

if.end58:                                         ; preds = %if.else57, %for.end61
  %295 = add nsw i32 %i155, 1
  br label %for.cond52, !llvm.loop !15

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %315, %for.body60 ]
  %296 = icmp slt i32 %j12, %294
  br i1 %296, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %297 = sext i32 %i155 to i64
  %298 = mul nsw i64 %297, 32
  %299 = add i32 %tl_lo2, %j12
  %300 = sext i32 %299 to i64
  %301 = add nsw i64 %298, %300
  %302 = getelementptr inbounds float, ptr %tile_t, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = mul i32 %bx, 32
  %305 = add i32 %304, %i155
  %306 = sext i32 %305 to i64
  %307 = sext i32 %M to i64
  %308 = mul nsw i64 %306, %307
  %309 = mul i32 %by, 32
  %310 = add i32 %tl_lo2, %j12
  %311 = add i32 %309, %310
  %312 = sext i32 %311 to i64
  %313 = add nsw i64 %308, %312
  %314 = getelementptr inbounds float, ptr %B, i64 %313
  store float %303, ptr %314, align 4
  %315 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !16

for.end61:                                        ; preds = %for.cond59
  br label %if.end58
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @transpose_task(ptr %ctx, i64 %block) #3 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_transpose, ptr %ctx, i32 0, i32 4
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
  call void @transpose_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_transpose(ptr %args, ptr %dims, ptr %self) #3 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_transpose, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_transpose, ptr %a, i32 0, i32 4
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 32
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 32
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
  %31 = sext i32 %M to i64
  %32 = sdiv i64 %31, 32
  %33 = sub i64 0, %31
  %34 = select i1 false, i64 %33, i64 %32
  %35 = srem i64 %31, 32
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
  %51 = call i32 @tilec_rt_run_blocks(i64 %50, i32 %nworkers, ptr @transpose_task, ptr %a)
  ret i32 %51

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !1, !3}
!7 = distinct !{!7, !1, !3}
!8 = distinct !{!8, !1, !3}
!9 = distinct !{!9, !1, !3}
!10 = distinct !{!10, !1, !5}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !5}
!13 = distinct !{!13, !1, !5}
!14 = distinct !{!14, !1, !3}
!15 = distinct !{!15, !1, !5}
!16 = distinct !{!16, !1, !3}
