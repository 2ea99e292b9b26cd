; ModuleID = 'conv2d_implicit_gemm.tile'
source_filename = "conv2d_implicit_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_conv2d = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @conv2d_block(ptr noalias %X, ptr noalias %Wt, ptr noalias %Y, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x i16], align 64
  %B_s = alloca [2048 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %8, %for.end3 ]
  %0 = icmp slt i32 %i1, 64
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %7, %for.body2 ]
  %1 = icmp slt i32 %j, 64
  br i1 %1, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %2 = sext i32 %i1 to i64
  %3 = mul nsw i64 %2, 64
  %4 = sext i32 %j to i64
  %5 = add nsw i64 %3, %4
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %8 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end, %for.end
  %kt = phi i32 [ 0, %for.end ], [ %118, %if.end ]
  %9 = icmp slt i32 %kt, 7
  br i1 %9, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  br label %for.cond7

for.end6:                                         ; preds = %for.cond4
  %10 = mul i32 %by, 64
  %11 = icmp sle i32 0, %10
  %12 = mul i32 %by, 64
  %13 = sext i32 %12 to i64
  %14 = add i64 %13, 64
  %15 = mul i32 %N, 8
  %16 = mul i32 %15, 7
  %17 = sext i32 %16 to i64
  %18 = icmp sle i64 %14, %17
  %19 = and i1 %11, %18
  %20 = mul i32 %bx, 64
  %21 = icmp sle i32 0, %20
  %22 = mul i32 %bx, 64
  %23 = sext i32 %22 to i64
  %24 = add i64 %23, 64
  %25 = icmp sle i64 %24, 40
  %26 = and i1 %21, %25
  %27 = and i1 %19, %26
  br i1 %27, label %if.then35, label %if.else36

for.cond7:                                        ; preds = %for.end12, %for.body5
  %i = phi i32 [ 0, %for.body5 ], [ %75, %for.end12 ]
  %28 = icmp slt i32 %i, 64
  br i1 %28, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond10

for.end9:                                         ; preds = %for.cond7
  %29 = mul i32 %kt, 32
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %kt, 32
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 32
  %34 = icmp sle i64 %33, 216
  %35 = and i1 %30, %34
  %36 = mul i32 %bx, 64
  %37 = icmp sle i32 0, %36
  %38 = mul i32 %bx, 64
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, 64
  %41 = icmp sle i64 %40, 40
  %42 = and i1 %37, %41
  %43 = and i1 %35, %42
  br i1 %43, label %if.then, label %if.else

for.cond10:                                       ; preds = %sel.end, %for.body8
  %kk = phi i32 [ 0, %for.body8 ], [ %101, %sel.end ]
  %44 = icmp slt i32 %kk, 32
  br i1 %44, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %45 = mul i32 %by, 64
  %m = add i32 %45, %i
  %46 = mul i32 %kt, 32
  %k = add i32 %46, %kk
  %47 = sdiv i32 %m, 56
  %48 = sub i32 0, %m
  %n = select i1 false, i32 %48, i32 %47
  %49 = sdiv i32 %m, 7
  %50 = sub i32 0, %m
  %51 = select i1 false, i32 %50, i32 %49
  %52 = srem i32 %51, 8
  %53 = mul i32 %52, 2
  %54 = sub i32 %53, 1
  %55 = sdiv i32 %k, 72
  %56 = sub i32 0, %k
  %57 = select i1 false, i32 %56, i32 %55
  %h = add i32 %54, %57
  %58 = srem i32 %m, 7
  %59 = mul i32 %58, 2
  %60 = sub i32 %59, 1
  %61 = sdiv i32 %k, 24
  %62 = sub i32 0, %k
  %63 = select i1 false, i32 %62, i32 %61
  %64 = srem i32 %63, 3
  %w = add i32 %60, %64
  %65 = icmp slt i32 %n, %N
  %66 = icmp slt i32 %k, 216
  %67 = and i1 %65, %66
  %68 = icmp sge i32 %h, 0
  %69 = and i1 %67, %68
  %70 = icmp slt i32 %h, 15
  %71 = and i1 %69, %70
  %72 = icmp sge i32 %w, 0
  %73 = and i1 %71, %72
  %74 = icmp slt i32 %w, 13
  %inside = and i1 %73, %74
  br i1 %inside, label %sel.then, label %sel.else

for.end12:                                        ; preds = %for.cond10
  %75 = add nsw i32 %i, 1
  br label %for.cond7, !llvm.loop !4

sel.then:                                         ; preds = %for.body11
  %76 = icmp sle i32 0, %n
  %77 = icmp slt i32 %n, %N
  %78 = and i1 %76, %77
  %79 = icmp sle i32 0, %h
  %80 = icmp slt i32 %h, 15
  %81 = and i1 %79, %80
  %82 = and i1 %78, %81
  %83 = icmp sle i32 0, %w
  %84 = icmp slt i32 %w, 13
  %85 = and i1 %83, %84
  %86 = and i1 %82, %85
  %87 = srem i32 %k, 24
  %88 = icmp sle i32 0, %87
  %89 = srem i32 %k, 24
  %90 = icmp slt i32 %89, 24
  %91 = and i1 %88, %90
  %92 = and i1 %86, %91
  br i1 %92, label %sel.then13, label %sel.else14

sel.else:                                         ; preds = %for.body11
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.end15
  %93 = phi float [ %117, %sel.end15 ], [ 0.000000e+00, %sel.else ]
  %94 = sext i32 %i to i64
  %95 = mul nsw i64 %94, 32
  %96 = sext i32 %kk to i64
  %97 = add nsw i64 %95, %96
  %98 = getelementptr inbounds i16, ptr %A_s, i64 %97
  %99 = fptrunc float %93 to half
  %100 = bitcast half %99 to i16
  store i16 %100, ptr %98, align 2
  %101 = add nsw i32 %kk, 1
  br label %for.cond10, !llvm.loop !5

sel.then13:                                       ; preds = %sel.then
  %102 = sext i32 %n to i64
  %103 = mul nsw i64 %102, 15
  %104 = sext i32 %h to i64
  %105 = add nsw i64 %103, %104
  %106 = mul nsw i64 %105, 13
  %107 = sext i32 %w to i64
  %108 = add nsw i64 %106, %107
  %109 = mul nsw i64 %108, 24
  %110 = srem i32 %k, 24
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %109, %111
  %113 = getelementptr inbounds i16, ptr %X, i64 %112
  %114 = load i16, ptr %113, align 2
  %115 = bitcast i16 %114 to half
  %116 = fpext half %115 to float
  br label %sel.end15

sel.else14:                                       ; preds = %sel.then
  br label %sel.end15

sel.end15:                                        ; preds = %sel.else14, %sel.then13
  %117 = phi float [ %116, %sel.then13 ], [ 0.000000e+00, %sel.else14 ]
  br label %sel.end

if.then:                                          ; preds = %for.end9
  br label %for.cond16

if.else:                                          ; preds = %for.end9
  br label %for.cond24

if.end:                                           ; preds = %for.end26, %for.end18
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %118 = add nsw i32 %kt, 1
  br label %for.cond4, !llvm.loop !6

for.cond16:                                       ; preds = %for.end22, %if.then
  %i119 = phi i32 [ 0, %if.then ], [ %141, %for.end22 ]
  %119 = icmp slt i32 %i119, 32
  br i1 %119, label %for.body17, label %for.end18

for.body17:                                       ; preds = %for.cond16
  br label %for.cond20

for.end18:                                        ; preds = %for.cond16
  br label %if.end

for.cond20:                                       ; preds = %for.body21, %for.body17
  %j23 = phi i32 [ 0, %for.body17 ], [ %140, %for.body21 ]
  %120 = icmp slt i32 %j23, 64
  br i1 %120, label %for.body21, label %for.end22

for.body21:                                       ; preds = %for.cond20
  %121 = mul i32 %kt, 32
  %122 = add i32 %121, %i119
  %123 = sext i32 %122 to i64
  %124 = mul nsw i64 %123, 40
  %125 = mul i32 %bx, 64
  %126 = add i32 %125, %j23
  %127 = sext i32 %126 to i64
  %128 = add nsw i64 %124, %127
  %129 = getelementptr inbounds i16, ptr %Wt, i64 %128
  %130 = load i16, ptr %129, align 2
  %131 = bitcast i16 %130 to half
  %132 = fpext half %131 to float
  %133 = sext i32 %i119 to i64
  %134 = mul nsw i64 %133, 64
  %135 = sext i32 %j23 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i16, ptr %B_s, i64 %136
  %138 = fptrunc float %132 to half
  %139 = bitcast half %138 to i16
  store i16 %139, ptr %137, align 2
  %140 = add nsw i32 %j23, 1
  br label %for.cond20, !llvm.loop !7

for.end22:                                        ; preds = %for.cond20
  %141 = add nsw i32 %i119, 1
  br label %for.cond16, !llvm.loop !8

for.cond24:                                       ; preds = %for.end30, %if.else
  %i127 = phi i32 [ 0, %if.else ], [ %167, %for.end30 ]
  %142 = icmp slt i32 %i127, 32
  br i1 %142, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond28

for.end26:                                        ; preds = %for.cond24
  br label %if.end

for.cond28:                                       ; preds = %sel.end34, %for.body25
  %j31 = phi i32 [ 0, %for.body25 ], [ %188, %sel.end34 ]
  %143 = icmp slt i32 %j31, 64
  br i1 %143, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %144 = mul i32 %kt, 32
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i127 to i64
  %147 = add i64 %145, %146
  %148 = icmp sle i64 0, %147
  %149 = mul i32 %kt, 32
  %150 = sext i32 %149 to i64
  %151 = sext i32 %i127 to i64
  %152 = add i64 %150, %151
  %153 = icmp slt i64 %152, 216
  %154 = and i1 %148, %153
  %155 = mul i32 %bx, 64
  %156 = sext i32 %155 to i64
  %157 = sext i32 %j31 to i64
  %158 = add i64 %156, %157
  %159 = icmp sle i64 0, %158
  %160 = mul i32 %bx, 64
  %161 = sext i32 %160 to i64
  %162 = sext i32 %j31 to i64
  %163 = add i64 %161, %162
  %164 = icmp slt i64 %163, 40
  %165 = and i1 %159, %164
  %166 = and i1 %154, %165
  br i1 %166, label %sel.then32, label %sel.else33

for.end30:                                        ; preds = %for.cond28
  %167 = add nsw i32 %i127, 1
  br label %for.cond24, !llvm.loop !9

sel.then32:                                       ; preds = %for.body29
  %168 = mul i32 %kt, 32
  %169 = add i32 %168, %i127
  %170 = sext i32 %169 to i64
  %171 = mul nsw i64 %170, 40
  %172 = mul i32 %bx, 64
  %173 = add i32 %172, %j31
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %171, %174
  %176 = getelementptr inbounds i16, ptr %Wt, i64 %175
  %177 = load i16, ptr %176, align 2
  %178 = bitcast i16 %177 to half
  %179 = fpext half %178 to float
  br label %sel.end34

sel.else33:                                       ; preds = %for.body29
  br label %sel.end34

sel.end34:                                        ; preds = %sel.else33, %sel.then32
  %180 = phi float [ %179, %sel.then32 ], [ 0.000000e+00, %sel.else33 ]
  %181 = sext i32 %i127 to i64
  %182 = mul nsw i64 %181, 64
  %183 = sext i32 %j31 to i64
  %184 = add nsw i64 %182, %183
  %185 = getelementptr inbounds i16, ptr %B_s, i64 %184
  %186 = fptrunc float %180 to half
  %187 = bitcast half %186 to i16
  store i16 %187, ptr %185, align 2
  %188 = add nsw i32 %j31, 1
  br label %for.cond28, !llvm.loop !10

if.then35:                                        ; preds = %for.end6
  br label %for.cond38

if.else36:                                        ; preds = %for.end6
  br label %for.cond44

if.end37:                                         ; preds = %for.end46, %for.end40
  ret void

for.cond38:                                       ; preds = %for.end43, %if.then35
  %i2 = phi i32 [ 0, %if.then35 ], [ %211, %for.end43 ]
  %189 = icmp slt i32 %i2, 64
  br i1 %189, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond41

for.end40:                                        ; preds = %for.cond38
  br label %if.end37

for.cond41:                                       ; preds = %for.body42, %for.body39
  %j1 = phi i32 [ 0, %for.body39 ], [ %210, %for.body42 ]
  %190 = icmp slt i32 %j1, 64
  br i1 %190, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %191 = sext i32 %i2 to i64
  %192 = mul nsw i64 %191, 64
  %193 = sext i32 %j1 to i64
  %194 = add nsw i64 %192, %193
  %195 = getelementptr inbounds float, ptr %C_f, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = fptrunc float %196 to half
  %198 = fpext half %197 to float
  %199 = mul i32 %by, 64
  %200 = add i32 %199, %i2
  %201 = sext i32 %200 to i64
  %202 = mul nsw i64 %201, 40
  %203 = mul i32 %bx, 64
  %204 = add i32 %203, %j1
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %202, %205
  %207 = getelementptr inbounds i16, ptr %Y, i64 %206
  %208 = fptrunc float %198 to half
  %209 = bitcast half %208 to i16
  store i16 %209, ptr %207, align 2
  %210 = add nsw i32 %j1, 1
  br label %for.cond41, !llvm.loop !11

for.end43:                                        ; preds = %for.cond41
  %211 = add nsw i32 %i2, 1
  br label %for.cond38, !llvm.loop !12

for.cond44:                                       ; preds = %for.end50, %if.else36
  %i247 = phi i32 [ 0, %if.else36 ], [ %240, %for.end50 ]
  %212 = icmp slt i32 %i247, 64
  br i1 %212, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end37

for.cond48:                                       ; preds = %if.end54, %for.body45
  %j151 = phi i32 [ 0, %for.body45 ], [ %260, %if.end54 ]
  %213 = icmp slt i32 %j151, 64
  br i1 %213, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %214 = mul i32 %by, 64
  %215 = sext i32 %214 to i64
  %216 = sext i32 %i247 to i64
  %217 = add i64 %215, %216
  %218 = icmp sle i64 0, %217
  %219 = mul i32 %by, 64
  %220 = sext i32 %219 to i64
  %221 = sext i32 %i247 to i64
  %222 = add i64 %220, %221
  %223 = mul i32 %N, 8
  %224 = mul i32 %223, 7
  %225 = sext i32 %224 to i64
  %226 = icmp slt i64 %222, %225
  %227 = and i1 %218, %226
  %228 = mul i32 %bx, 64
  %229 = sext i32 %228 to i64
  %230 = sext i32 %j151 to i64
  %231 = add i64 %229, %230
  %232 = icmp sle i64 0, %231
  %233 = mul i32 %bx, 64
  %234 = sext i32 %233 to i64
  %235 = sext i32 %j151 to i64
  %236 = add i64 %234, %235
  %237 = icmp slt i64 %236, 40
  %238 = and i1 %232, %237
  %239 = and i1 %227, %238
  br i1 %239, label %if.then52, label %if.else53

for.end50:                                        ; preds = %for.cond48
  %240 = add nsw i32 %i247, 1
  br label %for.cond44, !llvm.loop !13

if.then52:                                        ; preds = %for.body49
  %241 = sext i32 %i247 to i64
  %242 = mul nsw i64 %241, 64
  %243 = sext i32 %j151 to i64
  %244 = add nsw i64 %242, %243
  %245 = getelementptr inbounds float, ptr %C_f, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = fptrunc float %246 to half
  %248 = fpext half %247 to float
  %249 = mul i32 %by, 64
  %250 = add i32 %249, %i247
  %251 = sext i32 %250 to i64
  %252 = mul nsw i64 %251, 40
  %253 = mul i32 %bx, 64
  %254 = add i32 %253, %j151
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %252, %255
  %257 = getelementptr inbounds i16, ptr %Y, i64 %256
  %258 = fptrunc float %248 to half
  %259 = bitcast half %258 to i16
  store i16 %259, ptr %257, align 2
  br label %if.end54

if.else53:                                        ; preds = %for.body49
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %if.then52
  %260 = add nsw i32 %j151, 1
  br label %for.cond48, !llvm.loop !14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @conv2d_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_conv2d, ptr %ctx, i32 0, i32 4
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
  call void @conv2d_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %20, i32 %21)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_conv2d(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_conv2d, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_conv2d, ptr %a, i32 0, i32 4
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 1, ptr %15, align 8
  %16 = mul i32 %N, 8
  %17 = mul i32 %16, 7
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %18, 64
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 64
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = and i1 true, %32
  %34 = mul i64 1, %30
  %35 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %35, align 8
  %36 = and i1 %33, true
  %37 = mul i64 %34, 1
  br i1 %36, label %run, label %empty

run:                                              ; preds = %body
  %38 = call i32 @tilec_rt_run_blocks(i64 %37, i32 %nworkers, ptr @conv2d_task, ptr %a)
  ret i32 %38

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
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
