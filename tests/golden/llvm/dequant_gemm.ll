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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_s, i8 0, i64 512, i1 false)
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

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %258, %for.end47 ]
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
  br i1 %55, label %if.then54, label %if.else55

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
  br i1 %84, label %if.then23, label %if.else24

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

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %134, %for.end21 ]
  %107 = icmp slt i32 %i118, 32
  br i1 %107, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %154, %sel.end ]
  %108 = icmp slt i32 %j122, 32
  br i1 %108, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %109 = mul i32 %by, 32
  %110 = sext i32 %109 to i64
  %111 = sext i32 %i118 to i64
  %112 = add i64 %110, %111
  %113 = icmp sle i64 0, %112
  %114 = mul i32 %by, 32
  %115 = sext i32 %114 to i64
  %116 = sext i32 %i118 to i64
  %117 = add i64 %115, %116
  %118 = sext i32 %M to i64
  %119 = icmp slt i64 %117, %118
  %120 = and i1 %113, %119
  %121 = mul i32 %k, 32
  %122 = sext i32 %121 to i64
  %123 = sext i32 %j122 to i64
  %124 = add i64 %122, %123
  %125 = icmp sle i64 0, %124
  %126 = mul i32 %k, 32
  %127 = sext i32 %126 to i64
  %128 = sext i32 %j122 to i64
  %129 = add i64 %127, %128
  %130 = sext i32 %K to i64
  %131 = icmp slt i64 %129, %130
  %132 = and i1 %125, %131
  %133 = and i1 %120, %132
  br i1 %133, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %134 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %135 = mul i32 %by, 32
  %136 = add i32 %135, %i118
  %137 = sext i32 %136 to i64
  %138 = sext i32 %K to i64
  %139 = mul nsw i64 %137, %138
  %140 = mul i32 %k, 32
  %141 = add i32 %140, %j122
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = getelementptr inbounds i16, ptr %A, i64 %143
  %145 = load i16, ptr %144, align 2
  %146 = bitcast i16 %145 to half
  %147 = fpext half %146 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %148 = phi float [ %147, %sel.then ], [ 0.000000e+00, %sel.else ]
  %149 = sext i32 %i118 to i64
  %150 = mul nsw i64 %149, 32
  %151 = sext i32 %j122 to i64
  %152 = add nsw i64 %150, %151
  %153 = getelementptr inbounds float, ptr %A_s, i64 %152
  store float %148, ptr %153, align 4
  %154 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %186, %for.end32 ]
  %155 = icmp slt i32 %i129, 32
  br i1 %155, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %185, %for.body31 ]
  %156 = icmp slt i32 %j133, 16
  br i1 %156, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %157 = mul i32 %bx, 32
  %158 = add i32 %157, %i129
  %159 = sext i32 %158 to i64
  %160 = sext i32 %K to i64
  %161 = sdiv i64 %160, 2
  %162 = sub i64 0, %160
  %163 = select i1 false, i64 %162, i64 %161
  %164 = srem i64 %160, 2
  %165 = icmp ne i64 %164, 0
  %166 = icmp slt i64 %160, 0
  %167 = icmp eq i1 %166, false
  %168 = and i1 %165, %167
  %169 = zext i1 %168 to i64
  %170 = add i64 %163, %169
  %171 = trunc i64 %170 to i32
  %172 = sext i32 %171 to i64
  %173 = mul nsw i64 %159, %172
  %174 = mul i32 %k, 16
  %175 = add i32 %174, %j133
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %173, %176
  %178 = getelementptr inbounds i8, ptr %W, i64 %177
  %179 = load i8, ptr %178, align 1
  %180 = sext i32 %i129 to i64
  %181 = mul nsw i64 %180, 16
  %182 = sext i32 %j133 to i64
  %183 = add nsw i64 %181, %182
  %184 = getelementptr inbounds i8, ptr %W_s, i64 %183
  store i8 %179, ptr %184, align 1
  %185 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %186 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %226, %for.end40 ]
  %187 = icmp slt i32 %i137, 32
  br i1 %187, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %256, %sel.end44 ]
  %188 = icmp slt i32 %j141, 16
  br i1 %188, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %189 = mul i32 %bx, 32
  %190 = sext i32 %189 to i64
  %191 = sext i32 %i137 to i64
  %192 = add i64 %190, %191
  %193 = icmp sle i64 0, %192
  %194 = mul i32 %bx, 32
  %195 = sext i32 %194 to i64
  %196 = sext i32 %i137 to i64
  %197 = add i64 %195, %196
  %198 = sext i32 %N to i64
  %199 = icmp slt i64 %197, %198
  %200 = and i1 %193, %199
  %201 = mul i32 %k, 16
  %202 = sext i32 %201 to i64
  %203 = sext i32 %j141 to i64
  %204 = add i64 %202, %203
  %205 = icmp sle i64 0, %204
  %206 = mul i32 %k, 16
  %207 = sext i32 %206 to i64
  %208 = sext i32 %j141 to i64
  %209 = add i64 %207, %208
  %210 = sext i32 %K to i64
  %211 = sdiv i64 %210, 2
  %212 = sub i64 0, %210
  %213 = select i1 false, i64 %212, i64 %211
  %214 = srem i64 %210, 2
  %215 = icmp ne i64 %214, 0
  %216 = icmp slt i64 %210, 0
  %217 = icmp eq i1 %216, false
  %218 = and i1 %215, %217
  %219 = zext i1 %218 to i64
  %220 = add i64 %213, %219
  %221 = trunc i64 %220 to i32
  %222 = sext i32 %221 to i64
  %223 = icmp slt i64 %209, %222
  %224 = and i1 %205, %223
  %225 = and i1 %200, %224
  br i1 %225, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %226 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %227 = mul i32 %bx, 32
  %228 = add i32 %227, %i137
  %229 = sext i32 %228 to i64
  %230 = sext i32 %K to i64
  %231 = sdiv i64 %230, 2
  %232 = sub i64 0, %230
  %233 = select i1 false, i64 %232, i64 %231
  %234 = srem i64 %230, 2
  %235 = icmp ne i64 %234, 0
  %236 = icmp slt i64 %230, 0
  %237 = icmp eq i1 %236, false
  %238 = and i1 %235, %237
  %239 = zext i1 %238 to i64
  %240 = add i64 %233, %239
  %241 = trunc i64 %240 to i32
  %242 = sext i32 %241 to i64
  %243 = mul nsw i64 %229, %242
  %244 = mul i32 %k, 16
  %245 = add i32 %244, %j141
  %246 = sext i32 %245 to i64
  %247 = add nsw i64 %243, %246
  %248 = getelementptr inbounds i8, ptr %W, i64 %247
  %249 = load i8, ptr %248, align 1
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %250 = phi i8 [ %249, %sel.then42 ], [ 0, %sel.else43 ]
  %251 = sext i32 %i137 to i64
  %252 = mul nsw i64 %251, 16
  %253 = sext i32 %j141 to i64
  %254 = add nsw i64 %252, %253
  %255 = getelementptr inbounds i8, ptr %W_s, i64 %254
  store i8 %250, ptr %255, align 1
  %256 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %306, %for.end50 ]
  %257 = icmp slt i32 %i, 32
  br i1 %257, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %258 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !12

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %344, %sel.end53 ]
  %259 = icmp slt i32 %j, 32
  br i1 %259, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %260 = sext i32 %i to i64
  %261 = mul nsw i64 %260, 16
  %262 = sdiv i32 %j, 2
  %263 = sub i32 0, %j
  %264 = select i1 false, i32 %263, i32 %262
  %265 = sext i32 %264 to i64
  %266 = add nsw i64 %261, %265
  %267 = getelementptr inbounds i8, ptr %W_s, i64 %266
  %byte = load i8, ptr %267, align 1
  %268 = srem i32 %j, 2
  %269 = icmp eq i32 %268, 0
  %270 = and i8 %byte, 15
  %271 = lshr i8 %byte, 4
  %272 = select i1 false, i8 0, i8 %271
  %q = select i1 %269, i8 %270, i8 %272
  %273 = mul i32 %bx, 32
  %274 = add i32 %273, %i
  %275 = icmp sle i32 0, %274
  %276 = mul i32 %bx, 32
  %277 = add i32 %276, %i
  %278 = icmp slt i32 %277, %N
  %279 = and i1 %275, %278
  %280 = mul i32 %k, 32
  %281 = add i32 %280, %j
  %282 = sdiv i32 %281, 32
  %283 = sub i32 0, %281
  %284 = select i1 false, i32 %283, i32 %282
  %285 = icmp sle i32 0, %284
  %286 = mul i32 %k, 32
  %287 = add i32 %286, %j
  %288 = sdiv i32 %287, 32
  %289 = sub i32 0, %287
  %290 = select i1 false, i32 %289, i32 %288
  %291 = sext i32 %K to i64
  %292 = sdiv i64 %291, 32
  %293 = sub i64 0, %291
  %294 = select i1 false, i64 %293, i64 %292
  %295 = srem i64 %291, 32
  %296 = icmp ne i64 %295, 0
  %297 = icmp slt i64 %291, 0
  %298 = icmp eq i1 %297, false
  %299 = and i1 %296, %298
  %300 = zext i1 %299 to i64
  %301 = add i64 %294, %300
  %302 = trunc i64 %301 to i32
  %303 = icmp slt i32 %290, %302
  %304 = and i1 %285, %303
  %305 = and i1 %279, %304
  br i1 %305, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %306 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !13

sel.then51:                                       ; preds = %for.body49
  %307 = mul i32 %bx, 32
  %308 = add i32 %307, %i
  %309 = sext i32 %308 to i64
  %310 = sext i32 %K to i64
  %311 = sdiv i64 %310, 32
  %312 = sub i64 0, %310
  %313 = select i1 false, i64 %312, i64 %311
  %314 = srem i64 %310, 32
  %315 = icmp ne i64 %314, 0
  %316 = icmp slt i64 %310, 0
  %317 = icmp eq i1 %316, false
  %318 = and i1 %315, %317
  %319 = zext i1 %318 to i64
  %320 = add i64 %313, %319
  %321 = trunc i64 %320 to i32
  %322 = sext i32 %321 to i64
  %323 = mul nsw i64 %309, %322
  %324 = mul i32 %k, 32
  %325 = add i32 %324, %j
  %326 = sdiv i32 %325, 32
  %327 = sub i32 0, %325
  %328 = select i1 false, i32 %327, i32 %326
  %329 = sext i32 %328 to i64
  %330 = add nsw i64 %323, %329
  %331 = getelementptr inbounds i16, ptr %S, i64 %330
  %332 = load i16, ptr %331, align 2
  %333 = bitcast i16 %332 to half
  %334 = fpext half %333 to float
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %s = phi float [ %334, %sel.then51 ], [ 0.000000e+00, %sel.else52 ]
  %335 = zext i8 %q to i64
  %336 = sitofp i64 %335 to float
  %337 = fsub float %336, 8.000000e+00
  %338 = fmul float %337, %s
  %339 = sext i32 %i to i64
  %340 = mul nsw i64 %339, 32
  %341 = sext i32 %j to i64
  %342 = add nsw i64 %340, %341
  %343 = getelementptr inbounds float, ptr %B_s, i64 %342
  store float %338, ptr %343, align 4
  %344 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !14

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond66

if.end56:                                         ; preds = %for.end68, %for.end59
  ret void

for.cond57:                                       ; preds = %if.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %364, %if.end62 ]
  %345 = icmp slt i32 %i2, 32
  br i1 %345, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %346 = sext i32 %M to i64
  %347 = sext i32 %N to i64
  %348 = mul i64 %346, %347
  %349 = icmp sge i64 %348, 8388608
  br i1 %349, label %if.then60, label %if.else61

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

if.then60:                                        ; preds = %for.body58
  %350 = mul i32 %by, 32
  %351 = add i32 %350, %i2
  %352 = sext i32 %351 to i64
  %353 = sext i32 %N to i64
  %354 = mul nsw i64 %352, %353
  %355 = mul i32 %bx, 32
  %356 = add i32 %355, 0
  %357 = sext i32 %356 to i64
  %358 = add nsw i64 %354, %357
  %359 = getelementptr inbounds float, ptr %C, i64 %358
  %360 = sext i32 %i2 to i64
  %361 = mul nsw i64 %360, 32
  %362 = add nsw i64 %361, 0
  %363 = getelementptr inbounds float, ptr %C_f, i64 %362
  call void @tilec_rt_stream(ptr %359, ptr %363, i64 128)
  br label %if.end62

if.else61:                                        ; preds = %for.body58
  br label %for.cond63

if.end62:                                         ; preds = %for.end65, %if.then60
  %364 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !15

for.cond63:                                       ; preds = %for.body64, %if.else61
  %j2 = phi i32 [ 0, %if.else61 ], [ %382, %for.body64 ]
  %365 = icmp slt i32 %j2, 32
  br i1 %365, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %366 = sext i32 %i2 to i64
  %367 = mul nsw i64 %366, 32
  %368 = sext i32 %j2 to i64
  %369 = add nsw i64 %367, %368
  %370 = getelementptr inbounds float, ptr %C_f, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = mul i32 %by, 32
  %373 = add i32 %372, %i2
  %374 = sext i32 %373 to i64
  %375 = sext i32 %N to i64
  %376 = mul nsw i64 %374, %375
  %377 = mul i32 %bx, 32
  %378 = add i32 %377, %j2
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %376, %379
  %381 = getelementptr inbounds float, ptr %C, i64 %380
  store float %371, ptr %381, align 4
  %382 = add nsw i32 %j2, 1
  br label %for.cond63, !llvm.loop !16

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond66:                                       ; preds = %for.end72, %if.else55
  %i269 = phi i32 [ 0, %if.else55 ], [ %410, %for.end72 ]
  %383 = icmp slt i32 %i269, 32
  br i1 %383, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %if.end56

for.cond70:                                       ; preds = %if.end76, %for.body67
  %j273 = phi i32 [ 0, %for.body67 ], [ %427, %if.end76 ]
  %384 = icmp slt i32 %j273, 32
  br i1 %384, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %385 = mul i32 %by, 32
  %386 = sext i32 %385 to i64
  %387 = sext i32 %i269 to i64
  %388 = add i64 %386, %387
  %389 = icmp sle i64 0, %388
  %390 = mul i32 %by, 32
  %391 = sext i32 %390 to i64
  %392 = sext i32 %i269 to i64
  %393 = add i64 %391, %392
  %394 = sext i32 %M to i64
  %395 = icmp slt i64 %393, %394
  %396 = and i1 %389, %395
  %397 = mul i32 %bx, 32
  %398 = sext i32 %397 to i64
  %399 = sext i32 %j273 to i64
  %400 = add i64 %398, %399
  %401 = icmp sle i64 0, %400
  %402 = mul i32 %bx, 32
  %403 = sext i32 %402 to i64
  %404 = sext i32 %j273 to i64
  %405 = add i64 %403, %404
  %406 = sext i32 %N to i64
  %407 = icmp slt i64 %405, %406
  %408 = and i1 %401, %407
  %409 = and i1 %396, %408
  br i1 %409, label %if.then74, label %if.else75

for.end72:                                        ; preds = %for.cond70
  %410 = add nsw i32 %i269, 1
  br label %for.cond66, !llvm.loop !17

if.then74:                                        ; preds = %for.body71
  %411 = sext i32 %i269 to i64
  %412 = mul nsw i64 %411, 32
  %413 = sext i32 %j273 to i64
  %414 = add nsw i64 %412, %413
  %415 = getelementptr inbounds float, ptr %C_f, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = mul i32 %by, 32
  %418 = add i32 %417, %i269
  %419 = sext i32 %418 to i64
  %420 = sext i32 %N to i64
  %421 = mul nsw i64 %419, %420
  %422 = mul i32 %bx, 32
  %423 = add i32 %422, %j273
  %424 = sext i32 %423 to i64
  %425 = add nsw i64 %421, %424
  %426 = getelementptr inbounds float, ptr %C, i64 %425
  store float %416, ptr %426, align 4
  br label %if.end76

if.else75:                                        ; preds = %for.body71
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.then74
  %427 = add nsw i32 %j273, 1
  br label %for.cond70, !llvm.loop !18
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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_s, i8 0, i64 512, i1 false)
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
  br label %for.cond1, !llvm.loop !19

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !20

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %258, %for.end47 ]
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
  br i1 %55, label %if.then54, label %if.else55

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
  br i1 %84, label %if.then23, label %if.else24

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
  br label %for.cond11, !llvm.loop !21

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !22

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %134, %for.end21 ]
  %107 = icmp slt i32 %i118, 32
  br i1 %107, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %154, %sel.end ]
  %108 = icmp slt i32 %j122, 32
  br i1 %108, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %109 = mul i32 %by, 32
  %110 = sext i32 %109 to i64
  %111 = sext i32 %i118 to i64
  %112 = add i64 %110, %111
  %113 = icmp sle i64 0, %112
  %114 = mul i32 %by, 32
  %115 = sext i32 %114 to i64
  %116 = sext i32 %i118 to i64
  %117 = add i64 %115, %116
  %118 = sext i32 %M to i64
  %119 = icmp slt i64 %117, %118
  %120 = and i1 %113, %119
  %121 = mul i32 %k, 32
  %122 = sext i32 %121 to i64
  %123 = sext i32 %j122 to i64
  %124 = add i64 %122, %123
  %125 = icmp sle i64 0, %124
  %126 = mul i32 %k, 32
  %127 = sext i32 %126 to i64
  %128 = sext i32 %j122 to i64
  %129 = add i64 %127, %128
  %130 = sext i32 %K to i64
  %131 = icmp slt i64 %129, %130
  %132 = and i1 %125, %131
  %133 = and i1 %120, %132
  br i1 %133, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %134 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !23

sel.then:                                         ; preds = %for.body20
  %135 = mul i32 %by, 32
  %136 = add i32 %135, %i118
  %137 = sext i32 %136 to i64
  %138 = sext i32 %K to i64
  %139 = mul nsw i64 %137, %138
  %140 = mul i32 %k, 32
  %141 = add i32 %140, %j122
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = getelementptr inbounds i16, ptr %A, i64 %143
  %145 = load i16, ptr %144, align 2
  %146 = bitcast i16 %145 to half
  %147 = fpext half %146 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %148 = phi float [ %147, %sel.then ], [ 0.000000e+00, %sel.else ]
  %149 = sext i32 %i118 to i64
  %150 = mul nsw i64 %149, 32
  %151 = sext i32 %j122 to i64
  %152 = add nsw i64 %150, %151
  %153 = getelementptr inbounds float, ptr %A_s, i64 %152
  store float %148, ptr %153, align 4
  %154 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !24

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %186, %for.end32 ]
  %155 = icmp slt i32 %i129, 32
  br i1 %155, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %185, %for.body31 ]
  %156 = icmp slt i32 %j133, 16
  br i1 %156, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %157 = mul i32 %bx, 32
  %158 = add i32 %157, %i129
  %159 = sext i32 %158 to i64
  %160 = sext i32 %K to i64
  %161 = sdiv i64 %160, 2
  %162 = sub i64 0, %160
  %163 = select i1 false, i64 %162, i64 %161
  %164 = srem i64 %160, 2
  %165 = icmp ne i64 %164, 0
  %166 = icmp slt i64 %160, 0
  %167 = icmp eq i1 %166, false
  %168 = and i1 %165, %167
  %169 = zext i1 %168 to i64
  %170 = add i64 %163, %169
  %171 = trunc i64 %170 to i32
  %172 = sext i32 %171 to i64
  %173 = mul nsw i64 %159, %172
  %174 = mul i32 %k, 16
  %175 = add i32 %174, %j133
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %173, %176
  %178 = getelementptr inbounds i8, ptr %W, i64 %177
  %179 = load i8, ptr %178, align 1
  %180 = sext i32 %i129 to i64
  %181 = mul nsw i64 %180, 16
  %182 = sext i32 %j133 to i64
  %183 = add nsw i64 %181, %182
  %184 = getelementptr inbounds i8, ptr %W_s, i64 %183
  store i8 %179, ptr %184, align 1
  %185 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !25

for.end32:                                        ; preds = %for.cond30
  %186 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !26

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %226, %for.end40 ]
  %187 = icmp slt i32 %i137, 32
  br i1 %187, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %256, %sel.end44 ]
  %188 = icmp slt i32 %j141, 16
  br i1 %188, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %189 = mul i32 %bx, 32
  %190 = sext i32 %189 to i64
  %191 = sext i32 %i137 to i64
  %192 = add i64 %190, %191
  %193 = icmp sle i64 0, %192
  %194 = mul i32 %bx, 32
  %195 = sext i32 %194 to i64
  %196 = sext i32 %i137 to i64
  %197 = add i64 %195, %196
  %198 = sext i32 %N to i64
  %199 = icmp slt i64 %197, %198
  %200 = and i1 %193, %199
  %201 = mul i32 %k, 16
  %202 = sext i32 %201 to i64
  %203 = sext i32 %j141 to i64
  %204 = add i64 %202, %203
  %205 = icmp sle i64 0, %204
  %206 = mul i32 %k, 16
  %207 = sext i32 %206 to i64
  %208 = sext i32 %j141 to i64
  %209 = add i64 %207, %208
  %210 = sext i32 %K to i64
  %211 = sdiv i64 %210, 2
  %212 = sub i64 0, %210
  %213 = select i1 false, i64 %212, i64 %211
  %214 = srem i64 %210, 2
  %215 = icmp ne i64 %214, 0
  %216 = icmp slt i64 %210, 0
  %217 = icmp eq i1 %216, false
  %218 = and i1 %215, %217
  %219 = zext i1 %218 to i64
  %220 = add i64 %213, %219
  %221 = trunc i64 %220 to i32
  %222 = sext i32 %221 to i64
  %223 = icmp slt i64 %209, %222
  %224 = and i1 %205, %223
  %225 = and i1 %200, %224
  br i1 %225, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %226 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !27

sel.then42:                                       ; preds = %for.body39
  %227 = mul i32 %bx, 32
  %228 = add i32 %227, %i137
  %229 = sext i32 %228 to i64
  %230 = sext i32 %K to i64
  %231 = sdiv i64 %230, 2
  %232 = sub i64 0, %230
  %233 = select i1 false, i64 %232, i64 %231
  %234 = srem i64 %230, 2
  %235 = icmp ne i64 %234, 0
  %236 = icmp slt i64 %230, 0
  %237 = icmp eq i1 %236, false
  %238 = and i1 %235, %237
  %239 = zext i1 %238 to i64
  %240 = add i64 %233, %239
  %241 = trunc i64 %240 to i32
  %242 = sext i32 %241 to i64
  %243 = mul nsw i64 %229, %242
  %244 = mul i32 %k, 16
  %245 = add i32 %244, %j141
  %246 = sext i32 %245 to i64
  %247 = add nsw i64 %243, %246
  %248 = getelementptr inbounds i8, ptr %W, i64 %247
  %249 = load i8, ptr %248, align 1
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %250 = phi i8 [ %249, %sel.then42 ], [ 0, %sel.else43 ]
  %251 = sext i32 %i137 to i64
  %252 = mul nsw i64 %251, 16
  %253 = sext i32 %j141 to i64
  %254 = add nsw i64 %252, %253
  %255 = getelementptr inbounds i8, ptr %W_s, i64 %254
  store i8 %250, ptr %255, align 1
  %256 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !28

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %303, %for.end50 ]
  %257 = icmp slt i32 %i, 32
  br i1 %257, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %258 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !29

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %342, %sel.end53 ]
  %259 = icmp slt i32 %j, 32
  br i1 %259, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %260 = sext i32 %i to i64
  %261 = mul nsw i64 %260, 16
  %262 = sdiv i32 %j, 2
  %263 = sub i32 0, %j
  %264 = select i1 false, i32 %263, i32 %262
  %265 = sext i32 %264 to i64
  %266 = add nsw i64 %261, %265
  %267 = getelementptr inbounds i8, ptr %W_s, i64 %266
  %byte = load i8, ptr %267, align 1
  %268 = shl i8 %byte, 4
  %269 = select i1 false, i8 0, i8 %268
  %lo = ashr i8 %269, 4
  %hi = ashr i8 %byte, 4
  %270 = mul i32 %bx, 32
  %271 = add i32 %270, %i
  %272 = icmp sle i32 0, %271
  %273 = mul i32 %bx, 32
  %274 = add i32 %273, %i
  %275 = icmp slt i32 %274, %N
  %276 = and i1 %272, %275
  %277 = mul i32 %k, 32
  %278 = add i32 %277, %j
  %279 = sdiv i32 %278, 32
  %280 = sub i32 0, %278
  %281 = select i1 false, i32 %280, i32 %279
  %282 = icmp sle i32 0, %281
  %283 = mul i32 %k, 32
  %284 = add i32 %283, %j
  %285 = sdiv i32 %284, 32
  %286 = sub i32 0, %284
  %287 = select i1 false, i32 %286, i32 %285
  %288 = sext i32 %K to i64
  %289 = sdiv i64 %288, 32
  %290 = sub i64 0, %288
  %291 = select i1 false, i64 %290, i64 %289
  %292 = srem i64 %288, 32
  %293 = icmp ne i64 %292, 0
  %294 = icmp slt i64 %288, 0
  %295 = icmp eq i1 %294, false
  %296 = and i1 %293, %295
  %297 = zext i1 %296 to i64
  %298 = add i64 %291, %297
  %299 = trunc i64 %298 to i32
  %300 = icmp slt i32 %287, %299
  %301 = and i1 %282, %300
  %302 = and i1 %276, %301
  br i1 %302, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %303 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !30

sel.then51:                                       ; preds = %for.body49
  %304 = mul i32 %bx, 32
  %305 = add i32 %304, %i
  %306 = sext i32 %305 to i64
  %307 = sext i32 %K to i64
  %308 = sdiv i64 %307, 32
  %309 = sub i64 0, %307
  %310 = select i1 false, i64 %309, i64 %308
  %311 = srem i64 %307, 32
  %312 = icmp ne i64 %311, 0
  %313 = icmp slt i64 %307, 0
  %314 = icmp eq i1 %313, false
  %315 = and i1 %312, %314
  %316 = zext i1 %315 to i64
  %317 = add i64 %310, %316
  %318 = trunc i64 %317 to i32
  %319 = sext i32 %318 to i64
  %320 = mul nsw i64 %306, %319
  %321 = mul i32 %k, 32
  %322 = add i32 %321, %j
  %323 = sdiv i32 %322, 32
  %324 = sub i32 0, %322
  %325 = select i1 false, i32 %324, i32 %323
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %320, %326
  %328 = getelementptr inbounds i16, ptr %S, i64 %327
  %329 = load i16, ptr %328, align 2
  %330 = bitcast i16 %329 to half
  %331 = fpext half %330 to float
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %s = phi float [ %331, %sel.then51 ], [ 0.000000e+00, %sel.else52 ]
  %332 = srem i32 %j, 2
  %333 = icmp eq i32 %332, 0
  %334 = select i1 %333, i8 %lo, i8 %hi
  %335 = sitofp i8 %334 to float
  %336 = fmul float %335, %s
  %337 = sext i32 %i to i64
  %338 = mul nsw i64 %337, 32
  %339 = sext i32 %j to i64
  %340 = add nsw i64 %338, %339
  %341 = getelementptr inbounds float, ptr %B_s, i64 %340
  store float %336, ptr %341, align 4
  %342 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !31

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond66

if.end56:                                         ; preds = %for.end68, %for.end59
  ret void

for.cond57:                                       ; preds = %if.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %362, %if.end62 ]
  %343 = icmp slt i32 %i2, 32
  br i1 %343, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %344 = sext i32 %M to i64
  %345 = sext i32 %N to i64
  %346 = mul i64 %344, %345
  %347 = icmp sge i64 %346, 8388608
  br i1 %347, label %if.then60, label %if.else61

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

if.then60:                                        ; preds = %for.body58
  %348 = mul i32 %by, 32
  %349 = add i32 %348, %i2
  %350 = sext i32 %349 to i64
  %351 = sext i32 %N to i64
  %352 = mul nsw i64 %350, %351
  %353 = mul i32 %bx, 32
  %354 = add i32 %353, 0
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %352, %355
  %357 = getelementptr inbounds float, ptr %C, i64 %356
  %358 = sext i32 %i2 to i64
  %359 = mul nsw i64 %358, 32
  %360 = add nsw i64 %359, 0
  %361 = getelementptr inbounds float, ptr %C_f, i64 %360
  call void @tilec_rt_stream(ptr %357, ptr %361, i64 128)
  br label %if.end62

if.else61:                                        ; preds = %for.body58
  br label %for.cond63

if.end62:                                         ; preds = %for.end65, %if.then60
  %362 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !32

for.cond63:                                       ; preds = %for.body64, %if.else61
  %j2 = phi i32 [ 0, %if.else61 ], [ %380, %for.body64 ]
  %363 = icmp slt i32 %j2, 32
  br i1 %363, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %364 = sext i32 %i2 to i64
  %365 = mul nsw i64 %364, 32
  %366 = sext i32 %j2 to i64
  %367 = add nsw i64 %365, %366
  %368 = getelementptr inbounds float, ptr %C_f, i64 %367
  %369 = load float, ptr %368, align 4
  %370 = mul i32 %by, 32
  %371 = add i32 %370, %i2
  %372 = sext i32 %371 to i64
  %373 = sext i32 %N to i64
  %374 = mul nsw i64 %372, %373
  %375 = mul i32 %bx, 32
  %376 = add i32 %375, %j2
  %377 = sext i32 %376 to i64
  %378 = add nsw i64 %374, %377
  %379 = getelementptr inbounds float, ptr %C, i64 %378
  store float %369, ptr %379, align 4
  %380 = add nsw i32 %j2, 1
  br label %for.cond63, !llvm.loop !33

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond66:                                       ; preds = %for.end72, %if.else55
  %i269 = phi i32 [ 0, %if.else55 ], [ %408, %for.end72 ]
  %381 = icmp slt i32 %i269, 32
  br i1 %381, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %if.end56

for.cond70:                                       ; preds = %if.end76, %for.body67
  %j273 = phi i32 [ 0, %for.body67 ], [ %425, %if.end76 ]
  %382 = icmp slt i32 %j273, 32
  br i1 %382, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %383 = mul i32 %by, 32
  %384 = sext i32 %383 to i64
  %385 = sext i32 %i269 to i64
  %386 = add i64 %384, %385
  %387 = icmp sle i64 0, %386
  %388 = mul i32 %by, 32
  %389 = sext i32 %388 to i64
  %390 = sext i32 %i269 to i64
  %391 = add i64 %389, %390
  %392 = sext i32 %M to i64
  %393 = icmp slt i64 %391, %392
  %394 = and i1 %387, %393
  %395 = mul i32 %bx, 32
  %396 = sext i32 %395 to i64
  %397 = sext i32 %j273 to i64
  %398 = add i64 %396, %397
  %399 = icmp sle i64 0, %398
  %400 = mul i32 %bx, 32
  %401 = sext i32 %400 to i64
  %402 = sext i32 %j273 to i64
  %403 = add i64 %401, %402
  %404 = sext i32 %N to i64
  %405 = icmp slt i64 %403, %404
  %406 = and i1 %399, %405
  %407 = and i1 %394, %406
  br i1 %407, label %if.then74, label %if.else75

for.end72:                                        ; preds = %for.cond70
  %408 = add nsw i32 %i269, 1
  br label %for.cond66, !llvm.loop !34

if.then74:                                        ; preds = %for.body71
  %409 = sext i32 %i269 to i64
  %410 = mul nsw i64 %409, 32
  %411 = sext i32 %j273 to i64
  %412 = add nsw i64 %410, %411
  %413 = getelementptr inbounds float, ptr %C_f, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = mul i32 %by, 32
  %416 = add i32 %415, %i269
  %417 = sext i32 %416 to i64
  %418 = sext i32 %N to i64
  %419 = mul nsw i64 %417, %418
  %420 = mul i32 %bx, 32
  %421 = add i32 %420, %j273
  %422 = sext i32 %421 to i64
  %423 = add nsw i64 %419, %422
  %424 = getelementptr inbounds float, ptr %C, i64 %423
  store float %414, ptr %424, align 4
  br label %if.end76

if.else75:                                        ; preds = %for.body71
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.then74
  %425 = add nsw i32 %j273, 1
  br label %for.cond70, !llvm.loop !35
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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_s, i8 0, i64 1024, i1 false)
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
  br label %for.cond1, !llvm.loop !36

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !37

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %224, %for.end47 ]
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
  br i1 %55, label %if.then54, label %if.else55

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
  br i1 %72, label %if.then23, label %if.else24

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
  br label %for.cond11, !llvm.loop !38

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !39

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %122, %for.end21 ]
  %95 = icmp slt i32 %i118, 32
  br i1 %95, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %142, %sel.end ]
  %96 = icmp slt i32 %j122, 32
  br i1 %96, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %97 = mul i32 %by, 32
  %98 = sext i32 %97 to i64
  %99 = sext i32 %i118 to i64
  %100 = add i64 %98, %99
  %101 = icmp sle i64 0, %100
  %102 = mul i32 %by, 32
  %103 = sext i32 %102 to i64
  %104 = sext i32 %i118 to i64
  %105 = add i64 %103, %104
  %106 = sext i32 %M to i64
  %107 = icmp slt i64 %105, %106
  %108 = and i1 %101, %107
  %109 = mul i32 %k, 32
  %110 = sext i32 %109 to i64
  %111 = sext i32 %j122 to i64
  %112 = add i64 %110, %111
  %113 = icmp sle i64 0, %112
  %114 = mul i32 %k, 32
  %115 = sext i32 %114 to i64
  %116 = sext i32 %j122 to i64
  %117 = add i64 %115, %116
  %118 = sext i32 %K to i64
  %119 = icmp slt i64 %117, %118
  %120 = and i1 %113, %119
  %121 = and i1 %108, %120
  br i1 %121, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %122 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !40

sel.then:                                         ; preds = %for.body20
  %123 = mul i32 %by, 32
  %124 = add i32 %123, %i118
  %125 = sext i32 %124 to i64
  %126 = sext i32 %K to i64
  %127 = mul nsw i64 %125, %126
  %128 = mul i32 %k, 32
  %129 = add i32 %128, %j122
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %127, %130
  %132 = getelementptr inbounds i16, ptr %A, i64 %131
  %133 = load i16, ptr %132, align 2
  %134 = bitcast i16 %133 to half
  %135 = fpext half %134 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %136 = phi float [ %135, %sel.then ], [ 0.000000e+00, %sel.else ]
  %137 = sext i32 %i118 to i64
  %138 = mul nsw i64 %137, 32
  %139 = sext i32 %j122 to i64
  %140 = add nsw i64 %138, %139
  %141 = getelementptr inbounds float, ptr %A_s, i64 %140
  store float %136, ptr %141, align 4
  %142 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !41

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %169, %for.end32 ]
  %143 = icmp slt i32 %i129, 32
  br i1 %143, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %168, %for.body31 ]
  %144 = icmp slt i32 %j133, 32
  br i1 %144, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %145 = mul i32 %bx, 32
  %146 = add i32 %145, %i129
  %147 = sext i32 %146 to i64
  %148 = sext i32 %K to i64
  %149 = mul nsw i64 %147, %148
  %150 = mul i32 %k, 32
  %151 = add i32 %150, %j133
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %149, %152
  %154 = lshr i64 %153, 1
  %155 = and i64 %153, 1
  %156 = shl i64 %155, 2
  %157 = trunc i64 %156 to i8
  %158 = getelementptr inbounds i8, ptr %W, i64 %154
  %159 = load i8, ptr %158, align 1
  %160 = lshr i8 %159, %157
  %161 = and i8 %160, 15
  %162 = and i8 %161, 15
  %163 = sext i32 %i129 to i64
  %164 = mul nsw i64 %163, 32
  %165 = sext i32 %j133 to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds i8, ptr %W_s, i64 %166
  store i8 %162, ptr %167, align 1
  %168 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !42

for.end32:                                        ; preds = %for.cond30
  %169 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !43

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %197, %for.end40 ]
  %170 = icmp slt i32 %i137, 32
  br i1 %170, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %222, %sel.end44 ]
  %171 = icmp slt i32 %j141, 32
  br i1 %171, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %172 = mul i32 %bx, 32
  %173 = sext i32 %172 to i64
  %174 = sext i32 %i137 to i64
  %175 = add i64 %173, %174
  %176 = icmp sle i64 0, %175
  %177 = mul i32 %bx, 32
  %178 = sext i32 %177 to i64
  %179 = sext i32 %i137 to i64
  %180 = add i64 %178, %179
  %181 = sext i32 %N to i64
  %182 = icmp slt i64 %180, %181
  %183 = and i1 %176, %182
  %184 = mul i32 %k, 32
  %185 = sext i32 %184 to i64
  %186 = sext i32 %j141 to i64
  %187 = add i64 %185, %186
  %188 = icmp sle i64 0, %187
  %189 = mul i32 %k, 32
  %190 = sext i32 %189 to i64
  %191 = sext i32 %j141 to i64
  %192 = add i64 %190, %191
  %193 = sext i32 %K to i64
  %194 = icmp slt i64 %192, %193
  %195 = and i1 %188, %194
  %196 = and i1 %183, %195
  br i1 %196, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %197 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !44

sel.then42:                                       ; preds = %for.body39
  %198 = mul i32 %bx, 32
  %199 = add i32 %198, %i137
  %200 = sext i32 %199 to i64
  %201 = sext i32 %K to i64
  %202 = mul nsw i64 %200, %201
  %203 = mul i32 %k, 32
  %204 = add i32 %203, %j141
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %202, %205
  %207 = lshr i64 %206, 1
  %208 = and i64 %206, 1
  %209 = shl i64 %208, 2
  %210 = trunc i64 %209 to i8
  %211 = getelementptr inbounds i8, ptr %W, i64 %207
  %212 = load i8, ptr %211, align 1
  %213 = lshr i8 %212, %210
  %214 = and i8 %213, 15
  %215 = and i8 %214, 15
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %216 = phi i8 [ %215, %sel.then42 ], [ 0, %sel.else43 ]
  %217 = sext i32 %i137 to i64
  %218 = mul nsw i64 %217, 32
  %219 = sext i32 %j141 to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds i8, ptr %W_s, i64 %220
  store i8 %216, ptr %221, align 1
  %222 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !45

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %259, %for.end50 ]
  %223 = icmp slt i32 %i, 32
  br i1 %223, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %224 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !46

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %303, %sel.end53 ]
  %225 = icmp slt i32 %j, 32
  br i1 %225, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %226 = mul i32 %bx, 32
  %227 = add i32 %226, %i
  %228 = icmp sle i32 0, %227
  %229 = mul i32 %bx, 32
  %230 = add i32 %229, %i
  %231 = icmp slt i32 %230, %N
  %232 = and i1 %228, %231
  %233 = mul i32 %k, 32
  %234 = add i32 %233, %j
  %235 = sdiv i32 %234, 32
  %236 = sub i32 0, %234
  %237 = select i1 false, i32 %236, i32 %235
  %238 = icmp sle i32 0, %237
  %239 = mul i32 %k, 32
  %240 = add i32 %239, %j
  %241 = sdiv i32 %240, 32
  %242 = sub i32 0, %240
  %243 = select i1 false, i32 %242, i32 %241
  %244 = sext i32 %K to i64
  %245 = sdiv i64 %244, 32
  %246 = sub i64 0, %244
  %247 = select i1 false, i64 %246, i64 %245
  %248 = srem i64 %244, 32
  %249 = icmp ne i64 %248, 0
  %250 = icmp slt i64 %244, 0
  %251 = icmp eq i1 %250, false
  %252 = and i1 %249, %251
  %253 = zext i1 %252 to i64
  %254 = add i64 %247, %253
  %255 = trunc i64 %254 to i32
  %256 = icmp slt i32 %243, %255
  %257 = and i1 %238, %256
  %258 = and i1 %232, %257
  br i1 %258, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %259 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !47

sel.then51:                                       ; preds = %for.body49
  %260 = mul i32 %bx, 32
  %261 = add i32 %260, %i
  %262 = sext i32 %261 to i64
  %263 = sext i32 %K to i64
  %264 = sdiv i64 %263, 32
  %265 = sub i64 0, %263
  %266 = select i1 false, i64 %265, i64 %264
  %267 = srem i64 %263, 32
  %268 = icmp ne i64 %267, 0
  %269 = icmp slt i64 %263, 0
  %270 = icmp eq i1 %269, false
  %271 = and i1 %268, %270
  %272 = zext i1 %271 to i64
  %273 = add i64 %266, %272
  %274 = trunc i64 %273 to i32
  %275 = sext i32 %274 to i64
  %276 = mul nsw i64 %262, %275
  %277 = mul i32 %k, 32
  %278 = add i32 %277, %j
  %279 = sdiv i32 %278, 32
  %280 = sub i32 0, %278
  %281 = select i1 false, i32 %280, i32 %279
  %282 = sext i32 %281 to i64
  %283 = add nsw i64 %276, %282
  %284 = getelementptr inbounds i16, ptr %S, i64 %283
  %285 = load i16, ptr %284, align 2
  %286 = bitcast i16 %285 to half
  %287 = fpext half %286 to float
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %s = phi float [ %287, %sel.then51 ], [ 0.000000e+00, %sel.else52 ]
  %288 = sext i32 %i to i64
  %289 = mul nsw i64 %288, 32
  %290 = sext i32 %j to i64
  %291 = add nsw i64 %289, %290
  %292 = getelementptr inbounds i8, ptr %W_s, i64 %291
  %293 = load i8, ptr %292, align 1
  %294 = zext i8 %293 to i64
  %295 = sitofp i64 %294 to float
  %296 = fsub float %295, 8.000000e+00
  %297 = fmul float %296, %s
  %298 = sext i32 %i to i64
  %299 = mul nsw i64 %298, 32
  %300 = sext i32 %j to i64
  %301 = add nsw i64 %299, %300
  %302 = getelementptr inbounds float, ptr %B_s, i64 %301
  store float %297, ptr %302, align 4
  %303 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !48

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond66

if.end56:                                         ; preds = %for.end68, %for.end59
  ret void

for.cond57:                                       ; preds = %if.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %323, %if.end62 ]
  %304 = icmp slt i32 %i2, 32
  br i1 %304, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %305 = sext i32 %M to i64
  %306 = sext i32 %N to i64
  %307 = mul i64 %305, %306
  %308 = icmp sge i64 %307, 8388608
  br i1 %308, label %if.then60, label %if.else61

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

if.then60:                                        ; preds = %for.body58
  %309 = mul i32 %by, 32
  %310 = add i32 %309, %i2
  %311 = sext i32 %310 to i64
  %312 = sext i32 %N to i64
  %313 = mul nsw i64 %311, %312
  %314 = mul i32 %bx, 32
  %315 = add i32 %314, 0
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %313, %316
  %318 = getelementptr inbounds float, ptr %C, i64 %317
  %319 = sext i32 %i2 to i64
  %320 = mul nsw i64 %319, 32
  %321 = add nsw i64 %320, 0
  %322 = getelementptr inbounds float, ptr %C_f, i64 %321
  call void @tilec_rt_stream(ptr %318, ptr %322, i64 128)
  br label %if.end62

if.else61:                                        ; preds = %for.body58
  br label %for.cond63

if.end62:                                         ; preds = %for.end65, %if.then60
  %323 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !49

for.cond63:                                       ; preds = %for.body64, %if.else61
  %j2 = phi i32 [ 0, %if.else61 ], [ %341, %for.body64 ]
  %324 = icmp slt i32 %j2, 32
  br i1 %324, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %325 = sext i32 %i2 to i64
  %326 = mul nsw i64 %325, 32
  %327 = sext i32 %j2 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %C_f, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = mul i32 %by, 32
  %332 = add i32 %331, %i2
  %333 = sext i32 %332 to i64
  %334 = sext i32 %N to i64
  %335 = mul nsw i64 %333, %334
  %336 = mul i32 %bx, 32
  %337 = add i32 %336, %j2
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %335, %338
  %340 = getelementptr inbounds float, ptr %C, i64 %339
  store float %330, ptr %340, align 4
  %341 = add nsw i32 %j2, 1
  br label %for.cond63, !llvm.loop !50

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond66:                                       ; preds = %for.end72, %if.else55
  %i269 = phi i32 [ 0, %if.else55 ], [ %369, %for.end72 ]
  %342 = icmp slt i32 %i269, 32
  br i1 %342, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %if.end56

for.cond70:                                       ; preds = %if.end76, %for.body67
  %j273 = phi i32 [ 0, %for.body67 ], [ %386, %if.end76 ]
  %343 = icmp slt i32 %j273, 32
  br i1 %343, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %344 = mul i32 %by, 32
  %345 = sext i32 %344 to i64
  %346 = sext i32 %i269 to i64
  %347 = add i64 %345, %346
  %348 = icmp sle i64 0, %347
  %349 = mul i32 %by, 32
  %350 = sext i32 %349 to i64
  %351 = sext i32 %i269 to i64
  %352 = add i64 %350, %351
  %353 = sext i32 %M to i64
  %354 = icmp slt i64 %352, %353
  %355 = and i1 %348, %354
  %356 = mul i32 %bx, 32
  %357 = sext i32 %356 to i64
  %358 = sext i32 %j273 to i64
  %359 = add i64 %357, %358
  %360 = icmp sle i64 0, %359
  %361 = mul i32 %bx, 32
  %362 = sext i32 %361 to i64
  %363 = sext i32 %j273 to i64
  %364 = add i64 %362, %363
  %365 = sext i32 %N to i64
  %366 = icmp slt i64 %364, %365
  %367 = and i1 %360, %366
  %368 = and i1 %355, %367
  br i1 %368, label %if.then74, label %if.else75

for.end72:                                        ; preds = %for.cond70
  %369 = add nsw i32 %i269, 1
  br label %for.cond66, !llvm.loop !51

if.then74:                                        ; preds = %for.body71
  %370 = sext i32 %i269 to i64
  %371 = mul nsw i64 %370, 32
  %372 = sext i32 %j273 to i64
  %373 = add nsw i64 %371, %372
  %374 = getelementptr inbounds float, ptr %C_f, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = mul i32 %by, 32
  %377 = add i32 %376, %i269
  %378 = sext i32 %377 to i64
  %379 = sext i32 %N to i64
  %380 = mul nsw i64 %378, %379
  %381 = mul i32 %bx, 32
  %382 = add i32 %381, %j273
  %383 = sext i32 %382 to i64
  %384 = add nsw i64 %380, %383
  %385 = getelementptr inbounds float, ptr %C, i64 %384
  store float %375, ptr %385, align 4
  br label %if.end76

if.else75:                                        ; preds = %for.body71
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.then74
  %386 = add nsw i32 %j273, 1
  br label %for.cond70, !llvm.loop !52
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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %W_s, i8 0, i64 1024, i1 false)
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
  br label %for.cond1, !llvm.loop !53

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !54

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %226, %for.end47 ]
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
  br i1 %55, label %if.then54, label %if.else55

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
  br i1 %72, label %if.then23, label %if.else24

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
  br label %for.cond11, !llvm.loop !55

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !56

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %122, %for.end21 ]
  %95 = icmp slt i32 %i118, 32
  br i1 %95, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %142, %sel.end ]
  %96 = icmp slt i32 %j122, 32
  br i1 %96, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %97 = mul i32 %by, 32
  %98 = sext i32 %97 to i64
  %99 = sext i32 %i118 to i64
  %100 = add i64 %98, %99
  %101 = icmp sle i64 0, %100
  %102 = mul i32 %by, 32
  %103 = sext i32 %102 to i64
  %104 = sext i32 %i118 to i64
  %105 = add i64 %103, %104
  %106 = sext i32 %M to i64
  %107 = icmp slt i64 %105, %106
  %108 = and i1 %101, %107
  %109 = mul i32 %k, 32
  %110 = sext i32 %109 to i64
  %111 = sext i32 %j122 to i64
  %112 = add i64 %110, %111
  %113 = icmp sle i64 0, %112
  %114 = mul i32 %k, 32
  %115 = sext i32 %114 to i64
  %116 = sext i32 %j122 to i64
  %117 = add i64 %115, %116
  %118 = sext i32 %K to i64
  %119 = icmp slt i64 %117, %118
  %120 = and i1 %113, %119
  %121 = and i1 %108, %120
  br i1 %121, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %122 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !57

sel.then:                                         ; preds = %for.body20
  %123 = mul i32 %by, 32
  %124 = add i32 %123, %i118
  %125 = sext i32 %124 to i64
  %126 = sext i32 %K to i64
  %127 = mul nsw i64 %125, %126
  %128 = mul i32 %k, 32
  %129 = add i32 %128, %j122
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %127, %130
  %132 = getelementptr inbounds i16, ptr %A, i64 %131
  %133 = load i16, ptr %132, align 2
  %134 = bitcast i16 %133 to half
  %135 = fpext half %134 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %136 = phi float [ %135, %sel.then ], [ 0.000000e+00, %sel.else ]
  %137 = sext i32 %i118 to i64
  %138 = mul nsw i64 %137, 32
  %139 = sext i32 %j122 to i64
  %140 = add nsw i64 %138, %139
  %141 = getelementptr inbounds float, ptr %A_s, i64 %140
  store float %136, ptr %141, align 4
  %142 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !58

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %170, %for.end32 ]
  %143 = icmp slt i32 %i129, 32
  br i1 %143, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %169, %for.body31 ]
  %144 = icmp slt i32 %j133, 32
  br i1 %144, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %145 = mul i32 %bx, 32
  %146 = add i32 %145, %i129
  %147 = sext i32 %146 to i64
  %148 = sext i32 %K to i64
  %149 = mul nsw i64 %147, %148
  %150 = mul i32 %k, 32
  %151 = add i32 %150, %j133
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %149, %152
  %154 = lshr i64 %153, 1
  %155 = and i64 %153, 1
  %156 = shl i64 %155, 2
  %157 = trunc i64 %156 to i8
  %158 = getelementptr inbounds i8, ptr %W, i64 %154
  %159 = load i8, ptr %158, align 1
  %160 = lshr i8 %159, %157
  %161 = and i8 %160, 15
  %162 = shl i8 %161, 4
  %163 = ashr i8 %162, 4
  %164 = sext i32 %i129 to i64
  %165 = mul nsw i64 %164, 32
  %166 = sext i32 %j133 to i64
  %167 = add nsw i64 %165, %166
  %168 = getelementptr inbounds i8, ptr %W_s, i64 %167
  store i8 %163, ptr %168, align 1
  %169 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !59

for.end32:                                        ; preds = %for.cond30
  %170 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !60

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %198, %for.end40 ]
  %171 = icmp slt i32 %i137, 32
  br i1 %171, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %224, %sel.end44 ]
  %172 = icmp slt i32 %j141, 32
  br i1 %172, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %173 = mul i32 %bx, 32
  %174 = sext i32 %173 to i64
  %175 = sext i32 %i137 to i64
  %176 = add i64 %174, %175
  %177 = icmp sle i64 0, %176
  %178 = mul i32 %bx, 32
  %179 = sext i32 %178 to i64
  %180 = sext i32 %i137 to i64
  %181 = add i64 %179, %180
  %182 = sext i32 %N to i64
  %183 = icmp slt i64 %181, %182
  %184 = and i1 %177, %183
  %185 = mul i32 %k, 32
  %186 = sext i32 %185 to i64
  %187 = sext i32 %j141 to i64
  %188 = add i64 %186, %187
  %189 = icmp sle i64 0, %188
  %190 = mul i32 %k, 32
  %191 = sext i32 %190 to i64
  %192 = sext i32 %j141 to i64
  %193 = add i64 %191, %192
  %194 = sext i32 %K to i64
  %195 = icmp slt i64 %193, %194
  %196 = and i1 %189, %195
  %197 = and i1 %184, %196
  br i1 %197, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %198 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !61

sel.then42:                                       ; preds = %for.body39
  %199 = mul i32 %bx, 32
  %200 = add i32 %199, %i137
  %201 = sext i32 %200 to i64
  %202 = sext i32 %K to i64
  %203 = mul nsw i64 %201, %202
  %204 = mul i32 %k, 32
  %205 = add i32 %204, %j141
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %203, %206
  %208 = lshr i64 %207, 1
  %209 = and i64 %207, 1
  %210 = shl i64 %209, 2
  %211 = trunc i64 %210 to i8
  %212 = getelementptr inbounds i8, ptr %W, i64 %208
  %213 = load i8, ptr %212, align 1
  %214 = lshr i8 %213, %211
  %215 = and i8 %214, 15
  %216 = shl i8 %215, 4
  %217 = ashr i8 %216, 4
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %218 = phi i8 [ %217, %sel.then42 ], [ 0, %sel.else43 ]
  %219 = sext i32 %i137 to i64
  %220 = mul nsw i64 %219, 32
  %221 = sext i32 %j141 to i64
  %222 = add nsw i64 %220, %221
  %223 = getelementptr inbounds i8, ptr %W_s, i64 %222
  store i8 %218, ptr %223, align 1
  %224 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !62

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %261, %for.end50 ]
  %225 = icmp slt i32 %i, 32
  br i1 %225, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %226 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !63

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %303, %sel.end53 ]
  %227 = icmp slt i32 %j, 32
  br i1 %227, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %228 = mul i32 %bx, 32
  %229 = add i32 %228, %i
  %230 = icmp sle i32 0, %229
  %231 = mul i32 %bx, 32
  %232 = add i32 %231, %i
  %233 = icmp slt i32 %232, %N
  %234 = and i1 %230, %233
  %235 = mul i32 %k, 32
  %236 = add i32 %235, %j
  %237 = sdiv i32 %236, 32
  %238 = sub i32 0, %236
  %239 = select i1 false, i32 %238, i32 %237
  %240 = icmp sle i32 0, %239
  %241 = mul i32 %k, 32
  %242 = add i32 %241, %j
  %243 = sdiv i32 %242, 32
  %244 = sub i32 0, %242
  %245 = select i1 false, i32 %244, i32 %243
  %246 = sext i32 %K to i64
  %247 = sdiv i64 %246, 32
  %248 = sub i64 0, %246
  %249 = select i1 false, i64 %248, i64 %247
  %250 = srem i64 %246, 32
  %251 = icmp ne i64 %250, 0
  %252 = icmp slt i64 %246, 0
  %253 = icmp eq i1 %252, false
  %254 = and i1 %251, %253
  %255 = zext i1 %254 to i64
  %256 = add i64 %249, %255
  %257 = trunc i64 %256 to i32
  %258 = icmp slt i32 %245, %257
  %259 = and i1 %240, %258
  %260 = and i1 %234, %259
  br i1 %260, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %261 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !64

sel.then51:                                       ; preds = %for.body49
  %262 = mul i32 %bx, 32
  %263 = add i32 %262, %i
  %264 = sext i32 %263 to i64
  %265 = sext i32 %K to i64
  %266 = sdiv i64 %265, 32
  %267 = sub i64 0, %265
  %268 = select i1 false, i64 %267, i64 %266
  %269 = srem i64 %265, 32
  %270 = icmp ne i64 %269, 0
  %271 = icmp slt i64 %265, 0
  %272 = icmp eq i1 %271, false
  %273 = and i1 %270, %272
  %274 = zext i1 %273 to i64
  %275 = add i64 %268, %274
  %276 = trunc i64 %275 to i32
  %277 = sext i32 %276 to i64
  %278 = mul nsw i64 %264, %277
  %279 = mul i32 %k, 32
  %280 = add i32 %279, %j
  %281 = sdiv i32 %280, 32
  %282 = sub i32 0, %280
  %283 = select i1 false, i32 %282, i32 %281
  %284 = sext i32 %283 to i64
  %285 = add nsw i64 %278, %284
  %286 = getelementptr inbounds i16, ptr %S, i64 %285
  %287 = load i16, ptr %286, align 2
  %288 = bitcast i16 %287 to half
  %289 = fpext half %288 to float
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %s = phi float [ %289, %sel.then51 ], [ 0.000000e+00, %sel.else52 ]
  %290 = sext i32 %i to i64
  %291 = mul nsw i64 %290, 32
  %292 = sext i32 %j to i64
  %293 = add nsw i64 %291, %292
  %294 = getelementptr inbounds i8, ptr %W_s, i64 %293
  %295 = load i8, ptr %294, align 1
  %296 = sitofp i8 %295 to float
  %297 = fmul float %296, %s
  %298 = sext i32 %i to i64
  %299 = mul nsw i64 %298, 32
  %300 = sext i32 %j to i64
  %301 = add nsw i64 %299, %300
  %302 = getelementptr inbounds float, ptr %B_s, i64 %301
  store float %297, ptr %302, align 4
  %303 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !65

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond66

if.end56:                                         ; preds = %for.end68, %for.end59
  ret void

for.cond57:                                       ; preds = %if.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %323, %if.end62 ]
  %304 = icmp slt i32 %i2, 32
  br i1 %304, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %305 = sext i32 %M to i64
  %306 = sext i32 %N to i64
  %307 = mul i64 %305, %306
  %308 = icmp sge i64 %307, 8388608
  br i1 %308, label %if.then60, label %if.else61

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

if.then60:                                        ; preds = %for.body58
  %309 = mul i32 %by, 32
  %310 = add i32 %309, %i2
  %311 = sext i32 %310 to i64
  %312 = sext i32 %N to i64
  %313 = mul nsw i64 %311, %312
  %314 = mul i32 %bx, 32
  %315 = add i32 %314, 0
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %313, %316
  %318 = getelementptr inbounds float, ptr %C, i64 %317
  %319 = sext i32 %i2 to i64
  %320 = mul nsw i64 %319, 32
  %321 = add nsw i64 %320, 0
  %322 = getelementptr inbounds float, ptr %C_f, i64 %321
  call void @tilec_rt_stream(ptr %318, ptr %322, i64 128)
  br label %if.end62

if.else61:                                        ; preds = %for.body58
  br label %for.cond63

if.end62:                                         ; preds = %for.end65, %if.then60
  %323 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !66

for.cond63:                                       ; preds = %for.body64, %if.else61
  %j2 = phi i32 [ 0, %if.else61 ], [ %341, %for.body64 ]
  %324 = icmp slt i32 %j2, 32
  br i1 %324, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %325 = sext i32 %i2 to i64
  %326 = mul nsw i64 %325, 32
  %327 = sext i32 %j2 to i64
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %C_f, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = mul i32 %by, 32
  %332 = add i32 %331, %i2
  %333 = sext i32 %332 to i64
  %334 = sext i32 %N to i64
  %335 = mul nsw i64 %333, %334
  %336 = mul i32 %bx, 32
  %337 = add i32 %336, %j2
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %335, %338
  %340 = getelementptr inbounds float, ptr %C, i64 %339
  store float %330, ptr %340, align 4
  %341 = add nsw i32 %j2, 1
  br label %for.cond63, !llvm.loop !67

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond66:                                       ; preds = %for.end72, %if.else55
  %i269 = phi i32 [ 0, %if.else55 ], [ %369, %for.end72 ]
  %342 = icmp slt i32 %i269, 32
  br i1 %342, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %if.end56

for.cond70:                                       ; preds = %if.end76, %for.body67
  %j273 = phi i32 [ 0, %for.body67 ], [ %386, %if.end76 ]
  %343 = icmp slt i32 %j273, 32
  br i1 %343, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %344 = mul i32 %by, 32
  %345 = sext i32 %344 to i64
  %346 = sext i32 %i269 to i64
  %347 = add i64 %345, %346
  %348 = icmp sle i64 0, %347
  %349 = mul i32 %by, 32
  %350 = sext i32 %349 to i64
  %351 = sext i32 %i269 to i64
  %352 = add i64 %350, %351
  %353 = sext i32 %M to i64
  %354 = icmp slt i64 %352, %353
  %355 = and i1 %348, %354
  %356 = mul i32 %bx, 32
  %357 = sext i32 %356 to i64
  %358 = sext i32 %j273 to i64
  %359 = add i64 %357, %358
  %360 = icmp sle i64 0, %359
  %361 = mul i32 %bx, 32
  %362 = sext i32 %361 to i64
  %363 = sext i32 %j273 to i64
  %364 = add i64 %362, %363
  %365 = sext i32 %N to i64
  %366 = icmp slt i64 %364, %365
  %367 = and i1 %360, %366
  %368 = and i1 %355, %367
  br i1 %368, label %if.then74, label %if.else75

for.end72:                                        ; preds = %for.cond70
  %369 = add nsw i32 %i269, 1
  br label %for.cond66, !llvm.loop !68

if.then74:                                        ; preds = %for.body71
  %370 = sext i32 %i269 to i64
  %371 = mul nsw i64 %370, 32
  %372 = sext i32 %j273 to i64
  %373 = add nsw i64 %371, %372
  %374 = getelementptr inbounds float, ptr %C_f, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = mul i32 %by, 32
  %377 = add i32 %376, %i269
  %378 = sext i32 %377 to i64
  %379 = sext i32 %N to i64
  %380 = mul nsw i64 %378, %379
  %381 = mul i32 %bx, 32
  %382 = add i32 %381, %j273
  %383 = sext i32 %382 to i64
  %384 = add nsw i64 %380, %383
  %385 = getelementptr inbounds float, ptr %C, i64 %384
  store float %375, ptr %385, align 4
  br label %if.end76

if.else75:                                        ; preds = %for.body71
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.then74
  %386 = add nsw i32 %j273, 1
  br label %for.cond70, !llvm.loop !69
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
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
