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
  br label %for.cond7

if.end:                                           ; preds = %for.end9, %for.end
  br label %for.cond14

for.cond:                                         ; preds = %if.end3, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %36, %if.end3 ]
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
  %20 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %21 = mul nuw i64 %20, 4
  %22 = sext i32 %i1 to i64
  %23 = mul nsw i64 %22, 32
  %24 = add nsw i64 %23, 0
  %25 = getelementptr inbounds float, ptr %tile, i64 %24
  %26 = mul i32 %by, 32
  %27 = add i32 %26, %i1
  %28 = sext i32 %27 to i64
  %29 = sext i32 %N to i64
  %30 = mul nsw i64 %28, %29
  %31 = mul i32 %bx, 32
  %32 = add i32 %31, 0
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %30, %33
  %35 = getelementptr inbounds float, ptr %A, i64 %34
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %35, i64 %21, i1 false)
  %36 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.cond4:                                        ; preds = %for.body5, %if.then1
  %pf = phi i32 [ 0, %if.then1 ], [ %50, %for.body5 ]
  %37 = icmp slt i32 %pf, 2
  br i1 %37, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %38 = mul i32 %by, 32
  %39 = add i32 %i1, 1
  %40 = add i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = sext i32 %N to i64
  %43 = mul i64 %41, %42
  %44 = mul i32 %bx, 32
  %45 = mul i32 %pf, 16
  %46 = add i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = add i64 %43, %47
  %49 = getelementptr float, ptr %A, i64 %48
  call void @llvm.prefetch.p0(ptr %49, i32 0, i32 3, i32 1)
  %50 = add nsw i32 %pf, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  br label %if.end3

for.cond7:                                        ; preds = %if.end13, %if.else
  %i110 = phi i32 [ 0, %if.else ], [ %165, %if.end13 ]
  %51 = icmp slt i32 %i110, 32
  br i1 %51, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %52 = mul i32 %bx, 32
  %53 = sext i32 %52 to i64
  %54 = sub i64 0, %53
  %55 = icmp slt i64 %54, 0
  %56 = mul i32 %bx, 32
  %57 = sext i32 %56 to i64
  %58 = sub i64 0, %57
  %59 = icmp sgt i64 %58, 32
  %60 = mul i32 %bx, 32
  %61 = sext i32 %60 to i64
  %62 = sub i64 0, %61
  %63 = select i1 %59, i64 32, i64 %62
  %64 = select i1 %55, i64 0, i64 %63
  %tl_lo0 = trunc i64 %64 to i32
  %65 = sext i32 %N to i64
  %66 = mul i32 %bx, 32
  %67 = sext i32 %66 to i64
  %68 = sub i64 %65, %67
  %69 = icmp slt i64 %68, 0
  %70 = sext i32 %N to i64
  %71 = mul i32 %bx, 32
  %72 = sext i32 %71 to i64
  %73 = sub i64 %70, %72
  %74 = icmp sgt i64 %73, 32
  %75 = sext i32 %N to i64
  %76 = mul i32 %bx, 32
  %77 = sext i32 %76 to i64
  %78 = sub i64 %75, %77
  %79 = select i1 %74, i64 32, i64 %78
  %80 = select i1 %69, i64 0, i64 %79
  %81 = sext i32 %tl_lo0 to i64
  %82 = icmp slt i64 %80, %81
  %83 = sext i32 %tl_lo0 to i64
  %84 = sext i32 %N to i64
  %85 = mul i32 %bx, 32
  %86 = sext i32 %85 to i64
  %87 = sub i64 %84, %86
  %88 = icmp slt i64 %87, 0
  %89 = sext i32 %N to i64
  %90 = mul i32 %bx, 32
  %91 = sext i32 %90 to i64
  %92 = sub i64 %89, %91
  %93 = icmp sgt i64 %92, 32
  %94 = sext i32 %N to i64
  %95 = mul i32 %bx, 32
  %96 = sext i32 %95 to i64
  %97 = sub i64 %94, %96
  %98 = select i1 %93, i64 32, i64 %97
  %99 = select i1 %88, i64 0, i64 %98
  %100 = select i1 %82, i64 %83, i64 %99
  %tl_hi1 = trunc i64 %100 to i32
  %101 = sext i32 %tl_lo0 to i64
  %102 = sub i64 %101, 0
  %103 = call i64 @llvm.smax.i64(i64 %102, i64 0)
  %104 = mul nuw i64 %103, 4
  %105 = sext i32 %i110 to i64
  %106 = mul nsw i64 %105, 32
  %107 = add nsw i64 %106, 0
  %108 = getelementptr inbounds float, ptr %tile, i64 %107
  call void @llvm.memset.p0.i64(ptr align 4 %108, i8 0, i64 %104, i1 false)
  %109 = mul i32 %by, 32
  %110 = sext i32 %109 to i64
  %111 = sext i32 %i110 to i64
  %112 = add i64 %110, %111
  %113 = icmp sle i64 0, %112
  %114 = mul i32 %by, 32
  %115 = sext i32 %114 to i64
  %116 = sext i32 %i110 to i64
  %117 = add i64 %115, %116
  %118 = sext i32 %M to i64
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
  %126 = sext i32 %i110 to i64
  %127 = mul nsw i64 %126, 32
  %128 = add i32 %tl_lo0, 0
  %129 = sext i32 %128 to i64
  %130 = add nsw i64 %127, %129
  %131 = getelementptr inbounds float, ptr %tile, i64 %130
  %132 = mul i32 %by, 32
  %133 = add i32 %132, %i110
  %134 = sext i32 %133 to i64
  %135 = sext i32 %N to i64
  %136 = mul nsw i64 %134, %135
  %137 = mul i32 %bx, 32
  %138 = add i32 %tl_lo0, 0
  %139 = add i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %136, %140
  %142 = getelementptr inbounds float, ptr %A, i64 %141
  call void @tilec_rt_copy(ptr %131, ptr %142, i64 %125)
  br label %if.end13

if.else12:                                        ; preds = %for.body8
  %143 = sub i32 %tl_hi1, %tl_lo0
  %144 = sext i32 %143 to i64
  %145 = sub i64 %144, 0
  %146 = call i64 @llvm.smax.i64(i64 %145, i64 0)
  %147 = mul nuw i64 %146, 4
  %148 = sext i32 %i110 to i64
  %149 = mul nsw i64 %148, 32
  %150 = add i32 %tl_lo0, 0
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %149, %151
  %153 = getelementptr inbounds float, ptr %tile, i64 %152
  call void @llvm.memset.p0.i64(ptr align 4 %153, i8 0, i64 %147, i1 false)
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %if.then11
  %154 = sub i32 32, %tl_hi1
  %155 = sext i32 %154 to i64
  %156 = sub i64 %155, 0
  %157 = call i64 @llvm.smax.i64(i64 %156, i64 0)
  %158 = mul nuw i64 %157, 4
  %159 = sext i32 %i110 to i64
  %160 = mul nsw i64 %159, 32
  %161 = add i32 %tl_hi1, 0
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %160, %162
  %164 = getelementptr inbounds float, ptr %tile, i64 %163
  call void @llvm.memset.p0.i64(ptr align 4 %164, i8 0, i64 %158, i1 false)
  %165 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !4

for.cond14:                                       ; preds = %for.end19, %if.end
  %i = phi i32 [ 0, %if.end ], [ %197, %for.end19 ]
  %166 = icmp slt i32 %i, 32
  br i1 %166, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  br label %for.cond17

for.end16:                                        ; preds = %for.cond14
  %167 = mul i32 %bx, 32
  %168 = icmp sle i32 0, %167
  %169 = mul i32 %bx, 32
  %170 = sext i32 %169 to i64
  %171 = add i64 %170, 32
  %172 = sext i32 %N to i64
  %173 = icmp sle i64 %171, %172
  %174 = and i1 %168, %173
  %175 = mul i32 %by, 32
  %176 = icmp sle i32 0, %175
  %177 = mul i32 %by, 32
  %178 = sext i32 %177 to i64
  %179 = add i64 %178, 32
  %180 = sext i32 %M to i64
  %181 = icmp sle i64 %179, %180
  %182 = and i1 %176, %181
  %183 = and i1 %174, %182
  br i1 %183, label %if.then20, label %if.else21

for.cond17:                                       ; preds = %for.body18, %for.body15
  %j = phi i32 [ 0, %for.body15 ], [ %196, %for.body18 ]
  %184 = icmp slt i32 %j, 32
  br i1 %184, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %185 = sext i32 %i to i64
  %186 = mul nsw i64 %185, 32
  %187 = sext i32 %j to i64
  %188 = add nsw i64 %186, %187
  %189 = getelementptr inbounds float, ptr %tile, i64 %188
  %190 = load float, ptr %189, align 4
  %191 = sext i32 %j to i64
  %192 = mul nsw i64 %191, 32
  %193 = sext i32 %i to i64
  %194 = add nsw i64 %192, %193
  %195 = getelementptr inbounds float, ptr %tile_t, i64 %194
  store float %190, ptr %195, align 4
  %196 = add nsw i32 %j, 1
  br label %for.cond17, !llvm.loop !5

for.end19:                                        ; preds = %for.cond17
  %197 = add nsw i32 %i, 1
  br label %for.cond14, !llvm.loop !6

if.then20:                                        ; preds = %for.end16
  br label %for.cond23

if.else21:                                        ; preds = %for.end16
  br label %for.cond30

if.end22:                                         ; preds = %for.end32, %for.end25
  ret void

for.cond23:                                       ; preds = %if.end29, %if.then20
  %i126 = phi i32 [ 0, %if.then20 ], [ %233, %if.end29 ]
  %198 = icmp slt i32 %i126, 32
  br i1 %198, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %199 = sext i32 %N to i64
  %200 = sext i32 %M to i64
  %201 = mul i64 %199, %200
  %202 = icmp sge i64 %201, 8388608
  br i1 %202, label %if.then27, label %if.else28

for.end25:                                        ; preds = %for.cond23
  br label %if.end22

if.then27:                                        ; preds = %for.body24
  %203 = mul i32 %bx, 32
  %204 = add i32 %203, %i126
  %205 = sext i32 %204 to i64
  %206 = sext i32 %M to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %by, 32
  %209 = add i32 %208, 0
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = getelementptr inbounds float, ptr %B, i64 %211
  %213 = sext i32 %i126 to i64
  %214 = mul nsw i64 %213, 32
  %215 = add nsw i64 %214, 0
  %216 = getelementptr inbounds float, ptr %tile_t, i64 %215
  call void @tilec_rt_stream(ptr %212, ptr %216, i64 128)
  br label %if.end29

if.else28:                                        ; preds = %for.body24
  %217 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %218 = mul nuw i64 %217, 4
  %219 = mul i32 %bx, 32
  %220 = add i32 %219, %i126
  %221 = sext i32 %220 to i64
  %222 = sext i32 %M to i64
  %223 = mul nsw i64 %221, %222
  %224 = mul i32 %by, 32
  %225 = add i32 %224, 0
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %223, %226
  %228 = getelementptr inbounds float, ptr %B, i64 %227
  %229 = sext i32 %i126 to i64
  %230 = mul nsw i64 %229, 32
  %231 = add nsw i64 %230, 0
  %232 = getelementptr inbounds float, ptr %tile_t, i64 %231
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %228, ptr align 4 %232, i64 %218, i1 false)
  br label %if.end29

if.end29:                                         ; preds = %if.else28, %if.then27
  %233 = add nsw i32 %i126, 1
  br label %for.cond23, !llvm.loop !7

for.cond30:                                       ; preds = %if.end36, %if.else21
  %i133 = phi i32 [ 0, %if.else21 ], [ %318, %if.end36 ]
  %234 = icmp slt i32 %i133, 32
  br i1 %234, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %235 = mul i32 %by, 32
  %236 = sext i32 %235 to i64
  %237 = sub i64 0, %236
  %238 = icmp slt i64 %237, 0
  %239 = mul i32 %by, 32
  %240 = sext i32 %239 to i64
  %241 = sub i64 0, %240
  %242 = icmp sgt i64 %241, 32
  %243 = mul i32 %by, 32
  %244 = sext i32 %243 to i64
  %245 = sub i64 0, %244
  %246 = select i1 %242, i64 32, i64 %245
  %247 = select i1 %238, i64 0, i64 %246
  %tl_lo2 = trunc i64 %247 to i32
  %248 = sext i32 %M to i64
  %249 = mul i32 %by, 32
  %250 = sext i32 %249 to i64
  %251 = sub i64 %248, %250
  %252 = icmp slt i64 %251, 0
  %253 = sext i32 %M to i64
  %254 = mul i32 %by, 32
  %255 = sext i32 %254 to i64
  %256 = sub i64 %253, %255
  %257 = icmp sgt i64 %256, 32
  %258 = sext i32 %M to i64
  %259 = mul i32 %by, 32
  %260 = sext i32 %259 to i64
  %261 = sub i64 %258, %260
  %262 = select i1 %257, i64 32, i64 %261
  %263 = select i1 %252, i64 0, i64 %262
  %264 = sext i32 %tl_lo2 to i64
  %265 = icmp slt i64 %263, %264
  %266 = sext i32 %tl_lo2 to i64
  %267 = sext i32 %M to i64
  %268 = mul i32 %by, 32
  %269 = sext i32 %268 to i64
  %270 = sub i64 %267, %269
  %271 = icmp slt i64 %270, 0
  %272 = sext i32 %M to i64
  %273 = mul i32 %by, 32
  %274 = sext i32 %273 to i64
  %275 = sub i64 %272, %274
  %276 = icmp sgt i64 %275, 32
  %277 = sext i32 %M to i64
  %278 = mul i32 %by, 32
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = select i1 %276, i64 32, i64 %280
  %282 = select i1 %271, i64 0, i64 %281
  %283 = select i1 %265, i64 %266, i64 %282
  %tl_hi3 = trunc i64 %283 to i32
  %284 = mul i32 %bx, 32
  %285 = sext i32 %284 to i64
  %286 = sext i32 %i133 to i64
  %287 = add i64 %285, %286
  %288 = icmp sle i64 0, %287
  %289 = mul i32 %bx, 32
  %290 = sext i32 %289 to i64
  %291 = sext i32 %i133 to i64
  %292 = add i64 %290, %291
  %293 = sext i32 %N to i64
  %294 = icmp slt i64 %292, %293
  %295 = and i1 %288, %294
  br i1 %295, label %if.then34, label %if.else35

for.end32:                                        ; preds = %for.cond30
  br label %if.end22

if.then34:                                        ; preds = %for.body31
  %296 = sub i32 %tl_hi3, %tl_lo2
  %297 = sext i32 %296 to i64
  %298 = sub i64 %297, 0
  %299 = call i64 @llvm.smax.i64(i64 %298, i64 0)
  %300 = mul nuw i64 %299, 4
  %301 = mul i32 %bx, 32
  %302 = add i32 %301, %i133
  %303 = sext i32 %302 to i64
  %304 = sext i32 %M to i64
  %305 = mul nsw i64 %303, %304
  %306 = mul i32 %by, 32
  %307 = add i32 %tl_lo2, 0
  %308 = add i32 %306, %307
  %309 = sext i32 %308 to i64
  %310 = add nsw i64 %305, %309
  %311 = getelementptr inbounds float, ptr %B, i64 %310
  %312 = sext i32 %i133 to i64
  %313 = mul nsw i64 %312, 32
  %314 = add i32 %tl_lo2, 0
  %315 = sext i32 %314 to i64
  %316 = add nsw i64 %313, %315
  %317 = getelementptr inbounds float, ptr %tile_t, i64 %316
  call void @tilec_rt_copy(ptr %311, ptr %317, i64 %300)
  br label %if.end36

if.else35:                                        ; preds = %for.body31
  br label %if.end36

if.end36:                                         ; preds = %if.else35, %if.then34
  %318 = add nsw i32 %i133, 1
  br label %for.cond30, !llvm.loop !8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @tilec_rt_copy(ptr, ptr, i64)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @transpose_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_transpose(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
