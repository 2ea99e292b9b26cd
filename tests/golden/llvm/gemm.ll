; ModuleID = 'gemm.tile'
source_filename = "gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 16
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 16
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
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end25, %for.end
  %k = phi i32 [ 0, %for.end ], [ %139, %if.end25 ]
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
  %30 = mul i32 %k, 16
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 16
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 16
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
  %56 = mul i32 %k, 16
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 16
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 16
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
  %i10 = phi i32 [ 0, %if.then ], [ %92, %for.end13 ]
  %73 = icmp slt i32 %i10, 64
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %91, %for.body12 ]
  %74 = icmp slt i32 %j14, 16
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 64
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 16
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds float, ptr %A, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = sext i32 %i10 to i64
  %87 = mul nsw i64 %86, 16
  %88 = sext i32 %j14 to i64
  %89 = add nsw i64 %87, %88
  %90 = getelementptr inbounds float, ptr %A_s, i64 %89
  store float %85, ptr %90, align 4
  %91 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %92 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %120, %for.end21 ]
  %93 = icmp slt i32 %i18, 64
  br i1 %93, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %138, %sel.end ]
  %94 = icmp slt i32 %j22, 16
  br i1 %94, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %95 = mul i32 %by, 64
  %96 = sext i32 %95 to i64
  %97 = sext i32 %i18 to i64
  %98 = add i64 %96, %97
  %99 = icmp sle i64 0, %98
  %100 = mul i32 %by, 64
  %101 = sext i32 %100 to i64
  %102 = sext i32 %i18 to i64
  %103 = add i64 %101, %102
  %104 = sext i32 %M to i64
  %105 = icmp slt i64 %103, %104
  %106 = and i1 %99, %105
  %107 = mul i32 %k, 16
  %108 = sext i32 %107 to i64
  %109 = sext i32 %j22 to i64
  %110 = add i64 %108, %109
  %111 = icmp sle i64 0, %110
  %112 = mul i32 %k, 16
  %113 = sext i32 %112 to i64
  %114 = sext i32 %j22 to i64
  %115 = add i64 %113, %114
  %116 = sext i32 %K to i64
  %117 = icmp slt i64 %115, %116
  %118 = and i1 %111, %117
  %119 = and i1 %106, %118
  br i1 %119, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %120 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %121 = mul i32 %by, 64
  %122 = add i32 %121, %i18
  %123 = sext i32 %122 to i64
  %124 = sext i32 %K to i64
  %125 = mul nsw i64 %123, %124
  %126 = mul i32 %k, 16
  %127 = add i32 %126, %j22
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %125, %128
  %130 = getelementptr inbounds float, ptr %A, i64 %129
  %131 = load float, ptr %130, align 4
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %132 = phi float [ %131, %sel.then ], [ 0.000000e+00, %sel.else ]
  %133 = sext i32 %i18 to i64
  %134 = mul nsw i64 %133, 16
  %135 = sext i32 %j22 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds float, ptr %A_s, i64 %136
  store float %132, ptr %137, align 4
  %138 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  call void @tilec_rt_gemm_f32(i32 64, i32 64, i32 16, ptr %A_s, i32 16, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %139 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !8

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %159, %for.end32 ]
  %140 = icmp slt i32 %i29, 16
  br i1 %140, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %158, %for.body31 ]
  %141 = icmp slt i32 %j33, 64
  br i1 %141, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %142 = mul i32 %k, 16
  %143 = add i32 %142, %i29
  %144 = sext i32 %143 to i64
  %145 = sext i32 %N to i64
  %146 = mul nsw i64 %144, %145
  %147 = mul i32 %bx, 64
  %148 = add i32 %147, %j33
  %149 = sext i32 %148 to i64
  %150 = add nsw i64 %146, %149
  %151 = getelementptr inbounds float, ptr %B, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = sext i32 %i29 to i64
  %154 = mul nsw i64 %153, 64
  %155 = sext i32 %j33 to i64
  %156 = add nsw i64 %154, %155
  %157 = getelementptr inbounds float, ptr %B_s, i64 %156
  store float %152, ptr %157, align 4
  %158 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !9

for.end32:                                        ; preds = %for.cond30
  %159 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !10

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %187, %for.end40 ]
  %160 = icmp slt i32 %i37, 16
  br i1 %160, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %205, %sel.end44 ]
  %161 = icmp slt i32 %j41, 64
  br i1 %161, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %162 = mul i32 %k, 16
  %163 = sext i32 %162 to i64
  %164 = sext i32 %i37 to i64
  %165 = add i64 %163, %164
  %166 = icmp sle i64 0, %165
  %167 = mul i32 %k, 16
  %168 = sext i32 %167 to i64
  %169 = sext i32 %i37 to i64
  %170 = add i64 %168, %169
  %171 = sext i32 %K to i64
  %172 = icmp slt i64 %170, %171
  %173 = and i1 %166, %172
  %174 = mul i32 %bx, 64
  %175 = sext i32 %174 to i64
  %176 = sext i32 %j41 to i64
  %177 = add i64 %175, %176
  %178 = icmp sle i64 0, %177
  %179 = mul i32 %bx, 64
  %180 = sext i32 %179 to i64
  %181 = sext i32 %j41 to i64
  %182 = add i64 %180, %181
  %183 = sext i32 %N to i64
  %184 = icmp slt i64 %182, %183
  %185 = and i1 %178, %184
  %186 = and i1 %173, %185
  br i1 %186, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %187 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !11

sel.then42:                                       ; preds = %for.body39
  %188 = mul i32 %k, 16
  %189 = add i32 %188, %i37
  %190 = sext i32 %189 to i64
  %191 = sext i32 %N to i64
  %192 = mul nsw i64 %190, %191
  %193 = mul i32 %bx, 64
  %194 = add i32 %193, %j41
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %192, %195
  %197 = getelementptr inbounds float, ptr %B, i64 %196
  %198 = load float, ptr %197, align 4
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %199 = phi float [ %198, %sel.then42 ], [ 0.000000e+00, %sel.else43 ]
  %200 = sext i32 %i37 to i64
  %201 = mul nsw i64 %200, 64
  %202 = sext i32 %j41 to i64
  %203 = add nsw i64 %201, %202
  %204 = getelementptr inbounds float, ptr %B_s, i64 %203
  store float %199, ptr %204, align 4
  %205 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !12

if.then45:                                        ; preds = %for.end6
  br label %for.cond48

if.else46:                                        ; preds = %for.end6
  br label %for.cond57

if.end47:                                         ; preds = %for.end59, %for.end50
  ret void

for.cond48:                                       ; preds = %if.end53, %if.then45
  %i1 = phi i32 [ 0, %if.then45 ], [ %225, %if.end53 ]
  %206 = icmp slt i32 %i1, 64
  br i1 %206, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %207 = sext i32 %M to i64
  %208 = sext i32 %N to i64
  %209 = mul i64 %207, %208
  %210 = icmp sge i64 %209, 8388608
  br i1 %210, label %if.then51, label %if.else52

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

if.then51:                                        ; preds = %for.body49
  %211 = mul i32 %by, 64
  %212 = add i32 %211, %i1
  %213 = sext i32 %212 to i64
  %214 = sext i32 %N to i64
  %215 = mul nsw i64 %213, %214
  %216 = mul i32 %bx, 64
  %217 = add i32 %216, 0
  %218 = sext i32 %217 to i64
  %219 = add nsw i64 %215, %218
  %220 = getelementptr inbounds float, ptr %C, i64 %219
  %221 = sext i32 %i1 to i64
  %222 = mul nsw i64 %221, 64
  %223 = add nsw i64 %222, 0
  %224 = getelementptr inbounds float, ptr %C_f, i64 %223
  call void @tilec_rt_stream(ptr %220, ptr %224, i64 256)
  br label %if.end53

if.else52:                                        ; preds = %for.body49
  br label %for.cond54

if.end53:                                         ; preds = %for.end56, %if.then51
  %225 = add nsw i32 %i1, 1
  br label %for.cond48, !llvm.loop !13

for.cond54:                                       ; preds = %for.body55, %if.else52
  %j1 = phi i32 [ 0, %if.else52 ], [ %243, %for.body55 ]
  %226 = icmp slt i32 %j1, 64
  br i1 %226, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %227 = sext i32 %i1 to i64
  %228 = mul nsw i64 %227, 64
  %229 = sext i32 %j1 to i64
  %230 = add nsw i64 %228, %229
  %231 = getelementptr inbounds float, ptr %C_f, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = mul i32 %by, 64
  %234 = add i32 %233, %i1
  %235 = sext i32 %234 to i64
  %236 = sext i32 %N to i64
  %237 = mul nsw i64 %235, %236
  %238 = mul i32 %bx, 64
  %239 = add i32 %238, %j1
  %240 = sext i32 %239 to i64
  %241 = add nsw i64 %237, %240
  %242 = getelementptr inbounds float, ptr %C, i64 %241
  store float %232, ptr %242, align 4
  %243 = add nsw i32 %j1, 1
  br label %for.cond54, !llvm.loop !14

for.end56:                                        ; preds = %for.cond54
  br label %if.end53

for.cond57:                                       ; preds = %for.end63, %if.else46
  %i160 = phi i32 [ 0, %if.else46 ], [ %271, %for.end63 ]
  %244 = icmp slt i32 %i160, 64
  br i1 %244, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  br label %for.cond61

for.end59:                                        ; preds = %for.cond57
  br label %if.end47

for.cond61:                                       ; preds = %if.end67, %for.body58
  %j164 = phi i32 [ 0, %for.body58 ], [ %288, %if.end67 ]
  %245 = icmp slt i32 %j164, 64
  br i1 %245, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %246 = mul i32 %by, 64
  %247 = sext i32 %246 to i64
  %248 = sext i32 %i160 to i64
  %249 = add i64 %247, %248
  %250 = icmp sle i64 0, %249
  %251 = mul i32 %by, 64
  %252 = sext i32 %251 to i64
  %253 = sext i32 %i160 to i64
  %254 = add i64 %252, %253
  %255 = sext i32 %M to i64
  %256 = icmp slt i64 %254, %255
  %257 = and i1 %250, %256
  %258 = mul i32 %bx, 64
  %259 = sext i32 %258 to i64
  %260 = sext i32 %j164 to i64
  %261 = add i64 %259, %260
  %262 = icmp sle i64 0, %261
  %263 = mul i32 %bx, 64
  %264 = sext i32 %263 to i64
  %265 = sext i32 %j164 to i64
  %266 = add i64 %264, %265
  %267 = sext i32 %N to i64
  %268 = icmp slt i64 %266, %267
  %269 = and i1 %262, %268
  %270 = and i1 %257, %269
  br i1 %270, label %if.then65, label %if.else66

for.end63:                                        ; preds = %for.cond61
  %271 = add nsw i32 %i160, 1
  br label %for.cond57, !llvm.loop !15

if.then65:                                        ; preds = %for.body62
  %272 = sext i32 %i160 to i64
  %273 = mul nsw i64 %272, 64
  %274 = sext i32 %j164 to i64
  %275 = add nsw i64 %273, %274
  %276 = getelementptr inbounds float, ptr %C_f, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = mul i32 %by, 64
  %279 = add i32 %278, %i160
  %280 = sext i32 %279 to i64
  %281 = sext i32 %N to i64
  %282 = mul nsw i64 %280, %281
  %283 = mul i32 %bx, 64
  %284 = add i32 %283, %j164
  %285 = sext i32 %284 to i64
  %286 = add nsw i64 %282, %285
  %287 = getelementptr inbounds float, ptr %C, i64 %286
  store float %277, ptr %287, align 4
  br label %if.end67

if.else66:                                        ; preds = %for.body62
  br label %if.end67

if.end67:                                         ; preds = %if.else66, %if.then65
  %288 = add nsw i32 %j164, 1
  br label %for.cond61, !llvm.loop !16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 6
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
  call void @matmul_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 6
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

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
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
