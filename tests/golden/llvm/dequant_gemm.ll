; ModuleID = 'dequant_gemm.tile'
source_filename = "dequant_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_dequant_gemm_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %KH, i32 %KG, i32 %bx, i32 %by) #0 {
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
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 4096, i1 false)
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
  %k = phi i32 [ 0, %for.end ], [ %210, %for.end47 ]
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
  %69 = sext i32 %KH to i64
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
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !5

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
  br label %for.cond15, !llvm.loop !6

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
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %162, %for.end32 ]
  %143 = icmp slt i32 %i129, 32
  br i1 %143, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %161, %for.body31 ]
  %144 = icmp slt i32 %j133, 16
  br i1 %144, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %145 = mul i32 %bx, 32
  %146 = add i32 %145, %i129
  %147 = sext i32 %146 to i64
  %148 = sext i32 %KH to i64
  %149 = mul nsw i64 %147, %148
  %150 = mul i32 %k, 16
  %151 = add i32 %150, %j133
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %149, %152
  %154 = getelementptr inbounds i8, ptr %W, i64 %153
  %155 = load i8, ptr %154, align 1
  %156 = sext i32 %i129 to i64
  %157 = mul nsw i64 %156, 16
  %158 = sext i32 %j133 to i64
  %159 = add nsw i64 %157, %158
  %160 = getelementptr inbounds i8, ptr %W_s, i64 %159
  store i8 %155, ptr %160, align 1
  %161 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %162 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %190, %for.end40 ]
  %163 = icmp slt i32 %i137, 32
  br i1 %163, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %208, %sel.end44 ]
  %164 = icmp slt i32 %j141, 16
  br i1 %164, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %165 = mul i32 %bx, 32
  %166 = sext i32 %165 to i64
  %167 = sext i32 %i137 to i64
  %168 = add i64 %166, %167
  %169 = icmp sle i64 0, %168
  %170 = mul i32 %bx, 32
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i137 to i64
  %173 = add i64 %171, %172
  %174 = sext i32 %N to i64
  %175 = icmp slt i64 %173, %174
  %176 = and i1 %169, %175
  %177 = mul i32 %k, 16
  %178 = sext i32 %177 to i64
  %179 = sext i32 %j141 to i64
  %180 = add i64 %178, %179
  %181 = icmp sle i64 0, %180
  %182 = mul i32 %k, 16
  %183 = sext i32 %182 to i64
  %184 = sext i32 %j141 to i64
  %185 = add i64 %183, %184
  %186 = sext i32 %KH to i64
  %187 = icmp slt i64 %185, %186
  %188 = and i1 %181, %187
  %189 = and i1 %176, %188
  br i1 %189, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %190 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %191 = mul i32 %bx, 32
  %192 = add i32 %191, %i137
  %193 = sext i32 %192 to i64
  %194 = sext i32 %KH to i64
  %195 = mul nsw i64 %193, %194
  %196 = mul i32 %k, 16
  %197 = add i32 %196, %j141
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %195, %198
  %200 = getelementptr inbounds i8, ptr %W, i64 %199
  %201 = load i8, ptr %200, align 1
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %202 = phi i8 [ %201, %sel.then42 ], [ 0, %sel.else43 ]
  %203 = sext i32 %i137 to i64
  %204 = mul nsw i64 %203, 16
  %205 = sext i32 %j141 to i64
  %206 = add nsw i64 %204, %205
  %207 = getelementptr inbounds i8, ptr %W_s, i64 %206
  store i8 %202, ptr %207, align 1
  %208 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %246, %for.end50 ]
  %209 = icmp slt i32 %i, 32
  br i1 %209, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %210 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !12

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %272, %sel.end53 ]
  %211 = icmp slt i32 %j, 32
  br i1 %211, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %212 = sext i32 %i to i64
  %213 = mul nsw i64 %212, 16
  %214 = sdiv i32 %j, 2
  %215 = sub i32 0, %j
  %216 = select i1 false, i32 %215, i32 %214
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %213, %217
  %219 = getelementptr inbounds i8, ptr %W_s, i64 %218
  %byte = load i8, ptr %219, align 1
  %220 = srem i32 %j, 2
  %221 = icmp eq i32 %220, 0
  %222 = and i8 %byte, 15
  %223 = lshr i8 %byte, 4
  %224 = select i1 false, i8 0, i8 %223
  %q = select i1 %221, i8 %222, i8 %224
  %225 = mul i32 %bx, 32
  %226 = add i32 %225, %i
  %227 = icmp sle i32 0, %226
  %228 = mul i32 %bx, 32
  %229 = add i32 %228, %i
  %230 = icmp slt i32 %229, %N
  %231 = and i1 %227, %230
  %232 = mul i32 %k, 32
  %233 = add i32 %232, %j
  %234 = sdiv i32 %233, 32
  %235 = sub i32 0, %233
  %236 = select i1 false, i32 %235, i32 %234
  %237 = icmp sle i32 0, %236
  %238 = mul i32 %k, 32
  %239 = add i32 %238, %j
  %240 = sdiv i32 %239, 32
  %241 = sub i32 0, %239
  %242 = select i1 false, i32 %241, i32 %240
  %243 = icmp slt i32 %242, %KG
  %244 = and i1 %237, %243
  %245 = and i1 %231, %244
  br i1 %245, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %246 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !13

sel.then51:                                       ; preds = %for.body49
  %247 = mul i32 %bx, 32
  %248 = add i32 %247, %i
  %249 = sext i32 %248 to i64
  %250 = sext i32 %KG to i64
  %251 = mul nsw i64 %249, %250
  %252 = mul i32 %k, 32
  %253 = add i32 %252, %j
  %254 = sdiv i32 %253, 32
  %255 = sub i32 0, %253
  %256 = select i1 false, i32 %255, i32 %254
  %257 = sext i32 %256 to i64
  %258 = add nsw i64 %251, %257
  %259 = getelementptr inbounds i16, ptr %S, i64 %258
  %260 = load i16, ptr %259, align 2
  %261 = bitcast i16 %260 to half
  %262 = fpext half %261 to float
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %s = phi float [ %262, %sel.then51 ], [ 0.000000e+00, %sel.else52 ]
  %263 = zext i8 %q to i64
  %264 = sitofp i64 %263 to float
  %265 = fsub float %264, 8.000000e+00
  %266 = fmul float %265, %s
  %267 = sext i32 %i to i64
  %268 = mul nsw i64 %267, 32
  %269 = sext i32 %j to i64
  %270 = add nsw i64 %268, %269
  %271 = getelementptr inbounds float, ptr %B_s, i64 %270
  store float %266, ptr %271, align 4
  %272 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !14

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond63

if.end56:                                         ; preds = %for.end65, %for.end59
  ret void

for.cond57:                                       ; preds = %for.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %292, %for.end62 ]
  %273 = icmp slt i32 %i2, 32
  br i1 %273, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  br label %for.cond60

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

for.cond60:                                       ; preds = %for.body61, %for.body58
  %j2 = phi i32 [ 0, %for.body58 ], [ %291, %for.body61 ]
  %274 = icmp slt i32 %j2, 32
  br i1 %274, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %275 = sext i32 %i2 to i64
  %276 = mul nsw i64 %275, 32
  %277 = sext i32 %j2 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds float, ptr %C_f, i64 %278
  %280 = load float, ptr %279, align 4
  %281 = mul i32 %by, 32
  %282 = add i32 %281, %i2
  %283 = sext i32 %282 to i64
  %284 = sext i32 %N to i64
  %285 = mul nsw i64 %283, %284
  %286 = mul i32 %bx, 32
  %287 = add i32 %286, %j2
  %288 = sext i32 %287 to i64
  %289 = add nsw i64 %285, %288
  %290 = getelementptr inbounds float, ptr %C, i64 %289
  store float %280, ptr %290, align 4
  %291 = add nsw i32 %j2, 1
  br label %for.cond60, !llvm.loop !15

for.end62:                                        ; preds = %for.cond60
  %292 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !16

for.cond63:                                       ; preds = %for.end69, %if.else55
  %i266 = phi i32 [ 0, %if.else55 ], [ %320, %for.end69 ]
  %293 = icmp slt i32 %i266, 32
  br i1 %293, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  br label %if.end56

for.cond67:                                       ; preds = %if.end73, %for.body64
  %j270 = phi i32 [ 0, %for.body64 ], [ %337, %if.end73 ]
  %294 = icmp slt i32 %j270, 32
  br i1 %294, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %295 = mul i32 %by, 32
  %296 = sext i32 %295 to i64
  %297 = sext i32 %i266 to i64
  %298 = add i64 %296, %297
  %299 = icmp sle i64 0, %298
  %300 = mul i32 %by, 32
  %301 = sext i32 %300 to i64
  %302 = sext i32 %i266 to i64
  %303 = add i64 %301, %302
  %304 = sext i32 %M to i64
  %305 = icmp slt i64 %303, %304
  %306 = and i1 %299, %305
  %307 = mul i32 %bx, 32
  %308 = sext i32 %307 to i64
  %309 = sext i32 %j270 to i64
  %310 = add i64 %308, %309
  %311 = icmp sle i64 0, %310
  %312 = mul i32 %bx, 32
  %313 = sext i32 %312 to i64
  %314 = sext i32 %j270 to i64
  %315 = add i64 %313, %314
  %316 = sext i32 %N to i64
  %317 = icmp slt i64 %315, %316
  %318 = and i1 %311, %317
  %319 = and i1 %306, %318
  br i1 %319, label %if.then71, label %if.else72

for.end69:                                        ; preds = %for.cond67
  %320 = add nsw i32 %i266, 1
  br label %for.cond63, !llvm.loop !17

if.then71:                                        ; preds = %for.body68
  %321 = sext i32 %i266 to i64
  %322 = mul nsw i64 %321, 32
  %323 = sext i32 %j270 to i64
  %324 = add nsw i64 %322, %323
  %325 = getelementptr inbounds float, ptr %C_f, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = mul i32 %by, 32
  %328 = add i32 %327, %i266
  %329 = sext i32 %328 to i64
  %330 = sext i32 %N to i64
  %331 = mul nsw i64 %329, %330
  %332 = mul i32 %bx, 32
  %333 = add i32 %332, %j270
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %331, %334
  %336 = getelementptr inbounds float, ptr %C, i64 %335
  store float %326, ptr %336, align 4
  br label %if.end73

if.else72:                                        ; preds = %for.body68
  br label %if.end73

if.end73:                                         ; preds = %if.else72, %if.then71
  %337 = add nsw i32 %j270, 1
  br label %for.cond67, !llvm.loop !18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

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
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 9
  %19 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  %24 = load i64, ptr %23, align 8
  %25 = srem i64 %block, %20
  %26 = sdiv i64 %block, %20
  %27 = srem i64 %26, %22
  %28 = mul i64 %20, %22
  %29 = sdiv i64 %block, %28
  %30 = trunc i64 %25 to i32
  %31 = trunc i64 %27 to i32
  call void @dequant_gemm_u4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %15, i32 %17, i32 %30, i32 %31)
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
  %23 = getelementptr inbounds i64, ptr %dims, i64 3
  %24 = load i64, ptr %23, align 8
  %KH = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 7
  store i32 %KH, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 4
  %27 = load i64, ptr %26, align 8
  %KG = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 8
  store i32 %KG, ptr %28, align 4
  %29 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 9
  %30 = sext i32 %N to i64
  %31 = sdiv i64 %30, 32
  %32 = sub i64 0, %30
  %33 = select i1 false, i64 %32, i64 %31
  %34 = srem i64 %30, 32
  %35 = icmp ne i64 %34, 0
  %36 = icmp slt i64 %30, 0
  %37 = icmp eq i1 %36, false
  %38 = and i1 %35, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %33, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = sext i32 %M to i64
  %47 = sdiv i64 %46, 32
  %48 = sub i64 0, %46
  %49 = select i1 false, i64 %48, i64 %47
  %50 = srem i64 %46, 32
  %51 = icmp ne i64 %50, 0
  %52 = icmp slt i64 %46, 0
  %53 = icmp eq i1 %52, false
  %54 = and i1 %51, %53
  %55 = zext i1 %54 to i64
  %56 = add i64 %49, %55
  %57 = trunc i64 %56 to i32
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 1
  store i64 %58, ptr %59, align 8
  %60 = icmp sgt i64 %58, 0
  %61 = and i1 %44, %60
  %62 = mul i64 %45, %58
  %63 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 2
  store i64 1, ptr %63, align 8
  %64 = and i1 %61, true
  %65 = mul i64 %62, 1
  br i1 %64, label %run, label %empty

run:                                              ; preds = %body
  %66 = call i32 @tilec_rt_run_blocks(i64 %65, i32 %nworkers, ptr @dequant_gemm_u4_task, ptr %a)
  ret i32 %66

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %KH, i32 %KG, i32 %bx, i32 %by) #0 {
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
  call void @llvm.memset.p0.i64(ptr align 64 %C_f, i8 0, i64 4096, i1 false)
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
  %k = phi i32 [ 0, %for.end ], [ %210, %for.end47 ]
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
  %69 = sext i32 %KH to i64
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
  br label %for.cond11, !llvm.loop !21

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !22

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
  br label %for.cond15, !llvm.loop !23

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
  br label %for.cond19, !llvm.loop !24

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %162, %for.end32 ]
  %143 = icmp slt i32 %i129, 32
  br i1 %143, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %161, %for.body31 ]
  %144 = icmp slt i32 %j133, 16
  br i1 %144, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %145 = mul i32 %bx, 32
  %146 = add i32 %145, %i129
  %147 = sext i32 %146 to i64
  %148 = sext i32 %KH to i64
  %149 = mul nsw i64 %147, %148
  %150 = mul i32 %k, 16
  %151 = add i32 %150, %j133
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %149, %152
  %154 = getelementptr inbounds i8, ptr %W, i64 %153
  %155 = load i8, ptr %154, align 1
  %156 = sext i32 %i129 to i64
  %157 = mul nsw i64 %156, 16
  %158 = sext i32 %j133 to i64
  %159 = add nsw i64 %157, %158
  %160 = getelementptr inbounds i8, ptr %W_s, i64 %159
  store i8 %155, ptr %160, align 1
  %161 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !25

for.end32:                                        ; preds = %for.cond30
  %162 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !26

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %190, %for.end40 ]
  %163 = icmp slt i32 %i137, 32
  br i1 %163, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %208, %sel.end44 ]
  %164 = icmp slt i32 %j141, 16
  br i1 %164, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %165 = mul i32 %bx, 32
  %166 = sext i32 %165 to i64
  %167 = sext i32 %i137 to i64
  %168 = add i64 %166, %167
  %169 = icmp sle i64 0, %168
  %170 = mul i32 %bx, 32
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i137 to i64
  %173 = add i64 %171, %172
  %174 = sext i32 %N to i64
  %175 = icmp slt i64 %173, %174
  %176 = and i1 %169, %175
  %177 = mul i32 %k, 16
  %178 = sext i32 %177 to i64
  %179 = sext i32 %j141 to i64
  %180 = add i64 %178, %179
  %181 = icmp sle i64 0, %180
  %182 = mul i32 %k, 16
  %183 = sext i32 %182 to i64
  %184 = sext i32 %j141 to i64
  %185 = add i64 %183, %184
  %186 = sext i32 %KH to i64
  %187 = icmp slt i64 %185, %186
  %188 = and i1 %181, %187
  %189 = and i1 %176, %188
  br i1 %189, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %190 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !27

sel.then42:                                       ; preds = %for.body39
  %191 = mul i32 %bx, 32
  %192 = add i32 %191, %i137
  %193 = sext i32 %192 to i64
  %194 = sext i32 %KH to i64
  %195 = mul nsw i64 %193, %194
  %196 = mul i32 %k, 16
  %197 = add i32 %196, %j141
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %195, %198
  %200 = getelementptr inbounds i8, ptr %W, i64 %199
  %201 = load i8, ptr %200, align 1
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %202 = phi i8 [ %201, %sel.then42 ], [ 0, %sel.else43 ]
  %203 = sext i32 %i137 to i64
  %204 = mul nsw i64 %203, 16
  %205 = sext i32 %j141 to i64
  %206 = add nsw i64 %204, %205
  %207 = getelementptr inbounds i8, ptr %W_s, i64 %206
  store i8 %202, ptr %207, align 1
  %208 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !28

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %243, %for.end50 ]
  %209 = icmp slt i32 %i, 32
  br i1 %209, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %210 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !29

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %270, %sel.end53 ]
  %211 = icmp slt i32 %j, 32
  br i1 %211, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %212 = sext i32 %i to i64
  %213 = mul nsw i64 %212, 16
  %214 = sdiv i32 %j, 2
  %215 = sub i32 0, %j
  %216 = select i1 false, i32 %215, i32 %214
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %213, %217
  %219 = getelementptr inbounds i8, ptr %W_s, i64 %218
  %byte = load i8, ptr %219, align 1
  %220 = shl i8 %byte, 4
  %221 = select i1 false, i8 0, i8 %220
  %lo = ashr i8 %221, 4
  %hi = ashr i8 %byte, 4
  %222 = mul i32 %bx, 32
  %223 = add i32 %222, %i
  %224 = icmp sle i32 0, %223
  %225 = mul i32 %bx, 32
  %226 = add i32 %225, %i
  %227 = icmp slt i32 %226, %N
  %228 = and i1 %224, %227
  %229 = mul i32 %k, 32
  %230 = add i32 %229, %j
  %231 = sdiv i32 %230, 32
  %232 = sub i32 0, %230
  %233 = select i1 false, i32 %232, i32 %231
  %234 = icmp sle i32 0, %233
  %235 = mul i32 %k, 32
  %236 = add i32 %235, %j
  %237 = sdiv i32 %236, 32
  %238 = sub i32 0, %236
  %239 = select i1 false, i32 %238, i32 %237
  %240 = icmp slt i32 %239, %KG
  %241 = and i1 %234, %240
  %242 = and i1 %228, %241
  br i1 %242, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %243 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !30

sel.then51:                                       ; preds = %for.body49
  %244 = mul i32 %bx, 32
  %245 = add i32 %244, %i
  %246 = sext i32 %245 to i64
  %247 = sext i32 %KG to i64
  %248 = mul nsw i64 %246, %247
  %249 = mul i32 %k, 32
  %250 = add i32 %249, %j
  %251 = sdiv i32 %250, 32
  %252 = sub i32 0, %250
  %253 = select i1 false, i32 %252, i32 %251
  %254 = sext i32 %253 to i64
  %255 = add nsw i64 %248, %254
  %256 = getelementptr inbounds i16, ptr %S, i64 %255
  %257 = load i16, ptr %256, align 2
  %258 = bitcast i16 %257 to half
  %259 = fpext half %258 to float
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %s = phi float [ %259, %sel.then51 ], [ 0.000000e+00, %sel.else52 ]
  %260 = srem i32 %j, 2
  %261 = icmp eq i32 %260, 0
  %262 = select i1 %261, i8 %lo, i8 %hi
  %263 = sitofp i8 %262 to float
  %264 = fmul float %263, %s
  %265 = sext i32 %i to i64
  %266 = mul nsw i64 %265, 32
  %267 = sext i32 %j to i64
  %268 = add nsw i64 %266, %267
  %269 = getelementptr inbounds float, ptr %B_s, i64 %268
  store float %264, ptr %269, align 4
  %270 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !31

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond63

if.end56:                                         ; preds = %for.end65, %for.end59
  ret void

for.cond57:                                       ; preds = %for.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %290, %for.end62 ]
  %271 = icmp slt i32 %i2, 32
  br i1 %271, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  br label %for.cond60

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

for.cond60:                                       ; preds = %for.body61, %for.body58
  %j2 = phi i32 [ 0, %for.body58 ], [ %289, %for.body61 ]
  %272 = icmp slt i32 %j2, 32
  br i1 %272, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %273 = sext i32 %i2 to i64
  %274 = mul nsw i64 %273, 32
  %275 = sext i32 %j2 to i64
  %276 = add nsw i64 %274, %275
  %277 = getelementptr inbounds float, ptr %C_f, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = mul i32 %by, 32
  %280 = add i32 %279, %i2
  %281 = sext i32 %280 to i64
  %282 = sext i32 %N to i64
  %283 = mul nsw i64 %281, %282
  %284 = mul i32 %bx, 32
  %285 = add i32 %284, %j2
  %286 = sext i32 %285 to i64
  %287 = add nsw i64 %283, %286
  %288 = getelementptr inbounds float, ptr %C, i64 %287
  store float %278, ptr %288, align 4
  %289 = add nsw i32 %j2, 1
  br label %for.cond60, !llvm.loop !32

for.end62:                                        ; preds = %for.cond60
  %290 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !33

for.cond63:                                       ; preds = %for.end69, %if.else55
  %i266 = phi i32 [ 0, %if.else55 ], [ %318, %for.end69 ]
  %291 = icmp slt i32 %i266, 32
  br i1 %291, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond67

for.end65:                                        ; preds = %for.cond63
  br label %if.end56

for.cond67:                                       ; preds = %if.end73, %for.body64
  %j270 = phi i32 [ 0, %for.body64 ], [ %335, %if.end73 ]
  %292 = icmp slt i32 %j270, 32
  br i1 %292, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %293 = mul i32 %by, 32
  %294 = sext i32 %293 to i64
  %295 = sext i32 %i266 to i64
  %296 = add i64 %294, %295
  %297 = icmp sle i64 0, %296
  %298 = mul i32 %by, 32
  %299 = sext i32 %298 to i64
  %300 = sext i32 %i266 to i64
  %301 = add i64 %299, %300
  %302 = sext i32 %M to i64
  %303 = icmp slt i64 %301, %302
  %304 = and i1 %297, %303
  %305 = mul i32 %bx, 32
  %306 = sext i32 %305 to i64
  %307 = sext i32 %j270 to i64
  %308 = add i64 %306, %307
  %309 = icmp sle i64 0, %308
  %310 = mul i32 %bx, 32
  %311 = sext i32 %310 to i64
  %312 = sext i32 %j270 to i64
  %313 = add i64 %311, %312
  %314 = sext i32 %N to i64
  %315 = icmp slt i64 %313, %314
  %316 = and i1 %309, %315
  %317 = and i1 %304, %316
  br i1 %317, label %if.then71, label %if.else72

for.end69:                                        ; preds = %for.cond67
  %318 = add nsw i32 %i266, 1
  br label %for.cond63, !llvm.loop !34

if.then71:                                        ; preds = %for.body68
  %319 = sext i32 %i266 to i64
  %320 = mul nsw i64 %319, 32
  %321 = sext i32 %j270 to i64
  %322 = add nsw i64 %320, %321
  %323 = getelementptr inbounds float, ptr %C_f, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = mul i32 %by, 32
  %326 = add i32 %325, %i266
  %327 = sext i32 %326 to i64
  %328 = sext i32 %N to i64
  %329 = mul nsw i64 %327, %328
  %330 = mul i32 %bx, 32
  %331 = add i32 %330, %j270
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %329, %332
  %334 = getelementptr inbounds float, ptr %C, i64 %333
  store float %324, ptr %334, align 4
  br label %if.end73

if.else72:                                        ; preds = %for.body68
  br label %if.end73

if.end73:                                         ; preds = %if.else72, %if.then71
  %335 = add nsw i32 %j270, 1
  br label %for.cond67, !llvm.loop !35
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
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 9
  %19 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  %24 = load i64, ptr %23, align 8
  %25 = srem i64 %block, %20
  %26 = sdiv i64 %block, %20
  %27 = srem i64 %26, %22
  %28 = mul i64 %20, %22
  %29 = sdiv i64 %block, %28
  %30 = trunc i64 %25 to i32
  %31 = trunc i64 %27 to i32
  call void @dequant_gemm_i4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %15, i32 %17, i32 %30, i32 %31)
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
  %23 = getelementptr inbounds i64, ptr %dims, i64 3
  %24 = load i64, ptr %23, align 8
  %KH = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 7
  store i32 %KH, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 4
  %27 = load i64, ptr %26, align 8
  %KG = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 8
  store i32 %KG, ptr %28, align 4
  %29 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 9
  %30 = sext i32 %N to i64
  %31 = sdiv i64 %30, 32
  %32 = sub i64 0, %30
  %33 = select i1 false, i64 %32, i64 %31
  %34 = srem i64 %30, 32
  %35 = icmp ne i64 %34, 0
  %36 = icmp slt i64 %30, 0
  %37 = icmp eq i1 %36, false
  %38 = and i1 %35, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %33, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = sext i32 %M to i64
  %47 = sdiv i64 %46, 32
  %48 = sub i64 0, %46
  %49 = select i1 false, i64 %48, i64 %47
  %50 = srem i64 %46, 32
  %51 = icmp ne i64 %50, 0
  %52 = icmp slt i64 %46, 0
  %53 = icmp eq i1 %52, false
  %54 = and i1 %51, %53
  %55 = zext i1 %54 to i64
  %56 = add i64 %49, %55
  %57 = trunc i64 %56 to i32
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 1
  store i64 %58, ptr %59, align 8
  %60 = icmp sgt i64 %58, 0
  %61 = and i1 %44, %60
  %62 = mul i64 %45, %58
  %63 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 2
  store i64 1, ptr %63, align 8
  %64 = and i1 %61, true
  %65 = mul i64 %62, 1
  br i1 %64, label %run, label %empty

run:                                              ; preds = %body
  %66 = call i32 @tilec_rt_run_blocks(i64 %65, i32 %nworkers, ptr @dequant_gemm_i4_task, ptr %a)
  ret i32 %66

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
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
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
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
