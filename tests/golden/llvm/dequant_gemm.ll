; ModuleID = 'dequant_gemm.tile'
source_filename = "dequant_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_dequant_gemm_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 32
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

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
  %21 = sdiv i64 %20, 2
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 2
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  %32 = sext i32 %K to i64
  %33 = sdiv i64 %32, 32
  %34 = sub i64 0, %32
  %35 = select i1 false, i64 %34, i64 %33
  %36 = srem i64 %32, 32
  %37 = icmp ne i64 %36, 0
  %38 = icmp slt i64 %32, 0
  %39 = icmp eq i1 %38, false
  %40 = and i1 %37, %39
  %41 = zext i1 %40 to i64
  %42 = add i64 %35, %41
  %43 = trunc i64 %42 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end49, %for.end
  %k = phi i32 [ 0, %for.end ], [ %363, %for.end49 ]
  %44 = icmp slt i32 %k, %19
  br i1 %44, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %45 = mul i32 %by, 32
  %46 = icmp sle i32 0, %45
  %47 = mul i32 %by, 32
  %48 = sext i32 %47 to i64
  %49 = add i64 %48, 32
  %50 = sext i32 %M to i64
  %51 = icmp sle i64 %49, %50
  %52 = and i1 %46, %51
  %53 = mul i32 %k, 32
  %54 = icmp sle i32 0, %53
  %55 = mul i32 %k, 32
  %56 = sext i32 %55 to i64
  %57 = add i64 %56, 32
  %58 = sext i32 %K to i64
  %59 = icmp sle i64 %57, %58
  %60 = and i1 %54, %59
  %61 = and i1 %52, %60
  br i1 %61, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %62 = mul i32 %by, 32
  %63 = icmp sle i32 0, %62
  %64 = mul i32 %by, 32
  %65 = sext i32 %64 to i64
  %66 = add i64 %65, 32
  %67 = sext i32 %M to i64
  %68 = icmp sle i64 %66, %67
  %69 = and i1 %63, %68
  %70 = mul i32 %bx, 32
  %71 = icmp sle i32 0, %70
  %72 = mul i32 %bx, 32
  %73 = sext i32 %72 to i64
  %74 = add i64 %73, 32
  %75 = sext i32 %N to i64
  %76 = icmp sle i64 %74, %75
  %77 = and i1 %71, %76
  %78 = and i1 %69, %77
  br i1 %78, label %if.then53, label %if.else54

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  %79 = mul i32 %bx, 32
  %80 = icmp sle i32 0, %79
  %81 = mul i32 %bx, 32
  %82 = sext i32 %81 to i64
  %83 = add i64 %82, 32
  %84 = sext i32 %N to i64
  %85 = icmp sle i64 %83, %84
  %86 = and i1 %80, %85
  %87 = mul i32 %k, 16
  %88 = icmp sle i32 0, %87
  %89 = mul i32 %k, 16
  %90 = sext i32 %89 to i64
  %91 = add i64 %90, 16
  %92 = sext i32 %31 to i64
  %93 = icmp sle i64 %91, %92
  %94 = and i1 %88, %93
  %95 = and i1 %86, %94
  br i1 %95, label %if.then33, label %if.else34

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %117, %for.end10 ]
  %96 = icmp slt i32 %i17, 32
  br i1 %96, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %116, %for.body9 ]
  %97 = icmp slt i32 %j1, 32
  br i1 %97, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %98 = mul i32 %by, 32
  %99 = add i32 %98, %i17
  %100 = sext i32 %99 to i64
  %101 = sext i32 %K to i64
  %102 = mul nsw i64 %100, %101
  %103 = mul i32 %k, 32
  %104 = add i32 %103, %j1
  %105 = sext i32 %104 to i64
  %106 = add nsw i64 %102, %105
  %107 = getelementptr inbounds i16, ptr %A, i64 %106
  %108 = load i16, ptr %107, align 2
  %109 = bitcast i16 %108 to half
  %110 = fpext half %109 to float
  %111 = sext i32 %i17 to i64
  %112 = mul nsw i64 %111, 32
  %113 = sext i32 %j1 to i64
  %114 = add nsw i64 %112, %113
  %115 = getelementptr inbounds float, ptr %A_s, i64 %114
  store float %110, ptr %115, align 4
  %116 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %117 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !5

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %228, %for.end31 ]
  %118 = icmp slt i32 %i114, 32
  br i1 %118, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %119 = mul i32 %k, 32
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = icmp slt i64 %121, 0
  %123 = mul i32 %k, 32
  %124 = sext i32 %123 to i64
  %125 = sub i64 0, %124
  %126 = icmp sgt i64 %125, 32
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 0, %128
  %130 = select i1 %126, i64 32, i64 %129
  %131 = select i1 %122, i64 0, i64 %130
  %tl_lo0 = trunc i64 %131 to i32
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 32
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 32
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 32
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 32
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 32, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = sext i32 %tl_lo0 to i64
  %149 = icmp slt i64 %147, %148
  %150 = sext i32 %tl_lo0 to i64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 32
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = icmp slt i64 %154, 0
  %156 = sext i32 %K to i64
  %157 = mul i32 %k, 32
  %158 = sext i32 %157 to i64
  %159 = sub i64 %156, %158
  %160 = icmp sgt i64 %159, 32
  %161 = sext i32 %K to i64
  %162 = mul i32 %k, 32
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = select i1 %160, i64 32, i64 %164
  %166 = select i1 %155, i64 0, i64 %165
  %167 = select i1 %149, i64 %150, i64 %166
  %tl_hi1 = trunc i64 %167 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %174, %for.body16 ]
  %168 = icmp slt i32 %j118, %tl_lo0
  br i1 %168, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %169 = sext i32 %i114 to i64
  %170 = mul nsw i64 %169, 32
  %171 = sext i32 %j118 to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds float, ptr %A_s, i64 %172
  store float 0.000000e+00, ptr %173, align 4
  %174 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  %175 = mul i32 %by, 32
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i114 to i64
  %178 = add i64 %176, %177
  %179 = icmp sle i64 0, %178
  %180 = mul i32 %by, 32
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i114 to i64
  %183 = add i64 %181, %182
  %184 = sext i32 %M to i64
  %185 = icmp slt i64 %183, %184
  %186 = and i1 %179, %185
  br i1 %186, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %187 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %188 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %189 = sub i32 32, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %211, %for.body23 ]
  %190 = icmp slt i32 %j11, %187
  br i1 %190, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %191 = mul i32 %by, 32
  %192 = add i32 %191, %i114
  %193 = sext i32 %192 to i64
  %194 = sext i32 %K to i64
  %195 = mul nsw i64 %193, %194
  %196 = mul i32 %k, 32
  %197 = add i32 %tl_lo0, %j11
  %198 = add i32 %196, %197
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %195, %199
  %201 = getelementptr inbounds i16, ptr %A, i64 %200
  %202 = load i16, ptr %201, align 2
  %203 = bitcast i16 %202 to half
  %204 = fpext half %203 to float
  %205 = sext i32 %i114 to i64
  %206 = mul nsw i64 %205, 32
  %207 = add i32 %tl_lo0, %j11
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %206, %208
  %210 = getelementptr inbounds float, ptr %A_s, i64 %209
  store float %204, ptr %210, align 4
  %211 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %219, %for.body26 ]
  %212 = icmp slt i32 %j1128, %188
  br i1 %212, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %213 = sext i32 %i114 to i64
  %214 = mul nsw i64 %213, 32
  %215 = add i32 %tl_lo0, %j1128
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %214, %216
  %218 = getelementptr inbounds float, ptr %A_s, i64 %217
  store float 0.000000e+00, ptr %218, align 4
  %219 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %227, %for.body30 ]
  %220 = icmp slt i32 %j1132, %189
  br i1 %220, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %221 = sext i32 %i114 to i64
  %222 = mul nsw i64 %221, 32
  %223 = add i32 %tl_hi1, %j1132
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %222, %224
  %226 = getelementptr inbounds float, ptr %A_s, i64 %225
  store float 0.000000e+00, ptr %226, align 4
  %227 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  %228 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !10

if.then33:                                        ; preds = %if.end
  br label %for.cond36

if.else34:                                        ; preds = %if.end
  br label %for.cond40

if.end35:                                         ; preds = %for.end42, %for.end38
  br label %for.cond47

for.cond36:                                       ; preds = %for.body37, %if.then33
  %i139 = phi i32 [ 0, %if.then33 ], [ %246, %for.body37 ]
  %229 = icmp slt i32 %i139, 32
  br i1 %229, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %230 = call i64 @llvm.smax.i64(i64 16, i64 0)
  %231 = mul nuw i64 %230, 1
  %232 = sext i32 %i139 to i64
  %233 = mul nsw i64 %232, 16
  %234 = add nsw i64 %233, 0
  %235 = getelementptr inbounds i8, ptr %W_s, i64 %234
  %236 = mul i32 %bx, 32
  %237 = add i32 %236, %i139
  %238 = sext i32 %237 to i64
  %239 = sext i32 %31 to i64
  %240 = mul nsw i64 %238, %239
  %241 = mul i32 %k, 16
  %242 = add i32 %241, 0
  %243 = sext i32 %242 to i64
  %244 = add nsw i64 %240, %243
  %245 = getelementptr inbounds i8, ptr %W, i64 %244
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %235, ptr align 1 %245, i64 %231, i1 false)
  %246 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !11

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

for.cond40:                                       ; preds = %if.end46, %if.else34
  %i143 = phi i32 [ 0, %if.else34 ], [ %361, %if.end46 ]
  %247 = icmp slt i32 %i143, 32
  br i1 %247, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %248 = mul i32 %k, 16
  %249 = sext i32 %248 to i64
  %250 = sub i64 0, %249
  %251 = icmp slt i64 %250, 0
  %252 = mul i32 %k, 16
  %253 = sext i32 %252 to i64
  %254 = sub i64 0, %253
  %255 = icmp sgt i64 %254, 16
  %256 = mul i32 %k, 16
  %257 = sext i32 %256 to i64
  %258 = sub i64 0, %257
  %259 = select i1 %255, i64 16, i64 %258
  %260 = select i1 %251, i64 0, i64 %259
  %tl_lo2 = trunc i64 %260 to i32
  %261 = sext i32 %31 to i64
  %262 = mul i32 %k, 16
  %263 = sext i32 %262 to i64
  %264 = sub i64 %261, %263
  %265 = icmp slt i64 %264, 0
  %266 = sext i32 %31 to i64
  %267 = mul i32 %k, 16
  %268 = sext i32 %267 to i64
  %269 = sub i64 %266, %268
  %270 = icmp sgt i64 %269, 16
  %271 = sext i32 %31 to i64
  %272 = mul i32 %k, 16
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = select i1 %270, i64 16, i64 %274
  %276 = select i1 %265, i64 0, i64 %275
  %277 = sext i32 %tl_lo2 to i64
  %278 = icmp slt i64 %276, %277
  %279 = sext i32 %tl_lo2 to i64
  %280 = sext i32 %31 to i64
  %281 = mul i32 %k, 16
  %282 = sext i32 %281 to i64
  %283 = sub i64 %280, %282
  %284 = icmp slt i64 %283, 0
  %285 = sext i32 %31 to i64
  %286 = mul i32 %k, 16
  %287 = sext i32 %286 to i64
  %288 = sub i64 %285, %287
  %289 = icmp sgt i64 %288, 16
  %290 = sext i32 %31 to i64
  %291 = mul i32 %k, 16
  %292 = sext i32 %291 to i64
  %293 = sub i64 %290, %292
  %294 = select i1 %289, i64 16, i64 %293
  %295 = select i1 %284, i64 0, i64 %294
  %296 = select i1 %278, i64 %279, i64 %295
  %tl_hi3 = trunc i64 %296 to i32
  %297 = sext i32 %tl_lo2 to i64
  %298 = sub i64 %297, 0
  %299 = call i64 @llvm.smax.i64(i64 %298, i64 0)
  %300 = mul nuw i64 %299, 1
  %301 = sext i32 %i143 to i64
  %302 = mul nsw i64 %301, 16
  %303 = add nsw i64 %302, 0
  %304 = getelementptr inbounds i8, ptr %W_s, i64 %303
  call void @llvm.memset.p0.i64(ptr align 1 %304, i8 0, i64 %300, i1 false)
  %305 = mul i32 %bx, 32
  %306 = sext i32 %305 to i64
  %307 = sext i32 %i143 to i64
  %308 = add i64 %306, %307
  %309 = icmp sle i64 0, %308
  %310 = mul i32 %bx, 32
  %311 = sext i32 %310 to i64
  %312 = sext i32 %i143 to i64
  %313 = add i64 %311, %312
  %314 = sext i32 %N to i64
  %315 = icmp slt i64 %313, %314
  %316 = and i1 %309, %315
  br i1 %316, label %if.then44, label %if.else45

for.end42:                                        ; preds = %for.cond40
  br label %if.end35

if.then44:                                        ; preds = %for.body41
  %317 = sub i32 %tl_hi3, %tl_lo2
  %318 = sext i32 %317 to i64
  %319 = sub i64 %318, 0
  %320 = call i64 @llvm.smax.i64(i64 %319, i64 0)
  %321 = mul nuw i64 %320, 1
  %322 = sext i32 %i143 to i64
  %323 = mul nsw i64 %322, 16
  %324 = add i32 %tl_lo2, 0
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %323, %325
  %327 = getelementptr inbounds i8, ptr %W_s, i64 %326
  %328 = mul i32 %bx, 32
  %329 = add i32 %328, %i143
  %330 = sext i32 %329 to i64
  %331 = sext i32 %31 to i64
  %332 = mul nsw i64 %330, %331
  %333 = mul i32 %k, 16
  %334 = add i32 %tl_lo2, 0
  %335 = add i32 %333, %334
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %332, %336
  %338 = getelementptr inbounds i8, ptr %W, i64 %337
  call void @tilec_rt_copy(ptr %327, ptr %338, i64 %321)
  br label %if.end46

if.else45:                                        ; preds = %for.body41
  %339 = sub i32 %tl_hi3, %tl_lo2
  %340 = sext i32 %339 to i64
  %341 = sub i64 %340, 0
  %342 = call i64 @llvm.smax.i64(i64 %341, i64 0)
  %343 = mul nuw i64 %342, 1
  %344 = sext i32 %i143 to i64
  %345 = mul nsw i64 %344, 16
  %346 = add i32 %tl_lo2, 0
  %347 = sext i32 %346 to i64
  %348 = add nsw i64 %345, %347
  %349 = getelementptr inbounds i8, ptr %W_s, i64 %348
  call void @llvm.memset.p0.i64(ptr align 1 %349, i8 0, i64 %343, i1 false)
  br label %if.end46

if.end46:                                         ; preds = %if.else45, %if.then44
  %350 = sub i32 16, %tl_hi3
  %351 = sext i32 %350 to i64
  %352 = sub i64 %351, 0
  %353 = call i64 @llvm.smax.i64(i64 %352, i64 0)
  %354 = mul nuw i64 %353, 1
  %355 = sext i32 %i143 to i64
  %356 = mul nsw i64 %355, 16
  %357 = add i32 %tl_hi3, 0
  %358 = sext i32 %357 to i64
  %359 = add nsw i64 %356, %358
  %360 = getelementptr inbounds i8, ptr %W_s, i64 %359
  call void @llvm.memset.p0.i64(ptr align 1 %360, i8 0, i64 %354, i1 false)
  %361 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !12

for.cond47:                                       ; preds = %for.end52, %if.end35
  %i = phi i32 [ 0, %if.end35 ], [ %399, %for.end52 ]
  %362 = icmp slt i32 %i, 32
  br i1 %362, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  br label %for.cond50

for.end49:                                        ; preds = %for.cond47
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %363 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !13

for.cond50:                                       ; preds = %sel.end, %for.body48
  %j = phi i32 [ 0, %for.body48 ], [ %425, %sel.end ]
  %364 = icmp slt i32 %j, 32
  br i1 %364, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %365 = sext i32 %i to i64
  %366 = mul nsw i64 %365, 16
  %367 = sdiv i32 %j, 2
  %368 = sub i32 0, %j
  %369 = select i1 false, i32 %368, i32 %367
  %370 = sext i32 %369 to i64
  %371 = add nsw i64 %366, %370
  %372 = getelementptr inbounds i8, ptr %W_s, i64 %371
  %byte = load i8, ptr %372, align 1
  %373 = srem i32 %j, 2
  %374 = icmp eq i32 %373, 0
  %375 = and i8 %byte, 15
  %376 = lshr i8 %byte, 4
  %377 = select i1 false, i8 0, i8 %376
  %q = select i1 %374, i8 %375, i8 %377
  %378 = mul i32 %bx, 32
  %379 = add i32 %378, %i
  %380 = icmp sle i32 0, %379
  %381 = mul i32 %bx, 32
  %382 = add i32 %381, %i
  %383 = icmp slt i32 %382, %N
  %384 = and i1 %380, %383
  %385 = mul i32 %k, 32
  %386 = add i32 %385, %j
  %387 = sdiv i32 %386, 32
  %388 = sub i32 0, %386
  %389 = select i1 false, i32 %388, i32 %387
  %390 = icmp sle i32 0, %389
  %391 = mul i32 %k, 32
  %392 = add i32 %391, %j
  %393 = sdiv i32 %392, 32
  %394 = sub i32 0, %392
  %395 = select i1 false, i32 %394, i32 %393
  %396 = icmp slt i32 %395, %43
  %397 = and i1 %390, %396
  %398 = and i1 %384, %397
  br i1 %398, label %sel.then, label %sel.else

for.end52:                                        ; preds = %for.cond50
  %399 = add nsw i32 %i, 1
  br label %for.cond47, !llvm.loop !15

sel.then:                                         ; preds = %for.body51
  %400 = mul i32 %bx, 32
  %401 = add i32 %400, %i
  %402 = sext i32 %401 to i64
  %403 = sext i32 %43 to i64
  %404 = mul nsw i64 %402, %403
  %405 = mul i32 %k, 32
  %406 = add i32 %405, %j
  %407 = sdiv i32 %406, 32
  %408 = sub i32 0, %406
  %409 = select i1 false, i32 %408, i32 %407
  %410 = sext i32 %409 to i64
  %411 = add nsw i64 %404, %410
  %412 = getelementptr inbounds i16, ptr %S, i64 %411
  %413 = load i16, ptr %412, align 2
  %414 = bitcast i16 %413 to half
  %415 = fpext half %414 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body51
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %415, %sel.then ], [ 0.000000e+00, %sel.else ]
  %416 = zext i8 %q to i64
  %417 = sitofp i64 %416 to float
  %418 = fsub float %417, 8.000000e+00
  %419 = fmul float %418, %s
  %420 = sext i32 %i to i64
  %421 = mul nsw i64 %420, 32
  %422 = sext i32 %j to i64
  %423 = add nsw i64 %421, %422
  %424 = getelementptr inbounds float, ptr %B_s, i64 %423
  store float %419, ptr %424, align 4
  %425 = add nsw i32 %j, 1
  br label %for.cond50, !llvm.loop !16

if.then53:                                        ; preds = %for.end3
  br label %for.cond56

if.else54:                                        ; preds = %for.end3
  br label %for.cond62

if.end55:                                         ; preds = %for.end64, %for.end58
  ret void

for.cond56:                                       ; preds = %if.end61, %if.then53
  %i2 = phi i32 [ 0, %if.then53 ], [ %461, %if.end61 ]
  %426 = icmp slt i32 %i2, 32
  br i1 %426, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %427 = sext i32 %M to i64
  %428 = sext i32 %N to i64
  %429 = mul i64 %427, %428
  %430 = icmp sge i64 %429, 8388608
  br i1 %430, label %if.then59, label %if.else60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

if.then59:                                        ; preds = %for.body57
  %431 = mul i32 %by, 32
  %432 = add i32 %431, %i2
  %433 = sext i32 %432 to i64
  %434 = sext i32 %N to i64
  %435 = mul nsw i64 %433, %434
  %436 = mul i32 %bx, 32
  %437 = add i32 %436, 0
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %435, %438
  %440 = getelementptr inbounds float, ptr %C, i64 %439
  %441 = sext i32 %i2 to i64
  %442 = mul nsw i64 %441, 32
  %443 = add nsw i64 %442, 0
  %444 = getelementptr inbounds float, ptr %C_f, i64 %443
  call void @tilec_rt_stream(ptr %440, ptr %444, i64 128)
  br label %if.end61

if.else60:                                        ; preds = %for.body57
  %445 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %446 = mul nuw i64 %445, 4
  %447 = mul i32 %by, 32
  %448 = add i32 %447, %i2
  %449 = sext i32 %448 to i64
  %450 = sext i32 %N to i64
  %451 = mul nsw i64 %449, %450
  %452 = mul i32 %bx, 32
  %453 = add i32 %452, 0
  %454 = sext i32 %453 to i64
  %455 = add nsw i64 %451, %454
  %456 = getelementptr inbounds float, ptr %C, i64 %455
  %457 = sext i32 %i2 to i64
  %458 = mul nsw i64 %457, 32
  %459 = add nsw i64 %458, 0
  %460 = getelementptr inbounds float, ptr %C_f, i64 %459
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %456, ptr align 4 %460, i64 %446, i1 false)
  br label %if.end61

if.end61:                                         ; preds = %if.else60, %if.then59
  %461 = add nsw i32 %i2, 1
  br label %for.cond56, !llvm.loop !17

for.cond62:                                       ; preds = %if.end68, %if.else54
  %i265 = phi i32 [ 0, %if.else54 ], [ %546, %if.end68 ]
  %462 = icmp slt i32 %i265, 32
  br i1 %462, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %463 = mul i32 %bx, 32
  %464 = sext i32 %463 to i64
  %465 = sub i64 0, %464
  %466 = icmp slt i64 %465, 0
  %467 = mul i32 %bx, 32
  %468 = sext i32 %467 to i64
  %469 = sub i64 0, %468
  %470 = icmp sgt i64 %469, 32
  %471 = mul i32 %bx, 32
  %472 = sext i32 %471 to i64
  %473 = sub i64 0, %472
  %474 = select i1 %470, i64 32, i64 %473
  %475 = select i1 %466, i64 0, i64 %474
  %tl_lo4 = trunc i64 %475 to i32
  %476 = sext i32 %N to i64
  %477 = mul i32 %bx, 32
  %478 = sext i32 %477 to i64
  %479 = sub i64 %476, %478
  %480 = icmp slt i64 %479, 0
  %481 = sext i32 %N to i64
  %482 = mul i32 %bx, 32
  %483 = sext i32 %482 to i64
  %484 = sub i64 %481, %483
  %485 = icmp sgt i64 %484, 32
  %486 = sext i32 %N to i64
  %487 = mul i32 %bx, 32
  %488 = sext i32 %487 to i64
  %489 = sub i64 %486, %488
  %490 = select i1 %485, i64 32, i64 %489
  %491 = select i1 %480, i64 0, i64 %490
  %492 = sext i32 %tl_lo4 to i64
  %493 = icmp slt i64 %491, %492
  %494 = sext i32 %tl_lo4 to i64
  %495 = sext i32 %N to i64
  %496 = mul i32 %bx, 32
  %497 = sext i32 %496 to i64
  %498 = sub i64 %495, %497
  %499 = icmp slt i64 %498, 0
  %500 = sext i32 %N to i64
  %501 = mul i32 %bx, 32
  %502 = sext i32 %501 to i64
  %503 = sub i64 %500, %502
  %504 = icmp sgt i64 %503, 32
  %505 = sext i32 %N to i64
  %506 = mul i32 %bx, 32
  %507 = sext i32 %506 to i64
  %508 = sub i64 %505, %507
  %509 = select i1 %504, i64 32, i64 %508
  %510 = select i1 %499, i64 0, i64 %509
  %511 = select i1 %493, i64 %494, i64 %510
  %tl_hi5 = trunc i64 %511 to i32
  %512 = mul i32 %by, 32
  %513 = sext i32 %512 to i64
  %514 = sext i32 %i265 to i64
  %515 = add i64 %513, %514
  %516 = icmp sle i64 0, %515
  %517 = mul i32 %by, 32
  %518 = sext i32 %517 to i64
  %519 = sext i32 %i265 to i64
  %520 = add i64 %518, %519
  %521 = sext i32 %M to i64
  %522 = icmp slt i64 %520, %521
  %523 = and i1 %516, %522
  br i1 %523, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end55

if.then66:                                        ; preds = %for.body63
  %524 = sub i32 %tl_hi5, %tl_lo4
  %525 = sext i32 %524 to i64
  %526 = sub i64 %525, 0
  %527 = call i64 @llvm.smax.i64(i64 %526, i64 0)
  %528 = mul nuw i64 %527, 4
  %529 = mul i32 %by, 32
  %530 = add i32 %529, %i265
  %531 = sext i32 %530 to i64
  %532 = sext i32 %N to i64
  %533 = mul nsw i64 %531, %532
  %534 = mul i32 %bx, 32
  %535 = add i32 %tl_lo4, 0
  %536 = add i32 %534, %535
  %537 = sext i32 %536 to i64
  %538 = add nsw i64 %533, %537
  %539 = getelementptr inbounds float, ptr %C, i64 %538
  %540 = sext i32 %i265 to i64
  %541 = mul nsw i64 %540, 32
  %542 = add i32 %tl_lo4, 0
  %543 = sext i32 %542 to i64
  %544 = add nsw i64 %541, %543
  %545 = getelementptr inbounds float, ptr %C_f, i64 %544
  call void @tilec_rt_copy(ptr %539, ptr %545, i64 %528)
  br label %if.end68

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %if.then66
  %546 = add nsw i32 %i265, 1
  br label %for.cond62, !llvm.loop !18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @tilec_rt_copy(ptr, ptr, i64)

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_dequant_gemm_u4(ptr %args, ptr %dims, ptr %self) #4 {
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

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 32
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !19

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
  %21 = sdiv i64 %20, 2
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 2
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  %32 = sext i32 %K to i64
  %33 = sdiv i64 %32, 32
  %34 = sub i64 0, %32
  %35 = select i1 false, i64 %34, i64 %33
  %36 = srem i64 %32, 32
  %37 = icmp ne i64 %36, 0
  %38 = icmp slt i64 %32, 0
  %39 = icmp eq i1 %38, false
  %40 = and i1 %37, %39
  %41 = zext i1 %40 to i64
  %42 = add i64 %35, %41
  %43 = trunc i64 %42 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end49, %for.end
  %k = phi i32 [ 0, %for.end ], [ %363, %for.end49 ]
  %44 = icmp slt i32 %k, %19
  br i1 %44, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %45 = mul i32 %by, 32
  %46 = icmp sle i32 0, %45
  %47 = mul i32 %by, 32
  %48 = sext i32 %47 to i64
  %49 = add i64 %48, 32
  %50 = sext i32 %M to i64
  %51 = icmp sle i64 %49, %50
  %52 = and i1 %46, %51
  %53 = mul i32 %k, 32
  %54 = icmp sle i32 0, %53
  %55 = mul i32 %k, 32
  %56 = sext i32 %55 to i64
  %57 = add i64 %56, 32
  %58 = sext i32 %K to i64
  %59 = icmp sle i64 %57, %58
  %60 = and i1 %54, %59
  %61 = and i1 %52, %60
  br i1 %61, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %62 = mul i32 %by, 32
  %63 = icmp sle i32 0, %62
  %64 = mul i32 %by, 32
  %65 = sext i32 %64 to i64
  %66 = add i64 %65, 32
  %67 = sext i32 %M to i64
  %68 = icmp sle i64 %66, %67
  %69 = and i1 %63, %68
  %70 = mul i32 %bx, 32
  %71 = icmp sle i32 0, %70
  %72 = mul i32 %bx, 32
  %73 = sext i32 %72 to i64
  %74 = add i64 %73, 32
  %75 = sext i32 %N to i64
  %76 = icmp sle i64 %74, %75
  %77 = and i1 %71, %76
  %78 = and i1 %69, %77
  br i1 %78, label %if.then53, label %if.else54

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  %79 = mul i32 %bx, 32
  %80 = icmp sle i32 0, %79
  %81 = mul i32 %bx, 32
  %82 = sext i32 %81 to i64
  %83 = add i64 %82, 32
  %84 = sext i32 %N to i64
  %85 = icmp sle i64 %83, %84
  %86 = and i1 %80, %85
  %87 = mul i32 %k, 16
  %88 = icmp sle i32 0, %87
  %89 = mul i32 %k, 16
  %90 = sext i32 %89 to i64
  %91 = add i64 %90, 16
  %92 = sext i32 %31 to i64
  %93 = icmp sle i64 %91, %92
  %94 = and i1 %88, %93
  %95 = and i1 %86, %94
  br i1 %95, label %if.then33, label %if.else34

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %117, %for.end10 ]
  %96 = icmp slt i32 %i17, 32
  br i1 %96, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %116, %for.body9 ]
  %97 = icmp slt i32 %j1, 32
  br i1 %97, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %98 = mul i32 %by, 32
  %99 = add i32 %98, %i17
  %100 = sext i32 %99 to i64
  %101 = sext i32 %K to i64
  %102 = mul nsw i64 %100, %101
  %103 = mul i32 %k, 32
  %104 = add i32 %103, %j1
  %105 = sext i32 %104 to i64
  %106 = add nsw i64 %102, %105
  %107 = getelementptr inbounds i16, ptr %A, i64 %106
  %108 = load i16, ptr %107, align 2
  %109 = bitcast i16 %108 to half
  %110 = fpext half %109 to float
  %111 = sext i32 %i17 to i64
  %112 = mul nsw i64 %111, 32
  %113 = sext i32 %j1 to i64
  %114 = add nsw i64 %112, %113
  %115 = getelementptr inbounds float, ptr %A_s, i64 %114
  store float %110, ptr %115, align 4
  %116 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !20

for.end10:                                        ; preds = %for.cond8
  %117 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !21

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %228, %for.end31 ]
  %118 = icmp slt i32 %i114, 32
  br i1 %118, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %119 = mul i32 %k, 32
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = icmp slt i64 %121, 0
  %123 = mul i32 %k, 32
  %124 = sext i32 %123 to i64
  %125 = sub i64 0, %124
  %126 = icmp sgt i64 %125, 32
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 0, %128
  %130 = select i1 %126, i64 32, i64 %129
  %131 = select i1 %122, i64 0, i64 %130
  %tl_lo0 = trunc i64 %131 to i32
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 32
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 32
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 32
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 32
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 32, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = sext i32 %tl_lo0 to i64
  %149 = icmp slt i64 %147, %148
  %150 = sext i32 %tl_lo0 to i64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 32
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = icmp slt i64 %154, 0
  %156 = sext i32 %K to i64
  %157 = mul i32 %k, 32
  %158 = sext i32 %157 to i64
  %159 = sub i64 %156, %158
  %160 = icmp sgt i64 %159, 32
  %161 = sext i32 %K to i64
  %162 = mul i32 %k, 32
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = select i1 %160, i64 32, i64 %164
  %166 = select i1 %155, i64 0, i64 %165
  %167 = select i1 %149, i64 %150, i64 %166
  %tl_hi1 = trunc i64 %167 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %174, %for.body16 ]
  %168 = icmp slt i32 %j118, %tl_lo0
  br i1 %168, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %169 = sext i32 %i114 to i64
  %170 = mul nsw i64 %169, 32
  %171 = sext i32 %j118 to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds float, ptr %A_s, i64 %172
  store float 0.000000e+00, ptr %173, align 4
  %174 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !22

for.end17:                                        ; preds = %for.cond15
  %175 = mul i32 %by, 32
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i114 to i64
  %178 = add i64 %176, %177
  %179 = icmp sle i64 0, %178
  %180 = mul i32 %by, 32
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i114 to i64
  %183 = add i64 %181, %182
  %184 = sext i32 %M to i64
  %185 = icmp slt i64 %183, %184
  %186 = and i1 %179, %185
  br i1 %186, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %187 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %188 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %189 = sub i32 32, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %211, %for.body23 ]
  %190 = icmp slt i32 %j11, %187
  br i1 %190, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %191 = mul i32 %by, 32
  %192 = add i32 %191, %i114
  %193 = sext i32 %192 to i64
  %194 = sext i32 %K to i64
  %195 = mul nsw i64 %193, %194
  %196 = mul i32 %k, 32
  %197 = add i32 %tl_lo0, %j11
  %198 = add i32 %196, %197
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %195, %199
  %201 = getelementptr inbounds i16, ptr %A, i64 %200
  %202 = load i16, ptr %201, align 2
  %203 = bitcast i16 %202 to half
  %204 = fpext half %203 to float
  %205 = sext i32 %i114 to i64
  %206 = mul nsw i64 %205, 32
  %207 = add i32 %tl_lo0, %j11
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %206, %208
  %210 = getelementptr inbounds float, ptr %A_s, i64 %209
  store float %204, ptr %210, align 4
  %211 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !23

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %219, %for.body26 ]
  %212 = icmp slt i32 %j1128, %188
  br i1 %212, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %213 = sext i32 %i114 to i64
  %214 = mul nsw i64 %213, 32
  %215 = add i32 %tl_lo0, %j1128
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %214, %216
  %218 = getelementptr inbounds float, ptr %A_s, i64 %217
  store float 0.000000e+00, ptr %218, align 4
  %219 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !24

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %227, %for.body30 ]
  %220 = icmp slt i32 %j1132, %189
  br i1 %220, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %221 = sext i32 %i114 to i64
  %222 = mul nsw i64 %221, 32
  %223 = add i32 %tl_hi1, %j1132
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %222, %224
  %226 = getelementptr inbounds float, ptr %A_s, i64 %225
  store float 0.000000e+00, ptr %226, align 4
  %227 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !25

for.end31:                                        ; preds = %for.cond29
  %228 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !26

if.then33:                                        ; preds = %if.end
  br label %for.cond36

if.else34:                                        ; preds = %if.end
  br label %for.cond40

if.end35:                                         ; preds = %for.end42, %for.end38
  br label %for.cond47

for.cond36:                                       ; preds = %for.body37, %if.then33
  %i139 = phi i32 [ 0, %if.then33 ], [ %246, %for.body37 ]
  %229 = icmp slt i32 %i139, 32
  br i1 %229, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %230 = call i64 @llvm.smax.i64(i64 16, i64 0)
  %231 = mul nuw i64 %230, 1
  %232 = sext i32 %i139 to i64
  %233 = mul nsw i64 %232, 16
  %234 = add nsw i64 %233, 0
  %235 = getelementptr inbounds i8, ptr %W_s, i64 %234
  %236 = mul i32 %bx, 32
  %237 = add i32 %236, %i139
  %238 = sext i32 %237 to i64
  %239 = sext i32 %31 to i64
  %240 = mul nsw i64 %238, %239
  %241 = mul i32 %k, 16
  %242 = add i32 %241, 0
  %243 = sext i32 %242 to i64
  %244 = add nsw i64 %240, %243
  %245 = getelementptr inbounds i8, ptr %W, i64 %244
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %235, ptr align 1 %245, i64 %231, i1 false)
  %246 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !27

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

for.cond40:                                       ; preds = %if.end46, %if.else34
  %i143 = phi i32 [ 0, %if.else34 ], [ %361, %if.end46 ]
  %247 = icmp slt i32 %i143, 32
  br i1 %247, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %248 = mul i32 %k, 16
  %249 = sext i32 %248 to i64
  %250 = sub i64 0, %249
  %251 = icmp slt i64 %250, 0
  %252 = mul i32 %k, 16
  %253 = sext i32 %252 to i64
  %254 = sub i64 0, %253
  %255 = icmp sgt i64 %254, 16
  %256 = mul i32 %k, 16
  %257 = sext i32 %256 to i64
  %258 = sub i64 0, %257
  %259 = select i1 %255, i64 16, i64 %258
  %260 = select i1 %251, i64 0, i64 %259
  %tl_lo2 = trunc i64 %260 to i32
  %261 = sext i32 %31 to i64
  %262 = mul i32 %k, 16
  %263 = sext i32 %262 to i64
  %264 = sub i64 %261, %263
  %265 = icmp slt i64 %264, 0
  %266 = sext i32 %31 to i64
  %267 = mul i32 %k, 16
  %268 = sext i32 %267 to i64
  %269 = sub i64 %266, %268
  %270 = icmp sgt i64 %269, 16
  %271 = sext i32 %31 to i64
  %272 = mul i32 %k, 16
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = select i1 %270, i64 16, i64 %274
  %276 = select i1 %265, i64 0, i64 %275
  %277 = sext i32 %tl_lo2 to i64
  %278 = icmp slt i64 %276, %277
  %279 = sext i32 %tl_lo2 to i64
  %280 = sext i32 %31 to i64
  %281 = mul i32 %k, 16
  %282 = sext i32 %281 to i64
  %283 = sub i64 %280, %282
  %284 = icmp slt i64 %283, 0
  %285 = sext i32 %31 to i64
  %286 = mul i32 %k, 16
  %287 = sext i32 %286 to i64
  %288 = sub i64 %285, %287
  %289 = icmp sgt i64 %288, 16
  %290 = sext i32 %31 to i64
  %291 = mul i32 %k, 16
  %292 = sext i32 %291 to i64
  %293 = sub i64 %290, %292
  %294 = select i1 %289, i64 16, i64 %293
  %295 = select i1 %284, i64 0, i64 %294
  %296 = select i1 %278, i64 %279, i64 %295
  %tl_hi3 = trunc i64 %296 to i32
  %297 = sext i32 %tl_lo2 to i64
  %298 = sub i64 %297, 0
  %299 = call i64 @llvm.smax.i64(i64 %298, i64 0)
  %300 = mul nuw i64 %299, 1
  %301 = sext i32 %i143 to i64
  %302 = mul nsw i64 %301, 16
  %303 = add nsw i64 %302, 0
  %304 = getelementptr inbounds i8, ptr %W_s, i64 %303
  call void @llvm.memset.p0.i64(ptr align 1 %304, i8 0, i64 %300, i1 false)
  %305 = mul i32 %bx, 32
  %306 = sext i32 %305 to i64
  %307 = sext i32 %i143 to i64
  %308 = add i64 %306, %307
  %309 = icmp sle i64 0, %308
  %310 = mul i32 %bx, 32
  %311 = sext i32 %310 to i64
  %312 = sext i32 %i143 to i64
  %313 = add i64 %311, %312
  %314 = sext i32 %N to i64
  %315 = icmp slt i64 %313, %314
  %316 = and i1 %309, %315
  br i1 %316, label %if.then44, label %if.else45

for.end42:                                        ; preds = %for.cond40
  br label %if.end35

if.then44:                                        ; preds = %for.body41
  %317 = sub i32 %tl_hi3, %tl_lo2
  %318 = sext i32 %317 to i64
  %319 = sub i64 %318, 0
  %320 = call i64 @llvm.smax.i64(i64 %319, i64 0)
  %321 = mul nuw i64 %320, 1
  %322 = sext i32 %i143 to i64
  %323 = mul nsw i64 %322, 16
  %324 = add i32 %tl_lo2, 0
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %323, %325
  %327 = getelementptr inbounds i8, ptr %W_s, i64 %326
  %328 = mul i32 %bx, 32
  %329 = add i32 %328, %i143
  %330 = sext i32 %329 to i64
  %331 = sext i32 %31 to i64
  %332 = mul nsw i64 %330, %331
  %333 = mul i32 %k, 16
  %334 = add i32 %tl_lo2, 0
  %335 = add i32 %333, %334
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %332, %336
  %338 = getelementptr inbounds i8, ptr %W, i64 %337
  call void @tilec_rt_copy(ptr %327, ptr %338, i64 %321)
  br label %if.end46

if.else45:                                        ; preds = %for.body41
  %339 = sub i32 %tl_hi3, %tl_lo2
  %340 = sext i32 %339 to i64
  %341 = sub i64 %340, 0
  %342 = call i64 @llvm.smax.i64(i64 %341, i64 0)
  %343 = mul nuw i64 %342, 1
  %344 = sext i32 %i143 to i64
  %345 = mul nsw i64 %344, 16
  %346 = add i32 %tl_lo2, 0
  %347 = sext i32 %346 to i64
  %348 = add nsw i64 %345, %347
  %349 = getelementptr inbounds i8, ptr %W_s, i64 %348
  call void @llvm.memset.p0.i64(ptr align 1 %349, i8 0, i64 %343, i1 false)
  br label %if.end46

if.end46:                                         ; preds = %if.else45, %if.then44
  %350 = sub i32 16, %tl_hi3
  %351 = sext i32 %350 to i64
  %352 = sub i64 %351, 0
  %353 = call i64 @llvm.smax.i64(i64 %352, i64 0)
  %354 = mul nuw i64 %353, 1
  %355 = sext i32 %i143 to i64
  %356 = mul nsw i64 %355, 16
  %357 = add i32 %tl_hi3, 0
  %358 = sext i32 %357 to i64
  %359 = add nsw i64 %356, %358
  %360 = getelementptr inbounds i8, ptr %W_s, i64 %359
  call void @llvm.memset.p0.i64(ptr align 1 %360, i8 0, i64 %354, i1 false)
  %361 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !28

for.cond47:                                       ; preds = %for.end52, %if.end35
  %i = phi i32 [ 0, %if.end35 ], [ %396, %for.end52 ]
  %362 = icmp slt i32 %i, 32
  br i1 %362, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  br label %for.cond50

for.end49:                                        ; preds = %for.cond47
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %363 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !29

for.cond50:                                       ; preds = %sel.end, %for.body48
  %j = phi i32 [ 0, %for.body48 ], [ %423, %sel.end ]
  %364 = icmp slt i32 %j, 32
  br i1 %364, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %365 = sext i32 %i to i64
  %366 = mul nsw i64 %365, 16
  %367 = sdiv i32 %j, 2
  %368 = sub i32 0, %j
  %369 = select i1 false, i32 %368, i32 %367
  %370 = sext i32 %369 to i64
  %371 = add nsw i64 %366, %370
  %372 = getelementptr inbounds i8, ptr %W_s, i64 %371
  %byte = load i8, ptr %372, align 1
  %373 = shl i8 %byte, 4
  %374 = select i1 false, i8 0, i8 %373
  %lo = ashr i8 %374, 4
  %hi = ashr i8 %byte, 4
  %375 = mul i32 %bx, 32
  %376 = add i32 %375, %i
  %377 = icmp sle i32 0, %376
  %378 = mul i32 %bx, 32
  %379 = add i32 %378, %i
  %380 = icmp slt i32 %379, %N
  %381 = and i1 %377, %380
  %382 = mul i32 %k, 32
  %383 = add i32 %382, %j
  %384 = sdiv i32 %383, 32
  %385 = sub i32 0, %383
  %386 = select i1 false, i32 %385, i32 %384
  %387 = icmp sle i32 0, %386
  %388 = mul i32 %k, 32
  %389 = add i32 %388, %j
  %390 = sdiv i32 %389, 32
  %391 = sub i32 0, %389
  %392 = select i1 false, i32 %391, i32 %390
  %393 = icmp slt i32 %392, %43
  %394 = and i1 %387, %393
  %395 = and i1 %381, %394
  br i1 %395, label %sel.then, label %sel.else

for.end52:                                        ; preds = %for.cond50
  %396 = add nsw i32 %i, 1
  br label %for.cond47, !llvm.loop !30

sel.then:                                         ; preds = %for.body51
  %397 = mul i32 %bx, 32
  %398 = add i32 %397, %i
  %399 = sext i32 %398 to i64
  %400 = sext i32 %43 to i64
  %401 = mul nsw i64 %399, %400
  %402 = mul i32 %k, 32
  %403 = add i32 %402, %j
  %404 = sdiv i32 %403, 32
  %405 = sub i32 0, %403
  %406 = select i1 false, i32 %405, i32 %404
  %407 = sext i32 %406 to i64
  %408 = add nsw i64 %401, %407
  %409 = getelementptr inbounds i16, ptr %S, i64 %408
  %410 = load i16, ptr %409, align 2
  %411 = bitcast i16 %410 to half
  %412 = fpext half %411 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body51
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %412, %sel.then ], [ 0.000000e+00, %sel.else ]
  %413 = srem i32 %j, 2
  %414 = icmp eq i32 %413, 0
  %415 = select i1 %414, i8 %lo, i8 %hi
  %416 = sitofp i8 %415 to float
  %417 = fmul float %416, %s
  %418 = sext i32 %i to i64
  %419 = mul nsw i64 %418, 32
  %420 = sext i32 %j to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %B_s, i64 %421
  store float %417, ptr %422, align 4
  %423 = add nsw i32 %j, 1
  br label %for.cond50, !llvm.loop !31

if.then53:                                        ; preds = %for.end3
  br label %for.cond56

if.else54:                                        ; preds = %for.end3
  br label %for.cond62

if.end55:                                         ; preds = %for.end64, %for.end58
  ret void

for.cond56:                                       ; preds = %if.end61, %if.then53
  %i2 = phi i32 [ 0, %if.then53 ], [ %459, %if.end61 ]
  %424 = icmp slt i32 %i2, 32
  br i1 %424, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %425 = sext i32 %M to i64
  %426 = sext i32 %N to i64
  %427 = mul i64 %425, %426
  %428 = icmp sge i64 %427, 8388608
  br i1 %428, label %if.then59, label %if.else60

for.end58:                                        ; preds = %for.cond56
  br label %if.end55

if.then59:                                        ; preds = %for.body57
  %429 = mul i32 %by, 32
  %430 = add i32 %429, %i2
  %431 = sext i32 %430 to i64
  %432 = sext i32 %N to i64
  %433 = mul nsw i64 %431, %432
  %434 = mul i32 %bx, 32
  %435 = add i32 %434, 0
  %436 = sext i32 %435 to i64
  %437 = add nsw i64 %433, %436
  %438 = getelementptr inbounds float, ptr %C, i64 %437
  %439 = sext i32 %i2 to i64
  %440 = mul nsw i64 %439, 32
  %441 = add nsw i64 %440, 0
  %442 = getelementptr inbounds float, ptr %C_f, i64 %441
  call void @tilec_rt_stream(ptr %438, ptr %442, i64 128)
  br label %if.end61

if.else60:                                        ; preds = %for.body57
  %443 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %444 = mul nuw i64 %443, 4
  %445 = mul i32 %by, 32
  %446 = add i32 %445, %i2
  %447 = sext i32 %446 to i64
  %448 = sext i32 %N to i64
  %449 = mul nsw i64 %447, %448
  %450 = mul i32 %bx, 32
  %451 = add i32 %450, 0
  %452 = sext i32 %451 to i64
  %453 = add nsw i64 %449, %452
  %454 = getelementptr inbounds float, ptr %C, i64 %453
  %455 = sext i32 %i2 to i64
  %456 = mul nsw i64 %455, 32
  %457 = add nsw i64 %456, 0
  %458 = getelementptr inbounds float, ptr %C_f, i64 %457
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %454, ptr align 4 %458, i64 %444, i1 false)
  br label %if.end61

if.end61:                                         ; preds = %if.else60, %if.then59
  %459 = add nsw i32 %i2, 1
  br label %for.cond56, !llvm.loop !32

for.cond62:                                       ; preds = %if.end68, %if.else54
  %i265 = phi i32 [ 0, %if.else54 ], [ %544, %if.end68 ]
  %460 = icmp slt i32 %i265, 32
  br i1 %460, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
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
  %512 = sext i32 %i265 to i64
  %513 = add i64 %511, %512
  %514 = icmp sle i64 0, %513
  %515 = mul i32 %by, 32
  %516 = sext i32 %515 to i64
  %517 = sext i32 %i265 to i64
  %518 = add i64 %516, %517
  %519 = sext i32 %M to i64
  %520 = icmp slt i64 %518, %519
  %521 = and i1 %514, %520
  br i1 %521, label %if.then66, label %if.else67

for.end64:                                        ; preds = %for.cond62
  br label %if.end55

if.then66:                                        ; preds = %for.body63
  %522 = sub i32 %tl_hi5, %tl_lo4
  %523 = sext i32 %522 to i64
  %524 = sub i64 %523, 0
  %525 = call i64 @llvm.smax.i64(i64 %524, i64 0)
  %526 = mul nuw i64 %525, 4
  %527 = mul i32 %by, 32
  %528 = add i32 %527, %i265
  %529 = sext i32 %528 to i64
  %530 = sext i32 %N to i64
  %531 = mul nsw i64 %529, %530
  %532 = mul i32 %bx, 32
  %533 = add i32 %tl_lo4, 0
  %534 = add i32 %532, %533
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %531, %535
  %537 = getelementptr inbounds float, ptr %C, i64 %536
  %538 = sext i32 %i265 to i64
  %539 = mul nsw i64 %538, 32
  %540 = add i32 %tl_lo4, 0
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %539, %541
  %543 = getelementptr inbounds float, ptr %C_f, i64 %542
  call void @tilec_rt_copy(ptr %537, ptr %543, i64 %526)
  br label %if.end68

if.else67:                                        ; preds = %for.body63
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %if.then66
  %544 = add nsw i32 %i265, 1
  br label %for.cond62, !llvm.loop !33
}

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_dequant_gemm_i4(ptr %args, ptr %dims, ptr %self) #4 {
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

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_packed_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 32
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !34

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

for.cond1:                                        ; preds = %for.end68, %for.end
  %k = phi i32 [ 0, %for.end ], [ %361, %for.end68 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 32
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 32
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 32
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
  %50 = mul i32 %by, 32
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 32
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 32
  %55 = sext i32 %M to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %bx, 32
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %bx, 32
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 32
  %63 = sext i32 %N to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then72, label %if.else73

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  %67 = mul i32 %bx, 32
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %bx, 32
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 32
  %72 = sext i32 %N to i64
  %73 = icmp sle i64 %71, %72
  %74 = and i1 %68, %73
  %75 = mul i32 %k, 32
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %k, 32
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 32
  %80 = sext i32 %K to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then33, label %if.else34

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %105, %for.end10 ]
  %84 = icmp slt i32 %i17, 32
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %104, %for.body9 ]
  %85 = icmp slt i32 %j1, 32
  br i1 %85, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %86 = mul i32 %by, 32
  %87 = add i32 %86, %i17
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 32
  %92 = add i32 %91, %j1
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i16, ptr %A, i64 %94
  %96 = load i16, ptr %95, align 2
  %97 = bitcast i16 %96 to half
  %98 = fpext half %97 to float
  %99 = sext i32 %i17 to i64
  %100 = mul nsw i64 %99, 32
  %101 = sext i32 %j1 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds float, ptr %A_s, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !35

for.end10:                                        ; preds = %for.cond8
  %105 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !36

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %216, %for.end31 ]
  %106 = icmp slt i32 %i114, 32
  br i1 %106, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %107 = mul i32 %k, 32
  %108 = sext i32 %107 to i64
  %109 = sub i64 0, %108
  %110 = icmp slt i64 %109, 0
  %111 = mul i32 %k, 32
  %112 = sext i32 %111 to i64
  %113 = sub i64 0, %112
  %114 = icmp sgt i64 %113, 32
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 0, %116
  %118 = select i1 %114, i64 32, i64 %117
  %119 = select i1 %110, i64 0, i64 %118
  %tl_lo0 = trunc i64 %119 to i32
  %120 = sext i32 %K to i64
  %121 = mul i32 %k, 32
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %K to i64
  %126 = mul i32 %k, 32
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 32
  %130 = sext i32 %K to i64
  %131 = mul i32 %k, 32
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 32, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = sext i32 %tl_lo0 to i64
  %137 = icmp slt i64 %135, %136
  %138 = sext i32 %tl_lo0 to i64
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 32
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp slt i64 %142, 0
  %144 = sext i32 %K to i64
  %145 = mul i32 %k, 32
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = icmp sgt i64 %147, 32
  %149 = sext i32 %K to i64
  %150 = mul i32 %k, 32
  %151 = sext i32 %150 to i64
  %152 = sub i64 %149, %151
  %153 = select i1 %148, i64 32, i64 %152
  %154 = select i1 %143, i64 0, i64 %153
  %155 = select i1 %137, i64 %138, i64 %154
  %tl_hi1 = trunc i64 %155 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %162, %for.body16 ]
  %156 = icmp slt i32 %j118, %tl_lo0
  br i1 %156, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %157 = sext i32 %i114 to i64
  %158 = mul nsw i64 %157, 32
  %159 = sext i32 %j118 to i64
  %160 = add nsw i64 %158, %159
  %161 = getelementptr inbounds float, ptr %A_s, i64 %160
  store float 0.000000e+00, ptr %161, align 4
  %162 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !37

for.end17:                                        ; preds = %for.cond15
  %163 = mul i32 %by, 32
  %164 = sext i32 %163 to i64
  %165 = sext i32 %i114 to i64
  %166 = add i64 %164, %165
  %167 = icmp sle i64 0, %166
  %168 = mul i32 %by, 32
  %169 = sext i32 %168 to i64
  %170 = sext i32 %i114 to i64
  %171 = add i64 %169, %170
  %172 = sext i32 %M to i64
  %173 = icmp slt i64 %171, %172
  %174 = and i1 %167, %173
  br i1 %174, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %175 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %176 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %177 = sub i32 32, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %199, %for.body23 ]
  %178 = icmp slt i32 %j11, %175
  br i1 %178, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %179 = mul i32 %by, 32
  %180 = add i32 %179, %i114
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
  %193 = sext i32 %i114 to i64
  %194 = mul nsw i64 %193, 32
  %195 = add i32 %tl_lo0, %j11
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %194, %196
  %198 = getelementptr inbounds float, ptr %A_s, i64 %197
  store float %192, ptr %198, align 4
  %199 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !38

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %207, %for.body26 ]
  %200 = icmp slt i32 %j1128, %176
  br i1 %200, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %201 = sext i32 %i114 to i64
  %202 = mul nsw i64 %201, 32
  %203 = add i32 %tl_lo0, %j1128
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = getelementptr inbounds float, ptr %A_s, i64 %205
  store float 0.000000e+00, ptr %206, align 4
  %207 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !39

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %215, %for.body30 ]
  %208 = icmp slt i32 %j1132, %177
  br i1 %208, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %209 = sext i32 %i114 to i64
  %210 = mul nsw i64 %209, 32
  %211 = add i32 %tl_hi1, %j1132
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %210, %212
  %214 = getelementptr inbounds float, ptr %A_s, i64 %213
  store float 0.000000e+00, ptr %214, align 4
  %215 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !40

for.end31:                                        ; preds = %for.cond29
  %216 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !41

if.then33:                                        ; preds = %if.end
  br label %for.cond36

if.else34:                                        ; preds = %if.end
  br label %for.cond44

if.end35:                                         ; preds = %for.end46, %for.end38
  br label %for.cond66

for.cond36:                                       ; preds = %for.end42, %if.then33
  %i139 = phi i32 [ 0, %if.then33 ], [ %243, %for.end42 ]
  %217 = icmp slt i32 %i139, 32
  br i1 %217, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

for.cond40:                                       ; preds = %for.body41, %for.body37
  %j143 = phi i32 [ 0, %for.body37 ], [ %242, %for.body41 ]
  %218 = icmp slt i32 %j143, 32
  br i1 %218, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %219 = mul i32 %bx, 32
  %220 = add i32 %219, %i139
  %221 = sext i32 %220 to i64
  %222 = sext i32 %K to i64
  %223 = mul nsw i64 %221, %222
  %224 = mul i32 %k, 32
  %225 = add i32 %224, %j143
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %223, %226
  %228 = lshr i64 %227, 1
  %229 = and i64 %227, 1
  %230 = shl i64 %229, 2
  %231 = trunc i64 %230 to i8
  %232 = getelementptr inbounds i8, ptr %W, i64 %228
  %233 = load i8, ptr %232, align 1
  %234 = lshr i8 %233, %231
  %235 = and i8 %234, 15
  %236 = and i8 %235, 15
  %237 = sext i32 %i139 to i64
  %238 = mul nsw i64 %237, 32
  %239 = sext i32 %j143 to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds i8, ptr %W_s, i64 %240
  store i8 %236, ptr %241, align 1
  %242 = add nsw i32 %j143, 1
  br label %for.cond40, !llvm.loop !42

for.end42:                                        ; preds = %for.cond40
  %243 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !43

for.cond44:                                       ; preds = %for.end64, %if.else34
  %i147 = phi i32 [ 0, %if.else34 ], [ %359, %for.end64 ]
  %244 = icmp slt i32 %i147, 32
  br i1 %244, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %245 = mul i32 %k, 32
  %246 = sext i32 %245 to i64
  %247 = sub i64 0, %246
  %248 = icmp slt i64 %247, 0
  %249 = mul i32 %k, 32
  %250 = sext i32 %249 to i64
  %251 = sub i64 0, %250
  %252 = icmp sgt i64 %251, 32
  %253 = mul i32 %k, 32
  %254 = sext i32 %253 to i64
  %255 = sub i64 0, %254
  %256 = select i1 %252, i64 32, i64 %255
  %257 = select i1 %248, i64 0, i64 %256
  %tl_lo2 = trunc i64 %257 to i32
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
  %274 = sext i32 %tl_lo2 to i64
  %275 = icmp slt i64 %273, %274
  %276 = sext i32 %tl_lo2 to i64
  %277 = sext i32 %K to i64
  %278 = mul i32 %k, 32
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = icmp slt i64 %280, 0
  %282 = sext i32 %K to i64
  %283 = mul i32 %k, 32
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp sgt i64 %285, 32
  %287 = sext i32 %K to i64
  %288 = mul i32 %k, 32
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = select i1 %286, i64 32, i64 %290
  %292 = select i1 %281, i64 0, i64 %291
  %293 = select i1 %275, i64 %276, i64 %292
  %tl_hi3 = trunc i64 %293 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end35

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j151 = phi i32 [ 0, %for.body45 ], [ %300, %for.body49 ]
  %294 = icmp slt i32 %j151, %tl_lo2
  br i1 %294, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %295 = sext i32 %i147 to i64
  %296 = mul nsw i64 %295, 32
  %297 = sext i32 %j151 to i64
  %298 = add nsw i64 %296, %297
  %299 = getelementptr inbounds i8, ptr %W_s, i64 %298
  store i8 0, ptr %299, align 1
  %300 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !44

for.end50:                                        ; preds = %for.cond48
  %301 = mul i32 %bx, 32
  %302 = sext i32 %301 to i64
  %303 = sext i32 %i147 to i64
  %304 = add i64 %302, %303
  %305 = icmp sle i64 0, %304
  %306 = mul i32 %bx, 32
  %307 = sext i32 %306 to i64
  %308 = sext i32 %i147 to i64
  %309 = add i64 %307, %308
  %310 = sext i32 %N to i64
  %311 = icmp slt i64 %309, %310
  %312 = and i1 %305, %311
  br i1 %312, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %313 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.else53:                                        ; preds = %for.end50
  %314 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond58

if.end54:                                         ; preds = %for.end60, %for.end57
  %315 = sub i32 32, %tl_hi3
  br label %for.cond62

for.cond55:                                       ; preds = %for.body56, %if.then52
  %j12 = phi i32 [ 0, %if.then52 ], [ %342, %for.body56 ]
  %316 = icmp slt i32 %j12, %313
  br i1 %316, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %317 = mul i32 %bx, 32
  %318 = add i32 %317, %i147
  %319 = sext i32 %318 to i64
  %320 = sext i32 %K to i64
  %321 = mul nsw i64 %319, %320
  %322 = mul i32 %k, 32
  %323 = add i32 %tl_lo2, %j12
  %324 = add i32 %322, %323
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %321, %325
  %327 = lshr i64 %326, 1
  %328 = and i64 %326, 1
  %329 = shl i64 %328, 2
  %330 = trunc i64 %329 to i8
  %331 = getelementptr inbounds i8, ptr %W, i64 %327
  %332 = load i8, ptr %331, align 1
  %333 = lshr i8 %332, %330
  %334 = and i8 %333, 15
  %335 = and i8 %334, 15
  %336 = sext i32 %i147 to i64
  %337 = mul nsw i64 %336, 32
  %338 = add i32 %tl_lo2, %j12
  %339 = sext i32 %338 to i64
  %340 = add nsw i64 %337, %339
  %341 = getelementptr inbounds i8, ptr %W_s, i64 %340
  store i8 %335, ptr %341, align 1
  %342 = add nsw i32 %j12, 1
  br label %for.cond55, !llvm.loop !45

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.else53
  %j1261 = phi i32 [ 0, %if.else53 ], [ %350, %for.body59 ]
  %343 = icmp slt i32 %j1261, %314
  br i1 %343, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %344 = sext i32 %i147 to i64
  %345 = mul nsw i64 %344, 32
  %346 = add i32 %tl_lo2, %j1261
  %347 = sext i32 %346 to i64
  %348 = add nsw i64 %345, %347
  %349 = getelementptr inbounds i8, ptr %W_s, i64 %348
  store i8 0, ptr %349, align 1
  %350 = add nsw i32 %j1261, 1
  br label %for.cond58, !llvm.loop !46

for.end60:                                        ; preds = %for.cond58
  br label %if.end54

for.cond62:                                       ; preds = %for.body63, %if.end54
  %j1265 = phi i32 [ 0, %if.end54 ], [ %358, %for.body63 ]
  %351 = icmp slt i32 %j1265, %315
  br i1 %351, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %352 = sext i32 %i147 to i64
  %353 = mul nsw i64 %352, 32
  %354 = add i32 %tl_hi3, %j1265
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds i8, ptr %W_s, i64 %356
  store i8 0, ptr %357, align 1
  %358 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !47

for.end64:                                        ; preds = %for.cond62
  %359 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !48

for.cond66:                                       ; preds = %for.end71, %if.end35
  %i = phi i32 [ 0, %if.end35 ], [ %384, %for.end71 ]
  %360 = icmp slt i32 %i, 32
  br i1 %360, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond69

for.end68:                                        ; preds = %for.cond66
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %361 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !49

for.cond69:                                       ; preds = %sel.end, %for.body67
  %j = phi i32 [ 0, %for.body67 ], [ %416, %sel.end ]
  %362 = icmp slt i32 %j, 32
  br i1 %362, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %363 = mul i32 %bx, 32
  %364 = add i32 %363, %i
  %365 = icmp sle i32 0, %364
  %366 = mul i32 %bx, 32
  %367 = add i32 %366, %i
  %368 = icmp slt i32 %367, %N
  %369 = and i1 %365, %368
  %370 = mul i32 %k, 32
  %371 = add i32 %370, %j
  %372 = sdiv i32 %371, 32
  %373 = sub i32 0, %371
  %374 = select i1 false, i32 %373, i32 %372
  %375 = icmp sle i32 0, %374
  %376 = mul i32 %k, 32
  %377 = add i32 %376, %j
  %378 = sdiv i32 %377, 32
  %379 = sub i32 0, %377
  %380 = select i1 false, i32 %379, i32 %378
  %381 = icmp slt i32 %380, %31
  %382 = and i1 %375, %381
  %383 = and i1 %369, %382
  br i1 %383, label %sel.then, label %sel.else

for.end71:                                        ; preds = %for.cond69
  %384 = add nsw i32 %i, 1
  br label %for.cond66, !llvm.loop !50

sel.then:                                         ; preds = %for.body70
  %385 = mul i32 %bx, 32
  %386 = add i32 %385, %i
  %387 = sext i32 %386 to i64
  %388 = sext i32 %31 to i64
  %389 = mul nsw i64 %387, %388
  %390 = mul i32 %k, 32
  %391 = add i32 %390, %j
  %392 = sdiv i32 %391, 32
  %393 = sub i32 0, %391
  %394 = select i1 false, i32 %393, i32 %392
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %389, %395
  %397 = getelementptr inbounds i16, ptr %S, i64 %396
  %398 = load i16, ptr %397, align 2
  %399 = bitcast i16 %398 to half
  %400 = fpext half %399 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body70
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %400, %sel.then ], [ 0.000000e+00, %sel.else ]
  %401 = sext i32 %i to i64
  %402 = mul nsw i64 %401, 32
  %403 = sext i32 %j to i64
  %404 = add nsw i64 %402, %403
  %405 = getelementptr inbounds i8, ptr %W_s, i64 %404
  %406 = load i8, ptr %405, align 1
  %407 = zext i8 %406 to i64
  %408 = sitofp i64 %407 to float
  %409 = fsub float %408, 8.000000e+00
  %410 = fmul float %409, %s
  %411 = sext i32 %i to i64
  %412 = mul nsw i64 %411, 32
  %413 = sext i32 %j to i64
  %414 = add nsw i64 %412, %413
  %415 = getelementptr inbounds float, ptr %B_s, i64 %414
  store float %410, ptr %415, align 4
  %416 = add nsw i32 %j, 1
  br label %for.cond69, !llvm.loop !51

if.then72:                                        ; preds = %for.end3
  br label %for.cond75

if.else73:                                        ; preds = %for.end3
  br label %for.cond81

if.end74:                                         ; preds = %for.end83, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %452, %if.end80 ]
  %417 = icmp slt i32 %i2, 32
  br i1 %417, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %418 = sext i32 %M to i64
  %419 = sext i32 %N to i64
  %420 = mul i64 %418, %419
  %421 = icmp sge i64 %420, 8388608
  br i1 %421, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %422 = mul i32 %by, 32
  %423 = add i32 %422, %i2
  %424 = sext i32 %423 to i64
  %425 = sext i32 %N to i64
  %426 = mul nsw i64 %424, %425
  %427 = mul i32 %bx, 32
  %428 = add i32 %427, 0
  %429 = sext i32 %428 to i64
  %430 = add nsw i64 %426, %429
  %431 = getelementptr inbounds float, ptr %C, i64 %430
  %432 = sext i32 %i2 to i64
  %433 = mul nsw i64 %432, 32
  %434 = add nsw i64 %433, 0
  %435 = getelementptr inbounds float, ptr %C_f, i64 %434
  call void @tilec_rt_stream(ptr %431, ptr %435, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  %436 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %437 = mul nuw i64 %436, 4
  %438 = mul i32 %by, 32
  %439 = add i32 %438, %i2
  %440 = sext i32 %439 to i64
  %441 = sext i32 %N to i64
  %442 = mul nsw i64 %440, %441
  %443 = mul i32 %bx, 32
  %444 = add i32 %443, 0
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %442, %445
  %447 = getelementptr inbounds float, ptr %C, i64 %446
  %448 = sext i32 %i2 to i64
  %449 = mul nsw i64 %448, 32
  %450 = add nsw i64 %449, 0
  %451 = getelementptr inbounds float, ptr %C_f, i64 %450
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %447, ptr align 4 %451, i64 %437, i1 false)
  br label %if.end80

if.end80:                                         ; preds = %if.else79, %if.then78
  %452 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !52

for.cond81:                                       ; preds = %if.end87, %if.else73
  %i284 = phi i32 [ 0, %if.else73 ], [ %537, %if.end87 ]
  %453 = icmp slt i32 %i284, 32
  br i1 %453, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %454 = mul i32 %bx, 32
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = icmp slt i64 %456, 0
  %458 = mul i32 %bx, 32
  %459 = sext i32 %458 to i64
  %460 = sub i64 0, %459
  %461 = icmp sgt i64 %460, 32
  %462 = mul i32 %bx, 32
  %463 = sext i32 %462 to i64
  %464 = sub i64 0, %463
  %465 = select i1 %461, i64 32, i64 %464
  %466 = select i1 %457, i64 0, i64 %465
  %tl_lo4 = trunc i64 %466 to i32
  %467 = sext i32 %N to i64
  %468 = mul i32 %bx, 32
  %469 = sext i32 %468 to i64
  %470 = sub i64 %467, %469
  %471 = icmp slt i64 %470, 0
  %472 = sext i32 %N to i64
  %473 = mul i32 %bx, 32
  %474 = sext i32 %473 to i64
  %475 = sub i64 %472, %474
  %476 = icmp sgt i64 %475, 32
  %477 = sext i32 %N to i64
  %478 = mul i32 %bx, 32
  %479 = sext i32 %478 to i64
  %480 = sub i64 %477, %479
  %481 = select i1 %476, i64 32, i64 %480
  %482 = select i1 %471, i64 0, i64 %481
  %483 = sext i32 %tl_lo4 to i64
  %484 = icmp slt i64 %482, %483
  %485 = sext i32 %tl_lo4 to i64
  %486 = sext i32 %N to i64
  %487 = mul i32 %bx, 32
  %488 = sext i32 %487 to i64
  %489 = sub i64 %486, %488
  %490 = icmp slt i64 %489, 0
  %491 = sext i32 %N to i64
  %492 = mul i32 %bx, 32
  %493 = sext i32 %492 to i64
  %494 = sub i64 %491, %493
  %495 = icmp sgt i64 %494, 32
  %496 = sext i32 %N to i64
  %497 = mul i32 %bx, 32
  %498 = sext i32 %497 to i64
  %499 = sub i64 %496, %498
  %500 = select i1 %495, i64 32, i64 %499
  %501 = select i1 %490, i64 0, i64 %500
  %502 = select i1 %484, i64 %485, i64 %501
  %tl_hi5 = trunc i64 %502 to i32
  %503 = mul i32 %by, 32
  %504 = sext i32 %503 to i64
  %505 = sext i32 %i284 to i64
  %506 = add i64 %504, %505
  %507 = icmp sle i64 0, %506
  %508 = mul i32 %by, 32
  %509 = sext i32 %508 to i64
  %510 = sext i32 %i284 to i64
  %511 = add i64 %509, %510
  %512 = sext i32 %M to i64
  %513 = icmp slt i64 %511, %512
  %514 = and i1 %507, %513
  br i1 %514, label %if.then85, label %if.else86

for.end83:                                        ; preds = %for.cond81
  br label %if.end74

if.then85:                                        ; preds = %for.body82
  %515 = sub i32 %tl_hi5, %tl_lo4
  %516 = sext i32 %515 to i64
  %517 = sub i64 %516, 0
  %518 = call i64 @llvm.smax.i64(i64 %517, i64 0)
  %519 = mul nuw i64 %518, 4
  %520 = mul i32 %by, 32
  %521 = add i32 %520, %i284
  %522 = sext i32 %521 to i64
  %523 = sext i32 %N to i64
  %524 = mul nsw i64 %522, %523
  %525 = mul i32 %bx, 32
  %526 = add i32 %tl_lo4, 0
  %527 = add i32 %525, %526
  %528 = sext i32 %527 to i64
  %529 = add nsw i64 %524, %528
  %530 = getelementptr inbounds float, ptr %C, i64 %529
  %531 = sext i32 %i284 to i64
  %532 = mul nsw i64 %531, 32
  %533 = add i32 %tl_lo4, 0
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %532, %534
  %536 = getelementptr inbounds float, ptr %C_f, i64 %535
  call void @tilec_rt_copy(ptr %530, ptr %536, i64 %519)
  br label %if.end87

if.else86:                                        ; preds = %for.body82
  br label %if.end87

if.end87:                                         ; preds = %if.else86, %if.then85
  %537 = add nsw i32 %i284, 1
  br label %for.cond81, !llvm.loop !53
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_u4_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_dequant_gemm_packed_u4(ptr %args, ptr %dims, ptr %self) #4 {
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

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_packed_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 32
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !54

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

for.cond1:                                        ; preds = %for.end68, %for.end
  %k = phi i32 [ 0, %for.end ], [ %363, %for.end68 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 32
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 32
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 32
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
  %50 = mul i32 %by, 32
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 32
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 32
  %55 = sext i32 %M to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %bx, 32
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %bx, 32
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 32
  %63 = sext i32 %N to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then72, label %if.else73

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond11

if.end:                                           ; preds = %for.end13, %for.end6
  %67 = mul i32 %bx, 32
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %bx, 32
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 32
  %72 = sext i32 %N to i64
  %73 = icmp sle i64 %71, %72
  %74 = and i1 %68, %73
  %75 = mul i32 %k, 32
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %k, 32
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 32
  %80 = sext i32 %K to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then33, label %if.else34

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %105, %for.end10 ]
  %84 = icmp slt i32 %i17, 32
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %104, %for.body9 ]
  %85 = icmp slt i32 %j1, 32
  br i1 %85, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %86 = mul i32 %by, 32
  %87 = add i32 %86, %i17
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 32
  %92 = add i32 %91, %j1
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i16, ptr %A, i64 %94
  %96 = load i16, ptr %95, align 2
  %97 = bitcast i16 %96 to half
  %98 = fpext half %97 to float
  %99 = sext i32 %i17 to i64
  %100 = mul nsw i64 %99, 32
  %101 = sext i32 %j1 to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds float, ptr %A_s, i64 %102
  store float %98, ptr %103, align 4
  %104 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !55

for.end10:                                        ; preds = %for.cond8
  %105 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !56

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %216, %for.end31 ]
  %106 = icmp slt i32 %i114, 32
  br i1 %106, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %107 = mul i32 %k, 32
  %108 = sext i32 %107 to i64
  %109 = sub i64 0, %108
  %110 = icmp slt i64 %109, 0
  %111 = mul i32 %k, 32
  %112 = sext i32 %111 to i64
  %113 = sub i64 0, %112
  %114 = icmp sgt i64 %113, 32
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 0, %116
  %118 = select i1 %114, i64 32, i64 %117
  %119 = select i1 %110, i64 0, i64 %118
  %tl_lo0 = trunc i64 %119 to i32
  %120 = sext i32 %K to i64
  %121 = mul i32 %k, 32
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %K to i64
  %126 = mul i32 %k, 32
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 32
  %130 = sext i32 %K to i64
  %131 = mul i32 %k, 32
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 32, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = sext i32 %tl_lo0 to i64
  %137 = icmp slt i64 %135, %136
  %138 = sext i32 %tl_lo0 to i64
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 32
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp slt i64 %142, 0
  %144 = sext i32 %K to i64
  %145 = mul i32 %k, 32
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = icmp sgt i64 %147, 32
  %149 = sext i32 %K to i64
  %150 = mul i32 %k, 32
  %151 = sext i32 %150 to i64
  %152 = sub i64 %149, %151
  %153 = select i1 %148, i64 32, i64 %152
  %154 = select i1 %143, i64 0, i64 %153
  %155 = select i1 %137, i64 %138, i64 %154
  %tl_hi1 = trunc i64 %155 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %162, %for.body16 ]
  %156 = icmp slt i32 %j118, %tl_lo0
  br i1 %156, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %157 = sext i32 %i114 to i64
  %158 = mul nsw i64 %157, 32
  %159 = sext i32 %j118 to i64
  %160 = add nsw i64 %158, %159
  %161 = getelementptr inbounds float, ptr %A_s, i64 %160
  store float 0.000000e+00, ptr %161, align 4
  %162 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !57

for.end17:                                        ; preds = %for.cond15
  %163 = mul i32 %by, 32
  %164 = sext i32 %163 to i64
  %165 = sext i32 %i114 to i64
  %166 = add i64 %164, %165
  %167 = icmp sle i64 0, %166
  %168 = mul i32 %by, 32
  %169 = sext i32 %168 to i64
  %170 = sext i32 %i114 to i64
  %171 = add i64 %169, %170
  %172 = sext i32 %M to i64
  %173 = icmp slt i64 %171, %172
  %174 = and i1 %167, %173
  br i1 %174, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %175 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %176 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %177 = sub i32 32, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %199, %for.body23 ]
  %178 = icmp slt i32 %j11, %175
  br i1 %178, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %179 = mul i32 %by, 32
  %180 = add i32 %179, %i114
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
  %193 = sext i32 %i114 to i64
  %194 = mul nsw i64 %193, 32
  %195 = add i32 %tl_lo0, %j11
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %194, %196
  %198 = getelementptr inbounds float, ptr %A_s, i64 %197
  store float %192, ptr %198, align 4
  %199 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !58

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %207, %for.body26 ]
  %200 = icmp slt i32 %j1128, %176
  br i1 %200, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %201 = sext i32 %i114 to i64
  %202 = mul nsw i64 %201, 32
  %203 = add i32 %tl_lo0, %j1128
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = getelementptr inbounds float, ptr %A_s, i64 %205
  store float 0.000000e+00, ptr %206, align 4
  %207 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !59

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %215, %for.body30 ]
  %208 = icmp slt i32 %j1132, %177
  br i1 %208, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %209 = sext i32 %i114 to i64
  %210 = mul nsw i64 %209, 32
  %211 = add i32 %tl_hi1, %j1132
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %210, %212
  %214 = getelementptr inbounds float, ptr %A_s, i64 %213
  store float 0.000000e+00, ptr %214, align 4
  %215 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !60

for.end31:                                        ; preds = %for.cond29
  %216 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !61

if.then33:                                        ; preds = %if.end
  br label %for.cond36

if.else34:                                        ; preds = %if.end
  br label %for.cond44

if.end35:                                         ; preds = %for.end46, %for.end38
  br label %for.cond66

for.cond36:                                       ; preds = %for.end42, %if.then33
  %i139 = phi i32 [ 0, %if.then33 ], [ %244, %for.end42 ]
  %217 = icmp slt i32 %i139, 32
  br i1 %217, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

for.cond40:                                       ; preds = %for.body41, %for.body37
  %j143 = phi i32 [ 0, %for.body37 ], [ %243, %for.body41 ]
  %218 = icmp slt i32 %j143, 32
  br i1 %218, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %219 = mul i32 %bx, 32
  %220 = add i32 %219, %i139
  %221 = sext i32 %220 to i64
  %222 = sext i32 %K to i64
  %223 = mul nsw i64 %221, %222
  %224 = mul i32 %k, 32
  %225 = add i32 %224, %j143
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %223, %226
  %228 = lshr i64 %227, 1
  %229 = and i64 %227, 1
  %230 = shl i64 %229, 2
  %231 = trunc i64 %230 to i8
  %232 = getelementptr inbounds i8, ptr %W, i64 %228
  %233 = load i8, ptr %232, align 1
  %234 = lshr i8 %233, %231
  %235 = and i8 %234, 15
  %236 = shl i8 %235, 4
  %237 = ashr i8 %236, 4
  %238 = sext i32 %i139 to i64
  %239 = mul nsw i64 %238, 32
  %240 = sext i32 %j143 to i64
  %241 = add nsw i64 %239, %240
  %242 = getelementptr inbounds i8, ptr %W_s, i64 %241
  store i8 %237, ptr %242, align 1
  %243 = add nsw i32 %j143, 1
  br label %for.cond40, !llvm.loop !62

for.end42:                                        ; preds = %for.cond40
  %244 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !63

for.cond44:                                       ; preds = %for.end64, %if.else34
  %i147 = phi i32 [ 0, %if.else34 ], [ %361, %for.end64 ]
  %245 = icmp slt i32 %i147, 32
  br i1 %245, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %246 = mul i32 %k, 32
  %247 = sext i32 %246 to i64
  %248 = sub i64 0, %247
  %249 = icmp slt i64 %248, 0
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = icmp sgt i64 %252, 32
  %254 = mul i32 %k, 32
  %255 = sext i32 %254 to i64
  %256 = sub i64 0, %255
  %257 = select i1 %253, i64 32, i64 %256
  %258 = select i1 %249, i64 0, i64 %257
  %tl_lo2 = trunc i64 %258 to i32
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
  %275 = sext i32 %tl_lo2 to i64
  %276 = icmp slt i64 %274, %275
  %277 = sext i32 %tl_lo2 to i64
  %278 = sext i32 %K to i64
  %279 = mul i32 %k, 32
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = icmp slt i64 %281, 0
  %283 = sext i32 %K to i64
  %284 = mul i32 %k, 32
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp sgt i64 %286, 32
  %288 = sext i32 %K to i64
  %289 = mul i32 %k, 32
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = select i1 %287, i64 32, i64 %291
  %293 = select i1 %282, i64 0, i64 %292
  %294 = select i1 %276, i64 %277, i64 %293
  %tl_hi3 = trunc i64 %294 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end35

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j151 = phi i32 [ 0, %for.body45 ], [ %301, %for.body49 ]
  %295 = icmp slt i32 %j151, %tl_lo2
  br i1 %295, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %296 = sext i32 %i147 to i64
  %297 = mul nsw i64 %296, 32
  %298 = sext i32 %j151 to i64
  %299 = add nsw i64 %297, %298
  %300 = getelementptr inbounds i8, ptr %W_s, i64 %299
  store i8 0, ptr %300, align 1
  %301 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !64

for.end50:                                        ; preds = %for.cond48
  %302 = mul i32 %bx, 32
  %303 = sext i32 %302 to i64
  %304 = sext i32 %i147 to i64
  %305 = add i64 %303, %304
  %306 = icmp sle i64 0, %305
  %307 = mul i32 %bx, 32
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i147 to i64
  %310 = add i64 %308, %309
  %311 = sext i32 %N to i64
  %312 = icmp slt i64 %310, %311
  %313 = and i1 %306, %312
  br i1 %313, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %314 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.else53:                                        ; preds = %for.end50
  %315 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond58

if.end54:                                         ; preds = %for.end60, %for.end57
  %316 = sub i32 32, %tl_hi3
  br label %for.cond62

for.cond55:                                       ; preds = %for.body56, %if.then52
  %j12 = phi i32 [ 0, %if.then52 ], [ %344, %for.body56 ]
  %317 = icmp slt i32 %j12, %314
  br i1 %317, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %318 = mul i32 %bx, 32
  %319 = add i32 %318, %i147
  %320 = sext i32 %319 to i64
  %321 = sext i32 %K to i64
  %322 = mul nsw i64 %320, %321
  %323 = mul i32 %k, 32
  %324 = add i32 %tl_lo2, %j12
  %325 = add i32 %323, %324
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %322, %326
  %328 = lshr i64 %327, 1
  %329 = and i64 %327, 1
  %330 = shl i64 %329, 2
  %331 = trunc i64 %330 to i8
  %332 = getelementptr inbounds i8, ptr %W, i64 %328
  %333 = load i8, ptr %332, align 1
  %334 = lshr i8 %333, %331
  %335 = and i8 %334, 15
  %336 = shl i8 %335, 4
  %337 = ashr i8 %336, 4
  %338 = sext i32 %i147 to i64
  %339 = mul nsw i64 %338, 32
  %340 = add i32 %tl_lo2, %j12
  %341 = sext i32 %340 to i64
  %342 = add nsw i64 %339, %341
  %343 = getelementptr inbounds i8, ptr %W_s, i64 %342
  store i8 %337, ptr %343, align 1
  %344 = add nsw i32 %j12, 1
  br label %for.cond55, !llvm.loop !65

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.else53
  %j1261 = phi i32 [ 0, %if.else53 ], [ %352, %for.body59 ]
  %345 = icmp slt i32 %j1261, %315
  br i1 %345, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %346 = sext i32 %i147 to i64
  %347 = mul nsw i64 %346, 32
  %348 = add i32 %tl_lo2, %j1261
  %349 = sext i32 %348 to i64
  %350 = add nsw i64 %347, %349
  %351 = getelementptr inbounds i8, ptr %W_s, i64 %350
  store i8 0, ptr %351, align 1
  %352 = add nsw i32 %j1261, 1
  br label %for.cond58, !llvm.loop !66

for.end60:                                        ; preds = %for.cond58
  br label %if.end54

for.cond62:                                       ; preds = %for.body63, %if.end54
  %j1265 = phi i32 [ 0, %if.end54 ], [ %360, %for.body63 ]
  %353 = icmp slt i32 %j1265, %316
  br i1 %353, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %354 = sext i32 %i147 to i64
  %355 = mul nsw i64 %354, 32
  %356 = add i32 %tl_hi3, %j1265
  %357 = sext i32 %356 to i64
  %358 = add nsw i64 %355, %357
  %359 = getelementptr inbounds i8, ptr %W_s, i64 %358
  store i8 0, ptr %359, align 1
  %360 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !67

for.end64:                                        ; preds = %for.cond62
  %361 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !68

for.cond66:                                       ; preds = %for.end71, %if.end35
  %i = phi i32 [ 0, %if.end35 ], [ %386, %for.end71 ]
  %362 = icmp slt i32 %i, 32
  br i1 %362, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond69

for.end68:                                        ; preds = %for.cond66
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %363 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !69

for.cond69:                                       ; preds = %sel.end, %for.body67
  %j = phi i32 [ 0, %for.body67 ], [ %416, %sel.end ]
  %364 = icmp slt i32 %j, 32
  br i1 %364, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %365 = mul i32 %bx, 32
  %366 = add i32 %365, %i
  %367 = icmp sle i32 0, %366
  %368 = mul i32 %bx, 32
  %369 = add i32 %368, %i
  %370 = icmp slt i32 %369, %N
  %371 = and i1 %367, %370
  %372 = mul i32 %k, 32
  %373 = add i32 %372, %j
  %374 = sdiv i32 %373, 32
  %375 = sub i32 0, %373
  %376 = select i1 false, i32 %375, i32 %374
  %377 = icmp sle i32 0, %376
  %378 = mul i32 %k, 32
  %379 = add i32 %378, %j
  %380 = sdiv i32 %379, 32
  %381 = sub i32 0, %379
  %382 = select i1 false, i32 %381, i32 %380
  %383 = icmp slt i32 %382, %31
  %384 = and i1 %377, %383
  %385 = and i1 %371, %384
  br i1 %385, label %sel.then, label %sel.else

for.end71:                                        ; preds = %for.cond69
  %386 = add nsw i32 %i, 1
  br label %for.cond66, !llvm.loop !70

sel.then:                                         ; preds = %for.body70
  %387 = mul i32 %bx, 32
  %388 = add i32 %387, %i
  %389 = sext i32 %388 to i64
  %390 = sext i32 %31 to i64
  %391 = mul nsw i64 %389, %390
  %392 = mul i32 %k, 32
  %393 = add i32 %392, %j
  %394 = sdiv i32 %393, 32
  %395 = sub i32 0, %393
  %396 = select i1 false, i32 %395, i32 %394
  %397 = sext i32 %396 to i64
  %398 = add nsw i64 %391, %397
  %399 = getelementptr inbounds i16, ptr %S, i64 %398
  %400 = load i16, ptr %399, align 2
  %401 = bitcast i16 %400 to half
  %402 = fpext half %401 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body70
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %402, %sel.then ], [ 0.000000e+00, %sel.else ]
  %403 = sext i32 %i to i64
  %404 = mul nsw i64 %403, 32
  %405 = sext i32 %j to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds i8, ptr %W_s, i64 %406
  %408 = load i8, ptr %407, align 1
  %409 = sitofp i8 %408 to float
  %410 = fmul float %409, %s
  %411 = sext i32 %i to i64
  %412 = mul nsw i64 %411, 32
  %413 = sext i32 %j to i64
  %414 = add nsw i64 %412, %413
  %415 = getelementptr inbounds float, ptr %B_s, i64 %414
  store float %410, ptr %415, align 4
  %416 = add nsw i32 %j, 1
  br label %for.cond69, !llvm.loop !71

if.then72:                                        ; preds = %for.end3
  br label %for.cond75

if.else73:                                        ; preds = %for.end3
  br label %for.cond81

if.end74:                                         ; preds = %for.end83, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %452, %if.end80 ]
  %417 = icmp slt i32 %i2, 32
  br i1 %417, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %418 = sext i32 %M to i64
  %419 = sext i32 %N to i64
  %420 = mul i64 %418, %419
  %421 = icmp sge i64 %420, 8388608
  br i1 %421, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %422 = mul i32 %by, 32
  %423 = add i32 %422, %i2
  %424 = sext i32 %423 to i64
  %425 = sext i32 %N to i64
  %426 = mul nsw i64 %424, %425
  %427 = mul i32 %bx, 32
  %428 = add i32 %427, 0
  %429 = sext i32 %428 to i64
  %430 = add nsw i64 %426, %429
  %431 = getelementptr inbounds float, ptr %C, i64 %430
  %432 = sext i32 %i2 to i64
  %433 = mul nsw i64 %432, 32
  %434 = add nsw i64 %433, 0
  %435 = getelementptr inbounds float, ptr %C_f, i64 %434
  call void @tilec_rt_stream(ptr %431, ptr %435, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  %436 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %437 = mul nuw i64 %436, 4
  %438 = mul i32 %by, 32
  %439 = add i32 %438, %i2
  %440 = sext i32 %439 to i64
  %441 = sext i32 %N to i64
  %442 = mul nsw i64 %440, %441
  %443 = mul i32 %bx, 32
  %444 = add i32 %443, 0
  %445 = sext i32 %444 to i64
  %446 = add nsw i64 %442, %445
  %447 = getelementptr inbounds float, ptr %C, i64 %446
  %448 = sext i32 %i2 to i64
  %449 = mul nsw i64 %448, 32
  %450 = add nsw i64 %449, 0
  %451 = getelementptr inbounds float, ptr %C_f, i64 %450
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %447, ptr align 4 %451, i64 %437, i1 false)
  br label %if.end80

if.end80:                                         ; preds = %if.else79, %if.then78
  %452 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !72

for.cond81:                                       ; preds = %if.end87, %if.else73
  %i284 = phi i32 [ 0, %if.else73 ], [ %537, %if.end87 ]
  %453 = icmp slt i32 %i284, 32
  br i1 %453, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %454 = mul i32 %bx, 32
  %455 = sext i32 %454 to i64
  %456 = sub i64 0, %455
  %457 = icmp slt i64 %456, 0
  %458 = mul i32 %bx, 32
  %459 = sext i32 %458 to i64
  %460 = sub i64 0, %459
  %461 = icmp sgt i64 %460, 32
  %462 = mul i32 %bx, 32
  %463 = sext i32 %462 to i64
  %464 = sub i64 0, %463
  %465 = select i1 %461, i64 32, i64 %464
  %466 = select i1 %457, i64 0, i64 %465
  %tl_lo4 = trunc i64 %466 to i32
  %467 = sext i32 %N to i64
  %468 = mul i32 %bx, 32
  %469 = sext i32 %468 to i64
  %470 = sub i64 %467, %469
  %471 = icmp slt i64 %470, 0
  %472 = sext i32 %N to i64
  %473 = mul i32 %bx, 32
  %474 = sext i32 %473 to i64
  %475 = sub i64 %472, %474
  %476 = icmp sgt i64 %475, 32
  %477 = sext i32 %N to i64
  %478 = mul i32 %bx, 32
  %479 = sext i32 %478 to i64
  %480 = sub i64 %477, %479
  %481 = select i1 %476, i64 32, i64 %480
  %482 = select i1 %471, i64 0, i64 %481
  %483 = sext i32 %tl_lo4 to i64
  %484 = icmp slt i64 %482, %483
  %485 = sext i32 %tl_lo4 to i64
  %486 = sext i32 %N to i64
  %487 = mul i32 %bx, 32
  %488 = sext i32 %487 to i64
  %489 = sub i64 %486, %488
  %490 = icmp slt i64 %489, 0
  %491 = sext i32 %N to i64
  %492 = mul i32 %bx, 32
  %493 = sext i32 %492 to i64
  %494 = sub i64 %491, %493
  %495 = icmp sgt i64 %494, 32
  %496 = sext i32 %N to i64
  %497 = mul i32 %bx, 32
  %498 = sext i32 %497 to i64
  %499 = sub i64 %496, %498
  %500 = select i1 %495, i64 32, i64 %499
  %501 = select i1 %490, i64 0, i64 %500
  %502 = select i1 %484, i64 %485, i64 %501
  %tl_hi5 = trunc i64 %502 to i32
  %503 = mul i32 %by, 32
  %504 = sext i32 %503 to i64
  %505 = sext i32 %i284 to i64
  %506 = add i64 %504, %505
  %507 = icmp sle i64 0, %506
  %508 = mul i32 %by, 32
  %509 = sext i32 %508 to i64
  %510 = sext i32 %i284 to i64
  %511 = add i64 %509, %510
  %512 = sext i32 %M to i64
  %513 = icmp slt i64 %511, %512
  %514 = and i1 %507, %513
  br i1 %514, label %if.then85, label %if.else86

for.end83:                                        ; preds = %for.cond81
  br label %if.end74

if.then85:                                        ; preds = %for.body82
  %515 = sub i32 %tl_hi5, %tl_lo4
  %516 = sext i32 %515 to i64
  %517 = sub i64 %516, 0
  %518 = call i64 @llvm.smax.i64(i64 %517, i64 0)
  %519 = mul nuw i64 %518, 4
  %520 = mul i32 %by, 32
  %521 = add i32 %520, %i284
  %522 = sext i32 %521 to i64
  %523 = sext i32 %N to i64
  %524 = mul nsw i64 %522, %523
  %525 = mul i32 %bx, 32
  %526 = add i32 %tl_lo4, 0
  %527 = add i32 %525, %526
  %528 = sext i32 %527 to i64
  %529 = add nsw i64 %524, %528
  %530 = getelementptr inbounds float, ptr %C, i64 %529
  %531 = sext i32 %i284 to i64
  %532 = mul nsw i64 %531, 32
  %533 = add i32 %tl_lo4, 0
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %532, %534
  %536 = getelementptr inbounds float, ptr %C_f, i64 %535
  call void @tilec_rt_copy(ptr %530, ptr %536, i64 %519)
  br label %if.end87

if.else86:                                        ; preds = %for.body82
  br label %if.end87

if.end87:                                         ; preds = %if.else86, %if.then85
  %537 = add nsw i32 %i284, 1
  br label %for.cond81, !llvm.loop !73
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_i4_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_dequant_gemm_packed_i4(ptr %args, ptr %dims, ptr %self) #4 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.vectorize.enable", i1 true}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !4}
!7 = distinct !{!7, !1, !4}
!8 = distinct !{!8, !1, !4}
!9 = distinct !{!9, !1, !4}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !14}
!14 = !{!"llvm.loop.vectorize.enable", i1 false}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !14}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !4}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !4}
!23 = distinct !{!23, !1, !4}
!24 = distinct !{!24, !1, !4}
!25 = distinct !{!25, !1, !4}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !14}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !14}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !4}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !4}
!38 = distinct !{!38, !1, !4}
!39 = distinct !{!39, !1, !4}
!40 = distinct !{!40, !1, !4}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !4}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !4}
!45 = distinct !{!45, !1, !4}
!46 = distinct !{!46, !1, !4}
!47 = distinct !{!47, !1, !4}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !14}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !14}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !4}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !4}
!58 = distinct !{!58, !1, !4}
!59 = distinct !{!59, !1, !4}
!60 = distinct !{!60, !1, !4}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !4}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !4}
!65 = distinct !{!65, !1, !4}
!66 = distinct !{!66, !1, !4}
!67 = distinct !{!67, !1, !4}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !14}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !14}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
