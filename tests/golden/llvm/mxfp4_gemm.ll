; ModuleID = 'mxfp4_gemm.tile'
source_filename = "mxfp4_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_mxfp4_gemm = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @mxfp4_gemm_block(ptr noalias %A, ptr noalias %B, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B4_s = alloca [2048 x i8], align 64
  %B_s = alloca [2048 x float], align 64
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
  %k = phi i32 [ 0, %for.end ], [ %383, %for.end68 ]
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
  %75 = mul i32 %k, 64
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %k, 64
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 64
  %80 = sext i32 %K to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then33, label %if.else34

for.cond4:                                        ; preds = %for.end10, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %106, %for.end10 ]
  %84 = icmp slt i32 %i17, 32
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond8

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.body9, %for.body5
  %j1 = phi i32 [ 0, %for.body5 ], [ %105, %for.body9 ]
  %85 = icmp slt i32 %j1, 64
  br i1 %85, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %86 = mul i32 %by, 32
  %87 = add i32 %86, %i17
  %88 = sext i32 %87 to i64
  %89 = sext i32 %K to i64
  %90 = mul nsw i64 %88, %89
  %91 = mul i32 %k, 64
  %92 = add i32 %91, %j1
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds i16, ptr %A, i64 %94
  %96 = load i16, ptr %95, align 2
  %97 = zext i16 %96 to i32
  %98 = shl i32 %97, 16
  %99 = bitcast i32 %98 to float
  %100 = sext i32 %i17 to i64
  %101 = mul nsw i64 %100, 64
  %102 = sext i32 %j1 to i64
  %103 = add nsw i64 %101, %102
  %104 = getelementptr inbounds float, ptr %A_s, i64 %103
  store float %99, ptr %104, align 4
  %105 = add nsw i32 %j1, 1
  br label %for.cond8, !llvm.loop !3

for.end10:                                        ; preds = %for.cond8
  %106 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !5

for.cond11:                                       ; preds = %for.end31, %if.else
  %i114 = phi i32 [ 0, %if.else ], [ %218, %for.end31 ]
  %107 = icmp slt i32 %i114, 32
  br i1 %107, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %108 = mul i32 %k, 64
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = icmp slt i64 %110, 0
  %112 = mul i32 %k, 64
  %113 = sext i32 %112 to i64
  %114 = sub i64 0, %113
  %115 = icmp sgt i64 %114, 64
  %116 = mul i32 %k, 64
  %117 = sext i32 %116 to i64
  %118 = sub i64 0, %117
  %119 = select i1 %115, i64 64, i64 %118
  %120 = select i1 %111, i64 0, i64 %119
  %tl_lo0 = trunc i64 %120 to i32
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 64
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp slt i64 %124, 0
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 64
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp sgt i64 %129, 64
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 64
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = select i1 %130, i64 64, i64 %134
  %136 = select i1 %125, i64 0, i64 %135
  %137 = sext i32 %tl_lo0 to i64
  %138 = icmp slt i64 %136, %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 64
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp slt i64 %143, 0
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 64
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = icmp sgt i64 %148, 64
  %150 = sext i32 %K to i64
  %151 = mul i32 %k, 64
  %152 = sext i32 %151 to i64
  %153 = sub i64 %150, %152
  %154 = select i1 %149, i64 64, i64 %153
  %155 = select i1 %144, i64 0, i64 %154
  %156 = select i1 %138, i64 %139, i64 %155
  %tl_hi1 = trunc i64 %156 to i32
  br label %for.cond15

for.end13:                                        ; preds = %for.cond11
  br label %if.end

for.cond15:                                       ; preds = %for.body16, %for.body12
  %j118 = phi i32 [ 0, %for.body12 ], [ %163, %for.body16 ]
  %157 = icmp slt i32 %j118, %tl_lo0
  br i1 %157, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %158 = sext i32 %i114 to i64
  %159 = mul nsw i64 %158, 64
  %160 = sext i32 %j118 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %A_s, i64 %161
  store float 0.000000e+00, ptr %162, align 4
  %163 = add nsw i32 %j118, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  %164 = mul i32 %by, 32
  %165 = sext i32 %164 to i64
  %166 = sext i32 %i114 to i64
  %167 = add i64 %165, %166
  %168 = icmp sle i64 0, %167
  %169 = mul i32 %by, 32
  %170 = sext i32 %169 to i64
  %171 = sext i32 %i114 to i64
  %172 = add i64 %170, %171
  %173 = sext i32 %M to i64
  %174 = icmp slt i64 %172, %173
  %175 = and i1 %168, %174
  br i1 %175, label %if.then19, label %if.else20

if.then19:                                        ; preds = %for.end17
  %176 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond22

if.else20:                                        ; preds = %for.end17
  %177 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond25

if.end21:                                         ; preds = %for.end27, %for.end24
  %178 = sub i32 64, %tl_hi1
  br label %for.cond29

for.cond22:                                       ; preds = %for.body23, %if.then19
  %j11 = phi i32 [ 0, %if.then19 ], [ %201, %for.body23 ]
  %179 = icmp slt i32 %j11, %176
  br i1 %179, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %180 = mul i32 %by, 32
  %181 = add i32 %180, %i114
  %182 = sext i32 %181 to i64
  %183 = sext i32 %K to i64
  %184 = mul nsw i64 %182, %183
  %185 = mul i32 %k, 64
  %186 = add i32 %tl_lo0, %j11
  %187 = add i32 %185, %186
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %184, %188
  %190 = getelementptr inbounds i16, ptr %A, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = zext i16 %191 to i32
  %193 = shl i32 %192, 16
  %194 = bitcast i32 %193 to float
  %195 = sext i32 %i114 to i64
  %196 = mul nsw i64 %195, 64
  %197 = add i32 %tl_lo0, %j11
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %196, %198
  %200 = getelementptr inbounds float, ptr %A_s, i64 %199
  store float %194, ptr %200, align 4
  %201 = add nsw i32 %j11, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  br label %if.end21

for.cond25:                                       ; preds = %for.body26, %if.else20
  %j1128 = phi i32 [ 0, %if.else20 ], [ %209, %for.body26 ]
  %202 = icmp slt i32 %j1128, %177
  br i1 %202, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %203 = sext i32 %i114 to i64
  %204 = mul nsw i64 %203, 64
  %205 = add i32 %tl_lo0, %j1128
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %204, %206
  %208 = getelementptr inbounds float, ptr %A_s, i64 %207
  store float 0.000000e+00, ptr %208, align 4
  %209 = add nsw i32 %j1128, 1
  br label %for.cond25, !llvm.loop !8

for.end27:                                        ; preds = %for.cond25
  br label %if.end21

for.cond29:                                       ; preds = %for.body30, %if.end21
  %j1132 = phi i32 [ 0, %if.end21 ], [ %217, %for.body30 ]
  %210 = icmp slt i32 %j1132, %178
  br i1 %210, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %211 = sext i32 %i114 to i64
  %212 = mul nsw i64 %211, 64
  %213 = add i32 %tl_hi1, %j1132
  %214 = sext i32 %213 to i64
  %215 = add nsw i64 %212, %214
  %216 = getelementptr inbounds float, ptr %A_s, i64 %215
  store float 0.000000e+00, ptr %216, align 4
  %217 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  %218 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !10

if.then33:                                        ; preds = %if.end
  br label %for.cond36

if.else34:                                        ; preds = %if.end
  br label %for.cond44

if.end35:                                         ; preds = %for.end46, %for.end38
  br label %for.cond66

for.cond36:                                       ; preds = %for.end42, %if.then33
  %i139 = phi i32 [ 0, %if.then33 ], [ %249, %for.end42 ]
  %219 = icmp slt i32 %i139, 32
  br i1 %219, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond40

for.end38:                                        ; preds = %for.cond36
  br label %if.end35

for.cond40:                                       ; preds = %for.body41, %for.body37
  %j143 = phi i32 [ 0, %for.body37 ], [ %248, %for.body41 ]
  %220 = icmp slt i32 %j143, 64
  br i1 %220, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %221 = mul i32 %bx, 32
  %222 = add i32 %221, %i139
  %223 = sext i32 %222 to i64
  %224 = sext i32 %K to i64
  %225 = mul nsw i64 %223, %224
  %226 = mul i32 %k, 64
  %227 = add i32 %226, %j143
  %228 = sext i32 %227 to i64
  %229 = add nsw i64 %225, %228
  %230 = lshr i64 %229, 1
  %231 = and i64 %229, 1
  %232 = shl i64 %231, 2
  %233 = trunc i64 %232 to i8
  %234 = getelementptr inbounds i8, ptr %B, i64 %230
  %235 = load i8, ptr %234, align 1
  %236 = lshr i8 %235, %233
  %237 = and i8 %236, 15
  %238 = zext i8 %237 to i32
  %239 = call float @tilec_rt_f4e2m1_to_f32(i32 %238)
  %240 = sext i32 %i139 to i64
  %241 = mul nsw i64 %240, 64
  %242 = sext i32 %j143 to i64
  %243 = add nsw i64 %241, %242
  %244 = getelementptr inbounds i8, ptr %B4_s, i64 %243
  %245 = fpext float %239 to double
  %246 = call i32 @tilec_rt_f4e2m1_from_double(double %245)
  %247 = trunc i32 %246 to i8
  store i8 %247, ptr %244, align 1
  %248 = add nsw i32 %j143, 1
  br label %for.cond40, !llvm.loop !11

for.end42:                                        ; preds = %for.cond40
  %249 = add nsw i32 %i139, 1
  br label %for.cond36, !llvm.loop !12

for.cond44:                                       ; preds = %for.end64, %if.else34
  %i147 = phi i32 [ 0, %if.else34 ], [ %381, %for.end64 ]
  %250 = icmp slt i32 %i147, 32
  br i1 %250, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %251 = mul i32 %k, 64
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = icmp slt i64 %253, 0
  %255 = mul i32 %k, 64
  %256 = sext i32 %255 to i64
  %257 = sub i64 0, %256
  %258 = icmp sgt i64 %257, 64
  %259 = mul i32 %k, 64
  %260 = sext i32 %259 to i64
  %261 = sub i64 0, %260
  %262 = select i1 %258, i64 64, i64 %261
  %263 = select i1 %254, i64 0, i64 %262
  %tl_lo2 = trunc i64 %263 to i32
  %264 = sext i32 %K to i64
  %265 = mul i32 %k, 64
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp slt i64 %267, 0
  %269 = sext i32 %K to i64
  %270 = mul i32 %k, 64
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = icmp sgt i64 %272, 64
  %274 = sext i32 %K to i64
  %275 = mul i32 %k, 64
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = select i1 %273, i64 64, i64 %277
  %279 = select i1 %268, i64 0, i64 %278
  %280 = sext i32 %tl_lo2 to i64
  %281 = icmp slt i64 %279, %280
  %282 = sext i32 %tl_lo2 to i64
  %283 = sext i32 %K to i64
  %284 = mul i32 %k, 64
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp slt i64 %286, 0
  %288 = sext i32 %K to i64
  %289 = mul i32 %k, 64
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = icmp sgt i64 %291, 64
  %293 = sext i32 %K to i64
  %294 = mul i32 %k, 64
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = select i1 %292, i64 64, i64 %296
  %298 = select i1 %287, i64 0, i64 %297
  %299 = select i1 %281, i64 %282, i64 %298
  %tl_hi3 = trunc i64 %299 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end35

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j151 = phi i32 [ 0, %for.body45 ], [ %310, %for.body49 ]
  %300 = icmp slt i32 %j151, %tl_lo2
  br i1 %300, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %301 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %302 = sext i32 %i147 to i64
  %303 = mul nsw i64 %302, 64
  %304 = sext i32 %j151 to i64
  %305 = add nsw i64 %303, %304
  %306 = getelementptr inbounds i8, ptr %B4_s, i64 %305
  %307 = fpext float %301 to double
  %308 = call i32 @tilec_rt_f4e2m1_from_double(double %307)
  %309 = trunc i32 %308 to i8
  store i8 %309, ptr %306, align 1
  %310 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !13

for.end50:                                        ; preds = %for.cond48
  %311 = mul i32 %bx, 32
  %312 = sext i32 %311 to i64
  %313 = sext i32 %i147 to i64
  %314 = add i64 %312, %313
  %315 = icmp sle i64 0, %314
  %316 = mul i32 %bx, 32
  %317 = sext i32 %316 to i64
  %318 = sext i32 %i147 to i64
  %319 = add i64 %317, %318
  %320 = sext i32 %N to i64
  %321 = icmp slt i64 %319, %320
  %322 = and i1 %315, %321
  br i1 %322, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %323 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.else53:                                        ; preds = %for.end50
  %324 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond58

if.end54:                                         ; preds = %for.end60, %for.end57
  %325 = sub i32 64, %tl_hi3
  br label %for.cond62

for.cond55:                                       ; preds = %for.body56, %if.then52
  %j12 = phi i32 [ 0, %if.then52 ], [ %356, %for.body56 ]
  %326 = icmp slt i32 %j12, %323
  br i1 %326, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %327 = mul i32 %bx, 32
  %328 = add i32 %327, %i147
  %329 = sext i32 %328 to i64
  %330 = sext i32 %K to i64
  %331 = mul nsw i64 %329, %330
  %332 = mul i32 %k, 64
  %333 = add i32 %tl_lo2, %j12
  %334 = add i32 %332, %333
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %331, %335
  %337 = lshr i64 %336, 1
  %338 = and i64 %336, 1
  %339 = shl i64 %338, 2
  %340 = trunc i64 %339 to i8
  %341 = getelementptr inbounds i8, ptr %B, i64 %337
  %342 = load i8, ptr %341, align 1
  %343 = lshr i8 %342, %340
  %344 = and i8 %343, 15
  %345 = zext i8 %344 to i32
  %346 = call float @tilec_rt_f4e2m1_to_f32(i32 %345)
  %347 = sext i32 %i147 to i64
  %348 = mul nsw i64 %347, 64
  %349 = add i32 %tl_lo2, %j12
  %350 = sext i32 %349 to i64
  %351 = add nsw i64 %348, %350
  %352 = getelementptr inbounds i8, ptr %B4_s, i64 %351
  %353 = fpext float %346 to double
  %354 = call i32 @tilec_rt_f4e2m1_from_double(double %353)
  %355 = trunc i32 %354 to i8
  store i8 %355, ptr %352, align 1
  %356 = add nsw i32 %j12, 1
  br label %for.cond55, !llvm.loop !14

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.else53
  %j1261 = phi i32 [ 0, %if.else53 ], [ %368, %for.body59 ]
  %357 = icmp slt i32 %j1261, %324
  br i1 %357, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %358 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %359 = sext i32 %i147 to i64
  %360 = mul nsw i64 %359, 64
  %361 = add i32 %tl_lo2, %j1261
  %362 = sext i32 %361 to i64
  %363 = add nsw i64 %360, %362
  %364 = getelementptr inbounds i8, ptr %B4_s, i64 %363
  %365 = fpext float %358 to double
  %366 = call i32 @tilec_rt_f4e2m1_from_double(double %365)
  %367 = trunc i32 %366 to i8
  store i8 %367, ptr %364, align 1
  %368 = add nsw i32 %j1261, 1
  br label %for.cond58, !llvm.loop !15

for.end60:                                        ; preds = %for.cond58
  br label %if.end54

for.cond62:                                       ; preds = %for.body63, %if.end54
  %j1265 = phi i32 [ 0, %if.end54 ], [ %380, %for.body63 ]
  %369 = icmp slt i32 %j1265, %325
  br i1 %369, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %370 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %371 = sext i32 %i147 to i64
  %372 = mul nsw i64 %371, 64
  %373 = add i32 %tl_hi3, %j1265
  %374 = sext i32 %373 to i64
  %375 = add nsw i64 %372, %374
  %376 = getelementptr inbounds i8, ptr %B4_s, i64 %375
  %377 = fpext float %370 to double
  %378 = call i32 @tilec_rt_f4e2m1_from_double(double %377)
  %379 = trunc i32 %378 to i8
  store i8 %379, ptr %376, align 1
  %380 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  %381 = add nsw i32 %i147, 1
  br label %for.cond44, !llvm.loop !17

for.cond66:                                       ; preds = %for.end71, %if.end35
  %i = phi i32 [ 0, %if.end35 ], [ %414, %for.end71 ]
  %382 = icmp slt i32 %i, 32
  br i1 %382, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond69

for.end68:                                        ; preds = %for.cond66
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 1, ptr %C_f, i32 32)
  %383 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !18

for.cond69:                                       ; preds = %sel.end, %for.body67
  %j = phi i32 [ 0, %for.body67 ], [ %439, %sel.end ]
  %384 = icmp slt i32 %j, 64
  br i1 %384, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %385 = sext i32 %i to i64
  %386 = mul nsw i64 %385, 64
  %387 = sext i32 %j to i64
  %388 = add nsw i64 %386, %387
  %389 = getelementptr inbounds i8, ptr %B4_s, i64 %388
  %390 = load i8, ptr %389, align 1
  %391 = zext i8 %390 to i32
  %392 = call float @tilec_rt_f4e2m1_to_f32(i32 %391)
  %393 = mul i32 %bx, 32
  %394 = add i32 %393, %i
  %395 = icmp sle i32 0, %394
  %396 = mul i32 %bx, 32
  %397 = add i32 %396, %i
  %398 = icmp slt i32 %397, %N
  %399 = and i1 %395, %398
  %400 = mul i32 %k, 64
  %401 = add i32 %400, %j
  %402 = sdiv i32 %401, 32
  %403 = sub i32 0, %401
  %404 = select i1 false, i32 %403, i32 %402
  %405 = icmp sle i32 0, %404
  %406 = mul i32 %k, 64
  %407 = add i32 %406, %j
  %408 = sdiv i32 %407, 32
  %409 = sub i32 0, %407
  %410 = select i1 false, i32 %409, i32 %408
  %411 = icmp slt i32 %410, %31
  %412 = and i1 %405, %411
  %413 = and i1 %399, %412
  br i1 %413, label %sel.then, label %sel.else

for.end71:                                        ; preds = %for.cond69
  %414 = add nsw i32 %i, 1
  br label %for.cond66, !llvm.loop !20

sel.then:                                         ; preds = %for.body70
  %415 = mul i32 %bx, 32
  %416 = add i32 %415, %i
  %417 = sext i32 %416 to i64
  %418 = sext i32 %31 to i64
  %419 = mul nsw i64 %417, %418
  %420 = mul i32 %k, 64
  %421 = add i32 %420, %j
  %422 = sdiv i32 %421, 32
  %423 = sub i32 0, %421
  %424 = select i1 false, i32 %423, i32 %422
  %425 = sext i32 %424 to i64
  %426 = add nsw i64 %419, %425
  %427 = getelementptr inbounds i8, ptr %S, i64 %426
  %428 = load i8, ptr %427, align 1
  %429 = zext i8 %428 to i32
  %430 = call float @tilec_rt_e8m0_to_f32(i32 %429)
  br label %sel.end

sel.else:                                         ; preds = %for.body70
  %431 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %432 = phi float [ %430, %sel.then ], [ %431, %sel.else ]
  %433 = fmul float %392, %432
  %434 = sext i32 %i to i64
  %435 = mul nsw i64 %434, 64
  %436 = sext i32 %j to i64
  %437 = add nsw i64 %435, %436
  %438 = getelementptr inbounds float, ptr %B_s, i64 %437
  store float %433, ptr %438, align 4
  %439 = add nsw i32 %j, 1
  br label %for.cond69, !llvm.loop !21

if.then72:                                        ; preds = %for.end3
  br label %for.cond75

if.else73:                                        ; preds = %for.end3
  br label %for.cond81

if.end74:                                         ; preds = %for.end83, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %475, %if.end80 ]
  %440 = icmp slt i32 %i2, 32
  br i1 %440, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %441 = sext i32 %M to i64
  %442 = sext i32 %N to i64
  %443 = mul i64 %441, %442
  %444 = icmp sge i64 %443, 8388608
  br i1 %444, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
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
  call void @tilec_rt_stream(ptr %454, ptr %458, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  %459 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %460 = mul nuw i64 %459, 4
  %461 = mul i32 %by, 32
  %462 = add i32 %461, %i2
  %463 = sext i32 %462 to i64
  %464 = sext i32 %N to i64
  %465 = mul nsw i64 %463, %464
  %466 = mul i32 %bx, 32
  %467 = add i32 %466, 0
  %468 = sext i32 %467 to i64
  %469 = add nsw i64 %465, %468
  %470 = getelementptr inbounds float, ptr %C, i64 %469
  %471 = sext i32 %i2 to i64
  %472 = mul nsw i64 %471, 32
  %473 = add nsw i64 %472, 0
  %474 = getelementptr inbounds float, ptr %C_f, i64 %473
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %470, ptr align 4 %474, i64 %460, i1 false)
  br label %if.end80

if.end80:                                         ; preds = %if.else79, %if.then78
  %475 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !22

for.cond81:                                       ; preds = %if.end87, %if.else73
  %i284 = phi i32 [ 0, %if.else73 ], [ %560, %if.end87 ]
  %476 = icmp slt i32 %i284, 32
  br i1 %476, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %477 = mul i32 %bx, 32
  %478 = sext i32 %477 to i64
  %479 = sub i64 0, %478
  %480 = icmp slt i64 %479, 0
  %481 = mul i32 %bx, 32
  %482 = sext i32 %481 to i64
  %483 = sub i64 0, %482
  %484 = icmp sgt i64 %483, 32
  %485 = mul i32 %bx, 32
  %486 = sext i32 %485 to i64
  %487 = sub i64 0, %486
  %488 = select i1 %484, i64 32, i64 %487
  %489 = select i1 %480, i64 0, i64 %488
  %tl_lo4 = trunc i64 %489 to i32
  %490 = sext i32 %N to i64
  %491 = mul i32 %bx, 32
  %492 = sext i32 %491 to i64
  %493 = sub i64 %490, %492
  %494 = icmp slt i64 %493, 0
  %495 = sext i32 %N to i64
  %496 = mul i32 %bx, 32
  %497 = sext i32 %496 to i64
  %498 = sub i64 %495, %497
  %499 = icmp sgt i64 %498, 32
  %500 = sext i32 %N to i64
  %501 = mul i32 %bx, 32
  %502 = sext i32 %501 to i64
  %503 = sub i64 %500, %502
  %504 = select i1 %499, i64 32, i64 %503
  %505 = select i1 %494, i64 0, i64 %504
  %506 = sext i32 %tl_lo4 to i64
  %507 = icmp slt i64 %505, %506
  %508 = sext i32 %tl_lo4 to i64
  %509 = sext i32 %N to i64
  %510 = mul i32 %bx, 32
  %511 = sext i32 %510 to i64
  %512 = sub i64 %509, %511
  %513 = icmp slt i64 %512, 0
  %514 = sext i32 %N to i64
  %515 = mul i32 %bx, 32
  %516 = sext i32 %515 to i64
  %517 = sub i64 %514, %516
  %518 = icmp sgt i64 %517, 32
  %519 = sext i32 %N to i64
  %520 = mul i32 %bx, 32
  %521 = sext i32 %520 to i64
  %522 = sub i64 %519, %521
  %523 = select i1 %518, i64 32, i64 %522
  %524 = select i1 %513, i64 0, i64 %523
  %525 = select i1 %507, i64 %508, i64 %524
  %tl_hi5 = trunc i64 %525 to i32
  %526 = mul i32 %by, 32
  %527 = sext i32 %526 to i64
  %528 = sext i32 %i284 to i64
  %529 = add i64 %527, %528
  %530 = icmp sle i64 0, %529
  %531 = mul i32 %by, 32
  %532 = sext i32 %531 to i64
  %533 = sext i32 %i284 to i64
  %534 = add i64 %532, %533
  %535 = sext i32 %M to i64
  %536 = icmp slt i64 %534, %535
  %537 = and i1 %530, %536
  br i1 %537, label %if.then85, label %if.else86

for.end83:                                        ; preds = %for.cond81
  br label %if.end74

if.then85:                                        ; preds = %for.body82
  %538 = sub i32 %tl_hi5, %tl_lo4
  %539 = sext i32 %538 to i64
  %540 = sub i64 %539, 0
  %541 = call i64 @llvm.smax.i64(i64 %540, i64 0)
  %542 = mul nuw i64 %541, 4
  %543 = mul i32 %by, 32
  %544 = add i32 %543, %i284
  %545 = sext i32 %544 to i64
  %546 = sext i32 %N to i64
  %547 = mul nsw i64 %545, %546
  %548 = mul i32 %bx, 32
  %549 = add i32 %tl_lo4, 0
  %550 = add i32 %548, %549
  %551 = sext i32 %550 to i64
  %552 = add nsw i64 %547, %551
  %553 = getelementptr inbounds float, ptr %C, i64 %552
  %554 = sext i32 %i284 to i64
  %555 = mul nsw i64 %554, 32
  %556 = add i32 %tl_lo4, 0
  %557 = sext i32 %556 to i64
  %558 = add nsw i64 %555, %557
  %559 = getelementptr inbounds float, ptr %C_f, i64 %558
  call void @tilec_rt_copy(ptr %553, ptr %559, i64 %542)
  br label %if.end87

if.else86:                                        ; preds = %for.body82
  br label %if.end87

if.end87:                                         ; preds = %if.else86, %if.then85
  %560 = add nsw i32 %i284, 1
  br label %for.cond81, !llvm.loop !23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare float @tilec_rt_f4e2m1_to_f32(i32)

declare i32 @tilec_rt_f4e2m1_from_double(double)

declare float @tilec_rt_f4e2m1r(double)

declare float @tilec_rt_e8m0_to_f32(i32)

declare float @tilec_rt_e8m0r(double)

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @tilec_rt_copy(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @mxfp4_gemm_task(ptr %ctx, i64 %block) #4 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 7
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
  call void @mxfp4_gemm_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_mxfp4_gemm(ptr %args, ptr %dims, ptr %self) #4 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_mxfp4_gemm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 7
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
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @mxfp4_gemm_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

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
!11 = distinct !{!11, !1, !4}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !4}
!14 = distinct !{!14, !1, !4}
!15 = distinct !{!15, !1, !4}
!16 = distinct !{!16, !1, !4}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !19}
!19 = !{!"llvm.loop.vectorize.enable", i1 false}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !19}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
