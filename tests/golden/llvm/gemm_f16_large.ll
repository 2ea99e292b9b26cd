; ModuleID = 'gemm_f16_large.tile'
source_filename = "gemm_f16_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_f16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 16384, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %147, %if.end25 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
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
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 256
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 256
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 256
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then45, label %if.else46

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 256
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 256
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 256
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %96, %for.end13 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %95, %for.body12 ]
  %74 = icmp slt i32 %j14, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = fptrunc float %87 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr %92, align 2
  %95 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %124, %for.end21 ]
  %97 = icmp slt i32 %i18, 128
  br i1 %97, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %146, %sel.end ]
  %98 = icmp slt i32 %j22, 32
  br i1 %98, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %99 = mul i32 %by, 128
  %100 = sext i32 %99 to i64
  %101 = sext i32 %i18 to i64
  %102 = add i64 %100, %101
  %103 = icmp sle i64 0, %102
  %104 = mul i32 %by, 128
  %105 = sext i32 %104 to i64
  %106 = sext i32 %i18 to i64
  %107 = add i64 %105, %106
  %108 = sext i32 %M to i64
  %109 = icmp slt i64 %107, %108
  %110 = and i1 %103, %109
  %111 = mul i32 %k, 32
  %112 = sext i32 %111 to i64
  %113 = sext i32 %j22 to i64
  %114 = add i64 %112, %113
  %115 = icmp sle i64 0, %114
  %116 = mul i32 %k, 32
  %117 = sext i32 %116 to i64
  %118 = sext i32 %j22 to i64
  %119 = add i64 %117, %118
  %120 = sext i32 %K to i64
  %121 = icmp slt i64 %119, %120
  %122 = and i1 %115, %121
  %123 = and i1 %110, %122
  br i1 %123, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %124 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %125 = mul i32 %by, 128
  %126 = add i32 %125, %i18
  %127 = sext i32 %126 to i64
  %128 = sext i32 %K to i64
  %129 = mul nsw i64 %127, %128
  %130 = mul i32 %k, 32
  %131 = add i32 %130, %j22
  %132 = sext i32 %131 to i64
  %133 = add nsw i64 %129, %132
  %134 = getelementptr inbounds i16, ptr %A, i64 %133
  %135 = load i16, ptr %134, align 2
  %136 = bitcast i16 %135 to half
  %137 = fpext half %136 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %138 = phi float [ %137, %sel.then ], [ 0.000000e+00, %sel.else ]
  %139 = sext i32 %i18 to i64
  %140 = mul nsw i64 %139, 32
  %141 = sext i32 %j22 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds i16, ptr %A_s, i64 %142
  %144 = fptrunc float %138 to half
  %145 = bitcast half %144 to i16
  store i16 %145, ptr %143, align 2
  %146 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_f16f32(i32 128, i32 256, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %147 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !8

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %171, %for.end32 ]
  %148 = icmp slt i32 %i29, 32
  br i1 %148, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %170, %for.body31 ]
  %149 = icmp slt i32 %j33, 256
  br i1 %149, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %150 = mul i32 %k, 32
  %151 = add i32 %150, %i29
  %152 = sext i32 %151 to i64
  %153 = sext i32 %N to i64
  %154 = mul nsw i64 %152, %153
  %155 = mul i32 %bx, 256
  %156 = add i32 %155, %j33
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %154, %157
  %159 = getelementptr inbounds i16, ptr %B, i64 %158
  %160 = load i16, ptr %159, align 2
  %161 = bitcast i16 %160 to half
  %162 = fpext half %161 to float
  %163 = sext i32 %i29 to i64
  %164 = mul nsw i64 %163, 256
  %165 = sext i32 %j33 to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds i16, ptr %B_s, i64 %166
  %168 = fptrunc float %162 to half
  %169 = bitcast half %168 to i16
  store i16 %169, ptr %167, align 2
  %170 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %171 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !10

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %199, %for.end40 ]
  %172 = icmp slt i32 %i37, 32
  br i1 %172, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %221, %sel.end44 ]
  %173 = icmp slt i32 %j41, 256
  br i1 %173, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %174 = mul i32 %k, 32
  %175 = sext i32 %174 to i64
  %176 = sext i32 %i37 to i64
  %177 = add i64 %175, %176
  %178 = icmp sle i64 0, %177
  %179 = mul i32 %k, 32
  %180 = sext i32 %179 to i64
  %181 = sext i32 %i37 to i64
  %182 = add i64 %180, %181
  %183 = sext i32 %K to i64
  %184 = icmp slt i64 %182, %183
  %185 = and i1 %178, %184
  %186 = mul i32 %bx, 256
  %187 = sext i32 %186 to i64
  %188 = sext i32 %j41 to i64
  %189 = add i64 %187, %188
  %190 = icmp sle i64 0, %189
  %191 = mul i32 %bx, 256
  %192 = sext i32 %191 to i64
  %193 = sext i32 %j41 to i64
  %194 = add i64 %192, %193
  %195 = sext i32 %N to i64
  %196 = icmp slt i64 %194, %195
  %197 = and i1 %190, %196
  %198 = and i1 %185, %197
  br i1 %198, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %199 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !11

sel.then42:                                       ; preds = %for.body39
  %200 = mul i32 %k, 32
  %201 = add i32 %200, %i37
  %202 = sext i32 %201 to i64
  %203 = sext i32 %N to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %bx, 256
  %206 = add i32 %205, %j41
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %204, %207
  %209 = getelementptr inbounds i16, ptr %B, i64 %208
  %210 = load i16, ptr %209, align 2
  %211 = bitcast i16 %210 to half
  %212 = fpext half %211 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %213 = phi float [ %212, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %214 = sext i32 %i37 to i64
  %215 = mul nsw i64 %214, 256
  %216 = sext i32 %j41 to i64
  %217 = add nsw i64 %215, %216
  %218 = getelementptr inbounds i16, ptr %B_s, i64 %217
  %219 = fptrunc float %213 to half
  %220 = bitcast half %219 to i16
  store i16 %220, ptr %218, align 2
  %221 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !12

if.then45:                                        ; preds = %for.end6
  br label %for.cond48

if.else46:                                        ; preds = %for.end6
  br label %for.cond54

if.end47:                                         ; preds = %for.end56, %for.end50
  ret void

for.cond48:                                       ; preds = %for.end53, %if.then45
  %i1 = phi i32 [ 0, %if.then45 ], [ %245, %for.end53 ]
  %222 = icmp slt i32 %i1, 128
  br i1 %222, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %for.body49
  %j1 = phi i32 [ 0, %for.body49 ], [ %244, %for.body52 ]
  %223 = icmp slt i32 %j1, 256
  br i1 %223, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %224 = sext i32 %i1 to i64
  %225 = mul nsw i64 %224, 256
  %226 = sext i32 %j1 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds float, ptr %C_f, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = fptrunc float %229 to half
  %231 = fpext half %230 to float
  %232 = mul i32 %by, 128
  %233 = add i32 %232, %i1
  %234 = sext i32 %233 to i64
  %235 = sext i32 %N to i64
  %236 = mul nsw i64 %234, %235
  %237 = mul i32 %bx, 256
  %238 = add i32 %237, %j1
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i16, ptr %C, i64 %240
  %242 = fptrunc float %231 to half
  %243 = bitcast half %242 to i16
  store i16 %243, ptr %241, align 2
  %244 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !13

for.end53:                                        ; preds = %for.cond51
  %245 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !14

for.cond54:                                       ; preds = %for.end60, %if.else46
  %i157 = phi i32 [ 0, %if.else46 ], [ %273, %for.end60 ]
  %246 = icmp slt i32 %i157, 128
  br i1 %246, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond58

for.end56:                                        ; preds = %for.cond54
  br label %if.end47

for.cond58:                                       ; preds = %if.end64, %for.body55
  %j161 = phi i32 [ 0, %for.body55 ], [ %294, %if.end64 ]
  %247 = icmp slt i32 %j161, 256
  br i1 %247, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %248 = mul i32 %by, 128
  %249 = sext i32 %248 to i64
  %250 = sext i32 %i157 to i64
  %251 = add i64 %249, %250
  %252 = icmp sle i64 0, %251
  %253 = mul i32 %by, 128
  %254 = sext i32 %253 to i64
  %255 = sext i32 %i157 to i64
  %256 = add i64 %254, %255
  %257 = sext i32 %M to i64
  %258 = icmp slt i64 %256, %257
  %259 = and i1 %252, %258
  %260 = mul i32 %bx, 256
  %261 = sext i32 %260 to i64
  %262 = sext i32 %j161 to i64
  %263 = add i64 %261, %262
  %264 = icmp sle i64 0, %263
  %265 = mul i32 %bx, 256
  %266 = sext i32 %265 to i64
  %267 = sext i32 %j161 to i64
  %268 = add i64 %266, %267
  %269 = sext i32 %N to i64
  %270 = icmp slt i64 %268, %269
  %271 = and i1 %264, %270
  %272 = and i1 %259, %271
  br i1 %272, label %if.then62, label %if.else63

for.end60:                                        ; preds = %for.cond58
  %273 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !15

if.then62:                                        ; preds = %for.body59
  %274 = sext i32 %i157 to i64
  %275 = mul nsw i64 %274, 256
  %276 = sext i32 %j161 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds float, ptr %C_f, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = fptrunc float %279 to half
  %281 = fpext half %280 to float
  %282 = mul i32 %by, 128
  %283 = add i32 %282, %i157
  %284 = sext i32 %283 to i64
  %285 = sext i32 %N to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %bx, 256
  %288 = add i32 %287, %j161
  %289 = sext i32 %288 to i64
  %290 = add nsw i64 %286, %289
  %291 = getelementptr inbounds i16, ptr %C, i64 %290
  %292 = fptrunc float %281 to half
  %293 = bitcast half %292 to i16
  store i16 %293, ptr %291, align 2
  br label %if.end64

if.else63:                                        ; preds = %for.body59
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %if.then62
  %294 = add nsw i32 %j161, 1
  br label %for.cond58, !llvm.loop !16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_f16_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_large_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 16384, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !17

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !18

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %151, %if.end25 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
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
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 256
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 256
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 256
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then45, label %if.else46

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 256
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 256
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 256
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %98, %for.end13 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %97, %for.body12 ]
  %74 = icmp slt i32 %j14, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = sext i32 %i10 to i64
  %90 = mul nsw i64 %89, 32
  %91 = sext i32 %j14 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %A_s, i64 %92
  %94 = bitcast float %88 to i32
  %95 = lshr i32 %94, 16
  %96 = trunc i32 %95 to i16
  store i16 %96, ptr %93, align 2
  %97 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !19

for.end13:                                        ; preds = %for.cond11
  %98 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !20

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %126, %for.end21 ]
  %99 = icmp slt i32 %i18, 128
  br i1 %99, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %150, %sel.end ]
  %100 = icmp slt i32 %j22, 32
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %101 = mul i32 %by, 128
  %102 = sext i32 %101 to i64
  %103 = sext i32 %i18 to i64
  %104 = add i64 %102, %103
  %105 = icmp sle i64 0, %104
  %106 = mul i32 %by, 128
  %107 = sext i32 %106 to i64
  %108 = sext i32 %i18 to i64
  %109 = add i64 %107, %108
  %110 = sext i32 %M to i64
  %111 = icmp slt i64 %109, %110
  %112 = and i1 %105, %111
  %113 = mul i32 %k, 32
  %114 = sext i32 %113 to i64
  %115 = sext i32 %j22 to i64
  %116 = add i64 %114, %115
  %117 = icmp sle i64 0, %116
  %118 = mul i32 %k, 32
  %119 = sext i32 %118 to i64
  %120 = sext i32 %j22 to i64
  %121 = add i64 %119, %120
  %122 = sext i32 %K to i64
  %123 = icmp slt i64 %121, %122
  %124 = and i1 %117, %123
  %125 = and i1 %112, %124
  br i1 %125, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %126 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !21

sel.then:                                         ; preds = %for.body20
  %127 = mul i32 %by, 128
  %128 = add i32 %127, %i18
  %129 = sext i32 %128 to i64
  %130 = sext i32 %K to i64
  %131 = mul nsw i64 %129, %130
  %132 = mul i32 %k, 32
  %133 = add i32 %132, %j22
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 %131, %134
  %136 = getelementptr inbounds i16, ptr %A, i64 %135
  %137 = load i16, ptr %136, align 2
  %138 = zext i16 %137 to i32
  %139 = shl i32 %138, 16
  %140 = bitcast i32 %139 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %141 = phi float [ %140, %sel.then ], [ 0.000000e+00, %sel.else ]
  %142 = sext i32 %i18 to i64
  %143 = mul nsw i64 %142, 32
  %144 = sext i32 %j22 to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds i16, ptr %A_s, i64 %145
  %147 = bitcast float %141 to i32
  %148 = lshr i32 %147, 16
  %149 = trunc i32 %148 to i16
  store i16 %149, ptr %146, align 2
  %150 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !22

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 256, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %151 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !23

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %177, %for.end32 ]
  %152 = icmp slt i32 %i29, 32
  br i1 %152, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %176, %for.body31 ]
  %153 = icmp slt i32 %j33, 256
  br i1 %153, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %154 = mul i32 %k, 32
  %155 = add i32 %154, %i29
  %156 = sext i32 %155 to i64
  %157 = sext i32 %N to i64
  %158 = mul nsw i64 %156, %157
  %159 = mul i32 %bx, 256
  %160 = add i32 %159, %j33
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %158, %161
  %163 = getelementptr inbounds i16, ptr %B, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = zext i16 %164 to i32
  %166 = shl i32 %165, 16
  %167 = bitcast i32 %166 to float
  %168 = sext i32 %i29 to i64
  %169 = mul nsw i64 %168, 256
  %170 = sext i32 %j33 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds i16, ptr %B_s, i64 %171
  %173 = bitcast float %167 to i32
  %174 = lshr i32 %173, 16
  %175 = trunc i32 %174 to i16
  store i16 %175, ptr %172, align 2
  %176 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !24

for.end32:                                        ; preds = %for.cond30
  %177 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !25

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %205, %for.end40 ]
  %178 = icmp slt i32 %i37, 32
  br i1 %178, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %229, %sel.end44 ]
  %179 = icmp slt i32 %j41, 256
  br i1 %179, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %180 = mul i32 %k, 32
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i37 to i64
  %183 = add i64 %181, %182
  %184 = icmp sle i64 0, %183
  %185 = mul i32 %k, 32
  %186 = sext i32 %185 to i64
  %187 = sext i32 %i37 to i64
  %188 = add i64 %186, %187
  %189 = sext i32 %K to i64
  %190 = icmp slt i64 %188, %189
  %191 = and i1 %184, %190
  %192 = mul i32 %bx, 256
  %193 = sext i32 %192 to i64
  %194 = sext i32 %j41 to i64
  %195 = add i64 %193, %194
  %196 = icmp sle i64 0, %195
  %197 = mul i32 %bx, 256
  %198 = sext i32 %197 to i64
  %199 = sext i32 %j41 to i64
  %200 = add i64 %198, %199
  %201 = sext i32 %N to i64
  %202 = icmp slt i64 %200, %201
  %203 = and i1 %196, %202
  %204 = and i1 %191, %203
  br i1 %204, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %205 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !26

sel.then42:                                       ; preds = %for.body39
  %206 = mul i32 %k, 32
  %207 = add i32 %206, %i37
  %208 = sext i32 %207 to i64
  %209 = sext i32 %N to i64
  %210 = mul nsw i64 %208, %209
  %211 = mul i32 %bx, 256
  %212 = add i32 %211, %j41
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %210, %213
  %215 = getelementptr inbounds i16, ptr %B, i64 %214
  %216 = load i16, ptr %215, align 2
  %217 = zext i16 %216 to i32
  %218 = shl i32 %217, 16
  %219 = bitcast i32 %218 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %220 = phi float [ %219, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %221 = sext i32 %i37 to i64
  %222 = mul nsw i64 %221, 256
  %223 = sext i32 %j41 to i64
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds i16, ptr %B_s, i64 %224
  %226 = bitcast float %220 to i32
  %227 = lshr i32 %226, 16
  %228 = trunc i32 %227 to i16
  store i16 %228, ptr %225, align 2
  %229 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !27

if.then45:                                        ; preds = %for.end6
  br label %for.cond48

if.else46:                                        ; preds = %for.end6
  br label %for.cond54

if.end47:                                         ; preds = %for.end56, %for.end50
  ret void

for.cond48:                                       ; preds = %for.end53, %if.then45
  %i1 = phi i32 [ 0, %if.then45 ], [ %263, %for.end53 ]
  %230 = icmp slt i32 %i1, 128
  br i1 %230, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %for.body49
  %j1 = phi i32 [ 0, %for.body49 ], [ %262, %for.body52 ]
  %231 = icmp slt i32 %j1, 256
  br i1 %231, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %232 = sext i32 %i1 to i64
  %233 = mul nsw i64 %232, 256
  %234 = sext i32 %j1 to i64
  %235 = add nsw i64 %233, %234
  %236 = getelementptr inbounds float, ptr %C_f, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = bitcast float %237 to i32
  %239 = lshr i32 %238, 16
  %240 = and i32 %239, 1
  %241 = add i32 %238, 32767
  %242 = add i32 %241, %240
  %243 = and i32 %242, -65536
  %244 = or i32 %238, 4194304
  %245 = and i32 %244, -65536
  %246 = fcmp uno float %237, %237
  %247 = select i1 %246, i32 %245, i32 %243
  %248 = bitcast i32 %247 to float
  %249 = mul i32 %by, 128
  %250 = add i32 %249, %i1
  %251 = sext i32 %250 to i64
  %252 = sext i32 %N to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %bx, 256
  %255 = add i32 %254, %j1
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = getelementptr inbounds i16, ptr %C, i64 %257
  %259 = bitcast float %248 to i32
  %260 = lshr i32 %259, 16
  %261 = trunc i32 %260 to i16
  store i16 %261, ptr %258, align 2
  %262 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !28

for.end53:                                        ; preds = %for.cond51
  %263 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !29

for.cond54:                                       ; preds = %for.end60, %if.else46
  %i157 = phi i32 [ 0, %if.else46 ], [ %291, %for.end60 ]
  %264 = icmp slt i32 %i157, 128
  br i1 %264, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond58

for.end56:                                        ; preds = %for.cond54
  br label %if.end47

for.cond58:                                       ; preds = %if.end64, %for.body55
  %j161 = phi i32 [ 0, %for.body55 ], [ %322, %if.end64 ]
  %265 = icmp slt i32 %j161, 256
  br i1 %265, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %266 = mul i32 %by, 128
  %267 = sext i32 %266 to i64
  %268 = sext i32 %i157 to i64
  %269 = add i64 %267, %268
  %270 = icmp sle i64 0, %269
  %271 = mul i32 %by, 128
  %272 = sext i32 %271 to i64
  %273 = sext i32 %i157 to i64
  %274 = add i64 %272, %273
  %275 = sext i32 %M to i64
  %276 = icmp slt i64 %274, %275
  %277 = and i1 %270, %276
  %278 = mul i32 %bx, 256
  %279 = sext i32 %278 to i64
  %280 = sext i32 %j161 to i64
  %281 = add i64 %279, %280
  %282 = icmp sle i64 0, %281
  %283 = mul i32 %bx, 256
  %284 = sext i32 %283 to i64
  %285 = sext i32 %j161 to i64
  %286 = add i64 %284, %285
  %287 = sext i32 %N to i64
  %288 = icmp slt i64 %286, %287
  %289 = and i1 %282, %288
  %290 = and i1 %277, %289
  br i1 %290, label %if.then62, label %if.else63

for.end60:                                        ; preds = %for.cond58
  %291 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !30

if.then62:                                        ; preds = %for.body59
  %292 = sext i32 %i157 to i64
  %293 = mul nsw i64 %292, 256
  %294 = sext i32 %j161 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds float, ptr %C_f, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = bitcast float %297 to i32
  %299 = lshr i32 %298, 16
  %300 = and i32 %299, 1
  %301 = add i32 %298, 32767
  %302 = add i32 %301, %300
  %303 = and i32 %302, -65536
  %304 = or i32 %298, 4194304
  %305 = and i32 %304, -65536
  %306 = fcmp uno float %297, %297
  %307 = select i1 %306, i32 %305, i32 %303
  %308 = bitcast i32 %307 to float
  %309 = mul i32 %by, 128
  %310 = add i32 %309, %i157
  %311 = sext i32 %310 to i64
  %312 = sext i32 %N to i64
  %313 = mul nsw i64 %311, %312
  %314 = mul i32 %bx, 256
  %315 = add i32 %314, %j161
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %313, %316
  %318 = getelementptr inbounds i16, ptr %C, i64 %317
  %319 = bitcast float %308 to i32
  %320 = lshr i32 %319, 16
  %321 = trunc i32 %320 to i16
  store i16 %321, ptr %318, align 2
  br label %if.end64

if.else63:                                        ; preds = %for.body59
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %if.then62
  %322 = add nsw i32 %j161, 1
  br label %for.cond58, !llvm.loop !31
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_large_task, ptr %a)
  ret i32 %57

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
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
