; ModuleID = 'gemm_f16.tile'
source_filename = "gemm_f16.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_bk64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_bk64_smem_epilogue = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_bk64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_bk64_smem_epilogue = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_64x64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_64x64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_f16_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
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
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
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
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
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
  %64 = mul i32 %bx, 128
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 128
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 128
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
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
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
  %149 = icmp slt i32 %j33, 128
  br i1 %149, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %150 = mul i32 %k, 32
  %151 = add i32 %150, %i29
  %152 = sext i32 %151 to i64
  %153 = sext i32 %N to i64
  %154 = mul nsw i64 %152, %153
  %155 = mul i32 %bx, 128
  %156 = add i32 %155, %j33
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %154, %157
  %159 = getelementptr inbounds i16, ptr %B, i64 %158
  %160 = load i16, ptr %159, align 2
  %161 = bitcast i16 %160 to half
  %162 = fpext half %161 to float
  %163 = sext i32 %i29 to i64
  %164 = mul nsw i64 %163, 128
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
  %173 = icmp slt i32 %j41, 128
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
  %186 = mul i32 %bx, 128
  %187 = sext i32 %186 to i64
  %188 = sext i32 %j41 to i64
  %189 = add i64 %187, %188
  %190 = icmp sle i64 0, %189
  %191 = mul i32 %bx, 128
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
  %205 = mul i32 %bx, 128
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
  %215 = mul nsw i64 %214, 128
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
  %223 = icmp slt i32 %j1, 128
  br i1 %223, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %224 = sext i32 %i1 to i64
  %225 = mul nsw i64 %224, 128
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
  %237 = mul i32 %bx, 128
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
  %247 = icmp slt i32 %j161, 128
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
  %260 = mul i32 %bx, 128
  %261 = sext i32 %260 to i64
  %262 = sext i32 %j161 to i64
  %263 = add i64 %261, %262
  %264 = icmp sle i64 0, %263
  %265 = mul i32 %bx, 128
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
  %275 = mul nsw i64 %274, 128
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
  %287 = mul i32 %bx, 128
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
define internal void @matmul_f16_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 16384, i1 false)
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
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
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
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
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
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
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
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 128
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 128
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 128
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
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 64
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = fptrunc float %87 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr %92, align 2
  %95 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !19

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !20

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
  %98 = icmp slt i32 %j22, 64
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
  %111 = mul i32 %k, 64
  %112 = sext i32 %111 to i64
  %113 = sext i32 %j22 to i64
  %114 = add i64 %112, %113
  %115 = icmp sle i64 0, %114
  %116 = mul i32 %k, 64
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
  br label %for.cond15, !llvm.loop !21

sel.then:                                         ; preds = %for.body20
  %125 = mul i32 %by, 128
  %126 = add i32 %125, %i18
  %127 = sext i32 %126 to i64
  %128 = sext i32 %K to i64
  %129 = mul nsw i64 %127, %128
  %130 = mul i32 %k, 64
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
  %140 = mul nsw i64 %139, 64
  %141 = sext i32 %j22 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds i16, ptr %A_s, i64 %142
  %144 = fptrunc float %138 to half
  %145 = bitcast half %144 to i16
  store i16 %145, ptr %143, align 2
  %146 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !22

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %147 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !23

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %171, %for.end32 ]
  %148 = icmp slt i32 %i29, 64
  br i1 %148, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %170, %for.body31 ]
  %149 = icmp slt i32 %j33, 128
  br i1 %149, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %150 = mul i32 %k, 64
  %151 = add i32 %150, %i29
  %152 = sext i32 %151 to i64
  %153 = sext i32 %N to i64
  %154 = mul nsw i64 %152, %153
  %155 = mul i32 %bx, 128
  %156 = add i32 %155, %j33
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %154, %157
  %159 = getelementptr inbounds i16, ptr %B, i64 %158
  %160 = load i16, ptr %159, align 2
  %161 = bitcast i16 %160 to half
  %162 = fpext half %161 to float
  %163 = sext i32 %i29 to i64
  %164 = mul nsw i64 %163, 128
  %165 = sext i32 %j33 to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds i16, ptr %B_s, i64 %166
  %168 = fptrunc float %162 to half
  %169 = bitcast half %168 to i16
  store i16 %169, ptr %167, align 2
  %170 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !24

for.end32:                                        ; preds = %for.cond30
  %171 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !25

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %199, %for.end40 ]
  %172 = icmp slt i32 %i37, 64
  br i1 %172, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %221, %sel.end44 ]
  %173 = icmp slt i32 %j41, 128
  br i1 %173, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %174 = mul i32 %k, 64
  %175 = sext i32 %174 to i64
  %176 = sext i32 %i37 to i64
  %177 = add i64 %175, %176
  %178 = icmp sle i64 0, %177
  %179 = mul i32 %k, 64
  %180 = sext i32 %179 to i64
  %181 = sext i32 %i37 to i64
  %182 = add i64 %180, %181
  %183 = sext i32 %K to i64
  %184 = icmp slt i64 %182, %183
  %185 = and i1 %178, %184
  %186 = mul i32 %bx, 128
  %187 = sext i32 %186 to i64
  %188 = sext i32 %j41 to i64
  %189 = add i64 %187, %188
  %190 = icmp sle i64 0, %189
  %191 = mul i32 %bx, 128
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
  br label %for.cond34, !llvm.loop !26

sel.then42:                                       ; preds = %for.body39
  %200 = mul i32 %k, 64
  %201 = add i32 %200, %i37
  %202 = sext i32 %201 to i64
  %203 = sext i32 %N to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %bx, 128
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
  %215 = mul nsw i64 %214, 128
  %216 = sext i32 %j41 to i64
  %217 = add nsw i64 %215, %216
  %218 = getelementptr inbounds i16, ptr %B_s, i64 %217
  %219 = fptrunc float %213 to half
  %220 = bitcast half %219 to i16
  store i16 %220, ptr %218, align 2
  %221 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !27

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
  %223 = icmp slt i32 %j1, 128
  br i1 %223, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %224 = sext i32 %i1 to i64
  %225 = mul nsw i64 %224, 128
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
  %237 = mul i32 %bx, 128
  %238 = add i32 %237, %j1
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i16, ptr %C, i64 %240
  %242 = fptrunc float %231 to half
  %243 = bitcast half %242 to i16
  store i16 %243, ptr %241, align 2
  %244 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !28

for.end53:                                        ; preds = %for.cond51
  %245 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !29

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
  %247 = icmp slt i32 %j161, 128
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
  %260 = mul i32 %bx, 128
  %261 = sext i32 %260 to i64
  %262 = sext i32 %j161 to i64
  %263 = add i64 %261, %262
  %264 = icmp sle i64 0, %263
  %265 = mul i32 %bx, 128
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
  br label %for.cond54, !llvm.loop !30

if.then62:                                        ; preds = %for.body59
  %274 = sext i32 %i157 to i64
  %275 = mul nsw i64 %274, 128
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
  %287 = mul i32 %bx, 128
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
  br label %for.cond58, !llvm.loop !31
}

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_bk64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_bk64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_bk64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_bk64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_smem_epilogue_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_s = alloca [16384 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 16384, i1 false)
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
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !32

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !33

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %130, %if.end25 ]
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
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond45

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %39 = mul i32 %k, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %k, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %K to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %79, %for.end13 ]
  %56 = icmp slt i32 %i10, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %78, %for.body12 ]
  %57 = icmp slt i32 %j14, 64
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %by, 128
  %59 = add i32 %58, %i10
  %60 = sext i32 %59 to i64
  %61 = sext i32 %K to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %k, 64
  %64 = add i32 %63, %j14
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds i16, ptr %A, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  %71 = sext i32 %i10 to i64
  %72 = mul nsw i64 %71, 64
  %73 = sext i32 %j14 to i64
  %74 = add nsw i64 %72, %73
  %75 = getelementptr inbounds i16, ptr %A_s, i64 %74
  %76 = fptrunc float %70 to half
  %77 = bitcast half %76 to i16
  store i16 %77, ptr %75, align 2
  %78 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !34

for.end13:                                        ; preds = %for.cond11
  %79 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !35

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %107, %for.end21 ]
  %80 = icmp slt i32 %i18, 128
  br i1 %80, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %129, %sel.end ]
  %81 = icmp slt i32 %j22, 64
  br i1 %81, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %82 = mul i32 %by, 128
  %83 = sext i32 %82 to i64
  %84 = sext i32 %i18 to i64
  %85 = add i64 %83, %84
  %86 = icmp sle i64 0, %85
  %87 = mul i32 %by, 128
  %88 = sext i32 %87 to i64
  %89 = sext i32 %i18 to i64
  %90 = add i64 %88, %89
  %91 = sext i32 %M to i64
  %92 = icmp slt i64 %90, %91
  %93 = and i1 %86, %92
  %94 = mul i32 %k, 64
  %95 = sext i32 %94 to i64
  %96 = sext i32 %j22 to i64
  %97 = add i64 %95, %96
  %98 = icmp sle i64 0, %97
  %99 = mul i32 %k, 64
  %100 = sext i32 %99 to i64
  %101 = sext i32 %j22 to i64
  %102 = add i64 %100, %101
  %103 = sext i32 %K to i64
  %104 = icmp slt i64 %102, %103
  %105 = and i1 %98, %104
  %106 = and i1 %93, %105
  br i1 %106, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %107 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !36

sel.then:                                         ; preds = %for.body20
  %108 = mul i32 %by, 128
  %109 = add i32 %108, %i18
  %110 = sext i32 %109 to i64
  %111 = sext i32 %K to i64
  %112 = mul nsw i64 %110, %111
  %113 = mul i32 %k, 64
  %114 = add i32 %113, %j22
  %115 = sext i32 %114 to i64
  %116 = add nsw i64 %112, %115
  %117 = getelementptr inbounds i16, ptr %A, i64 %116
  %118 = load i16, ptr %117, align 2
  %119 = bitcast i16 %118 to half
  %120 = fpext half %119 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %121 = phi float [ %120, %sel.then ], [ 0.000000e+00, %sel.else ]
  %122 = sext i32 %i18 to i64
  %123 = mul nsw i64 %122, 64
  %124 = sext i32 %j22 to i64
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds i16, ptr %A_s, i64 %125
  %127 = fptrunc float %121 to half
  %128 = bitcast half %127 to i16
  store i16 %128, ptr %126, align 2
  %129 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !37

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %130 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !38

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %154, %for.end32 ]
  %131 = icmp slt i32 %i29, 64
  br i1 %131, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %153, %for.body31 ]
  %132 = icmp slt i32 %j33, 128
  br i1 %132, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %133 = mul i32 %k, 64
  %134 = add i32 %133, %i29
  %135 = sext i32 %134 to i64
  %136 = sext i32 %N to i64
  %137 = mul nsw i64 %135, %136
  %138 = mul i32 %bx, 128
  %139 = add i32 %138, %j33
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %137, %140
  %142 = getelementptr inbounds i16, ptr %B, i64 %141
  %143 = load i16, ptr %142, align 2
  %144 = bitcast i16 %143 to half
  %145 = fpext half %144 to float
  %146 = sext i32 %i29 to i64
  %147 = mul nsw i64 %146, 128
  %148 = sext i32 %j33 to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds i16, ptr %B_s, i64 %149
  %151 = fptrunc float %145 to half
  %152 = bitcast half %151 to i16
  store i16 %152, ptr %150, align 2
  %153 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !39

for.end32:                                        ; preds = %for.cond30
  %154 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !40

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %182, %for.end40 ]
  %155 = icmp slt i32 %i37, 64
  br i1 %155, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %204, %sel.end44 ]
  %156 = icmp slt i32 %j41, 128
  br i1 %156, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %157 = mul i32 %k, 64
  %158 = sext i32 %157 to i64
  %159 = sext i32 %i37 to i64
  %160 = add i64 %158, %159
  %161 = icmp sle i64 0, %160
  %162 = mul i32 %k, 64
  %163 = sext i32 %162 to i64
  %164 = sext i32 %i37 to i64
  %165 = add i64 %163, %164
  %166 = sext i32 %K to i64
  %167 = icmp slt i64 %165, %166
  %168 = and i1 %161, %167
  %169 = mul i32 %bx, 128
  %170 = sext i32 %169 to i64
  %171 = sext i32 %j41 to i64
  %172 = add i64 %170, %171
  %173 = icmp sle i64 0, %172
  %174 = mul i32 %bx, 128
  %175 = sext i32 %174 to i64
  %176 = sext i32 %j41 to i64
  %177 = add i64 %175, %176
  %178 = sext i32 %N to i64
  %179 = icmp slt i64 %177, %178
  %180 = and i1 %173, %179
  %181 = and i1 %168, %180
  br i1 %181, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %182 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !41

sel.then42:                                       ; preds = %for.body39
  %183 = mul i32 %k, 64
  %184 = add i32 %183, %i37
  %185 = sext i32 %184 to i64
  %186 = sext i32 %N to i64
  %187 = mul nsw i64 %185, %186
  %188 = mul i32 %bx, 128
  %189 = add i32 %188, %j41
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %187, %190
  %192 = getelementptr inbounds i16, ptr %B, i64 %191
  %193 = load i16, ptr %192, align 2
  %194 = bitcast i16 %193 to half
  %195 = fpext half %194 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %196 = phi float [ %195, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %197 = sext i32 %i37 to i64
  %198 = mul nsw i64 %197, 128
  %199 = sext i32 %j41 to i64
  %200 = add nsw i64 %198, %199
  %201 = getelementptr inbounds i16, ptr %B_s, i64 %200
  %202 = fptrunc float %196 to half
  %203 = bitcast half %202 to i16
  store i16 %203, ptr %201, align 2
  %204 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !42

for.cond45:                                       ; preds = %for.end50, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %240, %for.end50 ]
  %205 = icmp slt i32 %i1, 128
  br i1 %205, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %206 = mul i32 %by, 128
  %207 = icmp sle i32 0, %206
  %208 = mul i32 %by, 128
  %209 = sext i32 %208 to i64
  %210 = add i64 %209, 128
  %211 = sext i32 %M to i64
  %212 = icmp sle i64 %210, %211
  %213 = and i1 %207, %212
  %214 = mul i32 %bx, 128
  %215 = icmp sle i32 0, %214
  %216 = mul i32 %bx, 128
  %217 = sext i32 %216 to i64
  %218 = add i64 %217, 128
  %219 = sext i32 %N to i64
  %220 = icmp sle i64 %218, %219
  %221 = and i1 %215, %220
  %222 = and i1 %213, %221
  br i1 %222, label %if.then51, label %if.else52

for.cond48:                                       ; preds = %for.body49, %for.body46
  %j1 = phi i32 [ 0, %for.body46 ], [ %239, %for.body49 ]
  %223 = icmp slt i32 %j1, 128
  br i1 %223, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %224 = sext i32 %i1 to i64
  %225 = mul nsw i64 %224, 128
  %226 = sext i32 %j1 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds float, ptr %C_f, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = fptrunc float %229 to half
  %231 = fpext half %230 to float
  %232 = sext i32 %i1 to i64
  %233 = mul nsw i64 %232, 128
  %234 = sext i32 %j1 to i64
  %235 = add nsw i64 %233, %234
  %236 = getelementptr inbounds i16, ptr %C_s, i64 %235
  %237 = fptrunc float %231 to half
  %238 = bitcast half %237 to i16
  store i16 %238, ptr %236, align 2
  %239 = add nsw i32 %j1, 1
  br label %for.cond48, !llvm.loop !43

for.end50:                                        ; preds = %for.cond48
  %240 = add nsw i32 %i1, 1
  br label %for.cond45, !llvm.loop !44

if.then51:                                        ; preds = %for.end47
  br label %for.cond54

if.else52:                                        ; preds = %for.end47
  br label %for.cond65

if.end53:                                         ; preds = %for.end67, %for.end56
  ret void

for.cond54:                                       ; preds = %if.end60, %if.then51
  %i157 = phi i32 [ 0, %if.then51 ], [ %260, %if.end60 ]
  %241 = icmp slt i32 %i157, 128
  br i1 %241, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %242 = sext i32 %M to i64
  %243 = sext i32 %N to i64
  %244 = mul i64 %242, %243
  %245 = icmp sge i64 %244, 16777216
  br i1 %245, label %if.then58, label %if.else59

for.end56:                                        ; preds = %for.cond54
  br label %if.end53

if.then58:                                        ; preds = %for.body55
  %246 = mul i32 %by, 128
  %247 = add i32 %246, %i157
  %248 = sext i32 %247 to i64
  %249 = sext i32 %N to i64
  %250 = mul nsw i64 %248, %249
  %251 = mul i32 %bx, 128
  %252 = add i32 %251, 0
  %253 = sext i32 %252 to i64
  %254 = add nsw i64 %250, %253
  %255 = getelementptr inbounds i16, ptr %C, i64 %254
  %256 = sext i32 %i157 to i64
  %257 = mul nsw i64 %256, 128
  %258 = add nsw i64 %257, 0
  %259 = getelementptr inbounds i16, ptr %C_s, i64 %258
  call void @tilec_rt_stream(ptr %255, ptr %259, i64 256)
  br label %if.end60

if.else59:                                        ; preds = %for.body55
  br label %for.cond61

if.end60:                                         ; preds = %for.end63, %if.then58
  %260 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !45

for.cond61:                                       ; preds = %for.body62, %if.else59
  %j164 = phi i32 [ 0, %if.else59 ], [ %282, %for.body62 ]
  %261 = icmp slt i32 %j164, 128
  br i1 %261, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %262 = sext i32 %i157 to i64
  %263 = mul nsw i64 %262, 128
  %264 = sext i32 %j164 to i64
  %265 = add nsw i64 %263, %264
  %266 = getelementptr inbounds i16, ptr %C_s, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = mul i32 %by, 128
  %271 = add i32 %270, %i157
  %272 = sext i32 %271 to i64
  %273 = sext i32 %N to i64
  %274 = mul nsw i64 %272, %273
  %275 = mul i32 %bx, 128
  %276 = add i32 %275, %j164
  %277 = sext i32 %276 to i64
  %278 = add nsw i64 %274, %277
  %279 = getelementptr inbounds i16, ptr %C, i64 %278
  %280 = fptrunc float %269 to half
  %281 = bitcast half %280 to i16
  store i16 %281, ptr %279, align 2
  %282 = add nsw i32 %j164, 1
  br label %for.cond61, !llvm.loop !46

for.end63:                                        ; preds = %for.cond61
  br label %if.end60

for.cond65:                                       ; preds = %for.end71, %if.else52
  %i168 = phi i32 [ 0, %if.else52 ], [ %310, %for.end71 ]
  %283 = icmp slt i32 %i168, 128
  br i1 %283, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  br label %for.cond69

for.end67:                                        ; preds = %for.cond65
  br label %if.end53

for.cond69:                                       ; preds = %if.end75, %for.body66
  %j172 = phi i32 [ 0, %for.body66 ], [ %331, %if.end75 ]
  %284 = icmp slt i32 %j172, 128
  br i1 %284, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %285 = mul i32 %by, 128
  %286 = sext i32 %285 to i64
  %287 = sext i32 %i168 to i64
  %288 = add i64 %286, %287
  %289 = icmp sle i64 0, %288
  %290 = mul i32 %by, 128
  %291 = sext i32 %290 to i64
  %292 = sext i32 %i168 to i64
  %293 = add i64 %291, %292
  %294 = sext i32 %M to i64
  %295 = icmp slt i64 %293, %294
  %296 = and i1 %289, %295
  %297 = mul i32 %bx, 128
  %298 = sext i32 %297 to i64
  %299 = sext i32 %j172 to i64
  %300 = add i64 %298, %299
  %301 = icmp sle i64 0, %300
  %302 = mul i32 %bx, 128
  %303 = sext i32 %302 to i64
  %304 = sext i32 %j172 to i64
  %305 = add i64 %303, %304
  %306 = sext i32 %N to i64
  %307 = icmp slt i64 %305, %306
  %308 = and i1 %301, %307
  %309 = and i1 %296, %308
  br i1 %309, label %if.then73, label %if.else74

for.end71:                                        ; preds = %for.cond69
  %310 = add nsw i32 %i168, 1
  br label %for.cond65, !llvm.loop !47

if.then73:                                        ; preds = %for.body70
  %311 = sext i32 %i168 to i64
  %312 = mul nsw i64 %311, 128
  %313 = sext i32 %j172 to i64
  %314 = add nsw i64 %312, %313
  %315 = getelementptr inbounds i16, ptr %C_s, i64 %314
  %316 = load i16, ptr %315, align 2
  %317 = bitcast i16 %316 to half
  %318 = fpext half %317 to float
  %319 = mul i32 %by, 128
  %320 = add i32 %319, %i168
  %321 = sext i32 %320 to i64
  %322 = sext i32 %N to i64
  %323 = mul nsw i64 %321, %322
  %324 = mul i32 %bx, 128
  %325 = add i32 %324, %j172
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %323, %326
  %328 = getelementptr inbounds i16, ptr %C, i64 %327
  %329 = fptrunc float %318 to half
  %330 = bitcast half %329 to i16
  store i16 %330, ptr %328, align 2
  br label %if.end75

if.else74:                                        ; preds = %for.body70
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %if.then73
  %331 = add nsw i32 %j172, 1
  br label %for.cond69, !llvm.loop !48
}

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_smem_epilogue_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_bk64_smem_epilogue_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_bk64_smem_epilogue(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_bk64_smem_epilogue, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_bk64_smem_epilogue_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 16384, i1 false)
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
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !49

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !50

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
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
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
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
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
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 128
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 128
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 128
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
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = sext i32 %i10 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j14 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %A_s, i64 %92
  %94 = bitcast float %88 to i32
  %95 = lshr i32 %94, 16
  %96 = trunc i32 %95 to i16
  store i16 %96, ptr %93, align 2
  %97 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !51

for.end13:                                        ; preds = %for.cond11
  %98 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !52

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
  %100 = icmp slt i32 %j22, 64
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
  %113 = mul i32 %k, 64
  %114 = sext i32 %113 to i64
  %115 = sext i32 %j22 to i64
  %116 = add i64 %114, %115
  %117 = icmp sle i64 0, %116
  %118 = mul i32 %k, 64
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
  br label %for.cond15, !llvm.loop !53

sel.then:                                         ; preds = %for.body20
  %127 = mul i32 %by, 128
  %128 = add i32 %127, %i18
  %129 = sext i32 %128 to i64
  %130 = sext i32 %K to i64
  %131 = mul nsw i64 %129, %130
  %132 = mul i32 %k, 64
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
  %143 = mul nsw i64 %142, 64
  %144 = sext i32 %j22 to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds i16, ptr %A_s, i64 %145
  %147 = bitcast float %141 to i32
  %148 = lshr i32 %147, 16
  %149 = trunc i32 %148 to i16
  store i16 %149, ptr %146, align 2
  %150 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !54

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %151 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !55

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %177, %for.end32 ]
  %152 = icmp slt i32 %i29, 64
  br i1 %152, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %176, %for.body31 ]
  %153 = icmp slt i32 %j33, 128
  br i1 %153, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %154 = mul i32 %k, 64
  %155 = add i32 %154, %i29
  %156 = sext i32 %155 to i64
  %157 = sext i32 %N to i64
  %158 = mul nsw i64 %156, %157
  %159 = mul i32 %bx, 128
  %160 = add i32 %159, %j33
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %158, %161
  %163 = getelementptr inbounds i16, ptr %B, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = zext i16 %164 to i32
  %166 = shl i32 %165, 16
  %167 = bitcast i32 %166 to float
  %168 = sext i32 %i29 to i64
  %169 = mul nsw i64 %168, 128
  %170 = sext i32 %j33 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds i16, ptr %B_s, i64 %171
  %173 = bitcast float %167 to i32
  %174 = lshr i32 %173, 16
  %175 = trunc i32 %174 to i16
  store i16 %175, ptr %172, align 2
  %176 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !56

for.end32:                                        ; preds = %for.cond30
  %177 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !57

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %205, %for.end40 ]
  %178 = icmp slt i32 %i37, 64
  br i1 %178, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %229, %sel.end44 ]
  %179 = icmp slt i32 %j41, 128
  br i1 %179, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %180 = mul i32 %k, 64
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i37 to i64
  %183 = add i64 %181, %182
  %184 = icmp sle i64 0, %183
  %185 = mul i32 %k, 64
  %186 = sext i32 %185 to i64
  %187 = sext i32 %i37 to i64
  %188 = add i64 %186, %187
  %189 = sext i32 %K to i64
  %190 = icmp slt i64 %188, %189
  %191 = and i1 %184, %190
  %192 = mul i32 %bx, 128
  %193 = sext i32 %192 to i64
  %194 = sext i32 %j41 to i64
  %195 = add i64 %193, %194
  %196 = icmp sle i64 0, %195
  %197 = mul i32 %bx, 128
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
  br label %for.cond34, !llvm.loop !58

sel.then42:                                       ; preds = %for.body39
  %206 = mul i32 %k, 64
  %207 = add i32 %206, %i37
  %208 = sext i32 %207 to i64
  %209 = sext i32 %N to i64
  %210 = mul nsw i64 %208, %209
  %211 = mul i32 %bx, 128
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
  %222 = mul nsw i64 %221, 128
  %223 = sext i32 %j41 to i64
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds i16, ptr %B_s, i64 %224
  %226 = bitcast float %220 to i32
  %227 = lshr i32 %226, 16
  %228 = trunc i32 %227 to i16
  store i16 %228, ptr %225, align 2
  %229 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !59

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
  %231 = icmp slt i32 %j1, 128
  br i1 %231, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %232 = sext i32 %i1 to i64
  %233 = mul nsw i64 %232, 128
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
  %254 = mul i32 %bx, 128
  %255 = add i32 %254, %j1
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = getelementptr inbounds i16, ptr %C, i64 %257
  %259 = bitcast float %248 to i32
  %260 = lshr i32 %259, 16
  %261 = trunc i32 %260 to i16
  store i16 %261, ptr %258, align 2
  %262 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !60

for.end53:                                        ; preds = %for.cond51
  %263 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !61

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
  %265 = icmp slt i32 %j161, 128
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
  %278 = mul i32 %bx, 128
  %279 = sext i32 %278 to i64
  %280 = sext i32 %j161 to i64
  %281 = add i64 %279, %280
  %282 = icmp sle i64 0, %281
  %283 = mul i32 %bx, 128
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
  br label %for.cond54, !llvm.loop !62

if.then62:                                        ; preds = %for.body59
  %292 = sext i32 %i157 to i64
  %293 = mul nsw i64 %292, 128
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
  %314 = mul i32 %bx, 128
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
  br label %for.cond58, !llvm.loop !63
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_bk64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_bk64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_bk64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_bk64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_smem_epilogue_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_s = alloca [16384 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 16384, i1 false)
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
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !64

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !65

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %134, %if.end25 ]
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
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond45

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %39 = mul i32 %k, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %k, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %K to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %81, %for.end13 ]
  %56 = icmp slt i32 %i10, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %80, %for.body12 ]
  %57 = icmp slt i32 %j14, 64
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %by, 128
  %59 = add i32 %58, %i10
  %60 = sext i32 %59 to i64
  %61 = sext i32 %K to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %k, 64
  %64 = add i32 %63, %j14
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds i16, ptr %A, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = zext i16 %68 to i32
  %70 = shl i32 %69, 16
  %71 = bitcast i32 %70 to float
  %72 = sext i32 %i10 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j14 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %A_s, i64 %75
  %77 = bitcast float %71 to i32
  %78 = lshr i32 %77, 16
  %79 = trunc i32 %78 to i16
  store i16 %79, ptr %76, align 2
  %80 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !66

for.end13:                                        ; preds = %for.cond11
  %81 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !67

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %109, %for.end21 ]
  %82 = icmp slt i32 %i18, 128
  br i1 %82, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %133, %sel.end ]
  %83 = icmp slt i32 %j22, 64
  br i1 %83, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %84 = mul i32 %by, 128
  %85 = sext i32 %84 to i64
  %86 = sext i32 %i18 to i64
  %87 = add i64 %85, %86
  %88 = icmp sle i64 0, %87
  %89 = mul i32 %by, 128
  %90 = sext i32 %89 to i64
  %91 = sext i32 %i18 to i64
  %92 = add i64 %90, %91
  %93 = sext i32 %M to i64
  %94 = icmp slt i64 %92, %93
  %95 = and i1 %88, %94
  %96 = mul i32 %k, 64
  %97 = sext i32 %96 to i64
  %98 = sext i32 %j22 to i64
  %99 = add i64 %97, %98
  %100 = icmp sle i64 0, %99
  %101 = mul i32 %k, 64
  %102 = sext i32 %101 to i64
  %103 = sext i32 %j22 to i64
  %104 = add i64 %102, %103
  %105 = sext i32 %K to i64
  %106 = icmp slt i64 %104, %105
  %107 = and i1 %100, %106
  %108 = and i1 %95, %107
  br i1 %108, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %109 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !68

sel.then:                                         ; preds = %for.body20
  %110 = mul i32 %by, 128
  %111 = add i32 %110, %i18
  %112 = sext i32 %111 to i64
  %113 = sext i32 %K to i64
  %114 = mul nsw i64 %112, %113
  %115 = mul i32 %k, 64
  %116 = add i32 %115, %j22
  %117 = sext i32 %116 to i64
  %118 = add nsw i64 %114, %117
  %119 = getelementptr inbounds i16, ptr %A, i64 %118
  %120 = load i16, ptr %119, align 2
  %121 = zext i16 %120 to i32
  %122 = shl i32 %121, 16
  %123 = bitcast i32 %122 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %124 = phi float [ %123, %sel.then ], [ 0.000000e+00, %sel.else ]
  %125 = sext i32 %i18 to i64
  %126 = mul nsw i64 %125, 64
  %127 = sext i32 %j22 to i64
  %128 = add nsw i64 %126, %127
  %129 = getelementptr inbounds i16, ptr %A_s, i64 %128
  %130 = bitcast float %124 to i32
  %131 = lshr i32 %130, 16
  %132 = trunc i32 %131 to i16
  store i16 %132, ptr %129, align 2
  %133 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !69

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %134 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !70

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %160, %for.end32 ]
  %135 = icmp slt i32 %i29, 64
  br i1 %135, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %159, %for.body31 ]
  %136 = icmp slt i32 %j33, 128
  br i1 %136, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %137 = mul i32 %k, 64
  %138 = add i32 %137, %i29
  %139 = sext i32 %138 to i64
  %140 = sext i32 %N to i64
  %141 = mul nsw i64 %139, %140
  %142 = mul i32 %bx, 128
  %143 = add i32 %142, %j33
  %144 = sext i32 %143 to i64
  %145 = add nsw i64 %141, %144
  %146 = getelementptr inbounds i16, ptr %B, i64 %145
  %147 = load i16, ptr %146, align 2
  %148 = zext i16 %147 to i32
  %149 = shl i32 %148, 16
  %150 = bitcast i32 %149 to float
  %151 = sext i32 %i29 to i64
  %152 = mul nsw i64 %151, 128
  %153 = sext i32 %j33 to i64
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds i16, ptr %B_s, i64 %154
  %156 = bitcast float %150 to i32
  %157 = lshr i32 %156, 16
  %158 = trunc i32 %157 to i16
  store i16 %158, ptr %155, align 2
  %159 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !71

for.end32:                                        ; preds = %for.cond30
  %160 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !72

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %188, %for.end40 ]
  %161 = icmp slt i32 %i37, 64
  br i1 %161, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %212, %sel.end44 ]
  %162 = icmp slt i32 %j41, 128
  br i1 %162, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %163 = mul i32 %k, 64
  %164 = sext i32 %163 to i64
  %165 = sext i32 %i37 to i64
  %166 = add i64 %164, %165
  %167 = icmp sle i64 0, %166
  %168 = mul i32 %k, 64
  %169 = sext i32 %168 to i64
  %170 = sext i32 %i37 to i64
  %171 = add i64 %169, %170
  %172 = sext i32 %K to i64
  %173 = icmp slt i64 %171, %172
  %174 = and i1 %167, %173
  %175 = mul i32 %bx, 128
  %176 = sext i32 %175 to i64
  %177 = sext i32 %j41 to i64
  %178 = add i64 %176, %177
  %179 = icmp sle i64 0, %178
  %180 = mul i32 %bx, 128
  %181 = sext i32 %180 to i64
  %182 = sext i32 %j41 to i64
  %183 = add i64 %181, %182
  %184 = sext i32 %N to i64
  %185 = icmp slt i64 %183, %184
  %186 = and i1 %179, %185
  %187 = and i1 %174, %186
  br i1 %187, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %188 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !73

sel.then42:                                       ; preds = %for.body39
  %189 = mul i32 %k, 64
  %190 = add i32 %189, %i37
  %191 = sext i32 %190 to i64
  %192 = sext i32 %N to i64
  %193 = mul nsw i64 %191, %192
  %194 = mul i32 %bx, 128
  %195 = add i32 %194, %j41
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %193, %196
  %198 = getelementptr inbounds i16, ptr %B, i64 %197
  %199 = load i16, ptr %198, align 2
  %200 = zext i16 %199 to i32
  %201 = shl i32 %200, 16
  %202 = bitcast i32 %201 to float
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %203 = phi float [ %202, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %204 = sext i32 %i37 to i64
  %205 = mul nsw i64 %204, 128
  %206 = sext i32 %j41 to i64
  %207 = add nsw i64 %205, %206
  %208 = getelementptr inbounds i16, ptr %B_s, i64 %207
  %209 = bitcast float %203 to i32
  %210 = lshr i32 %209, 16
  %211 = trunc i32 %210 to i16
  store i16 %211, ptr %208, align 2
  %212 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !74

for.cond45:                                       ; preds = %for.end50, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %258, %for.end50 ]
  %213 = icmp slt i32 %i1, 128
  br i1 %213, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %214 = mul i32 %by, 128
  %215 = icmp sle i32 0, %214
  %216 = mul i32 %by, 128
  %217 = sext i32 %216 to i64
  %218 = add i64 %217, 128
  %219 = sext i32 %M to i64
  %220 = icmp sle i64 %218, %219
  %221 = and i1 %215, %220
  %222 = mul i32 %bx, 128
  %223 = icmp sle i32 0, %222
  %224 = mul i32 %bx, 128
  %225 = sext i32 %224 to i64
  %226 = add i64 %225, 128
  %227 = sext i32 %N to i64
  %228 = icmp sle i64 %226, %227
  %229 = and i1 %223, %228
  %230 = and i1 %221, %229
  br i1 %230, label %if.then51, label %if.else52

for.cond48:                                       ; preds = %for.body49, %for.body46
  %j1 = phi i32 [ 0, %for.body46 ], [ %257, %for.body49 ]
  %231 = icmp slt i32 %j1, 128
  br i1 %231, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %232 = sext i32 %i1 to i64
  %233 = mul nsw i64 %232, 128
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
  %249 = sext i32 %i1 to i64
  %250 = mul nsw i64 %249, 128
  %251 = sext i32 %j1 to i64
  %252 = add nsw i64 %250, %251
  %253 = getelementptr inbounds i16, ptr %C_s, i64 %252
  %254 = bitcast float %248 to i32
  %255 = lshr i32 %254, 16
  %256 = trunc i32 %255 to i16
  store i16 %256, ptr %253, align 2
  %257 = add nsw i32 %j1, 1
  br label %for.cond48, !llvm.loop !75

for.end50:                                        ; preds = %for.cond48
  %258 = add nsw i32 %i1, 1
  br label %for.cond45, !llvm.loop !76

if.then51:                                        ; preds = %for.end47
  br label %for.cond54

if.else52:                                        ; preds = %for.end47
  br label %for.cond65

if.end53:                                         ; preds = %for.end67, %for.end56
  ret void

for.cond54:                                       ; preds = %if.end60, %if.then51
  %i157 = phi i32 [ 0, %if.then51 ], [ %278, %if.end60 ]
  %259 = icmp slt i32 %i157, 128
  br i1 %259, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %260 = sext i32 %M to i64
  %261 = sext i32 %N to i64
  %262 = mul i64 %260, %261
  %263 = icmp sge i64 %262, 16777216
  br i1 %263, label %if.then58, label %if.else59

for.end56:                                        ; preds = %for.cond54
  br label %if.end53

if.then58:                                        ; preds = %for.body55
  %264 = mul i32 %by, 128
  %265 = add i32 %264, %i157
  %266 = sext i32 %265 to i64
  %267 = sext i32 %N to i64
  %268 = mul nsw i64 %266, %267
  %269 = mul i32 %bx, 128
  %270 = add i32 %269, 0
  %271 = sext i32 %270 to i64
  %272 = add nsw i64 %268, %271
  %273 = getelementptr inbounds i16, ptr %C, i64 %272
  %274 = sext i32 %i157 to i64
  %275 = mul nsw i64 %274, 128
  %276 = add nsw i64 %275, 0
  %277 = getelementptr inbounds i16, ptr %C_s, i64 %276
  call void @tilec_rt_stream(ptr %273, ptr %277, i64 256)
  br label %if.end60

if.else59:                                        ; preds = %for.body55
  br label %for.cond61

if.end60:                                         ; preds = %for.end63, %if.then58
  %278 = add nsw i32 %i157, 1
  br label %for.cond54, !llvm.loop !77

for.cond61:                                       ; preds = %for.body62, %if.else59
  %j164 = phi i32 [ 0, %if.else59 ], [ %302, %for.body62 ]
  %279 = icmp slt i32 %j164, 128
  br i1 %279, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %280 = sext i32 %i157 to i64
  %281 = mul nsw i64 %280, 128
  %282 = sext i32 %j164 to i64
  %283 = add nsw i64 %281, %282
  %284 = getelementptr inbounds i16, ptr %C_s, i64 %283
  %285 = load i16, ptr %284, align 2
  %286 = zext i16 %285 to i32
  %287 = shl i32 %286, 16
  %288 = bitcast i32 %287 to float
  %289 = mul i32 %by, 128
  %290 = add i32 %289, %i157
  %291 = sext i32 %290 to i64
  %292 = sext i32 %N to i64
  %293 = mul nsw i64 %291, %292
  %294 = mul i32 %bx, 128
  %295 = add i32 %294, %j164
  %296 = sext i32 %295 to i64
  %297 = add nsw i64 %293, %296
  %298 = getelementptr inbounds i16, ptr %C, i64 %297
  %299 = bitcast float %288 to i32
  %300 = lshr i32 %299, 16
  %301 = trunc i32 %300 to i16
  store i16 %301, ptr %298, align 2
  %302 = add nsw i32 %j164, 1
  br label %for.cond61, !llvm.loop !78

for.end63:                                        ; preds = %for.cond61
  br label %if.end60

for.cond65:                                       ; preds = %for.end71, %if.else52
  %i168 = phi i32 [ 0, %if.else52 ], [ %330, %for.end71 ]
  %303 = icmp slt i32 %i168, 128
  br i1 %303, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  br label %for.cond69

for.end67:                                        ; preds = %for.cond65
  br label %if.end53

for.cond69:                                       ; preds = %if.end75, %for.body66
  %j172 = phi i32 [ 0, %for.body66 ], [ %353, %if.end75 ]
  %304 = icmp slt i32 %j172, 128
  br i1 %304, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %305 = mul i32 %by, 128
  %306 = sext i32 %305 to i64
  %307 = sext i32 %i168 to i64
  %308 = add i64 %306, %307
  %309 = icmp sle i64 0, %308
  %310 = mul i32 %by, 128
  %311 = sext i32 %310 to i64
  %312 = sext i32 %i168 to i64
  %313 = add i64 %311, %312
  %314 = sext i32 %M to i64
  %315 = icmp slt i64 %313, %314
  %316 = and i1 %309, %315
  %317 = mul i32 %bx, 128
  %318 = sext i32 %317 to i64
  %319 = sext i32 %j172 to i64
  %320 = add i64 %318, %319
  %321 = icmp sle i64 0, %320
  %322 = mul i32 %bx, 128
  %323 = sext i32 %322 to i64
  %324 = sext i32 %j172 to i64
  %325 = add i64 %323, %324
  %326 = sext i32 %N to i64
  %327 = icmp slt i64 %325, %326
  %328 = and i1 %321, %327
  %329 = and i1 %316, %328
  br i1 %329, label %if.then73, label %if.else74

for.end71:                                        ; preds = %for.cond69
  %330 = add nsw i32 %i168, 1
  br label %for.cond65, !llvm.loop !79

if.then73:                                        ; preds = %for.body70
  %331 = sext i32 %i168 to i64
  %332 = mul nsw i64 %331, 128
  %333 = sext i32 %j172 to i64
  %334 = add nsw i64 %332, %333
  %335 = getelementptr inbounds i16, ptr %C_s, i64 %334
  %336 = load i16, ptr %335, align 2
  %337 = zext i16 %336 to i32
  %338 = shl i32 %337, 16
  %339 = bitcast i32 %338 to float
  %340 = mul i32 %by, 128
  %341 = add i32 %340, %i168
  %342 = sext i32 %341 to i64
  %343 = sext i32 %N to i64
  %344 = mul nsw i64 %342, %343
  %345 = mul i32 %bx, 128
  %346 = add i32 %345, %j172
  %347 = sext i32 %346 to i64
  %348 = add nsw i64 %344, %347
  %349 = getelementptr inbounds i16, ptr %C, i64 %348
  %350 = bitcast float %339 to i32
  %351 = lshr i32 %350, 16
  %352 = trunc i32 %351 to i16
  store i16 %352, ptr %349, align 2
  br label %if.end75

if.else74:                                        ; preds = %for.body70
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %if.then73
  %353 = add nsw i32 %j172, 1
  br label %for.cond69, !llvm.loop !80
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_smem_epilogue_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_bk64_smem_epilogue_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_bk64_smem_epilogue(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_bk64_smem_epilogue, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_bk64_smem_epilogue_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_f16_64x64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !81

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !82

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %147, %if.end25 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 64
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 64
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 64
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 64
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 64
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 64
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
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %96, %for.end13 ]
  %73 = icmp slt i32 %i10, 64
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %95, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 64
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 64
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = fptrunc float %87 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr %92, align 2
  %95 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !83

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !84

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %124, %for.end21 ]
  %97 = icmp slt i32 %i18, 64
  br i1 %97, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %146, %sel.end ]
  %98 = icmp slt i32 %j22, 64
  br i1 %98, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %99 = mul i32 %by, 64
  %100 = sext i32 %99 to i64
  %101 = sext i32 %i18 to i64
  %102 = add i64 %100, %101
  %103 = icmp sle i64 0, %102
  %104 = mul i32 %by, 64
  %105 = sext i32 %104 to i64
  %106 = sext i32 %i18 to i64
  %107 = add i64 %105, %106
  %108 = sext i32 %M to i64
  %109 = icmp slt i64 %107, %108
  %110 = and i1 %103, %109
  %111 = mul i32 %k, 64
  %112 = sext i32 %111 to i64
  %113 = sext i32 %j22 to i64
  %114 = add i64 %112, %113
  %115 = icmp sle i64 0, %114
  %116 = mul i32 %k, 64
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
  br label %for.cond15, !llvm.loop !85

sel.then:                                         ; preds = %for.body20
  %125 = mul i32 %by, 64
  %126 = add i32 %125, %i18
  %127 = sext i32 %126 to i64
  %128 = sext i32 %K to i64
  %129 = mul nsw i64 %127, %128
  %130 = mul i32 %k, 64
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
  %140 = mul nsw i64 %139, 64
  %141 = sext i32 %j22 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds i16, ptr %A_s, i64 %142
  %144 = fptrunc float %138 to half
  %145 = bitcast half %144 to i16
  store i16 %145, ptr %143, align 2
  %146 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !86

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %147 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !87

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %171, %for.end32 ]
  %148 = icmp slt i32 %i29, 64
  br i1 %148, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %170, %for.body31 ]
  %149 = icmp slt i32 %j33, 64
  br i1 %149, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %150 = mul i32 %k, 64
  %151 = add i32 %150, %i29
  %152 = sext i32 %151 to i64
  %153 = sext i32 %N to i64
  %154 = mul nsw i64 %152, %153
  %155 = mul i32 %bx, 64
  %156 = add i32 %155, %j33
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %154, %157
  %159 = getelementptr inbounds i16, ptr %B, i64 %158
  %160 = load i16, ptr %159, align 2
  %161 = bitcast i16 %160 to half
  %162 = fpext half %161 to float
  %163 = sext i32 %i29 to i64
  %164 = mul nsw i64 %163, 64
  %165 = sext i32 %j33 to i64
  %166 = add nsw i64 %164, %165
  %167 = getelementptr inbounds i16, ptr %B_s, i64 %166
  %168 = fptrunc float %162 to half
  %169 = bitcast half %168 to i16
  store i16 %169, ptr %167, align 2
  %170 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !88

for.end32:                                        ; preds = %for.cond30
  %171 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !89

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %199, %for.end40 ]
  %172 = icmp slt i32 %i37, 64
  br i1 %172, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %221, %sel.end44 ]
  %173 = icmp slt i32 %j41, 64
  br i1 %173, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %174 = mul i32 %k, 64
  %175 = sext i32 %174 to i64
  %176 = sext i32 %i37 to i64
  %177 = add i64 %175, %176
  %178 = icmp sle i64 0, %177
  %179 = mul i32 %k, 64
  %180 = sext i32 %179 to i64
  %181 = sext i32 %i37 to i64
  %182 = add i64 %180, %181
  %183 = sext i32 %K to i64
  %184 = icmp slt i64 %182, %183
  %185 = and i1 %178, %184
  %186 = mul i32 %bx, 64
  %187 = sext i32 %186 to i64
  %188 = sext i32 %j41 to i64
  %189 = add i64 %187, %188
  %190 = icmp sle i64 0, %189
  %191 = mul i32 %bx, 64
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
  br label %for.cond34, !llvm.loop !90

sel.then42:                                       ; preds = %for.body39
  %200 = mul i32 %k, 64
  %201 = add i32 %200, %i37
  %202 = sext i32 %201 to i64
  %203 = sext i32 %N to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %bx, 64
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
  %215 = mul nsw i64 %214, 64
  %216 = sext i32 %j41 to i64
  %217 = add nsw i64 %215, %216
  %218 = getelementptr inbounds i16, ptr %B_s, i64 %217
  %219 = fptrunc float %213 to half
  %220 = bitcast half %219 to i16
  store i16 %220, ptr %218, align 2
  %221 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !91

if.then45:                                        ; preds = %for.end6
  br label %for.cond48

if.else46:                                        ; preds = %for.end6
  br label %for.cond54

if.end47:                                         ; preds = %for.end56, %for.end50
  ret void

for.cond48:                                       ; preds = %for.end53, %if.then45
  %i1 = phi i32 [ 0, %if.then45 ], [ %245, %for.end53 ]
  %222 = icmp slt i32 %i1, 64
  br i1 %222, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %for.body49
  %j1 = phi i32 [ 0, %for.body49 ], [ %244, %for.body52 ]
  %223 = icmp slt i32 %j1, 64
  br i1 %223, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %224 = sext i32 %i1 to i64
  %225 = mul nsw i64 %224, 64
  %226 = sext i32 %j1 to i64
  %227 = add nsw i64 %225, %226
  %228 = getelementptr inbounds float, ptr %C_f, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = fptrunc float %229 to half
  %231 = fpext half %230 to float
  %232 = mul i32 %by, 64
  %233 = add i32 %232, %i1
  %234 = sext i32 %233 to i64
  %235 = sext i32 %N to i64
  %236 = mul nsw i64 %234, %235
  %237 = mul i32 %bx, 64
  %238 = add i32 %237, %j1
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i16, ptr %C, i64 %240
  %242 = fptrunc float %231 to half
  %243 = bitcast half %242 to i16
  store i16 %243, ptr %241, align 2
  %244 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !92

for.end53:                                        ; preds = %for.cond51
  %245 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !93

for.cond54:                                       ; preds = %for.end60, %if.else46
  %i157 = phi i32 [ 0, %if.else46 ], [ %273, %for.end60 ]
  %246 = icmp slt i32 %i157, 64
  br i1 %246, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond58

for.end56:                                        ; preds = %for.cond54
  br label %if.end47

for.cond58:                                       ; preds = %if.end64, %for.body55
  %j161 = phi i32 [ 0, %for.body55 ], [ %294, %if.end64 ]
  %247 = icmp slt i32 %j161, 64
  br i1 %247, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %248 = mul i32 %by, 64
  %249 = sext i32 %248 to i64
  %250 = sext i32 %i157 to i64
  %251 = add i64 %249, %250
  %252 = icmp sle i64 0, %251
  %253 = mul i32 %by, 64
  %254 = sext i32 %253 to i64
  %255 = sext i32 %i157 to i64
  %256 = add i64 %254, %255
  %257 = sext i32 %M to i64
  %258 = icmp slt i64 %256, %257
  %259 = and i1 %252, %258
  %260 = mul i32 %bx, 64
  %261 = sext i32 %260 to i64
  %262 = sext i32 %j161 to i64
  %263 = add i64 %261, %262
  %264 = icmp sle i64 0, %263
  %265 = mul i32 %bx, 64
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
  br label %for.cond54, !llvm.loop !94

if.then62:                                        ; preds = %for.body59
  %274 = sext i32 %i157 to i64
  %275 = mul nsw i64 %274, 64
  %276 = sext i32 %j161 to i64
  %277 = add nsw i64 %275, %276
  %278 = getelementptr inbounds float, ptr %C_f, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = fptrunc float %279 to half
  %281 = fpext half %280 to float
  %282 = mul i32 %by, 64
  %283 = add i32 %282, %i157
  %284 = sext i32 %283 to i64
  %285 = sext i32 %N to i64
  %286 = mul nsw i64 %284, %285
  %287 = mul i32 %bx, 64
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
  br label %for.cond58, !llvm.loop !95
}

; Function Attrs: nounwind
define internal void @matmul_f16_64x64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_64x64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_64x64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_64x64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_64x64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_bf16_64x64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !96

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !97

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %151, %if.end25 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 64
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 64
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 64
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 64
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 64
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 64
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
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then23, label %if.else24

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %98, %for.end13 ]
  %73 = icmp slt i32 %i10, 64
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %97, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 64
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = sext i32 %i10 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j14 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %A_s, i64 %92
  %94 = bitcast float %88 to i32
  %95 = lshr i32 %94, 16
  %96 = trunc i32 %95 to i16
  store i16 %96, ptr %93, align 2
  %97 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !98

for.end13:                                        ; preds = %for.cond11
  %98 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !99

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %126, %for.end21 ]
  %99 = icmp slt i32 %i18, 64
  br i1 %99, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %150, %sel.end ]
  %100 = icmp slt i32 %j22, 64
  br i1 %100, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %101 = mul i32 %by, 64
  %102 = sext i32 %101 to i64
  %103 = sext i32 %i18 to i64
  %104 = add i64 %102, %103
  %105 = icmp sle i64 0, %104
  %106 = mul i32 %by, 64
  %107 = sext i32 %106 to i64
  %108 = sext i32 %i18 to i64
  %109 = add i64 %107, %108
  %110 = sext i32 %M to i64
  %111 = icmp slt i64 %109, %110
  %112 = and i1 %105, %111
  %113 = mul i32 %k, 64
  %114 = sext i32 %113 to i64
  %115 = sext i32 %j22 to i64
  %116 = add i64 %114, %115
  %117 = icmp sle i64 0, %116
  %118 = mul i32 %k, 64
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
  br label %for.cond15, !llvm.loop !100

sel.then:                                         ; preds = %for.body20
  %127 = mul i32 %by, 64
  %128 = add i32 %127, %i18
  %129 = sext i32 %128 to i64
  %130 = sext i32 %K to i64
  %131 = mul nsw i64 %129, %130
  %132 = mul i32 %k, 64
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
  %143 = mul nsw i64 %142, 64
  %144 = sext i32 %j22 to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds i16, ptr %A_s, i64 %145
  %147 = bitcast float %141 to i32
  %148 = lshr i32 %147, 16
  %149 = trunc i32 %148 to i16
  store i16 %149, ptr %146, align 2
  %150 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !101

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_bf16f32(i32 64, i32 64, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %151 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !102

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %177, %for.end32 ]
  %152 = icmp slt i32 %i29, 64
  br i1 %152, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %176, %for.body31 ]
  %153 = icmp slt i32 %j33, 64
  br i1 %153, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %154 = mul i32 %k, 64
  %155 = add i32 %154, %i29
  %156 = sext i32 %155 to i64
  %157 = sext i32 %N to i64
  %158 = mul nsw i64 %156, %157
  %159 = mul i32 %bx, 64
  %160 = add i32 %159, %j33
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %158, %161
  %163 = getelementptr inbounds i16, ptr %B, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = zext i16 %164 to i32
  %166 = shl i32 %165, 16
  %167 = bitcast i32 %166 to float
  %168 = sext i32 %i29 to i64
  %169 = mul nsw i64 %168, 64
  %170 = sext i32 %j33 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds i16, ptr %B_s, i64 %171
  %173 = bitcast float %167 to i32
  %174 = lshr i32 %173, 16
  %175 = trunc i32 %174 to i16
  store i16 %175, ptr %172, align 2
  %176 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !103

for.end32:                                        ; preds = %for.cond30
  %177 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !104

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %205, %for.end40 ]
  %178 = icmp slt i32 %i37, 64
  br i1 %178, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %229, %sel.end44 ]
  %179 = icmp slt i32 %j41, 64
  br i1 %179, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %180 = mul i32 %k, 64
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i37 to i64
  %183 = add i64 %181, %182
  %184 = icmp sle i64 0, %183
  %185 = mul i32 %k, 64
  %186 = sext i32 %185 to i64
  %187 = sext i32 %i37 to i64
  %188 = add i64 %186, %187
  %189 = sext i32 %K to i64
  %190 = icmp slt i64 %188, %189
  %191 = and i1 %184, %190
  %192 = mul i32 %bx, 64
  %193 = sext i32 %192 to i64
  %194 = sext i32 %j41 to i64
  %195 = add i64 %193, %194
  %196 = icmp sle i64 0, %195
  %197 = mul i32 %bx, 64
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
  br label %for.cond34, !llvm.loop !105

sel.then42:                                       ; preds = %for.body39
  %206 = mul i32 %k, 64
  %207 = add i32 %206, %i37
  %208 = sext i32 %207 to i64
  %209 = sext i32 %N to i64
  %210 = mul nsw i64 %208, %209
  %211 = mul i32 %bx, 64
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
  %222 = mul nsw i64 %221, 64
  %223 = sext i32 %j41 to i64
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds i16, ptr %B_s, i64 %224
  %226 = bitcast float %220 to i32
  %227 = lshr i32 %226, 16
  %228 = trunc i32 %227 to i16
  store i16 %228, ptr %225, align 2
  %229 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !106

if.then45:                                        ; preds = %for.end6
  br label %for.cond48

if.else46:                                        ; preds = %for.end6
  br label %for.cond54

if.end47:                                         ; preds = %for.end56, %for.end50
  ret void

for.cond48:                                       ; preds = %for.end53, %if.then45
  %i1 = phi i32 [ 0, %if.then45 ], [ %263, %for.end53 ]
  %230 = icmp slt i32 %i1, 64
  br i1 %230, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %for.body49
  %j1 = phi i32 [ 0, %for.body49 ], [ %262, %for.body52 ]
  %231 = icmp slt i32 %j1, 64
  br i1 %231, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %232 = sext i32 %i1 to i64
  %233 = mul nsw i64 %232, 64
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
  %249 = mul i32 %by, 64
  %250 = add i32 %249, %i1
  %251 = sext i32 %250 to i64
  %252 = sext i32 %N to i64
  %253 = mul nsw i64 %251, %252
  %254 = mul i32 %bx, 64
  %255 = add i32 %254, %j1
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %253, %256
  %258 = getelementptr inbounds i16, ptr %C, i64 %257
  %259 = bitcast float %248 to i32
  %260 = lshr i32 %259, 16
  %261 = trunc i32 %260 to i16
  store i16 %261, ptr %258, align 2
  %262 = add nsw i32 %j1, 1
  br label %for.cond51, !llvm.loop !107

for.end53:                                        ; preds = %for.cond51
  %263 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !108

for.cond54:                                       ; preds = %for.end60, %if.else46
  %i157 = phi i32 [ 0, %if.else46 ], [ %291, %for.end60 ]
  %264 = icmp slt i32 %i157, 64
  br i1 %264, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond58

for.end56:                                        ; preds = %for.cond54
  br label %if.end47

for.cond58:                                       ; preds = %if.end64, %for.body55
  %j161 = phi i32 [ 0, %for.body55 ], [ %322, %if.end64 ]
  %265 = icmp slt i32 %j161, 64
  br i1 %265, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %266 = mul i32 %by, 64
  %267 = sext i32 %266 to i64
  %268 = sext i32 %i157 to i64
  %269 = add i64 %267, %268
  %270 = icmp sle i64 0, %269
  %271 = mul i32 %by, 64
  %272 = sext i32 %271 to i64
  %273 = sext i32 %i157 to i64
  %274 = add i64 %272, %273
  %275 = sext i32 %M to i64
  %276 = icmp slt i64 %274, %275
  %277 = and i1 %270, %276
  %278 = mul i32 %bx, 64
  %279 = sext i32 %278 to i64
  %280 = sext i32 %j161 to i64
  %281 = add i64 %279, %280
  %282 = icmp sle i64 0, %281
  %283 = mul i32 %bx, 64
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
  br label %for.cond54, !llvm.loop !109

if.then62:                                        ; preds = %for.body59
  %292 = sext i32 %i157 to i64
  %293 = mul nsw i64 %292, 64
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
  %309 = mul i32 %by, 64
  %310 = add i32 %309, %i157
  %311 = sext i32 %310 to i64
  %312 = sext i32 %N to i64
  %313 = mul nsw i64 %311, %312
  %314 = mul i32 %bx, 64
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
  br label %for.cond58, !llvm.loop !110
}

; Function Attrs: nounwind
define internal void @matmul_bf16_64x64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_64x64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_64x64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_64x64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_64x64_task, ptr %a)
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
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
