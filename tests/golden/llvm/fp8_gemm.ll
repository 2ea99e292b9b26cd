; ModuleID = 'fp8_gemm.tile'
source_filename = "fp8_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_fp8_gemm = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_mxfp8_gemm = type { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @fp8_gemm_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x i8], align 64
  %C_f = alloca [1024 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 1024, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 32
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
  %13 = icmp slt i32 %j, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %228, %for.end47 ]
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
  br i1 %55, label %if.then55, label %if.else56

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
  %i10 = phi i32 [ 0, %if.then ], [ %97, %for.end13 ]
  %73 = icmp slt i32 %i10, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %96, %for.body12 ]
  %74 = icmp slt i32 %j14, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 32
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i8, ptr %A, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = call float @tilec_rt_f8e4m3_to_f32(i32 %86)
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %A_s, i64 %91
  %93 = fpext float %87 to double
  %94 = call i32 @tilec_rt_f8e4m3_from_double(double %93)
  %95 = trunc i32 %94 to i8
  store i8 %95, ptr %92, align 1
  %96 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %97 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end21, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %125, %for.end21 ]
  %98 = icmp slt i32 %i18, 32
  br i1 %98, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %149, %sel.end ]
  %99 = icmp slt i32 %j22, 32
  br i1 %99, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %100 = mul i32 %by, 32
  %101 = sext i32 %100 to i64
  %102 = sext i32 %i18 to i64
  %103 = add i64 %101, %102
  %104 = icmp sle i64 0, %103
  %105 = mul i32 %by, 32
  %106 = sext i32 %105 to i64
  %107 = sext i32 %i18 to i64
  %108 = add i64 %106, %107
  %109 = sext i32 %M to i64
  %110 = icmp slt i64 %108, %109
  %111 = and i1 %104, %110
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sext i32 %j22 to i64
  %115 = add i64 %113, %114
  %116 = icmp sle i64 0, %115
  %117 = mul i32 %k, 32
  %118 = sext i32 %117 to i64
  %119 = sext i32 %j22 to i64
  %120 = add i64 %118, %119
  %121 = sext i32 %K to i64
  %122 = icmp slt i64 %120, %121
  %123 = and i1 %116, %122
  %124 = and i1 %111, %123
  br i1 %124, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %125 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %126 = mul i32 %by, 32
  %127 = add i32 %126, %i18
  %128 = sext i32 %127 to i64
  %129 = sext i32 %K to i64
  %130 = mul nsw i64 %128, %129
  %131 = mul i32 %k, 32
  %132 = add i32 %131, %j22
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %130, %133
  %135 = getelementptr inbounds i8, ptr %A, i64 %134
  %136 = load i8, ptr %135, align 1
  %137 = zext i8 %136 to i32
  %138 = call float @tilec_rt_f8e4m3_to_f32(i32 %137)
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  %139 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %140 = phi float [ %138, %sel.then ], [ %139, %sel.else ]
  %141 = sext i32 %i18 to i64
  %142 = mul nsw i64 %141, 32
  %143 = sext i32 %j22 to i64
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds i8, ptr %A_s, i64 %144
  %146 = fpext float %140 to double
  %147 = call i32 @tilec_rt_f8e4m3_from_double(double %146)
  %148 = trunc i32 %147 to i8
  store i8 %148, ptr %145, align 1
  %149 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i29 = phi i32 [ 0, %if.then23 ], [ %174, %for.end32 ]
  %150 = icmp slt i32 %i29, 32
  br i1 %150, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j33 = phi i32 [ 0, %for.body27 ], [ %173, %for.body31 ]
  %151 = icmp slt i32 %j33, 32
  br i1 %151, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %152 = mul i32 %bx, 32
  %153 = add i32 %152, %i29
  %154 = sext i32 %153 to i64
  %155 = sext i32 %K to i64
  %156 = mul nsw i64 %154, %155
  %157 = mul i32 %k, 32
  %158 = add i32 %157, %j33
  %159 = sext i32 %158 to i64
  %160 = add nsw i64 %156, %159
  %161 = getelementptr inbounds i8, ptr %B, i64 %160
  %162 = load i8, ptr %161, align 1
  %163 = zext i8 %162 to i32
  %164 = call float @tilec_rt_f8e4m3_to_f32(i32 %163)
  %165 = sext i32 %i29 to i64
  %166 = mul nsw i64 %165, 32
  %167 = sext i32 %j33 to i64
  %168 = add nsw i64 %166, %167
  %169 = getelementptr inbounds i8, ptr %B_s, i64 %168
  %170 = fpext float %164 to double
  %171 = call i32 @tilec_rt_f8e4m3_from_double(double %170)
  %172 = trunc i32 %171 to i8
  store i8 %172, ptr %169, align 1
  %173 = add nsw i32 %j33, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %174 = add nsw i32 %i29, 1
  br label %for.cond26, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i37 = phi i32 [ 0, %if.else24 ], [ %202, %for.end40 ]
  %175 = icmp slt i32 %i37, 32
  br i1 %175, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j41 = phi i32 [ 0, %for.body35 ], [ %226, %sel.end44 ]
  %176 = icmp slt i32 %j41, 32
  br i1 %176, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %177 = mul i32 %bx, 32
  %178 = sext i32 %177 to i64
  %179 = sext i32 %i37 to i64
  %180 = add i64 %178, %179
  %181 = icmp sle i64 0, %180
  %182 = mul i32 %bx, 32
  %183 = sext i32 %182 to i64
  %184 = sext i32 %i37 to i64
  %185 = add i64 %183, %184
  %186 = sext i32 %N to i64
  %187 = icmp slt i64 %185, %186
  %188 = and i1 %181, %187
  %189 = mul i32 %k, 32
  %190 = sext i32 %189 to i64
  %191 = sext i32 %j41 to i64
  %192 = add i64 %190, %191
  %193 = icmp sle i64 0, %192
  %194 = mul i32 %k, 32
  %195 = sext i32 %194 to i64
  %196 = sext i32 %j41 to i64
  %197 = add i64 %195, %196
  %198 = sext i32 %K to i64
  %199 = icmp slt i64 %197, %198
  %200 = and i1 %193, %199
  %201 = and i1 %188, %200
  br i1 %201, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %202 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %203 = mul i32 %bx, 32
  %204 = add i32 %203, %i37
  %205 = sext i32 %204 to i64
  %206 = sext i32 %K to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %k, 32
  %209 = add i32 %208, %j41
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = getelementptr inbounds i8, ptr %B, i64 %211
  %213 = load i8, ptr %212, align 1
  %214 = zext i8 %213 to i32
  %215 = call float @tilec_rt_f8e4m3_to_f32(i32 %214)
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  %216 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %217 = phi float [ %215, %sel.then42 ], [ %216, %sel.else43 ]
  %218 = sext i32 %i37 to i64
  %219 = mul nsw i64 %218, 32
  %220 = sext i32 %j41 to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds i8, ptr %B_s, i64 %221
  %223 = fpext float %217 to double
  %224 = call i32 @tilec_rt_f8e4m3_from_double(double %223)
  %225 = trunc i32 %224 to i8
  store i8 %225, ptr %222, align 1
  %226 = add nsw i32 %j41, 1
  br label %for.cond38, !llvm.loop !11

for.cond45:                                       ; preds = %for.end50, %if.end25
  %tl_i = phi i32 [ 0, %if.end25 ], [ %236, %for.end50 ]
  %227 = icmp slt i32 %tl_i, 32
  br i1 %227, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %228 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !12

for.cond48:                                       ; preds = %for.end53, %for.body46
  %tl_j = phi i32 [ 0, %for.body46 ], [ %263, %for.end53 ]
  %229 = icmp slt i32 %tl_j, 32
  br i1 %229, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %230 = sext i32 %tl_i to i64
  %231 = mul nsw i64 %230, 32
  %232 = sext i32 %tl_j to i64
  %233 = add nsw i64 %231, %232
  %234 = getelementptr inbounds float, ptr %C_f, i64 %233
  %235 = load float, ptr %234, align 4
  store float %235, ptr %tl_acc, align 4
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  %236 = add nsw i32 %tl_i, 1
  br label %for.cond45, !llvm.loop !13

for.cond51:                                       ; preds = %for.body52, %for.body49
  %tl_p = phi i32 [ 0, %for.body49 ], [ %256, %for.body52 ]
  %237 = icmp slt i32 %tl_p, 32
  br i1 %237, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %tl_acc54 = load float, ptr %tl_acc, align 4
  %238 = sext i32 %tl_i to i64
  %239 = mul nsw i64 %238, 32
  %240 = sext i32 %tl_p to i64
  %241 = add nsw i64 %239, %240
  %242 = getelementptr inbounds i8, ptr %A_s, i64 %241
  %243 = load i8, ptr %242, align 1
  %244 = zext i8 %243 to i32
  %245 = call float @tilec_rt_f8e4m3_to_f32(i32 %244)
  %246 = sext i32 %tl_j to i64
  %247 = mul nsw i64 %246, 32
  %248 = sext i32 %tl_p to i64
  %249 = add nsw i64 %247, %248
  %250 = getelementptr inbounds i8, ptr %B_s, i64 %249
  %251 = load i8, ptr %250, align 1
  %252 = zext i8 %251 to i32
  %253 = call float @tilec_rt_f8e4m3_to_f32(i32 %252)
  %254 = fmul float %245, %253
  %255 = fadd float %tl_acc54, %254
  store float %255, ptr %tl_acc, align 4
  %256 = add nsw i32 %tl_p, 1
  br label %for.cond51, !llvm.loop !14

for.end53:                                        ; preds = %for.cond51
  %257 = load float, ptr %tl_acc, align 4
  %258 = sext i32 %tl_i to i64
  %259 = mul nsw i64 %258, 32
  %260 = sext i32 %tl_j to i64
  %261 = add nsw i64 %259, %260
  %262 = getelementptr inbounds float, ptr %C_f, i64 %261
  store float %257, ptr %262, align 4
  %263 = add nsw i32 %tl_j, 1
  br label %for.cond48, !llvm.loop !15

if.then55:                                        ; preds = %for.end6
  br label %for.cond58

if.else56:                                        ; preds = %for.end6
  br label %for.cond67

if.end57:                                         ; preds = %for.end69, %for.end60
  ret void

for.cond58:                                       ; preds = %if.end63, %if.then55
  %i1 = phi i32 [ 0, %if.then55 ], [ %283, %if.end63 ]
  %264 = icmp slt i32 %i1, 32
  br i1 %264, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %265 = sext i32 %M to i64
  %266 = sext i32 %N to i64
  %267 = mul i64 %265, %266
  %268 = icmp sge i64 %267, 8388608
  br i1 %268, label %if.then61, label %if.else62

for.end60:                                        ; preds = %for.cond58
  br label %if.end57

if.then61:                                        ; preds = %for.body59
  %269 = mul i32 %by, 32
  %270 = add i32 %269, %i1
  %271 = sext i32 %270 to i64
  %272 = sext i32 %N to i64
  %273 = mul nsw i64 %271, %272
  %274 = mul i32 %bx, 32
  %275 = add i32 %274, 0
  %276 = sext i32 %275 to i64
  %277 = add nsw i64 %273, %276
  %278 = getelementptr inbounds float, ptr %C, i64 %277
  %279 = sext i32 %i1 to i64
  %280 = mul nsw i64 %279, 32
  %281 = add nsw i64 %280, 0
  %282 = getelementptr inbounds float, ptr %C_f, i64 %281
  call void @tilec_rt_stream(ptr %278, ptr %282, i64 128)
  br label %if.end63

if.else62:                                        ; preds = %for.body59
  br label %for.cond64

if.end63:                                         ; preds = %for.end66, %if.then61
  %283 = add nsw i32 %i1, 1
  br label %for.cond58, !llvm.loop !16

for.cond64:                                       ; preds = %for.body65, %if.else62
  %j1 = phi i32 [ 0, %if.else62 ], [ %301, %for.body65 ]
  %284 = icmp slt i32 %j1, 32
  br i1 %284, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %285 = sext i32 %i1 to i64
  %286 = mul nsw i64 %285, 32
  %287 = sext i32 %j1 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds float, ptr %C_f, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = mul i32 %by, 32
  %292 = add i32 %291, %i1
  %293 = sext i32 %292 to i64
  %294 = sext i32 %N to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %bx, 32
  %297 = add i32 %296, %j1
  %298 = sext i32 %297 to i64
  %299 = add nsw i64 %295, %298
  %300 = getelementptr inbounds float, ptr %C, i64 %299
  store float %290, ptr %300, align 4
  %301 = add nsw i32 %j1, 1
  br label %for.cond64, !llvm.loop !17

for.end66:                                        ; preds = %for.cond64
  br label %if.end63

for.cond67:                                       ; preds = %for.end73, %if.else56
  %i170 = phi i32 [ 0, %if.else56 ], [ %329, %for.end73 ]
  %302 = icmp slt i32 %i170, 32
  br i1 %302, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  br label %for.cond71

for.end69:                                        ; preds = %for.cond67
  br label %if.end57

for.cond71:                                       ; preds = %if.end77, %for.body68
  %j174 = phi i32 [ 0, %for.body68 ], [ %346, %if.end77 ]
  %303 = icmp slt i32 %j174, 32
  br i1 %303, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %304 = mul i32 %by, 32
  %305 = sext i32 %304 to i64
  %306 = sext i32 %i170 to i64
  %307 = add i64 %305, %306
  %308 = icmp sle i64 0, %307
  %309 = mul i32 %by, 32
  %310 = sext i32 %309 to i64
  %311 = sext i32 %i170 to i64
  %312 = add i64 %310, %311
  %313 = sext i32 %M to i64
  %314 = icmp slt i64 %312, %313
  %315 = and i1 %308, %314
  %316 = mul i32 %bx, 32
  %317 = sext i32 %316 to i64
  %318 = sext i32 %j174 to i64
  %319 = add i64 %317, %318
  %320 = icmp sle i64 0, %319
  %321 = mul i32 %bx, 32
  %322 = sext i32 %321 to i64
  %323 = sext i32 %j174 to i64
  %324 = add i64 %322, %323
  %325 = sext i32 %N to i64
  %326 = icmp slt i64 %324, %325
  %327 = and i1 %320, %326
  %328 = and i1 %315, %327
  br i1 %328, label %if.then75, label %if.else76

for.end73:                                        ; preds = %for.cond71
  %329 = add nsw i32 %i170, 1
  br label %for.cond67, !llvm.loop !18

if.then75:                                        ; preds = %for.body72
  %330 = sext i32 %i170 to i64
  %331 = mul nsw i64 %330, 32
  %332 = sext i32 %j174 to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds float, ptr %C_f, i64 %333
  %335 = load float, ptr %334, align 4
  %336 = mul i32 %by, 32
  %337 = add i32 %336, %i170
  %338 = sext i32 %337 to i64
  %339 = sext i32 %N to i64
  %340 = mul nsw i64 %338, %339
  %341 = mul i32 %bx, 32
  %342 = add i32 %341, %j174
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %340, %343
  %345 = getelementptr inbounds float, ptr %C, i64 %344
  store float %335, ptr %345, align 4
  br label %if.end77

if.else76:                                        ; preds = %for.body72
  br label %if.end77

if.end77:                                         ; preds = %if.else76, %if.then75
  %346 = add nsw i32 %j174, 1
  br label %for.cond71, !llvm.loop !19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare float @tilec_rt_f8e4m3r(double)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @fp8_gemm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 6
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
  call void @fp8_gemm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_fp8_gemm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_fp8_gemm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 32
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 32
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
  %38 = sdiv i64 %37, 32
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 32
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @fp8_gemm_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @mxfp8_gemm_block(ptr noalias %A, ptr noalias %B, ptr noalias %SA, ptr noalias %SB, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %KG, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x i8], align 64
  %P_f = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %P_f, i8 0, i64 4096, i1 false)
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
  br label %for.cond1, !llvm.loop !20

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !21

for.cond4:                                        ; preds = %for.end65, %for.end
  %k = phi i32 [ 0, %for.end ], [ %273, %for.end65 ]
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
  br i1 %55, label %if.then78, label %if.else79

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
  %i110 = phi i32 [ 0, %if.then ], [ %97, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %96, %for.body12 ]
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
  %84 = getelementptr inbounds i8, ptr %A, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = call float @tilec_rt_f8e4m3_to_f32(i32 %86)
  %88 = sext i32 %i110 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j114 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %A_s, i64 %91
  %93 = fpext float %87 to double
  %94 = call i32 @tilec_rt_f8e4m3_from_double(double %93)
  %95 = trunc i32 %94 to i8
  store i8 %95, ptr %92, align 1
  %96 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !22

for.end13:                                        ; preds = %for.cond11
  %97 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !23

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %125, %for.end21 ]
  %98 = icmp slt i32 %i118, 32
  br i1 %98, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %149, %sel.end ]
  %99 = icmp slt i32 %j122, 32
  br i1 %99, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %100 = mul i32 %by, 32
  %101 = sext i32 %100 to i64
  %102 = sext i32 %i118 to i64
  %103 = add i64 %101, %102
  %104 = icmp sle i64 0, %103
  %105 = mul i32 %by, 32
  %106 = sext i32 %105 to i64
  %107 = sext i32 %i118 to i64
  %108 = add i64 %106, %107
  %109 = sext i32 %M to i64
  %110 = icmp slt i64 %108, %109
  %111 = and i1 %104, %110
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sext i32 %j122 to i64
  %115 = add i64 %113, %114
  %116 = icmp sle i64 0, %115
  %117 = mul i32 %k, 32
  %118 = sext i32 %117 to i64
  %119 = sext i32 %j122 to i64
  %120 = add i64 %118, %119
  %121 = sext i32 %K to i64
  %122 = icmp slt i64 %120, %121
  %123 = and i1 %116, %122
  %124 = and i1 %111, %123
  br i1 %124, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %125 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !24

sel.then:                                         ; preds = %for.body20
  %126 = mul i32 %by, 32
  %127 = add i32 %126, %i118
  %128 = sext i32 %127 to i64
  %129 = sext i32 %K to i64
  %130 = mul nsw i64 %128, %129
  %131 = mul i32 %k, 32
  %132 = add i32 %131, %j122
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %130, %133
  %135 = getelementptr inbounds i8, ptr %A, i64 %134
  %136 = load i8, ptr %135, align 1
  %137 = zext i8 %136 to i32
  %138 = call float @tilec_rt_f8e4m3_to_f32(i32 %137)
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  %139 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %140 = phi float [ %138, %sel.then ], [ %139, %sel.else ]
  %141 = sext i32 %i118 to i64
  %142 = mul nsw i64 %141, 32
  %143 = sext i32 %j122 to i64
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds i8, ptr %A_s, i64 %144
  %146 = fpext float %140 to double
  %147 = call i32 @tilec_rt_f8e4m3_from_double(double %146)
  %148 = trunc i32 %147 to i8
  store i8 %148, ptr %145, align 1
  %149 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !25

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %174, %for.end32 ]
  %150 = icmp slt i32 %i129, 32
  br i1 %150, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %173, %for.body31 ]
  %151 = icmp slt i32 %j133, 32
  br i1 %151, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %152 = mul i32 %bx, 32
  %153 = add i32 %152, %i129
  %154 = sext i32 %153 to i64
  %155 = sext i32 %K to i64
  %156 = mul nsw i64 %154, %155
  %157 = mul i32 %k, 32
  %158 = add i32 %157, %j133
  %159 = sext i32 %158 to i64
  %160 = add nsw i64 %156, %159
  %161 = getelementptr inbounds i8, ptr %B, i64 %160
  %162 = load i8, ptr %161, align 1
  %163 = zext i8 %162 to i32
  %164 = call float @tilec_rt_f8e4m3_to_f32(i32 %163)
  %165 = sext i32 %i129 to i64
  %166 = mul nsw i64 %165, 32
  %167 = sext i32 %j133 to i64
  %168 = add nsw i64 %166, %167
  %169 = getelementptr inbounds i8, ptr %B_s, i64 %168
  %170 = fpext float %164 to double
  %171 = call i32 @tilec_rt_f8e4m3_from_double(double %170)
  %172 = trunc i32 %171 to i8
  store i8 %172, ptr %169, align 1
  %173 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !26

for.end32:                                        ; preds = %for.cond30
  %174 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !27

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %202, %for.end40 ]
  %175 = icmp slt i32 %i137, 32
  br i1 %175, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %226, %sel.end44 ]
  %176 = icmp slt i32 %j141, 32
  br i1 %176, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %177 = mul i32 %bx, 32
  %178 = sext i32 %177 to i64
  %179 = sext i32 %i137 to i64
  %180 = add i64 %178, %179
  %181 = icmp sle i64 0, %180
  %182 = mul i32 %bx, 32
  %183 = sext i32 %182 to i64
  %184 = sext i32 %i137 to i64
  %185 = add i64 %183, %184
  %186 = sext i32 %N to i64
  %187 = icmp slt i64 %185, %186
  %188 = and i1 %181, %187
  %189 = mul i32 %k, 32
  %190 = sext i32 %189 to i64
  %191 = sext i32 %j141 to i64
  %192 = add i64 %190, %191
  %193 = icmp sle i64 0, %192
  %194 = mul i32 %k, 32
  %195 = sext i32 %194 to i64
  %196 = sext i32 %j141 to i64
  %197 = add i64 %195, %196
  %198 = sext i32 %K to i64
  %199 = icmp slt i64 %197, %198
  %200 = and i1 %193, %199
  %201 = and i1 %188, %200
  br i1 %201, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %202 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !28

sel.then42:                                       ; preds = %for.body39
  %203 = mul i32 %bx, 32
  %204 = add i32 %203, %i137
  %205 = sext i32 %204 to i64
  %206 = sext i32 %K to i64
  %207 = mul nsw i64 %205, %206
  %208 = mul i32 %k, 32
  %209 = add i32 %208, %j141
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = getelementptr inbounds i8, ptr %B, i64 %211
  %213 = load i8, ptr %212, align 1
  %214 = zext i8 %213 to i32
  %215 = call float @tilec_rt_f8e4m3_to_f32(i32 %214)
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  %216 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %217 = phi float [ %215, %sel.then42 ], [ %216, %sel.else43 ]
  %218 = sext i32 %i137 to i64
  %219 = mul nsw i64 %218, 32
  %220 = sext i32 %j141 to i64
  %221 = add nsw i64 %219, %220
  %222 = getelementptr inbounds i8, ptr %B_s, i64 %221
  %223 = fpext float %217 to double
  %224 = call i32 @tilec_rt_f8e4m3_from_double(double %223)
  %225 = trunc i32 %224 to i8
  store i8 %225, ptr %222, align 1
  %226 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !29

for.cond45:                                       ; preds = %for.end51, %if.end25
  %i148 = phi i32 [ 0, %if.end25 ], [ %235, %for.end51 ]
  %227 = icmp slt i32 %i148, 32
  br i1 %227, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond49

for.end47:                                        ; preds = %for.cond45
  br label %for.cond53

for.cond49:                                       ; preds = %for.body50, %for.body46
  %j152 = phi i32 [ 0, %for.body46 ], [ %234, %for.body50 ]
  %228 = icmp slt i32 %j152, 32
  br i1 %228, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %229 = sext i32 %i148 to i64
  %230 = mul nsw i64 %229, 32
  %231 = sext i32 %j152 to i64
  %232 = add nsw i64 %230, %231
  %233 = getelementptr inbounds float, ptr %P_f, i64 %232
  store float 0.000000e+00, ptr %233, align 4
  %234 = add nsw i32 %j152, 1
  br label %for.cond49, !llvm.loop !30

for.end51:                                        ; preds = %for.cond49
  %235 = add nsw i32 %i148, 1
  br label %for.cond45, !llvm.loop !31

for.cond53:                                       ; preds = %for.end58, %for.end47
  %tl_i = phi i32 [ 0, %for.end47 ], [ %244, %for.end58 ]
  %236 = icmp slt i32 %tl_i, 32
  br i1 %236, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  br label %for.cond56

for.end55:                                        ; preds = %for.cond53
  br label %for.cond63

for.cond56:                                       ; preds = %for.end61, %for.body54
  %tl_j = phi i32 [ 0, %for.body54 ], [ %271, %for.end61 ]
  %237 = icmp slt i32 %tl_j, 32
  br i1 %237, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %238 = sext i32 %tl_i to i64
  %239 = mul nsw i64 %238, 32
  %240 = sext i32 %tl_j to i64
  %241 = add nsw i64 %239, %240
  %242 = getelementptr inbounds float, ptr %P_f, i64 %241
  %243 = load float, ptr %242, align 4
  store float %243, ptr %tl_acc, align 4
  br label %for.cond59

for.end58:                                        ; preds = %for.cond56
  %244 = add nsw i32 %tl_i, 1
  br label %for.cond53, !llvm.loop !32

for.cond59:                                       ; preds = %for.body60, %for.body57
  %tl_p = phi i32 [ 0, %for.body57 ], [ %264, %for.body60 ]
  %245 = icmp slt i32 %tl_p, 32
  br i1 %245, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %tl_acc62 = load float, ptr %tl_acc, align 4
  %246 = sext i32 %tl_i to i64
  %247 = mul nsw i64 %246, 32
  %248 = sext i32 %tl_p to i64
  %249 = add nsw i64 %247, %248
  %250 = getelementptr inbounds i8, ptr %A_s, i64 %249
  %251 = load i8, ptr %250, align 1
  %252 = zext i8 %251 to i32
  %253 = call float @tilec_rt_f8e4m3_to_f32(i32 %252)
  %254 = sext i32 %tl_j to i64
  %255 = mul nsw i64 %254, 32
  %256 = sext i32 %tl_p to i64
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds i8, ptr %B_s, i64 %257
  %259 = load i8, ptr %258, align 1
  %260 = zext i8 %259 to i32
  %261 = call float @tilec_rt_f8e4m3_to_f32(i32 %260)
  %262 = fmul float %253, %261
  %263 = fadd float %tl_acc62, %262
  store float %263, ptr %tl_acc, align 4
  %264 = add nsw i32 %tl_p, 1
  br label %for.cond59, !llvm.loop !33

for.end61:                                        ; preds = %for.cond59
  %265 = load float, ptr %tl_acc, align 4
  %266 = sext i32 %tl_i to i64
  %267 = mul nsw i64 %266, 32
  %268 = sext i32 %tl_j to i64
  %269 = add nsw i64 %267, %268
  %270 = getelementptr inbounds float, ptr %P_f, i64 %269
  store float %265, ptr %270, align 4
  %271 = add nsw i32 %tl_j, 1
  br label %for.cond56, !llvm.loop !34

for.cond63:                                       ; preds = %for.end68, %for.end55
  %i = phi i32 [ 0, %for.end55 ], [ %282, %for.end68 ]
  %272 = icmp slt i32 %i, 32
  br i1 %272, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond66

for.end65:                                        ; preds = %for.cond63
  %273 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !35

for.cond66:                                       ; preds = %if.end71, %for.body64
  %j = phi i32 [ 0, %for.body64 ], [ %306, %if.end71 ]
  %274 = icmp slt i32 %j, 32
  br i1 %274, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %275 = mul i32 %by, 32
  %276 = add i32 %275, %i
  %277 = icmp slt i32 %276, %M
  %278 = mul i32 %bx, 32
  %279 = add i32 %278, %j
  %280 = icmp slt i32 %279, %N
  %281 = and i1 %277, %280
  br i1 %281, label %if.then69, label %if.else70

for.end68:                                        ; preds = %for.cond66
  %282 = add nsw i32 %i, 1
  br label %for.cond63, !llvm.loop !36

if.then69:                                        ; preds = %for.body67
  %283 = sext i32 %i to i64
  %284 = mul nsw i64 %283, 32
  %285 = sext i32 %j to i64
  %286 = add nsw i64 %284, %285
  %287 = getelementptr inbounds float, ptr %C_f, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = sext i32 %i to i64
  %290 = mul nsw i64 %289, 32
  %291 = sext i32 %j to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds float, ptr %P_f, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = mul i32 %by, 32
  %296 = add i32 %295, %i
  %297 = icmp sle i32 0, %296
  %298 = mul i32 %by, 32
  %299 = add i32 %298, %i
  %300 = icmp slt i32 %299, %M
  %301 = and i1 %297, %300
  %302 = icmp sle i32 0, %k
  %303 = icmp slt i32 %k, %KG
  %304 = and i1 %302, %303
  %305 = and i1 %301, %304
  br i1 %305, label %sel.then72, label %sel.else73

if.else70:                                        ; preds = %for.body67
  br label %if.end71

if.end71:                                         ; preds = %if.else70, %sel.end77
  %306 = add nsw i32 %j, 1
  br label %for.cond66, !llvm.loop !37

sel.then72:                                       ; preds = %if.then69
  %307 = mul i32 %by, 32
  %308 = add i32 %307, %i
  %309 = sext i32 %308 to i64
  %310 = sext i32 %KG to i64
  %311 = mul nsw i64 %309, %310
  %312 = sext i32 %k to i64
  %313 = add nsw i64 %311, %312
  %314 = getelementptr inbounds i8, ptr %SA, i64 %313
  %315 = load i8, ptr %314, align 1
  %316 = zext i8 %315 to i32
  %317 = call float @tilec_rt_e8m0_to_f32(i32 %316)
  br label %sel.end74

sel.else73:                                       ; preds = %if.then69
  %318 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end74

sel.end74:                                        ; preds = %sel.else73, %sel.then72
  %319 = phi float [ %317, %sel.then72 ], [ %318, %sel.else73 ]
  %320 = fmul float %294, %319
  %321 = mul i32 %bx, 32
  %322 = add i32 %321, %j
  %323 = icmp sle i32 0, %322
  %324 = mul i32 %bx, 32
  %325 = add i32 %324, %j
  %326 = icmp slt i32 %325, %N
  %327 = and i1 %323, %326
  %328 = icmp sle i32 0, %k
  %329 = icmp slt i32 %k, %KG
  %330 = and i1 %328, %329
  %331 = and i1 %327, %330
  br i1 %331, label %sel.then75, label %sel.else76

sel.then75:                                       ; preds = %sel.end74
  %332 = mul i32 %bx, 32
  %333 = add i32 %332, %j
  %334 = sext i32 %333 to i64
  %335 = sext i32 %KG to i64
  %336 = mul nsw i64 %334, %335
  %337 = sext i32 %k to i64
  %338 = add nsw i64 %336, %337
  %339 = getelementptr inbounds i8, ptr %SB, i64 %338
  %340 = load i8, ptr %339, align 1
  %341 = zext i8 %340 to i32
  %342 = call float @tilec_rt_e8m0_to_f32(i32 %341)
  br label %sel.end77

sel.else76:                                       ; preds = %sel.end74
  %343 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end77

sel.end77:                                        ; preds = %sel.else76, %sel.then75
  %344 = phi float [ %342, %sel.then75 ], [ %343, %sel.else76 ]
  %345 = fmul float %320, %344
  %346 = fadd float %288, %345
  %347 = sext i32 %i to i64
  %348 = mul nsw i64 %347, 32
  %349 = sext i32 %j to i64
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds float, ptr %C_f, i64 %350
  store float %346, ptr %351, align 4
  br label %if.end71

if.then78:                                        ; preds = %for.end6
  br label %for.cond81

if.else79:                                        ; preds = %for.end6
  br label %for.cond90

if.end80:                                         ; preds = %for.end92, %for.end83
  ret void

for.cond81:                                       ; preds = %if.end86, %if.then78
  %i2 = phi i32 [ 0, %if.then78 ], [ %371, %if.end86 ]
  %352 = icmp slt i32 %i2, 32
  br i1 %352, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %353 = sext i32 %M to i64
  %354 = sext i32 %N to i64
  %355 = mul i64 %353, %354
  %356 = icmp sge i64 %355, 8388608
  br i1 %356, label %if.then84, label %if.else85

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

if.then84:                                        ; preds = %for.body82
  %357 = mul i32 %by, 32
  %358 = add i32 %357, %i2
  %359 = sext i32 %358 to i64
  %360 = sext i32 %N to i64
  %361 = mul nsw i64 %359, %360
  %362 = mul i32 %bx, 32
  %363 = add i32 %362, 0
  %364 = sext i32 %363 to i64
  %365 = add nsw i64 %361, %364
  %366 = getelementptr inbounds float, ptr %C, i64 %365
  %367 = sext i32 %i2 to i64
  %368 = mul nsw i64 %367, 32
  %369 = add nsw i64 %368, 0
  %370 = getelementptr inbounds float, ptr %C_f, i64 %369
  call void @tilec_rt_stream(ptr %366, ptr %370, i64 128)
  br label %if.end86

if.else85:                                        ; preds = %for.body82
  br label %for.cond87

if.end86:                                         ; preds = %for.end89, %if.then84
  %371 = add nsw i32 %i2, 1
  br label %for.cond81, !llvm.loop !38

for.cond87:                                       ; preds = %for.body88, %if.else85
  %j2 = phi i32 [ 0, %if.else85 ], [ %389, %for.body88 ]
  %372 = icmp slt i32 %j2, 32
  br i1 %372, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %373 = sext i32 %i2 to i64
  %374 = mul nsw i64 %373, 32
  %375 = sext i32 %j2 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds float, ptr %C_f, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = mul i32 %by, 32
  %380 = add i32 %379, %i2
  %381 = sext i32 %380 to i64
  %382 = sext i32 %N to i64
  %383 = mul nsw i64 %381, %382
  %384 = mul i32 %bx, 32
  %385 = add i32 %384, %j2
  %386 = sext i32 %385 to i64
  %387 = add nsw i64 %383, %386
  %388 = getelementptr inbounds float, ptr %C, i64 %387
  store float %378, ptr %388, align 4
  %389 = add nsw i32 %j2, 1
  br label %for.cond87, !llvm.loop !39

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

for.cond90:                                       ; preds = %for.end96, %if.else79
  %i293 = phi i32 [ 0, %if.else79 ], [ %417, %for.end96 ]
  %390 = icmp slt i32 %i293, 32
  br i1 %390, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  br label %for.cond94

for.end92:                                        ; preds = %for.cond90
  br label %if.end80

for.cond94:                                       ; preds = %if.end100, %for.body91
  %j297 = phi i32 [ 0, %for.body91 ], [ %434, %if.end100 ]
  %391 = icmp slt i32 %j297, 32
  br i1 %391, label %for.body95, label %for.end96

for.body95:                                       ; preds = %for.cond94
  %392 = mul i32 %by, 32
  %393 = sext i32 %392 to i64
  %394 = sext i32 %i293 to i64
  %395 = add i64 %393, %394
  %396 = icmp sle i64 0, %395
  %397 = mul i32 %by, 32
  %398 = sext i32 %397 to i64
  %399 = sext i32 %i293 to i64
  %400 = add i64 %398, %399
  %401 = sext i32 %M to i64
  %402 = icmp slt i64 %400, %401
  %403 = and i1 %396, %402
  %404 = mul i32 %bx, 32
  %405 = sext i32 %404 to i64
  %406 = sext i32 %j297 to i64
  %407 = add i64 %405, %406
  %408 = icmp sle i64 0, %407
  %409 = mul i32 %bx, 32
  %410 = sext i32 %409 to i64
  %411 = sext i32 %j297 to i64
  %412 = add i64 %410, %411
  %413 = sext i32 %N to i64
  %414 = icmp slt i64 %412, %413
  %415 = and i1 %408, %414
  %416 = and i1 %403, %415
  br i1 %416, label %if.then98, label %if.else99

for.end96:                                        ; preds = %for.cond94
  %417 = add nsw i32 %i293, 1
  br label %for.cond90, !llvm.loop !40

if.then98:                                        ; preds = %for.body95
  %418 = sext i32 %i293 to i64
  %419 = mul nsw i64 %418, 32
  %420 = sext i32 %j297 to i64
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %C_f, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = mul i32 %by, 32
  %425 = add i32 %424, %i293
  %426 = sext i32 %425 to i64
  %427 = sext i32 %N to i64
  %428 = mul nsw i64 %426, %427
  %429 = mul i32 %bx, 32
  %430 = add i32 %429, %j297
  %431 = sext i32 %430 to i64
  %432 = add nsw i64 %428, %431
  %433 = getelementptr inbounds float, ptr %C, i64 %432
  store float %423, ptr %433, align 4
  br label %if.end100

if.else99:                                        ; preds = %for.body95
  br label %if.end100

if.end100:                                        ; preds = %if.else99, %if.then98
  %434 = add nsw i32 %j297, 1
  br label %for.cond94, !llvm.loop !41
}

declare float @tilec_rt_e8m0_to_f32(i32)

declare float @tilec_rt_e8m0r(double)

; Function Attrs: nounwind
define internal void @mxfp8_gemm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 9
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
  call void @mxfp8_gemm_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, i32 %11, i32 %13, i32 %15, i32 %17, i32 %30, i32 %31)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_mxfp8_gemm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_mxfp8_gemm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds i64, ptr %dims, i64 0
  %18 = load i64, ptr %17, align 8
  %M = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 5
  store i32 %M, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 1
  %21 = load i64, ptr %20, align 8
  %K = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 6
  store i32 %K, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 2
  %24 = load i64, ptr %23, align 8
  %N = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 7
  store i32 %N, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 3
  %27 = load i64, ptr %26, align 8
  %KG = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 8
  store i32 %KG, ptr %28, align 4
  %29 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 9
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
  %66 = call i32 @tilec_rt_run_blocks(i64 %65, i32 %nworkers, ptr @mxfp8_gemm_task, ptr %a)
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
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
