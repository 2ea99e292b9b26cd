; ModuleID = 'dequant_gemm.tile'
source_filename = "dequant_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_dequant_gemm_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
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
  %13 = icmp slt i32 %j1, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end65, %for.end
  %k = phi i32 [ 0, %for.end ], [ %436, %for.end65 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 32
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 32
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 32
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 32
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 32
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 32
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 32
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 32
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 32
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then72, label %if.else73

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 16
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 16
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 16
  %69 = sext i32 %K to i64
  %70 = sdiv i64 %69, 2
  %71 = sub i64 0, %69
  %72 = select i1 false, i64 %71, i64 %70
  %73 = srem i64 %69, 2
  %74 = icmp ne i64 %73, 0
  %75 = icmp slt i64 %69, 0
  %76 = icmp eq i1 %75, false
  %77 = and i1 %74, %76
  %78 = zext i1 %77 to i64
  %79 = add i64 %72, %78
  %80 = trunc i64 %79 to i32
  %81 = sext i32 %80 to i64
  %82 = icmp sle i64 %68, %81
  %83 = and i1 %65, %82
  %84 = and i1 %63, %83
  br i1 %84, label %if.then30, label %if.else31

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %106, %for.end13 ]
  %85 = icmp slt i32 %i110, 32
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %105, %for.body12 ]
  %86 = icmp slt i32 %j114, 32
  br i1 %86, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %87 = mul i32 %by, 32
  %88 = add i32 %87, %i110
  %89 = sext i32 %88 to i64
  %90 = sext i32 %K to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %k, 32
  %93 = add i32 %92, %j114
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds i16, ptr %A, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = bitcast i16 %97 to half
  %99 = fpext half %98 to float
  %100 = sext i32 %i110 to i64
  %101 = mul nsw i64 %100, 32
  %102 = sext i32 %j114 to i64
  %103 = add nsw i64 %101, %102
  %104 = getelementptr inbounds float, ptr %A_s, i64 %103
  store float %99, ptr %104, align 4
  %105 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end28, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %209, %for.end28 ]
  %107 = icmp slt i32 %i118, 32
  br i1 %107, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %108 = mul i32 %k, 32
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = icmp slt i64 %110, 0
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sub i64 0, %113
  %115 = icmp sgt i64 %114, 32
  %116 = mul i32 %k, 32
  %117 = sext i32 %116 to i64
  %118 = sub i64 0, %117
  %119 = select i1 %115, i64 32, i64 %118
  %120 = select i1 %111, i64 0, i64 %119
  %tl_lo0 = trunc i64 %120 to i32
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp slt i64 %124, 0
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp sgt i64 %129, 32
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = select i1 %130, i64 32, i64 %134
  %136 = select i1 %125, i64 0, i64 %135
  %137 = sext i32 %tl_lo0 to i64
  %138 = icmp slt i64 %136, %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp slt i64 %143, 0
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 32
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = icmp sgt i64 %148, 32
  %150 = sext i32 %K to i64
  %151 = mul i32 %k, 32
  %152 = sext i32 %151 to i64
  %153 = sub i64 %150, %152
  %154 = select i1 %149, i64 32, i64 %153
  %155 = select i1 %144, i64 0, i64 %154
  %156 = select i1 %138, i64 %139, i64 %155
  %tl_hi1 = trunc i64 %156 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %163, %for.body20 ]
  %157 = icmp slt i32 %j122, %tl_lo0
  br i1 %157, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %158 = sext i32 %i118 to i64
  %159 = mul nsw i64 %158, 32
  %160 = sext i32 %j122 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %A_s, i64 %161
  store float 0.000000e+00, ptr %162, align 4
  %163 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %164 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond23

for.cond23:                                       ; preds = %sel.end, %for.end21
  %j11 = phi i32 [ 0, %for.end21 ], [ %200, %sel.end ]
  %165 = icmp slt i32 %j11, %164
  br i1 %165, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %166 = mul i32 %by, 32
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i118 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %by, 32
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i118 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %M to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  br i1 %177, label %sel.then, label %sel.else

for.end25:                                        ; preds = %for.cond23
  %178 = sub i32 32, %tl_hi1
  br label %for.cond26

sel.then:                                         ; preds = %for.body24
  %179 = mul i32 %by, 32
  %180 = add i32 %179, %i118
  %181 = sext i32 %180 to i64
  %182 = sext i32 %K to i64
  %183 = mul nsw i64 %181, %182
  %184 = mul i32 %k, 32
  %185 = add i32 %tl_lo0, %j11
  %186 = add i32 %184, %185
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %183, %187
  %189 = getelementptr inbounds i16, ptr %A, i64 %188
  %190 = load i16, ptr %189, align 2
  %191 = bitcast i16 %190 to half
  %192 = fpext half %191 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body24
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %193 = phi float [ %192, %sel.then ], [ 0.000000e+00, %sel.else ]
  %194 = sext i32 %i118 to i64
  %195 = mul nsw i64 %194, 32
  %196 = add i32 %tl_lo0, %j11
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds float, ptr %A_s, i64 %198
  store float %193, ptr %199, align 4
  %200 = add nsw i32 %j11, 1
  br label %for.cond23, !llvm.loop !7

for.cond26:                                       ; preds = %for.body27, %for.end25
  %j1129 = phi i32 [ 0, %for.end25 ], [ %208, %for.body27 ]
  %201 = icmp slt i32 %j1129, %178
  br i1 %201, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %202 = sext i32 %i118 to i64
  %203 = mul nsw i64 %202, 32
  %204 = add i32 %tl_hi1, %j1129
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds float, ptr %A_s, i64 %206
  store float 0.000000e+00, ptr %207, align 4
  %208 = add nsw i32 %j1129, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  %209 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !9

if.then30:                                        ; preds = %if.end
  br label %for.cond33

if.else31:                                        ; preds = %if.end
  br label %for.cond41

if.end32:                                         ; preds = %for.end43, %for.end35
  br label %for.cond63

for.cond33:                                       ; preds = %for.end39, %if.then30
  %i136 = phi i32 [ 0, %if.then30 ], [ %241, %for.end39 ]
  %210 = icmp slt i32 %i136, 32
  br i1 %210, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %if.end32

for.cond37:                                       ; preds = %for.body38, %for.body34
  %j140 = phi i32 [ 0, %for.body34 ], [ %240, %for.body38 ]
  %211 = icmp slt i32 %j140, 16
  br i1 %211, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %212 = mul i32 %bx, 32
  %213 = add i32 %212, %i136
  %214 = sext i32 %213 to i64
  %215 = sext i32 %K to i64
  %216 = sdiv i64 %215, 2
  %217 = sub i64 0, %215
  %218 = select i1 false, i64 %217, i64 %216
  %219 = srem i64 %215, 2
  %220 = icmp ne i64 %219, 0
  %221 = icmp slt i64 %215, 0
  %222 = icmp eq i1 %221, false
  %223 = and i1 %220, %222
  %224 = zext i1 %223 to i64
  %225 = add i64 %218, %224
  %226 = trunc i64 %225 to i32
  %227 = sext i32 %226 to i64
  %228 = mul nsw i64 %214, %227
  %229 = mul i32 %k, 16
  %230 = add i32 %229, %j140
  %231 = sext i32 %230 to i64
  %232 = add nsw i64 %228, %231
  %233 = getelementptr inbounds i8, ptr %W, i64 %232
  %234 = load i8, ptr %233, align 1
  %235 = sext i32 %i136 to i64
  %236 = mul nsw i64 %235, 16
  %237 = sext i32 %j140 to i64
  %238 = add nsw i64 %236, %237
  %239 = getelementptr inbounds i8, ptr %W_s, i64 %238
  store i8 %234, ptr %239, align 1
  %240 = add nsw i32 %j140, 1
  br label %for.cond37, !llvm.loop !10

for.end39:                                        ; preds = %for.cond37
  %241 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !11

for.cond41:                                       ; preds = %for.end61, %if.else31
  %i144 = phi i32 [ 0, %if.else31 ], [ %434, %for.end61 ]
  %242 = icmp slt i32 %i144, 32
  br i1 %242, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %243 = mul i32 %k, 16
  %244 = sext i32 %243 to i64
  %245 = sub i64 0, %244
  %246 = icmp slt i64 %245, 0
  %247 = mul i32 %k, 16
  %248 = sext i32 %247 to i64
  %249 = sub i64 0, %248
  %250 = icmp sgt i64 %249, 16
  %251 = mul i32 %k, 16
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = select i1 %250, i64 16, i64 %253
  %255 = select i1 %246, i64 0, i64 %254
  %tl_lo2 = trunc i64 %255 to i32
  %256 = sext i32 %K to i64
  %257 = sdiv i64 %256, 2
  %258 = sub i64 0, %256
  %259 = select i1 false, i64 %258, i64 %257
  %260 = srem i64 %256, 2
  %261 = icmp ne i64 %260, 0
  %262 = icmp slt i64 %256, 0
  %263 = icmp eq i1 %262, false
  %264 = and i1 %261, %263
  %265 = zext i1 %264 to i64
  %266 = add i64 %259, %265
  %267 = trunc i64 %266 to i32
  %268 = sext i32 %267 to i64
  %269 = mul i32 %k, 16
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %K to i64
  %274 = sdiv i64 %273, 2
  %275 = sub i64 0, %273
  %276 = select i1 false, i64 %275, i64 %274
  %277 = srem i64 %273, 2
  %278 = icmp ne i64 %277, 0
  %279 = icmp slt i64 %273, 0
  %280 = icmp eq i1 %279, false
  %281 = and i1 %278, %280
  %282 = zext i1 %281 to i64
  %283 = add i64 %276, %282
  %284 = trunc i64 %283 to i32
  %285 = sext i32 %284 to i64
  %286 = mul i32 %k, 16
  %287 = sext i32 %286 to i64
  %288 = sub i64 %285, %287
  %289 = icmp sgt i64 %288, 16
  %290 = sext i32 %K to i64
  %291 = sdiv i64 %290, 2
  %292 = sub i64 0, %290
  %293 = select i1 false, i64 %292, i64 %291
  %294 = srem i64 %290, 2
  %295 = icmp ne i64 %294, 0
  %296 = icmp slt i64 %290, 0
  %297 = icmp eq i1 %296, false
  %298 = and i1 %295, %297
  %299 = zext i1 %298 to i64
  %300 = add i64 %293, %299
  %301 = trunc i64 %300 to i32
  %302 = sext i32 %301 to i64
  %303 = mul i32 %k, 16
  %304 = sext i32 %303 to i64
  %305 = sub i64 %302, %304
  %306 = select i1 %289, i64 16, i64 %305
  %307 = select i1 %272, i64 0, i64 %306
  %308 = sext i32 %tl_lo2 to i64
  %309 = icmp slt i64 %307, %308
  %310 = sext i32 %tl_lo2 to i64
  %311 = sext i32 %K to i64
  %312 = sdiv i64 %311, 2
  %313 = sub i64 0, %311
  %314 = select i1 false, i64 %313, i64 %312
  %315 = srem i64 %311, 2
  %316 = icmp ne i64 %315, 0
  %317 = icmp slt i64 %311, 0
  %318 = icmp eq i1 %317, false
  %319 = and i1 %316, %318
  %320 = zext i1 %319 to i64
  %321 = add i64 %314, %320
  %322 = trunc i64 %321 to i32
  %323 = sext i32 %322 to i64
  %324 = mul i32 %k, 16
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %K to i64
  %329 = sdiv i64 %328, 2
  %330 = sub i64 0, %328
  %331 = select i1 false, i64 %330, i64 %329
  %332 = srem i64 %328, 2
  %333 = icmp ne i64 %332, 0
  %334 = icmp slt i64 %328, 0
  %335 = icmp eq i1 %334, false
  %336 = and i1 %333, %335
  %337 = zext i1 %336 to i64
  %338 = add i64 %331, %337
  %339 = trunc i64 %338 to i32
  %340 = sext i32 %339 to i64
  %341 = mul i32 %k, 16
  %342 = sext i32 %341 to i64
  %343 = sub i64 %340, %342
  %344 = icmp sgt i64 %343, 16
  %345 = sext i32 %K to i64
  %346 = sdiv i64 %345, 2
  %347 = sub i64 0, %345
  %348 = select i1 false, i64 %347, i64 %346
  %349 = srem i64 %345, 2
  %350 = icmp ne i64 %349, 0
  %351 = icmp slt i64 %345, 0
  %352 = icmp eq i1 %351, false
  %353 = and i1 %350, %352
  %354 = zext i1 %353 to i64
  %355 = add i64 %348, %354
  %356 = trunc i64 %355 to i32
  %357 = sext i32 %356 to i64
  %358 = mul i32 %k, 16
  %359 = sext i32 %358 to i64
  %360 = sub i64 %357, %359
  %361 = select i1 %344, i64 16, i64 %360
  %362 = select i1 %327, i64 0, i64 %361
  %363 = select i1 %309, i64 %310, i64 %362
  %tl_hi3 = trunc i64 %363 to i32
  br label %for.cond45

for.end43:                                        ; preds = %for.cond41
  br label %if.end32

for.cond45:                                       ; preds = %for.body46, %for.body42
  %j148 = phi i32 [ 0, %for.body42 ], [ %370, %for.body46 ]
  %364 = icmp slt i32 %j148, %tl_lo2
  br i1 %364, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %365 = sext i32 %i144 to i64
  %366 = mul nsw i64 %365, 16
  %367 = sext i32 %j148 to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds i8, ptr %W_s, i64 %368
  store i8 0, ptr %369, align 1
  %370 = add nsw i32 %j148, 1
  br label %for.cond45, !llvm.loop !12

for.end47:                                        ; preds = %for.cond45
  %371 = mul i32 %bx, 32
  %372 = sext i32 %371 to i64
  %373 = sext i32 %i144 to i64
  %374 = add i64 %372, %373
  %375 = icmp sle i64 0, %374
  %376 = mul i32 %bx, 32
  %377 = sext i32 %376 to i64
  %378 = sext i32 %i144 to i64
  %379 = add i64 %377, %378
  %380 = sext i32 %N to i64
  %381 = icmp slt i64 %379, %380
  %382 = and i1 %375, %381
  br i1 %382, label %if.then49, label %if.else50

if.then49:                                        ; preds = %for.end47
  %383 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond52

if.else50:                                        ; preds = %for.end47
  %384 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end51:                                         ; preds = %for.end57, %for.end54
  %385 = sub i32 16, %tl_hi3
  br label %for.cond59

for.cond52:                                       ; preds = %for.body53, %if.then49
  %j12 = phi i32 [ 0, %if.then49 ], [ %417, %for.body53 ]
  %386 = icmp slt i32 %j12, %383
  br i1 %386, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %387 = mul i32 %bx, 32
  %388 = add i32 %387, %i144
  %389 = sext i32 %388 to i64
  %390 = sext i32 %K to i64
  %391 = sdiv i64 %390, 2
  %392 = sub i64 0, %390
  %393 = select i1 false, i64 %392, i64 %391
  %394 = srem i64 %390, 2
  %395 = icmp ne i64 %394, 0
  %396 = icmp slt i64 %390, 0
  %397 = icmp eq i1 %396, false
  %398 = and i1 %395, %397
  %399 = zext i1 %398 to i64
  %400 = add i64 %393, %399
  %401 = trunc i64 %400 to i32
  %402 = sext i32 %401 to i64
  %403 = mul nsw i64 %389, %402
  %404 = mul i32 %k, 16
  %405 = add i32 %tl_lo2, %j12
  %406 = add i32 %404, %405
  %407 = sext i32 %406 to i64
  %408 = add nsw i64 %403, %407
  %409 = getelementptr inbounds i8, ptr %W, i64 %408
  %410 = load i8, ptr %409, align 1
  %411 = sext i32 %i144 to i64
  %412 = mul nsw i64 %411, 16
  %413 = add i32 %tl_lo2, %j12
  %414 = sext i32 %413 to i64
  %415 = add nsw i64 %412, %414
  %416 = getelementptr inbounds i8, ptr %W_s, i64 %415
  store i8 %410, ptr %416, align 1
  %417 = add nsw i32 %j12, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %for.body56, %if.else50
  %j1258 = phi i32 [ 0, %if.else50 ], [ %425, %for.body56 ]
  %418 = icmp slt i32 %j1258, %384
  br i1 %418, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %419 = sext i32 %i144 to i64
  %420 = mul nsw i64 %419, 16
  %421 = add i32 %tl_lo2, %j1258
  %422 = sext i32 %421 to i64
  %423 = add nsw i64 %420, %422
  %424 = getelementptr inbounds i8, ptr %W_s, i64 %423
  store i8 0, ptr %424, align 1
  %425 = add nsw i32 %j1258, 1
  br label %for.cond55, !llvm.loop !14

for.end57:                                        ; preds = %for.cond55
  br label %if.end51

for.cond59:                                       ; preds = %for.body60, %if.end51
  %j1262 = phi i32 [ 0, %if.end51 ], [ %433, %for.body60 ]
  %426 = icmp slt i32 %j1262, %385
  br i1 %426, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %427 = sext i32 %i144 to i64
  %428 = mul nsw i64 %427, 16
  %429 = add i32 %tl_hi3, %j1262
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %428, %430
  %432 = getelementptr inbounds i8, ptr %W_s, i64 %431
  store i8 0, ptr %432, align 1
  %433 = add nsw i32 %j1262, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  %434 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !16

for.cond63:                                       ; preds = %for.end68, %if.end32
  %i = phi i32 [ 0, %if.end32 ], [ %484, %for.end68 ]
  %435 = icmp slt i32 %i, 32
  br i1 %435, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond66

for.end65:                                        ; preds = %for.cond63
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %436 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !17

for.cond66:                                       ; preds = %sel.end71, %for.body64
  %j = phi i32 [ 0, %for.body64 ], [ %522, %sel.end71 ]
  %437 = icmp slt i32 %j, 32
  br i1 %437, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %438 = sext i32 %i to i64
  %439 = mul nsw i64 %438, 16
  %440 = sdiv i32 %j, 2
  %441 = sub i32 0, %j
  %442 = select i1 false, i32 %441, i32 %440
  %443 = sext i32 %442 to i64
  %444 = add nsw i64 %439, %443
  %445 = getelementptr inbounds i8, ptr %W_s, i64 %444
  %byte = load i8, ptr %445, align 1
  %446 = srem i32 %j, 2
  %447 = icmp eq i32 %446, 0
  %448 = and i8 %byte, 15
  %449 = lshr i8 %byte, 4
  %450 = select i1 false, i8 0, i8 %449
  %q = select i1 %447, i8 %448, i8 %450
  %451 = mul i32 %bx, 32
  %452 = add i32 %451, %i
  %453 = icmp sle i32 0, %452
  %454 = mul i32 %bx, 32
  %455 = add i32 %454, %i
  %456 = icmp slt i32 %455, %N
  %457 = and i1 %453, %456
  %458 = mul i32 %k, 32
  %459 = add i32 %458, %j
  %460 = sdiv i32 %459, 32
  %461 = sub i32 0, %459
  %462 = select i1 false, i32 %461, i32 %460
  %463 = icmp sle i32 0, %462
  %464 = mul i32 %k, 32
  %465 = add i32 %464, %j
  %466 = sdiv i32 %465, 32
  %467 = sub i32 0, %465
  %468 = select i1 false, i32 %467, i32 %466
  %469 = sext i32 %K to i64
  %470 = sdiv i64 %469, 32
  %471 = sub i64 0, %469
  %472 = select i1 false, i64 %471, i64 %470
  %473 = srem i64 %469, 32
  %474 = icmp ne i64 %473, 0
  %475 = icmp slt i64 %469, 0
  %476 = icmp eq i1 %475, false
  %477 = and i1 %474, %476
  %478 = zext i1 %477 to i64
  %479 = add i64 %472, %478
  %480 = trunc i64 %479 to i32
  %481 = icmp slt i32 %468, %480
  %482 = and i1 %463, %481
  %483 = and i1 %457, %482
  br i1 %483, label %sel.then69, label %sel.else70

for.end68:                                        ; preds = %for.cond66
  %484 = add nsw i32 %i, 1
  br label %for.cond63, !llvm.loop !18

sel.then69:                                       ; preds = %for.body67
  %485 = mul i32 %bx, 32
  %486 = add i32 %485, %i
  %487 = sext i32 %486 to i64
  %488 = sext i32 %K to i64
  %489 = sdiv i64 %488, 32
  %490 = sub i64 0, %488
  %491 = select i1 false, i64 %490, i64 %489
  %492 = srem i64 %488, 32
  %493 = icmp ne i64 %492, 0
  %494 = icmp slt i64 %488, 0
  %495 = icmp eq i1 %494, false
  %496 = and i1 %493, %495
  %497 = zext i1 %496 to i64
  %498 = add i64 %491, %497
  %499 = trunc i64 %498 to i32
  %500 = sext i32 %499 to i64
  %501 = mul nsw i64 %487, %500
  %502 = mul i32 %k, 32
  %503 = add i32 %502, %j
  %504 = sdiv i32 %503, 32
  %505 = sub i32 0, %503
  %506 = select i1 false, i32 %505, i32 %504
  %507 = sext i32 %506 to i64
  %508 = add nsw i64 %501, %507
  %509 = getelementptr inbounds i16, ptr %S, i64 %508
  %510 = load i16, ptr %509, align 2
  %511 = bitcast i16 %510 to half
  %512 = fpext half %511 to float
  br label %sel.end71

sel.else70:                                       ; preds = %for.body67
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %s = phi float [ %512, %sel.then69 ], [ 0.000000e+00, %sel.else70 ]
  %513 = zext i8 %q to i64
  %514 = sitofp i64 %513 to float
  %515 = fsub float %514, 8.000000e+00
  %516 = fmul float %515, %s
  %517 = sext i32 %i to i64
  %518 = mul nsw i64 %517, 32
  %519 = sext i32 %j to i64
  %520 = add nsw i64 %518, %519
  %521 = getelementptr inbounds float, ptr %B_s, i64 %520
  store float %516, ptr %521, align 4
  %522 = add nsw i32 %j, 1
  br label %for.cond66, !llvm.loop !19

if.then72:                                        ; preds = %for.end6
  br label %for.cond75

if.else73:                                        ; preds = %for.end6
  br label %for.cond84

if.end74:                                         ; preds = %for.end86, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %542, %if.end80 ]
  %523 = icmp slt i32 %i2, 32
  br i1 %523, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %524 = sext i32 %M to i64
  %525 = sext i32 %N to i64
  %526 = mul i64 %524, %525
  %527 = icmp sge i64 %526, 8388608
  br i1 %527, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %528 = mul i32 %by, 32
  %529 = add i32 %528, %i2
  %530 = sext i32 %529 to i64
  %531 = sext i32 %N to i64
  %532 = mul nsw i64 %530, %531
  %533 = mul i32 %bx, 32
  %534 = add i32 %533, 0
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %532, %535
  %537 = getelementptr inbounds float, ptr %C, i64 %536
  %538 = sext i32 %i2 to i64
  %539 = mul nsw i64 %538, 32
  %540 = add nsw i64 %539, 0
  %541 = getelementptr inbounds float, ptr %C_f, i64 %540
  call void @tilec_rt_stream(ptr %537, ptr %541, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  br label %for.cond81

if.end80:                                         ; preds = %for.end83, %if.then78
  %542 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !20

for.cond81:                                       ; preds = %for.body82, %if.else79
  %j2 = phi i32 [ 0, %if.else79 ], [ %560, %for.body82 ]
  %543 = icmp slt i32 %j2, 32
  br i1 %543, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %544 = sext i32 %i2 to i64
  %545 = mul nsw i64 %544, 32
  %546 = sext i32 %j2 to i64
  %547 = add nsw i64 %545, %546
  %548 = getelementptr inbounds float, ptr %C_f, i64 %547
  %549 = load float, ptr %548, align 4
  %550 = mul i32 %by, 32
  %551 = add i32 %550, %i2
  %552 = sext i32 %551 to i64
  %553 = sext i32 %N to i64
  %554 = mul nsw i64 %552, %553
  %555 = mul i32 %bx, 32
  %556 = add i32 %555, %j2
  %557 = sext i32 %556 to i64
  %558 = add nsw i64 %554, %557
  %559 = getelementptr inbounds float, ptr %C, i64 %558
  store float %549, ptr %559, align 4
  %560 = add nsw i32 %j2, 1
  br label %for.cond81, !llvm.loop !21

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond84:                                       ; preds = %if.end90, %if.else73
  %i287 = phi i32 [ 0, %if.else73 ], [ %624, %if.end90 ]
  %561 = icmp slt i32 %i287, 32
  br i1 %561, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %562 = mul i32 %bx, 32
  %563 = sext i32 %562 to i64
  %564 = sub i64 0, %563
  %565 = icmp slt i64 %564, 0
  %566 = mul i32 %bx, 32
  %567 = sext i32 %566 to i64
  %568 = sub i64 0, %567
  %569 = icmp sgt i64 %568, 32
  %570 = mul i32 %bx, 32
  %571 = sext i32 %570 to i64
  %572 = sub i64 0, %571
  %573 = select i1 %569, i64 32, i64 %572
  %574 = select i1 %565, i64 0, i64 %573
  %tl_lo4 = trunc i64 %574 to i32
  %575 = sext i32 %N to i64
  %576 = mul i32 %bx, 32
  %577 = sext i32 %576 to i64
  %578 = sub i64 %575, %577
  %579 = icmp slt i64 %578, 0
  %580 = sext i32 %N to i64
  %581 = mul i32 %bx, 32
  %582 = sext i32 %581 to i64
  %583 = sub i64 %580, %582
  %584 = icmp sgt i64 %583, 32
  %585 = sext i32 %N to i64
  %586 = mul i32 %bx, 32
  %587 = sext i32 %586 to i64
  %588 = sub i64 %585, %587
  %589 = select i1 %584, i64 32, i64 %588
  %590 = select i1 %579, i64 0, i64 %589
  %591 = sext i32 %tl_lo4 to i64
  %592 = icmp slt i64 %590, %591
  %593 = sext i32 %tl_lo4 to i64
  %594 = sext i32 %N to i64
  %595 = mul i32 %bx, 32
  %596 = sext i32 %595 to i64
  %597 = sub i64 %594, %596
  %598 = icmp slt i64 %597, 0
  %599 = sext i32 %N to i64
  %600 = mul i32 %bx, 32
  %601 = sext i32 %600 to i64
  %602 = sub i64 %599, %601
  %603 = icmp sgt i64 %602, 32
  %604 = sext i32 %N to i64
  %605 = mul i32 %bx, 32
  %606 = sext i32 %605 to i64
  %607 = sub i64 %604, %606
  %608 = select i1 %603, i64 32, i64 %607
  %609 = select i1 %598, i64 0, i64 %608
  %610 = select i1 %592, i64 %593, i64 %609
  %tl_hi5 = trunc i64 %610 to i32
  %611 = mul i32 %by, 32
  %612 = sext i32 %611 to i64
  %613 = sext i32 %i287 to i64
  %614 = add i64 %612, %613
  %615 = icmp sle i64 0, %614
  %616 = mul i32 %by, 32
  %617 = sext i32 %616 to i64
  %618 = sext i32 %i287 to i64
  %619 = add i64 %617, %618
  %620 = sext i32 %M to i64
  %621 = icmp slt i64 %619, %620
  %622 = and i1 %615, %621
  br i1 %622, label %if.then88, label %if.else89

for.end86:                                        ; preds = %for.cond84
  br label %if.end74

if.then88:                                        ; preds = %for.body85
  %623 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond91

if.else89:                                        ; preds = %for.body85
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %for.end93
  %624 = add nsw i32 %i287, 1
  br label %for.cond84, !llvm.loop !22

for.cond91:                                       ; preds = %for.body92, %if.then88
  %j21 = phi i32 [ 0, %if.then88 ], [ %644, %for.body92 ]
  %625 = icmp slt i32 %j21, %623
  br i1 %625, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %626 = sext i32 %i287 to i64
  %627 = mul nsw i64 %626, 32
  %628 = add i32 %tl_lo4, %j21
  %629 = sext i32 %628 to i64
  %630 = add nsw i64 %627, %629
  %631 = getelementptr inbounds float, ptr %C_f, i64 %630
  %632 = load float, ptr %631, align 4
  %633 = mul i32 %by, 32
  %634 = add i32 %633, %i287
  %635 = sext i32 %634 to i64
  %636 = sext i32 %N to i64
  %637 = mul nsw i64 %635, %636
  %638 = mul i32 %bx, 32
  %639 = add i32 %tl_lo4, %j21
  %640 = add i32 %638, %639
  %641 = sext i32 %640 to i64
  %642 = add nsw i64 %637, %641
  %643 = getelementptr inbounds float, ptr %C, i64 %642
  store float %632, ptr %643, align 4
  %644 = add nsw i32 %j21, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  br label %if.end90
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 7
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  %20 = load i64, ptr %19, align 8
  %21 = srem i64 %block, %16
  %22 = sdiv i64 %block, %16
  %23 = srem i64 %22, %18
  %24 = mul i64 %16, %18
  %25 = sdiv i64 %block, %24
  %26 = trunc i64 %21 to i32
  %27 = trunc i64 %23 to i32
  call void @dequant_gemm_u4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_u4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_u4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 7
  %24 = sext i32 %N to i64
  %25 = sdiv i64 %24, 32
  %26 = sub i64 0, %24
  %27 = select i1 false, i64 %26, i64 %25
  %28 = srem i64 %24, 32
  %29 = icmp ne i64 %28, 0
  %30 = icmp slt i64 %24, 0
  %31 = icmp eq i1 %30, false
  %32 = and i1 %29, %31
  %33 = zext i1 %32 to i64
  %34 = add i64 %27, %33
  %35 = trunc i64 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 0
  store i64 %36, ptr %37, align 8
  %38 = icmp sgt i64 %36, 0
  %39 = mul i64 1, %36
  %40 = sext i32 %M to i64
  %41 = sdiv i64 %40, 32
  %42 = sub i64 0, %40
  %43 = select i1 false, i64 %42, i64 %41
  %44 = srem i64 %40, 32
  %45 = icmp ne i64 %44, 0
  %46 = icmp slt i64 %40, 0
  %47 = icmp eq i1 %46, false
  %48 = and i1 %45, %47
  %49 = zext i1 %48 to i64
  %50 = add i64 %43, %49
  %51 = trunc i64 %50 to i32
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 1
  store i64 %52, ptr %53, align 8
  %54 = icmp sgt i64 %52, 0
  %55 = and i1 %38, %54
  %56 = mul i64 %39, %52
  %57 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 2
  store i64 1, ptr %57, align 8
  %58 = and i1 %55, true
  %59 = mul i64 %56, 1
  br i1 %58, label %run, label %empty

run:                                              ; preds = %body
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_u4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
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
  %13 = icmp slt i32 %j1, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !24

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !25

for.cond4:                                        ; preds = %for.end65, %for.end
  %k = phi i32 [ 0, %for.end ], [ %436, %for.end65 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 32
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 32
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 32
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 32
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 32
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 32
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 32
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 32
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 32
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then72, label %if.else73

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 16
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 16
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 16
  %69 = sext i32 %K to i64
  %70 = sdiv i64 %69, 2
  %71 = sub i64 0, %69
  %72 = select i1 false, i64 %71, i64 %70
  %73 = srem i64 %69, 2
  %74 = icmp ne i64 %73, 0
  %75 = icmp slt i64 %69, 0
  %76 = icmp eq i1 %75, false
  %77 = and i1 %74, %76
  %78 = zext i1 %77 to i64
  %79 = add i64 %72, %78
  %80 = trunc i64 %79 to i32
  %81 = sext i32 %80 to i64
  %82 = icmp sle i64 %68, %81
  %83 = and i1 %65, %82
  %84 = and i1 %63, %83
  br i1 %84, label %if.then30, label %if.else31

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %106, %for.end13 ]
  %85 = icmp slt i32 %i110, 32
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %105, %for.body12 ]
  %86 = icmp slt i32 %j114, 32
  br i1 %86, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %87 = mul i32 %by, 32
  %88 = add i32 %87, %i110
  %89 = sext i32 %88 to i64
  %90 = sext i32 %K to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %k, 32
  %93 = add i32 %92, %j114
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds i16, ptr %A, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = bitcast i16 %97 to half
  %99 = fpext half %98 to float
  %100 = sext i32 %i110 to i64
  %101 = mul nsw i64 %100, 32
  %102 = sext i32 %j114 to i64
  %103 = add nsw i64 %101, %102
  %104 = getelementptr inbounds float, ptr %A_s, i64 %103
  store float %99, ptr %104, align 4
  %105 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !26

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !27

for.cond15:                                       ; preds = %for.end28, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %209, %for.end28 ]
  %107 = icmp slt i32 %i118, 32
  br i1 %107, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %108 = mul i32 %k, 32
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = icmp slt i64 %110, 0
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sub i64 0, %113
  %115 = icmp sgt i64 %114, 32
  %116 = mul i32 %k, 32
  %117 = sext i32 %116 to i64
  %118 = sub i64 0, %117
  %119 = select i1 %115, i64 32, i64 %118
  %120 = select i1 %111, i64 0, i64 %119
  %tl_lo0 = trunc i64 %120 to i32
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp slt i64 %124, 0
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp sgt i64 %129, 32
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = select i1 %130, i64 32, i64 %134
  %136 = select i1 %125, i64 0, i64 %135
  %137 = sext i32 %tl_lo0 to i64
  %138 = icmp slt i64 %136, %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp slt i64 %143, 0
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 32
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = icmp sgt i64 %148, 32
  %150 = sext i32 %K to i64
  %151 = mul i32 %k, 32
  %152 = sext i32 %151 to i64
  %153 = sub i64 %150, %152
  %154 = select i1 %149, i64 32, i64 %153
  %155 = select i1 %144, i64 0, i64 %154
  %156 = select i1 %138, i64 %139, i64 %155
  %tl_hi1 = trunc i64 %156 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %163, %for.body20 ]
  %157 = icmp slt i32 %j122, %tl_lo0
  br i1 %157, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %158 = sext i32 %i118 to i64
  %159 = mul nsw i64 %158, 32
  %160 = sext i32 %j122 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %A_s, i64 %161
  store float 0.000000e+00, ptr %162, align 4
  %163 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !28

for.end21:                                        ; preds = %for.cond19
  %164 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond23

for.cond23:                                       ; preds = %sel.end, %for.end21
  %j11 = phi i32 [ 0, %for.end21 ], [ %200, %sel.end ]
  %165 = icmp slt i32 %j11, %164
  br i1 %165, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %166 = mul i32 %by, 32
  %167 = sext i32 %166 to i64
  %168 = sext i32 %i118 to i64
  %169 = add i64 %167, %168
  %170 = icmp sle i64 0, %169
  %171 = mul i32 %by, 32
  %172 = sext i32 %171 to i64
  %173 = sext i32 %i118 to i64
  %174 = add i64 %172, %173
  %175 = sext i32 %M to i64
  %176 = icmp slt i64 %174, %175
  %177 = and i1 %170, %176
  br i1 %177, label %sel.then, label %sel.else

for.end25:                                        ; preds = %for.cond23
  %178 = sub i32 32, %tl_hi1
  br label %for.cond26

sel.then:                                         ; preds = %for.body24
  %179 = mul i32 %by, 32
  %180 = add i32 %179, %i118
  %181 = sext i32 %180 to i64
  %182 = sext i32 %K to i64
  %183 = mul nsw i64 %181, %182
  %184 = mul i32 %k, 32
  %185 = add i32 %tl_lo0, %j11
  %186 = add i32 %184, %185
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %183, %187
  %189 = getelementptr inbounds i16, ptr %A, i64 %188
  %190 = load i16, ptr %189, align 2
  %191 = bitcast i16 %190 to half
  %192 = fpext half %191 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body24
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %193 = phi float [ %192, %sel.then ], [ 0.000000e+00, %sel.else ]
  %194 = sext i32 %i118 to i64
  %195 = mul nsw i64 %194, 32
  %196 = add i32 %tl_lo0, %j11
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds float, ptr %A_s, i64 %198
  store float %193, ptr %199, align 4
  %200 = add nsw i32 %j11, 1
  br label %for.cond23, !llvm.loop !29

for.cond26:                                       ; preds = %for.body27, %for.end25
  %j1129 = phi i32 [ 0, %for.end25 ], [ %208, %for.body27 ]
  %201 = icmp slt i32 %j1129, %178
  br i1 %201, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %202 = sext i32 %i118 to i64
  %203 = mul nsw i64 %202, 32
  %204 = add i32 %tl_hi1, %j1129
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds float, ptr %A_s, i64 %206
  store float 0.000000e+00, ptr %207, align 4
  %208 = add nsw i32 %j1129, 1
  br label %for.cond26, !llvm.loop !30

for.end28:                                        ; preds = %for.cond26
  %209 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !31

if.then30:                                        ; preds = %if.end
  br label %for.cond33

if.else31:                                        ; preds = %if.end
  br label %for.cond41

if.end32:                                         ; preds = %for.end43, %for.end35
  br label %for.cond63

for.cond33:                                       ; preds = %for.end39, %if.then30
  %i136 = phi i32 [ 0, %if.then30 ], [ %241, %for.end39 ]
  %210 = icmp slt i32 %i136, 32
  br i1 %210, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %if.end32

for.cond37:                                       ; preds = %for.body38, %for.body34
  %j140 = phi i32 [ 0, %for.body34 ], [ %240, %for.body38 ]
  %211 = icmp slt i32 %j140, 16
  br i1 %211, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %212 = mul i32 %bx, 32
  %213 = add i32 %212, %i136
  %214 = sext i32 %213 to i64
  %215 = sext i32 %K to i64
  %216 = sdiv i64 %215, 2
  %217 = sub i64 0, %215
  %218 = select i1 false, i64 %217, i64 %216
  %219 = srem i64 %215, 2
  %220 = icmp ne i64 %219, 0
  %221 = icmp slt i64 %215, 0
  %222 = icmp eq i1 %221, false
  %223 = and i1 %220, %222
  %224 = zext i1 %223 to i64
  %225 = add i64 %218, %224
  %226 = trunc i64 %225 to i32
  %227 = sext i32 %226 to i64
  %228 = mul nsw i64 %214, %227
  %229 = mul i32 %k, 16
  %230 = add i32 %229, %j140
  %231 = sext i32 %230 to i64
  %232 = add nsw i64 %228, %231
  %233 = getelementptr inbounds i8, ptr %W, i64 %232
  %234 = load i8, ptr %233, align 1
  %235 = sext i32 %i136 to i64
  %236 = mul nsw i64 %235, 16
  %237 = sext i32 %j140 to i64
  %238 = add nsw i64 %236, %237
  %239 = getelementptr inbounds i8, ptr %W_s, i64 %238
  store i8 %234, ptr %239, align 1
  %240 = add nsw i32 %j140, 1
  br label %for.cond37, !llvm.loop !32

for.end39:                                        ; preds = %for.cond37
  %241 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !33

for.cond41:                                       ; preds = %for.end61, %if.else31
  %i144 = phi i32 [ 0, %if.else31 ], [ %434, %for.end61 ]
  %242 = icmp slt i32 %i144, 32
  br i1 %242, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %243 = mul i32 %k, 16
  %244 = sext i32 %243 to i64
  %245 = sub i64 0, %244
  %246 = icmp slt i64 %245, 0
  %247 = mul i32 %k, 16
  %248 = sext i32 %247 to i64
  %249 = sub i64 0, %248
  %250 = icmp sgt i64 %249, 16
  %251 = mul i32 %k, 16
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = select i1 %250, i64 16, i64 %253
  %255 = select i1 %246, i64 0, i64 %254
  %tl_lo2 = trunc i64 %255 to i32
  %256 = sext i32 %K to i64
  %257 = sdiv i64 %256, 2
  %258 = sub i64 0, %256
  %259 = select i1 false, i64 %258, i64 %257
  %260 = srem i64 %256, 2
  %261 = icmp ne i64 %260, 0
  %262 = icmp slt i64 %256, 0
  %263 = icmp eq i1 %262, false
  %264 = and i1 %261, %263
  %265 = zext i1 %264 to i64
  %266 = add i64 %259, %265
  %267 = trunc i64 %266 to i32
  %268 = sext i32 %267 to i64
  %269 = mul i32 %k, 16
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %K to i64
  %274 = sdiv i64 %273, 2
  %275 = sub i64 0, %273
  %276 = select i1 false, i64 %275, i64 %274
  %277 = srem i64 %273, 2
  %278 = icmp ne i64 %277, 0
  %279 = icmp slt i64 %273, 0
  %280 = icmp eq i1 %279, false
  %281 = and i1 %278, %280
  %282 = zext i1 %281 to i64
  %283 = add i64 %276, %282
  %284 = trunc i64 %283 to i32
  %285 = sext i32 %284 to i64
  %286 = mul i32 %k, 16
  %287 = sext i32 %286 to i64
  %288 = sub i64 %285, %287
  %289 = icmp sgt i64 %288, 16
  %290 = sext i32 %K to i64
  %291 = sdiv i64 %290, 2
  %292 = sub i64 0, %290
  %293 = select i1 false, i64 %292, i64 %291
  %294 = srem i64 %290, 2
  %295 = icmp ne i64 %294, 0
  %296 = icmp slt i64 %290, 0
  %297 = icmp eq i1 %296, false
  %298 = and i1 %295, %297
  %299 = zext i1 %298 to i64
  %300 = add i64 %293, %299
  %301 = trunc i64 %300 to i32
  %302 = sext i32 %301 to i64
  %303 = mul i32 %k, 16
  %304 = sext i32 %303 to i64
  %305 = sub i64 %302, %304
  %306 = select i1 %289, i64 16, i64 %305
  %307 = select i1 %272, i64 0, i64 %306
  %308 = sext i32 %tl_lo2 to i64
  %309 = icmp slt i64 %307, %308
  %310 = sext i32 %tl_lo2 to i64
  %311 = sext i32 %K to i64
  %312 = sdiv i64 %311, 2
  %313 = sub i64 0, %311
  %314 = select i1 false, i64 %313, i64 %312
  %315 = srem i64 %311, 2
  %316 = icmp ne i64 %315, 0
  %317 = icmp slt i64 %311, 0
  %318 = icmp eq i1 %317, false
  %319 = and i1 %316, %318
  %320 = zext i1 %319 to i64
  %321 = add i64 %314, %320
  %322 = trunc i64 %321 to i32
  %323 = sext i32 %322 to i64
  %324 = mul i32 %k, 16
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %K to i64
  %329 = sdiv i64 %328, 2
  %330 = sub i64 0, %328
  %331 = select i1 false, i64 %330, i64 %329
  %332 = srem i64 %328, 2
  %333 = icmp ne i64 %332, 0
  %334 = icmp slt i64 %328, 0
  %335 = icmp eq i1 %334, false
  %336 = and i1 %333, %335
  %337 = zext i1 %336 to i64
  %338 = add i64 %331, %337
  %339 = trunc i64 %338 to i32
  %340 = sext i32 %339 to i64
  %341 = mul i32 %k, 16
  %342 = sext i32 %341 to i64
  %343 = sub i64 %340, %342
  %344 = icmp sgt i64 %343, 16
  %345 = sext i32 %K to i64
  %346 = sdiv i64 %345, 2
  %347 = sub i64 0, %345
  %348 = select i1 false, i64 %347, i64 %346
  %349 = srem i64 %345, 2
  %350 = icmp ne i64 %349, 0
  %351 = icmp slt i64 %345, 0
  %352 = icmp eq i1 %351, false
  %353 = and i1 %350, %352
  %354 = zext i1 %353 to i64
  %355 = add i64 %348, %354
  %356 = trunc i64 %355 to i32
  %357 = sext i32 %356 to i64
  %358 = mul i32 %k, 16
  %359 = sext i32 %358 to i64
  %360 = sub i64 %357, %359
  %361 = select i1 %344, i64 16, i64 %360
  %362 = select i1 %327, i64 0, i64 %361
  %363 = select i1 %309, i64 %310, i64 %362
  %tl_hi3 = trunc i64 %363 to i32
  br label %for.cond45

for.end43:                                        ; preds = %for.cond41
  br label %if.end32

for.cond45:                                       ; preds = %for.body46, %for.body42
  %j148 = phi i32 [ 0, %for.body42 ], [ %370, %for.body46 ]
  %364 = icmp slt i32 %j148, %tl_lo2
  br i1 %364, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %365 = sext i32 %i144 to i64
  %366 = mul nsw i64 %365, 16
  %367 = sext i32 %j148 to i64
  %368 = add nsw i64 %366, %367
  %369 = getelementptr inbounds i8, ptr %W_s, i64 %368
  store i8 0, ptr %369, align 1
  %370 = add nsw i32 %j148, 1
  br label %for.cond45, !llvm.loop !34

for.end47:                                        ; preds = %for.cond45
  %371 = mul i32 %bx, 32
  %372 = sext i32 %371 to i64
  %373 = sext i32 %i144 to i64
  %374 = add i64 %372, %373
  %375 = icmp sle i64 0, %374
  %376 = mul i32 %bx, 32
  %377 = sext i32 %376 to i64
  %378 = sext i32 %i144 to i64
  %379 = add i64 %377, %378
  %380 = sext i32 %N to i64
  %381 = icmp slt i64 %379, %380
  %382 = and i1 %375, %381
  br i1 %382, label %if.then49, label %if.else50

if.then49:                                        ; preds = %for.end47
  %383 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond52

if.else50:                                        ; preds = %for.end47
  %384 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end51:                                         ; preds = %for.end57, %for.end54
  %385 = sub i32 16, %tl_hi3
  br label %for.cond59

for.cond52:                                       ; preds = %for.body53, %if.then49
  %j12 = phi i32 [ 0, %if.then49 ], [ %417, %for.body53 ]
  %386 = icmp slt i32 %j12, %383
  br i1 %386, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %387 = mul i32 %bx, 32
  %388 = add i32 %387, %i144
  %389 = sext i32 %388 to i64
  %390 = sext i32 %K to i64
  %391 = sdiv i64 %390, 2
  %392 = sub i64 0, %390
  %393 = select i1 false, i64 %392, i64 %391
  %394 = srem i64 %390, 2
  %395 = icmp ne i64 %394, 0
  %396 = icmp slt i64 %390, 0
  %397 = icmp eq i1 %396, false
  %398 = and i1 %395, %397
  %399 = zext i1 %398 to i64
  %400 = add i64 %393, %399
  %401 = trunc i64 %400 to i32
  %402 = sext i32 %401 to i64
  %403 = mul nsw i64 %389, %402
  %404 = mul i32 %k, 16
  %405 = add i32 %tl_lo2, %j12
  %406 = add i32 %404, %405
  %407 = sext i32 %406 to i64
  %408 = add nsw i64 %403, %407
  %409 = getelementptr inbounds i8, ptr %W, i64 %408
  %410 = load i8, ptr %409, align 1
  %411 = sext i32 %i144 to i64
  %412 = mul nsw i64 %411, 16
  %413 = add i32 %tl_lo2, %j12
  %414 = sext i32 %413 to i64
  %415 = add nsw i64 %412, %414
  %416 = getelementptr inbounds i8, ptr %W_s, i64 %415
  store i8 %410, ptr %416, align 1
  %417 = add nsw i32 %j12, 1
  br label %for.cond52, !llvm.loop !35

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %for.body56, %if.else50
  %j1258 = phi i32 [ 0, %if.else50 ], [ %425, %for.body56 ]
  %418 = icmp slt i32 %j1258, %384
  br i1 %418, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %419 = sext i32 %i144 to i64
  %420 = mul nsw i64 %419, 16
  %421 = add i32 %tl_lo2, %j1258
  %422 = sext i32 %421 to i64
  %423 = add nsw i64 %420, %422
  %424 = getelementptr inbounds i8, ptr %W_s, i64 %423
  store i8 0, ptr %424, align 1
  %425 = add nsw i32 %j1258, 1
  br label %for.cond55, !llvm.loop !36

for.end57:                                        ; preds = %for.cond55
  br label %if.end51

for.cond59:                                       ; preds = %for.body60, %if.end51
  %j1262 = phi i32 [ 0, %if.end51 ], [ %433, %for.body60 ]
  %426 = icmp slt i32 %j1262, %385
  br i1 %426, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %427 = sext i32 %i144 to i64
  %428 = mul nsw i64 %427, 16
  %429 = add i32 %tl_hi3, %j1262
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %428, %430
  %432 = getelementptr inbounds i8, ptr %W_s, i64 %431
  store i8 0, ptr %432, align 1
  %433 = add nsw i32 %j1262, 1
  br label %for.cond59, !llvm.loop !37

for.end61:                                        ; preds = %for.cond59
  %434 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !38

for.cond63:                                       ; preds = %for.end68, %if.end32
  %i = phi i32 [ 0, %if.end32 ], [ %481, %for.end68 ]
  %435 = icmp slt i32 %i, 32
  br i1 %435, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond66

for.end65:                                        ; preds = %for.cond63
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %436 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !39

for.cond66:                                       ; preds = %sel.end71, %for.body64
  %j = phi i32 [ 0, %for.body64 ], [ %520, %sel.end71 ]
  %437 = icmp slt i32 %j, 32
  br i1 %437, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %438 = sext i32 %i to i64
  %439 = mul nsw i64 %438, 16
  %440 = sdiv i32 %j, 2
  %441 = sub i32 0, %j
  %442 = select i1 false, i32 %441, i32 %440
  %443 = sext i32 %442 to i64
  %444 = add nsw i64 %439, %443
  %445 = getelementptr inbounds i8, ptr %W_s, i64 %444
  %byte = load i8, ptr %445, align 1
  %446 = shl i8 %byte, 4
  %447 = select i1 false, i8 0, i8 %446
  %lo = ashr i8 %447, 4
  %hi = ashr i8 %byte, 4
  %448 = mul i32 %bx, 32
  %449 = add i32 %448, %i
  %450 = icmp sle i32 0, %449
  %451 = mul i32 %bx, 32
  %452 = add i32 %451, %i
  %453 = icmp slt i32 %452, %N
  %454 = and i1 %450, %453
  %455 = mul i32 %k, 32
  %456 = add i32 %455, %j
  %457 = sdiv i32 %456, 32
  %458 = sub i32 0, %456
  %459 = select i1 false, i32 %458, i32 %457
  %460 = icmp sle i32 0, %459
  %461 = mul i32 %k, 32
  %462 = add i32 %461, %j
  %463 = sdiv i32 %462, 32
  %464 = sub i32 0, %462
  %465 = select i1 false, i32 %464, i32 %463
  %466 = sext i32 %K to i64
  %467 = sdiv i64 %466, 32
  %468 = sub i64 0, %466
  %469 = select i1 false, i64 %468, i64 %467
  %470 = srem i64 %466, 32
  %471 = icmp ne i64 %470, 0
  %472 = icmp slt i64 %466, 0
  %473 = icmp eq i1 %472, false
  %474 = and i1 %471, %473
  %475 = zext i1 %474 to i64
  %476 = add i64 %469, %475
  %477 = trunc i64 %476 to i32
  %478 = icmp slt i32 %465, %477
  %479 = and i1 %460, %478
  %480 = and i1 %454, %479
  br i1 %480, label %sel.then69, label %sel.else70

for.end68:                                        ; preds = %for.cond66
  %481 = add nsw i32 %i, 1
  br label %for.cond63, !llvm.loop !40

sel.then69:                                       ; preds = %for.body67
  %482 = mul i32 %bx, 32
  %483 = add i32 %482, %i
  %484 = sext i32 %483 to i64
  %485 = sext i32 %K to i64
  %486 = sdiv i64 %485, 32
  %487 = sub i64 0, %485
  %488 = select i1 false, i64 %487, i64 %486
  %489 = srem i64 %485, 32
  %490 = icmp ne i64 %489, 0
  %491 = icmp slt i64 %485, 0
  %492 = icmp eq i1 %491, false
  %493 = and i1 %490, %492
  %494 = zext i1 %493 to i64
  %495 = add i64 %488, %494
  %496 = trunc i64 %495 to i32
  %497 = sext i32 %496 to i64
  %498 = mul nsw i64 %484, %497
  %499 = mul i32 %k, 32
  %500 = add i32 %499, %j
  %501 = sdiv i32 %500, 32
  %502 = sub i32 0, %500
  %503 = select i1 false, i32 %502, i32 %501
  %504 = sext i32 %503 to i64
  %505 = add nsw i64 %498, %504
  %506 = getelementptr inbounds i16, ptr %S, i64 %505
  %507 = load i16, ptr %506, align 2
  %508 = bitcast i16 %507 to half
  %509 = fpext half %508 to float
  br label %sel.end71

sel.else70:                                       ; preds = %for.body67
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %s = phi float [ %509, %sel.then69 ], [ 0.000000e+00, %sel.else70 ]
  %510 = srem i32 %j, 2
  %511 = icmp eq i32 %510, 0
  %512 = select i1 %511, i8 %lo, i8 %hi
  %513 = sitofp i8 %512 to float
  %514 = fmul float %513, %s
  %515 = sext i32 %i to i64
  %516 = mul nsw i64 %515, 32
  %517 = sext i32 %j to i64
  %518 = add nsw i64 %516, %517
  %519 = getelementptr inbounds float, ptr %B_s, i64 %518
  store float %514, ptr %519, align 4
  %520 = add nsw i32 %j, 1
  br label %for.cond66, !llvm.loop !41

if.then72:                                        ; preds = %for.end6
  br label %for.cond75

if.else73:                                        ; preds = %for.end6
  br label %for.cond84

if.end74:                                         ; preds = %for.end86, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %540, %if.end80 ]
  %521 = icmp slt i32 %i2, 32
  br i1 %521, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %522 = sext i32 %M to i64
  %523 = sext i32 %N to i64
  %524 = mul i64 %522, %523
  %525 = icmp sge i64 %524, 8388608
  br i1 %525, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %526 = mul i32 %by, 32
  %527 = add i32 %526, %i2
  %528 = sext i32 %527 to i64
  %529 = sext i32 %N to i64
  %530 = mul nsw i64 %528, %529
  %531 = mul i32 %bx, 32
  %532 = add i32 %531, 0
  %533 = sext i32 %532 to i64
  %534 = add nsw i64 %530, %533
  %535 = getelementptr inbounds float, ptr %C, i64 %534
  %536 = sext i32 %i2 to i64
  %537 = mul nsw i64 %536, 32
  %538 = add nsw i64 %537, 0
  %539 = getelementptr inbounds float, ptr %C_f, i64 %538
  call void @tilec_rt_stream(ptr %535, ptr %539, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  br label %for.cond81

if.end80:                                         ; preds = %for.end83, %if.then78
  %540 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !42

for.cond81:                                       ; preds = %for.body82, %if.else79
  %j2 = phi i32 [ 0, %if.else79 ], [ %558, %for.body82 ]
  %541 = icmp slt i32 %j2, 32
  br i1 %541, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %542 = sext i32 %i2 to i64
  %543 = mul nsw i64 %542, 32
  %544 = sext i32 %j2 to i64
  %545 = add nsw i64 %543, %544
  %546 = getelementptr inbounds float, ptr %C_f, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = mul i32 %by, 32
  %549 = add i32 %548, %i2
  %550 = sext i32 %549 to i64
  %551 = sext i32 %N to i64
  %552 = mul nsw i64 %550, %551
  %553 = mul i32 %bx, 32
  %554 = add i32 %553, %j2
  %555 = sext i32 %554 to i64
  %556 = add nsw i64 %552, %555
  %557 = getelementptr inbounds float, ptr %C, i64 %556
  store float %547, ptr %557, align 4
  %558 = add nsw i32 %j2, 1
  br label %for.cond81, !llvm.loop !43

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond84:                                       ; preds = %if.end90, %if.else73
  %i287 = phi i32 [ 0, %if.else73 ], [ %622, %if.end90 ]
  %559 = icmp slt i32 %i287, 32
  br i1 %559, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %560 = mul i32 %bx, 32
  %561 = sext i32 %560 to i64
  %562 = sub i64 0, %561
  %563 = icmp slt i64 %562, 0
  %564 = mul i32 %bx, 32
  %565 = sext i32 %564 to i64
  %566 = sub i64 0, %565
  %567 = icmp sgt i64 %566, 32
  %568 = mul i32 %bx, 32
  %569 = sext i32 %568 to i64
  %570 = sub i64 0, %569
  %571 = select i1 %567, i64 32, i64 %570
  %572 = select i1 %563, i64 0, i64 %571
  %tl_lo4 = trunc i64 %572 to i32
  %573 = sext i32 %N to i64
  %574 = mul i32 %bx, 32
  %575 = sext i32 %574 to i64
  %576 = sub i64 %573, %575
  %577 = icmp slt i64 %576, 0
  %578 = sext i32 %N to i64
  %579 = mul i32 %bx, 32
  %580 = sext i32 %579 to i64
  %581 = sub i64 %578, %580
  %582 = icmp sgt i64 %581, 32
  %583 = sext i32 %N to i64
  %584 = mul i32 %bx, 32
  %585 = sext i32 %584 to i64
  %586 = sub i64 %583, %585
  %587 = select i1 %582, i64 32, i64 %586
  %588 = select i1 %577, i64 0, i64 %587
  %589 = sext i32 %tl_lo4 to i64
  %590 = icmp slt i64 %588, %589
  %591 = sext i32 %tl_lo4 to i64
  %592 = sext i32 %N to i64
  %593 = mul i32 %bx, 32
  %594 = sext i32 %593 to i64
  %595 = sub i64 %592, %594
  %596 = icmp slt i64 %595, 0
  %597 = sext i32 %N to i64
  %598 = mul i32 %bx, 32
  %599 = sext i32 %598 to i64
  %600 = sub i64 %597, %599
  %601 = icmp sgt i64 %600, 32
  %602 = sext i32 %N to i64
  %603 = mul i32 %bx, 32
  %604 = sext i32 %603 to i64
  %605 = sub i64 %602, %604
  %606 = select i1 %601, i64 32, i64 %605
  %607 = select i1 %596, i64 0, i64 %606
  %608 = select i1 %590, i64 %591, i64 %607
  %tl_hi5 = trunc i64 %608 to i32
  %609 = mul i32 %by, 32
  %610 = sext i32 %609 to i64
  %611 = sext i32 %i287 to i64
  %612 = add i64 %610, %611
  %613 = icmp sle i64 0, %612
  %614 = mul i32 %by, 32
  %615 = sext i32 %614 to i64
  %616 = sext i32 %i287 to i64
  %617 = add i64 %615, %616
  %618 = sext i32 %M to i64
  %619 = icmp slt i64 %617, %618
  %620 = and i1 %613, %619
  br i1 %620, label %if.then88, label %if.else89

for.end86:                                        ; preds = %for.cond84
  br label %if.end74

if.then88:                                        ; preds = %for.body85
  %621 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond91

if.else89:                                        ; preds = %for.body85
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %for.end93
  %622 = add nsw i32 %i287, 1
  br label %for.cond84, !llvm.loop !44

for.cond91:                                       ; preds = %for.body92, %if.then88
  %j21 = phi i32 [ 0, %if.then88 ], [ %642, %for.body92 ]
  %623 = icmp slt i32 %j21, %621
  br i1 %623, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %624 = sext i32 %i287 to i64
  %625 = mul nsw i64 %624, 32
  %626 = add i32 %tl_lo4, %j21
  %627 = sext i32 %626 to i64
  %628 = add nsw i64 %625, %627
  %629 = getelementptr inbounds float, ptr %C_f, i64 %628
  %630 = load float, ptr %629, align 4
  %631 = mul i32 %by, 32
  %632 = add i32 %631, %i287
  %633 = sext i32 %632 to i64
  %634 = sext i32 %N to i64
  %635 = mul nsw i64 %633, %634
  %636 = mul i32 %bx, 32
  %637 = add i32 %tl_lo4, %j21
  %638 = add i32 %636, %637
  %639 = sext i32 %638 to i64
  %640 = add nsw i64 %635, %639
  %641 = getelementptr inbounds float, ptr %C, i64 %640
  store float %630, ptr %641, align 4
  %642 = add nsw i32 %j21, 1
  br label %for.cond91, !llvm.loop !45

for.end93:                                        ; preds = %for.cond91
  br label %if.end90
}

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 7
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  %20 = load i64, ptr %19, align 8
  %21 = srem i64 %block, %16
  %22 = sdiv i64 %block, %16
  %23 = srem i64 %22, %18
  %24 = mul i64 %16, %18
  %25 = sdiv i64 %block, %24
  %26 = trunc i64 %21 to i32
  %27 = trunc i64 %23 to i32
  call void @dequant_gemm_i4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_i4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_i4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 7
  %24 = sext i32 %N to i64
  %25 = sdiv i64 %24, 32
  %26 = sub i64 0, %24
  %27 = select i1 false, i64 %26, i64 %25
  %28 = srem i64 %24, 32
  %29 = icmp ne i64 %28, 0
  %30 = icmp slt i64 %24, 0
  %31 = icmp eq i1 %30, false
  %32 = and i1 %29, %31
  %33 = zext i1 %32 to i64
  %34 = add i64 %27, %33
  %35 = trunc i64 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 0
  store i64 %36, ptr %37, align 8
  %38 = icmp sgt i64 %36, 0
  %39 = mul i64 1, %36
  %40 = sext i32 %M to i64
  %41 = sdiv i64 %40, 32
  %42 = sub i64 0, %40
  %43 = select i1 false, i64 %42, i64 %41
  %44 = srem i64 %40, 32
  %45 = icmp ne i64 %44, 0
  %46 = icmp slt i64 %40, 0
  %47 = icmp eq i1 %46, false
  %48 = and i1 %45, %47
  %49 = zext i1 %48 to i64
  %50 = add i64 %43, %49
  %51 = trunc i64 %50 to i32
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 1
  store i64 %52, ptr %53, align 8
  %54 = icmp sgt i64 %52, 0
  %55 = and i1 %38, %54
  %56 = mul i64 %39, %52
  %57 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 2
  store i64 1, ptr %57, align 8
  %58 = and i1 %55, true
  %59 = mul i64 %56, 1
  br i1 %58, label %run, label %empty

run:                                              ; preds = %body
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_i4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
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
  %13 = icmp slt i32 %j1, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !46

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !47

for.cond4:                                        ; preds = %for.end65, %for.end
  %k = phi i32 [ 0, %for.end ], [ %342, %for.end65 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 32
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 32
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 32
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 32
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 32
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 32
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 32
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 32
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 32
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then72, label %if.else73

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 32
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 32
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 32
  %69 = sext i32 %K to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then30, label %if.else31

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %94, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %93, %for.body12 ]
  %74 = icmp slt i32 %j114, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 32
  %76 = add i32 %75, %i110
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j114
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i110 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j114 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %A_s, i64 %91
  store float %87, ptr %92, align 4
  %93 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !48

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !49

for.cond15:                                       ; preds = %for.end28, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %197, %for.end28 ]
  %95 = icmp slt i32 %i118, 32
  br i1 %95, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %96 = mul i32 %k, 32
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  %100 = mul i32 %k, 32
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp sgt i64 %102, 32
  %104 = mul i32 %k, 32
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = select i1 %103, i64 32, i64 %106
  %108 = select i1 %99, i64 0, i64 %107
  %tl_lo0 = trunc i64 %108 to i32
  %109 = sext i32 %K to i64
  %110 = mul i32 %k, 32
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp sgt i64 %117, 32
  %119 = sext i32 %K to i64
  %120 = mul i32 %k, 32
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = select i1 %118, i64 32, i64 %122
  %124 = select i1 %113, i64 0, i64 %123
  %125 = sext i32 %tl_lo0 to i64
  %126 = icmp slt i64 %124, %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 32
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp sgt i64 %136, 32
  %138 = sext i32 %K to i64
  %139 = mul i32 %k, 32
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = select i1 %137, i64 32, i64 %141
  %143 = select i1 %132, i64 0, i64 %142
  %144 = select i1 %126, i64 %127, i64 %143
  %tl_hi1 = trunc i64 %144 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %151, %for.body20 ]
  %145 = icmp slt i32 %j122, %tl_lo0
  br i1 %145, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %146 = sext i32 %i118 to i64
  %147 = mul nsw i64 %146, 32
  %148 = sext i32 %j122 to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %A_s, i64 %149
  store float 0.000000e+00, ptr %150, align 4
  %151 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !50

for.end21:                                        ; preds = %for.cond19
  %152 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond23

for.cond23:                                       ; preds = %sel.end, %for.end21
  %j11 = phi i32 [ 0, %for.end21 ], [ %188, %sel.end ]
  %153 = icmp slt i32 %j11, %152
  br i1 %153, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %154 = mul i32 %by, 32
  %155 = sext i32 %154 to i64
  %156 = sext i32 %i118 to i64
  %157 = add i64 %155, %156
  %158 = icmp sle i64 0, %157
  %159 = mul i32 %by, 32
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i118 to i64
  %162 = add i64 %160, %161
  %163 = sext i32 %M to i64
  %164 = icmp slt i64 %162, %163
  %165 = and i1 %158, %164
  br i1 %165, label %sel.then, label %sel.else

for.end25:                                        ; preds = %for.cond23
  %166 = sub i32 32, %tl_hi1
  br label %for.cond26

sel.then:                                         ; preds = %for.body24
  %167 = mul i32 %by, 32
  %168 = add i32 %167, %i118
  %169 = sext i32 %168 to i64
  %170 = sext i32 %K to i64
  %171 = mul nsw i64 %169, %170
  %172 = mul i32 %k, 32
  %173 = add i32 %tl_lo0, %j11
  %174 = add i32 %172, %173
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %171, %175
  %177 = getelementptr inbounds i16, ptr %A, i64 %176
  %178 = load i16, ptr %177, align 2
  %179 = bitcast i16 %178 to half
  %180 = fpext half %179 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body24
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %181 = phi float [ %180, %sel.then ], [ 0.000000e+00, %sel.else ]
  %182 = sext i32 %i118 to i64
  %183 = mul nsw i64 %182, 32
  %184 = add i32 %tl_lo0, %j11
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds float, ptr %A_s, i64 %186
  store float %181, ptr %187, align 4
  %188 = add nsw i32 %j11, 1
  br label %for.cond23, !llvm.loop !51

for.cond26:                                       ; preds = %for.body27, %for.end25
  %j1129 = phi i32 [ 0, %for.end25 ], [ %196, %for.body27 ]
  %189 = icmp slt i32 %j1129, %166
  br i1 %189, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %190 = sext i32 %i118 to i64
  %191 = mul nsw i64 %190, 32
  %192 = add i32 %tl_hi1, %j1129
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %191, %193
  %195 = getelementptr inbounds float, ptr %A_s, i64 %194
  store float 0.000000e+00, ptr %195, align 4
  %196 = add nsw i32 %j1129, 1
  br label %for.cond26, !llvm.loop !52

for.end28:                                        ; preds = %for.cond26
  %197 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !53

if.then30:                                        ; preds = %if.end
  br label %for.cond33

if.else31:                                        ; preds = %if.end
  br label %for.cond41

if.end32:                                         ; preds = %for.end43, %for.end35
  br label %for.cond63

for.cond33:                                       ; preds = %for.end39, %if.then30
  %i136 = phi i32 [ 0, %if.then30 ], [ %224, %for.end39 ]
  %198 = icmp slt i32 %i136, 32
  br i1 %198, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %if.end32

for.cond37:                                       ; preds = %for.body38, %for.body34
  %j140 = phi i32 [ 0, %for.body34 ], [ %223, %for.body38 ]
  %199 = icmp slt i32 %j140, 32
  br i1 %199, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %200 = mul i32 %bx, 32
  %201 = add i32 %200, %i136
  %202 = sext i32 %201 to i64
  %203 = sext i32 %K to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %k, 32
  %206 = add i32 %205, %j140
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %204, %207
  %209 = lshr i64 %208, 1
  %210 = and i64 %208, 1
  %211 = shl i64 %210, 2
  %212 = trunc i64 %211 to i8
  %213 = getelementptr inbounds i8, ptr %W, i64 %209
  %214 = load i8, ptr %213, align 1
  %215 = lshr i8 %214, %212
  %216 = and i8 %215, 15
  %217 = and i8 %216, 15
  %218 = sext i32 %i136 to i64
  %219 = mul nsw i64 %218, 32
  %220 = sext i32 %j140 to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds i8, ptr %W_s, i64 %221
  store i8 %217, ptr %222, align 1
  %223 = add nsw i32 %j140, 1
  br label %for.cond37, !llvm.loop !54

for.end39:                                        ; preds = %for.cond37
  %224 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !55

for.cond41:                                       ; preds = %for.end61, %if.else31
  %i144 = phi i32 [ 0, %if.else31 ], [ %340, %for.end61 ]
  %225 = icmp slt i32 %i144, 32
  br i1 %225, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %226 = mul i32 %k, 32
  %227 = sext i32 %226 to i64
  %228 = sub i64 0, %227
  %229 = icmp slt i64 %228, 0
  %230 = mul i32 %k, 32
  %231 = sext i32 %230 to i64
  %232 = sub i64 0, %231
  %233 = icmp sgt i64 %232, 32
  %234 = mul i32 %k, 32
  %235 = sext i32 %234 to i64
  %236 = sub i64 0, %235
  %237 = select i1 %233, i64 32, i64 %236
  %238 = select i1 %229, i64 0, i64 %237
  %tl_lo2 = trunc i64 %238 to i32
  %239 = sext i32 %K to i64
  %240 = mul i32 %k, 32
  %241 = sext i32 %240 to i64
  %242 = sub i64 %239, %241
  %243 = icmp slt i64 %242, 0
  %244 = sext i32 %K to i64
  %245 = mul i32 %k, 32
  %246 = sext i32 %245 to i64
  %247 = sub i64 %244, %246
  %248 = icmp sgt i64 %247, 32
  %249 = sext i32 %K to i64
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = select i1 %248, i64 32, i64 %252
  %254 = select i1 %243, i64 0, i64 %253
  %255 = sext i32 %tl_lo2 to i64
  %256 = icmp slt i64 %254, %255
  %257 = sext i32 %tl_lo2 to i64
  %258 = sext i32 %K to i64
  %259 = mul i32 %k, 32
  %260 = sext i32 %259 to i64
  %261 = sub i64 %258, %260
  %262 = icmp slt i64 %261, 0
  %263 = sext i32 %K to i64
  %264 = mul i32 %k, 32
  %265 = sext i32 %264 to i64
  %266 = sub i64 %263, %265
  %267 = icmp sgt i64 %266, 32
  %268 = sext i32 %K to i64
  %269 = mul i32 %k, 32
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = select i1 %267, i64 32, i64 %271
  %273 = select i1 %262, i64 0, i64 %272
  %274 = select i1 %256, i64 %257, i64 %273
  %tl_hi3 = trunc i64 %274 to i32
  br label %for.cond45

for.end43:                                        ; preds = %for.cond41
  br label %if.end32

for.cond45:                                       ; preds = %for.body46, %for.body42
  %j148 = phi i32 [ 0, %for.body42 ], [ %281, %for.body46 ]
  %275 = icmp slt i32 %j148, %tl_lo2
  br i1 %275, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %276 = sext i32 %i144 to i64
  %277 = mul nsw i64 %276, 32
  %278 = sext i32 %j148 to i64
  %279 = add nsw i64 %277, %278
  %280 = getelementptr inbounds i8, ptr %W_s, i64 %279
  store i8 0, ptr %280, align 1
  %281 = add nsw i32 %j148, 1
  br label %for.cond45, !llvm.loop !56

for.end47:                                        ; preds = %for.cond45
  %282 = mul i32 %bx, 32
  %283 = sext i32 %282 to i64
  %284 = sext i32 %i144 to i64
  %285 = add i64 %283, %284
  %286 = icmp sle i64 0, %285
  %287 = mul i32 %bx, 32
  %288 = sext i32 %287 to i64
  %289 = sext i32 %i144 to i64
  %290 = add i64 %288, %289
  %291 = sext i32 %N to i64
  %292 = icmp slt i64 %290, %291
  %293 = and i1 %286, %292
  br i1 %293, label %if.then49, label %if.else50

if.then49:                                        ; preds = %for.end47
  %294 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond52

if.else50:                                        ; preds = %for.end47
  %295 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end51:                                         ; preds = %for.end57, %for.end54
  %296 = sub i32 32, %tl_hi3
  br label %for.cond59

for.cond52:                                       ; preds = %for.body53, %if.then49
  %j12 = phi i32 [ 0, %if.then49 ], [ %323, %for.body53 ]
  %297 = icmp slt i32 %j12, %294
  br i1 %297, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %298 = mul i32 %bx, 32
  %299 = add i32 %298, %i144
  %300 = sext i32 %299 to i64
  %301 = sext i32 %K to i64
  %302 = mul nsw i64 %300, %301
  %303 = mul i32 %k, 32
  %304 = add i32 %tl_lo2, %j12
  %305 = add i32 %303, %304
  %306 = sext i32 %305 to i64
  %307 = add nsw i64 %302, %306
  %308 = lshr i64 %307, 1
  %309 = and i64 %307, 1
  %310 = shl i64 %309, 2
  %311 = trunc i64 %310 to i8
  %312 = getelementptr inbounds i8, ptr %W, i64 %308
  %313 = load i8, ptr %312, align 1
  %314 = lshr i8 %313, %311
  %315 = and i8 %314, 15
  %316 = and i8 %315, 15
  %317 = sext i32 %i144 to i64
  %318 = mul nsw i64 %317, 32
  %319 = add i32 %tl_lo2, %j12
  %320 = sext i32 %319 to i64
  %321 = add nsw i64 %318, %320
  %322 = getelementptr inbounds i8, ptr %W_s, i64 %321
  store i8 %316, ptr %322, align 1
  %323 = add nsw i32 %j12, 1
  br label %for.cond52, !llvm.loop !57

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %for.body56, %if.else50
  %j1258 = phi i32 [ 0, %if.else50 ], [ %331, %for.body56 ]
  %324 = icmp slt i32 %j1258, %295
  br i1 %324, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %325 = sext i32 %i144 to i64
  %326 = mul nsw i64 %325, 32
  %327 = add i32 %tl_lo2, %j1258
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %326, %328
  %330 = getelementptr inbounds i8, ptr %W_s, i64 %329
  store i8 0, ptr %330, align 1
  %331 = add nsw i32 %j1258, 1
  br label %for.cond55, !llvm.loop !58

for.end57:                                        ; preds = %for.cond55
  br label %if.end51

for.cond59:                                       ; preds = %for.body60, %if.end51
  %j1262 = phi i32 [ 0, %if.end51 ], [ %339, %for.body60 ]
  %332 = icmp slt i32 %j1262, %296
  br i1 %332, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %333 = sext i32 %i144 to i64
  %334 = mul nsw i64 %333, 32
  %335 = add i32 %tl_hi3, %j1262
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %334, %336
  %338 = getelementptr inbounds i8, ptr %W_s, i64 %337
  store i8 0, ptr %338, align 1
  %339 = add nsw i32 %j1262, 1
  br label %for.cond59, !llvm.loop !59

for.end61:                                        ; preds = %for.cond59
  %340 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !60

for.cond63:                                       ; preds = %for.end68, %if.end32
  %i = phi i32 [ 0, %if.end32 ], [ %377, %for.end68 ]
  %341 = icmp slt i32 %i, 32
  br i1 %341, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond66

for.end65:                                        ; preds = %for.cond63
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %342 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !61

for.cond66:                                       ; preds = %sel.end71, %for.body64
  %j = phi i32 [ 0, %for.body64 ], [ %421, %sel.end71 ]
  %343 = icmp slt i32 %j, 32
  br i1 %343, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %344 = mul i32 %bx, 32
  %345 = add i32 %344, %i
  %346 = icmp sle i32 0, %345
  %347 = mul i32 %bx, 32
  %348 = add i32 %347, %i
  %349 = icmp slt i32 %348, %N
  %350 = and i1 %346, %349
  %351 = mul i32 %k, 32
  %352 = add i32 %351, %j
  %353 = sdiv i32 %352, 32
  %354 = sub i32 0, %352
  %355 = select i1 false, i32 %354, i32 %353
  %356 = icmp sle i32 0, %355
  %357 = mul i32 %k, 32
  %358 = add i32 %357, %j
  %359 = sdiv i32 %358, 32
  %360 = sub i32 0, %358
  %361 = select i1 false, i32 %360, i32 %359
  %362 = sext i32 %K to i64
  %363 = sdiv i64 %362, 32
  %364 = sub i64 0, %362
  %365 = select i1 false, i64 %364, i64 %363
  %366 = srem i64 %362, 32
  %367 = icmp ne i64 %366, 0
  %368 = icmp slt i64 %362, 0
  %369 = icmp eq i1 %368, false
  %370 = and i1 %367, %369
  %371 = zext i1 %370 to i64
  %372 = add i64 %365, %371
  %373 = trunc i64 %372 to i32
  %374 = icmp slt i32 %361, %373
  %375 = and i1 %356, %374
  %376 = and i1 %350, %375
  br i1 %376, label %sel.then69, label %sel.else70

for.end68:                                        ; preds = %for.cond66
  %377 = add nsw i32 %i, 1
  br label %for.cond63, !llvm.loop !62

sel.then69:                                       ; preds = %for.body67
  %378 = mul i32 %bx, 32
  %379 = add i32 %378, %i
  %380 = sext i32 %379 to i64
  %381 = sext i32 %K to i64
  %382 = sdiv i64 %381, 32
  %383 = sub i64 0, %381
  %384 = select i1 false, i64 %383, i64 %382
  %385 = srem i64 %381, 32
  %386 = icmp ne i64 %385, 0
  %387 = icmp slt i64 %381, 0
  %388 = icmp eq i1 %387, false
  %389 = and i1 %386, %388
  %390 = zext i1 %389 to i64
  %391 = add i64 %384, %390
  %392 = trunc i64 %391 to i32
  %393 = sext i32 %392 to i64
  %394 = mul nsw i64 %380, %393
  %395 = mul i32 %k, 32
  %396 = add i32 %395, %j
  %397 = sdiv i32 %396, 32
  %398 = sub i32 0, %396
  %399 = select i1 false, i32 %398, i32 %397
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %394, %400
  %402 = getelementptr inbounds i16, ptr %S, i64 %401
  %403 = load i16, ptr %402, align 2
  %404 = bitcast i16 %403 to half
  %405 = fpext half %404 to float
  br label %sel.end71

sel.else70:                                       ; preds = %for.body67
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %s = phi float [ %405, %sel.then69 ], [ 0.000000e+00, %sel.else70 ]
  %406 = sext i32 %i to i64
  %407 = mul nsw i64 %406, 32
  %408 = sext i32 %j to i64
  %409 = add nsw i64 %407, %408
  %410 = getelementptr inbounds i8, ptr %W_s, i64 %409
  %411 = load i8, ptr %410, align 1
  %412 = zext i8 %411 to i64
  %413 = sitofp i64 %412 to float
  %414 = fsub float %413, 8.000000e+00
  %415 = fmul float %414, %s
  %416 = sext i32 %i to i64
  %417 = mul nsw i64 %416, 32
  %418 = sext i32 %j to i64
  %419 = add nsw i64 %417, %418
  %420 = getelementptr inbounds float, ptr %B_s, i64 %419
  store float %415, ptr %420, align 4
  %421 = add nsw i32 %j, 1
  br label %for.cond66, !llvm.loop !63

if.then72:                                        ; preds = %for.end6
  br label %for.cond75

if.else73:                                        ; preds = %for.end6
  br label %for.cond84

if.end74:                                         ; preds = %for.end86, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %441, %if.end80 ]
  %422 = icmp slt i32 %i2, 32
  br i1 %422, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %423 = sext i32 %M to i64
  %424 = sext i32 %N to i64
  %425 = mul i64 %423, %424
  %426 = icmp sge i64 %425, 8388608
  br i1 %426, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %427 = mul i32 %by, 32
  %428 = add i32 %427, %i2
  %429 = sext i32 %428 to i64
  %430 = sext i32 %N to i64
  %431 = mul nsw i64 %429, %430
  %432 = mul i32 %bx, 32
  %433 = add i32 %432, 0
  %434 = sext i32 %433 to i64
  %435 = add nsw i64 %431, %434
  %436 = getelementptr inbounds float, ptr %C, i64 %435
  %437 = sext i32 %i2 to i64
  %438 = mul nsw i64 %437, 32
  %439 = add nsw i64 %438, 0
  %440 = getelementptr inbounds float, ptr %C_f, i64 %439
  call void @tilec_rt_stream(ptr %436, ptr %440, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  br label %for.cond81

if.end80:                                         ; preds = %for.end83, %if.then78
  %441 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !64

for.cond81:                                       ; preds = %for.body82, %if.else79
  %j2 = phi i32 [ 0, %if.else79 ], [ %459, %for.body82 ]
  %442 = icmp slt i32 %j2, 32
  br i1 %442, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %443 = sext i32 %i2 to i64
  %444 = mul nsw i64 %443, 32
  %445 = sext i32 %j2 to i64
  %446 = add nsw i64 %444, %445
  %447 = getelementptr inbounds float, ptr %C_f, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = mul i32 %by, 32
  %450 = add i32 %449, %i2
  %451 = sext i32 %450 to i64
  %452 = sext i32 %N to i64
  %453 = mul nsw i64 %451, %452
  %454 = mul i32 %bx, 32
  %455 = add i32 %454, %j2
  %456 = sext i32 %455 to i64
  %457 = add nsw i64 %453, %456
  %458 = getelementptr inbounds float, ptr %C, i64 %457
  store float %448, ptr %458, align 4
  %459 = add nsw i32 %j2, 1
  br label %for.cond81, !llvm.loop !65

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond84:                                       ; preds = %if.end90, %if.else73
  %i287 = phi i32 [ 0, %if.else73 ], [ %523, %if.end90 ]
  %460 = icmp slt i32 %i287, 32
  br i1 %460, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %461 = mul i32 %bx, 32
  %462 = sext i32 %461 to i64
  %463 = sub i64 0, %462
  %464 = icmp slt i64 %463, 0
  %465 = mul i32 %bx, 32
  %466 = sext i32 %465 to i64
  %467 = sub i64 0, %466
  %468 = icmp sgt i64 %467, 32
  %469 = mul i32 %bx, 32
  %470 = sext i32 %469 to i64
  %471 = sub i64 0, %470
  %472 = select i1 %468, i64 32, i64 %471
  %473 = select i1 %464, i64 0, i64 %472
  %tl_lo4 = trunc i64 %473 to i32
  %474 = sext i32 %N to i64
  %475 = mul i32 %bx, 32
  %476 = sext i32 %475 to i64
  %477 = sub i64 %474, %476
  %478 = icmp slt i64 %477, 0
  %479 = sext i32 %N to i64
  %480 = mul i32 %bx, 32
  %481 = sext i32 %480 to i64
  %482 = sub i64 %479, %481
  %483 = icmp sgt i64 %482, 32
  %484 = sext i32 %N to i64
  %485 = mul i32 %bx, 32
  %486 = sext i32 %485 to i64
  %487 = sub i64 %484, %486
  %488 = select i1 %483, i64 32, i64 %487
  %489 = select i1 %478, i64 0, i64 %488
  %490 = sext i32 %tl_lo4 to i64
  %491 = icmp slt i64 %489, %490
  %492 = sext i32 %tl_lo4 to i64
  %493 = sext i32 %N to i64
  %494 = mul i32 %bx, 32
  %495 = sext i32 %494 to i64
  %496 = sub i64 %493, %495
  %497 = icmp slt i64 %496, 0
  %498 = sext i32 %N to i64
  %499 = mul i32 %bx, 32
  %500 = sext i32 %499 to i64
  %501 = sub i64 %498, %500
  %502 = icmp sgt i64 %501, 32
  %503 = sext i32 %N to i64
  %504 = mul i32 %bx, 32
  %505 = sext i32 %504 to i64
  %506 = sub i64 %503, %505
  %507 = select i1 %502, i64 32, i64 %506
  %508 = select i1 %497, i64 0, i64 %507
  %509 = select i1 %491, i64 %492, i64 %508
  %tl_hi5 = trunc i64 %509 to i32
  %510 = mul i32 %by, 32
  %511 = sext i32 %510 to i64
  %512 = sext i32 %i287 to i64
  %513 = add i64 %511, %512
  %514 = icmp sle i64 0, %513
  %515 = mul i32 %by, 32
  %516 = sext i32 %515 to i64
  %517 = sext i32 %i287 to i64
  %518 = add i64 %516, %517
  %519 = sext i32 %M to i64
  %520 = icmp slt i64 %518, %519
  %521 = and i1 %514, %520
  br i1 %521, label %if.then88, label %if.else89

for.end86:                                        ; preds = %for.cond84
  br label %if.end74

if.then88:                                        ; preds = %for.body85
  %522 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond91

if.else89:                                        ; preds = %for.body85
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %for.end93
  %523 = add nsw i32 %i287, 1
  br label %for.cond84, !llvm.loop !66

for.cond91:                                       ; preds = %for.body92, %if.then88
  %j21 = phi i32 [ 0, %if.then88 ], [ %543, %for.body92 ]
  %524 = icmp slt i32 %j21, %522
  br i1 %524, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %525 = sext i32 %i287 to i64
  %526 = mul nsw i64 %525, 32
  %527 = add i32 %tl_lo4, %j21
  %528 = sext i32 %527 to i64
  %529 = add nsw i64 %526, %528
  %530 = getelementptr inbounds float, ptr %C_f, i64 %529
  %531 = load float, ptr %530, align 4
  %532 = mul i32 %by, 32
  %533 = add i32 %532, %i287
  %534 = sext i32 %533 to i64
  %535 = sext i32 %N to i64
  %536 = mul nsw i64 %534, %535
  %537 = mul i32 %bx, 32
  %538 = add i32 %tl_lo4, %j21
  %539 = add i32 %537, %538
  %540 = sext i32 %539 to i64
  %541 = add nsw i64 %536, %540
  %542 = getelementptr inbounds float, ptr %C, i64 %541
  store float %531, ptr %542, align 4
  %543 = add nsw i32 %j21, 1
  br label %for.cond91, !llvm.loop !67

for.end93:                                        ; preds = %for.cond91
  br label %if.end90
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_u4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 7
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  %20 = load i64, ptr %19, align 8
  %21 = srem i64 %block, %16
  %22 = sdiv i64 %block, %16
  %23 = srem i64 %22, %18
  %24 = mul i64 %16, %18
  %25 = sdiv i64 %block, %24
  %26 = trunc i64 %21 to i32
  %27 = trunc i64 %23 to i32
  call void @dequant_gemm_packed_u4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_packed_u4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_packed_u4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 7
  %24 = sext i32 %N to i64
  %25 = sdiv i64 %24, 32
  %26 = sub i64 0, %24
  %27 = select i1 false, i64 %26, i64 %25
  %28 = srem i64 %24, 32
  %29 = icmp ne i64 %28, 0
  %30 = icmp slt i64 %24, 0
  %31 = icmp eq i1 %30, false
  %32 = and i1 %29, %31
  %33 = zext i1 %32 to i64
  %34 = add i64 %27, %33
  %35 = trunc i64 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 0
  store i64 %36, ptr %37, align 8
  %38 = icmp sgt i64 %36, 0
  %39 = mul i64 1, %36
  %40 = sext i32 %M to i64
  %41 = sdiv i64 %40, 32
  %42 = sub i64 0, %40
  %43 = select i1 false, i64 %42, i64 %41
  %44 = srem i64 %40, 32
  %45 = icmp ne i64 %44, 0
  %46 = icmp slt i64 %40, 0
  %47 = icmp eq i1 %46, false
  %48 = and i1 %45, %47
  %49 = zext i1 %48 to i64
  %50 = add i64 %43, %49
  %51 = trunc i64 %50 to i32
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 1
  store i64 %52, ptr %53, align 8
  %54 = icmp sgt i64 %52, 0
  %55 = and i1 %38, %54
  %56 = mul i64 %39, %52
  %57 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 2
  store i64 1, ptr %57, align 8
  %58 = and i1 %55, true
  %59 = mul i64 %56, 1
  br i1 %58, label %run, label %empty

run:                                              ; preds = %body
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_packed_u4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
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
  %13 = icmp slt i32 %j1, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !68

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !69

for.cond4:                                        ; preds = %for.end65, %for.end
  %k = phi i32 [ 0, %for.end ], [ %344, %for.end65 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 32
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 32
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 32
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 32
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 32
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 32
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 32
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 32
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 32
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then72, label %if.else73

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 32
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 32
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 32
  %69 = sext i32 %K to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then30, label %if.else31

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %94, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %93, %for.body12 ]
  %74 = icmp slt i32 %j114, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 32
  %76 = add i32 %75, %i110
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j114
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i110 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j114 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %A_s, i64 %91
  store float %87, ptr %92, align 4
  %93 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !70

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !71

for.cond15:                                       ; preds = %for.end28, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %197, %for.end28 ]
  %95 = icmp slt i32 %i118, 32
  br i1 %95, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %96 = mul i32 %k, 32
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  %100 = mul i32 %k, 32
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp sgt i64 %102, 32
  %104 = mul i32 %k, 32
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = select i1 %103, i64 32, i64 %106
  %108 = select i1 %99, i64 0, i64 %107
  %tl_lo0 = trunc i64 %108 to i32
  %109 = sext i32 %K to i64
  %110 = mul i32 %k, 32
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp sgt i64 %117, 32
  %119 = sext i32 %K to i64
  %120 = mul i32 %k, 32
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = select i1 %118, i64 32, i64 %122
  %124 = select i1 %113, i64 0, i64 %123
  %125 = sext i32 %tl_lo0 to i64
  %126 = icmp slt i64 %124, %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 32
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp sgt i64 %136, 32
  %138 = sext i32 %K to i64
  %139 = mul i32 %k, 32
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = select i1 %137, i64 32, i64 %141
  %143 = select i1 %132, i64 0, i64 %142
  %144 = select i1 %126, i64 %127, i64 %143
  %tl_hi1 = trunc i64 %144 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %151, %for.body20 ]
  %145 = icmp slt i32 %j122, %tl_lo0
  br i1 %145, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %146 = sext i32 %i118 to i64
  %147 = mul nsw i64 %146, 32
  %148 = sext i32 %j122 to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %A_s, i64 %149
  store float 0.000000e+00, ptr %150, align 4
  %151 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !72

for.end21:                                        ; preds = %for.cond19
  %152 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond23

for.cond23:                                       ; preds = %sel.end, %for.end21
  %j11 = phi i32 [ 0, %for.end21 ], [ %188, %sel.end ]
  %153 = icmp slt i32 %j11, %152
  br i1 %153, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %154 = mul i32 %by, 32
  %155 = sext i32 %154 to i64
  %156 = sext i32 %i118 to i64
  %157 = add i64 %155, %156
  %158 = icmp sle i64 0, %157
  %159 = mul i32 %by, 32
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i118 to i64
  %162 = add i64 %160, %161
  %163 = sext i32 %M to i64
  %164 = icmp slt i64 %162, %163
  %165 = and i1 %158, %164
  br i1 %165, label %sel.then, label %sel.else

for.end25:                                        ; preds = %for.cond23
  %166 = sub i32 32, %tl_hi1
  br label %for.cond26

sel.then:                                         ; preds = %for.body24
  %167 = mul i32 %by, 32
  %168 = add i32 %167, %i118
  %169 = sext i32 %168 to i64
  %170 = sext i32 %K to i64
  %171 = mul nsw i64 %169, %170
  %172 = mul i32 %k, 32
  %173 = add i32 %tl_lo0, %j11
  %174 = add i32 %172, %173
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %171, %175
  %177 = getelementptr inbounds i16, ptr %A, i64 %176
  %178 = load i16, ptr %177, align 2
  %179 = bitcast i16 %178 to half
  %180 = fpext half %179 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body24
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %181 = phi float [ %180, %sel.then ], [ 0.000000e+00, %sel.else ]
  %182 = sext i32 %i118 to i64
  %183 = mul nsw i64 %182, 32
  %184 = add i32 %tl_lo0, %j11
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds float, ptr %A_s, i64 %186
  store float %181, ptr %187, align 4
  %188 = add nsw i32 %j11, 1
  br label %for.cond23, !llvm.loop !73

for.cond26:                                       ; preds = %for.body27, %for.end25
  %j1129 = phi i32 [ 0, %for.end25 ], [ %196, %for.body27 ]
  %189 = icmp slt i32 %j1129, %166
  br i1 %189, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %190 = sext i32 %i118 to i64
  %191 = mul nsw i64 %190, 32
  %192 = add i32 %tl_hi1, %j1129
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %191, %193
  %195 = getelementptr inbounds float, ptr %A_s, i64 %194
  store float 0.000000e+00, ptr %195, align 4
  %196 = add nsw i32 %j1129, 1
  br label %for.cond26, !llvm.loop !74

for.end28:                                        ; preds = %for.cond26
  %197 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !75

if.then30:                                        ; preds = %if.end
  br label %for.cond33

if.else31:                                        ; preds = %if.end
  br label %for.cond41

if.end32:                                         ; preds = %for.end43, %for.end35
  br label %for.cond63

for.cond33:                                       ; preds = %for.end39, %if.then30
  %i136 = phi i32 [ 0, %if.then30 ], [ %225, %for.end39 ]
  %198 = icmp slt i32 %i136, 32
  br i1 %198, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %if.end32

for.cond37:                                       ; preds = %for.body38, %for.body34
  %j140 = phi i32 [ 0, %for.body34 ], [ %224, %for.body38 ]
  %199 = icmp slt i32 %j140, 32
  br i1 %199, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %200 = mul i32 %bx, 32
  %201 = add i32 %200, %i136
  %202 = sext i32 %201 to i64
  %203 = sext i32 %K to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %k, 32
  %206 = add i32 %205, %j140
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %204, %207
  %209 = lshr i64 %208, 1
  %210 = and i64 %208, 1
  %211 = shl i64 %210, 2
  %212 = trunc i64 %211 to i8
  %213 = getelementptr inbounds i8, ptr %W, i64 %209
  %214 = load i8, ptr %213, align 1
  %215 = lshr i8 %214, %212
  %216 = and i8 %215, 15
  %217 = shl i8 %216, 4
  %218 = ashr i8 %217, 4
  %219 = sext i32 %i136 to i64
  %220 = mul nsw i64 %219, 32
  %221 = sext i32 %j140 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i8, ptr %W_s, i64 %222
  store i8 %218, ptr %223, align 1
  %224 = add nsw i32 %j140, 1
  br label %for.cond37, !llvm.loop !76

for.end39:                                        ; preds = %for.cond37
  %225 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !77

for.cond41:                                       ; preds = %for.end61, %if.else31
  %i144 = phi i32 [ 0, %if.else31 ], [ %342, %for.end61 ]
  %226 = icmp slt i32 %i144, 32
  br i1 %226, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %227 = mul i32 %k, 32
  %228 = sext i32 %227 to i64
  %229 = sub i64 0, %228
  %230 = icmp slt i64 %229, 0
  %231 = mul i32 %k, 32
  %232 = sext i32 %231 to i64
  %233 = sub i64 0, %232
  %234 = icmp sgt i64 %233, 32
  %235 = mul i32 %k, 32
  %236 = sext i32 %235 to i64
  %237 = sub i64 0, %236
  %238 = select i1 %234, i64 32, i64 %237
  %239 = select i1 %230, i64 0, i64 %238
  %tl_lo2 = trunc i64 %239 to i32
  %240 = sext i32 %K to i64
  %241 = mul i32 %k, 32
  %242 = sext i32 %241 to i64
  %243 = sub i64 %240, %242
  %244 = icmp slt i64 %243, 0
  %245 = sext i32 %K to i64
  %246 = mul i32 %k, 32
  %247 = sext i32 %246 to i64
  %248 = sub i64 %245, %247
  %249 = icmp sgt i64 %248, 32
  %250 = sext i32 %K to i64
  %251 = mul i32 %k, 32
  %252 = sext i32 %251 to i64
  %253 = sub i64 %250, %252
  %254 = select i1 %249, i64 32, i64 %253
  %255 = select i1 %244, i64 0, i64 %254
  %256 = sext i32 %tl_lo2 to i64
  %257 = icmp slt i64 %255, %256
  %258 = sext i32 %tl_lo2 to i64
  %259 = sext i32 %K to i64
  %260 = mul i32 %k, 32
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = icmp slt i64 %262, 0
  %264 = sext i32 %K to i64
  %265 = mul i32 %k, 32
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp sgt i64 %267, 32
  %269 = sext i32 %K to i64
  %270 = mul i32 %k, 32
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = select i1 %268, i64 32, i64 %272
  %274 = select i1 %263, i64 0, i64 %273
  %275 = select i1 %257, i64 %258, i64 %274
  %tl_hi3 = trunc i64 %275 to i32
  br label %for.cond45

for.end43:                                        ; preds = %for.cond41
  br label %if.end32

for.cond45:                                       ; preds = %for.body46, %for.body42
  %j148 = phi i32 [ 0, %for.body42 ], [ %282, %for.body46 ]
  %276 = icmp slt i32 %j148, %tl_lo2
  br i1 %276, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %277 = sext i32 %i144 to i64
  %278 = mul nsw i64 %277, 32
  %279 = sext i32 %j148 to i64
  %280 = add nsw i64 %278, %279
  %281 = getelementptr inbounds i8, ptr %W_s, i64 %280
  store i8 0, ptr %281, align 1
  %282 = add nsw i32 %j148, 1
  br label %for.cond45, !llvm.loop !78

for.end47:                                        ; preds = %for.cond45
  %283 = mul i32 %bx, 32
  %284 = sext i32 %283 to i64
  %285 = sext i32 %i144 to i64
  %286 = add i64 %284, %285
  %287 = icmp sle i64 0, %286
  %288 = mul i32 %bx, 32
  %289 = sext i32 %288 to i64
  %290 = sext i32 %i144 to i64
  %291 = add i64 %289, %290
  %292 = sext i32 %N to i64
  %293 = icmp slt i64 %291, %292
  %294 = and i1 %287, %293
  br i1 %294, label %if.then49, label %if.else50

if.then49:                                        ; preds = %for.end47
  %295 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond52

if.else50:                                        ; preds = %for.end47
  %296 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end51:                                         ; preds = %for.end57, %for.end54
  %297 = sub i32 32, %tl_hi3
  br label %for.cond59

for.cond52:                                       ; preds = %for.body53, %if.then49
  %j12 = phi i32 [ 0, %if.then49 ], [ %325, %for.body53 ]
  %298 = icmp slt i32 %j12, %295
  br i1 %298, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %299 = mul i32 %bx, 32
  %300 = add i32 %299, %i144
  %301 = sext i32 %300 to i64
  %302 = sext i32 %K to i64
  %303 = mul nsw i64 %301, %302
  %304 = mul i32 %k, 32
  %305 = add i32 %tl_lo2, %j12
  %306 = add i32 %304, %305
  %307 = sext i32 %306 to i64
  %308 = add nsw i64 %303, %307
  %309 = lshr i64 %308, 1
  %310 = and i64 %308, 1
  %311 = shl i64 %310, 2
  %312 = trunc i64 %311 to i8
  %313 = getelementptr inbounds i8, ptr %W, i64 %309
  %314 = load i8, ptr %313, align 1
  %315 = lshr i8 %314, %312
  %316 = and i8 %315, 15
  %317 = shl i8 %316, 4
  %318 = ashr i8 %317, 4
  %319 = sext i32 %i144 to i64
  %320 = mul nsw i64 %319, 32
  %321 = add i32 %tl_lo2, %j12
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %320, %322
  %324 = getelementptr inbounds i8, ptr %W_s, i64 %323
  store i8 %318, ptr %324, align 1
  %325 = add nsw i32 %j12, 1
  br label %for.cond52, !llvm.loop !79

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %for.body56, %if.else50
  %j1258 = phi i32 [ 0, %if.else50 ], [ %333, %for.body56 ]
  %326 = icmp slt i32 %j1258, %296
  br i1 %326, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %327 = sext i32 %i144 to i64
  %328 = mul nsw i64 %327, 32
  %329 = add i32 %tl_lo2, %j1258
  %330 = sext i32 %329 to i64
  %331 = add nsw i64 %328, %330
  %332 = getelementptr inbounds i8, ptr %W_s, i64 %331
  store i8 0, ptr %332, align 1
  %333 = add nsw i32 %j1258, 1
  br label %for.cond55, !llvm.loop !80

for.end57:                                        ; preds = %for.cond55
  br label %if.end51

for.cond59:                                       ; preds = %for.body60, %if.end51
  %j1262 = phi i32 [ 0, %if.end51 ], [ %341, %for.body60 ]
  %334 = icmp slt i32 %j1262, %297
  br i1 %334, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %335 = sext i32 %i144 to i64
  %336 = mul nsw i64 %335, 32
  %337 = add i32 %tl_hi3, %j1262
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %W_s, i64 %339
  store i8 0, ptr %340, align 1
  %341 = add nsw i32 %j1262, 1
  br label %for.cond59, !llvm.loop !81

for.end61:                                        ; preds = %for.cond59
  %342 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !82

for.cond63:                                       ; preds = %for.end68, %if.end32
  %i = phi i32 [ 0, %if.end32 ], [ %379, %for.end68 ]
  %343 = icmp slt i32 %i, 32
  br i1 %343, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond66

for.end65:                                        ; preds = %for.cond63
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %344 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !83

for.cond66:                                       ; preds = %sel.end71, %for.body64
  %j = phi i32 [ 0, %for.body64 ], [ %421, %sel.end71 ]
  %345 = icmp slt i32 %j, 32
  br i1 %345, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %346 = mul i32 %bx, 32
  %347 = add i32 %346, %i
  %348 = icmp sle i32 0, %347
  %349 = mul i32 %bx, 32
  %350 = add i32 %349, %i
  %351 = icmp slt i32 %350, %N
  %352 = and i1 %348, %351
  %353 = mul i32 %k, 32
  %354 = add i32 %353, %j
  %355 = sdiv i32 %354, 32
  %356 = sub i32 0, %354
  %357 = select i1 false, i32 %356, i32 %355
  %358 = icmp sle i32 0, %357
  %359 = mul i32 %k, 32
  %360 = add i32 %359, %j
  %361 = sdiv i32 %360, 32
  %362 = sub i32 0, %360
  %363 = select i1 false, i32 %362, i32 %361
  %364 = sext i32 %K to i64
  %365 = sdiv i64 %364, 32
  %366 = sub i64 0, %364
  %367 = select i1 false, i64 %366, i64 %365
  %368 = srem i64 %364, 32
  %369 = icmp ne i64 %368, 0
  %370 = icmp slt i64 %364, 0
  %371 = icmp eq i1 %370, false
  %372 = and i1 %369, %371
  %373 = zext i1 %372 to i64
  %374 = add i64 %367, %373
  %375 = trunc i64 %374 to i32
  %376 = icmp slt i32 %363, %375
  %377 = and i1 %358, %376
  %378 = and i1 %352, %377
  br i1 %378, label %sel.then69, label %sel.else70

for.end68:                                        ; preds = %for.cond66
  %379 = add nsw i32 %i, 1
  br label %for.cond63, !llvm.loop !84

sel.then69:                                       ; preds = %for.body67
  %380 = mul i32 %bx, 32
  %381 = add i32 %380, %i
  %382 = sext i32 %381 to i64
  %383 = sext i32 %K to i64
  %384 = sdiv i64 %383, 32
  %385 = sub i64 0, %383
  %386 = select i1 false, i64 %385, i64 %384
  %387 = srem i64 %383, 32
  %388 = icmp ne i64 %387, 0
  %389 = icmp slt i64 %383, 0
  %390 = icmp eq i1 %389, false
  %391 = and i1 %388, %390
  %392 = zext i1 %391 to i64
  %393 = add i64 %386, %392
  %394 = trunc i64 %393 to i32
  %395 = sext i32 %394 to i64
  %396 = mul nsw i64 %382, %395
  %397 = mul i32 %k, 32
  %398 = add i32 %397, %j
  %399 = sdiv i32 %398, 32
  %400 = sub i32 0, %398
  %401 = select i1 false, i32 %400, i32 %399
  %402 = sext i32 %401 to i64
  %403 = add nsw i64 %396, %402
  %404 = getelementptr inbounds i16, ptr %S, i64 %403
  %405 = load i16, ptr %404, align 2
  %406 = bitcast i16 %405 to half
  %407 = fpext half %406 to float
  br label %sel.end71

sel.else70:                                       ; preds = %for.body67
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %s = phi float [ %407, %sel.then69 ], [ 0.000000e+00, %sel.else70 ]
  %408 = sext i32 %i to i64
  %409 = mul nsw i64 %408, 32
  %410 = sext i32 %j to i64
  %411 = add nsw i64 %409, %410
  %412 = getelementptr inbounds i8, ptr %W_s, i64 %411
  %413 = load i8, ptr %412, align 1
  %414 = sitofp i8 %413 to float
  %415 = fmul float %414, %s
  %416 = sext i32 %i to i64
  %417 = mul nsw i64 %416, 32
  %418 = sext i32 %j to i64
  %419 = add nsw i64 %417, %418
  %420 = getelementptr inbounds float, ptr %B_s, i64 %419
  store float %415, ptr %420, align 4
  %421 = add nsw i32 %j, 1
  br label %for.cond66, !llvm.loop !85

if.then72:                                        ; preds = %for.end6
  br label %for.cond75

if.else73:                                        ; preds = %for.end6
  br label %for.cond84

if.end74:                                         ; preds = %for.end86, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %441, %if.end80 ]
  %422 = icmp slt i32 %i2, 32
  br i1 %422, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %423 = sext i32 %M to i64
  %424 = sext i32 %N to i64
  %425 = mul i64 %423, %424
  %426 = icmp sge i64 %425, 8388608
  br i1 %426, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %427 = mul i32 %by, 32
  %428 = add i32 %427, %i2
  %429 = sext i32 %428 to i64
  %430 = sext i32 %N to i64
  %431 = mul nsw i64 %429, %430
  %432 = mul i32 %bx, 32
  %433 = add i32 %432, 0
  %434 = sext i32 %433 to i64
  %435 = add nsw i64 %431, %434
  %436 = getelementptr inbounds float, ptr %C, i64 %435
  %437 = sext i32 %i2 to i64
  %438 = mul nsw i64 %437, 32
  %439 = add nsw i64 %438, 0
  %440 = getelementptr inbounds float, ptr %C_f, i64 %439
  call void @tilec_rt_stream(ptr %436, ptr %440, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  br label %for.cond81

if.end80:                                         ; preds = %for.end83, %if.then78
  %441 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !86

for.cond81:                                       ; preds = %for.body82, %if.else79
  %j2 = phi i32 [ 0, %if.else79 ], [ %459, %for.body82 ]
  %442 = icmp slt i32 %j2, 32
  br i1 %442, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %443 = sext i32 %i2 to i64
  %444 = mul nsw i64 %443, 32
  %445 = sext i32 %j2 to i64
  %446 = add nsw i64 %444, %445
  %447 = getelementptr inbounds float, ptr %C_f, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = mul i32 %by, 32
  %450 = add i32 %449, %i2
  %451 = sext i32 %450 to i64
  %452 = sext i32 %N to i64
  %453 = mul nsw i64 %451, %452
  %454 = mul i32 %bx, 32
  %455 = add i32 %454, %j2
  %456 = sext i32 %455 to i64
  %457 = add nsw i64 %453, %456
  %458 = getelementptr inbounds float, ptr %C, i64 %457
  store float %448, ptr %458, align 4
  %459 = add nsw i32 %j2, 1
  br label %for.cond81, !llvm.loop !87

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond84:                                       ; preds = %if.end90, %if.else73
  %i287 = phi i32 [ 0, %if.else73 ], [ %523, %if.end90 ]
  %460 = icmp slt i32 %i287, 32
  br i1 %460, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %461 = mul i32 %bx, 32
  %462 = sext i32 %461 to i64
  %463 = sub i64 0, %462
  %464 = icmp slt i64 %463, 0
  %465 = mul i32 %bx, 32
  %466 = sext i32 %465 to i64
  %467 = sub i64 0, %466
  %468 = icmp sgt i64 %467, 32
  %469 = mul i32 %bx, 32
  %470 = sext i32 %469 to i64
  %471 = sub i64 0, %470
  %472 = select i1 %468, i64 32, i64 %471
  %473 = select i1 %464, i64 0, i64 %472
  %tl_lo4 = trunc i64 %473 to i32
  %474 = sext i32 %N to i64
  %475 = mul i32 %bx, 32
  %476 = sext i32 %475 to i64
  %477 = sub i64 %474, %476
  %478 = icmp slt i64 %477, 0
  %479 = sext i32 %N to i64
  %480 = mul i32 %bx, 32
  %481 = sext i32 %480 to i64
  %482 = sub i64 %479, %481
  %483 = icmp sgt i64 %482, 32
  %484 = sext i32 %N to i64
  %485 = mul i32 %bx, 32
  %486 = sext i32 %485 to i64
  %487 = sub i64 %484, %486
  %488 = select i1 %483, i64 32, i64 %487
  %489 = select i1 %478, i64 0, i64 %488
  %490 = sext i32 %tl_lo4 to i64
  %491 = icmp slt i64 %489, %490
  %492 = sext i32 %tl_lo4 to i64
  %493 = sext i32 %N to i64
  %494 = mul i32 %bx, 32
  %495 = sext i32 %494 to i64
  %496 = sub i64 %493, %495
  %497 = icmp slt i64 %496, 0
  %498 = sext i32 %N to i64
  %499 = mul i32 %bx, 32
  %500 = sext i32 %499 to i64
  %501 = sub i64 %498, %500
  %502 = icmp sgt i64 %501, 32
  %503 = sext i32 %N to i64
  %504 = mul i32 %bx, 32
  %505 = sext i32 %504 to i64
  %506 = sub i64 %503, %505
  %507 = select i1 %502, i64 32, i64 %506
  %508 = select i1 %497, i64 0, i64 %507
  %509 = select i1 %491, i64 %492, i64 %508
  %tl_hi5 = trunc i64 %509 to i32
  %510 = mul i32 %by, 32
  %511 = sext i32 %510 to i64
  %512 = sext i32 %i287 to i64
  %513 = add i64 %511, %512
  %514 = icmp sle i64 0, %513
  %515 = mul i32 %by, 32
  %516 = sext i32 %515 to i64
  %517 = sext i32 %i287 to i64
  %518 = add i64 %516, %517
  %519 = sext i32 %M to i64
  %520 = icmp slt i64 %518, %519
  %521 = and i1 %514, %520
  br i1 %521, label %if.then88, label %if.else89

for.end86:                                        ; preds = %for.cond84
  br label %if.end74

if.then88:                                        ; preds = %for.body85
  %522 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond91

if.else89:                                        ; preds = %for.body85
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %for.end93
  %523 = add nsw i32 %i287, 1
  br label %for.cond84, !llvm.loop !88

for.cond91:                                       ; preds = %for.body92, %if.then88
  %j21 = phi i32 [ 0, %if.then88 ], [ %543, %for.body92 ]
  %524 = icmp slt i32 %j21, %522
  br i1 %524, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %525 = sext i32 %i287 to i64
  %526 = mul nsw i64 %525, 32
  %527 = add i32 %tl_lo4, %j21
  %528 = sext i32 %527 to i64
  %529 = add nsw i64 %526, %528
  %530 = getelementptr inbounds float, ptr %C_f, i64 %529
  %531 = load float, ptr %530, align 4
  %532 = mul i32 %by, 32
  %533 = add i32 %532, %i287
  %534 = sext i32 %533 to i64
  %535 = sext i32 %N to i64
  %536 = mul nsw i64 %534, %535
  %537 = mul i32 %bx, 32
  %538 = add i32 %tl_lo4, %j21
  %539 = add i32 %537, %538
  %540 = sext i32 %539 to i64
  %541 = add nsw i64 %536, %540
  %542 = getelementptr inbounds float, ptr %C, i64 %541
  store float %531, ptr %542, align 4
  %543 = add nsw i32 %j21, 1
  br label %for.cond91, !llvm.loop !89

for.end93:                                        ; preds = %for.cond91
  br label %if.end90
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_i4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 7
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  %20 = load i64, ptr %19, align 8
  %21 = srem i64 %block, %16
  %22 = sdiv i64 %block, %16
  %23 = srem i64 %22, %18
  %24 = mul i64 %16, %18
  %25 = sdiv i64 %block, %24
  %26 = trunc i64 %21 to i32
  %27 = trunc i64 %23 to i32
  call void @dequant_gemm_packed_i4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_packed_i4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_packed_i4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 7
  %24 = sext i32 %N to i64
  %25 = sdiv i64 %24, 32
  %26 = sub i64 0, %24
  %27 = select i1 false, i64 %26, i64 %25
  %28 = srem i64 %24, 32
  %29 = icmp ne i64 %28, 0
  %30 = icmp slt i64 %24, 0
  %31 = icmp eq i1 %30, false
  %32 = and i1 %29, %31
  %33 = zext i1 %32 to i64
  %34 = add i64 %27, %33
  %35 = trunc i64 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 0
  store i64 %36, ptr %37, align 8
  %38 = icmp sgt i64 %36, 0
  %39 = mul i64 1, %36
  %40 = sext i32 %M to i64
  %41 = sdiv i64 %40, 32
  %42 = sub i64 0, %40
  %43 = select i1 false, i64 %42, i64 %41
  %44 = srem i64 %40, 32
  %45 = icmp ne i64 %44, 0
  %46 = icmp slt i64 %40, 0
  %47 = icmp eq i1 %46, false
  %48 = and i1 %45, %47
  %49 = zext i1 %48 to i64
  %50 = add i64 %43, %49
  %51 = trunc i64 %50 to i32
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 1
  store i64 %52, ptr %53, align 8
  %54 = icmp sgt i64 %52, 0
  %55 = and i1 %38, %54
  %56 = mul i64 %39, %52
  %57 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 2
  store i64 1, ptr %57, align 8
  %58 = and i1 %55, true
  %59 = mul i64 %56, 1
  br i1 %58, label %run, label %empty

run:                                              ; preds = %body
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_packed_i4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
